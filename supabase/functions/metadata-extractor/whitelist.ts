/**
 * Whitelisted domain names read through PostgREST with the function's own env, cached for a minute; callers that
 * arrive while a read is under way (the worker's warm-up and the first request) share it.
 */
import type { Env } from "./handler.ts";

export function whitelistLoader(env: Env, ttlMs = 60_000): () => Promise<string[] | null> {
  let cached: { at: number; names: string[] } | null = null;
  let reading: Promise<string[] | null> | null = null;
  const read = async (base: string, key: string): Promise<string[] | null> => {
    const res = await fetch(`${base.replace(/\/$/, "")}/rest/v1/whitelisted_domains?select=domain_name`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const rows = (await res.json()) as Array<{ domain_name?: unknown }>;
    const names = rows.map((r) => r.domain_name).filter((n): n is string => typeof n === "string");
    cached = { at: Date.now(), names };
    return names;
  };
  return () => {
    const base = env.get("SUPABASE_URL");
    const key = env.get("SUPABASE_ANON_KEY");
    if (!base || !key) return Promise.resolve(null);
    if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.names);
    reading ??= read(base, key).finally(() => (reading = null));
    return reading;
  };
}
