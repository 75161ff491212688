/**
 * Seventeenth held-out corpus (issue 18 check): 13 listings from the 13 sites issue 18 names, one page each, written by
 * a seventeenth author from the structures of the earlier corpora's pages and of real pages (no page copied, never
 * the corpora's failures), for the harder pages members still paste, in places earlier corpora used little: a
 * Centris duplex in Rimouski in French (two units, no bedroom count), a DuProprio vacant lot of 1.62 hectares in
 * Carleton-sur-Mer, a Zolo condo in Halifax with condo fees and a $35,000 parking stall, a Royal LePage house in
 * Montague (PEI) listed by an agent team, a Point2Homes house in Truro with six "similar homes" cards around it, a
 * Kijiji commercial unit for sale in Moncton, a realtor.ca grain farm in a Saskatchewan rural municipality, a HouseSigma
 * sold house in Cochrane (Alberta) with its sold and list prices, a RE/MAX mobile home in a park in Fort St. John, a REW
 * recreational cabin near Burns Lake, a condos.ca pre-construction project in Ottawa with a price range, a Zillow
 * triplex in Lewiston (Maine) and a realtor.com house in Bismarck (North Dakota) with similar homes.
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_17_EAST } from "./east.ts";
import { HELD_OUT_17_WEST } from "./west.ts";

export const HELD_OUT_17_PAGES: ListingPage[] = [...HELD_OUT_17_EAST, ...HELD_OUT_17_WEST];
