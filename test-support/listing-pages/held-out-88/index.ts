/**
 * Eighty-eighth held-out corpus (issue 18 check): one page from each of 13 sites no earlier corpus used, written by
 * an eighty-eighth author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor
 * or its failures). Theme: cross-border pages Canadian members paste — US brokerages' and portals' detail pages for
 * the homes Canadians buy (Florida and Arizona snowbird condos and 55+ homes, Palm Springs, Hawaii, and the border
 * towns of Washington, Michigan, New York, Vermont and Maine), and two Canadian sites (a franchise office's own site
 * in Sarnia and a snowbird portal showing a Florida condo in USD with CAD conversions).
 * Structures: MLS-feed IDX templates printing RESO field names (ListPrice, BedroomsTotal, LivingArea,
 * AboveGradeFinishedArea, ListAgentFullName…), JSON-LD (with the listing's geo, and the brokerage's own
 * Organization/RealEstateAgent blocks), React state blobs (__NEXT_DATA__, window.__INITIAL_STATE__,
 * __PRELOADED_STATE__) carrying the listing's point beside nearby homes' points, and plain server HTML tables.
 * Formats: US prices and '2 bd | 2 ba | 1,150 sqft', ZIP+4 ('34285-5521'), HOA/condo fees (monthly, quarterly),
 * land leases, annual and Michigan summer/winter taxes, APN/parcel/folio/TMK/SBL numbers, 'Listing courtesy of …',
 * MLS numbers of many boards ('A4651207', 'A11712094', '6921457', '22531408', '219131872PS', '404871', '2381745',
 * '20251038476', 'S1601744', '5041288', '1638217', 'TB8412765'), '3 + 1' bedrooms, '60 x 120 ft' lots, and
 * US$/CA$ conversions both ways.
 * Traps: estimates, payment calculators, HOA and rental-income figures, price history and sold comparables, nearby
 * homes, the brokerage's office and head-office addresses, the site's own buyer's agent beside the listing agent,
 * co-listing and team agents, and compliance footers naming the MLS board.
 * Pages: michaelsaunders.com (condo, Venice FL), langrealty.com (oceanfront condo, Pompano Beach FL), westusa.com
 * (manufactured home on leased land, Mesa AZ), russlyon.com (patio townhome, Green Valley AZ), bdhomes.com (condo on
 * leased land, Palm Springs CA), hawaiilife.com (condo, Kihei HI), remax.com (house, Point Roberts WA),
 * century21.com (house, Port Huron MI), coldwellbankerhomes.com (river cottage, Alexandria Bay NY),
 * fourseasonssir.com (Victorian, Derby Line VT), legacysir.com (beach condo, Old Orchard Beach ME),
 * century21firstcanadian.com (house, Sarnia ON / Bright's Grove) and snowbirdadvisor.ca (55+ condo, Dunedin FL).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_88_BORDER } from "./border.ts";
import { HELD_OUT_88_CANADA } from "./canada.ts";
import { HELD_OUT_88_SUNBELT } from "./sunbelt.ts";

export const HELD_OUT_88_PAGES: ListingPage[] = [...HELD_OUT_88_SUNBELT, ...HELD_OUT_88_BORDER, ...HELD_OUT_88_CANADA];
