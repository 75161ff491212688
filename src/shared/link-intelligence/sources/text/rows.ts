/**
 * The labelled rows, read in the page's order: each row's value (on its line, the next line, or a badge's count on the
 * line before), handed to the reader of its label's fact.
 */
import type { Candidate } from "../../types.ts";
import { AREA_BADGE, areaRow, lotRow, type AreaTally } from "./area-lot.ts";
import { agentRow, brokerageRow } from "./agent.ts";
import { placeRow, type LabelledPlace } from "./address.ts";
import { bathSplitOf } from "./bath-split.ts";
import { bathRow, type BathTally } from "./baths.ts";
import { bedsBelowRow, bedsRow } from "./beds.ts";
import type { TextContext } from "./context.ts";
import { kindRow } from "./kind.ts";
import { COUNT, labelOf, type LabelHit } from "./labels.ts";
import { mlsRow } from "./mls.ts";
import { neighbourhoodRow } from "./neighbourhood.ts";
import { priceRow } from "./price.ts";
import { yearRow } from "./year.ts";

/**
 * A labelled row as its reader sees it: the label, its line, the value read for it, the lines around it (trimmed),
 * whether the value is the count before the label, the row's index in `ctx.rows` and the rule its facts are set under.
 */
export type LabelledRow = { hit: LabelHit; line: string; value: string; prev: string; next: string; before: boolean; at: number; rule: string };

/** What the labelled rows leave to the readers after them. */
export type RowTally = { baths: BathTally; area: AreaTally; hints: Candidate<string>[]; place: LabelledPlace };

const COUNT_LABELS = new Set<LabelHit["label"]>(["beds", "bedsBelow", "baths", "halfBaths", "bathsTotal", "bathsFull", "bathsThreeQuarter", "bathsAndPowder"]);
/** A word label alone on its line, one the table knows nothing of ("Storeys", "Parking Spaces", "Fireplaces"). */
const WORD_LABEL = /^[\p{L}][\p{L} ()'’/-]{1,30}$/u;

/**
 * A facts table, not badges, from the first count label on: a label the table does not know ("Storeys", "1.5") above
 * it, and each count label of the run ("Bedrooms", "3", "Full Bathrooms", "1", "Partial Bathrooms", "1") with its
 * count on the line after it (or a bathrooms split: "1 Full, 1 Half"). Badges end on a label ("2", "Baths", "1,360",
 * "Sqft"), a table on a value.
 */
function tableOfCounts({ rows, labelledRows }: TextContext, first: number): boolean {
  if (!WORD_LABEL.test((rows[first - 2] ?? "").trim())) return false;
  const isCountLabel = (i: number): boolean => {
    const hit = labelledRows[i]?.hit;
    return hit !== null && hit !== undefined && hit.value === "" && COUNT_LABELS.has(hit.label);
  };
  // The run's last value may split its baths itself ("Bathrooms", "1 Full, 1 Half"): a table's value all the same.
  const isValue = (i: number): boolean => COUNT.test((rows[i] ?? "").trim()) || (labelledRows[i - 1]?.hit?.label === "baths" && bathSplitOf((rows[i] ?? "").trim()) !== null);
  let at = first;
  while (isValue(at + 1) && isCountLabel(at + 2)) at += 2;
  return isValue(at + 1);
}

export function readLabelledRows(ctx: TextContext): RowTally {
  const { rows, labelledRows } = ctx;
  const tally: RowTally = {
    baths: { half: null, total: null, full: null, threeQuarter: null, halfIsPartOfTotal: true },
    area: { building: null },
    hints: [],
    place: { street: null, city: null },
  };
  // Badges put the count before its label ("3 + 1" then "Bedrooms"), tables after it: the first count label says which.
  const firstCount = labelledRows.findIndex(({ line, hit }) => line.length <= 40 && hit !== null && hit.value === "" && (hit.label === "beds" || hit.label === "baths"));
  // Not when that count is itself the value of a label alone on the line above it ("Nombre de pièces", "9"); a price's
  // label never takes a bare count ("$849,900", "Price", "3+1", "Beds": the badges' own values stand above them).
  const above = labelOf((rows[firstCount - 2] ?? "").trim());
  const countBefore = firstCount > 0 && COUNT.test((rows[firstCount - 1] ?? "").trim()) && !(above?.value === "" && above.label !== "price") && !tableOfCounts(ctx, firstCount);
  const usedAsValue = new Set<number>();
  // The badge labels whose count stood before them.
  const badgeLabels = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const line = rows[i] ?? "";
    const hit = labelledRows[i]?.hit;
    if (!hit) continue;
    const next = (rows[i + 1] ?? "").trim();
    const isCountLabel = COUNT_LABELS.has(hit.label);
    // On a badge page the count stands before its label, unless that count is already the previous label's value
    // (a facts table further down: "Bedrooms", "3 + 1", "Bathrooms (Total)", "3").
    const prev = (rows[i - 1] ?? "").trim();
    // The area's badge after them in the same run ("3", "Bedrooms", "2.5", "Baths", "1,480", "Sq ft", "2019", "Built"):
    // its figure stands before its label too, never the next badge's after it.
    const before = countBefore && !usedAsValue.has(i - 1) && (isCountLabel ? COUNT.test(prev) : hit.label === "area" && hit.value === "" && badgeLabels.has(i - 2) && AREA_BADGE.test(prev));
    if (before) badgeLabels.add(i);
    const value = hit.value !== "" ? hit.value : before ? prev : next.length <= 80 ? next : "";
    if (value === "") continue;
    // A bare count under a price's label ("Price" above "3+1") is the next badge's value, not the price.
    if (hit.value === "" && (before || hit.label !== "price" || !COUNT.test(next))) usedAsValue.add(before ? i - 1 : i + 1);
    const rule = hit.label === "price" ? "price-label" : `label:${hit.label}`;
    const row: LabelledRow = { hit, line, value, prev, next, before, at: i, rule };
    switch (hit.label) {
      case "price":
        priceRow(ctx, row);
        break;
      case "beds":
        bedsRow(ctx, row);
        break;
      case "bedsBelow":
        bedsBelowRow(ctx, row);
        break;
      case "baths":
      case "bathsAndPowder":
      case "halfBaths":
      case "bathsTotal":
      case "bathsFull":
      case "bathsThreeQuarter":
        bathRow(ctx, row, tally.baths);
        break;
      case "neighbourhood":
        neighbourhoodRow(ctx, row);
        break;
      case "area":
        areaRow(ctx, row, tally.area);
        break;
      case "lot":
        lotRow(ctx, row);
        break;
      case "year":
        yearRow(ctx, row);
        break;
      case "mls":
      case "listingNo":
        mlsRow(ctx, row);
        break;
      case "propertyType":
      case "typeHint":
      case "styleHint":
        kindRow(ctx, row, tally.hints);
        break;
      case "agentBlock":
        agentRow(ctx, row);
        break;
      case "brokerage":
        brokerageRow(ctx, row);
        break;
      case "streetLabel":
      case "cityLabel":
        placeRow(ctx, row, tally.place);
        break;
    }
  }
  return tally;
}
