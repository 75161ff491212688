/**
 * Twenty-third held-out corpus, pages in French: a Centris sheet for a lakefront bungalow in Sainte-Agathe-des-Monts,
 * a DuProprio condo sold by its owners in Laval (two parking spots and a locker) and Royal LePage's French page for a
 * new semi-detached house in Gatineau not yet built. Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_23_FRENCH: ListingPage[] = [
  {
    name: "ho23-centris-plain-pied-bord-de-l-eau-sainte-agathe",
    site: "centris.ca",
    set: "held-out-23",
    traps: "Centris sheet in French: waterfront bungalow; 'Salles de bains et salles d'eau 1 + 1'; living area in pi² and lot in m²; '80 pi de façade sur le lac' frontage; municipal assessment and taxes; broker card with agency address; similar properties",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~sainte-agathe-des-monts/18362940",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison de plain-pied à vendre à Sainte-Agathe-des-Monts, Laurentides, 2140, chemin du Tour-du-Lac - 18362940 - Centris.ca</title>
<meta name="description" content="Maison de plain-pied à vendre à Sainte-Agathe-des-Monts, 3 chambres, 795 000 $. Bord de l'eau. No Centris 18362940.">
<meta property="og:url" content="https://www.centris.ca/fr/maison~a-vendre~sainte-agathe-des-monts/18362940">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DAB1B7D0DDDDDDDDDDE&t=pi&w=640">
</head><body>
<header class="header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/house~for-sale~sainte-agathe-des-monts/18362940">English</a></nav></header>
<main class="property-details">
<nav class="breadcrumb"><a href="/fr">Accueil</a> › <a href="/fr/propriete~a-vendre~laurentides">Laurentides</a> › <a href="/fr/propriete~a-vendre~sainte-agathe-des-monts">Sainte-Agathe-des-Monts</a></nav>
<div class="row"><div class="col-lg-12 legacy-reset" itemscope itemtype="http://schema.org/Product">
  <h1 itemprop="category"><span data-id="PageTitle">Maison de plain-pied à vendre</span></h1>
  <h2 itemprop="address" class="pt-1">2140, chemin du Tour-du-Lac, Sainte-Agathe-des-Monts</h2>
  <div class="price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer">
    <meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="795000"><span>795&nbsp;000&nbsp;$</span></div></div>
  <div class="row"><span class="listing-id">No Centris : <span id="ListingDisplayId">18362940</span></span></div>
  <div id="divMainResult" itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.04518"><meta itemprop="longitude" content="-74.30207"></div>
</div></div>
<div class="row teaser"><div class="col-lg-3 cac">3 chambres</div><div class="col-lg-3 sdb">1 + 1 salles de bains et salles d'eau</div></div>
<div class="row description"><div itemprop="description">Plain-pied au bord du lac des Sables avec 80 pi de façade sur l'eau, quai privé et plage de sable. Grande pièce à aire ouverte vitrée face au lac, foyer au bois, trois chambres dont la principale avec accès à la terrasse. Salle de bains complète et salle d'eau. Rénovations de toiture en 2019. À 5 minutes du village.</div></div>
<div class="row carac-container">
  <div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
  <div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div>
  <div class="carac-title">Année de construction</div><div class="carac-value"><span>1978</span></div>
  <div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1&nbsp;386 pi²</span></div>
  <div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>2&nbsp;134 m²</span></div>
  <div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (4)</span></div>
  <div class="carac-title">Caractéristiques additionnelles</div><div class="carac-value"><span>Bord de l'eau, Accès à l'eau, Navigable</span></div>
</div>
<div class="row financial-details">
  <h3>Évaluation municipale</h3>
  <table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>241&nbsp;600 $</td></tr><tr><td>Bâtiment</td><td>270&nbsp;700 $</td></tr><tr><td>Total</td><td>512&nbsp;300 $</td></tr></table>
  <h3>Taxes</h3>
  <table><tr><td>Municipales (2026)</td><td>4&nbsp;318 $</td></tr><tr><td>Scolaires (2026)</td><td>402 $</td></tr><tr><td>Total</td><td>4&nbsp;720 $</td></tr></table>
</div>
<div class="broker-info">
  <div class="broker-info__broker-title" itemprop="name">Marie-Ève Charbonneau</div>
  <div class="broker-info__broker-type">Courtier immobilier résidentiel</div>
  <div class="broker-info__agency-name">RE/MAX Altitude inc., agence immobilière</div>
  <div class="broker-info__agency-address">101, rue Principale Est, Sainte-Agathe-des-Monts (Québec) J8C 1J5</div>
  <a class="btn" href="tel:8193265100">819 326-5100</a>
</div>
<section class="similar-properties"><h2>Propriétés similaires</h2>
  <div class="property-thumbnail-item"><div class="price">689 000 $</div><div class="address">16, chemin des Huards, Sainte-Agathe-des-Monts</div><div class="cac">2 chambres</div></div>
  <div class="property-thumbnail-item"><div class="price">1 150 000 $</div><div class="address">3327, chemin du Lac-Manitou, Ivry-sur-le-Lac</div><div class="cac">4 chambres</div></div>
</section>
</main>
<footer><p>Centris inc. · 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8</p><p>© 2026 Centris. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 795000 },
      propertyKind: "house",
      street: "2140, chemin du Tour-du-Lac",
      city: "Sainte-Agathe-des-Monts",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1386,
      lot: { value: 2134, unit: "m2" },
      yearBuilt: 1978,
      mlsNumber: "18362940",
      listingAgentName: "Marie-Ève Charbonneau",
      brokerageName: "RE/MAX Altitude inc., agence immobilière",
      geo: { lat: 46.04518, lng: -74.30207 },
    },
  },
  {
    name: "ho23-duproprio-condo-laval-chomedey",
    site: "duproprio.com",
    set: "held-out-23",
    traps: "DuProprio, sold by owner (no agent, no MLS; the listing code is not an MLS number); condo with two indoor parking spots and a locker; area in pi² and m²; condo fees per month and taxes near the price; JSON-LD; 'Propriétés à proximité' cards",
    pageUrl: "https://duproprio.com/fr/laval/chomedey/condo-a-vendre/hab-3055-boulevard-saint-martin-ouest-1047296",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre à Laval (Chomedey) - 3055, boulevard Saint-Martin Ouest, app. 608 - DuProprio</title>
<meta name="description" content="Condo à vendre à Laval (Chomedey) - 2 chambres, 1 salle de bain, 2 stationnements intérieurs. 429 000 $. Code 1047296.">
<meta property="og:title" content="Condo à vendre - Laval (Chomedey) - 429 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1047296/hd/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Condo à vendre - 3055, boulevard Saint-Martin Ouest, app. 608, Laval",
  sku: "1047296",
  offers: { "@type": "Offer", price: "429000", priceCurrency: "CAD", availability: "https://schema.org/InStock" },
})}
</head><body class="listing-page">
<header class="site-header"><a class="site-header__logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/hypotheque">Hypothèque</a><a href="/en/laval/chomedey/condo-for-sale/hab-3055-boulevard-saint-martin-ouest-1047296">English</a></nav></header>
<main>
<div class="listing-location__breadcrumb"><a href="/fr/laval">Laval</a> › <a href="/fr/laval/chomedey">Chomedey</a> › Condo</div>
<section class="listing-location">
  <h1 class="listing-location__title">Condo à vendre</h1>
  <div class="listing-location__address"><span class="listing-location__title-address">3055, boulevard Saint-Martin Ouest, app. 608</span>, <span class="listing-location__city">Laval (Chomedey)</span>, <span class="listing-location__postal-code">H7T 0K2</span></div>
  <div class="listing-price"><div class="listing-price__amount">429 000 $</div></div>
  <div class="listing-location__code">Code de l'annonce : 1047296</div>
</section>
<section class="listing-main-characteristics">
  <div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> chambres</div>
  <div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
  <div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1&nbsp;105 pi²</span> (102,66 m²) aire habitable</div>
</section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Coin lumineux au 6e étage avec vue dégagée sur le Centropolis. Deux chambres fermées, cuisine en quartz avec îlot, planchers de bois d'ingénierie. Vendu avec DEUX stationnements intérieurs et un casier de rangement au même niveau. Piscine intérieure et gym dans l'immeuble. Occupation rapide possible.</p></section>
<section class="listing-box"><h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>2014</span></div>
<div class="listing-box__dotted-row"><span>Étage de l'unité</span><span>6</span></div>
<div class="listing-box__dotted-row"><span>Nombre d'étages de l'immeuble</span><span>12</span></div>
<div class="listing-box__dotted-row"><span>Stationnement</span><span>2 intérieurs</span></div>
<div class="listing-box__dotted-row"><span>Rangement</span><span>Casier</span></div>
</section>
<section class="listing-box listing-box--costs"><h2>Coûts</h2>
<div class="listing-box__dotted-row"><span>Frais de copropriété</span><span>412 $ / mois</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales (2026)</span><span>2 864 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires (2026)</span><span>238 $</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>368 500 $</span></div>
</section>
<div class="listing-map" data-latitude="45.56812" data-longitude="-73.74955"></div>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Propriété vendue par son propriétaire. <a href="#">Voir le numéro</a></p></section>
<section class="listing-nearby"><h2>Propriétés à proximité</h2>
  <div class="search-results-listings-list__item"><div class="price">379 900 $</div><div class="address">3100, boulevard Le Carrefour, app. 1204, Laval</div><div>1 chambre</div></div>
  <div class="search-results-listings-list__item"><div class="price">515 000 $</div><div class="address">2245, avenue Terry-Fox, Laval</div><div>3 chambres</div></div>
</section>
</main>
<footer class="site-footer"><p>DuProprio, 1000, rue de Sérigny, Longueuil (Québec) J4K 5B1 · © 2026 ComFree/DuProprio</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "condo",
      street: "3055, boulevard Saint-Martin Ouest, app. 608",
      city: "Laval",
      province: "QC",
      postalCode: "H7T 0K2",
      neighbourhood: "Chomedey",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1105,
      yearBuilt: 2014,
      geo: { lat: 45.56812, lng: -73.74955 },
    },
  },
  {
    name: "ho23-royallepage-fr-jumelee-neuve-gatineau",
    site: "royallepage.ca",
    set: "held-out-23",
    traps: "Royal LePage French page: new semi-detached house to be built, 'Année de construction : Nouvelle construction' and 'Livraison prévue 2027' (no year built); '2 + 1' baths as full + half; 'No MLS® 21847563'; 'Prix plus taxes' note; agent with office address; mortgage estimate",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/gatineau/87-rue-des-fougeres/21847563/mlsid/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>87, rue des Fougères, Gatineau, QC J9J 0K5 | Maison jumelée à vendre | Royal LePage</title>
<meta name="description" content="Maison jumelée neuve à vendre au 87, rue des Fougères, Gatineau (Québec). 3 chambres, 3 salles de bains. 549 900 $. No MLS® 21847563.">
<meta property="og:type" content="website">
<meta property="og:image" content="https://rlp.ca/photos/21847563/1.jpg">
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ "listingId": "21847563", "listingPrice": 549900, "listingCity": "Gatineau", "listingProvince": "QC", "listingType": "Résidentiel", "pageLanguage": "fr" });</script>
</head><body>
<header class="header"><a class="header__logo" href="/fr/">Royal LePage</a><nav><a href="/fr/search/homes/">Acheter</a><a href="/fr/agent/">Trouver un courtier</a><a href="/en/property/quebec/gatineau/87-rue-des-fougeres/21847563/mlsid/">English</a></nav></header>
<main class="property-details">
<section class="property-hero">
  <h1 class="address-1">87, rue des Fougères</h1>
  <p class="address-2">Gatineau, QC J9J 0K5</p>
  <p class="property-price">549&nbsp;900&nbsp;$ <small>(prix plus taxes applicables)</small></p>
  <p class="property-mls">No MLS® 21847563</p>
  <ul class="property-icons"><li>3 chambres</li><li>2 + 1 salles de bains</li><li>1&nbsp;620 pi²</li></ul>
</section>
<section class="property-description"><h2>Description</h2>
<p>Projet Les Boisés du Plateau : maison jumelée neuve de deux étages, à construire. Trois chambres à l'étage, dont une suite parentale avec salle de bains attenante et walk-in. Cuisine avec îlot, garage simple, sous-sol non aménagé avec entrée de laveuse. Livraison prévue au printemps 2027. Garantie de construction résidentielle (GCR). Choix des finitions inclus.</p>
</section>
<section class="property-features"><h2>Caractéristiques</h2>
<dl>
  <dt>Type de propriété</dt><dd>Maison jumelée</dd>
  <dt>Style</dt><dd>2 étages</dd>
  <dt>Année de construction</dt><dd>Nouvelle construction</dd>
  <dt>Superficie habitable</dt><dd>1&nbsp;620 pi²</dd>
  <dt>Terrain</dt><dd>3&nbsp;402 pi²</dd>
  <dt>Salles de bains complètes</dt><dd>2</dd>
  <dt>Salles d'eau</dt><dd>1</dd>
  <dt>Stationnement</dt><dd>Garage (1), allée (1)</dd>
</dl></section>
<section class="mortgage-calculator"><h2>Calculateur hypothécaire</h2><p>Mise de fonds 20 % : 109&nbsp;980&nbsp;$ — Paiement mensuel estimé : 2&nbsp;531&nbsp;$</p></section>
<section class="agent-card"><h2>Communiquer avec le courtier</h2>
  <p class="agent-card__name">Stéphane Laroche</p><p class="agent-card__title">Courtier immobilier</p>
  <p class="agent-card__office">Royal LePage Vallée de l'Outaouais</p>
  <p class="agent-card__office-address">1100, boulevard Maloney Ouest, Gatineau (Québec) J8T 6G3</p>
  <p class="agent-card__phone">819 561-0223</p>
</section>
<section class="nearby-listings"><h2>Propriétés à proximité</h2>
  <div class="card"><span class="card__price">469 900 $</span><span class="card__address">12, rue de Cannes, Gatineau</span></div>
  <div class="card"><span class="card__price">625 000 $</span><span class="card__address">301, boulevard du Plateau, Gatineau</span></div>
</section>
</main>
<footer><p>© 2026 Bridgemarq Real Estate Services Inc. Chaque bureau est indépendant et exploité de façon autonome.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "semi-detached",
      street: "87, rue des Fougères",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9J 0K5",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 3402, unit: "ft2" },
      mlsNumber: "21847563",
      listingAgentName: "Stéphane Laroche",
      brokerageName: "Royal LePage Vallée de l'Outaouais",
    },
  },
];
