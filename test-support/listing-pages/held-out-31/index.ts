/**
 * Thirty-first held-out corpus (issue 18 check): 13 listings, one from each of 13 sites, written by a thirty-first
 * author from general knowledge of those sites' page structures and the earlier corpora's conventions (never the
 * extractor or its failures): the ordinary listing a member pastes most often, in ordinary suburbs and towns. A
 * REALTOR.ca semi in Brampton, a Zolo freehold townhouse in Barrie, a HouseSigma detached house in Whitby, a
 * Condos.ca condo in London ON, a Royal LePage bungalow in Windsor, a French Centris condo in Laval (Chomedey), a
 * French DuProprio split-level in Terrebonne (Lachenaie), a RE/MAX semi in Dartmouth, a Point2 Homes split-entry
 * house in Moncton, a REW townhouse in Abbotsford, a Kijiji by-owner bungalow in Brandon, a Zillow house in
 * Westerville, Ohio, and a Realtor.com house in Round Rock, Texas. Expected facts were written first; the figures
 * measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_31_ONTARIO } from "./ontario.ts";
import { HELD_OUT_31_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_31_US } from "./us.ts";
import { HELD_OUT_31_WEST } from "./west.ts";

export const HELD_OUT_31_PAGES: ListingPage[] = [...HELD_OUT_31_ONTARIO, ...HELD_OUT_31_QUEBEC_ATLANTIC, ...HELD_OUT_31_WEST, ...HELD_OUT_31_US];
