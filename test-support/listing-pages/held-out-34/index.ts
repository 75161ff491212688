/**
 * Thirty-fourth held-out corpus (issue 18 check): 13 listings from the 13 big named sites, written by a thirty-fourth
 * author from general knowledge of those sites' page structures and the earlier corpora's conventions (never the
 * extractor or its failures), in places no corpus leaned on: a REALTOR.ca semi in Oshawa, a Zolo condo townhouse in
 * Cambridge, a HouseSigma detached house in St. Catharines, a RE/MAX bungalow in Sault Ste. Marie, a Royal LePage
 * duplex in North Bay, a Condos.ca condo in Oshawa, a Centris condo in Saint-Hyacinthe (French), a DuProprio
 * semi-detached house in Joliette (English), a Kijiji apartment for rent in Truro, a Point2 Homes raised bungalow in
 * Steinbach, a REW townhouse in Vernon, a Zillow colonial in Kalamazoo, Michigan and a realtor.com townhome in
 * Rochester, Minnesota. Expected facts were written first; the figures measured on it before any rule changed are
 * the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_34_ONTARIO } from "./ontario.ts";
import { HELD_OUT_34_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_34_US } from "./us.ts";
import { HELD_OUT_34_WEST_NORTH } from "./west-north.ts";

export const HELD_OUT_34_PAGES: ListingPage[] = [...HELD_OUT_34_ONTARIO, ...HELD_OUT_34_QUEBEC_ATLANTIC, ...HELD_OUT_34_WEST_NORTH, ...HELD_OUT_34_US];
