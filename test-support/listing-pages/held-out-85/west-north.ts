/**
 * Eighty-fifth held-out corpus, the Prairies, the territories and the BC Interior: a Saskatchewan brokerage's
 * WordPress (Houzez-style) page for a quarter-section grain farm near Muenster, a Manitoba cottage brokerage's
 * Squarespace page for a Winnipeg Beach cottage, a Whitehorse brokerage's Webflow page for a Whistle Bend condo
 * townhouse, a Yellowknife brokerage's Drupal page for a downtown commercial building, and a Shuswap brokerage's Nuxt
 * app for a manufactured home in a Salmon Arm park. Addresses, names and numbers are invented; expected facts were
 * written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  blogTeasers,
  calculator,
  cards,
  contactForm,
  creaEn,
  gallery,
  json,
  nav,
  reliable,
  wpFooterScripts,
  yoastGraph,
} from "./chrome.ts";

const calcEn = {
  title: "Mortgage Calculator",
  price: "Home price",
  down: "Down payment",
  rate: "Interest rate (%)",
  years: "Amortization (years)",
  result: "Monthly payment:",
};

export const HELD_OUT_85_WEST_NORTH: ListingPage[] = [
  {
    name: "ho85-prairiewind-farm-muenster",
    site: "prairiewindrealty.ca",
    set: "held-out-85",
    traps:
      "Saskatchewan brokerage's WordPress real-estate theme: Yoast graph whose only address is the Humboldt office's (also in the top bar); the theme's detail list ('Land Area: 158.6 acres', 'Home Size: 1,624 sq ft'); the site's own 'Property ID' beside the MLS® number; 142 cultivated acres, bin capacity and 2024 taxes; the theme's map variable with the yard site's point; a sidebar of featured listings and a blog teaser",
    pageUrl: "https://prairiewindrealty.ca/property/quarter-section-grain-farm-near-muenster/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quarter-Section Grain Farm near Muenster | Prairie Wind Realty</title>
<meta name="description" content="Quarter-section grain farm with a 1976 farmhouse, shop and bins on a sheltered yard site east of Muenster, Saskatchewan.">
<meta property="og:type" content="article">
<meta property="og:title" content="Quarter-Section Grain Farm near Muenster">
<meta property="og:image" content="https://prairiewindrealty.ca/wp-content/uploads/2025/04/grid667-yard-1.jpg">
<link rel="stylesheet" id="houzez-style-css" href="/wp-content/themes/houzez/style.css?ver=2.8.6" media="all">
${yoastGraph({
  url: "https://prairiewindrealty.ca/property/quarter-section-grain-farm-near-muenster/",
  title: "Quarter-Section Grain Farm near Muenster | Prairie Wind Realty",
  site: "https://prairiewindrealty.ca",
  orgName: "Prairie Wind Realty Ltd.",
  orgAddress: { street: "614 Main Street", city: "Humboldt", region: "SK", postal: "S0K 2A0" },
  phone: "+1-306-555-0142",
  crumbs: [["Home", "https://prairiewindrealty.ca/"], ["Farms & Acreages", "https://prairiewindrealty.ca/property-type/farm/"], ["Quarter-Section Grain Farm near Muenster", "https://prairiewindrealty.ca/property/quarter-section-grain-farm-near-muenster/"]],
  lang: "en-CA",
})}
</head>
<body class="property-template-default single single-property postid-4187 houzez-theme">
<div class="top-bar-wrap"><div class="top-bar-left"><i class="houzez-icon icon-pin"></i> 614 Main Street, Humboldt, SK S0K 2A0</div><div class="top-bar-right"><a href="tel:3065550142"><i class="houzez-icon icon-phone"></i> 306-555-0142</a> · <a href="mailto:info@prairiewindrealty.ca">info@prairiewindrealty.ca</a></div></div>
<header class="header-main-wrap"><div class="logo"><a href="/"><img src="/wp-content/uploads/2023/01/prairie-wind-logo.png" alt="Prairie Wind Realty"></a></div>
${nav([["Home", "/"], ["Farms &amp; Acreages", "/property-type/farm/"], ["Residential", "/property-type/residential/"], ["Commercial", "/property-type/commercial/"], ["Our Team", "/our-team/"], ["Blog", "/blog/"], ["Contact", "/contact/"]], "main-nav")}
</header>
<section class="content-wrap property-wrap">
<div class="page-title-wrap"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/property-type/farm/">Farms &amp; Acreages</a></li><li class="active">Quarter-Section Grain Farm near Muenster</li></ol>
<div class="page-title"><h1>Quarter-Section Grain Farm near Muenster</h1></div>
<address class="item-address">41012 Grid Road 667, Muenster, SK S0K 2Y0</address>
<ul class="item-price-wrap"><li class="item-price">$895,000</li></ul>
<div class="labels-wrap"><a class="label-status" href="/status/for-sale/">For Sale</a><a class="label" href="/label/farm/">Farm</a></div></div>
${gallery("https://prairiewindrealty.ca/wp-content/uploads/2025/04/grid667", 18, "41012 Grid Road 667")}
<div class="property-overview-wrap"><h2>Overview</h2>
<ul class="list-unstyled flex-fill"><li class="property-overview-item"><strong>Farm</strong><span>Property Type</span></li><li class="property-overview-item"><strong>4</strong><span>Bedrooms</span></li><li class="property-overview-item"><strong>2</strong><span>Bathrooms</span></li><li class="property-overview-item"><strong>2</strong><span>Garage</span></li><li class="property-overview-item"><strong>1,624</strong><span>Sq Ft</span></li><li class="property-overview-item"><strong>1976</strong><span>Year Built</span></li></ul></div>
<div class="property-description-wrap"><h2>Description</h2>
<p>A tidy quarter section east of Muenster with a sheltered yard site, mature shelterbelt and paved access off Grid Road 667. 142 cultivated acres of Black soil, currently seeded to canola and spring wheat on a crop-share lease that ends after the 2025 harvest.</p>
<p>The 1976 one-and-a-half-storey farmhouse has three bedrooms upstairs and one on the main floor, a full bath upstairs and a three-piece bath off the mudroom. Updates include a 2019 high-efficiency furnace, shingles (2021) and a new well pump (2022). The yard includes a 40 x 60 insulated shop with in-floor heat, a double detached garage, and five hopper-bottom bins totalling about 27,000 bushels.</p>
<p>15 minutes to Humboldt for schools, the hospital and the Uniplex. A quarter section with a good yard rarely comes up in this area — call for the soil report and the lease terms.</p></div>
<div class="property-detail-wrap"><h2>Details</h2>
<ul class="list-2-cols list-unstyled">
<li><strong>Property ID:</strong> <span>PWR-0418</span></li>
<li><strong>MLS®:</strong> <span>SK981245</span></li>
<li><strong>Price:</strong> <span>$895,000</span></li>
<li><strong>Property Type:</strong> <span>Farm</span></li>
<li><strong>Property Status:</strong> <span>For Sale</span></li>
<li><strong>Land Area:</strong> <span>158.6 acres</span></li>
<li><strong>Cultivated Acres:</strong> <span>142</span></li>
<li><strong>Home Size:</strong> <span>1,624 sq ft</span></li>
<li><strong>Bedrooms:</strong> <span>4</span></li>
<li><strong>Bathrooms:</strong> <span>2</span></li>
<li><strong>Garage Size:</strong> <span>24 x 26</span></li>
<li><strong>Year Built:</strong> <span>1976</span></li>
<li><strong>Taxes (2024):</strong> <span>$3,412</span></li>
<li><strong>Legal:</strong> <span>NE 14-37-23 W2</span></li>
</ul></div>
<div class="property-address-wrap"><h2>Address</h2><ul class="list-2-cols list-unstyled"><li class="detail-address"><strong>Address</strong><span>41012 Grid Road 667</span></li><li class="detail-city"><strong>City</strong><span>Muenster</span></li><li class="detail-state"><strong>Province</strong><span>SK</span></li><li class="detail-zip"><strong>Postal Code</strong><span>S0K 2Y0</span></li><li class="detail-country"><strong>Country</strong><span>Canada</span></li></ul>
<div id="houzez-single-listing-map" class="map-wrap"></div></div>
${calculator(calcEn, "895000", "223750", "5.19", "25", "$3,988")}
<div class="agent-detail-wrap"><div class="agent-image"><img src="/wp-content/uploads/2023/01/dale-kowalchuk.jpg" alt="Dale Kowalchuk"></div>
<ul class="agent-information list-unstyled"><li class="agent-name"><i class="houzez-icon icon-single-neutral"></i> Dale Kowalchuk</li><li class="agent-position">REALTOR® · Farm &amp; Acreage Specialist</li><li class="agent-company">Prairie Wind Realty Ltd.</li><li class="agent-phone"><a href="tel:3065550187">306-555-0187</a></li><li><a class="agent-link" href="/agent/dale-kowalchuk/">View Listings</a></li></ul></div>
${contactForm("Ask about this farm", "Send Message", "Hello, I am interested in [Quarter-Section Grain Farm near Muenster]")}
</section>
<aside class="sidebar">
<div class="widget widget-featured-properties"><h3 class="widget-title">Featured Listings</h3>
${cards("", [
  { href: "/property/acreage-with-shop-st-gregor/", price: "$439,900", title: "Acreage with Shop – St. Gregor", meta: "10.2 acres · 3 Beds · 2 Baths" },
  { href: "/property/bungalow-humboldt-east/", price: "$319,000", title: "1108 7th Avenue, Humboldt", meta: "3 Beds · 2 Baths · 1,196 sq ft" },
  { href: "/property/two-quarters-annaheim/", price: "$1,180,000", title: "Two Quarters near Annaheim", meta: "318 acres · Grain land" },
], "featured")}</div>
${blogTeasers("From the Blog", [["What Buyers Ask About Crop-Share Leases", "/blog/crop-share-leases/", "A lease running through harvest is common on spring listings. Here is how possession usually works…"], ["2025 Assessment Notices: What Changed for RM Land", "/blog/2025-assessments/", "Most farmland values in our area rose between 8 and 12 per cent…"]], "widget blog-widget")}
</aside>
<footer class="footer-wrap"><div class="footer-top"><div class="footer-col"><h4>Prairie Wind Realty Ltd.</h4><p>614 Main Street<br>Humboldt, SK S0K 2A0</p><p>Office: 306-555-0142</p></div><div class="footer-col"><h4>Quick Links</h4>${nav([["Sell Your Farm", "/sell/"], ["Market Reports", "/market-reports/"], ["Privacy Policy", "/privacy-policy/"]], "footer-nav")}</div></div>
<div class="footer-bottom"><p>${creaEn}</p><p>${reliable}</p><p>© 2025 Prairie Wind Realty Ltd. Independently owned and operated.</p></div></footer>
<script id="houzez-single-property-map-js-extra">var houzez_single_property_map = ${json({ lat: "52.19812", lng: "-104.98733", zoom: "13", pin: "/wp-content/themes/houzez/img/map/pin-farm.png", address: "41012 Grid Road 667, Muenster, SK S0K 2Y0", map_type: "roadmap" })};</script>
${wpFooterScripts("houzez")}
</body></html>`,
    expected: {
      price: { amount: 895000 },
      propertyKind: "farm",
      street: "41012 Grid Road 667",
      city: "Muenster",
      province: "SK",
      postalCode: "S0K 2Y0",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1624,
      lot: { value: 158.6, unit: "acres" },
      yearBuilt: 1976,
      mlsNumber: "SK981245",
      listingAgentName: "Dale Kowalchuk",
      brokerageName: "Prairie Wind Realty Ltd.",
      geo: { lat: 52.19812, lng: -104.98733 },
    },
  },
  {
    name: "ho85-lakeshorecountry-cottage-winnipeg-beach",
    site: "lakeshorecountryrealty.ca",
    set: "held-out-85",
    traps:
      "Interlake cottage brokerage's Squarespace page with visible text only: the site's context script and LocalBusiness JSON-LD carry the Gimli office's address; a one-line summary ('3 Bedrooms · 1 Bath · 864 sq ft · 75' x 150' lot · Built 1962'); seasonal water, taxes and the 'Recently Sold' block with a sold price on the same street; the agent's cell and the office in the footer",
    pageUrl: "https://www.lakeshorecountryrealty.ca/listings/38-boundary-road-winnipeg-beach",
    html: `<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>38 Boundary Road, Winnipeg Beach — Lakeshore Country Realty</title>
<meta property="og:site_name" content="Lakeshore Country Realty">
<meta property="og:title" content="38 Boundary Road, Winnipeg Beach — Lakeshore Country Realty">
<meta property="og:url" content="https://www.lakeshorecountryrealty.ca/listings/38-boundary-road-winnipeg-beach">
<meta property="og:type" content="website">
<meta itemprop="name" content="38 Boundary Road, Winnipeg Beach — Lakeshore Country Realty">
<meta name="description" content="A classic Winnipeg Beach cottage two blocks from the boardwalk.">
<link rel="stylesheet" type="text/css" href="https://assets.squarespace.com/universal/styles-compressed/commerce-f64c5a.min.css">
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${json({ website: { id: "61f3c9a2b8e14a3d", siteTitle: "Lakeshore Country Realty", location: { addressTitle: "Lakeshore Country Realty Inc.", addressLine1: "62 Centre Street", addressLine2: "Gimli, MB, R0C 1B0", addressCountry: "Canada" }, contactPhoneNumber: "204-555-0163" }, collection: { title: "Listings", urlId: "listings", type: 1 }, item: { title: "38 Boundary Road, Winnipeg Beach", urlId: "38-boundary-road-winnipeg-beach" }, templateId: "5c5a519771c10ba3470d8101" })};</script>
${ld({ "@context": "http://schema.org", "@type": "WebSite", url: "https://www.lakeshorecountryrealty.ca", name: "Lakeshore Country Realty" })}
${ld({ "@context": "http://schema.org", "@type": "LocalBusiness", name: "Lakeshore Country Realty Inc.", address: "62 Centre Street, Gimli, MB, R0C 1B0, Canada", telephone: "204-555-0163", openingHours: "Mo 09:00-17:00, Tu 09:00-17:00, We 09:00-17:00, Th 09:00-17:00, Fr 09:00-17:00, Sa 10:00-14:00" })}
</head>
<body id="item-6650b1e2c4" class="header--fixed tweak-blog-item-width-wide collection-type-page view-item">
<header class="header"><div class="header-title"><a href="/">Lakeshore Country Realty</a></div>
${nav([["Listings", "/listings"], ["Sold", "/sold"], ["Selling Your Cottage", "/selling"], ["About Us", "/about"], ["Contact", "/contact"]], "header-nav")}
<a class="header-actions-action--cta btn" href="tel:2045550163">Call 204-555-0163</a></header>
<main id="page"><article class="sections">
<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12">
<div class="sqs-block html-block"><div class="sqs-block-content"><h1>38 Boundary Road, Winnipeg Beach</h1>
<h2>$379,900</h2>
<p><strong>Seasonal Cottage · 3 Bedrooms · 1 Bath · 864 sq ft · 75' x 150' lot · Built 1962</strong></p>
<p>MLS® 202425117</p></div></div>
<div class="sqs-block gallery-block"><div class="sqs-gallery">${Array.from({ length: 12 }, (_, i) => `<img data-src="/s/38-boundary-${i + 1}.jpg" alt="">`).join("")}</div></div>
<div class="sqs-block html-block"><div class="sqs-block-content">
<p>Two blocks from the Winnipeg Beach boardwalk and the marina, this classic white-and-green cottage has been in the same family since the 1970s. Knotty-pine walls, a wood-burning stove, three bedrooms and a three-season porch that faces the lake breeze. The big 75' x 150' treed lot has room for a bunkie, and the 16 x 24 garage holds the boat.</p>
<p>Water is seasonal (town line, May to October); the septic holding tank was replaced in 2020. Electric baseboard heat lets you stretch the season into the fall.</p>
<p>Winnipeg Beach, MB R0C 3G0 · Annual taxes: $2,148 (2024)</p>
<p>Listed by <strong>Shannon Thorlakson</strong>, REALTOR® · cell 204-555-0119</p>
</div></div>
<div class="sqs-block button-block"><a class="sqs-block-button-element" href="/contact?listing=38-boundary">Book a Showing</a></div>
<div class="sqs-block summary-block"><div class="summary-heading">Recently Sold</div>
<div class="summary-item"><div class="summary-title"><a href="/sold/112-boundary-road">112 Boundary Road, Winnipeg Beach</a></div><div class="summary-excerpt"><p>SOLD $329,000 · 2 bed cottage · 50' x 125' lot</p></div></div>
<div class="summary-item"><div class="summary-title"><a href="/sold/19-lakeview-drive-sandy-hook">19 Lakeview Drive, Sandy Hook</a></div><div class="summary-excerpt"><p>SOLD $412,500 · 3 bed year-round</p></div></div></div>
</div></div></section>
</article></main>
<footer class="sections footer"><div class="sqs-block html-block"><p><strong>Lakeshore Country Realty Inc.</strong><br>62 Centre Street, Gimli, MB R0C 1B0<br>204-555-0163 · hello@lakeshorecountryrealty.ca</p><p>Serving Gimli, Winnipeg Beach, Sandy Hook, Dunnottar and the Interlake since 1998.</p><p>${creaEn}</p><p>© 2025 Lakeshore Country Realty Inc.</p></div></footer>
<script src="https://assets.squarespace.com/universal/scripts-compressed/common-3b5c2a1f.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 379900 },
      propertyKind: "house",
      street: "38 Boundary Road",
      city: "Winnipeg Beach",
      province: "MB",
      postalCode: "R0C 3G0",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 864,
      lot: { value: 11250, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "202425117",
      listingAgentName: "Shannon Thorlakson",
      brokerageName: "Lakeshore Country Realty Inc.",
    },
  },
  {
    name: "ho85-yukonhomes-townhouse-whistle-bend",
    site: "yukonhomesrealty.ca",
    set: "held-out-85",
    traps:
      "Whitehorse brokerage's Webflow page with visible text only: a CMS item whose fields are label/value divs ('Type: Condo Townhouse', 'Baths: 2.5 (2 full, 1 half)'); the unit and street as '11-67 Kestrel Crescent'; monthly condo fee, the remaining 2-5-10 warranty and 2024 taxes; the brokerage's Second Avenue office in the footer; a 'More Listings' collection list with prices; a First-Time Home Buyer blog teaser with a program maximum",
    pageUrl: "https://www.yukonhomesrealty.ca/listings/11-67-kestrel-crescent",
    html: `<!DOCTYPE html>
<html data-wf-domain="www.yukonhomesrealty.ca" data-wf-page="65a1f0c2e9b7d40012ab34cd" data-wf-site="65a1f0c2e9b7d40012ab3400" data-wf-collection="65a1f0c2e9b7d40012ab35aa" data-wf-item-slug="11-67-kestrel-crescent" lang="en"><head><meta charset="utf-8">
<title>11-67 Kestrel Crescent | Yukon Homes Realty</title>
<meta content="Three-bedroom condo townhouse in Whistle Bend, Whitehorse, with a fenced yard and a single garage." name="description">
<meta content="11-67 Kestrel Crescent | Yukon Homes Realty" property="og:title">
<meta content="https://cdn.prod.website-files.com/65a1f0c2e9b7d40012ab3400/kestrel-11-front.jpg" property="og:image">
<meta content="width=device-width, initial-scale=1" name="viewport"><meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/65a1f0c2e9b7d40012ab3400/css/yukonhomesrealty.webflow.shared.4f2c1a.css" rel="stylesheet" type="text/css">
</head>
<body class="body-listing">
<div class="navbar w-nav" data-collapse="medium" role="banner"><div class="container w-container"><a href="/" class="brand w-nav-brand" aria-label="home"><img src="https://cdn.prod.website-files.com/65a1f0c2e9b7d40012ab3400/logo-yhr.svg" alt="Yukon Homes Realty"></a>
<nav role="navigation" class="nav-menu w-nav-menu"><a href="/listings" class="nav-link w-nav-link">Listings</a><a href="/buyers" class="nav-link w-nav-link">Buyers</a><a href="/sellers" class="nav-link w-nav-link">Sellers</a><a href="/team" class="nav-link w-nav-link">Team</a><a href="/blog" class="nav-link w-nav-link">Blog</a><a href="tel:8675550131" class="nav-link phone w-nav-link">867-555-0131</a></nav></div></div>
<section class="section-listing-hero"><div class="w-layout-blockcontainer container w-container">
<div class="listing-status-pill">For Sale</div>
<h1 class="listing-h1">11-67 Kestrel Crescent</h1>
<div class="listing-location">Whistle Bend, Whitehorse, YT Y1A 0M4</div>
<div class="listing-price-big">$529,000</div>
<div class="w-dyn-list"><div role="list" class="gallery-grid w-dyn-items">${Array.from({ length: 9 }, (_, i) => `<div role="listitem" class="w-dyn-item"><a href="#" class="lightbox-link w-inline-block w-lightbox"><img src="https://cdn.prod.website-files.com/65a1f0c2e9b7d40012ab3400/kestrel-11-${i + 1}.jpg" loading="lazy" alt="" class="gallery-img"></a></div>`).join("")}</div></div>
</div></section>
<section class="section-listing-body"><div class="w-layout-grid listing-grid">
<div class="listing-facts">
<div class="fact-row"><div class="fact-label">Type</div><div class="fact-value">Condo Townhouse</div></div>
<div class="fact-row"><div class="fact-label">Beds</div><div class="fact-value">3</div></div>
<div class="fact-row"><div class="fact-label">Baths</div><div class="fact-value">2.5 (2 full, 1 half)</div></div>
<div class="fact-row"><div class="fact-label">Living Area</div><div class="fact-value">1,420 sq ft</div></div>
<div class="fact-row"><div class="fact-label">Built</div><div class="fact-value">2019</div></div>
<div class="fact-row"><div class="fact-label">Garage</div><div class="fact-value">Single attached</div></div>
<div class="fact-row"><div class="fact-label">Condo Fee</div><div class="fact-value">$310 / month</div></div>
<div class="fact-row"><div class="fact-label">Taxes</div><div class="fact-value">$3,186 (2024)</div></div>
<div class="fact-row"><div class="fact-label">MLS®</div><div class="fact-value">16115</div></div>
</div>
<div class="listing-rich-text w-richtext"><h2>About this home</h2>
<p>End-unit living in the heart of Whistle Bend, steps from the Whistle Bend Place and the new school. The main floor is open from the kitchen's quartz island to a living room with south light and a door to the fenced yard; there's a powder room by the garage entry. Upstairs are three bedrooms, the primary with a walk-in closet and its own ensuite, a second full bath and laundry.</p>
<p>Built in 2019 with the 2-5-10 new home warranty still running to 2029. Heat-recovery ventilation, in-floor heat on the main, and a heated single garage for the cold months.</p>
<h3>Condo details</h3><p>The fee covers snow clearing, building insurance, exterior maintenance and the reserve fund. Pets allowed with restrictions.</p></div>
<div class="agent-card"><img src="https://cdn.prod.website-files.com/65a1f0c2e9b7d40012ab3400/tanya-lindstrom.jpg" alt="" class="agent-photo"><div class="agent-name">Tanya Lindstrom</div><div class="agent-title">REALTOR® | Yukon Homes Realty</div><a href="tel:8675550178" class="agent-phone">867-555-0178</a><a href="mailto:tanya@yukonhomesrealty.ca" class="agent-email">tanya@yukonhomesrealty.ca</a></div>
<div class="w-form"><form id="wf-form-Listing-Inquiry" name="wf-form-Listing-Inquiry" data-name="Listing Inquiry" method="get"><input class="w-input" name="Name" data-name="Name" placeholder="Your name"><input class="w-input" name="Email" data-name="Email" placeholder="Email"><input type="hidden" name="Listing" value="11-67 Kestrel Crescent"><input type="submit" value="Request a Showing" class="w-button"></form><div class="w-form-done"><div>Thank you! Tanya will be in touch shortly.</div></div></div>
</div></section>
<section class="section-more"><h2>More Listings</h2><div class="w-dyn-list"><div role="list" class="more-grid w-dyn-items">
<div role="listitem" class="w-dyn-item"><a href="/listings/204-3-klondike-road" class="more-card w-inline-block"><div class="more-price">$389,000</div><div class="more-address">204-3 Klondike Road</div><div class="more-meta">Riverdale · 2 bd · 1 ba · 912 sq ft</div></a></div>
<div role="listitem" class="w-dyn-item"><a href="/listings/58-tagish-road" class="more-card w-inline-block"><div class="more-price">$699,900</div><div class="more-address">58 Tagish Road</div><div class="more-meta">Porter Creek · 4 bd · 3 ba · Built 1994</div></a></div>
<div role="listitem" class="w-dyn-item"><a href="/listings/lot-1204-mount-lorne" class="more-card w-inline-block"><div class="more-price">$214,000</div><div class="more-address">Lot 1204, Mount Lorne</div><div class="more-meta">Country residential · 5.1 acres</div></a></div>
</div></div></section>
<section class="section-blog"><div class="blog-teaser"><div class="blog-tag">Buyers</div><h3><a href="/blog/first-time-buyer-yukon">First-Time Buyer? The Yukon program, explained</a></h3><p>The territory's down-payment assistance can add up to $50,000 for eligible buyers of homes under $600,000. Here's who qualifies.</p></div></section>
<footer class="footer"><div class="footer-grid"><div><div class="footer-brand">Yukon Homes Realty</div><div>2094 Second Avenue<br>Whitehorse, YT Y1A 1B5</div><div>Office 867-555-0131</div></div><div><a href="/privacy">Privacy</a><a href="/terms">Terms</a></div></div>
<div class="footer-legal">${creaEn} ${reliable} © 2025 Yukon Homes Realty. Made in Whitehorse.</div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a1f0c2e9b7d40012ab3400" type="text/javascript"></script><script src="https://cdn.prod.website-files.com/65a1f0c2e9b7d40012ab3400/js/webflow.a1b2c3.js" type="text/javascript"></script>
</body></html>`,
    expected: {
      price: { amount: 529000 },
      propertyKind: "townhouse",
      street: "11-67 Kestrel Crescent",
      city: "Whitehorse",
      province: "YT",
      postalCode: "Y1A 0M4",
      neighbourhood: "Whistle Bend",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1420,
      yearBuilt: 2019,
      mlsNumber: "16115",
      listingAgentName: "Tanya Lindstrom",
      brokerageName: "Yukon Homes Realty",
    },
  },
  {
    name: "ho85-northarm-commercial-yellowknife",
    site: "northarmrealty.ca",
    set: "held-out-85",
    traps:
      "Yellowknife brokerage's Drupal site: field--name-field-* divs, no MLS® number (the site's own 'Listing #'), a Leaflet geofield point in drupalSettings JSON; building area and a '50 ft x 100 ft' lot; the gross rent roll, the assessment and a lease-space offer per sq ft on the same page; the Franklin Avenue office in the header and the footer; a views block of other commercial listings",
    pageUrl: "https://www.northarmrealty.ca/listing/4923-52nd-street",
    html: `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="Generator" content="Drupal 10 (https://www.drupal.org)"><meta name="MobileOptimized" content="width"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>4923 52nd Street – Downtown Retail &amp; Office Building | North Arm Realty</title>
<link rel="canonical" href="https://www.northarmrealty.ca/listing/4923-52nd-street">
<meta name="description" content="Two-storey mixed retail and office building on 52nd Street in downtown Yellowknife, fully leased.">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_k9Xq2yT0aBf.css">
</head>
<body class="path-node page-node-type-listing">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header"><div class="region region-header"><div id="block-sitebranding" class="block block-system block-system-branding-block"><a href="/" rel="home" class="site-logo">North Arm Realty</a></div>
<div id="block-headercontact" class="block block-block-content"><div class="field field--name-body field--type-text-with-summary">5016 Franklin Avenue, Yellowknife, NT X1A 2N5 · 867-555-0109</div></div></div>
<div class="region region-primary-menu">${nav([["Residential", "/residential"], ["Commercial", "/commercial"], ["Leasing", "/leasing"], ["Our Agents", "/agents"], ["News", "/news"], ["Contact", "/contact"]], "menu menu--main")}</div></header>
<div class="region region-breadcrumb"><nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/commercial">Commercial</a></li><li>4923 52nd Street</li></ol></nav></div>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content"><article role="article" class="node node--type-listing node--view-mode-full">
<h1 class="page-title"><span class="field field--name-title">4923 52nd Street – Downtown Retail &amp; Office Building</span></h1>
<div class="node__content">
<div class="field field--name-field-listing-status field--type-list-string"><div class="field__item">For Sale</div></div>
<div class="field field--name-field-price field--type-decimal field--label-inline"><div class="field__label">Asking Price</div><div class="field__item">$1,150,000</div></div>
<div class="field field--name-field-address field--type-address"><div class="field__item"><p class="address" translate="no"><span class="address-line1">4923 52nd Street</span><br><span class="locality">Yellowknife</span> <span class="administrative-area">NT</span> <span class="postal-code">X1A 1V3</span><br><span class="country">Canada</span></p></div></div>
<div class="field field--name-field-images field--type-image"><div class="field__items">${Array.from({ length: 7 }, (_, i) => `<div class="field__item"><img loading="lazy" src="/sites/default/files/styles/listing_large/public/listings/4923-52nd-${i + 1}.jpg" width="960" height="640" alt="4923 52nd Street"></div>`).join("")}</div></div>
<div class="field field--name-field-property-type field--label-inline"><div class="field__label">Property Type</div><div class="field__item">Commercial – Retail / Office</div></div>
<div class="field field--name-field-building-area field--label-inline"><div class="field__label">Building Area</div><div class="field__item">6,240 sq ft</div></div>
<div class="field field--name-field-lot-size field--label-inline"><div class="field__label">Lot Size</div><div class="field__item">50 ft x 100 ft</div></div>
<div class="field field--name-field-year-built field--label-inline"><div class="field__label">Year Built</div><div class="field__item">1974</div></div>
<div class="field field--name-field-zoning field--label-inline"><div class="field__label">Zoning</div><div class="field__item">DT – Downtown</div></div>
<div class="field field--name-field-listing-number field--label-inline"><div class="field__label">Listing #</div><div class="field__item">NAR-3071</div></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary"><div class="field__item">
<p>A fully leased two-storey building a block off Franklin Avenue. Three retail bays on the main floor (a pharmacy, a café and a travel agency) and five private offices with a shared boardroom upstairs. The building was re-clad and re-roofed in 2016, the boiler replaced in 2020, and there are six paved stalls at the rear off the lane.</p>
<p>Current gross rents are $118,400 per year with the tenants paying their share of operating costs; leases run between 2026 and 2030. The 2025 assessment is $968,000. A rent roll, floor plans and the 2024 operating statement are available to qualified buyers on signing a confidentiality agreement.</p>
</div></div>
<div class="field field--name-field-agent field--type-entity-reference field--label-above"><div class="field__label">Listing Agent</div><div class="field__item"><article class="node node--type-agent node--view-mode-teaser"><h2><a href="/agents/graham-beaulieu">Graham Beaulieu</a></h2><div class="field field--name-field-designation">Associate Broker, Commercial</div><div class="field field--name-field-phone">867-555-0144</div><div class="field field--name-field-email">graham@northarmrealty.ca</div></article></div></div>
<div class="field field--name-field-map field--type-geofield"><div id="leaflet-map-node-listing-3071-field-map" style="height:380px"></div></div>
</div></article></div>
<div class="region region-content-bottom"><div class="views-element-container block block-views block-views-blockcommercial-listings-block-1"><h2>Other Commercial Listings</h2><div class="view view-commercial-listings view-display-id-block_1"><div class="view-content">
<div class="views-row"><div class="views-field views-field-title"><a href="/listing/4710-franklin-avenue-unit-2">4710 Franklin Avenue, Unit 2</a></div><div class="views-field views-field-field-price">For lease · $24.00 / sq ft / yr</div><div class="views-field views-field-field-building-area">1,200 sq ft</div></div>
<div class="views-row"><div class="views-field views-field-title"><a href="/listing/109-kam-lake-road">109 Kam Lake Road</a></div><div class="views-field views-field-field-price">$2,350,000</div><div class="views-field views-field-field-building-area">12,800 sq ft · Industrial</div></div>
<div class="views-row"><div class="views-field views-field-title"><a href="/listing/5-old-airport-road-lot">Lot 5 Old Airport Road</a></div><div class="views-field views-field-field-price">$395,000</div><div class="views-field views-field-field-building-area">0.92 acres · Vacant</div></div>
</div></div></div></div>
</main>
<footer role="contentinfo" class="site-footer"><div class="region region-footer"><div class="block block-block-content"><p><strong>North Arm Realty Ltd.</strong><br>5016 Franklin Avenue, Yellowknife, NT X1A 2N5<br>Tel 867-555-0109</p><p>Residential, commercial and leasing across the Northwest Territories.</p><p>${reliable}</p><p>© 2025 North Arm Realty Ltd.</p></div></div></footer>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">${json({ path: { baseUrl: "/", currentPath: "node/3071", currentLanguage: "en" }, leaflet: { "leaflet-map-node-listing-3071-field-map": { lMap: { label: "OSM Mapnik", center: { lat: 0, lon: 0 }, settings: { zoom: 16 } }, features: [{ type: "point", lat: 62.45362, lon: -114.37118, popup: { value: "4923 52nd Street" } }] } }, user: { uid: 0 } })}</script>
<script src="/sites/default/files/js/js_Qx1vXk3.js"></script>
</body></html>`,
    expected: {
      price: { amount: 1150000 },
      propertyKind: "commercial",
      street: "4923 52nd Street",
      city: "Yellowknife",
      province: "NT",
      postalCode: "X1A 1V3",
      squareFootage: 6240,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1974,
      listingAgentName: "Graham Beaulieu",
      brokerageName: "North Arm Realty Ltd.",
      geo: { lat: 62.45362, lng: -114.37118 },
    },
  },
  {
    name: "ho85-shuswapcountry-mobile-salmon-arm",
    site: "shuswapcountryrealty.ca",
    set: "held-out-85",
    traps:
      "Shuswap brokerage's Nuxt app: window.__NUXT__ state function holding the listing (with its point) and a 'similar' array of other listings; the server-rendered page repeats it; a manufactured home on a rented pad (pad rent per month, no lot, '55+'); '2 Bath' over a full bath and a 3-piece ensuite; the brokerage's Salmon Arm office in the header and footer; a mortgage calculator",
    pageUrl: "https://www.shuswapcountryrealty.ca/listings/10324418/24-1750-10-avenue-se-salmon-arm",
    html: `<!doctype html>
<html lang="en" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22en%22%7D%7D"><head>
<title>24-1750 10 Avenue SE, Salmon Arm | Shuswap Country Realty</title>
<meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="Bright double-wide in a 55+ park, close to downtown Salmon Arm. 2 bed, 2 bath, 1,104 sq ft.">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="$189,900 · 24-1750 10 Avenue SE, Salmon Arm">
<link rel="preload" href="/_nuxt/f3a9c1d.js" as="script"><link rel="preload" href="/_nuxt/pages/listings/_id/_slug.7b21e0.js" as="script">
</head>
<body><div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="app">
<header class="site-header"><a href="/" class="logo nuxt-link-active">Shuswap Country Realty</a><div class="office-strip">81 Hudson Avenue NE, Salmon Arm, BC · 250-555-0120</div>
${nav([["Search", "/listings"], ["Lakefront", "/lakefront"], ["Manufactured Homes", "/manufactured"], ["Sold", "/sold"], ["Our REALTORS®", "/team"], ["Contact", "/contact"]], "site-nav")}</header>
<main class="listing-page"><div class="listing-head"><p class="crumbs"><a href="/listings">Listings</a> / <a href="/manufactured">Manufactured Homes</a> / 24-1750 10 Avenue SE</p>
<h1>24-1750 10 Avenue SE</h1><p class="listing-city">Salmon Arm, BC V1E 2J9</p><p class="listing-price">$189,900</p></div>
<div class="chips"><span class="chip">2 Bed</span><span class="chip">2 Bath</span><span class="chip">1,104 sq ft</span><span class="chip">Built 1998</span><span class="chip">Manufactured Home</span></div>
<div class="photos">${Array.from({ length: 10 }, (_, i) => `<img src="/img/listings/10324418/${i + 1}.webp" alt="">`).join("")}</div>
<section class="remarks"><h2>Description</h2>
<p>Move-in ready double-wide in a quiet, well-run 55+ park a short walk from downtown and the Shuswap Lake wharf. The open kitchen and living room look out over a covered deck; the primary bedroom has a walk-in closet and a 3-piece ensuite, and there is a full 4-piece main bath. New vinyl plank flooring (2023), heat pump with A/C (2022) and a 10 x 12 storage shed.</p>
<p>Pad rent is $610 per month and includes water, sewer and garbage. One small pet welcome with park approval. CSA-registered home; park approval required for buyers.</p></section>
<section class="facts"><h2>Property Details</h2><dl>
<dt>Type</dt><dd>Manufactured Home</dd><dt>Ownership</dt><dd>Pad rental</dd><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>2</dd><dt>Finished Area</dt><dd>1,104 sq ft</dd><dt>Year Built</dt><dd>1998</dd><dt>Pad Rent</dt><dd>$610 / month</dd><dt>Age Restriction</dt><dd>55+</dd><dt>MLS®</dt><dd>10324418</dd></dl></section>
${calculator(calcEn, "189900", "37980", "5.39", "25", "$924")}
<section class="agent"><img src="/img/team/brent-sorensen.jpg" alt="Brent Sorensen"><div><p class="agent-name">Brent Sorensen</p><p class="agent-role">REALTOR® · Personal Real Estate Corporation</p><p class="agent-brokerage">Shuswap Country Realty Ltd.</p><p><a href="tel:2505550193">250-555-0193</a></p></div></section>
<section class="similar"><h2>Similar Listings</h2><div class="similar-grid">
<a href="/listings/10322871/57-2005-lakeshore-drive-ne-salmon-arm" class="similar-card"><span class="price">$164,500</span><span>57-2005 Lakeshore Drive NE, Salmon Arm</span><span>2 bd · 1 ba · 924 sq ft</span></a>
<a href="/listings/10325110/12-3980-squilax-anglemont-road-scotch-creek" class="similar-card"><span class="price">$229,000</span><span>12-3980 Squilax-Anglemont Road, Scotch Creek</span><span>2 bd · 2 ba · 1,216 sq ft</span></a>
</div></section></main>
<footer class="site-footer"><p><strong>Shuswap Country Realty Ltd.</strong> · 81 Hudson Avenue NE, Salmon Arm, BC V1E 4N7 · 250-555-0120</p><p>${creaEn}</p><p>Listing data supplied in part by the Association of Interior REALTORS®. ${reliable}</p></footer>
</div></div></div>
<script>window.__NUXT__=(function(a,b,c,d,e){return {layout:"default",data:[{listing:{id:"10324418",mls:"10324418",address:"24-1750 10 Avenue SE",city:"Salmon Arm",province:"BC",postal:"V1E 2J9",price:189900,type:"Manufactured Home",ownership:"Pad rental",beds:2,baths:2,sqft:1104,yearBuilt:1998,padRent:610,lat:50.69671,lng:-119.27012,agent:{name:"Brent Sorensen",phone:"250-555-0193"},brokerage:"Shuswap Country Realty Ltd.",photos:d},similar:[{id:"10322871",address:"57-2005 Lakeshore Drive NE",city:"Salmon Arm",price:164500,beds:2,baths:1,lat:50.71138,lng:-119.25804},{id:"10325110",address:"12-3980 Squilax-Anglemont Road",city:"Scotch Creek",price:229000,beds:2,baths:2,lat:50.91522,lng:-119.45061}]}],fetch:{},error:a,state:{office:{name:"Shuswap Country Realty Ltd.",address:"81 Hudson Avenue NE",city:"Salmon Arm",postal:"V1E 4N7",phone:"250-555-0120"},favourites:[],loggedIn:b},serverRendered:c,routePath:e}}(null,false,true,10,"\\u002Flistings\\u002F10324418\\u002F24-1750-10-avenue-se-salmon-arm"));</script>
<script src="/_nuxt/f3a9c1d.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 189900 },
      propertyKind: "mobile",
      street: "24-1750 10 Avenue SE",
      city: "Salmon Arm",
      province: "BC",
      postalCode: "V1E 2J9",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1104,
      yearBuilt: 1998,
      mlsNumber: "10324418",
      listingAgentName: "Brent Sorensen",
      brokerageName: "Shuswap Country Realty Ltd.",
      geo: { lat: 50.69671, lng: -119.27012 },
    },
  },
];
