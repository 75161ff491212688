/**
 * Sixty-ninth held-out corpus, British Columbia and the Prairies: a Surrey independent brokerage's house page, an
 * interior board's public listing of a manufactured home on a rented pad, a Calgary independent brokerage's
 * townhouse, an Edmonton builder's quick-possession home and a farm-classifieds site's Saskatchewan grain farm.
 * Addresses, names and numbers are invented; expected facts were written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { contactForm, cookieNotice, dataScript, gallery, gtag, mortgageCalc, nav, siteFooter, tiles } from "./chrome.ts";

export const HELD_OUT_69_WEST: ListingPage[] = [
  {
    name: "ho69-team3000-house-surrey",
    site: "team3000realty.com",
    set: "held-out-69",
    traps: "independent Surrey brokerage's listing page: JSON-LD residence with geo; definition lists with 'Total Baths 4' split into 3 full and 1 half; floor area by level with a total; lot in sq ft beside a 52 ft frontage; age and year; BC Assessment and gross taxes; sub-area; agent with PREC*; FVREB attribution; featured listings with prices",
    pageUrl: "https://www.team3000realty.com/listings/r3041289/16217-88a-avenue-surrey/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>16217 88A Avenue, Surrey - R3041289 | Team 3000 Realty</title>
<meta name="description" content="4 bed, 4 bath 2-storey home in Fleetwood Tynehead, Surrey. $1,599,000.">
<meta property="og:title" content="16217 88A Avenue, Surrey – $1,599,000">
<meta property="og:image" content="https://cdn.team3000realty.com/listing/R3041289/1.jpg">
${gtag("G-T3000RL91")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "16217 88A Avenue", url: "https://www.team3000realty.com/listings/r3041289/16217-88a-avenue-surrey/", address: { "@type": "PostalAddress", streetAddress: "16217 88A Avenue", addressLocality: "Surrey", addressRegion: "BC", postalCode: "V4N 3K7", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.16318, longitude: -122.76942 }, numberOfRooms: 11, floorSize: { "@type": "QuantitativeValue", value: 2350, unitCode: "FTK" } })}
</head><body class="listing-detail">
${cookieNotice("Team 3000 Realty")}
<header class="hdr"><a class="logo" href="/">Team 3000 Realty Ltd.</a>${nav(["Featured Listings", "MLS® Search", "Our Realtors", "Offices", "Commercial", "Contact"])}</header>
<main>
<section class="ld-top">
<h1>16217 88A Avenue</h1>
<p class="ld-city">Surrey, BC V4N 3K7 · Fleetwood Tynehead</p>
<p class="ld-price">$1,599,000</p>
<p class="ld-status">Active · Listed Oct 2, 2025</p>
</section>
${gallery("https://cdn.team3000realty.com/listing/R3041289", 9, "16217 88A Avenue Surrey")}
<section class="ld-overview">
<h2>Overview</h2>
<dl class="ld-facts">
<dt>MLS® Number</dt><dd>R3041289</dd>
<dt>Property Type</dt><dd>House/Single Family</dd>
<dt>Style</dt><dd>2 Storey</dd>
<dt>Area</dt><dd>North Surrey</dd>
<dt>Sub-Area</dt><dd>Fleetwood Tynehead</dd>
<dt>Bedrooms</dt><dd>4</dd>
<dt>Total Baths</dt><dd>4</dd>
<dt>Full Baths</dt><dd>3</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Lot Area</dt><dd>6,027 sq ft</dd>
<dt>Frontage</dt><dd>52.00 ft</dd>
<dt>Year Built</dt><dd>1996</dd>
<dt>Age</dt><dd>29</dd>
<dt>Gross Taxes</dt><dd>$5,812 (2025)</dd>
<dt>BC Assessment</dt><dd>$1,512,000</dd>
</dl>
</section>
<section class="ld-floor">
<h2>Floor Area</h2>
<dl class="ld-facts">
<dt>Main Floor</dt><dd>1,210 sq ft</dd>
<dt>Above Main</dt><dd>1,140 sq ft</dd>
<dt>Below Main</dt><dd>0 sq ft</dd>
<dt>Total Finished</dt><dd>2,350 sq ft</dd>
</dl>
</section>
<section class="ld-remarks"><h2>Remarks</h2><p>Well-kept 2-storey on a quiet crescent-style street in Fleetwood, walking distance to Walnut Road Elementary and Fleetwood Park Secondary. Vaulted living room, family room off the updated kitchen with a gas range, and a main-floor den that works as an office. Upstairs: four bedrooms including a primary with a walk-in and a five-piece ensuite. New furnace and hot water tank 2023, roof 2015. Fenced south yard with a covered patio; double garage plus two more on the driveway. Future SkyTrain stop at 160 Street is minutes away.</p></section>
<section class="ld-agent"><h2>Listing Realtor</h2>
<div class="agent-card"><p class="agent-name">Harjit Sandhu PREC*</p><p>604-555-0155 · hsandhu@team3000realty.com</p></div>
<p class="courtesy">Listing courtesy of Team 3000 Realty Ltd.</p>
</section>
${mortgageCalc("$1,599,000", "20%", "4.59%", "25 years", "$7,134 / month")}
${tiles("Featured Listings", [
  { href: "/listings/r3038712/8-15833-26-avenue-surrey/", price: "$899,900", title: "8-15833 26 Avenue, Surrey", meta: "3 bd · 3 ba · Townhouse" },
  { href: "/listings/r3040055/7455-149a-street-surrey/", price: "$1,349,000", title: "7455 149A Street, Surrey", meta: "5 bd · 3 ba · East Newton" },
  { href: "/listings/r3036290/1802-13308-central-avenue-surrey/", price: "$619,000", title: "1802-13308 Central Avenue, Surrey", meta: "2 bd · 2 ba · Whalley" },
])}
${contactForm("Ask about this home")}
</main>
${siteFooter([
  `<h4>Head Office</h4><address>#109 - 15299 68 Avenue<br>Surrey, BC V3S 2C1</address><p>604-555-0100</p>`,
  `<h4>Offices</h4><p>Surrey · Vancouver · Richmond</p>`,
], "This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board which assumes no responsibility for its accuracy. © 2025 Team 3000 Realty Ltd.")}
</body></html>`,
    expected: {
      price: { amount: 1599000 },
      propertyKind: "house",
      street: "16217 88A Avenue",
      city: "Surrey",
      province: "BC",
      postalCode: "V4N 3K7",
      neighbourhood: "Fleetwood Tynehead",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2350,
      lot: { value: 6027, unit: "ft2" },
      yearBuilt: 1996,
      mlsNumber: "R3041289",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Team 3000 Realty Ltd.",
      geo: { lat: 49.16318, lng: -122.76942 },
    },
  },
  {
    name: "ho69-interiorrealtors-mobile-vernon",
    site: "interiorrealtors.ca",
    set: "held-out-69",
    traps: "regional board's public listing page: manufactured home on a rented pad (pad rent per month, no lot); JSON-LD listing with geo; a map data blob with nearby listings' coordinates and prices; 55+ park rules; two full baths; unit number before the park's civic address; listing brokerage and agent in the courtesy block; board office address in the footer",
    pageUrl: "https://www.interiorrealtors.ca/find-a-property/listing/10358214/31-3900-pleasant-valley-road-vernon",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>31-3900 Pleasant Valley Road, Vernon | MLS® 10358214 | Association of Interior REALTORS®</title>
<meta name="description" content="Manufactured home for sale in Vernon, BC. 2 bedrooms, 2 bathrooms, 1,152 sq ft. $164,900.">
<meta property="og:title" content="31-3900 Pleasant Valley Road, Vernon – $164,900">
${gtag("G-AIRBC2044")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "31-3900 Pleasant Valley Road, Vernon", identifier: "10358214", offers: { "@type": "Offer", price: "164900", priceCurrency: "CAD" }, about: { "@type": "House", address: { "@type": "PostalAddress", streetAddress: "31-3900 Pleasant Valley Road", addressLocality: "Vernon", addressRegion: "BC", postalCode: "V1T 4M3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 50.27194, longitude: -119.25531 } } })}
</head><body class="air-listing">
${cookieNotice("Association of Interior REALTORS®")}
<header class="air-header"><a class="logo" href="/">Association of Interior REALTORS®</a>${nav(["Find a Property", "Find a REALTOR®", "Market Stats", "For Members", "About"])}</header>
<main>
<a class="back" href="/find-a-property/?area=vernon">‹ Back to search results</a>
<section class="listing-head">
<h1>31-3900 Pleasant Valley Road</h1>
<p class="sub">Vernon, BC V1T 4M3 — Harwood</p>
<p class="price">$164,900</p>
<p class="tags"><span>Manufactured Home</span><span>Pad Rental</span><span>55+</span></p>
</section>
${gallery("https://media.interiorrealtors.ca/10358214", 5, "31-3900 Pleasant Valley Road")}
<section class="listing-facts">
<h2>Listing Details</h2>
<table><tbody>
<tr><td>MLS® #</td><td>10358214</td></tr>
<tr><td>Type</td><td>Manufactured Home / Mobile</td></tr>
<tr><td>Ownership</td><td>Leasehold (pad rental)</td></tr>
<tr><td>Pad Rent</td><td>$620 / month</td></tr>
<tr><td>Neighbourhood</td><td>Harwood</td></tr>
<tr><td>Bedrooms</td><td>2</td></tr>
<tr><td>Bathrooms</td><td>2 (2 full)</td></tr>
<tr><td>Finished Floor Area</td><td>1,152 sq ft</td></tr>
<tr><td>Dimensions</td><td>16 x 72 ft</td></tr>
<tr><td>Year Built</td><td>1994</td></tr>
<tr><td>Lot Size</td><td>N/A</td></tr>
<tr><td>Parking</td><td>Carport, 2 spaces</td></tr>
<tr><td>Age Restriction</td><td>55+</td></tr>
<tr><td>Pets</td><td>1 small dog or cat with park approval</td></tr>
</tbody></table>
</section>
<section class="remarks"><h2>Public Remarks</h2><p>Move-in ready single-wide in a quiet, well-run 55+ park close to Polson Park, shopping and the hospital. Updated vinyl windows and a newer roof-over (2017), heat pump with A/C, and an open kitchen and living area. The primary bedroom at one end has its own full ensuite; the guest bedroom and main bath at the other. Covered deck, storage shed and garden beds. Park approval required; pad rent includes water, sewer and garbage.</p></section>
<section class="courtesy"><h2>Listing courtesy of</h2><p><strong>Darlene Koop</strong>, Personal Real Estate Corporation — Royal LePage Downtown Realty</p><p>250-555-0131</p></section>
<div id="air-map" class="map"></div>
${dataScript("air-map-data", { zoom: 14, pins: [
  { mls: "10358214", lat: 50.27194, lng: -119.25531, price: 164900, current: true },
  { mls: "10356402", lat: 50.27611, lng: -119.24802, price: 239000, label: "12-2206 32 Avenue" },
  { mls: "10357788", lat: 50.26520, lng: -119.26177, price: 589900, label: "3104 20 Street" },
] })}
${tiles("Nearby Listings", [
  { href: "/find-a-property/listing/10356402/12-2206-32-avenue-vernon", price: "$239,000", title: "12-2206 32 Avenue, Vernon", meta: "2 bd · 1 ba · Manufactured" },
  { href: "/find-a-property/listing/10357788/3104-20-street-vernon", price: "$589,900", title: "3104 20 Street, Vernon", meta: "3 bd · 2 ba · Single Family" },
])}
</main>
${siteFooter([
  `<h4>Association of Interior REALTORS®</h4><address>9-1531 Harvey Avenue<br>Kelowna, BC V1Y 6G1</address>`,
  `<p>Serving the Okanagan, Kamloops, Kootenay and South Peace River regions.</p>`,
], "The trademarks REALTOR®, REALTORS® and MLS® are controlled by CREA. Listing information is deemed reliable but not guaranteed. © 2025 Association of Interior REALTORS®.")}
</body></html>`,
    expected: {
      price: { amount: 164900 },
      propertyKind: "mobile",
      street: "31-3900 Pleasant Valley Road",
      city: "Vernon",
      province: "BC",
      postalCode: "V1T 4M3",
      neighbourhood: "Harwood",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1152,
      yearBuilt: 1994,
      mlsNumber: "10358214",
      listingAgentName: "Darlene Koop",
      brokerageName: "Royal LePage Downtown Realty",
      geo: { lat: 50.27194, lng: -119.25531 },
    },
  },
  {
    name: "ho69-grassroots-townhouse-calgary",
    site: "grassrootsrealty.ca",
    set: "held-out-69",
    traps: "independent Calgary brokerage's listing page with only visible HTML (no JSON-LD, no map data): '#17 110 Cranston Gate SE'; 2 full and 1 half bath; RMS above-grade size beside an unfinished basement's area; condo fee and reserve fund; community; similar listings with prices; brokerage office in the footer",
    pageUrl: "https://www.grassrootsrealty.ca/listing/a2251876/17-110-cranston-gate-se-calgary",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>#17 110 Cranston Gate SE, Calgary | A2251876 | Grassroots Realty Group</title>
<meta name="description" content="3 bedroom townhouse in Cranston, Calgary. Listed for $479,900.">
<meta property="og:title" content="#17 110 Cranston Gate SE – $479,900">
<meta property="og:image" content="https://grassrootsrealty.ca/media/A2251876/1.jpg">
${gtag("G-GRASS44019")}
</head><body class="property">
${cookieNotice("Grassroots Realty Group")}
<header class="site-top"><a href="/" class="logo">Grassroots Realty Group</a>${nav(["Search Homes", "Our Listings", "Agents", "Sell With Us", "Blog", "Contact"])}</header>
<main class="property-main">
<div class="property-title">
<h1>#17 110 Cranston Gate SE</h1>
<h2>Calgary, AB T3M 0V5</h2>
<div class="price-box"><span class="price">$479,900</span><span class="price-note">Condo fee $312/month</span></div>
</div>
${gallery("https://grassrootsrealty.ca/media/A2251876", 7, "#17 110 Cranston Gate SE")}
<div class="property-icons"><span>3 Beds</span><span>2 Full / 1 Half Baths</span><span>1,312 SqFt</span><span>Built 2012</span></div>
<div class="property-desc"><h3>Description</h3><p>End-unit townhouse in Cranston backing onto a walking path, with a double attached tandem garage. The main floor is open with a kitchen island, pantry and a two-piece powder room; upstairs are three bedrooms including a primary with a four-piece ensuite and walk-in closet, plus the main four-piece bath and laundry. The unfinished basement (524 sq ft) is ready for your ideas. Walk to the Cranston Market, schools and the Bow River pathways; Seton's hospital and YMCA are minutes away.</p></div>
<table class="property-table"><caption>Listing Details</caption><tbody>
<tr><th>MLS® Number</th><td>A2251876</td></tr>
<tr><th>Property Type</th><td>Row/Townhouse</td></tr>
<tr><th>Title</th><td>Condominium</td></tr>
<tr><th>Community</th><td>Cranston</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Above Grade Area (RMS)</th><td>1,312 sqft</td></tr>
<tr><th>Basement</th><td>Full, unfinished</td></tr>
<tr><th>Year Built</th><td>2012</td></tr>
<tr><th>Condo Fee</th><td>$312 monthly</td></tr>
<tr><th>Reserve Fund</th><td>$284,000 (2025 study)</td></tr>
<tr><th>Parking</th><td>Double tandem attached garage</td></tr>
<tr><th>Days on Market</th><td>11</td></tr>
</tbody></table>
<div class="property-agent"><h3>Listed by</h3><p class="agent-name">Kelsey Brandt</p><p>REALTOR® · 403-555-0164</p><p class="brokerage">Grassroots Realty Group</p></div>
${mortgageCalc("$479,900", "10%", "4.69%", "25 years", "$2,437 / month")}
${tiles("Similar listings nearby", [
  { href: "/listing/a2249930/204-20-cranston-common-se-calgary", price: "$419,000", title: "#204 20 Cranston Common SE, Calgary", meta: "2 bd · 2 ba · Apartment" },
  { href: "/listing/a2252107/62-cranarch-heights-se-calgary", price: "$689,000", title: "62 Cranarch Heights SE, Calgary", meta: "3 bd · 2.5 ba · Detached" },
  { href: "/listing/a2250418/9-auburn-bay-common-se-calgary", price: "$499,500", title: "9 Auburn Bay Common SE, Calgary", meta: "3 bd · 2.5 ba · Townhouse" },
])}
${contactForm("Request more information")}
</main>
${siteFooter([
  `<h4>Grassroots Realty Group</h4><address>Unit 201, 1212 31 Avenue NE<br>Calgary, AB T2E 7S8</address><p>403-555-0100</p>`,
  `<p>Data is supplied by Pillar 9™ MLS® System. Pillar 9™ is the owner of the copyright in its MLS® System.</p>`,
], "© 2025 Grassroots Realty Group. Information deemed reliable but not guaranteed.")}
</body></html>`,
    expected: {
      price: { amount: 479900 },
      propertyKind: "townhouse",
      street: "#17 110 Cranston Gate SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T3M 0V5",
      neighbourhood: "Cranston",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1312,
      yearBuilt: 2012,
      mlsNumber: "A2251876",
      listingAgentName: "Kelsey Brandt",
      brokerageName: "Grassroots Realty Group",
    },
  },
  {
    name: "ho69-landmarkhomes-house-edmonton",
    site: "landmarkhomes.ca",
    set: "held-out-69",
    traps: "builder's quick-possession page: current price beside a struck was-price and the model's 'from' price; GST-included note and an incentive; lot as metric dimensions with area in m²; possession month, no year built; MLS® number; area sales manager (not a listing agent); coordinates in a map data blob; show home address and other quick possessions with prices",
    pageUrl: "https://www.landmarkhomes.ca/quick-possessions/edmonton/desrochers/2719-daniels-loop-sw",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2719 Daniels Loop SW | Quick Possession in Desrochers, Edmonton | Landmark Homes</title>
<meta name="description" content="The Aspen quick possession in Desrochers: 3 bed, 2.5 bath, 1,856 sq ft. Now $614,900 including GST.">
<meta property="og:title" content="2719 Daniels Loop SW – The Aspen – $614,900">
${gtag("G-LMKHOMES5")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "The Aspen – 2719 Daniels Loop SW", brand: { "@type": "Brand", name: "Landmark Homes" }, offers: { "@type": "Offer", price: 614900, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "HomeAndConstructionBusiness", name: "Landmark Homes", address: { "@type": "PostalAddress", streetAddress: "9765 54 Avenue NW", addressLocality: "Edmonton", addressRegion: "AB", postalCode: "T6E 5J4" }, telephone: "780-555-0100" })}
</head><body class="qp-detail">
${cookieNotice("Landmark Homes")}
<header class="hdr"><a class="logo" href="/">Landmark Homes</a>${nav(["Communities", "Quick Possessions", "Floor Plans", "Show Homes", "Design Studio", "Contact"])}</header>
<main>
<p class="qp-flag">Quick Possession · Ready September 2025</p>
<h1>2719 Daniels Loop SW</h1>
<p class="qp-loc">Desrochers · Edmonton, Alberta</p>
<p class="qp-price"><del>$639,900</del> <strong>$614,900</strong> <small>GST included</small></p>
<p class="qp-promo">Sign by November 30 and we'll add $7,500 toward closing costs.</p>
${gallery("https://media.landmarkhomes.ca/qp/2719-daniels-loop", 10, "2719 Daniels Loop SW")}
<dl class="qp-specs">
<dt>Model</dt><dd>The Aspen (from $569,900)</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2.5</dd>
<dt>Size</dt><dd>1,856 sq ft</dd>
<dt>Lot</dt><dd>11.0 m x 33.5 m (368.5 m²)</dd>
<dt>Garage</dt><dd>Double attached</dd>
<dt>Basement</dt><dd>Unfinished, 9 ft foundation, side entrance</dd>
<dt>Possession</dt><dd>September 2025</dd>
<dt>MLS®</dt><dd>E4451236</dd>
</dl>
<section class="qp-about"><h2>About this home</h2><p>The Aspen pairs an open main floor with a corner pantry and a quartz island with an upper bonus room, laundry and three bedrooms, including a primary with a five-piece ensuite. Upgrades include the Urban colour palette, luxury vinyl plank throughout the main floor, a gas line to the deck and a 220 V garage outlet. Backs onto a walking trail with no rear neighbours.</p></section>
<section class="qp-showhome"><h2>Visit us in Desrochers</h2><p>Show home: 2803 Daniels Loop SW, Edmonton · Mon–Thu 2–8, Sat–Sun 12–5. Area sales manager: Oksana Petrenko, 780-555-0149.</p></section>
<div id="qp-map" class="map"></div>
${dataScript("qp-map-config", { home: { address: "2719 Daniels Loop SW", lat: 53.39184, lng: -113.55921 }, showHome: { address: "2803 Daniels Loop SW", lat: 53.39233, lng: -113.56107 }, zoom: 16 })}
${tiles("More quick possessions in Desrochers", [
  { href: "/quick-possessions/edmonton/desrochers/2631-daniels-loop-sw", price: "$549,900", title: "2631 Daniels Loop SW – The Juniper", meta: "3 bd · 2.5 ba · 1,604 sq ft" },
  { href: "/quick-possessions/edmonton/desrochers/1908-dumont-crescent-sw", price: "$689,500", title: "1908 Dumont Crescent SW – The Sequoia", meta: "4 bd · 3 ba · 2,212 sq ft" },
])}
${mortgageCalc("$614,900", "5%", "4.49%", "30 years", "$2,956 / month")}
</main>
${siteFooter([
  `<h4>Landmark Homes</h4><address>9765 54 Avenue NW<br>Edmonton, AB T6E 5J4</address>`,
  `<p>Prices, specifications and promotions are subject to change without notice. Renderings are artist's concepts. E.&amp;O.E.</p>`,
], "© 2025 Landmark Homes. All rights reserved.")}
</body></html>`,
    expected: {
      price: { amount: 614900 },
      propertyKind: "house",
      street: "2719 Daniels Loop SW",
      city: "Edmonton",
      province: "AB",
      neighbourhood: "Desrochers",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1856,
      lot: { value: 368.5, unit: "m2" },
      mlsNumber: "E4451236",
      geo: { lat: 53.39184, lng: -113.55921 },
    },
  },
  {
    name: "ho69-farmmarketer-farm-spalding",
    site: "farmmarketer.com",
    set: "held-out-69",
    traps: "farm-classifieds site's ad: attribute table with total and cultivated acres; legal land descriptions and the rural municipality instead of a street; assessment, taxes and surface-lease revenue; bins in bushels and a quonset's dimensions; farmhouse size, year and rooms in prose; realtor, brokerage and MLS® at the end; the brokerage office's postal code; equipment ads with prices",
    pageUrl: "https://www.farmmarketer.com/classified-ads/farmland-real-estate/farms-with-home/3-quarters-grain-land-with-yard-spalding-sk-1877324",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3 Quarters Grain Land with Yard – Spalding, SK | Farmland &amp; Real Estate | Farm Marketer</title>
<meta name="description" content="477 acres, 3 quarters of grain land with a yard site and bungalow near Spalding, Saskatchewan. $1,495,000.">
<meta property="og:title" content="3 Quarters Grain Land with Yard – Spalding, SK">
${gtag("G-FMKT77120")}
</head><body class="ad-detail">
${cookieNotice("Farm Marketer")}
<header class="fm-header"><a class="fm-logo" href="/">Farm Marketer</a>${nav(["Equipment", "Livestock", "Hay & Feed", "Farmland & Real Estate", "Trucks & Trailers", "Post an Ad"])}</header>
<main class="fm-main">
<nav class="crumbs"><a href="/classified-ads/">Classifieds</a> › <a href="/classified-ads/farmland-real-estate/">Farmland &amp; Real Estate</a> › Farms with Home</nav>
<article class="fm-ad">
<h1>3 Quarters Grain Land with Yard – Spalding, SK</h1>
<p class="fm-price">$1,495,000</p>
${gallery("https://cdn.farmmarketer.com/ads/1877324", 6, "Spalding farm")}
<table class="fm-attrs"><tbody>
<tr><th>Ad #</th><td>1877324</td></tr>
<tr><th>Location</th><td>Spalding, SK</td></tr>
<tr><th>Rural Municipality</th><td>RM of Spalding No. 368</td></tr>
<tr><th>Total Acres</th><td>477</td></tr>
<tr><th>Cultivated Acres</th><td>440</td></tr>
<tr><th>Soil</th><td>Class H &amp; J, clay loam</td></tr>
<tr><th>Home on Property</th><td>Yes</td></tr>
<tr><th>Seller Type</th><td>Realtor</td></tr>
</tbody></table>
<div class="fm-desc">
<p>Three contiguous quarters of productive grain land: NW 12-40-16-W2, NE 12-40-16-W2 and SW 13-40-16-W2. 440 cultivated acres, balance in yard, bush and a seasonal slough. 2025 SAMA assessment $612,400; 2025 taxes $4,210. Surface lease on NE 12 pays $2,400/yr.</p>
<p>Yard site on the NW quarter with power, natural gas and a good well. The 1,240 sq ft bungalow was built in 1976 and has 3 bedrooms, 1 bathroom, a renovated kitchen (2019) and a full basement. Outbuildings: 40' x 80' quonset, 24' x 30' heated shop, and 28,000 bu of hopper-bottom bin storage. Located 6 miles from Spalding on a gravel grid, 35 minutes to the Watson and Humboldt terminals.</p>
<p>Crop share or cash rent back possible for 2026 at $95/acre. Contact Curtis Olynyk, Parkland Ag Realty Ltd., 306-555-0187. MLS® SK017654.</p>
</div>
<div class="fm-seller"><h3>Seller</h3><p>Parkland Ag Realty Ltd.<br>Box 418, 102 Main Street, Humboldt, SK S0K 2A0</p><p>Member since 2016 · 23 active ads</p></div>
</article>
${tiles("Related ads", [
  { href: "/classified-ads/farmland-real-estate/grain-land/2-quarters-watson-sk-1877011", price: "$820,000", title: "2 Quarters Grain Land – Watson, SK", meta: "318 acres" },
  { href: "/classified-ads/farmland-real-estate/pasture/pasture-quarter-lake-lenore-sk-1876690", price: "$265,000", title: "Fenced pasture quarter – Lake Lenore, SK", meta: "160 acres" },
], "fm-related")}
${tiles("Featured equipment", [
  { href: "/classified-ads/equipment/combines/2014-case-ih-8230-1877301", price: "$189,000", title: "2014 Case IH 8230 combine", meta: "2,140 sep hrs · Humboldt, SK" },
  { href: "/classified-ads/equipment/seeding/2018-seedmaster-70ft-1877288", price: "$142,500", title: "2018 SeedMaster 70 ft drill", meta: "Wakaw, SK" },
], "fm-featured")}
</main>
${siteFooter([
  `<h4>Farm Marketer</h4><p>Western Canada's farm classifieds, in print and online.</p>`,
  `<p>Advertisers are responsible for the accuracy of their ads.</p>`,
], "© 2025 Farm Marketer. All rights reserved.")}
</body></html>`,
    expected: {
      price: { amount: 1495000 },
      propertyKind: "farm",
      city: "Spalding",
      province: "SK",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1240,
      lot: { value: 477, unit: "acres" },
      yearBuilt: 1976,
      mlsNumber: "SK017654",
      listingAgentName: "Curtis Olynyk",
      brokerageName: "Parkland Ag Realty Ltd.",
    },
  },
];
