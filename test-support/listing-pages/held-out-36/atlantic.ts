/**
 * Thirty-sixth held-out corpus, Atlantic Canada: a St. John's brokerage's house, a PEI cottage on a brokerage site
 * and a Moncton-area semi on a New Brunswick home finder.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_36_ATLANTIC: ListingPage[] = [
  {
    name: "ho36-nlhomesearch-house-stjohns",
    site: "nlhomesearch.ca",
    set: "held-out-36",
    traps: "a Newfoundland brokerage site: 1-prefixed board MLS® beside an internal id; '2 full, 1 half' baths; lot as frontage x depth; a 'Previously sold for' price; the brokerage's Kenmount Road office in the footer; a Mount Pearl similar listing",
    pageUrl: "https://www.nlhomesearch.ca/property/1281734/62-pennywell-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>62 Pennywell Road, St. John's NL – MLS® 1281734</title>
<meta name="description" content="Two-storey house for sale in St. John's. 3 beds, 2.5 baths. $429,000.">
</head><body>
<header><a href="/">Harbourlight Realty</a><nav><a href="/search">Search</a><a href="/team">Our Team</a></nav></header>
<main id="prop" data-internal="HLR-88120">
<h1>62 Pennywell Road</h1>
<p class="city">St. John's, NL A1C 2L3</p>
<p class="price">$429,000</p>
<p class="history">Previously sold for $318,000 (2017)</p>
<div class="grid">
<div><label>MLS® Number</label><span>1281734</span></div>
<div><label>Type</label><span>Two Storey House</span></div>
<div><label>Bedrooms</label><span>3</span></div>
<div><label>Bathrooms</label><span>2 full, 1 half</span></div>
<div><label>Floor Space</label><span>1,935 sq ft</span></div>
<div><label>Lot Size</label><span>40 x 100 ft</span></div>
<div><label>Year Built</label><span>1925</span></div>
<div><label>Heating</label><span>Mini-split heat pumps, electric baseboard</span></div>
</div>
<section><h2>Description</h2><p>Character downtown home with high ceilings, original mouldings and a bright eat-in kitchen. Three bedrooms up, a full bath on each level and a powder room. Fenced back garden with a shed; on-street parking permit. Walk to Bannerman Park and Water Street.</p></section>
<section class="agent"><h2>Listing agent</h2><p>Siobhan Walsh</p><p>Harbourlight Realty Inc.</p><p>709-555-0126</p></section>
<section class="similar"><h2>Similar homes</h2><div>18 Ashford Drive, Mount Pearl · $389,900 · 3 bd</div><div>9 Cook Street, St. John's · $455,000 · 4 bd</div></section>
</main>
<footer><p>Harbourlight Realty Inc. · 430 Kenmount Road, St. John's, NL A1B 3P9</p><p>MLS® data from the Newfoundland and Labrador Association of REALTORS®. Information believed accurate but not guaranteed.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "house",
      street: "62 Pennywell Road",
      city: "St. John's",
      province: "NL",
      postalCode: "A1C 2L3",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1935,
      lot: { value: 4000, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "1281734",
      listingAgentName: "Siobhan Walsh",
      brokerageName: "Harbourlight Realty Inc.",
    },
  },
  {
    name: "ho36-peirealestate-cottage-northrustico",
    site: "peirealestate.ca",
    set: "held-out-36",
    traps: "a PEI brokerage's cottage: seasonal; lot in acres; 'PID' parcel number not an MLS number; 20-prefixed MLS®; a nightly rental income figure in the remarks; the office in Charlottetown in the footer; JSON-LD with geo",
    pageUrl: "https://www.peirealestate.ca/listings/202609114-cottage-north-rustico",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Cottage for sale – 27 Harbourview Lane, North Rustico PE | 202609114</title>
<meta name="description" content="Seasonal cottage, 2 bedrooms, 1 bath, 0.52 acres near the harbour in North Rustico. $324,500.">
${ld({ "@context": "https://schema.org", "@type": "House", name: "27 Harbourview Lane", address: { "@type": "PostalAddress", streetAddress: "27 Harbourview Lane", addressLocality: "North Rustico", addressRegion: "PE", postalCode: "C0A 1X0" }, geo: { "@type": "GeoCoordinates", latitude: 46.45012, longitude: -63.32491 } })}
</head><body>
<header><a href="/">Island Shores Real Estate</a><nav><a href="/listings">Listings</a><a href="/cottages">Cottages</a></nav></header>
<main class="listing">
<h1>27 Harbourview Lane, North Rustico</h1>
<div class="price">$324,500</div>
<ul class="kv">
<li><b>MLS®:</b> 202609114</li>
<li><b>PID:</b> 423871</li>
<li><b>Type:</b> Cottage (seasonal)</li>
<li><b>Bedrooms:</b> 2</li>
<li><b>Bathrooms:</b> 1</li>
<li><b>Size:</b> 780 sq ft</li>
<li><b>Lot:</b> 0.52 acres</li>
<li><b>Built:</b> 1989</li>
</ul>
<section class="remarks"><p>Classic Island cottage a short walk to the wharf and the boardwalk. Rented last summer at $185 per night through August. Sold furnished, with a bunkie and an outdoor shower. Seasonal water; road maintained year-round.</p></section>
<section class="agent"><p><b>Listed by</b> Aiden MacPhee, Island Shores Real Estate Ltd.</p><p>902-555-0152</p></section>
<section class="more"><h3>More cottages</h3><div>14 Dunes Road, Cavendish · $289,000</div><div>5 Cape Lane, Stanley Bridge · $412,000</div></section>
</main>
<footer><p>Island Shores Real Estate Ltd. · 118 Kent Street, Charlottetown, PE C1A 1N3</p><p>MLS® listing data courtesy of the PEI Association of REALTORS®.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 324500, currency: "CAD" },
      propertyKind: "house",
      street: "27 Harbourview Lane",
      city: "North Rustico",
      province: "PE",
      postalCode: "C0A 1X0",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 780,
      lot: { value: 0.52, unit: "acres" },
      yearBuilt: 1989,
      mlsNumber: "202609114",
      listingAgentName: "Aiden MacPhee",
      brokerageName: "Island Shores Real Estate Ltd.",
      geo: { lat: 46.45012, lng: -63.32491 },
    },
  },
  {
    name: "ho36-nbhomefinder-semi-dieppe",
    site: "nbhomefinder.ca",
    set: "held-out-36",
    traps: "a New Brunswick home finder's semi-detached in Moncton's neighbour city: M-prefixed MLS®; bilingual labels; 'Dieppe' city with a Moncton office; '3 + 1' bedrooms; lot in m²; an HST note on new construction; a price-per-square-foot figure",
    pageUrl: "https://www.nbhomefinder.ca/en/listing/M160442/48-rue-amirault-dieppe",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Rue Amirault, Dieppe NB | M160442 | NB Home Finder</title>
<meta property="og:title" content="48 Rue Amirault, Dieppe, NB E1A 7W3 – $334,900">
</head><body>
<header><a href="/">NB Home Finder</a><a href="/fr/">Français</a></header>
<main class="detail">
<h1>48 Rue Amirault</h1><p>Dieppe, NB E1A 7W3</p>
<p class="price">$334,900 <small>($231/sq ft)</small></p>
<table>
<tr><th>MLS® / SIA®</th><td>M160442</td></tr>
<tr><th>Type / Genre</th><td>Semi-Detached / Jumelé</td></tr>
<tr><th>Bedrooms / Chambres</th><td>3 + 1</td></tr>
<tr><th>Bathrooms / Salles de bains</th><td>2</td></tr>
<tr><th>Living Area / Superficie habitable</th><td>1,450 sq ft</td></tr>
<tr><th>Lot / Terrain</th><td>465 m²</td></tr>
<tr><th>Year Built / Année</th><td>2026</td></tr>
</table>
<p class="note">New construction: HST included in price; rebate assigned to builder.</p>
<section><h2>Remarks</h2><p>Brand-new semi with a ducted heat pump, quartz counters, three bedrooms up and a fourth in the finished basement. Paved driveway, sodded yard, 8-year new-home warranty. Minutes from Champlain Place.</p></section>
<section class="agent"><p>Listing agent: <b>Chantal Robichaud</b></p><p>Acadie Realty Group</p><p>506-555-0139</p></section>
</main>
<footer><p>Acadie Realty Group · 1000 Main Street, Moncton, NB E1C 1H1</p><p>MLS® data from the Greater Moncton REALTORS® du Grand Moncton.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 334900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "48 Rue Amirault",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 7W3",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1450,
      lot: { value: 465, unit: "m2" },
      yearBuilt: 2026,
      mlsNumber: "M160442",
      listingAgentName: "Chantal Robichaud",
      brokerageName: "Acadie Realty Group",
    },
  },
];
