/**
 * Twenty-sixth held-out corpus, United States: a Zillow co-op apartment in Rochester, New York, and a realtor.com house
 * in Boise, Idaho, sold over its list price. Prices in US dollars. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const zillowProperty = {
  zpid: 30987441, homeStatus: "FOR_SALE", homeType: "COOPERATIVE", price: 189000, currency: "USD", zestimate: 181300, rentZestimate: 1640,
  streetAddress: "1150 East Ave APT 4C", city: "Rochester", state: "NY", zipcode: "14607", latitude: 43.14988, longitude: -77.58412,
  bedrooms: 2, bathrooms: 1, livingArea: 1150, yearBuilt: 1929, monthlyHoaFee: 1040, mlsid: "R1624417",
  attributionInfo: { agentName: "Tamara Ogunleye", agentPhoneNumber: "585-555-0132", brokerName: "Genesee Valley Realty Group", mlsName: "NYSAMLSs", mlsId: "R1624417" },
  priceHistory: [{ date: "2026-11-06", event: "Listed for sale", price: 189000 }, { date: "2011-08-19", event: "Sold", price: 104500 }],
  nearbyHomes: [{ streetAddress: "1190 East Ave APT 2B", price: 164900 }, { streetAddress: "44 Oxford St", price: 412000 }],
};

export const HELD_OUT_26_US: ListingPage[] = [
  {
    name: "ho26-zillow-coop-rochester-ny",
    site: "zillow.com",
    set: "held-out-26",
    traps: "a Zillow co-op apartment in Rochester, NY: 'Cooperative' as the home type; 'APT 4C' in the street; a monthly co-op fee of $1,040 that includes property taxes beside the price; Zestimate and Rent Zestimate; no lot; a 2011 sale in the price history; the NYSAMLS 'R' number; the listing agent and brokerage in the attribution block; the Park Avenue neighbourhood; nearby homes with their prices; Zillow's own address in the footer",
    pageUrl: "https://www.zillow.com/homedetails/1150-East-Ave-APT-4C-Rochester-NY-14607/30987441_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1150 East Ave APT 4C, Rochester, NY 14607 | MLS #R1624417 | Zillow</title>
<meta name="description" content="1150 East Ave APT 4C, Rochester, NY 14607 is a cooperative home listed for-sale at $189,000. The 1,150 sq. ft. cooperative is a 2 bed, 1.0 bath unit.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":30987441}": { property: zillowProperty } }) } } } })}</script>
</head><body>
<header class="zillow-header"><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-home-details">
<div class="summary-container">
<span data-testid="price" class="price"><span>$189,000</span></span>
<div class="bed-bath-sqft"><span><strong>2</strong> beds</span><span><strong>1</strong> bath</span><span><strong>1,150</strong> sqft</span></div>
<h1 class="address">1150 East Ave APT 4C, Rochester, NY 14607</h1>
<div class="zestimate">Zestimate®: $181,300 · Est. payment: $2,236/mo</div>
</div>
<ul class="fact-list"><li>Cooperative</li><li>Built in 1929</li><li>$1,040 monthly HOA</li><li>-- sqft lot</li><li>$164/sqft</li></ul>
<section class="overview"><h2>What's special</h2><p>Fourth-floor corner co-op in a 1929 landmark building on East Avenue with original plaster mouldings, a sunroom and a doorman. The monthly maintenance of $1,040 includes property taxes, heat, water and the reserve. Board approval and 20% down required. One assigned garage space and a storage cage.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Full bathrooms: 1</li><li>Total interior livable area: 1,150 sqft</li></ul>
<h3>Property</h3><ul><li>Parking features: Garage, Assigned</li><li>Home type: Cooperative</li><li>Year built: 1929</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Park Avenue</li><li>HOA fee: $1,040 monthly (includes taxes, heat, water)</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $164/sqft</li><li>Date on market: 11/6/2026</li><li>Rent Zestimate®: $1,640/mo</li></ul>
</section>
<section class="price-history"><h2>Price history</h2><table><tr><td>11/6/2026</td><td>Listed for sale</td><td>$189,000</td></tr><tr><td>8/19/2011</td><td>Sold</td><td>$104,500</td></tr></table></section>
<div class="attribution">Listed by: <span>Tamara Ogunleye 585-555-0132</span>, <span>Genesee Valley Realty Group</span><br>Source: NYSAMLSs, MLS#: R1624417</div>
<section class="nearby"><h2>Nearby homes</h2><div>1190 East Ave APT 2B, Rochester · $164,900</div><div>44 Oxford St, Rochester · $412,000</div></section>
</main>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. Zillow, Inc. holds real estate brokerage licenses in multiple states.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "USD" },
      propertyKind: "condo",
      street: "1150 East Ave APT 4C",
      city: "Rochester",
      province: "NY",
      postalCode: "14607",
      neighbourhood: "Park Avenue",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1150,
      yearBuilt: 1929,
      mlsNumber: "R1624417",
      listingAgentName: "Tamara Ogunleye",
      brokerageName: "Genesee Valley Realty Group",
      geo: { lat: 43.14988, lng: -77.58412 },
    },
  },
  {
    name: "ho26-realtor-com-sold-over-list-boise",
    site: "realtor.com",
    set: "held-out-26",
    traps: "a realtor.com sold page in Boise: 'Sold for $498,000' in large type with 'List price $465,000' and 'Sold $33,000 over list' (the list price is the listing's price); an estimate range from three providers; '3 beds 2.5 baths' with 2 full and 1 half in the details; 'Lot 0.16 acres'; the Intermountain MLS number; the West Bench neighborhood; the listing agent and brokerage under 'Listing provided by'; the buyer's agent and brokerage under 'Bought with'; an earlier sale in the property history; nearby homes for sale",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/4418-W-Sunnyside-Ct_Boise_ID_83705_M14781-22309",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4418 W Sunnyside Ct, Boise, ID 83705 | Sold | realtor.com®</title>
<meta name="description" content="4418 W Sunnyside Ct, Boise, ID 83705 sold for $498,000 on Oct 30, 2026. 3 beds, 2.5 baths, 1,842 sqft single-family home.">
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "1478122309", listing_id: "2981144720", status: "sold", list_price: 465000, last_sold_price: 498000, last_sold_date: "2026-10-30", source: { id: "IDMLS", listing_id: "98961247", agents: [{ agent_name: "Brooke Halvorsen", office_name: "Treasure Valley Home Partners", type: "seller" }, { agent_name: "Marcus Delgado", office_name: "Foothills Realty Co.", type: "buyer" }] }, location: { address: { line: "4418 W Sunnyside Ct", city: "Boise", state_code: "ID", postal_code: "83705", coordinate: { lat: 43.59412, lon: -116.24533 } }, neighborhoods: [{ name: "West Bench" }] }, description: { type: "single_family", beds: 3, baths: 3, baths_full: 2, baths_half: 1, sqft: 1842, lot_sqft: 6970, year_built: 1998 }, estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 503200 }, { source: { name: "Collateral Analytics" }, estimate: 489000 }, { source: { name: "CoreLogic" }, estimate: 511400 }] } } } } } })}
</head><body>
<header class="rdc-header"><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Boise_ID">Buy</a><a href="/apartments/Boise_ID">Rent</a><a href="/myhome">My Home</a></nav></header>
<main class="ldp">
<div class="status-badge">SOLD - OCT 30, 2026</div>
<div class="price-section"><div class="sold-price">Sold for $498,000</div><div class="list-price">List price $465,000</div><div class="over">Sold $33,000 over list</div></div>
<ul class="property-meta"><li><strong>3</strong> bed</li><li><strong>2.5</strong> bath</li><li><strong>1,842</strong> sqft</li><li><strong>0.16</strong> acre lot</li></ul>
<h1 class="address">4418 W Sunnyside Ct, Boise, ID 83705</h1>
<div class="neighborhood">West Bench</div>
<section class="estimates"><h2>Estimated home value</h2><div>Quantarium $503,200</div><div>Collateral Analytics $489,000</div><div>CoreLogic® $511,400</div></section>
<section class="details"><h2>Property details</h2><ul>
<li>Property type: Single family</li><li>Year built: 1998</li><li>Bedrooms: 3</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Lot size: 0.16 acres</li><li>HOA fee: $28/mo</li><li>Garage: 2 cars</li></ul></section>
<section class="description"><p>Two-story on a quiet cul-de-sac off Cole Road with mountain views from the primary suite, a vaulted living room and a fenced backyard with garden beds. Close to the Boise Bench shops.</p></section>
<section class="history"><h2>Property history</h2><table>
<tr><td>10/30/2026</td><td>Sold</td><td>$498,000</td></tr>
<tr><td>10/02/2026</td><td>Pending</td><td>$465,000</td></tr>
<tr><td>09/25/2026</td><td>Listed</td><td>$465,000</td></tr>
<tr><td>06/14/2013</td><td>Sold</td><td>$189,900</td></tr></table></section>
<div class="listing-provider">Listing provided by Intermountain MLS as Distributed by MLS GRID · MLS ID #98961247<br>Listing agent: Brooke Halvorsen, Treasure Valley Home Partners<br>Bought with: Marcus Delgado, Foothills Realty Co.</div>
<section class="nearby"><h2>Nearby homes for sale</h2><div>4502 W Sunnyside Ct · $479,900</div><div>3911 W Morris Hill Rd · $525,000</div></section>
</main>
<footer><p>realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Suite 250, Santa Clara, CA 95054. © 1995-2026 National Association of REALTORS® and Move, Inc.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 465000, currency: "USD" },
      propertyKind: "house",
      street: "4418 W Sunnyside Ct",
      city: "Boise",
      province: "ID",
      postalCode: "83705",
      neighbourhood: "West Bench",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1842,
      lot: { value: 0.16, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "98961247",
      listingAgentName: "Brooke Halvorsen",
      brokerageName: "Treasure Valley Home Partners",
      geo: { lat: 43.59412, lng: -116.24533 },
    },
  },
];
