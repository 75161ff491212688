/**
 * Fifty-sixth held-out corpus, BC and Alberta: a regional board's public page for a West Kelowna manufactured home,
 * an Edmonton brokerage's restaurant business for sale and a Calgary builder's quick-possession house.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, cookieBar, footerLinks, jsonScript, mortgageWidget, stateScript } from "./chrome.ts";

export const HELD_OUT_56_WEST: ListingPage[] = [
  {
    name: "ho56-omreb-mobile-west-kelowna",
    site: "omreb.com",
    set: "held-out-56",
    traps: "a board's public listing page in Nuxt state: a manufactured home in a park with '#31 -' before the street, monthly pad rent beside the price, no lot, property taxes; the board's own Kelowna office in JSON-LD and footer; other listings in Kelowna and Peachland",
    pageUrl: "https://www.omreb.com/listings/10334567-31-2440-old-okanagan-hwy-west-kelowna",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#31 - 2440 Old Okanagan Hwy, West Kelowna | MLS® 10334567 | Association of Interior REALTORS®</title>
<meta name="description" content="Manufactured home for sale in Westbank Centre, West Kelowna: 2 bed, 2 bath, 1,120 sq. ft. Listed at $219,900.">
<meta property="og:title" content="#31 - 2440 Old Okanagan Hwy, West Kelowna – $219,900">
<meta property="og:image" content="https://cdn.omreb.com/listing-photos/10334567/01.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Association of Interior REALTORS®", url: "https://www.omreb.com", address: { "@type": "PostalAddress", streetAddress: "112 - 140 Commercial Drive", addressLocality: "Kelowna", addressRegion: "BC", postalCode: "V1X 7X6" }, telephone: "250-555-0120" })}
</head><body>
${cookieBar("Association of Interior REALTORS®")}
<div id="__nuxt"><div id="__layout">
<header class="board-header"><a href="/" class="logo">Association of Interior REALTORS®</a><nav><a href="/search">Search Listings</a><a href="/market-stats">Market Statistics</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/consumers">Buying &amp; Selling</a></nav></header>
<main class="listing-page">
<div class="listing-banner"><span class="badge">Active</span><h1>#31 - 2440 Old Okanagan Hwy</h1><p>West Kelowna, BC V4T 1X1 · Westbank Centre</p><p class="price">$219,900</p><p class="sub">Pad rent $725/month</p></div>
<div class="photos"><img src="https://cdn.omreb.com/listing-photos/10334567/01.jpg" alt="Exterior"><span>1 / 22</span></div>
<section class="facts"><h2>Property Facts</h2><ul>
<li><span>MLS® Number</span><span>10334567</span></li>
<li><span>Property Type</span><span>Manufactured Home</span></li>
<li><span>Ownership</span><span>Leasehold (Pad Rental)</span></li>
<li><span>Bedrooms</span><span>2</span></li>
<li><span>Bathrooms</span><span>2</span></li>
<li><span>Floor Area</span><span>1,120 sq. ft.</span></li>
<li><span>Year Built</span><span>1994</span></li>
<li><span>Pad Rent</span><span>$725 / month</span></li>
<li><span>Taxes</span><span>$642 (2024)</span></li>
<li><span>Age Restriction</span><span>55+</span></li>
<li><span>Pets</span><span>1 small dog or cat with park approval</span></li>
</ul></section>
<section class="remarks"><h2>Description</h2><p>Well-kept double-wide in a quiet 55+ park close to Westbank shopping, transit and the lake. Vaulted ceilings, an updated kitchen with a skylight, two bedrooms including a primary with a full ensuite, and a covered deck off the dining room. New roof (2021) and hot water tank (2023). Pad rent includes water, sewer and garbage. Park approval required.</p></section>
<section class="listing-agent"><h2>Listing REALTOR®</h2><p class="name">Harjit Sandhu</p><p>Personal Real Estate Corporation</p><p class="brokerage">Coldwell Banker Horizon Realty</p><p>250-555-0194</p></section>
${mortgageWidget("en", { price: "$219,900", down: "$43,980", rate: "5.09", years: "25", payment: "$1,033" })}
${cards("Nearby Listings", [
  { href: "/listings/10331190-12-1555-ethel-st-kelowna", price: "$189,000", line1: "#12 - 1555 Ethel St", line2: "Kelowna", meta: "2 bd · 1 ba · 980 sq. ft." },
  { href: "/listings/10335022-3712-glen-canyon-dr-west-kelowna", price: "$1,049,000", line1: "3712 Glen Canyon Dr", line2: "West Kelowna", meta: "4 bd · 3 ba · 2,640 sq. ft." },
  { href: "/listings/10330871-8-4400-princeton-ave-peachland", price: "$259,900", line1: "#8 - 4400 Princeton Ave", line2: "Peachland", meta: "2 bd · 2 ba · 1,200 sq. ft." },
])}
</main>
<footer class="board-footer"><p>Association of Interior REALTORS® · 112 - 140 Commercial Drive, Kelowna, BC V1X 7X6</p><p>The above information is deemed reliable but not guaranteed. Listing data © the Association of Interior REALTORS®. REALTOR® and MLS® are trademarks of CREA.</p>
${footerLinks("the Association")}</footer>
</div></div>
${stateScript("window.__NUXT__", { data: [{ listing: { mls: "10334567", price: 219900, padRent: 725, address: { unit: "31", street: "2440 Old Okanagan Hwy", city: "West Kelowna", subArea: "Westbank Centre", postal: "V4T 1X1" }, beds: 2, baths: 2, sqft: 1120, yearBuilt: 1994, lat: 49.83117, lng: -119.62284, agent: { name: "Harjit Sandhu", office: "Coldwell Banker Horizon Realty" } } }], state: { user: null } })}
</body></html>`,
    expected: {
      price: { amount: 219900 },
      propertyKind: "mobile",
      street: "#31 - 2440 Old Okanagan Hwy",
      city: "West Kelowna",
      province: "BC",
      postalCode: "V4T 1X1",
      neighbourhood: "Westbank Centre",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1120,
      yearBuilt: 1994,
      mlsNumber: "10334567",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Coldwell Banker Horizon Realty",
      geo: { lat: 49.83117, lng: -119.62284 },
    },
  },
  {
    name: "ho56-maxwell-business-restaurant-edmonton",
    site: "maxwellrealty.ca",
    set: "held-out-56",
    traps: "a brokerage's business-for-sale page: the business price beside monthly rent, lease rate per sq ft, annual sales and net; leased premises size; the avenue address with the Strathcona community; the franchise's head office on Jasper Ave in the footer; other listings",
    pageUrl: "https://www.maxwellrealty.ca/listing/E4412378/10438-82-avenue-nw-edmonton",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Restaurant For Sale – 10438 82 Avenue NW, Edmonton | E4412378 | MaxWell Realty</title>
<meta name="description" content="Turn-key 64-seat restaurant on Whyte Avenue. Business only, leasehold. $189,000.">
<meta property="og:title" content="Business For Sale: 10438 82 Avenue NW, Edmonton">
<meta property="og:image" content="https://photos.maxwellrealty.ca/E4412378/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "Restaurant – 10438 82 Avenue NW", url: "https://www.maxwellrealty.ca/listing/E4412378/10438-82-avenue-nw-edmonton", offers: { "@type": "Offer", price: 189000, priceCurrency: "CAD" } })}
</head><body class="idx-detail">
${cookieBar("MaxWell Realty")}
<header><a href="/" class="logo">MaxWell Realty Canada</a><nav><a href="/search">Search</a><a href="/commercial">Commercial</a><a href="/offices">Offices</a><a href="/join">Join MaxWell</a></nav></header>
<main>
<section class="head"><p class="type">Business · Restaurant</p><h1>10438 82 Avenue NW</h1><p class="loc">Strathcona, Edmonton, AB T6E 2A2</p><div class="price">$189,000</div><p class="mls">MLS® E4412378</p></section>
<section class="gallery"><img src="https://photos.maxwellrealty.ca/E4412378/1.jpg" alt="Dining room"><img src="https://photos.maxwellrealty.ca/E4412378/2.jpg" alt="Kitchen line"></section>
<section class="details"><h2>Details</h2>
<div class="grid">
<div><span>Business Type</span><strong>Restaurant / Food Service</strong></div>
<div><span>Transaction</span><strong>Business Only (Leasehold)</strong></div>
<div><span>Leased Area</span><strong>2,150 sq. ft.</strong></div>
<div><span>Seating</span><strong>64</strong></div>
<div><span>Lease Rate</span><strong>$28.00/sq. ft./yr (gross)</strong></div>
<div><span>Monthly Rent</span><strong>$5,017</strong></div>
<div><span>Lease Expiry</span><strong>2031, with one 5-year option</strong></div>
<div><span>Annual Sales (2024)</span><strong>$742,000</strong></div>
<div><span>Zoning</span><strong>CB2</strong></div>
<div><span>Years in Business</span><strong>11</strong></div>
</div></section>
<section class="remarks"><h2>Remarks</h2><p>Established Vietnamese restaurant on Whyte Avenue with a loyal lunch and late-night following and strong delivery-app sales. Fully equipped kitchen with a 14' hood, walk-in cooler and new dish machine. Liquor licence in place. Sale includes all chattels, recipes, name and two weeks of training. Owners retiring. Financials available with a signed NDA. Please do not approach staff.</p></section>
<section class="realtor"><h2>Listing Agent</h2><div class="agent-card"><img src="/agents/raj-gill.jpg" alt=""><h3>Raj Gill</h3><p>REALTOR® · Commercial</p><p>MaxWell Progressive</p><p>780-555-0126</p></div></section>
${mortgageWidget("en", { price: "$189,000", down: "$56,700", rate: "7.25", years: "10", payment: "$1,549" })}
${cards("More commercial listings", [
  { href: "/listing/E4410055/9920-63-avenue-nw-edmonton", price: "$1,450,000", line1: "9920 63 Avenue NW", line2: "Edmonton", meta: "Retail building · 6,800 sq. ft." },
  { href: "/listing/E4411932/10150-jasper-avenue-nw-edmonton", price: "$79,000", line1: "10150 Jasper Avenue NW", line2: "Edmonton", meta: "Coffee shop · Business only" },
  { href: "/listing/E4412101/5014-50-street-leduc", price: "$15.00/sq. ft.", line1: "5014 50 Street", line2: "Leduc", meta: "For lease · 1,800 sq. ft." },
])}
</main>
<footer><p>MaxWell Realty Canada · 1200 - 10303 Jasper Avenue NW, Edmonton, AB T5J 3N6</p><p>Each MaxWell office is independently owned and operated. Data supplied by the REALTORS® Association of Edmonton and deemed reliable but not guaranteed.</p>
${footerLinks("MaxWell")}</footer>
${jsonScript("listing-json", { ListingId: "E4412378", ListPrice: 189000, PropertyType: "Business", BusinessType: "Restaurant", LeasableArea: 2150, City: "Edmonton", Community: "Strathcona", PostalCode: "T6E 2A2", Latitude: 53.51889, Longitude: -113.49812, ListAgentFullName: "Raj Gill", ListOfficeName: "MaxWell Progressive" })}
</body></html>`,
    expected: {
      price: { amount: 189000 },
      propertyKind: "business",
      street: "10438 82 Avenue NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T6E 2A2",
      neighbourhood: "Strathcona",
      squareFootage: 2150,
      mlsNumber: "E4412378",
      listingAgentName: "Raj Gill",
      brokerageName: "MaxWell Progressive",
      geo: { lat: 53.51889, lng: -113.49812 },
    },
  },
  {
    name: "ho56-brookfield-quick-possession-livingston",
    site: "brookfieldresidential.com",
    set: "held-out-56",
    traps: "a builder's quick-possession home in __NEXT_DATA__: the community's 'from the $500s' and a promotion beside the home's price with GST; a plan name; 2 full + 1 half baths; estimated completion, no year built; no agent or MLS®; other quick possessions and show homes with prices; the builder's corporate office",
    pageUrl: "https://www.brookfieldresidential.com/new-homes/alberta/calgary/livingston/quick-possession/188-lucas-way-nw",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>188 Lucas Way NW – Quick Possession in Livingston, Calgary | Brookfield Residential</title>
<meta name="description" content="The Aspen: a 3 bedroom, 2.5 bath quick possession home in Livingston, Calgary. $724,900 incl. GST.">
<meta property="og:title" content="188 Lucas Way NW | Livingston | Brookfield Residential">
<meta property="og:image" content="https://images.brookfieldresidential.com/livingston/qp/188-lucas-way-nw/front.jpg">
</head><body>
<div id="__next">
${cookieBar("Brookfield Residential")}
<header class="br-header"><a href="/" class="logo">Brookfield Residential</a><nav><a href="/communities">Communities</a><a href="/quick-possessions">Quick Possessions</a><a href="/show-homes">Show Homes</a><a href="/why-brookfield">Why Brookfield</a></nav></header>
<main>
<div class="qp-hero"><img src="https://images.brookfieldresidential.com/livingston/qp/188-lucas-way-nw/front.jpg" alt="Rendering of The Aspen"><div class="promo-banner">Spring savings: up to $15,000 in upgrades on select homes*</div></div>
<section class="qp-info"><p class="community">Livingston · Calgary NW · Homes from the $500s</p><h1>188 Lucas Way NW</h1><p class="city">Calgary, AB T3P 2A1</p>
<div class="qp-price">$724,900 <small>incl. GST</small></div>
<ul class="qp-specs"><li><b>The Aspen</b> plan</li><li>3 Bedrooms</li><li>2 Full Baths · 1 Half Bath</li><li>2,012 sq. ft.</li><li>Double attached garage</li><li>Est. completion: March 2025</li></ul>
<p class="qp-copy">Bright and open, The Aspen puts a chef-inspired kitchen with a walk-in pantry at the heart of the main floor, with a flex room at the front. Upstairs: a central bonus room, laundry, two secondary bedrooms and a primary retreat with a five-piece ensuite and walk-in closet. Side entry to the basement for future development. Steps to the Livingston Hub, the 3.5-acre Hub park and future school sites.</p></section>
<section class="show-home"><h2>Visit the Livingston Show Homes</h2><p>Mon–Thu 2–8 pm · Sat–Sun &amp; holidays 12–5 pm</p><p>Show home park: 12 Lucas Boulevard NW, Calgary</p><p>403-555-0147</p></section>
${mortgageWidget("en", { price: "$724,900", down: "$72,490", rate: "4.89", years: "30", payment: "$3,438" })}
${cards("More Quick Possessions in Livingston", [
  { href: "/new-homes/alberta/calgary/livingston/quick-possession/52-lucas-terrace-nw", price: "$579,900", line1: "52 Lucas Terrace NW", line2: "The Juniper · Paired home", meta: "3 bd · 2.5 ba · 1,498 sq. ft." },
  { href: "/new-homes/alberta/calgary/livingston/quick-possession/231-lucas-way-nw", price: "$789,900", line1: "231 Lucas Way NW", line2: "The Spruce · Front garage", meta: "4 bd · 3 ba · 2,356 sq. ft." },
  { href: "/new-homes/alberta/calgary/seton/quick-possession/77-setonstone-green-se", price: "$512,400", line1: "77 Setonstone Green SE", line2: "Seton · Townhome", meta: "2 bd · 2.5 ba · 1,202 sq. ft." },
])}
<p class="fine">*Promotion applies to select quick possession homes with offers written by April 30. Prices, specifications and availability are subject to change without notice. Renderings are artist's concepts. E.&amp;O.E.</p>
</main>
<footer class="br-footer"><p>Brookfield Residential Properties ULC · Suite 200, 4906 Richard Road SW, Calgary, AB T3E 6L1</p>${footerLinks("Brookfield Residential")}</footer>
</div>
${jsonScript("__NEXT_DATA__", { props: { pageProps: { home: { id: "qp-liv-0188", address: "188 Lucas Way NW", city: "Calgary", province: "AB", postalCode: "T3P 2A1", community: "Livingston", plan: "The Aspen", price: 724900, gstIncluded: true, beds: 3, bathsFull: 2, bathsHalf: 1, sqft: 2012, estCompletion: "2025-03", coordinates: { lat: 51.18732, lng: -114.06715 } }, community: { name: "Livingston", priceFrom: 500000 } } }, page: "/new-homes/[...slug]", buildId: "br-web-5.2.1" })}
</body></html>`,
    expected: {
      price: { amount: 724900 },
      propertyKind: "house",
      street: "188 Lucas Way NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3P 2A1",
      neighbourhood: "Livingston",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2012,
      geo: { lat: 51.18732, lng: -114.06715 },
    },
  },
];
