import type { BackendSettings } from "@shared/ipc/index.ts";
import type { BackendConfig } from "../../protocol/app-protocol.ts";

/**
 * The Supabase URL and publishable (anon) key the renderer gets. A hosted backend has both in
 * settings; the local stack generates its key per data directory and publishes it in the
 * `<meta name="supabase-anon-key">` of the page it serves, so it is read from there.
 */
export async function resolveBackendConfig(backend: BackendSettings, fetchPage: (url: string) => Promise<string>): Promise<BackendConfig> {
  if (backend.kind === "hosted") return { supabaseUrl: backend.url, anonKey: backend.anonKey };
  try {
    const html = await fetchPage(new URL("/", backend.url).href);
    const key = /<meta name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1] ?? null;
    return { supabaseUrl: backend.url, anonKey: key };
  } catch {
    return { supabaseUrl: backend.url, anonKey: null };
  }
}
