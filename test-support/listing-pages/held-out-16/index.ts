/**
 * Sixteenth held-out corpus (issue 18 check): 13 listings, one from each of the 13 sites the issue names, written by a
 * sixteenth author from the structures real saved pages of these sites carry (embedded app JSON, JSON-LD, microdata,
 * meta tags only) and never from the extractor or the earlier corpora's failures, weighted to towns and provinces the
 * earlier corpora used little: a realtor.ca bungalow with a basement bedroom in Steinbach (MB), a private landlord's
 * apartment for rent on Kijiji in Whitehorse (YT), a REW house in Vernon (BC Interior) at a reduced price with its old
 * price on the page, a Royal LePage heritage house in Nelson (BC Interior), a Zillow house in Duluth (MN), a
 * realtor.com house in Marquette (MI), a Centris two-storey house in Baie-Comeau in French, a DuProprio bungalow sold by
 * its owners in Alma, a RE/MAX split-level in Bathurst (NB), a Point2 Homes house in Labrador City (NL), a Zolo raised
 * bungalow in North Bay (Northern Ontario), a HouseSigma condo townhouse in Sault Ste. Marie and a condos.ca apartment
 * for rent in Whitby. Expected facts were written first; the figures measured on it before any rule changed are the
 * honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_16_EAST } from "./east.ts";
import { HELD_OUT_16_WEST } from "./west.ts";

export const HELD_OUT_16_PAGES: ListingPage[] = [...HELD_OUT_16_WEST, ...HELD_OUT_16_EAST];
