import type { StackContext } from "../context.ts";
import { authError } from "./errors.ts";
import { passwordGrantRefusal } from "./password-grant.ts";

/** GoTrue's default: a rotated refresh token may be presented again for this long (concurrent tabs). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

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
  revoked_for_seconds: number | string;
}

/**
 * What GoTrue does on /token that @supabase/lite does not: a wrong password answers the same for every address
 * (password-grant.ts), and a rotated refresh token presented after the reuse interval is theft, revoking its whole
 * session (lite accepts it forever). Returns the refusal, or undefined to let lite answer. Banned users get no
 * session from any grant: bannedSessionRefusal checks what lite answers.
 */
export async function tokenGuard(request: Request, ctx: StackContext): Promise<Response | undefined> {
  const grant = new URL(request.url).searchParams.get("grant_type");
  const body = await bodyOf(request);
  if (grant === "password") return passwordGrantRefusal(body, ctx.sql);
  if (grant !== "refresh_token" || typeof body.refresh_token !== "string") return undefined;
  const [token] = await ctx.sql.query<RefreshTokenRow>(
    "select session_id, revoked, extract(epoch from now() - updated_at) as revoked_for_seconds from auth.refresh_tokens where token = $1",
    [body.refresh_token],
  );
  if (!token) return undefined;
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
