/**
 * Text heuristics for listing facts in English and French, run last on the listing's own visible text
 * (see page-text.ts): labelled values ("Lot Size: 0.52 ac", "No Centris 18699470", a label with its value on the
 * next line), counts ("3 chambres", "1 bathroom and 1 powder room"), the first price that is not an estimate, a fee
 * or a sold price, the display address lines, and agent/brokerage only from a labelled block or their markup.
 *
 * Each fact has its readers in text/; this runs them in order. The first reading of a fact stays (`ctx.set`), so the
 * order is the readers' precedence (the labelled rows first, then badges and sentences, the address last), and it is
 * also the order of the facts' keys, which the extraction's notes list.
 */
import type { ListingFacts } from "../types.ts";
import { addressFacts, regionAndMap } from "./text/address.ts";
import { cardAgents, footerFirm, markupAgents, portalBrandFirm } from "./text/agent.ts";
import { areaFacts, buildingArea, lotFacts } from "./text/area-lot.ts";
import { countedBaths, labelledBathSplit } from "./text/baths.ts";
import { bedroomCounts, severalUnits } from "./text/beds.ts";
import { contextOf, type TextExtra } from "./text/context.ts";
import { typeHintsOf } from "./text/kind.ts";
import { mlsSentence } from "./text/mls.ts";
import { areaLine, chipPlace, cityQuarter, cityThenPlace, headlineRise, lakeNotNeighbourhood, markupNeighbourhoods, neighbourhoodCell, neighbourhoodSentence, titleNeighbourhoods, titleQuarter, trailNeighbourhood, withoutAreaInitials } from "./text/neighbourhood.ts";
import { firstPrice, notAskingAmounts, unpricedPage } from "./text/price.ts";
import { readLabelledRows } from "./text/rows.ts";
import { yearSentences } from "./text/year.ts";

/**
 * `text` is the listing's own text; `extra.head` holds the title and description, read for counts and prices but
 * not for the address (a title's short address would hide the page's full one).
 */
export function textFacts(text: string, extra?: TextExtra): ListingFacts {
  const ctx = contextOf(text, extra);
  const tally = readLabelledRows(ctx);
  buildingArea(ctx, tally.area);
  typeHintsOf(ctx, tally.hints);
  const unpriced = unpricedPage(ctx);
  markupAgents(ctx);
  markupNeighbourhoods(ctx);
  neighbourhoodCell(ctx);
  cardAgents(ctx);
  titleQuarter(ctx);
  labelledBathSplit(ctx, tally.baths);
  // Before the counted baths: a "Bed/Bath: 2/2" row's baths come before a badge's.
  bedroomCounts(ctx);
  countedBaths(ctx, tally.baths);
  lotFacts(ctx);
  areaFacts(ctx);
  mlsSentence(ctx);
  neighbourhoodSentence(ctx);
  yearSentences(ctx);
  notAskingAmounts(ctx);
  firstPrice(ctx, unpriced);
  addressFacts(ctx, tally.place);
  trailNeighbourhood(ctx);
  regionAndMap(ctx);
  titleNeighbourhoods(ctx);
  cityThenPlace(ctx);
  areaLine(ctx);
  headlineRise(ctx);
  cityQuarter(ctx);
  chipPlace(ctx);
  withoutAreaInitials(ctx);
  lakeNotNeighbourhood(ctx);
  severalUnits(ctx);
  footerFirm(ctx);
  portalBrandFirm(ctx);
  return ctx.facts;
}
