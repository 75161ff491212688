/**
 * Seventy-sixth held-out corpus (issue 18 check): one page from each of 13 named listing sites, written by a
 * seventy-sixth author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: new construction, pre-construction and assignment sales — builders' "from $" prices beside
 * floor-plan cards and other units with their own prices and sizes, assignments with the original purchase price and
 * deposits paid, a new townhouse block listing its units, a former show home with a leaseback, HST/GST-included notes,
 * capped development charges, occupancy and completion dates that are not years built, builders' sales-centre
 * addresses beside the lot's, and the sites' own ids beside MLS® numbers, in embedded app states (Next.js, Nuxt,
 * window globals, Apollo caches), JSON-LD, microdata and data tables.
 * Pages: realtor.ca (to-be-built freehold townhouse, Milton), zolo.ca (condo assignment, Toronto), housesigma.com
 * (new link home, Vaughan), royallepage.ca (unit in a new townhouse block, Ottawa), condos.ca (pre-construction
 * project, Toronto), kijiji.ca (owner's condo assignment, Mississauga), centris.ca (to-be-built condo, Laval),
 * duproprio.com (owner's condo contract assignment, Québec), remax.ca (former show home with leaseback, Edmonton),
 * rew.ca (presale townhouse, Langley), point2homes.com (spec bungalow, Saskatoon), zillow.com (quick move-in spec home,
 * Leander TX) and realtor.com (to-be-built townhome, Fort Mill SC). Expected facts were written first; the figures
 * measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_76_ONTARIO } from "./ontario.ts";
import { HELD_OUT_76_QUEBEC } from "./quebec.ts";
import { HELD_OUT_76_US } from "./us.ts";
import { HELD_OUT_76_WEST } from "./west.ts";

export const HELD_OUT_76_PAGES: ListingPage[] = [
  ...HELD_OUT_76_ONTARIO,
  ...HELD_OUT_76_QUEBEC,
  ...HELD_OUT_76_WEST,
  ...HELD_OUT_76_US,
];
