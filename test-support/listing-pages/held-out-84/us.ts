/**
 * Eighty-fourth held-out corpus, US portals: zillow.com (a brick fourplex "1447 S 5th St" in Columbus, Ohio's Merion
 * Village, with a unit table, Zestimate, Rent Zestimate and a 2018 sale) and realtor.com (a storefront with two
 * apartments above, "4107 Butler St" in Pittsburgh, Pennsylvania's Lower Lawrenceville, with the shop's lease and the
 * apartments' rents). Addresses, names, phone numbers and numbers are invented; the expected facts were written before
 * any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { crumbs, gallery, gtm, header, leadForm, nextData, rentRoll, similar, siteFooter, statement } from "./chrome.ts";

export const HELD_OUT_84_US: ListingPage[] = [
  {
    name: "ho84-zillow-fourplex-s-5th-st-columbus",
    site: "zillow.com",
    set: "held-out-84",
    traps:
      "a multi-family fourplex: '8 beds 4 baths 3,360 sqft' for the building beside a unit table (each 2 bd / 1 ba with its rent); 'Gross income $58,440/yr', expenses, NOI and a 6.40% cap rate in the remarks; Zestimate, Rent Zestimate and a 2018 sale at $395,000 with an earlier listing price; 'Lot size: 5,227 sqft' then '0.12 Acres'; the zpid and the parcel number beside the MLS#; 'Listed by' with the agent and the brokerage; the listing's point inside the gdpClientCache string in __NEXT_DATA__; nearby multi-family homes",
    pageUrl: "https://www.zillow.com/homedetails/1447-S-5th-St-Columbus-OH-43207/33415208_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1447 S 5th St, Columbus, OH 43207 | MLS #225041188 | Zillow</title>
<meta name="description" content="1447 S 5th St, Columbus, OH 43207 is a multi family home listed for-sale at $649,000. The 3,360 sq. ft. multi family home is a 8 bed, 4.0 bath property. MLS #225041188.">
<meta property="og:title" content="1447 S 5th St, Columbus, OH 43207 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/4c71b0e2a9d35f8e6a1b7c0d2e9f3a58-cc_ft_1536.jpg">
<link rel="canonical" href="https://www.zillow.com/homedetails/1447-S-5th-St-Columbus-OH-43207/33415208_zpid/">
${gtm("GTM-ZLW84")}
</head><body>
<div id="__next">
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent", "Manage Rentals", "Advertise"])}
<main class="ds-home-details">
${crumbs(["OH", "Franklin County", "Columbus", "Merion Village", "43207", "1447 S 5th St"])}
<div class="summary-container">
<span data-testid="price"><span>$649,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span><strong>8</strong> beds</span><span><strong>4</strong> baths</span><span><strong>3,360</strong> sqft</span></div>
<h1>1447 S 5th St,&nbsp;Columbus, OH 43207</h1>
<div class="zestimate"><span>Zestimate<sup>®</sup>: $631,200</span> <span>Rent Zestimate<sup>®</sup>: $5,200/mo</span> <span>Est. payment: $4,388/mo</span></div>
</div>
${gallery("https://photos.zillowstatic.com/fp/33415208", 30, "1447 S 5th St")}
<section data-testid="description"><h2>What's special</h2>
<p>Brick fourplex in Merion Village, a few blocks south of German Village and Schiller Park. Four 2 bed / 1 bath flats, two up and two down, each with its own gas furnace, water heater and electric meter. All four units are leased; current rents total $4,870/month for a gross income of $58,440/yr. Owner's 2024 expenses (taxes, insurance, water/sewer, trash, repairs) were $16,900, for an NOI of $41,540 and a 6.40% cap rate at list. Unit 4 was fully renovated in 2024; the other three could reach about $1,400 after updates. Off-street parking for 4 off the alley. Please do not disturb tenants; showings with 24-hour notice.</p>
</section>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3>
<ul><li>Bedrooms: 8</li><li>Bathrooms: 4</li><li>Full bathrooms: 4</li></ul>
<h3>Interior area</h3>
<ul><li>Total interior livable area: 3,360 sqft</li></ul>
<h3>Property</h3>
<ul><li>Parking features: Off Street, Alley access</li><li>Lot size: 5,227 sqft</li><li>Lot size: 0.12 Acres</li><li>Parcel number: 010-041877-00</li></ul>
<h3>Construction</h3>
<ul><li>Home type: MultiFamily</li><li>Property subtype: Quadruplex</li><li>Materials: Brick</li><li>Year built: 1920</li></ul>
<h3>Multi-family</h3>
<ul><li>Number of units: 4</li><li>Gross income: $58,440</li><li>Operating expense: $16,900</li></ul>
<h3>Community &amp; HOA</h3>
<ul><li>Neighborhood: Merion Village</li><li>HOA: No</li></ul>
<h3>Financial &amp; listing details</h3>
<ul><li>Tax assessed value: $171,640</li><li>Annual tax amount: $7,824</li><li>Date on market: 10/30/2025</li></ul>
</section>
${rentRoll("Units", ["Unit", "Beds", "Baths", "Sqft", "Rent", "Lease ends"], [
  ["Unit 1", "2", "1", "840", "$1,150/mo", "05/2026"],
  ["Unit 2", "2", "1", "840", "$1,195/mo", "07/2026"],
  ["Unit 3", "2", "1", "840", "$1,225/mo", "Month-to-month"],
  ["Unit 4", "2", "1", "840", "$1,300/mo", "11/2026"],
])}
<section data-testid="price-history"><h2>Price history</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>10/30/2025</td><td>Listed for sale</td><td>$649,000</td></tr>
<tr><td>6/14/2018</td><td>Sold</td><td>$395,000</td></tr>
<tr><td>4/27/2018</td><td>Listed for sale</td><td>$419,900</td></tr>
</tbody></table></section>
<section data-testid="listing-attribution"><p>Listed by: <span>Kendra Whitfield</span> 614-555-0127, <span>Brick Street Realty LLC</span></p><p>Source: Columbus and Central Ohio Regional MLS, MLS#: 225041188</p></section>
${leadForm("Contact agent", "I am interested in 1447 S 5th St, Columbus, OH 43207.", "Contact agent")}
${similar("Nearby homes", [
  { price: "$575,000", address: "1062 S Front St", place: "Columbus, OH 43206", facts: "6 bds · 3 ba · 2,880 sqft · Multi-family", href: "/homedetails/1062-S-Front-St-Columbus-OH-43206/33409921_zpid/" },
  { price: "$719,900", address: "1523 S High St", place: "Columbus, OH 43207", facts: "8 bds · 4 ba · 3,600 sqft · Multi-family", href: "/homedetails/1523-S-High-St-Columbus-OH-43207/33417704_zpid/" },
])}
</main>
</div>
${nextData({ props: { pageProps: { componentProps: { zpid: 33415208, gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":33415208}": { property: { zpid: 33415208, price: 649000, currency: "USD", bedrooms: 8, bathrooms: 4, livingArea: 3360, lotSize: 5227, yearBuilt: 1920, homeType: "MULTI_FAMILY", streetAddress: "1447 S 5th St", city: "Columbus", state: "OH", zipcode: "43207", latitude: 39.93602, longitude: -82.99048, zestimate: 631200, rentZestimate: 5200, mlsid: "225041188", attributionInfo: { agentName: "Kendra Whitfield", brokerName: "Brick Street Realty LLC" } } } }) } } } })}
${siteFooter(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "© 2006-2025 Zillow. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "USD" },
      propertyKind: "plex",
      street: "1447 S 5th St",
      city: "Columbus",
      province: "OH",
      postalCode: "43207",
      neighbourhood: "Merion Village",
      bedrooms: 8,
      bathrooms: 4,
      bathroomsFull: 4,
      squareFootage: 3360,
      lot: { value: 5227, unit: "ft2" },
      yearBuilt: 1920,
      mlsNumber: "225041188",
      listingAgentName: "Kendra Whitfield",
      brokerageName: "Brick Street Realty LLC",
      geo: { lat: 39.93602, lng: -82.99048 },
    },
  },
  {
    name: "ho84-realtorcom-storefront-apartments-butler-st-pittsburgh",
    site: "realtor.com",
    set: "held-out-84",
    traps:
      "a mixed-use building (Property type Mixed Use): ground-floor shop leased to a bike shop at $2,400/mo NNN and two apartments above; '3 bed 2.5 bath 3,150 sqft' for the building with 2 full and 1 half (the shop's powder room); 1,350 sqft of retail and 1,800 sqft of apartments in prose; '2,178 sqft lot' and '0.05 acres'; gross $65,100/yr and a 6.1% cap rate; an estimated value range and a 2012 sale; property_id and listing_id beside the West Penn MLS number; __NEXT_DATA__ with the listing's point beside nearby homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/4107-Butler-St_Pittsburgh_PA_15201_M37215-90418",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4107 Butler St, Pittsburgh, PA 15201 - realtor.com®</title>
<meta name="description" content="View 26 photos for 4107 Butler St, Pittsburgh, PA 15201, a 3 bed, 2.5 bath, 3,150 Sq. Ft. mixed use building built in 1905 that is currently listed for $725,000.">
<meta property="og:title" content="4107 Butler St, Pittsburgh, PA 15201">
<meta property="og:image" content="https://ap.rdcpix.com/1f0b3e9c7a2d45e8b6c1d0a9f8e7b254l-m3052274419od-w1024_h768.jpg">
<link rel="canonical" href="https://www.realtor.com/realestateandhomes-detail/4107-Butler-St_Pittsburgh_PA_15201_M37215-90418">
${gtm("GTM-RDC84")}
</head><body>
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home", "News & Insights"])}
<main data-testid="ldp-main">
${crumbs(["PA", "Pittsburgh", "Lower Lawrenceville", "15201", "4107 Butler St"])}
<div data-testid="ldp-header">
<div data-testid="list-price" class="price-section">$725,000</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>3</span> bed</li><li data-testid="property-meta-baths"><span>2.5</span> bath</li><li data-testid="property-meta-sqft"><span>3,150</span> sqft</li><li data-testid="property-meta-lot-size"><span>2,178</span> sqft lot</li></ul>
<h1 data-testid="address-line">4107 Butler St<br>Pittsburgh, PA 15201</h1>
<div class="estimate">Estimated value: $688,400 – $742,100 <small>(Collateral Analytics, Quantarium)</small></div>
</div>
${gallery("https://ap.rdcpix.com/listings/3052274419", 26, "4107 Butler St")}
<section data-testid="ldp-description"><h2>Property details</h2>
<p>Classic Butler Street mixed-use in the heart of Lower Lawrenceville. The 1,350 sq ft storefront with its own powder room is leased to Spoke &amp; Chain Cycles at $2,400/month NNN through 2028. Above, 1,800 sq ft of apartments: Unit A, 2 bed / 1 bath at $1,650/month, and Unit B, 1 bed / 1 bath at $1,375/month, both with in-unit laundry and separate utilities. Gross rents $65,100/yr; NOI about $44,200, a 6.1% cap rate at list. 1905 brick with a 2019 rubber roof and updated electric. Rear door to the alley, two blocks from the 40th Street Bridge.</p>
</section>
<section data-testid="ldp-features"><h2>Features</h2>
<h3>Bedrooms</h3><ul><li>Bedrooms: 3</li></ul>
<h3>Bathrooms</h3><ul><li>Total bathrooms: 2.5</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li></ul>
<h3>Building and Construction</h3><ul><li>Year built: 1905</li><li>Stories: 3</li><li>Building area: 3,150 sqft</li><li>Construction materials: Brick</li></ul>
<h3>Land Info</h3><ul><li>Lot size: 2,178 sqft</li><li>Lot acres: 0.05</li><li>Zoning: UNC</li></ul>
<h3>Income</h3><ul><li>Number of units: 3 (1 commercial, 2 residential)</li><li>Gross income: $65,100</li><li>Cap rate: 6.1%</li></ul>
<h3>Other</h3><ul><li>Property type: Mixed Use</li><li>Property subtype: Retail with Apartments</li><li>Source listing status: Active</li><li>MLS #: 1712240</li></ul>
</section>
${rentRoll("Rent roll", ["Unit", "Use", "Beds / Baths", "Sqft", "Rent", "Lease"], [
  ["Storefront", "Retail (bike shop)", "— / 0.5", "1,350", "$2,400/mo NNN", "Through 12/2028"],
  ["Unit A", "Apartment", "2 / 1", "1,000", "$1,650/mo", "Through 7/2026"],
  ["Unit B", "Apartment", "1 / 1", "800", "$1,375/mo", "Month-to-month"],
])}
${statement("Property history", [["8/22/2012 · Sold", "$310,000"], ["6/2/2012 · Listed", "$329,000"], ["10/21/2025 · Listed", "$725,000"]])}
<section data-testid="listing-provider"><h2>Listing provided by</h2>
<p>Listed by <span data-testid="agent-name">Dario Kostelnik</span> with <span data-testid="broker-name">Three Rivers Urban Realty</span></p>
<p>Source: West Penn Multi-List, MLS #1712240</p>
</section>
${leadForm("More about this property", "I'm interested in 4107 Butler St and would like the leases.", "Email agent")}
${similar("Similar homes nearby", [
  { price: "$649,000", address: "3712 Butler St", place: "Pittsburgh, PA 15201", facts: "2 bed · 2 bath · 2,600 sqft · Mixed use", href: "/realestateandhomes-detail/3712-Butler-St_Pittsburgh_PA_15201_M37201-44120" },
  { price: "$489,900", address: "161 44th St", place: "Pittsburgh, PA 15201", facts: "4 bed · 2 bath · 1,880 sqft · Multi-family", href: "/realestateandhomes-detail/161-44th-St_Pittsburgh_PA_15201_M37219-03318" },
])}
</main>
${nextData({ props: { pageProps: { property: { property_id: "3721590418", listing_id: "3052274419", status: "for_sale", list_price: 725000, description: { beds: 3, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 3150, lot_sqft: 2178, year_built: 1905, type: "mixed_use" }, location: { address: { line: "4107 Butler St", city: "Pittsburgh", state_code: "PA", postal_code: "15201", coordinate: { lat: 40.47028, lon: -79.96044 } }, neighborhoods: [{ name: "Lower Lawrenceville" }] }, source: { id: "WPMLS", listing_id: "1712240", agents: [{ agent_name: "Dario Kostelnik", office_name: "Three Rivers Urban Realty" }] } }, nearby: [{ property_id: "3720144120", list_price: 649000, coordinate: { lat: 40.46671, lon: -79.96512 } }, { property_id: "3721903318", list_price: 489900, coordinate: { lat: 40.47233, lon: -79.95870 } }] } } })}
${siteFooter(["realtor.com® is operated by Move, Inc. © 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "Listing information © 2025 West Penn Multi-List, Inc. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 725000, currency: "USD" },
      propertyKind: "commercial",
      street: "4107 Butler St",
      city: "Pittsburgh",
      province: "PA",
      postalCode: "15201",
      neighbourhood: "Lower Lawrenceville",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 3150,
      lot: { value: 2178, unit: "ft2" },
      yearBuilt: 1905,
      mlsNumber: "1712240",
      listingAgentName: "Dario Kostelnik",
      brokerageName: "Three Rivers Urban Realty",
      geo: { lat: 40.47028, lng: -79.96044 },
    },
  },
];
