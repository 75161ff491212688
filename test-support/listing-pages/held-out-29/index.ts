/**
 * Twenty-ninth held-out corpus (issue 18 check): 13 listings, one from each of thirteen big Canadian and American
 * sites, written by a twenty-ninth author from general knowledge of those sites' page structures and the earlier
 * corpora's conventions (never the extractor or its failures), all condos, townhouses and semis in big cities with
 * their usual traps (unit numbers, maintenance/strata/condo/HOA fees, parking and lockers, building data beside the
 * unit's, price per sq ft, an assignment sale, a pre-construction 'from' price, a rent-to-own ad, a for-sale-or-lease
 * unit, agent teams, neighbourhoods vs boroughs): a REALTOR.ca condo in Toronto, a Zolo condo in Ottawa's Byward
 * Market, a HouseSigma condo townhouse in Toronto's Mimico, a Condos.ca assignment in Toronto, a Centris (English)
 * condo in Montréal's Plateau-Mont-Royal, a French DuProprio townhouse in Québec City, a Royal LePage semi in
 * Longueuil, a RE/MAX condo in Halifax, a REW townhouse in Vancouver's Kitsilano, a Kijiji rent-to-own condo in
 * Calgary's Beltline, a Point2 Homes condo in Edmonton, a Zillow condo in Chicago and a Realtor.com condo in Boston.
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_29_ONTARIO } from "./ontario.ts";
import { HELD_OUT_29_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_29_US } from "./us.ts";
import { HELD_OUT_29_WEST } from "./west.ts";

export const HELD_OUT_29_PAGES: ListingPage[] = [...HELD_OUT_29_ONTARIO, ...HELD_OUT_29_QUEBEC_ATLANTIC, ...HELD_OUT_29_WEST, ...HELD_OUT_29_US];
