/**
 * Fortieth held-out corpus (issue 18 check): 13 listings from the thirteen sites most people paste — REALTOR.ca,
 * Centris, DuProprio, Zolo, HouseSigma, RE/MAX, Royal LePage, Kijiji, REW, Condos.ca, Point2 Homes, Zillow and
 * realtor.com — written by a fortieth author from general knowledge of those sites' page structures and the earlier
 * corpora's conventions (never the extractor or its failures), each in one of the pages' less common states: a
 * mobile layout with stacked badges and collapsed sections, an estate priced 'upon request', a value-range listing,
 * a just-sold page still showing its former asking price, a condo page dominated by its building's amenities and
 * floor plans, two rural acreages on a well and septic, a semi with a basement apartment, a duplex whose units each
 * list their rooms above the totals (in French and in English), a pre-construction assignment, a lease with parking
 * and utilities priced apart, and a mobile home on a rented pad. Expected facts were written first; the figures
 * measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_40_ONTARIO } from "./ontario.ts";
import { HELD_OUT_40_QUEBEC } from "./quebec.ts";
import { HELD_OUT_40_WEST_US } from "./west-us.ts";

export const HELD_OUT_40_PAGES: ListingPage[] = [...HELD_OUT_40_ONTARIO, ...HELD_OUT_40_QUEBEC, ...HELD_OUT_40_WEST_US];
