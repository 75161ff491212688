/**
 * Listing data embedded in page scripts (__NEXT_DATA__, window.__INITIAL_STATE__, window.PAGE_MODEL and similar):
 * locate the JSON, find the most listing-like object in it and map its keys. Keys are matched without case or
 * underscores ("ml_num" is "mlNum"); estimates, sold prices and fees have keys of their own and are never read.
 */
import type { HtmlDocument } from "../html/parse.ts";
import { normalisePrice } from "../normalise/price.ts";
import { normalisePostalCode } from "../normalise/postal.ts";
import { parseLot } from "../normalise/lot.ts";
import { mlsNumberOf } from "../normalise/mls.ts";
import { parseArea, parseBedrooms, parseCount, parseYear } from "../normalise/numbers.ts";
import { isQuebecRegion, parseDisplayAddress } from "../normalise/places.ts";
import { provinceCode } from "../normalise/province.ts";
import type { Candidate, GeoPoint, ListingFacts, NormalisedPrice } from "../types.ts";
import { geoPoint, mapMarkers } from "./geo.ts";
import { withoutDesignation } from "../normalise/designation.ts";
import { foldedWords } from "../normalise/fold.ts";
import { flattenNodes, isObject, parseLenientJson, parseScriptObject, text } from "./json.ts";
import type { Json, JsonObject } from "./json.ts";

const ALIASES = {
  // A French-language site's state names it "prix" ({ prix: 429000, chambres: 3 }).
  price: ["listPrice", "askingPrice", "listingPrice", "price", "priceValue", "prices", "primaryPrice", "prix"],
  // A rental marketplace's monthly rent ("listedRent": 1495) where a sale would state its price.
  rent: ["listedRent", "monthlyRent", "rentAmount"],
  // A record's count above grade before its total ({ beds: 5, bedsAboveGrade: 3, bedsBelowGrade: 2 }): the total
  // holds the basement's bedrooms, which bedroomsBelowGrade counts.
  bedrooms: ["bedsAboveGrade", "bedroomsAboveGrade", "bedrooms", "beds", "bedroomsTotal", "numberOfBedrooms", "bedroomCount", "bedroomString", "bedroom"],
  bedroomsBelow: ["bedsBelowGrade", "bedroomsBelowGrade"],
  // CREA's data feed names its count a total ("BathroomTotal": "4" beside "HalfBathTotal": "1").
  // A French site's "sdb" (salles de bain), as its sheet abbreviates them ({ sdb: { sallesDeBain: "1", sallesEau: "1" } }).
  bathrooms: ["bathrooms", "baths", "bathroomsTotal", "bathroomsTotalInteger", "bathroomTotal", "bathroomCount", "washrooms", "washroom", "sdb"],
  bathsFull: ["bathsFull", "bathroomsFull", "fullBaths", "fullBathrooms"],
  // A three-quarter bath (a shower, no tub) is a full bath, as a "3/4 Bathrooms" row counts it (text/baths.ts).
  bathsThreeQuarter: ["bathsThreeQuarter", "bathroomsThreeQuarter", "threeQuarterBaths", "threeQuarterBathrooms"],
  bathsHalf: ["bathsHalf", "bathroomsHalf", "halfBaths", "halfBathrooms", "partialBaths", "halfBathTotal"],
  // A French site's net or living area ("superficieNette": { valeur: "81.94", unite: "m²" }).
  area: ["livingArea", "sqft", "squareFeet", "floorArea", "sizeInterior", "squareFootage", "sqFtSearch", "sqftRange", "houseArea", "superficieNette", "superficieHabitable"],
  // A Quebec site's sheet names the Centris® number and the address's parts in French ({ centris, adresse, ville,
  // quartier, codePostal, courtier }).
  mls: ["mlsNumber", "mls", "mlsId", "mlsNum", "mlNum", "centris", "noCentris", "numeroCentris"],
  street: ["streetAddress", "street", "line1", "addressLine1", "address", "line", "adresse"],
  city: ["city", "addressLocality", "municipality", "municipalityName", "ville"],
  // RESO's SubdivisionName is the community a board files the listing under ("Killarney/Glengarry").
  // A Montreal address's borough ({ ville: "Montréal", arrondissement: "Le Plateau-Mont-Royal" }).
  neighbourhood: ["neighbourhood", "neighborhood", "communityName", "community", "neighbourhoodName", "neighborhoodName", "subdivisionName", "quartier", "arrondissement"],
  province: ["province", "provinceCode", "addressRegion", "stateOrProvince", "stateOrProvinceName", "region", "state", "stateCode"],
  postal: ["postalCode", "postal", "zip", "zipcode", "codePostal"],
  // A builder's plan names its kind as a product line ("productType": "Townhome"); a German portal's state its estate's
  // ("estateType": "HOUSE").
  type: ["dwellingType", "buildingType", "houseTypeName", "homeType", "propertySubType", "subType", "propertyType", "estateType", "type", "productType"],
  // CREA's data feed dates the building's construction ("ConstructedDate": "2004").
  year: ["yearBuilt", "builtYear", "yearOfConstruction", "constructionYear", "constructedDate", "anneeConstruction", "anneeDeConstruction"],
  lot: ["lotSize", "lotSizeArea", "lotDimensions"],
  // A land site's record sizes the whole property by its acres ({ price: 1275000, acres: 112, pricePerAcre }); a
  // "tillableAcres" or "pastureAcres" is only part of it, under a key of its own.
  acres: ["acres", "totalAcres", "acreage", "totalAcreage"],
  // RESO's ListAgentFullName and ListOfficeName, and their forms on other sites ("listAgentName", "officeListName").
  // The listing agent as an object of its own ("listingAgent": { name, brokerage }).
  agent: ["agentName", "listingAgentName", "realtorName", "agent", "listAgentFullName", "listAgentName", "courtier", "listingAgent", "listAgent"],
  // CREA's data feed lists the listing's REALTORS® as its "Individual" array ([{ Name, Organization: { Name } }]); a
  // French site its "courtiers" ([{ nom, agence }]).
  agents: ["agents", "listingAgents", "realtors", "agentList", "individual", "individuals", "courtiers"],
  // A luxury marketplace's "dealer" ({ dealer: { name, agent } }): the agency that lists the home, its agent inside it.
  brokerage: ["brokerageName", "officeName", "brokerName", "brokerage", "brokerageText", "office", "customer", "agency", "listOfficeName", "officeListName", "listingOffice", "dealer"],
  title: ["title", "headline"],
  description: ["description", "remarks", "publicRemarks"],
} as const;

/** An agent record's own name and firm beyond the aliases' ({ nameEn, company }). */
const AGENT_NAME = ["fullName", "nameEn", "englishName"] as const;
const AGENT_FIRM = [...ALIASES.brokerage, "company"] as const;

/** A French site's salles d'eau: powder rooms, half baths beside its salles de bain ({ sdb: 2, salleEau: 1 }). */
const SALLES_EAU = ["salleEau", "sallesEau", "salleDEau", "sallesDEau"] as const;
/**
 * A German portal's guest WC (a "Gäste-WC": a toilet and basin, a powder room) beside its bathrooms ({ bathrooms: 2,
 * guestToilet: true }): a half bath, one when the state only says there is one.
 */
const GUEST_WC = ["guestToilet", "guestToilets", "guestWc"] as const;
const powderRoomsOf = (powder: { text: string | null; value: Json }): number | null =>
  powder.value === true || /^(?:yes|true|ja)$/i.test(powder.text ?? "") ? 1 : parseCount(powder.text);
const REGIONAL = /\b(?:regional\s+municipality|regional\s+district|municipal\s+district|county)\b/i;
const MANAGED_COMMUNITY = /manager|agerestrict|ageRestrict|lotrent|lotRent|siteCount|sites|amenit/i;
/** A builder's floor plan or model in a record: the record is a new development's suite or home. */
const BUILDER_PLAN = ["plan", "planName", "floorPlan", "floorPlanName", "model", "modelName"] as const;

/**
 * Normalised key names, remembered: a state's thousands of records repeat the same few dozen keys, and every pick()
 * and score reads each of them. Bounded, so a page of random keys cannot grow it without end.
 */
const normalised = new Map<string, string>();
const norm = (k: string): string => {
  let out = normalised.get(k);
  if (out === undefined) {
    if (normalised.size > 10_000) normalised.clear();
    out = k.toLowerCase().replace(/[_-]/g, "");
    normalised.set(k, out);
  }
  return out;
};
/**
 * A key's own name without the namespace of a site's label keys ("lbl.chambres" is "chambres", "unit.m2" is "m2": the
 * keys of its translation dictionary, used as the listing's keys), normalised as norm() does.
 */
const keyName = (k: string): string => norm(k.includes(".") ? k.slice(k.lastIndexOf(".") + 1) : k);
// RESO's listing agent and office keys (ListAgentFullName, ListOfficeName) are a listing record's own: a business or
// a lot for sale has no bedrooms or bathrooms to score by. A land site's acres are its record's size, as a home's area is.
const SCORE_KEYS = new Set([...ALIASES.price, ...ALIASES.bedrooms, ...ALIASES.bathrooms, ...ALIASES.area, ...ALIASES.mls, ...ALIASES.acres, "listAgentFullName", "listOfficeName"].map(norm));

/**
 * A large object's keys by their normalised names, built once per object (readers never add or rename a state's keys);
 * null for a small one, whose few keys are scanned instead: a state's thousands of small items need no index each.
 */
const keyIndexes = new WeakMap<JsonObject, Map<string, string>>();
const INDEXED_KEYS = 12;
function keyIndex(obj: JsonObject): Map<string, string> | null {
  let index = keyIndexes.get(obj);
  if (index) return index;
  let size = 0;
  for (const k in obj) if (k && ++size > INDEXED_KEYS) break;
  if (size <= INDEXED_KEYS) return null;
  index = new Map<string, string>();
  for (const k of Object.keys(obj)) {
    const name = keyName(k);
    if (!index.has(name)) index.set(name, k);
  }
  keyIndexes.set(obj, index);
  return index;
}

/** Looks a value up by alias, ignoring case and underscores; empty values do not count. */
function pick(obj: JsonObject, keys: readonly string[]): { key: string; value: Json } | null {
  const index = keyIndex(obj);
  for (const alias of keys) {
    const k = index === null ? firstKeyNamed(obj, norm(alias)) : index.get(norm(alias));
    if (k === undefined) continue;
    const v = obj[k];
    if (v !== undefined && v !== null && v !== "") return { key: k, value: v };
  }
  return null;
}

/** The first of a small object's keys with the normalised name `name` (what keyIndex maps it to). */
function firstKeyNamed(obj: JsonObject, name: string): string | undefined {
  for (const k in obj) if (keyName(k) === name) return k;
  return undefined;
}

/**
 * Scalar text of a value, looking inside {amount}, {primaryPrice}, {value}, {name}, {companyName}, {text}; a site's
 * {estimate} only when the object states nothing else (HouseSigma's house_area: the listing's "1500-2000" as its text,
 * area or range, not its guess).
 */
const SCALAR_KEYS = ["primaryPrice", "amount", "value", "valeur", "name", "companyName", "displayName", "text", "area", "range", "estimate"] as const;

function scalar(value: Json | undefined): string | null {
  if (isObject(value)) {
    const inner = pick(value, SCALAR_KEYS);
    return inner ? scalar(inner.value) : null;
  }
  return text(value);
}

/**
 * Index of the bracket closing the one at `start` ("{", "[" or "("), skipping strings and counting every kind of
 * bracket inside; -1 when it never closes.
 */
export function bracketEnd(raw: string, start: number): number {
  let depth = 0;
  let quote = 0;
  for (let i = start; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (quote) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 40 || c === 91 || c === 123) depth++;
    else if ((c === 41 || c === 93 || c === 125) && --depth === 0) return i;
  }
  return -1;
}

/**
 * A normalised cache's references ({ "__ref": "Office:871" }, Apollo's) replaced by the records they name ("Office:871":
 * { name }), wherever the cache holds them: the listing's office and agents are then the listing's own objects.
 */
function withCacheRefs(data: Json): Json {
  const nodes = flattenNodes([data]);
  const records = new Map<string, JsonObject>();
  for (const node of nodes) for (const [k, v] of Object.entries(node)) if (k.includes(":") && isObject(v) && !records.has(k)) records.set(k, v);
  if (records.size === 0) return data;
  const target = (v: Json): JsonObject | undefined => (isObject(v) && typeof v["__ref"] === "string" && Object.keys(v).length === 1 ? records.get(v["__ref"]) : undefined);
  for (const node of nodes) {
    for (const [k, v] of Object.entries(node)) {
      const record = target(v);
      if (record) node[k] = record;
      else if (Array.isArray(v)) node[k] = v.map((item) => target(item) ?? item);
    }
  }
  return data;
}

/**
 * `placeOnly`: a state read for the listing's place alone (`placeStates`), never for its other facts: a platform's
 * `var property = {…}` whose counts are its own totals (a Real Geeks page's beds above and below grade as one), or a
 * map's markers (`var wpl_map_markers4 = […]`).
 */
type EmbeddedState = { name: string; data: Json; placeOnly?: boolean };

/** Each page's states, parsed once: a site's reader (sites.ts) and the generic one (embeddedFacts) read the same. */
const parsedStates = new WeakMap<HtmlDocument, { full: EmbeddedState[]; place: EmbeddedState[] }>();

/**
 * The page's embedded states (Next.js's page data, JSON scripts, `window.X = {…}` assignments), parsed on the first
 * call for a page and the same objects after; readers never change them.
 */
export function embeddedStates(root: HtmlDocument, logs: string[]): EmbeddedState[] {
  return allStates(root, logs).full;
}

/** The states read for the listing's place alone (see EmbeddedState). */
function placeStates(root: HtmlDocument, logs: string[]): EmbeddedState[] {
  return allStates(root, logs).place;
}

function allStates(root: HtmlDocument, logs: string[]): { full: EmbeddedState[]; place: EmbeddedState[] } {
  const cached = parsedStates.get(root);
  if (cached) return cached;
  const out = parseStates(root, logs);
  const split = { full: out.filter((s) => s.placeOnly !== true), place: out.filter((s) => s.placeOnly === true) };
  parsedStates.set(root, split);
  return split;
}

/**
 * A variable that holds the page's property (`var property = {…}`, Real Geeks) or its map's markers (`var
 * wpl_map_markers4 = […]`, Realtyna WPL): read for the listing's place alone.
 */
const PLACE_VARIABLE = /\b(?:var|let|const)\s+(property|[A-Za-z_$][\w$]*markers\d*)\s*=\s*([{[])/gi;

function placeVariables(raw: string, out: EmbeddedState[]): void {
  for (const m of raw.matchAll(PLACE_VARIABLE)) {
    const array = m[2] === "[";
    // The property's own object ("property"), or a list of markers ("…markers").
    if (array === ((m[1] ?? "").toLowerCase() === "property")) continue;
    const start = (m.index ?? 0) + m[0].length - 1;
    const end = bracketEnd(raw, start);
    const data = end > start ? parseScriptObject(raw.slice(start, end + 1)) : undefined;
    if (data !== undefined) out.push({ name: m[1] ?? "state", data, placeOnly: true });
  }
}

/** Nuxt 2's state as a function of its repeated values: `window.__NUXT__=(function(a,b,…){return {…}}(null,false,…))`. */
const NUXT_FUNCTION = /window\.__NUXT__\s*=\s*\(?\s*function\s*\(([\w$,\s]*)\)\s*\{\s*return\s*\{/;
/** A bare name in a value's place (after ":", "," or "[", before ",", "}" or "]"): one of the function's parameters. */
const VALUE_NAME = /([:,[]\s*)([A-Za-z_$][\w$]*)(?=\s*[,}\]])/g;

/**
 * Nuxt 2's state function read as its object, each parameter in a value's place replaced by the argument it is called
 * with (an argument that is no plain value, or one missing, is null). Names inside strings are left as they are.
 */
function nuxtFunctionState(raw: string): Json | undefined {
  const m = NUXT_FUNCTION.exec(raw);
  if (!m) return undefined;
  const start = m.index + m[0].length - 1;
  const end = bracketEnd(raw, start);
  const call = end > start ? /^\s*\}\s*\(/.exec(raw.slice(end + 1, end + 40)) : null;
  if (!call) return undefined;
  const open = end + call[0].length;
  const close = bracketEnd(raw, open);
  const parsed = close > open && raw.charCodeAt(close) === 41 /* ) */ ? parseScriptObject(`[${raw.slice(open + 1, close).replace(/\bvoid 0\b/g, "null")}]`) : undefined;
  const args = Array.isArray(parsed) ? parsed : [];
  const values = new Map((m[1] ?? "").split(",").map((p, k) => [p.trim(), JSON.stringify(args[k] ?? null)] as const));
  const body = raw.slice(start, end + 1);
  // Outside strings only: a description's ", a]" is its own text.
  const bind = (plain: string): string => plain.replace(VALUE_NAME, (all, lead: string, name: string) => (values.has(name) ? `${lead}${values.get(name) ?? "null"}` : all));
  let bound = "";
  let plainFrom = 0;
  for (let i = 0; i < body.length; ) {
    const c = body.charCodeAt(i);
    if (c !== 34 && c !== 39) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < body.length && body.charCodeAt(j) !== c) j += body.charCodeAt(j) === 92 ? 2 : 1;
    bound += bind(body.slice(plainFrom, i)) + body.slice(i, j + 1);
    i = j + 1;
    plainFrom = i;
  }
  bound += bind(body.slice(plainFrom));
  return parseScriptObject(bound);
}

/**
 * An Astro island's props as their values: Astro serialises each as a [type, value] pair (0 a plain value or an object
 * of pairs, 1 an array of pairs; a date's or a URL's text kept, other types none).
 */
function astroValue(pair: Json): Json {
  if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "number") return null;
  const [type, value] = pair as [number, Json];
  if (type === 1) return Array.isArray(value) ? value.map(astroValue) : null;
  if (type === 0 && isObject(value)) return astroProps(value);
  return type === 0 || typeof value === "string" ? value : null;
}
const astroProps = (props: JsonObject): JsonObject => Object.fromEntries(Object.entries(props).map(([k, v]) => [k, astroValue(v)]));

/**
 * A cache that keeps each operation's result as JSON text (urql's SSR data: { "<key>": { data: "{\"home\":…}" } }, a
 * SvelteKit page's fetched response: { status, body: "{…}" }): the result parsed in its place, in the state's top
 * object and the objects right under it (no deeper: a state's own strings are never walked).
 */
function withJsonText(data: Json): Json {
  if (!isObject(data)) return data;
  for (const node of [data, ...Object.values(data).filter(isObject)]) {
    for (const key of ["data", "body"]) {
      const v = node[key];
      if (typeof v === "string" && /^\s*[{[]/.test(v) && /[}\]]\s*$/.test(v)) {
        const parsed = parseLenientJson(v);
        if (parsed !== undefined) node[key] = parsed;
      }
    }
  }
  return data;
}

/** A Next.js app-router page's flight chunks (`self.__next_f.push([1,"…"])`): the text they add up to. */
const FLIGHT_PUSH = /self\.__next_f\.push\(\[1,\s*("(?:[^"\\]|\\.)*")\s*\]\)/g;

/**
 * The flight text's rows that are JSON ("3:{\"listing\":{…}}"): the page's props as React sends them, one state of
 * all of them (a row names another by "$3", so the listing and the rows beside it are one page's data).
 */
function flightRows(text: string): Json[] {
  const out: Json[] = [];
  for (const row of text.split("\n")) {
    const m = /^[0-9a-f]{1,8}:(?=[{[])/.exec(row);
    const data = m ? parseLenientJson(row.slice(m[0].length)) : undefined;
    if (data !== undefined) out.push(data);
  }
  return out;
}

function parseStates(root: HtmlDocument, logs: string[]): EmbeddedState[] {
  const out: EmbeddedState[] = [];
  // An Inertia app's page object in its root's attribute (`<div id="app" data-page="{&quot;component&quot;…}">`):
  // the page's props, as a Next.js page's data is. An Astro island's props (`<astro-island props="{…}" opts="{&quot;
  // name&quot;:&quot;ListingMap&quot;}">`): the component's data, named for the component.
  for (const el of root.index.pageData) {
    if (el.tag === "astro-island") {
      const props = parseLenientJson(el.attrs["props"] ?? "");
      const opts = parseLenientJson(el.attrs["opts"] ?? "");
      const component = (isObject(opts) ? text(opts["name"]) : null) ?? (el.attrs["component-url"] ?? "").split("/").pop()?.split(".")[0] ?? "";
      if (isObject(props)) out.push({ name: `astro-island:${component}`, data: astroProps(props) });
      continue;
    }
    const raw = el.attrs["data-page"] ?? "";
    const data = raw.startsWith("{") ? parseLenientJson(raw) : undefined;
    if (data !== undefined) out.push({ name: "data-page", data });
  }
  let flight = "";
  for (const script of root.index.scripts) {
    const raw = typeof script.children[0] === "string" ? script.children[0] : "";
    // A chunk may split a row anywhere: each is read, "{" in it or not.
    if (raw.startsWith("self.__next_f.push")) {
      for (const m of raw.matchAll(FLIGHT_PUSH)) {
        const chunk = parseLenientJson(m[1] ?? "");
        if (typeof chunk === "string") flight += chunk;
      }
      continue;
    }
    if (raw.length < 20 || !raw.includes("{")) continue;
    const type = script.attrs["type"] ?? "";
    if (/ld\+json/i.test(type)) continue;
    const id = script.attrs["id"] ?? "";
    if (id === "__NEXT_DATA__" || id === "__NUXT_DATA__" || /application\/json/i.test(type)) {
      const data = parseLenientJson(raw);
      // A SvelteKit page's fetched response keeps its body as JSON text ({ status, body: "{…}" }).
      const state = data !== undefined && script.attrs["data-sveltekit-fetched"] !== undefined ? withJsonText(data) : data;
      if (state !== undefined) out.push({ name: id || (script.attrs["data-sveltekit-fetched"] !== undefined ? "sveltekit-fetched" : "application/json"), data: raw.includes("__ref") ? withCacheRefs(state) : state });
      continue;
    }
    if (!raw.includes("window.") && !/\b(?:var|let|const)\s/.test(raw)) continue;
    if (raw.includes("__NUXT__")) {
      const nuxt = nuxtFunctionState(raw);
      if (nuxt !== undefined) out.push({ name: "__NUXT__", data: nuxt });
    }
    // Each `window.NAME = {…}` in the script; a script can assign several (Rightmove's PAGE_MODEL, then adInfo). A
    // variable's `var NAME = {…}` is a state as well when its name says it holds data (realtor.ca's listingMapData, a
    // French site's `var fiche`, `annonce` or `propriete`: the listing's sheet), a few per script: a bundle's code
    // declares many objects, and each is scanned to its end. So is a property of a plugin's namespace named so (an IDX
    // plugin's `ihfKestrel.detail = {…}`, Real Geeks' `rg.listing = {…}`), read for the listing's place alone as a
    // platform's `var property` is (placeVariables): its counts may be its own totals (Real Geeks' sqft above and
    // below grade as one).
    let variables = 0;
    for (const m of raw.matchAll(/(?:window\.|\b(?:var|let|const)\s+|[\w$]\.)([A-Za-z_$][\w$]*)\s*=\s*\{/g)) {
      if (!m[0].startsWith("window.") && (!/data|state|listing|map|fiche|annonce|propri|detail/i.test(m[1] ?? "") || ++variables > 4)) continue;
      const start = (m.index ?? 0) + m[0].length - 1;
      const end = bracketEnd(raw, start);
      const name = m[1] ?? "state";
      const parsed = end > start ? parseScriptObject(raw.slice(start, end + 1)) : undefined;
      // urql's SSR cache keeps each operation's result as JSON text ("__URQL_DATA__": { "<key>": { data: "{…}" } }).
      const data = parsed !== undefined && raw.includes('\\"') ? withJsonText(parsed) : parsed;
      const namespaced = !m[0].startsWith("window.") && !/^(?:var|let|const)\s/.test(m[0]);
      if (data !== undefined) out.push({ name, data: raw.includes("__ref") ? withCacheRefs(data) : data, ...(namespaced ? { placeOnly: true } : {}) });
      else logs.push(`embedded: ${name} could not be parsed`);
    }
    if (/\b(?:var|let|const)\s/.test(raw)) placeVariables(raw, out);
  }
  const rows = flight === "" ? [] : flightRows(flight);
  if (rows.length > 0) out.push({ name: "__next_f", data: rows });
  return out;
}

const listingScore = (node: JsonObject): number => {
  let score = 0;
  for (const k in node) if (SCORE_KEYS.has(keyName(k)) && node[k] !== null && node[k] !== undefined) score++;
  return score;
};

/**
 * Objects that are one of several listing-like objects in one array: a building's units or floor plans, each with its
 * own rent, beds and size, or a list of other listings. None of them is the page's one listing.
 */
function severalListings(data: Json, nodes: JsonObject[]): Set<JsonObject> {
  const out = new Set<JsonObject>();
  // The arrays are the state's top, if it is one, and every object's array values (with arrays inside them): `nodes`
  // holds every object already, so the state is not walked again.
  const arrays: Json[][] = Array.isArray(data) ? [data] : [];
  for (const node of nodes) {
    for (const k in node) {
      const v = node[k];
      if (Array.isArray(v)) arrays.push(v);
    }
  }
  for (let i = 0; i < arrays.length; i++) {
    const value = arrays[i] ?? [];
    const units = value.filter((v): v is JsonObject => isObject(v) && listingScore(v) >= 2);
    if (units.length >= 2) for (const u of units) out.add(u);
    for (const v of value) if (Array.isArray(v)) arrays.push(v);
  }
  return out;
}

/** The key whose value is `node` in the state ("plan" for { pageProps: { plan: {…} } }), or null at the top or not found. */
function keyHolding(data: Json, node: JsonObject): string | null {
  const seen = new Set<object>();
  const walk = (value: Json, depth: number): string | null => {
    if (typeof value !== "object" || value === null || seen.has(value) || depth > 40) return null;
    seen.add(value);
    for (const [k, v] of Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)) {
      if (v === node) return k;
      const found = walk(v, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(data, 0);
}

/**
 * A site's dictionary of its interface's words ("translations": { "agent_name": "Agent's name", "office": "Office",
 * "price": "Price" }, an i18n or messages bundle): its values are labels, never a listing's facts, though its keys are
 * the facts' names. Matched on the state's or the key's name, without case or underscores.
 */
const DICTIONARY = /^(?:translations?|i18n|l10n|messages|labels|localestrings|localizedstrings|strings|dictionary|dictionaries)$/;
const isDictionaryName = (name: string): boolean => DICTIONARY.test(norm(name));

/** Every object held under a dictionary's key, at any depth, with the objects inside it. */
function dictionaryNodes(nodes: JsonObject[]): Set<JsonObject> {
  const out = new Set<JsonObject>();
  for (const node of nodes) {
    for (const k in node) {
      const v = node[k];
      if (typeof v === "object" && v !== null && isDictionaryName(k)) for (const inner of flattenNodes([v])) out.add(inner);
    }
  }
  return out;
}

/** The object with the most listing keys (price, beds, baths, area, MLS®), or null below two. */
/** `nodes`: the state's objects when the caller has flattened it already (embeddedFacts), so it is walked once. */
export function listingObject(data: Json, nodes: JsonObject[] = flattenNodes([data])): { node: JsonObject; score: number } | null {
  let best: JsonObject | null = null;
  let bestScore = 1;
  const several = severalListings(data, nodes);
  const labels = dictionaryNodes(nodes);
  for (const node of nodes) {
    if (several.has(node) || labels.has(node)) continue;
    const score = listingScore(node);
    if (score > bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best ? { node: best, score: bestScore } : null;
}

/**
 * Coordinates on the object itself or in a nested map/geo/coordinates/location object, or in a condo unit's own
 * "building" object (condos.ca's listing: { unit_number, address, building: { name, lat, lng } }): the unit is there.
 */
export function geoOf(obj: JsonObject): ReturnType<typeof geoPoint> {
  const own = geoPoint(pick(obj, ["latitude", "lat"])?.value, pick(obj, ["longitude", "lng", "lon"])?.value);
  if (own) return own;
  // A French site's map object is its "carte" ({ carte: { lat, lng } }); a team site's state shortens it ("coords").
  for (const key of ["map", "geo", "coordinates", "coordinate", "coords", "location", "position", "address", "building", "carte"]) {
    const inner = pick(obj, [key])?.value;
    // A pair with no names ("coordinates": [49.82, -97.10], or GeoJSON's [-97.10, 49.82]): in North America the
    // latitude is the positive one and the longitude the negative one, whichever comes first.
    if (Array.isArray(inner) && inner.length === 2 && inner.every((n) => typeof n === "number")) {
      const [a, b] = inner as [number, number];
      const [lat, lng] = [Math.max(a, b), Math.min(a, b)];
      // Only where that reading holds: North America's latitudes and longitudes (elsewhere the order is not known).
      if (Math.sign(a) !== Math.sign(b) && lat >= 14 && lat <= 84 && lng >= -170 && lng <= -50) return geoPoint(lat, lng);
    }
    if (isObject(inner)) {
      const g = geoOf(inner);
      if (g) return g;
    }
  }
  return null;
}

/**
 * The tokens of a page's address that can name its listing: runs of letters and digits with a digit in them, five
 * characters or more ("27561234" in "/real-estate/27561234/112-bridgestone-drive", "e4412345" in
 * "…-wp_idm00000000_e4412345-lst"); the path's first, then the query's. The path names the page's own listing; a
 * query may name others beside it (a compare view's "/unit-2307-C12457781/compare?with=C12460913,C12432257"), so
 * its tokens are only looked for when the path's name no record.
 */
export function urlIds(pageUrl: string): Array<Set<string>> {
  const tokens = (s: string): Set<string> => new Set((s.toLowerCase().match(/[a-z0-9]{5,}/g) ?? []).filter((t) => /\d/.test(t)));
  try {
    const url = new URL(pageUrl);
    return [tokens(decodeURIComponent(url.pathname)), tokens([...url.searchParams.values()].join(" "))];
  } catch {
    return [];
  }
}

/**
 * The unit number a building's page address ends in ("/toronto-real-estate/30-roehampton-avenue/2407": "2407"), a
 * condo site's page of one unit among its building's; null when the last part of the path is no unit number.
 */
export function urlUnit(pageUrl: string): string | null {
  try {
    const last = new URL(pageUrl).pathname.split("/").filter(Boolean).pop() ?? "";
    return /^\d{1,5}[a-z]?$/i.test(last) ? last.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A record's own identifiers: its id, listing id or MLS® number. */
const ID_KEYS = new Set(["id", "listingId", "propertyId", "listingKey", "unitId", ...ALIASES.mls].map(norm));
/** A building's unit record's own number ({ unit: "2407", mls, listPrice }). */
const UNIT_KEYS = new Set(["unit", "unitNumber", "suite", "suiteNumber"].map(norm));

/** Whether one of the record's own identifiers is a token of the page's address, or its unit number the unit it ends in. */
function namedBy(node: JsonObject, ids: Set<string>, unit: string | null): boolean {
  for (const k in node) {
    const v = node[k];
    if (typeof v !== "string" && typeof v !== "number") continue;
    const idKey = ID_KEYS.has(norm(k));
    if (!idKey && (unit === null || !UNIT_KEYS.has(norm(k)))) continue;
    const id = String(v).trim().toLowerCase();
    if (idKey ? ids.has(id) : id === unit) return true;
  }
  return false;
}

/**
 * The record the page's address names among several listings in a state (a realtor.ca state's listings "byId", the
 * recently viewed one first and the page's own second: "/real-estate/27561234/…" is the record { Id: "27561234" }), with
 * the most listing-like object in it; the innermost such record when one holds another. A building's page of one unit
 * names it by its number ("/30-roehampton-avenue/2407" is the unit { unit: "2407" } among the building's units). Null
 * when none is named.
 */
function namedRecord(nodes: JsonObject[], ids: Array<Set<string>>, unit: string | null): { record: JsonObject; found: { node: JsonObject; score: number } } | null {
  // The path's tokens with its unit number, then the query's alone.
  for (const [tier, tokens] of ids.entries()) {
    const tierUnit = tier === 0 ? unit : null;
    if (tokens.size === 0 && tierUnit === null) continue;
    for (let i = nodes.length - 1; i >= 0; i--) {
      const node = nodes[i];
      if (!node || !namedBy(node, tokens, tierUnit)) continue;
      const found = listingObject(node);
      if (found) return { record: node, found };
    }
  }
  return null;
}

/**
 * A listing record split into objects of its own (CREA's { Id, MlsNumber, Property: { Price, Address }, Building:
 * { Bedrooms, SizeInterior }, Land, Individual }): the record's own keys, then each part that states a listing fact.
 */
function readRecordParts(record: JsonObject, read: JsonObject, name: string, facts: ListingFacts): void {
  if (read !== record) readListingObject(record, name, facts);
  for (const part of Object.values(record)) if (isObject(part) && part !== read && listingScore(part) > 0) readListingObject(part, name, facts);
}

export function embeddedFacts(root: HtmlDocument, logs: string[], pageUrl = ""): ListingFacts {
  const facts: ListingFacts = {};
  const states = embeddedStates(root, logs);
  const ids = urlIds(pageUrl);
  const unit = urlUnit(pageUrl);
  const flattened = states.map(({ name, data }) => ({ name, data, nodes: flattenNodes([data]) }));
  for (const { name, data, nodes } of flattened) {
    if (isDictionaryName(name)) continue;
    const named = namedRecord(nodes, ids, unit);
    const found = named?.found ?? listingObject(data, nodes);
    if (!found) continue;
    logs.push(`embedded: ${name} has a listing object (${found.score} listing keys)${named ? ", in the record the page's address names" : ""}`);
    readListingObject(found.node, name, facts, "embedded", keyHolding(data, found.node));
    if (named) readRecordParts(named.record, found.node, name, facts);
    const parent = facts.geo === undefined || facts.yearBuilt === undefined ? nodes.find((n) => Object.values(n).includes(found.node)) : undefined;
    // The listing's facts in a part of its record, its place in another (a Placester listing's { rets, cur_data: { price,
    // beds }, location: { address, coords } }): the record's place is the listing's. Not a state's top, which may hold
    // a map's view or an office beside the listing.
    if (facts.geo === undefined && parent && parent !== data) {
      const geo = geoOf(parent);
      if (geo) facts.geo = { value: geo, source: `embedded:${name}.record.latitude` };
    }
    // A unit's record beside its building's ({ suite: { beds, rent }, property: { address, yearBuilt } }, a property
    // manager's state): the building's year is the unit's, as a condo's building's year is.
    if (facts.yearBuilt === undefined) {
      for (const [key, value] of Object.entries(parent ?? {})) {
        if (value === found.node || !isObject(value) || !/^(?:property|building)$/i.test(key) || pick(value, ["address", "streetAddress"]) === null) continue;
        const year = pick(value, ALIASES.year);
        const parsed = parseYear(scalar(year?.value));
        if (parsed !== null) facts.yearBuilt = { value: parsed, source: `embedded:${name}.${key}.${year?.key ?? ""}` };
      }
    }
  }
  // No coordinates on the listing object: those of the one address in the states that carries its own ("Property":
  // { "Address": { AddressText, Latitude, Longitude } }, a building's { address, lat, lng }, a listing's { addr, lat,
  // lng }), when no other does.
  // The states read for the place alone join the search for it: a `var property = {…}` is one property's own record.
  const places = placeStates(root, logs);
  const placing = [...flattened, ...places.filter((p) => !Array.isArray(p.data)).map(({ name, data }) => ({ name, data, nodes: flattenNodes([data]) }))];
  if (facts.geo === undefined) {
    const placed: Array<{ name: string; geo: GeoPoint; node: JsonObject; street: string | null }> = [];
    for (const { name, data, nodes } of placing) {
      for (const node of nodes) {
        // A state that is one property's own record ("__PDP_DATA__": { propertyId, coordinates: { lat, lon } }, a
        // French site's `window.__centrisListing = { id, price, lat, lng }` or `var fiche = { prix, lat, lng }`: its own
        // id, price or MLS® number at the top) places the listing by its coordinates, nested or not.
        const propertyState = node === data && (scalar(pick(node, ["propertyId", "listingId"])?.value) !== null || listingScore(node) > 0);
        // An address with its coordinates in an object of their own ("location": { address, coordinates: { latitude,
        // longitude } }, a classified's ad) places the listing as one beside them does.
        // So does a property's record with its address as an object of its parts ({ address: { street, city }, location:
        // { lat, lng } }, a landlord's building beside the plan shown).
        const address = pick(node, ["address", "streetAddress", "addressText", "addr"])?.value;
        const addressed = typeof address === "string" || (isObject(address) && typeof pick(address, ["street", "streetAddress", "line1", "addressLine1"])?.value === "string");
        // A map's own state ("listingMapData": { Latitude, Longitude, ZoomLevel }) places the listing as an address does;
        // one centred on its one pin ({ center: { lat, lng }, zoom, pin: "148 Legacy Reach Park SE" }) by its centre.
        const mapState = node === data && /map/i.test(name);
        // A map state's point held as the listing's beside its office's ({ office: { lat, lng }, listing: { id, lat, lng } }).
        // So is a map's one marker object beside its view's centre ({ center: { lat, lng }, zoom, marker: { label, lat,
        // lng } }, a town's lot-sale map centred on the town): the marker is the listing's pin, the centre only the view.
        const mapListing = node !== data && /map/i.test(name) && isObject(data) && Object.entries(data).some(([k, v]) => v === node && (LISTING_HOLDER.test(norm(k)) || (/^(?:marker|pin)$/.test(norm(k)) && isObject(data["center"]))));
        // Only a placed record's coordinates count: an unplaced one's are never looked up (a state's thousands of items).
        if (!(propertyState || addressed || mapState || mapListing)) continue;
        const pinned = mapState && typeof pick(node, ["pin", "marker"])?.value === "string" && isObject(node["center"]) ? geoOf(node["center"]) : mapState ? listingOnMap(node, facts.mlsNumber?.value) : null;
        const geo = propertyState || addressed || mapListing ? geoOf(node) : (pinned ?? geoPoint(pick(node, ["latitude", "lat"])?.value, pick(node, ["longitude", "lng", "lon"])?.value));
        const street = typeof address === "string" ? address : isObject(address) ? text(pick(address, ["street", "streetAddress", "line1", "addressLine1"])?.value) : null;
        if (geo) placed.push({ name, geo, node, street });
      }
    }
    const one = agreeing(placed);
    if (one) facts.geo = { value: one.geo, source: `embedded:${one.name}.address+latitude` };
    // Places that disagree (a home beside its builder's show home): the one whose address the page's own title or
    // address names ("2719 Daniels Loop SW" in "/…/2719-daniels-loop-sw"). Or the one held as the listing's own record
    // when every other is an item of a list ("property": { address, coordinates } beside "nearbyProperties": […], the
    // landlord's other buildings); a listing's place beside its office's, both held by name, stays unknown.
    const named = one || placed.length < 2 ? undefined : agreeing(placed.filter((p) => namedByPage(p.street, root, pageUrl)));
    if (named) facts.geo = { value: named.geo, source: `embedded:${named.name}.address-named+latitude` };
    const holders = one || named || placed.length < 2 ? null : holdingKeys(placing.flatMap((f) => f.nodes));
    const own = holders ? placed.filter((p) => LISTING_HOLDER.test(norm(holders.get(p.node) ?? ""))) : [];
    const held = own.length > 0 && placed.every((p) => own.includes(p) || holders?.get(p.node) === LISTED) ? agreeing(own) : undefined;
    if (held) facts.geo = { value: held.geo, source: `embedded:${held.name}.${holders?.get(held.node) ?? ""}.latitude` };
  }
  // None in the states: a map script's marker whose popup or title names the page's own address ("61 Young Street"
  // beside an office's marker "Our office: 37 Inglis Place"); never the map's centre.
  if (facts.geo === undefined) {
    // A Drupal Leaflet field's features in the page's settings ({ leaflet: { "<map id>": { features: [{ lat, lon,
    // popup }] } }) are markers too; the map's own centre ("lMap": { center }) is its view.
    const markers = [
      ...root.index.scripts.flatMap((script) => (typeof script.children[0] === "string" ? mapMarkers(script.children[0]) : [])),
      ...places.flatMap((p) => stateMarkers(p.data)),
      ...states.flatMap((st) => leafletFeatures(st.data)),
    ];
    const marked = agreeing(markers.filter((m) => namedByPage(m.label.split(/,|\s{2,}/)[0], root, pageUrl)));
    if (marked) facts.geo = { value: marked.geo, source: "embedded:map-script.marker" };
  }
  return facts;
}

/**
 * A listing map's view with the listings it pins ({ center, zoom: 16, pins: [{ mls, lat, lng }, …] }, an aggregator's
 * map island): the pin naming the listing's own MLS® number is its point; with every pin naming another listing, a
 * street-level view (zoom 15 or closer) is centred on the page's listing, the others pinned around it. Null when a pin
 * names no MLS® number or the listing's number is not known (a town's or a search's map).
 */
function listingOnMap(map: JsonObject, mls: string | undefined): GeoPoint | null {
  const pins = pick(map, ["pins", "markers"])?.value;
  const center = pick(map, ["center", "centre"])?.value;
  if (mls === undefined || !Array.isArray(pins) || pins.length === 0 || !isObject(center)) return null;
  const ids = pins.map((p) => (isObject(p) ? mlsNumberOf(scalar(pick(p, ALIASES.mls)?.value), true) : null));
  if (ids.some((id) => id === null)) return null;
  const own = pins.find((_, k) => ids[k] === mls);
  if (isObject(own)) return geoOf(own);
  const zoom = Number(scalar(pick(map, ["zoom", "zoomLevel"])?.value));
  return zoom >= 15 ? geoOf(center) : null;
}

/**
 * A markers list's items with their points and titles ([{ googlemap_lt, googlemap_ln, title }, …], Realtyna WPL's
 * field names; or lat and lng): each marker's place, matched to the page's address as a map script's markers are.
 */
function stateMarkers(data: Json): Array<{ geo: GeoPoint; label: string }> {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    if (!isObject(item)) return [];
    const geo = geoOf(item) ?? geoPoint(item["googlemap_lt"], item["googlemap_ln"]);
    const label = text(pick(item, ["title", "address", "name", "label"])?.value);
    return geo && label ? [{ geo, label }] : [];
  });
}

/** A Drupal Leaflet map's features in its settings, with the popup each names: markers, as a map script's are. */
function leafletFeatures(data: Json): Array<{ geo: GeoPoint; label: string }> {
  const maps = isObject(data) ? data["leaflet"] : undefined;
  if (!isObject(maps)) return [];
  return Object.values(maps).flatMap((map) => {
    const features = isObject(map) ? map["features"] : undefined;
    if (!Array.isArray(features)) return [];
    return features.flatMap((f) => {
      if (!isObject(f)) return [];
      const geo = geoPoint(f["lat"], f["lon"] ?? f["lng"]);
      const popup = f["popup"];
      const label = (typeof popup === "string" ? popup : isObject(popup) ? text(popup["value"]) : null)?.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
      return geo && label ? [{ geo, label }] : [];
    });
  });
}

/** The one point a list of placed things agrees on (all within a few metres), or undefined. */
function agreeing<T extends { geo: GeoPoint }>(list: T[]): T | undefined {
  const [one] = list;
  return one && list.every((p) => Math.abs(p.geo.lat - one.geo.lat) < 1e-4 && Math.abs(p.geo.lng - one.geo.lng) < 1e-4) ? one : undefined;
}

/** Keys that hold the listing's own record in a state ("property", "listing", "home"). */
const LISTING_HOLDER = /^(?:property|listing|home|house|residence|subject|annonce|propriete|fiche|logement)$/;
/** What holdingKeys gives an object that is an item of an array: one of a list. */
const LISTED = "[]";

/** The key each object is held under in its parent (LISTED for an array's item), from the states' objects already flattened. */
function holdingKeys(nodes: JsonObject[]): Map<JsonObject, string> {
  const out = new Map<JsonObject, string>();
  for (const node of nodes) {
    for (const [k, v] of Object.entries(node)) {
      if (isObject(v) && !out.has(v)) out.set(v, k);
      else if (Array.isArray(v)) for (const item of v) if (isObject(item) && !out.has(item)) out.set(item, LISTED);
    }
  }
  return out;
}

/**
 * Whether the page names this street address as its own: a civic number and a street ("2719 Daniels Loop SW") in its
 * title or the path of its address ("/quick-possessions/…/2719-daniels-loop-sw").
 */
function namedByPage(street: string | null | undefined, root: HtmlDocument, pageUrl: string): boolean {
  const t = street?.trim() ?? "";
  // A unit's number before the civic one ("1408-1285 Pandosy Street") names the street all the same, and so does a
  // numbered street's ordinal after the civic number ("4923 52nd Street").
  if (!/^(?:\d+[A-Za-z]?-)?\d+[A-Za-z]?\s+(?:\d+(?:st|nd|rd|th)\s+)?\p{L}{2,}/u.test(t) || t.length > 80) return false;
  const own = foldedWords(t);
  const titleText = root.index.title?.children.filter((c): c is string => typeof c === "string").join(" ") ?? "";
  let path = "";
  try {
    path = decodeURIComponent(new URL(pageUrl).pathname);
  } catch {
    path = "";
  }
  return foldedWords(titleText).includes(own) || foldedWords(path).includes(own);
}

/**
 * A street's name split from its civic number and unit ({ unit: "B", streetNumber: "2241", street: "Labieux Road" }):
 * the whole street ("B-2241 Labieux Road"). A name alone is no address; the page's own form wins if it shows one (merge.ts).
 */
function withCivicNumber(street: string | null | undefined, address: JsonObject): string | null | undefined {
  if (!street || /^\s*#?\d/.test(street)) return street;
  const civic = scalar(pick(address, ["streetNumber", "houseNumber", "civicNumber", "streetNo", "buildingNumber"])?.value)?.trim();
  if (!civic || !/^\d{1,6}[A-Za-z]?(?:\s*-\s*\d{1,6}[A-Za-z]?)?$/.test(civic) || street.includes(civic)) return street;
  const unit = scalar(pick(address, ["unit", "unitNumber", "aptNumber", "apartmentNumber", "suite", "suiteNumber"])?.value)?.trim();
  return `${unit && /^[A-Za-z0-9]{1,6}$/.test(unit) ? `${unit}-` : ""}${civic} ${street.trim()}`;
}

/**
 * A building's street with the unit's number before it, as a Canadian board writes a condo's address ("1411-2560
 * Eglinton Ave W"); no number of the unit's own, no street.
 */
function withUnit(street: string | null | undefined, unitRecord: JsonObject): string | null {
  const unit = scalar(pick(unitRecord, ["unitNumber", "unit", "aptNumber", "apartmentNumber", "suiteNumber"])?.value)?.trim();
  if (!street || !/^\d/.test(street) || !unit || !/^[A-Za-z0-9]{1,6}$/.test(unit)) return null;
  return `${unit}-${street.trim()}`;
}

/** A side of a lot, bare or with its unit ("30.00", "50 ft"): its figure and its unit's word, lower case ("" if none). */
function side(raw: string | null): { figure: string; unit: string } | null {
  const m = raw ? /^(\d+(?:\.\d+)?)\s*(feet|ft|foot|metres?|meters?|m)?\.?$/i.exec(raw.trim()) : null;
  return m?.[1] ? { figure: m[1], unit: (m[2] ?? "").toLowerCase() } : null;
}

/** A unit named by a site's dictionary key ("unit.m2", "unit.pc"): its code without the namespace ("m2"). */
const unitCode = (unit: string | null): string | null => (unit ? unit.replace(/^[a-z]+\.(?=[a-z0-9²]+$)/i, "") : null);

/**
 * A price the state says it keeps in cents ({ listPrice: 42990000, priceUnit: "cents" }, a payments-style amount with
 * its minor unit named beside it): the amount in dollars; null when no unit of cents is declared.
 */
function inCents(listing: JsonObject, value: Json): number | null {
  const unit = scalar(pick(listing, ["priceUnit", "priceUnits", "amountUnit", "currencyUnit", "priceDenomination"])?.value);
  const cents = typeof value === "number" ? value : isObject(value) && typeof value["amount"] === "number" ? value["amount"] : null;
  return cents !== null && unit !== null && /^(?:cents?|minor(?:[\s_-]?units?)?)$/i.test(unit.trim()) ? cents / 100 : null;
}

const CURRENCY_KEYS = ["currency", "currencyCode", "priceCurrency"] as const;
/** The listing's own amount in a price object that also gives it converted ("originalAmount", "original": { value }, "local"). */
const ORIGINAL_AMOUNT = ["original", "originalPrice", "originalAmount", "originalValue", "local", "localPrice", "localAmount", "localValue"] as const;
/** The currency of that amount, when named beside it rather than inside it ("originalCurrency": "CAD"). */
const ORIGINAL_CURRENCY = ["originalCurrency", "localCurrency", "originalCurrencyCode", "localCurrencyCode"] as const;

/**
 * A price object that states the listing's price in its own currency beside its conversion into the visitor's (an
 * international portal's { amount: 4379000, currency: "EUR", originalAmount: 6950000, originalCurrency: "CAD" },
 * { value, currency, original: { value, currency } }, { usd: 7240000, local: 9980000, localCurrency: "CAD" }): the
 * original is the asking price, in the currency named for it, and the object's other amounts are its conversions,
 * never the price, whichever source gives them (page-statements.ts). Null when it names no original in its currency.
 */
function originalPrice(obj: JsonObject): { price: NormalisedPrice; text: string; converted: number[] } | null {
  const hit = pick(obj, ORIGINAL_AMOUNT);
  const inner = isObject(hit?.value) ? hit.value : null;
  const raw = inner ? pick(inner, ["amount", "value", "price"])?.value : hit?.value;
  const amount = scalar(raw);
  if (!hit || amount === null) return null;
  // Only with its currency named, and another than the object's own: an original amount in the same currency is an
  // earlier price ({ amount: 649000, originalAmount: 699000 }), never the one asked.
  const currency = scalar(pick(inner ?? obj, inner ? CURRENCY_KEYS : ORIGINAL_CURRENCY)?.value)?.trim().toUpperCase();
  const shown = scalar(pick(obj, CURRENCY_KEYS)?.value)?.trim().toUpperCase();
  if (!currency || !/^[A-Z]{3}$/.test(currency) || currency === shown) return null;
  const price = normalisePrice(typeof raw === "number" ? raw : amount, currency);
  if (!price) return null;
  const converted: number[] = [];
  for (const k in obj) {
    const v = obj[k];
    const n = k === hit.key ? null : typeof v === "number" ? v : typeof v === "string" && /^\d[\d.,]*$/.test(v.trim()) ? (normalisePrice(v)?.amount ?? null) : null;
    if (n !== null && n > 0 && n !== price.amount) converted.push(n);
  }
  return { price, text: /^\d/.test(amount) ? `${currency} ${amount}` : amount, converted };
}

/**
 * Maps one listing object's keys to facts; `prefix` names the source ("__NEXT_DATA__", "site:zillow.com"); `heldAs` is
 * the key the state holds the object under, when known ("plan").
 */
export function readListingObject(listing: JsonObject, name: string, facts: ListingFacts, source = "embedded", heldAs: string | null = null): void {
  const set = <T>(key: keyof ListingFacts, value: T | null | undefined, rule: string): void => {
    if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `${source}:${name}.${rule}` };
  };
  const from = (keys: readonly string[], obj: JsonObject = listing): { key: string; text: string | null; value: Json } | null => {
    const hit = pick(obj, keys);
    return hit ? { key: hit.key, text: scalar(hit.value), value: hit.value } : null;
  };
  const price = from(ALIASES.price);
  const original = isObject(price?.value) ? originalPrice(price.value) : null;
  if (price && original) {
    // Named for the currency it is in, not for its key: an "original" price elsewhere is an earlier one (plausible.ts).
    set("price", original.price, `${price.key}.own-currency`);
    set("priceText", original.text, `${price.key}.own-currency`);
    if (original.converted.length > 0) set("convertedPrices", original.converted, `${price.key}.converted`);
  } else if (price?.text) {
    // The currency beside the amount, in the listing or in the price's own object ({ value: 359000, currency: "EUR" }).
    const currency = scalar(pick(listing, ["currency", "priceCurrency"])?.value) ?? (isObject(price.value) ? scalar(pick(price.value, CURRENCY_KEYS)?.value) : null);
    const cents = inCents(listing, price.value);
    set("price", normalisePrice(cents ?? (typeof price.value === "number" ? price.value : price.text), currency), `${price.key}${cents !== null ? ".cents" : ""}`);
    // The currency key named beside a bare number stays with its text ("USD 439000"): a named currency (merge.ts).
    set("priceText", currency && /^\d/.test(price.text) ? `${currency} ${price.text}` : price.text, price.key);
  }
  const rent = price?.text ? null : from(ALIASES.rent);
  const rentPrice = rent?.text ? normalisePrice(typeof rent.value === "number" ? rent.value : rent.text, scalar(pick(listing, ["currency", "priceCurrency"])?.value)) : null;
  set("price", rentPrice ? { ...rentPrice, period: "month" } : null, rent?.key ?? "");
  const beds = from(ALIASES.bedrooms);
  const parsedBeds = beds?.text ? parseBedrooms(beds.text) : null;
  set("bedrooms", parsedBeds?.above, beds?.key ?? "");
  set("bedroomsBelowGrade", parsedBeds?.below || parseCount(from(ALIASES.bedroomsBelow)?.text) || null, beds?.key ?? "");
  const baths = from(ALIASES.bathrooms);
  // A count object split into its kinds ("bathrooms": { full: 2, half: 1 }): the full and half baths, with their sum.
  const split = isObject(baths?.value) ? baths.value : null;
  // A French count's salles de bain and salles d'eau ("sdb": { sallesDeBain: "1", sallesEau: "1" }): full and half.
  const fullKeys = [...ALIASES.bathsFull, "full", "sallesDeBain", "sallesDeBains"];
  const halfKeys = [...ALIASES.bathsHalf, "half", "partial", ...SALLES_EAU];
  const full = from(ALIASES.bathsFull) ?? (split ? from(fullKeys, split) : null);
  // Powder rooms counted beside the bathrooms ("bathrooms": 1, "powderRooms": 1, a French site's salles de bains and
  // salles d'eau): the bathrooms are the full ones, the powder rooms the half ones.
  const powder = from(ALIASES.bathsHalf) || split ? null : from(["powderRooms", "powderRoomCount", "powderRoom", ...SALLES_EAU, ...GUEST_WC]);
  const half = from(ALIASES.bathsHalf) ?? (split ? from(halfKeys, split) : powder);
  // The full baths with the three-quarter ones beside them ("bathsFull": 1, "bathsThreeQuarter": 1: two full).
  const threeQuarter = full ? parseCount(from(ALIASES.bathsThreeQuarter)?.text) : null;
  const fullCount = threeQuarter !== null ? (parseCount(full?.text) ?? 0) + threeQuarter : parseCount(full?.text);
  const splitTotal = split && full ? (fullCount ?? 0) + (parseCount(half?.text) ?? 0) * 0.5 : null;
  const powderFull = powder && !full && !isObject(baths?.value) ? parseCount(baths?.text) : null;
  const powderCount = powder ? powderRoomsOf(powder) : null;
  const powderTotal = powderFull !== null && powderCount !== null ? powderFull + powderCount * 0.5 : null;
  // A total named so beside its half baths and no full ones ("BathroomTotal": "4", "HalfBathTotal": "1"): the total
  // counts the half baths, so three full and one half, 3.5.
  const total = baths && !full && /total/.test(norm(baths.key)) ? parseCount(baths.text) : null;
  const halfOfTotal = total !== null ? parseCount(half?.text) : null;
  const totalFull = total !== null && halfOfTotal !== null && halfOfTotal <= total ? total - halfOfTotal : null;
  const totalSplit = totalFull !== null && halfOfTotal !== null ? totalFull + halfOfTotal * 0.5 : null;
  set("bathrooms", powderTotal ?? totalSplit ?? parseCount(baths?.text) ?? splitTotal, powderTotal !== null ? `${baths?.key ?? ""}+${powder?.key ?? ""}` : `${baths?.key ?? ""}${totalSplit !== null ? `-${half?.key ?? ""}` : ""}`);
  set("bathroomsFull", fullCount ?? (powderTotal !== null ? powderFull : totalFull), full?.key ?? baths?.key ?? "");
  const halfCount = powder !== null && half === powder ? powderCount : parseCount(half?.text);
  set("bathroomsHalf", full || powderTotal !== null ? (halfCount ?? 0) : halfCount, half?.key ?? "");
  const area = from(ALIASES.area);
  // The unit beside the area, or inside its own object ("livingArea": { value: 176, unit: "SQUARE_METERS" }).
  const areaUnit = pick(listing, ["livingAreaUnits", "areaUnits"]) ?? (isObject(area?.value) ? pick(area.value, ["unit", "units", "unitCode", "unite"]) : null);
  // A site's estimate read for want of anything else is marked so (".guessed": a source naming an "estimate" would be
  // screened out whole, normalise/plausible.ts): the page's stated area wins over it (page-statements.ts).
  const guessed = isObject(area?.value) && norm(pick(area.value, SCALAR_KEYS)?.key ?? "") === "estimate";
  // An area object that only shows its figure as written ("livingArea": { display: "1 280 pi²", valueSqm: "118.9" }):
  // the figure with its unit, as the page shows it first.
  const areaText = area?.text ?? (isObject(area?.value) ? scalar(pick(area.value, ["display", "displayValue", "formatted"])?.value) : null);
  set("squareFootage", areaText ? parseArea(areaText, unitCode(scalar(areaUnit?.value))) : null, `${area?.key ?? ""}${guessed ? ".guessed" : ""}`);
  const mls = from(ALIASES.mls);
  set("mlsNumber", mlsNumberOf(mls?.text, true), mls?.key ?? "");
  const addressValue = pick(listing, ["address", "location", "adresse"])?.value;
  // A condo unit's record with no address of its own but its building's ({ unitNumber: "1411", building: { address,
  // city, neighbourhood } }, an Apollo cache's Listing and Building): the building's address is the unit's.
  const building = addressValue === undefined ? pick(listing, ["building"])?.value : undefined;
  const inBuilding = isObject(building) && typeof pick(building, ["address", "streetAddress"])?.value === "string" ? building : null;
  const addressObj = isObject(addressValue) ? (isObject(addressValue["address"]) ? addressValue["address"] : addressValue) : (inBuilding ?? listing);
  const street = from(ALIASES.street, addressObj);
  const parsed = street?.text && street.text.includes(",") ? parseDisplayAddress(street.text) : null;
  const own = withCivicNumber(parsed ? parsed.street : street?.text, addressObj);
  set("street", inBuilding ? withUnit(own, listing) : own, `${inBuilding ? "building." : ""}address.${street?.key ?? ""}`);
  const city = from(ALIASES.city, addressObj) ?? from(ALIASES.city);
  const hood = from(ALIASES.neighbourhood, addressObj) ?? from(ALIASES.neighbourhood);
  // A regional municipality or county as the municipality ("Halifax Regional Municipality") beside the listing's
  // community ("Halifax"): the community is the town its address names, and no neighbourhood.
  const townInRegion = city?.text && REGIONAL.test(city.text) && typeof hood?.value === "string" ? hood.text : null;
  set("city", townInRegion ?? city?.text ?? parsed?.city, `address.${townInRegion ? (hood?.key ?? "") : (city?.key ?? street?.key ?? "")}`);
  // A community that is a record of its own with a manager, sites or an age rule (a land-lease or 55+ park's
  // { name, managerName, ageRestricted }) is a private community the home stands in, not a neighbourhood.
  const managed = isObject(hood?.value) && Object.keys(hood.value).some((k) => MANAGED_COMMUNITY.test(k));
  // A builder's suite or model record ({ community, plan, suite }) names its development as the "community": the
  // project's name, not the neighbourhood it is built in; so does a plan's own record ({ plan: { name, community } }).
  const builderPlan = pick(listing, BUILDER_PLAN) !== null || (heldAs !== null && BUILDER_PLAN.some((k) => norm(k) === norm(heldAs)));
  const development = /^community(?:name)?$/.test(norm(hood?.key ?? "")) && builderPlan;
  if (!townInRegion && !managed && !development) set("neighbourhood", hood?.text ?? parsed?.neighbourhood, `${hood?.key ?? street?.key ?? ""}`);
  const prov = from(ALIASES.province, addressObj) ?? from(ALIASES.province);
  // A Quebec administrative region in the province's slot (an owners' site's { region: "Centre-du-Québec" }) lies in Quebec.
  const region = prov?.text && isQuebecRegion(prov.text.trim()) ? "QC" : null;
  set("province", region ?? provinceCode(prov?.text) ?? parsed?.province, `address.${prov?.key ?? street?.key ?? ""}`);
  const postal = from(ALIASES.postal, addressObj) ?? from(ALIASES.postal);
  set("postalCode", normalisePostalCode(postal?.text) ?? parsed?.postalCode, `address.${postal?.key ?? street?.key ?? ""}`);
  const type = from(ALIASES.type);
  set("propertyType", type?.text, type?.key ?? "");
  const lot = from(ALIASES.lot);
  set("lotSize", lot?.text, lot?.key ?? "");
  // A bare figure with its unit beside it ("lotSizeArea": "0.11", "lotSizeUnits": "Acres").
  const lotUnit = scalar(pick(listing, ["lotSizeUnits", "lotSizeUnit", "lotAreaUnits", "lotAreaUnit"])?.value);
  set("lot", lot?.text ? parseLot(lot.text, lotUnit) : null, lot?.key ?? "");
  // A land site's acres ({ acres: 112 }): the lot, in acres.
  const acres = from(ALIASES.acres);
  set("lotSize", acres?.text, acres?.key ?? "");
  set("lot", acres?.text ? parseLot(acres.text, "acres") : null, acres?.key ?? "");
  // The land's sides in an object of their own ("land": { front: "30.00", depth: "110.00", unit: "Feet" }, or each side
  // with its unit: "lot": { frontage: "50 ft", depth: "120 ft" }): their product.
  const landHit = pick(listing, ["land", "lot"]);
  const land = landHit?.value;
  const front = isObject(land) ? side(scalar(pick(land, ["front", "frontage", "width"])?.value)) : null;
  const deep = isObject(land) ? side(scalar(pick(land, ["depth", "deep"])?.value)) : null;
  const sideUnit = (isObject(land) ? scalar(pick(land, ["unit", "units"])?.value)?.trim() : undefined) ?? (front?.unit && front.unit === deep?.unit ? front.unit : "");
  if (front && deep && /^(?:feet|ft|foot|metres?|meters?|m)$/i.test(sideUnit)) set("lot", parseLot(`${front.figure} x ${deep.figure} ${/^m/i.test(sideUnit) ? "m" : "ft"}`), `${landHit?.key ?? ""}.front-depth`);
  // The land's own size in it, as CREA's data feed states it ("Land": { SizeTotal: "45 x 110 FT", SizeFrontage }).
  const landSize = isObject(land) ? scalar(pick(land, ["sizeTotal", "sizeTotalText", "lotSize"])?.value) : null;
  set("lot", landSize ? parseLot(landSize) : null, "land.sizeTotal");
  const agentHit = from(ALIASES.agent);
  const officeHit = from(ALIASES.brokerage);
  // The agent's object holding its brokerage ("listingAgent": { name, brokerage }), or the office's its agent
  // ("listingOffice": { agent, brokerage }): the fact from the object that holds it, named by both keys.
  const within = (holder: typeof agentHit, keys: readonly string[]): typeof agentHit => {
    const hit = holder && isObject(holder.value) ? from(keys, holder.value) : null;
    return hit && holder ? { ...hit, key: `${holder.key}.${hit.key}` } : null;
  };
  // A bilingual site's agent record names the person under a language's key and the firm as its company ({ agent:
  // { nameEn: "Grace Tsang", nameZh, company: "Firm Ltd." } }).
  const people = [
    ["listingAgentName", agentHit?.text ? agentHit : (within(officeHit, ALIASES.agent) ?? within(agentHit, AGENT_NAME) ?? agentHit)],
    ["brokerageName", officeHit?.text ? officeHit : (within(agentHit, AGENT_FIRM) ?? within(officeHit, ALIASES.brokerage) ?? officeHit)],
    ["title", from(ALIASES.title)],
    ["description", from(ALIASES.description)],
  ] as const;
  for (const [fact, hit] of people) {
    const value = hit?.text?.replace(/^(?:listing\s+brokerage\s*:|brokerage\s*:|listed\s+by\s*:?|(?:listing\s+)?courtesy\s+of\s*:?)\s*/i, "");
    set(fact, fact === "listingAgentName" && value ? withoutDesignation(value) : value, hit?.key ?? "");
  }
  // The listing's agents as an array ("agents": [{ name, officeName }]): the first is the listing agent.
  const team = pick(listing, ALIASES.agents);
  const lead = Array.isArray(team?.value) ? team.value.find(isObject) : undefined;
  if (team && lead) {
    const name = from(["name", "fullName", "displayName", "nom", ...ALIASES.agent], lead);
    set("listingAgentName", name?.text ? withoutDesignation(name.text) : null, `${team.key}.0.${name?.key ?? ""}`);
    const office = from(["officeName", "brokerageName", "brokerage", "office", "company", "companyName", "agency", "organization", "agence"], lead);
    set("brokerageName", office?.text, `${team.key}.0.${office?.key ?? ""}`);
  }
  const year = from(ALIASES.year);
  set("yearBuilt", parseYear(year?.text), year?.key ?? "");
  set("geo", geoOf(listing), "latitude");
  // The listing's own details object ("details": { propertyType, sqft }) fills what its top level left out.
  for (const key of ["details", "listingDetails", "propertyDetails"]) {
    const inner = listing[key];
    if (isObject(inner)) readListingObject(inner, `${name}.${key}`, facts, source);
  }
}
