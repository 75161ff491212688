/**
 * Seventy-fifth held-out corpus (issue 18 check): one page from each of 13 small listing sites that no earlier corpus
 * modelled, written by a seventy-fifth author from the sites' kinds of pages and the earlier corpora's conventions
 * (never the extractor or its failures). Theme: Canada's less-covered places — Labrador, Prince Edward Island, Cape
 * Breton, the three territories, Abitibi, northwestern Ontario, Haida Gwaii, rural Saskatchewan and Manitoba — plus
 * an Alaska brokerage and a Maine land brokerage. The sites are independent brokerages, a regional board, two local
 * papers' classifieds, a town's lot sale, a First Nation's lease lot, a landlord, a non-profit housing association's
 * vacancy board, a cottage-lot developer and a recreational land company; their pages are WordPress themes and
 * plugins (Houzez, classifieds, IDX Broker), hand-built HTML tables, an ASP.NET board page and a printable data sheet,
 * with microdata or JSON-LD on some, and prices, fees, assessments, other lots and other listings all around.
 * Pages: happyvalley-goosebay.com (town lot, Happy Valley-Goose Bay), estatesatsandycove.ca (cottage lot, Canoe
 * Cove), capebretonrealty.com (farmhouse, Mabou), kwanlindun.com (lease lot, Whitehorse), hayriverhub.com (mobile home,
 * Hay River), nunastar.com (apartment for rent, Iqaluit), lafrontiere.ca (triplex, Rouyn-Noranda),
 * thunderbay-mls.on.ca (mixed-use commercial building, Nipigon), niho.com (oceanfront cabin, Masset), remax-yorkton.ca
 * (bungalow, Langenburg), mnpha.com (co-op townhouse for rent, Dauphin), jackwhite.com (house, Palmer AK) and
 * wildernessrealty.com (woodlot, Shirley ME). Expected facts were written first; the figures measured on it before any
 * rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_75_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_75_NORTH } from "./north.ts";
import { HELD_OUT_75_REGIONS } from "./regions.ts";
import { HELD_OUT_75_US } from "./us.ts";

export const HELD_OUT_75_PAGES: ListingPage[] = [
  ...HELD_OUT_75_ATLANTIC,
  ...HELD_OUT_75_NORTH,
  ...HELD_OUT_75_REGIONS,
  ...HELD_OUT_75_US,
];
