/**
 * Sixteenth held-out corpus, the West, the North and the United States: a realtor.ca bungalow in Steinbach, Manitoba,
 * with a basement bedroom, a private landlord's apartment for rent on Kijiji in Whitehorse, a REW house in Vernon at a
 * reduced price with its old price shown, a Royal LePage heritage house in Nelson, a Zillow house for sale in Duluth,
 * Minnesota, and a realtor.com house in Marquette, Michigan. Addresses, names and numbers are invented; the expected
 * facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiWhitehorse = {
  viewItemPage: {
    adInfo: {
      adId: 1752318840, title: "Bright 2 bed suite in Porter Creek - available Jan 1", price: 2150, priceType: "FIXED", currency: "CAD",
      categoryId: 37, categoryName: "Long Term Rentals", locationId: 1700225, locationName: "Whitehorse",
      address: "26 Tamarack Drive, Whitehorse, YT Y1A 4X5", latitude: 60.74418, longitude: -135.10932,
      postedDate: "2026-11-21T17:04:12Z", sortingDate: "2026-11-21T17:04:12Z", views: 412,
    },
    adAttributes: {
      attributes: [
        { machineKey: "forrentbyhousing", machineValue: "ownr", localeSpecificValues: { en: { label: "For Rent By", value: "Owner" } } },
        { machineKey: "unittype", machineValue: "apartment", localeSpecificValues: { en: { label: "Unit Type", value: "Apartment" } } },
        { machineKey: "numberbedrooms", machineValue: "2", localeSpecificValues: { en: { label: "Bedrooms", value: "2" } } },
        { machineKey: "numberbathrooms", machineValue: "10", localeSpecificValues: { en: { label: "Bathrooms", value: "1" } } },
        { machineKey: "areainfeet", machineValue: "880", localeSpecificValues: { en: { label: "Size (sqft)", value: "880" } } },
        { machineKey: "agreementtype", machineValue: "one-year", localeSpecificValues: { en: { label: "Agreement Type", value: "1 Year" } } },
        { machineKey: "petsallowed", machineValue: "0", localeSpecificValues: { en: { label: "Pet Friendly", value: "No" } } },
      ],
    },
    posterInfo: { posterId: 90441273, sellerName: "Glenn", sellerType: "FSBO", memberSince: "2014-03-02" },
    similarAds: [
      { adId: 1752104477, title: "1 bedroom downtown, heat included", price: 1675, location: "Whitehorse" },
      { adId: 1751990308, title: "3 bed house in Riverdale", price: 2900, location: "Whitehorse" },
    ],
  },
};

const zillowDuluth = {
  zpid: 105823417, homeStatus: "FOR_SALE", homeType: "SINGLE_FAMILY", price: 289900, currency: "USD",
  streetAddress: "4512 Peabody St", city: "Duluth", state: "MN", zipcode: "55804",
  address: { streetAddress: "4512 Peabody St", city: "Duluth", state: "MN", zipcode: "55804", neighborhood: "Lakeside" },
  bedrooms: 3, bathrooms: 2, livingArea: 1640, livingAreaUnits: "Square Feet", lotAreaValue: 0.26, lotAreaUnits: "Acres", yearBuilt: 1925,
  latitude: 46.83402, longitude: -92.03718, zestimate: 296400, rentZestimate: 1985, taxAssessedValue: 241100,
  mlsid: "6119457", listingProvider: { title: "Lake Superior Area REALTORS" },
  attributionInfo: { agentName: "Kristen Aalto", agentPhoneNumber: "218-555-0174", brokerName: "North Shore Lake Realty", mlsId: "6119457", mlsName: "Lake Superior Area REALTORS" },
  resoFacts: { homeType: "SingleFamily", bedrooms: 3, bathroomsFull: 2, bathroomsHalf: 0, yearBuilt: 1925, stories: 2, heating: ["Hot Water", "Boiler"], parkingCapacity: 2 },
  priceHistory: [
    { date: "2026-11-14", event: "Listed for sale", price: 289900 },
    { date: "2014-06-27", event: "Sold", price: 164000 },
  ],
  nearbyHomes: [
    { zpid: 105822960, address: { streetAddress: "4627 Gladstone St", city: "Duluth", state: "MN", zipcode: "55804" }, price: 312000, homeStatus: "FOR_SALE" },
    { zpid: 105824415, address: { streetAddress: "4320 Jay St", city: "Duluth", state: "MN", zipcode: "55804" }, price: 254500, homeStatus: "RECENTLY_SOLD" },
  ],
};

export const HELD_OUT_16_WEST: ListingPage[] = [
  {
    name: "ho16-realtor-ca-bungalow-steinbach-basement-bedroom",
    site: "realtor.ca",
    set: "held-out-16",
    traps: "a bungalow in Steinbach, Manitoba: 'Bedrooms 2 + 1' (one below grade); a nine-digit Manitoba MLS® number; 'Land Size 0.14 ac'; coordinates only in the map script; the brokerage's Winnipeg address; a mortgage calculator; annual taxes; no JSON-LD, meta tags only",
    pageUrl: "https://www.realtor.ca/real-estate/29104517/147-elmdale-street-steinbach",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>147 Elmdale Street, Steinbach, Manitoba R5G 0R7 - 202528844 | REALTOR.ca</title>
<meta name="description" content="147 Elmdale Street, Steinbach, Manitoba R5G 0R7 - For Sale: $374,900. 3 Bedrooms, 2 Bathrooms. MLS® Number 202528844.">
<meta property="og:title" content="147 Elmdale Street, Steinbach, Manitoba R5G 0R7">
<meta property="og:url" content="https://www.realtor.ca/real-estate/29104517/147-elmdale-street-steinbach">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638981/reb8/highres/4/202528844_1.jpg">
<script>var listingMapData = { "PropertyID": 29104517, "Latitude": 49.52731, "Longitude": -96.68842, "ZoomLevel": 15 };</script>
</head><body>
<header id="header"><a href="/" class="headerLogo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/realtor-search">Find a REALTOR®</a><a href="/blog">Living Room</a></nav></header>
<div id="listingBreadcrumbs"><a href="/mb/real-estate">Manitoba</a> &gt; <a href="/mb/steinbach/real-estate">Steinbach</a></div>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">147 Elmdale Street<br>Steinbach, Manitoba R5G 0R7</h1>
<div id="listingPriceValue" class="listingPrice">$374,900</div>
<div id="MLNumberVal">202528844</div>
<div class="listingIconCon"><div id="BedroomIcon"><span class="listingIconNum">2 + 1</span> Bedrooms</div><div id="BathroomIcon"><span class="listingIconNum">2</span> Bathrooms</div><div id="SquareFootageIcon"><span class="listingIconNum">1064</span> sqft</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p id="propertyDescription">Well kept 1,064 sq ft bungalow on a quiet crescent close to Southwood School and the hospital. Two bedrooms on the main floor including a primary with a 3-piece ensuite (redone 2021), main 4-piece bath with soaker tub. Fully finished lower level with a third bedroom, family room and laundry. Double attached garage, new furnace 2023, shingles 2019. Call today for your private showing!</p></div>
<div id="propertyDetailsSectionContentCon">
<h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">0.14 ac</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1987</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$3,412</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">6 days</div></div>
<h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">2 + 1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Architecture Style</div><div class="propertyDetailsSectionContentValue">Bungalow</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Size Interior</div><div class="propertyDetailsSectionContentValue">1064 sqft</div></div>
</div>
<div id="mortgageCalculatorCon"><h2>Mortgage Calculator</h2><div>Price $374,900 · Down Payment $37,490 · Amortization 25 years · Interest 4.79% · <strong>Monthly payment $1,919</strong></div></div>
<div id="listingRealtorCon">
<div class="realtorCardCon"><div class="realtorCardName">Lorna Friesen</div><div class="realtorCardTitle">Salesperson</div>
<div class="officeCardName">Prairie Crest Realty Ltd.</div><div class="officeCardAddress">1660 St Mary's Road, Winnipeg, Manitoba R2M 3W6</div><div class="officeCardPhone">204-555-0198</div></div>
</div>
<div id="similarListingsCon"><h2>Nearby Listings</h2>
<div class="smallListingCard"><div class="smallListingCardPrice">$409,000</div><div class="smallListingCardAddress">22 Woodhaven Avenue, Steinbach, Manitoba</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">$339,900</div><div class="smallListingCardAddress">318 Brandt Street, Steinbach, Manitoba</div></div>
</div>
<footer id="footer"><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). Data provided by the Winnipeg Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 374900 },
      propertyKind: "house",
      street: "147 Elmdale Street",
      city: "Steinbach",
      province: "MB",
      postalCode: "R5G 0R7",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1064,
      lot: { value: 0.14, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "202528844",
      listingAgentName: "Lorna Friesen",
      brokerageName: "Prairie Crest Realty Ltd.",
      geo: { lat: 49.52731, lng: -96.68842 },
    },
  },
  {
    name: "ho16-kijiji-apartment-rent-whitehorse",
    site: "kijiji.ca",
    set: "held-out-16",
    traps: "a private landlord's 2-bedroom suite for rent in Whitehorse on the older Kijiji page generation: the ad state in 'window.__data', bathrooms in tenths ('10'); '$2,150 / month' beside a damage deposit of the same amount and a parking plug-in fee; Porter Creek only in the title; the poster's first name (not an agent); similar ads with other rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/whitehorse/bright-2-bed-suite-in-porter-creek-available-jan-1/1752318840",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Bright 2 bed suite in Porter Creek - available Jan 1 | Long Term Rentals | Whitehorse | Kijiji</title>
<meta name="description" content="Upper floor of a house, private entrance. 2 bedrooms, 1 bath, about 880 sq ft. $2,150/month plus electricity.">
<meta property="og:title" content="Bright 2 bed suite in Porter Creek - available Jan 1">
<meta property="og:type" content="product">
<script>window.__data = ${JSON.stringify(kijijiWhitehorse)};</script>
</head><body>
<div id="MainContainer">
<header class="header-2784091"><a href="/" class="logo">Kijiji</a><a href="/p-post-ad.html">Post ad</a></header>
<ol class="breadcrumbs-1234"><li><a href="/h-whitehorse/1700225">Whitehorse</a></li><li><a href="/b-for-rent/whitehorse/c30349001l1700225">Real Estate</a></li><li><a href="/b-apartments-condos/whitehorse/c37l1700225">Long Term Rentals</a></li></ol>
<div class="mainColumn-1522885">
<h1 class="title-2323565163">Bright 2 bed suite in Porter Creek - available Jan 1</h1>
<div class="priceWrapper-1165431705"><span content="2150.0">$2,150</span><span class="utilities-3542420827"> /month</span></div>
<div class="locationContainer-2867112055"><span class="address-3617944557">26 Tamarack Drive, Whitehorse, YT Y1A 4X5</span></div>
<ul class="itemAttributeList-1090551278">
<li><h4>For Rent By</h4><span>Owner</span></li>
<li><h4>Unit Type</h4><span>Apartment</span></li>
<li><h4>Bedrooms</h4><span>2</span></li>
<li><h4>Bathrooms</h4><span>1</span></li>
<li><h4>Size (sqft)</h4><span>880</span></li>
<li><h4>Agreement Type</h4><span>1 Year</span></li>
<li><h4>Move-In Date</h4><span>January 1, 2027</span></li>
<li><h4>Pet Friendly</h4><span>No</span></li>
</ul>
<div class="descriptionContainer-231909819"><h3>Description</h3><p>Upper floor of a house, private entrance. 2 bedrooms, 1 bath, about 880 sq ft, new flooring and a big south window in the living room. $2,150/month plus electricity, heat and water included. Damage deposit $2,150. Block heater plug-in for one vehicle is $40/month extra. Five minutes to the Porter Creek shops and the bus to downtown. Non-smokers, no pets, references required.</p></div>
<div class="posterInfo-3567838921"><span class="name-2773371416">Glenn</span><span>Owner · On Kijiji since 2014</span><button>Send message</button></div>
</div>
<div class="similarAds-2184720"><h3>You may also like</h3>
<div class="card"><span>$1,675</span><span>1 bedroom downtown, heat included</span></div>
<div class="card"><span>$2,900</span><span>3 bed house in Riverdale</span></div>
</div>
<footer><p>© 2026 Kijiji Canada Ltd. All rights reserved. 500 King Street West, Toronto, ON.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 2150, period: "month" },
      propertyKind: "condo",
      street: "26 Tamarack Drive",
      city: "Whitehorse",
      province: "YT",
      postalCode: "Y1A 4X5",
      neighbourhood: "Porter Creek",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 880,
      geo: { lat: 60.74418, lng: -135.10932 },
    },
  },
  {
    name: "ho16-rew-house-vernon-price-reduced",
    site: "rew.ca",
    set: "held-out-16",
    traps: "a house in Vernon at a reduced price: the old price '$879,000' struck through beside '$849,000' and in the price history; the BC Assessment value; Okanagan's eight-digit MLS® number; '4 Bed' with '3 Bath' (2 full, 1 half); 'Lot Size 0.21 Acres'; Bella Vista as the sub-area; a JSON-LD Product with the current price; recently sold homes nearby",
    pageUrl: "https://www.rew.ca/properties/10329871/2207-bella-vista-road-vernon",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2207 Bella Vista Road, Vernon, BC V1H 1A9 | 10329871 | REW</title>
<meta name="description" content="2207 Bella Vista Road, Vernon - House for sale: 4 bed, 3 bath, 2,486 sqft. Price reduced to $849,000. MLS® 10329871.">
<meta property="og:title" content="2207 Bella Vista Road, Vernon, BC">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "2207 Bella Vista Road, Vernon, BC V1H 1A9", sku: "10329871", offers: { "@type": "Offer", price: 849000, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ "listing_id": "10329871", "listing_price": 849000, "listing_original_price": 879000, "listing_city": "Vernon", "listing_type": "House/Single Family" });</script>
</head><body>
<header class="header"><a class="header-logo" href="/">REW</a><nav><a href="/properties/areas/vernon-bc">Buy</a><a href="/rentals">Rent</a><a href="/sold">Sold</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<ul class="breadcrumb"><li><a href="/properties/areas/okanagan-bc">North Okanagan</a></li><li><a href="/properties/areas/vernon-bc">Vernon</a></li><li><a href="/properties/areas/bella-vista-vernon-bc">Bella Vista</a></li></ul>
<section class="listingheader">
<div class="listingheader-price"><span class="badge badge--reduced">Price Reduced</span> <span class="listingheader-price--current">$849,000</span> <s class="listingheader-price--previous">$879,000</s></div>
<h1 class="listingheader-address">2207 Bella Vista Road</h1>
<div class="listingheader-city">Vernon, BC V1H 1A9</div>
<ul class="listingheader-details"><li>4 Bed</li><li>3 Bath</li><li>2,486 Sqft</li><li>House/Single Family</li></ul>
</section>
<section class="listingdescription"><h2>Description</h2><p>Price adjusted! Family home on a quiet stretch of Bella Vista with lake glimpses over Vernon from the deck. Three bedrooms up including a primary with a walk-in and ensuite, a fourth bedroom and rec room in the walk-out basement, 2 full baths and a powder room. Irrigated 0.21 acre lot with garden beds and RV parking beside the double garage. Gas fireplace, heat pump with A/C (2022).</p></section>
<section class="listingoverview"><h2>Overview</h2>
<dl><dt>Price</dt><dd>$849,000</dd><dt>Status</dt><dd>Active</dd><dt>MLS® #</dt><dd>10329871</dd><dt>Property Type</dt><dd>House/Single Family</dd><dt>Bedrooms</dt><dd>4</dd><dt>Bathrooms</dt><dd>3 (2 full, 1 half)</dd><dt>Floor Area</dt><dd>2,486 Sqft</dd><dt>Lot Size</dt><dd>0.21 Acres</dd><dt>Year Built</dt><dd>1994</dd><dt>Area</dt><dd>Vernon</dd><dt>Sub-Area</dt><dd>Bella Vista</dd><dt>Taxes</dt><dd>$4,958 (2026)</dd></dl>
</section>
<section class="listinghistory"><h2>Price History</h2><table><tr><td>Nov 18, 2026</td><td>Price Change</td><td>$849,000</td></tr><tr><td>Sep 30, 2026</td><td>Listed</td><td>$879,000</td></tr></table></section>
<section class="listingassessment"><h2>BC Assessment</h2><p>2026 assessed value: <strong>$812,000</strong> (Land $431,000 · Buildings $381,000)</p></section>
<section class="listingagent"><h2>Listed By</h2><div class="agentcard"><div class="agentcard-name">Tamsin Olafson</div><div class="agentcard-brokerage">Okanagan Ridge Realty Ltd.</div><div class="agentcard-address">3105 30th Avenue, Vernon, BC</div></div></section>
<section class="listingsold"><h2>Recently sold nearby</h2><div class="card"><span>$811,500</span><span>2319 Bella Vista Road</span></div><div class="card"><span>$902,000</span><span>6820 Tronson Road</span></div></section>
</main>
<footer class="footer"><p>This representation is based in whole or in part on data generated by the Association of Interior REALTORS®. REW.ca, Vancouver, BC.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "house",
      street: "2207 Bella Vista Road",
      city: "Vernon",
      province: "BC",
      postalCode: "V1H 1A9",
      neighbourhood: "Bella Vista",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2486,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "10329871",
      listingAgentName: "Tamsin Olafson",
      brokerageName: "Okanagan Ridge Realty Ltd.",
    },
  },
  {
    name: "ho16-royallepage-heritage-house-nelson",
    site: "royallepage.ca",
    set: "held-out-16",
    traps: "a 1912 heritage house in Nelson: a JSON-LD SingleFamilyResidence with geo but no price; the Kootenay seven-digit MLS® number in the URL and the details; 'Lot Size 6,000 sq. ft.'; the agent's other listings with their prices; walk score and schools; the office address in Nelson and the national head office in the footer",
    pageUrl: "https://www.royallepage.ca/en/property/british-columbia/nelson/612-silica-street/24417819/mlsno-2481234/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>612 Silica Street, Nelson, BC V1L 2R9 | 2481234 | Royal LePage</title>
<meta name="description" content="For sale: 612 Silica Street, Nelson, BC - $689,000. 3 bedrooms, 2 bathrooms, 1,812 sq. ft. MLS® 2481234.">
<meta property="og:title" content="612 Silica Street, Nelson, BC V1L 2R9 - $689,000">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "612 Silica Street", address: { "@type": "PostalAddress", streetAddress: "612 Silica Street", addressLocality: "Nelson", addressRegion: "BC", postalCode: "V1L 2R9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.49108, longitude: -117.29455 }, numberOfRooms: 9, floorSize: { "@type": "QuantitativeValue", value: 1812, unitCode: "FTK" } })}
</head><body>
<header class="site-header"><a href="/en/" class="logo">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an agent</a></nav></header>
<main class="property-page">
<nav class="breadcrumbs"><a href="/en/bc/">British Columbia</a> › <a href="/en/bc/nelson/">Nelson</a> › <span>612 Silica Street</span></nav>
<div class="property-header">
<h1 class="address-1">612 Silica Street</h1>
<p class="address-2">Nelson, British Columbia V1L 2R9</p>
<p class="property-price">$689,000</p>
<ul class="property-facts"><li><span class="count">3</span> Bedrooms</li><li><span class="count">2</span> Bathrooms</li><li><span class="count">1,812</span> sq. ft.</li></ul>
</div>
<section class="property-description"><h2>Property Description</h2><p>Character home on the uptown slope, a short walk down to Baker Street. Built in 1912 and lovingly updated: original fir floors, a wraparound porch with lake views, new electrical and plumbing. Three bedrooms and a full bath upstairs, a second full bath on the main. Unfinished basement with good height for a future suite. Off-street parking from the lane.</p></section>
<section class="property-details"><h2>Property Details</h2>
<table class="details-table">
<tr><th>MLS® #</th><td>2481234</td></tr>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Storeys</th><td>2</td></tr>
<tr><th>Year Built</th><td>1912</td></tr>
<tr><th>Lot Size</th><td>6,000 sq. ft.</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Annual Taxes</th><td>$5,214</td></tr>
</table></section>
<section class="walkscore"><h2>Neighbourhood</h2><p>Walk Score 78 · Nearby schools: Trafalgar Middle School (0.6 km), L.V. Rogers Secondary (1.1 km)</p></section>
<aside class="agent-panel">
<div class="agent-info"><p class="agent-name">Ingrid Paquette</p><p class="agent-title">Sales Representative</p>
<p class="office-name">Royal LePage Kootenay Lake Realty</p><p class="office-address">521 Vernon Street, Nelson, BC V1L 4E9</p></div>
<div class="agent-listings"><h3>More listings from Ingrid</h3><div class="card"><span>$1,249,000</span><span>4 Knox Road, Balfour</span></div><div class="card"><span>$529,000</span><span>203 - 810 Vernon Street, Nelson</span></div></div>
</aside>
</main>
<footer class="site-footer"><p>© 2026 Royal LePage. Bridgemarq Real Estate Services Inc., 39 Wynford Drive, Toronto, ON M3C 3K5. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "house",
      street: "612 Silica Street",
      city: "Nelson",
      province: "BC",
      postalCode: "V1L 2R9",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1812,
      lot: { value: 6000, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "2481234",
      listingAgentName: "Ingrid Paquette",
      brokerageName: "Royal LePage Kootenay Lake Realty",
      geo: { lat: 49.49108, lng: -117.29455 },
    },
  },
  {
    name: "ho16-zillow-house-duluth-mn",
    site: "zillow.com",
    set: "held-out-16",
    traps: "a house for sale in Duluth, Minnesota, in US dollars: the property inside a JSON string in Next.js gdpClientCache; a Zestimate and a rent Zestimate; a 2014 sale in the price history; lot '0.26 Acres'; the Lakeside neighbourhood; the agent and brokerage in attribution; nearby homes with other prices",
    pageUrl: "https://www.zillow.com/homedetails/4512-Peabody-St-Duluth-MN-55804/105823417_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4512 Peabody St, Duluth, MN 55804 | MLS #6119457 | Zillow</title>
<meta name="description" content="4512 Peabody St, Duluth, MN 55804 is a single-family home listed for-sale at $289,900. The 1,640 sq. ft. home is a 3 bed, 2.0 bath property.">
<meta property="og:title" content="4512 Peabody St, Duluth, MN 55804 | Zillow">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="2">
${nextData({ props: { pageProps: { componentProps: { zpid: 105823417, gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":105823417}': { property: zillowDuluth } }) } } }, page: "/homedetails/[...slug]" })}
</head><body>
<div id="__next">
<header class="zsg-header"><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<div class="ds-home-details-chip">
<div class="ds-summary-row"><span data-testid="price"><span>$289,900</span></span>
<div data-testid="bed-bath-sqft-facts"><span>3</span> bd <span>2</span> ba <span>1,640</span> sqft</div></div>
<h1 class="Text-c11n-8-100-2__sc-aiai24-0">4512 Peabody St, Duluth, MN 55804</h1>
<div class="ds-chip-removable-content"><span>Zestimate®: $296,400</span> <span>Est. payment: $1,987/mo</span></div>
</div>
<div data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<ul><li>Single Family Residence</li><li>Built in 1925</li><li>0.26 Acres Lot</li><li>$177 price/sqft</li><li>2 Garage spaces</li></ul>
<h3>Bathrooms</h3><ul><li>Bathrooms: 2</li><li>Full bathrooms: 2</li></ul>
<h3>Location</h3><ul><li>Region: Duluth</li><li>Subdivision: Lakeside</li></ul>
</div>
<div data-testid="description"><p>Classic Lakeside four-square two blocks from Lake Superior and the Lakewalk trail. Three bedrooms and a full bath upstairs, a second full bath off the kitchen, hardwood throughout, boiler heat and a detached two-stall garage off the alley.</p></div>
<div data-testid="price-history"><h2>Price history</h2><table><tr><td>11/14/2026</td><td>Listed for sale</td><td>$289,900</td></tr><tr><td>6/27/2014</td><td>Sold</td><td>$164,000</td></tr></table></div>
<div data-testid="attribution"><p>Listed by: Kristen Aalto 218-555-0174, North Shore Lake Realty</p><p>Source: Lake Superior Area REALTORS, MLS#: 6119457</p></div>
<div data-testid="nearby-homes"><h2>Nearby homes</h2><div><span>$312,000</span> 4627 Gladstone St, Duluth, MN 55804</div><div><span>Sold $254,500</span> 4320 Jay St, Duluth, MN 55804</div></div>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 36, Seattle, WA 98101. Equal Housing Opportunity.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 289900, currency: "USD" },
      propertyKind: "house",
      street: "4512 Peabody St",
      city: "Duluth",
      province: "MN",
      postalCode: "55804",
      neighbourhood: "Lakeside",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1640,
      lot: { value: 0.26, unit: "acres" },
      yearBuilt: 1925,
      mlsNumber: "6119457",
      listingAgentName: "Kristen Aalto",
      brokerageName: "North Shore Lake Realty",
      geo: { lat: 46.83402, lng: -92.03718 },
    },
  },
  {
    name: "ho16-realtor-com-house-marquette-mi",
    site: "realtor.com",
    set: "held-out-16",
    traps: "a house in Marquette, Michigan, with no embedded app state: a JSON-LD SingleFamilyResidence plus a separate Offer, the facts in data-testid markup; '1.5 baths' (1 full, 1 half); lot '6,970 sqft'; two estimate providers and an estimated monthly payment; a 1998 sale in the history; the broker's office address",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1207-W-Ridge-St_Marquette_MI_49855_M31947-72086",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1207 W Ridge St, Marquette, MI 49855 - 3 beds/1.5 baths</title>
<meta name="description" content="View 25 photos for 1207 W Ridge St, Marquette, MI 49855, a 3 bed, 1.5 bath, 1,428 Sq. Ft. single family home built in 1948 that was listed for sale.">
<meta property="og:title" content="1207 W Ridge St, Marquette, MI 49855">
${ld([{ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1207 W Ridge St, Marquette, MI 49855", address: { "@type": "PostalAddress", streetAddress: "1207 W Ridge St", addressLocality: "Marquette", addressRegion: "MI", postalCode: "49855", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 46.54316, longitude: -87.41207 }, floorSize: { "@type": "QuantitativeValue", value: 1428, unitText: "sqft" } }, { "@context": "https://schema.org", "@type": "Offer", price: 245000, priceCurrency: "USD", availability: "https://schema.org/InStock" }])}
</head><body>
<header class="rdc-header"><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Marquette_MI">Buy</a><a href="/apartments/Marquette_MI">Rent</a><a href="/mortgage/">Mortgage</a></nav></header>
<main>
<nav data-testid="breadcrumbs"><a href="/realestateandhomes-search/Michigan">MI</a> › <a href="/realestateandhomes-search/Marquette_MI">Marquette</a> › <a href="/realestateandhomes-search/49855">49855</a></nav>
<div data-testid="ldp-list-price" class="price-section"><span>For Sale</span> <div class="Price__Component">$245,000</div></div>
<div data-testid="est-payment">Est. $1,702/mo</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>3</span> bed</li><li data-testid="property-meta-baths"><span>1.5</span> bath</li><li data-testid="property-meta-sqft"><span>1,428</span> sqft</li><li data-testid="property-meta-lot-size"><span>6,970</span> sqft lot</li></ul>
<h1 data-testid="address-line-ldp">1207 W Ridge St<br>Marquette, MI 49855</h1>
<section data-testid="ldp-description"><h2>About this home</h2><p>Brick cape cod on the west side, minutes to NMU and Presque Isle Park. Two bedrooms on the main floor with a full bath, a third bedroom and half bath upstairs, hardwood under the carpet, new roof 2021. Detached garage and a fenced back yard.</p></section>
<section data-testid="property-details"><h2>Property details</h2>
<ul><li>Property type: Single Family</li><li>Year built: 1948</li><li>Bedrooms: 3</li><li>Full bathrooms: 1</li><li>Half bathrooms: 1</li><li>Lot size: 6,970 sqft</li><li>Heating: Forced air, natural gas</li><li>Garage: 1 car</li></ul></section>
<section data-testid="estimates"><h2>Home value</h2><p>Collateral Analytics $251,300 · Quantarium $238,900</p></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>11/19/2026</td><td>Listed</td><td>$245,000</td></tr><tr><td>08/14/1998</td><td>Sold</td><td>$71,500</td></tr></table></section>
<section data-testid="listing-provider"><p>Listed by Dana Koski with Superior Shores Realty</p><p>Superior Shores Realty, 118 W Washington St, Marquette, MI 49855</p><p>Source: UPAR MLS #50158832</p></section>
<section data-testid="nearby-homes"><h2>Nearby homes</h2><div><span>$289,000</span> 1412 W Ohio St</div><div><span>$219,900</span> 906 W Fair Ave</div></section>
</main>
<footer><p>realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Santa Clara, CA 95054.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 245000, currency: "USD" },
      propertyKind: "house",
      street: "1207 W Ridge St",
      city: "Marquette",
      province: "MI",
      postalCode: "49855",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1428,
      lot: { value: 6970, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "50158832",
      listingAgentName: "Dana Koski",
      brokerageName: "Superior Shores Realty",
      geo: { lat: 46.54316, lng: -87.41207 },
    },
  },
];
