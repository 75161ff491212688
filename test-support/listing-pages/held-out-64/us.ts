/**
 * Sixty-fourth held-out corpus, rural United States: a Houlton, Maine century home across the border from
 * Woodstock, NB on Zillow (Zestimate, rent Zestimate, tax and price history), and a Glasgow, Montana ranch house on
 * Realtor.com (estimates from several providers, flood factor, an old sale).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, fine, menu, photos, tags } from "./chrome.ts";

export const HELD_OUT_64_US: ListingPage[] = [
  {
    name: "ho64-zillow-house-houlton",
    site: "zillow.com",
    set: "held-out-64",
    traps: "zpid in the URL; Zestimate and Rent Zestimate; 1.5 story built 1890 with a 1970 addition; 1 full + 1 half baths; lot in acres; oil hot water plus heat pump; tax and price history with an earlier sale; Maine Listings MLS# in the source line; Woodstock NB border crossing; gdpClientCache state with coordinates",
    pageUrl: "https://www.zillow.com/homedetails/84-Court-St-Houlton-ME-04730/83615427_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Court St, Houlton, ME 04730 | MLS #1609876 | Zillow</title>
<meta name="description" content="84 Court St, Houlton, ME 04730 is a single-family home listed for-sale at $189,000. The 2,064 sq. ft. home is a 4 bed, 2.0 bath property.">
<meta property="og:title" content="84 Court St, Houlton, ME 04730 | Zillow">
<meta property="zillow_fb:beds" content="4"><meta property="zillow_fb:baths" content="2">
${tags("GTM-ZLW01")}
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "84 Court St", floorSize: { "@type": "QuantitativeValue", value: "2,064" }, address: { "@type": "PostalAddress", streetAddress: "84 Court St", addressLocality: "Houlton", addressRegion: "ME", postalCode: "04730" }, geo: { "@type": "GeoCoordinates", latitude: 46.12618, longitude: -67.84007 } })}
</head><body>
${consent("Zillow")}
<header><a class="zillow-logo" href="/">Zillow</a>${menu(["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Manage Rentals", "Sign in"])}</header>
<main class="ds-container">
${photos("https://photos.zillowstatic.com/fp/84court", 33, "84 Court St")}
<div class="summary-container"><span data-testid="price"><span>$189,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span>4</span> beds <span>2</span> baths <span>2,064</span> sqft</div>
<h1>84 Court St, Houlton, ME 04730</h1>
<span class="zestimate">Est.: $1,197/mo</span> <a href="#zestimate">Zestimate®: $196,300</a></div>
<div class="fact-chips"><span>Single Family Residence</span><span>Built in 1890</span><span>0.46 Acres Lot</span><span>$92/sqft</span><span>$-- HOA</span></div>
<section class="overview"><h2>What's special</h2><p>Classic 1890 New Englander on Court Street, walking distance to Market Square and the Aroostook County courthouse. One-and-a-half stories with a 1970 rear addition (den and half bath). Four bedrooms and a full bath upstairs. Oil-fired hot water baseboard (about 700 gallons last winter) supplemented by two heat pumps installed in 2022. Detached two-car barn/garage on a 0.46 acre lot. Ten minutes to the Woodstock, NB border crossing.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 2</li><li>Full bathrooms: 1</li><li>1/2 bathrooms: 1</li><li>Heating: Hot Water, Baseboard, Heat Pump, Oil</li><li>Total interior livable area: 2,064 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 0.46 Acres</li><li>Parcel number: HOUL-000042-000084</li><li>Levels: One and One Half</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Architectural style: New Englander</li><li>Year built: 1890</li></ul></section>
<section class="price-history"><h2>Price history</h2><table><tr><td>11/3/2025</td><td>Listed for sale</td><td>$189,000</td></tr><tr><td>5/21/2014</td><td>Sold</td><td>$96,500</td></tr></table></section>
<section class="tax-history"><h2>Public tax history</h2><table><tr><td>2024</td><td>$3,112</td><td>Assessment $142,600</td></tr><tr><td>2023</td><td>$2,988</td><td>Assessment $142,600</td></tr></table></section>
<section class="rental-value"><h2>Rent Zestimate®</h2><p>$1,650/mo</p></section>
${calculator("$189,000", "$37,800", "6.71%", "$1,197")}
<div class="listing-attribution"><p>Listed by: Tanya Bouchard 207-555-0141, County Line Realty 207-555-0100</p><p>Source: Maine Listings, MLS#: 1609876</p></div>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$149,900 · 12 Military St, Houlton, ME 04730</div><div class="card">$235,000 · 7 Hillside Ave, Houlton, ME 04730</div></section>
</main>
<footer>${fine(["Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101", "Equal Housing Opportunity. © 2006-2025 Zillow"])}</footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":83615427}": { property: { zpid: 83615427, price: 189000, zestimate: 196300, rentZestimate: 1650, bedrooms: 4, bathrooms: 2, livingArea: 2064, lotSize: 20038, lotAreaValue: 0.46, lotAreaUnits: "Acres", yearBuilt: 1890, latitude: 46.12618, longitude: -67.84007, attributionInfo: { agentName: "Tanya Bouchard", brokerName: "County Line Realty", mlsId: "1609876", mlsName: "Maine Listings" } } } }) } } } })}</script>
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "USD" },
      propertyKind: "house",
      street: "84 Court St",
      city: "Houlton",
      province: "ME",
      postalCode: "04730",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 2064,
      lot: { value: 0.46, unit: "acres" },
      yearBuilt: 1890,
      mlsNumber: "1609876",
      listingAgentName: "Tanya Bouchard",
      brokerageName: "County Line Realty",
      geo: { lat: 46.12618, lng: -67.84007 },
    },
  },
  {
    name: "ho64-realtorcom-house-glasgow-mt",
    site: "realtor.com",
    set: "held-out-64",
    traps: "realtor.com property id in the URL; estimates from three providers; lot in sq ft (50 x 150 in remarks); price per sqft; property and tax history with a 2012 sale; flood factor; Montana Regional MLS number in the source line; monthly payment widget; __NEXT_DATA__ with coordinates; nearby homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1107-3rd-Ave-S_Glasgow_MT_59230_M91234-56789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1107 3rd Ave S, Glasgow, MT 59230 - 3 beds/2 baths</title>
<meta name="description" content="View 24 photos for 1107 3rd Ave S, Glasgow, MT 59230, a 3 bed, 2 bath, 1,880 Sq. Ft. single family home built in 1955 that was listed on Nov 5, 2025 for $274,500.">
<meta property="og:title" content="1107 3rd Ave S, Glasgow, MT 59230 | realtor.com®">
${tags("GTM-RDC55")}
</head><body>
${consent("realtor.com®")}
<header><a class="rdc-logo" href="/">realtor.com®</a>${menu(["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home", "News & Insights"])}</header>
<main data-testid="ldp-page">
${photos("https://ap.rdcpix.com/91234-56789", 24, "1107 3rd Ave S")}
<div data-testid="ldp-list-price" class="list-price">$274,500</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>3</span> bed</li><li data-testid="property-meta-baths"><span>2</span> bath</li><li data-testid="property-meta-sqft"><span>1,880</span> sqft</li><li data-testid="property-meta-lot-size"><span>7,500</span> sqft lot</li></ul>
<h1 data-testid="address">1107 3rd Ave S, Glasgow, MT 59230</h1>
<section data-testid="ldp-description"><h2>Property details</h2><p>Well-cared-for 1955 ranch on a 50 x 150 lot in south Glasgow, close to the schools and Valley County Fairgrounds. Three bedrooms and a full bath on the main floor; the finished basement adds a family room, a second full bath and storage. Natural gas forced air with central air, newer windows, fenced yard and a detached two-car garage off the alley. Two hours to the Saskatchewan border at Opheim/West Poplar River.</p></section>
<section data-testid="home-details"><h2>Home details</h2><ul><li>Property type: Single Family</li><li>Price per sqft: $146</li><li>Year built: 1955</li><li>Bathrooms: 2 full</li><li>Lot size: 7,500 sqft</li><li>Garage: 2 car</li><li>Heating: Natural Gas, Forced Air</li><li>HOA: no</li></ul></section>
<section data-testid="estimates"><h2>Estimated home value</h2><table><tr><td>Collateral Analytics</td><td>$262,100</td></tr><tr><td>Quantarium</td><td>$281,400</td></tr><tr><td>Cotality</td><td>$258,900</td></tr></table></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>11/05/2025</td><td>Listed</td><td>$274,500</td></tr><tr><td>08/17/2012</td><td>Sold</td><td>$148,000</td></tr></table>
<h3>Tax history</h3><table><tr><td>2024</td><td>$2,214</td><td>$231,800 assessed</td></tr></table></section>
<section data-testid="flood"><h2>Flood Factor</h2><p>Minimal (1/10)</p></section>
${calculator("$274,500", "$54,900", "6.58%", "$1,694")}
<section data-testid="listing-provider"><h3>Listing provided by</h3><p>Listed by Wade Lindvig · Big Sky Prairie Realty</p><p>Source: Montana Regional MLS, MLS ID #30041234</p></section>
<section data-testid="nearby"><h2>Nearby homes</h2><div class="card">$199,000 · 620 5th St S, Glasgow, MT 59230</div><div class="card">$318,500 · 84 Skylark Dr, Glasgow, MT 59230</div></section>
</main>
<footer>${fine(["realtor.com® is operated by Move, Inc., a subsidiary of News Corp. 3315 Scott Blvd, Santa Clara, CA 95054", "Equal Housing Opportunity."])}</footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9123456789", listing_id: "2981774431", list_price: 274500, description: { beds: 3, baths: 2, baths_full: 2, sqft: 1880, lot_sqft: 7500, year_built: 1955, type: "single_family" }, location: { address: { line: "1107 3rd Ave S", city: "Glasgow", state_code: "MT", postal_code: "59230", coordinate: { lat: 48.19203, lon: -106.63711 } } }, source: { id: "MTRMLS", listing_id: "30041234" }, advertisers: [{ type: "seller", name: "Wade Lindvig", office: { name: "Big Sky Prairie Realty" } }] } } } } })}</script>
</body></html>`,
    expected: {
      price: { amount: 274500, currency: "USD" },
      propertyKind: "house",
      street: "1107 3rd Ave S",
      city: "Glasgow",
      province: "MT",
      postalCode: "59230",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1880,
      lot: { value: 7500, unit: "ft2" },
      yearBuilt: 1955,
      mlsNumber: "30041234",
      listingAgentName: "Wade Lindvig",
      brokerageName: "Big Sky Prairie Realty",
      geo: { lat: 48.19203, lng: -106.63711 },
    },
  },
];
