/**
 * Municipalities and their boroughs or districts: a borough is kept as the neighbourhood, the municipality is the city
 * ("Rosemont / La Petite Patrie" is in Montréal, "Chomedey" in Laval). And display addresses split into their parts.
 */
import { findPostalCode } from "./postal.ts";
import { FRENCH_PROVINCE_ABBREVIATIONS, provinceCode, PROVINCES } from "./province.ts";
import { escapeRegExp } from "../regexp.ts";
import { folded, foldedKey } from "./fold.ts";


const BOROUGHS: Array<[string, string, string[]]> = [
  ["Montréal", "QC", [
    "Ahuntsic-Cartierville", "Anjou", "Côte-des-Neiges–Notre-Dame-de-Grâce", "Côte-des-Neiges/Notre-Dame-de-Grâce", "Lachine", "LaSalle",
    "Le Plateau-Mont-Royal", "Plateau-Mont-Royal", "Le Sud-Ouest", "L'Île-Bizard–Sainte-Geneviève", "Mercier–Hochelaga-Maisonneuve",
    "Mercier/Hochelaga-Maisonneuve", "Montréal-Nord", "Outremont", "Pierrefonds-Roxboro", "Rivière-des-Prairies–Pointe-aux-Trembles",
    "Rosemont–La Petite-Patrie", "Rosemont/La Petite-Patrie", "Rosemont / La Petite Patrie", "Saint-Laurent", "Saint-Léonard", "Verdun",
    "Ville-Marie", "Villeray–Saint-Michel–Parc-Extension", "Villeray/Saint-Michel/Parc-Extension",
  ]],
  ["Laval", "QC", ["Chomedey", "Duvernay", "Fabreville", "Laval-des-Rapides", "Laval-Ouest", "Pont-Viau", "Sainte-Dorothée", "Sainte-Rose", "Saint-François", "Saint-Vincent-de-Paul", "Vimont", "Auteuil", "Laval-sur-le-Lac", "Îles-Laval"]],
  ["Longueuil", "QC", ["Le Vieux-Longueuil", "Vieux-Longueuil", "Saint-Hubert", "Greenfield Park"]],
  ["Gatineau", "QC", ["Hull", "Aylmer", "Buckingham", "Masson-Angers"]],
  // The towns the borough of Sainte-Foy–Sillery–Cap-Rouge was made of (2002), each a quarter of Québec since.
  ["Québec", "QC", ["La Cité-Limoilou", "Les Rivières", "Sainte-Foy–Sillery–Cap-Rouge", "Sainte-Foy/Sillery/Cap-Rouge", "Charlesbourg", "Beauport", "La Haute-Saint-Charles", "Sillery", "Sainte-Foy", "Cap-Rouge"]],
  ["Saguenay", "QC", ["Chicoutimi", "Jonquière", "La Baie"]],
  ["Toronto", "ON", ["North York", "Scarborough", "Etobicoke", "East York"]],
  ["Ottawa", "ON", ["Kanata", "Nepean", "Orléans", "Barrhaven", "Gloucester", "Vanier"]],
  ["Vancouver", "BC", ["Vancouver West", "Vancouver East"]],
];

const BOROUGH_OF = new Map<string, { city: string; province: string; borough: string }>();
for (const [city, province, boroughs] of BOROUGHS) for (const b of boroughs) BOROUGH_OF.set(foldedKey(b), { city, province, borough: b });

/** A saint's abbreviation in a place's name, written out ("Ste." is "Sainte", "St" is "Saint"). */
const SAINT_WORD: Record<string, string> = { st: "saint", ste: "sainte" };

/**
 * Whether two names are one place's, written with a saint's name abbreviated or in full ("Sault Ste. Marie" and "Sault
 * Sainte Marie", "St-Jérôme" and "Saint-Jérôme"), case, accents and punctuation aside.
 */
export const samePlaceName = (a: string, b: string): boolean => {
  const key = (s: string): string => folded(s).split(" ").map((w) => SAINT_WORD[w] ?? w).join(" ");
  return key(a) === key(b);
};

/** The municipality of a borough or district name, with its province. */
export function municipalityOf(name: string | null | undefined): { city: string; province: string } | null {
  const hit = name ? BOROUGH_OF.get(foldedKey(name)) : undefined;
  return hit ? { city: hit.city, province: hit.province } : null;
}

/**
 * A municipality's kind before its name ("Township of Muskoka Lakes", "City of Kawartha Lakes", "Ville de Québec",
 * "Municipalité de Val-des-Monts"): the name is the city. Only kinds whose name stays the same municipality's: a
 * Québec "Canton de" or "Paroisse de" is a municipality apart from the town of its name, and a county is no city.
 * A prairie rural municipality's abbreviation ("R.M. of Portage la Prairie", "RM of Riding Mountain West") is the
 * "Rural Municipality of" splitCity already reads so.
 */
const MUNICIPAL_KIND = /^(?:(?:The\s+)?(?:Corporation\s+of\s+the\s+)?(?:Township|Town|City|Village|Municipality|R\.\s?M\.|RM)\s+of\s+(?:the\s+)?|(?:Ville|Municipalité)\s+(?:de\s+(?:la\s+)?|d['’]\s?))(?=\p{Lu})/u;

export type CityParts = { city: string; neighbourhood: string | null; province: string | null };

/** "Montréal (Le Plateau-Mont-Royal)" → Montréal + borough; "Chomedey" → Laval + Chomedey; "Calgary" → Calgary. */
export function splitCity(raw: string): CityParts {
  // CREA's "Rural Rocky View County": the county or municipal district is the municipality.
  const text = raw.replace(/\s+/g, " ").trim().replace(/^Rural\s+(?=.*\b(?:County|Municipal\s+District|Municipality|District|Regional\s+Municipality|No\.\s*\d+)\b)/i, "");
  const paren = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(text);
  if (paren?.[1] && paren[2] && !/^\d/.test(paren[2])) {
    // "Chicoutimi (Saguenay)": a borough with its merged municipality in parentheses, the other way round.
    const merged = municipalityOf(paren[1]);
    if (merged && foldedKey(merged.city) === foldedKey(paren[2])) return { city: merged.city, neighbourhood: paren[1].trim(), province: merged.province };
    const inner = splitCity(paren[1]);
    // "Granby (Québec)": a province in parentheses after the city is the province, not a borough.
    if (PROVINCE_WORDS.test(paren[2].trim())) return { ...inner, province: provinceCode(paren[2].trim()) ?? inner.province };
    // "Magog (secteur Omerville)": the sector's name without its word.
    const hood = paren[2].trim().replace(/^(?:secteur|quartier|district)\s+(?=\p{Lu})/u, "");
    return { city: inner.city, neighbourhood: hood, province: inner.province ?? municipalityOf(paren[2])?.province ?? null };
  }
  // "Leslieville · Toronto", "Village of Fenney · The Villages": a neighbourhood's capitalised name, a middle dot, then the city (never a caption such as
  // "Condo for Rent · Toronto").
  const dotted = /^((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[\s-]+(?:(?:of|de|du|des)\s+)?[A-ZÀ-Ý][\p{L}'’.-]*){0,3})\s+[·•]\s+([^·•]+)$/u.exec(text);
  if (dotted?.[1] && dotted[2] && !/\b(?:for|sale|rent|lease|sold|open|new|house|condo|home)\b/i.test(dotted[1])) return { ...splitCity(dotted[2]), neighbourhood: dotted[1] };
  const bare = text.replace(MUNICIPAL_KIND, "");
  const m = municipalityOf(bare);
  if (m) return { city: m.city, neighbourhood: bare, province: m.province };
  return { city: bare, neighbourhood: null, province: null };
}

// "Newfoundland & Labrador" as realtor.ca writes it: the province's name with its ampersand.
const PROVINCE_WORDS = new RegExp(
  String.raw`^(?:${[...PROVINCES.flatMap((p) => [p.code, p.en, p.fr, p.en.replace(" and ", " & "), ...(p.abroad ?? [])]), "Quebec", "PQ", ...FRENCH_PROVINCE_ABBREVIATIONS.keys()].map(escapeRegExp).join("|")})$`,
  "i",
);
const POSTAL = /\s*[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][\s\u00a0-]?\d[ABCEGHJ-NPRSTV-Z]\d\s*$/i;
/** A postal code before its town, as a European portal writes a place ("V8R 6K9 Oak Bay"): the town after it. */
const LEADING_POSTAL = /^[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][\s\u00a0-]?\d[ABCEGHJ-NPRSTV-Z]\d\s+(?=\p{Lu})/u;
/** A unit's part after the street; a French commercial address's "local 100" (a storefront's or an office's unit). */
const UNIT = /^(?:apt|app|appartement|unit|unité|suite|bureau|local|#)\.?\s*\S+$/i;
/** Canada by its code or its name, in the languages international portals write it in ("Kanada", "Canadá"). */
const COUNTRY = /^(?:canada|ca|can|kanada|canadá)$/i;
/** United States states' names (with the District of Columbia), lower case, with their codes. */
const US_STATE_CODE_OF = new Map<string, string>(
  ("AL alabama|AK alaska|AZ arizona|AR arkansas|CA california|CO colorado|CT connecticut|DE delaware|FL florida|GA georgia|HI hawaii|ID idaho|IL illinois|IN indiana|IA iowa|" +
    "KS kansas|KY kentucky|LA louisiana|ME maine|MD maryland|MA massachusetts|MI michigan|MN minnesota|MS mississippi|MO missouri|MT montana|NE nebraska|NV nevada|" +
    "NH new hampshire|NJ new jersey|NM new mexico|NY new york|NC north carolina|ND north dakota|OH ohio|OK oklahoma|OR oregon|PA pennsylvania|RI rhode island|" +
    "SC south carolina|SD south dakota|TN tennessee|TX texas|UT utah|VT vermont|VA virginia|WA washington|WV west virginia|WI wisconsin|WY wyoming|DC district of columbia")
    .split("|")
    .map((pair): [string, string] => [pair.slice(3), pair.slice(0, 2)]),
);
/** United States state codes (with DC): "Buffalo, NY 14207" is anchored by its state and ZIP code like a province. */
export const US_STATES = new Set(US_STATE_CODE_OF.values());
/** The one test of "a US address": a US state's code (no state shares its code with a province). */
export const isUsState = (code: string | null | undefined): boolean => code != null && US_STATES.has(code);
const US_STATE_ZIP = /^([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/;
const US_STATE_NAMES = new Set(US_STATE_CODE_OF.keys());
/**
 * A state written out before its ZIP code ("Shirley, Maine 04485", a land broker's data sheet): its code, as "ME 04485"
 * is read. Only a whole state's name, capitalised, right before the ZIP code.
 */
const US_STATE_NAME_ZIP = /^((?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]+)\s+(\d{5}(?:-\d{4})?)$/;
const withStateCode = (last: string): string => {
  const m = US_STATE_NAME_ZIP.exec(last);
  const code = m?.[1] ? US_STATE_CODE_OF.get(m[1].toLowerCase()) : undefined;
  return code && m?.[2] ? `${code} ${m[2]}` : last;
};
/**
 * A Toronto board's community without its district's code after it ("Waterfront Communities C8" → "Waterfront
 * Communities"); any other name as it is.
 */
export const withoutDistrictCode = (name: string): string => name.replace(/\s+[CEW]\d{1,2}$/, "");

/** Whether a name is a province's or a US state's, by its name or code ("Wyoming", "Ontario", "Québec"): a region, never a neighbourhood. */
export const isStateOrProvince = (name: string): boolean => PROVINCE_WORDS.test(name.trim()) || US_STATE_NAMES.has(name.trim().toLowerCase()) || US_STATES.has(name.trim());

/** Whether text ends like a US state and ZIP code ("NY 14207", "Maine 04485"). */
export function endsWithUsStateZip(text: string): boolean {
  const m = /,\s*([A-Z]{2}|(?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]+)\s+\d{5}(?:-\d{4})?\s*$/.exec(text);
  return m?.[1] !== undefined && (US_STATES.has(m[1]) || US_STATE_CODE_OF.has(m[1].toLowerCase()));
}

/** Major Canadian municipalities whose names are not also common elsewhere: the province when a page names none. */
const CITY_PROVINCE: Array<[string, string[]]> = [
  ["ON", ["Toronto", "Ottawa", "Mississauga", "Brampton", "Markham", "Vaughan", "Oakville", "Oshawa", "Barrie", "Guelph", "Kitchener", "Waterloo", "Sudbury", "Greater Sudbury", "Thunder Bay", "Etobicoke", "Scarborough", "North York", "Pickering", "Ajax", "Whitby", "Richmond Hill", "St. Catharines", "Niagara Falls", "Sault Ste. Marie"]],
  ["QC", ["Montréal", "Laval", "Longueuil", "Gatineau", "Québec", "Sherbrooke", "Trois-Rivières", "Saguenay", "Lévis", "Terrebonne", "Saint-Jérôme", "Repentigny", "Brossard", "Drummondville", "Saint-Jean-sur-Richelieu", "Granby", "Blainville", "Mirabel", "Rimouski", "Boucherville", "Saint-Hyacinthe", "Shawinigan", "Dollard-des-Ormeaux", "Rouyn-Noranda", "Mascouche", "Châteauguay"]],
  ["BC", ["Vancouver", "Surrey", "Burnaby", "Coquitlam", "Kelowna", "Abbotsford", "Langley", "Saanich", "Delta", "Nanaimo", "Kamloops", "Chilliwack", "Maple Ridge", "New Westminster", "Port Coquitlam", "North Vancouver", "West Vancouver", "Penticton", "Vernon", "Prince George", "Langford"]],
  ["AB", ["Calgary", "Edmonton", "Red Deer", "Lethbridge", "St. Albert", "Medicine Hat", "Grande Prairie", "Airdrie", "Spruce Grove", "Okotoks", "Cochrane", "Fort McMurray", "Rocky View County", "Strathcona County"]],
  ["MB", ["Winnipeg", "Brandon", "Steinbach"]],
  ["SK", ["Saskatoon", "Regina", "Prince Albert", "Moose Jaw"]],
  ["NS", ["Halifax", "Dartmouth", "Truro", "Bedford"]],
  ["NB", ["Moncton", "Saint John", "Fredericton", "Dieppe", "Riverview"]],
  ["NL", ["St. John's", "Mount Pearl", "Corner Brook"]],
  ["PE", ["Charlottetown", "Summerside"]],
  ["YT", ["Whitehorse"]],
  ["NT", ["Yellowknife"]],
  ["NU", ["Iqaluit"]],
];
const PROVINCE_OF_CITY = new Map<string, string>();
for (const [code, cities] of CITY_PROVINCE) for (const c of cities) PROVINCE_OF_CITY.set(foldedKey(c), code);

/** The province of a major Canadian municipality ("Sherbrooke" → QC), or null for any other name. */
export function provinceOfCity(city: string | null | undefined): string | null {
  return city ? (PROVINCE_OF_CITY.get(foldedKey(city)) ?? null) : null;
}

/** Quebec's administrative regions (not Montréal and Laval, which are cities too): named only in Quebec. */
const QUEBEC_REGIONS = new Set(
  [
    "Bas-Saint-Laurent", "Saguenay–Lac-Saint-Jean", "Saguenay-Lac-Saint-Jean", "Capitale-Nationale", "Mauricie", "Estrie", "Outaouais",
    "Abitibi-Témiscamingue", "Côte-Nord", "Nord-du-Québec", "Gaspésie–Îles-de-la-Madeleine", "Gaspésie-Îles-de-la-Madeleine", "Gaspésie",
    "Chaudière-Appalaches", "Lanaudière", "Laurentides", "Montérégie", "Centre-du-Québec",
  ].map(foldedKey),
);

/** Whether a name is one of Quebec's administrative regions ("Laurentides", "Bas-Saint-Laurent"). */
export function isQuebecRegion(name: string): boolean {
  return name.length <= 40 && QUEBEC_REGIONS.has(foldedKey(name));
}

/**
 * Regions above the municipalities outside Quebec, named after the town in an address ("Shippagan, Péninsule
 * acadienne", "Wolfville, Annapolis Valley", an island company's "Masset, BC V0T 1M0 · Haida Gwaii"): no
 * municipality's name, nor a neighbourhood's. Archipelagos and coasts whose towns a site groups under them too.
 */
const OTHER_REGIONS = new Set(
  ["Péninsule acadienne", "Acadian Peninsula", "Annapolis Valley", "Eastern Townships", "Cantons-de-l'Est", "Fraser Valley", "Okanagan", "Kootenays", "Muskoka", "Haida Gwaii", "Gulf Islands", "Sunshine Coast", "Cariboo", "Kawarthas"].map(foldedKey),
);

/** Whether a name is a region above the municipalities (Quebec's administrative regions and others'), never a town. */
export const isRegion = (name: string): boolean => isQuebecRegion(name) || (name.length <= 40 && OTHER_REGIONS.has(foldedKey(name)));

export type AddressParts = { street: string | null; city: string | null; neighbourhood: string | null; province: string | null; postalCode: string | null };

/** Whether a line starts like a civic address: "1510 Dunbar Road", "3-6210, rue …", "Lot 4 Highway 1", "#1203 - 480 Front". */
export function looksLikeStreet(s: string): boolean {
  // A penthouse's or a condo townhouse's unit before the civic number: "PH03 - 200 Rideau St", "TH12 - 45 Mill Rd".
  // A lettered unit before it ("Unit B, 2241 Labieux Road").
  // A prairie road with no civic number ("Range Road 3133", "Township Road 542", "Rge Rd 20") is the farm's address.
  // Saskatchewan's numbered grid roads ("Grid Road 726") are such roads too. An apartment's word may take its stop
  // ("Apt. 4B, 5782 Cunard St").
  // A quantity ("160± Title Acres – Farmland", "50% interest", a lot badge's "2.4 acre lot") is no civic number, nor a
  // gallery's count ("40 photos").
  return /^(?:#?\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?\b(?![±%]|[.,]\d|\s+(?:photos?|pictures?|images?|videos?)\b)|(?:lot|unit|suite|apt\.?)\s+(?:\d|[A-Z]{1,2}\d{0,3}\s*[,-]\s*\d)|(?:[LUGS]?PH|TH)\s?\d{1,4}[A-Za-z]?\s*-\s*\d+[A-Za-z]?\s+\p{L}|(?:range|township|rge|twp|grid)\s+(?:road|rd)\s+\d{1,4}[A-Za-z]?$)/iu.test(s.trim());
}

/** The kinds of street an English address ends its street on ("Drive", "St", "Terrace", a township's "Line"). */
export const STREET_KINDS = String.raw`Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Crescent|Cres|Boulevard|Blvd|Lane|Ln|Court|Ct|Place|Pl|Way|Trail|Terrace|Line|Concession`;

/**
 * A street and its town with no comma between them ("421 Allowance Avenue SE Medicine Hat", a heading's two spans read
 * as one line; "123 Main St Springfield, IL"): the street up to its kind and its compass quarter, then the town's
 * capitalised words. A town opening on a compass word ("… Street West Toronto") could be the street's quarter: not split.
 */
const STREET_THEN_TOWN = new RegExp(String.raw`^(\d{1,6}[A-Za-z]?(?:\s+[\p{L}\d'’.-]+){1,4}\s+(?:${STREET_KINDS})\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW))?)\s+(?!(?:North|South|East|West)\b)(\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]*){0,3})$`, "u");

/** A street's name by its kind: "Cougar Creek Drive", "Main St", "Rue des Pionniers", "Chemin du Lac-Cornu". */
const STREET_NAME =
  /^(?:[A-ZÀ-Ý][\p{L}'’.-]*\s+){1,4}(?:street|st|road|rd|drive|dr|avenue|ave|boulevard|blvd|crescent|cres|lane|ln|court|ct|way|highway|hwy)\.?$|^(?:rue|chemin|boulevard|avenue|rang|route|montée)\s+\S/iu;

/**
 * A trailing "Quartier Saint-Louis" (or Centris's English "Neighbourhood Deschênes") district after the city. The
 * English one names the listing's neighbourhood, finer than a city's bracketed sector ("Gatineau (Aylmer)"); the
 * French "Quartier" is Montréal's old district, coarser than the borough the pages give.
 */
const DISTRICT_PART = /^(?:quartier|secteur|district|neighbou?rhood)\b\s*:?\s*/i;
const NAMED_PART = /^neighbou?rhood\b\s*:?\s*/i;

/** A country other than Canada or the US closing an address ("…, UK"). */
const ABROAD = /^(?:uk|u\.k\.|united\s+kingdom|great\s+britain|england|scotland|wales|northern\s+ireland|ireland|australia|new\s+zealand)$/i;
/** A UK postcode as a whole part of an address ("EC1Y 0SR"); no Canadian code has this shape. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[ABD-HJLNP-UW-Z]{2}$/i;

/**
 * The street of a whole address abroad held in a street field ("Harbour Lane, Bristol, BS1 4RN, UK"): its first part,
 * when the address ends in another country's name or a UK postcode and that part reads as a street. The place after
 * it is left alone: its city's name may be a Canadian one's too ("London"), and its postcode is no Canadian code.
 */
export function streetAbroad(raw: string): string | null {
  const parts = raw.replace(/\s+/g, " ").trim().split(/\s*,\s*/).filter(Boolean);
  const last = parts[parts.length - 1] ?? "";
  const first = parts[0] ?? "";
  if (parts.length < 3 || !(ABROAD.test(last) || UK_POSTCODE.test(last))) return null;
  return looksLikeStreet(first) || STREET_NAME.test(first) ? first : null;
}

/**
 * Splits "1510 DUNBAR Road, Cambridge, Ontario N3H4P5", "3611, Avenue X, Montréal (Le Plateau-Mont-Royal), Quartier Y",
 * "Point Grey, Vancouver West, BC V6R 2X5" (no street) or "Toronto (Waterfront Communities), Ontario M5J0E1".
 * Returns null when the text has neither a street nor a province or postal code to anchor it.
 */
export function parseDisplayAddress(raw: string): AddressParts | null {
  const text = raw.replace(/\s+/g, " ").trim();
  if (text.length < 5 || text.length > 200) return null;
  let postalCode = findPostalCode(text);
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  let province: string | null = null;
  // Trailing "Ontario M5J0E1", "QC", "Canada".
  let usState = false;
  let zip: string | null = null;
  while (parts.length > 0) {
    const last = (parts[parts.length - 1] ?? "").replace(POSTAL, "").trim();
    if (last === "" || COUNTRY.test(last)) {
      parts.pop();
      continue;
    }
    const state = US_STATE_ZIP.exec(withStateCode(last));
    if (state?.[1] && US_STATES.has(state[1])) {
      province = state[1];
      zip = state[2] ?? null;
      usState = true;
      parts.pop();
    } else if (PROVINCE_WORDS.test(last)) {
      province = provinceCode(last);
      parts.pop();
    } else if (postalCode && /^\S.*\s[A-Z]{2}$/.test(last) && PROVINCE_WORDS.test(last.slice(-2)) && provinceCode(last.slice(-2))) {
      // "Regina SK S4T 3A1" without its comma: the province's capitalised code before the postal code, then the city.
      province = provinceCode(last.slice(-2));
      parts[parts.length - 1] = last.slice(0, -2).trim();
    } else if (/^[^()]+\(([^()]+)\)$/.test(last) && PROVINCE_WORDS.test(/\(([^()]+)\)$/.exec(last)?.[1]?.trim() ?? "")) {
      // "Limoilou, Québec (QC) G1L 3P4", "Rimouski (Québec) G5L 1Y3": the province in brackets after the city.
      province = provinceCode(/\(([^()]+)\)$/.exec(last)?.[1]?.trim() ?? "");
      parts[parts.length - 1] = last.replace(/\s*\([^()]+\)$/, "");
    } else if (last !== parts[parts.length - 1]) {
      // "Saint-Jérôme (Lafontaine) J7Y 4M2": the place without its postal code.
      parts[parts.length - 1] = last;
    }
    break;
  }
  for (let k = 1; k < parts.length; k++) parts[k] = (parts[k] ?? "").replace(LEADING_POSTAL, "");
  let street: string | null = null;
  if (parts.length > 0 && looksLikeStreet(parts[0] ?? "")) {
    const first = parts.shift() ?? "";
    // French civic numbers stand before a comma: "3611, Avenue de l'Hôtel-de-Ville".
    // So do a mobile-home park's pad and a building's unit before the civic address: "Lot 42, 10502 Evergreen Drive".
    const joins = /^#?\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?$/.test(first) || (/^(?:lot|pad|site|unit|suite|apt)\.?\s*#?\d+[A-Za-z]?$/i.test(first) && /^\d+[A-Za-z]?\s+\p{L}/u.test(parts[0] ?? ""));
    street = joins && parts.length > 0 ? `${first}, ${parts.shift() ?? ""}` : first;
    while (parts.length > 0 && UNIT.test(parts[0] ?? "")) street = `${street}, ${parts.shift() ?? ""}`;
    // Nothing left for the town but the province or postal code: the town may run on after the street without a comma.
    const town = parts.length === 0 && (province || postalCode) ? STREET_THEN_TOWN.exec(street) : null;
    if (town?.[1] && town[2]) {
      street = town[1];
      parts.push(town[2]);
    }
  }
  // A street's name with no civic number before a city anchored by its province or postal code ("Cougar Creek Drive,
  // Canmore, AB T1W 1C7"): the street, never a neighbourhood.
  if (!street && (province || postalCode) && parts.length > 1 && STREET_NAME.test(parts[0] ?? "")) street = parts.shift() ?? null;
  if (!street && !province && !postalCode) return null;
  if (usState && postalCode) return null;
  // A state's ZIP code ("Burlington, VT 05408") is the US address's postal code.
  if (usState) postalCode = zip;
  // Drop a trailing district after the city (DISTRICT_PART); keep an English one's name (NAMED_PART), and a French
  // one's when the city names no finer place of its own ("Lac-Supérieur, Quartier Lac-Quenouille", no borough).
  const named = parts.find((p) => NAMED_PART.test(p))?.replace(NAMED_PART, "").trim() || null;
  const district = parts.find((p) => DISTRICT_PART.test(p))?.replace(DISTRICT_PART, "").trim() || null;
  const places = parts.filter((p) => !DISTRICT_PART.test(p));
  // A region after the town ("Shippagan, Péninsule acadienne"): the town is the city, the region no place of the address.
  // So is a county after a place that is not a street ("Antigonish, Antigonish County, NS", "Truro, Colchester County"):
  // the town's county; a county alone in the city's place ("52307 Range Road 224, Strathcona County") is the municipality.
  const county = (p: string): boolean => /^\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}\s+County$/u.test(p.trim());
  if (places.length > 1 && (isRegion(places[places.length - 1] ?? "") || (county(places[places.length - 1] ?? "") && !STREET_NAME.test(places[places.length - 2] ?? "")))) places.pop();
  if (places.length === 0) return { street, city: null, neighbourhood: null, province, postalCode };
  if (!street && !province && places.length > 1) return { street, city: null, neighbourhood: null, province, postalCode };
  const cityText = places[places.length - 1] ?? "";
  // A Saskatchewan rural municipality keeps its number in its name ("Rosetown Rm No. 288"): no other digit is a place's.
  // A Toronto board's district code after the community in brackets is the community's ("Toronto (Waterfront Communities C1)").
  const withoutCodes = cityText.replace(/\s(?:R\.?M\.?|Rural\s+Municipality)(?:\s+of)?\s+No\.?\s*\d{1,3}$/i, "").replace(/(\([^()\d]+)\s[CEW]\d{1,2}\)$/, "$1)");
  if (/\d/.test(withoutCodes) || cityText.length > 60) return { street, city: null, neighbourhood: null, province, postalCode };
  const before = places.length > 1 ? (places[places.length - 2] ?? null) : null;
  // A known city before an unknown place ("Mississauga, Erin Mills, ON L5L 1X7"): the city, then its neighbourhood,
  // never the other way round (a known city's province agrees with the address's).
  const knownFirst = before !== null && !named && provinceOfCity(before) !== null && (!province || provinceOfCity(before) === province) && provinceOfCity(cityText) === null && !municipalityOf(cityText) && !/[()·•]/.test(cityText);
  if (knownFirst) return { street, city: splitCity(before).city, neighbourhood: cityText, province: province ?? provinceOfCity(before), postalCode };
  const city = splitCity(cityText);
  // A board's area named after the city ("Brentwood Park, Burnaby North, Burnaby"): the sub-area before it is the
  // listing's neighbourhood, the finer place.
  const subArea = before !== null && places.length >= 3 && before.toLowerCase() !== city.city.toLowerCase() && ` ${before.toLowerCase()} `.includes(` ${city.city.toLowerCase()} `) ? (places[places.length - 3] ?? null) : null;
  // A place with its kind after it ("Riverdale neighbourhood, Whitehorse, Yukon"): the place's own name.
  // A street's name between the civic number and the city ("Duplex à vendre 1245-1247, rue King Est, Sherbrooke
  // (Fleurimont)", a caption hiding the number) is the street, never a neighbourhood.
  const hood = (subArea !== null && !/\d/.test(subArea) ? subArea : before !== null && STREET_NAME.test(before) ? null : before)?.replace(/\s+neighbou?rhood$/i, "") ?? null;
  // So is a Toronto board's community with its district's code after it before the city ("25 Telegram Mews #1903,
  // Waterfront Communities C1, Toronto"): no other digit is a neighbourhood's.
  const placeDigits = (p: string): boolean => /\d/.test(withoutDistrictCode(p));
  return {
    street,
    city: city.city,
    neighbourhood: named && !/\d/.test(named) ? named : hood && !placeDigits(hood) ? hood : (city.neighbourhood ?? (district && /^\p{Lu}/u.test(district) && !/\d/.test(district) ? district : null)),
    province: province ?? city.province,
    postalCode,
  };
}

/**
 * A place the page calls a land-lease, lifestyle, 55+ or retirement community, or a manufactured-home or RV park
 * ("Sandycove Acres · Adult Lifestyle Community", "Sunrise Palms Resort, a 55+ community"): a private community the
 * home stands in, not a neighbourhood.
 */
const MANAGED_COMMUNITY = /^[\s,·:–—-]*(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,3}?(?:(?:land[\s-]lease|lifestyle|adult|retirement|seniors?|manufactured(?:\s+home)?|mobile\s+home|rv)\b|55\s?\+)[^.\n]{0,30}?\b(?:communit(?:y|ies)|park|resort)\b/i;
export const privateCommunity = (place: string, body: string): boolean => {
  for (let at = body.indexOf(place); at >= 0; at = body.indexOf(place, at + place.length)) if (MANAGED_COMMUNITY.test(body.slice(at + place.length, at + place.length + 80))) return true;
  return false;
};
