import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { useHydrated } from "@renderer/lib/use-hydrated.ts";
import { hasBrowseFilters, parseBrowseParams, serializeBrowseParams, type BrowseFilters } from "@shared/validation/browse.ts";

/**
 * The browse filters of the address bar (issue 19): shareable, and back/forward move through them. While the page
 * adopts its prerendered HTML (built without parameters) the filters read as none, so the first render matches it.
 */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters: BrowseFilters = hydrated ? parseBrowseParams(params) : { sort: "newest" };
  /** A new entry in the history for each change of the filters (the back button undoes it). */
  const setFilters = useCallback(
    (next: BrowseFilters) => setParams((current) => serializeBrowseParams(next, current), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, active: hasBrowseFilters(filters), setFilters };
}
