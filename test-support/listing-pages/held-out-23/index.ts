/**
 * Twenty-third held-out corpus (issue 18 check): one new listing page for each of the 13 sites issue 18 names, written
 * by a twenty-third author from general knowledge of those sites' page structures and the earlier corpora's
 * conventions (never the extractor or its failures). Three pages are in French (a Centris lakefront bungalow in
 * Sainte-Agathe-des-Monts, a DuProprio condo in Laval with two parking spots and a locker, Royal LePage's French page for
 * a semi-detached house in Gatineau not yet built), eight are English Canadian (a realtor.ca acreage in Sturgeon County,
 * a Zolo house with an in-law suite in Hamilton, a HouseSigma "2+2" bungalow in Oshawa, a RE/MAX house in Moncton, a
 * Kijiji townhouse for rent in Ottawa's Kanata Lakes, a REW townhouse in Langley, a Condos.ca unit in Toronto and a
 * Point2 house in Saskatoon) and two are American (a Zillow house in Knoxville, Tennessee and a realtor.com condo in
 * Madison, Wisconsin). Expected facts were written first; the figures measured on it before any rule changed are the
 * honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_23_CANADA } from "./canada.ts";
import { HELD_OUT_23_FRENCH } from "./french.ts";
import { HELD_OUT_23_US } from "./us.ts";

export const HELD_OUT_23_PAGES: ListingPage[] = [...HELD_OUT_23_FRENCH, ...HELD_OUT_23_CANADA, ...HELD_OUT_23_US];
