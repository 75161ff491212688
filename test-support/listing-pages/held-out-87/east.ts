/**
 * Eighty-seventh held-out corpus, Québec and Nova Scotia: realtor.ca for a Truro house whose price was reduced,
 * centris.ca (French) for a Trois-Rivières duplex with an accepted promise to purchase, duproprio.com (French) for a
 * sold condo in Québec (Limoilou) that still shows its asking price, and point2homes.com for a conditionally sold lot
 * in Chester. Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calcEn,
  calcFr,
  calculator,
  cookieBar,
  creaEn,
  dataLayer,
  footer,
  gtm,
  historyTable,
  jsState,
  nav,
  photoStrip,
  rail,
  ribbon,
  social,
} from "./chrome.ts";

export const HELD_OUT_87_EAST: ListingPage[] = [
  {
    name: "ho87-realtor-ca-price-reduced-truro",
    site: "realtor.ca",
    set: "held-out-87",
    traps:
      "realtor.ca page with a 'Price Change' tag and remarks opening 'PRICE IMPROVED! Previously $369,900'; '3 + 1' bedrooms; 'Land Size 0.23 ac|under 1/2 acre'; the agent's other listings with their prices; the office address in Truro with its own postal code; CREA legal text",
    pageUrl: "https://www.realtor.ca/real-estate/28764103/42-queen-street-truro",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>42 Queen Street, Truro, Nova Scotia B2N 2L4 - 202519847 | REALTOR.ca</title>
<meta name="description" content="For sale: 42 Queen Street, Truro, Nova Scotia B2N 2L4 - 202519847. PRICE IMPROVED! Solid two-storey family home within walking distance of Victoria Park...">
<meta property="og:title" content="42 Queen Street, Truro, Nova Scotia B2N 2L4 - $349,900">
<meta property="og:image" content="https://cdn.realtor.ca/listing/TS638912345/reb13/highres/7/202519847_1.jpg">
${gtm("GTM-RCA8701")}
${dataLayer({ event: "listingDetails", listingId: "28764103", mlsNumber: "202519847", propertyType: "Single Family", province: "Nova Scotia", board: "Nova Scotia Association of REALTORS" })}
</head><body class="listingDetailsPage">
${cookieBar("REALTOR.ca uses cookies to give you the best experience.", "Accept", "Cookie settings")}
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a>
${nav([["Map", "/map"], ["Find a REALTOR®", "/realtor-search"], ["Commercial", "https://www.realtorlink.ca/commercial"], ["Blog", "/blog"], ["Français", "/fr/immobilier/28764103/42-queen-street-truro"]], "headerNav")}
</header>
<main id="listingDetailsContainer">
<div class="listingTopDetails">
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$349,900</div><span class="listingPriceChangeTag">Price Change</span></div>
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">42 Queen Street<br>Truro, Nova Scotia B2N2L4</h1></div>
<div id="MLNumberCon"><span class="listingDetailsLabel">MLS® Number:</span> <span id="MLNumberVal">202519847</span></div>
</div>
${photoStrip("https://cdn.realtor.ca/listing/TS638912345/reb13/highres/7/202519847", 32, "42 Queen Street Truro")}
<div id="listingIconNumsCon">
<div class="listingIconNum"><span class="listingIconNum__num">3 + 1</span> <span class="listingIconNum__label">Bedrooms</span></div>
<div class="listingIconNum"><span class="listingIconNum__num">2</span> <span class="listingIconNum__label">Bathrooms</span></div>
<div class="listingIconNum"><span class="listingIconNum__num">1640 sqft</span> <span class="listingIconNum__label">Square Feet</span></div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p id="propertyDescription">PRICE IMPROVED! Previously $369,900, now offered at $349,900 and ready for its next family. This solid two-storey home sits on a mature, tree-lined lot within walking distance of Victoria Park, the Truro Farmers' Market and downtown shops. Main floor: bright living room with original hardwood, formal dining room, updated kitchen (2021) and a full bath with laundry. Upstairs: three bedrooms and a second full bath. The lower level adds a fourth bedroom, rec room and plenty of storage. Ductless heat pump (2022), 200 amp service, paved drive and detached single garage. Quick closing available. (25960567)</p></div>
<div id="propertyDetailsSectionContentSubCon_Building" class="propertyDetailsSectionContentSubCon">
<h3>Building</h3>
<div class="propertyDetailsSectionContentRow"><span class="label">Bathrooms (Total)</span><span class="value">2</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Bedrooms Above Ground</span><span class="value">3</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Bedrooms Below Ground</span><span class="value">1</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Constructed Date</span><span class="value">1952</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Construction Style Attachment</span><span class="value">Detached</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Foundation Type</span><span class="value">Poured Concrete</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Stories Total</span><span class="value">2</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Size Interior</span><span class="value">1640 sqft</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Type</span><span class="value">House</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Utility Water</span><span class="value">Municipal water</span></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Land" class="propertyDetailsSectionContentSubCon">
<h3>Land</h3>
<div class="propertyDetailsSectionContentRow"><span class="label">Acreage</span><span class="value">No</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Land Amenities</span><span class="value">Park, Playground, Public Transit, Shopping</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Sewer</span><span class="value">Municipal sewage system</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Size Total Text</span><span class="value">0.23 ac|under 1/2 acre</span></div>
</div>
<div id="propertyDetailsSectionVal_Taxes" class="propertyDetailsSectionContentSubCon"><h3>Property Details</h3>
<div class="propertyDetailsSectionContentRow"><span class="label">Property Type</span><span class="value">Single Family</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Annual Property Taxes</span><span class="value">$3,486</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Time on REALTOR.ca</span><span class="value">41 days</span></div>
</div>
${calculator(calcEn, "349,900", "34,990", "4.79%", "25 years", "$1,795 / month")}
<div id="RealtorCardsCon">
<div class="realtorCardCon"><div class="realtorCardName">Heather MacLellan</div><div class="realtorCardTitle">REALTOR®</div><a class="realtorCardPhone" href="tel:9025550162">902-555-0162</a>
<div class="officeCardCon"><div class="officeCardName">Cobequid Shore Realty</div><div class="officeCardAddress">18 Inglis Place<br>Truro, Nova Scotia B2N 4B4</div><a class="officeCardPhone" href="tel:9025550100">902-555-0100</a></div></div>
</div>
${rail("Other listings by Heather MacLellan", [
  { href: "/real-estate/28770512/118-robie-street-truro", price: "$429,000", title: "118 Robie Street, Truro, Nova Scotia", meta: "4 bd · 2 ba" },
  { href: "/real-estate/28701163/7-fielding-avenue-bible-hill", price: "$299,500", title: "7 Fielding Avenue, Bible Hill, Nova Scotia", meta: "3 bd · 1 ba · 0.42 ac" },
], "agentListings")}
</main>
${footer([
  `<ul><li><a href="/about">About REALTOR.ca</a></li><li><a href="/terms-of-use">Terms of Use</a></li><li><a href="/privacy-policy">Privacy</a></li><li><a href="/accessibility">Accessibility</a></li></ul>`,
  `<address>The Canadian Real Estate Association<br>200 Catherine St., 6th Floor<br>Ottawa, ON K2P 2K9</address>`,
  social(),
], [creaEn, "Data provided by: Nova Scotia Association of REALTORS®. © 2025 The Canadian Real Estate Association. All rights reserved."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 349900 },
      propertyKind: "house",
      street: "42 Queen Street",
      city: "Truro",
      province: "NS",
      postalCode: "B2N 2L4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1640,
      lot: { value: 0.23, unit: "acres" },
      yearBuilt: 1952,
      mlsNumber: "202519847",
      listingAgentName: "Heather MacLellan",
      brokerageName: "Cobequid Shore Realty",
    },
  },
  {
    name: "ho87-centris-duplex-promesse-trois-rivieres",
    site: "centris.ca",
    set: "held-out-87",
    traps:
      "centris.ca's French page for a duplex with a 'Promesse d'achat acceptée' ribbon; the address with both civic numbers ('1840 - 1842, Rue Saint-Paul'); a plex's units ('2 x 5 ½') and gross revenue, no bedroom or bathroom counts; 'Superficie du terrain 3 960 pc'; the municipal assessment and taxes; hidden PropertyLat/PropertyLng; the broker's card with the agency and 'Agence immobilière' on separate lines; similar plexes with prices",
    pageUrl: "https://www.centris.ca/fr/duplex~a-vendre~trois-rivieres/14820397",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Duplex à vendre, Trois-Rivières, 1840 - 1842, Rue Saint-Paul - 14820397 - Centris.ca</title>
<meta name="description" content="Duplex à vendre à Trois-Rivières, 2 unités résidentielles. No Centris 14820397.">
<meta property="og:title" content="Duplex à vendre - Trois-Rivières - 319 000 $">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD2C7F11B0E4ADDDDDDDDDDD&t=pi&sm=m&w=1260&h=1024">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/duplexes~for-sale~trois-rivieres/14820397">
${gtm("GTM-CTR87FR")}
${dataLayer({ event: "propertyView", centrisNo: "14820397", category: "Duplex", municipality: "Trois-Rivières", lang: "fr" })}
</head><body class="property-page">
${cookieBar("Centris utilise des témoins pour améliorer votre expérience de navigation.", "Accepter", "Personnaliser")}
<header class="header"><a href="/fr" class="logo">Centris</a>
${nav([["Acheter", "/fr/propriete~a-vendre"], ["Louer", "/fr/propriete~a-louer"], ["Trouver un courtier", "/fr/courtiers-immobiliers"], ["Outils", "/fr/outils"], ["English", "/en/duplexes~for-sale~trois-rivieres/14820397"]], "main-menu")}
</header>
<main class="main-content" itemscope itemtype="http://schema.org/Product">
${ribbon("Promesse d'achat acceptée", "property-status")}
<div class="row property-summary">
<div class="col-lg-8"><h1 itemprop="category"><span data-id="PageTitle">Duplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1840 - 1842, Rue Saint-Paul, Trois-Rivières</h2></div>
<div class="col-lg-4 price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="319000"><span id="BuyPrice" class="text-nowrap">319 000 $</span></div></div>
</div>
<div class="d-none"><span id="PropertyLat">46.34571</span><span id="PropertyLng">-72.54819</span></div>
${photoStrip("https://mspublic.centris.ca/media.ashx?id=14820397", 24, "1840 Rue Saint-Paul")}
<div class="row description"><div class="col-lg-12"><div itemprop="description">Duplex bien entretenu au centre-ville de Trois-Rivières, à distance de marche du parc Champlain, de l'UQTR en autobus et des commerces de la rue des Forges. Deux logements de 5 ½ sur deux étages, chacun avec 3 chambres, entrées électriques séparées et balcons avant et arrière. Toiture refaite en 2019, fenêtres changées en 2016. Les deux logements sont loués à des locataires de longue date. Grand terrain avec stationnement pour 3 voitures et cabanons. Idéal pour propriétaire occupant ou investisseur. Visites sur promesse d'achat acceptée seulement.</div></div></div>
<div class="row carac-container-wrap">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1948</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>3 960 pc</span></div></div>
<div class="carac-container"><div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>2 x 5 ½</span></div></div>
<div class="carac-container"><div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>20 640 $</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement (total)</div><div class="carac-value"><span>Allée (3)</span></div></div>
<div class="carac-container"><div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>Selon les baux</span></div></div>
</div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Évaluation municipale (2025)</th></tr></thead><tbody><tr><td>Terrain</td><td>41 300 $</td></tr><tr><td>Bâtiment</td><td>236 900 $</td></tr><tr><td>Total</td><td>278 200 $</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody><tr><td>Municipales (2025)</td><td>3 874 $</td></tr><tr><td>Scolaires (2025)</td><td>212 $</td></tr><tr><td>Total</td><td>4 086 $</td></tr></tbody></table>
</div>
${calculator(calcFr, "319 000 $", "63 800 $", "4,69 %", "25 ans", "1 472 $ / mois")}
<div class="broker-info" itemscope itemtype="http://schema.org/RealEstateAgent">
<img class="broker-info__photo" src="https://mspublic.centris.ca/media.ashx?id=BRK61930" alt="Geneviève Lampron">
<h1 class="broker-info__broker-title" itemprop="name">Geneviève Lampron</h1>
<div class="broker-info__broker-title-sub">Courtier immobilier résidentiel</div>
<div class="broker-info-office-info"><a href="/fr/courtiers-immobiliers~immeubles-laviolette-inc">Immeubles Laviolette inc.</a></div>
<div class="broker-info-office-type">Agence immobilière</div>
<div class="broker-info-office-address">4450, boulevard des Forges, Trois-Rivières (Québec) G8Y 1W5</div>
<a class="broker-info__phone" href="tel:8195550137">819-555-0137</a>
</div>
<div class="legend"><span>No Centris</span> <span id="ListingDisplayId">14820397</span></div>
${rail("Propriétés similaires", [
  { href: "/fr/triplex~a-vendre~trois-rivieres/22019384", price: "429 000 $", title: "Triplex, Trois-Rivières", meta: "3 unités · 1955" },
  { href: "/fr/duplex~a-vendre~trois-rivieres/19930462", price: "299 900 $", title: "Duplex, Trois-Rivières", meta: "2 unités · 1962" },
  { href: "/fr/duplex~a-vendre~shawinigan/10487733", price: "249 000 $", title: "Duplex, Shawinigan", meta: "2 unités · 1940" },
], "similar-properties")}
</main>
${footer([
  `<h4>Centris</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/conditions-d-utilisation">Conditions d'utilisation</a></li><li><a href="/fr/confidentialite">Confidentialité</a></li></ul>`,
  `<h4>Centris inc.</h4><address>600, chemin du Golf<br>L'Île-des-Sœurs (Québec) H3E 1A8</address>`,
  social(),
], ["Les données de cette inscription sont fournies par Centris®, le système de collaboration entre courtiers immobiliers du Québec, et sont jugées fiables sans être garanties.", "© 2025 Centris inc. Tous droits réservés."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 319000 },
      propertyKind: "plex",
      street: "1840 - 1842, Rue Saint-Paul",
      city: "Trois-Rivières",
      province: "QC",
      lot: { value: 3960, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "14820397",
      listingAgentName: "Geneviève Lampron",
      brokerageName: "Immeubles Laviolette inc.",
      geo: { lat: 46.34571, lng: -72.54819 },
    },
  },
  {
    name: "ho87-duproprio-condo-vendu-limoilou",
    site: "duproprio.com",
    set: "held-out-87",
    traps:
      "duproprio.com's French page for a condo marked 'VENDU' ('Vendu en 19 jours') that still shows 'Prix demandé 274 900 $' and no sale price; no broker, no MLS® (DuProprio's own listing number only); 'Québec (La Cité-Limoilou)'; 'app. 305' after the street; '950 pi² (88,3 m²)'; condo fees, the assessment and taxes; the map's data attributes and the full address with its postal code; other sold condos nearby with their asking prices",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec/la-cite-limoilou/condo-a-vendre/hab-1245-1re-avenue-1104822",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo vendu, 1245, 1re Avenue, app. 305, Québec (La Cité-Limoilou) - DuProprio</title>
<meta name="description" content="Condo vendu par le propriétaire à Québec (La Cité-Limoilou) : 2 chambres, 1 salle de bain. Vendu en 19 jours.">
<meta property="og:title" content="Condo vendu - Québec (La Cité-Limoilou)">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/hab/1104822/01.jpg">
<link rel="alternate" hreflang="en" href="https://duproprio.com/en/quebec-rive-nord/quebec/la-cite-limoilou/condo-for-sale/hab-1245-1re-avenue-1104822">
${gtm("GTM-DP87FR")}
${dataLayer({ listingId: 1104822, listingType: "condo", listingStatus: "sold", region: "Capitale-Nationale", city: "Québec", language: "fr" })}
</head><body class="listing-page listing-page--sold">
${cookieBar("DuProprio utilise des témoins pour vous offrir une meilleure expérience.", "Accepter", "Gérer")}
<header class="header"><a href="/fr" class="header__logo">DuProprio</a>
${nav([["Acheter", "/fr/rechercher"], ["Vendre", "/fr/vendre"], ["Services", "/fr/services"], ["Blogue", "/fr/blogue"], ["EN", "/en/quebec-rive-nord/quebec/la-cite-limoilou/condo-for-sale/hab-1245-1re-avenue-1104822"]], "header__nav")}
</header>
<main class="listing">
${ribbon("VENDU", "listing-sold-ribbon")}
<div class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Condo</span> <span class="listing-location__title-street">1245, 1re Avenue, app. 305</span></h1>
<div class="listing-location__address"><h2 class="listing-location__address-line">Québec (La Cité-Limoilou)</h2></div>
</div>
<div class="listing-price"><div class="listing-price__label">Prix demandé</div><div class="listing-price__amount">274 900 $</div><div class="listing-price__sold">Vendu en 19 jours</div></div>
${photoStrip("https://photos.duproprio.com/photos/public/hab/1104822", 22, "1245 1re Avenue")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">950</span> pi² habitables</div>
</div>
<section class="listing-owners-comments"><h3>Commentaires du propriétaire</h3>
<p>Condo lumineux au 3e étage (dernier étage) d'un petit immeuble de 12 unités construit en 2009, en plein cœur de Limoilou. Aire ouverte cuisine-salon-salle à manger, deux chambres fermées, salle de bain avec douche en céramique et bain. Balcon arrière plein sud, espace de rangement au sous-sol et une place de stationnement extérieure. À 5 minutes à pied de la 3e Avenue et de ses cafés, près du parcours Métrobus. Syndicat bien géré, fonds de prévoyance conforme.</p></section>
<section class="listing-list-characteristics"><h3>Caractéristiques</h3>
<div class="listing-list-characteristics__row"><span>Chambres</span><span>2</span></div>
<div class="listing-list-characteristics__row"><span>Salles de bain</span><span>1</span></div>
<div class="listing-list-characteristics__row"><span>Étage de l'unité</span><span>3</span></div>
<div class="listing-list-characteristics__row"><span>Nombre d'unités dans l'immeuble</span><span>12</span></div>
<div class="listing-list-characteristics__row"><span>Aire habitable</span><span>950 pi² (88,3 m²)</span></div>
<div class="listing-list-characteristics__row"><span>Année de construction</span><span>2009</span></div>
<div class="listing-list-characteristics__row"><span>Frais de copropriété</span><span>2 640 $ / an</span></div>
<div class="listing-list-characteristics__row"><span>Évaluation municipale</span><span>251 300 $</span></div>
<div class="listing-list-characteristics__row"><span>Taxes municipales</span><span>2 718 $</span></div>
<div class="listing-list-characteristics__row"><span>Taxes scolaires</span><span>154 $</span></div>
<div class="listing-list-characteristics__row"><span>Stationnement</span><span>1 extérieur</span></div>
</section>
<section class="listing-map"><h3>Emplacement</h3><p class="listing-map__address">1245, 1re Avenue, app. 305, Québec, QC G1L 3K7</p><div id="listing-map" data-latitude="46.82614" data-longitude="-71.22871"></div></section>
<aside class="listing-contact listing-contact--sold"><p>Cette propriété a été vendue. Vous vendez dans le secteur? <a href="/fr/vendre">Découvrez nos forfaits</a></p><p class="listing-contact__id">Numéro de la propriété : 1104822</p></aside>
${rail("Vendus récemment dans le secteur", [
  { href: "/fr/quebec-rive-nord/quebec/la-cite-limoilou/condo-a-vendre/hab-820-4e-rue-1099310", badge: "VENDU", price: "259 000 $", title: "Condo, Québec (La Cité-Limoilou)", meta: "2 chambres · 1 salle de bain" },
  { href: "/fr/quebec-rive-nord/quebec/la-cite-limoilou/condo-a-vendre/hab-1560-8e-avenue-1101457", badge: "VENDU", price: "312 500 $", title: "Condo, Québec (La Cité-Limoilou)", meta: "2 chambres · 1 salle de bain · 1 020 pi²" },
], "sold-nearby")}
</main>
${footer([
  `<h4>DuProprio</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/carrieres">Carrières</a></li><li><a href="/fr/conditions">Conditions</a></li></ul>`,
  `<h4>Siège social</h4><address>1000, boulevard Lebourgneuf, bureau 300<br>Québec (Québec) G2J 1P7</address>`,
  social(),
], ["DuProprio n'est pas un courtier immobilier. Les renseignements de cette fiche sont fournis par le propriétaire.", "© 2025 DuProprio inc. Tous droits réservés."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 274900 },
      propertyKind: "condo",
      street: "1245, 1re Avenue, app. 305",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 3K7",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 950,
      yearBuilt: 2009,
      geo: { lat: 46.82614, lng: -71.22871 },
    },
  },
  {
    name: "ho87-point2homes-lot-conditional-chester",
    site: "point2homes.com",
    set: "held-out-87",
    traps:
      "point2homes.com page for a vacant lot with a 'Conditionally Sold' status beside its price; 'Lot 12 Westwind Road'; the lot in acres in the summary and in hectares in the remarks; no beds, baths or year; Point2's own listing id in the URL beside the MLS®; JSON-LD with geo; price history with the original list price; nearby lots and a house with their prices; Point2's Saskatoon office in the footer",
    pageUrl: "https://www.point2homes.com/CA/Lot-For-Sale/NS/Chester/Lot-12-Westwind-Road/151377208.htm",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lot 12 Westwind Road, Chester, Nova Scotia B0J 1J0 | Lot for sale | Point2</title>
<meta name="description" content="Lot 12 Westwind Road, Chester, Nova Scotia - Vacant Land - $89,900 - 1.84 ac - MLS® 202516203 - Conditionally Sold">
<meta property="og:title" content="Lot 12 Westwind Road, Chester, NS - $89,900">
<meta property="og:image" content="https://images.point2homes.com/listings/151377208/1.jpg">
${gtm("GTM-P2H87NS")}
${ld({
  "@context": "http://schema.org",
  "@type": "Place",
  name: "Lot 12 Westwind Road, Chester, Nova Scotia B0J 1J0",
  address: { "@type": "PostalAddress", streetAddress: "Lot 12 Westwind Road", addressLocality: "Chester", addressRegion: "NS", postalCode: "B0J 1J0", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 44.55182, longitude: -64.27736 },
})}
</head><body class="listing-details-page">
${cookieBar("We use cookies to personalize content and analyze traffic.", "Got it", "Settings")}
<header class="p2-header"><a href="/" class="p2-logo">Point2</a>
${nav([["Homes for sale", "/CA/Real-Estate-Listings.html"], ["Homes for rent", "/CA/Rentals.html"], ["Find an agent", "/CA/Real-Estate-Agents.html"], ["Resources", "/news/"]], "p2-nav")}
</header>
<main class="listing-details">
<nav class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/NS.html">Nova Scotia</a> › <a href="/CA/Real-Estate-Listings/NS/Chester.html">Chester</a></nav>
<div class="details-top">
<div class="address-container" data-address="Lot 12 Westwind Road, Chester, Nova Scotia B0J 1J0"><h1>Lot 12 Westwind Road</h1><div class="address-city">Chester, Nova Scotia B0J 1J0</div></div>
<div class="price" data-price="89900"><span>$89,900</span><span class="status-badge status-badge--conditional">Conditionally Sold</span></div>
<ul class="characteristics-cnt"><li class="ic-lotsize"><strong>1.84</strong> ac Lot</li><li class="ic-type">Vacant Land</li></ul>
</div>
${photoStrip("https://images.point2homes.com/listings/151377208", 9, "Lot 12 Westwind Road")}
<section class="description"><h2>Description</h2>
<p>Conditionally sold – backup offers welcome. A gently sloping, partly cleared 1.84 acre (0.74 hectare) lot in a quiet subdivision of newer homes minutes from Chester village, the yacht club and Highway 103. Power at the road, good southern exposure and glimpses of Mahone Bay through the trees. Restrictive covenants protect the area; well and septic required (approved septic site on file). Bring your plans.</p>
</section>
<section class="details-charcs"><h2>Details</h2>
<dl><dt>MLS® #</dt><dd>202516203</dd><dt>Type</dt><dd>Vacant Land</dd><dt>Status</dt><dd>Conditionally Sold</dd><dt>Lot Size</dt><dd>1.84 ac</dd><dt>Zoning</dt><dd>R-1</dd><dt>Services</dt><dd>Power at road</dd><dt>Listing ID</dt><dd>151377208</dd><dt>Updated</dt><dd>yesterday</dd></dl>
</section>
${historyTable("Price history", ["Date", "Event", "Price"], [
  ["Sep 22, 2025", "Conditionally sold", "$89,900"],
  ["Aug 5, 2025", "Price changed", "$89,900"],
  ["Jun 10, 2025", "Listed", "$97,500"],
])}
<section class="agent-summary"><h2>Listed by</h2>
<div class="agent-info"><img src="https://images.point2homes.com/agents/55120.jpg" alt="Morgan Levy"><div class="agent-name">Morgan Levy</div><div class="agent-title">REALTOR®</div><div class="agent-company">South Shore Coastal Realty</div><div class="agent-address">3745 Highway 3, Chester, NS B0J 1J0</div><div class="agent-phone">902-555-0194</div></div>
</section>
${rail("Nearby listings", [
  { href: "/CA/Lot-For-Sale/NS/Chester/Lot-14-Westwind-Road/151377215.htm", price: "$94,900", title: "Lot 14 Westwind Road, Chester, NS", meta: "2.02 ac" },
  { href: "/CA/Home-For-Sale/NS/Chester-Basin/88-Graves-Island-Road/151290460.htm", price: "$689,000", title: "88 Graves Island Road, Chester Basin, NS", meta: "3 beds · 2 baths · 1,920 sqft" },
], "nearby-listings")}
</main>
${footer([
  `<h4>Point2</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<h4>Point2, a Yardi company</h4><address>410 22nd St E, Suite 700<br>Saskatoon, SK S7K 5T6</address>`,
  social(),
], [creaEn, "© 2025 Point2. All rights reserved."], "p2-footer")}
${jsState("P2_LISTING", { id: 151377208, status: "ConditionallySold", price: 89900, lotAcres: 1.84, mls: "202516203" })}
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "land",
      street: "Lot 12 Westwind Road",
      city: "Chester",
      province: "NS",
      postalCode: "B0J 1J0",
      lot: { value: 1.84, unit: "acres" },
      mlsNumber: "202516203",
      listingAgentName: "Morgan Levy",
      brokerageName: "South Shore Coastal Realty",
      geo: { lat: 44.55182, lng: -64.27736 },
    },
  },
];
