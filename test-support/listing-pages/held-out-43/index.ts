/**
 * Forty-third held-out corpus (issue 18 check): 13 listings from the 13 sites members paste most, written by a
 * forty-third author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), across the big metros with two American border-town pages and two French
 * pages: a REALTOR.ca condo in Mississauga, a Zolo detached house in Vaughan, a HouseSigma freehold townhouse in
 * Markham, a Condos.ca rental in downtown Toronto, a RE/MAX semi in Kanata (Ottawa), a Centris triplex in Montréal's
 * Rosemont borough, a DuProprio bungalow in Terrebonne, a REW townhouse in Langley, a Royal LePage bungalow in
 * Calgary, a Kijiji apartment rental in Edmonton, a Point2 Homes house in Halifax, a Zillow house in Blaine,
 * Washington and a realtor.com house in Plattsburgh, New York. Expected facts were written first; the figures
 * measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_43_ONTARIO } from "./ontario.ts";
import { HELD_OUT_43_QUEBEC } from "./quebec.ts";
import { HELD_OUT_43_US } from "./us.ts";
import { HELD_OUT_43_WEST_ATLANTIC } from "./west-atlantic.ts";

export const HELD_OUT_43_PAGES: ListingPage[] = [...HELD_OUT_43_ONTARIO, ...HELD_OUT_43_QUEBEC, ...HELD_OUT_43_WEST_ATLANTIC, ...HELD_OUT_43_US];
