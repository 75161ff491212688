/**
 * Twenty-third held-out corpus, American pages: a Zillow house in Knoxville, Tennessee and a realtor.com condo in
 * Madison, Wisconsin (states earlier corpora barely used). Addresses, names and numbers are invented; expected facts
 * written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_23_US: ListingPage[] = [
  {
    name: "ho23-zillow-house-knoxville-tn",
    site: "zillow.com",
    set: "held-out-23",
    traps: "Zillow house in USD: Zestimate and Rent Zestimate near the price; '3 bd 2.5 ba' with full 2 / half 1 facts; '0.34 Acres lot'; 'Built in 1962'; MLS# 1318842; listing agent and brokerage in the attribution block; nearby homes and price history (sold 2017)",
    pageUrl: "https://www.zillow.com/homedetails/4417-Sutherland-Ave-Knoxville-TN-37919/41833107_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4417 Sutherland Ave, Knoxville, TN 37919 | MLS #1318842 | Zillow</title>
<meta name="description" content="4417 Sutherland Ave, Knoxville, TN 37919 is a single-family home listed for-sale at $415,000. The 1,846 sq. ft. home is a 3 bed, 2.5 bath property.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9a1c2e0f7d3b4_cc_ft_1536.jpg">
${ld({
  "@context": "http://schema.org",
  "@type": "SingleFamilyResidence",
  name: "4417 Sutherland Ave",
  floorSize: { "@type": "QuantitativeValue", value: "1,846", unitCode: "FTK" },
  address: { "@type": "PostalAddress", streetAddress: "4417 Sutherland Ave", addressLocality: "Knoxville", addressRegion: "TN", postalCode: "37919" },
  geo: { "@type": "GeoCoordinates", latitude: 35.94921, longitude: -83.98046 },
})}
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":41833107}": { property: {
  zpid: 41833107, price: 415000, currency: "USD", bedrooms: 3, bathrooms: 2.5, livingArea: 1846, homeType: "SINGLE_FAMILY", yearBuilt: 1962,
  zestimate: 421300, rentZestimate: 2290, lotAreaValue: 0.34, lotAreaUnits: "Acres", latitude: 35.94921, longitude: -83.98046,
  address: { streetAddress: "4417 Sutherland Ave", city: "Knoxville", state: "TN", zipcode: "37919" },
  priceHistory: [{ date: "2017-06-09", event: "Sold", price: 228000 }, { date: "2026-11-14", event: "Listed for sale", price: 415000 }],
} } }) } } } })}
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a></nav></header>
<main class="ds-data-view">
<div data-testid="price"><span>$415,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span>3</span> bd <span>2.5</span> ba <span>1,846</span> sqft</div>
<h1>4417 Sutherland Ave, Knoxville, TN 37919</h1>
<p data-testid="zestimate">Zestimate®: $421,300 · Rent Zestimate®: $2,290/mo</p>
<p data-testid="est-payment">Est. payment: $2,684/mo</p>
<ul data-testid="at-a-glance"><li>Single Family Residence</li><li>Built in 1962</li><li>0.34 Acres lot</li><li>$225/sqft</li><li>13 days on Zillow</li></ul>
<div data-testid="description"><h2>What's special</h2><p>Mid-century brick ranch in West Hills with a finished lower level, hardwood floors, a screened porch and mature trees. Walk to the greenway, five minutes to West Town Mall.</p></div>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li></ul>
<h3>Property</h3><ul><li>Parking: Attached carport, 2 spaces</li><li>Lot size: 0.34 Acres</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: West Hills</li><li>Region: Knoxville</li></ul>
</section>
<div data-testid="attribution"><p>Listed by: <span>Brandon Whitlock</span> 865-555-0142, <span>Smoky Ridge Realty Group</span></p><p>Source: Knoxville Area Association of REALTORS®, MLS#: 1318842</p></div>
<section data-testid="price-history"><h2>Price history</h2><table><tr><td>11/14/2026</td><td>Listed for sale</td><td>$415,000</td></tr><tr><td>6/9/2017</td><td>Sold</td><td>$228,000</td></tr></table></section>
<section data-testid="nearby-homes"><h2>Nearby homes</h2><div>$389,900 · 4502 Westfield Rd, Knoxville, TN 37919 · 3 bd 2 ba</div><div>$549,000 · 716 Vanosdale Rd, Knoxville, TN 37909 · 4 bd 3 ba</div></section>
</main>
<footer><p>Zillow Group · 1301 Second Avenue, Floor 36, Seattle, WA 98101</p></footer>
</div></body></html>`,
    expected: {
      price: { amount: 415000, currency: "USD" },
      propertyKind: "house",
      street: "4417 Sutherland Ave",
      city: "Knoxville",
      province: "TN",
      postalCode: "37919",
      neighbourhood: "West Hills",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1846,
      lot: { value: 0.34, unit: "acres" },
      yearBuilt: 1962,
      mlsNumber: "1318842",
      listingAgentName: "Brandon Whitlock",
      brokerageName: "Smoky Ridge Realty Group",
      geo: { lat: 35.94921, lng: -83.98046 },
    },
  },
  {
    name: "ho23-realtor-com-condo-madison-wi",
    site: "realtor.com",
    set: "held-out-23",
    traps: "realtor.com condo in USD: unit in the address 'Unit 507'; '2 bed 2 bath' with '2 full'; HOA fee per month; 'Year built 2008' (the building's); estimated value and payment; 'Brokered by' with the office; MLS ID 2011984; nearby homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/309-W-Washington-Ave-Unit-507_Madison_WI_53703_M70412-58831",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>309 W Washington Ave Unit 507, Madison, WI 53703 - MLS 2011984 - realtor.com®</title>
<meta name="description" content="View 309 W Washington Ave Unit 507, Madison, WI 53703 condo for sale. 2 beds, 2 baths, 1,212 sqft. $374,900.">
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: {
  property_id: "7041258831", status: "for_sale", list_price: 374900,
  description: { beds: 2, baths: 2, baths_full: 2, sqft: 1212, type: "condos", year_built: 2008, lot_sqft: null },
  location: { address: { line: "309 W Washington Ave Unit 507", city: "Madison", state_code: "WI", postal_code: "53703", coordinate: { lat: 43.07163, lon: -89.38894 } }, neighborhoods: [{ name: "Bassett" }] },
  hoa: { fee: 486 }, source: { id: "SCWMLS", listing_id: "2011984" },
  advertisers: [{ type: "seller", name: "Megan Holtz", office: { name: "Isthmus Lakes Realty" } }],
  estimates: { current_values: [{ source: "Collateral Analytics", estimate: 381200 }] },
} } } } })}
</head><body>
<div id="__next">
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Madison_WI">Buy</a><a href="/apartments/Madison_WI">Rent</a></nav></header>
<main>
<div data-testid="list-price">$374,900</div>
<ul data-testid="property-meta"><li><span>2</span> bed</li><li><span>2</span> bath</li><li><span>1,212</span> sqft</li></ul>
<h1 data-testid="address">309 W Washington Ave Unit 507, Madison, WI 53703</h1>
<p data-testid="est-payment">Est. $2,941/mo</p>
<section data-testid="key-facts"><h2>Property details</h2>
<ul><li>Property type: Condo</li><li>Year built: 2008</li><li>HOA fees: $486/mo</li><li>Price per sqft: $309</li><li>Garage: 1 space</li><li>Neighborhood: Bassett</li></ul></section>
<section data-testid="description"><h2>Overview</h2><p>Corner two-bedroom in the Capitol West building with views of the dome, floor-to-ceiling windows, two full baths and one heated underground stall. Walk to the Square, the Kohl Center and the lake path.</p></section>
<section data-testid="features"><h3>Bathrooms</h3><ul><li>Total bathrooms: 2</li><li>Full bathrooms: 2</li></ul></section>
<section data-testid="estimates"><h2>Home value</h2><p>Estimated value $381,200</p></section>
<div data-testid="listing-provider"><p>Brokered by <strong>Isthmus Lakes Realty</strong></p><p>Listed by Megan Holtz</p><p>Source: South Central Wisconsin MLS, MLS ID #2011984</p></div>
<section data-testid="nearby"><h2>Nearby homes</h2><div>$299,000 · 111 N Broom St Unit 402, Madison, WI 53703</div><div>$465,000 · 428 W Main St Unit 901, Madison, WI 53703</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc.</p></footer>
</div></body></html>`,
    expected: {
      price: { amount: 374900, currency: "USD" },
      propertyKind: "condo",
      street: "309 W Washington Ave Unit 507",
      city: "Madison",
      province: "WI",
      postalCode: "53703",
      neighbourhood: "Bassett",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1212,
      yearBuilt: 2008,
      mlsNumber: "2011984",
      listingAgentName: "Megan Holtz",
      brokerageName: "Isthmus Lakes Realty",
      geo: { lat: 43.07163, lng: -89.38894 },
    },
  },
];
