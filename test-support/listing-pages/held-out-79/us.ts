/**
 * Seventy-ninth held-out corpus, US portals: zillow.com (a Canandaigua Lake waterfront house with a guest house and a
 * boathouse, a walkout lower level splitting above- and below-grade area) and realtor.com (a Holmes County, Ohio hobby
 * farm on "Township Road 243" with a dawdy house at its own second address). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { appBanner, crumbs, gallery, gtm, header, leadForm, nextData, roster, similar, siteFooter } from "./chrome.ts";

export const HELD_OUT_79_US: ListingPage[] = [
  {
    name: "ho79-zillow-waterfront-guest-house-canandaigua-ny",
    site: "zillow.com",
    set: "held-out-79",
    traps: "a lakefront house with a guest house: header '4 bd 3.5 ba 4,210 sqft' while the facts split 'Above grade finished 3,050' and 'Below grade finished 1,160'; the guest house's own '2 bd, 1 ba, 920 sqft, built 2008' and a 2004 boathouse in Other structures; 'Lot size 2.30 Acres' beside '165 ft' of lake frontage; Zestimate, Rent Zestimate, a 2014 sale and the tax assessment; the zpid in the URL and the parcel number beside the MLS#; nearby homes with their own prices and points in the state",
    pageUrl: "https://www.zillow.com/homedetails/4120-W-Lake-Rd-Canandaigua-NY-14424/30744218_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4120 W Lake Rd, Canandaigua, NY 14424 | MLS #R1564209 | Zillow</title>
<meta name="description" content="4120 W Lake Rd, Canandaigua, NY 14424 is a single-family home listed for-sale at $2,450,000. The 4,210 sq. ft. home is a 4 bed, 3.5 bath property. MLS #R1564209.">
<meta property="og:title" content="4120 W Lake Rd, Canandaigua, NY 14424 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/5c1f0e3a9d7b2f1e4a66b07cd1e2f9a8-cc_ft_1536.jpg">
<link rel="canonical" href="https://www.zillow.com/homedetails/4120-W-Lake-Rd-Canandaigua-NY-14424/30744218_zpid/">
${gtm("GTM-ZLW79")}
</head><body>
<div id="__next">
${appBanner("Zillow")}
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent", "Manage Rentals", "Advertise"])}
<main class="ds-home-details">
${crumbs(["NY", "Ontario County", "Canandaigua", "14424", "4120 W Lake Rd"])}
<div class="summary-container">
<span data-testid="price" class="Text-c11n-8-100-2__sc-aiai24-0"><span>$2,450,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span><strong>4</strong> beds</span><span><strong>3.5</strong> baths</span><span><strong>4,210</strong> sqft</span></div>
<h1 class="Text-c11n-8-100-2__sc-aiai24-0">4120 W Lake Rd,&nbsp;Canandaigua, NY 14424</h1>
<div class="zestimate"><span>Zestimate<sup>®</sup>: $2,382,100</span> <span>Est. payment: $15,844/mo</span></div>
</div>
${gallery("https://photos.zillowstatic.com/fp/30744218", 40, "4120 W Lake Rd")}
<section data-testid="description"><h2>What's special</h2>
<p>Canandaigua Lake living with room for everyone. The 2001 shingle-style main house sits above 165 feet of private shoreline on 2.30 acres: 4 bedrooms and 3.5 baths, 3,050 sq ft on the main and upper floors plus a 1,160 sq ft walkout lower level with a bar and a bunk room. A separate guest house (built 2008) has 2 bedrooms, 1 bath, a full kitchen and 920 sq ft over a two-bay garage. The 2004 boathouse has two slips and a sundeck; permanent dock, sandy swim area and a new sea wall (2022). 10 minutes to downtown Canandaigua.</p>
</section>
<section data-testid="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3>
<ul><li>Bedrooms: 4</li><li>Bathrooms: 4</li><li>Full bathrooms: 3</li><li>1/2 bathrooms: 1</li></ul>
<h3>Interior area</h3>
<ul><li>Total structure area: 4,210</li><li>Total interior livable area: 4,210 sqft</li><li>Above grade finished area: 3,050 sqft</li><li>Below grade finished area: 1,160 sqft</li></ul>
<h3>Property</h3>
<ul><li>Other structures: Guest House (2 bd, 1 ba, 920 sqft, built 2008), Boat House (2004)</li><li>Waterfront features: Lake, 165 ft frontage</li><li>Parcel number: 070.19-1-22.100</li></ul>
<h3>Lot</h3>
<ul><li>Size: 2.30 Acres</li></ul>
<h3>Construction</h3>
<ul><li>Home type: SingleFamily</li><li>Architectural style: Shingle, Contemporary</li><li>Year built: 2001</li></ul>
<h3>Financial &amp; listing details</h3>
<ul><li>Tax assessed value: $1,610,000</li><li>Annual tax amount: $41,206</li><li>Date on market: 11/10/2025</li></ul>
</section>
<section data-testid="price-history"><h2>Price history</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>11/10/2025</td><td>Listed for sale</td><td>$2,450,000</td></tr>
<tr><td>6/14/2014</td><td>Sold</td><td>$1,240,000</td></tr>
</tbody></table></section>
<div data-testid="attribution-LISTING_AGENT"><span>Listed by:</span> <span>Corinne Vasquez 585-555-0131,</span> <span>Finger Lakes Shoreline Realty 585-555-0100</span></div>
<div data-testid="attribution-mls"><span>Source: NYSAMLS,</span> <span>MLS#: R1564209</span></div>
${roster("Zillow Premier Agents", [{ name: "Devin Marchetti", title: "Lakeside Premier Homes", phone: "585-555-0166" }, { name: "Priya Raman", title: "Ontario County Realty Group", phone: "585-555-0172" }])}
${similar("Nearby homes", [
  { price: "$1,895,000", address: "3988 W Lake Rd", place: "Canandaigua, NY 14424", facts: "4 bds · 3 ba · 3,400 sqft", href: "/homedetails/3988-W-Lake-Rd-Canandaigua-NY-14424/30744102_zpid/" },
  { price: "$3,100,000", address: "5210 E Lake Rd", place: "Canandaigua, NY 14424", facts: "5 bds · 5 ba · 5,600 sqft", href: "/homedetails/5210-E-Lake-Rd-Canandaigua-NY-14424/30748819_zpid/" },
])}
</main>
</div>
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":30744218}": { property: { zpid: 30744218, price: 2450000, currency: "USD", streetAddress: "4120 W Lake Rd", city: "Canandaigua", state: "NY", zipcode: "14424", bedrooms: 4, bathrooms: 4, livingArea: 4210, livingAreaUnits: "Square Feet", yearBuilt: 2001, homeType: "SINGLE_FAMILY", latitude: 42.83176, longitude: -77.31042, zestimate: 2382100, rentZestimate: 9800, mlsid: "R1564209", resoFacts: { bathroomsFull: 3, bathroomsHalf: 1, aboveGradeFinishedArea: "3,050 sqft", belowGradeFinishedArea: "1,160 sqft", lotSize: "2.30 Acres", otherStructures: ["Guest House", "Boat House"], parcelNumber: "070.19-1-22.100" }, attributionInfo: { agentName: "Corinne Vasquez", brokerName: "Finger Lakes Shoreline Realty", mlsName: "NYSAMLS", mlsId: "R1564209" }, nearbyHomes: [{ zpid: 30744102, price: 1895000, latitude: 42.83602, longitude: -77.30811 }, { zpid: 30748819, price: 3100000, latitude: 42.80933, longitude: -77.26175 }] } } }) } } }, page: "/homedetails/[...slug]", buildId: "zhd-2025-11" })}
${siteFooter(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "Zillow, Inc. holds real estate brokerage licenses in multiple states. New York Standard Operating Procedures · New York Fair Housing Notice.", "© 2006-2025 Zillow"])}
</body></html>`,
    expected: {
      price: { amount: 2450000, currency: "USD" },
      propertyKind: "house",
      street: "4120 W Lake Rd",
      city: "Canandaigua",
      province: "NY",
      postalCode: "14424",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 3050,
      lot: { value: 2.3, unit: "acres" },
      yearBuilt: 2001,
      mlsNumber: "R1564209",
      listingAgentName: "Corinne Vasquez",
      brokerageName: "Finger Lakes Shoreline Realty",
      geo: { lat: 42.83176, lng: -77.31042 },
    },
  },
  {
    name: "ho79-realtorcom-hobby-farm-dawdy-house-millersburg-oh",
    site: "realtor.com",
    set: "held-out-79",
    traps: "a 24-acre Holmes County hobby farm on 'Township Road 243' whose dawdy house has its own address '8712 Township Road 243' in the remarks; totals '5 bed / 3.5 bath' (main house 4 bed 2.5 bath plus the dawdy house's 1 and 1) with 'Full Bathrooms 3, Half Bathrooms 1'; '2,640 sqft' for the main house beside '3,420 total finished (both homes)' and the dawdy house's 780; house 1924 beside a 2001 dawdy house, a bank barn 'circa 1900' and a 2004 pole barn; '24 acre lot' visible and 1,045,440 lot_sqft in the state; realtor.com's property id and listing id beside the MLS ID; two estimates from data providers; a sponsored local agents roster",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/8710-Township-Road-243_Millersburg_OH_44654_M39127-55418",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>8710 Township Road 243, Millersburg, OH 44654 - 5 beds/3.5 baths</title>
<meta name="description" content="View 40 photos for 8710 Township Road 243, Millersburg, OH 44654, a 5 bed, 3.5 bath, 2,640 Sq. Ft. farm for sale with a 24 acre lot. Listed at $749,900. MLS# 5161782.">
<meta property="og:title" content="8710 Township Road 243, Millersburg, OH 44654 | realtor.com®">
<link rel="canonical" href="https://www.realtor.com/realestateandhomes-detail/8710-Township-Road-243_Millersburg_OH_44654_M39127-55418">
${gtm("GTM-RDC79")}
</head><body>
<div id="__next">
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "My Home", "News & Insights"])}
<main data-testid="ldp-page">
${crumbs(["OH", "Holmes County", "Millersburg", "44654", "8710 Township Road 243"])}
<div data-testid="ldp-header">
<div data-testid="list-price" class="ListPrice">$749,900</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>5</span> bed</li><li data-testid="property-meta-baths"><span>3.5</span> bath</li><li data-testid="property-meta-sqft"><span>2,640</span> sqft</li><li data-testid="property-meta-lot-size"><span>24</span> acre lot</li></ul>
<h1 data-testid="address" class="address">8710 Township Road 243, Millersburg, OH 44654</h1>
<div data-testid="estimate-teaser">Estimated value: $712,400 – $735,000</div>
</div>
${gallery("https://ap.rdcpix.com/5161782", 40, "8710 Township Road 243")}
<section data-testid="property-description"><h2>Property details</h2>
<p>A working hobby farm on 24 rolling acres in the heart of Holmes County. The 1924 farmhouse (2,640 sq ft) has 4 bedrooms, 2 full baths and a half bath, a summer kitchen and a wraparound porch. Next door on the same parcel, the dawdy house at 8712 Township Road 243 was built in 2001 with 1 bedroom, 1 full bath and 780 sq ft on one level – ideal for parents or guests. A bank barn (circa 1900) with a new steel roof, a 40 x 64 pole barn (2004), a chicken coop and 6 fenced acres of pasture with a spring. Total finished area of both homes is 3,420 sq ft. Minutes to Berlin and Walnut Creek.</p>
</section>
<section data-testid="property-details"><h2>Home features</h2>
<ul>
<li>Property type: Farm</li>
<li>Bedrooms: 5</li>
<li>Total Bathrooms: 4</li>
<li>Full Bathrooms: 3</li>
<li>Half Bathrooms: 1</li>
<li>Living Area: 2,640 sqft (main house)</li>
<li>Secondary Dwelling: Dawdy house, 1 bed, 1 bath, 780 sqft (2001)</li>
<li>Lot Size: 24 acres</li>
<li>Year Built: 1924</li>
<li>Outbuildings: Bank Barn, Pole Barn (2004), Chicken Coop</li>
<li>Heating: Propane, Wood Stove</li>
<li>Water: Well, Spring</li>
</ul>
</section>
<section data-testid="tax-history"><h2>Property tax</h2><table><tbody><tr><td>2024</td><td>$4,918</td><td>Assessed $221,760</td></tr><tr><td>2023</td><td>$4,702</td><td>Assessed $221,760</td></tr></tbody></table></section>
<section data-testid="listing-provider"><h2>Listed by</h2>
<p>Ruth Ann Weaver</p><p>Holmes County Country Realty</p><p>330-555-0149</p>
<p class="source">Source: Killbuck Valley MLS, MLS ID #5161782</p>
</section>
${leadForm("More about this property", "I'm interested in 8710 Township Road 243, Millersburg, OH 44654.", "Email agent")}
${roster("Connect with a local agent", [{ name: "Jonas Yoder", title: "Amish Country Realty", phone: "330-555-0108" }, { name: "Kristen Shaw", title: "Tri-County Homes & Land", phone: "330-555-0194" }])}
${similar("Nearby homes for sale", [
  { price: "$589,000", address: "7950 State Route 39", place: "Millersburg, OH 44654", facts: "4 bed · 2 bath · 10 acre lot", href: "/realestateandhomes-detail/7950-State-Route-39_Millersburg_OH_44654_M39120-11847" },
  { price: "$1,150,000", address: "4431 County Road 77", place: "Berlin, OH 44610", facts: "6 bed · 4 bath · 48 acre lot", href: "/realestateandhomes-detail/4431-County-Road-77_Berlin_OH_44610_M39133-20975" },
])}
</main>
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "3912755418", listing_id: "2981445127", status: "for_sale", list_price: 749900, description: { type: "farm", beds: 5, baths: 4, baths_full: 3, baths_half: 1, baths_consolidated: "3.5", sqft: 2640, lot_sqft: 1045440, year_built: 1924 }, location: { address: { line: "8710 Township Road 243", city: "Millersburg", state_code: "OH", postal_code: "44654", coordinate: { lat: 40.55804, lon: -81.79561 } }, county: { name: "Holmes" } }, source: { id: "KVOH", name: "Killbuck Valley MLS", listing_id: "5161782" }, advertisers: [{ type: "seller", name: "Ruth Ann Weaver", office: { name: "Holmes County Country Realty" } }], estimates: [{ source: "Quantarium", estimate: 712400 }, { source: "Collateral Analytics", estimate: 735000 }], nearby: [{ property_id: "3912011847", list_price: 589000, coordinate: { lat: 40.56917, lon: -81.81102 } }] } } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc-ldp-2025.11" })}
${siteFooter(["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "realtor.com® is operated by Move, Inc. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "USD" },
      propertyKind: "farm",
      street: "8710 Township Road 243",
      city: "Millersburg",
      province: "OH",
      postalCode: "44654",
      bedrooms: 5,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2640,
      lot: { value: 24, unit: "acres" },
      yearBuilt: 1924,
      mlsNumber: "5161782",
      listingAgentName: "Ruth Ann Weaver",
      brokerageName: "Holmes County Country Realty",
      geo: { lat: 40.55804, lng: -81.79561 },
    },
  },
];
