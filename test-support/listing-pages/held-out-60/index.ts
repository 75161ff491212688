/**
 * Sixtieth held-out corpus (issue 18 check), bilingual Canada: one page from each of 13 sites, written by a sixtieth
 * author from the sites' page structures and the earlier corpora's conventions (never the extractor or its failures).
 * The sites' French pages wherever they have one — French number formats ("424 900 $"), pi² and m², "salle de bains"
 * and "salle d'eau", "Prix demandé", taxes and évaluation municipale, frais de copropriété, boroughs in brackets —
 * English pages of francophone places for the rest, and two US pages in French Louisiana and Maine. Pages: a Hull
 * townhouse (realtor.ca/fr), a Plateau-Mont-Royal condo (centris.ca/fr), a Limoilou duplex sold by its owners
 * (duproprio.com/fr), a Trois-Rivières 4 ½ for rent (kijiji.ca in French), a Hawkesbury bungalow (remax.ca/fr), a
 * Dieppe semi (royallepage.ca/fr), a wooded lot in Caraquet (point2homes.com), an Orléans townhouse (zolo.ca), a
 * Rockland house (housesigma.com), a Maillardville family home in Coquitlam (rew.ca), a ByWard Market condo
 * (condos.ca), a Breaux Bridge house (zillow.com) and a Frenchville, Maine lake house (realtor.com).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_60_ENGLISH } from "./english.ts";
import { HELD_OUT_60_FRANCOPHONIE } from "./francophonie.ts";
import { HELD_OUT_60_QUEBEC } from "./quebec.ts";
import { HELD_OUT_60_US } from "./us.ts";

export const HELD_OUT_60_PAGES: ListingPage[] = [
  ...HELD_OUT_60_QUEBEC,
  ...HELD_OUT_60_FRANCOPHONIE,
  ...HELD_OUT_60_ENGLISH,
  ...HELD_OUT_60_US,
];
