/**
 * The renderer's builds (website and desktop window) use this module in place of @supabase/realtime-js: the product
 * subscribes to no Realtime channel (the local stack offers none, README "Compatibility"), yet supabase-js builds a
 * RealtimeClient in every client, which brought its WebSocket and Phoenix protocol code (about 9 KB gzip) onto every
 * page's first screen. The stand-in answers the calls supabase-js itself makes (setAuth on every token change) and
 * refuses channels, so a future use of Realtime fails loudly instead of silently doing nothing.
 */
export class RealtimeClient {
  constructor(_endpoint: string, _options?: unknown) {}

  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    // eslint-disable-next-line i18n/no-literal-text -- a developer's mistake, never shown to a member
    throw new Error("Realtime is not part of this app's builds (src/renderer/src/lib/realtime-stand-in.ts).");
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(): Promise<"ok"> {
    return Promise.resolve("ok");
  }

  removeAllChannels(): Promise<"ok"[]> {
    return Promise.resolve([]);
  }
}
