/**
 * Sixty-eighth held-out corpus, the two US sites: zillow.com (a Burlington VT Old North End house with 1 full and
 * 1 half bath shown as '2 ba', lot in acres) and realtor.com (a Bellingham WA house in Sunnyland with the lot in sq ft
 * and acres). Addresses, names, phone numbers and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import {
  aiSummary, badges, cards, consent, contactForm, footer, gtm, historyTable, mortgageCalc, nextData, photoStrip,
  schoolsPanel, topNav, transitPanel,
} from "./chrome.ts";

const zillowProperty = {
  zpid: 73120456, homeStatus: "FOR_SALE", price: 489000, currency: "USD", homeType: "SINGLE_FAMILY",
  address: { streetAddress: "58 Caroline St", city: "Burlington", state: "VT", zipcode: "05401", neighborhood: "Old North End" },
  bedrooms: 3, bathrooms: 2, livingArea: 1512, livingAreaUnits: "Square Feet", lotAreaValue: 0.12, lotAreaUnits: "Acres", yearBuilt: 1910,
  latitude: 44.48461, longitude: -73.21882,
  zestimate: 476100, rentZestimate: 2950, monthlyHoaFee: null, propertyTaxRate: 2.01,
  resoFacts: { bathroomsFull: 1, bathroomsHalf: 1, bathroomsThreeQuarter: null, lotSize: "0.12 Acres", architecturalStyle: "Old Style", subdivisionName: null, stories: 2, hasGarage: false },
  attributionInfo: { agentName: "Hannah Brossard", agentPhoneNumber: "802-555-0118", brokerName: "Champlain Valley Realty Group", mlsId: "5061234", mlsName: "NNEREN", coAgentName: null },
  openHouseSchedule: [{ startTime: "2025-11-15 10:00:00", endTime: "2025-11-15 12:00:00" }],
  nearbyHomes: [
    { zpid: 73118840, price: 525000, address: { streetAddress: "112 North Ave", city: "Burlington", zipcode: "05401" }, bedrooms: 4, bathrooms: 2, livingArea: 1880, latitude: 44.4879, longitude: -73.2231 },
    { zpid: 73124417, price: 435000, address: { streetAddress: "19 Elmwood Ave", city: "Burlington", zipcode: "05401" }, bedrooms: 2, bathrooms: 1, livingArea: 1106, latitude: 44.4821, longitude: -73.2152 },
  ],
};

const realtorProperty = {
  property_id: "9281746530", listing_id: "2987421560", status: "for_sale", list_price: 679000,
  description: { type: "single_family", beds: 3, baths: 3, baths_full: 2, baths_half: 1, baths_consolidated: "2.5", sqft: 1742, lot_sqft: 4792, year_built: 1948, stories: 2, garage: 1 },
  location: { address: { line: "1417 Humboldt St", city: "Bellingham", state_code: "WA", postal_code: "98225", coordinate: { lat: 48.76012, lon: -122.47188 } }, neighborhoods: [{ name: "Sunnyland", level: "neighborhood" }], county: { name: "Whatcom" } },
  source: { id: "NWMLS", listing_id: "2412345", agents: [{ agent_name: "Trevor Lindqvist", office_name: "Bellwether Northwest Realty" }] },
  advertisers: [{ type: "seller", name: "Trevor Lindqvist", office: { name: "Bellwether Northwest Realty" } }],
  estimates: { current_values: [{ source: { name: "Collateral Analytics" }, estimate: 661400 }, { source: { name: "Quantarium" }, estimate: 688900 }] },
  property_history: [{ date: "2025-11-01", event_name: "Listed", price: 679000 }, { date: "2015-04-22", event_name: "Sold", price: 312000 }],
  open_houses: [{ start_date: "2025-11-16T13:00:00", end_date: "2025-11-16T15:00:00" }],
  related_homes: [
    { property_id: "9281749021", list_price: 615000, description: { beds: 3, baths: 2, sqft: 1390 }, location: { address: { line: "1520 Iron St", city: "Bellingham", coordinate: { lat: 48.7611, lon: -122.4702 } } } },
    { property_id: "9281730177", list_price: 749500, description: { beds: 4, baths: 3, sqft: 2104 }, location: { address: { line: "2311 Grant St", city: "Bellingham", coordinate: { lat: 48.7578, lon: -122.4755 } } } },
  ],
};

export const HELD_OUT_68_US: ListingPage[] = [
  {
    name: "ho68-zillow-house-burlington-vt",
    site: "zillow.com",
    set: "held-out-68",
    traps: "Zillow home-details page: header '3 bd · 2 ba' over 'Full bathrooms: 1 · 1/2 bathrooms: 1'; lot in acres; Zestimate, Rent Zestimate and estimated monthly payment; price history with a 2012 sale; 'What's special' AI highlights; GreatSchools panel; nearby homes with their own prices and coordinates; request-a-tour form pre-filled with the address; open-house badge; the property inside a JSON string (gdpClientCache) inside __NEXT_DATA__",
    pageUrl: "https://www.zillow.com/homedetails/58-Caroline-St-Burlington-VT-05401/73120456_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>58 Caroline St, Burlington, VT 05401 | MLS #5061234 | Zillow</title>
<meta name="description" content="58 Caroline St, Burlington, VT 05401 is a single-family home listed for-sale at $489,000. The 1,512 sq. ft. home is a 3 bed, 2 bath property. MLS #5061234.">
<meta property="og:title" content="58 Caroline St, Burlington, VT 05401 | Zillow">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="2">
${gtm("GTM-ZLW21")}
</head><body>
${consent("Zillow")}
${topNav("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Manage Rentals"])}
<main id="details-page-container">
<div class="summary-container">
${badges(["Open house: Sat 10am-12pm", "3D Tour"])}
<div class="ds-summary-row"><span data-testid="price" class="ds-price">$489,000</span></div>
<div class="ds-bed-bath-living-area"><span>3</span> bd <span>2</span> ba <span>1,512</span> sqft</div>
<h1 class="ds-address-container">58 Caroline St, Burlington, VT 05401</h1>
<div class="ds-chip-removable">Est. payment: $3,288/mo · <a href="#">Get pre-qualified</a></div>
<div class="zestimate-row">Zestimate<sup>®</sup>: $476,100 · Rent Zestimate<sup>®</sup>: $2,950/mo</div>
</div>
${photoStrip("https://photos.zillowstatic.com/fp/73120456", 5, "58 Caroline St")}
${aiSummary("What's special", "Walk to Church Street and the waterfront · Deep front porch · Original hardwood floors · Updated kitchen with gas range · Fenced backyard with garden beds", "Highlights are generated from the listing description and may be incomplete.")}
<section class="overview"><h2>Overview</h2><p>Classic 1910 Old North End two-story on a quiet, tree-lined block. Bright living and dining rooms with original trim, updated kitchen, half bath off the mudroom, three bedrooms and a full bath upstairs. Off-street parking for two, fenced yard, newer boiler. Close to schools, parks, the bike path and downtown.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 1</li><li>1/2 bathrooms: 1</li><li>Heating: Natural Gas, Hot Water, Baseboard</li></ul>
<h3>Property</h3><ul><li>Parking: 2 Off-street</li><li>Lot size: 0.12 Acres</li><li>Stories: 2</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Year built: 1910</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Neighborhood: Old North End</li><li>HOA: No</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $323/sqft</li><li>Tax assessed value: $402,700</li><li>Annual tax amount: $8,094</li><li>Date on market: 11/4/2025</li></ul>
</section>
<section class="attribution"><p>Listed by: <span class="listing-agent">Hannah Brossard</span> 802-555-0118, <span class="listing-office">Champlain Valley Realty Group</span></p><p>Source: NNEREN, MLS#: 5061234</p></section>
${historyTable("Price history", ["Date", "Event", "Price"], [["11/4/2025", "Listed for sale", "$489,000"], ["6/14/2012", "Sold", "$241,000"], ["5/2/2012", "Pending sale", "$249,900"]])}
${schoolsPanel("GreatSchools rating", [{ name: "Integrated Arts Academy at H.O. Wheeler", grades: "PK-5", distance: "0.3 mi", rating: "5/10" }, { name: "Hunt Middle School", grades: "6-8", distance: "1.1 mi", rating: "4/10" }, { name: "Burlington High School", grades: "9-12", distance: "1.6 mi", rating: "6/10" }], "School service boundaries are intended as a reference only.")}
${transitPanel("Getting around", ["Walk Score® 86 / 100", "Bike Score® 79 / 100", "Transit Score® 44 / 100"])}
${mortgageCalc({ heading: "Monthly payment", priceLabel: "Home price", price: "$489,000", down: "$97,800 (20%)", rate: "6.42%", years: "30 year fixed", result: "$3,288 per month (principal, interest, taxes, insurance)" })}
${cards("Nearby homes", [
  { address: "112 North Ave", place: "Burlington, VT 05401", price: "$525,000", facts: ["4 bds", "2 ba", "1,880 sqft"], href: "/homedetails/112-North-Ave-Burlington-VT-05401/73118840_zpid/" },
  { address: "19 Elmwood Ave", place: "Burlington, VT 05401", price: "$435,000", facts: ["2 bds", "1 ba", "1,106 sqft"], badge: "Price cut", href: "/homedetails/19-Elmwood-Ave-Burlington-VT-05401/73124417_zpid/" },
])}
${contactForm({ heading: "Request a tour", namePlaceholder: "Name", emailPlaceholder: "Email", phonePlaceholder: "Phone", message: "I am interested in 58 Caroline St, Burlington, VT 05401.", button: "Request a tour", fine: "By pressing Request a tour, you agree that Zillow Group and its affiliates, and real estate professionals may call/text you about your inquiry." })}
</main>
${footer(["Zillow, Inc. holds real estate brokerage licenses in multiple states.", "© 2006-2025 Zillow. Equal Housing Opportunity."])}
${nextData({ props: { pageProps: { componentProps: { zpid: 73120456, gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":73120456}': { property: zillowProperty } }) } } }, page: "/homedetails/[...slug]", buildId: "zlw-a81" })}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "USD" },
      propertyKind: "house",
      street: "58 Caroline St",
      city: "Burlington",
      neighbourhood: "Old North End",
      province: "VT",
      postalCode: "05401",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1512,
      lot: { value: 0.12, unit: "acres" },
      yearBuilt: 1910,
      mlsNumber: "5061234",
      listingAgentName: "Hannah Brossard",
      brokerageName: "Champlain Valley Realty Group",
      geo: { lat: 44.48461, lng: -73.21882 },
    },
  },
  {
    name: "ho68-realtorcom-house-bellingham",
    site: "realtor.com",
    set: "held-out-68",
    traps: "realtor.com page: property_id and listing_id (site ids) vs the NWMLS number; '4,792 sqft lot (0.11 acres)'; baths 3 with 2 full and 1 half ('2.5'); two value estimates, a 2015 sale and the monthly payment; AI 'Key facts'; schools with ratings; similar homes with their own prices and coordinates; 'Contact agent' form pre-filled with the address; open-house badge; __NEXT_DATA__ Redux state with 'lon'",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1417-Humboldt-St_Bellingham_WA_98225_M92817-46530",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1417 Humboldt St, Bellingham, WA 98225 - 3 Bed, 3 Bath Single-Family Home - MLS 2412345 - realtor.com®</title>
<meta name="description" content="View 16 photos for 1417 Humboldt St, Bellingham, WA 98225, a 3 bed, 3 bath, 1,742 Sq. Ft. single family home built in 1948 that was listed on 11/1/2025.">
<meta property="og:title" content="1417 Humboldt St, Bellingham, WA 98225 - $679,000">
${gtm("GTM-RDC11")}
</head><body>
${consent("Realtor.com")}
${topNav("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "News & Insights"])}
<main data-testid="ldp-page">
<div class="ldp-header">
${badges(["Open House Sun 1pm-3pm", "Virtual tour", "New"])}
<div data-testid="list-price" class="price">$679,000</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>3</span>bed</li><li data-testid="property-meta-baths"><span>2.5</span>bath</li><li data-testid="property-meta-sqft"><span>1,742</span>sqft</li><li data-testid="property-meta-lot-size"><span>4,792</span>sqft lot</li></ul>
<h1 data-testid="address" class="address">1417 Humboldt St, Bellingham, WA 98225</h1>
<p class="est-payment">Est. $4,512/mo · <a href="#">Get pre-approved</a></p>
</div>
${photoStrip("https://ap.rdcpix.com/2987421560", 5, "1417 Humboldt St")}
${aiSummary("Key facts", "Built in 1948 · Single family · 2.5 baths · 4,792 sqft lot (0.11 acres) · Sunnyland neighborhood · Detached garage · Listed 9 days ago", "AI-generated summary. Verify details with the listing agent.")}
<section data-testid="description"><h2>Property details</h2><p>Charming 1948 home in Sunnyland, blocks from Bellingham Bay and the Sunnyland Elementary playfield. Main floor living with coved ceilings and a wood fireplace, remodeled kitchen, powder room; three bedrooms and two full baths upstairs including a primary suite added in 2017. Detached garage with shop space, heat pump, south-facing garden.</p>
<ul class="details-list"><li>Bedrooms: 3</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Living area: 1,742 sqft</li><li>Lot size: 4,792 sqft (0.11 acres)</li><li>Year built: 1948</li><li>Neighborhood: Sunnyland</li><li>County: Whatcom</li><li>HOA: None</li></ul></section>
<section class="listing-provider"><p>Brokered by <span class="office">Bellwether Northwest Realty</span></p><p>Listed by <span class="agent">Trevor Lindqvist</span></p><p>Source: NWMLS, MLS #2412345</p></section>
${historyTable("Property history", ["Date", "Event", "Price", "Source"], [["11/01/2025", "Listed", "$679,000", "NWMLS #2412345"], ["04/22/2015", "Sold", "$312,000", "Public Record"]])}
${historyTable("Home value estimates", ["Source", "Estimate"], [["Collateral Analytics", "$661,400"], ["Quantarium", "$688,900"]])}
${schoolsPanel("Nearby schools", [{ name: "Sunnyland Elementary", grades: "K-5", distance: "0.2 mi", rating: "7/10" }, { name: "Shuksan Middle", grades: "6-8", distance: "1.4 mi", rating: "6/10" }, { name: "Bellingham High", grades: "9-12", distance: "1.5 mi", rating: "7/10" }])}
${transitPanel("Commute", ["WTA Route 4 · 0.1 mi", "Downtown Bellingham · 8 min drive", "Bellingham International Airport · 12 min drive"])}
${mortgageCalc({ heading: "Monthly payment", priceLabel: "Home price", price: "$679,000", down: "$135,800 (20%)", rate: "6.38%", years: "30-year fixed", result: "$4,512 per month" })}
${cards("Similar homes nearby", [
  { address: "1520 Iron St", place: "Bellingham, WA 98225", price: "$615,000", facts: ["3 bed", "2 bath", "1,390 sqft"], href: "/realestateandhomes-detail/1520-Iron-St_Bellingham_WA_98225_M92817-49021" },
  { address: "2311 Grant St", place: "Bellingham, WA 98225", price: "$749,500", facts: ["4 bed", "3 bath", "2,104 sqft"], badge: "Open House", href: "/realestateandhomes-detail/2311-Grant-St_Bellingham_WA_98225_M92817-30177" },
])}
${contactForm({ heading: "More about this property", namePlaceholder: "Full name", emailPlaceholder: "Email", phonePlaceholder: "Phone", message: "I'd like to learn more about 1417 Humboldt St, Bellingham, WA 98225.", button: "Email agent", fine: "By proceeding, you consent to receive calls and texts from realtor.com and local agents." })}
</main>
${footer(["realtor.com® is the official site of the National Association of REALTORS®.", "© 1995-2025 Move, Inc. All rights reserved."])}
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorProperty, mapCenter: { lat: 48.7519, lng: -122.4787 } } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc-ldp-3310" })}
</body></html>`,
    expected: {
      price: { amount: 679000, currency: "USD" },
      propertyKind: "house",
      street: "1417 Humboldt St",
      city: "Bellingham",
      neighbourhood: "Sunnyland",
      province: "WA",
      postalCode: "98225",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1742,
      lot: { value: 4792, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "2412345",
      listingAgentName: "Trevor Lindqvist",
      brokerageName: "Bellwether Northwest Realty",
      geo: { lat: 48.76012, lng: -122.47188 },
    },
  },
];
