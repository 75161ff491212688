/**
 * Fiftieth held-out corpus, Ontario and New Brunswick: a Mississauga condo townhouse newly listed beside its own
 * earlier sold record, a Richmond Hill house back on the market after a terminated listing, a Toronto condo after a
 * price drop with an estimate widget, a Waterloo rental on a classifieds site with utilities and a deposit, and a
 * Fredericton house with an assessment and taxes on a national brokerage's site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_50_ONTARIO_ATLANTIC: ListingPage[] = [
  {
    name: "ho50-zolo-townhouse-mississauga-churchillmeadows",
    site: "zolo.ca",
    set: "held-out-50",
    traps: "a new listing shown beside the same address's 2021 sale and a 2019 expired listing (with their own MLS® numbers and prices); size only as a range (1400-1599); age range, no year; maintenance and taxes; unit-dash street form; listing brokerage named but no agent; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/mississauga-real-estate/5825-tenth-line-w/14",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 - 5825 Tenth Line W, Mississauga — For Sale @ $899,000 | Zolo.ca</title>
<meta name="description" content="14 - 5825 Tenth Line W is a 3 bed, 3 bath condo townhouse for sale in Churchill Meadows, Mississauga. MLS® W12104455.">
<meta property="og:title" content="14 - 5825 Tenth Line W, Mississauga">
<link rel="canonical" href="https://www.zolo.ca/mississauga-real-estate/5825-tenth-line-w/14">
</head><body>
<header class="header"><a href="/" class="zolo-logo">Zolo</a><nav><a href="/mississauga-real-estate">Mississauga</a><a href="/mississauga-real-estate/sold">Sold</a><a href="/home-value">Home value</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-page">
<section class="listing-location"><h1 class="address">14 - 5825 Tenth Line W</h1><p><a href="/mississauga-real-estate/churchill-meadows">Churchill Meadows</a>, <a href="/mississauga-real-estate">Mississauga</a>, ON L5M 0J3</p></section>
<section class="listing-price"><div class="price">$899,000</div><span class="status new">New · 3 days on Zolo</span></section>
<ul class="listing-values"><li>3 Beds</li><li>3 Baths</li><li>1400-1599 Sqft</li><li>Condo Townhouse</li></ul>
<section class="section-listing-content"><h2>Home details</h2><p>End-unit townhouse backing onto a green space. Open main floor with a walk-out to the deck, quartz kitchen, three bedrooms up incl. a primary with walk-in closet and ensuite. Finished lower level with direct access to the garage. Steps to Churchill Meadows Community Centre and Highway 403.</p></section>
<section class="section-listing-facts"><h2>Key facts</h2>
<dl class="column-container">
<dt>Taxes</dt><dd>$4,812 (2024)</dd>
<dt>Maintenance</dt><dd>$342 / mo</dd>
<dt>Type</dt><dd>Condo Townhouse</dd>
<dt>Age</dt><dd>6-15 years</dd>
<dt>Size</dt><dd>1400-1599 sqft</dd>
<dt>Parking</dt><dd>2 (1 garage, 1 driveway)</dd>
<dt>Exposure</dt><dd>South</dd>
<dt>MLS®</dt><dd>W12104455</dd>
</dl></section>
<section class="section-listing-history"><h2>Listing history for 14 - 5825 Tenth Line W</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr></thead><tbody>
<tr><td>Apr 16, 2025</td><td>For Sale</td><td>$899,000</td><td>W12104455</td></tr>
<tr><td>Jun 9, 2021</td><td>Sold · listed at $799,900</td><td>$812,500</td><td>W5261187</td></tr>
<tr><td>Sep 30, 2019</td><td>Expired</td><td>$829,000</td><td>W4561093</td></tr>
</tbody></table></section>
<section class="section-nearby-sold"><h2>Recently sold in Churchill Meadows</h2><p>22 - 5825 Tenth Line W · Sold $868,000 · 3 bd</p><p>41 - 3600 Eglinton Ave W · Sold $905,000 · 3 bd</p></section>
<p class="listing-brokerage">Listing brokerage: Westmount Meadows Realty Inc., Brokerage</p>
<p class="disclaimer">The listing data is provided under copyright by the Toronto Regional Real Estate Board. The information is deemed reliable but is not guaranteed to be accurate.</p>
</main>
<footer><p>Zolo Realty, Brokerage · 145 Front Street East, Suite 410, Toronto, ON M5A 1E3</p><p>© 2025 Zolo Realty Inc.</p></footer>
${chrome("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 899000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "14 - 5825 Tenth Line W",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5M 0J3",
      neighbourhood: "Churchill Meadows",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1400,
      mlsNumber: "W12104455",
      brokerageName: "Westmount Meadows Realty Inc., Brokerage",
    },
  },
  {
    name: "ho50-housesigma-house-richmondhill-oakridges",
    site: "housesigma.com",
    set: "held-out-50",
    traps: "back on market: a listing-history table with the terminated listing at a higher price and a 2017 sale, each with its own MLS®; SigmaEstimate and rent estimate; '4+1' bedrooms; size range 2000-2500; building age range; lot 40.00 x 110.00 feet; a pre-filled mortgage calculator; the site's own brokerage in the footer",
    pageUrl: "https://housesigma.com/on/richmond-hill-real-estate/86-wildwood-hollow-court/home/q8LzR3mKv0aYwPne/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>86 Wildwood Hollow Court, Richmond Hill | For Sale $1,488,000 | HouseSigma</title>
<meta name="description" content="86 Wildwood Hollow Court, Oak Ridges, Richmond Hill. Detached, 4+1 bed, 4 bath. Listing history, sold prices and SigmaEstimate.">
<meta property="og:title" content="86 Wildwood Hollow Court, Richmond Hill - HouseSigma">
<script>window.__HS_STATE__={"house":{"id_listing":"q8LzR3mKv0aYwPne","ml_num":"N12109782","price":1488000,"house_type":"Detached","municipality_name":"Richmond Hill","community_name":"Oak Ridges"}};</script>
</head><body>
<header><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market trends</a><a href="/on/estimate">Home estimate</a><a href="/on/agents">Agents</a></nav></header>
<main class="listing-detail">
<div class="address-block"><h1>86 Wildwood Hollow Court</h1><p class="community">Oak Ridges · Richmond Hill, ON · York Region</p></div>
<div class="price-block"><span class="status">For Sale · Back on Market</span><span class="listed">Listed: <b>$1,488,000</b></span><span class="dom">6 days on market</span></div>
<div class="estimate-block"><p>SigmaEstimate: <b>$1,452,000</b> <small>Apr 2025</small></p><p>Estimated rent: $4,300/mo</p></div>
<section class="key-facts"><h2>Key Facts</h2>
<ul>
<li><span>Tax:</span> $6,210 / 2024</li>
<li><span>Type:</span> Detached</li>
<li><span>Building Age:</span> 31-50</li>
<li><span>Size:</span> 2000-2500 feet²</li>
<li><span>Lot Size:</span> 40.00 x 110.00 feet</li>
<li><span>Parking:</span> 2 garage, 4 total</li>
<li><span>Bedrooms:</span> 4+1</li>
<li><span>Bathrooms:</span> 4</li>
<li><span>Listing #:</span> N12109782</li>
<li><span>Data Source:</span> TRREB</li>
</ul></section>
<section class="listing-history"><h2>Listing History</h2>
<table><thead><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr></thead><tbody>
<tr><td>2025-04-08</td><td>-</td><td>$1,488,000</td><td>For Sale</td><td>N12109782</td></tr>
<tr><td>2025-02-14</td><td>2025-04-02</td><td>$1,538,000</td><td>Terminated</td><td>N12033410</td></tr>
<tr><td>2017-05-20</td><td>2017-06-03</td><td>$1,120,000</td><td>Sold · listed $1,099,000</td><td>N3789012</td></tr>
</tbody></table></section>
<section class="description"><h2>Description</h2><p>Family home on a quiet court near Lake Wilcox. Main floor office, family room with a wood fireplace, renovated kitchen with walk-out to the deck. Four bedrooms up; finished basement with a fifth bedroom and a three-piece bath. Roof 2019, furnace 2021. Walk to Oak Ridges Community Centre.</p></section>
<section class="mortgage"><h2>Mortgage Calculator</h2><p>Price $1,488,000 · Down payment 20% ($297,600) · 25 yrs at 4.59%</p><p>Monthly payment: <b>$6,647</b></p></section>
<p class="brokerage">Listed by Yorkhill Summit Realty Inc., Brokerage</p>
<section class="nearby"><h2>Sold nearby</h2><p>14 Wildwood Hollow Court · Sold $1,402,000 · 4 bd</p><p>203 Regatta Ave · Sold $1,575,000 · 4+1 bd</p></section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 7030 Woodbine Avenue, Suite 812, Markham, ON L3R 6G2</p><p>Data provided by the Toronto Regional Real Estate Board; deemed reliable but not guaranteed.</p></footer>
${chrome("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 1488000, currency: "CAD" },
      propertyKind: "house",
      street: "86 Wildwood Hollow Court",
      city: "Richmond Hill",
      province: "ON",
      neighbourhood: "Oak Ridges",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 2000,
      lot: { value: 4400, unit: "ft2" },
      mlsNumber: "N12109782",
      brokerageName: "Yorkhill Summit Realty Inc., Brokerage",
    },
  },
  {
    name: "ho50-condosca-condo-toronto-mimico",
    site: "condos.ca",
    set: "held-out-50",
    traps: "price drop: previous price and the drop amount; a condos.ca estimate range; the unit's own 2019 sale in its history; size as a range in the stats but an exact 642 sq ft in the description; the building's labelled year built; maintenance and taxes; listing brokerage only; other units in the building with prices; JSON-LD with geo",
    pageUrl: "https://condos.ca/toronto/marina-vista-2261-lake-shore-blvd-w/unit-2510-W12118634",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2510 - 2261 Lake Shore Blvd W, Toronto | For Sale $669,000 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath unit at Marina Vista, Mimico. Now $669,000 — price dropped $20,000.">
<meta property="og:title" content="Marina Vista - 2510 - 2261 Lake Shore Blvd W">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "2510 - 2261 Lake Shore Blvd W", address: { "@type": "PostalAddress", streetAddress: "2510 - 2261 Lake Shore Blvd W", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M8V 0C3" }, geo: { "@type": "GeoCoordinates", latitude: 43.62471, longitude: -79.47826 }, numberOfRooms: 2 })}
</head><body>
<header><a href="/" class="logo">Condos.ca</a><nav><a href="/toronto">Toronto condos</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/sold">Sold</a><a href="/market">Market insights</a></nav></header>
<main class="listing">
<div class="breadcrumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/mimico">Mimico</a> › <a href="/toronto/marina-vista-2261-lake-shore-blvd-w">Marina Vista</a></div>
<h1>2510 - 2261 Lake Shore Blvd W</h1>
<p class="building-line">Marina Vista · Mimico, Toronto</p>
<div class="price-row"><span class="price">$669,000</span><span class="drop">↓ $20,000 (2.9%) · was $689,000</span></div>
<ul class="stats"><li>2 Beds</li><li>2 Baths</li><li>600-699 sqft</li><li>1 Parking</li></ul>
<section class="estimate"><h2>What's this unit worth?</h2><p>Condos.ca estimate: $648,000 – $684,000</p><p>Avg. $/sqft in building: $1,041</p></section>
<section class="details"><h2>Unit details</h2>
<table>
<tr><td>Maintenance fees</td><td>$538 / month</td></tr>
<tr><td>Property taxes</td><td>$2,704 (2024)</td></tr>
<tr><td>Exposure</td><td>SW</td></tr>
<tr><td>Locker</td><td>Owned</td></tr>
<tr><td>Days on market</td><td>34</td></tr>
<tr><td>MLS®</td><td>W12118634</td></tr>
</table></section>
<section class="description"><h2>Description</h2><p>Split two-bedroom on the 25th floor with an unobstructed lake view from the wraparound balcony. 642 sq ft per the builder's floor plan, 9 ft ceilings, laminate throughout, primary with a four-piece ensuite. Building has a pool, gym, party room and 24 h concierge. Walk to the Humber Bay trail.</p></section>
<section class="unit-history"><h2>Unit history</h2><table><tbody>
<tr><td>Apr 22, 2025</td><td>Price changed</td><td>$669,000</td></tr>
<tr><td>Mar 19, 2025</td><td>Listed</td><td>$689,000</td></tr>
<tr><td>Aug 2, 2019</td><td>Sold</td><td>$598,000</td></tr>
</tbody></table></section>
<section class="building"><h2>About Marina Vista</h2><dl><dt>Address</dt><dd>2261 Lake Shore Blvd W, Toronto, ON M8V 0C3</dd><dt>Year built</dt><dd>2015</dd><dt>Storeys</dt><dd>38</dd><dt>Units</dt><dd>412</dd><dt>Developer</dt><dd>Lakeline Developments</dd></dl></section>
<section class="other-units"><h2>Other units for sale at Marina Vista</h2><p>Unit 1107 · 1 bed · $529,900</p><p>Unit 3302 · 2+1 bed · $849,000</p></section>
<p class="brokerage">Listed by Humber Bay Realty Inc., Brokerage</p>
<p class="disclaimer">Listing information provided by the Toronto Regional Real Estate Board. Condos.ca is operated by Condos.ca Inc., Brokerage.</p>
</main>
<footer><p>Condos.ca Inc., Brokerage · 312 Adelaide Street West, Suite 900, Toronto, ON M5V 1R2</p></footer>
${chrome("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 669000, currency: "CAD" },
      propertyKind: "condo",
      street: "2510 - 2261 Lake Shore Blvd W",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 0C3",
      neighbourhood: "Mimico",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 642,
      yearBuilt: 2015,
      mlsNumber: "W12118634",
      brokerageName: "Humber Bay Realty Inc., Brokerage",
      geo: { lat: 43.62471, lng: -79.47826 },
    },
  },
  {
    name: "ho50-kijiji-rental-waterloo-apartment",
    site: "kijiji.ca",
    set: "held-out-50",
    traps: "a monthly rent with first-and-last ($4,300) and a key deposit in the description; utilities included and not included; an estimated hydro cost per month; Kijiji ad id; posted by a property manager (no brokerage); Kitchener / Waterloo region vs the city of Waterloo; coordinates in the app state; similar ads with rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/kitchener-waterloo/2-bedroom-near-uptown-heat-water-included/1712483906",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>2 Bedroom near Uptown - Heat &amp; Water Included | Long Term Rentals | Kitchener / Waterloo | Kijiji</title>
<meta name="description" content="Bright 2 bedroom, 1 bath apartment on Larchmount Ave, Waterloo. $2,150/month, heat and water included. Available May 1.">
<meta property="og:title" content="2 Bedroom near Uptown - Heat &amp; Water Included">
<meta property="og:site_name" content="Kijiji">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"ad":{"id":"1712483906","title":"2 Bedroom near Uptown - Heat & Water Included","price":{"amount":215000,"type":"FIXED"},"location":{"address":"212 Larchmount Ave, Waterloo, ON N2L 2V9","coordinates":{"latitude":43.47126,"longitude":-80.53671}},"categoryId":37}}}}</script>
</head><body>
<header class="kj-header"><a href="/" class="kj-logo">Kijiji</a><nav><a href="/b-kitchener-waterloo/l1700212">Kitchener / Waterloo</a><a href="/b-real-estate/kitchener-waterloo/c34l1700212">Real Estate</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main id="vip">
<nav class="breadcrumb"><a href="/b-real-estate/kitchener-waterloo/c34l1700212">Real Estate</a> › <a href="/b-apartments-condos/kitchener-waterloo/c37l1700212">Long Term Rentals</a></nav>
<h1>2 Bedroom near Uptown - Heat &amp; Water Included</h1>
<div class="price-section"><span class="price">$2,150.00</span><span class="utilities-note">Heat, Water included</span></div>
<div class="location"><span class="address">212 Larchmount Ave, Waterloo, ON N2L 2V9</span> · <span class="date">Posted 3 days ago</span></div>
<section class="attributes"><h2>Overview</h2>
<ul>
<li><h4>Unit Type</h4><p>Apartment</p></li>
<li><h4>Bedrooms</h4><p>2</p></li>
<li><h4>Bathrooms</h4><p>1</p></li>
<li><h4>Utilities Included</h4><p>Heat, Water</p></li>
<li><h4>Not Included</h4><p>Hydro, Internet</p></li>
<li><h4>Parking Included</h4><p>1</p></li>
<li><h4>Agreement Type</h4><p>1 Year</p></li>
<li><h4>Move-In Date</h4><p>May 1, 2025</p></li>
<li><h4>Pet Friendly</h4><p>Limited</p></li>
<li><h4>Size (sqft)</h4><p>850</p></li>
<li><h4>Furnished</h4><p>No</p></li>
<li><h4>Air Conditioning</h4><p>Yes</p></li>
<li><h4>Smoking Permitted</h4><p>No</p></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Second-floor unit in a well-kept six-plex, a ten-minute walk to Uptown Waterloo and the ION. Two bedrooms, renovated bath, in-suite laundry, wall A/C. Rent is $2,150/month; heat and water included, tenant pays hydro (about $85/month on average). A deposit of first and last month's rent ($4,300) plus a $300 refundable key deposit is required on signing. Credit check and references please. One small pet considered.</p></section>
<section class="poster"><h2>Posted by</h2><p>Larchmount Property Management</p><p>Member since 2016 · Usually replies within a day</p><p>519-555-0148</p></section>
<section class="similar-ads"><h2>Similar ads</h2><p>1 Bedroom basement, Waterloo · $1,650.00</p><p>3 Bed townhouse, Kitchener · $2,795.00</p></section>
<p class="ad-id">Ad ID 1712483906</p>
</main>
<footer><p>© 2025 Kijiji Canada Ltd. · 1 Dundas Street West, Suite 2300, Toronto, ON</p></footer>
${chrome("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 2150, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "212 Larchmount Ave",
      city: "Waterloo",
      province: "ON",
      postalCode: "N2L 2V9",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 43.47126, lng: -80.53671 },
    },
  },
  {
    name: "ho50-royallepage-house-fredericton-skylineacres",
    site: "royallepage.ca",
    set: "held-out-50",
    traps: "a 2025 property assessment below the list price; annual taxes; '3+1' bedrooms; lot in acres; NB-prefixed MLS® beside a site property id; a pre-filled mortgage calculator; the national franchisor's legal name in the footer; map data attributes with coordinates; similar listings",
    pageUrl: "https://www.royallepage.ca/en/property/new-brunswick/fredericton/58-cedarbrook-drive/24681357/mlsnb115523/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>58 Cedarbrook Drive, Fredericton, New Brunswick | MLS® NB115523 | Royal LePage</title>
<meta name="description" content="3+1 bedroom split-entry home in Skyline Acres, Fredericton for $349,900.">
<meta property="og:title" content="58 Cedarbrook Drive, Fredericton - $349,900">
</head><body>
<header class="rlp-header"><a href="/en/" class="rlp-logo">Royal LePage</a><nav><a href="/en/search/homes/">Find a home</a><a href="/en/agent/">Find an agent</a><a href="/en/office/">Offices</a><a href="/en/resources/">Resources</a></nav></header>
<main class="property-details" data-property-id="24681357">
<div class="property-hero"><h1 class="address-1">58 Cedarbrook Drive</h1><p class="address-2">Fredericton, New Brunswick E3B 7K2</p><p class="price">$349,900</p></div>
<ul class="property-features"><li>3+1 Bedrooms</li><li>2 Bathrooms</li><li>1,150 sq. ft.</li></ul>
<section class="property-description"><h2>Property Description</h2><p>Split-entry home in Skyline Acres on a treed lot backing onto the trail. Upper level with living room, kitchen and dining with patio doors to the deck, three bedrooms and the main bath. Lower level with the fourth bedroom, a family room with a propane stove, a second full bath and laundry. Ductless heat pump (2022), paved driveway and a 12 x 16 storage shed.</p></section>
<section class="property-info"><h2>Property Details</h2>
<table>
<tr><th>MLS® #</th><td>NB115523</td></tr>
<tr><th>Property Type</th><td>Single Family, House</td></tr>
<tr><th>Style</th><td>Split entry</td></tr>
<tr><th>Neighbourhood</th><td>Skyline Acres</td></tr>
<tr><th>Lot Size</th><td>0.41 acres</td></tr>
<tr><th>Year Built</th><td>1978</td></tr>
<tr><th>Assessment</th><td>$268,400 (2025)</td></tr>
<tr><th>Taxes</th><td>$3,862 (2025)</td></tr>
</table></section>
<section class="mortgage-calculator"><h2>Mortgage Calculator</h2><p>Purchase price: $349,900 · Down payment: $34,990 (10%) · CMHC premium: $9,763 · Amortization: 25 years · Rate: 4.69%</p><p>Monthly payment: <b>$1,824</b></p></section>
<div id="property-map" data-lat="45.93984" data-lng="-66.67213" data-zoom="15"></div>
<section class="agent-card"><h2>Listing Agent</h2><p class="agent-name">Colette Arseneau</p><p class="agent-title">Sales Representative</p><p class="office-name">Royal LePage Riverbend Realty</p><p class="office-address">1133 Regent Street, Suite 200, Fredericton, NB E3B 3Z2</p><p>506-555-0176</p></section>
<section class="similar-listings"><h2>Similar listings</h2><p>$329,000 · 14 Hawthorne Ct, Fredericton · 3 bed</p><p>$372,500 · 221 Woodstock Rd, Fredericton · 4 bed</p></section>
<p class="disclaimer">Listing data from the New Brunswick Real Estate Association. Not intended to solicit properties already listed for sale. Each office is independently owned and operated.</p>
</main>
<footer><p>© 2025 Royal LePage Real Estate Services Ltd. · 2180 Yonge Street, Suite 1700, Toronto, ON M4S 2B9</p></footer>
${chrome("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 349900, currency: "CAD" },
      propertyKind: "house",
      street: "58 Cedarbrook Drive",
      city: "Fredericton",
      province: "NB",
      postalCode: "E3B 7K2",
      neighbourhood: "Skyline Acres",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1150,
      lot: { value: 0.41, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "NB115523",
      listingAgentName: "Colette Arseneau",
      brokerageName: "Royal LePage Riverbend Realty",
      geo: { lat: 45.93984, lng: -66.67213 },
    },
  },
];
