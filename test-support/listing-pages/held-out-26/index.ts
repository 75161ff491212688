/**
 * Twenty-sixth held-out corpus (issue 18 check): one listing from each of 13 named sites, written by a twenty-sixth
 * author from general knowledge of those sites' page structures and the earlier corpora's conventions (never the
 * extractor or its failures), chosen for listing states and forms that trip readers, in mid-size cities: a realtor.ca
 * French page for a Saskatoon house with a legal secondary suite, a REW stacked townhouse in Nanaimo re-listed after a
 * terminated listing, a Royal LePage four-plex in Lethbridge, a Kijiji life-lease suite in Regina, a Zolo terminated
 * condo in Kingston ('#1205-185'), a HouseSigma townhouse in Guelph sold over asking, a condos.ca penthouse ('PH3') in
 * Guelph with two parking spots and two lockers, a Centris six-plex in Trois-Rivières in French, a DuProprio condo
 * ('app. 4') in Lévis sold with no price shown, a RE/MAX off-market house with a basement apartment in St. John's, a
 * Point2 duplex in Sydney, Nova Scotia re-listed at a lower price, a Zillow co-op in Rochester, New York, and a
 * realtor.com house in Boise sold over its list price. A sold page's price is its list price, as in the earlier
 * corpora; an expired, terminated or off-market page's price is its last asking price. Expected facts were written
 * first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_26_ATLANTIC_QUEBEC } from "./atlantic-quebec.ts";
import { HELD_OUT_26_ONTARIO } from "./ontario.ts";
import { HELD_OUT_26_US } from "./us.ts";
import { HELD_OUT_26_WEST } from "./west.ts";

export const HELD_OUT_26_PAGES: ListingPage[] = [...HELD_OUT_26_WEST, ...HELD_OUT_26_ONTARIO, ...HELD_OUT_26_ATLANTIC_QUEBEC, ...HELD_OUT_26_US];
