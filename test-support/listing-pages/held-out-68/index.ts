/**
 * Sixty-eighth held-out corpus (issue 18 check): one page from each of 13 listing sites, written by a sixty-eighth
 * author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: ordinary resale listings in towns earlier corpora hardly used, with the furniture today's pages carry around
 * a listing — sticky contact forms with placeholder names and messages pre-filled with the address, carousels of
 * other agents, "similar homes" / "homes near this one" cards with their own beds, baths and prices, school and
 * transit panels, price and sale history tables (earlier sales, terminated listings, price cuts), AI-written "key
 * facts" summaries, virtual-tour and open-house badges, and mortgage, land-transfer and welcome-tax calculators fed
 * the list price. Pages: realtor.ca (Bathurst NB two-storey), centris.ca (Granby maison à étages, French),
 * duproprio.com (Victoriaville bungalow, English page, private sale), point2homes.com (Antigonish century home),
 * zolo.ca (Woodstock bungalow), housesigma.com (Owen Sound storey-and-a-half re-listed), remax.ca (Timmins house),
 * condos.ca (Orillia lakeside condo with a den), royallepage.ca (Grande Prairie bungalow), kijiji.ca (owner's
 * bungalow on the Saskatchewan side of Lloydminster), rew.ca (Courtenay townhouse), zillow.com (Burlington VT house)
 * and realtor.com (Bellingham WA house). Expected facts were written first; the figures measured on it before any
 * rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_68_EAST } from "./east.ts";
import { HELD_OUT_68_ONTARIO } from "./ontario.ts";
import { HELD_OUT_68_US } from "./us.ts";
import { HELD_OUT_68_WEST } from "./west.ts";

export const HELD_OUT_68_PAGES: ListingPage[] = [
  ...HELD_OUT_68_EAST,
  ...HELD_OUT_68_ONTARIO,
  ...HELD_OUT_68_WEST,
  ...HELD_OUT_68_US,
];
