/**
 * Ninth held-out corpus, Quebec and the Atlantic: a realtor.ca duplex in Moncton (New Brunswick's "M…" MLS® number,
 * "Building Type Duplex", a lot in square metres), a Centris bungalow in Gatineau in English ("Bungalow for sale", a
 * lot in sqft, "3 bedrooms" and "1 bathroom and 1 powder room"), a DuProprio semi-detached house in Gatineau in
 * English sold by its owners, a RE/MAX house in Fredericton and a Point2 Homes apartment for rent in Halifax. Structures
 * follow the earlier corpora's pages for these sites; addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_9_EAST: ListingPage[] = [
  {
    name: "h9-realtor-ca-duplex-moncton",
    site: "realtor.ca",
    set: "held-out-9",
    traps: "an up-and-down duplex in Moncton: 'Property Type Multi-family' with 'Building Type Duplex'; New Brunswick's 'M162233' MLS® number beside the JSON-LD sku; 'Land Size 697 m2'; 'Bathrooms (Total) 2' across both units; two units' rents in the description; the office card with its own Moncton address",
    pageUrl: "https://www.realtor.ca/real-estate/29044518/57-59-weldon-street-moncton",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>57-59 Weldon Street, Moncton, New Brunswick E1C 5V8 - M162233 | REALTOR.ca</title>
<meta name="description" content="For sale: 57-59 Weldon Street, Moncton, New Brunswick E1C 5V8 - M162233. Learn more about this multi-family property.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "57-59 Weldon Street, Moncton, New Brunswick E1C 5V8", sku: "29044518", offers: { "@type": "Offer", price: "429900", priceCurrency: "CAD" } })}
</head><body>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">57-59 Weldon Street<br>Moncton, New Brunswick E1C 5V8</h1>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$429,900</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number</span> <span id="MLNumberVal">M162233</span></div>
<div class="listingIconCon"><div class="listingIconNum">5</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">2,240 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Details">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Multi-family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Duplex</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">697 m2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1948</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$5,604</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">5</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Size Interior</div><div class="propertyDetailsSectionContentValue">2240 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Baseboard heaters</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Property Description</h2><p>Up-and-down duplex a short walk from downtown Moncton. The main unit (3 bedrooms) rents for $1,450 a month and the upper unit (2 bedrooms) for $1,275, tenants paying their own power. Separate entrances, separate meters, a shared paved driveway for four cars. New roof in 2022.</p></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><span class="realtorCardName">Gabrielle Arsenault</span><div class="realtorCardTitle">REALTOR®</div></div>
<div class="officeCardCon"><div class="officeCardName">Petitcodiac Valley Realty Inc.</div><div class="officeCardAddress">1273 Main Street<br>Moncton, New Brunswick E1C 1H9</div><div class="officeCardPhone">506-555-0119</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429900 },
      propertyKind: "plex",
      street: "57-59 Weldon Street",
      city: "Moncton",
      province: "NB",
      postalCode: "E1C 5V8",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 2240,
      lot: { value: 697, unit: "m2" },
      yearBuilt: 1948,
      mlsNumber: "M162233",
      listingAgentName: "Gabrielle Arsenault",
      brokerageName: "Petitcodiac Valley Realty Inc.",
    },
  },
  {
    name: "h9-centris-bungalow-gatineau-en",
    site: "centris.ca",
    set: "held-out-9",
    traps: "a bungalow in Gatineau on Centris's English site: 'Bungalow for sale'; '1 bathroom and 1 powder room'; 'Lot area 6,210 sqft' and 'Net area 1,120 sqft'; 'Year built 1977'; the Aylmer sector in the address line; a municipal assessment in dollars; the broker's agency under her name; similar properties' prices",
    pageUrl: "https://www.centris.ca/en/bungalows~for-sale~gatineau-aylmer/24681357",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Bungalow for sale - Gatineau (Aylmer) - 24681357 | Centris.ca</title>
<meta name="description" content="Bungalow for sale in Gatineau (Aylmer), Outaouais, 3 bedrooms, 1 bathroom, 1 powder room. $449,000. Centris No. 24681357.">
<meta property="og:title" content="Bungalow for sale - 88, rue de la Colline, Gatineau (Aylmer)">
</head><body>
<header class="header"><a href="/en" class="logo">Centris</a><nav><a href="/en/properties~for-sale">Properties for sale</a><a href="/en/real-estate-brokers">Find a broker</a></nav></header>
<main id="overview" class="container">
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Bungalow for sale</span></h1>
<h2 itemprop="address" class="pt-1">88, rue de la Colline, Gatineau (Aylmer), Neighbourhood Deschênes</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="449000"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">$449,000</span></div></div>
</div>
<div class="row teaser"><div class="col"><div class="cac">3 bedrooms</div><div class="sdb">1 bathroom and 1 powder room</div></div></div>
<div class="row description"><div class="col"><div itemprop="description">Well-kept bungalow on a quiet street in Deschênes, a few minutes from the Ottawa River and the Voyageurs bike path. Three bedrooms on the main floor, finished basement with a powder room and a family room, heat pump (2021). Large hedged yard with a shed.</div></div></div>
<div class="row carac-container">
<div class="col-lg-3 carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>1977</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Lot area</div><div class="carac-value"><span>6,210 sqft</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Net area</div><div class="carac-value"><span>1,120 sqft</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Parking (total)</div><div class="carac-value"><span>Driveway (3)</span></div></div>
</div>
<div class="row financial-details"><h3>Municipal assessment</h3><table><tr><td>Lot</td><td>$118,400</td></tr><tr><td>Building</td><td>$261,300</td></tr><tr><td>Total</td><td>$379,700</td></tr></table></div>
<div class="row"><div class="col">Centris No. <span id="ListingDisplayId">24681357</span></div></div>
<div class="broker-info">
<div class="broker-info-broker-name" itemprop="name">Nathalie Brisebois</div>
<div class="broker-info-broker-title">Residential Real Estate Broker</div>
<div class="broker-info-office-info"><div class="legacy-reset">Groupe Immobilier Outaouais inc.</div><div class="legacy-reset">Real estate agency</div><div>181, rue Principale, Gatineau (Québec) J9H 6A6</div></div>
</div>
<div class="similar-properties"><h3>Similar properties</h3>
<div class="property-thumbnail-item"><div class="price"><span>$419,900</span></div><div class="address"><div>Rue Broad</div><div>Gatineau (Aylmer)</div></div></div>
</div>
</main>
<footer><p>© 2026 Centris inc. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449000 },
      propertyKind: "house",
      street: "88, rue de la Colline",
      city: "Gatineau",
      province: "QC",
      neighbourhood: "Deschênes",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1120,
      lot: { value: 6210, unit: "ft2" },
      yearBuilt: 1977,
      mlsNumber: "24681357",
      listingAgentName: "Nathalie Brisebois",
      brokerageName: "Groupe Immobilier Outaouais inc.",
    },
  },
  {
    name: "h9-duproprio-semi-detached-gatineau-en",
    site: "duproprio.com",
    set: "held-out-9",
    traps: "a semi-detached house sold by its owners on DuProprio's English site: 'Semi-detached for sale'; '2 bathrooms' and no powder room; 'Living space area 1,480 ft² (137.5 m²)'; 'Lot area 3,875 ft²'; a Plateau sector in brackets; municipal and school taxes in the same format as the price; no broker",
    pageUrl: "https://duproprio.com/en/outaouais/gatineau/semi-detached-for-sale/hab-412-rue-de-la-gravite-1104422",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Semi-detached for sale Gatineau, 412, rue de la Gravité - DuProprio - 1104422</title>
<meta name="description" content="Semi-detached for sale in Gatineau (Plateau): 3 bedrooms, 2 bathrooms. $514,900. Sold by owner on DuProprio.">
<meta property="og:street-address" content="412, rue de la Gravité">
<meta property="og:locality" content="Gatineau">
<meta property="og:region" content="Québec">
<meta property="og:postal-code" content="J9A 0E3">
</head><body>
<header class="header"><a class="header__logo" href="/en">DuProprio</a><nav><a href="/en/search/list?search=true">Properties for sale</a><a href="/en/sell">Sell</a></nav></header>
<main class="listing">
<section class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Semi-detached for sale</span> <a class="listing-location__title-city" href="/en/outaouais/gatineau">Gatineau (Plateau)</a></h1>
<div class="listing-location__address"><span>412, rue de la Gravité</span>, <span>Gatineau</span>, <span>J9A 0E3</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">$514,900</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> <span class="listing-main-characteristics__title">bedrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__title">bathrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1,480 ft² (137.5 m²)</span> <span class="listing-main-characteristics__title">Living space area</span></div>
</div>
<section class="listing-characteristics">
<h2>Characteristics</h2>
<div class="listing-box__dotted-row"><span>Year of construction</span><span>2016</span></div>
<div class="listing-box__dotted-row"><span>Lot area</span><span>3,875 ft²</span></div>
<div class="listing-box__dotted-row"><span>Number of levels</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Municipal assessment</span><span>$468,000</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes</span><span>$4,312</span></div>
<div class="listing-box__dotted-row"><span>School taxes</span><span>$341</span></div>
</section>
<section class="listing-description"><h2>Description</h2><p>Bright 2016 semi-detached on a crescent in the Plateau, close to the Rapibus and the Plateau school. Open kitchen with quartz counters, three bedrooms upstairs with a bathroom, a second full bathroom in the finished basement. South-facing fenced yard.</p></section>
<div class="listing-owner"><h3>Sold by owner</h3><p>Contact the owner</p><button>Show phone number</button></div>
<div class="listing-code">Property code: 1104422</div>
</main>
<footer class="footer"><p>DuProprio inc. is a real estate agency. Owners sell without a broker.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 514900 },
      propertyKind: "semi-detached",
      street: "412, rue de la Gravité",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9A 0E3",
      neighbourhood: "Plateau",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1480,
      lot: { value: 3875, unit: "ft2" },
      yearBuilt: 2016,
    },
  },
  {
    name: "h9-remax-house-fredericton",
    site: "remax.ca",
    set: "held-out-9",
    traps: "a split-entry house in Fredericton: New Brunswick's 'NB119874' MLS® number; 'Property Type Single Family' with 'Style Split Entry'; 'Lot Size 0.31 acres'; 'Bathrooms 2' with '1 full, 1 half' in the details; data-cy markup; the agent card with the office's address; similar listings",
    pageUrl: "https://www.remax.ca/nb/fredericton-real-estate/146-kimble-dr-wp_idm74000041-nb119874-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>146 Kimble Dr, Fredericton, NB E3B 7L2 - House for sale - RE/MAX</title>
<meta name="description" content="House for sale at 146 Kimble Dr, Fredericton, NB. $379,000. 4 beds, 2 baths. MLS® NB119874.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "146 Kimble Dr, Fredericton, NB E3B 7L2", offers: { "@type": "Offer", price: "379000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address"><span data-cy="property-street">146 Kimble Dr</span>, <span data-cy="property-city">Fredericton</span>, <span data-cy="property-province">NB</span> <span data-cy="property-postal">E3B 7L2</span></h1>
<div class="listing-price" data-cy="property-price">$379,000</div>
<div class="listing-quick-stats"><span data-cy="property-beds">4 bed</span><span data-cy="property-baths">2 bath</span><span data-cy="property-sqft">1,960 sqft</span></div>
<div data-cy="property-mls">MLS® NB119874</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Split-entry family home on the south side, walking distance to Kimble Park and Priestman shops. Three bedrooms up and one down, a full bath upstairs and a half bath beside the lower-level family room. Ducted heat pump (2020), paved driveway, back deck and a fenced yard.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Single Family</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">Split Entry</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms</span><span class="detail-value">4</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">2 (1 full, 1 half)</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">1,960 sqft</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">0.31 acres</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">1994</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$4,877 (2026)</span></div>
</section>
<aside class="listing-agents">
<div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Marcus LeBlanc</div><div class="agent-card-title">REALTOR®</div>
<div class="agent-card-office" data-cy="office-name">RE/MAX Capital City Realty</div><div class="agent-card-office-address">527 Queen Street, Fredericton, NB E3B 1B8</div></div>
</aside>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="listing-card"><div class="listing-card-price">$349,900</div><div class="listing-card-address">22 Dunns Crossing Rd, Fredericton, NB</div></div>
</section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 379000 },
      propertyKind: "house",
      street: "146 Kimble Dr",
      city: "Fredericton",
      province: "NB",
      postalCode: "E3B 7L2",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1960,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "NB119874",
      listingAgentName: "Marcus LeBlanc",
      brokerageName: "RE/MAX Capital City Realty",
    },
  },
  {
    name: "h9-point2homes-apartment-rent-halifax",
    site: "point2homes.com",
    set: "held-out-9",
    traps: "an apartment for rent in Halifax: '$2,195/month'; 'Apartment for rent' with a property manager instead of an agent; the building's Residence JSON-LD with geo; Point2's Organization JSON-LD with its Saskatoon office; 'Available Jan 1'; nearby rentals' prices; no MLS number",
    pageUrl: "https://www.point2homes.com/CA/Apartment-For-Rent/NS/Halifax/South-End/1065-Barrington-Street-Unit-507/142208873.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>507 - 1065 Barrington Street, Halifax, NS B3H 2R1 - 2 beds/1 bath apartment for rent - Point2</title>
<meta name="description" content="507 - 1065 Barrington Street, Halifax, NS B3H 2R1 - Apartment for rent: 2 beds, 1 bath, 860 sqft. $2,195/month.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "500 Spadina Crescent East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 4H9", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "507 - 1065 Barrington Street", address: { "@type": "PostalAddress", streetAddress: "507 - 1065 Barrington Street", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3H 2R1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.63912, longitude: -63.56988 } })}
</head><body>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a></nav></header>
<main id="details_overview">
<div class="address-container"><h1><div class="address">507 - 1065 Barrington Street</div><div class="address-line-2">Halifax, NS B3H 2R1</div></h1><div class="neighborhood">South End</div></div>
<div class="price-container"><div class="price"><span>$2,195</span>/month</div></div>
<ul class="summary"><li class="ic-beds"><strong>2</strong> Beds</li><li class="ic-baths"><strong>1</strong> Bath</li><li class="ic-sqft"><strong>860</strong> Sqft</li></ul>
<div class="details-charcs"><h2>Rental Details</h2>
<dl><dt>Property Type</dt><dd>Apartment</dd></dl>
<dl><dt>Available</dt><dd>Jan 1, 2027</dd></dl>
<dl><dt>Lease Term</dt><dd>1 year</dd></dl>
<dl><dt>Utilities</dt><dd>Heat and water included</dd></dl>
<dl><dt>Parking</dt><dd>Underground, $150/month</dd></dl>
</div>
<div class="description"><h2>Description</h2><p>Two-bedroom apartment on the fifth floor with a harbour glimpse, steps from Dalhousie and the Public Gardens. Hardwood floors, in-suite laundry, dishwasher. Heat and hot water included; tenant pays power. Cats allowed.</p></div>
<div class="contact-card"><h3>Contact</h3><div class="contact-name">Bluenose Residential Management</div><div class="contact-type">Property Manager</div></div>
<div class="nearby"><h3>Nearby rentals</h3><div class="card"><span>$1,895/month</span><span>1 bed, South Park Street</span></div><div class="card"><span>$2,450/month</span><span>2 beds, Spring Garden Road</span></div></div>
</main>
<footer><p>© Point2 Homes.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2195, period: "month" },
      propertyKind: "condo",
      street: "507 - 1065 Barrington Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 2R1",
      neighbourhood: "South End",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
      geo: { lat: 44.63912, lng: -63.56988 },
    },
  },
];
