/**
 * Listing data embedded in page scripts (__NEXT_DATA__, window.__INITIAL_STATE__ and similar): small
 * adapters that locate the JSON, find the most listing-like object in it and map its keys.
 */
import type { HtmlDocument } from "../html/parse.ts";
import { normalisePrice } from "../normalise/price.ts";
import { normalisePostalCode } from "../normalise/postal.ts";
import { parseArea, parseBedrooms, parseCount, parseYear } from "../normalise/numbers.ts";
import { provinceCode } from "../normalise/province.ts";
import type { Candidate, ListingFacts } from "../types.ts";
import { flattenNodes, isObject, parseLenientJson, text } from "./json.ts";
import type { Json, JsonObject } from "./json.ts";

const ALIASES = {
  price: ["listPrice", "askingPrice", "listingPrice", "price", "priceValue"],
  bedrooms: ["bedrooms", "beds", "bedroomsTotal", "numberOfBedrooms", "bedroomCount"],
  bathrooms: ["bathrooms", "baths", "bathroomsTotal", "bathroomsTotalInteger", "bathroomCount"],
  area: ["livingArea", "sqft", "squareFeet", "floorArea", "sizeInterior", "squareFootage"],
  mls: ["mlsNumber", "mls", "mlsId", "MlsNumber", "listingKey"],
  street: ["streetAddress", "street", "line1", "addressLine1"],
  city: ["city", "addressLocality", "municipality"],
  province: ["province", "provinceCode", "addressRegion", "stateOrProvince", "region"],
  postal: ["postalCode", "postal", "zip"],
  type: ["propertyType", "buildingType", "homeType"],
  year: ["yearBuilt", "builtYear"],
  lot: ["lotSize", "lotSizeArea", "lotDimensions"],
  agent: ["agentName", "listingAgentName", "realtorName"],
  brokerage: ["brokerageName", "officeName", "brokerName"],
  title: ["title", "headline"],
  description: ["description", "remarks", "publicRemarks"],
} as const;

const SCORE_KEYS = [...ALIASES.price, ...ALIASES.bedrooms, ...ALIASES.bathrooms, ...ALIASES.area, ...ALIASES.mls];

function pick(obj: JsonObject, keys: readonly string[]): { key: string; value: Json } | null {
  for (const k of keys) {
    const v = obj[k];
    if (v !== undefined && v !== null && v !== "") return { key: k, value: v };
  }
  return null;
}

export function embeddedStates(root: HtmlDocument, logs: string[]): Array<{ name: string; data: Json }> {
  const out: Array<{ name: string; data: Json }> = [];
  for (const script of root.index.scripts) {
    const raw = typeof script.children[0] === "string" ? script.children[0] : "";
    if (raw.length < 20 || !raw.includes("__") && !raw.includes("{")) continue;
    const type = script.attrs["type"] ?? "";
    if (/ld\+json/i.test(type)) continue;
    const id = script.attrs["id"] ?? "";
    if (id === "__NEXT_DATA__" || id === "__NUXT_DATA__" || /application\/json/i.test(script.attrs["type"] ?? "")) {
      const data = parseLenientJson(raw);
      if (data !== undefined) out.push({ name: id || "application/json", data });
      continue;
    }
    if (!raw.includes("window.__")) continue;
    const m = /window\.(__[A-Z_]+__)\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(raw.trim());
    if (m?.[1] && m[2]) {
      const data = parseLenientJson(m[2]);
      if (data !== undefined) out.push({ name: m[1], data });
      else logs.push(`embedded: ${m[1]} could not be parsed`);
    }
  }
  return out;
}

export function embeddedFacts(root: HtmlDocument, logs: string[]): ListingFacts {
  const facts: ListingFacts = {};
  for (const { name, data } of embeddedStates(root, logs)) {
    let best: JsonObject | null = null;
    let bestScore = 1;
    for (const node of flattenNodes([data])) {
      const score = SCORE_KEYS.filter((k) => node[k] !== undefined && node[k] !== null).length;
      if (score > bestScore) {
        best = node;
        bestScore = score;
      }
    }
    if (!best) continue;
    logs.push(`embedded: ${name} has a listing object (${bestScore} listing keys)`);
    const listing = best;
    const set = <T>(key: keyof ListingFacts, value: T | null | undefined, rule: string): void => {
      if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
      (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `embedded:${name}.${rule}` };
    };
    const from = (keys: readonly string[], obj: JsonObject = listing): { key: string; text: string | null; value: Json } | null => {
      const hit = pick(obj, keys);
      return hit ? { key: hit.key, text: text(hit.value), value: hit.value } : null;
    };
    const price = from(ALIASES.price);
    if (price?.text) {
      set("price", normalisePrice(typeof price.value === "number" ? price.value : price.text), price.key);
      set("priceText", price.text, price.key);
    }
    const beds = from(ALIASES.bedrooms);
    const parsedBeds = beds?.text ? parseBedrooms(beds.text) : null;
    set("bedrooms", parsedBeds?.above, beds?.key ?? "");
    set("bedroomsBelowGrade", parsedBeds?.below, beds?.key ?? "");
    const baths = from(ALIASES.bathrooms);
    set("bathrooms", parseCount(baths?.text), baths?.key ?? "");
    const area = from(ALIASES.area);
    set("squareFootage", area?.text ? parseArea(area.text) : null, area?.key ?? "");
    const mls = from(ALIASES.mls);
    set("mlsNumber", mls?.text?.toUpperCase(), mls?.key ?? "");
    const addressObj = isObject(listing["address"]) ? listing["address"] : listing;
    for (const [fact, keys] of [["street", ALIASES.street], ["city", ALIASES.city]] as const) {
      const hit = from(keys, addressObj);
      set(fact, hit?.text, `address.${hit?.key ?? ""}`);
    }
    const prov = from(ALIASES.province, addressObj);
    set("province", provinceCode(prov?.text), `address.${prov?.key ?? ""}`);
    const postal = from(ALIASES.postal, addressObj);
    set("postalCode", normalisePostalCode(postal?.text), `address.${postal?.key ?? ""}`);
    const simple = [["propertyType", ALIASES.type], ["lotSize", ALIASES.lot], ["listingAgentName", ALIASES.agent], ["brokerageName", ALIASES.brokerage], ["title", ALIASES.title], ["description", ALIASES.description]] as const;
    for (const [fact, keys] of simple) {
      const hit = from(keys);
      set(fact, hit?.text, hit?.key ?? "");
    }
    const year = from(ALIASES.year);
    set("yearBuilt", parseYear(year?.text), year?.key ?? "");
  }
  return facts;
}
