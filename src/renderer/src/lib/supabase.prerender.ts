import type { AppSupabaseClient } from "./supabase.ts";

let serverClient: AppSupabaseClient | null = null;

/**
 * The web server's page render (prerender.tsx, renderRequest) reads a page's data as a visitor would, through a
 * client it makes for the stack's own API; the build's prerender never sets one.
 */
export function setServerSupabase(client: AppSupabaseClient): void {
  serverClient = client;
}

/**
 * The build's prerender and the web server's page render use this instead of lib/supabase.ts (vite.prerender.ts
 * swaps it). At build time there is no client: the prerendered pages show no data, and the build must never talk
 * to a server, so any use while rendering is a bug and fails the build.
 */
export const supabase = new Proxy({} as AppSupabaseClient, {
  get(_target, property) {
    if (serverClient) {
      const value = Reflect.get(serverClient, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(serverClient) : value;
    }
    // eslint-disable-next-line i18n/no-literal-text -- a developer's error (a broken build or misuse), never shown to members
    throw new Error(`The prerender used supabase.${String(property)}: prerendered pages must not need data.`);
  },
});
