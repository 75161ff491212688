/**
 * The listing's address: a display address's lines ("88 Lutz St, Moncton, NB E1C 5E9"), marked address markup, a
 * place trail from the country down, labelled "Adresse" and "Ville" rows, a postal code outside the agents' cards,
 * the province a breadcrumb or a Quebec region names, and the map's point.
 */
import { findPostalCode } from "../../normalise/postal.ts";
import { PROVINCES, provinceCode } from "../../normalise/province.ts";
import { endsWithUsStateZip, isQuebecRegion, isRegion, looksLikeStreet, parseDisplayAddress, STREET_KINDS } from "../../normalise/places.ts";
import { geoPoint } from "../geo.ts";
import type { GeoPoint } from "../../types.ts";
import type { TextContext } from "./context.ts";
import { isBuildingCrumb, isPlaceName } from "./place-names.ts";
import type { LabelledRow } from "./rows.ts";
import { escapeRegExp } from "../../regexp.ts";
import { foldedWords } from "../../normalise/fold.ts";
import { hasBrokerageWord } from "../../normalise/plausible.ts";

/** A classified's labelled street and city ("Adresse : 48, rue du Phare", "Ville : Rimouski"). */
export type LabelledPlace = { street: string | null; city: string | null };

/** An "Adresse" or "Ville" row's value, kept for when no display address gives the street and city. */
export function placeRow({ extra }: TextContext, { hit, line, value }: LabelledRow, place: LabelledPlace): void {
  // Only "Label: value" or a label alone above its value: "City Centre" is a place, not a city's label.
  // A classified's row "Location Langford" (its label and value in one line) names its town as well.
  const labelled = hit.value === "" || /^[^:]{2,20}:/.test(line) || (line.length <= 40 && /^Location\s+[A-ZÀ-Ý]/.test(line));
  if (!labelled || extra?.contact?.has(line.trim())) return;
  if (hit.label === "streetLabel" && value.length <= 80 && looksLikeStreet(value) && !value.includes(",", value.search(/\p{L}/u) + 1)) place.street ??= value;
  // A whole display address after its label ("Adresse : 1118, rue de l'Évêché Est, Rimouski (Québec) G5L 1Y3"):
  // its street and city, when it reads as one.
  else if (hit.label === "streetLabel" && value.length <= 160 && place.street === null) {
    const parts = parseDisplayAddress(value);
    if (parts?.street && parts.city && isPlaceName(parts.city)) {
      place.street = parts.street;
      place.city ??= parts.city;
    }
  }
  if (hit.label === "cityLabel" && isPlaceName(value)) place.city ??= value;
}

/**
 * A heading's one-word caption before the street ("Trilocale 1412 Avenue Maguire, Sillery, Québec", an Italian portal's
 * kind of flat; "Condo 88 Harbour St, …"): no part of the address. Never a road's or a unit's own word ("Highway 7 …",
 * "Lot 4 …", "Rue …").
 */
const CAPTION_BEFORE_STREET = new RegExp(String.raw`^(?!(?:Lot|Unit|Suite|Apt|Pad|Site|Highway|Hwy|Route|Range|Township|Concession|Rang|Chemin|Rue|Avenue|Boulevard|Grid)\b)\p{Lu}\p{Ll}{2,}\s+(?=\d{1,6}[A-Za-z]?\s+[^,\d]*\b(?:${STREET_KINDS}|Rue|Chemin|Boulevard)\b[^,]*,)`, "u");

/** A sentence's offer of the home at a place: "for sale at", "for sale by owner at", "à vendre au". */
const OFFER = String.raw`\b(?:for\s+(?:sale|rent|lease)(?:\s+by\s+(?:the\s+)?owner)?|[àa]\s+(?:vendre|louer))\s+(?:at|au|à)\s+`;
/** "… for sale at 117 Spruce Drive, Christopher Lake, SK S0J 0N0": the address a sentence offers the home at. */
const OFFERED_AT = new RegExp(String.raw`${OFFER}(\d{1,6}[A-Za-z]?,?\s[^.;:!?]{3,60}?,\s[^.;:!?,]{2,40},\s*[A-Z]{2}\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b`);

/**
 * A land classified's sentence that opens on its acres and places them at the whole address ("2.4 acres of mature
 * hardwood at 88 Darlings Island Road, Hampton, NB E5N 5Z8", "320 acres total (two quarters, 285 cultivated) at 48052
 * Provincial Road 270, Rivers, MB R0K 1X0", a news site's classified: "Private 4.8 acre building lot at 2265 Fifth Line
 * East, Sault Ste. Marie, ON."): the land's acres, then its address (its postal code when it has one).
 */
export const ACRES_AT_ADDRESS = /(?:^|[.!?]\s+)(?:[A-Z][a-z]+\s+){0,2}(\d{1,5}(?:[.,]\d{1,3})?)[\s-]?acres?\b[^.;:!?\n]{0,60}?\sat\s+(\d{1,6}[A-Za-z]?,?\s[^.;:!?\n]{3,60}?,\s(?:[^.;:!?,\n]|(?<=\b(?:St|Ste|Mt|Pt))\.){2,40},\s*[A-Z]{2}(?:\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|(?=[.;]?(?:\s|$))))/m;

/**
 * A classified's sentence offering the home at its street in the city the page places it in ("… for sale by owner at
 * 118 Granville Street, Summerside."), when no address line gave the street: that street.
 */
function streetOfferedIn(ownLines: string[], city: string): string | null {
  const escaped = escapeRegExp(city);
  const offered = new RegExp(String.raw`${OFFER}(\d{1,6}[A-Za-z]?\s[^.;:!?,]{3,50}?),\s*${escaped}(?![\p{L}\p{N}])`, "u");
  for (const line of ownLines) {
    const street = offered.exec(line)?.[1];
    if (street && looksLikeStreet(street)) return street;
  }
  return null;
}

/**
 * A classified's text opening on the street alone as its first sentence ("312 Cumberland St N. Selling privately, …"):
 * the street, when the page's location line gives only the town. A civic number, a few capitalised words and a
 * street's kind, with a compass direction after it, then the next sentence.
 */
const STREET_SENTENCE = new RegExp(String.raw`^(\d{1,6}[A-Za-z]?\s+(?:[A-ZÀ-Ý][\p{L}'’-]*\s+){1,4}(?:${STREET_KINDS})(?:\s+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West))?)\.\s+[A-ZÀ-Ý]`, "u");

/** A title's count or size where a street would be ("640 Acres with Home in …", "3 Beds …"): no street. */
const COUNTED = /\b(?:beds?|bedrooms?|baths?|sq\.?\s*ft|acres?|chambres?)\b/i;

/**
 * A page's title naming the listing by its street and town alone ("38 Boundary Road, Winnipeg Beach — Firm"), in the
 * city the page's address line gives ("Winnipeg Beach, MB R0C 3G0"), with the page's own heading saying the same: the
 * street. A title's street in another town, or one the page's text never heads with, is not read.
 */
function streetTitledIn(head: readonly string[], ownLines: readonly string[], city: string): string | null {
  const town = city.toLowerCase();
  for (const title of head.slice(0, 2)) {
    const first = (title.split(/\s[|–—]\s|\s-\s/)[0] ?? "").trim();
    const m = /^(.{4,60}?),\s*([^,]{2,40})$/.exec(first);
    const street = m?.[1]?.trim();
    if (!street || m?.[2]?.trim().toLowerCase() !== town || !looksLikeStreet(street) || street.includes(",") || COUNTED.test(street)) continue;
    if (ownLines.slice(0, 40).some((l) => l.trim() === first)) return street;
  }
  return null;
}

/**
 * A description setting the home at its street ("Set on a quiet cul-de-sac at 2947 Snowridge Crescent, this chalet …",
 * "Located at 18 Harbour Lane, …"), when no address line gave the street: the civic number, a few capitalised words and
 * a street's kind.
 */
const SET_AT = new RegExp(String.raw`\b(?:[Ss]et|[Ll]ocated|[Ss]ituated|[Nn]estled|[Tt]ucked|[Pp]erched|[Ss]its|[Ss]itting)\b[^.;:!?\n]{0,40}?\bat\s+(\d{1,6}[A-Za-z]?\s+(?:[A-ZÀ-Ý][\p{L}'’-]*\s+){1,4}(?:${STREET_KINDS})(?:\s+(?:N|S|E|W|NE|NW|SE|SW))?)(?=[\s,.;:!?]|$)`, "u");

function streetSetAt(ownLines: string[]): string | null {
  for (const line of ownLines) {
    const street = SET_AT.exec(line)?.[1];
    if (street && looksLikeStreet(street)) return street;
  }
  return null;
}

function streetOpeningText(ownLines: string[]): string | null {
  for (const line of ownLines) {
    const street = line.length >= 60 ? STREET_SENTENCE.exec(line)?.[1] : undefined;
    if (street) return street;
  }
  return null;
}

export function addressFacts(ctx: TextContext, { street: labelledStreet, city: labelledCity }: LabelledPlace): void {
  const { facts, set, replace, lines, ownLines, extra, contact } = ctx;
  // Display address: "88 Lutz St, Moncton, NB E1C 5E9", or a street line followed by "Cambridge, Ontario N3H4P5".
  // Never an agent's or office's card: its address and postal code are the office's.
  const addressLines = [...ownLines, ...(extra?.head ?? [])];
  const managers = managerLines(ownLines);
  const titled = titledStreet(extra?.head ?? [], ownLines);
  for (let i = 0; i < addressLines.length && facts.street === undefined && facts.city === undefined; i++) {
    const raw = addressLines[i] ?? "";
    if (contact.has(raw.trim()) || managers.has(i) || officeLine(raw)) continue;
    // A title's caption after the postal code and a dash ("207 - 2 Foundry Ave, Toronto, ON M6H 0C3 - For Sale
    // $739,000 | HouseSigma") is no part of the address, nor a place.
    const whole = raw.replace(/(\b[A-Z]\d[A-Z]\s?\d[A-Z]\d)\s[-–—]\s.*$/, "$1");
    // A caption after the postal code ("Saskatoon, SK S7K 1W2 · Industrial for Sale", "…, BC V7W 1P4 · Caulfeild"):
    // the address before it; a place's name after it is the neighbourhood, a sale's caption is nothing. A US state
    // and ZIP code end the address the same way ("Portland, ME 04101 · Munjoy Hill").
    const pieces = whole.split(/\s[·•|]\s/);
    // A title's last part after a bar is the site's own name ("… QC H3Y 1C4 | Royal LePage", as agent.ts reads the
    // site's brand), never a place after the postal code.
    const siteNamed = i >= ownLines.length && /\s\|\s[^|·•]*$/.test(whole);
    const afterPostal = pieces.length >= 2 && (findPostalCode(pieces[0] ?? "") !== null || endsWithUsStateZip(pieces[0] ?? ""));
    // A caption before the place ("Location: Kindersley, SK", "Adresse : 1245, rang Saint-Simon, …", an auction's "Sale held on site: 2417 Line 86, …") is no
    // part of it, nor a map link's after it ("… MB R7B 3E8 View map", "Voir la carte").
    // The postal code alone after the place and its quartier ("Québec (Sainte-Foy–Sillery–Cap-Rouge) · Quartier Sillery ·
    // G1T 1Y8"): the place with its postal code; the labelled quartier is the neighbourhood, finer than the borough.
    const postalLast = !afterPostal && pieces.length >= 2 && /^[A-Z]\d[A-Z]\s?\d[A-Z]\d$/i.test((pieces[pieces.length - 1] ?? "").trim());
    const quartier = postalLast ? pieces.slice(1, -1).map((p) => /^(?:[Qq]uartier|[Ss]ecteur)\s+([A-ZÀ-Ý].*)$/u.exec(p.trim())?.[1]).find((q) => q !== undefined && isPlaceName(q)) : undefined;
    const line = (afterPostal ? (pieces[0] ?? "") : postalLast ? `${pieces[0] ?? ""} ${(pieces[pieces.length - 1] ?? "").trim()}` : whole)
      .replace(/^(?:location|emplacement|localisation|adresse|address)\s*:\s*/i, "")
      .replace(/^(?:sale\s+held\s+on\s+site|sale\s+site|auction\s+site|site|sale\s+location|auction\s+location)\s*:\s*(?=\d)/i, "")
      .replace(CAPTION_BEFORE_STREET, "")
      .replace(/\s+(?:(?:view|show|see|open)\s+(?:on\s+)?(?:the\s+)?map|get\s+directions|voir\s+(?:sur\s+)?(?:la\s+)?carte)\s*$/i, "");
    // A US county between the ZIP code and the neighbourhood ("Cleveland, OH 44109 · Cuyahoga County · Old Brooklyn")
    // is a region above the city, no part of the neighbourhood's name.
    const trailing = afterPostal ? pieces.slice(1, siteNamed ? -1 : undefined).filter((p) => !/^[\p{L}\s.'’-]+\s(?:county|parish)$/iu.test(p.trim())).join(" ").trim() : "";
    // A region the town lies in after its postal code ("Masset, BC V0T 1M0 · Haida Gwaii") is coarser than the city.
    const trailingPlace = trailing !== "" && isPlaceName(trailing) && !isRegion(trailing) && !/\b(?:for\s+(?:sale|rent|lease)|sale|lease|rent|sold|vendu|à\s+vendre|à\s+louer|open\s+house)\b/i.test(trailing) ? trailing : null;
    if (line.length > 160 || !findPostalCode(line) && !/,\s*(?:[A-Z]{2}|[A-Z][a-zé]+(?:\s[A-Z][a-zé]+)*)\s*$/.test(line) && !endsWithUsStateZip(line) && !endsWithBracketedProvince(line)) continue;
    // A classified's "Listed 3 days ago in Dartmouth, NS": the place after "in".
    const posted = /^(?:listed|posted|publié|mis\s+en\s+vente)\b.{0,40}?\s(?:in|à)\s+([A-ZÀ-Ý].*)$/i.exec(line);
    // A classified's caption before its place ("Posted Nov 24, 2026 · Ad #88417 · Winnipeg, MB"): the place after the
    // last separator, when the whole line gives no city.
    const lineParts = parseDisplayAddress(posted?.[1] ?? line);
    const lastPiece = pieces.length >= 2 && !afterPostal ? (pieces[pieces.length - 1] ?? "").trim() : "";
    const read = lineParts?.city || lastPiece === "" ? lineParts : parseDisplayAddress(lastPiece);
    // Places or a caption before the city, the line's pieces ("Humber Bay Shores · Etobicoke · Toronto, ON M8V 4A7",
    // "Hawthorne Crossing by Larkfield Homes · Milton, ON"): the city is the last piece.
    const lastOfCity = read?.city && /\s[·•|]\s/.test(read.city) ? (read.city.split(/\s[·•|]\s/).pop() ?? "").trim() : null;
    const parts = read && lastOfCity !== null ? { ...read, city: isPlaceName(lastOfCity) ? lastOfCity : null } : read;
    if (!parts || (!parts.province && !parts.postalCode) || !parts.city) continue;
    // A heading's caption before the street ("Room for Rent – 87 Aberdeen Street"), or a homesite's lot number ("Lot 14 ·
    // 118 Falcon Point Way", a government lot sale's "Lot 312: 45 Tamarack Drive"), or a Québec unit's size in rooms
    // ("4 ½ – 5160, chemin …", read "4.5" by the ½ rewrite), is no part of it, nor a French rental's caption with its
    // size before it ("4 ½ à louer – 126, rue de la Reine, app. 3": no word boundary stands before an accented "à").
    const prev = i < ownLines.length
      ? (addressLines[i - 1] ?? "").trim().replace(/^(?:\d{1,2}(?:\.5|\s?½)\s+)?(?:[\p{L}\s]{0,30}?\s)?(?:for\s+(?:rent|sale|lease)|[àa]\s+(?:louer|vendre))\s+[–—-]\s+(?=\d)/iu, "").replace(/^(?:lot|homesite|parcel)\s+#?[\dA-Z]{1,5}(?:\s+[·•|–—]|\s*:)\s+(?=\d)/i, "").replace(/^\d{1,2}(?:\.5|\s?½)\s+[·•|–—-]\s+(?=\d)/, "")
      : "";
    // A street line ends where its place line starts: its trailing comma ("7718 NE 183rd St,") is no part of it.
    const street = (parts.street ?? (looksLikeStreet(prev) && prev.length <= 80 ? prev : null))?.replace(/[\s,;]+$/, "") ?? null;
    // The site's own address the footer gives (its street and postal code), repeated in a banner over the listing:
    // the office's, never the listing's.
    if (street !== null && parts.postalCode && repeatsFooter(street, parts.postalCode, extra?.footerPostal ?? [])) continue;
    // Another street than the one the title names, its civic number none of the title's: another home's (a search
    // page's result cards above the listing it opens).
    if (street !== null && titled !== null && !sharesCivicNumber(street, titled)) continue;
    set("street", street, "address-lines");
    set("city", parts.city, "address-lines");
    // A name the title puts before the unit's address ("The Grace - 908 - 1280 Richards St", a penthouse's "The Ward
    // Lofts - PH3 - 160 Macdonell Street") is the building's; so is one the breadcrumb trail puts just above the unit
    // ("Elliot Lake › Cedar Court › Unit 305").
    // A caption before the place on the same line ("Basement for Rent · Cathedral, Regina, SK"): the place after it.
    const captioned = parts.neighbourhood && /\s[·•|]\s/.test(parts.neighbourhood) ? (parts.neighbourhood.split(/\s[·•|]\s/).pop() ?? "").trim() : null;
    const hood = captioned === null ? parts.neighbourhood : isPlaceName(captioned) ? captioned : null;
    const building = hood !== undefined && hood !== null && ((extra?.head ?? []).some((h) => h.startsWith(hood) && /^\s*[-–—|:]\s*(?:#|(?:[LUGS]?PH|TH|unit|suite|apt)\s?)?\d/i.test(h.slice(hood.length))) || isBuildingCrumb(extra?.crumbs ?? [], hood));
    set("neighbourhood", quartier, "address-lines");
    if (!building) set("neighbourhood", hood, "address-lines");
    set("neighbourhood", trailingPlace, "address-lines");
    set("province", parts.province, "address-lines");
    set("postalCode", parts.postalCode, "address-lines");
  }
  // A building's address in a table ("2250 Yonge St, Toronto, ON …") under the unit's heading ("2604 - 2250 Yonge St"),
  // or a residence's address over the unit's own line ("1850, boulevard X, app. 612"): the street with its unit is the
  // listing's. So is the heading's "#407 - 1633 Lonsdale Avenue" over a details row in Greater Vancouver's board form,
  // the unit and civic number side by side ("407 1633 LONSDALE AVENUE, North Vancouver, BC …"): the same address, the
  // page's own way of writing it.
  const building = facts.street?.source === "text:address-lines" ? facts.street.value : null;
  if (typeof building === "string") {
    const escaped = escapeRegExp(building);
    const sideBySide = /^(\d{1,5}[A-Za-z]?)\s+(\d{1,6}[A-Za-z]?\s+\p{L}.*)$/u.exec(building);
    const spelledOut = sideBySide?.[1] && sideBySide[2] ? `|(?:#|unit\\s*|suite\\s*)?${escapeRegExp(sideBySide[1])}\\s*[-–—]\\s*${escapeRegExp(sideBySide[2])}(?![\\p{L}\\p{N}])` : "";
    const withUnit = new RegExp(`^(?:(?:(?:#|unit|suite|apt\\.?)\\s*)?\\d{1,5}[A-Za-z]?\\s*[-–—]\\s*${escaped}(?![\\p{L}\\p{N}])|${escaped},\\s*(?:app\\.?|apt\\.?|appartement|unit|unité|suite|#)\\s*\\d{1,5}[A-Za-z]?$${spelledOut})`, "iu");
    const unitLine = [...(extra?.head ?? []), ...ownLines.slice(0, 40)].map((l) => withUnit.exec(l.trim())?.[0]).find((l) => l !== undefined);
    if (unitLine) replace("street", unitLine, "text:address-lines+unit");
  }
  // Markup that says it holds the address ("listingAddress", itemprop="address", "listing-location__city"): a street
  // with its city, or a street and the place marked after it ("512-1015, avenue Cartier", "Québec (La Cité-Limoilou)"),
  // though no province or postal code anchors them.
  const marked = extra?.addresses ?? [];
  for (let i = 0; i < marked.length && facts.street === undefined && facts.city === undefined; i++) {
    const one = marked[i] ?? "";
    // A wrapper marked around the street with its caption ("Maison en rangée à vendre 3187, rue des Cerisiers") repeats
    // it: the place is the next mark that does not.
    let skip = i + 1;
    while (skip < marked.length && skip <= i + 2 && (marked[skip] ?? "").includes(one) && !(marked[skip] ?? "").startsWith(one)) skip++;
    const next = marked[skip] ?? "";
    // A marked street whose place line stands under it unmarked ("25 Telegram Mews #1903" over "Waterfront Communities
    // C1, Toronto"): a line of places only, each a place's name, read with the street as one address.
    const at = ownLines.findIndex((l) => l.trim() === one);
    const under = at >= 0 ? (ownLines[at + 1] ?? "").trim() : "";
    const places = under.length <= 80 && under.includes(",") && !looksLikeStreet(under) && under.split(",").every((p) => isPlaceName(p.trim()));
    const tries = [one, ...(looksLikeStreet(one) && next !== "" && !looksLikeStreet(next) && !next.startsWith(one) ? [`${one}, ${next}`] : []), ...(looksLikeStreet(one) && places ? [`${one}, ${under}`] : [])];
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
  // A classified's sentence offering the home at its whole address ("Treed lot for sale at 117 Spruce Drive,
  // Christopher Lake, SK S0J 0N0.", a land ad's "2.4 acres of hardwood at 88 Darlings Island Road, Hampton, NB E5N
  // 5Z8"): that address, when no address line gave one.
  for (let i = 0; i < ownLines.length && facts.street === undefined && facts.city === undefined; i++) {
    const line = ownLines[i] ?? "";
    if (contact.has(line.trim())) continue;
    const offered = OFFERED_AT.exec(line)?.[1] ?? ACRES_AT_ADDRESS.exec(line)?.[2];
    const parts = offered ? parseDisplayAddress(offered) : null;
    if (!parts?.street || !parts.city || !(parts.postalCode || parts.province)) continue;
    set("street", parts.street, "offered-at-sentence");
    set("city", parts.city, "offered-at-sentence");
    set("province", parts.province, "offered-at-sentence");
    set("postalCode", parts.postalCode, "offered-at-sentence");
  }
  const city = facts.city?.value;
  if (facts.street === undefined && typeof city === "string") set("street", streetOfferedIn(ownLines.filter((l) => !contact.has(l.trim())), city), "offered-in-city");
  if (facts.street === undefined && typeof city === "string") set("street", streetOpeningText(ownLines.filter((l) => !contact.has(l.trim()))), "text-opening-street");
  if (facts.street === undefined && typeof city === "string") set("street", streetTitledIn(extra?.head ?? [], ownLines, city), "title-street-in-city");
  if (facts.street === undefined && typeof city === "string") set("street", streetSetAt(ownLines.filter((l) => !contact.has(l.trim()))), "set-at-sentence");
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
  // A municipality's own page selling its land ("Lot 17 – 24 Aspen Crescent | Birch Hill Phase 3 | Town of Happy
  // Valley-Goose Bay"): a street with no town after it lies in the municipality the title's last part names as the
  // site ("Town of …", "City of …", "Ville de …").
  if (facts.city === undefined && facts.street !== undefined) {
    const m = (extra?.head ?? []).slice(0, 2).map((h) => MUNICIPAL_SITE.exec(h.split(/\s[|–—]\s/).pop()?.trim() ?? "")).find((hit) => hit !== null);
    const town = (m?.[1] ?? m?.[2])?.trim();
    if (town && isPlaceName(town)) set("city", town, "municipal-site");
  }
  // The site's own address in its footer in the listing's town (a town hall's "Happy Valley-Goose Bay, NL A0P 1E0"):
  // the town's province; its postal code stays the office's.
  const townName = facts.city?.value.toLowerCase();
  if (facts.province === undefined && townName !== undefined) {
    const home = (extra?.siteAddresses ?? []).map((a) => parseDisplayAddress(a)).find((p) => p?.city?.toLowerCase() === townName && p.province);
    set("province", home?.province, "site-address-in-town");
  }
  // Any postal code on the page's own lines, but not one a whole address in another town holds (a classified's seller
  // block: "Box 418, 102 Main Street, Humboldt, SK S0K 2A0" on a farm near Spalding): that address's, not the listing's.
  const cityName = facts.city?.value.toLowerCase();
  const otherTown = (l: string): boolean => {
    if (cityName === undefined || l.length > 160 || findPostalCode(l) === null) return false;
    const city = parseDisplayAddress(l)?.city;
    return city !== null && city !== undefined && city.toLowerCase() !== cityName && l.split(",").some((p) => looksLikeStreet(p.trim()));
  };
  const managerRows = new Set([...managers].map((i) => ownLines[i]?.trim()));
  const footer = extra?.footerPostal ?? [];
  const footerCodes = footer.map((f) => findPostalCode(f)).filter((c): c is string => c !== null);
  const siteOwn = (l: string): boolean => {
    if (officeLine(l)) return true;
    const parts = l.length <= 160 && footerCodes.some((c) => l.includes(c) || l.includes(c.replace(" ", ""))) ? parseDisplayAddress(l) : null;
    return parts?.street != null && parts.postalCode !== null && repeatsFooter(parts.street, parts.postalCode, footer);
  };
  const own = lines.filter((l) => !contact.has(l.trim()) && !managerRows.has(l.trim()) && !otherTown(l) && !siteOwn(l));
  set("postalCode", findPostalCode(own.map((l) => l.replace(PO_BOX_ADDRESS, " ").replace(MANAGER_ADDRESS, " ")).join("\n")), "postal-code");
  // A breadcrumb trail "Québec › Mauricie › Trois-Rivières": a province named above the listing's place ("Québec" as
  // a city's name is in Quebec too).
  const crumbs = extra?.crumbs ?? [];
  const province = crumbs.slice(0, -1).map((c) => provinceCode(c)).find((code) => PROVINCES.some((p) => p.code === code));
  set("province", province, "breadcrumb");
}

/**
 * The street of the whole address a page's title opens on ("2088 Van Dyk Rd, Lynden, WA 98264 | Zillow"), when a line of
 * the page's own text starts with it too: the listing's street, as the page names it.
 */
function titledStreet(head: readonly string[], ownLines: readonly string[]): string | null {
  for (const title of head.slice(0, 2)) {
    const parts = parseDisplayAddress((title.split(/\s[|–—]\s/)[0] ?? "").trim());
    const street = parts?.street;
    if (!street || !parts?.city || !(parts.province || parts.postalCode) || COUNTED.test(street)) continue;
    if (ownLines.some((l) => l.trim().startsWith(street))) return street;
  }
  return null;
}

/** Whether two streets share a civic or unit number ("1508 - 128 Hazelton Ave" and "128 Hazelton Ave" do). */
function sharesCivicNumber(a: string, b: string): boolean {
  const numbers: string[] = b.match(/\d+/g) ?? [];
  return (a.match(/\d+/g) ?? []).some((n) => numbers.includes(n));
}

/** A contact strip's piece: a phone number or an email address ("867-555-0109", "Tel 418 555-0124", "info@firm.ca"). */
const CONTACT_PIECE = /^(?:(?:tel|tél|téléphone|phone|ph|office|bureau|t|p)\.?\s*:?\s*)?(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$|^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/i;
/** An office's label before its address ("Board Office:", "Head office :", "Bureau :", "Siège social :"). */
const OFFICE_LABEL = /^(?:(?:\p{L}+\s+){0,2}office|bureau(?:\s+\p{L}+){0,2}|siège\s+social)\s*:/iu;

/**
 * An office's contact line: an address labelled as an office's ("Board Office: 33 Cedar Street South, …"), or an
 * address with the office's phone number or email beside it ("1600, rue Sherbrooke, Magog (Québec) J1X 2T3 · 819
 * 555-0188", a site's banner or footer strip). A listing's own address line gives no phone number: the office's.
 */
function officeLine(line: string): boolean {
  const t = line.trim();
  if (t.length > 200) return false;
  if (OFFICE_LABEL.test(t)) return true;
  if (!/\s[·•|]\s/.test(t)) return false;
  const pieces = t.split(/\s[·•|]\s/);
  // A brokerage's name, then its street ("Midnight Dome Realty Ltd. · 2108 2nd Ave, Whitehorse, YT", a site's top bar):
  // the office's address, phone number or none beside it.
  const first = (pieces[0] ?? "").trim();
  if (hasBrokerageWord(first) && !looksLikeStreet(first) && pieces.slice(1).some((p) => looksLikeStreet(p.trim()))) return true;
  return pieces.length >= 2 && pieces.some((p) => CONTACT_PIECE.test(p.trim())) && pieces.some((p) => findPostalCode(p) !== null);
}

/** Whether a footer block holds the street and postal code: the site's own address. */
function repeatsFooter(street: string, postalCode: string, footer: readonly string[]): boolean {
  const code = postalCode.replace(/\s/g, "").toLowerCase();
  const way = foldedWords(street);
  return way.trim() !== "" && footer.some((f) => f.replace(/\s/g, "").toLowerCase().includes(code) && foldedWords(f).includes(way));
}

/**
 * A French address ending on its province in brackets after the town, with no postal code ("1245, rue des Érables,
 * Mont-Laurier (Québec)"): a whole display address, the street and the town before the brackets.
 */
function endsWithBracketedProvince(line: string): boolean {
  const m = /,[^,()]+\(([^()]{2,30})\)\s*$/.exec(line);
  const code = m?.[1] ? provinceCode(m[1]) : null;
  return PROVINCES.some((p) => p.code === code);
}

/**
 * A mailing address at a post office box ("Written offers to PO Box 214, Bancroft ON K0L 1C0", "C.P. 88, Amqui
 * (Québec) G5J 1K2"), up to its postal code: a box is where the seller gets mail, never the land for sale.
 */
const PO_BOX_ADDRESS = /\b(?:P\.?\s?O\.?\s+Box|Post\s+Office\s+Box|Box|C\.\s?P\.|Case\s+postale)\s+\d{1,6}\b[^.;\n]{0,80}?\b[A-Z]\d[A-Z][\s\u00a0-]?\d[A-Z]\d\b/gi;

/**
 * A building manager's or syndicate's label ("Gestion", "Gestion de l'immeuble", "Property management", "Management
 * company", "Managed by"): the address after it is the manager's office, never the unit's.
 */
const MANAGER_LABEL = String.raw`(?:gestion(?:naire)?(?:\s+(?:de\s+l['’]immeuble|du\s+syndicat|immobilière))?|syndicat(?:\s+de\s+copropriété)?|(?:property|building|condo(?:minium)?)\s+manage(?:ment|r)(?:\s+company)?|management(?:\s+(?:company|office))?|managed\s+by)`;
/** The label alone on its line, its value on the next: a facts row ("Gestion" over "Gestion Capitale, 2590, …"). */
const MANAGER_ROW = new RegExp(String.raw`^${MANAGER_LABEL}\s*:?$`, "i");
/** The label and its value on one line ("Gestion de l'immeuble : Gestion Sommet, 1000, rue …"). */
const MANAGER_LINE = new RegExp(String.raw`^${MANAGER_LABEL}\s*:\s*\S`, "i");
/** A manager's address in a sentence, up to its postal code ("… Property management: Riverside, 455 King St E, …, ON M5A 1L6"). */
const MANAGER_ADDRESS = new RegExp(String.raw`\b${MANAGER_LABEL}\s*:\s*[^.;\n]{0,140}?\b[A-Z]\d[A-Z][\s\u00a0-]?\d[A-Z]\d\b`, "gi");

/** The indexes of the lines that hold a building manager's address: a manager's row's value, or its labelled line. */
function managerLines(ownLines: readonly string[]): Set<number> {
  const out = new Set<number>();
  ownLines.forEach((line, i) => {
    if (MANAGER_LINE.test(line.trim()) || (i > 0 && MANAGER_ROW.test((ownLines[i - 1] ?? "").trim()))) out.add(i);
  });
  return out;
}

/** A municipality's name as a site's ("Town of Happy Valley-Goose Bay", "City of Yellowknife", "Ville de Rimouski"): the town. */
const MUNICIPAL_SITE = /^(?:The\s+)?(?:Town|City|Village|Township|Municipality|District\s+Municipality|Municipal\s+District)\s+of\s+(\p{Lu}[\p{L}'’.\s-]{1,50})$|^(?:Ville|Municipalité)\s+(?:de\s+|d['’]\s?)(\p{Lu}[\p{L}'’.\s-]{1,50})$/u;

/** The province a Quebec region names beside the place, and the map's one point. */
export function regionAndMap({ facts, set, extra, ownLines, contact }: TextContext): void {
  const crumbs = extra?.crumbs ?? [];
  // A Quebec administrative region beside the place, in the trail or the title ("Saint-Hippolyte, Laurentides").
  if (facts.province === undefined && [...crumbs, ...(extra?.head ?? []).flatMap((h) => h.split(/\s*[,›»|]\s*/))].some((part) => isQuebecRegion(part))) set("province", "QC", "quebec-region");
  // Map links and embeds outside agent and office cards, when they agree on one place.
  const maps = extra?.maps ?? [];
  const first = maps[0];
  if (first && maps.every((g) => Math.abs(g.lat - first.lat) < 1e-4 && Math.abs(g.lng - first.lng) < 1e-4)) set("geo", first, "maps-link");
  // A data sheet's coordinates row ("GPS 45.37410, -69.62280 (45°22'26.8"N 69°37'22.1"W)", "Coordinates: …"), its value
  // beside the label or on the next line: the land's point in decimal degrees, outside agent and office cards.
  for (let i = 0; i < ownLines.length && facts.geo === undefined; i++) {
    const line = (ownLines[i] ?? "").trim();
    // A field table's "Latitude" row with its "Longitude" row next (an IDX feed's RESO fields, "Latitude 45.00212"
    // over "Longitude -72.09954", each label beside or over its value): the listing's own point.
    if (/^lat/i.test(line) && !contact.has(line)) set("geo", latitudeLongitudeRows(ownLines, i), "latitude-longitude-rows");
    const label = COORDINATES_ROW.exec(line);
    if (!label || contact.has(line)) continue;
    const value = label[1] !== "" ? (label[1] ?? "") : (ownLines[i + 1] ?? "").trim();
    const pair = DECIMAL_PAIR.exec(value);
    if (pair) set("geo", geoPoint(pair[1], pair[2]), "coordinates-row");
  }
}

/** A "Latitude" or "Longitude" row's label, then its value in decimal degrees if on the line. */
const LATITUDE_ROW = /^latitude\s*(?:[:|\t]\s*)?(-?\d{1,2}\.\d{3,})?$/i;
const LONGITUDE_ROW = /^longitude\s*(?:[:|\t]\s*)?(-?\d{1,3}\.\d{3,})?$/i;
const DEGREES = /^-?\d{1,3}\.\d{3,}$/;

/** A "Latitude" row at `at` with the "Longitude" row right after it, each value beside its label or on the next line. */
function latitudeLongitudeRows(ownLines: readonly string[], at: number): GeoPoint | null {
  const lat = LATITUDE_ROW.exec((ownLines[at] ?? "").trim());
  if (!lat) return null;
  const latValue = lat[1] ?? (ownLines[at + 1] ?? "").trim();
  const next = lat[1] !== undefined ? at + 1 : at + 2;
  const lng = LONGITUDE_ROW.exec((ownLines[next] ?? "").trim());
  const lngValue = lng ? (lng[1] ?? (ownLines[next + 1] ?? "").trim()) : "";
  return DEGREES.test(latValue) && DEGREES.test(lngValue) ? geoPoint(latValue, lngValue) : null;
}

/** A coordinates row's label ("GPS", "GPS Coordinates", "Coordinates", "Lat/Long", "Coordonnées GPS"), then its value if on the line. */
const COORDINATES_ROW = /^(?:gps(?:\s+co-?ordinates)?|co-?ordinates|lat(?:itude)?\s*[/,&]\s*long?(?:itude)?|coordonnées(?:\s+gps)?)\s*(?:[:|\t]\s*)?(.*)$/i;
/** A latitude and longitude in decimal degrees at the start of a value ("45.37410, -69.62280"). */
const DECIMAL_PAIR = /^(-?\d{1,2}\.\d{3,8})\s*[,;/]\s*(-?\d{1,3}\.\d{3,8})(?![\d.])/;
