/**
 * Nineteenth held-out corpus (issue 18 check): 13 listings, one from each of the 13 sites issue 18 names, written by a
 * nineteenth author from general knowledge of those sites' page structures and the earlier corpora's conventions (never
 * the extractor or its failures): a realtor.ca freehold townhouse in Ajax, a Centris duplex in Montréal's Villeray
 * (French), a DuProprio condo in Québec City's Sainte-Foy (English page), a Zolo semi-detached house in Kitchener, a
 * HouseSigma condo for lease in Mississauga, a condos.ca condo in Ottawa's Centretown, a Royal LePage house in Halifax,
 * a Kijiji townhouse for rent in Gatineau (French), a RE/MAX house in Calgary, a REW house with a suite in Coquitlam, a
 * Point2 bungalow in Edmonton, a Zillow house in Bellingham (Washington) and a realtor.com house in Buffalo (New York).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_19_EAST } from "./east.ts";
import { HELD_OUT_19_WEST_US } from "./west-us.ts";

export const HELD_OUT_19_PAGES: ListingPage[] = [...HELD_OUT_19_EAST, ...HELD_OUT_19_WEST_US];
