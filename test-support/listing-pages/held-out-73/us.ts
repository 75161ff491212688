/**
 * Seventy-third held-out corpus, US rentals: zillow.com (an apartment in a Cheesman Park building in Denver with the
 * building's other units and a Rent Zestimate) and realtor.com (a Clintonville house for rent in Columbus, Ohio, listed
 * through the MLS). Addresses, names, phone numbers and numbers are invented; the expected facts were written before
 * the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, consent, contactForm, crumbs, footer, gallery, gtm, header, nextData, windowState } from "./chrome.ts";

export const HELD_OUT_73_US: ListingPage[] = [
  {
    name: "ho73-zillow-apartment-rent-cheesman-park-denver",
    site: "zillow.com",
    set: "held-out-73",
    traps:
      "a Zillow apartment for rent: '$1,895/mo' beside a 'Rent Zestimate® $1,930/mo', the building's other available units with their own rents, a $1,895 security deposit, $45 application fee, $35/mo pet rent and $75/mo parking; 'APT 305' in the street line; 'Available now'; the property manager as the lister (no brokerage); 'Cheesman Park' neighborhood; the gdpClientCache state with this unit's coordinates beside nearby homes' coordinates",
    pageUrl: "https://www.zillow.com/homedetails/1420-N-Ogden-St-APT-305-Denver-CO-80218/2071845532_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1420 N Ogden St APT 305, Denver, CO 80218 | Zillow</title>
<meta name="description" content="1420 N Ogden St APT 305, Denver, CO 80218 is an apartment unit listed for rent at $1,895/mo. The 712 Square Feet unit is a 1 beds, 1 bath apartment unit.">
<meta property="og:title" content="1420 N Ogden St APT 305, Denver, CO 80218 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/7b1e2c04d9a8f3e6-p_e.jpg">
<meta property="zillow_fb:beds" content="1"><meta property="zillow_fb:baths" content="1">
<meta property="place:location:latitude" content="39.73902"><meta property="place:location:longitude" content="-104.97611">
${gtm("GTM-ZILL73")}
${ld({ "@context": "http://schema.org", "@type": "Apartment", name: "1420 N Ogden St APT 305", floorSize: { "@type": "QuantitativeValue", "@context": "http://schema.org", value: "712" }, numberOfRooms: "1", address: { "@type": "PostalAddress", "@context": "http://schema.org", streetAddress: "1420 N Ogden St APT 305", addressLocality: "Denver", addressRegion: "CO", postalCode: "80218" }, geo: { "@type": "GeoCoordinates", "@context": "http://schema.org", latitude: 39.73902, longitude: -104.97611 }, url: "https://www.zillow.com/homedetails/1420-N-Ogden-St-APT-305-Denver-CO-80218/2071845532_zpid/" })}
</head><body>
<div id="__next">
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent", "Manage Rentals"])}
${consent("Zillow")}
<main class="ds-container">
${crumbs(["Colorado", "Denver", "Cheesman Park", "80218"])}
<div class="summary-container">
<div class="ds-price"><span data-testid="price"><span>$1,895</span>/mo</span></div>
<div class="ds-bed-bath-living-area"><span><strong>1</strong> bd</span><span><strong>1</strong> ba</span><span><strong>712</strong> sqft</span></div>
<h1 class="ds-address-container">1420 N Ogden St APT 305, Denver, CO 80218</h1>
<p class="ds-status"><span class="dot"></span>Apartment for rent · <b>Available now</b></p>
<p class="ds-zestimate">Rent Zestimate®: <span>$1,930/mo</span></p>
</div>
${gallery("https://photos.zillowstatic.com/fp/1420-ogden-305", 19, "1420 N Ogden St APT 305")}
<section class="ds-overview"><h2>What's special</h2><p>Top-floor corner one-bedroom in a 1964 brick building a block from Cheesman Park. Refinished oak floors, updated kitchen with dishwasher, window A/C, and a big closet. Water, sewer and trash included; tenant pays Xcel electric. Shared laundry on each floor. Off-street parking available for $75/mo. Cats and dogs under 40 lbs welcome with $35/mo pet rent. 12-month lease. Professionally managed.</p></section>
<section class="ds-facts"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 1</li><li>Bathrooms: 1</li><li>Full bathrooms: 1</li><li>Cooling: Wall/Window Unit(s)</li><li>Laundry: Shared</li></ul>
<h3>Property</h3><ul><li>Home type: Apartment</li><li>Year built: 1964</li><li>Parking: Off Street ($75/mo)</li></ul>
<h3>Rental</h3><ul><li>Date available: Available now</li><li>Lease term: 12 Months</li><li>Pets: Cats, Small dogs</li><li>Pet rent: $35/mo</li><li>Utilities included: Water, Sewage, Trash</li></ul>
<h3>Deposits &amp; fees</h3><ul><li>Security deposit: $1,895</li><li>Application fee: $45</li></ul>
<h3>Location</h3><ul><li>Region: Denver</li><li>Neighborhood: Cheesman Park</li></ul>
</section>
${cards("Other units in this building", [
  { href: "/homedetails/1420-N-Ogden-St-APT-102-Denver-CO-80218/2071845519_zpid/", price: "$1,650/mo", address: "APT 102", facts: ["1 bd", "1 ba", "640 sqft"], note: "Available Mar 1" },
  { href: "/homedetails/1420-N-Ogden-St-APT-410-Denver-CO-80218/2071845541_zpid/", price: "$2,250/mo", address: "APT 410", facts: ["2 bd", "1 ba", "905 sqft"], note: "Available now" },
], "building-units")}
<section class="listed-by"><h2>Listed by property owner/manager</h2><p class="pm">Cheesman Park Residential</p><p>(720) 555-0143</p><p class="small">Zillow last checked: 2 hours ago · Listing updated: January 20, 2026</p></section>
${contactForm("Request a tour")}
${cards("Similar rentals nearby", [
  { href: "/homedetails/1200-N-Franklin-St-APT-7-Denver-CO-80218/13272201_zpid/", price: "$1,750/mo", address: "1200 N Franklin St APT 7, Denver, CO", facts: ["1 bd", "1 ba", "650 sqft"] },
  { href: "/homedetails/1575-N-Pearl-St-Denver-CO-80203/13268835_zpid/", price: "$2,095/mo", address: "1575 N Pearl St, Denver, CO", facts: ["1 bd", "1 ba", "780 sqft"] },
])}
</main>
${footer(["Zillow, Inc. holds real estate brokerage licenses in multiple states.", "© 2006-2026 Zillow. Equal Housing Opportunity."])}
</div>
${windowState("__ZILLOW_PAGE__", { zpid: 2071845532, pageType: "rentalHDP" })}
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForRentDoubleScrollFullRenderQuery{\"zpid\":2071845532}": { property: { zpid: 2071845532, price: 1895, currency: "USD", homeStatus: "FOR_RENT", homeType: "APARTMENT", streetAddress: "1420 N Ogden St APT 305", address: { streetAddress: "1420 N Ogden St APT 305", city: "Denver", state: "CO", zipcode: "80218", neighborhood: "Cheesman Park" }, bedrooms: 1, bathrooms: 1, livingArea: 712, yearBuilt: 1964, latitude: 39.73902, longitude: -104.97611, rentZestimate: 1930, buildingUnits: [{ zpid: 2071845519, price: 1650 }, { zpid: 2071845541, price: 2250 }], nearbyHomes: [{ zpid: 13272201, latitude: 39.73588, longitude: -104.97102, price: 1750 }, { zpid: 13268835, latitude: 39.74161, longitude: -104.98077, price: 2095 }], attributionInfo: { agentName: null, brokerName: null, buildingName: null, propertyManagerName: "Cheesman Park Residential" } } } }) } } } })}
</body></html>`,
    expected: {
      price: { amount: 1895, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "1420 N Ogden St APT 305",
      city: "Denver",
      province: "CO",
      postalCode: "80218",
      neighbourhood: "Cheesman Park",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 712,
      yearBuilt: 1964,
      geo: { lat: 39.73902, lng: -104.97611 },
    },
  },
  {
    name: "ho73-realtorcom-house-rent-clintonville-columbus",
    site: "realtor.com",
    set: "held-out-73",
    traps:
      "a realtor.com house for rent listed through the MLS: '$2,450/mo' with a $2,450 security deposit, a $300 one-time pet fee and $25/mo pet rent; 'Available now'; '1.5 baths' with 1 full and 1 half; lot '0.18 acres' then '7,841 sqft'; built 1948; 'Clintonville' neighborhood; 'Listed by' agent and 'Brokered by' office; the Columbus MLS ID; similar rentals and nearby homes for sale with prices; the Next.js state with this home's coordinates beside a map centre",
    pageUrl: "https://www.realtor.com/rentals/details/318-Glencoe-Rd_Columbus_OH_43214_M39271-58826",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>318 Glencoe Rd, Columbus, OH 43214 - House for Rent in Columbus, OH | realtor.com®</title>
<meta name="description" content="318 Glencoe Rd, Columbus, OH 43214 is a house for rent at $2,450/mo. 3 beds, 1.5 baths, 1,480 sqft in Clintonville.">
<meta property="og:title" content="318 Glencoe Rd, Columbus, OH 43214 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/5c2e0f1b7a4d93e8l-m3927158826od-w1024_h768.jpg">
${gtm("GTM-RDC73")}
</head><body>
<div id="__next">
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find an Agent", "My Home"])}
${consent("realtor.com")}
<main data-testid="ldp-page">
${crumbs(["OH", "Columbus", "Clintonville", "43214", "318 Glencoe Rd"])}
<section data-testid="ldp-header">
<div class="status"><span class="status-dot"></span>For rent · Available now</div>
<div data-testid="list-price" class="price">$2,450<span>/mo</span></div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>3</span> bed</li><li data-testid="property-meta-baths"><span>1.5</span> bath</li><li data-testid="property-meta-sqft"><span>1,480</span> sqft</li><li data-testid="property-meta-lot-size"><span>0.18</span> acre lot</li></ul>
<h1 data-testid="address" class="address">318 Glencoe Rd, Columbus, OH 43214</h1>
</section>
${gallery("https://ap.rdcpix.com/m3927158826", 24, "318 Glencoe Rd")}
<section data-testid="property-description"><h2>Property details</h2><p>Charming 1948 Cape Cod on a tree-lined Clintonville street, walkable to High Street shops and Whetstone Park. Hardwood floors, updated kitchen with gas range, two bedrooms and a full bath on the main floor, a third bedroom and half bath up. Dry basement with washer and dryer. Detached one-car garage and fenced backyard. Tenant pays all utilities and handles lawn care. Dogs and cats welcome: $300 one-time pet fee and $25/mo pet rent per pet. Security deposit equal to one month's rent. 12-month lease, available now.</p></section>
<section data-testid="features"><h2>Features</h2>
<h3>Bedrooms</h3><ul><li>Bedrooms: 3</li></ul>
<h3>Bathrooms</h3><ul><li>Total Bathrooms: 2</li><li>Full Bathrooms: 1</li><li>Half Bathrooms: 1</li></ul>
<h3>Interior and Exterior</h3><ul><li>Living area: 1,480 sqft</li><li>Basement: Full, Unfinished</li><li>Garage: 1 car, detached</li></ul>
<h3>Lot</h3><ul><li>Lot Size: 0.18 acres</li><li>Lot Size Square Feet: 7,841</li></ul>
<h3>Rental Terms</h3><ul><li>Lease term: 12 months</li><li>Security deposit: $2,450</li><li>Pet fee: $300</li><li>Pet rent: $25/mo</li><li>Pets allowed: Cats, Dogs</li><li>Utilities included: None</li></ul>
<h3>Other Property Info</h3><ul><li>Year Built: 1948</li><li>Style: Cape Cod</li><li>Neighborhood: Clintonville</li><li>County: Franklin County</li><li>Source Listing Status: Active</li></ul>
</section>
<section data-testid="listing-provider"><h2>Listing provided by</h2>
<p>Listed by <span data-testid="agent-name">Tamsin Whitfield</span> · (614) 555-0139</p>
<p>Brokered by <span data-testid="broker-name">Scioto Key Realty, LLC</span></p>
<p class="source">Source: Columbus and Central Ohio Regional MLS, MLS ID <span data-testid="mls-id">226003418</span></p>
</section>
${contactForm("Contact property")}
${cards("Similar rentals", [
  { href: "/rentals/details/4420-Kenmore-Rd_Columbus_OH_43224_M36604-11215", price: "$1,995/mo", address: "4420 Kenmore Rd, Columbus, OH 43224", facts: ["3 bed", "1 bath"] },
  { href: "/rentals/details/171-W-Dunedin-Rd_Columbus_OH_43214_M39255-40371", price: "$2,650/mo", address: "171 W Dunedin Rd, Columbus, OH 43214", facts: ["3 bed", "2 bath"] },
])}
${cards("Nearby homes for sale", [
  { href: "/realestateandhomes-detail/326-Glencoe-Rd_Columbus_OH_43214_M39271-58834", price: "$389,900", address: "326 Glencoe Rd, Columbus, OH 43214", facts: ["3 bed", "2 bath", "1,612 sqft"] },
], "nearby-sale")}
</main>
${footer(["© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.", "Information is deemed reliable but not guaranteed. Equal Housing Opportunity."])}
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "3927158826", listing_id: "2988714522", status: "for_rent", list_price: 2450, description: { beds: 3, baths: 2, baths_full: 1, baths_half: 1, sqft: 1480, lot_sqft: 7841, year_built: 1948, type: "single_family" }, location: { address: { line: "318 Glencoe Rd", city: "Columbus", state_code: "OH", postal_code: "43214", coordinate: { lat: 40.03518, lon: -83.01826 } }, neighborhoods: [{ name: "Clintonville" }] }, advertisers: [{ type: "seller", name: "Tamsin Whitfield", office: { name: "Scioto Key Realty, LLC" } }], source: { id: "OHCOLUMBUS", listing_id: "226003418" } }, mapView: { center: { lat: 40.0417, lon: -83.0134 }, zoom: 14 } } } } })}
</body></html>`,
    expected: {
      price: { amount: 2450, currency: "USD", period: "month" },
      propertyKind: "house",
      street: "318 Glencoe Rd",
      city: "Columbus",
      province: "OH",
      postalCode: "43214",
      neighbourhood: "Clintonville",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 0.18, unit: "acres" },
      yearBuilt: 1948,
      mlsNumber: "226003418",
      listingAgentName: "Tamsin Whitfield",
      brokerageName: "Scioto Key Realty, LLC",
      geo: { lat: 40.03518, lng: -83.01826 },
    },
  },
];
