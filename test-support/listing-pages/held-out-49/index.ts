/**
 * Forty-ninth held-out corpus (issue 18 check): 13 rural, recreational and unusual listings on 13 major sites, written
 * by a forty-ninth author from the sites' public page structures and the earlier corpora's conventions (never the
 * extractor or its failures), mostly Canadian with two American pages and two French pages: a Lake of Bays cottage
 * with water frontage on the national board portal, a land-lease mobile home in Innisfil with a pad fee, a Kingston
 * duplex with two units' rows, a Scarborough condo townhouse, a Toronto co-op apartment, an Alberta acreage with a shop
 * and a barn, a Shuswap leasehold cabin, a Manitoba hobby farm, a Winnipeg commercial condo unit on a classifieds site,
 * a Laurentian lakefront chalet on Centris, a Sutton country house sold by its owners, a vacant Lake Champlain lot in
 * Vermont and a Point Roberts, Washington cabin. The pages carry the traps real ones do: several areas on one page
 * (living vs total vs outbuildings, land vs building), assessments, estimates and taxes, earlier prices, nearby
 * listings with their own prices and beds, and offices in footers. Expected facts were written first; the figures
 * measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_49_FRENCH } from "./french.ts";
import { HELD_OUT_49_ONTARIO } from "./ontario.ts";
import { HELD_OUT_49_US } from "./us.ts";
import { HELD_OUT_49_WEST } from "./west.ts";

export const HELD_OUT_49_PAGES: ListingPage[] = [...HELD_OUT_49_ONTARIO, ...HELD_OUT_49_WEST, ...HELD_OUT_49_FRENCH, ...HELD_OUT_49_US];
