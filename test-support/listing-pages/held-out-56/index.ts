/**
 * Fifty-sixth held-out corpus (issue 18 check): one page from each of 13 sites no earlier corpus modelled, written by a
 * fifty-sixth author from the earlier corpora's conventions (never the extractor or its failures): regional
 * brokerages, a real-estate board's public site, independent agents' IDX sites, a builder in each of Alberta and
 * Quebec, a landlord, a commercial brokerage and a newspaper's classifieds, in six provinces, three pages in French
 * and two American. Pages: a Bayview Village condo in Toronto (psrbrokerage.com), a 4.85-acre West Grey country home
 * (wilfredmcintee.ca), a Winnipeg industrial building for sale (naicommercial.ca), a private lake lot at Christopher
 * Lake, SK (sasktoday.ca classifieds), a Saskatoon 2-bedroom suite for rent (mainstreetliving.ca), a manufactured
 * home in a West Kelowna park (omreb.com), a Whyte Avenue restaurant business in Edmonton (maxwellrealty.ca), a
 * Livingston quick-possession house in Calgary (brookfieldresidential.com), a French Lévis builder townhouse
 * (mondev.ca), a French Trois-Rivières triplex on a broker's site (sylvainbeaudrycourtier.com), a French Caraquet, NB
 * house on an Acadian agent's site (immobilierpeninsule.ca), a Pearl District condo in Portland (estately.com) and a
 * Westfield, NJ colonial (weichert.com). Expected facts were written first; the figures measured on it before any
 * rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_56_CENTRAL } from "./central.ts";
import { HELD_OUT_56_FRENCH } from "./french.ts";
import { HELD_OUT_56_US } from "./us.ts";
import { HELD_OUT_56_WEST } from "./west.ts";

export const HELD_OUT_56_PAGES: ListingPage[] = [
  ...HELD_OUT_56_CENTRAL,
  ...HELD_OUT_56_WEST,
  ...HELD_OUT_56_FRENCH,
  ...HELD_OUT_56_US,
];
