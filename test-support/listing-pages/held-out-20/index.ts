/**
 * Twentieth held-out corpus (issue 18 check): 13 listings, one from each of the 13 sites issue 18 names, written by a
 * twentieth author from general knowledge of those sites' page structures and the earlier corpora's conventions (never
 * the extractor or its failures), aimed at what trips extractors. Five pages are in French: realtor.ca's French
 * version (a house in Edmundston, lot in hectares, area in m² only), a Centris cottage in Trois-Rivières ('3 + 1'
 * bedrooms, '2 + 1' bathrooms and powder room, m² only), a condo sold by its owners on DuProprio in Rimouski, RE/MAX's
 * remax.ca/fr page for a Saint-Boniface house in Winnipeg ('1 195 000 $' with '1,2 M$' cards, '4+1', acres) and Royal
 * LePage's French page for a duplex in Limoilou ('849 900 $', '2 salles de bains, 1 salle d'eau', '40 x 95 pi').
 * In English: a Zolo bungalow in St. John's ('2+1', '60 x 110 ft'), a HouseSigma townhouse in Calgary ('$1.15M',
 * '2 full, 1 half'), a Kijiji house sold by its owner in Charlottetown (price in cents in the JSON), a condos.ca unit
 * in Toronto amid building-wide statistics, a REW condo in Victoria whose agent and brokerage appear only in a labelled
 * block (area in m²), a Point2 grain farm near Swift Current, a Zillow house in Duluth and a realtor.com house in
 * Amherst (New York) with an open-house schedule and a payment widget. Expected facts were written first; the figures
 * measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_20_CANADA } from "./canada.ts";
import { HELD_OUT_20_FRENCH } from "./french.ts";
import { HELD_OUT_20_US } from "./us.ts";

export const HELD_OUT_20_PAGES: ListingPage[] = [...HELD_OUT_20_FRENCH, ...HELD_OUT_20_CANADA, ...HELD_OUT_20_US];
