/**
 * Seventy-fourth held-out corpus (issue 18 check): one page from each of the 13 named sites, written by a
 * seventy-fourth author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: addresses written every way — a civic-number range for a duplex ("46-48 Alfred Street"), a
 * half number ("57½ Birmingham St", "57-1-2" in the URL), letter suffixes ("1204B East 13th Avenue" beside its
 * sold "1204A" half, "88A Princess Street" as a rear house), a lower unit ("Lower - 412 Runnymede Rd"), a penthouse
 * ("PH3 - 2151 Lake Shore Blvd W"), French "unité" after the street, a concession road with a civic number beside the
 * sellers' PO box and rural route, a corner lot named by both streets, a Québec rang, US "APT 4B" and "Unit 12", an
 * open house held at a builder's model home at another address, the offices' own street addresses in the agent
 * cards, and cities written in different forms in the URL, the title and the address line (Lindsay / Kawartha Lakes,
 * Etobicoke / Toronto, Stoney Creek / Hamilton, St-Jean / Saint-Jean-sur-Richelieu, St. John / Saint John).
 * Pages: realtor.ca (Brantford duplex), remax.ca (Lindsay corner-lot house), royallepage.ca (Mimico penthouse),
 * kijiji.ca (Uxbridge owner's country bungalow), point2homes.com (Saint John rear house), centris.ca (French,
 * Saint-Élie-de-Caxton house on a rang), duproprio.com (French, Iberville owner's condo), zolo.ca (Toronto lower unit
 * for rent), housesigma.com (Stratford half-numbered cottage), condos.ca (Stoney Creek condo), rew.ca (Vancouver half
 * duplex), zillow.com (Hoboken condo) and realtor.com (Wesley Chapel new townhome). Expected facts were written first;
 * the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_74_NATIONAL } from "./national.ts";
import { HELD_OUT_74_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_74_QUEBEC } from "./quebec.ts";
import { HELD_OUT_74_US } from "./us.ts";

export const HELD_OUT_74_PAGES: ListingPage[] = [
  ...HELD_OUT_74_NATIONAL,
  ...HELD_OUT_74_QUEBEC,
  ...HELD_OUT_74_ONTARIO_BC,
  ...HELD_OUT_74_US,
];
