/** Tuned pages of Quebec and French-language sites (and their English versions). */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const QUEBEC_PAGES: ListingPage[] = [
  {
    name: "realtor-ca-condo-fr",
    site: "realtor.ca",
    set: "tuned",
    traps: "French labels; borough in parentheses; Centris number as MLS®; French price format; sku is the internal id",
    pageUrl: "https://www.realtor.ca/fr/immobilier/27098765/1504-1200-rue-saint-alexandre-montreal-ville-marie",
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
<title>À vendre : 1504-1200 Rue Saint-Alexandre, Montréal (Ville-Marie), Québec H3B3H5 - 19283746 | REALTOR.ca</title>
<meta property="og:title" content="1504-1200 Rue Saint-Alexandre, Montréal (Ville-Marie), Québec H3B3H5">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638610000000/reb5/highres/6/19283746_1.jpg">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "http://schema.org", "@type": ["Product", "RealEstateListing"], name: "1504-1200 Rue Saint-Alexandre", sku: "27098765", offers: { "@type": "Offer", price: "549000.00", priceCurrency: "CAD" } })}
</head><body>
<nav><a href="/fr/">Accueil</a><a href="/fr/carte">Recherche sur carte</a><a href="/fr/maisons-a-vendre">Maisons à vendre</a></nav>
<h1 id="listingAddress" class="listingAddress">1504-1200 Rue Saint-Alexandre<br><span>Montréal (Ville-Marie), Québec H3B3H5</span></h1>
<div id="listingPrice"><div id="listingPriceValue">549 000 $</div></div>
<div id="MLNumberContainer"><span class="label">Numéro MLS®</span> <span id="MLNumberVal">19283746</span></div>
<div id="propertyDetailsSection">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Maison unifamiliale</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Appartement</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Superficie</div><div class="propertyDetailsSectionContentValue">88 m2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Construit en</div><div class="propertyDetailsSectionContentValue">2009</div></div>
</div>
<div id="BedroomIcon"><div class="listingIconNum">2</div> Chambres à coucher</div>
<div id="BathroomIcon"><div class="listingIconNum">1</div> Salles de bains</div>
<div class="realtorCardDetails"><div class="realtorCardName">Sophie Lavoie</div><div class="realtorCardTitle">Courtier immobilier résidentiel</div><div class="officeCardName">Groupe Sutton Excellence inc.</div></div>
<footer><p>REALTOR®, REALTORS® et le logo REALTOR® sont des marques de certification contrôlées par l'Association canadienne de l'immeuble (ACI). Les courtiers immobiliers sont régis dans la province de Québec.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549000 },
      propertyKind: "condo",
      street: "1504-1200 Rue Saint-Alexandre",
      city: "Montréal",
      neighbourhood: "Ville-Marie",
      province: "QC",
      postalCode: "H3B 3H5",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 947,
      yearBuilt: 2009,
      mlsNumber: "19283746",
      listingAgentName: "Sophie Lavoie",
      brokerageName: "Groupe Sutton Excellence inc.",
    },
  },
  {
    name: "centris-house-fr",
    site: "centris.ca",
    set: "tuned",
    traps: "navigation 'Maisons à vendre'; generic 'Maison' category refined by a row style; borough and quartier after the city; price in a content attribute; lot in pc",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~montreal-le-plateau-mont-royal/18699470",
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Maison à étages à vendre, Montréal (Le Plateau-Mont-Royal) - 18699470 - Centris.ca</title>
<meta property="og:title" content="Maison à étages à vendre - 3611, Avenue de l'Hôtel-de-Ville, Montréal (Le Plateau-Mont-Royal)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DEC8B40F8DDDD0000&t=pi&sm=m&w=1260&h=1024">
</head><body>
<header><nav><ul><li><a href="/fr/maison~a-vendre">Maisons à vendre</a></li><li><a href="/fr/condo~a-vendre">Condos à vendre</a></li><li><a href="/fr/plex~a-vendre">Plex à vendre</a></li></ul></nav></header>
<div itemscope itemtype="http://schema.org/Product">
<h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 itemprop="address" class="pt-1">3611, Avenue de l'Hôtel-de-Ville, Montréal (Le Plateau-Mont-Royal), Quartier Saint-Louis</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap" content="1200000">1 200 000 $</span></div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.51367"><meta itemprop="longitude" content="-73.57562"></div>
</div>
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">9 pièces</div><div class="col-lg-3 col-sm-6 cac">3 chambres</div><div class="col-lg-3 col-sm-6 sdb">1 salle de bains et 1 salle d'eau</div></div>
<div class="row pt-3">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>En rangée</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1905, Centenaire</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1 450 pc</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>1 722 pc</span></div></div>
</div>
<div class="listing-id">No Centris <span id="ListingDisplayId">18699470</span></div>
<div class="broker-info"><h1 class="broker-info__broker-title">Julie Tremblay</h1><p class="text-center">Courtier immobilier</p><div class="broker-info__agency-name">Royal LePage Altitude</div></div>
<footer><p>© Centris inc. Tous droits réservés. Les courtiers immobiliers sont régis par l'OACIQ dans la province de Québec.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1200000 },
      propertyKind: "townhouse",
      street: "3611, Avenue de l'Hôtel-de-Ville",
      city: "Montréal",
      neighbourhood: "Le Plateau-Mont-Royal",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1450,
      lot: { value: 1722, unit: "ft2" },
      yearBuilt: 1905,
      mlsNumber: "18699470",
      listingAgentName: "Julie Tremblay",
      brokerageName: "Royal LePage Altitude",
      geo: { lat: 45.51367, lng: -73.57562 },
    },
  },
  {
    name: "centris-condo-en",
    site: "centris.ca",
    set: "tuned",
    traps: "English layout; Laval district as the city; powder room; area in sq. ft.",
    pageUrl: "https://www.centris.ca/en/condos~for-sale~laval-chomedey/21345678",
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Condo for sale, Laval (Chomedey) - 21345678 - Centris.ca</title>
<meta property="og:title" content="Condo for sale - 3500, Boulevard du Souvenir, apt. 806, Laval (Chomedey)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=BDDD250DEC8B40F8DDDD1111&t=pi&sm=m&w=1260&h=1024">
</head><body>
<header><nav><ul><li><a href="/en/houses~for-sale">Houses for sale</a></li><li><a href="/en/condos~for-sale">Condos for sale</a></li></ul></nav></header>
<div itemscope itemtype="http://schema.org/Product">
<h1 itemprop="category"><span data-id="PageTitle">Condo for sale</span></h1>
<h2 itemprop="address" class="pt-1">3500, Boulevard du Souvenir, apt. 806, Laval (Chomedey)</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap" content="429000">$429,000</span></div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.55812"><meta itemprop="longitude" content="-73.74123"></div>
</div>
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">5 rooms</div><div class="col-lg-3 col-sm-6 cac">2 bedrooms</div><div class="col-lg-3 col-sm-6 sdb">1 bathroom and 1 powder room</div></div>
<div class="row pt-3">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Condominium type</div><div class="carac-value"><span>Divided</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>2016</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Net area</div><div class="carac-value"><span>1,104 sqft</span></div></div>
</div>
<div class="listing-id">Centris No. <span id="ListingDisplayId">21345678</span></div>
<div class="broker-info"><h1 class="broker-info__broker-title">Karim Haddad</h1><p class="text-center">Residential Real Estate Broker</p><div class="broker-info__agency-name">RE/MAX Platine</div></div>
<footer><p>© Centris Inc. All rights reserved. Real estate brokers are governed by the OACIQ in the Province of Québec.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "condo",
      street: "3500, Boulevard du Souvenir, apt. 806",
      city: "Laval",
      neighbourhood: "Chomedey",
      province: "QC",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1104,
      yearBuilt: 2016,
      mlsNumber: "21345678",
      listingAgentName: "Karim Haddad",
      brokerageName: "RE/MAX Platine",
      geo: { lat: 45.55812, lng: -73.74123 },
    },
  },
  {
    name: "duproprio-condo-fr",
    site: "duproprio.com",
    set: "tuned",
    traps: "borough 'Rosemont / La Petite Patrie' as the heading; no broker (sold by owner) with a legal footer; listing id as sku; area in pi² and m²",
    pageUrl: "https://duproprio.com/fr/montreal/rosemont-la-petite-patrie/condo-a-vendre/hab-3-6210-rue-de-saint-vallier-945123",
    html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Condo à vendre Rosemont / La Petite Patrie, 3-6210, rue de Saint-Vallier - DuProprio - 945123</title>
<meta property="og:title" content="Condo à vendre - Rosemont / La Petite Patrie - 459 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/945123/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Condo à vendre Rosemont / La Petite Patrie", sku: "945123", offers: { "@type": "Offer", price: "459000", priceCurrency: "CAD" } })}
</head><body>
<header><nav><a href="/fr/rechercher/liste?type[]=house">Maisons à vendre</a><a href="/fr/rechercher/liste?type[]=condo">Condos à vendre</a><a href="/fr/vendre">Vendre sans courtier</a></nav></header>
<section class="listing-location">
<h1 class="listing-location__title"><a class="listing-location__title-link">Condo à vendre</a></h1>
<h2 class="listing-location__title-address">Rosemont / La Petite Patrie</h2>
<div class="listing-location__address"><span>3-6210, rue de Saint-Vallier</span><span>Montréal</span>, <span>QC</span> <span>H2S 2P6</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">459 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__label">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__label">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 050 pi²</span> <span class="listing-main-characteristics__label">(97,55 m²) aire habitable</span></div>
</div>
<div class="listing-box__dotted-row"><div>Année de construction</div><div>1925</div></div>
<div class="listing-box__dotted-row"><div>Étage</div><div>3e étage</div></div>
<footer>DuProprio inc. n'est pas un courtier immobilier. Les propriétés sont vendues par leurs propriétaires, sans courtier, dans la province de Québec.</footer>
</body></html>`,
    expected: {
      price: { amount: 459000 },
      propertyKind: "condo",
      street: "3-6210, rue de Saint-Vallier",
      city: "Montréal",
      neighbourhood: "Rosemont / La Petite Patrie",
      province: "QC",
      postalCode: "H2S 2P6",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1050,
      yearBuilt: 1925,
    },
  },
  {
    name: "duproprio-semi-en",
    site: "duproprio.com",
    set: "tuned",
    traps: "English layout; Gatineau sector as the heading; lot area in m²; 'Houses for sale' navigation",
    pageUrl: "https://duproprio.com/en/outaouais/gatineau-hull/semi-detached-for-sale/hab-28-rue-de-la-baie-951234",
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Semi-detached for sale Hull, 28, rue de la Baie - DuProprio - 951234</title>
<meta property="og:title" content="Semi-detached for sale - Hull - $389,000">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/951234/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Semi-detached for sale Hull", sku: "951234", offers: { "@type": "Offer", price: "389000", priceCurrency: "CAD" } })}
</head><body>
<header><nav><a href="/en/search/list?type[]=house">Houses for sale</a><a href="/en/search/list?type[]=condo">Condos for sale</a></nav></header>
<section class="listing-location">
<h1 class="listing-location__title"><a class="listing-location__title-link">Semi-detached for sale</a></h1>
<h2 class="listing-location__title-address">Hull</h2>
<div class="listing-location__address"><span>28, rue de la Baie</span><span>Gatineau</span>, <span>QC</span> <span>J8Y 2K7</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">$389,000</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> <span class="listing-main-characteristics__label">bedrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__label">bathrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1,320 ft²</span> <span class="listing-main-characteristics__label">(122.63 m²) living space area</span></div>
</div>
<div class="listing-box__dotted-row"><div>Lot area</div><div>3,230 ft² (300.08 m²)</div></div>
<div class="listing-box__dotted-row"><div>Year of construction</div><div>1978</div></div>
<footer>DuProprio Inc. is not a real estate broker. Properties are sold by their owners, without a broker, in the Province of Quebec.</footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "semi-detached",
      street: "28, rue de la Baie",
      city: "Gatineau",
      neighbourhood: "Hull",
      province: "QC",
      postalCode: "J8Y 2K7",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1320,
      lot: { value: 3230, unit: "ft2" },
      yearBuilt: 1978,
    },
  },
];
