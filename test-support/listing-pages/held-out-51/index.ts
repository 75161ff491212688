/**
 * Fifty-first held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * fifty-first author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and three French pages: a Vancouver-
 * area brokerage's Metrotown condo, a B.C. private-sale site's Vernon house, a Lethbridge board's 3+1 bedroom
 * bi-level, a Saskatchewan auctioneer's unreserved quarter section (no asking price), a Toronto rental portal's
 * Liberty Village suite, a builder's Milton townhouse plan with no street, an Ottawa brokerage's Westboro semi with a
 * size range, a commercial brokerage's Winnipeg industrial building, a Québec City builder's new condo unit, a Québec
 * City brokerage's Limoilou triplex, a developer's Brossard rental 4 ½, a West Hartford, Connecticut colonial and a
 * northern New York farm. Expected facts were written first; the figures measured on it before any rule changed are
 * the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_51_CENTRAL } from "./central.ts";
import { HELD_OUT_51_FRENCH } from "./french.ts";
import { HELD_OUT_51_US } from "./us.ts";
import { HELD_OUT_51_WEST } from "./west.ts";

export const HELD_OUT_51_PAGES: ListingPage[] = [...HELD_OUT_51_WEST, ...HELD_OUT_51_CENTRAL, ...HELD_OUT_51_FRENCH, ...HELD_OUT_51_US];
