/**
 * Bathrooms by their pieces, the one way realtor.ca and HouseSigma both write them: each kind of bathroom by its
 * pieces ("4 pc", "2pcs", "3-piece"), with how many bathrooms have it when the page counts them, after the pieces
 * ("4pc x2", "4pc (x2)") or before them ("2 × 4-pc"), and the floor it is on in brackets ("2 × 4-pc (2nd)") or after
 * the count ("4pc (x2) Upper"). Three pieces or more are a full bath, two or fewer a half bath; the pieces are no count
 * of baths.
 */
import type { BathSplit } from "./bath-split.ts";

/**
 * A floor named after a kind's count with no brackets ("4pc (x2) Upper · 2pc (x1) Main"), as a TRREB board's list writes
 * it; or the room a kind serves, named the same way ("4pc main, 3pc ensuite": the primary bedroom's ensuite).
 */
const FLOOR = String.raw`(?:main|upper|lower|ground|bsmt|basement|2nd|3rd|second|third|flat|en-?suite|primary|hall)`;
/**
 * One kind of bathroom: how many bathrooms have it, before or after its pieces (one when the page lists each bathroom;
 * after them bare or in brackets: "4pc x2", "4pc (x2)"), then its floor in brackets ("(main)", "(2nd)"; a bare number
 * in brackets is no floor) or named after the count ("(x2) Upper").
 */
const KIND = String.raw`(?:(\d)\s*[x×]\s*)?(\d)\s*-?\s*(?:pcs|pce|pc|pieces?)\.?(?:\s*(?:[x×]\s*(\d)|\(\s*[x×]\s*(\d)\s*\)))?(?:\s*\((?!\s*\d+\s*\))[^()]{1,24}\)|\s+${FLOOR}\b)?`;
const KINDS = new RegExp(KIND, "gi");
/**
 * The kinds, after an optional total: "3 pc + 2 pc", "4 pc, 3 pc and 2 pc", "4pc x2, 2pc x1", "3 (2pc x1, 4pc x2)",
 * and a list of them with a dot between ("4pc (2nd) · 2pc (Main) · 3pc (Bsmt)").
 */
const LIST = new RegExp(String.raw`^(?:(\d{1,2})\s*\(\s*)?(${KIND}(?:\s*(?:[+,&·•]|\band)\s*${KIND})*)\s*\)?$`, "i");

/** The full and half baths a list of pieces counts; null when it is no such list or its kinds miss its total. */
export function piecesSplit(value: string): BathSplit | null {
  const list = LIST.exec(value);
  if (!list?.[2]) return null;
  const split = { full: 0, half: 0 };
  for (const [, before, pieces, bare, bracketed] of list[2].matchAll(KINDS)) {
    const after = bare ?? bracketed;
    // A count on both sides ("2 × 4pc x2") says nothing sure.
    if (before !== undefined && after !== undefined) return null;
    split[Number(pieces) >= 3 ? "full" : "half"] += Number(before ?? after ?? "1");
  }
  return list[1] === undefined || split.full + split.half === Number(list[1]) ? split : null;
}
