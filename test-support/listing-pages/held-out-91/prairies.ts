/**
 * Ninety-first held-out corpus, the Prairies: westmanhomegroup.ca (a kvCORE-style team site, a bungalow in Brandon
 * MB), couleeviewhomes.ca (a Lofty-style team site, a condo in West Lethbridge AB), gascityhomes.ca (a
 * Sierra-Interactive-style site, a side-by-side duplex in Medicine Hat AB), pahomefinder.ca (a RealtyNinja-like CREA
 * DDF® template, an acreage in the RM of Buckland by Prince Albert SK) and swiftcurrenthomesearch.ca (IDX Broker
 * pages under an agent's own domain, a condo townhouse in Swift Current SK). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
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
  windowState,
  type Office,
} from "./chrome.ts";

const WESTMAN: Office = {
  name: "Assiniboine Valley Realty Ltd.",
  street: "1040 Princess Ave",
  city: "Brandon",
  province: "MB",
  postal: "R7A 0P8",
  phone: "(204) 555-0162",
  email: "hello@westmanhomegroup.ca",
  lat: 49.84702,
  lng: -99.95231,
  url: "https://www.westmanhomegroup.ca/",
  agent: "Jordan Friesen",
};

const COULEE: Office = {
  name: "Coulee Country Realty",
  street: "712 3 Ave S",
  city: "Lethbridge",
  province: "AB",
  postal: "T1J 0H6",
  phone: "403-555-0148",
  email: "team@couleeviewhomes.ca",
  lat: 49.69514,
  lng: -112.84052,
  url: "https://www.couleeviewhomes.ca/",
  agent: "Tessa Vandermolen",
};

const HATCOUNTRY: Office = {
  name: "Hat Country Realty Ltd.",
  street: "602 2 St SE",
  city: "Medicine Hat",
  province: "AB",
  postal: "T1A 0C8",
  phone: "403-555-0191",
  email: "ryley@gascityhomes.ca",
  lat: 50.04051,
  lng: -110.67832,
  url: "https://www.gascityhomes.ca/",
  agent: "Ryley Dueck",
};

const KINGFISHER: Office = {
  name: "Kingfisher Realty Ltd.",
  street: "1211 Central Ave",
  city: "Prince Albert",
  province: "SK",
  postal: "S6V 4V9",
  phone: "(306) 555-0127",
  email: "raelene@pahomefinder.ca",
  lat: 53.20118,
  lng: -105.75361,
  url: "https://pahomefinder.ca/",
  agent: "Raelene McKechnie",
};

const RIVERDENE: Office = {
  name: "Riverdene Realty Inc.",
  street: "38 1 Ave NE",
  city: "Swift Current",
  province: "SK",
  postal: "S9H 2B1",
  phone: "306-555-0173",
  email: "mason@swiftcurrenthomesearch.ca",
  lat: 50.28781,
  lng: -107.79603,
  url: "https://www.swiftcurrenthomesearch.ca/",
  agent: "Mason Thiessen",
};

export const HELD_OUT_91_PRAIRIES: ListingPage[] = [
  {
    name: "ho91-westmanhomegroup-house-brandon",
    site: "westmanhomegroup.ca",
    set: "held-out-91",
    traps:
      "kvCORE-style team site showing another brokerage's listing by IDX: the team lead's 'Ask Jordan' panel, team grid and office address (top bar, JSON-LD with the office's geo, footer) beside 'Courtesy of' the listing agent and office; '4 Beds' in the header over 'Bedrooms Above Grade 3 / Below Grade 1'; 1,104 sq ft above grade beside 1,980 sq ft finished in all; lot '50 x 120 ft' and 0.14 ac in the state blob; price reduced from $299,900; recently-sold table and Brandon market stats; window state with the listing's point beside similar homes' points",
    pageUrl: "https://www.westmanhomegroup.ca/listing/MB/Brandon/1427-Louise-Avenue-R7A-0R9/202528941",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1427 Louise Avenue, Brandon, MB R7A 0R9 | MLS® 202528941 | Westman Home Group</title>
<meta name="description" content="4 bed, 2 bath bungalow for sale at 1427 Louise Avenue, Brandon, MB. $289,900. View photos, price history and more with the Westman Home Group.">
<meta property="og:title" content="1427 Louise Avenue, Brandon — $289,900">
<meta property="og:image" content="https://cdn.kvcore.example/mls/bar/202528941/1.jpg">
<link rel="canonical" href="https://www.westmanhomegroup.ca/listing/MB/Brandon/1427-Louise-Avenue-R7A-0R9/202528941">
${gtm("G-WMHG91BR")}
${fbPixel("1188230091")}
${officeLd(WESTMAN)}
</head><body class="kv-site kv-theme-luxe">
${contactBar("1040 Princess Ave, Brandon, MB R7A 0P8", "(204) 555-0162", "hello@westmanhomegroup.ca", '<span class="top-bar__brokerage">Assiniboine Valley Realty Ltd.</span>')}
${header("Westman Home Group", "Brandon &amp; Westman's home team", ["Search Homes", "Featured Listings", "Sold", "Buyers", "Sellers", "Home Valuation", "Our Team"], "Let's Talk")}
<div id="app" data-v-app>
<main class="kv-property-details">
${crumbs(["Home", "Search", "Brandon", "University", "1427 Louise Avenue"])}
<section class="kv-property-details__header">
<div class="kv-price-block"><span class="kv-status kv-status--active">Active</span><h2 class="kv-price">$289,900</h2><span class="kv-price-change">Price reduced $10,000 · Oct 28</span></div>
<h1 class="kv-address">1427 Louise Avenue<br><small>Brandon, MB R7A 0R9</small></h1>
<ul class="kv-key-stats"><li><strong>4</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>1,104</strong> SqFt</li><li><strong>1958</strong> Built</li></ul>
<div class="kv-actions"><button>Save</button><button>Share</button><button>Schedule a Tour</button></div>
</section>
${gallery("https://cdn.kvcore.example/mls/bar/202528941", 34, "1427 Louise Avenue Brandon")}
<div class="kv-grid">
<div class="kv-grid__main">
<section class="kv-description"><h2>About This Home</h2>
<p>Tidy 1958 bungalow a short walk from Brandon University and the Louise Avenue shops. The main floor has three bedrooms, a 4-piece bath, a bright living room with the original hardwood and a kitchen updated in 2019. Downstairs: a fourth bedroom, a 3-piece bath, a family room and laundry — 1,980 sq ft finished in all. Single detached garage off the back lane, mature elms, and a fenced 50 x 120 ft yard. Shingles 2021, furnace and central air 2017. Taxes $3,412 (2025).</p>
</section>
<section class="kv-details"><h2>Property Details</h2>
<div class="kv-details__group"><h3>Interior</h3><ul>
<li><span>Total Bedrooms</span><span>4</span></li>
<li><span>Bedrooms Above Grade</span><span>3</span></li>
<li><span>Bedrooms Below Grade</span><span>1</span></li>
<li><span>Full Bathrooms</span><span>2</span></li>
<li><span>Above Grade Finished Area</span><span>1,104 sqft</span></li>
<li><span>Total Finished Area</span><span>1,980 sqft</span></li>
<li><span>Basement</span><span>Full, Finished</span></li>
<li><span>Heating</span><span>Forced air, natural gas</span></li>
</ul></div>
<div class="kv-details__group"><h3>Property</h3><ul>
<li><span>Property Type</span><span>Single Family</span></li>
<li><span>Building Type</span><span>House</span></li>
<li><span>Style</span><span>Bungalow</span></li>
<li><span>Year Built</span><span>1958</span></li>
<li><span>Lot Size</span><span>50 x 120 ft</span></li>
<li><span>Parking</span><span>Single detached garage</span></li>
<li><span>Community</span><span>University</span></li>
<li><span>Annual Taxes</span><span>$3,412 (2025)</span></li>
<li><span>MLS® #</span><span>202528941</span></li>
</ul></div>
</section>
<section class="kv-price-history"><h2>Price History</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>Oct 28, 2025</td><td>Price change</td><td>$289,900</td></tr>
<tr><td>Sep 15, 2025</td><td>Listed</td><td>$299,900</td></tr>
<tr><td>Jun 02, 2011</td><td>Sold</td><td>$186,500</td></tr>
</tbody></table></section>
${calculator("Estimate Your Payment", [["Home Price", "$289,900"], ["Down Payment", "$28,990 (10%)"], ["Interest Rate", "4.79%"], ["Amortization", "25 years"]], "Est. $1,482 / month (incl. CMHC premium)", "For illustration only. Talk to a mortgage professional for a real quote.")}
<section class="kv-listing-courtesy"><p>Courtesy of <strong>Darnell Huebert</strong>, Prairie Crossing Realty</p><p>Listing data supplied by the Brandon Area REALTORS® via CREA DDF®. MLS® 202528941.</p></section>
</div>
<aside class="kv-grid__side">
<div class="kv-agent-card"><img src="/team/jordan-friesen.jpg" alt="Jordan Friesen"><h3>Ask Jordan about this home</h3><p class="kv-agent-card__name">Jordan Friesen</p><p>Team Lead · REALTOR®<br>Assiniboine Valley Realty Ltd.</p><p><a href="tel:2045550162">(204) 555-0162</a></p><p><a href="mailto:jordan@westmanhomegroup.ca">jordan@westmanhomegroup.ca</a></p></div>
${leadForm("Request a showing", "I'd like to see 1427 Louise Avenue.", "Send", "I agree to receive e-mail from the Westman Home Group. Unsubscribe any time.")}
${officeCard("Visit our office", WESTMAN, "Mon–Fri 9–5 · Sat by appointment")}
</aside>
</div>
${rail("Similar Homes Nearby", [
  { price: "$314,900", street: "1519 Lorne Avenue", place: "Brandon, MB", facts: "3 Beds · 2 Baths · 1,176 SqFt", href: "/listing/MB/Brandon/1519-Lorne-Avenue-R7A-0T4/202527730" },
  { price: "$249,000", street: "422 15th Street", place: "Brandon, MB", facts: "2 Beds · 1 Bath · 868 SqFt", href: "/listing/MB/Brandon/422-15th-Street-R7A-4T2/202529105" },
  { price: "$399,900", street: "38 Silverbirch Drive", place: "Brandon, MB", facts: "4 Beds · 3 Baths · 1,412 SqFt", href: "/listing/MB/Brandon/38-Silverbirch-Drive-R7B-0X7/202526618" },
])}
${soldTable("Recently Sold by the Westman Home Group", ["Address", "Home", "Sold", "Days on market"], [
  ["1311 Lorne Avenue", "3 bd · 2 ba bungalow", "$274,000", "12"],
  ["27 Kirkcaldy Heights Cove", "4 bd · 3 ba two storey", "$452,500", "19"],
  ["603 4th Street", "2 bd · 1 ba cottage", "$171,000", "33"],
])}
${marketStats("Brandon Market Snapshot — October 2025", [["Median sale price", "$329,900"], ["Average days on market", "41"], ["Active listings", "212"], ["Homes sold (30 days)", "74"]], "Source: Brandon Area REALTORS® monthly statistics. Figures are for the whole board area.")}
${testimonials("What Our Clients Say", [
  ["Jordan and Kayla sold our house on 18th Street in nine days and found us the acreage we'd been hoping for.", "Mel & Trina D., Brandon"],
  ["As first-time buyers we had a hundred questions. Owen answered every one of them.", "Priyanka S., Brandon"],
])}
${team("Meet the Team", [
  { name: "Jordan Friesen", role: "Team Lead · REALTOR®", phone: "(204) 555-0162", email: "jordan@westmanhomegroup.ca" },
  { name: "Kayla Friesen", role: "REALTOR® · Listings", phone: "(204) 555-0164", email: "kayla@westmanhomegroup.ca" },
  { name: "Owen Szabo", role: "Buyer Specialist", phone: "(204) 555-0169", email: "owen@westmanhomegroup.ca" },
])}
${officeMap("Assiniboine Valley Realty Ltd.", 49.84702, -99.95231)}
</main>
</div>
${footer("Westman Home Group", WESTMAN, [DDF_LEGAL, "The Westman Home Group is a team at Assiniboine Valley Realty Ltd., an independently owned brokerage. Listings on this site that are not ours are shown courtesy of their listing brokerage. " + IDX_RELIABLE, "Powered by kvCORE."])}
${windowState("__KV_LISTING__", {
  id: 3349918271,
  mlsid: "202528941",
  mls: "BAR",
  status: "Active",
  price: 289900,
  originalPrice: 299900,
  address: { street: "1427 Louise Avenue", city: "Brandon", state: "MB", zip: "R7A 0R9", subdivision: "University" },
  beds: 4,
  bedsAboveGrade: 3,
  bedsBelowGrade: 1,
  fullBaths: 2,
  halfBaths: 0,
  sqft: 1104,
  totalFinishedSqft: 1980,
  lotSizeAcres: 0.14,
  lotDimensions: "50 x 120 ft",
  yearBuilt: 1958,
  propertyType: "Single Family",
  lat: 49.84371,
  lng: -99.96218,
  listingAgent: { name: "Darnell Huebert" },
  listingOffice: { name: "Prairie Crossing Realty" },
  siteAgent: { id: 55120, name: "Jordan Friesen", office: "Assiniboine Valley Realty Ltd.", phone: "(204) 555-0162" },
  similar: [
    { mlsid: "202527730", price: 314900, lat: 49.84107, lng: -99.96655 },
    { mlsid: "202529105", price: 249000, lat: 49.84622, lng: -99.95871 },
    { mlsid: "202526618", price: 399900, lat: 49.81944, lng: -99.98302 },
  ],
})}
<script src="https://cdn.kvcore.example/sites/luxe/app.3f81c.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 289900 },
      propertyKind: "house",
      street: "1427 Louise Avenue",
      city: "Brandon",
      province: "MB",
      postalCode: "R7A 0R9",
      neighbourhood: "University",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1104,
      lot: { value: 6000, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "202528941",
      listingAgentName: "Darnell Huebert",
      brokerageName: "Prairie Crossing Realty",
      geo: { lat: 49.84371, lng: -99.96218 },
    },
  },
  {
    name: "ho91-couleeviewhomes-condo-lethbridge",
    site: "couleeviewhomes.ca",
    set: "held-out-91",
    traps:
      "Lofty-style team site (Nuxt state) with the team's own listing: unit written '302-455 Columbia Blvd W'; 1,012 sq ft beside 94.0 m² and an 84 sq ft balcony; condo fee $412/month, an estimated value and price per sq ft; price history from $239,900; 'showing agent' and team grid beside the listing agent; the brokerage's office address in the top bar, JSON-LD and footer; recommended condos' points in the state beside the listing's",
    pageUrl: "https://www.couleeviewhomes.ca/listing-detail/1147382250/302-455-Columbia-Blvd-W-Lethbridge-AB-T1K-8A4",
    html: `<!DOCTYPE html>
<html lang="en" data-n-head-ssr><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>302-455 Columbia Blvd W, Lethbridge, AB T1K 8A4 | $234,900 | 2 Beds 2 Baths | The Coulee View Team</title>
<meta data-n-head="ssr" name="description" content="302-455 Columbia Blvd W, Lethbridge, AB T1K 8A4 — Condo for sale, 2 beds, 2 baths, 1,012 sqft, listed at $234,900. MLS® A2251234.">
<meta data-n-head="ssr" property="og:image" content="https://cdn.lofty.example/listing/1147382250/0.jpg">
<link rel="preload" href="/_nuxt/vendors.app.8c1d2.js" as="script">
${gtm("G-CVT91LETH")}
${officeLd(COULEE)}
</head><body>
<div id="__nuxt"><div id="__layout">
${contactBar("Coulee Country Realty · 712 3 Ave S, Lethbridge, AB T1J 0H6", "403-555-0148", "team@couleeviewhomes.ca")}
${header("The Coulee View Team", "Lethbridge real estate, coulee to coulee", ["Buy", "Sell", "Listings", "Neighbourhoods", "Market Report", "About Us"], "Get My Home Value")}
<main class="page-listing-detail">
${crumbs(["Home", "Lethbridge", "West Lethbridge", "Varsity Village", "302-455 Columbia Blvd W"])}
<div class="detail-top">
<div class="detail-top__left"><h1 class="house-address">302-455 Columbia Blvd W</h1><p class="house-city">Lethbridge, AB T1K 8A4</p><p class="house-tag"><span>Condo</span><span>Varsity Village</span><span>Listed 21 days ago</span></p></div>
<div class="detail-top__right"><div class="house-price">$234,900</div><div class="house-est">Est. $1,156/mo</div></div>
</div>
<ul class="house-basic"><li><b>2</b><span>Beds</span></li><li><b>2</b><span>Baths</span></li><li><b>1,012</b><span>Sqft</span></li><li><b>$232</b><span>/Sqft</span></li></ul>
${gallery("https://cdn.lofty.example/listing/1147382250", 28, "302-455 Columbia Blvd W")}
<section class="house-description"><h2>Description</h2>
<p>Third-floor corner unit in Varsity Pointe, steps from the University of Lethbridge and the Crossings shops. Two bedrooms and two full baths (the primary has a walk-through closet and 4-piece ensuite), an open kitchen with a granite island, in-suite laundry and a covered 84 sq ft balcony facing the coulees. Heated underground stall #41 plus a storage locker. Condo fee $412/month covers heat, water, insurance and reserve fund. Pets allowed with board approval.</p>
</section>
<section class="house-facts"><h2>Home Facts</h2>
<table class="facts-table"><tbody>
<tr><th>Property Type</th><td>Residential</td><th>Property Subtype</th><td>Apartment</td></tr>
<tr><th>Bedrooms</th><td>2</td><th>Full Bathrooms</th><td>2</td></tr>
<tr><th>Living Area</th><td>1,012 sqft (94.0 m²)</td><th>Balcony</th><td>84 sqft</td></tr>
<tr><th>Year Built</th><td>2008</td><th>Floor</th><td>3 of 4</td></tr>
<tr><th>Building</th><td>Varsity Pointe</td><th>Condo Fee</th><td>$412 / month</td></tr>
<tr><th>Community</th><td>Varsity Village</td><th>Parking</th><td>Underground, 1 stall</td></tr>
<tr><th>Taxes</th><td>$2,214 / 2025</td><th>MLS® #</th><td>A2251234</td></tr>
</tbody></table>
</section>
<section class="house-history"><h2>Price History</h2><ul>
<li><span>2025-11-04</span><span>Price Changed</span><span>$234,900</span></li>
<li><span>2025-10-20</span><span>Listed</span><span>$239,900</span></li>
<li><span>2019-04-30</span><span>Sold</span><span>$218,000</span></li>
</ul></section>
<section class="house-estimate"><h2>Home Value Estimate</h2><p>Our estimated value for this home: <b>$228,000</b> (range $214,000 – $241,000). Estimates are automated and are not an appraisal.</p></section>
${calculator("Mortgage Calculator", [["Price", "$234,900"], ["Down Payment", "$23,490"], ["Rate", "4.69%"], ["Term", "25 years"]], "Monthly principal &amp; interest: $1,156 + condo fee $412", "Payment estimate only; not a commitment to lend.")}
<section class="listing-provider"><p>Listed by <b>Tessa Vandermolen</b> · Coulee Country Realty</p><p>Showing agent: Marcus Oyelaran</p><p>Data provided by the Lethbridge &amp; District Association of REALTORS® through Pillar 9™.</p></section>
<aside class="agent-side"><div class="agent-side__card"><img src="/team/tessa-vandermolen.jpg" alt="Tessa Vandermolen"><h3>Tessa Vandermolen</h3><p>Team Lead, REALTOR® · Coulee Country Realty</p><p>403-555-0148</p><p>tessa@couleeviewhomes.ca</p></div>
${leadForm("Ask a question", "Hi Tessa, I'm interested in 302-455 Columbia Blvd W.", "Send message", "By submitting, you agree to be contacted by The Coulee View Team by phone, text or e-mail.")}
</aside>
${rail("Similar Condos in West Lethbridge", [
  { price: "$259,900", street: "208-98 Jerry Potts Blvd W", place: "Lethbridge, AB T1K 7R4", facts: "2 bd · 2 ba · 1,090 sqft", href: "/listing-detail/1147380911/208-98-Jerry-Potts-Blvd-W-Lethbridge-AB-T1K-7R4" },
  { price: "$199,500", street: "115-30 Heritage Blvd W", place: "Lethbridge, AB T1K 7V4", facts: "1 bd · 1 ba · 742 sqft", href: "/listing-detail/1147381507/115-30-Heritage-Blvd-W-Lethbridge-AB-T1K-7V4" },
], "similar-homes")}
${soldTable("Recently Sold by The Coulee View Team", ["Property", "Type", "Sold price", "Sold"], [
  ["406-455 Columbia Blvd W", "Condo · 2 bd 2 ba", "$226,500", "Aug 2025"],
  ["94 Coalbanks Blvd W", "House · 4 bd 3 ba", "$512,000", "Sep 2025"],
])}
${marketStats("Lethbridge Condo Market", [["Average condo price", "$247,300"], ["Median days on market", "36"], ["New listings this month", "58"], ["Sales-to-listings ratio", "61%"]], "Lethbridge, all districts, last 30 days. Source: LDAR via Pillar 9™.")}
${testimonials("Client Reviews", [["Tessa priced our condo in Varsity Village perfectly — three offers the first weekend.", "Deb & Alan R."], ["Marcus showed us nine condos in one afternoon and never once rushed us.", "Jordyn P."]])}
${team("The Coulee View Team", [
  { name: "Tessa Vandermolen", role: "Team Lead, REALTOR®", phone: "403-555-0148", email: "tessa@couleeviewhomes.ca" },
  { name: "Marcus Oyelaran", role: "REALTOR®", phone: "403-555-0152", email: "marcus@couleeviewhomes.ca" },
  { name: "Hailey Bergeron", role: "Client Care Coordinator", phone: "403-555-0155", email: "hailey@couleeviewhomes.ca" },
])}
</main>
${footer("The Coulee View Team", COULEE, [DDF_LEGAL, "The Coulee View Team, Coulee Country Realty. " + IDX_RELIABLE, "Website powered by Lofty."])}
</div></div>
<script>window.__NUXT__=${json({
  layout: "default",
  data: [
    {
      houseDetail: {
        listingId: 1147382250,
        mlsNum: "A2251234",
        listingStatus: "Active",
        price: 234900,
        originalPrice: 239900,
        streetAddress: "302-455 Columbia Blvd W",
        unit: "302",
        city: "Lethbridge",
        state: "AB",
        zipCode: "T1K 8A4",
        neighborhood: "Varsity Village",
        propertyType: "Condo",
        bedrooms: 2,
        bathrooms: 2,
        fullBathrooms: 2,
        sqft: 1012,
        yearBuilt: 2008,
        hoaFee: 412,
        hoaFrequency: "Monthly",
        estimateValue: 228000,
        latitude: 49.67912,
        longitude: -112.87733,
        listAgentName: "Tessa Vandermolen",
        listOfficeName: "Coulee Country Realty",
        showingAgentName: "Marcus Oyelaran",
      },
      recommendList: [
        { listingId: 1147380911, price: 259900, latitude: 49.67275, longitude: -112.88601 },
        { listingId: 1147381507, price: 199500, latitude: 49.68844, longitude: -112.87059 },
      ],
    },
  ],
  state: { site: { siteId: 88214, teamName: "The Coulee View Team", officeAddress: "712 3 Ave S, Lethbridge, AB T1J 0H6" } },
  serverRendered: true,
})};</script>
<script src="/_nuxt/vendors.app.8c1d2.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 234900 },
      propertyKind: "condo",
      street: "302-455 Columbia Blvd W",
      city: "Lethbridge",
      province: "AB",
      postalCode: "T1K 8A4",
      neighbourhood: "Varsity Village",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1012,
      yearBuilt: 2008,
      mlsNumber: "A2251234",
      listingAgentName: "Tessa Vandermolen",
      brokerageName: "Coulee Country Realty",
      geo: { lat: 49.67912, lng: -112.87733 },
    },
  },
  {
    name: "ho91-gascityhomes-duplex-medicine-hat",
    site: "gascityhomes.ca",
    set: "held-out-91",
    traps:
      "Sierra-Interactive-style detail page for a side-by-side full duplex sold as one (plex): '6 Beds · 3 Baths' with 2 full and 2 half; 2,176 sq ft in all beside 1,088 per side; each side's rent ($1,350 and $1,295/month), gross income, cap rate and assessment; lot '6,500 sq ft (50' x 130')'; 'Listing courtesy of' another brokerage while the site owner's panel and office fill the sidebar; si.listingDetail script and a map div with the listing's point; the 423 side's number in the remarks",
    pageUrl: "https://www.gascityhomes.ca/property-search/detail/158/A2248871/421-allowance-avenue-se-medicine-hat-ab-t1a-3g4/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>421 Allowance Avenue SE, Medicine Hat, AB T1A 3G4 (MLS® A2248871) | Gas City Homes</title>
<meta name="description" content="Full duplex for sale: 421 Allowance Avenue SE, Medicine Hat. 6 beds, 3 baths, 2,176 sq ft. $449,000.">
<meta property="og:url" content="https://www.gascityhomes.ca/property-search/detail/158/A2248871/421-allowance-avenue-se-medicine-hat-ab-t1a-3g4/">
<link rel="stylesheet" href="https://cdn.sierra.example/css/si-theme-prairie.min.css">
${gtm("G-GCH91MH")}
${officeLd(HATCOUNTRY)}
</head><body class="si-body si-listing-detail-page">
${contactBar("Hat Country Realty Ltd. | 602 2 St SE, Medicine Hat, AB", "403-555-0191", "ryley@gascityhomes.ca")}
${header("Gas City Homes", "Ryley Dueck &amp; the Gas City Home Team", ["Search", "Featured", "Neighbourhoods", "Investors", "Sell", "Blog", "Contact"], "Free Home Evaluation")}
<main id="si-container">
${crumbs(["Home", "Property Search", "Medicine Hat", "Southeast Hill", "421 Allowance Avenue SE"])}
<div class="si-listing">
<div class="si-listing__header">
<h1 class="si-listing__address"><span class="si-listing__street">421 Allowance Avenue SE</span> <span class="si-listing__citystatezip">Medicine Hat, AB T1A 3G4</span></h1>
<div class="si-listing__price">$449,000</div>
<div class="si-listing__beds-baths"><span>6 Beds</span> · <span>3 Baths</span> · <span>2,176 SqFt</span></div>
<div class="si-listing__status">Active · Full Duplex · Days on site: 9</div>
</div>
${gallery("https://cdn.sierra.example/photos/158/A2248871", 31, "421 Allowance Avenue SE")}
<div class="si-listing__tabs"><a href="#overview" class="active">Overview</a><a href="#details">Details</a><a href="#financial">Financial</a><a href="#map">Map</a><a href="#schools">Schools</a></div>
<section id="overview" class="si-listing__remarks"><h2>Property Overview</h2>
<p>Rare full side-by-side duplex on the Southeast Hill, both sides (421 and 423) sold together on one title. Each side is a two-storey with three bedrooms, a full bath up and a half bath on the main, 1,088 sq ft, its own laundry, furnace and meter, and an unfinished basement. Long-term tenants on month-to-month: the 421 side rents for $1,350/month and the 423 side for $1,295/month. Roof 2020, both hot water tanks 2022. 6,500 sq ft lot with a shared back lane and two parking pads. Walk to Crescent Heights High School and the Medalta district.</p>
</section>
<section id="details" class="si-listing__details"><h2>Listing Details</h2>
<div class="si-details-group"><h3>Interior</h3><dl>
<dt>Bedrooms</dt><dd>6</dd><dt>Full Baths</dt><dd>2</dd><dt>Half Baths</dt><dd>2</dd><dt>Total Living Area</dt><dd>2,176 SqFt</dd><dt>Per Side</dt><dd>1,088 SqFt</dd><dt>Basement</dt><dd>Full, Unfinished</dd></dl></div>
<div class="si-details-group"><h3>Exterior</h3><dl>
<dt>Structure Type</dt><dd>Full Duplex</dd><dt>Construction</dt><dd>Wood frame, vinyl siding</dd><dt>Lot Size</dt><dd>6,500 sq ft (50' x 130')</dd><dt>Parking</dt><dd>2 parking pads</dd></dl></div>
<div class="si-details-group"><h3>General</h3><dl>
<dt>Year Built</dt><dd>1978</dd><dt>Subdivision</dt><dd>Southeast Hill</dd><dt>MLS® Number</dt><dd>A2248871</dd><dt>Zoning</dt><dd>R-LD</dd></dl></div>
</section>
<section id="financial" class="si-listing__financial"><h2>Financial</h2><table><tbody>
<tr><th>Gross annual rent</th><td>$31,740</td></tr>
<tr><th>Cap rate (seller's figure)</th><td>5.6%</td></tr>
<tr><th>2025 Assessment</th><td>$402,500</td></tr>
<tr><th>2025 Taxes</th><td>$3,968</td></tr>
</tbody></table></section>
${calculator("Estimated Payment", [["Purchase Price", "$449,000"], ["Down Payment (20%)", "$89,800"], ["Interest Rate", "4.89%"], ["Amortization", "25 yrs"]], "Est. principal &amp; interest: $2,069/mo", "Investment properties may require a larger down payment.")}
<section id="map" class="si-listing__map"><h2>Map</h2><div id="si-listing-map" data-lat="50.03652" data-lng="-110.66871" data-zoom="16"></div></section>
<section id="schools" class="si-listing__schools"><h2>Nearby Schools</h2><ul><li>Crescent Heights High School — 0.6 km</li><li>Elm Street School — 0.4 km</li></ul></section>
<div class="si-listing__courtesy">Listing courtesy of Colton Reinholt, Cypress Plains Realty. Data supplied by the Medicine Hat &amp; District Association of REALTORS® via Pillar 9™.</div>
</div>
<aside class="si-sidebar">
<div class="si-agent"><img src="/team/ryley-dueck.jpg" alt="Ryley Dueck"><h3>Ryley Dueck</h3><p>REALTOR® · Hat Country Realty Ltd.</p><p>403-555-0191</p><p>ryley@gascityhomes.ca</p><a class="btn" href="#request-showing">Request a Showing</a></div>
${leadForm("Request a Showing", "I'd like to tour 421 Allowance Avenue SE.", "Request", "I consent to receive communications from Gas City Homes.")}
${officeCard("Our Office", HATCOUNTRY, "Open Mon–Sat")}
</aside>
${rail("Featured Listings", [
  { price: "$539,900", street: "88 Southridge Drive SE", place: "Medicine Hat, AB", facts: "4 Beds · 3 Baths · 1,604 SqFt", href: "/property-search/detail/158/A2249302/88-southridge-drive-se-medicine-hat-ab-t1b-4v7/", badge: "Our listing" },
  { price: "$329,000", street: "715 5 Street SE", place: "Medicine Hat, AB", facts: "Duplex · 4 Beds · 2 Baths · 1,540 SqFt", href: "/property-search/detail/158/A2247611/715-5-street-se-medicine-hat-ab-t1a-1j3/" },
])}
${soldTable("Recently Sold", ["Address", "Type", "Sold For", "Date"], [["1025 Kingsway Avenue SE", "Full duplex", "$418,000", "Sep 2025"], ["35 Ross Glen Road SE", "Bungalow", "$365,500", "Oct 2025"]])}
${marketStats("Medicine Hat Market Stats", [["Benchmark price (all)", "$352,100"], ["Duplex sales YTD", "31"], ["Avg. days on market", "38"], ["Months of inventory", "2.4"]], "Source: MHDAR, October 2025.")}
${testimonials("Testimonials", [["Ryley found us a duplex that pays its own mortgage. Straight shooter.", "K. & L. Vossler, investors"]])}
${team("The Gas City Home Team", [
  { name: "Ryley Dueck", role: "REALTOR®, Team Lead", phone: "403-555-0191", email: "ryley@gascityhomes.ca" },
  { name: "Shay Ng", role: "REALTOR®", phone: "403-555-0196", email: "shay@gascityhomes.ca" },
])}
</main>
${footer("Gas City Homes", HATCOUNTRY, [DDF_LEGAL, "Listings marked with the broker reciprocity logo are provided courtesy of the listing brokerage. " + IDX_RELIABLE, "Real estate website by Sierra Interactive."])}
<script>var si = si || {}; si.listingDetail = ${json({
  mlsNumber: "A2248871",
  mlsId: 158,
  listPrice: 449000,
  address: "421 Allowance Avenue SE",
  city: "Medicine Hat",
  state: "AB",
  zip: "T1A 3G4",
  subdivision: "Southeast Hill",
  beds: 6,
  bathsFull: 2,
  bathsHalf: 2,
  sqft: 2176,
  lotSqft: 6500,
  yearBuilt: 1978,
  propertyType: "Multi-Family",
  propertySubType: "Full Duplex",
  latitude: 50.03652,
  longitude: -110.66871,
  listAgent: "Colton Reinholt",
  listOffice: "Cypress Plains Realty",
  grossIncome: 31740,
})}; si.siteAgent = ${json({ name: "Ryley Dueck", office: "Hat Country Realty Ltd." })};</script>
</body></html>`,
    expected: {
      price: { amount: 449000 },
      propertyKind: "plex",
      street: "421 Allowance Avenue SE",
      city: "Medicine Hat",
      province: "AB",
      postalCode: "T1A 3G4",
      neighbourhood: "Southeast Hill",
      bedrooms: 6,
      bathrooms: 3,
      bathroomsFull: 2,
      bathroomsHalf: 2,
      squareFootage: 2176,
      lot: { value: 6500, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "A2248871",
      listingAgentName: "Colton Reinholt",
      brokerageName: "Cypress Plains Realty",
      geo: { lat: 50.03652, lng: -110.66871 },
    },
  },
  {
    name: "ho91-pahomefinder-acreage-buckland",
    site: "pahomefinder.ca",
    set: "held-out-91",
    traps:
      "RealtyNinja-like CREA DDF® template for an acreage in the RM of Buckland (city 'Buckland Rm No. 491') while the agent's office, top bar and market stats are in Prince Albert; 'Land Size 10.02 ac|10 - 49 acres'; 'Bathrooms (Total) 3' with 1 partial; 3 above-ground + 1 below-ground bedrooms; 1,344 sqft interior beside a 40 x 60 quonset and a 28 x 32 heated shop; DDF rooms table with dimensions; JSON-LD Residence with the acreage's geo and the office's own block",
    pageUrl: "https://pahomefinder.ca/listing/SK013877/12-birch-ridge-road-buckland-rm-no-491-saskatchewan",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>12 Birch Ridge Road, Buckland Rm No. 491 | SK013877 | Raelene McKechnie, Prince Albert REALTOR®</title>
<meta name="description" content="For sale: 10.02 acre acreage with a 1,344 sqft bungalow at 12 Birch Ridge Road, Buckland Rm No. 491, Saskatchewan. MLS® SK013877. Listed at $489,000.">
<meta property="og:image" content="https://ddfcdn.realtor.example/listings/SK013877/highres/1.jpg">
${gtm("G-PAHF91SK")}
${ld({
  "@context": "https://schema.org",
  "@type": "Residence",
  name: "12 Birch Ridge Road, Buckland Rm No. 491, Saskatchewan S6V 5R3",
  address: { "@type": "PostalAddress", streetAddress: "12 Birch Ridge Road", addressLocality: "Buckland Rm No. 491", addressRegion: "Saskatchewan", postalCode: "S6V 5R3", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 53.29618, longitude: -105.68972 },
})}
${officeLd(KINGFISHER)}
</head><body class="ninja-theme theme-prairie">
${contactBar("Kingfisher Realty Ltd. · 1211 Central Ave, Prince Albert, SK S6V 4V9", "(306) 555-0127", "raelene@pahomefinder.ca")}
${header("Raelene McKechnie", "Prince Albert &amp; area homes, cabins and acreages", ["Home", "Listings", "Acreages", "Lake Properties", "Buying", "Selling", "Contact"], "Call Raelene")}
<main class="listing-page">
${crumbs(["Home", "Listings", "SK013877"])}
<section class="listing-page__summary">
<h1>12 Birch Ridge Road</h1>
<p class="listing-page__location">Buckland Rm No. 491, Saskatchewan S6V 5R3</p>
<p class="listing-page__price">$489,000</p>
<p class="listing-page__mls">MLS® Number: SK013877</p>
<ul class="listing-page__icons"><li>4 Bedrooms</li><li>3 Bathrooms</li><li>1,344 sqft</li><li>10.02 ac</li></ul>
</section>
${gallery("https://ddfcdn.realtor.example/listings/SK013877/highres", 45, "12 Birch Ridge Road")}
<section class="listing-page__description"><h2>Listing Description</h2>
<p>Ten treed acres 12 km north-east of Prince Albert on a paved grid, minutes from the Spruce Home store. The 1994 bungalow has 1,344 sqft on the main floor with three bedrooms, the primary with a 2-piece ensuite, a 4-piece main bath and a vaulted living room with a wood stove. The fully developed basement adds a fourth bedroom, a 3-piece bath and a family room. Outside: a 40' x 60' quonset with power, a 28' x 32' heated shop, a garden, a good well and a septic field replaced in 2018. Annual taxes $2,980 (2025).</p>
</section>
<section class="listing-page__details">
<h2>Property Details</h2>
<table class="ddf-table"><tbody>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Storeys</th><td>1</td></tr>
<tr><th>Community Name</th><td>—</td></tr>
<tr><th>Title</th><td>Freehold</td></tr>
<tr><th>Annual Property Taxes</th><td>$2,980</td></tr>
<tr><th>Time on Site</th><td>6 days</td></tr>
</tbody></table>
<h2>Building</h2>
<table class="ddf-table"><tbody>
<tr><th>Bedrooms Above Ground</th><td>3</td></tr>
<tr><th>Bedrooms Below Ground</th><td>1</td></tr>
<tr><th>Bathrooms (Total)</th><td>3</td></tr>
<tr><th>Bathrooms (Partial)</th><td>1</td></tr>
<tr><th>Architectural Style</th><td>Bungalow</td></tr>
<tr><th>Basement Type</th><td>Full (Finished)</td></tr>
<tr><th>Constructed Date</th><td>1994</td></tr>
<tr><th>Heating Type</th><td>Forced air, wood stove</td></tr>
<tr><th>Size Interior</th><td>1,344 sqft</td></tr>
</tbody></table>
<h2>Land</h2>
<table class="ddf-table"><tbody>
<tr><th>Land Size</th><td>10.02 ac|10 - 49 acres</td></tr>
<tr><th>Water</th><td>Well</td></tr>
<tr><th>Sewer</th><td>Septic</td></tr>
<tr><th>Other Buildings</th><td>Quonset 40' x 60' (2,400 sqft), heated shop 28' x 32'</td></tr>
</tbody></table>
<h2>Rooms</h2>
<table class="ddf-rooms"><thead><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Main level</td><td>Living room</td><td>18 ft x 16 ft</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>13 ft x 12 ft</td></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>14 ft x 13 ft</td></tr>
<tr><td>Main level</td><td>2pc Ensuite bath</td><td>Measurements not available</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>11 ft x 10 ft</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>10 ft x 10 ft</td></tr>
<tr><td>Main level</td><td>4pc Bathroom</td><td>Measurements not available</td></tr>
<tr><td>Basement</td><td>Family room</td><td>24 ft x 15 ft</td></tr>
<tr><td>Basement</td><td>Bedroom</td><td>12 ft x 11 ft</td></tr>
<tr><td>Basement</td><td>3pc Bathroom</td><td>Measurements not available</td></tr>
</tbody></table>
</section>
<section class="listing-page__map"><h2>Location</h2><div id="listing-map" data-latitude="53.29618" data-longitude="-105.68972"></div><p>Directions: From Prince Albert take Hwy 2 north 9 km, east on Birch Ridge Road 3 km.</p></section>
<section class="listing-page__brokerage"><p>Listed by: <strong>Raelene McKechnie</strong>, Kingfisher Realty Ltd.</p><p>Data provided by the Saskatchewan REALTORS® Association through CREA's DDF®.</p></section>
${calculator("Mortgage Calculator", [["Price", "$489,000"], ["Down Payment", "$48,900"], ["Rate", "4.74%"], ["Amortization", "30 years"]], "$2,275 per month", "Calculations are estimates only.")}
${leadForm("Book a showing with Raelene", "Please send me more information about SK013877.", "Submit", "I consent to receive electronic messages from Raelene McKechnie.")}
</main>
<aside class="sidebar">
<div class="sidebar__agent"><img src="/team/raelene-mckechnie.jpg" alt="Raelene McKechnie"><h3>Raelene McKechnie</h3><p>REALTOR® · Kingfisher Realty Ltd.</p><p>1211 Central Ave, Prince Albert, SK S6V 4V9</p><p>Cell (306) 555-0127 · Office (306) 555-0120</p></div>
${rail("My Featured Listings", [
  { price: "$279,900", street: "1562 Olive Diefenbaker Drive", place: "Prince Albert, SK", facts: "3 bd · 2 ba · 1,088 sqft", href: "/listing/SK012944/1562-olive-diefenbaker-drive-prince-albert/" },
  { price: "$129,000", street: "Lot 9 Sturgeon Lake Road", place: "Shellbrook Rm No. 493, SK", facts: "Vacant land · 3.5 ac", href: "/listing/SK011873/lot-9-sturgeon-lake-road/" },
  { price: "$615,000", street: "203 Hillcrest Crescent", place: "Prince Albert Rm No. 461, SK", facts: "5 bd · 3 ba · 1,760 sqft · 12 ac", href: "/listing/SK013420/203-hillcrest-crescent/", badge: "Sold" },
], "sidebar-listings")}
</aside>
${soldTable("Recently Sold Acreages", ["Property", "Acres", "Sold", "DOM"], [["Spruce Home acreage, 1,180 sqft bungalow", "9.8", "$452,000", "27"], ["Red Wing acreage, 2-storey", "20.1", "$638,500", "44"]])}
${marketStats("Prince Albert Market Update", [["Average residential price", "$284,700"], ["Acreage sales (12 mo.)", "46"], ["Average acreage price", "$471,900"], ["Average days on market", "52"]], "Prince Albert and area, Saskatchewan REALTORS® Association, Q3 2025.")}
${testimonials("Kind Words", [["Raelene sold our acreage at Spruce Home in two weeks and helped us land a condo in town.", "Vern & Gail P."], ["She knew every grid road and every well report. Highly recommend.", "Tasha M."]])}
${team("Working with Raelene", [{ name: "Raelene McKechnie", role: "REALTOR®", phone: "(306) 555-0127", email: "raelene@pahomefinder.ca" }, { name: "Cory Lavallee", role: "Licensed Assistant", phone: "(306) 555-0131", email: "cory@pahomefinder.ca" }])}
${officeMap("Kingfisher Realty Ltd.", 53.20118, -105.75361)}
${footer("Raelene McKechnie, REALTOR®", KINGFISHER, [DDF_LEGAL, "This REALTOR® website is powered by a RealtyNinja-style CREA DDF® template. The listing content on this website is protected by copyright and other laws, and is intended solely for the private, non-commercial use by individuals."])}
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "12 Birch Ridge Road",
      city: "Buckland Rm No. 491",
      province: "SK",
      postalCode: "S6V 5R3",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1344,
      lot: { value: 10.02, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "SK013877",
      listingAgentName: "Raelene McKechnie",
      brokerageName: "Kingfisher Realty Ltd.",
      geo: { lat: 53.29618, lng: -105.68972 },
    },
  },
  {
    name: "ho91-swiftcurrenthomesearch-townhouse-swift-current",
    site: "swiftcurrenthomesearch.ca",
    set: "held-out-91",
    traps:
      "IDX Broker detail page (IDX-field markup) under an agent's domain for another office's condo townhouse: address printed in parts as '1410 Chaplin Street W #7'; 'Total Baths 2' with 1 full and 1 partial; condo fees $260/month and price per sqft; the site agent's wrapper (top bar, bio, office JSON-LD) around the IDX content; 'Other listings' and 'Recently sold' cards; IDX map container with the listing's point",
    pageUrl: "https://search.swiftcurrenthomesearch.ca/idx/details/listing/d526/SK009638/1410-Chaplin-Street-W-7-Swift-Current-SK-S9H-0H5",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1410 Chaplin Street W #7, Swift Current, SK S9H 0H5 (MLS # SK009638)</title>
<meta name="description" content="1410 Chaplin Street W #7 Swift Current, SK S9H 0H5 is a 2 bedroom, 2 bath townhouse for sale listed at $214,500.">
<link rel="stylesheet" href="https://search.swiftcurrenthomesearch.ca/idx/css/idxLayout.css">
${gtm("G-SCHS91SK")}
${officeLd(RIVERDENE)}
<script>var idxAjaxURL = "https://search.swiftcurrenthomesearch.ca/idx/ajax"; var idxPage = "details";</script>
</head><body>
${contactBar("Riverdene Realty Inc. — 38 1 Ave NE, Swift Current, SK S9H 2B1", "306-555-0173", "mason@swiftcurrenthomesearch.ca")}
${header("Southwest Sask Home Team", "Mason Thiessen, REALTOR®", ["Home", "Search MLS®", "Featured", "Sold", "Buyers", "Sellers", "About Mason"], "Contact Mason")}
<div id="IDX-main" class="IDX-category-details IDX-page-listing">
<div id="IDX-detailsTopNav"><a href="/idx/results/listings">Back to results</a> | <a href="#" id="IDX-saveProperty">Save property</a> | <a href="#" id="IDX-requestMoreInfo">Request more info</a></div>
<div id="IDX-detailsHead">
<div id="IDX-detailsAddress"><span class="IDX-detailsAddressNumber">1410</span> <span class="IDX-detailsAddressStreet">Chaplin Street W</span> <span class="IDX-detailsAddressUnitNumber">#7</span><br><span class="IDX-detailsAddressCity">Swift Current</span>, <span class="IDX-detailsAddressState">SK</span> <span class="IDX-detailsAddressZipcode">S9H 0H5</span></div>
<div id="IDX-detailsPrice"><span class="IDX-text">$214,500</span></div>
</div>
<div id="IDX-detailsMainInfo">
<div class="IDX-field-listingPrice IDX-field-price IDX-field"><span class="IDX-label">Price</span><span class="IDX-text">$214,500</span></div>
<div class="IDX-field-listingID IDX-field"><span class="IDX-label">Listing ID</span><span class="IDX-text">SK009638</span></div>
<div class="IDX-field-propStatus IDX-field"><span class="IDX-label">Status</span><span class="IDX-text">Active</span></div>
<div class="IDX-field-bedrooms IDX-field"><span class="IDX-label">Bedrooms</span><span class="IDX-text">2</span></div>
<div class="IDX-field-totalBaths IDX-field"><span class="IDX-label">Total Baths</span><span class="IDX-text">2</span></div>
<div class="IDX-field-fullBaths IDX-field"><span class="IDX-label">Full Baths</span><span class="IDX-text">1</span></div>
<div class="IDX-field-partialBaths IDX-field"><span class="IDX-label">Partial Baths</span><span class="IDX-text">1</span></div>
<div class="IDX-field-sqFt IDX-field"><span class="IDX-label">SqFt</span><span class="IDX-text">1,092</span></div>
<div class="IDX-field-pricePerSqFt IDX-field"><span class="IDX-label">Price per SqFt</span><span class="IDX-text">$196.43</span></div>
</div>
${gallery("https://idx-media.example/d526/SK009638", 24, "1410 Chaplin Street W #7")}
<div id="IDX-descriptionWrap"><h3>Property Description</h3><div id="IDX-description">End-unit two-storey townhouse in the Trail neighbourhood, backing onto the Chinook Pathway. Main floor: living room with a gas fireplace, kitchen with eat-up peninsula, dining nook and a 2-piece bath. Up: two large bedrooms and a 4-piece bath with cheater door. Developed basement family room, single attached garage and a fenced patio. Condo fees $260/month include exterior maintenance, snow removal, lawn care and building insurance. Pets allowed with restrictions.</div></div>
<div id="IDX-detailsFieldWrapper">
<h3>Property Details</h3>
<div id="IDX-field-propType" class="IDX-field"><span class="IDX-label">Property Type</span><span class="IDX-text">Residential</span></div>
<div id="IDX-field-propSubType" class="IDX-field"><span class="IDX-label">Sub Type</span><span class="IDX-text">Townhouse</span></div>
<div id="IDX-field-ownership" class="IDX-field"><span class="IDX-label">Ownership</span><span class="IDX-text">Condominium/Strata</span></div>
<div id="IDX-field-yearBuilt" class="IDX-field"><span class="IDX-label">Year Built</span><span class="IDX-text">2004</span></div>
<div id="IDX-field-subdivision" class="IDX-field"><span class="IDX-label">Subdivision</span><span class="IDX-text">Trail</span></div>
<div id="IDX-field-storeys" class="IDX-field"><span class="IDX-label">Storeys</span><span class="IDX-text">2</span></div>
<div id="IDX-field-garage" class="IDX-field"><span class="IDX-label">Garage</span><span class="IDX-text">Attached, 1 car</span></div>
<div id="IDX-field-condoFee" class="IDX-field"><span class="IDX-label">Condo Fees</span><span class="IDX-text">$260 Monthly</span></div>
<div id="IDX-field-taxes" class="IDX-field"><span class="IDX-label">Taxes</span><span class="IDX-text">$2,486 (2025)</span></div>
<div id="IDX-field-listingAgentName" class="IDX-field"><span class="IDX-label">Listing Agent</span><span class="IDX-text">Kendra Loewen</span></div>
<div id="IDX-field-listingOfficeName" class="IDX-field"><span class="IDX-label">Listing Office</span><span class="IDX-text">Frontier Trail Realty</span></div>
</div>
<div id="IDX-mapContainer"><div id="IDX-detailsMap" data-lat="50.28512" data-lng="-107.81944" data-address="1410 Chaplin Street W #7"></div></div>
<div id="IDX-mortgageCalc">${calculator("Mortgage Calculator", [["Sale Price", "$214,500"], ["Down Payment", "5%"], ["Interest Rate", "4.84%"], ["Term", "25 years"]], "Monthly Payment: $1,223", "Estimate only.")}</div>
<div id="IDX-detailsDisclaimer"><p>Listing courtesy of Frontier Trail Realty. ${DDF_LEGAL}</p><p>${IDX_RELIABLE} Last updated 2025-11-19.</p></div>
<div id="IDX-detailsContactForm">${leadForm("Request more information", "I'd like more information about 1410 Chaplin Street W #7 (SK009638).", "Send", "By submitting you agree to receive e-mail from Mason Thiessen.")}</div>
</div>
<section class="agent-wrapper">
<div class="agent-bio"><img src="/team/mason-thiessen.jpg" alt="Mason Thiessen"><h3>Mason Thiessen</h3><p>REALTOR® · Riverdene Realty Inc. · Southwest Sask Home Team</p><p>Direct 306-555-0173 · Office 306-555-0170</p><p>Born and raised in Swift Current, Mason helps buyers and sellers from Gull Lake to Herbert.</p></div>
${rail("Other Listings You May Like", [
  { price: "$239,900", street: "1410 Chaplin Street W #3", place: "Swift Current, SK S9H 0H5", facts: "3 Beds · 2 Baths · 1,160 SqFt", href: "/idx/details/listing/d526/SK009204/1410-Chaplin-Street-W-3-Swift-Current-SK-S9H-0H5" },
  { price: "$344,000", street: "218 Springs Drive", place: "Swift Current, SK S9H 3X6", facts: "4 Beds · 3 Baths · 1,296 SqFt", href: "/idx/details/listing/d526/SK008876/218-Springs-Drive-Swift-Current-SK-S9H-3X6", badge: "Mason's listing" },
])}
${soldTable("Recently Sold in Swift Current", ["Address", "Beds/Baths", "Sold", "Sold date"], [["1410 Chaplin Street W #11", "2 / 2", "$205,000", "Jul 2025"], ["1057 Hillcrest Crescent", "3 / 2", "$289,000", "Oct 2025"]])}
${marketStats("Swift Current by the Numbers", [["Average sale price", "$298,400"], ["Townhouse sales (YTD)", "22"], ["Avg. days on market", "57"], ["Active listings", "96"]], "Swift Current city limits, Saskatchewan REALTORS® Association, October 2025.")}
${testimonials("Client Stories", [["Mason got us into our first townhouse with 5% down and a lot of patience.", "Brody & Jen K."]])}
${team("The Southwest Sask Home Team", [{ name: "Mason Thiessen", role: "REALTOR®", phone: "306-555-0173", email: "mason@swiftcurrenthomesearch.ca" }, { name: "Alana Fehr", role: "REALTOR®", phone: "306-555-0178", email: "alana@swiftcurrenthomesearch.ca" }])}
</section>
${footer("Southwest Sask Home Team", RIVERDENE, ["IDX information is provided exclusively for consumers' personal, non-commercial use. Powered by IDX Broker."])}
<script src="https://search.swiftcurrenthomesearch.ca/idx/js/details.min.js"></script>
</body></html>`,
    expected: {
      price: { amount: 214500 },
      propertyKind: "townhouse",
      street: "1410 Chaplin Street W #7",
      city: "Swift Current",
      province: "SK",
      postalCode: "S9H 0H5",
      neighbourhood: "Trail",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1092,
      yearBuilt: 2004,
      mlsNumber: "SK009638",
      listingAgentName: "Kendra Loewen",
      brokerageName: "Frontier Trail Realty",
      geo: { lat: 50.28512, lng: -107.81944 },
    },
  },
];
