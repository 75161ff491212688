/**
 * Eighth held-out corpus (issue 18 check): one new listing page for each of the 13 sites the issue names, written by an
 * eighth author from real page structures of listings the first seven corpora did not model (a realtor.ca working farm
 * in Grey County, a Centris building lot in Sutton in French, a DuProprio townhouse in Lévis, a Zolo half duplex in East
 * Vancouver, a HouseSigma townhouse for lease in Mississauga, a RE/MAX condo in Regina, a Royal LePage house for lease
 * in Barrhaven, a Kijiji apartment for rent on the French site in Trois-Rivières, a REW house in Nanaimo, a condos.ca
 * studio in Yaletown, a Point2 Homes house in Whitehorse, a Zillow manufactured home in Florida and a realtor.com land
 * parcel in Montana), expected facts first. The figures measured on it before any rule changed are the honest
 * held-out numbers (README "Listing data accuracy").
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_8_ONTARIO_US } from "./ontario-us.ts";
import { HELD_OUT_8_QUEBEC } from "./quebec.ts";
import { HELD_OUT_8_WEST } from "./west.ts";

export const HELD_OUT_8_PAGES: ListingPage[] = [...HELD_OUT_8_ONTARIO_US, ...HELD_OUT_8_QUEBEC, ...HELD_OUT_8_WEST];
