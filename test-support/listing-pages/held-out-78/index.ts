/**
 * Seventy-eighth held-out corpus (issue 18 check): 13 French-language pages from sites no earlier corpus modelled,
 * written by a seventy-eighth author from the sites' kinds of pages and the earlier corpora's conventions (never the
 * extractor or its failures). Theme: French everywhere — Québec brokers' and agencies' own sites, an Acadian New
 * Brunswick broker and two Franco-Ontarian brokers, a Québec rental classifieds site, a town's sale of a municipal
 * lot, a housing co-op's vacancy page, a chalet-rental company selling a chalet, an agricultural broker network and a
 * business broker. The formats are French throughout ('549 000 $', '1,2 M$', '3 chambres + 1 au sous-sol', 'salle
 * d'eau', 'pi²' and 'm²' with decimal commas, 'No Centris', 'Agence immobilière', 'Maison de courtage', boroughs and
 * sectors in brackets after the city, '– Bureau de …' branch suffixes), on WordPress themes (Houzez, RealHomes,
 * Elementor, Astra), a Centris feed plugin, an IDX plugin's embedded state, hand-built HTML and a co-op's plain page,
 * with JSON-LD or microdata on some.
 * Pages: marieevetremblay.ca (house, Montréal/Ahuntsic-Cartierville), immeublesvieuxquebec.com (penthouse condo,
 * Québec/La Cité-Limoilou), immobiliersudouest.com (duplex, Montréal/Verdun), equipelussierroy.com (condo,
 * Laval/Chomedey), logementsestrie.com (4 ½ for rent, Sherbrooke/Fleurimont), villemontlaurier.qc.ca (municipal lot,
 * Mont-Laurier), coopjardinsdelariviere.org (co-op townhouse for rent, Gatineau/Hull), chaletsboreal.com (chalet,
 * Lac-Supérieur), terresagricolesduquebec.ca (beef farm, Saint-Alexis-de-Matapédia), commercesmauricie.ca
 * (convenience store business, Trois-Rivières/Cap-de-la-Madeleine), beausejourimmobilier.ca (bungalow, Dieppe NB),
 * maisonsorleans.ca (freehold townhouse, Ottawa/Orléans) and immobilierhearst.ca (house, Hearst ON). Expected facts
 * were written first; the figures measured on it before any rule changed are the honest held-out numbers.
 */
import type { ListingPage } from "../types.ts";
import { HELD_OUT_78_ACADIE_ONTARIO } from "./acadie-ontario.ts";
import { HELD_OUT_78_COURTIERS_QUEBEC } from "./courtiers-quebec.ts";
import { HELD_OUT_78_QUEBEC_AUTRES } from "./quebec-autres.ts";

export const HELD_OUT_78_PAGES: ListingPage[] = [
  ...HELD_OUT_78_COURTIERS_QUEBEC,
  ...HELD_OUT_78_QUEBEC_AUTRES,
  ...HELD_OUT_78_ACADIE_ONTARIO,
];
