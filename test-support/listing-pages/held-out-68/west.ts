/**
 * Sixty-eighth held-out corpus, the Prairies and Vancouver Island: royallepage.ca (a Grande Prairie bungalow with
 * 3 + 2 bedrooms and an AI summary), kijiji.ca (an owner's bungalow on the Saskatchewan side of Lloydminster, filed
 * under Alberta) and rew.ca (a Courtenay townhouse with a VIREB sub-area). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import {
  agentCarousel, aiSummary, analytics, badges, breadcrumbs, cards, consent, contactForm, footer, gtm, historyTable,
  landTransferCalc, mortgageCalc, nextData, photoStrip, schoolsPanel, topNav, transitPanel, windowState,
} from "./chrome.ts";

export const HELD_OUT_68_WEST: ListingPage[] = [
  {
    name: "ho68-royallepage-bungalow-grande-prairie",
    site: "royallepage.ca",
    set: "held-out-68",
    traps: "Royal LePage page: '5 Bedrooms' header over '3 + 2'; '2 Full, 1 Half' baths; neighbourhood row; AI-written key facts that round the area and count all bedrooms; a carousel of other Royal LePage agents; contact form with a placeholder name and the address pre-filled; mortgage calculator and an Alberta 'no land transfer tax' note with registration fees; similar homes with their own numbers; JSON-LD with offers and geo",
    pageUrl: "https://www.royallepage.ca/en/property/alberta/grande-prairie/10215-88-avenue/25871234/mlsa2261847/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>10215 88 Avenue, Grande Prairie, Alberta T8V 4R6 | A2261847 | Royal LePage</title>
<meta name="description" content="For sale: 10215 88 Avenue, Grande Prairie, Alberta - $389,900. 5 bedrooms, 3 bathrooms. MLS® A2261847. Royal LePage.">
<meta property="og:title" content="10215 88 Avenue, Grande Prairie — $389,900">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "10215 88 Avenue", address: { "@type": "PostalAddress", streetAddress: "10215 88 Avenue", addressLocality: "Grande Prairie", addressRegion: "AB", postalCode: "T8V 4R6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 55.16122, longitude: -118.81457 }, numberOfRooms: 5 })}
${gtm("GTM-RLPC4")}
</head><body>
${consent("Royal LePage")}
${topNav("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "FR"])}
${breadcrumbs(["Alberta", "Grande Prairie", "Avondale", "10215 88 Avenue"])}
<main class="property-details">
<div class="property-header">
${badges(["New Listing", "Virtual Tour"])}
<h1 class="address-1">10215 88 Avenue</h1><p class="address-2">Grande Prairie, Alberta T8V 4R6</p>
<p class="property-price">$389,900</p>
<ul class="property-stats"><li><span>5</span> Bedrooms</li><li><span>3</span> Bathrooms</li><li><span>1,184</span> Sq. Ft.</li></ul>
</div>
${aiSummary("Key facts", "A 5-bedroom, 3-bathroom bungalow of roughly 1,200 sq. ft. in Avondale, built in 1978 on a 6,050 sq. ft. lot with a double detached garage, close to schools and Muskoseepi Park.", "This summary was generated automatically and may not be accurate. Confirm all details with the listing agent.")}
${photoStrip("https://www.royallepage.ca/photos/25871234", 6, "10215 88 Avenue, Grande Prairie")}
<section class="property-description"><h2>Description</h2><p>Updated bungalow on a quiet Avondale street. Three bedrooms on the main including the primary with a half-bath ensuite, two more bedrooms in the fully developed basement with a full bath and large rec room. New shingles 2021, hot water tank 2023. 24 x 26 heated garage off the back lane.</p></section>
<section class="property-features"><h2>Property Details</h2>
<dl>
<dt>Property Type</dt><dd>Residential - Detached</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>Neighbourhood</dt><dd>Avondale</dd>
<dt>Bedrooms</dt><dd>3 + 2</dd>
<dt>Bathrooms</dt><dd>2 Full, 1 Half</dd>
<dt>Square Footage</dt><dd>1,184 sq. ft.</dd>
<dt>Lot Size</dt><dd>6,050 sq. ft.</dd>
<dt>Year Built</dt><dd>1978</dd>
<dt>Taxes</dt><dd>$3,377 (2025)</dd>
<dt>MLS®</dt><dd>A2261847</dd>
</dl></section>
<section class="listing-agent"><h2>Listing Agent</h2><div class="agent-card"><p class="agent-card__name">Kendra Lowry</p><p class="agent-card__title">REALTOR®</p><p class="agent-card__office">Royal LePage Northern Lights Realty</p><a href="tel:7805550137">780-555-0137</a></div></section>
${agentCarousel("Royal LePage agents in Grande Prairie", [
  { name: "Brett Okonkwo", title: "Associate Broker", office: "Royal LePage Northern Lights Realty", phone: "780-555-0102" },
  { name: "Shauna Tkachuk", title: "REALTOR®", office: "Royal LePage Peace Country Realty", phone: "780-555-0145" },
  { name: "Amandeep Gill", title: "REALTOR®", office: "Royal LePage Northern Lights Realty", phone: "780-555-0199" },
])}
${schoolsPanel("Nearby schools", [{ name: "Avondale Elementary", grades: "K-6", distance: "0.4 km" }, { name: "Holy Cross Catholic School", grades: "K-9", distance: "1.2 km", kind: "Catholic" }, { name: "Grande Prairie Composite High", grades: "10-12", distance: "1.6 km" }])}
${mortgageCalc({ heading: "Mortgage calculator", priceLabel: "Home price", price: "$389,900", down: "$38,990", rate: "4.69%", years: "25 years", result: "Approx. $1,981 per month" })}
${landTransferCalc("Closing costs", "$389,900", [["Land transfer tax", "None in Alberta"], ["Land title registration fee (est.)", "$119"], ["Mortgage registration fee (est.)", "$185"]], "Alberta charges registration fees rather than a land transfer tax. Estimates only.")}
${cards("Similar homes", [
  { address: "9806 104 Avenue", place: "Grande Prairie, AB", price: "$359,000", facts: ["4 Bed", "2 Bath", "1,096 Sq. Ft."], href: "/en/property/alberta/grande-prairie/9806-104-avenue/25866102/mlsa2258870/" },
  { address: "8924 99 Street", place: "Grande Prairie, AB", price: "$414,500", facts: ["5 Bed", "3 Bath", "1,240 Sq. Ft."], badge: "Open House", href: "/en/property/alberta/grande-prairie/8924-99-street/25879331/mlsa2263109/" },
])}
${contactForm({ heading: "Ask Kendra about this property", namePlaceholder: "John Doe", emailPlaceholder: "johndoe@email.com", phonePlaceholder: "780-555-5555", message: "I'm interested in 10215 88 Avenue, Grande Prairie (MLS® A2261847). Please send me more information.", button: "Send" })}
</main>
${footer(["Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc. Each office independently owned and operated.", "Listing data supplied by the Grande Prairie & Area Association of REALTORS®."])}
${analytics("rlp")}
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "10215 88 Avenue",
      city: "Grande Prairie",
      neighbourhood: "Avondale",
      province: "AB",
      postalCode: "T8V 4R6",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1184,
      lot: { value: 6050, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "A2261847",
      listingAgentName: "Kendra Lowry",
      brokerageName: "Royal LePage Northern Lights Realty",
      geo: { lat: 55.16122, lng: -118.81457 },
    },
  },
  {
    name: "ho68-kijiji-bungalow-lloydminster",
    site: "kijiji.ca",
    set: "held-out-68",
    traps: "owner's Kijiji ad in a border city: filed under 'Alberta > Lloydminster' while the address is on the Saskatchewan side (SK postal code) and the text compares Alberta-side taxes; no agent or MLS® (the ad ID is Kijiji's); the owner's first name; lot '50 x 120' and year built only in the description; 'Hi, is this still available?' form with a placeholder name; similar ads with their prices; Apollo-style state with the ad's coordinates and a search-area centre",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/lloydminster/bungalow-on-sask-side-close-to-schools/1728456123",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bungalow on Sask side - close to schools | Houses for Sale | Lloydminster | Kijiji</title>
<meta name="description" content="3 bedroom bungalow for sale by owner on the Saskatchewan side of Lloydminster. Developed basement, fenced yard, single garage. $264,900.">
<meta property="og:title" content="Bungalow on Sask side - close to schools">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/7c/7c41d2e0-1f4a-4d8b/rule=kijijica-640-webp">
${gtm("GTM-KJJ09")}
</head><body>
${consent("Kijiji")}
${topNav("Kijiji", ["Post ad", "My Kijiji", "Messages", "Buy & Sell", "Real Estate", "Autos"])}
${breadcrumbs(["Alberta", "Lloydminster", "Real Estate", "For Sale", "Houses for Sale"])}
<main id="vip">
<div class="vip-header">
<h1 class="title">Bungalow on Sask side - close to schools</h1>
<div class="price-section"><span class="currentPrice">$264,900</span></div>
<div class="location"><span class="address">4512 46 Street, Lloydminster, SK S9V 1K3</span><a href="#map">View map</a></div>
<div class="posted">Posted 3 days ago · 412 views</div>
</div>
${photoStrip("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1728456123", 5, "Bungalow on Sask side")}
<section class="vip-attributes"><h2>Overview</h2>
<ul class="attribute-list">
<li><span class="attr-label">Bedrooms</span><span class="attr-value">3</span></li>
<li><span class="attr-label">Bathrooms</span><span class="attr-value">2</span></li>
<li><span class="attr-label">Size (sqft)</span><span class="attr-value">1096</span></li>
<li><span class="attr-label">Unit Type</span><span class="attr-value">House</span></li>
<li><span class="attr-label">For Sale By</span><span class="attr-value">Owner</span></li>
<li><span class="attr-label">Parking Included</span><span class="attr-value">3</span></li>
<li><span class="attr-label">Air Conditioning</span><span class="attr-value">Yes</span></li>
</ul></section>
<section class="vip-description"><h2>Description</h2>
<p>Selling our family home privately - no agents please. Bungalow built in 1981 on a 50' x 120' lot on the Saskatchewan side, so property taxes are lower than comparable homes on the Alberta side (about $2,650 last year).</p>
<p>Three bedrooms on the main floor, full bath upstairs and a 3-piece bath in the developed basement. Big family room downstairs with gas fireplace. Single detached garage plus RV parking off the alley. Walking distance to two elementary schools and the Lloydminster Comprehensive High School. Shingles 2018, furnace 2020.</p>
<p>Serious inquiries only. Viewings evenings and weekends.</p></section>
<section class="vip-poster"><h3>Posted by</h3><p class="poster-name">Kevin</p><p>Owner · On Kijiji since 2014 · Usually responds within a few hours</p></section>
${mortgageCalc({ heading: "Estimate your mortgage payment", priceLabel: "Price", price: "$264,900", down: "$26,490", rate: "4.79%", years: "25 years", result: "Estimated payment: $1,365/month" })}
${cards("Similar ads", [
  { address: "3 bdrm bungalow - Alberta side, double garage", place: "Lloydminster", price: "$289,000", facts: ["3 beds", "2 baths", "1150 sqft"], href: "/v-house-for-sale/lloydminster/3-bdrm-bungalow-alberta-side-double-garage/1728221904" },
  { address: "Starter home 2 bed 1 bath", place: "Lloydminster", price: "$179,900", facts: ["2 beds", "1 bath"], href: "/v-house-for-sale/lloydminster/starter-home-2-bed-1-bath/1727990315" },
  { address: "Acreage 5 min from Lloyd", place: "Marshall", price: "$449,000", facts: ["4 beds", "3 baths", "4.6 acres"], badge: "Top ad", href: "/v-house-for-sale/lloydminster/acreage-5-min-from-lloyd/1728003877" },
])}
${contactForm({ heading: "Contact Kevin", namePlaceholder: "Your name", emailPlaceholder: "Your email", phonePlaceholder: "Phone (optional)", message: "Hi, is this still available?", button: "Send message", fine: "Never send money or share personal financial information. Protect yourself from scams." })}
</main>
${footer(["Kijiji Canada Ltd. · Copyright © 2025. All rights reserved.", "Kijiji is not responsible for the accuracy of ads posted by users."])}
${nextData({ props: { pageProps: { __APOLLO_STATE__: {
  "ROOT_QUERY": { "listing({\"id\":\"1728456123\"})": { __ref: "RealEstateListing:1728456123" }, searchLocation: { name: "Lloydminster", province: "AB", centre: { latitude: 53.2778, longitude: -110.0054 } } },
  "RealEstateListing:1728456123": { id: "1728456123", title: "Bungalow on Sask side - close to schools", price: { amount: 26490000, currency: "CAD", type: "FIXED" }, categoryId: 35, location: { address: "4512 46 Street, Lloydminster, SK S9V 1K3", latitude: 53.28311, longitude: -109.98412 }, attributes: [{ canonicalName: "numberbedrooms", value: "3" }, { canonicalName: "numberbathrooms", value: "20" }, { canonicalName: "areainfeet", value: "1096" }, { canonicalName: "forsaleby", value: "ownr" }], posterInfo: { sellerType: "FSBO", name: "Kevin" } },
} } }, page: "/v-view-details", buildId: "kj-2025.11.2" })}
</body></html>`,
    expected: {
      price: { amount: 264900 },
      propertyKind: "house",
      street: "4512 46 Street",
      city: "Lloydminster",
      province: "SK",
      postalCode: "S9V 1K3",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1096,
      lot: { value: 6000, unit: "ft2" },
      yearBuilt: 1981,
      geo: { lat: 53.28311, lng: -109.98412 },
    },
  },
  {
    name: "ho68-rew-townhouse-courtenay",
    site: "rew.ca",
    set: "held-out-68",
    traps: "REW page for a Vancouver Island townhouse: 'Row / Townhouse'; header '3 Bath' over 'Full Baths 2 / Half Baths 1'; VIREB sub-area 'CV Courtenay City' and area 'Comox Valley'; strata fee; BC assessment and a 2016 sale in the history; BC property transfer tax and mortgage calculators; nearby listings with their own numbers; contact form with placeholder name; window state with the listing's coordinates beside a map centre",
    pageUrl: "https://www.rew.ca/properties/989123/27-1450-fitzgerald-avenue-courtenay",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>27-1450 Fitzgerald Avenue, Courtenay - 989123 | REW</title>
<meta name="description" content="3 bed, 3 bath townhouse for sale at 27-1450 Fitzgerald Avenue, Courtenay, BC. Listed at $549,900. MLS® 989123.">
<meta property="og:title" content="27-1450 Fitzgerald Avenue, Courtenay | $549,900">
${gtm("GTM-REW03")}
</head><body>
${consent("REW")}
${topNav("REW", ["Buy", "Rent", "Sold", "Projects", "Agents", "Insights"])}
${breadcrumbs(["BC", "Vancouver Island", "Comox Valley", "Courtenay", "27-1450 Fitzgerald Avenue"])}
<main id="listing-root">
<header class="listingheader">
${badges(["Open House", "Video"])}
<h1 class="listingheader-address">27-1450 Fitzgerald Avenue</h1>
<p class="listingheader-city">Courtenay, BC V9N 2R4</p>
<div class="listingheader-price">$549,900</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,488 Sqft</li><li>Townhouse</li></ul>
<p class="open-house">Open House: Sat, Nov 15, 11:00 am – 1:00 pm</p>
</header>
${photoStrip("https://img.rew.ca/listings/989123", 5, "27-1450 Fitzgerald Avenue")}
<section class="listingoverview"><h2>Overview</h2><p>End-unit townhouse in a well-run complex steps from downtown Courtenay, the Courtenay Riverway and the Lewis Centre. Main floor with open kitchen, living room with gas fireplace and a powder room; three bedrooms up including the primary with ensuite. Double garage, fenced patio. Pets and rentals allowed with restrictions.</p></section>
<section class="listingdetails"><h2>Details</h2>
<table class="listingdetails-table"><tbody>
<tr><th>MLS® #</th><td>989123</td></tr>
<tr><th>Property Type</th><td>Row / Townhouse</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Floor Area</th><td>1,488 Sqft</td></tr>
<tr><th>Year Built</th><td>2006</td></tr>
<tr><th>Strata Fee</th><td>$412.50 / month</td></tr>
<tr><th>Taxes</th><td>$3,905 (2025)</td></tr>
<tr><th>Area</th><td>Comox Valley</td></tr>
<tr><th>Sub-Area</th><td>CV Courtenay City</td></tr>
<tr><th>Listed by</th><td>Brynn Halvorsen, Tidewater Realty Ltd.</td></tr>
</tbody></table></section>
${historyTable("Property history", ["Date", "Event", "Price"], [["Nov 6, 2025", "Listed", "$549,900"], ["Aug 19, 2016", "Sold", "$289,000"], ["2025", "BC Assessment", "$531,000"]])}
${transitPanel("Transit & commute", ["Comox Valley Transit Route 1 · 90 m", "Downtown Courtenay · 6 min walk", "CFB Comox / YQQ airport · 14 min drive"])}
${schoolsPanel("Nearby schools", [{ name: "Puntledge Park Elementary", grades: "K-7", distance: "0.9 km" }, { name: "Lake Trail Middle", grades: "8-9", distance: "1.6 km" }, { name: "G.P. Vanier Secondary", grades: "10-12", distance: "3.2 km" }])}
${mortgageCalc({ heading: "Mortgage calculator", priceLabel: "List price", price: "$549,900", down: "$54,990", rate: "4.54%", years: "25 years", result: "$2,750/month + $412.50 strata" })}
${landTransferCalc("BC property transfer tax", "$549,900", [["1% on the first $200,000", "$2,000"], ["2% on the portion up to $2,000,000", "$6,998"], ["Total", "$8,998"]], "First-time buyers and newly built homes may qualify for an exemption.")}
${cards("Nearby listings", [
  { address: "14-2112 Cumberland Road", place: "Courtenay", price: "$479,000", facts: ["2 Bed", "2 Bath", "1,120 Sqft"], href: "/properties/988410/14-2112-cumberland-road-courtenay" },
  { address: "305-1820 Ryan Road", place: "Courtenay", price: "$389,900", facts: ["2 Bed", "2 Bath", "960 Sqft"], href: "/properties/987652/305-1820-ryan-road-courtenay" },
  { address: "6-1765 Comox Avenue", place: "Comox", price: "$619,000", facts: ["3 Bed", "3 Bath", "1,610 Sqft"], badge: "New", href: "/properties/989301/6-1765-comox-avenue-comox" },
])}
${contactForm({ heading: "Ask about this listing", namePlaceholder: "First Last", emailPlaceholder: "you@example.com", phonePlaceholder: "250-555-5555", message: "I'm interested in 27-1450 Fitzgerald Avenue, Courtenay (MLS® 989123). Please send me more details.", button: "Send request", fine: "Your request goes to a REW partner agent, who may not be the listing agent." })}
</main>
${footer(["REW.ca · Real Estate Wire. Listing data provided by the Vancouver Island Real Estate Board.", "Information deemed reliable but not guaranteed."])}
${windowState("rewListingPage", { listingId: "989123", mapCenter: { lat: 49.6873, lng: -124.9936 }, listing: { mls: "989123", price: 549900, lat: 49.68542, lng: -124.99878, subArea: "CV Courtenay City", strataFee: 412.5 } })}
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "townhouse",
      street: "27-1450 Fitzgerald Avenue",
      city: "Courtenay",
      neighbourhood: "CV Courtenay City",
      province: "BC",
      postalCode: "V9N 2R4",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1488,
      yearBuilt: 2006,
      mlsNumber: "989123",
      listingAgentName: "Brynn Halvorsen",
      brokerageName: "Tidewater Realty Ltd.",
      geo: { lat: 49.68542, lng: -124.99878 },
    },
  },
];
