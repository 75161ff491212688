/**
 * Agreement between sources of like trust. Sources come in tiers: a site adapter (its own rules say what the site's
 * fields mean), the page's structured data (JSON-LD, embedded state, microdata, RDFa), its meta tags, its text. When
 * the source that gives a fact and another source of the same tier give two different values, and no rule says which
 * is the listing's, neither is trusted: the fact is left out.
 */
import { lotInFt2 } from "./normalise/plausible.ts";
import { provinceCode } from "./normalise/province.ts";
import type { Candidate, FactKey, GeoPoint, ListingFacts, LotSize, NormalisedPrice } from "./types.ts";
import { foldedKey } from "./normalise/fold.ts";

const TIER: Record<string, number> = { site: 0, "json-ld": 1, embedded: 1, microdata: 1, rdfa: 1, og: 2, twitter: 2, meta: 2, text: 3 };

/** Facts compared; the street, type and kind have rules of their own (the page's form of a street, a label over @type). */
export const AGREEMENT_FACTS: ReadonlyArray<FactKey> = [
  "price", "postalCode", "province", "bedrooms", "bedroomsBelowGrade", "bathrooms", "squareFootage", "yearBuilt", "mlsNumber", "listingAgentName",
  "brokerageName", "lot",
];


function same(key: FactKey, a: unknown, b: unknown): boolean {
  if (a === null || b === null || a === undefined || b === undefined) return true;
  if (typeof a === "string" && typeof b === "string") {
    // "Ontario" and "ON" are one province.
    const x = foldedKey(key === "province" ? (provinceCode(a) ?? a) : a);
    const y = foldedKey(key === "province" ? (provinceCode(b) ?? b) : b);
    // A name with or without its suffix ("Realty Inc." and "Realty Inc., Brokerage") is the same name.
    return x === y || (key === "brokerageName" || key === "listingAgentName" ? x.startsWith(y) || y.startsWith(x) : false);
  }
  if (typeof a === "number" && typeof b === "number") return key === "squareFootage" ? Math.abs(a - b) <= 0.02 * Math.max(a, b) : a === b;
  if (key === "price") {
    const p = a as NormalisedPrice;
    const q = b as NormalisedPrice;
    return p.amount === q.amount && p.period === q.period;
  }
  if (key === "lot") {
    const p = a as LotSize;
    const q = b as LotSize;
    // One lot in two units ("20 acres", 871,200 ft²) is one lot.
    return Math.abs(lotInFt2(p) - lotInFt2(q)) <= 0.02 * Math.max(lotInFt2(p), lotInFt2(q));
  }
  if (key === "geo") {
    const p = a as GeoPoint;
    const q = b as GeoPoint;
    return Math.abs(p.lat - q.lat) < 0.01 && Math.abs(p.lng - q.lng) < 0.01;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A schema.org numberOfRooms read as bedrooms (schema-reader.ts; some sites count all rooms in it, 4 for a "3+1 Beds"
 * bungalow): no statement of the bedrooms against a source of like trust that names them ("beds": 3), which it gives
 * way to.
 */
export const roomsAsBedrooms = (key: FactKey, c: Candidate<unknown>): boolean => key === "bedrooms" && c.source.endsWith(".numberOfRooms");

/** The source of like trust that gives another value for `key` than `chosen`, if any. */
export function disagreeing(sources: Array<{ name: string; facts: ListingFacts }>, key: FactKey, chosen: Candidate<unknown>, chosenFrom: string): Candidate<unknown> | null {
  const tier = TIER[chosenFrom];
  if (tier === undefined || tier === 0) return null;
  for (const s of sources) {
    if (s.name === chosenFrom || TIER[s.name] !== tier) continue;
    const c = s.facts[key] as Candidate<unknown> | undefined;
    if (c && !same(key, chosen.value, c.value) && !(roomsAsBedrooms(key, c) && !roomsAsBedrooms(key, chosen))) return c;
  }
  return null;
}
