/**
 * Ninety-third held-out corpus (issue 18 check): one page from each of 13 sites no earlier corpus used, written by
 * a ninety-third author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor
 * or its failures). Theme: Canadian proptech, discount-brokerage and data sites' listing pages — rebate and
 * flat-fee brokerages, a seller-direct platform, sold-data sites, an aggregator, a condo blog with a listing embed,
 * an iBuyer's resale page, a mortgage broker's affordability page and a relocation company's home-finding page —
 * where the site is usually a brokerage itself, with its own licensed agent beside the board's listing-brokerage
 * line. Places: Greater Vancouver (Burnaby, North Vancouver), Calgary, Edmonton, the GTA (Toronto, Markham), Ottawa,
 * Montréal (in French), Halifax and Winnipeg; kinds: house, condo, townhouse, semi, a lease and a triplex.
 * Structures: Next.js pages-router __NEXT_DATA__ and app-router flight rows (self.__next_f), Remix's
 * __remixContext loaderData, Nuxt 2's window.__NUXT__ as a function of minified arguments, a normalized Apollo
 * cache (ROOT_QUERY refs to Listing entities), urql's SSR cache (results as JSON strings), SvelteKit fetched JSON
 * and start data, Astro islands (props as HTML-escaped [type, value] pairs), Vue SSR window.__INITIAL_STATE__, a
 * WordPress post with Yoast JSON-LD and an IDX embed, schema.org microdata, a DDF embed with data-attributes, and
 * a plain server table page with map variables.
 * Formats: '3 + 2' / '2 + 1' / '4 + 1' / '1 + den' bedrooms, '2 full, 1 half' and TRREB washroom breakdowns,
 * sq ft bands ('800–899', '600–699', '1400–1599'), above-grade beside total finished, '457 m²' and '232,3 m²' lots
 * and '40 x 110 ft', '25 x 105 ft', '3,552 sq ft (36.09 x 98.43 ft)', Edmonton's '#906 10021 116 Street NW',
 * '1 149 000 $', board numbers of GVR ('R3051846'), CREB ('A2268514'), Edmonton ('E4461207'), PropTx/TRREB and
 * Ottawa ('C12418305', 'W12490155', 'N12472810', 'X12463390'), NSAR and Winnipeg (9 digits) and Centris (8 digits).
 * Traps: rebates ('Get $12,450 back', '11 490 $ de remise', '$9,748 back'), commission savings, estimates, BC, PVSC,
 * City of Winnipeg and Montréal assessments, the homes' own earlier sales and leases, price-change timelines,
 * sold comparables (some behind a sign-in wall), an iBuyer's purchase price and renovation spend, an instant-offer
 * example and trade-in calculator, mortgage budgets and closing costs, a relocation budget and cost-of-living table,
 * the sites' own agents, advisors, guides, counsellors and brokers, office and head-office addresses, a street
 * named Halifax in Burnaby, Orléans and Barrhaven beside Ottawa, and comparables' points in the same state blobs.
 * Pages: zealty.ca (house, Burnaby), ratelane.ca (condo, North Vancouver), bode.ca (townhouse, Calgary),
 * listing.ca (condo, Edmonton), quickclose.ca (house, Edmonton), zown.ca (condo, Toronto), condowong.ca (condo
 * lease, Toronto), soldwatch.ca (condo townhouse, Markham), clvr.ca (semi, Ottawa), northstarrelo.ca (house,
 * Ottawa/Orléans), ristourneimmo.ca (triplex, Montréal, in French), purplebricks.ca (house, Halifax) and
 * homefinder.ca (bungalow, Winnipeg).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_93_EAST } from "./east.ts";
import { HELD_OUT_93_ONTARIO } from "./ontario.ts";
import { HELD_OUT_93_WEST } from "./west.ts";

export const HELD_OUT_93_PAGES: ListingPage[] = [...HELD_OUT_93_WEST, ...HELD_OUT_93_ONTARIO, ...HELD_OUT_93_EAST];
