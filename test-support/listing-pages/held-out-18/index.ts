/**
 * Eighteenth held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by an
 * eighteenth author from general knowledge of those sites' page structures and the earlier corpora's conventions (never
 * the extractor or its failures), mostly Canadian with three American pages, two French pages and one hand-written
 * classified: a RealMaster freehold townhouse in Markham, a Bungol condo for lease in Toronto, a Nobul house in
 * Ottawa's Barrhaven, a Harvey Kalles semi-detached house in Leslieville, a HomeLife bungalow in Thunder Bay at a
 * reduced price, a Kangalou 4½ for rent in Sherbrooke, a jumelé on a Lévis broker team's own WordPress site, an EXIT
 * Realty townhouse in Dieppe, a Saskatoon team's IDX page for a house with a legal suite, a landlord's RentBoard ad in
 * Winnipeg, a Trulia house in Burlington (Vermont), a Compass condo in Seattle and a LandWatch acreage in Maine.
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_18_ONTARIO } from "./ontario.ts";
import { HELD_OUT_18_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_18_WEST_US } from "./west-us.ts";

export const HELD_OUT_18_PAGES: ListingPage[] = [...HELD_OUT_18_ONTARIO, ...HELD_OUT_18_QUEBEC_ATLANTIC, ...HELD_OUT_18_WEST_US];
