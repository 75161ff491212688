/**
 * Fifty-fifth held-out corpus, United States: a Boise house on Zillow with a price cut, a Zestimate and a price history
 * reaching back to its 2018 sale, and a Raleigh house on realtor.com back on the market after a pending sale fell
 * through, with the site's estimates beside the price.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cookieBar, footerLinks, jsonIsland, mortgageCalc, nearbyPanel, similarStrip } from "./chrome.ts";

const zillowCache = {
  'ForSaleDoubleScrollFullRenderQuery{"zpid":30918842}': {
    property: {
      zpid: 30918842,
      streetAddress: "6318 W Castle Rock Dr",
      city: "Boise",
      state: "ID",
      zipcode: "83704",
      price: 519000,
      homeStatus: "FOR_SALE",
      homeType: "SINGLE_FAMILY",
      bedrooms: 4,
      bathrooms: 2,
      livingArea: 1876,
      lotAreaValue: 7405,
      lotAreaUnits: "Square Feet",
      yearBuilt: 1994,
      latitude: 43.63902,
      longitude: -116.27013,
      zestimate: 508400,
      rentZestimate: 2395,
      priceChange: -16000,
      datePriceChanged: 1743724800000,
      daysOnZillow: 22,
      mlsid: "98931245",
      attributionInfo: { agentName: "Rachel Ostrander", agentPhoneNumber: "208-555-0177", brokerName: "Foothills Peak Realty", mlsName: "Intermountain MLS", mlsId: "98931245" },
      priceHistory: [
        { date: "2025-04-04", event: "Price change", price: 519000, priceChangeRate: -0.0299 },
        { date: "2025-03-18", event: "Listed for sale", price: 535000 },
        { date: "2018-06-29", event: "Sold", price: 289900 },
        { date: "2018-05-11", event: "Listed for sale", price: 294500 },
      ],
      nearbyHomes: [
        { zpid: 30918870, price: 498000, address: { streetAddress: "6290 W Castle Rock Dr", city: "Boise", state: "ID", zipcode: "83704" } },
        { zpid: 30920115, price: 545000, address: { streetAddress: "10421 W Bluebird Ln", city: "Boise", state: "ID", zipcode: "83704" } },
      ],
    },
  },
};

export const HELD_OUT_55_US: ListingPage[] = [
  {
    name: "ho55-zillow-house-boise-price-cut",
    site: "zillow.com",
    set: "held-out-55",
    traps: "'Price cut: $16,000 (4/4)'; Zestimate and Rent Zestimate near the price; price history with the earlier list price and a 2018 sale; stringified gdpClientCache in __NEXT_DATA__ with nearby homes; 'Listed by' agent and brokerage; bathrooms as '2 ba' with full/three-quarter split; lot in sqft; zpid in the URL; Zillow's Seattle office in the footer",
    pageUrl: "https://www.zillow.com/homedetails/6318-W-Castle-Rock-Dr-Boise-ID-83704/30918842_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>6318 W Castle Rock Dr, Boise, ID 83704 | MLS #98931245 | Zillow</title>
<meta name="description" content="6318 W Castle Rock Dr, Boise, ID 83704 is a single-family home listed for-sale at $519,000. The 1,876 sq. ft. home is a 4 bed, 2.0 bath property. MLS #98931245.">
<meta property="og:title" content="6318 W Castle Rock Dr, Boise, ID 83704 | MLS #98931245 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/3c1e8a9d2f7b-cc_ft_960.jpg">
<meta property="zillow_fb:beds" content="4"><meta property="zillow_fb:baths" content="2"><meta property="product:price:amount" content="519000"><meta property="product:price:currency" content="USD">
${ld({
  "@context": "http://schema.org",
  "@type": "SingleFamilyResidence",
  name: "6318 W Castle Rock Dr",
  floorSize: { "@type": "QuantitativeValue", "@context": "http://schema.org", value: "1,876" },
  address: { "@type": "PostalAddress", "@context": "http://schema.org", streetAddress: "6318 W Castle Rock Dr", addressLocality: "Boise", addressRegion: "ID", postalCode: "83704" },
  geo: { "@type": "GeoCoordinates", "@context": "http://schema.org", latitude: 43.63902, longitude: -116.27013 },
  url: "https://www.zillow.com/homedetails/6318-W-Castle-Rock-Dr-Boise-ID-83704/30918842_zpid/",
})}
</head><body>
<div id="__next">
<header class="zw-header"><a href="/" class="zw-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/homeloans/">Home Loans</a><a href="/professionals/real-estate-agent-reviews/">Agent finder</a><a href="/user/acct/login/">Sign in</a></nav></header>
<main class="ds-home-details">
<div class="media-stream"><img src="https://photos.zillowstatic.com/fp/3c1e8a9d2f7b-cc_ft_960.jpg" alt="6318 W Castle Rock Dr"><span class="ds-chip">Price cut: $16,000 (4/4)</span><span class="ds-chip">22 days on Zillow</span></div>
<div class="ds-summary-row"><span class="ds-price" data-testid="price"><span>$519,000</span></span>
<div class="ds-bed-bath-living-area-container"><span><strong>4</strong> bd</span><span><strong>2</strong> ba</span><span><strong>1,876</strong> sqft</span></div>
<h1 class="ds-address-container">6318 W Castle Rock Dr, Boise, ID 83704</h1></div>
<div class="ds-estimate"><span>Zestimate<sup>®</sup>: <strong>$508,400</strong></span> <span>Rent Zestimate<sup>®</sup>: $2,395/mo</span> <span>Est. payment: $3,211/mo</span></div>
<ul class="ds-home-fact-list"><li>Single Family Residence</li><li>Built in 1994</li><li>7,405 sqft lot</li><li>$277/sqft</li><li>$40/mo HOA</li><li>Central air</li><li>2 Garage spaces</li></ul>
<section class="ds-overview"><h2>What's special</h2><p>Updated single-level home in West Boise on a quiet street near Castle Hills Park. Vaulted living room, kitchen with new quartz counters and stainless appliances, and a primary suite with walk-in closet. Four bedrooms — the fourth works as an office. Newer roof (2021) and water heater. Fully fenced backyard with covered patio and garden beds. Minutes to the Boise River Greenbelt, Costco and I-84. Seller is motivated — new price!</p></section>
<section class="ds-facts"><h2>Facts &amp; features</h2><h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 2</li><li>Full bathrooms: 1</li><li>3/4 bathrooms: 1</li><li>Total interior livable area: 1,876 sqft</li></ul><h3>Property</h3><ul><li>Lot size: 7,405 sqft</li><li>Parcel number: R1234501560</li><li>Year built: 1994</li><li>Subdivision: Castle Hills West</li><li>HOA fee: $480 annually</li><li>Annual tax amount: $2,686</li></ul></section>
<section class="ds-price-history"><h2>Price history</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>4/4/2025</td><td>Price change</td><td>$519,000 <span>-3%</span></td></tr><tr><td>3/18/2025</td><td>Listed for sale</td><td>$535,000 <span>+84.5%</span></td></tr><tr><td>6/29/2018</td><td>Sold</td><td>$289,900 <span>-1.6%</span></td></tr><tr><td>5/11/2018</td><td>Listed for sale</td><td>$294,500</td></tr>
</tbody></table></section>
<section class="ds-listing-agent"><p>Listed by:</p><p><span class="ds-listing-agent-name">Rachel Ostrander</span> <span>208-555-0177</span>, <span class="ds-listing-agent-business-name">Foothills Peak Realty</span></p><p>Source: Intermountain MLS, MLS#: 98931245</p></section>
${mortgageCalc(519000, "en", "US$")}
${nearbyPanel("GreatSchools rating", [["Ustick Elementary School", "K-6 · 6/10", "0.7 mi"], ["Riverglen Junior High School", "7-9 · 7/10", "1.9 mi"], ["Capital High School", "9-12 · 6/10", "1.3 mi"]])}
${similarStrip("Nearby homes", [
  { href: "/homedetails/6290-W-Castle-Rock-Dr-Boise-ID-83704/30918870_zpid/", price: "$498,000", address: "6290 W Castle Rock Dr, Boise, ID 83704", beds: "3 bds", baths: "2 ba", size: "1,540 sqft" },
  { href: "/homedetails/10421-W-Bluebird-Ln-Boise-ID-83704/30920115_zpid/", price: "$545,000", address: "10421 W Bluebird Ln, Boise, ID 83704", beds: "4 bds", baths: "3 ba", size: "2,102 sqft" },
])}
</main>
</div>
${jsonIsland("__NEXT_DATA__", { props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify(zillowCache), zpid: 30918842 } } }, page: "/homedetails/[...slug]", buildId: "zw-2025-04-07" })}
${cookieBar("Zillow")}
<footer class="zw-footer"><p>Zillow Group is committed to ensuring digital accessibility for individuals with disabilities. Zillow, Inc. holds real estate brokerage licenses in multiple states.</p><p>© 2006-2025 Zillow, Inc., 1301 Second Avenue, Floor 31, Seattle, WA 98101. Equal Housing Opportunity.</p>${footerLinks("Zillow")}</footer>
</body></html>`,
    expected: {
      price: { amount: 519000, currency: "USD" },
      propertyKind: "house",
      street: "6318 W Castle Rock Dr",
      city: "Boise",
      province: "ID",
      postalCode: "83704",
      neighbourhood: "Castle Hills West",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1876,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "98931245",
      listingAgentName: "Rachel Ostrander",
      brokerageName: "Foothills Peak Realty",
      geo: { lat: 43.63902, lng: -116.27013 },
    },
  },
  {
    name: "ho55-realtorcom-house-raleigh-back-on-market",
    site: "realtor.com",
    set: "held-out-55",
    traps: "'Back on market' after a pending sale; property history with the pending and an earlier higher list price and a 2009 sale; three estimates (RealEstimate, Collateral Analytics, Quantarium) beside the price; 2 full + 1 half baths shown as '2.5 bath'; lot in acres with sqft in the facts; HOA and price per sqft; 'Brokered by' and 'Listed by'; Move's California office in the footer",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1208-Wexford-Glen-Ct_Raleigh_NC_27615_M61234-98765",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1208 Wexford Glen Ct, Raleigh, NC 27615 - 4 beds/2.5 baths - realtor.com®</title>
<meta name="description" content="View 30 photos for 1208 Wexford Glen Ct, Raleigh, NC 27615, a 4 bed, 2.5 bath, 2,410 Sq. Ft. single family home built in 2001 that was listed on 03/06/2025. Back on market.">
<meta property="og:title" content="1208 Wexford Glen Ct, Raleigh, NC 27615 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/7f21c0a9e8b4l-m1234567890od-w1024_h768.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Realtor.com", url: "https://www.realtor.com", address: { "@type": "PostalAddress", streetAddress: "3315 Scott Blvd", addressLocality: "Santa Clara", addressRegion: "CA", postalCode: "95054" } })}
</head><body>
<div id="__next">
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Raleigh_NC">Buy</a><a href="/apartments/Raleigh_NC">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/myhome">My Home</a><a href="/login">Log in</a></nav></header>
<main class="ldp">
<div class="ldp-flags"><span class="flag flag-bom">Back on market</span><span class="flag">Price reduced</span></div>
<div class="ldp-price" data-testid="list-price">$612,500</div>
<div class="ldp-meta"><ul><li data-testid="property-meta-beds"><span>4</span> bed</li><li data-testid="property-meta-baths"><span>2.5</span> bath</li><li data-testid="property-meta-sqft"><span>2,410</span> sqft</li><li data-testid="property-meta-lot-size"><span>0.28</span> acre lot</li></ul></div>
<h1 class="ldp-address" data-testid="address">1208 Wexford Glen Ct, Raleigh, NC 27615</h1>
<div class="ldp-estimates"><h2>Estimated home value</h2><ul><li>RealEstimate℠ <strong>$598,300</strong></li><li>Collateral Analytics $604,000</li><li>Quantarium $589,150</li></ul></div>
<section class="ldp-details"><h2>Property details</h2><ul>
<li>Property type: Single Family</li><li>Year built: 2001</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Lot size: 12,197 sqft</li><li>Price per sqft: $254</li><li>HOA: $42/month</li><li>Garage: 2 spaces</li><li>Time on realtor.com: 34 days</li><li>MLS/Source ID: 10078432</li><li>Neighborhood: Wexford</li></ul></section>
<section class="ldp-description"><h2>About this home</h2><p>Back on market at no fault of the seller — buyer's financing fell through! Classic brick-front two-story on a cul-de-sac in Wexford, close to North Hills and Falls Lake. Two-story foyer, formal dining room, and an updated kitchen open to the family room with gas fireplace. First-floor office with French doors. Primary suite upstairs with a spa bath, plus three more bedrooms and a full hall bath. Screened porch overlooking a private wooded backyard. Sentinel Middle and Millbrook High.</p></section>
<section class="ldp-history"><h2>Property history</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Source</th></tr></thead><tbody>
<tr><td>04/08/2025</td><td>Back on market</td><td>$612,500</td><td>Doorify MLS #10078432</td></tr><tr><td>03/21/2025</td><td>Pending</td><td>$612,500</td><td>Doorify MLS #10078432</td></tr><tr><td>03/14/2025</td><td>Price Changed</td><td>$612,500</td><td>Doorify MLS #10078432</td></tr><tr><td>03/06/2025</td><td>Listed</td><td>$629,000</td><td>Doorify MLS #10078432</td></tr><tr><td>08/17/2009</td><td>Sold</td><td>$318,000</td><td>Public Record</td></tr>
</tbody></table></section>
<section class="ldp-listing-provider"><h2>Listing provided by</h2><p>Brokered by <span class="brokered-by">Capital Oak Realty</span></p><p>Listed by <span class="listed-by">Tamika Brooks</span> · 919-555-0146</p><p>Source: Doorify MLS, MLS #10078432</p><p>Buyer's agent compensation offered may vary; contact the listing broker.</p></section>
${mortgageCalc(612500, "en", "US$")}
${nearbyPanel("Nearby schools", [["Wildwood Forest Elementary", "K-5 · Public · 7/10", "0.9 mi"], ["Sentinel Middle", "6-8 · Public · 6/10", "2.2 mi"], ["Millbrook High", "9-12 · Public · 7/10", "1.8 mi"]])}
${similarStrip("Similar homes nearby", [
  { href: "/realestateandhomes-detail/8712-Sleepy-Creek-Dr_Raleigh_NC_27613_M60987-11223", price: "$589,900", address: "8712 Sleepy Creek Dr, Raleigh, NC 27613", beds: "4 bed", baths: "2.5 bath", size: "2,288 sqft" },
  { href: "/realestateandhomes-detail/1415-Lady-Fern-Ln_Raleigh_NC_27615_M62211-44871", price: "$649,000", address: "1415 Lady Fern Ln, Raleigh, NC 27615", beds: "4 bed", baths: "3 bath", size: "2,640 sqft", badge: "Open Sat" },
])}
</main>
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "6123498765",
          listing_id: "2978812044",
          status: "for_sale",
          flags: { is_new_listing: false, is_price_reduced: true, is_contingent: false, is_pending: false },
          list_price: 612500,
          last_sold_price: 318000,
          estimates: { current_values: [{ source: "realestimate", estimate: 598300 }, { source: "collateral", estimate: 604000 }, { source: "quantarium", estimate: 589150 }] },
          description: { beds: 4, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 2410, lot_sqft: 12197, year_built: 2001, type: "single_family" },
          location: { address: { line: "1208 Wexford Glen Ct", city: "Raleigh", state_code: "NC", postal_code: "27615", coordinate: { lat: 35.89204, lon: -78.65118 } }, neighborhoods: [{ name: "Wexford" }] },
          source: { id: "NCRDU", listing_id: "10078432", name: "Doorify MLS" },
          advertisers: [{ type: "seller", name: "Tamika Brooks", office: { name: "Capital Oak Realty" } }],
        },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
})}
${cookieBar("Realtor.com")}
<footer class="rdc-footer"><p>© 2025 Move, Inc. All rights reserved. Realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Santa Clara, CA 95054, a subsidiary of News Corp.</p><p>REALTOR® is a federally registered collective membership mark which identifies a real estate professional who is a member of the NATIONAL ASSOCIATION OF REALTORS®. Equal Housing Opportunity.</p>${footerLinks("Realtor.com")}</footer>
</body></html>`,
    expected: {
      price: { amount: 612500, currency: "USD" },
      propertyKind: "house",
      street: "1208 Wexford Glen Ct",
      city: "Raleigh",
      province: "NC",
      postalCode: "27615",
      neighbourhood: "Wexford",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2410,
      lot: { value: 0.28, unit: "acres" },
      yearBuilt: 2001,
      mlsNumber: "10078432",
      listingAgentName: "Tamika Brooks",
      brokerageName: "Capital Oak Realty",
      geo: { lat: 35.89204, lng: -78.65118 },
    },
  },
];
