/**
 * Fifty-second held-out corpus, US border towns: a Zillow house in International Falls, Minnesota, across the river
 * from Fort Frances, and a realtor.com country house on Highway 5 outside Bottineau, North Dakota, near the Manitoba
 * line.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

const zillowProperty = {
  zpid: 97418265, homeStatus: "FOR_SALE", price: 174900, currency: "USD", streetAddress: "1014 5th St", city: "International Falls", state: "MN", zipcode: "56649",
  bedrooms: 3, bathrooms: 1.5, livingArea: 1364, livingAreaUnits: "Square Feet", lotSize: 6969, lotAreaUnits: "sqft", yearBuilt: 1938, homeType: "SINGLE_FAMILY",
  zestimate: 181300, rentZestimate: 1295, latitude: 48.59741, longitude: -93.40628, county: "Koochiching County", mlsid: "6512874",
  attributionInfo: { agentName: "Paul Lindqvist", brokerName: "Borderland Realty Group", mlsName: "NorthstarMLS", mlsId: "6512874" },
  priceHistory: [
    { date: "2026-10-29", event: "Price change", price: 174900 },
    { date: "2026-09-12", event: "Listed for sale", price: 189900 },
    { date: "2009-06-19", event: "Sold", price: 82000 },
  ],
};

const zillowNext = {
  props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ [`ForSaleShopperPlatformFullRenderQuery{"zpid":97418265}`]: { property: zillowProperty } }) } } },
};

const rdcBottineau = {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "7730418562", listing_id: "2967735104", status: "for_sale", list_price: 264500,
          description: { beds: 4, baths: 2, baths_full: 2, baths_half: null, sqft: 2016, lot_sqft: 196020, year_built: 1978, type: "single_family" },
          location: { address: { line: "10402 Highway 5", city: "Bottineau", state_code: "ND", postal_code: "58318", coordinate: { lat: 48.82455, lon: -100.50117 } }, county: { name: "Bottineau" } },
          source: { id: "NDMR", listing_id: "4015532" },
          advertisers: [{ type: "seller", name: "Kari Tollefson", office: { name: "Turtle Mountain Realty" } }],
          estimates: { current_values: [{ source: { name: "Collateral Analytics" }, estimate: 252100 }, { source: { name: "Quantarium" }, estimate: 271800 }] },
        },
      },
    },
  },
};

export const HELD_OUT_52_US: ListingPage[] = [
  {
    name: "ho52-zillow-house-international-falls",
    site: "zillow.com",
    set: "held-out-52",
    traps: "a Minnesota border-town house: USD price beside a Zestimate and a Rent Zestimate; price history with the first list price and a 2009 sale; the zpid beside the NorthstarMLS number; '1.5 ba' in the summary but 'Bathrooms: 2' counting the half bath in the facts, with full/half split; lot in sqft; county and taxes; gdpClientCache JSON string with coordinates; the listing agent and brokerage in the attribution",
    pageUrl: "https://www.zillow.com/homedetails/1014-5th-St-International-Falls-MN-56649/97418265_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1014 5th St, International Falls, MN 56649 | MLS #6512874 | Zillow</title>
<meta name="description" content="1014 5th St, International Falls, MN 56649 is a single-family home listed for-sale at $174,900. The 1,364 sq. ft. home is a 3 bed, 1.5 bath property.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/97418265-cc_ft_960.jpg">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(zillowNext)}</script>
</head><body>
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-home-details">
<div data-testid="price"><span>$174,900</span></div>
<div class="summary"><span data-testid="bed-bath-item"><strong>3</strong> bd</span> <span data-testid="bed-bath-item"><strong>1.5</strong> ba</span> <span data-testid="bed-bath-item"><strong>1,364</strong> sqft</span></div>
<h1>1014 5th St, International Falls, MN 56649</h1>
<p class="zestimate">Zestimate®: $181,300 · Est. payment $1,231/mo · Rent Zestimate®: $1,295/mo</p>
<section class="facts"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 1</li><li>1/2 bathrooms: 1</li></ul>
<h3>Heating</h3><ul><li>Forced air, natural gas</li></ul>
<h3>Lot</h3><ul><li>Size: 6,969 sqft</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Year built: 1938</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Region: International Falls</li><li>County: Koochiching County</li><li>HOA: No</li></ul>
<h3>Financial</h3><ul><li>Annual tax amount: $1,946</li></ul>
</section>
<section class="overview"><h2>What's special</h2><p>Craftsman-era home four blocks from the Rainy River and the bridge to Fort Frances. Original oak trim, updated kitchen, full bath up and a half bath off the kitchen, detached two-car garage off the alley.</p></section>
<section class="price-history"><h2>Price history</h2><table>
<tr><td>10/29/2026</td><td>Price change</td><td>$174,900</td></tr>
<tr><td>9/12/2026</td><td>Listed for sale</td><td>$189,900</td></tr>
<tr><td>6/19/2009</td><td>Sold</td><td>$82,000</td></tr>
</table></section>
<section class="attribution"><p>Listed by: Paul Lindqvist 218-555-0156, Borderland Realty Group</p><p>Source: NorthstarMLS as distributed by MLS GRID, MLS#: 6512874</p></section>
<section class="nearby"><h2>Nearby homes</h2><p>$139,000 · 2 bd · 1 ba · 822 9th St, International Falls, MN</p><p>$229,900 · 4 bd · 2 ba · 1505 3rd Ave, International Falls, MN</p></section>
</main>
<footer><p>Zillow Group is committed to ensuring digital accessibility for individuals with disabilities. © 2006-2026 Zillow. Equal Housing Opportunity.</p></footer>
${chrome("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 174900, currency: "USD" },
      propertyKind: "house",
      street: "1014 5th St",
      city: "International Falls",
      province: "MN",
      postalCode: "56649",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1364,
      lot: { value: 6969, unit: "ft2" },
      yearBuilt: 1938,
      mlsNumber: "6512874",
      listingAgentName: "Paul Lindqvist",
      brokerageName: "Borderland Realty Group",
      geo: { lat: 48.59741, lng: -93.40628 },
    },
  },
  {
    name: "ho52-realtorcom-country-house-bottineau",
    site: "realtor.com",
    set: "held-out-52",
    traps: "a North Dakota country house on 'Highway 5': USD price beside two vendors' value estimates; realtor.com's property and listing ids beside the MLS number; lot 4.5 acres on the page and lot_sqft in the state; well, septic and propane; the county; the brokerage in Minot; __NEXT_DATA__ coordinates",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/10402-Highway-5_Bottineau_ND_58318_M77304-18562",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>10402 Highway 5, Bottineau, ND 58318 - 4 beds/2 baths | realtor.com®</title>
<meta name="description" content="View 30 photos for 10402 Highway 5, Bottineau, ND 58318, a 4 bed, 2 bath, 2,016 Sq. Ft. single family home built in 1978 that was listed on October 24, 2026.">
<meta property="og:image" content="https://ap.rdcpix.com/bottineau-10402-highway-5-od-w1024.jpg">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(rdcBottineau)}</script>
</head><body>
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Bottineau_ND">Buy</a><a href="/apartments">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a></nav></header>
<main data-testid="ldp-page">
<div data-testid="list-price" class="price">$264,500</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>4</span> bed</li><li data-testid="property-meta-baths"><span>2</span> bath</li><li data-testid="property-meta-sqft"><span>2,016</span> sqft</li><li data-testid="property-meta-lot-size"><span>4.5</span> acre lot</li></ul>
<h1 data-testid="address">10402 Highway 5, Bottineau, ND 58318</h1>
<section data-testid="estimates"><h2>Estimated home value</h2><p>Collateral Analytics $252,100 · Quantarium $271,800</p></section>
<section data-testid="property-details"><h2>Property details</h2>
<ul><li>Property type: Single Family</li><li>Year built: 1978</li><li>Full bathrooms: 2</li><li>Heating: Forced air, propane</li><li>Water: Private well</li><li>Sewer: Septic</li><li>Outbuildings: 40 x 60 pole shed, shelterbelt</li><li>County: Bottineau</li><li>Annual taxes: $2,388</li></ul></section>
<section data-testid="description"><h2>Overview</h2><p>Country living four miles east of Bottineau on Highway 5, twenty minutes to the Turtle Mountains and Lake Metigoshe and a short drive to the Manitoba border. Four bedrooms, two full baths, main-floor laundry, a newer propane furnace and a heated double garage, all on 4.5 acres with a mature shelterbelt.</p></section>
<section data-testid="listing-provider"><p>Listed by Kari Tollefson with Turtle Mountain Realty</p><p>1601 South Broadway, Minot, ND 58701</p><p>Source: NDMR MLS, MLS ID 4015532</p></section>
<section data-testid="similar-homes"><h2>Similar homes</h2><p>$219,000 · 3 bed · 2 bath · 612 Thompson St, Bottineau, ND</p><p>$319,900 · 5 bed · 3 bath · 9201 Lake Rd, Lake Metigoshe, ND</p></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved. Information deemed reliable but not guaranteed.</p></footer>
${chrome("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 264500, currency: "USD" },
      propertyKind: "house",
      street: "10402 Highway 5",
      city: "Bottineau",
      province: "ND",
      postalCode: "58318",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2016,
      lot: { value: 4.5, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "4015532",
      listingAgentName: "Kari Tollefson",
      brokerageName: "Turtle Mountain Realty",
      geo: { lat: 48.82455, lng: -100.50117 },
    },
  },
];
