/** URL → LinkMetadata on any transport: guarded fetch, extraction, and the same guard on image hosts. */
import { emptyMetadata, extractFromHtml } from "../extract.ts";
import { parseIp } from "../net/ip-parse.ts";
import type { LinkMetadata } from "../types.ts";
import { describeFetchFailure } from "./failure-text.ts";
import { guardedFetch } from "./guarded-fetch.ts";
import type { Transport } from "./guarded-fetch.ts";
import { checkUrlStatic } from "./policy.ts";
import type { FetchPolicy } from "./policy.ts";

export type ExtractUrlOptions = {
  signal?: AbortSignal;
  whitelist?: readonly string[];
  /** Receives the technical text of a failure (addresses, ports, runtime errors), which the result never carries: for logs. */
  onFailure?: (detail: string) => void;
};

const MAX_IMAGE_HOST_LOOKUPS = 10;

/** Images are loaded by browsers later: drop those whose host is (or resolves to) a non-public address. */
async function guardImages(meta: LinkMetadata, transport: Transport, policy: FetchPolicy, onFailure?: (detail: string) => void): Promise<void> {
  const verdicts = new Map<string, Promise<string | null>>();
  let lookups = 0;
  const verdictFor = (src: string): Promise<string | null> => {
    const probe = new URL(src);
    probe.port = "";
    const key = probe.hostname;
    const known = verdicts.get(key);
    if (known) return known;
    const literal = parseIp(key.replace(/^\[|\]$/g, "")) !== null;
    const lookup = !literal && lookups < MAX_IMAGE_HOST_LOOKUPS;
    if (lookup) lookups += 1;
    const v = (async () => {
      try {
        checkUrlStatic(probe, policy);
        if (lookup) await transport.checkHost(probe, policy);
        return null;
      } catch (err) {
        const failure = describeFetchFailure(err);
        if (failure.detail !== failure.message) onFailure?.(`image ${src}: ${failure.detail}`);
        return failure.message;
      }
    })();
    verdicts.set(key, v);
    return v;
  };
  const results = await Promise.all(meta.images.map(async (src) => ({ src, refused: await verdictFor(src) })));
  const kept: string[] = [];
  for (const { src, refused } of results) {
    if (refused) meta.logs.push(`image dropped: ${src} (${refused})`);
    else kept.push(src);
  }
  meta.images = kept;
  if (meta.imageUrl && !kept.includes(meta.imageUrl)) {
    meta.imageUrl = kept[0] ?? null;
    if (meta.sources) delete meta.sources["imageUrl"];
  }
}

export async function extractUrl(url: string, transport: Transport, policy: FetchPolicy, opts: ExtractUrlOptions = {}): Promise<LinkMetadata> {
  const logs: string[] = [];
  let page;
  try {
    page = await guardedFetch(url, transport, policy, logs, opts.signal);
  } catch (err) {
    const { message, detail } = describeFetchFailure(err);
    if (detail !== message) opts.onFailure?.(`${url}: ${detail}`);
    logs.push(`error: ${message}`);
    return { ...emptyMetadata(logs, message), finalUrl: url };
  }
  const meta = extractFromHtml(page.html, page.url, { logs, requestedUrl: url, whitelist: opts.whitelist, status: page.status });
  if (page.status >= 400 && !meta.blocked) {
    meta.error = `The page answered HTTP ${page.status}`;
  }
  await guardImages(meta, transport, policy, opts.onFailure);
  return meta;
}
