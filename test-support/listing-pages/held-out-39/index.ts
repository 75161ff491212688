/**
 * Thirty-ninth held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * thirty-ninth author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and two French pages: a Victoria
 * board's house in Saanich, an independent Vancouver brokerage's condo, a Sutton townhouse in Surrey's Cloverdale, a
 * CBRE industrial building in Saskatoon, a Calgary espresso bar on a business-for-sale marketplace, a new-home
 * aggregator's townhome model in Milton, a Viewit condo rental in Etobicoke, a Muskoka brokerage's Lake Rosseau
 * cottage, a RentCanada suite in Ottawa's Vanier, a Cogir 4 ½ in Laval's Chomedey, a multi-residential brokerage's
 * triplex in Rosemont, a Northwest MLS house in Bellingham, Washington and a Maine Listings woodland lot in Calais.
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_39_ONTARIO } from "./ontario.ts";
import { HELD_OUT_39_QUEBEC } from "./quebec.ts";
import { HELD_OUT_39_US } from "./us.ts";
import { HELD_OUT_39_WEST } from "./west.ts";

export const HELD_OUT_39_PAGES: ListingPage[] = [...HELD_OUT_39_WEST, ...HELD_OUT_39_ONTARIO, ...HELD_OUT_39_QUEBEC, ...HELD_OUT_39_US];
