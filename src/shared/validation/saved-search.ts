// Issue 19, saved searches: the name a member gives a search (the dialog and the dashboard's rename), and the
// filters as public.saved_searches keeps them (the shape its CHECK accepts: the browse filters plus q, the text).
import { z } from "zod";
import { parseBrowseParams, serializeBrowseParams, type BrowseFilters } from "./browse.ts";
import { message } from "./messages.ts";

export const SAVED_SEARCH_NAME_MAX = 80;
/** How many searches a member may keep (the database's limit, private.saved_searches_limit). */
export const SAVED_SEARCH_LIMIT = 20;

export const savedSearchNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, message("validation.savedSearch.name"))
    .max(SAVED_SEARCH_NAME_MAX, message("validation.savedSearch.nameMax")),
});
export type SavedSearchNameInput = z.infer<typeof savedSearchNameSchema>;

/** The stored filters: the browse filters (defaults left out) and the search text when there is one. */
export type SavedSearchFilters = Partial<Omit<BrowseFilters, "sort">> & { sort?: BrowseFilters["sort"]; q?: string };

export function toSavedFilters(q: string, filters: BrowseFilters): SavedSearchFilters {
  const out: SavedSearchFilters = {};
  const text = q.trim().slice(0, 200);
  if (text) out.q = text;
  for (const [key, value] of Object.entries(filters) as [keyof BrowseFilters, BrowseFilters[keyof BrowseFilters]][]) {
    if (value === undefined || (key === "sort" && value === "newest")) continue;
    Object.assign(out, { [key]: value });
  }
  return out;
}

/** The browse address of stored filters (/search with its parameters): what the dashboard's Open goes to. */
export function savedSearchPath(stored: unknown): string {
  const params = new URLSearchParams();
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (typeof value === "string" || typeof value === "number") params.set(key, String(value));
      // The map's box is kept as [west, south, east, north]; the address writes it "west,south,east,north".
      else if (Array.isArray(value) && value.every((x) => typeof x === "number")) params.set(key, value.join(","));
    }
  }
  const q = (params.get("q") ?? "").trim();
  const base = new URLSearchParams(q ? { q } : {});
  const filters = parseBrowseParams(params);
  // A search of a map area opens on the map, where the area shows.
  if (filters.bbox) base.set("view", "map");
  const query = serializeBrowseParams(filters, base).toString();
  return query ? `/search?${query}` : "/search";
}

/** A default name for the dialog: the search text and place, else `fallback` (the reader's "My search"). */
export function suggestedSearchName(q: string, filters: BrowseFilters, fallback = "My search"): string {
  const parts = [q.trim(), filters.city, filters.province].filter((part): part is string => Boolean(part));
  return (parts.join(", ") || fallback).slice(0, SAVED_SEARCH_NAME_MAX);
}
