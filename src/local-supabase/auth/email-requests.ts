import type { SharedState } from "../shared-state.ts";
import type { StackContext } from "../context.ts";
import type { SqlRunner } from "../db/sql.ts";
import { AnswerTiming } from "./answer-timing.ts";
import { resendConfirmation } from "./confirmation-mail.ts";
import { loadMaxFrequencySeconds } from "./email-settings.ts";
import { overEmailSendRateLimit } from "./errors.ts";
import { isAllowedRedirect } from "./redirects.ts";

type Endpoint = "recover" | "resend" | "otp" | "magiclink";
type Kind = "recovery" | "confirmation";

/** @supabase/lite's e-mail check: addresses it refuses get the same 400 whoever owns them. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Account {
  id: string;
  email: string;
  confirmed: boolean;
  recovery_ago: number | string | null;
  confirmation_ago: number | string | null;
}

async function findAccount(db: SqlRunner, email: string): Promise<Account | undefined> {
  // lite's own look-up: the lower-cased address, compared as stored.
  const [account] = await db.query<Account>(
    `select id, email, coalesce(confirmed_at, email_confirmed_at) is not null as confirmed,
            extract(epoch from now() - recovery_sent_at) as recovery_ago,
            extract(epoch from now() - confirmation_sent_at) as confirmation_ago
       from auth.users where email = $1`,
    [email],
  );
  return account;
}

/**
 * When an address that got no e-mail asked last, per kind (in the stack's shared state, one for every gateway worker):
 * such addresses are refused within max_frequency exactly like accounts whose last e-mail is that recent (GoTrue keeps
 * the time on the account only, which tells them apart).
 */
function quietRequests(shared: Pick<SharedState, "lastNoted" | "note">, windowMs: number) {
  return {
    async secondsLeft(key: string): Promise<number> {
      const at = await shared.lastNoted(`quiet:${key}`, windowMs);
      return at === undefined ? 0 : Math.ceil((at + windowMs - Date.now()) / 1000);
    },
    note: (key: string) => shared.note(`quiet:${key}`, windowMs),
  };
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.clone().json().catch(() => undefined);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The Auth endpoints that send e-mail besides sign-up (signup.ts): POST /recover, /resend, /otp and /magiclink.
 * Limited per IP by rate-limit.ts; here, as GoTrue, per address: one e-mail per `[auth.email] max_frequency`
 * (429 over_email_send_rate_limit), and the answers and their timing do not tell whether the address has an account.
 * - /recover: lite sends the link to an account, answers `{}` for others.
 * - /resend (type signup): the confirmation goes again to an unconfirmed account (lite never resends: it answered 429
 *   for such accounts and 200 for others); `{}` for everyone. Other types go to lite as they are.
 * - /otp and /magiclink: the product signs in with passwords only and no CLI key turns these off (supabase/config.toml),
 *   so they work for existing accounts only: lite sends the link or code. They never create an account (lite made
 *   one already confirmed, with a session, for any address); an address without one gets `{}` and nothing is sent,
 *   whatever create_user says, so create_user:false no longer answers 422 for unknown addresses only.
 * Answers that send nothing are held as long as recent ones that sent (AnswerTiming). Allowed `redirect_to`s go into
 * the next e-mail (RedirectMemory): lite links to SITE_URL.
 */
export function emailRequests(ctx: Pick<StackContext, "sql" | "app" | "config" | "redirects" | "shared">) {
  const maxFrequency = loadMaxFrequencySeconds(ctx.config.functionsDir);
  const quiet = quietRequests(ctx.shared, maxFrequency * 1000);
  const timings = { recover: new AnswerTiming(), resend: new AnswerTiming(), passwordless: new AnswerTiming() };

  return async (request: Request, forward: () => Promise<Response>): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const endpoint = url.pathname.replace(/\/+$/, "").split("/").at(-1) as Endpoint;
    const body = await readBody(request);
    const email = typeof body.email === "string" ? body.email.toLowerCase() : undefined;
    if (!email || !EMAIL.test(email) || (endpoint === "resend" && body.type !== "signup")) return forward();

    const kind: Kind = endpoint === "resend" ? "confirmation" : "recovery";
    const account = await findAccount(ctx.sql, email);
    const recipient = endpoint === "resend" ? (account && !account.confirmed ? account : undefined) : account;
    const ago = recipient && (kind === "recovery" ? recipient.recovery_ago : recipient.confirmation_ago);
    const left = recipient ? (ago === null || ago === undefined ? 0 : Math.ceil(maxFrequency - Number(ago))) : await quiet.secondsLeft(`${kind}:${email}`);
    if (left > 0) return overEmailSendRateLimit(left);

    const timing = endpoint === "recover" || endpoint === "resend" ? timings[endpoint] : timings.passwordless;
    if (recipient) {
      const redirect = url.searchParams.get("redirect_to");
      if (redirect && isAllowedRedirect(redirect, ctx.config.siteUrl, ctx.config.redirectUrls)) ctx.redirects.remember(email, redirect);
      const response = endpoint === "resend" ? (await resendConfirmation(ctx, recipient), Response.json({})) : await forward();
      if (response.ok) timing.record(performance.now() - started);
      return response;
    }
    const response = endpoint === "recover" ? await forward() : Response.json({});
    if (response.ok) {
      await quiet.note(`${kind}:${email}`);
      await timing.pad(started);
    }
    return response;
  };
}
