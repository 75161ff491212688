/**
 * Eighty-fifth held-out corpus (issue 18 check): 13 pages from 13 sites no earlier corpus used, written by an
 * eighty-fifth author from the kinds of pages such sites publish and the earlier corpora's conventions (never the
 * extractor or its failures). Theme: small brokerages', a board's and a property manager's own sites in the places
 * the corpora use less, each on a different kind of web stack — a WordPress real-estate theme with a Yoast graph and
 * a map variable (Saskatchewan), Squarespace with only visible text (Manitoba Interlake), Webflow CMS (Yukon), Drupal
 * with a Leaflet geofield (Northwest Territories), a Nuxt state function (BC Interior), Wix rich-text blocks (Nova
 * Scotia's South Shore), a hand-written PHP table page with microdata (PEI), a Laravel/Vue Inertia data-page
 * attribute (Newfoundland), a French Next.js page with __NEXT_DATA__ and JSON-LD (Acadian New Brunswick), a board's
 * ASP.NET WebForms page (northern Ontario), a WordPress theme with microdata (eastern Ontario), a French WordPress page
 * with a Product JSON-LD (Eastern Townships) and a French PHP rental page (Gaspésie). Traps are the sites' own: office
 * addresses in top bars, footers and organisation graphs, agents' phones, the sites' own ids beside MLS® numbers,
 * reduced-from prices, assessments, taxes, condo and pad fees, rent rolls, sold prices nearby, featured listings,
 * calculators and blog teasers.
 * Pages: prairiewindrealty.ca (farm, Muenster SK), lakeshorecountryrealty.ca (cottage, Winnipeg Beach MB),
 * yukonhomesrealty.ca (condo townhouse, Whitehorse/Whistle Bend YT), northarmrealty.ca (commercial building,
 * Yellowknife NT), shuswapcountryrealty.ca (manufactured home on a pad, Salmon Arm BC), bluenosecoastrealty.ca
 * (house, Mahone Bay NS), gulfshorerealtypei.ca (building lot, North Rustico PE), signalhillrealty.ca (condo,
 * St. John's NL), immobilierbaiedeschaleurs.ca (French; house, Caraquet NB), tcdrealtors.ca (board page; house,
 * Timmins/Schumacher ON), rideaulakesrealestate.ca (cottage, Rideau Lakes/Portland ON), courtierslacmemphremagog.ca
 * (French; condo, Magog QC) and gestionforillon.ca (French; 4½ for rent, Gaspé QC). Expected facts were written
 * first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_85_ATLANTIC } from "./atlantic.ts";
import { HELD_OUT_85_ONTARIO_QUEBEC } from "./ontario-quebec.ts";
import { HELD_OUT_85_WEST_NORTH } from "./west-north.ts";

export const HELD_OUT_85_PAGES: ListingPage[] = [
  ...HELD_OUT_85_WEST_NORTH,
  ...HELD_OUT_85_ATLANTIC,
  ...HELD_OUT_85_ONTARIO_QUEBEC,
];
