/**
 * Eighteenth held-out corpus, Ontario: a RealMaster townhouse in Markham, a Bungol condo for lease in Toronto, a Nobul
 * house in Ottawa, a Harvey Kalles semi-detached house in Toronto and a HomeLife bungalow in Thunder Bay. Addresses,
 * names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const script = (name: string, value: unknown): string => `<script>window.${name} = ${JSON.stringify(value)};</script>`;

export const HELD_OUT_18_ONTARIO: ListingPage[] = [
  {
    name: "ho18-realmaster-townhouse-markham",
    site: "realmaster.com",
    set: "held-out-18",
    traps: "RealMaster's Vue page for a Markham freehold townhouse: the listing in a window state object with 'lp' and 'bdrms' '3+1'; a size range '1500-2000'; lot '20.01 x 98.43 Feet'; the Cornell community; an 'Evaluation' estimate and a rental estimate; the previous sale of the same unit in the history; the brokerage but no agent; similar listings",
    pageUrl: "https://www.realmaster.com/en/markham-on/57-riverlands-avenue/cornell-TRBN12804417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>57 Riverlands Ave, Markham, ON L6B 0R3 | N12804417 | RealMaster.com</title>
<meta name="description" content="For sale: 57 Riverlands Ave, Markham. 3+1 bedrooms, 4 bathrooms freehold townhouse in Cornell, listed at $1,129,000.">
<meta property="og:title" content="$1,129,000 - 57 Riverlands Ave, Markham">
${script("__PROP__", { _id: "TRBN12804417", sid: "N12804417", status: "A", lp: 1129000, addr: "57 Riverlands Ave", city: "Markham", prov: "ON", zip: "L6B0R3", cmty: "Cornell", ptype2: ["Townhouse", "Att/Row/Twnhouse"], bdrms: 3, br_plus: 1, tbdrms: 4, bthrms: 4, sqft: "1500-2000", front_ft: 20.01, depth: 98.43, lotsz_code: "Feet", lat: 43.89312, lng: -79.22764, rltr: "Homelife Landmark Realty Inc., Brokerage", evaluation: { value: 1107000, rent: 3650 } })}
</head><body>
<div id="app">
<header class="top-bar"><a href="/en" class="logo">RealMaster</a><nav><a href="/en/for-sale">Buy</a><a href="/en/for-lease">Rent</a><a href="/en/sold-price">Sold</a><a href="/en/agents">Find an Agent</a><a href="/zh">中文</a></nav></header>
<main class="prop-detail">
<div class="prop-head">
<div class="price-line"><span class="price">$1,129,000</span><span class="status-tag">For Sale</span></div>
<h1 class="addr">57 Riverlands Ave</h1>
<div class="city-line">Cornell, Markham, ON L6B 0R3</div>
<div class="rooms"><span><i class="fa-bed"></i> 3+1</span><span><i class="fa-bath"></i> 4</span><span><i class="fa-car"></i> 2</span></div>
<div class="sid">MLS®# N12804417</div>
</div>
<section class="summary"><h3>Summary</h3>
<div class="row"><label>Type</label><span>Att/Row/Twnhouse, 2-Storey</span></div>
<div class="row"><label>Size (sqft)</label><span>1500-2000</span></div>
<div class="row"><label>Lot Size</label><span>20.01 x 98.43 Feet</span></div>
<div class="row"><label>Age</label><span>6-15</span></div>
<div class="row"><label>Taxes</label><span>$4,986 / 2026</span></div>
<div class="row"><label>Days on market</label><span>9</span></div>
</section>
<section class="evaluation"><h3>Evaluation</h3><p>Estimated value <b>$1,107,000</b> (range $1,052,000 - $1,162,000)</p><p>Estimated rent <b>$3,650</b>/month</p></section>
<section class="remarks"><h3>Description</h3><p>Freehold end-unit townhouse facing the park in Cornell. Three bedrooms upstairs including a primary with 5-piece ensuite, finished basement with a fourth bedroom and 3-piece bath. Detached double garage off the laneway. Walk to Cornell Community Centre and Markham Stouffville Hospital.</p></section>
<section class="history"><h3>Listing History</h3>
<table><tr><th>Date</th><th>Status</th><th>Price</th></tr>
<tr><td>2026-11-18</td><td>New</td><td>$1,129,000</td></tr>
<tr><td>2018-04-02</td><td>Sold</td><td>$868,000</td></tr></table></section>
<section class="brokerage"><p>Listing courtesy of Homelife Landmark Realty Inc., Brokerage</p></section>
<section class="similar"><h3>Similar Listings</h3>
<div class="card"><div class="card-price">$1,049,900</div><div class="card-addr">19 Clipper Lane, Markham</div><div>3 bd 3 ba</div></div>
<div class="card"><div class="card-price">$1,198,000</div><div class="card-addr">212 Bur Oak Ave, Markham</div><div>3+1 bd 4 ba</div></div>
</section>
</main>
<footer><p>RealMaster Technology Inc. 3601 Hwy 7 E, Suite 1010, Markham, ON L3R 0M3. Data provided by TRREB.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 1129000 },
      propertyKind: "townhouse",
      street: "57 Riverlands Ave",
      city: "Markham",
      province: "ON",
      postalCode: "L6B 0R3",
      neighbourhood: "Cornell",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 1969.6, unit: "ft2" },
      mlsNumber: "N12804417",
      brokerageName: "Homelife Landmark Realty Inc., Brokerage",
      geo: { lat: 43.89312, lng: -79.22764 },
    },
  },
  {
    name: "ho18-bungol-condo-lease-toronto",
    site: "bungol.ca",
    set: "held-out-18",
    traps: "Bungol's page for a condo for lease in Toronto: '$2,650/mo'; the unit in the address '1408 - 30 Roehampton Ave'; the building's other units' sale prices and the building's average rent; '1+1' bedrooms (a den); '600-699' size range; the Mount Pleasant West community; the brokerage only",
    pageUrl: "https://www.bungol.ca/listing/30-roehampton-avenue-toronto-c12811930",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1408 - 30 Roehampton Ave, Toronto - For Lease $2,650 | Bungol</title>
<meta name="description" content="Condo apartment for lease: 1408 - 30 Roehampton Ave, Toronto. 1+1 beds, 1 bath. C12811930.">
</head><body>
<nav class="navbar"><a class="brand" href="/">bungol</a><a href="/map">Map</a><a href="/buildings">Buildings</a><a href="/stats">Stats</a><a href="/login">Log in</a></nav>
<div class="container listing-page">
<div class="listing-header">
<h1>1408 - 30 Roehampton Ave</h1>
<h2>Mount Pleasant West, Toronto, ON M4P 0B9</h2>
<div class="listing-price">$2,650<small>/mo</small></div>
<div class="listing-status">For Lease · Listed 4 days ago</div>
</div>
<table class="table listing-details">
<tr><td>MLS#</td><td>C12811930</td></tr>
<tr><td>Type</td><td>Condo Apt</td></tr>
<tr><td>Beds</td><td>1+1</td></tr>
<tr><td>Baths</td><td>1</td></tr>
<tr><td>Size</td><td>600-699 sqft</td></tr>
<tr><td>Exposure</td><td>S</td></tr>
<tr><td>Parking</td><td>None</td></tr>
<tr><td>Locker</td><td>Owned</td></tr>
<tr><td>Furnished</td><td>No</td></tr>
<tr><td>Brokerage</td><td>Sutton Group-Associates Realty Inc.</td></tr>
</table>
<div class="listing-description"><p>South-facing one bedroom plus den at Yonge and Eglinton, steps to the subway and the Crosstown line. Den fits a desk or guest bed. Floor-to-ceiling windows, laminate throughout, ensuite laundry. Tenant pays hydro. Available January 1.</p></div>
<div class="building-card"><h3>30 Roehampton Ave (Minto tower, 37 storeys)</h3><p>Average lease price in the building: $2,480/mo · Average sold price: $612,000 · Maintenance ~$0.71/sqft</p>
<table class="table"><tr><th>Unit</th><th>Status</th><th>Price</th></tr>
<tr><td>2203</td><td>Sold</td><td>$655,000</td></tr>
<tr><td>907</td><td>Leased</td><td>$2,400</td></tr>
<tr><td>1611</td><td>For Sale</td><td>$689,900</td></tr></table></div>
</div>
<footer class="footer"><p>Bungol Inc. Listing information provided by the Toronto Regional Real Estate Board. Not intended to solicit buyers or sellers under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "1408 - 30 Roehampton Ave",
      city: "Toronto",
      province: "ON",
      postalCode: "M4P 0B9",
      neighbourhood: "Mount Pleasant West",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "C12811930",
      brokerageName: "Sutton Group-Associates Realty Inc.",
    },
  },
  {
    name: "ho18-nobul-house-ottawa",
    site: "nobul.com",
    set: "held-out-18",
    traps: "Nobul's React page for an Ottawa house: the listing in __NEXT_DATA__ with the price as a number and the area in square metres; the Barrhaven community; an Ottawa MLS number; a 'Buy with Nobul and get cash back' banner with dollar figures; the listing agent and brokerage; agents bidding panel; nearby homes",
    pageUrl: "https://www.nobul.com/en/listing/for-sale/ottawa-on/3391-woodroffe-avenue/6628104",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3391 Woodroffe Avenue, Ottawa, ON K2J 4G4 - $749,900 | Nobul</title>
<meta property="og:description" content="4 bed, 3 bath detached house for sale in Barrhaven, Ottawa.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: 6628104, mlsNumber: "1418822", listPrice: 749900, transactionType: "SALE", address: { streetAddress: "3391 Woodroffe Avenue", city: "Ottawa", province: "ON", postalCode: "K2J 4G4", community: "Barrhaven" }, propertyType: "Detached", bedrooms: 4, bathrooms: { full: 2, half: 1 }, livingArea: { value: 176, unit: "SQUARE_METERS" }, yearBuilt: 1998, lotSize: { frontage: 50, depth: 104.99, unit: "FEET" }, location: { latitude: 45.27544, longitude: -75.74318 }, agent: { name: "Marc-André Lafrenière", brokerage: "Royal Capital Realty Inc., Brokerage" } }, cashBack: { estimate: 11250 } } } })}</script>
</head><body>
<div id="__next">
<header><a href="/en">nobul</a><nav><a href="/en/buy">Buy</a><a href="/en/sell">Sell</a><a href="/en/agents">Find an agent</a></nav></header>
<main>
<div class="ListingHeader"><h1>3391 Woodroffe Avenue</h1><p>Barrhaven, Ottawa, ON K2J 4G4</p><p class="ListingHeader-price">$749,900</p></div>
<ul class="ListingFacts"><li>4 Beds</li><li>2 Full Baths</li><li>1 Half Bath</li><li>1,894 sqft</li><li>Detached</li></ul>
<div class="Banner"><p>Buy this home with a Nobul agent and you could get up to $11,250 cash back at closing.</p></div>
<section><h2>Property details</h2>
<dl><dt>MLS® Number</dt><dd>1418822</dd><dt>Property type</dt><dd>House, Detached</dd><dt>Year built</dt><dd>1998</dd><dt>Lot</dt><dd>50 x 104.99 ft</dd><dt>Interior</dt><dd>176 m² (1,894 sqft)</dd><dt>Property taxes</dt><dd>$5,620 (2026)</dd></dl></section>
<section><h2>About this home</h2><p>Two-storey family home on a wide lot backing onto the Jock River corridor. Four bedrooms upstairs, main floor family room with gas fireplace, partly finished basement. Walk to Minto Recreation Complex and transit.</p></section>
<section class="ListingAgent"><h2>Listed by</h2><p>Marc-André Lafrenière</p><p>Royal Capital Realty Inc., Brokerage</p></section>
<section class="AgentsBidding"><h3>3 agents are competing for your business</h3><p>Average commission offered: 2.1%</p></section>
<section class="Nearby"><h3>Nearby homes</h3>
<div><span>$689,000</span> 14 Cedarow Court, Ottawa</div>
<div><span>$815,000</span> 88 Longfields Drive, Ottawa</div>
</section>
</main>
<footer><p>Nobul Corporation, 65 Front Street East, Toronto, ON M5E 1B5.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 749900 },
      propertyKind: "house",
      street: "3391 Woodroffe Avenue",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 4G4",
      neighbourhood: "Barrhaven",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1894,
      lot: { value: 5249.5, unit: "ft2" },
      yearBuilt: 1998,
      mlsNumber: "1418822",
      listingAgentName: "Marc-André Lafrenière",
      brokerageName: "Royal Capital Realty Inc., Brokerage",
      geo: { lat: 45.27544, lng: -75.74318 },
    },
  },
  {
    name: "ho18-harveykalles-semi-toronto",
    site: "harveykalles.com",
    set: "held-out-18",
    traps: "a Harvey Kalles brokerage page for a semi-detached house in Toronto: JSON-LD with the address; the 'Leslieville' neighbourhood; '3+1' beds; the agent and brokerage in the page and the brokerage's Yonge Street head office in the footer; a land transfer tax calculator and a mortgage estimate; featured listings of the brokerage",
    pageUrl: "https://www.harveykalles.com/listing/E12790563/22-boston-avenue-toronto",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>22 Boston Avenue, Toronto | Harvey Kalles Real Estate Ltd.</title>
<meta name="description" content="Semi-detached home in Leslieville, listed at $1,395,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "22 Boston Avenue", numberOfRooms: 8, address: { "@type": "PostalAddress", streetAddress: "22 Boston Avenue", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4M 2T9", addressCountry: "CA" } })}
</head><body>
<header class="hk-header"><a href="/" class="hk-logo">Harvey Kalles</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/luxury">Luxury</a><a href="/agents">Our Agents</a><a href="/offices">Offices</a></nav></header>
<main>
<section class="hk-listing-hero"><h1>22 Boston Avenue</h1><p class="hk-sub">Leslieville · Toronto, ON M4M 2T9</p><p class="hk-price">$1,395,000</p></section>
<section class="hk-keyfacts">
<div><span class="k">Bedrooms</span><span class="v">3+1</span></div>
<div><span class="k">Bathrooms</span><span class="v">3</span></div>
<div><span class="k">Style</span><span class="v">Semi-Detached, 2-Storey</span></div>
<div><span class="k">Lot</span><span class="v">17 x 120 ft</span></div>
<div><span class="k">MLS®</span><span class="v">E12790563</span></div>
</section>
<section class="hk-description"><h2>Property Description</h2><p>Renovated Victorian semi on a quiet one-way street steps to Queen East. Open main floor with a chef's kitchen walking out to a deep west garden and laneway parking. Three bedrooms and a skylit bath upstairs; lower level with a fourth bedroom, 3-piece bath and separate entrance. Leslieville at its best.</p></section>
<section class="hk-agent"><h3>Presented by</h3><p class="hk-agent-name">Priya Raghunathan</p><p class="hk-agent-title">Sales Representative</p><p>Harvey Kalles Real Estate Ltd., Brokerage</p><p>416-555-0172</p></section>
<section class="hk-calc"><h3>Land transfer tax</h3><p>Ontario: $22,475 · Toronto: $22,475</p><h3>Mortgage</h3><p>Estimated payment $6,412/month with 20% down</p></section>
<section class="hk-featured"><h3>Featured Listings</h3>
<div class="hk-card"><span>$2,895,000</span> 14 Rosedale Heights Drive, Toronto</div>
<div class="hk-card"><span>$989,000</span> 905 - 1 Bedford Road, Toronto</div>
</section>
</main>
<footer class="hk-footer"><p>Harvey Kalles Real Estate Ltd., Brokerage. 2145 Avenue Road, Toronto, ON M5M 4B2. Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1395000 },
      propertyKind: "semi-detached",
      street: "22 Boston Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: "M4M 2T9",
      neighbourhood: "Leslieville",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      lot: { value: 2040, unit: "ft2" },
      mlsNumber: "E12790563",
      listingAgentName: "Priya Raghunathan",
      brokerageName: "Harvey Kalles Real Estate Ltd., Brokerage",
    },
  },
  {
    name: "ho18-homelife-bungalow-thunder-bay",
    site: "homelife.ca",
    set: "held-out-18",
    traps: "a HomeLife page for a Thunder Bay bungalow: a reduced price with the old price struck through; 'Bedrooms 2 + 1'; 'Bathrooms 1 + 1 half'; lot '0.23 acres'; the Current River area; a Thunder Bay MLS® number; the franchise office and agent; HomeLife's corporate head office in the footer; featured listings",
    pageUrl: "https://www.homelife.ca/listing/thunder-bay/4101827/248-strathcona-avenue",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>248 Strathcona Avenue, Thunder Bay, ON P7A 1S9 | HomeLife</title>
<meta property="og:title" content="248 Strathcona Avenue, Thunder Bay - $329,900">
</head><body>
<header class="site-header"><a href="/">HomeLife</a><nav><a href="/search">Search Properties</a><a href="/find-agent">Find an Agent</a><a href="/join">Join HomeLife</a></nav></header>
<main class="property">
<div class="property-title"><h1>248 Strathcona Avenue</h1><div class="location">Current River, Thunder Bay, Ontario P7A 1S9</div></div>
<div class="property-price"><del>$349,900</del> <strong>$329,900</strong> <span class="badge">Price Reduced</span></div>
<ul class="property-meta"><li>MLS® # TB264519</li><li>Bungalow</li><li>Single Family</li></ul>
<div class="property-details">
<div class="detail"><span class="label">Bedrooms</span><span class="value">2 + 1</span></div>
<div class="detail"><span class="label">Bathrooms</span><span class="value">1 + 1 half</span></div>
<div class="detail"><span class="label">Lot Size</span><span class="value">0.23 acres</span></div>
<div class="detail"><span class="label">Year Built</span><span class="value">1956</span></div>
<div class="detail"><span class="label">Heating</span><span class="value">Forced air, natural gas</span></div>
</div>
<div class="property-remarks"><h2>Description</h2><p>Solid brick bungalow a short walk from Boulevard Lake. Two bedrooms on the main floor, third bedroom and two-piece bath in the finished basement. Detached 20 x 24 garage, fenced yard, newer windows. Quick possession available.</p></div>
<div class="agent-box"><p class="agent-name">Darcy Kowalchuk</p><p>Broker</p><p class="office">HomeLife Superior Realty Inc., Brokerage</p><p>1184 Memorial Avenue, Thunder Bay, ON</p></div>
<section class="featured"><h3>Featured Properties</h3>
<div class="card">$289,000 · 611 Franklin Street North, Thunder Bay</div>
<div class="card">$415,000 · 37 Algoma Street South, Thunder Bay</div>
</section>
</main>
<footer><p>HomeLife Realty Services Inc., 2 Norelco Drive, North York, ON M9L 2X6. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329900 },
      propertyKind: "house",
      street: "248 Strathcona Avenue",
      city: "Thunder Bay",
      province: "ON",
      postalCode: "P7A 1S9",
      neighbourhood: "Current River",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 0.23, unit: "acres" },
      yearBuilt: 1956,
      mlsNumber: "TB264519",
      listingAgentName: "Darcy Kowalchuk",
      brokerageName: "HomeLife Superior Realty Inc., Brokerage",
    },
  },
];
