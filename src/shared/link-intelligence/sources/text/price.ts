/**
 * The asking price: a labelled price, else the first dollar figure that is not an estimate, a fee, a tax, a sold or an
 * earlier price; none on a page whose price slot says it has none.
 */
import { normalisePrice } from "../../normalise/price.ts";
import type { NormalisedPrice } from "../../types.ts";
import type { TextContext } from "./context.ts";
import type { LabelledRow } from "./rows.ts";

/**
 * A price slot or label value that states no price: "Price on request", "Unpriced · Sale by Tender", "Prix sur demande";
 * an auction's "Unreserved" badge or "Starting Bid: TBD" (it sells for whatever the bids reach).
 */
const UNPRICED = /^(?:(?:list\s+|asking\s+)?price\s*:?\s*)?(?:price\s+(?:on|upon)\s+request|unpriced|(?:sale\s+)?by\s+tender|prix\s+sur\s+demande|call\s+for\s+price|contact\s+(?:us\s+)?for\s+price|unreserved|(?:starting|opening)\s+bid\s*:?\s*(?:tbd|to\s+be\s+determined|n\/a)\b)\b/i;
/** A price rounded to its millions or thousands ("1,2 M$", "$1.2M", "$850K"). */
const ROUNDED_PRICE = /\d\s?[MK]\b|\d\s?M\s?\$/i;
/** An exact amount a rounded one stands for: within 5% of it. */
const roundsTo = (exact: number, rounded: number): boolean => Math.abs(exact - rounded) <= rounded * 0.05;
/**
 * A price before taxes ("579 900 $ + taxes", "$649,900 plus HST", a town's "38 750 $ (taxes en sus)", taxes on top)
 * is the price: its taxes are no tax's amount.
 */
const PLUS_TAXES = /\s*(?:(?:\+|plus)\s*(?:taxes|tx|tps(?:\s*[/+]\s*tvq)?|gst|hst)\b|\(?\s*(?:taxes|tx|tps(?:\s*[/+]\s*tvq)?)\s+en\s+sus\b\)?)/gi;
/** A project's floor price ("Condos à partir de 349 900 $", "Townhomes from $599,900"): its cheapest unit's, not this one's. */
const PROJECT_FLOOR = /\b(?:condos|units|unités|homes|maisons|townhomes|townhouses|suites|appartements|logements|lofts)\s+(?:(?:à\s+)?partir\s+de|starting\s+(?:from|at)|from)\b/i;
const skipsPrice = (line: string): boolean => SKIP_PRICE.test(line.replace(PLUS_TAXES, "")) || PROJECT_FLOOR.test(line);
/** "Prix demandé antérieur : 334 000 $", "Previous price $334,000", "Was $334,000": an earlier price, not the current one. */
const EARLIER_PRICE = /^(?:antérieur|ancien|précédent|initial|original|previous|former|was)\b/i;
// A tenant's rent on a home for sale ("Currently leased at $2,450/month", "loué à 1 200 $/mois") is the lease's, too.
// An auction's figures are no asking price: an assessed value, an "Est. Resale Value", a bid, the buyer's premium.
// A commercial page's price per square foot ("Price / SF $165.49") is the area's rate, not the price.
const SKIP_PRICE = /estimate|\bjust\s*\/\s*market\s+value|\bjust\s+value\b|^\s*market\s+value\b|\b(?:average|avg\.?|median)\b|\bm[ée]dian|\bmoyen(?:ne)?\b|\best\.\s|resale\s+value|assessed|\b(?:starting|opening|current|high(?:est)?|minimum|winning)\s+bids?\b|buyer'?s\s+premium|zestimate|sold|similar|mortgage|payment|maint|fees?\b|\btax|per\s+(?:sq|acre|ft|sf\b)|\/\s*(?:sq|sf\b|m²|m2\b)|\bpsf\b|revenus|income|évaluation|assessment|frais|taxes|hypoth|per\s+acre|acre\)|\bleased\s+(?:at|for)\b|\blou[ée]e?\s+(?:à|pour)\s/i;
// A figure with its currency's code after it ("1.485.000 CAD", as a European portal writes the listing's own price).
// A euro figure grouped by dots ("€ 200.000", as Europe writes it) is two hundred thousand euros.
// A hand-typed rent with no thousands separator ("1200$/mois", "875$/mois CHAUFFÉ"), or a room's "$949/month": only
// with its month after it. A vacation rental's weekly rate ("$2,150 / week") keeps its week.
const PRICE = /((?:US\$|CA\$|C\$|(?:CAD|USD)\s|\$|£|€)\s?\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:\.\d\d)?|(?:£|€)\s?\d{1,3}(?:\.\d{3})+(?![\d.,])|(?:US\$|CA\$|C\$|\$|£|€)\s?\d{1,3}(?:[.,]\d{1,2})?\s?[MK]\b|(?:US\$|CA\$|C\$|\$|£|€)\s?\d{4,9}\b|\d{1,3}(?:[\s\u00a0\u202f.]\d{3})+(?:,\d\d)?\s?(?:\$|€|£)|\d{1,3}(?:[,\s\u00a0\u202f.]\d{3})+\s?(?:CAD|USD|EUR|GBP)\b|\d{1,3}(?:,\d{1,2})?\s?M\s?\$|\d{3,5}\s?\$(?=\s*(?:\/\s*(?:mois|month|mo)\b|par\s+mois|per\s+month))|(?:US\$|CA\$|C\$|\$)\s?\d{3}(?=\s*\/\s*(?:month|mo|mois)\b))(\s*\/\s*(?:mois|monthly|month|mo|week|wk|semaine)\b|\s+(?:par\s+mois|per\s+month|monthly|per\s+week|par\s+semaine|weekly))?/i;

/** A price's label that names its month: "Monthly rent", "Loyer mensuel", a co-op's "(Monthly) housing charge". */
const MONTHLY_LABEL = /^(?:monthly\s+(?:rent|housing\s+charge)|loyer\s+mensuel|housing\s+charge)\b/i;

/** A price per area after another figure on its line ("$489,900 $410/sqft"): the line's last figure. */
const PER_AREA_SUFFIX = /\d\s+\$\s?\d[\d,]*(?:\.\d\d)?\s*\/\s*(?:sq\.?\s*ft|sqft|ft²|ft2|m²|m2)\.?\s*$/i;
/** That per-area figure, to be left out of the line. */
const PER_AREA_FIGURE = /\s\$\s?\d[\d,]*(?:\.\d\d)?\s*\/\s*(?:sq\.?\s*ft|sqft|ft²|ft2|m²|m2)\.?\s*$/i;

/**
 * A rent row that names the part of the home it is the rent of ("Loyer du logement 925 $/mois", "Loyer du sous-sol",
 * "Rent of the basement unit"): one unit's rent on a home for sale, not the listing's price.
 */
const PART_RENT = /^(?:loyer|rent)\s+(?:du|de\s+la|de\s+l['’]|des|of\s+(?:the\s+)?|for\s+the\s+)\s*\p{L}/iu;

/** A date alone on its line, as a price history's first cell gives it ("Sep 22, 2025", "2025-09-22", "22 sept. 2025"). */
const DATE_CELL = /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\s+(?:janv|f[ée]vr|mars|avr|mai|juin|juil|ao[ûu]t|sept|oct|nov|d[ée]c)\p{L}*\.?\s+\d{4})$/iu;

/** A "Price" row's value. */
export function priceRow(ctx: TextContext, { hit, line, value, before, rule, prev }: LabelledRow): void {
  const { facts, set } = ctx;
  if (PART_RENT.test(line.trim())) return;
  // A price history's row, its cells one a line ("Sep 22, 2025", "Listed", "$1,119,000"): the event under its date is
  // no label, and its figure is that day's price, not today's.
  if (hit.value === "" && DATE_CELL.test(prev)) return;
  // "Price reduced by $10,000", "Prix réduit de 5 000 $": the change, not the price.
  // A label alone above a bare number ("Price" over a table's "2203", a unit's number) is a column's heading: the
  // value on the next line is a price only with its currency or its thousands grouped.
  if (hit.value === "" && !before && !/[$€£]|\d[,\s\u00a0\u202f.]\d{3}\b/.test(value)) return;
  // "Listed on 2026-11-19", "Listed 11/19/2026": the date it was listed.
  const date = /^(?:on\s|\d{4}-\d{1,2}-\d{1,2}\b|\d{1,2}\/\d{1,2}\/\d{2,4}\b)/i.test(value);
  // A price history on one line ("Listed $415,000 · Reduced to $389,000"): the first figure is the earlier price.
  const history = /\d.*\b(?:reduced|lowered|dropped|changed|increased|raised)\s+to\b.*\d|\d.*\b(?:r[ée]duit|baiss[ée])\s+à\b.*\d/i.test(value);
  if (!skipsPrice(line) && /\d/.test(value) && !date && !history && !/^(?:reduced|reduction|r[ée]duit|r[ée]duction|baiss[ée]|drop(?:ped)?|chang(?:e|ed)|cut)\b/i.test(value) && !EARLIER_PRICE.test(value)) {
    const price = normalisePrice(value);
    // A header's rounded "1,2 M$" gives way to the exact "1 195 000 $" it rounds, labelled further down.
    const rounded = facts.price?.source === `text:${rule}` && ROUNDED_PRICE.test(facts.priceText?.value ?? "");
    if (price && rounded && !ROUNDED_PRICE.test(value) && facts.price?.value && roundsTo(price.amount, facts.price.value.amount)) {
      delete facts.price;
      delete facts.priceText;
    }
    if (price && price.amount >= 100) {
      if (price.period === "sale" && MONTHLY_LABEL.test(line.trim())) price.period = "month";
      set("price", price, rule);
      set("priceText", value, rule);
    }
  }
}

/**
 * A page whose price slot says it has none ("Price on request", "Unpriced", "Sale by Tender", "Prix sur demande"):
 * no dollar figure on it is the price (a tender deposit, an assessment), so none is read from its text. True when so.
 */
export function unpricedPage(ctx: TextContext): boolean {
  const { facts, lines } = ctx;
  const unpriced = lines.some((l) => l.length <= 60 && UNPRICED.test(l));
  if (unpriced) {
    delete facts.price;
    delete facts.priceText;
  }
  return unpriced;
}

/**
 * A caption that names a figure as no asking price: a sold price ("Sold Price", "Sold for", "Last sold"), a site's
 * estimate ("AcmeEstimate", "Estimated value"). Not "Sale Price", which some pages give the asking price.
 */
const NOT_ASKING = String.raw`(?:(?:last\s+)?sold(?:\s+(?:price|for))?|[\p{L}]*estimate[®™]?|estimated\s+(?:value|price))`;
/** The caption alone on its line, over or under its figure. */
const NOT_ASKING_CAPTION = new RegExp(`^${NOT_ASKING}$`, "iu");
/** The caption before its figure on one line ("Sold: $ 975,000", "AcmeEstimate | $731,000", "estimated value of $731,000"). */
const NOT_ASKING_INLINE = new RegExp(`(?<![\\p{L}])${NOT_ASKING}\\s*(?:[:|]\\s*|\\s(?:of|at)\\s+)?(?=(?:US\\$|CA\\$|C\\$|\\$|£|€))`, "giu");

/**
 * The amounts the page's text labels as no asking price (a sold price, an estimate): whichever source gives one of them
 * as the price, it is not the listing's asking price (merge.ts). Set as `otherPrices` under "text:price-not-asking".
 */
export function notAskingAmounts({ lines, facts }: TextContext): void {
  const amounts = new Set<number>();
  const add = (figure: string | undefined): void => {
    const price = figure ? normalisePrice(figure) : null;
    if (price && price.amount >= 1_000) amounts.add(price.amount);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    if (line.length > 300) continue;
    for (const m of line.matchAll(NOT_ASKING_INLINE)) add(PRICE.exec(line.slice((m.index ?? 0) + m[0].length))?.[1]);
    // A figure alone on its line with the caption under or over it ("$612,500" then "Sold Price").
    const alone = PRICE.exec(line);
    if (alone?.[1] && alone[0].trim() === line && [lines[i + 1], lines[i - 1]].some((l) => NOT_ASKING_CAPTION.test((l ?? "").trim()))) add(alone[1]);
  }
  if (amounts.size > 0) facts.otherPrices = { value: [...amounts], source: "text:price-not-asking" };
}

/** The first dollar figure of the text that is a price, on a page with a price. */
export function firstPrice(ctx: TextContext, unpriced: boolean): void {
  const { lines, set } = ctx;
  for (let i = 0; i < lines.length && !unpriced; i++) {
    // A price per area after the price on its line ("$489,900 $410/sqft") is left out: the price before it stands.
    const whole = lines[i] ?? "";
    const line = whole.length <= 200 && PER_AREA_SUFFIX.test(whole) ? whole.replace(PER_AREA_FIGURE, " ").trimEnd() : whole;
    // A price first on its line, then a caption of another figure ("$749,000 Home value estimate: $731,400"): the
    // price before the caption stands; the line's skipping words are the caption's.
    const lead = PRICE.exec(line);
    const first = lead !== null && line.slice(0, lead.index).trim() === "" && /^\s*[\p{L}][\p{L}\s'’-]{2,40}:\s*(?:US\$|CA\$|C\$|\$)\s?\d/u.test(line.slice(lead[0].length)) && !skipsPrice(lead[0]);
    if (line.length > 200 || (skipsPrice(line) && !first)) continue;
    // A figure alone under a label that names an assessment, a tax, a fee or an estimate ("Évaluation municipale
    // (2026)" then "412 300 $") is that label's value, not the price.
    const above = (lines[i - 1] ?? "").trim();
    // A deposit's label above its figure ("Dépôt à l'offre" over "3 875 $ (10 %)") names no price either.
    const deposit = /^(?:(?:non-refundable|required)\s+)?(?:deposit|dépôt)\b/i.test(above) && PRICE.exec(line)?.index === 0;
    if (i > 0 && above.length <= 60 && !PRICE.test(above) && (deposit || (SKIP_PRICE.test(above) && PRICE.exec(line)?.[0].trim() === line.trim()))) continue;
    const m = PRICE.exec(line);
    if (!m?.[1]) continue;
    // A figure alone over its "Sold Price" caption: the page is a sale's record, and no later figure is its price.
    if (m[0].trim() === line.trim() && NOT_ASKING_CAPTION.test((lines[i + 1] ?? "").trim())) break;
    // An auction's terms ("$75,000 deposit by certified cheque day of sale"): a deposit is no price.
    if (/^\s*(?:non-refundable\s+)?(?:deposit|dépôt)\b/i.test(line.slice((m.index ?? 0) + m[0].length))) continue;
    const price = normalisePrice(`${m[1]}${m[2] ?? ""}`);
    if (!price || price.amount < 100) continue;
    set("priceText", m[0].trim(), "price");
    set("price", price, "price");
    break;
  }
  if (!unpriced) ownCurrencyPrice(ctx);
}

/**
 * A label that names a figure the listing's own price, written after a figure in another currency ("US$7,240,000
 * List price C$9,980,000", "USD 8,525,000 Listed at CAD 11,800,000", "1 196 000 € Prix fixé par l'annonceur :
 * 1 895 000 $ CA"): an international portal's conversion first, then the price the listing is offered at.
 */
const OWN_PRICE = /(?:\b(?:list(?:ing)?|asking)\s+price|\blisted\s+(?:at|for)|\bprice\s+set\s+by(?:\s+the)?\s+\p{L}+|\bprix\s+(?:fixé|demandé|affiché)(?:\s+par\s+l['’]\p{L}+)?)\s*:?\s*$/iu;
/** A conversion's mark before its figure: "ca. 936.000 €", "(≈ 1 065 000 €)", "approx. US$5.2M", "soit 27 300 €". */
const CONVERSION_MARK = /(?:^|[\s(（])(?:ca\.|approx\.?|approximately|env\.|environ|soit|circa|≈|~|约|約)\s*$/iu;
const PRICES = new RegExp(PRICE.source, "gi");

/**
 * The listing's price in its own currency on a line that shows it beside its conversion into another (an
 * international portal's price slot: a figure after a label naming the listing's price, or the one figure not marked
 * as approximate, "1.485.000 CAD Kaufpreis ca. 936.000 €"). The figures in the other currency are conversions, never
 * the price, whichever source gives them (`convertedPrices`, page-statements.ts); the text's own price, when it is one
 * of them, gives way to the listing's. A rate after a figure ("4 823 €/m²", "/month") is neither, and a tax or a fee
 * shown in both currencies ("Taxes CAD 7,950 (ca. 5.000 €)") is no price.
 */
function ownCurrencyPrice({ lines, facts, set, replace }: TextContext): void {
  const converted = new Set<number>();
  let own: { price: NormalisedPrice; text: string } | null = null;
  for (const line of lines) {
    if (line.length > 200 || !/\d/.test(line)) continue;
    const figures: Array<{ price: NormalisedPrice; text: string; before: string; head: string }> = [];
    let end = 0;
    for (const m of line.matchAll(PRICES)) {
      const at = m.index ?? 0;
      const before = line.slice(end, at);
      end = at + m[0].length;
      const price = m[2] ? null : normalisePrice(m[1]);
      if (price && price.amount >= 1_000 && !/^\s*\/|^\s*(?:per|par)\s/i.test(line.slice(end))) figures.push({ price, text: (m[1] ?? "").trim(), before, head: line.slice(0, at) });
    }
    if (figures.length < 2 || new Set(figures.map((f) => f.price.currency)).size < 2) continue;
    const marked = figures.filter((f) => CONVERSION_MARK.test(f.before));
    const labelled = figures.find((f) => OWN_PRICE.test(f.before) && !marked.includes(f));
    const mine = labelled ?? (marked.length > 0 ? figures.find((f) => !marked.includes(f)) : undefined);
    if (!mine || skipsPrice(mine.head)) continue;
    for (const f of figures) if (f.price.currency !== mine.price.currency) converted.add(f.price.amount);
    own ??= mine;
  }
  if (!own || converted.size === 0) return;
  facts.convertedPrices = { value: [...converted], source: "text:price-converted" };
  const current = facts.price?.value;
  if (current && !converted.has(current.amount)) return;
  if (current) {
    replace("price", own.price, "text:price-own-currency");
    replace("priceText", own.text, "text:price-own-currency");
  } else {
    set("price", own.price, "price-own-currency");
    set("priceText", own.text, "price-own-currency");
  }
}
