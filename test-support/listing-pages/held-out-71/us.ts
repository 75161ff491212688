/**
 * Seventy-first held-out corpus, United States: a Zillow house in Portland's Richmond neighborhood with a listing
 * agent, a co-listing agent, Premier Agents and Zillow's own brokerage licences; and a realtor.com condo in Denver's
 * Cheesman Park with "Listing courtesy of" beside a local-expert ad and a home-insurance ad. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calc, cards, consent, footer, gtm, nextData, photoStrip, sponsored, topNav } from "./chrome.ts";

const zillowProperty = {
  zpid: 53718204, homeStatus: "FOR_SALE", price: 649000, currency: "USD", homeType: "SINGLE_FAMILY",
  address: { streetAddress: "3618 SE Tibbetts St", city: "Portland", state: "OR", zipcode: "97202" },
  neighborhoodRegion: { name: "Richmond" },
  bedrooms: 3, bathrooms: 2, livingArea: 1684, livingAreaUnits: "Square Feet", lotAreaValue: 5000, lotAreaUnits: "Square Feet", yearBuilt: 1912,
  latitude: 45.49917, longitude: -122.62654,
  zestimate: 662100, rentZestimate: 3290,
  resoFacts: { bathroomsFull: 2, bathroomsHalf: 0 },
  attributionInfo: {
    agentName: "Jenna Halvorsen", agentPhoneNumber: "503-555-0147", agentLicenseNumber: "201208813", brokerName: "Rose City Home Partners", brokerPhoneNumber: "503-555-0100",
    coAgentName: "Marcus Bell", coAgentNumber: "503-555-0181", mlsId: "24351207", mlsName: "RMLS", buyerAgentName: null,
  },
  listedBy: [{ id: "LISTING_AGENT", elements: [{ id: "NAME", text: "Jenna Halvorsen" }, { id: "PHONE", text: "503-555-0147" }] }, { id: "CO_LISTING_AGENT", elements: [{ id: "NAME", text: "Marcus Bell" }] }, { id: "BROKER", elements: [{ id: "NAME", text: "Rose City Home Partners" }] }],
  nearbyHomes: [
    { zpid: 53719950, price: 715000, address: { streetAddress: "3712 SE Brooklyn St", city: "Portland", zipcode: "97202" }, bedrooms: 4, bathrooms: 2, latitude: 45.4979, longitude: -122.6251 },
  ],
};

const realtorComDetails = {
  property_id: "4417062238", listing_id: "2991847120", status: "for_sale", list_price: 415000,
  description: { type: "condos", beds: 2, baths_consolidated: "2", baths_full: 2, baths_half: null, sqft: 1060, year_built: 1962, stories: 1 },
  location: {
    address: { line: "1451 N Humboldt St Unit 4", city: "Denver", state_code: "CO", postal_code: "80218", coordinate: { lat: 39.73804, lon: -104.97125 } },
    neighborhoods: [{ name: "Cheesman Park", level: "neighborhood" }],
  },
  source: { id: "RECO", listing_id: "6412387", name: "REcolorado" },
  advertisers: [
    { type: "seller", name: "Kristen Amadi", title: "Broker Associate", office: { name: "Mile High Urban Realty" } },
    { type: "buyer", name: null, office: null },
  ],
  local_experts: [{ name: "Owen Patel", office: "Front Range Homes LLC", badge: "Local Expert", ad: true }],
  estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 408300 }] },
  hoa: { fee: 412 },
};

export const HELD_OUT_71_US: ListingPage[] = [
  {
    name: "ho71-zillow-house-portland",
    site: "zillow.com",
    set: "held-out-71",
    traps: "'Listed by' block with the listing agent, a co-listing agent and the broker; a 'Contact an agent' panel of three Premier Agents from other firms; Zillow Home Loans (NMLS #) ad; Zillow's own brokerage licences in the footer; Zestimate and Rent Zestimate; zpid vs RMLS number; nearby homes with coordinates",
    pageUrl: "https://www.zillow.com/homedetails/3618-SE-Tibbetts-St-Portland-OR-97202/53718204_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3618 SE Tibbetts St, Portland, OR 97202 | MLS #24351207 | Zillow</title>
<meta name="description" content="3618 SE Tibbetts St, Portland, OR 97202 is a single-family home listed for-sale at $649,000. The 1,684 sq. ft. home is a 3 bed, 2 bath property.">
${gtm("GTM-ZLW71")}
</head><body>
${consent("Zillow")}
${topNav("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Advertise"])}
<div id="__next"><main class="ds-container">
<div class="summary-container"><span data-testid="price" class="ds-price">$649,000</span>
<div class="ds-bed-bath-living-area"><span>3 bd</span><span>2 ba</span><span>1,684 sqft</span></div>
<h1 class="ds-address">3618 SE Tibbetts St, Portland, OR 97202</h1>
<p class="zestimate">Zestimate®: $662,100 · Rent Zestimate®: $3,290/mo</p></div>
${photoStrip("https://photos.zillowstatic.com/fp/53718204", 5, "3618 SE Tibbetts St")}
<section class="facts"><h2>Facts &amp; features</h2><ul><li>Single Family Residence</li><li>Built in 1912</li><li>5,000 sqft lot</li><li>Bathrooms: 2 (full: 2)</li><li>Neighborhood: Richmond</li><li>Price/sqft: $385</li></ul>
<p>Craftsman bungalow on a quiet block two streets off Division: original built-ins, three bedrooms, two full baths, a finished attic studio and a detached garage converted to a workshop.</p></section>
<section class="listing-attribution"><h3>Listed by:</h3><p>Jenna Halvorsen 503-555-0147, Rose City Home Partners 503-555-0100</p><p>Co-listing agent: Marcus Bell 503-555-0181, Rose City Home Partners</p><p class="source">Source: RMLS, MLS#: 24351207</p></section>
<aside class="contact-agents"><h3>Contact an agent</h3><ul><li>Premier Agent · Alyssa Romero · Stumptown Realty Group · ★ 4.9 (212)</li><li>Premier Agent · Kevin Tran · Bridgeview Partners · ★ 5.0 (87)</li><li>Premier Agent · Hollis Grant · Willamette Homes NW · ★ 4.8 (140)</li></ul></aside>
${sponsored("Zillow Home Loans", `<p>Get pre-qualified with Zillow Home Loans. NMLS #10287. Est. payment $3,962/mo.</p>`)}
${cards("Nearby homes", [{ address: "3712 SE Brooklyn St", place: "Portland, OR 97202", price: "$715,000", facts: ["4 bd", "2 ba"] }])}
</main></div>
${footer(["Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces. Oregon: Zillow Homes, Inc., licensed real estate brokerage, license #201211349.", "© 2006-2025 Zillow. Listing provided by RMLS. Equal Housing Opportunity."])}
${nextData({ props: { pageProps: { componentProps: { zpid: 53718204, gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":53718204}': { property: zillowProperty } }) } } }, page: "/homedetails/[...slug]", buildId: "zw-20251104" })}
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "USD" },
      propertyKind: "house",
      street: "3618 SE Tibbetts St",
      city: "Portland",
      neighbourhood: "Richmond",
      province: "OR",
      postalCode: "97202",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1684,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "24351207",
      listingAgentName: "Jenna Halvorsen",
      brokerageName: "Rose City Home Partners",
      geo: { lat: 45.49917, lng: -122.62654 },
    },
  },
  {
    name: "ho71-realtorcom-condo-denver",
    site: "realtor.com",
    set: "held-out-71",
    traps: "'Listing courtesy of' line naming the MLS and, under 'Listed by', a 'Broker Associate' and her office; a sponsored 'Local Expert' from another firm; a home-insurance agency ad with its own agent and licence; an estimate and HOA fee; property_id and listing_id vs the REcolorado number; coordinate with a 'lon' key; JSON-LD typed SingleFamilyResidence with only region and ZIP",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1451-N-Humboldt-St-Unit-4_Denver_CO_80218_M44170-62238",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1451 N Humboldt St Unit 4, Denver, CO 80218 - 2 beds/2 baths - realtor.com®</title>
<meta name="description" content="View photos of this 2 bed, 2 bath, 1,060 sqft condo at 1451 N Humboldt St Unit 4, Denver, CO 80218 on sale now for $415,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1451 N Humboldt St Unit 4", address: { "@type": "PostalAddress", addressRegion: "CO", postalCode: "80218" } })}
${gtm("GTM-RDC71")}
</head><body>
${consent("Realtor.com")}
${topNav("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home"])}
<div id="__next"><main class="ldp">
<div class="ldp-header"><div data-testid="list-price" class="price">$415,000</div>
<ul class="property-meta"><li>2 bed</li><li>2 bath</li><li>1,060 sqft</li></ul>
<h1 data-testid="address">1451 N Humboldt St Unit 4, Denver, CO 80218</h1></div>
${photoStrip("https://ap.rdcpix.com/4417062238", 5, "1451 N Humboldt St Unit 4")}
<section class="ldp-overview"><h2>Property details</h2><ul><li>Property type: Condo</li><li>Year built: 1962</li><li>HOA fee: $412/month</li><li>Neighborhood: Cheesman Park</li><li>Full bathrooms: 2</li></ul>
<p>Mid-century corner unit a block from Cheesman Park: two bedrooms, two full baths, refinished oak floors, a galley kitchen with quartz counters and a deeded parking space.</p></section>
<section class="listing-provider"><h3>Listed by</h3><p>Kristen Amadi, Broker Associate</p><p>Mile High Urban Realty</p><p class="courtesy">Listing courtesy of REcolorado · MLS ID #6412387</p></section>
<aside class="local-experts"><h3>Local Experts</h3><p>Owen Patel · Front Range Homes LLC · Sponsored</p></aside>
${sponsored("Sponsored", `<p>Home insurance quotes in minutes from Summit Shield Insurance Agency. Agent: Lena Ruiz, licensed insurance producer, CO license #598214.</p>`)}
${calc("Monthly payment", [["Home price", "$415,000"], ["Down payment", "20%"], ["Rate", "6.62%"]], "$2,706 per month")}
</main></div>
${footer(["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "Information deemed reliable but not guaranteed."])}
${nextData({ props: { pageProps: { initialReduxState: { search: { mapCenter: { lat: 39.7392, lon: -104.9903 } }, propertyDetails: realtorComDetails } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc-9210" })}
</body></html>`,
    expected: {
      price: { amount: 415000, currency: "USD" },
      propertyKind: "condo",
      street: "1451 N Humboldt St Unit 4",
      city: "Denver",
      neighbourhood: "Cheesman Park",
      province: "CO",
      postalCode: "80218",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1060,
      yearBuilt: 1962,
      mlsNumber: "6412387",
      listingAgentName: "Kristen Amadi",
      brokerageName: "Mile High Urban Realty",
      geo: { lat: 39.73804, lng: -104.97125 },
    },
  },
];
