/**
 * A bathrooms value that splits itself into full and half baths ("2 Full / 1 Half", "3 (2 full, 1 half)", "3 pc + 2 pc",
 * "4pc x2, 2pc x1"), and the pieces of a split that the badges share (`splitOf`, `FULL_PLUS_HALF`).
 */
import { piecesSplit } from "./bath-pieces.ts";

/** Full and half baths, as a page splits its bathrooms. */
export type BathSplit = { full: number; half: number };

/** The bathrooms a split counts: full + 0.5 × half. */
export const bathroomsOf = ({ full, half }: BathSplit): number => full + half * 0.5;

/** The split a match's first two groups count: full baths, then half baths. */
export const splitOf = (m: RegExpExecArray | null): BathSplit | null => (m ? { full: Number(m[1]), half: Number(m[2]) } : null);

/**
 * Full baths, then half baths, each kind with its word, after an optional total: "2 full, 1 half", "2 Full / 1 Half",
 * "3 (2 full, 1 half)", "2.5 (2 full, 1 half)" (a total that counts the half bath half), "3 complètes, 1 partielle",
 * "2 full + 1 powder room"; or "1 + 1 half", full baths plus the half baths the word names (a bare "1+1" is no such
 * split: it may be a floor's).
 */
const FULL_THEN_HALF = /^(?:\d{1,2}(?:[.,]5)?\s*\(\s*)?(\d{1,2})\s*(?:(?:full\b|compl[èe]tes?)[^\d]{0,12}|\+\s*)(\d{1,2})\s*(?:half|partial|partielles?|powder|salles?\s+d['’]eau)\b/i;

/** Full baths plus half baths, as a count of each: Centris's "1+1" under "Bathrooms and powder rooms". */
export const FULL_PLUS_HALF = String.raw`(\d{1,2})\s*\+\s*(\d{1,2})`;

/** A bathrooms label's value that splits itself into full and half baths. */
export function bathSplitOf(value: string): BathSplit | null {
  // In French too: "2 salles de bains, 1 salle d'eau" (or "1 salle de bains complète, 1 salle d'eau", "1 salle de
  // bain et 1 salle d'eau"): the baths, then the powder rooms.
  const bathsThenPowder = /^(\d{1,2})\s*(?:(?:full\s+)?bath(?:room)?s?|salles?\s+de\s+bains?)(?:\s+(?:full|compl[èe]tes?))?\s*(?:[,;·|+&]|\s(?:and|et)\s)\s*(\d{1,2})\s*(?:half\s+baths?|powder\s+rooms?|salles?\s+d['’]eau)\b/i;
  // A table row that carries the next label's count too: "Salles de bain: 2 | Salles d'eau 1".
  const withPowder = /^(\d{1,2})\s*[|·,;]\s*(?:salles?\s+d['’]eau|powder\s+rooms?|half\s+baths?)\s*:?\s*(\d{1,2})$/i;
  // Each kind's word before its count, after an optional total ("3 (Full: 2, Partial: 1)"): they must add up to it.
  const named = /^(?:(\d{1,2})\s*\(\s*)?(?:full|compl[èe]tes?)\s*:?\s*(\d{1,2})\s*[,;/|·]\s*(?:half|partial|partielles?)\s*:?\s*(\d{1,2})\s*(?:\)|$)/i.exec(value);
  const namedSplit = named && (named[1] === undefined || Number(named[2]) + Number(named[3]) === Number(named[1])) ? { full: Number(named[2]), half: Number(named[3]) } : null;
  // A badge's "2 + 1" under "Bathrooms" (REALTOR.ca's way, like its "3 + 1" bedrooms): full baths, then half baths.
  const plus = /^(\d{1,2})\s*\+\s*(\d)$/;
  return piecesSplit(value) ?? splitOf(withPowder.exec(value)) ?? namedSplit ?? splitOf(FULL_THEN_HALF.exec(value)) ?? splitOf(bathsThenPowder.exec(value)) ?? splitOf(plus.exec(value)) ?? allFull(value);
}

/**
 * A total whose brackets say every one is full ("2 (2 full)", or the word alone: "2 (full)", "2 (all full)"): that many
 * full baths and no half; another count says nothing. So are full baths with their pieces in brackets ("2 full (4-pc,
 * 3-pc)"), when the pieces count as many full baths and no half.
 */
function allFull(value: string): BathSplit | null {
  const m = /^(\d{1,2})\s*\(\s*(\d{1,2}|all)?\s*(?:full|compl[èe]tes?)\s*\)$/i.exec(value);
  if (m?.[1] && (m[2] === undefined || m[2].toLowerCase() === "all" || m[1] === m[2])) return { full: Number(m[1]), half: 0 };
  const pieced = /^(\d{1,2})\s*(?:full|compl[èe]tes?)\s*\(([^()]{3,60})\)$/i.exec(value);
  const pieces = pieced?.[2] ? piecesSplit(pieced[2].trim()) : null;
  return pieces && pieces.half === 0 && pieces.full === Number(pieced?.[1]) ? pieces : null;
}
