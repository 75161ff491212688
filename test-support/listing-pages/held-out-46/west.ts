/**
 * Forty-sixth held-out corpus, the West: a RE/MAX house in Medicine Hat, a Royal LePage house in Cranbrook, a
 * view lot in Salmon Arm on a BC portal and a Yorkton half duplex on a national portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `<div class="cookie-consent" role="dialog" aria-label="Cookie consent"><p>${brand} and our partners use cookies to personalise content, analyse traffic and improve your experience. Choose "Accept" to agree or manage your settings.</p><button type="button">Accept</button><button type="button">Manage settings</button></div>
<form class="newsletter" action="/subscribe" method="post"><label for="sub">Market updates and new listings, weekly</label><input id="sub" type="email" name="email" placeholder="Your email"><button type="submit">Subscribe</button><p class="fine">You may withdraw consent at any time.</p></form>
<nav class="footer-links" aria-label="Footer"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/sitemap">Sitemap</a></li></ul></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"listing_view",brand:"${brand}"});document.querySelectorAll(".cookie-consent button").forEach(function(b){b.addEventListener("click",function(){b.parentNode.remove();});});</script>`;

export const HELD_OUT_46_WEST: ListingPage[] = [
  {
    name: "ho46-remax-house-medicinehat",
    site: "remax.ca",
    set: "held-out-46",
    traps: "RE/MAX listing: 'Bedrooms Above Grade 3' and 'Below Grade 2' with a total of 5; 'Full Bathrooms 2, Half Bathrooms 1'; above-grade square footage while the remarks give a larger developed area; lot in sqft; an estimated mortgage payment and taxes; the neighbourhood 'SE Hill'; an A2-prefixed MLS®; a remax.ca listing id in the URL; the office on Dunmore Road in the agent card; similar homes in Redcliff",
    pageUrl: "https://www.remax.ca/ab/medicine-hat-real-estate/1523-4th-ave-se-wp_id418820563-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1523 4th Ave SE, Medicine Hat, AB T1A 2A5 | House for Sale | RE/MAX</title>
<meta name="description" content="5 bed, 3 bath house for sale at 1523 4th Ave SE, Medicine Hat. Listed for $429,900. MLS® A2231457.">
</head><body>
<header><a href="/" class="remax-logo">RE/MAX</a><nav><a href="/ab/medicine-hat-real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-an-agent">Find an Agent</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail" data-listing-id="418820563">
<div class="listing-summary"><h1 class="listing-address">1523 4th Ave SE, Medicine Hat, AB T1A 2A5</h1>
<div class="listing-price">$429,900</div>
<div class="listing-beds-baths"><span>5 bed</span><span>3 bath</span><span>1,212 sqft</span></div>
<div class="payment">Est. payment <b>$2,113/mo</b></div></div>
<section class="listing-details"><h2>Listing Details</h2>
<div class="detail-row"><span class="label">MLS®#</span><span class="value">A2231457</span></div>
<div class="detail-row"><span class="label">Property Type</span><span class="value">Residential</span></div>
<div class="detail-row"><span class="label">Building Type</span><span class="value">House</span></div>
<div class="detail-row"><span class="label">Style</span><span class="value">Bi-Level</span></div>
<div class="detail-row"><span class="label">Neighbourhood</span><span class="value">SE Hill</span></div>
<div class="detail-row"><span class="label">Bedrooms Above Grade</span><span class="value">3</span></div>
<div class="detail-row"><span class="label">Bedrooms Below Grade</span><span class="value">2</span></div>
<div class="detail-row"><span class="label">Total Bedrooms</span><span class="value">5</span></div>
<div class="detail-row"><span class="label">Full Bathrooms</span><span class="value">2</span></div>
<div class="detail-row"><span class="label">Half Bathrooms</span><span class="value">1</span></div>
<div class="detail-row"><span class="label">Square Footage</span><span class="value">1,212 sqft</span></div>
<div class="detail-row"><span class="label">Lot Size</span><span class="value">5,985 sqft</span></div>
<div class="detail-row"><span class="label">Year Built</span><span class="value">1996</span></div>
<div class="detail-row"><span class="label">Taxes</span><span class="value">$3,640 (2025)</span></div>
<div class="detail-row"><span class="label">Parking</span><span class="value">Double Garage Attached</span></div>
</section>
<section class="description"><h2>Description</h2><p>Bi-level on a quiet street near Crescent Heights school with nearly 2,300 sq ft of developed space. Three bedrooms on the main, two more and a family room downstairs, two full baths plus a half bath off the garage. Central A/C, underground sprinklers, newer shingles.</p></section>
<section class="agent-card"><h3>Listing Agent</h3><p class="agent-name">Travis Kowalchuk</p><p class="office">RE/MAX Prairie Sun Realty</p><p class="office-address">3292 Dunmore Road SE, Medicine Hat, AB T1B 3R2</p><p>403-555-0164</p></section>
<section class="similar"><h3>Similar Homes</h3><div class="card"><span class="price">$409,000</span> 22 Broadway Ave E, Redcliff</div><div class="card"><span class="price">$449,500</span> 741 Hill Rd SE, Medicine Hat</div></section>
</main>
<footer><p>© 2026 RE/MAX, LLC. Each office independently owned and operated.</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Data supplied by the Medicine Hat Association of REALTORS®.</p></footer>
${chrome("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 429900, currency: "CAD" },
      propertyKind: "house",
      street: "1523 4th Ave SE",
      city: "Medicine Hat",
      province: "AB",
      postalCode: "T1A 2A5",
      neighbourhood: "SE Hill",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1212,
      lot: { value: 5985, unit: "ft2" },
      yearBuilt: 1996,
      mlsNumber: "A2231457",
      listingAgentName: "Travis Kowalchuk",
      brokerageName: "RE/MAX Prairie Sun Realty",
    },
  },
  {
    name: "ho46-royallepage-house-cranbrook",
    site: "royallepage.ca",
    set: "held-out-46",
    traps: "Royal LePage listing: '3 Bathrooms' in the header but 'Full: 2, Partial: 1' in details; lot '0.16 ac'; province spelled out 'British Columbia'; a price history with a 2019 sale; estimated monthly payment; two agents with the first the lead; the office address on 10th Avenue South; nearby homes with prices",
    pageUrl: "https://www.royallepage.ca/en/property/british-columbia/cranbrook/1118-4th-street-south/25519084/mls10352917/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1118 4th Street South, Cranbrook, British Columbia | Royal LePage</title>
<meta name="description" content="For sale: 1118 4th Street South, Cranbrook, BC V1C 1J2. 4 bedrooms, 3 bathrooms, $564,000. MLS® 10352917.">
<meta property="og:type" content="website">
</head><body>
<header class="rlp-header"><a href="/en/" class="logo">Royal LePage</a><nav><a href="/en/search/homes/">Find a Property</a><a href="/en/agent/">Find an Agent</a><a href="/en/office/">Find an Office</a><a href="/fr/">Français</a></nav></header>
<main class="property-page" data-property-id="25519084">
<div class="property-header"><h1 class="address-1">1118 4th Street South</h1><p class="address-2">Cranbrook, British Columbia V1C 1J2</p>
<p class="price">$564,000</p>
<ul class="beds-baths"><li>4 Bedrooms</li><li>3 Bathrooms</li><li>2,140 sq. ft.</li></ul>
<p class="monthly">Est. monthly payment: $2,771</p></div>
<section class="property-details"><h2>Property Details</h2>
<ul class="details">
<li><span class="label">MLS® #:</span> <span>10352917</span></li>
<li><span class="label">Property Type:</span> <span>Single Family</span></li>
<li><span class="label">Building Type:</span> <span>House</span></li>
<li><span class="label">Bedrooms:</span> <span>4</span></li>
<li><span class="label">Bathrooms:</span> <span>3 (Full: 2, Partial: 1)</span></li>
<li><span class="label">Living Area:</span> <span>2,140 sq. ft.</span></li>
<li><span class="label">Land Size:</span> <span>0.16 ac</span></li>
<li><span class="label">Year Built:</span> <span>1962</span></li>
<li><span class="label">Annual Taxes:</span> <span>$3,486</span></li>
<li><span class="label">Heating:</span> <span>Forced air, natural gas</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Updated family home on a corner lot a few blocks from Rotary Park and downtown. Four bedrooms, a refreshed kitchen with gas range, two full baths and a two-piece off the mudroom. Fenced yard with raised beds and a single garage with lane access. Views of the Steeples from the deck.</p></section>
<section class="price-history"><h2>Price History</h2><table><tr><td>2026-05-04</td><td>Listed</td><td>$564,000</td></tr><tr><td>2019-07-22</td><td>Sold</td><td>$389,000</td></tr></table></section>
<section class="agents"><h2>Listed by</h2>
<div class="agent"><p class="agent-name">Marlene Fiorentino</p><p>REALTOR®</p><p>250-555-0137</p></div>
<div class="agent"><p class="agent-name">Kyle Brandt</p><p>REALTOR®</p><p>250-555-0119</p></div>
<div class="office"><p class="office-name">Royal LePage East Kootenay Realty</p><p>25 10th Avenue South, Cranbrook, BC V1C 2M9</p></div>
</section>
<section class="nearby"><h2>Nearby Homes for Sale</h2><div class="card">$499,900 · 312 9th Avenue South, Cranbrook</div><div class="card">$615,000 · 47 Bighorn Street, Kimberley</div></section>
</main>
<footer><p>© 2026 Royal LePage. Royal LePage is a registered trademark of Bridgemarq Real Estate Services Inc. 39 Wynford Drive, Toronto, ON M3C 3K5</p><p>MLS® listing data supplied by the Association of Interior REALTORS®.</p></footer>
${chrome("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 564000, currency: "CAD" },
      propertyKind: "house",
      street: "1118 4th Street South",
      city: "Cranbrook",
      province: "BC",
      postalCode: "V1C 1J2",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 0.16, unit: "acres" },
      yearBuilt: 1962,
      mlsNumber: "10352917",
      listingAgentName: "Marlene Fiorentino",
      brokerageName: "Royal LePage East Kootenay Realty",
    },
  },
  {
    name: "ho46-rew-lot-salmonarm",
    site: "rew.ca",
    set: "held-out-46",
    traps: "REW vacant lot: 'Land Only' with no beds or baths; lot '0.42 acres (18,295 sqft)'; BC Assessment value and 'plus GST' beside the price; taxes; a REW listing id in the URL; coordinates in the embedded listing data; agent and brokerage; other lots with prices; REW's Vancouver office in the footer",
    pageUrl: "https://www.rew.ca/properties/l01784522/5471-ridgeview-road-ne-salmon-arm",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5471 Ridgeview Road NE, Salmon Arm, BC V1E 2R4 | Land for Sale | REW</title>
<meta name="description" content="Land for sale: 5471 Ridgeview Road NE, Salmon Arm. 0.42 acres. $289,000. MLS® 10354082.">
</head><body>
<header><a href="/" class="rew-logo">REW</a><nav><a href="/properties/areas/salmon-arm-bc">Buy</a><a href="/rentals">Rent</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listingpage" data-listing="l01784522">
<section class="listingheader"><h1 class="listingheader-address">5471 Ridgeview Road NE</h1><div class="listingheader-city">Salmon Arm, BC V1E 2R4</div>
<div class="listingheader-price">$289,000 <small>+ GST</small></div></section>
<section class="listingoverview"><ul>
<li><span>Property Type</span><span>Land Only</span></li>
<li><span>Lot Size</span><span>0.42 acres (18,295 sqft)</span></li>
<li><span>MLS® Number</span><span>10354082</span></li>
<li><span>Zoning</span><span>R-1 Single Family</span></li>
<li><span>Gross Taxes</span><span>$2,118 (2025)</span></li>
<li><span>Assessment</span><span>$241,000 (2026 BC Assessment)</span></li>
<li><span>Services</span><span>Water, power and sewer at lot line</span></li>
<li><span>Days on REW</span><span>12</span></li>
</ul></section>
<section class="listingdescription"><p>Fully serviced view lot above the lake in an established NE neighbourhood. Gentle south-east slope suits a walk-out rancher; building scheme registered on title. Ten minutes to downtown and the wharf. GST applicable.</p></section>
<section class="listingagent"><h3>Presented by</h3><p class="agent">Priya Sandhu</p><p class="brokerage">Shuswap Lakes Realty Ltd.</p><p>250-555-0183</p></section>
<section class="similar"><h3>Similar Listings</h3><div class="card">$249,900 · 3180 15 Avenue NE, Salmon Arm · 0.31 acres</div><div class="card">$365,000 · Lot 4 Eagle Bay Road, Blind Bay · 1.1 acres</div></section>
</main>
<footer><p>REW.ca · 1200-1111 West Georgia Street, Vancouver, BC V6E 4M3</p><p>This representation is based in whole or in part on data generated by the Association of Interior REALTORS®, which assumes no responsibility for its accuracy.</p></footer>
<script>window.__REW__={"listing":{"id":"l01784522","mls":"10354082","price":289000,"type":"Land Only","lat":50.72538,"lng":-119.24617,"lotSizeSqft":18295}};</script>
${chrome("REW")}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "CAD" },
      propertyKind: "land",
      street: "5471 Ridgeview Road NE",
      city: "Salmon Arm",
      province: "BC",
      postalCode: "V1E 2R4",
      lot: { value: 0.42, unit: "acres" },
      mlsNumber: "10354082",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Shuswap Lakes Realty Ltd.",
      geo: { lat: 50.72538, lng: -119.24617 },
    },
  },
  {
    name: "ho46-point2homes-semi-yorkton",
    site: "point2homes.com",
    set: "held-out-46",
    traps: "Point2 half duplex: 'Half Duplex' / 'Semi-Detached' type; SK-prefixed MLS® beside Point2's own listing id; lot '33 x 120 ft'; price per sqft, a home value estimate and taxes; 'Listed by' agent and brokerage with the office on Broadway Street; JSON-LD with geo; nearby listings in Melville",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Yorkton/118-Circlebrooke-Dr/118773402.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Circlebrooke Drive, Yorkton, SK S3N 2X3 - 3 beds/2 baths</title>
<meta name="description" content="118 Circlebrooke Drive, Yorkton, SK for sale. Half Duplex, 3 beds, 2 baths, 1,050 sqft. $264,900. MLS® SK008417.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "118 Circlebrooke Drive", address: { "@type": "PostalAddress", streetAddress: "118 Circlebrooke Drive", addressLocality: "Yorkton", addressRegion: "SK", postalCode: "S3N 2X3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 51.22174, longitude: -102.48263 }, floorSize: { "@type": "QuantitativeValue", value: 1050, unitCode: "FTK" } })}
</head><body>
<header><a href="/" class="p2-logo">Point2</a><nav><a href="/CA/Real-Estate-Listings/SK/Yorkton.html">Yorkton</a><a href="/CA/Rent">Rent</a><a href="/News">News</a></nav></header>
<main id="details_page" data-listing-id="118773402">
<div class="address-container"><h1>118 Circlebrooke Drive</h1><div class="address-line">Yorkton, SK S3N 2X3</div></div>
<div class="price"><span class="green">$264,900</span><span class="ppsf">$252/sqft</span></div>
<ul class="characteristics-cnt"><li class="ic-beds">3 Beds</li><li class="ic-baths">2 Baths</li><li class="ic-sqft">1,050 Sqft</li><li class="property-type">Half Duplex</li></ul>
<div class="estimate">Home value estimate: $271,000 – $289,000</div>
<div class="details-charcs"><h2>Details</h2>
<dl><dt>Listing ID</dt><dd>118773402</dd></dl>
<dl><dt>MLS® #</dt><dd>SK008417</dd></dl>
<dl><dt>Type</dt><dd>Semi-Detached, Half Duplex</dd></dl>
<dl><dt>Bedrooms</dt><dd>3</dd></dl>
<dl><dt>Bathrooms</dt><dd>2</dd></dl>
<dl><dt>Living Area</dt><dd>1,050 sqft</dd></dl>
<dl><dt>Lot Size</dt><dd>33 x 120 ft</dd></dl>
<dl><dt>Year Built</dt><dd>2006</dd></dl>
<dl><dt>Taxes</dt><dd>$2,945 (2025)</dd></dl>
<dl><dt>Basement</dt><dd>Full, finished</dd></dl>
</div>
<div class="description"><p>Well-kept half duplex on the east side, close to Columbia School and the Gallagher Centre. Three bedrooms, two full bathrooms, a finished basement rec room, fenced yard and a single attached garage. Appliances included. No condo fees.</p></div>
<div class="listed-by"><p>Listed by: <b>Ashlyn Prokopchuk</b>, Parkland Prairie Realty</p><p>Office: 277 Broadway Street East, Yorkton, SK S3N 3G7</p></div>
<section class="nearby"><h3>Nearby listings</h3><div class="card">$239,000 · 41 Third Ave N, Melville</div><div class="card">$298,500 · 9 Morrison Dr, Yorkton</div></section>
</main>
<footer><p>© 2026 Point2 · Yardi Systems, Inc.</p><p>Listing data © Association of Regina REALTORS® / Saskatchewan REALTORS® Association. Information believed accurate but not guaranteed.</p></footer>
${chrome("Point2")}
</body></html>`,
    expected: {
      price: { amount: 264900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "118 Circlebrooke Drive",
      city: "Yorkton",
      province: "SK",
      postalCode: "S3N 2X3",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1050,
      lot: { value: 3960, unit: "ft2" },
      yearBuilt: 2006,
      mlsNumber: "SK008417",
      listingAgentName: "Ashlyn Prokopchuk",
      brokerageName: "Parkland Prairie Realty",
      geo: { lat: 51.22174, lng: -102.48263 },
    },
  },
];
