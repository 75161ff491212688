/**
 * Seventy-ninth held-out corpus (issue 18 check): one page from each of the 13 named sites, written by a
 * seventy-ninth author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: properties with many areas and many buildings — hobby farms, acreages, waterfront estates with
 * a guest house or a coach house, homes with an in-law suite, an intergenerational unit or a garden suite, a bungalow
 * with a detached shop, a duplex with finished basement suites and a bush lot with an old cabin. The pages state
 * several areas (main house, lower level, suite, shop, total), lots in acres, hectares, m², ft² and frontage × depth,
 * totals beside a suite's own beds and baths, outbuildings' years beside the house's, second addresses (rural mailing
 * addresses, a PO box, a dawdy house's own civic number) and rural road forms ("Concession 5", "Range Road 243",
 * "Lot 12 Conc 3", "Line 11 North", "5e Rang", "Township Road 243").
 * Pages: realtor.ca (hobby farm, Clearview), remax.ca (acreage, Leduc County), royallepage.ca (waterfront with coach
 * house, Oro-Medonte), kijiji.ca (bush lot with cabin, Hastings Highlands), point2homes.com (duplex, Saskatoon),
 * zolo.ca (in-law suite, Kitchener), housesigma.com (bungalow with shop, West Lincoln), condos.ca (semi with garden
 * suite, Toronto), rew.ca (hobby farm with carriage home, Langley), centris.ca (intergenerational house,
 * Sainte-Mélanie), duproprio.com (fermette, Saint-Zéphirin-de-Courval), zillow.com (lakefront with guest house,
 * Canandaigua NY) and realtor.com (hobby farm with dawdy house, Millersburg OH). Expected facts were written first;
 * the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_79_NATIONAL } from "./national.ts";
import { HELD_OUT_79_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_79_QUEBEC } from "./quebec.ts";
import { HELD_OUT_79_US } from "./us.ts";

export const HELD_OUT_79_PAGES: ListingPage[] = [
  ...HELD_OUT_79_NATIONAL,
  ...HELD_OUT_79_ONTARIO_BC,
  ...HELD_OUT_79_QUEBEC,
  ...HELD_OUT_79_US,
];
