/**
 * Fourteenth held-out corpus, Atlantic Canada, Quebec and Ontario: a realtor.ca rural bungalow on well and septic near
 * Antigonish, a realtor.ca semi-detached house in Rimouski on the French site, a Centris waterfront lot in
 * Saint-Adolphe-d'Howard in English, a DuProprio two-storey house in Victoriaville at a new price in French, a Zolo
 * detached house in Barrie with an open-house banner and its earlier sale, a HouseSigma condo apartment for lease in
 * Waterloo and a Royal LePage house for rent in Charlottetown. Structures follow the earlier corpora's pages for these
 * sites and real saved DOM notes in public scraper projects; addresses, names and numbers are invented; the expected
 * facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const sigmaWaterloo = {
  listing: {
    id_listing: "Qm7tLw2c", ml_num: "X12788403", list_status: { public: "For Lease", live: 1, status: "Lease" }, price: "2,150", price_int: 2150, price_sold: null,
    date_start: "2026-11-18", address: "1107 - 318 Spruce Street", municipality: "Waterloo", community: "Northdale", province: "ON", postal_code: "N2L 3M7",
    house_type_name: "Condo Apt", house_style: "Apartment", bedroom_string: "1+1", washroom: 1, house_area: { area: "600-699", unit: "feet" }, land: null,
    map: { lat: 43.47763, lon: -80.52918 }, brokerage_text: "Grand River Campus Realty Inc., Brokerage",
  },
  analytics: { estimate_price: 402000, estimate_rent: 2090 },
  history: [
    { date_start: "2024-08-02", date_end: "2024-08-21", status: "Leased", price: "2,095", price_sold: "2,050" },
    { date_start: "2019-03-11", date_end: "2019-04-02", status: "Sold", price: "359,900", price_sold: "371,500" },
  ],
};

export const HELD_OUT_14_EAST: ListingPage[] = [
  {
    name: "h14-realtor-ca-rural-bungalow-well-septic-antigonish",
    site: "realtor.ca",
    set: "held-out-14",
    traps: "a rural bungalow on 2.47 acres outside Antigonish, NS: 'Drilled Well' and 'Septic System' rows; lot '2.47 ac|1 - 3 acres'; a civic number on a numbered route; the rural community as the city with 'downtown Antigonish' only in the prose and the office's address; 'Building Type House' under 'Single Family'; a garage and outbuildings with their own sizes; two nearby listings; CREA footer",
    pageUrl: "https://www.realtor.ca/real-estate/29344107/4186-highway-316-south-side-harbour",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4186 Highway 316, South Side Harbour, Nova Scotia B2G 2L1 - 202528617 | REALTOR.ca</title>
<meta name="description" content="For sale: 4186 Highway 316, South Side Harbour, Nova Scotia B2G 2L1 - 202528617. Learn more about this house property.">
${ld({ "@context": "https://schema.org", "@type": ["Product", "RealEstateListing"], name: "4186 Highway 316, South Side Harbour, Nova Scotia B2G 2L1", sku: "29344107", offers: { "@type": "Offer", price: "389000", priceCurrency: "CAD" } })}
</head><body>
<div id="cookieBanner"><p>This website uses cookies to give you the best experience. By continuing you agree to our use of cookies.</p><button>Accept</button></div>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">4186 Highway 316<br>South Side Harbour, Nova Scotia B2G 2L1</h1>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$389,000</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number</span> <span id="MLNumberVal">202528617</span></div>
<div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">1480 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Details">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">2.47 ac|1 - 3 acres</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1988</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$2,214</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Detached Garage, Gravel</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Foundation Type</div><div class="propertyDetailsSectionContentValue">Poured Concrete</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Baseboard heaters, Wood stove</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Utilities">
<h3>Utilities</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Water</div><div class="propertyDetailsSectionContentValue">Drilled Well</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Sewer</div><div class="propertyDetailsSectionContentValue">Septic System</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Electricity</div><div class="propertyDetailsSectionContentValue">200 Amp Service</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Property Description</h2><p>Twelve minutes from downtown Antigonish, this well kept three bedroom bungalow sits on 2.47 private acres with a view down the harbour. Main floor with an open kitchen and dining room, a full bath and a second three-piece bath off the primary bedroom. Drilled well (2016 pump), septic field replaced in 2019. A 24 x 28 ft detached garage with a loft and a 12 x 16 ft storage shed. Roof shingles 2021.</p></div>
<div id="mortgageCalculator"><h3>Mortgage Calculator</h3><p>Purchase price $389,000 · Down payment 10% · 25 years at 4.79% · Monthly payment $2,087</p></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><span class="realtorCardName">Donalda MacIsaac</span><div class="realtorCardTitle">REALTOR®</div></div>
<div class="officeCardCon"><div class="officeCardName">Highland Shore Realty</div><div class="officeCardAddress">212 Main Street<br>Antigonish, Nova Scotia B2G 2B9</div><div class="officeCardPhone">902-555-0173</div></div>
</div>
<div id="nearbyListings"><h3>Nearby listings</h3>
<div class="smallListingCard"><div class="smallListingCardPrice">$265,000</div><div class="smallListingCardAddress">77 Lower South River Road, Lower South River, Nova Scotia</div><div>2 bed · 1 bath</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">$119,900</div><div class="smallListingCardAddress">Lot 4 Highway 316, Frasers Mills, Nova Scotia</div><div>Vacant land · 5.1 ac</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "house",
      street: "4186 Highway 316",
      city: "South Side Harbour",
      province: "NS",
      postalCode: "B2G 2L1",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1480,
      lot: { value: 2.47, unit: "acres" },
      yearBuilt: 1988,
      mlsNumber: "202528617",
      listingAgentName: "Donalda MacIsaac",
      brokerageName: "Highland Shore Realty",
    },
  },
  {
    name: "h14-realtor-ca-fr-jumele-rimouski",
    site: "realtor.ca",
    set: "held-out-14",
    traps: "realtor.ca's French site: 'Maison jumelée' in Rimouski; '339 000 $' with a space; 'Chambres à coucher 3 + 1'; 'Salles de bains 1' and 'Salle d'eau 1'; 'Superficie du terrain 4 306 pi²'; the Centris number as MLS®; the agency's 'agence immobilière' suffix; a postal code without its space in the heading; similar listings",
    pageUrl: "https://www.realtor.ca/fr/immobilier/29351866/218-rue-des-chenes-rimouski",
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
<title>À vendre : 218 Rue des Chênes, Rimouski, Québec G5L5T2 - 24581390 | REALTOR.ca</title>
<meta property="og:title" content="218 Rue des Chênes, Rimouski, Québec G5L5T2">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "http://schema.org", "@type": ["Product", "RealEstateListing"], name: "218 Rue des Chênes", sku: "29351866", offers: { "@type": "Offer", price: "339000.00", priceCurrency: "CAD" } })}
</head><body>
<div id="cookieBanner"><p>Ce site utilise des témoins pour vous offrir la meilleure expérience possible.</p><button>Accepter</button></div>
<nav><a href="/fr/">Accueil</a><a href="/fr/carte">Recherche sur carte</a><a href="/fr/trouver-un-realtor">Trouver un REALTOR®</a></nav>
<h1 id="listingAddress" class="listingAddress">218 Rue des Chênes<br><span>Rimouski, Québec G5L5T2</span></h1>
<div id="listingPrice"><div id="listingPriceValue">339 000 $</div></div>
<div id="MLNumberContainer"><span class="label">Numéro MLS®</span> <span id="MLNumberVal">24581390</span></div>
<div class="listingIconCon"><div id="BedroomIcon"><div class="listingIconNum">3 + 1</div> Chambres à coucher</div><div id="BathroomIcon"><div class="listingIconNum">1</div> Salles de bains</div><div id="HalfBathIcon"><div class="listingIconNum">1</div> Salle d'eau</div></div>
<div id="propertyDetailsSection">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Maison unifamiliale</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Jumelé</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Étages</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Superficie du terrain</div><div class="propertyDetailsSectionContentValue">4 306 pi²</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Construit en</div><div class="propertyDetailsSectionContentValue">2011</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Taxes foncières annuelles</div><div class="propertyDetailsSectionContentValue">3 482 $</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Évaluation municipale</div><div class="propertyDetailsSectionContentValue">296 400 $</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Description</h2><p>Jumelé de 2011 dans un secteur familial près du cégep et de la piste cyclable. Cuisine ouverte sur la salle à manger, salle d'eau au rez-de-chaussée, trois chambres à l'étage et une quatrième au sous-sol aménagé. Cour clôturée, remise 10 x 12 pi. Entrée asphaltée double.</p></div>
<div class="realtorCardDetails"><div class="realtorCardName">Annick Bérubé</div><div class="realtorCardTitle">Courtier immobilier résidentiel</div><div class="officeCardName">Immeubles Bas-du-Fleuve, agence immobilière</div><div class="officeCardAddress">154 rue Saint-Germain Est<br>Rimouski, Québec G5L 1A9</div></div>
<div id="similarListings"><h3>Propriétés similaires</h3>
<div class="smallListingCard"><div class="smallListingCardPrice">315 000 $</div><div class="smallListingCardAddress">224 Rue des Chênes, Rimouski, Québec</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">379 500 $</div><div class="smallListingCardAddress">41 Rue de l'Évêché Ouest, Rimouski, Québec</div></div>
</div>
<footer><p>REALTOR®, REALTORS® et le logo REALTOR® sont des marques de certification contrôlées par l'Association canadienne de l'immeuble (ACI). Les courtiers immobiliers sont régis dans la province de Québec.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 339000 },
      propertyKind: "semi-detached",
      street: "218 Rue des Chênes",
      city: "Rimouski",
      province: "QC",
      postalCode: "G5L 5T2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 4306, unit: "ft2" },
      yearBuilt: 2011,
      mlsNumber: "24581390",
      listingAgentName: "Annick Bérubé",
      brokerageName: "Immeubles Bas-du-Fleuve, agence immobilière",
    },
  },
  {
    name: "h14-centris-waterfront-lot-saint-adolphe-en",
    site: "centris.ca",
    set: "held-out-14",
    traps: "a waterfront lot on Centris's English site: 'Lot for sale' with no rooms; 'Lot area 41,280 sqft' and '195 ft' of frontage on the lake; 'plus GST/QST' after the price; the municipality with its apostrophe; the lake in the title; the broker's agency on its own line; similar lots' prices",
    pageUrl: "https://www.centris.ca/en/lots~for-sale~saint-adolphe-d-howard/11684203",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot for sale, Saint-Adolphe-d'Howard (Laurentides) - 11684203 - Centris.ca</title>
<meta property="og:title" content="Lot for sale, Chemin du Lac-Cornu, Saint-Adolphe-d'Howard">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Lot for sale", offers: { "@type": "Offer", price: "219000", priceCurrency: "CAD" } })}
</head><body>
<div id="didomi-notice"><p>We use cookies to improve your experience on Centris.ca.</p><button>Agree and close</button></div>
<header><a href="/en">Centris</a><nav><a href="/en/properties~for-sale">Buy</a><a href="/en/properties~for-rent">Rent</a><a href="/en/real-estate-brokers">Find a broker</a></nav></header>
<div class="property-summary-item">
<h1 itemprop="category"><span data-id="PageTitle">Lot for sale</span></h1>
<h2 itemprop="address" class="pt-1">Chemin du Lac-Cornu, Saint-Adolphe-d'Howard</h2>
<div class="price"><meta itemprop="price" content="219000"><span class="text-nowrap" id="BuyPrice">$219,000</span> <span class="tax-info">plus GST/QST</span></div>
</div>
<div class="row teaser"><div class="carac-container"><div class="carac-title">Lot area</div><div class="carac-value"><span>41,280 sqft</span></div></div>
<div class="carac-container"><div class="carac-title">Zoning</div><div class="carac-value"><span>Residential</span></div></div>
<div class="carac-container"><div class="carac-title">Waterfront</div><div class="carac-value"><span>Lac Cornu, 195 ft</span></div></div>
<div class="carac-container"><div class="carac-title">Services</div><div class="carac-value"><span>Electricity on the road; well and septic to be installed</span></div></div>
<div class="carac-container"><div class="carac-title">Municipal Taxes (2026)</div><div class="carac-value"><span>$1,408</span></div></div>
</div>
<div itemprop="description" class="property-description"><p>Wooded lot with 195 ft of frontage on non-motorized Lac Cornu, 10 minutes from the village. Gentle slope to a sandy shore, south-west exposure. Perc test available. Building permit possible for a single-family residence.</p></div>
<div id="divMlsId" class="d-none">Centris No. <span id="ListingDisplayId">11684203</span></div>
<div class="broker-info"><div class="broker-info__broker-title"><h1 class="broker-info__broker-name">Étienne Lafrenière</h1><div>Residential and Commercial Real Estate Broker</div></div>
<div class="broker-info__agency-name">Laurentides Lakeshore Realty Inc.</div><div class="broker-info__agency-address">1902 Route 117, Sainte-Agathe-des-Monts, QC J8C 2Z8</div></div>
<div class="similar-properties"><h3>Similar properties</h3>
<div class="property-thumbnail-item"><span class="price">$149,000</span><span class="address">Chemin du Lac-Écho, Saint-Adolphe-d'Howard</span></div>
<div class="property-thumbnail-item"><span class="price">$289,000</span><span class="address">Montée de Gaigne, Saint-Adolphe-d'Howard</span></div>
</div>
<footer><p>© 2026 Centris Inc. All rights reserved. 600 chemin du Golf, Île-des-Sœurs, Verdun (Québec) H3E 1A8. Centris® and the Centris logo are registered trademarks.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 219000 },
      propertyKind: "land",
      street: "Chemin du Lac-Cornu",
      city: "Saint-Adolphe-d'Howard",
      province: "QC",
      lot: { value: 41280, unit: "ft2" },
      mlsNumber: "11684203",
      listingAgentName: "Étienne Lafrenière",
      brokerageName: "Laurentides Lakeshore Realty Inc.",
    },
  },
  {
    name: "h14-duproprio-maison-a-etages-victoriaville-nouveau-prix-fr",
    site: "duproprio.com",
    set: "held-out-14",
    traps: "a two-storey house in Victoriaville on DuProprio's French site at a new price: 'Nouveau prix' banner, '419 000 $' with the former '434 900 $' struck through; '3 chambres' and '1 salle de bain + 1 salle d'eau'; 'Aire habitable 1 620 pi² (150,5 m²)' and 'Dimensions du terrain 6 997 pi² (650 m²)'; the Arthabaska sector; municipal and school taxes; sold by owner, no broker; similar houses' prices",
    pageUrl: "https://duproprio.com/fr/centre-du-quebec/victoriaville/maison-a-etages-a-vendre/hab-87-rue-des-erables-1113956",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre Victoriaville, 87, rue des Érables - DuProprio - 1113956</title>
<meta name="description" content="Maison à étages à vendre à Victoriaville (Arthabaska) : 3 chambres, 1 salle de bain. 419 000 $. Vendue par le propriétaire sur DuProprio.">
<meta property="og:street-address" content="87, rue des Érables">
<meta property="og:locality" content="Victoriaville">
<meta property="og:region" content="Québec">
<meta property="og:postal-code" content="G6P 4K2">
</head><body>
<div class="cookie-banner"><p>Nous utilisons des témoins pour améliorer votre expérience sur notre site.</p><button>Tout accepter</button></div>
<header class="header"><a class="header__logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Propriétés à vendre</a><a href="/fr/vendre">Vendre</a><a href="/fr/hypotheque">Hypothèque</a></nav></header>
<main class="listing">
<div class="listing-banner listing-banner--new-price">Nouveau prix</div>
<section class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Maison à étages à vendre</span> <a class="listing-location__title-city" href="/fr/centre-du-quebec/victoriaville">Victoriaville (Arthabaska)</a></h1>
<div class="listing-location__address"><span>87, rue des Érables</span>, <span>Victoriaville</span>, <span>G6P 4K2</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">419 000 $</div><div class="listing-price__old"><s>434 900 $</s></div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> <span class="listing-main-characteristics__title">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle d'eau</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 620 pi² (150,5 m²)</span> <span class="listing-main-characteristics__title">Aire habitable</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">6 997 pi² (650 m²)</span> <span class="listing-main-characteristics__title">Dimensions du terrain</span></div>
</div>
<section class="listing-characteristics">
<h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1994</span></div>
<div class="listing-box__dotted-row"><span>Nombre d'étages</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>351 200 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 104 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>238 $</span></div>
</section>
<section class="listing-description"><h2>Description</h2><p>Maison à étages de 1994 sur une rue tranquille d'Arthabaska, à deux pas du mont Arthabaska et du parc Terre-des-Jeunes. Salle d'eau au rez-de-chaussée, trois chambres et salle de bain complète à l'étage. Sous-sol aménagé en salle familiale. Toiture refaite en 2020, thermopompe murale 2022. Prix révisé : faites vite!</p></section>
<section class="listing-calculator"><h3>Calculatrice hypothécaire</h3><p>Mise de fonds 10 % · Amortissement 25 ans · Paiement estimé 2 198 $ / mois</p></section>
<div class="listing-owner"><h3>Vendue par le propriétaire</h3><p>Contactez le propriétaire</p><button>Afficher le numéro</button></div>
<div class="listing-code">Code de la propriété : 1113956</div>
<section class="listing-similar"><h2>Vous aimerez aussi</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">389 900 $</div><div class="search-results-listings-list__item-description__address">Rue Laurier Est, Victoriaville</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">455 000 $</div><div class="search-results-listings-list__item-description__address">Boulevard des Bois-Francs Sud, Victoriaville</div></div>
</section>
</main>
<footer class="footer"><p>DuProprio inc. est une agence immobilière régie par la Loi sur le courtage immobilier. Les propriétaires vendent sans courtier.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 419000 },
      propertyKind: "house",
      street: "87, rue des Érables",
      city: "Victoriaville",
      province: "QC",
      postalCode: "G6P 4K2",
      neighbourhood: "Arthabaska",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 6997, unit: "ft2" },
      yearBuilt: 1994,
    },
  },
  {
    name: "h14-zolo-detached-barrie-open-house",
    site: "zolo.ca",
    set: "held-out-14",
    traps: "a detached house in Barrie with an open-house banner ('Open House Sat, Nov 28, 2-4 PM'); the previous sale of the same house ('Sold $512,000, Jun 2017') in the history table; '3+1' bedrooms; '1500-2000' sqft range; lot '40.03 x 109.91 Feet'; the Ardagh neighbourhood; the agent and brokerage; nearby homes for sale",
    pageUrl: "https://www.zolo.ca/barrie-real-estate/64-cavanaugh-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>64 Cavanaugh Drive, Barrie — For Sale @ $864,900 | Zolo.ca</title>
<meta name="description" content="64 Cavanaugh Drive, Barrie, ON L4N 7W3 - For Sale @ $864,900 - 3+1 bed, 3 bath detached house in Ardagh. MLS® S12760318.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "64 Cavanaugh Drive", address: { "@type": "PostalAddress", streetAddress: "64 Cavanaugh Drive", addressLocality: "Barrie", addressRegion: "ON", postalCode: "L4N 7W3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.36218, longitude: -79.72841 } })}
${ld({ "@context": "https://schema.org", "@type": "Event", name: "Open House - 64 Cavanaugh Drive", startDate: "2026-11-28T14:00", endDate: "2026-11-28T16:00", location: { "@type": "Place", name: "64 Cavanaugh Drive, Barrie" } })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/barrie-real-estate">Barrie</a><a href="/barrie-real-estate/open-houses">Open Houses</a><a href="/sold-prices">Sold Prices</a></nav></header>
<main class="listing-main">
<div class="open-house-banner"><strong>Open House</strong> Sat, Nov 28, 2:00 PM – 4:00 PM</div>
<section class="listing-header">
<h1 class="address"><span class="street">64 Cavanaugh Drive</span>, <span class="city">Barrie</span></h1>
<div class="area-line"><a href="/barrie-real-estate/ardagh" class="neighbourhood-link">Ardagh</a>, Barrie, ON L4N 7W3</div>
<div class="listing-price"><span class="price">$864,900</span> <span class="status-tag">For Sale</span></div>
<ul class="listing-values"><li><span class="listing-values-item">3+1</span> bed</li><li><span class="listing-values-item">3</span> bath</li><li><span class="listing-values-item">1500-2000</span> sqft</li></ul>
</section>
<section class="key-facts"><h2>Key Facts for 64 Cavanaugh Drive</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Property Type</dt><dd class="column-value">Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">40.03 x 109.91 Feet</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">2001</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$5,318 (2026)</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">6 Days</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">S12760318</dd></div>
</dl></section>
<section class="listing-description"><h2>Description</h2><p>Two-storey brick home backing onto the Ardagh Bluffs trails. Three bedrooms up, a fourth in the finished basement with a rec room. Updated kitchen (2023), new furnace 2024, double garage with inside entry. Open house Saturday afternoon, no appointment needed.</p></section>
<section class="listing-history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Nov 21, 2026</td><td>Listed</td><td>$864,900</td></tr>
<tr><td>Jun 14, 2017</td><td>Sold</td><td>$512,000</td></tr>
<tr><td>May 30, 2017</td><td>Listed</td><td>$499,900</td></tr></table></section>
<section class="listing-agent"><p>Listed by <span class="agent-name">Rachelle Goudreau</span>, <span class="brokerage">Kempenfelt Bay Realty Inc., Brokerage</span></p></section>
<section class="nearby"><h2>Nearby Homes for Sale</h2>
<div class="card"><div class="card-price">$799,000</div><div class="card-address">17 Dunsmore Lane, Barrie</div><div>3 bed · 3 bath</div></div>
<div class="card"><div class="card-price">$1,049,000</div><div class="card-address">120 Dean Avenue, Barrie</div><div>4 bed · 4 bath</div></div>
</section>
</main>
<footer class="footer"><p>Zolo Realty Inc., Brokerage. 1 Dundas Street West, Suite 2500, Toronto, ON M5G 1Z3. Listing data is provided by the Toronto Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 864900 },
      propertyKind: "house",
      street: "64 Cavanaugh Drive",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 7W3",
      neighbourhood: "Ardagh",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1500,
      lot: { value: 4399.7, unit: "ft2" },
      yearBuilt: 2001,
      mlsNumber: "S12760318",
      listingAgentName: "Rachelle Goudreau",
      brokerageName: "Kempenfelt Bay Realty Inc., Brokerage",
      geo: { lat: 44.36218, lng: -79.72841 },
    },
  },
  {
    name: "h14-housesigma-condo-lease-waterloo",
    site: "housesigma.com",
    set: "held-out-14",
    traps: "a condo apartment for lease in a Waterloo tower: 'For Lease $2,150/month'; the unit's earlier lease ($2,050 in 2024) and its 2019 sale ($371,500) in the listing history; a SigmaEstimate sale value beside the rent; '1+1' bedrooms; size range '600-699'; no lot; the brokerage but no agent; the map coordinates in the embedded state; other units of the building for lease",
    pageUrl: "https://housesigma.com/on/waterloo-real-estate/1107-318-spruce-street/home/Qm7tLw2c/?id_listing=Qm7tLw2c",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1107 - 318 Spruce Street, Waterloo — For Lease $2,150 — X12788403 | HouseSigma</title>
<meta name="description" content="For lease: 1107 - 318 Spruce Street, Waterloo, ON N2L 3M7. Condo Apt, 1+1 bedrooms, 1 bathroom. Listed $2,150/month.">
<script>window.__NUXT__ = ${JSON.stringify({ data: [sigmaWaterloo] })};</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map Search</a><a href="/on/market/">Market Trends</a><a href="/agents/">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<div class="status-tag for-lease">For Lease</div>
<h1 class="address">1107 - 318 Spruce Street</h1>
<p class="municipality">Waterloo - Northdale, ON N2L 3M7</p>
<div class="price-block"><div class="price list-price"><span class="label">Listed</span> $2,150<span class="unit">/month</span></div><div class="days">Listed 9 days ago · Nov 18, 2026</div></div>
<div class="sigma-estimate"><span>SigmaEstimate</span> $402,000 <small>Rental estimate $2,090/mo</small></div>
<ul class="key-facts">
<li><span class="name">Bedrooms</span><span class="value">1+1</span></li>
<li><span class="name">Bathrooms</span><span class="value">1</span></li>
<li><span class="name">Type</span><span class="value">Condo Apt, Apartment</span></li>
<li><span class="name">Size</span><span class="value">600-699 feet²</span></li>
<li><span class="name">Maintenance</span><span class="value">Included in rent</span></li>
<li><span class="name">Listing #</span><span class="value">X12788403</span></li>
<li><span class="name">Community</span><span class="value">Northdale</span></li>
</ul>
<section class="description"><h2>Description</h2><p>Eleventh-floor one bedroom plus den, a five-minute walk to the University of Waterloo and Laurier. Den with a door works as a second bedroom or office. Ensuite laundry, balcony facing north, heat and water included; hydro extra. Available January 1, 12-month lease, credit check and references required.</p></section>
<section class="history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Status</th><th>Listed</th><th>Closed</th></tr>
<tr><td>2026-11-18</td><td>For Lease</td><td>$2,150</td><td>-</td></tr>
<tr><td>2024-08-02</td><td>Leased</td><td>$2,095</td><td>$2,050</td></tr>
<tr><td>2019-03-11</td><td>Sold</td><td>$359,900</td><td>$371,500</td></tr></table></section>
<section class="same-building"><h2>Other Listings in 318 Spruce Street</h2>
<div class="card"><div class="card-price">$1,875/month</div><div class="card-address">504 - 318 Spruce Street</div><div class="card-facts">1 bd · 1 ba</div></div>
<div class="card"><div class="card-price">$449,900</div><div class="card-address">1902 - 318 Spruce Street</div><div class="card-facts">2 bd · 2 ba</div></div>
</section>
<div class="brokerage">Listing Brokerage: Grand River Campus Realty Inc., Brokerage</div>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4. The data relating to leased and sold listings is provided under a VOW licence.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2150, period: "month" },
      propertyKind: "condo",
      street: "1107 - 318 Spruce Street",
      city: "Waterloo",
      province: "ON",
      postalCode: "N2L 3M7",
      neighbourhood: "Northdale",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "X12788403",
      brokerageName: "Grand River Campus Realty Inc., Brokerage",
      geo: { lat: 43.47763, lng: -80.52918 },
    },
  },
  {
    name: "h14-royallepage-house-rent-charlottetown",
    site: "royallepage.ca",
    set: "held-out-14",
    traps: "a house for rent in Charlottetown on Royal LePage: 'For Rent $2,300 /Monthly'; 'Building Type House'; 1.5 bathrooms as '1 full, 1 half'; no lot, no size; the PEI MLS® number; utilities not included; the agent card and office address; the annual figure in a rent-affordability note; other rentals' prices; the franchisor's address in the footer",
    pageUrl: "https://www.royallepage.ca/en/property/prince-edward-island/charlottetown/32-beaconsfield-crescent/25502117/mls-202524906/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>32 Beaconsfield Crescent, Charlottetown, PE C1A 5R8 - For Rent | Royal LePage</title>
<meta name="description" content="32 Beaconsfield Crescent, Charlottetown - 3 bedroom house for rent at $2,300/month. MLS® 202524906.">
</head><body>
<div class="cookie-notice"><p>Royal LePage uses cookies to improve your browsing experience.</p><button>OK</button></div>
<header class="site-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/search/rentals/">Rent</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">32 Beaconsfield Crescent</h1>
<p class="address-2">Charlottetown, Prince Edward Island C1A 5R8</p>
<p class="neighbourhood">Brighton</p>
<div class="property-price"><span class="listing-type">For Rent</span> <span class="price">$2,300</span> <span class="price-period">/Monthly</span></div>
<ul class="property-beds-baths"><li><span class="value">3</span> <span class="label">Bedrooms</span></li><li><span class="value">1 full, 1 half</span> <span class="label">Bathrooms</span></li></ul>
</div>
<section class="property-features"><h2>Property Details</h2>
<ul class="feature-list">
<li><span class="feature-label">Property Type</span> <span class="feature-value">Single Family</span></li>
<li><span class="feature-label">Building Type</span> <span class="feature-value">House</span></li>
<li><span class="feature-label">Storeys</span> <span class="feature-value">2</span></li>
<li><span class="feature-label">Lease Term</span> <span class="feature-value">12 months</span></li>
<li><span class="feature-label">Utilities</span> <span class="feature-value">Tenant pays heat, electricity and water</span></li>
<li><span class="feature-label">Year Built</span> <span class="feature-value">1948</span></li>
<li><span class="feature-label">MLS® #</span> <span class="feature-value">202524906</span></li>
</ul></section>
<section class="property-description"><h2>Description</h2><p>Character two-storey in Brighton, a short walk to Victoria Park and downtown. Three bedrooms and a full bath up, powder room on the main floor, hardwood throughout, fenced back yard and a single paved driveway. Non-smoking, small pets considered. Available December 15.</p></section>
<section class="affordability"><h3>Rent affordability</h3><p>At $2,300 a month ($27,600 a year), a household income of about $92,000 keeps rent under 30% of income.</p></section>
<div class="agent-card"><div class="agent-name">Colm Gallant</div><div class="agent-title">Sales Representative</div><div class="office-name">Royal LePage Island Harbour Realty</div><div class="office-address">175 Great George Street, Charlottetown, PE C1A 4L1</div><div class="office-phone">902-555-0118</div></div>
<section class="similar-properties"><h2>Similar Rentals</h2>
<div class="property-card"><span class="price">$1,950 /Monthly</span><span class="address">11 Ambrose Street, Charlottetown</span></div>
<div class="property-card"><span class="price">$2,650 /Monthly</span><span class="address">88 Kensington Road, Charlottetown</span></div>
</section>
</main>
<footer class="site-footer"><p>© 2026 Bridgemarq Real Estate Services Manager Limited. Royal LePage®, 39 Wynford Drive, Toronto, ON M3C 3K5. Each office is independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2300, period: "month" },
      propertyKind: "house",
      street: "32 Beaconsfield Crescent",
      city: "Charlottetown",
      province: "PE",
      postalCode: "C1A 5R8",
      neighbourhood: "Brighton",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      yearBuilt: 1948,
      mlsNumber: "202524906",
      listingAgentName: "Colm Gallant",
      brokerageName: "Royal LePage Island Harbour Realty",
    },
  },
];
