/**
 * Sixty-ninth held-out corpus, Ontario, Nova Scotia and Quebec: a Hamilton independent brokerage's semi, a
 * property manager's Brantford suite with its facts in an embedded state, a Sault Ste. Marie news site's land
 * classified, a Truro franchise office's own IDX page and a Québec City agency's French condo sheet. Addresses,
 * names and numbers are invented; expected facts were written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { contactForm, cookieNotice, fbPixel, gallery, gtag, mortgageCalc, nav, siteFooter, stateScript, tiles } from "./chrome.ts";

export const HELD_OUT_69_EAST: ListingPage[] = [
  {
    name: "ho69-judymarsales-semi-hamilton",
    site: "judymarsales.com",
    set: "held-out-69",
    traps: "independent Hamilton brokerage's own listing page: JSON-LD residence with geo plus an offer, visible details table; '3+1' bedrooms; 2 full + 1 half baths; square footage as a 1,100–1,500 range; lot as frontage × depth; taxes and a price per sq ft; broker and co-listing salesperson; brokerage head office in the footer; the agent's other listings with prices",
    pageUrl: "https://www.judymarsales.com/listings/x12384517/47-ray-street-south-hamilton/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>47 Ray Street South, Hamilton | Kirkendall Semi For Sale | Judy Marsales Real Estate</title>
<meta name="description" content="Character 2.5-storey semi in Kirkendall, steps to Locke Street. 3+1 bedrooms, 2.5 baths. Listed at $749,900.">
<link rel="canonical" href="https://www.judymarsales.com/listings/x12384517/47-ray-street-south-hamilton/">
<meta property="og:type" content="website">
<meta property="og:title" content="47 Ray Street South, Hamilton — $749,900">
<meta property="og:image" content="https://images.judymarsales.com/listings/X12384517/01.jpg">
${gtag("G-JMRE24HX7")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "47 Ray Street South, Hamilton", url: "https://www.judymarsales.com/listings/x12384517/47-ray-street-south-hamilton/", datePosted: "2025-10-09", offers: { "@type": "Offer", price: 749900, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "47 Ray Street South", address: { "@type": "PostalAddress", streetAddress: "47 Ray Street South", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8P 3V9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.25612, longitude: -79.88847 }, numberOfRooms: 9 })}
</head><body class="single-listing">
${cookieNotice("Judy Marsales Real Estate")}
<header class="site-header"><a class="logo" href="/"><img src="/wp-content/themes/jmre/logo.svg" alt="Judy Marsales Real Estate Ltd., Brokerage"></a>${nav(["Buy", "Sell", "Our Agents", "Communities", "Market Reports", "Contact"])}<a class="hdr-phone" href="tel:+19055220000">905-522-0000</a></header>
<main>
<nav class="breadcrumbs"><a href="/listings/">Listings</a> / <a href="/communities/hamilton/">Hamilton</a> / <a href="/communities/hamilton/kirkendall/">Kirkendall</a> / 47 Ray Street South</nav>
${gallery("https://images.judymarsales.com/listings/X12384517", 8, "47 Ray Street South")}
<section class="listing-summary">
<span class="status-flag">For Sale</span>
<h1>47 Ray Street South</h1>
<p class="listing-city">Hamilton, Ontario L8P 3V9</p>
<p class="listing-price">$749,900</p>
<ul class="quick-stats"><li><strong>3+1</strong> Beds</li><li><strong>2.5</strong> Baths</li><li><strong>1,100–1,500</strong> Sq Ft</li><li>Semi-Detached</li></ul>
<p class="offers-note">Offers reviewed Tuesday, October 21 at 6 p.m. Seller reserves the right to review pre-emptive offers.</p>
</section>
<section class="listing-description"><h2>About this home</h2>
<p>Welcome to Kirkendall. This 1912 brick semi has kept its original staircase, pocket doors and high baseboards while the kitchen was redone in 2021 with quartz counters and a gas range. Three bedrooms upstairs plus a finished third-floor loft; the lower level has a fourth bedroom, a full bath and laundry with a separate side entrance. Deep south-facing garden and a shared mutual drive to a detached garage. Walk to Locke Street's cafés, Earl Kitchener school and the Bruce Trail.</p></section>
<section class="listing-details"><h2>Property details</h2>
<table class="details-table"><tbody>
<tr><th>MLS®</th><td>X12384517</td></tr>
<tr><th>Property Type</th><td>Residential Freehold</td></tr>
<tr><th>Building Type</th><td>Semi-Detached</td></tr>
<tr><th>Style</th><td>2 1/2 Storey</td></tr>
<tr><th>Neighbourhood</th><td>Kirkendall</td></tr>
<tr><th>Bedrooms</th><td>3 + 1</td></tr>
<tr><th>Bathrooms</th><td>2 full, 1 half</td></tr>
<tr><th>Approx. Square Feet</th><td>1,100–1,500</td></tr>
<tr><th>Lot Size</th><td>17.5 x 100 ft</td></tr>
<tr><th>Year Built</th><td>1912</td></tr>
<tr><th>Basement</th><td>Finished, separate entrance</td></tr>
<tr><th>Parking</th><td>Mutual drive, detached garage (2 spaces total)</td></tr>
<tr><th>Heating</th><td>Forced air, gas</td></tr>
<tr><th>Taxes</th><td>$4,873 (2025)</td></tr>
<tr><th>Days on Market</th><td>6</td></tr>
</tbody></table></section>
<section class="listing-agents"><h2>Listing presented by</h2>
<div class="agent"><img src="/agents/claire-donnelly.jpg" alt=""><p class="agent-name">Claire Donnelly</p><p class="agent-title">Broker</p><a href="tel:+19055550142">905-555-0142</a></div>
<div class="agent"><img src="/agents/tom-whitfield.jpg" alt=""><p class="agent-name">Tom Whitfield</p><p class="agent-title">Sales Representative</p><a href="tel:+19055550167">905-555-0167</a></div>
<p class="brokerage">Judy Marsales Real Estate Ltd., Brokerage</p>
</section>
${mortgageCalc("$749,900", "20%", "4.79%", "25 years", "$3,416 / month")}
<div id="listing-map" class="map" data-zoom="15" aria-label="Map"></div>
${tiles("More listings from Claire Donnelly", [
  { href: "/listings/x12371022/156-hess-street-south-hamilton/", price: "$1,089,000", title: "156 Hess Street South, Hamilton", meta: "4 bd · 3 ba · Detached" },
  { href: "/listings/x12360945/9-ravenscliffe-avenue-hamilton/", price: "$2,350,000", title: "9 Ravenscliffe Avenue, Hamilton", meta: "5 bd · 4 ba · Durand" },
  { href: "/listings/x12352218/402-35-southshore-crescent-stoney-creek/", price: "$539,000", title: "402-35 Southshore Crescent, Stoney Creek", meta: "2 bd · 2 ba · Condo" },
])}
${contactForm("Book a showing")}
</main>
${siteFooter([
  `<h4>Hamilton Office</h4><address>788 King Street East<br>Hamilton, ON L8M 1A6</address><p>905-522-0000</p>`,
  `<h4>Burlington Office</h4><address>3060 Mainway, Suite 200<br>Burlington, ON L7M 1A3</address>`,
  `<h4>Connect</h4><p><a href="/newsletter/">Monthly market report</a> · <a href="/careers/">Join our team</a></p>`,
], "© 2025 Judy Marsales Real Estate Ltd., Brokerage. Independently owned and operated. The trademarks MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA.")}
</body></html>`,
    expected: {
      price: { amount: 749900 },
      propertyKind: "semi-detached",
      street: "47 Ray Street South",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8P 3V9",
      neighbourhood: "Kirkendall",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 1750, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "X12384517",
      listingAgentName: "Claire Donnelly",
      brokerageName: "Judy Marsales Real Estate Ltd., Brokerage",
      geo: { lat: 43.25612, lng: -79.88847 },
    },
  },
  {
    name: "ho69-skylineliving-rental-brantford",
    site: "skylineliving.ca",
    set: "held-out-69",
    traps: "property manager's suite page whose facts sit in an embedded window state: the building's other suites with their own rents, beds and sizes; a one-month-free incentive and its net effective rent; parking, locker and pet fees; the building's year; a map centred on the city beside the building's own coordinates; head-office address in the footer",
    pageUrl: "https://www.skylineliving.ca/en/apartments/brantford/ashgrove-towers/suite-307/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Suite 307 – 2 Bedroom Apartment for Rent | Ashgrove Towers, Brantford | Skyline Living</title>
<meta name="description" content="2 bedroom apartment for rent at Ashgrove Towers in Brantford. $1,849/month. Apartments from $1,549.">
<meta property="og:title" content="Suite 307 at Ashgrove Towers – Skyline Living">
<meta property="og:image" content="https://media.skylineliving.ca/properties/ashgrove-towers/hero.jpg">
${gtag("G-SKYLN8821")}
${fbPixel("391827364519")}
<link rel="stylesheet" href="/static/css/app.4f9a1c.css">
</head><body class="suite-page">
${cookieNotice("Skyline Living")}
<header class="top"><a class="logo" href="/en/">Skyline Living</a>${nav(["Find an Apartment", "Cities", "Residents", "Careers", "About", "Contact"])}<a class="portal" href="https://residents.skylineliving.ca/">Resident login</a></header>
<div id="app">
<main class="suite">
<nav class="crumbs"><a href="/en/apartments/">Apartments</a> › <a href="/en/apartments/brantford/">Brantford</a> › <a href="/en/apartments/brantford/ashgrove-towers/">Ashgrove Towers</a> › Suite 307</nav>
<section class="suite-hero">
<h1>Suite 307 · 2 Bedroom</h1>
<p class="suite-addr">307-41 Ashgrove Avenue, Brantford, ON N3R 6E9</p>
<p class="suite-rent"><span class="amount">$1,849</span><span class="per">/month</span></p>
<p class="promo-badge">Limited time: 1 month free on a 13-month lease*</p>
<ul class="suite-facts"><li>2 Beds</li><li>1 Bath</li><li>850 sq. ft.</li><li>Available Dec 1</li></ul>
<a class="btn" href="/en/apply/?suite=ASH-307">Apply now</a> <a class="btn ghost" href="/en/book-a-tour/?property=ashgrove-towers">Book a tour</a>
</section>
<div class="suite-loading" data-hydrate="floorplan"><p>Loading floor plan…</p></div>
<section class="amenities"><h2>Building amenities</h2><ul><li>Elevators</li><li>On-site laundry</li><li>Fitness room</li><li>Outdoor pool (seasonal)</li><li>Controlled entry</li><li>Close to Lynden Park Mall and Highway 403</li></ul></section>
<p class="fine-print">*Incentive applies to new leases signed by December 15 and is spread over the term; net effective rent shown in the suite details is for comparison only. Utilities: heat and water included, hydro extra.</p>
</main>
</div>
${stateScript("__SKYLINE_STATE__", {
  locale: "en",
  map: { center: { lat: 43.1394, lng: -80.2644 }, zoom: 12, city: "Brantford" },
  property: {
    id: 1187,
    slug: "ashgrove-towers",
    name: "Ashgrove Towers",
    address: { street: "41 Ashgrove Avenue", city: "Brantford", province: "ON", postalCode: "N3R 6E9" },
    coordinates: { latitude: 43.16921, longitude: -80.25184 },
    yearBuilt: 1974,
    storeys: 11,
    totalSuites: 128,
    fees: { parkingOutdoor: 50, parkingUnderground: 85, locker: 30, pet: 35 },
    office: { phone: "519-555-0190", hours: "Mon–Fri 9–5" },
  },
  suite: { id: "ASH-307", unit: "307", floor: 3, type: "2BR", beds: 2, baths: 1, sqft: 850, rent: 1849, netEffectiveRent: 1707, available: "2025-12-01", leaseTermMonths: 13, balcony: true },
  otherSuites: [
    { id: "ASH-112", unit: "112", type: "1BR", beds: 1, baths: 1, sqft: 640, rent: 1549, available: "2025-11-15" },
    { id: "ASH-604", unit: "604", type: "2BR", beds: 2, baths: 1, sqft: 880, rent: 1899, available: "2026-01-01" },
    { id: "ASH-1004", unit: "1004", type: "3BR", beds: 3, baths: 1.5, sqft: 1080, rent: 2199, available: "2025-12-15" },
  ],
  nearbyProperties: [
    { name: "Grandview Place", address: "250 Grand River Avenue, Brantford", fromRent: 1495, coordinates: { latitude: 43.13318, longitude: -80.28371 } },
    { name: "Henry Street Terrace", address: "88 Henry Street, Brantford", fromRent: 1625, coordinates: { latitude: 43.16044, longitude: -80.24019 } },
  ],
})}
${tiles("Other Skyline communities in Brantford", [
  { href: "/en/apartments/brantford/grandview-place/", price: "From $1,495/mo", title: "Grandview Place – 250 Grand River Avenue", meta: "1 & 2 bedroom" },
  { href: "/en/apartments/brantford/henry-street-terrace/", price: "From $1,625/mo", title: "Henry Street Terrace – 88 Henry Street", meta: "2 & 3 bedroom townhomes" },
])}
${siteFooter([
  `<h4>Skyline Living</h4><address>5 Douglas Street, Suite 301<br>Guelph, ON N1H 2S8</address>`,
  `<h4>Leasing</h4><p>1-855-555-0123<br>leasing@skylineliving.ca</p>`,
  `<h4>Follow us</h4><p>Facebook · Instagram · LinkedIn</p>`,
], "© 2025 Skyline Group of Companies. Rents, incentives and availability are subject to change without notice.")}
<script src="/static/js/app.4f9a1c.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 1849, period: "month" },
      propertyKind: "condo",
      street: "307-41 Ashgrove Avenue",
      city: "Brantford",
      province: "ON",
      postalCode: "N3R 6E9",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      yearBuilt: 1974,
      geo: { lat: 43.16921, lng: -80.25184 },
    },
  },
  {
    name: "ho69-sootoday-land-sault-ste-marie",
    site: "sootoday.com",
    set: "held-out-69",
    traps: "local news site's classified in prose: acreage stated before frontage and depth in feet; taxes and an old survey price; 'or best offer'; ad sidebar with the category and ad id; other classifieds (an apartment for rent, a camp, a boat) with prices; the news site's office address in the footer",
    pageUrl: "https://www.sootoday.com/classifieds/real-estate/land-for-sale/treed-4-8-acre-lot-fifth-line-east-1284733",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Treed 4.8 acre lot – Fifth Line East - Land for Sale - SooToday.com Classifieds</title>
<meta name="description" content="Treed 4.8 acre building lot on Fifth Line East, hydro at the road. $79,900 OBO.">
<meta property="og:site_name" content="SooToday.com">
<meta property="og:title" content="Treed 4.8 acre lot – Fifth Line East">
${gtag("G-SOOTD3301")}
<script>window.googletag=window.googletag||{cmd:[]};googletag.cmd.push(function(){googletag.defineSlot('/21699/sootoday/classifieds',[300,250],'ad-box-1').addService(googletag.pubads());googletag.enableServices();});</script>
</head><body class="classifieds-detail">
${cookieNotice("SooToday.com")}
<header class="masthead"><a class="brand" href="/">SooToday.com</a>${nav(["Local News", "Sports", "Obituaries", "Events", "Classifieds", "Jobs", "Real Estate"])}</header>
<div class="leaderboard" id="ad-leader" aria-label="Advertisement"></div>
<main class="cl-detail">
<nav class="crumbs"><a href="/classifieds">Classifieds</a> › <a href="/classifieds/real-estate">Real Estate</a> › <a href="/classifieds/real-estate/land-for-sale">Land for Sale</a></nav>
<article class="cl-item">
<h1>Treed 4.8 acre lot – Fifth Line East</h1>
<p class="cl-price">$79,900 OBO</p>
<div class="cl-text">
<p>Private 4.8 acre building lot at 2265 Fifth Line East, Sault Ste. Marie, ON. Approx. 330 ft of road frontage x 633 ft deep, mostly maple and birch with a small creek at the back corner. Hydro and phone at the road, year-round municipal road with school bus route. Zoned rural residential – build your home or park the trailer and enjoy the bush.</p>
<p>Surveyed in 2019 (survey cost $3,400, included). Annual taxes approx. $640. Owner relocating out of province, priced to sell. Serious inquiries only – no trades.</p>
<p>Call or text Rick 705-555-0193.</p>
</div>
</article>
<aside class="cl-sidebar">
<dl>
<dt>Price</dt><dd>$79,900</dd>
<dt>Location</dt><dd>Sault Ste. Marie</dd>
<dt>Category</dt><dd>Land for Sale</dd>
<dt>Posted</dt><dd>Oct 14, 2025</dd>
<dt>Ad ID</dt><dd>1284733</dd>
</dl>
<div id="ad-box-1" class="ad-box" aria-label="Advertisement"></div>
<p class="report"><a href="/classifieds/report/1284733">Report this ad</a></p>
</aside>
${tiles("More in Real Estate", [
  { href: "/classifieds/real-estate/for-rent/2-bedroom-apartment-east-end-1284710", price: "$1,350/month", title: "2 bedroom apartment – east end, heat included", meta: "For Rent · Oct 14" },
  { href: "/classifieds/real-estate/cottages/searchmont-camp-1284688", price: "$145,000", title: "Camp near Searchmont, 1 acre on the river", meta: "Cottages · Oct 13" },
  { href: "/classifieds/real-estate/land-for-sale/lot-old-goulais-bay-road-1284601", price: "$34,500", title: "1.2 acre lot, Old Goulais Bay Road", meta: "Land for Sale · Oct 11" },
], "cl-more")}
${tiles("Also in Classifieds", [
  { href: "/classifieds/boats/16-ft-lund-1284722", price: "$6,800", title: "16 ft Lund with 25 hp Yamaha", meta: "Boats · Oct 14" },
  { href: "/classifieds/firewood/seasoned-hardwood-1284699", price: "$110/face cord", title: "Seasoned hardwood, delivered", meta: "For Sale · Oct 13" },
], "cl-more")}
</main>
${siteFooter([
  `<h4>SooToday.com</h4><address>123 March Street, Suite 201<br>Sault Ste. Marie, ON P6A 2Z5</address>`,
  `<h4>Place an ad</h4><p>classifieds@sootoday.com · 705-555-0100</p>`,
], "© 2025 Village Media Inc. Classified ads are posted by users; SooToday.com does not verify their content.")}
</body></html>`,
    expected: {
      price: { amount: 79900 },
      propertyKind: "land",
      street: "2265 Fifth Line East",
      city: "Sault Ste. Marie",
      province: "ON",
      lot: { value: 4.8, unit: "acres" },
    },
  },
  {
    name: "ho69-callexit-house-truro",
    site: "callexit.ca",
    set: "held-out-69",
    traps: "franchise office's own IDX listing page: definition lists only, no JSON-LD; baths split full/half; above-grade beside total finished square feet; lot in acres; assessment and taxes; coordinates only in the Leaflet map script, whose second marker is the office; 9-digit NSAR MLS number beside the site's own listing id; office address in the footer",
    pageUrl: "https://callexit.ca/wps/listings/202521873/61-young-street-truro",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>61 Young Street, Truro, NS - MLS® 202521873 - EXIT Realty Town &amp; Country</title>
<meta name="description" content="4 bedroom, 1.5 bath home in Truro. Listed at $389,900. View photos and details.">
<meta property="og:title" content="61 Young Street, Truro - $389,900">
<meta property="og:image" content="https://callexit.ca/wps/photos/202521873/1.jpg">
<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css">
${gtag("G-CALLEX5512")}
</head><body class="wps-listing" data-listing-id="L57193-88214">
${cookieNotice("CallExit.ca")}
<header class="wps-header"><a class="wps-logo" href="/">EXIT Realty Town &amp; Country</a>${nav(["Home", "Search Listings", "Our Agents", "Sold", "Home Evaluation", "Contact Us"])}<p class="wps-phone">902-555-0170</p></header>
<main class="wps-main">
<div class="wps-back"><a href="/wps/listings">« Back to results</a> · Listing 3 of 48</div>
<h1 class="wps-address">61 Young Street<br><span>Truro, Nova Scotia B2N 3X4</span></h1>
<div class="wps-price">$389,900</div>
${gallery("https://callexit.ca/wps/photos/202521873", 6, "61 Young Street Truro")}
<div class="wps-cols">
<div class="wps-col">
<h3>Property Information</h3>
<dl class="wps-dl">
<dt>MLS® Number</dt><dd>202521873</dd>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>House</dd>
<dt>Storeys</dt><dd>1.5</dd>
<dt>Bedrooms</dt><dd>4</dd>
<dt>Bathrooms</dt><dd>1 Full, 1 Half</dd>
<dt>Above Grade Sq Ft</dt><dd>1,680</dd>
<dt>Total Finished Sq Ft</dt><dd>2,250</dd>
<dt>Lot Size</dt><dd>0.42 Ac</dd>
<dt>Year Built</dt><dd>1948</dd>
</dl>
</div>
<div class="wps-col">
<h3>Features</h3>
<dl class="wps-dl">
<dt>Heating</dt><dd>Ductless heat pump, oil hot water radiators</dd>
<dt>Water / Sewer</dt><dd>Municipal</dd>
<dt>Basement</dt><dd>Partially finished</dd>
<dt>Garage</dt><dd>Detached, single</dd>
<dt>Assessment</dt><dd>$241,300 (2025)</dd>
<dt>Taxes</dt><dd>$3,104 (2025)</dd>
<dt>Possession</dt><dd>Negotiable</dd>
</dl>
</div>
</div>
<div class="wps-remarks"><h3>Remarks</h3><p>Solid 1.5-storey family home on a large, mature lot on one of Truro's most walkable streets, minutes to Victoria Park, the NSCC campus and downtown. The main floor offers a bright living room with a propane fireplace, formal dining, an updated kitchen and one bedroom with a half bath nearby; three more bedrooms and the full bath are upstairs. The partly finished basement adds a rec room and workshop. Ductless heat pump installed 2022, roof 2018.</p></div>
<div class="wps-agent">
<h3>Listing Agent</h3>
<p class="agent-name">Shawn MacIsaac</p>
<p>REALTOR® · 902-555-0177 · shawn@callexit.ca</p>
<p class="wps-courtesy">Listing provided courtesy of EXIT Realty Town &amp; Country</p>
</div>
<div id="wps-map" style="height:320px"></div>
${mortgageCalc("$389,900", "10%", "4.89%", "25 years", "$2,018 / month")}
${tiles("Similar Listings", [
  { href: "/wps/listings/202520944/22-walker-street-truro", price: "$329,000", title: "22 Walker Street, Truro", meta: "3 Bed · 1 Bath" },
  { href: "/wps/listings/202522130/714-college-road-bible-hill", price: "$459,900", title: "714 College Road, Bible Hill", meta: "4 Bed · 2 Bath" },
], "wps-similar")}
</main>
<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script>
<script>
var map = L.map('wps-map').setView([45.36547, -63.28124], 15);
L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', { attribution: '&copy; OpenStreetMap' }).addTo(map);
L.marker([45.36547, -63.28124]).addTo(map).bindPopup('61 Young Street');
L.marker([45.36093, -63.27331], { icon: officeIcon }).addTo(map).bindPopup('Our office: 37 Inglis Place');
</script>
${siteFooter([
  `<h4>EXIT Realty Town &amp; Country</h4><address>37 Inglis Place<br>Truro, NS B2N 4B4</address><p>902-555-0170</p>`,
  `<p>Each office independently owned and operated.</p>`,
], "The listing data is provided under copyright by the Nova Scotia Association of REALTORS®. The information is deemed reliable but is not guaranteed.")}
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "61 Young Street",
      city: "Truro",
      province: "NS",
      postalCode: "B2N 3X4",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1680,
      lot: { value: 0.42, unit: "acres" },
      yearBuilt: 1948,
      mlsNumber: "202521873",
      listingAgentName: "Shawn MacIsaac",
      brokerageName: "EXIT Realty Town & Country",
      geo: { lat: 45.36547, lng: -63.28124 },
    },
  },
  {
    name: "ho69-immeubleslemay-condo-quebec",
    site: "immeubleslemay.ca",
    set: "held-out-69",
    traps: "Québec City independent agency's French condo sheet with schema.org microdata: living area in m² only (decimal comma); condo fees, municipal and school taxes, municipal assessment; 'Secteur' row; apartment number after the street; Centris number; agent title 'courtière immobilière résidentielle'; similar properties with prices; agency office address in the footer",
    pageUrl: "https://www.immeubleslemay.ca/fr/proprietes/condo-a-vendre-quebec-limoilou/18273645",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre — 1245, 3e Avenue, app. 302, Québec (Limoilou) | Les Immeubles Lemay</title>
<meta name="description" content="Copropriété de 2 chambres à Limoilou, près de la 3e Avenue. 319 000 $. Centris 18273645.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Condo à vendre à Limoilou — 319 000 $">
<meta property="og:image" content="https://photos.immeubleslemay.ca/18273645/01.jpg">
${gtag("G-LEMAYQC77")}
</head><body class="fiche">
${cookieNotice("Les Immeubles Lemay", "fr")}
<header class="entete"><a href="/fr/" class="logo">Les Immeubles Lemay</a>${nav(["Propriétés", "Nos courtiers", "Vendre", "Évaluation gratuite", "Nous joindre", "English"])}</header>
<main itemscope itemtype="https://schema.org/Product">
<meta itemprop="name" content="Condo à vendre — 1245, 3e Avenue, app. 302">
<nav class="fil"><a href="/fr/proprietes/">Propriétés</a> › <a href="/fr/proprietes/?ville=quebec">Québec</a> › Condo</nav>
<section class="entete-fiche">
<h1>Condo à vendre</h1>
<p class="adresse" itemprop="description">1245, 3e Avenue, app. 302<br>Québec (Québec) G1L 2W6</p>
<div class="prix" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="319000">319 000 $</span><meta itemprop="priceCurrency" content="CAD"><link itemprop="availability" href="https://schema.org/InStock"></div>
<p class="no-centris">No Centris : <span itemprop="sku">18273645</span></p>
</section>
${gallery("https://photos.immeubleslemay.ca/18273645", 7, "Condo 3e Avenue Limoilou")}
<section class="caracteristiques"><h2>Caractéristiques</h2>
<table><tbody>
<tr><th>Genre de propriété</th><td>Appartement (copropriété divise)</td></tr>
<tr><th>Secteur</th><td>Limoilou</td></tr>
<tr><th>Étage</th><td>3e de 4</td></tr>
<tr><th>Année de construction</th><td>2008</td></tr>
<tr><th>Superficie nette</th><td>84,5 m²</td></tr>
<tr><th>Chambres</th><td>2</td></tr>
<tr><th>Salle de bains</th><td>1</td></tr>
<tr><th>Stationnement</th><td>Extérieur (1)</td></tr>
<tr><th>Frais de copropriété</th><td>245 $ / mois</td></tr>
<tr><th>Taxes municipales (2025)</th><td>2 694 $</td></tr>
<tr><th>Taxes scolaires (2025)</th><td>212 $</td></tr>
<tr><th>Évaluation municipale</th><td>287 400 $ (terrain 41 900 $, bâtiment 245 500 $)</td></tr>
<tr><th>Date d'occupation</th><td>60 jours après l'acceptation de la promesse d'achat</td></tr>
</tbody></table></section>
<section class="description"><h2>Description</h2><p>Lumineux condo de coin au 3e étage, à deux pas des commerces de la 3e Avenue et du parc Cartier-Brébeuf. Aire ouverte cuisine-salon, balcon orienté sud-ouest, deux chambres fermées, salle de bains avec douche en céramique et bain sur pattes. Laveuse-sécheuse dans l'unité, rangement au sous-sol. Fonds de prévoyance bien garni (112 000 $). Syndicat de 12 unités autogéré.</p></section>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates" hidden><meta itemprop="latitude" content="46.82517"><meta itemprop="longitude" content="-71.23072"></div>
<section class="courtier"><h2>Votre courtière</h2>
<div class="carte-courtier"><img src="/img/courtiers/genevieve-paradis.jpg" alt=""><p class="nom">Geneviève Paradis</p><p class="titre">Courtière immobilière résidentielle</p><p>418 555-0126</p></div>
<p class="agence">Les Immeubles Lemay inc.<br><small>Agence immobilière</small></p>
</section>
${mortgageCalc("319 000 $", "10 %", "4,69 %", "25 ans", "1 621 $ / mois", "fr")}
${tiles("Propriétés similaires", [
  { href: "/fr/proprietes/condo-a-vendre-quebec-limoilou/20911384", price: "279 000 $", title: "845, 8e Rue, app. 4, Québec", meta: "2 ch. · 1 sdb · 2002" },
  { href: "/fr/proprietes/condo-a-vendre-quebec-saint-roch/15583021", price: "365 000 $", title: "410, rue Saint-Vallier Est, app. 507, Québec", meta: "2 ch. · 1 sdb · 2015" },
  { href: "/fr/proprietes/duplex-a-vendre-quebec-limoilou/27710452", price: "549 000 $", title: "1580-1582, 4e Avenue, Québec", meta: "Duplex" },
])}
${contactForm("Demande d'information", "fr")}
</main>
${siteFooter([
  `<h4>Les Immeubles Lemay inc.</h4><address>2800, boulevard Laurier, bureau 210<br>Québec (Québec) G1V 4P7</address><p>418 555-0100</p>`,
  `<p>Agence immobilière régie par l'OACIQ.</p>`,
], "© 2025 Les Immeubles Lemay inc. Les renseignements proviennent du système Centris® et sont jugés fiables sans être garantis.")}
</body></html>`,
    expected: {
      price: { amount: 319000 },
      propertyKind: "condo",
      street: "1245, 3e Avenue, app. 302",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 2W6",
      neighbourhood: "Limoilou",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 910,
      yearBuilt: 2008,
      mlsNumber: "18273645",
      listingAgentName: "Geneviève Paradis",
      brokerageName: "Les Immeubles Lemay inc.",
      geo: { lat: 46.82517, lng: -71.23072 },
    },
  },
];
