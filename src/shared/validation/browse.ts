// Issue 19 "Find": the filters and sort of the browse pages (search results, the category pages, /fsbo) as the
// address bar carries them. The filter form's schema is browse-form.ts (loaded with the form, not with the pages).
import { Constants } from "../database.types.ts";
import { PROVINCE_CODES } from "../address/provinces.ts";
import { PROPERTY_KINDS } from "../link-intelligence/types.ts";

export const BROWSE_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** The map's box (issue 19, "search as I move"): west, south, east, north, in degrees. */
export type BrowseBox = readonly [west: number, south: number, east: number, north: number];

/** How a browse page shows its results: the list, or the map beside it (`?view=map`). */
export const BROWSE_VIEWS = ["list", "map"] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];

/** Minimum beds and baths the form offers. */
export const BROWSE_MIN_BEDS = [1, 2, 3, 4, 5] as const;
export const BROWSE_MIN_BATHS = [1, 1.5, 2, 3, 4] as const;

export const PRICE_MAX = 1_000_000_000;

/** The filters as the database takes them (public.browse_posts); a field left out does not filter. */
export type BrowseFilters = {
  minPrice?: number;
  maxPrice?: number;
  beds?: number;
  baths?: number;
  type?: (typeof PROPERTY_KINDS)[number];
  province?: (typeof PROVINCE_CODES)[number];
  city?: string;
  /** Only where the page does not fix it (search results). */
  category?: (typeof Constants.public.Enums.post_category)[number];
  /** The map's box: only posts whose coordinates are inside. */
  bbox?: BrowseBox;
  sort: BrowseSort;
};

export function parsePrice(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\$?\s*[0-9][0-9,\s]*$/.test(raw.trim())) return undefined;
  const value = Number(raw.replace(/[^0-9]/g, ""));
  return Number.isSafeInteger(value) && value <= PRICE_MAX ? value : undefined;
}

function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => String(value) === raw);
}

/** The URL parameters the browse pages read, besides q and view. */
export const BROWSE_PARAMS = ["minPrice", "maxPrice", "beds", "baths", "type", "province", "city", "category", "bbox", "sort"] as const;

/** A coordinate as the address carries it: 4 decimals (about 10 m), so one view of the map has one address. */
const coordinate = (x: number) => Math.round(x * 1e4) / 1e4;

/** A box from the address ("west,south,east,north"), or nothing when it is not one. */
export function parseBox(raw: string | null | undefined): BrowseBox | undefined {
  const parts = (raw ?? "").split(",");
  if (parts.length !== 4 || parts.some((part) => !/^\s*-?\d{1,3}(\.\d+)?\s*$/.test(part))) return undefined;
  const [west = 0, south = 0, east = 0, north = 0] = parts.map((part) => coordinate(Number(part)));
  const valid = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west <= east && south <= north;
  return valid ? [west, south, east, north] : undefined;
}

export function serializeBox(box: BrowseBox): string {
  return box.map(coordinate).join(",");
}

/** The view of an address: the map when it says so, the list otherwise. */
export function parseBrowseView(params: URLSearchParams): BrowseView {
  return params.get("view") === "map" ? "map" : "list";
}

/**
 * The filters of an address's query string. What is not a valid value is ignored (a link typed by hand or from an
 * older version still opens the page); a minimum above the maximum drops the maximum.
 */
export function parseBrowseParams(params: URLSearchParams): BrowseFilters {
  const filters: BrowseFilters = { sort: oneOf(BROWSE_SORTS, params.get("sort")) ?? "newest" };
  const minPrice = parsePrice(params.get("minPrice"));
  const maxPrice = parsePrice(params.get("maxPrice"));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) filters.maxPrice = maxPrice;
  const beds = oneOf(BROWSE_MIN_BEDS, params.get("beds"));
  if (beds !== undefined) filters.beds = beds;
  const baths = oneOf(BROWSE_MIN_BATHS, params.get("baths"));
  if (baths !== undefined) filters.baths = baths;
  const type = oneOf(PROPERTY_KINDS, params.get("type"));
  if (type) filters.type = type;
  const province = oneOf(PROVINCE_CODES, (params.get("province") ?? "").toUpperCase());
  if (province) filters.province = province;
  const city = (params.get("city") ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  if (city) filters.city = city;
  const category = oneOf(Constants.public.Enums.post_category, params.get("category"));
  if (category) filters.category = category;
  const bbox = parseBox(params.get("bbox"));
  if (bbox) filters.bbox = bbox;
  return filters;
}

/**
 * The query string of a set of filters: the parameters in one order, defaults left out, so one search has one
 * address (a shared link, the back button and the prerendered page without parameters all agree). `base` keeps the
 * page's other parameters (q).
 */
export function serializeBrowseParams(filters: BrowseFilters, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of base ?? []) if (!(BROWSE_PARAMS as readonly string[]).includes(key)) out.append(key, value);
  if (filters.minPrice !== undefined) out.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) out.set("maxPrice", String(filters.maxPrice));
  if (filters.beds !== undefined) out.set("beds", String(filters.beds));
  if (filters.baths !== undefined) out.set("baths", String(filters.baths));
  if (filters.type) out.set("type", filters.type);
  if (filters.province) out.set("province", filters.province);
  if (filters.city) out.set("city", filters.city);
  if (filters.category) out.set("category", filters.category);
  if (filters.bbox) out.set("bbox", serializeBox(filters.bbox));
  if (filters.sort !== "newest") out.set("sort", filters.sort);
  return out;
}

/** True when anything narrows or reorders the list (the plain feed or search otherwise). */
export function hasBrowseFilters(filters: BrowseFilters): boolean {
  return serializeBrowseParams(filters).size > 0;
}
