/**
 * Seventy-fifth held-out corpus, the territories: a self-governing First Nation's leasehold residential lot in
 * Whitehorse, a Hay River weekly's classified for a mobile home on its own lot and an Iqaluit landlord's apartment for
 * rent. Addresses, names and numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, ga4, gallery, navList, siteFooter, social, tiles, weatherWidget, wpHead } from "./chrome.ts";

export const HELD_OUT_75_NORTH: ListingPage[] = [
  {
    name: "ho75-kwanlindun-lease-lot-porter-creek",
    site: "kwanlindun.com",
    set: "held-out-75",
    traps: "a self-governing First Nation's lot-lease offering: the prepaid 125-year lease price beside GST, a 10% deposit, an annual land administration fee and a 'comparable fee-simple lot' market value; Settlement Land parcel and lot numbers instead of an MLS®; area in m² with an acre echo; the neighbourhood named in a row; lottery results of earlier lots with their prices; the lot's pin in data attributes beside the Lands office address; no agent or brokerage",
    pageUrl: "https://www.kwanlindun.com/heritage-lands-and-resources/land-opportunities/lot-9-walnut-street/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lot 9 – 18 Walnut Street (Residential Lease) – Kwanlin Dün First Nation</title>
<meta name="description" content="Residential lot available by 125-year prepaid lease on Kwanlin Dün Settlement Land in Porter Creek, Whitehorse.">
<meta property="og:site_name" content="Kwanlin Dün First Nation">
${wpHead("kdfn-2021", "6.5.2")}
${ga4("G-KDFN44LRD1")}
</head><body class="page-template page-template-template-land-offering">
${cookieBar("Kwanlin Dün First Nation")}
<header class="kdfn-header"><a href="/" class="kdfn-logo"><img src="/wp-content/uploads/2021/06/kdfn-logo.svg" alt="Kwanlin Dün First Nation"></a>
${navList(["Government", "Citizens", "Heritage, Lands and Resources", "Health", "Education", "Justice", "Careers", "News"], "kdfn-nav")}
</header>
<nav class="breadcrumbs"><a href="/">Home</a> / <a href="/heritage-lands-and-resources/">Heritage, Lands and Resources</a> / <a href="/heritage-lands-and-resources/land-opportunities/">Land Opportunities</a> / Lot 9</nav>
<main class="land-offering">
<h1>Lot 9 – 18 Walnut Street</h1>
<p class="subtitle">Residential lease lot · Porter Creek, Whitehorse</p>
<div class="notice"><p><strong>Open to the public.</strong> This lot was offered to Kwanlin Dün Beneficiaries and Citizens in the spring lottery and was not allocated. Under the <em>Lands Act</em> it is now offered to any eligible applicant on a first-come, first-served basis.</p></div>
${gallery("/wp-content/uploads/2025/06/walnut-lot9", 4, "Lot 9 Walnut Street")}
<table class="offering-details"><caption>Lot details</caption><tbody>
<tr><th>Civic address</th><td>18 Walnut Street</td></tr>
<tr><th>Neighbourhood</th><td>Porter Creek</td></tr>
<tr><th>Municipality</th><td>City of Whitehorse</td></tr>
<tr><th>Settlement Land parcel</th><td>C-25B, Lot 9 (Plan 2023-0417 LTO)</td></tr>
<tr><th>Lot area</th><td>1,812 m² (0.45 acres)</td></tr>
<tr><th>Zoning (City of Whitehorse)</th><td>RS – Residential Single Detached</td></tr>
<tr><th>Tenure</th><td>Registered leasehold, 125-year term, prepaid</td></tr>
<tr><th>Lease price</th><td>$97,250</td></tr>
<tr><th>GST</th><td>$4,862.50</td></tr>
<tr><th>Deposit (10%)</th><td>$9,725</td></tr>
<tr><th>Annual land administration fee</th><td>$350</td></tr>
<tr><th>Comparable fee-simple lot value (2025 appraisal)</th><td>$165,000</td></tr>
<tr><th>Services</th><td>City water and sewer, power, paved road</td></tr>
</tbody></table>
<h2>What a lease means</h2>
<p>Kwanlin Dün Settlement Land is never sold. The purchaser receives a registered 125-year lease that can be mortgaged, sold or passed to family, and pays City of Whitehorse property taxes like any other owner. The lease price is paid once, at signing. A dwelling must be completed within three years.</p>
<div id="offering-map" class="map" data-lat="60.75892" data-lng="-135.11307" data-zoom="16" data-title="Lot 9, 18 Walnut Street"></div>
<h2>Earlier lots on Walnut and Pine</h2>
<table class="results"><thead><tr><th>Lot</th><th>Address</th><th>Area</th><th>Lease price</th><th>Status</th></tr></thead><tbody>
<tr><td>3</td><td>6 Pine Street</td><td>1,296 m²</td><td>$42,325</td><td>Allocated (Citizen lottery)</td></tr>
<tr><td>5</td><td>11 Pine Street</td><td>1,410 m²</td><td>$48,900</td><td>Allocated (Citizen lottery)</td></tr>
<tr><td>7</td><td>14 Walnut Street</td><td>1,655 m²</td><td>$57,250</td><td>Allocated (Citizen lottery)</td></tr>
<tr><td>9</td><td>18 Walnut Street</td><td>1,812 m²</td><td>$97,250</td><td>Available</td></tr>
</tbody></table>
<h2>How to apply</h2>
<ol><li>Download and complete the Lease Application.</li><li>Book an appointment with Lands staff and bring photo ID and the deposit (certified cheque or bank draft payable to Kwanlin Dün First Nation).</li><li>Sign the Agreement to Lease; the balance is due within 90 days.</li></ol>
<section class="contact-card"><h2>Questions?</h2><p>Lands and Resources Department<br>Kwanlin Dün First Nation<br>44 McIntyre Drive, Whitehorse, YT Y1A 5A5</p><p>Phone: 867-555-0134<br>Email: lands@kwanlindun.com</p></section>
</main>
<aside class="sidebar">${weatherWidget("Whitehorse", "-12°C")}<div class="widget"><h4>Land documents</h4><ul><li><a href="/wp-content/uploads/2021/10/lands-act.pdf">Lands Act</a></li><li><a href="/wp-content/uploads/2021/10/lands-regulations.pdf">Lands Regulations</a></li><li><a href="/heritage-lands-and-resources/landsplan/">Community Lands Plan</a></li></ul></div></aside>
${siteFooter([
  `<h4>Kwanlin Dün First Nation</h4><address>35 McIntyre Drive<br>Whitehorse, Yukon Y1A 5A5</address><p>Phone: 867-555-0100 · Toll free 1-866-555-0100</p>`,
  `<h4>Follow us</h4>${social()}`,
  `<p>Kwanlin Dün First Nation is a self-governing First Nation under the Kwanlin Dün First Nation Final and Self-Government Agreements.</p>`,
], ["© 2025 Kwanlin Dün First Nation. All rights reserved."])}
</body></html>`,
    expected: {
      price: { amount: 97250 },
      propertyKind: "land",
      street: "18 Walnut Street",
      city: "Whitehorse",
      province: "YT",
      neighbourhood: "Porter Creek",
      lot: { value: 1812, unit: "m2" },
      geo: { lat: 60.75892, lng: -135.11307 },
    },
  },
  {
    name: "ho75-hayriverhub-mobile-home-hay-river",
    site: "hayriverhub.com",
    set: "held-out-75",
    traps: "a northern weekly's WordPress classifieds plugin ad: '$149,000 OBO' with the seller's first name and phone; a 2008 16 x 76 mobile home '1,216 sq ft' on an owned lot '60 x 120'; fuel-oil and power costs per month; an addition and a shed measured in feet; the ad number and posting date; other ads (rentals per month, a boat, a lot for rent) on the same page; the newspaper's office address and postal code in the footer; no agent, brokerage or MLS®",
    pageUrl: "https://hayriverhub.com/classifieds/real-estate/2008-mobile-home-on-own-lot-46-tamarack-crescent/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2008 Mobile Home on Own Lot – 46 Tamarack Crescent | Classifieds | The Hub</title>
<meta name="description" content="3 bed 2 bath 2008 mobile on its own lot in Hay River. $149,000 OBO.">
${wpHead("newspaper-child", "6.3.5")}
<link rel="stylesheet" id="awpcp-frontend-style-css" href="/wp-content/plugins/another-wordpress-classifieds-plugin/resources/css/awpcpstyle.css?ver=4.3.3" media="all">
${ga4("G-HUBHR8127")}
</head><body class="page-template-default page awpcp-page">
${cookieBar("The Hub")}
<div class="td-header-top"><span class="td-date">Wednesday, November 19, 2025</span>${weatherWidget("Hay River", "-18°C")}</div>
<header class="td-header"><a href="/" class="td-logo"><img src="/wp-content/uploads/2020/02/the-hub-logo.png" alt="The Hub – Hay River, NWT"></a>
${navList(["News", "Sports", "Community", "Opinion", "Obituaries", "Classifieds", "E-Edition", "Subscribe"], "td-main-menu")}
</header>
<div class="td-ad-leaderboard"><a href="/advertise/"><img src="/wp-content/uploads/2025/10/ad-fuel-delivery-728x90.jpg" alt="Advertisement"></a></div>
<main class="td-main-content awpcp-classifieds">
<div class="awpcp-navigation"><a href="/classifieds/">All Classifieds</a> › <a href="/classifieds/real-estate/">Real Estate For Sale</a> › Ad #4471</div>
<div class="awpcp-show-ad">
<h2 class="awpcp-ad-title">2008 Mobile Home on Own Lot – 46 Tamarack Crescent</h2>
<div class="awpcp-ad-meta"><span>Posted Nov 12, 2025</span> · <span>Ad #4471</span> · <span>Category: Real Estate For Sale</span> · <span>Views: 612</span></div>
<div class="awpcp-ad-price"><label>Price:</label> <strong>$149,000 OBO</strong></div>
<div class="awpcp-ad-primary-images">${gallery("/wp-content/uploads/awpcp/2025/11/4471", 6, "Mobile home 46 Tamarack Crescent", "awpcp-thumbs")}</div>
<div class="awpcp-extra-fields">
<div class="awpcp-extra-field"><label>Location:</label> <span>46 Tamarack Crescent, Hay River, NT</span></div>
<div class="awpcp-extra-field"><label>Type:</label> <span>Mobile / Manufactured Home</span></div>
<div class="awpcp-extra-field"><label>Year:</label> <span>2008</span></div>
<div class="awpcp-extra-field"><label>Bedrooms:</label> <span>3</span></div>
<div class="awpcp-extra-field"><label>Bathrooms:</label> <span>2</span></div>
<div class="awpcp-extra-field"><label>Size:</label> <span>16 x 76 (1,216 sq ft)</span></div>
<div class="awpcp-extra-field"><label>Lot:</label> <span>Owned, 60 x 120 ft</span></div>
</div>
<div class="awpcp-ad-description"><p>Moving south and selling our well-kept 2008 Moduline. Three bedrooms, two full baths (master has ensuite with soaker tub), open kitchen/living room, laundry room with newer washer and dryer. Furnace serviced every fall, new hot water tank 2023, metal roof 2021. 12 x 16 heated addition used as a porch/boot room and an 8 x 12 shed. NOT in a park – the lot is owned, so no pad rent.</p><p>Fuel oil runs about $310/month in winter, power about $190/month. Close to the high school and the rec centre. Some furniture can stay. Serious inquiries only, no trades please. Call or text Doug at 867-555-0158 after 5 pm.</p></div>
<div class="awpcp-ad-contact"><a class="button" href="/classifieds/reply-to-ad/4471/">Reply to this ad</a> <a href="/classifieds/flag-ad/4471/">Flag ad</a></div>
</div>
${tiles("More Classifieds", [
  { href: "/classifieds/rentals/2-bed-apartment-old-town/", price: "$1,850/month", title: "2 bed apartment – Old Town", meta: "Heat incl., available Dec 1" },
  { href: "/classifieds/rentals/trailer-lot-for-rent-paradise-gardens/", price: "$450/month", title: "Trailer lot for rent – Paradise Gardens", meta: "Serviced, 50 x 100" },
  { href: "/classifieds/boats/2016-lund-1875-pro-v/", price: "$28,500", title: "2016 Lund 1875 Pro-V with 150 Yamaha", meta: "Boats" },
  { href: "/classifieds/real-estate/cabin-on-great-slave-lake-shore/", price: "$89,000", title: "Cabin on the lakeshore near Enterprise", meta: "Real Estate For Sale" },
], "awpcp-related")}
</main>
<aside class="td-sidebar"><div class="widget"><h4>Place a Classified</h4><p>Ads are $15 for 30 words per week in print and online. Real estate ads with photos $35.</p><a href="/classifieds/place-ad/">Place an ad</a></div><div class="widget"><h4>Most Read</h4><ul><li><a href="/news/">Council approves 2026 capital budget</a></li><li><a href="/sports/">Huskies sweep Fort Smith</a></li></ul></div></aside>
${siteFooter([
  `<h4>The Hub</h4><address>Box 1250<br>8 Gagnier Street<br>Hay River, NT X0E 0R0</address><p>Phone: 867-555-0122</p>`,
  `<h4>Sections</h4><ul><li><a href="/news/">News</a></li><li><a href="/classifieds/">Classifieds</a></li><li><a href="/e-edition/">E-Edition</a></li></ul>`,
  social(),
], ["© 2025 The Hub. Serving Hay River and the South Slave since 1973.", "Classified ads are posted by readers; The Hub does not verify their content."], "td-footer")}
</body></html>`,
    expected: {
      price: { amount: 149000 },
      propertyKind: "mobile",
      street: "46 Tamarack Crescent",
      city: "Hay River",
      province: "NT",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1216,
      lot: { value: 7200, unit: "ft2" },
      yearBuilt: 2008,
    },
  },
  {
    name: "ho75-nunastar-apartment-rent-iqaluit",
    site: "nunastar.com",
    set: "held-out-75",
    traps: "an Iqaluit landlord's unit page: '$2,650 / month' beside a furnished option, a security deposit equal to a month and a plug-in parking fee; the building-number address style with the unit first; JSON-LD Apartment with floor size, rooms and geo, next to the company's Organization block with its own Iqaluit address; 'Neighbourhood' row; other available units (an office space priced per sq ft per year among them); no MLS®, agent or brokerage",
    pageUrl: "https://www.nunastar.com/residential/available-units/tundra-ridge-304/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tundra Ridge – Unit 304 | 2 Bedroom Apartment for Rent | Nunastar Properties Inc.</title>
<meta name="description" content="2 bedroom apartment at Tundra Ridge, Iqaluit. $2,650 per month, heat and water included.">
<link rel="stylesheet" href="/assets/css/site.min.css?v=2.8.1">
<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Apartment", name: "Tundra Ridge – Unit 304", description: "Two-bedroom apartment with in-suite laundry, heat and water included.", numberOfRooms: 4, numberOfBedrooms: 2, numberOfBathroomsTotal: 1, floorSize: { "@type": "QuantitativeValue", value: 780, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "304-1110 Queen Elizabeth Way", addressLocality: "Iqaluit", addressRegion: "NU", postalCode: "X0A 0H0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 63.74893, longitude: -68.51862 }, petsAllowed: false })}</script>
<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", name: "Nunastar Properties Inc.", url: "https://www.nunastar.com/", telephone: "+1-867-555-0190", address: { "@type": "PostalAddress", streetAddress: "Building 923, Astro Hill", addressLocality: "Iqaluit", addressRegion: "NU", postalCode: "X0A 0H0", addressCountry: "CA" } })}</script>
${ga4("G-NSTAR2024X")}
</head><body class="unit-page">
${cookieBar("Nunastar Properties")}
<header class="site-header"><a href="/" class="brand"><img src="/assets/img/nunastar-logo.svg" alt="Nunastar Properties Inc."></a>
${navList(["Residential", "Commercial", "Hotel", "Tenant Portal", "About", "Contact"], "site-nav")}
</header>
<main class="container">
<nav class="crumbs"><a href="/residential/">Residential</a> / <a href="/residential/available-units/">Available Units</a> / Tundra Ridge 304</nav>
<div class="unit-head">
<h1>Tundra Ridge – Unit 304</h1>
<p class="unit-address">304-1110 Queen Elizabeth Way, Iqaluit, NU X0A 0H0</p>
<div class="unit-rent"><span class="amount">$2,650</span><span class="per">/ month</span></div>
<p class="unit-avail">Available January 1, 2026 · 12-month lease</p>
</div>
${gallery("/media/units/tr-304", 8, "Tundra Ridge unit 304")}
<div class="unit-grid">
<section class="unit-facts"><h2>Unit details</h2>
<dl>
<dt>Building</dt><dd>Tundra Ridge (Building 1110)</dd>
<dt>Neighbourhood</dt><dd>Plateau</dd>
<dt>Floor</dt><dd>3rd of 4</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Size</dt><dd>780 sq ft</dd>
<dt>Rent</dt><dd>$2,650 / month</dd>
<dt>Furnished option</dt><dd>+ $250 / month</dd>
<dt>Security deposit</dt><dd>$2,650</dd>
<dt>Included</dt><dd>Heat, water, garbage, snow clearing</dd>
<dt>Tenant pays</dt><dd>Electricity (Qulliq Energy), internet</dd>
<dt>Parking</dt><dd>Plug-in stall $50 / month</dd>
<dt>Pets</dt><dd>No pets</dd>
</dl></section>
<section class="unit-desc"><h2>About this unit</h2><p>Bright corner unit on the third floor with bay views from the living room. In-suite washer and dryer, dishwasher, triple-pane windows and an arctic entry. The building has a secure entrance, elevator, mail room and on-site maintenance. A short walk to the schools, the Aquatic Centre and the Northmart.</p>
<p>Corporate and government staff-housing leases are welcome; ask about multi-unit rates.</p></section>
</div>
<section class="apply"><h2>Apply for this unit</h2><p>Complete the rental application through the Tenant Portal or email leasing@nunastar.com. Credit check and references required.</p><a class="btn" href="/tenant-portal/apply/?unit=TR-304">Apply now</a></section>
${tiles("Other available units", [
  { href: "/residential/available-units/tundra-ridge-105/", price: "$2,150 / month", title: "Tundra Ridge – Unit 105", meta: "1 bed · 1 bath · 560 sq ft" },
  { href: "/residential/available-units/creekside-row-12/", price: "$3,400 / month", title: "Creekside Row – Unit 12", meta: "3 bed · 1.5 bath townhouse" },
  { href: "/commercial/available-space/astro-hill-suite-210/", price: "$32 / sq ft / yr", title: "Astro Hill – Suite 210", meta: "Office · 1,140 sq ft" },
])}
</main>
${siteFooter([
  `<h4>Nunastar Properties Inc.</h4><address>Building 923, Astro Hill<br>P.O. Box 1239<br>Iqaluit, NU X0A 0H0</address><p>867-555-0190</p>`,
  `<h4>Leasing Office Hours</h4><p>Monday–Friday 9:00–5:00<br>Emergency maintenance 24/7: 867-555-0191</p>`,
  social(),
], ["© 2025 Nunastar Properties Inc.", "Rents and availability subject to change. Serving Iqaluit since 1988."])}
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "304-1110 Queen Elizabeth Way",
      city: "Iqaluit",
      province: "NU",
      postalCode: "X0A 0H0",
      neighbourhood: "Plateau",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 780,
      geo: { lat: 63.74893, lng: -68.51862 },
    },
  },
];
