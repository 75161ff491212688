import type { AppSupabaseClient } from "./supabase.ts";

/**
 * The build's prerender uses this instead of lib/supabase.ts (vite.prerender.ts swaps it): the prerendered pages
 * show no data, and the build must never talk to a server. Any use while rendering is a bug and fails the build.
 */
export const supabase = new Proxy({} as AppSupabaseClient, {
  get(_target, property) {
    // eslint-disable-next-line i18n/no-literal-text -- a developer's error (a broken build or misuse), never shown to members
    throw new Error(`The prerender used supabase.${String(property)}: prerendered pages must not need data.`);
  },
});
