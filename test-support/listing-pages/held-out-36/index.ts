/**
 * Thirty-sixth held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * thirty-sixth author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and three French pages: a BC
 * Northern board acreage house in Prince George, a Regina board bungalow, an ApartmentLove rental in Winnipeg, a
 * Westbank First Nation leasehold house in West Kelowna, a Predator Ridge homesite in Vernon, a St. John's brokerage
 * house, a PEI cottage in North Rustico, a New Brunswick semi in Dieppe, a housing cooperative's 5 ½ in Montréal's
 * Plateau, a Saguenay brokerage's house in Chicoutimi, a by-owner duplex in Trois-Rivières, a resale in The Villages,
 * Florida and a HotPads rental in Minneapolis. Expected facts were written first; the figures measured on it before
 * any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_36_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_36_QUEBEC } from "./quebec.ts";
import { HELD_OUT_36_US } from "./us.ts";
import { HELD_OUT_36_WEST_NORTH } from "./west-north.ts";

export const HELD_OUT_36_PAGES: ListingPage[] = [...HELD_OUT_36_WEST_NORTH, ...HELD_OUT_36_ATLANTIC, ...HELD_OUT_36_QUEBEC, ...HELD_OUT_36_US];
