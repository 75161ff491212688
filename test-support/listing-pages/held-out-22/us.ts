/**
 * Twenty-second held-out corpus, United States: a Zillow house in Spokane and a Realtor.com condo in Burlington,
 * Vermont. Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_22_US: ListingPage[] = [
  {
    name: "ho22-zillow-house-spokane-wa",
    site: "zillow.com",
    set: "held-out-22",
    traps: "Zillow home details for a Spokane house (Audubon/Downriver): gdpClientCache JSON string inside __NEXT_DATA__; Zestimate and Rent Zestimate; price history with a 2015 sale; '4 bd | 3 ba' on the card while the facts give 2 full and 1 half (2.5); lot '7,405 sqft'; built 1956; a Spokane MLS number; listing agent and brokerage in 'Listed by'; a monthly payment widget and nearby homes",
    pageUrl: "https://www.zillow.com/homedetails/2317-W-Dalton-Ave-Spokane-WA-99205/23918442_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2317 W Dalton Ave, Spokane, WA 99205 | MLS #202625817 | Zillow</title>
<meta name="description" content="2317 W Dalton Ave, Spokane, WA 99205 is a single-family home listed for-sale at $415,000. The 1,876 sq. ft. home is a 4 bed, 3.0 bath property.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/3f2a9c-cc_ft_1536.jpg">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "2317 W Dalton Ave", address: { "@type": "PostalAddress", streetAddress: "2317 W Dalton Ave", addressLocality: "Spokane", addressRegion: "WA", postalCode: "99205" }, geo: { "@type": "GeoCoordinates", latitude: 47.68391, longitude: -117.44706 }, floorSize: { "@type": "QuantitativeValue", value: "1,876" } })}
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":23918442}": { property: { zpid: 23918442, price: 415000, currency: "USD", homeType: "SINGLE_FAMILY", streetAddress: "2317 W Dalton Ave", city: "Spokane", state: "WA", zipcode: "99205", bedrooms: 4, bathrooms: 3, livingArea: 1876, lotAreaValue: 7405, lotAreaUnits: "Square Feet", yearBuilt: 1956, latitude: 47.68391, longitude: -117.44706, zestimate: 402600, rentZestimate: 2310, mlsid: "202625817", resoFacts: { bathroomsFull: 2, bathroomsHalf: 1, bathroomsThreeQuarter: null }, attributionInfo: { agentName: "Kelsey Moravec", brokerName: "Windermere Manito, LLC", mlsName: "Spokane Association of REALTORS" }, priceHistory: [{ date: "2026-11-05", event: "Listed for sale", price: 415000 }, { date: "2015-06-19", event: "Sold", price: 189900 }] } } }) } } } })}</script>
</head><body>
<header class="zillow-nav"><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-home-details">
<div class="summary-container"><span data-testid="price"><span>$415,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span>4</span> bd <span>3</span> ba <span>1,876</span> sqft</div>
<h1 class="ds-address">2317 W Dalton Ave, Spokane, WA 99205</h1>
<p class="est-payment">Est.: $2,689/mo <a href="#mortgage">Get pre-qualified</a></p>
<p class="zestimate">Zestimate®: $402,600 · Rent Zestimate®: $2,310/mo</p></div>
<section class="overview"><h2>What's special</h2><p>Brick ranch on a tree-lined block near Audubon Park. Two full baths plus a half bath off the basement rec room, hardwood under the carpets, detached garage off the alley. Walk to Finch Elementary.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 1,876 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 7,405 sqft</li><li>Parcel number: 25024.1719</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Year built: 1956</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Audubon/Downriver</li></ul></section>
<section class="price-history"><h2>Price history</h2><table><tr><td>11/5/2026</td><td>Listed for sale</td><td>$415,000</td></tr><tr><td>6/19/2015</td><td>Sold</td><td>$189,900</td></tr></table></section>
<section id="mortgage"><h2>Monthly payment</h2><p>Principal &amp; interest $2,161 · Mortgage insurance $0 · Property taxes $349 · Home insurance $179</p></section>
<section class="listed-by"><p>Listed by: Kelsey Moravec 509-555-0178, Windermere Manito, LLC</p><p>Source: Spokane Association of REALTORS, MLS#: 202625817</p></section>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$389,000 · 4 bd 2 ba · 2108 W Bridgeport Ave</div><div class="card">$459,900 · 3 bd 2 ba · 5012 N Wall St</div></section>
</main>
<footer><p>Zillow Group · 1301 Second Avenue, Floor 31, Seattle, WA 98101</p></footer>
</body></html>`,
    expected: {
      price: { amount: 415000, currency: "USD" },
      propertyKind: "house",
      street: "2317 W Dalton Ave",
      city: "Spokane",
      province: "WA",
      postalCode: "99205",
      neighbourhood: "Audubon/Downriver",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1876,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1956,
      mlsNumber: "202625817",
      listingAgentName: "Kelsey Moravec",
      brokerageName: "Windermere Manito, LLC",
      geo: { lat: 47.68391, lng: -117.44706 },
    },
  },
  {
    name: "ho22-realtor-com-condo-burlington-vt",
    site: "realtor.com",
    set: "held-out-22",
    traps: "Realtor.com condo in Burlington VT: __NEXT_DATA__ with propertyDetails (description.baths_consolidated '1.5', baths_full 1, baths_half 1); unit in the line ('Unit 12'); HOA per month; estimates from three providers; property history with an older sale; 'Built in 1985' for the complex; NEREN MLS; 'Listed by' agent and brokerage with the broker's office address; mortgage widget and similar homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/84-Hyde-St-Unit-12_Burlington_VT_05401_M42718-30927",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Hyde St Unit 12, Burlington, VT 05401 - 2 beds/1.5 baths</title>
<meta name="description" content="Condo for sale at 84 Hyde St Unit 12, Burlington, VT 05401. $329,000, 2 beds, 1.5 baths, 1,104 sq ft. MLS# 5061823.">
<meta property="og:url" content="https://www.realtor.com/realestateandhomes-detail/84-Hyde-St-Unit-12_Burlington_VT_05401_M42718-30927">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "4271830927", list_price: 329000, status: "for_sale", location: { address: { line: "84 Hyde St Unit 12", city: "Burlington", state_code: "VT", postal_code: "05401", coordinate: { lat: 44.48762, lon: -73.20719 } }, neighborhoods: [{ name: "Old North End" }] }, description: { type: "condos", beds: 2, baths_consolidated: "1.5", baths_full: 1, baths_half: 1, sqft: 1104, lot_sqft: null, year_built: 1985 }, hoa: { fee: 365 }, source: { id: "NEREN", listing_id: "5061823" }, advertisers: [{ type: "seller", name: "Aubrey Lindqvist", office: { name: "Coldwell Banker Hickok & Boardman", address: { line: "346 Shelburne Rd", city: "Burlington", state_code: "VT", postal_code: "05401" } } }], estimates: { current_values: [{ source: "Collateral Analytics", estimate: 317500 }, { source: "Quantarium", estimate: 334200 }, { source: "CoreLogic", estimate: 321000 }] }, property_history: [{ date: "2026-10-29", event_name: "Listed", price: 329000 }, { date: "2018-04-13", event_name: "Sold", price: 214000 }] } } } } })}</script>
</head><body>
<header class="rdc-header"><a href="/" class="logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Burlington_VT">Buy</a><a href="/apartments">Rent</a><a href="/myhome">Sell</a><a href="/mortgage">Mortgage</a></nav></header>
<main>
<div data-testid="list-price">$329,000</div>
<ul data-testid="property-meta"><li>2 bed</li><li>1.5 bath</li><li>1,104 sqft</li></ul>
<h1 data-testid="address">84 Hyde St Unit 12, Burlington, VT 05401</h1>
<p class="hoa">HOA fee $365/mo</p>
<section data-testid="description"><h2>Property details</h2><p>Two-level end unit in a small Old North End complex, one full bath upstairs and a half bath on the main. Updated kitchen, private patio, assigned parking. Walk to Church Street and the waterfront bike path.</p></section>
<section class="details"><ul><li>Property type: Condo</li><li>Year built: 1985</li><li>Bathrooms: 1 full, 1 half</li><li>MLS#: 5061823</li></ul></section>
<section data-testid="estimates"><h2>Home value</h2><p>Collateral Analytics $317,500 · Quantarium $334,200 · CoreLogic $321,000</p></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>10/29/2026</td><td>Listed</td><td>$329,000</td></tr><tr><td>04/13/2018</td><td>Sold</td><td>$214,000</td></tr></table></section>
<section class="mortgage"><h2>Monthly payment</h2><p>$2,712/mo · Principal &amp; interest $1,763 · HOA $365 · Property tax $466</p></section>
<section data-testid="listing-provider"><p>Listed by Aubrey Lindqvist, Coldwell Banker Hickok &amp; Boardman, 346 Shelburne Rd, Burlington, VT 05401</p><p>Source: NEREN, MLS #5061823</p></section>
<section class="similar"><h2>Similar homes</h2><div class="card">$299,900 · 2 bed · 1 bath · 11 N Champlain St Unit 3</div><div class="card">$349,000 · 2 bed · 2 bath · 200 Flynn Ave Unit 8</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329000, currency: "USD" },
      propertyKind: "condo",
      street: "84 Hyde St Unit 12",
      city: "Burlington",
      province: "VT",
      postalCode: "05401",
      neighbourhood: "Old North End",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1104,
      yearBuilt: 1985,
      mlsNumber: "5061823",
      listingAgentName: "Aubrey Lindqvist",
      brokerageName: "Coldwell Banker Hickok & Boardman",
      geo: { lat: 44.48762, lng: -73.20719 },
    },
  },
];
