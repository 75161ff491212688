/**
 * Coordinates for a post (issue 18) from the shipped gazetteer: the postal code's area (its FSA) when the code is
 * known, else the city's centre (or, for a place GeoNames does not list, the middle of its FSAs). The listing
 * page's own coordinates ("page") come from extraction and never reach here.
 */
import { formatPostalCode, provinceCode } from "@shared/address/canadian-address.ts";
import type { GeoPrecision } from "@shared/link-intelligence/types.ts";
import { FSA_COORDINATES, PLACE_COORDINATES } from "./coordinates.ts";
import { PLACES } from "./data.ts";

export type Location = { lat: number; lng: number; precision: Exclude<GeoPrecision, "page"> };

const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
const point = (text: string | undefined): [number, number] | null => {
  const [lat, lng] = (text ?? "").split(",").map(Number);
  return lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
};

const FSA = new Map<string, [number, number]>();
for (const entry of FSA_COORDINATES.split(";")) {
  const [code = "", at] = entry.split(":");
  const p = point(at);
  if (p) FSA.set(code, p);
}

/** "ON|toronto" → centre. */
const PLACE = new Map<string, [number, number]>();
for (const [province, list] of Object.entries(PLACE_COORDINATES)) {
  for (const entry of list.split(";")) {
    const i = entry.lastIndexOf(":");
    const p = point(entry.slice(i + 1));
    if (p) PLACE.set(`${province}|${fold(entry.slice(0, i))}`, p);
  }
}
// Places without their own coordinates: the middle of the FSAs data.ts gives them.
for (const [province, list] of Object.entries(PLACES)) {
  for (const entry of list.split(";")) {
    const [name = "", prefixes = ""] = entry.split(":");
    const key = `${province}|${fold(name)}`;
    if (PLACE.has(key)) continue;
    const points = prefixes.split(",").filter(Boolean).flatMap((prefix) => [...FSA].filter(([code]) => code.startsWith(prefix)).map(([, p]) => p));
    if (points.length === 0) continue;
    PLACE.set(key, [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length]);
  }
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function locate(input: { postalCode?: string | null; city?: string | null; province?: string | null }): Location | null {
  const postal = formatPostalCode(input.postalCode ?? "") ?? (/^[A-Z]\d[A-Z]$/i.test((input.postalCode ?? "").trim()) ? (input.postalCode ?? "").trim().toUpperCase() : null);
  const fsa = postal ? FSA.get(postal.slice(0, 3)) : undefined;
  if (fsa) return { lat: fsa[0], lng: fsa[1], precision: "postal" };
  const province = provinceCode(input.province ?? "");
  const city = fold(input.city ?? "");
  if (!city) return null;
  const candidates = province ? [`${province}|${city}`] : [...PLACE.keys()].filter((k) => k.endsWith(`|${city}`));
  const at = candidates.length === 1 || province ? PLACE.get(candidates[0] ?? "") : undefined;
  return at ? { lat: round(at[0]), lng: round(at[1]), precision: "city" } : null;
}

export const COORDINATES_SIZE = { fsas: FSA.size, places: PLACE.size };
