/**
 * Fourth held-out corpus, cross-border pages: a Point2 multi-family in the United States (US dollars stated only in
 * the page's data, units and rents), a Zillow condo for rent (the rent inside the gdpClientCache string under a rental
 * query, a deposit and the HOA fee beside it) and a realtor.com duplex (multi_family in a Redux state, consolidated
 * baths). Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran
 * on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const zillowRental = {
  zpid: 2084412345,
  price: 2195,
  currency: "USD",
  homeStatus: "FOR_RENT",
  bedrooms: 2,
  bathrooms: 1,
  livingArea: 940,
  homeType: "CONDO",
  yearBuilt: 1987,
  latitude: 44.47512,
  longitude: -73.21488,
  address: { streetAddress: "45 Lakeview Ter APT 3B", city: "Burlington", state: "VT", zipcode: "05401", neighborhood: "Old North End" },
  resoFacts: { bathroomsFull: 1, homeType: "Condominium", associationFee: "$310 monthly", securityDeposit: "$2,195", livingArea: "940 sqft" },
  rentZestimate: 2240,
  zestimate: 286500,
  lastSoldPrice: 241000,
  attributionInfo: { agentName: null, brokerName: null, attributionTitle: "Listed by property owner" },
  nearbyHomes: [{ zpid: 2084400011, price: 1875, address: { streetAddress: "12 Bradley St", city: "Burlington" } }],
};

export const HELD_OUT_4_ABROAD: ListingPage[] = [
  {
    name: "h4-point2homes-multifamily-buffalo",
    site: "point2homes.com",
    set: "held-out-4",
    traps: "a US multi-family on point2homes.com: '$329,000' with the currency only in JSON-LD and the /US/ path; '2 Units' with rents per unit; beds and baths totals for both units; lot in acres; price per sqft; 'Listed by' with agent and brokerage; the ZIP code",
    pageUrl: "https://www.point2homes.com/US/Multi-Family-For-Sale/NY/Buffalo/Black-Rock/218-Tonawanda-St/176543210.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>218 Tonawanda St, Buffalo, NY 14207 - Multi-Family For Sale | Point2</title>
<meta name="description" content="218 Tonawanda St, Buffalo, NY 14207 - 2 units, 4 beds, 2 baths, 2,340 sqft multi-family for sale. MLS# B1567890.">
${ld({ "@context": "http://schema.org", "@type": "Product", name: "218 Tonawanda St, Buffalo, NY 14207", offers: { "@type": "Offer", price: 329000, priceCurrency: "USD" } })}
</head><body>
<header><a href="/US">Point2 Homes</a><nav><a href="/US/Real-Estate-Listings/NY/Buffalo.html">Buffalo Real Estate</a></nav></header>
<div class="details-header">
<div class="price"><span class="price-value">$329,000</span></div>
<div class="address-container"><h1>218 Tonawanda St</h1><div class="address-sub">Black Rock, Buffalo, NY 14207</div></div>
<ul class="details-summary"><li><strong>4</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>2,340</strong> Sqft</li><li><strong>0.11</strong> ac Lot</li></ul>
</div>
<div class="characteristics">
<h2>Property Details</h2>
<dl><dt>Property Type</dt><dd>Multi-Family</dd></dl>
<dl><dt>Number of Units</dt><dd>2</dd></dl>
<dl><dt>Year Built</dt><dd>1920</dd></dl>
<dl><dt>Lot Size</dt><dd>0.11 ac</dd></dl>
<dl><dt>MLS#</dt><dd>B1567890</dd></dl>
<dl><dt>Price per Sqft</dt><dd>$141</dd></dl>
<dl><dt>Property Tax</dt><dd>$7,412</dd></dl>
</div>
<div class="units"><h2>Units</h2><table><tr><th>Unit</th><th>Beds</th><th>Baths</th><th>Rent</th></tr><tr><td>Lower</td><td>2</td><td>1</td><td>$1,150/mo</td></tr><tr><td>Upper</td><td>2</td><td>1</td><td>$1,225/mo</td></tr></table></div>
<div class="description"><h2>Description</h2><p>Up/down double in Black Rock, both units leased. Separate utilities, newer furnaces (2019), full basement, detached two-car garage. Close to the Niagara River and the 190.</p></div>
<div class="listed-by">Listed by: Jordan Pike, Hunt Real Estate Corporation</div>
<div class="similar"><h2>Similar Properties</h2><div class="item"><span>$289,900</span> 402 Amherst St, Buffalo, NY</div></div>
<footer><p>Point2 is a Yardi company. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329000, currency: "USD" },
      propertyKind: "plex",
      street: "218 Tonawanda St",
      city: "Buffalo",
      neighbourhood: "Black Rock",
      province: "NY", postalCode: "14207",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2340,
      lot: { value: 0.11, unit: "acres" },
      yearBuilt: 1920,
      mlsNumber: "B1567890",
      listingAgentName: "Jordan Pike",
      brokerageName: "Hunt Real Estate Corporation",
    },
  },
  {
    name: "h4-zillow-condo-rental-burlington",
    site: "zillow.com",
    set: "held-out-4",
    traps: "a rental: the rent inside the gdpClientCache string under a rental query ('$2,195/mo' on the page), with a Zestimate and a last sold price of the unit; a deposit equal to the rent; HOA fee; condo; listed by the property owner (no agent, no brokerage); unit in the street ('APT 3B')",
    pageUrl: "https://www.zillow.com/homedetails/45-Lakeview-Ter-APT-3B-Burlington-VT-05401/2084412345_zpid/",
    html: `<!doctype html><html lang="en"><head><title>45 Lakeview Ter APT 3B, Burlington, VT 05401 | Zillow</title>
<meta property="og:title" content="45 Lakeview Ter APT 3B, Burlington, VT 05401 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9f8e7d6c5b4a-p_h.jpg">
<meta name="description" content="45 Lakeview Ter APT 3B, Burlington, VT 05401 is a 2 bed, 1 bath condo for rent. $2,195/mo.">
${nextData({ props: { pageProps: { componentProps: { zpid: 2084412345, gdpClientCache: JSON.stringify({ [`NotForSaleShopperPlatformFullRenderQuery{"zpid":2084412345,"platform":"DESKTOP_WEB"}`]: { property: zillowRental } }) } } } })}
</head><body>
<div class="summary-container">
<div data-testid="price"><span>$2,195/mo</span></div>
<div data-testid="bed-bath-sqft"><span>2 bd</span><span>1 ba</span><span>940 sqft</span></div>
<h1>45 Lakeview Ter APT 3B, Burlington, VT 05401</h1>
</div>
<div data-testid="facts-and-features">
<h2>Facts &amp; features</h2>
<ul><li>Condo</li><li>Built in 1987</li><li>HOA: $310 monthly</li><li>Security deposit: $2,195</li><li>Available now</li></ul>
</div>
<div data-testid="zestimate">Rent Zestimate®: $2,240/mo · Zestimate®: $286,500</div>
<div data-testid="price-history"><h2>Price history</h2><table><tr><td>3/1/2025</td><td>Listed for rent</td><td>$2,195</td></tr><tr><td>8/14/2019</td><td>Sold</td><td>$241,000</td></tr></table></div>
<div data-testid="attribution">Listed by property owner</div>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces. Equal Housing Opportunity.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2195, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "45 Lakeview Ter APT 3B",
      city: "Burlington",
      neighbourhood: "Old North End",
      province: "VT", postalCode: "05401",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 940,
      yearBuilt: 1987,
      geo: { lat: 44.47512, lng: -73.21488 },
    },
  },
  {
    name: "h4-realtor-com-duplex-albany",
    site: "realtor.com",
    set: "held-out-4",
    traps: "a duplex: 'multi_family' in initialReduxState.propertyDetails; 'baths_consolidated' '2.5' with full 2 and half 1; lot in square feet; sold price history; estimates from three providers; the advertiser block with agent and office; a JSON-LD for the office (RealEstateAgent) with its own address",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/87-Elm-St_Albany_NY_12202_M41234-56789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>87 Elm St, Albany, NY 12202 - 4 beds/2.5 baths - realtor.com®</title>
<meta name="description" content="View 87 Elm St, Albany, NY 12202 multi-family home for sale. 4 beds, 2.5 baths, 2,112 sq ft. Listed for $274,900. MLS# 202531877.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Capital District Realty Group", address: { "@type": "PostalAddress", streetAddress: "500 New Scotland Ave", addressLocality: "Albany", addressRegion: "NY", postalCode: "12208" } })}
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "4123456789", listing_id: "2978123456", status: "for_sale", list_price: 274900, last_sold_price: 128000, description: { type: "multi_family", sub_type: "duplex", beds: 4, baths_consolidated: "2.5", baths_full: 2, baths_half: 1, sqft: 2112, lot_sqft: 3920, year_built: 1910, units: 2 }, location: { address: { line: "87 Elm St", city: "Albany", state_code: "NY", postal_code: "12202", coordinate: { lat: 42.64021, lon: -73.76244 } }, neighborhoods: [{ name: "South End" }] }, source: { id: "NYCAPMLS", listing_id: "202531877" }, advertisers: [{ type: "seller", name: "Dominic Russo", office: { name: "Capital District Realty Group" } }], estimates: { current_values: [{ source: { name: "Collateral Analytics" }, estimate: 262000 }, { source: { name: "Quantarium" }, estimate: 281400 }, { source: { name: "CoreLogic" }, estimate: 270150 }] }, property_history: [{ date: "2012-05-30", event_name: "Sold", price: 128000 }] } } } } })}
</head><body>
<div id="__next">
<div data-testid="list-price">$274,900</div>
<div data-testid="address"><h1>87 Elm St</h1><span>Albany, NY 12202</span></div>
<ul data-testid="property-meta"><li>4 bed</li><li>2.5 bath</li><li>2,112 sqft</li><li>3,920 sqft lot</li></ul>
<section data-testid="property-details"><h2>Property details</h2><ul><li>Property type: Multi-family</li><li>Units: 2</li><li>Year built: 1910</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li></ul></section>
<section data-testid="estimates"><h2>Home value</h2><div>Collateral Analytics $262,000</div><div>Quantarium $281,400</div><div>CoreLogic $270,150</div></section>
<section data-testid="price-history"><h2>Property history</h2><table><tr><td>05/30/2012</td><td>Sold</td><td>$128,000</td></tr></table></section>
<div data-testid="listing-provider">Listed by Dominic Russo · Capital District Realty Group · Capital Region MLS · MLS 202531877</div>
</div>
<footer>realtor.com® is the official site of the National Association of REALTORS®. Brokerage services are not provided by Move, Inc.</footer>
</body></html>`,
    expected: {
      price: { amount: 274900, currency: "USD" },
      propertyKind: "plex",
      street: "87 Elm St",
      city: "Albany",
      neighbourhood: "South End",
      province: "NY", postalCode: "12202",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2112,
      lot: { value: 3920, unit: "ft2" },
      yearBuilt: 1910,
      mlsNumber: "202531877",
      listingAgentName: "Dominic Russo",
      brokerageName: "Capital District Realty Group",
      geo: { lat: 42.64021, lng: -73.76244 },
    },
  },
];
