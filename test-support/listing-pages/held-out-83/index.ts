/**
 * Eighty-third held-out corpus (issue 18 check): one page from each of the 13 named sites, written by an
 * eighty-third author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: detail pages crowded with other listings, as real portals are — the agent's other listings,
 * "recently sold nearby" with sold prices and dates, "similar homes" cards with beds, baths, sqft, prices and
 * addresses, map-cluster points in state scripts, price-history and tax-history tables, mortgage calculators with a
 * down payment, "homes in this building" tables on condo pages and nearby schools with their addresses. The
 * listing's own facts are stated once as the site would; every other listing is a trap.
 * Pages: realtor.ca (house, Halifax NS), centris.ca (French, triplex, Québec/La Cité-Limoilou), duproprio.com
 * (French, owner's townhouse, Laval/Sainte-Rose), kijiji.ca (townhouse for rent, Moncton NB), point2homes.com
 * (house, Stratford PE), zolo.ca (semi, Calgary AB), housesigma.com (condo townhouse, Mississauga ON), remax.ca
 * (house, Saskatoon SK), royallepage.ca (condo, Winnipeg MB), rew.ca (vacant lot, Sooke BC), condos.ca (condo,
 * Toronto/Liberty Village), zillow.com (townhouse, Aurora CO) and realtor.com (house, San Antonio TX).
 * Formats: '3 + 1' and '3+1' bedrooms, 'Partial Bathrooms', '3 full, 1 half', '2pc x1, 4pc x2', '1 salle de bains'
 * and '1 salle d'eau', size bands, above-grade beside total area, lots in sqft, m², acres, 'pi²' and 'pi x pi',
 * rents per month. Expected facts were written first; the figures measured on it before any rule changed are the
 * honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_83_EAST } from "./east.ts";
import { HELD_OUT_83_US } from "./us.ts";
import { HELD_OUT_83_WEST_ONTARIO } from "./west-ontario.ts";

export const HELD_OUT_83_PAGES: ListingPage[] = [...HELD_OUT_83_EAST, ...HELD_OUT_83_WEST_ONTARIO, ...HELD_OUT_83_US];
