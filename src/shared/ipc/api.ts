import type { AnyChannel, ChannelTable } from "./channels.ts";
import type { Channel, EventChannel, EventOf, RequestOf, ResponseOf } from "./contract.ts";

type Query<C extends Channel> = () => Promise<ResponseOf<C>>;
type Call<C extends Channel> = (request: RequestOf<C>) => Promise<ResponseOf<C>>;
/** Subscribes to an event; returns the unsubscribe function. */
type Subscribe<E extends EventChannel> = (listener: (event: EventOf<E>) => void) => () => void;

type DomainOf<C extends AnyChannel> = C extends `${infer D}:${string}` ? D : never;
/** `domain:verb` → `verb`, or `onVerb` for an event. */
type MethodName<C extends AnyChannel> = C extends `${string}:${infer V}` ? (ChannelTable[C] extends "event" ? `on${Capitalize<V>}` : V) : never;
type Method<C extends AnyChannel> = C extends EventChannel ? Subscribe<C> : C extends Channel ? (ChannelTable[C] extends "query" ? Query<C> : Call<C>) : never;

/**
 * The whole `window.desktop` surface, derived from the channel table (channels.ts) like the object
 * itself (build-desktop-api.ts): `domain:verb` → `desktop.domain.verb`, one sub-namespace per domain.
 * Nothing generic: no send/invoke, no process, no environment.
 */
export type DesktopApi = {
  readonly [D in DomainOf<AnyChannel>]: {
    readonly [C in AnyChannel as C extends `${D}:${string}` ? MethodName<C> : never]: Method<C>;
  };
};
