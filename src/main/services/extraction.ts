import { extractFromHtml } from "@shared/link-intelligence/index.ts";
import type { LinkMetadata } from "@shared/link-intelligence/index.ts";
import type { PreviewFacts } from "./link-check/types.ts";

/** The main process's one door to the shared extraction core. */
export function extractMetadata(html: string, pageUrl: string): LinkMetadata {
  return extractFromHtml(html, pageUrl);
}

export function toPreviewFacts(metadata: LinkMetadata): PreviewFacts {
  return {
    title: metadata.title,
    description: metadata.description,
    imageUrl: metadata.imageUrl,
    price: metadata.structuredData?.listingPrice ?? null,
  };
}

export const extractPreviewFacts = (html: string, pageUrl: string): PreviewFacts => toPreviewFacts(extractMetadata(html, pageUrl));
