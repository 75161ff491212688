import type { EventChannel, EventOf } from "@shared/ipc/index.ts";

/** Typed one-way event to a renderer (main → renderer only). */
export function sendEvent<E extends EventChannel>(target: { send(channel: string, payload: unknown): void; isDestroyed(): boolean } | null, channel: E, payload: EventOf<E>): void {
  if (target !== null && !target.isDestroyed()) target.send(channel, payload);
}
