/** The MLS® or Centris number: a labelled row, a site's "Listing #" in a board's form, or "MLS® #…" in the text. */
import { mlsNumberOf } from "../../normalise/mls.ts";
import type { TextContext } from "./context.ts";
import type { LabelledRow } from "./rows.ts";

// "MLS® #…", "MLS ID #4018823", "No Centris 18699470"; a US board's own MLS® ("NWMLS #2318845", "ARMLS #…") names
// its number as MLS does. The California Desert board's area letters after its nine digits ("MLS# 219131872PS") are the number's own.
const MLS_NUMBER = /\b(?:[A-Z]{2,5}MLS|MLS|Centris|No\.?\s*Centris)\s*(?:®|\(r\))?\s*(?:#|no\.?|num(?:ber|éro)|number|id)?\s*[:#]?\s*([A-Z]{0,2}\d{5,11}|2\d{8}[A-Z]{2})\b/i;

/**
 * The number the page's title names ("84 Loon Haven Trail … (MLS # S12490738) | Firm"): the listing's own, as a title
 * names only its page's listing.
 */
function titleNumber({ extra }: TextContext): string | null {
  const title = extra?.head?.slice(0, 2).map((t) => MLS_NUMBER.exec(t)?.[1]).find((n) => n !== undefined);
  return title ? mlsNumberOf(title, true) : null;
}

/**
 * An "MLS #" or "Listing #" row's value; never a row whose number is not the one the title names (a featured or
 * similar listing's card below the listing, "MLS® S12487722").
 */
export function mlsRow(ctx: TextContext, { hit, value, rule }: LabelledRow): void {
  const first = value.split(/\s/)[0] ?? "";
  if (hit.label !== "mls" && !/^[A-Z]\d{7,8}$/.test(first)) return;
  const number = mlsNumberOf(first, true);
  const title = titleNumber(ctx);
  if (title !== null && number !== null && number !== title) return;
  ctx.set("mlsNumber", number, rule);
}

/** The number after "MLS®", "Centris" or a US board's own MLS® in the text. */
export function mlsSentence({ set, body }: TextContext): void {
  const mls = MLS_NUMBER.exec(body);
  if (mls?.[1]) set("mlsNumber", mlsNumberOf(mls[1], true), "mls");
}
