/**
 * Eighty-sixth held-out corpus (issue 18 check): one page from each of the 13 named sites, written by an eighty-sixth
 * author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: luxury and unusual properties — a Lake Rosseau estate with a guest house and boathouse (realtor.ca), a
 * ski-in/ski-out chalet in Mont-Tremblant (centris.ca, French), a converted church in Kamouraska sold by its owner
 * (duproprio.com, French), a Westmount heritage home with a carriage house (royallepage.ca), a Calgary penthouse with
 * two terraces (zolo.ca), a Niagara-on-the-Lake vineyard (housesigma.com), an equestrian farm in Prince Edward
 * County (remax.ca), a private island in Cape Breton's Bras d'Or Lake with 'Please Contact' for a price (kijiji.ca),
 * a Coal Harbour float home (rew.ca), a Leslieville hard loft (condos.ca), a Kelowna lakefront home with nine baths
 * and a triple garage (point2homes.com), a Vail ski chalet (zillow.com) and a Geneva Lake estate in Wisconsin
 * (realtor.com). Formats: prices in full beside '$12.9M', '2,9 M$', 'moins de 1,2 M$' and 'Please Contact'; acreages
 * ('3.2 ac|2 - 4.99 acres', '24.60 Acres', '98.5 acres', '0.74 ac', '1.12 Acres'); several buildings' areas (guest
 * houses, boathouses, barns, arenas, terraces, carriage houses, bunkies, garages); rooms tables over four levels;
 * architects, designers and builders named; heritage designations, conversions and renovations beside the year
 * built; concierges', estate and barn managers' and caretakers' phones; other luxury listings with short prices.
 * Pages: realtor.ca (house, Muskoka Lakes/Medora), centris.ca (house, Mont-Tremblant), duproprio.com (house,
 * Kamouraska), royallepage.ca (house, Westmount), zolo.ca (condo, Calgary/Beltline), housesigma.com (farm,
 * Niagara-on-the-Lake), remax.ca (farm, Prince Edward County/Hillier), kijiji.ca (house, Baddeck NS), rew.ca (float
 * home, Vancouver/Coal Harbour), condos.ca (condo, Toronto/Leslieville), point2homes.com (house, Kelowna/Lower
 * Mission), zillow.com (house, Vail CO) and realtor.com (house, Lake Geneva WI). Expected facts were written first;
 * the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_86_ONTARIO_WEST } from "./ontario-west.ts";
import { HELD_OUT_86_QUEBEC_ATLANTIC } from "./quebec-atlantic.ts";
import { HELD_OUT_86_US } from "./us.ts";

export const HELD_OUT_86_PAGES: ListingPage[] = [...HELD_OUT_86_ONTARIO_WEST, ...HELD_OUT_86_QUEBEC_ATLANTIC, ...HELD_OUT_86_US];
