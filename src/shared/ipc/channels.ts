/** How `window.desktop` exposes a channel `domain:verb`. */
export type ChannelKind =
  /** No argument: `desktop.domain.verb()` (sends `{}`). */
  | "query"
  /** One argument: `desktop.domain.verb(request)`. */
  | "call"
  /** Pushed from main to the renderer: `desktop.domain.onVerb(listener)`, returning the unsubscribe function. */
  | "event";

/**
 * Every IPC channel and its kind: the one table `window.desktop` (type and object, see api.ts and
 * build-desktop-api.ts) and the zod contract (contract.ts, keyed by exactly these names) are built from.
 * Zod-free on purpose: the sandboxed preload imports it and stays a small file.
 */
export const ipcChannels = {
  "app:getInfo": "query",
  "app:setLocale": "call",
  "settings:get": "query",
  "settings:update": "call",
  "session:getItem": "call",
  "session:setItem": "call",
  "session:removeItem": "call",
  "session:status": "query",
  "shell:openExternal": "call",
  "linkCheck:start": "call",
  "linkCheck:cancel": "call",
  "linkCheck:retryFailed": "call",
  "linkCheck:getResults": "call",
  "linkCheck:history": "query",
  "linkCheck:exportCsv": "call",
  "linkCheck:saveCsv": "call",
  "linkCheck:progress": "event",
  "debugger:render": "call",
} as const satisfies Record<`${string}:${string}`, ChannelKind>;

export type ChannelTable = typeof ipcChannels;
export type AnyChannel = keyof ChannelTable;
export type InvokeChannelName = { [C in AnyChannel]: ChannelTable[C] extends "event" ? never : C }[AnyChannel];
export type EventChannelName = { [C in AnyChannel]: ChannelTable[C] extends "event" ? C : never }[AnyChannel];
