/**
 * Third held-out corpus, cross-border and sister sites: Zillow's older page generation (the listing in
 * `hdpApolloPreloadedData`, its `apiCache` a JSON string keyed by query names, lot in acres, attribution with the
 * MLS) and strata.ca (condos.ca's British Columbia sister: building and unit in the page state, price per square foot,
 * the building's own address range). Addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const zillowProperty = {
  zpid: 60123456,
  price: 389000,
  currency: "USD",
  zestimate: 401300,
  rentZestimate: 2350,
  lastSoldPrice: 187500,
  homeStatus: "FOR_SALE",
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1640,
  homeType: "SINGLE_FAMILY",
  yearBuilt: 1978,
  lotAreaValue: 1.2,
  lotAreaUnits: "Acres",
  latitude: 43.70512,
  longitude: -70.41837,
  streetAddress: "84 Birch Hill Rd",
  city: "Gorham",
  state: "ME",
  zipcode: "04038",
  address: { streetAddress: "84 Birch Hill Rd", city: "Gorham", state: "ME", zipcode: "04038" },
  mlsid: "1612345",
  attributionInfo: { agentName: "Dana Whitcomb", brokerName: "Coastal Pines Realty", mlsName: "Maine Listings", mlsId: "1612345", attributionTitle: "Listed by:" },
  resoFacts: { taxAnnualAmount: 4120, bathroomsFull: 2, lotSize: "1.20 Acres" },
  priceHistory: [{ event: "Listed for sale", price: 389000, date: "2025-04-18" }, { event: "Sold", price: 187500, date: "2011-07-29" }],
  nearbyHomes: [{ zpid: 60123499, price: 455000, address: { streetAddress: "12 Birch Hill Rd", city: "Gorham" } }],
};

const apiCache = {
  [`VariantQuery{"zpid":60123456}`]: { property: { zpid: 60123456, hdpTypeDimension: "ForSale" } },
  [`ForSaleDoubleScrollFullRenderQuery{"zpid":60123456,"contactFormRenderParameter":{"zpid":60123456,"platform":"desktop","isDoubleScroll":true}}`]: { property: zillowProperty },
};

export const HELD_OUT_3_ABROAD: ListingPage[] = [
  {
    name: "h3-zillow-apollo-house-maine",
    site: "zillow.com",
    set: "held-out-3",
    traps: "older Zillow generation: script#hdpApolloPreloadedData whose apiCache is a JSON string keyed by query names; Zestimate, rent Zestimate and last sold price; lot 1.2 acres; attribution with the MLS name and number; a nearby home's price; Zillow's licence footer",
    pageUrl: "https://www.zillow.com/homedetails/84-Birch-Hill-Rd-Gorham-ME-04038/60123456_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Birch Hill Rd, Gorham, ME 04038 | Zillow</title>
<meta property="og:title" content="84 Birch Hill Rd, Gorham, ME 04038 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9f8e7d6c5b4a-cc_ft_1536.jpg">
<meta name="description" content="84 Birch Hill Rd, Gorham, ME 04038 is a single-family home listed for-sale at $389,000. The 1,640 sq. ft. home is a 3 bed, 2.0 bath property.">
<script id="hdpApolloPreloadedData" type="application/json">${JSON.stringify({ zpid: 60123456, apiCache: JSON.stringify(apiCache) })}</script>
</head><body>
<div id="app">
<div class="ds-home-details-chip">
<div class="ds-summary-row"><span class="ds-value">$389,000</span><span class="ds-bed-bath-living-area"><span>3</span> bd</span><span class="ds-bed-bath-living-area"><span>2</span> ba</span><span class="ds-bed-bath-living-area"><span>1,640</span> sqft</span></div>
<h1 class="ds-address-container"><span>84 Birch Hill Rd,</span> <span>Gorham, ME 04038</span></h1>
<div class="ds-status-details">For sale</div>
<div class="ds-chip-removable-content"><span class="ds-estimate-value">Zestimate®: $401,300</span> <span>Est. payment: $2,604/mo</span></div>
</div>
<div class="ds-overview"><h4>Overview</h4><p>Cape on 1.2 wooded acres five minutes from Gorham village: 3 bedrooms, 2 full baths, a sunroom and an attached 2-car garage. New furnace (2021).</p></div>
<div class="ds-home-facts-and-features"><h4>Facts and features</h4><ul>
<li><span>Type:</span> <span>Single Family Residence</span></li>
<li><span>Year built:</span> <span>1978</span></li>
<li><span>Heating:</span> <span>Forced air, Oil</span></li>
<li><span>Lot:</span> <span>1.20 Acres</span></li>
<li><span>Price/sqft:</span> <span>$237</span></li>
</ul></div>
<div class="ds-price-and-tax-history"><h4>Price history</h4><table><tr><td>4/18/2025</td><td>Listed for sale</td><td>$389,000</td></tr><tr><td>7/29/2011</td><td>Sold</td><td>$187,500</td></tr></table></div>
<div class="ds-listing-agent-header">Listed by:</div><div class="ds-listing-agent-display-name">Dana Whitcomb</div><div class="ds-listing-agent-business-name">Coastal Pines Realty</div>
<div class="ds-mls-info">Source: Maine Listings, MLS#: 1612345</div>
<div class="ds-nearby-homes"><h4>Nearby homes</h4><div class="card"><span>$455,000</span> 12 Birch Hill Rd, Gorham, ME</div></div>
</div>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "house",
      street: "84 Birch Hill Rd",
      city: "Gorham",
      province: "ME", postalCode: "04038",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1640,
      lot: { value: 1.2, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "1612345",
      listingAgentName: "Dana Whitcomb",
      brokerageName: "Coastal Pines Realty",
      geo: { lat: 43.70512, lng: -70.41837 },
    },
  },
  {
    name: "h3-strata-ca-condo-burnaby",
    site: "strata.ca",
    set: "held-out-3",
    traps: "building and unit in the page state (the building's own address range and its average price per square foot); the unit's price per square foot; maintenance fees; 'Metrotown' as the neighbourhood; Greater Vancouver board's R-number; the site's own estimate beside the list price",
    pageUrl: "https://strata.ca/burnaby/sovereign-4650-kingsborough-st/unit-2301",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2301 - 4650 Kingsborough St, Burnaby | For Sale $1,049,000 | Strata.ca</title>
<meta name="description" content="2301 - 4650 Kingsborough St, Burnaby, BC V5H 4L8. 2 bed, 2 bath condo for sale in Metrotown. MLS® R3019876.">
<meta property="og:title" content="2301 - 4650 Kingsborough St, Burnaby">
<meta property="og:image" content="https://media.strata.ca/listings/R3019876/1.jpg">
${nextData({ props: { pageProps: { building: { name: "Sovereign", address: "4650-4688 Kingsborough St", city: "Burnaby", neighbourhood: "Metrotown", avgPricePerSqft: 1120, units: 242, yearBuilt: 2009 }, listing: { mls_number: "R3019876", unit_number: "2301", address: "4650 Kingsborough St #2301", city: "Burnaby", province: "British Columbia", postal: "V5H4L8", price: 1049000, estimated_price: 1012000, maintenance_fees: 588, beds: "2", baths: 2, sqft: 1004, type: "Apartment/Condo", latitude: 49.2268, longitude: -122.9981, brokerage: "Oakwyn Realty Ltd." } } } })}
</head><body>
<header><a href="/">Strata.ca</a><nav><a href="/burnaby">Burnaby condos</a><a href="/burnaby/metrotown">Metrotown</a></nav></header>
<main>
<section class="listing-header"><h1>2301 - 4650 Kingsborough St</h1><div class="location"><a href="/burnaby/metrotown">Metrotown</a>, <a href="/burnaby">Burnaby</a>, BC V5H 4L8</div>
<div class="listing-price">$1,049,000</div><div class="price-per-sqft">$1,045/sqft</div>
<ul class="stats"><li>2 Beds</li><li>2 Baths</li><li>1,004 sqft</li><li>1 Parking</li></ul></section>
<section class="estimate"><h2>Strata.ca Estimate</h2><div>$1,012,000</div><p>Our estimate is based on recent sales in the building.</p></section>
<section class="details"><h2>Details</h2>
<div class="detail"><span class="label">Property Type</span><span class="value">Apartment/Condo</span></div>
<div class="detail"><span class="label">Maintenance Fees</span><span class="value">$588 /mo</span></div>
<div class="detail"><span class="label">Year Built</span><span class="value">2009</span></div>
<div class="detail"><span class="label">MLS®</span><span class="value">R3019876</span></div>
</section>
<section class="description"><p>South-east corner two bedroom on the 23rd floor of Sovereign, across from Metropolis at Metrotown and the SkyTrain. Floor-to-ceiling windows, air conditioning, one parking and one locker.</p></section>
<section class="building-card"><h2>Sovereign</h2><div>4650-4688 Kingsborough St, Burnaby</div><div>242 units · built 2009 · avg $1,120/sqft</div></section>
<section class="listing-brokerage">Listed by Oakwyn Realty Ltd.</section>
</main>
<footer><p>Strata.ca is operated by Condos.ca Realty Inc., Brokerage. Listing data from the Greater Vancouver REALTORS® MLS®; deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1049000 },
      propertyKind: "condo",
      street: "2301 - 4650 Kingsborough St",
      city: "Burnaby",
      neighbourhood: "Metrotown",
      province: "BC",
      postalCode: "V5H 4L8",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1004,
      yearBuilt: 2009,
      mlsNumber: "R3019876",
      brokerageName: "Oakwyn Realty Ltd.",
      geo: { lat: 49.2268, lng: -122.9981 },
    },
  },
];
