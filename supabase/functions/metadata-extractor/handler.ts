/**
 * metadata-extractor: {url} → LinkMetadata (spec §7). 200 with `error` set when the link is unreachable or
 * refused, 400 for a missing or invalid body, 429 when the caller's bucket is empty.
 */
import { extractUrl } from "../../../src/shared/link-intelligence/fetch/extract-url.ts";
import { makePolicy } from "../../../src/shared/link-intelligence/fetch/policy.ts";
import type { Transport } from "../../../src/shared/link-intelligence/fetch/guarded-fetch.ts";
import { authServerVerifier, hs256Verifier, identifyCaller } from "../_shared/caller.ts";
import type { TokenVerifier } from "../_shared/caller.ts";
import { createDenoTransport } from "../_shared/deno-transport.ts";
import { json, preflight, readJsonObject } from "../_shared/http.ts";
import { TokenBucketLimiter } from "../_shared/rate-limit.ts";
import { whitelistLoader } from "./whitelist.ts";

export type Env = { get(name: string): string | undefined };
export type ServeInfo = { remoteAddr?: { hostname?: string } };

export type HandlerDeps = {
  env?: Env;
  transport?: Transport;
  /** Loads the whitelisted domain names (for the off-whitelist redirect flag); null when unavailable. */
  loadWhitelist?: () => Promise<string[] | null>;
  now?: () => number;
  /** Verifies member tokens (default: SUPABASE_JWT_SECRET, else Auth's /user endpoint). */
  verifyToken?: TokenVerifier | null;
};

const num = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function createHandler(deps: HandlerDeps = {}) {
  const env: Env = deps.env ?? { get: (name) => Deno.env.get(name) };
  const visitorsPerMinute = num(env.get("METADATA_RATE_VISITOR_PER_MIN"), 30);
  const membersPerMinute = num(env.get("METADATA_RATE_MEMBER_PER_MIN"), 60);
  const visitors = new TokenBucketLimiter(visitorsPerMinute, visitorsPerMinute / 60, deps.now);
  const members = new TokenBucketLimiter(membersPerMinute, membersPerMinute / 60, deps.now);
  const transport = deps.transport ?? createDenoTransport();
  const loadWhitelist = deps.loadWhitelist ?? whitelistLoader(env);
  const secret = env.get("SUPABASE_JWT_SECRET");
  const authUrl = env.get("SUPABASE_URL");
  const anonKey = env.get("SUPABASE_ANON_KEY");
  const verifyToken =
    deps.verifyToken !== undefined ? deps.verifyToken : secret ? hs256Verifier(secret) : authUrl && anonKey ? authServerVerifier(authUrl, anonKey) : null;

  return async (req: Request, info?: ServeInfo): Promise<Response> => {
    if (req.method === "OPTIONS") return preflight();
    if (req.method !== "POST") return json({ error: "Method not allowed. Use POST with a JSON body {\"url\": \"...\"}." }, 405);
    const caller = await identifyCaller(req, info?.remoteAddr?.hostname, verifyToken);
    const verdict = (caller.kind === "member" ? members : visitors).take(caller.key);
    if (!verdict.allowed) {
      return json({ error: "Too many requests. Please try again later." }, 429, { "retry-after": String(verdict.retryAfterSeconds) });
    }
    const body = await readJsonObject(req);
    const url = body?.["url"];
    if (!body || typeof url !== "string" || url.trim() === "" || url.length > 2048) {
      return json({ error: "Request body must be JSON with a non-empty \"url\" string." }, 400);
    }
    const policy = makePolicy({}, env.get("LINK_FETCH_ALLOW_PRIVATE"));
    const whitelist = (await loadWhitelist().catch(() => null)) ?? undefined;
    const result = await extractUrl(url.trim(), transport, policy, { whitelist, signal: req.signal });
    return json(result);
  };
}
