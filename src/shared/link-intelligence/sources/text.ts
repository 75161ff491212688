/** Text heuristics for listing facts in English and French, run on the page's visible text last. */
import { normalisePrice } from "../normalise/price.ts";
import { findPostalCode } from "../normalise/postal.ts";
import { parseArea, parseBedrooms, parseCount, parseYear } from "../normalise/numbers.ts";
import type { Candidate, ListingFacts } from "../types.ts";

const NUM = String.raw`\d[\d, \u00a0\u202f\u2009]*\d|\d`;

type Rule = { key: keyof ListingFacts; name: string; re: RegExp; map: (m: RegExpExecArray) => string | number | null };

const RULES: Rule[] = [
  { key: "bedrooms", name: "beds-label", re: /(?:^|\n)\s*(?:bedrooms?|beds|chambres?(?:\s+à\s+coucher)?)\s*(?::\s*\n?|\n)\s*(\d{1,2}(?:\s*\+\s*\d)?)\s*(?:\n|$)/i, map: (m) => m[1] ?? null },
  { key: "bedrooms", name: "n-beds", re: /\b(\d{1,2}(?:\s*\+\s*\d)?)\s*(?:bed(?:room)?s?|bd|bdrms?|chambres?(?:\s+à\s+coucher)?|cac)\b/i, map: (m) => m[1] ?? null },
  { key: "bathrooms", name: "baths-label", re: /(?:^|\n)\s*(?:bathrooms?|baths|salles?\s+de\s+bains?)\s*(?::\s*\n?|\n)\s*(\d{1,2}(?:[.,]5)?)\s*(?:\n|$)/i, map: (m) => m[1] ?? null },
  { key: "bathrooms", name: "n-baths", re: /\b(\d{1,2}(?:[.,]5)?)\s*(?:bath(?:room)?s?|ba|salles?\s+de\s+bains?|sdb)\b/i, map: (m) => m[1] ?? null },
  { key: "squareFootage", name: "area", re: new RegExp(String.raw`(${NUM})(?:\s*-\s*(?:${NUM}))?\s*(sq\.?\s*ft\.?|sqft|square\s+feet|ft²|pi²|pi2|pc\b|pieds\s+carrés|m²)`, "i"), map: (m) => `${m[1] ?? ""} ${m[2] ?? ""}` },
  { key: "mlsNumber", name: "mls", re: /\b(?:MLS|Centris|No\.?\s*Centris)\s*(?:®|\(r\))?\s*(?:#|no\.?|num(?:ber|éro)|number)?\s*[:#]?\s*([A-Z]{0,2}\d{5,9})\b/i, map: (m) => (m[1] ?? "").toUpperCase() },
  { key: "yearBuilt", name: "year-built", re: /\b(?:year\s+built|built\s+in|année\s+de\s+construction|construit\s+en)\s*:?\s*\n?\s*(\d{4})\b/i, map: (m) => m[1] ?? null },
  { key: "lotSize", name: "lot-size", re: /\b(?:lot\s+size|lot\s+dimensions|superficie\s+du\s+terrain|dimensions\s+du\s+terrain)\s*:?\s*\n?\s*([^\n]{2,40})/i, map: (m) => (m[1] ?? "").trim() },
  { key: "propertyType", name: "property-type", re: /\b(?:property\s+type|building\s+type|type\s+de\s+propriété|type\s+de\s+bâtiment)\s*:?\s*\n?\s*([^\n]{2,40})/i, map: (m) => (m[1] ?? "").trim() },
  { key: "listingAgentName", name: "agent-label", re: /\b(?:listing\s+agent|listed\s+by|courtier\s+inscripteur|agent\s+inscripteur)\s*:?\s*\n?\s*([^\n]{3,60})/i, map: (m) => (m[1] ?? "").trim() },
  { key: "brokerageName", name: "brokerage-label", re: /\b(?:brokerage|agence\s+immobilière|listing\s+office)\s*:?\s*\n?\s*([^\n]{3,80})/i, map: (m) => (m[1] ?? "").trim() },
  { key: "priceText", name: "price-label", re: /\b(?:list(?:ing)?\s+price|asking\s+price|price|prix(?:\s+demandé)?|loyer)\s*:?\s*\n?\s*((?:\$\s?\d[\d,. \u00a0\u202f\u2009]*\d(?:\s?[MK]\b)?|\d(?:[\d \u00a0\u202f\u2009.,]*\d)?\s?(?:[MK]\s?)?\$|prix\s+sur\s+demande)(?:\s?\/\s?(?:mois|month|mo))?)/i, map: (m) => (m[1] ?? "").trim() },
  { key: "priceText", name: "price", re: /(\$\s?\d{1,3}(?:[.,]\d{1,2})?\s?[MK]\b|\$\s?\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:\.\d\d)?(?:\s?\/\s?(?:mois|month|mo))?|\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:,\d\d)?\s?\$(?:\s?\/\s?mois)?)/, map: (m) => (m[1] ?? "").trim() },
];

export function textFacts(text: string): ListingFacts {
  const facts: ListingFacts = {};
  const body = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const set = (key: keyof ListingFacts, value: unknown, rule: string): void => {
    if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `text:${rule}` };
  };
  for (const rule of RULES) {
    if (facts[rule.key] !== undefined) continue;
    const m = rule.re.exec(body);
    if (!m) continue;
    const raw = rule.map(m);
    if (raw === null) continue;
    const s = String(raw);
    if (rule.key === "bedrooms") {
      const b = parseBedrooms(s);
      set("bedrooms", b?.above, rule.name);
      set("bedroomsBelowGrade", b?.below, rule.name);
    } else if (rule.key === "bathrooms") set("bathrooms", parseCount(s), rule.name);
    else if (rule.key === "squareFootage") set("squareFootage", parseArea(s), rule.name);
    else if (rule.key === "yearBuilt") set("yearBuilt", parseYear(s), rule.name);
    else if (rule.key === "priceText") {
      set("priceText", s, rule.name);
      facts.price = { value: normalisePrice(s), source: `text:${rule.name}` };
    } else set(rule.key, s, rule.name);
  }
  set("postalCode", findPostalCode(body), "postal-code");
  return facts;
}
