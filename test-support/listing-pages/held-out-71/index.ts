/**
 * Seventy-first held-out corpus (issue 18 check): one page from each of the 13 named sites, written by a
 * seventy-first author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: pages crowded with people and firms — the listing agent beside a co-listing agent from
 * another brokerage, a team name with its members (the first named the listing agent), a sold listing's buyer
 * brokerage, the sites' own agents and advisors ("Zolo agent", "HouseSigma agent", Condos.ca agents, Premier Agents,
 * "Presented by" and "Local Expert" sponsors, a DuProprio advisor), mortgage specialists and insurance brokers' ads,
 * designations and titles ("PREC*", "Personal Real Estate Corporation", "Broker", "Broker of Record", "Broker
 * Associate", "Courtier immobilier agréé DA"), brokerages with ", Brokerage", "Independently Owned and Operated" and a
 * branch office after a dash, the sites' own brokerage licences in footers, a DuProprio owner's first name, a Kijiji
 * owner's handle beside dealer ads, and "Listed by" vs "Presented by" vs "Listing courtesy of".
 * Pages: realtor.ca (Guelph house), remax.ca (Abbotsford townhouse, team), royallepage.ca (Kingston semi),
 * kijiji.ca (Sudbury house by owner), point2homes.com (Regina bungalow), centris.ca (Iberville plain-pied, French),
 * duproprio.com (Sherbrooke condo, French, private sale), zolo.ca (Toronto waterfront condo), housesigma.com (sold
 * Burlington house), condos.ca (Henry Farm condo), rew.ca (North Vancouver condo), zillow.com (Portland house) and
 * realtor.com (Denver condo). Expected facts were written first; the figures measured on it before any rule changed
 * are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_71_NATIONAL } from "./national.ts";
import { HELD_OUT_71_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_71_QUEBEC } from "./quebec.ts";
import { HELD_OUT_71_US } from "./us.ts";

export const HELD_OUT_71_PAGES: ListingPage[] = [
  ...HELD_OUT_71_NATIONAL,
  ...HELD_OUT_71_QUEBEC,
  ...HELD_OUT_71_ONTARIO_BC,
  ...HELD_OUT_71_US,
];
