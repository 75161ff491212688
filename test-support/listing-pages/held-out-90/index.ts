/**
 * Ninetieth held-out corpus (issue 18 check): one page from each of 13 named sites, written by a ninetieth author
 * from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: condos, stacked and row townhouses and small homes whose pages give areas and numbers of many kinds —
 * balcony, deck, patio, terrace and rooftop areas, lockers and storage cages with their sizes, parking stalls with
 * their numbers, interior beside total-with-balconies area, the builder's floor-plan area beside the strata-plan
 * area, size bands, m² beside ft² (and m² alone), fees and prices per sq ft, room-dimension tables in metres and
 * feet, floor and level numbers, unit numbers written every way ("PH3 - …", "#1203 …", "1203, …", "1403 1180 …",
 * "Unit 5, …", "B - …", "Apt. 4B, …", "… app. 302", "… APT 4B", "… Unit 1506") and building-wide facts (the tower's
 * year, storeys, number of units, the building's or co-ownership's land area), across Canada (Calgary, Edmonton,
 * Winnipeg, Vancouver, Victoria, Ottawa, Toronto, Halifax, Québec City, Montréal, Gatineau) and two US condos
 * Canadians buy (Burlington VT, Sunny Isles Beach FL).
 * Structures: server HTML definition lists and tables, JSON-LD (Apartment, Residence, Place, Product/Offer,
 * ApartmentComplex, Organization), microdata (Centris's itemprop address, price and geo), map data-attributes,
 * __NEXT_DATA__ (remax.ca, condos.ca, Kijiji's Apollo state with the price in cents, Zillow's nested gdpClientCache
 * string, realtor.com's Redux state) and window.__INITIAL_STATE__ (HouseSigma).
 * Formats: English and French ("Aire habitable", "Superficie nette", "Superficie habitable", "Aire de bâtiment (au
 * sol)", "Superficie du terrain", "1 salle de bain + 1 salle d'eau", "1 + 0", "289 000 $", "78,5 m²"), size bands
 * ("1000-1199 feet²", "1200-1399 sqft"), "2 + 1" bedrooms and "2 Beds + Den", washroom counts, 3/4 baths, US
 * "Total Bathrooms" counting half baths, lots as "33 x 110 ft" and "232,3 m²", MLS® numbers of many boards
 * ('A2209814', 'E4439102', '202511847', 'R3018254', '981204', 'X12104366', 'C12176543', '19283746', '21437865',
 * '5032871', 'A11789203'), and a monthly rent.
 * Traps: other units and other listings with their own sizes and prices, sold units in the building, estimates
 * (SigmaEstimate, Zolo Estimate, Zestimate, RE/MAX estimate, automated valuations), municipal evaluations and BC
 * assessments, earlier prices and the unit's own earlier sales, payment calculators, condo fees and fees per sq ft,
 * the sites' own agents and advisers, property managers, listing ids beside MLS numbers, brokerage and head-office
 * addresses, schools, and a for-sale-by-owner page with no agent at all.
 * Pages: realtor.ca (condo, Calgary Beltline), zolo.ca (condo, Edmonton Downtown), point2homes.com (storey-and-a-half
 * house, Winnipeg Wolseley), rew.ca (condo, Vancouver Yaletown), remax.ca (row townhouse, Victoria Fernwood),
 * housesigma.com (upper stacked townhouse, Ottawa Findlay Creek), condos.ca (penthouse, Toronto Church-Yonge
 * Corridor), kijiji.ca (rental apartment, Halifax North End), duproprio.com (condo by owner, Québec Limoilou, French),
 * centris.ca (condo, Montréal Ville-Marie, French, m² only), royallepage.ca (row house, Gatineau Hull, French),
 * zillow.com (condo, Burlington VT) and realtor.com (tower condo, Sunny Isles Beach FL).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_90_EAST } from "./east.ts";
import { HELD_OUT_90_QUEBEC } from "./quebec.ts";
import { HELD_OUT_90_US } from "./us.ts";
import { HELD_OUT_90_WEST } from "./west.ts";

export const HELD_OUT_90_PAGES: ListingPage[] = [...HELD_OUT_90_WEST, ...HELD_OUT_90_EAST, ...HELD_OUT_90_QUEBEC, ...HELD_OUT_90_US];
