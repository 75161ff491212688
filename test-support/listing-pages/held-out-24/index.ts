/**
 * Twenty-fourth held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * twenty-fourth author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with three American pages and two French pages: a Precondo
 * pre-construction floor plan in Mississauga, a TalkCondo condo for rent in Toronto, a RentCafe apartment for rent
 * in Ottawa, a Nova Scotia brokerage's house in Wolfville, a French by-owner duplex in Sherbrooke, a Logis Québec 4½
 * for rent in Québec City, a Pemberton Holmes townhouse in Langford, a BC Classified manufactured home in
 * Chilliwack, a Realty Executives bungalow in Saskatoon, a HonestDoor property page (estimate vs list price) in
 * Edmonton, a Redfin townhouse in Seattle, a Berkshire Hathaway HomeServices house in Portland, Maine, and a
 * LandSearch ranch in Montana. Expected facts were written first; the figures measured on it before any rule changed
 * are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_24_ATLANTIC_QUEBEC } from "./atlantic-quebec.ts";
import { HELD_OUT_24_ONTARIO } from "./ontario.ts";
import { HELD_OUT_24_US } from "./us.ts";
import { HELD_OUT_24_WEST } from "./west.ts";

export const HELD_OUT_24_PAGES: ListingPage[] = [...HELD_OUT_24_ONTARIO, ...HELD_OUT_24_ATLANTIC_QUEBEC, ...HELD_OUT_24_WEST, ...HELD_OUT_24_US];
