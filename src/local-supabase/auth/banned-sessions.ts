import { decodeJwt } from "jose";
import type { Sql, SqlRunner } from "../db/sql.ts";
import { authError } from "./errors.ts";

interface Issued {
  userId: string;
  sessionId: string | undefined;
}

/** The user and session of an access token, or undefined when the text is not one. */
function claimsOf(accessToken: unknown): Issued | undefined {
  if (typeof accessToken !== "string") return undefined;
  try {
    const claims = decodeJwt(accessToken);
    if (typeof claims.sub !== "string") return undefined;
    return { userId: claims.sub, sessionId: typeof claims.session_id === "string" ? claims.session_id : undefined };
  } catch {
    return undefined;
  }
}

/** The session an Auth answer hands out: in a JSON body (token, verify, signup) or a redirect's fragment (verify, callback). */
async function issuedBy(response: Response): Promise<Issued | undefined> {
  const location = response.headers.get("location");
  if (response.status >= 300 && response.status < 400 && location?.includes("access_token=")) {
    return claimsOf(new URLSearchParams(new URL(location).hash.slice(1)).get("access_token"));
  }
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) return undefined;
  const body: unknown = await response.clone().json().catch(() => undefined);
  return body && typeof body === "object" && "access_token" in body ? claimsOf(body.access_token) : undefined;
}

/** Is the user banned now? (GoTrue's IsBanned: banned_until in the future.) */
export async function isBanned(db: SqlRunner, userId: string): Promise<boolean> {
  const rows = await db.query("select 1 from auth.users where id = $1 and banned_until > now()", [userId]);
  return rows.length > 0;
}

/** Where a refused redirect goes: the same target, GoTrue's error in the fragment instead of the tokens. */
function bannedRedirect(location: string, status: number): Response {
  const target = new URL(location);
  target.hash = new URLSearchParams({ error: "access_denied", error_code: "user_banned", error_description: "User is banned" }).toString();
  return new Response(null, { status, headers: { location: target.toString() } });
}

/**
 * GoTrue refuses a banned user on every path that issues a session; @supabase/lite checks `banned_until` only for
 * OAuth, so /verify (links and codes from recovery, magic link, OTP, sign-up), every /token grant and /callback handed
 * banned users fresh tokens. This looks at what lite answered: a session for a banned user is ended at once and the
 * answer becomes GoTrue's `user_banned` (400 on /token, 403 on /verify, the redirect's fragment for links).
 * Returns the replacement, or undefined when the answer may go out as it is.
 */
export async function bannedSessionRefusal(request: Request, response: Response, db: Sql): Promise<Response | undefined> {
  const issued = await issuedBy(response);
  if (!issued || !(await isBanned(db, issued.userId))) return undefined;
  if (issued.sessionId) {
    await db.transaction(async (tx) => {
      await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [issued.sessionId]);
      await tx.query("delete from auth.sessions where id = $1", [issued.sessionId]);
    });
  }
  const location = response.headers.get("location");
  if (location && response.status >= 300 && response.status < 400) return bannedRedirect(location, response.status);
  const status = new URL(request.url).pathname.endsWith("/token") ? 400 : 403;
  return authError(status, "user_banned", "User is banned");
}

/**
 * GoTrue's requireAuthentication refuses a banned user's still-valid access token on the Auth API (403 user_banned):
 * without this, a token issued before the ban could still change the password through PUT /auth/v1/user.
 */
export async function bannedCallerRefusal(request: Request, db: SqlRunner): Promise<Response | undefined> {
  const issued = claimsOf(request.headers.get("authorization")?.replace(/^Bearer\s+/i, ""));
  return issued && (await isBanned(db, issued.userId)) ? authError(403, "user_banned", "User is banned") : undefined;
}
