/**
 * Fifty-eighth held-out corpus (issue 18 check): one page from each of 13 sites, written by a fifty-eighth author from
 * the sites' page structures and the earlier corpora's conventions (never the extractor or its failures). Theme:
 * family houses in suburbs and mid-sized cities, with long agent or owner remarks, rooms tables by level with
 * dimensions in metres and feet, legal basement suites and in-law apartments with their own kitchens and bedrooms, a
 * two-unit house, finished basements, garages and lots (frontage × depth, acres, pi²). Pages: a Kitchener house with a
 * legal suite (realtor.ca), a Laval (Sainte-Rose) house with an intergenerational unit (centris.ca), a Lévis
 * (Saint-Nicolas) bungalow with a basement apartment sold by its owner (duproprio.com), an Oshawa house with a
 * finished basement (zolo.ca), a Barrie raised bungalow with an in-law apartment (housesigma.com), a Red Deer
 * bi-level with a legal suite (remax.ca), a Sherwood (Charlottetown) family house (royallepage.ca), a Regina up/down
 * duplex sold by its owner (kijiji.ca), a Glenmore (Kelowna) house with an in-law suite (rew.ca), a Whitby townhouse
 * condo (condos.ca), a Nashwaaksis (Fredericton) split entry with an in-law suite (point2homes.com), a Naperville
 * house (zillow.com) and a Westerville house with a mother-in-law suite (realtor.com).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_58_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_58_FRENCH } from "./french.ts";
import { HELD_OUT_58_ONTARIO } from "./ontario.ts";
import { HELD_OUT_58_US } from "./us.ts";
import { HELD_OUT_58_WEST } from "./west.ts";

export const HELD_OUT_58_PAGES: ListingPage[] = [
  ...HELD_OUT_58_ONTARIO,
  ...HELD_OUT_58_FRENCH,
  ...HELD_OUT_58_WEST,
  ...HELD_OUT_58_ATLANTIC,
  ...HELD_OUT_58_US,
];
