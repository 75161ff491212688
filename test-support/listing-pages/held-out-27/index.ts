/**
 * Twenty-seventh held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * twenty-seventh author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and two French pages: a Bosley
 * semi-detached house in Toronto's Leslieville, a Property.ca condo for lease at CityPlace, a Minto quick-possession
 * townhome in Ottawa's Barrhaven, an Appartogo 4½ for rent in Montréal's Rosemont, a Prével new condo unit in
 * Griffintown, a Killam apartment for rent in Moncton, a Macdonald Realty condo in Vancouver, a Newport Realty house
 * in Sidney, a CIR Realty house in Calgary's Evanston, a Boardwalk apartment for rent in Edmonton, a Ritchie Bros.
 * unreserved farmland auction near Kindersley, a HAR.com house in the Houston Heights and an Auction.com bank-owned
 * house in Cleveland. Expected facts were written first; the figures measured on it before any rule changed are the
 * honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_27_ONTARIO } from "./ontario.ts";
import { HELD_OUT_27_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_27_US } from "./us.ts";
import { HELD_OUT_27_WEST } from "./west.ts";

export const HELD_OUT_27_PAGES: ListingPage[] = [...HELD_OUT_27_ONTARIO, ...HELD_OUT_27_QUEBEC_ATLANTIC, ...HELD_OUT_27_WEST, ...HELD_OUT_27_US];
