/**
 * Fifty-fourth held-out corpus, the Prairies, Ontario and Nova Scotia: a property manager's two-bedroom suite in
 * Saskatoon, a commercial brokerage's industrial building in Winnipeg, a Muskoka cottage team's Lake Rosseau
 * listing and a Halifax brokerage's Fairview bungalow.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_54_CENTRAL_ATLANTIC: ListingPage[] = [
  {
    name: "ho54-broadstreet-suite-saskatoon",
    site: "broadstreet.ca",
    set: "held-out-54",
    traps: "a property manager's suite page: the suite number in the heading, not the address line; three floor plans with their own rents and sizes; a move-in incentive; parking, pet and storage fees; building JSON-LD with coordinates; the head office in the footer; other Broadstreet buildings nearby",
    pageUrl: "https://www.broadstreet.ca/residential/saskatoon/evergreen-heights/suite-308",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evergreen Heights Suite 308 – 2 Bed 2 Bath Apartment for Rent in Saskatoon | Broadstreet Properties</title>
<meta name="description" content="2 bedroom, 2 bathroom apartment for rent in Evergreen, Saskatoon. $1,695/month. In-suite laundry, heated parking available.">
<meta property="og:title" content="Evergreen Heights – Suite 308">
<meta property="og:image" content="https://www.broadstreet.ca/images/properties/evergreen-heights/308-living.jpg">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Evergreen Heights", address: { "@type": "PostalAddress", streetAddress: "510 Kloppenburg Crescent", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7W 0J4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 52.1758, longitude: -106.5589 }, petsAllowed: true, yearBuilt: 2016 })}
</head><body>
<header class="bs-header"><a href="/" class="logo">Broadstreet Properties</a><nav><a href="/residential">Apartments</a><a href="/commercial">Commercial</a><a href="/residents">Residents</a><a href="/about">About</a></nav><a class="portal" href="https://residents.example.com">Resident Login</a></header>
<main>
<section class="unit-hero">
<p class="building">Evergreen Heights · Evergreen</p>
<h1>Suite 308 – 2 Bed, 2 Bath</h1>
<p class="address">510 Kloppenburg Crescent, Saskatoon, SK S7W 0J4</p>
<p class="rent">$1,695 <span>/ month</span></p>
<p class="promo">Move in by the 1st and get half a month free on a 12-month lease.</p>
<ul class="unit-facts"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>952 sq. ft.</li><li>Available December 1</li><li>Corner suite, third floor</li></ul>
</section>
<section class="plans"><h2>Floor plans at Evergreen Heights</h2>
<div class="plan"><h3>The Aspen – 1 Bed, 1 Bath</h3><p>690 sq. ft. · from $1,395/month</p></div>
<div class="plan current"><h3>The Birch – 2 Bed, 2 Bath</h3><p>952 sq. ft. · from $1,695/month</p></div>
<div class="plan"><h3>The Cedar – 3 Bed, 2 Bath</h3><p>1,180 sq. ft. · from $2,045/month</p></div>
</section>
<section class="amenities"><h2>Suite &amp; building</h2><ul><li>In-suite laundry</li><li>Stainless steel appliances</li><li>Heated underground parking – $75/month</li><li>Surface stall with plug-in – $40/month</li><li>Pet friendly – $35/month per pet, max 2</li><li>Storage locker – $25/month</li><li>Fitness room and rooftop patio</li><li>Built in 2016</li></ul></section>
<section class="contact"><h2>Book a viewing</h2><p>Leasing office: 510 Kloppenburg Crescent, main floor · 306-555-0114 · Monday to Friday 9–6, Saturday 10–4</p></section>
<section class="nearby"><h2>Other Broadstreet communities nearby</h2>
<article><h3>Kensington Commons</h3><p>2 bed from $1,545/month · 3235 Kensington Avenue</p></article>
<article><h3>Aspen Ridge Place</h3><p>1 bed from $1,325/month · 115 Pringle Lane</p></article>
</section>
</main>
<footer><p>Broadstreet Properties Ltd. · Head Office · 200-2222 8th Street East, Saskatoon, SK S7H 0V6</p><p>Rates, incentives and availability are subject to change. Photos may show a similar suite. Broadstreet Properties is a member of the Saskatchewan Landlord Association.</p></footer>
${chrome("Broadstreet Properties")}
</body></html>`,
    expected: {
      price: { amount: 1695, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "510 Kloppenburg Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7W 0J4",
      neighbourhood: "Evergreen",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 952,
      yearBuilt: 2016,
      geo: { lat: 52.1758, lng: -106.5589 },
    },
  },
  {
    name: "ho54-avisonyoung-industrial-winnipeg",
    site: "avisonyoung.ca",
    set: "held-out-54",
    traps: "a commercial brokerage's industrial sale: building, office and warehouse areas; site area in acres; price per square foot; property taxes; an internal property id, no MLS®; two agent cards with SIOR and several phones; the Winnipeg office in RealEstateAgent JSON-LD; lease listings nearby with their own rates",
    pageUrl: "https://www.avisonyoung.ca/properties/ay-wpg-40218-1820-dugald-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1820 Dugald Road, Winnipeg – Industrial Building For Sale | Avison Young</title>
<meta name="description" content="28,460 sf freestanding industrial building on 2.14 acres in Winnipeg's Mission Industrial area. Asking $4,250,000.">
<meta property="og:title" content="For Sale: 1820 Dugald Road, Winnipeg, MB">
<meta property="og:type" content="article">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Avison Young – Winnipeg", address: { "@type": "PostalAddress", streetAddress: "1600-201 Portage Avenue", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3B 3K6" }, telephone: "204-555-0100" })}
</head><body>
<header><a href="/" class="ay-logo">Avison Young</a><nav><a href="/properties">Properties</a><a href="/services">Services</a><a href="/insights">Insights</a><a href="/people">People</a></nav></header>
<main class="property">
<p class="tag">For Sale · Industrial</p>
<h1>1820 Dugald Road</h1>
<p class="location">Winnipeg, MB R2J 0H3 · Neighbourhood: Mission Industrial</p>
<div class="price-block"><p>Asking Price <strong>$4,250,000</strong></p><p>$149.33 / sf</p></div>
<table class="specs">
<tr><th>Property ID</th><td>AY-WPG-40218</td></tr>
<tr><th>Building Size</th><td>28,460 sf</td></tr>
<tr><th>Office</th><td>3,200 sf (two storeys)</td></tr>
<tr><th>Warehouse</th><td>25,260 sf</td></tr>
<tr><th>Site Area</th><td>2.14 acres</td></tr>
<tr><th>Clear Height</th><td>22'</td></tr>
<tr><th>Loading</th><td>4 dock, 2 grade</td></tr>
<tr><th>Year Built</th><td>1987</td></tr>
<tr><th>Zoning</th><td>M2 – Manufacturing General</td></tr>
<tr><th>Property Taxes (2025)</th><td>$61,204</td></tr>
</table>
<section><h2>Highlights</h2><ul><li>Fully fenced, paved yard suitable for trailer storage</li><li>600 amp, 600 volt, 3-phase power</li><li>Quick access to Lagimodiere Boulevard and the Perimeter Highway</li><li>Vacant possession available on 90 days' notice</li></ul></section>
<section class="brokers"><h2>Contact</h2>
<div class="broker"><h3>Grant Ostrowski</h3><p>Principal</p><p>D 204-555-0131 · M 204-555-0178</p></div>
<div class="broker"><h3>Lena Fairweather, SIOR</h3><p>Vice President</p><p>D 204-555-0134 · M 204-555-0186</p></div>
<p class="firm">Avison Young Commercial Real Estate (Manitoba) Inc.</p>
</section>
<section class="related"><h2>Nearby properties</h2>
<article><h3>55 Cree Crescent</h3><p>For Lease · 12,400 sf · $11.50/sf net</p></article>
<article><h3>700 Panet Road</h3><p>For Lease · 6,850 sf · $13.25/sf net · Additional rent $4.10/sf</p></article>
</section>
</main>
<footer><p>Avison Young Commercial Real Estate (Manitoba) Inc. · 1600-201 Portage Avenue, Winnipeg, MB R3B 3K6</p><p class="disclaimer">The information contained herein was obtained from sources deemed reliable and, while thought to be correct, is not guaranteed by Avison Young. Interested parties should conduct their own due diligence.</p></footer>
${chrome("Avison Young")}
</body></html>`,
    expected: {
      price: { amount: 4250000, currency: "CAD" },
      propertyKind: "commercial",
      street: "1820 Dugald Road",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2J 0H3",
      neighbourhood: "Mission Industrial",
      squareFootage: 28460,
      lot: { value: 2.14, unit: "acres" },
      yearBuilt: 1987,
      listingAgentName: "Grant Ostrowski",
      brokerageName: "Avison Young Commercial Real Estate (Manitoba) Inc.",
    },
  },
  {
    name: "ho54-cottageinmuskoka-lake-rosseau",
    site: "cottageinmuskoka.ca",
    set: "held-out-54",
    traps: "a Muskoka team's WordPress cottage page: a bunkie and a boathouse with their own sizes; acreage beside water frontage; built and renovated years; a blog sidebar with dollar figures in titles; a broker card with mobile, office and toll-free numbers; the brokerage office in Port Carling in JSON-LD; a Lakelands board footer; another waterfront listing",
    pageUrl: "https://cottageinmuskoka.ca/listings/1187-juddhaven-road-lake-rosseau/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1187 Juddhaven Road – Lake Rosseau Cottage for Sale - Cottage In Muskoka</title>
<meta name="description" content="Four-bedroom Lake Rosseau cottage with 210 feet of west-facing frontage, a single-slip boathouse and a bunkie. $2,895,000.">
<meta property="og:locale" content="en_US"><meta property="og:type" content="article">
<meta property="og:title" content="1187 Juddhaven Road – Lake Rosseau Cottage for Sale">
<meta property="og:image" content="https://cottageinmuskoka.ca/wp-content/uploads/2025/06/juddhaven-1187-dock.jpg">
<link rel="stylesheet" id="astra-theme-css-css" href="https://cottageinmuskoka.ca/wp-content/themes/astra/assets/css/minified/main.min.css" media="all">
${ld({ "@context": "https://schema.org", "@graph": [{ "@type": "WebPage", name: "1187 Juddhaven Road – Lake Rosseau Cottage for Sale", url: "https://cottageinmuskoka.ca/listings/1187-juddhaven-road-lake-rosseau/" }, { "@type": "RealEstateAgent", name: "Rosseau Shore Realty Inc., Brokerage", address: { "@type": "PostalAddress", streetAddress: "12 Joseph Street", addressLocality: "Port Carling", addressRegion: "ON", postalCode: "P0B 1J0" }, telephone: "705-555-0110" }] })}
</head><body class="listing-template-default single single-listing ast-right-sidebar">
<header class="site-header"><a href="/" class="site-title">Cottage In Muskoka</a><nav class="main-header-menu"><a href="/muskoka-real-estate-listings/">Listings</a><a href="/buying-a-cottage-in-muskoka/">Buying</a><a href="/selling/">Selling</a><a href="/category/blog/">Blog</a><a href="/contact/">Contact</a></nav></header>
<div id="content" class="site-content"><main id="main" class="site-main">
<article class="listing type-listing status-publish">
<h1 class="entry-title">1187 Juddhaven Road, Muskoka Lakes</h1>
<p class="listing-sub">Lake Rosseau · Township of Muskoka Lakes, ON P0B 1G0</p>
<p class="listing-price">Asking $2,895,000</p>
<ul class="key-facts">
<li>4 bedrooms (main cottage)</li>
<li>2 bathrooms</li>
<li>1,860 sq ft cottage</li>
<li>1.3 acres</li>
<li>210 ft of frontage, west exposure</li>
<li>MLS® X12083416</li>
</ul>
<div class="entry-content">
<p>A classic board-and-batten Lake Rosseau cottage, built in 1962 and renovated top to bottom in 2015, set on a gentle slope to deep water off the dock. The Muskoka room opens to long afternoon sun, and the stone fireplace anchors the great room.</p>
<p>Down at the shore, a single-slip boathouse (24' x 30') with an upper sundeck, and a separate insulated bunkie that sleeps two more guests. Drilled well, UV system, septic replaced 2015, year-round municipal road.</p>
<h2>At a glance</h2>
<table><tr><td>Year built</td><td>1962 (renovated 2015)</td></tr><tr><td>Heating</td><td>Propane forced air, wood-burning fireplace</td></tr><tr><td>Taxes</td><td>$11,820 (2025)</td></tr><tr><td>Water</td><td>Lake Rosseau, west facing</td></tr></table>
</div>
<div class="agent-box"><h3>Presented by Morgan Pryce, Broker</h3><p>Mobile 705-555-0163 · Office 705-555-0110 · Toll-free 1-800-555-0148</p><p>Rosseau Shore Realty Inc., Brokerage</p></div>
<section class="more-listings"><h2>Also on the water</h2><p><a href="/listings/lake-joseph-north-shore/">Lake Joseph north shore – 5 bed, 3,400 sq ft, 2.8 acres, $4,250,000</a></p></section>
</article>
</main>
<aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">From the blog</h2><ul><li><a href="/crib-dock-repair/">The $50,000 Rock: Dock Repairs and Permits</a></li><li><a href="/septic-inspections/">Why a $900 Septic Inspection Saves Deals</a></li><li><a href="/market-report/">Muskoka Waterfront Sales: Median $1,475,000</a></li></ul></section></aside></div>
<footer class="site-footer"><p>Rosseau Shore Realty Inc., Brokerage · 12 Joseph Street, Port Carling, ON P0B 1J0 · Independently owned and operated.</p><p>Listing data is supplied in part by The Lakelands Association of REALTORS® and is deemed reliable but not guaranteed. The trademarks REALTOR®, REALTORS® and MLS® are controlled by The Canadian Real Estate Association (CREA). Not intended to solicit buyers or sellers currently under contract.</p></footer>
${chrome("Cottage In Muskoka")}
</body></html>`,
    expected: {
      price: { amount: 2895000, currency: "CAD" },
      propertyKind: "house",
      street: "1187 Juddhaven Road",
      city: "Muskoka Lakes",
      province: "ON",
      postalCode: "P0B 1G0",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1860,
      lot: { value: 1.3, unit: "acres" },
      yearBuilt: 1962,
      mlsNumber: "X12083416",
      listingAgentName: "Morgan Pryce",
      brokerageName: "Rosseau Shore Realty Inc., Brokerage",
    },
  },
  {
    name: "ho54-avalonrealty-bungalow-fairview",
    site: "avalonrealty.ca",
    set: "held-out-54",
    traps: "a Halifax brokerage's bungalow: '3+1' bedrooms; finished and main-level areas; lot in square feet; an assessed value; an internal listing number beside the 2025-prefixed MLS®; an agent card with designations and office, cell and toll-free numbers; the Bedford office in JSON-LD; a market-stats sidebar; sold listings nearby; NSAR trademark footer",
    pageUrl: "https://www.avalonrealty.ca/listing/a-3381/86-alma-crescent-halifax",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>86 Alma Crescent, Halifax | 3+1 Bed Bungalow | Avalon Realty</title>
<meta name="description" content="Updated Fairview bungalow with an in-law ready lower level. 86 Alma Crescent, Halifax, NS. $549,900. MLS® 202511827.">
<meta property="og:title" content="86 Alma Crescent, Halifax, NS B3N 2C8">
<meta property="og:image" content="https://www.avalonrealty.ca/photos/a-3381/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Avalon Realty Inc.", address: { "@type": "PostalAddress", streetAddress: "2 Bluewater Road", addressLocality: "Bedford", addressRegion: "NS", postalCode: "B4B 1G7" }, telephone: "902-555-0100" })}
</head><body>
<header><a href="/" class="logo">Avalon Realty</a><nav><a href="/listings">Listings</a><a href="/sold">Sold</a><a href="/team">Team</a><a href="/blog">Blog</a><a href="/contact">Contact</a></nav></header>
<main class="listing">
<h1>86 Alma Crescent</h1>
<p class="where">Fairview · Halifax, NS B3N 2C8</p>
<p class="price">$549,900</p>
<ul class="quick"><li>3+1 Bedrooms</li><li>2 Full Baths</li><li>1,920 sq. ft. finished</li><li>Bungalow</li></ul>
<section class="desc"><p>Bright, well-kept bungalow on a level, fenced lot close to Fairview Junior High and the Bayers Lake shops. New roof shingles (2022), heat pumps in the living room and lower level, hardwood on the main floor. The lower level has a fourth bedroom, a full bath, a rec room and a separate side entrance.</p></section>
<section class="details"><h2>Details</h2><dl>
<dt>MLS®#</dt><dd>202511827</dd>
<dt>Avalon Listing #</dt><dd>A-3381</dd>
<dt>Main level</dt><dd>1,040 sq. ft.</dd>
<dt>Total finished</dt><dd>1,920 sq. ft.</dd>
<dt>Lot size</dt><dd>5,500 sq. ft.</dd>
<dt>Year built</dt><dd>1961</dd>
<dt>Assessed value (2025)</dt><dd>$421,300</dd>
<dt>Taxes</dt><dd>$3,742 / year</dd>
</dl></section>
<aside class="agent-card"><h3>Heather MacInnis</h3><p>REALTOR®, ABR</p><p>Office 902-555-0100 · Cell 902-555-0157 · Toll-free 1-877-555-0130</p><p>Avalon Realty Inc.</p></aside>
<aside class="market"><h3>Halifax market snapshot</h3><p>Average sale price this year: $652,400 · Active single-family listings: 964 · Average days on market: 19</p></aside>
<section class="sold-nearby"><h2>Recently sold nearby</h2>
<article><p>31 Alma Crescent · 3 bed · 1 bath · Sold $512,000</p></article>
<article><p>12 Titus Street · 4 bed · 2 bath · Sold $575,000</p></article>
</section>
</main>
<footer><p>Avalon Realty Inc. · 2 Bluewater Road, Bedford, NS B4B 1G7</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA. Listing data from the Nova Scotia Association of REALTORS® is deemed reliable but not guaranteed.</p></footer>
${chrome("Avalon Realty")}
</body></html>`,
    expected: {
      price: { amount: 549900, currency: "CAD" },
      propertyKind: "house",
      street: "86 Alma Crescent",
      city: "Halifax",
      province: "NS",
      postalCode: "B3N 2C8",
      neighbourhood: "Fairview",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1920,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1961,
      mlsNumber: "202511827",
      listingAgentName: "Heather MacInnis",
      brokerageName: "Avalon Realty Inc.",
    },
  },
];
