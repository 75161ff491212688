/**
 * Fifty-ninth held-out corpus, Ontario: a small data-driven Toronto brokerage's Leslieville house in Next.js data, and
 * an Ottawa new-home builder's quick-occupancy townhome beside its model's "from" price.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { analytics, cookieBar, gallery, jsonScript, legal, mortgageWidget, nav, newsletter, social } from "./chrome.ts";

export const HELD_OUT_59_ONTARIO: ListingPage[] = [
  {
    name: "ho59-realosophy-house-leslieville",
    site: "realosophy.com",
    set: "held-out-59",
    traps: "__NEXT_DATA__ with the listing, a Realosophy estimate, the 2016 sale and the neighbourhood median; size as a range only; frontage × depth; schools and comparable sales with prices; brokerage office on Queen St E in the footer; TRREB number in the URL beside an internal id",
    pageUrl: "https://www.realosophy.com/listing/E12287451/118-curzon-st-toronto-leslieville?lid=6f2a91",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>118 Curzon St, Toronto - Leslieville | $1,489,000 | Realosophy</title>
<meta name="description" content="3 bed, 2 bath detached home at 118 Curzon St in Leslieville, Toronto. Listed for $1,489,000. See Realosophy's neighbourhood data, school rankings and estimate.">
<meta property="og:title" content="118 Curzon St, Toronto — $1,489,000">
<meta property="og:site_name" content="Realosophy">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.realosophy.com/listing/E12287451/118-curzon-st-toronto-leslieville">
<meta property="og:image" content="https://media.realosophy.com/listings/E12287451/01.jpg">
<link rel="canonical" href="https://www.realosophy.com/listing/E12287451/118-curzon-st-toronto-leslieville">
${analytics("G-RLSPH0Y21")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Realosophy Realty Inc., Brokerage", url: "https://www.realosophy.com", telephone: "416-555-0190", address: { "@type": "PostalAddress", streetAddress: "980 Queen St E", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4M 1J8", addressCountry: "CA" } })}
</head><body>
<div id="__next">
${cookieBar("Realosophy")}
<header class="site-header"><a class="brand" href="/">Realosophy</a>${nav(["Buy", "Sell", "Neighbourhoods", "Market Reports", "Schools", "Blog", "About", "Sign in"])}</header>
<main class="listing-page">
<nav class="crumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/east-end">East End</a> › <a href="/toronto/leslieville">Leslieville</a> › 118 Curzon St</nav>
${gallery("https://media.realosophy.com/listings/E12287451", 8, "118 Curzon St")}
<section class="summary">
<h1>118 Curzon St</h1>
<p class="locality">Leslieville, Toronto, ON M4M 3B5</p>
<div class="price-row"><span class="price">$1,489,000</span><span class="badge">For sale</span><span class="dom">6 days on market</span></div>
<ul class="key-facts"><li><b>3</b> bed</li><li><b>2</b> bath</li><li><b>1,100–1,500</b> sq ft</li><li>Detached</li><li>Lot 18.5 × 120 ft</li></ul>
<p class="mls">MLS® E12287451</p>
</section>
<section class="estimate-card"><h2>Realosophy estimate</h2><p class="est">$1,452,000</p><p class="range">Likely range $1,380,000 – $1,525,000</p><p class="note">Our estimate is based on recent sales of similar homes in Leslieville. It is not an appraisal.</p></section>
<section class="details"><h2>Home details</h2>
<table class="facts">
<tr><th>Type</th><td>Detached, 2-storey</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Size</th><td>1,100–1,500 sq ft (per listing)</td></tr>
<tr><th>Lot</th><td>18.5 × 120 ft</td></tr>
<tr><th>Basement</th><td>Finished, separate entrance</td></tr>
<tr><th>Parking</th><td>1 (laneway)</td></tr>
<tr><th>Property taxes</th><td>$6,102 (2025)</td></tr>
<tr><th>Last sold</th><td>$912,000 (Apr 2016)</td></tr>
</table></section>
<section class="description"><h2>About this home</h2>
<p>Tucked on a tree-lined stretch of Curzon between Queen and Dundas, this detached two-storey has been opened up on the main floor with a chef's kitchen, quartz island and a walkout to a west-facing deck and deep garden. Three bedrooms up, including a primary with vaulted ceiling and built-ins, share a renovated four-piece bath. The lower level adds a rec room, laundry and a second full bath with its own side entrance. Laneway parking off the rear. Walk to the Queen streetcar, Jimmie Simpson Park and the cafés of Leslieville.</p></section>
<section class="neighbourhood-data"><h2>Leslieville by the numbers</h2>
<ul><li>Median detached price (12 mo): <b>$1,350,000</b></li><li>Average days on market: <b>14</b></li><li>Sold over asking: <b>41%</b></li><li>Median price per sq ft: <b>$1,046</b></li></ul>
<p>Realosophy tracks every sale in Toronto's 140 neighbourhoods so you can see what homes really sell for.</p></section>
<section class="schools"><h2>Nearby schools</h2><ol><li>Leslieville Junior Public School — EQAO rank 12 of 78 (east end)</li><li>Bruce Public School — EQAO rank 31 of 78</li><li>Riverdale Collegiate Institute — Fraser score 7.4</li></ol></section>
<section class="comparables"><h2>Recent sales nearby</h2>
<div class="comp" data-price="1418000"><b>$1,418,000</b> · 74 Boston Ave · 3 bd 2 ba · sold 9 days ago</div>
<div class="comp" data-price="1592500"><b>$1,592,500</b> · 31 Marjory Ave · 4 bd 3 ba · sold 3 weeks ago</div>
<div class="comp" data-price="1265000"><b>$1,265,000</b> · 209 Pape Ave · 2 bd 2 ba · sold 1 month ago</div>
</section>
${mortgageWidget("$1,000,000", "4.39%", "$4,381")}
<aside class="agent-card"><img src="https://media.realosophy.com/team/mira-takahashi.jpg" alt="Mira Takahashi"><div><p class="name">Mira Takahashi</p><p class="title">Sales Representative</p><p class="firm">Realosophy Realty Inc., Brokerage</p><a href="tel:4165550147">416-555-0147</a></div><form class="tour-form"><button>Book a showing</button></form></aside>
${newsletter()}
</main>
<footer class="site-footer">
<div class="office"><p><b>Realosophy Realty Inc., Brokerage</b></p><p>980 Queen St E, Toronto, ON M4M 1J8</p><p>416-555-0190 · hello@realosophy.com</p></div>
${social("realosophy")}
${legal(["The listing data is provided under copyright by the Toronto Regional Real Estate Board (TRREB). The information is deemed reliable but is not guaranteed to be accurate.", "Realosophy estimates and neighbourhood statistics are calculated by Realosophy from public and MLS® data and are not appraisals.", "© 2025 Realosophy Realty Inc., Brokerage. Not intended to solicit buyers or sellers currently under contract."])}
</footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: { lid: "6f2a91", mlsNumber: "E12287451", status: "A", listPrice: 1489000, address: { street: "118 Curzon St", city: "Toronto", province: "ON", postalCode: "M4M 3B5", neighbourhood: "Leslieville" }, beds: 3, baths: 2, sqftRange: "1100-1500", lotFront: 18.5, lotDepth: 120, lotUnits: "Feet", taxes: 6102, taxYear: 2025, lat: 43.66294, lng: -79.33148, agent: { name: "Mira Takahashi", phone: "416-555-0147" }, brokerage: "Realosophy Realty Inc., Brokerage" },
      estimate: { value: 1452000, low: 1380000, high: 1525000 },
      history: [{ date: "2016-04-22", event: "Sold", price: 912000 }, { date: "2016-04-02", event: "Listed", price: 849000 }],
      hood: { name: "Leslieville", medianPrice: 1350000, medianPpsf: 1046 },
    },
  },
  page: "/listing/[mls]/[slug]",
  query: { mls: "E12287451", slug: "118-curzon-st-toronto-leslieville", lid: "6f2a91" },
  buildId: "rl-9c41e2",
})}
</body></html>`,
    expected: {
      price: { amount: 1489000, currency: "CAD" },
      propertyKind: "house",
      street: "118 Curzon St",
      city: "Toronto",
      province: "ON",
      postalCode: "M4M 3B5",
      neighbourhood: "Leslieville",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 2220, unit: "ft2" },
      mlsNumber: "E12287451",
      listingAgentName: "Mira Takahashi",
      brokerageName: "Realosophy Realty Inc., Brokerage",
      geo: { lat: 43.66294, lng: -79.33148 },
    },
  },
  {
    name: "ho59-tartanhomes-townhouse-ottawa",
    site: "tartanhomes.com",
    set: "held-out-59",
    traps: "builder's quick-occupancy page: the model's 'from' price and other inventory homes' prices beside this home's price; price includes HST and upgrades valued separately; community name; builder's head office and sales centre addresses; no MLS®, no agent (a sales consultant only); size stated once in sq ft and in the model JSON",
    pageUrl: "https://www.tartanhomes.com/quick-occupancy/fernbank-crossing/318-quarry-ridge-way",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>318 Quarry Ridge Way | The Aspen End Townhome | Quick Occupancy | Tartan Homes</title>
<meta name="description" content="Move in this spring: The Aspen end-unit townhome at 318 Quarry Ridge Way in Fernbank Crossing, Ottawa. 3 bedrooms, 2.5 baths, 1,812 sq ft. $749,900 including HST.">
<meta property="og:title" content="318 Quarry Ridge Way — The Aspen End Townhome">
<meta property="og:site_name" content="Tartan Homes">
<meta property="og:image" content="https://www.tartanhomes.com/wp-content/uploads/2025/09/aspen-end-elev-b.jpg">
${analytics("G-TRTN4N0TT")}
${ld({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "HomeAndConstructionBusiness", "@id": "https://www.tartanhomes.com/#org", name: "Tartan Homes", url: "https://www.tartanhomes.com", telephone: "613-555-0110", address: { "@type": "PostalAddress", streetAddress: "1 Antares Dr, Suite 400", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2E 8C4", addressCountry: "CA" } },
    { "@type": "WebPage", "@id": "https://www.tartanhomes.com/quick-occupancy/fernbank-crossing/318-quarry-ridge-way#webpage", name: "318 Quarry Ridge Way | The Aspen End Townhome", isPartOf: { "@id": "https://www.tartanhomes.com/#website" }, breadcrumb: { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://www.tartanhomes.com/" }, { "@type": "ListItem", position: 2, name: "Quick Occupancy", item: "https://www.tartanhomes.com/quick-occupancy/" }, { "@type": "ListItem", position: 3, name: "318 Quarry Ridge Way" }] } },
  ],
})}
</head><body class="single-inventory">
${cookieBar("Tartan Homes")}
<header class="site-header"><a class="logo" href="/">Tartan Homes</a>${nav(["Communities", "Quick Occupancy", "Floor Plans", "Design Studio", "Homeowner Care", "About Tartan", "Contact"])}<a class="cta" href="/book-appointment">Book an appointment</a></header>
<main>
<nav class="breadcrumbs"><a href="/">Home</a> / <a href="/quick-occupancy/">Quick Occupancy</a> / 318 Quarry Ridge Way</nav>
<section class="inventory-hero">
${gallery("https://www.tartanhomes.com/wp-content/uploads/2025/09/318-quarry-ridge", 6, "The Aspen end townhome")}
<div class="inventory-summary">
<p class="eyebrow">Quick Occupancy · Community: Fernbank Crossing</p>
<h1>318 Quarry Ridge Way</h1>
<p class="address">318 Quarry Ridge Way, Ottawa, ON K2S 0T4</p>
<p class="model">The Aspen · End Townhome · Elevation B</p>
<p class="inventory-price">$749,900 <small>HST included</small></p>
<ul class="specs"><li>3 Bedrooms</li><li>2.5 Bathrooms</li><li>1,812 sq ft</li><li>Single garage</li><li>Closing: April 2026</li></ul>
<p class="upgrades">Includes $38,500 in design upgrades: 9' main floor ceilings, quartz counters, hardwood throughout the main floor, finished basement rec room.</p>
<a class="btn" href="#register">Request information</a>
</div></section>
<section class="model-info"><h2>About The Aspen</h2>
<p>The Aspen end townhome puts an open-concept kitchen, dining and great room across the back of the home, with a flex nook off the foyer. Upstairs, the primary suite has a walk-in closet and ensuite with glass shower, and two more bedrooms share the main bath; laundry is on the bedroom level. A powder room is on the main floor.</p>
<p>The Aspen is available to build in Fernbank Crossing <b>from $689,900</b>; this quick-occupancy home is already under construction with upgrades selected by our design team.</p>
</section>
<section class="community"><h2>Fernbank Crossing</h2><p>Fernbank Crossing is a walkable community in Ottawa's west end with a planned elementary school, a central park and pathways connecting to the Trans Canada Trail. Sales centre: 5970 Fernbank Rd, open Monday to Thursday 1–7 pm and weekends 11–5.</p></section>
<section class="more-inventory"><h2>More quick-occupancy homes</h2>
<article class="inv-card" data-price="712900"><h3>322 Quarry Ridge Way</h3><p>The Aspen · Interior Townhome · 3 bed · 2.5 bath · 1,744 sq ft</p><p class="price">$712,900</p></article>
<article class="inv-card" data-price="1089900"><h3>41 Slate Hollow Crescent</h3><p>The Laurier · Single Family · 4 bed · 3.5 bath · 2,618 sq ft</p><p class="price">$1,089,900</p></article>
<article class="inv-card" data-price="764900"><h3>12 Lime Kiln Street</h3><p>The Birch · End Townhome · 3 bed · 2.5 bath · 1,905 sq ft</p><p class="price">$764,900</p></article>
</section>
${mortgageWidget("$689,900", "4.49%", "$3,039")}
<section id="register" class="register"><h2>Talk to our sales team</h2><p>Sales consultant: Nadia Kowalczyk · 613-555-0176</p><form><input name="name" placeholder="Name"><input name="email" placeholder="Email"><textarea name="message">I'd like more information on 318 Quarry Ridge Way.</textarea><button>Send</button></form></section>
${newsletter()}
</main>
<footer class="site-footer">
<p><b>Tartan Homes</b> · 1 Antares Dr, Suite 400, Ottawa, ON K2E 8C4 · 613-555-0110</p>
${social("tartanhomes")}
${legal(["Prices, specifications, renderings and closing dates are subject to change without notice. Renderings are artist's concepts. Square footage is approximate and measured per Tarion guidelines. E. &amp; O.E.", "Tartan Homes is a registered builder with the Home Construction Regulatory Authority (HCRA). © 2025 Tartan Homes. All rights reserved."])}
</footer>
${jsonScript("inventory-data", { id: 8841, lot: "Block 14 Unit 3", model: { name: "The Aspen", type: "End Townhome", fromPrice: 689900, sqft: 1812, beds: 3, baths: 2.5 }, price: 749900, community: "Fernbank Crossing", address: "318 Quarry Ridge Way", city: "Ottawa", province: "ON", postal: "K2S 0T4", map: { lat: 45.26418, lng: -75.88652 }, closing: "2026-04-15" })}
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "318 Quarry Ridge Way",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2S 0T4",
      neighbourhood: "Fernbank Crossing",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1812,
      geo: { lat: 45.26418, lng: -75.88652 },
    },
  },
];
