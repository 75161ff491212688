/** Hints at the property's kind: labelled type and style rows, or a kind's word alone among the count badges. */
import { namesAType, propertyKindOf, propertyKindOfSentence, propertyKindOfTitle } from "../../normalise/kind.ts";
import type { Candidate } from "../../types.ts";
import type { TextContext } from "./context.ts";
import { COUNT_BADGE, labelOf } from "./labels.ts";
import { isPlaceName, isUnitCrumb, pageTrail } from "./place-names.ts";
import type { LabelledRow } from "./rows.ts";

/** A property type, type or style row's value: a hint (the property type's also its own fact). */
export function kindRow({ set }: TextContext, { hit, line, value: row, rule }: LabelledRow, hints: Candidate<string>[]): void {
  // A type too long for a row's words only for its note in brackets ("2-storey half duplex (freehold, no strata)"): the
  // words before the note.
  const value = row.length > 40 ? row.replace(/\s*\([^()]*\)$/, "") : row;
  if (hit.label === "propertyType") {
    if (value.length <= 40 && !/\d{3}/.test(value)) {
      set("propertyType", value, rule);
      hints.push({ value, source: `text:${rule}` });
    }
    return;
  }
  if (value.length <= 40 && !/\d{3}/.test(value)) hints.push({ value, source: `text:${rule}` });
  // A building with its particulars ("Improvements: Cabin, 1 bedroom + loft, 640 sq ft"): the building's word.
  else if (/^improvements\b/i.test(line.trim()) && /^[\p{L}\s-]{3,30},/u.test(value)) hints.push({ value: value.slice(0, value.indexOf(",")), source: `text:${rule}` });
}

/** A line of two pieces, a place's name and a kind's word or two ("Roncesvalles · Semi-Detached"): the kind's words. */
function eyebrowKind(line: string): string | null {
  if (line.length > 60) return null;
  const pieces = line.split(/\s[·•|]\s/).map((p) => p.trim());
  if (pieces.length !== 2) return null;
  const kindWord = (p: string): boolean => /^\p{L}[\p{L}\s-]{2,23}$/u.test(p) && p.split(/[\s-]+/).length <= 2 && propertyKindOf(p) !== null;
  const [a = "", b = ""] = pieces;
  // The other piece names a place, not a type ("Single Family · Ranch" is two type words).
  if (kindWord(b) && isPlaceName(a) && !namesAType(a)) return b;
  if (kindWord(a) && isPlaceName(b) && !namesAType(b)) return a;
  return null;
}

/**
 * A line of particulars that leads with the kind's words, then counts the bedrooms and the baths ("Seasonal Cottage · 3
 * Bedrooms · 1 Bath · 864 sq ft · Built 1962"): the kind's words. Never a card's line, with its own price or sale
 * ("SOLD $329,000 · 2 bed cottage · 50' x 125' lot").
 */
function summaryLineKind(line: string): string | null {
  if (line.length > 160 || /\$|\d\s?\$|\bsold\b|\bvendu/i.test(line)) return null;
  const pieces = line.split(/\s[·•|]\s/).map((p) => p.trim());
  const [first = ""] = pieces;
  if (pieces.length < 3 || !/^\p{L}[\p{L}\s-]{2,30}$/u.test(first) || first.split(/[\s-]+/).length > 3 || propertyKindOf(first) === null) return null;
  return pieces.filter((p) => COUNT_BADGE.test(p)).length >= 2 ? first : null;
}

/**
 * A going concern's cash flow row ("Cash Flow: $118,400"), the label alone on its line or with its value; a French
 * broker's sales row ("Chiffre d'affaires (2024)"), a business's turnover (a building's income is its "revenus").
 */
const CASH_FLOW_ROW = /^(?:cash\s+flow|chiffre\s+d['’]affaires(?:\s*\([^)]{1,20}\))?)\s*(?::|\t|$)/i;
/**
 * A row only a business for sale has beside it: its earnings (the French "BAIIA", EBITDA, normalised or not), its
 * furniture and equipment, why its owner sells.
 */
const GOING_CONCERN_ROW = /^(?:ebitda|sde|seller['’]?s\s+discretionary\s+earnings|ff\s?&\s?e|furniture,?\s+fixtures,?\s+(?:and|&)\s+equipment|reasons?\s+for\s+selling|baiia(?:\s+normalis[ée])?)\s*(?::|\t|$)/i;

/**
 * A business-for-sale listing's financial rows: its cash flow beside its EBITDA or seller's discretionary earnings, its
 * FF&E or its reason for selling (a business marketplace's listing). A building's rent roll or cash flow alone is not.
 */
export const sellsBusiness = ({ rows }: TextContext): boolean => rows.some((r) => CASH_FLOW_ROW.test(r.trim())) && rows.some((r) => GOING_CONCERN_ROW.test(r.trim()));

/** A building's height as one piece of its particulars ("38 storeys", "41 storeys", "24 étages"). */
const STOREYS_PIECE = /^(\d{1,3})[\s-]?(?:storeys?|stories|story|floors|étages)$/i;
/**
 * The storeys a line of a building's particulars gives ("38 storeys · 412 units · built 2021", "55 Grosvenor Cres · 41
 * storeys · 2019"), or 0: a piece of its own among others, never a sentence's words.
 */
const towerStoreys = (line: string): number => {
  const pieces = line.length <= 160 ? line.split(/\s[·•|]\s/) : [];
  return pieces.length < 2 ? 0 : Math.max(0, ...pieces.map((p) => Number(STOREYS_PIECE.exec(p.trim())?.[1] ?? 0)));
};
/**
 * A line naming one unit: an address with the unit before its civic number ("2307-188 Queens Quay W", "#1907 - 55
 * Grosvenor Cres"), or a heading's "Unit 2307", "Suite 1907 at …".
 */
const namesUnit = (line: string): boolean =>
  line.length <= 120 && (/^#?\d{1,5}[A-Za-z]?\s?[-–]\s?\d{1,6}[A-Za-z]?\s+\p{Lu}/u.test(line.trim()) || /(?:^|\s)(?:unit|suite|apt\.?|apartment)\s+#?\d{2,5}[A-Za-z]?\b/i.test(line));
/** Whether the page's title or description names a kind, as the merge reads them (a title's, a sentence's dwelling). */
const headNamesKind = (head: string[]): boolean => head.some((h) => propertyKindOfTitle(h) !== null || propertyKindOfSentence(h) !== null);

/** The rows' hints, or a kind alone among the count badges, as the listing's type hints. */
export function typeHintsOf(ctx: TextContext, hints: Candidate<string>[]): void {
  const { facts, ownLines, extra } = ctx;
  // A business for sale's financial rows when no row names a kind (a marketplace's industry, "Bakeries", names none):
  // the listing sells a business.
  if (!hints.some((h) => propertyKindOf(h.value) !== null) && sellsBusiness(ctx)) hints.push({ value: "Business for sale", source: "text:business-financials" });
  // A kind alone among the count badges ("2 Beds + Den", "2 Baths", "812 sq.ft.", "Condo"): the listing's type.
  if (hints.length === 0) {
    // A lot's label alone over its size ("Terrain" over "75 pi x 120 pi", "Land" over "0.5 ac") is a facts table's
    // row, not a badge naming land.
    const lotLabel = (l: string, i: number): boolean => labelOf(l)?.label === "lot" && labelOf(l)?.value === "" && /\d/.test(ownLines[i + 1] ?? "");
    const badge = ownLines.findIndex(
      (l, i) => l.length <= 24 && /^\p{L}[\p{L}\s-]*$/u.test(l) && l.split(/\s+/).length <= 2 && propertyKindOf(l) !== null && ownLines.slice(Math.max(0, i - 3), i + 4).some((n) => COUNT_BADGE.test(n)) && !lotLabel(l, i),
    );
    if (badge >= 0) hints.push({ value: ownLines[badge] ?? "", source: "text:kind-badge" });
  }
  // A summary line of the listing's particulars that leads with its kind ("Seasonal Cottage · 3 Bedrooms · 1 Bath · 864
  // sq ft"): the listing's type.
  if (hints.length === 0) {
    for (const line of ownLines) {
      const led = summaryLineKind(line);
      if (led === null) continue;
      hints.push({ value: led, source: "text:kind-summary" });
      break;
    }
  }
  // A heading's eyebrow of the place and the kind alone, in either order ("Roncesvalles · Semi-Detached", "Condo ·
  // Griffintown"): the listing's type.
  if (hints.length === 0) {
    const eyebrow = ownLines.map((l) => eyebrowKind(l)).find((k) => k !== null);
    if (eyebrow) hints.push({ value: eyebrow, source: "text:kind-eyebrow" });
  }
  // A trail ending on one unit under its building ("Yaletown › Helmcken Point › Suite 1807 for rent"): the listing is
  // a unit of that building, an apartment (a townhouse's "TH 12" is not, nor a listing's number alone, "#41207").
  const last = pageTrail(extra?.crumbs ?? [], ctx.lines).at(-1)?.trim() ?? "";
  if (hints.length === 0 && isUnitCrumb(last) && /^(?:suite|unit|apt|app|appartement|[LUGS]?PH)/i.test(last)) hints.push({ value: "Unit", source: "text:kind-unit-crumb" });
  // A unit of a tower: the listing's address or heading names a unit ("2307-188 Queens Quay W", "Unit 2307 at The
  // Lumen") and the page gives its building's height among the building's particulars, five storeys or more ("38
  // storeys · 412 units · built 2021"): an apartment in it (a house or a townhouse stands no five storeys high), when
  // no word of the page or its titles names a kind.
  if (!hints.some((h) => propertyKindOf(h.value) !== null) && ownLines.some((l) => towerStoreys(l) >= 5) && ctx.lines.some(namesUnit) && !headNamesKind(extra?.head ?? [])) hints.push({ value: "Unit", source: "text:kind-tower-unit" });
  if (hints.length > 0) facts.typeHints = hints;
}
