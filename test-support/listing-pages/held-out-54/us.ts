/**
 * Fifty-fourth held-out corpus, United States: a Chicago brokerage's Lincoln Park high-rise condo and a
 * mid-Atlantic brokerage's Ellicott City colonial, both priced in US dollars.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_54_US: ListingPage[] = [
  {
    name: "ho54-bairdwarner-condo-lincoln-park",
    site: "bairdwarner.com",
    set: "held-out-54",
    traps: "a Chicago brokerage's condo: unit in the street line; JSON-LD typed SingleFamilyResidence for a condo; HOA dues and taxes; price per square foot; an estimated payment; a site listing id beside the MRED MLS#; an agent card with ABR, CRS and three phones; the Lincoln Avenue office in JSON-LD; JSON-LD geo for the listing; similar listings in the building; MLS GRID disclaimer",
    pageUrl: "https://www.bairdwarner.com/real-estate/chicago-il/2535-n-lakeview-ave-unit-1804/bw-88102417/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2535 N Lakeview Ave Unit 1804, Chicago, IL 60614 | MLS# 12284617 | Baird &amp; Warner</title>
<meta name="description" content="2 bed, 2 bath condo with lake views in Lincoln Park. 1,350 sq ft. Listed at $615,000.">
<meta property="og:title" content="2535 N Lakeview Ave Unit 1804, Chicago, IL 60614">
<meta property="og:image" content="https://photos.bairdwarner.com/12284617/1.jpg">
${ld({ "@context": "https://schema.org", "@type": ["Product", "SingleFamilyResidence"], name: "2535 N Lakeview Ave Unit 1804", address: { "@type": "PostalAddress", streetAddress: "2535 N Lakeview Ave Unit 1804", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60614" }, geo: { "@type": "GeoCoordinates", latitude: 41.9283, longitude: -87.6361 }, offers: { "@type": "Offer", price: 615000, priceCurrency: "USD" } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Baird & Warner Lincoln Park", address: { "@type": "PostalAddress", streetAddress: "2350 N Lincoln Ave", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60614" }, telephone: "773-555-0100" })}
</head><body>
<header><a href="/" class="bw-logo">Baird &amp; Warner</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/agents">Find an Agent</a><a href="/offices">Offices</a></nav></header>
<main class="pdp">
<div class="pdp-head"><span class="badge">Active</span>
<h1>2535 N Lakeview Ave Unit 1804</h1>
<p class="csz">Chicago, IL 60614 · Lincoln Park</p>
<p class="price">$615,000</p>
<p class="est">Est. payment $4,388/mo</p>
<ul class="bbs"><li>2 Beds</li><li>2 Baths</li><li>1,350 Sq Ft</li><li>$456/Sq Ft</li></ul></div>
<section class="remarks"><h2>About this home</h2><p>Corner 2 bed, 2 bath on the 18th floor with unobstructed views of the lake and Lincoln Park. Renovated kitchen with white oak cabinetry, in-unit washer/dryer, primary suite with a walk-in closet. Full-amenity building with a 24-hour door staff, outdoor pool and bike room. Deeded garage space available for $35,000.</p></section>
<section class="facts"><h2>Property Details</h2><table>
<tr><th>MLS#</th><td>12284617</td></tr>
<tr><th>Listing ID</th><td>BW-88102417</td></tr>
<tr><th>Type</th><td>Condo</td></tr>
<tr><th>Year Built</th><td>1972</td></tr>
<tr><th>HOA Dues</th><td>$812/month</td></tr>
<tr><th>Taxes</th><td>$9,880 (2024)</td></tr>
<tr><th>Units in Building</th><td>312</td></tr>
</table></section>
<aside class="agent"><h3>Jordan Pike</h3><p>ABR, CRS · Broker</p><p>Mobile 312-555-0148 · Office 773-555-0100 · Fax 773-555-0101</p><p>Listing courtesy of Baird &amp; Warner</p></aside>
<section class="similar"><h2>Similar homes nearby</h2>
<article>2535 N Lakeview Ave Unit 2205 · $689,000 · 2 bd · 2 ba · 1,410 sq ft</article>
<article>2440 N Lakeview Ave Unit 9C · $539,900 · 2 bd · 2 ba · 1,200 sq ft · MLS# 12279305</article>
</section>
</main>
<footer><p>Baird &amp; Warner · 2350 N Lincoln Ave, Chicago, IL 60614 · Equal Housing Opportunity</p><p class="idx">Based on information submitted to the MLS GRID as of the date shown. All data is obtained from various sources and may not have been verified by broker or MLS GRID. Supplied Open House information is subject to change without notice. Some IDX listings have been excluded from this website.</p></footer>
${chrome("Baird & Warner")}
</body></html>`,
    expected: {
      price: { amount: 615000, currency: "USD" },
      propertyKind: "condo",
      street: "2535 N Lakeview Ave Unit 1804",
      city: "Chicago",
      province: "IL",
      postalCode: "60614",
      neighbourhood: "Lincoln Park",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1350,
      yearBuilt: 1972,
      mlsNumber: "12284617",
      listingAgentName: "Jordan Pike",
      brokerageName: "Baird & Warner",
      geo: { lat: 41.9283, lng: -87.6361 },
    },
  },
  {
    name: "ho54-longandfoster-colonial-ellicott-city",
    site: "longandfoster.com",
    set: "held-out-54",
    traps: "a mid-Atlantic brokerage's colonial: 3 full + 1 half baths; above-grade, below-grade and total finished areas; lot in acres and square feet; an estimated payment and a tax-assessed value; a property id beside the Bright MLS number; an agent card with designations and three phones; the Ellicott City office in JSON-LD; nearby sold homes; Bright MLS disclaimer",
    pageUrl: "https://www.longandfoster.com/homes-for-sale/8214-Tallow-Court-Ellicott-City-MD-21043-1004812376",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>8214 Tallow Court, Ellicott City, MD 21043 – MLS MDHW2048216 | Long &amp; Foster</title>
<meta name="description" content="4 bed, 3.5 bath colonial in Dunloggin on a 0.29 acre lot. $749,900.">
<meta property="og:title" content="8214 Tallow Court, Ellicott City, MD 21043">
<meta property="og:image" content="https://photos.longandfoster.com/MDHW2048216/0.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Long & Foster Real Estate – Ellicott City", address: { "@type": "PostalAddress", streetAddress: "3290 N Ridge Rd", addressLocality: "Ellicott City", addressRegion: "MD", postalCode: "21043" }, telephone: "410-555-0100" })}
</head><body>
<header><a href="/" class="lf-logo">Long &amp; Foster</a><nav><a href="/homes-for-sale">Buy</a><a href="/sell">Sell</a><a href="/rent">Rent</a><a href="/agents">Agents</a><a href="/mortgage">Mortgage</a></nav></header>
<main class="property-detail" data-property-id="1004812376">
<h1>8214 Tallow Court</h1>
<p class="citystate">Ellicott City, MD 21043</p>
<p class="list-price">$749,900</p>
<p class="payment">Est. $4,912/mo <a href="/mortgage/calculator">Get pre-approved</a></p>
<ul class="stats"><li>4 Beds</li><li>3 Full / 1 Half Baths</li><li>2,480 Sq. Ft. (above grade)</li><li>0.29 Acres</li></ul>
<section><h2>Description</h2><p>Center-hall colonial on a quiet cul-de-sac with a two-story foyer, updated kitchen open to the family room, and a main-level office. Four bedrooms up, including a primary suite with a soaking tub. The finished lower level adds a rec room, full bath and storage. Howard County schools.</p></section>
<section class="details"><h2>Property Details</h2><dl>
<dt>MLS #</dt><dd>MDHW2048216</dd>
<dt>Property ID</dt><dd>1004812376</dd>
<dt>Neighborhood</dt><dd>Dunloggin</dd>
<dt>Structure Type</dt><dd>Detached</dd>
<dt>Above Grade Finished SqFt</dt><dd>2,480</dd>
<dt>Below Grade Finished SqFt</dt><dd>1,020</dd>
<dt>Total Finished SqFt</dt><dd>3,500</dd>
<dt>Lot Size</dt><dd>0.29 acres / 12,632 sq. ft.</dd>
<dt>Year Built</dt><dd>1994</dd>
<dt>HOA Fee</dt><dd>$48/month</dd>
<dt>Tax Assessed Value</dt><dd>$598,200</dd>
<dt>Annual Taxes</dt><dd>$7,104</dd>
</dl></section>
<aside class="agent"><h3>Renee Castellano</h3><p>REALTOR®, GRI, SRS</p><p>Cell 443-555-0172 · Office 410-555-0100 · Direct 410-555-0129</p><p>Long &amp; Foster Real Estate, Inc.</p></aside>
<section class="nearby-sold"><h2>Recently sold nearby</h2>
<article>8220 Tallow Court · Sold $731,000 · 4 bd · 2.5 ba · 2,300 sq ft</article>
<article>4601 Dunloggin Rd · Sold $689,500 · 4 bd · 3 ba · built 1972</article>
</section>
</main>
<footer><p>Long &amp; Foster Real Estate, Inc. · 3290 N Ridge Rd, Ellicott City, MD 21043</p><p class="idx">The data relating to real estate for sale on this website appears in part through the Bright MLS Internet Data Exchange program. Information is deemed reliable but not guaranteed. © 2025 Bright MLS. Equal Housing Opportunity.</p></footer>
${chrome("Long & Foster")}
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "USD" },
      propertyKind: "house",
      street: "8214 Tallow Court",
      city: "Ellicott City",
      province: "MD",
      postalCode: "21043",
      neighbourhood: "Dunloggin",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2480,
      lot: { value: 0.29, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "MDHW2048216",
      listingAgentName: "Renee Castellano",
      brokerageName: "Long & Foster Real Estate, Inc.",
    },
  },
];
