/**
 * Eighty-seventh held-out corpus, US sites: zillow.com for an off-market Columbus, Ohio house whose page shows only
 * a Zestimate and its price history (no list price, so none expected), and realtor.com for a pending townhouse in
 * Raleigh, North Carolina. Addresses, names and numbers are invented; expected facts were written before any page
 * markup.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, footer, gtm, historyTable, nav, nextData, photoStrip, rail, ribbon, social } from "./chrome.ts";

export const HELD_OUT_87_US: ListingPage[] = [
  {
    name: "ho87-zillow-off-market-columbus-oh",
    site: "zillow.com",
    set: "held-out-87",
    traps:
      "zillow.com page for an off-market house: an 'Off market' status and a Zestimate in the price slot, a Rent Zestimate, an estimated refinance payment; price history with the withdrawn listing's $435,000 ('Listing removed') and a 2016 sale; no list price, no agent, no MLS#; 'Neighborhood: Fifth by Northwest'; '6,098 sqft' lot; gdpClientCache with the point, price null and nearby homes with their prices and points",
    pageUrl: "https://www.zillow.com/homedetails/1452-Hess-Blvd-Columbus-OH-43212/33841276_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1452 Hess Blvd, Columbus, OH 43212 | Zillow</title>
<meta name="description" content="1452 Hess Blvd, Columbus, OH 43212 is currently not for sale. The 1,648 Square Feet single family home is a 3 beds, 2 baths property. This home was built in 1939 and last sold on 2016-08-19 for $249,000.">
<meta property="og:title" content="1452 Hess Blvd, Columbus, OH 43212 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/4e8a1c0b72d9f315-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="2">
${gtm("GTM-ZLLW87")}
</head><body>
<div id="__next">
${cookieBar("Zillow uses cookies to personalize your experience.", "Accept", "Manage")}
<header class="zw-header">${nav([["Buy", "/homes/for_sale/"], ["Rent", "/homes/for_rent/"], ["Sell", "/sell/"], ["Home Loans", "/homeloans/"], ["Agent finder", "/professionals/real-estate-agent-reviews/"]], "zw-nav")}<a href="/" class="zw-logo">Zillow</a></header>
<main class="ds-home-details">
${photoStrip("https://photos.zillowstatic.com/fp/4e8a1c0b72d9f315", 14, "1452 Hess Blvd")}
<div class="summary-container">
${ribbon("Off market", "ds-status")}
<div class="zestimate-block"><span class="label">Zestimate<sup>®</sup></span> <span data-testid="zestimate" class="Text-c11n">$412,300</span></div>
<div class="bed-bath-sqft"><span>3</span> bd <span>2</span> ba <span>1,648</span> sqft</div>
<h1 class="Text-c11n">1452 Hess Blvd, Columbus, OH 43212</h1>
<p class="refi-line">Est. refi payment: <span>$2,548/mo</span> <a href="/homeloans/refinance/">Refinance your loan</a></p>
<ul class="fact-list"><li>Single Family Residence</li><li>Built in 1939</li><li>6,098 Square Feet Lot</li><li>Rent Zestimate<sup>®</sup>: $2,240/mo</li></ul>
<p class="owner-cta">Own this home? <a href="/homedetails/1452-Hess-Blvd-Columbus-OH-43212/33841276_zpid/claim">Claim it</a> to track its value.</p>
</div>
<section class="ds-overview"><h2>Home value</h2><p>The Zestimate for this house is $412,300, which has increased by $6,100 in the last 30 days. The Rent Zestimate is $2,240/mo.</p></section>
<section class="ds-data-view"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Total interior livable area: 1,648 sqft</li><li>Basement: Unfinished</li></ul>
<h3>Property</h3><ul><li>Parking features: Detached Garage</li><li>Lot size: 6,098 sqft</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Architectural style: Colonial</li><li>Year built: 1939</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Neighborhood: Fifth by Northwest</li><li>HOA: No</li></ul>
<h3>Financial</h3><ul><li>Tax assessed value: $318,900</li><li>Annual tax amount: $6,871</li></ul>
</section>
${historyTable("Price history", ["Date", "Event", "Price"], [
  ["6/30/2025", "Listing removed", "$435,000"],
  ["5/14/2025", "Price change", "$435,000"],
  ["4/11/2025", "Listed for sale", "$459,000"],
  ["8/19/2016", "Sold", "$249,000"],
], "ds-price-history")}
${rail("Nearby homes", [
  { href: "/homedetails/1480-Hess-Blvd-Columbus-OH-43212/33841290_zpid/", price: "$449,900", title: "1480 Hess Blvd, Columbus, OH 43212", meta: "3 bds · 2 ba · 1,720 sqft · For sale" },
  { href: "/homedetails/1399-Glenn-Ave-Columbus-OH-43212/33840918_zpid/", price: "$1,950/mo", title: "1399 Glenn Ave, Columbus, OH 43212", meta: "2 bds · 1 ba · For rent" },
], "nearby-homes")}
</main>
${footer([
  `<h4>Zillow Group</h4><address>1301 Second Avenue, Floor 31<br>Seattle, WA 98101</address>`,
  `<ul><li><a href="/corp/Terms.htm">Terms of use</a></li><li><a href="/z/corp/privacy/">Privacy Notice</a></li><li><a href="/fair-housing/">Fair Housing Guide</a></li></ul>`,
  social(),
], ["Zillow, Inc. holds real estate brokerage licenses in multiple states.", "The Zestimate is Zillow's estimated market value for a home. It is not an appraisal."], "zw-footer")}
</div>
${nextData({
  props: {
    pageProps: {
      componentProps: {
        gdpClientCache: JSON.stringify({
          'NotForSaleShopperPlatformFullRenderQuery{"zpid":33841276}': {
            property: {
              zpid: 33841276,
              homeStatus: "OTHER",
              price: null,
              currency: "USD",
              streetAddress: "1452 Hess Blvd",
              city: "Columbus",
              state: "OH",
              zipcode: "43212",
              bedrooms: 3,
              bathrooms: 2,
              livingArea: 1648,
              lotSize: 6098,
              yearBuilt: 1939,
              homeType: "SINGLE_FAMILY",
              latitude: 39.98711,
              longitude: -83.03529,
              zestimate: 412300,
              rentZestimate: 2240,
              lastSoldPrice: 249000,
              priceHistory: [
                { date: "2025-06-30", event: "Listing removed", price: 435000 },
                { date: "2025-05-14", event: "Price change", price: 435000 },
                { date: "2025-04-11", event: "Listed for sale", price: 459000 },
                { date: "2016-08-19", event: "Sold", price: 249000 },
              ],
              nearbyHomes: [
                { zpid: 33841290, price: 449900, latitude: 39.98744, longitude: -83.03601 },
                { zpid: 33840918, price: 1950, latitude: 39.98502, longitude: -83.03388 },
              ],
            },
          },
        }),
      },
    },
  },
  page: "/homedetails/[...slug]",
  buildId: "zhd-2025-10",
})}
</body></html>`,
    expected: {
      propertyKind: "house",
      street: "1452 Hess Blvd",
      city: "Columbus",
      province: "OH",
      postalCode: "43212",
      neighbourhood: "Fifth by Northwest",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1648,
      lot: { value: 6098, unit: "ft2" },
      yearBuilt: 1939,
      geo: { lat: 39.98711, lng: -83.03529 },
    },
  },
  {
    name: "ho87-realtor-com-townhouse-pending-raleigh",
    site: "realtor.com",
    set: "held-out-87",
    traps:
      "realtor.com page for a townhouse marked 'Pending' with its list price; '2.5 bath' beside 'Full bathrooms: 2' and 'Half bathrooms: 1'; '0.03 acre lot'; 'Subdivision: Crabtree Crossing'; HOA per month; estimates from two providers; property history with the original list price and a 2019 sale; the agent and brokerage in 'Listed by' with the source MLS and MLS#; __NEXT_DATA__ with the point; similar homes with prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/4218-Lindell-Ln_Raleigh_NC_27612_M61234-56789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4218 Lindell Ln, Raleigh, NC 27612 - Pending | realtor.com®</title>
<meta name="description" content="View 30 photos for 4218 Lindell Ln, Raleigh, NC 27612, a 3 bed, 2.5 bath, 1,586 Sq. Ft. townhome built in 2012, pending at $374,900. MLS# 10089214.">
<meta property="og:title" content="4218 Lindell Ln, Raleigh, NC 27612 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/5c1e8d94b2a7f036l-m1234567890od-w1024_h768.jpg">
${gtm("GTM-RDC87NC")}
</head><body>
<div id="__next">
${cookieBar("We use cookies to make interactions with our websites and services easy and meaningful.", "Accept", "Manage")}
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com®</a>
${nav([["Buy", "/realestateandhomes-search/Raleigh_NC"], ["Rent", "/apartments/Raleigh_NC"], ["Sell", "/sell"], ["Mortgage", "/mortgage"], ["Find REALTORS®", "/realestateagents"]], "rdc-nav")}
</header>
<main class="ldp-main">
${photoStrip("https://ap.rdcpix.com/5c1e8d94b2a7f036l-m1234567890od", 30, "4218 Lindell Ln")}
<section class="ldp-summary">
${ribbon("Pending", "ldp-status")}
<div data-testid="list-price" class="ldp-price">$374,900</div>
<ul class="ldp-meta"><li><b>3</b> bed</li><li><b>2.5</b> bath</li><li><b>1,586</b> sqft</li><li><b>0.03</b> acre lot</li></ul>
<h1 class="ldp-address">4218 Lindell Ln, Raleigh, NC 27612</h1>
<p class="ldp-payment">Est. $2,612/mo <a href="#mortgage">Get pre-approved</a></p>
</section>
<section class="ldp-description"><h2>Property details</h2><p>Under contract – backup offers accepted. End-unit townhome in Crabtree Crossing with a private patio backing to trees. Open main level with hardwoods, gas fireplace, kitchen with granite and a breakfast bar, and a powder room. Upstairs: primary suite with a walk-in closet and dual-vanity bath, two more bedrooms and a second full bath, laundry closet. One-car garage. Minutes to Crabtree Valley Mall, I-440 and Umstead State Park. HOA covers exterior maintenance, lawn care and the pool.</p></section>
<section class="ldp-features"><h2>Features</h2>
<h3>Bedrooms</h3><ul><li>Bedrooms: 3</li></ul>
<h3>Bathrooms</h3><ul><li>Total bathrooms: 2.5</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li></ul>
<h3>Interior</h3><ul><li>Living area: 1,586 sqft</li><li>Fireplace: Gas log</li></ul>
<h3>Homeowners Association</h3><ul><li>Association: Yes</li><li>Subdivision: Crabtree Crossing</li><li>HOA fee: $165 monthly</li></ul>
<h3>Other property info</h3><ul><li>Property type: Townhouse</li><li>Year built: 2012</li><li>Lot size: 0.03 acres</li><li>Stories: 2</li><li>Source listing status: Pending</li><li>County: Wake County</li></ul>
</section>
<section class="ldp-estimates"><h2>Home value estimates</h2><ul><li>Collateral Analytics: <b>$366,000</b></li><li>Quantarium: <b>$381,200</b></li></ul><p>Estimates are not appraisals.</p></section>
${historyTable("Property history", ["Date", "Event", "Price"], [
  ["09/20/2025", "Pending", "$374,900"],
  ["09/11/2025", "Price Changed", "$374,900"],
  ["08/28/2025", "Listed", "$384,900"],
  ["05/17/2019", "Sold", "$262,000"],
], "ldp-history")}
<section class="ldp-listing-provider"><h2>Listed by</h2><p class="agent">Kendra Blalock</p><p class="broker">Oak City Homes Realty</p><p class="source">Source: Doorify MLS, MLS# 10089214</p></section>
<section id="mortgage" class="ldp-mortgage"><h2>Monthly payment</h2><p>Principal &amp; interest $2,197 · Property tax $250 · HOA $165 · Home insurance est.</p><p>Based on a 30-year fixed rate of 6.26% with 20% down.</p></section>
${rail("Similar homes", [
  { href: "/realestateandhomes-detail/4306-Lindell-Ln_Raleigh_NC_27612_M61234-58812", price: "$389,000", title: "4306 Lindell Ln, Raleigh, NC 27612", meta: "3 bed · 2.5 bath · 1,640 sqft" },
  { href: "/realestateandhomes-detail/7714-Ebbtide-Ct_Raleigh_NC_27612_M60871-22014", price: "$415,000", title: "7714 Ebbtide Ct, Raleigh, NC 27612", meta: "3 bed · 2.5 bath · 1,812 sqft" },
], "similar-homes")}
</main>
${footer([
  `<ul><li><a href="/about">About us</a></li><li><a href="/terms-of-use">Terms of Use</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/fair-housing">Fair Housing</a></li></ul>`,
  `<address>Move, Inc.<br>3315 Scott Blvd, Suite 250<br>Santa Clara, CA 95054</address>`,
  social(),
], ["Information is deemed reliable but not guaranteed. Listing data © 2025 Doorify MLS.", "© 1995–2025 National Association of REALTORS® and Move, Inc. All rights reserved."], "rdc-footer")}
</div>
${nextData({
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "6123456789",
          listing_id: "2987654321",
          status: "pending",
          list_price: 374900,
          last_sold_price: 262000,
          description: { beds: 3, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 1586, lot_sqft: 1307, year_built: 2012, type: "townhomes" },
          location: { address: { line: "4218 Lindell Ln", city: "Raleigh", state_code: "NC", postal_code: "27612", coordinate: { lat: 35.84129, lon: -78.70562 } } },
          advertisers: [{ type: "seller", name: "Kendra Blalock", office: { name: "Oak City Homes Realty" } }],
          source: { name: "Doorify MLS", listing_id: "10089214" },
          estimates: [{ source: "Collateral Analytics", estimate: 366000 }, { source: "Quantarium", estimate: 381200 }],
        },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
  buildId: "rdc-ldp-87",
})}
</body></html>`,
    expected: {
      price: { amount: 374900, currency: "USD" },
      propertyKind: "townhouse",
      street: "4218 Lindell Ln",
      city: "Raleigh",
      province: "NC",
      postalCode: "27612",
      neighbourhood: "Crabtree Crossing",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1586,
      lot: { value: 0.03, unit: "acres" },
      yearBuilt: 2012,
      mlsNumber: "10089214",
      listingAgentName: "Kendra Blalock",
      brokerageName: "Oak City Homes Realty",
      geo: { lat: 35.84129, lng: -78.70562 },
    },
  },
];
