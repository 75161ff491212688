/**
 * Twentieth held-out corpus, American pages: a Zillow house in Duluth (Minnesota) with its Zestimate and a labelled
 * "Listed by" block, and a realtor.com house in Amherst (New York) with an open-house schedule and a payment widget
 * full of other dollar figures. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const zillowProperty = {
  zpid: 81440392,
  homeStatus: "FOR_SALE",
  homeType: "SINGLE_FAMILY",
  price: 289000,
  currency: "USD",
  zestimate: 301400,
  rentZestimate: 1985,
  streetAddress: "2114 E 5th St",
  city: "Duluth",
  state: "MN",
  zipcode: "55812",
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1564,
  livingAreaUnits: "Square Feet",
  lotAreaValue: 0.34,
  lotAreaUnits: "Acres",
  yearBuilt: 1919,
  latitude: 46.81327,
  longitude: -92.07458,
  taxHistory: [{ time: 1704067200000, taxPaid: 3412, value: 244100 }],
  priceHistory: [
    { date: "2026-11-14", event: "Listed for sale", price: 289000 },
    { date: "2012-06-29", event: "Sold", price: 148500 },
  ],
  attributionInfo: { agentName: "Heather Lind", brokerName: "Messina & Associates Real Estate", mlsId: "6124837", mlsName: "Lake Superior Area REALTORS" },
};

const zillowData = {
  props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":81440392}': { property: zillowProperty } }) } } },
};

const realtorComData = {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "3519284407",
          listing_id: "2974431185",
          status: "for_sale",
          list_price: 449900,
          description: { type: "single_family", beds: 4, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 2148, lot_sqft: 9148, year_built: 1964 },
          location: {
            address: { line: "87 Brookedge Rd", city: "Amherst", state_code: "NY", postal_code: "14221", coordinate: { lat: 42.99418, lon: -78.74105 } },
            neighborhoods: [{ name: "Snyder" }],
          },
          source: { id: "BFNY", listing_id: "B1641207" },
          advertisers: [{ type: "seller", name: "Kathleen Mroz", office: { name: "HUNT Real Estate ERA", address: { city: "Williamsville", state_code: "NY" } } }],
          open_houses: [{ start_date: "2026-11-29T13:00:00", end_date: "2026-11-29T15:00:00" }],
          mortgage: { estimate: { monthly_payment: 3318, loan_amount: 359920, down_payment: 89980, rate: 6.42 } },
        },
      },
    },
  },
};

export const HELD_OUT_20_US: ListingPage[] = [
  {
    name: "ho20-zillow-house-duluth",
    site: "zillow.com",
    set: "held-out-20",
    traps: "a Zillow house in Duluth (Minnesota): the property JSON double-encoded inside gdpClientCache; price in US dollars with a Zestimate and a Rent Zestimate beside it; 'Lot size 0.34 Acres'; tax and price history; the agent and brokerage only in the 'Listed by' attribution block; the regional MLS number; Zillow's own address in the footer",
    pageUrl: "https://www.zillow.com/homedetails/2114-E-5th-St-Duluth-MN-55812/81440392_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2114 E 5th St, Duluth, MN 55812 | MLS #6124837 | Zillow</title>
<meta name="description" content="2114 E 5th St, Duluth, MN 55812 is a single-family home listed for-sale at $289,000. The 1,564 sq. ft. home is a 3 bed, 2 bath property.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/5c1e0c8f0a2d-uncropped_scaled_within_1536_1152.jpg">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(zillowData)}</script>
</head><body>
<header class="zw-header"><a href="/" class="zw-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/how-much-is-my-home-worth/">Sell</a></nav></header>
<main class="ds-home-details">
<div class="summary-container">
  <span data-testid="price" class="price-text">$289,000</span>
  <div data-testid="bed-bath-sqft-facts"><span>3</span> bd <span>2</span> ba <span>1,564</span> sqft</div>
  <h1 class="address">2114 E 5th St, Duluth, MN 55812</h1>
  <p class="zestimate">Zestimate<sup>®</sup>: $301,400 · Est. payment: $2,106/mo</p>
</div>
<section class="overview"><h2>What's special</h2><p>Classic 1919 foursquare in the Chester Park neighborhood with a lake-view front porch, original built-ins and a detached two-car garage. Updated furnace and electrical. Walk to UMD and the Chester Creek trails.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<ul>
  <li>Type: SingleFamily</li>
  <li>Year built: 1919</li>
  <li>Bedrooms: 3</li>
  <li>Bathrooms: 2</li>
  <li>Full bathrooms: 2</li>
  <li>Total interior livable area: 1,564 sqft</li>
  <li>Lot size: 0.34 Acres</li>
  <li>Region: Duluth</li>
  <li>Subdivision: Chester Park</li>
  <li>Annual tax amount: $3,412</li>
</ul></section>
<section class="rent-zestimate"><p>Rent Zestimate<sup>®</sup>: $1,985/mo</p></section>
<section class="price-history"><h2>Price history</h2><table><tr><td>11/14/2026</td><td>Listed for sale</td><td>$289,000</td></tr><tr><td>6/29/2012</td><td>Sold</td><td>$148,500</td></tr></table></section>
<section class="attribution"><h3>Listed by:</h3><p>Heather Lind 218-555-0143</p><p>Messina &amp; Associates Real Estate</p><p>Source: Lake Superior Area REALTORS, MLS#: 6124837</p></section>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$319,900 · 1822 E 4th St, Duluth</div><div class="card">$1.15M · 2531 E 1st St, Duluth</div></section>
</main>
<footer class="zw-footer"><p>Zillow, Inc. · 1301 Second Avenue, Floor 36, Seattle, WA 98101</p></footer>
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "USD" },
      propertyKind: "house",
      street: "2114 E 5th St",
      city: "Duluth",
      province: "MN",
      postalCode: "55812",
      neighbourhood: "Chester Park",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1564,
      lot: { value: 0.34, unit: "acres" },
      yearBuilt: 1919,
      mlsNumber: "6124837",
      listingAgentName: "Heather Lind",
      brokerageName: "Messina & Associates Real Estate",
      geo: { lat: 46.81327, lng: -92.07458 },
    },
  },
  {
    name: "ho20-realtor-com-open-house-amherst",
    site: "realtor.com",
    set: "held-out-20",
    traps: "a realtor.com house in Amherst (New York): an open-house schedule ('Sun, Nov 29 · 1:00pm – 3:00pm'); a payment widget with principal, taxes, insurance, down payment and loan amount in dollars; '2 full, 1 half' baths; 'Snyder' neighborhood; the Buffalo board's 'B…' MLS ID; the listing agent and office in 'Listed by'; a 'Home value' estimate; nearby homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/87-Brookedge-Rd_Amherst_NY_14221_M35192-84407",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>87 Brookedge Rd, Amherst, NY 14221 - 4 beds/2.5 baths</title>
<meta name="description" content="View 35 photos for 87 Brookedge Rd, Amherst, NY 14221, a 4 bed, 2.5 bath, 2,148 Sq. Ft. single family home built in 1964 that was listed for $449,900.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(realtorComData)}</script>
</head><body>
<header class="rdc-header"><a href="/" class="logo">realtor.com</a><nav><a href="/realestateandhomes-search/Amherst_NY">Buy</a><a href="/apartments/Amherst_NY">Rent</a><a href="/myhome">My Home</a></nav></header>
<main class="ldp">
<nav class="breadcrumb"><a href="/realestateandhomes-search/NY">New York</a> › <a href="/realestateandhomes-search/Amherst_NY">Amherst</a> › <a href="/realestateandhomes-search/Snyder_Amherst_NY">Snyder</a> › <a href="/realestateandhomes-search/14221">14221</a></nav>
<section class="ldp-header">
  <span class="status">For sale</span>
  <div data-testid="list-price" class="list-price">$449,900</div>
  <ul class="property-meta"><li><span>4</span>bed</li><li><span>2.5</span>bath</li><li><span>2,148</span>sqft</li><li><span>9,148</span>sqft lot</li></ul>
  <h1 data-testid="address">87 Brookedge Rd, Amherst, NY 14221</h1>
</section>
<section class="open-houses"><h2>Open houses</h2><ul><li>Sun, Nov 29 · 1:00pm – 3:00pm</li><li>Sat, Dec 5 · 11:00am – 1:00pm</li></ul></section>
<section class="property-description"><h2>Property details</h2><p>Center-hall colonial on a tree-lined street in Snyder, Williamsville schools. Four bedrooms and two full baths up, powder room off the kitchen, hardwood throughout, and a sunroom overlooking the fenced yard. New roof 2021.</p>
<ul>
  <li>Property type: Single Family</li>
  <li>Bedrooms: 4</li>
  <li>Full bathrooms: 2</li>
  <li>Half bathrooms: 1</li>
  <li>Year built: 1964</li>
  <li>Lot size: 9,148 sqft</li>
  <li>Annual taxes: $9,866</li>
</ul></section>
<section class="monthly-payment"><h2>Monthly payment</h2>
<p class="total">$3,318 per month</p>
<ul>
  <li>Principal &amp; interest <span>$2,256</span></li>
  <li>Property taxes <span>$822</span></li>
  <li>Home insurance <span>$240</span></li>
  <li>HOA fees <span>$0</span></li>
</ul>
<p>Home price $449,900 · Down payment $89,980 (20%) · Loan amount $359,920 · Rate 6.42%</p></section>
<section class="home-value"><h2>Home value</h2><p>Estimated value $458,200 – $471,600</p></section>
<section class="listing-provider"><h3>Listed by</h3>
<dl><dt>Agent</dt><dd>Kathleen Mroz</dd><dt>Broker</dt><dd>HUNT Real Estate ERA</dd><dt>Source</dt><dd>Buffalo Niagara Association of REALTORS®, MLS ID #B1641207</dd></dl></section>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$389,000 · 41 Chateau Ter, Amherst</div><div class="card">$615,000 · 155 Getzville Rd, Amherst</div></section>
</main>
<footer class="rdc-footer"><p>© 1995-2026 National Association of REALTORS® and Move, Inc. 3315 Scott Blvd, Santa Clara, CA 95054.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900, currency: "USD" },
      propertyKind: "house",
      street: "87 Brookedge Rd",
      city: "Amherst",
      province: "NY",
      postalCode: "14221",
      neighbourhood: "Snyder",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2148,
      lot: { value: 9148, unit: "ft2" },
      yearBuilt: 1964,
      mlsNumber: "B1641207",
      listingAgentName: "Kathleen Mroz",
      brokerageName: "HUNT Real Estate ERA",
      geo: { lat: 42.99418, lng: -78.74105 },
    },
  },
];
