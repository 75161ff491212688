/**
 * Sixty-first held-out corpus (issue 18 check): one page from each of 13 sites, written by a sixty-first author from
 * the sites' kinds of detail pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: cottage country and recreational property across Canada plus two US lake places. Pages: a Lake Joseph
 * cottage in the Township of Muskoka Lakes (realtor.ca), a Pigeon Lake bungalow in Kawartha Lakes (zolo.ca),
 * recreational land near Dalhousie Lake in Lanark Highlands (housesigma.com), a Kennisis Lake cottage in Dysart et al
 * (royallepage.ca), a Blue Mountain ski condo (condos.ca), a Lac-Ouimet chalet in Mont-Tremblant (centris.ca, French),
 * an owner-sold Potton chalet with a shared dock (duproprio.com, French), an oceanfront Chester cottage
 * (remax.ca), a boat-access island cottage on Lake of the Woods (kijiji.ca), a Pender Harbour waterfront acreage
 * (rew.ca), a Candle Lake cabin (point2homes.com), an Adirondack camp (zillow.com) and a Minocqua lake home
 * (realtor.com). Traps: water frontage in feet beside the lot, lots in acres, hectares, pc and frontage × depth,
 * seasonal vs year-round access, well and septic, shared docks, township or municipality vs lake or community name,
 * reduced prices with the old one shown, property taxes, HST/GST notes and cottage rental income. Expected facts
 * were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_61_COASTS_NORTH } from "./coasts-north.ts";
import { HELD_OUT_61_ONTARIO } from "./ontario.ts";
import { HELD_OUT_61_QUEBEC } from "./quebec.ts";
import { HELD_OUT_61_US } from "./us.ts";

export const HELD_OUT_61_PAGES: ListingPage[] = [
  ...HELD_OUT_61_ONTARIO,
  ...HELD_OUT_61_QUEBEC,
  ...HELD_OUT_61_COASTS_NORTH,
  ...HELD_OUT_61_US,
];
