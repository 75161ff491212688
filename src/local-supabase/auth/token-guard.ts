import type { StackContext } from "../context.ts";
import { authError } from "./errors.ts";

/** GoTrue's default: a rotated refresh token may be presented again for this long (concurrent tabs). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

const isBanned = (bannedUntil: string | Date | null | undefined) =>
  bannedUntil != null && new Date(bannedUntil).getTime() > Date.now();

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

interface RefreshTokenRow {
  session_id: string | null;
  revoked: boolean;
  banned_until: string | null;
  revoked_for_seconds: number | string;
}

/**
 * What GoTrue does on /token that @supabase/lite does not (it honours banned_until only for OAuth and accepts a
 * rotated refresh token forever): refuse banned users on password and refresh grants, and treat a rotated refresh
 * token presented after the reuse interval as theft, revoking its whole session. Returns the refusal, or undefined
 * to let lite answer.
 */
export async function tokenGuard(request: Request, ctx: StackContext): Promise<Response | undefined> {
  const grant = new URL(request.url).searchParams.get("grant_type");
  const body = await bodyOf(request);
  if (grant === "password" && typeof body.email === "string") {
    const rows = await ctx.sql.query<{ banned_until: string | null }>(
      "select banned_until from auth.users where lower(email) = lower($1)",
      [body.email],
    );
    return rows.some((row) => isBanned(row.banned_until)) ? authError(400, "user_banned", "User is banned") : undefined;
  }
  if (grant !== "refresh_token" || typeof body.refresh_token !== "string") return undefined;
  const [token] = await ctx.sql.query<RefreshTokenRow>(
    `select t.session_id, t.revoked, u.banned_until, extract(epoch from now() - t.updated_at) as revoked_for_seconds
       from auth.refresh_tokens t join auth.users u on u.id = t.user_id where t.token = $1`,
    [body.refresh_token],
  );
  if (!token) return undefined;
  if (isBanned(token.banned_until)) return authError(400, "user_banned", "User is banned");
  if (token.revoked && Number(token.revoked_for_seconds) > REFRESH_TOKEN_REUSE_INTERVAL_SECONDS) {
    if (token.session_id) {
      await ctx.sql.transaction(async (tx) => {
        await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [token.session_id]);
        await tx.query("delete from auth.sessions where id = $1", [token.session_id]);
      });
    }
    return authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  return undefined;
}
