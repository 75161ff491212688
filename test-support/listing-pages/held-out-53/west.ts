/**
 * Fifty-third held-out corpus, the Prairies and British Columbia: a national brokerage's Winnipeg house in a JSON-LD
 * graph and a Surrey townhouse on a BC portal whose facts sit in an inline initial-state script.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentWall, siteChrome, skeleton, stateScript } from "./chrome.ts";

export const HELD_OUT_53_WEST: ListingPage[] = [
  {
    name: "ho53-royallepage-house-winnipeg-riverheights",
    site: "royallepage.ca",
    set: "held-out-53",
    traps: "JSON-LD @graph with the national brand, the listing, its offer, the agent and brokerage, breadcrumbs and an FAQ with a neighbourhood average; 1 full + 1 half bath; floor area in sq. ft. with m² after it; lot in sq. ft.; 9-digit MLS® beside the site's property id; lazily-loaded schools and walk score; the agent's other listings",
    pageUrl: "https://www.royallepage.ca/en/property/manitoba/winnipeg/412-ash-street/24091234/mls202512345/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>412 Ash Street, Winnipeg, MB R3N 0R1 | 202512345 | Royal LePage</title>
<meta name="description" content="For sale: 3 bedroom, 1.5 bath bungalow in River Heights, Winnipeg. $449,900. MLS® 202512345.">
<meta property="og:title" content="412 Ash Street, Winnipeg, Manitoba">
<meta property="og:site_name" content="Royal LePage">
${ld({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", "@id": "https://www.royallepage.ca/#org", name: "Royal LePage", parentOrganization: { "@type": "Organization", name: "Bridgemarq Real Estate Services Inc." }, address: { "@type": "PostalAddress", streetAddress: "39 Wynford Drive", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M3C 3K5" } },
    { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Manitoba", item: "https://www.royallepage.ca/en/mb/" }, { "@type": "ListItem", position: 2, name: "Winnipeg", item: "https://www.royallepage.ca/en/mb/winnipeg/" }, { "@type": "ListItem", position: 3, name: "River Heights", item: "https://www.royallepage.ca/en/mb/winnipeg/river-heights/" }] },
    {
      "@type": ["RealEstateListing", "SingleFamilyResidence"],
      "@id": "#property-24091234",
      name: "412 Ash Street",
      address: { "@type": "PostalAddress", streetAddress: "412 Ash Street", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3N 0R1", addressCountry: "CA" },
      geo: { "@type": "GeoCoordinates", latitude: "49.86104", longitude: "-97.18522" },
      numberOfRooms: 7,
      floorSize: { "@type": "QuantitativeValue", value: "1184", unitCode: "FTK" },
      offers: { "@type": "Offer", price: "449900", priceCurrency: "CAD", seller: { "@id": "#agent" } },
    },
    { "@type": "RealEstateAgent", "@id": "#agent", name: "Priya Malhotra", telephone: "204-555-0137", worksFor: { "@type": "Organization", name: "Royal LePage Red River Realty", address: { "@type": "PostalAddress", streetAddress: "1700 Corydon Avenue", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3N 0K1" } } },
    { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "What do homes in River Heights cost?", acceptedAnswer: { "@type": "Answer", text: "Homes in River Heights sold for an average of $418,600 over the last 12 months." } }] },
  ],
})}
</head><body>
${consentWall("Royal LePage")}
<header class="rlp-header"><a href="/en/" class="logo">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agents/">Find an agent</a><a href="/fr/">Français</a></nav></header>
<main class="property-details" data-property-id="24091234" data-mls="202512345">
<h1 class="address-1">412 Ash Street</h1>
<p class="address-2">Winnipeg, Manitoba R3N 0R1 · River Heights</p>
<p class="price">$449,900</p>
<ul class="beds-baths"><li><strong>3</strong> Bedrooms</li><li><strong>1</strong> Full Bath</li><li><strong>1</strong> Half Bath</li></ul>
<table class="property-details-table">
<tr><th>MLS® #</th><td>202512345</td></tr>
<tr><th>Property type</th><td>Single Family · Bungalow</td></tr>
<tr><th>Floor area</th><td>1,184 sq. ft. (110 m²)</td></tr>
<tr><th>Lot size</th><td>5,990 sq. ft.</td></tr>
<tr><th>Year built</th><td>1956</td></tr>
<tr><th>Taxes</th><td>$4,218 (2025)</td></tr>
<tr><th>Basement</th><td>Full, partially finished</td></tr>
</table>
<section class="description"><h2>Description</h2><p>Classic River Heights bungalow on a tree-lined street, two blocks from Corydon. Refinished oak floors, updated kitchen with quartz counters, three bedrooms on the main and a half bath in the basement rec room. Single detached garage off the back lane. Offers as received.</p></section>
<section class="agent"><h2>Listing agent</h2><p class="name">Priya Malhotra</p><p>REALTOR®</p><p class="brokerage">Royal LePage Red River Realty</p><p>1700 Corydon Avenue, Winnipeg, MB R3N 0K1 · 204-555-0137</p></section>
<section class="schools"><h2>Nearby schools</h2>${skeleton("Nearby schools", 3)}</section>
<section class="walkscore"><h2>Walk Score®</h2><div class="lazy" data-src="/api/walkscore?lat=49.86104&amp;lng=-97.18522">Loading…</div></section>
<section class="agent-listings"><h2>More listings by Priya Malhotra</h2>
<div class="card" data-mls="202511802"><span>88 Kingsway, Winnipeg</span><span>$614,900</span></div>
<div class="card" data-mls="202510977"><span>1206 Grosvenor Avenue, Winnipeg</span><span>$389,000</span></div></section>
</main>
<footer class="rlp-footer"><p>Royal LePage Red River Realty · 1700 Corydon Avenue, Winnipeg, MB R3N 0K1</p><p>Each Royal LePage office is independently owned and operated, except those marked as "Royal LePage Real Estate Services Ltd." © Bridgemarq Real Estate Services Inc.</p></footer>
${siteChrome("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 449900, currency: "CAD" },
      propertyKind: "house",
      street: "412 Ash Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3N 0R1",
      neighbourhood: "River Heights",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1184,
      lot: { value: 5990, unit: "ft2" },
      yearBuilt: 1956,
      mlsNumber: "202512345",
      listingAgentName: "Priya Malhotra",
      brokerageName: "Royal LePage Red River Realty",
      geo: { lat: 49.86104, lng: -97.18522 },
    },
  },
  {
    name: "ho53-rew-townhouse-surrey-clayton",
    site: "rew.ca",
    set: "held-out-53",
    traps: "facts in window.__INITIAL_STATE__ with price and size as strings, a BC Assessment above the price, the agent's other listings and recently viewed listings; a 'sign in to see sold data' gate; unit-space-number street form; 2 full + 1 half baths; strata fee; Clayton vs Surrey",
    pageUrl: "https://www.rew.ca/properties/R3012877/23-7740-188-street-surrey-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>23 7740 188 Street, Surrey — For Sale @ $919,000 | R3012877 | REW</title>
<meta name="description" content="Townhouse for sale in Clayton, Surrey: 3 bed, 3 bath, 1,482 sq ft. Listed by Jasmine Toor.">
<meta property="og:title" content="23 7740 188 Street, Surrey, BC">
<meta name="geo.position" content="49.13307;-122.69551">
</head><body>
${consentWall("REW")}
<header class="rew-header"><a href="/" class="logo">REW</a><nav><a href="/properties/areas/surrey-bc">Buy</a><a href="/rentals">Rent</a><a href="/sold">Sold</a><a href="/sessions/new">Sign in</a></nav></header>
<main id="listing" data-listing-id="R3012877">
<h1 class="listingheader-address">23 7740 188 Street</h1>
<p class="listingheader-area">Clayton, Surrey, BC V4N 6P3</p>
<div class="listingheader-price skeleton-text">Loading…</div>
<section class="listing-overview">${skeleton("Overview", 5)}</section>
<section class="sold-gate"><h2>Sold history</h2><p>Sign in to see sold data for this complex. Free account required under board rules.</p><a href="/sessions/new" class="btn">Sign in</a></section>
<section class="agent-box"><h2>Listed by</h2>${skeleton("Listing agent", 2)}</section>
</main>
<footer class="rew-footer"><p>REW.ca is operated by Real Estate Wire Inc., 1500 West Georgia Street, Vancouver, BC V6G 2Z6. REW is not a brokerage.</p><p>This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board, which assumes no responsibility for its accuracy.</p></footer>
${stateScript("window.__INITIAL_STATE__", {
  listing: {
    mlsNumber: "R3012877",
    status: "Active",
    listPrice: "919000",
    assessment: { year: 2025, value: "951000" },
    dwellingType: "Townhouse",
    title: "Townhouse",
    address: { unit: "23", streetNumber: "7740", streetName: "188 Street", display: "23 7740 188 Street", subArea: "Clayton", city: "Surrey", province: "BC", postalCode: "V4N 6P3" },
    coordinates: { lat: 49.13307, lng: -122.69551 },
    bedrooms: "3",
    bathrooms: { total: "3", full: "2", half: "1" },
    floorArea: { value: "1482", unit: "sqft" },
    yearBuilt: "2011",
    strataFee: "389.12",
    grossTaxes: "3,410.55",
    description: "End unit in a well-run complex in Clayton with a double side-by-side garage, an open main floor with a gas fireplace and a fenced yard. Three bedrooms up, two full baths plus a powder room on the main. Walk to Hazelgrove Elementary and Clayton Heights Secondary.",
    agents: [{ name: "Jasmine Toor", phone: "604-555-0186", brokerage: "Fraser Valley Homes Realty Ltd." }],
  },
  agentListings: [{ mlsNumber: "R3009914", address: "64 19433 68 Avenue, Surrey", listPrice: "749900" }, { mlsNumber: "R3011045", address: "18962 72A Avenue, Surrey", listPrice: "1649000" }],
  recentlyViewed: [{ mlsNumber: "R3010552", address: "110 7848 209 Street, Langley", listPrice: "869000" }],
  session: { signedIn: false },
})}
${siteChrome("REW")}
</body></html>`,
    expected: {
      price: { amount: 919000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "23 7740 188 Street",
      city: "Surrey",
      province: "BC",
      postalCode: "V4N 6P3",
      neighbourhood: "Clayton",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1482,
      yearBuilt: 2011,
      mlsNumber: "R3012877",
      listingAgentName: "Jasmine Toor",
      brokerageName: "Fraser Valley Homes Realty Ltd.",
      geo: { lat: 49.13307, lng: -122.69551 },
    },
  },
];
