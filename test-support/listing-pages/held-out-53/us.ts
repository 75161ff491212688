/**
 * Fifty-third held-out corpus, US pages: a Spokane, Washington house on a national portal whose facts sit in a
 * stringified client cache inside Next.js data, and a Bellingham, Washington condo on a national portal whose facts sit
 * in the Redux state of Next.js data.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentWall, jsonScript, siteChrome, skeleton } from "./chrome.ts";

const zillowProperty = {
  zpid: 23581947,
  homeStatus: "FOR_SALE",
  price: 445000,
  currency: "USD",
  homeType: "SINGLE_FAMILY",
  address: { streetAddress: "2918 W Cleveland Ave", city: "Spokane", state: "WA", zipcode: "99205" },
  latitude: 47.68132,
  longitude: -117.45388,
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1720,
  livingAreaUnits: "Square Feet",
  lotAreaValue: 7405,
  lotAreaUnits: "sqft",
  yearBuilt: 1928,
  zestimate: 452300,
  rentZestimate: 2150,
  taxAssessedValue: 371000,
  resoFacts: { bathroomsFull: 2, bathroomsHalf: 0, hasGarage: true, parkingFeatures: ["Detached", "Alley access"] },
  priceHistory: [
    { date: "2025-06-02", event: "Price change", price: 445000 },
    { date: "2025-05-12", event: "Listed for sale", price: 459000 },
    { date: "2014-09-30", event: "Sold", price: 212000 },
  ],
  attributionInfo: { agentName: "Tessa Lindqvist", agentPhoneNumber: "509-555-0142", brokerName: "Inland Crest Realty", brokerPhoneNumber: "509-555-0100", mlsId: "202518842", mlsName: "Spokane MLS" },
  description: "Craftsman bungalow in the Audubon area with original built-ins, a remodeled kitchen, three bedrooms and two full baths, one on the finished lower level. Detached garage off the alley and a fenced yard with raised beds.",
  nearbyHomes: [
    { zpid: 23580116, price: 399900, address: { streetAddress: "3011 W Grace Ave", city: "Spokane" }, livingArea: 1410 },
    { zpid: 23579402, price: 515000, address: { streetAddress: "2704 W Providence Ave", city: "Spokane" }, livingArea: 2160 },
  ],
};

const realtorDetails = {
  property_id: "4417820931",
  listing_id: "2981440017",
  status: "for_sale",
  list_price: 389000,
  last_price_change_amount: -10000,
  description: { type: "condos", beds: 2, baths: 2, baths_full: 2, baths_half: null, sqft: 1040, lot_sqft: null, year_built: 2006, text: "Top-floor corner unit a short walk from the Fairhaven village green, with bay views from the living room, two primary-style bedrooms each with a full bath, in-unit laundry and one secured parking space. Pets allowed with HOA approval." },
  location: { address: { line: "1200 Harris Ave Unit 304", city: "Bellingham", state_code: "WA", postal_code: "98225", coordinate: { lat: 48.72214, lon: -122.50591 } }, neighborhoods: [{ name: "Fairhaven", level: "neighborhood" }], county: { name: "Whatcom" } },
  hoa: { fee: 412 },
  source: { id: "NWWA", listing_id: "2361188", name: "Northwest MLS" },
  advertisers: [
    { type: "seller", name: "Ruth Haugland", phones: [{ number: "3605550181", type: "Mobile" }], office: { name: "Chuckanut Bay Realty Group", phones: [{ number: "3605550100" }] } },
  ],
  estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 401500 }, { source: { name: "Collateral Analytics" }, estimate: 396000 }] },
  property_history: [{ date: "2016-04-08", event_name: "Sold", price: 248000 }, { date: "2025-05-20", event_name: "Listed", price: 399000 }],
};

export const HELD_OUT_53_US: ListingPage[] = [
  {
    name: "ho53-zillow-house-spokane",
    site: "zillow.com",
    set: "held-out-53",
    traps: "a US house whose facts sit in a JSON string (gdpClientCache) inside __NEXT_DATA__: Zestimate and rent Zestimate, a higher earlier list price and a 2014 sale in the price history, tax assessed value, nearby homes with prices; lot in sqft; JSON-LD with address and geo; visible page is skeletons and a sign-in prompt",
    pageUrl: "https://www.zillow.com/homedetails/2918-W-Cleveland-Ave-Spokane-WA-99205/23581947_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2918 W Cleveland Ave, Spokane, WA 99205 | MLS #202518842 | Zillow</title>
<meta name="description" content="2918 W Cleveland Ave, Spokane, WA 99205 is a single-family home listed for sale at $445,000. The 1,720 sq. ft. home is a 3 bed, 2.0 bath property.">
<meta property="og:title" content="2918 W Cleveland Ave, Spokane, WA 99205 | Zillow">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="2">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "2918 W Cleveland Ave", floorSize: { "@type": "QuantitativeValue", value: "1,720" }, address: { "@type": "PostalAddress", streetAddress: "2918 W Cleveland Ave", addressLocality: "Spokane", addressRegion: "WA", postalCode: "99205" }, geo: { "@type": "GeoCoordinates", latitude: 47.68132, longitude: -117.45388 }, url: "https://www.zillow.com/homedetails/2918-W-Cleveland-Ave-Spokane-WA-99205/23581947_zpid/" })}
</head><body>
<div id="__next">
${consentWall("Zillow")}
<header class="zw-header"><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/user/acct/login/">Sign in</a></nav></header>
<main class="ds-container" data-zpid="23581947">
<div class="media-stream">${skeleton("Photos", 1)}</div>
<div class="summary-container"><h1>2918 W Cleveland Ave, Spokane, WA 99205</h1><div class="price skeleton-text">Loading…</div><div class="bed-bath skeleton-text">— bd · — ba · — sqft</div></div>
<section class="zestimate"><h2>Zestimate®</h2>${skeleton("Zestimate", 1)}</section>
<section class="facts">${skeleton("Facts and features", 5)}</section>
<section class="price-history"><h2>Price history</h2><p>Sign in to see the full price and tax history.</p></section>
<section class="nearby"><h2>Nearby homes</h2>${skeleton("Nearby homes", 3)}</section>
</main>
<footer class="zw-footer"><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces. 1301 Second Avenue, Floor 31, Seattle, WA 98101.</p><p>Listing provided by Spokane MLS. Equal Housing Opportunity.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      componentProps: {
        zpid: 23581947,
        gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":23581947}': { property: zillowProperty } }),
      },
    },
  },
  page: "/homedetails/[...slug]",
  buildId: "zw-hdp-7.3.118",
})}
${siteChrome("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 445000, currency: "USD" },
      propertyKind: "house",
      street: "2918 W Cleveland Ave",
      city: "Spokane",
      province: "WA",
      postalCode: "99205",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1720,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "202518842",
      listingAgentName: "Tessa Lindqvist",
      brokerageName: "Inland Crest Realty",
      geo: { lat: 47.68132, lng: -117.45388 },
    },
  },
  {
    name: "ho53-realtorcom-condo-bellingham",
    site: "realtor.com",
    set: "held-out-53",
    traps: "a US condo whose facts sit in initialReduxState.propertyDetails of __NEXT_DATA__: unit in the address line, automated value estimates above the price, a 2016 sale and an earlier list price, HOA fee, an internal property id and listing id beside the MLS id; similar homes in the state; Fairhaven vs Bellingham; visible page is skeletons",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1200-Harris-Ave-Unit-304_Bellingham_WA_98225_M44178-20931",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1200 Harris Ave Unit 304, Bellingham, WA 98225 - Condo for Sale | realtor.com®</title>
<meta name="description" content="View 28 photos of this 2 bed, 2 bath, 1,040 sqft condo for sale at 1200 Harris Ave Unit 304, Bellingham, WA 98225 on sale now for $389,000.">
<meta property="og:title" content="1200 Harris Ave Unit 304, Bellingham, WA 98225">
<meta property="og:site_name" content="realtor.com">
</head><body>
<div id="__next">
${consentWall("Realtor.com")}
<header class="rdc-header"><a href="/" class="logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Bellingham_WA">Buy</a><a href="/apartments/Bellingham_WA">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/login">Log in</a></nav></header>
<main class="ldp" data-testid="ldp-page">
<div class="ldp-hero">${skeleton("Photo gallery", 1)}</div>
<div class="ldp-summary"><div class="price-section skeleton-text">Loading…</div><h1 class="address">1200 Harris Ave Unit 304, Bellingham, WA 98225</h1><ul class="meta skeleton-text"><li>— bed</li><li>— bath</li><li>— sqft</li></ul></div>
<section class="property-details">${skeleton("Property details", 5)}</section>
<section class="estimate"><h2>Home value estimates</h2>${skeleton("Estimates", 2)}</section>
<section class="history"><h2>Property history</h2><p>Log in to see sold price history.</p></section>
<section class="similar"><h2>Similar homes</h2>${skeleton("Similar homes", 3)}</section>
</main>
<footer class="rdc-footer"><p>© 1995–2025 National Association of REALTORS® and Move, Inc. All rights reserved. Move, Inc. · 2 Winners Circle, Albany, NY 12205.</p><p>Listing information provided by Northwest MLS. Equal Housing Opportunity.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: realtorDetails,
        similarHomes: [
          { property_id: "4417823310", list_price: 359900, location: { address: { line: "1011 Larrabee Ave Unit 201", city: "Bellingham" } }, description: { beds: 2, baths: 1 } },
          { property_id: "4417829075", list_price: 459000, location: { address: { line: "1400 10th St Unit 5", city: "Bellingham" } }, description: { beds: 2, baths: 2 } },
        ],
        user: { isLoggedIn: false },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
  buildId: "rdc-ldp-25.6.2",
})}
${siteChrome("Realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "condo",
      street: "1200 Harris Ave Unit 304",
      city: "Bellingham",
      province: "WA",
      postalCode: "98225",
      neighbourhood: "Fairhaven",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1040,
      yearBuilt: 2006,
      mlsNumber: "2361188",
      listingAgentName: "Ruth Haugland",
      brokerageName: "Chuckanut Bay Realty Group",
      geo: { lat: 48.72214, lng: -122.50591 },
    },
  },
];
