import type { MiddlewareHandler } from "hono";
import { jwtVerify } from "jose";
import type { StackContext } from "../context.ts";
import { mayEndSessions, SessionGate, type SessionVerdict } from "./session-gate.ts";

/** The database roles a token may name: the ones hosted Supabase's authenticator may switch to. */
export const API_ROLES: ReadonlySet<string> = new Set(["anon", "authenticated", "service_role"]);

type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** The HMAC key for a secret, imported once (jose would import it again for every token). */
const verifyKeys = new Map<string, Promise<CryptoKey>>();
function verifyKey(secret: string): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    verifyKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, with their claims: a signature checks out or not once and for all, so each token is
 * verified once (HMAC through WebCrypto was a tenth of the gateway's time per request). A hit still checks `exp`
 * and `nbf`; tokens that failed are not kept (lite answers them in its own words).
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Record<string, unknown>>();

async function verifiedClaims(token: string, secret: string): Promise<Record<string, unknown> | undefined> {
  const key = `${secret.length}:${secret}:${token}`;
  const claims = verified.get(key);
  const now = Date.now() / 1000;
  if (claims) {
    const expired = typeof claims.exp === "number" && claims.exp <= now;
    const early = typeof claims.nbf === "number" && claims.nbf > now;
    if (!expired && !early) return claims;
    verified.delete(key);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), { algorithms: ["HS256"] });
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(key, payload);
    return payload;
  } catch {
    return undefined;
  }
}

export type BearerRefusal = { kind: "not_jwt"; parts: number } | { kind: "role"; role: string } | { kind: Exclude<SessionVerdict, "ok"> };

export interface BearerRules {
  jwtSecret: string;
  /** The opaque publishable and secret keys, which supabase-js also sends as the Bearer token. */
  apiKeys: readonly string[];
  gate: SessionGate;
}

/**
 * What the gateway checks of `Authorization: Bearer …` before /rest/v1 or /storage/v1 serve it (lite would serve a
 * token that is not a JWT as anon, obey any `role` claim with SET ROLE, and honour a signed token until it expires):
 * the token is one of the API keys or a JWT; a JWT signed by the stack names one of the API roles; a user's token
 * still has its session and the user is not banned. Tokens that fail verification are left to lite and storage,
 * which answer them in their own words. Returns the refusal, or undefined to go on.
 */
export async function checkBearer(request: Request, rules: BearerRules): Promise<BearerRefusal | undefined> {
  const token = /^Bearer(?:\s+|$)(.*)$/is.exec(request.headers.get("authorization")?.trim() ?? "")?.[1]?.trim();
  if (token === undefined || rules.apiKeys.includes(token)) return undefined;
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => part === "")) {
    return { kind: "not_jwt", parts: Math.max(1, parts.filter((part) => part !== "").length) };
  }
  const claims = await verifiedClaims(token, rules.jwtSecret);
  if (!claims) return undefined;
  if (typeof claims.role === "string" && claims.role !== "" && !API_ROLES.has(claims.role)) return { kind: "role", role: claims.role };
  if (claims.role !== "authenticated" || typeof claims.sub !== "string") return undefined;
  const verdict = await rules.gate.check(claims.sub, typeof claims.session_id === "string" ? claims.session_id : undefined);
  return verdict === "ok" ? undefined : { kind: verdict };
}

const SESSION_MESSAGES: Record<Exclude<SessionVerdict, "ok">, string> = {
  session_ended: "Session from session_id claim in JWT does not exist",
  user_gone: "User from sub claim in JWT does not exist",
  user_banned: "User is banned",
};

/** The refusal as PostgREST words JWT errors: 401 with PGRST301 (not a JWT) or PGRST303 (claims), 403 42501 for a role. */
export function restRefusal(refusal: BearerRefusal): Response {
  const postgrest = (status: number, code: string, message: string) => {
    const headers: Record<string, string> = status === 401 ? { "www-authenticate": `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"` } : {};
    return Response.json({ code, details: null, hint: null, message }, { status, headers });
  };
  switch (refusal.kind) {
    case "not_jwt":
      return postgrest(401, "PGRST301", `Expected 3 parts in JWT; got ${refusal.parts}`);
    case "role":
      return postgrest(403, "42501", `permission denied to set role "${refusal.role}"`);
    default:
      return postgrest(401, "PGRST303", SESSION_MESSAGES[refusal.kind]);
  }
}

/** The refusal as Supabase Storage words it: `{ statusCode, error, message }` (JWT problems are its 400 InvalidJWT). */
export function storageRefusal(refusal: BearerRefusal): Response {
  const storage = (status: number, error: string, message: string) => Response.json({ statusCode: String(status), error, message }, { status });
  switch (refusal.kind) {
    case "not_jwt":
      return storage(400, "InvalidJWT", "Invalid Compact JWS");
    case "role":
      return storage(403, "Unauthorized", `permission denied to set role "${refusal.role}"`);
    default:
      return storage(400, "InvalidJWT", SESSION_MESSAGES[refusal.kind]);
  }
}

/**
 * The checks as the gateway uses them: `rest` and `storage` answer a refused token in each service's words (or
 * undefined to serve the request); `watch` is middleware that drops cached session verdicts after every request
 * that may have ended a session.
 */
export function bearerGuard(ctx: Pick<StackContext, "keys" | "sql" | "shared">) {
  const gate = new SessionGate(ctx.sql);
  // Every gateway worker drops its verdicts when any of them served a request that may have ended a session.
  ctx.shared.subscribe("sessions", () => gate.invalidate());
  const rules: BearerRules = { jwtSecret: ctx.keys.jwtSecret, apiKeys: [ctx.keys.anonKey, ctx.keys.serviceRoleKey], gate };
  const answer = (words: (refusal: BearerRefusal) => Response) => async (request: Request) => {
    const refusal = await checkBearer(request, rules);
    return refusal ? words(refusal) : undefined;
  };
  const watch: MiddlewareHandler = async (c, next) => {
    await next();
    if (mayEndSessions(c.req.method, c.req.path)) {
      gate.invalidate();
      await ctx.shared.publish("sessions");
    }
  };
  return { rest: answer(restRefusal), storage: answer(storageRefusal), watch };
}
