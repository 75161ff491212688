/**
 * Forty-fifth held-out corpus, British Columbia: a Victoria-area brokerage's Saanich house, a Fraser Valley board
 * townhouse in Langley and an Osoyoos Indian Band leasehold lot.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>${brand} uses cookies to keep you signed in, remember saved searches and measure site traffic. Choose "Only necessary" to turn off analytics.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<form class="newsletter" action="/subscribe" method="post"><label for="nl">New listings and market reports, every Friday</label><input id="nl" type="email" name="email" placeholder="you@example.com"><button type="submit">Sign up</button><p class="fine">Unsubscribe at any time. We never sell your address.</p></form>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/accessibility">Accessibility</a></li></ul></nav>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul>
<div class="share"><span>Share this listing</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save to favourites</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-0000000",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>`;

export const HELD_OUT_45_BC: ListingPage[] = [
  {
    name: "ho45-remaxcamosun-house-saanich",
    site: "remaxcamosun.com",
    set: "held-out-45",
    traps: "a Victoria brokerage site: 'Victoria' in the title while the municipality row says Saanich (Gordon Head the neighbourhood); two listing agents; a BC Assessment value and 2024 taxes beside the price; a 4-bed house with an ensuite count; a sold-nearby card; the Chatterton Way office in the footer; JSON-LD geo",
    pageUrl: "https://www.remaxcamosun.com/listing/981234/3954-haro-vista-place",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3954 Haro Vista Pl, Victoria – $1,349,000 | RE/MAX Camosun</title>
<meta property="og:title" content="3954 Haro Vista Pl – 4 Bed, 3 Bath Family Home">
<meta property="og:description" content="Ocean-glimpse family home in Gordon Head. MLS® 981234.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3954 Haro Vista Pl", address: { "@type": "PostalAddress", streetAddress: "3954 Haro Vista Pl", addressLocality: "Saanich", addressRegion: "BC", postalCode: "V8N 4B7" }, geo: { "@type": "GeoCoordinates", latitude: 48.4921, longitude: -123.321 }, numberOfRooms: 4 })}
</head><body>
<header class="site"><a class="logo" href="/">RE/MAX Camosun</a><nav><a href="/search">Find a Home</a><a href="/agents">Agents</a><a href="/sell">Sell</a><a href="/offices">Offices</a></nav></header>
<main class="listing" data-listing-key="rmc-55012">
<ol class="crumbs"><li>Victoria</li><li>Saanich East</li><li>Gordon Head</li></ol>
<h1 class="address">3954 Haro Vista Pl</h1>
<p class="locality">Saanich, BC V8N 4B7</p>
<div class="price-block"><span class="price">$1,349,000</span><span class="assess">BC Assessment (2024): $1,212,000</span></div>
<table class="facts">
<tr><th>MLS® #</th><td>981234</td></tr>
<tr><th>Type</th><td>Single Family Detached</td></tr>
<tr><th>Municipality</th><td>Saanich</td></tr>
<tr><th>Neighbourhood</th><td>Gordon Head</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Ensuites</th><td>1</td></tr>
<tr><th>Finished Sq Ft</th><td>2,611</td></tr>
<tr><th>Lot Size</th><td>7,405 sq ft</td></tr>
<tr><th>Year Built</th><td>1978</td></tr>
<tr><th>Taxes</th><td>$5,612 (2024)</td></tr>
</table>
<section class="remarks"><h2>About this home</h2><p>Bright split-level home on a quiet cul-de-sac with glimpses of Haro Strait from the living room. Main floor has three bedrooms including the primary with a 3-piece ensuite; the lower level offers a fourth bedroom, family room and full bath with separate entry. Heat pump 2021, roof 2019. Walk to Hillmond Park and UVic.</p></section>
<section class="rooms"><h2>Rooms</h2><ul><li>Living room 17'2 x 14'0</li><li>Kitchen 12'4 x 10'8</li><li>Primary 13'6 x 12'0</li><li>Bedroom 10'10 x 9'8</li></ul></section>
<section class="agents"><h2>Listed by</h2><div class="agent"><p class="name">Dana Whitcombe</p><p>Personal Real Estate Corporation</p><p>250-555-0148</p></div><div class="agent"><p class="name">Raj Sandhu</p><p>250-555-0193</p></div><p class="office">RE/MAX Camosun</p></section>
<section class="nearby"><h2>Recently sold nearby</h2><div class="card">3970 Haro Vista Pl · Sold $1,285,000 · 4 bd 3 ba</div><div class="card">4011 Cedar Hill Rd · Sold $1,402,500 · 5 bd 3 ba</div></section>
<section class="similar"><h2>Similar listings</h2><div class="card">1822 Feltham Rd, Saanich · $1,199,000</div><div class="card">4320 Torquay Dr, Saanich · $1,475,000</div></section>
</main>
<footer><p>RE/MAX Camosun · 4440 Chatterton Way, Victoria, BC V8X 5J2 · 250-555-0100</p><p>This listing data is supplied by the Victoria Real Estate Board and is deemed reliable but not guaranteed. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p></footer>
${chrome("RE/MAX Camosun")}
</body></html>`,
    expected: {
      price: { amount: 1349000, currency: "CAD" },
      propertyKind: "house",
      street: "3954 Haro Vista Pl",
      city: "Saanich",
      province: "BC",
      postalCode: "V8N 4B7",
      neighbourhood: "Gordon Head",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2611,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "981234",
      listingAgentName: "Dana Whitcombe",
      brokerageName: "RE/MAX Camosun",
      geo: { lat: 48.4921, lng: -123.321 },
    },
  },
  {
    name: "ho45-fvreb-townhouse-langley",
    site: "fvreb.bc.ca",
    set: "held-out-45",
    traps: "a board's public search: unit-dash-street townhouse address; Willoughby Heights neighbourhood and 'Langley Township' area vs the city; full/half bath counts; a strata fee and gross taxes; the board's Surrey office in the footer; a similar townhouse with another price",
    pageUrl: "https://www.fvreb.bc.ca/listing/R2891234",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42-7138 210 Street, Langley – R2891234 | Fraser Valley Real Estate Board</title>
<meta name="description" content="Townhouse for sale: 3 bedrooms, 2.5 bathrooms, 1,604 sq ft. $879,900.">
</head><body>
<header><a href="/">Fraser Valley Real Estate Board</a><nav><a href="/search">Property Search</a><a href="/stats">Market Stats</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<main>
<div class="listing-head"><h1>42-7138 210 Street</h1><p>Langley, BC V2Y 0M4</p><p class="area">Area: Langley Township · Sub-area: Willoughby Heights</p></div>
<div class="listing-price"><strong>$879,900</strong></div>
<dl class="details">
<dt>MLS® Number</dt><dd>R2891234</dd>
<dt>Property Type</dt><dd>Townhouse</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Full Baths</dt><dd>2</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Floor Area</dt><dd>1,604 sq ft</dd>
<dt>Year Built</dt><dd>2016</dd>
<dt>Strata Fee</dt><dd>$312.45 / month</dd>
<dt>Gross Taxes</dt><dd>$3,210 (2024)</dd>
<dt>Title</dt><dd>Freehold Strata</dd>
</dl>
<section><h2>Remarks</h2><p>End-unit townhome in a well-run complex steps from Yorkson Creek trails. Open main with quartz island, three bedrooms up including a primary with walk-in and double-vanity ensuite. Side-by-side double garage, pets and rentals allowed with restrictions.</p></section>
<section class="realtor"><h2>Listing provided by</h2><p><b>Melissa Kwan</b></p><p>Vantage West Realty Inc.</p><p>604-555-0172</p></section>
<section class="similar"><h2>Other listings in Willoughby Heights</h2><div>17-20852 77A Avenue · Townhouse · $829,000</div><div>108-7198 208 Street · Townhouse · $905,000</div></section>
</main>
<footer><p>Fraser Valley Real Estate Board · 15463 104 Avenue, Surrey, BC V3R 1N9</p><p>The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Fraser Valley Real Estate Board. Listing information is deemed reliable but not guaranteed.</p></footer>
${chrome("FVREB")}
</body></html>`,
    expected: {
      price: { amount: 879900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "42-7138 210 Street",
      city: "Langley",
      province: "BC",
      postalCode: "V2Y 0M4",
      neighbourhood: "Willoughby Heights",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1604,
      yearBuilt: 2016,
      mlsNumber: "R2891234",
      listingAgentName: "Melissa Kwan",
      brokerageName: "Vantage West Realty Inc.",
    },
  },
  {
    name: "ho45-oib-leasehold-lot-osoyoos",
    site: "oib.ca",
    set: "held-out-45",
    traps: "a First Nation's development-corporation lot page: a prepaid leasehold lot with a lot number and internal id but no MLS®; an annual service fee and a deposit beside the price; lot in acres with m² and frontage x depth also given; the band's administration office address; other lots with prices",
    pageUrl: "https://www.oib.ca/development/residential-leases/lot-14",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 14 – 8410 Sonora Crescent | Osoyoos Indian Band Residential Leases</title>
<meta name="description" content="Prepaid leasehold residential lot, 0.31 acres, $189,000.">
</head><body>
<header><a href="/">Osoyoos Indian Band</a><nav><a href="/development">Development</a><a href="/development/residential-leases">Residential Leases</a><a href="/contact">Contact</a></nav></header>
<main class="lot" data-lot-id="OIB-RL-0014">
<h1>Lot 14 — 8410 Sonora Crescent</h1>
<p class="loc">Osoyoos, BC V0H 1V6</p>
<p class="price">Prepaid lease: $189,000</p>
<ul class="lot-facts">
<li><span>Lease term:</span> prepaid to December 31, 2099</li>
<li><span>Lot area:</span> 0.31 acres (1,254 m²)</li>
<li><span>Dimensions:</span> approx. 65 ft x 208 ft</li>
<li><span>Zoning:</span> Single family residential</li>
<li><span>Annual service fee:</span> $1,850 (water, sewer, road maintenance)</li>
<li><span>Deposit to reserve:</span> $10,000</li>
<li><span>Reference:</span> OIB-RL-0014</li>
</ul>
<section><h2>About the lot</h2><p>Gently sloped, fully serviced lot with views over Osoyoos Lake and the vineyards below. Purchasers receive a registered sublease; no property transfer tax applies. Building plans must be approved by the Lands Department before construction.</p></section>
<section class="contact"><h2>Enquiries</h2><p>Lands &amp; Leasing Department</p><p>250-555-0137 · leasing@example.org</p></section>
<section class="other"><h2>Other available lots</h2><div>Lot 9 · 0.28 acres · $169,000</div><div>Lot 21 · 0.40 acres · $224,500</div></section>
</main>
<footer><p>Osoyoos Indian Band Administration · 1155 Senkulmen Enterprise Drive, Oliver, BC V0H 1T8</p><p>Leasehold interests on reserve lands are subject to the terms of the head lease and band bylaws. Information subject to change.</p></footer>
${chrome("Osoyoos Indian Band")}
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "CAD" },
      propertyKind: "land",
      street: "8410 Sonora Crescent",
      city: "Osoyoos",
      province: "BC",
      postalCode: "V0H 1V6",
      lot: { value: 0.31, unit: "acres" },
    },
  },
];
