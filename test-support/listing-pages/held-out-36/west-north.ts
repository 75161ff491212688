/**
 * Thirty-sixth held-out corpus, the West and the North: a BC Northern board listing in Prince George, a Regina board
 * bungalow, an ApartmentLove rental in Winnipeg, a Westbank First Nation leasehold house and a Predator Ridge lot.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_36_WEST_NORTH: ListingPage[] = [
  {
    name: "ho36-bcnreb-house-princegeorge",
    site: "bcnreb.bc.ca",
    set: "held-out-36",
    traps: "a northern BC board's listing page: full and half baths in separate rows; R-prefixed MLS® beside a board record id; lot in acres; 'Finished Floor Area' total beside main-floor area; BC Assessment value beside the list price; the board's office address in the footer; nearby listings with prices",
    pageUrl: "https://www.bcnreb.bc.ca/listing/R2987754/4471-tyner-boulevard-prince-george",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4471 Tyner Boulevard, Prince George | R2987754 | BC Northern Real Estate Board</title>
<meta name="description" content="House with acreage for sale in Prince George, BC. 4 bedrooms, 2.5 bathrooms. $689,000.">
<meta property="og:title" content="4471 Tyner Boulevard, Prince George, BC V2N 5K8">
</head><body>
<header><a class="brand" href="/">BCNREB</a><nav><a href="/search">Search Listings</a><a href="/market">Market Stats</a><a href="/members">Members</a></nav></header>
<main class="listing" data-record="BCN-0441872">
<nav class="crumbs"><a href="/">Home</a> › <a href="/search?area=prince-george">Prince George</a> › <a href="/search?sub=hart-highlands">Hart Highlands</a> › 4471 Tyner Boulevard</nav>
<h1>4471 Tyner Boulevard</h1>
<p class="loc">Hart Highlands, Prince George, BC V2N 5K8</p>
<div class="price-box"><span class="lbl">List Price</span> <strong>$689,000</strong></div>
<table class="facts">
<tr><th>MLS® Number</th><td>R2987754</td></tr>
<tr><th>Type of Dwelling</th><td>House with Acreage</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Main Floor Area</th><td>1,260 sq. ft.</td></tr>
<tr><th>Finished Floor Area (Total)</th><td>2,480 sq. ft.</td></tr>
<tr><th>Lot Area</th><td>2.14 acres</td></tr>
<tr><th>Year Built</th><td>1994</td></tr>
<tr><th>Taxes</th><td>$4,612 (2026)</td></tr>
<tr><th>BC Assessment (2026)</th><td>$641,000</td></tr>
<tr><th>Board Record ID</th><td>BCN-0441872</td></tr>
</table>
<section class="remarks"><h2>Public Remarks</h2><p>Private two-acre setting minutes from the Hart shopping centre. Split-entry home with four bedrooms, a wood stove in the rec room, a detached 24 x 30 shop with 220 power and a fenced garden. New roof 2022, furnace 2021. Quiet cul-de-sac, school bus at the end of the road.</p></section>
<section class="agent"><h2>Listing Realtor®</h2><p class="name">Dale Kowalchuk</p><p class="firm">Northern Timber Realty Ltd.</p><p>250-555-0148</p></section>
<section class="nearby"><h2>Nearby Listings</h2>
<div class="card"><a href="/listing/R2985510">4390 Tyner Boulevard</a><span>$614,900</span><span>3 bd · 2 ba · 1.8 ac</span></div>
<div class="card"><a href="/listing/R2981120">7712 Hart Highway</a><span>$749,000</span><span>5 bd · 3 ba · 4.9 ac</span></div>
</section>
</main>
<footer><p>BC Northern Real Estate Board · 2609 Queensway, Prince George, BC V2L 1N3 · 250-555-0101</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA). Information deemed reliable but not guaranteed.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "CAD" },
      propertyKind: "house",
      street: "4471 Tyner Boulevard",
      city: "Prince George",
      province: "BC",
      postalCode: "V2N 5K8",
      neighbourhood: "Hart Highlands",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2480,
      lot: { value: 2.14, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "R2987754",
      listingAgentName: "Dale Kowalchuk",
      brokerageName: "Northern Timber Realty Ltd.",
    },
  },
  {
    name: "ho36-reginarealtors-bungalow-regina",
    site: "reginarealtors.com",
    set: "held-out-36",
    traps: "a Regina board's listing: '3+2' bedrooms; SK-prefixed MLS®; lot as frontage x depth in feet; JSON-LD with geo; a mortgage payment estimate per month beside the price; the board's office in the footer",
    pageUrl: "https://www.reginarealtors.com/listings/sk019944-3318-mcmurchy-avenue-regina",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3318 McMurchy Avenue, Regina SK | SK019944</title>
<meta name="description" content="Bungalow in Regina's Lakeview. 3+2 bedrooms, 2 bathrooms, 1,104 sq ft. $399,900.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3318 McMurchy Avenue", address: { "@type": "PostalAddress", streetAddress: "3318 McMurchy Avenue", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4S 1L6" }, geo: { "@type": "GeoCoordinates", latitude: 50.43214, longitude: -104.62871 } })}
</head><body>
<header><a class="logo" href="/">Association of Regina REALTORS®</a><nav><a href="/listings">Find a Home</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/stats">Statistics</a></nav></header>
<main class="property">
<div class="hero"><h1>3318 McMurchy Avenue</h1><p class="sub">Lakeview · Regina, SK S4S 1L6</p><p class="price">$399,900</p>
<p class="estimate">Est. payment <b>$2,018/month</b> · <a href="/calculator">Calculate</a></p></div>
<ul class="stats"><li><span>3+2</span> Bedrooms</li><li><span>2</span> Bathrooms</li><li><span>1,104</span> Sq. Ft.</li></ul>
<dl class="details">
<dt>MLS® #</dt><dd>SK019944</dd>
<dt>Property Type</dt><dd>Residential</dd>
<dt>Building Type</dt><dd>House</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>Year Built</dt><dd>1958</dd>
<dt>Lot Size</dt><dd>50 x 125 ft</dd>
<dt>Basement</dt><dd>Full, finished</dd>
<dt>Garage</dt><dd>Double detached</dd>
<dt>Taxes</dt><dd>$3,874 / 2026</dd>
</dl>
<section class="desc"><h2>Description</h2><p>Classic Lakeview bungalow on a 50-foot lot two blocks from Wascana Park. Hardwood under the carpets upstairs, updated kitchen, three bedrooms on the main and two more in the finished basement with a second bathroom and laundry. Double detached garage off the back lane, mature trees, new shingles 2023.</p></section>
<section class="listed-by"><h3>Listed by</h3><p class="realtor">Colleen Brandt</p><p class="office">Prairie Gate Realty Inc.</p><p>306-555-0190</p></section>
<section class="similar"><h3>You may also like</h3>
<article><a href="/listings/sk019211">3425 Albert Street</a> <span>$449,000</span> <span>4 bd · 2 ba</span></article>
<article><a href="/listings/sk018730">2930 Rae Street</a> <span>$364,500</span> <span>3 bd · 1 ba</span></article>
</section>
</main>
<footer><p>Association of Regina REALTORS® Inc. · 1854 McIntyre Street, Regina, SK S4P 2P9</p><p>MLS® and REALTOR® are trademarks of CREA. Data supplied by the Saskatchewan REALTORS® Association.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 399900, currency: "CAD" },
      propertyKind: "house",
      street: "3318 McMurchy Avenue",
      city: "Regina",
      province: "SK",
      postalCode: "S4S 1L6",
      neighbourhood: "Lakeview",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1104,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "SK019944",
      listingAgentName: "Colleen Brandt",
      brokerageName: "Prairie Gate Realty Inc.",
      geo: { lat: 50.43214, lng: -104.62871 },
    },
  },
  {
    name: "ho36-apartmentlove-rent-winnipeg",
    site: "apartmentlove.com",
    set: "held-out-36",
    traps: "a rental marketplace's unit page in Winnipeg's Osborne Village: rent per month; a range of unit prices for the building beside the chosen unit's rent; a listing id; a parking fee per month; the landlord company named as the lister; other buildings' rents",
    pageUrl: "https://www.apartmentlove.com/rental/winnipeg-mb/apartment/2-bed/pid/447291",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment for Rent at 154 Stradbrook Avenue, Winnipeg | ApartmentLove</title>
<meta name="description" content="2 bed, 1 bath apartment for rent in Osborne Village, Winnipeg, MB for $1,745/month.">
<meta property="og:title" content="154 Stradbrook Avenue, Winnipeg, MB R3L 0J4">
</head><body>
<header><a class="logo" href="/">ApartmentLove</a><nav><a href="/rentals">Rentals</a><a href="/list">List a Property</a></nav></header>
<main class="rental" data-pid="447291">
<nav class="bc"><a href="/">Canada</a> › <a href="/rentals/mb">Manitoba</a> › <a href="/rentals/winnipeg-mb">Winnipeg</a> › Osborne Village</nav>
<h1>154 Stradbrook Avenue, Unit 302</h1>
<p class="addr">Osborne Village, Winnipeg, MB R3L 0J4</p>
<div class="rent"><strong>$1,745</strong> / month</div>
<p class="range">Units in this building: $1,295 – $1,990</p>
<ul class="specs"><li>2 Bedrooms</li><li>1 Bathroom</li><li>860 sq ft</li><li>Apartment</li></ul>
<table class="info">
<tr><td>Listing ID</td><td>447291</td></tr>
<tr><td>Available</td><td>January 1, 2027</td></tr>
<tr><td>Lease Term</td><td>12 months</td></tr>
<tr><td>Pets</td><td>Cats OK</td></tr>
<tr><td>Parking</td><td>Heated indoor, $95/month</td></tr>
<tr><td>Utilities</td><td>Heat and water included</td></tr>
</table>
<section class="about"><h2>About this rental</h2><p>Third-floor corner suite in a quiet 1960s walk-up steps from the Osborne bridge and the Legislature grounds. Refinished hardwood, new kitchen cabinets, in-suite storage and shared laundry on each floor. Bike room and rooftop patio.</p></section>
<section class="lister"><h2>Listed by</h2><p>Riverbend Property Management Ltd.</p><p>204-555-0133</p></section>
<section class="nearby"><h2>Nearby rentals</h2>
<div class="card">99 Wellington Crescent · 1 bed · $1,380/month</div>
<div class="card">211 River Avenue · 2 bed · $1,860/month</div>
</section>
</main>
<footer><p>© 2026 ApartmentLove. Listings are supplied by landlords and property managers.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 1745, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "154 Stradbrook Avenue, Unit 302",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3L 0J4",
      neighbourhood: "Osborne Village",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
    },
  },
  {
    name: "ho36-wfn-leasehold-westkelowna",
    site: "wfn.ca",
    set: "held-out-36",
    traps: "a First Nation leasehold house: the lease's prepaid term and expiry beside the price; 'IR #9' reserve name instead of a municipality and West Kelowna as the city; annual lease/service fees; lot in m²; 'Lease ID' not an MLS number; the First Nation's administration office in the footer",
    pageUrl: "https://www.wfn.ca/lands/leasehold-listings/2217-shannon-ridge-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Leasehold Home – 2217 Shannon Ridge Drive | Westbank First Nation Lands</title>
<meta name="description" content="Prepaid leasehold home on Westbank First Nation IR #9, West Kelowna. $574,900.">
</head><body>
<header><a href="/">Westbank First Nation</a><nav><a href="/lands">Lands &amp; Development</a><a href="/lands/leasehold-listings">Leasehold Listings</a></nav></header>
<main class="lease-listing">
<h1>2217 Shannon Ridge Drive</h1>
<p class="place">Westbank First Nation IR #9, West Kelowna, BC V4T 2Y4</p>
<div class="asking"><span>Asking price</span> <strong>$574,900</strong></div>
<table class="lease">
<tr><th>Tenure</th><td>Prepaid Leasehold</td></tr>
<tr><th>Lease expiry</th><td>2104</td></tr>
<tr><th>Lease ID</th><td>WFN-L-30871</td></tr>
<tr><th>Annual service fee</th><td>$1,340</td></tr>
<tr><th>Annual property tax (WFN)</th><td>$2,902</td></tr>
</table>
<table class="home">
<tr><th>Home type</th><td>Single-family house</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Living area</th><td>1,720 sq ft</td></tr>
<tr><th>Lot</th><td>612 m²</td></tr>
<tr><th>Built</th><td>2008</td></tr>
</table>
<section class="notes"><h2>About leasehold on WFN lands</h2><p>Homes on Westbank First Nation reserve lands are held under registered leases rather than fee simple. Purchasers should review the lease, the WFN Law on property taxation and financing terms with their lender. Buyers deal with the seller's agent; WFN Lands does not act for either party.</p></section>
<section class="desc"><h2>Home</h2><p>Rancher with walk-out basement looking over Shannon Lake. Open plan, gas fireplace, primary suite on the main, two bedrooms below and a covered deck. Double garage.</p></section>
<section class="contact"><h2>Seller's agent</h2><p>Marla Jensen</p><p>Okanagan Shoreline Realty</p><p>250-555-0164</p></section>
</main>
<footer><p>Westbank First Nation · 515 Highway 97 South, Kelowna, BC V1Z 3J2</p><p>Listings posted for information; verify lease terms with the Lands department.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "CAD" },
      propertyKind: "house",
      street: "2217 Shannon Ridge Drive",
      city: "West Kelowna",
      province: "BC",
      postalCode: "V4T 2Y4",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1720,
      lot: { value: 612, unit: "m2" },
      yearBuilt: 2008,
      listingAgentName: "Marla Jensen",
      brokerageName: "Okanagan Shoreline Realty",
    },
  },
  {
    name: "ho36-predatorridge-lot-vernon",
    site: "predatorridge.com",
    set: "held-out-36",
    traps: "a recreational resort developer's homesite: lot price 'from' figures for other phases beside this lot's price; lot in acres with a m² echo; no beds or baths; the developer's sales centre address; 'Lot 14' as the lot number not a street",
    pageUrl: "https://www.predatorridge.com/real-estate/homesites/the-commonage-lot-14",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 14 – The Commonage Homesites | Predator Ridge</title>
<meta name="description" content="Golf-view homesite at Predator Ridge, Vernon BC. 0.31 acres. $459,000.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Lot 14 – 118 Falcon Point Way", offers: { "@type": "Offer", price: 459000, priceCurrency: "CAD" } })}
</head><body>
<header><a href="/">Predator Ridge</a><nav><a href="/golf">Golf</a><a href="/real-estate">Real Estate</a><a href="/real-estate/homesites">Homesites</a></nav></header>
<main class="homesite">
<section class="phases"><h2>Neighbourhoods</h2><ul><li>The Commonage — homesites from $389,000</li><li>Blue Sky — townhomes from $1,095,000</li></ul></section>
<h1>Lot 14 · 118 Falcon Point Way</h1>
<p class="where">The Commonage, Predator Ridge · Vernon, BC V1H 2J6</p>
<div class="price"><strong>$459,000</strong> + GST</div>
<table class="lot">
<tr><th>Lot size</th><td>0.31 acres (1,254 m²)</td></tr>
<tr><th>Frontage</th><td>72 ft</td></tr>
<tr><th>Services</th><td>Water, sewer, power, gas, fibre to lot line</td></tr>
<tr><th>View</th><td>Ridge course, 9th fairway</td></tr>
<tr><th>Build commitment</th><td>Start within 3 years of purchase</td></tr>
</table>
<section class="desc"><p>A gently sloping homesite above the Ridge course with morning sun and a view down the valley to Okanagan Lake. Design guidelines apply; an approved builder list is available from the sales centre.</p></section>
<section class="sales"><h2>Talk to our team</h2><p>Jordan Pell, Sales Manager</p><p>Predator Ridge Real Estate Sales</p><p>250-555-0177</p></section>
</main>
<footer><p>Predator Ridge Sales Centre · 301 Longspoon Drive, Vernon, BC V1H 2J6</p><p>Prices and availability subject to change. E.&amp;O.E.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 459000, currency: "CAD" },
      propertyKind: "land",
      street: "118 Falcon Point Way",
      city: "Vernon",
      province: "BC",
      postalCode: "V1H 2J6",
      neighbourhood: "The Commonage",
      lot: { value: 0.31, unit: "acres" },
      listingAgentName: "Jordan Pell",
      brokerageName: "Predator Ridge Real Estate Sales",
    },
  },
];
