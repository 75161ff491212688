import bcrypt from "bcryptjs";
import type { StackContext } from "../context.ts";
import type { SqlRunner } from "../db/sql.ts";
import { resendConfirmation } from "./confirmation-mail.ts";
import { loadMaxFrequencySeconds } from "./email-settings.ts";
import { authError, overEmailSendRateLimit } from "./errors.ts";
import { AnswerTiming } from "./answer-timing.ts";
import { bcryptCost } from "./bcrypt-cost.ts";
import { isAllowedRedirect } from "./redirects.ts";
import { obfuscatedUser, signupUserResponse, uuidv7 } from "./signup-user.ts";

interface AuthSettings {
  enable_signup?: boolean;
  minimum_password_length?: number;
  password_requirements?: string;
  email?: { enable_signup?: boolean; enable_confirmations?: boolean };
}

/** @supabase/lite's required-character sets (GoTrue's password_requirements). */
const REQUIRED: Record<string, string[]> = {
  letters_digits: ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits: ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits_symbols: ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", "!@#$%^&*"],
};

/** Would lite accept this password? It checks before it looks the address up, so such refusals are the same for all. */
function passwordAccepted(password: string, auth: AuthSettings): boolean {
  if (password.length === 0 || password.length > 72 || password.length < (auth.minimum_password_length ?? 6)) return false;
  return (REQUIRED[auth.password_requirements ?? ""] ?? []).every((set) => [...password].some((c) => set.includes(c)));
}

interface Account {
  id: string;
  email: string;
  confirmed: boolean;
  sent_seconds_ago: number | string | null;
}

async function findAccount(db: SqlRunner, email: string): Promise<Account | undefined> {
  // lite's own lookup: the lower-cased address, compared as stored.
  const [account] = await db.query<Account>(
    `select id, email, coalesce(confirmed_at, email_confirmed_at) is not null as confirmed,
            extract(epoch from now() - confirmation_sent_at) as sent_seconds_ago
       from auth.users where email = $1`,
    [email],
  );
  return account;
}

async function audit(db: SqlRunner, account: Account, action: string): Promise<void> {
  const payload = { action, actor_id: account.id, actor_username: account.email, actor_via_sso: false, log_type: "user", traits: { provider: "email" } };
  await db.query("insert into auth.audit_log_entries (id, payload, ip_address, created_at) values ($1, $2::text::json, '', $3::timestamptz)", [
    uuidv7(),
    JSON.stringify(payload),
    new Date().toISOString(),
  ]);
}

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await request.clone().json().catch(() => undefined);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** GoTrue's answer when the database refuses a new user (its triggers included); lite's is a bare server_error. */
function asGoTrueFailure(response: Response): Response {
  return response.status === 500 ? authError(500, "unexpected_failure", "Database error saving new user") : response;
}

async function refusedAsExisting(response: Response): Promise<boolean> {
  if (response.status !== 429) return false;
  const body = (await response.clone().json().catch(() => undefined)) as { error_code?: unknown } | undefined;
  return body?.error_code === "over_email_send_rate_limit";
}

/**
 * POST /auth/v1/signup as GoTrue answers it with e-mail confirmation on, so the answer does not tell whether an
 * address has an account (@supabase/lite answers 429 for a known address, 200 for a new one):
 * - a new address: lite creates the account and sends the confirmation;
 * - a confirmed account: 200 with an obfuscated user (obfuscatedUser), nothing sent, the account unchanged;
 * - an account still unconfirmed: the confirmation is sent again (429 within `[auth.email] max_frequency` of the
 *   last one, as GoTrue), 200 with the account, which keeps its password and metadata.
 * The known-address answers do the same hashing as a genuine sign-up and are held until a duration genuine ones took
 * (AnswerTiming). Requests lite refuses before looking the address up (bad body, weak password) go to lite as they are.
 * An allowed `redirect_to` (supabase-js's emailRedirectTo: /fr for a French sign-up) goes into the confirmation's link,
 * as GoTrue does (RedirectMemory; lite links to SITE_URL).
 * A new account the database refuses (a trigger raising, as handle_new_user does for a taken username) is answered
 * as hosted Auth answers it, 500 `unexpected_failure` "Database error saving new user" (lite: a bare server_error).
 */
export function signupWithoutEnumeration(ctx: Pick<StackContext, "sql" | "app" | "config" | "redirects">) {
  const timing = new AnswerTiming();
  const maxFrequency = loadMaxFrequencySeconds(ctx.config.functionsDir);
  return async (request: Request, forwardToLite: () => Promise<Response>): Promise<Response> => {
    const forward = async () => asGoTrueFailure(await forwardToLite());
    const started = performance.now();
    const auth = ctx.app.config.auth as AuthSettings | undefined;
    const body = await readBody(request);
    const email = typeof body?.email === "string" ? body.email.toLowerCase() : undefined;
    const password = body?.password;
    const ours = auth?.email?.enable_confirmations === true && auth.enable_signup !== false && auth.email.enable_signup !== false;
    if (!ours || !email || typeof password !== "string" || !passwordAccepted(password, auth)) return forward();

    const redirect = new URL(request.url).searchParams.get("redirect_to");
    const rememberRedirect = () => {
      if (redirect && isAllowedRedirect(redirect, ctx.config.siteUrl, ctx.config.redirectUrls)) ctx.redirects.remember(email, redirect);
    };
    let account = await findAccount(ctx.sql, email);
    if (!account) {
      rememberRedirect();
      const response = await forward();
      if (response.ok) timing.record(performance.now() - started);
      // Refused as an existing account: it was created between our look-up and lite's.
      if (!(await refusedAsExisting(response)) || !(account = await findAccount(ctx.sql, email))) return response;
    }

    const hashing = bcrypt.hash(password, bcryptCost());
    const data = body?.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
    if (account.confirmed) {
      await hashing;
      await audit(ctx.sql, account, "user_repeated_signup");
      const user = await obfuscatedUser(ctx.sql, email, data, new Date());
      await timing.pad(started);
      return Response.json(user);
    }
    const ago = account.sent_seconds_ago === null ? Infinity : Number(account.sent_seconds_ago);
    if (ago < maxFrequency) return overEmailSendRateLimit(Math.ceil(maxFrequency - ago));
    await hashing;
    rememberRedirect();
    await resendConfirmation(ctx, account);
    await audit(ctx.sql, account, "user_confirmation_requested");
    const user = await signupUserResponse(ctx.sql, account.id);
    await timing.pad(started);
    return Response.json(user);
  };
}
