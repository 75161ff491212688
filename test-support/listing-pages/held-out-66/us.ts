/**
 * Sixty-sixth held-out corpus, United States: a Zillow house in Seattle whose facts sit in a JSON string inside
 * __NEXT_DATA__ (gdpClientCache), and a realtor.com townhouse in Austin in a Redux state with advertisers, estimates
 * and nearby homes. Addresses, names and numbers are invented; the expected facts were written before the extractor
 * ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footer, gtm, lazySection, nextData, photoStrip, skeleton, topNav } from "./chrome.ts";

const zillowProperty = {
  zpid: 48812345, homeStatus: "FOR_SALE", price: 1185000, currency: "USD", homeType: "SINGLE_FAMILY",
  address: { streetAddress: "4217 Woodlawn Ave N", city: "Seattle", state: "WA", zipcode: "98103" },
  neighborhoodRegion: { name: "Wallingford" },
  bedrooms: 3, bathrooms: 2.5, livingArea: 1980, livingAreaUnits: "Square Feet", lotAreaValue: 4000, lotAreaUnits: "Square Feet", yearBuilt: 1926,
  latitude: 47.65802, longitude: -122.33127,
  zestimate: 1212300, rentZestimate: 4950, taxAssessedValue: 1048000, monthlyHoaFee: null,
  resoFacts: { bathroomsFull: 2, bathroomsHalf: 1, bathroomsThreeQuarter: null, hasGarage: false, architecturalStyle: "Craftsman", subdivisionName: null },
  attributionInfo: { agentName: "Lauren Whitfield", agentPhoneNumber: "206-555-0131", brokerName: "Compass", mlsId: "2441876", mlsName: "NWMLS", buyerAgentName: null },
  priceHistory: [
    { date: "2025-10-30", event: "Listed for sale", price: 1185000 },
    { date: "2014-06-12", event: "Sold", price: 612000 },
  ],
  nearbyHomes: [
    { zpid: 48812990, price: 1095000, address: { streetAddress: "4302 Densmore Ave N", city: "Seattle", zipcode: "98103" }, bedrooms: 3, bathrooms: 2, latitude: 47.6589, longitude: -122.3341, homeType: "SINGLE_FAMILY" },
    { zpid: 2061447718, price: 749000, address: { streetAddress: "3811 Stone Way N #204", city: "Seattle", zipcode: "98103" }, bedrooms: 2, bathrooms: 2, homeType: "CONDO" },
  ],
};

const realtorComDetails = {
  property_id: "9123456789", listing_id: "2987654321", status: "for_sale", list_price: 624900,
  description: { type: "townhomes", sub_type: null, beds: 3, baths_consolidated: "2.5", baths_full: 2, baths_half: 1, sqft: 1612, lot_sqft: 1307, year_built: 2019, stories: 3, garage: 2 },
  location: {
    address: { line: "1207 E 6th St Unit 3", city: "Austin", state_code: "TX", postal_code: "78702", coordinate: { lat: 30.26497, lon: -97.73212 } },
    neighborhoods: [{ name: "East Cesar Chavez", level: "neighborhood" }],
    county: { name: "Travis" },
  },
  source: { id: "ACTX", listing_id: "5512847", name: "Unlock MLS" },
  advertisers: [
    { type: "seller", name: "Marisol Ortega", email: null, phones: [{ number: "5125550164", type: "Office" }], office: { name: "Keller Williams Realty", phones: [{ number: "5125550100" }] } },
  ],
  local_experts: [{ name: "Derek Havel", office: "Realty Austin", badge: "Local Expert", ad: true }],
  estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 641000 }, { source: { name: "Collateral Analytics" }, estimate: 612500 }] },
  hoa: { fee: 185 },
  tax_history: [{ year: 2024, tax: 11842, assessment: { total: 598000 } }],
  property_history: [{ date: "2019-11-22", event_name: "Sold", price: 529000 }],
};

export const HELD_OUT_66_US: ListingPage[] = [
  {
    name: "ho66-zillow-house-seattle",
    site: "zillow.com",
    set: "held-out-66",
    traps: "gdpClientCache: the property as a JSON string inside __NEXT_DATA__; zpid in the URL (not an MLS number) with NWMLS id in attributionInfo; Zestimate, rent Zestimate, tax-assessed value and a 2014 sale; nearby homes with their own coordinates and prices; enum 'SINGLE_FAMILY'; nulls; visible page only heading, price and badges",
    pageUrl: "https://www.zillow.com/homedetails/4217-Woodlawn-Ave-N-Seattle-WA-98103/48812345_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4217 Woodlawn Ave N, Seattle, WA 98103 | MLS #2441876 | Zillow</title>
<meta name="description" content="4217 Woodlawn Ave N, Seattle, WA 98103 is a single-family home listed for-sale at $1,185,000. The 1,980 sq. ft. home is a 3 bed, 2.5 bath property.">
<meta property="og:title" content="4217 Woodlawn Ave N, Seattle, WA 98103 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/7a1c2e9b-cc_0.jpg">
${gtm("GTM-ZLW01")}
</head><body>
${consent("Zillow")}
${topNav("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Manage Rentals", "Advertise"])}
<div id="__next"><main class="ds-container">
<div class="summary-container"><span data-testid="price" class="ds-price">$1,185,000</span>
<div class="ds-bed-bath-living-area"><span>3 bd</span><span>2.5 ba</span><span>1,980 sqft</span></div>
<h1 class="ds-address">4217 Woodlawn Ave N, Seattle, WA 98103</h1>
<p class="zestimate">Zestimate®: $1,212,300</p></div>
${photoStrip("https://photos.zillowstatic.com/fp/48812345", 4, "4217 Woodlawn Ave N")}
<div class="ds-home-facts-and-features">${skeleton(8, "Facts and features")}</div>
${lazySection("ds-price-history", "Price history")}
${lazySection("ds-nearby-schools", "GreatSchools rating")}
<aside class="ds-agent-ad"><h3>Contact an agent</h3><p>Premier Agent: Tom Brandvold · Redfin · 206-555-0190</p></aside>
</main></div>
${footer(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "© 2006-2025 Zillow. Listing provided by NWMLS. Equal Housing Opportunity."])}
${nextData({
  props: {
    pageProps: {
      componentProps: {
        zpid: 48812345,
        searchPageState: { mapBounds: { north: 47.6712, south: 47.6451, east: -122.3105, west: -122.3522 }, center: { latitude: 47.65815, longitude: -122.33135 } },
        gdpClientCache: JSON.stringify({
          'ForSaleShopperPlatformFullRenderQuery{"zpid":48812345,"platform":"DESKTOP_WEB"}': { property: zillowProperty },
        }),
      },
    },
  },
  page: "/homedetails/[...slug]",
  buildId: "zw-20251030",
})}
</body></html>`,
    expected: {
      price: { amount: 1185000, currency: "USD" },
      propertyKind: "house",
      street: "4217 Woodlawn Ave N",
      city: "Seattle",
      neighbourhood: "Wallingford",
      province: "WA",
      postalCode: "98103",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1980,
      lot: { value: 4000, unit: "ft2" },
      yearBuilt: 1926,
      mlsNumber: "2441876",
      listingAgentName: "Lauren Whitfield",
      brokerageName: "Compass",
      geo: { lat: 47.65802, lng: -122.33127 },
    },
  },
  {
    name: "ho66-realtorcom-townhouse-austin",
    site: "realtor.com",
    set: "held-out-66",
    traps: "initialReduxState.propertyDetails in __NEXT_DATA__; property_id and listing_id (site ids) vs the MLS source listing_id; type 'townhomes'; baths_consolidated string with full/half split; two estimates, tax assessment and a 2019 sale; HOA fee; 'local experts' ad vs the seller advertiser; coordinate 'lon' key; JSON-LD with a wrong (county-seat) locality",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1207-E-6th-St-Unit-3_Austin_TX_78702_M91234-56789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1207 E 6th St Unit 3, Austin, TX 78702 - 3 beds/2.5 baths - realtor.com®</title>
<meta name="description" content="View 30 photos of this 3 bed, 2.5 bath, 1,612 sqft townhouse at 1207 E 6th St Unit 3, Austin, TX 78702 on sale now for $624,900.">
<meta property="og:title" content="1207 E 6th St Unit 3, Austin, TX 78702">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1207 E 6th St Unit 3", address: { "@type": "PostalAddress", streetAddress: "1207 E 6th St Unit 3", addressRegion: "TX", postalCode: "78702" } })}
${gtm("GTM-RDC44")}
</head><body>
${consent("Realtor.com")}
${topNav("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home", "News & Insights"])}
<div id="__next"><main class="ldp">
<div class="ldp-header"><div data-testid="list-price" class="price">$624,900</div>
<ul class="property-meta"><li>3 bed</li><li>2.5 bath</li><li>1,612 sqft</li><li>1,307 sqft lot</li></ul>
<h1 data-testid="address">1207 E 6th St Unit 3, Austin, TX 78702</h1></div>
${photoStrip("https://ap.rdcpix.com/9123456789", 4, "1207 E 6th St Unit 3")}
<section class="ldp-overview">${skeleton(6, "Property details")}</section>
${lazySection("ldp-history", "Property history")}
${lazySection("ldp-estimates", "Home value estimates")}
<aside class="local-experts"><h3>Local Experts</h3><p>Derek Havel · Realty Austin · Sponsored</p></aside>
<section class="payment"><h2>Monthly payment</h2><p>$4,412 per month, based on 20% down and 6.71% rate.</p></section>
</main></div>
${footer(["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "Listing data courtesy of Unlock MLS. Information deemed reliable but not guaranteed."])}
${nextData({
  props: {
    pageProps: {
      initialReduxState: {
        search: { mapCenter: { lat: 30.2672, lon: -97.7431 } },
        recentlyViewed: [{ property_id: "9876543210", list_price: 549000, location: { address: { line: "2403 E 14th St", city: "Austin", postal_code: "78702" } }, description: { beds: 2, baths_consolidated: "2" } }],
        propertyDetails: realtorComDetails,
      },
      nearbyHomes: [
        { property_id: "9123400001", list_price: 689000, location: { address: { line: "1011 E 7th St Unit 2", city: "Austin" } }, description: { type: "townhomes", beds: 3 } },
        { property_id: "9123400002", list_price: 575000, location: { address: { line: "1400 Canterbury St", city: "Austin" } }, description: { type: "single_family", beds: 2 } },
      ],
    },
  },
  page: "/realestateandhomes-detail/[slug]",
  buildId: "rdc-ldp-5521",
})}
</body></html>`,
    expected: {
      price: { amount: 624900, currency: "USD" },
      propertyKind: "townhouse",
      street: "1207 E 6th St Unit 3",
      city: "Austin",
      neighbourhood: "East Cesar Chavez",
      province: "TX",
      postalCode: "78702",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1612,
      lot: { value: 1307, unit: "ft2" },
      yearBuilt: 2019,
      mlsNumber: "5512847",
      listingAgentName: "Marisol Ortega",
      brokerageName: "Keller Williams Realty",
      geo: { lat: 30.26497, lng: -97.73212 },
    },
  },
];
