/**
 * Ninety-fourth held-out corpus (issue 18 check): one page from each of 13 named sites, written by a ninety-fourth
 * author from the sites' kinds of pages and the earlier corpora's conventions (never the extractor or its failures).
 * Theme: commercial, industrial, business-for-sale and development-land listings as the sites show them — an
 * industrial building for sale or lease, an industrial bay for lease at a rate per sq ft only, a storefront for lease
 * by the month, a retail condo unit, a mixed-use building with its rent roll, a downtown retail-and-office block,
 * a restaurant and a pizza franchise sold as businesses, draft-plan-approved development land, a highway-commercial
 * lot, a farm sold with its U-pick and market business, and (where the site has no commercial section) a live/work
 * strata townhouse — across Canada (Cambridge, Toronto, Mississauga, Innisfil, Trois-Rivières, Québec City, Halifax,
 * Calgary, Vancouver, Portage la Prairie, Saskatoon) and two US border towns (Blaine WA, Sault Ste. Marie MI).
 * Structures: realtor.ca's label/value divs and tables with the map point in data-attributes, HouseSigma's
 * window.__INITIAL_STATE__, __NEXT_DATA__ (condos.ca with the building's and the unit's points, remax.ca with a lease
 * rate as listPrice, Kijiji's Apollo state with the price in cents, Zillow's gdpClientCache string, realtor.com's
 * Redux state), JSON-LD (Place, Offer, Product+Place, SingleFamilyResidence), Centris microdata (price, geo), server
 * definition lists, rent rolls, tenancy, availability and income tables, dataLayer pushes, and plain prose.
 * Formats: sale prices beside lease rates ("$16.95 /sq. ft /Year", "$14.50 /SF/yr NNN", "Additional rent $6.85 /SF"),
 * "3 950 $ /mois" with its yearly and per-pi² equivalents, "749 000 $", "plus stock", annual sales, franchise
 * transfer fees and royalties, NOI and cap rates, building area vs gross leasable area vs land area, a unit's area
 * beside the building's and other units', offices included in a bay's area, mezzanines not included, "pi²"/"pc"/m²,
 * lots in acres (with sq ft equivalents), hectares, "40 x 90 ft" and "5 920 pi² (550 m²)", zoning codes (M3, CC2,
 * RM2-41, CEN-1, C-12, I-G, IC-3, HC, CBD), clear heights, docks and drive-ins, amps and volts, designations (SIOR,
 * CCIM, Personal Real Estate Corporation, Courtier immobilier agréé DA), "3 + 1" bedrooms and "2 full, 1 half"
 * baths, and MLS® numbers of many boards ('40751236', 'W12418806', 'W12433519', 'S12398710', '19284736',
 * '202524617', 'A2258813', 'R3056124', '202524863', '2391144', '50152318').
 * Traps: lease rates, additional rent and lease-cost calculators beside sale prices; a lease-only page whose only
 * rate is per sq ft (no price expected); rents, sales, stock, fees, NOI and gross income; earlier listings and
 * prices, sold comparables and sold businesses nearby; municipal evaluations and BC assessments; payment
 * calculators; other units in the building and other bays' areas; the building's area and the land's beside the
 * unit offered; the sites' own agents and advisers, brokerage offices and head offices; site ids beside MLS numbers;
 * a for-sale-by-owner building and an owner's Kijiji ad with no agent or brokerage; "Rural …" neighbourhoods; a
 * city across the border with the same name.
 * Pages: realtor.ca (industrial building for sale or lease, Cambridge ON), housesigma.com (restaurant business,
 * Toronto Roncesvalles), condos.ca (retail condo unit, Mississauga Cooksville), zolo.ca (development land, Innisfil
 * Alcona), duproprio.com (commercial building, Trois-Rivières Centre-ville), centris.ca (storefront for lease by the
 * month, Québec La Cité-Limoilou), royallepage.ca (mixed-use building, Halifax West End), remax.ca (industrial bay for
 * lease per sq ft, Calgary Foothills), rew.ca (live/work townhouse, Vancouver Mount Pleasant), point2homes.com (farm
 * with a market business, Portage la Prairie MB), kijiji.ca (pizza franchise resale, Saskatoon), zillow.com
 * (highway-commercial lot, Blaine WA) and realtor.com (retail-and-office building, Sault Ste. Marie MI).
 * Expected facts were written first; the figures measured on it before any rule changed are the honest held-out
 * numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_94_BORDER } from "./border.ts";
import { HELD_OUT_94_EAST } from "./east.ts";
import { HELD_OUT_94_ONTARIO } from "./ontario.ts";
import { HELD_OUT_94_WEST } from "./west.ts";

export const HELD_OUT_94_PAGES: ListingPage[] = [...HELD_OUT_94_ONTARIO, ...HELD_OUT_94_EAST, ...HELD_OUT_94_WEST, ...HELD_OUT_94_BORDER];
