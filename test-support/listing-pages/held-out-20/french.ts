/**
 * Twentieth held-out corpus, pages in French: realtor.ca's French version (a house in Edmundston), a Centris sheet
 * (a cottage in Trois-Rivières), a condo sold by its owners on DuProprio in Rimouski, RE/MAX's remax.ca/fr page for a
 * house in Winnipeg's Saint-Boniface and Royal LePage's French page for a duplex in Québec. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_20_FRENCH: ListingPage[] = [
  {
    name: "ho20-realtor-ca-fr-maison-edmundston",
    site: "realtor.ca",
    set: "held-out-20",
    traps: "realtor.ca in French: '349 900 $' with narrow spaces; 'Superficie du terrain 0,45 hectare' (decimal comma); building area '167 m2' only; 'Numéro MLS® NB118204'; the agent card with the office's address; 'Paiement mensuel estimé' and taxes in the same format; similar listings in the same town",
    pageUrl: "https://www.realtor.ca/fr/immobilier/28041736/1845-rue-victoria-edmundston",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>1845 rue Victoria, Edmundston, Nouveau-Brunswick E3V 2K8 - 349 900 $ | REALTOR.ca</title>
<meta name="description" content="Pour vendre - 1845 rue Victoria, Edmundston, Nouveau-Brunswick E3V 2K8 - 349 900 $ - 3 chambres, 2 salles de bains. Numéro MLS® NB118204.">
<meta property="og:title" content="1845 rue Victoria, Edmundston, Nouveau-Brunswick E3V 2K8">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638650/reb42/highres/4/nb118204_1.jpg">
<meta property="place:location:latitude" content="47.37392">
<meta property="place:location:longitude" content="-68.32518">
<link rel="alternate" hreflang="en-CA" href="https://www.realtor.ca/real-estate/28041736/1845-rue-victoria-edmundston">
<script>var ListingPageData = { ListingID: "28041736", MlsNumber: "NB118204", Culture: "fr-CA", Board: 42 };</script>
</head><body class="listingDetailsPage">
<header id="siteHeader"><a href="/fr" class="logo">REALTOR.ca</a><nav><a href="/fr/carte">Carte</a><a href="/fr/trouver-un-realtor">Trouver un REALTOR®</a><a href="/real-estate/28041736/1845-rue-victoria-edmundston">English</a></nav></header>
<main id="listingDetailsCon">
<div id="listingDetailsTopCon">
  <div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">1845 rue Victoria<br>Edmundston, Nouveau-Brunswick E3V2K8</h1></div>
  <div id="listingPriceCon"><div id="listingPriceValue" class="listingPrice">349&#8239;900&nbsp;$</div></div>
  <div id="listingMLSCon"><span class="listingMLSLabel">Numéro MLS®</span> <span id="MLNumberVal">NB118204</span></div>
</div>
<div id="listingIconsCon">
  <div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Chambres à coucher</div></div>
  <div class="listingIconCon"><div class="listingIconNum">2</div><div class="listingIconText">Salles de bains</div></div>
  <div class="listingIconCon"><div class="listingIconNum">167 m2</div><div class="listingIconText">Superficie</div></div>
</div>
<section id="propertyDescriptionCon"><h2>Description</h2>
<div id="propertyDescriptionVal">Maison à deux étages bien entretenue dans un quartier tranquille, sur un grand terrain boisé de 0,45 hectare. Cuisine rénovée en 2021, thermopompe murale, sous-sol fini avec salle familiale et deuxième salle de bains. Garage détaché, à quelques minutes de l'hôpital régional et de l'UMCE.</div></section>
<section id="propertyDetailsSectionContentSubCon_Summary"><h2>Détails de la propriété</h2>
<div class="propertyDetailsSectionContentSubCon">
  <div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Unifamiliale</div>
  <div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Maison</div>
  <div class="propertyDetailsSectionContentLabel">Étages</div><div class="propertyDetailsSectionContentValue">2</div>
  <div class="propertyDetailsSectionContentLabel">Superficie du terrain</div><div class="propertyDetailsSectionContentValue">0,45 hectare</div>
  <div class="propertyDetailsSectionContentLabel">Année de construction</div><div class="propertyDetailsSectionContentValue">1987</div>
  <div class="propertyDetailsSectionContentLabel">Taxes annuelles</div><div class="propertyDetailsSectionContentValue">4&#8239;212&nbsp;$</div>
</div>
<h3>Bâtiment</h3>
<div class="propertyDetailsSectionContentSubCon">
  <div class="propertyDetailsSectionContentLabel">Chambres à coucher</div><div class="propertyDetailsSectionContentValue">3</div>
  <div class="propertyDetailsSectionContentLabel">Salles de bains (total)</div><div class="propertyDetailsSectionContentValue">2</div>
  <div class="propertyDetailsSectionContentLabel">Superficie intérieure</div><div class="propertyDetailsSectionContentValue">167 m2</div>
  <div class="propertyDetailsSectionContentLabel">Fondation</div><div class="propertyDetailsSectionContentValue">Béton</div>
</div></section>
<section id="mortgageCalculatorCon"><h2>Calculatrice hypothécaire</h2><p>Mise de fonds 69&#8239;980&nbsp;$ · Paiement mensuel estimé <strong>1&#8239;612&nbsp;$</strong></p></section>
<section id="realtorCardCon"><h2>Renseignements sur le REALTOR®</h2>
<div class="realtorCardCon">
  <div class="realtorCardName">Josée Cyr</div><div class="realtorCardTitle">Agente immobilière</div>
  <div class="realtorCardOfficeName">Century 21 Immobilier Madawaska</div>
  <div class="realtorCardOfficeAddress">12, rue de l'Église, Edmundston, Nouveau-Brunswick E3V 1J4</div>
  <div class="realtorCardPhone">506-735-2100</div>
</div></section>
<section id="similarListingsCon"><h2>Propriétés similaires</h2>
<div class="smallListingCard"><div class="smallListingCardPrice">289&#8239;000&nbsp;$</div><div class="smallListingCardAddress">77 rue Dionne, Edmundston</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">1,2&nbsp;M$</div><div class="smallListingCardAddress">4 chemin du Lac-Baker, Edmundston</div></div>
</section>
</main>
<footer id="siteFooter"><p>REALTOR.ca est exploité par l'Association canadienne de l'immeuble (ACI), 200 rue Catherine, Ottawa (Ontario) K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 349900 },
      propertyKind: "house",
      street: "1845 rue Victoria",
      city: "Edmundston",
      province: "NB",
      postalCode: "E3V 2K8",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1798,
      lot: { value: 0.45, unit: "hectares" },
      yearBuilt: 1987,
      mlsNumber: "NB118204",
      listingAgentName: "Josée Cyr",
      brokerageName: "Century 21 Immobilier Madawaska",
      geo: { lat: 47.37392, lng: -68.32518 },
    },
  },
  {
    name: "ho20-centris-cottage-trois-rivieres",
    site: "centris.ca",
    set: "held-out-20",
    traps: "Centris sheet in French: 'Maison à étages' in the Cap-de-la-Madeleine sector of Trois-Rivières; 'Chambres 3 + 1'; 'Salles de bains et salles d'eau 2 + 1'; living area '148 m²' and lot '612 m²' (metric only); price '489 000 $' in itemprop microdata; municipal assessment and taxes; the broker's card; similar properties",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~trois-rivieres/23619485",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre à Trois-Rivières, Mauricie, 318, rue Saint-Laurent - 23619485 - Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Trois-Rivières, 3 chambres, 2 salles de bains, 489 000 $. No Centris 23619485.">
<meta property="og:url" content="https://www.centris.ca/fr/maison~a-vendre~trois-rivieres/23619485">
</head><body>
<header class="header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/en/house~for-sale~trois-rivieres/23619485">English</a></nav></header>
<main class="property-details">
<div class="row"><div class="col-lg-12 legacy-reset" itemscope itemtype="http://schema.org/Product">
  <h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
  <h2 itemprop="address" class="pt-1">318, rue Saint-Laurent, Trois-Rivières (Cap-de-la-Madeleine)</h2>
  <div class="price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer">
    <meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="489000"><span>489 000 $</span></div></div>
  <div class="row"><span class="listing-id">No Centris : <span id="ListingDisplayId">23619485</span></span></div>
  <div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.37261"><meta itemprop="longitude" content="-72.51938"></div>
</div></div>
<div class="row teaser"><div class="col-lg-3 piece">3 + 1 chambres</div><div class="col-lg-3 sdb">2 + 1 salles de bains et salles d'eau</div></div>
<div class="row description"><div itemprop="description">Belle maison à étages de 1994 près du fleuve, entièrement repeinte. Trois chambres à l'étage, une chambre au sous-sol, deux salles de bains complètes et une salle d'eau au rez-de-chaussée. Cour clôturée avec piscine hors terre.</div></div>
<div class="row carac-container">
  <div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
  <div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div>
  <div class="carac-title">Année de construction</div><div class="carac-value"><span>1994</span></div>
  <div class="carac-title">Superficie habitable</div><div class="carac-value"><span>148 m²</span></div>
  <div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>612 m²</span></div>
  <div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (2), Garage (1)</span></div>
  <div class="carac-title">Chambres</div><div class="carac-value"><span>3 + 1</span></div>
  <div class="carac-title">Salles de bains et salles d'eau</div><div class="carac-value"><span>2 + 1</span></div>
</div>
<div class="row financial-details">
  <h4>Évaluation municipale</h4><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>71 200 $</td></tr><tr><td>Bâtiment</td><td>298 500 $</td></tr><tr><td>Total</td><td>369 700 $</td></tr></table>
  <h4>Taxes</h4><table><tr><td>Municipales (2026)</td><td>3 984 $</td></tr><tr><td>Scolaires (2025)</td><td>291 $</td></tr></table>
</div>
<div class="broker-info"><div class="broker-info__broker-title">Courtier immobilier résidentiel</div>
  <h1 class="broker-info__broker-name">Stéphane Lacerte</h1>
  <div class="broker-info__agency">Sutton Québec Mauricie, agence immobilière</div>
  <div class="broker-info__address">4300, boul. des Forges, Trois-Rivières (Québec) G8Y 1W1</div></div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
  <div class="property-thumbnail-item"><span class="price">465 000 $</span> Maison à étages · rue Fusey, Trois-Rivières</div>
  <div class="property-thumbnail-item"><span class="price">512 900 $</span> Cottage · rue Toupin, Trois-Rivières</div></div>
</main>
<footer><p>Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8</p></footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "318, rue Saint-Laurent",
      city: "Trois-Rivières",
      province: "QC",
      neighbourhood: "Cap-de-la-Madeleine",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1593,
      lot: { value: 612, unit: "m2" },
      yearBuilt: 1994,
      mlsNumber: "23619485",
      listingAgentName: "Stéphane Lacerte",
      brokerageName: "Sutton Québec Mauricie, agence immobilière",
      geo: { lat: 46.37261, lng: -72.51938 },
    },
  },
  {
    name: "ho20-duproprio-condo-rimouski",
    site: "duproprio.com",
    set: "held-out-20",
    traps: "a condo sold by its owners on DuProprio: 'Condo à vendre'; '249 900 $'; value-before-label characteristics ('2 chambres', '1 salle de bain'); 'Aire habitable 92 m²' only; condo fees and municipal assessment in dollars; a dataLayer with the price; the owners (no broker); DuProprio's office in the footer",
    pageUrl: "https://duproprio.com/fr/bas-saint-laurent/rimouski/condo-a-vendre/hab-204-148-rue-de-l-eveche-est-1098342",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre Rimouski, 148, rue de l'Évêché Est, app. 204 | DuProprio</title>
<meta name="description" content="Condo à vendre à Rimouski - 2 chambres - 249 900 $. Vendu sans commission par le propriétaire.">
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ "listingId": 1098342, "listingPrice": 249900, "listingCity": "Rimouski", "listingType": "condo", "region": "Bas-Saint-Laurent" });</script>
</head><body>
<header class="site-header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/en/bas-saint-laurent/rimouski/condo-for-sale/hab-204-148-rue-de-l-eveche-est-1098342">English</a></nav></header>
<main class="listing">
<nav class="breadcrumb"><a href="/fr/bas-saint-laurent">Bas-Saint-Laurent</a> › <a href="/fr/bas-saint-laurent/rimouski">Rimouski</a> › Condo</nav>
<div class="listing-location"><h1 class="listing-location__title">Condo à vendre</h1>
<div class="listing-location__address"><span class="listing-location__address-street">148, rue de l'Évêché Est, app. 204</span><span class="listing-location__address-city">Rimouski</span><span class="listing-location__address-postal">G5L 1X9</span></div></div>
<div class="listing-price"><div class="listing-price__amount">249 900 $</div></div>
<div class="listing-main-characteristics">
  <div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> chambres</div>
  <div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
  <div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">92 m²</span> aire habitable</div>
</div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Condo lumineux au 2e étage, vue partielle sur le fleuve, à deux pas du centre-ville et de l'UQAR. Ascenseur, un stationnement intérieur et un casier. Occupation rapide possible.</p></div>
<div class="listing-box"><h3>Caractéristiques</h3>
  <div class="listing-box__dotted-row"><div>Année de construction</div><div>2009</div></div>
  <div class="listing-box__dotted-row"><div>Étage</div><div>2e</div></div>
  <div class="listing-box__dotted-row"><div>Aire habitable</div><div>92 m²</div></div>
  <div class="listing-box__dotted-row"><div>Frais de copropriété</div><div>238 $ / mois</div></div>
  <div class="listing-box__dotted-row"><div>Évaluation municipale (2026)</div><div>231 400 $</div></div>
  <div class="listing-box__dotted-row"><div>Taxes municipales</div><div>2 415 $</div></div>
</div>
<div class="listing-contact"><h3>Contactez le propriétaire</h3><p>Vendu par le propriétaire · 418 555-0142</p></div>
<div class="listing-similar"><h3>Propriétés similaires</h3><div class="search-results-listings-list__item"><span>229 000 $</span> Condo · Rimouski</div><div class="search-results-listings-list__item"><span>274 500 $</span> Condo · Rimouski</div></div>
</main>
<footer class="site-footer"><p>DuProprio inc., 2e étage, 1000, rue Lebourgneuf, Québec (Québec) G2K 0A2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 249900 },
      propertyKind: "condo",
      street: "148, rue de l'Évêché Est, app. 204",
      city: "Rimouski",
      province: "QC",
      postalCode: "G5L 1X9",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 990,
      yearBuilt: 2009,
    },
  },
  {
    name: "ho20-remax-ca-fr-maison-saint-boniface",
    site: "remax.ca",
    set: "held-out-20",
    traps: "remax.ca's French version for a Winnipeg house: 'Maison à vendre' in Saint-Boniface; the price '1 195 000 $' with '1,2 M$' in the similar-listing cards; '4+1 chambres'; 'Salles de bains : 3 complètes, 1 partielle'; 'Superficie du terrain 0,31 acre'; Winnipeg's board MLS® number; the agent card with the office's address; a mortgage estimate; the RE/MAX head office in the footer",
    pageUrl: "https://www.remax.ca/fr/mb/winnipeg-immobilier/412-avenue-taché-wp_idm202504117-202531688-lst",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>412 Avenue Taché, Winnipeg, MB R2H 2A7 | 1 195 000 $ | Maison à vendre | RE/MAX</title>
<meta name="description" content="Maison à vendre au 412 Avenue Taché, Winnipeg (Saint-Boniface). 4+1 chambres, 4 salles de bains. No MLS® 202531688.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "412 Avenue Taché", address: { "@type": "PostalAddress", streetAddress: "412 Avenue Taché", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R2H 2A7", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.88604, longitude: -97.12233 }, numberOfRooms: 5 })}
</head><body>
<header class="remax-header"><a href="/fr" class="logo">RE/MAX</a><nav><a href="/fr/mb/winnipeg-immobilier">Acheter</a><a href="/fr/trouver-un-agent">Agents</a><a href="/en/mb/winnipeg-real-estate/412-avenue-tache-wp_idm202504117-202531688-lst">English</a></nav></header>
<main class="listing-detail">
<nav class="breadcrumbs"><a href="/fr">Accueil</a> / <a href="/fr/mb">Manitoba</a> / <a href="/fr/mb/winnipeg-immobilier">Winnipeg</a> / <span>Saint-Boniface</span></nav>
<section class="listing-summary">
  <div class="listing-summary_price" data-cy="listing-price">1&nbsp;195&nbsp;000&nbsp;$</div>
  <h1 class="listing-address"><span class="listing-address_street">412 Avenue Taché</span> <span class="listing-address_city">Winnipeg, MB R2H 2A7</span></h1>
  <ul class="listing-summary_stats"><li><strong>4+1</strong> ch.</li><li><strong>4</strong> sdb</li><li><strong>2 986</strong> pi²</li></ul>
  <p class="listing-summary_status">Maison · À vendre · No MLS® 202531688</p>
</section>
<section class="listing-description"><h2>Description</h2><p>Grande maison de style Craftsman de 1926 face à la rivière Rouge, restaurée avec soin : boiseries d'origine, cuisine neuve, chambre principale avec salle de bains attenante. Sous-sol aménagé avec une cinquième chambre. À distance de marche de l'Université de Saint-Boniface.</p></section>
<section class="listing-details"><h2>Détails de la propriété</h2>
<dl>
  <dt>Type de propriété</dt><dd>Résidentiel, Maison individuelle</dd>
  <dt>Quartier</dt><dd>Saint-Boniface</dd>
  <dt>Chambres</dt><dd>4+1</dd>
  <dt>Salles de bains</dt><dd>3 complètes, 1 partielle</dd>
  <dt>Superficie habitable</dt><dd>2 986 pi²</dd>
  <dt>Superficie du terrain</dt><dd>0,31 acre</dd>
  <dt>Année de construction</dt><dd>1926</dd>
  <dt>Taxes</dt><dd>8 940 $ (2026)</dd>
</dl></section>
<section class="mortgage-calculator"><h2>Calculateur hypothécaire</h2><p>Mise de fonds : 239 000 $ · Paiement estimé : 5 612 $ / mois</p></section>
<section class="agent-card"><h2>Agent inscripteur</h2>
  <p class="agent-card_name">Rémi Gauthier</p><p class="agent-card_title">Agent immobilier</p>
  <p class="agent-card_office">RE/MAX Performance Realty</p>
  <p class="agent-card_address">942 St. Mary's Road, Winnipeg, MB R2M 3R1</p></section>
<section class="similar-listings"><h2>Propriétés similaires</h2>
  <div class="listing-card"><span class="listing-card_price">1,2&nbsp;M$</span> 88 Rue Despins, Winnipeg</div>
  <div class="listing-card"><span class="listing-card_price">849&nbsp;900&nbsp;$</span> 305 Rue Langevin, Winnipeg</div></section>
</main>
<footer class="remax-footer"><p>© RE/MAX Ontario-Atlantic Canada, Inc. et RE/MAX INTEGRA, Division de l'Ouest canadien. Chaque bureau est indépendant. Siège social : 1060 Britannia Rd E, Mississauga (Ontario).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "house",
      street: "412 Avenue Taché",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2H 2A7",
      neighbourhood: "Saint-Boniface",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2986,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1926,
      mlsNumber: "202531688",
      listingAgentName: "Rémi Gauthier",
      brokerageName: "RE/MAX Performance Realty",
      geo: { lat: 49.88604, lng: -97.12233 },
    },
  },
  {
    name: "ho20-royallepage-fr-duplex-quebec",
    site: "royallepage.ca",
    set: "held-out-20",
    traps: "Royal LePage's French page for a duplex in Québec's Limoilou: '849 900 $'; 'Type de propriété Duplex'; 'Chambres 5' across two units; '2 salles de bains, 1 salle d'eau'; lot '40 x 95 pi' (feet in French); the Centris number labelled 'No MLS®'; revenue figures ('Revenus bruts 31 200 $'); the agent card with her office address; the franchisor's footer",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/quebec/1874-1876-3e-avenue/25318847/mlsr/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>1874-1876, 3e Avenue, Québec, QC G1L 3R8 | 849 900 $ | Royal LePage</title>
<meta name="description" content="Duplex à vendre - 1874-1876, 3e Avenue, Québec. 5 chambres, 2 salles de bains. No MLS® 25318847.">
<meta property="og:type" content="website">
</head><body>
<header class="rlp-header"><a href="/fr/" class="rlp-logo">Royal LePage</a><nav><a href="/fr/search/homes/">Propriétés</a><a href="/fr/agent/">Trouver un agent</a><a href="/en/property/quebec/quebec/1874-1876-3e-avenue/25318847/mlsr/">English</a></nav></header>
<main class="property-details">
<div class="property-header">
  <h1 class="address-1">1874-1876, 3e Avenue</h1>
  <p class="address-2">Québec, QC G1L 3R8</p>
  <p class="neighbourhood">Limoilou</p>
  <p class="property-price"><span class="price">849 900 $</span></p>
</div>
<ul class="property-features"><li><span class="beds">5</span> Chambres</li><li><span class="baths">2</span> Salles de bains</li><li><span class="half-baths">1</span> Salle d'eau</li></ul>
<div class="property-description"><h2>Description</h2><p>Duplex de 1931 au coeur de Limoilou : un 5 ½ au rez-de-chaussée (occupation par l'acheteur possible) et un 6 ½ sur deux étages. Fenestration refaite, toiture 2019, cour arrière avec remise. Près de la 3e Avenue, de ses cafés et du parc Cartier-Brébeuf.</p></div>
<div class="property-details-list"><h2>Détails de la propriété</h2>
<ul>
  <li><span class="label">No MLS®</span> <span class="value">25318847</span></li>
  <li><span class="label">Type de propriété</span> <span class="value">Duplex</span></li>
  <li><span class="label">Chambres</span> <span class="value">5</span></li>
  <li><span class="label">Salles de bains</span> <span class="value">2 salles de bains, 1 salle d'eau</span></li>
  <li><span class="label">Dimensions du terrain</span> <span class="value">40 x 95 pi</span></li>
  <li><span class="label">Année de construction</span> <span class="value">1931</span></li>
  <li><span class="label">Revenus bruts</span> <span class="value">31 200 $</span></li>
  <li><span class="label">Évaluation municipale</span> <span class="value">612 400 $</span></li>
</ul></div>
<div class="agent-info"><h2>Inscrit par</h2>
  <p class="agent-name">Isabelle Drouin</p><p class="agent-title">Courtier immobilier résidentiel</p>
  <p class="agent-brokerage">Royal LePage Inter-Québec</p>
  <p class="agent-office-address">1000, route de l'Église, bureau 200, Québec, QC G1V 3V9</p></div>
<div class="similar-properties"><h2>Propriétés semblables</h2><div class="card"><span>729 000 $</span> Duplex, 8e Rue, Québec</div><div class="card"><span>1,1 M$</span> Triplex, 1re Avenue, Québec</div></div>
</main>
<footer class="rlp-footer"><p>© Bridgemarq Real Estate Services Inc. Chaque bureau est indépendant et exploité de façon autonome. 39 Wynford Drive, Toronto (Ontario).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "plex",
      street: "1874-1876, 3e Avenue",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 3R8",
      neighbourhood: "Limoilou",
      bedrooms: 5,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 3800, unit: "ft2" },
      yearBuilt: 1931,
      mlsNumber: "25318847",
      listingAgentName: "Isabelle Drouin",
      brokerageName: "Royal LePage Inter-Québec",
    },
  },
];
