/**
 * Sixty-fourth held-out corpus (issue 18 check): one page from each of 13 sites, written by a sixty-fourth author from
 * the sites' kinds of detail pages and the corpora's conventions (never the extractor or its failures). Theme: small
 * towns and regional markets in Atlantic Canada and the Prairies, with a BC Interior town, a condo outside Toronto and
 * two rural US towns. Pages: a Mount Pearl 1.5-storey under a "St. John's Metro" breadcrumb (realtor.ca), an English
 * Centris page for a Magdalen Islands house with its assessment table (centris.ca), a bilingual owner sale in
 * Edmundston with PID and PAN (duproprio.com), a Truro 1910 home with a 1985 addition and a PID beside the MLS®
 * (remax.ca), a Summerside semi beside its attached twin (royallepage.ca), a Moncton apartment for rent (kijiji.ca), a
 * Moose Jaw bungalow with an estimate (zolo.ca), a Medicine Hat 1.5-storey with above-grade and total areas
 * (housesigma.com), a hobby farm in Orkney Rm No. 244 near Yorkton (point2homes.com), a Salmon Arm strata townhouse
 * (rew.ca), a Barrie condo with a size range (condos.ca), a Houlton, Maine century home (zillow.com) and a Glasgow,
 * Montana ranch (realtor.com). Expected facts were written first; the figures measured on it before any rule changed
 * are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_64_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_64_INTERIOR_ONTARIO } from "./interior-ontario.ts";
import { HELD_OUT_64_PRAIRIES } from "./prairies.ts";
import { HELD_OUT_64_US } from "./us.ts";

export const HELD_OUT_64_PAGES: ListingPage[] = [
  ...HELD_OUT_64_ATLANTIC,
  ...HELD_OUT_64_PRAIRIES,
  ...HELD_OUT_64_INTERIOR_ONTARIO,
  ...HELD_OUT_64_US,
];
