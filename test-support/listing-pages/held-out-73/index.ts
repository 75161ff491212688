/**
 * Seventy-third held-out corpus (issue 18 check): one page from each of the 13 sites issue 18 names, written by a
 * seventy-third author from the sites' kinds of pages and the brief's conventions (never the extractor or its
 * failures). Theme: homes for rent and lease as each site shows them — the monthly rent beside deposits, pet fees and
 * pet rent, parking and locker fees, utilities included or extra, lease terms and "available now"; the owner's condo
 * fee a tenant does not pay; a lease with an option to buy at a stated purchase price; a furnished condo; a basement
 * apartment; a Québec 4 ½ à louer; the unit's own earlier leases and sale in a HouseSigma history beside the site's
 * rent estimate; a building's units for sale and for rent beside the rental; a Rent Zestimate; property managers as
 * posters (no brokerage) beside MLS® rentals with agents and brokerages; and, as DuProprio lists sales only, an owner's
 * bungalow for sale whose basement 3 ½ is rented. Pages: realtor.ca (an Oshawa house for lease with an option to buy),
 * remax.ca (a furnished Beltline condo in Calgary), royallepage.ca (a Kanata condo townhouse for lease in Ottawa),
 * kijiji.ca (an Osborne Village apartment in Winnipeg from a property manager), point2homes.com (a Harbour Landing
 * semi for rent in Regina), centris.ca (a 4 ½ à louer in Limoilou, Québec City, in French), duproprio.com (a
 * Saint-Jérôme bungalow with a rented basement apartment, in French), zolo.ca (a basement apartment for lease in
 * Maple, Vaughan), housesigma.com (a Port Credit condo for lease in Mississauga), condos.ca (a Leslieville loft condo
 * for rent in Toronto), rew.ca (an East Vancouver laneway house for rent), zillow.com (an apartment in a Denver
 * building) and realtor.com (a Clintonville house for rent in Columbus, Ohio). Expected facts were written first; the
 * figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_73_NATIONAL } from "./national.ts";
import { HELD_OUT_73_ONTARIO_BC } from "./ontario-bc.ts";
import { HELD_OUT_73_QUEBEC } from "./quebec.ts";
import { HELD_OUT_73_US } from "./us.ts";

export const HELD_OUT_73_PAGES: ListingPage[] = [
  ...HELD_OUT_73_NATIONAL,
  ...HELD_OUT_73_QUEBEC,
  ...HELD_OUT_73_ONTARIO_BC,
  ...HELD_OUT_73_US,
];
