/**
 * Sixty-first held-out corpus, Ontario cottage country: a Lake Joseph cottage on realtor.ca (township and community,
 * water frontage beside an acreage), a Pigeon Lake bungalow on zolo.ca (frontage × depth, a size range, a was-price),
 * Dalhousie Lake recreational land on housesigma.com (seasonal road, acres, "HST if applicable"), a Kennisis Lake
 * cottage on royallepage.ca (weekly rental income) and a Blue Mountain ski condo on condos.ca (rental pool and HST).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, footer, menu, nextData, photos, similar, tags, windowState } from "./chrome.ts";

export const HELD_OUT_61_ONTARIO: ListingPage[] = [
  {
    name: "ho61-realtorca-cottage-lake-joseph",
    site: "realtor.ca",
    set: "held-out-61",
    traps: "'Lake Joseph' in the title but the municipality is the Township of Muskoka Lakes with '(Medora)' as community; 210 ft water frontage beside a 1.86-acre land size; '4 + 1' bedrooms; bathrooms total 4 split 3 full + 1 half; boathouse square footage; weekly rental income and annual taxes; similar Lake Joseph listings; calculator default",
    pageUrl: "https://www.realtor.ca/real-estate/27814453/1187-foreman-road-muskoka-lakes-medora",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1187 Foreman Road, Muskoka Lakes (Medora), Ontario P0B 1J0 - X12034567 | REALTOR.ca</title>
<meta name="description" content="For sale: $3,495,000 - 1187 Foreman Road, Muskoka Lakes (Medora), ON P0B 1J0 - 5 beds, 4 baths, Single Family - MLS® X12034567 - Lake Joseph cottage with 210 ft of south-west frontage.">
<meta property="og:title" content="1187 Foreman Road, Muskoka Lakes (Medora), Ontario P0B 1J0 - X12034567">
<meta property="og:description" content="$3,495,000 · Lake Joseph · 4 + 1 beds · 4 baths">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712345/reb82/highres/7/x12034567_1.jpg">
<meta property="og:url" content="https://www.realtor.ca/real-estate/27814453/1187-foreman-road-muskoka-lakes-medora">
${tags("GTM-KXTW7Q")}
</head><body>
${consent("REALTOR.ca")}
<header><a class="logo" href="/">REALTOR.ca</a>${menu(["Map", "Find a REALTOR®", "Commercial", "Blog", "Log in"])}</header>
<main id="listingDetailsPage">
<div id="listingDetailsTopCon">
${photos("https://cdn.realtor.ca/listings/TS638712345/reb82/highres/7/x12034567", 48, "1187 Foreman Road")}
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">1187 Foreman Road<br>Muskoka Lakes (Medora), Ontario P0B 1J0</h1></div>
<div id="listingPriceCon"><div id="listingPriceValue" class="listingPrice">$3,495,000</div></div>
<div id="listingMLSCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">X12034567</span></div>
<div class="listingIconNum"><span id="BedroomIcon">4 + 1</span> Bedrooms <span id="BathroomIcon">4</span> Bathrooms <span id="SquareFootageIcon">2650</span> sqft</div>
</div>
<section id="propertyDescriptionCon"><h2>Listing Description</h2><p id="propertyDescriptionText">Lake Joseph, west shore. A classic Muskoka cottage built in 1998 on a private, gently sloping 1.86-acre lot with 210 ft of south-west-facing frontage, deep water off the dock and all-day sun. Four bedrooms on the main and upper levels plus a fifth in the walk-out lower level, two stone fireplaces and a screened Muskoka room. Two-slip boathouse (approx. 620 sq ft) with a one-bedroom guest suite above. Drilled well and a 2019 septic system; year-round municipal road, plowed by the Township. Currently rented through a local cottage agency for the last three weeks of August at approx. $11,500/week. Sale not subject to HST. 15 minutes to Port Carling, 2 hours 15 minutes to Toronto.</p></section>
<section id="propertyDetailsSectionContentSubCon_Summary"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="row"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">2</div></div>
<div class="row"><div class="label">Square Footage</div><div class="value">2650 sqft</div></div>
<div class="row"><div class="label">Community Name</div><div class="value">Medora</div></div>
<div class="row"><div class="label">Land Size</div><div class="value">1.86 ac|1/2 - 1.99 acres</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$9,842.00</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">Detached Garage</div></div>
<div class="row"><div class="label">Time on REALTOR.ca</div><div class="value">23 days</div></div>
</div></section>
<section id="BuildingDetails"><h2>Building</h2>
<div class="row"><div class="label">Bedrooms</div><div class="value">Above Grade 4 · Below Grade 1</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">4</div></div>
<div class="row"><div class="label">Full Bathrooms</div><div class="value">3</div></div>
<div class="row"><div class="label">Half Bathrooms</div><div class="value">1</div></div>
<div class="row"><div class="label">Interior Floor Space</div><div class="value">2650 sqft</div></div>
<div class="row"><div class="label">Constructed Date</div><div class="value">1998</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Forced air (Propane)</div></div>
<div class="row"><div class="label">Basement</div><div class="value">Finished (Full, Walk out)</div></div>
</section>
<section id="LandDetails"><h2>Land</h2>
<div class="row"><div class="label">Waterfront</div><div class="value">Lake Joseph</div></div>
<div class="row"><div class="label">Water Frontage</div><div class="value">210 ft</div></div>
<div class="row"><div class="label">Water Supply</div><div class="value">Drilled Well</div></div>
<div class="row"><div class="label">Sewer</div><div class="value">Septic System</div></div>
<div class="row"><div class="label">Road Type</div><div class="value">Year Round Municipal Road</div></div>
<div class="row"><div class="label">Zoning Description</div><div class="value">WR1 - Waterfront Residential</div></div>
</section>
<section id="RealtorCardCon"><div class="realtorCard"><img src="https://cdn.realtor.ca/individual/TS638001122/lowres/1455903.jpg" alt="Catherine Holloway"><div class="realtorCardName">Catherine Holloway</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">705-555-0182</div>
<div class="officeCard"><div class="officeCardName">Lakeshore Muskoka Realty Inc., Brokerage</div><div class="officeCardAddress">2 Bailey Street, Port Carling, Ontario P0B 1J0</div><div class="officeCardPhone">705-555-0100</div></div></div></section>
${calculator("$500,000", "4.79%", "$2,842", "en")}
${similar("Similar properties nearby", [
  { price: "$5,295,000", address: "1042 Juddhaven Road, Muskoka Lakes (Medora), Ontario", meta: "6 beds · 5 baths · Lake Rosseau", href: "/real-estate/27790112" },
  { price: "$2,150,000", address: "36 Cove Lane, Muskoka Lakes (Watt), Ontario", meta: "3 beds · 2 baths · Lake Joseph", href: "/real-estate/27803341" },
  { price: "$1,879,000", address: "1419 Peninsula Road, Muskoka Lakes (Port Carling), Ontario", meta: "4 beds · 3 baths", href: "/real-estate/27766210" },
])}
<div id="mapViewCon" data-lat="45.11734" data-lng="-79.71236"></div>
<script>var ListingDetailsMap = {"PropertyId":27814453,"Latitude":45.11734,"Longitude":-79.71236,"Zoom":14};</script>
</main>
${footer(["REALTOR.ca is owned by CREA and operated by CREA.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA.", "Data provided by The Lakelands Association of REALTORS®."])}
</body></html>`,
    expected: {
      price: { amount: 3495000, currency: "CAD" },
      propertyKind: "house",
      street: "1187 Foreman Road",
      city: "Muskoka Lakes",
      province: "ON",
      postalCode: "P0B 1J0",
      neighbourhood: "Medora",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2650,
      lot: { value: 1.86, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "X12034567",
      listingAgentName: "Catherine Holloway",
      brokerageName: "Lakeshore Muskoka Realty Inc., Brokerage",
      geo: { lat: 45.11734, lng: -79.71236 },
    },
  },
  {
    name: "ho61-zolo-bungalow-pigeon-lake",
    site: "zolo.ca",
    set: "held-out-61",
    traps: "City of Kawartha Lakes with Bobcaygeon as community; lot '100 x 215 Feet' with the same 100 ft as water frontage on Pigeon Lake; size only as a range '1100-1500' and age as '31-50'; was-price in the history; Zolo estimate and a sold comparable; brokerage only, no agent",
    pageUrl: "https://www.zolo.ca/kawartha-lakes-real-estate/58-sandy-point-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>58 Sandy Point Rd, Kawartha Lakes, ON K0M 1A0 — For Sale @ $1,149,000 | Zolo.ca</title>
<meta name="description" content="58 Sandy Point Rd is a 3 bed, 2 bath detached house for sale in Bobcaygeon, Kawartha Lakes. Listed at $1,149,000. MLS® X12105678.">
<meta property="og:title" content="58 Sandy Point Rd, Kawartha Lakes — $1,149,000">
<meta property="og:image" content="https://photos.zolo.ca/58-sandy-point-rd-kawartha-lakes-X12105678-1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "58 Sandy Point Rd", address: { "@type": "PostalAddress", streetAddress: "58 Sandy Point Rd", addressLocality: "Kawartha Lakes", addressRegion: "ON", postalCode: "K0M 1A0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.51827, longitude: -78.50264 }, numberOfRooms: 7 })}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "58 Sandy Point Rd, Kawartha Lakes", sku: "X12105678", offers: { "@type": "Offer", price: "1149000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${tags("GTM-ZOLO21")}
</head><body class="listing-page">
${consent("Zolo")}
<header class="header">${menu(["Buy", "Sell", "Rent", "Sold", "Home Values", "Agents", "Sign In"])}</header>
<main>
<nav class="breadcrumbs"><a href="/ontario-real-estate">Ontario</a> › <a href="/kawartha-lakes-real-estate">Kawartha Lakes</a> › <a href="/kawartha-lakes-real-estate/bobcaygeon">Bobcaygeon</a> › 58 Sandy Point Rd</nav>
${photos("https://photos.zolo.ca/58-sandy-point-rd-kawartha-lakes-X12105678", 36, "58 Sandy Point Rd")}
<section class="listing-header">
<h1 class="address">58 Sandy Point Rd</h1>
<div class="area">Bobcaygeon, Kawartha Lakes, ON K0M 1A0</div>
<div class="listing-price"><span class="price">$1,149,000</span> <span class="price-drop">↓ $50,000 since listed</span></div>
<ul class="listing-values"><li>3 Bed</li><li>2 Bath</li><li>1100-1500 sqft</li></ul>
</section>
<section class="section-listing-content"><h2>Description</h2><p>Level, sandy-bottom waterfront on Pigeon Lake with 100 feet of shoreline and big open views to the west. This 3-bedroom, 2-bath bungalow has been fully winterized with a propane furnace, new steel roof (2021) and a heated crawl space. Drilled well with UV system, septic replaced in 2018. Year-round municipal road, 8 minutes to downtown Bobcaygeon and on the Trent-Severn Waterway. Detached 1.5-car garage and a bunkie.</p></section>
<section class="key-facts"><h2>Key Facts for 58 Sandy Point Rd</h2><dl class="column-container">
<dt>Type</dt><dd>Detached</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>MLS®</dt><dd>X12105678</dd>
<dt>Size (sq ft)</dt><dd>1100-1500</dd>
<dt>Lot Size</dt><dd>100 x 215 Feet</dd>
<dt>Age</dt><dd>31-50</dd>
<dt>Taxes</dt><dd>$3,912 / 2024</dd>
<dt>Days on Site</dt><dd>41 Days</dd>
<dt>Waterfront</dt><dd>Direct · Pigeon Lake</dd>
<dt>Water Frontage</dt><dd>100 ft</dd>
<dt>Water</dt><dd>Well</dd>
<dt>Sewer</dt><dd>Septic</dd>
<dt>Road Access</dt><dd>Year Round Municipal Road</dd>
</dl></section>
<section class="price-history"><h2>Listing History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Jul 12, 2025</td><td>Price Changed</td><td>$1,149,000</td></tr>
<tr><td>Jun 02, 2025</td><td>Listed</td><td>$1,199,000</td></tr>
<tr><td>Aug 19, 2011</td><td>Sold</td><td>$412,500</td></tr></table></section>
<section class="estimate"><h2>Zolo Home Estimate</h2><p class="estimate-value">$1,086,400</p><p>Estimated range $1.02M – $1.15M. This estimate is not an appraisal.</p></section>
<section class="sold-nearby"><h2>Recently sold on Pigeon Lake</h2><p>71 Sandy Point Rd — 4 bd · 2 ba — sold for $1,025,000 (asked $1,089,000)</p></section>
<section class="listed-by"><p>Listed by Kawartha Waterways Realty Inc., Brokerage</p></section>
${calculator("$919,200", "4.64%", "$5,161")}
${similar("Similar homes for sale in Bobcaygeon", [
  { price: "$899,900", address: "12 Beach Road, Kawartha Lakes", meta: "3 bd · 1 ba · Sturgeon Lake", href: "/kawartha-lakes-real-estate/12-beach-road" },
  { price: "$1,379,000", address: "204 Birch Point Dr, Kawartha Lakes", meta: "4 bd · 3 ba", href: "/kawartha-lakes-real-estate/204-birch-point-drive" },
])}
</main>
${footer(["Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2", "The listing data is provided under copyright by the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "house",
      street: "58 Sandy Point Rd",
      city: "Kawartha Lakes",
      province: "ON",
      postalCode: "K0M 1A0",
      neighbourhood: "Bobcaygeon",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 21500, unit: "ft2" },
      mlsNumber: "X12105678",
      brokerageName: "Kawartha Waterways Realty Inc., Brokerage",
      geo: { lat: 44.51827, lng: -78.50264 },
    },
  },
  {
    name: "ho61-housesigma-land-lanark-highlands",
    site: "housesigma.com",
    set: "held-out-61",
    traps: "recreational vacant land '0 Dalhousie Lake Road' in the Township of Lanark Highlands; 48.3 acres beside 1,320 ft road frontage; seasonal unmaintained road allowance for the last stretch; 'HST in addition to price, if applicable'; reduced from $319,000; sold comparables; 7-digit Ottawa board number; brokerage only",
    pageUrl: "https://housesigma.com/on/lanark-highlands-real-estate/0-dalhousie-lake-rd/home/bYa7Qk3Ln2Wd/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>0 Dalhousie Lake Road, Lanark Highlands, ON K0G 1K0 - 1398765 | HouseSigma</title>
<meta name="description" content="Vacant land for sale at 0 Dalhousie Lake Road, Lanark Highlands. 48.3 acres of recreational land. Listed at $289,900.">
<meta property="og:title" content="0 Dalhousie Lake Road, Lanark Highlands - $289,900">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/765/1398765.jpg">
${tags("GTM-HSIGMA")}
</head><body>
${consent("HouseSigma")}
<div id="app"><header>${menu(["Map Search", "Market Trends", "Home Valuation", "Agents", "Recommend", "Log in"])}</header>
<main class="listing">
${photos("https://cache.housesigma.com/Live/photos/FULL/1/765/1398765", 22, "0 Dalhousie Lake Road")}
<section class="summary">
<h1 class="address">0 Dalhousie Lake Road</h1>
<p class="municipality">Lanark Highlands, ON K0G 1K0</p>
<div class="price-info"><span class="label">Listed:</span> <span class="price">$289,900</span> <span class="was">Previous: <del>$319,000</del></span></div>
<div class="status">For Sale · 67 days on market · Listing #: 1398765</div>
</section>
<section class="key-facts"><h2>Key Facts</h2><ul>
<li><span class="k">Tax:</span> <span class="v">$1,046 / 2024</span></li>
<li><span class="k">Type:</span> <span class="v">Vacant Land</span></li>
<li><span class="k">Lot Size:</span> <span class="v">48.3 Acres</span></li>
<li><span class="k">Frontage:</span> <span class="v">1,320 ft (road)</span></li>
<li><span class="k">Zoning:</span> <span class="v">RU - Rural</span></li>
<li><span class="k">Access:</span> <span class="v">Seasonal road (last 0.6 km)</span></li>
<li><span class="k">Listing Brokerage:</span> <span class="v">Highland Lakes Realty Ltd., Brokerage</span></li>
</ul></section>
<section class="remarks"><h2>Description</h2><p>48.3 acres of mixed hardwood and granite ridges a short walk from the public boat launch on Dalhousie Lake. Dalhousie Lake Road is year-round and plowed to the hydro line; the last 0.6 km is an unmaintained, seasonal township road allowance passable from May to November. No well or septic on the property; hydro at the road. Great hunting camp or off-grid cabin site with trails and a spring-fed pond. HST in addition to the price, if applicable. Buyer to verify building permit requirements with the Township of Lanark Highlands.</p></section>
<section class="estimate"><h2>HouseSigma Estimate</h2><p>Estimated value is not available for vacant land.</p></section>
<section class="comparables"><h2>Sold Comparables</h2><ul>
<li>Pt Lot 8 Con 3 Wolf Grove Rd · 52.1 acres · Sold $255,000 · Mar 2025</li>
<li>1450 Dalhousie Lake Rd · 25 acres · Sold $199,000 · Oct 2024</li></ul></section>
${calculator("$600,000", "4.99%", "$3,473")}
</main></div>
${windowState("__INITIAL_STATE__", { listing: { id_listing: "bYa7Qk3Ln2Wd", ml_num: "1398765", address: "0 Dalhousie Lake Road", municipality_name: "Lanark Highlands", province: "ON", postal_code: "K0G 1K0", price: 289900, price_previous: 319000, house_type_name: "Vacant Land", land: { acres: 48.3, front_feet: 1320 }, map: { lat: 45.03182, lon: -76.58417 }, brokerage: "Highland Lakes Realty Ltd., Brokerage", tax: { amount: 1046, year: 2024 } }, user: { loggedIn: false } })}
${footer(["HouseSigma Inc. Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4", "Listing information provided by the Ottawa Real Estate Board. The data is deemed reliable but is not guaranteed accurate."])}
</body></html>`,
    expected: {
      price: { amount: 289900, currency: "CAD" },
      propertyKind: "land",
      street: "0 Dalhousie Lake Road",
      city: "Lanark Highlands",
      province: "ON",
      postalCode: "K0G 1K0",
      lot: { value: 48.3, unit: "acres" },
      mlsNumber: "1398765",
      brokerageName: "Highland Lakes Realty Ltd., Brokerage",
      geo: { lat: 45.03182, lng: -76.58417 },
    },
  },
  {
    name: "ho61-royallepage-cottage-kennisis-lake",
    site: "royallepage.ca",
    set: "held-out-61",
    traps: "Kennisis Lake cottage whose municipality is Dysart et al in Haliburton County; 150 ft frontage beside a 0.96-acre lot; '3 + 1' beds; weekly and seasonal rental income; annual taxes; shared road association fee; an 8-digit Lakelands number; other agents' listings in a rail; office address in the agent card",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/dysart-et-al/1024-kennisis-lake-road/26481937/mls40612345/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>1024 Kennisis Lake Road, Dysart et al, ON K0M 1S0 | MLS® 40612345 | Royal LePage</title>
<meta name="description" content="Kennisis Lake cottage for sale: 1024 Kennisis Lake Road, Dysart et al. 3 + 1 bedrooms, 2 bathrooms, 150 ft of frontage. $1,295,000.">
<meta property="og:title" content="1024 Kennisis Lake Road, Dysart et al — $1,295,000">
<meta property="og:image" content="https://rlp.listing-photos.ca/40612345/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "1024 Kennisis Lake Road", url: "https://www.royallepage.ca/en/property/ontario/dysart-et-al/1024-kennisis-lake-road/26481937/mls40612345/", offers: { "@type": "Offer", price: 1295000, priceCurrency: "CAD" } })}
${tags("GTM-RLP01")}
</head><body class="property-details">
${consent("Royal LePage")}
<header>${menu(["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Blog"])}<a href="/fr/" hreflang="fr">Français</a></header>
<main>
${photos("https://rlp.listing-photos.ca/40612345", 40, "1024 Kennisis Lake Road")}
<section class="property-header">
<h1 class="address-1">1024 Kennisis Lake Road</h1>
<h2 class="address-2">Dysart et al, Ontario K0M 1S0</h2>
<p class="property-price">$1,295,000</p>
<ul class="beds-baths"><li><span>3 + 1</span> bed</li><li><span>2</span> bath</li><li><span>1,650</span> sq. ft.</li></ul>
<p class="mls">MLS® #: 40612345</p>
</section>
<section class="property-description"><h2>Property Description</h2><p>Haliburton Highlands classic on Kennisis Lake. 150 ft of hard-sand, gradual entry frontage with a 40 ft aluminum dock and western sunsets. Built in 2004, the 1,650 sq. ft. cottage offers three bedrooms on the main level and a fourth bedroom in the walk-out lower level, two full baths, a vaulted great room and a wraparound deck. Well and septic; private road maintained year-round by the Kennisis Lake Road Association ($650/yr). Rented through a local agency at $4,200/week, grossing $46,800 in summer 2024 — buyer may assume 2026 bookings. Property taxes $4,318 (2024).</p></section>
<section class="property-details-list"><h2>Property Details</h2><dl>
<dt>Property Type</dt><dd>Single Family · Cottage</dd>
<dt>Lot Size</dt><dd>0.96 acres</dd>
<dt>Water Frontage</dt><dd>150 ft</dd>
<dt>Waterfront</dt><dd>Kennisis Lake</dd>
<dt>Year Built</dt><dd>2004</dd>
<dt>Bedrooms</dt><dd>3 above grade, 1 below grade</dd>
<dt>Bathrooms</dt><dd>2 full</dd>
<dt>Heating</dt><dd>Propane, wood stove</dd>
<dt>Water Source</dt><dd>Drilled well</dd>
<dt>Sewer</dt><dd>Septic</dd>
<dt>Taxes</dt><dd>$4,318 (2024)</dd>
</dl></section>
<section class="agent-card"><h2>Contact the listing agent</h2><div class="agent"><p class="agent-name">Janet McKenzie</p><p class="agent-title">Sales Representative</p><p class="agent-office">Royal LePage Lakes of Haliburton Realty, Brokerage</p><p class="agent-office-address">195 Highland Street, Haliburton, ON K0M 1S0</p><p class="agent-phone">705-555-0147</p></div></section>
${similar("More properties from this office", [
  { price: "$849,000", address: "77 Maple Lake Shores Rd, Algonquin Highlands", meta: "2 bed · 1 bath", href: "/en/property/ontario/algonquin-highlands/77-maple-lake-shores-rd/26471120/" },
  { price: "$1,695,000", address: "2210 Little Hawk Lake Rd, Algonquin Highlands", meta: "4 bed · 3 bath", href: "/en/property/ontario/algonquin-highlands/2210-little-hawk-lake-rd/26479985/" },
])}
${calculator("$1,000,000", "4.84%", "$4,578")}
<div id="property-map" data-latitude="45.21847" data-longitude="-78.62093"></div>
</main>
${footer(["Royal LePage® is a registered trademark of Royal Bank of Canada and is used under licence by Bridgemarq Real Estate Services Manager Limited.", "Each office is independently owned and operated. The listing content is provided by the Lakelands Association of REALTORS®."])}
</body></html>`,
    expected: {
      price: { amount: 1295000, currency: "CAD" },
      propertyKind: "house",
      street: "1024 Kennisis Lake Road",
      city: "Dysart et al",
      province: "ON",
      postalCode: "K0M 1S0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1650,
      lot: { value: 0.96, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "40612345",
      listingAgentName: "Janet McKenzie",
      brokerageName: "Royal LePage Lakes of Haliburton Realty, Brokerage",
      geo: { lat: 45.21847, lng: -78.62093 },
    },
  },
  {
    name: "ho61-condosca-ski-condo-blue-mountain",
    site: "condos.ca",
    set: "held-out-61",
    traps: "resort ski condo in the Town of The Blue Mountains with 'Blue Mountain Resort Area' as neighbourhood; unit in '#312' after the street; rental-pool revenue and 'HST in addition to price' for the rental program; monthly maintenance fees; building's other units and average $/sqft; no lot",
    pageUrl: "https://condos.ca/the-blue-mountains/weider-lodge-190-jozo-weider-blvd/unit-312-X12045678",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Weider Lodge - 190 Jozo Weider Blvd #312, The Blue Mountains | For Sale $549,000 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at Weider Lodge, 190 Jozo Weider Blvd #312 in Blue Mountain Resort Area, The Blue Mountains. $549,000. MLS® X12045678.">
<meta property="og:title" content="190 Jozo Weider Blvd #312 — $549,000">
<meta property="og:image" content="https://condos-media.ca/units/X12045678/1.jpg">
${tags("GTM-CONDOSCA")}
</head><body>
${consent("Condos.ca")}
<div id="__next"><header>${menu(["Buy", "Rent", "Sold", "Buildings", "Map", "Sell", "Sign in"])}</header>
<main>
<nav class="crumbs"><a href="/the-blue-mountains">The Blue Mountains</a> › <a href="/the-blue-mountains/blue-mountain-resort-area">Blue Mountain Resort Area</a> › <a href="/the-blue-mountains/weider-lodge-190-jozo-weider-blvd">Weider Lodge</a> › Unit 312</nav>
${photos("https://condos-media.ca/units/X12045678", 28, "Weider Lodge unit 312")}
<section class="unit-header">
<h1>190 Jozo Weider Blvd #312</h1>
<p class="sub">Weider Lodge · Blue Mountain Resort Area, The Blue Mountains, ON L9Y 0V3</p>
<p class="price">$549,000 <small>+ HST, if applicable</small></p>
<ul class="facts"><li>2 Beds</li><li>2 Baths</li><li>842 sqft</li><li>Maint. fees $742/mo</li></ul>
</section>
<section class="description"><h2>About this condo</h2><p>Ski-in, walk-out to the village: a two-bedroom, two-bath suite on the third floor of Weider Lodge (built 2002), steps to the Village gondola and the Monterra golf course. Sold fully furnished and equipped. The unit participates in the Blue Mountain Resort rental management program — 2024 gross rental revenue $38,400. Purchasers in the rental program must register for HST; HST is in addition to the price and may be deferred by registrants. Maintenance fees $742/month include heat, water, ski locker and outdoor pool. Property taxes $3,268 (2024).</p></section>
<section class="details"><h2>Details</h2><table>
<tr><th>MLS®</th><td>X12045678</td></tr>
<tr><th>Type</th><td>Condo Apt</td></tr>
<tr><th>Size</th><td>842 sqft</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Year Built</th><td>2002</td></tr>
<tr><th>Exposure</th><td>North West</td></tr>
<tr><th>Parking</th><td>Surface, shared</td></tr>
<tr><th>Locker</th><td>Ski locker, exclusive</td></tr>
<tr><th>Maintenance Fees</th><td>$742</td></tr>
<tr><th>Taxes</th><td>$3,268 / 2024</td></tr>
<tr><th>Days on Market</th><td>19</td></tr>
</table></section>
<section class="building-stats"><h2>Weider Lodge market stats</h2><p>Average listing price $462,000 · Average $/sqft $612 · 3 units for sale · 2 sold in the last 12 months</p>
<table><tr><th>Unit</th><th>Beds</th><th>Size</th><th>Price</th></tr><tr><td>#118</td><td>1</td><td>590 sqft</td><td>$389,900</td></tr><tr><td>#407</td><td>2</td><td>860 sqft</td><td>$579,000</td></tr></table></section>
<section class="agent"><h2>Listing agent</h2><p class="name">Greg Thibodeau</p><p class="role">Broker</p><p class="brokerage">Escarpment Alpine Realty Inc., Brokerage</p><p class="office">156 Jozo Weider Blvd, Unit 2, The Blue Mountains, ON L9Y 0V2</p></section>
${calculator("$439,200", "4.54%", "$2,431")}
${similar("Similar condos near Blue Mountain", [
  { price: "$699,000", address: "220 Gord Canning Dr #204, The Blue Mountains", meta: "2 bd · 2 ba · 1,040 sqft", href: "/the-blue-mountains/mosaic/unit-204" },
  { price: "$429,000", address: "796468 Grey Road 19 #3303, The Blue Mountains", meta: "1 bd · 1 ba", href: "/the-blue-mountains/cranberry/unit-3303" },
])}
</main></div>
${nextData({ props: { pageProps: { listing: { mlsNumber: "X12045678", address: { streetNumber: "190", streetName: "Jozo Weider", streetSuffix: "Blvd", unitNumber: "312", city: "The Blue Mountains", neighbourhood: "Blue Mountain Resort Area", province: "ON", postalCode: "L9Y 0V3" }, listPrice: 549000, originalPrice: 549000, bedrooms: 2, bathrooms: 2, sqft: 842, yearBuilt: 2002, maintenanceFee: 742, latitude: 44.50163, longitude: -80.31581, building: { name: "Weider Lodge", avgPricePerSqft: 612 } } } }, page: "/[city]/[building]/[unit]" })}
${footer(["Condos.ca is operated by Condos.ca Inc., Brokerage · 1 Dundas St W, Toronto, ON", "Listing information provided by the Toronto Regional Real Estate Board. Not intended to solicit buyers or sellers already under contract."])}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "condo",
      street: "190 Jozo Weider Blvd #312",
      city: "The Blue Mountains",
      province: "ON",
      postalCode: "L9Y 0V3",
      neighbourhood: "Blue Mountain Resort Area",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 842,
      yearBuilt: 2002,
      mlsNumber: "X12045678",
      listingAgentName: "Greg Thibodeau",
      brokerageName: "Escarpment Alpine Realty Inc., Brokerage",
      geo: { lat: 44.50163, lng: -80.31581 },
    },
  },
];
