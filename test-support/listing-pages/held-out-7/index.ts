/**
 * Seventh held-out corpus (issue 18 check): one new listing page for each of the 13 sites the issue names, written by a
 * seventh author from real page structures of listings the first six corpora did not model (a realtor.ca lake
 * cottage in New Brunswick, a Centris condo for rent in French, a DuProprio chalet, a Zolo condo for rent in Calgary,
 * a HouseSigma house in Burnaby, a RE/MAX duplex in Winnipeg, a Royal LePage condo in Halifax, a Kijiji house for rent
 * from a property manager, a REW manufactured home, a condos.ca penthouse in Ottawa, a Point2 Homes condo in
 * Montréal, a Zillow townhouse in Denver and a realtor.com house for rent in Austin), expected facts first. The
 * figures measured on it before any rule changed are the honest held-out numbers (README "Listing data accuracy").
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_7_EAST } from "./east.ts";
import { HELD_OUT_7_ONTARIO_US } from "./ontario-us.ts";
import { HELD_OUT_7_QUEBEC } from "./quebec.ts";
import { HELD_OUT_7_WEST } from "./west.ts";

export const HELD_OUT_7_PAGES: ListingPage[] = [...HELD_OUT_7_EAST, ...HELD_OUT_7_WEST, ...HELD_OUT_7_QUEBEC, ...HELD_OUT_7_ONTARIO_US];
