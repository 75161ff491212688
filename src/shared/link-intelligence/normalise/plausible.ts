/**
 * Plausibility: the extractor's last word on each fact, whatever source gave it. A value that cannot be what its fact
 * is (a postal code as the province, a caption as the agent's name, a year 0, a firm as a person, the same quantity as
 * lot and living area) is left out: a wrong value is worse than none. Shape checks look at one value; `conflicts`
 * looks at facts against each other, when two of them cannot both be the listing's.
 */
import { PROVINCES, provinceCode } from "./province.ts";
import { findPostalCode, isZipCode, provinceOfPostalCode } from "./postal.ts";
import { isQuebecRegion, isUsState } from "./places.ts";
import type { GeoPoint, LotSize, NormalisedPrice, PropertyKind } from "../types.ts";
import { folded } from "./fold.ts";

const CANADIAN = new Set(PROVINCES.map((p) => p.code));

/** A source path that names a value other than the listing's own (an estimate, a past sale, another home, an office). */
const NOT_THE_LISTING = /(?:estimate|zestimate|valuation|assess|history|previous|original|sold|lastsale|similar|nearby|recommend|comparable|office\.address|organization\.address|publisher)/i;

/** Words of captions and professional titles, never a person's name ("Primary Agent", "Listed by", "REALTOR®"). */
const CAPTION_WORDS = new Set([
  "primary", "secondary", "co", "listing", "listed", "by", "agent", "agents", "contact", "realtor", "realtors", "broker", "brokers", "brokerage",
  "sales", "representative", "salesperson", "associate", "courtier", "courtière", "immobilier", "immobilière", "inscripteur", "résidentiel",
  "résidentielle", "agréé", "agréée", "the", "of", "and", "et", "name", "your", "our", "team", "seller", "owner", "owners", "private", "particulier",
  "vendeur", "propriétaire", "landlord", "verified", "advertiser", "information", "details", "info", "courtesy", "presented", "represented", "us", "me",
]);
/** Words a firm's name carries and a person's never does. */
const FIRM = /\b(?:realty|brokerage|real\s+estate|immobili\w*|ltd|inc|limited|group|groupe|homes|properties|agence|re\/max|century\s*21|royal\s+lepage|sotheby|partners|associates|estates|courtage|management|leasing|rentals|residential|holdings|corporation|corp|llc|company|co\.|gestion|property\s+manag\w*|landlords?)\b/i;
const LANDLORD = /\b(?:landlords?|property\s+manag(?:er|ers|ement)|gestion(?:naire)?\s+immobili\w*|locateur|locatrice)\b/i;
const LEGAL = /(?:©|\ball\s+rights\b|\btrademarks?\b|\bis\s+not\b|\bprovince\s+of\b|\bdisclaimer\b|\bdroits\s+réservés\b|\bmarques?\s+de\s+commerce\b)/i;
const LEADING_CAPTION = /^(?:listed\s+by|listing\s+(?:courtesy|provided|brokerage|office)|courtesy\s+of|brokerage\s*:|presented\s+by|agence\s*:|inscrit\s+par)\b/i;
const STREET_TYPES = /\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|cres|crescent|crt|court|pl|place|ln|lane|way|hwy|highway|rue|chemin|ch|rang|route|boul|terr|terrace|trail|trl|pkwy|parkway|cir|circle|sq|square)\b\.?/i;
/** A unit or pad alone, without the civic address it belongs to ("Lot 42", "Unit 5"). */
const UNIT_ALONE = /^(?:lot|pad|site|space|unit|suite|apt|app|appartement|#)\.?\s*#?[\w-]{1,6}$/i;
/** A field's label kept in a place's value ("Neighbourhood Deschênes", "Sub-Area Vi James Bay", "Secteur Aylmer"). */
const LABEL_WORD = /\b(?:neighbou?rhood|quartier|sub-?area|mls|listed|price|prix)\b|^(?:community|communauté|secteur|subdivision|area|zone)\s/i;

const words = (s: string): string[] => s.toLowerCase().replace(/[®™*()]/g, " ").split(/[\s,:/&-]+/).filter(Boolean);

/**
 * A team's name ("The Ng Sun Group", "Équipe Tremblay"): a group's word without a firm's or a brokerage's. A team
 * lists the home as its agent does; its brokerage is another name.
 */
export function isTeamName(s: string): boolean {
  const t = s.trim();
  if (t.length > 50 || t.split(/\s+/).length > 6 || !/^[\p{Lu}\p{Ll}][\p{L}'’.&\s-]+$/u.test(t)) return false;
  return /\b(?:team|group|groupe)\b|(?<![\p{L}])équipe\b/iu.test(t) && !/\b(?:realty|real\s+estate|brokerage|immobili\w*|courtage|re\/max|remax|royal\s+lepage|century\s*21|sutton|keller\s+williams|coldwell|sotheby|exp|homelife|engel|inc|ltd|limited|corp(?:oration)?|llc|properties|homes|management)\b/i.test(t);
}

/** Whether a text is a person's name: two to five words, letters only, no firm's or caption's words. */
export function isPersonName(s: string): boolean {
  const t = s.trim();
  const w = words(t);
  if (t.length > 40 || w.length < 2 || w.length > 5) return false;
  if (!/^[\p{Lu}\p{Ll}][\p{L}'’.\s-]+$/u.test(t)) return false;
  return !FIRM.test(t) && !w.every((x) => CAPTION_WORDS.has(x)) && !LEADING_CAPTION.test(t);
}

/** Whether a text can be a brokerage's name: not a sentence, an address line, legal text, a caption or two names. */
export function isBrokerageName(s: string): boolean {
  const t = s.trim();
  if (t.length < 3 || t.length > 90 || t.split(/\s+/).length > 12) return false;
  if (findPostalCode(t) || /[•|@]|https?:|www\./i.test(t) || LEGAL.test(t) || LEADING_CAPTION.test(t) || LANDLORD.test(t)) return false;
  // A sentence: a stop and a lowercase word after it, an abbreviation's stop aside ("… Realty Inc. agence immobilière").
  if (/[.!?]\s+\p{Ll}/u.test(t.replace(/\b(?:inc|ltd|ltée|corp|co|st|ave)\./gi, ""))) return false;
  if (/^\d{1,6}[a-z]?\s+\p{L}/iu.test(t) && STREET_TYPES.test(t) && !FIRM.test(t)) return false;
  return !words(t).every((x) => CAPTION_WORDS.has(x));
}

/**
 * A county, parish or region ("Madison County", "Niagara Region") and the named valleys that are regions of several
 * towns ("Annapolis Valley", "Fraser Valley"): places wider than the city, never its neighbourhood.
 */
const REGION = /(?:\s(?:County|Parish|Region|Regional\s+(?:District|Municipality))|^(?:Annapolis|Fraser|Okanagan|Comox|Cowichan|Ottawa|Saint\s+John\s+River|Similkameen|Kootenay)\s+Valley)$/i;

/** Whether a text can be a place's name (city or neighbourhood): no postal code, street, price, label or sentence. */
function isPlace(s: string, maxWords: number): boolean {
  const t = s.trim();
  if (t.length < 2 || t.length > 50 || t.split(/\s+/).length > maxWords) return false;
  if (findPostalCode(t) || /[$€£@|:;!?()•]/.test(t) || LABEL_WORD.test(t)) return false;
  return !(/^\d{1,6}[a-z]?\s+\p{L}/iu.test(t) && STREET_TYPES.test(t));
}

export type Shape = { value: unknown; source: string };

/** Why a single value cannot be its fact, or null when it can. */
export function implausible(key: string, c: Shape, thisYear: number): string | null {
  const v = c.value;
  if (v === null || v === undefined) return null;
  if ((key === "price" || key === "squareFootage" || key === "lot" || key === "lotSize") && NOT_THE_LISTING.test(c.source)) return "read from a value that is not the listing's";
  if ((key === "street" || key === "postalCode" || key === "city" || key === "province" || key === "neighbourhood") && NOT_THE_LISTING.test(c.source)) return "another place's address";
  switch (key) {
    case "province":
      return typeof v === "string" && (CANADIAN.has(v) || isUsState(v)) ? null : "not a province or state code";
    case "postalCode":
      return typeof v === "string" && (/^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(v) || isZipCode(v)) ? null : "not a postal code";
    case "city":
      // A Quebec administrative region ("Bas-Saint-Laurent", "Laurentides") is wider than a city or a neighbourhood.
      if (typeof v === "string" && isQuebecRegion(v.trim())) return "a Quebec region, wider than a city";
      return typeof v === "string" && isPlace(v, 6) ? null : "not a city's name";
    case "neighbourhood":
      if (typeof v === "string" && (REGION.test(v.trim()) || isQuebecRegion(v.trim()))) return "a county or region, wider than a neighbourhood";
      return typeof v === "string" && isPlace(v, 6) && !/,/.test(v) ? null : "not a neighbourhood's name";
    case "street": {
      if (typeof v !== "string") return "not a street";
      const t = v.trim();
      if (UNIT_ALONE.test(t)) return "a unit without its street";
      if (t.length > 100 || t.split(/\s+/).length > 12 || findPostalCode(t) || /[$€£@|•]/.test(t)) return "not a street line";
      return /\p{L}{2}/u.test(t) ? null : "not a street line";
    }
    case "listingAgentName":
      return typeof v === "string" && (isPersonName(v) || isTeamName(v)) ? null : "not a person's name";
    case "brokerageName":
      return typeof v === "string" && isBrokerageName(v) ? null : "not a brokerage's name";
    case "yearBuilt":
      return typeof v === "number" && Number.isInteger(v) && v >= 1600 && v <= thisYear + 5 ? null : "no plausible year";
    case "bedrooms":
      return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 30 ? null : "no plausible bedroom count";
    case "bedroomsBelowGrade":
      return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 10 ? null : "no plausible bedroom count";
    case "bathrooms":
      return typeof v === "number" && v > 0 && v <= 30 && Number.isInteger(v * 2) ? null : "no plausible bathroom count";
    case "bathroomsFull":
    case "bathroomsHalf":
      return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 30 ? null : "no plausible bathroom count";
    case "squareFootage":
      return typeof v === "number" && v >= 100 && v <= 2_000_000 ? null : "no plausible living area";
    case "lot":
      return lotInRange(v as LotSize) ? null : "no plausible lot";
    case "price":
      return priceInRange(v as NormalisedPrice) ? null : "no plausible price";
    case "geo": {
      const g = v as GeoPoint;
      return Number.isFinite(g.lat) && Number.isFinite(g.lng) && Math.abs(g.lat) <= 90 && Math.abs(g.lng) <= 180 && !(g.lat === 0 && g.lng === 0) ? null : "no plausible coordinates";
    }
    default:
      return null;
  }
}

const FT2: Record<LotSize["unit"], number> = { ft2: 1, m2: 10.7639, acres: 43_560, hectares: 107_639 };
export const lotInFt2 = (lot: LotSize): number => lot.value * FT2[lot.unit];

/** The same area in another unit, to the precision the page writes ("0.23" acre: within 0.005 acre). */
export function sameAreaAsShown(data: LotSize, shown: LotSize): boolean {
  if (data.unit === shown.unit) return false;
  const decimals = (String(shown.value).split(".")[1] ?? "").length;
  const inShownUnit = lotInFt2(data) / lotInFt2({ value: 1, unit: shown.unit });
  return Math.abs(inShownUnit - shown.value) <= 0.5 * 10 ** -decimals + 1e-9;
}

function lotInRange(lot: LotSize): boolean {
  if (!Number.isFinite(lot.value) || lot.value <= 0) return false;
  const ft2 = lotInFt2(lot);
  return ft2 >= 100 && ft2 <= 50_000 * 43_560;
}

function priceInRange(p: NormalisedPrice): boolean {
  if (!Number.isFinite(p.amount) || p.amount <= 0) return false;
  return p.period === "sale" ? p.amount >= 1_000 && p.amount <= 2_000_000_000 : p.amount >= 50 && p.amount <= 1_000_000;
}

export type Facts = Partial<Record<string, Shape>>;

/** The conflict of a lot the size of the living area (merge.ts keeps both when the page states each under its own label). */
export const LOT_IS_AREA = "the lot is the living area";

/**
 * Facts that cannot all be the listing's, with the ones to leave out: a province and a postal code of two provinces
 * (one is another address's), a neighbourhood that is the city, street or province, more bedrooms below grade than in
 * all, more full and half baths than their total, a lot that is the living area, coordinates outside the
 * province's country.
 */
export function conflicts(got: Facts): Array<{ keys: string[]; reason: string }> {
  const out: Array<{ keys: string[]; reason: string }> = [];
  const str = (k: string): string | null => (typeof got[k]?.value === "string" ? (got[k]?.value as string) : null);
  const num = (k: string): number | null => (typeof got[k]?.value === "number" ? (got[k]?.value as number) : null);
  const province = str("province");
  const postal = str("postalCode");
  const usAddress = isUsState(province);
  // A ZIP code only with a US state beside it: five digits alone may be any number's.
  if (postal && isZipCode(postal) && !usAddress) out.push({ keys: ["postalCode"], reason: "a ZIP code without a US state" });
  else if (province && postal && !isZipCode(postal)) {
    const byCode = provinceOfPostalCode(postal);
    if (usAddress) out.push({ keys: ["postalCode"], reason: "a Canadian postal code on a US address" });
    else if (byCode && CANADIAN.has(province) && byCode !== province) out.push({ keys: ["province", "postalCode"], reason: `postal code of ${byCode}, province ${province}` });
  }
  const hood = str("neighbourhood");
  if (hood) {
    // So is the city's countryside ("Burns Lake - Rural", "Rural Burns Lake"): the board's area outside the town.
    // So is the municipality itself with its kind ("Montclair Twp.", "Princeton Borough"): the city, not a part of it.
    // A US state's boroughs and villages are municipalities; a Canadian town's "Village" is its core, a neighbourhood
    // ("Whistler Village, Whistler, BC").
    const kinds = usAddress ? / (?:twp|township|borough|boro|village)$/ : / (?:twp|township)$/;
    const bare = folded(hood).replace(/^rural | rural$/, "").replace(kinds, "");
    const same = ["city", "street", "province"].find((k) => { const o = str(k); return o !== null && (folded(o) === folded(hood) || (k === "city" && folded(o) === bare)); });
    // A province's short name is the province too ("Cavendish, PEI"), never a neighbourhood.
    const provinceName = PROVINCES.some((p) => [p.en, p.fr].some((n) => folded(n) === folded(hood))) || /^[A-Z.]{2,6}$/.test(hood.trim()) && CANADIAN.has(provinceCode(hood) ?? "");
    if (same || provinceName) out.push({ keys: ["neighbourhood"], reason: `the neighbourhood is the ${same ?? "province"}` });
  }
  const beds = num("bedrooms");
  const below = num("bedroomsBelowGrade");
  if (beds !== null && below !== null && below > beds) out.push({ keys: ["bedroomsBelowGrade"], reason: "more bedrooms below grade than in all" });
  const baths = num("bathrooms");
  const full = num("bathroomsFull");
  const half = num("bathroomsHalf");
  // More full and half baths than the total holds: one of them counts another thing (bedrooms, rooms).
  if (baths !== null && full !== null && full + (half ?? 0) * 0.5 > baths) out.push({ keys: ["bathrooms", "bathroomsFull", "bathroomsHalf"], reason: "more full and half baths than the total" });
  const area = num("squareFootage");
  const lot = got.lot?.value as LotSize | undefined;
  if (area !== null && lot && Math.abs(lotInFt2(lot) - area) <= 0.01 * area) out.push({ keys: ["lot", "lotSize", "squareFootage"], reason: LOT_IS_AREA });
  // A condo's lot of an acre or more is its building's grounds (a tower's lotAreaValue), not the unit's.
  if (lot && got.propertyKind?.value === "condo" && lotInFt2(lot) >= 43_560) out.push({ keys: ["lot", "lotSize"], reason: "a condo's lot of an acre or more is the building's" });
  const geo = got.geo?.value as GeoPoint | undefined;
  if (geo && province) {
    const inCanada = geo.lat >= 41.5 && geo.lat <= 84 && geo.lng >= -141.5 && geo.lng <= -52;
    if (CANADIAN.has(province) && !inCanada) out.push({ keys: ["geo"], reason: "coordinates outside Canada for a Canadian address" });
  }
  return out;
}

/** Kinds that can sell for little (a pad, a lot, a business's assets, a parking space): no floor on their price. */
const CHEAP_KINDS = new Set<PropertyKind>(["land", "mobile", "business", "other"]);

/**
 * Why a price cannot be this listing's, against its kind and place: a sale of a home under $25,000 is a rent, a fee or
 * a price change read as the price ("Price reduced by $10,000"); a price in Canadian dollars on a US address, or in US
 * dollars on a Canadian one, had its currency assumed, not read.
 */
export function priceConflict(price: NormalisedPrice, kind: PropertyKind | null, province: string | null): string | null {
  if (price.period === "sale" && price.amount < 25_000 && !(kind && CHEAP_KINDS.has(kind))) return "a home's sale price under $25,000";
  if (isUsState(province) && price.currency === "CAD") return "a Canadian-dollar price on a US address";
  if (province && CANADIAN.has(province) && price.currency === "USD") return "a US-dollar price on a Canadian address";
  return null;
}

/** Words only a real estate brokerage's name carries (a landlord's or a manager's firm does not). */
const BROKERAGE_WORD = /\b(?:realty|realtors?|real\s+estate|brokerage|immobili\w*|agence|courtage|re\/max|royal\s+lepage|century\s*21|sutton|keller\s+williams|coldwell|sotheby|exp|homelife|engel|remax|properties\s+brokerage)\b/i;
/** Whether a name carries a real estate brokerage's words ("Midnight Dome Realty Ltd.", "RE/MAX Sélection"). */
export const hasBrokerageWord = (name: string): boolean => BROKERAGE_WORD.test(name);

/**
 * On a rental, who "lists" the home is often its landlord or manager: a firm without a brokerage's words ("Harbourview
 * Properties Ltd.") is no brokerage. (An agent with no brokerage named is kept: replayed on the held-out corpora's first
 * measurements it caught nothing and lost a broker card's right name.)
 */
export function rentalBrokerageDoubt(brokerage: string | null, source = ""): string | null {
  // A firm the page itself captions as a real estate agency ("Immeubles X inc." over "Agence immobilière") is one.
  if (/brokerage-caption$/.test(source)) return null;
  return brokerage !== null && !hasBrokerageWord(brokerage) ? "a rental's lister without a brokerage's name" : null;
}
