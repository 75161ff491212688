import type { StackContext } from "../context.ts";
import { authError } from "./errors.ts";

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

/**
 * @supabase/lite honours auth.users.banned_until only for OAuth; GoTrue refuses banned users on every grant.
 * Returns GoTrue's refusal for a banned user's password or refresh-token grant, or undefined to let lite answer.
 */
export async function banGuard(request: Request, ctx: StackContext): Promise<Response | undefined> {
  const grant = new URL(request.url).searchParams.get("grant_type");
  const body = await bodyOf(request);
  let rows: { banned_until: string | null }[] = [];
  if (grant === "password" && typeof body.email === "string") {
    rows = await ctx.sql.query("select banned_until from auth.users where lower(email) = lower($1)", [body.email]);
  } else if (grant === "refresh_token" && typeof body.refresh_token === "string") {
    rows = await ctx.sql.query(
      "select u.banned_until from auth.refresh_tokens t join auth.users u on u.id = t.user_id where t.token = $1",
      [body.refresh_token],
    );
  }
  return rows.some((row) => isBanned(row.banned_until)) ? authError(400, "user_banned", "User is banned") : undefined;
}
