import { decodeJwt } from "jose";
import type { StackContext } from "../context.ts";

/**
 * GoTrue ends every other session of a user whose password changes (LogoutAllExceptMe); @supabase/lite keeps them.
 * Called after lite accepted PUT /auth/v1/user with a new password: revokes the user's other sessions.
 * (The token was verified by lite before it answered 200.)
 */
export async function endOtherSessions(request: Request, ctx: StackContext): Promise<void> {
  const token = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (!token) return;
  const claims = decodeJwt(token);
  if (typeof claims.sub !== "string" || typeof claims.session_id !== "string") return;
  await ctx.sql.transaction(async (tx) => {
    await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and session_id <> $2", [claims.sub, claims.session_id]);
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [claims.sub, claims.session_id]);
  });
}
