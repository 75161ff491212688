/**
 * Thirty-fifth held-out corpus (issue 18 check): one listing from each of 13 named sites, written by a thirty-fifth
 * author from general knowledge of those sites' page structures and the earlier corpora's conventions (never the
 * extractor or its failures), built around numbers that collide: a price beside monthly payments, taxes, condo fees,
 * estimates and price per sq ft; two sizes (interior vs total incl. basement, m² and ft²); a lot in acres beside
 * frontage; '3 + 1' bedrooms beside a rooms table; baths as '2.5', '2 full 1 half', '3 pc + 2 pc'; built, renovated,
 * assessed and sold years; two MLS-like numbers. REALTOR.ca in Ottawa, Centris (English) in Québec City, DuProprio
 * (French) in Sherbrooke, RE/MAX (French) in Québec City, Zolo in Markham, HouseSigma in Vaughan, Royal LePage in
 * Hamilton, Kijiji in St. John's, REW in Surrey, Condos.ca in Winnipeg, Point2 near Saskatoon, Zillow in Bellingham,
 * Washington, and Realtor.com in Middlebury, Vermont. Expected facts were written first.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_35_EAST } from "./east.ts";
import { HELD_OUT_35_ONTARIO_ATLANTIC } from "./ontario-atlantic.ts";
import { HELD_OUT_35_QUEBEC } from "./quebec.ts";
import { HELD_OUT_35_US } from "./us.ts";
import { HELD_OUT_35_WEST } from "./west.ts";

export const HELD_OUT_35_PAGES: ListingPage[] = [...HELD_OUT_35_EAST, ...HELD_OUT_35_QUEBEC, ...HELD_OUT_35_ONTARIO_ATLANTIC, ...HELD_OUT_35_WEST, ...HELD_OUT_35_US];
