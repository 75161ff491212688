/**
 * Seventy-second held-out corpus (issue 18 check): one page from each of 13 listing sites no earlier corpus modelled,
 * written by a seventy-second author from the sites' kinds of pages and the brief's conventions (never the extractor
 * or its failures). Theme: a mix — Canadian franchise offices' own sites (Century 21, Royal LePage, Coldwell Banker,
 * EXIT, RE/MAX and Keller Williams offices), agents' own sites on two agent-website platforms (IXACT, MyRealPage), a
 * Québec listings site in French, a Vancouver condo-building site's rental, a business-for-sale marketplace and two
 * US sites (a Vermont brokerage and a 55+ community site with a Florida snowbird condo). Structures vary: WordPress
 * IDX plugins with their own class names, JSON-LD (listing wrapping a residence, a residence with geo, a product
 * offer, an office's own organisation data), schema.org microdata, definition lists and tables, map scripts with the
 * office's or the community's point beside the listing's, and JSON blobs. Pages: a condo townhouse in Newmarket
 * (century21heritagegroup.com), a semi in Ottawa's Elmvale Acres (royallepageperformance.ca), a Lake of Bays cottage
 * (cbthompson.ca), a raised bungalow in Belleville (exitrealtygroup.ca), a hobby farm in Grey Highlands
 * (ixactcontact.com), a café and bakery for sale in Kingston (bizbuysell.com), a vacant lot in Lake Country
 * (remaxkelowna.com), a Windsor Park bungalow in Winnipeg (kwwinnipeg.com), a Metrotown condo in Burnaby
 * (myrealpage.com), a Yaletown condo for rent in Vancouver (vancouvercondo.info), a triplex in Sherbrooke
 * (publimaison.ca, French), a colonial in Shelburne, Vermont (hickokandboardman.com) and a 55+ condo in Venice,
 * Florida (55places.com). Expected facts were written first; the figures measured on it before any rule changed are
 * the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_72_ONTARIO } from "./ontario.ts";
import { HELD_OUT_72_US } from "./us.ts";
import { HELD_OUT_72_WEST_QUEBEC } from "./west-quebec.ts";

export const HELD_OUT_72_PAGES: ListingPage[] = [...HELD_OUT_72_ONTARIO, ...HELD_OUT_72_WEST_QUEBEC, ...HELD_OUT_72_US];
