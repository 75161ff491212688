/**
 * Twenty-eighth held-out corpus (issue 18 check): 13 listings, one from each of 13 sites — REALTOR.ca, Centris,
 * DuProprio, Zolo, HouseSigma, RE/MAX, Royal LePage, Kijiji, REW, Condos.ca, Point2 Homes, Zillow and Realtor.com —
 * written by a twenty-eighth author from general knowledge of those sites' page structures and the earlier corpora's
 * conventions (never the extractor or its failures). Kinds: luxury and estate homes (prices written '$6.88M',
 * '2,45 M$', '$3,150,000'), new construction from builders' inventory listed by agents, acreages with outbuildings,
 * heritage homes (1905, 1912) and homes with in-law or intergenerational suites; places: an Oakville estate, a
 * Mississauga house with an in-law suite and a Port Credit penthouse, a Gatineau (Aylmer) luxury house and a Saguenay
 * (Jonquière) intergenerational house in French, a hobby farm near Drummondville, a heritage house in Halifax, a West
 * Vancouver estate, a Victoria heritage house with a suite, a Kelowna acreage, a Canmore new-build half duplex, and
 * two American snowbird pages (a Naples, Florida waterfront house and a Scottsdale, Arizona new build). Expected
 * facts were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_28_ONTARIO } from "./ontario.ts";
import { HELD_OUT_28_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_28_US } from "./us.ts";
import { HELD_OUT_28_WEST } from "./west.ts";

export const HELD_OUT_28_PAGES: ListingPage[] = [...HELD_OUT_28_ONTARIO, ...HELD_OUT_28_QUEBEC_ATLANTIC, ...HELD_OUT_28_WEST, ...HELD_OUT_28_US];
