/**
 * Sixty-seventh held-out corpus (issue 18 check): one page from each of 13 Canadian and US listing sites, written by a
 * sixty-seventh author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: property kinds whose words collide — a condo townhouse and a stacked town beside freehold
 * towns, a semi-detached bungalow, a "Link" home, Québec's "Cottage" (a two-storey house), a "Jumelé de plain-pied",
 * a "maison mobile" on its own lot, a "Duplex" whose building style is "Jumelé" (a plex), a BC "1/2 Duplex" under
 * strata title, a bi-level, a "Row / Townhouse" under "Condominium/Strata", a US "Condo" whose subtype is Townhouse, a
 * manufactured home on owned land and a "Building Type House" with "Ownership Type Condominium/Strata". Every page
 * also carries other numbers (fees, taxes, assessments, estimates, other listings) and navigation in type words
 * ("Townhouses for sale", "Condos near you", "Jumelés à vendre").
 * Pages: realtor.ca (Kelowna bare-land strata bi-level), remax.ca (Ottawa semi-detached bungalow), point2homes.com
 * (Regina row townhouse under a condo corporation), centris.ca (French Limoilou duplex, jumelé), duproprio.com (French
 * Drummondville cottage), royallepage.ca (French Gatineau jumelé de plain-pied), kijiji.ca (French Sainte-Sophie maison
 * mobile with land), zolo.ca (Markham link), housesigma.com (Toronto stacked townhouse), condos.ca (Mississauga condo
 * townhouse), rew.ca (East Vancouver half duplex, strata), zillow.com (Raleigh condo townhouse) and realtor.com
 * (Summerfield FL manufactured home). Expected facts were written first; the figures measured on it before any rule
 * changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_67_NATIONAL } from "./national.ts";
import { HELD_OUT_67_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_67_QUEBEC } from "./quebec.ts";
import { HELD_OUT_67_US } from "./us.ts";

export const HELD_OUT_67_PAGES: ListingPage[] = [
  ...HELD_OUT_67_NATIONAL,
  ...HELD_OUT_67_QUEBEC,
  ...HELD_OUT_67_ONTARIO_BC,
  ...HELD_OUT_67_US,
];
