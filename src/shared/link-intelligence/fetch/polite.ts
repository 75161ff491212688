/**
 * The re-check's manners on top of the guarded fetch (issue 20): an honest User-Agent, robots.txt respected (per
 * origin, cached for the pass), at most 2 requests at a time per host, and back-off on a host that fails (doubling
 * waits, then skipped for the rest of the pass). Same SSRF rules: every request, robots.txt included, goes through
 * the policy's static checks and the transport's host check.
 */
import { readCapped } from "./body.ts";
import { emptyMetadata, extractFromHtml } from "../extract.ts";
import { describeFetchFailure } from "./failure-text.ts";
import { guardedFetch } from "./guarded-fetch.ts";
import type { Transport } from "./guarded-fetch.ts";
import { checkUrlStatic, hostnameOf } from "./policy.ts";
import type { FetchPolicy } from "./policy.ts";
import type { LinkMetadata } from "../types.ts";

export const RECHECK_BOT = "MapleListingsBot";
export const RECHECK_USER_AGENT = `${RECHECK_BOT}/1.0 (+https://github.com/maple-listings; re-checks links members posted)`;

export type PoliteOptions = {
  perHost?: number;
  /** First wait after a failure on a host; doubles per consecutive failure. */
  backoffMs?: number;
  /** Consecutive failures after which a host is skipped for the rest of the pass. */
  maxFailures?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type PoliteResult =
  /** status 0: the request failed (meta.error says why); finalUrl: where redirects ended. */
  | { kind: "page"; meta: LinkMetadata; status: number; finalUrl: string }
  | { kind: "robots"; message: string }
  | { kind: "backed-off"; message: string };

type Rules = { allow: string[]; disallow: string[] };

/** The rules robots.txt gives our bot: its own group if any, else "*". */
export function parseRobots(text: string, bot = RECHECK_BOT): Rules {
  const groups: { agents: string[]; rules: Rules }[] = [];
  let current: { agents: string[]; rules: Rules } | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const m = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!m) continue;
    const [key, value] = [(m[1] ?? "").toLowerCase(), (m[2] ?? "").trim()];
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: { allow: [], disallow: [] } };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === "disallow" && value) current.rules.disallow.push(value);
    if (key === "allow" && value) current.rules.allow.push(value);
  }
  const own = groups.find((g) => g.agents.some((a) => a !== "*" && bot.toLowerCase().startsWith(a)));
  return (own ?? groups.find((g) => g.agents.includes("*")))?.rules ?? { allow: [], disallow: [] };
}

const ruleMatches = (rule: string, path: string): boolean => {
  const anchored = rule.endsWith("$");
  const body = (anchored ? rule.slice(0, -1) : rule).split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`).test(path);
};

/** Longest matching rule wins; Allow wins a tie. */
export function robotsAllows(rules: Rules, path: string): boolean {
  const longest = (list: string[]) => Math.max(-1, ...list.filter((r) => ruleMatches(r, path)).map((r) => r.length));
  return longest(rules.allow) >= longest(rules.disallow);
}

export function createPoliteFetcher(transport: Transport, policy: FetchPolicy, opts: PoliteOptions = {}) {
  const perHost = opts.perHost ?? 2;
  const backoffMs = opts.backoffMs ?? 1000;
  const maxFailures = opts.maxFailures ?? 4;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const honest: FetchPolicy = { ...policy, userAgent: RECHECK_USER_AGENT };
  const robots = new Map<string, Promise<Rules>>();
  const active = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const failures = new Map<string, number>();
  let peak = 0;

  async function acquire(host: string): Promise<void> {
    while ((active.get(host) ?? 0) >= perHost) {
      await new Promise<void>((resolve) => waiting.set(host, [...(waiting.get(host) ?? []), resolve]));
    }
    active.set(host, (active.get(host) ?? 0) + 1);
    peak = Math.max(peak, active.get(host) ?? 0);
  }
  function release(host: string): void {
    active.set(host, (active.get(host) ?? 1) - 1);
    const queue = waiting.get(host) ?? [];
    const next = queue.shift();
    waiting.set(host, queue);
    next?.();
  }

  /** robots.txt of an origin; a missing or unreadable file allows everything (RFC 9309: 4xx = no rules), 5xx disallows. */
  async function loadRobots(origin: URL): Promise<Rules> {
    const url = new URL("/robots.txt", origin);
    try {
      checkUrlStatic(url, honest);
      await transport.checkHost(url, honest);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), honest.timeoutMs);
      try {
        const res = await transport.fetch(url.href, { headers: { "user-agent": RECHECK_USER_AGENT }, signal: controller.signal, redirect: "manual" });
        if (res.status >= 500) {
          await res.body?.cancel().catch(() => undefined);
          return { allow: [], disallow: ["/"] };
        }
        if (res.status !== 200) {
          await res.body?.cancel().catch(() => undefined);
          return { allow: [], disallow: [] };
        }
        const bytes = await readCapped(res.body, 512 * 1024, honest.idleTimeoutMs, controller.signal);
        return parseRobots(new TextDecoder().decode(bytes));
      } finally {
        clearTimeout(timer);
      }
    } catch {
      return { allow: [], disallow: [] };
    }
  }

  async function check(link: string, signal?: AbortSignal): Promise<PoliteResult> {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return { kind: "page", meta: emptyMetadata([], "Invalid URL"), status: 0, finalUrl: link };
    }
    const host = hostnameOf(url);
    await acquire(host);
    try {
      // Checked once our turn comes: the requests queued behind a failing one see its failures.
      if ((failures.get(host) ?? 0) >= maxFailures) return { kind: "backed-off", message: `Skipped: ${host} failed ${maxFailures} times in a row` };
      let rules = robots.get(url.origin);
      if (!rules) {
        rules = loadRobots(url);
        robots.set(url.origin, rules);
      }
      if (!robotsAllows(await rules, url.pathname + url.search)) return { kind: "robots", message: `robots.txt of ${url.host} disallows ${url.pathname}` };
      const streak = failures.get(host) ?? 0;
      if (streak > 0) await sleep(backoffMs * 2 ** (streak - 1));
      const logs: string[] = [];
      let result: PoliteResult;
      try {
        const page = await guardedFetch(link, transport, honest, logs, signal);
        const meta = extractFromHtml(page.html, page.url, { logs, requestedUrl: link, status: page.status });
        result = { kind: "page", meta, status: page.status, finalUrl: page.url };
      } catch (err) {
        result = { kind: "page", meta: emptyMetadata(logs, describeFetchFailure(err).message), status: 0, finalUrl: link };
      }
      const failed = result.status === 0 || result.status === 429 || result.status >= 500;
      failures.set(host, failed ? streak + 1 : 0);
      return result;
    } finally {
      release(host);
    }
  }

  return { check, peakPerHost: () => peak };
}
