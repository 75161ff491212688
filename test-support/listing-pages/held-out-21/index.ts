/**
 * Twenty-first held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * twenty-first author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with three American pages, two French pages and one plain-text
 * classified: a Chestnut Park century house in Prince Edward County (Picton), a TheRedPin condo assignment in Vaughan,
 * a cottage site's waterfront cottage in Minden Hills, a RentSeeker apartment for rent in Waterloo, a Louer.ca 5½ for
 * rent in Trois-Rivières, a Rimouski notary's sale by tender of an estate bungalow, a Farms.com dairy farm in Perth
 * East, a Properly townhouse in Calgary's Mahogany, a Winnipeg REALTORS® bungalow in St. Vital, a by-owner plain-text
 * ad in Regina, a Homes.com house in Buffalo, an Apartments.com condo for rent in Bellingham and a Movoto condo in
 * Scottsdale. Expected facts were written first; the figures measured on it before any rule changed are the honest
 * held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_21_ONTARIO } from "./ontario.ts";
import { HELD_OUT_21_REGIONAL } from "./regional.ts";
import { HELD_OUT_21_US } from "./us.ts";

export const HELD_OUT_21_PAGES: ListingPage[] = [...HELD_OUT_21_ONTARIO, ...HELD_OUT_21_REGIONAL, ...HELD_OUT_21_US];
