/**
 * Eighty-fourth held-out corpus (issue 18 check): one page from each of the 13 named sites, written by an
 * eighty-fourth author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: income and mixed-use properties — a triplex, an up/down duplex, a quadruplex, a sixplex, a
 * fourplex, a character triplex, an owner's duplex, a house with a registered basement unit, a licensed rooming house,
 * two storefronts with apartments above, a US fourplex and a condo sold with its tenant in place. Pages carry rent
 * rolls (each unit's rooms, bedrooms, baths, size, rent and lease), gross revenue, expenses, NOI, cap rates, gross
 * rent multipliers, municipal and provincial assessments, potential rents of vacant or owner-occupied units, estimates
 * and earlier sales. Formats: French Québec pages ('1 149 000 $', '6 ½', '2 450 pi²', '4,34 %'), TRREB washroom rows
 * ('1 × 2pc, 2 × 4pc, 1 × 3pc'), bands ('1500-2000', '3500-5000 feet²', '600-699 sqft'), '8 + 2' and '3+2' bedrooms,
 * frontage × depth lots, a lot in m², a main unit's rooms in a teaser with no building total.
 * Pages: centris.ca (triplex, Montréal/Rosemont), duproprio.com (duplex, Trois-Rivières/Cap-de-la-Madeleine), remax.ca
 * in French (quadruplex, Laval/Pont-Viau), realtor.ca (storefront with apartments, Hamilton), zolo.ca (house with a
 * legal basement unit, Brampton), housesigma.com (sixplex, London ON), condos.ca (tenanted condo, Toronto),
 * royallepage.ca (rooming house, Halifax NS), kijiji.ca (owner's duplex, Winnipeg MB), rew.ca (triplex, Victoria BC),
 * point2homes.com (fourplex, Edmonton AB), zillow.com (fourplex, Columbus OH) and realtor.com (storefront with
 * apartments, Pittsburgh PA). Expected facts were written first; the figures measured on it before any rule changed
 * are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_84_ONTARIO } from "./ontario.ts";
import { HELD_OUT_84_QUEBEC } from "./quebec.ts";
import { HELD_OUT_84_US } from "./us.ts";
import { HELD_OUT_84_WEST_ATLANTIC } from "./west-atlantic.ts";

export const HELD_OUT_84_PAGES: ListingPage[] = [
  ...HELD_OUT_84_QUEBEC,
  ...HELD_OUT_84_ONTARIO,
  ...HELD_OUT_84_WEST_ATLANTIC,
  ...HELD_OUT_84_US,
];
