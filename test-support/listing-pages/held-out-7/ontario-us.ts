/**
 * Seventh held-out corpus, Ottawa and the United States: a condos.ca penthouse in Ottawa's ByWard Market (a building
 * page's facts beside the unit's, maintenance fees per month, "2 + Den", the unit "PH03"), a Zillow townhouse in
 * Denver from the newer `gdpClientCache` (a total of 3 bathrooms beside "2 full, 1 half", an HOA fee per month, the
 * Zestimate and rent Zestimate, `attributionInfo`) and a realtor.com house for rent in Austin (a rental's
 * `__NEXT_DATA__` with `status: for_rent`, the property manager as the advertiser, no MLS® number, a ZIP code).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const zillowProperty = {
  zpid: 2081234567,
  homeStatus: "FOR_SALE",
  homeType: "TOWNHOUSE",
  price: 589000,
  currency: "USD",
  bedrooms: 3,
  bathrooms: 3,
  livingArea: 1624,
  livingAreaUnits: "Square Feet",
  yearBuilt: 2019,
  lotSize: 1306,
  lotAreaValue: 1306,
  lotAreaUnits: "Square Feet",
  latitude: 39.75884,
  longitude: -105.02017,
  zestimate: 601300,
  rentZestimate: 3450,
  monthlyHoaFee: 285,
  streetAddress: "2741 W 29th Ave UNIT 3",
  city: "Denver",
  state: "CO",
  zipcode: "80211",
  address: { streetAddress: "2741 W 29th Ave UNIT 3", city: "Denver", state: "CO", zipcode: "80211", neighborhood: "Highland" },
  resoFacts: {
    bathroomsFull: 2,
    bathroomsHalf: 1,
    bathrooms: 3,
    bedrooms: 3,
    homeType: "Townhouse",
    associationFee: "$285 monthly",
    hoaFee: "$285 monthly",
    yearBuilt: 2019,
    livingArea: "1,624 sqft",
    lotSize: "1,306 sqft",
    taxAnnualAmount: 3184,
  },
  attributionInfo: {
    agentName: "Courtney Vasquez",
    agentPhoneNumber: "720-555-0133",
    brokerName: "Mile High Urban Realty",
    brokerPhoneNumber: "303-555-0190",
    mlsId: "8123456",
    mlsName: "REcolorado",
    listingAgents: [{ memberFullName: "Courtney Vasquez", associatedAgentType: "listAgent" }],
    listingOffices: [{ officeName: "Mile High Urban Realty", associatedOfficeType: "listOffice" }],
  },
  mlsid: "8123456",
  priceHistory: [
    { date: "2026-11-02", event: "Listed for sale", price: 589000 },
    { date: "2020-03-18", event: "Sold", price: 512500 },
  ],
};

const realtorComRental = {
  property_id: "9312345678",
  listing_id: "2978456123",
  status: "for_rent",
  list_price: 2450,
  permalink: "8207-Briarwood-Ln_Austin_TX_78757_M93123-45678",
  description: {
    type: "single_family",
    beds: 3,
    baths: 2,
    baths_full: 2,
    sqft: 1480,
    lot_sqft: 7405,
    year_built: 1986,
    garage: 1,
    text: "Updated 3 bed, 2 bath ranch in Crestview on a shaded lot. New flooring, stainless appliances, fenced yard with a deck. Pets considered. 12-month lease.",
  },
  location: {
    address: { line: "8207 Briarwood Ln", city: "Austin", state_code: "TX", state: "Texas", postal_code: "78757", coordinate: { lat: 30.35612, lon: -97.72438 } },
    neighborhoods: [{ name: "Crestview", level: "neighborhood" }],
  },
  advertisers: [{ type: "management", name: "Lone Star Leasing Group", office: { name: "Lone Star Leasing Group", phones: [{ number: "5125550177", type: "Office" }] } }],
  pet_policy: { cats: true, dogs: true, text: "Pets considered, $300 deposit per pet" },
  rent_estimate: { high: 2600, low: 2300 },
  source: { type: "community", listing_id: null },
};

export const HELD_OUT_7_ONTARIO_US: ListingPage[] = [
  {
    name: "h7-condos-ca-penthouse-ottawa",
    site: "condos.ca",
    set: "held-out-7",
    traps: "an Ottawa penthouse: 'PH03 - 200 Rideau St'; '2 + Den' beds (the den is no bedroom); maintenance fees '$1,046/mo' and a price per sq ft; the building's facts (its year, storeys, units) beside the unit's; 'Listed by Capital Core Realty Inc., Brokerage' with no agent named; a map link with coordinates; other units in the building with their prices",
    pageUrl: "https://condos.ca/ottawa/the-rideau-200-rideau-st/unit-ph03-X12045678",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>PH03 - 200 Rideau St, Ottawa | For Sale $1,249,000 | Condos.ca</title>
<meta name="description" content="PH03 - 200 Rideau St is a 2 + den, 2 bath condo for sale in ByWard Market, Ottawa, ON K1N 0A7 for $1,249,000. MLS® X12045678.">
</head><body>
<div id="__next">
<header class="styles___Header"><a href="/" class="styles___Logo">condos.ca</a><nav><a href="/ottawa">Ottawa</a><a href="/ottawa/condos-for-rent">Rent</a></nav></header>
<main class="styles___Main">
<section class="styles___ListingHeader">
<h1 class="styles___Address">PH03 - 200 Rideau St</h1>
<div class="styles___Location"><a href="/ottawa/byward-market">ByWard Market</a>, <a href="/ottawa">Ottawa</a>, ON K1N 0A7</div>
<div class="styles___Price">$1,249,000</div>
<ul class="styles___Stats"><li>2 + Den Beds</li><li>2 Baths</li><li>1,480 sqft</li><li>$844/sqft</li></ul>
</section>
<section class="styles___KeyFacts"><h2>Unit Details</h2>
<div class="styles___Row"><span class="styles___Label">Type</span><span class="styles___Value">Condo Apt</span></div>
<div class="styles___Row"><span class="styles___Label">Bedrooms</span><span class="styles___Value">2 + Den</span></div>
<div class="styles___Row"><span class="styles___Label">Bathrooms</span><span class="styles___Value">2</span></div>
<div class="styles___Row"><span class="styles___Label">Size</span><span class="styles___Value">1,480 sqft</span></div>
<div class="styles___Row"><span class="styles___Label">Maintenance Fees</span><span class="styles___Value">$1,046/mo</span></div>
<div class="styles___Row"><span class="styles___Label">Parking</span><span class="styles___Value">2</span></div>
<div class="styles___Row"><span class="styles___Label">Exposure</span><span class="styles___Value">SW</span></div>
<div class="styles___Row"><span class="styles___Label">MLS®</span><span class="styles___Value">X12045678</span></div>
</section>
<section class="styles___Description"><h2>About PH03 - 200 Rideau St</h2><p>Corner penthouse with 10-foot ceilings and a 400 sq ft wraparound terrace facing the Parliament buildings. Two bedrooms plus a den with a door, two full bathrooms, two side-by-side parking spaces and a locker. Steps to the ByWard Market, the Rideau Centre and the University of Ottawa.</p></section>
<section class="styles___Building"><h2>The Rideau</h2>
<div class="styles___Row"><span class="styles___Label">Built</span><span class="styles___Value">2015</span></div>
<div class="styles___Row"><span class="styles___Label">Storeys</span><span class="styles___Value">22</span></div>
<div class="styles___Row"><span class="styles___Label">Units</span><span class="styles___Value">238</span></div>
<div class="styles___Row"><span class="styles___Label">Developer</span><span class="styles___Value">Claridge Homes</span></div>
<a class="styles___MapLink" href="https://www.google.com/maps/search/?api=1&amp;query=45.42915,-75.68802">View on map</a>
</section>
<p class="styles___Brokerage">Listed by Capital Core Realty Inc., Brokerage</p>
<section class="styles___OtherUnits"><h2>Other units for sale at The Rideau</h2>
<div class="styles___Card"><div>$529,900</div><div>1208 - 200 Rideau St</div><div>1 Bed · 1 Bath</div></div>
<div class="styles___Card"><div>$689,000</div><div>1904 - 200 Rideau St</div><div>2 Beds · 2 Baths</div></div>
</section>
</main>
</div>
</body></html>`,
    expected: {
      price: { amount: 1249000 },
      propertyKind: "condo",
      street: "PH03 - 200 Rideau St",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1N 0A7",
      neighbourhood: "ByWard Market",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1480,
      yearBuilt: 2015,
      mlsNumber: "X12045678",
      brokerageName: "Capital Core Realty Inc., Brokerage",
      geo: { lat: 45.42915, lng: -75.68802 },
    },
  },
  {
    name: "h7-zillow-townhouse-denver",
    site: "zillow.com",
    set: "held-out-7",
    traps: "a Denver townhouse in the newer gdpClientCache: `bathrooms` 3 counting the half bath beside `bathroomsFull` 2 and `bathroomsHalf` 1 (2.5 baths); 'UNIT 3' in the street; an HOA fee of $285 monthly; Zestimate and rent Zestimate; a 2020 sale in the price history; `attributionInfo` agent and broker; the REcolorado MLS id; a ZIP code",
    pageUrl: "https://www.zillow.com/homedetails/2741-W-29th-Ave-UNIT-3-Denver-CO-80211/2081234567_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2741 W 29th Ave UNIT 3, Denver, CO 80211 | MLS #8123456 | Zillow</title>
<meta name="description" content="2741 W 29th Ave UNIT 3, Denver, CO 80211 is a townhouse listed for sale at $589,000. The 1,624 sq. ft. townhouse is a 3 bed, 3.0 bath unit.">
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a></nav></header>
<main>
<div data-testid="price"><span>$589,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span>3 beds</span><span>3 baths</span><span>1,624 sqft</span></div>
<h1>2741 W 29th Ave UNIT 3, Denver, CO 80211</h1>
<div data-testid="zestimate">Zestimate®: $601,300</div>
<div data-testid="rent-zestimate">Rent Zestimate®: $3,450/mo</div>
<ul data-testid="at-a-glance"><li>Townhouse</li><li>Built in 2019</li><li>1,306 sqft lot</li><li>$285/mo HOA</li></ul>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li></ul>
<h3>Property</h3><ul><li>Home type: Townhouse</li><li>Year built: 2019</li><li>Lot size: 1,306 sqft</li></ul>
<h3>HOA</h3><ul><li>Has HOA: Yes</li><li>HOA fee: $285 monthly</li></ul>
</section>
<section><h2>Price history</h2><table><tr><td>11/2/2026</td><td>Listed for sale</td><td>$589,000</td></tr><tr><td>3/18/2020</td><td>Sold</td><td>$512,500</td></tr></table></section>
<p data-testid="attribution">Listed by: Courtney Vasquez 720-555-0133, Mile High Urban Realty 303-555-0190</p>
<p>Source: REcolorado, MLS#: 8123456</p>
</main>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":2081234567}': { property: zillowProperty } }), zpid: 2081234567 } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 589000, currency: "USD" },
      propertyKind: "townhouse",
      street: "2741 W 29th Ave UNIT 3",
      city: "Denver",
      province: "CO", postalCode: "80211",
      neighbourhood: "Highland",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1624,
      lot: { value: 1306, unit: "ft2" },
      yearBuilt: 2019,
      mlsNumber: "8123456",
      listingAgentName: "Courtney Vasquez",
      brokerageName: "Mile High Urban Realty",
      geo: { lat: 39.75884, lng: -105.02017 },
    },
  },
  {
    name: "h7-realtor-com-house-rental-austin",
    site: "realtor.com",
    set: "held-out-7",
    traps: "a house for rent: '$2,450/mo' and `status: for_rent` with `list_price` 2450; the property manager as the only advertiser (no agent, no brokerage, no MLS® number); a rent estimate range; a $300 pet deposit; `single_family`; a ZIP code; the Crestview neighborhood in the state",
    pageUrl: "https://www.realtor.com/rentals/details/8207-Briarwood-Ln_Austin_TX_78757_M93123-45678",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>8207 Briarwood Ln, Austin, TX 78757 - House for Rent | realtor.com®</title>
<meta name="description" content="8207 Briarwood Ln, Austin, TX 78757 is a 3 bed, 2 bath single family home for rent at $2,450/mo. Contact Lone Star Leasing Group.">
</head><body>
<div id="__next">
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/">Buy</a><a href="/apartments/">Rent</a></nav></header>
<main>
<div data-testid="ldp-list-price">$2,450/mo</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds">3 bed</li><li data-testid="property-meta-baths">2 bath</li><li data-testid="property-meta-sqft">1,480 sqft</li><li data-testid="property-meta-lot-size">7,405 sqft lot</li></ul>
<h1 data-testid="address-line">8207 Briarwood Ln, Austin, TX 78757</h1>
<section data-testid="rental-details"><h2>Rental details</h2><ul><li>Property type: Single family</li><li>Year built: 1986</li><li>Garage: 1 car</li><li>Pets: Cats and dogs considered, $300 deposit per pet</li><li>Lease term: 12 months</li></ul></section>
<section data-testid="description"><h2>About this home</h2><p>Updated 3 bed, 2 bath ranch in Crestview on a shaded lot. New flooring, stainless appliances, fenced yard with a deck. Pets considered. 12-month lease.</p></section>
<section data-testid="rent-estimate"><h2>Rent estimate</h2><p>$2,300 – $2,600/mo</p></section>
<aside data-testid="contact-form"><h3>Contact property manager</h3><div data-testid="advertiser-name">Lone Star Leasing Group</div><div>(512) 555-0177</div><button>Request a tour</button></aside>
</main>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComRental } } }, page: "/rentals/details/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 2450, currency: "USD", period: "month" },
      propertyKind: "house",
      street: "8207 Briarwood Ln",
      city: "Austin",
      province: "TX", postalCode: "78757",
      neighbourhood: "Crestview",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1480,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1986,
      geo: { lat: 30.35612, lng: -97.72438 },
    },
  },
];
