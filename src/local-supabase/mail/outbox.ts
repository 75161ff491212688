// The e-mail outbox (private.email_outbox, the project's one queue, written by the database in the same transaction
// as the action that causes a message: moderation notices, conversation e-mail). The local stack drains it into the
// mailbox, or SMTP when configured, as hosted Supabase's email-outbox function does through email_outbox_claim /
// email_outbox_mark with the service role.
import type { EmailDriver } from "@supabase/lite";
import { renderOutboxBody } from "@shared/email/outbox-body.ts";
import type { SqlRunner } from "../db/sql.ts";

export interface OutboxRow {
  id: number | string;
  to_email: string;
  subject: string;
  body: string;
}

/** Sends every claimable message once; returns how many were sent. A failed send is kept for a later attempt. */
export async function drainOutbox(sql: SqlRunner, driver: EmailDriver, siteUrl: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await sql.query<OutboxRow>("select id, to_email, subject, body from private.email_outbox_claim(20)");
    if (batch.length === 0) return sent;
    for (const row of batch) {
      try {
        await driver.send({ to: row.to_email, subject: row.subject, text: renderOutboxBody(row.body, siteUrl) });
        await sql.query("select private.email_outbox_mark($1, null)", [row.id]);
        sent += 1;
      } catch (error) {
        await sql.query("select private.email_outbox_mark($1, $2)", [row.id, error instanceof Error ? error.message : String(error)]);
      }
    }
  }
}

/**
 * Drains the outbox every `intervalMs` (never two drains at once) until the returned stop is called; stop waits for a
 * drain in progress. The first drain runs at once.
 */
export function scheduleOutbox(
  drain: () => Promise<unknown>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = drain()
      .then(() => undefined, options.onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
