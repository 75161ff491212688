/**
 * Per-site adapters, for sites whose structure the generic sources cannot read right: Zillow's listing inside a JSON
 * string in __NEXT_DATA__ (beside its Zestimate and last sold price), realtor.com's property details (beside the
 * advertiser's office address), Kijiji's Apollo state (prices in cents, bathrooms in tenths), DuProprio's address
 * spans, street heading and sector heading, condos.ca's building neighbourhood; and the older page generations of
 * Zillow (the same cache as `apiCache` in `hdpApolloPreloadedData`) and Kijiji (`window.__data.config.VIP`).
 * Each fact's source is "site:<host>.<rule>".
 */
import type { HtmlDocument, HtmlElement } from "../html/parse.ts";
import { findAll, ownText, textContent } from "../html/query.ts";
import { propertyKindOf, propertyKindOfTitle } from "../normalise/kind.ts";
import { parseLot } from "../normalise/lot.ts";
import { mlsNumberOf } from "../normalise/mls.ts";
import { parseArea, parseYear } from "../normalise/numbers.ts";
import { normalisePostalCode } from "../normalise/postal.ts";
import { normalisePrice } from "../normalise/price.ts";
import { PROVINCES, provinceCode } from "../normalise/province.ts";
import { looksLikeStreet, parseDisplayAddress, splitCity } from "../normalise/places.ts";
import type { Candidate, ListingFacts } from "../types.ts";
import { embeddedStates, readListingObject } from "./embedded.ts";
import { geoPoint } from "./geo.ts";
import { flattenNodes, isObject, parseLenientJson, text } from "./json.ts";
import type { Json, JsonObject } from "./json.ts";
import { escapeRegExp } from "../regexp.ts";

type Adapter = { host: RegExp; name: string; read: (root: HtmlDocument, url: URL, logs: string[]) => ListingFacts };

function setter(facts: ListingFacts, site: string) {
  return (key: keyof ListingFacts, value: unknown, rule: string): void => {
    if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `site:${site}.${rule}` };
  };
}

const obj = (value: Json | undefined): JsonObject | null => (isObject(value) ? value : null);
const num = (value: Json | undefined): number | null => (typeof value === "number" && Number.isFinite(value) ? value : typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : null);

/** An area Zillow's RESO facts give as a number or as written ("3,050 sqft"); none when zero. */
const areaFact = (value: Json | undefined): number | null => (typeof value === "string" ? parseArea(value) : typeof value === "number" ? parseArea(value) : null);

const ZILLOW_KIND: Record<string, ListingFacts["propertyKind"] extends Candidate<infer K> | undefined ? K : never> = {
  SINGLE_FAMILY: "house", CONDO: "condo", APARTMENT: "condo", COOPERATIVE: "condo", TOWNHOUSE: "townhouse", MULTI_FAMILY: "plex", MANUFACTURED: "mobile", LOT: "land", LAND: "land",
};

function zillow(root: HtmlDocument, _url: URL, logs: string[]): ListingFacts {
  const facts: ListingFacts = {};
  const set = setter(facts, "zillow.com");
  for (const { data } of embeddedStates(root, logs)) {
    for (const node of flattenNodes([data], 200)) {
      // gdpClientCache in __NEXT_DATA__; the older pages' hdpApolloPreloadedData holds the same cache as apiCache.
      const cache = node["gdpClientCache"] ?? node["apiCache"];
      const parsed = typeof cache === "string" ? parseLenientJson(cache) : cache;
      if (parsed === undefined || parsed === null) continue;
      const property = flattenNodes([parsed], 400).find((n) => n["zpid"] !== undefined && n["price"] !== undefined && (n["bedrooms"] !== undefined || n["livingArea"] !== undefined));
      if (!property) continue;
      logs.push(`site: zillow.com listing read from ${node["gdpClientCache"] !== undefined ? "gdpClientCache" : "apiCache"} (price, not the Zestimate)`);
      const currency = text(property["currency"]) ?? "USD";
      // A rental's price is its monthly rent (homeStatus FOR_RENT; the page shows "$2,195/mo").
      const price = normalisePrice(num(property["price"]), currency);
      const rent = text(property["homeStatus"]) === "FOR_RENT";
      set("price", price && rent ? { ...price, period: "month" } : price, rent ? "property.price+FOR_RENT" : "property.price");
      const address = obj(property["address"]);
      if (address) {
        set("street", text(address["streetAddress"]), "property.address.streetAddress");
        set("city", text(address["city"]), "property.address.city");
        set("province", provinceCode(text(address["state"])), "property.address.state");
        set("postalCode", normalisePostalCode(text(address["zipcode"])), "property.address.zipcode");
        set("neighbourhood", text(address["neighborhood"]), "property.address.neighborhood");
      }
      // The neighbourhood Zillow files the home under, as a region of its own ({ name: "West Valley" }).
      set("neighbourhood", text(obj(property["neighborhoodRegion"])?.["name"]), "property.neighborhoodRegion.name");
      set("bedrooms", num(property["bedrooms"]), "property.bedrooms");
      const reso = obj(property["resoFacts"]);
      // A three-quarter bath (RESO's `bathroomsThreeQuarter`: a shower, no tub) is a full bath, as realtor.com's
      // `baths_3qtr` below and the labelled "3/4 Bathrooms" row count it.
      const fullOnly = num(reso?.["bathroomsFull"]);
      const threeQuarter = num(reso?.["bathroomsThreeQuarter"]);
      const full = fullOnly !== null && threeQuarter !== null ? fullOnly + threeQuarter : fullOnly;
      const half = num(reso?.["bathroomsHalf"]);
      if (full !== null) {
        set("bathrooms", full + (half ?? 0) * 0.5, "property.resoFacts.bathroomsFull");
        set("bathroomsFull", full, "property.resoFacts.bathroomsFull");
        set("bathroomsHalf", half ?? 0, "property.resoFacts.bathroomsHalf");
      } else set("bathrooms", num(property["bathrooms"]), "property.bathrooms");
      // Zillow's livingArea takes in the finished area below grade; its RESO facts give the area above grade apart
      // ("aboveGradeFinishedArea": "3,050 sqft" beside "belowGradeFinishedArea": "1,160 sqft"). The corpora take the
      // area above grade over a total with the basement's in it (as text/area-lot.ts does), so the above-grade figure
      // when a finished area below grade makes livingArea the larger.
      const living = num(property["livingArea"]);
      const above = areaFact(reso?.["aboveGradeFinishedArea"]);
      const below = areaFact(reso?.["belowGradeFinishedArea"]);
      if (living !== null && above !== null && below !== null && above < living) set("squareFootage", above, "property.resoFacts.aboveGradeFinishedArea");
      set("squareFootage", living, "property.livingArea");
      const homeType = text(property["homeType"]);
      set("propertyType", homeType, "property.homeType");
      // A CONDO whose RESO subtype is a townhouse ("propertySubType": ["Townhouse"]) is a condo townhouse: a townhouse.
      const kind = homeType ? (ZILLOW_KIND[homeType] ?? propertyKindOf(homeType)) : null;
      const subtypes = reso?.["propertySubType"];
      const townhouse = kind === "condo" && (Array.isArray(subtypes) ? subtypes : [subtypes]).some((t) => propertyKindOf(text(t)) === "townhouse");
      if (townhouse) set("propertyKind", "townhouse", "property.resoFacts.propertySubType");
      set("propertyKind", kind, "property.homeType");
      // A lot's `yearBuilt` 0 (or -1) is Zillow's "none", not a year.
      set("yearBuilt", parseYear(num(property["yearBuilt"])), "property.yearBuilt");
      // The same year among the home's RESO facts, where the property's top level leaves it out.
      set("yearBuilt", parseYear(num(reso?.["yearBuilt"])), "property.resoFacts.yearBuilt");
      // A condo or co-op unit's `lotAreaValue` is its building's land, not the unit's; the page never shows it as the lot.
      const lotValue = homeType && /^(?:CONDO|APARTMENT|COOPERATIVE)$/i.test(homeType) ? null : num(property["lotAreaValue"]);
      if (lotValue !== null) set("lot", parseLot(lotValue, text(property["lotAreaUnits"]) ?? "sqft"), "property.lotAreaValue");
      set("lotSize", text(reso?.["lotSize"]), "property.resoFacts.lotSize");
      set("mlsNumber", mlsNumberOf(text(property["mlsid"]), true), "property.mlsid");
      const attribution = obj(property["attributionInfo"]);
      set("listingAgentName", text(attribution?.["agentName"]), "property.attributionInfo.agentName");
      set("brokerageName", text(attribution?.["brokerName"]), "property.attributionInfo.brokerName");
      set("geo", geoPoint(property["latitude"], property["longitude"]), "property.latitude");
      return facts;
    }
  }
  return facts;
}

/** realtor.com's own type words: its "single_family" is a detached house (unlike realtor.ca's "Single Family"). */
const REALTOR_COM_KIND: Record<string, NonNullable<ListingFacts["propertyKind"]>["value"]> = {
  single_family: "house", condo: "condo", condos: "condo", condo_townhome: "townhouse", townhomes: "townhouse", townhouse: "townhouse",
  multi_family: "plex", mobile: "mobile", land: "land", farm: "farm", apartment: "condo", coop: "condo",
};

function realtorCom(root: HtmlDocument, _url: URL, logs: string[]): ListingFacts {
  const facts: ListingFacts = {};
  const set = setter(facts, "realtor.com");
  for (const { data } of embeddedStates(root, logs)) {
    const details = flattenNodes([data], 400).find((n) => n["list_price"] !== undefined && isObject(n["description"]) && isObject(n["location"]));
    if (!details) continue;
    logs.push("site: realtor.com propertyDetails (list price; the advertiser's office address is not the listing's)");
    set("price", normalisePrice(num(details["list_price"]), "USD"), "propertyDetails.list_price");
    const d = obj(details["description"]) ?? {};
    set("bedrooms", num(d["beds"]), "description.beds");
    // A three-quarter bath (`baths_3qtr`: a shower, no tub) is a full bath, as the labelled "3/4 Bathrooms" row counts it.
    const fullOnly = num(d["baths_full"]);
    const threeQuarter = num(d["baths_3qtr"]);
    const full = fullOnly !== null && threeQuarter !== null ? fullOnly + threeQuarter : fullOnly;
    const half = num(d["baths_half"]);
    if (full !== null) {
      set("bathrooms", full + (half ?? 0) * 0.5, "description.baths_full");
      set("bathroomsFull", full, "description.baths_full");
      set("bathroomsHalf", half ?? 0, "description.baths_half");
    }
    set("squareFootage", num(d["sqft"]), "description.sqft");
    const lot = num(d["lot_sqft"]);
    // realtor.com shows a lot of an acre or more in acres ("20 acres lot" for `lot_sqft` 871200): the page's unit.
    if (lot !== null) set("lot", lot >= 43_560 ? parseLot(Math.round((lot / 43_560) * 100) / 100, "acres") : parseLot(lot, "sqft"), "description.lot_sqft");
    const type = text(d["sub_type"]) ?? text(d["type"]);
    set("propertyType", type, "description.type");
    set("propertyKind", type ? (REALTOR_COM_KIND[type] ?? propertyKindOf(type)) : null, "description.type");
    set("yearBuilt", parseYear(num(d["year_built"])), "description.year_built");
    const location = obj(details["location"]) ?? {};
    const address = obj(location["address"]) ?? {};
    set("street", text(address["line"]), "location.address.line");
    set("city", text(address["city"]), "location.address.city");
    set("province", provinceCode(text(address["state_code"])), "location.address.state_code");
    set("postalCode", normalisePostalCode(text(address["postal_code"])), "location.address.postal_code");
    const coordinate = obj(address["coordinate"]);
    set("geo", geoPoint(coordinate?.["lat"], coordinate?.["lon"]), "location.address.coordinate");
    const hoods = location["neighborhoods"];
    if (Array.isArray(hoods)) set("neighbourhood", text(obj(hoods[0])?.["name"]), "location.neighborhoods");
    const source = obj(details["source"]);
    // A source marked "mls", or one with no type that names itself a board ({ id: "NWWA", name: "Northwest MLS" }).
    const board = text(source?.["type"]) === "mls" || (source?.["type"] === undefined && /\bMLS\b|multiple\s+listing/i.test(text(source?.["name"]) ?? ""));
    if (board) set("mlsNumber", mlsNumberOf(text(source?.["listing_id"]), true), "source.listing_id");
    const advertisers = details["advertisers"];
    const seller = Array.isArray(advertisers) ? advertisers.map(obj).find((a) => a && text(a["type"]) === "seller") : null;
    set("listingAgentName", text(seller?.["name"]), "advertisers.seller.name");
    set("brokerageName", text(obj(seller?.["office"])?.["name"]), "advertisers.seller.office.name");
    return facts;
  }
  // No state: the details list's "Property type: Single Family" row, in the same words as the state's type.
  for (const li of findAll(root, (el) => el.tag === "li")) {
    const row = /^property\s+type\s*:\s*([\w\s-]{2,30})$/i.exec(textContent(li, 80).trim());
    const kind = row?.[1] ? REALTOR_COM_KIND[row[1].trim().toLowerCase().replace(/[\s-]+/g, "_")] : undefined;
    if (!kind) continue;
    set("propertyKind", kind, "details.property-type");
    break;
  }
  return facts;
}

const KIJIJI_RENT = /apartments?-condos|rental|for-rent|[aà]-louer|v-location|appartements?/i;

function kijiji(root: HtmlDocument, url: URL, logs: string[]): ListingFacts {
  const facts: ListingFacts = {};
  const set = setter(facts, "kijiji.ca");
  const id = /\/(\d{6,})(?:$|[/?#])/.exec(url.pathname + "/")?.[1];
  for (const { data } of embeddedStates(root, logs)) {
    const nodes = flattenNodes([data], 2000);
    const ads = nodes.filter((n) => /Listing$/.test(text(n["__typename"]) ?? ""));
    // Apollo's cache keys each object by its type and id ("RealEstateListing:1739920461"): a state that leaves out
    // __typename names the listing there.
    for (const n of nodes) for (const [key, value] of Object.entries(n)) if (/^\w*Listing:[\w-]+$/.test(key) && isObject(value) && !ads.includes(value)) ads.push(value);
    const ad = ads.find((n) => text(n["id"]) === id) ?? (ads.length === 1 ? ads[0] : undefined);
    if (!ad) {
      // The ad's own object as the whole state ({ adId, price, adLocation, … }) where config.VIP would hold it, or
      // deeper in it (the newer page's viewItemPage.viewItemData), never another ad's (similar ads have no location).
      const state = obj(data);
      // The newer state names its location "location" ({ mapAddress, latitude, longitude }) where the older one has "adLocation".
      // Next.js's pageProps.ad names the ad's id "id" where the others say "adId": the ad whose id is the address's.
      const adId = (n: JsonObject): string | null => text(n["adId"]) ?? (id !== undefined && text(n["id"]) === id ? id : null);
      const isAd = (n: JsonObject | null | undefined): n is JsonObject => n !== null && n !== undefined && adId(n) !== null && (obj(n["adLocation"]) !== null || text(obj(n["location"])?.["mapAddress"]) !== null);
      const vip = obj(obj(state?.["config"])?.["VIP"]) ?? (isAd(state) ? state : nodes.find((n) => isAd(n) && (id === undefined || adId(n) === id)));
      if (vip && (id === undefined || adId(vip) === id)) return kijijiVip(vip, url, facts, set, logs);
      continue;
    }
    logs.push(`site: kijiji.ca ad ${text(ad["id"]) ?? ""} (price in cents)`);
    const price = obj(ad["price"]);
    const cents = num(price?.["amount"]);
    if (cents !== null && cents > 0) {
      const p = normalisePrice(cents / 100, "CAD");
      set("price", p && KIJIJI_RENT.test(url.pathname) ? { ...p, period: "month" } : p, "price.amount/100");
    }
    const location = obj(ad["location"]);
    const address = text(location?.["address"]);
    const parts = address ? parseDisplayAddress(address) : null;
    if (parts) {
      set("street", parts.street, "location.address");
      set("city", parts.city, "location.address");
      set("province", parts.province, "location.address");
      set("postalCode", parts.postalCode, "location.address");
    }
    const coords = obj(location?.["coordinates"]);
    set("geo", geoPoint(coords?.["latitude"], coords?.["longitude"]), "location.coordinates");
    const attrs = obj(ad["attributes"])?.["all"];
    const attr = (name: string): string | null => {
      if (!Array.isArray(attrs)) return null;
      const a = attrs.map(obj).find((x) => text(x?.["canonicalName"]) === name);
      return text(a?.["canonicalValues"]);
    };
    // The value the ad shows: "Shared" bathrooms (canonical "10") are no count of the rental's own.
    const shown = (name: string): string | null => {
      if (!Array.isArray(attrs)) return null;
      return text(attrs.map(obj).find((x) => text(x?.["canonicalName"]) === name)?.["values"]);
    };
    // A room for rent ("roomtype" private or shared room) is one bedroom of a house; the house's counts are not its own.
    const room = attr("roomtype") !== null;
    set("bedrooms", room ? 1 : num(attr("numberbedrooms")), room ? "attributes.roomtype" : "attributes.numberbedrooms");
    const bathsShown = shown("numberbathrooms");
    const tenths = bathsShown !== null && !/\d/.test(bathsShown) ? null : num(attr("numberbathrooms"));
    if (tenths !== null) {
      const baths = tenths / 10;
      set("bathrooms", baths, "attributes.numberbathrooms/10");
    }
    set("squareFootage", num(attr("areainfeet")), "attributes.areainfeet");
    const unit = attr("unittype");
    set("propertyType", unit, "attributes.unittype");
    set("propertyKind", propertyKindOf(unit), "attributes.unittype");
    return facts;
  }
  // The ad page without its state: the location button ("Rosemont, Montréal, QC H1X"), a place with only the postal
  // code's first half, which is no postal code.
  const location = findAll(root, (el) => (el.rawAttrs ?? "").includes("vip-location") && el.attrs["data-testid"] === "vip-location")[0];
  const place = location ? textContent(location, 200).trim().replace(/(,\s*[A-Z]{2})\s+[A-Z]\d[A-Z]$/, "$1") : "";
  const parts = place.length <= 100 ? parseDisplayAddress(place) : null;
  if (parts?.city && parts.province) {
    set("street", parts.street, "vip-location");
    set("city", parts.city, "vip-location");
    set("neighbourhood", parts.neighbourhood, "vip-location");
    set("province", parts.province, "vip-location");
    set("postalCode", parts.postalCode, "vip-location");
  }
  return facts;
}

/**
 * Kijiji's older ad page: `window.__data.config.VIP` with the price in cents, `adLocation` and `adAttributes` whose
 * `machineValue` may be scaled ("15" bathrooms) beside a localised value ("1.5").
 */
function kijijiVip(vip: JsonObject, url: URL, facts: ListingFacts, set: ReturnType<typeof setter>, logs: string[]): ListingFacts {
  logs.push(`site: kijiji.ca ad ${text(vip["adId"]) ?? ""} (config.VIP, price in cents)`);
  const cents = num(obj(vip["price"])?.["amount"]);
  if (cents !== null && cents > 0) {
    const p = normalisePrice(cents / 100, "CAD");
    set("price", p && KIJIJI_RENT.test(url.pathname) ? { ...p, period: "month" } : p, "VIP.price.amount/100");
  }
  const location = obj(vip["adLocation"]) ?? obj(vip["location"]);
  const address = text(location?.["mapAddress"]);
  const parts = address ? parseDisplayAddress(address) : null;
  if (parts) {
    set("street", parts.street, "VIP.adLocation.mapAddress");
    set("city", parts.city, "VIP.adLocation.mapAddress");
    set("province", parts.province, "VIP.adLocation.mapAddress");
    set("postalCode", parts.postalCode, "VIP.adLocation.mapAddress");
  }
  set("geo", geoPoint(location?.["latitude"], location?.["longitude"]), "VIP.adLocation");
  const attrs = Array.isArray(vip["adAttributes"]) ? vip["adAttributes"].map(obj) : [];
  const attr = (key: string): { machine: string | null; shown: string | null } => {
    const a = attrs.find((x) => text(x?.["machineKey"]) === key);
    return { machine: text(a?.["machineValue"]), shown: text(obj(obj(a?.["localeSpecificValues"])?.["en"])?.["value"]) };
  };
  // The localised value when it is a number (bathrooms "1.5" for a machine value of "15").
  const count = (key: string): number | null => {
    const a = attr(key);
    return num(a.shown ?? undefined) ?? num(a.machine ?? undefined);
  };
  set("bedrooms", count("numberbedrooms"), "VIP.adAttributes.numberbedrooms");
  const baths = attr("numberbathrooms");
  const shownBaths = num(baths.shown ?? undefined);
  const machineBaths = num(baths.machine ?? undefined);
  set("bathrooms", shownBaths ?? (machineBaths !== null ? machineBaths / 10 : null), "VIP.adAttributes.numberbathrooms");
  set("squareFootage", count("areainfeet"), "VIP.adAttributes.areainfeet");
  const unit = attr("unittype").machine;
  set("propertyType", attr("unittype").shown ?? unit, "VIP.adAttributes.unittype");
  set("propertyKind", propertyKindOf(unit), "VIP.adAttributes.unittype");
  return facts;
}

const byClass = (root: HtmlElement, cls: string): HtmlElement[] => findAll(root, (el) => (el.rawAttrs ?? "").includes(cls) && (el.attrs["class"] ?? "").split(/\s+/).includes(cls));

function duproprio(root: HtmlDocument): ListingFacts {
  const facts: ListingFacts = {};
  const set = setter(facts, "duproprio.com");
  const address = byClass(root, "listing-location__address")[0];
  if (address) {
    const children = address.children.filter((c): c is HtmlElement => typeof c !== "string");
    // The street in a heading of its own before the spans ("2870, chemin Sainte-Foy, apt. 308"): the spans are the place,
    // and so is a heading after the street's ("<h2>47, rue X</h2><h3>Rivière-du-Loup</h3><span>Bas-Saint-Laurent</span>").
    const heading = children.find((el) => /^h[1-6]$/.test(el.tag) && looksLikeStreet(ownText(el)));
    const spanned = children.filter((el) => el.tag === "span" || (heading !== undefined && el !== heading && /^h[1-6]$/.test(el.tag) && children.indexOf(el) > children.indexOf(heading))).map((el) => ownText(el));
    // Or its lines alone, split by line breaks ("1234, rue X<br>Lévis (Saint-Nicolas)<br>Chaudière-Appalaches").
    const broken = address.children.some((c) => typeof c !== "string" && c.tag === "br");
    const lines = spanned.length === 0 && heading === undefined && broken ? address.children.filter((c): c is string => typeof c === "string").map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean) : [];
    const spans = spanned.length > 0 ? spanned : lines;
    // Street and city, then the province and postal code when given; a span shaped as a postal code is never the
    // province ("1287, rue des Mélèzes", "Lévis", "G6V 0B4" has no province).
    const [street, shown, ...rest] = heading ? [ownText(heading), ...spans] : spans;
    // A city span with its borough and province ("Rimouski (Pointe-au-Père), Québec"): the city, its borough the
    // neighbourhood, and the province after the comma.
    // Or the sector before the city, then the postal code ("Lachenaie, Terrebonne, J6W 5T2"): the sector is the
    // neighbourhood, the postal code the listing's.
    const pieces = (shown ?? "").split(/\s*,\s*/);
    const postal = pieces.length > 1 ? normalisePostalCode(pieces[pieces.length - 1]) : null;
    if (postal) pieces.pop();
    const lastCode = pieces.length > 1 ? provinceCode(pieces[pieces.length - 1] ?? "") : null;
    const province = lastCode && PROVINCES.some((p) => p.code === lastCode) ? lastCode : null;
    if (province) pieces.pop();
    const anchored = postal !== null || province !== null;
    // A city with its borough in brackets alone ("Lévis (Saint-Nicolas)") is anchored by its own form.
    const bracketed = pieces.length === 1 && /^[^()]+\([^()]+\)$/.test(pieces[0] ?? "");
    const place = (anchored && pieces.length <= 2) || bracketed ? splitCity(pieces[pieces.length - 1] ?? "") : null;
    set("street", street, "listing-location__address");
    // A line read alone ("Sutton, Estrie": a town and its region) is the city only when its form says which part it is.
    set("city", place ? place.city : spanned.length > 0 ? shown : null, "listing-location__address");
    set("neighbourhood", place && pieces.length === 2 ? pieces[0] : place?.neighbourhood, "listing-location__address");
    set("province", place ? province : provinceCode(rest.find((p) => normalisePostalCode(p) === null)), "listing-location__address");
    set("postalCode", postal ?? rest.map((p) => normalisePostalCode(p)).find((p) => p !== null), "listing-location__address");
    // The other layout: a link "Sherbrooke (Fleurimont)", the street and postal code in the group's address metas.
    const link = address.children.find((c): c is HtmlElement => typeof c !== "string" && c.tag === "a");
    if (spans.length === 0 && link) {
      const parts = splitCity(ownText(link));
      set("city", parts.city, "listing-location__address.a");
      set("neighbourhood", parts.neighbourhood, "listing-location__address.a");
    }
  }
  const group = byClass(root, "listing-location__group-address")[0];
  if (group) {
    const metas = findAll(group, (el) => el.tag === "meta" && el.attrs["property"] !== undefined);
    const meta = (name: string): string | null => metas.find((m) => m.attrs["property"] === name)?.attrs["content"]?.trim() || null;
    set("street", meta("streetAddress"), "listing-location__group-address.streetAddress");
    set("city", meta("addressLocality"), "listing-location__group-address.addressLocality");
    set("province", provinceCode(meta("addressRegion")), "listing-location__group-address.addressRegion");
    set("postalCode", normalisePostalCode(meta("postalCode")), "listing-location__group-address.postalCode");
  }
  const street = byClass(root, "listing-location__address-street")[0];
  if (street) set("street", ownText(street), "listing-location__address-street");
  const sector = byClass(root, "listing-location__title-address")[0];
  // Not when that heading holds the street.
  if (sector && !looksLikeStreet(ownText(sector))) set("neighbourhood", ownText(sector), "listing-location__title-address");
  const title = byClass(root, "listing-location__title")[0];
  // The heading's place link "Lévis (Desjardins)": the borough of the address's city is the neighbourhood.
  const titleLink = title ? findAll(title, (el) => el.tag === "a")[0] : undefined;
  if (titleLink && facts.city) {
    const parts = splitCity(ownText(titleLink));
    if (parts.neighbourhood && parts.city.toLowerCase() === facts.city.value.toLowerCase()) set("neighbourhood", parts.neighbourhood, "listing-location__title.a");
  }
  if (title) {
    const words = ownText(title);
    set("propertyType", words.replace(/\s+(?:à\s+vendre|for\s+sale)$/i, ""), "listing-location__title");
    set("propertyKind", propertyKindOfTitle(words), "listing-location__title");
  }
  return facts;
}

function condos(root: HtmlDocument, url: URL, logs: string[]): ListingFacts {
  const facts: ListingFacts = {};
  const parentPath = url.pathname.replace(/\/+$/, "").replace(/\/[^/]*$/, "");
  const pathOf = (href: string): string | null => {
    try {
      return new URL(href, url).pathname.replace(/\/+$/, "");
    } catch {
      return null;
    }
  };
  const buildingLink = (el: HtmlElement): boolean => parentPath.split("/").length > 2 && pathOf(el.attrs["href"] ?? "") === parentPath;
  // The place links under the unit's title run neighbourhood, district, city ("AddressInlineLink" styled components).
  const anchors = findAll(root, (el) => el.tag === "a" && (/(?:^|[\s_-])AddressInlineLink(?:$|[\s_-])/.test(el.attrs["class"] ?? "") || buildingLink(el)));
  const places = anchors.filter((el) => !buildingLink(el)).map((el) => ownText(el)).filter(Boolean);
  if (places.length >= 2) {
    const set = setter(facts, "condos.ca");
    set("neighbourhood", places[0], "AddressInlineLink.0");
    set("city", places[places.length - 1], "AddressInlineLink.last");
  }
  for (const { data } of embeddedStates(root, logs)) {
    const props = flattenNodes([data], 50).find((n) => isObject(n["listing"]) && isObject(n["building"]));
    if (!props) continue;
    const listing = obj(props["listing"]) ?? {};
    // The unit's heading ("1107 - 2550 Simcoe St N", or "1880 Danforth Ave #1408" with the unit after the street) is
    // its listing's unit number and building address, as the page writes the street; the state gives them apart
    // ({ unit_number: "1107", address: "2550 Simcoe St N" }, or inside the address: { street, unit }).
    const place = obj(listing["address"]);
    const unit = text(listing["unit_number"] ?? listing["unitNumber"] ?? listing["unit"]) ?? text(place?.["unit"] ?? place?.["unitNumber"]);
    const address = text(listing["address"] ?? listing["streetAddress"]) ?? text(place?.["street"] ?? place?.["streetAddress"]);
    const heading = findAll(root, (el) => el.tag === "h1").map((el) => ownText(el).trim())[0];
    const [u, a] = [escapeRegExp(unit ?? ""), escapeRegExp(address ?? "")];
    if (unit && address && heading && new RegExp(`^(?:#?${u}\\s*[-–—]\\s*${a}|${a}\\s*#\\s?${u})$`, "i").test(heading)) setter(facts, "condos.ca")("street", heading, "h1+listing.unit_number");
    readListingObject(listing, "listing", facts, "site:condos.ca");
    const building = obj(props["building"]);
    setter(facts, "condos.ca")("neighbourhood", text(building?.["neighbourhood"]), "building.neighbourhood");
    // The unit's building's year built ("building": { year_built: 2019 }) is the unit's, as a condo's labelled year is.
    setter(facts, "condos.ca")("yearBuilt", parseYear(text(building?.["year_built"] ?? building?.["yearBuilt"])), "building.year_built");
  }
  // Its breadcrumb trail's place links run from the city down ("Guelph / St. Patrick's Ward", "Montréal / Le Sud-Ouest
  // / Griffintown"): the last is the neighbourhood. A building's own name after them is no link ("› <span>Lumen</span>"),
  // or links the building's page the unit's own page sits under ("/toronto/the-quay-lofts-55-bremner-blvd" above
  // ".../unit-2914-…"): a building, not a place.
  // Its generations class the trail "Breadcrumbs", "styles__Breadcrumbs-sc-…" or "breadcrumbs".
  const trail = findAll(root, (el) => /(?:^|[\s_])Breadcrumbs?(?:$|[\s_-])/i.test(el.attrs["class"] ?? ""))[0];
  // A place link stays under the city's path the listing's own sits under ("/toronto/mimico" for "/toronto/…/unit-…");
  // a site-wide "Home" ("/") or "Real Estate" ("#") is no place.
  const citySegment = url.pathname.split("/")[1] ?? "";
  const placeLink = (el: HtmlElement): boolean => {
    const path = pathOf(el.attrs["href"] ?? "");
    return citySegment !== "" && path !== null && (path === `/${citySegment}` || path.startsWith(`/${citySegment}/`));
  };
  // The trail's item for the page itself is no place above it: the one marked aria-current="page" (a project's own
  // name, "Parkline Condos"), or the listing's own street address ("84 Westmoreland Ave") as the trail's end.
  const current = (el: HtmlElement): boolean => [el, el.parent].some((e) => e?.attrs["aria-current"] === "page");
  const crumbs = trail ? findAll(trail, (el) => el.tag === "a" && placeLink(el) && !buildingLink(el) && !current(el)).map((el) => ownText(el)).filter((t) => t !== "" && !looksLikeStreet(t)) : [];
  if (crumbs.length >= 2) setter(facts, "condos.ca")("neighbourhood", crumbs[crumbs.length - 1], "Breadcrumbs.last");
  // With none of those, the building's link under the unit's title with its place after it ("Lakeside Terraces · South
  // Ward, Orillia"): the neighbourhood before the city the page's address sits under ("/orillia/…").
  for (const link of anchors.filter(buildingLink)) {
    const line = link.parent ? textContent(link.parent, 200).trim() : "";
    const place = /^[^·•]+\s[·•]\s([^,·•]+),\s*([^,·•]+)$/.exec(line);
    const slug = (place?.[2] ?? "").trim().toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-");
    if (place?.[1] && citySegment !== "" && slug === citySegment) setter(facts, "condos.ca")("neighbourhood", place[1].trim(), "building-link+place");
  }
  return facts;
}

/** Centris's listing number stands alone in its "ListingDisplayId" element: it is the Centris (MLS®) number. */
function centris(root: HtmlDocument): ListingFacts {
  const facts: ListingFacts = {};
  const shown = findAll(root, (el) => el.attrs["id"] === "ListingDisplayId").map((el) => textContent(el).trim())[0];
  setter(facts, "centris.ca")("mlsNumber", mlsNumberOf(shown, true), "ListingDisplayId");
  return facts;
}

const ADAPTERS: Adapter[] = [
  { host: /(^|\.)zillow\.com$/, name: "zillow.com", read: zillow },
  { host: /(^|\.)realtor\.com$/, name: "realtor.com", read: realtorCom },
  { host: /(^|\.)kijiji\.ca$/, name: "kijiji.ca", read: kijiji },
  { host: /(^|\.)duproprio\.com$/, name: "duproprio.com", read: duproprio },
  { host: /(^|\.)condos\.ca$/, name: "condos.ca", read: condos },
  { host: /(^|\.)centris\.ca$/, name: "centris.ca", read: centris },
];

/** Facts from the page's site adapter, or none when no adapter knows the site. */
export function siteFacts(root: HtmlDocument, pageUrl: string, logs: string[]): ListingFacts {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return {};
  }
  const adapter = ADAPTERS.find((a) => a.host.test(url.hostname.toLowerCase()));
  if (!adapter) return {};
  logs.push(`site: ${adapter.name} adapter`);
  return adapter.read(root, url, logs);
}

/**
 * The province a site's own market implies, for when nothing on the page gives one (not its postal code nor a major
 * city's name): Centris is the Quebec brokers' listing system, so a Centris listing's "rue Victoria, Sorel-Tracy" is
 * in Quebec.
 */
export function siteProvince(pageUrl: string): string | null {
  try {
    return /(^|\.)centris\.ca$/.test(new URL(pageUrl).hostname.toLowerCase()) ? "QC" : null;
  } catch {
    return null;
  }
}

/**
 * Listing portals and classifieds: sites that publish other firms' listings. Their own name under an agent ("Zillow
 * Premier Agent", "Realtor.com") is never the listing's brokerage, unlike a brokerage's own site ("… | John L. Scott").
 */
const PORTALS = /(^|\.)(?:realtor\.ca|centris\.ca|duproprio\.com|zolo\.ca|housesigma\.com|kijiji\.ca|rew\.ca|condos\.ca|point2homes\.com|zillow\.com|realtor\.com|trulia\.com|redfin\.(?:com|ca)|homes\.com|apartments\.com|movoto\.com|hotpads\.com|rentals\.ca|padmapper\.com|rentfaster\.ca|liv\.rent|viewit\.ca|landwatch\.com|landsofamerica\.com|landandfarm\.com|businessesforsale\.com)$/;

export function isListingPortal(pageUrl: string): boolean {
  try {
    return PORTALS.test(new URL(pageUrl).hostname.toLowerCase());
  } catch {
    return false;
  }
}
