/**
 * Forty-third held-out corpus, Québec (French pages): a Centris triplex in Montréal's Rosemont–La Petite-Patrie
 * borough and a DuProprio by-owner bungalow in Terrebonne on the north shore.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeTail } from "./chrome.ts";

export const HELD_OUT_43_QUEBEC: ListingPage[] = [
  {
    name: "ho43-centris-triplex-montreal-rosemont",
    site: "centris.ca",
    set: "held-out-43",
    traps: "Centris triplex in French: borough (Rosemont/La Petite-Patrie) before the city; 'No Centris' number; French number formats with non-breaking spaces and comma decimals; gross potential revenue, municipal and school taxes and municipal assessment beside the price; lot in ft² and building dimensions; two brokers of one agency; similar properties with other prices",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/21458830",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre à Montréal (Rosemont/La Petite-Patrie), 6421-6425, 2e Avenue - 21458830 - Centris.ca</title>
<meta property="og:title" content="Triplex à vendre - 6421-6425, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)">
<meta itemprop="latitude" content="45.5489"><meta itemprop="longitude" content="-73.5853">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/fr/outils">Outils</a></nav><a href="/en/plex~for-sale~montreal-rosemont-la-petite-patrie/21458830">English</a></header>
<main id="overview">
<div class="row"><h1 itemprop="category"><span data-id="PageTitle">Triplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">6421-6425, 2e Avenue, Montréal (Rosemont/La Petite-Patrie), Quartier Petite-Patrie</h2></div>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="1199000"><span id="BuyPrice" class="text-nowrap">1 199 000 $</span></div></div>
<div class="teaser"><div class="cac">3 chambres</div><div class="sdb">1 salle de bain</div><span class="legend">Logement principal</span></div>
<div class="row carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtisse</div><div class="carac-value"><span>Jumelé</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1928</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>2 520 pc</span></div>
<div class="carac-title">Dimensions du bâtiment</div><div class="carac-value"><span>25 X 42 p</span></div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>1 x 5 ½, 2 x 4 ½</span></div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>39 600 $ (2025)</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (1)</span></div>
</div>
<div class="row description"><div itemprop="description">Triplex de 1928 sur une rue paisible près de la Promenade Masson et du marché Jean-Talon. Rez-de-chaussée 5 ½ libre à l'acheteur avec sous-sol aménagé et cour arrière. Deux 4 ½ loués. Toiture 2019, fenêtres 2015, entrées électriques 200 A. Métro Beaubien à 8 minutes de marche.</div></div>
<div class="financial-details"><h3>Détails financiers</h3><table>
<tr><td>Évaluation municipale (2023) Terrain</td><td>298 400 $</td></tr>
<tr><td>Évaluation municipale Bâtiment</td><td>612 100 $</td></tr>
<tr><td>Taxes municipales (2025)</td><td>6 742 $</td></tr>
<tr><td>Taxes scolaires (2024)</td><td>712 $</td></tr>
<tr><td>Total des dépenses</td><td>9 215 $</td></tr>
</table></div>
<div class="broker-info">
<div class="broker-info-broker"><h1 class="broker-info__broker-title">Isabelle Thériault</h1><div class="legend">Courtier immobilier résidentiel</div><div class="broker-agency">Agence Immobilière Les Quartiers inc.</div><div class="legend">Agence immobilière</div><a href="tel:5145550163">514 555-0163</a></div>
<div class="broker-info-broker"><h1 class="broker-info__broker-title">Karim Benali</h1><div class="legend">Courtier immobilier</div><div class="broker-agency">Agence Immobilière Les Quartiers inc.</div></div>
<p class="agency-address">2901, rue Masson, bureau 200, Montréal (Québec) H1Y 1W9</p>
</div>
<div class="similar"><h2>Propriétés similaires</h2>
<div class="property-thumbnail-item"><span class="price">1 085 000 $</span><span class="address">5912-5916, 4e Avenue, Montréal (Rosemont/La Petite-Patrie)</span></div>
<div class="property-thumbnail-item"><span class="price">1 349 000 $</span><span class="address">6830-6834, rue de Saint-Vallier, Montréal (Rosemont/La Petite-Patrie)</span></div>
</div>
<div class="listing-id">No Centris : <span id="ListingDisplayId">21458830</span></div>
</main>
<footer><p>© 2025 Centris inc. · 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8 · Les renseignements sont fournis par les courtiers immobiliers membres des chambres immobilières du Québec.</p></footer>
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Centris", url: "https://www.centris.ca" })}
${chromeTail("Centris", "fr")}
</body></html>`,
    expected: {
      price: { amount: 1199000, currency: "CAD" },
      propertyKind: "plex",
      street: "6421-6425, 2e Avenue",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Rosemont/La Petite-Patrie",
      lot: { value: 2520, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "21458830",
      listingAgentName: "Isabelle Thériault",
      brokerageName: "Agence Immobilière Les Quartiers inc.",
      geo: { lat: 45.5489, lng: -73.5853 },
    },
  },
  {
    name: "ho43-duproprio-bungalow-terrebonne",
    site: "duproprio.com",
    set: "held-out-43",
    traps: "DuProprio by-owner bungalow in French: the sector (Lachenaie) before the city; a DuProprio code that is no MLS®; living area in pi² and m²; lot in pi²; 'salle d'eau' as a half bath; municipal assessment and taxes; the vendor's first name only and DuProprio's Laval head office in the footer; similar homes with other prices",
    pageUrl: "https://duproprio.com/fr/rive-nord/terrebonne/maison-a-vendre/hab-1140-rue-des-faucons-1085522",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à vendre à Terrebonne (Lachenaie) - 1140, rue des Faucons - DuProprio 1085522</title>
<meta name="description" content="Plain-pied à vendre par propriétaire à Terrebonne (QC). 3 chambres, 1 salle de bain, 1 salle d'eau. 539 000 $.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison de plain-pied - 1140, rue des Faucons, Terrebonne", sku: "1085522", offers: { "@type": "Offer", price: "539000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header class="site-header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/services">Services</a><a href="/fr/conseils">Conseils</a></nav><a href="/en/north-shore/terrebonne/house-for-sale/hab-1140-rue-des-faucons-1085522">EN</a></header>
<main class="listing">
<div class="listing-location"><h1 class="listing-location__title">Maison de plain-pied à vendre</h1>
<div class="listing-location__address"><span class="listing-address">1140, rue des Faucons</span><span class="listing-location__group-address">Lachenaie, Terrebonne, J6W 5T2</span></div></div>
<div class="listing-price"><div class="listing-price__amount">539 000 $</div><div class="listing-price__ownership">Propriété à vendre par son propriétaire</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 184 pi² (110 m²)</span> aire habitable</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">6 350 pi²</span> terrain</div>
</div>
<div class="listing-box"><h2>Caractéristiques</h2><ul>
<li><span class="listing-box__dotted-row">Année de construction</span><span>1994</span></li>
<li><span class="listing-box__dotted-row">Évaluation municipale</span><span>412 300 $</span></li>
<li><span class="listing-box__dotted-row">Taxes municipales</span><span>3 488 $</span></li>
<li><span class="listing-box__dotted-row">Taxes scolaires</span><span>298 $</span></li>
<li><span class="listing-box__dotted-row">Sous-sol</span><span>Entièrement aménagé</span></li>
<li><span class="listing-box__dotted-row">Chauffage</span><span>Thermopompe centrale</span></li>
<li><span class="listing-box__dotted-row">Code DuProprio</span><span>1085522</span></li>
</ul></div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Plain-pied lumineux dans un croissant tranquille de Lachenaie, à 5 minutes de l'autoroute 40 et de la gare Terrebonne. Cuisine rénovée en 2021 avec îlot, trois chambres au rez-de-chaussée, salle d'eau au sous-sol à côté de la salle familiale. Piscine hors terre et remise. Occupation flexible.</p></div>
<div class="listing-contact"><p>Contactez le propriétaire : <b>Sylvie</b></p><a href="tel:4505550118">450 555-0118</a></div>
<div class="similar-listings"><h2>Propriétés similaires</h2>
<div class="search-results-listings-list__item"><span class="price">519 000 $</span> Plain-pied · La Plaine, Terrebonne</div>
<div class="search-results-listings-list__item"><span class="price">565 000 $</span> Cottage · Mascouche</div>
</div>
</main>
<footer><p>DuProprio inc. · 1000, boulevard Saint-Martin Ouest, Laval (Québec) H7S 2C5 · DuProprio n'est pas un courtier immobilier.</p></footer>
${chromeTail("DuProprio", "fr")}
</body></html>`,
    expected: {
      price: { amount: 539000, currency: "CAD" },
      propertyKind: "house",
      street: "1140, rue des Faucons",
      city: "Terrebonne",
      province: "QC",
      postalCode: "J6W 5T2",
      neighbourhood: "Lachenaie",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1184,
      lot: { value: 6350, unit: "ft2" },
      yearBuilt: 1994,
    },
  },
];
