/**
 * Twenty-fifth held-out corpus (issue 18 check): 13 listings, one from each of REALTOR.ca, Centris, DuProprio, Zolo,
 * HouseSigma, RE/MAX, Royal LePage, Kijiji, REW, Condos.ca, Point2, Zillow and realtor.com, written by a twenty-fifth
 * author from general knowledge of those sites' page structures and the earlier corpora's conventions (never the
 * extractor or its failures), all rentals and recreational or seasonal property, in places earlier corpora barely
 * used: a waterfront cottage with an open house in Huntsville, a French chalet in Magog, a French by-owner chalet
 * with a reduced price in Baie-Saint-Paul, a price-reduced cottage in Dysart et al (Haliburton), a waterfront cabin
 * in Kenora, a commercial unit for lease in Picton (Prince Edward County), a house for rent in Charlottetown, a
 * basement suite for rent in Canmore, a waterfront cabin in Tofino, a ski-season condo rental in Collingwood, vacant
 * recreational land near Whitehorse, a lake house for rent in Lake Geneva (Wisconsin) and a price-cut lake cabin with
 * an open house in Nisswa (Minnesota). Expected facts were written first; the figures measured on it before any
 * rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_25_ONTARIO } from "./ontario.ts";
import { HELD_OUT_25_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_25_US } from "./us.ts";
import { HELD_OUT_25_WEST_NORTH } from "./west-north.ts";

export const HELD_OUT_25_PAGES: ListingPage[] = [...HELD_OUT_25_ONTARIO, ...HELD_OUT_25_QUEBEC_ATLANTIC, ...HELD_OUT_25_WEST_NORTH, ...HELD_OUT_25_US];
