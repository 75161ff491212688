/**
 * Thirty-seventh held-out corpus (issue 18 check): 13 listings from the thirteen best-known sites, written by a
 * thirty-seventh author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), in places earlier authors rarely used, with two American pages and two
 * French pages: a realtor.ca row townhouse in Saskatoon, a Zolo house in Winnipeg's River Heights, a Point2 vacant lot
 * in Drumheller, a HouseSigma '2+1' bungalow in Sudbury, a RE/MAX storey-and-a-half in Thunder Bay, a Condos.ca lease
 * in Ottawa's Vanier, a REW townhouse in Kamloops, a Royal LePage condo in Moncton, a Kijiji apartment for rent in
 * Charlottetown, a Centris triplex in Sherbrooke (Les Nations), a DuProprio house in Rimouski (Pointe-au-Père), a
 * Zillow house in Fargo and a realtor.com apartment for rent in Duluth. Expected facts were written first; the
 * figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_37_ATLANTIC_QUEBEC } from "./atlantic-quebec.ts";
import { HELD_OUT_37_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_37_PRAIRIES } from "./prairies.ts";
import { HELD_OUT_37_US } from "./us.ts";

export const HELD_OUT_37_PAGES: ListingPage[] = [...HELD_OUT_37_PRAIRIES, ...HELD_OUT_37_ONTARIO_BC, ...HELD_OUT_37_ATLANTIC_QUEBEC, ...HELD_OUT_37_US];
