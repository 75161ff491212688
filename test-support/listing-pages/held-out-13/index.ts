/**
 * Thirteenth held-out corpus (issue 18 check): one new listing page for each of the 13 sites the issue names, written by
 * a thirteenth author from the structures of the earlier corpora's pages for those sites and real saved JSON and
 * selectors in public scraper projects, in the mix members paste (mostly ordinary listings for sale, three rentals, a
 * few harder kinds), for listings the first twelve corpora did not model: a realtor.ca condo apartment in a Kingston
 * tower with other units of the building listed beside it, a Centris two-storey house in Drummondville in French, a
 * DuProprio condo in a six-unit building in Terrebonne on the English site, a Zolo condo townhouse for rent in London, a
 * HouseSigma detached house in Milton with sold comparables on the page, a condos.ca condo for lease in Markham, a Royal
 * LePage semi-detached house in Guelph, a RE/MAX bungalow in Brandon, a Kijiji upper apartment for rent in a Thunder
 * Bay triplex, a REW strata townhouse in Langley, a Point2 Homes bungalow with basement bedrooms in Lethbridge, a
 * Zillow house in Boise after a price cut and a realtor.com house in Raleigh. Expected facts were written first; the
 * figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_13_EAST } from "./east.ts";
import { HELD_OUT_13_WEST } from "./west.ts";

export const HELD_OUT_13_PAGES: ListingPage[] = [...HELD_OUT_13_EAST, ...HELD_OUT_13_WEST];
