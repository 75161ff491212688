import type { SharedState } from "../shared-state.ts";
import { authError } from "./errors.ts";

/**
 * Per-IP request limits of hosted Auth (GoTrue's [auth.rate_limit], per 5 minutes), which @supabase/lite does not
 * enforce: sign-ins, sign-ups and every endpoint that sends e-mail (GoTrue limits /signup, /recover, /resend,
 * /magiclink and /otp by the same `sign_in_sign_ups` value), token refreshes, OTP/link verifications. Over the limit
 * the answer is GoTrue's 429 `over_request_rate_limit`. (Per-address e-mail limits: email-requests.ts, signup.ts.)
 */
export type AuthRateLimits = { signInSignUps: number; tokenRefresh: number; tokenVerifications: number; windowMs?: number };

/** Hosted defaults (supabase/config.toml of the CLI): 30 sign-ins/sign-ups, 150 refreshes, 30 verifications per 5 min per IP. */
export const HOSTED_AUTH_RATE_LIMITS: AuthRateLimits = { signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 };

type Bucket = keyof Omit<AuthRateLimits, "windowMs">;

/** Which limit an Auth request counts against, or null when it is not limited per IP. */
export function authRateBucket(method: string, url: URL): Bucket | null {
  if (method !== "POST" && !(method === "GET" && url.pathname.endsWith("/verify"))) return null;
  const path = url.pathname.replace(/\/+$/, "");
  if (path.endsWith("/auth/v1/token")) return url.searchParams.get("grant_type") === "refresh_token" ? "tokenRefresh" : "signInSignUps";
  if (/\/auth\/v1\/(signup|otp|magiclink|recover|resend)$/.test(path)) return "signInSignUps";
  if (path.endsWith("/auth/v1/verify")) return "tokenVerifications";
  return null;
}

/**
 * A sliding-window limiter keyed by bucket and client address, counted in the stack's shared state (one count for
 * every gateway worker). Returns the 429 to send, or undefined to go on. Wire it in front of lite's /auth/v1 routes:
 * `const limited = await limiter(request, peerAddress); if (limited) return limited;`.
 */
export function authRateLimiter(limits: AuthRateLimits, shared: Pick<SharedState, "hit">) {
  const windowMs = limits.windowMs ?? 5 * 60_000;
  return async (request: Request, peerAddress: string | null): Promise<Response | undefined> => {
    const bucket = authRateBucket(request.method, new URL(request.url));
    if (!bucket) return undefined;
    const allowed = await shared.hit(`rate:${bucket}:${peerAddress ?? "unknown"}`, limits[bucket], windowMs);
    return allowed ? undefined : authError(429, "over_request_rate_limit", "Request rate limit reached");
  };
}
