/**
 * Merges per-source facts by priority and builds the public StructuredListingData. Sources come in trust order
 * (a site adapter, JSON-LD, embedded state, microdata, RDFa, meta tags, then the page's text); a few facts have rules
 * of their own: a property type from a label beats one guessed from a generic JSON-LD @type, the municipality is the
 * city and a borough its neighbourhood, baths split into full and half.
 */
import { clipText, EXTRACTED_TEXT_MAX } from "../validation/text-limits.ts";
import { AGREEMENT_FACTS, disagreeing, roomsAsBedrooms } from "./agreement.ts";
import { namesDwelling, propertyKindOf, propertyKindOfSentence, propertyKindOfStyle, propertyKindOfTitle, refineKind } from "./normalise/kind.ts";
import { parseLot } from "./normalise/lot.ts";
import { isUsState, parseDisplayAddress, provinceOfCity, samePlaceName, splitCity, streetAbroad } from "./normalise/places.ts";
import { folded } from "./normalise/fold.ts";
import { conflicts, implausible, LOT_IS_AREA, lotInFt2, priceConflict, rentalBrokerageDoubt } from "./normalise/plausible.ts";
import { isZipCode, provinceOfPostalCode } from "./normalise/postal.ts";
import { formatPrice } from "./normalise/price.ts";
import { withoutBranchOffice, withoutSentenceStop } from "./normalise/firm.ts";
import { askingPrice, pageStatements, pageText, splitStated, withoutConversions } from "./page-statements.ts";
import type { Candidate, FactKey, GeoPoint, ListingFacts, LotSize, NormalisedPrice, PropertyKind, StructuredListingData } from "./types.ts";
import { escapeRegExp } from "./regexp.ts";

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

type SingleKey = Exclude<FactKey, "images" | "title" | "description" | "imageAlt" | "locale" | "typeHints">;

const FIELD: Array<[SingleKey, string]> = [
  ["priceText", "structuredData.listingPrice"],
  ["price", "structuredData.price"],
  ["propertyType", "structuredData.propertyType"],
  ["street", "structuredData.address.street"],
  ["city", "structuredData.address.city"],
  ["province", "structuredData.address.province"],
  ["postalCode", "structuredData.postalCode"],
  ["neighbourhood", "structuredData.neighbourhood"],
  ["bedrooms", "structuredData.bedrooms"],
  ["bedroomsBelowGrade", "structuredData.bedroomsBelowGrade"],
  ["bathrooms", "structuredData.bathrooms"],
  ["bathroomsFull", "structuredData.bathroomsFull"],
  ["bathroomsHalf", "structuredData.bathroomsHalf"],
  ["squareFootage", "structuredData.squareFootage"],
  ["mlsNumber", "structuredData.mlsNumber"],
  ["listingAgentName", "structuredData.listingAgentName"],
  ["brokerageName", "structuredData.brokerageName"],
  ["yearBuilt", "structuredData.yearBuilt"],
  ["lotSize", "structuredData.lotSize"],
  ["lot", "structuredData.lot"],
  ["geo", "structuredData.geo"],
];

const FIELD_OF = new Map<FactKey, string>(FIELD);

const fromType = (c: Candidate<unknown>): boolean => c.source.endsWith("@type");

/** The site's property type words: a labelled or named type before one read off a JSON-LD @type. */
function pickPropertyType(sources: NamedFacts[]): Candidate<string> | undefined {
  const all = sources.map((s) => s.facts.propertyType).filter((c): c is Candidate<string> => c !== undefined);
  return all.find((c) => !fromType(c)) ?? all[0];
}

/** A unit's words, which a state's address may leave out ("unit", "suite", a French address's "app."). */
const UNIT_WORDS = new Set(["", "unit", "suite", "app", "apt", "appartement", "unité"]);

/** Street types as written out, to their usual abbreviation. */
const STREET_TYPE: Record<string, string> = {
  street: "st", avenue: "ave", av: "ave", road: "rd", drive: "dr", crescent: "cres", cr: "cres", boulevard: "blvd", court: "crt", ct: "crt",
  place: "pl", lane: "ln", terrace: "terr", circle: "cir", parkway: "pkwy", highway: "hwy", square: "sq", trail: "trl", gardens: "gdns",
};

/** Every source's type words and hints, and the page's titles. */
const typeWords = (sources: NamedFacts[], titles: Array<Candidate<string>>): string[] => [
  ...sources.flatMap((s) => [...(s.facts.propertyType ? [s.facts.propertyType.value] : []), ...(s.facts.typeHints ?? []).map((c) => c.value)]),
  ...titles.map((t) => t.value),
];

/** The kind from, in order: a site adapter's own kind, type words and hints, a JSON-LD @type, the listing title. */
function pickKind(sources: NamedFacts[], titles: Array<Candidate<string>>, hasBedrooms = false): Candidate<PropertyKind> | undefined {
  const direct = firstFact(sources, "propertyKind");
  if (direct) return direct;
  const found: Array<Candidate<PropertyKind>> = [];
  const typed: Array<Candidate<PropertyKind>> = [];
  const landWords: string[] = [];
  for (const s of sources) {
    for (const c of [...(s.facts.propertyType ? [s.facts.propertyType] : []), ...(s.facts.typeHints ?? [])]) {
      // A style row names the building's architecture ("Ranch with bonus room": a ranch-style house).
      const kind = c.source.endsWith("label:styleHint") ? propertyKindOfStyle(c.value) : propertyKindOf(c.value);
      if (kind) (fromType(c) ? typed : found).push({ value: kind, source: c.source });
      if (kind === "land") landWords.push(c.value);
    }
  }
  for (const t of titles) {
    const kind = propertyKindOfTitle(t.value);
    if (kind) found.push({ value: kind, source: `${t.source}(title)` });
    if (kind === "land") landWords.push(t.value);
  }
  const list = [...found, ...typed];
  const kind = refineKind(list.map((c) => c.value));
  const chosen = kind ? list.find((c) => c.value === kind) : undefined;
  // "Acreage" names the land a home may stand on: with bedrooms stated, and no word saying the land is vacant, it is
  // a house on its acreage (or the dwelling another label names: "Style Bungalow").
  if (chosen?.value === "land" && hasBedrooms && landWords.every((w) => /\bacreages?\b/i.test(w) && !/vacant|\bland\b|terrain|\blots?\b/i.test(w))) {
    const dwelling = list.find((c) => c.value !== "land" && c.value !== "farm" && c.value !== "commercial" && c.value !== "business");
    return dwelling ?? { value: "house", source: `${chosen.source}+bedrooms` };
  }
  // A farm's house is the building on it: a farm named by the site's type words ("Property Type Agriculture" beside
  // "Building Type House") is what the listing sells.
  const farm = found.find((c) => c.value === "farm");
  if (chosen?.value === "house" && farm) return farm;
  // A building's style ("Jumelé", "Detached") names the building, not what is sold in it: a condo named elsewhere
  // stays a condo, and so does a plex ("Duplex à vendre" in a "Jumelé" building sells both its units).
  const byStyle = (c: Candidate<PropertyKind>): boolean => c.source.endsWith("label:styleHint");
  const unit = list.find((c) => (c.value === "condo" || c.value === "plex") && !byStyle(c));
  return chosen && byStyle(chosen) && unit ? unit : chosen;
}

/**
 * A US page's "Single-Family" type (HAR's, an MLS's "Single Family Residence", a brokerage's "Single Family For Sale"
 * with the listing's status after it) is a house: in Canada realtor.ca's "Single Family" covers condos too, so the
 * words alone stay no kind (normalise/kind.ts).
 */
function usSingleFamily(sources: NamedFacts[], province: unknown): Candidate<PropertyKind> | undefined {
  if (typeof province !== "string" || !isUsState(province)) return undefined;
  const words = sources.flatMap((s) => [...(s.facts.propertyType ? [s.facts.propertyType] : []), ...(s.facts.typeHints ?? [])]);
  const single = words.find((c) => /^\s*single[\s_-]*family(?:[\s_-]+(?:home|residence|detached|house))?(?:\s+for\s+(?:sale|rent|lease))?\s*$/i.test(c.value));
  return single ? { value: "house", source: `${single.source}+us` } : undefined;
}

/**
 * The kind a meta description offers, read as a title is ("1+1 bed, 1 bath condo for lease at …"), or by the dwelling
 * its first sentence names before its place ("Move-in ready end townhome in Barrhaven"), when nothing else names one.
 */
function descriptionKind(description: string | undefined): Candidate<PropertyKind> | undefined {
  const kind = propertyKindOfTitle(description);
  if (kind) return { value: kind, source: "meta:description(title)" };
  const offered = propertyKindOfSentence(description);
  return offered ? { value: offered, source: "meta:description(dwelling)" } : undefined;
}

/**
 * A home whose address names its suite ("Suite 2304 – 2150 Yonge St"), with bedrooms, is an apartment in a building: a
 * condo, when nothing else names its kind. (A "Unit" may be a townhouse's: "Unit B, 2241 Labieux Road".)
 */
function suiteKind(sources: NamedFacts[], beds: unknown): Candidate<PropertyKind> | undefined {
  if (typeof beds !== "number" || beds <= 0) return undefined;
  const street = sources.map((s) => s.facts.street).find((c) => c !== undefined && /^suite\s+#?\d{1,5}[A-Za-z]?\s*[-–—,]\s*\d/i.test(c.value));
  return street ? { value: "condo", source: `${street.source}+suite` } : undefined;
}

/** A page that says it offers a rental or lease, in its title or address ("For Lease", "Long Term Rentals", "à louer"). */
// "à louer" after a space: a word boundary (\b) never falls before "à", so it has a lookbehind of its own.
export const RENTAL_PAGE = /\b(?:for[\s-]+rent|for[\s-]+lease|rentals?|leases?|a-louer|apartments?-condos|appartements?-condos?)\b|(?<![\p{L}\p{N}])à[\s-]+louer\b/iu;
/**
 * A page description whose sentence opens on the offer, before the address or the rent ("For rent: 412 Cedarcroft
 * Avenue, …", "… ON L5H 0B3. For lease $2,600/month."): the page offers a rental or lease, though its title names only
 * the address. Not a word anywhere in the prose ("close to rentals", "basement for rent potential").
 */
export const RENTAL_DESCRIPTION = /(?:^|[.!]\s+)(?:for[\s-]+(?:rent|lease)|[àa][\s-]+louer)\s*(?::|(?=\$|\d))/iu;
/**
 * A page that says the owner sells it ("for sale by owner", "par le propriétaire", "… is not a real estate brokerage"):
 * the seller of its offer is the owner or the platform, never a listing agent or brokerage.
 */
export const PRIVATE_SALE = /(?<![\p{L}\p{N}])(?:for\s+sale\s+by\s+(?:the\s+)?owners?|sold\s+by\s+(?:the\s+)?owners?|fsbo|(?:vendu|à\s+vendre)\s+par\s+(?:le\s+)?propriétaire|not\s+a\s+(?:real\s+estate\s+)?brokerage|n['’]est\s+pas\s+un\s+courtier)(?![\p{L}\p{N}])/iu;
const OFFER_SELLER = /\.(?:seller|offeredBy)\b/;

/**
 * A page that rents out a room in a shared home ("Room Rentals & Roommates", "chambre à louer", "Furnished room in …").
 * A count before "chambres à louer" ("Appartement 214 – 2 chambres à louer") is a whole home's bedrooms.
 */
export const ROOM_RENTAL = /\b(?:rooms?[\s-]+(?:for[\s-]+)?rent(?:al)?s?|roommates?|private[\s-]+room|furnished[\s-]+room|shared[\s-]+(?:house|home|accommodation))\b|(?<![\p{L}\p{N}])(?<!\d\s{0,2})chambres?[\s-]+(?:à|a)[\s-]+louer\b|\bcolocation\b/iu;

/** Above this a price on a rental page is a sale price all the same (no monthly rent is this high). */
const RENT_MAX = 20_000;
/** A price with no period on a rental page, as the month's rent (a sale price above RENT_MAX stays a sale). */
const asRent = (c: Candidate<unknown>, rentalPage: boolean): Candidate<unknown> => {
  const p = c.value as NormalisedPrice | null;
  return rentalPage && p && p.period === "sale" && p.amount < RENT_MAX ? { ...c, value: { ...p, period: "month" } } : c;
};

export function buildStructured(
  sources: NamedFacts[],
  record: Record<string, string>,
  titles: Array<Candidate<string>> = [],
  opts: { rentalPage?: boolean; roomRental?: boolean; privateSale?: boolean; logs?: string[]; thisYear?: number; description?: string; siteProvince?: string | null; locale?: string | null } = {},
): StructuredListingData | null {
  const got: Partial<Record<FactKey, Candidate<unknown>>> = {};
  const put = (key: FactKey, field: string, c: Candidate<unknown> | undefined): void => {
    if (c === undefined) return;
    got[key] = c;
    record[field] = c.source;
  };
  const thisYear = opts.thisYear ?? new Date().getUTCFullYear();
  // A value that cannot be its fact is left out, whatever source gave it (normalise/plausible.ts).
  const drop = (key: FactKey, reason: string): void => {
    const c = got[key];
    if (c === undefined) return;
    delete got[key];
    const field = FIELD_OF.get(key) ?? `structuredData.${key}`;
    delete record[field];
    opts.logs?.push(`plausibility: ${key} ${JSON.stringify(c.value)} from ${c.source} left out: ${reason}`);
  };
  // First pass: facts nothing derives from later; the street, city and neighbourhood are split below ("Montréal (Le
  // Plateau-Mont-Royal)", a whole display address) and checked once they are.
  const LATER = new Set<FactKey>(["street", "city", "neighbourhood"]);
  const screen = (all: boolean): void => {
    for (const key of Object.keys(got) as FactKey[]) {
      if (!all && LATER.has(key)) continue;
      const c = got[key];
      // A rental page's rent stated without its period is screened as the monthly rent it is taken for below.
      const why = c ? implausible(key, key === "price" ? asRent(c, opts.rentalPage === true) : c, thisYear) : null;
      if (why) drop(key, why);
    }
  };
  const bySeller = (key: SingleKey): boolean => opts.privateSale === true && (key === "listingAgentName" || key === "brokerageName");
  const notSeller = (key: SingleKey): NamedFacts[] =>
    sources.map((s) => ({ ...s, facts: OFFER_SELLER.test(s.facts[key]?.source ?? "") ? { ...s.facts, [key]: undefined } : s.facts }));
  const priced = withoutConversions(sources);
  for (const [key, field] of FIELD) {
    const pool = bySeller(key) ? notSeller(key) : key === "price" || key === "priceText" ? priced : sources;
    const c = key === "propertyType" ? pickPropertyType(sources) : firstFact(pool, key);
    // Two sources of like trust that disagree, with no rule to say which is the listing's: neither is trusted.
    const from = c && AGREEMENT_FACTS.includes(key) ? pool.find((x) => x.facts[key] === c)?.name : undefined;
    const other = c && from ? disagreeing(pool, key, c, from) : null;
    if (c && other && roomsAsBedrooms(key, c)) {
      opts.logs?.push(`agreement: ${key} ${JSON.stringify(c.value)} from ${c.source} (rooms) gives way to ${JSON.stringify(other.value)} from ${other.source}`);
      put(key, field, other);
      continue;
    }
    if (c && other) {
      opts.logs?.push(`agreement: ${key} left out: ${JSON.stringify(c.value)} from ${c.source}, ${JSON.stringify(other.value)} from ${other.source}`);
      continue;
    }
    put(key, field, c);
  }
  for (const [key, c] of pageStatements(sources, (key) => got[key])) {
    opts.logs?.push(`page: ${key} ${JSON.stringify(got[key]?.value)} from ${got[key]?.source ?? "nothing"} gives way to the page's ${JSON.stringify(c.value)} from ${c.source}`);
    put(key, FIELD_OF.get(key) ?? `structuredData.${key}`, c);
  }
  const asking = askingPrice(sources, got.price);
  if (asking === null) {
    drop("price", "the page labels this amount a sold price or an estimate");
    drop("priceText", "the page labels this amount a sold price or an estimate");
  } else if (asking !== undefined) {
    opts.logs?.push(`page: price ${JSON.stringify(got.price?.value)} from ${got.price?.source ?? ""} is labelled a sold price or an estimate; the page's asking price from ${asking.source}`);
    put("price", "structuredData.price", asking);
    const text = pageText(sources)?.priceText;
    if (text) put("priceText", "structuredData.listingPrice", text);
  }
  // A room for rent: the counts its text gives ("a 4 bedroom, 2 bathroom house") are the shared home's, not the room's.
  if (opts.roomRental) for (const key of ["bedrooms", "bedroomsBelowGrade", "bathrooms", "bathroomsFull", "bathroomsHalf", "squareFootage"] as const) if (got[key]?.source.startsWith("text:")) drop(key, "a room for rent: the text's count is the shared home's");
  const beds = got.bedrooms?.value;
  const kind = pickKind(sources, titles, typeof beds === "number" && beds > 0) ?? usSingleFamily(sources, got.province?.value) ?? descriptionKind(opts.description) ?? suiteKind(sources, beds);
  put("propertyKind", "structuredData.propertyKind", kind);
  // A vacant lot has no rooms: the counts and living area its text gives are other homes' (nearby homes' cards, a
  // house-and-lot package offered with it), unless the type words or the title name a building on the land ("Hunting
  // land, Recreational, Cabin": the camp's rooms). The lot as the page's data, type row or title names it; never a
  // kind guessed from a lone word among the badges (realtor.ca's "Land" section heading over a house's "Acreage No").
  if (kind?.value === "land" && !kind.source.startsWith("text:kind-") && !typeWords(sources, titles).some(namesDwelling)) {
    for (const key of ["bedrooms", "bedroomsBelowGrade", "bathrooms", "bathroomsFull", "bathroomsHalf", "squareFootage"] as const) if (got[key]?.source.startsWith("text:")) drop(key, "a vacant lot: the text's count or area is another home's");
  }
  screen(false);

  // A whole display address in the street field keeps only its street; its other parts fill what is missing.
  const street = got.street?.value;
  if (typeof street === "string" && street.includes(",")) {
    const parts = parseDisplayAddress(street);
    if (parts?.street && (parts.city || parts.province || parts.postalCode)) {
      const source = got.street?.source ?? "";
      got.street = { value: parts.street, source };
      for (const [key, value] of [["city", parts.city], ["province", parts.province], ["postalCode", parts.postalCode], ["neighbourhood", parts.neighbourhood]] as const) {
        if (value && got[key] === undefined) put(key, key === "postalCode" ? "structuredData.postalCode" : key === "neighbourhood" ? "structuredData.neighbourhood" : `structuredData.address.${key}`, { value, source });
      }
    } else {
      // A whole address abroad ("Harbour Lane, Bristol, BS1 4RN, UK"): its street alone, the rest left out.
      const own = streetAbroad(street);
      if (own) got.street = { value: own, source: got.street?.source ?? "" };
    }
  }
  // The street as the page shows it ("2301 - 4650 Kingsborough St") over a state's rewriting of the same address
  // ("4650 Kingsborough St #2301"): the same numbers and words, in the page's order.
  const shown = pageText(sources)?.street;
  const chosen = got.street?.value;
  // So is the page's street with its unit ("1412 - 251 Jarvis St", or after it: "85 East Liberty St #1711") over a
  // state's building address without it.
  // A street type written out or abbreviated ("84 Gaslight Crescent" in a state, "84 Gaslight Cres" on the page) is the same.
  // A half number written with its fraction sign ("57½ Birmingham St" on the page, "57 1/2 Birmingham St" in a state) is the same.
  const words = (a: string): string[] => a.toLowerCase().replace(/\s?½/g, " 1/2").split(/[^\p{L}\p{N}]+/u).filter((t) => !UNIT_WORDS.has(t)).map((t) => STREET_TYPE[t] ?? t);
  // A unit's letters run into its number ("PH03 - 18 Mill Lane" in a state, "PH 03 - 18 Mill Lane" on the page) is
  // the same unit: the words split where letters meet digits.
  const tokens = (a: string): string => words(a).flatMap((w) => w.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)).sort().join(" ");
  const addsUnit = (page: string, state: string): boolean => {
    const rest = [...words(page)];
    for (const w of words(state)) {
      const at = rest.indexOf(w);
      if (at < 0) return false;
      rest.splice(at, 1);
    }
    // The unit may carry its word before it and a dash of any length ("Suite 2304 – 2150 Yonge St").
    // Or after the street with its word, as a French address writes it ("1850, boulevard X, app. 612"). Or before the
    // civic number with a space alone, as Greater Vancouver's board writes a strata unit ("1806 6588 Nelson Avenue").
    // Or with its word before the civic address and a comma ("Apt. 4B, 5782 Cunard St", a classified's address line).
    return rest.length === 1 && /^\d{1,5}[a-z]?$/.test(rest[0] ?? "") && (/^(?:#|suite\s+#?)?\s*\d{1,5}[A-Za-z]?\s*[-–—]\s*\d/i.test(page.trim()) || (/^\d{1,5}[A-Za-z]?\s+\d/.test(page.trim()) && words(page)[0] === rest[0]) || /\s#\s?\d{1,5}[A-Za-z]?$/.test(page.trim()) || /(?:,\s*|^)(?:app\.?|apt\.?|appartement|unit|unité|suite)\s*\d{1,5}[A-Za-z]?(?:$|,\s*\d)/i.test(page.trim()));
  };
  if (shown && typeof chosen === "string" && shown.value !== chosen && got.street?.source !== shown.source && (tokens(shown.value) === tokens(chosen) || addsUnit(shown.value, chosen))) {
    put("street", "structuredData.address.street", shown);
  } else if (typeof chosen === "string") {
    // No such street on the page: a state's unit ("1508 - 128 Hazelton Ave") over a building's address without it
    // (JSON-LD's ApartmentComplex: "128 Hazelton Ave"), the listing being the unit.
    const unitStreet = sources.map((s) => s.facts.street).find((c) => c !== undefined && c.value !== chosen && addsUnit(c.value, chosen));
    // Nor in any source: a title that opens on the unit and that street ("305 - 75 Atherley Rd — $519,000") over
    // JSON-LD's building address without it (condos.ca's ApartmentComplex: "75 Atherley Rd"). A site's own state that
    // keeps the unit in a field of its own ("unit": "2708", "street": "15 Iceboat Terrace") gives the street alone.
    const escaped = escapeRegExp(chosen);
    const titled = new RegExp(`^(?:#|unit\\s+|suite\\s+)?\\d{1,5}[A-Za-z]?\\s*[-–—]\\s*${escaped}(?![\\p{L}\\p{N}])`, "iu");
    const titleStreet = unitStreet || !got.street?.source.startsWith("json-ld:") ? null : titles.map((t) => titled.exec(t.value.trim())?.[0]).find((v) => v !== undefined);
    if (unitStreet) put("street", "structuredData.address.street", unitStreet);
    else if (titleStreet) put("street", "structuredData.address.street", { value: titleStreet, source: `${got.street?.source ?? ""}+title-unit` });
  }
  // The city as the page shows it ("Sault Ste. Marie") over a state's spelling of the same name with its saint's name
  // written another way ("Sault Sainte Marie"); a difference of case or punctuation alone is no other spelling.
  const shownCity = pageText(sources)?.city;
  if (shownCity && typeof got.city?.value === "string" && folded(shownCity.value) !== folded(got.city.value) && samePlaceName(shownCity.value, got.city.value)) put("city", "structuredData.address.city", shownCity);
  // The municipality is the city; a borough or district ("Rosemont / La Petite Patrie", "Chomedey") is the neighbourhood.
  const city = got.city?.value;
  if (typeof city === "string") {
    const parts = splitCity(city);
    const source = got.city?.source ?? "";
    if (parts.city !== city) got.city = { value: parts.city, source: `${source}+municipality` };
    if (parts.neighbourhood && got.neighbourhood === undefined) put("neighbourhood", "structuredData.neighbourhood", { value: parts.neighbourhood, source: `${source}+borough` });
    if (parts.province && got.province === undefined) put("province", "structuredData.address.province", { value: parts.province, source: `${source}+municipality` });
  }
  // A line naming the city before its neighbourhood ("North Bay, Widdifield, ON") is read the usual way round, as
  // "Widdifield" in "North Bay": when another source's city is that line's neighbourhood, the line's city is the
  // neighbourhood.
  const hood = got.neighbourhood;
  const lineCity = hood ? sources.find((x) => x.facts.neighbourhood === hood)?.facts.city : undefined;
  const sameName = (a: unknown, b: unknown): boolean => typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase();
  if (hood && lineCity && lineCity.source === hood.source && sameName(hood.value, got.city?.value) && !sameName(lineCity.value, got.city?.value)) {
    put("neighbourhood", "structuredData.neighbourhood", { value: lineCity.value, source: `${lineCity.source}+city-first` });
  }
  // A place a title names ("House for sale in Braine-le-Château", "Sandland Grove, Nantwich") is read as the
  // neighbourhood only beside the city some source gives: with no city known, the place may be the town itself.
  if (got.neighbourhood?.source === "text:title-place" && got.city === undefined) drop("neighbourhood", "a title's place with no city beside it may be the town itself");
  // No province stated: the postal code's first letter says it ("J7Y 4M2" is in Quebec), else a major municipality's name.
  if (got.province === undefined) {
    const postal = got.postalCode?.value;
    const fromPostal = typeof postal === "string" ? provinceOfPostalCode(postal) : null;
    const fromCity = typeof got.city?.value === "string" ? provinceOfCity(got.city.value) : null;
    if (fromPostal) put("province", "structuredData.address.province", { value: fromPostal, source: `${got.postalCode?.source ?? ""}+postal-province` });
    else if (fromCity) put("province", "structuredData.address.province", { value: fromCity, source: `${got.city?.source ?? ""}+city-province` });
    // Else the site's own market's province (Centris lists Quebec's homes), for a listing the page places in a city.
    else if (opts.siteProvince && got.city !== undefined) put("province", "structuredData.address.province", { value: opts.siteProvince, source: "site:market-province" });
  }
  if (got.lot === undefined && typeof got.lotSize?.value === "string") {
    const parsed = parseLot(got.lotSize.value);
    if (parsed) put("lot", "structuredData.lot", { value: parsed, source: got.lotSize.source });
  }
  // The derived facts pass the same checks; then facts that cannot all be the listing's leave the doubtful ones out.
  screen(true);
  // A bathroom total that is not its labelled full and half baths (a partial counted whole, as realtor.ca's total does,
  // or left out) gives way to them: they are the finer statement. Not a sentence's, which may be about one floor.
  const [total, full0, half0] = [got.bathrooms?.value, got.bathroomsFull?.value, got.bathroomsHalf?.value];
  const stated = splitStated(got.bathroomsFull?.source ?? "") && splitStated(got.bathroomsHalf?.source ?? "");
  if (typeof total === "number" && typeof full0 === "number" && typeof half0 === "number" && stated && total !== full0 + half0 * 0.5) {
    opts.logs?.push(`plausibility: bathrooms ${total} from ${got.bathrooms?.source ?? ""} replaced by ${full0} full and ${half0} half`);
    put("bathrooms", "structuredData.bathrooms", { value: full0 + half0 * 0.5, source: `${got.bathroomsFull?.source ?? ""}+full-half` });
  }
  // A lot the size of the living area is one figure read twice, unless the page states each under its own label and
  // the data gives each in its own field ("Total interior livable area: 1,206 sqft" and "Lot" / "Size: 1,206 sqft"
  // over livingArea and lotSize): a unit's lot given as its floor area, stated twice, both stand.
  const found = conflicts(got).filter((c) => c.reason !== LOT_IS_AREA || !lotAndAreaStated(sources, got));
  for (const c of found) for (const key of c.keys) drop(key as FactKey, c.reason);
  // Coordinates outside the address's country (a JSON-LD geo with its latitude and longitude swapped) give way to the
  // next source's that lie inside it (the page's place:location meta tags). Never swapped back: a guess.
  if (found.some((c) => c.keys.includes("geo"))) {
    const next = sources.map((s) => s.facts.geo).find((c) => c !== undefined && implausible("geo", c, thisYear) === null && !conflicts({ ...got, geo: c }).some((x) => x.keys.includes("geo")));
    if (next) {
      opts.logs?.push(`plausibility: geo from ${next.source} instead`);
      put("geo", "structuredData.geo", next);
    }
  }
  const v = <T>(key: FactKey): T | null => (got[key]?.value as T | undefined) ?? null;
  // Strings are clipped to what the post columns they fill accept (src/shared/validation/text-limits.ts).
  const s = (key: FactKey): string | null => {
    const value = v<string>(key);
    return typeof value === "string" ? clipText(value, EXTRACTED_TEXT_MAX) : value;
  };

  // Baths: total = full + half/2; a total of 2.5 is two full and one half.
  let bathrooms = v<number>("bathrooms");
  let full = v<number>("bathroomsFull");
  let half = v<number>("bathroomsHalf");
  if (bathrooms === null && full !== null) {
    bathrooms = full + (half ?? 0) * 0.5;
    record["structuredData.bathrooms"] = record["structuredData.bathroomsFull"] ?? "";
  }
  if (bathrooms !== null && full === null && bathrooms % 1 === 0.5) {
    full = Math.floor(bathrooms);
    half = 1;
    record["structuredData.bathroomsFull"] = record["structuredData.bathroomsHalf"] = `${record["structuredData.bathrooms"] ?? ""}+split`;
  }
  if (full !== null && half === null) half = 0;

  const lotText = s("lotSize");
  const lot = v<LotSize>("lot");

  let price = got.price ? (got.price.value as NormalisedPrice | null) : null;
  // A rent stated without its period ("$2,150" on a "Long Term Rentals" page, a lease's listPrice) is monthly.
  if (price && price.period === "sale" && opts.rentalPage && price.amount < RENT_MAX) {
    price = { ...price, period: "month" };
    record["structuredData.price"] = `${record["structuredData.price"] ?? ""}+rental-page`;
  }
  const province = v<string>("province");
  const currency = price ? assumedCurrency(price, v<string>("priceText") ?? "", record["structuredData.price"] ?? "", { province, provinceSource: record["structuredData.address.province"] ?? "", postalCode: v<string>("postalCode"), textPrice: pageText(sources)?.price?.value ?? null, locale: opts.locale ?? null }) : null;
  if (price && currency) {
    price = { ...price, currency: currency.code };
    record["structuredData.price"] = `${record["structuredData.price"] ?? ""}+${currency.why}`;
  }
  const priceDoubt = price && (implausible("price", { value: price, source: record["structuredData.price"] ?? "" }, thisYear) ?? priceConflict(price, v<PropertyKind>("propertyKind"), v<string>("province")));
  if (price && priceDoubt) {
    opts.logs?.push(`plausibility: price ${JSON.stringify(price)} left out: ${priceDoubt}`);
    price = null;
    delete record["structuredData.price"];
  }
  // A rental's lister: a landlord or manager unless a brokerage names itself.
  if (opts.rentalPage === true || (price !== null && price.period !== "sale")) {
    const doubt = rentalBrokerageDoubt(v<string>("brokerageName"), got.brokerageName?.source);
    if (doubt) drop("brokerageName", doubt);
  }
  const hasAny = FIELD.some(([key]) => key !== "price" && got[key] !== undefined && got[key]?.value !== null) || price !== null;
  if (!hasAny) return null;
  if (price && record["structuredData.price"]) record["structuredData.listingPrice"] = record["structuredData.price"];
  const yearBuilt = v<number>("yearBuilt");
  const firm = s("brokerageName");
  return {
    listingPrice: price ? formatPrice(price) : null,
    propertyType: s("propertyType"),
    address: { street: s("street"), city: s("city"), province: s("province") },
    bedrooms: v<number>("bedrooms"),
    bathrooms,
    squareFootage: v<number>("squareFootage"),
    mlsNumber: s("mlsNumber"),
    listingAgentName: s("listingAgentName"),
    brokerageName: firm === null ? null : withoutBranchOffice(withoutSentenceStop(firm), s("city")),
    features: { yearBuilt },
    yearBuilt,
    lotSize: lotText,
    price,
    postalCode: s("postalCode"),
    bedroomsBelowGrade: v<number>("bedroomsBelowGrade"),
    propertyKind: v<PropertyKind>("propertyKind"),
    bathroomsFull: full,
    bathroomsHalf: full === null ? null : half,
    lot,
    neighbourhood: s("neighbourhood"),
    geo: v<GeoPoint>("geo"),
  };
}

/** Dollar currencies by the region of a page's own language tag ("en-AU"). Never "en-US": Canadian sites often declare it. */
const REGION_DOLLAR: Readonly<Record<string, string>> = { AU: "AUD", NZ: "NZD" };

/**
 * The currency of a price whose own text named none (a "$", a state's bare number) and was taken for Canadian, when the
 * page says which it is; null when the Canadian dollar stands. In order: the page's own text writing the same amount
 * in another currency ("€ 200.000", "200.000 €", "£550,000" beside a state's { value: 200000 }); a "$" on a US
 * address (its state and ZIP code, or its state in a data block's address field); a "$" on a page whose language tag names a dollar country ("en-AU").
 * "C$" or "CAD" is read where it is written (normalise/price.ts).
 */
function assumedCurrency(price: NormalisedPrice, priceText: string, source: string, page: { province: string | null; provinceSource: string; postalCode: string | null; textPrice: NormalisedPrice | null; locale: string | null }): { code: string; why: string } | null {
  if (price.currency !== "CAD") return null;
  const bareNumber = /^\d[\d,.]*$/.test(priceText.trim());
  const bareDollar = /^\s*\$\s?\d/.test(priceText) || (bareNumber && source.startsWith("embedded:"));
  const stated = page.textPrice;
  if ((bareDollar || bareNumber) && stated && stated.currency !== "CAD" && stated.amount === price.amount) return { code: stated.currency, why: "page-currency" };
  if (!bareDollar) return null;
  // A US state with its ZIP code, or a US state a data block's address gives in its own field (a ranch's JSON-LD Place
  // with "addressRegion": "MT" and no ZIP code): a US address, priced in US dollars.
  if (isUsState(page.province) && (isZipCode(page.postalCode ?? "") || /^(?:json-ld|microdata|rdfa):[\w.]*addressRegion$/.test(page.provinceSource))) return { code: "USD", why: "us-address" };
  const region = /^[a-z]{2}[-_]([A-Z]{2})$/i.exec(page.locale ?? "")?.[1]?.toUpperCase();
  const dollar = region ? REGION_DOLLAR[region] : undefined;
  return dollar ? { code: dollar, why: "page-locale" } : null;
}

/**
 * The living area and the lot each stated twice: by the text under its own label ("Total interior livable area",
 * "Lot" / "Size") and by a source of data in its own field (livingArea or floorSize, lotSize).
 */
function lotAndAreaStated(sources: NamedFacts[], got: Partial<Record<FactKey, Candidate<unknown>>>): boolean {
  const text = pageText(sources);
  const area = got.squareFootage?.value;
  const lot = got.lot?.value as LotSize | undefined;
  if (!text || typeof area !== "number" || !lot) return false;
  const data = sources.filter((s) => s.name !== "text").map((s) => s.facts);
  const lotOf = (f: ListingFacts): LotSize | null => f.lot?.value ?? (f.lotSize ? parseLot(f.lotSize.value) : null);
  const sameLot = (l: LotSize | null | undefined): boolean => l !== null && l !== undefined && lotInFt2(l) === lotInFt2(lot);
  return text.squareFootage?.source === "text:label:area" && text.squareFootage.value === area && text.lot?.source === "text:label:lot" && sameLot(text.lot.value)
    && data.some((f) => f.squareFootage?.value === area) && data.some((f) => sameLot(lotOf(f)));
}

export function describeYield(facts: ListingFacts): string {
  const keys = Object.keys(facts);
  return keys.length === 0 ? "nothing" : keys.join(", ");
}
