/**
 * Fifty-seventh held-out corpus, United States: a Belltown condo on the largest US portal and a South Loop condo on
 * the realtors' US portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { amenityChips, cookieNotice, footerLinks, jsonTag, paymentWidget } from "./chrome.ts";

const zillowCache = {
  'ForSaleShopperPlatformFullRenderQuery{"zpid":2081457723}': {
    property: {
      zpid: 2081457723,
      streetAddress: "2415 2nd Ave APT 1907",
      city: "Seattle",
      state: "WA",
      zipcode: "98121",
      price: 1195000,
      zestimate: 1162400,
      rentZestimate: 5150,
      bedrooms: 2,
      bathrooms: 2,
      livingArea: 1312,
      livingAreaUnits: "Square Feet",
      yearBuilt: 2008,
      homeType: "CONDO",
      latitude: 47.61588,
      longitude: -122.34712,
      monthlyHoaFee: 1386,
      propertyTaxRate: 0.92,
      mlsid: "2367845",
      attributionInfo: { agentName: "Dana Whitfield", brokerName: "Elliott Bay Realty Group", mlsName: "NWMLS", mlsId: "2367845" },
      priceHistory: [
        { date: "2025-05-02", event: "Listed for sale", price: 1195000 },
        { date: "2016-07-19", event: "Sold", price: 985000 },
      ],
      nearbyHomes: [{ address: { streetAddress: "2415 2nd Ave APT 1102" }, price: 849000 }, { address: { streetAddress: "2600 2nd Ave APT 2304" }, price: 1325000 }],
    },
  },
};

export const HELD_OUT_57_US: ListingPage[] = [
  {
    name: "ho57-zillow-condo-belltown-seattle",
    site: "zillow.com",
    set: "held-out-57",
    traps: "'2415 2nd Ave APT 1907'; Zestimate and Rent Zestimate beside the price; HOA per month; an earlier sale in the price history; NWMLS number; Next.js data with a stringified client cache; other units in the building; Zillow's own Seattle office on Second Avenue in the footer",
    pageUrl: "https://www.zillow.com/homedetails/2415-2nd-Ave-APT-1907-Seattle-WA-98121/2081457723_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2415 2nd Ave APT 1907, Seattle, WA 98121 | MLS #2367845 | Zillow</title>
<meta name="description" content="2415 2nd Ave APT 1907, Seattle, WA 98121 is a condo for sale listed at $1,195,000. 2 beds, 2 baths, 1,312 sqft. Built in 2008.">
<meta property="og:title" content="2415 2nd Ave APT 1907, Seattle, WA 98121 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/8c1e2d7f0a6b-cc_ft_1536.jpg">
<meta property="zillow_fb:address" content="2415 2nd Ave APT 1907, Seattle, WA 98121">
<meta property="product:price:amount" content="1195000"><meta property="product:price:currency" content="USD">
</head><body>
${cookieNotice("Zillow")}
<div id="__next"><header class="znav"><a href="/" class="zillow-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/professionals/real-estate-agent-reviews/">Agent finder</a></nav><a href="/user/acct/login/">Sign in</a></header>
<main class="ds-home-details">
<div class="media-stream"><img src="https://photos.zillowstatic.com/fp/8c1e2d7f0a6b-cc_ft_1536.jpg" alt="2415 2nd Ave APT 1907"></div>
<div class="summary-container"><span data-testid="price" class="price"><span>$1,195,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span>2</span> bd <span>2</span> ba <span>1,312</span> sqft</div>
<h1 class="address">2415 2nd Ave APT 1907, Seattle, WA 98121</h1>
<div class="est-payment">Est.: $7,842/mo <a href="#mortgage">Get pre-qualified</a></div>
<ul class="fact-chips"><li>Condominium</li><li>Built in 2008</li><li>$911 /sqft</li><li>$1,386/mo HOA</li><li>Zestimate®: $1,162,400</li></ul></div>
<section class="overview"><h2>What's special</h2><p>Corner 2-bed, 2-bath on the 19th floor of a 2008 Belltown tower with Elliott Bay and Olympic Mountain views. Wall of windows, gas fireplace, chef's kitchen, 2 deeded parking spaces and a storage unit. Amenities include a 24-hour concierge, rooftop deck with BBQs, fitness center and guest suites. Walk to Pike Place Market and the waterfront.</p>
<p class="time-on-zillow">6 days on Zillow · 1,204 views · 58 saves</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2><ul>
<li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Home type: Condo</li><li>Property subtype: Condominium</li>
<li>Year built: 2008</li><li>Stories in building: 24</li><li>Unit floor: 19</li><li>Total interior livable area: 1,312 sqft</li>
<li>Parking: 2 garage spaces, deeded</li><li>HOA fee: $1,386 monthly</li><li>Annual tax amount: $9,874</li>
<li>Region: Seattle</li><li>Subdivision: Belltown</li><li>Community features: Concierge, Elevator(s), Fitness Center, Rooftop Deck</li></ul></section>
${amenityChips(["Concierge", "Fitness Center", "Rooftop Deck", "Guest Suites", "Bike Storage"])}
<section class="price-history"><h2>Price history</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>5/2/2025</td><td>Listed for sale</td><td>$1,195,000</td></tr><tr><td>7/19/2016</td><td>Sold</td><td>$985,000</td></tr></table></section>
<section class="zestimate"><h2>Zestimate® history</h2><p>Zestimate®: $1,162,400 · Rent Zestimate®: $5,150/mo · Estimated sales range: $1.09M - $1.24M</p></section>
<section class="building-units"><h2>Other units in this building</h2><ul><li>2415 2nd Ave APT 1102 · For sale · $849,000 · 1 bd 1 ba 803 sqft</li><li>2415 2nd Ave APT 2201 · For rent · $4,400/mo · 2 bd 2 ba</li></ul></section>
<div id="mortgage">${paymentWidget()}</div>
<section class="listing-attribution"><p>Listed by: <span>Dana Whitfield</span> 206-555-0147, <span>Elliott Bay Realty Group</span></p><p>Source: NWMLS, MLS#: 2367845</p></section>
</main>
<footer class="zfooter">${footerLinks("Zillow")}<p>Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. Zillow, Inc. holds real estate brokerage licenses in multiple states. Equal Housing Opportunity.</p></footer></div>
${jsonTag("__NEXT_DATA__", { props: { pageProps: { componentProps: { zpid: 2081457723, gdpClientCache: JSON.stringify(zillowCache) } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 1195000, currency: "USD" },
      propertyKind: "condo",
      street: "2415 2nd Ave APT 1907",
      city: "Seattle",
      province: "WA",
      postalCode: "98121",
      neighbourhood: "Belltown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1312,
      yearBuilt: 2008,
      mlsNumber: "2367845",
      listingAgentName: "Dana Whitfield",
      brokerageName: "Elliott Bay Realty Group",
      geo: { lat: 47.61588, lng: -122.34712 },
    },
  },
  {
    name: "ho57-realtorcom-condo-south-loop-chicago",
    site: "realtor.com",
    set: "held-out-57",
    traps: "'1255 S State St Unit 2707'; HOA and taxes near the price; an estimate range and an earlier sold price; a deeded parking space offered for an extra $30,000; the building's units for sale and rent; MRED number; the publisher's California office",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1255-S-State-St-Unit-2707_Chicago_IL_60605_M91827-36455",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1255 S State St Unit 2707, Chicago, IL 60605 - Condo for Sale - realtor.com®</title>
<meta name="description" content="View 30 photos for 1255 S State St Unit 2707, Chicago, IL 60605, a 2 bed, 2 bath, 1,150 Sq. Ft. condo home built in 2008 that was listed on May 1, 2025 for $459,000.">
<meta property="og:title" content="1255 S State St Unit 2707, Chicago, IL 60605">
<meta property="og:image" content="https://ap.rdcpix.com/7f3a1c2b9e/l-m91827l.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "SingleFamilyResidence"],
  name: "1255 S State St Unit 2707, Chicago, IL 60605",
  address: { "@type": "PostalAddress", streetAddress: "1255 S State St Unit 2707", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60605" },
  geo: { "@type": "GeoCoordinates", latitude: 41.86614, longitude: -87.62719 },
  offers: { "@type": "Offer", price: 459000, priceCurrency: "USD" },
})}
</head><body>
${cookieNotice("realtor.com")}
<div id="__next"><header class="rdc-header"><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Chicago_IL">Buy</a><a href="/apartments/Chicago_IL">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/realestateagents">Find REALTORS®</a></nav></header>
<main class="ldp">
<div class="ldp-hero"><img src="https://ap.rdcpix.com/7f3a1c2b9e/l-m91827l.jpg" alt="1255 S State St Unit 2707"></div>
<section class="ldp-summary"><div class="status">For sale</div><div data-testid="list-price" class="list-price">$459,000</div>
<div class="est-payment">Est. $3,412/mo</div>
<ul data-testid="property-meta"><li><span>2</span> bed</li><li><span>2</span> bath</li><li><span>1,150</span> sqft</li></ul>
<h1 data-testid="address">1255 S State St Unit 2707<br>Chicago, IL 60605</h1>
<p class="neighborhood">South Loop</p></section>
<section class="ldp-details"><h2>Property details</h2><ul>
<li>Property type: Condo</li><li>Year built: 2008</li><li>Price per sqft: $399</li><li>HOA fees: $698/mo</li>
<li>Property tax: $7,412 (2023)</li><li>Unit floor: 27 of 30</li><li>Exposure: East (lake view)</li>
<li>Parking: 1 deeded garage space available for $30,000 (not included in list price)</li><li>Storage: Included</li>
<li>Time on realtor.com: 9 days</li><li>Data source: MRED as Distributed by MLS GRID, MLS #12298734</li></ul></section>
<section class="ldp-description"><h2>Description</h2><p>Corner 2-bed, 2-bath condo on the 27th floor with east-facing lake and Museum Campus views. Split floor plan, engineered hardwood, kitchen with granite and stainless appliances, in-unit washer/dryer and a 90 sq ft balcony. Assessments include heat, A/C, internet and cable. Full-amenity building with 24-hour door staff, heated outdoor pool, fitness center and sundeck. Garage parking available at $30,000. Steps to the Roosevelt CTA station and Whole Foods.</p></section>
${amenityChips(["Doorman", "Pool", "Fitness Center", "Sundeck", "Bike Room", "Package Room"])}
<section class="ldp-estimates"><h2>Home value</h2><p>realtor.com estimate range: $438K – $471K</p><p>Collateral Analytics: $452,600 · Quantarium: $446,900</p></section>
<section class="ldp-history"><h2>Property history</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>05/01/2025</td><td>Listed</td><td>$459,000</td></tr><tr><td>08/14/2015</td><td>Sold</td><td>$375,000</td></tr></table></section>
<section class="ldp-building"><h2>Units in this building</h2><table><tr><th>Unit</th><th>Status</th><th>Price</th><th>Beds</th></tr>
<tr><td>Unit 1904</td><td>For sale</td><td>$389,900</td><td>1</td></tr><tr><td>Unit 3002</td><td>For sale</td><td>$625,000</td><td>3</td></tr>
<tr><td>Unit 2210</td><td>For rent</td><td>$2,950/mo</td><td>2</td></tr></table></section>
${paymentWidget()}
<section class="ldp-agent"><h2>Listing provided by</h2><p><span class="agent-name">Tamara Okafor</span> · <span class="office-name">Lakefront Realty Group</span></p><p>312-555-0168</p><p>Source: MRED as Distributed by MLS GRID, MLS #12298734</p></section>
<section class="nearby"><h2>Nearby homes</h2><ul><li>1400 S Michigan Ave Unit 1205 · $515,000</li><li>1201 S Prairie Ave Unit 803 · $342,500</li></ul></section>
</main>
<footer class="rdc-footer">${footerLinks("realtor.com")}<p>© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved. Move, Inc., 3315 Scott Blvd, Suite 250, Santa Clara, CA 95054.</p></footer></div>
</body></html>`,
    expected: {
      price: { amount: 459000, currency: "USD" },
      propertyKind: "condo",
      street: "1255 S State St Unit 2707",
      city: "Chicago",
      province: "IL",
      postalCode: "60605",
      neighbourhood: "South Loop",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1150,
      yearBuilt: 2008,
      mlsNumber: "12298734",
      listingAgentName: "Tamara Okafor",
      brokerageName: "Lakefront Realty Group",
      geo: { lat: 41.86614, lng: -87.62719 },
    },
  },
];
