/**
 * Nineteenth held-out corpus, Alberta, British Columbia and the northern United States: a RE/MAX house in Calgary's
 * Evanston, a REW house with a suite in Coquitlam's Burke Mountain, a Point2 bungalow in Edmonton's Sherwood (old
 * layout), a Zillow house in Bellingham (Washington) and a realtor.com house in Buffalo (New York).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const remaxCalgary = {
  props: {
    pageProps: {
      listing: {
        mlsNum: "A2264918", listPrice: 719900, status: "Active", address: { streetNumber: "212", streetName: "Evanston Way NW", city: "Calgary", province: "AB", postalCode: "T3P 0H8" },
        neighbourhood: "Evanston", propertyType: "Residential", style: "2 Storey", beds: 3, baths: 3, fullBaths: 2, halfBaths: 1, sqFt: 1864, lotSize: "3,498 sqft", yearBuilt: 2014,
        lat: 51.17628, lng: -114.11472, agents: [{ name: "Harjit Sandhu", title: "REALTOR®", office: "RE/MAX Realty Professionals" }],
        estimatedPayment: 3420, condoFee: null, hoaFee: null,
      },
      nearby: [{ address: "188 Evanston Way NW", listPrice: 684900, beds: 3 }, { address: "51 Evansridge Park NW", listPrice: 799000, beds: 4 }],
    },
  },
  page: "/real-estate/[...slug]",
};

const zillowBellingham = {
  gdpClientCache: {
    "ForSaleShopperPlatformFullRenderQuery{\"zpid\":49218837}": {
      property: {
        zpid: 49218837, homeStatus: "FOR_SALE", homeType: "SINGLE_FAMILY", price: 724000, currency: "USD", streetAddress: "2417 Iron St", city: "Bellingham", state: "WA", zipcode: "98225",
        bedrooms: 3, bathrooms: 2, livingArea: 1680, livingAreaUnits: "Square Feet", lotAreaValue: 0.11, lotAreaUnits: "Acres", yearBuilt: 1924, latitude: 48.76512, longitude: -122.46638,
        neighborhoodRegion: { name: "Sunnyland" }, zestimate: 731500, rentZestimate: 3150,
        priceHistory: [{ date: "2026-11-12", event: "Listed for sale", price: 724000 }, { date: "2015-08-21", event: "Sold", price: 338000 }],
        attributionInfo: { agentName: "Marisol Ortega", brokerName: "Chuckanut Bay Realty", mlsId: "2418830", mlsName: "NWMLS" },
      },
    },
  },
};

const realtorComBuffalo = {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "3172804455", listing_id: "2991083316", list_price: 329900, status: "for_sale", list_date: "2026-11-06",
          location: { address: { line: "84 Crescent Ave", city: "Buffalo", state_code: "NY", postal_code: "14214", coordinate: { lat: 42.94418, lon: -78.84103 } }, neighborhoods: [{ name: "Parkside" }] },
          description: { type: "single_family", beds: 4, baths_consolidated: "1.5", baths_full: 1, baths_half: 1, sqft: 1912, lot_sqft: 4356, year_built: 1915 },
          estimates: { current_values: [{ source: { name: "Collateral Analytics" }, estimate: 341200 }, { source: { name: "Quantarium" }, estimate: 318700 }] },
          source: { id: "NYBB", listing_id: "B1612480", agents: [{ agent_name: "Deanna Kowalczyk", office_name: "Elmwood Lake Realty" }] },
          tax_history: [{ year: 2025, tax: 6184, assessment: { total: 241000 } }],
        },
      },
    },
  },
};

export const HELD_OUT_19_WEST_US: ListingPage[] = [
  {
    name: "ho19-remax-house-calgary-evanston",
    site: "remax.ca",
    set: "held-out-19",
    traps: "a Calgary house on the newer Next.js layout: 'Residential' as the type with '2 Storey' style; '3 bath' with 2 full and 1 half; 'Lot Size 3,498 sqft'; the quadrant in the street ('Evanston Way NW'); an estimated payment; nearby listings with other prices in the data and on the page; the office's name only, RE/MAX head office in the footer",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/212-evanston-way-nw-wp_idm73000004-a2264918-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>212 Evanston Way NW, Calgary, AB T3P 0H8 | 3 Bed, 3 Bath House For Sale | $719,900 | RE/MAX</title>
<meta name="description" content="212 Evanston Way NW, Calgary, AB T3P 0H8 - 3 bed, 3 bath, 1,864 sqft house for sale at $719,900. MLS® A2264918.">
<link rel="canonical" href="https://www.remax.ca/ab/calgary-real-estate/212-evanston-way-nw-wp_idm73000004-a2264918-lst">
${nextData(remaxCalgary)}
</head><body>
<div id="__next">
<header class="header_root"><a href="/">RE/MAX</a><nav><a href="/ab/calgary-real-estate">Calgary Homes</a><a href="/find-an-agent">Find an Agent</a></nav></header>
<main class="listing-detail_root">
<div class="listing-summary_price">$719,900</div>
<h1 class="listing-address_root"><span class="listing-address_street">212 Evanston Way NW</span>, <span>Calgary, AB T3P 0H8</span></h1>
<div class="listing-summary_neighbourhood">Evanston</div>
<div class="listing-summary_stats"><span>3 bed</span><span>3 bath</span><span>1,864 sqft</span></div>
<section class="listing-details_root"><h2>Property Details</h2>
<dl><dt>MLS®</dt><dd>A2264918</dd><dt>Property Type</dt><dd>Residential</dd><dt>Style</dt><dd>2 Storey</dd><dt>Full Bathrooms</dt><dd>2</dd><dt>Half Bathrooms</dt><dd>1</dd><dt>Lot Size</dt><dd>3,498 sqft</dd><dt>Year Built</dt><dd>2014</dd><dt>Taxes</dt><dd>$4,288 (2026)</dd></dl></section>
<section class="listing-description"><p>Bright family home backing onto a green space in Evanston. Open main floor with a gas fireplace, bonus room up, unfinished basement ready for your ideas, double attached garage. Close to Stoney Trail and schools.</p></section>
<section class="mortgage_root"><h3>Estimated Payment</h3><p>$3,420/month</p></section>
<section class="agent-card_root"><p class="agent-card_name">Harjit Sandhu</p><p class="agent-card_title">REALTOR®</p><p class="agent-card_office">RE/MAX Realty Professionals</p></section>
<section class="nearby_root"><h3>Nearby Listings</h3><div class="card">$684,900 · 188 Evanston Way NW · 3 bed</div><div class="card">$799,000 · 51 Evansridge Park NW · 4 bed</div></section>
</main>
<footer class="footer_root"><p>© 2026 RE/MAX, LLC. Each office independently owned and operated. RE/MAX Canada, 1060 Manhattan Dr, Kelowna, BC.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 719900 },
      propertyKind: "house",
      street: "212 Evanston Way NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3P 0H8",
      neighbourhood: "Evanston",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1864,
      lot: { value: 3498, unit: "ft2" },
      yearBuilt: 2014,
      mlsNumber: "A2264918",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "RE/MAX Realty Professionals",
      geo: { lat: 51.17628, lng: -114.11472 },
    },
  },
  {
    name: "ho19-rew-house-suite-coquitlam",
    site: "rew.ca",
    set: "held-out-19",
    traps: "a Coquitlam house with a legal suite: the suite's rent ($2,100/mo) and the 2026 BC assessment beside the price; JSON-LD with the address and geo; 'Lot Size 4,520 sqft'; Burke Mountain as the sub-area; the agent and her brokerage; recently sold homes nearby",
    pageUrl: "https://www.rew.ca/properties/R3062511/3318-mason-ridge-place-coquitlam-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3318 Mason Ridge Place, Coquitlam, BC V3E 0L4 | R3062511 | REW</title>
<meta name="description" content="For sale: 3318 Mason Ridge Place, Coquitlam, BC - 5 bed, 4 bath, 3,112 sqft house. $1,789,000. MLS® R3062511.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3318 Mason Ridge Place", address: { "@type": "PostalAddress", streetAddress: "3318 Mason Ridge Place", addressLocality: "Coquitlam", addressRegion: "BC", postalCode: "V3E 0L4" }, geo: { "@type": "GeoCoordinates", latitude: 49.29704, longitude: -122.75018 }, floorSize: { "@type": "QuantitativeValue", value: 3112, unitCode: "FTK" } })}
</head><body>
<header class="header"><a href="/">REW</a><nav><a href="/properties/areas/coquitlam-bc">Coquitlam</a><a href="/sold">Sold</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<nav class="breadcrumb"><a href="/properties/areas/coquitlam-bc">Coquitlam</a> › <a href="/properties/areas/burke-mountain-coquitlam-bc">Burke Mountain</a> › 3318 Mason Ridge Place</nav>
<div class="listingheader-price">$1,789,000</div>
<h1 class="listingheader-address">3318 Mason Ridge Place</h1>
<div class="listingheader-area">Burke Mountain, Coquitlam, BC V3E 0L4</div>
<ul class="listingheader-details"><li>5 Bed</li><li>4 Bath</li><li>3,112 Sqft</li><li>Built 2016</li></ul>
<section class="listingdetails"><h2>Details</h2><table>
<tr><th>MLS®</th><td>R3062511</td></tr>
<tr><th>Property Type</th><td>House/Single Family</td></tr>
<tr><th>Lot Size</th><td>4,520 sqft</td></tr>
<tr><th>Year Built</th><td>2016</td></tr>
<tr><th>2026 Assessment</th><td>$1,702,000</td></tr>
<tr><th>Gross Taxes</th><td>$6,390 (2025)</td></tr>
</table></section>
<section class="description"><p>Three-level home on Burke Mountain with mountain views. Four bedrooms up plus a legal one-bedroom suite below (rented $2,100/mo, month to month). Radiant heat, A/C, double garage. Walk to Smiling Creek Elementary.</p></section>
<section class="agent"><p>Listed by <strong>Wendy Tsai</strong>, Tri-Cities Oak Realty Ltd.</p><p class="office-address">2748 Lougheed Highway, Port Coquitlam, BC</p></section>
<section class="recently-sold"><h3>Recently sold nearby</h3><div class="card">Sold $1,655,000 · 3290 Mason Ridge Place</div><div class="card">Sold $1,820,000 · 1458 Burke Crest Drive</div></section>
</main>
<footer><p>REW.ca is operated by Real Estate Wire Inc., Vancouver, BC. Listing data courtesy of the Greater Vancouver REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1789000 },
      propertyKind: "house",
      street: "3318 Mason Ridge Place",
      city: "Coquitlam",
      province: "BC",
      postalCode: "V3E 0L4",
      neighbourhood: "Burke Mountain",
      bedrooms: 5,
      bathrooms: 4,
      squareFootage: 3112,
      lot: { value: 4520, unit: "ft2" },
      yearBuilt: 2016,
      mlsNumber: "R3062511",
      listingAgentName: "Wendy Tsai",
      brokerageName: "Tri-Cities Oak Realty Ltd.",
      geo: { lat: 49.29704, lng: -122.75018 },
    },
  },
  {
    name: "ho19-point2homes-bungalow-edmonton",
    site: "point2homes.com",
    set: "held-out-19",
    traps: "an older Point2 layout for an Edmonton bungalow: the 'NW' quadrant in the street; '3 + 2' bedrooms; 'Lot Size 6,049 sqft'; the Sherwood neighbourhood; a 'Rent Estimate' and 'Price per sqft' beside the price; microdata geo; the listing office with its own Edmonton address; no JSON-LD",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/AB/Edmonton/Sherwood/9415-152-Street-NW/158233417.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>9415 152 Street NW, Edmonton, Alberta T5R 1M3 - 5 beds/2 baths - For Sale | Point2</title>
<meta name="description" content="Bungalow for sale at 9415 152 Street NW, Edmonton, AB. $489,000, 5 beds, 2 baths, 1,140 sqft. MLS® E4468215.">
<meta property="og:type" content="website">
</head><body>
<div class="header"><a href="/CA">Point2</a><ul class="nav"><li><a href="/CA/Real-Estate-Listings/AB/Edmonton.html">Edmonton</a></li><li><a href="/CA/Agents">Agents</a></li></ul></div>
<div class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/AB.html">Alberta</a> › <a href="/CA/Real-Estate-Listings/AB/Edmonton.html">Edmonton</a> › <a href="/CA/Real-Estate-Listings/AB/Edmonton/Sherwood.html">Sherwood</a></div>
<div id="details_info" class="details-page" itemscope itemtype="https://schema.org/SingleFamilyResidence">
<div class="address-container" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><h1><span itemprop="streetAddress">9415 152 Street NW</span>, <span itemprop="addressLocality">Edmonton</span>, <span itemprop="addressRegion">Alberta</span> <span itemprop="postalCode">T5R 1M3</span></h1></div>
<span itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="53.52873"><meta itemprop="longitude" content="-113.58491"></span>
<div class="price"><span class="green">$489,000</span> <small>CAD</small></div>
<div class="characteristics-cnt"><ul><li class="ic-beds"><strong>3 + 2</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,140</strong> Sqft</li><li class="ic-lotsize"><strong>6,049</strong> Sqft Lot</li></ul></div>
<div class="price-extra"><span>Price per sqft: $429</span> · <span>Rent Estimate: $2,300/mo</span></div>
<div class="details-charcs"><h3>Property Details</h3><dl>
<dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Bungalow</dd><dt>Neighbourhood</dt><dd>Sherwood</dd><dt>Year Built</dt><dd>1958</dd><dt>Lot Size</dt><dd>6,049 sqft</dd><dt>MLS® #</dt><dd>E4468215</dd><dt>Taxes</dt><dd>$3,544 / year</dd></dl></div>
<div class="description-text"><p>Solid 1958 bungalow on a tree-lined street in Sherwood, 3 bedrooms up and 2 more in the fully finished basement with a second bath. Oversized double detached garage, newer shingles and furnace. Walk to the Valley Line LRT and Meadowlark Health Centre.</p></div>
</div>
<div class="agent-info"><h3>Listing courtesy of</h3><div class="agent-name">Oksana Melnyk</div><div class="agent-company">Northgate Prairie Realty</div><div class="agent-address">10230 142 Street NW, Edmonton, AB T5N 3Y6</div></div>
<div class="similar-listings"><h3>Similar Homes</h3><div class="item">$459,900 · 9507 154 Street NW · 4 beds</div><div class="item">$515,000 · 15212 93 Avenue NW · 5 beds</div></div>
<div class="footer"><p>© 2026 Point2, a Yardi company. Listing data provided by the REALTORS® Association of Edmonton.</p></div>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "9415 152 Street NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5R 1M3",
      neighbourhood: "Sherwood",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1140,
      lot: { value: 6049, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "E4468215",
      listingAgentName: "Oksana Melnyk",
      brokerageName: "Northgate Prairie Realty",
      geo: { lat: 53.52873, lng: -113.58491 },
    },
  },
  {
    name: "ho19-zillow-house-bellingham-wa",
    site: "zillow.com",
    set: "held-out-19",
    traps: "a Bellingham, Washington house in USD: the Zestimate and Rent Zestimate beside the price; a 2015 sale in the price history; '0.11 Acres lot'; the data in a gdpClientCache string keyed by a query; NWMLS number and the agent and broker in the attribution line; the Sunnyland neighbourhood",
    pageUrl: "https://www.zillow.com/homedetails/2417-Iron-St-Bellingham-WA-98225/49218837_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2417 Iron St, Bellingham, WA 98225 | MLS #2418830 | Zillow</title>
<meta name="description" content="2417 Iron St, Bellingham, WA 98225 is a single-family home listed for-sale at $724,000. The 1,680 sq. ft. home is a 3 bed, 2.0 bath property.">
<meta property="og:title" content="2417 Iron St, Bellingham, WA 98225 | MLS #2418830 | Zillow">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify(zillowBellingham.gdpClientCache) } } } })}</script>
</head><body>
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a></nav></header>
<main>
<div data-testid="price"><span>$724,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span>3</span> beds <span>2</span> baths <span>1,680</span> sqft</div>
<h1>2417 Iron St, Bellingham, WA 98225</h1>
<div class="zestimate"><span>Zestimate®: $731,500</span> <span>Est. payment: $4,612/mo</span></div>
<ul class="home-facts"><li>Single Family Residence</li><li>Built in 1924</li><li>0.11 Acres lot</li><li>$431/sqft</li><li>Neighborhood: Sunnyland</li></ul>
<div data-testid="description"><p>Craftsman with a wide front porch in Sunnyland, a few blocks from Whatcom Creek trail. Original fir floors, updated kitchen, finished attic room, detached garage off the alley.</p></div>
<section><h2>Price history</h2><table><tr><td>11/12/2026</td><td>Listed for sale</td><td>$724,000</td></tr><tr><td>8/21/2015</td><td>Sold</td><td>$338,000</td></tr></table></section>
<section><h2>Rental value</h2><p>Rent Zestimate®: $3,150/mo</p></section>
<p class="attribution">Listed by: Marisol Ortega, Chuckanut Bay Realty. Source: NWMLS, MLS#: 2418830</p>
<section><h2>Nearby homes</h2><div class="card">$689,000 · 2301 Franklin St</div><div class="card">$812,500 · 1507 Humboldt St</div></section>
</main>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 36, Seattle, WA 98101</p></footer>
</body></html>`,
    expected: {
      price: { amount: 724000, currency: "USD" },
      propertyKind: "house",
      street: "2417 Iron St",
      city: "Bellingham",
      province: "WA",
      postalCode: "98225",
      neighbourhood: "Sunnyland",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1680,
      lot: { value: 0.11, unit: "acres" },
      yearBuilt: 1924,
      mlsNumber: "2418830",
      listingAgentName: "Marisol Ortega",
      brokerageName: "Chuckanut Bay Realty",
      geo: { lat: 48.76512, lng: -122.46638 },
    },
  },
  {
    name: "ho19-realtor-com-house-buffalo-ny",
    site: "realtor.com",
    set: "held-out-19",
    traps: "a Buffalo, New York house in USD: two estimates from different sources beside the price; the tax history's assessment; '1.5 bath' on the page with 1 full and 1 half in the details; '4,356 sqft lot'; the Parkside neighbourhood; the Buffalo board's 'B' MLS number; the agent and office in the listing-provider block",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/84-Crescent-Ave_Buffalo_NY_14214_M31728-04455",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Crescent Ave, Buffalo, NY 14214 - 4 beds/1.5 baths</title>
<meta name="description" content="View 30 photos for 84 Crescent Ave, Buffalo, NY 14214, a 4 bed, 1.5 bath, 1,912 Sq. Ft. single family home built in 1915 that was listed on Nov 6, 2026.">
${nextData(realtorComBuffalo)}
</head><body>
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Buffalo_NY">Buffalo Homes</a><a href="/mortgage">Mortgage</a></nav></header>
<main data-testid="ldp-main">
<div data-testid="list-price">$329,900</div>
<ul data-testid="property-meta"><li><span>4</span> bed</li><li><span>1.5</span> bath</li><li><span>1,912</span> sqft</li><li><span>4,356</span> sqft lot</li></ul>
<h1 data-testid="address">84 Crescent Ave, Buffalo, NY 14214</h1>
<div data-testid="neighborhood">Parkside</div>
<section data-testid="home-value"><h2>Estimated home value</h2><p>Collateral Analytics $341,200 · Quantarium $318,700</p></section>
<section data-testid="property-details"><h2>Property details</h2><ul><li>Single Family</li><li>Built in 1915</li><li>Full Bathrooms: 1</li><li>Half Bathrooms: 1</li><li>Lot size: 4,356 sqft</li></ul></section>
<section data-testid="tax-history"><h2>Property tax</h2><table><tr><td>2025</td><td>$6,184</td><td>Assessment $241,000</td></tr></table></section>
<div data-testid="description"><p>Parkside colonial two blocks from Delaware Park and the Buffalo Zoo. Leaded glass, pocket doors, natural woodwork, four bedrooms up, new boiler 2022. Walk to Hertel Avenue shops.</p></div>
<section data-testid="listing-provider"><p>Listed by Deanna Kowalczyk, Elmwood Lake Realty</p><p>Source: Buffalo Niagara Association of REALTORS®, MLS #B1612480</p></section>
<section data-testid="monthly-payment"><p>Estimated monthly payment $2,698</p></section>
<section data-testid="nearby-homes"><h2>Nearby homes</h2><div class="card">$289,000 · 112 Crescent Ave</div><div class="card">$374,900 · 31 Depew Ave</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329900, currency: "USD" },
      propertyKind: "house",
      street: "84 Crescent Ave",
      city: "Buffalo",
      province: "NY",
      postalCode: "14214",
      neighbourhood: "Parkside",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1912,
      lot: { value: 4356, unit: "ft2" },
      yearBuilt: 1915,
      mlsNumber: "B1612480",
      listingAgentName: "Deanna Kowalczyk",
      brokerageName: "Elmwood Lake Realty",
      geo: { lat: 42.94418, lng: -78.84103 },
    },
  },
];
