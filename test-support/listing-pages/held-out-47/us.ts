/**
 * Forty-seventh held-out corpus, United States: a Zillow app-share house in Portland, Oregon and a realtor.com
 * mobile condo in Chicago's Lincoln Park.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { mobileChrome } from "./chrome.ts";

export const HELD_OUT_47_US: ListingPage[] = [
  {
    name: "ho47-zillow-app-share-house-portland",
    site: "zillow.com",
    set: "held-out-47",
    traps: "a Zillow app-share page: the list price beside a Zestimate and a Rent Zestimate per month; the zpid in the URL (not an MLS number) and 'Source: RMLS #' for the real one; lot in sqft and acres; 'Listed by' agent and brokerage; coordinates in the embedded state; the neighbourhood beside Portland; nearby homes' prices",
    pageUrl: "https://www.zillow.com/homedetails/4418-NE-Alameda-St-Portland-OR-97213/53817264_zpid/?utm_source=zillow_app&utm_medium=share",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>4418 NE Alameda St, Portland, OR 97213 | MLS #25318472 | Zillow</title>
<meta property="og:description" content="3 beds, 2 baths, 1,720 sq. ft. house located at 4418 NE Alameda St, Portland, OR 97213 for $615,000.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { gdpClientCache: { property: { zpid: 53817264, price: 615000, zestimate: 628400, rentZestimate: 2950, bedrooms: 3, bathrooms: 2, livingArea: 1720, lotSize: 5227, yearBuilt: 1948, homeType: "SINGLE_FAMILY", latitude: 45.54812, longitude: -122.61794, address: { streetAddress: "4418 NE Alameda St", city: "Portland", state: "OR", zipcode: "97213" }, mlsid: "25318472" } } } } })}</script>
</head><body>
<header class="z-mobile-header"><a href="/" class="logo">Zillow</a><button aria-label="Share">Share</button><button aria-label="Save">♡</button></header>
<div class="sticky-summary"><span data-testid="price">$615,000</span><span>3 bd | 2 ba | 1,720 sqft</span></div>
<div class="media-stream"><img src="/fp/53817264-1.jpg" alt="4418 NE Alameda St, Portland, OR 97213 - front"><img src="/fp/53817264-2.jpg" alt="Dining room with built-ins"></div>
<main>
<h1>4418 NE Alameda St, Portland, OR 97213</h1>
<p class="hood">Beaumont-Wilshire</p>
<div class="est"><span>Zestimate®: $628,400</span><span>Rent Zestimate®: $2,950/mo</span><span>Est. payment: $3,902/mo</span></div>
<section class="facts"><h2>Facts &amp; features</h2><ul>
<li>Type: Single Family Residence</li><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li>
<li>Living area: 1,720 sqft</li><li>Lot size: 5,227 sqft (0.12 Acres)</li><li>Year built: 1948</li><li>HOA: None</li>
<li>Annual tax amount: $7,118</li></ul></section>
<section class="overview"><p class="clamp">Classic 1948 bungalow with original fir floors, a finished basement and a detached garage, four blocks from the Alameda Ridge stairs. Primary bedroom on the main floor.</p><button data-toggle="more">Show more</button></section>
<section class="attribution"><p>Listed by: Morgan Ellis 503-555-0162, Rosewood Realty Group</p><p>Source: RMLS #25318472</p></section>
<section class="nearby"><h2>Nearby homes</h2><div>4502 NE Skidmore St · $579,000</div><div>3920 NE Shaver St · Sold $702,500</div></section>
</main>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Equal Housing Opportunity.</p></footer>
${mobileChrome("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 615000, currency: "USD" },
      propertyKind: "house",
      street: "4418 NE Alameda St",
      city: "Portland",
      province: "OR",
      postalCode: "97213",
      neighbourhood: "Beaumont-Wilshire",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1720,
      lot: { value: 5227, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "25318472",
      listingAgentName: "Morgan Ellis",
      brokerageName: "Rosewood Realty Group",
      geo: { lat: 45.54812, lng: -122.61794 },
    },
  },
  {
    name: "ho47-realtor-com-mobile-condo-chicago",
    site: "realtor.com",
    set: "held-out-47",
    traps: "realtor.com's mobile page for a condo: an 'Estimated value' beside the list price; the monthly HOA fee; the property id (M-number) in the URL and state vs the MRED MLS number; 'Apt 906' in the street; the neighbourhood (Lincoln Park) beside Chicago; coordinates in the state blob; the same beds and baths in the sticky bar and the details tab; nearby prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2150-N-Lincoln-Park-W-Apt-906_Chicago_IL_60614_M72491-83726",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>2150 N Lincoln Park W Apt 906, Chicago, IL 60614 - 2 beds/2 baths | realtor.com®</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 2150 N Lincoln Park W Apt 906, Chicago, IL 60614. $385,000. MLS# 12398745.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { property: { property_id: "7249183726", list_price: 385000, estimates: { current_values: [{ source: "Quantarium", estimate: 371600 }] }, hoa: { fee: 412 }, description: { beds: 2, baths: 2, sqft: 1050, year_built: 1968, type: "condos" }, location: { address: { line: "2150 N Lincoln Park W Apt 906", city: "Chicago", state_code: "IL", postal_code: "60614", coordinate: { lat: 41.92206, lon: -87.63688 } }, neighborhoods: [{ name: "Lincoln Park" }] }, source: { id: "MRED", listing_id: "12398745" } } } } })}</script>
</head><body>
<header class="rdc-m-header"><a href="/" class="logo">realtor.com</a><a href="/realestateandhomes-search/Chicago_IL">Chicago</a></header>
<div class="sticky-ldp"><span data-testid="list-price">$385,000</span><span>2 bed · 2 bath · 1,050 sqft</span><a href="#contact">Contact agent</a></div>
<div class="carousel"><img src="/ph/m72491-1.jpg" alt="Park-view living room"><img src="/ph/m72491-2.jpg" alt="Building exterior on Lincoln Park West"></div>
<main>
<h1>2150 N Lincoln Park W Apt 906</h1><p>Lincoln Park, Chicago, IL 60614</p>
<div class="estimate">Estimated value: $371,600 <small>(Quantarium)</small></div>
<div class="tabs"><a class="on">Property details</a><a>Monthly costs</a></div>
<section class="details"><ul><li>Property type: Condo</li><li>Beds: 2</li><li>Baths: 2</li><li>Sqft: 1,050</li><li>Year built: 1968</li><li>HOA fee: $412/mo</li><li>Price per sqft: $367</li></ul></section>
<section class="desc"><p class="clamp">Ninth-floor split two-bedroom with park and lake views, updated kitchen, in-unit laundry and a 24-hour doorman. Assigned garage parking available for rent.</p><button data-toggle="more">Show more</button></section>
<section class="listing-provider"><p>Listed by Alicia Moreno with Northshore Lakefront Realty</p><p>Source: MRED as Distributed by MLS GRID · MLS ID #12398745</p></section>
<section class="nearby"><h2>Nearby homes</h2><div>1920 N Clark St Apt 1204 · $449,000</div><div>2200 N Lincoln Park W Apt 502 · Sold $362,000</div></section>
</main>
<footer><p>realtor.com® is operated by Move, Inc. Equal Housing Opportunity.</p></footer>
${mobileChrome("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 385000, currency: "USD" },
      propertyKind: "condo",
      street: "2150 N Lincoln Park W Apt 906",
      city: "Chicago",
      province: "IL",
      postalCode: "60614",
      neighbourhood: "Lincoln Park",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1050,
      yearBuilt: 1968,
      mlsNumber: "12398745",
      listingAgentName: "Alicia Moreno",
      brokerageName: "Northshore Lakefront Realty",
      geo: { lat: 41.92206, lng: -87.63688 },
    },
  },
];
