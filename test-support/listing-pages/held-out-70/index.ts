/**
 * Seventieth held-out corpus (issue 18 check): one page from each of 13 named listing sites, written by a seventieth
 * author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: thin pages whose facts are mostly in prose — a short header (price, address), a photo gallery, a facts box
 * that gives only a few facts (type, MLS®, taxes, a neighbourhood), and a description paragraph, an agent's remarks, a
 * "Property highlights" bullet list or French "Description" and "Inclusions / Exclusions" text that states the beds,
 * baths, size, lot, year and kind in sentences ("This 3+1 bedroom, 2 bath raised bungalow built in 1978 sits on a
 * 60 x 120 ft lot", "Maison à étages de 4 chambres construite en 1992, terrain de 6 500 pi²"). The prose also carries
 * numbers that are not the facts: a neighbour's lot and sold price, parking spaces, renovation and roof years, a
 * basement apartment's rent, minutes to a highway, kilometres to a school, room, shed, barn and garage sizes, water
 * frontage, a woodlot offered separately, the owners' 30 years. Pages: realtor.ca (North Bay raised bungalow),
 * remax.ca (Prince Albert bungalow in bullets), royallepage.ca (Kelowna condo), point2homes.com (Canning NS farmhouse
 * on acreage), centris.ca (French Sherbrooke maison à étages), duproprio.com (French Trois-Rivières jumelé, private
 * sale), zolo.ca (London two-storey), housesigma.com (Hamilton semi), condos.ca (Mississauga City Centre condo),
 * kijiji.ca (Thunder Bay raised bungalow with a rented basement apartment, by owner), rew.ca (Chilliwack rancher with
 * basement), zillow.com (Duluth MN craftsman) and realtor.com (Bangor ME cape). Expected facts were written first; the
 * figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_70_NATIONAL } from "./national.ts";
import { HELD_OUT_70_ONTARIO_WEST } from "./ontario-west.ts";
import { HELD_OUT_70_QUEBEC } from "./quebec.ts";
import { HELD_OUT_70_US } from "./us.ts";

export const HELD_OUT_70_PAGES: ListingPage[] = [
  ...HELD_OUT_70_NATIONAL,
  ...HELD_OUT_70_QUEBEC,
  ...HELD_OUT_70_ONTARIO_WEST,
  ...HELD_OUT_70_US,
];
