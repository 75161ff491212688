/**
 * metadata-extractor: {url} → LinkMetadata (spec §7). 200 with `error` set when the link is unreachable or
 * refused, 400 for a missing or invalid body, 429 when the caller's bucket is empty. A GET (or HEAD) is the
 * composer's warm-up when it opens: 204 at once, nothing read, nothing taken from the caller's bucket; it only
 * gets the function started (a cold worker or isolate) before the member pastes a link.
 */
import { extractUrl } from "@shared/link-intelligence/fetch/extract-url.ts";
import { makePolicy } from "@shared/link-intelligence/fetch/policy.ts";
import type { Transport } from "@shared/link-intelligence/fetch/guarded-fetch.ts";
import type { TokenVerifier } from "../_shared/caller.ts";
import { createDenoTransport } from "../_shared/deno-transport.ts";
import { corsHeaders, json, preflight, readJsonObject } from "../_shared/http.ts";
import { callerLimiter, defaultVerifier } from "../_shared/limits.ts";
import type { Env, ServeInfo } from "../_shared/limits.ts";
import { whitelistLoader } from "./whitelist.ts";
import { warmUp } from "./warm-up.ts";

export type { Env, ServeInfo } from "../_shared/limits.ts";

export type HandlerDeps = {
  env?: Env;
  transport?: Transport;
  /** Loads the whitelisted domain names (for the off-whitelist redirect flag); null when unavailable. */
  loadWhitelist?: () => Promise<string[] | null>;
  now?: () => number;
  /** Verifies member tokens (default: SUPABASE_JWT_SECRET, else Auth's /user endpoint). */
  verifyToken?: TokenVerifier | null;
};

export type MetadataHandler = ((req: Request, info?: ServeInfo) => Promise<Response>) & {
  /** Once, as the worker starts (index.ts): compiles the extraction code and fills the whitelist cache (warm-up.ts). */
  warm(): Promise<void>;
};

export function createHandler(deps: HandlerDeps = {}): MetadataHandler {
  const env: Env = deps.env ?? { get: (name) => Deno.env.get(name) };
  const limit = callerLimiter({
    visitorsPerMinute: env.get("METADATA_RATE_VISITOR_PER_MIN"),
    membersPerMinute: env.get("METADATA_RATE_MEMBER_PER_MIN"),
    defaults: { visitors: 30, members: 60 },
    verifyToken: deps.verifyToken !== undefined ? deps.verifyToken : defaultVerifier(env),
    now: deps.now,
  });
  const transport = deps.transport ?? createDenoTransport();
  const loadWhitelist = deps.loadWhitelist ?? whitelistLoader(env);

  const handler = async (req: Request, info?: ServeInfo): Promise<Response> => {
    if (req.method === "OPTIONS") return preflight();
    if (req.method === "GET" || req.method === "HEAD") return new Response(null, { status: 204, headers: corsHeaders });
    if (req.method !== "POST") return json({ error: "Method not allowed. Use POST with a JSON body {\"url\": \"...\"}." }, 405);
    const limited = await limit(req, info);
    if (limited) return limited;
    const body = await readJsonObject(req);
    const url = body?.["url"];
    if (!body || typeof url !== "string" || url.trim() === "" || url.length > 2048) {
      return json({ error: "Request body must be JSON with a non-empty \"url\" string." }, 400);
    }
    const policy = makePolicy({}, env.get("LINK_FETCH_ALLOW_PRIVATE"));
    const whitelist = (await loadWhitelist().catch(() => null)) ?? undefined;
    const onFailure = (detail: string) => console.warn(`[metadata-extractor] ${detail}`);
    const result = await extractUrl(url.trim(), transport, policy, { whitelist, signal: req.signal, onFailure });
    return json(result);
  };
  return Object.assign(handler, { warm: () => warmUp(loadWhitelist) });
}
