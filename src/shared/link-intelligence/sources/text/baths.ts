/**
 * Bathrooms, full and half: a labelled count, total or split, a badge's or sentence's count ("2.5 Baths", "1 bathroom
 * and 1 powder room"), and a description's prose split. Every split turns into the bathrooms' count in one place,
 * `bathroomsOf`: a half bath counts half.
 */
import { COUNT_WORDS, parseCount } from "../../normalise/numbers.ts";
import { piecesSplit } from "./bath-pieces.ts";
import { bathroomsOf, bathSplitOf, FULL_PLUS_HALF, splitOf, type BathSplit } from "./bath-split.ts";
import { oneUnitsCount, otherUnitsRow, ROOM_SIZE, summarySentences } from "./beds.ts";
import type { TextContext } from "./context.ts";
import type { LabelledRow } from "./rows.ts";

/**
 * The labelled rows' baths: the full, three-quarter, half and total counts, and whether the half baths are part of the
 * total.
 */
export type BathTally = { full: number | null; threeQuarter: number | null; half: number | null; total: number | null; halfIsPartOfTotal: boolean };

/** Centris's "1+1" under "Bathrooms and powder rooms": full baths, then powder rooms. */
const PLUS_ROW = new RegExp(`^${FULL_PLUS_HALF}$`);
/**
 * Centris's teaser "1 + 1 salles de bains et salles d'eau" ("2 + 1 bathrooms and powder rooms"): the same count before
 * the one label that names both (the count before "salles de bains" alone is only the second).
 */
const PLUS_TEASER = new RegExp(String.raw`(?<![\d.,+])${FULL_PLUS_HALF}\s*(?:salles?\s+de\s+bains?\s+et\s+salles?\s+d['’]eau|bath(?:room)?s?\s+(?:and|&)\s+powder\s+rooms?)\b`, "i");

/** A split's bathrooms, full and half baths, under one rule. */
function setBathSplit({ set }: TextContext, split: BathSplit, rule: string): void {
  set("bathrooms", bathroomsOf(split), rule);
  set("bathroomsFull", split.full, rule);
  set("bathroomsHalf", split.half, rule);
}

/** A labelled split: its full and half baths (those a row stated first stay), counted apart from any total. */
function tallySplit(tally: BathTally, split: BathSplit): void {
  tally.full ??= split.full;
  tally.half ??= split.half;
  tally.halfIsPartOfTotal = false;
}

/**
 * The bathroom kinds listed one a line from `first` on ("2-piece × 1 (Main)", "4-piece × 2 (Second)", "3-piece × 1
 * (Second)" under a "Washrooms" heading): the whole list's full and half baths; null for fewer than two lines.
 */
function piecesLines(rows: string[], first: number): BathSplit | null {
  const split = { full: 0, half: 0 };
  let kinds = 0;
  for (let i = first; i < rows.length && kinds < 8; i++, kinds++) {
    const kind = piecesSplit((rows[i] ?? "").trim());
    if (!kind) break;
    split.full += kind.full;
    split.half += kind.half;
  }
  return kinds >= 2 ? split : null;
}

/**
 * A bathrooms row's value (a count, a split, a total, full or half baths alone), tallied for `labelledBathSplit`. A
 * rooms table's "Salle de bains" or "Salle d'eau" over its size ("2,44 X 2,13 m") is a room, and counts nothing.
 */
export function bathRow({ set, rows }: TextContext, { hit, line, value, before, at, rule }: LabelledRow, tally: BathTally): void {
  if (ROOM_SIZE.test(value)) return;
  switch (hit.label) {
    case "baths": {
      // A label alone over a list of its kinds, one a line: the next line is only the list's first kind (a "2-piece"
      // alone would make the home's baths one half bath).
      const split = (hit.value === "" && !before ? piecesLines(rows, at + 1) : null) ?? bathSplitOf(value);
      if (split) tallySplit(tally, split);
      else if (/^\d{1,2}\s*full$/i.test(value)) tally.full ??= parseCount(value);
      // "Baths: 2 Full": the full baths, which the split below counts as the total when no half is stated.
      else if (/^\d{1,2}(?:[.,]\d)?\b/.test(value)) set("bathrooms", parseCount(value), rule);
      break;
    }
    case "bathsAndPowder": {
      const plus = splitOf(PLUS_ROW.exec(value));
      if (plus) tallySplit(tally, plus);
      else if (/^\d{1,2}$/.test(value)) tally.full ??= Number(value);
      break;
    }
    case "halfBaths":
      if (/^\d{1,2}\b/.test(value) && tally.half === null) {
        tally.half = parseCount(value);
        // A powder room or "salle d'eau" is a room of its own beside the bathrooms ("2 salles de bain, 1 salle d'eau");
        // "Bathrooms (Partial)" is part of a total, and a plain "Half baths" may or may not be.
        // realtor.ca's French "Demi-salles de bain" beside "Salles de bains" counts the half baths apart, too.
        tally.halfIsPartOfTotal = !/powder|salles?\s+d['’]eau|demi-salles?/i.test(line);
      }
      break;
    case "bathsTotal": {
      // A total with its kinds in brackets ("Total Bathrooms 2 (full)", "3 (2 full, 1 half)"): its full and half baths.
      const split = /^\d{1,2}\s*\(/.test(value) ? bathSplitOf(value) : null;
      if (split) tallySplit(tally, split);
      else if (/^\d{1,2}\b/.test(value)) tally.total ??= parseCount(value);
      break;
    }
    case "bathsFull":
      if (/^\d{1,2}\b/.test(value)) tally.full ??= parseCount(value);
      break;
    case "bathsThreeQuarter":
      if (/^\d{1,2}$/.test(value)) tally.threeQuarter ??= Number(value);
      break;
  }
}

/** The labelled rows' baths: full and half baths, or a total that counts the half baths. */
export function labelledBathSplit(ctx: TextContext, tally: BathTally): void {
  const { facts, set } = ctx;
  const { half: halfBaths, total: totalBaths, halfIsPartOfTotal } = tally;
  // A three-quarter bath (a shower, no tub) counts as a full one: "Full Bathrooms 2" and "3/4 Bathrooms 1" are 3 full.
  const fullBaths = tally.full !== null && tally.threeQuarter !== null ? tally.full + tally.threeQuarter : tally.full;
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
    setBathSplit(ctx, split, "label:baths-split");
  } else if (totalBaths !== null) set("bathrooms", totalBaths, "label:bathsTotal");
}

/** Bath counts in badges and sentences, with their full and half split when the page states it. */
export function countedBaths(ctx: TextContext, tally: BathTally): void {
  const { facts, set, body, own } = ctx;
  const halfBaths = tally.half;
  // The half count on the same line ("1 bathroom and 1 powder room") or on the next badge ("1 bathroom", "1 half bath");
  // a title or description may state the full count alone first, so the first count that has its half wins.
  // A badge's "2 Full Bath" over its "1 Half Bath" names the full baths the same way; an Italian portal's "1 bagno" too.
  const FULL = /(?<![\d.,])(\d{1,2}(?:[.,]\d)?)\s*(?:(?:bath(?:room)?s?|ba|salles?\s+de\s+bains?|sdb|bagn[oi])\b|full\s+bath(?:room)?s?\b(?=\s*\n\s*\d\s*half\s+bath))/gi;
  const HALF = /^[^\n]*?(?:\n\s*)?\b(\d)\s*(?:powder\s+rooms?|salles?\s+d['’]eau|half\s+bath(?:room)?s?|partial\s+bath(?:room)?s?)\b/i;
  let full: RegExpExecArray | null = null;
  let half: RegExpExecArray | null = null;
  let tries = 0;
  // A total with its split in brackets ("3 Baths (2 full, 1 half)"): the split, whichever total came first.
  let bracketed: BathSplit | null = null;
  for (let m = FULL.exec(body); m !== null && tries < 20; m = FULL.exec(body), tries++) {
    // One unit's baths ("Apartment 1 (2 bedrooms, 1 bath, 860 sq ft)", a plex's "Unité principale" badges) are never
    // the building's, as its bedrooms are not (beds.ts).
    // Nor another unit's in a table of the building's units ("#1204", "2 bed · 2 bath", "820 sqft", "$598,000").
    if (oneUnitsCount(body, m.index) || otherUnitsRow(body, m.index)) continue;
    full ??= m;
    // Narrower than a value's split (`bathSplitOf`): "3 Baths (2 full, 1 powder room)" stays a count and its half.
    const split = splitOf(/^\s*\(\s*(\d{1,2})\s*full\b[^\d)]{0,12}(\d{1,2})\s*(?:half|partial)\b[^)]{0,12}\)/i.exec(body.slice(m.index + m[0].length, m.index + m[0].length + 40)));
    if (split && split.full + split.half === parseCount(m[1] ?? "")) {
      bracketed = split;
      break;
    }
    const h = HALF.exec(body.slice(m.index + m[0].length, m.index + m[0].length + 200));
    if (h) {
      full = m;
      half = h;
      break;
    }
  }
  bracketed ??= splitOf(PLUS_TEASER.exec(body));
  // A badge of full and half baths with its caption ("2 / 1 Baths (full/half)"): the full, then the half baths.
  bracketed ??= splitOf(/(?<![\d.,/])(\d{1,2})\s*\/\s*(\d)\s*(?:bath(?:room)?s?|ba)\s*\(\s*full\s*\/\s*(?:half|partial)\s*\)/i.exec(body));
  // A badge that splits its baths itself ("2 full, 1 half baths", "2 full & 1 half bathrooms", "2 Full + 1 Partial
  // Baths"): the full, then the half (a partial bath is a half bath).
  // Its separators are narrower than a value's: "2 Full Bath" over "1 Half Bath" stays the count and its half above.
  bracketed ??= splitOf(/(?<![\d.,])(\d{1,2})\s*full\s*(?:,|&|\+|\/|and)\s*(\d)\s*(?:half|partial)\s+bath(?:room)?s?\b/i.exec(body));
  // A badge of full baths alone ("2 Full Baths") on a page that names no half bath, powder room or other count: that many
  // baths, all full. A features list's item that opens on them ("2 full bathrooms (ensuite with glass shower)") too.
  const fullOnly = bracketed ? null : /^\s*(\d{1,2})\s*full\s+bath(?:room)?s?\b(?:\s*$|\s*[(,;]|\s+(?:with|including)\b)/im.exec(own);
  const fullCount = fullOnly?.[1] ? Number(fullOnly[1]) : null;
  if (fullCount !== null && (full === null || parseCount(full[1] ?? "") === fullCount) && !/\b(?:half|partial|powder|two-piece|2-piece)\b|salles?\s+d['’]eau/i.test(own)) bracketed = { full: fullCount, half: 0 };
  const statedBaths = facts.bathrooms?.value ?? (full ? (parseCount(full[1] ?? "") ?? undefined) : undefined);
  bracketed ??= fullBathsSummed(own, statedBaths) ?? allSaidFull(own, statedBaths);
  const showers = full ? showerRoomsAfter(body, full) : 0;
  if (bracketed) setBathSplit(ctx, bracketed, "n-baths-split");
  else if (half?.[1] && full?.[1]) setBathSplit(ctx, { full: (parseCount(full[1]) ?? 0) + showers, half: Number(half[1]) }, "n-baths");
  else if (full?.[1]) set("bathrooms", (parseCount(full[1]) ?? 0) + showers, "n-baths");
  if (halfBaths !== null && facts.bathrooms && facts.bathroomsHalf === undefined) set("bathroomsHalf", halfBaths, "label:halfBaths");
  // A whole count of bath rooms ("3 Bath", or a row's "Bathrooms 6") that the description splits into full baths and a
  // half bath ("two full baths up, a half bath on the main", "five full bathrooms and a powder room"): the half bath
  // counts half, as a split's does.
  const whole = facts.bathrooms === undefined || facts.bathrooms.source === "text:n-baths" || facts.bathrooms.source === "text:label:baths";
  const described = facts.bathroomsHalf === undefined && whole ? proseBathSplit(own) : null;
  if (described && described.full + described.half === facts.bathrooms?.value) {
    delete facts.bathrooms;
    // A sentence that places no bath on a floor of its own ("the home offers five full bathrooms and a powder room
    // across three levels") splits the whole home's (page-statements.ts); one that does ("two full baths up") may
    // count one floor's.
    setBathSplit(ctx, described, described.floor ? "prose-baths-split" : "prose-baths-home");
  }
  // A classified's sentence that counts its baths in words alone ("2+1 bedrooms, one full bath and a half bath"),
  // when nothing else counts them: its full and half baths.
  else if (described && facts.bathrooms === undefined) setBathSplit(ctx, described, "prose-baths-split");
  // A French description that names its rooms floor by floor ("Au rez-de-chaussée : … et salle d'eau. À l'étage : …
  // une salle de bain complète"), when nothing else counts the baths: its full baths and powder rooms.
  const french = facts.bathrooms === undefined ? frenchRoomsSplit(own) : null;
  if (french) setBathSplit(ctx, french, "prose-baths-split");
  // No count in digits: one in words ("Two baths in total: one up and one in the apartment").
  const inWords = facts.bathrooms === undefined ? BATHS_WORDS.exec(own)?.[1]?.toLowerCase() : undefined;
  if (inWords !== undefined) set("bathrooms", SMALL_NUMBERS[inWords], "n-baths-words");
}

/** "N full bath(room)s" in a sentence, N in digits or words ("two full baths"). */
const FULL_BATHS = /(?<![\d.,])\b(\d{1,2}|two|three|four|five|six)\s+full\s+bath(?:room)?s?\b/i;
/** A count of baths in words ("Two baths in total"), never "one" (one bath of several: "one bath up and one down"). */
const BATHS_WORDS = /\b(two|three|four|five|six)\s+(?:full\s+)?bath(?:room)?s\b/i;
/** A half bath named anywhere ("a half bath", "2-piece", "powder room"); never a "half-acre lot". */
const HALF_BATH_NAMED = /\b(?:half|partial)[\s-]*bath|\bpowder\s+rooms?\b|\b(?:two|2)[\s-]piece\b|salles?\s+d['’]eau/i;
/** A sentence about the main floor alone. */
const MAIN_FLOOR = /\bmain\s+(?:floor|level)\b|\bon\s+the\s+main\b/i;
/** A sentence that opens on the lower floor and counts its full baths ("Downstairs are 2 more bedrooms, a full bath"). */
const LOWER_FLOOR_BATH = /(?:^|[.!?]\s+)(?:downstairs|(?:the|in\s+the)\s+basement|(?:the|on\s+the)\s+lower\s+level)\b[^.!?\n]{0,80}?\b(a|one|two|\d)\s+(?:more\s+)?full\s+bath(?:room)?s?\b/im;
/** A count for each of several units or floors ("each unit has 1 full bath"): no count of the listing's own. */
const PER_UNIT = /\b(?:each|every|per)\b/i;

/**
 * A classified's sentence that sums up the home with its bedrooms and its full baths alone ("2 bedrooms, 1 full
 * bathroom, about 1,040 sq ft", "has 3 bedrooms and 2 full baths in 1,850 sq ft"), on a page that names no half bath:
 * that many baths, all full (never against another count of the baths, `stated`).
 */
function fullBathsSummed(own: string, stated: number | undefined): BathSplit | null {
  if (!FULL_BATHS.test(own) || HALF_BATH_NAMED.test(own)) return null;
  for (const sentence of summarySentences(own)) {
    const m = PER_UNIT.test(sentence) ? null : FULL_BATHS.exec(sentence);
    const count = m?.[1] ? (SMALL_NUMBERS[m[1].toLowerCase()] ?? Number(m[1])) : null;
    // A main floor's sentence ("The main floor has 3 bedrooms and 2 full baths") with the lower floor's own full bath in
    // another ("Downstairs are 2 more bedrooms, a full bath and a rec room"): the home's full baths are both floors'.
    const lower = MAIN_FLOOR.test(sentence) ? LOWER_FLOOR_BATH.exec(own) : null;
    const added = lower?.[1] ? (SMALL_NUMBERS[lower[1].toLowerCase()] ?? Number(lower[1])) : 0;
    if (count !== null && stated === undefined && added > 0) return { full: count + added, half: 0 };
    if (count !== null && (stated === undefined || stated === count)) return { full: count, half: 0 };
  }
  return null;
}

/**
 * A description's word that every bathroom is full ("Both bathrooms are full", "all three baths are full"), on a page
 * that names no half bath: the stated count of baths, all full (the sentence's count, when it gives one, must be it).
 */
function allSaidFull(own: string, stated: number | undefined): BathSplit | null {
  if (stated === undefined || !Number.isInteger(stated) || HALF_BATH_NAMED.test(own)) return null;
  const m = /\b(?:(both)|all(?:\s+(two|three|four|five|\d))?)\s+(?:of\s+the\s+)?bath(?:room)?s\s+are\s+full\b(?!\s+of\b)/i.exec(own);
  if (!m) return null;
  const said = m[1] ?? m[2];
  const word = said?.toLowerCase();
  const count = word === undefined ? stated : word === "both" ? 2 : (SMALL_NUMBERS[word] ?? Number(word));
  return count === stated ? { full: stated, half: 0 } : null;
}

/**
 * Shower rooms counted right after the bathrooms ("1 salle de bain; 1 salle de douches", "1 bathroom, 1 shower room"):
 * a shower room is a bathroom of its own (a Quebec "salle d'eau" is a powder room, read as a half bath above).
 */
function showerRoomsAfter(body: string, bath: RegExpExecArray): number {
  const rest = body.slice(bath.index + bath[0].length, bath.index + bath[0].length + 40);
  const m = /^\s*(?:[,;+&]|\s(?:and|et)\s)\s*(\d{1,2})\s*(?:salles?\s+de\s+douches?|shower\s*rooms?)\b/i.exec(rest);
  return m?.[1] ? Number(m[1]) : 0;
}

const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, ...COUNT_WORDS };

const FRENCH_COUNTS: Record<string, number> = { une: 1, un: 1, deux: 2, trois: 3 };

/**
 * A French paragraph's full baths ("une salle de bain complète", "deux salles de bains complètes") and powder rooms
 * ("une salle d'eau", or one in a list of rooms: "salon avec foyer et salle d'eau"), each counted once: never a
 * paragraph that offers one to add ("possibilité d'ajouter une salle d'eau") or names more bathrooms than it counts.
 */
function frenchRoomsSplit(text: string): BathSplit | null {
  for (const paragraph of text.split("\n")) {
    const full = [...paragraph.matchAll(/\b(une|deux|trois|\d)\s+salles?\s+de\s+bains?\s+complètes?\b/gi)];
    const half = [...paragraph.matchAll(/(?:\b(une|deux|\d)\s+|(?:,|\bet)\s+)salles?\s+d['’]eau\b/gi)];
    if (full.length !== 1 || half.length !== 1 || /possibilit|potentiel|ajout|pourrait/i.test(paragraph)) continue;
    // Every bathroom the paragraph names is the one it counts.
    if ((paragraph.match(/salles?\s+de\s+bains?/gi) ?? []).length !== 1) continue;
    const count = (w: string | undefined): number => (w === undefined ? 1 : (FRENCH_COUNTS[w.toLowerCase()] ?? Number(w)));
    return { full: count(full[0]?.[1]), half: count(half[0]?.[1]) };
  }
  return null;
}

/** "two full baths … a half bath" (or "a powder room") in one sentence: the full and the half baths it names. */
function proseBathSplit(text: string): (BathSplit & { floor: boolean }) | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    const full = /\b(\d|one|two|three|four|five)\s+full\s+bath(?:room)?s?\b/i.exec(sentence);
    const half = /\b(\d|an?|one|two|three)\s+(?:half\s+bath(?:room)?|powder\s+room)s?\b/i.exec(sentence);
    if (!full?.[1] || !half?.[1]) continue;
    const count = (w: string): number => SMALL_NUMBERS[w.toLowerCase()] ?? Number(w);
    return { full: count(full[1]), half: count(half[1]), floor: ONE_FLOOR.test(sentence) };
  }
  return null;
}

/** A floor of its own named in a sentence ("up", "downstairs", "on the main", "the upper level", "in the basement"). */
const ONE_FLOOR = /\b(?:up(?:stairs)?|down(?:stairs)?|on\s+the\s+main|(?:main|upper|lower|ground|first|second|third|top)\s+(?:floor|level)|basement)\b/i;
