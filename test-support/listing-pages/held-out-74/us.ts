/**
 * Seventy-fourth held-out corpus, US portals: zillow.com (a Hoboken condo, "415 Garden St APT 4B", the listing
 * office's Washington St address in the attribution) and realtor.com (a new-construction townhome, "2240 Sawgrass Ln
 * Unit 12", whose open house is held at the builder's model home at another address). Addresses, names, phone numbers
 * and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, crumbs, gallery, header, nextData, otherHomes, pixel, siteFooter, tagManager } from "./chrome.ts";

export const HELD_OUT_74_US: ListingPage[] = [
  {
    name: "ho74-zillow-condo-apt-hoboken",
    site: "zillow.com",
    set: "held-out-74",
    traps: "a US condo with 'APT 4B' after the street ('415 Garden St APT 4B') and 'Apt 4B' in the description; a Zestimate, a Rent Zestimate and $/sqft beside the price; HOA per month; the unit's 2014 sale in the price history; 'Listed by' with the listing office's own street address and phone; the MLS name and number; the gdp cache in __NEXT_DATA__ with the unit's coordinates beside other units'",
    pageUrl: "https://www.zillow.com/homedetails/415-Garden-St-APT-4B-Hoboken-NJ-07030/2061447718_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>415 Garden St APT 4B, Hoboken, NJ 07030 | MLS #250019884 | Zillow</title>
<meta name="description" content="415 Garden St APT 4B, Hoboken, NJ 07030 is a condo home listed for-sale at $875,000. The 1,120 sq. ft. condo is a 2 bed, 2.0 bath unit.">
<meta property="og:title" content="415 Garden St APT 4B, Hoboken, NJ 07030 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/7a1c44e09b2f3d18a6e5c0b7f3a9e211-cc_ft_1536.jpg">
${tagManager("GTM-ZLW74")}
${ld({ "@context": "http://schema.org", "@type": "Apartment", name: "415 Garden St APT 4B", address: { "@type": "PostalAddress", streetAddress: "415 Garden St APT 4B", addressLocality: "Hoboken", addressRegion: "NJ", postalCode: "07030" }, geo: { "@type": "GeoCoordinates", latitude: 40.74412, longitude: -74.03088 }, floorSize: { "@type": "QuantitativeValue", value: "1,120", unitCode: "FTK" } })}
</head><body>
${consent("Zillow")}
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Manage Rentals"])}
<main class="ds-container">
<div class="summary-container">
<div class="ds-price"><span data-testid="price">$875,000</span></div>
<div class="ds-bed-bath"><span><b>2</b> bd</span><span><b>2</b> ba</span><span><b>1,120</b> sqft</span></div>
<h1 class="ds-address">415 Garden St APT 4B, Hoboken, NJ 07030</h1>
<div class="ds-estimates"><span>Zestimate®: $861,300</span> <span>Est. payment: $5,912/mo</span></div>
</div>
${gallery("https://photos.zillowstatic.com/fp/415garden4b", 10, "415 Garden St APT 4B")}
<div class="ds-overview"><h2>Overview</h2><p>Apt 4B is a sun-filled floor-through in a converted 1905 brownstone on one of Hoboken's prettiest blocks. Two bedrooms at opposite ends, two full baths, a windowed kitchen with gas cooking and a dishwasher, washer/dryer in the unit, restored mantels and 10-ft ceilings. Private storage in the cellar. Pet-friendly, well-run 8-unit association. Four blocks to the PATH and the waterfront.</p></div>
<div class="ds-facts"><h2>Facts &amp; features</h2>
<ul>
<li>Type: Condominium</li>
<li>Year built: 1905</li>
<li>Bedrooms: 2</li>
<li>Bathrooms: 2</li>
<li>Full bathrooms: 2</li>
<li>Living area: 1,120 sqft</li>
<li>Heating: Forced air, gas</li>
<li>Cooling: Central air</li>
<li>Parking: On-street, permit</li>
<li>HOA fee: $612 monthly</li>
<li>Price/sqft: $781</li>
<li>Rent Zestimate®: $4,350/mo</li>
<li>Annual tax amount: $11,284</li>
</ul></div>
<div class="ds-price-history"><h2>Price history</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>10/30/2025</td><td>Listed for sale</td><td>$875,000</td></tr>
<tr><td>5/16/2014</td><td>Sold</td><td>$612,500</td></tr>
</tbody></table></div>
<div class="ds-listing-agent"><h2>Listed by:</h2><p><span class="agent-name">Danielle Ferraro</span> 201-555-0164</p><p><span class="office-name">Hudson Crest Realty</span> · 88 Washington St, Hoboken, NJ 07030 · 201-555-0100</p><p class="source">Source: Hudson County MLS, MLS#: 250019884</p></div>
${calculator("Monthly cost", [["Principal & interest", "$4,518"], ["Property taxes", "$940"], ["HOA fees", "$612"], ["Home insurance", "$45"]], "Est. payment: $6,115/mo")}
${otherHomes("Nearby homes", [
  { price: "$749,000", address: "520 Bloomfield St APT 2", place: "Hoboken, NJ 07030", facts: "2 bds · 1 ba · 940 sqft", href: "/homedetails/520-Bloomfield-St-APT-2-Hoboken-NJ-07030/2061439902_zpid/" },
  { price: "$1,295,000", address: "301 Park Ave UNIT 5", place: "Hoboken, NJ 07030", facts: "3 bds · 2 ba · 1,480 sqft", href: "/homedetails/301-Park-Ave-UNIT-5-Hoboken-NJ-07030/2061450815_zpid/" },
])}
</main>
${siteFooter(["Zillow, Inc. holds real estate brokerage licenses in multiple states. © 2006-2025 Zillow."])}
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":2061447718}": { property: { zpid: 2061447718, streetAddress: "415 Garden St APT 4B", city: "Hoboken", state: "NJ", zipcode: "07030", price: 875000, currency: "USD", homeType: "CONDO", bedrooms: 2, bathrooms: 2, livingArea: 1120, yearBuilt: 1905, latitude: 40.74412, longitude: -74.03088, zestimate: 861300, rentZestimate: 4350, monthlyHoaFee: 612, mlsid: "250019884", attributionInfo: { agentName: "Danielle Ferraro", brokerName: "Hudson Crest Realty", brokerPhoneNumber: "201-555-0100", mlsName: "Hudson County MLS" }, nearbyHomes: [{ zpid: 2061439902, price: 749000, latitude: 40.74288, longitude: -74.02961 }, { zpid: 2061450815, price: 1295000, latitude: 40.74531, longitude: -74.03307 }] } } }) } } }, page: "/homedetails/[...slug]", buildId: "zl74" })}
${pixel("zillow.com")}
</body></html>`,
    expected: {
      price: { amount: 875000, currency: "USD" },
      propertyKind: "condo",
      street: "415 Garden St APT 4B",
      city: "Hoboken",
      province: "NJ",
      postalCode: "07030",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1120,
      yearBuilt: 1905,
      mlsNumber: "250019884",
      listingAgentName: "Danielle Ferraro",
      brokerageName: "Hudson Crest Realty",
      geo: { lat: 40.74412, lng: -74.03088 },
    },
  },
  {
    name: "ho74-realtorcom-townhome-unit-model-home",
    site: "realtor.com",
    set: "held-out-74",
    traps: "a new-construction townhome 'Unit 12' ('2240 Sawgrass Ln Unit 12'); the open house held at the builder's model home at another address (2201 Sawgrass Ln) with that model's own coordinates in the state; 'Subdivision Sawgrass Reserve'; '3 beds · 2.5 baths' with 2 full and 1 half; HOA and CDD fees; the builder's name beside the listing brokerage; the Stellar MLS number; 'Lot size 1,742 sqft'; coordinates of the unit in __NEXT_DATA__",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2240-Sawgrass-Ln-Unit-12_Wesley-Chapel_FL_33544_M93871-20514",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2240 Sawgrass Ln Unit 12, Wesley Chapel, FL 33544 - 3 beds/2.5 baths</title>
<meta name="description" content="2240 Sawgrass Ln Unit 12, Wesley Chapel, FL 33544 is a 3 bed, 2.5 bath, 1,684 sqft townhouse. New construction, listed at $389,990.">
<meta property="og:title" content="2240 Sawgrass Ln Unit 12, Wesley Chapel, FL 33544">
<meta property="og:image" content="https://ap.rdcpix.com/7c1d90e3b8a44f0e/l-m1187742207od-w1024_h768.jpg">
${tagManager("GTM-RDC74")}
</head><body>
${consent("Realtor.com")}
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home"])}
${crumbs(["Florida", "Pasco County", "Wesley Chapel", "33544", "2240 Sawgrass Ln Unit 12"])}
<main data-testid="ldp-main">
<div data-testid="ldp-list-price" class="list-price">$389,990</div>
<ul data-testid="property-meta"><li><span>3</span> bed</li><li><span>2.5</span> bath</li><li><span>1,684</span> sqft</li><li><span>1,742</span> sqft lot</li></ul>
<h1 data-testid="address" class="address">2240 Sawgrass Ln Unit 12, Wesley Chapel, FL 33544</h1>
<p class="badge">New construction · Townhome</p>
<div class="open-house-banner" data-testid="open-house"><h2>Open House</h2><p>Sat, Dec 6 · 11:00 AM – 3:00 PM</p><p>Held at the Sawgrass Reserve model home &amp; sales center: 2201 Sawgrass Ln, Wesley Chapel, FL 33544</p><a href="https://maps.google.com/?q=2201+Sawgrass+Ln+Wesley+Chapel+FL+33544">Get directions</a></div>
${gallery("https://ap.rdcpix.com/7c1d90e3b8a44f0e", 12, "2240 Sawgrass Ln Unit 12")}
<section data-testid="description"><h2>Property details</h2><p>Brand-new end-unit townhome by Palmetto Ridge Homes, ready for a December close. Open main floor with a quartz island kitchen, stainless appliances and a half bath; three bedrooms upstairs including an owner's suite with a walk-in shower and two closets, plus a second full bath and laundry. Paver lanai, attached one-car garage. Tour the decorated model at the sales center a few doors down. Community pool, dog park and playground; minutes to the Shops at Wiregrass.</p></section>
<section data-testid="features"><h2>Features</h2><ul>
<li>Property type: Townhome</li>
<li>Year built: 2025</li>
<li>Bedrooms: 3</li>
<li>Full bathrooms: 2</li>
<li>Half bathrooms: 1</li>
<li>Interior sqft: 1,684</li>
<li>Lot size: 1,742 sqft</li>
<li>Subdivision: Sawgrass Reserve</li>
<li>HOA: $245 monthly</li>
<li>CDD: $1,380 yearly</li>
<li>Builder: Palmetto Ridge Homes</li>
<li>Garage: 1 car attached</li>
</ul></section>
<section data-testid="listing-provider"><h2>Listed by</h2><p>Marcus Ortega · Sunline Realty Group LLC</p><p>Source: Stellar MLS, MLS #TB8409215</p><p>Builder sales: Palmetto Ridge Homes, 813-555-0149</p></section>
${calculator("Monthly payment", [["Home price", "$389,990"], ["Down payment", "$77,998 (20%)"], ["Interest", "6.25%"], ["Loan type", "30-year fixed"]], "$2,785 per month")}
${otherHomes("Similar homes nearby", [
  { price: "$379,990", address: "2236 Sawgrass Ln Unit 11", place: "Wesley Chapel, FL 33544", facts: "3 bed · 2.5 bath · 1,652 sqft", href: "/realestateandhomes-detail/2236-Sawgrass-Ln-Unit-11_Wesley-Chapel_FL_33544_M93871-20513" },
  { price: "$425,000", address: "30118 Fairway Bend Dr", place: "Wesley Chapel, FL 33543", facts: "4 bed · 2 bath · 1,890 sqft", href: "/realestateandhomes-detail/30118-Fairway-Bend-Dr_Wesley-Chapel_FL_33543_M93870-11642" },
])}
</main>
${siteFooter(["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved."])}
${nextData({ props: { pageProps: { property: { property_id: "9387120514", listing_id: "2981144307", list_price: 389990, status: "for_sale", flags: { is_new_construction: true }, description: { type: "townhomes", beds: 3, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 1684, lot_sqft: 1742, year_built: 2025 }, location: { address: { line: "2240 Sawgrass Ln Unit 12", city: "Wesley Chapel", state_code: "FL", postal_code: "33544", coordinate: { lat: 28.19486, lon: -82.35721 } }, county: { name: "Pasco" }, neighborhoods: [{ name: "Sawgrass Reserve" }] }, open_houses: [{ start_date: "2025-12-06T11:00:00", end_date: "2025-12-06T15:00:00", description: "Held at the model home", address: { line: "2201 Sawgrass Ln", city: "Wesley Chapel", state_code: "FL", postal_code: "33544", coordinate: { lat: 28.19552, lon: -82.35866 } } }], advertisers: [{ type: "seller", name: "Marcus Ortega", office: { name: "Sunline Realty Group LLC" } }, { type: "community", name: "Palmetto Ridge Homes" }], source: { id: "STELLAR", listing_id: "TB8409215" } }, mapCenter: { lat: 28.1961, lon: -82.3549 } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc74q" })}
${pixel("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 389990, currency: "USD" },
      propertyKind: "townhouse",
      street: "2240 Sawgrass Ln Unit 12",
      city: "Wesley Chapel",
      province: "FL",
      postalCode: "33544",
      neighbourhood: "Sawgrass Reserve",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1684,
      lot: { value: 1742, unit: "ft2" },
      yearBuilt: 2025,
      mlsNumber: "TB8409215",
      listingAgentName: "Marcus Ortega",
      brokerageName: "Sunline Realty Group LLC",
      geo: { lat: 28.19486, lng: -82.35721 },
    },
  },
];
