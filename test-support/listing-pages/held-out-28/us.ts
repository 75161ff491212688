/**
 * Twenty-eighth held-out corpus, United States (snowbird markets): a Zillow waterfront house in Naples, Florida and
 * a Realtor.com new-construction house from a builder's inventory in Scottsdale, Arizona. Prices in US dollars.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

export const HELD_OUT_28_US: ListingPage[] = [
  {
    name: "ho28-zillow-waterfront-naples",
    site: "zillow.com",
    set: "held-out-28",
    traps: "a Zillow waterfront house in Naples, Florida (Park Shore): '$3,895,000' with the Zestimate and Rent Zestimate ('$18,500/mo') beside it; '5 ba' in the summary but 'Full bathrooms 4, 1/2 bathrooms 1' in the facts; lot in sqft in the JSON and facts; price history with a 2018 sale; zpid in the URL and state; agent and brokerage in the attribution; a 'Nearby homes' rail; Zillow's Seattle footer",
    pageUrl: "https://www.zillow.com/homedetails/688-Tarpon-Bay-Ct-Naples-FL-34103/43988127_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>688 Tarpon Bay Ct, Naples, FL 34103 | MLS #225071934 | Zillow</title>
<meta name="description" content="688 Tarpon Bay Ct, Naples, FL 34103 is a single-family home listed for-sale at $3,895,000. The 3,980 sq. ft. home is a 4 bed, 5 bath property.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: { "ForSaleShopperPlatformFullRenderQuery{\"zpid\":43988127}": { property: { zpid: 43988127, price: 3895000, currency: "USD", homeStatus: "FOR_SALE", homeType: "SINGLE_FAMILY", address: { streetAddress: "688 Tarpon Bay Ct", city: "Naples", state: "FL", zipcode: "34103" }, bedrooms: 4, bathrooms: 5, livingArea: 3980, livingAreaUnits: "Square Feet", lotSize: 16553, lotAreaUnits: "Square Feet", yearBuilt: 2004, latitude: 26.19874, longitude: -81.80915, zestimate: 3712400, rentZestimate: 18500, mlsid: "225071934", resoFacts: { bathroomsFull: 4, bathroomsHalf: 1, subdivisionName: "Park Shore" }, attributionInfo: { agentName: "Brett Castellano", brokerName: "Gulfside Premier Properties", mlsName: "Naples Area Board of REALTORS" }, priceHistory: [{ date: "2026-11-12", event: "Listed for sale", price: 3895000 }, { date: "2018-03-27", event: "Sold", price: 2150000 }] } } } } } } })}</script>
</head><body>
<header><a href="/" class="zillow-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-container">
<div class="summary-container"><span data-testid="price" class="price">$3,895,000</span>
<div data-testid="bed-bath-sqft-facts"><span>4</span> bd <span>5</span> ba <span>3,980</span> sqft</div>
<h1 class="address">688 Tarpon Bay Ct, Naples, FL 34103</h1>
<div class="zestimate">Zestimate®: $3,712,400</div><div class="rent-zestimate">Rent Zestimate®: $18,500/mo</div>
<p class="payment">Est. payment: $24,815/mo</p></div>
<section class="ds-overview"><h2>What's special</h2><p>Deep-water canal home with direct Gulf access and no bridges, a 40 ft dock with a 16,000 lb lift, and sunset views over Venetian Bay. Impact glass throughout, summer kitchen, heated pool and spa, and a first-floor primary suite. Walk to the beach access at Park Shore and the Village on Venetian Bay.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 5</li><li>Full bathrooms: 4</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 3,980 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 16,553 sqft</li><li>Waterfront: Canal Front, Navigable Water</li><li>Parking: Attached garage, 3 spaces</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Year built: 2004</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Park Shore</li><li>HOA: $1,150 annually</li><li>Region: Naples</li></ul></section>
<section class="price-history"><h2>Price history</h2><table><tr><td>11/12/2026</td><td>Listed for sale</td><td>$3,895,000</td></tr><tr><td>3/27/2018</td><td>Sold</td><td>$2,150,000</td></tr></table></section>
<section class="attribution"><p>Listed by: Brett Castellano 239-555-0164, Gulfside Premier Properties</p><p>Source: Naples Area Board of REALTORS, MLS#: 225071934</p></section>
<section class="nearby-homes"><h2>Nearby homes</h2><div>$2,749,000 · 4 bds · 4180 Crayton Rd</div><div>$5,995,000 · 5 bds · 610 Neapolitan Way</div></section>
</main>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. © 2006-2026 Zillow · 1301 Second Avenue, Floor 31, Seattle, WA 98101</p></footer>
</body></html>`,
    expected: {
      price: { amount: 3895000, currency: "USD" },
      propertyKind: "house",
      street: "688 Tarpon Bay Ct",
      city: "Naples",
      province: "FL",
      postalCode: "34103",
      neighbourhood: "Park Shore",
      bedrooms: 4,
      bathrooms: 4.5,
      bathroomsFull: 4,
      bathroomsHalf: 1,
      squareFootage: 3980,
      lot: { value: 16553, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "225071934",
      listingAgentName: "Brett Castellano",
      brokerageName: "Gulfside Premier Properties",
      geo: { lat: 26.19874, lng: -81.80915 },
    },
  },
  {
    name: "ho28-realtorcom-new-construction-scottsdale",
    site: "realtor.com",
    set: "held-out-28",
    traps: "a Realtor.com new-construction house from a builder's inventory in north Scottsdale, Arizona, listed by an agent: '$2,289,000' beside the community's 'From $1,895,000' base price; 'Plan 4012 Sonora' and the builder's name; '4.5 baths' with '4 full, 1 half'; lot '0.93 acres' and '40,511 sqft lot' both given; 'Year built 2026' with estimated completion; ARMLS number beside realtor.com's property id; HOA dues; estimated monthly payment; other homes in the community",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/9127-E-Saguaro-Bloom-Dr_Scottsdale_AZ_85262_M98712-40356",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>9127 E Saguaro Bloom Dr, Scottsdale, AZ 85262 - 4 beds/4.5 baths - realtor.com®</title>
<meta name="description" content="New construction: 9127 E Saguaro Bloom Dr, Scottsdale, AZ 85262 is a single family home listed for $2,289,000. 4 beds, 4.5 baths, 3,642 sqft on a 0.93 acre lot.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9871240356", listing_id: "2978815533", status: "for_sale", list_price: 2289000, flags: { is_new_construction: true }, description: { beds: 4, baths: 4.5, baths_full: 4, baths_half: 1, sqft: 3642, lot_sqft: 40511, year_built: 2026, type: "single_family" }, location: { address: { line: "9127 E Saguaro Bloom Dr", city: "Scottsdale", state_code: "AZ", postal_code: "85262", coordinate: { lat: 33.77218, lon: -111.84529 } }, neighborhoods: [{ name: "Desert Mountain" }] }, builder: { name: "Desert Crest Homes", plan: "Plan 4012 Sonora", base_price: 1895000 }, source: { id: "AZMLS", listing_id: "6921447" }, advertisers: [{ type: "seller", name: "Dana Whitfield", office: { name: "Sonoran Peaks Realty" } }], hoa: { fee: 245 } } } } } })}</script>
</head><body>
<header><a href="/" class="rdc-logo">realtor.com</a><nav><a href="/realestateandhomes-search/Scottsdale_AZ">Buy</a><a href="/apartments/Scottsdale_AZ">Rent</a><a href="/newhomes/">New Construction</a></nav></header>
<main data-testid="ldp-page">
<div class="ldp-badges"><span class="badge">New construction</span><span class="badge">Est. completion Feb 2027</span></div>
<div data-testid="list-price" class="price">$2,289,000</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>4</span> bed</li><li data-testid="property-meta-baths"><span>4.5</span> bath</li><li data-testid="property-meta-sqft"><span>3,642</span> sqft</li><li data-testid="property-meta-lot-size"><span>40,511</span> sqft lot</li></ul>
<h1 data-testid="address">9127 E Saguaro Bloom Dr<br>Scottsdale, AZ 85262</h1>
<p class="neighborhood">Desert Mountain</p>
<p class="payment">Est. $14,208/mo</p>
<section data-testid="property-description"><h2>Property details</h2><p>Move-in early 2027: Desert Crest Homes' Plan 4012 Sonora on a 0.93-acre homesite with McDowell Mountain views. Single-level living with a casita, a great room opening to a 20 ft sliding glass wall, chef's kitchen with a scullery, four-car tandem garage and a resort backyard package. The community's homes start from $1,895,000.</p></section>
<section data-testid="home-details"><h2>Home details</h2><ul>
<li>Property type: Single Family Residence</li><li>Year built: 2026</li><li>Bedrooms: 4</li><li>Full bathrooms: 4</li><li>Half bathrooms: 1</li><li>Lot size: 0.93 acres</li><li>HOA: $245 monthly</li><li>Builder: Desert Crest Homes</li><li>Model: Plan 4012 Sonora</li></ul></section>
<section data-testid="listing-provider"><h3>Listing provided by</h3><p>Dana Whitfield · Sonoran Peaks Realty</p><p>Source: Arizona Regional MLS, MLS ID #6921447</p></section>
<section data-testid="schools"><h2>Schools</h2><ul><li>Desert Sun Academy · Elementary · 3.1 mi</li><li>Sonoran Trails Middle School · 4.4 mi</li><li>Cactus Shadows High School · 6.2 mi</li></ul></section>
<section data-testid="community"><h2>Other homes in this community</h2><div>9141 E Saguaro Bloom Dr · Plan 3550 Mesa · $1,949,000</div><div>9103 E Saguaro Bloom Dr · Sold $2,410,000</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. · 3315 Scott Blvd, Santa Clara, CA 95054</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2289000, currency: "USD" },
      propertyKind: "house",
      street: "9127 E Saguaro Bloom Dr",
      city: "Scottsdale",
      province: "AZ",
      postalCode: "85262",
      neighbourhood: "Desert Mountain",
      bedrooms: 4,
      bathrooms: 4.5,
      bathroomsFull: 4,
      bathroomsHalf: 1,
      squareFootage: 3642,
      lot: { value: 0.93, unit: "acres" },
      yearBuilt: 2026,
      mlsNumber: "6921447",
      listingAgentName: "Dana Whitfield",
      brokerageName: "Sonoran Peaks Realty",
      geo: { lat: 33.77218, lng: -111.84529 },
    },
  },
];
