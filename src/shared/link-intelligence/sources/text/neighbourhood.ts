/**
 * The listing's neighbourhood: a labelled row, the markup's candidates, a title's quarter or a sentence ("in the
 * Saint-Romuald neighbourhood"), and, after the address, the place a breadcrumb trail or a title names beside it.
 */
import { PROVINCES, provinceCode } from "../../normalise/province.ts";
import { isStateOrProvince, looksLikeStreet, privateCommunity, splitCity, STREET_KINDS, US_STATES, withoutDistrictCode } from "../../normalise/places.ts";
import type { TextContext } from "./context.ts";
import { sellsBusiness } from "./kind.ts";
import { labelOf } from "./labels.ts";
import { isBuildingCrumb, isPlaceName, isTitleCaption, pageTrail, STREET_NAME, TITLE_CAPTION } from "./place-names.ts";
import type { LabelledRow } from "./rows.ts";
import { escapeRegExp } from "../../regexp.ts";
import { folded } from "../../normalise/fold.ts";

/** A neighbourhood row's value. */
/** A section's word after the label ("Community Information", "Neighborhood Details"): a heading, not a place. */
const SECTION_WORD = /^(?:information|info|details?|features|overview|facts|amenities|highlights|stats|statistics|insights|profile)$/i;

/**
 * A page tool's or section's name under a "Neighbourhood" heading whose own section loads later ("Neighbourhood",
 * then the next section's "Mortgage Calculator", "Nearby Schools"): the next heading, not a place.
 */
const TOOL_NAME = /\b(?:calculators?|estimators?|schools|walk\s*score)$/i;

/** An age-restricted community's tag in brackets after its name: "(55+)", "(Adult 55+)", "(Age-Restricted)". */
const AGE_TAG = /\s*\((?:(?:active\s+)?adults?\s*|seniors?\s*)?(?:\d{2}\s?\+|age[\s-]restricted|active\s+adult|adults?\s+only)\)$/i;

/** A building's name by its last word ("Lakepoint Tower", "The Mill Lofts", "Bayview Condominiums"). */
const BUILDING_NAME = /\s(?:Towers?|Condominiums?|Condos|Lofts|Residences|Building|Apartments)$/;
/** A plain neighbourhood row ("Neighborhood: Old Town", "Neighbourhood" over its value). */
const NEIGHBOURHOOD_ROW = /^neighbou?rhood\b(?!\s+name)/i;

/** realtor.ca's board rows: its "Community Name" (the board's area) and its finer "Neighbourhood Name". */
const COMMUNITY_NAME_ROW = /^community\s+name\b/i;
const NEIGHBOURHOOD_NAME_ROW = /^neighbou?rhood\s+name\b/i;

export function neighbourhoodRow({ facts, set, rows }: TextContext, { line, value, rule, at }: LabelledRow): void {
  // A row that runs on to other labelled cells ("Community: Minett · Lake: Rosseau"): the value before the separator.
  // A 55+ community's age tag after its name ("Sandpiper Lakes (55+)", "(Active Adult 55+)") is no part of it.
  const own = (value.split(/\s[·•|]\s/)[0]?.trim() ?? "").replace(AGE_TAG, "");
  if (!isPlaceName(own) || SECTION_WORD.test(own) || TOOL_NAME.test(own)) return;
  // A "Neighbourhood Name" row after a "Community Name" row ("South East Kelowna", then "Upper Mission"): the finer
  // place the board files the listing under, over the area around it.
  const hood = facts.neighbourhood;
  if (hood?.source === `text:${rule}` && NEIGHBOURHOOD_NAME_ROW.test(line.trim()) && rows.slice(0, at).some((r) => COMMUNITY_NAME_ROW.test(r.trim()))) delete facts.neighbourhood;
  // A "Subdivision" row naming the building ("Subdivision: Lakepoint Tower", a condo's MLS subdivision) before the
  // list's own "Neighborhood" row: the neighbourhood row names the place, the subdivision only the tower.
  if (hood?.source === "text:label:subdivision" && BUILDING_NAME.test(hood.value) && NEIGHBOURHOOD_ROW.test(line.trim())) delete facts.neighbourhood;
  // A "Subdivision" row is the listing's own subdivision, as its board files it (page-statements.ts).
  set("neighbourhood", own, /^subdivision(?:\b|name\b)/i.test(line.trim()) ? "label:subdivision" : rule);
}

/** A French sector's word before its name in a cell of its own ("Secteur Vale Perkins", "Secteur de Hull"). */
const SECTEUR_CELL = /^[Ss]ecteur\s+(?:de\s+|d['’]\s?)?(?=\p{Lu})(.+)$/u;

/**
 * A labelled cell after another on the listing's line ("Mississauga, Ontario L5B 0L1 · Community: City Centre",
 * "Area: Langley Township · Sub-area: Willoughby Heights"): the neighbourhood its label names. A French sector's cell
 * names it without a colon ("Potton, J0E 1X0 · Secteur Vale Perkins · Estrie", "Hull sector · Secteur de Hull").
 */
export function neighbourhoodCell({ set, ownLines }: TextContext): void {
  for (const line of ownLines) {
    if (line.length > 120 || !/\s[·•|]\s/.test(line)) continue;
    for (const cell of line.split(/\s[·•|]\s/).slice(1)) {
      const hit = /^[^:]{3,30}:\s*\S/.test(cell.trim()) ? labelOf(cell.trim()) : null;
      if (hit?.label === "neighbourhood" && isPlaceName(hit.value)) return set("neighbourhood", hit.value, "label:neighbourhood-cell");
      const secteur = SECTEUR_CELL.exec(cell.trim())?.[1]?.trim();
      if (secteur && isPlaceName(secteur)) return set("neighbourhood", secteur, "secteur-cell");
    }
  }
}

/**
 * A board's sub-area written with its area's initials before or after it ("SE Gordon Head" in Saanich East): the
 * sub-area's own name, when the page names the area those initials stand for and also names the sub-area plainly as
 * a place of its own (a breadcrumb "Gordon Head", "in Gordon Head,"). A page that writes it only with the initials
 * ("Mount Pleasant VE", "Central MJ") keeps the board's form. So does a sub-area with its area's initials after it
 * ("Edmonds BE", Greater Vancouver's form), though the page says "in Edmonds, Burnaby East": that board names its
 * sub-areas so, the initials telling apart places of one name in two areas ("Mount Pleasant VE", "Mount Pleasant VW").
 * A Toronto board's community with its district's code after it ("Waterfront Communities C8", realtor.ca's "Community
 * Name") on a page whose address line names the community in brackets without it ("Toronto (Waterfront Communities)"):
 * the address line's form, the page's own name for its place (with the code in the brackets too, the code stays).
 */
export function withoutAreaInitials({ facts, replace, body, ownLines, extra }: TextContext): void {
  const hood = facts.neighbourhood;
  if (hood === undefined) return;
  const district = withoutDistrictCode(hood.value);
  if (district !== hood.value && district !== "" && body.includes(`(${district})`)) {
    replace("neighbourhood", district, `${hood.source}-without-district-code`);
    return;
  }
  const m = /^([A-Z]{2,3})\s+(\S.*)$/.exec(hood.value);
  if (!m?.[1] || !m[2]) return;
  const [initials, name] = [m[1], m[2]];
  // The area's name: as many capitalised words as there are initials, each starting with its letter, on their own.
  const area = new RegExp(`(?<![\\p{L}])${[...initials].map((c) => `${c}\\p{Ll}+`).join("\\s+")}(?![\\p{L}])`, "u");
  if (!area.test(body.split(hood.value).join(" ")) || !isPlaceName(name)) return;
  const plain = new RegExp(`\\bin\\s+${escapeRegExp(name)}\\s*[,.]`, "u");
  const named = (extra?.crumbs ?? []).some((c) => c.trim() === name) || ownLines.some((l) => l.trim() === name) || plain.test(body);
  if (!named) return;
  replace("neighbourhood", name, `${hood.source}-without-area-initials`);
}

/** A community's kind, not its name: "Adult Lifestyle Community", "Retirement Community". */
const COMMUNITY_KIND = /\b(?:lifestyle|adult|retirement|seniors?|gated|land\s+lease)\b|\bcommunity$/i;

/** A city's quadrant ("Southeast Calgary", "North West Edmonton", "Calgary SE"): coarser than the neighbourhood beside it. */
const CITY_QUADRANT = /^(?:(?:North|South)[\s-]?(?:east|west|East|West)\s+\p{Lu}[\p{L}'’.-]*|\p{Lu}[\p{L}'’.-]*\s+(?:NE|NW|SE|SW))$/u;

/** The neighbourhoods the markup names. */
export function markupNeighbourhoods({ facts, set, extra }: TextContext): void {
  for (const n of extra?.neighbourhoods ?? []) {
    // A marked value running from the board's area down to its neighbourhood ("Kanata – Stittsville · Blackstone"):
    // the last, finest place (not the city or a province a value may end on). A community's kind after its name
    // ("Sandycove Acres · Adult Lifestyle Community") is no such place.
    // One written as an address runs, finest first after commas ("Avalon West, Orléans": the community, then the
    // suburb or former town it lies in): the first, finest place.
    const commas = /\s[·•›»]\s/.test(n.value) ? [] : n.value.split(/\s*,\s*/).map((p) => p.trim());
    const pieces = commas.length > 1 ? [...commas].reverse() : n.value.split(/\s[·•›»]\s/).map((p) => p.trim());
    const city = facts.city?.value.toLowerCase();
    const finest = [...pieces].reverse().find((p) => p.toLowerCase() !== city && !PROVINCES.some((q) => q.code === provinceCode(p)) && !CITY_QUADRANT.test(p));
    const place = pieces.length === 1 ? n.value : finest && pieces.every((p) => isPlaceName(p)) && !COMMUNITY_KIND.test(finest) ? finest : undefined;
    if (place && isPlaceName(place)) set("neighbourhood", place, n.source.replace(/^text:/, ""));
  }
}

/** A title's compass quarter. */
export function titleQuarter({ set, extra }: TextContext): void {
  // An ad's title ending in a town's quarter after a dash ("1905 Heritage Home – South End | Houses for Sale | …"): the
  // neighbourhood, when only a compass quarter ("North End", "West Side") could be read as one.
  // A classified's title with the quarter between its caption and its date ("2 Bedroom – South End – Available April 1"): the same.
  const titled = /\s[–—-]\s((?:North|South|East|West)[\s-](?:End|Side))(?:$|\s[–—-]\s)/.exec((extra?.head?.[0] ?? "").split(/\s\|\s/)[0]?.trim() ?? "");
  if (titled?.[1]) set("neighbourhood", titled[1], "title-quarter");
}

/**
 * A sentence putting the home in a compass quarter of the listing's city ("a 2 bedroom apartment in the North End,
 * Halifax."): the quarter, as a title's is (titleQuarter). A quarter with no town after it ("in the South End.") may be
 * any town's, or a building's wing: not read.
 */
export function cityQuarter({ facts, set, body }: TextContext): void {
  const city = facts.city?.value;
  if (city === undefined || facts.neighbourhood !== undefined) return;
  const quarter = new RegExp(String.raw`\bin\s+the\s+((?:North|South|East|West)[\s-](?:End|Side)),\s*${escapeRegExp(city)}(?![\p{L}])`, "u").exec(body)?.[1];
  set("neighbourhood", quarter, "city-quarter");
}

/** A sentence naming the listing's neighbourhood, in English or French. */
export function neighbourhoodSentence({ set, body }: TextContext): void {
  // "… in the Saint-Romuald neighbourhood …", "in Evergreen Park community": a sentence naming the listing's neighbourhood.
  const hood = /\bin\s+(?:the\s+((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[\s-]+[A-ZÀ-Ý][\p{L}'’.-]*){0,3})\s+neighbou?rhood|(?:the\s+)?((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[\s-]+[A-ZÀ-Ý][\p{L}'’.-]*){0,3})\s+community)\b/u.exec(body);
  // "… dans le secteur Aylmer, près du …", "situé dans le quartier Limoilou": the same sentence in French, on one line
  // (a heading "Récemment vendus dans le secteur" names no place).
  const secteur = hood ? null : /\bdans[ \t]+le[ \t]+(?:secteur|quartier)[ \t]+((?:[A-ZÀ-Ý][\p{L}'’.-]*)(?:[ \t-]+[A-ZÀ-Ý][\p{L}'’.-]*){0,3})/u.exec(body);
  const hoodName = hood?.[1] ?? hood?.[2] ?? secteur?.[1];
  if (hoodName && isPlaceName(hoodName)) set("neighbourhood", hoodName, "in-the-neighbourhood");
}

/** Whether a name is the listing's own type as the page's type row gives it ("Industrial", "Single Family"): no place. */
const namesOwnType = (facts: TextContext["facts"], name: string): boolean => facts.propertyType !== undefined && folded(name) === folded(facts.propertyType.value);

/** The place after the listing's city in a breadcrumb trail, or the finer part of a borough the trail goes on to. */
export function trailNeighbourhood(ctx: TextContext): void {
  const { facts, set, lines, extra } = ctx;
  // A business marketplace files its listings by place, then by industry ("Canada › Ontario › Kingston › Bakeries"):
  // on a business for sale's page the item after the city is the business's category, no place.
  if (sellsBusiness(ctx)) return;
  const crumbs = extra?.crumbs ?? [];
  // The place after the listing's city in the trail, right after its province or state ("NY / Buffalo / Parkside", a
  // line "Ontario › Waterloo › Uptown Waterloo"): the city's neighbourhood the site files the listing under. Under a
  // region's name ("Haliburton Highlands › Minden Hills › Gull Lake") it may be a lake or a township.
  const trail = pageTrail(crumbs, lines);
  const trailCity = facts.city?.value.toLowerCase();
  const at = trailCity === undefined ? -1 : trail.findIndex((c) => c.trim().toLowerCase() === trailCity);
  const region = at > 0 ? (trail[at - 1] ?? "").trim() : "";
  const underRegion = PROVINCES.some((p) => p.code === provinceCode(region)) || US_STATES.has(region);
  const trailPlace = underRegion ? trail[at + 1]?.trim() : undefined;
  // A classified's category ("Home › Alberta › Calgary › Real Estate › For Sale") is no place.
  // French captions too ("Maisons à vendre": no word boundary stands before an accented "à"). A street the listing
  // stands on ("Zolo › QC › Granby › Rue de la Montagne") is no neighbourhood either, nor a building just above the
  // unit ("Moncton › Cedar Court › Suite 210").
  // A luxury portal's category by the home's kind ("… › Whistler › Chalets", "Villas", "Cottages") is none either.
  // Nor is the city under its municipal name ("Halifax › City of Halifax", a classified's region for the city).
  const TRAIL_CAPTION = /\b(?:for\s+(?:sale|rent|lease)|homes?|condos?|apartments?|houses?|rentals?|listings?|real\s+estate|immobilier|properties|maisons?|propriétés|chalets|villas|cottages|cabins|townhouses|townhomes|penthouses)\b|(?:^|\s)à\s+(?:vendre|louer)\b/i;
  const cityItself = (item: string): boolean => {
    const named = splitCity(item);
    return named.city.toLowerCase() === trailCity && named.neighbourhood === null;
  };
  // Nor the listing's own type, the category a site files it under below its place (a commercial trail's "Commercial ›
  // Ontario › Cambridge › Industrial" on a page whose "Property Type" row says "Industrial").
  if (trailPlace && !cityItself(trailPlace) && isPlaceName(trailPlace) && !TRAIL_CAPTION.test(trailPlace) && !STREET_NAME.test(trailPlace) && !isBuildingCrumb(trail, trailPlace) && !namesOwnType(facts, trailPlace)) set("neighbourhood", trailPlace, "breadcrumb");
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
}

/** A title's place with its article, then a town: "House on the Plateau, Iqaluit". */
const THE_PLACE = /\b(?:in|on)\s+the\s+([A-ZÀ-Ý][\p{L}'’.-]*(?:\s[A-ZÀ-Ý][\p{L}'’.-]*){0,2}),\s*([A-ZÀ-Ý][\p{L}'’.-]*(?:[\s-][A-ZÀ-Ý][\p{L}'’.-]*){0,3})(?=\s[-–—|·]\s|$)/u;
/** Nature's places a title may set a home on or in ("on the Lake, Muskoka"): no neighbourhood. */
const NATURAL_FEATURE = /\b(?:lake|river|bay|water(?:front)?|beach|ocean|sea|coast|shore|island|creek|mountain|golf\s+course|park|woods?|forest)$/i;

/** A title's segment of a French sector's or quarter's word and its name ("secteur Les Rivières", "Quartier Montcalm"). */
const SECTOR_SEGMENT = /^(?:[Ss]ecteur|[Qq]uartier)\s+(?:de\s+|du\s+|d['’]\s?)?(?=\p{Lu})(.+)$/u;

/** A district's name by its last word ("Osborne Village", "Westmount Heights", "Lakeview Estates"). */
const DISTRICT_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}\s(?:Village|Heights|Estates)$/u;

/** The place a title or a line of its own names in the listing's city, when nothing else gave one. */
export function titleNeighbourhoods({ facts, set, body, ownLines, extra, contact }: TextContext): void {
  // A title's place after "in" ("Bright 2 bed suite in Porter Creek - available Jan 1") that the ad's own text names
  // again ("the Porter Creek shops"): the neighbourhood, when nothing else gave one. A title's "in" alone may name anything.
  // A classified's title ending its first part with the place ("Life Lease Suite 308 - 55+ Building, Lakeview | Condos
  // for Sale | Regina") is read so too, when the ad's own text puts the listing "in Lakeview".
  const titles = (extra?.head ?? []).slice(0, 2);
  for (const title of titles) {
    const inPlace = /\bin\s+([A-ZÀ-Ý][\p{L}'’.-]*(?:\s[A-ZÀ-Ý][\p{L}'’.-]*){0,2})(?=\s[-–—|·]\s|,|$)/u.exec(title)?.[1];
    const after = inPlace ? undefined : /,\s*([A-ZÀ-Ý][\p{L}'’.-]*(?:\s[A-ZÀ-Ý][\p{L}'’.-]*){0,2})(?=\s[|·]\s|$)/u.exec(title)?.[1];
    // The French text's "dans le Domaine du Boisé-Lafontaine" ("dans Limoilou", "dans l'Île-des-Sœurs") names it so too.
    const named = (p: string): boolean => ownLines.some((l) => new RegExp(`(?:\\bin\\s+|\\bdans\\s+(?:(?:le|la|les)\\s+|l['’]\\s?)?)${escapeRegExp(p)}\\b`, "u").test(l) && !titles.some((t) => l.trim() === t.trim()));
    // A classified's "House on the Plateau, Iqaluit" ("Condo in the Glebe, Ottawa"): the place with its article before
    // the listing's city, never a lake's or a river's shore.
    const theThenCity = inPlace || facts.city === undefined ? undefined : THE_PLACE.exec(title);
    const onThe = theThenCity?.[1] && theThenCity[2]?.toLowerCase() === facts.city?.value.toLowerCase() && !NATURAL_FEATURE.test(theThenCity[1]) ? theThenCity[1] : undefined;
    // A classified's title naming the place between dashes ("2 Bedroom Apartment – Oliver – Heat & Water Included")
    // that the ad's own text puts the listing in ("a walk-up in Oliver,"): the same, a place named "New …" too ("3
    // Bedroom Bungalow - New Sudbury - By Owner", "in New Sudbury,").
    // A segment named as a neighbourhood is by its last word ("… - Osborne Village", "… - Westmount Heights") needs no
    // such sentence: a "Village", "Heights" or "Estates" in the listing's city is a district of it, not an amenity.
    const segments = (title.split(/\s\|\s/)[0] ?? "").split(/\s[–—-]\s/).slice(1).map((seg) => seg.trim());
    const dashed = inPlace || onThe ? undefined : segments.find((seg) => isPlaceName(seg) && !isTitleCaption(seg) && (named(seg) || (facts.city !== undefined && DISTRICT_NAME.test(seg))));
    // A French title's segment naming its sector ("Bungalow à vendre – secteur Les Rivières"): the place the word
    // "secteur" or "quartier" calls the listing's, with no sentence needed.
    const sector = inPlace || onThe || dashed ? undefined : segments.map((seg) => SECTOR_SEGMENT.exec(seg)?.[1]?.trim()).find((p) => p !== undefined && isPlaceName(p));
    const place = inPlace ?? onThe ?? dashed ?? sector ?? (after && named(after) ? after : undefined);
    // Not a street ("a flat in Marine Parade"): its last word is no street's type.
    if (!place || !isPlaceName(place) || place === facts.city?.value || /\s(?:street|st|road|rd|avenue|ave|drive|dr|parade|lane|ln|crescent|cres|court|crt|place|pl|way|boulevard|blvd|terrace|row|close|square|highway|hwy|trail)\.?$/i.test(place)) continue;
    // A state's or province's name is the region a site's title sells in ("… - Your Source For Real Estate in Wyoming").
    if (privateCommunity(place, body) || isStateOrProvince(place)) continue;
    if (ownLines.some((l) => l.includes(place) && !titles.some((t) => l.trim() === t.trim())) || (place === dashed && DISTRICT_NAME.test(place)) || place === sector) set("neighbourhood", place, "title-place");
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
    if (heads.some((h) => new RegExp(`\\b${escapeRegExp(place)}\\b`, "u").test(h))) set("neighbourhood", place, "place-then-city");
    break;
  }
  // A title's or description's city with a place in brackets after it ("à Saint-Jérôme (Bellefeuille)", "in Calgary
  // (Beltline)") that the page's own text sets on a line of its own ("Bellefeuille"): the neighbourhood, as a city
  // field's "Montréal (Le Plateau-Mont-Royal)" gives its borough.
  const cityOf = facts.city?.value;
  if (cityOf !== undefined && facts.neighbourhood === undefined) {
    const bracketed = new RegExp(`(?<![\\p{L}])${escapeRegExp(cityOf)}\\s*\\(([^()]{3,40})\\)`, "iu");
    for (const head of (extra?.head ?? []).slice(0, 3)) {
      const place = bracketed.exec(head)?.[1]?.trim();
      if (!place || !isPlaceName(place) || PROVINCES.some((p) => p.code === provinceCode(place))) continue;
      // Or on the line of the city and the place alone ("Gatineau (Aylmer)" under the street), as Quebec's
      // sites write a borough after its city.
      if (ownLines.some((l) => l.trim() === place || l.trim() === `${cityOf} (${place})`)) set("neighbourhood", place, "head-city-bracket");
      break;
    }
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
}

/**
 * A headline setting the home on a hill, heights, ridge or bench ("Ski-in ski-out chalet on Blueberry Hill", "Vineyard
 * estate on the Golden Mile Bench"): a district named for the rise it stands on, not a street named after one ("on
 * Ridge Road").
 */
const ON_RISE = new RegExp(String.raw`\bon\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}\s(?:Hill|Hills|Heights|Ridge|Bench))\b(?!\s+(?:${STREET_KINDS})\b)`, "u");

/** A title's or description's rise the listing stands on (ON_RISE) that the page's own text names too, when nothing else gave one. */
export function headlineRise({ facts, set, ownLines, extra }: TextContext): void {
  if (facts.neighbourhood !== undefined) return;
  const heads = (extra?.head ?? []).slice(0, 3);
  for (const head of heads) {
    const place = ON_RISE.exec(head)?.[1];
    if (!place || !isPlaceName(place) || place.toLowerCase() === facts.city?.value.toLowerCase()) continue;
    if (ownLines.some((l) => l.includes(place) && !heads.some((h) => l.trim() === h.trim()))) return set("neighbourhood", place, "headline-rise");
  }
}

/**
 * A line of its own naming the listing's city, then a place after a separator ("Laval · Chomedey", a rental company's
 * sector caption) that the title or description names too ("à Laval (Chomedey)"): the neighbourhood, when nothing
 * else gave one.
 */
export function cityThenPlace({ facts, set, ownLines, extra, contact }: TextContext): void {
  const city = facts.city?.value.toLowerCase();
  if (city === undefined || facts.neighbourhood !== undefined) return;
  const heads = (extra?.head ?? []).slice(0, 3);
  for (const l of ownLines) {
    const m = l.length <= 60 ? /^([^·•›»|]+)\s[·•›»]\s([^·•›»|]+)$/.exec(l.trim()) : null;
    const place = m?.[2]?.trim() ?? "";
    if (!m || m[1]?.trim().toLowerCase() !== city || !isPlaceName(place) || TITLE_CAPTION.test(place) || contact.has(l.trim())) continue;
    if (PROVINCES.some((p) => p.code === provinceCode(place))) continue;
    const named = new RegExp(`(?<![\\p{L}])${escapeRegExp(place)}(?![\\p{L}])`, "u");
    if (heads.some((h) => named.test(h))) set("neighbourhood", place, "city-then-place");
    break;
  }
}

/** A home's kind after a place's name in a headline ("this $829,900 Lower Lonsdale condo"). */
const HOME_WORD = String.raw`(?:condo|home|house|townhouse|townhome|apartment|loft|bungalow|suite|duplex)s?`;

/**
 * A chip of the listing's own naming a place alone (a facts list's item "Mimico" on a line of its own, or the first
 * cell of a caption "Lower Lonsdale · Strata fee $512/mo"), that the title or description puts the listing in ("a
 * 1-bedroom at The Halcyon in Mimico", "this $829,900 Lower Lonsdale condo"): the neighbourhood, when nothing else gave
 * one. Not the city, a province, a caption, a street, a building, the home's type, a private community, or an agent's or
 * office's card line.
 */
export function chipPlace({ facts, set, body, ownLines, extra, contact }: TextContext): void {
  const city = facts.city?.value.toLowerCase();
  if (city === undefined || facts.neighbourhood !== undefined) return;
  const heads = (extra?.head ?? []).slice(0, 3);
  for (const [i, l] of ownLines.entries()) {
    const line = l.trim();
    if (line.length > 120 || contact.has(line) || heads.some((h) => h.trim() === line)) continue;
    // A row's value under its label alone on the line before ("Type" over "Single Family"): the row's, read as such.
    if (labelOf((ownLines[i - 1] ?? "").trim())?.value === "") continue;
    const place = line.split(/\s[·•|]\s/)[0]?.trim() ?? "";
    if (!isPlaceName(place) || place.toLowerCase() === city || isStateOrProvince(place) || isTitleCaption(place) || STREET_NAME.test(place) || looksLikeStreet(place) || BUILDING_NAME.test(place)) continue;
    // Nor the home's type ("Single Family home") or a park or 55+ community the home stands in.
    if (namesOwnType(facts, place) || privateCommunity(place, body)) continue;
    const name = escapeRegExp(place);
    const inHead = new RegExp(String.raw`(?:\bin\s+(?:the\s+)?${name}|(?<![\p{L}])${name}\s+${HOME_WORD})(?![\p{L}])`, "u");
    if (heads.some((h) => inHead.test(h))) return set("neighbourhood", place, "chip-place");
  }
}

/**
 * A board's area on a line of its own under the address ("Area: Kelowna North"), when nothing finer names the
 * neighbourhood: the place the board files the listing under. Not the city itself ("Area: Kamloops"), a province or a
 * city's quadrant; a size ("Area: 1,240 sq ft") is no place. A page with a sub-area or neighbourhood row gives that.
 * A facts table's "Area" row alone over its value ("Area" over "St. Eleanors", a small brokerage's property sheet)
 * names it the same way.
 */
export function areaLine({ facts, set, ownLines }: TextContext): void {
  const city = facts.city?.value.toLowerCase();
  if (city === undefined || facts.neighbourhood !== undefined) return;
  for (const [i, line] of ownLines.entries()) {
    if (line.length > 50 || !line.startsWith("Area")) continue;
    const place = (/^Area\s*:\s*(.+)$/.exec(line.trim())?.[1] ?? (line.trim() === "Area" ? (ownLines[i + 1] ?? "") : "")).trim();
    if (!isPlaceName(place) || place.toLowerCase() === city || isStateOrProvince(place) || CITY_QUADRANT.test(place) || TITLE_CAPTION.test(place)) continue;
    return set("neighbourhood", place, "area-line");
  }
}

/** A lake's name ("Lake Rosseau", "Lac Tremblant", "Gull Lake"). */
const LAKE_NAME = /^(?:(?:Lake|Lac)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?\s+Lake)$/u;
/** A waterfront row's label ("Water", "Waterfront", "Body of water", "Plan d'eau"), alone or with its value after it. */
const WATER_ROW = /^(?:water(?:front)?(?:\s+(?:body|name))?|body\s+of\s+water|waterbody|lake(?:\s+name)?|plan\s+d['’]eau)\s*(?:[:|\t]\s*)?(.*)$/i;

/**
 * A cottage's lake before its municipality ("Lake Rosseau · Township of Muskoka Lakes"): when the page's waterfront row
 * names that lake as the water the home is on ("Water: Lake Rosseau, west facing"), it is the water, not a
 * neighbourhood. A lake community a page names with no such row ("Lake Bonavista · Calgary") stays.
 */
export function lakeNotNeighbourhood({ facts, lines }: TextContext): void {
  const hood = facts.neighbourhood?.value;
  if (hood === undefined || !LAKE_NAME.test(hood)) return;
  const starts = (s: string | undefined): boolean => s !== undefined && s.trim().toLowerCase().startsWith(hood.toLowerCase()) && !/^[\p{L}]/u.test(s.trim().slice(hood.length));
  const named = lines.some((line, i) => {
    const m = WATER_ROW.exec(line.trim());
    return m !== null && (m[1] ? starts(m[1]) : starts(lines[i + 1]));
  });
  if (named) delete facts.neighbourhood;
}
