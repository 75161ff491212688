/**
 * Fourteenth held-out corpus, Ontario's Golden Horseshoe, the Prairies, British Columbia and the United States: a
 * condos.ca unit in a Burlington building with the unit's earlier sale in its history, a RE/MAX townhouse in Airdrie, a
 * Kijiji house for sale by its owner in Red Deer, a REW house in Kamloops with its sold history, a Point2 Homes house in
 * Moose Jaw, a Zillow apartment for rent in Portland and a realtor.com house in Burlington, Vermont, at a reduced price
 * with an open house. Structures follow the earlier corpora's pages for these sites and real saved DOM notes and JSON
 * in public scraper projects; addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiRedDeer = {
  __typename: "RealEstateListing", id: "1751204486", title: "For sale by owner - 4 bed bi-level in Clearview Ridge, double garage",
  description: "Selling privately, no agents please. Bi-level built in 2008 in Clearview Ridge, close to the Collicutt Centre and two schools. Four bedrooms and two full baths up, a rec room and a third full bath in the finished basement. About 1,210 sq ft above grade. Double attached garage, south-facing back yard, new shingles 2022. Open to offers, viewings evenings and weekends.",
  price: { __typename: "StandardAmountPrice", amount: 48990000, type: "FIXED" }, categoryId: 35,
  location: { __typename: "ListingLocation", address: "59 Cameron Close, Red Deer, AB T4P 0E3", name: "Red Deer", coordinates: { __typename: "Coordinates", latitude: 52.28811, longitude: -113.76024 } },
  attributes: { all: [
    { canonicalName: "unittype", canonicalValues: ["house"], values: ["House"] },
    { canonicalName: "numberbedrooms", canonicalValues: ["4"], values: ["4"] },
    { canonicalName: "numberbathrooms", canonicalValues: ["30"], values: ["3"] },
    { canonicalName: "areainfeet", canonicalValues: ["1210"], values: ["1210"] },
    { canonicalName: "forsaleby", canonicalValues: ["ownr"], values: ["Owner"] },
  ] },
  posterInfo: { __typename: "PosterInfo", posterId: "80417763", sellerName: "Dwayne", sellerType: "OWNER", memberSince: "2011" },
};

const zillowPortland = {
  zpid: 2062844173, homeStatus: "FOR_RENT", homeType: "APARTMENT", price: 1895, currency: "USD", streetAddress: "3340 SE Belmont St APT 204", city: "Portland", state: "OR", zipcode: "97214",
  address: { streetAddress: "3340 SE Belmont St APT 204", city: "Portland", state: "OR", zipcode: "97214", neighborhood: "Sunnyside" },
  bedrooms: 1, bathrooms: 1, livingArea: 712, livingAreaValue: 712, yearBuilt: 2016, latitude: 45.51623, longitude: -122.63104,
  rentZestimate: 1840, listingDataSource: "Rentals", isRentalListing: true,
  attributionInfo: { agentName: null, brokerName: "Belmont Terrace Apartments", buildingName: "Belmont Terrace", providerName: "Cascadia Residential Management" },
  resoFacts: { homeType: "Apartment", bedrooms: 1, bathroomsFull: 1, yearBuilt: 2016, petsAllowed: "Cats, small dogs", laundryFeatures: ["In Unit"] },
  floorPlans: [{ name: "Studio", price: 1495, beds: 0 }, { name: "1 bed", price: 1895, beds: 1 }, { name: "2 bed", price: 2650, beds: 2 }],
  nearbyHomes: [{ zpid: 2062844911, address: { streetAddress: "3525 SE Hawthorne Blvd APT 3", city: "Portland", state: "OR", zipcode: "97214" }, price: 1750, homeStatus: "FOR_RENT" }],
};

const realtorComBurlington = {
  property_id: "6093381427", listing_id: "2991407766", status: "for_sale", list_price: 529000, last_sold_price: 214000, price_reduced_amount: 20000,
  flags: { is_price_reduced: true, is_new_listing: false }, open_houses: [{ start_date: "2026-11-29T13:00:00", end_date: "2026-11-29T15:00:00" }],
  description: { type: "single_family", sub_type: null, beds: 4, baths: 2, baths_full: 2, baths_half: null, baths_consolidated: "2", sqft: 2036, lot_sqft: 8712, year_built: 1927, garage: 1, stories: 2 },
  location: { address: { line: "118 Loomis St", city: "Burlington", state_code: "VT", postal_code: "05401", coordinate: { lat: 44.48317, lon: -73.20941 } }, county: { name: "Chittenden" }, neighborhoods: [{ name: "Old North End" }] },
  source: { id: "NEREN", listing_id: "5061288", type: "mls", agents: [{ agent_name: "Maren Ostrowski", office_name: "Champlain Valley Property Group" }] },
  advertisers: [{ type: "seller", name: "Maren Ostrowski", office: { name: "Champlain Valley Property Group", address: { line: "96 Church St", city: "Burlington", state_code: "VT", postal_code: "05401" } } }],
  estimates: { current_values: [{ source: { name: "Quantarium" }, estimate: 541200 }, { source: { name: "Cotality" }, estimate: 517000 }] },
  property_history: [{ date: "2026-11-10", event_name: "Price Changed", price: 529000 }, { date: "2026-10-16", event_name: "Listed", price: 549000 }, { date: "2009-07-31", event_name: "Sold", price: 214000 }],
};

export const HELD_OUT_14_WEST: ListingPage[] = [
  {
    name: "h14-condos-ca-unit-burlington-sold-history",
    site: "condos.ca",
    set: "held-out-14",
    traps: "a condo apartment for sale in a Burlington building: the unit's own 2018 sale ('Sold $418,000') in its history and other units' recent sales and leases in the building panel; '2 Beds' with '2 Baths'; a size range '1000-1199'; maintenance fees per month; the building's year and coordinates in the embedded data; the Brant neighbourhood; condos.ca's own brokerage address in the footer",
    pageUrl: "https://condos.ca/burlington/the-harbourview-2160-lakeshore-road/unit-709-W12772615",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>709 - 2160 Lakeshore Road, Burlington | For Sale $789,000 | Condos.ca</title>
<meta name="description" content="For sale: 709 - 2160 Lakeshore Road, Burlington. 2 beds, 2 baths, 1000-1199 sqft condo in The Harbourview. MLS® W12772615.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { building: { name: "The Harbourview", address: "2160 Lakeshore Road", neighbourhood: "Brant", year_built: 2003, units: 118, lat: 43.32491, lng: -79.79583 }, listing: { mls_number: "W12772615", transaction_type: "sale", price: 789000, unit: "709", address: "2160 Lakeshore Road", city: "Burlington", beds: "2", baths: 2, size_range: "1000-1199", exposure: "SE", maintenance_fees: 912.44, brokerage: "Spencer Pier Realty Inc., Brokerage" }, unit_history: [{ date: "2018-05-22", type: "Sold", list_price: 424900, sold_price: 418000 }] } }, page: "/[city]/[building]/[unit]" })}</script>
</head><body>
<div class="styles__CookieBar-sc-1c0"><p>We use cookies to personalise content and analyse traffic.</p><button>Got it</button></div>
<header><a href="/">Condos.ca</a><nav><a href="/burlington/condos-for-sale">Buy</a><a href="/burlington/condos-for-rent">Rent</a><a href="/burlington/sold">Sold</a></nav></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a class="place-link" href="/burlington">Burlington</a> / <a class="place-link" href="/burlington/brant">Brant</a></div>
<h1 class="styles__Address-sc-4h2">709 - 2160 Lakeshore Road</h1>
<div class="styles__BuildingName-sc-4h3">The Harbourview, Burlington, ON L7R 4K1</div>
<div class="styles__Price-sc-5p1"><span class="styles__Tag-sc-5p3">For Sale</span> $789,000</div>
<ul class="styles__Stats-sc-6s1"><li>2 Beds</li><li>2 Baths</li><li>1000-1199 sqft</li><li>1 Parking</li><li>SE Exposure</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Apt</span></div>
<div class="styles__Row-sc-8d2"><span>Bedrooms</span><span>2</span></div>
<div class="styles__Row-sc-8d2"><span>Bathrooms</span><span>2</span></div>
<div class="styles__Row-sc-8d2"><span>Size</span><span>1000-1199 sqft</span></div>
<div class="styles__Row-sc-8d2"><span>Maintenance Fees</span><span>$912/mo</span></div>
<div class="styles__Row-sc-8d2"><span>Taxes</span><span>$4,207 / 2026</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>W12772615</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>Spencer Pier Realty Inc., Brokerage</span></div>
</section>
<section class="styles__UnitHistory-sc-2u1"><h2>Unit History</h2><div>May 22, 2018 — Sold $418,000 (listed $424,900)</div><div>Nov 20, 2026 — Listed for sale $789,000</div></section>
<section class="styles__Building-sc-9b1"><h2>About The Harbourview</h2>
<div class="styles__Row-sc-8d2"><span>Year Built</span><span>2003</span></div><div class="styles__Row-sc-8d2"><span>Storeys</span><span>12</span></div><div class="styles__Row-sc-8d2"><span>Units</span><span>118</span></div>
<div class="styles__History-sc-1h1"><h3>Recent activity in this building</h3><div>Unit 305 — Sold $642,500</div><div>Unit 1102 — Leased $3,100/mo</div></div>
</section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>South-east corner unit on the seventh floor with a view of the lake and Spencer Smith Park. Two bedrooms, the primary with a four-piece ensuite and walk-in closet, a second three-piece bath, in-suite laundry. Fees include heat, hydro and water. One underground parking space and a locker.</p></section>
<section class="styles__Similar-sc-2s1"><h2>Similar Listings</h2><div class="card"><div>$725,000</div><div>402 - 2170 Old Lakeshore Road</div></div><div class="card"><div>$869,900</div><div>1004 - 2060 Lakeshore Road</div></div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage. 192 Spadina Ave, Toronto, ON. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 789000 },
      propertyKind: "condo",
      street: "709 - 2160 Lakeshore Road",
      city: "Burlington",
      province: "ON",
      postalCode: "L7R 4K1",
      neighbourhood: "Brant",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      yearBuilt: 2003,
      mlsNumber: "W12772615",
      brokerageName: "Spencer Pier Realty Inc., Brokerage",
      geo: { lat: 43.32491, lng: -79.79583 },
    },
  },
  {
    name: "h14-remax-townhouse-airdrie",
    site: "remax.ca",
    set: "held-out-14",
    traps: "a freehold row townhouse in Airdrie: 'Style 2 Storey' under 'Row/Townhouse'; '2.5 bath' with '2 full, 1 half'; Alberta's 'A2…' MLS® number; lot given in square metres ('Lot Size 232 m²'); no condo fee; taxes and a mortgage calculator; a co-listing agent beside the main one; similar listings",
    pageUrl: "https://www.remax.ca/ab/airdrie-real-estate/208-bayview-street-sw-wp_idm73000004-a2268190-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>208 Bayview Street SW, Airdrie, AB T4B 4N7 - Townhouse for sale - RE/MAX</title>
<meta name="description" content="Townhouse for sale at 208 Bayview Street SW, Airdrie, AB. $459,900. 3 beds, 2.5 baths. MLS® A2268190.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "208 Bayview Street SW, Airdrie, AB T4B 4N7", offers: { "@type": "Offer", price: "459900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<div class="cookie-consent" data-cy="cookie-banner"><p>We use cookies to give you the best experience on remax.ca.</p><button>Accept all</button></div>
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address"><span data-cy="property-street">208 Bayview Street SW</span>, <span data-cy="property-city">Airdrie</span>, <span data-cy="property-province">AB</span> <span data-cy="property-postal">T4B 4N7</span></h1>
<div class="listing-price" data-cy="property-price">$459,900</div>
<div class="listing-quick-stats"><span data-cy="property-beds">3 bed</span><span data-cy="property-baths">2.5 bath</span><span data-cy="property-sqft">1,402 sqft</span></div>
<div data-cy="property-mls">MLS® A2268190</div>
</div>
<section class="listing-description"><h2>Description</h2><p>End-unit freehold townhouse in Bayside with no condo fees, backing onto the canal pathway. Open main floor with a powder room, three bedrooms up including a primary with a four-piece ensuite. Unfinished basement, rear parking pad for two, fenced yard. Walk to schools and the Bayside shops.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Residential</span></div>
<div class="detail-row"><span class="detail-label">Building Type</span><span class="detail-value">Row/Townhouse</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">2 Storey</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms</span><span class="detail-value">3</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">2.5 (2 full, 1 half)</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">1,402 sqft</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">232 m²</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">2015</span></div>
<div class="detail-row"><span class="detail-label">Community</span><span class="detail-value">Bayside</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$2,846 (2026)</span></div>
</section>
<section class="mortgage-calculator" data-cy="mortgage-calculator"><h2>Mortgage Calculator</h2><p>Purchase price $459,900 · Down payment 10% · Rate 4.59% · Monthly payment $2,421</p></section>
<aside class="listing-agents">
<div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Brody Halvorsen</div><div class="agent-card-title">REALTOR®</div>
<div class="agent-card-office" data-cy="office-name">RE/MAX Nose Creek Realty</div><div class="agent-card-office-address">101 Main Street N, Airdrie, AB T4B 0R4</div></div>
<div class="agent-card agent-card--co" data-cy="co-listing-agent"><div class="agent-card-name">Priya Sandhu</div><div class="agent-card-title">Co-listing REALTOR®</div><div class="agent-card-office">RE/MAX Nose Creek Realty</div></div>
</aside>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="listing-card"><div class="listing-card-price">$439,000</div><div class="listing-card-address">36 Bayside Point SW, Airdrie, AB</div></div>
<div class="listing-card"><div class="listing-card-price">$489,500</div><div class="listing-card-address">1117 Kings Heights Way SE, Airdrie, AB</div></div>
</section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. RE/MAX, LLC, 5075 South Syracuse Street, Denver, Colorado 80237.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 459900 },
      propertyKind: "townhouse",
      street: "208 Bayview Street SW",
      city: "Airdrie",
      province: "AB",
      postalCode: "T4B 4N7",
      neighbourhood: "Bayside",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1402,
      lot: { value: 232, unit: "m2" },
      yearBuilt: 2015,
      mlsNumber: "A2268190",
      listingAgentName: "Brody Halvorsen",
      brokerageName: "RE/MAX Nose Creek Realty",
    },
  },
  {
    name: "h14-kijiji-house-sale-by-owner-red-deer",
    site: "kijiji.ca",
    set: "held-out-14",
    traps: "a bi-level house for sale by its owner in Red Deer: '$489,900.00' with the amount in cents in the embedded state; bathrooms in tenths ('30'); the Clearview Ridge neighbourhood and the year only in the title and prose; '1,210 sq ft above grade'; 'No agents please'; no MLS® number; similar ads with other prices",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/red-deer/for-sale-by-owner-4-bed-bi-level-in-clearview-ridge-double-garage/1751204486",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>For sale by owner - 4 bed bi-level in Clearview Ridge, double garage | Houses for Sale | Red Deer | Kijiji</title>
<meta property="og:title" content="For sale by owner - 4 bed bi-level in Clearview Ridge, double garage">
<meta property="og:description" content="Selling privately, no agents please. Bi-level built in 2008 in Clearview Ridge">
</head><body>
<div id="__next">
<div data-testid="cookie-banner"><p>Kijiji uses cookies to personalise content and ads.</p><button>Accept</button></div>
<header data-testid="header"><a href="/">Kijiji</a><nav><a href="/t-post-ad">Post ad</a><a href="/m-my-messages">My Messages</a></nav></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-red-deer/l1700136">Red Deer</a></li><li><a href="/b-real-estate/red-deer/c34l1700136">Real Estate</a></li><li><a href="/b-house-for-sale/red-deer/c35l1700136">Houses for Sale</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">For sale by owner - 4 bed bi-level in Clearview Ridge, double garage</h1>
<div data-testid="vip-price"><span>$489,900.00</span></div>
<div data-testid="vip-location"><button>59 Cameron Close, Red Deer, AB T4P 0E3</button></div>
<section data-testid="unit-overview"><h2>Overview</h2><ul><li><span>For Sale By</span><span>Owner</span></li><li><span>Bedrooms</span><span>4</span></li><li><span>Bathrooms</span><span>3</span></li><li><span>Size (sqft)</span><span>1,210</span></li></ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Selling privately, no agents please. Bi-level built in 2008 in Clearview Ridge, close to the Collicutt Centre and two schools. Four bedrooms and two full baths up, a rec room and a third full bath in the finished basement. About 1,210 sq ft above grade. Double attached garage, south-facing back yard, new shingles 2022. Open to offers, viewings evenings and weekends.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Posted by</h3><div data-testid="poster-name">Dwayne</div><div>On Kijiji since 2011</div><button>Send message</button></aside>
<section data-testid="similar-ads"><h2>You may also like</h2><div data-testid="listing-card"><div>$425,000.00</div><div>3 bed bungalow, Highland Green</div></div><div data-testid="listing-card"><div>$559,900.00</div><div>2-storey with suite, Timberlands</div></div></section>
<section data-testid="mortgage-widget"><h3>Estimate your payment</h3><p>$2,587/month with 10% down at 4.64%</p></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. All rights reserved. Use of this site constitutes acceptance of our Terms of Use and Privacy Policy.</p></footer>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1751204486": kijijiRedDeer, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1751204486" } })}
</body></html>`,
    expected: {
      price: { amount: 489900 },
      propertyKind: "house",
      street: "59 Cameron Close",
      city: "Red Deer",
      province: "AB",
      postalCode: "T4P 0E3",
      neighbourhood: "Clearview Ridge",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 1210,
      yearBuilt: 2008,
      geo: { lat: 52.28811, lng: -113.76024 },
    },
  },
  {
    name: "h14-rew-house-kamloops-sold-history",
    site: "rew.ca",
    set: "held-out-14",
    traps: "a house in Kamloops with its sales history on the page: the 2019 sale at $512,000 and the 2011 sale at $338,500 beside today's $749,000; BC Assessment value; 'Lot Size 0.17 ac'; 'Area Kamloops' with 'Sub-Area Aberdeen'; '5 Bed' with a suite in the basement; the Association of Interior REALTORS® source line; agent and brokerage in the sidebar",
    pageUrl: "https://www.rew.ca/properties/10318447/1873-hillcrest-drive-kamloops-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1873 Hillcrest Drive, Kamloops, BC V1S 1K6 | 10318447 | REW</title>
<meta name="description" content="1873 Hillcrest Drive, Kamloops for sale: 5 bed, 3 bath, 2,640 sq. ft. house. MLS® 10318447.">
</head><body>
<div class="cookiebanner"><p>REW uses cookies to improve your experience. <a href="/privacy">Learn more</a></p><button>Dismiss</button></div>
<header class="header"><a href="/" class="header-logo">REW</a><nav><a href="/properties/areas/kamloops-bc">Kamloops</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">1873 Hillcrest Drive</h1>
<div class="listingheader-location">Kamloops, BC V1S 1K6</div>
<div class="listingheader-price">$749,000</div>
<ul class="listingheader-details"><li>5 Bed</li><li>3 Bath</li><li>2,640 Sqft</li><li>House</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<dl class="listingoverview-list">
<dt>Property Type</dt><dd>Single Family Residence</dd><dt>Title</dt><dd>Freehold NonStrata</dd><dt>Area</dt><dd>Kamloops</dd><dt>Sub-Area</dt><dd>Aberdeen</dd>
<dt>Bedrooms</dt><dd>5</dd><dt>Bathrooms</dt><dd>3</dd><dt>Full Baths</dt><dd>3</dd><dt>Floor Area</dt><dd>2,640 Sq. Ft.</dd><dt>Lot Size</dt><dd>0.17 ac</dd><dt>Year Built</dt><dd>1996</dd>
<dt>MLS® Number</dt><dd>10318447</dd><dt>Gross Taxes</dt><dd>$4,388 (2026)</dd>
</dl></section>
<section class="listingassessment"><h3>BC Assessment</h3><p>2026 assessed value: $701,000 (land $318,000, improvements $383,000)</p></section>
<section class="listinghistory"><h2>Sales History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Nov 17, 2026</td><td>Listed</td><td>$749,000</td></tr>
<tr><td>Aug 9, 2019</td><td>Sold</td><td>$512,000</td></tr>
<tr><td>Apr 28, 2011</td><td>Sold</td><td>$338,500</td></tr></table>
<p class="listinghistory-note">Sold data provided by the Land Title and Survey Authority of BC.</p></section>
<section class="listingdescription"><h2>Description</h2><p>Basement-entry home in Aberdeen with valley views from the deck, walking distance to Pacific Way Elementary and the Aberdeen Mall. Three bedrooms and two full baths up; the walk-out basement holds a two-bedroom suite with its own entry and a full bath, rented at $1,600 a month. Double garage, RV parking, underground sprinklers.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$3,591</strong></p></section>
<aside class="listingagents"><h3>Listed By</h3><div class="agentcard agentcard--primary"><div class="agentcard-label">Primary Agent</div><div class="agentcard-name">Shauna Kerrigan</div><div class="agentcard-brokerage">Thompson Rivers Realty Ltd.</div></div></aside>
<section class="listingnearby"><h3>Nearby Listings</h3><div class="card"><span>$689,900</span><span>1790 Hillcrest Drive</span></div><div class="card"><span>$829,000</span><span>2231 Van Horne Drive</span></div></section>
<p class="listingsource">Listing data provided by the Association of Interior REALTORS®.</p>
</main>
<footer><p>REW.ca is operated by Real Estate Wire Inc. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "house",
      street: "1873 Hillcrest Drive",
      city: "Kamloops",
      province: "BC",
      postalCode: "V1S 1K6",
      neighbourhood: "Aberdeen",
      bedrooms: 5,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 2640,
      lot: { value: 0.17, unit: "acres" },
      yearBuilt: 1996,
      mlsNumber: "10318447",
      listingAgentName: "Shauna Kerrigan",
      brokerageName: "Thompson Rivers Realty Ltd.",
    },
  },
  {
    name: "h14-point2homes-house-moose-jaw",
    site: "point2homes.com",
    set: "held-out-14",
    traps: "a 1.5-storey house in Moose Jaw: Saskatchewan's 'SK…' MLS® number; lot '50 x 125 ft' in the details and '6,250' Sqft lot in the summary; Point2's own Saskatoon address in an Organization JSON-LD before the listing's; a price history with a 2014 sale; 'Listing courtesy of' agent and brokerage; nearby listings with other prices",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Moose-Jaw/Central-MJ/1144-Athabasca-Street-E/133017462.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1144 Athabasca Street E, Moose Jaw, Saskatchewan S6H 0M4 - 3 beds/2 baths - Point2</title>
<meta name="description" content="1144 Athabasca Street E, Moose Jaw, SK S6H 0M4 - House for sale: 3 beds, 2 baths, 1,236 sqft. $264,900. MLS® SK021883.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "500 Spadina Crescent East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 4H9" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1144 Athabasca Street E", address: { "@type": "PostalAddress", streetAddress: "1144 Athabasca Street E", addressLocality: "Moose Jaw", addressRegion: "SK", postalCode: "S6H 0M4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 50.39614, longitude: -105.52307 } })}
</head><body>
<div class="cookie-banner"><p>This site uses cookies. By continuing you agree to our <a href="/privacy">Privacy Policy</a>.</p></div>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a><a href="/CA/Real-Estate-Agents.html">Agents</a></nav></header>
<main id="details_overview">
<div class="address-container"><h1><div class="address">1144 Athabasca Street E</div><div class="address-line-2">Moose Jaw, SK S6H 0M4</div></h1><div class="neighborhood">Central MJ</div></div>
<div class="price-container"><div class="price"><span>$264,900</span> CAD</div></div>
<ul class="summary"><li class="ic-beds"><strong>3</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,236</strong> Sqft</li><li class="ic-lotsize"><strong>6,250</strong> Sqft lot</li></ul>
<div class="details-charcs"><h2>Property Details</h2>
<dl><dt>Property Type</dt><dd>Single Family</dd></dl>
<dl><dt>Building Type</dt><dd>House</dd></dl>
<dl><dt>Style</dt><dd>1 1/2 Storey</dd></dl>
<dl><dt>Bedrooms</dt><dd>3</dd></dl>
<dl><dt>Full Bathrooms</dt><dd>1</dd></dl>
<dl><dt>Half Bathrooms</dt><dd>1</dd></dl>
<dl><dt>Year Built</dt><dd>1929</dd></dl>
<dl><dt>Lot Size</dt><dd>50 x 125 ft</dd></dl>
<dl><dt>MLS® #</dt><dd>SK021883</dd></dl>
</div>
<div class="description"><h2>Description</h2><p>Character one-and-a-half storey a block from Crescent Park and Main Street. Two bedrooms and a full bath on the main floor, a third bedroom and a half bath in the loft. Updated windows and a high-efficiency furnace (2020), a 24 x 26 ft garage off the paved lane.</p></div>
<div class="price-history"><h3>Price History</h3><table><tr><td>Nov 2026</td><td>Listed</td><td>$264,900</td></tr><tr><td>Jul 2014</td><td>Sold</td><td>$231,000</td></tr></table></div>
<div class="mortgage-calculator"><h3>Mortgage Calculator</h3><p>Home price $264,900 · Down payment $52,980 · Interest rate 4.79% · Monthly payment $1,207</p></div>
<div class="listing-courtesy">Listing courtesy of Garrett Lindqvist, Prairie Wheat Realty Inc.</div>
<div class="nearby"><h3>Nearby listings</h3><div class="card"><span>$219,000</span><span>2 beds, Hochelaga Street E</span></div><div class="card"><span>$309,500</span><span>4 beds, Fairford Street E</span></div></div>
</main>
<footer><p>© Point2 Homes. Listing information from the Saskatchewan REALTORS® Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 264900 },
      propertyKind: "house",
      street: "1144 Athabasca Street E",
      city: "Moose Jaw",
      province: "SK",
      postalCode: "S6H 0M4",
      neighbourhood: "Central MJ",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1236,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1929,
      mlsNumber: "SK021883",
      listingAgentName: "Garrett Lindqvist",
      brokerageName: "Prairie Wheat Realty Inc.",
      geo: { lat: 50.39614, lng: -105.52307 },
    },
  },
  {
    name: "h14-zillow-apartment-rent-portland",
    site: "zillow.com",
    set: "held-out-14",
    traps: "a one-bedroom apartment for rent in a Portland building: '$1,895/mo' for the unit with the building's studio and two-bedroom floor plans at other rents; the unit number in the street ('APT 204'); a rent Zestimate; managed by a company, no agent; a nearby rental; Zillow's Seattle address in the footer",
    pageUrl: "https://www.zillow.com/homedetails/3340-SE-Belmont-St-APT-204-Portland-OR-97214/2062844173_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3340 SE Belmont St APT 204, Portland, OR 97214 | Zillow</title>
<meta name="description" content="3340 SE Belmont St APT 204, Portland, OR 97214 is an apartment unit listed for rent at $1,895 /mo. The 712 Square Feet unit is a 1 beds, 1 bath unit.">
</head><body>
<div id="__next">
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/rental-manager/">Rental Manager</a></nav></header>
<main>
<div data-testid="price"><span>$1,895/mo</span></div>
<div data-testid="bed-bath-sqft-facts"><span>1 bd</span><span>1 ba</span><span>712 sqft</span></div>
<h1>3340 SE Belmont St APT 204, Portland, OR 97214</h1>
<div data-testid="rent-zestimate">Rent Zestimate®: $1,840/mo</div>
<ul data-testid="at-a-glance"><li>Apartment</li><li>Built in 2016</li><li>In-unit laundry</li><li>Cats, small dogs OK</li><li>Available Dec 15</li></ul>
<section data-testid="building-floor-plans"><h2>Floor plans at Belmont Terrace</h2><ul><li>Studio · $1,495/mo</li><li>1 bed · $1,895/mo</li><li>2 bed · $2,650/mo</li></ul></section>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 1</li><li>Bathrooms: 1</li><li>Full bathrooms: 1</li><li>Laundry: In unit</li></ul>
<h3>Property</h3><ul><li>Home type: Apartment</li><li>Year built: 2016</li><li>Neighborhood: Sunnyside</li></ul>
<h3>Lease</h3><ul><li>Lease term: 12 months</li><li>Security deposit: $1,895</li><li>Application fee: $55</li></ul>
</section>
<section><h2>Nearby rentals</h2><div><span>$1,750/mo</span> 3525 SE Hawthorne Blvd APT 3, Portland, OR 97214</div></section>
<p data-testid="attribution">Managed by Cascadia Residential Management · Belmont Terrace Apartments</p>
</main>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. Zillow Group is committed to ensuring digital accessibility.</p></footer>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'ForRentShopperPlatformFullRenderQuery{"zpid":2062844173}': { property: zillowPortland } }), zpid: 2062844173 } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 1895, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "3340 SE Belmont St APT 204",
      city: "Portland",
      province: "OR",
      postalCode: "97214",
      neighbourhood: "Sunnyside",
      bedrooms: 1,
      bathrooms: 1,
      bathroomsFull: 1,
      squareFootage: 712,
      yearBuilt: 2016,
      geo: { lat: 45.51623, lng: -122.63104 },
    },
  },
  {
    name: "h14-realtor-com-house-burlington-vt-reduced-open-house",
    site: "realtor.com",
    set: "held-out-14",
    traps: "a house in Burlington, Vermont, at a reduced price with an open house: 'Price reduced $20,000' and the earlier $549,000 in the history beside a 2009 sale; 'Open House Sun, Nov 29, 1-3 PM'; a ZIP code with a leading zero (05401); '0.2 acre lot' on the page and lot_sqft 8712 in the JSON; two estimates; the Old North End neighbourhood; the office's address in the same ZIP",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/118-Loomis-St_Burlington_VT_05401_M60933-81427",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Loomis St, Burlington, VT 05401 - 4 beds/2 baths | realtor.com®</title>
<meta name="description" content="118 Loomis St, Burlington, VT 05401 is a single-family home for sale listed at $529,000. 4 beds, 2 baths, 2,036 sqft.">
</head><body>
<div id="__next">
<div data-testid="cookie-banner"><p>We use cookies to make your experience better. <a href="/privacy">Privacy notice</a></p><button>OK</button></div>
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Burlington_VT">Buy</a><a href="/apartments/Burlington_VT">Rent</a><a href="/mortgage">Mortgage</a><a href="/myhome">My Home</a></nav></header>
<main data-testid="ldp-main">
<div data-testid="open-house-banner">Open House · Sun, Nov 29 · 1:00 PM - 3:00 PM</div>
<div data-testid="price-reduced-badge">Price reduced $20,000</div>
<div data-testid="list-price">$529,000</div>
<ul data-testid="property-meta"><li><span>4</span> bed</li><li><span>2</span> bath</li><li><span>2,036</span> sqft</li><li><span>0.2</span> acre lot</li></ul>
<h1 data-testid="address">118 Loomis St, Burlington, VT 05401</h1>
<div data-testid="neighborhood">Old North End</div>
<section data-testid="home-details"><h2>Property details</h2><ul><li>Property type: Single Family</li><li>Year built: 1927</li><li>Stories: 2</li><li>Garage: 1 space</li><li>Price per sqft: $260</li></ul></section>
<section data-testid="estimates"><h3>Estimated home value</h3><ul><li>Quantarium: $541,200</li><li>Cotality: $517,000</li></ul></section>
<section data-testid="description"><p>1920s foursquare on a quiet block of the Old North End, a ten-minute walk to Church Street and the waterfront bike path. Four bedrooms and a full bath upstairs, a second full bath off the kitchen, original woodwork and a deep front porch. Detached one-car garage and a fenced garden. Open house Sunday afternoon.</p></section>
<section data-testid="property-history"><h3>Property history</h3><table><tr><td>11/10/2026</td><td>Price Changed</td><td>$529,000</td></tr><tr><td>10/16/2026</td><td>Listed</td><td>$549,000</td></tr><tr><td>07/31/2009</td><td>Sold</td><td>$214,000</td></tr></table></section>
<section data-testid="payment-calculator"><h3>Monthly payment</h3><p>$3,688 per month</p></section>
<section data-testid="listing-provider"><p>Listing provided by Maren Ostrowski, Champlain Valley Property Group, 96 Church St, Burlington, VT 05401</p><p>Source: New England Real Estate Network, MLS ID #5061288</p></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.</p></footer>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: realtorComBurlington } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 529000, currency: "USD" },
      propertyKind: "house",
      street: "118 Loomis St",
      city: "Burlington",
      province: "VT",
      postalCode: "05401",
      neighbourhood: "Old North End",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2036,
      lot: { value: 0.2, unit: "acres" },
      yearBuilt: 1927,
      mlsNumber: "5061288",
      listingAgentName: "Maren Ostrowski",
      brokerageName: "Champlain Valley Property Group",
      geo: { lat: 44.48317, lng: -73.20941 },
    },
  },
];
