import { createHash, randomInt } from "node:crypto";
import type { StackContext } from "../context.ts";
import { memberLanguage, renderAuthMail } from "./auth-mail.ts";

/**
 * Sends a new sign-up confirmation to an account that is not confirmed yet, as GoTrue does when such an address signs
 * up again (@supabase/lite cannot: it answers 429). The token is stored the way lite stores it (SHA-256 of the
 * address and the code), so lite's /verify accepts the link and the code; the e-mail goes through lite's own driver
 * (mailbox or SMTP), in the member's language (auth-mail.ts).
 */
export async function resendConfirmation(ctx: Pick<StackContext, "sql" | "app" | "config">, user: { id: string; email: string }): Promise<Date> {
  const auth = ctx.app.config.auth as { email?: { otp_length?: number } } | undefined;
  const otp = Array.from({ length: auth?.email?.otp_length ?? 6 }, () => randomInt(10)).join("");
  const tokenHash = createHash("sha256").update(user.email.toLowerCase() + otp).digest("hex");
  const sentAt = new Date();
  await ctx.sql.query("update auth.users set confirmation_token = $2, confirmation_sent_at = $3::timestamptz where id = $1", [
    user.id,
    tokenHash,
    sentAt.toISOString(),
  ]);
  const link = new URL("/auth/v1/verify", `${ctx.config.siteUrl.replace(/\/$/, "")}/`);
  link.searchParams.set("token", tokenHash);
  link.searchParams.set("type", "signup");
  link.searchParams.set("redirect_to", ctx.config.siteUrl);
  const url = link.toString();
  const locale = await memberLanguage(ctx.sql, user.email);
  await ctx.app.drivers.email.send({ to: user.email, ...renderAuthMail("signup", locale, { url, code: otp }) });
  return sentAt;
}
