/**
 * Twelfth held-out corpus (issue 18 check): seven listings from sites the issue names and seven from other sites
 * members paste, chosen for page kinds the first eleven corpora rarely modelled, written by a twelfth author from real
 * pages' structures studied in public scraper projects and from the earlier corpora's pages (never their failures):
 * a realtor.ca waterfront cottage with seasonal road access and an open house on Lake of Bays, a HouseSigma semi in
 * Mississauga sold above its list price, a Zolo condo in Hamilton whose listing expired, a DuProprio house in Lévis
 * marked sold with no price left on the page (in French), a Wahi townhouse in Toronto at a new price after a reduction
 * with an open-house banner, a Livabl pre-construction floor plan in Mississauga under the project's "from" prices, a
 * PadMapper building in Halifax with three units at three rents, a Royal LePage bungalow in Calgary at a new price, a
 * Kijiji room for rent in a shared Edmonton house, a Zillow cabin with seasonal road access in Montana, an Engel &
 * Völkers waterfront house in West Vancouver with its price on request, a Houseful half-duplex in Burnaby listed by a
 * team, a Zoocasa boat-access cabin on Shuswap Lake and a LoopNet industrial building in Saskatoon offered by tender.
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_12_EAST } from "./east.ts";
import { HELD_OUT_12_WEST } from "./west.ts";

export const HELD_OUT_12_PAGES: ListingPage[] = [...HELD_OUT_12_EAST, ...HELD_OUT_12_WEST];
