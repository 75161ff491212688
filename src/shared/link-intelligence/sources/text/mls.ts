/** The MLS® or Centris number: a labelled row, a site's "Listing #" in a board's form, or "MLS® #…" in the text. */
import { mlsNumberOf } from "../../normalise/mls.ts";
import type { TextContext } from "./context.ts";
import type { LabelledRow } from "./rows.ts";

/** An "MLS #" or "Listing #" row's value. */
export function mlsRow({ set }: TextContext, { hit, value, rule }: LabelledRow): void {
  if (hit.label === "mls") set("mlsNumber", mlsNumberOf(value.split(/\s/)[0], true), rule);
  else if (/^[A-Z]\d{7,8}$/.test(value.split(/\s/)[0] ?? "")) set("mlsNumber", mlsNumberOf(value.split(/\s/)[0], true), rule);
}

/** The number after "MLS®", "Centris" or a US board's own MLS® in the text. */
export function mlsSentence({ set, body }: TextContext): void {
  // "MLS® #…", "MLS ID #4018823", "No Centris 18699470"; a US board's own MLS® ("NWMLS #2318845", "ARMLS #…") names
  // its number as MLS does.
  const mls = /\b(?:[A-Z]{2,5}MLS|MLS|Centris|No\.?\s*Centris)\s*(?:®|\(r\))?\s*(?:#|no\.?|num(?:ber|éro)|number|id)?\s*[:#]?\s*([A-Z]{0,2}\d{5,11})\b/i.exec(body);
  if (mls?.[1]) set("mlsNumber", mlsNumberOf(mls[1], true), "mls");
}
