/**
 * Sixty-second held-out corpus, Ontario and the Prairies: a Toronto team's Liberty Village condo in a window state
 * blob, an Ottawa builder's quick-move-in townhome beside its model's "from" price, a farm and country portal's
 * Manitoba quarter section with outbuildings, and a Calgary builder's quick-possession home with a was-price.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footerLegal, gtm, jsonData, menu, paymentCalc, photos, socialLinks, windowState } from "./chrome.ts";

export const HELD_OUT_62_ONTARIO_PRAIRIES: ListingPage[] = [
  {
    name: "ho62-faithwilson-condo-liberty-village",
    site: "faithwilson.com",
    set: "held-out-62",
    traps: "team site with window.__INITIAL_STATE__: 1 bedroom + den (not a below-grade bedroom); size range beside the floor-plan figure; maintenance fee and taxes; the team's name beside the listing agent; recent sales in the building; parking and locker; office address",
    pageUrl: "https://www.faithwilson.com/listings/1507-59-east-liberty-street-toronto-c8234561",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#1507 - 59 East Liberty Street, Toronto | Faith Wilson Group</title>
<meta name="description" content="1 bedroom + den, 2 bath suite with parking and locker in Liberty Village. Asking $729,000. MLS® C8234561.">
<meta property="og:title" content="#1507 - 59 East Liberty Street – $729,000">
<meta property="og:image" content="https://cdn.faithwilson.com/c8234561/hero.jpg">
${gtm("GTM-FWG77A")}
</head><body class="listing">
${consent("Faith Wilson Group")}
<header><a class="brand" href="/">Faith Wilson Group</a>${menu(["Buy", "Sell", "Exclusive Listings", "Neighbourhoods", "Market Reports", "Team", "Contact"])}</header>
<div id="app">
<main>
<section class="listing-hero">
<h1>#1507 - 59 East Liberty Street</h1>
<p class="loc">Liberty Village, Toronto, ON M6K 3R1</p>
<p class="price">$729,000</p>
<ul class="facts"><li>1 Bed + Den</li><li>2 Bath</li><li>640 sq ft</li><li>1 Parking</li><li>1 Locker</li></ul>
</section>
${photos("https://cdn.faithwilson.com/c8234561", 14, "59 East Liberty Street suite 1507")}
<section class="desc"><h2>The Suite</h2><p>South-west corner suite on the 15th floor with unobstructed lake views. The den has a sliding door and works as a home office or nursery, and the second full bath sits beside it for guests. 640 sq ft per the builder's floor plan (MLS size range 600–699 sq ft), plus a 110 sq ft balcony. Built in 2014 by a reputable developer, the building has a 24-hour concierge, gym, party room and rooftop terrace.</p></section>
<section class="specs"><h2>Details</h2><ul>
<li>MLS®: C8234561</li><li>Maintenance: $512.40/month (includes heat, water)</li><li>Taxes: $2,987 (2024)</li><li>Exposure: South-west</li><li>Year built: 2014</li>
</ul></section>
<section class="building-sales"><h2>Recent sales at 59 East Liberty</h2>
<table><tr><th>Unit</th><th>Beds</th><th>Sold</th><th>Date</th></tr>
<tr><td>#1104</td><td>1+1</td><td>$688,000</td><td>Jan 2025</td></tr>
<tr><td>#2201</td><td>2</td><td>$845,500</td><td>Nov 2024</td></tr>
</table></section>
<section class="agent"><h2>Listing Agent</h2><p class="name">Daniel Okafor</p><p>Sales Representative · Faith Wilson Group</p><p>Forest Hill Real Estate Inc., Brokerage</p><p>441 Spadina Road, Toronto, ON M5P 2W3</p></section>
${paymentCalc("$600,000", "4.64%", "$3,371")}
</main>
</div>
${windowState("__INITIAL_STATE__", { listing: { id: "fwg-40981", mls: "C8234561", status: "Active", listPrice: 729000, address: { unit: "1507", street: "59 East Liberty Street", city: "Toronto", area: "Liberty Village", province: "ON", postal: "M6K 3R1" }, beds: 1, dens: 1, baths: 2, sqft: 640, sqftRange: "600-699", yearBuilt: 2014, maintenance: 512.4, taxes: 2987, coords: { lat: 43.63872, lng: -79.41698 }, agent: { name: "Daniel Okafor", title: "Sales Representative", team: "Faith Wilson Group" }, brokerage: "Forest Hill Real Estate Inc., Brokerage" }, related: [{ id: "fwg-40877", address: "#908 - 150 East Liberty Street", listPrice: 619000 }, { id: "fwg-40912", address: "#2403 - 38 Joe Shuster Way", listPrice: 799900 }] })}
${footerLegal(["Faith Wilson Group · Forest Hill Real Estate Inc., Brokerage · 441 Spadina Road, Toronto, ON M5P 2W3", "Not intended to solicit buyers or sellers currently under contract. The trademarks MLS®, Multiple Listing Service® are owned by CREA.", "© 2025 Faith Wilson Group"])}
${socialLinks("faithwilsongroup")}
</body></html>`,
    expected: {
      price: { amount: 729000, currency: "CAD" },
      propertyKind: "condo",
      street: "#1507 - 59 East Liberty Street",
      city: "Toronto",
      neighbourhood: "Liberty Village",
      province: "ON",
      postalCode: "M6K 3R1",
      bedrooms: 1,
      bathrooms: 2,
      squareFootage: 640,
      yearBuilt: 2014,
      mlsNumber: "C8234561",
      listingAgentName: "Daniel Okafor",
      brokerageName: "Forest Hill Real Estate Inc., Brokerage",
      geo: { lat: 43.63872, lng: -79.41698 },
    },
  },
  {
    name: "ho62-caivan-townhouse-barrhaven",
    site: "caivan.com",
    set: "held-out-62",
    traps: "builder's quick-move-in page: JSON-LD Product whose lowPrice is the model's from-price; exact inventory price in markup and __NEXT_DATA__; lot number (not a size); closing date instead of a year built; sales centre address; other inventory homes with prices",
    pageUrl: "https://www.caivan.com/communities/barrhaven-conservancy/quick-move-in/lot-142",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Quick Move-In: 312 Brambling Way, Barrhaven | Caivan</title>
<meta name="description" content="Move-in ready end townhome in Barrhaven, Ottawa. The Ashbury End, 3 bedrooms, 2.5 baths, 1,958 sq ft. $689,900.">
<meta property="og:title" content="312 Brambling Way – Quick Move-In | Caivan">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "The Ashbury End", brand: { "@type": "Brand", name: "Caivan" }, description: "Three-bedroom end-unit townhome at Conservancy, Barrhaven.", offers: { "@type": "AggregateOffer", lowPrice: 659900, priceCurrency: "CAD", offerCount: 4 } })}
${gtm("GTM-CAIV33")}
</head><body>
<div id="__next">
${consent("Caivan")}
<header><a class="logo" href="/">CAIVAN</a>${menu(["Communities", "Quick Move-Ins", "Design Studio", "Homeowner Care", "About", "Register"])}</header>
<main>
<p class="eyebrow">Quick Move-In · Lot 142 · Conservancy</p>
<h1>312 Brambling Way</h1>
<p class="place">Barrhaven, Ottawa, Ontario</p>
<p class="price">$689,900</p>
<p class="closing">Closing: August 2025</p>
<ul class="stats"><li><b>3</b> Bedrooms</li><li><b>2</b> Full Baths</li><li><b>1</b> Half Bath</li><li><b>1,958</b> Sq. Ft.</li><li><b>1</b> Car Garage</li></ul>
<section class="model"><h2>The Ashbury End</h2><p>Model pricing from $659,900. This quick move-in home includes $30,000 in selected upgrades: quartz counters, 9' basement ceiling, oak stairs and a rear deck.</p></section>
${photos("https://media.caivan.com/qmi/lot-142", 9, "312 Brambling Way")}
<section class="features"><h2>Included features</h2><ul><li>Open-concept main floor with 9' ceilings</li><li>Primary suite with walk-in closet and ensuite</li><li>Second-floor laundry</li><li>Unfinished basement with rough-in bath</li></ul></section>
<section class="more-qmi"><h2>More quick move-ins at Conservancy</h2>
<div class="card"><p>Lot 118 · 274 Brambling Way</p><p>The Kingsford · $639,900</p></div>
<div class="card"><p>Lot 207 · 95 Saltmarsh Row</p><p>The Whitney · $912,900</p></div>
</section>
<section class="sales-centre"><h2>Visit the sales centre</h2><p>3713 Borrisokane Road, Ottawa, ON K2J 4J4 · Mon–Thu 12–7, Sat–Sun 11–5</p></section>
</main>
${footerLegal(["Prices, specifications and closing dates are subject to change without notice. Renderings are artist's concept. E.&O.E.", "© 2025 Caivan Communities. Registered with Tarion."])}
</div>
${jsonData("__NEXT_DATA__", { props: { pageProps: { qmi: { lot: 142, address: "312 Brambling Way", community: "Conservancy", area: "Barrhaven", city: "Ottawa", price: 689900, model: { name: "The Ashbury End", fromPrice: 659900, sqft: 1958, beds: 3, baths: { full: 2, half: 1 } }, closing: "2025-08" } } }, page: "/communities/[community]/quick-move-in/[lot]", buildId: "cv-2025-03" })}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "312 Brambling Way",
      city: "Ottawa",
      neighbourhood: "Barrhaven",
      province: "ON",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1958,
    },
  },
  {
    name: "ho62-ruralroutes-farm-portage",
    site: "ruralroutes.com",
    set: "held-out-62",
    traps: "farm portal spec table: total acres vs cultivated acres, hectares too; Quonset and barn dimensions; price per acre; assessment and taxes; portal listing id beside the MLS number; legal land description; other farms in the sidebar",
    pageUrl: "https://www.ruralroutes.com/listing/mb/portage-la-prairie/160-acre-grain-farm-rr118422",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>160 Acre Grain Farm with Home – Portage la Prairie, MB | RuralRoutes</title>
<meta name="description" content="160 acres, 138 cultivated, with a 4 bedroom bungalow near Portage la Prairie, Manitoba. $1,450,000. RuralRoutes listing RR118422.">
<meta property="og:title" content="160 Acre Grain Farm with Home – $1,450,000">
${gtm("GTM-RRTS5")}
</head><body class="listing-detail">
${consent("RuralRoutes")}
<header><a href="/">RuralRoutes.com</a>${menu(["Farms", "Acreages", "Ranches", "Recreational", "Commercial", "Advertise", "Login"])}</header>
<main>
<h1>160 Acre Grain Farm with Home</h1>
<p class="where">28075 Provincial Road 240, R.M. of Portage la Prairie, MB R1N 3A1</p>
<p class="price">$1,450,000 <small>($9,063 per acre)</small></p>
<table class="specs"><tbody>
<tr><td>Listing ID</td><td>RR118422</td></tr>
<tr><td>MLS®</td><td>202425881</td></tr>
<tr><td>Property Type</td><td>Farm – Grain</td></tr>
<tr><td>Total Acres</td><td>160 acres (64.75 ha)</td></tr>
<tr><td>Cultivated Acres</td><td>138</td></tr>
<tr><td>Legal Description</td><td>NW 14-12-8 WPM</td></tr>
<tr><td>Bedrooms</td><td>4</td></tr>
<tr><td>Bathrooms</td><td>2</td></tr>
<tr><td>Home Size</td><td>1,680 sq ft bungalow</td></tr>
<tr><td>Year Built</td><td>1978</td></tr>
<tr><td>Assessment</td><td>$912,400</td></tr>
<tr><td>Taxes (2024)</td><td>$6,215</td></tr>
</tbody></table>
<section class="desc"><h2>Description</h2><p>Productive Class 2 land on the Portage plains, 10 minutes from town on a paved provincial road. 138 acres in crop rotation (canola/wheat), balance in yard site and shelterbelt. The 1978 bungalow has 4 bedrooms and 2 bathrooms, a renovated kitchen and a full basement. Outbuildings: 40 x 60 insulated Quonset with concrete floor, 32 x 48 machine shed, 5 hopper-bottom bins totalling 22,000 bu. Drilled well and septic field.</p></section>
${photos("https://img.ruralroutes.com/rr118422", 12, "Grain farm Portage la Prairie")}
<section class="contact"><h2>Contact the listing agent</h2><p class="agent">Brent Kowalchuk</p><p>Prairie Country Realty Ltd.</p><p>24 Saskatchewan Avenue E, Portage la Prairie, MB</p><p>204-555-0162</p></section>
<aside class="related"><h3>Other Manitoba farms</h3><ul><li><a href="/listing/mb/carman/320-acres-rr117930">320 acres, Carman – $2,890,000</a></li><li><a href="/listing/mb/neepawa/hobby-farm-rr118101">Hobby farm, 40 acres, Neepawa – $579,000</a></li></ul></aside>
</main>
${footerLegal(["RuralRoutes.com is an advertising service; listing information is provided by the advertiser and is not guaranteed.", "© 2025 RuralRoutes.com"])}
</body></html>`,
    expected: {
      price: { amount: 1450000, currency: "CAD" },
      propertyKind: "farm",
      street: "28075 Provincial Road 240",
      city: "Portage la Prairie",
      province: "MB",
      postalCode: "R1N 3A1",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1680,
      lot: { value: 160, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "202425881",
      listingAgentName: "Brent Kowalchuk",
      brokerageName: "Prairie Country Realty Ltd.",
    },
  },
  {
    name: "ho62-shanehomes-house-legacy",
    site: "shanehomes.com",
    set: "held-out-62",
    traps: "builder quick-possession page: current price beside a struck was-price and a model base price; decorating allowance; lot as width × depth; MLS number; show home address in the community; coordinates in a data blob; area sales manager (not a listing agent)",
    pageUrl: "https://www.shanehomes.com/quick-possessions/calgary/legacy/148-legacy-reach-park-se",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>148 Legacy Reach Park SE – Quick Possession in Legacy | Shane Homes</title>
<meta name="description" content="Quick possession home in Legacy, Calgary: the Cambridge, 3 bed, 2.5 bath, 2,104 sq ft. Now $714,900.">
<meta property="og:title" content="148 Legacy Reach Park SE – $714,900">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Cambridge – 148 Legacy Reach Park SE", offers: { "@type": "Offer", price: "714900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${gtm("GTM-SHANE1")}
</head><body>
${consent("Shane Homes")}
<header><a href="/" class="logo">Shane Homes</a>${menu(["Communities", "Quick Possessions", "Home Designs", "Show Homes", "Why Shane", "Contact"])}</header>
<main class="qp">
<p class="badge">Quick Possession · Ready Summer 2025</p>
<h1>148 Legacy Reach Park SE</h1>
<p class="community">Legacy · Calgary, Alberta</p>
<p class="pricing"><del>$739,900</del> <strong>$714,900</strong></p>
<p class="promo">Plus a $10,000 decorating allowance when you purchase by April 30.</p>
<dl class="qp-specs">
<dt>Home design</dt><dd>Cambridge (base price from $664,900)</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2.5</dd>
<dt>Square footage</dt><dd>2,104 sq ft</dd>
<dt>Lot</dt><dd>32' x 110'</dd>
<dt>Garage</dt><dd>Double front attached</dd>
<dt>MLS®</dt><dd>A2201948</dd>
</dl>
${photos("https://media.shanehomes.com/qp/148-legacy-reach", 11, "148 Legacy Reach Park SE")}
<section class="about"><h2>About this home</h2><p>The Cambridge offers a flex room at the front, an open kitchen with walk-through pantry, and upstairs a bonus room, laundry and three bedrooms including a primary with five-piece ensuite. Side entrance for future basement development. Backs onto a green space.</p></section>
<section class="showhome"><h2>Visit the Legacy show homes</h2><p>79 Legacy Reach Park SE, Calgary · Open daily 12–5. Area sales manager: Priya Randhawa, 403-555-0188.</p></section>
<section class="more"><h2>Other quick possessions in Legacy</h2><p>172 Legacy Reach Park SE – Aspen – $659,900</p><p>33 Legacy Glen Row SE – Sierra – $798,500</p></section>
</main>
${jsonData("qp-map", { center: { lat: 50.87592, lng: -114.03321 }, zoom: 16, pin: "148 Legacy Reach Park SE" })}
${footerLegal(["Prices, promotions and specifications are subject to change without notice. E.&O.E.", "Shane Homes Ltd. · 5661 7 Street NE, Calgary, AB T2E 8V3", "© 2025 Shane Homes"])}
</body></html>`,
    expected: {
      price: { amount: 714900, currency: "CAD" },
      propertyKind: "house",
      street: "148 Legacy Reach Park SE",
      city: "Calgary",
      neighbourhood: "Legacy",
      province: "AB",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 2104,
      lot: { value: 3520, unit: "ft2" },
      mlsNumber: "A2201948",
      geo: { lat: 50.87592, lng: -114.03321 },
    },
  },
];
