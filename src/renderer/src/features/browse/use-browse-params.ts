import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { useHydrated } from "@renderer/lib/use-hydrated.ts";
import { hasBrowseFilters, parseBrowseParams, parseBrowseView, serializeBrowseParams, type BrowseFilters, type BrowseView } from "@shared/validation/browse.ts";

/**
 * The browse filters and view of the address bar (issue 19): shareable, and back/forward move through them. While the
 * page adopts its prerendered HTML (built without parameters) they read as none, so the first render matches it.
 */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters: BrowseFilters = hydrated ? parseBrowseParams(params) : { sort: "newest" };
  const view: BrowseView = hydrated ? parseBrowseView(params) : "list";
  /**
   * A new entry in the history for each change of the filters (the back button undoes it); `replace` for the map's
   * moves ("search as I move"), which would otherwise fill the history with every drag.
   */
  const setFilters = useCallback(
    (next: BrowseFilters, options?: { replace?: boolean }) =>
      setParams((current) => serializeBrowseParams(next, current), { preventScrollReset: true, replace: options?.replace ?? false }),
    [setParams],
  );
  /** The list or the map; leaving the map drops its box (the list is of the whole page again). */
  const setView = useCallback(
    (next: BrowseView) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === "map") out.set("view", "map");
          else {
            out.delete("view");
            out.delete("bbox");
          }
          return out;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, view, active: hasBrowseFilters(filters), setFilters, setView };
}
