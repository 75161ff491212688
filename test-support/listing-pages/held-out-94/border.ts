/**
 * Ninety-fourth held-out corpus, across the border: zillow.com (a highway-commercial lot in Blaine WA, a mile from
 * the Pacific Highway crossing to Surrey BC) and realtor.com (a downtown retail-and-office building in Sault Ste.
 * Marie MI, across the International Bridge from Sault Ste. Marie ON, with its NOI and cap rate). Prices in USD.
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before any extractor ran
 * on them.
 */
import type { ListingPage } from "../types.ts";
import { adviser, calculator, crumbs, dl, footer, grid, inquiry, nextData, photos, rail, table, tags, topBar } from "./chrome.ts";

const zillowCache = {
  'ForSaleShopperPlatformFullRenderQuery{"zpid":2054418837}': {
    property: {
      zpid: 2054418837,
      homeStatus: "FOR_SALE",
      homeType: "LOT",
      price: 875000,
      currency: "USD",
      streetAddress: "2744 Bell Rd",
      city: "Blaine",
      state: "WA",
      zipcode: "98230",
      latitude: 48.98163,
      longitude: -122.73941,
      livingArea: null,
      bedrooms: null,
      bathrooms: null,
      lotAreaValue: 2.3,
      lotAreaUnits: "Acres",
      zestimate: null,
      rentZestimate: null,
      resoFacts: { zoning: "HC", zoningDescription: "Highway Commercial", lotSize: "2.30 Acres", frontageLength: "310 ft", hasAttachedProperty: false },
      attributionInfo: { agentName: "Kendra Holm", agentPhoneNumber: "360-555-0171", brokerName: "Peace Arch Commercial Realty", mlsId: "2391144", mlsName: "NWMLS" },
      priceHistory: [
        { date: "2025-09-12", event: "Price change", price: 875000 },
        { date: "2025-05-02", event: "Listed for sale", price: 925000 },
      ],
      nearbyHomes: [
        { zpid: 48870112, price: 689000, address: { streetAddress: "2690 Bell Rd", city: "Blaine", state: "WA" }, latitude: 48.98019, longitude: -122.74213 },
        { zpid: 48871950, price: 1195000, address: { streetAddress: "8620 Blaine Rd", city: "Blaine", state: "WA" }, latitude: 48.97542, longitude: -122.73380 },
      ],
    },
  },
};

const rdcProperty = {
  property_id: "3120944817",
  listing_id: "2984417553",
  status: "for_sale",
  list_price: 349000,
  location: { address: { line: "412 Ashmun St", city: "Sault Sainte Marie", state_code: "MI", postal_code: "49783", coordinate: { lat: 46.49771, lon: -84.34592 } }, county: { name: "Chippewa" } },
  description: { type: "commercial", sub_type: "retail_office", sqft: 6240, lot_sqft: 6970, year_built: 1910, beds: null, baths: null, stories: 2 },
  source: { name: "Upper Peninsula Association of REALTORS", listing_id: "50152318" },
  advertisers: [{ type: "seller", name: "Thomas Bélanger", office: { name: "Soo Lakes Realty" } }],
  property_history: [
    { date: "2025-08-19", event_name: "Listed", price: 349000 },
    { date: "2006-04-28", event_name: "Sold", price: 155000 },
  ],
  nearby_schools: { schools: [{ name: "Lincoln Elementary School", distance_in_miles: 0.6 }, { name: "Sault Area High School", distance_in_miles: 1.4 }] },
};

export const HELD_OUT_94_BORDER: ListingPage[] = [
  {
    name: "ho94-zillow-commercial-lot-blaine-wa",
    site: "zillow.com",
    set: "held-out-94",
    traps: "a highway-commercial lot (homeType LOT): $875,000 USD after a $925,000 listing price; '2.30 Acres' beside '100,188 sqft' and 310 ft frontage; zoning HC; no Zestimate; an estimated monthly payment; Surrey BC across the border; nearby homes' prices and points in the gdpClientCache string; Zillow's Premier Agent contact beside the listing agent",
    pageUrl: "https://www.zillow.com/homedetails/2744-Bell-Rd-Blaine-WA-98230/2054418837_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2744 Bell Rd, Blaine, WA 98230 | MLS #2391144 | Zillow</title>
<meta name="description" content="2744 Bell Rd, Blaine, WA 98230 is a lot/land listed for sale at $875,000. MLS #2391144.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9b1e2c44-cc_ft_1536.jpg">
${tags("GTM-ZIL94LOT")}
</head><body>
<div id="__next">
${topBar("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent"], ["Manage Rentals", "Advertise", "Help", "Sign in"])}
<main class="ds-home-details-chip">
${crumbs(["WA", "Whatcom County", "Blaine", "98230"])}
<div class="summary-container">
<span class="ds-status-details">For sale</span>
<span class="ds-summary-row"><span data-testid="price"><span>$875,000</span></span></span>
<div class="ds-bed-bath-living-area-container"><span>2.30 Acres Lot</span></div>
<h1 class="ds-address-container">2744 Bell Rd, Blaine, WA 98230</h1>
<p class="ds-est-payment">Est. payment: <strong>$5,912/mo</strong> <a href="#">Get pre-qualified</a></p>
<ul class="ds-home-fact-list"><li>Land</li><li>Zestimate®: None</li><li>$8.73/sqft</li></ul>
</div>
${photos("https://photos.zillowstatic.com/fp/2054418837", 12, "2744 Bell Rd, Blaine, WA 98230", "See all 12 photos")}
<section class="ds-overview"><h2>What's special</h2>
<p>Highway Commercial (HC) zoned parcel with 310 feet of frontage on Bell Rd, about a mile from the Pacific Highway truck crossing into Surrey, British Columbia. Level, cleared and fenced; city water, sewer and three-phase power at the road. HC zoning allows fuel and convenience, hotel/motel, drive-through restaurant, warehousing and customs-broker offices — ideal for a cross-border logistics or freight-forwarding user. Seller has a preliminary site plan for a 14,000 sq ft flex building (not included; plans available). Wetland reconnaissance completed 2024: none found.</p>
</section>
${dl("Facts & features", [["Property type", "Land"], ["Lot size", "2.30 Acres"], ["Lot size (sqft)", "100,188 sqft"], ["Frontage", "310 ft"], ["Zoning", "HC (Highway Commercial)"], ["Utilities", "Water, sewer, 3-phase power available at street"], ["Parcel number", "405104 123456 0000"], ["Annual tax amount", "$6,214"], ["Price per square foot", "$8.73"]], "ds-data-view")}
${grid("Price history", ["Date", "Event", "Price"], [["9/12/2025", "Price change", "$875,000 (-5.4%)"], ["5/2/2025", "Listed for sale", "$925,000"]], "ds-price-history")}
<section class="ds-listing-agent"><p>Listed by:</p><p class="ds-listing-agent-name">Kendra Holm 360-555-0171,</p><p class="ds-listing-agent-business-name">Peace Arch Commercial Realty</p><p>Source: NWMLS, MLS#: 2391144</p></section>
${calculator("Monthly payment", [["Price", "$875,000"], ["Down payment", "30%"], ["Interest rate", "7.35%"], ["Loan type", "15-year fixed"]], "$5,912/mo", "Land loans often need larger down payments. Zillow Home Loans NMLS #10287.")}
${adviser("Contact an agent", { name: "Rory Castellanos", title: "Premier Agent · Windermere Whatcom", phone: "(360) 555-0108" }, "Get in touch with a local agent who knows Blaine commercial land.", "Request a tour")}
${inquiry("Ask a question", "I am interested in 2744 Bell Rd, Blaine, WA 98230.", "Contact agent", "By pressing Contact agent, you agree that Zillow Group and its affiliates, and real estate professionals may call/text you about your inquiry.")}
${rail("Nearby homes", [
  { price: "$689,000", title: "House for sale", address: "2690 Bell Rd, Blaine, WA 98230", facts: "3 bds · 2 ba · 1,880 sqft", href: "/homedetails/2690-Bell-Rd-Blaine-WA-98230/48870112_zpid/" },
  { price: "$1,195,000", title: "Lot / Land for sale", address: "8620 Blaine Rd, Blaine, WA 98230", facts: "4.12 acres lot", href: "/homedetails/8620-Blaine-Rd-Blaine-WA-98230/48871950_zpid/" },
])}
</main>
${footer("Zillow, Inc.", ["About", "Zestimates", "Research", "Careers", "Privacy", "Terms of use", "Fair Housing Guide"], ["Listing information provided in part by the Northwest Multiple Listing Service. All information deemed reliable but not guaranteed.", "Zillow, Inc., 1301 Second Avenue, Floor 36, Seattle, WA 98101. Equal Housing Opportunity."])}
</div>
${nextData({ props: { pageProps: { componentProps: { zpid: 2054418837, gdpClientCache: JSON.stringify(zillowCache) } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 875000, currency: "USD" },
      propertyKind: "land",
      street: "2744 Bell Rd",
      city: "Blaine",
      province: "WA",
      postalCode: "98230",
      lot: { value: 2.3, unit: "acres" },
      mlsNumber: "2391144",
      listingAgentName: "Kendra Holm",
      brokerageName: "Peace Arch Commercial Realty",
      geo: { lat: 48.98163, lng: -122.73941 },
    },
  },
  {
    name: "ho94-realtorcom-commercial-building-sault-ste-marie-mi",
    site: "realtor.com",
    set: "held-out-94",
    traps: "a downtown retail-and-office building: $349,000 USD; 6,240 sqft and a '0.16 acre lot' (6,970 sqft in the state); 1910; gross rents $48,000, NOI $31,200 and 8.9% cap rate; tenant table with each suite's area; the 2006 sale at $155,000; estimated monthly payment; nearby schools; Sault Ste. Marie, Ontario across the bridge; the site's own lender and agent ads; __NEXT_DATA__ with the city spelled 'Sault Sainte Marie'",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/412-Ashmun-St_Sault-Sainte-Marie_MI_49783_M31209-44817",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>412 Ashmun St, Sault Ste. Marie, MI 49783 - Commercial for Sale - realtor.com®</title>
<meta name="description" content="412 Ashmun St, Sault Ste. Marie, MI 49783 is a commercial property for sale. This 6,240 sqft building sits on a 0.16 acre lot. Listed for $349,000. MLS# 50152318.">
${tags("GTM-RDC94COM")}
</head><body>
<div id="__next">
${topBar("realtor.com®", ["Buy", "Rent", "Sell", "Mortgage", "Find Realtors®", "My Home", "News & Insights"], ["Manage rentals", "Advertise", "Log in", "Sign up"])}
<main data-testid="ldp-page">
${crumbs(["MI", "Sault Ste. Marie", "49783", "412 Ashmun St"])}
<section data-testid="ldp-hero">
<div class="statusBadge">For Sale</div>
<div data-testid="list-price" class="ListPrice">$349,000</div>
<ul data-testid="property-meta"><li data-testid="property-meta-sqft"><span>6,240</span> sqft</li><li data-testid="property-meta-lot-size"><span>0.16</span> acre lot</li></ul>
<h1 data-testid="address-line-ldp">412 Ashmun St, Sault Ste. Marie, MI 49783</h1>
<p class="est-payment">Est. $2,611/mo <a href="#">Get pre-approved</a></p>
</section>
${photos("https://ap.rdcpix.com/3120944817", 22, "412 Ashmun St", "View 22 photos")}
<section data-testid="property-description"><h2>Property details</h2>
<p>Two-storey brick block on Ashmun Street in the heart of downtown Sault Ste. Marie, two blocks from the International Bridge to Sault Ste. Marie, Ontario. 6,240 sqft: two street-level retail suites (currently a bakery and an outfitter) and four professional offices upstairs, all leased. Gross rents of $48,000 a year and NOI of $31,200 — an 8.9% cap rate at the asking price. New rubber roof 2018, updated electrical (400 amp service), gas-fired boilers, public parking across the street. Built in 1910; zoned CBD (Central Business District).</p>
</section>
${table("Building and construction", [["Property type", "Commercial"], ["Building size", "6,240 sqft"], ["Stories", "2"], ["Year built", "1910"], ["Construction", "Brick"], ["Electric", "400 amp"], ["Heating", "Boiler, natural gas"]], "ldp-features")}
${table("Land info", [["Lot size", "0.16 acres"], ["Lot dimensions", "44 x 158"], ["Zoning", "CBD"], ["Parcel", "051-420-118-00"]], "ldp-features")}
${grid("Tenants", ["Suite", "Use", "Area", "Monthly rent", "Lease"], [["100", "Bakery", "1,650 sqft", "$1,250", "2028"], ["102", "Outfitter", "1,420 sqft", "$1,100", "2027"], ["201–204", "Offices", "2,410 sqft total", "$1,650", "Annual"]], "ldp-tenants")}
${table("Income", [["Gross scheduled income", "$48,000/yr"], ["Expenses", "$16,800/yr"], ["Net operating income", "$31,200/yr"], ["Cap rate", "8.9%"], ["Annual taxes", "$7,410"]], "ldp-income")}
${grid("Property history", ["Date", "Event", "Price"], [["08/19/2025", "Listed", "$349,000"], ["04/28/2006", "Sold", "$155,000"]], "ldp-history")}
${calculator("Monthly payment", [["Home price", "$349,000"], ["Down payment", "20%"], ["Interest rate", "7.125%"], ["Loan type", "30-year fixed"]], "$2,611 per month (incl. taxes and insurance)", "Veterans United Home Loans, NMLS #1907. Estimates only.")}
${grid("Nearby schools", ["School", "Grades", "Distance"], [["Lincoln Elementary School", "K-5", "0.6 mi"], ["Sault Area Middle School", "6-8", "1.1 mi"], ["Sault Area High School", "9-12", "1.4 mi"]], "ldp-schools")}
<section data-testid="listing-provider"><h2>Listing provided by</h2><p>Listed by Thomas Bélanger · Soo Lakes Realty · 906-555-0139</p><p>Source: Upper Peninsula Association of REALTORS, MLS #50152318</p></section>
${adviser("Connect with a local agent", { name: "Leah Marchetti", title: "realtor.com® Local Expert℠", phone: "(906) 555-0117" }, "Ready to tour? A local agent can show you this property.", "Schedule a tour")}
${inquiry("More about this property", "I'm interested in 412 Ashmun St, Sault Ste. Marie, MI 49783.", "Email agent", "By proceeding, you consent to receive calls and texts from realtor.com and its partners.")}
${rail("Similar commercial properties nearby", [
  { price: "$275,000", title: "Commercial", address: "118 W Portage Ave, Sault Ste. Marie, MI 49783", facts: "4,800 sqft · 0.12 acre lot", href: "/realestateandhomes-detail/118-W-Portage-Ave_Sault-Sainte-Marie_MI_49783_M31205-11020" },
  { price: "$529,000", title: "Commercial", address: "2040 Ashmun St, Sault Ste. Marie, MI 49783", facts: "9,100 sqft · 0.9 acre lot", href: "/realestateandhomes-detail/2040-Ashmun-St_Sault-Sainte-Marie_MI_49783_M31207-80231" },
])}
</main>
${footer("Move, Inc.", ["About us", "Careers", "Feedback", "Terms of Use", "Privacy", "Accessibility"], ["realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Santa Clara, CA 95054. Information deemed reliable but not guaranteed."])}
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: rdcProperty } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 349000, currency: "USD" },
      propertyKind: "commercial",
      street: "412 Ashmun St",
      city: "Sault Ste. Marie",
      province: "MI",
      postalCode: "49783",
      squareFootage: 6240,
      lot: { value: 0.16, unit: "acres" },
      yearBuilt: 1910,
      mlsNumber: "50152318",
      listingAgentName: "Thomas Bélanger",
      brokerageName: "Soo Lakes Realty",
      geo: { lat: 46.49771, lng: -84.34592 },
    },
  },
];
