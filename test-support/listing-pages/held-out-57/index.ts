/**
 * Fifty-seventh held-out corpus (issue 18 check): one page from each of 13 sites, written by a fifty-seventh author
 * from the sites' page structures and the earlier corpora's conventions (never the extractor or its failures). Theme:
 * condos, apartments and stacked townhouses in towers and mid-rises — unit numbers written every way the sites write
 * them ("2207 - 39 QUEENS QUAY E", "25 Telegram Mews #1903", "TH12 - …", "2806 4650 SILVER AVENUE", "1702, 1320 1
 * Street SE", "app. 1604", "APT 1907", "Unit 2707"), parking and lockers, maintenance/strata/condo fees and taxes
 * beside the price, building amenities, the building's other units for sale or rent in tables, floor plans, an
 * assignment sale, a rent per month, exposure and floor, building year vs unit year. Pages: a Queens Quay condo
 * (realtor.ca), a CityPlace condo with its building's units (zolo.ca), a Scarborough stacked townhouse
 * (housesigma.com), a Danforth pre-construction assignment (condos.ca), a Centretown Ottawa condo built 1987 and
 * renovated 2022 (remax.ca), a Metrotown Burnaby tower condo (rew.ca), a Beltline Calgary condo (royallepage.ca), a
 * Vancouver apartment for rent (kijiji.ca), a Halifax waterfront condo (point2homes.com), a French Ville-Marie condo
 * (centris.ca), a French Quebec City condo sold by its owner (duproprio.com), a Belltown Seattle condo (zillow.com) and
 * a South Loop Chicago condo (realtor.com). Expected facts were written first; the figures measured on it before any
 * rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_57_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_57_FRENCH } from "./french.ts";
import { HELD_OUT_57_ONTARIO } from "./ontario.ts";
import { HELD_OUT_57_US } from "./us.ts";
import { HELD_OUT_57_WEST } from "./west.ts";

export const HELD_OUT_57_PAGES: ListingPage[] = [
  ...HELD_OUT_57_ONTARIO,
  ...HELD_OUT_57_WEST,
  ...HELD_OUT_57_ATLANTIC,
  ...HELD_OUT_57_FRENCH,
  ...HELD_OUT_57_US,
];
