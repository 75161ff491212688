/**
 * Twenty-fifth held-out corpus, Ontario: a REALTOR.ca waterfront cottage in Huntsville, a Zolo price-reduced cottage
 * in Haliburton, a HouseSigma waterfront cabin in Kenora, a RE/MAX commercial unit for lease in Picton and a
 * Condos.ca ski-season condo for rent in Collingwood. Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_25_ONTARIO: ListingPage[] = [
  {
    name: "ho25-realtorca-cottage-huntsville",
    site: "realtor.ca",
    set: "held-out-25",
    traps: "a REALTOR.ca waterfront cottage on Lake Vernon near Huntsville: an open-house banner with its own date and time; 'Land Size 1.38 ac' beside '200 ft frontage'; 'Bedrooms 3 + 1' with the one below grade; 'Bathrooms Total 3' with 2 full and 1 partial (2.5); the brokerage office's street address and postal code in the agent card; mortgage calculator figure; 'Annual Property Taxes $4,812'",
    pageUrl: "https://www.realtor.ca/real-estate/28764120/1186-hidden-valley-cove-road-huntsville",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1186 HIDDEN VALLEY COVE Road, Huntsville, Ontario P1H 2N4 - 28764120 | REALTOR.ca</title>
<meta name="description" content="For sale: 1186 HIDDEN VALLEY COVE Road, Huntsville, Ontario P1H 2N4 - 28764120. Waterfront cottage on Lake Vernon, 3+1 bedrooms, 3 bathrooms. $849,000">
<meta property="og:title" content="1186 HIDDEN VALLEY COVE Road, Huntsville, Ontario">
<meta name="geo.position" content="45.36108;-79.18742">
</head><body class="listingDetailsPage">
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="openHouseBanner" class="openHouseBanner"><span class="ohIcon"></span>Open House: Saturday, November 28, 2026 &middot; 11:00 AM - 1:00 PM</div>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">1186 HIDDEN VALLEY COVE Road<br>Huntsville, Ontario P1H2N4</h1>
<div id="listingPriceValue" class="listingPriceValue">$849,000</div>
<div id="MLNumberVal" class="listingMlsNum">MLS® Number: <span>X12488015</span></div>
</div>
<div class="listingIconCon">
<div class="listingIconNum" id="BedroomIcon">3 + 1</div><div class="listingIconText">Bedrooms</div>
<div class="listingIconNum" id="BathroomIcon">3</div><div class="listingIconText">Bathrooms</div>
<div class="listingIconNum" id="SquareFootageIcon">1,640 sqft</div><div class="listingIconText">Square Footage</div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Four-season cottage on the quiet west shore of Lake Vernon, 12 minutes to downtown Huntsville. 200 ft of frontage with a sand-and-rock shoreline, a 24 ft aluminum dock and westerly sunsets. Main floor with three bedrooms, a vaulted great room and a Muskoka room; the walkout lower level adds a fourth bedroom and a half bath. Drilled well, Class 4 septic. Boathouse rights are not included.</p></div>
<div id="propertyDetailsSectionContentSubCon_Building" class="propertyDetailsSectionContentSubCon">
<h3>Building</h3>
<div class="propertyDetailsSectionContentLabel">Bathrooms Total</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Bedrooms Above Ground</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Bedrooms Below Ground</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Bathrooms Full</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Bathrooms Partial</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Architectural Style</div><div class="propertyDetailsSectionContentValue">Bungalow</div>
<div class="propertyDetailsSectionContentLabel">Constructed Date</div><div class="propertyDetailsSectionContentValue">1994</div>
<div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Forced air (Propane)</div>
</div>
<div id="propertyDetailsSectionContentSubCon_Land" class="propertyDetailsSectionContentSubCon">
<h3>Land</h3>
<div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">1.38 ac</div>
<div class="propertyDetailsSectionContentLabel">Frontage</div><div class="propertyDetailsSectionContentValue">200 ft</div>
<div class="propertyDetailsSectionContentLabel">Waterfront</div><div class="propertyDetailsSectionContentValue">Lake Vernon</div>
</div>
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,812</div>
<div class="mortgageCalc"><p>Estimated monthly payment: $3,942 (5.19%, 25 yrs, 20% down)</p></div>
<div id="realtorCardCon" class="realtorCardCon">
<div class="realtorCardName">Maren Lindqvist</div><div class="realtorCardTitle">Salesperson</div>
<div class="realtorCardOfficeName">Muskoka Lakeland Realty Inc., Brokerage</div>
<div class="realtorCardOfficeAddress">70 Main Street East, Huntsville, Ontario P1H 1A4</div>
<div class="realtorCardPhone">705-555-0147</div>
</div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "house",
      street: "1186 Hidden Valley Cove Road",
      city: "Huntsville",
      province: "ON",
      postalCode: "P1H 2N4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 1.38, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "X12488015",
      listingAgentName: "Maren Lindqvist",
      brokerageName: "Muskoka Lakeland Realty Inc., Brokerage",
      geo: { lat: 45.36108, lng: -79.18742 },
    },
  },
  {
    name: "ho25-zolo-price-reduced-cottage-haliburton",
    site: "zolo.ca",
    set: "held-out-25",
    traps: "a Zolo cottage in Dysart et al (Haliburton) with a price drop: 'was $699,000' struck through beside '$649,000' and '-$50,000'; a Zolo estimate; the township (Dysart et al) as the city, Haliburton only in the nav and text; lot '150 x 310 ft'; size as a range '1100-1500 sqft' (lower bound); days on site; similar listings with their own prices",
    pageUrl: "https://www.zolo.ca/dysart-et-al-real-estate/2214-kennisis-lake-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2214 Kennisis Lake Road, Dysart et al, ON K0M 1S0 | $649,000 | Zolo.ca</title>
<meta name="description" content="2214 Kennisis Lake Road, Dysart et al, ON K0M 1S0 - 3 beds, 2 baths cottage for sale. Price reduced to $649,000. MLS® X12501377.">
<meta property="og:url" content="https://www.zolo.ca/dysart-et-al-real-estate/2214-kennisis-lake-road">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2214 Kennisis Lake Road", address: { "@type": "PostalAddress", streetAddress: "2214 Kennisis Lake Road", addressLocality: "Dysart et al", addressRegion: "ON", postalCode: "K0M 1S0" }, geo: { "@type": "GeoCoordinates", latitude: 45.19214, longitude: -78.61137 }, numberOfRooms: 3 })}
</head><body>
<header class="zolo-header"><a href="/">Zolo</a><nav><a href="/haliburton-real-estate">Haliburton</a><a href="/sold">Sold</a></nav></header>
<main class="listing-page">
<nav class="breadcrumb"><a href="/">Home</a> › <a href="/ontario-real-estate">ON</a> › <a href="/dysart-et-al-real-estate">Dysart et al</a> › 2214 Kennisis Lake Road</nav>
<section class="listing-header">
<h1 class="address">2214 Kennisis Lake Road</h1>
<div class="area">Dysart et al, ON K0M 1S0</div>
<div class="listing-price"><span class="price-drop">Price Reduced</span> <s class="was-price">$699,000</s> <span class="price">$649,000</span> <span class="drop-amount">-$50,000 (7.2%)</span></div>
<div class="zolo-estimate">Zolo Estimate: $662,400</div>
</section>
<ul class="listing-stats"><li><b>3</b> beds</li><li><b>2</b> baths</li><li><b>1100-1500</b> sqft</li><li>41 days on Zolo</li></ul>
<section class="key-facts"><h2>Key Facts</h2>
<dl>
<dt>MLS®</dt><dd>X12501377</dd>
<dt>Type</dt><dd>Detached</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>Lot Size</dt><dd>150 x 310 Feet</dd>
<dt>Waterfront</dt><dd>Direct – Kennisis Lake</dd>
<dt>Taxes</dt><dd>$3,206 / 2026</dd>
<dt>Heating</dt><dd>Wood stove, baseboard</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Classic Haliburton cottage on big Kennisis Lake with 150 feet of clean shoreline, deep water off the dock and a bunkie for the overflow. Three bedrooms, two baths, screened porch facing south. Year-round municipal road. Sellers have moved the price to sell before freeze-up.</p></section>
<section class="brokerage"><p>Listed by Halliburton Shores Realty Ltd., Brokerage · Listing agent Dev Kapoor</p></section>
<section class="rooms"><h2>Rooms</h2><table>
<tr><th>Room</th><th>Level</th><th>Dimensions</th></tr>
<tr><td>Living</td><td>Main</td><td>18'4" x 15'2"</td></tr>
<tr><td>Kitchen</td><td>Main</td><td>11'0" x 10'6"</td></tr>
<tr><td>Primary</td><td>Main</td><td>12'8" x 11'3"</td></tr>
<tr><td>Bedroom 2</td><td>Main</td><td>10'2" x 9'7"</td></tr>
<tr><td>Bedroom 3</td><td>Main</td><td>9'9" x 9'1"</td></tr>
<tr><td>Sunroom</td><td>Main</td><td>14'0" x 8'0"</td></tr>
</table></section>
<section class="market"><h2>Dysart et al Market Stats</h2><p>Median list price $689,000 · Average days on market 52 · 14% of listings reduced this month</p></section>
<section class="similar"><h2>Similar Homes</h2>
<div class="card">1040 Eagle Lake Road · 2 bd · $579,000</div>
<div class="card">87 Pine Point Lane · 4 bd · $879,900</div>
</section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON. Listing data © PropTx.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649000 },
      propertyKind: "house",
      street: "2214 Kennisis Lake Road",
      city: "Dysart et al",
      province: "ON",
      postalCode: "K0M 1S0",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 46500, unit: "ft2" },
      mlsNumber: "X12501377",
      listingAgentName: "Dev Kapoor",
      brokerageName: "Halliburton Shores Realty Ltd., Brokerage",
      geo: { lat: 45.19214, lng: -78.61137 },
    },
  },
  {
    name: "ho25-housesigma-waterfront-cabin-kenora",
    site: "housesigma.com",
    set: "held-out-25",
    traps: "a HouseSigma waterfront cabin on Lake of the Woods in Kenora: the list price beside a HouseSigma estimate and the 2019 sold price of the same address in the history table; '0.92 acres' lot; 'Bedrooms 2' and 'Washrooms 1'; property taxes; a community label ('Keewatin') in the header; brokerage only, no agent; nearby sold cards with prices",
    pageUrl: "https://housesigma.com/on/kenora-real-estate/44-treeline-bay-road/home/yQ8mR0p3Lk9aWd2E/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>44 Treeline Bay Road, Kenora, ON P0X 1C0 | For Sale $519,000 | HouseSigma</title>
<meta name="description" content="44 Treeline Bay Road, Kenora, ON P0X 1C0. 2 bed, 1 bath waterfront cabin on Lake of the Woods listed at $519,000. MLS® X12477302.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { house: { id_listing: "yQ8mR0p3Lk9aWd2E", ml_num: "X12477302", address: "44 Treeline Bay Road", municipality: "Kenora", community: "Keewatin", province: "ON", postal_code: "P0X 1C0", price: 519000, price_sold: null, house_type: "Detached", bedroom: 2, washroom: 1, land: { acres: 0.92 }, map: { lat: 49.76512, lon: -94.55238 }, estimate: { price: 541000, low: 498000, high: 584000 }, brokerage: "Lake of the Woods Realty Ltd., Brokerage" } } } })}</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market</a></nav></header>
<main class="hs-listing">
<div class="address-line"><h1>44 Treeline Bay Road</h1><p>Kenora - Keewatin, ON P0X 1C0</p></div>
<div class="price-block"><span class="status">For Sale</span><span class="listing-price">$519,000</span><span class="listed">Listed 19 days ago</span></div>
<div class="estimate-block"><span class="label">SigmaEstimate</span><span class="value">$541,000</span><span class="range">$498,000 - $584,000</span></div>
<ul class="key-facts">
<li><span>Bedrooms</span><span>2</span></li>
<li><span>Washrooms</span><span>1</span></li>
<li><span>Property Type</span><span>Detached, Bungalow</span></li>
<li><span>Land Size</span><span>0.92 acres</span></li>
<li><span>Frontage</span><span>175 ft on Lake of the Woods</span></li>
<li><span>Tax</span><span>$2,688 / 2026</span></li>
<li><span>MLS®</span><span>X12477302</span></li>
</ul>
<section class="remarks"><h2>Description</h2><p>Three-season-plus cabin on a sheltered bay of Lake of the Woods, 10 minutes from downtown Kenora by road. Open living area with a woodstove, two bedrooms, four-piece bath, wrap deck and a floating dock for two boats. Sauna by the water. Sold with most furnishings, canoe and kayak.</p></section>
<section class="history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>2026-11-08</td><td>Listed</td><td>$519,000</td></tr>
<tr><td>2019-07-22</td><td>Sold</td><td>$338,500</td></tr>
<tr><td>2019-06-02</td><td>Listed</td><td>$349,900</td></tr>
</table></section>
<section class="brokerage"><p>Listing Brokerage: Lake of the Woods Realty Ltd., Brokerage</p></section>
<section class="rooms"><h2>Rooms</h2><ul>
<li>Living Room · Main · 5.21 x 4.27 m</li><li>Kitchen · Main · 3.35 x 2.90 m</li><li>Primary Bedroom · Main · 3.66 x 3.05 m</li><li>Bedroom · Main · 3.05 x 2.74 m</li><li>Bathroom · Main · 4 Pc</li></ul></section>
<section class="features"><h2>Features</h2><p>Water: lake · Sewer: holding tank · Road: private, seasonally maintained by association ($450/yr) · Heat: wood stove, electric baseboard</p></section>
<section class="nearby-sold"><h2>Sold Nearby</h2>
<div class="card">31 Rabbit Lake Road · Sold $402,000 · 2 bd 1 ba</div>
<div class="card">9 Portage Bay Lane · Sold $625,000 · 3 bd 2 ba</div>
</section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Markham, ON. Listing data from the member boards.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 519000 },
      propertyKind: "house",
      street: "44 Treeline Bay Road",
      city: "Kenora",
      province: "ON",
      postalCode: "P0X 1C0",
      neighbourhood: "Keewatin",
      bedrooms: 2,
      bathrooms: 1,
      lot: { value: 0.92, unit: "acres" },
      mlsNumber: "X12477302",
      brokerageName: "Lake of the Woods Realty Ltd., Brokerage",
      geo: { lat: 49.76512, lng: -94.55238 },
    },
  },
  {
    name: "ho25-remax-commercial-lease-picton",
    site: "remax.ca",
    set: "held-out-25",
    traps: "a RE/MAX commercial retail unit for lease on Main Street in Picton (Prince Edward County): '$2,400/month' gross beside '$25.04 /sq ft/yr' and additional rent; unit number before the street; 'Prince Edward County' as the municipality and Picton as the community; 1,150 sq ft unit in a building of 6,800 sq ft; built 1887; agent with the office address; no bedrooms",
    pageUrl: "https://www.remax.ca/on/prince-edward-county-real-estate/2-188-main-street-wlid_41877302-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2-188 Main Street, Prince Edward County, ON K0K 2T0 | For Lease | RE/MAX</title>
<meta name="description" content="Retail unit for lease at 2-188 Main Street, Picton. 1,150 sq ft, $2,400/month gross. MLS® X12493860.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "2-188 Main Street", offers: { "@type": "Offer", price: 2400, priceCurrency: "CAD", priceSpecification: { "@type": "UnitPriceSpecification", price: 2400, priceCurrency: "CAD", unitText: "MONTH" } } })}
</head><body>
<header><a href="/" class="remax-logo">RE/MAX</a><nav><a href="/commercial">Commercial</a><a href="/find-an-agent">Agents</a></nav></header>
<main class="listing-detail">
<nav class="breadcrumb"><a href="/on">Ontario</a> / <a href="/on/prince-edward-county-real-estate">Prince Edward County</a> / Picton</nav>
<div class="listing-summary">
<h1 class="listing-address">2-188 Main Street</h1>
<p class="listing-city">Prince Edward County, ON K0K 2T0</p>
<p class="listing-price">$2,400 <span>/month</span> <span class="tag">For Lease</span></p>
<p class="price-alt">$25.04 /sq ft/yr gross · Utilities extra</p>
</div>
<div class="listing-overview">
<div><span>Property Type</span><span>Commercial Retail</span></div>
<div><span>Unit Size</span><span>1,150 sq ft</span></div>
<div><span>Building Size</span><span>6,800 sq ft</span></div>
<div><span>Year Built</span><span>1887</span></div>
<div><span>Zoning</span><span>C1 – Main Street Commercial</span></div>
<div><span>Community</span><span>Picton</span></div>
<div><span>MLS®</span><span>X12493860</span></div>
</div>
<section class="description"><h2>Description</h2><p>Street-front retail unit in a restored limestone block in the heart of Picton, steps from the Regent Theatre and the harbour. 1,150 sq ft with 12 ft tin ceilings, a display window onto Main Street, a two-piece washroom and a rear storage room. Ideal for a boutique, gallery or tasting room serving the County's summer traffic. Minimum three-year term; landlord pays property tax and building insurance.</p></section>
<section class="agent-card"><p class="agent-name">Corinne Vandermeer</p><p class="agent-title">Broker</p><p class="office">RE/MAX Quinte Ltd., Brokerage</p><p class="office-address">100 Main Street, Picton, ON K0K 2T0</p></section>
<section class="lease-terms"><h2>Lease Terms</h2><table>
<tr><th>Rent</th><td>$2,400/month gross</td></tr>
<tr><th>Additional Rent</th><td>Hydro and gas metered separately</td></tr>
<tr><th>Term</th><td>3 – 5 years</td></tr>
<tr><th>Deposit</th><td>First and last month</td></tr>
<tr><th>Possession</th><td>February 1, 2027</td></tr>
<tr><th>Parking</th><td>Municipal lot behind building</td></tr>
</table></section>
<section class="nearby"><h2>Nearby Commercial</h2><div class="card">Wellington retail · $3,100/month</div><div class="card">Bloomfield office · $1,650/month</div></section>
</main>
<footer><p>© RE/MAX, LLC. Each office independently owned and operated. Data supplied by the Quinte &amp; District Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2400, period: "month" },
      propertyKind: "commercial",
      street: "2-188 Main Street",
      city: "Prince Edward County",
      province: "ON",
      postalCode: "K0K 2T0",
      neighbourhood: "Picton",
      squareFootage: 1150,
      yearBuilt: 1887,
      mlsNumber: "X12493860",
      listingAgentName: "Corinne Vandermeer",
      brokerageName: "RE/MAX Quinte Ltd., Brokerage",
    },
  },
  {
    name: "ho25-condosca-condo-rent-collingwood",
    site: "condos.ca",
    set: "held-out-25",
    traps: "a Condos.ca ski-season condo rental near Blue Mountain in Collingwood: '$2,900/mo' with the building's average rent and price per sq ft beside it; unit number with '#'; maintenance fee (owner's) on the page; size range '700-799' with an exact 742 in the text; building built 2008; 1 bed + den as '1+1'; agent and brokerage; recently leased units with rents",
    pageUrl: "https://condos.ca/collingwood/the-shipyards-lofts-11-beachwalk-crescent/unit-308-S12530184",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#308 - 11 Beachwalk Crescent, Collingwood | For Rent $2,900 | Condos.ca</title>
<meta name="description" content="For rent: 1+1 bed, 1 bath condo at The Shipyards Lofts, #308 - 11 Beachwalk Crescent, Collingwood. $2,900/month. S12530184.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mls_number: "S12530184", transaction_type: "For Lease", price: 2900, unit_number: "308", street: "11 Beachwalk Crescent", city: "Collingwood", neighbourhood: "Shipyards", beds: "1+1", baths: 1, sqft_range: "700-799", latitude: 44.50391, longitude: -80.21048 }, building: { name: "The Shipyards Lofts", year_built: 2008, avg_rent: 2450, avg_psf: 3.28 } } } })}</script>
</head><body>
<header><a href="/">condos.ca</a><nav><a href="/collingwood">Collingwood</a><a href="/rent">Rent</a></nav></header>
<main>
<nav class="crumbs"><a href="/collingwood">Collingwood</a> › <a href="/collingwood/shipyards">Shipyards</a> › The Shipyards Lofts › #308</nav>
<h1>#308 - 11 Beachwalk Crescent</h1>
<p class="sub">The Shipyards Lofts · Shipyards, Collingwood, ON</p>
<div class="price"><span>$2,900</span>/mo <span class="badge">For Rent</span></div>
<ul class="specs"><li>1+1 Bed</li><li>1 Bath</li><li>700-799 sqft</li><li>1 Parking</li><li>Locker</li></ul>
<section class="details"><dl>
<dt>MLS®#</dt><dd>S12530184</dd>
<dt>Type</dt><dd>Condo Apt</dd>
<dt>Maintenance Fees</dt><dd>$612/mo</dd>
<dt>Lease Term</dt><dd>Short term (Dec – Apr)</dd>
<dt>Furnished</dt><dd>Yes</dd>
</dl></section>
<section class="desc"><h2>Description</h2><p>Furnished 742 sq ft loft with a den that works as a second sleeping area, gas fireplace and a balcony over the harbour. 15 minutes to the Blue Mountain lifts. Available for the ski season, December 1 to April 30; utilities included. Ski locker in the lobby.</p></section>
<section class="building"><h2>The Shipyards Lofts</h2><p>Built in 2008 · 6 storeys · 94 units · Average rent $2,450 · Avg $3.28/sqft</p></section>
<section class="agent"><p>Listed by Tessa Moreau · Chestnut Park Real Estate Limited, Brokerage</p></section>
<section class="history"><h2>Unit history</h2><table><tr><td>Nov 2026</td><td>Listed for lease</td><td>$2,900</td></tr><tr><td>Dec 2025</td><td>Leased</td><td>$2,750</td></tr><tr><td>Mar 2021</td><td>Sold</td><td>$468,000</td></tr></table></section>
<section class="amenities"><h2>Building Amenities</h2><ul><li>Outdoor pool (seasonal)</li><li>Gym</li><li>Ski and bike storage</li><li>Visitor parking</li><li>Marina access</li></ul></section>
<section class="walk"><h2>Getting around</h2><p>Walk Score 61 · 4 min to the Collingwood Terminals trail · 15 min drive to Blue Mountain Village</p></section>
<section class="leased"><h2>Recently leased</h2><ul><li>#412 · 2 Bed · $3,300/mo</li><li>#205 · 1 Bed · $2,200/mo</li></ul></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage, 200 Front Street West, Toronto. Listing data © PropTx.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2900, period: "month" },
      propertyKind: "condo",
      street: "#308 - 11 Beachwalk Crescent",
      city: "Collingwood",
      province: "ON",
      neighbourhood: "Shipyards",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 742,
      yearBuilt: 2008,
      mlsNumber: "S12530184",
      listingAgentName: "Tessa Moreau",
      brokerageName: "Chestnut Park Real Estate Limited, Brokerage",
      geo: { lat: 44.50391, lng: -80.21048 },
    },
  },
];
