/**
 * Thirty-eighth held-out corpus, Ontario: a REALTOR.ca house in Hamilton, a Zolo condo in Toronto, a HouseSigma
 * condo townhouse in Mississauga, a condos.ca rental in Toronto and a Royal LePage freehold townhouse in Ottawa.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeEn } from "./chrome.ts";

export const HELD_OUT_38_ONTARIO: ListingPage[] = [
  {
    name: "ho38-realtorca-house-hamilton",
    site: "realtor.ca",
    set: "held-out-38",
    traps: "REALTOR.ca's own property id in the URL and data beside the 'MLS® Number'; 'Bathrooms (Total) 3' with 'Half Bathrooms 1' (2.5); '3 + 1' bedrooms; '1100 - 1500 sqft' range; 'Age 51 to 99 years' and no year; room table in metres; land '40 x 110 FT'; annual taxes; a mortgage calculator payment; two agents with phone numbers and the brokerage's office address; nearby sold prices",
    pageUrl: "https://www.realtor.ca/real-estate/28561437/86-dunsmure-road-hamilton-crown-point",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>86 Dunsmure Road, Hamilton, Ontario L8H 3V5 - 28561437 | REALTOR.ca</title>
<meta name="description" content="For sale: 86 Dunsmure Road, Hamilton, Ontario L8H 3V5 - 28561437. Listing details for MLS® Number X12184420.">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638812/reb82/highres/0/x12184420_1.jpg">
<script>window.propertyDetails={"PropertyId":28561437,"MlsNumber":"X12184420","Latitude":43.24571,"Longitude":-79.80472,"Price":"$689,900","PostalCode":"L8H3V5"};</script>
</head><body>
<header class="hdr"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/sign-in">Sign in</a></nav></header>
<main id="listingDetailsPage">
<div id="listingAddress">86 Dunsmure Road<br>Hamilton, Ontario L8H3V5</div>
<div id="listingPriceValue">$689,900</div>
<div id="MLNumberVal"><span class="lbl">MLS® Number:</span> X12184420</div>
<div class="listingIconNum"><span>3 + 1</span> Bedrooms</div><div class="listingIconNum"><span>3</span> Bathrooms</div><div class="listingIconNum"><span>1100 - 1500</span> sqft</div>
<div id="propertyDescriptionCon"><p>Solid brick 1½-storey in Crown Point on a 40 ft lot, steps to Ottawa Street's shops. Updated kitchen (2021), main-floor bedroom, finished basement with a fourth bedroom and a 3-piece bath, detached garage off the lane. Furnace 2019, roof 2017.</p></div>
<div class="propertyDetailsSectionContentSubCon"><h2>Property Summary</h2>
<div class="row"><div class="lbl">Property Type</div><div class="val">Single Family</div></div>
<div class="row"><div class="lbl">Building Type</div><div class="val">House</div></div>
<div class="row"><div class="lbl">Storeys</div><div class="val">1.5</div></div>
<div class="row"><div class="lbl">Community Name</div><div class="val">Crown Point</div></div>
<div class="row"><div class="lbl">Land Size</div><div class="val">40 x 110 FT</div></div>
<div class="row"><div class="lbl">Annual Property Taxes</div><div class="val">$4,918.00</div></div>
<div class="row"><div class="lbl">Parking Type</div><div class="val">Detached Garage</div></div>
<div class="row"><div class="lbl">Time on REALTOR.ca</div><div class="val">12 days</div></div>
</div>
<div class="propertyDetailsSectionContentSubCon"><h2>Building</h2>
<div class="row"><div class="lbl">Bedrooms</div><div class="val">3 + 1</div></div>
<div class="row"><div class="lbl">Bathrooms (Total)</div><div class="val">3</div></div>
<div class="row"><div class="lbl">Half Bathrooms</div><div class="val">1</div></div>
<div class="row"><div class="lbl">Age</div><div class="val">51 to 99 years</div></div>
<div class="row"><div class="lbl">Size Interior</div><div class="val">1100 - 1500 sqft</div></div>
<div class="row"><div class="lbl">Heating Type</div><div class="val">Forced air (Natural gas)</div></div>
</div>
<div class="propertyDetailsSectionContentSubCon"><h2>Rooms</h2><table class="rooms">
<tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>5.18 m x 3.96 m</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>3.66 m x 3.05 m</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>3.35 m x 3.05 m</td></tr>
<tr><td>Second level</td><td>Primary Bedroom</td><td>4.27 m x 3.35 m</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>3.05 m x 2.74 m</td></tr>
<tr><td>Basement</td><td>Bedroom</td><td>3.35 m x 3.20 m</td></tr>
<tr><td>Basement</td><td>3pc Bathroom</td><td>Measurements not available</td></tr>
</table></div>
<div class="mortgageCalc"><h2>Mortgage Calculator</h2><p>Down payment 20% ($137,980) · Amortization 25 years · Rate 4.69%</p><p>Estimated payment: <b>$3,112 / month</b></p></div>
<div class="realtorCardCon"><h2>Listing Agents</h2>
<div class="realtorCard"><span class="realtorCardName">Nadia Petrovic</span><span class="realtorCardTitle">Salesperson</span><span class="TelephoneNumber">(905) 555-0147</span></div>
<div class="realtorCard"><span class="realtorCardName">Owen Fairweather</span><span class="realtorCardTitle">Broker</span><span class="TelephoneNumber">(905) 555-0192</span></div>
<div class="officeCard"><span class="officeCardName">Escarpment Gate Realty Inc., Brokerage</span><span class="officeCardAddress">1026 Upper James Street, Hamilton, Ontario L9C 3A6</span><span class="TelephoneNumber">(905) 555-0100</span></div>
</div>
<section class="nearbySold"><h2>Recently sold nearby</h2><ul><li>112 Dunsmure Road · Sold $642,000 · 3 bd</li><li>57 Graham Avenue North · Sold $701,500 · 3+1 bd</li><li>240 Cope Street · Sold $598,000 · 2 bd</li></ul></section>
</main>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. © 2026 The Canadian Real Estate Association, 300-200 Catherine Street, Ottawa, Ontario K2P 2K9.</p></footer>
${chromeEn("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "house",
      street: "86 Dunsmure Road",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8H 3V5",
      neighbourhood: "Crown Point",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 4400, unit: "ft2" },
      mlsNumber: "X12184420",
      listingAgentName: "Nadia Petrovic",
      brokerageName: "Escarpment Gate Realty Inc., Brokerage",
      geo: { lat: 43.24571, lng: -79.80472 },
    },
  },
  {
    name: "ho38-zolo-condo-toronto",
    site: "zolo.ca",
    set: "held-out-38",
    traps: "Zolo condo in North York: 'Beds 1+1' (a den); '600-699 sqft' range; maintenance fee and taxes with their year; a price history with an earlier terminated list price and the unit's 2015 sale; a 'Zolo estimate'; other units in the building sold; the listing brokerage in 'Listed by' while Zolo Realty (the site's own brokerage) offers its agents; Willowdale East beside the North York borough and Toronto",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/5-northtown-way/2208",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2208-5 Northtown Way, Toronto, ON M2N 7A1 | 1+1 Bed Condo For Sale | Zolo.ca</title>
<meta property="og:title" content="2208-5 Northtown Way, Toronto — $629,900">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "2208-5 Northtown Way", offers: { "@type": "Offer", price: "629900", priceCurrency: "CAD" } })}
</head><body>
<header class="zolo-header"><a href="/">Zolo</a><nav><a href="/toronto-real-estate">Toronto</a><a href="/sold">Sold</a><a href="/home-value">Home value</a></nav></header>
<nav class="breadcrumb"><a href="/toronto-real-estate">Toronto</a> › <a href="/toronto-real-estate/north-york">North York</a> › <a href="/toronto-real-estate/willowdale-east">Willowdale East</a></nav>
<main class="listing">
<section class="listing-location"><h1 class="address">2208-5 Northtown Way</h1><div class="area">Willowdale East, Toronto, ON M2N 7A1</div></section>
<section class="listing-price"><div class="price">$629,900</div><div class="estimate">Zolo estimate: $611,000</div><div class="dom">18 days on Zolo</div></section>
<ul class="column-container key-facts">
<li><span class="label">Type</span><span class="value">Condo Apt</span></li>
<li><span class="label">Beds</span><span class="value">1+1</span></li>
<li><span class="label">Baths</span><span class="value">1</span></li>
<li><span class="label">Size</span><span class="value">600-699 sqft</span></li>
<li><span class="label">Maintenance</span><span class="value">$612/mth</span></li>
<li><span class="label">Taxes</span><span class="value">$2,398 (2025)</span></li>
<li><span class="label">Exposure</span><span class="value">South</span></li>
<li><span class="label">MLS®</span><span class="value">C12203318</span></li>
</ul>
<section class="description"><p>Bright south-facing one-bedroom plus den with a 9 ft ceiling, underground access to Finch subway, parking and locker included. Den fits a desk or guest bed. Building has a 24-hour concierge, indoor pool and gym.</p></section>
<section class="history"><h2>Listing history</h2><table>
<tr><td>Feb 12, 2026</td><td>Listed</td><td>$629,900</td></tr>
<tr><td>Oct 3, 2025</td><td>Terminated</td><td>$649,900</td></tr>
<tr><td>Jun 18, 2015</td><td>Sold</td><td>$348,000</td></tr>
</table></section>
<section class="building"><h2>Recent sales at 5 Northtown Way</h2><ul><li>#1507 · 1 bed · Sold $574,000</li><li>#2611 · 2 beds · Sold $768,500</li><li>#903 · 1+1 beds · Sold $598,000</li></ul><p>Built 1999 · 26 floors · 312 units</p></section>
<section class="listing-brokerage"><p>Listed by Harbourline Realty Inc., Brokerage</p></section>
<aside class="contact"><h3>Book a showing with Zolo</h3><p>Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON M2M 4K2 · 1-844-555-0142</p><form><input name="name"><input name="phone"><button>Request showing</button></form></aside>
<section class="similar"><h2>Similar condos nearby</h2><div class="card">12 Yonge Hill Rd #1604 · $589,000 · 1 bd</div><div class="card">8 Empress Ave #3110 · $719,900 · 2 bd</div></section>
</main>
<footer><p>Zolo Realty, Brokerage. Listing data © Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed.</p></footer>
${chromeEn("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 629900, currency: "CAD" },
      propertyKind: "condo",
      street: "2208-5 Northtown Way",
      city: "Toronto",
      province: "ON",
      postalCode: "M2N 7A1",
      neighbourhood: "Willowdale East",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 1999,
      mlsNumber: "C12203318",
      brokerageName: "Harbourline Realty Inc., Brokerage",
    },
  },
  {
    name: "ho38-housesigma-townhouse-mississauga",
    site: "housesigma.com",
    set: "held-out-38",
    traps: "HouseSigma condo townhouse: 'Washrooms 3' broken down '2pc x1, 4pc x2' (2.5); a HouseSigma estimate and rental estimate beside the list price; a listing history with a previous higher list price and the property's 2019 sale; days on market; '1200-1399 feet²'; 'Age 16-30'; maintenance and tax; comparable sold townhouses; the site's own listing id in the URL",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/47-5980-whitehorn-ave/home/8ZlYqkV3mWqLb1xG",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47-5980 Whitehorn Ave, Mississauga, ON L5V 2Y4 - W12145567 | HouseSigma</title>
<meta name="description" content="For Sale: 3 bedroom condo townhouse at 47-5980 Whitehorn Ave, Mississauga. Listed $899,000.">
<script>window.__INITIAL_STATE__={"listing":{"id_listing":"8ZlYqkV3mWqLb1xG","ml_num":"W12145567","price":899000,"estimate":872000,"rent_estimate":3650,"house_type":"Condo Townhouse"}};</script>
</head><body>
<header><a href="/">HouseSigma</a><nav><a href="/on/map">Map Search</a><a href="/on/market">Market Trends</a><a href="/on/estimate">Home Valuation</a></nav></header>
<main class="listing-detail">
<h1 class="address">47-5980 Whitehorn Ave</h1>
<p class="community">Churchill Meadows, Mississauga, ON L5V 2Y4</p>
<div class="price-box"><div class="listed"><span>Listed:</span> <b>$899,000</b></div><div class="sigma-estimate"><span>SigmaEstimate:</span> $872,000</div><div class="rent-estimate"><span>Rental estimate:</span> $3,650/mo</div><div class="dom">Days on market: 23</div></div>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>MLS®</dt><dd>W12145567</dd>
<dt>Property Type</dt><dd>Condo Townhouse, 2-Storey</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Washrooms</dt><dd>3 (2pc x1, 4pc x2)</dd>
<dt>Size</dt><dd>1200-1399 feet²</dd>
<dt>Age</dt><dd>16-30</dd>
<dt>Tax</dt><dd>$4,870 / 2025</dd>
<dt>Maintenance Fee</dt><dd>$385 / month</dd>
<dt>Parking</dt><dd>1 garage, 1 driveway</dd>
</dl></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>5.49 × 3.35 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>3.05 × 2.74 m</td></tr><tr><td>Primary</td><td>2nd</td><td>4.57 × 3.66 m</td></tr><tr><td>2nd Br</td><td>2nd</td><td>3.35 × 2.74 m</td></tr><tr><td>3rd Br</td><td>2nd</td><td>3.05 × 2.74 m</td></tr></table></section>
<section class="history"><h2>Listing History</h2><table>
<tr><td>2026-02-03</td><td>For Sale</td><td>$899,000</td><td>Active</td></tr>
<tr><td>2025-09-14</td><td>For Sale</td><td>$949,000</td><td>Terminated</td></tr>
<tr><td>2019-05-22</td><td>Sold</td><td>$641,000</td><td>List $649,900</td></tr>
</table></section>
<section class="comparables"><h2>Comparable Sold</h2><ul><li>22-5980 Whitehorn Ave · Sold $861,000 · 3 bd</li><li>9-3345 Thomas St · Sold $915,500 · 3 bd</li><li>118-5665 Tenth Line W · Sold $839,000 · 3 bd</li></ul></section>
<p class="brokerage">Listing Brokerage: Royal LePage Meadowtowne Realty, Brokerage</p>
</main>
<footer><p>HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Markham, ON L3R 5B4. Listing data © TRREB.</p></footer>
${chromeEn("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 899000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "47-5980 Whitehorn Ave",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5V 2Y4",
      neighbourhood: "Churchill Meadows",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      mlsNumber: "W12145567",
      brokerageName: "Royal LePage Meadowtowne Realty, Brokerage",
    },
  },
  {
    name: "ho38-condosca-rental-toronto",
    site: "condos.ca",
    set: "held-out-38",
    traps: "condos.ca lease: the rent per month beside the building's sale and rent ranges, average price per sqft and the unit's earlier lease; '800-899 sqft'; the building's name and its year built; walk and transit scores; CityPlace neighbourhood; other units for rent in the building; the listing brokerage and the site's own brokerage in the footer",
    pageUrl: "https://condos.ca/toronto/harbour-glass-120-bremner-blvd/unit-1810-C12230091",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1810 - 120 Bremner Blvd, Toronto | For Rent $2,650 | Condos.ca</title>
<meta property="og:description" content="2 bed, 2 bath condo for rent at Harbour Glass, CityPlace, Toronto. $2,650/month.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1810 - 120 Bremner Blvd", address: { "@type": "PostalAddress", streetAddress: "120 Bremner Blvd #1810", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5J 0A1" }, numberOfRooms: 2 })}
</head><body>
<header><a href="/">condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/sold">Sold</a></nav></header>
<main>
<h1>1810 - 120 Bremner Blvd</h1>
<p class="sub">Harbour Glass · CityPlace, Toronto, ON M5J 0A1</p>
<div class="price">$2,650<span>/mo</span></div>
<ul class="summary"><li>2 Bed</li><li>2 Bath</li><li>800-899 sqft</li><li>1 Parking</li><li>Locker</li></ul>
<table class="details">
<tr><th>MLS®</th><td>C12230091</td></tr>
<tr><th>Type</th><td>Condo Apt (Lease)</td></tr>
<tr><th>Furnished</th><td>No</td></tr>
<tr><th>Available</th><td>Mar 1, 2026</td></tr>
<tr><th>Exposure</th><td>South West</td></tr>
<tr><th>Days on market</th><td>6</td></tr>
</table>
<section><h2>Description</h2><p>Corner two-bedroom, two-bath split plan with floor-to-ceiling windows over the lake. Steps to Union Station, the Rogers Centre and the PATH. Tenant pays hydro.</p></section>
<section class="unit-history"><h2>Unit history</h2><ul><li>Jun 2023 · Leased $2,450/mo</li><li>Apr 2019 · Sold $712,000</li></ul></section>
<section class="building"><h2>Harbour Glass at 120 Bremner Blvd</h2>
<ul><li>Year built: 2012</li><li>Storeys: 42</li><li>Units: 486</li><li>Avg. price per sqft: $1,102</li><li>Avg. maintenance: $0.79/sqft</li><li>For sale: 7 units · $539,000 – $1,149,000</li><li>For rent: 11 units · $2,150 – $3,900/mo</li></ul>
<p class="scores">Walk Score 98 · Transit Score 100 · Bike Score 87</p>
<div class="other-units"><div class="card">#2104 · 1 bed · $2,300/mo</div><div class="card">#3507 · 3 bed · $3,900/mo</div><div class="card">#612 · 1+1 bed · For sale $579,000</div></div>
</section>
<p class="listing-brokerage">Listing provided by Lakeshore Capital Realty Inc., Brokerage</p>
</main>
<footer><p>Condos.ca Inc., Brokerage · 2 St Clair Ave W, Suite 1800, Toronto, ON M4V 1L5 · MLS® data courtesy of TRREB.</p></footer>
${chromeEn("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 2650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1810 - 120 Bremner Blvd",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 0A1",
      neighbourhood: "CityPlace",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2012,
      mlsNumber: "C12230091",
      brokerageName: "Lakeshore Capital Realty Inc., Brokerage",
    },
  },
  {
    name: "ho38-royallepage-townhouse-ottawa",
    site: "royallepage.ca",
    set: "held-out-38",
    traps: "Royal LePage freehold townhouse: '2 Full Bath, 1 Half Bath'; lot frontage and depth in metres (6.00 m × 31.00 m); Barrhaven as the community of Ottawa; property tax, a mortgage payment and a land transfer tax estimate; a listing agent plus a co-listing agent with phone numbers; Royal LePage's own listing id; nearby schools with ratings; similar listings' prices",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/ottawa/342-everley-crescent/26518402/mlsx12190843/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>342 Everley Crescent, Ottawa, ON K2J 5T8 | Royal LePage</title>
<meta property="og:description" content="3 bedroom townhouse for sale in Barrhaven, Ottawa. $574,900. MLS® X12190843">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "342 Everley Crescent", offers: { "@type": "Offer", price: 574900, priceCurrency: "CAD" }, geo: { "@type": "GeoCoordinates", latitude: 45.27214, longitude: -75.74318 } })}
</head><body>
<header><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/search/rentals/">Rent</a><a href="/en/agent/">Find an agent</a></nav></header>
<main class="property-details" data-listing-id="26518402">
<div class="address-bar"><h1>342 Everley Crescent</h1><p>Barrhaven, Ottawa, ON K2J 5T8</p></div>
<div class="property-price">$574,900</div>
<ul class="property-features"><li><span>3</span> Bedrooms</li><li><span>2</span> Full Bath</li><li><span>1</span> Half Bath</li><li><span>1,640</span> sq ft</li></ul>
<table class="property-info">
<tr><td>MLS® #</td><td>X12190843</td></tr>
<tr><td>Property Type</td><td>Freehold Townhouse, 2 Storey</td></tr>
<tr><td>Lot Frontage</td><td>6.00 m</td></tr>
<tr><td>Lot Depth</td><td>31.00 m</td></tr>
<tr><td>Year Built</td><td>2009</td></tr>
<tr><td>Taxes</td><td>$4,210 (2025)</td></tr>
<tr><td>Parking</td><td>Attached garage, 2 spaces</td></tr>
<tr><td>Heating</td><td>Forced air, natural gas</td></tr>
</table>
<section class="description"><p>A well-kept interior unit on a quiet crescent, fenced yard, finished rec room with gas fireplace. Walking distance to Chapman Mills Marketplace and the transitway.</p></section>
<section class="calculators"><h2>Mortgage calculator</h2><p>Purchase price $574,900 · 10% down · 25 years · 4.59%</p><p>Monthly payment: $2,874</p><p>Ontario land transfer tax: $7,623</p></section>
<section class="schools"><h2>Nearby schools</h2><ul><li>St. Luke Elementary · 7.4/10 · 0.6 km</li><li>John McCrae Secondary · 6.8/10 · 1.9 km</li></ul></section>
<section class="agents"><h2>Listed by</h2>
<div class="agent-card"><p class="agent-name">Dominique Lavoie</p><p>Sales Representative</p><p>613-555-0173</p></div>
<div class="agent-card"><p class="agent-name">Ravi Chandrasekar</p><p>Sales Representative</p><p>613-555-0128</p></div>
<p class="brokerage-name">Royal LePage Team Realty</p><p>3101 Strandherd Drive, Ottawa, ON K2G 4R9</p>
</section>
<section class="similar"><h2>Similar properties</h2><div class="card">18 Kilbirnie Dr · $559,000</div><div class="card">77 Winchester Dr · $612,500</div></section>
</main>
<footer><p>© 2026 Bridgemarq Real Estate Services Inc. Each Royal LePage office is independently owned and operated. 39 Wynford Dr, Toronto, ON M3C 3K5.</p></footer>
${chromeEn("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "342 Everley Crescent",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 5T8",
      neighbourhood: "Barrhaven",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 186, unit: "m2" },
      yearBuilt: 2009,
      mlsNumber: "X12190843",
      listingAgentName: "Dominique Lavoie",
      brokerageName: "Royal LePage Team Realty",
      geo: { lat: 45.27214, lng: -75.74318 },
    },
  },
];
