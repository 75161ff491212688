/**
 * Reads listing facts from schema.org-shaped objects, whichever syntax they came from
 * (JSON-LD, microdata, RDFa or a page-embedded state object converted to this shape).
 */
import type { Candidate, FactKey, GeoPoint, ListingFacts, LotSize, NormalisedPrice } from "../types.ts";
import { normalisePrice } from "../normalise/price.ts";
import { parseLot } from "../normalise/lot.ts";
import { mlsNumberOf } from "../normalise/mls.ts";
import { parseDisplayAddress } from "../normalise/places.ts";
import { geoPoint } from "./geo.ts";
import { findPostalCode, normalisePostalCode } from "../normalise/postal.ts";
import { parseArea, parseBedrooms, parseCount, parseLocaleNumber, parseYear } from "../normalise/numbers.ts";
import { provinceCode } from "../normalise/province.ts";
import { isPersonName, isTeamName } from "../normalise/plausible.ts";
import { withoutDesignation } from "../normalise/designation.ts";
import { asArray, flattenNodes, isObject, text, typesOf } from "./json.ts";
import type { Json, JsonObject } from "./json.ts";

const LISTING = ["realestatelisting", "product", "offer", "aggregateoffer", "individualproduct"];
const DWELLING = [
  "singlefamilyresidence", "house", "apartment", "accommodation", "residence", "apartmentcomplex",
  "gatedresidencecommunity", "room", "suite", "condominium", "townhouse", "landform", "place",
];
const PERSON = ["person", "realestateagent"];
const ORG = ["organization", "realestateagent", "localbusiness", "corporation"];

const TYPE_LABEL: Record<string, string> = {
  singlefamilyresidence: "Single Family",
  house: "House",
  apartment: "Apartment",
  condominium: "Condo",
  townhouse: "Townhouse",
  apartmentcomplex: "Apartment",
  suite: "Suite",
  room: "Room",
};

export type FactSetter = (key: Exclude<FactKey, "images" | "typeHints">, value: string | number | NormalisedPrice | GeoPoint | LotSize | null | undefined, rule: string) => void;

/**
 * The publisher, its agents and offices: their addresses and coordinates are never the listing's. So are a notary's,
 * a lawyer's or another professional office's (LocalBusiness subtypes: a notary selling an estate by tender).
 */
const PUBLISHER = [
  "organization", "corporation", "localbusiness", "realestateagent", "person", "brand", "website", "onlinebusiness",
  "legalservice", "notary", "attorney", "professionalservice", "financialservice", "accountingservice", "insuranceagency",
];
type Setter = FactSetter;

function imageUrls(value: Json | undefined): string[] {
  const out: string[] = [];
  for (const v of asArray(value)) {
    if (typeof v === "string") out.push(v);
    else if (isObject(v)) {
      const url = text(v["url"] ?? v["contentUrl"] ?? v["@id"]);
      if (url) out.push(url);
    }
  }
  return out;
}

function readAddress(node: JsonObject, set: Setter, rule: string): void {
  const street = text(node["streetAddress"]);
  // A whole display address in streetAddress ("100 King St W, Toronto, ON M5V 2T6") keeps only its street.
  const parsed = street && street.includes(",") ? parseDisplayAddress(street) : null;
  set("street", parsed?.street ?? street, `${rule}.streetAddress`);
  set("city", text(node["addressLocality"]), `${rule}.addressLocality`);
  set("province", provinceCode(text(node["addressRegion"])), `${rule}.addressRegion`);
  set("postalCode", normalisePostalCode(text(node["postalCode"])), `${rule}.postalCode`);
  // Its other parts fill what the address's own fields left out (the first value of a fact wins).
  set("city", parsed?.city, `${rule}.streetAddress`);
  set("province", parsed?.province, `${rule}.streetAddress`);
  set("postalCode", parsed?.postalCode, `${rule}.streetAddress`);
  set("neighbourhood", parsed?.neighbourhood, `${rule}.streetAddress`);
}

function readDwelling(node: JsonObject, type: string, set: Setter, rule: string): void {
  const r = rule;
  if (TYPE_LABEL[type]) set("propertyType", TYPE_LABEL[type], `${r}@type`);
  const bedrooms = node["numberOfBedrooms"] ?? node["numberOfBedroomsTotal"];
  // numberOfRooms counts all rooms on some sites and bedrooms on others: read as bedrooms, under its own name, so
  // that the page's labelled bedroom count beats it (page-statements.ts).
  const beds = bedrooms ?? node["numberOfRooms"];
  const bedRule = bedrooms === undefined ? "numberOfRooms" : "numberOfBedrooms";
  const bedText = text(beds);
  const parsedBeds = bedText === null ? null : parseBedrooms(bedText);
  if (parsedBeds) {
    set("bedrooms", parsedBeds.above, `${r}.${bedRule}`);
    set("bedroomsBelowGrade", parsedBeds.below, `${r}.${bedRule}`);
  }
  const full = parseCount(text(node["numberOfBathroomsTotal"] ?? node["numberOfFullBathrooms"] ?? node["numberOfBathrooms"]));
  const partial = parseCount(text(node["numberOfPartialBathrooms"]));
  if (full !== null) set("bathrooms", full + (partial ?? 0) * 0.5, `${r}.numberOfBathroomsTotal`);
  const onlyFull = parseCount(text(node["numberOfFullBathrooms"]));
  if (onlyFull !== null) {
    set("bathroomsFull", onlyFull, `${r}.numberOfFullBathrooms`);
    set("bathroomsHalf", partial ?? 0, `${r}.numberOfPartialBathrooms`);
  }
  const floor = node["floorSize"];
  if (floor !== undefined) {
    const unit = isObject(floor) ? text(floor["unitCode"] ?? floor["unitText"]) : null;
    const raw = isObject(floor) ? floor["value"] : floor;
    const rawText = text(raw);
    const n = typeof raw === "number" ? parseArea(raw, unit) : rawText && unit ? parseArea(parseLocaleNumber(rawText) ?? 0, unit) : rawText ? parseArea(rawText) : null;
    set("squareFootage", n, `${r}.floorSize`);
  }
  const lot = node["lotSize"];
  if (lot !== undefined) {
    const lotText = isObject(lot) ? [text(lot["value"]), text(lot["unitText"] ?? lot["unitCode"])].filter(Boolean).join(" ") : text(lot);
    set("lotSize", lotText || null, `${r}.lotSize`);
    set("lot", lotText ? parseLot(lotText) : null, `${r}.lotSize`);
  }
  set("yearBuilt", parseYear(text(node["yearBuilt"])), `${r}.yearBuilt`);
}

function readOffer(node: JsonObject, set: Setter, rule: string): void {
  const spec = isObject(node["priceSpecification"]) ? node["priceSpecification"] : null;
  // An AggregateOffer from a low to a different high price spans several offers (a project's plans): its lowPrice
  // ("From $549,900") is named as such, so that the page's own price for one plan beats it (merge.ts). So does one
  // that counts several offers with no high price ({ lowPrice: 659900, offerCount: 4 }, a builder's model's homes).
  const several = Number(text(node["offerCount"]) ?? "") > 1;
  const range = node["price"] === undefined && node["lowPrice"] !== undefined && ((node["highPrice"] !== undefined && text(node["lowPrice"]) !== text(node["highPrice"])) || (node["highPrice"] === undefined && several));
  const priceValue = node["price"] ?? node["lowPrice"] ?? spec?.["price"];
  const currency = text(node["priceCurrency"] ?? spec?.["priceCurrency"]);
  const priceText = text(priceValue);
  if (priceText) {
    const name = range ? "lowPrice" : "price";
    set("price", normalisePrice(typeof priceValue === "number" ? priceValue : priceText, currency), `${rule}.${name}`);
    set("priceText", priceText, `${rule}.${name}`);
  }
}

/** A private seller's placeholder name ("Particulier", "Private seller", "Owner"): nobody's name. */
const PRIVATE_SELLER = /^(?:particuliers?|private(?:\s+(?:seller|owner|party))?|(?:the\s+)?owners?|propriétaires?|vendeurs?|sellers?|fsbo|by\s+owner)$/i;

/** An @graph node named by its "@id" alone ({ "@id": "#agent-1" }) is the node of that id elsewhere in the graph. */
type Ids = Map<string, JsonObject>;
const resolved = (value: Json, ids: Ids): Json => {
  if (!isObject(value)) return value;
  const id = value["@id"];
  return typeof id === "string" && Object.keys(value).every((k) => k === "@id" || k === "@type") ? (ids.get(id) ?? value) : value;
};

/** A piece of writing (a blog's post about a listing, its page): its author wrote it, and lists nothing. */
const WRITING = new Set(["article", "blogposting", "newsarticle", "socialmediaposting", "report", "review", "webpage", "creativework"]);

function readPeople(node: JsonObject, set: Setter, rule: string, ids: Ids): void {
  const writing = typesOf(node).some((t) => WRITING.has(t));
  for (const key of ["offeredBy", "seller", "agent", "broker", "provider", "author", "listingAgent"]) {
    if (key === "author" && writing) continue;
    for (const ref of asArray(node[key])) {
      const who = resolved(ref, ids);
      if (!isObject(who)) continue;
      const types = typesOf(who);
      if (types.some((t) => PERSON.includes(t)) && !types.includes("organization")) {
        const given = text(who["name"]);
        const name = given === null ? null : withoutDesignation(given);
        // A RealEstateAgent named as a firm ("Huron Lakeside Realty Inc., Brokerage") is the agency, never the agent:
        // the agent is left to the page that names one.
        const firm = name !== null && types.includes("realestateagent") && !isPersonName(name) && !isTeamName(name);
        if (name && !firm && !PRIVATE_SELLER.test(name.trim())) set("listingAgentName", name, `${rule}.${key}.name`);
        const org = who["worksFor"] ?? who["memberOf"] ?? who["parentOrganization"] ?? who["affiliation"];
        for (const ref of asArray(org)) {
          const o = resolved(ref, ids);
          if (isObject(o)) set("brokerageName", text(o["name"]), `${rule}.${key}.worksFor.name`);
          // Microdata's worksFor as the card's text, with no item of its own ("Firm Ltd., Brokerage — Durham
          // Office"): the firm, without the branch office named after a dash.
          else if (typeof o === "string") set("brokerageName", o.trim(), `${rule}.${key}.worksFor`);
        }
      }
      // A seller's RealEstateAgent named as a person ("Darryl Kuepfer") is the agent, never the brokerage.
      const personAgent = types.includes("realestateagent") && !types.includes("organization") && isPersonName(text(who["name"]) ?? "");
      if (types.some((t) => ORG.includes(t)) && (types.includes("organization") || key === "broker" || key === "seller") && !personAgent) {
        set("brokerageName", text(who["name"]), `${rule}.${key}.name`);
      }
    }
  }
}

/** MLS® numbers: a labelled identifier or mlsNumber may be digits; a sku or productID only a board's lettered format. */
function readIdentifier(node: JsonObject, set: Setter, rule: string): void {
  for (const key of ["mlsNumber", "identifier", "sku", "productID", "propertyID"]) {
    for (const id of asArray(node[key])) {
      const label = isObject(id) ? `${text(id["name"]) ?? ""} ${text(id["propertyID"]) ?? ""}` : "";
      const value = isObject(id) ? text(id["value"]) : text(id);
      if (key === "identifier" && isObject(id) && !/mls|centris/i.test(label)) continue;
      const labelled = key === "mlsNumber" || (key === "identifier" && /mls|centris/i.test(label));
      set("mlsNumber", mlsNumberOf(value, labelled), `${rule}.${key}`);
    }
  }
}

/**
 * A venue a visitor goes to, not the home sold: a builder's or presale's presentation centre or showhome, a resort's
 * clubhouse or golf course, a sales office. It is a business by its schema.org type (a LocalBusiness subtype:
 * "HomeAndConstructionBusiness", "GolfCourse", "SportsActivityLocation", "Store"…) or keeps opening hours, which a home
 * never does. A holiday home's own "VacationRental" is the listing.
 */
const VENUE_TYPE = /(?:business|store|course|club|contractor|establishment|location|cent(?:er|re)|office)$/;
/** A listing's or a home's own type (a bare "Place" may be anything). */
const isHomeType = (t: string): boolean => LISTING.includes(t) || (DWELLING.includes(t) && t !== "place");
function isVenue(node: JsonObject, types: string[]): boolean {
  if (types.some((t) => isHomeType(t) || t === "vacationrental")) return false;
  return types.some((t) => VENUE_TYPE.test(t)) || node["openingHours"] !== undefined || node["openingHoursSpecification"] !== undefined;
}

/** Nodes inside the publisher's, agents', offices' and venues' objects (their addresses, coordinates). */
function publisherNodes(roots: Json[]): Set<JsonObject> {
  const out = new Set<JsonObject>();
  for (const node of flattenNodes(roots)) {
    const types = typesOf(node);
    // Any organization's subtype too: a newspaper's classifieds name its own office ("NewsMediaOrganization").
    if (out.has(node) || !(types.some((t) => PUBLISHER.includes(t) || t.endsWith("organization")) || isVenue(node, types))) continue;
    for (const inner of flattenNodes([node])) {
      if (inner !== node && typesOf(inner).some(isHomeType)) continue;
      out.add(inner);
    }
  }
  return out;
}

/** Reads facts from a set of schema.org roots; `source` prefixes each rule ("json-ld", "microdata", ...). */
export function readSchemaFacts(roots: Json[], source: string): ListingFacts {
  const facts: ListingFacts = {};
  const images: Candidate<string>[] = [];
  const set: Setter = (key, value, rule) => {
    if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `${source}:${rule}` };
  };
  const nodes = flattenNodes(roots);
  const rank = (n: JsonObject): number => {
    const t = typesOf(n);
    if (t.includes("realestatelisting")) return 0;
    if (t.some((x) => DWELLING.includes(x) && x !== "place")) return 1;
    if (t.some((x) => LISTING.includes(x))) return 2;
    return t.length > 0 ? 3 : 4;
  };
  const publisher = publisherNodes(roots);
  const ids: Ids = new Map();
  for (const node of nodes) if (typeof node["@id"] === "string" && Object.keys(node).length > 2 && !ids.has(node["@id"])) ids.set(node["@id"], node);
  // A rental building's offers from a low to a different high rent span its units: no one unit's price.
  const buildingRanges = new Set<JsonObject>();
  for (const node of nodes) {
    if (!typesOf(node).includes("apartmentcomplex")) continue;
    for (const offer of asArray(node["offers"])) if (isObject(offer) && offer["price"] === undefined && offer["lowPrice"] !== undefined && text(offer["lowPrice"]) !== text(offer["highPrice"])) buildingRanges.add(offer);
  }
  const ordered = [...nodes].sort((a, b) => rank(a) - rank(b));
  for (const node of ordered) {
    const types = typesOf(node);
    // Agents and their brokerage are read from the listing's offeredBy/seller, never the publisher's address.
    if (publisher.has(node) || buildingRanges.has(node)) continue;
    const main = types.find((t) => LISTING.includes(t) || DWELLING.includes(t));
    const rawType = asArray(node["@type"]).find((t): t is string => typeof t === "string");
    const rule = rawType ? (rawType.split(/[/#:]/).pop() ?? rawType) : "node";
    if (main && !["offer", "aggregateoffer"].includes(main)) {
      set("title", text(node["name"] ?? node["headline"]), `${rule}.name`);
      set("description", text(node["description"]), `${rule}.description`);
      for (const url of imageUrls(node["image"] ?? node["photo"] ?? node["photos"])) images.push({ value: url, source: `${source}:${rule}.image` });
      const category = text(node["propertyType"] ?? node["accommodationCategory"] ?? node["category"]);
      if (category && !/^https?:/.test(category)) set("propertyType", category, `${rule}.propertyType`);
    }
    if (types.includes("offer") || types.includes("aggregateoffer") || node["price"] !== undefined || node["priceSpecification"] !== undefined) {
      readOffer(node, set, rule);
    }
    if (main) readDwelling(node, main, set, rule);
    if (types.includes("postaladdress")) readAddress(node, set, rule);
    else if (typeof node["address"] === "string") {
      const addr = node["address"];
      const parts = parseDisplayAddress(addr);
      set("street", parts ? parts.street : addr.split(",")[0]?.trim(), `${rule}.address`);
      set("city", parts?.city, `${rule}.address`);
      set("neighbourhood", parts?.neighbourhood, `${rule}.address`);
      set("province", parts?.province, `${rule}.address`);
      set("postalCode", parts?.postalCode ?? findPostalCode(addr), `${rule}.address`);
    }
    // A Place's own latitude and longitude (schema.org gives a Place and each home type both properties: microdata's
    // <meta itemprop="latitude"> inside the home's item), as a GeoCoordinates' are. So are a listing item's that gives
    // the home's own address beside them (Centris's Product: itemprop="address", then "latitude" and "longitude").
    const placedListing = main !== undefined && main !== "offer" && main !== "aggregateoffer" && LISTING.includes(main) && node["address"] !== undefined;
    if (types.includes("geocoordinates") || (main !== undefined && DWELLING.includes(main)) || placedListing) set("geo", geoPoint(node["latitude"], node["longitude"]), `${rule}.latitude`);
    readPeople(node, set, rule, ids);
    readIdentifier(node, set, rule);
  }
  if (images.length > 0) facts.images = images;
  return facts;
}
