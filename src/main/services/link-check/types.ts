import type { PreviewField } from "@shared/ipc/index.ts";

export interface PageResponse {
  status: number;
  finalUrl: string;
  /** The body when it is HTML (capped), otherwise null. */
  html: string | null;
}

/** The network edge of the bulk checker: fetch a page, probe an image. Both under the SSRF rules. */
export interface LinkFetcher {
  fetchPage(url: string, signal: AbortSignal): Promise<PageResponse>;
  probeImage(url: string, signal: AbortSignal): Promise<boolean>;
}

export interface PreviewFacts {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  price: string | null;
}

export type PreviewExtractor = (html: string, pageUrl: string) => PreviewFacts;

export interface LinkCheckDeps {
  fetcher: LinkFetcher;
  extract: PreviewExtractor;
  isWhitelisted: (url: string, whitelist: readonly string[]) => boolean;
  now?: () => number;
}

export const PREVIEW_FIELDS: readonly PreviewField[] = ["title", "description", "imageUrl"];
