/**
 * Ninety-third held-out corpus, the West: zealty.ca (a Burnaby house on a Greater Vancouver sold-data brokerage's
 * server page, on Halifax St), ratelane.ca (a mortgage broker's pre-qualification page embedding a North Vancouver
 * condo), bode.ca (a seller-direct platform's Calgary townhouse in Next.js), listing.ca (an aggregator's Edmonton
 * condo in Astro islands) and quickclose.ca (an iBuyer's resale page for a home it bought, Edmonton, urql cache).
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before any extractor
 * ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  astroIsland,
  calculator,
  cards,
  crumbs,
  footer,
  gallery,
  gtag,
  header,
  leadForm,
  nextData,
  ownAgent,
  pixel,
  rows,
  savingsBox,
  table,
  urqlData,
  windowState,
} from "./chrome.ts";

export const HELD_OUT_93_WEST: ListingPage[] = [
  {
    name: "ho93-zealty-house-montecito-burnaby",
    site: "zealty.ca",
    set: "held-out-93",
    traps:
      "a sold-data brokerage's dense server page for a house on Halifax St in Burnaby (the street name is a city); BC Assessment (land, improvements, total) beside the asking price; the home's own sales in 2004 and 2011 and a price change; price/sq ft; a sold-comparables table on the same street; the listing brokerage's compliance line and the site's own brokerage with a Burnaby office; map vars with the listing's point and the comparables' points",
    pageUrl: "https://www.zealty.ca/mls-R3051846/7128-Halifax-St-Burnaby-BC/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>7128 Halifax St, Burnaby, BC — R3051846 — $2,188,000 — Zealty.ca</title>
<meta name="description" content="7128 Halifax St, Burnaby BC: House for sale, 5 bedrooms, 3 baths, 2,614 sf, built 1972. Asking $2,188,000. Assessment, sold history and comparables.">
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/css/zealty.min.css?v=2025.10.3">
<script src="/js/jquery-3.7.1.min.js"></script>
${gtag("G-ZLTY93BBY")}
</head><body class="detail">
<div id="topline"><a href="/"><b>Zealty</b>.ca</a> <span class="tag">Real estate search with sold prices &amp; assessments</span> <a href="/search/">Map search</a> | <a href="/sold/">Sold</a> | <a href="/assess/">Assessments</a> | <a href="/stats/">Market stats</a> | <a href="/login/">Log in</a></div>
${crumbs(["Greater Vancouver", "Burnaby", "Burnaby North", "Montecito", "7128 Halifax St"])}
<table class="hdr" width="100%"><tr>
<td><h1>7128 Halifax St</h1><div class="sub">Burnaby, BC V5B 2R7 · Montecito</div></td>
<td align="right"><div class="askprice">$2,188,000</div><div class="psf">$837 / sf</div><div class="dom">58 days on market</div></td>
</tr></table>
${gallery("https://img.zealty.ca/R3051846", 39, "7128 Halifax St Burnaby")}
<table class="kv" cellspacing="0">
<tr><td class="k">MLS® #</td><td>R3051846</td><td class="k">Status</td><td>Active</td></tr>
<tr><td class="k">Type</td><td>House/Single Family</td><td class="k">Style</td><td>Basement entry</td></tr>
<tr><td class="k">Bedrooms</td><td>5</td><td class="k">Baths</td><td>3 (2 full, 1 half)</td></tr>
<tr><td class="k">Floor area</td><td>2,614 sf</td><td class="k">Age</td><td>53 years (built 1972)</td></tr>
<tr><td class="k">Lot</td><td>6,710 sf (50 × 134.2 ft)</td><td class="k">Zoning</td><td>R4</td></tr>
<tr><td class="k">Area</td><td>Burnaby North</td><td class="k">Sub-area</td><td>Montecito</td></tr>
<tr><td class="k">Taxes</td><td>$6,208 (2025)</td><td class="k">Parking</td><td>Double garage, lane access</td></tr>
</table>
<div class="remarks"><h2>Description</h2>
<p>Solid basement-entry home on a quiet, level block of Halifax St, a short walk to Montecito Elementary, Kensington Park and the shops on Hastings. Main floor has 3 bedrooms, living room with fireplace and a sunny kitchen opening to a west deck; down are 2 more bedrooms, a full bath and a big rec room with separate entry — ideal for extended family. 50-ft lot with lane access and double garage. Roof 2019, furnace 2021. Hold, renovate or build under the new small-scale multi-unit rules.</p></div>
<table class="assess" cellspacing="0"><caption>BC Assessment (July 1, 2024 valuation)</caption>
<tr><th>Year</th><th>Land</th><th>Improvements</th><th>Total</th><th>Change</th></tr>
<tr><td>2025</td><td>$1,688,000</td><td>$353,000</td><td>$2,041,000</td><td>+2.1%</td></tr>
<tr><td>2024</td><td>$1,652,000</td><td>$347,000</td><td>$1,999,000</td><td>+4.7%</td></tr>
<tr><td>2023</td><td>$1,578,000</td><td>$331,000</td><td>$1,909,000</td><td>—</td></tr>
</table>
<p class="note">Asking price is 7.2% above the 2025 assessment.</p>
${table("History for this property", ["Date", "Event", "Price", "Days"], [["Oct 20, 2025", "Price change", "$2,188,000", ""], ["Sep 12, 2025", "Listed (R3051846)", "$2,298,000", ""], ["Jun 14, 2011", "Sold", "$928,000", "23"], ["Mar 2, 2004", "Sold", "$541,000", "—"]])}
${table("Recent sales within 400 m", ["Address", "Sold", "Price", "Lot", "Built", "$/sf"], [["7140 Halifax St", "Sep 2025", "$2,305,000", "6,710 sf", "1969", "$861"], ["6983 Halifax St", "Jul 2025", "$2,080,000", "6,100 sf", "1975", "$792"], ["7155 Ridge Dr", "Jun 2025", "$2,420,000", "7,320 sf", "2001", "$688"], ["4411 Pandora St", "May 2025", "$1,968,000", "5,650 sf", "1958", "$1,012"]], "comps")}
<div class="brokerage-line">Listed by Priya Sandhu-Whitfield, Westbridge Pacific Realty Ltd. This listing is provided through the MLS® System of the Greater Vancouver REALTORS®. Data deemed reliable but not guaranteed.</div>
${ownAgent("Questions? Talk to a Zealty REALTOR®", { name: "Marcus Lien", title: "REALTOR®, Zealty Realty Ltd.", phone: "604-555-0173", email: "marcus@zealty-mail.example" }, "We are a licensed brokerage: we can show you this home, pull full sold data for the block and write your offer.")}
${calculator("Mortgage payment", [["Price", "$2,188,000"], ["Down payment", "25%"], ["Rate", "4.39%"], ["Amortization", "30 years"]], "$8,154 per month")}
<div id="map" style="height:360px"></div>
<script>
var mapCenter = {lat: 49.27163, lng: -122.97412};
var listingId = "R3051846";
var comps = [
  {addr:"7140 Halifax St", lat:49.27169, lng:-122.97301, p:"$2,305,000"},
  {addr:"6983 Halifax St", lat:49.27151, lng:-122.97948, p:"$2,080,000"},
  {addr:"7155 Ridge Dr", lat:49.27432, lng:-122.97262, p:"$2,420,000"},
  {addr:"4411 Pandora St", lat:49.27876, lng:-122.98811, p:"$1,968,000"}
];
$(function(){ Z.detailMap('map', mapCenter, comps); });
</script>
${cards("Other listings in Burnaby North", [
  { price: "$1,899,000", street: "4127 Parker St", place: "Burnaby, BC V5C 3C4", facts: "4 bd · 3 ba · 2,180 sf", href: "/mls-R3049915/4127-Parker-St-Burnaby-BC/" },
  { price: "$2,650,000", street: "6891 Aubrey St", place: "Burnaby, BC V5B 2E5", facts: "6 bd · 5 ba · 3,420 sf", href: "/mls-R3050327/6891-Aubrey-St-Burnaby-BC/" },
  { price: "$1,129,000", street: "21-7288 Ridge Dr", place: "Burnaby, BC V5A 1B6", facts: "3 bd · 3 ba · 1,460 sf", href: "/mls-R3052208/21-7288-Ridge-Dr-Burnaby-BC/", tag: "Townhouse" },
])}
${footer("Zealty Realty Ltd.", ["Zealty Realty Ltd. is a licensed real estate brokerage. Office: 210-4288 Grandview Hwy, Burnaby, BC V5C 6C3 · 604-555-0100.", "Assessment data © BC Assessment. Sold data from the MLS® System; not intended to solicit properties already listed for sale. The trademarks REALTOR®, REALTORS® and MLS® are controlled by CREA."])}
</body></html>`,
    expected: {
      price: { amount: 2188000 },
      propertyKind: "house",
      street: "7128 Halifax St",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5B 2R7",
      neighbourhood: "Montecito",
      bedrooms: 5,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2614,
      lot: { value: 6710, unit: "ft2" },
      yearBuilt: 1972,
      mlsNumber: "R3051846",
      listingAgentName: "Priya Sandhu-Whitfield",
      brokerageName: "Westbridge Pacific Realty Ltd.",
      geo: { lat: 49.27163, lng: -122.97412 },
    },
  },
  {
    name: "ho93-ratelane-condo-lower-lonsdale-north-vancouver",
    site: "ratelane.ca",
    set: "held-out-93",
    traps:
      "a mortgage broker's 'can I afford it' page embedding a DDF listing: purchase price beside down payment, CMHC premium, stress-test income, property transfer tax and a 'homes in your budget' rail with a higher ceiling; the broker's own mortgage specialist and office; the embed's data-attributes and window state with the listing's point; strata fee; the listing agent and brokerage only in the embed's courtesy line",
    pageUrl: "https://www.ratelane.ca/afford/r3047712-1207-160-foundry-quay-north-vancouver",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Can you afford 1207-160 Foundry Quay, North Vancouver? | Ratelane Mortgage</title>
<meta name="description" content="See the payment, down payment and income needed for this $829,900 Lower Lonsdale condo. Get pre-approved with a Ratelane mortgage broker.">
<meta property="og:title" content="Afford this home: $829,900 · 2 bed · North Vancouver">
<link rel="stylesheet" href="/wp-content/themes/ratelane/dist/main.css">
${gtag("G-RTLN93NV")}
${pixel("93170042")}
${ld({ "@context": "https://schema.org", "@type": "FinancialService", name: "Ratelane Mortgage Group Inc.", address: { "@type": "PostalAddress", streetAddress: "800-1055 W Hastings St", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6E 2E9", addressCountry: "CA" }, telephone: "+1-604-555-0190", areaServed: "BC" })}
</head><body class="page-template-afford">
${header("Ratelane", ["Rates", "Pre-approval", "Refinance", "Renewal", "First-time buyers", "Calculators", "Blog"], `<a class="topbar__phone" href="tel:16045550190">604-555-0190</a>`)}
<main>
${crumbs(["Home", "Afford a home", "North Vancouver", "1207-160 Foundry Quay"])}
<section class="afford-hero"><h1>Can you afford this North Vancouver condo?</h1><p>We pulled this listing from the MLS® so you can see the real numbers before you book a showing. Today's best 5-year fixed: <strong>4.09%</strong> (insured).</p></section>
<div class="rl-embed" id="rl-listing-embed" data-source="ddf" data-mls="R3047712" data-lat="49.30982" data-lng="-123.07951">
<div class="rl-embed__card">
${gallery("https://cdn.ratelane.ca/ddf/R3047712", 28, "1207-160 Foundry Quay")}
<div class="rl-embed__price">$829,900</div>
<div class="rl-embed__addr">1207-160 Foundry Quay, North Vancouver, BC V7M 0K3</div>
<ul class="rl-embed__facts"><li>2 Beds</li><li>2 Baths</li><li>912 sq ft</li><li>Apartment/Condo</li><li>Built 2019</li></ul>
<p class="rl-embed__hood">Lower Lonsdale · Strata fee $512/mo · Taxes $2,684 (2025)</p>
<p class="rl-embed__desc">South-facing corner home at The Foundry, steps to the Quay, the Shipyards and the SeaBus. Two bedrooms on opposite sides, two full baths, floor-to-ceiling windows with harbour and city views, and a covered balcony. One parking, one locker, pets and rentals allowed.</p>
<p class="rl-embed__courtesy">Listing courtesy of Sienna Marchetti, Harbourline Realty Ltd. · MLS® R3047712 · Data supplied by CREA's DDF®.</p>
</div></div>
${calculator("Your numbers for this home", [["Purchase price", "$829,900"], ["Down payment (10%)", "$82,990"], ["CMHC premium (3.10%)", "$23,154"], ["Total mortgage", "$770,064"], ["Rate (5-yr fixed, insured)", "4.09%"], ["Amortization", "25 years"]], "Payment: $4,086 / month · Qualifying income (stress test at 6.09%): $158,700 / year")}
${rows("Closing costs for this purchase", [["Property transfer tax", "$14,598"], ["First-time buyer exemption", "Not eligible above $835,000 fair market value (partial)"], ["Legal & notary", "≈ $1,400"], ["Strata Form B & docs", "≈ $300"], ["Home inspection", "≈ $550"]], "closing")}
${savingsBox("Pre-approved buyers win more offers", ["Lock today's rate for 120 days while you shop.", "Homes in your budget: with $90,000 down and a $165,000 household income you could buy up to $912,000."], "Start my pre-approval")}
${ownAgent("Your mortgage specialist", { name: "Derek Yuen", title: "Mortgage Broker, Ratelane Mortgage Group Inc. (BCFSA licensed)", phone: "604-555-0191", email: "derek@ratelane-mail.example" }, "Derek has helped 400+ North Shore buyers finance condos and can review the strata's depreciation report with your realtor.")}
${cards("Homes in your budget nearby", [
  { price: "$899,000", street: "1803-133 E Esplanade Ave", place: "North Vancouver, BC V7L 0A1", facts: "2 bd · 2 ba · 960 sq ft", href: "/afford/r3046209-1803-133-e-esplanade-ave-north-vancouver" },
  { price: "$749,000", street: "402-1477 Lonsdale Ave", place: "North Vancouver, BC V7M 2H9", facts: "2 bd · 1 ba · 840 sq ft", href: "/afford/r3051177-402-1477-lonsdale-ave-north-vancouver" },
  { price: "$1,289,000", street: "302-1980 Marine Dr", place: "West Vancouver, BC V7V 1J6", facts: "2 bd · 2 ba · 1,210 sq ft", href: "/afford/r3049008-302-1980-marine-dr-west-vancouver" },
])}
${leadForm("Get pre-approved for this home", "I'd like a pre-approval for 1207-160 Foundry Quay ($829,900).", "Get my pre-approval")}
</main>
${windowState("RL_EMBED", { source: "ddf", listing: { mls: "R3047712", price: 829900, address: "1207-160 Foundry Quay", city: "North Vancouver", province: "BC", postal: "V7M 0K3", beds: 2, baths: 2, sqft: 912, year: 2019, type: "Apartment/Condo", lat: 49.30982, lng: -123.07951, strataFee: 512 }, budget: { maxPrice: 912000, downPayment: 90000, income: 165000 }, nearby: [{ mls: "R3046209", price: 899000, lat: 49.31077, lng: -123.07602 }, { mls: "R3051177", price: 749000, lat: 49.32129, lng: -123.07214 }] })}
${footer("Ratelane Mortgage Group Inc.", ["Ratelane Mortgage Group Inc. is a mortgage brokerage licensed by the BC Financial Services Authority. 800-1055 W Hastings St, Vancouver, BC V6E 2E9. We are not a real estate brokerage; listing information is provided by the listing brokerage through CREA's DDF® and is not intended to solicit buyers or sellers under contract.", "Rates subject to change and approval; O.A.C. Payments are estimates."], ["Rates", "Calculators", "About", "Reviews", "Privacy", "Terms"])}
</body></html>`,
    expected: {
      price: { amount: 829900 },
      propertyKind: "condo",
      street: "1207-160 Foundry Quay",
      city: "North Vancouver",
      province: "BC",
      postalCode: "V7M 0K3",
      neighbourhood: "Lower Lonsdale",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 912,
      yearBuilt: 2019,
      mlsNumber: "R3047712",
      listingAgentName: "Sienna Marchetti",
      brokerageName: "Harbourline Realty Ltd.",
      geo: { lat: 49.30982, lng: -123.07951 },
    },
  },
  {
    name: "ho93-bode-townhouse-auburn-bay-calgary",
    site: "bode.ca",
    set: "held-out-93",
    traps:
      "a seller-direct platform that is the listing brokerage itself: no listing agent, the owner's first name, and a 'Bōde Home Advisor' of its own; __NEXT_DATA__ with the listing beside comparables (their sold prices and points), a Bōde estimate and a price-change timeline; 'sellers save' commission figures; condo fee; 1,412 sq ft above grade beside an undeveloped basement's 598 sq ft",
    pageUrl: "https://www.bode.ca/listings/calgary/auburn-bay/209-auburn-meadows-walk-se-a2268514",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>209 Auburn Meadows Walk SE, Calgary | Townhouse for sale | Bōde</title>
<meta name="description" content="3 bed, 2.5 bath townhouse in Auburn Bay, Calgary. $549,000. Buy direct from the seller on Bōde.">
<meta property="og:image" content="https://media.bode.ca/l/8f21c4/cover.jpg">
<link rel="preload" href="/_next/static/css/9a0f2e1c4b.css" as="style">
<link rel="stylesheet" href="/_next/static/css/9a0f2e1c4b.css">
${gtag("G-BODE93YYC")}
</head><body>
<div id="__next">
${header("Bōde", ["Buy", "Sell", "How Bōde works", "Pricing", "Home valuation", "Learn"])}
<main class="ListingPage_root__x2Lq">
${crumbs(["Calgary", "Auburn Bay", "209 Auburn Meadows Walk SE"])}
${gallery("https://media.bode.ca/l/8f21c4", 34, "209 Auburn Meadows Walk SE")}
<div class="ListingPage_head__Q7pa">
<h1>209 Auburn Meadows Walk SE</h1>
<p>Auburn Bay, Calgary, AB T3M 2E8</p>
<div class="Price_price__m1Zx">$549,000</div>
<div class="Price_change__p9Kc">↓ $16,000 on Oct 14</div>
<ul class="KeyFacts_list__a0Rt"><li>3 beds</li><li>2.5 baths</li><li>1,412 sqft</li><li>Row/Townhouse</li></ul>
</div>
<section class="Seller_box__s3Tq"><h2>Meet the seller</h2><p>Danielle is selling this home herself on Bōde. Message her, book your own showing and make an offer online — no buyer's agent required.</p><button>Message Danielle</button><button>Book a showing</button></section>
<section class="About_root__b1Yw"><h2>About this home</h2><p>End-unit townhouse backing onto the green space in Auburn Bay, with lake privileges for the whole family. Bright main floor with quartz kitchen, half bath and a south deck; upstairs 3 bedrooms including a primary with walk-in and ensuite, plus a second full bath and upstairs laundry. Undeveloped basement (598 sq ft) ready for your ideas. Single attached garage plus driveway. Walk to the school, the South Health Campus and the Seton shops.</p></section>
${rows("Details", [["Property type", "Row/Townhouse"], ["Title", "Condominium"], ["Bedrooms", "3"], ["Bathrooms", "2 full, 1 half"], ["Above grade", "1,412 sq ft"], ["Basement", "Full, unfinished (598 sq ft)"], ["Year built", "2016"], ["Condo fee", "$268 / month"], ["Property taxes", "$2,911 (2025)"], ["MLS®", "A2268514"], ["Days on Bōde", "47"]])}
${table("Price history", ["Date", "Event", "Price"], [["Oct 14, 2025", "Price reduced", "$549,000"], ["Sep 8, 2025", "Listed on Bōde", "$565,000"], ["Aug 30, 2016", "Sold (new build)", "$398,500"]])}
<section class="Estimate_root__k8Wd"><h2>Bōde Estimate</h2><p class="Estimate_value__v2Lp">$556,400</p><p>Range $531,000 – $581,000 · based on 14 recent sales in Auburn Bay</p></section>
${savingsBox("Why sellers choose Bōde", ["Danielle pays a 1% fee instead of a traditional 7% on the first $100K and 3% on the balance — a saving of about $15,700 on a home at this price.", "Buyers who buy without an agent can negotiate part of that saving into their price."], "See how Bōde works")}
${ownAgent("Your Bōde Home Advisor", { name: "Cole Arsenault", title: "REALTOR®, Bōde Realty Ltd.", phone: "403-555-0148" }, "Cole can answer questions about the offer process, conditions and deposits. Bōde Home Advisors don't represent buyers or sellers in the negotiation.")}
${cards("Similar homes in Auburn Bay", [
  { price: "Sold $561,000", street: "86 Auburn Meadows Common SE", place: "Calgary, AB", facts: "3 bd · 2.5 ba · 1,448 sqft", href: "/sold/calgary/auburn-bay/86-auburn-meadows-common-se", tag: "Sold Sep 2025" },
  { price: "$534,900", street: "412 Auburn Bay Sq SE", place: "Calgary, AB", facts: "3 bd · 2.5 ba · 1,380 sqft", href: "/listings/calgary/auburn-bay/412-auburn-bay-sq-se-a2266071" },
  { price: "Sold $542,500", street: "23 Auburn Crest Way SE", place: "Calgary, AB", facts: "3 bd · 2.5 ba · 1,396 sqft", href: "/sold/calgary/auburn-bay/23-auburn-crest-way-se", tag: "Sold Aug 2025" },
])}
${calculator("Monthly cost", [["Price", "$549,000"], ["Down payment", "$54,900"], ["Rate", "4.29%"], ["Condo fee", "$268"]], "≈ $3,214 / month incl. condo fee and taxes")}
</main>
${footer("Bōde Canada Inc.", ["Bōde Realty Ltd. is the listing brokerage for homes listed on Bōde, licensed by the Real Estate Council of Alberta. Office: 1100-333 7 Ave SW, Calgary, AB T2P 2Z1.", "Listing data on the MLS® System of the Calgary Real Estate Board (CREB®). Estimates are not appraisals."])}
</div>
${nextData({ props: { pageProps: { listing: { id: "8f21c4", mlsNumber: "A2268514", status: "ACTIVE", price: 549000, originalPrice: 565000, address: { street: "209 Auburn Meadows Walk SE", city: "Calgary", province: "AB", postalCode: "T3M 2E8", community: "Auburn Bay" }, location: { lat: 50.88706, lng: -113.95894 }, propertyType: "ROW_TOWNHOUSE", title: "CONDOMINIUM", bedrooms: 3, bathroomsFull: 2, bathroomsHalf: 1, sqftAboveGrade: 1412, basementSqft: 598, yearBuilt: 2016, condoFee: 268, seller: { firstName: "Danielle" }, brokerage: "Bōde Realty Ltd.", daysOnMarket: 47 }, estimate: { value: 556400, low: 531000, high: 581000 }, priceEvents: [{ date: "2025-10-14", type: "PRICE_CHANGE", price: 549000 }, { date: "2025-09-08", type: "LISTED", price: 565000 }, { date: "2016-08-30", type: "SOLD", price: 398500 }], comparables: [{ street: "86 Auburn Meadows Common SE", soldPrice: 561000, soldDate: "2025-09-19", sqft: 1448, lat: 50.88795, lng: -113.95641 }, { street: "412 Auburn Bay Sq SE", price: 534900, sqft: 1380, lat: 50.88348, lng: -113.96212 }, { street: "23 Auburn Crest Way SE", soldPrice: 542500, soldDate: "2025-08-27", sqft: 1396, lat: 50.88911, lng: -113.95017 }], advisor: { name: "Cole Arsenault", phone: "403-555-0148" } }, __N_SSP: true }, page: "/listings/[city]/[community]/[slug]", query: { city: "calgary", community: "auburn-bay", slug: "209-auburn-meadows-walk-se-a2268514" }, buildId: "bQ7f1mZr2T", isFallback: false, gssp: true, scriptLoader: [] })}
<script src="/_next/static/chunks/webpack-3d1f0c.js" defer></script><script src="/_next/static/chunks/pages/listings/%5Bcity%5D/%5Bcommunity%5D/%5Bslug%5D-b71e.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 549000 },
      propertyKind: "townhouse",
      street: "209 Auburn Meadows Walk SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T3M 2E8",
      neighbourhood: "Auburn Bay",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1412,
      yearBuilt: 2016,
      mlsNumber: "A2268514",
      brokerageName: "Bōde Realty Ltd.",
      geo: { lat: 50.88706, lng: -113.95894 },
    },
  },
  {
    name: "ho93-listing-condo-oliver-edmonton",
    site: "listing.ca",
    set: "held-out-93",
    traps:
      "an aggregator's Astro page: the listing's facts and point only inside astro-island props ([type, value] pairs, HTML-escaped); '1 + den' (a den, not a bedroom); Edmonton's '#906 10021 116 Street NW' address form; the unit's 2014 sale above today's price and a price drop; other units in the same building; the aggregator's own brokerage and office in Edmonton",
    pageUrl: "https://listing.ca/ab/edmonton/oliver/906-10021-116-street-nw-e4461207",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>#906 10021 116 Street NW, Edmonton AB T5K 1V4 | E4461207 | Listing.ca</title>
<meta name="description" content="Apartment for sale in Oliver, Edmonton: 1 bed + den, 1 bath, 742 sq ft. $214,900.">
<meta name="generator" content="Astro v4.16.7">
<link rel="stylesheet" href="/_astro/listing.Cq3v8Yx1.css">
<script type="module" src="/_astro/hoisted.Dp2W7kQe.js"></script>
${gtag("G-LSTCA93YEG")}
</head><body>
${header("Listing.ca", ["Buy", "Rent", "Sold", "New Condos", "Agents", "Mortgage"])}
<main class="container">
${crumbs(["Alberta", "Edmonton", "Oliver", "#906 10021 116 Street NW"])}
${astroIsland("a3f9c21e7b", "Gallery", { photos: ["https://cdn.listing.ca/e4461207/1.jpg", "https://cdn.listing.ca/e4461207/2.jpg", "https://cdn.listing.ca/e4461207/3.jpg"], count: 22 }, `<div class="gallery"><img src="https://cdn.listing.ca/e4461207/1.jpg" alt="#906 10021 116 Street NW" width="960" height="640"></div>`)}
<div class="head">
<h1>#906 10021 116 Street NW</h1>
<p class="head__place">Oliver, Edmonton, AB T5K 1V4</p>
<p class="head__price">$214,900</p>
<p class="head__facts">1 + den bed · 1 bath · 742 sq ft · Apartment</p>
</div>
<section class="desc"><h2>Description</h2><p>Ninth-floor unit in a concrete 2008 building on a tree-lined street in Oliver, two blocks to Jasper Ave and the 116 St LRT stop. Open kitchen with granite and an eating bar, a bedroom with walk-through closet, a den that works as an office, in-suite laundry and a west balcony. Titled underground stall, storage, fitness room. Condo fee $498/month includes heat and water.</p></section>
${astroIsland("b71d04c9e2", "KeyFacts", { listing: { mls: "E4461207", status: "Active", price: 214900, street: "#906 10021 116 Street NW", city: "Edmonton", province: "AB", postal: "T5K 1V4", community: "Oliver", type: "Apartment", beds: 1, den: true, baths: 1, sqft: 742, yearBuilt: 2008, condoFee: 498, dom: 33 } }, `<dl class="keyfacts"><div><dt>MLS®</dt><dd>E4461207</dd></div><div><dt>Type</dt><dd>Apartment (High Rise)</dd></div><div><dt>Bedrooms</dt><dd>1 + den</dd></div><div><dt>Bathrooms</dt><dd>1</dd></div><div><dt>Size</dt><dd>742 sq ft (68.9 m²)</dd></div><div><dt>Built</dt><dd>2008</dd></div><div><dt>Condo fee</dt><dd>$498/mo</dd></div><div><dt>Taxes</dt><dd>$1,872 (2025)</dd></div><div><dt>Days listed</dt><dd>33</dd></div></dl>`)}
${table("Listing &amp; sale history", ["Date", "Event", "Price"], [["Oct 27, 2025", "Price reduced", "$214,900"], ["Oct 3, 2025", "Listed", "$224,900"], ["May 16, 2014", "Sold", "$268,000"], ["Apr 2, 2014", "Listed", "$274,500"]])}
${astroIsland("c0e87a5d13", "ListingMap", { center: { lat: 53.54183, lng: -113.52531 }, zoom: 16, pins: [{ mls: "E4458120", lat: 53.54201, lng: -113.52486, label: "$189,900" }, { mls: "E4460933", lat: 53.54096, lng: -113.52817, label: "$239,000" }] }, `<div class="map-placeholder">Loading map…</div>`)}
${cards("More for sale in this building", [
  { price: "$189,900", street: "#411 10021 116 Street NW", place: "Edmonton, AB T5K 1V4", facts: "1 bed · 1 bath · 655 sq ft", href: "/ab/edmonton/oliver/411-10021-116-street-nw-e4458120" },
  { price: "$309,000", street: "#1502 10021 116 Street NW", place: "Edmonton, AB T5K 1V4", facts: "2 bed · 2 bath · 1,048 sq ft", href: "/ab/edmonton/oliver/1502-10021-116-street-nw-e4455761" },
])}
${cards("Nearby in Oliver", [
  { price: "$239,000", street: "#1206 11710 100 Avenue NW", place: "Edmonton, AB T5K 0K1", facts: "2 bed · 1 bath · 820 sq ft", href: "/ab/edmonton/oliver/1206-11710-100-avenue-nw-e4460933" },
  { price: "$1,650 / month", street: "#703 10140 120 Street NW", place: "Edmonton, AB T5K 1Z9", facts: "1 bed · 1 bath · 610 sq ft", href: "/rent/ab/edmonton/oliver/703-10140-120-street-nw", tag: "For rent" },
], "nearby")}
<p class="courtesy">Listed by Rohan Baptiste of Riverdale Prime Realty. Data supplied by the REALTORS® Association of Edmonton through CREA's DDF®.</p>
${ownAgent("Want to see it? A Listing.ca agent can take you", { name: "Jasleen Grewal", title: "REALTOR®, Prairie Portal Realty Inc.", phone: "780-555-0126" }, "Our agents show any listing in Edmonton and refund part of our commission to you at closing.")}
${leadForm("Book a showing", "I'd like to see #906 10021 116 Street NW.", "Request showing")}
</main>
${footer("Listing.ca", ["Listing.ca is operated by Prairie Portal Realty Inc., a licensed brokerage: 300-10180 101 Street NW, Edmonton, AB T5J 4K1 · 780-555-0100.", "MLS®, REALTOR® and the associated logos are trademarks of CREA. The information is deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 214900 },
      propertyKind: "condo",
      street: "#906 10021 116 Street NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5K 1V4",
      neighbourhood: "Oliver",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 742,
      yearBuilt: 2008,
      mlsNumber: "E4461207",
      listingAgentName: "Rohan Baptiste",
      brokerageName: "Riverdale Prime Realty",
      geo: { lat: 53.54183, lng: -113.52531 },
    },
  },
  {
    name: "ho93-quickclose-house-kiniski-gardens-edmonton",
    site: "quickclose.ca",
    set: "held-out-93",
    traps:
      "an iBuyer reselling a home it bought: its own purchase price and renovation spend, an 'instant offer' example for the visitor's home and a trade-in calculator; '3 + 2' bedrooms in a bi-level; 1,108 sq ft above grade beside 2,010 finished; lot '457 m²' first; urql SSR cache with the operation result as a JSON string (listing beside nearby homes' points); the site's own guide beside the listing agent",
    pageUrl: "https://quickclose.ca/homes/edmonton/3412-41-street-nw",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3412 41 Street NW, Edmonton — Certified QuickClose Home | QuickClose</title>
<meta name="description" content="Renovated bi-level in Kiniski Gardens, Mill Woods. 3+2 beds, 2 baths. $439,900. Move in with our 120-day buyback guarantee.">
<link rel="stylesheet" href="/assets/index-4c1a9e.css">
<script type="module" crossorigin src="/assets/index-b20f7d.js"></script>
${gtag("G-QCLS93YEG")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "QuickClose", url: "https://quickclose.ca", address: { "@type": "PostalAddress", streetAddress: "2100-10111 104 Ave NW", addressLocality: "Edmonton", addressRegion: "AB", postalCode: "T5J 0J4" } })}
</head><body>
<div id="root">
${header("QuickClose", ["Sell to us", "Buy a QuickClose home", "Trade in", "How it works", "Reviews"], `<a class="btn btn--accent" href="/offer">Get my offer</a>`)}
<main class="home-page">
${crumbs(["Homes", "Edmonton", "Mill Woods", "Kiniski Gardens"])}
${gallery("https://img.quickclose.ca/h/7731", 41, "3412 41 Street NW")}
<section class="home-page__summary">
<span class="badge">QuickClose Certified · Owned by QuickClose</span>
<h1>3412 41 Street NW</h1>
<p>Kiniski Gardens · Edmonton, AB T6L 5R2</p>
<p class="home-page__price">$439,900</p>
<p>3 + 2 beds · 2 baths · 1,108 sq ft above grade</p>
</section>
<section class="home-page__story"><h2>What we did to this home</h2><p>We bought this 1984 bi-level in August and spent six weeks on it: new luxury vinyl plank throughout, a refinished kitchen with quartz counters, new hot water tank, repainted top to bottom and a re-shingled roof. Three bedrooms and a 4-piece bath up; two bedrooms, a 3-piece bath and a family room down, with 2,010 sq ft finished in total. Double detached garage off the back lane, fenced yard, walking distance to Kiniski Gardens School and Mill Woods Town Centre.</p>
<p class="home-page__disclosure">Disclosure: QuickClose Homes Ltd. (a related company) owns this property. We paid $371,000 on Aug 12, 2025 and invested $28,600 in repairs and updates.</p></section>
${rows("Home facts", [["MLS®", "E4460398"], ["Style", "Bi-level"], ["Bedrooms", "3 up, 2 down"], ["Bathrooms", "2 full (4-pc, 3-pc)"], ["Above grade", "1,108 sq ft"], ["Total finished", "2,010 sq ft"], ["Lot", "457 m² (4,919 sq ft)"], ["Year built", "1984"], ["Garage", "Double detached"], ["Taxes", "$3,402 (2025)"]])}
${savingsBox("Own a home already? Trade in.", ["We'll make you a firm offer on your current home and you move once. Example: a 1,100 sq ft bungalow in Greenview last week got an offer of $412,000.", "No double mortgage, no showings."], "Get my instant offer")}
${calculator("Trade-in calculator", [["Your home's estimated value", "$412,000"], ["Mortgage owing", "$198,000"], ["QuickClose service fee (5%)", "$20,600"]], "Equity towards 3412 41 Street NW: $193,400")}
${ownAgent("Your QuickClose Home Guide", { name: "Amara Oyelaran", title: "Home Guide, QuickClose", phone: "780-555-0133" }, "Tour it yourself with the app, 8am–8pm, or book Amara for a guided visit. Guides are not licensed to give advice on offers.")}
<p class="home-page__mls">Listed by Devon Tkachuk, QuickClose Realty Inc. — REALTORS® Association of Edmonton MLS® System.</p>
${leadForm("Questions about this home?", "I'm interested in 3412 41 Street NW.", "Send")}
${cards("More QuickClose homes", [
  { price: "$389,500", street: "2207 38 Street NW", place: "Edmonton, AB T6L 4T9", facts: "4 beds · 2 baths · 1,040 sq ft", href: "/homes/edmonton/2207-38-street-nw" },
  { price: "$529,000", street: "1716 Tompkins Way NW", place: "Edmonton, AB T6R 3B2", facts: "4 beds · 3.5 baths · 1,702 sq ft", href: "/homes/edmonton/1716-tompkins-way-nw" },
  { price: "$349,900", street: "155 Cheriton Cres", place: "St. Albert, AB T8N 4X2", facts: "3 beds · 2 baths · 1,020 sq ft", href: "/homes/st-albert/155-cheriton-cres" },
])}
</main>
${footer("QuickClose Technologies Inc.", ["QuickClose Realty Inc. is a real estate brokerage licensed by RECA. 2100-10111 104 Ave NW, Edmonton, AB T5J 0J4. Homes marked 'Owned by QuickClose' are owned by QuickClose Homes Ltd., a related party.", "Offers are subject to an in-person assessment. Buyback guarantee terms apply."])}
</div>
${urqlData({ "4127733091": { home: { __typename: "Home", id: "7731", slug: "3412-41-street-nw", mlsNumber: "E4460398", listPrice: 439900, acquisition: { price: 371000, date: "2025-08-12", renovationSpend: 28600 }, address: { __typename: "Address", line1: "3412 41 Street NW", city: "Edmonton", province: "AB", postalCode: "T6L 5R2", neighbourhood: "Kiniski Gardens" }, coordinates: { latitude: 53.45937, longitude: -113.41612 }, bedsAbove: 3, bedsBelow: 2, bathsFull: 2, sqftAboveGrade: 1108, sqftFinished: 2010, lotSizeM2: 457, yearBuilt: 1984, listingAgent: { name: "Devon Tkachuk", brokerage: "QuickClose Realty Inc." } } }, "2290517764": { nearbyHomes: [{ __typename: "Home", id: "7702", listPrice: 389500, coordinates: { latitude: 53.45411, longitude: -113.40978 } }, { __typename: "Home", id: "7745", listPrice: 529000, coordinates: { latitude: 53.46918, longitude: -113.55327 } }] } })}
</body></html>`,
    expected: {
      price: { amount: 439900 },
      propertyKind: "house",
      street: "3412 41 Street NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T6L 5R2",
      neighbourhood: "Kiniski Gardens",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1108,
      lot: { value: 457, unit: "m2" },
      yearBuilt: 1984,
      mlsNumber: "E4460398",
      listingAgentName: "Devon Tkachuk",
      brokerageName: "QuickClose Realty Inc.",
      geo: { lat: 53.45937, lng: -113.41612 },
    },
  },
];
