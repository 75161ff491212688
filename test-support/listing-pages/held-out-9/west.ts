/**
 * Ninth held-out corpus, Ontario, the West and the United States: a Zolo condo in Ottawa's Centretown, a HouseSigma
 * condo apartment in Calgary's Beltline, a Royal LePage townhouse in Winnipeg, a Kijiji basement apartment for rent in
 * Brampton, a REW condo in Victoria, a condos.ca unit in Montréal, a Zillow condo in Miami and a realtor.com townhome in
 * Phoenix. Structures follow the earlier corpora's pages for these sites; addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const sigmaState = {
  listing: {
    id_listing: "Lp3QxR8v", ml_num: "A2261455", list_status: { public: "For Sale", live: 1, status: "Sale" }, price: "339,900", price_int: 339900, price_sold: null,
    address: "1408 - 1311 15 Avenue SW", municipality: "Calgary", community: "Beltline", province: "AB", postal_code: "T3C 0X9",
    house_type_name: "Apartment", house_style: "High-Rise (5+)", bedroom_string: "2", washroom: 2, house_area: { area: "", unit: "feet", estimate: 884 },
    map: { lat: 51.04012, lon: -114.09221 }, brokerage_text: "Bow River Realty Group Ltd.",
  },
  analytics: { estimate_price: 331000, estimate_rent: 2350 },
  history: [{ date_start: "2018-04-02", date_end: "2018-05-11", price: 289000, status: "Sold", sold_price: 281500, ml_num: "C4177341" }],
};

const kijijiAd = {
  __typename: "RealEstateListing", id: "1731207764", title: "Bright 1 bed basement apartment - Springdale - separate entrance",
  description: "Legal 1 bedroom basement apartment with a separate side entrance, 1 full washroom, in-suite laundry. Utilities included. One parking spot on the driveway. Suits a single professional or couple. No smoking, no pets.",
  price: { __typename: "StandardAmountPrice", amount: 165000, type: "FIXED" }, categoryId: 37,
  location: { __typename: "ListingLocation", address: "Brampton, ON L6R 2K7", name: "Brampton", coordinates: { __typename: "Coordinates", latitude: 43.75112, longitude: -79.73802 } },
  attributes: { all: [
    { canonicalName: "unittype", canonicalValues: ["basement-apartment"], values: ["Basement"] },
    { canonicalName: "numberbedrooms", canonicalValues: ["1"], values: ["1"] },
    { canonicalName: "numberbathrooms", canonicalValues: ["10"], values: ["1"] },
    { canonicalName: "petsallowed", canonicalValues: ["0"], values: ["No"] },
    { canonicalName: "furnished", canonicalValues: ["0"], values: ["No"] },
  ] },
  posterInfo: { __typename: "PosterInfo", posterId: "51239904", sellerName: "Harpreet", sellerType: "OWNER", memberSince: "2021" },
};

const zillowProperty = {
  zpid: 43912277, homeStatus: "FOR_SALE", homeType: "CONDO", price: 615000, currency: "USD", streetAddress: "1450 Brickell Bay Dr APT 2104", city: "Miami", state: "FL", zipcode: "33131",
  address: { streetAddress: "1450 Brickell Bay Dr APT 2104", city: "Miami", state: "FL", zipcode: "33131", neighborhood: "Brickell" },
  bedrooms: 2, bathrooms: 2, livingArea: 1180, livingAreaValue: 1180, lotAreaValue: 2.1, lotAreaUnits: "Acres", yearBuilt: 2003, latitude: 25.75943, longitude: -80.18917,
  zestimate: 598300, rentZestimate: 4200, hoaFee: 1140, hoaFeeFrequency: "Monthly", monthlyHoaFee: 1140, listingDataSource: "MIAMI", mlsid: "A11712290",
  attributionInfo: { agentName: "Camila Ferreira", agentPhoneNumber: "305-555-0162", brokerName: "Biscayne Shore Realty LLC", brokerPhoneNumber: "305-555-0100", mlsName: "MIAMI REALTORS", mlsId: "A11712290" },
  resoFacts: { homeType: "Condominium", bedrooms: 2, bathroomsFull: 2, bathroomsHalf: 0, yearBuilt: 2003, hasAssociation: true, associationFee: "$1,140 monthly" },
  priceHistory: [{ date: "2026-11-02", event: "Listed for sale", price: 615000 }, { date: "2016-03-21", event: "Sold", price: 452000 }],
};

const realtorComTownhome = {
  property_id: "7734120956", listing_id: "2977140032", status: "for_sale", list_price: 412500, last_sold_price: 268000,
  description: { type: "townhomes", sub_type: "townhouse", beds: 3, baths: 3, baths_full: 2, baths_half: 1, baths_consolidated: "2.5", sqft: 1618, lot_sqft: 2178, year_built: 2007, garage: 2 },
  location: { address: { line: "4127 E Cotton Ln", city: "Phoenix", state_code: "AZ", postal_code: "85042", coordinate: { lat: 33.39815, lon: -111.99452 } }, county: { name: "Maricopa" }, neighborhoods: [{ name: "Cotton Fields", level: "neighborhood" }] },
  source: { id: "AZARMLS", listing_id: "6811294", type: "mls", agents: [{ agent_name: "Derek Ybarra", office_name: "Sonoran Gate Realty" }] },
  advertisers: [{ type: "seller", name: "Derek Ybarra", office: { name: "Sonoran Gate Realty", address: { line: "2400 E Camelback Rd", city: "Phoenix", state_code: "AZ", postal_code: "85016" } } }],
  estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 405800 }, { source: { name: "Collateral Analytics" }, estimate: 421000 }] },
  property_history: [{ date: "2015-09-18", event_name: "Sold", price: 268000 }],
};

export const HELD_OUT_9_WEST: ListingPage[] = [
  {
    name: "h9-zolo-condo-ottawa",
    site: "zolo.ca",
    set: "held-out-9",
    traps: "a condo apartment in Ottawa's Centretown: '1203 - 180 Metcalfe Street'; 'Property Type Condo Apt'; maintenance fees and taxes beside the price; Ottawa's 'X' MLS® number; 'Listing Brokerage' and the agent named in the description; Zolo's 'Ask a Zolo Agent' card; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/ottawa-real-estate/180-metcalfe-street/1203",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1203 - 180 Metcalfe Street, Ottawa — For Sale @ $529,000 | Zolo.ca</title>
<meta name="description" content="1203 - 180 Metcalfe Street, Ottawa, ON K2P 1P5 - For Sale @ $529,000 - 2 bed, 2 bath condo in Centretown. MLS® X12501877.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1203 - 180 Metcalfe Street", address: { "@type": "PostalAddress", streetAddress: "1203 - 180 Metcalfe Street", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 1P5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.41721, longitude: -75.69433 } })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/ottawa-real-estate">Ottawa</a><a href="/sell">Sell</a></nav></header>
<main class="listing-main">
<section class="listing-header">
<h1 class="address"><span class="street">1203 - 180 Metcalfe Street</span>, <span class="city">Ottawa</span></h1>
<div class="area-line"><a href="/ottawa-real-estate/centretown" class="neighbourhood-link">Centretown</a>, Ottawa, ON K2P 1P5</div>
<div class="listing-price"><span class="price">$529,000</span> <span class="status-tag">For Sale</span></div>
<ul class="listing-values"><li><span class="listing-values-item">2</span> bed</li><li><span class="listing-values-item">2</span> bath</li><li><span class="listing-values-item">1,005</span> sqft</li></ul>
</section>
<section class="key-facts"><h2>Key Facts for 1203 - 180 Metcalfe Street</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Property Type</dt><dd class="column-value">Condo Apt</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">1,005 sqft</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">2014</dd></div>
<div class="column"><dt class="column-label">Maintenance Fees</dt><dd class="column-value">$684/mo</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$4,902 (2026)</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">X12501877</dd></div>
<div class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Rideau Heights Realty Inc., Brokerage</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Description</h2><p>Corner two-bedroom, two-bath unit on the 12th floor with views to the Parliament buildings. Open kitchen, in-suite laundry, one underground parking space and a locker. Listed by Simon Achebe of Rideau Heights Realty Inc., Brokerage.</p></section>
<aside class="listing-agent-card zolo-agent"><h3>Ask a Zolo Agent</h3><div class="agent-name">Kayla Brent</div><div class="agent-brokerage">Zolo Realty</div><button>Ask a Question</button></aside>
<section class="nearby-listings"><h2>Similar Homes</h2><div class="card"><div class="card-price">$489,900</div><div class="card-address">805 - 200 Lisgar Street, Ottawa</div></div></section>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage. 5700 Yonge St #1900, Toronto, ON M2M 4K2.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529000 }, propertyKind: "condo", street: "1203 - 180 Metcalfe Street", city: "Ottawa", province: "ON", postalCode: "K2P 1P5", neighbourhood: "Centretown",
      bedrooms: 2, bathrooms: 2, squareFootage: 1005, yearBuilt: 2014, mlsNumber: "X12501877", listingAgentName: "Simon Achebe", brokerageName: "Rideau Heights Realty Inc., Brokerage",
      geo: { lat: 45.41721, lng: -75.69433 },
    },
  },
  {
    name: "h9-housesigma-condo-calgary",
    site: "housesigma.com",
    set: "held-out-9",
    traps: "a condo apartment in Calgary's Beltline: Calgary's 'A2…' MLS® number; 'Apartment' with 'High-Rise (5+)'; a 2018 sale at $281,500 in the history and a SigmaEstimate beside the price; an estimated area 884 with no range; a condo fee per month; a window.__NUXT__ state",
    pageUrl: "https://housesigma.com/ab/calgary-real-estate/1408-1311-15-ave-sw/home/Lp3QxR8v/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1408 - 1311 15 Avenue SW, Calgary, AB - For Sale $339,900 | HouseSigma</title>
<meta name="description" content="1408 - 1311 15 Avenue SW, Calgary, AB T3C 0X9. 2 bedrooms, 2 bathrooms apartment for sale at $339,900. MLS® A2261455.">
</head><body>
<div id="__nuxt">
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/ab/map/">Map</a></nav></header>
<main class="listing-page">
<section class="listing-info">
<h1 class="address">1408 - 1311 15 Avenue SW</h1>
<p class="community">Beltline, Calgary, AB T3C 0X9</p>
<div class="status-price"><span class="status">For Sale</span> <span class="price">$339,900</span></div>
<ul class="key-stats"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>884 sqft</li></ul>
</section>
<section class="sigma-estimate"><h2>SigmaEstimate</h2><p>$331,000</p><h2>SigmaEstimate Rent</h2><p>$2,350/month</p></section>
<section class="key-facts"><h2>Key Facts</h2>
<div class="row"><span class="label">Property Type</span><span class="value">Apartment</span></div>
<div class="row"><span class="label">Style</span><span class="value">High-Rise (5+)</span></div>
<div class="row"><span class="label">Size</span><span class="value">884 feet²</span></div>
<div class="row"><span class="label">Condo Fee</span><span class="value">$612/month</span></div>
<div class="row"><span class="label">Year Built</span><span class="value">2008</span></div>
<div class="row"><span class="label">Listing #</span><span class="value">A2261455</span></div>
</section>
<section class="description"><h2>Description</h2><p>Two bedrooms on opposite sides of the living room, each with its own bathroom, on the 14th floor facing the mountains. Titled underground stall, storage, fitness room. Steps to 17th Avenue.</p></section>
<section class="listing-history"><h2>Listing History</h2><table><tr><td>2018-04-02</td><td>2018-05-11</td><td>$289,000</td><td>Sold $281,500</td><td>C4177341</td></tr></table></section>
<p class="brokerage">Listing provided by Bow River Realty Group Ltd.</p>
</main>
</div>
<script>window.__NUXT__=${JSON.stringify({ layout: "default", data: [sigmaState] })}</script>
</body></html>`,
    expected: {
      price: { amount: 339900 }, propertyKind: "condo", street: "1408 - 1311 15 Avenue SW", city: "Calgary", province: "AB", postalCode: "T3C 0X9", neighbourhood: "Beltline",
      bedrooms: 2, bathrooms: 2, squareFootage: 884, yearBuilt: 2008, mlsNumber: "A2261455", brokerageName: "Bow River Realty Group Ltd.", geo: { lat: 51.04012, lng: -114.09221 },
    },
  },
  {
    name: "h9-royallepage-townhouse-winnipeg",
    site: "royallepage.ca",
    set: "held-out-9",
    traps: "a condo townhouse in Winnipeg: Manitoba's '202527811' nine-digit MLS® number; 'Building Type Row / Townhouse' under 'Property Type Single Family'; condo fees per month; 'Full Bathrooms 1' and 'Half Bathrooms 1'; the agent card with her office's Winnipeg address; the 'independently owned and operated' footer",
    pageUrl: "https://www.royallepage.ca/en/property/manitoba/winnipeg/14-1150-st-anne-s-road/24198834/mls-202527811/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 - 1150 St Anne's Road, Winnipeg, MB R2N 4A3 - For Sale | Royal LePage</title>
<meta name="description" content="14 - 1150 St Anne's Road, Winnipeg - 3 bedroom townhouse for sale at $284,900. MLS® 202527811.">
</head><body>
<header class="site-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">14 - 1150 St Anne's Road</h1>
<p class="address-2">Winnipeg, Manitoba R2N 4A3</p>
<p class="neighbourhood">Island Lakes</p>
<div class="property-price"><span class="listing-type">For Sale</span> <span class="price">$284,900</span></div>
<ul class="property-beds-baths"><li><span class="value">3</span> <span class="label">Bedrooms</span></li><li><span class="value">2</span> <span class="label">Bathrooms</span></li><li><span class="value">1,262</span> <span class="label">sqft</span></li></ul>
</div>
<section class="property-features"><h2>Property Details</h2>
<ul class="feature-list">
<li><span class="feature-label">Property Type</span> <span class="feature-value">Single Family</span></li>
<li><span class="feature-label">Building Type</span> <span class="feature-value">Row / Townhouse</span></li>
<li><span class="feature-label">Ownership</span> <span class="feature-value">Condominium</span></li>
<li><span class="feature-label">Full Bathrooms</span> <span class="feature-value">1</span></li>
<li><span class="feature-label">Half Bathrooms</span> <span class="feature-value">1</span></li>
<li><span class="feature-label">Living Area</span> <span class="feature-value">1,262 sqft</span></li>
<li><span class="feature-label">Year Built</span> <span class="feature-value">2001</span></li>
<li><span class="feature-label">Condo Fees</span> <span class="feature-value">$318 / month</span></li>
<li><span class="feature-label">MLS® #</span> <span class="feature-value">202527811</span></li>
</ul></section>
<section class="property-description"><h2>Description</h2><p>Two-storey end unit in a well-run complex in Island Lakes. Three bedrooms up, a main-floor powder room, an attached single garage and a private patio backing onto green space.</p></section>
<aside class="agent-card"><h3>Listing Agent</h3><div class="agent-name">Shauna Kowalchuk</div><div class="agent-title">REALTOR®</div><div class="agent-office">Royal LePage Prime Real Estate</div><div class="agent-office-address">1877 St Mary's Road, Winnipeg, MB R2N 4C8</div></aside>
</main>
<footer class="site-footer"><p>Each Royal LePage office is independently owned and operated, except those marked as Royal LePage Real Estate Services Ltd.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 284900 }, propertyKind: "townhouse", street: "14 - 1150 St Anne's Road", city: "Winnipeg", province: "MB", postalCode: "R2N 4A3", neighbourhood: "Island Lakes",
      bedrooms: 3, bathrooms: 1.5, bathroomsFull: 1, bathroomsHalf: 1, squareFootage: 1262, yearBuilt: 2001, mlsNumber: "202527811", listingAgentName: "Shauna Kowalchuk", brokerageName: "Royal LePage Prime Real Estate",
    },
  },
  {
    name: "h9-kijiji-basement-rent-brampton",
    site: "kijiji.ca",
    set: "held-out-9",
    traps: "a basement apartment for rent in Brampton: '$1,650.00' monthly by its category; a location line with only the city and postal code (no street); 'Springdale' in the title; 'Unit Type Basement'; the Apollo state with the rent in cents and bathrooms in tenths; a private owner; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/brampton/bright-1-bed-basement-apartment-springdale-separate-entrance/1731207764",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Bright 1 bed basement apartment - Springdale - separate entrance | Long Term Rentals | Brampton | Kijiji</title>
<meta property="og:title" content="Bright 1 bed basement apartment - Springdale - separate entrance">
</head><body>
<div id="__next">
<header data-testid="header"><a href="/">Kijiji</a></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-brampton/l1700272">Brampton</a></li><li><a href="/b-real-estate/brampton/c34l1700272">Real Estate</a></li><li><a href="/b-apartments-condos/brampton/c37l1700272">Long Term Rentals</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">Bright 1 bed basement apartment - Springdale - separate entrance</h1>
<div data-testid="vip-price"><span>$1,650.00</span></div>
<div data-testid="vip-utilities"><span>Utilities Included</span></div>
<div data-testid="vip-location"><button>Brampton, ON L6R 2K7</button></div>
<section data-testid="unit-overview"><h2>Overview</h2><ul><li><span>Unit Type</span><span>Basement</span></li><li><span>Bedrooms</span><span>1</span></li><li><span>Bathrooms</span><span>1</span></li></ul></section>
<section data-testid="unit-details"><h2>The Unit</h2><ul><li><span>Parking Included</span><span>1</span></li><li><span>Agreement Type</span><span>1 Year</span></li><li><span>Pet Friendly</span><span>No</span></li><li><span>Furnished</span><span>No</span></li></ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Legal 1 bedroom basement apartment with a separate side entrance, 1 full washroom, in-suite laundry. Utilities included. One parking spot on the driveway. Suits a single professional or couple. No smoking, no pets.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Posted by</h3><div data-testid="poster-name">Harpreet</div><div>On Kijiji since 2021</div></aside>
<section data-testid="similar-ads"><h2>You may also like</h2><div data-testid="listing-card"><div>$1,500.00</div><div>1 bed basement - Sandalwood</div></div><div data-testid="listing-card"><div>$2,100.00</div><div>2 bed legal basement - Castlemore</div></div></section>
</main>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1731207764": kijijiAd, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1731207764" } })}
</body></html>`,
    expected: {
      price: { amount: 1650, period: "month" }, propertyKind: "condo", city: "Brampton", province: "ON", postalCode: "L6R 2K7", neighbourhood: "Springdale",
      bedrooms: 1, bathrooms: 1, geo: { lat: 43.75112, lng: -79.73802 },
    },
  },
  {
    name: "h9-rew-condo-victoria",
    site: "rew.ca",
    set: "held-out-9",
    traps: "a condo in Victoria's James Bay from the Victoria board: a six-digit 'MLS® Number 1018842'; 'Area Victoria' with 'Sub-Area Vi James Bay'; strata fees per month; no lot; a 'Primary Agent' card; REW's mortgage estimate",
    pageUrl: "https://www.rew.ca/properties/1018842/306-455-superior-street-victoria-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>306 - 455 Superior Street, Victoria, BC V8V 1T7 | 1018842 | REW</title>
<meta name="description" content="306 - 455 Superior Street, Victoria for sale: 1 bed, 1 bath, 712 sq. ft. apartment. MLS® 1018842.">
</head><body>
<header class="header"><a href="/" class="header-logo">REW</a></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">306 - 455 Superior Street</h1>
<div class="listingheader-location">Victoria, BC V8V 1T7</div>
<div class="listingheader-price">$489,000</div>
<ul class="listingheader-details"><li>1 Bed</li><li>1 Bath</li><li>712 Sqft</li><li>Apartment/Condo</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<dl class="listingoverview-list">
<dt>Property Type</dt><dd>Apartment/Condo</dd><dt>Title</dt><dd>Strata</dd><dt>Area</dt><dd>Victoria</dd><dt>Sub-Area</dt><dd>Vi James Bay</dd>
<dt>Bedrooms</dt><dd>1</dd><dt>Bathrooms</dt><dd>1</dd><dt>Floor Area</dt><dd>712 Sq. Ft.</dd><dt>Year Built</dt><dd>1991</dd>
<dt>Strata Maintenance Fees</dt><dd>$421 / month</dd><dt>MLS® Number</dt><dd>1018842</dd><dt>Gross Taxes</dt><dd>$2,311 (2025)</dd>
</dl></section>
<section class="listingdescription"><h2>Description</h2><p>Quiet third-floor one-bedroom a block from the Inner Harbour and Beacon Hill Park. Updated kitchen, gas fireplace, covered balcony, secure parking and storage. Pets and rentals allowed with restrictions.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$2,344</strong></p></section>
<aside class="listingagents"><h3>Listed By</h3><div class="agentcard agentcard--primary"><div class="agentcard-label">Primary Agent</div><div class="agentcard-name">Bronwyn Gallant</div><div class="agentcard-brokerage">Capital Harbour Realty Ltd.</div></div></aside>
<p class="listingsource">Listing data provided by the Victoria Real Estate Board.</p>
</main>
</body></html>`,
    expected: {
      price: { amount: 489000 }, propertyKind: "condo", street: "306 - 455 Superior Street", city: "Victoria", province: "BC", postalCode: "V8V 1T7", neighbourhood: "Vi James Bay",
      bedrooms: 1, bathrooms: 1, squareFootage: 712, yearBuilt: 1991, mlsNumber: "1018842", listingAgentName: "Bronwyn Gallant", brokerageName: "Capital Harbour Realty Ltd.",
    },
  },
  {
    name: "h9-condos-ca-unit-montreal",
    site: "condos.ca",
    set: "held-out-9",
    traps: "a condo in Montréal's Griffintown on condos.ca: a Centris number as the MLS®#; '2+1' beds ('1 Den'); condo fees per month and a price per sq ft; the building's facts (year, storeys, units); place links for city, borough and neighbourhood; 'Listing Brokerage'; the site's own brokerage in the footer",
    pageUrl: "https://condos.ca/montreal/le-bassin-1350-rue-wellington/unit-905-21774330",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Le Bassin - 905 - 1350 Rue Wellington, Montréal | For Sale $679,000 | Condos.ca</title>
<meta name="description" content="2+1 bed, 2 bath condo at Le Bassin, 905 - 1350 Rue Wellington, Montréal, QC H3C 1V3. For sale $679,000. MLS® 21774330.">
</head><body>
<header><a href="/">Condos.ca</a></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a class="place-link" href="/montreal">Montréal</a> / <a class="place-link" href="/montreal/le-sud-ouest">Le Sud-Ouest</a> / <a class="place-link" href="/montreal/griffintown">Griffintown</a></div>
<h1 class="styles__Address-sc-4h2">905 - 1350 Rue Wellington</h1>
<div class="styles__BuildingName-sc-4h3">Le Bassin, Montréal, QC H3C 1V3</div>
<div class="styles__Price-sc-5p1">$679,000</div>
<div class="styles__PricePerSqft-sc-5p2">$701/sqft</div>
<ul class="styles__Stats-sc-6s1"><li>2+1 Beds</li><li>2 Baths</li><li>969 sqft</li><li>1 Parking</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Apt</span></div>
<div class="styles__Row-sc-8d2"><span>Bedrooms</span><span>2 + 1 Den</span></div>
<div class="styles__Row-sc-8d2"><span>Bathrooms</span><span>2</span></div>
<div class="styles__Row-sc-8d2"><span>Size</span><span>969 sqft</span></div>
<div class="styles__Row-sc-8d2"><span>Maintenance Fees</span><span>$402/mo</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>21774330</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>Courtage Lachine Canal inc.</span></div>
</section>
<section class="styles__Building-sc-9b1"><h2>About Le Bassin</h2>
<div class="styles__Row-sc-8d2"><span>Year Built</span><span>2017</span></div><div class="styles__Row-sc-8d2"><span>Storeys</span><span>12</span></div><div class="styles__Row-sc-8d2"><span>Units</span><span>168</span></div>
</section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>Southwest-facing corner unit over the Lachine Canal with a closed den, two full bathrooms and a 90 sq ft balcony. Garage space and locker included. Rooftop pool and gym.</p></section>
<section class="styles__Similar-sc-2s1"><h2>Similar Listings</h2><div class="card"><div>$625,000</div><div>711 - 1400 Rue Ottawa</div></div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 679000 }, propertyKind: "condo", street: "905 - 1350 Rue Wellington", city: "Montréal", province: "QC", postalCode: "H3C 1V3", neighbourhood: "Griffintown",
      bedrooms: 2, bedroomsBelowGrade: 1, bathrooms: 2, squareFootage: 969, yearBuilt: 2017, mlsNumber: "21774330", brokerageName: "Courtage Lachine Canal inc.",
    },
  },
  {
    name: "h9-zillow-condo-miami",
    site: "zillow.com",
    set: "held-out-9",
    traps: "a condo in a Miami tower: `homeType` CONDO with the unit in the street ('APT 2104'); the tower's 2.1-acre lot in `lotAreaValue` (not the unit's); a $1,140 monthly HOA; Zestimate and rent Zestimate; a 2016 sale in the price history; `attributionInfo` agent and broker; the MIAMI MLS id",
    pageUrl: "https://www.zillow.com/homedetails/1450-Brickell-Bay-Dr-APT-2104-Miami-FL-33131/43912277_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1450 Brickell Bay Dr APT 2104, Miami, FL 33131 | MLS #A11712290 | Zillow</title>
<meta name="description" content="1450 Brickell Bay Dr APT 2104, Miami, FL 33131 is a condo listed for sale at $615,000. The 1,180 sq. ft. condo is a 2 bed, 2.0 bath property.">
</head><body>
<div id="__next">
<main>
<div data-testid="price"><span>$615,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span>2 beds</span><span>2 baths</span><span>1,180 sqft</span></div>
<h1>1450 Brickell Bay Dr APT 2104, Miami, FL 33131</h1>
<div data-testid="zestimate">Zestimate®: $598,300</div>
<div data-testid="rent-zestimate">Rent Zestimate®: $4,200/mo</div>
<ul data-testid="at-a-glance"><li>Condominium</li><li>Built in 2003</li><li>$1,140/mo HOA</li></ul>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li></ul>
<h3>Property</h3><ul><li>Home type: Condominium</li><li>Year built: 2003</li><li>Subdivision: Brickell</li></ul>
<h3>HOA</h3><ul><li>HOA fee: $1,140 monthly</li></ul>
</section>
<section><h2>Price history</h2><table><tr><td>11/2/2026</td><td>Listed for sale</td><td>$615,000</td></tr><tr><td>3/21/2016</td><td>Sold</td><td>$452,000</td></tr></table></section>
<p data-testid="attribution">Listed by: Camila Ferreira 305-555-0162, Biscayne Shore Realty LLC 305-555-0100</p>
<p>Source: MIAMI REALTORS, MLS#: A11712290</p>
</main>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":43912277}': { property: zillowProperty } }), zpid: 43912277 } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 615000, currency: "USD" }, propertyKind: "condo", street: "1450 Brickell Bay Dr APT 2104", city: "Miami", province: "FL", postalCode: "33131", neighbourhood: "Brickell",
      bedrooms: 2, bathrooms: 2, squareFootage: 1180, yearBuilt: 2003, mlsNumber: "A11712290", listingAgentName: "Camila Ferreira", brokerageName: "Biscayne Shore Realty LLC",
      geo: { lat: 25.75943, lng: -80.18917 },
    },
  },
  {
    name: "h9-realtor-com-townhome-phoenix",
    site: "realtor.com",
    set: "held-out-9",
    traps: "a townhome in Phoenix: `description.type` 'townhomes'; 'baths_consolidated' 2.5 with 2 full and 1 half; `lot_sqft` 2178; three estimates and a 2015 sale beside the list price; the neighbourhood in `neighborhoods`; the advertiser's office with its own address; the ARMLS number in `source.listing_id`",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/4127-E-Cotton-Ln_Phoenix_AZ_85042_M77341-20956",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4127 E Cotton Ln, Phoenix, AZ 85042 - 3 beds/2.5 baths | realtor.com®</title>
<meta name="description" content="4127 E Cotton Ln, Phoenix, AZ 85042 is a townhome for sale listed at $412,500. 3 beds, 2.5 baths, 1,618 sqft.">
</head><body>
<div id="__next">
<main data-testid="ldp-main">
<div data-testid="list-price">$412,500</div>
<ul data-testid="property-meta"><li><span>3</span> bed</li><li><span>2.5</span> bath</li><li><span>1,618</span> sqft</li><li><span>2,178</span> sqft lot</li></ul>
<h1 data-testid="address">4127 E Cotton Ln, Phoenix, AZ 85042</h1>
<section data-testid="home-details"><h2>Property details</h2><ul><li>Property type: Townhome</li><li>Year built: 2007</li><li>Garage: 2 cars</li><li>Neighborhood: Cotton Fields</li></ul></section>
<section data-testid="estimates"><h3>Estimated home value</h3><p>Quantarium: $405,800</p><p>Collateral Analytics: $421,000</p></section>
<section data-testid="description"><p>Two-storey end-unit townhome with a two-car garage, three bedrooms up and a powder room on the main floor. Community pool. Close to South Mountain trails.</p></section>
<section data-testid="listing-provider"><p>Listing provided by Derek Ybarra, Sonoran Gate Realty, 2400 E Camelback Rd, Phoenix, AZ 85016</p><p>Source: Arizona Regional MLS, MLS ID #6811294</p></section>
</main>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComTownhome } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 412500, currency: "USD" }, propertyKind: "townhouse", street: "4127 E Cotton Ln", city: "Phoenix", province: "AZ", postalCode: "85042", neighbourhood: "Cotton Fields",
      bedrooms: 3, bathrooms: 2.5, bathroomsFull: 2, bathroomsHalf: 1, squareFootage: 1618, lot: { value: 2178, unit: "ft2" }, yearBuilt: 2007, mlsNumber: "6811294",
      listingAgentName: "Derek Ybarra", brokerageName: "Sonoran Gate Realty", geo: { lat: 33.39815, lng: -111.99452 },
    },
  },
];
