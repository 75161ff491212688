/**
 * Thirty-eighth held-out corpus, Québec (French pages): a Centris triplex in Montréal's Rosemont borough and a
 * DuProprio by-owner house in Québec City's Charlesbourg borough.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chromeFr } from "./chrome.ts";

export const HELD_OUT_38_QUEBEC: ListingPage[] = [
  {
    name: "ho38-centris-triplex-montreal",
    site: "centris.ca",
    set: "held-out-38",
    traps: "Centris French triplex: '1 049 000 $' with spaces; the borough in brackets after Montréal; three units (2 × 4 ½, 1 × 6 ½) and potential gross revenue; the municipal assessment split land/building/total; municipal and school taxes; lot '7,62 x 36,58 m' and '279 m²' with decimal commas; year built; two brokers with licence-style titles and the agency's address; similar plexes' prices",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/18273645",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre, Montréal (Rosemont/La Petite-Patrie) - 18273645 | Centris.ca</title>
<meta property="og:title" content="Triplex à vendre - 6234-6238, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)">
<meta itemprop="latitude" content="45.54318"><meta itemprop="longitude" content="-73.58602">
</head><body>
<header class="header"><a href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main class="property-summary">
<h1 itemprop="category"><span data-id="PageTitle">Triplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">6234-6238, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)</h2>
<div class="price-container"><meta itemprop="price" content="1049000"><span id="BuyPrice" class="text-nowrap">1 049 000 $</span></div>
<div id="ListingDisplayId">No Centris : 18273645</div>
<div class="description"><p>Triplex bien entretenu à deux pas de la Promenade Masson. Rez-de-chaussée libéré à l'achat avec sous-sol aménagé. Toiture 2020, fenêtres 2016, stationnement arrière.</p></div>
<div class="carac-container">
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1928</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>279 m²</span></div>
<div class="carac-title">Dimensions du terrain</div><div class="carac-value"><span>7,62 x 36,58 m</span></div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>2 x 4 ½, 1 x 6 ½</span></div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>41 700 $</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (2)</span></div>
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
</div>
<table class="financial-details-table"><caption>Évaluation municipale (2026)</caption>
<tr><td>Terrain</td><td>312 400 $</td></tr><tr><td>Bâtiment</td><td>498 100 $</td></tr><tr><td>Total</td><td>810 500 $</td></tr></table>
<table class="financial-details-table"><caption>Taxes</caption>
<tr><td>Municipales (2026)</td><td>6 124 $</td></tr><tr><td>Scolaires (2025)</td><td>612 $</td></tr><tr><td>Total</td><td>6 736 $</td></tr></table>
<table class="financial-details-table"><caption>Unités</caption>
<tr><td>6234 (RDC)</td><td>6 ½ · 3 chambres · libre</td></tr><tr><td>6236</td><td>4 ½ · 2 chambres · 1 150 $/mois</td></tr><tr><td>6238</td><td>4 ½ · 2 chambres · 1 325 $/mois</td></tr></table>
<div class="broker-info">
<div class="broker-info__broker"><h1 class="broker-info__broker-title" itemprop="name">Geneviève Tremblay</h1><p>Courtière immobilière résidentielle</p><a href="tel:5145550164">514 555-0164</a></div>
<div class="broker-info__broker"><h1 class="broker-info__broker-title" itemprop="name">Mathieu Desrosiers</h1><p>Courtier immobilier</p><a href="tel:5145550188">514 555-0188</a></div>
<p class="broker-info__agency">Groupe immobilier Masson inc., Agence immobilière</p><p>3050, rue Masson, Montréal (Québec) H1Y 1X8</p>
</div>
<section class="similar"><h2>Propriétés similaires</h2><div class="card">Duplex · 5875, 4e Avenue · 869 000 $</div><div class="card">Triplex · 6410, rue Chabot · 1 125 000 $</div><div class="card">Quadruplex · 6020, 1re Avenue · 1 390 000 $</div></section>
<section class="calc"><h2>Calculatrice hypothécaire</h2><p>Mise de fonds 20 % (209 800 $) · Amortissement 25 ans · Taux 4,79 %</p><p>Versement mensuel : 4 795 $</p></section>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. Les renseignements sont fournis par les courtiers membres de l'OACIQ.</p></footer>
${chromeFr("Centris")}
</body></html>`,
    expected: {
      price: { amount: 1049000, currency: "CAD" },
      propertyKind: "plex",
      street: "6234-6238, 2e Avenue",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Rosemont/La Petite-Patrie",
      lot: { value: 279, unit: "m2" },
      yearBuilt: 1928,
      mlsNumber: "18273645",
      listingAgentName: "Geneviève Tremblay",
      brokerageName: "Groupe immobilier Masson inc., Agence immobilière",
      geo: { lat: 45.54318, lng: -73.58602 },
    },
  },
  {
    name: "ho38-duproprio-maison-quebec",
    site: "duproprio.com",
    set: "held-out-38",
    traps: "DuProprio by-owner house in French: '489 000 $'; 'Chambres à coucher 3 (dont 1 au sous-sol)'; '1 salle de bain, 1 salle d'eau' (1.5); living area in pi² with m² in brackets, lot '5 000 pi²' beside '15,24 m x 30,48 m'; a room table in metres and feet; the municipal assessment and taxes; a weekly mortgage payment; the DuProprio listing code (not an MLS® number); Charlesbourg borough in brackets after Québec; no agent",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/charlesbourg/maison-a-vendre/hab-1248-rue-des-cedres-1045873",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre Charlesbourg – 1248, rue des Cèdres | DuProprio 1045873</title>
<meta name="description" content="Maison à étages à vendre par le propriétaire à Québec (Charlesbourg). 489 000 $. 3 chambres.">
<meta property="og:url" content="https://duproprio.com/fr/quebec-rive-nord/charlesbourg/maison-a-vendre/hab-1248-rue-des-cedres-1045873">
</head><body>
<header><a href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/outils/calculatrices">Outils</a></nav></header>
<main class="listing" data-listing-code="1045873">
<div class="listing-location"><h1 class="listing-location__title">Maison à étages à vendre</h1>
<p class="listing-location__address">1248, rue des Cèdres<br>Québec (Charlesbourg), G1G 4T2</p></div>
<div class="listing-price__amount">489 000 $</div>
<div class="listing-map" data-lat="46.86721" data-lng="-71.27405"></div>
<ul class="listing-main-characteristics">
<li><span class="number">3</span> chambres</li><li><span class="number">1</span> salle de bain</li><li><span class="number">1</span> salle d'eau</li>
<li>Aire habitable (s-sol exclu) : 1 486 pi² (138,05 m²)</li><li>Dimensions du terrain : 15,24 m x 30,48 m</li>
</ul>
<div class="listing-box__dotted-row"><span>Chambres à coucher</span><span>3 (dont 1 au sous-sol)</span></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1987</span></div>
<div class="listing-box__dotted-row"><span>Superficie du terrain</span><span>5 000 pi² (464,52 m²)</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>402 300 $ (2025)</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 912 $ / an</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>318 $ / an</span></div>
<div class="listing-box__dotted-row"><span>Code DuProprio</span><span>1045873</span></div>
<section class="listing-rooms"><h2>Pièces</h2><table>
<tr><th>Pièce</th><th>Niveau</th><th>Dimensions</th></tr>
<tr><td>Salon</td><td>Rez-de-chaussée</td><td>4,27 m x 3,66 m (14 pi x 12 pi)</td></tr>
<tr><td>Cuisine</td><td>Rez-de-chaussée</td><td>3,66 m x 3,05 m (12 pi x 10 pi)</td></tr>
<tr><td>Chambre principale</td><td>Étage</td><td>4,57 m x 3,35 m (15 pi x 11 pi)</td></tr>
<tr><td>Chambre</td><td>Étage</td><td>3,35 m x 3,05 m (11 pi x 10 pi)</td></tr>
<tr><td>Chambre</td><td>Sous-sol</td><td>3,66 m x 3,05 m (12 pi x 10 pi)</td></tr>
<tr><td>Salle familiale</td><td>Sous-sol</td><td>6,10 m x 3,96 m (20 pi x 13 pi)</td></tr>
</table></section>
<section class="description"><p>Maison à étages sur une rue tranquille près du Trait-Carré, cour arrière clôturée sans voisin arrière, thermopompe murale 2022, cuisine rénovée. À 5 minutes de l'autoroute Laurentienne.</p></section>
<section class="calc"><h2>Calculatrice hypothécaire</h2><p>Mise de fonds 10 % (48 900 $) · 25 ans · 4,64 %</p><p>Versement hebdomadaire estimé : 569 $</p></section>
<section class="contact-owner"><h2>Contacter le propriétaire</h2><p>Vendu par le propriétaire — aucun courtier. Visites sur rendez-vous.</p><a href="tel:4185550139">418 555-0139</a></section>
<section class="similar"><h2>Propriétés semblables</h2><div class="card">Bungalow · Charlesbourg · 429 000 $</div><div class="card">Cottage · Lac-Saint-Charles · 515 000 $</div></section>
</main>
<footer><p>DuProprio inc., 2000, boul. Lebourgneuf, Québec (Québec) G2K 0B8. DuProprio n'est pas une agence immobilière.</p></footer>
${chromeFr("DuProprio")}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "CAD" },
      propertyKind: "house",
      street: "1248, rue des Cèdres",
      city: "Québec",
      province: "QC",
      postalCode: "G1G 4T2",
      neighbourhood: "Charlesbourg",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1486,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1987,
      geo: { lat: 46.86721, lng: -71.27405 },
    },
  },
];
