/**
 * Forty-eighth held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * forty-eighth author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and three French pages: a Vancouver
 * brokerage's West End condo, an Edmonton board house in Windermere, a Saskatoon board bungalow with a 2+1 bedroom
 * count, a Manitoba hunting quarter on a land site, an Okanagan orchard on a farm-and-ranch site, a rental REIT's
 * two-bedroom in Ottawa, a Toronto brokerage's condo with a size range, a Halifax brokerage's house, a New Brunswick
 * brokerage's French page for a Shediac house, a Québec City brokerage's condo in Sillery, a Montréal rental company's
 * 4 ½ in Côte-des-Neiges, a Maine hunting camp on a land portal and a Buffalo, New York house. Expected facts were
 * written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_48_EAST } from "./east.ts";
import { HELD_OUT_48_FRENCH } from "./french.ts";
import { HELD_OUT_48_US } from "./us.ts";
import { HELD_OUT_48_WEST } from "./west.ts";

export const HELD_OUT_48_PAGES: ListingPage[] = [...HELD_OUT_48_WEST, ...HELD_OUT_48_EAST, ...HELD_OUT_48_FRENCH, ...HELD_OUT_48_US];
