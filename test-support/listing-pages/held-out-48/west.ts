/**
 * Forty-eighth held-out corpus, the West and the Prairies: a Vancouver brokerage's condo, an Edmonton board house, a
 * Saskatoon board bungalow, a Manitoba hunting quarter on a land site and an Okanagan orchard on a farm-and-ranch site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_48_WEST: ListingPage[] = [
  {
    name: "ho48-dexterrealty-condo-vancouver",
    site: "dexterrealty.com",
    set: "held-out-48",
    traps: "a Vancouver brokerage's condo: unit-dash-number address; BC Assessment value above the list price; strata fee and taxes; two agents; R-prefixed MLS® beside a site listing id; West End neighbourhood; office on West 4th in the footer; similar listings with prices",
    pageUrl: "https://www.dexterrealty.com/listing/R3018442/1507-1288-alberni-street-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1507-1288 Alberni Street, Vancouver | R3018442 | Dexter Realty</title>
<meta name="description" content="2 bed, 2 bath West End condo with 918 sq ft and a north-facing view. Listed at $1,049,000.">
<meta property="og:title" content="1507-1288 Alberni Street, Vancouver">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1507-1288 Alberni Street", address: { "@type": "PostalAddress", streetAddress: "1507-1288 Alberni Street", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6E 4N5" }, geo: { "@type": "GeoCoordinates", latitude: 49.28791, longitude: -123.12864 } })}
</head><body>
<header class="site-header"><a class="logo" href="/">Dexter Realty</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Agents</a><a href="/offices">Offices</a><a href="/market-reports">Market reports</a></nav></header>
<main class="listing-detail" data-listing-id="DX-554201">
<div class="crumbs"><a href="/search?area=vancouver-west">Vancouver West</a> › <a href="/search?sub=west-end">West End</a></div>
<h1 class="address">1507-1288 Alberni Street</h1>
<p class="locality">West End, Vancouver, BC V6E 4N5</p>
<div class="price-block"><span class="list-price">$1,049,000</span><span class="assess">2025 BC Assessment: $1,082,000</span></div>
<table class="facts">
<tr><th>MLS® #</th><td>R3018442</td></tr>
<tr><th>Property type</th><td>Apartment/Condo</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Floor area</th><td>918 sq. ft.</td></tr>
<tr><th>Year built</th><td>2009</td></tr>
<tr><th>Strata fees</th><td>$612.40 / month</td></tr>
<tr><th>Gross taxes</th><td>$2,843.19 (2025)</td></tr>
<tr><th>Parking</th><td>1 secured stall</td></tr>
</table>
<section class="remarks"><h2>About this home</h2><p>Split two-bedroom plan on the 15th floor with mountain glimpses from the living room. Gas range, in-suite laundry and a 9 x 6 ft balcony. Pets and rentals allowed with restrictions. Concierge building with a gym and a rooftop garden, a block from Robson Street.</p></section>
<section class="agents"><h2>Presented by</h2>
<div class="agent"><strong>Priya Sandhu</strong><span>Personal Real Estate Corporation</span><span>604-555-0188</span></div>
<div class="agent"><strong>Marco Feltham</strong><span>604-555-0143</span></div>
<p class="brokerage">Dexter Realty</p></section>
<section class="similar"><h2>Similar listings</h2>
<article><a href="/listing/R3011207">1102-1155 Harwood Street</a><p>$879,000 · 2 bd · 2 ba · 842 sq ft</p></article>
<article><a href="/listing/R3009955">2301-1211 Melville Street</a><p>$1,195,000 · 2 bd · 2 ba · 1,004 sq ft</p></article>
<article class="sold"><a href="/sold/R2987110">903-1288 Alberni Street</a><p>Sold $1,010,000 · 2 bd</p></article>
</section>
</main>
<footer><p>Dexter Realty · 2094 West 4th Avenue, Vancouver, BC V6K 1N3</p><p>The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Greater Vancouver REALTORS®. Information deemed reliable but not guaranteed.</p></footer>
${chrome("Dexter Realty")}
</body></html>`,
    expected: {
      price: { amount: 1049000, currency: "CAD" },
      propertyKind: "condo",
      street: "1507-1288 Alberni Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6E 4N5",
      neighbourhood: "West End",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 918,
      yearBuilt: 2009,
      mlsNumber: "R3018442",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Dexter Realty",
      geo: { lat: 49.28791, lng: -123.12864 },
    },
  },
  {
    name: "ho48-realtorsofedmonton-house-windermere",
    site: "realtorsofedmonton.com",
    set: "held-out-48",
    traps: "an Edmonton board listing: E-prefixed MLS® beside a numeric property id; floor area in ft² and m²; lot in m²; '2 full, 1 half' baths; a comparable sold price; the board's office on 142 Street in the footer; Windermere neighbourhood",
    pageUrl: "https://www.realtorsofedmonton.com/listing/E4412876/4183-whispering-river-drive-nw",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4183 Whispering River Drive NW, Edmonton | MLS® E4412876</title>
<meta name="description" content="Two-storey home in Windermere, Edmonton: 3 bedrooms, 2.5 baths, 2,140 sq ft. $649,900.">
<script>window.__LISTING__={"propertyId":88231104,"status":"Active","photos":24,"board":"RAE"};</script>
</head><body>
<header><a href="/">REALTORS® Association of Edmonton</a><nav><a href="/search">Find a home</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/market">Market stats</a></nav></header>
<main class="property">
<h1>4183 Whispering River Drive NW</h1>
<p class="where">Windermere · Edmonton, AB T6W 2R7</p>
<p class="asking">Asking <strong>$649,900</strong></p>
<dl class="summary">
<dt>MLS® Number</dt><dd>E4412876</dd>
<dt>Property ID</dt><dd>88231104</dd>
<dt>Style</dt><dd>2 Storey, Detached Single Family</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2 full, 1 half</dd>
<dt>Floor area</dt><dd>2,140 sq ft (198.8 m²)</dd>
<dt>Lot</dt><dd>418 m²</dd>
<dt>Year built</dt><dd>2014</dd>
<dt>Taxes</dt><dd>$5,126 (2025)</dd>
<dt>Garage</dt><dd>Double attached, 22 x 24 ft</dd>
</dl>
<section><h2>Remarks</h2><p>Bright family home backing onto a walking trail. Open main floor with a quartz island, a den and a two-piece bath; three bedrooms and a bonus room up, the primary with a five-piece ensuite. Unfinished basement with a separate side entrance. Close to Windermere Crossing and the Anthony Henday.</p></section>
<section class="rooms"><h2>Rooms</h2><ul><li>Living room 15'2" x 14'6"</li><li>Primary bedroom 14'0" x 13'8"</li><li>Bonus room 16'4" x 12'10"</li></ul></section>
<section class="listed-by"><h2>Listed by</h2><p>Dana Kowalchuk</p><p>Riverbend Realty Group Ltd.</p></section>
<section class="comps"><h2>Recently sold nearby</h2><p>4207 Whispering River Drive NW — sold $612,000</p><p>1840 Wells Wynd NW — sold $688,500</p></section>
</main>
<footer><p>REALTORS® Association of Edmonton · 14220 112 Avenue NW, Edmonton, AB T5M 2T8</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA. Data is deemed reliable but is not guaranteed accurate.</p></footer>
${chrome("REALTORS® Association of Edmonton")}
</body></html>`,
    expected: {
      price: { amount: 649900, currency: "CAD" },
      propertyKind: "house",
      street: "4183 Whispering River Drive NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T6W 2R7",
      neighbourhood: "Windermere",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 418, unit: "m2" },
      yearBuilt: 2014,
      mlsNumber: "E4412876",
      listingAgentName: "Dana Kowalchuk",
      brokerageName: "Riverbend Realty Group Ltd.",
    },
  },
  {
    name: "ho48-saskatoonrealtors-bungalow-nutana",
    site: "saskatoonrealtors.ca",
    set: "held-out-48",
    traps: "a Saskatoon board bungalow: '2+1' bedrooms; lot as 50 x 110 ft frontage x depth; SK-prefixed MLS®; annual taxes; a basement suite rent in the remarks; Nutana neighbourhood; the board's office address in the footer",
    pageUrl: "https://www.saskatoonrealtors.ca/listings/SK003418",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1019 Dufferin Avenue, Saskatoon – Bungalow – SK003418</title>
<meta name="description" content="Nutana bungalow, 2+1 bedrooms, 2 bathrooms, 1,104 sq ft, listed at $389,000.">
<meta property="og:type" content="website">
</head><body>
<header><a href="/">Saskatoon REALTORS®</a><nav><a href="/listings">Listings</a><a href="/open-houses">Open houses</a><a href="/realtors">Find a REALTOR®</a></nav></header>
<main>
<article class="listing">
<h1>1019 Dufferin Avenue</h1>
<p class="sub">Nutana, Saskatoon, SK S7H 2B6</p>
<p class="price">$389,000</p>
<table class="details">
<tr><td>MLS® #</td><td>SK003418</td></tr>
<tr><td>Type</td><td>Detached, Bungalow</td></tr>
<tr><td>Bedrooms</td><td>2+1</td></tr>
<tr><td>Bathrooms</td><td>2</td></tr>
<tr><td>Size</td><td>1,104 sq ft</td></tr>
<tr><td>Frontage x Depth</td><td>50 x 110 ft</td></tr>
<tr><td>Year Built</td><td>1962</td></tr>
<tr><td>Taxes</td><td>$3,412 / year (2025)</td></tr>
</table>
<section><h3>Description</h3><p>Well-kept bungalow on a tree-lined block a short walk from Broadway Avenue. Two bedrooms on the main, a third bedroom and a 3-piece bath in the finished basement, which rented for $1,050 a month until last spring. Newer shingles (2021), high-efficiency furnace and a 24 x 26 ft detached garage off the lane.</p></section>
<section class="agent"><h3>Listing REALTOR®</h3><p class="name">Kyle Rempel</p><p class="firm">Prairie Key Realty</p><p>306-555-0172</p></section>
<section class="nearby"><h3>Other listings nearby</h3><ul><li>812 Temperance Street — $459,900 — 3 bd</li><li>1134 Clarence Avenue South — $349,500 — 2 bd</li></ul></section>
</article>
</main>
<footer><p>Saskatoon REALTORS® · 1149 8th Street East, Saskatoon, SK S7H 0S3</p><p>MLS® listing data provided by the Saskatchewan REALTORS® Association. Not intended to solicit properties already listed for sale.</p></footer>
${chrome("Saskatoon REALTORS®")}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "CAD" },
      propertyKind: "house",
      street: "1019 Dufferin Avenue",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7H 2B6",
      neighbourhood: "Nutana",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1104,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "SK003418",
      listingAgentName: "Kyle Rempel",
      brokerageName: "Prairie Key Realty",
    },
  },
  {
    name: "ho48-landandfarm-hunting-quarter-gilbertplains",
    site: "landandfarm.com",
    set: "held-out-48",
    traps: "a Manitoba hunting quarter on a land site: 160 acres beside 64.7 ha; a legal land description; a site listing id (LF-) beside a 9-digit MLS®; assessed value and taxes; a small hunting shack's size in the text (no home size); price per acre; the brokerage's Dauphin office in the footer; coordinates in embedded JSON",
    pageUrl: "https://www.landandfarm.com/listing/2291045/160-acres-gilbert-plains-mb/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>160 Acres Hunting Land – Gilbert Plains, MB | $289,000 | LandAndFarm</title>
<meta name="description" content="Quarter section of mixed bush and hay land near the Duck Mountains with a hunting shack and a dugout.">
<script type="application/json" id="listing-data">{"listingId":"LF-2291045","lat":51.18742,"lng":-100.58361,"acres":160,"category":"Recreational"}</script>
</head><body>
<header><a href="/">LandAndFarm</a><nav><a href="/search/farms">Farms</a><a href="/search/recreational">Recreational</a><a href="/search/acreages">Acreages</a><a href="/advertise">Advertise</a></nav></header>
<main class="listing">
<h1>160 Acres Hunting Land</h1>
<p class="addr">12045 Road 142N, Gilbert Plains, MB</p>
<p class="price">$289,000 <span class="ppa">($1,806 / acre)</span></p>
<ul class="specs">
<li><span>Listing ID</span> LF-2291045</li>
<li><span>MLS®</span> 202527118</li>
<li><span>Property type</span> Recreational / Vacant land</li>
<li><span>Size</span> 160 acres (64.7 ha)</li>
<li><span>Legal</span> NE 12-24-23 W1</li>
<li><span>RM</span> Municipality of Gilbert Plains</li>
<li><span>Assessment</span> $118,400</li>
<li><span>Taxes</span> $742 (2025)</li>
</ul>
<section><h2>Description</h2><p>Roughly 110 acres of aspen and spruce bush with trails cut through, 50 acres of hay land rented to a neighbour for $1,500 a year, and a spring-fed dugout. A 12 x 16 ft hunting shack with a wood stove sits on the east edge. Whitetail, elk and moose in the area; the Duck Mountain Provincial Forest is 8 km north. Power at the road.</p></section>
<section class="contact"><h2>Contact the listing agent</h2><p>Brent Olynyk</p><p>Parkland Country Realty</p><p>204-555-0119</p></section>
<section class="more"><h2>More land near Dauphin</h2><div>80 acres, Grandview MB · $149,900</div><div>320 acres, Ethelbert MB · $498,000</div></section>
</main>
<footer><p>Parkland Country Realty · 21 Main Street South, Dauphin, MB R7N 1K3</p><p>LandAndFarm is an advertising platform; listing content is provided by the advertiser and is not verified.</p></footer>
${chrome("LandAndFarm")}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "CAD" },
      propertyKind: "land",
      street: "12045 Road 142N",
      city: "Gilbert Plains",
      province: "MB",
      lot: { value: 160, unit: "acres" },
      mlsNumber: "202527118",
      listingAgentName: "Brent Olynyk",
      brokerageName: "Parkland Country Realty",
      geo: { lat: 51.18742, lng: -100.58361 },
    },
  },
  {
    name: "ho48-bcfarmsandranches-orchard-oliver",
    site: "bcfarmsandranches.com",
    set: "held-out-48",
    traps: "an Okanagan orchard on a farm-and-ranch site: acres beside hectares; ALR; 8-digit MLS® beside a site ref; the farm's gross revenue in the remarks; two agents; a second dwelling's size in the text; the office in Kamloops in the footer",
    pageUrl: "https://www.bcfarmsandranches.com/listings/10341276-5721-black-sage-road-oliver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Orchard for sale – 5721 Black Sage Road, Oliver BC – 9.8 acres</title>
<meta name="description" content="9.8-acre cherry and apple orchard on the Black Sage bench with a 3-bedroom home. $1,875,000.">
</head><body>
<header><a href="/">BC Farms &amp; Ranches</a><nav><a href="/farms">Farms</a><a href="/ranches">Ranches</a><a href="/orchards">Orchards &amp; vineyards</a><a href="/team">Our team</a></nav></header>
<main class="prop">
<p class="ref">Ref. BCFR-7720</p>
<h1>5721 Black Sage Road</h1>
<p class="loc">Oliver, BC V0H 1T1</p>
<p class="price">$1,875,000</p>
<div class="facts">
<p><b>MLS® Number:</b> 10341276</p>
<p><b>Type:</b> Farm – Orchard (ALR)</p>
<p><b>Land:</b> 9.8 acres (3.97 ha)</p>
<p><b>Bedrooms:</b> 3</p>
<p><b>Bathrooms:</b> 2</p>
<p><b>Home size:</b> 2,480 sq ft</p>
<p><b>Year built:</b> 1978</p>
<p><b>Water:</b> Irrigation district, 12 acre-feet allotment</p>
</div>
<section><h2>Farm overview</h2><p>Seven planted acres of Lapins and Staccato cherries with 2.5 acres of Ambrosia apples, all on drip with overhead cooling. Gross farm revenue averaged $210,000 over the past three seasons. A 1,100 sq ft packing shed and a 600 sq ft seasonal workers' cabin are included, along with the equipment list on request. The main home has a walk-out basement and views across the valley to the vineyards.</p></section>
<section class="team"><h2>Listing agents</h2><p>Gord Hadley – 250-555-0164</p><p>Anika Brar – 250-555-0197</p><p>Thompson Valley Realty Ltd.</p></section>
<section class="also"><h2>You may also like</h2><p>Cawston organic orchard, 14 acres – $2,350,000</p><p>Osoyoos vineyard, 6.2 acres – $1,690,000</p></section>
</main>
<footer><p>Thompson Valley Realty Ltd. · 322 Seymour Street, Kamloops, BC V2C 2G2</p><p>Listing information is provided for consumers' personal use and may not be used for any purpose other than to identify prospective properties.</p></footer>
${chrome("BC Farms & Ranches")}
</body></html>`,
    expected: {
      price: { amount: 1875000, currency: "CAD" },
      propertyKind: "farm",
      street: "5721 Black Sage Road",
      city: "Oliver",
      province: "BC",
      postalCode: "V0H 1T1",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 2480,
      lot: { value: 9.8, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "10341276",
      listingAgentName: "Gord Hadley",
      brokerageName: "Thompson Valley Realty Ltd.",
    },
  },
];
