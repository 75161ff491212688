/**
 * Fifty-first held-out corpus, American pages: a West Hartford, Connecticut colonial on a regional brokerage's site
 * and a northern New York farm near the Québec border on a national land-and-country franchise's site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_51_US: ListingPage[] = [
  {
    name: "ho51-raveis-colonial-westhartford",
    site: "raveis.com",
    set: "held-out-51",
    traps: "a New England brokerage page: a price cut with the earlier price; price per sq ft; '3 full / 1 half' baths; a site property id next to the MLS#; lot in acres; mill rate and annual taxes; recently sold comparables; a neighborhood; the corporate head office in Organization JSON-LD and the local office in the footer; coordinates in meta tags",
    pageUrl: "https://www.raveis.com/prop/24104418/58-brightwood-road-west-hartford-ct-06107",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>58 Brightwood Road, West Hartford, CT 06107 | MLS# 24104418 | William Raveis</title>
<meta name="description" content="4 bed, 3.5 bath Colonial in Elmwood, West Hartford. 2,402 sq ft on 0.29 acres. $675,000.">
<meta property="og:title" content="58 Brightwood Road, West Hartford, CT">
<meta property="place:location:latitude" content="41.74862">
<meta property="place:location:longitude" content="-72.74127">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "William Raveis Real Estate", url: "https://www.raveis.com", address: { "@type": "PostalAddress", streetAddress: "1 Corporate Drive", addressLocality: "Shelton", addressRegion: "CT", postalCode: "06484", addressCountry: "US" } })}
</head><body>
<header><a href="/" class="wr-logo">William Raveis</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/insurance">Insurance</a><a href="/agents">Agents</a></nav></header>
<main id="prop">
<div class="prop-top">
<h1>58 Brightwood Road</h1>
<p class="city">West Hartford, CT 06107</p>
<p class="price">$675,000 <span class="change">Price reduced from $699,000 on 10/14</span></p>
<ul class="bbs"><li>4 Beds</li><li>3 Full / 1 Half Baths</li><li>2,402 SqFt</li><li>$281 / SqFt</li></ul>
</div>
<table class="prop-info">
<tr><th>MLS#</th><td>24104418</td></tr>
<tr><th>Raveis ID</th><td>170598823</td></tr>
<tr><th>Style</th><td>Colonial</td></tr>
<tr><th>Type</th><td>Single Family For Sale</td></tr>
<tr><th>Neighborhood</th><td>Elmwood</td></tr>
<tr><th>Year Built</th><td>1939</td></tr>
<tr><th>Lot Size</th><td>0.29 Acres</td></tr>
<tr><th>Taxes</th><td>$14,896 (2025), mill rate 41.05</td></tr>
<tr><th>Heat</th><td>Hot water, oil</td></tr>
<tr><th>Garage</th><td>2 car detached</td></tr>
</table>
<section class="remarks"><h2>Property Description</h2><p>Center-hall Colonial on a tree-lined street a short walk to Beachland Park and the Elmwood shops. Living room with a wood-burning fireplace, formal dining room and an updated kitchen with a breakfast nook. Four bedrooms on the second floor including a primary with a full bath; third-floor bonus room. Finished lower level with a full bath. New roof 2022.</p></section>
<section class="agent"><h2>Listing Agent</h2><p class="name">Deborah Lindqvist</p><p>William Raveis Real Estate</p><p>860-555-0141</p></section>
<section class="comps"><h2>Recently Sold Nearby</h2><p>41 Brightwood Road · Sold $702,500 · 4 bd · 2.5 ba</p><p>17 Outlook Avenue · Sold $618,000 · 3 bd · 2 ba</p></section>
</main>
<footer>
<p>William Raveis Real Estate · West Hartford Office · 967 Farmington Avenue, West Hartford, CT 06107 · 860-555-0100</p>
<p>Listing data provided by SmartMLS, Inc. Information deemed reliable but not guaranteed. Equal Housing Opportunity.</p>
${chrome("William Raveis")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 675000, currency: "USD" },
      propertyKind: "house",
      street: "58 Brightwood Road",
      city: "West Hartford",
      province: "CT",
      postalCode: "06107",
      neighbourhood: "Elmwood",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2402,
      lot: { value: 0.29, unit: "acres" },
      yearBuilt: 1939,
      mlsNumber: "24104418",
      listingAgentName: "Deborah Lindqvist",
      brokerageName: "William Raveis Real Estate",
      geo: { lat: 41.74862, lng: -72.74127 },
    },
  },
  {
    name: "ho51-unitedcountry-farm-malone-ny",
    site: "unitedcountry.com",
    set: "held-out-51",
    traps: "a country-property franchise page for a northern New York farm: price per acre; a UC property id next to a local MLS#; barn dimensions beside the house size and acreage; taxes; miles to the Québec border; similar farms with their own prices; the franchise's Kansas City head office in Organization JSON-LD; geo in the listing JSON-LD",
    pageUrl: "https://www.unitedcountry.com/property/14107-03412/1193-county-route-24-malone-ny-12953",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>62 Acre Farm with Farmhouse and Barn - Malone, NY | United Country Real Estate</title>
<meta name="description" content="62-acre farm in Franklin County, NY with a 4 bedroom farmhouse, 40 x 100 barn and hayfields. $389,000.">
<meta property="og:title" content="62 Acre Farm - Malone, New York">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "United Country Real Estate", url: "https://www.unitedcountry.com", address: { "@type": "PostalAddress", streetAddress: "1600 Genessee Street, Suite 400", addressLocality: "Kansas City", addressRegion: "MO", postalCode: "64102", addressCountry: "US" } })}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "62 Acre Farm with Farmhouse and Barn", offers: { "@type": "Offer", price: 389000, priceCurrency: "USD" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "1193 County Route 24", addressLocality: "Malone", addressRegion: "NY", postalCode: "12953" }, geo: { "@type": "GeoCoordinates", latitude: 44.80213, longitude: -74.31867 } })}
</head><body>
<header><a href="/" class="uc-logo">United Country Real Estate</a><nav><a href="/farms-ranches">Farms &amp; Ranches</a><a href="/hunting">Hunting</a><a href="/country-homes">Country Homes</a><a href="/auctions">Auctions</a><a href="/find-an-office">Find an Office</a></nav></header>
<main class="uc-property">
<h1>62 Acre Farm with Farmhouse and Barn</h1>
<p class="uc-address">1193 County Route 24, Malone, NY 12953 · Franklin County</p>
<div class="uc-price">$389,000 <span>($6,274/acre)</span></div>
<ul class="uc-quick"><li>62 Acres</li><li>4 Bedrooms</li><li>2 Bathrooms</li><li>2,180 Sq Ft Home</li></ul>
<table class="uc-details">
<tr><th>Property ID</th><td>14107-03412</td></tr>
<tr><th>MLS#</th><td>203518</td></tr>
<tr><th>Property Type</th><td>Farm, Country Home, Horse Property</td></tr>
<tr><th>Acreage</th><td>62</td></tr>
<tr><th>Year Built</th><td>1890</td></tr>
<tr><th>Outbuildings</th><td>40 x 100 dairy barn, 24 x 30 equipment shed</td></tr>
<tr><th>Taxes</th><td>$4,318/yr</td></tr>
</table>
<section class="uc-desc"><h2>Property Description</h2><p>Former dairy farm with about 40 acres of open hayfields, the rest in maple and cedar woods with a year-round brook. The farmhouse was re-sided and re-wired in 2018 and has a new propane furnace; four bedrooms and a full bath upstairs, a second full bath and mudroom on the main floor. Barn has a new steel roof and water. About 14 miles to the Trout River crossing into Québec.</p></section>
<section class="uc-agent"><h2>Contact Agent</h2><p class="n">Luc Bessette</p><p>United Country Adirondack North Realty</p><p>(518) 555-0126</p></section>
<section class="uc-similar"><h2>Similar Properties</h2><p>38 Acres · Chateaugay, NY · $249,900</p><p>115 Acres · Bangor, NY · $525,000</p></section>
</main>
<footer>
<p>United Country Adirondack North Realty · 412 East Main Street, Malone, NY 12953</p>
<p>Each United Country office is independently owned and operated. Information is believed accurate but is not guaranteed and should be independently verified.</p>
${chrome("United Country")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "farm",
      street: "1193 County Route 24",
      city: "Malone",
      province: "NY",
      postalCode: "12953",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2180,
      lot: { value: 62, unit: "acres" },
      yearBuilt: 1890,
      mlsNumber: "203518",
      listingAgentName: "Luc Bessette",
      brokerageName: "United Country Adirondack North Realty",
      geo: { lat: 44.80213, lng: -74.31867 },
    },
  },
];
