/**
 * Fifty-second held-out corpus, the Prairies, the North and northern Vancouver Island: a Zolo fourplex in Peace River,
 * a Point2 Homes bungalow in the Manitoba hamlet of Inglis listed from Yorkton, a Kijiji apartment for rent in Hay
 * River and a REW house in Sointula on Malcolm Island.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

const kijijiHayRiver = {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1719842265": {
          id: "1719842265", title: "2 Bedroom in quiet fourplex - heat & water included", price: { amount: 165000, type: "FIXED" },
          location: { address: "38 Woodland Dr, Hay River, NT X0E 0R9", coordinates: { latitude: 60.81563, longitude: -115.79924 } },
          attributes: { numberbedrooms: "2", numberbathrooms: "10", areainfeet: "850", unittype: "apartment", agreementtype: "one-year", petsallowed: "limited" },
          posterInfo: { sellerType: "PROFESSIONAL", name: "Great Slave Property Management" },
        },
      },
    },
  },
};

export const HELD_OUT_52_WEST_NORTH: ListingPage[] = [
  {
    name: "ho52-zolo-fourplex-peace-river",
    site: "zolo.ca",
    set: "held-out-52",
    traps: "a fourplex in Peace River, Alberta: beds and baths totalled over four units with each unit's rent and the gross income beside the price; lot 50 x 140 ft; A-prefixed MLS®; taxes; the listing brokerage in Grande Prairie with Zolo's own brokerage in the footer; JSON-LD with coordinates; similar listings",
    pageUrl: "https://www.zolo.ca/peace-river-real-estate/9810-96-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>9810 96 Street, Peace River, AB T8S 1H6 — For Sale @ $449,000 | Zolo.ca</title>
<meta name="description" content="Fourplex for sale at 9810 96 Street, Peace River. 8 beds, 4 baths, 3,104 sqft. MLS® A2198745.">
<meta property="og:image" content="https://photos.zolo.ca/9810-96-street-peace-river-A2198745-1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "9810 96 Street", address: { "@type": "PostalAddress", streetAddress: "9810 96 Street", addressLocality: "Peace River", addressRegion: "AB", postalCode: "T8S 1H6" }, geo: { "@type": "GeoCoordinates", latitude: 56.23214, longitude: -117.28971 } })}
</head><body>
<header class="header"><a href="/">Zolo</a><nav><a href="/peace-river-real-estate">Peace River</a><a href="/sold">Sold</a><a href="/home-value">Home value</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-main">
<section class="listing-header">
<h1 class="address">9810 96 Street</h1>
<div class="area">Peace River, AB T8S 1H6</div>
<div class="listing-price"><span class="priv">$449,000</span></div>
<ul class="listing-values"><li><span class="listing-values-item">8</span> bd</li><li><span class="listing-values-item">4</span> ba</li><li><span class="listing-values-item">3,104</span> sqft</li></ul>
</section>
<section class="section-listing-content"><h2>Key Facts</h2>
<dl class="column">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Multi-Family, Fourplex</dd></div>
<div class="column"><dt class="column-label">Units</dt><dd class="column-value">4</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">1976</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">50 x 140 ft</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$4,960 / 2025</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">A2198745</dd></div>
<div class="column"><dt class="column-label">Heating</dt><dd class="column-value">Forced air, natural gas (4 furnaces)</dd></div>
</dl></section>
<section class="income"><h2>Income</h2><table>
<tr><th>Unit</th><th>Layout</th><th>Rent</th></tr>
<tr><td>1</td><td>2 bd · 1 ba</td><td>$1,150/mo</td></tr>
<tr><td>2</td><td>2 bd · 1 ba</td><td>$1,100/mo</td></tr>
<tr><td>3</td><td>2 bd · 1 ba</td><td>$1,125/mo</td></tr>
<tr><td>4</td><td>2 bd · 1 ba</td><td>$1,075/mo</td></tr>
</table><p>Gross annual income $53,400 · Tenants pay power and gas</p></section>
<section class="description"><h2>Description</h2><p>Side-by-side fourplex three blocks from downtown Peace River and the hospital, each unit with its own furnace, hot water tank and laundry hook-ups. Roof 2017, newer windows in two units, paved off-street parking for eight. Long-term tenants; a solid hold in the Peace Country.</p></section>
<section class="listing-brokerage"><p>Listed by Smoky River Realty Ltd.</p><p>10214 100 Avenue, Grande Prairie, AB T8V 0V9</p></section>
<section class="similar"><h2>Similar Listings</h2>
<div class="card"><span>$389,000</span> <span>9905 101 Street, Peace River</span> <span>Duplex · 6 bd</span></div>
<div class="card"><span>$615,000</span> <span>4502 50 Street, Grimshaw</span> <span>Sixplex · 12 bd</span></div>
</section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2</p><p>Data provided by the Grande Prairie &amp; Area Association of REALTORS® via CREA; deemed reliable but not guaranteed.</p></footer>
${chrome("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 449000, currency: "CAD" },
      propertyKind: "plex",
      street: "9810 96 Street",
      city: "Peace River",
      province: "AB",
      postalCode: "T8S 1H6",
      bedrooms: 8,
      bathrooms: 4,
      squareFootage: 3104,
      lot: { value: 7000, unit: "ft2" },
      yearBuilt: 1976,
      mlsNumber: "A2198745",
      brokerageName: "Smoky River Realty Ltd.",
      geo: { lat: 56.23214, lng: -117.28971 },
    },
  },
  {
    name: "ho52-point2homes-bungalow-inglis-mb",
    site: "point2homes.com",
    set: "held-out-52",
    traps: "a bungalow in a Manitoba hamlet within the RM of Riding Mountain West, listed by a Yorkton, Saskatchewan brokerage: Point2's own listing id beside a nine-digit MLS®; lot 75 x 125 ft; legal 'Lot 5 Block 2 Plan 1734'; propane furnace, well, septic field; taxes; estimated monthly payment; nearby listings",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/MB/Riding-Mountain-West/Inglis/42-Main-Street/51827340.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Main Street, Inglis, Manitoba R0J 0X0 | 3 beds, 1 bath | Point2</title>
<meta name="description" content="42 Main Street, Inglis, MB R0J 0X0 - House for sale - $129,900 - MLS® 202427654.">
<meta property="og:url" content="https://www.point2homes.com/CA/Home-For-Sale/MB/Riding-Mountain-West/Inglis/42-Main-Street/51827340.html">
</head><body>
<header><a href="/">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Homes for sale</a><a href="/CA/Rentals.html">Rentals</a><a href="/CA/Agents.html">Agents</a></nav></header>
<main class="details-page">
<div class="breadcrumbs"><a href="/CA/Real-Estate-Listings/MB.html">Manitoba</a> › <a href="/CA/Real-Estate-Listings/MB/Riding-Mountain-West.html">Riding Mountain West</a> › <a href="/CA/Real-Estate-Listings/MB/Inglis.html">Inglis</a></div>
<div class="address-container"><h1>42 Main Street, Inglis, MB R0J 0X0</h1></div>
<div class="price"><span class="green">$129,900</span> <span class="est">Est. monthly payment $688</span></div>
<ul class="characteristics-cnt"><li class="ic-beds">3 Beds</li><li class="ic-baths">1 Bath</li><li class="ic-sqft">1,056 SF</li><li class="ic-lotsize">9,375 SF lot</li></ul>
<div class="details-charcs"><h3>Property Details</h3><dl>
<dt>Listing ID</dt><dd>51827340</dd>
<dt>MLS® #</dt><dd>202427654</dd>
<dt>Type</dt><dd>House, Bungalow</dd>
<dt>Year Built</dt><dd>1962</dd>
<dt>Lot Size</dt><dd>75 x 125 ft</dd>
<dt>Municipality</dt><dd>RM of Riding Mountain West</dd>
<dt>Legal Description</dt><dd>Lot 5 Block 2 Plan 1734</dd>
<dt>Heating</dt><dd>Forced air, propane; wood stove in basement</dd>
<dt>Water</dt><dd>Well</dd>
<dt>Sewer</dt><dd>Septic field</dd>
<dt>Taxes</dt><dd>$1,142 (2024)</dd>
</dl></div>
<div class="description"><h3>Description</h3><p>Tidy bungalow in the hamlet of Inglis, a short drive to Asessippi ski hill and the Shellmouth Reservoir. Three bedrooms on the main floor, an updated bath, a partly finished basement with a wood stove, and a single detached garage. Quiet street, big yard, school bus at the corner. About 80 km to Yorkton.</p></div>
<div class="agent-info"><h3>Listed by</h3><p class="agent-name">Marcy Lisowski</p><p class="agent-company">Parkland Plains Realty</p><p>36 Broadway Street East, Yorkton, SK S3N 0K8 · 306-555-0191</p></div>
<div class="nearby"><h3>Nearby homes for sale</h3>
<div class="item"><span class="price">$89,500</span> <span>17 Railway Avenue, Inglis, MB</span> <span>2 Beds · 1 Bath</span></div>
<div class="item"><span class="price">$214,000</span> <span>311 Main Street, Russell, MB</span> <span>4 Beds · 2 Baths</span></div>
</div>
</main>
<footer><p>Point2 is part of the Yardi Systems family. Listing data courtesy of the Manitoba REALTORS® MLS®; information deemed reliable but not guaranteed.</p></footer>
${chrome("Point2")}
</body></html>`,
    expected: {
      price: { amount: 129900, currency: "CAD" },
      propertyKind: "house",
      street: "42 Main Street",
      city: "Inglis",
      province: "MB",
      postalCode: "R0J 0X0",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1056,
      lot: { value: 9375, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "202427654",
      listingAgentName: "Marcy Lisowski",
      brokerageName: "Parkland Plains Realty",
    },
  },
  {
    name: "ho52-kijiji-rental-hay-river",
    site: "kijiji.ca",
    set: "held-out-52",
    traps: "a two-bedroom apartment for rent in a Hay River fourplex: '$1,650' with heat and water included; Apollo state with the price in cents and baths coded '10'; the Kijiji ad id; a property manager as poster (no agent or brokerage); a damage deposit; coordinates in the state; other rentals with their own prices",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/hay-river/2-bedroom-in-quiet-fourplex-heat-water-included/1719842265",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom in quiet fourplex - heat &amp; water included | Long Term Rentals | Hay River | Kijiji</title>
<meta name="description" content="Two-bedroom apartment for rent in a fourplex on Woodland Drive, Hay River, NT. $1,650 per month, heat and water included.">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1719842265-1.jpg">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(kijijiHayRiver)}</script>
</head><body>
<header><a href="/">Kijiji</a><nav><a href="/b-real-estate/canada/c34l0">Real Estate</a><a href="/p-post-ad.html">Post ad</a><a href="/t-login.html">Sign in</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="/b-real-estate/northwest-territories/c34l9010">Real Estate</a> › <a href="/b-apartments-condos/hay-river/c37l1700000">Long Term Rentals</a> › Hay River</nav>
<h1 class="title">2 Bedroom in quiet fourplex - heat &amp; water included</h1>
<div class="price"><span>$1,650</span> <small>Heat, Water included</small></div>
<div class="location"><span>38 Woodland Dr, Hay River, NT X0E 0R9</span> <a href="#map">View map</a></div>
<div class="posted">Posted 3 days ago · Ad ID 1719842265</div>
<section class="attributes"><h2>Overview</h2><ul>
<li><span>Unit Type</span><span>Apartment</span></li>
<li><span>Bedrooms</span><span>2</span></li>
<li><span>Bathrooms</span><span>1</span></li>
<li><span>Size (sqft)</span><span>850</span></li>
<li><span>Agreement Type</span><span>1 Year</span></li>
<li><span>Parking Included</span><span>1 (plug-in)</span></li>
<li><span>Pet Friendly</span><span>Limited</span></li>
<li><span>Furnished</span><span>No</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Upper unit in a well kept fourplex close to the Hay River hospital and the high school. Two bedrooms, full bath, fridge, stove and shared coin laundry. Heat (oil boiler) and water included, tenant pays power. Damage deposit $1,650. One plug-in parking stall. Available December 1. References required.</p></section>
<section class="poster"><h2>Posted by</h2><p>Great Slave Property Management</p><p>Professional · Member since 2016</p><p>867-555-0122</p></section>
<section class="similar"><h2>You may also like</h2>
<div class="card"><span>$1,395</span> <span>1 Bedroom, Riverview Drive</span> <span>Hay River</span></div>
<div class="card"><span>$2,300</span> <span>3 Bedroom House, Old Town</span> <span>Hay River</span></div>
</section>
</main>
<footer><p>Copyright © 2026 Kijiji Canada Ltd. All rights reserved. Kijiji is not responsible for the content of ads.</p></footer>
${chrome("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 1650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "38 Woodland Dr",
      city: "Hay River",
      province: "NT",
      postalCode: "X0E 0R9",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 60.81563, lng: -115.79924 },
    },
  },
  {
    name: "ho52-rew-house-sointula",
    site: "rew.ca",
    set: "held-out-52",
    traps: "a house on Malcolm Island in the Regional District of Mount Waddington: six-digit VIREB MLS®; 'Full Baths 2 / Half Baths 0'; lot in sqft and acres; gross taxes; oil furnace with a wood stove, drilled well, septic; the brokerage in Port Hardy; ferry notes; JSON-LD coordinates; price history with an earlier price",
    pageUrl: "https://www.rew.ca/properties/986512/1290-3rd-street-sointula-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1290 3rd Street, Sointula, BC V0N 3E0 | 986512 | REW</title>
<meta name="description" content="For sale: 1290 3rd Street, Sointula, BC. 3 beds, 2 baths, 1,456 sqft. Listed at $389,000.">
<meta property="og:image" content="https://images.rew.ca/listings/986512/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1290 3rd Street", address: { "@type": "PostalAddress", streetAddress: "1290 3rd Street", addressLocality: "Sointula", addressRegion: "BC", postalCode: "V0N 3E0" }, geo: { "@type": "GeoCoordinates", latitude: 50.63027, longitude: -127.01482 } })}
</head><body>
<header><a href="/">REW</a><nav><a href="/properties/areas/port-mcneill-bc">Buy</a><a href="/rentals">Rent</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1>1290 3rd Street</h1>
<p class="listingheader-address">Sointula, BC V0N 3E0</p>
<div class="listingheader-price">$389,000</div>
<ul class="listingheader-details"><li>3 Bed</li><li>2 Bath</li><li>1,456 Sqft</li><li>Built 1948</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2><table>
<tr><th>MLS® #</th><td>986512</td></tr>
<tr><th>Property Type</th><td>Single Family Residence</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>0</td></tr>
<tr><th>Lot Size</th><td>13,068 sqft (0.30 ac)</td></tr>
<tr><th>Year Built</th><td>1948</td></tr>
<tr><th>Gross Taxes</th><td>$2,341 (2025)</td></tr>
<tr><th>Heating</th><td>Oil forced air, wood stove</td></tr>
<tr><th>Water</th><td>Well: drilled</td></tr>
<tr><th>Sewer</th><td>Septic</td></tr>
<tr><th>Regional District</th><td>Mount Waddington</td></tr>
</table></section>
<section class="listingdescription"><h2>Description</h2><p>Character home on Malcolm Island, a short walk to the co-op store and the Rough Bay harbour. Three bedrooms and a full bath up, a second full bath and a big mudroom on the main floor. Oil furnace with a wood stove for the cold snaps, drilled well and septic. Twenty-five minutes by BC Ferries to Port McNeill.</p></section>
<section class="pricehistory"><h2>Price history</h2><p>Listed $415,000 · Reduced to $389,000</p></section>
<section class="listingagent"><h2>Listing agent</h2><p class="agent-name">Kirsi Lahti</p><p class="agent-company">Island North Realty</p><p>8755 Granville Street, Port Hardy, BC V0N 2P0 · 250-555-0170</p></section>
<section class="similar"><h2>Similar homes nearby</h2>
<div class="card"><span>$329,000</span> <span>2204 1st Street, Sointula</span> <span>2 Bed · 1 Bath</span></div>
<div class="card"><span>$519,000</span> <span>1880 Campbell Way, Port McNeill</span> <span>4 Bed · 3 Bath</span></div>
</section>
</main>
<footer><p>Listing data provided by the Vancouver Island Real Estate Board (VIREB); deemed reliable but not guaranteed. REW.ca is operated by Real Estate Wire Ltd., Vancouver, BC.</p></footer>
${chrome("REW")}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "CAD" },
      propertyKind: "house",
      street: "1290 3rd Street",
      city: "Sointula",
      province: "BC",
      postalCode: "V0N 3E0",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      bathroomsHalf: 0,
      squareFootage: 1456,
      lot: { value: 13068, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "986512",
      listingAgentName: "Kirsi Lahti",
      brokerageName: "Island North Realty",
      geo: { lat: 50.63027, lng: -127.01482 },
    },
  },
];
