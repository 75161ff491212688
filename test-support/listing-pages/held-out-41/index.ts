/**
 * Forty-first held-out corpus (issue 18 check): 13 listings from the thirteen named sites (realtor.ca, centris.ca,
 * duproprio.com, zolo.ca, housesigma.com, remax.ca, royallepage.ca, kijiji.ca, rew.ca, condos.ca, point2homes.com,
 * zillow.com, realtor.com), one page each, written by a forty-first author from general knowledge of those sites'
 * page structures and the earlier corpora's conventions (never the extractor or its failures). On these pages the
 * facts sit mostly in embedded data rather than visible labels: Next.js __NEXT_DATA__ (with Zillow's cache as a JSON
 * string), Apollo, Redux, Nuxt and Kijiji state blobs, JSON-LD @graph nodes (the listing, its offer, agents, the
 * brokerage, the site's own organization, breadcrumbs, FAQs), microdata, Open Graph and Twitter tags with partial
 * facts and data-* attributes on maps; the embedded data also carries other listings, the office and the site's own
 * ids. A REALTOR.ca house in Ottawa's Kanata, a Zolo condo in Mimico, a HouseSigma semi in Brampton, a Condos.ca
 * lease near Bay Street, a Centris condo in Rosemont and a DuProprio semi in Gatineau's Aylmer (both French), a
 * RE/MAX house in Calgary, a Royal LePage bi-level in Saskatoon, a REW townhouse in Burnaby, a Point2 duplex in
 * Winnipeg, a Kijiji rental in Halifax, a Zillow house in Boise and a realtor.com condo in Chicago. Expected facts
 * were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_41_ONTARIO } from "./ontario.ts";
import { HELD_OUT_41_QUEBEC } from "./quebec.ts";
import { HELD_OUT_41_US } from "./us.ts";
import { HELD_OUT_41_WEST_EAST } from "./west-east.ts";

export const HELD_OUT_41_PAGES: ListingPage[] = [...HELD_OUT_41_ONTARIO, ...HELD_OUT_41_QUEBEC, ...HELD_OUT_41_WEST_EAST, ...HELD_OUT_41_US];
