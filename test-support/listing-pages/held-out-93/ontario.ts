/**
 * Ninety-third held-out corpus, Ontario: zown.ca (a rebate brokerage's Toronto condo in Next.js app-router flight
 * rows), condowong.ca (a condo blogger's WordPress post with a lease listing embedded), soldwatch.ca (a sold-data
 * site's Markham condo townhouse with its own sold and leased history, Vue SSR state), clvr.ca (a discount
 * brokerage's own Ottawa semi in Remix) and northstarrelo.ca (a relocation company's Orléans house for transferees,
 * microdata). Addresses, names, phone numbers and numbers are invented; the expected facts were written before any
 * extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calculator,
  cards,
  crumbs,
  footer,
  gallery,
  gtag,
  header,
  leadForm,
  nextFlight,
  ownAgent,
  pixel,
  remixContext,
  rows,
  savingsBox,
  table,
  windowState,
} from "./chrome.ts";

const zownListing = {
  mlsNumber: "C12418305",
  status: "Active",
  listPrice: 789000,
  address: { unit: "1911", streetNumber: "240", streetName: "Fort York", streetSuffix: "Blvd", city: "Toronto", province: "ON", postalCode: "M5V 4A2", community: "Niagara", area: "C01" },
  coordinates: { lat: 43.63851, lng: -79.40102 },
  type: "Condo Apartment",
  bedrooms: 2,
  bathrooms: 2,
  sqftRange: "800-899",
  maintenance: 712,
  taxes: 3318,
  exposure: "SW",
  parking: 1,
  locker: "Owned",
  listBrokerage: "Lakeshore Crest Realty Inc., Brokerage",
  daysOnMarket: 71,
};

export const HELD_OUT_93_ONTARIO: ListingPage[] = [
  {
    name: "ho93-zown-condo-niagara-toronto",
    site: "zown.ca",
    set: "held-out-93",
    traps:
      "a rebate brokerage's page: 'Get $12,450 back' and a Zown estimate beside the price; 'Your Zown agent' while the board's line names only the listing brokerage; a '800-899' sq ft band; the unit's 2019 sale and 2022 lease; three price steps; Next.js app-router flight rows carrying the listing beside same-building comparables with their own MLS numbers and points; Zown's own brokerage office",
    pageUrl: "https://www.zown.ca/listing/C12418305/1911-240-fort-york-blvd-toronto",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1911-240 Fort York Blvd, Toronto | $789,000 | Zown</title>
<meta name="description" content="2 bed 2 bath condo at 1911-240 Fort York Blvd, Toronto. Buy with Zown and get $12,450 back.">
<link rel="stylesheet" href="/_next/static/css/3e0d5f11a2c4.css" data-precedence="next">
<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/webpack-8a61e0.js">
${gtag("G-ZOWN93TOR")}
${pixel("93418305")}
</head><body class="__className_f3b1c2">
${header("Zown", ["Buy", "Sell", "Rebate calculator", "Zown Estimate", "Pre-construction", "About"])}
<main class="listing">
${crumbs(["Toronto", "C01", "Niagara", "1911-240 Fort York Blvd"])}
${gallery("https://cdn.zown.ca/listings/C12418305", 26, "1911-240 Fort York Blvd")}
<div class="listing__top">
<div><h1>1911-240 Fort York Blvd</h1><p>Niagara, Toronto, ON M5V 4A2</p></div>
<div class="listing__price">$789,000 <span class="listing__drop">−$30,000 since listed</span></div>
</div>
<ul class="listing__chips"><li>2 Bed</li><li>2 Bath</li><li>800–899 sqft</li><li>Condo Apt</li><li>71 days on market</li></ul>
${savingsBox("Get $12,450 back", ["Buy this home with Zown and we rebate part of our commission to you at closing: $12,450 on a purchase at $789,000.", "Selling too? List with Zown for 1% and save on both sides."], "Book a tour with your Zown agent")}
<section class="listing__estimate"><h2>Zown Estimate</h2><p><strong>$772,000</strong> · 2.2% below list price · confidence: high</p><p>Price per sq ft: $930 (list) vs $884 average sold in the building this year.</p></section>
<section class="listing__desc"><h2>Description</h2><p>Sun-filled southwest corner suite with a wraparound balcony over Fort York and the lake. Split 2-bedroom plan, two full baths, an open kitchen with integrated appliances and a centre island. One parking and one owned locker. 24-hr concierge, gym, party room and rooftop terrace; streetcar at the door, a short walk to the Bentway, Loblaws and Stanley Park. Building completed in 2016.</p></section>
${rows("Property details", [["MLS®", "C12418305"], ["Type", "Condo Apartment"], ["Bedrooms", "2"], ["Bathrooms", "2"], ["Size", "800–899 sqft"], ["Exposure", "SW"], ["Maintenance", "$712/mo"], ["Taxes", "$3,318 / 2025"], ["Parking", "1 underground"], ["Locker", "Owned"], ["Building built", "2016"]])}
${table("Price & listing history", ["Date", "Event", "Price"], [["Oct 28, 2025", "Price change", "$789,000"], ["Oct 1, 2025", "Price change", "$799,000"], ["Sep 3, 2025", "Listed for sale", "$819,000"], ["Jun 11, 2022", "Leased", "$3,050/mo"], ["Mar 22, 2019", "Sold", "$705,000"]])}
${table("Recently sold in 240 Fort York Blvd", ["Unit", "Beds", "Size", "Sold", "Date"], [["2304", "2", "800–899", "$768,000", "Aug 2025"], ["1105", "1+1", "600–699", "$598,000", "Jul 2025"], ["2711", "2+1", "900–999", "$861,500", "May 2025"]], "comps")}
${ownAgent("Your Zown agent", { name: "Kiran Mahadeo", title: "Sales Representative, Zown Realty Inc., Brokerage", phone: "416-555-0164", email: "kiran@zown-mail.example" }, "Kiran has toured 40+ suites at 240 Fort York and can book you in today. Zown agents are salaried, not commissioned.")}
${calculator("Mortgage calculator", [["Home price", "$789,000"], ["Down payment", "20% ($157,800)"], ["Interest rate", "4.19%"], ["Amortization", "25 years"]], "$3,386 / month + $712 maintenance")}
${leadForm("Book a tour", "I'd like to see 1911-240 Fort York Blvd.", "Book now")}
<p class="listing__board">Listed by Lakeshore Crest Realty Inc., Brokerage. Listing information provided by the Toronto Regional Real Estate Board (TRREB) through PropTx. Information deemed reliable but not guaranteed.</p>
${cards("Similar listings nearby", [
  { price: "$829,000", street: "3102-215 Fort York Blvd", place: "Toronto, ON M5V 4A2", facts: "2 bd · 2 ba · 800–899 sqft", href: "/listing/C12433817/3102-215-fort-york-blvd-toronto" },
  { price: "$699,900", street: "1408-85 Queens Wharf Rd", place: "Toronto, ON M5V 0J9", facts: "1+1 bd · 2 ba · 600–699 sqft", href: "/listing/C12401446/1408-85-queens-wharf-rd-toronto" },
  { price: "$3,100/mo", street: "2706-240 Fort York Blvd", place: "Toronto, ON M5V 4A2", facts: "2 bd · 2 ba · 800–899 sqft", href: "/lease/C12452090/2706-240-fort-york-blvd-toronto", tag: "For lease" },
])}
</main>
${footer("Zown Realty Inc.", ["Zown Realty Inc., Brokerage. 500-155 University Ave, Toronto, ON M5H 3B7 · 416-555-0100. Rebate paid by Zown at closing, subject to the terms of your buyer representation agreement and the commission received.", "The MLS® listing data is copyrighted by TRREB. Not intended to solicit buyers or sellers currently under contract."])}
${nextFlight([
  `1:HL["/_next/static/css/3e0d5f11a2c4.css","style"]\n`,
  `2:I[71842,["8511","static/chunks/8511-a1c0.js","3181","static/chunks/app/listing/[mls]/[slug]/page-5f9e.js"],"ListingView"]\n`,
  `3:${JSON.stringify({ listing: zownListing, estimate: { value: 772000, low: 748000, high: 797000 }, rebate: { amount: 12450, currency: "CAD" }, agent: { name: "Kiran Mahadeo", brokerage: "Zown Realty Inc., Brokerage" } })}\n`,
  `4:${JSON.stringify({ history: [{ date: "2025-10-28", event: "PRICE_CHANGE", price: 789000 }, { date: "2025-10-01", event: "PRICE_CHANGE", price: 799000 }, { date: "2025-09-03", event: "NEW", price: 819000 }, { date: "2022-06-11", event: "LEASED", price: 3050 }, { date: "2019-03-22", event: "SOLD", price: 705000 }], comparables: [{ mlsNumber: "C12326118", unit: "2304", soldPrice: 768000, coordinates: { lat: 43.63851, lng: -79.40102 } }, { mlsNumber: "C12433817", listPrice: 829000, address: "3102-215 Fort York Blvd", coordinates: { lat: 43.63793, lng: -79.39918 } }] })}\n`,
  `0:["bX1v0Qk2",[[["",{"children":["listing",{"children":[["mls","C12418305","d"],{"children":["__PAGE__",{}]}]}]},"$undefined","$undefined",true],["$","$L2",null,{"data":"$3","timeline":"$4"}]]]]\n`,
])}
</body></html>`,
    expected: {
      price: { amount: 789000 },
      propertyKind: "condo",
      street: "1911-240 Fort York Blvd",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 4A2",
      neighbourhood: "Niagara",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2016,
      mlsNumber: "C12418305",
      brokerageName: "Lakeshore Crest Realty Inc., Brokerage",
      geo: { lat: 43.63851, lng: -79.40102 },
    },
  },
  {
    name: "ho93-condowong-lease-mimico-toronto",
    site: "condowong.ca",
    set: "held-out-93",
    traps:
      "a condo blogger's WordPress post about a building with one lease listing embedded ($2,450/month): Yoast JSON-LD Article about the post, the building's review, other suites for sale and recently leased in the building, the blogger who is herself a broker at her own brokerage, an IDX embed's window object; '600-699' sq ft band; no coordinates (a map query by address only)",
    pageUrl: "https://condowong.ca/2025/11/the-halcyon-2287-lake-shore-blvd-w-suite-1508-for-lease/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>For Lease: Suite 1508 at The Halcyon, 2287 Lake Shore Blvd W — $2,450 | CondoWong</title>
<meta name="description" content="A south-view 1-bedroom at The Halcyon in Mimico is up for lease at $2,450/month. My take on the building, the suite, and what's leased lately.">
<link rel="canonical" href="https://condowong.ca/2025/11/the-halcyon-2287-lake-shore-blvd-w-suite-1508-for-lease/">
<link rel="https://api.w.org/" href="https://condowong.ca/wp-json/">
<link rel="stylesheet" id="astra-theme-css-css" href="https://condowong.ca/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3" media="all">
<link rel="stylesheet" id="cw-idx-css" href="https://condowong.ca/wp-content/plugins/cw-idx/embed.css?ver=2.3.1" media="all">
${gtag("G-CWONG93TO")}
<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "Article", "@id": "https://condowong.ca/2025/11/the-halcyon-2287-lake-shore-blvd-w-suite-1508-for-lease/#article", headline: "For Lease: Suite 1508 at The Halcyon, 2287 Lake Shore Blvd W", datePublished: "2025-11-04T08:12:40-05:00", author: { "@type": "Person", name: "Connie Wong-Ashby" }, publisher: { "@id": "https://condowong.ca/#organization" }, articleSection: ["For Lease", "Etobicoke", "Building Reviews"] }, { "@type": "Organization", "@id": "https://condowong.ca/#organization", name: "CondoWong", logo: { "@type": "ImageObject", url: "https://condowong.ca/wp-content/uploads/2023/02/cw-logo.png" } }, { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://condowong.ca/" }, { "@type": "ListItem", position: 2, name: "For Lease", item: "https://condowong.ca/category/for-lease/" }, { "@type": "ListItem", position: 3, name: "For Lease: Suite 1508 at The Halcyon" }] }] })}</script>
</head><body class="post-template-default single single-post">
${header("CondoWong", ["Buildings", "For Sale", "For Lease", "Pre-construction", "Market Reports", "About Connie"])}
<div id="content" class="site-content"><div class="ast-container">
<article id="post-18442" class="post-18442 post type-post status-publish category-for-lease">
<header class="entry-header"><h1 class="entry-title">For Lease: Suite 1508 at The Halcyon, 2287 Lake Shore Blvd W</h1>
<div class="entry-meta">Posted on <time datetime="2025-11-04">November 4, 2025</time> by Connie Wong-Ashby · 6 comments</div></header>
<div class="entry-content">
<p>I've written about <a href="/buildings/the-halcyon/">The Halcyon</a> twice since it was finished in 2021, and it is still one of my favourite buildings on the Humber Bay Shores strip: 48 storeys, a real gym, a pool with a lake view, and a concierge who actually knows your name. When a south-facing one-bedroom comes up for lease here I tell my subscribers first.</p>
<h2>The suite</h2>
<p>Suite 1508 is a 1-bedroom, 1-bath layout in the 600–699 sq ft range with a 90 sq ft balcony facing the lake. Laminate throughout, a full-size fridge, and an in-suite washer and dryer. A locker is included; parking is available for $150/month more.</p>
<div class="cw-idx-embed" id="cw-embed-W12490155">
<div class="cw-idx-embed__photos"><img src="https://condowong.ca/wp-content/uploads/idx/W12490155/1.jpg" alt="2287 Lake Shore Blvd W #1508" width="720" height="480"></div>
<div class="cw-idx-embed__body">
<p class="cw-idx-embed__status">For Lease · MLS® W12490155</p>
<p class="cw-idx-embed__price">$2,450 <small>/month</small></p>
<p class="cw-idx-embed__addr">1508-2287 Lake Shore Blvd W, Toronto, ON M8V 0C9</p>
<ul class="cw-idx-embed__facts"><li>1 Bed</li><li>1 Bath</li><li>600–699 sqft</li><li>Condo Apt</li><li>Mimico</li></ul>
<p class="cw-idx-embed__terms">Available Dec 1 · 12-month lease · Tenant pays hydro · No smoking</p>
<p class="cw-idx-embed__brokerage">Listed by Harbourfront Key Realty Ltd., Brokerage. Source: TRREB via PropTx.</p>
<a class="cw-idx-embed__cta" href="#contact">Book a viewing with Connie</a>
</div></div>
<h2>What's leased here lately</h2>
${table("Recently leased at The Halcyon", ["Suite", "Layout", "Size", "Leased", "Date"], [["1112", "1 bed", "600–699", "$2,350/mo", "Aug 2025"], ["2207", "1+1 bed", "600–699", "$2,520/mo", "Sep 2025"], ["3405", "2 bed", "800–899", "$3,150/mo", "Sep 2025"]], "wp-block-table")}
<p>At $2,450 this one is priced right in the middle: the 1+1 on 22 with a better view got $2,520, and 1112 on the north side went for $2,350. Average lease rate in the building this year is $3.72/sq ft.</p>
<h2>Also for sale in The Halcyon</h2>
${cards("For sale in the building", [
  { price: "$849,000", street: "2204-2287 Lake Shore Blvd W", place: "Toronto, ON M8V 0C9", facts: "2 bed · 2 bath · 800–899 sqft", href: "/listing/W12478004/" },
  { price: "$579,900", street: "906-2287 Lake Shore Blvd W", place: "Toronto, ON M8V 0C9", facts: "1 bed · 1 bath · 500–599 sqft", href: "/listing/W12461239/" },
], "cw-related")}
<h2>The building at a glance</h2>
<ul><li>Address: 2287 Lake Shore Blvd W, Toronto</li><li>Completed: 2021</li><li>Storeys: 48 · Suites: 512</li><li>Developer: Shoreline Crest Developments</li><li>Average sold price per sq ft (2025): $1,012</li><li>Maintenance: about $0.68/sq ft</li></ul>
<iframe class="cw-map" title="Map of 2287 Lake Shore Blvd W" src="https://www.google.com/maps/embed/v1/place?key=AIzaSyD-cw-embed-key&amp;q=2287+Lake+Shore+Blvd+W,+Toronto,+ON" width="100%" height="300" loading="lazy"></iframe>
</div>
<footer class="entry-footer">Filed under <a href="/category/for-lease/">For Lease</a>, <a href="/category/etobicoke/">Etobicoke</a>, <a href="/category/building-reviews/">Building Reviews</a></footer>
</article>
${ownAgent("About Connie", { name: "Connie Wong-Ashby", title: "Broker, Skyview Condo Realty Inc., Brokerage", phone: "416-555-0181", email: "connie@condowong-mail.example" }, "I've sold and leased condos in Toronto since 2009. I don't represent the landlord on this one — I can represent you as the tenant at no cost to you.")}
${leadForm("Book a viewing of suite 1508", "Hi Connie, I'd like to see 1508 at The Halcyon.", "Send to Connie", "Connie Wong-Ashby is a broker with Skyview Condo Realty Inc., Brokerage. Your information is only used to reply to you.")}
<section id="comments" class="comments-area"><h3>6 thoughts on "For Lease: Suite 1508 at The Halcyon"</h3><ol class="comment-list"><li class="comment"><b>Mira T.</b> <time>Nov 4, 2025</time><p>Is the parking spot really only $150? I'm paying $200 across the street at 2230.</p></li><li class="comment"><b>Connie Wong-Ashby</b> <time>Nov 4, 2025</time><p>Yes — the landlord owns two spots. 2230 is a different building with its own rates.</p></li><li class="comment"><b>D. Alvarez</b> <time>Nov 5, 2025</time><p>I leased 1112 in August — the north side is quieter but darker. This one's worth it.</p></li></ol></section>
</div></div>
<script>window.cwIdx = ${JSON.stringify({ embeds: [{ mls: "W12490155", kind: "lease", price: 2450, priceFreq: "monthly", unit: "1508", address: "2287 Lake Shore Blvd W", city: "Toronto", beds: 1, baths: 1, sqft: "600-699", brokerage: "Harbourfront Key Realty Ltd., Brokerage" }, { mls: "W12478004", kind: "sale", price: 849000, unit: "2204" }, { mls: "W12461239", kind: "sale", price: 579900, unit: "906" }], agent: "Connie Wong-Ashby" })};</script>
${footer("CondoWong", ["CondoWong is written by Connie Wong-Ashby, Broker, Skyview Condo Realty Inc., Brokerage, 1881 Yonge St, Suite 700, Toronto, ON M4S 3C4. Not intended to solicit buyers, sellers or landlords currently under contract.", "Listing data © TRREB. Information deemed reliable but not guaranteed."], ["Buildings", "Newsletter", "About", "Contact", "Privacy"])}
</body></html>`,
    expected: {
      price: { amount: 2450, period: "month" },
      propertyKind: "condo",
      street: "1508-2287 Lake Shore Blvd W",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 0C9",
      neighbourhood: "Mimico",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2021,
      mlsNumber: "W12490155",
      brokerageName: "Harbourfront Key Realty Ltd., Brokerage",
    },
  },
  {
    name: "ho93-soldwatch-townhouse-cornell-markham",
    site: "soldwatch.ca",
    set: "held-out-93",
    traps:
      "a sold-data site's active listing beside its own history: sold in 2021 above today's price, a terminated 2023 listing and a 2023 lease; a 'Soldwatch value' estimate; sign-in-walled sold comparables; a condo townhouse with washrooms '1 x 2pc, 2 x 4pc'; '1400-1599' sq ft band; an age band, not a year; Vue SSR window.__INITIAL_STATE__ with comparables' points; the site's own agent and brokerage",
    pageUrl: "https://soldwatch.ca/markham/cornell/127-riverlands-common/N12472810",
    html: `<!DOCTYPE html>
<html lang="en" data-n-head-ssr><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>127 Riverlands Common, Markham — N12472810 — Listed $899,000 | Soldwatch</title>
<meta name="description" content="127 Riverlands Common, Markham (Cornell). Condo townhouse listed at $899,000. See its sold history: sold $968,000 in 2021.">
<link rel="stylesheet" href="/static/css/app.61b0c2e7.css">
${gtag("G-SLDW93MKM")}
</head><body>
<div id="app" data-server-rendered="true">
${header("Soldwatch", ["Map", "Sold", "Leased", "Market trends", "Home value", "Agents"])}
<main class="detail">
${crumbs(["Ontario", "York Region", "Markham", "Cornell", "127 Riverlands Common"])}
<section class="detail__head">
<h1>127 Riverlands Common</h1>
<p class="detail__sub">Cornell, Markham, ON L6B 1P7</p>
<div class="detail__prices"><div><span class="lbl">Listed</span> <b>$899,000</b></div><div><span class="lbl">Soldwatch value</span> $912,300</div><div><span class="lbl">Last sold</span> $968,000 (2021)</div></div>
<p class="detail__meta">For sale · 24 days on market · MLS® N12472810</p>
</section>
${gallery("https://img.soldwatch.ca/N12472810", 30, "127 Riverlands Common")}
${rows("Key facts", [["Type", "Condo Townhouse"], ["Style", "3-Storey"], ["Bedrooms", "3"], ["Washrooms", "3 (1 x 2pc main, 2 x 4pc upper)"], ["Size", "1400–1599 sqft"], ["Approx. age", "11–15 years"], ["Maintenance", "$389/mo"], ["Taxes", "$4,486 / 2025"], ["Parking", "1 garage + 1 driveway"], ["Community", "Cornell"]])}
<section class="detail__remarks"><h2>Listing description</h2><p>Freehold-feel condo townhouse on a quiet common near the Cornell Community Centre and Markham Stouffville Hospital. Main floor open plan with walk-out to a deck, powder room; three bedrooms and two full baths above; rec room at grade with garage access. Close to Hwy 407 and Mount Joy GO.</p></section>
${table("History of 127 Riverlands Common", ["Date", "Event", "Price", "DOM"], [["Oct 16, 2025", "Listed", "$899,000", "24"], ["Sep 1, 2023", "Leased", "$3,400/mo", "18"], ["Jul 30, 2023", "Terminated", "$1,049,000", "41"], ["Apr 18, 2021", "Sold", "$968,000", "6"], ["Jun 2, 2014", "Sold", "$452,000", "11"]])}
${table("Sold nearby (last 90 days)", ["Address", "Sold", "Price", "Size"], [["85 Riverlands Common", "Oct 2025", "$921,000", "1400–1599"], ["19 Hawkview Common", "Sep 2025", "🔒 Sign in", "1400–1599"], ["302 Bur Oak Common", "Sep 2025", "🔒 Sign in", "1600–1799"]], "sold-nearby")}
<p class="wall">Sign in to see 6 more sold prices and the full listing history (Ontario regulation requires a free account for sold data).</p>
${calculator("Monthly cost", [["Price", "$899,000"], ["Down payment", "20%"], ["Rate", "4.24%"], ["Maintenance", "$389"]], "$3,876 / month + maintenance")}
<p class="detail__brokerage">Listing brokerage: Unionville Gate Realty Inc., Brokerage. Data from TRREB via PropTx.</p>
${ownAgent("Want to see it or check the comps?", { name: "Vivian Cheung", title: "Sales Representative, Soldwatch Realty Inc., Brokerage", phone: "905-555-0157" }, "Vivian covers Cornell and Wismer and will send you every sold townhouse on the block.")}
${cards("Other Cornell townhouses for sale", [
  { price: "$869,000", street: "41 Riverlands Common", place: "Markham, ON L6B 1P7", facts: "3 bd · 3 ba · 1400–1599 sqft", href: "/markham/cornell/41-riverlands-common/N12466551" },
  { price: "$1,049,000", street: "12 White's Hill Ave", place: "Markham, ON L6B 0T3", facts: "3 bd · 4 ba · 1800–1999 sqft", href: "/markham/cornell/12-whites-hill-ave/N12470028", tag: "Freehold" },
])}
</main>
${footer("Soldwatch", ["Soldwatch Realty Inc., Brokerage. 8500 Leslie St, Suite 210, Markham, ON L3T 7M8 · 905-555-0100.", "Sold and leased data are provided under TRREB's VOW rules to registered users. Estimates are computer-generated and are not appraisals."])}
</div>
${windowState("__INITIAL_STATE__", { route: { name: "listing-detail", params: { mls: "N12472810" } }, listing: { mls: "N12472810", status: "A", price: 899000, address: "127 Riverlands Common", municipality: "Markham", community: "Cornell", province: "ON", postal: "L6B 1P7", type: "Condo Townhouse", bedrooms: 3, washrooms: 3, washroomBreakdown: [{ pcs: 2, count: 1, level: "Main" }, { pcs: 4, count: 2, level: "Upper" }], sqft: "1400-1599", age: "11-15", maintenance: 389, lat: 43.88652, lng: -79.23097, brokerage: "Unionville Gate Realty Inc., Brokerage" }, estimate: { value: 912300 }, history: [{ d: "2025-10-16", e: "New", p: 899000 }, { d: "2023-09-01", e: "Leased", p: 3400 }, { d: "2023-07-30", e: "Terminated", p: 1049000 }, { d: "2021-04-18", e: "Sold", p: 968000 }, { d: "2014-06-02", e: "Sold", p: 452000 }], nearbySold: [{ address: "85 Riverlands Common", price: 921000, lat: 43.88691, lng: -79.23154 }, { address: "19 Hawkview Common", price: null, lat: 43.88533, lng: -79.22871 }], user: null })}
<script src="/static/js/chunk-vendors.2fa81b3d.js" defer></script><script src="/static/js/app.9c04de11.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 899000 },
      propertyKind: "townhouse",
      street: "127 Riverlands Common",
      city: "Markham",
      province: "ON",
      postalCode: "L6B 1P7",
      neighbourhood: "Cornell",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1400,
      mlsNumber: "N12472810",
      brokerageName: "Unionville Gate Realty Inc., Brokerage",
      geo: { lat: 43.88652, lng: -79.23097 },
    },
  },
  {
    name: "ho93-clvr-semi-half-moon-bay-ottawa",
    site: "clvr.ca",
    set: "held-out-93",
    traps:
      "a discount brokerage's own listing in Remix (window.__remixContext loaderData with the listing, an estimate, similar homes' points and a buyer agent): sellers' commission savings and a buyer rebate '$9,748 back'; Clvr's buyer agent beside its listing agent; builder's plan 1,637 sq ft; lot '25 x 105 ft'; the 2018 new-build sale; Barrhaven and Half Moon Bay",
    pageUrl: "https://clvr.ca/listings/ottawa/284-larchmoor-crescent-X12463390",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>284 Larchmoor Crescent, Ottawa — $649,900 — Clvr</title>
<meta name="description" content="3 bed, 2.5 bath semi-detached in Half Moon Bay, Barrhaven. Listed by Clvr for $649,900.">
<link rel="modulepreload" href="/build/entry.client-QK3M1V9A.js">
<link rel="stylesheet" href="/build/_assets/tailwind-7RZ2P4XK.css">
${gtag("G-CLVR93OTT")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Clvr Realty Inc., Brokerage", address: { "@type": "PostalAddress", streetAddress: "45 O'Connor St, Suite 1150", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1P 1A4" }, telephone: "613-555-0100" })}
</head><body class="bg-white text-slate-900">
${header("clvr", ["Sell for less", "Buy & get cash back", "Listings", "Home value", "Reviews"])}
<main class="mx-auto max-w-6xl">
${crumbs(["Listings", "Ottawa", "Barrhaven", "Half Moon Bay"])}
${gallery("https://photos.clvr.ca/X12463390", 33, "284 Larchmoor Crescent")}
<div class="grid grid-cols-3 gap-8">
<div class="col-span-2">
<h1 class="text-3xl font-semibold">284 Larchmoor Crescent</h1>
<p class="text-slate-600">Half Moon Bay, Barrhaven · Ottawa, ON K2J 6R8</p>
<p class="text-4xl font-bold">$649,900</p>
<div class="flex gap-4"><span>3 bd</span><span>2.5 ba</span><span>1,637 sq ft</span><span>Semi-detached</span></div>
<h2>About this home</h2>
<p>Bright 2018 semi on a family crescent in Half Moon Bay, five minutes to the Minto Recreation Complex and the new schools on Kilbirnie. Open main floor with 9-ft ceilings, quartz kitchen, a powder room and a gas fireplace; upstairs a primary with walk-in and ensuite, two more bedrooms, the main bath and laundry. Unfinished basement with rough-in. Fenced yard, garage with inside entry. 1,637 sq ft per builder's plan.</p>
${rows("Details", [["MLS® #", "X12463390"], ["Property type", "Semi-detached, 2-storey"], ["Bedrooms", "3"], ["Bathrooms", "2 full + 1 half"], ["Living area", "1,637 sq ft (builder's plan)"], ["Lot", "25 x 105 ft"], ["Year built", "2018"], ["Basement", "Full, unfinished"], ["Taxes", "$5,214 (2025)"], ["Neighbourhood", "Half Moon Bay"]])}
${table("Property history", ["Date", "Event", "Price"], [["Nov 3, 2025", "Listed by Clvr", "$649,900"], ["May 25, 2018", "Sold (new construction)", "$471,990"]])}
<section><h2>Clvr value estimate</h2><p>$641,000 – $662,000 based on 9 semi-detached sales in Half Moon Bay in the last 6 months.</p></section>
</div>
<div>
${savingsBox("Listed with Clvr: this seller is saving $14,800", ["Sellers pay a flat listing fee instead of a typical 2.5% listing commission.", "Buy this home with Clvr and get $9,748 back (1.5% of the price) at closing."], "Book a showing")}
<aside class="rounded-xl border p-4"><h3>Listing agent</h3><p class="font-semibold">Nadia Brisebois</p><p>Sales Representative, Clvr Realty Inc., Brokerage</p><p><a href="tel:6135550142">613-555-0142</a></p></aside>
${ownAgent("Buying? Your Clvr buyer agent", { name: "Owen Tremblay", title: "Sales Representative, Clvr Realty Inc., Brokerage", phone: "613-555-0159" }, "Owen represents buyers only on Clvr listings and passes our rebate to you.")}
</div></div>
${calculator("Payment estimate", [["Price", "$649,900"], ["Down payment", "10%"], ["Rate", "4.09%"], ["Amortization", "25 years"]], "$3,258 / month incl. CMHC")}
${cards("Similar homes in Barrhaven", [
  { price: "$619,000", street: "77 Gracewood Way", place: "Ottawa, ON K2J 6S1", facts: "3 bd · 2.5 ba · Semi", href: "/listings/ottawa/77-gracewood-way-X12451805" },
  { price: "$734,900", street: "1190 Kilbirnie Dr", place: "Ottawa, ON K2J 6Y3", facts: "4 bd · 2.5 ba · Detached", href: "/listings/ottawa/1190-kilbirnie-dr-X12459027" },
  { price: "$559,000", street: "512 Ambleside Row", place: "Ottawa, ON K2J 6T4", facts: "3 bd · 2.5 ba · Townhouse", href: "/listings/ottawa/512-ambleside-row-X12440316" },
])}
${leadForm("Book a showing", "I'd like to see 284 Larchmoor Crescent.", "Request a time")}
<p class="text-xs">Listed by Clvr Realty Inc., Brokerage. MLS® data provided by the Ottawa Real Estate Board through PropTx. Not intended to solicit properties already listed.</p>
</main>
${footer("Clvr Realty Inc.", ["Clvr Realty Inc., Brokerage · 45 O'Connor St, Suite 1150, Ottawa, ON K1P 1A4 · 613-555-0100. Savings compare Clvr's fee with a 2.5% listing commission plus HST; the rebate is paid from the buyer brokerage commission received."])}
${remixContext({ url: "/listings/ottawa/284-larchmoor-crescent-X12463390", state: { loaderData: { root: { user: null, env: { MAPBOX_TOKEN: "pk.clvr-public" } }, "routes/listings.$slug": { listing: { id: "lst_7cd19e", mls: "X12463390", price: 649900, street: "284 Larchmoor Crescent", city: "Ottawa", province: "ON", postal: "K2J 6R8", neighbourhood: "Half Moon Bay", area: "Barrhaven", type: "SEMI_DETACHED", beds: 3, bathsFull: 2, bathsHalf: 1, sqft: 1637, lotFrontageFt: 25, lotDepthFt: 105, yearBuilt: 2018, lat: 45.26304, lng: -75.74418, listingAgent: { name: "Nadia Brisebois" }, brokerage: "Clvr Realty Inc., Brokerage" }, estimate: { low: 641000, high: 662000 }, savings: { seller: 14800, buyerRebate: 9748 }, buyerAgent: { name: "Owen Tremblay" }, similar: [{ mls: "X12451805", price: 619000, lat: 45.26518, lng: -75.74731 }, { mls: "X12459027", price: 734900, lat: 45.25877, lng: -75.73902 }] } }, actionData: null, errors: null }, future: { v3_fetcherPersist: true } })}
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "semi-detached",
      street: "284 Larchmoor Crescent",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 6R8",
      neighbourhood: "Half Moon Bay",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1637,
      lot: { value: 2625, unit: "ft2" },
      yearBuilt: 2018,
      mlsNumber: "X12463390",
      listingAgentName: "Nadia Brisebois",
      brokerageName: "Clvr Realty Inc., Brokerage",
      geo: { lat: 45.26304, lng: -75.74418 },
    },
  },
  {
    name: "ho93-northstarrelo-house-avalon-west-ottawa",
    site: "northstarrelo.ca",
    set: "held-out-93",
    traps:
      "a relocation company's home-finding page for transferees: schema.org microdata with the listing's GeoCoordinates; 'Orléans' as a place beside the city of Ottawa; '4 + 1' bedrooms; lot '3,552 sq ft (36.09 x 98.43 ft)'; a transferee budget, an IRP-style benchmark and a cost-of-living comparison with the cities people move from; commute times to bases and offices; the relocation counsellor and the company's own brokerage, with the head office in Mississauga",
    pageUrl: "https://www.northstarrelo.ca/home-finding/ottawa/418-millbrook-ridge-crescent",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>418 Millbrook Ridge Crescent, Orléans (Ottawa) | Home Finding | Northstar Relocation</title>
<meta name="description" content="For transferees moving to Ottawa: a 4+1 bedroom detached home in Avalon West, Orléans, listed at $889,000.">
<link rel="stylesheet" href="/assets/css/site.min.css?v=6.2">
<script src="/assets/js/jquery.min.js"></script>
${gtag("G-NSTR93OTT")}
</head><body class="home-finding">
${header("Northstar Relocation", ["Transferees", "Employers", "Government & Military", "Destination Services", "Home Finding", "Contact"], `<a href="/portal">Transferee portal</a>`)}
<main>
${crumbs(["Home Finding", "Ottawa", "Orléans", "Avalon West"])}
<div class="hf-banner"><p>Moving on posting or transfer? This page is part of your home-finding trip file. Listings are shown through our brokerage; your counsellor can arrange viewings during your house-hunting trip.</p></div>
<article class="hf-listing" itemscope itemtype="https://schema.org/SingleFamilyResidence">
<h1 itemprop="name">418 Millbrook Ridge Crescent</h1>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">418 Millbrook Ridge Crescent</span>, Avalon West, Orléans, <span itemprop="addressLocality">Ottawa</span>, <span itemprop="addressRegion">ON</span> <span itemprop="postalCode">K4A 0X9</span></div>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.46208"><meta itemprop="longitude" content="-75.46613"></div>
<p class="hf-listing__price">List price: <strong>$889,000</strong></p>
${gallery("/media/listings/X12455871", 45, "418 Millbrook Ridge Crescent")}
<table class="hf-specs">
<tr><th>MLS®</th><td>X12455871</td><th>Type</th><td>Detached, 2-storey</td></tr>
<tr><th>Bedrooms</th><td><span itemprop="numberOfBedrooms">4</span> + 1 (basement)</td><th>Bathrooms</th><td>3 full, 1 half</td></tr>
<tr><th>Living area</th><td><span itemprop="floorSize" itemscope itemtype="https://schema.org/QuantitativeValue"><span itemprop="value">2,380</span> <meta itemprop="unitCode" content="FTK">sq ft</span> (above grade)</td><th>Lot</th><td>3,552 sq ft (36.09 x 98.43 ft)</td></tr>
<tr><th>Year built</th><td>2012</td><th>Community</th><td>Avalon West</td></tr>
<tr><th>Heating</th><td>Forced air, gas; central A/C</td><th>Taxes</th><td>$6,742 (2025)</td></tr>
</table>
<div class="hf-listing__remarks" itemprop="description"><p>Four bedrooms up, a fifth bedroom and full bath in the finished basement — room for a family arriving on posting. Main floor den, open kitchen with walk-in pantry, family room with gas fireplace, mud room off the double garage. Fenced yard backing onto a park. Walking distance to French and English elementary schools and the Avalon Community Centre; 10 minutes to the 174.</p></div>
<p class="hf-listing__broker">Listing Brokerage: Capital Tower Realty Inc., Brokerage · Listing agent: Gabriel Lemieux-Vance. MLS® data from the Ottawa Real Estate Board (PropTx).</p>
</article>
${table("Commute from this home (weekday, 8 am)", ["Destination", "Car", "Transit"], [["NDHQ Carling campus", "38 min", "72 min"], ["Downtown (Parliament Hill)", "24 min", "41 min"], ["CFB Ottawa (Uplands)", "27 min", "64 min"], ["Ottawa Airport (YOW)", "26 min", "59 min"]], "commute")}
${rows("Your relocation budget (from your trip file)", [["Home purchase budget", "$900,000"], ["Benchmark home price, Orléans (Oct 2025)", "$742,600"], ["Estimated land transfer tax on this home", "$14,255"], ["Legal fees (reimbursable)", "≈ $2,100"]], "budget")}
${table("Cost of living vs your origin", ["Item", "Ottawa", "Halifax", "Edmonton", "Winnipeg"], [["Benchmark detached price", "$812,000", "$598,000", "$489,000", "$436,000"], ["Property tax on $800k", "$8,900", "$8,450", "$7,550", "$9,700"], ["Monthly utilities", "$310", "$360", "$340", "$300"]], "col")}
${ownAgent("Your relocation counsellor", { name: "Trevor Hanlan", title: "Senior Relocation Counsellor, Northstar Relocation Services Inc.", phone: "1-888-555-0177", email: "thanlan@northstar-mail.example" }, "Trevor arranges your house-hunting trip, interim lodging and the claim for your real estate fees.")}
${ownAgent("Your Northstar destination REALTOR®", { name: "Isabelle Charbonneau", title: "Broker, Northstar Relocation Realty Ltd., Brokerage", phone: "613-555-0138" }, "Isabelle will tour this home with you and represent you as buyer.")}
${cards("Also on your shortlist", [
  { price: "$829,900", street: "1922 Portobello Blvd", place: "Ottawa, ON K4A 4W8", facts: "4 + 1 bd · 3.5 ba · 2,210 sq ft", href: "/home-finding/ottawa/1922-portobello-blvd" },
  { price: "$918,000", street: "30 Brian Good Ave", place: "Ottawa, ON K4M 0B9", facts: "4 bd · 2.5 ba · 2,560 sq ft", href: "/home-finding/ottawa/30-brian-good-ave" },
])}
${leadForm("Request a viewing during your trip", "Please add 418 Millbrook Ridge Crescent to my house-hunting trip.", "Add to my trip", "Your request goes to your relocation counsellor and our destination brokerage.")}
</main>
<script>$(function(){ $('#trip-map').data({lat: 45.46208, lng: -75.46613}); NS.shortlist.init([{id:'X12455871'},{id:'X12449610'},{id:'X12452377'}]); });</script>
${footer("Northstar Relocation Services Inc.", ["Northstar Relocation Services Inc., head office: 6750 Century Ave, Suite 400, Mississauga, ON L5N 2V8 · 1-888-555-0100. Real estate services in Ontario are provided by Northstar Relocation Realty Ltd., Brokerage, 1600 Carling Ave, Suite 510, Ottawa, ON K1Z 1G3.", "Budget and benchmark figures are estimates for planning only; eligible expenses are set by your employer's relocation policy."], ["Transferees", "Employers", "Careers", "Privacy", "Accessibility (AODA)", "Contact"])}
</body></html>`,
    expected: {
      price: { amount: 889000 },
      propertyKind: "house",
      street: "418 Millbrook Ridge Crescent",
      city: "Ottawa",
      province: "ON",
      postalCode: "K4A 0X9",
      neighbourhood: "Avalon West",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2380,
      lot: { value: 3552, unit: "ft2" },
      yearBuilt: 2012,
      mlsNumber: "X12455871",
      listingAgentName: "Gabriel Lemieux-Vance",
      brokerageName: "Capital Tower Realty Inc., Brokerage",
      geo: { lat: 45.46208, lng: -75.46613 },
    },
  },
];
