/**
 * Seventy-sixth held-out corpus, United States: a zillow.com page for a builder's quick move-in spec home near Austin
 * and a realtor.com page for a new-construction townhome homesite near Charlotte. Addresses, names and numbers are
 * invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { appBanner, calculator, consent, gtm, header, leadForm, nextData, similar, siteFooter } from "./chrome.ts";

const zillowCache = {
  'ForSaleShopperPlatformFullRenderQuery{"zpid":2057194433}': {
    property: {
      zpid: 2057194433,
      streetAddress: "4718 Bluestem Bend",
      city: "Leander",
      state: "TX",
      zipcode: "78641",
      county: "Williamson County",
      price: 412990,
      currency: "USD",
      bedrooms: 4,
      bathrooms: 2.5,
      livingArea: 2104,
      livingAreaUnits: "Square Feet",
      lotAreaValue: 6098,
      lotAreaUnits: "Square Feet",
      yearBuilt: 2025,
      homeType: "SINGLE_FAMILY",
      homeStatus: "FOR_SALE",
      latitude: 30.60421,
      longitude: -97.87933,
      zestimate: null,
      rentZestimate: 2450,
      listingSubType: { isNewHome: true },
      newConstructionType: "BUILDER_SPEC",
      resoFacts: { bathroomsFull: 2, bathroomsHalf: 1, subdivisionName: "Cypress Hollow", associationFee: "$65 monthly", taxAnnualAmount: null },
      attributionInfo: { agentName: "Tom Hadley", agentPhoneNumber: "512-555-0143", brokerName: "Hollowbrook Homes Realty", mlsId: "4829163", mlsName: "Unlock MLS" },
      priceHistory: [
        { date: "2025-10-15", event: "Price change", price: 412990 },
        { date: "2025-09-02", event: "Listed for sale", price: 429990 },
      ],
    },
  },
};

export const HELD_OUT_76_US: ListingPage[] = [
  {
    name: "ho76-zillow-new-construction-leander-tx",
    site: "zillow.com",
    set: "held-out-76",
    traps:
      "a zillow.com page (Next.js __NEXT_DATA__ with the gdpClientCache as a JSON string) for a builder's quick move-in spec home: the Juniper plan's 'from $389,990' base price and other plans in the community with their own prices and sizes; a price history with the earlier list price and a Rent Zestimate; 'Est. completion Dec 2025' beside 'Built in 2025'; the builder's sales office address in the same ZIP; Williamson County and the 'Cypress Hollow' subdivision beside Leander; the zpid beside the MLS#; HOA and property-tax-rate figures; 2.5 baths split full 2 / half 1",
    pageUrl: "https://www.zillow.com/homedetails/4718-Bluestem-Bnd-Leander-TX-78641/2057194433_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4718 Bluestem Bend, Leander, TX 78641 | MLS #4829163 | Zillow</title>
<meta name="description" content="4718 Bluestem Bend, Leander, TX 78641 is a new construction single-family home listed for-sale at $412,990. The 2,104 sq. ft. home is a 4 bed, 2.5 bath property.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/8c1e0a4b2d-uncropped_scaled_within_1536_1152.jpg">
<meta property="zillow_fb:address" content="4718 Bluestem Bend, Leander, TX 78641">
<meta property="zillow_fb:beds" content="4"><meta property="zillow_fb:baths" content="2.5">
<link rel="canonical" href="https://www.zillow.com/homedetails/4718-Bluestem-Bnd-Leander-TX-78641/2057194433_zpid/">
${gtm("GTM-ZLW01X")}
</head><body>
<div id="__next">
${appBanner("Zillow")}
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Manage Rentals"])}
<div class="ds-chip" data-testid="home-details-chip">
<span class="ds-status-details">New construction · Quick move-in</span>
<span data-testid="price" class="price"><span>$412,990</span></span>
<div data-testid="bed-bath-sqft-facts"><span><strong>4</strong> bd</span><span><strong>2.5</strong> ba</span><span><strong>2,104</strong> sqft</span></div>
<h1 class="ds-address">4718 Bluestem Bend, Leander, TX 78641</h1>
<p class="est-payment">Est.: $2,891/mo <a href="#payment">Get pre-qualified</a></p>
</div>
<div class="media-stream">${Array.from({ length: 18 }, (_, i) => `<picture><img src="https://photos.zillowstatic.com/fp/8c1e0a4b2d-${i + 1}-cc_ft_768.jpg" alt="4718 Bluestem Bend photo ${i + 1}"></picture>`).join("")}</div>
<div data-testid="at-a-glance"><ul><li>Single Family Residence</li><li>Built in 2025</li><li>6,098 Square Feet Lot</li><li>$196/sqft</li><li>$65 monthly HOA</li><li>Rent Zestimate®: $2,450/mo</li></ul></div>
<section data-testid="description"><h2>What's special</h2>
<p>Quick move-in! The Juniper plan by Hollowbrook Homes in Cypress Hollow, est. completion Dec 2025. Two-story with the primary suite down, open kitchen with 42" cabinets and a gas range, flex room, game room and three bedrooms up, covered patio and full sod with irrigation. Juniper base price from $389,990; this homesite includes the extended patio and designer package. Builder incentive: up to $15,000 toward closing costs with the preferred lender. Visit the Cypress Hollow sales office at 1200 Cypress Hollow Pkwy, Leander, TX 78641.</p></section>
<section data-testid="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 2,104 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 6,098 sqft</li><li>Parking: 2-car attached garage</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>New construction: Yes</li><li>Year built: 2025</li><li>Builder: Hollowbrook Homes</li><li>Plan: Juniper</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Cypress Hollow</li><li>HOA fee: $65 monthly</li><li>Region: Leander</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $196/sqft</li><li>Tax assessed value: not available</li><li>Annual tax amount: est. 2.31% tax rate</li><li>Date on market: 9/2/2025</li></ul>
</section>
<section data-testid="price-history"><h2>Price history</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody><tr><td>10/15/2025</td><td>Price change</td><td>$412,990 (-4%)</td></tr><tr><td>9/2/2025</td><td>Listed for sale</td><td>$429,990</td></tr></tbody></table></section>
<section class="new-construction-plans"><h2>Other plans in Cypress Hollow</h2>
<ul><li>Aspen Plan · 3 bd · 2 ba · 1,685 sqft · From $359,990</li><li>Juniper Plan · 4 bd · 2.5 ba · 2,104 sqft · From $389,990</li><li>Sycamore Plan · 5 bd · 3.5 ba · 2,760 sqft · From $449,990</li></ul></section>
<section data-testid="attribution"><p>Listed by: <span class="agent-name">Tom Hadley</span> 512-555-0143, <span class="broker-name">Hollowbrook Homes Realty</span></p><p>Source: Unlock MLS, MLS#: 4829163</p></section>
${leadForm("Request a tour", "I am interested in 4718 Bluestem Bend, Leander, TX 78641.", "Request a tour")}
${calculator("Monthly payment", [["Home price", "$412,990"], ["Down payment", "20%"], ["Interest rate", "6.47%"], ["Property tax", "2.31%"], ["HOA", "$65"]], "$2,891/mo")}
${similar("Nearby homes", [
  { price: "$374,900", address: "4602 Bluestem Bend", place: "Leander, TX 78641", facts: "3 bds · 2 ba · 1,685 sqft · House for sale", href: "/homedetails/4602-Bluestem-Bnd-Leander-TX-78641/2057194410_zpid/" },
  { price: "$515,000", address: "1810 Ranch Trails Dr", place: "Leander, TX 78641", facts: "4 bds · 3 ba · 2,580 sqft · House for sale", href: "/homedetails/1810-Ranch-Trails-Dr-Leander-TX-78641/2088441210_zpid/" },
])}
</div>
${nextData({ props: { pageProps: { componentProps: { zpid: 2057194433, gdpClientCache: JSON.stringify(zillowCache) } } }, page: "/homedetails/[...slug]", buildId: "zl-hdp-2025-11" })}
${siteFooter(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "Zillow, Inc. holds real estate brokerage licenses in multiple states. Texas Real Estate Commission: Information About Brokerage Services, Consumer Protection Notice. © 2006-2025 Zillow."])}
</body></html>`,
    expected: {
      price: { amount: 412990, currency: "USD" },
      propertyKind: "house",
      street: "4718 Bluestem Bend",
      city: "Leander",
      province: "TX",
      postalCode: "78641",
      neighbourhood: "Cypress Hollow",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2104,
      lot: { value: 6098, unit: "ft2" },
      yearBuilt: 2025,
      mlsNumber: "4829163",
      listingAgentName: "Tom Hadley",
      brokerageName: "Hollowbrook Homes Realty",
      geo: { lat: 30.60421, lng: -97.87933 },
    },
  },
  {
    name: "ho76-realtorcom-new-townhome-fort-mill-sc",
    site: "realtor.com",
    set: "held-out-76",
    traps:
      "a realtor.com page (Next.js __NEXT_DATA__ with a propertyDetails state) for a to-be-built townhome homesite: the plan's 'from $359,900' beside the homesite price; a table of the other homesites in the same building with their prices and completion months; 'Est. completion Mar 2026' and no year built; the builder's sales center in another ZIP; York County beside Fort Mill and the 'Springview Commons' community; realtor.com's property_id and listing_id beside the MLS #; HOA dues and an estimated monthly payment; nearby homes with prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1148-Kestrel-Bluff-Way_Fort-Mill_SC_29715_M92837-46152",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1148 Kestrel Bluff Way, Fort Mill, SC 29715 - 3 Bed, 2.5 Bath Townhome - MLS# 4316628 | realtor.com®</title>
<meta name="description" content="New construction townhome for sale: 3 beds, 2.5 baths, 1,742 sq. ft. at 1148 Kestrel Bluff Way, Fort Mill, SC 29715 for $374,900. MLS# 4316628.">
<meta property="og:image" content="https://ap.rdcpix.com/8f2c11a0d7/l-m9283746152od-w1024_h768.jpg">
<link rel="canonical" href="https://www.realtor.com/realestateandhomes-detail/1148-Kestrel-Bluff-Way_Fort-Mill_SC_29715_M92837-46152">
${gtm("GTM-RDC55Z")}
</head><body>
<div id="__next">
${consent("realtor.com®")}
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find a REALTOR®", "My Home", "News & Insights"])}
<div data-testid="ldp-hero">
<span class="statusText">New construction · For sale</span>
<div data-testid="list-price" class="list-price">$374,900</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>3</span> bed</li><li data-testid="property-meta-baths"><span>2.5</span> bath</li><li data-testid="property-meta-sqft"><span>1,742</span> sqft</li><li data-testid="property-meta-lot-size"><span>1,960</span> sqft lot</li></ul>
<h1 data-testid="address" class="address">1148 Kestrel Bluff Way<br>Fort Mill, SC 29715</h1>
<p class="est-payment">Est. payment $2,611/mo</p>
</div>
<div class="photo-carousel">${Array.from({ length: 14 }, (_, i) => `<img src="https://ap.rdcpix.com/8f2c11a0d7/l-m9283746152od-${i + 1}-w480_h360.jpg" alt="1148 Kestrel Bluff Way photo ${i + 1}">`).join("")}</div>
<section data-testid="property-description"><h2>Property details</h2>
<p>To be built: the Sullivan end-unit townhome on Homesite 112 in Building 14 of Springview Commons by Springview Homes. Three bedrooms up with a loft, primary suite with dual vanities and a walk-in shower, powder room on the main, quartz kitchen island and a rear-load one-car garage. Sullivan plan from $359,900; end-unit premium and included options reflected in price. Est. completion Mar 2026. Sales center: 800 Springview Commons Dr, Fort Mill, SC 29708, open daily.</p></section>
<section class="building-homesites"><h2>Other homesites in Building 14</h2>
<table><thead><tr><th>Homesite</th><th>Plan</th><th>Beds/Baths</th><th>Sq ft</th><th>Price</th><th>Est. completion</th></tr></thead><tbody>
<tr><td>109 · 1142 Kestrel Bluff Way</td><td>Sullivan (end)</td><td>3 / 2.5</td><td>1,742</td><td>$369,900</td><td>Feb 2026</td></tr>
<tr><td>110 · 1144 Kestrel Bluff Way</td><td>Palmer</td><td>3 / 2.5</td><td>1,588</td><td>$352,900</td><td>Feb 2026</td></tr>
<tr><td>111 · 1146 Kestrel Bluff Way</td><td>Palmer</td><td>3 / 2.5</td><td>1,588</td><td>Sold</td><td>—</td></tr>
</tbody></table></section>
<section data-testid="home-details"><h2>Home details</h2>
<ul>
<li>Property type: Townhome</li><li>Bedrooms: 3</li><li>Total bathrooms: 2.5</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Interior: 1,742 sqft</li><li>Lot size: 1,960 sqft</li><li>New construction: Yes (to be built)</li><li>Est. completion: Mar 2026</li><li>Builder: Springview Homes</li><li>Plan: Sullivan</li><li>Community: Springview Commons</li><li>County: York</li><li>HOA: $185 monthly</li><li>Price per sqft: $215</li>
</ul></section>
<section data-testid="listing-provider"><h3>Listed by</h3><p><span class="agent-name">Kendra Ollis</span> with <span class="office-name">Springview Homes Realty LLC</span></p><p>Source: Canopy MLS, MLS# 4316628</p><p class="small">Data last updated: November 20, 2025</p></section>
${leadForm("Ask a question", "I'd like to know more about 1148 Kestrel Bluff Way, Fort Mill, SC 29715.", "Contact builder")}
${calculator("Monthly payment", [["Home price", "$374,900"], ["Down payment", "$74,980"], ["Loan type", "30-year fixed"], ["Interest rate", "6.38%"], ["HOA dues", "$185"]], "$2,611 per month")}
${similar("Similar homes nearby", [
  { price: "$339,000", address: "2207 Ardrey Crest Ln", place: "Fort Mill, SC 29715", facts: "3 bed · 2.5 bath · 1,510 sqft", href: "/realestateandhomes-detail/2207-Ardrey-Crest-Ln_Fort-Mill_SC_29715_M91120-38811" },
  { price: "$489,500", address: "640 Sutton Ridge Rd", place: "Fort Mill, SC 29708", facts: "4 bed · 3 bath · 2,310 sqft", href: "/realestateandhomes-detail/640-Sutton-Ridge-Rd_Fort-Mill_SC_29708_M90455-10277" },
])}
</div>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9283746152", listing_id: "2981137745", status: "for_sale", list_price: 374900, description: { type: "townhomes", beds: 3, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 1742, lot_sqft: 1960, year_built: null }, location: { address: { line: "1148 Kestrel Bluff Way", city: "Fort Mill", state_code: "SC", postal_code: "29715", coordinate: { lat: 35.03318, lon: -80.94502 } }, county: { name: "York" }, neighborhoods: [{ name: "Springview Commons" }] }, flags: { is_new_construction: true, is_plan: false }, source: { id: "CMLS", listing_id: "4316628" }, advertisers: [{ type: "seller", name: "Kendra Ollis", office: { name: "Springview Homes Realty LLC" } }], hoa: { fee: 185 } } } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc-ldp-2025-11" })}
${siteFooter(["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Santa Clara, CA 95054. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 374900, currency: "USD" },
      propertyKind: "townhouse",
      street: "1148 Kestrel Bluff Way",
      city: "Fort Mill",
      province: "SC",
      postalCode: "29715",
      neighbourhood: "Springview Commons",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1742,
      lot: { value: 1960, unit: "ft2" },
      mlsNumber: "4316628",
      listingAgentName: "Kendra Ollis",
      brokerageName: "Springview Homes Realty LLC",
      geo: { lat: 35.03318, lng: -80.94502 },
    },
  },
];
