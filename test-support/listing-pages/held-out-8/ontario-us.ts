/**
 * Eighth held-out corpus, Ontario and the United States: a realtor.ca working farm near Owen Sound ("Property Type
 * Agriculture", "Land Size 98.5 ac|50 - 100 acres", outbuildings with their own dimensions), a HouseSigma townhouse for
 * lease in Mississauga (a monthly rent, a past lease and a rent estimate, "3+1" bedrooms, an area range), a Royal LePage
 * house for lease in Barrhaven (Ottawa), a Zillow manufactured home in a Florida 55+ community (`homeType`
 * MANUFACTURED, an HOA fee billed yearly, a lot in acres) and a realtor.com vacant land parcel in Montana (`type: land`,
 * `lot_sqft` beside "20 acres", no beds or baths). Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const sigmaState = {
  listing: {
    id_listing: "Qm7ZkX1p",
    ml_num: "W12418832",
    list_status: { public: "For Lease", live: 1, status: "Lease" },
    price: "3,400",
    price_int: 3400,
    price_sold: null,
    address: "84 Gaslight Crescent",
    municipality: "Mississauga",
    community: "Meadowvale",
    province: "ON",
    postal_code: "L5N 6T2",
    house_type_name: "Att/Row/Twnhouse",
    house_style: "2-Storey",
    bedroom_string: "3+1",
    washroom: 3,
    house_area: { area: "1500-2000", unit: "feet", estimate: 0 },
    land: { front: 20.01, depth: 105.5, unit: "feet" },
    map: { lat: 43.59417, lon: -79.75508 },
    brokerage_text: "Credit River Realty Inc., Brokerage",
  },
  analytics: { estimate_rent: 3280, estimate_price: 968000 },
  history: [{ date_start: "2023-05-10", date_end: "2023-06-02", price: 3300, status: "Leased", sold_price: 3250, ml_num: "W6045512" }],
};

const zillowProperty = {
  zpid: 46231875,
  homeStatus: "FOR_SALE",
  homeType: "MANUFACTURED",
  price: 219000,
  currency: "USD",
  streetAddress: "3127 Pelican Bay Dr",
  city: "Sebring",
  state: "FL",
  zipcode: "33870",
  address: { streetAddress: "3127 Pelican Bay Dr", city: "Sebring", state: "FL", zipcode: "33870", neighborhood: null },
  bedrooms: 2,
  bathrooms: 2,
  livingArea: 1344,
  livingAreaValue: 1344,
  lotAreaValue: 0.25,
  lotAreaUnits: "Acres",
  yearBuilt: 1998,
  latitude: 27.46311,
  longitude: -81.42957,
  zestimate: 212400,
  rentZestimate: 1650,
  hoaFee: 480,
  hoaFeeFrequency: "Annually",
  monthlyHoaFee: 40,
  listingDataSource: "Stellar",
  mlsid: "O6298765",
  attributionInfo: { agentName: "Rebecca Thornhill", agentPhoneNumber: "863-555-0147", brokerName: "Highlands Lakeside Realty", brokerPhoneNumber: "863-555-0100", mlsName: "Stellar MLS", mlsId: "O6298765" },
  resoFacts: { homeType: "Manufactured", bedrooms: 2, bathroomsFull: 2, bathroomsHalf: 0, yearBuilt: 1998, lotSize: "0.25 Acres", hasAssociation: true, associationFee: "$480 annually", associationName: "Pelican Bay Estates HOA", seniorCommunity: "55+" },
  priceHistory: [
    { date: "2026-10-28", event: "Listed for sale", price: 219000 },
    { date: "2014-07-15", event: "Sold", price: 86500 },
  ],
};

const realtorComLand = {
  property_id: "9182736450",
  listing_id: "2975566012",
  status: "for_sale",
  list_price: 189000,
  last_sold_price: null,
  description: { type: "land", sub_type: null, beds: null, baths: null, baths_full: null, baths_half: null, sqft: null, lot_sqft: 871200, year_built: null, text: "Twenty fenced acres on the Madison River bench with year-round county road access." },
  location: {
    address: { line: "Lot 7 Elk Meadow Rd", city: "Ennis", state_code: "MT", postal_code: "59729", coordinate: { lat: 45.33718, lon: -111.70264 } },
    county: { name: "Madison" },
    neighborhoods: null,
  },
  flags: { is_new_listing: true, is_price_reduced: null, is_pending: null },
  source: { id: "MTRA", listing_id: "30041287", type: "mls", agents: [{ agent_name: "Wade Hollister", office_name: "Madison Valley Land Co" }] },
  advertisers: [
    { type: "seller", name: "Wade Hollister", office: { name: "Madison Valley Land Co", address: { line: "211 E Main St", city: "Ennis", state_code: "MT", postal_code: "59729" } } },
  ],
  branding: [{ name: "Madison Valley Land Co", type: "Office" }],
  estimates: null,
};

export const HELD_OUT_8_ONTARIO_US: ListingPage[] = [
  {
    name: "h8-realtor-ca-farm-georgian-bluffs",
    site: "realtor.ca",
    set: "held-out-8",
    traps: "a working farm in Grey County: 'Property Type Agriculture' beside 'Building Type House'; 'Land Size 98.5 ac|50 - 100 acres'; 'Farm Type Farm' and outbuildings with their own dimensions ('Barn 60 x 40 ft'); a rural numbered road address; 'Bathrooms (Total) 2'; annual taxes; the JSON-LD sku (the site's id); the office card with its Owen Sound address",
    pageUrl: "https://www.realtor.ca/real-estate/28911472/318435-grey-road-1-georgian-bluffs",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318435 Grey Road 1, Georgian Bluffs, Ontario N0H 2T0 - 40712345 | REALTOR.ca</title>
<meta name="description" content="For sale: 318435 Grey Road 1, Georgian Bluffs, Ontario N0H 2T0 - 40712345. Learn more about this agriculture property.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "318435 Grey Road 1, Georgian Bluffs, Ontario N0H 2T0", sku: "28911472", offers: { "@type": "Offer", price: "1650000", priceCurrency: "CAD" } })}
</head><body>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">318435 Grey Road 1<br>Georgian Bluffs, Ontario N0H 2T0</h1>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$1,650,000</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number</span> <span id="MLNumberVal">40712345</span></div>
<div class="listingIconCon"><div class="listingIconNum">4</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">98.5 ac</div><div class="listingIconText">Land Size</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Details">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Agriculture</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Farm Type</div><div class="propertyDetailsSectionContentValue">Farm</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">98.5 ac|50 - 100 acres</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,812</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">9 days</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">4</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Partial (Unfinished)</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Fuel</div><div class="propertyDetailsSectionContentValue">Propane, Wood</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Outbuildings">
<h3>Outbuildings</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Barn</div><div class="propertyDetailsSectionContentValue">60 x 40 ft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Drive Shed</div><div class="propertyDetailsSectionContentValue">48 x 32 ft</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Property Description</h2><p>Ninety-eight acres of rolling Grey County farmland, roughly 70 workable and tiled, the rest hardwood bush with a spring-fed pond. The 1890s stone farmhouse has four bedrooms, a new steel roof and a propane furnace. Bank barn with a poured floor, drive shed and a 40-foot silo. Ten minutes to Owen Sound.</p></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><span class="realtorCardName">Fiona MacAllister</span><div class="realtorCardTitle">Broker</div></div>
<div class="officeCardCon"><div class="officeCardName">Bruce Grey Country Realty Inc., Brokerage</div><div class="officeCardAddress">962 2nd Avenue East<br>Owen Sound, Ontario N4K 2H5</div><div class="officeCardPhone">519-555-0142</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1650000 },
      propertyKind: "farm",
      street: "318435 Grey Road 1",
      city: "Georgian Bluffs",
      province: "ON",
      postalCode: "N0H 2T0",
      bedrooms: 4,
      bathrooms: 2,
      lot: { value: 98.5, unit: "acres" },
      mlsNumber: "40712345",
      listingAgentName: "Fiona MacAllister",
      brokerageName: "Bruce Grey Country Realty Inc., Brokerage",
    },
  },
  {
    name: "h8-housesigma-townhouse-lease-mississauga",
    site: "housesigma.com",
    set: "held-out-8",
    traps: "a townhouse for lease: 'For Lease $3,400' (monthly, said only by the status and '/month' in the heading), a past lease in 2023 at $3,250 and a rent estimate of $3,280 beside it, a sale estimate of $968,000; 'Att/Row/Twnhouse'; '3+1' bedrooms; an area range '1500-2000'; a window.__NUXT__ state",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/84-gaslight-cres/home/Qm7ZkX1p/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Gaslight Cres, Mississauga, ON - For Lease $3,400/month | HouseSigma</title>
<meta name="description" content="84 Gaslight Cres, Mississauga, ON L5N 6T2. 3+1 bedrooms, 3 bathrooms townhouse for lease at $3,400 per month. MLS® W12418832.">
</head><body>
<div id="__nuxt">
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market</a></nav></header>
<main class="listing-page">
<section class="listing-info">
<h1 class="address">84 Gaslight Cres</h1>
<p class="community">Meadowvale, Mississauga, ON L5N 6T2</p>
<div class="status-price"><span class="status">For Lease</span> <span class="price">$3,400</span><span class="period">/month</span></div>
<ul class="key-stats"><li>3+1 Bedrooms</li><li>3 Bathrooms</li><li>1500-2000 sqft</li></ul>
</section>
<section class="sigma-estimate"><h2>SigmaEstimate Rent</h2><p>$3,280/month</p><h2>SigmaEstimate</h2><p>$968,000</p></section>
<section class="key-facts"><h2>Key Facts</h2>
<div class="row"><span class="label">Property Type</span><span class="value">Att/Row/Twnhouse</span></div>
<div class="row"><span class="label">Style</span><span class="value">2-Storey</span></div>
<div class="row"><span class="label">Size</span><span class="value">1500-2000 feet²</span></div>
<div class="row"><span class="label">Lot Size</span><span class="value">20.01 x 105.5 feet</span></div>
<div class="row"><span class="label">Listing #</span><span class="value">W12418832</span></div>
<div class="row"><span class="label">Possession</span><span class="value">Jan 1, 2027</span></div>
</section>
<section class="description"><h2>Description</h2><p>Freehold end-unit townhouse in Meadowvale for lease. Three bedrooms up plus a finished basement room, 2.5 baths, garage and two driveway spots. Tenant pays utilities. Credit report and references required.</p></section>
<section class="listing-history"><h2>Listing History</h2><table><tr><td>2023-05-10</td><td>2023-06-02</td><td>$3,300</td><td>Leased $3,250</td><td>W6045512</td></tr></table></section>
<p class="brokerage">Listing provided by Credit River Realty Inc., Brokerage</p>
</main>
</div>
<script>window.__NUXT__=${JSON.stringify({ layout: "default", data: [sigmaState] })}</script>
</body></html>`,
    expected: {
      price: { amount: 3400, period: "month" },
      propertyKind: "townhouse",
      street: "84 Gaslight Cres",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5N 6T2",
      neighbourhood: "Meadowvale",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1500,
      lot: { value: 2111, unit: "ft2" },
      mlsNumber: "W12418832",
      brokerageName: "Credit River Realty Inc., Brokerage",
      geo: { lat: 43.59417, lng: -79.75508 },
    },
  },
  {
    name: "h8-royallepage-house-lease-barrhaven",
    site: "royallepage.ca",
    set: "held-out-8",
    traps: "a detached house for lease in Ottawa's Barrhaven: 'For Lease' with '$3,100 / month' and a first-and-last deposit; 'Full Bathrooms 2' and 'Half Bathrooms 1'; the Ottawa 'X' MLS® number; the agent card with her office's Kanata address; 'Available' date; Royal LePage's 'independently owned and operated' footer",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/ottawa/47-stonecrop-way/24117730/mls-x12433391/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Stonecrop Way, Ottawa, ON K2J 6A5 - For Lease | Royal LePage</title>
<meta name="description" content="47 Stonecrop Way, Ottawa - 4 bedroom house for lease at $3,100 per month. MLS® X12433391.">
<meta property="og:title" content="47 Stonecrop Way, Ottawa, ON K2J 6A5">
</head><body>
<header class="site-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/search/rentals/">Rent</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">47 Stonecrop Way</h1>
<p class="address-2">Ottawa, Ontario K2J 6A5</p>
<p class="neighbourhood">Barrhaven</p>
<div class="property-price"><span class="listing-type">For Lease</span> <span class="price">$3,100</span> <span class="price-period">/ month</span></div>
<ul class="property-beds-baths"><li><span class="value">4</span> <span class="label">Bedrooms</span></li><li><span class="value">3</span> <span class="label">Bathrooms</span></li><li><span class="value">2,150</span> <span class="label">sqft</span></li></ul>
</div>
<section class="property-features"><h2>Property Details</h2>
<ul class="feature-list">
<li><span class="feature-label">Property Type</span> <span class="feature-value">Single Family</span></li>
<li><span class="feature-label">Building Type</span> <span class="feature-value">House</span></li>
<li><span class="feature-label">Storeys</span> <span class="feature-value">2</span></li>
<li><span class="feature-label">Full Bathrooms</span> <span class="feature-value">2</span></li>
<li><span class="feature-label">Half Bathrooms</span> <span class="feature-value">1</span></li>
<li><span class="feature-label">Living Area</span> <span class="feature-value">2,150 sqft</span></li>
<li><span class="feature-label">Available</span> <span class="feature-value">January 15, 2027</span></li>
<li><span class="feature-label">Deposit</span> <span class="feature-value">$6,200 (first and last)</span></li>
<li><span class="feature-label">MLS® #</span> <span class="feature-value">X12433391</span></li>
</ul></section>
<section class="property-description"><h2>Description</h2><p>Four-bedroom Mattamy two-storey on a quiet Barrhaven crescent, close to Strandherd shops and the transitway. Open kitchen with an island, main-floor family room with a gas fireplace, primary suite with ensuite. Fenced yard, double garage. No smoking. Lease includes the rental hot water tank.</p></section>
<aside class="agent-card">
<h3>Listing Agent</h3>
<div class="agent-name">Danielle Okafor</div>
<div class="agent-title">Sales Representative</div>
<div class="agent-office">Royal LePage Team Realty</div>
<div class="agent-office-address">484 Hazeldean Road, Unit 1, Ottawa, ON K2L 1V4</div>
<div class="agent-phone">613-555-0188</div>
</aside>
</main>
<footer class="site-footer"><p>Each Royal LePage office is independently owned and operated, except those marked as Royal LePage Real Estate Services Ltd.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 3100, period: "month" },
      propertyKind: "house",
      street: "47 Stonecrop Way",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 6A5",
      neighbourhood: "Barrhaven",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2150,
      mlsNumber: "X12433391",
      listingAgentName: "Danielle Okafor",
      brokerageName: "Royal LePage Team Realty",
    },
  },
  {
    name: "h8-zillow-manufactured-sebring-fl",
    site: "zillow.com",
    set: "held-out-8",
    traps: "a manufactured home in a Florida 55+ community: `homeType` MANUFACTURED in the gdpClientCache string; an HOA fee of $480 billed annually (and its monthly $40); a lot of 0.25 acres; Zestimate and rent Zestimate; a 2014 sale at $86,500 in the price history; `attributionInfo` agent and broker; the Stellar MLS id 'O6298765'; a ZIP code",
    pageUrl: "https://www.zillow.com/homedetails/3127-Pelican-Bay-Dr-Sebring-FL-33870/46231875_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3127 Pelican Bay Dr, Sebring, FL 33870 | MLS #O6298765 | Zillow</title>
<meta name="description" content="3127 Pelican Bay Dr, Sebring, FL 33870 is a mobile / manufactured home listed for sale at $219,000. The 1,344 sq. ft. home is a 2 bed, 2.0 bath property.">
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a></nav></header>
<main>
<div data-testid="price"><span>$219,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span>2 beds</span><span>2 baths</span><span>1,344 sqft</span></div>
<h1>3127 Pelican Bay Dr, Sebring, FL 33870</h1>
<div data-testid="zestimate">Zestimate®: $212,400</div>
<div data-testid="rent-zestimate">Rent Zestimate®: $1,650/mo</div>
<ul data-testid="at-a-glance"><li>Manufactured</li><li>Built in 1998</li><li>0.25 Acres lot</li><li>$40/mo HOA</li></ul>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li></ul>
<h3>Property</h3><ul><li>Home type: Manufactured</li><li>Year built: 1998</li><li>Lot size: 0.25 Acres</li><li>Senior community: 55+</li></ul>
<h3>HOA</h3><ul><li>Has HOA: Yes</li><li>HOA fee: $480 annually</li><li>HOA name: Pelican Bay Estates HOA</li></ul>
</section>
<section><h2>Price history</h2><table><tr><td>10/28/2026</td><td>Listed for sale</td><td>$219,000</td></tr><tr><td>7/15/2014</td><td>Sold</td><td>$86,500</td></tr></table></section>
<p data-testid="attribution">Listed by: Rebecca Thornhill 863-555-0147, Highlands Lakeside Realty 863-555-0100</p>
<p>Source: Stellar MLS, MLS#: O6298765</p>
</main>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":46231875}': { property: zillowProperty } }), zpid: 46231875 } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 219000, currency: "USD" },
      propertyKind: "mobile",
      street: "3127 Pelican Bay Dr",
      city: "Sebring",
      province: "FL",
      postalCode: "33870",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1344,
      lot: { value: 0.25, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "O6298765",
      listingAgentName: "Rebecca Thornhill",
      brokerageName: "Highlands Lakeside Realty",
      geo: { lat: 27.46311, lng: -81.42957 },
    },
  },
  {
    name: "h8-realtor-com-land-ennis-mt",
    site: "realtor.com",
    set: "held-out-8",
    traps: "vacant land: `description.type` 'land' with null beds, baths, sqft and year; `lot_sqft` 871200 beside '20 acres lot' on the page; a 'Lot 7' street; the advertiser's office with its own Ennis address; the Montana MLS number in `source.listing_id`; a ZIP code",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/Lot-7-Elk-Meadow-Rd_Ennis_MT_59729_M91827-36450",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 7 Elk Meadow Rd, Ennis, MT 59729 - Land for Sale | realtor.com®</title>
<meta name="description" content="Lot 7 Elk Meadow Rd, Ennis, MT 59729 is a land for sale listed at $189,000 on a 20 acres lot.">
</head><body>
<div id="__next">
<header><a href="/">realtor.com</a><nav><a href="/realestateandhomes-search/">Buy</a><a href="/apartments/">Rent</a></nav></header>
<main data-testid="ldp-main">
<div data-testid="list-price">$189,000</div>
<ul data-testid="property-meta"><li data-testid="property-meta-lot-size"><span>20</span> acres lot</li></ul>
<h1 data-testid="address">Lot 7 Elk Meadow Rd, Ennis, MT 59729</h1>
<section data-testid="home-details"><h2>Property details</h2>
<ul><li>Property type: Land</li><li>Lot size: 20 acres</li><li>County: Madison</li><li>Days on market: 6</li><li>Price per acre: $9,450</li></ul>
</section>
<section data-testid="description"><p>Twenty fenced acres on the Madison River bench with year-round county road access. Power at the road, shared well agreement, no covenants. Views of the Madison and Gravelly ranges.</p></section>
<section data-testid="listing-provider"><p>Listing provided by Wade Hollister, Madison Valley Land Co, 211 E Main St, Ennis, MT 59729</p><p>Source: Montana Regional MLS, MLS ID #30041287</p></section>
</main>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComLand } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "USD" },
      propertyKind: "land",
      street: "Lot 7 Elk Meadow Rd",
      city: "Ennis",
      province: "MT",
      postalCode: "59729",
      lot: { value: 20, unit: "acres" },
      mlsNumber: "30041287",
      listingAgentName: "Wade Hollister",
      brokerageName: "Madison Valley Land Co",
      geo: { lat: 45.33718, lng: -111.70264 },
    },
  },
];
