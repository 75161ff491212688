/**
 * Eighty-third held-out corpus, US sites: zillow.com for a townhouse in Aurora, Colorado (Murphy Creek) and
 * realtor.com for a house in San Antonio, Texas (Stone Oak), each with price and tax history, nearby homes, schools
 * with their addresses and a payment calculator. Addresses, names and numbers are invented; expected facts were
 * written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { calcEn, calculator, cards, consent, esc, footer, gallery, gtm, nav, nextData, schools, social, table } from "./chrome.ts";

export const HELD_OUT_83_US: ListingPage[] = [
  {
    name: "ho83-zillow-townhouse-aurora-co",
    site: "zillow.com",
    set: "held-out-83",
    traps:
      "zillow.com's page for a townhouse in Aurora, CO: Zestimate and Rent Zestimate; '2.5 ba' with 'Full bathrooms: 2' and '1/2 bathrooms: 1'; HOA per month; price history with the 2018 sale and a 2021 sale; a tax history table with assessed values; nearby homes in the gdpClientCache with their own prices, beds and points; schools with addresses; a payment calculator with 20% down; the zpid in the URL",
    pageUrl: "https://www.zillow.com/homedetails/24105-E-Ohio-Ave-Aurora-CO-80018/2057123456_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>24105 E Ohio Ave, Aurora, CO 80018 | MLS #4123456 | Zillow</title>
<meta name="description" content="24105 E Ohio Ave, Aurora, CO 80018 is a townhouse listed for-sale at $465,000. The 1,512 sq. ft. townhouse is a 3 bed, 2.5 bath unit.">
<meta property="og:title" content="24105 E Ohio Ave, Aurora, CO 80018 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/4e81b0c2d9a7f6e3-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="2.5">
${gtm("GTM-ZLLW83")}
</head><body>
<div id="__next">
${consent("Zillow")}
<header class="zw-header">${nav([["Buy", "/homes/for_sale/"], ["Rent", "/homes/for_rent/"], ["Sell", "/sell/"], ["Home Loans", "/homeloans/"], ["Agent finder", "/professionals/real-estate-agent-reviews/"]], "zw-nav")}<a href="/" class="zw-logo">Zillow</a></header>
<main class="ds-home-details">
${gallery("https://photos.zillowstatic.com/fp/4e81b0c2d9a7f6e3", 28, "24105 E Ohio Ave", "media-stream")}
<div class="summary-container">
<span data-testid="price" class="Text-c11n">$465,000</span>
<div class="bed-bath-sqft"><span>3</span> bd <span>2.5</span> ba <span>1,512</span> sqft</div>
<h1 class="Text-c11n">24105 E Ohio Ave, Aurora, CO 80018</h1>
<p class="zestimate-line">Zestimate<sup>®</sup>: <span>$458,900</span> · Est. payment: <span>$2,984/mo</span></p>
<ul class="fact-list"><li>Townhouse</li><li>Built in 2018</li><li>1,307 sqft lot</li><li>$145/mo HOA</li><li>11 days on Zillow</li></ul>
</div>
<section class="ds-overview"><h2>What's special</h2><p>End-unit townhome in Murphy Creek backing onto open space with mountain views from the primary bedroom. Open main level with a quartz kitchen island, a powder room and a covered patio. Upstairs are three bedrooms, two full baths and the laundry. Attached two-car garage, central air, solar panels owned outright. Walk to the Murphy Creek golf course and community pool; quick access to E-470 and Denver International Airport.</p></section>
<section class="ds-data-view"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 1,512 sqft</li></ul>
<h3>Property</h3><ul><li>Parking: 2 Attached garage spaces</li><li>Lot size: 1,307 sqft</li><li>View: Mountain(s)</li></ul>
<h3>Construction</h3><ul><li>Home type: Townhouse</li><li>Property subtype: Townhouse</li><li>Year built: 2018</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Murphy Creek</li><li>HOA fee: $145 monthly</li><li>Region: Aurora</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $308/sqft</li><li>Tax assessed value: $421,300</li><li>Annual tax amount: $3,874</li><li>Date on market: 9/30/2025</li><li>Rent Zestimate<sup>®</sup>: $2,495/mo</li></ul>
</section>
<section class="ds-listing-agent-container"><h3>Listed by:</h3>
<p class="ds-listing-agent-display-name">Tyler Brandt</p><p class="ds-listing-agent-info-text">720-555-0191</p>
<p class="ds-listing-agent-business-name">Front Range Key Realty</p><p class="ds-listing-agent-info-text">303-555-0150</p>
<p class="ds-listing-source">Source: REcolorado, MLS#: 4123456</p></section>
${table("Price history", ["Date", "Event", "Price"], [
  ["9/30/2025", "Listed for sale", "$465,000"],
  ["4/16/2021", "Sold", "$412,000"],
  ["3/5/2021", "Listed for sale", "$399,000"],
  ["11/2/2018", "Sold", "$352,450"],
], "price-history")}
${table("Public tax history", ["Year", "Property taxes", "Tax assessment"], [
  ["2024", "$3,874 (+4.1%)", "$421,300 (+12.6%)"],
  ["2023", "$3,721 (-2.3%)", "$374,100 (+0.9%)"],
  ["2022", "$3,809", "$370,800"],
], "tax-history")}
${calculator(calcEn, "$465,000", "$93,000 (20%)", "6.31%", "30 year fixed", "$2,984")}
${schools("Nearby schools in Aurora", [
  { name: "Vista PEAK Exploratory", grades: "PK-8 · Public", address: "24551 E 1st Ave, Aurora, CO 80018", distance: "1.1 mi", rating: "5/10" },
  { name: "Vista PEAK Preparatory", grades: "9-12 · Public", address: "24500 E 6th Ave, Aurora, CO 80018", distance: "1.3 mi", rating: "4/10" },
  { name: "Harmony Ridge P-8", grades: "PK-8 · Public", address: "1201 S Harvest Rd, Aurora, CO 80018", distance: "2.0 mi", rating: "6/10" },
])}
${cards("Nearby homes", [
  { href: "/homedetails/24133-E-Ohio-Ave-Aurora-CO-80018/2057123461_zpid/", price: "$479,900", address: "24133 E Ohio Ave, Aurora, CO 80018", meta: "3 bds · 3 ba · 1,596 sqft · Townhouse for sale" },
  { href: "/homedetails/1185-S-Ireland-Way-Aurora-CO-80018/2057098812_zpid/", price: "$612,000", address: "1185 S Ireland Way, Aurora, CO 80018", meta: "4 bds · 3 ba · 2,430 sqft · House for sale" },
  { href: "/homedetails/24060-E-Louisiana-Pl-Aurora-CO-80018/2057110077_zpid/", price: "$2,650/mo", address: "24060 E Louisiana Pl, Aurora, CO 80018", meta: "3 bds · 2.5 ba · 1,480 sqft · Townhouse for rent" },
], "nearby-homes")}
</main>
<script id="hdpApolloPreloadedData" type="application/json">${esc(JSON.stringify({ apiCache: JSON.stringify({ "ForSaleDoubleScrollFullRenderQuery{\"zpid\":2057123456}": { property: { zpid: 2057123456, price: 465000, bedrooms: 3, bathrooms: 2.5, livingArea: 1512, yearBuilt: 2018, homeType: "TOWNHOUSE", latitude: 39.70118, longitude: -104.71627, mlsid: "4123456", nearbyHomes: [
  { zpid: 2057123461, price: 479900, bedrooms: 3, bathrooms: 3, latitude: 39.70121, longitude: -104.71502 },
  { zpid: 2057098812, price: 612000, bedrooms: 4, bathrooms: 3, latitude: 39.69544, longitude: -104.72018 },
] } } }) }))}</script>
${footer([
  `<ul><li><a href="/z/corp/about/">About</a></li><li><a href="/z/corp/terms/">Terms of use</a></li><li><a href="/z/corp/privacy/">Privacy Portal</a></li><li><a href="/z/corp/fair-housing/">Fair Housing Guide</a></li></ul>`,
  social(),
], ["Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces.", "© 2006-2025 Zillow"], "zw-footer")}
</div>
</body></html>`,
    expected: {
      price: { amount: 465000, currency: "USD" },
      propertyKind: "townhouse",
      street: "24105 E Ohio Ave",
      city: "Aurora",
      province: "CO",
      postalCode: "80018",
      neighbourhood: "Murphy Creek",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1512,
      lot: { value: 1307, unit: "ft2" },
      yearBuilt: 2018,
      mlsNumber: "4123456",
      listingAgentName: "Tyler Brandt",
      brokerageName: "Front Range Key Realty",
      geo: { lat: 39.70118, lng: -104.71627 },
    },
  },
  {
    name: "ho83-realtorcom-house-san-antonio",
    site: "realtor.com",
    set: "held-out-83",
    traps:
      "realtor.com's page for a San Antonio house: the lot in acres; the 'Stone Oak' neighborhood; a property history with the 2017 sale; a property tax table with assessments; recently sold homes nearby with sold prices and dates; similar homes with beds, baths, sqft and prices; schools with their addresses; a payment calculator with a down payment and HOA; __NEXT_DATA__ with the listing's coordinates and nearby homes' coordinates",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/20914-Sonoma-Pt_San-Antonio_TX_78258_M71234-56789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>20914 Sonoma Pt, San Antonio, TX 78258 - 4 beds/2 baths - realtor.com</title>
<meta name="description" content="View 31 photos for 20914 Sonoma Pt, San Antonio, TX 78258, a 4 bed, 2 bath, 2,104 Sq. Ft. single family home built in 2005 that was last sold on 06/23/2017.">
<meta property="og:image" content="https://ap.rdcpix.com/7f2c1e90a4b3d8e5l-m1812345x.jpg">
${gtm("GTM-RDC01")}
</head><body>
<div id="__next">
${consent("realtor.com")}
<header class="rdc-header"><a class="rdc-logo" href="/">realtor.com</a>
${nav([["Buy", "/realestateandhomes-search/San-Antonio_TX"], ["Sell", "/sell"], ["Rent", "/apartments/San-Antonio_TX"], ["Mortgage", "/mortgage"], ["Find Realtors®", "/realestateagents"]], "rdc-nav")}
</header>
<main data-testid="ldp-page">
${gallery("https://ap.rdcpix.com/7f2c1e90a4b3d8e5l-m1812345", 31, "20914 Sonoma Pt", "ldp-hero")}
<div data-testid="ldp-summary">
<div class="price-section"><span data-testid="list-price">$389,000</span></div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>4</span> bed</li><li data-testid="property-meta-baths"><span>2</span> bath</li><li data-testid="property-meta-sqft"><span>2,104</span> sqft</li><li data-testid="property-meta-lot-size"><span>0.16</span> acre lot</li></ul>
<h1 data-testid="address">20914 Sonoma Pt, San Antonio, TX 78258</h1>
<p class="neighborhood">Stone Oak</p>
</div>
<section data-testid="ldp-description"><h2>Property details</h2><p>Single-story home on a cul-de-sac in Stone Oak with a covered back patio and mature live oaks. Open family room with a stone fireplace, kitchen with granite counters and a breakfast nook, four bedrooms including a primary suite with a garden tub and a separate shower, and a second full bath. New HVAC in 2023. Community pool and playground. Zoned to North East ISD schools.</p></section>
<section data-testid="ldp-home-facts"><ul>
<li>Property type: Single Family</li><li>Year built: 2005</li><li>Bedrooms: 4</li><li>Full bathrooms: 2</li><li>Lot size: 0.16 acres</li><li>HOA fee: $52/month</li><li>Price per sqft: $185</li><li>Garage: 2 cars</li><li>MLS #: 1812345</li>
</ul></section>
<section data-testid="listing-provider"><h3>Listing provided by</h3><p>Listed by <span class="agent-name">Rosa Delgado</span> with <span class="broker-name">Alamo Heights Realty Group</span></p><p>Source: San Antonio Board of REALTORS®, MLS #1812345</p></section>
${table("Property history", ["Date", "Event", "Price", "Source"], [
  ["10/02/2025", "Listed", "$389,000", "SABOR #1812345"],
  ["06/23/2017", "Sold", "$248,500", "SABOR #1243309"],
  ["05/02/2017", "Listed", "$254,900", "SABOR #1243309"],
], "property-history")}
${table("Property tax", ["Year", "Taxes", "Land", "Additions", "Total assessment"], [
  ["2024", "$7,912", "$78,000", "$283,410", "$361,410"],
  ["2023", "$8,104", "$78,000", "$297,620", "$375,620"],
], "property-tax")}
${calculator(calcEn, "$389,000", "$77,800 (20%)", "6.42%", "30-year fixed", "$2,812 incl. HOA $52")}
${schools("Nearby schools", [
  { name: "Tuscany Heights Elementary School", grades: "PK-5 · Public", address: "25001 Wilderness Oak, San Antonio, TX 78260", distance: "0.9 mi", rating: "8/10" },
  { name: "Tejeda Middle School", grades: "6-8 · Public", address: "2909 E Evans Rd, San Antonio, TX 78259", distance: "2.4 mi", rating: "7/10" },
  { name: "Johnson High School", grades: "9-12 · Public", address: "23203 Bulverde Rd, San Antonio, TX 78259", distance: "3.1 mi", rating: "8/10" },
])}
${cards("Recently sold homes nearby", [
  { href: "/realestateandhomes-detail/20927-Sonoma-Pt_San-Antonio_TX_78258_M71234-56801", price: "Sold $402,000", address: "20927 Sonoma Pt, San Antonio, TX 78258", meta: "4 bed · 2.5 bath · 2,260 sqft · Sold 08/14/2025" },
  { href: "/realestateandhomes-detail/1507-Oak-Valley-Dr_San-Antonio_TX_78258_M71234-57219", price: "Sold $355,000", address: "1507 Oak Valley Dr, San Antonio, TX 78258", meta: "3 bed · 2 bath · 1,880 sqft · Sold 07/30/2025" },
], "sold-nearby")}
${cards("Similar homes", [
  { href: "/realestateandhomes-detail/21011-Cypress-Bend_San-Antonio_TX_78258_M71234-58330", price: "$399,900", address: "21011 Cypress Bend, San Antonio, TX 78258", meta: "4 bed · 3 bath · 2,318 sqft · 0.18 acre lot" },
  { href: "/realestateandhomes-detail/915-Paseo-Del-Sol_San-Antonio_TX_78260_M71234-59874", price: "$374,500", address: "915 Paseo Del Sol, San Antonio, TX 78260", meta: "3 bed · 2 bath · 1,970 sqft · Built 2008" },
], "similar-homes")}
</main>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "7123456789", listing_id: "2981145523", list_price: 389000, description: { beds: 4, baths: 2, baths_full: 2, sqft: 2104, lot_sqft: 6970, year_built: 2005, type: "single_family" }, location: { address: { line: "20914 Sonoma Pt", city: "San Antonio", state_code: "TX", postal_code: "78258", coordinate: { lat: 29.63052, lon: -98.48617 } }, neighborhoods: [{ name: "Stone Oak" }] }, advertisers: [{ name: "Rosa Delgado", office: { name: "Alamo Heights Realty Group" } }], nearby_homes: [
  { property_id: "7123456801", list_price: null, last_sold_price: 402000, coordinate: { lat: 29.63101, lon: -98.48655 } },
  { property_id: "7123458330", list_price: 399900, coordinate: { lat: 29.62788, lon: -98.48022 } },
] } } } }, page: "/realestateandhomes-detail/[slug]" })}
${footer([
  `<ul><li><a href="/about">About us</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/fair-housing">Fair housing</a></li></ul>`,
  social(),
], ["realtor.com® is operated by Move, Inc. The REALTOR® trademark is owned by the National Association of REALTORS®.", "© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved."], "rdc-footer")}
</div>
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "house",
      street: "20914 Sonoma Pt",
      city: "San Antonio",
      province: "TX",
      postalCode: "78258",
      neighbourhood: "Stone Oak",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2104,
      lot: { value: 0.16, unit: "acres" },
      yearBuilt: 2005,
      mlsNumber: "1812345",
      listingAgentName: "Rosa Delgado",
      brokerageName: "Alamo Heights Realty Group",
      geo: { lat: 29.63052, lng: -98.48617 },
    },
  },
];
