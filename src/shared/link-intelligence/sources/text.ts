/**
 * Text heuristics for listing facts in English and French, run last on the listing's own visible text
 * (see page-text.ts): labelled values ("Lot Size: 0.52 ac", "No Centris 18699470", a label with its value on the
 * next line), counts ("3 chambres", "1 bathroom and 1 powder room"), the first price that is not an estimate, a fee
 * or a sold price, the display address lines, and agent/brokerage only from a labelled block or their markup.
 */
import { parseLot } from "../normalise/lot.ts";
import { mlsNumberOf } from "../normalise/mls.ts";
import { normalisePrice } from "../normalise/price.ts";
import { findPostalCode } from "../normalise/postal.ts";
import { PROVINCES, provinceCode } from "../normalise/province.ts";
import { endsWithUsStateZip, isQuebecRegion, looksLikeStreet, parseDisplayAddress, privateCommunity, US_STATES } from "../normalise/places.ts";
import { propertyKindOf } from "../normalise/kind.ts";
import { agentOverFirmOnCard, agentPairOnCard, firmUnderAgent } from "./agent-card.ts";
import { isTeamName } from "../normalise/plausible.ts";
import { parseArea, parseBedrooms, parseCount, parseYear } from "../normalise/numbers.ts";
import type { Candidate, GeoPoint, ListingFacts } from "../types.ts";

/** A phone number at the end of a name's piece: "Brian Vander Meer 269-555-0147". */
const TRAILING_PHONE = /\s+\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/;


type Label =
  | "price" | "beds" | "baths" | "bathsTotal" | "bathsFull" | "halfBaths" | "area" | "lot" | "year" | "mls" | "propertyType" | "typeHint" | "styleHint"
  | "bathsAndPowder" | "agentBlock" | "brokerage" | "neighbourhood" | "bedsBelow" | "rooms" | "streetLabel" | "cityLabel" | "listingNo";

const LABELS: Array<[Label, string[]]> = [
  ["price", ["list price", "listing price", "asking price", "price", "listed", "listed for", "listed at", "prix", "prix demandé", "loyer", "rent"]],
  // realtor.ca's building section writes "Bedrooms Above Ground" and "Bedrooms Below Ground", each a label of its own.
  ["beds", ["bedrooms", "beds", "bedroom", "chambres", "chambres à coucher", "chambre", "chambre à coucher", "bedrooms above grade", "bedrooms (above grade)", "bedrooms above ground", "bedrooms total", "chambres hors sol", "chambres au-dessus du niveau du sol"]],
  // Bedrooms below grade on a row of their own ("Chambres au sous-sol 1", "Bedrooms Below Grade: 1").
  ["bedsBelow", ["bedrooms below grade", "bedrooms below ground", "bedrooms (below grade)", "basement bedrooms", "bedrooms in basement", "chambres au sous-sol", "chambres sous-sol", "chambres (sous-sol)"]],
  // HouseSigma's "Washrooms: 2 full, 1 half": a Canadian site's word for the bathrooms.
  ["baths", ["bathrooms", "baths", "bathroom", "washrooms", "salles de bains", "salle de bain", "salles de bain", "salle de bains"]],
  // A total counts the half baths with the full ones ("Bathrooms (Total) 3", "Bathrooms (Partial) 1": two full, one half).
  // realtor.ca's building section writes it "Bathroom Total" (and "Bedrooms Total"): a label of its own, not "Bathroom"
  // with the word "Total" as its value, which would leave its count to be read as the next label's.
  ["bathsTotal", ["bathroom total", "bathrooms total", "bathrooms (total)", "total bathrooms", "total baths", "salles de bains (total)", "nombre total de salles de bains"]],
  // realtor.ca's building section puts the kind after the word ("Bathrooms Full 2", "Bathrooms Partial 1").
  ["bathsFull", ["full bathrooms", "full baths", "bathrooms (full)", "bathrooms full", "salles de bains complètes"]],
  // Centris's "No. of Bathrooms and Powder Rooms 1+1": full baths, then powder rooms.
  ["bathsAndPowder", ["bathrooms and powder rooms", "bathrooms + powder rooms", "salles de bains et salles d'eau", "salles de bains + salles d'eau"]],
  ["halfBaths", ["1/2 bathrooms", "1/2 baths", "partial bathrooms", "bathrooms (partial)", "bathrooms (half)", "bathrooms partial", "bathrooms half", "half baths", "half bathrooms", "powder rooms", "powder room", "salles d'eau", "salle d'eau", "demi-salles de bain", "demi-salles de bains", "demi-salle de bain"]],
  ["area", ["square footage", "size", "size (sqft)", "floor space", "property size", "living area", "living sq ft", "living sq. ft.", "living space area", "square feet", "sq. ft.", "sq ft", "superficie", "superficie habitable", "aire habitable", "net area", "sqft", "taille (pi²)", "taille (pieds carrés)", "floor area", "interior size", "finished area", "total finished area", "finished floor area", "finished floor area (total)", "total finished floor area", "finished sq ft", "finished sq. ft.", "building size", "building area", "gross building area", "unit size", "unit area", "suite size"]],
  ["lot", ["lot size", "plot size", "plot area", "land size", "lot area", "lot dimensions", "superficie du terrain", "dimensions du terrain", "terrain", "lot", "taille du terrain", "land area", "land", "acreage", "total acres", "total acreage", "title acres", "titled acres"]],
  // A condo's "Building Built 2012" is the unit's year built, as the building's "Built 2015" is.
  ["year", ["year built", "building built", "built in", "année de construction", "construit en", "year of construction", "built", "constructed date", "construction date", "date of construction"]],
  // A site's "Listing #" is its own id ("Listing #628417") unless it has a Canadian board's MLS® form ("N12455106").
  ["listingNo", ["listing #", "listing no.", "listing number"]],
  ["mls", ["mls number", "mls #", "mls#", "mls", "mls no.", "mls no", "numéro mls", "no centris", "no. centris", "centris no.", "centris no", "centris #", "numéro centris"]],
  ["propertyType", ["property type", "type de propriété", "genre de propriété"]],
  // A French classified's "Type d'unité" (Kijiji's "Unit Type"); its "Taille (pi²)" is the area's label above. A
  // board's "Property Sub-Type" ("Semi Detached (Half Duplex)") names the kind its "Style" ("2 Storey") does not.
  // A rural parcel's "Improvements" row names the building on it ("Cabin, 1 bedroom + loft"), as a building type does.
  ["typeHint", ["type of accommodation", "accommodation type", "improvements", "building type", "type de bâtiment", "type d'unité", "dwelling type", "home type", "unit type", "property sub-type", "property subtype", "sub-type", "type", "catégorie", "category"]],
  // The building's style ("Style de bâtiment Jumelé"): a condo's building may be semi-detached (see pickKind).
  ["styleHint", ["style", "style de bâtiment", "building style"]],
  ["agentBlock", ["listed by", "listing agent", "listing agents", "presented by", "courtier inscripteur", "agent inscripteur", "listing provided by", "listing provided by:", "listing courtesy of", "courtesy of", "primary agent", "listing realtor", "listing realtors", "listing realtors®", "listing broker(s)", "listing agent(s)", "courtier(s) inscripteur(s)", "listing broker", "inscription de", "listing by", "inscription", "inscription fournie par", "listing provided courtesy of", "your resale consultant", "resale consultant"]],
  ["brokerage", ["brokerage", "listing brokerage", "listing office", "agence immobilière", "office", "primary broker", "brokered by"]],
  // A classified's own rows ("Adresse : 48, rue du Phare", "Ville : Rimouski"), read after the display address.
  ["streetLabel", ["adresse", "address", "street address", "adresse civique", "civic address"]],
  // A classified's "Location Langford": the place the owner typed, which is the town.
  ["cityLabel", ["ville", "city", "municipalité", "municipality", "town", "location"]],
  // Rooms are not bedrooms: the label keeps its count ("Nombre de pièces 9") from being read as another label's.
  // A Québec dwelling's "Taille 5 ½" is its rooms (five and a bathroom), never its bedrooms.
  ["rooms", ["rooms", "total rooms", "pièces", "nombre total de pièces", "taille"]],
  // realtor.ca's "Subdivision Name": the whole label, not "Subdivision" with the word "Name" as its value.
  ["neighbourhood", ["community name", "subdivision name", "community", "neighbourhood", "neighborhood", "sub-area", "subarea", "subdivision", "quartier", "secteur", "arrondissement"]],
];
const fold = (s: string): string => s.toLowerCase().replace(/[®™]/g, "").replace(/[’]/g, "'").replace(/\s+/g, " ").trim();
const LABEL_LIST: Array<[string, Label]> = LABELS.flatMap(([kind, words]) => words.map((w): [string, Label] => [fold(w), kind])).sort((a, b) => b[0].length - a[0].length);

/** Labels by their first three letters, so most lines are dismissed without folding them. */
const BY_PREFIX = new Map<string, Array<[string, Label]>>();
for (const entry of LABEL_LIST) BY_PREFIX.set(entry[0].slice(0, 3), [...(BY_PREFIX.get(entry[0].slice(0, 3)) ?? []), entry]);

/** "Label: value" or "Label value" on one line, or a label alone whose value is the next line. */
/** "No. of Bedrooms", "Number of bathrooms", "Nombre de chambres": the count's label without its "number of". */
const NUMBER_OF = /^(?:no\.?\s+of|number\s+of|nbr?\.?\s+of|nombre\s+de|nb\.?\s+de)\s+/i;

function labelOf(raw: string): { label: Label; value: string } | null {
  const numberOf = raw.length > 6 && /^n/i.test(raw) ? NUMBER_OF.exec(raw) : null;
  const line = numberOf ? raw.slice(numberOf[0].length) : raw;
  const candidates = BY_PREFIX.get(line.slice(0, 3).toLowerCase());
  if (!candidates) return null;
  const l = fold(line);
  for (const [word, label] of candidates) {
    if (!l.startsWith(word)) continue;
    const rest = l.slice(word.length);
    if (rest !== "" && !/^[\s:#]/.test(rest)) continue;
    // A bilingual label ("Bedrooms / Chambres", "Year Built / Année") alone on its line, its value on the next: the
    // translation is no value (never a second label of another kind, "Beds / Baths").
    const translation = /^\s*\/\s*([^\d/:]{2,40})$/.exec(line.slice(line.length - rest.length));
    if (translation?.[1]) {
      const other = labelOf(translation[1].trim());
      if (other === null || (other.label === label && other.value === "")) return { label, value: "" };
    }
    const valueStart = line.length - rest.length;
    const value = line.slice(Math.max(0, valueStart)).replace(/^[\s:#]+/, "").trim();
    // A qualifier in parentheses alone ("Bedrooms (above ground + basement)") leaves the value to the next line; one
    // before the value ("Sq Ft (Finished) 2,050") or an "approx." ("Land area approx. 13,504 sq ft") is left out.
    if (/^\([^)]*\)\s*:?$/.test(value)) return { label, value: "" };
    return { label, value: value.replace(/^(?:\([^)]{1,30}\)\s*:?|approx(?:imately|\.)?|env(?:iron|\.)|ca\.|~)\s*(?=\d)/i, "") };
  }
  return null;
}

/** A professional title alone on a card's line ("REALTOR®", "Sales Representative", "Courtier immobilier résidentiel"). */
const TITLE_WORDS = new Set([
  "realtor", "realtors", "sales", "salesperson", "representative", "broker", "associate", "managing", "agent", "real", "estate", "residential",
  "commercial", "and", "of", "record", "personal", "corporation", "prec", "team", "lead", "licensed", "courtier", "immobilier", "immobilière",
  "résidentiel", "résidentielle", "agréé", "agréée", "inscripteur", "hypothécaire", "et", "courtière", "vice", "president", "senior", "executive",
]);
const isTitleLine = (s: string): boolean => {
  const words = s.toLowerCase().replace(/[®™*()]/g, " ").split(/[\s,/&-]+/).filter(Boolean);
  return words.length > 0 && words.length <= 8 && words.every((w) => TITLE_WORDS.has(w));
};
/** "Mathieu Roy, Residential Real Estate Broker" → "Mathieu Roy": a name with its title after a comma. */
const withoutTitle = (s: string): string => {
  const comma = s.indexOf(",");
  return comma > 0 && isTitleLine(s.slice(comma + 1)) ? s.slice(0, comma).trim() : s;
};

const COMPANY = /\b(?:realty|brokerage|real\s+estate|immobili\w*|ltd|inc|limited|group|groupe|homes|properties|realtors?|agence|re\/max|century\s*21|royal\s+lepage|sutton|keller\s+williams|exp\s+realty|coldwell|sotheby|engel\s*&\s*v[öo]lkers|via\s+capitale|partners|associates|estates|courtage|proprio|company|co(?=\.))\b\.?/i;
const PERSON = /^[A-ZÀ-Ý][\p{L}'’.-]+(?:\s+[A-ZÀ-Ý][\p{L}'’.-]+){1,3}$/u;
const LANDLORD = /\b(?:landlords?|property\s+manag(?:er|ers|ement)|gestion(?:naire)?\s+immobili\w*|locateur|locatrice)\b/i;
// Words a firm's name carries and a person's never does ("Bluenose Residential Management" in a contact card).
const FIRM_WORD = /\b(?:management|leasing|rentals|residential|holdings|corporation|corp|llc)\b/i;
/** A contact's call to action or phone number ("call 506-555-0133", "Tel. (902) 555-0147"): no name. */
const CALL = /^(?:call|phone|tel\b|text|contact)|\d{3}\)?[\s.-]+\d{3}[\s.-]\d{4}/i;
const isPerson = (s: string): boolean => PERSON.test(s) && !COMPANY.test(s) && !FIRM_WORD.test(s) && s.length <= 40;
/** A piece that carries its own agent's label ("Listing agent Dev Kapoor"): the name after the label. */
const agentAfterLabel = (s: string): string => {
  const hit = labelOf(s);
  return hit?.label === "agentBlock" && hit.value !== "" && isPerson(hit.value) ? hit.value : s;
};
const isCompany = (s: string): boolean => COMPANY.test(s) && !isTitleLine(s) && s.length <= 80 && s.split(/\s+/).length <= 10 && !/\.\s+\S/.test(s);
/**
 * A neighbourhood's name: a few capitalised words, digits only in a board's trailing code ("Waterfront Communities C1"),
 * a slash only between two names ("Killarney/Glengarry").
 */
const isPlaceName = (s: string): boolean =>
  /^[A-ZÀ-Ý](?:[^,.;:!?()$€£/|]|\s?\/\s?(?=[A-ZÀ-Ý])){1,44}$/.test(s) && s.split("/").every((name) => name.trim().length >= 3) && s.split(/\s+/).length <= 5 && !/\d/.test(s.replace(/\s[A-Z]{1,2}\d{1,2}$/, "")) && !/^(?:neighbo|communit|secteur|quartier)/i.test(s);

/** A street's name without its number: "Rue de la Montagne", "Chemin du Lac", "Maple Street", "Oak Ridge Road". */
const STREET_NAME = /^(?:rue|avenue|boulevard|chemin|route|rang|montée|impasse|allée|croissant)\s|\s(?:street|road|avenue|drive|boulevard|lane|crescent)$/i;
/** A title's caption, not a place: "For Sale", "New Listing", "Open House", "Sold", "À vendre". */
const TITLE_CAPTION = /\b(?:for\s+(?:sale|rent|lease)|sale|sold|lease|rent(?:al)?s?|listings?|open\s+house|new|reduced|vendu|à\s+vendre|à\s+louer|homes?|condos?|real\s+estate|realty)\b/i;
/** A range of bedroom counts: "Studio – 2 Beds", "1-3 bedrooms", "Studio to 2 beds", "2 à 4 chambres". */
const BED_RANGE = /\b(?:studio|bachelor|\d{1,2})\s*(?:[-–—]|to|à)\s*\d{1,2}\s*(?:beds?|bedrooms?|bd|chambres?)\b/i;
/**
 * A price slot or label value that states no price: "Price on request", "Unpriced · Sale by Tender", "Prix sur demande";
 * an auction's "Unreserved" badge or "Starting Bid: TBD" (it sells for whatever the bids reach).
 */
const UNPRICED = /^(?:(?:list\s+|asking\s+)?price\s*:?\s*)?(?:price\s+(?:on|upon)\s+request|unpriced|(?:sale\s+)?by\s+tender|prix\s+sur\s+demande|call\s+for\s+price|contact\s+(?:us\s+)?for\s+price|unreserved|(?:starting|opening)\s+bid\s*:?\s*(?:tbd|to\s+be\s+determined|n\/a)\b)\b/i;
/** A price rounded to its millions or thousands ("1,2 M$", "$1.2M", "$850K"). */
const ROUNDED_PRICE = /\d\s?[MK]\b|\d\s?M\s?\$/i;
/** An exact amount a rounded one stands for: within 5% of it. */
const roundsTo = (exact: number, rounded: number): boolean => Math.abs(exact - rounded) <= rounded * 0.05;
/** A price before taxes ("579 900 $ + taxes", "$649,900 plus HST") is the price: its taxes are no tax's amount. */
const PLUS_TAXES = /\s*(?:\+|plus)\s*(?:taxes|tx|tps(?:\s*[/+]\s*tvq)?|gst|hst)\b/gi;
/** A project's floor price ("Condos à partir de 349 900 $", "Townhomes from $599,900"): its cheapest unit's, not this one's. */
const PROJECT_FLOOR = /\b(?:condos|units|unités|homes|maisons|townhomes|townhouses|suites|appartements|logements|lofts)\s+(?:(?:à\s+)?partir\s+de|starting\s+(?:from|at)|from)\b/i;
const skipsPrice = (line: string): boolean => SKIP_PRICE.test(line.replace(PLUS_TAXES, "")) || PROJECT_FLOOR.test(line);
/** "Prix demandé antérieur : 334 000 $", "Previous price $334,000", "Was $334,000": an earlier price, not the current one. */
const EARLIER_PRICE = /^(?:antérieur|ancien|précédent|initial|original|previous|former|was)\b/i;
// A tenant's rent on a home for sale ("Currently leased at $2,450/month", "loué à 1 200 $/mois") is the lease's, too.
// An auction's figures are no asking price: an assessed value, an "Est. Resale Value", a bid, the buyer's premium.
const SKIP_PRICE = /estimate|\bjust\s*\/\s*market\s+value|\bjust\s+value\b|^\s*market\s+value\b|\b(?:average|avg\.?|median)\b|\bm[ée]dian|\bmoyen(?:ne)?\b|\best\.\s|resale\s+value|assessed|\b(?:starting|opening|current|high(?:est)?|minimum|winning)\s+bids?\b|buyer'?s\s+premium|zestimate|sold|similar|mortgage|payment|maint|fees?\b|\btax|per\s+(?:sq|acre|ft)|\/\s*sq|\bpsf\b|revenus|income|évaluation|assessment|frais|taxes|hypoth|per\s+acre|acre\)|\bleased\s+(?:at|for)\b|\blou[ée]e?\s+(?:à|pour)\s/i;
// A hand-typed rent with no thousands separator ("1200$/mois", "875$/mois CHAUFFÉ"): only with its month after it. A
// vacation rental's weekly rate ("$2,150 / week") keeps its week.
const PRICE = /((?:US\$|CA\$|C\$|(?:CAD|USD)\s|\$|£|€)\s?\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:\.\d\d)?|(?:US\$|CA\$|C\$|\$|£|€)\s?\d{1,3}(?:[.,]\d{1,2})?\s?[MK]\b|(?:US\$|CA\$|C\$|\$|£|€)\s?\d{4,9}\b|\d{1,3}(?:[\s\u00a0\u202f.]\d{3})+(?:,\d\d)?\s?(?:\$|€|£)|\d{1,3}(?:,\d{1,2})?\s?M\s?\$|\d{3,5}\s?\$(?=\s*(?:\/\s*(?:mois|month|mo)\b|par\s+mois|per\s+month)))(\s*\/\s*(?:mois|monthly|month|mo|week|wk|semaine)\b|\s+(?:par\s+mois|per\s+month|monthly|per\s+week|par\s+semaine|weekly))?/i;
// A range ("1,100–1,500 sqft", with a hyphen or a dash) is read as its lower bound, as the corpora's convention says.
const AREA = /(?<![\w/.,–—-])(\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?:\s*[-–—]\s*(?:\d[\d, ]*\d))?\s*(sq\.?\s*ft\.?|sqft|square\s+feet|ft²|pi²|pi2|pc\b|pieds\s+carrés|m²|m2\b)/i;

/** A quantity with its unit, then a label alone: "43 560 pi² (1 acre) Dimensions du terrain". */
const LOT_BEFORE_LABEL = /^(\d[\d\s\u00a0\u202f,.]*\s*(?:pi²|pi2|pc|ft²|sq\.?\s*ft\.?|sqft|m²|m2|acres?|ac|hectares?|ha)(?:\s*\([^)]{1,20}\))?)\s+(\p{L}[\p{L}\s'’()-]{2,40})$/iu;
/** The one exact area (no bracket of its own) the page states between low and high, never a lot's or an outdoor space's. */
function exactAreaIn(lines: string[], low: number, high: number): number | null {
  const found = new Set<number>();
  const anyArea = new RegExp(AREA.source, "gi");
  for (const line of lines) {
    for (const m of line.matchAll(anyArea)) {
      if (/\d\s*[-–—]\s*\d/.test(m[0])) continue;
      const near = line.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 30);
      if (/\b(?:lot|terrain|land|yard|courtyard|garage|patio|terrace|terrasse|deck|balcony|balcon|cour)\b/i.test(near)) continue;
      const n = parseArea(`${m[1] ?? ""} ${m[2] ?? ""}`);
      if (n !== null && n > low && n <= high) found.add(n);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** A room's dimensions in a rooms table: "10'2\" x 9'7\"", "3.05 x 2.74 m". */
const ROOM_SIZE = /^\s*\d{1,2}(?:['’′]\s*\d{0,2}\s*["”″]?|[.,]\d{1,2})\s*[x×]\s*\d/;
/** A room's size in whole feet alone on its row ("11 x 10"), as a US rooms table writes it. */
const ROOM_FEET = /^\s*\d{1,2}\s*[x×]\s*\d{1,2}\s*$/;
const COUNT = /^\d{1,2}(?:[.,]\d)?(?:\s*\+\s*\d{1,2})?$/;
/** A plex's total with its count per unit after it ("4 (2 par logement)", "6 (3 per unit)"): the total is the count. */
const PER_UNIT_NOTE = /\s*\(\s*\d{1,2}\s+(?:par\s+logement|per\s+unit|each)\s*\)$/i;
/** A quantity of acres after another badge ("… Sq.Ft. 0.42 Acres"): the lot's badge of its own. */
const ACRES_BADGE = /(?<=\s)\d{1,4}(?:[.,]\d{1,3})?\s*acres?\s*$/i;
/** A lot's badge alone: "0,31 acre", "2.15 Acres". */
const LOT_BADGE = /^\d{1,4}(?:[.,]\d{1,3})?\s*acres?$/i;
/** A count badge: "2 Beds", "1 Bath", "2 beds · 1 bath", "3 chambres". */
const COUNT_BADGE = /^\d{1,2}(?:[.,]\d)?\s*(?:beds?|bedrooms?|bd|baths?|bathrooms?|ba|chambres?|salles?\s+de\s+bains?)\b/i;

/** The count and size labels a row may carry side by side. */
const ROW_LABELS = new Set<Label>(["beds", "bedsBelow", "baths", "bathsTotal", "bathsFull", "halfBaths", "bathsAndPowder", "area", "lot", "year", "rooms"]);
/** A line of the text with the label it starts with (none on lines over 120 characters: prose, not a label's row). */
type Row = { line: string; hit: ReturnType<typeof labelOf> };
const rowOf = (line: string): Row => ({ line, hit: line.length > 120 ? null : labelOf(line) });

/**
 * A row of labelled counts side by side ("Bathrooms (Total) 4 · Partial Bathrooms 1", "Baths: 2 Full Lot size: 0.27 ac"): each a row of its own, so that
 * one label's value does not swallow the next label.
 */
const splitRow = (line: string): Row[] => {
  if (line.length > 120) return [rowOf(line)];
  // Side-by-side "Label: value" cells run together ("Beds: 2 + 2 Baths: 2 Full Living area: 1,150 sq ft Lot size: 0.27 ac").
  const separated = /\s[·|]\s/.test(line);
  const cells = separated ? line.split(/\s[·|]\s/) : line.split(/\s(?=\p{Lu}\p{Ll}+(?:\s\p{Ll}+){0,2}:\s)/u);
  if (cells.length < 2) return [rowOf(line)];
  const pieces = cells.map((p) => rowOf(p.trim()));
  return pieces.every(({ hit }) => hit !== null && hit.value !== "" && ROW_LABELS.has(hit.label)) ? pieces : [rowOf(line)];
};

/**
 * `text` is the listing's own text; `extra.head` holds the title and description, read for counts and prices but
 * not for the address (a title's short address would hide the page's full one).
 */
export function textFacts(
  text: string,
  extra?: { agents?: Candidate<string>[]; brokerages?: Candidate<string>[]; neighbourhoods?: Candidate<string>[]; contact?: Set<string>; maps?: GeoPoint[]; head?: string[]; crumbs?: string[]; addresses?: string[]; siteFirms?: string[] },
): ListingFacts {
  const facts: ListingFacts = {};
  // A fraction's sign after a count ("1½ baths", "2½ storey") is its half.
  const own = (text.length > 200_000 ? text.slice(0, 200_000) : text).replace(/(\d)\s?½/g, "$1.5");
  const body = [...(extra?.head ?? []), own].join("\n");
  const set = (key: keyof ListingFacts, value: unknown, rule: string): void => {
    if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `text:${rule}` };
  };
  const lines = body.split("\n");
  const labelledRows = lines.flatMap(splitRow);
  const rows = labelledRows.map((r) => r.line);
  const ownLines = own.split("\n");
  const hints: Candidate<string>[] = [];
  // Badges put the count before its label ("3 + 1" then "Bedrooms"), tables after it: the first count label says which.
  const firstCount = labelledRows.findIndex(({ line, hit }) => line.length <= 40 && hit !== null && hit.value === "" && (hit.label === "beds" || hit.label === "baths"));
  // Not when that count is itself the value of a label alone on the line above it ("Nombre de pièces", "9"); a price's
  // label never takes a bare count ("$849,900", "Price", "3+1", "Beds": the badges' own values stand above them).
  const above = labelOf((rows[firstCount - 2] ?? "").trim());
  const countBefore = firstCount > 0 && COUNT.test((rows[firstCount - 1] ?? "").trim()) && !(above?.value === "" && above.label !== "price");
  let halfBaths: number | null = null;
  let totalBaths: number | null = null;
  let fullBaths: number | null = null;
  let halfIsPartOfTotal = true;
  let buildingArea: number | null = null;
  let labelledStreet: string | null = null;
  let labelledCity: string | null = null;
  const usedAsValue = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const line = rows[i] ?? "";
    const hit = labelledRows[i]?.hit;
    if (!hit) continue;
    const next = (rows[i + 1] ?? "").trim();
    const isCountLabel = hit.label === "beds" || hit.label === "bedsBelow" || hit.label === "baths" || hit.label === "halfBaths" || hit.label === "bathsTotal" || hit.label === "bathsFull" || hit.label === "bathsAndPowder";
    // On a badge page the count stands before its label, unless that count is already the previous label's value
    // (a facts table further down: "Bedrooms", "3 + 1", "Bathrooms (Total)", "3").
    const prev = (rows[i - 1] ?? "").trim();
    const before = isCountLabel && countBefore && !usedAsValue.has(i - 1) && COUNT.test(prev);
    const value = hit.value !== "" ? hit.value : before ? prev : next.length <= 80 ? next : "";
    if (value === "") continue;
    // A bare count under a price's label ("Price" above "3+1") is the next badge's value, not the price.
    if (hit.value === "" && (before || hit.label !== "price" || !COUNT.test(next))) usedAsValue.add(before ? i - 1 : i + 1);
    const rule = hit.label === "price" ? "price-label" : `label:${hit.label}`;
    switch (hit.label) {
      case "price": {
        // "Price reduced by $10,000", "Prix réduit de 5 000 $": the change, not the price.
        // A label alone above a bare number ("Price" over a table's "2203", a unit's number) is a column's heading: the
        // value on the next line is a price only with its currency or its thousands grouped.
        if (hit.value === "" && !before && !/[$€£]|\d[,\s\u00a0\u202f.]\d{3}\b/.test(value)) break;
        // "Listed on 2026-11-19", "Listed 11/19/2026": the date it was listed.
        const date = /^(?:on\s|\d{4}-\d{1,2}-\d{1,2}\b|\d{1,2}\/\d{1,2}\/\d{2,4}\b)/i.test(value);
        if (!skipsPrice(line) && /\d/.test(value) && !date && !/^(?:reduced|reduction|r[ée]duit|r[ée]duction|baiss[ée]|drop(?:ped)?|chang(?:e|ed)|cut)\b/i.test(value) && !EARLIER_PRICE.test(value)) {
          const price = normalisePrice(value);
          // A header's rounded "1,2 M$" gives way to the exact "1 195 000 $" it rounds, labelled further down.
          const rounded = facts.price?.source === `text:${rule}` && ROUNDED_PRICE.test(facts.priceText?.value ?? "");
          if (price && rounded && !ROUNDED_PRICE.test(value) && facts.price?.value && roundsTo(price.amount, facts.price.value.amount)) {
            delete facts.price;
            delete facts.priceText;
          }
          if (price && price.amount >= 100) {
            set("price", price, rule);
            set("priceText", value, rule);
          }
        }
        break;
      }
      case "beds": {
        // A rooms table's row name ("Bedroom 2", then its level and "10'2\" x 9'7\""): the second bedroom, no count.
        if (/^(?:bedroom|chambre)\s+\d{1,2}$/i.test(line.trim()) && [1, 2].some((k) => ROOM_SIZE.test(rows[i + k] ?? "") || ROOM_FEET.test(rows[i + k] ?? ""))) break;
        // A sleeping-arrangements list's "Bedroom 1: king bed, ensuite": the first bedroom's beds, not a count.
        if (/^(?:bedroom|chambre)\s+\d{1,2}\s*:\s*\D/i.test(line.trim())) break;
        // "4 (3 + 1)", "4 (3 above grade, 1 below)": a total with its split above and below grade; "4 (dont 1 au
        // sous-sol)", "4 (including 1 in the basement)": a total with the part below grade.
        const split = /^(\d{1,2})\s*\(\s*(\d{1,2})\s*(?:above(?:\s+grade)?|hors[\s-]sol)?\s*[+,]\s*(\d{1,2})\s*(?:below(?:\s+grade)?|au\s+sous-sol)?\s*\)/i.exec(value);
        const part = /^(\d{1,2})\s*\(\s*(?:(?:dont|including|incl\.?)\s+)?(\d{1,2})\s+(?:au\s+sous-sol|(?:in\s+the\s+)?basement|below\s+grade)\s*\)/i.exec(value);
        // "3 up / 2 down", "3 above grade, 1 below": the split with no total.
        // "2 on the ground floor, 1 in the basement" too.
        const upDown = /^(\d{1,2})\s*(?:up(?:stairs)?|above(?:\s+grade)?|on\s+the\s+(?:ground|main|first)\s+floor)\s*[/,+&]\s*(\d{1,2})\s*(?:down(?:stairs)?|below(?:\s+grade)?|in\s+(?:the\s+)?basement)$/i.exec(value);
        // "Studio", "Bachelor" where the count goes: no bedroom.
        if (/^(?:studio|bachelor(?:\s*\/\s*studio)?|garçonnière)$/i.test(value)) set("bedrooms", 0, rule);
        // A count, never a room's size under a rooms table's "Bedroom" ("11'0\" x 10'2\"", "3.35 x 3.05 m").
        const b =
          split && Number(split[2]) + Number(split[3]) === Number(split[1])
            ? { above: Number(split[2]), below: Number(split[3]) }
            : part && Number(part[2]) < Number(part[1])
              ? { above: Number(part[1]) - Number(part[2]), below: Number(part[2]) }
              : upDown
                ? { above: Number(upDown[1]), below: Number(upDown[2]) }
                : /^\d{1,2}(?:\s*\+\s*\d{1,2})?\b(?!\s*['’"″′x×]|[.,]\d)/i.test(value)
                  ? parseBedrooms(value.replace(PER_UNIT_NOTE, ""))
                  : null;
        set("bedrooms", b?.above, rule);
        set("bedroomsBelowGrade", b?.below, rule);
        break;
      }
      case "baths": {
        // "2 Full / 1 Half", "3 (2 full, 1 half)", "2 full, 1 powder room": the value splits itself into full and half baths.
        // "1 + 1 half": full baths plus the half baths the word names (a bare "1+1" stays a count: it may be a floor's).
        // In French too ("3 complètes, 1 partielle"); "2 salles de bains, 1 salle d'eau" (or "1 salle de bains complète,
        // 1 salle d'eau"): the baths, then the powder rooms.
        const fullHalf =
          /^(?:\d{1,2}\s*\(\s*)?(\d{1,2})\s*(?:(?:full\b|compl[èe]tes?)[^\d]{0,12}|\+\s*)(\d{1,2})\s*(?:half|partial|partielles?|powder)\b/i.exec(value) ??
          /^(\d{1,2})\s*(?:(?:full\s+)?bath(?:room)?s?|salles?\s+de\s+bains?)(?:\s+(?:full|compl[èe]tes?))?\s*[,;·|+]\s*(\d{1,2})\s*(?:half\s+baths?|powder\s+rooms?|salles?\s+d['’]eau)\b/i.exec(value);
        // A table row that carries the next label's count too: "Salles de bain: 2 | Salles d'eau 1".
        // realtor.ca's pieces per bathroom ("3 pc + 2 pc", "4 pc, 3 pc, 2 pc"): three pieces or more a full bath, two or
        // fewer a half bath; the pieces are no count of baths.
        const pieces = /^\d\s*(?:pc|pcs|pce|-?pieces?)\b\.?(?:\s*(?:[+,&]|and)\s*\d\s*(?:pc|pcs|pce|-?pieces?)\b\.?)*$/i.test(value)
          ? [...value.matchAll(/(\d)\s*(?:pc|pce|-?piece)/gi)].map((m) => Number(m[1]))
          : null;
        const withPowder = /^(\d{1,2})\s*[|·,;]\s*(?:salles?\s+d['’]eau|powder\s+rooms?|half\s+baths?)\s*:?\s*(\d{1,2})$/i.exec(value);
        if (pieces) {
          fullBaths ??= pieces.filter((n) => n >= 3).length;
          halfBaths ??= pieces.filter((n) => n < 3).length;
          halfIsPartOfTotal = false;
        } else if (withPowder) {
          fullBaths ??= Number(withPowder[1]);
          halfBaths ??= Number(withPowder[2]);
          halfIsPartOfTotal = false;
        } else if (fullHalf) {
          fullBaths ??= Number(fullHalf[1]);
          halfBaths ??= Number(fullHalf[2]);
          halfIsPartOfTotal = false;
        } else if (/^\d{1,2}\s*full$/i.test(value)) fullBaths ??= parseCount(value);
        // A badge's "2 + 1" under "Bathrooms" (REALTOR.ca's way, like its "3 + 1" bedrooms): full baths, then half baths.
        else if (/^\d{1,2}\s*\+\s*\d$/.test(value)) {
          const [f, h] = value.split("+").map((n) => Number(n.trim()));
          fullBaths ??= f ?? null;
          halfBaths ??= h ?? null;
          halfIsPartOfTotal = false;
        }
        // "Baths: 2 Full": the full baths, which the split below counts as the total when no half is stated.
        else if (/^\d{1,2}(?:[.,]\d)?\b/.test(value)) set("bathrooms", parseCount(value), rule);
        break;
      }
      case "bedsBelow":
        if (/^\d{1,2}$/.test(value)) set("bedroomsBelowGrade", Number(value), rule);
        break;
      case "bathsAndPowder": {
        const plus = /^(\d{1,2})\s*\+\s*(\d{1,2})$/.exec(value);
        if (plus) {
          fullBaths ??= Number(plus[1]);
          halfBaths ??= Number(plus[2]);
          halfIsPartOfTotal = false;
        } else if (/^\d{1,2}$/.test(value)) fullBaths ??= Number(value);
        break;
      }
      case "halfBaths":
        if (/^\d{1,2}\b/.test(value) && halfBaths === null) {
          halfBaths = parseCount(value);
          // A powder room or "salle d'eau" is a room of its own beside the bathrooms ("2 salles de bain, 1 salle d'eau");
          // "Bathrooms (Partial)" is part of a total, and a plain "Half baths" may or may not be.
          // realtor.ca's French "Demi-salles de bain" beside "Salles de bains" counts the half baths apart, too.
          halfIsPartOfTotal = !/powder|salles?\s+d['’]eau|demi-salles?/i.test(line);
        }
        break;
      case "bathsTotal":
        if (/^\d{1,2}\b/.test(value)) totalBaths ??= parseCount(value);
        break;
      case "bathsFull":
        if (/^\d{1,2}\b/.test(value)) fullBaths ??= parseCount(value);
        break;
      case "neighbourhood":
        if (isPlaceName(value)) set("neighbourhood", value, rule);
        break;
      case "area":
        // Dimensions ("Building Size 24 X 36 ft") are a footprint's sides, not an area.
        // A building's size beside the unit's own ("Unit Size 1,150 sq ft", "Building Size 6,800 sq ft"): the unit's
        // area is the listing's, the building's only when the page gives no other.
        if (/^\d/.test(value) && !/^[\d.,]+\s*(?:ft|m|')?\s*[x×]\s*\d/i.test(value)) {
          if (/^(?:gross\s+)?building\s+(?:size|area)\b/i.test(line.trim())) buildingArea ??= parseArea(value);
          else set("squareFootage", parseArea(value), rule);
        }
        break;
      case "lot": {
        // A "Lot" heading over its rows ("Lot", "Size: 0.31 Acres", "Lot area: 13,504 sqft"): the size row is the lot's
        // own, in the unit the page states first.
        const sized = hit.value === "" ? /^size\s*:?\s*(\d.{0,58})$/i.exec(next) : null;
        if (sized?.[1]) {
          const lot = parseLot(sized[1]);
          if (lot) {
            set("lotSize", sized[1], rule);
            set("lot", lot, rule);
          }
        }
        if (/^\d/.test(value) && value.length <= 60) {
          // "Acreage" or a farm's "Total Acres" (an auction's "Title acres 160±") over a bare number ("42") names its unit.
          const acres = /^(?:acreage|total\s+acres|total\s+acreage|titled?\s+acres)$/i.test(line.trim()) && /^[\d.,]+\s*±?$/.test(value);
          const lot = parseLot(acres ? `${value.replace(/\s*±$/, "")} acres` : value);
          if (lot) {
            set("lotSize", value, rule);
            set("lot", lot, rule);
          }
        }
        break;
      }
      case "year":
        set("yearBuilt", parseYear(value), rule);
        break;
      case "mls":
        set("mlsNumber", mlsNumberOf(value.split(/\s/)[0], true), rule);
        break;
      case "listingNo":
        if (/^[A-Z]\d{7,8}$/.test(value.split(/\s/)[0] ?? "")) set("mlsNumber", mlsNumberOf(value.split(/\s/)[0], true), rule);
        break;
      case "propertyType":
        if (value.length <= 40 && !/\d{3}/.test(value)) {
          set("propertyType", value, rule);
          hints.push({ value, source: `text:${rule}` });
        }
        break;
      case "typeHint":
      case "styleHint":
        if (value.length <= 40 && !/\d{3}/.test(value)) hints.push({ value, source: `text:${rule}` });
        // A building with its particulars ("Improvements: Cabin, 1 bedroom + loft, 640 sq ft"): the building's word.
        else if (/^improvements\b/i.test(line.trim()) && /^[\p{L}\s-]{3,30},/u.test(value)) hints.push({ value: value.slice(0, value.indexOf(",")), source: `text:${rule}` });
        break;
      case "agentBlock": {
        // "Listed by" with the agent and brokerage on the next lines, or "Listed by Name · Brokerage" on one line.
        const inline = hit.value !== "";
        // A card's own caption under the block's heading ("Listed By", "Primary Agent", "Gurpreet Bains") is no name.
        // A co-listing agent's line ("Co-listed with Priya Sandhu") between the agent and the firm is left out too.
        const following = [1, 2, 3, 4].map((k) => withoutTitle((rows[i + k] ?? "").trim())).filter((l) => l !== "" && !isTitleLine(l) && labelOf(l)?.value !== "" && !/^co-?list(?:ed|ing)\b/i.test(l));
        // A rental's landlord or property manager ("Verified landlord", "… Property Management") is no agent or brokerage.
        if (LANDLORD.test(inline ? hit.value : following.slice(0, 3).join("\n"))) break;
        // "Name, Courtier immobilier résidentiel, Agency": the title between the name and the agency is left out.
        // A brokerage's designation after a comma ("Bayfront Realty Partners Inc., Brokerage") stays with its name, and
        // so does its legal form ("Edina Realty, Inc.").
        // An agent's phone after the name ("Brian Vander Meer 269-555-0147, Jaqua Realtors") is left out.
        // "Name with Brokerage" joins the two as a separator does; the office's address after a comma ("…, 1200 E
        // Interstate Ave, …") and a call to action ("— call 506-555-0133.") are pieces of their own, and left out.
        const pieces = inline
          ? hit.value.split(/\s+[·•|–—-]\s+|\s+with\s+(?=[A-ZÀ-Ý])|,\s+(?=[A-ZÀ-Ý\d])(?!(?:Brokerage|Agence\s+immobili[eè]re)\s*(?:$|[·•|–—,-]))(?!(?:Inc|Ltd|LLC|Corp|Co|Limited|Ltée|LLP)\.?(?![A-Za-z]))/).map((s) => withoutTitle(agentAfterLabel(s.trim().replace(TRAILING_PHONE, "")))).filter((s) => !isTitleLine(s) && !CALL.test(s))
          : following.slice(0, 2);
        // A card's name line with the agent's designation after a separator ("Grace Whitfield · Personal Real Estate
        // Corporation", BC's PREC): the name before it is the agent's, the designation is no brokerage.
        const named = inline ? null : /^(.+?)\s+[·•|]\s+Personal\s+Real\s+Estate\s+Corporation\b/i.exec(pieces[0] ?? "")?.[1];
        if (named && isPerson(named)) pieces[0] = named;
        const [first = "", second = ""] = pieces;
        // A team ("The Ng Sun Group") names the agents who list the home, not their brokerage: the team is the agent,
        // and the brokerage is the firm named below its members.
        const firm = following.slice(1).find((l) => isCompany(l) && !isTeamName(l));
        if (!inline && isTeamName(first)) {
          set("listingAgentName", first, `${rule}-team`);
          if (firm) set("brokerageName", firm, `${rule}-team`);
        } else if (inline && pieces.length === 1) {
          // An IDX credit ("Listing courtesy of MaxWell Progressive") names the listing firm: with no agent beside
          // it, its one name is the brokerage's, whatever words the firm's name has.
          if (isCompany(first) || /\bcourtesy\s+of\b/i.test(line)) set("brokerageName", first, rule);
          else if (isPerson(first)) {
            set("listingAgentName", first, rule);
            // "Inscription de Name, courtier immobilier" over the agency's own line (not a labelled row): that agency.
            const agency = following[0] ?? "";
            if (isCompany(agency) && !isTeamName(agency) && labelOf(agency) === null) set("brokerageName", agency, rule);
          }
        } else if (isPerson(first)) {
          set("listingAgentName", first, rule);
          if (isCompany(second)) set("brokerageName", second, rule);
          // realtor.com's "Listed by Evan Marsh with Green Mountain Land & Home": the name after "with" is the firm's,
          // whatever words it has, when it is no person's name.
          else if (inline && second !== "" && hit.value.includes(` with ${second}`) && !isPerson(second) && /^[A-ZÀ-Ý][\p{L}&'’.\s-]{2,60}$/u.test(second)) set("brokerageName", second, rule);
          // Two agents on the card ("Kurt Lindqvist", "Shannon Mair", then the firm): the firm under the second one.
          else if (!inline && isPerson(second) && firm) set("brokerageName", firm, `${rule}-co-agent`);
        } else if (isCompany(first) && inline && isPerson(second) && pieces.length === 2) {
          // "Listed by Firm Ltd., Brokerage · Listing agent Name": the firm first, then the agent its own label names.
          set("brokerageName", first, rule);
          set("listingAgentName", second, rule);
        } else if (isCompany(first)) set("brokerageName", inline ? hit.value : first, rule);
        break;
      }
      case "brokerage":
        // A caption alone under the agency's name (Centris's broker card: "Groupe Immobilier X inc.", "Agence
        // immobilière"), before the office's address on the next line (an address naming "Sutton" is no company).
        if (hit.value === "" && /^(?:agence\s+immobili[eè]re|real\s+estate\s+agency)$/i.test(line.trim()) && isCompany(prev) && !isTitleLine(prev)) set("brokerageName", prev, "label:brokerage-caption");
        else if (isCompany(value) && !(/^\d/.test(value) && looksLikeStreet(value) && findPostalCode(value) !== null)) set("brokerageName", value, rule);
        break;
      case "streetLabel":
      case "cityLabel": {
        // Only "Label: value" or a label alone above its value: "City Centre" is a place, not a city's label.
        // A classified's row "Location Langford" (its label and value in one line) names its town as well.
        const labelled = hit.value === "" || /^[^:]{2,20}:/.test(line) || (line.length <= 40 && /^Location\s+[A-ZÀ-Ý]/.test(line));
        if (!labelled || extra?.contact?.has(line.trim())) break;
        if (hit.label === "streetLabel" && value.length <= 80 && looksLikeStreet(value) && !value.includes(",", value.search(/\p{L}/u) + 1)) labelledStreet ??= value;
        // A whole display address after its label ("Adresse : 1118, rue de l'Évêché Est, Rimouski (Québec) G5L 1Y3"):
        // its street and city, when it reads as one.
        else if (hit.label === "streetLabel" && value.length <= 160 && labelledStreet === null) {
          const parts = parseDisplayAddress(value);
          if (parts?.street && parts.city && isPlaceName(parts.city)) {
            labelledStreet = parts.street;
            labelledCity ??= parts.city;
          }
        }
        if (hit.label === "cityLabel" && isPlaceName(value)) labelledCity ??= value;
        break;
      }
    }
  }
  set("squareFootage", buildingArea, "label:area");
  // A kind alone among the count badges ("2 Beds + Den", "2 Baths", "812 sq.ft.", "Condo"): the listing's type.
  if (hints.length === 0) {
    const badge = ownLines.findIndex(
      (l, i) => l.length <= 24 && /^\p{L}[\p{L}\s-]*$/u.test(l) && l.split(/\s+/).length <= 2 && propertyKindOf(l) !== null && ownLines.slice(Math.max(0, i - 3), i + 4).some((n) => COUNT_BADGE.test(n)),
    );
    if (badge >= 0) hints.push({ value: ownLines[badge] ?? "", source: "text:kind-badge" });
  }
  if (hints.length > 0) facts.typeHints = hints;
  // A page whose price slot says it has none ("Price on request", "Unpriced", "Sale by Tender", "Prix sur demande"):
  // no dollar figure on it is the price (a tender deposit, an assessment), so none is read from its text.
  const unpriced = lines.some((l) => l.length <= 60 && UNPRICED.test(l));
  if (unpriced) {
    delete facts.price;
    delete facts.priceText;
  }
  for (const a of extra?.agents ?? []) if (isPerson(a.value)) set("listingAgentName", a.value, a.source.replace(/^text:/, ""));
  for (const b of extra?.brokerages ?? []) if (isCompany(b.value)) set("brokerageName", b.value, b.source.replace(/^text:/, ""));
  for (const n of extra?.neighbourhoods ?? []) if (isPlaceName(n.value)) set("neighbourhood", n.value, n.source.replace(/^text:/, ""));
  // An agent's card whose markup names no firm: the firm under the agent's name and title, or a line of two agents.
  const cardTests = { isPerson, isCompany: (l: string) => isCompany(l) && !isTeamName(l) && labelOf(l) === null, isTitle: isTitleLine, isTeam: isTeamName };
  const cards = extra?.contact ?? new Set<string>();
  const carded = facts.listingAgentName?.source.startsWith("text:class=") ? facts.listingAgentName.value : null;
  if (carded !== null) set("brokerageName", firmUnderAgent(ownLines, cards, carded, cardTests), "agent-card-firm");
  const pair = facts.listingAgentName === undefined && facts.brokerageName === undefined ? agentPairOnCard(ownLines, cards, cardTests) : null;
  if (pair) {
    set("listingAgentName", pair.agent, "agent-card-pair");
    set("brokerageName", pair.firm, "agent-card-pair");
  }
  // A card read whole as the firm ("Listing Office Kayla Brandt Chinook Peaks Realty Ltd.") is its lines' agent and firm.
  const wholeCard = (firm: string, agent: string): boolean => typeof facts.brokerageName?.value === "string" && facts.brokerageName.value !== firm && facts.brokerageName.value.includes(firm) && facts.brokerageName.value.includes(agent);
  const single = facts.listingAgentName === undefined ? agentOverFirmOnCard(ownLines, cards, { ...cardTests, isLabel: (l) => labelOf(l) !== null }) : null;
  if (single && facts.brokerageName !== undefined && wholeCard(single.firm, single.agent)) delete facts.brokerageName;
  if (single && facts.brokerageName === undefined) {
    set("listingAgentName", single.agent, "agent-card-lines");
    set("brokerageName", single.firm, "agent-card-lines");
  }
  // A description's sentence "… Listed by Marc Thibodeau of Harbourview Realty Group.": the agent, and the firm named.
  const byline = /\b[Ll]isted by ([A-ZÀ-Ý][\p{L}'’.-]+(?:\s[A-ZÀ-Ý][\p{L}'’.-]+){1,3}) (?:of|with|from) ([A-ZÀ-Ý][^.,;:!?\n]{2,60})/u.exec(own);
  if (byline?.[1] && isPerson(byline[1])) {
    set("listingAgentName", byline[1], "listed-by-sentence");
    if (byline[2] && isCompany(byline[2])) set("brokerageName", byline[2].trim(), "listed-by-sentence");
  }
  // A description's call to the agent with the title and firm after commas ("Call Fiona MacLeod, REALTOR®, Royal
  // LePage Atlantic, 902-555-0191."): the agent and the firm, when the page names neither elsewhere.
  const signed = /\b(?:[Cc]all|[Cc]ontact|[Tt]ext|[Rr]each)\s+([A-ZÀ-Ý][\p{L}'’.-]+(?:\s[A-ZÀ-Ý][\p{L}'’.-]+){1,3}),\s*([^,\n]{3,60}),\s*([A-ZÀ-Ý][^,;:!?\n]{2,60}?)(?=\s*(?:,|\.(?:\s|$)|$))/u.exec(own);
  if (signed?.[1] && signed[2] && signed[3] && isTitleLine(signed[2].trim()) && isPerson(signed[1]) && isCompany(signed[3].trim())) {
    set("listingAgentName", signed[1], "call-agent-sentence");
    set("brokerageName", signed[3].trim(), "call-agent-sentence");
  }
  // An ad's title ending in a town's quarter after a dash ("1905 Heritage Home – South End | Houses for Sale | …"): the
  // neighbourhood, when only a compass quarter ("North End", "West Side") could be read as one.
  const titled = /\s[–—-]\s((?:North|South|East|West)[\s-](?:End|Side))$/.exec((extra?.head?.[0] ?? "").split(/\s\|\s/)[0]?.trim() ?? "");
  if (titled?.[1]) set("neighbourhood", titled[1], "title-quarter");
  // Labelled full and half baths, or a total that counts the half baths: total 3 with 1 partial is two full and one half.
  const stated = facts.bathrooms?.value;
  const split =
    fullBaths !== null && (halfBaths !== null || stated === undefined || stated === fullBaths)
      ? { full: fullBaths, half: halfBaths ?? 0 }
      : totalBaths !== null && halfBaths !== null && halfBaths <= totalBaths
        ? { full: totalBaths - halfBaths, half: halfBaths }
        : stated !== undefined && totalBaths === null && halfBaths !== null && !halfIsPartOfTotal && facts.bathrooms?.source === "text:label:baths"
          ? { full: stated, half: halfBaths }
          : null;
  if (split) {
    delete facts.bathrooms;
    set("bathrooms", split.full + split.half * 0.5, "label:baths-split");
    set("bathroomsFull", split.full, "label:baths-split");
    set("bathroomsHalf", split.half, "label:baths-split");
  } else if (totalBaths !== null) set("bathrooms", totalBaths, "label:bathsTotal");

  // A labelled total ("Chambres 4"), or a title's ("5 beds/2 baths"), with the page's own split of it elsewhere ("3 + 1
  // chambres", a "3 + 2 Beds" badge): the split, which says the same count and where the rooms are.
  // A card with its own monthly rent ("#904 · $2,350/mo · 1+1 bd", a rental in the building) is another unit's split.
  const lineAt = (at: number): string => body.slice(body.lastIndexOf("\n", at) + 1, (body.indexOf("\n", at) + 1 || body.length + 1) - 1);
  const rentCard = (at: number): boolean => /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:\/\s*mo(?:nth)?\b|per\s+month|\/\s*mois|par\s+mois)/i.test(lineAt(at));
  const splitOf = (total: number): { above: number; below: number } | null => {
    for (const m of body.matchAll(/\b(\d{1,2})\s*\+\s*(\d)\s*(?:bed(?:room)?s?|bd|bdrms?|chambres?(?:\s+à\s+coucher)?|cac)\b/gi)) {
      const above = Number(m[1]);
      const below = Number(m[2]);
      if (below !== 0 && above + below === total && !rentCard(m.index)) return { above, below };
    }
    return null;
  };
  // The page's own split of its bedrooms replaces a total read before it.
  const replaceBedrooms = (above: number, below: number, rule: string): void => {
    delete facts.bedrooms;
    set("bedrooms", above, rule);
    set("bedroomsBelowGrade", below, rule);
  };
  const labelledBeds = facts.bedrooms?.source === "text:label:beds" && facts.bedroomsBelowGrade === undefined ? facts.bedrooms.value : undefined;
  const labelledSplit = typeof labelledBeds === "number" ? splitOf(labelledBeds) : null;
  if (labelledSplit) replaceBedrooms(labelledSplit.above, labelledSplit.below, "label:beds-split");
  // A classified's "3 bdrm up + 1 down" ("3 chambres + 1 au sous-sol"): the bedrooms above grade and those in the basement.
  const upDown =
    /\b(\d{1,2})\s*(?:bed(?:room)?s?|bdrms?|bd)\s+up(?:stairs)?\s*(?:\+|and|&)\s*(\d)\s*(?:bed(?:room)?s?\s+|bdrms?\s+)?(?:down(?:stairs)?|in\s+(?:the\s+)?basement)\b/i.exec(body) ??
    // In French: "3 chambres + 1 au sous-sol".
    /\b(\d{1,2})\s*chambres?\s*(?:\+|et)\s*(\d)\s*(?:chambres?\s+)?au\s+sous-sol\b/i.exec(body);
  if (upDown?.[1] && upDown[2] && facts.bedroomsBelowGrade === undefined && (facts.bedrooms === undefined || facts.bedrooms.value === Number(upDown[1]))) {
    replaceBedrooms(Number(upDown[1]), Number(upDown[2]), "beds-up-down");
  }
  // A US shorthand row "Bed/Bath: 2/2" (a retirement community's "2/2"): the bedrooms, then the baths.
  const bedBath = /^(?:beds?|bedrooms?|bd)\s*\/\s*(?:baths?|bathrooms?|ba)\s*:?\s*(\d{1,2})\s*\/\s*(\d{1,2}(?:\.5)?)$/im.exec(own);
  if (bedBath?.[1] && bedBath[2]) {
    set("bedrooms", Number(bedBath[1]), "bed-bath");
    set("bathrooms", Number(bedBath[2]), "bed-bath");
  }
  // Counts written in sentences or badges: "3 chambres", "2.5 Baths", "1 bathroom and 1 powder room".
  // Never a room's size before a rooms table's next row ("15 x 13", "Bedroom 2"); a US "3 BR" is a count as "3 bd" is.
  // A word's last "x" ("Triplex" on the line above "6 chambres") is no "by".
  const beds = /(?<!(?<![A-Za-zÀ-ÿ])[x×]\s{0,3})\b(\d{1,2}(?:\s*\+\s*\d)?)\s*(?:bed(?:room)?s?|bd|br|bdrms?|chambres?(?:\s+à\s+coucher)?|cac)\b/i.exec(body);
  if (beds?.[1]) {
    const b = parseBedrooms(beds[1]);
    const split = facts.bedrooms === undefined && b !== null && b.below === null ? splitOf(b.above) : null;
    if (split) replaceBedrooms(split.above, split.below, "n-beds-split");
    else {
      set("bedrooms", b?.above, "n-beds");
      set("bedroomsBelowGrade", b?.below, "n-beds");
    }
    // A sentence's count above grade ("1 bed + den") with a badge of its own that splits the same count ("1+1 Bed"):
    // the badge's rooms below grade (never a card's "2+1 bed · 2 bath" or "#1903 · For Sale · 2+1 beds").
    const above = facts.bedrooms?.value;
    const badge = b !== null && b.below === null && facts.bedroomsBelowGrade === undefined && typeof above === "number" ? new RegExp(`^${above}\\s*\\+\\s*([1-9])\\s*(?:bed(?:room)?s?|bd|bdrms?|chambres?)$`, "i") : null;
    const later = badge === null ? undefined : ownLines.map((l) => badge.exec(l.trim())?.[1]).find((n) => n !== undefined);
    if (later) set("bedroomsBelowGrade", Number(later), "n-beds+split");
  }
  // A summary's total ("4 chambres, 2 salles de bains") beside the listing's own count above grade ("3 chambres") and a
  // labelled row of basement bedrooms ("Chambres au sous-sol 1"): the total holds the basement's, so the count above.
  const belowLabelled = facts.bedroomsBelowGrade?.source === "text:label:bedsBelow" ? facts.bedroomsBelowGrade.value : undefined;
  if (facts.bedrooms?.source === "text:n-beds" && typeof belowLabelled === "number" && belowLabelled > 0) {
    const total = facts.bedrooms.value;
    const counts = [...body.matchAll(/(?<![x×+]\s{0,3})\b(\d{1,2})\s*(?:bed(?:room)?s?|bd|bdrms?|chambres?(?:\s+à\s+coucher)?)\b(?!\s*\+)/gi)].map((m) => Number(m[1]));
    if (typeof total === "number" && counts.includes(total - belowLabelled)) {
      delete facts.bedrooms;
      set("bedrooms", total - belowLabelled, "n-beds-above");
    }
  }

  // The half count on the same line ("1 bathroom and 1 powder room") or on the next badge ("1 bathroom", "1 half bath");
  // a title or description may state the full count alone first, so the first count that has its half wins.
  // A badge's "2 Full Bath" over its "1 Half Bath" names the full baths the same way.
  const FULL = /(?<![\d.,])(\d{1,2}(?:[.,]\d)?)\s*(?:(?:bath(?:room)?s?|ba|salles?\s+de\s+bains?|sdb)\b|full\s+bath(?:room)?s?\b(?=\s*\n\s*\d\s*half\s+bath))/gi;
  const HALF = /^[^\n]*?(?:\n\s*)?\b(\d)\s*(?:powder\s+rooms?|salles?\s+d['’]eau|half\s+bath(?:room)?s?|partial\s+bath(?:room)?s?)\b/i;
  let full: RegExpExecArray | null = null;
  let half: RegExpExecArray | null = null;
  let tries = 0;
  // A total with its split in brackets ("3 Baths (2 full, 1 half)"): the split, whichever total came first.
  let bracketed: { full: number; half: number } | null = null;
  for (let m = FULL.exec(body); m !== null && tries < 20; m = FULL.exec(body), tries++) {
    full ??= m;
    const split = /^\s*\(\s*(\d{1,2})\s*full\b[^\d)]{0,12}(\d{1,2})\s*(?:half|partial)\b[^)]{0,12}\)/i.exec(body.slice(m.index + m[0].length, m.index + m[0].length + 40));
    if (split && Number(split[1]) + Number(split[2]) === parseCount(m[1] ?? "")) {
      bracketed = { full: Number(split[1]), half: Number(split[2]) };
      break;
    }
    const h = HALF.exec(body.slice(m.index + m[0].length, m.index + m[0].length + 200));
    if (h) {
      full = m;
      half = h;
      break;
    }
  }
  // Centris's teaser "1 + 1 salles de bains et salles d'eau" ("2 + 1 bathrooms and powder rooms"): the full baths, then
  // the powder rooms, before the one label that names both (the count before "salles de bains" alone is only the second).
  const andPowder = /(?<![\d.,+])(\d{1,2})\s*\+\s*(\d{1,2})\s*(?:salles?\s+de\s+bains?\s+et\s+salles?\s+d['’]eau|bath(?:room)?s?\s+(?:and|&)\s+powder\s+rooms?)\b/i.exec(body);
  if (andPowder && !bracketed) bracketed = { full: Number(andPowder[1]), half: Number(andPowder[2]) };
  // A badge of full and half baths with its caption ("2 / 1 Baths (full/half)"): the full, then the half baths.
  const slashed = /(?<![\d.,/])(\d{1,2})\s*\/\s*(\d)\s*(?:bath(?:room)?s?|ba)\s*\(\s*full\s*\/\s*(?:half|partial)\s*\)/i.exec(body);
  if (slashed && !bracketed) bracketed = { full: Number(slashed[1]), half: Number(slashed[2]) };
  // A badge that splits its baths itself ("2 full, 1 half baths", "2 full & 1 half bathrooms"): the full, then the half.
  const fullHalfBadge = /(?<![\d.,])(\d{1,2})\s*full\s*(?:,|&|\+|\/|and)\s*(\d)\s*half\s+bath(?:room)?s?\b/i.exec(body);
  if (fullHalfBadge && !bracketed) bracketed = { full: Number(fullHalfBadge[1]), half: Number(fullHalfBadge[2]) };
  if (bracketed) {
    set("bathrooms", bracketed.full + bracketed.half * 0.5, "n-baths-split");
    set("bathroomsFull", bracketed.full, "n-baths-split");
    set("bathroomsHalf", bracketed.half, "n-baths-split");
  } else if (half?.[1] && full?.[1]) {
    const f = parseCount(full[1]) ?? 0;
    const h = Number(half[1]);
    set("bathrooms", f + h * 0.5, "n-baths");
    set("bathroomsFull", f, "n-baths");
    set("bathroomsHalf", h, "n-baths");
  } else if (full?.[1]) set("bathrooms", parseCount(full[1]), "n-baths");
  if (halfBaths !== null && facts.bathrooms && facts.bathroomsHalf === undefined) set("bathroomsHalf", halfBaths, "label:halfBaths");
  // A whole count of bath rooms ("3 Bath") that the description splits into full baths and a half bath ("two full
  // baths up, a half bath on the main"): the half bath counts half, as a split's does.
  const described = facts.bathroomsHalf === undefined && facts.bathrooms?.source === "text:n-baths" ? proseBathSplit(own) : null;
  if (described && described.full + described.half === facts.bathrooms?.value) {
    delete facts.bathrooms;
    set("bathrooms", described.full + described.half * 0.5, "prose-baths-split");
    set("bathroomsFull", described.full, "prose-baths-split");
    set("bathroomsHalf", described.half, "prose-baths-split");
  }

  // A lot's value before its label on one line ("43 560 pi² (1 acre) Dimensions du terrain").
  if (facts.lot === undefined) {
    for (const l of lines) {
      const m = l.length <= 80 ? LOT_BEFORE_LABEL.exec(l) : null;
      const label = m?.[2] ? labelOf(m[2]) : null;
      const lot = m?.[1] && label?.label === "lot" && label.value === "" ? parseLot(m[1]) : null;
      if (!lot || !m?.[1]) continue;
      set("lotSize", m[1], "lot-before-label");
      set("lot", lot, "lot-before-label");
      break;
    }
  }
  // A badge of acres alone on its line among the count badges ("4 Chambres", "3 Salles de bains", "2 240 pi²",
  // "0,31 acre"): the lot's size.
  if (facts.lot === undefined) {
    const at = ownLines.findIndex((l, i) => LOT_BADGE.test(l.trim()) && ownLines.slice(Math.max(0, i - 3), i).some((b) => COUNT_BADGE.test(b.trim())));
    const badge = (ownLines[at] ?? "").trim();
    if (at >= 0) {
      set("lotSize", badge, "lot-badge");
      set("lot", parseLot(badge), "lot-badge");
    }
  }
  // A description's "on a 0.21 acres lot" ("on this treed 2.47 acre lot"): the listing's own lot, when nothing labels it.
  if (facts.lot === undefined) {
    const onLot = /\bon\s+(?:a|an|the|this|its)\s+(?:[a-z]+\s+){0,2}?(\d{1,3}(?:[.,]\d{1,3})?)[\s-]?(?:acres?|ac\.?)\s+lot\b/i.exec(own);
    if (onLot?.[1]) {
      set("lotSize", `${onLot[1]} acres`, "on-acre-lot");
      set("lot", parseLot(`${onLot[1]} acres`), "on-acre-lot");
    }
  }
  // Badges and fact lines only: a description's sentences name other areas ("a 1,200 sq ft private courtyard").
  // A badge of acres after the area ("1,864 Sq.Ft. 0.42 Acres") is the lot's own quantity, beside the home's area.
  // A value under a lot label ("Superficie du terrain" then "2 310 pc") is the lot's, not the living area.
  const underLotLabel = (i: number) => i > 0 && labelOf(lines[i - 1] ?? "")?.label === "lot";
  // A postal code's "5M2" ("G6W 5M2") is no area in square metres; a bathroom's single-digit "4 pc" is its pieces,
  // not pieds carrés.
  const withoutPostal = (l: string): string => l.replace(/\b[A-Z]\d[A-Z][\s\u00a0-]?\d[A-Z]\d\b/gi, " ").replace(/(?<![\d,.])\d\s?-?\s?pc\b/gi, " ");
  // A table of suites or units states an area per row, each in a cell of its own ("610 sq ft", "860 sq ft",
  // "1,080 sq ft"): three different ones are no one listing's area, and a line that names the unit's whole summary
  // ("Featured suite: 2 Bedroom · 1 Bath · 860 sq ft · $2,275/month", badges split by a middle dot) is read instead.
  const isBareArea = (l: string): boolean => l.length <= 20 && AREA.exec(l)?.[0].trim() === l.trim();
  const unitTable = new Set(lines.filter(isBareArea).map((l) => parseArea(l.trim()))).size >= 3;
  const badges = (l: string): boolean => unitTable && l.length <= 120 && l.split(/\s[·•]\s/).length >= 3;
  // The listing's own badges above a bare area ("2 Bed", "1.5 Bath", "945 sq. ft.") make it the unit's, though other
  // suites' rows state theirs further down (a row names its bedrooms, never its baths too).
  const badgeAbove = (i: number, word: RegExp): boolean => lines.slice(Math.max(0, i - 3), i).some((b) => COUNT_BADGE.test(b.trim()) && word.test(b));
  const ownBadges = (i: number): boolean => badgeAbove(i, /\b(?:beds?|bedrooms?|bd|chambres?)\b/i) && badgeAbove(i, /\b(?:baths?|bathrooms?|ba|salles?\s+de\s+bains?)\b/i);
  const areaLine = lines.find(
    (l, i) =>
      (l.length <= 60 || badges(l)) && !(unitTable && isBareArea(l) && !ownBadges(i)) && AREA.test(withoutPostal(l)) && !/\b(?:lot|terrain|land|parcel|acres?|courtyard|garage|patio|terrace|terrasse|cour)\b/i.test(l.replace(ACRES_BADGE, " ")) && !underLotLabel(i),
  );
  const area = areaLine ? AREA.exec(withoutPostal(areaLine)) : null;
  // A size bracket among the badges ("700-799 sqft") and the unit's exact area in a sentence ("Furnished 742 sq ft
  // loft"): the one exact figure inside the bracket is the unit's; the bracket's low bound is only a search band.
  const bracket = area ? /^(\d[\d,]*)\s*[-–—]\s*(\d[\d,]*)/.exec(area[0].trim()) : null;
  if (bracket?.[1] && bracket[2]) set("squareFootage", exactAreaIn(ownLines, Number(bracket[1].replace(/,/g, "")), Number(bracket[2].replace(/,/g, ""))), "area-in-range");
  if (area) set("squareFootage", parseArea(`${area[1] ?? ""} ${area[2] ?? ""}`), "area");
  // "MLS® #…", "MLS ID #4018823", "No Centris 18699470"; a US board's own MLS® ("NWMLS #2318845", "ARMLS #…") names
  // its number as MLS does.
  const mls = /\b(?:[A-Z]{2,5}MLS|MLS|Centris|No\.?\s*Centris)\s*(?:®|\(r\))?\s*(?:#|no\.?|num(?:ber|éro)|number|id)?\s*[:#]?\s*([A-Z]{0,2}\d{5,10})\b/i.exec(body);
  if (mls?.[1]) set("mlsNumber", mlsNumberOf(mls[1], true), "mls");
  // "… in the Saint-Romuald neighbourhood …", "in Evergreen Park community": a sentence naming the listing's neighbourhood.
  const hood = /\bin\s+(?:the\s+((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[\s-]+[A-ZÀ-Ý][\p{L}'’.-]*){0,3})\s+neighbou?rhood|(?:the\s+)?((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[\s-]+[A-ZÀ-Ý][\p{L}'’.-]*){0,3})\s+community)\b/u.exec(body);
  // "… dans le secteur Aylmer, près du …", "situé dans le quartier Limoilou": the same sentence in French, on one line
  // (a heading "Récemment vendus dans le secteur" names no place).
  const secteur = hood ? null : /\bdans[ \t]+le[ \t]+(?:secteur|quartier)[ \t]+((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[ \t-]+[A-ZÀ-Ý][\p{L}'’.-]*){0,3})/u.exec(body);
  const hoodName = hood?.[1] ?? hood?.[2] ?? secteur?.[1];
  if (hoodName && isPlaceName(hoodName)) set("neighbourhood", hoodName, "in-the-neighbourhood");
  // "Year built 1962", "built in 1948", a classified's "bungalow, built 1948", a suite's "Building opened in 2009".
  const year = /\b(?:year\s+built|built\s+(?:in\s+)?(?=\d{4}\b)|(?:building|complex|tower)\s+(?:opened|completed|constructed)\s+in\s+(?=\d{4}\b)|année\s+de\s+construction|construit\s+en)\s*:?\s*\n?\s*(\d{4})\b/i.exec(body);
  if (year?.[1]) set("yearBuilt", parseYear(year[1]), "year-built");
  // A badge's year above its caption ("2015" over "Built", read as "2015 Built").
  const builtBadge = /^[ \t]*(\d{4})[ \t]+(?:year[ \t]+)?built[ \t]*$/im.exec(own);
  if (builtBadge?.[1]) set("yearBuilt", parseYear(builtBadge[1]), "year-badge");
  // A manufactured or mobile home is sold by its model year: its "Year 1999" row alone is the year it was built.
  const modelYear = /\b(?:manufactured|mobile)\s+homes?\b/i.test(body) ? /^[ \t]*year[ \t]*:?[ \t]*(\d{4})[ \t]*$/im.exec(own) : null;
  if (modelYear?.[1]) set("yearBuilt", parseYear(modelYear[1]), "model-year");
  // A description's "Well-kept 1978 bungalow", "a 1952 two-storey home": the year the house was built, before its style
  // on one line (never after a preposition: "in 2019 homes sold"; a "Year 1999" row above a "Bungalow" badge is none).
  const styleYear = /(?<!\b(?:in|since|of|from|to|by|and|until|before|after)\s)(?<![\d$.,/-])\b(1[89]\d{2}|20[0-2]\d)[ \t]+(?:bungalow|bi-?level|split[\s-]?level|back-?split|side-?split|(?:one|two|three|1|2|3|1\.5|2\.5)[\s-]storey|rancher|ranch\s+(?:home|house|bungalow)|cottage|farmhouse|(?:family\s+)?(?:home|house))\b/i.exec(own);
  if (styleYear?.[1]) set("yearBuilt", parseYear(styleYear[1]), "year-before-style");

  for (let i = 0; i < lines.length && !unpriced; i++) {
    const line = lines[i] ?? "";
    if (line.length > 200 || skipsPrice(line)) continue;
    // A figure alone under a label that names an assessment, a tax, a fee or an estimate ("Évaluation municipale
    // (2026)" then "412 300 $") is that label's value, not the price.
    const above = (lines[i - 1] ?? "").trim();
    if (i > 0 && above.length <= 60 && !PRICE.test(above) && SKIP_PRICE.test(above) && PRICE.exec(line)?.[0].trim() === line.trim()) continue;
    const m = PRICE.exec(line);
    if (!m?.[1]) continue;
    // An auction's terms ("$75,000 deposit by certified cheque day of sale"): a deposit is no price.
    if (/^\s*(?:non-refundable\s+)?(?:deposit|dépôt)\b/i.test(line.slice((m.index ?? 0) + m[0].length))) continue;
    const price = normalisePrice(`${m[1]}${m[2] ?? ""}`);
    if (!price || price.amount < 100) continue;
    set("priceText", m[0].trim(), "price");
    set("price", price, "price");
    break;
  }

  // Display address: "88 Lutz St, Moncton, NB E1C 5E9", or a street line followed by "Cambridge, Ontario N3H4P5".
  // Never an agent's or office's card: its address and postal code are the office's.
  const contact = extra?.contact ?? new Set<string>();
  const addressLines = [...ownLines, ...(extra?.head ?? [])];
  for (let i = 0; i < addressLines.length && facts.street === undefined && facts.city === undefined; i++) {
    const whole = addressLines[i] ?? "";
    if (contact.has(whole.trim())) continue;
    // A caption after the postal code ("Saskatoon, SK S7K 1W2 · Industrial for Sale", "…, BC V7W 1P4 · Caulfeild"):
    // the address before it; a place's name after it is the neighbourhood, a sale's caption is nothing. A US state
    // and ZIP code end the address the same way ("Portland, ME 04101 · Munjoy Hill").
    const pieces = whole.split(/\s[·•|]\s/);
    const afterPostal = pieces.length >= 2 && (findPostalCode(pieces[0] ?? "") !== null || endsWithUsStateZip(pieces[0] ?? ""));
    // A caption before the place ("Location: Kindersley, SK", an auction's "Sale held on site: 2417 Line 86, …") is no
    // part of it, nor a map link's after it ("… MB R7B 3E8 View map", "Voir la carte").
    const line = (afterPostal ? (pieces[0] ?? "") : whole)
      .replace(/^(?:location|emplacement|localisation)\s*:\s*/i, "")
      .replace(/^(?:sale\s+held\s+on\s+site|sale\s+site|auction\s+site|site|sale\s+location|auction\s+location)\s*:\s*(?=\d)/i, "")
      .replace(/\s+(?:(?:view|show|see|open)\s+(?:on\s+)?(?:the\s+)?map|get\s+directions|voir\s+(?:sur\s+)?(?:la\s+)?carte)\s*$/i, "");
    // A US county between the ZIP code and the neighbourhood ("Cleveland, OH 44109 · Cuyahoga County · Old Brooklyn")
    // is a region above the city, no part of the neighbourhood's name.
    const trailing = afterPostal ? pieces.slice(1).filter((p) => !/^[\p{L}\s.'’-]+\s(?:county|parish)$/iu.test(p.trim())).join(" ").trim() : "";
    const trailingPlace = trailing !== "" && isPlaceName(trailing) && !/\b(?:for\s+(?:sale|rent|lease)|sale|lease|rent|sold|vendu|à\s+vendre|à\s+louer|open\s+house)\b/i.test(trailing) ? trailing : null;
    if (line.length > 160 || !findPostalCode(line) && !/,\s*(?:[A-Z]{2}|[A-Z][a-zé]+(?:\s[A-Z][a-zé]+)*)\s*$/.test(line) && !endsWithUsStateZip(line)) continue;
    // A classified's "Listed 3 days ago in Dartmouth, NS": the place after "in".
    const posted = /^(?:listed|posted|publié|mis\s+en\s+vente)\b.{0,40}?\s(?:in|à)\s+([A-ZÀ-Ý].*)$/i.exec(line);
    // A classified's caption before its place ("Posted Nov 24, 2026 · Ad #88417 · Winnipeg, MB"): the place after the
    // last separator, when the whole line gives no city.
    const lineParts = parseDisplayAddress(posted?.[1] ?? line);
    const lastPiece = pieces.length >= 2 && !afterPostal ? (pieces[pieces.length - 1] ?? "").trim() : "";
    const parts = lineParts?.city || lastPiece === "" ? lineParts : parseDisplayAddress(lastPiece);
    if (!parts || (!parts.province && !parts.postalCode) || !parts.city) continue;
    // A heading's caption before the street ("Room for Rent – 87 Aberdeen Street"), or a homesite's lot number ("Lot 14 ·
    // 118 Falcon Point Way"), is no part of it.
    const prev = i < ownLines.length
      ? (addressLines[i - 1] ?? "").trim().replace(/^[\p{L}\s]{0,30}?\b(?:for\s+(?:rent|sale|lease)|[àa]\s+(?:louer|vendre))\s+[–—-]\s+(?=\d)/iu, "").replace(/^(?:lot|homesite|parcel)\s+#?[\dA-Z]{1,5}\s+[·•|–—]\s+(?=\d)/i, "")
      : "";
    const street = parts.street ?? (looksLikeStreet(prev) && prev.length <= 80 ? prev : null);
    set("street", street, "address-lines");
    set("city", parts.city, "address-lines");
    // A name the title puts before the unit's address ("The Grace - 908 - 1280 Richards St", a penthouse's "The Ward
    // Lofts - PH3 - 160 Macdonell Street") is the building's.
    // A caption before the place on the same line ("Basement for Rent · Cathedral, Regina, SK"): the place after it.
    const captioned = parts.neighbourhood && /\s[·•|]\s/.test(parts.neighbourhood) ? (parts.neighbourhood.split(/\s[·•|]\s/).pop() ?? "").trim() : null;
    const hood = captioned === null ? parts.neighbourhood : isPlaceName(captioned) ? captioned : null;
    const building = hood !== undefined && hood !== null && (extra?.head ?? []).some((h) => h.startsWith(hood) && /^\s*[-–—|:]\s*(?:#|(?:[LUGS]?PH|TH|unit|suite|apt)\s?)?\d/i.test(h.slice(hood.length)));
    if (!building) set("neighbourhood", hood, "address-lines");
    set("neighbourhood", trailingPlace, "address-lines");
    set("province", parts.province, "address-lines");
    set("postalCode", parts.postalCode, "address-lines");
  }
  // A building's address in a table ("2250 Yonge St, Toronto, ON …") under the unit's heading ("2604 - 2250 Yonge St"):
  // the heading's street with its unit is the listing's.
  const building = facts.street?.source === "text:address-lines" ? facts.street.value : null;
  if (typeof building === "string") {
    const withUnit = new RegExp(`^(?:(?:#|unit|suite|apt\\.?)\\s*)?\\d{1,5}[A-Za-z]?\\s*[-–—]\\s*${building.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");
    const unitLine = [...(extra?.head ?? []), ...ownLines.slice(0, 40)].map((l) => withUnit.exec(l.trim())?.[0]).find((l) => l !== undefined);
    if (unitLine) facts.street = { value: unitLine, source: "text:address-lines+unit" };
  }
  // Markup that says it holds the address ("listingAddress", itemprop="address", "listing-location__city"): a street
  // with its city, or a street and the place marked after it ("512-1015, avenue Cartier", "Québec (La Cité-Limoilou)"),
  // though no province or postal code anchors them.
  const marked = extra?.addresses ?? [];
  for (let i = 0; i < marked.length && facts.street === undefined && facts.city === undefined; i++) {
    const one = marked[i] ?? "";
    const next = marked[i + 1] ?? "";
    const tries = [one, ...(looksLikeStreet(one) && next !== "" && !looksLikeStreet(next) && !next.startsWith(one) ? [`${one}, ${next}`] : [])];
    for (const candidate of tries) {
      const parts = parseDisplayAddress(candidate);
      if (!parts?.street || !parts.city) continue;
      set("street", parts.street, "address-markup");
      set("city", parts.city, "address-markup");
      set("neighbourhood", parts.neighbourhood, "address-markup");
      set("province", parts.province, "address-markup");
      set("postalCode", parts.postalCode, "address-markup");
      break;
    }
  }
  // A place trail from the country down ("Canada, British Columbia, Kelowna, Lower Mission"): province, city, district.
  if (facts.street === undefined && facts.city === undefined) {
    for (const line of ownLines) {
      const trail = line.length <= 100 ? /^Canada\s*,\s*([^,]{2,30}),\s*([^,]{2,40})(?:,\s*([^,]{2,40}))?$/.exec(line) : null;
      const code = trail?.[1] ? provinceCode(trail[1]) : null;
      if (!trail?.[2] || !code || !PROVINCES.some((p) => p.code === code) || !isPlaceName(trail[2])) continue;
      set("city", trail[2], "place-trail");
      set("province", code, "place-trail");
      if (trail[3] && isPlaceName(trail[3])) set("neighbourhood", trail[3], "place-trail");
      break;
    }
  }
  // Rows labelled "Adresse" and "Ville" when no display address gave them.
  if (facts.street === undefined && facts.city === undefined && labelledStreet !== null) {
    set("street", labelledStreet, "label:street");
    set("city", labelledCity, "label:city");
  }
  // A classified with its street and no display address ("Address 1188 Ridgedale Avenue", "Location Penticton"), or
  // with no street at all: the labelled town is the city.
  if (facts.city === undefined && facts.postalCode === undefined && labelledCity !== null) set("city", labelledCity, "label:city");
  // A marked street alone ("1412 - 251 Jarvis St" in the heading) is the page's own form of the street.
  if (facts.street === undefined && facts.city === undefined) {
    const street = marked.find((m) => m.length <= 80 && /^#?\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?,?\s+\p{L}{2,}/u.test(m) && !m.includes(",", m.search(/\p{L}/u)) && !/\b(?:beds?|baths?|bedrooms?|bathrooms?|sq\.?\s*ft|sqft|chambres?|acres?)\b/i.test(m));
    set("street", street, "address-markup");
  }
  set("postalCode", findPostalCode(lines.filter((l) => !contact.has(l.trim())).join("\n")), "postal-code");
  // A breadcrumb trail "Québec › Mauricie › Trois-Rivières": a province named above the listing's place ("Québec" as
  // a city's name is in Quebec too).
  const crumbs = extra?.crumbs ?? [];
  const province = crumbs.slice(0, -1).map((c) => provinceCode(c)).find((code) => PROVINCES.some((p) => p.code === code));
  set("province", province, "breadcrumb");
  // The place after the listing's city in the trail, right after its province or state ("NY / Buffalo / Parkside", a
  // line "Ontario › Waterloo › Uptown Waterloo"): the city's neighbourhood the site files the listing under. Under a
  // region's name ("Haliburton Highlands › Minden Hills › Gull Lake") it may be a lake or a township.
  const trail = crumbs.length >= 3 ? crumbs : (lines.find((l) => l.length <= 120 && l.split(/\s[›»]\s/).length >= 3)?.split(/\s[›»]\s/) ?? []);
  const trailCity = facts.city?.value.toLowerCase();
  const at = trailCity === undefined ? -1 : trail.findIndex((c) => c.trim().toLowerCase() === trailCity);
  const region = at > 0 ? (trail[at - 1] ?? "").trim() : "";
  const underRegion = PROVINCES.some((p) => p.code === provinceCode(region)) || US_STATES.has(region);
  const trailPlace = underRegion ? trail[at + 1]?.trim() : undefined;
  // A classified's category ("Home › Alberta › Calgary › Real Estate › For Sale") is no place.
  // French captions too ("Maisons à vendre": no word boundary stands before an accented "à"). A street the listing
  // stands on ("Zolo › QC › Granby › Rue de la Montagne") is no neighbourhood either.
  const TRAIL_CAPTION = /\b(?:for\s+(?:sale|rent|lease)|homes?|condos?|apartments?|houses?|rentals?|listings?|real\s+estate|immobilier|properties|maisons?|propriétés)\b|(?:^|\s)à\s+(?:vendre|louer)\b/i;
  if (trailPlace && trailPlace.toLowerCase() !== trailCity && isPlaceName(trailPlace) && !TRAIL_CAPTION.test(trailPlace) && !STREET_NAME.test(trailPlace)) set("neighbourhood", trailPlace, "breadcrumb");
  // A borough named after its parts ("Montréal (Rosemont–La Petite-Patrie)") with the trail going on below it to one
  // of them ("Montréal › Rosemont–La Petite-Patrie › Rosemont › 4 ½"): the neighbourhood inside the borough, the finer
  // place (a building's name further down a trail is no such part).
  const boroughName = facts.neighbourhood?.value.toLowerCase();
  const hoodAt = boroughName === undefined ? -1 : trail.findIndex((c) => c.trim().toLowerCase() === boroughName);
  const finer = hoodAt > 0 && (trail[hoodAt - 1] ?? "").trim().toLowerCase() === trailCity ? trail[hoodAt + 1]?.trim() : undefined;
  const isPart = (name: string): boolean => (boroughName ?? "").split(/\s*[–—/]\s*|\s+-\s+/).some((part) => part === name.toLowerCase());
  if (finer && isPart(finer) && isPlaceName(finer) && !TRAIL_CAPTION.test(finer)) {
    delete facts.neighbourhood;
    set("neighbourhood", finer, "breadcrumb-finer");
  }
  // A Quebec administrative region beside the place, in the trail or the title ("Saint-Hippolyte, Laurentides").
  if (facts.province === undefined && [...crumbs, ...(extra?.head ?? []).flatMap((h) => h.split(/\s*[,›»|]\s*/))].some((part) => isQuebecRegion(part))) set("province", "QC", "quebec-region");
  // Map links and embeds outside agent and office cards, when they agree on one place.
  const maps = extra?.maps ?? [];
  const first = maps[0];
  if (first && maps.every((g) => Math.abs(g.lat - first.lat) < 1e-4 && Math.abs(g.lng - first.lng) < 1e-4)) set("geo", first, "maps-link");
  // A title's place after "in" ("Bright 2 bed suite in Porter Creek - available Jan 1") that the ad's own text names
  // again ("the Porter Creek shops"): the neighbourhood, when nothing else gave one. A title's "in" alone may name anything.
  // A classified's title ending its first part with the place ("Life Lease Suite 308 - 55+ Building, Lakeview | Condos
  // for Sale | Regina") is read so too, when the ad's own text puts the listing "in Lakeview".
  const titles = (extra?.head ?? []).slice(0, 2);
  for (const title of titles) {
    const inPlace = /\bin\s+([A-ZÀ-Ý][\p{L}'’.-]*(?:\s[A-ZÀ-Ý][\p{L}'’.-]*){0,2})(?=\s[-–—|·]\s|,|$)/u.exec(title)?.[1];
    const after = inPlace ? undefined : /,\s*([A-ZÀ-Ý][\p{L}'’.-]*(?:\s[A-ZÀ-Ý][\p{L}'’.-]*){0,2})(?=\s[|·]\s|$)/u.exec(title)?.[1];
    const named = (p: string): boolean => ownLines.some((l) => new RegExp(`\\bin\\s+${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "u").test(l) && !titles.some((t) => l.trim() === t.trim()));
    const place = inPlace ?? (after && named(after) ? after : undefined);
    // Not a street ("a flat in Marine Parade"): its last word is no street's type.
    if (!place || !isPlaceName(place) || place === facts.city?.value || /\s(?:street|st|road|rd|avenue|ave|drive|dr|parade|lane|ln|crescent|cres|court|crt|place|pl|way|boulevard|blvd|terrace|row|close|square|highway|hwy|trail)\.?$/i.test(place)) continue;
    if (privateCommunity(place, body)) continue;
    if (ownLines.some((l) => l.includes(place) && !titles.some((t) => l.trim() === t.trim()))) set("neighbourhood", place, "title-place");
  }
  // A title's place beside the listing's street ("214 Curzon Street | Leslieville | Bosley Real Estate", "… – 418
  // Kilbirnie Drive, Half Moon Bay | Minto") that the page's own text sets on a line of its own ("Leslieville", "Half
  // Moon Bay, Barrhaven"): the neighbourhood, when nothing else gave one. Not the city, a province or a caption.
  const cityName = facts.city?.value.toLowerCase();
  for (const pageTitle of cityName === undefined ? [] : (extra?.head ?? []).slice(0, 2)) {
    const segments = pageTitle.split(/\s[|–—]\s/).map((seg) => seg.trim());
    // A street, not a count ("2 Bed Rancher in 55+ Park").
    const streetAt = segments.findIndex((seg) => looksLikeStreet(seg) && !/\b(?:beds?|bedrooms?|baths?|bathrooms?|chambres?|acres?|sq\.?\s*ft)\b/i.test(seg));
    const streetSegment = segments[streetAt] ?? "";
    const besideStreet = streetAt < 0 ? undefined : streetSegment.includes(",") ? streetSegment.slice(streetSegment.lastIndexOf(",") + 1).trim() : streetAt + 1 < segments.length - 1 ? segments[streetAt + 1] : undefined;
    if (!besideStreet || !isPlaceName(besideStreet) || besideStreet.toLowerCase() === cityName || PROVINCES.some((p) => p.code === provinceCode(besideStreet)) || TITLE_CAPTION.test(besideStreet)) continue;
    if (ownLines.some((l) => l.trim() === besideStreet || l.trim().startsWith(`${besideStreet},`))) set("neighbourhood", besideStreet, "title-beside-street");
  }
  // A line of its own naming a place, then the listing's city ("Beltline, Calgary", a classified's map caption), whose
  // place the title or description names too ("2 Bed Beltline Condo"): the neighbourhood, when nothing else gave one.
  const heads = (extra?.head ?? []).slice(0, 3);
  for (const l of cityName === undefined ? [] : ownLines) {
    const m = l.length <= 60 ? /^([^,]+),\s*([^,]+)$/.exec(l.trim()) : null;
    const place = m?.[1]?.trim() ?? "";
    if (!m || m[2]?.trim().toLowerCase() !== cityName || place.toLowerCase() === cityName || !isPlaceName(place) || TITLE_CAPTION.test(place)) continue;
    if (PROVINCES.some((p) => p.code === provinceCode(place)) || contact.has(l.trim())) continue;
    if (heads.some((h) => new RegExp(`\\b${place.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "u").test(h))) set("neighbourhood", place, "place-then-city");
    break;
  }
  // A French title's or description's place after "à" ("Condo neuf de 2 chambres à Griffintown.") that is not the city
  // and that the page's own text names again: the listing's neighbourhood, finer than the borough the address line
  // brackets after the city ("Montréal (Le Sud-Ouest)").
  const headText = (extra?.head ?? []).slice(0, 3);
  for (const head of headText) {
    const place = /(?:^|\s)à\s+([A-ZÀ-Ý][\p{L}'’.-]*(?:\s[A-ZÀ-Ý][\p{L}'’.-]*){0,2})(?=\s*[.,]|\s[-–—|·]\s|$)/u.exec(head)?.[1];
    const city = facts.city?.value.toLowerCase();
    if (!place || city === undefined || place.toLowerCase() === city || !isPlaceName(place) || PROVINCES.some((p) => p.code === provinceCode(place))) continue;
    if (!ownLines.some((l) => l.includes(place) && !headText.some((t) => l.trim() === t.trim()))) continue;
    if (facts.neighbourhood?.source === "text:address-lines") delete facts.neighbourhood;
    set("neighbourhood", place, "head-place-fr");
    break;
  }
  // A page about several units ("Studio – 2 Beds", "1 to 3 bedrooms"): its counts and sizes are one unit's each, and
  // none is the page's.
  if (BED_RANGE.test(body)) for (const key of ["bedrooms", "bedroomsBelowGrade", "bathrooms", "bathroomsFull", "bathroomsHalf", "squareFootage"] as const) delete facts[key];
  // A brokerage's own site names its agent on the card and itself only in the footer, with its legal designation
  // ("Les Immeubles Hauts-Monts inc., agence immobilière"): that firm, when the footer names one and only one.
  const firms = [...new Set(extra?.siteFirms ?? [])];
  if (facts.listingAgentName !== undefined && facts.brokerageName === undefined && firms.length === 1 && isCompany(firms[0] ?? "")) set("brokerageName", firms[0], "footer-firm");
  return facts;
}

const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "two full baths … a half bath" (or "a powder room") in one sentence: the full and the half baths it names. */
function proseBathSplit(text: string): { full: number; half: number } | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    const full = /\b(\d|one|two|three|four|five)\s+full\s+bath(?:room)?s?\b/i.exec(sentence);
    const half = /\b(\d|an?|one|two|three)\s+(?:half\s+bath(?:room)?|powder\s+room)s?\b/i.exec(sentence);
    if (!full?.[1] || !half?.[1]) continue;
    const count = (w: string): number => SMALL_NUMBERS[w.toLowerCase()] ?? Number(w);
    return { full: count(full[1]), half: count(half[1]) };
  }
  return null;
}
