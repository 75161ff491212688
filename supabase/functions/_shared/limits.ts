/** Per-caller rate limiting shared by the edge functions: visitors by client IP, members by verified user id. */
import { authServerVerifier, hs256Verifier, identifyCaller } from "./caller.ts";
import type { TokenVerifier } from "./caller.ts";
import { json } from "./http.ts";
import { TokenBucketLimiter } from "./rate-limit.ts";

export type Env = { get(name: string): string | undefined };
export type ServeInfo = { remoteAddr?: { hostname?: string } };

const perMinute = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Member-token verifier from the environment: HS256 secret, else Auth's /user endpoint, else none. */
export function defaultVerifier(env: Env): TokenVerifier | null {
  const secret = env.get("SUPABASE_JWT_SECRET");
  const url = env.get("SUPABASE_URL");
  const key = env.get("SUPABASE_ANON_KEY");
  return secret ? hs256Verifier(secret) : url && key ? authServerVerifier(url, key) : null;
}

export type CallerLimiter = (req: Request, info?: ServeInfo) => Promise<Response | null>;

/** Returns a 429 response when the caller's bucket is empty, else null. */
export function callerLimiter(opts: {
  visitorsPerMinute: string | undefined;
  membersPerMinute: string | undefined;
  defaults: { visitors: number; members: number };
  verifyToken: TokenVerifier | null;
  now?: () => number;
}): CallerLimiter {
  const v = perMinute(opts.visitorsPerMinute, opts.defaults.visitors);
  const m = perMinute(opts.membersPerMinute, opts.defaults.members);
  const visitors = new TokenBucketLimiter(v, v / 60, opts.now);
  const members = new TokenBucketLimiter(m, m / 60, opts.now);
  return async (req, info) => {
    const caller = await identifyCaller(req, info?.remoteAddr?.hostname, opts.verifyToken);
    const verdict = (caller.kind === "member" ? members : visitors).take(caller.key);
    if (verdict.allowed) return null;
    return json({ error: "Too many requests. Please try again later." }, 429, { "retry-after": String(verdict.retryAfterSeconds) });
  };
}
