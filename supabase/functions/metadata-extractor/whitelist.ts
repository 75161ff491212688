/** Whitelisted domain names read through PostgREST with the function's own env, cached for a minute. */
import type { Env } from "./handler.ts";

export function whitelistLoader(env: Env, ttlMs = 60_000): () => Promise<string[] | null> {
  let cached: { at: number; names: string[] } | null = null;
  return async () => {
    const base = env.get("SUPABASE_URL");
    const key = env.get("SUPABASE_ANON_KEY");
    if (!base || !key) return null;
    if (cached && Date.now() - cached.at < ttlMs) return cached.names;
    const res = await fetch(`${base.replace(/\/$/, "")}/rest/v1/whitelisted_domains?select=domain_name`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) return null;
    const rows = (await res.json()) as Array<{ domain_name?: unknown }>;
    const names = rows.map((r) => r.domain_name).filter((n): n is string => typeof n === "string");
    cached = { at: Date.now(), names };
    return names;
  };
}
