/**
 * Seventeenth held-out corpus, the Prairies, Northern BC, Ontario and the United States: a realtor.ca grain farm in a
 * Saskatchewan rural municipality, a HouseSigma sold house in Cochrane (Alberta), a RE/MAX mobile home in a park in Fort
 * St. John, a REW recreational cabin on a lake near Burns Lake, a condos.ca pre-construction project in Ottawa with a
 * price range, a Zillow triplex in Lewiston (Maine) and a realtor.com house in Bismarck (North Dakota).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const realtorCaFarm = {
  Id: "28311907", MlsNumber: "SK019284",
  PublicRemarks: "One full section (4 quarters) of Class G/H grain land in a block, about 590 cultivated acres, the rest yard site, sloughs and pasture. 1978 bungalow with 3 bedrooms up and a fourth in the basement, 2 baths, 40 x 60 Quonset, 2 hopper bins (5,000 bu each), well and dugout. Land rented for 2026 at $62 per cultivated acre; assessment $1,084,300. 20 minutes to Rosetown.",
  Building: { BathroomTotal: "2", Bedrooms: "3 + 1", BedroomsAboveGround: "3", BedroomsBelowGround: "1", SizeInterior: "1456 sqft", Type: "House", ConstructedDate: "1978" },
  Land: { SizeTotal: "640 ac", SizeTotalText: "640 ac" },
  Property: {
    Price: "$1,295,000", PriceUnformattedValue: "1295000", Type: "Agriculture", OwnershipType: "Freehold",
    Address: { AddressText: "Rural Address|Rosetown Rm No. 288, Saskatchewan S0L 2V0", Longitude: "-107.83914", Latitude: "51.62188" },
  },
  Individual: [{ IndividualID: 2093318, Name: "Curtis Hamre", Position: "Salesperson", Organization: { Name: "Prairie Acres Realty Inc.", Address: { AddressText: "115 Main Street|Rosetown, Saskatchewan S0L 2V0" } } }],
};

const sigmaSoldCochrane = {
  listing: {
    id_listing: "Kx2Pr7wQ", ml_num: "A2251873", list_status: { public: "Sold", live: 0, status: "Sld" }, price: "624,900", price_int: 624900, price_sold: "612,000", price_sold_int: 612000,
    date_start: "2026-09-12", date_end: "2026-10-03", address: "217 Sunset Heights", municipality: "Cochrane", community: "Sunset Ridge", province: "AB", postal_code: "T4C 0K8",
    house_type_name: "Detached", house_style: "2 Storey", bedroom_string: "3", washroom: 3, washroom_full: 2, washroom_half: 1, house_area: { area: "1,862", unit: "feet" }, land: { area: 4284, unit: "sqft" },
    year_built: 2015, map: { lat: 51.20381, lon: -114.49216 }, brokerage_text: "Bow Valley Home Realty",
  },
  analytics: { estimate_price: 618000, estimate_rent: 2750 },
  history: [{ date_start: "2015-06-01", date_end: "2015-07-11", price: 459900, status: "Sold", sold_price: 452000, ml_num: "C4011288" }],
};

const remaxMobile = {
  props: {
    pageProps: {
      listing: {
        mlsNum: "R3071245", listPrice: 129900, status: "Active", address: { streetNumber: "10224", streetName: "92 Street", unitNumber: "42", city: "Fort St. John", province: "BC", postalCode: "V1J 6R2" },
        propertyType: "Manufactured Home/Mobile", ownershipType: "Leasehold (Pad Rental)", beds: 3, baths: 2, fullBaths: 2, sqFt: 1216, yearBuilt: 1997, padRent: 525,
        lat: 56.25694, lng: -120.83631, agents: [{ name: "Kelsey Dufresne", title: "REALTOR®", office: "RE/MAX Peace Country Realty" }],
      },
    },
  },
};

const condosCaProject = {
  props: {
    pageProps: {
      project: {
        name: "Lumen on Preston", developer: "Carlingwood Urban Developments", address: "505 Preston Street", city: "Ottawa", neighbourhood: "Little Italy", status: "Pre-Construction",
        priceFrom: 429900, priceTo: 1189000, pricePerSqftFrom: 889, suiteSizeFrom: 410, suiteSizeTo: 1340, storeys: 24, suites: 312, occupancy: "2029", lat: 45.39964, lng: -75.71171,
        deposit: ["$5,000 on signing", "5% in 30 days", "5% in 120 days", "5% on occupancy"],
      },
    },
  },
};

const zillowTriplex = {
  zpid: 57381244, homeStatus: "FOR_SALE", homeType: "MULTI_FAMILY", price: 349000, currency: "USD", streetAddress: "146 Bartlett St", city: "Lewiston", state: "ME", zipcode: "04240",
  bedrooms: 6, bathrooms: 3, livingArea: 3420, livingAreaUnits: "Square Feet", lotAreaValue: 5227, lotAreaUnits: "Square Feet", yearBuilt: 1910, latitude: 44.09613, longitude: -70.21487,
  zestimate: 356200, rentZestimate: 3900, resoFacts: { numberOfUnitsTotal: 3, bathroomsFull: 3, homeType: "MultiFamily" },
  attributionInfo: { agentName: "Rachel Thibault", brokerName: "Androscoggin Valley Realty", mlsId: "1642087", mlsName: "Maine Listings" },
};

const realtorComBismarck = {
  property_id: "8824613095", listing_id: "2984471102", list_price: 389900, status: "for_sale",
  location: { address: { line: "3408 Manchester St", city: "Bismarck", state_code: "ND", postal_code: "58503", coordinate: { lat: 46.84327, lon: -100.77158 } } },
  description: { type: "single_family", beds: 4, baths: 3, baths_full: 2, baths_half: 1, sqft: 2380, lot_sqft: 11326, year_built: 2006 },
  source: { id: "NDBM", listing_id: "4018823", agents: [{ agent_name: "Tanner Voigt", office_name: "Missouri Slope Realty" }] },
};

export const HELD_OUT_17_WEST: ListingPage[] = [
  {
    name: "ho17-realtor-ca-farm-rosetown-rm",
    site: "realtor.ca",
    set: "held-out-17",
    traps: "a grain farm with a house: 'Property Type Agriculture'; 'Rural Address' in place of a street and the rural municipality as the place ('Rosetown Rm No. 288'), the town of Rosetown in the office address and the description; 'Land Size 640 ac'; '3 + 1' bedrooms; rent per cultivated acre, assessment and bin capacities as other figures; the SK board's MLS® number",
    pageUrl: "https://www.realtor.ca/real-estate/28311907/rural-address-rosetown-rm-no-288",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Rural Address, Rosetown Rm No. 288, Saskatchewan S0L2V0 - SK019284 | REALTOR.ca</title>
<meta name="description" content="Rural Address, Rosetown Rm No. 288, Saskatchewan - $1,295,000 - 3 + 1 bedrooms, 2 bathrooms - Agriculture for sale.">
<meta property="og:image" content="https://cdn.realtor.ca/listing/TS638672211/reb96/highres/4/sk019284_1.jpg">
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({"event":"listingView","listingId":"28311907","price":1295000,"propertyType":"Agriculture","province":"Saskatchewan"});</script>
<script>window.listingDetails = ${JSON.stringify(realtorCaFarm)};</script>
</head><body>
<div id="cookieBanner" class="cookieNotice">REALTOR.ca uses cookies to improve your experience. <button>Accept</button></div>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/fr/">Français</a></nav></header>
<main id="listingDetailsCon">
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$1,295,000</div></div>
<h1 id="listingAddress" class="listingAddress">Rural Address<br><span class="listingAddressCity">Rosetown Rm No. 288, Saskatchewan S0L2V0</span></h1>
<div id="listingMLSNum">MLS® Number: SK019284</div>
<div id="listingIconNum"><div class="listingIconNum"><span>3 + 1</span> Bedrooms</div><div class="listingIconNum"><span>2</span> Bathrooms</div><div class="listingIconNum"><span>1456</span> sqft</div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>${realtorCaFarm.PublicRemarks}</p></div>
<div id="propertyDetailsSectionContentSubCon_Building">
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Property Type</span><span class="propertyDetailsSectionContentValue">Agriculture</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">House</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Farm Type</span><span class="propertyDetailsSectionContentValue">Farm</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Land Size</span><span class="propertyDetailsSectionContentValue">640 ac</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Built in</span><span class="propertyDetailsSectionContentValue">1978</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$4,870</span></div>
</div>
<div id="listingAgentCon"><div class="realtorCardName">Curtis Hamre</div><div class="realtorCardTitle">Salesperson</div>
<div class="officeCardName">Prairie Acres Realty Inc.</div><div class="officeCardAddress">115 Main Street, Rosetown, Saskatchewan S0L 2V0</div><div class="officeCardPhone">306-555-0129</div></div>
<section id="mortgageCalc"><h2>Mortgage Calculator</h2><p>Monthly payment: <strong>$6,028</strong></p></section>
</main>
<footer id="footer"><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1295000 },
      propertyKind: "farm",
      city: "Rosetown Rm No. 288",
      province: "SK",
      postalCode: "S0L 2V0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1456,
      lot: { value: 640, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "SK019284",
      listingAgentName: "Curtis Hamre",
      brokerageName: "Prairie Acres Realty Inc.",
      geo: { lat: 51.62188, lng: -107.83914 },
    },
  },
  {
    name: "ho17-housesigma-sold-cochrane-ab",
    site: "housesigma.com",
    set: "held-out-17",
    traps: "a sold listing in Alberta sold under its list price: 'Sold $612,000' in large type above 'Listed $624,900' (the list price is the listing's price); 'Sold in 21 days, 97.9% of list'; a SigmaEstimate between them; '2 full, 1 half' baths; 'Lot Size 4,284 sqft'; an earlier sale with its own Calgary board number in the history",
    pageUrl: "https://housesigma.com/ab/cochrane-real-estate/217-sunset-heights/home/Kx2Pr7wQ/?id_listing=Kx2Pr7wQ",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>217 Sunset Heights, Cochrane — Sold $612,000 — A2251873 | HouseSigma</title>
<meta name="description" content="Sold: 217 Sunset Heights, Cochrane, AB T4C 0K8. Detached, 3 bedrooms, 3 bathrooms. Listed $624,900, sold $612,000.">
<script>window.__NUXT__ = ${JSON.stringify({ data: [sigmaSoldCochrane] })};</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/ab/map/">Map Search</a><a href="/ab/market/">Market Trends</a><a href="/agents/">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<div class="status-tag sold">Sold</div>
<h1 class="address">217 Sunset Heights</h1>
<p class="municipality">Cochrane - Sunset Ridge, AB T4C 0K8</p>
<div class="price-block">
<div class="price sold-price"><span class="label">Sold</span> $612,000</div>
<div class="sigma-estimate"><span>SigmaEstimate</span> $618,000 <small>Rental estimate $2,750/mo</small></div>
<div class="price list-price"><span class="label">Listed</span> $624,900</div>
<div class="days">Sold in 21 days · 97.9% of list · Oct 3, 2026</div>
</div>
<ul class="key-facts">
<li><span class="name">Bedrooms</span><span class="value">3</span></li>
<li><span class="name">Bathrooms</span><span class="value">3 (2 full, 1 half)</span></li>
<li><span class="name">Type</span><span class="value">Detached, 2 Storey</span></li>
<li><span class="name">Size</span><span class="value">1,862 feet²</span></li>
<li><span class="name">Lot Size</span><span class="value">4,284 sqft</span></li>
<li><span class="name">Year Built</span><span class="value">2015</span></li>
<li><span class="name">Listing #</span><span class="value">A2251873</span></li>
<li><span class="name">Community</span><span class="value">Sunset Ridge</span></li>
</ul>
<section class="listing-history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Status</th><th>Price</th><th>Listing #</th></tr>
<tr><td>2026-09-12 – 2026-10-03</td><td>Sold $612,000</td><td>$624,900</td><td>A2251873</td></tr>
<tr><td>2015-06-01 – 2015-07-11</td><td>Sold $452,000</td><td>$459,900</td><td>C4011288</td></tr></table>
</section>
<div class="brokerage">Listing provided by Bow Valley Home Realty</div>
<section class="nearby"><h2>Sold nearby</h2>
<div class="card"><span class="price">Sold $598,500</span> 41 Sunset Park, Cochrane</div>
<div class="card"><span class="price">Sold $655,000</span> 9 Sunrise Crescent, Cochrane</div>
</section>
</main>
<footer><p>HouseSigma Inc., Brokerage. Data provided by the Calgary Real Estate Board (CREB®). Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 624900 },
      propertyKind: "house",
      street: "217 Sunset Heights",
      city: "Cochrane",
      province: "AB",
      postalCode: "T4C 0K8",
      neighbourhood: "Sunset Ridge",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1862,
      lot: { value: 4284, unit: "ft2" },
      yearBuilt: 2015,
      mlsNumber: "A2251873",
      brokerageName: "Bow Valley Home Realty",
      geo: { lat: 51.20381, lng: -114.49216 },
    },
  },
  {
    name: "ho17-remax-mobile-home-park-fort-st-john",
    site: "remax.ca",
    set: "held-out-17",
    traps: "a mobile home in a park: 'Manufactured Home/Mobile' with 'Leasehold (Pad Rental)'; the pad number before the park's address ('42-10224 92 Street'); 'Pad rent $525/month' in the price's format; no lot; the northern board's 'R' MLS® number; a mortgage estimate; other RE/MAX listings nearby",
    pageUrl: "https://www.remax.ca/bc/fort-st-john-real-estate/42-10224-92-street-wp_id318846211-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42-10224 92 Street, Fort St. John, BC V1J 6R2 | For Sale | RE/MAX Canada</title>
<meta name="description" content="Manufactured Home/Mobile for sale at 42-10224 92 Street, Fort St. John, BC - $129,900, 3 beds, 2 baths. MLS® R3071245.">
<meta property="og:image" content="https://assets.remax.ca/listings/r3071245/1.jpg">
</head><body>
<div id="__next">
<header class="header"><a href="/">RE/MAX</a><nav><a href="/bc/fort-st-john-real-estate">Fort St. John</a><a href="/find-an-agent">Find an Agent</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<div class="listing-price" data-cy="listing-price">$129,900</div>
<h1 class="listing-address"><span class="street">42-10224 92 Street</span>, <span class="city">Fort St. John</span>, <span class="prov">BC</span> <span class="postal">V1J 6R2</span></h1>
<ul class="listing-stats"><li><b>3</b> Beds</li><li><b>2</b> Baths</li><li><b>1,216</b> Sqft</li></ul>
</div>
<section class="description"><h2>About this home</h2><p>Well-kept 16 x 76 double-wide in Northern Lights Estates, a family park close to the hospital and schools. Three bedrooms, two full bathrooms (ensuite with soaker tub), new vinyl plank flooring, covered deck and a 10 x 12 shed. Pad rent $525/month includes water and sewer; park approval required.</p></section>
<section class="details"><h2>Property Details</h2>
<div class="detail-row"><span class="label">Property Type</span><span class="value">Manufactured Home/Mobile</span></div>
<div class="detail-row"><span class="label">Ownership</span><span class="value">Leasehold (Pad Rental)</span></div>
<div class="detail-row"><span class="label">Pad Rent</span><span class="value">$525/month</span></div>
<div class="detail-row"><span class="label">Year Built</span><span class="value">1997</span></div>
<div class="detail-row"><span class="label">Full Bathrooms</span><span class="value">2</span></div>
<div class="detail-row"><span class="label">MLS®</span><span class="value">R3071245</span></div>
<div class="detail-row"><span class="label">Taxes</span><span class="value">$689 (2026)</span></div>
</section>
<section class="mortgage"><h2>Mortgage Calculator</h2><p>Estimated monthly payment <strong>$612</strong> with 20% down</p></section>
<aside class="agent-card"><div class="agent-name">Kelsey Dufresne</div><div class="agent-title">REALTOR®</div><div class="office">RE/MAX Peace Country Realty</div><div class="office-address">9820 100 Avenue, Fort St. John, BC V1J 1Y4</div></aside>
<section class="similar"><h2>Similar listings</h2>
<div class="listing-card"><div class="price">$94,500</div><div class="address">17-9203 82 Street, Fort St. John, BC</div></div>
<div class="listing-card"><div class="price">$179,000</div><div class="address">8-11204 Alaska Road, Fort St. John, BC</div></div>
</section>
</main>
<footer><p>RE/MAX Canada. Each office independently owned and operated. The listing data is provided by the BC Northern Real Estate Board.</p></footer>
</div>
${nextData(remaxMobile)}
</body></html>`,
    expected: {
      price: { amount: 129900 },
      propertyKind: "mobile",
      street: "42-10224 92 Street",
      city: "Fort St. John",
      province: "BC",
      postalCode: "V1J 6R2",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1216,
      yearBuilt: 1997,
      mlsNumber: "R3071245",
      listingAgentName: "Kelsey Dufresne",
      brokerageName: "RE/MAX Peace Country Realty",
      geo: { lat: 56.25694, lng: -120.83631 },
    },
  },
  {
    name: "ho17-rew-recreational-cabin-burns-lake",
    site: "rew.ca",
    set: "held-out-17",
    traps: "a recreational cabin on a lake in the Lakes District: 'Property Type Recreational' with 'Style Cabin'; 'Area Burns Lake (Zone 55)' and 'Sub-Area Burns Lake - Rural' (no neighbourhood); 'Lot Size 2.15 Acres' beside '210 ft of lakefront'; 'Seasonal road access' and off-grid solar; gross taxes with the year; the northern board's 'R' number; a 'Primary Agent' card; REW's mortgage estimate and nearby listings",
    pageUrl: "https://www.rew.ca/properties/R3068814/48120-colleymount-road-burns-lake-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48120 Colleymount Road, Burns Lake, BC V0J 1E0 - R3068814 | REW</title>
<meta name="description" content="Recreational cabin for sale: 48120 Colleymount Road, Burns Lake, BC. $329,000. 2 bed, 1 bath, 920 sqft, 2.15 acres. MLS® R3068814.">
<meta property="og:title" content="48120 Colleymount Road, Burns Lake - $329,000">
<meta property="og:latitude" content="54.07218"><meta property="og:longitude" content="-125.91347">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "48120 Colleymount Road", offers: { "@type": "Offer", price: "329000", priceCurrency: "CAD" } })}
</head><body>
<header class="header"><a href="/">REW</a><nav><a href="/properties/areas/burns-lake-bc">Burns Lake</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<div class="listingheader-price">$329,000</div>
<h1 class="listingheader-address">48120 Colleymount Road</h1>
<div class="listingheader-city">Burns Lake, BC V0J 1E0</div>
<ul class="listingheader-details"><li>2 Bed</li><li>1 Bath</li><li>920 Sqft</li><li>2.15 Acres</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2><p>Three-season log cabin on the south shore of François Lake with 210 ft of gently sloping lakefront, a dock and a boat launch. Two bedrooms, one bathroom, wood stove, propane range and fridge, 3 kW off-grid solar with battery bank. Road access is seasonal (not ploughed past the Colleymount junction). Sold furnished, boats negotiable.</p></section>
<section class="listingdetails"><h2>Details</h2>
<table>
<tr><th>Property Type</th><td>Recreational</td></tr>
<tr><th>Type of Dwelling</th><td>House/Single Family</td></tr>
<tr><th>Style</th><td>Cabin</td></tr>
<tr><th>Title</th><td>Freehold NonStrata</td></tr>
<tr><th>Area</th><td>Burns Lake (Zone 55)</td></tr>
<tr><th>Sub-Area</th><td>Burns Lake - Rural</td></tr>
<tr><th>Lot Size</th><td>2.15 Acres</td></tr>
<tr><th>Frontage</th><td>210 ft</td></tr>
<tr><th>Year Built</th><td>1984</td></tr>
<tr><th>Gross Taxes</th><td>$1,412 (2026)</td></tr>
<tr><th>MLS® #</th><td>R3068814</td></tr>
</table>
</section>
<section class="listingagent"><h3>Primary Agent</h3><div class="agent-name">Lorne Fehr</div><div class="agent-brokerage">Lakes District Realty Ltd.</div><div class="agent-address">140 Third Avenue, Burns Lake, BC V0J 1E0</div></section>
<section class="mortgage"><h3>Mortgage</h3><p>Est. $1,592/mo</p></section>
<section class="nearby"><h2>Nearby listings</h2>
<div class="displaycard"><div class="displaycard-price">$189,000</div><div class="displaycard-address">Lot 3 Keefes Landing Road, Burns Lake</div></div>
<div class="displaycard"><div class="displaycard-price">$548,000</div><div class="displaycard-address">6635 Francois Lake Drive, Fraser Lake</div></div>
</section>
</main>
<footer><p>REW.ca · Real Estate Wire. This representation is based in whole or in part on data generated by the BC Northern Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329000 },
      propertyKind: "house",
      street: "48120 Colleymount Road",
      city: "Burns Lake",
      province: "BC",
      postalCode: "V0J 1E0",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 920,
      lot: { value: 2.15, unit: "acres" },
      yearBuilt: 1984,
      mlsNumber: "R3068814",
      listingAgentName: "Lorne Fehr",
      brokerageName: "Lakes District Realty Ltd.",
      geo: { lat: 54.07218, lng: -125.91347 },
    },
  },
  {
    name: "ho17-condos-ca-preconstruction-ottawa",
    site: "condos.ca",
    set: "held-out-17",
    traps: "a pre-construction project page: 'From $429,900 to $1,189,000' and 'From $889/sq.ft.'; suites 'Studio – 3 Bed' and '410 – 1,340 sq.ft.' (ranges for the project, no one unit's rooms or size); 'Est. Occupancy 2029' (not a year built); 24 storeys and 312 suites as other numbers; the deposit structure in dollars and percents; the developer and a sales-centre address on Carling Avenue; no agent, no MLS®; the site's own brokerage in the footer",
    pageUrl: "https://condos.ca/ottawa/lumen-on-preston-505-preston-st",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lumen on Preston | 505 Preston St, Ottawa | Pre-Construction Condos | Condos.ca</title>
<meta name="description" content="Lumen on Preston by Carlingwood Urban Developments, a pre-construction condo at 505 Preston St in Little Italy, Ottawa. Prices from $429,900 to $1,189,000.">
<meta property="og:title" content="Lumen on Preston - Pre-Construction Condos in Little Italy, Ottawa">
</head><body>
<div id="__next">
<header class="styles__Header-sc-1k2"><a href="/">Condos.ca</a><nav><a href="/ottawa/condos-for-sale">Buy</a><a href="/ottawa/condos-for-rent">Rent</a><a href="/pre-construction">Pre-Construction</a></nav></header>
<nav class="styles__Breadcrumbs-sc-9f2"><a href="/ottawa">Ottawa</a> › <a href="/ottawa/little-italy">Little Italy</a> › <span>Lumen on Preston</span></nav>
<main>
<section class="styles__ProjectHeader-sc-7a1">
<span class="styles__Badge-sc-2c4">Pre-Construction · Selling Now</span>
<h1>Lumen on Preston</h1>
<div class="styles__Address-sc-4e0">505 Preston St, <a href="/ottawa/little-italy">Little Italy</a>, Ottawa</div>
<div class="styles__PriceRange-sc-0b3">From $429,900 to $1,189,000</div>
<div class="styles__PricePerSqft-sc-5d9">From $889/sq.ft.</div>
</section>
<section class="styles__ProjectFacts-sc-8c1"><h2>Project details</h2>
<dl><dt>Developer</dt><dd>Carlingwood Urban Developments</dd></dl>
<dl><dt>Suites</dt><dd>Studio – 3 Bed</dd></dl>
<dl><dt>Suite sizes</dt><dd>410 – 1,340 sq.ft.</dd></dl>
<dl><dt>Storeys</dt><dd>24</dd></dl>
<dl><dt>Total suites</dt><dd>312</dd></dl>
<dl><dt>Est. Occupancy</dt><dd>2029</dd></dl>
<dl><dt>Maintenance fees</dt><dd>Est. $0.62/sq.ft./month</dd></dl>
</section>
<section class="styles__Deposit-sc-1e7"><h2>Deposit structure</h2><ul><li>$5,000 on signing</li><li>5% in 30 days</li><li>5% in 120 days</li><li>5% on occupancy</li></ul></section>
<section class="styles__Description-sc-3d1"><h2>About Lumen on Preston</h2><p>A 24-storey glass tower at Preston and Carling, steps from the O-Train's Carling station and Dow's Lake. Amenities include a rooftop terrace, co-working lounge, fitness centre and bike repair room. Register for floor plans and VIP pricing.</p></section>
<section class="styles__SalesCentre-sc-6b2"><h3>Sales centre</h3><p>901 Carling Avenue, Ottawa · Open Sat–Sun 12–5 pm</p></section>
<section class="styles__Nearby-sc-2f0"><h2>Other pre-construction nearby</h2>
<div class="card"><b>The Dow</b> · 280 Carling Ave · From $519,900</div>
<div class="card"><b>Bayview Yards Residences</b> · 10 Bayview Station Rd · From $399,000</div>
</section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage, 5 Brisbane Road, Toronto, ON M3J 2J8. Pre-construction pricing and availability are subject to change without notice.</p></footer>
</div>
${nextData(condosCaProject)}
</body></html>`,
    expected: {
      price: { amount: 429900 },
      propertyKind: "condo",
      street: "505 Preston St",
      city: "Ottawa",
      province: "ON",
      neighbourhood: "Little Italy",
      geo: { lat: 45.39964, lng: -75.71171 },
    },
  },
  {
    name: "ho17-zillow-triplex-lewiston-me",
    site: "zillow.com",
    set: "held-out-17",
    traps: "a triplex in Maine: `homeType` MULTI_FAMILY with `numberOfUnitsTotal` 3; the combined six bedrooms and three bathrooms of all units; each unit's rent in the description; `lotAreaValue` 5227 in square feet; Zestimate and rent Zestimate; a 1998 sale in the price history; 'Listed by' agent and brokerage; 'Source: Maine Listings, MLS#: 1642087'; nearby homes with their prices",
    pageUrl: "https://www.zillow.com/homedetails/146-Bartlett-St-Lewiston-ME-04240/57381244_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>146 Bartlett St, Lewiston, ME 04240 | MLS #1642087 | Zillow</title>
<meta name="description" content="146 Bartlett St, Lewiston, ME 04240 is a multi-family home listed for-sale at $349,000. The 3,420 sq. ft. home is a 6 bed, 3.0 bath property. View more property details, sales history, and Zestimate data on Zillow.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/5f1a2e7c0d4b-cc_ft_1536.jpg">
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Get a mortgage</a></nav></header>
<main>
<div data-testid="price"><span>$349,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span><strong>6</strong> beds</span><span><strong>3</strong> baths</span><span><strong>3,420</strong> sqft</span></div>
<h1>146 Bartlett St, Lewiston, ME 04240</h1>
<div data-testid="zestimate-text">Zestimate®: $356,200 · Rent Zestimate®: $3,900/mo</div>
<ul data-testid="at-a-glance"><li>MultiFamily</li><li>Built in 1910</li><li>5,227 sqft lot</li><li>3 units</li><li>$102/sqft</li></ul>
<article data-testid="description"><p>Classic Lewiston triplex two blocks from Kennedy Park, fully rented: first floor 2 bed at $1,150, second floor 2 bed at $1,200, third floor 2 bed at $1,075 (tenants pay heat and electric). Separate boilers and meters, vinyl siding, off-street parking for 4. Great owner-occupant or investor opportunity.</p></article>
<section data-testid="facts-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 6</li><li>Bathrooms: 3</li><li>Full bathrooms: 3</li></ul>
<h3>Property</h3><ul><li>Home type: MultiFamily</li><li>Total number of units: 3</li><li>Lot size: 5,227 sqft</li><li>Year built: 1910</li><li>Annual tax amount: $4,318</li></ul>
</section>
<section data-testid="price-history"><h3>Price history</h3><table><tr><td>11/12/2026</td><td>Listed for sale</td><td>$349,000</td></tr><tr><td>6/30/1998</td><td>Sold</td><td>$68,500</td></tr></table></section>
<div data-testid="attribution-LISTING_AGENT">Listed by: Rachel Thibault 207-555-0114, Androscoggin Valley Realty</div>
<div data-testid="attribution-MLS">Source: Maine Listings, MLS#: 1642087</div>
<section data-testid="nearby-homes"><h2>Nearby homes</h2>
<div class="property-card"><span data-test="property-card-price">$289,900</span> <address>58 Pierce St, Lewiston, ME 04240</address></div>
<div class="property-card"><span data-test="property-card-price">$415,000</span> <address>211 Blake St, Lewiston, ME 04240</address></div>
</section>
</main>
<footer><p>Zillow Group is committed to ensuring digital accessibility. © 2006-2026 Zillow, 1301 Second Avenue, Floor 31, Seattle, WA 98101.</p></footer>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":57381244}": { property: zillowTriplex } }) } } } })}
</body></html>`,
    expected: {
      price: { amount: 349000, currency: "USD" },
      propertyKind: "plex",
      street: "146 Bartlett St",
      city: "Lewiston",
      province: "ME",
      postalCode: "04240",
      bedrooms: 6,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 3420,
      lot: { value: 5227, unit: "ft2" },
      yearBuilt: 1910,
      mlsNumber: "1642087",
      listingAgentName: "Rachel Thibault",
      brokerageName: "Androscoggin Valley Realty",
      geo: { lat: 44.09613, lng: -70.21487 },
    },
  },
  {
    name: "ho17-realtor-com-similar-homes-bismarck",
    site: "realtor.com",
    set: "held-out-17",
    traps: "a house in Bismarck with a 'Similar homes' carousel of four cards (prices, beds and addresses in Bismarck and Mandan) placed between the price and the facts; '2.5 bath' with `baths` 3, `baths_full` 2 and `baths_half` 1 in the JSON; '0.26 acre lot' on the page and `lot_sqft` 11326 in the JSON; a monthly payment; a 2011 sale in the history; the board's MLS number in `source.listing_id`",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/3408-Manchester-St_Bismarck_ND_58503_M88246-13095",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3408 Manchester St, Bismarck, ND 58503 - 4 beds/2.5 baths | realtor.com®</title>
<meta name="description" content="3408 Manchester St, Bismarck, ND 58503 is a single-family home for sale listed at $389,900. 4 beds, 2.5 baths, 2,380 sqft.">
</head><body>
<div id="__next">
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Bismarck_ND">Buy</a><a href="/apartments/Bismarck_ND">Rent</a><a href="/mortgage">Mortgage</a></nav></header>
<main data-testid="ldp-main">
<div data-testid="list-price">$389,900</div>
<h1 data-testid="address">3408 Manchester St, Bismarck, ND 58503</h1>
<ul data-testid="property-meta"><li><span>4</span> bed</li><li><span>2.5</span> bath</li><li><span>2,380</span> sqft</li><li><span>0.26</span> acre lot</li></ul>
<section data-testid="similar-homes"><h2>Similar homes</h2>
<div data-testid="card"><div data-testid="card-price">$374,500</div><div data-testid="card-meta">4 bed · 3 bath · 2,210 sqft</div><div data-testid="card-address">1215 Cottonwood Dr, Bismarck, ND 58504</div></div>
<div data-testid="card"><div data-testid="card-price">$412,000</div><div data-testid="card-meta">5 bed · 3 bath · 2,640 sqft</div><div data-testid="card-address">4117 Durango Dr, Bismarck, ND 58503</div></div>
<div data-testid="card"><div data-testid="card-price">$349,900</div><div data-testid="card-meta">3 bed · 2 bath · 1,980 sqft</div><div data-testid="card-address">908 7th Ave NW, Mandan, ND 58554</div></div>
<div data-testid="card"><div data-testid="card-price">$399,000</div><div data-testid="card-meta">4 bed · 2.5 bath · 2,300 sqft</div><div data-testid="card-address">3620 Montreal St, Bismarck, ND 58503</div></div>
</section>
<section data-testid="home-details"><h2>Property details</h2><ul><li>Property type: Single Family</li><li>Year built: 2006</li><li>Style: Split-level</li><li>Garage: 3 spaces</li><li>Price per sqft: $164</li></ul></section>
<section data-testid="description"><p>Split-level home in north Bismarck on a corner lot near Horizon Middle School. Four bedrooms (two on the lower level), two full baths and a half bath, walkout family room with a gas fireplace, updated kitchen with quartz counters, three-stall heated garage and an underground sprinkler system.</p></section>
<section data-testid="property-history"><h3>Property history</h3><table><tr><td>11/20/2026</td><td>Listed</td><td>$389,900</td></tr><tr><td>08/05/2011</td><td>Sold</td><td>$248,000</td></tr></table></section>
<section data-testid="payment-calculator"><h3>Monthly payment</h3><p>$2,461 per month</p></section>
<section data-testid="listing-provider"><p>Listing provided by Tanner Voigt, Missouri Slope Realty, 1200 E Interstate Ave, Bismarck, ND 58503</p><p>Source: Bismarck Mandan Board of REALTORS®, MLS ID #4018823</p></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.</p></footer>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComBismarck } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "USD" },
      propertyKind: "house",
      street: "3408 Manchester St",
      city: "Bismarck",
      province: "ND",
      postalCode: "58503",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2380,
      lot: { value: 0.26, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "4018823",
      listingAgentName: "Tanner Voigt",
      brokerageName: "Missouri Slope Realty",
      geo: { lat: 46.84327, lng: -100.77158 },
    },
  },
];
