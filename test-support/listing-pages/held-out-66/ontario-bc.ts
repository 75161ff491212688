/**
 * Sixty-sixth held-out corpus, Toronto area and Metro Vancouver: zolo.ca (a midtown condo among its building's other
 * units), housesigma.com (a Churchill Meadows semi with an estimate and an earlier sale), condos.ca (a Yorkville
 * condo in a react-query dehydrated cache with the building's rentals) and rew.ca (a Metrotown condo with assessment
 * and a 2019 sale). Addresses, names and numbers are invented; the expected facts were written before the extractor
 * ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { appBanner, consent, footer, gtm, lazySection, nextData, photoStrip, skeleton, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_66_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho66-zolo-condo-mount-pleasant-west",
    site: "zolo.ca",
    set: "held-out-66",
    traps: "__NEXT_DATA__ with the building's other units for sale and sold (the current unit known only from the URL's unit); size as a range '700-799'; maintenance fee; Zolo's own agents advertised vs the listing brokerage; estimated value; numbers as strings; map centre on the building cluster",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/30-roehampton-avenue/2407",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2407 - 30 Roehampton Avenue, Toronto — For Sale @ $689,000 | Zolo.ca</title>
<meta name="description" content="2 bed, 2 bath condo at 2407 - 30 Roehampton Avenue, Toronto (Mount Pleasant West). MLS® C9876543.">
<meta property="og:title" content="2407 - 30 Roehampton Avenue — $689,000">
${gtm("GTM-ZOLO3")}
</head><body>
${consent("Zolo")}
${topNav("Zolo", ["Buy", "Sell", "Rent", "Sold", "Home Value", "Agents"])}
<div id="__next"><main class="listing-page">
<section class="listing-header"><h1 class="address">2407 - 30 Roehampton Avenue</h1><p class="area">Toronto · Mount Pleasant West</p>
<div class="listing-price">$689,000</div><ul class="badges"><li>2 bd</li><li>2 ba</li><li>Condo</li></ul></section>
${photoStrip("https://photos.zolo.ca/30-roehampton-avenue-2407", 5, "2407 - 30 Roehampton Avenue")}
<section class="key-facts">${skeleton(6, "Key facts")}</section>
${lazySection("sold-history", "Sold in this building")}
${lazySection("neighbourhood", "Mount Pleasant West neighbourhood")}
<aside class="zolo-agent"><h3>Talk to a Zolo agent</h3><p>Book a tour with Alex Martel, Zolo Realty, Brokerage · 416-555-0121</p></aside>
</main></div>
${footer(["Zolo Realty, Brokerage · 5700 Yonge Street, Suite 1900, North York, ON M2M 4K2", "Listing data © Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed."])}
${nextData({
  props: {
    pageProps: {
      slug: "30-roehampton-avenue", unit: "2407",
      map: { center: { lat: 43.7081, lng: -79.3952 }, zoom: 15 },
      building: {
        name: "30 Roehampton", address: "30 Roehampton Avenue, Toronto, ON M4P 0B9", community: "Mount Pleasant West", yearBuilt: null,
        units: [
          { unit: "1102", mls: "C9871120", status: "SOLD", soldPrice: "612000", listPrice: "629900", beds: "1", baths: "1", sqftRange: "500-599" },
          { unit: "3105", mls: "C9880412", status: "ACTIVE", listPrice: "749000", beds: "2", baths: "2", sqftRange: "800-899" },
          {
            unit: "2407", mls: "C9876543", status: "ACTIVE", listPrice: "689000", propertyType: "CONDO_APT",
            address: { street: "2407 - 30 Roehampton Avenue", city: "Toronto", province: "ON", postal: "M4P 0B9", community: "Mount Pleasant West" },
            beds: "2", bedsPlus: "0", baths: "2", sqftRange: "700-799", maintenanceFee: "612.40", taxes: "2984.17", exposure: "SW",
            estimate: { value: "702500", low: "671000", high: "734000" },
            lat: 43.70894, lng: -79.39677,
            listingOffice: { agent: "Natalie Osei", brokerage: "Harvey Kalles Real Estate Ltd., Brokerage" },
          },
        ],
      },
    },
  },
  page: "/[city]/[slug]/[unit]",
  buildId: "z-4411",
})}
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "CAD" },
      propertyKind: "condo",
      street: "2407 - 30 Roehampton Avenue",
      city: "Toronto",
      neighbourhood: "Mount Pleasant West",
      province: "ON",
      postalCode: "M4P 0B9",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "C9876543",
      listingAgentName: "Natalie Osei",
      brokerageName: "Harvey Kalles Real Estate Ltd., Brokerage",
      geo: { lat: 43.70894, lng: -79.39677 },
    },
  },
  {
    name: "ho66-housesigma-semi-churchill-meadows",
    site: "housesigma.com",
    set: "held-out-66",
    traps: "window.__INITIAL_STATE__ with the house, a recommend list and a watched list; HouseSigma's hashed id in the URL; SigmaEstimate and 2016 sold price in the listing history; price as string and integer; '3+1' bedrooms; washrooms 4; size range '1500-2000'; lot '30 x 110 Feet'; brokerage only, no agent named; enum 'SEMI_DETACHED'",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/3914-stoneleigh-crescent/home/Ae8nVk3dQ2m7oPZr/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3914 Stoneleigh Crescent, Mississauga, ON - W9412876 | HouseSigma</title>
<meta name="description" content="For sale: 3914 Stoneleigh Crescent, Mississauga — $1,049,000. Semi-detached, 3+1 bedrooms, 4 bathrooms. See sold history and SigmaEstimate.">
<meta property="og:title" content="3914 Stoneleigh Crescent, Mississauga — $1,049,000">
${gtm("GTM-HSIG8")}
</head><body>
${consent("HouseSigma")}
${topNav("HouseSigma", ["Map Search", "Market Trends", "Estimate", "Recommend", "Agents", "Log in"])}
${appBanner("HouseSigma")}
<div id="app"><main class="page-listing">
<h1 class="listing-address">3914 Stoneleigh Crescent</h1><p class="listing-community">Churchill Meadows, Mississauga</p>
<div class="listing-price"><span class="label">Listed</span> $1,049,000</div>
<div class="sigma-estimate"><span class="label">SigmaEstimate</span> $1,081,200</div>
<ul class="badges"><li>Semi-Detached</li><li>3+1 Bed</li><li>4 Bath</li></ul>
<div class="login-wall"><p>Sign in to see sold history and full details</p>${skeleton(5, "Key facts")}</div>
${lazySection("listing-history", "Listing History")}
${lazySection("comparables", "Comparable Sold")}
</main></div>
${footer(["HouseSigma Inc. Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4", "The data relating to real estate for sale is provided in part by TRREB. Not intended to solicit buyers or sellers under contract."])}
${windowState("__INITIAL_STATE__", {
  user: { loggedIn: false },
  watched: [{ id_listing: "Xp2Wq9LmR4tK7vBe", ml_num: "W9398120", price: "985,000", address: "5412 Tenth Line West", municipality: "Mississauga" }],
  recommend: [
    { id_listing: "Bq7nM3zKp1RtY8Wc", ml_num: "W9420033", price_int: 1129000, address: "3356 Thomas Street", community: "Churchill Meadows", house_type: "SEMI_DETACHED" },
    { id_listing: "Lk4sD9vHq2NfE6Ua", ml_num: "W9407719", price_int: 999000, address: "5108 Ninth Line", community: "Churchill Meadows", house_type: "TOWNHOUSE" },
  ],
  house: {
    id_listing: "Ae8nVk3dQ2m7oPZr", ml_num: "W9412876", status: "For Sale",
    price: "1,049,000", price_int: 1049000, estimate_price: "1,081,200",
    address: "3914 Stoneleigh Crescent", municipality: "Mississauga", community: "Churchill Meadows", province: "ON", postal_code: "L5M 7Z2",
    house_type: "SEMI_DETACHED", house_style: "2-Storey",
    bedroom: 3, bedroom_plus: 1, washroom: 4, house_area: { estimate: "1500-2000", unit: "feet" },
    land: { front: "30.00", depth: "110.00", unit: "Feet" }, approx_age: "16-30", tax: { amount: "6,412.90", year: 2024 },
    map: { lat: 43.53416, lon: -79.73385 },
    brokerage: "iPro Realty Ltd.",
    history: [{ date: "2016-05-21", event: "Sold", price: "689,000", ml_num: "W3487112" }, { date: "2025-10-28", event: "Listed", price: "1,049,000", ml_num: "W9412876" }],
  },
})}
</body></html>`,
    expected: {
      price: { amount: 1049000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "3914 Stoneleigh Crescent",
      city: "Mississauga",
      neighbourhood: "Churchill Meadows",
      province: "ON",
      postalCode: "L5M 7Z2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 3300, unit: "ft2" },
      mlsNumber: "W9412876",
      brokerageName: "iPro Realty Ltd.",
      geo: { lat: 43.53416, lng: -79.73385 },
    },
  },
  {
    name: "ho66-condosca-condo-yorkville",
    site: "condos.ca",
    set: "held-out-66",
    traps: "react-query dehydratedState inside __NEXT_DATA__: building query with units for sale and for rent (monthly rents), the listing query keyed by the URL's MLS® number; price in cents; size range '1000-1199'; building year; Condos.ca's own agents vs the listing brokerage; building coordinates vs map centre; JSON-LD for the building only",
    pageUrl: "https://condos.ca/toronto/the-hazelton-128-hazelton-ave/unit-1508-C9912345",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Hazelton, 128 Hazelton Ave #1508 | For Sale $1,095,000 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 128 Hazelton Ave #1508, Toronto (Yorkville). MLS® C9912345.">
<meta property="og:title" content="1508 - 128 Hazelton Ave — $1,095,000">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "The Hazelton", address: { "@type": "PostalAddress", streetAddress: "128 Hazelton Ave", addressLocality: "Toronto", addressRegion: "ON" }, numberOfAccommodationUnits: 212 })}
${gtm("GTM-CDCA6")}
</head><body>
${consent("Condos.ca")}
${topNav("Condos.ca", ["Buy", "Rent", "Sell", "Buildings", "Neighbourhoods", "Condos.ca Agents"])}
<div id="__next"><main>
<section class="unit-header"><h1>1508 - 128 Hazelton Ave</h1><p>The Hazelton · Yorkville, Toronto</p><div class="unit-price">$1,095,000</div><ul><li>2 Beds</li><li>2 Baths</li><li>1 Parking</li></ul></section>
${photoStrip("https://media.condos.ca/C9912345", 4, "1508 - 128 Hazelton Ave")}
<section class="unit-details">${skeleton(6, "Details")}</section>
${lazySection("building-listings", "Other units at The Hazelton")}
${lazySection("price-history", "Price history")}
<aside class="cdca-agent"><h3>Work with a Condos.ca agent</h3><p>Rachel Nguyen · Condos.ca Inc., Brokerage · 416-555-0177</p></aside>
</main></div>
${footer(["Condos.ca Inc., Brokerage · 2 Carlton Street, Suite 1507, Toronto, ON M5B 1J3", "TRREB listing data. The information is deemed reliable but not guaranteed."])}
${nextData({
  props: {
    pageProps: {
      mlsId: "C9912345",
      mapCenter: { lat: 43.6708, lng: -79.3899 },
      dehydratedState: {
        mutations: [],
        queries: [
          {
            queryKey: ["building", "the-hazelton-128-hazelton-ave"], state: { status: "success", dataUpdatedAt: 1761912000000,
              data: {
                name: "The Hazelton", address: "128 Hazelton Ave", city: "Toronto", neighbourhood: "Yorkville", postal: "M5R 2E5", yearBuilt: 2016, developer: "Tricon Developments",
                coordinates: { lat: 43.67412, lng: -79.39361 },
                forSale: [{ mls: "C9904411", unit: "902", priceCents: 89900000, beds: 1, baths: 1, sqftRange: "700-799" }],
                forRent: [{ mls: "C9915020", unit: "1204", priceCents: 420000, period: "monthly", beds: 2, baths: 2 }, { mls: "C9909873", unit: "611", priceCents: 295000, period: "monthly", beds: 1, baths: 1 }],
                amenities: ["Concierge", "Gym", "Rooftop terrace", "Visitor parking"],
              } },
          },
          {
            queryKey: ["listing", "C9912345"], state: { status: "success", dataUpdatedAt: 1761912000000,
              data: {
                mls: "C9912345", unit: "1508", status: "Sale", priceCents: 109500000, type: "CONDO_APT",
                address: { street: "1508 - 128 Hazelton Ave", city: "Toronto", neighbourhood: "Yorkville", province: "ON", postal: "M5R 2E5" },
                beds: 2, bedsPlus: 0, baths: 2, sqftRange: "1000-1199", parking: 1, locker: true, maintenanceFees: "1,148.22", exposure: "S",
                listingAgent: { name: "Oren Weisfeld", brokerage: "Chestnut Park Real Estate Limited, Brokerage" },
                history: [{ date: "2021-03-14", event: "Sold", priceCents: 98000000 }],
              } },
          },
        ],
      },
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "cdca-9c1f",
})}
</body></html>`,
    expected: {
      price: { amount: 1095000, currency: "CAD" },
      propertyKind: "condo",
      street: "1508 - 128 Hazelton Ave",
      city: "Toronto",
      neighbourhood: "Yorkville",
      province: "ON",
      postalCode: "M5R 2E5",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      yearBuilt: 2016,
      mlsNumber: "C9912345",
      listingAgentName: "Oren Weisfeld",
      brokerageName: "Chestnut Park Real Estate Limited, Brokerage",
      geo: { lat: 43.67412, lng: -79.39361 },
    },
  },
  {
    name: "ho66-rew-condo-metrotown",
    site: "rew.ca",
    set: "held-out-66",
    traps: "state with recently viewed and similar listings before the current one (URL id); GVR sub-area 'Metrotown'; strata fee; BC assessment and a 2019 sale price; numbers as strings; map centre vs listing coordinates; rew.ca's featured agent ad vs the listing agent; partial JSON-LD",
    pageUrl: "https://www.rew.ca/properties/R2912345/1803-6098-station-street-burnaby",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1803-6098 Station Street, Burnaby - R2912345 | REW</title>
<meta name="description" content="2 bed, 2 bath apartment for sale at 1803-6098 Station Street, Burnaby, BC. Listed at $749,000.">
<meta property="og:title" content="1803-6098 Station Street, Burnaby | $749,000">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1803-6098 Station Street", numberOfRooms: 2 })}
${gtm("GTM-REW12")}
</head><body>
${consent("REW")}
${topNav("REW", ["Buy", "Rent", "Sold", "Projects", "Agents", "Insights"])}
<main id="listing-root">
<header class="listingheader"><h1>1803-6098 Station Street</h1><p>Metrotown, Burnaby, BC V5H 0G4</p><div class="listingheader-price">$749,000</div>
<ul><li>2 Bed</li><li>2 Bath</li><li>902 Sqft</li><li>Apartment/Condo</li></ul></header>
${photoStrip("https://img.rew.ca/R2912345", 5, "1803-6098 Station Street")}
<section class="listingdetails">${skeleton(6, "Details")}</section>
${lazySection("assessment", "BC Assessment")}
${lazySection("sold-history", "Property history")}
<aside class="featured-agent"><p>Featured agent in Burnaby</p><p>Jenny Cho · Macdonald Realty · 604-555-0108</p></aside>
</main>
${footer(["REW.ca · 1500 West Georgia Street, Vancouver, BC", "Listing data is supplied by the Greater Vancouver REALTORS® (GVR). MLS® and REALTOR® are trademarks of CREA."])}
${windowState("__REW_STATE__", {
  mapCenter: { lat: 49.2266, lng: -123.0004 },
  recentlyViewed: [{ mls: "R2904417", price: "829000", address: "2702-4670 Assembly Way, Burnaby", subArea: "Metrotown" }],
  similar: [{ mls: "R2915530", price: "715000", address: "1205-4688 Kingsway, Burnaby", beds: "2", baths: "2", sqft: "861" }],
  listing: {
    mls: "R2912345", price: "749000", status: "active", propertyType: "CONDO_APT",
    address: { streetAddress: "1803-6098 Station Street", city: "Burnaby", subArea: "Metrotown", province: "BC", postalCode: "V5H 0G4" },
    beds: "2", baths: "2", floorArea: { value: "902", unit: "sqft" }, yearBuilt: "2016", strataFee: "468.55",
    assessment: { year: 2025, total: "781000" },
    history: [{ date: "2019-08-02", event: "sold", price: "688000" }],
    coordinates: { lat: "49.22478", lng: "-123.00106" },
    listingAgent: { name: "Kevin Lau", brokerage: "Oakwyn Realty Ltd." },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "CAD" },
      propertyKind: "condo",
      street: "1803-6098 Station Street",
      city: "Burnaby",
      neighbourhood: "Metrotown",
      province: "BC",
      postalCode: "V5H 0G4",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 902,
      yearBuilt: 2016,
      mlsNumber: "R2912345",
      listingAgentName: "Kevin Lau",
      brokerageName: "Oakwyn Realty Ltd.",
      geo: { lat: 49.22478, lng: -123.00106 },
    },
  },
];
