/**
 * Forty-second held-out corpus (issue 18 check): 13 listings from 13 sites no earlier corpus modelled, written by a
 * forty-second author from general knowledge of those sites' page structures and the earlier corpora's conventions
 * (never the extractor or its failures), mostly Canadian with two American pages and three French pages: a Yukon
 * government lot sale in Whitehorse's Whistle Bend, a Saskatchewan farm brokerage's grain farm near Rosthern, a
 * Nunavut newspaper's classified house in Iqaluit, a Whistler brokerage's village condo, a retirement residence's
 * suite in Ottawa, a Hamilton franchise office's power-of-sale bungalow, a Waterloo student landlord's per-room rent,
 * a Nova Scotia franchise's house in Truro, a seniors' residence's 4 ½ in Laval, a Quebec farm weekly's dairy farm
 * in Saint-Hugues, an Acadian daily's by-owner house in Caraquet, a HUD-owned home in Port Huron, Michigan and a
 * military housing referral rental near Fort Drum in Watertown, New York. Expected facts were written first; the
 * figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_42_FRENCH } from "./french.ts";
import { HELD_OUT_42_ONTARIO_ATLANTIC } from "./ontario-atlantic.ts";
import { HELD_OUT_42_US } from "./us.ts";
import { HELD_OUT_42_WEST_NORTH } from "./west-north.ts";

export const HELD_OUT_42_PAGES: ListingPage[] = [...HELD_OUT_42_WEST_NORTH, ...HELD_OUT_42_ONTARIO_ATLANTIC, ...HELD_OUT_42_FRENCH, ...HELD_OUT_42_US];
