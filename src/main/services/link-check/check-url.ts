import type { LinkCheckResult, PreviewField, PreviousValue } from "@shared/ipc/index.ts";
import { sourceStatusOf } from "@shared/link-intelligence/fetch/source-status.ts";
import { hostKey } from "./host-limiter.ts";
import type { HostLimiter } from "./host-limiter.ts";
import { PREVIEW_FIELDS } from "./types.ts";
import type { LinkCheckDeps, PreviewFacts } from "./types.ts";

export interface CheckContext {
  deps: LinkCheckDeps;
  limiter: HostLimiter;
  whitelist: readonly string[];
  previous: PreviousValue | undefined;
  /** Aborts on cancel and on the per-URL timeout. */
  signal: AbortSignal;
  attempts: number;
}

const normalise = (value: string | null | undefined): string => (value ?? "").replace(/\s+/g, " ").trim().toLowerCase();
const digits = (value: string | null | undefined): string => (value ?? "").replace(/[^\d]/g, "");

function changed(before: string | null | undefined, after: string | null, compare: (v: string | null | undefined) => string): boolean | null {
  if (before === undefined || before === null) return null;
  return compare(before) !== compare(after);
}

/**
 * Checks one URL. The caller has already taken a slot for the URL's host; it is released as soon
 * as the page is fetched. The image probe takes (and waits for) a slot on the image's host.
 */
export async function checkUrl(url: string, context: CheckContext): Promise<LinkCheckResult> {
  const { deps, limiter, signal } = context;
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const base = {
    url,
    status: null,
    finalUrl: null,
    whitelisted: deps.isWhitelisted(url, context.whitelist),
    previewComplete: false,
    missingFields: [...PREVIEW_FIELDS],
    imageUrl: null,
    imageReachable: null,
    title: null,
    price: null,
    titleChanged: null,
    priceChanged: null,
    sourceStatus: null,
    error: null,
    attempts: context.attempts,
  } satisfies Omit<LinkCheckResult, "outcome" | "timeMs">;
  const host = hostKey(url);
  let page;
  try {
    page = await deps.fetcher.fetchPage(url, signal);
  } catch (error) {
    return { ...base, outcome: "failed", error: (error as Error).message, timeMs: now() - started };
  } finally {
    limiter.release(host);
  }
  const facts: PreviewFacts = page.html ? deps.extract(page.html, page.finalUrl) : { title: null, description: null, imageUrl: null, price: null };
  const missingFields: PreviewField[] = PREVIEW_FIELDS.filter((field) => !facts[field]);
  let imageReachable: boolean | null = null;
  if (facts.imageUrl) {
    const imageHost = hostKey(facts.imageUrl);
    try {
      await limiter.acquire(imageHost, signal);
      try {
        imageReachable = await deps.fetcher.probeImage(facts.imageUrl, signal);
      } finally {
        limiter.release(imageHost);
      }
    } catch (error) {
      return { ...base, outcome: "failed", status: page.status, finalUrl: page.finalUrl, error: (error as Error).message, timeMs: now() - started };
    }
  }
  const whitelisted = base.whitelisted && deps.isWhitelisted(page.finalUrl, context.whitelist);
  const result = {
    ...base,
    status: page.status,
    finalUrl: page.finalUrl,
    whitelisted,
    previewComplete: missingFields.length === 0,
    missingFields,
    imageUrl: facts.imageUrl,
    imageReachable,
    title: facts.title,
    price: facts.price,
    titleChanged: changed(context.previous?.title, facts.title, normalise),
    priceChanged: changed(context.previous?.price, facts.price, digits),
    // Dead and changed links (issue 20): the same reading of the source as the listing re-check's.
    sourceStatus: sourceStatusOf(url, { status: page.status, finalUrl: page.finalUrl, title: facts.title, description: facts.description }),
  };
  const httpOk = page.status >= 200 && page.status < 300;
  const gone = result.sourceStatus !== null && result.sourceStatus !== "live";
  const warning = !whitelisted || !result.previewComplete || imageReachable === false || result.titleChanged === true || result.priceChanged === true || gone;
  return { ...result, outcome: !httpOk ? "failed" : warning ? "warning" : "ok", error: httpOk ? null : `HTTP ${page.status}`, timeMs: now() - started };
}
