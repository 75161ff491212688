/**
 * Seventy-seventh held-out corpus (issue 18 check): one page from each of 13 named listing sites, written by a
 * seventy-seventh author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: listings with a history — relisted, price-reduced, back-on-market and conditionally sold
 * (still active) listings whose pages carry price-history tables, earlier list prices, earlier sold prices of the same
 * home, "was $X, now $Y" badges, days on market, the MLS® numbers of earlier listings of the same home, estimates and
 * assessment values. The price expected is the current list price and the MLS® number the current listing's.
 * Pages: realtor.ca (house back on the market, Barrie), centris.ca (house with a new price, Sherbrooke), duproprio.com
 * (owner-sold semi with a revised price, Gatineau), zolo.ca (relisted condo, Toronto), housesigma.com (relisted
 * townhouse, Mississauga), remax.ca (house back on market, Calgary), royallepage.ca (semi conditionally sold but
 * active, Ottawa), kijiji.ca (agent's ad for a price-cut condo townhouse, Kitchener), rew.ca (relisted strata
 * townhouse, Coquitlam), condos.ca (price-reduced condo, North York), point2homes.com (bungalow with a price history,
 * Saskatoon), zillow.com (relisted house after a price cut, Boise ID) and realtor.com (contingent townhome, Scottsdale
 * AZ). Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_77_NATIONAL } from "./national.ts";
import { HELD_OUT_77_ONTARIO } from "./ontario.ts";
import { HELD_OUT_77_QUEBEC } from "./quebec.ts";
import { HELD_OUT_77_US } from "./us.ts";

export const HELD_OUT_77_PAGES: ListingPage[] = [
  ...HELD_OUT_77_ONTARIO,
  ...HELD_OUT_77_QUEBEC,
  ...HELD_OUT_77_NATIONAL,
  ...HELD_OUT_77_US,
];
