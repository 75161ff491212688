/**
 * Thirty-second held-out corpus (issue 18 check): 13 French-language or francophone-area listings from 13 sites,
 * written by a thirty-second author from general knowledge of those sites' page structures and the earlier corpora's
 * conventions (never the extractor or its failures): realtor.ca's French page for a bungalow in Laval (Sainte-Rose),
 * a Centris triplex in Trois-Rivières, a DuProprio condo in Longueuil, a RE/MAX French page for a jumelé in Lévis, a
 * HouseSigma duplex in Montréal ('1,2 M$'), a Condos.ca condo in Griffintown, a Kijiji fermette near Victoriaville
 * (hectares), a Zolo terrain in Granby, a Royal LePage French page for a house in Hawkesbury ON, a Point2Homes French
 * page for a house in Dieppe NB, a REW house in Coquitlam's Maillardville, a Zillow house in Plattsburgh NY and a
 * Realtor.com house in Madawaska ME. Expected facts were written first; the figures measured on it before any rule
 * changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_32_QUEBEC } from "./quebec.ts";
import { HELD_OUT_32_REGIONS } from "./regions.ts";
import { HELD_OUT_32_WEST_US } from "./west-us.ts";

export const HELD_OUT_32_PAGES: ListingPage[] = [...HELD_OUT_32_QUEBEC, ...HELD_OUT_32_REGIONS, ...HELD_OUT_32_WEST_US];
