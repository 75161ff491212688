/**
 * Thirteenth held-out corpus, the Prairies, British Columbia, Northwestern Ontario and the United States: a RE/MAX
 * bungalow in Brandon, a Kijiji upper-floor apartment for rent in a Thunder Bay triplex, a REW strata townhouse in
 * Langley's Willoughby Heights, a Point2 Homes bungalow with basement bedrooms in Lethbridge, a Zillow house in Boise
 * after a price cut and a realtor.com house in Raleigh. Structures follow the earlier corpora's pages for these sites
 * and real saved JSON in public scraper projects; addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiTriplex = {
  __typename: "RealEstateListing", id: "1749318207", title: "Bright 2 bedroom upper unit - heat & water included - Jan 1",
  description: "Upper unit of a well-kept triplex in the Port Arthur area, a short walk to the Hillcrest Park lookout and the Red River Road shops. Two bedrooms, one 4-piece bathroom, updated kitchen with dishwasher, about 850 sq ft. Shared coin laundry in the basement. Heat and water included, tenant pays hydro. One driveway spot. No smoking; one small pet considered. References and first and last month's rent required.",
  price: { __typename: "StandardAmountPrice", amount: 165000, type: "FIXED" }, categoryId: 37,
  location: { __typename: "ListingLocation", address: "417 Algoma St N, Thunder Bay, ON P7A 4Z7", name: "Thunder Bay", coordinates: { __typename: "Coordinates", latitude: 48.43902, longitude: -89.22816 } },
  attributes: { all: [
    { canonicalName: "unittype", canonicalValues: ["apartment"], values: ["Apartment"] },
    { canonicalName: "numberbedrooms", canonicalValues: ["2"], values: ["2"] },
    { canonicalName: "numberbathrooms", canonicalValues: ["10"], values: ["1"] },
    { canonicalName: "areainfeet", canonicalValues: ["850"], values: ["850"] },
    { canonicalName: "heat", canonicalValues: ["1"], values: ["Yes"] },
    { canonicalName: "water", canonicalValues: ["1"], values: ["Yes"] },
    { canonicalName: "hydro", canonicalValues: ["0"], values: ["No"] },
  ] },
  posterInfo: { __typename: "PosterInfo", posterId: "71240385", sellerName: "Marlene", sellerType: "OWNER", memberSince: "2014" },
};

const zillowBoise = {
  zpid: 18544207, homeStatus: "FOR_SALE", homeType: "SINGLE_FAMILY", price: 574900, currency: "USD", streetAddress: "4117 W Castle Dr", city: "Boise", state: "ID", zipcode: "83703",
  address: { streetAddress: "4117 W Castle Dr", city: "Boise", state: "ID", zipcode: "83703", neighborhood: "Collister" },
  bedrooms: 3, bathrooms: 2, livingArea: 1722, livingAreaValue: 1722, lotAreaValue: 0.19, lotAreaUnits: "Acres", yearBuilt: 1974, latitude: 43.65318, longitude: -116.24407,
  zestimate: 561300, rentZestimate: 2690, priceChange: -24100, priceChangeDate: 1793836800000, listingDataSource: "IMLS", mlsid: "98961204",
  attributionInfo: { agentName: "Callie Brandt", agentPhoneNumber: "208-555-0164", brokerName: "Treasure Valley Homes Group", brokerPhoneNumber: "208-555-0100", mlsName: "Intermountain MLS", mlsId: "98961204" },
  resoFacts: { homeType: "SingleFamily", bedrooms: 3, bathroomsFull: 2, bathroomsHalf: 0, yearBuilt: 1974, lotSize: "0.19 Acres", hasAssociation: false, taxAnnualAmount: 3418 },
  priceHistory: [
    { date: "2026-11-04", event: "Price change", price: 574900, priceChangeRate: -0.04 },
    { date: "2026-10-09", event: "Listed for sale", price: 599000 },
    { date: "2013-06-21", event: "Sold", price: 219500 },
  ],
  nearbyHomes: [{ zpid: 18544231, address: { streetAddress: "4203 W Castle Dr", city: "Boise", state: "ID", zipcode: "83703" }, price: 612000, homeStatus: "FOR_SALE" }],
};

const realtorComRaleigh = {
  property_id: "8472190553", listing_id: "2988105127", status: "for_sale", list_price: 439000, last_sold_price: 262000,
  description: { type: "single_family", sub_type: null, beds: 3, baths: 3, baths_full: 2, baths_half: 1, baths_consolidated: "2.5", sqft: 1896, lot_sqft: 10019, year_built: 2004, garage: 2, stories: 2 },
  location: { address: { line: "5208 Hollow Oak Ln", city: "Raleigh", state_code: "NC", postal_code: "27616", coordinate: { lat: 35.86342, lon: -78.55417 } }, county: { name: "Wake" }, neighborhoods: null },
  hoa: { fee: 45 },
  source: { id: "DOORIFY", listing_id: "10148733", type: "mls", agents: [{ agent_name: "Jalen Whitfield", office_name: "Capital Oaks Realty" }] },
  advertisers: [{ type: "seller", name: "Jalen Whitfield", office: { name: "Capital Oaks Realty", address: { line: "8311 Brier Creek Pkwy", city: "Raleigh", state_code: "NC", postal_code: "27617" } } }],
  estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 447800 }, { source: { name: "Collateral Analytics" }, estimate: 431000 }] },
  property_history: [{ date: "2026-11-19", event_name: "Listed", price: 439000 }, { date: "2015-04-10", event_name: "Sold", price: 262000 }],
};

export const HELD_OUT_13_WEST: ListingPage[] = [
  {
    name: "h13-remax-bungalow-brandon",
    site: "remax.ca",
    set: "held-out-13",
    traps: "a bungalow in Brandon, Manitoba: a nine-digit Manitoba MLS® number starting '2025' (not a year); 'Lot Size 50 x 120 ft'; 'Bathrooms 2 (2 full)'; 'Style Bungalow' under 'Single Family'; taxes and a mortgage calculator beside the price; data-cy markup; the agent card with the office's Brandon address; similar listings; RE/MAX's Denver address in the footer",
    pageUrl: "https://www.remax.ca/mb/brandon-real-estate/1624-lorne-ave-wp_idm73000027-202530771-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1624 Lorne Ave, Brandon, MB R7A 0T8 - House for sale - RE/MAX</title>
<meta name="description" content="House for sale at 1624 Lorne Ave, Brandon, MB. $329,900. 3 beds, 2 baths. MLS® 202530771.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "1624 Lorne Ave, Brandon, MB R7A 0T8", offers: { "@type": "Offer", price: "329900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<div class="cookie-consent" data-cy="cookie-banner"><p>We use cookies to give you the best experience on remax.ca.</p><button>Accept all</button></div>
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address"><span data-cy="property-street">1624 Lorne Ave</span>, <span data-cy="property-city">Brandon</span>, <span data-cy="property-province">MB</span> <span data-cy="property-postal">R7A 0T8</span></h1>
<div class="listing-price" data-cy="property-price">$329,900</div>
<div class="listing-quick-stats"><span data-cy="property-beds">3 bed</span><span data-cy="property-baths">2 bath</span><span data-cy="property-sqft">1,096 sqft</span></div>
<div data-cy="property-mls">MLS® 202530771</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Solid 1962 bungalow on a 50-foot lot close to Brandon University and the Assiniboine walking trails. Three bedrooms and a full bathroom on the main floor; the basement has a rec room, a second full bathroom and a large storage room. Newer shingles (2020), high-efficiency furnace, double detached garage off the back lane.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Single Family</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">Bungalow</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms</span><span class="detail-value">3</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">2 (2 full)</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">1,096 sqft</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">50 x 120 ft</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">1962</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$3,274 (2026)</span></div>
</section>
<section class="mortgage-calculator" data-cy="mortgage-calculator"><h2>Mortgage Calculator</h2><p>Purchase price $329,900 · Down payment 10% · Rate 4.59% · Monthly payment $1,737</p></section>
<aside class="listing-agents">
<div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Tanis Wiebe</div><div class="agent-card-title">REALTOR®</div>
<div class="agent-card-office" data-cy="office-name">RE/MAX Assiniboine Realty</div><div class="agent-card-office-address">1038 Rosser Ave, Brandon, MB R7A 0L6</div></div>
</aside>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="listing-card"><div class="listing-card-price">$299,000</div><div class="listing-card-address">427 13th St, Brandon, MB</div></div>
<div class="listing-card"><div class="listing-card-price">$364,500</div><div class="listing-card-address">1815 Princess Ave, Brandon, MB</div></div>
</section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. RE/MAX, LLC, 5075 South Syracuse Street, Denver, Colorado 80237.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329900 }, propertyKind: "house", street: "1624 Lorne Ave", city: "Brandon", province: "MB", postalCode: "R7A 0T8",
      bedrooms: 3, bathrooms: 2, bathroomsFull: 2, squareFootage: 1096, lot: { value: 6000, unit: "ft2" }, yearBuilt: 1962, mlsNumber: "202530771",
      listingAgentName: "Tanis Wiebe", brokerageName: "RE/MAX Assiniboine Realty",
    },
  },
  {
    name: "h13-kijiji-apartment-rent-thunder-bay",
    site: "kijiji.ca",
    set: "held-out-13",
    traps: "the upper apartment of a Thunder Bay triplex for rent by its owner: '$1,650.00' monthly by its category; 'Heat, Water' included; '850 sq ft' only in the description and the Apollo attributes; the rent in cents and bathrooms in tenths in the embedded state; the Port Arthur area named only in the description; other ads' rents; the poster's first name",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/thunder-bay/bright-2-bedroom-upper-unit-heat-water-included-jan-1/1749318207",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Bright 2 bedroom upper unit - heat &amp; water included - Jan 1 | Long Term Rentals | Thunder Bay | Kijiji</title>
<meta property="og:title" content="Bright 2 bedroom upper unit - heat &amp; water included - Jan 1">
<meta property="og:description" content="Upper unit of a well-kept triplex in the Port Arthur area, a short walk to the Hillcrest Park lookout">
</head><body>
<div id="__next">
<div data-testid="cookie-banner"><p>Kijiji uses cookies to personalise content and ads.</p><button>Accept</button></div>
<header data-testid="header"><a href="/">Kijiji</a><nav><a href="/t-post-ad">Post ad</a><a href="/m-my-messages">My Messages</a></nav></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-thunder-bay/l1700126">Thunder Bay</a></li><li><a href="/b-real-estate/thunder-bay/c34l1700126">Real Estate</a></li><li><a href="/b-apartments-condos/thunder-bay/c37l1700126">Long Term Rentals</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">Bright 2 bedroom upper unit - heat &amp; water included - Jan 1</h1>
<div data-testid="vip-price"><span>$1,650.00</span></div>
<div data-testid="vip-utilities"><span>Heat, Water</span></div>
<div data-testid="vip-location"><button>417 Algoma St N, Thunder Bay, ON P7A 4Z7</button></div>
<section data-testid="unit-overview"><h2>Overview</h2><ul><li><span>Unit Type</span><span>Apartment</span></li><li><span>Bedrooms</span><span>2</span></li><li><span>Bathrooms</span><span>1</span></li></ul></section>
<section data-testid="unit-details"><h2>The Unit</h2><ul><li><span>Parking Included</span><span>1</span></li><li><span>Agreement Type</span><span>1 Year</span></li><li><span>Move-In Date</span><span>January 1, 2027</span></li><li><span>Pet Friendly</span><span>Limited</span></li><li><span>Smoking Permitted</span><span>No</span></li><li><span>Furnished</span><span>No</span></li><li><span>Laundry (In Building)</span><span>Yes</span></li></ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Upper unit of a well-kept triplex in the Port Arthur area, a short walk to the Hillcrest Park lookout and the Red River Road shops. Two bedrooms, one 4-piece bathroom, updated kitchen with dishwasher, about 850 sq ft. Shared coin laundry in the basement. Heat and water included, tenant pays hydro. One driveway spot. No smoking; one small pet considered. References and first and last month's rent required.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Posted by</h3><div data-testid="poster-name">Marlene</div><div>On Kijiji since 2014</div><button>Send message</button></aside>
<section data-testid="similar-ads"><h2>You may also like</h2><div data-testid="listing-card"><div>$1,425.00</div><div>1 bedroom main floor, Current River</div></div><div data-testid="listing-card"><div>$2,100.00</div><div>3 bed house, Westfort</div></div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. All rights reserved. Use of this site constitutes acceptance of our Terms of Use and Privacy Policy.</p></footer>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1749318207": kijijiTriplex, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1749318207" } })}
</body></html>`,
    expected: {
      price: { amount: 1650, period: "month" }, propertyKind: "condo", street: "417 Algoma St N", city: "Thunder Bay", province: "ON", postalCode: "P7A 4Z7", neighbourhood: "Port Arthur",
      bedrooms: 2, bathrooms: 1, squareFootage: 850, geo: { lat: 48.43902, lng: -89.22816 },
    },
  },
  {
    name: "h13-rew-townhouse-langley-willoughby",
    site: "rew.ca",
    set: "held-out-13",
    traps: "a strata townhouse in Langley written the BC way, unit before civic number with no dash ('14 20852 77A Avenue'); 'Title Freehold Strata'; 'Area Langley' with 'Sub-Area Willoughby Heights'; 'Bathrooms 3' with '2 full, 1 half'; strata fees per month and gross taxes; the Fraser Valley board's 'R3…' number; nearby listings; the board's credit line",
    pageUrl: "https://www.rew.ca/properties/R3061842/14-20852-77a-avenue-langley-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 20852 77A Avenue, Langley, BC V2Y 0M4 | R3061842 | REW</title>
<meta name="description" content="14 20852 77A Avenue, Langley for sale: 3 bed, 3 bath, 1,486 sq. ft. townhouse. MLS® R3061842.">
</head><body>
<div class="cookiebanner"><p>REW uses cookies to improve your experience. <a href="/privacy">Learn more</a></p><button>Dismiss</button></div>
<header class="header"><a href="/" class="header-logo">REW</a><nav><a href="/properties/areas/langley-bc">Langley</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">14 20852 77A Avenue</h1>
<div class="listingheader-location">Langley, BC V2Y 0M4</div>
<div class="listingheader-price">$879,900</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,486 Sqft</li><li>Townhouse</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<dl class="listingoverview-list">
<dt>Property Type</dt><dd>Townhouse</dd><dt>Title</dt><dd>Freehold Strata</dd><dt>Area</dt><dd>Langley</dd><dt>Sub-Area</dt><dd>Willoughby Heights</dd>
<dt>Bedrooms</dt><dd>3</dd><dt>Bathrooms</dt><dd>3</dd><dt>Full Baths</dt><dd>2</dd><dt>Half Baths</dt><dd>1</dd><dt>Floor Area</dt><dd>1,486 Sq. Ft.</dd><dt>Year Built</dt><dd>2017</dd>
<dt>Strata Maintenance Fees</dt><dd>$328.41 / month</dd><dt>MLS® Number</dt><dd>R3061842</dd><dt>Gross Taxes</dt><dd>$3,702 (2026)</dd>
</dl></section>
<section class="listingdescription"><h2>Description</h2><p>Three-level townhome in a 2017 complex in Willoughby Heights, walking distance to Langley Events Centre and the Willowbrook shops. Open main floor with a quartz island and a powder room, three bedrooms and two full bathrooms up, side-by-side double garage and a fenced yard. Clubhouse with a gym; two pets allowed.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$4,218</strong></p></section>
<aside class="listingagents"><h3>Listed By</h3><div class="agentcard agentcard--primary"><div class="agentcard-label">Primary Agent</div><div class="agentcard-name">Amrit Dhaliwal</div><div class="agentcard-brokerage">Valley Crest Realty Group</div></div></aside>
<section class="listingnearby"><h3>Nearby Listings</h3><div class="card"><span>$829,000</span><span>31 7938 209 Street</span></div><div class="card"><span>$949,900</span><span>6 20849 78B Avenue</span></div></section>
<p class="listingsource">Listing data provided by the Fraser Valley Real Estate Board.</p>
</main>
<footer><p>REW.ca is operated by Real Estate Wire Inc. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 879900 }, propertyKind: "townhouse", street: "14 20852 77A Avenue", city: "Langley", province: "BC", postalCode: "V2Y 0M4", neighbourhood: "Willoughby Heights",
      bedrooms: 3, bathrooms: 2.5, bathroomsFull: 2, bathroomsHalf: 1, squareFootage: 1486, yearBuilt: 2017, mlsNumber: "R3061842", listingAgentName: "Amrit Dhaliwal", brokerageName: "Valley Crest Realty Group",
    },
  },
  {
    name: "h13-point2homes-bungalow-lethbridge",
    site: "point2homes.com",
    set: "held-out-13",
    traps: "a bungalow in Lethbridge with two basement bedrooms: '4 Beds' in the summary but 'Bedrooms Above Grade 2' and 'Bedrooms Below Grade 2' in the details; Alberta's 'A2…' MLS® number; an Alberta street-avenue address ('2418 19 Avenue S'); 'Lot Size 5,489 sqft'; a 2016 sale in the price history; Point2's own Saskatoon address in an Organization JSON-LD; nearby listings",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/AB/Lethbridge/Lakeview/2418-19-Avenue-S/132288614.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2418 19 Avenue S, Lethbridge, Alberta T1K 1C6 - 4 beds/2 baths - Point2</title>
<meta name="description" content="2418 19 Avenue S, Lethbridge, AB T1K 1C6 - House for sale: 4 beds, 2 baths, 1,148 sqft. $384,900. MLS® A2271934.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "500 Spadina Crescent East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 4H9" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2418 19 Avenue S", address: { "@type": "PostalAddress", streetAddress: "2418 19 Avenue S", addressLocality: "Lethbridge", addressRegion: "AB", postalCode: "T1K 1C6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.68277, longitude: -112.80619 } })}
</head><body>
<div class="cookie-banner"><p>This site uses cookies. By continuing you agree to our <a href="/privacy">Privacy Policy</a>.</p></div>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a><a href="/CA/Real-Estate-Agents.html">Agents</a></nav></header>
<main id="details_overview">
<div class="address-container"><h1><div class="address">2418 19 Avenue S</div><div class="address-line-2">Lethbridge, AB T1K 1C6</div></h1><div class="neighborhood">Lakeview</div></div>
<div class="price-container"><div class="price"><span>$384,900</span> CAD</div></div>
<ul class="summary"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,148</strong> Sqft</li><li class="ic-lotsize"><strong>5,489</strong> Sqft lot</li></ul>
<div class="details-charcs"><h2>Property Details</h2>
<dl><dt>Property Type</dt><dd>Single Family</dd></dl>
<dl><dt>Building Type</dt><dd>House</dd></dl>
<dl><dt>Style</dt><dd>Bungalow</dd></dl>
<dl><dt>Bedrooms Above Grade</dt><dd>2</dd></dl>
<dl><dt>Bedrooms Below Grade</dt><dd>2</dd></dl>
<dl><dt>Full Bathrooms</dt><dd>2</dd></dl>
<dl><dt>Year Built</dt><dd>1958</dd></dl>
<dl><dt>Lot Size</dt><dd>5,489 sqft</dd></dl>
<dl><dt>MLS® #</dt><dd>A2271934</dd></dl>
</div>
<div class="description"><h2>Description</h2><p>Mid-century bungalow on a tree-lined street in Lakeview, a few blocks from Henderson Lake Park and the Lethbridge College bus. Two bedrooms and a full bath on the main floor; the developed basement adds two more bedrooms, a second full bathroom and a family room. Oversized single garage, newer windows and a south-facing yard.</p></div>
<div class="price-history"><h3>Price History</h3><table><tr><td>Nov 2026</td><td>Listed</td><td>$384,900</td></tr><tr><td>Aug 2016</td><td>Sold</td><td>$259,000</td></tr></table></div>
<div class="mortgage-calculator"><h3>Mortgage Calculator</h3><p>Home price $384,900 · Down payment $76,980 · Interest rate 4.79% · Monthly payment $1,754</p></div>
<div class="listing-courtesy">Listing courtesy of Courtney Van Dyk, Coulee Country Realty Ltd.</div>
<div class="nearby"><h3>Nearby listings</h3><div class="card"><span>$349,000</span><span>3 beds, 21 Street S</span></div><div class="card"><span>$429,500</span><span>4 beds, Parkside Drive S</span></div></div>
</main>
<footer><p>© Point2 Homes. Listing information from the Lethbridge &amp; District Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 384900 }, propertyKind: "house", street: "2418 19 Avenue S", city: "Lethbridge", province: "AB", postalCode: "T1K 1C6", neighbourhood: "Lakeview",
      bedrooms: 2, bedroomsBelowGrade: 2, bathrooms: 2, bathroomsFull: 2, squareFootage: 1148, lot: { value: 5489, unit: "ft2" }, yearBuilt: 1958, mlsNumber: "A2271934",
      listingAgentName: "Courtney Van Dyk", brokerageName: "Coulee Country Realty Ltd.", geo: { lat: 49.68277, lng: -112.80619 },
    },
  },
  {
    name: "h13-zillow-house-boise-price-cut",
    site: "zillow.com",
    set: "held-out-13",
    traps: "a ranch house in Boise after a price cut: '$574,900' with 'Price cut: $24,100 (11/4)' and the earlier $599,000 in the price history and a 2013 sale; Zestimate and rent Zestimate; '0.19 Acres' lot; a nearby home's price; `attributionInfo` agent and broker; the Intermountain MLS number; the Collister neighbourhood; Zillow's Seattle address in the footer",
    pageUrl: "https://www.zillow.com/homedetails/4117-W-Castle-Dr-Boise-ID-83703/18544207_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4117 W Castle Dr, Boise, ID 83703 | MLS #98961204 | Zillow</title>
<meta name="description" content="4117 W Castle Dr, Boise, ID 83703 is a single family home listed for sale at $574,900. The 1,722 sq. ft. home is a 3 bed, 2.0 bath property.">
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main>
<div data-testid="price"><span>$574,900</span></div>
<div data-testid="price-change"><span>Price cut: $24,100 (11/4)</span></div>
<div data-testid="bed-bath-sqft-facts"><span>3 beds</span><span>2 baths</span><span>1,722 sqft</span></div>
<h1>4117 W Castle Dr, Boise, ID 83703</h1>
<div data-testid="zestimate">Zestimate®: $561,300</div>
<div data-testid="rent-zestimate">Rent Zestimate®: $2,690/mo</div>
<ul data-testid="at-a-glance"><li>Single Family Residence</li><li>Built in 1974</li><li>0.19 Acres lot</li><li>$334/sqft</li><li>23 days on Zillow</li></ul>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li></ul>
<h3>Property</h3><ul><li>Home type: SingleFamily</li><li>Architectural style: Ranch</li><li>Lot size: 0.19 Acres</li><li>Year built: 1974</li><li>Subdivision: Collister</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Annual tax amount: $3,418</li><li>Has HOA: No</li></ul>
</section>
<section><h2>Price history</h2><table><tr><td>11/4/2026</td><td>Price change</td><td>$574,900 -4%</td></tr><tr><td>10/9/2026</td><td>Listed for sale</td><td>$599,000</td></tr><tr><td>6/21/2013</td><td>Sold</td><td>$219,500</td></tr></table></section>
<section><h2>Monthly payment</h2><p>Est. payment $3,612/mo (principal &amp; interest, taxes, insurance)</p></section>
<section><h2>Nearby homes</h2><div><span>$612,000</span> 4203 W Castle Dr, Boise, ID 83703</div></section>
<p data-testid="attribution">Listed by: Callie Brandt 208-555-0164, Treasure Valley Homes Group 208-555-0100</p>
<p>Source: Intermountain MLS, MLS#: 98961204</p>
</main>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. Zillow Group is committed to ensuring digital accessibility.</p></footer>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":18544207}': { property: zillowBoise } }), zpid: 18544207 } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "USD" }, propertyKind: "house", street: "4117 W Castle Dr", city: "Boise", province: "ID", postalCode: "83703", neighbourhood: "Collister",
      bedrooms: 3, bathrooms: 2, bathroomsFull: 2, squareFootage: 1722, lot: { value: 0.19, unit: "acres" }, yearBuilt: 1974, mlsNumber: "98961204", listingAgentName: "Callie Brandt", brokerageName: "Treasure Valley Homes Group",
      geo: { lat: 43.65318, lng: -116.24407 },
    },
  },
  {
    name: "h13-realtor-com-house-raleigh",
    site: "realtor.com",
    set: "held-out-13",
    traps: "a two-storey house in Raleigh: '2.5 bath' with `baths` 3, `baths_full` 2 and `baths_half` 1 in the JSON; a '0.23 acre lot' on the page and `lot_sqft` 10019 in the JSON; an HOA fee per month; two estimates above and below the price; a 2015 sale in the history; the advertiser's office with its own Raleigh ZIP; Doorify's MLS number in `source.listing_id`",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/5208-Hollow-Oak-Ln_Raleigh_NC_27616_M84721-90553",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5208 Hollow Oak Ln, Raleigh, NC 27616 - 3 beds/2.5 baths | realtor.com®</title>
<meta name="description" content="5208 Hollow Oak Ln, Raleigh, NC 27616 is a single-family home for sale listed at $439,000. 3 beds, 2.5 baths, 1,896 sqft.">
</head><body>
<div id="__next">
<div data-testid="cookie-banner"><p>We use cookies to make your experience better. <a href="/privacy">Privacy notice</a></p><button>OK</button></div>
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Raleigh_NC">Buy</a><a href="/apartments/Raleigh_NC">Rent</a><a href="/mortgage">Mortgage</a><a href="/myhome">My Home</a></nav></header>
<main data-testid="ldp-main">
<div data-testid="list-price">$439,000</div>
<ul data-testid="property-meta"><li><span>3</span> bed</li><li><span>2.5</span> bath</li><li><span>1,896</span> sqft</li><li><span>0.23</span> acre lot</li></ul>
<h1 data-testid="address">5208 Hollow Oak Ln, Raleigh, NC 27616</h1>
<section data-testid="home-details"><h2>Property details</h2><ul><li>Property type: Single Family</li><li>Year built: 2004</li><li>Stories: 2</li><li>Garage: 2 spaces</li><li>HOA fee: $45/mo</li><li>Price per sqft: $232</li></ul></section>
<section data-testid="estimates"><h3>Estimated home value</h3><ul><li>Quantarium: $447,800</li><li>Collateral Analytics: $431,000</li></ul></section>
<section data-testid="description"><p>Two-story home on a cul-de-sac lot backing onto woods, ten minutes from I-540 and Triangle Town Center. Open kitchen with granite and a pantry, family room with a gas fireplace, half bath on the main level. Primary suite upstairs with a walk-in closet, two more bedrooms and a hall bath. Screened porch, two-car garage, new HVAC in 2023.</p></section>
<section data-testid="property-history"><h3>Property history</h3><table><tr><td>11/19/2026</td><td>Listed</td><td>$439,000</td></tr><tr><td>04/10/2015</td><td>Sold</td><td>$262,000</td></tr></table></section>
<section data-testid="payment-calculator"><h3>Monthly payment</h3><p>$2,874 per month including HOA</p></section>
<section data-testid="listing-provider"><p>Listing provided by Jalen Whitfield, Capital Oaks Realty, 8311 Brier Creek Pkwy, Raleigh, NC 27617</p><p>Source: Doorify MLS, MLS ID #10148733</p></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.</p></footer>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComRaleigh } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 439000, currency: "USD" }, propertyKind: "house", street: "5208 Hollow Oak Ln", city: "Raleigh", province: "NC", postalCode: "27616",
      bedrooms: 3, bathrooms: 2.5, bathroomsFull: 2, bathroomsHalf: 1, squareFootage: 1896, lot: { value: 0.23, unit: "acres" }, yearBuilt: 2004, mlsNumber: "10148733",
      listingAgentName: "Jalen Whitfield", brokerageName: "Capital Oaks Realty", geo: { lat: 35.86342, lng: -78.55417 },
    },
  },
];
