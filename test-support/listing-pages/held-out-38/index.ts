/**
 * Thirty-eighth held-out corpus (issue 18 check): 13 listings from the thirteen big named sites, one page each,
 * written by a thirty-eighth author from general knowledge of those sites' page structures and the earlier corpora's
 * conventions (never the extractor or its failures). Every page is crowded with numbers that are not the facts: price
 * and listing histories, estimates, comparable and nearby sold homes, mortgage calculators, school ratings, walk
 * scores, taxes, condo and strata fees, room dimension tables, other units in the building, lot dimensions in metres,
 * previous list prices, days on market, agents' phone numbers and sites' own ids. A REALTOR.ca house in Hamilton, a
 * Zolo condo in North York, a HouseSigma condo townhouse in Mississauga, a condos.ca rental in CityPlace, a Royal
 * LePage townhouse in Barrhaven, a Centris triplex in Rosemont and a DuProprio house in Charlesbourg (both French), a
 * RE/MAX house in Calgary, a REW condo in Burnaby, a Point2 bungalow in Saskatoon, a Kijiji rental in Halifax, a
 * Zillow house in Austin and a realtor.com condo in Denver. Expected facts were written first; the figures measured
 * on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_38_ONTARIO } from "./ontario.ts";
import { HELD_OUT_38_QUEBEC } from "./quebec.ts";
import { HELD_OUT_38_US } from "./us.ts";
import { HELD_OUT_38_WEST_ATLANTIC } from "./west-atlantic.ts";

export const HELD_OUT_38_PAGES: ListingPage[] = [...HELD_OUT_38_ONTARIO, ...HELD_OUT_38_QUEBEC, ...HELD_OUT_38_WEST_ATLANTIC, ...HELD_OUT_38_US];
