/**
 * Thirteenth held-out corpus, Ontario and Quebec: a realtor.ca condo apartment in a Kingston tower with other units of
 * the building listed beside it, a Centris two-storey house in Drummondville in French, a DuProprio condo in Terrebonne
 * on the English site, a Zolo condo townhouse for rent in London, a HouseSigma detached house in Milton with sold
 * comparables on the page, a condos.ca condo for lease in Markham and a Royal LePage semi-detached house in Guelph.
 * Structures follow the earlier corpora's pages for these sites and real saved JSON in public scraper projects;
 * addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const sigmaMilton = {
  listing: {
    id_listing: "Kp4rZx9m", ml_num: "W12744018", list_status: { public: "For Sale", live: 1, status: "Sale" }, price: "1,189,000", price_int: 1189000, price_sold: null,
    date_start: "2026-11-12", address: "418 Whitlock Avenue", municipality: "Milton", community: "Cobban", province: "ON", postal_code: "L9E 1R7",
    house_type_name: "Detached", house_style: "2-Storey", bedroom_string: "4", washroom: 4, house_area: { area: "2000-2500", unit: "feet" }, land: { front: 36, depth: 90, unit: "Feet" },
    map: { lat: 43.49127, lon: -79.83364 }, brokerage_text: "Escarpment Country Realty Inc., Brokerage",
  },
  analytics: { estimate_price: 1164000, estimate_rent: 3850 },
  comparables: [
    { address: "402 Whitlock Avenue", status: "Sold", price: 1129000, price_sold: 1152000, bedroom_string: "4", washroom: 4, date_end: "2026-10-21" },
    { address: "97 Leyburn Crescent", status: "Sold", price: 1249900, price_sold: 1210000, bedroom_string: "4+1", washroom: 4, date_end: "2026-09-30" },
  ],
};

export const HELD_OUT_13_EAST: ListingPage[] = [
  {
    name: "h13-realtor-ca-condo-apartment-kingston",
    site: "realtor.ca",
    set: "held-out-13",
    traps: "a unit in a downtown Kingston tower: the '708-55' unit-civic address; 'Building Type Apartment' under 'Property Type Single Family'; a size range '1000 - 1199 sqft'; monthly condo fees; two other units of the same building with their own prices; the brokerage's office address in Kingston; a cookie banner and a mortgage calculator",
    pageUrl: "https://www.realtor.ca/real-estate/29318842/708-55-wellington-street-kingston-central-city-east",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>708-55 Wellington Street, Kingston, Ontario K7L 0C4 - 40688215 | REALTOR.ca</title>
<meta name="description" content="For sale: 708-55 Wellington Street, Kingston, Ontario K7L 0C4 - 40688215. Learn more about this condo property.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "708-55 Wellington Street, Kingston, Ontario K7L 0C4", sku: "29318842", offers: { "@type": "Offer", price: "619000", priceCurrency: "CAD" } })}
</head><body>
<div id="cookieBanner"><p>This website uses cookies to give you the best experience. By continuing you agree to our use of cookies.</p><button>Accept</button></div>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">708-55 Wellington Street<br>Kingston, Ontario K7L 0C4</h1>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$619,000</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number</span> <span id="MLNumberVal">40688215</span></div>
<div class="listingIconCon"><div class="listingIconNum">2</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">1000 - 1199 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Details">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Apartment</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Central City East</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Condominium</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">2013</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Maintenance Fees</div><div class="propertyDetailsSectionContentValue">$684.37 Monthly</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$5,918</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Underground (1)</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Amenities</div><div class="propertyDetailsSectionContentValue">Exercise Centre, Guest Suite, Party Room</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">14</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Property Description</h2><p>South-east corner suite on the seventh floor, a block from the waterfront and Confederation Basin. Two bedrooms on opposite sides of the unit, the primary with a walk-in closet and a three-piece ensuite; a second full bathroom off the hall. Floor-to-ceiling windows, a 120 sq ft balcony facing the lake, one underground parking space and a storage locker on P1. Condo fees include heat, water and building insurance.</p></div>
<div id="mortgageCalculator"><h3>Mortgage Calculator</h3><p>Purchase price $619,000 · Down payment 20% · 25 years at 4.89% · Monthly payment $2,851</p></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><span class="realtorCardName">Marguerite Tolliver</span><div class="realtorCardTitle">Salesperson</div></div>
<div class="officeCardCon"><div class="officeCardName">Limestone City Realty Ltd., Brokerage</div><div class="officeCardAddress">1540 Princess Street<br>Kingston, Ontario K7M 3E4</div><div class="officeCardPhone">613-555-0142</div></div>
</div>
<div id="sameBuildingListings"><h3>Other listings in this building</h3>
<div class="smallListingCard"><div class="smallListingCardPrice">$489,900</div><div class="smallListingCardAddress">402-55 Wellington Street, Kingston, Ontario</div><div>1 bed · 1 bath</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">$749,000</div><div class="smallListingCardAddress">1203-55 Wellington Street, Kingston, Ontario</div><div>2+1 bed · 2 bath</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "condo",
      street: "708-55 Wellington Street",
      city: "Kingston",
      province: "ON",
      postalCode: "K7L 0C4",
      neighbourhood: "Central City East",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      yearBuilt: 2013,
      mlsNumber: "40688215",
      listingAgentName: "Marguerite Tolliver",
      brokerageName: "Limestone City Realty Ltd., Brokerage",
    },
  },
  {
    name: "h13-centris-maison-a-etages-drummondville-fr",
    site: "centris.ca",
    set: "held-out-13",
    traps: "a two-storey house in Drummondville on Centris's French site: 'Maison à étages à vendre'; '449 900 $' with spaces; '2 salles de bains et 1 salle d'eau'; 'Superficie du terrain 7 534 pc' and 'Superficie habitable 1 850 pc'; the Saint-Nicéphore sector in brackets; the municipal assessment and taxes in dollars; the agency on its own line under the broker; similar properties' prices",
    pageUrl: "https://www.centris.ca/fr/maison-a-etages~a-vendre~drummondville/18392047",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre - Drummondville (Saint-Nicéphore) - 18392047 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Drummondville (Saint-Nicéphore), Centre-du-Québec, 4 chambres, 2 salles de bains, 1 salle d'eau. 449 900 $. No Centris 18392047.">
<meta property="og:title" content="Maison à étages à vendre - 2170, rue des Perdrix, Drummondville (Saint-Nicéphore)">
</head><body>
<div class="cookie-consent"><p>Centris utilise des témoins (cookies) pour améliorer votre expérience de navigation.</p><button>J'accepte</button></div>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Propriétés à vendre</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/two-storey-houses~for-sale~drummondville/18392047">English</a></nav></header>
<main id="overview" class="container">
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 itemprop="address" class="pt-1">2170, rue des Perdrix, Drummondville (Saint-Nicéphore)</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="449900"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">449 900 $</span></div></div>
</div>
<div class="row teaser"><div class="col"><div class="piece">9 pièces</div><div class="cac">4 chambres</div><div class="sdb">2 salles de bains et 1 salle d'eau</div></div></div>
<div class="row description"><div class="col"><div itemprop="description">Maison à étages de 2009 dans un secteur familial de Saint-Nicéphore, près de l'autoroute 55 et des écoles. Trois chambres à l'étage dont la chambre principale avec salle de bains attenante, une quatrième chambre et une salle familiale au sous-sol, salle d'eau au rez-de-chaussée. Garage simple, piscine hors terre, cour clôturée sans voisin arrière.</div></div></div>
<div class="row carac-container">
<div class="col-lg-3 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>2009</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>7 534 pc</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1 850 pc</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Stationnement (total)</div><div class="carac-value"><span>Allée (2), Garage (1)</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>60 jours PA/PL</span></div></div>
</div>
<div class="row financial-details"><h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>71 200 $</td></tr><tr><td>Bâtiment</td><td>318 500 $</td></tr><tr><td>Total</td><td>389 700 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>3 912 $</td></tr><tr><td>Scolaires (2026)</td><td>361 $</td></tr><tr><td>Total</td><td>4 273 $</td></tr></table></div>
<div class="row mortgage-calculator"><h3>Calculatrice hypothécaire</h3><p>Mise de fonds 89 980 $ · Versement mensuel estimé 2 087 $</p></div>
<div class="row"><div class="col">No Centris <span id="ListingDisplayId">18392047</span></div></div>
<div class="broker-info">
<div class="broker-info-broker-name" itemprop="name">Julien Desrosiers</div>
<div class="broker-info-broker-title">Courtier immobilier résidentiel</div>
<div class="broker-info-office-info"><div class="legacy-reset">Les Immeubles Saint-Frédéric inc.</div><div class="legacy-reset">Agence immobilière</div><div>455, boulevard Saint-Joseph, Drummondville (Québec) J2C 2B3</div></div>
</div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><div class="price"><span>424 000 $</span></div><div class="address"><div>Rue des Mésanges</div><div>Drummondville (Saint-Nicéphore)</div></div></div>
<div class="property-thumbnail-item"><div class="price"><span>479 500 $</span></div><div class="address"><div>Rue Cormier</div><div>Drummondville</div></div></div>
</div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "2170, rue des Perdrix",
      city: "Drummondville",
      province: "QC",
      neighbourhood: "Saint-Nicéphore",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1850,
      lot: { value: 7534, unit: "ft2" },
      yearBuilt: 2009,
      mlsNumber: "18392047",
      listingAgentName: "Julien Desrosiers",
      brokerageName: "Les Immeubles Saint-Frédéric inc.",
    },
  },
  {
    name: "h13-duproprio-condo-terrebonne-en",
    site: "duproprio.com",
    set: "held-out-13",
    traps: "a second-floor condo in a six-unit building in Terrebonne on DuProprio's English site, sold by its owners: 'Condo for sale'; the apartment number after the street ('apt. 203'); the Lachenaie sector in brackets; 'Living space area 1,045 ft² (97.1 m²)'; no lot; monthly condo fees, municipal and school taxes in the price's format; the other units' sale in the building history; no broker, DuProprio's own agency notice in the footer",
    pageUrl: "https://duproprio.com/en/lanaudiere/terrebonne/condo-for-sale/hab-1312-rue-rodrigue-1109287",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Condo for sale Terrebonne, 1312, rue Rodrigue, apt. 203 - DuProprio - 1109287</title>
<meta name="description" content="Condo for sale in Terrebonne (Lachenaie): 2 bedrooms, 1 bathroom. $374,900. Sold by owner on DuProprio.">
<meta property="og:street-address" content="1312, rue Rodrigue, apt. 203">
<meta property="og:locality" content="Terrebonne">
<meta property="og:region" content="Québec">
<meta property="og:postal-code" content="J6W 0H4">
</head><body>
<div class="cookie-banner"><p>We use cookies to improve your experience on our site.</p><button>Accept all</button></div>
<header class="header"><a class="header__logo" href="/en">DuProprio</a><nav><a href="/en/search/list?search=true">Properties for sale</a><a href="/en/sell">Sell</a><a href="/en/mortgage">Mortgage</a></nav></header>
<main class="listing">
<section class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Condo for sale</span> <a class="listing-location__title-city" href="/en/lanaudiere/terrebonne">Terrebonne (Lachenaie)</a></h1>
<div class="listing-location__address"><span>1312, rue Rodrigue, apt. 203</span>, <span>Terrebonne</span>, <span>J6W 0H4</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">$374,900</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__title">bedrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">bathroom</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1,045 ft² (97.1 m²)</span> <span class="listing-main-characteristics__title">Living space area</span></div>
</div>
<section class="listing-characteristics">
<h2>Characteristics</h2>
<div class="listing-box__dotted-row"><span>Year of construction</span><span>2014</span></div>
<div class="listing-box__dotted-row"><span>Located on which floor? (if condo)</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Number of units in the building</span><span>6</span></div>
<div class="listing-box__dotted-row"><span>Condo fees (monthly)</span><span>$218</span></div>
<div class="listing-box__dotted-row"><span>Municipal assessment</span><span>$331,600</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes</span><span>$2,684</span></div>
<div class="listing-box__dotted-row"><span>School taxes</span><span>$247</span></div>
</section>
<section class="listing-description"><h2>Description</h2><p>Corner unit on the second floor of a six-unit building, three minutes from the A-640 and the Terrebonne train station. Two closed bedrooms, open kitchen with an island, one bathroom with a separate shower and bath, laundry room. Balcony facing the park, one exterior parking space and a locker. Unit 101 in the same building sold for $352,000 last spring.</p></section>
<section class="listing-calculator"><h3>Mortgage calculator</h3><p>Down payment 10% · Amortization 25 years · Estimated payment $1,968 / month</p></section>
<div class="listing-owner"><h3>Sold by owner</h3><p>Contact the owner</p><button>Show phone number</button></div>
<div class="listing-code">Property code: 1109287</div>
<section class="listing-similar"><h2>You may also like</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$349,000</div><div class="search-results-listings-list__item-description__address">Rue Sauvé, Terrebonne</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$389,500</div><div class="search-results-listings-list__item-description__address">Boulevard des Seigneurs, Terrebonne</div></div>
</section>
</main>
<footer class="footer"><p>DuProprio inc. is a real estate agency governed by the Real Estate Brokerage Act. Owners sell without a broker.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 374900 },
      propertyKind: "condo",
      street: "1312, rue Rodrigue, apt. 203",
      city: "Terrebonne",
      province: "QC",
      postalCode: "J6W 0H4",
      neighbourhood: "Lachenaie",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1045,
      yearBuilt: 2014,
    },
  },
  {
    name: "h13-zolo-condo-townhouse-rent-london",
    site: "zolo.ca",
    set: "held-out-13",
    traps: "a condo townhouse for rent in London's Hyde Park: 'For Rent' '$2,650/mo'; the unit-dash-civic address; a size range '1200-1399 sqft'; the London board's 'X' MLS® number; 'Listing Brokerage' but no listing agent; the Zolo agent card's own name; nearby rentals at other rents; the Zolo brokerage's office in the footer",
    pageUrl: "https://www.zolo.ca/london-real-estate/1588-hamlyn-street/27",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 - 1588 Hamlyn Street, London — For Rent @ $2,650 | Zolo.ca</title>
<meta name="description" content="27 - 1588 Hamlyn Street, London, ON N6G 0K2 - For Rent @ $2,650/mo - 3 bed, 3 bath condo townhouse in Hyde Park. MLS® X12690423.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "27 - 1588 Hamlyn Street", address: { "@type": "PostalAddress", streetAddress: "27 - 1588 Hamlyn Street", addressLocality: "London", addressRegion: "ON", postalCode: "N6G 0K2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.01862, longitude: -81.33074 } })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/london-real-estate">London</a><a href="/london-real-estate/rentals">Rentals</a><a href="/sold-prices">Sold Prices</a></nav></header>
<main class="listing-main">
<section class="listing-header">
<h1 class="address"><span class="street">27 - 1588 Hamlyn Street</span>, <span class="city">London</span></h1>
<div class="area-line"><a href="/london-real-estate/hyde-park" class="neighbourhood-link">Hyde Park</a>, London, ON N6G 0K2</div>
<div class="listing-price"><span class="price">$2,650</span><span class="price-suffix">/mo</span> <span class="status-tag">For Rent</span></div>
<ul class="listing-values"><li><span class="listing-values-item">3</span> bed</li><li><span class="listing-values-item">3</span> bath</li><li><span class="listing-values-item">1200-1399</span> sqft</li></ul>
</section>
<section class="key-facts"><h2>Key Facts for 27 - 1588 Hamlyn Street</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Property Type</dt><dd class="column-value">Condo Townhouse</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">1200-1399 sqft</dd></div>
<div class="column"><dt class="column-label">Lease Term</dt><dd class="column-value">12 Months</dd></div>
<div class="column"><dt class="column-label">Furnished</dt><dd class="column-value">No</dd></div>
<div class="column"><dt class="column-label">Parking</dt><dd class="column-value">2 (1 garage, 1 driveway)</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">X12690423</dd></div>
<div class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Forest City Leasing Realty Inc., Brokerage</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Description</h2><p>End-unit townhome in a quiet Hyde Park complex, steps from the Hyde Park Road shops and bus routes to Western. Three bedrooms and two full bathrooms upstairs, a powder room on the main floor, attached garage. $2,650 a month plus utilities; first and last month's rent, credit check and tenant insurance required. Available January 1.</p></section>
<aside class="listing-agent-card zolo-agent"><h3>Ask a Zolo Agent</h3><div class="agent-name">Dana Kowalchuk</div><div class="agent-brokerage">Zolo Realty</div><button>Book a Showing</button></aside>
<section class="nearby-listings"><h2>Similar Rentals Nearby</h2><div class="card"><div class="card-price">$2,395/mo</div><div class="card-address">14 - 1010 Fanshawe Park Road West, London</div></div><div class="card"><div class="card-price">$2,900/mo</div><div class="card-address">1745 Coronation Drive, London</div></div></section>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage. 5700 Yonge St #1900, Toronto, ON M2M 4K2. Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "townhouse",
      street: "27 - 1588 Hamlyn Street",
      city: "London",
      province: "ON",
      postalCode: "N6G 0K2",
      neighbourhood: "Hyde Park",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      mlsNumber: "X12690423",
      brokerageName: "Forest City Leasing Realty Inc., Brokerage",
      geo: { lat: 43.01862, lng: -81.33074 },
    },
  },
  {
    name: "h13-housesigma-detached-milton-sold-comparables",
    site: "housesigma.com",
    set: "held-out-13",
    traps: "an active detached house in Milton with sold comparables on the page: 'Sold $1,152,000' and 'Sold $1,210,000' cards for neighbours on the same street; a SigmaEstimate and rental estimate; a size range '2000-2500'; lot '36 x 90 Feet'; 'Age 6-15' instead of a year; the brokerage but no agent; the map coordinates in the embedded state",
    pageUrl: "https://housesigma.com/on/milton-real-estate/418-whitlock-avenue/home/Kp4rZx9m/?id_listing=Kp4rZx9m",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>418 Whitlock Avenue, Milton — For Sale $1,189,000 — W12744018 | HouseSigma</title>
<meta name="description" content="For sale: 418 Whitlock Avenue, Milton, ON L9E 1R7. Detached, 4 bedrooms, 4 bathrooms. Listed $1,189,000.">
<script>window.__NUXT__ = ${JSON.stringify({ data: [sigmaMilton] })};</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map Search</a><a href="/on/market/">Market Trends</a><a href="/agents/">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<div class="status-tag for-sale">For Sale</div>
<h1 class="address">418 Whitlock Avenue</h1>
<p class="municipality">Milton - Cobban, ON L9E 1R7</p>
<div class="price-block"><div class="price list-price"><span class="label">Listed</span> $1,189,000</div><div class="days">Listed 15 days ago · Nov 12, 2026</div></div>
<div class="sigma-estimate"><span>SigmaEstimate</span> $1,164,000 <small>Rental estimate $3,850/mo</small></div>
<ul class="key-facts">
<li><span class="name">Bedrooms</span><span class="value">4</span></li>
<li><span class="name">Bathrooms</span><span class="value">4</span></li>
<li><span class="name">Type</span><span class="value">Detached, 2-Storey</span></li>
<li><span class="name">Size</span><span class="value">2000-2500 feet²</span></li>
<li><span class="name">Lot Size</span><span class="value">36 x 90 Feet</span></li>
<li><span class="name">Age</span><span class="value">6-15</span></li>
<li><span class="name">Tax</span><span class="value">$5,284 / 2026</span></li>
<li><span class="name">Listing #</span><span class="value">W12744018</span></li>
<li><span class="name">Community</span><span class="value">Cobban</span></li>
</ul>
<section class="description"><h2>Description</h2><p>Four-bedroom two-storey on a family street in Cobban, walking distance to the new Milton Education Village school sites. Double garage, main-floor office, open kitchen with a walk-out to a fenced yard. Four bathrooms including two ensuites; unfinished basement with a rough-in.</p></section>
<section class="comparables"><h2>Comparable Sold Homes</h2>
<div class="card"><div class="card-status">Sold</div><div class="card-price">Sold $1,152,000</div><div class="card-list">Listed $1,129,000</div><div class="card-address">402 Whitlock Avenue, Milton</div><div class="card-facts">4 bd · 4 ba · Oct 21, 2026</div></div>
<div class="card"><div class="card-status">Sold</div><div class="card-price">Sold $1,210,000</div><div class="card-list">Listed $1,249,900</div><div class="card-address">97 Leyburn Crescent, Milton</div><div class="card-facts">4+1 bd · 4 ba · Sep 30, 2026</div></div>
</section>
<section class="mortgage"><h3>Mortgage Calculator</h3><p>Monthly payment $5,487 · Down payment $237,800</p></section>
<div class="brokerage">Listing Brokerage: Escarpment Country Realty Inc., Brokerage</div>
<div class="login-wall">Sign in to see sold history and price changes for nearby homes.</div>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4. The data relating to sold listings is provided under a TRREB VOW licence.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1189000 },
      propertyKind: "house",
      street: "418 Whitlock Avenue",
      city: "Milton",
      province: "ON",
      postalCode: "L9E 1R7",
      neighbourhood: "Cobban",
      bedrooms: 4,
      bathrooms: 4,
      squareFootage: 2000,
      lot: { value: 3240, unit: "ft2" },
      mlsNumber: "W12744018",
      brokerageName: "Escarpment Country Realty Inc., Brokerage",
      geo: { lat: 43.49127, lng: -79.83364 },
    },
  },
  {
    name: "h13-condos-ca-condo-lease-markham",
    site: "condos.ca",
    set: "held-out-13",
    traps: "a condo for lease in a Markham tower: 'For Lease $2,480/mo'; '1+1' beds ('1 + 1 Den'); a size range '600-699 sqft'; the building's sale prices and other units' rents beside it; the building's year and unit count; TRREB's 'N' MLS®#; 'Listing Brokerage'; the site's own brokerage in the footer; coordinates in the embedded data",
    pageUrl: "https://condos.ca/markham/river-park-towers-38-uptown-drive/unit-1512-N12751930",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>River Park Towers - 1512 - 38 Uptown Drive, Markham | For Lease $2,480 | Condos.ca</title>
<meta name="description" content="1+1 bed, 1 bath condo for lease at River Park Towers, 1512 - 38 Uptown Drive, Markham, ON L3R 5N2. $2,480/mo. MLS® N12751930.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { building: { name: "River Park Towers", address: "38 Uptown Drive", neighbourhood: "Unionville", year_built: 2009, units: 312, lat: 43.85671, lng: -79.33219 }, listing: { mls_number: "N12751930", transaction_type: "lease", price: 2480, unit: "1512", address: "38 Uptown Drive", city: "Markham", beds: "1+1", baths: 1, size_range: "600-699", exposure: "E", brokerage: "Rouge Valley Leasing Inc., Brokerage" } } }, page: "/[city]/[building]/[unit]" })}</script>
</head><body>
<div class="styles__CookieBar-sc-1c0"><p>We use cookies to personalise content and analyse traffic.</p><button>Got it</button></div>
<header><a href="/">Condos.ca</a><nav><a href="/markham/condos-for-sale">Buy</a><a href="/markham/condos-for-rent">Rent</a><a href="/markham/sold">Sold</a></nav></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a class="place-link" href="/markham">Markham</a> / <a class="place-link" href="/markham/unionville">Unionville</a></div>
<h1 class="styles__Address-sc-4h2">1512 - 38 Uptown Drive</h1>
<div class="styles__BuildingName-sc-4h3">River Park Towers, Markham, ON L3R 5N2</div>
<div class="styles__Price-sc-5p1"><span class="styles__Tag-sc-5p3">For Lease</span> $2,480<span>/mo</span></div>
<ul class="styles__Stats-sc-6s1"><li>1+1 Beds</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Parking</li><li>E Exposure</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Apt</span></div>
<div class="styles__Row-sc-8d2"><span>Bedrooms</span><span>1 + 1 Den</span></div>
<div class="styles__Row-sc-8d2"><span>Bathrooms</span><span>1</span></div>
<div class="styles__Row-sc-8d2"><span>Size</span><span>600-699 sqft</span></div>
<div class="styles__Row-sc-8d2"><span>Lease Term</span><span>12 months</span></div>
<div class="styles__Row-sc-8d2"><span>Possession</span><span>Jan 15, 2027</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>N12751930</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>Rouge Valley Leasing Inc., Brokerage</span></div>
</section>
<section class="styles__Building-sc-9b1"><h2>About River Park Towers</h2>
<div class="styles__Row-sc-8d2"><span>Year Built</span><span>2009</span></div><div class="styles__Row-sc-8d2"><span>Storeys</span><span>22</span></div><div class="styles__Row-sc-8d2"><span>Units</span><span>312</span></div>
<div class="styles__Row-sc-8d2"><span>Avg. price per sqft</span><span>$871</span></div>
<div class="styles__History-sc-1h1"><h3>Recent activity in this building</h3><div>Unit 807 — Sold $578,000</div><div>Unit 1904 — Leased $2,550/mo</div><div>Unit 611 — Leased $2,300/mo</div></div>
</section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>East-facing one bedroom plus a den with a sliding door, big enough for a home office. Laminate throughout, in-suite laundry, one parking space and a locker. Tenant pays hydro; water and heat included. Concierge, gym, indoor pool. Steps to the Unionville GO station, Downtown Markham and Highway 407. No pets, no smoking.</p></section>
<section class="styles__Similar-sc-2s1"><h2>Similar Rentals</h2><div class="card"><div>$2,350/mo</div><div>905 - 18 Rouge Valley Drive West</div></div><div class="card"><div>$2,600/mo</div><div>2101 - 8130 Birchmount Road</div></div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage. 192 Spadina Ave, Toronto, ON. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2480, period: "month" },
      propertyKind: "condo",
      street: "1512 - 38 Uptown Drive",
      city: "Markham",
      province: "ON",
      postalCode: "L3R 5N2",
      neighbourhood: "Unionville",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2009,
      mlsNumber: "N12751930",
      brokerageName: "Rouge Valley Leasing Inc., Brokerage",
      geo: { lat: 43.85671, lng: -79.33219 },
    },
  },
  {
    name: "h13-royallepage-semi-detached-guelph",
    site: "royallepage.ca",
    set: "held-out-13",
    traps: "a semi-detached house in Guelph: 'Property Type Single Family' with 'Building Type Semi-detached'; Guelph's '40…' MLS® number; '3+1' bedrooms; 'Land Size 30 x 118 ft'; 1.5 storeys; the agent card with the office's Guelph address; a mortgage calculator; similar properties at other prices; the franchisor's address in the footer",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/guelph/76-kathleen-street/25488231/mls-40702268/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>76 Kathleen Street, Guelph, ON N1H 4Y8 - For Sale | Royal LePage</title>
<meta name="description" content="76 Kathleen Street, Guelph - 3+1 bedroom semi-detached for sale at $729,900. MLS® 40702268.">
</head><body>
<div class="cookie-notice"><p>Royal LePage uses cookies to improve your browsing experience.</p><button>OK</button></div>
<header class="site-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/search/commercial/">Commercial</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">76 Kathleen Street</h1>
<p class="address-2">Guelph, Ontario N1H 4Y8</p>
<p class="neighbourhood">Exhibition Park</p>
<div class="property-price"><span class="listing-type">For Sale</span> <span class="price">$729,900</span></div>
<ul class="property-beds-baths"><li><span class="value">3+1</span> <span class="label">Bedrooms</span></li><li><span class="value">2</span> <span class="label">Bathrooms</span></li><li><span class="value">1,310</span> <span class="label">sqft</span></li></ul>
</div>
<section class="property-features"><h2>Property Details</h2>
<ul class="feature-list">
<li><span class="feature-label">Property Type</span> <span class="feature-value">Single Family</span></li>
<li><span class="feature-label">Building Type</span> <span class="feature-value">Semi-detached</span></li>
<li><span class="feature-label">Storeys</span> <span class="feature-value">1.5</span></li>
<li><span class="feature-label">Ownership</span> <span class="feature-value">Freehold</span></li>
<li><span class="feature-label">Living Area</span> <span class="feature-value">1,310 sqft</span></li>
<li><span class="feature-label">Land Size</span> <span class="feature-value">30 x 118 ft</span></li>
<li><span class="feature-label">Year Built</span> <span class="feature-value">1951</span></li>
<li><span class="feature-label">Annual Taxes</span> <span class="feature-value">$4,466</span></li>
<li><span class="feature-label">MLS® #</span> <span class="feature-value">40702268</span></li>
</ul></section>
<section class="property-description"><h2>Description</h2><p>Storey-and-a-half brick semi across from Exhibition Park, a short walk to downtown Guelph. Two bedrooms on the main floor and one upstairs, a fourth bedroom and a three-piece bathroom in the finished basement with a separate entrance. Deep lot with a detached workshop; driveway for three cars.</p></section>
<section class="mortgage-calculator"><h3>Mortgage Calculator</h3><p>Down payment $145,980 · Monthly payment $3,321</p></section>
<aside class="agent-card"><h3>Listing Agent</h3><div class="agent-name">Owen Marchetti</div><div class="agent-title">Sales Representative</div><div class="agent-office">Royal LePage Royal City Realty, Brokerage</div><div class="agent-office-address">30 Edinburgh Road North, Guelph, ON N1H 7J1</div></aside>
<section class="similar-properties"><h2>Similar Properties</h2><div class="property-card"><span class="price">$689,000</span><span class="address">14 Palmer Street, Guelph</span></div><div class="property-card"><span class="price">$774,500</span><span class="address">221 Woolwich Street, Guelph</span></div></section>
</main>
<footer class="site-footer"><p>Each Royal LePage office is independently owned and operated, except those marked as Royal LePage Real Estate Services Ltd. Bridgemarq Real Estate Services Inc., 39 Wynford Drive, Toronto, ON M3C 3K5.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 729900 },
      propertyKind: "semi-detached",
      street: "76 Kathleen Street",
      city: "Guelph",
      province: "ON",
      postalCode: "N1H 4Y8",
      neighbourhood: "Exhibition Park",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1310,
      lot: { value: 3540, unit: "ft2" },
      yearBuilt: 1951,
      mlsNumber: "40702268",
      listingAgentName: "Owen Marchetti",
      brokerageName: "Royal LePage Royal City Realty, Brokerage",
    },
  },
];
