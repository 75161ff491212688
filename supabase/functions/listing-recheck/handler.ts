/**
 * listing-recheck (issue 20): pages through the posts still live at their source (members' "re-check now" requests
 * first), fetches each link through the guarded fetch core with the re-check's manners (honest User-Agent,
 * robots.txt, 2 at a time per host, back-off), and records a snapshot through record_listing_check, which writes
 * only when price, status or key facts changed. Called by pg_cron (hosted) and the local stack's scheduler, with
 * the service-role key (or LISTING_RECHECK_KEY) as bearer; everyone else gets 401.
 *
 * One call works for at most RECHECK_BUDGET_MS (default 45 s: pg_net gives up on the call after 60 s, and hosted
 * functions have a wall-clock limit) and RECHECK_MAX_POSTS posts, then reports where it stopped (`resumeAfter`, kept
 * with the run); the next call goes on from there, so every live post is reached however many there are. A call that
 * reaches the last post reports `complete`, and the next one starts again from the first.
 */
import { makePolicy } from "@shared/link-intelligence/fetch/policy.ts";
import type { Transport } from "@shared/link-intelligence/fetch/guarded-fetch.ts";
import { createPoliteFetcher } from "@shared/link-intelligence/fetch/polite.ts";
import { snapshotOf } from "@shared/link-intelligence/fetch/source-status.ts";
import { createDenoTransport } from "../_shared/deno-transport.ts";
import { json, preflight, readJsonObject } from "../_shared/http.ts";
import type { Env } from "../_shared/limits.ts";

export type RecheckDeps = { env?: Env; transport?: Transport; sleep?: (ms: number) => Promise<void> };

type Due = { post_id: string; url: string; requested: boolean };

export type RecheckReport = {
  checked: number;
  written: number;
  unchanged: number;
  robots: number;
  backedOff: number;
  unknown: number;
  peakPerHost: number;
  /** Where the call began (null: the first post) and where the next one goes on (null once the pass is complete). */
  resumedAfter: string | null;
  resumeAfter: string | null;
  complete: boolean;
};

export function createHandler(deps: RecheckDeps = {}) {
  const env: Env = deps.env ?? { get: (name) => Deno.env.get(name) };
  const transport = deps.transport ?? createDenoTransport();

  return async (req: Request): Promise<Response> => {
    if (req.method === "OPTIONS") return preflight();
    if (req.method !== "POST") return json({ error: "Method not allowed. Use POST." }, 405);
    const supabaseUrl = env.get("SUPABASE_URL");
    const serviceKey = env.get("SUPABASE_SERVICE_ROLE_KEY");
    if (!supabaseUrl || !serviceKey) return json({ error: "The re-check is not configured (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY)." }, 500);
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1]?.trim();
    const keys = [serviceKey, env.get("LISTING_RECHECK_KEY")].filter((k): k is string => Boolean(k));
    if (!bearer || !keys.includes(bearer)) return json({ error: "Only the scheduler can run the re-check." }, 401);

    const body = (await readJsonObject(req)) ?? {};
    const max = Math.min(Math.max(Number(body["limit"] ?? env.get("RECHECK_MAX_POSTS") ?? 10_000) || 10_000, 1), 100_000);
    // 0: no time limit (the benchmark's single long pass).
    const budget = Number(body["budgetMs"] ?? env.get("RECHECK_BUDGET_MS") ?? 45_000);
    const budgetMs = Number.isFinite(budget) && budget >= 0 ? budget : 45_000;
    const deadline = budgetMs > 0 ? Date.now() + budgetMs : Number.POSITIVE_INFINITY;
    const concurrency = Math.min(Math.max(Number(env.get("RECHECK_CONCURRENCY") ?? 32) || 32, 1), 128);
    const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
      const res = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: "POST",
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, "content-type": "application/json" },
        body: JSON.stringify(args),
      });
      if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    };

    const policy = makePolicy({}, env.get("LINK_FETCH_ALLOW_PRIVATE"));
    const polite = createPoliteFetcher(transport, policy, { sleep: deps.sleep, backoffMs: Number(env.get("RECHECK_BACKOFF_MS") ?? 1000) || 1000 });
    const report: RecheckReport = { checked: 0, written: 0, unchanged: 0, robots: 0, backedOff: 0, unknown: 0, peakPerHost: 0, resumedAfter: null, resumeAfter: null, complete: false };
    const seen = new Set<string>();

    const checkOne = async (due: Due): Promise<void> => {
      const result = await polite.check(due.url, req.signal);
      report.checked += 1;
      if (result.kind === "robots") report.robots += 1;
      if (result.kind === "backed-off") report.backedOff += 1;
      const snapshot = snapshotOf(due.url, result);
      if (!snapshot) {
        if (result.kind === "page") report.unknown += 1;
        return;
      }
      const wrote = await rpc<boolean>("record_listing_check", { p_post_id: due.post_id, p_status: snapshot.status, p_price: snapshot.price, p_facts: snapshot.facts });
      if (wrote) report.written += 1;
      else report.unchanged += 1;
    };

    // Where the last call stopped (a fresh start when it finished, or when nothing says).
    const resumed = body["fromStart"] === true ? null : await rpc<string | null>("listing_recheck_resume", {}).catch((error: unknown) => {
      console.warn(`[listing-recheck] starting from the first post: ${String(error)}`);
      return null;
    });
    let after: string | null = resumed;
    report.resumedAfter = resumed;
    const more = () => report.checked < max && Date.now() < deadline;
    const pageSize = Math.min(500, max);
    for (;;) {
      const batch: Due[] = await rpc<Due[]>("listing_recheck_batch", { p_limit: pageSize, p_after: after });
      const due = batch.filter((d) => !seen.has(d.post_id));
      for (const d of due) seen.add(d.post_id);
      const scheduled = batch.filter((d) => !d.requested);
      // A pool of workers over the batch; the polite fetcher holds each host to 2 at a time. A check is started only
      // within the call's budget; the ones started are finished.
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, due.length) }, async () => {
          while (next < due.length && more()) {
            const d = due[next++];
            if (d) await checkOne(d);
          }
        }),
      );
      // The scheduled posts come in id order, so those started are the first ones: the next call goes on after them.
      const started = due.slice(0, next).filter((d) => !d.requested);
      const stopped = next < due.length;
      // No post after `after`: the pass is complete (also when the last call stopped right at its end, or the posts
      // after its place are gone), and the next call starts again from the first.
      // A short page is the last one: once all of it is checked, so is the pass.
      if (scheduled.length === 0 || (!stopped && scheduled.length < pageSize)) {
        report.complete = true;
        break;
      }
      after = started.at(-1)?.post_id ?? after;
      if (stopped || !more()) break;
    }
    report.resumeAfter = report.complete ? null : after;
    report.peakPerHost = polite.peakPerHost();
    const trigger = typeof body["trigger"] === "string" ? body["trigger"] : "manual";
    await rpc<null>("record_recheck_run", { p_trigger: trigger, p_report: report }).catch((error: unknown) => console.warn(`[listing-recheck] run not recorded: ${String(error)}`));
    console.info(`[listing-recheck] ${JSON.stringify({ trigger, ...report })}`);
    return json(report);
  };
}
