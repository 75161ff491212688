/**
 * Forty-sixth held-out corpus (issue 18 check): 13 listings from the thirteen major sites (realtor.ca, centris.ca,
 * duproprio.com, zolo.ca, housesigma.com, remax.ca, royallepage.ca, kijiji.ca, rew.ca, condos.ca, point2homes.com,
 * zillow.com, realtor.com), written by a forty-sixth author from general knowledge of those sites' page structures and
 * the earlier corpora's conventions (never the extractor or its failures), in mid-sized cities no earlier corpus used:
 * a 2+1 brick house in Cobourg, a river-view condo in Brockville, a freehold townhouse in Tillsonburg, an apartment
 * rental in Leamington, a 1+1 condo in Lindsay (City of Kawartha Lakes), a French Centris triplex in Sorel-Tracy, a
 * French by-owner house in Rivière-du-Loup, a bi-level in Medicine Hat, a corner-lot house in Cranbrook, a serviced
 * view lot in Salmon Arm, a half duplex in Yorkton, a New Englander in Bangor, Maine and a townhome in Missoula,
 * Montana. Expected facts were written first; the figures measured on it before any rule changed are the honest
 * held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_46_ONTARIO } from "./ontario.ts";
import { HELD_OUT_46_QUEBEC } from "./quebec.ts";
import { HELD_OUT_46_US } from "./us.ts";
import { HELD_OUT_46_WEST } from "./west.ts";

export const HELD_OUT_46_PAGES: ListingPage[] = [...HELD_OUT_46_ONTARIO, ...HELD_OUT_46_QUEBEC, ...HELD_OUT_46_WEST, ...HELD_OUT_46_US];
