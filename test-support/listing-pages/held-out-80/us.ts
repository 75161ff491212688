/**
 * Eightieth held-out corpus, US portals: zillow.com (a lakefront tower condo "455 N Harborview Dr UNIT 2304" in
 * Chicago's Streeterville) and realtor.com (a warehouse loft "1615 Pier Loft Way Unit 503" in Seattle's Belltown).
 * Each carries its building's facts, its other units (for sale, for rent, sold) and the HOA's management office.
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before any extractor ran
 * on them.
 */
import type { ListingPage } from "../types.ts";
import { appBanner, buildingBox, buildingUnits, crumbs, gallery, gtm, header, leadForm, nextData, roster, similar, siteFooter } from "./chrome.ts";

export const HELD_OUT_80_US: ListingPage[] = [
  {
    name: "ho80-zillow-condo-unit-2304-harborview-chicago",
    site: "zillow.com",
    set: "held-out-80",
    traps: "a tower condo '455 N Harborview Dr UNIT 2304' ('#2304' in the building rail); 1,350 sqft beside the building's 58 stories, 612 units and 1,180,000 sqft; HOA '$1,042 monthly'; a deeded parking space offered at $40,000 and storage cage #23-04; 'Exposure: East'; Zestimate, rent Zestimate and a 2016 sale; the building's other units (#1807 sold, #3306 for sale, #4101 for rent at $3,900/mo); the zpid and the parcel number beside the MLS#; the management office on E Illinois St with its own ZIP; the listing's point and other units' points in the gdpClientCache state",
    pageUrl: "https://www.zillow.com/homedetails/455-N-Harborview-Dr-UNIT-2304-Chicago-IL-60611/2087741305_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>455 N Harborview Dr UNIT 2304, Chicago, IL 60611 | MLS #12488301 | Zillow</title>
<meta name="description" content="455 N Harborview Dr UNIT 2304, Chicago, IL 60611 is a condo listed for-sale at $649,000. The 1,350 sq. ft. condo is a 2 bed, 2.0 bath unit. MLS #12488301.">
<meta property="og:title" content="455 N Harborview Dr UNIT 2304, Chicago, IL 60611 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/8a2d91c4e7f03b5a6d1e2c9b0f4a7e31-cc_ft_1536.jpg">
<link rel="canonical" href="https://www.zillow.com/homedetails/455-N-Harborview-Dr-UNIT-2304-Chicago-IL-60611/2087741305_zpid/">
${gtm("GTM-ZLW80")}
</head><body>
<div id="__next">
${appBanner("Zillow")}
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent", "Manage Rentals", "Advertise"])}
<main class="ds-home-details">
${crumbs(["IL", "Cook County", "Chicago", "Streeterville", "60611", "455 N Harborview Dr UNIT 2304"])}
<div class="summary-container">
<span data-testid="price"><span>$649,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span><strong>2</strong> beds</span><span><strong>2</strong> baths</span><span><strong>1,350</strong> sqft</span></div>
<h1>455 N Harborview Dr UNIT 2304,&nbsp;Chicago, IL 60611</h1>
<div class="zestimate"><span>Zestimate<sup>®</sup>: $631,400</span> <span>Rent Zestimate<sup>®</sup>: $3,820/mo</span> <span>Est. payment: $5,311/mo</span></div>
</div>
${gallery("https://photos.zillowstatic.com/fp/2087741305", 34, "455 N Harborview Dr UNIT 2304")}
<section data-testid="description"><h2>What's special</h2>
<p>Wake up to the lake from the 23rd floor of Harborview Tower. This east-facing 2 bed, 2 bath split floor plan has 1,350 sq ft, a renovated kitchen with quartz and a breakfast bar, a primary suite with a walk-in closet and a double-vanity bath, in-unit washer/dryer and a 12-ft balcony. Storage cage #23-04 included; a deeded garage space can be purchased separately for $40,000. Harborview Tower (1972) has 58 stories and 612 units with a 24-hour door staff, indoor pool, fitness center, sundeck and dry cleaner. HOA of $1,042/month covers heat, A/C, water, cable, internet and the door staff. Management office: Lakeshore Tower Management, 211 E Illinois St, Suite 400, Chicago, IL 60601.</p>
</section>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3>
<ul><li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li></ul>
<h3>Interior area</h3>
<ul><li>Total interior livable area: 1,350 sqft</li></ul>
<h3>Parking</h3>
<ul><li>Total spaces: 0</li><li>Parking features: Garage, Deeded space available for purchase</li></ul>
<h3>Features</h3>
<ul><li>Exposure: East</li><li>Floor: 23</li><li>Storage: Cage #23-04</li></ul>
<h3>Construction</h3>
<ul><li>Home type: Condo</li><li>Property subtype: Condominium, High Rise (7+ Stories)</li><li>Year built: 1972</li></ul>
<h3>Community &amp; HOA</h3>
<ul><li>Subdivision: Harborview Tower</li><li>Neighborhood: Streeterville</li><li>HOA fee: $1,042 monthly</li><li>Amenities included: Door Person, Pool, Exercise Room, Sundeck, Elevator(s), Receiving Room</li><li>Number of units in building: 612</li><li>Stories in building: 58</li><li>Building area: 1,180,000 sqft</li></ul>
<h3>Financial &amp; listing details</h3>
<ul><li>Parcel number: 17-10-214-038-1193</li><li>Tax assessed value: $58,210</li><li>Annual tax amount: $10,644</li><li>Date on market: 11/18/2025</li></ul>
</section>
<section data-testid="price-history"><h2>Price history</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>11/18/2025</td><td>Listed for sale</td><td>$649,000</td></tr>
<tr><td>5/27/2016</td><td>Sold</td><td>$488,000</td></tr>
</tbody></table></section>
${buildingUnits("Other units at 455 N Harborview Dr", ["Unit", "Status", "Price", "Beds", "Sqft"], [
  { unit: "#3306", status: "For sale", price: "$799,000", beds: "2", size: "1,540", href: "/homedetails/455-N-Harborview-Dr-UNIT-3306-Chicago-IL-60611/2087741455_zpid/" },
  { unit: "#4101", status: "For rent", price: "$3,900/mo", beds: "2", size: "1,350", href: "/homedetails/455-N-Harborview-Dr-UNIT-4101-Chicago-IL-60611/2087741517_zpid/" },
  { unit: "#1807", status: "Sold 9/2025", price: "$512,000", beds: "2", size: "1,210", href: "/homedetails/455-N-Harborview-Dr-UNIT-1807-Chicago-IL-60611/2087741228_zpid/" },
])}
<div data-testid="attribution-LISTING_AGENT"><span>Listed by:</span> <span>Tamsin Oyelaran 312-555-0174,</span> <span>Lakefront Urban Realty LLC 312-555-0100</span></div>
<div class="mls-attribution">Source: MRED as Distributed by MLS GRID, MLS#: 12488301</div>
${leadForm("Request a tour", "I'm interested in 455 N Harborview Dr UNIT 2304.", "Request a tour")}
${roster("Zillow Premier Agents", [{ name: "Dmitri Halvorsen", title: "Premier Agent · Windy Lake Partners", phone: "312-555-0139" }, { name: "Keisha Amadi", title: "Premier Agent · North Shore Loop Realty", phone: "312-555-0150" }])}
${similar("Nearby homes", [
  { price: "$615,000", address: "333 E Ontario Crossing APT 2910", place: "Chicago, IL 60611", facts: "2 bds · 2 ba · 1,290 sqft", href: "/homedetails/333-E-Ontario-Crossing-APT-2910-Chicago-IL-60611/2087730021_zpid/" },
  { price: "$689,900", address: "180 E Pearson Walk #4402", place: "Chicago, IL 60611", facts: "2 bds · 2 ba · 1,400 sqft", href: "/homedetails/180-E-Pearson-Walk-4402-Chicago-IL-60611/2087729944_zpid/" },
])}
</main>
</div>
<script id="hdpApolloPreloadedData" type="application/json">${JSON.stringify({ apiCache: JSON.stringify({ "ForSaleDoubleScrollFullRenderQuery{\"zpid\":2087741305}": { property: { zpid: 2087741305, streetAddress: "455 N Harborview Dr UNIT 2304", city: "Chicago", state: "IL", zipcode: "60611", price: 649000, bedrooms: 2, bathrooms: 2, livingArea: 1350, yearBuilt: 1972, homeType: "CONDO", latitude: 41.89177, longitude: -87.61622, monthlyHoaFee: 1042, zestimate: 631400, rentZestimate: 3820, attributionInfo: { agentName: "Tamsin Oyelaran", brokerName: "Lakefront Urban Realty LLC", mlsId: "12488301" }, nearbyHomes: [{ zpid: 2087730021, price: 615000, latitude: 41.89301, longitude: -87.61888 }, { zpid: 2087729944, price: 689900, latitude: 41.89766, longitude: -87.62071 }] } } }) }).replace(/</g, "\\u003c")}</script>
${siteFooter(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "Zillow, Inc. holds real estate brokerage licenses in multiple states. © 2006-2025 Zillow. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "USD" },
      propertyKind: "condo",
      street: "455 N Harborview Dr UNIT 2304",
      city: "Chicago",
      province: "IL",
      postalCode: "60611",
      neighbourhood: "Streeterville",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1350,
      yearBuilt: 1972,
      mlsNumber: "12488301",
      listingAgentName: "Tamsin Oyelaran",
      brokerageName: "Lakefront Urban Realty LLC",
      geo: { lat: 41.89177, lng: -87.61622 },
    },
  },
  {
    name: "ho80-realtorcom-loft-unit-503-pier-loft-way-seattle",
    site: "realtor.com",
    set: "held-out-80",
    traps: "a warehouse loft '1615 Pier Loft Way Unit 503' with 'Year built 1909' and its 2003 conversion in prose; '1 bed 1.5 bath' with 1 full and 1 half; 1,020 sqft beside the building's 74,000 sqft, 6 stories and 54 units; HOA '$688/mo'; assigned stall #18 and storage #503 included, a second stall for $45,000; other units of the building (Unit 301 for sale, PH2 sold at $1,180,000, Unit 204 for rent); realtor.com's property_id and listing_id beside the NWMLS number; the HOA manager's office on 1st Ave with its own ZIP; __NEXT_DATA__ with the listing's point beside nearby homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1615-Pier-Loft-Way-Unit-503_Seattle_WA_98101_M90781-23456",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1615 Pier Loft Way Unit 503, Seattle, WA 98101 - realtor.com®</title>
<meta name="description" content="View 34 photos for 1615 Pier Loft Way Unit 503, Seattle, WA 98101, a 1 bed, 1.5 bath, 1,020 Sq. Ft. condo built in 1909 that is currently listed for $725,000.">
<meta property="og:title" content="1615 Pier Loft Way Unit 503, Seattle, WA 98101">
<meta property="og:image" content="https://ap.rdcpix.com/8c1e4f92a7b0d3e6f51a2c9d7e8b4a60l-m2987612345od-w1024_h768.jpg">
<link rel="canonical" href="https://www.realtor.com/realestateandhomes-detail/1615-Pier-Loft-Way-Unit-503_Seattle_WA_98101_M90781-23456">
${gtm("GTM-RDC80")}
</head><body>
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home", "News & Insights"])}
<main data-testid="ldp-main">
${crumbs(["WA", "Seattle", "Belltown", "98101", "1615 Pier Loft Way Unit 503"])}
<div data-testid="ldp-header">
<div data-testid="list-price" class="price-section">$725,000</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>1</span> bed</li><li data-testid="property-meta-baths"><span>1.5</span> bath</li><li data-testid="property-meta-sqft"><span>1,020</span> sqft</li></ul>
<h1 data-testid="address-line">1615 Pier Loft Way Unit 503<br>Seattle, WA 98101</h1>
<div class="estimate">Estimated value: $708,200 – $741,900 <small>(Collateral Analytics, Quantarium)</small></div>
</div>
${gallery("https://ap.rdcpix.com/listings/2987612345", 34, "1615 Pier Loft Way Unit 503")}
<section data-testid="ldp-description"><h2>Property details</h2>
<p>The real thing in Belltown: a corner loft in the Gilman Warehouse Lofts, a 1909 brick-and-timber warehouse converted to 54 lofts in 2003. 1,020 sq ft with 13-ft ceilings, old-growth fir beams, oversized windows facing Elliott Bay, an open kitchen with a gas range, a sleeping loft-style bedroom behind sliding barn doors with a full bath, and a powder room for guests. Assigned garage stall #18 and storage unit #503 convey; a second stall is available from another owner for $45,000. Six stories, 74,000 sq ft, roof deck with Sound and Olympics views. HOA $688/mo includes water, sewer, garbage, insurance and the reserve. HOA managed by Cascade Urban HOA Services, 2025 1st Ave, Suite 700, Seattle, WA 98121.</p>
</section>
<section data-testid="ldp-features"><h2>Features</h2>
<h3>Bedrooms</h3><ul><li>Bedrooms: 1</li></ul>
<h3>Bathrooms</h3><ul><li>Total bathrooms: 1.5</li><li>Full bathrooms: 1</li><li>Half bathrooms: 1</li></ul>
<h3>Building and Construction</h3><ul><li>Year built: 1909</li><li>Building name: Gilman Warehouse Lofts</li><li>Stories: 6</li><li>Units in building: 54</li><li>Building area: 74,000 sqft</li><li>Architectural style: Loft, Conversion</li></ul>
<h3>Unit Information</h3><ul><li>Unit floor: 5</li><li>Living area: 1,020 sqft</li><li>Exposure: West</li></ul>
<h3>Homeowners Association</h3><ul><li>Association: Yes</li><li>Calculated total monthly association fees: $688</li><li>Amenities: Roof deck, Elevator, Bike room, Secured entry</li></ul>
<h3>Garage and Parking</h3><ul><li>Parking: Assigned, Garage, stall #18</li></ul>
<h3>Other</h3><ul><li>Property type: Condo</li><li>Property subtype: Condominium</li><li>Source listing status: Active</li><li>MLS #: 2456789</li></ul>
</section>
${buildingBox("About Gilman Warehouse Lofts", [["Address", "1615 Pier Loft Way, Seattle, WA"], ["Built", "1909 (converted 2003)"], ["Stories", "6"], ["Units", "54"], ["HOA office", "Cascade Urban HOA Services, 2025 1st Ave, Suite 700, Seattle, WA 98121"]])}
${buildingUnits("Units in this building", ["Unit", "Status", "Price", "Beds", "Sqft"], [
  { unit: "Unit 301", status: "For sale", price: "$569,000", beds: "1", size: "840", href: "/realestateandhomes-detail/1615-Pier-Loft-Way-Unit-301_Seattle_WA_98101_M90781-23301" },
  { unit: "Unit PH2", status: "Sold 7/2025", price: "$1,180,000", beds: "2", size: "1,690", href: "/realestateandhomes-detail/1615-Pier-Loft-Way-Unit-PH2_Seattle_WA_98101_M90781-23602" },
  { unit: "Unit 204", status: "For rent", price: "$2,900/mo", beds: "1", size: "760", href: "/realestateandhomes-detail/1615-Pier-Loft-Way-Unit-204_Seattle_WA_98101_M90781-23204" },
])}
<section data-testid="listing-provider"><h2>Listing provided by</h2>
<p>Listed by <span data-testid="agent-name">Renata Solberg</span> with <span data-testid="broker-name">Pike Street Urban Partners</span></p>
<p>Source: Northwest MLS, MLS #2456789</p>
</section>
${leadForm("More about this property", "I'm interested in 1615 Pier Loft Way Unit 503.", "Email agent")}
${similar("Similar homes nearby", [
  { price: "$699,000", address: "2100 Western Steps Unit 608", place: "Seattle, WA 98121", facts: "1 bed · 1.5 bath · 980 sqft", href: "/realestateandhomes-detail/2100-Western-Steps-Unit-608_Seattle_WA_98121_M90712-44081" },
  { price: "$765,000", address: "88 Vine Terrace #402", place: "Seattle, WA 98121", facts: "2 bed · 2 bath · 1,080 sqft", href: "/realestateandhomes-detail/88-Vine-Terrace-402_Seattle_WA_98121_M90733-10452" },
])}
</main>
${nextData({ props: { pageProps: { property: { property_id: "9078123456", listing_id: "2987612345", status: "for_sale", list_price: 725000, description: { beds: 1, baths: 1.5, baths_full: 1, baths_half: 1, sqft: 1020, year_built: 1909, type: "condos", name: "Gilman Warehouse Lofts" }, location: { address: { line: "1615 Pier Loft Way Unit 503", unit: "Unit 503", city: "Seattle", state_code: "WA", postal_code: "98101", coordinate: { lat: 47.61043, lon: -122.34611 } }, neighborhoods: [{ name: "Belltown" }] }, hoa: { fee: 688 }, source: { id: "NWWA", listing_id: "2456789", agents: [{ agent_name: "Renata Solberg", office_name: "Pike Street Urban Partners" }] }, nearby: [{ property_id: "9071244081", list_price: 699000, lat: 47.61322, lon: -122.34907 }, { property_id: "9073310452", list_price: 765000, lat: 47.61488, lon: -122.34622 }] } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc-ldp-80" })}
${siteFooter(["realtor.com® is operated by Move, Inc. © 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "Listing information © 2025 Northwest Multiple Listing Service. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 725000, currency: "USD" },
      propertyKind: "condo",
      street: "1615 Pier Loft Way Unit 503",
      city: "Seattle",
      province: "WA",
      postalCode: "98101",
      neighbourhood: "Belltown",
      bedrooms: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1020,
      yearBuilt: 1909,
      mlsNumber: "2456789",
      listingAgentName: "Renata Solberg",
      brokerageName: "Pike Street Urban Partners",
      geo: { lat: 47.61043, lng: -122.34611 },
    },
  },
];
