/**
 * Sixty-sixth held-out corpus, national portals and classifieds: realtor.ca (Kanata house), remax.ca (Edmonton
 * townhouse), royallepage.ca (Winnipeg bungalow listed by another brokerage), point2homes.com (Lunenburg County
 * acreage) and kijiji.ca (Halifax apartment for rent). Thin visible shells; the facts sit in embedded state.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { appBanner, consent, footer, gtm, lazySection, nextData, photoStrip, skeleton, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_66_NATIONAL: ListingPage[] = [
  {
    name: "ho66-realtorca-house-kanata",
    site: "realtor.ca",
    set: "held-out-66",
    traps: "window.__INITIAL_STATE__ keyed by realtor.ca ids with a recently viewed listing first and the current one known only by the URL id; BathroomTotal '4' with HalfBathTotal '1'; '3 + 1' bedrooms string; price as a '$929,900' string and a numeric PriceUnformattedValue; map centre vs listing coordinates; lot as frontage × depth; realtor.ca's internal id beside the MLS® number",
    pageUrl: "https://www.realtor.ca/real-estate/27561234/112-bridgestone-drive-ottawa-kanata-lakes",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>112 Bridgestone Drive, Ottawa (Kanata Lakes), Ontario K2M 2V5 - 1412345 | REALTOR.ca</title>
<meta name="description" content="For sale: 112 Bridgestone Drive, Ottawa (Kanata Lakes), Ontario K2M 2V5 - $929,900. MLS® Number 1412345.">
<meta property="og:title" content="112 Bridgestone Drive, Ottawa (Kanata Lakes), Ontario">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638612/reb76/highres/5/1412345_1.jpg">
${gtm("GTM-CREA01")}
</head><body class="listing-details">
${consent("REALTOR.ca")}
${topNav("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Saved Searches"])}
<main id="app">
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">112 Bridgestone Drive<br>Ottawa (Kanata Lakes), Ontario K2M 2V5</h1>
<div id="listingPriceValue" class="listingPrice">$929,900</div>
<div id="MLNumberVal">MLS® Number: 1412345</div>
<ul class="listingIconCon"><li><span class="listingIconNum">3 + 1</span> Bedrooms</li><li><span class="listingIconNum">4</span> Bathrooms (1 half)</li><li><span class="listingIconNum">House</span> Building Type</li></ul>
</div>
${photoStrip("https://cdn.realtor.ca/listings/TS638612/reb76/highres/5/1412345", 6, "112 Bridgestone Drive")}
<div id="propertyDetailsSectionContentSubCon_Description">${skeleton(4, "Description")}</div>
${lazySection("BuildingSection", "Building")}
${lazySection("LandSection", "Land")}
${lazySection("NeighbourhoodSection", "Neighbourhood")}
<section class="mortgageCalc"><h2>Mortgage Calculator</h2><label>Purchase price<input value="500,000"></label><label>Down payment<input value="100,000"></label><label>Interest rate<input value="5.49"></label><p>Monthly payment: <b>$2,435</b></p></section>
<div id="realtorCardsCon">${skeleton(2, "REALTOR® cards")}</div>
</main>
${footer(["REALTOR.ca is owned by CREA and operated by CREA. © 2025 The Canadian Real Estate Association. All rights reserved.", "The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA."])}
${windowState("__INITIAL_STATE__", {
  app: { locale: "en-CA", currentRoute: "/real-estate/:id/:slug" },
  map: { center: { Latitude: 45.347, Longitude: -75.9069 }, zoom: 12 },
  listings: {
    byId: {
      "27549876": {
        Id: "27549876", MlsNumber: "1409876", PostalCode: "K2K 3C4",
        Property: { Price: "$849,000", PriceUnformattedValue: "849000", Type: "Single Family", Address: { AddressText: "41 Shirley's Brook Drive|Ottawa (Morgan's Grant), Ontario K2K 3C4", Latitude: "45.3489", Longitude: "-75.9354" } },
        Building: { Bedrooms: "4", BathroomTotal: "3", HalfBathTotal: "1", SizeInterior: "2410 sqft", Type: "House", ConstructedDate: "1999" },
        Individual: [{ Name: "Greg Vanterpool", Organization: { Name: "Coldwell Banker Sarazen Realty" } }],
        _meta: { source: "recentlyViewed" },
      },
      "27561234": {
        Id: "27561234", MlsNumber: "1412345", PostalCode: "K2M 2V5",
        Property: {
          Price: "$929,900", PriceUnformattedValue: "929900", Type: "Single Family", OwnershipType: "Freehold", ParkingSpaceTotal: "4",
          Address: { AddressText: "112 Bridgestone Drive|Ottawa (Kanata Lakes), Ontario K2M 2V5", Latitude: "45.318824", Longitude: "-75.912307" },
          TaxAmount: "$6,148 (2024)",
        },
        Building: { Bedrooms: "3 + 1", BedroomsAboveGround: "3", BedroomsBelowGround: "1", BathroomTotal: "4", HalfBathTotal: "1", SizeInterior: "2140 sqft", Type: "House", StoriesTotal: "2", ConstructedDate: "2004", BasementType: "Full (Finished)" },
        Land: { SizeTotal: "45 x 110 FT", SizeFrontage: "45 ft", ZoningType: "Residential" },
        Individual: [{ Name: "Priya Raghunathan", Position: "Salesperson", Phones: [{ PhoneNumber: "613-555-0182" }], Organization: { Name: "Royal LePage Team Realty", Address: { AddressText: "484 Hazeldean Road, Unit #1|Ottawa, Ontario K2L 1V4" } } }],
        PublicRemarks: "Bright two-storey in Kanata Lakes backing onto a treed path. Three bedrooms up including a primary with ensuite, a fourth bedroom and full bath in the finished lower level, main floor den, hardwood throughout and a kitchen renovated in 2021. Walk to Kanata Lakes golf course and Katimavik schools.",
        _meta: { source: "details" },
      },
    },
    similar: [{ Id: "27570011", Price: "$899,500", AddressText: "9 Whernside Terrace|Ottawa (Kanata Lakes)" }, { Id: "27568130", Price: "$975,000", AddressText: "230 Castlefrank Road|Ottawa (Glen Cairn)" }],
  },
})}
</body></html>`,
    expected: {
      price: { amount: 929900, currency: "CAD" },
      propertyKind: "house",
      street: "112 Bridgestone Drive",
      city: "Ottawa",
      neighbourhood: "Kanata Lakes",
      province: "ON",
      postalCode: "K2M 2V5",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 4950, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "1412345",
      listingAgentName: "Priya Raghunathan",
      brokerageName: "Royal LePage Team Realty",
      geo: { lat: 45.318824, lng: -75.912307 },
    },
  },
  {
    name: "ho66-remaxca-townhouse-edmonton",
    site: "remax.ca",
    set: "held-out-66",
    traps: "__NEXT_DATA__ with the agent's other listings and recently viewed beside the current listing (URL id only); living area in m² under a unit key; numbers as strings; enum 'TOWNHOUSE'; condo fee and taxes; RE/MAX site advertisers ('Find a RE/MAX agent') vs the listing agent; map centre vs listing lat/lng; visible page shows only price and two badges",
    pageUrl: "https://www.remax.ca/ab/edmonton-real-estate/47-1150-summerside-drive-sw-wp_idm00000000_e4412345-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>47-1150 Summerside Drive SW, Edmonton, AB T6X 1R9 | For Sale | RE/MAX</title>
<meta name="description" content="View this 3 bedroom townhouse for sale at 47-1150 Summerside Drive SW, Edmonton. Listed for $389,900.">
<meta property="og:title" content="47-1150 Summerside Drive SW, Edmonton | RE/MAX">
<meta property="og:image" content="https://media.remax.ca/listing/e4412345/01.jpg">
${gtm("GTM-RMXCA9")}
</head><body>
${consent("RE/MAX Canada")}
${topNav("RE/MAX", ["Buy", "Sell", "Rent", "Commercial", "Find an Agent", "Find an Office", "Blog"])}
<div id="__next"><main class="listing-detail">
<section class="ld-hero"><h1 class="ld-address">47-1150 Summerside Drive SW<span>Edmonton, AB T6X 1R9</span></h1>
<div class="ld-price">$389,900</div>
<ul class="ld-badges"><li>3 bed</li><li>2.5 bath</li></ul></section>
${photoStrip("https://media.remax.ca/listing/e4412345", 5, "47-1150 Summerside Drive SW")}
<section class="ld-overview">${skeleton(5, "Overview")}</section>
${lazySection("ld-rooms", "Rooms")}
${lazySection("ld-schools", "Nearby Schools")}
<aside class="ld-find-agent"><h3>Find a RE/MAX agent near you</h3><p>Connect with a local RE/MAX agent to book a showing.</p><div class="promo-agent">Paul Okafor · RE/MAX River City · 780-555-0110</div></aside>
<section class="ld-calc"><h2>Mortgage Calculator</h2><p>Based on a price of $350,000 with 10% down at 5.19%: <b>$1,871/mo</b></p></section>
</main></div>
${footer(["RE/MAX Canada · Each office independently owned and operated.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Data provided by the REALTORS® Association of Edmonton."])}
${nextData({
  props: {
    pageProps: {
      listingId: "e4412345",
      mapCenter: { lat: 53.4213, lng: -113.5302 },
      recentlyViewed: [{ listingId: "e4409911", mlsNum: "E4409911", listPrice: "412000", address: { street: "2210 Glenridding Heights SW", city: "Edmonton" }, beds: "4", baths: "3" }],
      agentListings: [
        { listingId: "e4410276", mlsNum: "E4410276", listPrice: "539900", propertyType: "SINGLE_FAMILY", address: { street: "3308 Chappelle Green SW", city: "Edmonton", postal: "T6W 3T2" }, beds: "4", baths: "3.5" },
        { listingId: "e4407784", mlsNum: "E4407784", listPrice: "274500", propertyType: "CONDO_APT", address: { street: "304-1520 Hammond Gate NW", city: "Edmonton" }, beds: "2", baths: "2" },
      ],
      listing: {
        listingId: "e4412345", mlsNum: "E4412345", status: "ACTIVE", listPrice: "389900", propertyType: "TOWNHOUSE", ownership: "Condominium/Strata",
        address: { street: "47-1150 Summerside Drive SW", city: "Edmonton", province: "AB", postal: "T6X 1R9", neighbourhood: "Summerside" },
        beds: "3", bathsFull: "2", bathsHalf: "1", livingArea: { value: "124.7", unit: "SQUARE_METERS" }, yearBuilt: "2011", condoFee: { amount: "265", frequency: "MONTHLY" }, taxes: { amount: "2318", year: "2024" },
        lat: 53.41702, lng: -113.49185,
        agents: [{ name: "Jordan Beauchesne", title: "REALTOR®", office: "RE/MAX Excellence", phone: "780-555-0147", isListingAgent: true }],
        description: "End-unit townhouse in lake-access Summerside: open main floor with half bath, three bedrooms and two full baths up, single attached garage and fenced yard. Steps to the Summerside lake beach club.",
      },
    },
  },
  page: "/[province]/[city]/[slug]",
  query: { province: "ab", city: "edmonton-real-estate", slug: "47-1150-summerside-drive-sw-wp_idm00000000_e4412345-lst" },
  buildId: "rmx-2025.10.3",
})}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "47-1150 Summerside Drive SW",
      city: "Edmonton",
      neighbourhood: "Summerside",
      province: "AB",
      postalCode: "T6X 1R9",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1342,
      yearBuilt: 2011,
      mlsNumber: "E4412345",
      listingAgentName: "Jordan Beauchesne",
      brokerageName: "RE/MAX Excellence",
      geo: { lat: 53.41702, lng: -113.49185 },
    },
  },
  {
    name: "ho66-royallepage-bungalow-winnipeg",
    site: "royallepage.ca",
    set: "held-out-66",
    traps: "listing held by another brokerage (courtesy line) while the sidebar and state advertise Royal LePage's own agent; '3+1' bedrooms; lot frontage × depth; state with similar listings first; internal property id in the URL beside the MLS® number; lat/lng strings; JSON-LD with only a partial address",
    pageUrl: "https://www.royallepage.ca/en/property/manitoba/winnipeg/118-elmhurst-road/24187654/mls202427845/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>118 Elmhurst Road, Winnipeg, MB R2J 1K4 - MLS® 202427845 | Royal LePage</title>
<meta name="description" content="3+1 bedroom bungalow for sale in Windsor Park, Winnipeg. $364,900.">
<meta property="og:title" content="118 Elmhurst Road, Winnipeg">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "118 Elmhurst Road", address: { "@type": "PostalAddress", addressLocality: "Winnipeg", addressRegion: "MB" } })}
${gtm("GTM-RLP55")}
</head><body>
${consent("Royal LePage")}
${topNav("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Royal LePage Shelter Foundation"])}
<main id="property-app">
<div class="prop-head"><h1>118 Elmhurst Road</h1><p class="prop-loc">Winnipeg, Manitoba R2J 1K4</p><p class="prop-price">$364,900</p>
<ul class="prop-badges"><li>3+1 Beds</li><li>2 Baths</li><li>Bungalow</li></ul></div>
<p class="courtesy">Listing courtesy of Dana Kowalchuk, Century 21 Bachman &amp; Associates</p>
${photoStrip("https://rlp.ca/photos/24187654", 4, "118 Elmhurst Road")}
<div class="prop-details">${skeleton(6, "Property details")}</div>
${lazySection("walkscore", "Walk Score")}
<aside class="contact-rlp"><h3>Interested in this property? Contact a Royal LePage REALTOR®</h3><div class="agent-card"><p class="name">Marc Gagnon</p><p>Royal LePage Prime Real Estate</p><p>204-555-0166</p></div></aside>
</main>
${footer(["Royal LePage Prime Real Estate · 1877 Portage Avenue, Winnipeg, MB R3J 0H3", "© 2025 Bridgemarq Real Estate Services Manager Limited. Royal LePage is a registered trademark. Each office independently owned and operated."])}
${windowState("__INITIAL_STATE__", {
  similarProperties: [
    { id: "24190022", mls: "202428311", price: 349900, address: "62 Kildonan Drive", city: "Winnipeg", beds: "3", baths: "1" },
    { id: "24171880", mls: "202426954", price: 389000, address: "541 Cottonwood Road", city: "Winnipeg", beds: "4", baths: "2" },
  ],
  promotedAgent: { name: "Marc Gagnon", office: "Royal LePage Prime Real Estate", phone: "204-555-0166" },
  property: {
    id: "24187654", mlsNumber: "202427845", listPrice: 364900, listPriceFormatted: "$364,900",
    address: { street: "118 Elmhurst Road", city: "Winnipeg", province: "MB", postalCode: "R2J 1K4", community: "Windsor Park" },
    buildingType: "House", style: "Bungalow",
    bedrooms: { aboveGrade: "3", belowGrade: "1" }, bathrooms: { full: "2", half: "0" },
    floorArea: "1120 sqft", lot: { frontage: "50 ft", depth: "120 ft" }, yearBuilt: "1962",
    taxes: { amount: "3895.12", year: "2024" },
    location: { lat: "49.87842", lng: "-97.06211" },
    listingAgent: { name: "Dana Kowalchuk", brokerage: "Century 21 Bachman & Associates", isRoyalLePage: false },
    description: "Well-kept Windsor Park bungalow on a 50 x 120 lot: three bedrooms on the main, a fourth bedroom and second full bath in the developed basement, updated windows and shingles, and a double detached garage off the back lane.",
  },
})}
</body></html>`,
    expected: {
      price: { amount: 364900, currency: "CAD" },
      propertyKind: "house",
      street: "118 Elmhurst Road",
      city: "Winnipeg",
      neighbourhood: "Windsor Park",
      province: "MB",
      postalCode: "R2J 1K4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1120,
      lot: { value: 6000, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "202427845",
      listingAgentName: "Dana Kowalchuk",
      brokerageName: "Century 21 Bachman & Associates",
      geo: { lat: 49.87842, lng: -97.06211 },
    },
  },
  {
    name: "ho66-point2homes-acreage-lunenburg",
    site: "point2homes.com",
    set: "held-out-66",
    traps: "lot in acres with square feet in brackets; water frontage; Point2's listing id in the URL vs the MLS® number; state with nearby listings and a map centre; price stored in cents; property type code 'SINGLE_FAMILY' with 'Acreage' subtype; Point2 brand ads",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NS/Lunenburg/1186-Bayview-Road/112233445.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1186 Bayview Road, Lunenburg, NS B0J 2C0 - House for sale - $574,000 | Point2</title>
<meta name="description" content="3 bed, 2 bath house on 2.1 acres at 1186 Bayview Road, Lunenburg, NS. MLS® 202425117.">
<meta property="og:title" content="1186 Bayview Road, Lunenburg, NS - $574,000">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "1186 Bayview Road", addressLocality: "Lunenburg", addressRegion: "NS", postalCode: "B0J 2C0", addressCountry: "CA" } })}
${gtm("GTM-P2H01")}
</head><body>
${consent("Point2")}
${topNav("Point2", ["Buy", "Rent", "Sold", "Agents", "Mortgage", "Sign Up"])}
<main id="p2-details">
<h1 class="address">1186 Bayview Road, Lunenburg, NS B0J 2C0</h1>
<div class="price">$574,000</div>
<ul class="characteristics"><li>3 Beds</li><li>2 Baths</li><li>1,650 Sq Ft</li><li>2.1 ac Lot</li></ul>
<div class="details-skeleton">${skeleton(5)}</div>
<section class="details-list"><h2>Listing Details</h2><dl><dt>Lot Size</dt><dd>2.1 acres (91,476 sqft)</dd><dt>Water Frontage</dt><dd>180 ft</dd><dt>Year Built</dt><dd>1987</dd><dt>MLS®#</dt><dd>202425117</dd><dt>Type</dt><dd>Single Family · Acreage</dd></dl></section>
${lazySection("nearby", "Nearby Homes")}
<aside class="p2-promo"><p>Get pre-approved with Point2 Mortgage partners — rates from 4.79%.</p></aside>
<div class="agent-box"><p>Listed by <b>Heather MacInnis</b></p><p>Exit Realty Town &amp; Country</p></div>
</main>
${footer(["© 2025 Point2 · A Yardi Systems company.", "Listing data supplied by the Nova Scotia Association of REALTORS®. Information deemed reliable but not guaranteed."])}
${windowState("__P2_STATE__", {
  mapView: { centerLat: 44.3776, centerLng: -64.3093, zoom: 11 },
  nearby: [
    { id: "112230981", priceCents: 49900000, address: "77 Tannery Road, Lunenburg, NS", beds: 2, baths: 1 },
    { id: "112219004", priceCents: 69500000, address: "412 Herman's Island Road, Lunenburg, NS", beds: 4, baths: 3 },
  ],
  listing: {
    id: "112233445", mlsNumber: "202425117", priceCents: 57400000, currency: "CAD", propertyType: "SINGLE_FAMILY", subType: "Acreage",
    address: { line1: "1186 Bayview Road", city: "Lunenburg", state: "NS", zip: "B0J 2C0" },
    beds: 3, baths: 2, sqft: 1650, lotAcres: 2.1, waterFrontageFt: 180, yearBuilt: 1987,
    latitude: 44.36122, longitude: -64.28874,
    agent: { name: "Heather MacInnis", brokerage: "Exit Realty Town & Country" },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 574000, currency: "CAD" },
      propertyKind: "house",
      street: "1186 Bayview Road",
      city: "Lunenburg",
      province: "NS",
      postalCode: "B0J 2C0",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1650,
      lot: { value: 2.1, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "202425117",
      listingAgentName: "Heather MacInnis",
      brokerageName: "Exit Realty Town & Country",
      geo: { lat: 44.36122, lng: -64.28874 },
    },
  },
  {
    name: "ho66-kijiji-apartment-rent-halifax",
    site: "kijiji.ca",
    set: "held-out-66",
    traps: "Apollo cache in __NEXT_DATA__ with several RealEstateListing ads (current one only by the URL's ad id); rent in cents; attribute values as strings with bathrooms coded ×10 ('10' = 1); poster is a property manager (no agent or brokerage); Kijiji Autos and other ads' prices; map pin coordinates",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/2-bedroom-apartment-south-end-victoria-road/1702345678",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2 Bedroom Apartment - South End - Victoria Road | Long Term Rentals | City of Halifax | Kijiji</title>
<meta name="description" content="Bright 2 bedroom apartment at 5565 Victoria Road, Halifax. $2,150 / month. Heat and hot water included.">
<meta property="og:title" content="2 Bedroom Apartment - South End - Victoria Road">
${gtm("GTM-KJJ22")}
</head><body>
${consent("Kijiji")}
${topNav("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}
${appBanner("Kijiji")}
<div id="__next"><main class="vip">
<h1 class="title">2 Bedroom Apartment - South End - Victoria Road</h1>
<div class="price"><span>$2,150</span>/month</div>
<div class="address">5565 Victoria Road, Halifax, NS B3H 1M9</div>
<ul class="attr-badges"><li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Apartment</li><li>Size (sqft): 850</li></ul>
<div class="description">${skeleton(4, "Description")}</div>
${lazySection("similar-ads", "You might also like")}
<div class="poster-card"><p>Posted by <b>Harbourview Property Management</b> · Professional landlord · On Kijiji since 2014</p></div>
<div class="sponsored"><p>Sponsored · Kijiji Autos: 2021 Honda Civic LX · $21,900</p></div>
</main></div>
${footer(["© 2025 Kijiji Canada Ltd. All rights reserved.", "Kijiji is a marketplace. Kijiji does not verify listings. Never send money before seeing a rental."])}
${nextData({
  props: {
    pageProps: {
      adId: "1702345678",
      __APOLLO_STATE__: {
        "RealEstateListing:1702339001": { id: "1702339001", title: "Spacious 3 bed flat near Dal", price: { amount: 265000, currency: "CAD", type: "FIXED" }, location: { address: "1240 LeMarchant Street, Halifax, NS B3H 3P9", coordinates: { latitude: 44.6364, longitude: -63.5889 } }, attributes: [{ canonicalName: "numberbedrooms", values: ["3"] }, { canonicalName: "numberbathrooms", values: ["15"] }] },
        "RealEstateListing:1702345678": {
          id: "1702345678", title: "2 Bedroom Apartment - South End - Victoria Road", categoryId: 37,
          price: { amount: 215000, currency: "CAD", type: "FIXED", frequency: "MONTHLY" },
          location: { address: "5565 Victoria Road, Halifax, NS B3H 1M9", coordinates: { latitude: 44.63721, longitude: -63.58114 }, mapCenter: { latitude: 44.6488, longitude: -63.5752 } },
          attributes: [
            { canonicalName: "unittype", values: ["apartment"] },
            { canonicalName: "numberbedrooms", values: ["2"] },
            { canonicalName: "numberbathrooms", values: ["10"] },
            { canonicalName: "areainfeet", values: ["850"] },
            { canonicalName: "heat", values: ["1"] },
            { canonicalName: "petsallowed", values: ["0"] },
            { canonicalName: "dateavailable", values: ["2025-12-01"] },
          ],
          poster: { name: "Harbourview Property Management", type: "PROFESSIONAL" },
          description: "Bright second-floor 2 bedroom, 1 bathroom apartment in a well-kept South End building. Heat and hot water included, coin laundry on site, one year lease. Walk to Dalhousie, the hospitals and Point Pleasant Park.",
        },
        "RealEstateListing:1702311470": { id: "1702311470", title: "Bachelor on Spring Garden", price: { amount: 139500, currency: "CAD" }, location: { address: "5657 Spring Garden Road, Halifax, NS" } },
      },
    },
  },
  page: "/v-[category]/[location]/[slug]/[adId]",
  buildId: "kj-7781",
})}
</body></html>`,
    expected: {
      price: { amount: 2150, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "5565 Victoria Road",
      city: "Halifax",
      neighbourhood: "South End",
      province: "NS",
      postalCode: "B3H 1M9",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 44.63721, lng: -63.58114 },
    },
  },
];
