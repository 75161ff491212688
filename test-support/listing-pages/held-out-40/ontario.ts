/**
 * Fortieth held-out corpus, Ontario: a REALTOR.ca house in its mobile layout, a Zolo just-sold page, a HouseSigma
 * semi with a basement apartment, a RE/MAX condo lease with parking priced apart, a Royal LePage estate whose price
 * is on request, a Condos.ca unit under its building's amenities and floor plans, and a Kijiji assignment sale.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_40_ONTARIO: ListingPage[] = [
  {
    name: "ho40-realtorca-mobile-london",
    site: "realtor.ca",
    set: "held-out-40",
    traps: "REALTOR.ca's mobile layout: stacked badges (New, Open House, Price Change) above the price, collapsed <details> sections; the URL's listing id beside the MLS® Number; '3 + 1' bedrooms; 'Bathrooms (Total) 3' with 'Partial Bathrooms 1'; room sizes in m and ft; '40 x 125 FT' land size; an estimated monthly payment and property taxes; two agents; the board's office address in the footer",
    pageUrl: "https://www.realtor.ca/real-estate/28914467/412-elmwood-avenue-london-south-f",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>412 Elmwood Avenue, London, Ontario N6C 1J9 - 40788213 | REALTOR.ca</title>
<meta name="description" content="For sale: 412 Elmwood Avenue, London, Ontario N6C 1J9 - 40788213. 3 + 1 bedroom house, $649,900.">
<meta property="og:title" content="412 Elmwood Avenue, London, Ontario N6C 1J9">
</head><body class="mobile">
<header class="m-header"><button class="m-menu" aria-label="Menu">☰</button><a href="/">REALTOR.ca</a><button aria-label="Save">♡</button><button aria-label="Share">⤴</button></header>
<div class="m-carousel"><img src="/photos/28914467/1.jpg" alt="Front of 412 Elmwood Avenue"><span class="count">1/34</span></div>
<div class="m-badges"><span class="badge">New</span><span class="badge">Open House · Sat 2:00–4:00 PM</span><span class="badge">Price Change</span></div>
<div class="m-price" id="listingPriceValue">$649,900</div>
<div class="m-address" id="listingAddress">412 Elmwood Avenue<br>London, Ontario N6C1J9</div>
<div class="m-icons"><span><b>3 + 1</b> Bedrooms</span><span><b>3</b> Bathrooms</span><span><b>1380</b> sqft</span></div>
<div class="m-mls">MLS® Number: <span id="MlsNumber">40788213</span></div>
<div id="ListingMap" data-lat="42.971204" data-lng="-81.244133"></div>
<details open class="m-section"><summary>Listing Description</summary><p id="propertyDescriptionCon">Charming brick bungalow on a quiet tree-lined street in Old South, steps to Wortley Village. Updated kitchen (2021), hardwood throughout the main floor, finished lower level with a fourth bedroom and full bath. Detached garage and deep fenced yard. Price change: previously $669,900.</p></details>
<details class="m-section"><summary>Building</summary>
<div class="row"><span class="label">Bedrooms</span><span class="value">3 + 1</span></div>
<div class="row"><span class="label">Bathrooms (Total)</span><span class="value">3</span></div>
<div class="row"><span class="label">Partial Bathrooms</span><span class="value">1</span></div>
<div class="row"><span class="label">Architecture Style</span><span class="value">Bungalow</span></div>
<div class="row"><span class="label">Basement Type</span><span class="value">Full (Finished)</span></div>
<div class="row"><span class="label">Constructed Date</span><span class="value">1952</span></div>
<div class="row"><span class="label">Heating Type</span><span class="value">Forced air (Natural gas)</span></div>
<div class="row"><span class="label">Size Interior</span><span class="value">1380 sqft</span></div>
</details>
<details class="m-section"><summary>Land</summary>
<div class="row"><span class="label">Land Size</span><span class="value">40 x 125 FT</span></div>
<div class="row"><span class="label">Zoning Description</span><span class="value">R2-2</span></div>
</details>
<details class="m-section"><summary>Property Details</summary>
<div class="row"><span class="label">Property Type</span><span class="value">Single Family</span></div>
<div class="row"><span class="label">Building Type</span><span class="value">House</span></div>
<div class="row"><span class="label">Neighbourhood Name</span><span class="value">South F</span></div>
<div class="row"><span class="label">Annual Property Taxes</span><span class="value">$4,212</span></div>
<div class="row"><span class="label">Time on REALTOR.ca</span><span class="value">2 days</span></div>
</details>
<details class="m-section"><summary>Rooms</summary>
<table><tr><td>Main level</td><td>Living room</td><td>4.57 m x 3.96 m (15'0" x 13'0")</td></tr><tr><td>Main level</td><td>Primary Bedroom</td><td>3.96 m x 3.35 m (13'0" x 11'0")</td></tr><tr><td>Main level</td><td>Bedroom</td><td>3.05 m x 2.74 m</td></tr><tr><td>Lower level</td><td>Bedroom</td><td>3.66 m x 3.05 m</td></tr><tr><td>Lower level</td><td>3pc Bathroom</td><td>Measurements not available</td></tr></table>
</details>
<details class="m-section"><summary>Mortgage Calculator</summary><p>Estimated monthly payment: <b>$2,914</b> based on 20% down at 4.79% over 25 years.</p></details>
<div class="m-realtors"><h2>Listing Agents</h2>
<div class="realtorCard"><span class="realtorCardName">Priya Venkataraman</span><span class="realtorCardTitle">Salesperson</span><span class="realtorCardOfficeName">FOREST CITY HEARTH REALTY INC., Brokerage</span><span class="tel">519-555-0162</span></div>
<div class="realtorCard"><span class="realtorCardName">Owen MacLachlan</span><span class="realtorCardTitle">Broker</span><span class="realtorCardOfficeName">FOREST CITY HEARTH REALTY INC., Brokerage</span><span class="tel">519-555-0188</span></div>
<p class="office-address">1140 Wellington Road, London, Ontario N6E 1M2</p></div>
<div class="m-similar"><h2>Nearby listings</h2><a class="card">$589,000 · 77 Bruce St, London</a><a class="card">$714,900 · 205 Duchess Ave, London</a></div>
<div class="m-sticky"><button>Contact Agent</button><button>Book a Showing</button></div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). Data supplied by the London and St. Thomas Association of REALTORS®, 342 Commissioners Road West, London, Ontario N6J 1Y3.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 649900, currency: "CAD" },
      propertyKind: "house",
      street: "412 Elmwood Avenue",
      city: "London",
      province: "ON",
      postalCode: "N6C 1J9",
      neighbourhood: "South F",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1380,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1952,
      mlsNumber: "40788213",
      listingAgentName: "Priya Venkataraman",
      brokerageName: "FOREST CITY HEARTH REALTY INC., Brokerage",
      geo: { lat: 42.971204, lng: -81.244133 },
    },
  },
  {
    name: "ho40-zolo-sold-barrie",
    site: "zolo.ca",
    set: "held-out-40",
    traps: "a just-sold Zolo page: a 'Sold' badge with the sold price behind a sign-in wall and the former 'Listed for' price still shown; nearby sold homes' prices; '3 baths' in the header but 2 full and 1 half in the details; a '2000-2500' sqft range; lot frontage × depth in feet; an age range, not a year; the listing brokerage only; MLS® number beside Zolo's own id",
    pageUrl: "https://www.zolo.ca/barrie-real-estate/27-thornbury-crescent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Thornbury Crescent, Barrie — Sold | Zolo.ca</title>
<meta name="description" content="27 Thornbury Crescent, Barrie, ON L4N 8K2 sold. Listed for $899,000. 4 beds, 3 baths.">
<meta property="og:type" content="website">
</head><body>
<header class="site-header"><a href="/">Zolo</a><nav><a href="/barrie-real-estate">Barrie</a><a href="/sold">Sold Homes</a><a href="/sign-in">Sign In</a></nav></header>
<main class="listing" data-zolo-id="z-9917263">
<section class="listing-location">
<h1 class="address">27 Thornbury Crescent</h1>
<div class="area"><a href="/barrie-real-estate/holly">Holly</a>, <a href="/barrie-real-estate">Barrie</a>, ON L4N 8K2</div>
</section>
<section class="listing-price">
<span class="status-badge sold">Sold</span>
<div class="sold-price locked"><span>Sold Price</span><a href="/sign-in">Sign in to see sold price</a></div>
<div class="listed-price"><span>Listed for</span> <span class="priv">$899,000</span></div>
<div class="sold-date">Sold on Jan 14, 2027 · 9 days on market</div>
</section>
<ul class="listing-values"><li><span class="priv">4</span> beds</li><li><span class="priv">3</span> baths</li><li><span class="priv">2000-2500</span> sqft</li></ul>
<section class="listing-details"><h2>Home Facts</h2>
<dl class="column">
<dt>Type</dt><dd>Detached</dd>
<dt>Style</dt><dd>2-Storey</dd>
<dt>Bedrooms</dt><dd>4</dd>
<dt>Full Baths</dt><dd>2</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Size (sq ft)</dt><dd>2000-2500</dd>
<dt>Age</dt><dd>16-30 years</dd>
<dt>Lot Frontage</dt><dd>50 ft</dd>
<dt>Lot Depth</dt><dd>110 ft</dd>
<dt>Taxes</dt><dd>$5,611 / 2026</dd>
<dt>MLS®#</dt><dd>S12487301</dd>
<dt>Listed By</dt><dd>Hometown North Realty Inc., Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Family home on a quiet crescent near Holly Community Centre and schools. Open-concept main floor, walkout to deck and fenced yard, primary suite with ensuite, unfinished basement ready for your ideas. Double garage with inside entry.</p></section>
<section class="nearby-sold"><h2>Nearby Sold</h2>
<div class="card"><span>31 Thornbury Cres</span><span>Sold $872,500</span><span>4 bd · 3 ba</span></div>
<div class="card"><span>118 Prince William Way</span><span>Sold $1,032,000</span><span>5 bd · 4 ba</span></div>
<div class="card"><span>9 Kraus Rd</span><span>Sold $815,000</span><span>3 bd · 3 ba</span></div>
</section>
<section class="market"><h2>Holly Market</h2><p>Median sold price $905,000 · Average days on market 17</p></section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge Street, Suite 1900, Toronto, ON M2M 4K2. The listing data is provided under copyright by the Toronto Regional Real Estate Board. Sold data displayed to registered users only.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 899000, currency: "CAD" },
      propertyKind: "house",
      street: "27 Thornbury Crescent",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 8K2",
      neighbourhood: "Holly",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2000,
      lot: { value: 5500, unit: "ft2" },
      mlsNumber: "S12487301",
      brokerageName: "Hometown North Realty Inc., Brokerage",
    },
  },
  {
    name: "ho40-housesigma-semi-basement-mississauga",
    site: "housesigma.com",
    set: "held-out-40",
    traps: "a HouseSigma semi-detached with a basement apartment: a SigmaEstimate and a rental estimate beside the list price; the home's own 2017 sale in its listing history; '3+2' bedrooms with the apartment's two below grade; a '1500-2000' size range; frontage × depth lot; the basement apartment's rent in the description; the community beside the city; embedded state JSON with an internal id",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/2419-pinegrove-cres/home/Qd7xk2Lm9aB0Ww3p/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2419 Pinegrove Cres, Mississauga, ON L5N 3E7 - W12301455 | HouseSigma</title>
<meta name="description" content="Semi-Detached for sale at 2419 Pinegrove Cres, Mississauga. $1,149,000. 3+2 beds, 4 baths.">
</head><body>
<div id="app">
<header><a href="/">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market Trends</a><a href="/on/agents">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<section class="listing-header">
<h1 class="address">2419 Pinegrove Cres</h1>
<p class="community">Meadowvale · Mississauga, ON L5N 3E7</p>
<div class="price-block"><div class="list-price"><span class="label">Listed</span> <span class="value">$1,149,000</span></div>
<div class="estimate"><span class="label">SigmaEstimate</span> <span class="value">$1,118,400</span> <small>Jan 20, 2027</small></div>
<div class="rent-estimate"><span class="label">Estimated Rent</span> <span class="value">$3,950/mo</span></div></div>
<div class="tags"><span>For Sale</span><span>Semi-Detached</span><span>11 days on market</span></div>
</section>
<section class="key-facts"><h2>Key Facts</h2>
<ul>
<li><span>MLS®</span><span>W12301455</span></li>
<li><span>Property Type</span><span>Semi-Detached</span></li>
<li><span>Style</span><span>2-Storey</span></li>
<li><span>Bedrooms</span><span>3+2</span></li>
<li><span>Bathrooms</span><span>4</span></li>
<li><span>Size</span><span>1500-2000 feet²</span></li>
<li><span>Lot Size</span><span>30 × 120 feet</span></li>
<li><span>Age</span><span>31-50</span></li>
<li><span>Basement</span><span>Apartment, Separate Entrance</span></li>
<li><span>Tax</span><span>$5,908 / 2026</span></li>
<li><span>Listing Brokerage</span><span>Royal Meadow Realty Inc.</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Renovated semi with a legal two-bedroom basement apartment with its own side entrance, currently rented at $1,850/month (tenant willing to stay). Main floor updated 2022, three bedrooms up, two full baths upstairs plus a powder room. Walk to Meadowvale Town Centre and GO.</p></section>
<section class="history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>2027-01-12</td><td>For Sale</td><td>$1,149,000</td></tr>
<tr><td>2017-05-12</td><td>Sold</td><td>$786,000</td></tr>
<tr><td>2017-04-28</td><td>For Sale</td><td>$769,900</td></tr></table></section>
<section class="comparable"><h2>Sold Comparables</h2><div class="card">2433 Pinegrove Cres · Sold $1,072,000</div><div class="card">6791 Glen Erin Dr · Sold $1,210,000</div></section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4. Data provided under licence by the Toronto Regional Real Estate Board; deemed reliable but not guaranteed.</p></footer>
</div>
<script>window.__INITIAL_STATE__={"house":{"id_listing":"Qd7xk2Lm9aB0Ww3p","ml_num":"W12301455","price":1149000,"estimate_price":1118400,"house_type_name":"Semi-Detached","bedroom_string":"3+2","washroom":4}};</script>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "2419 Pinegrove Cres",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5N 3E7",
      neighbourhood: "Meadowvale",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 3600, unit: "ft2" },
      mlsNumber: "W12301455",
      brokerageName: "Royal Meadow Realty Inc.",
    },
  },
  {
    name: "ho40-remax-lease-ottawa",
    site: "remax.ca",
    set: "held-out-40",
    traps: "a RE/MAX condo lease: the monthly rent with parking, a locker and hydro priced separately per month; a '700-799' size range; a lease-term and deposit amount; JSON-LD with the listing's coordinates; the unit-dash-street address; a co-listing agent; similar rentals' and sale listings' prices; the brokerage's office in the footer",
    pageUrl: "https://www.remax.ca/on/ottawa-real-estate/1806-275-slater-st-wp_id301455772-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1806-275 Slater St, Ottawa, ON K1P 5H9 | For Rent | RE/MAX</title>
<meta name="description" content="Condo for rent at 1806-275 Slater St, Ottawa. $2,450/month. 2 beds, 1 bath.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1806-275 Slater St", address: { "@type": "PostalAddress", streetAddress: "1806-275 Slater St", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1P 5H9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.41952, longitude: -75.69871 }, numberOfRooms: 2 })}
</head><body>
<header><a href="/">RE/MAX</a><nav><a href="/on/ottawa-real-estate">Buy</a><a href="/rent">Rent</a><a href="/sell">Sell</a><a href="/agents">Find an Agent</a></nav></header>
<main class="listing-detail" data-listing-id="wp_id301455772">
<div class="status"><span class="badge">For Rent</span></div>
<h1 class="listing-address">1806-275 Slater St<br><span>Ottawa, ON K1P 5H9</span></h1>
<div class="listing-price">$2,450<span>/month</span></div>
<ul class="listing-summary"><li>2 bed</li><li>1 bath</li><li>700-799 sqft</li></ul>
<section class="details"><h2>Property Details</h2>
<table>
<tr><th>MLS®</th><td>X12412088</td></tr>
<tr><th>Property Type</th><td>Condo Apartment</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>1</td></tr>
<tr><th>Square Footage</th><td>700-799</td></tr>
<tr><th>Year Built</th><td>2015</td></tr>
<tr><th>Neighbourhood</th><td>Centretown</td></tr>
<tr><th>Parking</th><td>1 underground, $175/month extra</td></tr>
<tr><th>Locker</th><td>Available, $40/month</td></tr>
<tr><th>Utilities</th><td>Hydro and tenant insurance extra (approx. $85/month); heat and water included</td></tr>
<tr><th>Lease Term</th><td>12 months</td></tr>
<tr><th>Deposit</th><td>First and last month ($4,900)</td></tr>
<tr><th>Available</th><td>March 1, 2027</td></tr>
</table></section>
<section class="remarks"><h2>Description</h2><p>Bright corner two-bedroom on the 18th floor with floor-to-ceiling windows and a north-east view toward Parliament Hill. In-suite laundry, quartz counters, gym and rooftop terrace in the building. Parking and locker rented separately; no smoking, small pets considered.</p></section>
<section class="agents"><h2>Listed By</h2>
<div class="agent"><p class="agent-name">Marc-André Leblanc</p><p>Sales Representative</p><p class="office">RE/MAX Bytown Realty Ltd., Brokerage</p></div>
<div class="agent"><p class="agent-name">Hannah Oyelaran</p><p>Sales Representative</p><p class="office">RE/MAX Bytown Realty Ltd., Brokerage</p></div></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">$2,195/month · 904-340 Queen St</div><div class="card">$2,700/month · 1502-180 George St</div><div class="card">$529,900 · 2104-275 Slater St</div></section>
</main>
<footer><p>RE/MAX Bytown Realty Ltd., Brokerage · 1500 Carling Avenue, Ottawa, ON K1Z 0A3. Each office independently owned and operated. The trademarks MLS® and REALTOR® are controlled by CREA.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 2450, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1806-275 Slater St",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1P 5H9",
      neighbourhood: "Centretown",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 700,
      yearBuilt: 2015,
      mlsNumber: "X12412088",
      listingAgentName: "Marc-André Leblanc",
      brokerageName: "RE/MAX Bytown Realty Ltd., Brokerage",
      geo: { lat: 45.41952, lng: -75.69871 },
    },
  },
  {
    name: "ho40-royallepage-price-on-request-lakeofbays",
    site: "royallepage.ca",
    set: "held-out-40",
    traps: "a Royal LePage waterfront estate whose price reads 'Price upon request' (no price at all), while similar listings, the property taxes and a shoreline-improvement cost carry dollar figures; the community (Dorset) beside the township municipality; acreage with a water frontage in feet; 4 full and 1 half baths; the brokerage's office address in the footer",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/lake-of-bays/1047-fox-point-road/25671234/mlsx12377010/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1047 Fox Point Road, Lake of Bays, ON | Royal LePage</title>
<meta name="description" content="Waterfront estate for sale at 1047 Fox Point Road, Lake of Bays. Price upon request. 5 bedrooms.">
</head><body>
<header><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Find a Property</a><a href="/en/agents/">Find an Agent</a><a href="/en/luxury/">Luxury</a></nav></header>
<main class="property-detail" data-property-id="25671234">
<div class="flags"><span class="flag luxury">Royal LePage Luxury</span><span class="flag">Waterfront</span></div>
<h1 class="address-1">1047 Fox Point Road</h1>
<p class="address-2">Dorset, Lake of Bays, Ontario P0A 1E0</p>
<p class="price">Price upon request</p>
<ul class="beds-baths"><li>5 Bedrooms</li><li>4 Full + 1 Half Baths</li><li>4,850 sq. ft.</li></ul>
<section class="property-details"><h2>Property Details</h2>
<table>
<tr><th>MLS® #</th><td>X12377010</td></tr>
<tr><th>Property Type</th><td>Single Family, Detached</td></tr>
<tr><th>Bedrooms</th><td>5</td></tr>
<tr><th>Full Bathrooms</th><td>4</td></tr>
<tr><th>Half Bathrooms</th><td>1</td></tr>
<tr><th>Square Feet</th><td>4,850</td></tr>
<tr><th>Lot Size</th><td>3.2 acres</td></tr>
<tr><th>Water Frontage</th><td>310 ft (Lake of Bays)</td></tr>
<tr><th>Year Built</th><td>2009</td></tr>
<tr><th>Heating</th><td>Geothermal, radiant in-floor</td></tr>
<tr><th>Water / Sewer</th><td>Lake intake, septic</td></tr>
<tr><th>Taxes</th><td>$14,880 (2026)</td></tr>
</table></section>
<section class="description"><h2>Description</h2><p>Timber-frame estate on a private point with south-west sunsets, deep water off the two-slip boathouse and a granite shoreline. Great room with a stone fireplace, chef's kitchen, primary wing with walkout to the lake, bunkie over the boathouse. Recent shoreline work (about $210,000) completed in 2024. Year-round municipal road access.</p></section>
<section class="agent-card"><h2>Listing Agent</h2><p class="name">Caroline Hurst</p><p class="title">Broker</p><p class="brokerage">Royal LePage Northern Lakes Realty, Brokerage</p><p class="phone">705-555-0119</p></section>
<section class="similar"><h2>Similar Properties</h2><div class="card">$3,450,000 · 22 Bigwin Island Rd, Lake of Bays</div><div class="card">$2,895,000 · 1311 South Portage Rd, Huntsville</div></section>
</main>
<footer><p>Royal LePage Northern Lakes Realty, Brokerage · 14 Main Street East, Huntsville, ON P1H 2C9. Independently owned and operated. Not intended to solicit buyers or sellers currently under contract.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      propertyKind: "house",
      street: "1047 Fox Point Road",
      city: "Lake of Bays",
      province: "ON",
      postalCode: "P0A 1E0",
      neighbourhood: "Dorset",
      bedrooms: 5,
      bathrooms: 4.5,
      bathroomsFull: 4,
      bathroomsHalf: 1,
      squareFootage: 4850,
      lot: { value: 3.2, unit: "acres" },
      yearBuilt: 2009,
      mlsNumber: "X12377010",
      listingAgentName: "Caroline Hurst",
      brokerageName: "Royal LePage Northern Lakes Realty, Brokerage",
    },
  },
  {
    name: "ho40-condosca-building-floorplans-toronto",
    site: "condos.ca",
    set: "held-out-40",
    traps: "a Condos.ca unit page dominated by its building: the whole building's amenity list, unit count and storeys, several floor plans with their own beds and sizes (this unit is one of them), the building's average price per sqft and a 'Condos.ca estimate'; maintenance fees and taxes; an '800-899' size range; the building's labelled year built; other units for sale in the building",
    pageUrl: "https://condos.ca/toronto/the-halyard-residences-27-mercer-quay/unit-3106-C12455321",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Halyard Residences - 3106-27 Mercer Quay, Toronto | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at The Halyard Residences, 3106-27 Mercer Quay, Toronto. $839,000.">
</head><body>
<header><a href="/">Condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/buildings">Buildings</a><a href="/login">Sign in</a></nav></header>
<main>
<section class="unit-header">
<h1>3106-27 Mercer Quay</h1>
<p class="building-link"><a href="/toronto/the-halyard-residences-27-mercer-quay">The Halyard Residences</a> · Waterfront Communities-The Island, Toronto, ON M5V 0R4</p>
<div class="asking"><span>Asking Price</span> <b>$839,000</b></div>
<div class="est"><span>Condos.ca estimate</span> $812,000 – $846,000</div>
<ul class="unit-stats"><li>2 Beds</li><li>2 Baths</li><li>800-899 sqft</li><li>1 Parking</li><li>Locker</li></ul>
</section>
<section class="unit-details"><h2>Unit Details</h2>
<dl><dt>MLS®</dt><dd>C12455321</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Exposure</dt><dd>South-West</dd><dt>Maintenance Fees</dt><dd>$712/mo (heat, water incl.)</dd><dt>Taxes</dt><dd>$3,488 (2026)</dd><dt>Floor Plan</dt><dd>The Spinnaker (Plan C)</dd><dt>Listed By</dt><dd>Harbourfront Realty Group Inc., Brokerage</dd></dl>
</section>
<section class="building"><h2>About The Halyard Residences</h2>
<dl><dt>Address</dt><dd>27 Mercer Quay, Toronto</dd><dt>Developer</dt><dd>Lakeshore Mast Developments</dd><dt>Year Built</dt><dd>2019</dd><dt>Storeys</dt><dd>48</dd><dt>Units</dt><dd>412</dd><dt>Avg. $/sqft (sold, 12 mo)</dt><dd>$1,012</dd><dt>Avg. maintenance</dt><dd>$0.84/sqft</dd></dl>
<h3>Building Amenities</h3>
<ul class="amenities"><li>24-hour Concierge</li><li>Gym</li><li>Indoor Pool</li><li>Sauna</li><li>Party Room</li><li>Guest Suites (3)</li><li>Rooftop Terrace</li><li>Visitor Parking</li><li>Bike Storage</li><li>Pet Wash Station</li></ul>
</section>
<section class="floorplans"><h2>Floor Plans at The Halyard Residences</h2>
<table><tr><th>Plan</th><th>Beds</th><th>Baths</th><th>Size</th><th>Last sold</th></tr>
<tr><td>The Jib (Plan A)</td><td>1</td><td>1</td><td>540 sqft</td><td>$598,000</td></tr>
<tr><td>The Cleat (Plan B)</td><td>1+1</td><td>1</td><td>655 sqft</td><td>$671,500</td></tr>
<tr class="current"><td>The Spinnaker (Plan C) — this unit</td><td>2</td><td>2</td><td>842 sqft</td><td>$818,000</td></tr>
<tr><td>The Mainsail (Plan D)</td><td>2+1</td><td>2</td><td>968 sqft</td><td>$941,000</td></tr>
<tr><td>The Crow's Nest (PH)</td><td>3</td><td>3</td><td>1,420 sqft</td><td>—</td></tr></table>
</section>
<section class="desc"><h2>Description</h2><p>Split two-bedroom layout with floor-to-ceiling windows and a wraparound balcony facing the lake. Upgraded kitchen with integrated appliances. Steps to the PATH, Union Station and the waterfront trail.</p></section>
<section class="for-sale-in-building"><h2>Other units for sale in this building</h2><div class="card">1204 · 1 bd · $579,000</div><div class="card">4502 · 2+1 bd · $1,095,000</div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Realty Inc., Brokerage · 10 Lower Spadina Avenue, Toronto, ON M5V 2Z2. Listing data © TRREB.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 839000, currency: "CAD" },
      propertyKind: "condo",
      street: "3106-27 Mercer Quay",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 0R4",
      neighbourhood: "Waterfront Communities-The Island",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 842, // the floor-plan table names this unit: 842 sqft (a range's lower bound only when no exact figure is stated)
      yearBuilt: 2019,
      mlsNumber: "C12455321",
      brokerageName: "Harbourfront Realty Group Inc., Brokerage",
    },
  },
  {
    name: "ho40-kijiji-assignment-vaughan",
    site: "kijiji.ca",
    set: "held-out-40",
    traps: "a Kijiji pre-construction assignment: the assignment asking price beside the original purchase price, the deposit paid and an assignment fee; occupancy year not a year built; Kijiji's ad id (not an MLS® number); an owner's first name, no agent; the ad's coordinates in window.__data; other ads' prices in the sidebar",
    pageUrl: "https://www.kijiji.ca/v-condo-for-sale/markham-york-region/assignment-2-bed-2-bath-arbour-ridge-towers/1712548893",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Assignment – 2 Bed 2 Bath at Arbour Ridge Towers | Condos for Sale | Vaughan | Kijiji</title>
<meta name="description" content="Assignment sale: 2 bed 2 bath condo at Arbour Ridge Towers, Vaughan. $689,900.">
</head><body>
<header><a href="/">Kijiji</a><nav><a href="/b-real-estate/ontario/c34l9004">Real Estate</a><a href="/p-post-ad.html">Post ad</a><a href="/t-login.html">Sign in</a></nav></header>
<main class="vip">
<nav class="breadcrumbs"><a>Ontario</a> › <a>York Region</a> › <a>Real Estate</a> › <a>Condos for Sale</a></nav>
<h1 class="title">Assignment – 2 Bed 2 Bath at Arbour Ridge Towers</h1>
<div class="price"><span>$689,900</span></div>
<div class="location"><span class="address">7890 Jane St, Vaughan, ON L4K 0M3</span> <span class="posted">Posted 3 days ago</span></div>
<ul class="attributes">
<li><dt>Bedrooms</dt><dd>2</dd></li>
<li><dt>Bathrooms</dt><dd>2</dd></li>
<li><dt>Size (sqft)</dt><dd>742</dd></li>
<li><dt>For Sale By</dt><dd>Owner</dd></li>
<li><dt>Unit Type</dt><dd>Condo</dd></li>
<li><dt>Parking Included</dt><dd>1</dd></li>
</ul>
<section class="description"><h2>Description</h2><p>Assignment sale of a south-facing 2 bed, 2 bath suite (unit 1412, 742 sqft plus 96 sqft balcony) at Arbour Ridge Towers, Tower B. Original purchase price $649,990. Deposit paid to date: $97,500 (15%). Assignment fee $10,000 + HST payable to builder, paid by assignee. First occupancy expected fall 2027. Steps to Vaughan Metropolitan Centre subway. Serious buyers only, no agents please.</p></section>
<section class="poster"><h2>Posted by</h2><p class="name">Daniel</p><p>Member since 2019</p><button>Send message</button></section>
<p class="ad-id">Ad ID 1712548893</p>
<aside class="related"><h3>You may also like</h3><div class="card">$615,000 · 1 Bed + Den Assignment, Vaughan</div><div class="card">$2,350/month · 2 Bed Condo for Rent, Vaughan</div><div class="card">$749,000 · Assignment 2+1, Richmond Hill</div></aside>
</main>
<footer><p>Kijiji Canada Ltd. · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7. © 2027 Kijiji. Kijiji does not verify the identity of posters.</p></footer>
<script>window.__data={"config":{"locale":"en-CA"},"viewItemPage":{"viewItemData":{"adId":1712548893,"title":"Assignment – 2 Bed 2 Bath at Arbour Ridge Towers","price":{"amount":68990000,"currency":"CAD"},"adLocation":{"mapAddress":"7890 Jane St, Vaughan, ON L4K 0M3","latitude":43.79481,"longitude":-79.52736},"categoryId":643}}};</script>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "condo",
      street: "7890 Jane St",
      city: "Vaughan",
      province: "ON",
      postalCode: "L4K 0M3",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 742,
      geo: { lat: 43.79481, lng: -79.52736 },
    },
  },
];
