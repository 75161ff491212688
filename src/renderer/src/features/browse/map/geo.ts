// What the map computes without Leaflet (issue 19): the box of a view, where a post sits and how precisely, a price
// short enough for a pin. Unit-tested in geo.test.ts.
import { provinceCode } from "@shared/address/provinces.ts";
import { parsePrice } from "@shared/format/price.ts";
import type { Locale } from "@shared/i18n/locales.ts";
import type { BrowseBox } from "@shared/validation/browse.ts";

/** Canada, the map's first view when the address has no box (west, south, east, north). */
export const CANADA: BrowseBox = [-141, 42, -52.6, 70];

/** A view's edges as the address and the database take them: 4 decimals, inside the world's range. */
export function boxOfView(west: number, south: number, east: number, north: number): BrowseBox {
  const clamp = (x: number, limit: number) => Math.round(Math.min(limit, Math.max(-limit, x)) * 1e4) / 1e4;
  return [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)];
}

export function sameBox(a: BrowseBox | undefined, b: BrowseBox | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.every((x, i) => x === b[i]));
}

export type Precision = "page" | "postal" | "city";

export type GeoAreas = { fsa: Record<string, number>; city: Record<string, number> };

/** Postal areas and cities the generated table does not know (km). */
const DEFAULT_RADIUS_KM: Record<Exclude<Precision, "page">, number> = { postal: 2, city: 8 };

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** The forward sortation area of a postal code ("M5V 2T6" → "M5V"), or null. */
export function fsaOf(postalCode: string | null | undefined): string | null {
  const code = (postalCode ?? "").replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]\d[A-Z]/.test(code) ? code.slice(0, 3) : null;
}

/**
 * The radius in metres of the disc that shows where a post may be: none for the page's own point, the postal area's
 * for 'postal', the city's for 'city' (scripts/canada-basemap.ts estimates both from the gazetteer).
 */
export function discRadius(post: { geo_precision?: string | null; postal_code?: string | null; city?: string | null; province?: string | null }, areas: GeoAreas): number | null {
  if (post.geo_precision === "postal") {
    const fsa = fsaOf(post.postal_code);
    return 1000 * ((fsa ? areas.fsa[fsa] : undefined) ?? DEFAULT_RADIUS_KM.postal);
  }
  if (post.geo_precision === "city") {
    const key = `${provinceCode(post.province ?? "") ?? ""}|${fold(post.city ?? "")}`;
    return 1000 * (areas.city[key] ?? DEFAULT_RADIUS_KM.city);
  }
  return null;
}

export function precisionOf(value: string | null | undefined): Precision {
  return value === "postal" || value === "city" ? value : "page";
}

/** A pin's price: "$650K", "$1.25M" in English, "650 k$", "1,25 M$" in French; null without a price. */
export function shortPrice(raw: string | number | null | undefined, locale: Locale): string | null {
  const value = parsePrice(raw);
  if (value === null || value <= 0) return null;
  return new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA", { style: "currency", currency: "CAD", notation: "compact", maximumSignificantDigits: 3 }).format(value);
}
