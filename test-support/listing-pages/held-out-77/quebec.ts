/**
 * Seventy-seventh held-out corpus, Quebec: centris.ca (a Sherbrooke house with a new price, its earlier Centris
 * number and the municipal assessment) and duproprio.com (a for-sale-by-owner semi in Gatineau's Aylmer sector with a
 * revised price and a price history). Addresses, names and numbers are invented; expected facts were written before
 * any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { cardRail, cookieBanner, gtm, mortgageCalc, photoStrip, portalFooter, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_77_QUEBEC: ListingPage[] = [
  {
    name: "ho77-centris-nouveau-prix-maison-sherbrooke",
    site: "centris.ca",
    set: "held-out-77",
    traps:
      "centris.ca French page: 'Sherbrooke (Fleurimont)' borough in parentheses; a 'Nouveau prix' badge and the remarks' earlier price and earlier Centris number; the municipal assessment table (terrain, bâtiment, total) and taxes beside the price; '1 salle de bain et 1 salle d'eau'; 'Superficie du terrain 7 050 pi²' and 'Superficie habitable 1 320 pi²' with French thousands spaces; itemprop geo metas; the broker card with the agency on its own line under its designation; similar properties with prices",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~sherbrooke-fleurimont/19847203",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à vendre, Sherbrooke (Fleurimont) - 1847, Rue des Grives - 19847203 - Centris.ca</title>
<meta name="description" content="Maison à vendre à Sherbrooke (Fleurimont), 3 chambres, 1 salle de bain. 429 000 $. No Centris 19847203.">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE8F11B4DDDDDDDDDDA&t=pi&sm=m&w=1260&h=1024">
<link rel="canonical" href="https://www.centris.ca/fr/maison~a-vendre~sherbrooke-fleurimont/19847203">
${gtm("GTM-CNTR4S")}
</head><body>
${cookieBanner("Centris", "fr")}
<header class="header"><a href="/fr" class="logo">Centris</a>${topNav(["Acheter", "Louer", "Courtiers", "Outils", "Nouvelles"], "main-menu", "/fr/")}</header>
<main class="property-detail" itemscope itemtype="http://schema.org/Product">
<div class="row"><div class="col header-property">
<span class="badge-new-price">Nouveau prix</span>
<h1 itemprop="category"><span data-id="PageTitle">Maison à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1847, Rue des Grives, Sherbrooke (Fleurimont)</h2>
<div class="price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="429000"><span class="text-nowrap">429 000 $</span></div></div>
<div id="PropertyCoordinates" itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.41862"><meta itemprop="longitude" content="-71.85471"></div>
</div></div>
${photoStrip("https://mspublic.centris.ca/media.ashx?id=19847203", 12, "Maison à vendre Sherbrooke")}
<div class="row teaser"><div class="col-lg-3 piece">8 pièces</div><div class="col-lg-3 cac">3 chambres</div><div class="col-lg-3 sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="property-description"><h3>Description</h3><div itemprop="description">Prix révisé! Auparavant offerte à 449 000 $ (no Centris 27390055, inscription expirée), cette maison à paliers de 1987 a été revue au goût du jour : cuisine refaite en 2020, planchers de bois franc, thermopompe murale. Trois chambres au même niveau, salle de bain complète et salle d'eau près de l'entrée. Sous-sol aménagé avec salle familiale. Terrain paysager sans voisin arrière, près de l'Université, du CHUS Fleurimont et des pistes cyclables.</div></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Paliers multiples, Détaché</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1987</span></div>
<div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1 320 pi²</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>7 050 pi²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (2), Garage (1)</span></div>
<div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>60 jours PA/PL acceptée</span></div>
</div>
<div class="financial-details">
<h3>Évaluation municipale</h3><table class="table"><tbody>
<tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>61 400 $</td></tr><tr><td>Bâtiment</td><td>268 900 $</td></tr><tr><td>Total</td><td>330 300 $</td></tr>
</tbody></table>
<h3>Taxes</h3><table class="table"><tbody><tr><td>Municipales (2025)</td><td>3 912 $</td></tr><tr><td>Scolaires (2025)</td><td>254 $</td></tr><tr><td>Total</td><td>4 166 $</td></tr></tbody></table>
</div>
<div class="listing-id">No Centris : <span id="ListingDisplayId">19847203</span></div>
<div class="broker-info"><div class="broker-info__broker-card">
<h1 class="broker-info__broker-title" itemprop="name">Marie-Ève Tremblay</h1>
<p class="broker-info__broker-designation">Courtier immobilier résidentiel</p>
<p class="broker-info__agency-name">Groupe Immobilier Estrie-Nord inc.</p>
<p class="broker-info__agency-designation">Agence immobilière</p>
<p>819 555-0137</p>
</div></div>
${mortgageCalc("Calculatrice hypothécaire", 20, "4,64 %", "2 398 $")}
${cardRail("Propriétés similaires", [
  { href: "/fr/maison~a-vendre~sherbrooke-fleurimont/14920338", price: "399 000 $", address: "2211, Rue des Mésanges, Sherbrooke (Fleurimont)", meta: "3 chambres · 1 salle de bain" },
  { href: "/fr/maison~a-vendre~sherbrooke-jacques-cartier/25611047", price: "469 900 $", address: "905, Rue Dunant, Sherbrooke (Jacques-Cartier)", meta: "4 chambres · 2 salles de bain" },
], "similar-properties")}
</main>
${portalFooter([
  { title: "Centris", links: ["À propos", "Carrières", "Nous joindre"] },
  { title: "Régions", links: ["Estrie", "Montérégie", "Laurentides", "Capitale-Nationale"] },
], ["Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8.", "Les données sont fournies par les courtiers immobiliers membres de Centris. © 2025 Centris inc. Tous droits réservés."])}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "1847, Rue des Grives",
      city: "Sherbrooke",
      province: "QC",
      neighbourhood: "Fleurimont",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1320,
      lot: { value: 7050, unit: "ft2" },
      yearBuilt: 1987,
      mlsNumber: "19847203",
      listingAgentName: "Marie-Ève Tremblay",
      brokerageName: "Groupe Immobilier Estrie-Nord inc.",
      geo: { lat: 45.41862, lng: -71.85471 },
    },
  },
  {
    name: "ho77-duproprio-prix-revise-jumele-gatineau",
    site: "duproprio.com",
    set: "held-out-77",
    traps:
      "duproprio.com for-sale-by-owner page in French: no MLS® number and no broker (only DuProprio's own 'No d'inscription'); a 'Prix révisé' badge with the old price struck through; an 'Historique de prix' with an earlier DuProprio listing and its 2018 sale price; the municipal assessment; 'Gatineau (Aylmer)' sector in parentheses; 'Aire habitable (hors-sol) 1 340 pi²' beside a larger total area; '2 salles de bains + 1 salle d'eau'; a dataLayer with the internal id; map coordinates in data attributes; other owners' listings with prices",
    pageUrl: "https://duproprio.com/fr/outaouais/gatineau-aylmer/jumele-a-vendre/hab-58-rue-du-bois-franc-1045872",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jumelé à vendre Gatineau (Aylmer) - 3 chambres - 58 rue du Bois-Franc | DuProprio</title>
<meta name="description" content="Jumelé à vendre à Gatineau (Aylmer), 3 chambres, 2 salles de bains. Vendu par le propriétaire. 474 900 $.">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1045872/1.jpg">
${gtm("GTM-DPQC3")}
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({"event":"listing_view","listing_id":1045872,"listing_price":474900,"listing_type":"jumele","listing_city":"Gatineau","listing_sector":"Aylmer","listing_region":"outaouais"});</script>
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [
  { "@type": "ListItem", position: 1, name: "Outaouais", item: "https://duproprio.com/fr/outaouais" },
  { "@type": "ListItem", position: 2, name: "Gatineau (Aylmer)", item: "https://duproprio.com/fr/outaouais/gatineau-aylmer" },
  { "@type": "ListItem", position: 3, name: "Jumelé à vendre" },
] })}
</head><body class="listing-page">
${cookieBanner("DuProprio", "fr")}
<header class="header"><a class="header__logo" href="/fr">DuProprio</a>${topNav(["Acheter", "Vendre", "Évaluer", "Financer", "Se connecter"], "header__nav", "/fr/")}</header>
<main class="listing">
<section class="listing-location">
<span class="listing-badge listing-badge--price-revised">Prix révisé</span>
<h1 class="listing-location__title">Jumelé à vendre</h1>
<div class="listing-location__address"><h2 class="listing-location__title-address">58 rue du Bois-Franc</h2><h3 class="listing-location__group-title">Gatineau (Aylmer)</h3><span class="listing-location__postal">J9H 0B4</span></div>
<div class="listing-price"><span class="listing-price__old"><del>489 000 $</del></span><div class="listing-price__amount">474 900 $</div></div>
<p class="listing-online">En ligne depuis 47 jours · No d'inscription : 1045872</p>
</section>
${photoStrip("https://photos.duproprio.com/photos/public/1045872", 14, "Jumelé Gatineau")}
<section class="listing-main-characteristics"><ul>
<li class="listing-main-characteristics__item"><span class="number">3</span> chambres</li>
<li class="listing-main-characteristics__item"><span class="number">2</span> salles de bains</li>
<li class="listing-main-characteristics__item"><span class="number">1</span> salle d'eau</li>
<li class="listing-main-characteristics__item"><span class="number">1 340</span> pi² (hors-sol)</li>
</ul></section>
<section class="listing-owners-comments"><h2>Description du propriétaire</h2><p>Jumelé lumineux de 2011 dans un secteur familial d'Aylmer, à deux pas du parc des Cèdres et de la piste cyclable. Aire ouverte au rez-de-chaussée, cuisine avec îlot et comptoirs de quartz, salle d'eau. À l'étage, trois chambres dont la principale avec walk-in, et une salle de bains complète. Sous-sol fini avec salle familiale et deuxième salle de bains. Nous avons acheté ailleurs : prix révisé pour vente rapide!</p></section>
<section class="listing-box listing-characteristics"><h2>Caractéristiques</h2><table><tbody>
<tr><th>Type de propriété</th><td>Jumelé</td></tr>
<tr><th>Année de construction</th><td>2011</td></tr>
<tr><th>Aire habitable (hors-sol)</th><td>1 340 pi²</td></tr>
<tr><th>Aire habitable totale</th><td>1 960 pi²</td></tr>
<tr><th>Dimensions du terrain</th><td>4 219 pi²</td></tr>
<tr><th>Chambres</th><td>3</td></tr>
<tr><th>Salles de bains</th><td>2</td></tr>
<tr><th>Salles d'eau</th><td>1</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>421 300 $</td></tr>
<tr><th>Taxes municipales</th><td>3 988 $</td></tr>
<tr><th>Taxes scolaires</th><td>279 $</td></tr>
</tbody></table></section>
<section class="listing-box listing-price-history"><h2>Historique de prix</h2><table><thead><tr><th>Date</th><th>Événement</th><th>Prix</th></tr></thead><tbody>
<tr><td>2025-09-02</td><td>Prix révisé</td><td>474 900 $</td></tr>
<tr><td>2025-08-01</td><td>Mise en vente (inscription 1045872)</td><td>489 000 $</td></tr>
<tr><td>2018-05-23</td><td>Vendu (inscription 812204)</td><td>362 500 $</td></tr>
</tbody></table></section>
<div id="listing-map" class="listing-map" data-latitude="45.40671" data-longitude="-75.85628"></div>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><form><input type="text" placeholder="Nom"><input type="tel" placeholder="Téléphone"><textarea>Bonjour, je suis intéressé(e) par votre propriété.</textarea><button>Envoyer</button></form><p class="listing-contact__fine">Propriété vendue sans courtier. DuProprio n'est pas un courtier immobilier.</p></section>
${mortgageCalc("Calculez vos paiements", 10, "4,69 %", "2 471 $")}
${cardRail("Propriétés similaires dans le secteur", [
  { href: "/fr/outaouais/gatineau-aylmer/jumele-a-vendre/hab-17-rue-de-la-futaie-1047110", price: "459 000 $", address: "17 rue de la Futaie, Gatineau (Aylmer)", meta: "3 chambres · 1 salle de bains" },
  { href: "/fr/outaouais/gatineau-hull/maison-a-vendre/hab-204-rue-laurier-1044019", price: "529 900 $", address: "204 rue Laurier, Gatineau (Hull)", meta: "4 chambres · 2 salles de bains" },
], "similar-listings")}
</main>
${windowState("__LISTING__", { id: 1045872, price: 474900, previousPrice: 489000, sector: "Aylmer", city: "Gatineau", bedrooms: 3, bathrooms: 2, powderRooms: 1, coordinates: { lat: 45.40671, lng: -75.85628 } })}
${portalFooter([
  { title: "DuProprio", links: ["À propos", "Forfaits", "Carrières", "Service à la clientèle"] },
  { title: "Régions", links: ["Outaouais", "Montréal", "Québec", "Estrie"] },
], ["DuProprio inc., 2000, boulevard Lebourgneuf, Québec (Québec) G2K 0B6.", "DuProprio n'agit pas à titre de courtier immobilier. © 2025 DuProprio inc."])}
</body></html>`,
    expected: {
      price: { amount: 474900 },
      propertyKind: "semi-detached",
      street: "58 rue du Bois-Franc",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9H 0B4",
      neighbourhood: "Aylmer",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1340,
      lot: { value: 4219, unit: "ft2" },
      yearBuilt: 2011,
      geo: { lat: 45.40671, lng: -75.85628 },
    },
  },
];
