/** Merges per-source facts by priority and builds the public StructuredListingData. */
import { clipText, EXTRACTED_TEXT_MAX } from "../validation/text-limits.ts";
import { formatPrice } from "./normalise/price.ts";
import type { Candidate, FactKey, ListingFacts, NormalisedPrice, StructuredListingData } from "./types.ts";

export type NamedFacts = { name: string; facts: ListingFacts };

/** First candidate for `key` in priority order. */
export function firstFact<K extends FactKey>(sources: NamedFacts[], key: K, order?: string[]): ListingFacts[K] | undefined {
  const list = order ? order.map((n) => sources.find((s) => s.name === n)).filter((s): s is NamedFacts => !!s) : sources;
  for (const s of list) {
    const c = s.facts[key];
    if (c !== undefined) return c;
  }
  return undefined;
}

const FIELD: Array<[Exclude<FactKey, "images" | "title" | "description" | "imageAlt" | "locale">, string]> = [
  ["priceText", "structuredData.listingPrice"],
  ["price", "structuredData.price"],
  ["propertyType", "structuredData.propertyType"],
  ["street", "structuredData.address.street"],
  ["city", "structuredData.address.city"],
  ["province", "structuredData.address.province"],
  ["postalCode", "structuredData.postalCode"],
  ["bedrooms", "structuredData.bedrooms"],
  ["bedroomsBelowGrade", "structuredData.bedroomsBelowGrade"],
  ["bathrooms", "structuredData.bathrooms"],
  ["squareFootage", "structuredData.squareFootage"],
  ["mlsNumber", "structuredData.mlsNumber"],
  ["listingAgentName", "structuredData.listingAgentName"],
  ["brokerageName", "structuredData.brokerageName"],
  ["yearBuilt", "structuredData.yearBuilt"],
  ["lotSize", "structuredData.lotSize"],
];

export function buildStructured(sources: NamedFacts[], record: Record<string, string>): StructuredListingData | null {
  const got: Partial<Record<FactKey, Candidate<unknown>>> = {};
  for (const [key, field] of FIELD) {
    const c = firstFact(sources, key);
    if (c === undefined) continue;
    got[key] = c;
    record[field] = c.source;
  }
  const v = <T>(key: FactKey): T | null => (got[key]?.value as T | undefined) ?? null;
  // Strings are clipped to what the post columns they fill accept (src/shared/validation/text-limits.ts).
  const s = (key: FactKey): string | null => {
    const value = v<string>(key);
    return typeof value === "string" ? clipText(value, EXTRACTED_TEXT_MAX) : value;
  };
  const price = got.price ? (got.price.value as NormalisedPrice | null) : null;
  const hasAny = FIELD.some(([key]) => key !== "price" && got[key] !== undefined && got[key]?.value !== null) || price !== null;
  if (!hasAny) return null;
  if (price && record["structuredData.price"]) record["structuredData.listingPrice"] = record["structuredData.price"];
  const yearBuilt = v<number>("yearBuilt");
  return {
    listingPrice: price ? formatPrice(price) : null,
    propertyType: s("propertyType"),
    address: { street: s("street"), city: s("city"), province: s("province") },
    bedrooms: v<number>("bedrooms"),
    bathrooms: v<number>("bathrooms"),
    squareFootage: v<number>("squareFootage"),
    mlsNumber: s("mlsNumber"),
    listingAgentName: s("listingAgentName"),
    brokerageName: s("brokerageName"),
    features: { yearBuilt },
    yearBuilt,
    lotSize: s("lotSize"),
    price,
    postalCode: s("postalCode"),
    bedroomsBelowGrade: v<number>("bedroomsBelowGrade"),
  };
}

export function describeYield(facts: ListingFacts): string {
  const keys = Object.keys(facts);
  return keys.length === 0 ? "nothing" : keys.join(", ");
}
