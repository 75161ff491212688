/**
 * Sixty-first held-out corpus, two US lake places: an Adirondack camp on Loon Lake in the hamlet of Chestertown
 * (Town of Chester) on zillow.com with a Zestimate and a price cut, and a Northwoods lake home in Minocqua on
 * realtor.com with providers' estimates, short-term rental income and a split of full and half baths.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, footer, menu, nextData, photos, similar, tags } from "./chrome.ts";

const zillowCache = {
  "ForSaleShopperPlatformFullRenderQuery{\"zpid\":30881472}": {
    property: {
      zpid: 30881472,
      streetAddress: "118 Loon Lake Rd",
      city: "Chestertown",
      state: "NY",
      zipcode: "12817",
      price: 649000,
      zestimate: 612300,
      rentZestimate: 2450,
      bedrooms: 3,
      bathrooms: 2,
      livingArea: 1420,
      lotAreaValue: 0.62,
      lotAreaUnits: "Acres",
      yearBuilt: 1952,
      homeType: "SINGLE_FAMILY",
      latitude: 43.65128,
      longitude: -73.84572,
      mlsid: "202413456",
      attributionInfo: { agentName: "Kristen Bouchard", brokerName: "Adirondack Waterfront Realty LLC", mlsName: "Global MLS" },
      priceHistory: [
        { date: "2025-07-08", event: "Price change", price: 649000 },
        { date: "2025-05-21", event: "Listed for sale", price: 699000 },
        { date: "2006-09-14", event: "Sold", price: 274000 },
      ],
      resoFacts: { taxAnnualAmount: 5884, waterfrontFeatures: ["Lake", "Frontage: 125 ft"], sewer: ["Septic Tank"], waterSource: ["Drilled Well"], roadSurfaceType: ["Paved"] },
    },
  },
};

export const HELD_OUT_61_US: ListingPage[] = [
  {
    name: "ho61-zillow-camp-loon-lake-chestertown",
    site: "zillow.com",
    set: "held-out-61",
    traps: "Adirondack camp in Chestertown whose town is Chester; 125 ft lake frontage beside a 0.62-acre lot; price cut from $699,000 in the history; Zestimate and Rent Zestimate; annual tax; earlier sale price; gdpClientCache as a JSON string inside __NEXT_DATA__; similar homes",
    pageUrl: "https://www.zillow.com/homedetails/118-Loon-Lake-Rd-Chestertown-NY-12817/30881472_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Loon Lake Rd, Chestertown, NY 12817 | MLS #202413456 | Zillow</title>
<meta name="description" content="118 Loon Lake Rd, Chestertown, NY 12817 is a single-family home listed for-sale at $649,000. The 1,420 sq. ft. home is a 3 bed, 2.0 bath property. MLS #202413456.">
<meta property="og:title" content="118 Loon Lake Rd, Chestertown, NY 12817 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/3a9e1c0b-cc_a.jpg">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="2">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "118 Loon Lake Rd", address: { "@type": "PostalAddress", streetAddress: "118 Loon Lake Rd", addressLocality: "Chestertown", addressRegion: "NY", postalCode: "12817" }, geo: { "@type": "GeoCoordinates", latitude: 43.65128, longitude: -73.84572 }, floorSize: { "@type": "QuantitativeValue", value: "1,420" } })}
${tags("GTM-ZILLOW")}
</head><body>
${consent("Zillow")}
<header>${menu(["Buy", "Rent", "Sell", "Home Loans", "Agent finder", "Manage Rentals", "Sign in"])}</header>
<main class="ds-home-details">
${photos("https://photos.zillowstatic.com/fp/loon-lake-118", 34, "118 Loon Lake Rd")}
<div class="summary-container">
<span data-testid="price" class="price"><span>$649,000</span></span> <span class="price-cut">Price cut: $50,000 (7/8)</span>
<div data-testid="bed-bath-sqft-facts"><span>3</span> beds <span>2</span> baths <span>1,420</span> sqft</div>
<h1 class="address">118 Loon Lake Rd, Chestertown, NY 12817</h1>
<p class="zestimate">Est.: $3,998/mo · Zestimate®: $612,300 · Rent Zestimate®: $2,450/mo</p>
</div>
<section class="at-a-glance"><ul><li>Single Family Residence</li><li>Built in 1952</li><li>0.62 Acres Lot</li><li>$457/sqft</li><li>21 days on Zillow</li></ul></section>
<section class="overview"><h2>What's special</h2><p>Classic Adirondack lakefront camp with 125 feet of frontage on Loon Lake, a sandy swim area and a 2016 dock. Knotty pine throughout, stone fireplace, three bedrooms and two baths, screened porch over the water. Drilled well and septic; town-maintained paved road open year-round. Town of Chester, North Warren school district. Walk to the Loon Lake marina; 20 minutes to Gore Mountain.</p></section>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Total interior livable area: 1,420 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 0.62 Acres</li><li>Waterfront features: Lake, Frontage: 125 ft</li><li>Road surface: Paved</li></ul>
<h3>Utilities</h3><ul><li>Sewer: Septic Tank</li><li>Water: Drilled Well</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Region: Chester</li><li>HOA: No</li></ul>
<h3>Financial</h3><ul><li>Annual tax amount: $5,884</li><li>Tax assessed value: $318,500</li></ul></section>
<section class="price-history"><h2>Price history</h2><table><tr><td>7/8/2025</td><td>Price change</td><td>$649,000 -7.2%</td></tr><tr><td>5/21/2025</td><td>Listed for sale</td><td>$699,000</td></tr><tr><td>9/14/2006</td><td>Sold</td><td>$274,000</td></tr></table></section>
<section class="attribution"><p>Listed by: Kristen Bouchard 518-555-0172, Adirondack Waterfront Realty LLC 518-555-0100</p><p>Source: Global MLS, MLS#: 202413456</p></section>
${calculator("$649,000", "6.81%", "$3,998")}
${similar("Similar homes", [
  { price: "$879,000", address: "42 Friends Lake Rd, Chestertown, NY 12817", meta: "4 bds · 2 ba · 1,980 sqft", href: "/homedetails/42-Friends-Lake-Rd/30880011_zpid/" },
  { price: "$425,000", address: "9 Landon Hill Rd, Chestertown, NY 12817", meta: "2 bds · 1 ba · 960 sqft", href: "/homedetails/9-Landon-Hill-Rd/30879644_zpid/" },
])}
</main>
${nextData({ props: { pageProps: { componentProps: { zpid: 30881472, gdpClientCache: JSON.stringify(zillowCache) } } }, page: "/homedetails/[...slug]" })}
${footer(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "New York real estate brokerage license: Zillow Homes, Inc. · NY Standard Operating Procedures · Fair Housing Notice"])}
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "USD" },
      propertyKind: "house",
      street: "118 Loon Lake Rd",
      city: "Chestertown",
      province: "NY",
      postalCode: "12817",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1420,
      lot: { value: 0.62, unit: "acres" },
      yearBuilt: 1952,
      mlsNumber: "202413456",
      listingAgentName: "Kristen Bouchard",
      brokerageName: "Adirondack Waterfront Realty LLC",
      geo: { lat: 43.65128, lng: -73.84572 },
    },
  },
  {
    name: "ho61-realtorcom-lake-home-minocqua",
    site: "realtor.com",
    set: "held-out-61",
    traps: "Northwoods lake home: 200 ft frontage on Kawaguesaga Lake beside a 1.15-acre lot; '2.5 baths' split 2 full + 1 half; three providers' estimates; short-term rental income and annual tax; price reduced from $1,195,000; 'Nearby homes' prices; __NEXT_DATA__ with coordinates",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2214-N-Shore-Rd_Minocqua_WI_54548_M79012-34567",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2214 N Shore Rd, Minocqua, WI 54548 - 4 beds/2.5 baths - realtor.com®</title>
<meta name="description" content="2214 N Shore Rd, Minocqua, WI 54548 is a 4 bed, 2.5 bath, 2,380 sqft single-family home on a 1.15 acre lot listed for $1,150,000. MLS# 210987.">
<meta property="og:title" content="2214 N Shore Rd, Minocqua, WI 54548 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/2214nshore/1.jpg">
${tags("GTM-RDC")}
</head><body>
${consent("realtor.com®")}
<header>${menu(["Buy", "Sell", "Rent", "Mortgage", "Find an Agent", "My Home", "Log in"])}</header>
<main data-testid="ldp-page">
${photos("https://ap.rdcpix.com/2214nshore", 50, "2214 N Shore Rd")}
<section data-testid="ldp-summary">
<div class="flag">Price reduced</div>
<div data-testid="list-price" class="price">$1,150,000</div><div class="price-reduced">↓ $45,000 since listed</div>
<ul class="property-meta"><li data-testid="property-meta-beds"><span>4</span> bed</li><li data-testid="property-meta-baths"><span>2.5</span> bath</li><li data-testid="property-meta-sqft"><span>2,380</span> sqft</li><li data-testid="property-meta-lot-size"><span>1.15</span> acre lot</li></ul>
<h1 data-testid="address">2214 N Shore Rd, Minocqua, WI 54548</h1>
</section>
<section data-testid="description"><h2>Property details</h2><p>Sand-bottom frontage — 200 feet of it — on Kawaguesaga Lake, part of the Minocqua Chain. Built in 1994 on 1.15 wooded acres: 4 bedrooms, 2 full baths and a half bath, a two-story great room and a lakeside screened porch. Private well and septic; town road plowed year-round. Rented short-term in summer: $78,000 gross in 2024. 3 miles to downtown Minocqua.</p></section>
<section data-testid="property-details"><h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Total bathrooms: 2.5</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Living area: 2,380 sqft</li></ul>
<h3>Exterior and lot</h3><ul><li>Lot size: 1.15 acres</li><li>Waterfront: Kawaguesaga Lake, 200 ft frontage</li><li>Water source: Private well</li><li>Sewer: Septic</li></ul>
<h3>Other</h3><ul><li>Year built: 1994</li><li>Property type: Single family</li><li>HOA: None</li><li>Annual tax: $9,120 (2024)</li></ul></section>
<section data-testid="estimates"><h2>Estimated home value</h2><ul><li>Collateral Analytics: $1,088,000</li><li>Quantarium: $1,210,000</li><li>Cotality: $1,132,400</li></ul></section>
<section data-testid="price-history"><h2>Property history</h2><table><tr><td>08/02/2025</td><td>Price changed</td><td>$1,150,000</td></tr><tr><td>06/12/2025</td><td>Listed</td><td>$1,195,000</td></tr><tr><td>04/30/2013</td><td>Sold</td><td>$489,000</td></tr></table></section>
<section data-testid="listing-provider"><p>Listed by <span class="agent">Brett Lindqvist</span> with <span class="office">Northwoods Lakeside Realty</span></p><p>Source: Greater Northwoods MLS, MLS# 210987</p></section>
${calculator("$1,150,000", "6.74%", "$7,212")}
${similar("Nearby homes", [
  { price: "$749,900", address: "8830 Hwy 70 W, Minocqua, WI 54548", meta: "3 bed · 2 bath · 1,610 sqft", href: "/realestateandhomes-detail/8830-Hwy-70-W_Minocqua_WI_54548_M79001-11223" },
  { price: "$1,695,000", address: "540 Lakeview Dr, Minocqua, WI 54548", meta: "5 bed · 4 bath", href: "/realestateandhomes-detail/540-Lakeview-Dr_Minocqua_WI_54548_M79005-99881" },
])}
</main>
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "7901234567", listing_id: "2975510384", list_price: 1150000, status: "for_sale", mls: { name: "Greater Northwoods MLS", id: "210987" }, description: { beds: 4, baths: 2.5, baths_full: 2, baths_half: 1, sqft: 2380, lot_sqft: 50094, year_built: 1994, type: "single_family" }, location: { address: { line: "2214 N Shore Rd", city: "Minocqua", state_code: "WI", postal_code: "54548", coordinate: { lat: 45.86012, lon: -89.72455 } } }, advertisers: [{ type: "seller", name: "Brett Lindqvist", office: { name: "Northwoods Lakeside Realty" } }], estimates: [{ source: "Collateral Analytics", estimate: 1088000 }, { source: "Quantarium", estimate: 1210000 }] } } } }, page: "/realestateandhomes-detail/[slug]" })}
${footer(["realtor.com® · Move, Inc. · Operated by News Corp subsidiary Move, Inc. and its affiliates", "Based on information submitted to the MLS GRID. All data is obtained from various sources and may not have been verified by broker or MLS GRID."])}
</body></html>`,
    expected: {
      price: { amount: 1150000, currency: "USD" },
      propertyKind: "house",
      street: "2214 N Shore Rd",
      city: "Minocqua",
      province: "WI",
      postalCode: "54548",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2380,
      lot: { value: 1.15, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "210987",
      listingAgentName: "Brett Lindqvist",
      brokerageName: "Northwoods Lakeside Realty",
      geo: { lat: 45.86012, lng: -89.72455 },
    },
  },
];
