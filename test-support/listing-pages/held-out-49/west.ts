/**
 * Forty-ninth held-out corpus, the West and the Prairies: an Alberta acreage with a shop and barn on a franchise
 * portal, a Shuswap leasehold cabin on a BC portal, a Manitoba hobby farm on a listings aggregator and a Winnipeg
 * commercial condo unit on a classifieds site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

const KIJIJI_STATE = {
  props: {
    pageProps: {
      ad: {
        id: "1712093384",
        title: "Commercial condo unit for sale – 2,140 sq ft flex space, Border St",
        price: { amount: 38900000, currency: "CAD", type: "FIXED" },
        categoryName: "Commercial & Office Space for Sale",
        adLocation: { mapAddress: "3-1425 Border St, Winnipeg, MB R3H 0N1", latitude: 49.91253, longitude: -97.22017 },
        attributes: [
          { name: "forsaleby", value: "Professional" },
          { name: "areainfeet", value: "2140" },
        ],
        poster: { name: "Keith Dyck", memberSince: "2014", type: "PROFESSIONAL" },
      },
      similarAds: [
        { id: "1711842290", title: "Bay for lease – 1,600 sq ft, St James", price: { amount: 240000, type: "MONTHLY" } },
        { id: "1710337715", title: "Warehouse unit for sale, Inkster Park", price: { amount: 52500000 } },
      ],
    },
  },
  page: "/v-commercial-office-space/winnipeg/[slug]",
};

export const HELD_OUT_49_WEST: ListingPage[] = [
  {
    name: "ho49-remax-acreage-strathcona",
    site: "remax.ca",
    set: "held-out-49",
    traps: "an Alberta acreage on a franchise portal: range-road address in a county; 9.94-acre parcel; house above-grade and total developed areas; 40 x 60 heated shop and 30 x 36 barn dimensions; 4 + 1 bedrooms; taxes; E-prefixed MLS®; agent and brokerage with an office address; nearby acreages with prices and beds; JSON-LD geo",
    pageUrl: "https://www.remax.ca/ab/strathcona-county-real-estate/52307-range-road-224-wp_id301188451-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>52307 Range Road 224, Strathcona County, AB T8C 1G9 | E4412875 | RE/MAX</title>
<meta name="description" content="For sale: 52307 Range Road 224, Strathcona County. 5 bed, 3 bath acreage on 9.94 acres with a heated shop and barn. $1,150,000.">
<meta property="og:title" content="52307 Range Road 224, Strathcona County — $1,150,000">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "52307 Range Road 224", address: { "@type": "PostalAddress", streetAddress: "52307 Range Road 224", addressLocality: "Strathcona County", addressRegion: "AB", postalCode: "T8C 1G9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 53.49811, longitude: -113.17342 }, numberOfRooms: 5 })}
</head><body>
<header class="remax-header"><a href="/">RE/MAX</a><nav><a href="/ab/strathcona-county-real-estate">Homes for sale</a><a href="/find-an-agent">Find an agent</a><a href="/find-an-office">Find an office</a><a href="/blog">Hustle</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="address"><span>52307 Range Road 224</span><span>Strathcona County, AB T8C 1G9</span></h1>
<div class="listing-price">$1,150,000</div>
<ul class="stats"><li>4 + 1 bed</li><li>3 bath</li><li>1,876 sqft</li><li>9.94 ac</li></ul>
<p class="mls">MLS® #: E4412875</p>
</div>
<section class="details"><h2>Property Details</h2>
<div class="detail-row"><span>Property Type</span><span>Residential – Acreage</span></div>
<div class="detail-row"><span>Building Type</span><span>Detached, Bungalow</span></div>
<div class="detail-row"><span>Above Grade Living Area</span><span>1,876 sq ft</span></div>
<div class="detail-row"><span>Total Developed Area</span><span>3,420 sq ft</span></div>
<div class="detail-row"><span>Lot Size</span><span>9.94 acres</span></div>
<div class="detail-row"><span>Bedrooms</span><span>4 above grade, 1 below</span></div>
<div class="detail-row"><span>Full Bathrooms</span><span>3</span></div>
<div class="detail-row"><span>Year Built</span><span>1997</span></div>
<div class="detail-row"><span>Outbuildings</span><span>Shop 40 x 60 ft (2,400 sq ft, heated, 14 ft door); Barn 30 x 36 ft; Chicken coop</span></div>
<div class="detail-row"><span>Water / Sewer</span><span>Drilled well, septic tank and field</span></div>
<div class="detail-row"><span>Taxes</span><span>$5,880 (2024)</span></div>
</section>
<section class="description"><h2>Description</h2><p>Quiet, treed acreage ten minutes east of Sherwood Park on paved road. Walk-out bungalow with vaulted great room, main-floor laundry and a developed lower level with a fifth bedroom and wet bar. The 40 x 60 heated shop has 220 power and an office; the 30 x 36 barn has three box stalls and a tack room. Cross-fenced pasture and a dugout.</p></section>
<section class="agent"><h2>Listing Agent</h2>
<p class="agent-name">Darren Kowalchuk</p><p class="agent-phone">780-555-0136</p>
<p class="brokerage-name">RE/MAX Prairie Gateway Realty</p><p class="brokerage-address">2010 Premier Way, Sherwood Park, AB T8H 2V1</p>
</section>
<section class="nearby"><h2>Nearby Listings</h2>
<div class="listing-card"><span>$899,900</span><span>3 bed · 2 bath</span><span>4.2 ac · 22 Hillview Estates</span></div>
<div class="listing-card"><span>$1,395,000</span><span>5 bed · 4 bath</span><span>19.8 ac · 51230 Range Road 222</span></div>
</section>
</main>
<footer class="remax-footer"><p>Each RE/MAX office is independently owned and operated. Listing data supplied by the REALTORS® Association of Edmonton; deemed reliable but not guaranteed.</p><p>RE/MAX Ontario-Atlantic Canada Inc. and RE/MAX of Western Canada (1998) LLC, 4000 – 777 Hornby St, Vancouver, BC</p></footer>
${chrome("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 1150000, currency: "CAD" },
      propertyKind: "house",
      street: "52307 Range Road 224",
      city: "Strathcona County",
      province: "AB",
      postalCode: "T8C 1G9",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1876,
      lot: { value: 9.94, unit: "acres" },
      yearBuilt: 1997,
      mlsNumber: "E4412875",
      listingAgentName: "Darren Kowalchuk",
      brokerageName: "RE/MAX Prairie Gateway Realty",
      geo: { lat: 53.49811, lng: -113.17342 },
    },
  },
  {
    name: "ho49-rew-leasehold-cabin-scotchcreek",
    site: "rew.ca",
    set: "held-out-49",
    traps: "a Shuswap leasehold cabin on a BC portal: 'Leasehold not Strata' title with an annual lease fee and lease expiry; lot number in the street line; no lot size; BC Assessment above the price and gross taxes; floor area with a separate deck area; 8-digit MLS®; agent and brokerage; nearby listings with prices",
    pageUrl: "https://www.rew.ca/properties/10321478/lot-14-3960-squilax-anglemont-road-scotch-creek-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 14 3960 Squilax Anglemont Road, Scotch Creek, BC, V0E 1M5 — $289,000 | REW</title>
<meta name="description" content="Lakeside leasehold cabin for sale in Scotch Creek. 2 bed, 1 bath, 780 sq. ft. MLS® 10321478.">
<meta property="og:title" content="Lot 14 3960 Squilax Anglemont Road, Scotch Creek">
<meta name="geo.position" content="50.91407;-119.44683">
</head><body>
<header class="rew-header"><a href="/">REW</a><nav><a href="/properties/areas/shuswap-bc">Shuswap</a><a href="/sold">Sold</a><a href="/rentals">Rentals</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listing">
<section class="listingheader">
<h1 class="listingheader-address">Lot 14 3960 Squilax Anglemont Road</h1>
<p class="listingheader-city">Scotch Creek, BC V0E 1M5</p>
<div class="listingheader-price">$289,000</div>
<ul class="listingheader-details"><li>2 Bed</li><li>1 Bath</li><li>780 Sqft</li><li>Recreational</li></ul>
</section>
<section class="listingdetails"><h2>Details</h2>
<table class="detailslist">
<tr><th>MLS® Number</th><td>10321478</td></tr>
<tr><th>Property Type</th><td>Recreational, Cabin</td></tr>
<tr><th>Title</th><td>Leasehold not Strata</td></tr>
<tr><th>Lease Expiry</th><td>December 31, 2049</td></tr>
<tr><th>Annual Lease Fee</th><td>$6,450 / year</td></tr>
<tr><th>Floor Area</th><td>780 Sqft</td></tr>
<tr><th>Covered Deck</th><td>320 Sqft</td></tr>
<tr><th>Lot Size</th><td>Not applicable (leasehold site)</td></tr>
<tr><th>Year Built</th><td>1978</td></tr>
<tr><th>Gross Taxes</th><td>$1,210.44 (2024)</td></tr>
<tr><th>Assessment</th><td>$314,000 (2025)</td></tr>
<tr><th>Water Supply</th><td>Lake intake, shared</td></tr>
</table></section>
<section class="listingdescription"><h2>Description</h2><p>Second-row leasehold cabin in a well-kept 40-site lease community with a shared sandy beach, buoy field and boat launch on Shuswap Lake. Pine interior, wood stove, two bedrooms and a loft, plus a covered deck that doubles the living space in summer. Lease renewed to 2049 with the band; the annual fee covers road maintenance and garbage. Seasonal use April to October. Sold fully furnished.</p></section>
<section class="listingagent"><h2>Listed by</h2><p class="agentname">Lorne Bergstrom</p><p class="agentphone">250-555-0149</p><p class="brokeragename">Shuswap Lakefront Realty Ltd.</p><p class="brokerageaddress">3873 Squilax Anglemont Road, Scotch Creek, BC V0E 1M5</p></section>
<section class="nearby"><h2>Nearby Listings</h2>
<div class="card"><span>$179,900</span><span>1 bed · 1 bath</span><span>Lot 31 3960 Squilax Anglemont Road</span></div>
<div class="card"><span>$1,249,000</span><span>3 bed · 2 bath</span><span>4115 Lakeview Drive, Scotch Creek</span></div>
</section>
<p class="disclaimer">This representation is based in whole or in part on data generated by the Association of Interior REALTORS®, which assumes no responsibility for its accuracy.</p>
</main>
<footer class="rew-footer"><p>REW.ca · 400 – 1281 West Georgia St, Vancouver, BC V6E 3J7</p><p>© 2025 REW. All rights reserved.</p></footer>
${chrome("REW")}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "CAD" },
      propertyKind: "house",
      street: "Lot 14 3960 Squilax Anglemont Road",
      city: "Scotch Creek",
      province: "BC",
      postalCode: "V0E 1M5",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 780,
      yearBuilt: 1978,
      mlsNumber: "10321478",
      listingAgentName: "Lorne Bergstrom",
      brokerageName: "Shuswap Lakefront Realty Ltd.",
      geo: { lat: 50.91407, lng: -119.44683 },
    },
  },
  {
    name: "ho49-point2homes-hobbyfarm-springfield",
    site: "point2homes.com",
    set: "held-out-49",
    traps: "a Manitoba hobby farm on an aggregator: 40 acres; barn and quonset dimensions; price per sqft; assessed value and taxes; a price history with an earlier higher price; site id beside a 9-digit MLS®; agent and brokerage; nearby farms with prices; coordinates in meta tags",
    pageUrl: "https://www.point2homes.com/CA/Farm-For-Sale/MB/Springfield/28047-Highway-15/118820364.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>28047 Highway 15, Springfield, MB R2C 2Z2 | Farm for sale | 4 beds | Point2</title>
<meta name="description" content="Hobby farm for sale: 28047 Highway 15, Springfield, Manitoba. 4 beds, 2 baths, 1,872 sqft on 40 acres. $749,900. MLS® 202428891.">
<meta property="og:title" content="28047 Highway 15, Springfield, MB — $749,900">
<meta property="place:location:latitude" content="49.94382">
<meta property="place:location:longitude" content="-96.71954">
</head><body>
<header class="p2-header"><a href="/CA">Point2</a><nav><a href="/CA/Real-Estate-Listings/MB.html">Manitoba</a><a href="/CA/Farms-For-Sale.html">Farms</a><a href="/CA/Land-For-Sale.html">Land</a><a href="/Agents">Agents</a></nav></header>
<main class="property-page" data-listing-id="118820364">
<div class="address-container"><h1>28047 Highway 15</h1><p>Springfield, MB R2C 2Z2</p></div>
<div class="price"><span class="green">$749,900</span> <span class="ppsf">$401 / sqft</span></div>
<ul class="characteristics-cnt"><li><strong>4</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>1,872</strong> Sqft</li><li><strong>40</strong> ac Lot size</li></ul>
<section class="details-charcs"><h2>Property Details</h2>
<dl>
<dt>Property Type</dt><dd>Farm – Hobby farm</dd>
<dt>MLS® #</dt><dd>202428891</dd>
<dt>Year Built</dt><dd>2003</dd>
<dt>Lot Size</dt><dd>40 acres</dd>
<dt>Farm Buildings</dt><dd>Barn 40 x 80 ft with loft; Quonset 50 x 100 ft; 3 paddocks with shelters</dd>
<dt>Water</dt><dd>Well, 2 dugouts</dd>
<dt>Taxes</dt><dd>$3,410 (2024)</dd>
<dt>Assessed Value</dt><dd>$512,300</dd>
<dt>Days on Point2</dt><dd>37</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Forty fenced acres 20 minutes east of Winnipeg with a two-storey farmhouse, a 40 x 80 horse barn with water and power, a 50 x 100 quonset for equipment and hay, and three paddocks with run-in shelters. About 25 acres in hay. The house has a main-floor primary, a country kitchen and an attached double garage. Ideal for horses, goats or market gardening.</p></section>
<section class="price-history"><h2>Price History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Mar 4, 2025</td><td>Price changed</td><td>$749,900</td></tr>
<tr><td>Jan 17, 2025</td><td>Listed</td><td>$789,000</td></tr></table></section>
<section class="agent-info"><h2>Listed by</h2><p class="agent-name">Tanya Wiebe</p><p class="agent-company">Red River Country Realty Inc.</p><p class="agent-phone">204-555-0158</p><p class="office">Office: 1050 Main St, Oakbank, MB R0E 1J0</p></section>
<section class="similar"><h2>Similar Farms Nearby</h2>
<div class="item"><span>$629,000</span><span>3 Beds · 1 Bath</span><span>20 ac · Anola, MB</span></div>
<div class="item"><span>$1,095,000</span><span>5 Beds · 3 Baths</span><span>80 ac · Dugald, MB</span></div>
</section>
</main>
<footer class="p2-footer"><p>Point2 is part of Yardi Systems, Inc. · 1000 – 201 21st Street East, Saskatoon, SK S7K 0B8</p><p>Listing information is provided by the Winnipeg Regional Real Estate Board and is believed accurate but not guaranteed.</p></footer>
${chrome("Point2")}
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "CAD" },
      propertyKind: "farm",
      street: "28047 Highway 15",
      city: "Springfield",
      province: "MB",
      postalCode: "R2C 2Z2",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1872,
      lot: { value: 40, unit: "acres" },
      yearBuilt: 2003,
      mlsNumber: "202428891",
      listingAgentName: "Tanya Wiebe",
      brokerageName: "Red River Country Realty Inc.",
      geo: { lat: 49.94382, lng: -96.71954 },
    },
  },
  {
    name: "ho49-kijiji-commercialunit-winnipeg",
    site: "kijiji.ca",
    set: "held-out-49",
    traps: "a commercial condo unit on a classifieds site: price in cents in the app state; the ad id vs the MLS® number in the text; unit-dash street; unit area and shared mezzanine area; condo fee and taxes; poster name with the brokerage in the description; similar ads with monthly and sale prices; coordinates in __NEXT_DATA__",
    pageUrl: "https://www.kijiji.ca/v-commercial-office-space/winnipeg/commercial-condo-unit-for-sale-2-140-sq-ft-flex-space-border-st/1712093384",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Commercial condo unit for sale – 2,140 sq ft flex space, Border St | Commercial &amp; Office Space for Sale | Winnipeg | Kijiji</title>
<meta name="description" content="Commercial condo unit for sale – 2,140 sq ft flex space, Border St. 3-1425 Border St, Winnipeg, MB. $389,000.">
<meta property="og:title" content="Commercial condo unit for sale – 2,140 sq ft flex space, Border St">
<meta property="og:url" content="https://www.kijiji.ca/v-commercial-office-space/winnipeg/commercial-condo-unit-for-sale-2-140-sq-ft-flex-space-border-st/1712093384">
</head><body>
<div id="__next">
<header class="kj-header"><a href="/">Kijiji</a><form role="search"><input name="keywords" placeholder="What are you looking for?"></form><nav><a href="/p-post-ad.html">Post ad</a><a href="/t-login.html">Sign in</a></nav></header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-manitoba/l9006">Manitoba</a> › <a href="/b-winnipeg/l1700192">Winnipeg</a> › <a href="/b-real-estate/winnipeg/c34l1700192">Real Estate</a> › <a href="/b-commercial-office-space/winnipeg/c40l1700192">Commercial &amp; Office Space</a></nav>
<h1 class="title">Commercial condo unit for sale – 2,140 sq ft flex space, Border St</h1>
<div class="price-block"><span class="price">$389,000</span></div>
<div class="location"><span class="address">3-1425 Border St, Winnipeg, MB R3H 0N1</span> <a href="#map">View map</a></div>
<ul class="ad-attributes"><li><dt>For Sale By</dt><dd>Professional</dd></li><li><dt>Size (sqft)</dt><dd>2,140</dd></li><li><dt>Posted</dt><dd>3 days ago</dd></li><li><dt>Ad ID</dt><dd>1712093384</dd></li></ul>
<section class="description"><h2>Description</h2><p>Industrial/commercial condo unit in a 2009 concrete block building near the airport. 2,140 sq ft on the main floor plus a 420 sq ft shared-access mezzanine; 12 x 14 overhead door, 18 ft clear height, 100 amp 3-phase service and a front office. Zoned M1. Condo fee $418/month; 2024 taxes $6,932. Vacant possession on 60 days.</p>
<p>MLS® 202427315. Call or text Keith Dyck, Prairie Commercial Realty Inc., 204-555-0113.</p></section>
<section class="poster"><h2>Posted by</h2><p class="name">Keith Dyck</p><p class="since">On Kijiji since 2014</p><a href="#reply">Send message</a></section>
<section class="similar"><h2>Similar ads</h2>
<div class="card"><span>$2,400.00</span><span>Bay for lease – 1,600 sq ft, St James</span></div>
<div class="card"><span>$525,000.00</span><span>Warehouse unit for sale, Inkster Park</span></div>
</section>
</main>
<footer class="kj-footer"><p>Copyright © 2025 Kijiji Canada Ltd. All rights reserved. Kijiji Canada Ltd. · 500 King St W, Toronto, ON M5V 1L9</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(KIJIJI_STATE)}</script>
${chrome("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "CAD" },
      propertyKind: "commercial",
      street: "3-1425 Border St",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3H 0N1",
      squareFootage: 2140,
      yearBuilt: 2009,
      mlsNumber: "202427315",
      listingAgentName: "Keith Dyck",
      brokerageName: "Prairie Commercial Realty Inc.",
      geo: { lat: 49.91253, lng: -97.22017 },
    },
  },
];
