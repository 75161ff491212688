/**
 * Sixty-ninth held-out corpus (issue 18 check): one page from each of 13 listing sites no earlier corpus modelled,
 * written by a sixty-ninth author from the sites' kinds of pages and the brief's conventions (never the extractor or
 * its failures). Theme: sites of the second rank — independent and franchise-office brokerages' own sites in Ontario,
 * British Columbia, Alberta, Nova Scotia and Quebec (in French), a regional board's public listing site, a local
 * news site's classifieds, a property manager's suite page, a farm-classifieds site, a new-home builder's
 * quick-possession page and three US brokerages near the border (Washington, New York, Michigan). Structures vary:
 * JSON-LD (residence, listing, offer, product), schema.org microdata, visible tables and definition lists only, a
 * Leaflet map script, map data blobs and one embedded window state. Pages: a Kirkendall semi in Hamilton
 * (judymarsales.com), a Brantford apartment for rent (skylineliving.ca), a Sault Ste. Marie lot classified
 * (sootoday.com), a Truro house (callexit.ca), a Limoilou condo in Québec (immeubleslemay.ca, French), a Fleetwood
 * house in Surrey (team3000realty.com), a manufactured home on a rented pad in Vernon (interiorrealtors.ca), a
 * Cranston townhouse in Calgary (grassrootsrealty.ca), a Desrochers quick-possession house in Edmonton
 * (landmarkhomes.ca), a grain farm near Spalding, Saskatchewan (farmmarketer.com), a Lynden house on an acre
 * (muljat.com), an Elmwood Village two-family in Buffalo (huntrealestate.com) and a riverfront condo in Port Huron
 * (realestateone.com). Expected facts were written first; the figures measured on it before any rule changed are
 * the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_69_EAST } from "./east.ts";
import { HELD_OUT_69_US } from "./us.ts";
import { HELD_OUT_69_WEST } from "./west.ts";

export const HELD_OUT_69_PAGES: ListingPage[] = [...HELD_OUT_69_EAST, ...HELD_OUT_69_WEST, ...HELD_OUT_69_US];
