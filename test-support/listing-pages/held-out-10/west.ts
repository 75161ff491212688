/**
 * Tenth held-out corpus, the West, the North and the United States: a HouseSigma house with a finished basement in
 * St. Albert, a RE/MAX split-level house in Yellowknife, a Royal LePage fourplex in Saskatoon, a Kijiji condo for rent
 * in Kelowna, a REW side-by-side duplex in Prince George, a Zillow two-flat in Chicago and a realtor.com co-op apartment
 * in White Plains. Structures follow the earlier corpora's pages for these sites and real saved JSON in public scraper
 * projects; addresses, names and numbers are invented; the expected facts were written before the extractor ever ran
 * on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const sigmaState = {
  listing: {
    id_listing: "Vb7nKq2w", ml_num: "E4461207", list_status: { public: "For Sale", live: 1, status: "Sale" }, price: "589,900", price_int: 589900, price_sold: null,
    address: "27 Eldorado Place", municipality: "St. Albert", community: "Erin Ridge", province: "AB", postal_code: "T8N 7B2",
    house_type_name: "Detached", house_style: "Bi-Level", bedroom_string: "3+2", washroom: 3, house_area: { area: "1,364", unit: "feet", estimate: 1364 },
    land: { area: 5382, unit: "feet²" }, year_built: 2002, map: { lat: 53.65734, lon: -113.61829 }, brokerage_text: "Sturgeon Valley Realty Ltd.",
  },
  analytics: { estimate_price: 574000, estimate_rent: 2650 },
  history: [{ date_start: "2012-05-14", date_end: "2012-06-29", price: 374900, status: "Sold", sold_price: 362000, ml_num: "E3298811" }],
};

const kijijiAd = {
  __typename: "RealEstateListing", id: "1742065318", title: "2 bed 2 bath condo downtown Kelowna - walk to the lake - Dec 1",
  description: "Bright 2 bedroom, 2 bathroom corner condo on the 4th floor, 980 sq ft, walking distance to the waterfront and Bernard Ave shops. In-suite laundry, one secure underground stall and a storage locker. Available December 1. 12 month lease, references required. Small pet considered. Tenant pays hydro; water and gas included.",
  price: { __typename: "StandardAmountPrice", amount: 235000, type: "FIXED" }, categoryId: 37,
  location: { __typename: "ListingLocation", address: "1260 Bernard Ave, Kelowna, BC V1Y 6R1", name: "Kelowna", coordinates: { __typename: "Coordinates", latitude: 49.88621, longitude: -119.48133 } },
  attributes: { all: [
    { canonicalName: "unittype", canonicalValues: ["condo"], values: ["Condo"] },
    { canonicalName: "numberbedrooms", canonicalValues: ["2"], values: ["2"] },
    { canonicalName: "numberbathrooms", canonicalValues: ["20"], values: ["2"] },
    { canonicalName: "areainfeet", canonicalValues: ["980"], values: ["980"] },
    { canonicalName: "petsallowed", canonicalValues: ["1"], values: ["Yes"] },
    { canonicalName: "furnished", canonicalValues: ["0"], values: ["No"] },
  ] },
  posterInfo: { __typename: "PosterInfo", posterId: "60418872", sellerName: "Gord", sellerType: "OWNER", memberSince: "2017" },
};

const zillowProperty = {
  zpid: 3821764, homeStatus: "FOR_SALE", homeType: "MULTI_FAMILY", price: 689000, currency: "USD", streetAddress: "2837 N Kimball Ave", city: "Chicago", state: "IL", zipcode: "60618",
  address: { streetAddress: "2837 N Kimball Ave", city: "Chicago", state: "IL", zipcode: "60618", neighborhood: "Avondale" },
  bedrooms: 5, bathrooms: 2, livingArea: 2350, livingAreaValue: 2350, lotAreaValue: 3125, lotAreaUnits: "Square Feet", yearBuilt: 1914, latitude: 41.93329, longitude: -87.71214,
  zestimate: 671200, rentZestimate: 4850, units: 2, listingDataSource: "MRED", mlsid: "12488301",
  attributionInfo: { agentName: "Tomasz Wiśniewski", agentPhoneNumber: "773-555-0187", brokerName: "Kimball Park Properties LLC", brokerPhoneNumber: "773-555-0100", mlsName: "MRED as distributed by MLS GRID", mlsId: "12488301" },
  resoFacts: { homeType: "MultiFamily", bedrooms: 5, bathroomsFull: 2, bathroomsHalf: 0, yearBuilt: 1914, numberOfUnitsTotal: 2, lotSize: "3,125 sqft", hasAssociation: false, taxAnnualAmount: 9874 },
  priceHistory: [{ date: "2026-11-09", event: "Listed for sale", price: 689000 }, { date: "2008-07-30", event: "Sold", price: 455000 }],
  taxHistory: [{ time: 1735689600000, taxPaid: 9874, value: 61233 }],
};

const realtorComCoop = {
  property_id: "4408817342", listing_id: "2979904415", status: "for_sale", list_price: 239000, last_sold_price: 168000,
  description: { type: "coop", sub_type: null, beds: 2, baths: 1, baths_full: 1, baths_half: null, baths_consolidated: "1", sqft: null, lot_sqft: null, year_built: 1962, garage: null, stories: 6 },
  location: { address: { line: "41 Greenridge Ave Apt 5D", city: "White Plains", state_code: "NY", postal_code: "10605", coordinate: { lat: 41.02236, lon: -73.76302 } }, county: { name: "Westchester" }, neighborhoods: null },
  hoa: { fee: null }, monthly_fees: { description: "Maintenance", display_amount: "$1,286/mo", includes: ["Property taxes", "Heat", "Hot water"] },
  source: { id: "ONEKEY", listing_id: "KEY871204", type: "mls", agents: [{ agent_name: "Denise Okafor", office_name: "Bronx River Realty Group" }] },
  advertisers: [{ type: "seller", name: "Denise Okafor", office: { name: "Bronx River Realty Group", address: { line: "175 Main St", city: "White Plains", state_code: "NY", postal_code: "10601" } } }],
  estimates: { current_values: [] },
  property_history: [{ date: "2011-03-04", event_name: "Sold", price: 168000 }],
};

export const HELD_OUT_10_WEST: ListingPage[] = [
  {
    name: "h10-housesigma-bilevel-st-albert",
    site: "housesigma.com",
    set: "held-out-10",
    traps: "a bi-level house in St. Albert, Alberta: the Edmonton board's 'E4…' MLS® number; '3+2' bedrooms; 'Detached' with 'Bi-Level'; 'Lot Size 5,382 feet²'; a 2012 sale at $362,000 in the history and a SigmaEstimate and rent estimate beside the price; Erin Ridge as the community; a window.__NUXT__ state",
    pageUrl: "https://housesigma.com/ab/st-albert-real-estate/27-eldorado-pl/home/Vb7nKq2w/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Eldorado Place, St. Albert, AB - For Sale $589,900 | HouseSigma</title>
<meta name="description" content="27 Eldorado Place, St. Albert, AB T8N 7B2. 3+2 bedrooms, 3 bathrooms detached house for sale at $589,900. MLS® E4461207.">
</head><body>
<div id="__nuxt">
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/ab/map/">Map</a><a href="/ab/market/">Market Trends</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<section class="listing-info">
<h1 class="address">27 Eldorado Place</h1>
<p class="community">Erin Ridge, St. Albert, AB T8N 7B2</p>
<div class="status-price"><span class="status">For Sale</span> <span class="price">$589,900</span></div>
<ul class="key-stats"><li>3+2 Bedrooms</li><li>3 Bathrooms</li><li>1,364 sqft</li></ul>
</section>
<section class="sigma-estimate"><h2>SigmaEstimate</h2><p>$574,000</p><h2>SigmaEstimate Rent</h2><p>$2,650/month</p></section>
<section class="key-facts"><h2>Key Facts</h2>
<div class="row"><span class="label">Property Type</span><span class="value">Detached</span></div>
<div class="row"><span class="label">Style</span><span class="value">Bi-Level</span></div>
<div class="row"><span class="label">Size</span><span class="value">1,364 feet²</span></div>
<div class="row"><span class="label">Lot Size</span><span class="value">5,382 feet²</span></div>
<div class="row"><span class="label">Year Built</span><span class="value">2002</span></div>
<div class="row"><span class="label">Tax</span><span class="value">$4,466 / 2026</span></div>
<div class="row"><span class="label">Listing #</span><span class="value">E4461207</span></div>
</section>
<section class="description"><h2>Description</h2><p>Bi-level on a quiet Erin Ridge cul-de-sac, three bedrooms and two bathrooms up, two more bedrooms and a third bathroom in the fully finished basement. Double attached garage, central air, south-facing deck. Walk to schools and the Red Willow trail system.</p></section>
<section class="listing-history"><h2>Listing History</h2><table><tr><td>2012-05-14</td><td>2012-06-29</td><td>$374,900</td><td>Sold $362,000</td><td>E3298811</td></tr></table></section>
<section class="nearby-sold"><h2>Nearby Sold</h2><div class="card"><span>Sold $551,000</span><span>11 Everitt Drive</span></div></section>
<p class="brokerage">Listing provided by Sturgeon Valley Realty Ltd.</p>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4.</p></footer>
</div>
<script>window.__NUXT__=${JSON.stringify({ layout: "default", data: [sigmaState] })}</script>
</body></html>`,
    expected: {
      price: { amount: 589900 }, propertyKind: "house", street: "27 Eldorado Place", city: "St. Albert", province: "AB", postalCode: "T8N 7B2", neighbourhood: "Erin Ridge",
      bedrooms: 3, bedroomsBelowGrade: 2, bathrooms: 3, squareFootage: 1364, lot: { value: 5382, unit: "ft2" }, yearBuilt: 2002, mlsNumber: "E4461207",
      brokerageName: "Sturgeon Valley Realty Ltd.", geo: { lat: 53.65734, lng: -113.61829 },
    },
  },
  {
    name: "h10-remax-split-level-yellowknife",
    site: "remax.ca",
    set: "held-out-10",
    traps: "a split-level house in Yellowknife, Northwest Territories: 'NT' and an 'X1A' postal code; a bare six-digit MLS® number; 'Bathrooms 3 (2 full, 1 half)'; 'Lot Size 7,405 sqft'; fuel oil and annual taxes beside the price; data-cy markup; the agent card with the office's address; similar listings; a mortgage calculator",
    pageUrl: "https://www.remax.ca/nt/yellowknife-real-estate/412-range-lake-rd-wp_idm90000113-231104-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>412 Range Lake Rd, Yellowknife, NT X1A 3N2 - House for sale - RE/MAX</title>
<meta name="description" content="House for sale at 412 Range Lake Rd, Yellowknife, NT. $524,000. 4 beds, 3 baths. MLS® 231104.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "412 Range Lake Rd, Yellowknife, NT X1A 3N2", offers: { "@type": "Offer", price: "524000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<div class="cookie-consent" data-cy="cookie-banner"><p>We use cookies to give you the best experience on remax.ca.</p><button>Accept all</button></div>
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address"><span data-cy="property-street">412 Range Lake Rd</span>, <span data-cy="property-city">Yellowknife</span>, <span data-cy="property-province">NT</span> <span data-cy="property-postal">X1A 3N2</span></h1>
<div class="listing-price" data-cy="property-price">$524,000</div>
<div class="listing-quick-stats"><span data-cy="property-beds">4 bed</span><span data-cy="property-baths">3 bath</span><span data-cy="property-sqft">2,106 sqft</span></div>
<div data-cy="property-mls">MLS® 231104</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Four-level split close to Range Lake and the Sissons school. Three bedrooms and two full bathrooms on the upper level, a fourth bedroom and a half bath in the walk-out lower level. Oil-fired boiler with in-floor heat downstairs, a new 2023 roof, a heated 24 x 28 garage and a fenced rock yard.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Single Family</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">4 Level Split</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms</span><span class="detail-value">4</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">3 (2 full, 1 half)</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">2,106 sqft</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">7,405 sqft</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">1981</span></div>
<div class="detail-row"><span class="detail-label">Heating Fuel</span><span class="detail-value">Oil</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$4,912 (2026)</span></div>
</section>
<section class="mortgage-calculator" data-cy="mortgage-calculator"><h2>Mortgage Calculator</h2><p>Purchase price $524,000 · Down payment 10% · Rate 4.59% · Monthly payment $2,760</p></section>
<aside class="listing-agents">
<div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Colin Beaulieu</div><div class="agent-card-title">REALTOR®</div>
<div class="agent-card-office" data-cy="office-name">RE/MAX Aurora Realty</div><div class="agent-card-office-address">5103 50th Avenue, Yellowknife, NT X1A 1R8</div></div>
</aside>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="listing-card"><div class="listing-card-price">$479,900</div><div class="listing-card-address">16 Curry Dr, Yellowknife, NT</div></div>
<div class="listing-card"><div class="listing-card-price">$615,000</div><div class="listing-card-address">203 Finlayson Dr, Yellowknife, NT</div></div>
</section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. RE/MAX, LLC, 5075 South Syracuse Street, Denver, Colorado 80237.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 524000 }, propertyKind: "house", street: "412 Range Lake Rd", city: "Yellowknife", province: "NT", postalCode: "X1A 3N2",
      bedrooms: 4, bathrooms: 2.5, bathroomsFull: 2, bathroomsHalf: 1, squareFootage: 2106, lot: { value: 7405, unit: "ft2" }, yearBuilt: 1981, mlsNumber: "231104",
      listingAgentName: "Colin Beaulieu", brokerageName: "RE/MAX Aurora Realty",
    },
  },
  {
    name: "h10-royallepage-fourplex-saskatoon",
    site: "royallepage.ca",
    set: "held-out-10",
    traps: "a fourplex in Saskatoon's Sutherland: 'Property Type Multi-family' with 'Building Type Fourplex'; Saskatchewan's 'SK' MLS® number; eight bedrooms and four bathrooms across four units; 'Land Size 50 x 125 ft'; the four units' rents and the gross income in the description; the agent card with her office's Saskatoon address; the 'independently owned and operated' footer",
    pageUrl: "https://www.royallepage.ca/en/property/saskatchewan/saskatoon/1314-egbert-avenue/25119406/mls-sk021387/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1314 Egbert Avenue, Saskatoon, SK S7N 1X6 - For Sale | Royal LePage</title>
<meta name="description" content="1314 Egbert Avenue, Saskatoon - 8 bedroom fourplex for sale at $749,900. MLS® SK021387.">
</head><body>
<div class="cookie-notice"><p>Royal LePage uses cookies to improve your browsing experience.</p><button>OK</button></div>
<header class="site-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/search/commercial/">Commercial</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">1314 Egbert Avenue</h1>
<p class="address-2">Saskatoon, Saskatchewan S7N 1X6</p>
<p class="neighbourhood">Sutherland</p>
<div class="property-price"><span class="listing-type">For Sale</span> <span class="price">$749,900</span></div>
<ul class="property-beds-baths"><li><span class="value">8</span> <span class="label">Bedrooms</span></li><li><span class="value">4</span> <span class="label">Bathrooms</span></li><li><span class="value">3,184</span> <span class="label">sqft</span></li></ul>
</div>
<section class="property-features"><h2>Property Details</h2>
<ul class="feature-list">
<li><span class="feature-label">Property Type</span> <span class="feature-value">Multi-family</span></li>
<li><span class="feature-label">Building Type</span> <span class="feature-value">Fourplex</span></li>
<li><span class="feature-label">Ownership</span> <span class="feature-value">Freehold</span></li>
<li><span class="feature-label">Full Bathrooms</span> <span class="feature-value">4</span></li>
<li><span class="feature-label">Living Area</span> <span class="feature-value">3,184 sqft</span></li>
<li><span class="feature-label">Land Size</span> <span class="feature-value">50 x 125 ft</span></li>
<li><span class="feature-label">Year Built</span> <span class="feature-value">1966</span></li>
<li><span class="feature-label">Annual Taxes</span> <span class="feature-value">$6,204</span></li>
<li><span class="feature-label">MLS® #</span> <span class="feature-value">SK021387</span></li>
</ul></section>
<section class="property-description"><h2>Description</h2><p>Up-and-down fourplex a short walk from the University of Saskatchewan. Four two-bedroom units, each with its own bathroom and coin laundry shared in the basement. Current rents $1,395, $1,425, $1,450 and $1,510 a month for a gross income of $69,360 a year. Eight-stall parking pad off the back lane. Boiler replaced in 2019.</p></section>
<section class="mortgage-calculator"><h3>Mortgage Calculator</h3><p>Down payment $149,980 · Monthly payment $3,412</p></section>
<aside class="agent-card"><h3>Listing Agent</h3><div class="agent-name">Renée Lavallee</div><div class="agent-title">REALTOR®</div><div class="agent-office">Royal LePage Varsity</div><div class="agent-office-address">1820 8th Street East, Saskatoon, SK S7H 0T6</div></aside>
<section class="similar-properties"><h2>Similar Properties</h2><div class="property-card"><span class="price">$689,000</span><span class="address">902 Albert Avenue, Saskatoon</span></div></section>
</main>
<footer class="site-footer"><p>Each Royal LePage office is independently owned and operated, except those marked as Royal LePage Real Estate Services Ltd. Bridgemarq Real Estate Services Inc., 39 Wynford Drive, Toronto, ON M3C 3K5.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 749900 }, propertyKind: "plex", street: "1314 Egbert Avenue", city: "Saskatoon", province: "SK", postalCode: "S7N 1X6", neighbourhood: "Sutherland",
      bedrooms: 8, bathrooms: 4, bathroomsFull: 4, squareFootage: 3184, lot: { value: 6250, unit: "ft2" }, yearBuilt: 1966, mlsNumber: "SK021387",
      listingAgentName: "Renée Lavallee", brokerageName: "Royal LePage Varsity",
    },
  },
  {
    name: "h10-kijiji-condo-rent-kelowna",
    site: "kijiji.ca",
    set: "held-out-10",
    traps: "a condo for rent in downtown Kelowna from its owner: '$2,350.00' monthly by its category; a full street address in the location line; 'Size (sqft) 980'; 'Unit Type Condo'; the Apollo state with the rent in cents and bathrooms in tenths; 'Dec 1' and '4th floor' in the title and description; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/kelowna/2-bed-2-bath-condo-downtown-kelowna-walk-to-the-lake-dec-1/1742065318",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>2 bed 2 bath condo downtown Kelowna - walk to the lake - Dec 1 | Long Term Rentals | Kelowna | Kijiji</title>
<meta property="og:title" content="2 bed 2 bath condo downtown Kelowna - walk to the lake - Dec 1">
<meta property="og:description" content="Bright 2 bedroom, 2 bathroom corner condo on the 4th floor, 980 sq ft, walking distance to the waterfront">
</head><body>
<div id="__next">
<header data-testid="header"><a href="/">Kijiji</a><nav><a href="/t-post-ad">Post ad</a></nav></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-kelowna/l1700228">Kelowna</a></li><li><a href="/b-real-estate/kelowna/c34l1700228">Real Estate</a></li><li><a href="/b-apartments-condos/kelowna/c37l1700228">Long Term Rentals</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">2 bed 2 bath condo downtown Kelowna - walk to the lake - Dec 1</h1>
<div data-testid="vip-price"><span>$2,350.00</span></div>
<div data-testid="vip-utilities"><span>Some Utilities Included</span></div>
<div data-testid="vip-location"><button>1260 Bernard Ave, Kelowna, BC V1Y 6R1</button></div>
<section data-testid="unit-overview"><h2>Overview</h2><ul><li><span>Unit Type</span><span>Condo</span></li><li><span>Bedrooms</span><span>2</span></li><li><span>Bathrooms</span><span>2</span></li></ul></section>
<section data-testid="unit-details"><h2>The Unit</h2><ul><li><span>Parking Included</span><span>1</span></li><li><span>Agreement Type</span><span>1 Year</span></li><li><span>Move-In Date</span><span>December 1, 2026</span></li><li><span>Pet Friendly</span><span>Yes</span></li><li><span>Size (sqft)</span><span>980</span></li><li><span>Furnished</span><span>No</span></li></ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Bright 2 bedroom, 2 bathroom corner condo on the 4th floor, 980 sq ft, walking distance to the waterfront and Bernard Ave shops. In-suite laundry, one secure underground stall and a storage locker. Available December 1. 12 month lease, references required. Small pet considered. Tenant pays hydro; water and gas included.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Posted by</h3><div data-testid="poster-name">Gord</div><div>On Kijiji since 2017</div></aside>
<section data-testid="similar-ads"><h2>You may also like</h2><div data-testid="listing-card"><div>$1,995.00</div><div>1 bed + den, Pandosy Village</div></div><div data-testid="listing-card"><div>$2,800.00</div><div>3 bed townhouse, Glenmore</div></div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. All rights reserved.</p></footer>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1742065318": kijijiAd, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1742065318" } })}
</body></html>`,
    expected: {
      price: { amount: 2350, period: "month" }, propertyKind: "condo", street: "1260 Bernard Ave", city: "Kelowna", province: "BC", postalCode: "V1Y 6R1",
      bedrooms: 2, bathrooms: 2, squareFootage: 980, geo: { lat: 49.88621, lng: -119.48133 },
    },
  },
  {
    name: "h10-rew-duplex-prince-george",
    site: "rew.ca",
    set: "held-out-10",
    traps: "a side-by-side duplex in Prince George sold whole: 'Property Type Duplex' with 'Title Freehold NonStrata'; the northern board's 'R3…' MLS® number; 'Area PG City West (Zone 71)' with 'Sub-Area Spruceland'; 'Lot Size 6,600 Sq. Ft.'; both sides' rents in the description; gross taxes with the year; a 'Primary Agent' card; REW's mortgage estimate",
    pageUrl: "https://www.rew.ca/properties/R3012587/2156-2158-upland-street-prince-george-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2156-2158 Upland Street, Prince George, BC V2L 3Y4 | R3012587 | REW</title>
<meta name="description" content="2156-2158 Upland Street, Prince George for sale: 6 bed, 2 bath, 2,208 sq. ft. duplex. MLS® R3012587.">
</head><body>
<header class="header"><a href="/" class="header-logo">REW</a><nav><a href="/properties/areas/prince-george-bc">Prince George</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">2156-2158 Upland Street</h1>
<div class="listingheader-location">Prince George, BC V2L 3Y4</div>
<div class="listingheader-price">$524,900</div>
<ul class="listingheader-details"><li>6 Bed</li><li>2 Bath</li><li>2,208 Sqft</li><li>Duplex</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<dl class="listingoverview-list">
<dt>Property Type</dt><dd>Duplex</dd><dt>Title</dt><dd>Freehold NonStrata</dd><dt>Area</dt><dd>PG City West (Zone 71)</dd><dt>Sub-Area</dt><dd>Spruceland</dd>
<dt>Bedrooms</dt><dd>6</dd><dt>Bathrooms</dt><dd>2</dd><dt>Floor Area</dt><dd>2,208 Sq. Ft.</dd><dt>Lot Size</dt><dd>6,600 Sq. Ft.</dd><dt>Year Built</dt><dd>1976</dd>
<dt>MLS® Number</dt><dd>R3012587</dd><dt>Gross Taxes</dt><dd>$4,388 (2026)</dd>
</dl></section>
<section class="listingdescription"><h2>Description</h2><p>Side-by-side duplex on one title in Spruceland, each side with three bedrooms, one bathroom and its own basement laundry. 2156 rents for $1,650 and 2158 for $1,700 a month on month-to-month tenancies. Separate hydro and gas meters; shared carport. Close to the Spruceland shopping centre and bus routes.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$2,516</strong></p></section>
<aside class="listingagents"><h3>Listed By</h3><div class="agentcard agentcard--primary"><div class="agentcard-label">Primary Agent</div><div class="agentcard-name">Kyle Prud'homme</div><div class="agentcard-brokerage">Nechako Country Realty</div></div></aside>
<section class="listingnearby"><h3>Nearby Listings</h3><div class="card"><span>$459,000</span><span>1877 Carney Street</span></div></section>
<p class="listingsource">Listing data provided by the BC Northern Real Estate Board.</p>
</main>
<footer><p>REW.ca is operated by Real Estate Wire Inc. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 524900 }, propertyKind: "plex", street: "2156-2158 Upland Street", city: "Prince George", province: "BC", postalCode: "V2L 3Y4", neighbourhood: "Spruceland",
      bedrooms: 6, bathrooms: 2, squareFootage: 2208, lot: { value: 6600, unit: "ft2" }, yearBuilt: 1976, mlsNumber: "R3012587", listingAgentName: "Kyle Prud'homme", brokerageName: "Nechako Country Realty",
    },
  },
  {
    name: "h10-zillow-two-flat-chicago",
    site: "zillow.com",
    set: "held-out-10",
    traps: "a two-flat in Chicago: `homeType` MULTI_FAMILY with `units` 2 ('Full bathrooms: 2' in the facts); the combined five bedrooms and two bathrooms of both units; `lotAreaValue` in square feet; Zestimate and rent Zestimate; a 2008 sale and a tax record in the histories; `attributionInfo` agent and broker; the MRED MLS id; the Avondale neighbourhood",
    pageUrl: "https://www.zillow.com/homedetails/2837-N-Kimball-Ave-Chicago-IL-60618/3821764_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2837 N Kimball Ave, Chicago, IL 60618 | MLS #12488301 | Zillow</title>
<meta name="description" content="2837 N Kimball Ave, Chicago, IL 60618 is a multi family home listed for sale at $689,000. The 2,350 sq. ft. home is a 5 bed, 2.0 bath property.">
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main>
<div data-testid="price"><span>$689,000</span></div>
<div data-testid="bed-bath-sqft-facts"><span>5 beds</span><span>2 baths</span><span>2,350 sqft</span></div>
<h1>2837 N Kimball Ave, Chicago, IL 60618</h1>
<div data-testid="zestimate">Zestimate®: $671,200</div>
<div data-testid="rent-zestimate">Rent Zestimate®: $4,850/mo</div>
<ul data-testid="at-a-glance"><li>MultiFamily</li><li>Built in 1914</li><li>3,125 sqft lot</li><li>2 units</li></ul>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 5</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li></ul>
<h3>Property</h3><ul><li>Home type: MultiFamily</li><li>Total number of units: 2</li><li>Lot size: 3,125 sqft</li><li>Year built: 1914</li><li>Subdivision: Avondale</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Annual tax amount: $9,874</li></ul>
</section>
<section><h2>Price history</h2><table><tr><td>11/9/2026</td><td>Listed for sale</td><td>$689,000</td></tr><tr><td>7/30/2008</td><td>Sold</td><td>$455,000</td></tr></table></section>
<section><h2>Monthly payment</h2><p>Est. payment $4,621/mo (principal &amp; interest, taxes, insurance)</p></section>
<p data-testid="attribution">Listed by: Tomasz Wiśniewski 773-555-0187, Kimball Park Properties LLC 773-555-0100</p>
<p>Source: MRED as distributed by MLS GRID, MLS#: 12488301</p>
</main>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. Zillow Group is committed to ensuring digital accessibility.</p></footer>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":3821764}': { property: zillowProperty } }), zpid: 3821764 } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "USD" }, propertyKind: "plex", street: "2837 N Kimball Ave", city: "Chicago", province: "IL", postalCode: "60618", neighbourhood: "Avondale",
      bedrooms: 5, bathrooms: 2, squareFootage: 2350, lot: { value: 3125, unit: "ft2" }, yearBuilt: 1914, mlsNumber: "12488301", listingAgentName: "Tomasz Wiśniewski", brokerageName: "Kimball Park Properties LLC",
      geo: { lat: 41.93329, lng: -87.71214 },
    },
  },
  {
    name: "h10-realtor-com-coop-white-plains",
    site: "realtor.com",
    set: "held-out-10",
    traps: "a co-op apartment in White Plains: `description.type` 'coop' with the unit in the line ('Apt 5D'); no square footage and no lot (`sqft` and `lot_sqft` null); a $1,286 monthly maintenance including taxes beside the price; an empty estimates list and a 2011 sale; the advertiser's office with its own White Plains address; the OneKey 'KEY…' number in `source.listing_id`",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/41-Greenridge-Ave-Apt-5D_White-Plains_NY_10605_M44088-17342",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>41 Greenridge Ave Apt 5D, White Plains, NY 10605 - 2 beds/1 bath | realtor.com®</title>
<meta name="description" content="41 Greenridge Ave Apt 5D, White Plains, NY 10605 is a co-op for sale listed at $239,000. 2 beds, 1 bath.">
</head><body>
<div id="__next">
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/White-Plains_NY">Buy</a><a href="/apartments/White-Plains_NY">Rent</a><a href="/mortgage">Mortgage</a></nav></header>
<main data-testid="ldp-main">
<div data-testid="list-price">$239,000</div>
<ul data-testid="property-meta"><li><span>2</span> bed</li><li><span>1</span> bath</li></ul>
<h1 data-testid="address">41 Greenridge Ave Apt 5D, White Plains, NY 10605</h1>
<section data-testid="home-details"><h2>Property details</h2><ul><li>Property type: Co-op</li><li>Year built: 1962</li><li>Stories: 6</li><li>Maintenance: $1,286/mo (includes property taxes, heat, hot water)</li></ul></section>
<section data-testid="estimates"><h3>Estimated home value</h3><p>No estimate available for this home</p></section>
<section data-testid="description"><p>Sunny corner two-bedroom on the fifth floor of an elevator building, renovated kitchen with a window, parquet floors and three exposures. Board approval required; 20% down. Laundry room and bike storage on site; parking waitlist. Walk to the Metro-North station.</p></section>
<section data-testid="payment-calculator"><h3>Monthly payment</h3><p>$2,781 per month including maintenance</p></section>
<section data-testid="listing-provider"><p>Listing provided by Denise Okafor, Bronx River Realty Group, 175 Main St, White Plains, NY 10601</p><p>Source: OneKey® MLS, MLS ID #KEY871204</p></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.</p></footer>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComCoop } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 239000, currency: "USD" }, propertyKind: "condo", street: "41 Greenridge Ave Apt 5D", city: "White Plains", province: "NY", postalCode: "10605",
      bedrooms: 2, bathrooms: 1, yearBuilt: 1962, mlsNumber: "KEY871204", listingAgentName: "Denise Okafor", brokerageName: "Bronx River Realty Group",
      geo: { lat: 41.02236, lng: -73.76302 },
    },
  },
];
