/**
 * Forty-seventh held-out corpus (issue 18 check): 13 listings from the 13 named sites, one page each, as a member
 * pastes them from a phone — the sites' mobile pages and app-share links, with sticky price bars, swipeable galleries
 * with alt texts, collapsed "See more" sections, tabbed facts and share sheets — written by a forty-seventh author
 * from general knowledge of those sites' page structures and the earlier corpora's conventions (never the extractor
 * or its failures): a Centris triplex in Montréal's Rosemont borough and a DuProprio condo in Gatineau (both in
 * French), a Zolo semi in Toronto, a HouseSigma condo townhouse in Mississauga, a Condos.ca lease in Toronto, a Royal
 * LePage house in Ottawa's Kanata, a REALTOR.ca house in Moncton, a RE/MAX house in Calgary, a REW condo in
 * Vancouver, a Kijiji townhouse rental in Winnipeg, a Point2 vacant lot in Chester, Nova Scotia, a Zillow house in
 * Portland, Oregon and a realtor.com condo in Chicago. Some repeat their facts in a summary bar and a details tab;
 * some hold in the description a fact the facts tab lacks. Expected facts were written first; the figures measured on
 * it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_47_ONTARIO } from "./ontario.ts";
import { HELD_OUT_47_QUEBEC } from "./quebec.ts";
import { HELD_OUT_47_US } from "./us.ts";
import { HELD_OUT_47_WEST_ATLANTIC } from "./west-atlantic.ts";

export const HELD_OUT_47_PAGES: ListingPage[] = [...HELD_OUT_47_QUEBEC, ...HELD_OUT_47_ONTARIO, ...HELD_OUT_47_WEST_ATLANTIC, ...HELD_OUT_47_US];
