/**
 * Fourth held-out corpus (issue 18 check): 12 pages of 12 sites, written by a fourth author from real pages and
 * property types the first corpora did not model (a BC strata apartment, a sold listing, a rural acreage, a private
 * sale, a condo lease, redfin.ca, an English Centris duplex, a DuProprio condo in Québec City, a Via Capitale page, a
 * US multi-family, a Zillow rental, a realtor.com duplex), expected facts first. The figures measured on it before any
 * rule changed are the honest held-out numbers (README "Listing data accuracy").
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_4_ABROAD } from "./abroad.ts";
import { HELD_OUT_4_CANADA } from "./canada.ts";
import { HELD_OUT_4_QUEBEC } from "./quebec.ts";

export const HELD_OUT_4_PAGES: ListingPage[] = [...HELD_OUT_4_CANADA, ...HELD_OUT_4_QUEBEC, ...HELD_OUT_4_ABROAD];
