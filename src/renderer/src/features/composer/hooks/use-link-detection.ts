import { isWhitelistedHost } from "../../../../../shared/link-intelligence/whitelist.ts";
import { findFirstUrl } from "../../../../../shared/validation/post-link.ts";
import type { LinkMetadata } from "../../../../../shared/link-intelligence/types.ts";
import { hasPreview } from "../../../lib/metadata-extractor.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useWhitelistedNames } from "../api/whitelist.ts";
import { useLinkPreview } from "../api/link-preview.ts";

export const LINK_DEBOUNCE_MS = 500;

export type DomainState = "none" | "checking" | "whitelisted" | "not-whitelisted";
export type PreviewState = { status: "none" } | { status: "extracting" } | { status: "failed" } | { status: "shown"; metadata: LinkMetadata };

/**
 * Composer link detection (spec §4): 500 ms after typing stops, the first link is found; without one the
 * preview and domain state clear; with one the domain is checked and metadata extraction runs.
 */
export function useLinkDetection(content: string) {
  const settled = useDebouncedValue(content, LINK_DEBOUNCE_MS);
  const url = findFirstUrl(settled);
  const whitelist = useWhitelistedNames();
  const preview = useLinkPreview(url);

  let domain: DomainState = "none";
  if (url) {
    if (whitelist.isPending) domain = "checking";
    else if (whitelist.isError) domain = "not-whitelisted";
    else domain = isWhitelistedHost(url, whitelist.data) ? "whitelisted" : "not-whitelisted";
  }

  let previewState: PreviewState = { status: "none" };
  if (url) {
    if (preview.isPending) previewState = { status: "extracting" };
    else if (preview.isSuccess && hasPreview(preview.data)) previewState = { status: "shown", metadata: preview.data };
    else previewState = { status: "failed" };
  }

  return {
    url,
    domain,
    preview: previewState,
    metadata: preview.data ?? null,
    whitelist: whitelist.isSuccess ? whitelist.data : null,
    /** True while the text has changed and the 500 ms have not passed yet. */
    settling: settled !== content,
  };
}
