/**
 * Forty-ninth held-out corpus, Ontario: a Lake of Bays cottage on the national board portal, a land-lease mobile home
 * in Innisfil on a data portal, a Kingston duplex on a brokerage portal, a Scarborough condo townhouse on a condo
 * portal and a Toronto co-op apartment on a national franchise's site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_49_ONTARIO: ListingPage[] = [
  {
    name: "ho49-realtorca-cottage-lakeofbays",
    site: "realtor.ca",
    set: "held-out-49",
    traps: "a lake cottage on the national portal: upper-case street with a ward in parentheses; postal code without a space; 152 ft water frontage beside a land size in acres with an acreage band; interior floor space and a larger total finished area; 'Bathrooms (Total) 2' with one half bath; 3 + 1 bedrooms; annual taxes; similar cottages with prices and beds; brokerage office address in the agent card",
    pageUrl: "https://www.realtor.ca/real-estate/27481936/1047-south-portage-road-lake-of-bays-mclean",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>1047 SOUTH PORTAGE Road, Lake of Bays (Mclean), Ontario P0B1A0 - 40638215 | REALTOR.ca</title>
<meta name="description" content="For sale: 1047 SOUTH PORTAGE Road, Lake of Bays (Mclean), Ontario P0B1A0 - $1,189,000. Four-season cottage with 152 feet of frontage on Lake of Bays. MLS® 40638215.">
<meta property="og:title" content="1047 SOUTH PORTAGE Road, Lake of Bays (Mclean), Ontario P0B1A0">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638601/reb82/highres/5/40638215_1.jpg">
<meta property="og:url" content="https://www.realtor.ca/real-estate/27481936/1047-south-portage-road-lake-of-bays-mclean">
</head><body>
<header id="hdr"><a class="logo" href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Living Room blog</a><a href="/login">Log in</a></nav></header>
<main id="listingDetailsPage">
<div id="listingAddress" class="listingAddress">1047 SOUTH PORTAGE Road<br>Lake of Bays (Mclean), Ontario P0B1A0</div>
<div id="listingPriceValue" class="listingPriceValue">$1,189,000</div>
<div class="listingIconNumCon"><span id="BedroomIcon">3 + 1</span> Bedrooms <span id="BathroomIcon">2</span> Bathrooms</div>
<div id="MLNumberVal" class="listingDetailsSectionContentValue">MLS® Number: 40638215</div>
<div id="propertyDetailsSectionContentSubCon_BuildingType"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">House</span></div>
<div id="propertyDetailsSectionContentSubCon_Storeys"><span class="propertyDetailsSectionContentLabel">Storeys</span><span class="propertyDetailsSectionContentValue">1.5</span></div>
<div id="propertyDetailsSectionContentSubCon_SquareFootage"><span class="propertyDetailsSectionContentLabel">Square Footage</span><span class="propertyDetailsSectionContentValue">1,450 sqft</span></div>
<div id="propertyDetailsSectionContentSubCon_LandSize"><span class="propertyDetailsSectionContentLabel">Land Size</span><span class="propertyDetailsSectionContentValue">1.16 ac|1 - 1.99 acres</span></div>
<div id="propertyDetailsSectionContentSubCon_AnnualPropertyTaxes"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$6,214</span></div>
<div id="propertyDetailsSectionContentSubCon_TimeOnRealtor"><span class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</span><span class="propertyDetailsSectionContentValue">12 days</span></div>
<section id="propertyDescriptionCon"><h2>Property Description</h2><p>Sunset views and 152 feet of clean, hard-sand frontage on the main basin of Lake of Bays. The four-season cottage has a wood-burning fireplace, a screened Muskoka room and a walk-out lower level with a fourth bedroom and rec room. 24 x 12 boathouse with a single slip, a bunkie with hydro, drilled well and a new septic (2021). Year-round municipal road. Minutes to Dorset and 25 minutes to Huntsville.</p></section>
<section id="BuildingDetails"><h2>Building</h2>
<div class="row"><span>Bathrooms (Total)</span><span>2</span></div>
<div class="row"><span>Half Bathrooms</span><span>1</span></div>
<div class="row"><span>Bedrooms Above Grade</span><span>3</span></div>
<div class="row"><span>Bedrooms Below Grade</span><span>1</span></div>
<div class="row"><span>Total Finished Area</span><span>2,130 sqft</span></div>
<div class="row"><span>Constructed Date</span><span>1988</span></div>
<div class="row"><span>Heating Type</span><span>Forced air (Propane)</span></div>
<div class="row"><span>Appliances Included</span><span>Dryer, Refrigerator, Stove, Washer</span></div>
</section>
<section id="LandDetails"><h2>Land</h2>
<div class="row"><span>Waterfront</span><span>Waterfront on lake</span></div>
<div class="row"><span>Water Body Name</span><span>Lake of Bays</span></div>
<div class="row"><span>Frontage</span><span>152 ft</span></div>
<div class="row"><span>Sewer</span><span>Septic System</span></div>
<div class="row"><span>Zoning Description</span><span>WR1</span></div>
</section>
<section id="listingMap" data-lat="45.31426" data-lng="-79.05172"><h2>Location</h2><div class="mapPlaceholder">Map</div></section>
<section id="realtorCardsCon"><h2>Contact REALTOR®</h2>
<div class="realtorCard"><div class="realtorCardName">Heather McAllister</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">705-555-0184</div>
<div class="officeCard"><div class="officeCardName">Pinewood Shores Realty Inc., Brokerage</div><div class="officeCardAddress">24 Main St W<br>Huntsville, Ontario P1H 1W9</div><div class="officeCardPhone">705-555-0100</div></div></div>
</section>
<section id="similarListings"><h2>Similar Properties</h2>
<a class="smallListingCard" href="/real-estate/27410022/"><span class="price">$979,000</span><span>2 Bed · 1 Bath</span><span>1122 NORTH SHORE Road, Lake of Bays</span></a>
<a class="smallListingCard" href="/real-estate/27399871/"><span class="price">$1,425,000</span><span>4 Bed · 3 Bath</span><span>38 BIRCH POINT Lane, Dorset</span></a>
</section>
<p class="disclaimer">Data provided by: The Lakelands Association of REALTORS®. The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p>
</main>
<footer id="ftr"><p>© 2025 The Canadian Real Estate Association. All rights reserved. 200 Catherine St, 6th Floor, Ottawa, Ontario K2P 2K9</p></footer>
${chrome("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 1189000, currency: "CAD" },
      propertyKind: "house",
      street: "1047 SOUTH PORTAGE Road",
      city: "Lake of Bays",
      neighbourhood: "Mclean",
      province: "ON",
      postalCode: "P0B 1A0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1450,
      lot: { value: 1.16, unit: "acres" },
      yearBuilt: 1988,
      mlsNumber: "40638215",
      listingAgentName: "Heather McAllister",
      brokerageName: "Pinewood Shores Realty Inc., Brokerage",
      geo: { lat: 45.31426, lng: -79.05172 },
    },
  },
  {
    name: "ho49-housesigma-mobilehome-innisfil",
    site: "housesigma.com",
    set: "held-out-49",
    traps: "a land-lease mobile home on a data portal: monthly pad fee beside the price; SigmaEstimate and a terminated earlier listing at a higher price; size only as a 700-1100 range; building age range instead of a year; no lot (land lease); brokerage without an agent; park name vs community; coordinates in app state",
    pageUrl: "https://housesigma.com/on/innisfil-real-estate/27-willow-trail/home/Yq4Bp2xR8kLmZ1aN/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Willow Trail, Innisfil, ON L9S 2K7 - For Sale $429,000 | HouseSigma</title>
<meta name="description" content="27 Willow Trail, Innisfil, ON L9S 2K7 - Mobile/Trailer for sale at $429,000. 2 bedrooms, 2 bathrooms. N9218734. See sold history, SigmaEstimate and community stats.">
<meta property="og:title" content="27 Willow Trail, Innisfil - $429,000">
<meta property="og:type" content="website">
</head><body>
<div id="app">
<header class="hs-header"><a href="/on/">HouseSigma</a><nav><a href="/on/map/">Map search</a><a href="/on/market/">Market trends</a><a href="/on/recommend/">Recommend</a><a href="/on/agents/">Our agents</a><a href="/on/login/">Sign in</a></nav></header>
<main class="listing-page">
<section class="basic-info">
<h1 class="address">27 Willow Trail</h1>
<p class="municipality">Innisfil, ON L9S 2K7 · Community: Alcona</p>
<div class="status"><span class="tag">For Sale</span> <span class="listed">Listed 9 days ago</span></div>
<div class="price"><span class="label">Listed:</span> <span class="value">$429,000</span></div>
<div class="estimate"><span class="label">SigmaEstimate:</span> <span class="value">$401,800</span> <span class="note">Updated weekly</span></div>
<ul class="rooms"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>1 Parking</li></ul>
</section>
<section class="key-facts"><h2>Key Facts</h2>
<dl>
<dt>Listing #</dt><dd>N9218734</dd>
<dt>Property Type</dt><dd>Mobile/Trailer, Bungalow</dd>
<dt>Tax</dt><dd>$1,142 / 2024</dd>
<dt>Maintenance</dt><dd>$782 / month (land lease pad fee)</dd>
<dt>Size</dt><dd>700-1100 feet²</dd>
<dt>Building Age</dt><dd>31-50 years</dd>
<dt>Lot Size</dt><dd>N/A – land lease community</dd>
<dt>Days on market</dt><dd>9</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Bright two-bedroom, two-bath home in Willow Creek Estates, an adult lifestyle land-lease community steps from Lake Simcoe. Primary bedroom with ensuite and walk-in closet, sunroom addition, updated kitchen and a covered deck. The pad fee of $782/month covers land lease, water, sewer and use of the clubhouse and outdoor pool. Park approval required; buyers must be 50+.</p></section>
<section class="listing-history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Price</th><th>Event</th><th>Listing #</th></tr>
<tr><td>2025-04-02</td><td>$429,000</td><td>For Sale</td><td>N9218734</td></tr>
<tr><td>2024-08-14</td><td>$449,000</td><td>Terminated</td><td>N9106521</td></tr>
<tr><td>2016-06-21</td><td>$219,900</td><td>Sold $214,000</td><td>N3478120</td></tr>
</table></section>
<section class="brokerage"><p>Listing Brokerage: Lakeside Shores Realty Ltd., Brokerage</p></section>
<section class="nearby"><h2>Nearby Sold</h2>
<div class="card"><span>41 Willow Trail</span><span>Sold $388,000</span><span>2 bd · 1 ba</span></div>
<div class="card"><span>9 Aspen Court</span><span>Sold $412,500</span><span>2 bd · 2 ba</span></div>
<div class="card"><span>118 Cedar Ridge Cres</span><span>For Sale $469,900</span><span>3 bd · 2 ba</span></div>
</section>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4 · 1-877-555-0190</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board. The information is deemed reliable but is not guaranteed to be accurate.</p></footer>
</div>
<script>window.__INITIAL_STATE__={"listing":{"id_listing":"Yq4Bp2xR8kLmZ1aN","ml_num":"N9218734","price":429000,"house_type_name":"Mobile/Trailer","bedroom":2,"washroom":2,"map":{"lat":44.29971,"lon":-79.56834},"brokerage_text":"Lakeside Shores Realty Ltd., Brokerage"},"user":{"loggedIn":false}};</script>
${chrome("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "mobile",
      street: "27 Willow Trail",
      city: "Innisfil",
      province: "ON",
      postalCode: "L9S 2K7",
      neighbourhood: "Alcona",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "N9218734",
      brokerageName: "Lakeside Shores Realty Ltd., Brokerage",
      geo: { lat: 44.29971, lng: -79.56834 },
    },
  },
  {
    name: "ho49-zolo-duplex-kingston",
    site: "zolo.ca",
    set: "held-out-49",
    traps: "a Kingston duplex on a brokerage portal: per-unit rows with their own bedrooms, baths and rents; size only as a 2000-2500 range; lot as 33 x 132 ft; age range, no year; taxes; sold-nearby prices; 'Listing provided by' brokerage only; neighbourhood in the breadcrumb and table",
    pageUrl: "https://www.zolo.ca/kingston-real-estate/214-division-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>214 Division St, Kingston, ON K7K 3Z2 — For Sale @ $689,900 | Zolo.ca</title>
<meta name="description" content="214 Division St is a duplex for sale in Inner Harbour, Kingston. 4 beds, 2 baths. MLS® X9412365.">
<meta property="og:title" content="214 Division St, Kingston — $689,900">
<link rel="canonical" href="https://www.zolo.ca/kingston-real-estate/214-division-street">
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/kingston-real-estate">Kingston homes</a><a href="/sold-home-prices">Sold prices</a><a href="/home-values">Home values</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-wrapper">
<nav class="breadcrumbs"><a href="/ontario">Ontario</a> › <a href="/kingston-real-estate">Kingston</a> › <a href="/kingston-real-estate/inner-harbour">Inner Harbour</a></nav>
<section class="listing-header">
<h1 class="address"><span class="street">214 Division St</span>, <span class="city">Kingston</span>, <span class="province">ON</span> <span class="postal">K7K 3Z2</span></h1>
<div class="listing-price"><span class="price">$689,900</span> <span class="ppsf">$345/sqft est.</span></div>
<ul class="listing-values"><li><strong>4</strong> Bed</li><li><strong>2</strong> Bath</li><li><strong>2000-2500</strong> sqft</li></ul>
</section>
<section class="section-listing-details"><h2>Home Facts</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Duplex</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Size (sq ft)</dt><dd class="column-value">2000-2500</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">33 x 132 ft</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">100+</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$5,402 in 2024</dd></div>
<div class="column"><dt class="column-label">Neighbourhood</dt><dd class="column-value">Inner Harbour</dd></div>
<div class="column"><dt class="column-label">MLS® #</dt><dd class="column-value">X9412365</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">6</dd></div>
</dl></section>
<section class="section-units"><h2>Units</h2>
<table class="units"><tr><th>Unit</th><th>Level</th><th>Beds</th><th>Baths</th><th>Rent</th><th>Lease</th></tr>
<tr><td>Unit 1</td><td>Main</td><td>2</td><td>1</td><td>$1,650/mo + hydro</td><td>Month-to-month</td></tr>
<tr><td>Unit 2</td><td>Upper</td><td>2</td><td>1</td><td>$1,825/mo + hydro</td><td>Ends Aug 31, 2025</td></tr>
</table></section>
<section class="section-description"><h2>Description</h2><p>Legal side-by-side duplex a short walk to Queen's and the downtown core. Separate hydro meters, separate entrances and a shared coin laundry in the basement. Gross rents of $41,700/yr. Roof 2019, furnace (Unit 2) 2022. Two parking spaces off the lane. 24 hours notice for showings.</p></section>
<section class="section-sold"><h2>Sold Nearby</h2>
<div class="card"><span>198 Division St</span><span>Sold for $612,000</span><span>3 bd · 2 ba</span></div>
<div class="card"><span>57 Pine St</span><span>Sold for $731,500</span><span>5 bd · 2 ba · Triplex</span></div>
</section>
<p class="listing-provided">Listing provided by Limestone City Realty Ltd., Brokerage. Information deemed reliable but not guaranteed.</p>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2</p><p>MLS®, REALTOR® and the associated logos are trademarks of The Canadian Real Estate Association.</p></footer>
${chrome("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "plex",
      street: "214 Division St",
      city: "Kingston",
      province: "ON",
      postalCode: "K7K 3Z2",
      neighbourhood: "Inner Harbour",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2000,
      lot: { value: 4356, unit: "ft2" },
      mlsNumber: "X9412365",
      brokerageName: "Limestone City Realty Ltd., Brokerage",
    },
  },
  {
    name: "ho49-condosca-townhouse-scarborough",
    site: "condos.ca",
    set: "held-out-49",
    traps: "a condo townhouse on a condo portal: unit-dash-number street; size only as a 1200-1399 range; 'Baths 3' in the summary but a 2-pc and two 4-pc baths in the breakdown; maintenance fee and taxes; building built year and other units in the building with prices; Scarborough district and neighbourhood vs the city of Toronto; brokerage only; coordinates in JSON-LD",
    pageUrl: "https://condos.ca/toronto/birchmount-commons-2490-birchmount-rd/unit-14-E9408821",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 - 2490 Birchmount Rd — Birchmount Commons | 3 Bed, 3 Bath Condo Townhouse for Sale | Condos.ca</title>
<meta name="description" content="Condo townhouse for sale at Birchmount Commons, 14 - 2490 Birchmount Rd, Toronto. 3 beds, 3 baths, $749,000. MLS® E9408821.">
<meta property="og:title" content="14 - 2490 Birchmount Rd — $749,000">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "14 - 2490 Birchmount Rd", address: { "@type": "PostalAddress", streetAddress: "14 - 2490 Birchmount Rd", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M1T 2M5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.78655, longitude: -79.30118 } })}
</head><body>
<header><a class="logo" href="/">Condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/sell">Sell</a><a href="/toronto/buildings">Buildings</a><a href="/login">Log in</a></nav></header>
<main class="listing">
<nav class="crumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/scarborough">Scarborough</a> › <a href="/toronto/tam-oshanter-sullivan">Tam O'Shanter-Sullivan</a></nav>
<h1>14 - 2490 Birchmount Rd</h1>
<p class="sub">Birchmount Commons · Tam O'Shanter-Sullivan, Toronto, ON M1T 2M5</p>
<div class="price-row"><span class="price">$749,000</span><span class="est">Condos.ca estimate: $731,000 – $768,000</span></div>
<ul class="summary"><li>3 Beds</li><li>3 Baths</li><li>1200-1399 sqft</li><li>1 Parking</li><li>No locker</li></ul>
<table class="details">
<tr><th>MLS®</th><td>E9408821</td></tr>
<tr><th>Type</th><td>Condo Townhouse</td></tr>
<tr><th>Size</th><td>1200-1399 sqft</td></tr>
<tr><th>Maint. fees</th><td>$512 /mo (water, building insurance, common elements)</td></tr>
<tr><th>Taxes</th><td>$3,108 / 2024</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Washrooms</th><td>1 × 2-pc (main), 2 × 4-pc (2nd)</td></tr>
<tr><th>Basement</th><td>Finished, walk-out to garage</td></tr>
</table>
<section class="desc"><h2>About this home</h2><p>End-unit townhouse with a private fenced patio backing onto the courtyard. Renovated kitchen with quartz counters, three bedrooms up including a primary with 4-piece ensuite, and a finished lower level with direct garage access. Walk to Agincourt GO and the Bridlewood mall.</p></section>
<section class="building"><h2>Birchmount Commons</h2>
<dl><dt>Address</dt><dd>2490 Birchmount Rd</dd><dt>Built</dt><dd>1984</dd><dt>Units</dt><dd>86 townhouses</dd><dt>Management</dt><dd>Sentinel Property Services</dd><dt>Avg. $/sqft</dt><dd>$561</dd></dl>
<h3>Other units for sale in this building</h3>
<div class="unit-card"><span>Unit 51</span><span>$699,900</span><span>3 bd · 2 ba · 1000-1199 sqft</span></div>
<div class="unit-card"><span>Unit 8</span><span>$815,000</span><span>4 bd · 3 ba · 1400-1599 sqft</span></div>
<h3>Recently sold</h3>
<div class="unit-card"><span>Unit 22</span><span>Sold $702,000</span><span>3 bd · 3 ba</span></div>
</section>
<p class="brokerage">Listed by Front Gate Realty Inc., Brokerage</p>
</main>
<footer><p>Condos.ca is operated by Condos.ca Realty Inc., Brokerage · 1 Yonge St, Suite 1801, Toronto, ON M5E 1W7</p><p>Listing data is provided by the Toronto Regional Real Estate Board and is deemed reliable but not guaranteed.</p></footer>
${chrome("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "14 - 2490 Birchmount Rd",
      city: "Toronto",
      province: "ON",
      postalCode: "M1T 2M5",
      neighbourhood: "Tam O'Shanter-Sullivan",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      yearBuilt: 1984,
      mlsNumber: "E9408821",
      brokerageName: "Front Gate Realty Inc., Brokerage",
      geo: { lat: 43.78655, lng: -79.30118 },
    },
  },
  {
    name: "ho49-royallepage-coop-toronto",
    site: "royallepage.ca",
    set: "held-out-49",
    traps: "a co-op apartment on a franchise site: share purchase with maintenance that includes taxes (no tax figure); suite-dash-number street; exact sq ft; building year; Royal LePage estimate; agent and brokerage with the office address; featured listings by the same agent with prices; map coordinates as data attributes",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/toronto/604-77-chaplin-crescent/23718840/mlsC9402117/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>604 - 77 Chaplin Cres, Toronto, ON M5P 1A5 | Co-op Apartment for Sale | C9402117 | Royal LePage</title>
<meta name="description" content="Co-op apartment for sale at 604 - 77 Chaplin Cres, Toronto. 2 bedrooms, 1 bathroom. $589,000. MLS® C9402117.">
<meta property="og:title" content="604 - 77 Chaplin Cres, Toronto — $589,000">
<meta property="og:site_name" content="Royal LePage">
</head><body>
<header class="rlp-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Find a home</a><a href="/en/agent/">Find an agent</a><a href="/en/office/">Find an office</a><a href="/en/realestate/news/">Insights</a><a href="/fr/">Français</a></nav></header>
<main class="property-detail">
<div class="property-header">
<h1 class="address-1">604 - 77 Chaplin Cres</h1>
<p class="address-2">Toronto, Ontario M5P 1A5</p>
<p class="neighbourhood">Neighbourhood: Chaplin Estates</p>
<div class="price">$589,000</div>
<div class="rlp-estimate">Royal LePage Home Estimate: $604,000</div>
</div>
<ul class="property-features"><li><span>2</span> Bedrooms</li><li><span>1</span> Bathroom</li><li><span>935</span> Sq. Ft.</li></ul>
<section class="property-details-table"><h2>Property Details</h2>
<table>
<tr><th>MLS® #</th><td>C9402117</td></tr>
<tr><th>Property Type</th><td>Co-op Apartment</td></tr>
<tr><th>Ownership</th><td>Co-operative (share purchase)</td></tr>
<tr><th>Building Built</th><td>1957</td></tr>
<tr><th>Maintenance Fees</th><td>$1,296 / month (includes property taxes, heat, water, hydro)</td></tr>
<tr><th>Taxes</th><td>Included in maintenance</td></tr>
<tr><th>Parking</th><td>1 underground (exclusive use)</td></tr>
<tr><th>Storey</th><td>6 of 7</td></tr>
</table></section>
<section class="description"><h2>Description</h2><p>Rarely offered corner suite in a well-run co-operative building in Chaplin Estates. Refinished hardwood, a galley kitchen with a window and a south balcony over the garden. Purchase is of shares in 77 Chaplin Co-operative Corporation; board approval required and financing is limited to select lenders with a minimum 35% down. No pets over 25 lbs.</p></section>
<section id="property-map" class="map" data-latitude="43.70214" data-longitude="-79.40462"><h2>Map</h2></section>
<section class="agent-card"><h2>Contact the listing agent</h2>
<p class="agent-name">Priya Venkataraman</p><p class="agent-title">Sales Representative</p><p class="agent-phone">416-555-0172</p>
<p class="office-name">Royal LePage Parkway Heights Realty, Brokerage</p><p class="office-address">1955 Yonge St, Toronto, ON M4S 1Z6</p>
<h3>More listings from Priya</h3>
<div class="mini-card"><span>$1,149,000</span><span>3 bed · 2 bath</span><span>51 Hillsdale Ave E, Toronto</span></div>
<div class="mini-card"><span>$2,650/month</span><span>1 bed · 1 bath</span><span>905 - 20 Soudan Ave, Toronto</span></div>
</section>
</main>
<footer class="rlp-footer"><p>© 2025 Bridgemarq Real Estate Services Manager Limited. All rights reserved. Each Royal LePage office is independently owned and operated except those marked as "Royal LePage Real Estate Services Ltd., Brokerage".</p><p>39 Wynford Drive, Toronto, ON M3C 3K5</p></footer>
${chrome("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 589000, currency: "CAD" },
      propertyKind: "condo",
      street: "604 - 77 Chaplin Cres",
      city: "Toronto",
      province: "ON",
      postalCode: "M5P 1A5",
      neighbourhood: "Chaplin Estates",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 935,
      yearBuilt: 1957,
      mlsNumber: "C9402117",
      listingAgentName: "Priya Venkataraman",
      brokerageName: "Royal LePage Parkway Heights Realty, Brokerage",
      geo: { lat: 43.70214, lng: -79.40462 },
    },
  },
];
