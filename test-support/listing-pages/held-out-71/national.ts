/**
 * Seventy-first held-out corpus, national portals and classifieds: realtor.ca (a Guelph house with a co-listing agent
 * from another brokerage), remax.ca (an Abbotsford townhouse listed by a team), royallepage.ca (a Kingston semi listed
 * by the Broker of Record, with a mortgage specialist), kijiji.ca (a Sudbury house posted by its owner, beside dealer
 * ads) and point2homes.com (a Regina bungalow with a sponsored "Presented by" agent). Addresses, names, phone numbers
 * and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calc, cards, consent, crumbs, footer, gtm, nextData, photoStrip, sponsored, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_71_NATIONAL: ListingPage[] = [
  {
    name: "ho71-realtorca-house-guelph",
    site: "realtor.ca",
    set: "held-out-71",
    traps: "two REALTOR® cards from two brokerages (the first the listing agent, 'Broker' title after her name; the second a co-listing salesperson), each office with ', Brokerage' and 'Independently Owned and Operated' on its own line; a sponsored mortgage specialist card; '3 + 1' bedrooms with 'Partial Bathrooms 1'; land size frontage × depth; community in parentheses after the city; nearby listings with their agents",
    pageUrl: "https://www.realtor.ca/real-estate/28811475/57-sunnyridge-crescent-guelph-kortright-hills",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>57 Sunnyridge Crescent, Guelph (Kortright Hills), Ontario N1G 4K2 - 40781234 | REALTOR.ca</title>
<meta name="description" content="For sale: 57 Sunnyridge Crescent, Guelph (Kortright Hills), Ontario N1G 4K2 - $849,900. MLS® Number 40781234.">
<meta property="og:title" content="57 Sunnyridge Crescent, Guelph (Kortright Hills), Ontario N1G 4K2">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638701/reb17/highres/4/40781234_1.jpg">
${gtm("GTM-CREA71")}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${topNav("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites"])}
<main id="mainContent">
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">57 Sunnyridge Crescent<br>Guelph (Kortright Hills), Ontario N1G 4K2</h1>
<div id="listingPriceValue" class="listingPriceValue">$849,900</div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">40781234</span></div>
</div>
${photoStrip("https://cdn.realtor.ca/listings/TS638701/reb17/highres/4/40781234", 6, "57 Sunnyridge Crescent")}
<section id="propertyDetailsSectionContentSubCon">
<div class="summaryTiles"><div class="summaryTile"><div class="label">Bedrooms</div><div class="value">3 + 1</div></div><div class="summaryTile"><div class="label">Bathrooms</div><div class="value">3</div></div><div class="summaryTile"><div class="label">Square Footage</div><div class="value">1842 sqft</div></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Backing onto the Kortright Hills trail system, this two-storey family home has three bedrooms up including a primary with walk-in and ensuite, a main floor powder room, and a finished lower level with a fourth bedroom and rec room. Double garage, new furnace 2022. Walk to the Preservation Park trails and Priory Park school.</p></div>
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">2</div></div>
<div class="row"><div class="label">Land Size</div><div class="value">50 x 118 FT</div></div>
<div class="row"><div class="label">Built in</div><div class="value">1994</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$5,812</div></div>
<h2>Building</h2>
<div class="row"><div class="label">Bedrooms Above Ground</div><div class="value">3</div></div>
<div class="row"><div class="label">Bedrooms Below Ground</div><div class="value">1</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">3</div></div>
<div class="row"><div class="label">Partial Bathrooms</div><div class="value">1</div></div>
<div class="row"><div class="label">Interior Floor Space</div><div class="value">1842 sqft</div></div>
<div class="row"><div class="label">Basement Type</div><div class="value">Full (Finished)</div></div>
</section>
<section id="realtorCardsCon"><h2>Listing Agents</h2>
<div class="realtorCard"><div class="realtorCardName">Meredith Szabo</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">(519) 555-0137</div>
<div class="officeCard"><div class="officeCardName">Speedvale Realty Inc., Brokerage</div><div class="officeCardNote">Independently Owned and Operated</div><div class="officeCardAddress">848 Gordon Street, Guelph, Ontario N1G 1Y7</div></div></div>
<div class="realtorCard"><div class="realtorCardName">Anil Chaudhry</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(519) 555-0162</div>
<div class="officeCard"><div class="officeCardName">Wellington Home Realty Ltd., Brokerage</div><div class="officeCardAddress">29 Woolwich Street, Guelph, Ontario N1H 3T9</div></div></div>
</section>
${sponsored("Sponsored", `<div class="mortgage-pro"><p class="name">Talk to Rachel Vukovich, Mortgage Specialist</p><p>Lakeside Community Bank · (519) 555-0199</p><p>Get pre-approved before you book a showing.</p></div>`)}
${calc("Mortgage Calculator", [["Asking price", "$849,900"], ["Down payment", "$169,980 (20%)"], ["Interest rate", "4.64%"], ["Amortization", "25 years"]], "Estimated monthly payment: $3,816")}
${cards("Nearby Listings", [
  { address: "18 Hilldale Crescent", place: "Guelph (Kortright Hills), Ontario N1G 4B6", price: "$819,000", facts: ["4 bd", "3 ba"], by: "Listed by Owen Tremblay, Gateway Realty Inc., Brokerage" },
  { address: "112 Ptarmigan Drive", place: "Guelph (Pine Ridge), Ontario N1E 0A3", price: "$929,500", facts: ["4 bd", "4 ba", "2210 sqft"] },
])}
</main>
${footer(["Data provided by Cornerstone Association of REALTORS®. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).", "© 2025 The Canadian Real Estate Association. All rights reserved."])}
${windowState("ListingDetailsData", { PropertyId: "28811475", MlsNumber: "40781234", Latitude: "43.51874", Longitude: "-80.24716", Price: "$849,900", PriceUnformattedValue: "849900", MapCenter: { Latitude: 43.5448, Longitude: -80.2482 }, Individuals: [{ IndividualID: 1987412, Name: "Meredith Szabo", Position: "Broker", Organization: "Speedvale Realty Inc., Brokerage" }, { IndividualID: 2104588, Name: "Anil Chaudhry", Position: "Salesperson", Organization: "Wellington Home Realty Ltd., Brokerage" }] })}
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "house",
      street: "57 Sunnyridge Crescent",
      city: "Guelph",
      neighbourhood: "Kortright Hills",
      province: "ON",
      postalCode: "N1G 4K2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1842,
      lot: { value: 5900, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "40781234",
      listingAgentName: "Meredith Szabo",
      brokerageName: "Speedvale Realty Inc., Brokerage",
      geo: { lat: 43.51874, lng: -80.24716 },
    },
  },
  {
    name: "ho71-remaxca-townhouse-abbotsford",
    site: "remax.ca",
    set: "held-out-71",
    traps: "a team block ('The Dhillon Brar Team') with two members under it, the first a 'PREC*' listing agent; the brokerage shown with its branch office after a dash ('RE/MAX Fraserview Realty - Abbotsford Office'); a 'Find a RE/MAX agent' promoted agent; '2.5 baths' with 2 full and 1 half in the state; strata fee; __NEXT_DATA__ with the team's other listings; map centre vs listing coordinates",
    pageUrl: "https://www.remax.ca/bc/abbotsford-real-estate/27-3380-gladwin-road-wp_idm00000000_r3058712-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>27-3380 Gladwin Road, Abbotsford, BC V2T 0A9 | For Sale | RE/MAX</title>
<meta name="description" content="View this 3 bedroom townhouse for sale at 27-3380 Gladwin Road, Abbotsford. Listed for $689,900. MLS® R3058712.">
<meta property="og:title" content="27-3380 Gladwin Road, Abbotsford | RE/MAX">
${gtm("GTM-RMX71")}
</head><body>
${consent("RE/MAX Canada")}
${topNav("RE/MAX", ["Buy", "Sell", "Rent", "Commercial", "Find an Agent", "Find an Office", "Blog"])}
<div id="__next"><main class="listing-detail">
${crumbs(["BC", "Abbotsford", "Central Abbotsford", "27-3380 Gladwin Road"])}
<section class="ld-hero"><h1 class="ld-address">27-3380 Gladwin Road<span>Abbotsford, BC V2T 0A9</span></h1>
<div class="ld-price">$689,900</div>
<ul class="ld-badges"><li>3 bed</li><li>2.5 bath</li><li>1,528 sqft</li><li>Townhouse</li></ul></section>
${photoStrip("https://media.remax.ca/listing/r3058712", 5, "27-3380 Gladwin Road")}
<section class="ld-overview"><h2>Overview</h2><dl>
<dt>MLS®</dt><dd>R3058712</dd><dt>Property Type</dt><dd>Townhouse</dd><dt>Ownership</dt><dd>Strata</dd><dt>Year Built</dt><dd>2016</dd><dt>Strata Fee</dt><dd>$342/month</dd><dt>Taxes</dt><dd>$3,104 (2025)</dd><dt>Neighbourhood</dt><dd>Central Abbotsford</dd>
</dl><p class="ld-description">End unit in a quiet complex off Gladwin: open main floor with powder room, three bedrooms and two full baths upstairs, side-by-side double garage and a fenced yard backing onto green space. Walk to Mill Lake and the hospital.</p></section>
<section class="ld-agents"><h2>Listed by</h2>
<div class="team-card"><p class="team-name">The Dhillon Brar Team</p>
<ul class="team-members"><li><span class="agent-name">Gurpreet Dhillon PREC*</span> <span class="agent-phone">604-555-0128</span></li><li><span class="agent-name">Simran Brar</span> <span class="agent-phone">604-555-0176</span></li></ul>
<p class="office">RE/MAX Fraserview Realty - Abbotsford Office</p><p class="office-addr">32070 Marshall Road, Abbotsford, BC V2T 1A1</p></div></section>
<aside class="ld-find-agent"><h3>Find a RE/MAX agent near you</h3><div class="promo-agent"><p>Kelsey Van Loon</p><p>RE/MAX Valley Home Realty</p><p>604-555-0111</p></div></aside>
${calc("Mortgage Calculator", [["Home price", "$689,900"], ["Down payment", "$137,980"], ["Rate", "4.79%"]], "Estimated payment: $3,146/mo")}
${cards("More from The Dhillon Brar Team", [
  { address: "14-2998 Mouat Drive", place: "Abbotsford, BC", price: "$619,000", facts: ["3 bed", "2.5 bath"] },
  { address: "3341 Marble Hill Drive", place: "Abbotsford, BC", price: "$1,389,000", facts: ["5 bed", "4 bath"] },
])}
</main></div>
${footer(["RE/MAX Canada · Each office independently owned and operated.", "This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board, which assumes no responsibility for its accuracy."])}
${nextData({
  props: {
    pageProps: {
      listingId: "r3058712",
      mapCenter: { lat: 49.0504, lng: -122.3045 },
      teamListings: [
        { listingId: "r3052281", mlsNum: "R3052281", listPrice: "619000", propertyType: "TOWNHOUSE", address: { street: "14-2998 Mouat Drive", city: "Abbotsford" }, lat: 49.0431, lng: -122.3121 },
        { listingId: "r3049930", mlsNum: "R3049930", listPrice: "1389000", propertyType: "SINGLE_FAMILY", address: { street: "3341 Marble Hill Drive", city: "Abbotsford" } },
      ],
      listing: {
        listingId: "r3058712", mlsNum: "R3058712", status: "ACTIVE", listPrice: "689900", propertyType: "TOWNHOUSE", ownership: "Strata",
        address: { street: "27-3380 Gladwin Road", city: "Abbotsford", province: "BC", postal: "V2T 0A9", neighbourhood: "Central Abbotsford" },
        beds: "3", bathsFull: "2", bathsHalf: "1", sqft: "1528", yearBuilt: "2016", strataFee: { amount: "342", frequency: "MONTHLY" },
        lat: 49.04127, lng: -122.29684,
        team: { name: "The Dhillon Brar Team", members: [{ name: "Gurpreet Dhillon PREC*", isListingAgent: true }, { name: "Simran Brar", isListingAgent: false }] },
        office: { name: "RE/MAX Fraserview Realty - Abbotsford Office" },
      },
    },
  },
  page: "/[province]/[city]/[slug]",
  buildId: "rmx-2025.11.2",
})}
</body></html>`,
    expected: {
      price: { amount: 689900 },
      propertyKind: "townhouse",
      street: "27-3380 Gladwin Road",
      city: "Abbotsford",
      neighbourhood: "Central Abbotsford",
      province: "BC",
      postalCode: "V2T 0A9",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1528,
      yearBuilt: 2016,
      mlsNumber: "R3058712",
      listingAgentName: "Gurpreet Dhillon",
      brokerageName: "RE/MAX Fraserview Realty",
      geo: { lat: 49.04127, lng: -122.29684 },
    },
  },
  {
    name: "ho71-royallepage-semi-kingston",
    site: "royallepage.ca",
    set: "held-out-71",
    traps: "the listing agent titled 'Broker of Record' on his card; the brokerage as 'Royal LePage Limestone Shore Realty, Brokerage' with 'Independently Owned and Operated' under it and a branch office in the state after a dash; a Royal LePage mortgage specialist ('Mortgage Agent Level 2' with a licence number) and a home-insurance partner ad; 'Semi-Detached'; '1 Full Bath, 1 Half Bath'; lot frontage × depth; the site's own listing id beside the MLS®",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/kingston/48-collingwood-street/24533190/mlsx12458731/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>48 Collingwood Street, Kingston, ON K7L 3X6 - MLS® X12458731 | Royal LePage</title>
<meta name="description" content="3 bedroom semi-detached home for sale in Kingston. $574,900.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "48 Collingwood Street", address: { "@type": "PostalAddress", streetAddress: "48 Collingwood Street", addressLocality: "Kingston", addressRegion: "ON", postalCode: "K7L 3X6" } })}
${gtm("GTM-RLP71")}
</head><body>
${consent("Royal LePage")}
${topNav("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Shelter Foundation"])}
<main id="property-app">
<div class="prop-head"><h1>48 Collingwood Street</h1><p class="prop-loc">Kingston, Ontario K7L 3X6</p><p class="prop-price">$574,900</p>
<ul class="prop-badges"><li>3 Bedrooms</li><li>1 Full Bath, 1 Half Bath</li><li>Semi-Detached</li></ul></div>
${photoStrip("https://rlp.ca/photos/24533190", 5, "48 Collingwood Street")}
<section class="prop-details"><h2>Property Details</h2><table>
<tr><th>MLS® #</th><td>X12458731</td></tr><tr><th>Royal LePage Listing ID</th><td>24533190</td></tr>
<tr><th>Building Type</th><td>Semi-Detached</td></tr><tr><th>Storeys</th><td>2</td></tr>
<tr><th>Community</th><td>Sydenham</td></tr><tr><th>Square Footage</th><td>1,310 sqft</td></tr>
<tr><th>Lot Size</th><td>28 x 110 Feet</td></tr><tr><th>Year Built</th><td>1925</td></tr>
<tr><th>Taxes</th><td>$4,286 / 2025</td></tr></table>
<p class="desc">A brick semi two blocks from the lake and a short walk to Queen's: three bedrooms and a full bath up, powder room on the main, original pine floors and a deep garden with a shed.</p></section>
<section class="agent-block"><h2>Listing Agent</h2>
<div class="agent-card"><p class="agent-name">Thomas Okonkwo</p><p class="agent-title">Broker of Record</p><p class="agent-phone">613-555-0153</p>
<p class="office-name">Royal LePage Limestone Shore Realty, Brokerage</p><p class="office-note">Independently Owned and Operated</p><p class="office-addr">1290 Princess Street, Kingston, ON K7M 3E1</p></div></section>
<aside class="mortgage-specialist"><h3>Talk to a Royal LePage mortgage specialist</h3><p class="name">Nadia Ferreira</p><p>Mortgage Agent Level 2 · Lic. M21004567</p><p>Harbour Mortgage Group · 613-555-0174</p></aside>
${sponsored("Partner", `<p>Protect your new home. Get a home insurance quote from Cataraqui Insurance Brokers Ltd. — licensed insurance broker, 613-555-0120.</p>`)}
${calc("Mortgage Calculator", [["Price", "$574,900"], ["Down payment", "$57,490"], ["Rate", "4.69%"]], "Monthly payment: $2,923")}
${cards("Similar Properties", [
  { address: "211 Earl Street", place: "Kingston, ON", price: "$629,000", facts: ["3 bd", "2 ba"] },
  { address: "77 Mowat Avenue", place: "Kingston, ON", price: "$549,000", facts: ["2 bd", "1 ba"] },
])}
</main>
${footer(["© 2025 Bridgemarq Real Estate Services Manager Limited. Royal LePage is a registered trademark. Each office independently owned and operated.", "Royal LePage Limestone Shore Realty, Brokerage · 1290 Princess Street, Kingston, ON K7M 3E1"])}
${windowState("__INITIAL_STATE__", {
  similarProperties: [{ id: "24519877", mls: "X12431090", price: 629000, address: "211 Earl Street", city: "Kingston" }],
  mortgageSpecialist: { name: "Nadia Ferreira", licence: "M21004567" },
  property: {
    id: "24533190", mlsNumber: "X12458731", listPrice: 574900,
    address: { street: "48 Collingwood Street", city: "Kingston", province: "ON", postalCode: "K7L 3X6", community: "Sydenham" },
    buildingType: "Semi-Detached", bedrooms: { aboveGrade: "3", belowGrade: "0" }, bathrooms: { full: "1", half: "1" },
    floorArea: "1310 sqft", lot: { frontage: "28 ft", depth: "110 ft" }, yearBuilt: "1925",
    location: { lat: "44.22581", lng: "-76.49512" },
    listingAgent: { name: "Thomas Okonkwo", title: "Broker of Record", office: "Royal LePage Limestone Shore Realty, Brokerage - Princess Street Office" },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "semi-detached",
      street: "48 Collingwood Street",
      city: "Kingston",
      neighbourhood: "Sydenham",
      province: "ON",
      postalCode: "K7L 3X6",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1310,
      lot: { value: 3080, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "X12458731",
      listingAgentName: "Thomas Okonkwo",
      brokerageName: "Royal LePage Limestone Shore Realty, Brokerage",
      geo: { lat: 44.22581, lng: -76.49512 },
    },
  },
  {
    name: "ho71-kijiji-house-owner-sudbury",
    site: "kijiji.ca",
    set: "held-out-71",
    traps: "a house for sale by owner: 'Posted by' a user handle ('northshore_dave', Owner) — no agent or brokerage; a sponsored mortgage broker ad and a car dealer's ad with their own names and prices; 'New Sudbury' only in the title and the description; the year built only in the description; attribute values as strings; a 'Kijiji ad id' (no MLS®); other ads' prices and coordinates",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/sudbury/3-bedroom-bungalow-new-sudbury-by-owner/1718842055",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3 Bedroom Bungalow - New Sudbury - By Owner | Houses for Sale | Sudbury | Kijiji</title>
<meta name="description" content="Private sale: 3 bedroom bungalow at 2145 Bancroft Drive, Sudbury. $429,000. No agents please.">
${gtm("GTM-KJJ71")}
</head><body>
${consent("Kijiji")}
${topNav("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}
<div id="__next"><main class="vip">
${crumbs(["Home", "Ontario", "Sudbury", "Real Estate", "House for Sale"])}
<h1 class="title">3 Bedroom Bungalow - New Sudbury - By Owner</h1>
<div class="price"><span>$429,000</span></div>
<div class="address">2145 Bancroft Drive, Sudbury, ON P3B 1R9</div>
${photoStrip("https://i.ebayimg.com/kj/1718842055", 6, "3 Bedroom Bungalow")}
<ul class="attr-list"><li><dt>For Sale By</dt><dd>Owner</dd></li><li><dt>Bedrooms</dt><dd>3</dd></li><li><dt>Bathrooms</dt><dd>2</dd></li><li><dt>Size (sqft)</dt><dd>1150</dd></li><li><dt>Unit Type</dt><dd>House</dd></li><li><dt>Parking Included</dt><dd>3</dd></li></ul>
<div class="description"><h2>Description</h2><p>Selling our family bungalow in New Sudbury, built in 1978 and updated over the years: three bedrooms on the main, a full bath up and another full bath in the finished basement, new shingles in 2021, detached garage and a big backyard. Close to the Four Corners and Lasalle Blvd shopping. No agents please — serious buyers only, showings by appointment.</p></div>
<div class="poster-card"><p>Posted by <b>northshore_dave</b></p><p>Owner · On Kijiji since 2011 · Usually responds within a few hours</p><button>Send message</button></div>
${sponsored("Sponsored", `<p>Pre-approval in 24 hours — Laurentian Mortgage Brokers Inc. (FSRA Lic. 12984). Ask for Colette Boudreau, Mortgage Broker.</p>`)}
${sponsored("Kijiji Autos", `<p>2022 Ford F-150 XLT · $41,995 · Dealer: Nickel City Auto Sales</p>`)}
${cards("You might also like", [
  { address: "Copper Cliff", place: "Sudbury", price: "$359,900", facts: ["2 bd", "1 ba"], by: "Posted by Royal Sudbury Realty" },
  { address: "Minnow Lake", place: "Sudbury", price: "$499,000", facts: ["4 bd", "2 ba"], by: "Owner" },
])}
</main></div>
${footer(["© 2025 Kijiji Canada Ltd. All rights reserved.", "Kijiji does not verify listings. Meet in person and never send money before seeing a property."])}
${nextData({
  props: {
    pageProps: {
      adId: "1718842055",
      __APOLLO_STATE__: {
        "RealEstateListing:1718839204": { id: "1718839204", title: "2 bed home Copper Cliff", price: { amount: 35990000, currency: "CAD" }, location: { address: "Copper Cliff, Sudbury, ON", coordinates: { latitude: 46.4711, longitude: -81.0622 } } },
        "RealEstateListing:1718842055": {
          id: "1718842055", title: "3 Bedroom Bungalow - New Sudbury - By Owner", categoryId: 35,
          price: { amount: 42900000, currency: "CAD", type: "FIXED" },
          location: { address: "2145 Bancroft Drive, Sudbury, ON P3B 1R9", coordinates: { latitude: 46.50318, longitude: -80.97642 } },
          attributes: [
            { canonicalName: "forsaleby", values: ["ownr"] },
            { canonicalName: "numberbedrooms", values: ["3"] },
            { canonicalName: "numberbathrooms", values: ["20"] },
            { canonicalName: "areainfeet", values: ["1150"] },
            { canonicalName: "unittype", values: ["house"] },
          ],
          poster: { displayName: "northshore_dave", type: "OWNER", memberSince: "2011" },
        },
      },
    },
  },
  page: "/v-[category]/[location]/[slug]/[adId]",
  buildId: "kj-7904",
})}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "2145 Bancroft Drive",
      city: "Sudbury",
      neighbourhood: "New Sudbury",
      province: "ON",
      postalCode: "P3B 1R9",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1150,
      yearBuilt: 1978,
      geo: { lat: 46.50318, lng: -80.97642 },
    },
  },
  {
    name: "ho71-point2homes-bungalow-regina",
    site: "point2homes.com",
    set: "held-out-71",
    traps: "a sponsored 'Presented by' featured agent at the top beside the 'Listing courtesy of' line naming the real listing agent and brokerage; another brokerage's 'Listed by' on similar homes; '3+1' beds; 'SK' MLS® number; lot frontage × depth; neighbourhood row; JSON-LD with geo; Point2's own listing id",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Regina/Lakeview/2819-Retallack-Street/104477218.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2819 Retallack Street, Regina, SK S4S 1S9 - House for sale - SK014572 | Point2</title>
<meta name="description" content="2819 Retallack Street, Regina, SK: 3+1 bed, 2 bath bungalow for sale in Lakeview. $339,900. MLS® SK014572.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2819 Retallack Street", address: { "@type": "PostalAddress", streetAddress: "2819 Retallack Street", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4S 1S9" }, geo: { "@type": "GeoCoordinates", latitude: 50.42861, longitude: -104.62673 }, numberOfRooms: 4 })}
${gtm("GTM-P2H71")}
</head><body>
${consent("Point2")}
${topNav("Point2", ["Buy", "Rent", "Sold", "Agents", "Market Trends"])}
<main class="details-page">
<div class="presented-by"><span class="ad-label">Presented by</span><div class="featured-agent"><p class="name">Darnell Pryce</p><p>REALTOR® · Plains Crest Realty</p><p>306-555-0190</p><button>Contact</button></div></div>
<div class="address-container"><h1>2819 Retallack Street</h1><p>Regina, SK S4S 1S9</p></div>
<div class="price"><span>$339,900</span></div>
<ul class="characteristics"><li>3+1 Beds</li><li>2 Baths</li><li>1,040 Sqft</li><li>45 x 125 ft lot</li></ul>
${photoStrip("https://photos.point2.com/104477218", 5, "2819 Retallack Street")}
<section class="details"><h2>Details</h2><dl>
<dt>Type</dt><dd>House</dd><dt>Style</dt><dd>Bungalow</dd><dt>Neighborhood</dt><dd>Lakeview</dd><dt>Year Built</dt><dd>1958</dd><dt>MLS®#</dt><dd>SK014572</dd><dt>Lot Size</dt><dd>45 x 125 ft</dd><dt>Taxes</dt><dd>$3,488 (2025)</dd>
</dl><p class="description">Classic Lakeview bungalow on a tree-lined street: three bedrooms and a full bath on the main, a fourth bedroom, second bath and family room downstairs, updated kitchen and a double detached garage off the lane. Minutes to Wascana Park.</p></section>
<p class="listing-courtesy">Listing courtesy of Brenna Lutz, Sask Prairie Realty Inc.</p>
${cards("Similar Homes For Sale", [
  { address: "3012 Albert Street", place: "Regina, SK", price: "$369,000", facts: ["3 Beds", "2 Baths"], by: "Listed by Royal LePage Next Level" },
  { address: "2730 Angus Street", place: "Regina, SK", price: "$312,500", facts: ["2 Beds", "1 Bath"], by: "Listed by Coldwell Banker Local Realty" },
])}
</main>
${footer(["Point2 is a Yardi company. Listing data provided by the Saskatchewan REALTORS® Association.", "The trademarks MLS® and REALTOR® are controlled by CREA."])}
${windowState("P2_LISTING", { id: "104477218", mls: "SK014572", price: 339900, beds: "3+1", baths: 2, sqft: 1040, lat: 50.42861, lng: -104.62673, sponsor: { name: "Darnell Pryce", company: "Plains Crest Realty", placement: "presented_by" }, courtesy: { agent: "Brenna Lutz", office: "Sask Prairie Realty Inc." } })}
</body></html>`,
    expected: {
      price: { amount: 339900 },
      propertyKind: "house",
      street: "2819 Retallack Street",
      city: "Regina",
      neighbourhood: "Lakeview",
      province: "SK",
      postalCode: "S4S 1S9",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1040,
      lot: { value: 5625, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "SK014572",
      listingAgentName: "Brenna Lutz",
      brokerageName: "Sask Prairie Realty Inc.",
      geo: { lat: 50.42861, lng: -104.62673 },
    },
  },
];
