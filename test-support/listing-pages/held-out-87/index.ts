/**
 * Eighty-seventh held-out corpus (issue 18 check): one page from each of the 13 named sites, written by an
 * eighty-seventh author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or
 * its failures). Theme: listings in a state other than plainly active — sold (the sold price and date beside the
 * list price), leased (the leased rent beside the asking rent), expired, off-market (an estimate and a price history
 * only), coming soon, open house this weekend, price reduced, conditionally sold / under contract / pending, sold by
 * owner with only the asking price, and a listing terminated and relisted lower under a new MLS® number. The expected
 * price is always the list price (or asking rent) the page states; the off-market page states none, so none is
 * expected. Formats: '3 + 1' and '1+1' bedrooms, '0.23 ac|under 1/2 acre', '3 960 pc', '950 pi² (88,3 m²)', size
 * bands ('1100-1500', '600-699', '800-899'), '25 x 100 Feet', '1 Full, 1 Half', '2.5 bath', '0.03 acre lot'.
 * Pages: realtor.ca (house, price reduced, Truro NS), centris.ca (duplex, promesse d'achat acceptée, Trois-Rivières),
 * duproprio.com (condo, vendu, Québec/La Cité-Limoilou), point2homes.com (lot, conditionally sold, Chester NS),
 * zolo.ca (semi, sold, Hamilton/Eastmount), housesigma.com (condo for lease, leased, Mississauga/City Centre),
 * condos.ca (condo, terminated and relisted, Toronto/St. Lawrence), remax.ca (bungalow, coming soon,
 * Calgary/Huntington Hills), royallepage.ca (condo townhouse, open house, Winnipeg/River Park South), kijiji.ca
 * (basement suite for rent, reposted with a price drop, Saskatoon), rew.ca (house, expired, Kamloops/Sahali),
 * zillow.com (house, off market, Columbus OH) and realtor.com (townhouse, pending, Raleigh NC). Expected facts were
 * written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_87_EAST } from "./east.ts";
import { HELD_OUT_87_ONTARIO } from "./ontario.ts";
import { HELD_OUT_87_US } from "./us.ts";
import { HELD_OUT_87_WEST } from "./west.ts";

export const HELD_OUT_87_PAGES: ListingPage[] = [...HELD_OUT_87_EAST, ...HELD_OUT_87_ONTARIO, ...HELD_OUT_87_WEST, ...HELD_OUT_87_US];
