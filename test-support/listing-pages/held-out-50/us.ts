/**
 * Fiftieth held-out corpus, US border towns: a Blaine, Washington house on a national portal after a price cut, with
 * its estimate, price and tax history, and a Burlington, Vermont condo on a national portal with an open house,
 * several third-party value estimates and an earlier sale.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_50_US: ListingPage[] = [
  {
    name: "ho50-zillow-house-blaine-semiahmoo",
    site: "zillow.com",
    set: "held-out-50",
    traps: "price cut with the earlier list price in the price history and a 2018 sale; Zestimate and Rent Zestimate; estimated monthly payment; '3 ba' in the header but 2 full + 1 half in the facts; lot in acres; tax history with assessed values; HOA; NWMLS number beside the zpid; listing agent and broker in the attribution; coordinates in the embedded app state",
    pageUrl: "https://www.zillow.com/homedetails/8842-Semiahmoo-View-Dr-Blaine-WA-98230/48912345_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>8842 Semiahmoo View Dr, Blaine, WA 98230 | MLS #2341876 | Zillow</title>
<meta name="description" content="8842 Semiahmoo View Dr, Blaine, WA 98230 is a 3 bed, 3 bath, 2,140 sqft single family home listed for $749,000. Zestimate: $731,400.">
<meta property="og:title" content="8842 Semiahmoo View Dr, Blaine, WA 98230 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/4f1c0a2b9e-cc_ft_1536.jpg">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"componentProps":{"gdpClientCache":"{\\"ForSaleShopperPlatformFullRenderQuery{\\\\\\"zpid\\\\\\":48912345}\\":{\\"property\\":{\\"zpid\\":48912345,\\"price\\":749000,\\"zestimate\\":731400,\\"rentZestimate\\":3450,\\"bedrooms\\":3,\\"bathrooms\\":3,\\"livingArea\\":2140,\\"yearBuilt\\":2005,\\"homeType\\":\\"SINGLE_FAMILY\\",\\"streetAddress\\":\\"8842 Semiahmoo View Dr\\",\\"city\\":\\"Blaine\\",\\"state\\":\\"WA\\",\\"zipcode\\":\\"98230\\",\\"latitude\\":48.99341,\\"longitude\\":-122.75612,\\"attributionInfo\\":{\\"agentName\\":\\"Kristin Halvorsen\\",\\"brokerName\\":\\"Peace Arch Realty Group\\",\\"mlsId\\":\\"2341876\\",\\"mlsName\\":\\"NWMLS\\"}}}}"}}}}</script>
</head><body>
<header class="zw-header"><a href="/" class="zillow-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/professionals/real-estate-agent-reviews/">Agent finder</a></nav></header>
<main class="ds-home-details">
<div class="summary-container">
<span data-testid="price" class="price">$749,000</span>
<span class="price-cut">Price cut: $26,000 (4/3)</span>
<div data-testid="bed-bath-sqft"><span>3 bd</span><span>3 ba</span><span>2,140 sqft</span></div>
<h1 class="address">8842 Semiahmoo View Dr, Blaine, WA 98230</h1>
<p class="status">For sale · Zestimate®: $731,400 · Est. payment: $4,612/mo</p>
</div>
<section class="overview"><h2>What's special</h2><p>Water-view rambler-plus-bonus in the Semiahmoo resort community. Main-floor primary suite, great room with a gas fireplace and vaulted ceilings, kitchen with slab granite. Bonus room and guest bedroom upstairs. Low-maintenance yard, three-car garage, minutes to the Peace Arch border crossing.</p><p>24 days on Zillow · 1,102 views · 61 saves</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 2,140 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 0.26 Acres</li><li>Home type: SingleFamily</li><li>Year built: 2005</li><li>Subdivision: Semiahmoo</li><li>HOA fee: $65 monthly</li><li>Region: Blaine</li></ul>
</section>
<section class="price-history"><h2>Price history</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>4/3/2025</td><td>Price change</td><td>$749,000 -3.4%</td></tr>
<tr><td>3/14/2025</td><td>Listed for sale</td><td>$775,000 +51.5%</td></tr>
<tr><td>8/22/2018</td><td>Sold</td><td>$512,000</td></tr>
</tbody></table></section>
<section class="tax-history"><h2>Public tax history</h2>
<table><thead><tr><th>Year</th><th>Property taxes</th><th>Tax assessment</th></tr></thead><tbody>
<tr><td>2024</td><td>$5,988 +4.8%</td><td>$688,200 +5.4%</td></tr>
<tr><td>2023</td><td>$5,712</td><td>$652,900</td></tr>
</tbody></table></section>
<section class="monthly-cost"><h2>Estimated monthly cost</h2><p>Principal &amp; interest $3,818 · Property taxes $499 · Home insurance $230 · HOA fees $65</p><p>Home price $749,000 · Down payment 20% ($149,800) · 30-year fixed 6.61%</p></section>
<section class="attribution"><p>Listed by: Kristin Halvorsen 360-555-0142, Peace Arch Realty Group 360-555-0100</p><p>Source: NWMLS, MLS#: 2341876</p></section>
<section class="nearby"><h2>Nearby homes</h2><p>8810 Semiahmoo View Dr · $829,000 · 4 bd</p><p>4517 Harbor Crest Ln · Sold $702,000 · 3 bd</p></section>
</main>
<footer><p>Zillow Group is committed to ensuring digital accessibility. © 2006-2025 Zillow · Equal Housing Opportunity · Real estate brokerage in WA: Zillow Homes, Inc.</p></footer>
${chrome("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "USD" },
      propertyKind: "house",
      street: "8842 Semiahmoo View Dr",
      city: "Blaine",
      province: "WA",
      postalCode: "98230",
      neighbourhood: "Semiahmoo",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 0.26, unit: "acres" },
      yearBuilt: 2005,
      mlsNumber: "2341876",
      listingAgentName: "Kristin Halvorsen",
      brokerageName: "Peace Arch Realty Group",
      geo: { lat: 48.99341, lng: -122.75612 },
    },
  },
  {
    name: "ho50-realtorcom-condo-burlington-southend",
    site: "realtor.com",
    set: "held-out-50",
    traps: "price reduced with the earlier list price and a 2012 sale in the property history; three value estimates from data providers; open-house time; '1.5 baths' with 1 full + 1 half; HOA fee; tax history with assessments; a pre-filled monthly payment; street with 'Unit 6'; NNEREN MLS ID; coordinates in the embedded app state",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/118-Harborside-Ln-Unit-6_Burlington_VT_05401_M91734-28560",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Harborside Ln Unit 6, Burlington, VT 05401 - 2 beds/1.5 baths</title>
<meta name="description" content="For sale: $389,000 - 2 beds, 1.5 baths, 1180 sq. ft. condo located at 118 Harborside Ln Unit 6, Burlington, VT 05401 listed on 03/10/2025. MLS #5031245.">
<meta property="og:title" content="118 Harborside Ln Unit 6, Burlington, VT 05401 | realtor.com®">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"initialReduxState":{"propertyDetails":{"property_id":"9173428560","list_price":389000,"status":"for_sale","flags":{"is_price_reduced":true},"description":{"beds":2,"baths":2,"baths_full":1,"baths_half":1,"sqft":1180,"year_built":1986,"type":"condos"},"location":{"address":{"line":"118 Harborside Ln Unit 6","city":"Burlington","state_code":"VT","postal_code":"05401","coordinate":{"lat":44.46232,"lon":-73.21904}},"neighborhoods":[{"name":"South End"}]},"source":{"id":"VTNNEREN","listing_id":"5031245"},"advertisers":[{"type":"seller","name":"Megan Tardiff","office":{"name":"Lake Champlain Realty Partners"}}]}}}}}</script>
</head><body>
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Burlington_VT">Buy</a><a href="/apartments/Burlington_VT">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/realestateagents">Find REALTORS®</a></nav></header>
<main class="ldp">
<div class="ldp-header">
<span class="label">Price reduced · $10K</span>
<div data-testid="list-price" class="price">$389,000</div>
<ul data-testid="property-meta"><li><b>2</b> bed</li><li><b>1.5</b> bath</li><li><b>1,180</b> sqft</li></ul>
<h1 data-testid="address">118 Harborside Ln Unit 6, Burlington, VT 05401</h1>
<p class="neighborhood">South End</p>
</div>
<section class="open-house"><h2>Open house</h2><p>Sat, Apr 12 · 11:00 AM – 1:00 PM</p></section>
<section class="est-payment"><p>Est. $2,741/mo · 20% down ($77,800) · 30-yr fixed 6.54% · HOA $310/mo</p></section>
<section class="description"><h2>Property details</h2><p>End-unit townhouse-style condo a short walk to the bike path and Oakledge Park. Two bedrooms and a full bath upstairs, half bath and open living and dining on the main floor, deck off the kitchen. Detached one-car garage bay with storage. Pet friendly association.</p></section>
<section class="key-facts"><ul>
<li>Property type: Condo</li>
<li>Year built: 1986</li>
<li>HOA: $310/month</li>
<li>Full bathrooms: 1</li>
<li>1/2 bathrooms: 1</li>
<li>Price per sqft: $330</li>
<li>Time on realtor.com: 33 days</li>
</ul></section>
<section class="property-history"><h2>Property history</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>04/02/2025</td><td>Price Changed</td><td>$389,000</td></tr>
<tr><td>03/10/2025</td><td>Listed</td><td>$399,000</td></tr>
<tr><td>06/15/2012</td><td>Sold</td><td>$214,500</td></tr>
</tbody></table></section>
<section class="tax-history"><h2>Property tax</h2><table><tbody><tr><td>2024</td><td>$6,412</td><td>Assessment $298,700</td></tr><tr><td>2023</td><td>$6,105</td><td>Assessment $298,700</td></tr></tbody></table></section>
<section class="estimates"><h2>Estimated home value</h2><p>Collateral Analytics: $376,200</p><p>Quantarium: $401,900</p><p>Cotality: $382,000</p><p class="small">Estimates are provided by third parties and may not reflect the actual sale price.</p></section>
<section class="listing-provider"><p>Listed by Megan Tardiff with Lake Champlain Realty Partners</p><p>Source: Northern New England Real Estate Network, MLS ID #5031245</p></section>
<section class="similar"><h2>Similar homes</h2><p>$365,000 · 22 Birchwood Ct Unit 3, Burlington · 2 bed</p><p>$412,500 · 9 Pine Place Unit B, South Burlington · 2 bed</p></section>
</main>
<footer><p>© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved. Equal Housing Opportunity.</p></footer>
${chrome("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "condo",
      street: "118 Harborside Ln Unit 6",
      city: "Burlington",
      province: "VT",
      postalCode: "05401",
      neighbourhood: "South End",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1180,
      yearBuilt: 1986,
      mlsNumber: "5031245",
      listingAgentName: "Megan Tardiff",
      brokerageName: "Lake Champlain Realty Partners",
      geo: { lat: 44.46232, lng: -73.21904 },
    },
  },
];
