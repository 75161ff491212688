/**
 * Bedrooms, above and below grade: a labelled count or split ("4 (3 + 1)", "3 up / 2 down"), a badge's or sentence's
 * count ("3 chambres", "3 + 1 beds"), and the page's own split of a total it states elsewhere.
 */
import { COUNT_WORDS, parseBedrooms } from "../../normalise/numbers.ts";
import type { TextContext } from "./context.ts";
import type { LabelledRow } from "./rows.ts";

/**
 * A range of bedroom counts: "Studio – 2 Beds", "1-3 bedrooms", "Studio to 2 beds", "2 à 4 chambres". Never a price's
 * cents before a dash ("$2,695.00 - 2 bedroom, 1 bath apartment", a classified's description): no count starts inside
 * a number.
 */
const BED_RANGE = /(?<![\d.,$])\b(?:studio|bachelor|\d{1,2})\s*(?:[-–—]|to|à)\s*\d{1,2}\s*(?:beds?|bedrooms?|bd|chambres?)\b/i;
/** A bedroom count in a sentence ("2+1 bedrooms", "3 chambres"): the sentence sums up the home. */
export const BEDROOM_COUNT = /\b(?:\d{1,2}(?:\s*\+\s*\d)?\s*|(?:one|two|three|four|five|six)[\s-])(?:bedrooms?|beds?|bdrms?|chambres?)\b/i;

/**
 * The sentences of the listing's text that sum up the home with its bedroom count ("2 bedrooms, 1 full bathroom, about
 * 1,040 sq ft of living space"), a classified's summary; an abbreviation's period ("approx. 1,150 sq ft", "St. Vital")
 * ends no sentence.
 */
export function summarySentences(own: string): string[] {
  return own.split(/(?<=[.!?])(?<!\b(?:approx|env|St|Ste|Mt)\.)\s+|\n/).filter((s) => s.length <= 300 && BEDROOM_COUNT.test(s));
}
/**
 * A room's dimensions in a rooms table: "10'2\" x 9'7\"", "3.05 x 2.74 m", a French table's "2,44 X 2,13 m", and
 * whole feet or metres with their unit before the "x" ("11 ft x 12 ft", realtor.ca's French "11 pi x 12 pi").
 */
export const ROOM_SIZE = /^\s*\d{1,2}(?:['’′]\s*\d{0,2}\s*["”″]?|[.,]\d{1,2}|\s*(?:pi|ft|m)\b\.?)\s*[x×X]\s*\d/;
/** A room's size in whole feet alone on its row ("11 x 10"), as a US rooms table writes it. */
const ROOM_FEET = /^\s*\d{1,2}\s*[x×]\s*\d{1,2}\s*$/;
/** Another home's sold price on a card's line ("Sold for $312,000", "Sold $398,000", "Vendu 289 000 $"). */
const SOLD_CARD = /\bsold\s+(?:for\s+|at\s+)?\$\s?\d|\bvendue?\s+(?:pour\s+|à\s+)?\d/i;
/** A plex's total with its count per unit after it ("4 (2 par logement)", "6 (3 per unit)"): the total is the count. */
const PER_UNIT_NOTE = /\s*\(\s*\d{1,2}\s+(?:par\s+logement|per\s+unit|each)\s*\)$/i;

/** A card of another unit in the building: its number first, then its own price ("#612 · 1+1 bed · For sale $579,000"). */
const OTHER_UNIT_CARD = /^\s*(?:#|unit\s+|suite\s+)\d{1,5}[A-Za-z]?\s*[·•|–—-]\s.*(?:\$\s?\d|\d\s?\$)/i;
/**
 * The head of a listing card's line, up to its counts: its own price first (or "Sold $605,000"), then its own address
 * or place ("$549,000 1104-5230 Yonge Street 1+1 bd", "$579,900 Cambridge 2+1 bd", a rail of similar or sold homes).
 * The listing's own summary line has no place between its price and its counts ("$849,900 · 3+1 Beds"), and a status
 * ("$849,900 For Sale 3+1 Beds") is no place.
 */
const CARD_PRICE = /^\s*(?:(?:sold|leased|was)\s+)?(?:\$\s?\d[\d,]*(?:\.\d\d)?|\d{1,3}(?:[\s\u00a0\u202f]\d{3})+\s?\$)\s+/i;
const CARD_STATUS = /\b(?:for\s+(?:sale|rent|lease)|reduced)\b|(?:^|\s)à\s+(?:vendre|louer)\b/i;
export const pricedCardHead = (head: string): boolean => {
  const price = CARD_PRICE.exec(head);
  const rest = price ? head.slice(price[0].length) : "";
  return /\p{Lu}\p{Ll}{2,}/u.test(rest) && !CARD_STATUS.test(rest);
};
/** A table's cell naming a unit by its number alone ("Unit 2203", "#612", "Suite 1106"). */
const UNIT_NUMBER_CELL = /^\s*(?:#|unit\s+|suite\s+)\d{1,5}[A-Za-z]?\s*$/i;
/** A table's cell with a unit's own price or rent ("For rent $2,295/mo", "Sold $612,000", "549 000 $"). */
const PRICE_CELL = /\$\s?\d|\d\s?\$/;
/** A unit's number alone in a table's first column, under a "Suite" or "Unit" heading ("2207", "1508B"). */
const BARE_UNIT_CELL = /^\s*\d{3,5}[A-Za-z]?\s*$/;

/**
 * A count in a table's row of another unit in the building, a cell a line: the unit's number in the cell before ("Unit
 * 2203", "#1204", "2207"), its own price or rent in one of the two cells after ("1+1 bd · 1 ba", "For rent
 * $2,295/mo"; "2 bed · 2 bath", "820 sqft", "$598,000"). That unit's count, never the listing's.
 */
export function otherUnitsRow(text: string, at: number): boolean {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const end = text.indexOf("\n", at) < 0 ? text.length : text.indexOf("\n", at);
  if (start === 0 || end - start > 40) return false;
  const above = text.slice(text.lastIndexOf("\n", start - 2) + 1, start - 1);
  if (!UNIT_NUMBER_CELL.test(above) && !BARE_UNIT_CELL.test(above)) return false;
  const after = text.slice(end + 1).split("\n", 2);
  // A cell of its own: a card's line of badges ("#1903 · For Sale · $729,000 · 2+1 beds") is no table's cell.
  return after.some((cell) => cell.length <= 40 && PRICE_CELL.test(cell) && !/\s[·•|]\s/.test(cell));
}

/**
 * A plex's units table, a row a unit ("6 ½ · 3 chambres · libre", "4 ½ · 2 chambres · 1 150 $/mois"; "½" read as
 * ".5"): each row counts one unit's bedrooms, none the building's.
 */
const UNIT_ROW = /^\s*\d{1,2}(?:\.5|\s?½)\s*[·•|–—,-]\s*\d{1,2}\s*(?:chambres?|bed(?:room)?s?|bdrms?|cac)\b/i;

/**
 * One unit of a plex named just before a parenthesis that opens on its rooms ("Le 5 ½ du rez-de-chaussée (2 chambres,
 * bureau…)", "the lower unit (2 bedrooms, 1 bath)"; "½" read as ".5"), or on its floors first ("un 6 ½ sur deux
 * niveaux (rez-de-chaussée et sous-sol aménagé, 3 chambres)"): that unit's count, not the building's. A plex's unit
 * named by its floor alone before such a parenthesis, its size first or not ("Le rez-de-chaussée (5 ½, 3 chambres)",
 * "the ground floor (2 bedrooms, 1 bath)"), is one floor's: that floor's count, never the whole's.
 */
const ONE_UNITS_ROOMS = /(?:\b\d{1,2}(?:\.5|\s?½)|\b(?:unit|logement|apartment|appartement|rez-de-chauss[ée]e|(?:ground|main|upper|lower|top|first|second|third)\s+(?:floor|level))|(?<![A-Za-zÀ-ÿ-])(?:\d(?:er|re|e|ème)\s+)?étage(?!s))(?![\d.])(?!\s*(?:baths?|bathrooms?|salles?|sdb|storeys?|stories|étages?|acres?)\b)[^.;:()\n]{0,40}\((?:[^()\n]{0,50},\s*)?$/i;

/** A monthly rent right after a closing parenthesis ("…) $1,895/month", "…) : 1 650 $/mois"). */
const RENT_AFTER_PARENTHESIS = /^[^()\n]{0,100}\)\s*[:–—-]?\s*(?:\$\s?\d[\d,]*(?:\.\d\d)?|\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:,\d\d)?\s?\$)\s*(?:\/\s*(?:mo(?:nth)?|mois)\b|per\s+month|par\s+mois|monthly)/i;

/**
 * A rent roll's entry: one unit's rooms and size in parentheses, then its monthly rent ("Unit 1 (main floor, 2
 * bedrooms, 820 sq ft) $1,895/month", "4127 (2e étage, 4 ½, 2 chambres, env. 850 pi²) : 1 435 $/mois"). A count or an
 * area at `at` inside one is that unit's, never the building's.
 */
export function inRentRollEntry(text: string, at: number): boolean {
  const open = text.lastIndexOf("(", at);
  return open >= 0 && at - open <= 100 && text.lastIndexOf(")", at) < open && !text.slice(open, at).includes("\n") && RENT_AFTER_PARENTHESIS.test(text.slice(at, at + 160));
}

/**
 * A plex's heading that names one of its units, the owner's ("Unité principale", "Logement principal", "Main unit",
 * "Owner's unit"), alone on its line over that unit's count badges ("6 pièces", "3 chambres", "1 salle de bain") or
 * before a colon and the counts on its line ("Unité principale : 6 pièces, 3 chambres"): that unit's counts, never
 * the building's. (A sentence's "Main unit features three bedrooms", a house's with its basement suite, is no such
 * heading.)
 */
const ONE_UNIT_HEADING = String.raw`(?:unit[ée]\s+principale|logement\s+(?:principal|du\s+propri[ée]taire)|main\s+unit|owner['’]?s\s+unit|owner[\s-]occupied\s+unit)`;
const UNIT_HEADING_LINE = new RegExp(`^\\s*${ONE_UNIT_HEADING}\\s*:?\\s*$`, "i");
const UNIT_HEADING_BEFORE = new RegExp(`^\\s*${ONE_UNIT_HEADING}\\s*:\\s*(?:[^.;!?\\n]|\\.(?=\\d)){0,80}$`, "i");
/** A count badge alone on its line ("6 pièces", "3 chambres", "1 salle de bain", "2.5 baths"). */
const COUNT_LINE = /^\s*\d{1,2}(?:[.,]\d)?\s*\p{L}[\p{L}\s'’-]{0,25}$/u;

/** Whether the count at `at` is one under a plex unit's heading (`ONE_UNIT_HEADING`), above it or on its line. */
function underUnitHeading(text: string, at: number): boolean {
  const first = text.lastIndexOf("\n", at - 1) + 1;
  if (UNIT_HEADING_BEFORE.test(text.slice(first, at))) return true;
  const firstEnd = text.indexOf("\n", at) < 0 ? text.length : text.indexOf("\n", at);
  if (!COUNT_LINE.test(text.slice(first, firstEnd))) return false;
  // Up through the unit's other count badges to its heading.
  let [start, end] = [first, firstEnd];
  for (let k = 0; k < 5 && start > 0; k++) {
    end = start - 1;
    start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    if (UNIT_HEADING_LINE.test(line)) return true;
    if (!COUNT_LINE.test(line)) break;
  }
  return closedByUnitLegend(text, firstEnd);
}

/**
 * A plex's count badges closed by the legend naming their unit ("3 chambres", "1 salle de bain", then "Logement
 * principal", a teaser's caption under its badges): that unit's counts. Not a heading over the next unit's badges (the
 * legend with counts after it opens their block, not this one).
 */
function closedByUnitLegend(text: string, end: number): boolean {
  // Down through the unit's other count badges to the line that closes them.
  for (let k = 0; k < 5 && end < text.length; k++) {
    const start = end + 1;
    end = text.indexOf("\n", start) < 0 ? text.length : text.indexOf("\n", start);
    const line = text.slice(start, end);
    if (COUNT_LINE.test(line)) continue;
    if (!UNIT_HEADING_LINE.test(line)) return false;
    const next = end < text.length ? text.slice(end + 1, text.indexOf("\n", end + 1) < 0 ? text.length : text.indexOf("\n", end + 1)) : "";
    return !COUNT_LINE.test(next);
  }
  return false;
}

/**
 * A count given for each of several ("Deux logements de 5 ½, chacun avec 3 chambres", "two units, each with 2 bedrooms
 * and 1 bath", "each unit has 2 bedrooms"), or listed after such a count in its clause: one's count, never the whole's.
 */
const EACH_BEFORE = /\b(?:each|chacune?|chaque\s+(?:logement|unit[ée]|appartement))(?:\s+(?:unit|apartment|suite|side|floor|level|one))?\s+(?:with|has|having|offers|offering|features|featuring|avec|comprend|compte|offre|a)\s+(?:[^.;!?()\n]{0,60}?(?:,|\s(?:and|et|&))\s+)?$/i;

/**
 * A count at `at` that is one unit's of several: under that unit's heading, in the parenthesis after its name ("le
 * 5 ½ du rez-de-chaussée (2 chambres", "Apartment 1 (2 bedrooms, 1 bath"), in a rent roll's entry, or given for each
 * of them ("chacun avec 3 chambres"). Bedrooms and bathrooms both.
 */
export function oneUnitsCount(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 120), at);
  return underUnitHeading(text, at) || ONE_UNITS_ROOMS.test(before) || EACH_BEFORE.test(before) || inRentRollEntry(text, at);
}

/**
 * A septic system's design or approval, sized in bedrooms ("Septic design on file (3 bedroom)", "septic approved for 4
 * bedrooms", "installation septique pour 3 chambres"), just before a count; or the count's own septic system ("a 3
 * bedroom septic"). A land listing's septic design counts no rooms of a home, and a house's states its system's size.
 */
const SEPTIC_BEFORE = /\bsepti(?:c|que)\b[^.;,\n]{0,30}?(?:\bfor\b|\bpour\b|\()\s*(?:an?\s+|une?\s+)?$/i;
const SEPTIC_AFTER = /^[\s-]*(?:septi(?:c|que)\b)/i;

/**
 * A count in a sentence or badge ("3 chambres", "3 + 1 beds", an Italian portal's "2 camere da letto"), never after a
 * room size's "x" (a word's last "x" is no "by").
 */
const BEDS_COUNT = /(?<!(?<![A-Za-zÀ-ÿ])[x×]\s{0,3})\b(\d{1,2}(?:\s*\+\s*\d)?)\s*(?:bed(?:room)?s?|bd|br|bdrms?|chambres?(?:\s+à\s+coucher)?|cac|camer[ae]\s+da\s+letto)\b/gi;

/**
 * A count in words ("four bedrooms", "trois chambres"), read when no count in digits is: never "one", which a
 * description uses for one room of several ("one bedroom has an ensuite"), nor an adjective's ("a permit for a
 * four-bedroom home" on a vacant lot's page).
 */
const BEDS_WORDS = /(?<![x×]\s{0,3})\b(two|three|four|five|six|deux|trois|quatre|cinq)\s+(?:bed(?:room)?s|chambres(?:\s+à\s+coucher)?)\b/gi;
const FRENCH_WORDS: Readonly<Record<string, string>> = { deux: "two", trois: "three", quatre: "four", cinq: "five" };

/**
 * What follows a basement apartment's bedroom count: "basement apartment", "legal basement", "lower-level suite",
 * "apartment downstairs" (a classified's "2 bed legal basement" is such a unit too).
 */
const BASEMENT_SUITE = /^\s*(?:(?:legal\s+)?(?:basement|lower[\s-]level)\b(?!\s*(?:is|has|with|finished|fully|development)\b)|downstairs\s+(?:apartment|suite|unit)\b|(?:apartment|suite|unit)\s+(?:downstairs|in\s+the\s+basement|on\s+the\s+lower\s+level)\b)/i;
/**
 * The lower floor's bedrooms added to the home's: "Downstairs are 2 more bedrooms", "The basement has two more
 * bedrooms", "2 more bedrooms downstairs".
 */
const MORE_BELOW =
  /\b(?:downstairs|(?:the|in\s+the)\s+basement|(?:the|on\s+the)\s+lower\s+level)\s*,?\s+(?:are|is|has|have|offers|adds|holds)\s+(\d|one|two|three|four)\s+more\s+bed(?:room)?s?\b|\b(\d|one|two|three|four)\s+more\s+bed(?:room)?s?\s+(?:downstairs|in\s+the\s+basement|on\s+the\s+lower\s+level|below\s+grade)\b/i;

/** A floor's bedrooms on a row of their own ("Chambres à l'étage : 2", "Bedrooms on main: 2"). */
const FLOOR_BEDS = /^(?:chambres?|bedrooms?)\s+(?:à\s+l['’]étage|au\s+rez-de-chaussée|(?:on\s+(?:the\s+)?)?(?:upper|main|second|ground)(?:\s+(?:floor|level))?|above\s+grade|upstairs)\s*:?\s*(\d{1,2})$/gim;

/** A "Bedrooms" row's value: a count, a total with its split, or a studio's none. */
export function bedsRow(ctx: TextContext, { line, value, at: i, rule }: LabelledRow): void {
  const { rows, set } = ctx;
  // A rooms table's row name ("Bedroom 2", then its level and "10'2\" x 9'7\""): the second bedroom, no count.
  if (/^(?:bedroom|chambre)\s+\d{1,2}$/i.test(line.trim()) && [1, 2].some((k) => ROOM_SIZE.test(rows[i + k] ?? "") || ROOM_FEET.test(rows[i + k] ?? ""))) return;
  // A rooms table's "Chambre à coucher" over its size ("11 pi x 12 pi"): a room, no count.
  if (ROOM_SIZE.test(value)) return;
  // A sleeping-arrangements list's "Bedroom 1: king bed, ensuite": the first bedroom's beds, not a count.
  if (/^(?:bedroom|chambre)\s+\d{1,2}\s*:\s*\D/i.test(line.trim())) return;
  // "4 (3 + 1)", "4 (3 above grade, 1 below)": a total with its split above and below grade; "4 (dont 1 au
  // sous-sol)", "4 (including 1 in the basement)": a total with the part below grade.
  // "3 (2 main, 1 basement)", "3 (2 up, 1 down)": the floors named.
  const split = /^(\d{1,2})\s*\(\s*(\d{1,2})\s*(?:above(?:\s+grade)?|hors[\s-]sol|(?:on\s+(?:the\s+)?)?main(?:\s+(?:floor|level))?|up(?:stairs)?)?\s*[+,]\s*(\d{1,2})\s*(?:below(?:\s+grade)?|au\s+sous-sol|(?:in\s+(?:the\s+)?)?basement|bsmt|down(?:stairs)?)?\s*\)/i.exec(value);
  const part = /^(\d{1,2})\s*\(\s*(?:(?:dont|including|incl\.?)\s+)?(\d{1,2})\s+(?:au\s+sous-sol|(?:in\s+the\s+)?basement|below\s+grade)\s*\)/i.exec(value);
  // "3 up / 2 down", "3 above grade, 1 below": the split with no total.
  // "2 on the ground floor, 1 in the basement" too.
  const upDown = /^(\d{1,2})\s*(?:up(?:stairs)?|above(?:\s+grade)?|on\s+the\s+(?:ground|main|first)\s+floor)\s*[/,+&]\s*(\d{1,2})\s*(?:down(?:stairs)?|below(?:\s+grade)?|in\s+(?:the\s+)?basement)$/i.exec(value);
  // "Above Grade 3 · Below Grade 1" (a building tab's split, labels before counts): the split, which replaces a total
  // read before it ("Bedrooms 4" in the summary) when it adds up to it.
  const labelsFirst = /^above\s+(?:grade|ground)\s*:?\s*(\d{1,2})\s*[·•|,;/]\s*below\s+(?:grade|ground)\s*:?\s*(\d{1,2})$/i.exec(value);
  if (labelsFirst?.[1] && labelsFirst[2]) {
    const [above, below] = [Number(labelsFirst[1]), Number(labelsFirst[2])];
    const total = ctx.facts.bedrooms;
    if (total?.source === "text:label:beds" && ctx.facts.bedroomsBelowGrade === undefined && total.value === above + below) delete ctx.facts.bedrooms;
    set("bedrooms", above, rule);
    set("bedroomsBelowGrade", below, rule);
    return;
  }
  // realtor.ca's building rows "Bedrooms Above Grade 2" (and "Below Grade 2") under the summary's "Bedrooms 4": the
  // count above grade, which replaces that total; the rest of the total is below grade.
  const aboveRow = /^(?:bedrooms?\s*\(?\s*above\s+(?:grade|ground)\s*\)?|chambres(?:\s+à\s+coucher)?\s+(?:hors[\s-]sol|au-dessus\s+du\s+niveau\s+du\s+sol))\b/i.test(line.trim());
  const total = ctx.facts.bedrooms;
  if (aboveRow && /^\d{1,2}$/.test(value) && total?.source === "text:label:beds" && typeof total.value === "number" && Number(value) < total.value && ctx.facts.bedroomsBelowGrade === undefined) {
    delete ctx.facts.bedrooms;
    set("bedrooms", Number(value), rule);
    set("bedroomsBelowGrade", total.value - Number(value), rule);
    return;
  }
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
}

/** A "Bedrooms below grade" row's count. */
export function bedsBelowRow({ set }: TextContext, { value, rule }: LabelledRow): void {
  if (/^\d{1,2}$/.test(value)) set("bedroomsBelowGrade", Number(value), rule);
}

/** Bedroom counts and splits in badges and sentences, and a US "Bed/Bath: 2/2" row's bedrooms and baths. */
export function bedroomCounts(ctx: TextContext): void {
  const { facts, set, body, own, ownLines } = ctx;
  // A labelled total ("Chambres 4"), or a title's ("5 beds/2 baths"), with the page's own split of it elsewhere ("3 + 1
  // chambres", a "3 + 2 Beds" badge): the split, which says the same count and where the rooms are.
  // A card with its own monthly rent ("#904 · $2,350/mo · 1+1 bd", a rental in the building) is another unit's split.
  const lineAt = (at: number): string => body.slice(body.lastIndexOf("\n", at) + 1, (body.indexOf("\n", at) + 1 || body.length + 1) - 1);
  // So is a card that names another unit by its number before its own price ("#612 · 1+1 bed · For sale $579,000"),
  // and a table's row of another unit a cell a line ("Unit 2203", "1+1 bd · 1 ba", "For rent $2,295/mo": `otherUnitsRow`).
  // A card's line is one sentence; a description's paragraph is many, and a neighbour's sale in one of them ("The unit
  // below sold for $515,000") is no card around the home's own count ("This 2 bed, 2 bath unit").
  const sentenceAt = (at: number): string => {
    const line = lineAt(at);
    const start = body.lastIndexOf("\n", at) + 1;
    const before = line.slice(0, at - start).split(/(?<=[.!?])\s+/);
    const after = line.slice(at - start).split(/(?<=[.!?])\s+/);
    return `${before[before.length - 1] ?? ""}${after[0] ?? ""}`;
  };
  // A card of another listing, its price and place before its counts ("Sold $605,000 1202-150 Sudbury Street 1+1 bd");
  // never the page's title or description before the listing's text ("$649,000 Kitchener 3 bed townhouse"), its own.
  const ownFrom = body.length - own.length;
  const pricedCard = (at: number): boolean => at >= ownFrom && pricedCardHead(body.slice(body.lastIndexOf("\n", at) + 1, at));
  const rentCard = (at: number): boolean => /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:\/\s*mo(?:nth)?\b|per\s+month|\/\s*mois|par\s+mois)/i.test(lineAt(at)) || OTHER_UNIT_CARD.test(lineAt(at)) || otherUnitsRow(body, at);
  const splitOf = (total: number): { above: number; below: number } | null => {
    for (const m of body.matchAll(/\b(\d{1,2})\s*\+\s*(\d)\s*(?:bed(?:room)?s?|bd|bdrms?|chambres?(?:\s+à\s+coucher)?|cac)\b/gi)) {
      const above = Number(m[1]);
      const below = Number(m[2]);
      if (below !== 0 && above + below === total && !rentCard(m.index) && !pricedCard(m.index)) return { above, below };
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
  // A highlight's "3 bedrooms on the main, 1 in the basement" too.
  const upDown =
    /\b(\d{1,2})\s*(?:bed(?:room)?s?|bdrms?|bd)\s+(?:up(?:stairs)?|on\s+the\s+main(?:\s+(?:floor|level))?)\s*(?:\+|and|&|,)\s*(\d)\s*(?:bed(?:room)?s?\s+|bdrms?\s+)?(?:down(?:stairs)?|in\s+(?:the\s+)?basement)\b/i.exec(body) ??
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
  // Never a plex's units table's row (two rows or more of "6 ½ · 3 chambres"): one unit's count, not the building's.
  // Never a card of a sold home nearby ("6 Hoodoo Court · Sold for $312,000 · 3 bd house"): that home's bedrooms; nor
  // another listing's card, its price and place before its counts ("$412,500 Guelph 2+1 bd").
  // Never one unit's rooms in parentheses after its name ("le 5 ½ du rez-de-chaussée (2 chambres"): that unit's count,
  // nor a rent roll's entry ("Unit 2 (2 bedrooms, 850 sq ft) $1,950/month").
  const unitRows = ownLines.filter((l) => UNIT_ROW.test(l)).length >= 2;
  // A basement apartment's count ("plus a 2 bedroom basement apartment", "a rented 2 bedroom apartment downstairs"): the
  // listing's bedrooms below grade, never the home's count.
  const suiteCount = (m: RegExpExecArray): boolean => BASEMENT_SUITE.test(body.slice(m.index + m[0].length, m.index + m[0].length + 60));
  // A septic system's size in bedrooms ("Septic design on file (3 bedroom)"): no count of the home's rooms.
  const septicSize = (m: RegExpExecArray): boolean => SEPTIC_BEFORE.test(body.slice(Math.max(0, m.index - 60), m.index)) || SEPTIC_AFTER.test(body.slice(m.index + m[0].length, m.index + m[0].length + 20));
  // The body's counts in digits, scanned once: the suite's and the home's are both among them.
  const counts = [...body.matchAll(BEDS_COUNT)];
  const suite = counts.find(suiteCount);
  const basementSuite = suite?.[1] === undefined ? undefined : parseBedrooms(suite[1])?.above;
  // Whether a count was passed over as one unit's (a plex's): then a count in words is some unit's too ("Le
  // rez-de-chaussée est un 6 ½ de trois chambres").
  let unitsOnly = false;
  const firstCount = (matches: Iterable<RegExpExecArray>): RegExpExecArray | undefined => {
    for (const m of matches) {
      if (suiteCount(m)) continue;
      if (unitRows && UNIT_ROW.test(lineAt(m.index))) continue;
      if (SOLD_CARD.test(sentenceAt(m.index)) || pricedCard(m.index) || otherUnitsRow(body, m.index)) continue;
      if (oneUnitsCount(body, m.index)) {
        unitsOnly = true;
        continue;
      }
      if (septicSize(m)) continue;
      return m;
    }
    return undefined;
  };
  const digits = firstCount(counts);
  // No count in digits: one in words ("The home offers four bedrooms and two full baths"), when no row gave one.
  const inWords = digits === undefined && facts.bedrooms === undefined && !unitsOnly ? firstCount(body.matchAll(BEDS_WORDS))?.[1]?.toLowerCase() : undefined;
  if (inWords !== undefined) set("bedrooms", COUNT_WORDS[FRENCH_WORDS[inWords] ?? inWords], "n-beds-words");
  const homeCount = digits !== undefined || inWords !== undefined;
  // A page whose every count is the apartment's ("Bright 1 bed basement apartment" for rent) is the apartment's own.
  const beds = digits ?? (homeCount ? undefined : suite);
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
    // Nor a table's row of another unit ("2207", "1+1 bed", "600–699", "$2,520/mo").
    let later: string | undefined;
    for (let i = 0, at = 0; badge !== null && i < ownLines.length && later === undefined; at += (ownLines[i] ?? "").length + 1, i++) {
      const split = badge.exec((ownLines[i] ?? "").trim())?.[1];
      if (split !== undefined && !otherUnitsRow(own, at)) later = split;
    }
    if (later) set("bedroomsBelowGrade", Number(later), "n-beds+split");
  }
  // The basement apartment's bedrooms, or a sentence's "more" bedrooms on the lower floor ("Downstairs are 2 more
  // bedrooms"), beside the home's own count: its bedrooms below grade (never on the apartment's own page).
  const more = MORE_BELOW.exec(own);
  const below = (homeCount ? basementSuite : undefined) ?? (more ? (COUNT_WORDS[(more[1] ?? more[2] ?? "").toLowerCase()] ?? Number(more[1] ?? more[2])) : undefined);
  if (facts.bedrooms !== undefined && facts.bedroomsBelowGrade === undefined && below !== undefined && below > 0) set("bedroomsBelowGrade", below, "n-beds-basement");
  // A summary's total ("4 chambres, 2 salles de bains") beside the listing's own count above grade ("3 chambres", or a
  // row of the upper floor's: "Chambres à l'étage : 2") and a labelled row of basement bedrooms ("Chambres au sous-sol
  // 1"): the total holds the basement's, so the count above.
  const belowLabelled = facts.bedroomsBelowGrade?.source === "text:label:bedsBelow" ? facts.bedroomsBelowGrade.value : undefined;
  if (facts.bedrooms?.source === "text:n-beds" && typeof belowLabelled === "number" && belowLabelled > 0) {
    const total = facts.bedrooms.value;
    const counts = [...body.matchAll(/(?<![x×+]\s{0,3})\b(\d{1,2})\s*(?:bed(?:room)?s?|bd|bdrms?|chambres?(?:\s+à\s+coucher)?)\b(?!\s*\+)/gi)].map((m) => Number(m[1]));
    for (const m of body.matchAll(FLOOR_BEDS)) counts.push(Number(m[1]));
    if (typeof total === "number" && counts.includes(total - belowLabelled)) {
      delete facts.bedrooms;
      set("bedrooms", total - belowLabelled, "n-beds-above");
    }
  }
}

/** A page about several units ("Studio – 2 Beds", "1 to 3 bedrooms"): its counts and sizes are one unit's each, and none is the page's. */
export function severalUnits({ facts, body }: TextContext): void {
  if (BED_RANGE.test(body)) for (const key of ["bedrooms", "bedroomsBelowGrade", "bathrooms", "bathroomsFull", "bathroomsHalf", "squareFootage"] as const) delete facts[key];
}
