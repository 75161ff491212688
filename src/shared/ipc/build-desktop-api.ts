import type { DesktopApi } from "./api.ts";
import type { ChannelTable } from "./channels.ts";
import type { Channel, EventChannel } from "./contract.ts";

export type DesktopInvoke = (channel: Channel, request: unknown) => Promise<unknown>;
export type DesktopSubscribe = (channel: EventChannel, listener: (payload: unknown) => void) => () => void;

/**
 * Builds `window.desktop` from the channel table (pass `ipcChannels`): `domain:verb` becomes
 * `api.domain.verb` (a query sends `{}`, a call its one argument) and an event `domain:verb` becomes
 * `api.domain.onVerb(listener)`. Frozen, and nothing generic on it.
 * Used by the preload and, serialized with toString, by the e2e desktop bridge: so it must use nothing
 * but its arguments (no imports, no module-level names).
 */
export function buildDesktopApi(channels: ChannelTable, invoke: DesktopInvoke, subscribe: DesktopSubscribe): DesktopApi {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [channel, kind] of Object.entries(channels)) {
    const [domain = "", verb = ""] = channel.split(":");
    const group = (api[domain] ??= {});
    if (kind === "event") {
      group[`on${verb.charAt(0).toUpperCase()}${verb.slice(1)}`] = (listener: (payload: unknown) => void) => subscribe(channel as EventChannel, listener);
    } else if (kind === "query") {
      group[verb] = () => invoke(channel as Channel, {});
    } else {
      group[verb] = (request: unknown) => invoke(channel as Channel, request);
    }
  }
  for (const group of Object.values(api)) Object.freeze(group);
  return Object.freeze(api) as unknown as DesktopApi;
}
