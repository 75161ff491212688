/**
 * Fifth held-out corpus (issue 18 check): 12 pages of 12 sites, written by a fifth author from real page structures
 * and property types the first four corpora did not model (a Keller Williams listing beside the site's own agent, a
 * Sotheby's RealEstateListing, an Ovlix mobile home on a rented pad, a realtor.ca commercial building, an eXp agent's
 * IDX page for another brokerage's listing, Zoocasa, ViewPoint.ca's property page with assessments and past sales, a
 * ComFree private sale, a rentals.ca townhouse for rent, a Sutton Québec sheet, a LesPAC classified and a Centris
 * hobby farm), expected facts first. The figures measured on it before any rule changed are the honest held-out
 * numbers (README "Listing data accuracy").
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_5_EAST } from "./east.ts";
import { HELD_OUT_5_QUEBEC } from "./quebec.ts";
import { HELD_OUT_5_WEST } from "./west.ts";

export const HELD_OUT_5_PAGES: ListingPage[] = [...HELD_OUT_5_WEST, ...HELD_OUT_5_EAST, ...HELD_OUT_5_QUEBEC];
