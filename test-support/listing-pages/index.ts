/** The listing-page corpus: tuned pages (one or two per site) and held-out pages. */
import { HELD_OUT_PAGES } from "./held-out/pages.ts";
import { HELD_OUT_2_PAGES } from "./held-out-2/index.ts";
import { HELD_OUT_3_PAGES } from "./held-out-3/index.ts";
import { HELD_OUT_4_PAGES } from "./held-out-4/index.ts";
import { HELD_OUT_5_PAGES } from "./held-out-5/index.ts";
import { HELD_OUT_6_PAGES } from "./held-out-6/index.ts";
import { HELD_OUT_7_PAGES } from "./held-out-7/index.ts";
import { HELD_OUT_8_PAGES } from "./held-out-8/index.ts";
import { HELD_OUT_9_PAGES } from "./held-out-9/index.ts";
import { TUNED_PAGES } from "./tuned/index.ts";
import type { ListingPage } from "./types.ts";

export const LISTING_PAGES: ListingPage[] = [...TUNED_PAGES, ...HELD_OUT_PAGES, ...HELD_OUT_2_PAGES, ...HELD_OUT_3_PAGES, ...HELD_OUT_4_PAGES, ...HELD_OUT_5_PAGES, ...HELD_OUT_6_PAGES, ...HELD_OUT_7_PAGES, ...HELD_OUT_8_PAGES, ...HELD_OUT_9_PAGES];
export { HELD_OUT_2_PAGES, HELD_OUT_3_PAGES, HELD_OUT_4_PAGES, HELD_OUT_5_PAGES, HELD_OUT_6_PAGES, HELD_OUT_7_PAGES, HELD_OUT_8_PAGES, HELD_OUT_9_PAGES, HELD_OUT_PAGES, TUNED_PAGES };
export type { ExpectedFacts, ListingPage } from "./types.ts";
export { misses, scorePage, table, tally, pct } from "./score.ts";
export type { FactResult, Tally } from "./score.ts";
