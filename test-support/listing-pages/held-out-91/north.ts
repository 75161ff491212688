/**
 * Ninety-first held-out corpus, BC's interior and north and the Yukon: nechakohomes.ca (a small brokerage's
 * WordPress site on a Houzez-like theme, a two-storey house in Prince George), keycityhomes.ca (iHomefinder pages
 * in an agent's site, a manufactured home in a park in Cranbrook), energeticcityrealty.ca (a Showcase IDX page, a
 * vacant lot in Fort St. John) and northof60homes.ca (a team's hand-built Webflow CMS page, half of a side-by-side
 * duplex in Whistle Bend, Whitehorse). Addresses, names, phone numbers and numbers are invented; the expected facts
 * were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  DDF_LEGAL,
  IDX_RELIABLE,
  calculator,
  contactBar,
  crumbs,
  fbPixel,
  footer,
  gallery,
  gtm,
  header,
  json,
  leadForm,
  marketStats,
  officeCard,
  officeLd,
  officeMap,
  rail,
  soldTable,
  team,
  testimonials,
  type Office,
} from "./chrome.ts";

const NECHAKO: Office = {
  name: "Nechako Home Realty Ltd.",
  street: "1550 3rd Ave",
  city: "Prince George",
  province: "BC",
  postal: "V2L 3G4",
  phone: "250-555-0114",
  email: "office@nechakohomes.ca",
  lat: 53.91532,
  lng: -122.74731,
  url: "https://nechakohomes.ca/",
};

const BAKERHILL: Office = {
  name: "Baker Hill Realty",
  street: "25 10th Ave S",
  city: "Cranbrook",
  province: "BC",
  postal: "V1C 2M9",
  phone: "250-555-0139",
  email: "shelby@keycityhomes.ca",
  lat: 49.51176,
  lng: -115.76508,
  url: "https://www.keycityhomes.ca/",
  agent: "Shelby Marchuk",
};

const ALASKAHWY: Office = {
  name: "Alaska Highway Realty Ltd.",
  street: "10011 100 Ave",
  city: "Fort St. John",
  province: "BC",
  postal: "V1J 1Y7",
  phone: "250-555-0186",
  email: "bryce@energeticcityrealty.ca",
  lat: 56.25223,
  lng: -120.84776,
  url: "https://energeticcityrealty.ca/",
  agent: "Bryce Lindqvist",
};

const MIDNIGHTDOME: Office = {
  name: "Midnight Dome Realty Ltd.",
  street: "2108 2nd Ave",
  city: "Whitehorse",
  province: "YT",
  postal: "Y1A 1B9",
  phone: "867-555-0142",
  email: "hello@northof60homes.ca",
  lat: 60.72451,
  lng: -135.05872,
  url: "https://www.northof60homes.ca/",
  agent: "Ingrid Sumner",
};

export const HELD_OUT_91_NORTH: ListingPage[] = [
  {
    name: "ho91-nechakohomes-house-prince-george",
    site: "nechakohomes.ca",
    set: "held-out-91",
    traps:
      "WordPress Houzez-like property page of a small brokerage: the theme's 'Property ID: NHR-1184' beside the MLS® number in a custom field; 'Property Size 2,286 Sq Ft' and 'Land Area 8,276 Sq Ft' beside floor-plan tabs with each level's area and a 24 x 26 ft garage; the managing broker in the header, Yoast graph and footer, the listing agent in the Houzez agent box; houzez_single_property_map with the home's point and the office's point in Organization JSON-LD; similar and sold properties; gross taxes",
    pageUrl: "https://nechakohomes.ca/property/6812-southridge-avenue-prince-george/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>6812 Southridge Avenue, Prince George — Nechako Home Realty</title>
<meta name="description" content="Four-bedroom family home in College Heights, Prince George. 2,286 sq ft on an 8,276 sq ft lot. $574,900. MLS® R3051234.">
<meta property="og:type" content="article"><meta property="og:site_name" content="Nechako Home Realty">
<link rel="stylesheet" id="houzez-main-css" href="https://nechakohomes.ca/wp-content/themes/houzez/css/main.css?ver=3.2.1" media="all">
<link rel="https://api.w.org/" href="https://nechakohomes.ca/wp-json/">
${gtm("G-NHR91PG")}
<script type="application/ld+json" class="yoast-schema-graph">${json({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebPage", "@id": "https://nechakohomes.ca/property/6812-southridge-avenue-prince-george/", name: "6812 Southridge Avenue, Prince George — Nechako Home Realty", datePublished: "2025-11-03T16:22:10+00:00", breadcrumb: { "@id": "https://nechakohomes.ca/property/6812-southridge-avenue-prince-george/#breadcrumb" } },
    { "@type": "BreadcrumbList", "@id": "https://nechakohomes.ca/property/6812-southridge-avenue-prince-george/#breadcrumb", itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://nechakohomes.ca/" }, { "@type": "ListItem", position: 2, name: "Properties", item: "https://nechakohomes.ca/properties/" }, { "@type": "ListItem", position: 3, name: "6812 Southridge Avenue" }] },
    { "@type": "Organization", "@id": "https://nechakohomes.ca/#organization", name: "Nechako Home Realty Ltd.", url: "https://nechakohomes.ca/", logo: "https://nechakohomes.ca/wp-content/uploads/2023/05/nhr-logo.png", address: { "@type": "PostalAddress", streetAddress: "1550 3rd Ave", addressLocality: "Prince George", addressRegion: "BC", postalCode: "V2L 3G4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 53.91532, longitude: -122.74731 }, founder: { "@type": "Person", name: "Dale Pruden" } },
  ],
})}</script>
</head><body class="property-template-default single single-property houzez-theme">
${contactBar("1550 3rd Ave, Prince George, BC V2L 3G4", "250-555-0114", "office@nechakohomes.ca", '<span class="top-bar__broker">Dale Pruden, Managing Broker</span>')}
${header("Nechako Home Realty", "Independent. Local. Since 2006.", ["Home", "Properties", "Sold", "Our Agents", "Sell With Us", "Northern Living Blog", "Contact"], "Book a Consultation")}
<main id="main-wrap" class="main-wrap">
${crumbs(["Home", "Properties", "Prince George", "College Heights", "6812 Southridge Avenue"])}
<div class="property-top-wrap">
<div class="page-title-wrap"><div class="page-title"><h1>6812 Southridge Avenue</h1></div><address class="item-address"><i class="houzez-icon icon-pin"></i> 6812 Southridge Avenue, Prince George, BC V2N 4X3</address><ul class="property-labels"><li class="label-status">For Sale</li><li class="label-type">Single Family</li></ul></div>
<div class="property-price-wrap"><ul class="item-price-wrap"><li class="item-price">$574,900</li><li class="item-sub-price">$251/Sq Ft</li></ul></div>
</div>
${gallery("https://nechakohomes.ca/wp-content/uploads/2025/11/6812-southridge", 38, "6812 Southridge Avenue")}
<div class="property-view">
<div class="property-overview-wrap property-section-wrap" id="property-overview-wrap"><div class="block-title-wrap"><h2>Overview</h2><strong>Property ID:</strong> NHR-1184</div>
<ul class="d-flex property-overview-data list-unstyled">
<li><strong>Single Family</strong><span>Property Type</span></li>
<li><strong>4</strong><span>Bedrooms</span></li>
<li><strong>3</strong><span>Bathrooms</span></li>
<li><strong>2</strong><span>Garage</span></li>
<li><strong>2,286</strong><span>Sq Ft</span></li>
<li><strong>1994</strong><span>Year Built</span></li>
</ul></div>
<div class="property-description-wrap property-section-wrap" id="property-description-wrap"><div class="block-title-wrap"><h2>Description</h2></div>
<p>Family-sized two-storey on a quiet College Heights street, walking distance to Southridge Elementary and College Heights Secondary and ten minutes to UNBC. Four bedrooms up, including a primary with a 4-piece ensuite and walk-in; a full main bath upstairs and a 3-piece bath off the mudroom. Main floor family room with a gas fireplace opening to a deck and a fully fenced, landscaped yard backing onto greenbelt. Double garage (24' x 26'), RV parking, new furnace and hot water tank (2023).</p>
</div>
<div class="property-detail-wrap property-section-wrap" id="property-detail-wrap"><div class="block-title-wrap"><h2>Details</h2><span class="small-text">Updated on November 18, 2025 at 9:41 am</span></div>
<ul class="list-2-cols list-unstyled">
<li><strong>Property ID:</strong> <span>NHR-1184</span></li>
<li><strong>Price:</strong> <span>$574,900</span></li>
<li><strong>Property Size:</strong> <span>2,286 Sq Ft</span></li>
<li><strong>Land Area:</strong> <span>8,276 Sq Ft</span></li>
<li><strong>Bedrooms:</strong> <span>4</span></li>
<li><strong>Bathrooms:</strong> <span>3</span></li>
<li><strong>Garage:</strong> <span>2</span></li>
<li><strong>Garage Size:</strong> <span>24' x 26'</span></li>
<li><strong>Year Built:</strong> <span>1994</span></li>
<li><strong>Property Type:</strong> <span>Single Family</span></li>
<li><strong>Property Status:</strong> <span>For Sale</span></li>
</ul>
<div class="block-title-wrap"><h3>Additional details</h3></div>
<ul class="list-2-cols list-unstyled">
<li><strong>MLS®:</strong> <span>R3051234</span></li>
<li><strong>Neighbourhood:</strong> <span>College Heights</span></li>
<li><strong>Gross Taxes:</strong> <span>$4,876 (2025)</span></li>
<li><strong>Heating:</strong> <span>Forced air, natural gas</span></li>
<li><strong>Basement:</strong> <span>Crawl space</span></li>
<li><strong>Title:</strong> <span>Freehold NonStrata</span></li>
</ul></div>
<div class="property-address-wrap property-section-wrap" id="property-address-wrap"><div class="block-title-wrap"><h2>Address</h2></div>
<ul class="list-2-cols list-unstyled"><li class="detail-address"><strong>Address</strong> <span>6812 Southridge Avenue</span></li><li class="detail-city"><strong>City</strong> <span>Prince George</span></li><li class="detail-state"><strong>Province</strong> <span>BC</span></li><li class="detail-zip"><strong>Postal Code</strong> <span>V2N 4X3</span></li><li class="detail-area"><strong>Area</strong> <span>College Heights</span></li></ul>
<div id="houzez-single-listing-map" class="map-wrap"></div></div>
<div class="property-floor-plans-wrap property-section-wrap" id="property-floor-plans-wrap"><div class="block-title-wrap"><h2>Floor Plans</h2></div>
<div class="accordion"><div class="accordion-tab"><strong>Main Floor</strong> <span>1,143 Sq Ft</span> <span>Kitchen, dining, living, family room, 3-pc bath</span></div><div class="accordion-tab"><strong>Upper Floor</strong> <span>1,143 Sq Ft</span> <span>4 bedrooms, 2 bathrooms</span></div></div></div>
${calculator("Mortgage Calculator", [["Total Amount", "$574,900"], ["Down Payment", "$114,980"], ["Interest Rate", "4.59"], ["Loan Terms (Years)", "25"]], "Monthly Payment: $2,565.04", "Houzez calculator. Figures are estimates.")}
<div class="agent-detail-wrap property-section-wrap" id="property-contact-agent-wrap"><div class="block-title-wrap"><h2>Contact Information</h2></div>
<div class="agent-details"><img src="https://nechakohomes.ca/wp-content/uploads/2023/05/kira-bjornson.jpg" alt="Kira Bjornson"><ul class="agent-information list-unstyled"><li class="agent-name"><i class="houzez-icon icon-single-neutral"></i> Kira Bjornson</li><li class="agent-company">Nechako Home Realty Ltd.</li><li><a href="tel:2505550117">250-555-0117</a></li><li><a href="https://nechakohomes.ca/agent/kira-bjornson/">View Listings</a></li></ul></div>
${leadForm("Contact Kira", "Hello, I am interested in [6812 Southridge Avenue]", "Send Email", "By submitting this form I agree to the Terms of Use.")}
</div>
</div>
${rail("Similar Listings", [
  { price: "$529,000", street: "6620 Southridge Avenue", place: "Prince George, BC", facts: "Beds: 4 · Baths: 3 · Sq Ft: 2,104", href: "/property/6620-southridge-avenue-prince-george/" },
  { price: "$449,900", street: "4471 Kensington Road", place: "Prince George, BC", facts: "Beds: 3 · Baths: 2 · Sq Ft: 1,650", href: "/property/4471-kensington-road-prince-george/", badge: "Featured" },
  { price: "$689,000", street: "3096 Sunridge Place", place: "Prince George, BC", facts: "Beds: 5 · Baths: 4 · Sq Ft: 3,020", href: "/property/3096-sunridge-place-prince-george/" },
], "similar-property-wrap")}
${soldTable("Sold by Nechako Home Realty", ["Address", "Neighbourhood", "Sold price", "Sold"], [["6745 Southridge Avenue", "College Heights", "$552,000", "Aug 2025"], ["2287 Upland Street", "Heritage", "$398,500", "Oct 2025"], ["185 Carney Street", "Central", "$318,000", "Oct 2025"]])}
${marketStats("Prince George Market Watch", [["Benchmark single-family", "$512,300"], ["Sales last month", "118"], ["Median days on market", "29"], ["Active listings", "431"]], "BC Northern Real Estate Board, Prince George, October 2025.")}
${testimonials("Why sellers choose us", [["Kira's pricing advice was spot on; our College Heights home sold over asking in a week.", "The Harnish family"], ["Dale and his team have sold three homes for us since 2009.", "B. & R. Oduya"]])}
${team("Our Agents", [
  { name: "Dale Pruden", role: "Managing Broker / Owner", phone: "250-555-0114", email: "dale@nechakohomes.ca" },
  { name: "Kira Bjornson", role: "REALTOR®", phone: "250-555-0117", email: "kira@nechakohomes.ca" },
  { name: "Anand Sidhu", role: "REALTOR®", phone: "250-555-0119", email: "anand@nechakohomes.ca" },
])}
${officeMap("Nechako Home Realty Ltd.", 53.91532, -122.74731)}
</main>
${footer("Nechako Home Realty Ltd.", NECHAKO, [DDF_LEGAL, "Dale Pruden, Managing Broker. Nechako Home Realty Ltd. is an independently owned brokerage licensed by the BC Financial Services Authority. " + IDX_RELIABLE, "Theme: Houzez."])}
<script id="houzez-single-property-map-js-extra">var houzez_single_property_map = ${json({ lat: "53.87914", lng: "-122.80266", title: "6812 Southridge Avenue", price: "$574,900", pricePin: "$575K", property_id: 30418, address: "6812 Southridge Avenue, Prince George, BC V2N 4X3", zoom: "15", markerPricePins: "no" })};</script>
<script id="houzez-custom-js-extra">var houzez_vars = ${json({ admin_url: "https://nechakohomes.ca/wp-admin/", currency_symbol: "$", thousands_separator: ",", area_prefix_default: "Sq Ft", office_lat: "53.91532", office_lng: "-122.74731" })};</script>
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "house",
      street: "6812 Southridge Avenue",
      city: "Prince George",
      province: "BC",
      postalCode: "V2N 4X3",
      neighbourhood: "College Heights",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2286,
      lot: { value: 8276, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "R3051234",
      listingAgentName: "Kira Bjornson",
      brokerageName: "Nechako Home Realty Ltd.",
      geo: { lat: 53.87914, lng: -122.80266 },
    },
  },
  {
    name: "ho91-keycityhomes-mobile-cranbrook",
    site: "keycityhomes.ca",
    set: "held-out-91",
    traps:
      "iHomefinder detail pages inside an agent's site for another office's manufactured home on a rented pad: pad rent $545/month and park approval; no lot of its own; '16' x 76'' dimensions beside 1,216 sq ft; Manufactured Home Registry number and CSA label beside the MLS® number; the park's name beside the subdivision; the site agent's office in the top bar, sidebar and JSON-LD; iHomefinder map data with the home's point and nearby results' points",
    pageUrl: "https://www.keycityhomes.ca/homes-for-sale-details/1500-CRANBROOK-STREET-N-38-CRANBROOK-BC-V1C-3S2/2481157/524/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1500 Cranbrook Street N #38, Cranbrook, BC V1C 3S2 | MLS# 2481157 | Key City Homes</title>
<meta name="description" content="Photos and property details for 1500 Cranbrook Street N #38, Cranbrook, BC V1C 3S2. 3 beds, 2 baths, 1,216 sq ft. $89,900.">
<link rel="stylesheet" href="https://kestrel.idxhome.example/ihf-kestrel.css">
${gtm("G-KCH91CB")}
${fbPixel("90418873312")}
${officeLd(BAKERHILL)}
</head><body class="page-template-ihf">
${contactBar("Baker Hill Realty · 25 10th Ave S, Cranbrook, BC V1C 2M9", "250-555-0139", "shelby@keycityhomes.ca")}
${header("Key City Homes", "Shelby Marchuk · Cranbrook &amp; Kimberley REALTOR®", ["Home", "Search", "Featured Properties", "Market Report", "Buyers", "Sellers", "Contact"], "What's my home worth?")}
<main class="content-area">
<div id="ihf-main-container" class="ihf-container ihf-color-scheme-gray">
<div class="ihf-detail-nav"><a href="/homes-for-sale-results/">&laquo; Back to search results</a> <a href="#" class="ihf-save-listing">Save listing</a> <a href="#" class="ihf-share">Share</a></div>
<div class="ihf-detail-main-info">
<h1 class="ihf-address">1500 Cranbrook Street N #38<br><span class="ihf-city-state-zip">Cranbrook, BC V1C 3S2</span></h1>
<div class="ihf-price"><span class="ihf-for-sale-price">$89,900</span></div>
<div class="ihf-detail-basic-info"><span class="ihf-beds">3 Beds</span> <span class="ihf-baths">2 Baths</span> <span class="ihf-sqft">1,216 SqFt</span> <span class="ihf-ptype">Manufactured</span></div>
<div class="ihf-listing-number">MLS® #: 2481157</div>
</div>
${gallery("https://photos.idxhome.example/524/2481157", 22, "1500 Cranbrook Street N #38")}
<div class="ihf-detail-tabs"><ul><li class="active">Details</li><li>Map</li><li>Mortgage</li><li>Schools</li></ul></div>
<div class="ihf-detail-remarks"><h3>Description</h3><p>Move-in-ready 1998 single-wide in Kootenay Pines Manufactured Home Park, an all-ages park on the north side of Cranbrook close to the Tamarack Centre and the hospital. 16' x 76' with three bedrooms, a full bath plus a full ensuite, vaulted ceilings, a new vinyl-plank floor (2024), a covered 10' x 20' deck and a storage shed. Pad rent $545/month includes water, sewer and garbage. Buyers must be approved by park management. CSA Z240 label; Manufactured Home Registry #065432.</p></div>
<div class="ihf-detail-fields">
<h3>Property Details</h3>
<table class="ihf-table"><tbody>
<tr><td class="ihf-label">Property Type</td><td>Manufactured with Land Lease</td></tr>
<tr><td class="ihf-label">Bedrooms</td><td>3</td></tr>
<tr><td class="ihf-label">Full Baths</td><td>2</td></tr>
<tr><td class="ihf-label">Square Feet</td><td>1,216</td></tr>
<tr><td class="ihf-label">Dimensions</td><td>16' x 76'</td></tr>
<tr><td class="ihf-label">Year Built</td><td>1998</td></tr>
<tr><td class="ihf-label">Subdivision</td><td>Cranbrook North</td></tr>
<tr><td class="ihf-label">Complex / Park</td><td>Kootenay Pines Manufactured Home Park</td></tr>
<tr><td class="ihf-label">Pad Rent</td><td>$545 / month</td></tr>
<tr><td class="ihf-label">MHR #</td><td>065432</td></tr>
<tr><td class="ihf-label">Taxes</td><td>$612 (2025)</td></tr>
<tr><td class="ihf-label">Heating</td><td>Forced air, natural gas</td></tr>
</tbody></table>
</div>
<div class="ihf-detail-map" id="ihf-detail-map"></div>
${calculator("Mortgage Calculator", [["Price", "$89,900"], ["Down payment", "$17,980 (20%)"], ["Rate", "6.49%"], ["Term", "15 years"]], "Estimated payment: $626/month plus pad rent", "Chattel loans for manufactured homes carry different rates. Ask your lender.")}
<div class="ihf-listing-courtesy">Listing courtesy of Garrett Vosburgh of Rocky Mountain Key Realty</div>
<div class="ihf-disclaimer"><p>The data relating to real estate on this website comes in part from the Kootenay Association of REALTORS®. ${DDF_LEGAL}</p><p>${IDX_RELIABLE}</p></div>
<div class="ihf-nearby">
${rail("Nearby Listings", [
  { price: "$74,500", street: "1500 Cranbrook Street N #12", place: "Cranbrook, BC", facts: "2 Beds · 1 Bath · 924 SqFt", href: "/homes-for-sale-details/1500-CRANBROOK-STREET-N-12-CRANBROOK-BC-V1C-3S2/2479930/524/" },
  { price: "$419,000", street: "1109 14th Street S", place: "Cranbrook, BC", facts: "4 Beds · 2 Baths · 1,840 SqFt", href: "/homes-for-sale-details/1109-14TH-STREET-S-CRANBROOK-BC-V1C-4N6/2480811/524/" },
], "ihf-grid-results")}
</div>
</div>
<aside class="sidebar">
<div class="agent-widget"><img src="/team/shelby-marchuk.jpg" alt="Shelby Marchuk"><h3>Shelby Marchuk</h3><p>REALTOR® · Baker Hill Realty</p><p>250-555-0139</p><p>shelby@keycityhomes.ca</p></div>
${leadForm("Schedule a Showing", "I'd like to see 1500 Cranbrook Street N #38 (MLS® 2481157).", "Request Showing", "I agree to be contacted by Shelby Marchuk.")}
${officeCard("Office", BAKERHILL, "Weekdays 9–5")}
</aside>
${soldTable("Shelby's Recent Sales", ["Address", "Type", "Sold for", "When"], [["2100 2nd Street S #54", "Mobile in park", "$81,000", "Sep 2025"], ["720 Baker Hill Road", "House", "$512,000", "Jul 2025"]])}
${marketStats("Cranbrook Market Report", [["Average sale price", "$488,600"], ["Manufactured home sales (YTD)", "39"], ["Average mobile price", "$96,300"], ["Average days on market", "47"]], "Cranbrook area, Kootenay Association of REALTORS®, year to date October 2025.")}
${testimonials("Happy Clients", [["Shelby helped my mom downsize into a mobile in town — the park paperwork was painless.", "Carla J."], ["Knows Cranbrook and Kimberley inside out.", "Devon & Ruth"]])}
${team("Meet Shelby", [{ name: "Shelby Marchuk", role: "REALTOR®", phone: "250-555-0139", email: "shelby@keycityhomes.ca" }])}
</main>
${footer("Key City Homes", BAKERHILL, ["Shelby Marchuk, Baker Hill Realty, independently owned and operated. IDX search powered by iHomefinder."])}
<script>var ihfKestrel = ihfKestrel || {}; ihfKestrel.config = ${json({ clientId: 524, activationToken: "kch-91", platform: "wordpress" })}; ihfKestrel.detail = ${json({
  listingNumber: "2481157",
  boardId: 524,
  listPrice: 89900,
  address: { streetNumber: "1500", streetName: "Cranbrook Street N", unit: "38", city: "Cranbrook", state: "BC", postalCode: "V1C 3S2" },
  bedrooms: 3,
  fullBaths: 2,
  halfBaths: 0,
  squareFeet: 1216,
  yearBuilt: 1998,
  propertyType: "Manufactured",
  subdivision: "Cranbrook North",
  latitude: 49.52691,
  longitude: -115.75622,
  listingAgent: "Garrett Vosburgh",
  listingOffice: "Rocky Mountain Key Realty",
  nearby: [
    { listingNumber: "2479930", listPrice: 74500, latitude: 49.52701, longitude: -115.75588 },
    { listingNumber: "2480811", listPrice: 419000, latitude: 49.50133, longitude: -115.77642 },
  ],
})};</script>
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "mobile",
      street: "1500 Cranbrook Street N #38",
      city: "Cranbrook",
      province: "BC",
      postalCode: "V1C 3S2",
      neighbourhood: "Cranbrook North",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1216,
      yearBuilt: 1998,
      mlsNumber: "2481157",
      listingAgentName: "Garrett Vosburgh",
      brokerageName: "Rocky Mountain Key Realty",
      geo: { lat: 49.52691, lng: -115.75622 },
    },
  },
  {
    name: "ho91-energeticcityrealty-land-fort-st-john",
    site: "energeticcityrealty.ca",
    set: "held-out-91",
    traps:
      "Showcase IDX page for a vacant residential lot: '0.27 Acres' beside '66 ft x 178 ft'; price plus GST; a builder's house-and-lot package at $589,000 with a 1,450 sq ft bungalow, and nearby houses with beds/baths/sq ft; no rooms, size or year of its own; the team's own listing with the brokerage's office address in the top bar, JSON-LD and footer; the listing's point in the Showcase JSON beside hotsheet points",
    pageUrl: "https://energeticcityrealty.ca/listings/9607-sunset-ridge-drive-fort-st-john-bc-v1j-0g8/R3049876",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>9607 Sunset Ridge Drive, Fort St. John, BC V1J 0G8 — Lot for sale — Energetic City Realty</title>
<meta name="description" content="Vacant residential lot for sale in Northridge Estates, Fort St. John: 0.27 acres, R-1, services at the lot line. $74,900 + GST. MLS® R3049876.">
<meta property="og:image" content="https://showcase-media.example/bcnreb/R3049876/0.jpg">
${gtm("G-ECR91FSJ")}
${officeLd(ALASKAHWY)}
<script src="https://showcase-cdn.example/sidx/app.js" defer></script>
</head><body class="wp-theme-astra showcase-idx-page">
${contactBar("Alaska Highway Realty Ltd. — 10011 100 Ave, Fort St. John, BC V1J 1Y7", "250-555-0186", "bryce@energeticcityrealty.ca")}
${header("Energetic City Realty", "Bryce Lindqvist · Fort St. John &amp; the North Peace", ["Home", "Search Listings", "Lots &amp; Land", "New Builds", "Sellers", "About", "Contact"], "Call Bryce")}
<main>
${crumbs(["Home", "Search Listings", "Fort St. John", "9607 Sunset Ridge Drive"])}
<div id="sidx-listing" class="sidx-listing-detail">
<div class="sidx-detail-header">
<h1 class="sidx-address">9607 Sunset Ridge Drive</h1>
<p class="sidx-city">Fort St. John, BC V1J 0G8</p>
<p class="sidx-price">$74,900 <small>+ GST</small></p>
<ul class="sidx-facts"><li>Vacant Land</li><li>0.27 Acres</li><li>R-1 Zoning</li><li>MLS® R3049876</li></ul>
</div>
${gallery("https://showcase-media.example/bcnreb/R3049876", 9, "9607 Sunset Ridge Drive")}
<div class="sidx-remarks"><h2>About this property</h2><p>Build your dream home in Northridge Estates, one of Fort St. John's newest subdivisions on the city's north edge. This 0.27-acre lot (66 ft x 178 ft) backs onto a treed municipal reserve with no rear neighbours, and water, sewer, gas, power and fibre are at the lot line. Build with the builder of your choice, or ask about the Northridge house-and-lot package: a 1,450 sq ft three-bedroom bungalow with a double garage from $589,000 (GST included, lot included). Property taxes $1,104 (2025). GST applies to the lot price.</p></div>
<div class="sidx-details"><h2>Property details</h2>
<dl class="sidx-detail-list">
<dt>Property Type</dt><dd>Land Only</dd>
<dt>Lot Size</dt><dd>0.27 Acres</dd>
<dt>Frontage</dt><dd>66 ft</dd>
<dt>Depth</dt><dd>178 ft</dd>
<dt>Zoning</dt><dd>R-1</dd>
<dt>Subdivision</dt><dd>Northridge Estates</dd>
<dt>Services</dt><dd>Water, sewer, gas, hydro, fibre at lot line</dd>
<dt>Taxes</dt><dd>$1,104 (2025)</dd>
<dt>Listing Brokerage</dt><dd>Alaska Highway Realty Ltd.</dd>
<dt>Listing Agent</dt><dd>Bryce Lindqvist</dd>
</dl></div>
<div class="sidx-map" data-map-center="56.26391,-120.87412"></div>
${calculator("Land Loan Estimate", [["Lot price", "$74,900"], ["GST (5%)", "$3,745"], ["Down payment", "25%"], ["Rate", "6.2%"]], "About $420/month over 20 years", "Lot financing usually needs 25–35% down.")}
<div class="sidx-disclaimer"><p>This listing data is provided by the BC Northern Real Estate Board. ${DDF_LEGAL}</p><p>${IDX_RELIABLE} Listing information updated November 20, 2025.</p></div>
</div>
<aside class="agent-card-aside"><img src="/team/bryce-lindqvist.jpg" alt="Bryce Lindqvist"><h3>Bryce Lindqvist</h3><p>REALTOR® · Alaska Highway Realty Ltd.</p><p>250-555-0186</p><p>bryce@energeticcityrealty.ca</p>
${leadForm("Ask about this lot", "Hi Bryce, is 9607 Sunset Ridge Drive still available?", "Send", "I agree to receive messages from Energetic City Realty.")}
${officeCard("Find us", ALASKAHWY, "Mon–Fri 8:30–5, Sat 10–2")}
</aside>
${rail("Homes for Sale Near This Lot", [
  { price: "$589,000", street: "9611 Sunset Ridge Drive", place: "Fort St. John, BC", facts: "3 Beds · 2 Baths · 1,450 SqFt · New construction", href: "/listings/9611-sunset-ridge-drive-fort-st-john-bc-v1j-0g8/R3049881", badge: "Package" },
  { price: "$469,900", street: "11220 96 Street", place: "Fort St. John, BC", facts: "4 Beds · 2 Baths · 1,980 SqFt", href: "/listings/11220-96-street-fort-st-john-bc-v1j-7b3/R3048120" },
  { price: "$79,900", street: "9623 Sunset Ridge Drive", place: "Fort St. John, BC", facts: "Vacant Land · 0.31 Acres", href: "/listings/9623-sunset-ridge-drive-fort-st-john-bc-v1j-0g8/R3049877" },
])}
${soldTable("Recently Sold Lots", ["Lot", "Size", "Sold", "Date"], [["9531 Sunset Ridge Drive", "0.25 ac", "$69,000", "Jun 2025"], ["9619 Sunset Ridge Drive", "0.29 ac", "$72,500", "Sep 2025"]])}
${marketStats("Fort St. John Market at a Glance", [["Average house price", "$431,200"], ["Lots sold (12 mo.)", "27"], ["Average lot price", "$71,800"], ["Days on market (lots)", "96"]], "City of Fort St. John, BC Northern Real Estate Board, 12 months to October 2025.")}
${testimonials("What clients say", [["Bryce walked our lot with us at -30 and still made it fun.", "Jayden & Kelsey W."], ["He lined up our builder, our lender and our lot in a month.", "Marc D."]])}
${team("The Energetic City Realty team", [{ name: "Bryce Lindqvist", role: "REALTOR®", phone: "250-555-0186", email: "bryce@energeticcityrealty.ca" }, { name: "Amara Whitfield", role: "REALTOR®", phone: "250-555-0188", email: "amara@energeticcityrealty.ca" }])}
${officeMap("Alaska Highway Realty Ltd.", 56.25223, -120.84776)}
</main>
${footer("Energetic City Realty", ALASKAHWY, ["Energetic City Realty is the team of Bryce Lindqvist at Alaska Highway Realty Ltd. IDX powered by Showcase IDX."])}
<script id="sidx-data" type="application/json">${json({
  listing: {
    listingId: "R3049876",
    mls: "bcnreb",
    status: "Active",
    price: 74900,
    gstApplicable: true,
    address: { street: "9607 Sunset Ridge Drive", city: "Fort St. John", region: "BC", postalCode: "V1J 0G8" },
    type: "Land",
    lotSizeAcres: 0.27,
    lotFrontage: 66,
    lotDepth: 178,
    subdivision: "Northridge Estates",
    lat: 56.26391,
    lng: -120.87412,
    agentName: "Bryce Lindqvist",
    officeName: "Alaska Highway Realty Ltd.",
  },
  hotsheet: [
    { listingId: "R3049881", price: 589000, beds: 3, baths: 2, sqft: 1450, lat: 56.26402, lng: -120.87437 },
    { listingId: "R3048120", price: 469900, beds: 4, baths: 2, sqft: 1980, lat: 56.25871, lng: -120.86092 },
  ],
})}</script>
</body></html>`,
    expected: {
      price: { amount: 74900 },
      propertyKind: "land",
      street: "9607 Sunset Ridge Drive",
      city: "Fort St. John",
      province: "BC",
      postalCode: "V1J 0G8",
      neighbourhood: "Northridge Estates",
      lot: { value: 0.27, unit: "acres" },
      mlsNumber: "R3049876",
      listingAgentName: "Bryce Lindqvist",
      brokerageName: "Alaska Highway Realty Ltd.",
      geo: { lat: 56.26391, lng: -120.87412 },
    },
  },
  {
    name: "ho91-northof60homes-half-duplex-whitehorse",
    site: "northof60homes.ca",
    set: "held-out-91",
    traps:
      "Webflow CMS page a team wrote by hand: half of a side-by-side duplex on its own title (semi-detached) in Whistle Bend; '2.5 baths' with two full baths and a powder room in prose; lot '330 m² (3,552 sq ft)'; Yukon MLS® '16598'; a map iframe with the home's point beside the office map; the office address in the nav bar, contact strip, Organization JSON-LD and footer; the other half's and sold neighbours' prices; Whitehorse market stats; Finsweet CMS attributes",
    pageUrl: "https://www.northof60homes.ca/listings/63-lodestar-lane-whistle-bend",
    html: `<!DOCTYPE html>
<!-- This site was created in Webflow. https://webflow.com --><html data-wf-domain="www.northof60homes.ca" data-wf-page="6718c2a4f1e0b2d31c9a7e55" data-wf-site="6718c2a4f1e0b2d31c9a7d10" data-wf-collection="6718c2a4f1e0b2d31c9a7e3b" data-wf-item-slug="63-lodestar-lane-whistle-bend" lang="en"><head><meta charset="utf-8">
<title>63 Lodestar Lane — Whistle Bend half duplex | North of 60 Home Team</title>
<meta content="Three bedroom half duplex in Whistle Bend, Whitehorse. 1,480 sq ft, built 2019, no condo fees. $529,000." name="description">
<meta content="63 Lodestar Lane — Whistle Bend half duplex" property="og:title">
<meta content="width=device-width, initial-scale=1" name="viewport"><meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.example/6718c2a4f1e0b2d31c9a7d10/css/northof60homes.webflow.shared.css" rel="stylesheet" type="text/css">
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
${gtm("G-NO60YT91")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "North of 60 Home Team — Midnight Dome Realty Ltd.", url: "https://www.northof60homes.ca", telephone: "867-555-0142", address: { "@type": "PostalAddress", streetAddress: "2108 2nd Ave", addressLocality: "Whitehorse", addressRegion: "YT", postalCode: "Y1A 1B9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 60.72451, longitude: -135.05872 } })}
</head><body class="body-listing">
<div class="nav-topbar"><div class="w-layout-blockcontainer container w-container"><div class="topbar-text">Midnight Dome Realty Ltd. · 2108 2nd Ave, Whitehorse, YT</div><a href="tel:8675550142" class="topbar-link">867-555-0142</a><a href="mailto:hello@northof60homes.ca" class="topbar-link">hello@northof60homes.ca</a></div></div>
<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><a href="/" class="brand w-nav-brand"><img src="https://cdn.prod.website-files.example/6718c2a4f1e0b2d31c9a7d10/logo-n60.svg" alt="North of 60 Home Team"></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/listings" class="nav-link w-nav-link">Listings</a><a href="/sold" class="nav-link w-nav-link">Sold</a><a href="/neighbourhoods" class="nav-link w-nav-link">Neighbourhoods</a><a href="/team" class="nav-link w-nav-link">Team</a><a href="/contact" class="nav-link w-nav-link">Contact</a></nav></div>
<section class="section-listing-hero">
<div class="w-layout-blockcontainer container w-container">
<div class="breadcrumb-wrap"><a href="/listings" class="breadcrumb-link">Listings</a><div class="breadcrumb-divider">/</div><div class="breadcrumb-current">63 Lodestar Lane</div></div>
<div class="listing-hero-grid w-layout-grid">
<div class="listing-hero-left"><div class="listing-tag">For sale</div><h1 class="listing-h1">63 Lodestar Lane</h1><div class="listing-sub">Whistle Bend, Whitehorse, YT Y1A 0N5</div></div>
<div class="listing-hero-right"><div fs-cmsfilter-field="price" class="listing-price">$529,000</div><div class="listing-mls">MLS® 16598</div></div>
</div>
<div class="listing-stats w-layout-grid"><div class="stat"><div class="stat-number">3</div><div class="stat-label">Bedrooms</div></div><div class="stat"><div class="stat-number">2.5</div><div class="stat-label">Baths</div></div><div class="stat"><div class="stat-number">1,480</div><div class="stat-label">Sq ft</div></div><div class="stat"><div class="stat-number">2019</div><div class="stat-label">Built</div></div></div>
</div></section>
<section class="section-gallery">${gallery("https://cdn.prod.website-files.example/6718c2a4f1e0b2d31c9a7e3b/63-lodestar", 26, "63 Lodestar Lane Whistle Bend")}</section>
<section class="section-listing-body"><div class="w-layout-blockcontainer container w-container"><div class="listing-body-grid w-layout-grid">
<div class="listing-copy w-richtext">
<h2>Half duplex, whole lot of home</h2>
<p>Built in 2019 by a local Yukon builder, this is the east half of a side-by-side duplex on its own title — no condo corporation and no monthly fees, just a shared wall and a party-wall agreement. The main floor is open: kitchen with quartz counters and a pantry, dining and living with big south windows, and a powder room by the garage entry. Upstairs are three bedrooms, the primary with a full ensuite, plus a second full bathroom and laundry. In-floor hot-water heat on the main, HRV, triple-pane windows and an insulated single garage.</p>
<p>Lot: 330 m² (3,552 sq ft), fenced, with a back deck looking toward the Whistle Bend paths. Walk to Whistle Bend School and the town square; 15 minutes to downtown Whitehorse. The west half (65 Lodestar Lane) sold in 2023 for $498,500.</p>
<h3>The details</h3>
<ul><li>Style: 2-storey half duplex (freehold, no strata)</li><li>Bedrooms: 3 · Bathrooms: 2 full + 1 half</li><li>Living area: 1,480 sq ft</li><li>Lot: 330 m²</li><li>Year built: 2019</li><li>Taxes: $3,611 (2025)</li><li>Neighbourhood: Whistle Bend</li><li>MLS®: 16598</li></ul>
</div>
<div class="listing-aside">
<div class="agent-card"><img src="https://cdn.prod.website-files.example/6718c2a4f1e0b2d31c9a7d10/ingrid.jpg" alt="Ingrid Sumner" class="agent-photo"><div class="agent-name">Ingrid Sumner</div><div class="agent-title">REALTOR® · Listing agent</div><div class="agent-brokerage">Midnight Dome Realty Ltd.</div><a href="tel:8675550144" class="agent-link">867-555-0144</a><a href="mailto:ingrid@northof60homes.ca" class="agent-link">ingrid@northof60homes.ca</a></div>
<div class="w-form">${leadForm("Book a viewing", "I'd like to view 63 Lodestar Lane.", "Send", "I agree to be contacted by the North of 60 Home Team.")}</div>
</div>
</div>
<div class="listing-map-embed w-embed w-iframe"><iframe title="63 Lodestar Lane map" src="https://www.google.com/maps/embed/v1/view?key=AIzaSyD-n60-embed&amp;center=60.77588,-135.08693&amp;zoom=16&amp;maptype=satellite" width="100%" height="360" loading="lazy"></iframe></div>
</div></section>
<section class="section-more">
${rail("More of our listings", [
  { price: "$749,000", street: "14 Tagish Road", place: "Porter Creek, Whitehorse", facts: "4 bed · 3 bath · 2,240 sq ft", href: "/listings/14-tagish-road-porter-creek" },
  { price: "$389,000", street: "305-410 Main Street", place: "Downtown, Whitehorse", facts: "2 bed · 1 bath · 860 sq ft", href: "/listings/305-410-main-street-downtown" },
], "collection-list w-dyn-list")}
${soldTable("Recently sold in Whistle Bend", ["Address", "Home", "Sold", "Month"], [["55 Lodestar Lane", "Half duplex, 3 bed", "$541,000", "Aug 2025"], ["65 Lodestar Lane", "Half duplex, 3 bed", "$498,500", "May 2023"], ["12 Polaris Place", "Single family, 4 bed", "$689,000", "Oct 2025"]])}
${marketStats("Whitehorse market, October 2025", [["Average single-family price", "$671,300"], ["Average duplex-half price", "$532,800"], ["Sales this month", "41"], ["Median days on market", "24"]], "Yukon Real Estate Association statistics for the City of Whitehorse.")}
${testimonials("Kind words from the North", [["Ingrid found us a Whistle Bend half duplex from Ontario, over video, in one weekend.", "Sam & Priya, moved from Sudbury"], ["Theo knows every subdivision from Copper Ridge to Whistle Bend.", "Lena T."]])}
${team("Meet the team", [{ name: "Ingrid Sumner", role: "REALTOR®, Team Lead", phone: "867-555-0144", email: "ingrid@northof60homes.ca" }, { name: "Theo Baptiste", role: "REALTOR®", phone: "867-555-0147", email: "theo@northof60homes.ca" }])}
${officeMap("Midnight Dome Realty Ltd.", 60.72451, -135.05872)}
</section>
${footer("North of 60 Home Team", MIDNIGHTDOME, [DDF_LEGAL, "The North of 60 Home Team are REALTORS® with Midnight Dome Realty Ltd., Whitehorse. Information believed accurate but not guaranteed."], ["Listings", "Sold", "Neighbourhoods", "Team", "Contact", "Privacy"])}
<script src="https://d3e54v103j8qbb.cloudfront.example/js/jquery-3.5.1.min.js" type="text/javascript"></script>
<script src="https://cdn.prod.website-files.example/6718c2a4f1e0b2d31c9a7d10/js/webflow.js" type="text/javascript"></script>
<script async src="https://cdn.jsdelivr.example/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script>
</body></html>`,
    expected: {
      price: { amount: 529000 },
      propertyKind: "semi-detached",
      street: "63 Lodestar Lane",
      city: "Whitehorse",
      province: "YT",
      postalCode: "Y1A 0N5",
      neighbourhood: "Whistle Bend",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 330, unit: "m2" },
      yearBuilt: 2019,
      mlsNumber: "16598",
      listingAgentName: "Ingrid Sumner",
      brokerageName: "Midnight Dome Realty Ltd.",
      geo: { lat: 60.77588, lng: -135.08693 },
    },
  },
];
