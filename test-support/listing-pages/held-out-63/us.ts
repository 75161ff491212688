/**
 * Sixty-third held-out corpus, United States: a Milwaukee up/down duplex on zillow.com beside its Zestimate, Rent
 * Zestimate and price per sqft, and a Providence triple-decker on realtor.com with gross income, one unit listed for
 * rent and an estimated monthly payment.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footer, header, jsonData, payment, photos, similar } from "./chrome.ts";

export const HELD_OUT_63_US: ListingPage[] = [
  {
    name: "ho63-zillow-duplex-milwaukee",
    site: "zillow.com",
    set: "held-out-63",
    traps: "Zillow multi-family: '$389,900' beside a Zestimate, a Rent Zestimate per month and $159/sqft; lower and upper units' bedrooms and rents (gross $34,140) against the building's 6 bd / 2 ba; 2017 sale and tax history; zpid in the URL; gdpClientCache-style __NEXT_DATA__ with coordinates; 'Listed by' line; nearby homes",
    pageUrl: "https://www.zillow.com/homedetails/2734-N-Bremen-St-Milwaukee-WI-53212/43112987_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2734 N Bremen St, Milwaukee, WI 53212 | MLS #1923456 | Zillow</title>
<meta name="description" content="2734 N Bremen St, Milwaukee, WI 53212 is a multi-family home listed for-sale at $389,900. The 2,448 sq. ft. home is a 6 bed, 2.0 bath property. MLS #1923456.">
<meta property="og:title" content="2734 N Bremen St, Milwaukee, WI 53212 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/5c1f0a2b9e-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="6"><meta property="zillow_fb:baths" content="2">
</head><body>
${consent("Zillow")}
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder"])}
<main>
<div class="summary-container">
<span data-testid="price"><span>$389,900</span></span>
<div data-testid="bed-bath-sqft-facts"><span><strong>6</strong> beds</span><span><strong>2</strong> baths</span><span><strong>2,448</strong> sqft</span></div>
<h1>2734 N Bremen St, Milwaukee, WI 53212</h1>
<div class="zestimate-row"><span>Est.: $2,694/mo</span> <a href="/home-loans">Get pre-qualified</a></div>
</div>
${photos("https://photos.zillowstatic.com/fp/bremen2734", 27, "2734 N Bremen St")}
<div data-testid="facts-container"><h2>What's special</h2><p>Classic Riverwest up/down duplex with separate entrances, utilities and basement storage for each unit. Lower unit: 3 bedrooms, 1 bath, about 1,224 sq ft, leased at $1,395/mo through 4/2026. Upper unit: 3 bedrooms, 1 bath, about 1,224 sq ft, leased at $1,450/mo. Gross annual rent $34,140. Two-car garage off the alley. Walk to Gordon Park and the Kinnickinnic River Trail.</p>
<ul class="at-a-glance"><li>MultiFamily</li><li>Built in 1912</li><li>4,800 Square Feet Lot</li><li>$159 price/sqft</li><li>$2,140 annual tax</li></ul></div>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 6</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Basement: Full</li></ul>
<h3>Property</h3><ul><li>Home type: MultiFamily</li><li>Architectural style: Duplex (Up/Down)</li><li>Year built: 1912</li><li>Lot size: 4,800 sqft</li><li>Subdivision: Riverwest</li><li>Parcel number: 3150712000</li></ul>
<h3>Neighborhood</h3><p>Riverwest</p></section>
<section data-testid="zestimate"><h2>Zestimate®</h2><p>$372,400</p><p>Rent Zestimate®: $2,850/mo</p><p>Estimated sales range: $346,000 - $398,000</p></section>
<section data-testid="price-history"><h2>Price history</h2><table><tr><td>6/12/2025</td><td>Listed for sale</td><td>$389,900</td></tr><tr><td>8/30/2017</td><td>Sold</td><td>$189,000</td></tr></table></section>
<section data-testid="tax-history"><h2>Public tax history</h2><table><tr><td>2024</td><td>$2,140</td><td>Assessment $214,600</td></tr><tr><td>2023</td><td>$2,012</td><td>Assessment $198,300</td></tr></table></section>
<div data-testid="attribution-LISTING_AGENT"><span>Listed by:</span> <span>Dana Kowalski 414-555-0190,</span> <span>Cream City Keys Realty LLC</span></div>
<p class="source">Source: Metro MLS, MLS#: 1923456</p>
${payment("$389,900", "$77,980", "6.62%", "$2,694")}
${similar("Nearby homes", [
  { price: "$349,000", address: "2812 N Fratney St, Milwaukee, WI 53212", line: "5 bds · 2 ba · 2,100 sqft · Duplex", href: "/homedetails/2812-N-Fratney-St-Milwaukee-WI-53212/43109945_zpid/" },
  { price: "$1,295/mo", address: "2700 N Weil St #2, Milwaukee, WI 53212", line: "2 bds · 1 ba · For rent", href: "/homedetails/2700-N-Weil-St-2-Milwaukee-WI-53212/2070012_zpid/" },
])}
</main>
${footer({ "Zillow": ["About", "Zestimates", "Research", "Careers", "Help"], "Legal": ["Privacy Portal", "Cookie Preference", "Terms of use"] }, ["Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces.", "Equal Housing Opportunity."])}
${jsonData("__NEXT_DATA__", { props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":43112987}": { property: { zpid: 43112987, price: 389900, zestimate: 372400, rentZestimate: 2850, bedrooms: 6, bathrooms: 2, livingArea: 2448, lotSize: 4800, yearBuilt: 1912, homeType: "MULTI_FAMILY", streetAddress: "2734 N Bremen St", city: "Milwaukee", state: "WI", zipcode: "53212", latitude: 43.06962, longitude: -87.89705, mlsid: "1923456", attributionInfo: { agentName: "Dana Kowalski", brokerName: "Cream City Keys Realty LLC" } } } }) } } } })}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "USD" },
      propertyKind: "plex",
      street: "2734 N Bremen St",
      city: "Milwaukee",
      province: "WI",
      postalCode: "53212",
      neighbourhood: "Riverwest",
      bedrooms: 6,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2448,
      lot: { value: 4800, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "1923456",
      listingAgentName: "Dana Kowalski",
      brokerageName: "Cream City Keys Realty LLC",
      geo: { lat: 43.06962, lng: -87.89705 },
    },
  },
  {
    name: "ho63-realtorcom-triple-decker-providence",
    site: "realtor.com",
    set: "held-out-63",
    traps: "realtor.com multi-family triple-decker: price beside an estimated monthly payment, gross income $68,400 and the third-floor unit also listed for rent at $2,100/mo; 9 beds total and each floor's 3; lot in sqft and acres (acres win); property id in the URL; __NEXT_DATA__ with coordinates and advertisers; JSON-LD with a partial address; sold comps",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/88-Sumter-St_Providence_RI_02907_M39876-54321",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Sumter St, Providence, RI 02907 - 9 beds/3 baths - realtor.com</title>
<meta name="description" content="88 Sumter St, Providence, RI 02907 is a multi-family home for sale at $649,000. 9 beds, 3 baths, 3,936 sqft. MLS# 1381234.">
<meta property="og:title" content="88 Sumter St, Providence, RI 02907 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/88sumter/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "88 Sumter St", address: { "@type": "PostalAddress", streetAddress: "88 Sumter St", addressLocality: "Providence", addressRegion: "RI" } })}
</head><body>
${consent("realtor.com")}
${header("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find an Agent", "My Home"])}
<main>
<div data-testid="ldp-header">
<div data-testid="list-price">$649,000</div>
<ul data-testid="property-meta"><li><span>9</span> bed</li><li><span>3</span> bath</li><li><span>3,936</span> sqft</li><li><span>4,356</span> sqft lot</li></ul>
<h1 data-testid="address">88 Sumter St, Providence, RI 02907</h1>
<p class="monthly">Est. $4,868/mo <a href="#payment">Get pre-approved</a></p>
</div>
${photos("https://ap.rdcpix.com/88sumter", 33, "88 Sumter St")}
<section data-testid="key-facts"><h2>Property details</h2><ul>
<li>Property type: Multi-family</li><li>Style: Triple-decker</li><li>Year built: 1905</li><li>Lot size: 4,356 sqft (0.10 acres)</li><li>Price per sqft: $165</li><li>Neighborhood: Elmwood</li><li>Time on realtor.com: 6 days</li>
</ul></section>
<section data-testid="description"><h2>Overview</h2><p>Three-family in Elmwood, near Roger Williams Park and I-95. Each floor is a 3-bedroom, 1-bath unit of about 1,312 sq ft with its own porch and separate gas and electric. Units 1 and 2 are leased at $1,850 and $1,950/mo; unit 3 is vacant and is also being advertised for rent at $2,100/mo. Projected gross income $68,400 per year. Vinyl siding, replacement windows, three-car driveway. Owner-occupant or investor.</p></section>
<section data-testid="listing-provider"><h3>Listed by</h3><p>Marisol Peña</p><p>Narragansett Bay Realty Group</p><p>Source: State-Wide MLS, MLS ID #1381234</p></section>
<section id="payment">${payment("$649,000", "$129,800", "6.71%", "$4,868")}</section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>06/20/2025</td><td>Listed</td><td>$649,000</td></tr><tr><td>03/14/2012</td><td>Sold</td><td>$142,500</td></tr></table></section>
${similar("Nearby sold homes", [
  { price: "Sold $612,500", address: "41 Whitmarsh St, Providence, RI 02907", line: "Multi-family · 8 bed · 3 bath", href: "/realestateandhomes-detail/41-Whitmarsh-St_Providence_RI_02907_M31122-87765" },
  { price: "Sold $575,000", address: "19 Mawney St, Providence, RI 02907", line: "Multi-family · 6 bed · 3 bath", href: "/realestateandhomes-detail/19-Mawney-St_Providence_RI_02907_M38890-11234" },
])}
</main>
${footer({ "realtor.com®": ["About", "Careers", "Advertise", "Help"], "Legal": ["Terms of Use", "Privacy", "Do Not Sell or Share My Personal Information"] }, ["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved.", "Information is deemed reliable but not guaranteed; Equal Housing Opportunity."])}
${jsonData("__NEXT_DATA__", { props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "3987654321", listing_id: "2978123456", list_price: 649000, description: { beds: 9, baths: 3, sqft: 3936, lot_sqft: 4356, year_built: 1905, type: "multi_family" }, location: { address: { line: "88 Sumter St", city: "Providence", state_code: "RI", postal_code: "02907", coordinate: { lat: 41.79786, lon: -71.42691 } }, neighborhoods: [{ name: "Elmwood" }] }, source: { listing_id: "1381234", name: "State-Wide MLS" }, advertisers: [{ name: "Marisol Peña", office: { name: "Narragansett Bay Realty Group" } }] } } } } })}
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "USD" },
      propertyKind: "plex",
      street: "88 Sumter St",
      city: "Providence",
      province: "RI",
      postalCode: "02907",
      neighbourhood: "Elmwood",
      bedrooms: 9,
      bathrooms: 3,
      squareFootage: 3936,
      lot: { value: 4356, unit: "ft2" },
      yearBuilt: 1905,
      mlsNumber: "1381234",
      listingAgentName: "Marisol Peña",
      brokerageName: "Narragansett Bay Realty Group",
      geo: { lat: 41.79786, lng: -71.42691 },
    },
  },
];
