import type { LinkMetadata } from "@shared/link-intelligence/index.ts";
import { extractMetadata } from "./extraction.ts";
import type { LinkFetcher } from "./link-check/types.ts";

/** Plain-fetch extraction (what the metadata-extractor function sees), for the debugger's comparison. */
export function createStaticExtract(fetcher: LinkFetcher, timeoutMs: () => number) {
  return async (url: string): Promise<LinkMetadata> => {
    const page = await fetcher.fetchPage(url, AbortSignal.timeout(timeoutMs()));
    const metadata = extractMetadata(page.html ?? "", page.finalUrl);
    return { ...metadata, logs: [`fetched ${page.finalUrl}: HTTP ${page.status}`, ...metadata.logs] };
  };
}
