/**
 * Third held-out corpus (issue 18 check): 12 pages of 12 sites, written by a third author from real pages and
 * page generations the first corpora did not model (Centris's Matrix client portal, Kijiji's older `window.__data`
 * ad, Zillow's `hdpApolloPreloadedData`, French plex and Royal LePage pages, land, a farm, a lease, Atlantic
 * provinces), expected facts first. The figures measured on it before any rule changed are the honest held-out
 * numbers (README "Listing data accuracy"); rules fixed afterwards are general, each with a trap test.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_3_ABROAD } from "./abroad.ts";
import { HELD_OUT_3_CANADA } from "./canada.ts";
import { HELD_OUT_3_QUEBEC } from "./quebec.ts";

export const HELD_OUT_3_PAGES: ListingPage[] = [...HELD_OUT_3_CANADA, ...HELD_OUT_3_QUEBEC, ...HELD_OUT_3_ABROAD];
