/**
 * Fifty-ninth held-out corpus (issue 18 check): one page from each of 13 real sites no earlier corpus modelled,
 * written by a fifty-ninth author from the sites' kinds of pages and the earlier corpora's conventions (never the
 * extractor or its failures). Theme: smaller and regional publishers — an independent brokerage, builders and a
 * developer, a commercial brokerage, a farm paper's and a northern daily's classifieds, a landlord's suite page, a
 * franchise office's own site, a US brokerage and a US land brokerage — across Ontario, British Columbia, Alberta,
 * Saskatchewan, Manitoba, Quebec (two in French) and Yukon, plus two US states. Pages: a Leslieville house with an
 * estimate and an earlier sale (realosophy.com), an Ottawa quick-occupancy townhome beside its model's "from" price
 * (tartanhomes.com), a Lower Lonsdale condo with strata fee and building sales (stilhavn.com), an Ocean Park building
 * lot in sq ft and acres (hughandmckinnon.com), a Seton paired home with a was-price (jayman.com), a Saskatoon
 * industrial building among lease rates (icrcommercial.com), a Rosetown grain farm classified priced per acre
 * (producer.com), an Osborne Village suite for rent (sheltercanadian.ca), a Whitehorse mobile home with pad rent
 * (whitehorsestar.com), a French Hochelaga new condo "+ taxes" (racheljulien.com), a French Rosemont triplex with
 * revenues and assessment (remaxducartier.com), an Evanston house (atproperties.com) and a Wisconsin hunting acreage
 * (whitetailproperties.com). Expected facts were written first; the figures measured on it before any rule changed
 * are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_59_FRENCH } from "./french.ts";
import { HELD_OUT_59_ONTARIO } from "./ontario.ts";
import { HELD_OUT_59_PRAIRIES_NORTH } from "./prairies-north.ts";
import { HELD_OUT_59_US } from "./us.ts";
import { HELD_OUT_59_WEST } from "./west.ts";

export const HELD_OUT_59_PAGES: ListingPage[] = [
  ...HELD_OUT_59_ONTARIO,
  ...HELD_OUT_59_WEST,
  ...HELD_OUT_59_PRAIRIES_NORTH,
  ...HELD_OUT_59_FRENCH,
  ...HELD_OUT_59_US,
];
