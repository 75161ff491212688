/**
 * Eighty-third held-out corpus, Atlantic Canada and Québec: realtor.ca for a Halifax (Clayton Park West) house,
 * centris.ca's French page for a Limoilou triplex in Québec, duproprio.com's French page for an owner's townhouse
 * in Laval (Sainte-Rose), a Kijiji ad for a townhouse for rent in Moncton and point2homes.com for a Stratford, PEI
 * house. Each page is crowded with other listings. Addresses, names and numbers are invented; expected facts were
 * written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calcEn,
  calcFr,
  calculator,
  cards,
  centrisFr,
  consent,
  creaEn,
  crumbs,
  dataLayer,
  footer,
  gallery,
  gtm,
  nav,
  schools,
  social,
  table,
  windowState,
} from "./chrome.ts";

export const HELD_OUT_83_EAST: ListingPage[] = [
  {
    name: "ho83-realtorca-house-halifax",
    site: "realtor.ca",
    set: "held-out-83",
    traps:
      "realtor.ca's page for a Halifax house: '3 + 1' bedrooms, 'Bathrooms (Total) 3' with 'Partial Bathrooms 1'; the map's state holding the listing's point beside a cluster of 6 other pins with their prices; 'More listings from this REALTOR®' (a Bedford condo, a Dartmouth semi); similar listings nearby with beds, baths and prices; a mortgage calculator with 10% down; annual taxes; the office's address in Bedford; CREA's trademark text",
    pageUrl: "https://www.realtor.ca/real-estate/27654321/42-brookview-drive-halifax-clayton-park-west",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>42 Brookview Drive, Halifax (Clayton Park West), Nova Scotia B3M3K7 - 202426118 | REALTOR.ca</title>
<meta name="description" content="For sale: 42 Brookview Drive, Halifax (Clayton Park West), Nova Scotia B3M3K7 - $589,900. MLS® Number 202426118. Well-kept two-storey family home on a quiet crescent…">
<meta property="og:title" content="42 Brookview Drive, Halifax (Clayton Park West) | $589,900">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638611/reb10/highres/8/202426118_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/27654321/42-brookview-drive-halifax-clayton-park-west">
${gtm("GTM-RLTRCA1")}
${dataLayer({ page: "PropertyDetails", propertyId: 27654321, province: "Nova Scotia", boardId: 10 })}
</head><body class="propertyDetailsPage">
${consent("REALTOR.ca")}
<header id="header"><a class="logo" href="/">REALTOR.ca</a>
${nav([["Map", "/map"], ["Find a REALTOR®", "/realtor-search"], ["Commercial", "https://www.realtor.ca/commercial"], ["Blog", "/blog"], ["Sign In", "/signin"]], "topNav")}
</header>
<main id="propertyDetailsPage">
${gallery("https://cdn.realtor.ca/listings/TS638611/reb10/highres/8/202426118", 34, "42 Brookview Drive", "propertyPhotos")}
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">42 Brookview Drive<br>Halifax (Clayton Park West), Nova Scotia B3M3K7</h1></div>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$589,900</div></div>
<div id="MLNumberCon"><span class="propertyDetailsSectionContentLabel">MLS® Number</span> <span id="MLNumberVal">202426118</span></div>
<div class="propertyDetailsTopIconsCon">
<div class="propertyIconCon"><div id="BedroomIcon" class="listingIconNum">3 + 1</div><div class="listingIconText">Bedrooms</div></div>
<div class="propertyIconCon"><div id="BathroomIcon" class="listingIconNum">3</div><div class="listingIconText">Bathrooms</div></div>
<div class="propertyIconCon"><div id="SquareFootageIcon" class="listingIconNum">2180 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p id="propertyDescriptionText">Well-kept two-storey family home on a quiet crescent in Clayton Park West, steps to the Larry Uteck trail network and a short drive to the Bayers Lake shops. The main level has an open kitchen with a walk-in pantry, a dining area with patio doors to the fenced backyard and a bright living room with a propane fireplace. Upstairs are three bedrooms including a primary with a walk-in closet and a full ensuite, plus a second full bath. The finished lower level adds a fourth bedroom, a family room and laundry. Heat pump (2021), roof (2019), paved driveway and a single attached garage. Comparable homes on the crescent have sold well above $600,000; book your showing today.</p></div>
<div id="PropertySummary" class="propertyDetailsSectionCon"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Property Type</span><span class="propertyDetailsSectionContentValue">Single Family</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">House</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Storeys</span><span class="propertyDetailsSectionContentValue">2</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Community Name</span><span class="propertyDetailsSectionContentValue">Clayton Park West</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Land Size</span><span class="propertyDetailsSectionContentValue">6125 sqft</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Built in</span><span class="propertyDetailsSectionContentValue">1998</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$4,118</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</span><span class="propertyDetailsSectionContentValue">9 days</span></div>
</div>
<div id="BuildingDetails" class="propertyDetailsSectionCon"><h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Bedrooms</span><span class="propertyDetailsSectionContentValue">Above Grade 3 · Below Grade 1</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Bathrooms (Total)</span><span class="propertyDetailsSectionContentValue">3</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Partial Bathrooms</span><span class="propertyDetailsSectionContentValue">1</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Total Finished Area</span><span class="propertyDetailsSectionContentValue">2180 sqft</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Heating Type</span><span class="propertyDetailsSectionContentValue">Heat Pump, Baseboard heaters</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Foundation Type</span><span class="propertyDetailsSectionContentValue">Poured Concrete</span></div>
</div>
<div id="RealtorCard" class="realtorCardCon">
<div class="realtorCardName">Colleen MacIsaac</div><div class="realtorCardTitle">Salesperson</div>
<div class="realtorCardPhone">902-555-0186</div>
<div class="officeCardName">Harbourview Realty Ltd.</div>
<div class="officeCardAddress">1595 Bedford Highway, Suite 210<br>Bedford, Nova Scotia B4A 3Y4</div>
<div class="officeCardPhone">902-555-0100</div>
</div>
${cards("More listings from this REALTOR®", [
  { href: "/real-estate/27611840/508-50-nelsons-landing-boulevard-bedford", price: "$449,000", address: "508-50 Nelsons Landing Boulevard, Bedford, Nova Scotia B4A 0J8", meta: "2 Bedrooms · 2 Bathrooms · 1240 sqft" },
  { href: "/real-estate/27598712/17-hawthorn-road-dartmouth", price: "$429,900", address: "17 Hawthorn Road, Dartmouth, Nova Scotia B2W 4T6", meta: "3 Bedrooms · 1.5 Bathrooms · Semi-Detached" },
], "realtorListings")}
${cards("Similar listings nearby", [
  { href: "/real-estate/27640119/88-ravenscraig-drive-halifax", price: "$624,500", address: "88 Ravenscraig Drive, Halifax, Nova Scotia B3M 4J2", meta: "4 Bedrooms · 4 Bathrooms · 2410 sqft · Built 2001" },
  { href: "/real-estate/27633207/12-castle-hill-drive-halifax", price: "$565,000", address: "12 Castle Hill Drive, Halifax, Nova Scotia B3M 4P9", meta: "3 + 1 Bedrooms · 3 Bathrooms · 1996 sqft" },
  { href: "/real-estate/27619954/241-sheffield-drive-halifax", price: "$539,900", address: "241 Sheffield Drive, Halifax, Nova Scotia B3M 3W2", meta: "3 Bedrooms · 2 Bathrooms · 1780 sqft" },
], "similarListings")}
${calculator(calcEn, "$589,900", "$58,990 (10%)", "4.79%", "25 years", "$3,145")}
</main>
${windowState("mapClusterData", { center: { lat: 44.66218, lng: -63.65541 }, zoom: 15, subject: { id: 27654321, lat: 44.66218, lng: -63.65541, price: "$589,900" }, pins: [
  { id: 27640119, lat: 44.66501, lng: -63.66012, price: "$624,500" },
  { id: 27633207, lat: 44.65892, lng: -63.64977, price: "$565,000" },
  { id: 27619954, lat: 44.66744, lng: -63.65219, price: "$539,900" },
  { id: 27602231, lat: 44.65518, lng: -63.66402, price: "$359,000" },
  { id: 27588410, lat: 44.67102, lng: -63.66891, price: "$719,000" },
  { id: 27571968, lat: 44.66039, lng: -63.64301, price: "$2,250/Monthly" },
] })}
${footer([
  `<h4>REALTOR.ca</h4><ul><li><a href="/about">About</a></li><li><a href="/terms-of-use">Terms of Use</a></li><li><a href="/privacy-policy">Privacy Policy</a></li><li><a href="/accessibility">Accessibility</a></li></ul>`,
  `<h4>The Canadian Real Estate Association</h4><address>200 Catherine Street, 6th Floor<br>Ottawa, Ontario K2P 2K9</address>`,
  social(),
], [creaEn, "Data is supplied by the Nova Scotia Association of REALTORS®. © 2025 The Canadian Real Estate Association."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 589900 },
      propertyKind: "house",
      street: "42 Brookview Drive",
      city: "Halifax",
      province: "NS",
      postalCode: "B3M 3K7",
      neighbourhood: "Clayton Park West",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2180,
      lot: { value: 6125, unit: "ft2" },
      yearBuilt: 1998,
      mlsNumber: "202426118",
      listingAgentName: "Colleen MacIsaac",
      brokerageName: "Harbourview Realty Ltd.",
      geo: { lat: 44.66218, lng: -63.65541 },
    },
  },
  {
    name: "ho83-centris-triplex-limoilou",
    site: "centris.ca",
    set: "held-out-83",
    traps:
      "centris.ca's French page for a triplex: 'Québec (La Cité-Limoilou)' with a quarter after it; no bedroom or bathroom count for the building, only its units ('1 x 6 ½', '2 x 4 ½') and their rents; the building's footprint ('Superficie du bâtiment (au sol)') beside the lot area; potential gross revenue, municipal assessment and taxes; 'Autres propriétés de ce courtier' (a Charlesbourg condo, a Beauport duplex) and recently sold plexes with sold prices and dates; a calculator with 'Mise de fonds'; the agency's address",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~quebec-la-cite-limoilou/14725863",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre, Québec (La Cité-Limoilou), 1425, 4e Avenue - 14725863 - Centris.ca</title>
<meta name="description" content="Triplex à vendre à Québec (La Cité-Limoilou). 3 unités résidentielles. No Centris 14725863.">
<meta property="og:title" content="Triplex à vendre - Québec (La Cité-Limoilou) - 689 000 $">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD14725863DDDD&t=pi&w=1260&h=1024">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/triplexes~for-sale~quebec-la-cite-limoilou/14725863">
${gtm("GTM-CTRSFR3")}
${dataLayer({ event: "propertyView", centrisNo: "14725863", category: "Plex", genre: "Triplex", region: "Capitale-Nationale", price: 689000, lang: "fr" })}
</head><body class="property-page">
${consent("Centris", "fr")}
<header class="header"><a href="/fr" class="logo">Centris</a>
${nav([["Acheter", "/fr/proprietes~a-vendre"], ["Louer", "/fr/proprietes~a-louer"], ["Trouver un courtier", "/fr/courtiers-immobiliers"], ["Outils", "/fr/outils"], ["Blogue", "/fr/blogue"]], "main-menu")}
</header>
<main class="main-content">
${crumbs([["Accueil", "/fr"], ["Plex à vendre", "/fr/plex~a-vendre"], ["Québec", "/fr/plex~a-vendre~quebec"], ["La Cité-Limoilou", "/fr/plex~a-vendre~quebec-la-cite-limoilou"]])}
<div class="row property-summary">
<div class="col-lg-8"><h1><span data-id="PageTitle">Triplex à vendre</span></h1>
<h2 class="pt-1" itemprop="address">1425, 4e Avenue, Québec (La Cité-Limoilou), Quartier Vieux-Limoilou</h2></div>
<div class="col-lg-4 price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="689000"><span id="BuyPrice" class="text-nowrap">689 000 $</span></div></div>
</div>
<div class="d-none"><span id="PropertyLat">46.82354</span><span id="PropertyLng">-71.22931</span></div>
${gallery("https://mspublic.centris.ca/media.ashx?id=14725863", 27, "1425, 4e Avenue", "photo-gallery")}
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">3 logements</div><div class="col-lg-3 col-sm-6 revenu">Revenus bruts potentiels : 41 700 $</div></div>
<div class="row description"><div itemprop="description">Triplex de 1928 au cœur du Vieux-Limoilou, à deux pas de la 3e Avenue, de ses cafés et du parc Cartier-Brébeuf. Grand logement du propriétaire au rez-de-chaussée (6 ½) avec plafonds de 9 pieds, moulures d'origine et accès au sous-sol non aménagé. Deux 4 ½ à l'étage loués à des locataires de longue date. Toiture refaite en 2020, entrée électrique 200 A, fenêtres en PVC. Cour arrière clôturée et hangar. Idéal pour propriétaire occupant.</div></div>
<div class="row carac-container-wrap">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1928</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>3 120 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du bâtiment (au sol)</div><div class="carac-value"><span>1 215 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Nombre d'unités</div><div class="carac-value"><span>Résidentiel (3)</span></div></div>
<div class="carac-container"><div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>1 x 6 ½, 2 x 4 ½</span></div></div>
<div class="carac-container"><div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>41 700 $ (2025)</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement (total)</div><div class="carac-value"><span>Allée (2)</span></div></div>
</div>
${table("Unités", ["Unité", "Type", "Loyer mensuel", "Bail"], [
  ["1425", "6 ½ (propriétaire)", "Libre à l'acte de vente", "—"],
  ["1427", "4 ½", "1 095 $", "30 juin 2026"],
  ["1429", "4 ½", "1 030 $", "30 juin 2026"],
], "units-table")}
<div class="row financial-details">
${table("Évaluation municipale (2025)", ["", ""], [["Terrain", "142 300 $"], ["Bâtiment", "468 900 $"], ["Total", "611 200 $"]], "table")}
${table("Taxes", ["", ""], [["Municipales (2025)", "5 874 $"], ["Scolaires (2025)", "512 $"], ["Total", "6 386 $"]], "table")}
</div>
${calculator(calcFr, "689 000 $", "137 800 $ (20 %)", "4,54 %", "25 ans", "3 062 $")}
<div class="broker-info">
<img class="broker-info__photo" src="https://mspublic.centris.ca/media.ashx?id=BRK47219" alt="Geneviève Lapointe">
<h1 class="broker-info__broker-title">Geneviève Lapointe</h1>
<div class="broker-info__broker-title-sub">Courtier immobilier résidentiel</div>
<div class="broker-info-office-info"><a href="/fr/courtiers-immobiliers~immeubles-vieux-limoilou-inc">Immeubles Vieux-Limoilou inc.</a></div>
<div class="broker-info-office-type">Agence immobilière</div>
<div class="broker-info-office-address">850, 3e Avenue, Québec (Québec) G1L 2W9</div>
<a class="broker-info__phone" href="tel:4185550172">418 555-0172</a>
</div>
<div class="legend"><span>No Centris</span> <span id="ListingDisplayId">14725863</span></div>
${cards("Autres propriétés de ce courtier", [
  { href: "/fr/condo~a-vendre~quebec-charlesbourg/22810457", price: "329 000 $", address: "7150, boulevard Henri-Bourassa, app. 304, Québec (Charlesbourg)", meta: "2 chambres · 1 salle de bains · 2011" },
  { href: "/fr/duplex~a-vendre~quebec-beauport/19473320", price: "549 900 $", address: "412, avenue Royale, Québec (Beauport)", meta: "Duplex · 2 logements · Terrain 5 400 pi²" },
], "broker-listings")}
${cards("Plex vendus récemment dans le secteur", [
  { href: "#", price: "Vendu 652 000 $", address: "1518, 5e Avenue, Québec (La Cité-Limoilou)", meta: "Triplex · 1925 · vendu le 14 mai 2025" },
  { href: "#", price: "Vendu 715 500 $", address: "880, 8e Rue, Québec (La Cité-Limoilou)", meta: "Triplex · 1931 · vendu le 2 avril 2025" },
  { href: "#", price: "Vendu 598 000 $", address: "1204, 2e Avenue, Québec (La Cité-Limoilou)", meta: "Duplex · 1922 · vendu le 19 février 2025" },
], "sold-nearby")}
${cards("Propriétés similaires", [
  { href: "/fr/triplex~a-vendre~quebec-la-cite-limoilou/10392281", price: "724 900 $", address: "1390, 1re Avenue, Québec (La Cité-Limoilou)", meta: "Triplex · 3 logements" },
  { href: "/fr/quadruplex~a-vendre~quebec-la-cite-limoilou/25841019", price: "849 000 $", address: "455, 10e Rue, Québec (La Cité-Limoilou)", meta: "Quadruplex · 4 logements" },
], "similar-properties")}
</main>
${footer([
  `<h4>Centris</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/conditions-d-utilisation">Conditions d'utilisation</a></li><li><a href="/fr/confidentialite">Confidentialité</a></li></ul>`,
  `<h4>Centris inc.</h4><address>600, chemin du Golf<br>L'Île-des-Sœurs (Québec) H3E 1A8</address>`,
  social(),
], [centrisFr, "© 2025 Centris inc. Tous droits réservés."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "plex",
      street: "1425, 4e Avenue",
      city: "Québec",
      province: "QC",
      neighbourhood: "La Cité-Limoilou",
      lot: { value: 3120, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "14725863",
      listingAgentName: "Geneviève Lapointe",
      brokerageName: "Immeubles Vieux-Limoilou inc.",
      geo: { lat: 46.82354, lng: -71.22931 },
    },
  },
  {
    name: "ho83-duproprio-rangee-sainte-rose",
    site: "duproprio.com",
    set: "held-out-83",
    traps:
      "duproprio.com's French page for an owner's townhouse: no broker, no MLS® (DuProprio's own listing number only); 'Laval (Sainte-Rose)'; '1 salle de bains' and '1 salle d'eau'; 'Aire habitable (sans sous-sol) 1 320 pi² (122,63 m²)'; the lot as '22 pi x 98 pi' and '2 156 pi²'; a price history (asked 494 900 $ at first); the municipal assessment; sold properties in the sector with sold prices, dates and days on market; similar properties; map pins for nearby listings as data attributes; a calculator with 'Mise de fonds'",
    pageUrl: "https://duproprio.com/fr/laval/sainte-rose/maison-en-rangee-a-vendre/hab-3187-rue-des-cerisiers-1104417",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison en rangée à vendre, 3187, rue des Cerisiers, Laval (Sainte-Rose) - DuProprio</title>
<meta name="description" content="Maison en rangée à vendre par le propriétaire à Laval (Sainte-Rose) : 3 chambres, 1 salle de bains, 1 salle d'eau. 479 000 $.">
<meta property="og:title" content="Maison en rangée à vendre - Laval (Sainte-Rose) - 479 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/hab/1104417/1.jpg">
<link rel="alternate" hreflang="en" href="https://duproprio.com/en/laval/sainte-rose/row-house-for-sale/hab-3187-rue-des-cerisiers-1104417">
${gtm("GTM-DPFR83")}
${dataLayer({ listingId: 1104417, listingType: "maison-en-rangee", listingPrice: 479000, region: "Laval", language: "fr" })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Maison en rangée à vendre - 3187, rue des Cerisiers", address: { "@type": "PostalAddress", streetAddress: "3187, rue des Cerisiers", addressLocality: "Laval", addressRegion: "QC", postalCode: "H7L 4X9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.60912, longitude: -73.79263 }, numberOfRooms: 8 })}
</head><body class="listing-page">
${consent("DuProprio", "fr")}
<header class="header"><a href="/fr" class="header__logo">DuProprio</a>
${nav([["Acheter", "/fr/rechercher"], ["Vendre", "/fr/vendre"], ["Services", "/fr/services"], ["Blogue", "/fr/blogue"], ["Mon compte", "/fr/connexion"]], "header__nav")}
</header>
<main class="listing">
${crumbs([["Accueil", "/fr"], ["Laval", "/fr/laval"], ["Sainte-Rose", "/fr/laval/sainte-rose"], ["Maisons en rangée", "/fr/laval/sainte-rose/maison-en-rangee-a-vendre"]])}
<div class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Maison en rangée à vendre</span> <span class="listing-location__title-street">3187, rue des Cerisiers</span></h1>
<div class="listing-location__address"><h2 class="listing-location__address-line">Laval (Sainte-Rose)</h2></div>
</div>
<div class="listing-price"><div class="listing-price__amount">479 000 $</div><div class="listing-price__reduced">Prix réduit</div></div>
${gallery("https://photos.duproprio.com/photos/public/hab/1104417", 29, "3187, rue des Cerisiers", "listing-photos")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> <span class="listing-main-characteristics__label">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__label">salle de bains</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__label">salle d'eau</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--living-space-area"><span class="listing-main-characteristics__title">Aire habitable (sans sous-sol)</span> <span class="listing-main-characteristics__number">1 320 pi² (122,63 m²)</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--lot-dimensions"><span class="listing-main-characteristics__title">Dimensions du terrain</span> <span class="listing-main-characteristics__number">22 pi x 98 pi</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--lot-size"><span class="listing-main-characteristics__title">Superficie du terrain</span> <span class="listing-main-characteristics__number">2 156 pi² (200,3 m²)</span></div>
</div>
<div class="listing-owners-comments"><h3>Mot du propriétaire</h3><p>Maison de ville de coin construite en 2004, à 5 minutes à pied de la gare Sainte-Rose et du Berge des Baigneurs. Rez-de-chaussée à aire ouverte avec cuisine rénovée en 2022 (comptoirs de quartz, îlot), salle d'eau et porte-patio vers la terrasse. À l'étage, trois chambres et une salle de bains avec douche en céramique et bain autoportant. Sous-sol aménagé avec salle familiale et buanderie. Thermopompe murale, stationnement pour 2 voitures. Aucun frais de copropriété : propriété détenue en pleine propriété.</p></div>
<div class="listing-box listing-characteristics"><h3>Caractéristiques</h3>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>2004</span></div>
<div class="listing-box__dotted-row"><span>Type de bâtiment</span><span>En rangée (coin)</span></div>
<div class="listing-box__dotted-row"><span>Nombre d'étages</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Sous-sol</span><span>Aménagé (100 %)</span></div>
<div class="listing-box__dotted-row"><span>Stationnement</span><span>2</span></div>
</div>
<div class="listing-box listing-financial"><h3>Évaluation et taxes</h3>
<div class="listing-box__dotted-row"><span>Évaluation municipale (2025)</span><span>421 700 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 268 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>341 $</span></div>
</div>
${table("Historique du prix", ["Date", "Événement", "Prix"], [["12 septembre 2025", "Prix réduit", "479 000 $"], ["8 août 2025", "Mise en vente", "494 900 $"]], "listing-price-history")}
${calculator(calcFr, "479 000 $", "47 900 $ (10 %)", "4,69 %", "25 ans", "2 417 $")}
<div class="listing-contact"><h3>Contacter le propriétaire</h3><p>Propriétaire : Sylvie</p><form><input name="nom" placeholder="Votre nom"><textarea name="message">Bonjour, je suis intéressé(e) par votre propriété au 3187, rue des Cerisiers.</textarea><button>Envoyer</button></form></div>
<div class="listing-number">Numéro de l'inscription : 1104417</div>
${cards("Propriétés vendues dans le secteur", [
  { href: "/fr/laval/sainte-rose/maison-en-rangee-a-vendre/hab-3205-rue-des-cerisiers-1087712", price: "Vendue", address: "3205, rue des Cerisiers, Laval (Sainte-Rose)", meta: "3 chambres · 1 + 1 salles · vendue en 23 jours (juin 2025) au prix demandé de 469 000 $" },
  { href: "/fr/laval/sainte-rose/maison-a-etages-a-vendre/hab-225-boulevard-sainte-rose-1079318", price: "Vendue", address: "225, boulevard Sainte-Rose, Laval (Sainte-Rose)", meta: "Maison à étages · 4 chambres · vendue en 41 jours (avril 2025), demandé 615 000 $" },
], "sold-properties")}
${cards("Propriétés similaires", [
  { href: "/fr/laval/fabreville/maison-en-rangee-a-vendre/hab-812-rue-des-pruniers-1106630", price: "459 900 $", address: "812, rue des Pruniers, Laval (Fabreville)", meta: "3 chambres · 1 salle de bains · 1 salle d'eau · 1 280 pi²" },
  { href: "/fr/laval/auteuil/maison-en-rangee-a-vendre/hab-5540-rue-de-la-rive-1101245", price: "499 000 $", address: "5540, rue de la Rive, Laval (Auteuil)", meta: "3 chambres · 2 salles de bains · 2011" },
  { href: "/fr/laval/sainte-rose/condo-a-vendre/hab-290-rue-lesage-1098004", price: "369 000 $", address: "290, rue Lesage, app. 202, Laval (Sainte-Rose)", meta: "Condo · 2 chambres · 1 salle de bains" },
], "similar-properties")}
<div id="map" class="listing-map" data-center="45.60912,-73.79263" data-zoom="15">
<span class="listing-map__pin" data-id="1106630" data-lat="45.58841" data-lng="-73.78522" data-price="459 900 $"></span>
<span class="listing-map__pin" data-id="1101245" data-lat="45.61703" data-lng="-73.74219" data-price="499 000 $"></span>
<span class="listing-map__pin" data-id="1098004" data-lat="45.60688" data-lng="-73.79840" data-price="369 000 $"></span>
</div>
</main>
${footer([
  `<h4>DuProprio</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/conditions">Conditions d'utilisation</a></li><li><a href="/fr/confidentialite">Politique de confidentialité</a></li></ul>`,
  `<h4>Siège social</h4><address>1001, boulevard Lebourgneuf, bureau 300<br>Québec (Québec) G2J 1R6</address>`,
  social(),
], ["DuProprio n'est pas un courtier immobilier. Les renseignements sont fournis par les propriétaires et ne sont pas garantis.", "© 2025 DuProprio. Tous droits réservés."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 479000 },
      propertyKind: "townhouse",
      street: "3187, rue des Cerisiers",
      city: "Laval",
      province: "QC",
      postalCode: "H7L 4X9",
      neighbourhood: "Sainte-Rose",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1320,
      lot: { value: 2156, unit: "ft2" },
      yearBuilt: 2004,
      geo: { lat: 45.60912, lng: -73.79263 },
    },
  },
  {
    name: "ho83-kijiji-townhouse-rent-moncton",
    site: "kijiji.ca",
    set: "held-out-83",
    traps:
      "a Kijiji ad for a townhouse for rent in Moncton: the rent per month beside a damage deposit of the same size; 'Bathrooms 1.5'; 'Size (sqft) 1250'; the ad's state script carrying its own point beside 'similar ads' with their own rents, points and bedroom counts; sponsored listings of houses for sale in Dieppe and Riverview with prices and beds; the poster's first name and 'Owner'; Kijiji's ad id; no MLS® or agent",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/moncton/3-bedroom-end-unit-townhouse-mapleton/1712345678",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3 Bedroom End-Unit Townhouse – Mapleton | Long Term Rentals | Moncton | Kijiji</title>
<meta name="description" content="3 bedroom end-unit townhouse near Mapleton Park, available November 1. $2,150/month, heat and lights extra.">
<meta property="og:title" content="3 Bedroom End-Unit Townhouse – Mapleton">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3a/3a7f19e2-1.jpg">
${gtm("GTM-KJJCA01")}
${dataLayer({ c: { c: { id: 37, n: "apartments-condos" } }, l: { id: 1700001, n: "Moncton" }, a: { id: 1712345678, prc: { amt: 215000 } } })}
</head><body>
${consent("Kijiji")}
<header class="kj-header"><a class="kj-logo" href="/">kijiji</a>
${nav([["Buy & Sell", "/b-buy-sell/canada/c10"], ["Cars & Vehicles", "/b-cars-vehicles/canada/c27"], ["Real Estate", "/b-real-estate/canada/c34"], ["Jobs", "/b-jobs/canada/c45"], ["Post ad", "/p-post-ad.html"]], "kj-nav")}
</header>
<main class="vip">
${crumbs([["Home", "/"], ["New Brunswick", "/b-new-brunswick/l9005"], ["Moncton", "/b-moncton/l1700001"], ["Long Term Rentals", "/b-apartments-condos/moncton/c37l1700001"]])}
<h1 class="title">3 Bedroom End-Unit Townhouse – Mapleton</h1>
<div class="priceWrapper"><span class="currentPrice">$2,150.00</span><span class="utilities">Utilities not included</span></div>
<div class="locationContainer"><span class="address">88 Mapleton Rd, Moncton, NB E1C 7X3</span><a href="#map">View map</a></div>
<div class="datePosted">Posted 3 days ago</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3a/3a7f19e2", 14, "3 Bedroom End-Unit Townhouse", "heroImage")}
<div class="unitRow">
<div class="unitItem"><span class="unitLabel">Unit Type</span> <span class="unitValue">Townhouse</span></div>
<div class="unitItem"><span class="unitLabel">Bedrooms</span> <span class="unitValue">3</span></div>
<div class="unitItem"><span class="unitLabel">Bathrooms</span> <span class="unitValue">1.5</span></div>
</div>
<ul class="attributeList">
<li><dl><dt>Utilities Included</dt><dd>Water</dd></dl></li>
<li><dl><dt>Wi-Fi and More</dt><dd>Not Included</dd></dl></li>
<li><dl><dt>Parking Included</dt><dd>2</dd></dl></li>
<li><dl><dt>Agreement Type</dt><dd>1 Year</dd></dl></li>
<li><dl><dt>Move-In Date</dt><dd>November 1, 2025</dd></dl></li>
<li><dl><dt>Pet Friendly</dt><dd>Limited</dd></dl></li>
<li><dl><dt>Size (sqft)</dt><dd>1250</dd></dl></li>
<li><dl><dt>Furnished</dt><dd>No</dd></dl></li>
<li><dl><dt>Appliances</dt><dd>Laundry (In Unit), Dishwasher, Fridge / Freezer</dd></dl></li>
<li><dl><dt>Smoking Permitted</dt><dd>No</dd></dl></li>
</ul>
<div class="descriptionContainer"><h3>Description</h3><p>Bright end-unit townhouse for rent near Mapleton Park and the Trans-Canada Trail, 5 minutes to Costco and Champlain Place. Three bedrooms upstairs, a full bath upstairs and a half bath on the main floor, unfinished basement with washer and dryer. Fenced yard with a small deck. Rent is $2,150 per month plus heat and lights (electric baseboard, about $160/month on average). Water included. Damage deposit of $2,150 and references required. One small pet considered. No smoking. Minimum one year lease. Text Kevin to book a viewing, serious inquiries only.</p></div>
<div class="posterInfo"><span class="posterName">Kevin</span><span class="posterType">Owner</span><span class="posterSince">On Kijiji since 2016</span></div>
<div class="adId">Ad ID 1712345678</div>
<div id="map" class="mapContainer"></div>
${cards("Similar ads", [
  { href: "/v-apartments-condos/moncton/3-bed-townhouse-north-end/1711983307", price: "$2,050.00", address: "Moncton, NB E1A 9K4", meta: "Townhouse · 3 Bedrooms · 2.5 Bathrooms" },
  { href: "/v-apartments-condos/moncton/new-2-bedroom-apartment-w-garage/1712004418", price: "$1,895.00", address: "Elmwood Dr, Moncton, NB E1A 0L6", meta: "Apartment · 2 Bedrooms · 1 Bathroom · 980 sqft" },
  { href: "/v-apartments-condos/dieppe/4-bedroom-house-for-rent/1711876552", price: "$2,600.00", address: "Dieppe, NB E1A 7V9", meta: "House · 4 Bedrooms · 2 Bathrooms" },
], "similarAds")}
${cards("Sponsored", [
  { href: "https://www.kijiji.ca/v-house-for-sale/dieppe/semi-detached-2019/1711650034", price: "$349,900", address: "45 Fanfare St, Dieppe, NB E1A 0M3", meta: "Semi-detached · 3 Beds · 2 Baths · Built 2019" },
  { href: "https://www.kijiji.ca/v-house-for-sale/riverview/bungalow-on-large-lot/1711420971", price: "$314,500", address: "Riverview, NB E1B 2V8", meta: "Bungalow · 2+1 Beds · 1 Bath" },
], "sponsoredListings")}
${windowState("__data", { config: { locale: "en-CA" }, viewItemPage: { viewItemData: { adId: 1712345678, title: "3 Bedroom End-Unit Townhouse – Mapleton", price: { amount: 215000, currency: "CAD", type: "FIXED" }, adLocation: { latitude: 46.11234, longitude: -64.80318, mapAddress: "88 Mapleton Rd, Moncton, NB E1C 7X3", isApproximate: false }, posterInfo: { posterType: "OWNER", sellerName: "Kevin" } } }, similarAds: [
  { adId: 1711983307, price: 205000, bedrooms: 3, location: { latitude: 46.13402, longitude: -64.77821 } },
  { adId: 1712004418, price: 189500, bedrooms: 2, location: { latitude: 46.12288, longitude: -64.74019 } },
  { adId: 1711876552, price: 260000, bedrooms: 4, location: { latitude: 46.09511, longitude: -64.72833 } },
] })}
</main>
${footer([
  `<h4>Kijiji</h4><ul><li><a href="/h-about">About Kijiji</a></li><li><a href="/h-terms">Terms of Use</a></li><li><a href="/h-privacy">Privacy Policy</a></li><li><a href="/h-safety">Safety</a></li></ul>`,
  social(),
], ["Kijiji and related marks are trademarks of Adevinta ASA. © 2025 Kijiji Canada Ltd. All rights reserved."], "kj-footer")}
</body></html>`,
    expected: {
      price: { amount: 2150, period: "month" },
      propertyKind: "townhouse",
      street: "88 Mapleton Rd",
      city: "Moncton",
      province: "NB",
      postalCode: "E1C 7X3",
      bedrooms: 3,
      bathrooms: 1.5,
      squareFootage: 1250,
      geo: { lat: 46.11234, lng: -64.80318 },
    },
  },
  {
    name: "ho83-point2homes-house-stratford-pe",
    site: "point2homes.com",
    set: "held-out-83",
    traps:
      "point2homes.com's page for a Stratford, PEI house: a price history with the 2015 sale; nearby schools with their street addresses and postal codes; 'Recently sold nearby' with sold prices and dates; similar homes with beds, baths, sqft and lots; a calculator with 20% down; the brokerage's Charlottetown office address; JSON-LD with the point",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/PE/Stratford/14-Heron-Crescent/132905518.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>14 Heron Crescent, Stratford, Prince Edward Island C1B 2K5 - $459,000 | Point2</title>
<meta name="description" content="14 Heron Crescent, Stratford, PE C1B 2K5 - 3 beds, 2 baths, 1,850 sqft house for sale. MLS® 202503456.">
<meta property="og:image" content="https://images.point2.com/listing/132905518/1.jpg">
${gtm("GTM-PT2HM01")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "14 Heron Crescent", address: { "@type": "PostalAddress", streetAddress: "14 Heron Crescent", addressLocality: "Stratford", addressRegion: "PE", postalCode: "C1B 2K5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.21873, longitude: -63.08412 }, numberOfRooms: 9 })}
</head><body class="listing-details">
${consent("Point2")}
<header class="p2-header"><a class="p2-logo" href="/">Point2</a>
${nav([["Homes for Sale", "/CA/Real-Estate-Listings.html"], ["Homes for Rent", "/CA/Rentals.html"], ["Agents", "/CA/Real-Estate-Agents.html"], ["Mortgage", "/CA/Mortgage.html"]], "p2-nav")}
</header>
<main>
${crumbs([["Canada", "/CA/"], ["Prince Edward Island", "/CA/Real-Estate-Listings/PE.html"], ["Stratford", "/CA/Real-Estate-Listings/PE/Stratford.html"]])}
<div class="address-container"><h1 class="address" data-address="14 Heron Crescent, Stratford, PE C1B 2K5">14 Heron Crescent<br>Stratford, PE C1B 2K5</h1></div>
<div class="price-container"><div class="price" data-price="459000">$459,000</div></div>
${gallery("https://images.point2.com/listing/132905518", 40, "14 Heron Crescent", "photo-gallery")}
<ul class="characteristics-cnt">
<li class="ic-beds"><strong>3</strong> Beds</li>
<li class="ic-baths"><strong>2</strong> Baths</li>
<li class="ic-sqft"><strong>1,850</strong> Sqft</li>
<li class="ic-lotsize"><strong>0.42</strong> ac Lot</li>
</ul>
<div class="description"><h2>Description</h2><p>Spacious ranch-style home with a bonus room over the attached double garage, on a landscaped lot backing onto a walking trail in Stratford. Three bedrooms on the main level including a primary with an ensuite, an open kitchen and great room with vaulted ceilings and a ductless heat pump, and a sunroom facing the back garden. Paved drive, storage shed, municipal services. Minutes to the Hillsborough Bridge and downtown Charlottetown.</p></div>
<div class="details-charcs"><h2>Details</h2>
<dl><dt>Property Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Ranch with bonus room</dd><dt>Bedrooms</dt><dd>3</dd><dt>Full Bathrooms</dt><dd>2</dd><dt>Finished Sqft</dt><dd>1,850</dd><dt>Lot Size</dt><dd>0.42 ac</dd><dt>Year Built</dt><dd>2007</dd><dt>Heating</dt><dd>Oil, Heat pump</dd><dt>Taxes</dt><dd>$3,402 (2024)</dd><dt>MLS®#</dt><dd>202503456</dd></dl>
</div>
${table("Price History", ["Date", "Event", "Price"], [["Sep 22, 2025", "Listed for sale", "$459,000"], ["Jun 30, 2015", "Sold", "$268,000"], ["Apr 14, 2015", "Listed for sale", "$279,900"]], "price-history")}
<div class="agent-info"><h3>Listed by</h3><p class="agent-name">Heather MacLeod</p><p class="agent-title">REALTOR®</p><p class="agent-company">Island Shores Realty Inc.</p><address>155 Belvedere Avenue, Charlottetown, PE C1A 2Y9</address><p class="agent-phone">902-555-0133</p></div>
${calculator(calcEn, "$459,000", "$91,800 (20%)", "4.49%", "25 years", "$2,033")}
${schools("Nearby Schools", [
  { name: "Stratford Elementary School", grades: "K–6", address: "5 Georgetown Road, Stratford, PE C1B 1L2", distance: "0.8 km" },
  { name: "Glen Stewart Primary School", grades: "K–3", address: "64 Glen Stewart Drive, Stratford, PE C1B 2A8", distance: "1.4 km" },
  { name: "Charlottetown Rural High School", grades: "10–12", address: "100 Raiders Road, Charlottetown, PE C1E 1K6", distance: "7.9 km" },
])}
${cards("Recently Sold Nearby", [
  { href: "/CA/Home-For-Sale/PE/Stratford/22-Kinlock-Road/132774021.html", price: "Sold $512,000", address: "22 Kinlock Road, Stratford, PE C1B 1R4", meta: "4 Beds · 3 Baths · 2,300 Sqft · Sold Aug 2025" },
  { href: "/CA/Home-For-Sale/PE/Stratford/9-Heron-Crescent/132690318.html", price: "Sold $438,500", address: "9 Heron Crescent, Stratford, PE C1B 2K5", meta: "3 Beds · 2 Baths · 1,720 Sqft · Sold Jul 2025" },
], "sold-nearby")}
${cards("Similar Homes for Sale", [
  { href: "/CA/Home-For-Sale/PE/Stratford/31-Bunbury-Road/132880045.html", price: "$474,900", address: "31 Bunbury Road, Stratford, PE C1B 1T4", meta: "3 Beds · 2 Baths · 1,910 Sqft · 0.5 ac" },
  { href: "/CA/Home-For-Sale/PE/Cornwall/7-Meadowbank-Road/132861277.html", price: "$419,000", address: "7 Meadowbank Road, Cornwall, PE C0A 1H0", meta: "3 Beds · 1.5 Baths · 1,600 Sqft · 0.35 ac" },
  { href: "/CA/Home-For-Sale/PE/Charlottetown/118-Keppoch-Road/132899912.html", price: "$389,900", address: "118 Keppoch Road, Charlottetown, PE C1A 7J7", meta: "2 Beds · 2 Baths · 1,340 Sqft" },
], "similar-listings")}
</main>
${footer([
  `<h4>Point2</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  social(),
], [creaEn, "Listing data provided by the PEI Association of REALTORS®. Information is deemed reliable but not guaranteed. © 2025 Point2."], "p2-footer")}
</body></html>`,
    expected: {
      price: { amount: 459000 },
      propertyKind: "house",
      street: "14 Heron Crescent",
      city: "Stratford",
      province: "PE",
      postalCode: "C1B 2K5",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1850,
      lot: { value: 0.42, unit: "acres" },
      yearBuilt: 2007,
      mlsNumber: "202503456",
      listingAgentName: "Heather MacLeod",
      brokerageName: "Island Shores Realty Inc.",
      geo: { lat: 46.21873, lng: -63.08412 },
    },
  },
];
