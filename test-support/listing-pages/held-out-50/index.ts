/**
 * Fiftieth held-out corpus (issue 18 check): 13 listings, one each from realtor.ca, centris.ca, duproprio.com,
 * zolo.ca, housesigma.com, remax.ca, royallepage.ca, kijiji.ca, rew.ca, condos.ca, point2homes.com, zillow.com and
 * realtor.com, written by a fiftieth author from those sites' page structures as public scraper projects show them and
 * the earlier corpora's conventions (never the extractor or its failures). Its theme is listings in their later life
 * in cities and suburbs across Canada, with two American border-town pages and two French pages: a Calgary house with
 * two co-listing agents from different brokerages and open-house times, a Winnipeg bungalow after a price cut, a
 * St. Albert house with a price-history table, a Burnaby pre-construction condo assignment, a Mississauga townhouse
 * newly listed beside its own earlier sale, a Richmond Hill house back on the market with a site estimate, a Toronto
 * condo after a price drop with an estimate range, a Waterloo rental with utilities and a deposit, a Fredericton house
 * with its assessment and taxes, a French Centris house in Gatineau (Aylmer) with municipal assessment, taxes and a
 * mortgage calculator, a French DuProprio bungalow in Lévis after a price cut, a Blaine, Washington house with a
 * Zestimate and tax history, and a Burlington, Vermont condo with third-party value estimates. Expected facts were
 * written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_50_FRENCH } from "./french.ts";
import { HELD_OUT_50_ONTARIO_ATLANTIC } from "./ontario-atlantic.ts";
import { HELD_OUT_50_US } from "./us.ts";
import { HELD_OUT_50_WEST } from "./west.ts";

export const HELD_OUT_50_PAGES: ListingPage[] = [
  ...HELD_OUT_50_WEST,
  ...HELD_OUT_50_ONTARIO_ATLANTIC,
  ...HELD_OUT_50_FRENCH,
  ...HELD_OUT_50_US,
];
