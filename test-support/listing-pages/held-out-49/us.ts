/**
 * Forty-ninth held-out corpus, US pages Canadian buyers look at: a vacant Lake Champlain waterfront lot in Vermont's
 * islands on the largest US portal and a Point Roberts, Washington cabin on the US board-backed portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

const ZPID = 2079431186;

const ZILLOW_PROPERTY = {
  zpid: ZPID,
  homeStatus: "FOR_SALE",
  homeType: "LOT",
  price: 189000,
  currency: "USD",
  streetAddress: "Lot 7 Lakeview Shores Rd",
  city: "Alburgh",
  state: "VT",
  zipcode: "05440",
  latitude: 44.98032,
  longitude: -73.26214,
  bedrooms: null,
  bathrooms: null,
  livingArea: null,
  lotAreaValue: 1.27,
  lotAreaUnits: "Acres",
  zestimate: 176400,
  taxAnnualAmount: 2184,
  resoFacts: { frontageLength: "110", waterfrontFeatures: ["Lake Front"], waterBodyName: "Lake Champlain", parcelNumber: "006-002-10744" },
  attributionInfo: { agentName: "Marcy Lapointe", agentPhoneNumber: "802-555-0166", brokerName: "Champlain Islands Realty", mlsId: "5012874", mlsName: "PrimeMLS" },
  nearbyHomes: [
    { zpid: 2079430022, price: 429000, bedrooms: 3, bathrooms: 2, address: { streetAddress: "12 Lakeview Shores Rd", city: "Alburgh" } },
    { zpid: 2079435510, price: 615000, bedrooms: 4, bathrooms: 3, address: { streetAddress: "88 Poor Farm Rd", city: "Alburgh" } },
  ],
};

const ZILLOW_NEXT_DATA = {
  props: {
    pageProps: {
      componentProps: {
        zpid: ZPID,
        gdpClientCache: JSON.stringify({ [`ForSaleShopperPlatformFullRenderQuery{"zpid":${ZPID}}`]: { property: ZILLOW_PROPERTY } }),
      },
    },
  },
  page: "/homedetails/[...slug]",
  buildId: "zhdp-2025.05.1",
};

const REALTOR_NEXT_DATA = {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "9418837265",
          listing_id: "2977315540",
          status: "for_sale",
          list_price: 549000,
          description: { type: "single_family", beds: 2, baths: 2, baths_full: 1, baths_half: 1, sqft: 1120, lot_sqft: 13504, year_built: 1978 },
          location: {
            address: { line: "1462 Tyee Dr", city: "Point Roberts", state_code: "WA", postal_code: "98281", coordinate: { lat: 48.98473, lon: -123.06851 } },
            county: { name: "Whatcom" },
          },
          advertisers: [{ type: "seller", name: "Glen Sorensen", office: { name: "Boundary Bay Realty LLC" } }],
          source: { id: "NWMLS", listing_id: "2298765" },
          estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 561200 }] },
          property_history: [
            { date: "2025-05-09", event_name: "Listed", price: 549000 },
            { date: "2011-07-22", event_name: "Sold", price: 238000 },
          ],
        },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
};

export const HELD_OUT_49_US: ListingPage[] = [
  {
    name: "ho49-zillow-waterfrontlot-alburgh",
    site: "zillow.com",
    set: "held-out-49",
    traps: "a vacant Lake Champlain lot on the US portal: 'Lot 7' street; 1.27-acre lot and 110 ft of frontage; no beds, baths or living area (nulls in the app state); Zestimate below the price; annual tax; parcel number beside the MLS#; zpid in the URL; nearby homes with prices and beds; agent and broker in the attribution; state JSON string inside __NEXT_DATA__",
    pageUrl: `https://www.zillow.com/homedetails/Lot-7-Lakeview-Shores-Rd-Alburgh-VT-05440/${ZPID}_zpid/`,
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 7 Lakeview Shores Rd, Alburgh, VT 05440 | MLS #5012874 | Zillow</title>
<meta name="description" content="Lot 7 Lakeview Shores Rd, Alburgh, VT 05440 is a 1.27 acre lot listed for sale at $189,000. MLS #5012874.">
<meta property="og:title" content="Lot 7 Lakeview Shores Rd, Alburgh, VT 05440 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9b1e7c0a-hdp.jpg">
<meta property="zillow_fb:beds" content="0">
<meta property="zillow_fb:address" content="Lot 7 Lakeview Shores Rd, Alburgh, VT 05440">
</head><body>
<div id="__next">
<header class="znav"><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/professionals/real-estate-agent-reviews/">Agent finder</a></nav></header>
<main class="ds-home-details">
<div class="ds-summary-row"><span data-testid="price"><span>$189,000</span></span>
<div class="ds-bed-bath-living-area-container"><span>--</span> bd <span>--</span> ba <span>1.27 Acres</span> Lot</div></div>
<h1 class="ds-address">Lot 7 Lakeview Shores Rd, Alburgh, VT 05440</h1>
<p class="ds-est">Est. payment: $1,196/mo</p>
<div class="zestimate">Zestimate®: $176,400</div>
<section class="ds-overview"><h2>Overview</h2><p>Build your lake house on one of the last open lots in this small Lake Champlain association, with 110 feet of level, rock-and-gravel frontage facing west toward the Adirondacks. Power at the road, a state-approved septic design for a 3-bedroom home, and a shared right of way to the association boat launch. About 10 minutes to the Canadian border at Noyan/Alburgh and 75 minutes to Montréal.</p></section>
<section class="fact-and-features"><h2>Facts &amp; features</h2>
<ul>
<li>Type: Residential land</li>
<li>Lot size: 1.27 Acres</li>
<li>Waterfront: Lake Champlain, 110 ft frontage</li>
<li>Parcel number: 006-002-10744</li>
<li>Annual tax amount: $2,184</li>
<li>Zoning: Shoreland residential</li>
</ul></section>
<section class="listing-attribution"><p>Listed by: <span>Marcy Lapointe</span> 802-555-0166, <span>Champlain Islands Realty</span></p><p>Source: PrimeMLS, MLS#: 5012874</p></section>
<section class="nearby-homes"><h2>Nearby homes</h2>
<div class="card"><span>$429,000</span><span>3 bds · 2 ba · 1,540 sqft</span><span>12 Lakeview Shores Rd, Alburgh, VT</span></div>
<div class="card"><span>$615,000</span><span>4 bds · 3 ba · 2,310 sqft</span><span>88 Poor Farm Rd, Alburgh, VT</span></div>
</section>
</main>
<footer class="zfooter"><p>Zillow Group is committed to ensuring digital accessibility for individuals with disabilities. Equal Housing Opportunity.</p><p>© 2006-2025 Zillow. Listing information provided in part by the PrimeMLS IDX program; deemed reliable but not guaranteed.</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(ZILLOW_NEXT_DATA)}</script>
${chrome("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "USD" },
      propertyKind: "land",
      street: "Lot 7 Lakeview Shores Rd",
      city: "Alburgh",
      province: "VT",
      postalCode: "05440",
      lot: { value: 1.27, unit: "acres" },
      mlsNumber: "5012874",
      listingAgentName: "Marcy Lapointe",
      brokerageName: "Champlain Islands Realty",
      geo: { lat: 44.98032, lng: -73.26214 },
    },
  },
  {
    name: "ho49-realtorcom-cabin-pointroberts",
    site: "realtor.com",
    set: "held-out-49",
    traps: "a Point Roberts cabin on the US board portal: summary '1.5 bath' but 'baths: 2' with a full/half split in app state; lot shown as 0.31 acre with lot_sqft in state; estimated value above the price; a 2011 sale in the property history; NWMLS number beside site property and listing ids; seller's agent and office; nearby homes with prices; coordinates in __NEXT_DATA__",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1462-Tyee-Dr_Point-Roberts_WA_98281_M94188-37265",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1462 Tyee Dr, Point Roberts, WA 98281 - MLS 2298765 - realtor.com®</title>
<meta name="description" content="View 29 photos for 1462 Tyee Dr, Point Roberts, WA 98281, a 2 bed, 1.5 bath, 1,120 Sq. Ft. single family home built in 1978 that was listed on May 9, 2025.">
<meta property="og:title" content="1462 Tyee Dr, Point Roberts, WA 98281">
<meta property="og:type" content="website">
</head><body>
<div id="__next">
<header class="rdc-header"><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/">Buy</a><a href="/sell">Sell</a><a href="/apartments/">Rent</a><a href="/mortgage/">Mortgage</a><a href="/realestateagents/">Find REALTORS®</a></nav></header>
<main data-testid="ldp">
<div data-testid="list-price" class="price">$549,000</div>
<ul data-testid="property-meta"><li>2 bed</li><li>1.5 bath</li><li>1,120 sqft</li><li>0.31 acre lot</li></ul>
<h1 data-testid="address">1462 Tyee Dr<br>Point Roberts, WA 98281</h1>
<p class="estimate">Estimated home value: $561,200 <span>(Quantarium)</span></p>
<section data-testid="property-details"><h2>Property details</h2>
<ul><li>Property type: Single family</li><li>Year built: 1978</li><li>Full bathrooms: 1</li><li>Half bathrooms: 1</li><li>Heating: Baseboard, wood stove</li><li>Water view: Boundary Bay</li><li>HOA: None</li></ul></section>
<section class="description"><h2>Description</h2><p>Cedar cabin on a wooded lot a short stroll to the Lily Point trails and the beach. Vaulted living room with a wood stove, two bedrooms on the main, a half bath off the laundry and a deck facing the bay. A rare Point Roberts opportunity for weekend escapes, reached through Tsawwassen by way of the Canadian border. Well-maintained, with a newer roof (2020).</p></section>
<section data-testid="property-history"><h2>Property history</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>05/09/2025</td><td>Listed</td><td>$549,000</td></tr><tr><td>07/22/2011</td><td>Sold</td><td>$238,000</td></tr></table></section>
<section data-testid="listing-provider"><h2>Listed by</h2><p>Glen Sorensen</p><p>Boundary Bay Realty LLC</p><p>360-555-0127</p><p>Source: NWMLS, MLS #2298765</p></section>
<section class="nearby"><h2>Nearby homes for sale</h2>
<div class="card"><span>$399,000</span><span>1 bed · 1 bath · 760 sqft</span><span>229 Marine Dr, Point Roberts</span></div>
<div class="card"><span>$875,000</span><span>3 bed · 2.5 bath · 2,040 sqft</span><span>1990 Benson Rd, Point Roberts</span></div>
</section>
</main>
<footer class="rdc-footer"><p>© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved. Listing data © 2025 Northwest Multiple Listing Service; information deemed reliable but not guaranteed.</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(REALTOR_NEXT_DATA)}</script>
${chrome("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "USD" },
      propertyKind: "house",
      street: "1462 Tyee Dr",
      city: "Point Roberts",
      province: "WA",
      postalCode: "98281",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1120,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "2298765",
      listingAgentName: "Glen Sorensen",
      brokerageName: "Boundary Bay Realty LLC",
      geo: { lat: 48.98473, lng: -123.06851 },
    },
  },
];
