/**
 * Forty-sixth held-out corpus, Ontario: a CREA listing in Cobourg, a Brockville condo on a brokerage portal, a
 * Tillsonburg freehold townhouse with an estimate, a Leamington apartment rental on a classifieds site and a condo in
 * Lindsay (City of Kawartha Lakes) on a condo portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>${brand} uses cookies to keep you signed in, remember saved searches and measure traffic. Manage your preferences at any time.</p><button type="button" class="accept">Accept</button><button type="button" class="reject">Reject non-essential</button></div>
<form class="newsletter" action="/newsletter" method="post"><label for="nl">Get new listings and market reports in your inbox</label><input id="nl" type="email" name="email" placeholder="Email address"><button type="submit">Sign up</button><p class="fine">Unsubscribe at any time. See our privacy policy.</p></form>
<nav class="footer-links" aria-label="Footer"><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/help">Help centre</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/accessibility">Accessibility</a></li></ul></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view",site:"${brand}"});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){b.parentNode.remove();});});</script>`;

export const HELD_OUT_46_ONTARIO: ListingPage[] = [
  {
    name: "ho46-realtorca-house-cobourg",
    site: "realtor.ca",
    set: "held-out-46",
    traps: "CREA detail page: 'Bedrooms 2 + 1', 'Bathrooms (Total) 3' with 'Half Bathrooms 1'; square footage as a range '1100 - 1500 sqft'; land size as '66 x 132 FT'; annual property taxes and an estimated mortgage payment beside the price; rooms in m and ft; two REALTORS® with the first the listing agent; the brokerage office in Port Hope; similar listings in Port Hope and Grafton; map coordinates in meta",
    pageUrl: "https://www.realtor.ca/real-estate/28517734/214-durham-street-cobourg",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>214 DURHAM STREET, Cobourg, Ontario K9A 3H6 - 3 bedrooms for sale | REALTOR.ca</title>
<meta name="description" content="For sale: 214 DURHAM STREET, Cobourg, Ontario K9A 3H6 - X12217458. See details and photos on REALTOR.ca.">
<meta property="og:title" content="214 DURHAM STREET, Cobourg, Ontario K9A 3H6 - X12217458 | REALTOR.ca">
<meta property="place:location:latitude" content="43.96412">
<meta property="place:location:longitude" content="-78.16853">
</head><body>
<header class="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/login">Log in</a></nav></header>
<main id="listingDetailsCon">
<div id="listingPriceCon"><div id="listingPriceValue" class="listingDetailsTopPriceValue">$689,900</div></div>
<div id="listingAddress" class="listingDetailsTopAddress">214 DURHAM STREET<br>Cobourg, Ontario K9A 3H6</div>
<div id="MLNumberVal" class="listingDetailsTopMLS">MLS® Number: X12217458</div>
<div id="listingIconsCon"><div class="listingIconNum" id="BedroomIcon">2 + 1</div><div class="listingIconNum" id="BathroomIcon">3</div><div class="listingIconNum" id="SquareFootageIcon">1100 - 1500 sqft</div></div>
<div id="mortgageCalc"><span>Estimated payment</span><span class="calcVal">$3,105/month</span><small>Based on 20% down, 25-year amortization at 4.79%</small></div>
<div id="propertyDetailsSectionContentSubCon_Summary">
<h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1100 - 1500 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Cobourg</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">66 x 132 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,812</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Detached Garage</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">9 days</div></div>
</div>
<div id="propertyDescriptionCon"><p>Brick two-storey a short walk from Victoria Park and the beach. Two bedrooms up plus a finished lower-level bedroom, two full baths and a main-floor powder room. Deep 132 ft lot with mature maples and a detached garage. Updated furnace (2021) and roof (2019).</p></div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms Above Ground</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms Below Ground</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Half Bathrooms</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Forced air (Natural gas)</div></div>
</div>
<table id="rooms"><caption>Rooms</caption>
<tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>4.52 m x 3.61 m (14 ft ,10 in x 11 ft ,10 in)</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>3.89 m x 3.02 m</td></tr>
<tr><td>Second level</td><td>Primary Bedroom</td><td>4.11 m x 3.35 m</td></tr>
<tr><td>Basement</td><td>Bedroom 3</td><td>3.40 m x 3.05 m</td></tr>
</table>
<div id="realtorCardsCon">
<div class="realtorCard"><div class="realtorCardName">Colleen Ashby</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">905-555-0143</div></div>
<div class="realtorCard"><div class="realtorCardName">Derek Ashby</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">905-555-0178</div></div>
<div class="officeCard"><div class="officeCardName">Lakeshore Heritage Realty Inc., Brokerage</div><div class="officeCardAddress">61 Walton Street, Port Hope, Ontario L1A 1N3</div></div>
</div>
<section class="similarListings"><h2>Similar listings</h2>
<div class="cardCon"><div class="price">$659,000</div><div class="address">88 Ward Street, Port Hope, Ontario</div></div>
<div class="cardCon"><div class="price">$724,500</div><div class="address">10512 County Road 2, Grafton, Ontario</div></div>
</section>
</main>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p><p>© 2026 The Canadian Real Estate Association. 300-200 Catherine St, Ottawa, ON K2P 2K9</p></footer>
${chrome("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "house",
      street: "214 Durham Street",
      city: "Cobourg",
      province: "ON",
      postalCode: "K9A 3H6",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 8712, unit: "ft2" },
      mlsNumber: "X12217458",
      listingAgentName: "Colleen Ashby",
      brokerageName: "Lakeshore Heritage Realty Inc., Brokerage",
      geo: { lat: 43.96412, lng: -78.16853 },
    },
  },
  {
    name: "ho46-zolo-condo-brockville",
    site: "zolo.ca",
    set: "held-out-46",
    traps: "Zolo condo page: unit-dash-number address; monthly maintenance fee and annual taxes beside the price; size range '1000-1199 sqft'; sold prices of other units in the building; the brokerage named only in the courtesy line; a Zolo listing id in the URL that is not the MLS®; JSON-LD geo",
    pageUrl: "https://www.zolo.ca/brockville-real-estate/3-water-street-e/1104",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1104-3 Water St E, Brockville, ON K6V 1A1 | 2 bed, 2 bath Condo for sale | Zolo.ca</title>
<meta name="description" content="1104-3 Water St E is a 2 bed, 2 bath condo for sale in Brockville, listed at $419,900. MLS® X12198731.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1104-3 Water St E", address: { "@type": "PostalAddress", streetAddress: "1104-3 Water St E", addressLocality: "Brockville", addressRegion: "ON", postalCode: "K6V 1A1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.58904, longitude: -75.68211 } })}
</head><body>
<header class="header"><a href="/" class="logo">Zolo</a><nav><a href="/brockville-real-estate">Brockville</a><a href="/sold">Sold</a><a href="/home-value">Home Value</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing" data-listing-id="ZL-5580147">
<section class="listing-location"><h1 class="address">1104-3 Water St E</h1><div class="area">Brockville, ON K6V 1A1</div></section>
<section class="listing-price"><div class="listing-price-value">$419,900</div><div class="listing-price-drop">Price drop $10,000 · was $429,900</div></section>
<ul class="listing-values"><li><span class="priority">2</span> bed</li><li><span class="priority">2</span> bath</li><li><span class="priority">1000-1199</span> sqft</li></ul>
<section class="section-listing-details">
<dl class="column"><dt class="column-label">Type</dt><dd class="column-value">Condo Apartment</dd></dl>
<dl class="column"><dt class="column-label">Style</dt><dd class="column-value">Apartment</dd></dl>
<dl class="column"><dt class="column-label">Size (sq ft)</dt><dd class="column-value">1000-1199</dd></dl>
<dl class="column"><dt class="column-label">Parking</dt><dd class="column-value">1 underground</dd></dl>
<dl class="column"><dt class="column-label">Maintenance Fee</dt><dd class="column-value">$612 / month</dd></dl>
<dl class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$3,288 / year (2025)</dd></dl>
<dl class="column"><dt class="column-label">Exposure</dt><dd class="column-value">South (river view)</dd></dl>
<dl class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">X12198731</dd></dl>
<dl class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">23</dd></dl>
</section>
<section class="description"><p>Corner suite on the eleventh floor overlooking the St. Lawrence and the marina. Open kitchen with quartz counters, primary with walk-in and ensuite, second bedroom beside a full bath. Fee includes heat, water and building insurance. Locker on P1.</p></section>
<section class="building-sold"><h3>Recently sold in 3 Water St E</h3><table><tr><td>#905</td><td>2 bd · 2 ba</td><td>Sold $398,000</td></tr><tr><td>#1202</td><td>1 bd · 1 ba</td><td>Sold $309,500</td></tr></table></section>
<section class="similar"><h3>Similar condos nearby</h3><div class="card"><b>$389,000</b> · 701-50 Ormond St, Brockville</div><div class="card"><b>$449,900</b> · 12 Hartley St #302, Prescott</div></section>
<p class="courtesy">Listing courtesy of St. Lawrence Shores Realty Ltd., Brokerage</p>
</main>
<footer><p>Zolo Realty, Brokerage · 100-25 Sheppard Ave W, Toronto, ON M2N 6S6</p><p>The listing data is provided under copyright by the Rideau-St. Lawrence Real Estate Board. Data deemed reliable but not guaranteed.</p></footer>
${chrome("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 419900, currency: "CAD" },
      propertyKind: "condo",
      street: "1104-3 Water St E",
      city: "Brockville",
      province: "ON",
      postalCode: "K6V 1A1",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      mlsNumber: "X12198731",
      brokerageName: "St. Lawrence Shores Realty Ltd., Brokerage",
      geo: { lat: 44.58904, lng: -75.68211 },
    },
  },
  {
    name: "ho46-housesigma-townhouse-tillsonburg",
    site: "housesigma.com",
    set: "held-out-46",
    traps: "HouseSigma freehold townhouse: 'HS Estimate' above the list price; the home's own previous sale in its history; sold comparables with prices; '2 full · 1 half' baths; size range; lot '25 x 110 Feet'; taxes; a HouseSigma id in the URL; brokerage in the listing block and HouseSigma's own Toronto office in the footer",
    pageUrl: "https://housesigma.com/on/tillsonburg-real-estate/17-baldwin-place/home/7qYv3kGm0bXy8Rze/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>17 Baldwin Pl, Tillsonburg, ON N4G 0H8 - X12244906 | HouseSigma</title>
<meta name="description" content="17 Baldwin Pl, Tillsonburg. Listed for $599,900. 3 bedrooms, townhouse. HS Estimate, sold history and more.">
</head><body>
<header><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/map">Map Search</a><a href="/market">Market Trends</a><a href="/estimate">Home Valuation</a><a href="/agents">Agents</a></nav></header>
<main class="listing-page" data-id-listing="7qYv3kGm0bXy8Rze">
<div class="address-box"><h1>17 Baldwin Pl</h1><p>Tillsonburg, ON N4G 0H8</p><span class="status">For Sale</span></div>
<div class="price-box"><div class="price"><span class="label">Listed</span> <span class="value">$599,900</span></div>
<div class="estimate"><span class="label">HS Estimate</span> <span class="value">$612,000</span> <small>Estimated on 2026-05-18</small></div></div>
<div class="key-facts">
<div class="row"><span class="name">MLS® #</span><span class="val">X12244906</span></div>
<div class="row"><span class="name">Property Type</span><span class="val">Att/Row/Townhouse</span></div>
<div class="row"><span class="name">Ownership</span><span class="val">Freehold</span></div>
<div class="row"><span class="name">Bedrooms</span><span class="val">3</span></div>
<div class="row"><span class="name">Bathrooms</span><span class="val">2 full · 1 half</span></div>
<div class="row"><span class="name">Size</span><span class="val">1100-1500 feet²</span></div>
<div class="row"><span class="name">Lot Size</span><span class="val">25 x 110 Feet</span></div>
<div class="row"><span class="name">Tax</span><span class="val">$3,944 / 2025</span></div>
<div class="row"><span class="name">Days on Market</span><span class="val">6 days</span></div>
<div class="row"><span class="name">Listing Brokerage</span><span class="val">Oxford Country Realty Inc., Brokerage</span></div>
</div>
<section class="description"><h2>Description</h2><p>End-unit freehold townhome on a quiet crescent in the north end. Open main floor with a walkout to a fenced yard, three bedrooms up including a primary with ensuite, unfinished basement with rough-in. Attached single garage. No condo fees.</p></section>
<section class="history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>2026-05-12</td><td>Listed</td><td>$599,900</td></tr>
<tr><td>2021-08-19</td><td>Sold</td><td>$545,000</td></tr></table></section>
<section class="comparables"><h2>Sold Comparables</h2>
<div class="card"><span class="addr">23 Baldwin Pl</span><span class="price">Sold $587,000</span><span>3 bd</span></div>
<div class="card"><span class="addr">9 Hawkins Cres</span><span class="price">Sold $566,500</span><span>3 bd</span></div>
</section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Markham, ON L3R 5B4</p><p>The data relating to real estate on this website comes in part from the MLS® System of the Woodstock-Ingersoll &amp; District Real Estate Board. HS Estimate is not an appraisal.</p></footer>
${chrome("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 599900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "17 Baldwin Pl",
      city: "Tillsonburg",
      province: "ON",
      postalCode: "N4G 0H8",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 2750, unit: "ft2" },
      mlsNumber: "X12244906",
      brokerageName: "Oxford Country Realty Inc., Brokerage",
    },
  },
  {
    name: "ho46-kijiji-rental-leamington",
    site: "kijiji.ca",
    set: "held-out-46",
    traps: "Kijiji long-term rental: monthly rent with a damage deposit of the same amount; the ad id (not an MLS number); the price also in cents in the embedded Next.js data; attribute list with 'Size (sqft)'; utilities; other ads with their rents; owner posting, no brokerage; coordinates in the embedded data",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/windsor-area-on/2-bedroom-apartment-near-uptown-leamington/1719843305",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment near Uptown Leamington | Long Term Rentals | Windsor Region | Kijiji</title>
<meta name="description" content="$1,650.00 · 2 Bedroom Apartment near Uptown Leamington. 2 bedrooms, 1 bathroom, 850 sqft. Available July 1.">
</head><body>
<header><a href="/" class="kj-logo">Kijiji</a><nav><a href="/b-real-estate/windsor-area-on/c34l1700220">Real Estate</a><a href="/post">Post ad</a><a href="/my-messages">Messages</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="#">Windsor Region</a> › <a href="#">Real Estate</a> › <a href="#">For Rent</a> › <a href="#">Long Term Rentals</a></nav>
<h1 class="title">2 Bedroom Apartment near Uptown Leamington</h1>
<div class="priceWrapper"><span class="currentPrice">$1,650.00</span> <span class="utilities">+ Hydro</span></div>
<div class="locationContainer"><span class="address">4-18 Erie St S, Leamington, ON N8H 3A5</span><a href="#map">View map</a></div>
<div class="datePosted">Posted 3 days ago · Ad ID 1719843305</div>
<ul class="attributes">
<li><dt>Unit Type</dt><dd>Apartment</dd></li>
<li><dt>Bedrooms</dt><dd>2</dd></li>
<li><dt>Bathrooms</dt><dd>1</dd></li>
<li><dt>Size (sqft)</dt><dd>850</dd></li>
<li><dt>Parking Included</dt><dd>1</dd></li>
<li><dt>Agreement Type</dt><dd>1 Year</dd></li>
<li><dt>Move-In Date</dt><dd>July 1, 2026</dd></li>
<li><dt>Utilities Included</dt><dd>Water, Heat</dd></li>
<li><dt>Pet Friendly</dt><dd>Limited</dd></li>
<li><dt>Furnished</dt><dd>No</dd></li>
</ul>
<div class="description"><h2>Description</h2><p>Second-floor apartment in a quiet fourplex, two blocks from Uptown shops and the library. Two good-sized bedrooms, updated bath, in-unit laundry, one parking spot behind the building. Rent $1,650/month plus hydro; first month and a $1,650 damage deposit required. Non-smoking. References please.</p></div>
<div class="posterInfo"><span class="name">Dariusz</span><span class="memberSince">On Kijiji since 2017</span><span class="type">Owner</span></div>
<section class="otherAds"><h3>You may also like</h3><div class="card"><span>$1,395.00</span> 1 Bedroom · Kingsville</div><div class="card"><span>$1,875.00</span> 3 Bedroom Upper · Leamington</div><div class="card"><span>$2,100.00</span> Townhouse · Essex</div></section>
</main>
<footer><p>Copyright © 2006-2026 Kijiji Canada Ltd. All rights reserved. 500 King St W, Toronto, ON</p></footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1719843305": { id: "1719843305", title: "2 Bedroom Apartment near Uptown Leamington", price: { amount: 165000, currency: "CAD", type: "FIXED" }, location: { address: "4-18 Erie St S, Leamington, ON N8H 3A5", coordinates: { latitude: 42.05178, longitude: -82.59843 } }, attributes: { numberbedrooms: "2", numberbathrooms: "10", areainfeet: "850", unittype: "apartment" }, categoryId: 37 } } } } })}</script>
${chrome("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 1650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "4-18 Erie St S",
      city: "Leamington",
      province: "ON",
      postalCode: "N8H 3A5",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 42.05178, lng: -82.59843 },
    },
  },
  {
    name: "ho46-condosca-condo-lindsay",
    site: "condos.ca",
    set: "held-out-46",
    traps: "condos.ca unit page: 'Lindsay, Kawartha Lakes' (community vs municipality); '1+1 Bed'; size range '800-899 sqft'; maintenance fee, taxes, an estimated value and the building's average $/sqft beside the price; units sold in the building; building built year; brokerage only; JSON-LD geo",
    pageUrl: "https://condos.ca/kawartha-lakes/riverwalk-lofts-95-kent-st-w/unit-208-X12276013",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>208 - 95 Kent St W, Kawartha Lakes | For Sale $459,000 | Condos.ca</title>
<meta name="description" content="208 - 95 Kent St W in Lindsay, Kawartha Lakes: 1+1 bed, 2 bath condo for sale at $459,000. X12276013.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Riverwalk Lofts – Unit 208", numberOfRooms: 4, address: { "@type": "PostalAddress", streetAddress: "208 - 95 Kent St W", addressLocality: "Kawartha Lakes", addressRegion: "ON", postalCode: "K9V 2Y4" }, geo: { "@type": "GeoCoordinates", latitude: 44.35627, longitude: -78.74419 } })}
</head><body>
<header><a href="/" class="logo">condos.ca</a><nav><a href="/search">Search</a><a href="/buildings">Buildings</a><a href="/sell">Sell</a><a href="/blog">Blog</a></nav></header>
<main class="unit-page">
<div class="breadcrumb"><a href="/kawartha-lakes">Kawartha Lakes</a> › <a href="/kawartha-lakes/lindsay">Lindsay</a> › Riverwalk Lofts</div>
<h1>208 - 95 Kent St W</h1>
<p class="subtitle">Riverwalk Lofts · Lindsay, Kawartha Lakes, ON K9V 2Y4</p>
<div class="price-line"><span class="asking">$459,000</span><span class="est">Est. value $447,800</span></div>
<ul class="summary"><li>1+1 Bed</li><li>2 Bath</li><li>800-899 sqft</li><li>1 Parking</li></ul>
<section class="details"><h2>Unit details</h2>
<div class="kv"><span>MLS®</span><span>X12276013</span></div>
<div class="kv"><span>Type</span><span>Condo Apt</span></div>
<div class="kv"><span>Maintenance Fees</span><span>$538 /mo</span></div>
<div class="kv"><span>Property Taxes</span><span>$3,105 (2025)</span></div>
<div class="kv"><span>Exposure</span><span>W</span></div>
<div class="kv"><span>Locker</span><span>Owned</span></div>
<div class="kv"><span>Year Built</span><span>2019</span></div>
<div class="kv"><span>Listed by</span><span>Kawartha Lakefront Realty Ltd., Brokerage</span></div>
</section>
<section class="desc"><p>Bright west-facing suite overlooking the Scugog River. One bedroom plus an enclosed den with a door, two full baths, nine-foot ceilings and a balcony. Steps to Kent Street shops and the hospital. Fee covers heat and water.</p></section>
<section class="building-stats"><h2>Riverwalk Lofts market</h2><p>Avg. price per sqft: $512 · Avg. days on market: 34</p>
<table><tr><th>Unit</th><th>Beds</th><th>Sold</th></tr><tr><td>312</td><td>1+1</td><td>$441,000</td></tr><tr><td>105</td><td>2</td><td>$498,500</td></tr></table></section>
<section class="similar"><h3>Similar units</h3><div class="card">$429,900 · 401 - 95 Kent St W</div><div class="card">$474,000 · 204 - 7 William St N, Lindsay</div></section>
</main>
<footer><p>Condos.ca · Bosley Real Estate Ltd., Brokerage · 290 Merton St, Toronto, ON M4S 1A9</p><p>Listing information is provided in part by the MLS® System. Estimates are not appraisals.</p></footer>
${chrome("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 459000, currency: "CAD" },
      propertyKind: "condo",
      street: "208 - 95 Kent St W",
      city: "Kawartha Lakes",
      province: "ON",
      postalCode: "K9V 2Y4",
      neighbourhood: "Lindsay",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2019,
      mlsNumber: "X12276013",
      brokerageName: "Kawartha Lakefront Realty Ltd., Brokerage",
      geo: { lat: 44.35627, lng: -78.74419 },
    },
  },
];
