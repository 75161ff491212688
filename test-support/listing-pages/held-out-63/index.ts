/**
 * Sixty-third held-out corpus (issue 18 check): one page from each of 13 sites, written by a sixty-third author from
 * the sites' kinds of detail pages and the corpora's conventions (never the extractor or its failures). Theme:
 * investment and income property — plexes, a house with a legal secondary suite, a mixed-use building with a
 * storefront, a business sold without its real estate, and rentals — with the figures that crowd such pages: gross
 * and net income, cap rates, rent rolls with per-unit rents, bedrooms and sizes, price per door and per ft², municipal
 * and BC assessments, value and rent estimates, and a unit's rent beside a sale price. Pages: a Verdun triplex in
 * French (centris.ca), a Sherbrooke owner-sold duplex in French (duproprio.com), a Hamilton fourplex (realtor.ca), a
 * Toronto triplex (zolo.ca), a Brampton house with a legal basement apartment (housesigma.com), a CityPlace condo for
 * rent (condos.ca), a London house for rent (kijiji.ca), an Edmonton fourplex (remax.ca), a Kelowna restaurant
 * business (royallepage.ca), a New Westminster side-by-side duplex (rew.ca), a Winnipeg mixed-use building
 * (point2homes.com), a Milwaukee duplex (zillow.com) and a Providence triple-decker (realtor.com). Expected facts
 * were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_63_ONTARIO } from "./ontario.ts";
import { HELD_OUT_63_QUEBEC } from "./quebec.ts";
import { HELD_OUT_63_US } from "./us.ts";
import { HELD_OUT_63_WEST } from "./west.ts";

export const HELD_OUT_63_PAGES: ListingPage[] = [
  ...HELD_OUT_63_QUEBEC,
  ...HELD_OUT_63_ONTARIO,
  ...HELD_OUT_63_WEST,
  ...HELD_OUT_63_US,
];
