/**
 * Fifty-first held-out corpus, Ontario and Manitoba: a Toronto rental portal's two-bedroom suite in Liberty Village,
 * a new-home builder's end-unit townhouse plan in Milton, an Ottawa independent brokerage's Westboro semi with a size
 * range, and a commercial brokerage's industrial building for sale in Winnipeg.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_51_CENTRAL: ListingPage[] = [
  {
    name: "ho51-torontorentals-apartment-libertyvillage",
    site: "torontorentals.com",
    set: "held-out-51",
    traps: "a rental portal's suite page: monthly rent; the suite number kept out of the street line; other floor plans in the building with their own rents, beds and sizes; parking and locker fees; the property manager's head office in Organization JSON-LD; building geo in ApartmentComplex JSON-LD",
    pageUrl: "https://www.torontorentals.com/toronto/85-pardee-avenue/2-bedroom-suite-1408-r4471920",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>85 Pardee Avenue - 2 Bedroom Apartment for Rent in Liberty Village, Toronto | TorontoRentals.com</title>
<meta name="description" content="Suite 1408: 2 bed, 2 bath, 812 sq ft for $3,195/month at 85 Pardee Avenue in Liberty Village. Available December 1.">
<meta property="og:title" content="2 Bedroom at 85 Pardee Avenue - $3,195">
<meta property="og:site_name" content="TorontoRentals.com">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Pardee Residences", address: { "@type": "PostalAddress", streetAddress: "85 Pardee Avenue", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6K 3H1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.63885, longitude: -79.42391 }, petsAllowed: true })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Lakeshore Residential Management Inc.", address: { "@type": "PostalAddress", streetAddress: "2 Bloor Street West, Suite 700", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4W 3E2" }, telephone: "416-555-0150" })}
</head><body>
<header class="rs-header"><a href="/" class="rs-logo">TorontoRentals.com</a><form class="rs-search" action="/search"><input name="q" placeholder="Neighbourhood, city or address"></form><nav><a href="/toronto/apartments">Apartments</a><a href="/toronto/condos">Condos</a><a href="/toronto/houses">Houses</a><a href="/list-your-property">List your rental</a></nav></header>
<main class="rs-listing">
<nav class="crumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/liberty-village">Liberty Village</a> › 85 Pardee Avenue</nav>
<section class="building">
<h1>Pardee Residences</h1>
<p class="address">85 Pardee Avenue, Toronto, ON M6K 3H1</p>
<p class="hood">Liberty Village</p>
<p class="built">Purpose-built rental · 24 storeys · Built in 2021</p>
</section>
<section class="suite">
<h2>Suite 1408 · 2 Bedroom</h2>
<p class="rent">$3,195<span>/month</span></p>
<ul class="suite-facts"><li>2 Beds</li><li>2 Baths</li><li>812 sq ft</li><li>Available Dec 1, 2025</li><li>12-month lease</li></ul>
<p>Corner suite with floor-to-ceiling windows facing the lake, split bedrooms, in-suite laundry and a quartz kitchen. Tenant pays hydro; heat and water included.</p>
</section>
<section class="plans">
<h2>Other floor plans in this building</h2>
<table>
<tr><th>Plan</th><th>Beds</th><th>Baths</th><th>Size</th><th>Rent</th></tr>
<tr><td>Junior 1</td><td>1</td><td>1</td><td>498 sq ft</td><td>$2,295</td></tr>
<tr><td>1 + Den</td><td>1</td><td>1</td><td>610 sq ft</td><td>$2,575</td></tr>
<tr><td>3 Bedroom</td><td>3</td><td>2</td><td>1,060 sq ft</td><td>$4,150</td></tr>
</table>
</section>
<section class="extras">
<h2>Fees &amp; extras</h2>
<ul><li>Underground parking: $225/month</li><li>Storage locker: $60/month</li><li>Deposit: first and last month's rent</li></ul>
<h3>Amenities</h3>
<ul><li>Fitness centre</li><li>Co-working lounge</li><li>Rooftop terrace with BBQs</li><li>Pet wash station</li><li>Parcel lockers</li></ul>
</section>
<section class="contact">
<h2>Contact the leasing office</h2>
<p>Lakeshore Residential Management Inc.</p>
<p>416-555-0162</p>
<button>Check availability</button>
</section>
</main>
<footer>
<p>TorontoRentals.com is part of the Rentals network operated by RentSync Inc., 151 Front Street West, Toronto, ON. Listing information is provided by the landlord or property manager.</p>
${chrome("TorontoRentals.com")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 3195, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "85 Pardee Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 3H1",
      neighbourhood: "Liberty Village",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 812,
      yearBuilt: 2021,
      geo: { lat: 43.63885, lng: -79.42391 },
    },
  },
  {
    name: "ho51-mattamyhomes-townhouse-milton",
    site: "mattamyhomes.com",
    set: "held-out-51",
    traps: "a builder's plan page in Next.js __NEXT_DATA__: 'from' price with HST included; two elevations with different sizes; no street, only the sales centre's address and postal code; deposit structure amounts; quick move-in homes with their own prices, beds and sizes; builder's head office in Organization JSON-LD and legal footer",
    pageUrl: "https://mattamyhomes.com/ontario/gta/milton/willmott-trails/the-ashbury-end",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Ashbury (End) | Townhomes in Milton | Willmott Trails | Mattamy Homes</title>
<meta name="description" content="The Ashbury end unit townhome at Willmott Trails in Milton: 3 bedrooms, 2.5 baths, from 1,826 sq ft. From $949,990.">
<meta property="og:title" content="The Ashbury (End) - Willmott Trails, Milton">
<meta property="og:image" content="https://mattamyhomes.com/media/ashbury-end-a.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Mattamy Homes", url: "https://mattamyhomes.com", address: { "@type": "PostalAddress", streetAddress: "433 Steeles Avenue East, Suite 300", addressLocality: "Milton", addressRegion: "ON", postalCode: "L9T 8Z4" } })}
</head><body>
<div id="__next">
<header class="mh-nav"><a href="/" class="mh-logo">Mattamy Homes</a><nav><a href="/ontario/gta/communities">Communities</a><a href="/quick-move-in">Quick Move-In Homes</a><a href="/design-studio">Design Studio</a><a href="/homeowners">Homeowners</a></nav><a class="cta" href="/register">Register</a></header>
<main>
<nav class="crumbs">Ontario › GTA › Milton › Willmott Trails › The Ashbury (End)</nav>
<section class="plan-hero">
<h1>The Ashbury (End)</h1>
<p class="plan-type">Townhome · Willmott Trails · Milton, ON</p>
<p class="plan-price">From $949,990</p>
<ul class="plan-specs"><li>3 Beds</li><li>2.5 Baths</li><li>1,826 sq ft</li><li>1-car garage</li></ul>
</section>
<section class="elevations">
<h2>Elevations</h2>
<div class="elev"><h3>Elevation A - Modern Farmhouse</h3><p>1,826 sq ft</p></div>
<div class="elev"><h3>Elevation B - Contemporary</h3><p>1,874 sq ft</p></div>
</section>
<section class="plan-desc">
<h2>About this home</h2>
<p>An end-unit townhome with extra side windows, a 9' main floor and an open great room that flows to the kitchen island. Upstairs, the primary suite has a walk-in closet and an ensuite with a glass shower, and the laundry sits beside the two secondary bedrooms. Optional finished basement adds a rec room and a fourth bathroom.</p>
<p>Deposit structure: $20,000 on signing, $20,000 in 30 days, $20,000 in 90 days. Closing from Fall 2026. Prices include HST and are subject to change without notice.</p>
</section>
<section class="qmi">
<h2>Quick move-in homes in Willmott Trails</h2>
<article><h3>Lot 214 · The Ashbury (Interior)</h3><p>$899,990 · 3 Beds · 2.5 Baths · 1,702 sq ft · Move in Jan 2026</p></article>
<article><h3>Lot 88 · The Linden (Semi)</h3><p>$1,089,990 · 4 Beds · 3.5 Baths · 2,140 sq ft · Move in now</p></article>
</section>
<section class="sales-centre">
<h2>Visit the sales centre</h2>
<p>Willmott Trails Sales Centre</p>
<p>1125 Bronte Street South, Milton, ON L9T 8H9</p>
<p>Mon-Thu 1-7 p.m. · Sat-Sun 11 a.m.-5 p.m.</p>
<p>905-555-0177</p>
</section>
</main>
<footer>
<p>© 2025 Mattamy Homes Limited. All rights reserved. Illustrations are artist's concept. Square footage is approximate and may vary with elevation. E.&amp;O.E. Tarion registered builder.</p>
${chrome("Mattamy Homes")}
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { plan: { name: "The Ashbury (End)", community: "Willmott Trails", city: "Milton", province: "ON", productType: "Townhome", priceFrom: 949990, beds: 3, baths: 2.5, elevations: [{ code: "A", sqft: 1826 }, { code: "B", sqft: 1874 }] }, salesCentre: { address: "1125 Bronte Street South", city: "Milton", postalCode: "L9T 8H9" } } }, page: "/[province]/[region]/[city]/[community]/[plan]", buildId: "mh-7c1e0a" })}</script>
</body></html>`,
    expected: {
      price: { amount: 949990, currency: "CAD" },
      propertyKind: "townhouse",
      city: "Milton",
      province: "ON",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1826,
    },
  },
  {
    name: "ho51-marilynwilson-semi-ottawa-westboro",
    site: "marilynwilson.com",
    set: "held-out-51",
    traps: "an Ottawa independent brokerage: semi-detached; square footage only as a range; lot as frontage x depth; an internal property id next to an X-prefixed MLS®; '2 full, 1 partial' baths; recently sold neighbours; the brokerage's office in RealEstateAgent JSON-LD and a legal footer",
    pageUrl: "https://www.marilynwilson.com/listing/mw-30917/317-tweedsmuir-avenue-ottawa",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>317 Tweedsmuir Avenue, Ottawa | Westboro Semi-Detached | Marilyn Wilson Dream Properties</title>
<meta name="description" content="Three-bedroom semi-detached home in Westboro, steps from Richmond Road. $1,149,000.">
<meta property="og:title" content="317 Tweedsmuir Avenue - $1,149,000">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Marilyn Wilson Dream Properties Inc., Brokerage", telephone: "613-555-0110", address: { "@type": "PostalAddress", streetAddress: "610 Bronson Avenue", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1S 4E6", addressCountry: "CA" } })}
</head><body>
<header><a href="/" class="logo">Marilyn Wilson Dream Properties</a><nav><a href="/our-listings">Our Listings</a><a href="/sold">Sold</a><a href="/team">Our Team</a><a href="/neighbourhoods">Neighbourhoods</a><a href="/contact">Contact</a></nav></header>
<main class="property-page">
<h1>317 Tweedsmuir Avenue</h1>
<h2 class="sub">Ottawa, Ontario K1Z 5R4</h2>
<div class="price">$1,149,000</div>
<div class="icons"><span>3 Bedrooms</span><span>2 Full + 1 Partial Baths</span><span>Semi-Detached</span></div>
<table class="facts">
<tr><td>Property ID</td><td>MW-30917</td></tr>
<tr><td>MLS® Number</td><td>X12418803</td></tr>
<tr><td>Neighbourhood</td><td>Westboro</td></tr>
<tr><td>Style</td><td>2-Storey Semi-Detached</td></tr>
<tr><td>Square Footage</td><td>1,500 - 2,000 sq ft</td></tr>
<tr><td>Lot Size</td><td>25 ft x 100 ft</td></tr>
<tr><td>Year Built</td><td>2012</td></tr>
<tr><td>Taxes</td><td>$8,904 / 2025</td></tr>
<tr><td>Parking</td><td>Single attached garage + 1 driveway</td></tr>
</table>
<div class="desc">
<h3>Description</h3>
<p>Built in 2012 on a quiet Westboro street, this semi has 9' ceilings, a gas fireplace and a chef's kitchen open to the dining area, with patio doors to a landscaped west-facing yard. Three bedrooms up, including a primary with a walk-in and a five-piece ensuite; second full bath and laundry on the same level. Finished lower level with a media room. Walk to Westboro Beach, Dovercourt and the shops on Richmond Road.</p>
</div>
<div class="agent">
<h3>Presented by</h3>
<p class="name">Geneviève Tremblay-Hart</p>
<p class="role">Sales Representative</p>
<p class="firm">Marilyn Wilson Dream Properties Inc., Brokerage</p>
<p>Direct: 613-555-0139</p>
</div>
<div class="recent-sold">
<h3>Recently sold in Westboro</h3>
<p>299 Tweedsmuir Avenue · Sold for $1,212,000 · 4 bed, 4 bath</p>
<p>402 Roosevelt Avenue · Sold for $989,000 · 3 bed, 3 bath</p>
</div>
</main>
<footer>
<p>Marilyn Wilson Dream Properties Inc., Brokerage · Independently owned and operated · 610 Bronson Avenue, Ottawa, ON K1S 4E6 · 613-555-0110</p>
<p>Not intended to solicit buyers or sellers currently under contract. The listing data is provided under copyright by the Ottawa Real Estate Board and is deemed reliable but not guaranteed.</p>
${chrome("Marilyn Wilson Dream Properties")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "317 Tweedsmuir Avenue",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1Z 5R4",
      neighbourhood: "Westboro",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 2500, unit: "ft2" },
      yearBuilt: 2012,
      mlsNumber: "X12418803",
      listingAgentName: "Geneviève Tremblay-Hart",
      brokerageName: "Marilyn Wilson Dream Properties Inc., Brokerage",
    },
  },
  {
    name: "ho51-colliers-industrial-winnipeg",
    site: "colliers.com",
    set: "held-out-51",
    traps: "a commercial brokerage's sale listing: building, office and warehouse areas on one page; price per square foot; site area in acres; an internal property id and no MLS®; two listing contacts with titles; additional rent and taxes; the Winnipeg office and the Toronto head office (Organization JSON-LD); geo in Place JSON-LD",
    pageUrl: "https://www.colliers.com/en-ca/properties/1540-border-street-winnipeg/can-mb-wpg-0417",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>1540 Border Street, Winnipeg, MB | Industrial For Sale | Colliers</title>
<meta name="description" content="18,400 SF freestanding industrial building on 1.92 acres in St. James Industrial for sale. Asking $4,950,000.">
<meta property="og:title" content="For Sale | 1540 Border Street">
<meta property="og:type" content="website">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Colliers", url: "https://www.colliers.com/en-ca", address: { "@type": "PostalAddress", streetAddress: "401 Bay Street, Suite 1600", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5H 2Y4", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "1540 Border Street", address: { "@type": "PostalAddress", streetAddress: "1540 Border Street", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3H 0N1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.90371, longitude: -97.20914 } })}
</head><body>
<header class="cc-header"><a href="/en-ca" class="cc-logo">Colliers</a><nav><a href="/en-ca/services">Services</a><a href="/en-ca/properties">Properties</a><a href="/en-ca/research">Research</a><a href="/en-ca/experts">Experts</a><a href="/en-ca/about">About</a></nav></header>
<main class="property">
<section class="prop-hero">
<p class="tag">For Sale · Industrial</p>
<h1>1540 Border Street</h1>
<p class="addr">Winnipeg, MB R3H 0N1</p>
<p class="asking">Asking Price: $4,950,000 <span>($269.02 PSF)</span></p>
</section>
<section class="highlights">
<h2>Property details</h2>
<ul>
<li><strong>Building Size:</strong> 18,400 SF</li>
<li><strong>Office Area:</strong> 3,200 SF (two storeys)</li>
<li><strong>Warehouse Area:</strong> 15,200 SF</li>
<li><strong>Site Area:</strong> 1.92 acres</li>
<li><strong>Clear Height:</strong> 24'</li>
<li><strong>Loading:</strong> 4 dock doors, 2 grade doors (12' x 14')</li>
<li><strong>Power:</strong> 600 amp, 600 volt, 3 phase</li>
<li><strong>Zoning:</strong> M2 - Manufacturing General</li>
<li><strong>Year Built:</strong> 2004</li>
<li><strong>Property Taxes (2025):</strong> $61,212.40</li>
<li><strong>Property ID:</strong> CAN-MB-WPG-0417</li>
</ul>
</section>
<section class="overview">
<h2>Overview</h2>
<p>Freestanding, fully sprinklered building with a fenced and paved yard, minutes from the Perimeter Highway and Winnipeg Richardson International Airport. Offered with vacant possession on closing; the current tenant's lease expires June 30, 2026. Additional rent estimated at $4.85 PSF for 2025 if leased back.</p>
</section>
<section class="contacts">
<h2>Contacts</h2>
<div class="expert"><p class="n">Jordan MacIsaac</p><p class="t">Senior Vice President, Industrial</p><p>+1 204 555 0188</p></div>
<div class="expert"><p class="n">Priya Lal</p><p class="t">Associate</p><p>+1 204 555 0191</p></div>
<p class="firm">Colliers Macaulay Nicolls Inc.</p>
<p class="office">305 Broadway, Suite 500, Winnipeg, MB R3C 3J7</p>
</section>
<section class="related">
<h2>Similar properties</h2>
<p>1875 Sargent Avenue · For Lease · 9,600 SF · $11.50 PSF net</p>
<p>44 Omands Creek Boulevard · For Sale · 26,000 SF · $6,300,000</p>
</section>
</main>
<footer>
<p>© 2025 Colliers Macaulay Nicolls Inc. This document has been prepared by Colliers for advertising and general information only. Colliers excludes unequivocally all inferred or implied terms, conditions and warranties arising out of this document and excludes all liability for loss and damages arising therefrom.</p>
${chrome("Colliers")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 4950000, currency: "CAD" },
      propertyKind: "commercial",
      street: "1540 Border Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3H 0N1",
      squareFootage: 18400,
      lot: { value: 1.92, unit: "acres" },
      yearBuilt: 2004,
      listingAgentName: "Jordan MacIsaac",
      brokerageName: "Colliers Macaulay Nicolls Inc.",
      geo: { lat: 49.90371, lng: -97.20914 },
    },
  },
];
