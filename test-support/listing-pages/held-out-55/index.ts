/**
 * Fifty-fifth held-out corpus (issue 18 check): one page from each of 13 sites, written by a fifty-fifth author from
 * the sites' page structures and the earlier corpora's conventions (never the extractor or its failures). Theme:
 * listings whose status and price have moved — reduced prices with the old price struck through, "new this week",
 * open house banners, back on market, sold conditional, price history tables with earlier list and sold prices, days
 * on market, and the sites' estimates and assessments beside the asking price. Pages: a Crown Point house in Hamilton
 * with a price change and open house (realtor.ca), a North York condo back on market (zolo.ca), a Richmond Hill
 * townhouse sold conditionally (housesigma.com), a Mississauga condo with a price drop (condos.ca), a Calgary house new
 * this week (remax.ca), a Saskatoon bungalow with a reduced price (royallepage.ca), a Metrotown condo in Burnaby with
 * its sale history and assessment (rew.ca), an Edmonton apartment for rent at a reduced rent (kijiji.ca), an Armdale
 * house in Halifax with a price change (point2homes.com), a French Sainte-Foy house in Québec City at a new price
 * (centris.ca), a French Fleurimont semi in Sherbrooke sold by its owner (duproprio.com), a Boise house with a price
 * cut (zillow.com) and a Raleigh house back on market (realtor.com).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_55_EAST } from "./east.ts";
import { HELD_OUT_55_ONTARIO } from "./ontario.ts";
import { HELD_OUT_55_US } from "./us.ts";
import { HELD_OUT_55_WEST } from "./west.ts";

export const HELD_OUT_55_PAGES: ListingPage[] = [
  ...HELD_OUT_55_ONTARIO,
  ...HELD_OUT_55_WEST,
  ...HELD_OUT_55_EAST,
  ...HELD_OUT_55_US,
];
