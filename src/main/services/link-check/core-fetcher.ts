import { guardedFetch } from "@shared/link-intelligence/fetch/guarded-fetch.ts";
import { checkUrlStatic, FetchRefused, makePolicy } from "@shared/link-intelligence/fetch/policy.ts";
import { createNodeTransport } from "@shared/link-intelligence/node/transport.ts";
import type { LinkFetcher } from "./types.ts";

export interface CoreFetcherOptions {
  /** Hosts or CIDRs let through although private (tests; LINK_FETCH_ALLOW_PRIVATE is read too). */
  allowPrivate?: string[];
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
}

interface Probe {
  status: number;
  finalUrl: string;
  contentType: string;
}

/**
 * The bulk checker's network edge on the extraction core's hardened fetch: the same SSRF rules,
 * redirect and refresh handling, body caps, charset and compression as the metadata-extractor
 * function, with one connection pool shared by every check of a job.
 */
export function createCoreFetcher(options: CoreFetcherOptions = {}): LinkFetcher & { close(): Promise<void> } {
  const env = options.env ?? process.env;
  const policy = makePolicy({ allowPrivate: options.allowPrivate ?? [], timeoutMs: options.timeoutMs ?? 8_000 }, env["LINK_FETCH_ALLOW_PRIVATE"]);
  const transport = createNodeTransport(policy);

  /** Status and type only (body discarded), every hop under the same checks. */
  async function probe(url: string, accept: string, signal: AbortSignal): Promise<Probe> {
    let current = new URL(url);
    for (let hop = 0; hop <= policy.maxRedirects; hop++) {
      checkUrlStatic(current, policy);
      await transport.checkHost(current, policy);
      const res = await transport.fetch(current.href, { headers: { accept, "user-agent": policy.userAgent }, signal, redirect: "manual" });
      await res.body?.cancel().catch(() => undefined);
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current);
        continue;
      }
      return { status: res.status, finalUrl: current.href, contentType: res.headers.get("content-type") ?? "" };
    }
    throw new FetchRefused(`Refused: more than ${policy.maxRedirects} redirects`);
  }

  return {
    async fetchPage(url, signal) {
      try {
        const page = await guardedFetch(url, transport, policy, [], signal);
        return { status: page.status, finalUrl: page.url, html: page.html };
      } catch (error) {
        // A non-HTML answer (an error page in text/plain, a PDF) still has a status worth reporting.
        if (!(error instanceof FetchRefused) || !/content type/.test(error.message) || signal.aborted) throw error;
        const answer = await probe(url, "*/*", signal);
        return { status: answer.status, finalUrl: answer.finalUrl, html: null };
      }
    },
    async probeImage(url, signal) {
      try {
        const answer = await probe(url, "image/*", signal);
        return answer.status >= 200 && answer.status < 300 && /^image\//i.test(answer.contentType);
      } catch (error) {
        if (signal.aborted) throw error;
        return false;
      }
    },
    close: () => transport.close(),
  };
}
