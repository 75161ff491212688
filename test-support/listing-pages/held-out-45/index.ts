/**
 * Forty-fifth held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * forty-fifth author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and three French pages: a Victoria
 * brokerage's Saanich house, a Fraser Valley board townhouse in Langley, an Osoyoos Indian Band leasehold lot, a
 * Barrie team's 3+1 house, a Mississauga condo on a small brokerage's IDX page, a Hamilton rental on an aggregator, a
 * Toronto developer's new suite, a Kawartha Lakes cottage, a newspaper section's house in Longueuil (Saint-Hubert), a
 * housing co-op's 4 ½ in Villeray, a Laval retirement residence's 3 ½, a Bellingham, Washington house and a Lewiston,
 * New York house. Expected facts were written first; the figures measured on it before any rule changed are the
 * honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_45_BC } from "./bc.ts";
import { HELD_OUT_45_ONTARIO } from "./ontario.ts";
import { HELD_OUT_45_QUEBEC } from "./quebec.ts";
import { HELD_OUT_45_US } from "./us.ts";

export const HELD_OUT_45_PAGES: ListingPage[] = [...HELD_OUT_45_BC, ...HELD_OUT_45_ONTARIO, ...HELD_OUT_45_QUEBEC, ...HELD_OUT_45_US];
