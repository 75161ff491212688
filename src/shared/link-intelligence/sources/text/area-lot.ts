/**
 * The home's area and the lot's size: labelled rows, badges and fact lines (never a description's other areas, a
 * lot's or an outdoor space's), a size bracket's one exact figure, a lot's value before its label or in a sentence.
 */
import { propertyKindOfTitle } from "../../normalise/kind.ts";
import { parseLot } from "../../normalise/lot.ts";
import { parseArea } from "../../normalise/numbers.ts";
import { sameAreaAsShown } from "../../normalise/plausible.ts";
import { ACRES_AT_ADDRESS } from "./address.ts";
import { inRentRollEntry } from "./beds.ts";
import type { TextContext } from "./context.ts";
import { BEDROOM_COUNT, summarySentences } from "./beds.ts";
import { COUNT_BADGE, labelOf } from "./labels.ts";
import type { LabelledRow } from "./rows.ts";

// A range ("1,100–1,500 sqft", with a hyphen or a dash) is read as its lower bound, as the corpora's convention says.
// "SF" after a figure of three digits or more is square feet (Point2's "1,056 SF", a presale's "912 sf interior"; a "2 SF" is no area).
const AREA = /(?<![\w/.,–—-])(\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?:\s*[-–—]\s*(?:\d[\d, ]*\d))?\s*(sq\.?\s*ft\.?|sqft|square\s+feet|ft²|pi²|pi2|pc\b|pieds\s+carrés|m²|m2\b|(?<=\d\d\d\s?)sf\b(?!\s*[-/]))/i;

/** A quantity with its unit, then a label alone: "43 560 pi² (1 acre) Dimensions du terrain". */
const LOT_BEFORE_LABEL = /^(\d[\d\s\u00a0\u202f,.]*\s*(?:pi²|pi2|pc|ft²|sq\.?\s*ft\.?|sqft|m²|m2|acres?|ac|hectares?|ha)(?:\s*\([^)]{1,20}\))?)\s+(\p{L}[\p{L}\s'’()-]{2,40})$/iu;
/** Every area a line states, for `exactAreaIn` (global, so `matchAll` may walk a line with it). */
const ANY_AREA = new RegExp(AREA.source, "gi");
/** A sentence's end: an abbreviation's period ("approx. 642 sq ft", "St. Vital") ends none. */
const SENTENCE_END = /(?<!\b(?:approx|env|St|Ste|Mt))[.!?](?:\s|$)/;
/** A card of another unit or listing on one line: its price and its bedrooms ("Unit 1107 · 1 bed · $529,900 · 650 sq ft"). */
const LISTING_CARD = /\$\s?\d{1,3}(?:,\d{3})+/;
/**
 * The one exact area (no bracket of its own) the page states between low and high, never a lot's, an outdoor space's,
 * a locker's or parking's (named in its own sentence: "…the wraparound balcony. 642 sq ft per the floor plan" is the
 * unit's), nor another unit's on a card of its own.
 */
function exactAreaIn(lines: string[], low: number, high: number): number | null {
  const found = new Set<number>();
  for (const line of lines) {
    if (LISTING_CARD.test(line) && BEDROOM_COUNT.test(line)) continue;
    for (const m of line.matchAll(ANY_AREA)) {
      if (/\d\s*[-–—]\s*\d/.test(m[0])) continue;
      const at = m.index ?? 0;
      const before = line.slice(Math.max(0, at - 30), at);
      const after = line.slice(at + m[0].length, at + m[0].length + 30);
      const cut = before.split(SENTENCE_END);
      const near = `${cut[cut.length - 1] ?? ""} ${m[0]} ${after.split(SENTENCE_END)[0] ?? ""}`;
      if (/\b(?:lot|terrain|land|yard|courtyard|garage|patio|terrace|terrasse|deck|balcony|balcon|cour|locker|storage|parking)\b/i.test(near)) continue;
      const n = parseArea(`${m[1] ?? ""} ${m[2] ?? ""}`);
      if (n !== null && n > low && n <= high) found.add(n);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
/** A land's or lot's name within a few words before a figure ("land size for 12 Main St is", "Lot area:"). */
const LAND_BEFORE = /\b(?:land|lot|terrain|parcel|block)\s+(?:size|area|superficie)\b[^.!?]{0,60}$/i;

/**
 * The figure of an area badge (`badge`: AREA's match on the badges' line `own`), when another line of the page names that
 * same figure, in the same unit, the land's or lot's size; else null.
 */
function landSizeNamed(lines: string[], own: string, badge: RegExpExecArray): string | null {
  const figure = `${badge[1] ?? ""} ${badge[2] ?? ""}`;
  const same = (m: RegExpMatchArray): boolean => m[1] === badge[1] && (m[2] ?? "").toLowerCase() === (badge[2] ?? "").toLowerCase();
  for (const line of lines) {
    if (line === own) continue;
    for (const m of line.matchAll(ANY_AREA)) if (same(m) && LAND_BEFORE.test(line.slice(Math.max(0, (m.index ?? 0) - 80), m.index ?? 0))) return figure;
  }
  return null;
}
/** A lot's frontage and depth alone ("15,24 m x 30,48 m", "50 x 120 ft"), with no area stated beside them. */
const SIDES_ONLY = /^\d[\d\s,.]*\s*(?:m|ft|'|pi|pieds)?\.?\s*[x×]\s*\d[\d\s,.]*\s*(?:m|ft|feet|'|pi|pieds|metres|mètres|meters)?\.?$/i;
/** A stated area first ("5 000 pi² (464,52 m²)", "0.31 acres", "418 m²"), not the sides of a lot. */
const STATED_AREA = /^\d[\d\s\u00a0\u202f,.]*\s*(?:pi²|pi2|pc\b|ft²|sq\.?\s*ft|sqft|square\s+f|m²|m2\b|acres?|ac\b|hectares?|ha\b)/i;
/** A quantity of acres after another badge ("… Sq.Ft. 0.42 Acres"): the lot's badge of its own. */
const ACRES_BADGE = /(?<=\s)\d{1,4}(?:[.,]\d{1,3})?\s*acres?\s*$/i;
/** A lot's badge alone: "0,31 acre", "2.15 Acres". */
const LOT_BADGE = /^\d{1,4}(?:[.,]\d{1,3})?\s*acres?$/i;

/**
 * The badges of a summary strip on one line, split by middle dots or bars ("3 Bedrooms | 2 Full + 1 Half Bath | 1,980
 * sq. ft. | 0.62 Acre Lot"), three or more; null for any other line.
 */
function stripBadges(line: string): string[] | null {
  if (line.length > 200 || !/\s[·•|]\s/.test(line)) return null;
  const badges = line.split(/\s[·•|]\s/).map((b) => b.trim());
  return badges.length >= 3 ? badges : null;
}
/** A lot's badge in acres within a strip: "0.62 Acre Lot", "1.4 acres", "2-acre lot". */
const STRIP_ACRES = /^(\d{1,4}(?:[.,]\d{1,3})?)[\s-]?acres?(?:\s+lot)?$/i;

/** An area badge's figure, bare or with its unit, above its label ("1,480" over "Sq ft", "1620 sqft" over "Square Footage"). */
export const AREA_BADGE = /^(?:\d{1,3}(?:,\d{3})+|\d{3,5})(?:\s*(?:sq\.?\s*ft\.?|sqft|ft²|m²|pi²))?$/i;

/**
 * A building's labelled size, which is the listing's area only when the page gives no other; and whether the area read
 * came from a total's row ("Total finished 2,010 sq ft"), which an above-grade row after it replaces.
 */
export type AreaTally = { building: number | null; total?: boolean };

/** An area's label naming the area above grade ("Above grade", "Finished Sq Ft Above Ground", "Above Grade Sqft"). */
const ABOVE_GRADE_LABEL = /\babove[\s-](?:grade|ground)\b/i;
/** An area's label naming a total ("Total finished", "Floor Area Fin - Total", "Finished floor area (total)"). */
const TOTAL_LABEL = /\btotal\b/i;
/** The bare label "Above grade", read only with an area's figure: its unit, or three digits or more ("1,108", "950"). */
const BARE_ABOVE_GRADE = /^above[\s-]grade\s*:?\s*(?:$|\d)/i;

/** A land's measure at the start of a value ("142 hectares (118 ha en culture)", "160 acres"): never a building's area. */
const LAND_MEASURE = /^\d[\d\s\u00a0\u202f,.]*\s*(?:acres?|ac|hectares?|ha)\b/i;
/** An area's neighbours that make it another space's: a lot's, a garage's, an outdoor space's. */
const OTHER_SPACE = /\b(?:lot|terrain|land|yard|courtyard|garage|patio|terrace|terrasse|deck|balcony|balcon|cour|acres?|shop|barn)\b/i;

/** A land section's heading alone on its line ("Terrain", "Land", "Lot"), as realtor.ca heads its land rows. */
const LAND_HEADING = /^(?:terrain|land|lot|le\s+terrain)$/i;

/**
 * A row in a land section: its heading a few rows above, with only labels and their values between (realtor.ca's
 * French "Terrain", then "Superficie totale 212,7 m2": the land's total area, where "Bâtiment" heads the building's).
 */
function underLandHeading(lines: string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 8); ) {
    const line = (lines[i] ?? "").trim();
    if (LAND_HEADING.test(line)) return true;
    if (labelOf(line)) i--;
    else if (labelOf((lines[i - 1] ?? "").trim())?.value === "") i -= 2;
    else return false;
  }
  return false;
}

/** An area's label naming a land's unit as its own: "Size (acres)", "Superficie (hectares)", "Area (ac):". */
const LAND_UNIT_LABEL = /^[^\d(]{2,30}\((acres?|ac|hectares?|ha)\)\s*:?/i;
/** An area's label that names no living space, a building or a unit: "Superficie", "Size", "Area", "Superficie totale". */
const GENERIC_AREA_LABEL = /^(?:superficie(?:\s+totale)?|size|area|total\s+area|property\s+size)(?![\p{L}])/iu;

/**
 * A page that sells a lot: its title names land as its kind ("Terrain no 14 | Terrains à vendre", "Lot 23 for sale")
 * and the page counts no bedrooms, which a house on its land would.
 */
function sellsLand({ extra, labelledRows, own }: TextContext): boolean {
  const titles = (extra?.head ?? []).slice(0, 2);
  if (!titles.some((t) => propertyKindOfTitle(t) === "land")) return false;
  return !labelledRows.some((r) => r.hit?.label === "beds" || r.hit?.label === "baths") && !BEDROOM_COUNT.test(own);
}

/** An area's label naming the ground the building covers: "Superficie du bâtiment (au sol)", "Building footprint". */
const FOOTPRINT_LABEL = /\b(?:au\s+sol|at\s+ground(?:\s+level)?|footprint)\b/i;
/** An area's label qualified by one level of the home: "Floor Area (Main)", "Finished Area (Upper)", "Superficie (sous-sol)". */
const ONE_LEVEL_LABEL = /\((?:main|upper|lower|basement|bsmt|ground|first|second|third|1st|2nd|3rd|rez-de-chaussée|étage|sous-sol)(?:\s+(?:floor|level|étage))?\)/i;
/** An area's label (the words before its value) that names a footprint or one level's area, not the home's. */
const notTheHomesArea = (label: string): boolean => FOOTPRINT_LABEL.test(label) || ONE_LEVEL_LABEL.test(label);

/** An area row's value. */
export function areaRow(ctx: TextContext, row: LabelledRow, tally: AreaTally): void {
  const { set } = ctx;
  const { line, value, rule, at } = row;
  // An area under the land section's heading is the lot's.
  if (underLandHeading(ctx.rows, at)) return lotRow(ctx, row);
  // A farm's "Superficie totale : 142 hectares", a parcel's "Size: 2.5 acres": the land's area, the lot.
  const land = LAND_MEASURE.exec(value);
  if (land) {
    set("lotSize", land[0], rule);
    set("lot", parseLot(land[0]), rule);
    return;
  }
  // A classified's "Size (acres)" over a bare "96": the label's own unit is a land's, so the figure is the lot's.
  const landUnit = LAND_UNIT_LABEL.exec(line.trim());
  if (landUnit?.[1] && /^\d{1,6}(?:[.,]\d{1,3})?$/.test(value)) {
    const lot = `${value} ${landUnit[1]}`;
    set("lotSize", lot, rule);
    set("lot", parseLot(lot), rule);
    return;
  }
  // A lot for sale has no living area: its bare "Superficie 1 440,0 m² (15 500 pi²)" is the land's.
  if (GENERIC_AREA_LABEL.test(line.trim()) && sellsLand(ctx)) {
    const lot = parseLot(value);
    if (lot) {
      set("lotSize", value, rule);
      set("lot", lot, rule);
    }
    return;
  }
  // A building's footprint ("Superficie du bâtiment (au sol)", "Building area (at ground level)") is the ground it
  // covers, not its floors' living area; one level's area ("Floor Area (Main)" beside "(Upper)" and "(Lower)") is one
  // floor's, not the home's.
  const label = row.hit.value === "" || !line.includes(value) ? line : line.slice(0, line.lastIndexOf(value));
  if (notTheHomesArea(label)) return;
  // Dimensions ("Building Size 24 X 36 ft") are a footprint's sides, not an area.
  // A building's size beside the unit's own ("Unit Size 1,150 sq ft", "Building Size 6,800 sq ft"): the unit's
  // area is the listing's, the building's only when the page gives no other.
  if (/^\d/.test(value) && !/^[\d.,]+\s*(?:ft|m|')?\s*[x×]\s*\d/i.test(value)) {
    // A Québec plex's "Superficie du bâtiment" is its building's area as well, as is a business-for-sale listing's
    // "Building SF: 1,650" (its premises, leased or owned).
    if (/^(?:(?:gross\s+)?building\s+(?:size|area|sf|sq\.?\s*ft\.?)|superficie\s+du\s+bâtiment)(?![\w.])/i.test(line.trim())) {
      tally.building ??= parseArea(value);
      return;
    }
    // A bare "Above grade" takes only an area's figure ("Above Grade 3 · Below Grade 1" is a bedrooms' split).
    if (BARE_ABOVE_GRADE.test(line.trim()) && !AREA.test(value) && !/^(?:\d{1,3}(?:,\d{3})+|\d{3,5})$/.test(value)) return;
    // The area above grade after a total's row ("Total finished 2,010 sq ft", then "Above grade 1,108 sq ft"): the
    // area above grade is the home's, as the corpora take it over the total with the basement's.
    const area = parseArea(value);
    if (ABOVE_GRADE_LABEL.test(label) && tally.total === true && ctx.facts.squareFootage?.source === `text:${rule}` && area !== null) {
      ctx.replace("squareFootage", area, `text:${rule}`);
      tally.total = false;
      return;
    }
    if (ctx.facts.squareFootage === undefined && area !== null) tally.total = TOTAL_LABEL.test(label) && !ABOVE_GRADE_LABEL.test(label);
    set("squareFootage", area, rule);
  }
}

/**
 * A section about the unit's building as a whole, by its heading: the building named after a dash ("Building — Westwell
 * Lofts", "L'immeuble – Le Saint-Amable"; never a row's "Building: Detached"), "About the building", "The building at
 * a glance", "Building details", "À propos de l'immeuble".
 */
const BUILDING_NAMED = /^(?:(?:[Tt]he\s+)?[Bb]uilding|[Tt]ower|[Cc]omplex|[Ii]mmeuble|[Ll]['’]immeuble|[Bb]âtiment|[Ll]e\s+bâtiment)\s*(?:[—–]|\s-)\s*\p{Lu}.{0,60}$/u;
const BUILDING_ABOUT = /^(?:(?:about|inside)\s+(?:the|this)\s+(?:building|tower|complex)|(?:the\s+)?(?:building|tower|complex)\s+(?:at\s+a\s+glance|details|info(?:rmation)?|facts|overview)|à\s+propos\s+de\s+l['’]immeuble)$/i;

/**
 * A row among the short rows of a building's section (its heading at most a dozen rows above, no prose or land heading
 * between): the building's facts, its site's area the land the whole tower stands on, not the unit's lot; its
 * completion the year the unit's building was built (text/year.ts).
 */
export function inBuildingSection(rows: string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 12); i--) {
    const line = (rows[i] ?? "").trim();
    if (BUILDING_NAMED.test(line) || BUILDING_ABOUT.test(line)) return true;
    if (line.length > 60 || LAND_HEADING.test(line)) return false;
  }
  return false;
}

/** A lot row's value, or the size row under a "Lot" heading. */
export function lotRow({ facts, set, rows }: TextContext, { hit, line, value: stated, next, rule, at }: LabelledRow): void {
  // A building section's "Site Area 0.36 ac": the tower's land, which no unit in it owns as its lot.
  if (inBuildingSection(rows, at)) return;
  // A classified's lot row naming its tenure before the size ("Lot: Owned, 60 x 120 ft", "Lot: Leased – 0.5 acres"):
  // the size.
  const value = stated.replace(LOT_TENURE, "");
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
    // A US portal's "Acres: 12.4" names it on the value's own line, as its "Lot Acres" (an MLS feed's "LotSizeAcres") does.
    const acres = /^(?:acreage|acres|total\s+acres|total\s+acreage|titled?\s+acres|lot\s+(?:size\s+)?acres|lotsizeacres)\s*(?::|$)/i.test(line.trim()) && /^[\d.,]+\s*±?$/.test(value);
    // A US board's "Lot Size (Acres)" over a bare "0.07": the label's land unit is the figure's.
    const landUnit = acres || !/^[\d.,]+$/.test(value) ? null : LAND_UNIT_LABEL.exec(line.trim())?.[1];
    const stated = acres ? `${value.replace(/\s*±$/, "")} acres` : landUnit ? `${value} ${landUnit}` : value;
    const lot = parseLot(stated);
    // A dimensions row ("Dimensions du terrain : 15,24 m x 30,48 m", "Lot Dimensions 50 x 132") above the lot's stated
    // area ("Superficie du terrain 5 000 pi² (464,52 m²)", "Lot Acres 0.15"): the area the page states, in the unit it
    // states first, over the sides' product.
    const sides = facts.lot?.source === `text:${rule}` ? facts.lot.value : undefined;
    if (lot && sides?.widthFt !== undefined && lot.widthFt === undefined && SIDES_ONLY.test(facts.lotSize?.value ?? "") && STATED_AREA.test(stated)) {
      delete facts.lot;
      delete facts.lotSize;
      set("lotSize", stated, rule);
      set("lot", { ...lot, widthFt: sides.widthFt, depthFt: sides.depthFt }, rule);
    }
    if (lot) {
      set("lotSize", value, rule);
      set("lot", lot, rule);
    }
  }
}

/** A lot row's tenure before its size: "Owned, ", "Freehold – ", "Leased: ". */
const LOT_TENURE = /^(?:owned|own(?:ed)?\s+lot|freehold|fee\s+simple|leased|leasehold|rented)\s*[,:;–—-]\s*(?=\d)/i;

/** The building's labelled size, when nothing gave the unit's. */
export function buildingArea({ set }: TextContext, tally: AreaTally): void {
  set("squareFootage", tally.building, "label:area");
}

/**
 * The listing's own land in acres, after "on a", "this" or "your own" and before the land's noun, a conversion between
 * them in brackets: "on this treed 2.47 acre lot", "This 5.2 acre (2.1 hectare) parcel", "Your own 1.4 acre island".
 */
const OWN_ACRES_LOT = /\b(?:on\s+(?:a|an|the|this|its)|this|(?:your|its|their)\s+own)\s+(?:[a-z]+\s+){0,2}?(\d{1,3}(?:[.,]\d{1,3})?)[\s-]?(?:acres?|ac\.?)(?:\s+\([^()]{1,30}\))?\s+(?:lot|parcel|island|acreage)\b/i;
/** The same in square feet or metres: "built in 1994 on a 7,405 sq ft lot", "on this 650 m² lot". */
const OWN_AREA_LOT = /\b(?:on\s+(?:a|an|the|this|its)|this|(?:your|its|their)\s+own)\s+(?:[a-z]+\s+){0,2}?(\d{1,3}(?:,\d{3})+|\d{3,6})\s*(sq\.?\s*ft\.?|sqft|square[\s-]+f(?:oo|ee)t|ft²|m²|m2)\s+(?:lot|parcel)\b/i;
/**
 * The listing's land in acres after a verb that places the home on it, with no noun after: "farmhouse built in 1910 on
 * 3.2 acres" (an owner's "We built this bungalow ourselves in 1988 on 2.3 acres"), "This Cape sits on 1.1 acres"
 * (never "over 3 acres", a bound, nor acres of a park or crown land beside it).
 */
const SITS_ON_ACRES = /\b(?:sits?|sitting|set|situated|nestled|located|perched|built\s+(?:[a-z-]+\s+){0,4}?in\s+\d{4})\s+on\s+(?:approx(?:imately|\.)?\s*|about\s+|roughly\s+)?(\d{1,4}(?:\.\d{1,3})?)\s*±?\s*acres?\b(?!\s+(?:of\s+)?(?:crown|conservation|park|common|shared|public)\b)/i;
/** A sentence about another property: the neighbour's, next door's, an adjoining parcel's. */
const OTHER_PROPERTY = /\b(?:next\s+door|neighbou?r(?:ing|'s|s)?|adjoining|adjacent|separately)\b/i;
/** A lot's acres in brackets right after its noun: "on its own half-acre lot (0.5 acres)". */
const LOT_THEN_ACRES = /(?<!\bparking\s)\b(?:lot|parcel)\s+\((\d{1,3}(?:[.,]\d{1,3})?)\s*(?:acres?|ac\.?)\)/i;

/** A ranch's headline of its owned land: "1,840± deeded acres", "640 Deeded Acres". */
const DEEDED_ACRES = /^(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s*±?\s+deeded\s+acres?$/i;

/** A lot's sides with their unit just before the word "lot" ("a 50 x 110 ft lot", "a 15 x 30 m lot"). */
const SIDES_THEN_LOT = /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?\s*(?:'|ft\.?|feet|m)?\s*[x×]\s*\d{1,4}(?:[.,]\d{1,2})?\s*(?:'|ft|feet|m|metres|meters))\.?\s+lot\b/i;

/** A lot's size before its label, as a badge of acres, or in a sentence ("on a 0.21 acres lot"). */
export function lotFacts(ctx: TextContext): void {
  const { facts, set, lines, own, ownLines } = ctx;
  // A lot's value before its label on one line ("43 560 pi² (1 acre) Dimensions du terrain").
  // The same lot stated so in acres ("0.28 acre lot" in a summary strip) and in a labelled row in square feet ("Lot
  // size: 12,197 sqft", the feed's figure converted): the acres the page chose to name it by, as a reader writes it.
  const inFeet = facts.lot !== undefined && (facts.lot.value.unit === "ft2" || facts.lot.value.unit === "m2");
  if (facts.lot === undefined || inFeet) {
    for (const l of lines) {
      const m = l.length <= 80 ? LOT_BEFORE_LABEL.exec(l) : null;
      const label = m?.[2] ? labelOf(m[2]) : null;
      const lot = m?.[1] && label?.label === "lot" && label.value === "" ? parseLot(m[1]) : null;
      if (!lot || !m?.[1]) continue;
      if (facts.lot !== undefined) {
        if (!/^(?:acres|hectares)$/.test(lot.unit) || !sameAreaAsShown(facts.lot.value, lot)) continue;
        delete facts.lot;
        delete facts.lotSize;
      }
      set("lotSize", m[1], "lot-before-label");
      set("lot", lot, "lot-before-label");
      break;
    }
  }
  // "Lot Frontage 6.00 m" and "Lot Depth 31.00 m" on rows of their own, in one unit: the lot is their product (a bare
  // "Frontage" may be a shore's or a road's). CREA's land rows "Size Frontage 50 ft" and "Size Depth 110 ft" too.
  if (facts.lot === undefined) {
    const frontage = sideRow(ctx.rows, /^(?:lot|size)\s+frontage\b\s*:?\s*(.*)$/i);
    const depth = frontage ? sideRow(ctx.rows.slice(frontage.at + 1, frontage.at + 6), /^(?:lot|size)\s+depth\b\s*:?\s*(.*)$/i) : null;
    if (frontage && depth && frontage.metres === depth.metres) {
      const sides = `${frontage.length} x ${depth.length} ${frontage.metres ? "m" : "ft"}`;
      set("lotSize", sides, "lot-frontage-depth");
      set("lot", parseLot(sides), "lot-frontage-depth");
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
  // The listing's summary strip, the first with a count badge ("3 Bedrooms | 2 Full + 1 Half Bath | 1,980 sq. ft. | 0.62
  // Acre Lot | Built 1885"): its badge of acres is the lot's size.
  if (facts.lot === undefined) {
    const counted = (b: string[] | null): b is string[] => b?.some((x) => COUNT_BADGE.test(x)) ?? false;
    const strip = stripBadges(ownLines.find((l) => counted(stripBadges(l))) ?? "");
    const acres = strip?.map((b) => STRIP_ACRES.exec(b)?.[1]).find((n) => n !== undefined);
    if (acres) {
      set("lotSize", `${acres} acres`, "strip-acres");
      set("lot", parseLot(`${acres} acres`), "strip-acres");
    }
  }
  // A ranch's deeded acres on a line of their own ("1,840± deeded acres"): the land it owns, not a lease or permit beside it.
  if (facts.lot === undefined) {
    const deeded = ownLines.map((l) => DEEDED_ACRES.exec(l.trim())?.[1]).find((n) => n !== undefined);
    if (deeded) {
      set("lotSize", `${deeded} acres`, "deeded-acres");
      set("lot", parseLot(`${deeded} acres`), "deeded-acres");
    }
  }
  // A description's "on a 0.21 acres lot" ("on this treed 2.47 acre lot", "This 5.2 acre (2.1 hectare) parcel", an
  // island's "Your own 1.4 acre island"), a classified's "half-acre lot (0.5 acres)", or its "Lot is 33 x 125 ft" ("the
  // lot measures 50' x 120'", its sides with their unit): the listing's own lot, when nothing labels it. A parking
  // lot's size is no one's land.
  if (facts.lot === undefined) {
    const onLot = OWN_ACRES_LOT.exec(own) ?? LOT_THEN_ACRES.exec(own);
    // Or its sides with their unit right before the word ("on a fully owned 50 x 110 ft lot").
    const sides = onLot ? null : /(?<!\bparking\s)\blot\s+(?:is|measures)\s+(?:approx(?:imately|\.)?\s+|about\s+)?(\d{1,4}(?:[.,]\d{1,2})?\s*(?:'|ft\.?|feet|m)?\s*[x×]\s*\d{1,4}(?:[.,]\d{1,2})?\s*(?:'|ft|feet|m|metres|meters)(?![a-z]))/i.exec(own) ?? SIDES_THEN_LOT.exec(own);
    if (onLot?.[1]) {
      set("lotSize", `${onLot[1]} acres`, "on-acre-lot");
      set("lot", parseLot(`${onLot[1]} acres`), "on-acre-lot");
    } else if (sides?.[1]) {
      set("lotSize", sides[1], "lot-is-sides");
      set("lot", parseLot(sides[1]), "lot-is-sides");
    }
  }
  // A description's "on a 7,405 sq ft lot", or its "built in 1910 on 3.2 acres" ("sits on 1.1 acres"), in a sentence
  // about the listing, not the neighbour's or an adjoining parcel offered separately.
  if (facts.lot === undefined) {
    for (const sentence of own.split(/(?<=[.!?])\s+|\n/)) {
      if (OTHER_PROPERTY.test(sentence)) continue;
      const area = OWN_AREA_LOT.exec(sentence);
      const acres = area ? null : SITS_ON_ACRES.exec(sentence);
      const size = area?.[1] && area[2] ? `${area[1]} ${area[2]}` : acres?.[1] ? `${acres[1]} acres` : null;
      const lot = size ? parseLot(size) : null;
      if (!size || !lot) continue;
      set("lotSize", size, area ? "on-area-lot" : "sits-on-acres");
      set("lot", lot, area ? "on-area-lot" : "sits-on-acres");
      break;
    }
  }
  // A land classified's sentence that opens on its acres at the listing's whole address ("320 acres total (two
  // quarters, 285 cultivated) at 48052 Provincial Road 270, Rivers, MB R0K 1X0"): the land's size, the lot.
  if (facts.lot === undefined) {
    const acres = ACRES_AT_ADDRESS.exec(own)?.[1];
    if (acres) {
      set("lotSize", `${acres} acres`, "acres-at-address");
      set("lot", parseLot(`${acres} acres`), "acres-at-address");
    }
  }
  // The listing's title naming its land by its acres ("Private 38-acre island on the Bras d'Or Lake"), when nothing
  // on the page stated the lot: a title names only its own listing (the description may name a neighbour's island).
  if (facts.lot === undefined) {
    const acres = (ctx.extra?.head ?? []).slice(0, 2).map((t) => TITLE_ACRES_LAND.exec(t)?.[1]).find((n) => n !== undefined);
    if (acres) {
      set("lotSize", `${acres} acres`, "title-acres");
      set("lot", parseLot(`${acres} acres`), "title-acres");
    }
  }
  // The same in French: "Terrain de 0,8 acre avec vue", "terrain boisé d'environ 2,5 hectares", a classified's "sur un
  // terrain de 12 500 pi² dont vous êtes propriétaire" (its thousands spaced, in square feet or metres).
  if (facts.lot === undefined) {
    const terrain = /\bterrain\s+(?:[a-zà-ÿ]+\s+){0,2}?d(?:e\s+|['’]\s*)(?:environ\s+)?(\d{1,4}(?:[.,]\d{1,3})?\s*(?:acres?|hectares?|ha)\b|(?:\d{1,3}(?:[\s\u00a0\u202f]\d{3})+|\d{1,6})(?:,\d{1,2})?\s*(?:pi²|pi2|pieds\s+carrés|m²|m2\b|mètres\s+carrés))/i.exec(own);
    if (terrain?.[1]) {
      set("lotSize", terrain[1], "terrain-de");
      set("lot", parseLot(terrain[1]), "terrain-de");
    }
  }
}

/**
 * A listing's title naming its own land by its acres before the land's noun: "Private 38-acre island on the lake",
 * "2.5 Acre Lot with Creek", "Hobby farm: 40 acre parcel" (never an acreage of a park or crown land, which names no lot).
 */
const TITLE_ACRES_LAND = /(?<![\d.,$-])(\d{1,4}(?:\.\d{1,3})?)[\s-]?acres?\s+(?:lot|parcel|island|acreage|property|homestead|estate)\b/i;

/** A length with its unit: "6.00 m", "31 ft", "100'". */
const LENGTH = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*(m|metres?|mètres?|meters?|ft|feet|')\.?$/i;

/** The first row a side's label starts ("Lot Frontage", "Lot Depth: 31.00 m") with its length on it or the next row. */
function sideRow(rows: string[], label: RegExp): { at: number; length: string; metres: boolean } | null {
  for (let i = 0; i < rows.length; i++) {
    const hit = label.exec((rows[i] ?? "").trim());
    if (!hit) continue;
    const m = LENGTH.exec(hit[1] || (rows[i + 1] ?? "").trim());
    return m?.[1] && m[2] ? { at: i, length: m[1], metres: /^m/i.test(m[2]) } : null;
  }
  return null;
}

/** The home's area on a badge or fact line, or the one exact figure inside a size bracket. */
export function areaFacts(ctx: TextContext): void {
  const { set, lines, ownLines } = ctx;
  // Badges and fact lines only: a description's sentences name other areas ("a 1,200 sq ft private courtyard").
  // A badge of acres after the area ("1,864 Sq.Ft. 0.42 Acres") is the lot's own quantity, beside the home's area.
  // A value under a lot label ("Superficie du terrain" then "2 310 pc") is the lot's, not the living area.
  // So is one under an area's label in the land section ("Terrain", "Superficie totale", "212,7 m2"), or under a bare
  // "Superficie" on a page that sells a lot.
  const underLotLabel = (i: number) => {
    const label = i > 0 ? labelOf(lines[i - 1] ?? "")?.label : undefined;
    // Nor one under a footprint's or one level's label ("Superficie du bâtiment (au sol)", "Floor Area (Main)"), or
    // after it on its line.
    if (label === "area" && notTheHomesArea(lines[i - 1] ?? "")) return true;
    if (labelOf(lines[i] ?? "")?.label === "area" && notTheHomesArea((lines[i] ?? "").split(/\s\d/)[0] ?? "")) return true;
    return label === "lot" || (label === "area" && (underLandHeading(lines, i - 1) || (GENERIC_AREA_LABEL.test((lines[i - 1] ?? "").trim()) && sellsLand(ctx))));
  };
  // A postal code's "5M2" ("G6W 5M2") is no area in square metres; a bathroom's single-digit "4 pc" is its pieces,
  // not pieds carrés.
  const withoutPostal = (l: string): string => l.replace(/\b[A-Z]\d[A-Z][\s\u00a0-]?\d[A-Z]\d\b/gi, " ").replace(/(?<![\d,.])\d\s?-?\s?pc\b/gi, " ");
  // A table of suites or units states an area per row, each in a cell of its own ("610 sq ft", "860 sq ft",
  // "1,080 sq ft"): three different ones are no one listing's area, and a line that names the unit's whole summary
  // ("Featured suite: 2 Bedroom · 1 Bath · 860 sq ft · $2,275/month", badges split by a middle dot) is read instead.
  // A bathroom's pieces in a rooms table ("4 pc", "2 pc") are no suite's area.
  const isBareArea = (l: string): boolean => l.length <= 20 && AREA.exec(l)?.[0].trim() === l.trim() && AREA.test(withoutPostal(l));
  const unitTable = new Set(lines.filter(isBareArea).map((l) => parseArea(l.trim()))).size >= 3;
  const badges = (l: string): boolean => unitTable && l.length <= 120 && l.split(/\s[·•]\s/).length >= 3;
  // The listing's own badges above a bare area ("2 Bed", "1.5 Bath", "945 sq. ft.") make it the unit's, though other
  // suites' rows state theirs further down (a row names its bedrooms, never its baths too).
  const badgeAbove = (i: number, word: RegExp): boolean => lines.slice(Math.max(0, i - 3), i).some((b) => COUNT_BADGE.test(b.trim()) && word.test(b));
  const ownBadges = (i: number): boolean => badgeAbove(i, /\b(?:beds?|bedrooms?|bd|chambres?)\b/i) && badgeAbove(i, /\b(?:baths?|bathrooms?|ba|salles?\s+de\s+bains?)\b/i);
  // A summary strip of badges ("Seasonal Cottage · 3 Bedrooms · 1 Bath · 864 sq ft · 75' x 150' lot · Built 1962",
  // "3 Bedrooms | 2 Full + 1 Half Bath | 1,980 sq. ft. | 0.62 Acre Lot"): its area's own badge, whatever the lot's
  // badges beside it name.
  const stripArea = (l: string): string | undefined => stripBadges(l)?.find(isBareArea);
  const areaAt = lines.findIndex((line, i) => {
    const l = stripArea(line) ?? line;
    return (l.length <= 60 || badges(l)) && !(unitTable && isBareArea(line) && !ownBadges(i)) && AREA.test(withoutPostal(l)) && !/\b(?:lot|terrain|land|parcel|acres?|courtyard|garage|patio|terrace|terrasse|cour)\b/i.test(l.replace(ACRES_BADGE, " ")) && !underLotLabel(i);
  });
  const areaLine = lines[areaAt];
  const area = areaLine ? AREA.exec(withoutPostal(stripArea(areaLine) ?? areaLine)) : null;
  // A size bracket among the badges ("700-799 sqft") and the unit's exact area in a sentence ("Furnished 742 sq ft
  // loft"): the one exact figure inside the bracket is the unit's; the bracket's low bound is only a search band.
  const bracket = area ? /^(\d[\d,]*)\s*[-–—]\s*(\d[\d,]*)/.exec(area[0].trim()) : null;
  if (bracket?.[1] && bracket[2]) set("squareFootage", exactAreaIn(ownLines, Number(bracket[1].replace(/,/g, "")), Number(bracket[2].replace(/,/g, ""))), "area-in-range");
  // A bare badge whose figure the page names elsewhere as the land's size ("315.15m²" among the badges, "The land size
  // for … is 315.15m²"): the lot's, not the home's.
  const land = area && areaLine && !bracket ? landSizeNamed(lines, areaLine, area) : null;
  if (land) {
    set("lotSize", land, "area-named-land");
    set("lot", parseLot(land), "area-named-land");
  } else if (area) set("squareFootage", parseArea(`${area[1] ?? ""} ${area[2] ?? ""}`), "area");
  // A classified's sentence that sums up the home with its bedrooms and area ("2+1 bedrooms, one full bath, about
  // 1,280 sq ft on two levels", "Bungalow de 3 chambres, …, environ 1 350 pi² habitables"): that area, when no badge
  // or row states one; never a lot's, a garage's or an outdoor space's beside it.
  if (ctx.facts.squareFootage !== undefined) return;
  for (const sentence of summarySentences(ctx.own)) {
    const m = AREA.exec(withoutPostal(sentence));
    if (!m || /\d\s*[-–—]\s*\d/.test(m[0])) continue;
    // A rent roll's entry ("Unit 1 (main floor, 2 bedrooms, 820 sq ft) $1,895/month"): one unit's area, not the building's.
    if (inRentRollEntry(sentence, m.index)) continue;
    // The words around the area within its clause: "approx. 1,150 sq ft, with a fenced yard" names the yard apart.
    const before = sentence.slice(Math.max(0, m.index - 30), m.index);
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const near = `${before.slice(before.search(/[^,;:()]*$/))} ${m[0]} ${after.split(/[,;:()]/)[0] ?? ""}`;
    // Nor the land's figure named above, wherever the badges' line repeats it.
    if (OTHER_SPACE.test(near) || `${m[1] ?? ""} ${m[2] ?? ""}` === land) continue;
    set("squareFootage", parseArea(`${m[1] ?? ""} ${m[2] ?? ""}`), "sentence-area");
    break;
  }
  // An area the text itself calls the living space ("1 450 pi² habitables sur deux niveaux" in a photo's caption,
  // "about 1,280 sq ft of living space", "2,100 sq ft above grade plus a finished basement", "1,640 finished sq ft"), or
  // names so before it ("Superficie habitable d'environ 1 980 pi²", "Aire habitable de 1 240 pi² (sans le sous-sol)",
  // "living area of approx. 1,500 sq ft"): the home's, when nothing else stated one. Never a total the text says takes
  // in the basement ("3,200 finished sq ft including the basement").
  const notTotal = (m: RegExpExecArray | null): boolean => m !== null && !IN_TOTAL.test(ctx.own.slice(m.index + m[0].length, m.index + m[0].length + 40));
  const living = LIVING_AREA.exec(ctx.own) ?? [QUALIFIED_AREA, NAMED_LIVING_AREA].map((r) => r.exec(ctx.own)).find(notTotal);
  if (living) set("squareFootage", parseArea(`${living[1] ?? ""} ${living[2] ?? ""}`), "living-area");
  // A features list's item that opens on the listing's space by its area ("• 1,600 sq ft unit, lease renewed to 2032",
  // "1,250 sq ft retail space with 18 ft frontage"): a business's premises or a commercial unit, when nothing else
  // stated one; never an item about a part of a home or another space (a basement suite's, a shop's, a lot's).
  if (ctx.facts.squareFootage === undefined) {
    for (const raw of ctx.ownLines) {
      const line = raw.length <= 200 ? withoutPostal(raw).trim() : "";
      const item = OPENING_SPACE.exec(line);
      if (!item) continue;
      // The item's first clause, from its area to the first comma, bracket or colon after it.
      const clause = `${item[0]}${line.slice(item[0].length).split(/[,;:()]/)[0] ?? ""}`;
      if (!HOME_PART.test(clause) && !OTHER_SPACE.test(clause) && !OTHER_PLACE.test(clause)) set("squareFootage", parseArea(`${item[1] ?? ""} ${item[2] ?? ""}`), "item-area");
      break;
    }
  }
  if (ctx.facts.squareFootage === undefined) proseArea(ctx, withoutPostal);
}


/** A figure of a few hundred or thousand square feet or metres ("1,180", "1 980", "940") and its unit. */
const AREA_FIGURE = String.raw`(\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+|\d{3,5})`;
const AREA_UNIT = String.raw`(pi²|pi2|pieds\s+carrés|sq\.?\s*ft\.?|sqft|square\s+feet|m²|m2)`;
/**
 * An area named the living space after its unit: "1 450 pi² habitables", "1,280 sq ft of living space", "940 sq ft
 * livable", "2,100 sq ft above grade" (the area above grade, which the corpora take over the total with the basement's).
 */
const LIVING_AREA = new RegExp(String.raw`(?<![\w/.,–—-])${AREA_FIGURE}\s*${AREA_UNIT}\s+(?:habitables?|of\s+(?:finished\s+)?living\s+(?:space|area)|liv(?:e)?able|(?:finished\s+)?above[\s-]grade)\b`, "i");
/**
 * An item that opens on an area and the space it measures, after an optional bullet: "• 1,600 sq ft unit, …", "1,250
 * sq ft retail space with …" (the space's noun right after its unit, or one word of its use between).
 */
const OPENING_SPACE = new RegExp(
  String.raw`^(?:[•·▪◦‣*–—-]\s*)?${AREA_FIGURE}\s*${AREA_UNIT}\s+(?:(?:retail|commercial|restaurant|industrial|ground[\s-]floor|main[\s-]floor|street[\s-]level|corner|end|turnkey|leased|leasable|rentable)\s+)?(?:unit|premises|space|store(?:front)?|location|restaurant)\b`,
  "i",
);
/** An area's figure so qualified before its unit: "1,640 finished sq ft", "1,280 livable sq ft". */
const QUALIFIED_AREA = new RegExp(String.raw`(?<![\w/.,–—-])${AREA_FIGURE}\s+(?:finished|livable|liveable)\s+${AREA_UNIT}`, "i");
/** The living area's name, then its figure: "Superficie habitable d'environ 1 980 pi²", "living area of approx. 1,500 sq ft". */
const NAMED_LIVING_AREA = new RegExp(
  String.raw`\b(?:(?:superficie|aire|surface)\s+habitable|(?:finished\s+)?living\s+(?:area|space)|liv(?:e)?able\s+(?:area|space))\s*(?::\s*|de\s+|d['’]\s*|of\s+|is\s+)?(?:environ\s+|approx(?:imately|\.)?\s*|about\s+|près\s+de\s+)?${AREA_FIGURE}\s*${AREA_UNIT}`,
  "i",
);
/** Words after an area that make it a total with the basement's: "… in total", "… including the basement". */
const IN_TOTAL = /^[^.;]*\b(?:total|including|incl\.?|inclusive|avec\s+le\s+sous-sol|incluant)\b/i;

/** A part of the home whose area a clause names ("a 900 sq ft basement", "the 1,100 sq ft main floor" of a two-storey). */
const HOME_PART = /\b(?:basement|sous-sol|lower\s+level|upper\s+(?:level|floor)|second\s+(?:floor|level|storey)|upstairs|downstairs|suite|apartment|logement|loft|addition|in-law|total|including)\b/i;
/** More buildings, spaces and places than `OTHER_SPACE` names, whose area a description gives: "a 400 sq ft shed", "the neighbour's 7,000 sq ft lot". */
const OTHER_PLACE = /\b(?:workshop|shed|cabanon|remise|studio|bunkie|office|storage|rangement|carriage|coach\s+house|guest|pool|piscine|next\s+door|neighbou?r(?:ing|'s)?|voisin|adjoining|adjacent)\b/i;
/**
 * Words before an area that make it a rule's bound, not a home's size: a lot's covenants or bylaw ("minimum 1,200 sq ft
 * dwelling", "homes of at least 1,500 sq ft", "no smaller than 1,000 sq ft", "maximum 2,400 sq ft permitted").
 */
const AREA_BOUND = /\b(?:minimum|min\.|maximum|max\.|at\s+least|no\s+(?:less|smaller|more|larger|bigger)\s+than|not\s+(?:less|smaller|more|larger)\s+than|not\s+to\s+exceed|up\s+to)\s*(?:of\s+)?(?:approx(?:imately|\.)?\s*)?$/i;
/** A home of one storey, whose main level is all its area above grade: "raised bungalow", "rancher", "plain-pied". */
const ONE_STOREY = /\b(?:bungalow|rancher|ranch|rambler|one[-\s]stor(?:e)?y|single[-\s]stor(?:e)?y|plain-pied)\b/i;

/**
 * The one area a description's prose states, when no badge, row or summary gave one ("Approx. 1,250 sq ft with a bright
 * living and dining room"; "The main level offers approx. 1,180 sq ft" of a raised bungalow, whose main level is its
 * area above grade). Another building's, space's or lot's figure is passed; none is read when the prose gives a part
 * of the home its own (a basement, an upper floor, a suite), a main floor's on a home of more storeys, a size band, or
 * two different areas.
 */
function proseArea(ctx: TextContext, withoutPostal: (l: string) => string): void {
  const found = new Set<number>();
  for (const raw of ctx.ownLines) {
    const line = withoutPostal(raw);
    // Prose only: a paragraph of two sentences or more, never a card's or a badge's line (split by middle dots).
    if (line.length < 120 || !/\p{Ll}{2,}[.!?]\s+\p{Lu}/u.test(line) || line.split(/\s[·•|]\s/).length >= 3) continue;
    for (const m of line.matchAll(ANY_AREA)) {
      if (/\d\s*[-–—]\s*\d/.test(m[0])) return;
      const at = m.index ?? 0;
      const before = line.slice(Math.max(0, at - 40), at);
      const after = line.slice(at + m[0].length, at + m[0].length + 40);
      // The figure's clause: back to a comma, a bracket or a sentence's end; on to the next.
      const clause = `${before.slice(before.search(/[^,;:()!?]*$/)).split(SENTENCE_END).pop() ?? ""} ${after.split(/[,;:()!?]|(?<!\b(?:approx|env))\.(?:\s|$)/)[0] ?? ""}`;
      if (OTHER_SPACE.test(clause) || OTHER_PLACE.test(clause) || AREA_BOUND.test(before)) continue;
      if (HOME_PART.test(clause) || (/\bmain\s+(?:level|floor)\b|\brez-de-chaussée\b/i.test(clause) && !ONE_STOREY.test(line))) return;
      const n = parseArea(`${m[1] ?? ""} ${m[2] ?? ""}`);
      if (n !== null && n >= 300) found.add(n);
    }
  }
  if (found.size === 1) ctx.set("squareFootage", [...found][0], "prose-area");
}
