// email-outbox: the hosted sender of private.email_outbox, the project's one e-mail queue (moderation notices,
// conversation e-mail). Supabase Cron calls it every minute with the service-role key; it claims batches through
// email_outbox_claim (up to 5 of 20 in one call), sends each message through an HTTP mail API (Resend's /emails, or
// any service with the same request) and records the outcome through email_outbox_mark (a failed message is tried
// again on a later call, 5 times at most). The local stack drains the same queue itself (src/local-supabase/mail/outbox.ts).
import { renderOutboxBody } from "@shared/email/outbox-body.ts";
import { json } from "../_shared/http.ts";

type Env = { get(name: string): string | undefined };
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type Claimed = { id: number; to_email: string; subject: string; body: string };

const BATCH = 20;
const ROUNDS = 5;

/** Constant-time comparison of two strings (the caller's key against the service-role key). */
function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function createHandler({ env, fetch: fetchImpl = fetch }: { env: Env; fetch?: Fetch }) {
  return async (req: Request): Promise<Response> => {
    const serviceKey = env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "";
    const bearer = (req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
    if (req.method !== "POST" || !sameKey(bearer, serviceKey)) return json({ error: "Only the service role can drain the outbox." }, 401);
    const supabaseUrl = env.get("SUPABASE_URL");
    const mailApi = env.get("EMAIL_API_URL") ?? "https://api.resend.com/emails";
    const mailKey = env.get("EMAIL_API_KEY");
    const from = env.get("EMAIL_FROM");
    const siteUrl = env.get("SITE_URL");
    if (!supabaseUrl || !mailKey || !from || !siteUrl) return json({ error: "Set SUPABASE_URL, EMAIL_API_KEY, EMAIL_FROM and SITE_URL." }, 500);

    const rpc = async (name: string, args: Record<string, unknown>) => {
      const res = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: "POST",
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, "content-type": "application/json" },
        body: JSON.stringify(args),
      });
      if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
    };

    let claimed = 0;
    let sent = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const batch = (await rpc("email_outbox_claim", { p_limit: BATCH })) as Claimed[];
      claimed += batch.length;
      for (const mail of batch) {
        let error: string | null = null;
        try {
          const res = await fetchImpl(mailApi, {
            method: "POST",
            headers: { authorization: `Bearer ${mailKey}`, "content-type": "application/json" },
            body: JSON.stringify({ from, to: [mail.to_email], subject: mail.subject, text: renderOutboxBody(mail.body, siteUrl) }),
          });
          if (!res.ok) error = `${res.status} ${(await res.text()).slice(0, 500)}`;
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
        await rpc("email_outbox_mark", { p_id: mail.id, p_error: error });
        if (!error) sent += 1;
      }
      if (batch.length < BATCH) break;
    }
    return json({ claimed, sent });
  };
}
