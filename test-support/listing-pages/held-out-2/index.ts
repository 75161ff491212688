/**
 * Second held-out corpus (issue 18 check): 12 pages of 12 sites, written by a second author from other real pages
 * than the first corpora, expected facts first. The figures measured on it before any rule changed are the honest
 * held-out numbers (README "Listing data accuracy"); rules fixed afterwards are general, each with a trap test.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_2_ABROAD } from "./abroad.ts";
import { HELD_OUT_2_CANADA } from "./canada.ts";
import { HELD_OUT_2_QUEBEC } from "./quebec.ts";

export const HELD_OUT_2_PAGES: ListingPage[] = [...HELD_OUT_2_CANADA, ...HELD_OUT_2_QUEBEC, ...HELD_OUT_2_ABROAD];
