/**
 * Sixty-fifth held-out corpus (issue 18 check): one page from each of 13 real sites no earlier corpus modelled,
 * written by a sixty-fifth author from the sites' kinds of pages and the brief's conventions (never the extractor or
 * its failures). Theme: sites never modelled before — a property manager, three newspapers' and one local news
 * site's classifieds, a franchise office's own site, a cottage-rental site, a boutique brokerage, a commercial
 * brokerage, an independent brokerage, an island brokerage, a US ranch specialist and a US franchise — across Nova
 * Scotia, New Brunswick, Quebec (two in French), Ontario, Alberta, Manitoba, Saskatchewan, British Columbia and
 * Yukon, plus Montana and Idaho. Pages: a Halifax suite for rent with facts in a features list
 * (southwestproperties.com), a Hampton river lot in prose (tj.news), a Verdun triplex label/value sheet
 * (royallepagevillage.com), a Saint-Donat chalet with facts in photo captions beside its rental rates
 * (chaletsalouer.com), a Roncesvalles semi with partial JSON-LD (sagerealestate.ca), an Ottawa flex building with a
 * lease rate (cushmanwakefield.com), an Edmonton townhouse in __NEXT_DATA__ (nowrealestategroup.ca), a Rivers farm
 * classified (brandonsun.com), a Prince Albert mobile home on its own lot (panow.com), a Nanaimo house in
 * window.__INITIAL_STATE__ (coastrealty.com), a Whitehorse condo classified (yukon-news.com), a Montana ranch
 * (hallandhall.com) and a Boise house (bhgre.com). Expected facts were written first; the figures measured on it
 * before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_65_ATLANTIC_QUEBEC } from "./atlantic-quebec.ts";
import { HELD_OUT_65_ONTARIO_PRAIRIES } from "./ontario-prairies.ts";
import { HELD_OUT_65_WEST_NORTH_US } from "./west-north-us.ts";

export const HELD_OUT_65_PAGES: ListingPage[] = [
  ...HELD_OUT_65_ATLANTIC_QUEBEC,
  ...HELD_OUT_65_ONTARIO_PRAIRIES,
  ...HELD_OUT_65_WEST_NORTH_US,
];
