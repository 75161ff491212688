/**
 * Seventy-seventh held-out corpus, United States: zillow.com (a Boise house relisted under a new MLS number after a
 * price cut, with Zestimate, price and tax history) and realtor.com (a Scottsdale townhome under contract but still
 * active, with estimates, an earlier sale and assessed values). Addresses, names and numbers are invented; expected
 * facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { appBanner, cardRail, gtm, jsonIsland, mortgageCalc, photoStrip, portalFooter, topNav } from "./chrome.ts";

export const HELD_OUT_77_US: ListingPage[] = [
  {
    name: "ho77-zillow-relisted-price-cut-house-boise-id",
    site: "zillow.com",
    set: "held-out-77",
    traps:
      "zillow.com home-details page: the gdpClientCache JSON with zpid, price, zestimate, rentZestimate, a priceHistory (an earlier listing removed under an earlier MLS number, a relist, price changes, a 2019 sale) and taxHistory with assessed values; 'Price cut: $5,000 (10/22)'; a '3 ba' header beside 'Full bathrooms 2 / 1/2 bathrooms 1'; lot in sqft and acres; HOA dues; 'Subdivision: Harris Ranch'; the listing agent and brokerage in the 'Listed by' block; nearby homes with prices",
    pageUrl: "https://www.zillow.com/homedetails/5318-E-Barrel-Springs-Dr-Boise-ID-83716/2058734410_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>5318 E Barrel Springs Dr, Boise, ID 83716 | MLS #98941276 | Zillow</title>
<meta name="description" content="5318 E Barrel Springs Dr, Boise, ID 83716 is a single-family home listed for-sale at $639,900. The 2,310 sq. ft. home is a 4 bed, 3.0 bath property.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9d1b7a0c3e2f8a4b6c5d7e9f0a1b2c3d-cc_ft_1536.jpg">
<meta property="zillow_fb:address" content="5318 E Barrel Springs Dr, Boise, ID 83716">
${gtm("GTM-ZLW0ID")}
${ld({
  "@context": "http://schema.org",
  "@type": "SingleFamilyResidence",
  name: "5318 E Barrel Springs Dr",
  floorSize: { "@type": "QuantitativeValue", "@context": "http://schema.org", value: "2,310" },
  address: { "@type": "PostalAddress", "@context": "http://schema.org", streetAddress: "5318 E Barrel Springs Dr", addressLocality: "Boise", addressRegion: "ID", postalCode: "83716" },
  geo: { "@type": "GeoCoordinates", "@context": "http://schema.org", latitude: 43.56562, longitude: -116.11208 },
  url: "https://www.zillow.com/homedetails/5318-E-Barrel-Springs-Dr-Boise-ID-83716/2058734410_zpid/",
})}
</head><body>
<div id="__next">
<header class="zsg-header"><a href="/" class="zsg-logo">Zillow</a>${topNav(["Buy", "Rent", "Sell", "Home Loans", "Agent finder"], "zsg-nav")}</header>
<main class="ds-home-details">
<div class="summary-container">
<div class="ds-summary-row"><span data-testid="price"><span>$639,900</span></span></div>
<div class="ds-bed-bath-living-area-container"><span><strong>4</strong> bd</span><span><strong>3</strong> ba</span><span><strong>2,310</strong> sqft</span></div>
<h1 class="ds-address-container">5318 E Barrel Springs Dr,&nbsp;Boise, ID 83716</h1>
<div class="ds-chip-removable-content"><span>Est. payment: $3,954/mo</span> · <span>Zestimate®: $628,400</span></div>
<p class="price-cut">Price cut: $5,000 (10/22)</p>
<ul class="ds-overview-stats"><li>14 days on Zillow</li><li>1,112 views</li><li>63 saves</li></ul>
</div>
${photoStrip("https://photos.zillowstatic.com/fp/5318-barrel-springs", 8, "5318 E Barrel Springs Dr Boise")}
<section class="ds-overview"><h2>What's special</h2><p>Back on the market and priced to move! Harris Ranch two-story on a quiet street a block from the Boise River Greenbelt. Main-level office, great room with gas fireplace and a kitchen with quartz island and walk-in pantry; half bath off the mudroom. Four bedrooms upstairs, the primary suite with a tiled walk-in shower, plus a full hall bath and laundry. Covered patio, fenced yard, 3-car garage.</p></section>
<section class="ds-facts"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 2,310 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 6,098 sqft</li><li>Lot: 0.14 Acres</li><li>Parking: Attached garage, 3 spaces</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Year built: 2017</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Harris Ranch</li><li>HOA: $85 monthly</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $277/sqft</li><li>Tax assessed value: $598,200</li><li>Annual tax amount: $3,612</li><li>Date on market: 10/1/2025</li><li>Listing terms: Cash, Conventional, FHA, VA Loan</li></ul>
</section>
<section class="ds-price-history"><h2>Price history</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>10/22/2025</td><td>Price change</td><td>$639,900 (-0.8%)</td></tr>
<tr><td>10/1/2025</td><td>Listed for sale</td><td>$644,900</td></tr>
<tr><td>9/20/2025</td><td>Listing removed</td><td>$649,900</td></tr>
<tr><td>9/2/2025</td><td>Price change</td><td>$649,900 (-2.3%)</td></tr>
<tr><td>8/14/2025</td><td>Listed for sale</td><td>$665,000</td></tr>
<tr><td>5/17/2019</td><td>Sold</td><td>$455,000</td></tr>
</tbody></table><p class="source">Source: IMLS #98936602 (removed listing); IMLS #98941276</p></section>
<section class="ds-tax-history"><h2>Public tax history</h2><table><thead><tr><th>Year</th><th>Property taxes</th><th>Tax assessment</th></tr></thead><tbody>
<tr><td>2024</td><td>$3,612</td><td>$598,200</td></tr><tr><td>2023</td><td>$3,488</td><td>$571,900</td></tr>
</tbody></table></section>
<section class="ds-listing-agent"><h3>Listed by:</h3><p><span class="ds-listing-agent-name">Jamie Ortiz</span> <span class="ds-listing-agent-phone">208-555-0199</span>,</p><p class="ds-listing-agent-business-name">Treasure Valley Homes Realty</p><p class="ds-listing-source">Source: IMLS, MLS#: 98941276</p></section>
${mortgageCalc("Monthly payment", 20, "6.38%", "$3,954")}
${cardRail("Nearby homes", [
  { href: "/homedetails/5402-E-Barrel-Springs-Dr-Boise-ID-83716/2058734488_zpid/", price: "$689,000", address: "5402 E Barrel Springs Dr, Boise, ID 83716", meta: "4 bds · 3 ba · 2,540 sqft" },
  { href: "/homedetails/4911-E-Parkcenter-Ct-Boise-ID-83716/2061120034_zpid/", price: "$574,500", address: "4911 E Parkcenter Ct, Boise, ID 83716", meta: "3 bds · 3 ba · 1,980 sqft", badge: "Pending" },
], "ds-nearby")}
</main>
${appBanner("Zillow")}
${portalFooter([
  { title: "Zillow Group", links: ["About", "Careers", "Privacy", "Terms of Use"] },
  { title: "Real Estate", links: ["Browse Homes", "Rental Buildings", "Home Values"] },
], ["Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101.", "Equal Housing Opportunity."])}
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      componentProps: {
        gdpClientCache: {
          "ForSaleShopperPlatformFullRenderQuery{\"zpid\":2058734410}": {
            property: {
              zpid: 2058734410,
              price: 639900,
              currency: "USD",
              zestimate: 628400,
              rentZestimate: 3150,
              homeStatus: "FOR_SALE",
              homeType: "SINGLE_FAMILY",
              streetAddress: "5318 E Barrel Springs Dr",
              city: "Boise",
              state: "ID",
              zipcode: "83716",
              latitude: 43.56562,
              longitude: -116.11208,
              bedrooms: 4,
              bathrooms: 3,
              livingArea: 2310,
              lotAreaValue: 6098,
              lotAreaUnits: "Square Feet",
              yearBuilt: 2017,
              mlsid: "98941276",
              resoFacts: { bathroomsFull: 2, bathroomsHalf: 1, subdivisionName: "Harris Ranch", associationFee: "$85 monthly", taxAssessedValue: 598200 },
              attributionInfo: { agentName: "Jamie Ortiz", agentPhoneNumber: "208-555-0199", brokerName: "Treasure Valley Homes Realty", mlsId: "98941276", mlsName: "IMLS" },
              priceHistory: [
                { date: "2025-10-22", event: "Price change", price: 639900, source: "IMLS" },
                { date: "2025-10-01", event: "Listed for sale", price: 644900, source: "IMLS" },
                { date: "2025-09-20", event: "Listing removed", price: 649900, source: "IMLS" },
                { date: "2025-09-02", event: "Price change", price: 649900, source: "IMLS" },
                { date: "2025-08-14", event: "Listed for sale", price: 665000, source: "IMLS" },
                { date: "2019-05-17", event: "Sold", price: 455000, source: "Public Record" },
              ],
            },
          },
        },
      },
    },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 639900, currency: "USD" },
      propertyKind: "house",
      street: "5318 E Barrel Springs Dr",
      city: "Boise",
      province: "ID",
      postalCode: "83716",
      neighbourhood: "Harris Ranch",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2310,
      lot: { value: 6098, unit: "ft2" },
      yearBuilt: 2017,
      mlsNumber: "98941276",
      listingAgentName: "Jamie Ortiz",
      brokerageName: "Treasure Valley Homes Realty",
      geo: { lat: 43.56562, lng: -116.11208 },
    },
  },
  {
    name: "ho77-realtorcom-contingent-townhome-scottsdale-az",
    site: "realtor.com",
    set: "held-out-77",
    traps:
      "realtor.com Next.js page for a 'Contingent' listing still accepting backup offers: __NEXT_DATA__ with property_id and listing_id beside the MLS id, list_price with a price reduction, last_sold_price, several estimates and tax history with assessed values; a 'Unit 118' address; 'Townhome' type; '2.5 baths' with full/half split; lot sqft; HOA fee; 'Neighborhood: McDowell Mountain Ranch'; the listing agent and broker in the 'Listing provided by' block; similar homes with prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/15722-N-102nd-Way-Unit-118_Scottsdale_AZ_85255_M98765-43210",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>15722 N 102nd Way Unit 118, Scottsdale, AZ 85255 - 3 beds/2.5 baths - realtor.com®</title>
<meta name="description" content="Contingent: 15722 N 102nd Way Unit 118, Scottsdale, AZ 85255 is a 3 bed, 2.5 bath, 1,742 sqft townhome listed at $549,000. MLS# 6912345.">
<meta property="og:image" content="https://ap.rdcpix.com/8a2c3f0e1b4d5c6a7f8e9d0c1b2a3f4el-m1234567890od-w1024_h768.jpg">
${gtm("GTM-RDC55AZ")}
</head><body>
<div id="__next">
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com®</a>${topNav(["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "News & Insights"], "rdc-nav")}</header>
<main class="ldp-page">
<section data-testid="ldp-header">
<div class="status-badge"><span class="status status--contingent">Contingent</span> <span class="status-note">Accepting backup offers</span></div>
<div data-testid="list-price" class="list-price">$549,000</div>
<div class="price-reduced">Price reduced $26,000 on 9/18</div>
<ul data-testid="property-meta"><li><span>3</span> bed</li><li><span>2.5</span> bath</li><li><span>1,742</span> sqft</li><li><span>2,614</span> sqft lot</li></ul>
<h1 data-testid="address">15722 N 102nd Way Unit 118, Scottsdale, AZ 85255</h1>
</section>
${photoStrip("https://ap.rdcpix.com/15722-n-102nd-way-118", 10, "15722 N 102nd Way Unit 118")}
<section data-testid="ldp-description"><h2>Property details</h2><p>Under contract with a contingency - sellers are still accepting backup offers. End-unit townhome in a gated McDowell Mountain Ranch community with mountain views from the upstairs loft. Open great room and kitchen with granite and a breakfast bar, powder room downstairs, two-car garage. Primary suite and two guest bedrooms upstairs with two full baths. Community pool, spa and trails; minutes to the Loop 101 and Scottsdale Sports Complex.</p></section>
<section data-testid="ldp-features"><h2>Features</h2>
<ul><li>Property type: Townhome</li><li>Neighborhood: McDowell Mountain Ranch</li><li>Bedrooms: 3</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Living area: 1,742 sqft</li><li>Lot size: 2,614 sqft</li><li>Year built: 2004</li><li>HOA fee: $310/month</li><li>Time on realtor.com: 47 days</li></ul></section>
<section data-testid="ldp-history"><h2>Property history</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Source</th></tr></thead><tbody>
<tr><td>10/04/2025</td><td>Contingent</td><td>$549,000</td><td>ARMLS #6912345</td></tr>
<tr><td>09/18/2025</td><td>Price Changed</td><td>$549,000</td><td>ARMLS #6912345</td></tr>
<tr><td>08/28/2025</td><td>Listed</td><td>$575,000</td><td>ARMLS #6912345</td></tr>
<tr><td>02/12/2025</td><td>Listing Removed</td><td>$589,000</td><td>ARMLS #6788104</td></tr>
<tr><td>06/22/2018</td><td>Sold</td><td>$389,000</td><td>ARMLS #5772931</td></tr>
</tbody></table>
<h3>Property tax</h3><table><thead><tr><th>Year</th><th>Taxes</th><th>Assessment</th></tr></thead><tbody><tr><td>2024</td><td>$2,204</td><td>$412,000</td></tr><tr><td>2023</td><td>$2,151</td><td>$398,500</td></tr></tbody></table></section>
<section data-testid="ldp-estimates"><h2>Estimated home value</h2><ul><li>Collateral Analytics: $556,300</li><li>Quantarium: $541,800</li><li>Cotality™: $562,000</li></ul><p class="fine">Estimates are not appraisals.</p></section>
<section data-testid="ldp-listing-provider"><h3>Listing provided by</h3><p>Listed by <span class="agent-name">Dana Whitfield</span> with <span class="office-name">Sonoran Crest Realty</span></p><p>Source: Arizona Regional MLS (ARMLS), MLS# 6912345</p></section>
${mortgageCalc("Monthly payment", 20, "6.41%", "$3,372")}
${cardRail("Similar homes", [
  { href: "/realestateandhomes-detail/15722-N-102nd-Way-Unit-124_Scottsdale_AZ_85255_M98765-43288", price: "$529,900", address: "15722 N 102nd Way Unit 124, Scottsdale, AZ 85255", meta: "3 bed · 2.5 bath · 1,690 sqft" },
  { href: "/realestateandhomes-detail/10440-E-Cholla-Pass-Dr_Scottsdale_AZ_85255_M91102-22871", price: "$715,000", address: "10440 E Cholla Pass Dr, Scottsdale, AZ 85255", meta: "3 bed · 2 bath · 2,010 sqft", badge: "Price reduced" },
], "rdc-similar")}
</main>
${portalFooter([
  { title: "realtor.com®", links: ["About us", "Careers", "Advertise", "Privacy"] },
  { title: "Popular markets", links: ["Phoenix", "Scottsdale", "Tempe", "Mesa"] },
], ["realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Santa Clara, CA 95054.", "Information is deemed reliable but not guaranteed. Equal Housing Opportunity."])}
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "9876543210",
          listing_id: "2977123456",
          status: "for_sale",
          flags: { is_contingent: true, is_pending: false, is_price_reduced: true },
          list_price: 549000,
          price_reduced_amount: 26000,
          last_sold_price: 389000,
          last_sold_date: "2018-06-22",
          description: { beds: 3, baths: 3, baths_full: 2, baths_half: 1, sqft: 1742, lot_sqft: 2614, year_built: 2004, type: "townhomes" },
          location: {
            address: { line: "15722 N 102nd Way Unit 118", unit: "Unit 118", city: "Scottsdale", state_code: "AZ", postal_code: "85255", coordinate: { lat: 33.63714, lon: -111.84523 } },
            neighborhoods: [{ name: "McDowell Mountain Ranch", level: "neighborhood" }],
            county: { name: "Maricopa" },
          },
          mls: { id: "6912345", abbreviation: "ARMLS" },
          advertisers: [{ type: "seller", name: "Dana Whitfield", office: { name: "Sonoran Crest Realty" } }],
          estimates: [
            { source: "collateral", estimate: 556300 },
            { source: "quantarium", estimate: 541800 },
            { source: "cotality", estimate: 562000 },
          ],
          tax_history: [
            { year: 2024, tax: 2204, assessment: { total: 412000 } },
            { year: 2023, tax: 2151, assessment: { total: 398500 } },
          ],
        },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
})}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "USD" },
      propertyKind: "townhouse",
      street: "15722 N 102nd Way Unit 118",
      city: "Scottsdale",
      province: "AZ",
      postalCode: "85255",
      neighbourhood: "McDowell Mountain Ranch",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1742,
      lot: { value: 2614, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "6912345",
      listingAgentName: "Dana Whitfield",
      brokerageName: "Sonoran Crest Realty",
      geo: { lat: 33.63714, lng: -111.84523 },
    },
  },
];
