/**
 * Fifty-third held-out corpus (issue 18 check): one page from each of 13 sites, written as a browser saves today's
 * client-rendered pages, by a fifty-third author from the sites' page structures seen in public scraper projects and
 * the earlier corpora's conventions (never the extractor or its failures). Most facts sit in embedded data — JSON-LD
 * @graph blocks with the site's organisation, breadcrumbs and FAQs, __NEXT_DATA__ (one with a stringified client
 * cache), Apollo, Redux and Nuxt state, window.__INITIAL_STATE__ scripts, microdata and data-* attributes — while the
 * visible page shows skeletons, "Loading…", consent walls and sign-in gates; the embedded data also carries
 * recommended, recently viewed and agent's other listings, estimates, earlier prices, rents in cents, bathrooms in
 * tenths, sizes as strings and in m². Pages: a Guelph house (realtor.ca), a CityPlace condo (zolo.ca), a Mississauga
 * semi (housesigma.com), a Barrhaven bungalow (remax.ca), a Liberty Village condo for lease (condos.ca), a River
 * Heights house in Winnipeg (royallepage.ca), a Clayton townhouse in Surrey (rew.ca), a Moncton apartment for rent
 * (kijiji.ca), a lot near Chester, NS (point2homes.com), a French Boucherville condo (centris.ca), a French Granby
 * townhouse sold by its owner (duproprio.com), a Spokane house (zillow.com) and a Bellingham condo (realtor.com).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_53_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_53_FRENCH } from "./french.ts";
import { HELD_OUT_53_ONTARIO } from "./ontario.ts";
import { HELD_OUT_53_US } from "./us.ts";
import { HELD_OUT_53_WEST } from "./west.ts";

export const HELD_OUT_53_PAGES: ListingPage[] = [
  ...HELD_OUT_53_ONTARIO,
  ...HELD_OUT_53_WEST,
  ...HELD_OUT_53_ATLANTIC,
  ...HELD_OUT_53_FRENCH,
  ...HELD_OUT_53_US,
];
