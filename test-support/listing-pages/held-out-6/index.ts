/**
 * Sixth held-out corpus (issue 18 check): 12 pages of 12 sites, written by a sixth author from real page structures
 * and property types the first five corpora did not model (an Engel & Völkers exposé without a street, a liv.rent and a
 * PadMapper apartment for rent, a realtor.ca townhouse for rent, a LoopNet retail building, a Wahi condo, a Livabl
 * pre-construction floor plan, a Coldwell Banker house with microdata, a Facebook Marketplace rental, a Zillow lot, a
 * RE/MAX Québec condo and a Proprio Direct house in French), expected facts first. The figures measured on it before
 * any rule changed are the honest held-out numbers (README "Listing data accuracy").
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_6_EAST } from "./east.ts";
import { HELD_OUT_6_ONTARIO } from "./ontario.ts";
import { HELD_OUT_6_QUEBEC } from "./quebec.ts";
import { HELD_OUT_6_WEST } from "./west.ts";

export const HELD_OUT_6_PAGES: ListingPage[] = [...HELD_OUT_6_WEST, ...HELD_OUT_6_ONTARIO, ...HELD_OUT_6_EAST, ...HELD_OUT_6_QUEBEC];
