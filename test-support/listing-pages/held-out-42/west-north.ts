/**
 * Forty-second held-out corpus, the West and the North: a Yukon government lot sale in Whitehorse, a Saskatchewan
 * farm brokerage's grain farm, a Nunavut newspaper's classified house in Iqaluit and a Whistler brokerage's condo.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_42_WEST_NORTH: ListingPage[] = [
  {
    name: "ho42-yukon-lot-whistlebend",
    site: "yukon.ca",
    set: "held-out-42",
    traps: "a territorial government's lot sale: the lot price beside GST, a 10% deposit and a development-cost charge; the lot's legal description (Lot, Block, Plan) instead of an MLS®; the area in m² only; the Land Development Branch's Main Street office; other lots' prices in a table; coordinates on the map element; no agent or brokerage",
    pageUrl: "https://yukon.ca/en/whistle-bend-phase-9/lot-1047",
    html: `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8">
<title>Lot 1047 – 118 Olivine Crescent, Whistle Bend | Government of Yukon</title>
<meta name="description" content="Single-family residential lot for sale in Whistle Bend, Whitehorse. 612 m². $142,500 plus GST.">
<meta property="og:site_name" content="Government of Yukon">
</head><body class="path-node page-node-type-land-sale">
<a href="#main-content" class="visually-hidden focusable">Skip to main content</a>
<header role="banner"><a href="/en" class="logo">Government of Yukon</a><nav><a href="/en/services">Services</a><a href="/en/land-and-property">Land and property</a><a href="/en/lot-sales">Lot sales</a><a href="/fr">Français</a></nav></header>
<ol class="breadcrumb"><li><a href="/en">Home</a></li><li><a href="/en/land-and-property">Land and property</a></li><li><a href="/en/whistle-bend-phase-9">Whistle Bend Phase 9</a></li><li>Lot 1047</li></ol>
<main id="main-content" role="main">
<h1>Lot 1047: 118 Olivine Crescent</h1>
<p class="lead">Whistle Bend neighbourhood, Whitehorse, Yukon</p>
<div class="alert alert-info"><p>Over-the-counter sale: this lot was not purchased in the lottery of September 12 and is now available first come, first served.</p></div>
<table class="table lot-details"><caption>Lot details</caption><tbody>
<tr><th scope="row">Civic address</th><td>118 Olivine Crescent</td></tr>
<tr><th scope="row">Legal description</th><td>Lot 1047, Block 22, Plan 2024-0133 LTO</td></tr>
<tr><th scope="row">Zoning</th><td>RS – Residential single detached</td></tr>
<tr><th scope="row">Lot area</th><td>612 m²</td></tr>
<tr><th scope="row">Price</th><td>$142,500</td></tr>
<tr><th scope="row">GST</th><td>$7,125</td></tr>
<tr><th scope="row">Deposit required (10%)</th><td>$14,250</td></tr>
<tr><th scope="row">Development cost charge</th><td>$3,480 (paid to City of Whitehorse at building permit)</td></tr>
<tr><th scope="row">Building commitment</th><td>Complete a dwelling within 2 years of the agreement for sale</td></tr>
</tbody></table>
<div id="lot-map" class="map" data-lat="60.76842" data-lng="-135.09217" data-zoom="17" aria-label="Map of lot 1047"></div>
<h2>How to buy</h2>
<p>Apply in person at the Land Development Branch with photo identification and the deposit by certified cheque or bank draft. The balance is due within 90 days. Yukon residents only; one lot per applicant.</p>
<h2>Other available lots in Phase 9</h2>
<table class="table"><thead><tr><th>Lot</th><th>Address</th><th>Area</th><th>Price</th></tr></thead><tbody>
<tr><td>1039</td><td>92 Olivine Crescent</td><td>580 m²</td><td>$136,900</td></tr>
<tr><td>1052</td><td>7 Garnet Lane</td><td>704 m²</td><td>$158,200</td></tr>
<tr><td>1060</td><td>31 Garnet Lane (duplex)</td><td>845 m²</td><td>$189,000</td></tr>
</tbody></table>
<section class="contact"><h2>Contact</h2><p>Land Development Branch<br>Suite 320, 300 Main Street<br>Whitehorse, Yukon Y1A 2B5</p><p>Phone: 867-667-5555 · Toll free in Yukon: 1-800-661-0408, ext. 5555</p><p>Email: land.sales@yukon.ca</p></section>
<p class="date-modified">Date modified: 2025-10-03</p>
</main>
<footer><p>© Government of Yukon · Box 2703, Whitehorse, Yukon Y1A 2C6</p></footer>
${chrome("Yukon.ca")}
</body></html>`,
    expected: {
      price: { amount: 142500, currency: "CAD" },
      propertyKind: "land",
      street: "118 Olivine Crescent",
      city: "Whitehorse",
      province: "YT",
      neighbourhood: "Whistle Bend",
      lot: { value: 612, unit: "m2" },
      geo: { lat: 60.76842, lng: -135.09217 },
    },
  },
  {
    name: "ho42-hammondrealty-farm-rosthern",
    site: "hammondrealty.ca",
    set: "held-out-42",
    traps: "a Saskatchewan farm brokerage: a per-quarter table of legal land descriptions, acres and assessments; total assessment and taxes beside the price; cultivated acres vs total acres; a yard-site bungalow with '3 + 1' bedrooms; an 'SK'-prefixed MLS® beside the brokerage's own listing id; a recently sold farm's price; the Saskatoon office in the footer",
    pageUrl: "https://www.hammondrealty.ca/listing/hr-24-0871-rm-of-rosthern-grain-farm",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>480 Acre Grain Farm with Yard – RM of Rosthern No. 403 | Hammond Realty</title>
<meta name="description" content="Three quarters and a yard site near Rosthern, Saskatchewan. $2,350,000.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "480 Acre Grain Farm with Yard – RM of Rosthern No. 403", offers: { "@type": "Offer", price: 2350000, priceCurrency: "CAD" } })}
</head><body>
<header><a href="/" class="brand">Hammond Realty · Farm &amp; Ranch Specialists</a><nav><a href="/farms">Farms</a><a href="/ranches">Ranches</a><a href="/acreages">Acreages</a><a href="/sold">Sold</a><a href="/team">Our Agents</a></nav></header>
<main class="listing" data-listing-id="HR-24-0871">
<h1>480 Acre Grain Farm with Yard – RM of Rosthern No. 403</h1>
<p class="address">310045 Highway 312, Rosthern, SK S0K 3R0</p>
<p class="price">List Price: $2,350,000</p>
<ul class="summary">
<li><strong>MLS®:</strong> SK971234</li>
<li><strong>Listing #:</strong> HR-24-0871</li>
<li><strong>Total Acres:</strong> 480</li>
<li><strong>Cultivated Acres:</strong> 455</li>
<li><strong>Total Assessment:</strong> $1,012,600</li>
<li><strong>Taxes (2024):</strong> $6,842</li>
<li><strong>Soil Class:</strong> Mostly G and H</li>
</ul>
<h2>Land</h2>
<table class="quarters"><thead><tr><th>Legal Land Description</th><th>Acres</th><th>Cultivated</th><th>Assessment</th></tr></thead><tbody>
<tr><td>NE 14-42-03-W3</td><td>160</td><td>148</td><td>$318,900</td></tr>
<tr><td>SE 14-42-03-W3 (yard)</td><td>160</td><td>147</td><td>$374,300</td></tr>
<tr><td>NW 13-42-03-W3</td><td>160</td><td>160</td><td>$319,400</td></tr>
</tbody></table>
<h2>Yard Site</h2>
<table class="yard"><tbody>
<tr><th>Home</th><td>Bungalow</td></tr>
<tr><th>Year Built</th><td>1978</td></tr>
<tr><th>Living Area</th><td>1,450 sq ft</td></tr>
<tr><th>Bedrooms</th><td>3 + 1</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Outbuildings</th><td>40 x 60 quonset, 32 x 48 shop, 42,000 bu grain bin storage</td></tr>
<tr><th>Water</th><td>Well and 2 dugouts</td></tr>
</tbody></table>
<section class="desc"><p>A well-kept three-quarter grain operation 12 km east of Rosthern on a paved highway. The 2024 crop was canola and CWRS wheat. Surface lease on NW 13 pays $2,400 a year. Yard is sheltered with mature shelterbelts and has power, natural gas and a lined dugout.</p></section>
<section class="agent"><h2>Listing Agent</h2><p class="name">Dale Kowalchuk</p><p>Hammond Realty</p><p>306-555-0182 · dale@example.com</p></section>
<section class="recent"><h2>Recently Sold Nearby</h2><div class="card">320 Acres · RM of Fish Creek · Sold $1,480,000</div><div class="card">640 Acres · RM of Laird · Sold $3,150,000</div></section>
</main>
<footer><p>Hammond Realty · 2410 Faithfull Avenue, Saskatoon, SK S7K 1T8 · 306-555-0100</p><p>MLS® listings are provided by the Saskatchewan REALTORS® Association. The trademarks MLS® and REALTOR® are controlled by CREA.</p></footer>
${chrome("Hammond Realty")}
</body></html>`,
    expected: {
      price: { amount: 2350000, currency: "CAD" },
      propertyKind: "farm",
      street: "310045 Highway 312",
      city: "Rosthern",
      province: "SK",
      postalCode: "S0K 3R0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1450,
      lot: { value: 480, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "SK971234",
      listingAgentName: "Dale Kowalchuk",
      brokerageName: "Hammond Realty",
    },
  },
  {
    name: "ho42-nunatsiaq-classified-iqaluit",
    site: "nunatsiaq.com",
    set: "held-out-42",
    traps: "a northern newspaper's classified ad: a private seller (no agent or brokerage); 'OBO' after the price; an annual land-lease fee and a staff-housing rent in the text; '2+1 bedrooms' and 'one full bath and a half bath' in prose; a subdivision name as the neighbourhood; other classifieds with rents and a truck's price; the newspaper's Iqaluit office box in the footer",
    pageUrl: "https://nunatsiaq.com/classifieds/for-sale-house-plateau-iqaluit/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8">
<title>FOR SALE – House on the Plateau, Iqaluit – Nunatsiaq News Classifieds</title>
<meta property="og:title" content="FOR SALE – House on the Plateau, Iqaluit">
<meta property="og:type" content="article">
<link rel="stylesheet" href="/wp-content/themes/nunatsiaq/style.css">
</head><body class="single single-classified">
<header class="site-header"><a href="/" class="logo">Nunatsiaq News</a><nav><a href="/news">News</a><a href="/opinion">Opinion</a><a href="/classifieds">Classifieds</a><a href="/jobs">Jobs</a><a href="/tenders">Tenders</a><a href="/ᐃᓄᒃᑎᑐᑦ">ᐃᓄᒃᑎᑐᑦ</a></nav></header>
<main class="content">
<article class="classified">
<p class="category"><a href="/classifieds/category/real-estate">Real Estate – For Sale</a></p>
<h1 class="entry-title">FOR SALE – House on the Plateau, Iqaluit</h1>
<p class="posted">Posted October 6, 2025</p>
<div class="entry-content">
<p><strong>3021 Qaqqaq Road, Iqaluit, NU X0A 0H0</strong></p>
<p><strong>Asking $689,000 OBO</strong></p>
<p>Detached house on the Plateau with a view of Koojesse Inlet. 2+1 bedrooms, one full bath and a half bath, about 1,280 sq ft on two levels. Built in 2009. New oil furnace (2022), 1,800 L water tank and 2,700 L sewage tank on trucked service, heated porch and storage shed.</p>
<p>Land is leased from the City of Iqaluit (annual lease fee about $1,850). Currently rented as staff housing at $2,100/month; tenant will leave on closing. Appliances included; furniture negotiable. Sealift order for 2026 can be transferred.</p>
<p>Serious inquiries only. Call or text Mary at 867-555-0147 after 5 pm.</p>
</div>
</article>
<aside class="more-classifieds"><h2>More classifieds</h2>
<ul>
<li><a href="/classifieds/apartment-for-rent-happy-valley/">FOR RENT – 2 bedroom apartment, Happy Valley – $2,950/month</a></li>
<li><a href="/classifieds/for-sale-2019-ford-f150/">FOR SALE – 2019 Ford F-150, 88,000 km – $18,500</a></li>
<li><a href="/classifieds/house-for-sale-rankin-inlet/">FOR SALE – 3 bedroom house, Rankin Inlet – $525,000</a></li>
</ul></aside>
<aside class="ad"><p>Advertise in Nunatsiaq News: classifieds from $35 a week in print and online.</p></aside>
</main>
<footer class="site-footer"><p>Nunatsiaq News · P.O. Box 8, Iqaluit, Nunavut X0A 0H0 · 867-979-5357</p><p>© 2025 Nortext Publishing Corporation. All rights reserved.</p></footer>
${chrome("Nunatsiaq News")}
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "CAD" },
      propertyKind: "house",
      street: "3021 Qaqqaq Road",
      city: "Iqaluit",
      province: "NU",
      postalCode: "X0A 0H0",
      neighbourhood: "Plateau",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1280,
      yearBuilt: 2009,
    },
  },
  {
    name: "ho42-whistlerrealestate-condo-village",
    site: "whistlerrealestate.com",
    set: "held-out-42",
    traps: "a resort brokerage's condo: 'plus GST' after the price; monthly strata fees; last year's nightly-rental revenue; a listing agent and a co-listing agent; the brokerage's office on the same Main Street as the listing; an R-prefixed MLS®; 'Whistler Village' as the sub-area; other condos' prices in cards",
    pageUrl: "https://www.whistlerrealestate.com/listings/r2918455-312-4314-main-street-whistler",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>312-4314 Main Street, Whistler | MLS® R2918455 | Whistler Real Estate Co.</title>
<meta name="description" content="1 bed, 1 bath, 642 sq ft condo in Whistler Village. $1,189,000 plus GST.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "312-4314 Main Street", numberOfRooms: 1, floorSize: { "@type": "QuantitativeValue", value: 642, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "312-4314 Main Street", addressLocality: "Whistler", addressRegion: "BC", postalCode: "V8E 0A4", addressCountry: "CA" } })}
</head><body>
<header><a href="/" class="logo">Whistler Real Estate Co.</a><nav><a href="/listings">Listings</a><a href="/condos">Condos &amp; Townhomes</a><a href="/chalets">Chalets</a><a href="/market-reports">Market Reports</a><a href="/agents">Agents</a></nav></header>
<main class="property" data-property-id="77120">
<section class="hero">
<h1>312-4314 Main Street</h1>
<p class="location">Whistler Village, Whistler, BC V8E 0A4</p>
<p class="price">$1,189,000 <span class="gst">plus GST</span></p>
</section>
<dl class="details">
<dt>MLS® #</dt><dd>R2918455</dd>
<dt>Property Type</dt><dd>Apartment/Condo</dd>
<dt>Bedrooms</dt><dd>1</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Floor Area</dt><dd>642 sq ft</dd>
<dt>Year Built</dt><dd>1998</dd>
<dt>Strata Fees</dt><dd>$812 / month</dd>
<dt>Zoning</dt><dd>TA (Tourist Accommodation)</dd>
<dt>2024 Gross Rental Revenue</dt><dd>$68,400</dd>
</dl>
<section class="remarks"><h2>Description</h2><p>Ski-in ski-out convenience steps from the Village Gondola. Renovated in 2021 with a gas fireplace, quartz kitchen and a balcony over the stroll. Unrestricted nightly rentals with owner use; the building has a hot tub, pool and ski lockers. Second-floor unit facing the plaza.</p></section>
<section class="agents"><h2>Listed By</h2>
<div class="agent primary"><p class="name">Kira Lindstrom PREC*</p><p>Listing Agent</p><p>604-555-0133</p></div>
<div class="agent"><p class="name">Marc Tessier</p><p>Co-listing Agent</p><p>604-555-0161</p></div>
<p class="brokerage">Whistler Real Estate Co. Ltd.</p></section>
<section class="similar"><h2>Similar Properties</h2>
<div class="card"><a href="/listings/r2920117">208-4338 Main Street</a><span>$949,000</span><span>1 bd · 1 ba · 560 sq ft</span></div>
<div class="card"><a href="/listings/r2915502">15-4355 Northlands Blvd</a><span>$1,695,000</span><span>2 bd · 2 ba · 1,010 sq ft</span></div>
</section>
</main>
<footer><p>Whistler Real Estate Co. Ltd. · 4308 Main Street, Whistler, BC V8E 1A9 · 604-555-0100</p><p>*Personal Real Estate Corporation. This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.</p></footer>
${chrome("Whistler Real Estate Co.")}
</body></html>`,
    expected: {
      price: { amount: 1189000, currency: "CAD" },
      propertyKind: "condo",
      street: "312-4314 Main Street",
      city: "Whistler",
      province: "BC",
      postalCode: "V8E 0A4",
      neighbourhood: "Whistler Village",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 642,
      yearBuilt: 1998,
      mlsNumber: "R2918455",
      listingAgentName: "Kira Lindstrom",
      brokerageName: "Whistler Real Estate Co. Ltd.",
    },
  },
];
