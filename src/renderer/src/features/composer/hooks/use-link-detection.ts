import { findFirstUrl } from "@shared/validation/post-link.ts";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { hasPreview } from "@renderer/data/links/extract.ts";
import { useDebouncedValue } from "@renderer/lib/use-debounced-value.ts";
import { useWhitelistedNames } from "@renderer/data/whitelist/queries.ts";
import { useLinkPreview } from "@renderer/data/links/preview.ts";
import { domainState, type DomainState } from "./domain-state.ts";

export type { DomainState };

export const LINK_DEBOUNCE_MS = 500;

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

  const domain = domainState(url, { names: whitelist.data, pending: whitelist.isPending, failed: whitelist.isError, fetching: whitelist.isFetching });

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
    /** Loads the whitelist again after it failed ("unverified"). */
    retryWhitelist: () => void whitelist.refetch(),
    /** True while the text has changed and the 500 ms have not passed yet. */
    settling: settled !== content,
  };
}
