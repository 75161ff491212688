/**
 * Eightieth held-out corpus (issue 18 check): one page from each of the 13 named sites, written by an eightieth
 * author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: units in big buildings — condo apartments, lofts and stacked townhouses in towers and mid-rises, with unit
 * numbers in every form ("2304 - 135 Fleet Quay Boulevard", "2304, 1045 13 Avenue SW", "Suite 1503, …",
 * "1204-2250 Rue Guy", "PH 05 - 52 Sumach Mews", "#3202 1555 Seaview Walk", "…, app. 1204", "UNIT 2304",
 * "Unit 503"), the building's name, year, storeys, units, amenities and total area beside the unit's own size, other
 * units of the same building for sale, for rent or sold (their prices, sizes and numbers), maintenance and strata fees,
 * parking and locker numbers and prices, exposure rows and the building's management office address.
 * Pages: realtor.ca (tower suite, Toronto), remax.ca (Beltline suite, Calgary), royallepage.ca (harbourfront suite,
 * Halifax), kijiji.ca (condo rental, Montréal), point2homes.com (one-bedroom-plus-den, Ottawa), zolo.ca (condo
 * rental, Mississauga), housesigma.com (loft penthouse, Toronto), condos.ca (stacked townhouse, Toronto), rew.ca
 * (Yaletown suite, Vancouver), centris.ca (divided condo, Montréal), duproprio.com (owner's loft, Québec), zillow.com
 * (tower condo, Chicago IL) and realtor.com (warehouse loft, Seattle WA). Expected facts were written first; the
 * figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_80_NATIONAL } from "./national.ts";
import { HELD_OUT_80_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_80_QUEBEC } from "./quebec.ts";
import { HELD_OUT_80_US } from "./us.ts";

export const HELD_OUT_80_PAGES: ListingPage[] = [
  ...HELD_OUT_80_NATIONAL,
  ...HELD_OUT_80_ONTARIO_BC,
  ...HELD_OUT_80_QUEBEC,
  ...HELD_OUT_80_US,
];
