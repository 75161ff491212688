/**
 * Seventy-second held-out corpus, Ontario: four franchise offices' own sites (a Century 21 office's condo townhouse in
 * Newmarket, a Royal LePage office's semi in Ottawa, a Coldwell Banker cottage-country office's Lake of Bays cottage,
 * an EXIT office's raised bungalow in Belleville), an agent's own site on the IXACT platform with a Grey Highlands
 * farm, and a business-for-sale marketplace's café in Kingston. Addresses, names and numbers are invented; expected
 * facts were written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, consentBar, footerBlock, gtm, leadForm, menu, payment, photoStrip, socialLinks, windowVar, wpHead } from "./chrome.ts";

export const HELD_OUT_72_ONTARIO: ListingPage[] = [
  {
    name: "ho72-c21heritage-townhouse-newmarket",
    site: "century21heritagegroup.com",
    set: "held-out-72",
    traps: "Century 21 office's own WordPress IDX page: condo townhouse with the unit before the street number; 'Washrooms 3' split into a 2-piece and two 4-piece; square footage as a 1200-1399 range; 'Approx. Age 16-30' instead of a year; maintenance fee and taxes; TRREB community row; coordinates only in the map widget's data attributes; JSON-LD of the office (not the listing); featured listings of other agents in a rail",
    pageUrl: "https://www.century21heritagegroup.com/idx/listing/n12456781/17-450-bristol-road-newmarket/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>17-450 Bristol Road, Newmarket – $899,000 | Century 21 Heritage Group Ltd.</title>
<meta name="description" content="Condo Townhouse for sale at 17-450 Bristol Road, Newmarket. 3 bedrooms, 3 washrooms. MLS® N12456781.">
<meta property="og:title" content="17-450 Bristol Road, Newmarket">
<meta property="og:image" content="https://idx-media.c21heritage.net/N12456781/1.jpg">
${wpHead("heritage-child")}
${gtm("GTM-C21HG9")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Century 21 Heritage Group Ltd., Brokerage", url: "https://www.century21heritagegroup.com/", telephone: "+1-905-555-0300", address: { "@type": "PostalAddress", streetAddress: "17035 Yonge Street, Suite 100", addressLocality: "Newmarket", addressRegion: "ON", postalCode: "L3Y 5Y1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.04712, longitude: -79.47955 } })}
</head><body class="idx-listing-template single">
${consentBar("Century 21 Heritage Group")}
<header class="site-header"><div class="logo"><a href="/"><img src="/wp-content/uploads/c21-heritage-logo.svg" alt="Century 21 Heritage Group Ltd., Brokerage"></a></div>${menu(["Search Homes", "Exclusive Listings", "Our Agents", "Offices", "Join Us", "Blog"])}</header>
<main id="primary" class="hg-idx">
<div class="hg-idx__back"><a href="/idx/search/?city=Newmarket">&larr; Back to search results</a></div>
<div class="hg-idx__head">
<div class="hg-idx__addr"><h1 class="hg-idx__street">17-450 Bristol Road</h1><div class="hg-idx__city">Newmarket, ON L3Y 8J6</div></div>
<div class="hg-idx__price"><span class="hg-idx__price-val">$899,000</span><span class="hg-idx__status">For Sale</span></div>
</div>
${photoStrip("https://idx-media.c21heritage.net/N12456781", 10, "17-450 Bristol Road", "hg-idx__photos")}
<ul class="hg-idx__icons"><li class="bed"><b>3</b> Bed</li><li class="bath"><b>3</b> Bath</li><li class="sqft"><b>1200-1399</b> Sq.Ft.</li><li class="type">Condo Townhouse</li></ul>
<div class="hg-idx__desc"><h2>Property Description</h2><p>Bright end-unit townhome in a quiet, well-kept complex in Summerhill Estates. Updated kitchen with breakfast bar and walk-out to a private fenced patio. Primary bedroom with a 4-piece ensuite and walk-in closet, two more good-sized bedrooms and a second 4-piece bath upstairs, powder room on the main. Finished rec room in the lower level. Attached garage plus driveway parking. Walk to Upper Canada Mall, GO bus on Yonge and top-rated schools. Maintenance includes water, building insurance, snow removal and lawn care.</p></div>
<div class="hg-idx__details">
<h2>Listing Details</h2>
<div class="hg-idx__col"><h3>Property</h3>
<div class="hg-row"><span class="hg-k">MLS® #</span><span class="hg-v">N12456781</span></div>
<div class="hg-row"><span class="hg-k">Type</span><span class="hg-v">Condo Townhouse</span></div>
<div class="hg-row"><span class="hg-k">Style</span><span class="hg-v">2-Storey</span></div>
<div class="hg-row"><span class="hg-k">Community</span><span class="hg-v">Summerhill Estates</span></div>
<div class="hg-row"><span class="hg-k">Municipality</span><span class="hg-v">Newmarket</span></div>
<div class="hg-row"><span class="hg-k">Approx. Age</span><span class="hg-v">16-30</span></div>
<div class="hg-row"><span class="hg-k">Approx. Sq.Ft.</span><span class="hg-v">1200-1399</span></div>
<div class="hg-row"><span class="hg-k">Exposure</span><span class="hg-v">South</span></div>
</div>
<div class="hg-idx__col"><h3>Interior</h3>
<div class="hg-row"><span class="hg-k">Bedrooms</span><span class="hg-v">3</span></div>
<div class="hg-row"><span class="hg-k">Washrooms</span><span class="hg-v">3</span></div>
<div class="hg-row"><span class="hg-k">Washroom Details</span><span class="hg-v">1 x 2pc (Main), 2 x 4pc (2nd)</span></div>
<div class="hg-row"><span class="hg-k">Basement</span><span class="hg-v">Finished</span></div>
<div class="hg-row"><span class="hg-k">Heating</span><span class="hg-v">Forced Air, Gas</span></div>
<div class="hg-row"><span class="hg-k">A/C</span><span class="hg-v">Central Air</span></div>
</div>
<div class="hg-idx__col"><h3>Condo &amp; Costs</h3>
<div class="hg-row"><span class="hg-k">Maintenance</span><span class="hg-v">$385.00 / month</span></div>
<div class="hg-row"><span class="hg-k">Taxes</span><span class="hg-v">$4,210.66 / 2025</span></div>
<div class="hg-row"><span class="hg-k">Condo Corp #</span><span class="hg-v">YRCC 1021</span></div>
<div class="hg-row"><span class="hg-k">Parking</span><span class="hg-v">1 garage + 1 driveway</span></div>
<div class="hg-row"><span class="hg-k">Pets</span><span class="hg-v">Restrict</span></div>
</div>
</div>
<div class="hg-idx__map" id="hg-map" data-lat="44.05391" data-lng="-79.45108" data-zoom="16" data-marker="17-450 Bristol Road"></div>
<div class="hg-idx__agent"><h3>Listed By</h3><img src="/wp-content/uploads/agents/priya-ramdas.jpg" alt="Priya Ramdas"><div class="hg-agent-name">Priya Ramdas</div><div class="hg-agent-title">Sales Representative</div><div class="hg-agent-phone">Direct: 905-555-0391</div><div class="hg-agent-office">Century 21 Heritage Group Ltd., Brokerage</div></div>
${payment("$899,000", "$179,800", "4.64%", "25 years", "$4,047")}
${leadForm("Ask Priya about this home")}
${cards("Featured Listings", [
  { href: "/idx/listing/n12449012/231-london-road-newmarket/", price: "$1,249,000", line1: "231 London Road, Newmarket", line2: "4 Bed · 4 Bath · Detached" },
  { href: "/idx/listing/n12437765/56-mulock-drive-newmarket/", price: "$1,675,000", line1: "56 Mulock Drive, Newmarket", line2: "5 Bed · 5 Bath · Detached" },
  { href: "/idx/listing/n12451100/208-15-water-street-aurora/", price: "$629,900", line1: "208-15 Water Street, Aurora", line2: "2 Bed · 2 Bath · Condo Apt" },
])}
<p class="idx-disclaimer">Listing information provided by the Toronto Regional Real Estate Board (TRREB) via PropTx. Information deemed reliable but not guaranteed. Last updated November 12, 2025.</p>
</main>
${footerBlock([
  `<h4>Newmarket Office</h4><address>17035 Yonge Street, Suite 100<br>Newmarket, ON L3Y 5Y1</address><p>905-555-0300</p>`,
  `<h4>Richmond Hill Office</h4><address>7030 Woodbine Avenue<br>Markham, ON L3R 6G2</address><p>905-555-0340</p>`,
  `<h4>Follow Us</h4>${socialLinks()}`,
], ["© 2025 Century 21 Heritage Group Ltd., Brokerage. Each office is independently owned and operated.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA."])}
</body></html>`,
    expected: {
      price: { amount: 899000 },
      propertyKind: "townhouse",
      street: "17-450 Bristol Road",
      city: "Newmarket",
      province: "ON",
      postalCode: "L3Y 8J6",
      neighbourhood: "Summerhill Estates",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      mlsNumber: "N12456781",
      listingAgentName: "Priya Ramdas",
      brokerageName: "Century 21 Heritage Group Ltd., Brokerage",
      geo: { lat: 44.05391, lng: -79.45108 },
    },
  },
  {
    name: "ho72-rlpperformance-semi-ottawa",
    site: "royallepageperformance.ca",
    set: "held-out-72",
    traps: "Royal LePage office's own site with definition lists: 'Bathrooms 2' beside 1 full and 1 half; lot frontage and depth in feet with decimals; no square footage given; the listing office shown with its branch after a dash; the agent team name beside the agent; a Leaflet marker with the listing's coordinates and a city-centre default; 'Recently sold' with sold prices",
    pageUrl: "https://www.royallepageperformance.ca/listings/x12502233-1394-featherston-drive-ottawa",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1394 Featherston Drive, Ottawa, ON | $674,900 | Royal LePage Performance Realty</title>
<meta name="description" content="Semi-detached 2-storey in Elmvale Acres. 3 bedrooms, 1.5 baths, listed at $674,900.">
<meta property="og:title" content="1394 Featherston Drive — Elmvale Acres">
<meta property="og:image" content="https://media.rlpperformance.ca/x12502233/main.jpg">
<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css">
${gtm("GTM-RLPPF1")}
</head><body class="listing-detail">
${consentBar("Royal LePage Performance Realty")}
<header class="hdr"><a href="/" class="brand"><img src="/assets/rlp-performance.svg" alt="Royal LePage Performance Realty"></a>${menu(["Buy", "Sell", "Find an Agent", "Our Offices", "Careers", "Contact"])}</header>
<main class="container">
<article class="listing" data-listing-id="x12502233">
<header class="listing__header">
<h1 class="listing__address">1394 Featherston Drive</h1>
<p class="listing__locality">Ottawa, Ontario K1H 6P5</p>
<p class="listing__price">$674,900</p>
<p class="listing__sub">Elmvale Acres · Semi-Detached · MLS® X12502233</p>
</header>
${photoStrip("https://media.rlpperformance.ca/x12502233", 9, "1394 Featherston Drive")}
<section class="listing__summary"><h2>Overview</h2>
<p>Well-kept three-bedroom semi on a quiet stretch of Featherston, a short walk to the Elmvale shopping centre, Hawthorne Public School and the Hospital campus. Hardwood on both levels, refreshed main bath (2022), eat-in kitchen overlooking a deep fenced yard with a large deck. Partly finished basement with a family room, laundry and plenty of storage. Roof 2019, furnace and A/C 2020. Long driveway for two cars plus a carport. 24-hour irrevocable on all offers.</p>
</section>
<section class="listing__facts"><h2>Property Facts</h2>
<dl class="facts">
<dt>Property Type</dt><dd>Residential</dd>
<dt>Building Type</dt><dd>Semi-Detached</dd>
<dt>Storeys</dt><dd>2</dd>
<dt>Neighbourhood</dt><dd>Elmvale Acres</dd>
<dt>Ward</dt><dd>Alta Vista (Ward 18)</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Full Baths</dt><dd>1</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Year Built</dt><dd>1962</dd>
<dt>Lot Frontage</dt><dd>30.05 ft</dd>
<dt>Lot Depth</dt><dd>100.00 ft</dd>
<dt>Basement</dt><dd>Full, Partially Finished</dd>
<dt>Parking</dt><dd>Carport, 3 spaces total</dd>
<dt>Heating</dt><dd>Forced Air, Natural Gas</dd>
<dt>Taxes</dt><dd>$4,602 (2025)</dd>
</dl>
</section>
<section class="listing__map"><h2>Location</h2><div id="map" style="height:320px"></div></section>
<aside class="listing__agent">
<h3>Listing Agent</h3>
<div class="agent-card"><img src="/assets/agents/marc-andre-lavoie.jpg" alt=""><p class="agent-card__name">Marc-André Lavoie</p><p class="agent-card__title">Broker · The Lavoie Home Team</p><p class="agent-card__office">Royal LePage Performance Realty - Orléans Office</p><p><a href="tel:6135550177">613-555-0177</a> · <a href="mailto:marcandre@example.ca">Email</a></p></div>
</aside>
${payment("$674,900", "$134,980", "4.59%", "25 years", "$3,022")}
${leadForm("Book a private showing")}
${cards("Recently Sold by Our Office", [
  { href: "/sold/x12398874-1480-dorval-avenue-ottawa", price: "Sold $702,000", line1: "1480 Dorval Avenue, Ottawa", line2: "Semi · 3 bd · 2 ba" },
  { href: "/sold/x12377102-2071-kingsgrove-crescent-ottawa", price: "Sold $815,500", line1: "2071 Kingsgrove Crescent, Ottawa", line2: "Detached · 4 bd · 2 ba" },
], "sold-rail")}
</article>
</main>
<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script>
<script>
  var DEFAULT_CENTER = [45.4215, -75.6972];
  var map = L.map('map').setView(DEFAULT_CENTER, 11);
  L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', { maxZoom: 19 }).addTo(map);
  var listingPoint = L.latLng(45.39274, -75.64038);
  L.marker(listingPoint).addTo(map).bindPopup('1394 Featherston Drive');
  map.setView(listingPoint, 16);
</script>
${footerBlock([
  `<h4>Ottawa Office</h4><address>165 Pretoria Avenue<br>Ottawa, ON K1S 1X1</address><p>613-555-0100</p>`,
  `<h4>Orléans Office</h4><address>4 Rue Arcand<br>Ottawa, ON K1C 7R2</address><p>613-555-0150</p>`,
  `<h4>Stay in touch</h4>${socialLinks()}`,
], ["© 2025 Royal LePage Performance Realty. Royal LePage® is a registered trademark of Royal Bank of Canada used under licence.", "Listing data provided by the Ottawa Real Estate Board (OREB). Not intended to solicit properties already listed for sale."])}
</body></html>`,
    expected: {
      price: { amount: 674900 },
      propertyKind: "semi-detached",
      street: "1394 Featherston Drive",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1H 6P5",
      neighbourhood: "Elmvale Acres",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 3005, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "X12502233",
      listingAgentName: "Marc-André Lavoie",
      brokerageName: "Royal LePage Performance Realty",
      geo: { lat: 45.39274, lng: -75.64038 },
    },
  },
  {
    name: "ho72-cbthompson-cottage-lake-of-bays",
    site: "cbthompson.ca",
    set: "held-out-72",
    traps: "Coldwell Banker cottage-country office's own site: JSON-LD residence with geo; the lake in the title but the municipality is the Township of Lake of Bays with '(Franklin)' as the community; 165 ft of water frontage beside a 1.12-acre lot; above-grade 1,420 sq ft beside 1,900 sq ft total finished; 'c. 1978'; a 720 sq ft boathouse; weekly rental income, taxes and road association fee; other waterfront listings",
    pageUrl: "https://www.cbthompson.ca/properties/x12471038-1037-old-mill-road-lake-of-bays",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lake of Bays Cottage | 1037 Old Mill Road | $1,149,000 | Coldwell Banker Thompson Real Estate</title>
<meta name="description" content="Classic Lake of Bays cottage with 165 ft of sandy frontage, boathouse and sunset views. 3 bedrooms, 2 bathrooms.">
<meta property="og:title" content="1037 Old Mill Road, Lake of Bays — $1,149,000">
<meta property="og:image" content="https://photos.cbthompson.ca/X12471038/hero.jpg">
${wpHead("cbt-waterfront")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1037 Old Mill Road", description: "Lake of Bays waterfront cottage", address: { "@type": "PostalAddress", streetAddress: "1037 Old Mill Road", addressLocality: "Lake of Bays", addressRegion: "ON", postalCode: "P0A 1H0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.29483, longitude: -79.01376 }, numberOfRooms: 7 })}
${gtm("GTM-CBTRE4")}
</head><body class="property-template-default single-property">
${consentBar("Coldwell Banker Thompson Real Estate")}
<header class="masthead"><a class="masthead__logo" href="/"><img src="/wp-content/uploads/cb-thompson-logo.png" alt="Coldwell Banker Thompson Real Estate"></a>${menu(["Waterfront", "Homes", "Land", "Commercial", "Our Team", "Cottage Life in Muskoka"])}<a class="masthead__tel" href="tel:7055550400">705-555-0400</a></header>
<main class="property">
<section class="property-hero">
<p class="eyebrow">Lake of Bays · Waterfront</p>
<h1>1037 Old Mill Road</h1>
<h2 class="property-hero__muni">Lake of Bays (Franklin), ON P0A 1H0</h2>
<div class="property-hero__price">$1,149,000</div>
<ul class="property-hero__stats"><li>3 Bedrooms</li><li>2 Bathrooms</li><li>165' Frontage</li><li>South-West Exposure</li></ul>
</section>
${photoStrip("https://photos.cbthompson.ca/X12471038", 14, "1037 Old Mill Road Lake of Bays")}
<section class="property-copy"><h3>The Cottage</h3>
<p>The cottage you remember from childhood, with the upgrades you actually want. Set on 1.12 private acres with 165 feet of gently sloping, sandy-bottom frontage on big Lake of Bays, this 3-bedroom cottage has a wall of windows facing the afternoon sun. Open kitchen, dining and living room with a wood-burning stone fireplace, screened Muskoka room, and a walk-out lower level with a games room and a second bath. The two-storey boathouse (720 sq ft) has a single slip and an upper deck. Year-round municipal road, drilled well, septic inspected 2024. Proven weekly rental history of about $5,800/week in July and August. Annual road association fee $350.</p>
</section>
<section class="property-specs"><h3>Specifications</h3>
<table class="specs"><tbody>
<tr><td>MLS® Number</td><td>X12471038</td></tr>
<tr><td>Property Type</td><td>Recreational / Cottage</td></tr>
<tr><td>Municipality</td><td>Lake of Bays</td></tr>
<tr><td>Community</td><td>Franklin</td></tr>
<tr><td>Lake</td><td>Lake of Bays</td></tr>
<tr><td>Water Frontage</td><td>165 ft</td></tr>
<tr><td>Lot Size</td><td>1.12 acres</td></tr>
<tr><td>Bedrooms</td><td>3</td></tr>
<tr><td>Bathrooms</td><td>2 (2 x 3-piece)</td></tr>
<tr><td>Finished Above Grade</td><td>1,420 sq ft</td></tr>
<tr><td>Total Finished Area</td><td>1,900 sq ft</td></tr>
<tr><td>Year Built</td><td>c. 1978</td></tr>
<tr><td>Boathouse</td><td>Two-storey, 720 sq ft, single slip</td></tr>
<tr><td>Access</td><td>Year-round municipal road</td></tr>
<tr><td>Water / Septic</td><td>Drilled well / Septic</td></tr>
<tr><td>Taxes</td><td>$5,318 (2025)</td></tr>
</tbody></table>
</section>
<section class="property-agent"><h3>Your Waterfront Specialist</h3>
<div class="agent"><img src="/wp-content/uploads/team/heather-macallister.jpg" alt=""><p class="agent__name">Heather MacAllister</p><p class="agent__role">Broker</p><p class="agent__phone">705-555-0412</p><p class="agent__brokerage">Coldwell Banker Thompson Real Estate</p></div>
</section>
${leadForm("Request the cottage package")}
${cards("More Waterfront on Lake of Bays", [
  { href: "/properties/x12466120-1211-south-portage-road-lake-of-bays", price: "$2,395,000", line1: "1211 South Portage Road", line2: "4 bed · 3 bath · 240' frontage" },
  { href: "/properties/x12459812-4-peninsula-lane-lake-of-bays", price: "$879,000", line1: "4 Peninsula Lane", line2: "2 bed · 1 bath · 110' frontage" },
  { href: "/properties/x12470333-lot-2-dwight-bay-road-lake-of-bays", price: "$649,000", line1: "Lot 2 Dwight Bay Road", line2: "Vacant waterfront · 2.8 acres" },
])}
</main>
${footerBlock([
  `<h4>Huntsville</h4><address>32 Main Street East<br>Huntsville, ON P1H 1A1</address><p>705-555-0400</p>`,
  `<h4>Dorset</h4><address>1051 Main Street<br>Dorset, ON P0A 1E0</address><p>705-555-0460</p>`,
  `<h4>Connect</h4>${socialLinks()}`,
], ["© 2025 Coldwell Banker Thompson Real Estate. Each office is independently owned and operated. Coldwell Banker® is a registered trademark licensed to Coldwell Banker Canada.", "Listing data provided by The Lakelands Association of REALTORS® and PropTx; deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "house",
      street: "1037 Old Mill Road",
      city: "Lake of Bays",
      province: "ON",
      postalCode: "P0A 1H0",
      neighbourhood: "Franklin",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1420,
      lot: { value: 1.12, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "X12471038",
      listingAgentName: "Heather MacAllister",
      brokerageName: "Coldwell Banker Thompson Real Estate",
      geo: { lat: 45.29483, lng: -79.01376 },
    },
  },
  {
    name: "ho72-exitgroup-bungalow-belleville",
    site: "exitrealtygroup.ca",
    set: "held-out-72",
    traps: "EXIT office's own IDX page with its own 'ihf'-style class names: raised bungalow with '2 + 2' bedrooms; 2 full baths; '1100-1500' square feet; lot as '50 x 132 FT'; the listing's coordinates in an inline marker object and the office's in a second; price history with an earlier higher price; recently sold nearby with sold prices; office footer",
    pageUrl: "https://www.exitrealtygroup.ca/homes-for-sale/x12488120/142-farley-avenue-belleville/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>142 Farley Avenue, Belleville | MLS® X12488120 | EXIT Realty Group</title>
<meta name="description" content="Raised bungalow on a 50 x 132 ft lot in Belleville's East Hill. 2+2 bedrooms, 2 bathrooms, $549,900.">
<meta property="og:image" content="https://cdn.exitrealtygroup.ca/idx/X12488120/0.jpg">
${wpHead("exit-group")}
${gtm("GTM-EXITQ7")}
</head><body class="idx-detail">
${consentBar("EXIT Realty Group")}
<header id="masthead"><a href="/" class="custom-logo-link"><img src="/wp-content/uploads/exit-group-logo.png" alt="EXIT Realty Group, Brokerage"></a>${menu(["Find a Home", "Sell Your Home", "Agents", "Quinte Communities", "About EXIT", "Contact"])}</header>
<div id="eg-idx" class="eg-idx-container">
<div class="eg-idx-row eg-idx-top">
<div class="eg-idx-col-8"><h1 class="eg-idx-address">142 Farley Avenue <small>Belleville, ON K8N 4M2</small></h1><div class="eg-idx-neigh">East Hill</div></div>
<div class="eg-idx-col-4 eg-idx-pricebox"><div class="eg-idx-listprice">$549,900</div><div class="eg-idx-status">Active</div><div class="eg-idx-mls">MLS® X12488120</div></div>
</div>
${photoStrip("https://cdn.exitrealtygroup.ca/idx/X12488120", 11, "142 Farley Avenue", "eg-idx-gallery")}
<div class="eg-idx-row eg-idx-highlights">
<div class="eg-idx-hl"><span class="eg-idx-hl-num">2 + 2</span><span class="eg-idx-hl-lbl">Beds</span></div>
<div class="eg-idx-hl"><span class="eg-idx-hl-num">2</span><span class="eg-idx-hl-lbl">Baths</span></div>
<div class="eg-idx-hl"><span class="eg-idx-hl-num">1100-1500</span><span class="eg-idx-hl-lbl">Sq Ft</span></div>
<div class="eg-idx-hl"><span class="eg-idx-hl-num">50 x 132 FT</span><span class="eg-idx-hl-lbl">Lot</span></div>
</div>
<div class="eg-idx-remarks"><h3>Remarks</h3><p>Move-in ready raised bungalow in the East Hill, close to Quinte Secondary, Belleville General and the Bay of Quinte trail. Two bedrooms and a renovated 4-piece bath on the main level, two more bedrooms and a 3-piece bath on the bright lower level with large windows and a gas fireplace. Updated windows (2021), newer shingles (2018), 100 amp breakers. Fully fenced backyard with a 12 x 16 shed and mature maples. Paved drive for three cars. Quick closing available.</p></div>
<div class="eg-idx-row">
<div class="eg-idx-col-6"><h3>Interior</h3>
<table class="eg-idx-table"><tr><td class="eg-idx-lbl">Bedrooms</td><td>2 + 2</td></tr><tr><td class="eg-idx-lbl">Bathrooms</td><td>2 (4pc, 3pc)</td></tr><tr><td class="eg-idx-lbl">Approx. Square Feet</td><td>1100-1500</td></tr><tr><td class="eg-idx-lbl">Basement</td><td>Finished, Full</td></tr><tr><td class="eg-idx-lbl">Fireplace</td><td>Gas (lower level)</td></tr><tr><td class="eg-idx-lbl">Heating</td><td>Forced Air / Gas</td></tr></table>
</div>
<div class="eg-idx-col-6"><h3>Exterior &amp; Lot</h3>
<table class="eg-idx-table"><tr><td class="eg-idx-lbl">Style</td><td>Bungalow-Raised</td></tr><tr><td class="eg-idx-lbl">Type</td><td>Detached</td></tr><tr><td class="eg-idx-lbl">Lot Size</td><td>50 x 132 FT</td></tr><tr><td class="eg-idx-lbl">Year Built</td><td>1974</td></tr><tr><td class="eg-idx-lbl">Parking</td><td>3 (Private)</td></tr><tr><td class="eg-idx-lbl">Water</td><td>Municipal</td></tr><tr><td class="eg-idx-lbl">Taxes</td><td>$3,488 / 2025</td></tr></table>
</div>
</div>
<div class="eg-idx-history"><h3>Price History</h3><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>2025-10-02</td><td>Listed</td><td>$574,900</td></tr><tr><td>2025-10-30</td><td>Price change</td><td>$549,900</td></tr></table></div>
<div class="eg-idx-agent"><h3>Presented by</h3><p class="eg-idx-agent-name">Darren Schuyler</p><p class="eg-idx-agent-title">Salesperson</p><p>Cell 613-555-0218</p><p class="eg-idx-agent-office">EXIT Realty Group, Brokerage</p></div>
<div id="eg-idx-map" class="eg-idx-map"></div>
${windowVar("egIdxMap", { office: { lat: 44.16402, lng: -77.38511, label: "EXIT Realty Group – Belleville" }, listing: { id: "X12488120", lat: 44.17338, lng: -77.36289 }, zoom: 15 })}
${payment("$549,900", "$54,990", "4.74%", "25 years", "$2,813")}
${cards("Recently Sold Nearby", [
  { href: "/sold/x12401871/28-sinclair-avenue-belleville/", price: "Sold $512,000", line1: "28 Sinclair Avenue, Belleville", line2: "3 bd · 2 ba · Bungalow" },
  { href: "/sold/x12388345/77-bridge-street-east-belleville/", price: "Sold $605,000", line1: "77 Bridge Street East, Belleville", line2: "4 bd · 2 ba · 2-Storey" },
  { href: "/sold/x12379006/9-hillcrest-avenue-belleville/", price: "Sold $489,500", line1: "9 Hillcrest Avenue, Belleville", line2: "2+1 bd · 1 ba · Bungalow" },
])}
</div>
${footerBlock([
  `<h4>EXIT Realty Group, Brokerage</h4><address>57 North Front Street<br>Belleville, ON K8P 3B1</address><p>613-555-0200</p>`,
  `<h4>Trenton Office</h4><address>200 Dundas Street West<br>Quinte West, ON K8V 3P6</address>`,
  `${socialLinks()}`,
], ["© 2025 EXIT Realty Group, Brokerage. Independently owned and operated.", "Data supplied by the Quinte and District Association of REALTORS® Inc. and PropTx. Deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "house",
      street: "142 Farley Avenue",
      city: "Belleville",
      province: "ON",
      postalCode: "K8N 4M2",
      neighbourhood: "East Hill",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1100,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1974,
      mlsNumber: "X12488120",
      listingAgentName: "Darren Schuyler",
      brokerageName: "EXIT Realty Group, Brokerage",
      geo: { lat: 44.17338, lng: -77.36289 },
    },
  },
  {
    name: "ho72-ixact-farm-grey-highlands",
    site: "ixactcontact.com",
    set: "held-out-72",
    traps: "agent's own site on an agent-website platform: a 48.2-acre hobby farm; road frontage in feet in the prose; 35 workable acres and barn sizes; 'Washrooms 2' as a 4-piece and a 2-piece; 2000-2500 square feet; an 1889 farmhouse; rural community row; the agent's other listings and a testimonial with a sale price; no map coordinates",
    pageUrl: "https://www.lindabeauchamphomes.ca/listing/x12419876/504218-concession-10-grey-highlands",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>504218 Concession 10, Grey Highlands - Linda Beauchamp, REALTOR®</title>
<meta name="description" content="48.2 acre hobby farm near Markdale with restored 1889 farmhouse and bank barn. $1,395,000.">
<meta property="og:image" content="https://listings.ixactcontact.com/photos/X12419876/1.jpg">
<link rel="stylesheet" href="https://websites.ixactcontact.com/themes/countryside/css/main.min.css">
${gtm("GTM-LBH22")}
</head><body class="ix-site ix-listing-detail">
${consentBar("Linda Beauchamp, REALTOR®")}
<header class="ix-header"><div class="ix-header__brand"><span class="ix-header__name">Linda Beauchamp</span><span class="ix-header__tag">Your Grey Highlands REALTOR®</span></div>${menu(["Home", "My Listings", "Search MLS®", "Buying", "Selling", "Testimonials", "Contact"], "ix-nav")}</header>
<main class="ix-main">
<div class="ix-listing">
<div class="ix-listing__title"><h1>504218 Concession 10</h1><p>Grey Highlands, Ontario N0C 1H0</p></div>
<div class="ix-listing__pricebar"><span class="ix-listing__price">$1,395,000</span><span class="ix-listing__type">Farm</span><span class="ix-listing__mls">MLS® X12419876</span></div>
${photoStrip("https://listings.ixactcontact.com/photos/X12419876", 12, "Grey Highlands hobby farm", "ix-listing__photos")}
<div class="ix-listing__body">
<h2>Hobby farm minutes from Markdale</h2>
<p>Forty-eight acres of rolling Grey Highlands countryside with approximately 1,318 feet of frontage on Concession 10. About 35 acres are workable and currently rented to a neighbouring cash-cropper; the balance is a maple bush with trails and a spring-fed pond. The 1889 stone farmhouse has been lovingly restored: four bedrooms, a country kitchen with a wood cookstove, new septic (2020) and a steel roof. The 40 x 80 ft bank barn has a concrete floor and hydro, and there is a 30 x 48 ft drive shed. Ten minutes to Markdale hospital and shopping, 30 minutes to Beaver Valley skiing.</p>
</div>
<div class="ix-listing__features">
<h2>Features</h2>
<ul class="ix-kv">
<li><span class="ix-kv__k">Property Type</span><span class="ix-kv__v">Farm</span></li>
<li><span class="ix-kv__k">Community</span><span class="ix-kv__v">Rural Grey Highlands</span></li>
<li><span class="ix-kv__k">Bedrooms</span><span class="ix-kv__v">4</span></li>
<li><span class="ix-kv__k">Washrooms</span><span class="ix-kv__v">2 (1 x 4pc, 1 x 2pc)</span></li>
<li><span class="ix-kv__k">Approx Sq Ft</span><span class="ix-kv__v">2000-2500</span></li>
<li><span class="ix-kv__k">Acreage</span><span class="ix-kv__v">48.2 Acres</span></li>
<li><span class="ix-kv__k">Year Built</span><span class="ix-kv__v">1889</span></li>
<li><span class="ix-kv__k">Outbuildings</span><span class="ix-kv__v">Bank barn 40 x 80 ft; drive shed 30 x 48 ft</span></li>
<li><span class="ix-kv__k">Water</span><span class="ix-kv__v">Drilled well</span></li>
<li><span class="ix-kv__k">Heating</span><span class="ix-kv__v">Propane forced air, wood stove</span></li>
<li><span class="ix-kv__k">Taxes</span><span class="ix-kv__v">$3,941 (2025)</span></li>
</ul>
</div>
<div class="ix-listing__agent"><img src="https://websites.ixactcontact.com/agents/lbeauchamp/headshot.jpg" alt="Linda Beauchamp"><div><p class="ix-agent-name">Linda Beauchamp</p><p class="ix-agent-title">Broker, REALTOR®</p><p class="ix-agent-brokerage">Highlands Country Realty Inc., Brokerage</p><p>519-555-0144 · linda@example.ca</p></div></div>
</div>
${leadForm("Arrange a farm tour")}
${cards("My Other Listings", [
  { href: "/listing/x12402257/78-toronto-street-flesherton", price: "$649,000", line1: "78 Toronto Street, Flesherton", line2: "3 Bed · 2 Bath · Detached" },
  { href: "/listing/x12410033/lot-14-artemesia-line-grey-highlands", price: "$329,000", line1: "Lot 14 Artemesia Line, Grey Highlands", line2: "Vacant land · 25 acres" },
], "ix-other")}
<blockquote class="ix-testimonial">"Linda sold our farm near Priceville for $1,210,000 in under three weeks and found us our new place in Flesherton." <cite>— The Dufresne family</cite></blockquote>
</main>
${footerBlock([
  `<p><strong>Linda Beauchamp</strong>, Broker<br>Highlands Country Realty Inc., Brokerage<br>21 Main Street East, Markdale, ON N0C 1H0<br>Office 519-555-0100</p>`,
  `${socialLinks()}`,
], ["Not intended to solicit buyers or sellers currently under contract.", "Website powered by IXACT Contact. MLS® listing data © Information Technology Systems Ltd. and PropTx."])}
</body></html>`,
    expected: {
      price: { amount: 1395000 },
      propertyKind: "farm",
      street: "504218 Concession 10",
      city: "Grey Highlands",
      province: "ON",
      postalCode: "N0C 1H0",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 2000,
      lot: { value: 48.2, unit: "acres" },
      yearBuilt: 1889,
      mlsNumber: "X12419876",
      listingAgentName: "Linda Beauchamp",
      brokerageName: "Highlands Country Realty Inc., Brokerage",
    },
  },
  {
    name: "ho72-bizbuysell-cafe-kingston",
    site: "bizbuysell.com",
    set: "held-out-72",
    traps: "business-for-sale marketplace: the asking price beside cash flow, gross revenue, EBITDA, FF&E and inventory; monthly rent for leased premises of 1,650 sq ft; 'Established 2011' (not a year built); only the city and province given; the marketplace's listing id and the broker's reference number (neither an MLS number); JSON-LD product with an offer; similar businesses with prices",
    pageUrl: "https://www.bizbuysell.com/Business-Opportunity/established-cafe-bakery-downtown-kingston/2318874/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Established Café &amp; Bakery – Downtown Kingston, Kingston, ON - BizBuySell</title>
<meta name="description" content="Established café and bakery in downtown Kingston, Ontario. Asking price $325,000. Cash flow $118,400.">
<meta property="og:title" content="Established Café & Bakery – Downtown Kingston">
<meta property="og:image" content="https://images.bizbuysell.com/shared/listings/2318874/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Established Café & Bakery – Downtown Kingston", category: "Restaurants and Food / Bakeries", productID: "2318874", offers: { "@type": "Offer", price: "325000", priceCurrency: "CAD", availability: "https://schema.org/InStock", areaServed: "Kingston, ON" } })}
${gtm("GTM-BBS01")}
</head><body class="listing-detail-page">
${consentBar("BizBuySell")}
<header class="bbs-header"><a class="bbs-logo" href="/">BizBuySell</a>${menu(["Buy a Business", "Sell a Business", "Franchises", "Find a Broker", "Valuation", "Learning Center"], "bbs-nav")}</header>
<main class="bbs-main">
<div class="breadcrumbs"><a href="/canada-businesses-for-sale/">Canada</a> › <a href="/ontario-businesses-for-sale/">Ontario</a> › <a href="/kingston-ontario-businesses-for-sale/">Kingston</a> › Bakeries</div>
<div class="bbs-listing">
<h1 class="bbs-title">Established Café &amp; Bakery – Downtown Kingston</h1>
<p class="bbs-location">Kingston, ON</p>
<div class="bbs-financials">
<p class="price"><span class="title">Asking Price:</span> <b>$325,000</b></p>
<p><span class="title">Cash Flow:</span> <b>$118,400</b></p>
<p><span class="title">Gross Revenue:</span> <b>$612,000</b></p>
<p><span class="title">EBITDA:</span> <b>$131,900</b></p>
<p><span class="title">FF&amp;E:</span> <b>$85,000</b></p>
<p><span class="title">Inventory:</span> <b>$12,000</b> <small>Not included in asking price</small></p>
<p><span class="title">Rent:</span> <b>$4,950 per month</b></p>
<p><span class="title">Established:</span> <b>2011</b></p>
</div>
${photoStrip("https://images.bizbuysell.com/shared/listings/2318874", 6, "Café and bakery", "bbs-photos")}
<div class="bbs-desc"><h2>Business Description</h2><p>Well-loved café and scratch bakery a block from Market Square, open seven days with strong tourist and student traffic. The business is offered at $325,000 CAD plus inventory at cost and includes the trade name, recipes, website, social accounts and all equipment (deck oven, spiral mixer, espresso bar, walk-in cooler). Wholesale accounts with four local restaurants and two grocers. Nine part-time and full-time staff, owner works 30 hours a week. Only the business is for sale; the premises are leased.</p></div>
<div class="bbs-details"><h2>Detailed Information</h2>
<dl class="listingProfile_details">
<dt>Location:</dt><dd>Kingston, ON</dd>
<dt>Real Estate:</dt><dd>Leased</dd>
<dt>Building SF:</dt><dd>1,650</dd>
<dt>Lease Expiration:</dt><dd>March 2030, with one 5-year option</dd>
<dt>Employees:</dt><dd>9</dd>
<dt>Facilities:</dt><dd>Street-level retail unit with 28 seats, 8-seat summer patio, full commercial kitchen.</dd>
<dt>Growth &amp; Expansion:</dt><dd>Catering and evening hours; online pre-orders.</dd>
<dt>Financing:</dt><dd>Seller will consider a vendor take-back of up to $75,000.</dd>
<dt>Support &amp; Training:</dt><dd>Four weeks of training included.</dd>
<dt>Reason for Selling:</dt><dd>Retirement</dd>
</dl>
</div>
<div class="bbs-broker"><h3>Business Listed By:</h3><p class="broker-name">Andrew Feltham</p><p class="broker-firm">Limestone Business Brokers Inc.</p><p><a href="tel:6135550261">613-555-0261</a></p><p class="ref">Listing ID: 2318874 · Ad#: LBB-2291</p></div>
${leadForm("Contact Business Broker")}
</div>
${cards("Similar Businesses for Sale", [
  { href: "/Business-Opportunity/coffee-shop-queens-area-kingston/2309912/", price: "$189,000", line1: "Coffee Shop near Queen's University", line2: "Kingston, ON · Cash flow $71,000" },
  { href: "/Business-Opportunity/bakery-with-building-belleville/2301450/", price: "$895,000", line1: "Bakery with Building", line2: "Belleville, ON · Real estate included" },
  { href: "/Business-Opportunity/franchise-cafe-brockville/2311187/", price: "$249,000", line1: "Franchise Café Resale", line2: "Brockville, ON · Cash flow $82,500" },
])}
</main>
${footerBlock([
  `<h4>BizBuySell</h4><p>The Internet's largest business for sale marketplace.</p>`,
  `<h4>Resources</h4><p><a href="/learning-center/">Learning Center</a> · <a href="/insight-report/">Insight Report</a></p>`,
], ["© 2025 CoStar Realty Information, Inc. All rights reserved. Listing information is provided by the seller or broker and has not been verified by BizBuySell."])}
</body></html>`,
    expected: {
      price: { amount: 325000 },
      propertyKind: "business",
      city: "Kingston",
      province: "ON",
      squareFootage: 1650,
      listingAgentName: "Andrew Feltham",
      brokerageName: "Limestone Business Brokers Inc.",
    },
  },
];
