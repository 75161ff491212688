/**
 * Seventy-second held-out corpus, West, Prairies and Quebec: an Okanagan RE/MAX office's vacant lot, a Winnipeg
 * Keller Williams office's bungalow, a Burnaby agent's own MyRealPage site with a Metrotown condo, a Vancouver
 * condo-building site's rental suite and a Québec listings site's French triplex sheet in Sherbrooke. Addresses,
 * names and numbers are invented; expected facts were written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, consentBar, footerBlock, gtm, jsonScript, leadForm, menu, payment, photoStrip, socialLinks, wpHead } from "./chrome.ts";

export const HELD_OUT_72_WEST_QUEBEC: ListingPage[] = [
  {
    name: "ho72-remaxkelowna-land-lake-country",
    site: "remaxkelowna.com",
    set: "held-out-72",
    traps: "RE/MAX office's WordPress property-plugin page for a vacant lot: 'Lot' before the street name; lot given as '0.62 ac (27,007 sq ft)'; no bedrooms, baths or year; '+ GST' after the price; zoning and a building-scheme fee; OMREB sub-area; agent with PREC*; coordinates in an inline map script next to the office's; the office's other listings",
    pageUrl: "https://www.remaxkelowna.com/property/10362219-lot-4-barkley-road-lake-country/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lot 4 Barkley Road, Lake Country | Vacant Land for Sale | RE/MAX Kelowna</title>
<meta name="description" content="0.62 acre view lot in Lake Country's Okanagan Centre area. Services at lot line. $489,000 + GST.">
<meta property="og:title" content="Lot 4 Barkley Road, Lake Country — $489,000">
<meta property="og:image" content="https://www.remaxkelowna.com/wp-content/uploads/listings/10362219/1.jpg">
${wpHead("rmk-theme")}
${gtm("GTM-RMKLW3")}
</head><body class="property-template single-property">
${consentBar("RE/MAX Kelowna")}
<header class="site-header"><a href="/" class="site-logo"><img src="/wp-content/uploads/remax-kelowna-balloon.svg" alt="RE/MAX Kelowna"></a>${menu(["Listings", "Land & Acreage", "Our REALTORS®", "Sell With Us", "Okanagan Living", "Contact"])}</header>
<main class="rmk-property">
<div class="rmk-prp-header">
<div class="rmk-prp-title"><h1>Lot 4 Barkley Road</h1><div class="rmk-prp-location">Lake Country, BC V4V 1G5 · Lake Country North West</div></div>
<div class="rmk-prp-price"><span class="rmk-prp-price-amount">$489,000</span> <span class="rmk-prp-price-note">+ GST</span></div>
</div>
${photoStrip("https://www.remaxkelowna.com/wp-content/uploads/listings/10362219", 7, "Lot 4 Barkley Road", "rmk-prp-gallery")}
<div class="rmk-prp-tabs"><button class="active">Overview</button><button>Map</button><button>Documents</button></div>
<div class="rmk-prp-overview">
<p>Build your Okanagan dream home on this gently sloping 0.62-acre lot above Okanagan Centre with wide views down Okanagan Lake. Water, hydro, natural gas and fibre at the lot line; septic required (perc test completed 2024, report available). Zoned RR3, allowing a single-family home and a carriage house. Minutes to the Okanagan Centre wineries, the public beach and the rail trail, 20 minutes to Kelowna International Airport. Building scheme applies; strata-style road maintenance fee of $600 per year. GST is applicable in addition to the price.</p>
</div>
<div class="rmk-prp-features">
<h3>Property Details</h3>
<div class="rmk-prp-feature"><label>MLS® Number</label><span>10362219</span></div>
<div class="rmk-prp-feature"><label>Property Type</label><span>Vacant Land</span></div>
<div class="rmk-prp-feature"><label>Sub-Area</label><span>Lake Country North West</span></div>
<div class="rmk-prp-feature"><label>Lot Size</label><span>0.62 ac (27,007 sq ft)</span></div>
<div class="rmk-prp-feature"><label>Zoning</label><span>RR3 – Rural Residential 3</span></div>
<div class="rmk-prp-feature"><label>Services</label><span>Water, hydro, gas and fibre at lot line; septic required</span></div>
<div class="rmk-prp-feature"><label>View</label><span>Lake, Mountain, Valley</span></div>
<div class="rmk-prp-feature"><label>Taxes</label><span>$2,104.55 (2025)</span></div>
<div class="rmk-prp-feature"><label>Road Maintenance</label><span>$600 / year</span></div>
</div>
<div class="rmk-prp-agent">
<h3>Listing REALTOR®</h3>
<div class="rmk-agent"><img src="/wp-content/uploads/agents/brent-sawchuk.jpg" alt=""><div><p class="rmk-agent-name">Brent Sawchuk PREC*</p><p class="rmk-agent-role">Land &amp; Acreage Specialist</p><p>250-555-0178</p><p class="rmk-agent-office">RE/MAX Kelowna</p></div></div>
<p class="rmk-prec-note">*Personal Real Estate Corporation</p>
</div>
<div id="rmk-map" class="rmk-prp-map" style="height:360px"></div>
<script>
  window.rmkMapConfig = { office: { lat: 49.88512, lng: -119.49318, title: "RE/MAX Kelowna – Main Office" }, zoom: 14 };
  window.rmkProperty = { mls: "10362219", lat: 50.05472, lng: -119.45736, title: "Lot 4 Barkley Road" };
</script>
${leadForm("Request the perc test and building scheme")}
${cards("More Land from RE/MAX Kelowna", [
  { href: "/property/10359901-3380-goldie-road-lake-country/", price: "$1,295,000", line1: "3380 Goldie Road, Lake Country", line2: "Vacant land · 5.1 acres" },
  { href: "/property/10361044-lot-17-cobble-hill-way-west-kelowna/", price: "$399,900", line1: "Lot 17 Cobble Hill Way, West Kelowna", line2: "Vacant land · 0.31 acres" },
  { href: "/property/10355870-1452-carney-road-kelowna/", price: "$1,049,000", line1: "1452 Carney Road, Kelowna", line2: "4 bd · 3 ba · House" },
])}
</main>
${footerBlock([
  `<h4>RE/MAX Kelowna</h4><address>100-1553 Harvey Avenue<br>Kelowna, BC V1Y 6G1</address><p>250-555-0100</p>`,
  `<h4>Lake Country</h4><address>10090 Main Street<br>Lake Country, BC V4V 2L8</address>`,
  `${socialLinks()}`,
], ["© 2025 RE/MAX Kelowna. Each office independently owned and operated.", "Listing data provided by the Association of Interior REALTORS®. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA."])}
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "land",
      street: "Lot 4 Barkley Road",
      city: "Lake Country",
      province: "BC",
      postalCode: "V4V 1G5",
      neighbourhood: "Lake Country North West",
      lot: { value: 0.62, unit: "acres" },
      mlsNumber: "10362219",
      listingAgentName: "Brent Sawchuk",
      brokerageName: "RE/MAX Kelowna",
      geo: { lat: 50.05472, lng: -119.45736 },
    },
  },
  {
    name: "ho72-kwwinnipeg-bungalow-windsor-park",
    site: "kwwinnipeg.com",
    set: "held-out-72",
    traps: "Keller Williams office's own page with JSON-LD listing wrapping a residence (address, geo, floor size) and an offer; WinnipegREALTORS area code '2G' beside the neighbourhood; 'Offers reviewed' date; bathrooms as 2 full (a 4-piece and a basement 3-piece); lot '50 x 110 ft'; the office's market-centre address and the agent's team; other listings with prices",
    pageUrl: "https://www.kwwinnipeg.com/listings/202527819/74-cottonwood-road-winnipeg",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>74 Cottonwood Road, Winnipeg | Windsor Park Bungalow | Keller Williams Prairie Realty</title>
<meta name="description" content="Windsor Park bungalow, 3 bedrooms, 2 baths, 1,096 sq ft. Listed at $429,900. MLS® 202527819.">
<meta property="og:title" content="74 Cottonwood Road — $429,900">
<meta property="og:image" content="https://media.kwwinnipeg.com/202527819/01.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "74 Cottonwood Road, Winnipeg", datePosted: "2025-11-05", offers: { "@type": "Offer", price: 429900, priceCurrency: "CAD" }, about: { "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "74 Cottonwood Road", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R2J 1G4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.87364, longitude: -97.06912 }, floorSize: { "@type": "QuantitativeValue", value: 1096, unitCode: "FTK" }, numberOfBedrooms: 3, numberOfBathroomsTotal: 2, yearBuilt: 1962 } })}
${gtm("GTM-KWWPG8")}
</head><body class="listing">
${consentBar("Keller Williams Prairie Realty")}
<header class="kw-hdr"><a class="kw-hdr__logo" href="/"><img src="/img/kw-prairie.svg" alt="Keller Williams Prairie Realty"></a>${menu(["Search", "Sell", "Agents", "Join KW", "Events", "Contact"], "kw-hdr__nav")}</header>
<main class="kw-listing">
<div class="kw-listing__top">
<div><h1 class="kw-listing__street">74 Cottonwood Road</h1><p class="kw-listing__city">Winnipeg, MB R2J 1G4</p><p class="kw-listing__area">Windsor Park · Area 2G</p></div>
<div class="kw-listing__price-wrap"><p class="kw-listing__price">$429,900</p><p class="kw-listing__offers">Offers reviewed Wednesday, Nov 12 at 6:00 pm</p></div>
</div>
${photoStrip("https://media.kwwinnipeg.com/202527819", 12, "74 Cottonwood Road", "kw-listing__gallery")}
<ul class="kw-listing__quick"><li><b>3</b> beds</li><li><b>2</b> baths</li><li><b>1,096</b> sq ft</li><li><b>1962</b> built</li></ul>
<section class="kw-listing__desc"><h2>About 74 Cottonwood</h2><p>Classic Windsor Park bungalow on a quiet, tree-lined crescent a short walk to Windsor Park Collegiate, the Windsor Park library and the Bois-des-Esprits trails. Oak hardwood under the carpets, updated kitchen with pantry, three bedrooms and a 4-piece bath on the main. The fully finished basement adds a large rec room, a 3-piece bath, laundry and a workshop. High-efficiency furnace (2019), central air, HWT 2023. Double detached garage off the back lane and a private yard with raised beds. Possession flexible.</p></section>
<section class="kw-listing__facts"><h2>Details</h2>
<table class="kw-facts"><tbody>
<tr><th>MLS® #</th><td>202527819</td><th>Style</th><td>Bungalow</td></tr>
<tr><th>Type</th><td>Single Family Detached</td><th>Neighbourhood</th><td>Windsor Park</td></tr>
<tr><th>Bedrooms</th><td>3</td><th>Area</th><td>2G</td></tr>
<tr><th>Full Bathrooms</th><td>2</td><th>Half Bathrooms</th><td>0</td></tr>
<tr><th>Living Area</th><td>1,096 sq ft</td><th>Lot Size</th><td>50 x 110 ft</td></tr>
<tr><th>Year Built</th><td>1962</td><th>Basement</th><td>Full, fully finished</td></tr>
<tr><th>Garage</th><td>Double detached</td><th>Taxes</th><td>$3,812.47 (2025)</td></tr>
</tbody></table>
</section>
<section class="kw-listing__agent"><h2>Listing Agent</h2>
<div class="kw-agent"><img src="/img/agents/kendra-ostapchuk.jpg" alt=""><div><p class="kw-agent__name">Kendra Ostapchuk</p><p class="kw-agent__team">Ostapchuk Home Group</p><p class="kw-agent__phone">204-555-0133</p><p class="kw-agent__brokerage">Keller Williams Prairie Realty</p></div></div>
</section>
${payment("$429,900", "$21,495", "4.89%", "25 years", "$2,347")}
${leadForm("Book a showing")}
${cards("More Homes Listed by KW Prairie", [
  { href: "/listings/202526604/19-dunkirk-drive-winnipeg", price: "$379,900", line1: "19 Dunkirk Drive, Winnipeg", line2: "St. Vital · 3 bd · 1 ba" },
  { href: "/listings/202527010/1204-555-waterfront-drive-winnipeg", price: "$299,900", line1: "1204-555 Waterfront Drive, Winnipeg", line2: "Exchange District · Condo" },
  { href: "/listings/202525893/41-lakeside-bay-niverville", price: "$559,000", line1: "41 Lakeside Bay, Niverville", line2: "4 bd · 3 ba · 2-Storey" },
])}
</main>
${footerBlock([
  `<h4>Keller Williams Prairie Realty</h4><address>1355 Pembina Highway, Unit 4<br>Winnipeg, MB R3T 2B6</address><p>204-555-0100</p>`,
  `${socialLinks()}`,
], ["© 2025 Keller Williams Prairie Realty. Each Keller Williams office is independently owned and operated.", "Listing information provided by WinnipegREALTORS® and deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 429900 },
      propertyKind: "house",
      street: "74 Cottonwood Road",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2J 1G4",
      neighbourhood: "Windsor Park",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1096,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "202527819",
      listingAgentName: "Kendra Ostapchuk",
      brokerageName: "Keller Williams Prairie Realty",
      geo: { lat: 49.87364, lng: -97.06912 },
    },
  },
  {
    name: "ho72-myrealpage-condo-burnaby",
    site: "myrealpage.com",
    set: "held-out-72",
    traps: "agent's own site on the MyRealPage platform: 'mrp-' class names and a JSON blob with the listing's facts and coordinates; sub-area 'Metrotown'; strata fee with cents, gross taxes and a BC Assessment value; agent with PREC*; parking and storage counts; the agent's featured listings with prices",
    pageUrl: "https://www.amandachenrealestate.com/listing.R3054412/2305-6383-mckay-avenue-burnaby-bc-v5h-0h8",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2305-6383 McKay Avenue, Burnaby - R3054412 | Amanda Chen Real Estate</title>
<meta name="description" content="2 bed, 2 bath Metrotown condo with mountain views. 872 sq ft. $728,000.">
<meta property="og:image" content="https://img.myrealpage.com/listings/R3054412/0.jpg">
<link rel="stylesheet" href="https://static.myrealpage.com/wps/css/mrp-listing.css">
${gtm("GTM-ACRE51")}
</head><body class="mrp-page mrp-listing-details">
${consentBar("Amanda Chen Real Estate")}
<header class="site-head"><div class="brand">Amanda Chen <span>Personal Real Estate Corporation</span></div>${menu(["Home", "Featured Listings", "MLS® Search", "Presales", "About Amanda", "Contact"])}</header>
<div id="mrp-listing" class="mrp-listing-container">
<div class="mrp-listing-main-info">
<div class="mrp-listing-address"><span class="mrp-listing-address-line">2305-6383 McKay Avenue</span><span class="mrp-listing-address-city">Burnaby, BC V5H 0H8</span></div>
<div class="mrp-listing-price-container"><span class="mrp-listing-price">$728,000</span></div>
<div class="mrp-listing-summary-info"><span>2 Bedrooms</span><span>2 Bathrooms</span><span>872 sq. ft.</span><span>Built 2019</span></div>
</div>
${photoStrip("https://img.myrealpage.com/listings/R3054412", 15, "2305-6383 McKay Avenue", "mrp-listing-photos")}
<div class="mrp-listing-description"><h3>Description</h3><p>Sub-penthouse corner home in a concrete tower steps to Metropolis at Metrotown, Bonsor Park and the SkyTrain. Split bedrooms for privacy, floor-to-ceiling windows with north-east mountain and city views, a wrap-around balcony and air conditioning. Kitchen with integrated fridge, gas cooktop and quartz island. One parking stall and one storage locker. Amenities include a concierge, gym, yoga studio, party room and rooftop garden. Pets and rentals allowed with restrictions.</p></div>
<div class="mrp-listing-details-section">
<h3>Listing Details</h3>
<table class="mrp-listing-details"><tbody>
<tr><td class="mrp-label">MLS® Number</td><td>R3054412</td></tr>
<tr><td class="mrp-label">Property Type</td><td>Apartment/Condo</td></tr>
<tr><td class="mrp-label">Area</td><td>Burnaby South</td></tr>
<tr><td class="mrp-label">Sub-Area</td><td>Metrotown</td></tr>
<tr><td class="mrp-label">Bedrooms</td><td>2</td></tr>
<tr><td class="mrp-label">Bathrooms</td><td>2</td></tr>
<tr><td class="mrp-label">Floor Area</td><td>872 sq. ft.</td></tr>
<tr><td class="mrp-label">Year Built</td><td>2019</td></tr>
<tr><td class="mrp-label">Strata Fee</td><td>$512.34 / month</td></tr>
<tr><td class="mrp-label">Gross Taxes</td><td>$2,489.10 (2025)</td></tr>
<tr><td class="mrp-label">BC Assessment</td><td>$701,000</td></tr>
<tr><td class="mrp-label">Parking / Storage</td><td>1 / 1</td></tr>
</tbody></table>
</div>
<div class="mrp-listing-realtor"><h3>Presented By</h3><p class="mrp-realtor-name">Amanda Chen PREC*</p><p class="mrp-realtor-company">Parkside Pacific Realty Ltd.</p><p>604-555-0181 · amanda@example.ca</p></div>
<div id="mrp-map-canvas" class="mrp-listing-map"></div>
${jsonScript("mrp-listing-data", { listingId: "R3054412", price: 728000, address: "2305-6383 McKay Avenue", city: "Burnaby", province: "BC", postal: "V5H 0H8", beds: 2, baths: 2, sqft: 872, yearBuilt: 2019, lat: 49.22681, lng: -122.99905, strataFee: 512.34, listingRealtor: "Amanda Chen", listingOffice: "Parkside Pacific Realty Ltd." })}
${payment("$728,000", "$145,600", "4.49%", "25 years", "$3,219")}
${leadForm("Ask Amanda about this home")}
${cards("Featured Listings", [
  { href: "/listing.R3049077/1508-4688-kingsway-burnaby-bc", price: "$598,000", line1: "1508-4688 Kingsway, Burnaby", line2: "1 bd · 1 ba · 602 sq. ft." },
  { href: "/listing.R3051230/38-7388-macpherson-avenue-burnaby-bc", price: "$1,188,000", line1: "38-7388 MacPherson Avenue, Burnaby", line2: "3 bd · 3 ba · Townhouse" },
], "mrp-featured")}
</div>
${footerBlock([
  `<p>Amanda Chen PREC*<br>Parkside Pacific Realty Ltd.<br>4720 Kingsway, Suite 900, Burnaby, BC V5H 4N2</p>`,
  `${socialLinks()}`,
], ["*Personal Real Estate Corporation. This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy.", "Powered by myRealPage.com"])}
</body></html>`,
    expected: {
      price: { amount: 728000 },
      propertyKind: "condo",
      street: "2305-6383 McKay Avenue",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5H 0H8",
      neighbourhood: "Metrotown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 872,
      yearBuilt: 2019,
      mlsNumber: "R3054412",
      listingAgentName: "Amanda Chen",
      brokerageName: "Parkside Pacific Realty Ltd.",
      geo: { lat: 49.22681, lng: -122.99905 },
    },
  },
  {
    name: "ho72-vancouvercondo-rental-yaletown",
    site: "vancouvercondo.info",
    set: "held-out-72",
    traps: "condo-building site's rental suite page: monthly rent beside the building's units for sale (with MLS numbers and prices) and its average price per sq ft; '1 bed + den'; the building's year, strata plan, storeys and coordinates; a deposit and a pet deposit; no agent or brokerage, only a landlord contact form",
    pageUrl: "https://www.vancouvercondo.info/rentals/1807-1288-seymour-street-helmcken-point",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>For Rent: 1807-1288 Seymour Street, Helmcken Point, Yaletown – $3,150/month | VancouverCondo.info</title>
<meta name="description" content="1 bed + den, 1 bath, 648 sq ft at Helmcken Point in Yaletown, unfurnished. $3,150 per month, available December 1.">
<meta property="og:image" content="https://www.vancouvercondo.info/photos/rentals/1807-1288-seymour/1.jpg">
${gtm("GTM-VCI702")}
</head><body class="rental-detail">
${consentBar("VancouverCondo.info")}
<header class="vci-header"><a href="/" class="vci-logo">VancouverCondo.info</a>${menu(["Buildings", "For Sale", "For Rent", "Presales", "Neighbourhoods", "Blog"], "vci-nav")}</header>
<main class="vci-main">
<div class="vci-crumbs"><a href="/neighbourhoods/downtown/">Downtown</a> › <a href="/neighbourhoods/yaletown/">Yaletown</a> › <a href="/buildings/helmcken-point-1288-seymour-street/">Helmcken Point</a> › Suite 1807 for rent</div>
<article class="vci-rental">
<h1>1807-1288 Seymour Street</h1>
<p class="vci-sub">Helmcken Point · Yaletown, Vancouver, BC V6B 0L2</p>
<div class="vci-rent">$3,150<span>/month</span></div>
<ul class="vci-rental-facts"><li>1 bed + den</li><li>1 bath</li><li>648 sq ft</li><li>Unfurnished</li><li>Available Dec 1, 2025</li></ul>
${photoStrip("https://www.vancouvercondo.info/photos/rentals/1807-1288-seymour", 8, "Helmcken Point suite 1807")}
<section><h2>About this rental</h2><p>Bright south-facing one bedroom and den on the 18th floor of Helmcken Point with False Creek peek-a-boo views. Open kitchen with gas range, in-suite laundry, balcony off the living room. The den fits a desk or a guest bed (no window). Includes one secure parking stall and a storage locker. Minimum 12-month lease; tenant pays hydro and internet. Security deposit $1,575; pet deposit $1,575 (one small pet considered). No smoking.</p></section>
<section class="vci-rental-table"><h2>Rental details</h2>
<table><tbody>
<tr><th>Monthly rent</th><td>$3,150</td></tr>
<tr><th>Lease term</th><td>12 months minimum</td></tr>
<tr><th>Bedrooms</th><td>1 + den</td></tr>
<tr><th>Bathrooms</th><td>1</td></tr>
<tr><th>Interior size</th><td>648 sq ft</td></tr>
<tr><th>Floor</th><td>18</td></tr>
<tr><th>Parking</th><td>1 stall included</td></tr>
<tr><th>Utilities</th><td>Heat and hot water included</td></tr>
</tbody></table></section>
<section class="vci-building" data-building-id="482" data-lat="49.27621" data-lng="-123.12603">
<h2>Helmcken Point at a glance</h2>
<dl>
<dt>Address</dt><dd>1288 Seymour Street, Vancouver</dd>
<dt>Neighbourhood</dt><dd>Yaletown</dd>
<dt>Year built</dt><dd>2009</dd>
<dt>Storeys</dt><dd>31</dd>
<dt>Suites</dt><dd>248</dd>
<dt>Strata plan</dt><dd>BCS3412</dd>
<dt>Developer</dt><dd>Seymour Pacific Developments</dd>
<dt>Avg. sold $/sq ft (12 mo)</dt><dd>$1,108</dd>
<dt>Rentals allowed</dt><dd>Yes</dd>
</dl>
</section>
${cards("Also in Helmcken Point", [
  { href: "/listings/R3051877-2602-1288-seymour-street", price: "$1,149,000", line1: "#2602 · 2 bed · 2 bath · 951 sq ft", line2: "For sale · MLS® R3051877" },
  { href: "/listings/R3048803-905-1288-seymour-street", price: "$689,000", line1: "#905 · 1 bed · 1 bath · 602 sq ft", line2: "For sale · MLS® R3048803" },
  { href: "/rentals/1102-1288-seymour-street-helmcken-point", price: "$2,650/mo", line1: "#1102 · Studio · 455 sq ft", line2: "For rent · Available Jan 1" },
], "vci-building-units")}
${leadForm("Contact the landlord")}
</article>
</main>
${footerBlock([
  `<h4>VancouverCondo.info</h4><p>Building guides, sales history and rentals for Metro Vancouver condos.</p>`,
  `${socialLinks()}`,
], ["© 2025 VancouverCondo.info. Rental listings are posted by owners and property managers; information is not verified.", "MLS® listing data for sale listings is provided by the Greater Vancouver REALTORS®."])}
</body></html>`,
    expected: {
      price: { amount: 3150, period: "month" },
      propertyKind: "condo",
      street: "1807-1288 Seymour Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6B 0L2",
      neighbourhood: "Yaletown",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 648,
      yearBuilt: 2009,
      geo: { lat: 49.27621, lng: -123.12603 },
    },
  },
  {
    name: "ho72-publimaison-triplex-sherbrooke",
    site: "publimaison.ca",
    set: "held-out-72",
    traps: "Québec listings site's French plex sheet: triplex with an address range; units listed by size (5 ½, 4 ½, 4 ½) with no total bedrooms or baths; gross annual revenue; lot in m² with a decimal comma and the building's footprint in metres; municipal and school taxes and assessment; 'Arrondissement' row; Centris number beside the site's own ad number; broker and agency; coordinates in data attributes; similar properties",
    pageUrl: "https://www.publimaison.ca/fr/propriete/triplex-a-vendre-sherbrooke/21458903",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre — 812-816, rue Belvédère Sud, Sherbrooke | Publimaison</title>
<meta name="description" content="Triplex à vendre à Sherbrooke, arrondissement Des Nations. 589 000 $. Revenus bruts 31 980 $. Centris 21458903.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Triplex à vendre à Sherbrooke — 589 000 $">
<meta property="og:image" content="https://photos.publimaison.ca/21458903/1.jpg">
${gtm("GTM-PUBMQ5")}
</head><body class="fiche-propriete">
${consentBar("Publimaison", "fr")}
<header class="pm-entete"><a href="/fr/" class="pm-logo">Publimaison</a>${menu(["Acheter", "Vendre", "Plex", "Chalets", "Courtiers", "English"], "pm-menu")}</header>
<main class="pm-fiche" data-centris="21458903" data-latitude="45.39418" data-longitude="-71.89637">
<nav class="pm-fil"><a href="/fr/">Accueil</a> › <a href="/fr/region/estrie/">Estrie</a> › <a href="/fr/ville/sherbrooke/">Sherbrooke</a> › Triplex</nav>
<section class="pm-resume">
<p class="pm-genre">Triplex à vendre</p>
<h1 class="pm-adresse">812-816, rue Belvédère Sud</h1>
<p class="pm-ville">Sherbrooke (Québec) J1H 4B9</p>
<p class="pm-prix">589 000 $</p>
<p class="pm-nos">No Centris : 21458903 · Annonce Publimaison no 774312</p>
</section>
${photoStrip("https://photos.publimaison.ca/21458903", 9, "Triplex rue Belvédère Sud", "pm-photos")}
<section class="pm-description"><h2>Description</h2><p>Triplex bien entretenu à distance de marche du centre-ville, du Cégep de Sherbrooke et du parc Jacques-Cartier. Logement du rez-de-chaussée (5 ½) libre à l'acheteur, idéal pour propriétaire occupant; deux 4 ½ loués à long terme. Toiture refaite en 2017, entrée électrique 200 A, fenêtres de PVC (2015). Sous-sol non aménagé avec rangement pour chaque logement. Cour arrière clôturée et stationnement pour trois voitures.</p></section>
<section class="pm-carac"><h2>Caractéristiques</h2>
<table class="pm-table"><tbody>
<tr><th>Type de propriété</th><td>Triplex</td></tr>
<tr><th>Arrondissement</th><td>Des Nations</td></tr>
<tr><th>Année de construction</th><td>1952</td></tr>
<tr><th>Logements</th><td>1 x 5 ½ (rez-de-chaussée), 2 x 4 ½</td></tr>
<tr><th>Revenus bruts potentiels</th><td>31 980 $ / an</td></tr>
<tr><th>Superficie du terrain</th><td>464,5 m²</td></tr>
<tr><th>Dimensions du bâtiment</th><td>9,14 m x 12,19 m</td></tr>
<tr><th>Stationnement</th><td>Allée (3)</td></tr>
<tr><th>Chauffage</th><td>Plinthes électriques</td></tr>
<tr><th>Taxes municipales (2025)</th><td>4 986 $</td></tr>
<tr><th>Taxes scolaires (2025)</th><td>389 $</td></tr>
<tr><th>Évaluation municipale</th><td>472 300 $</td></tr>
</tbody></table></section>
<section class="pm-courtier"><h2>Courtier inscripteur</h2>
<div class="pm-carte"><img src="https://photos.publimaison.ca/courtiers/sgagnon.jpg" alt=""><p class="pm-carte-nom">Stéphanie Gagnon</p><p class="pm-carte-titre">Courtier immobilier résidentiel et commercial</p><p class="pm-carte-agence">Groupe Immobilier Mont-Bellevue inc.</p><p>819 555-0164</p></div>
</section>
${payment("589 000 $", "117 800 $", "4,69 %", "25 ans", "2 660 $", "fr")}
${leadForm("Demander une visite", "fr")}
${cards("Propriétés similaires à Sherbrooke", [
  { href: "/fr/propriete/duplex-a-vendre-sherbrooke/19022871", price: "449 000 $", line1: "1204-1206, rue King Est", line2: "Duplex · Fleurimont" },
  { href: "/fr/propriete/quadruplex-a-vendre-sherbrooke/25519003", price: "729 000 $", line1: "355-361, rue Wellington Nord", line2: "Quadruplex · Des Nations" },
  { href: "/fr/propriete/maison-a-vendre-sherbrooke/14477120", price: "395 000 $", line1: "88, rue Laurier", line2: "Maison à étages · Lennoxville" },
], "pm-similaires")}
</main>
${footerBlock([
  `<h4>Publimaison</h4><p>Des milliers de propriétés à vendre au Québec, par des courtiers immobiliers.</p>`,
  `${socialLinks()}`,
], ["© 2025 Publimaison. Les renseignements proviennent des courtiers et ne sont pas garantis."])}
</body></html>`,
    expected: {
      price: { amount: 589000 },
      propertyKind: "plex",
      street: "812-816, rue Belvédère Sud",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1H 4B9",
      neighbourhood: "Des Nations",
      lot: { value: 464.5, unit: "m2" },
      yearBuilt: 1952,
      mlsNumber: "21458903",
      listingAgentName: "Stéphanie Gagnon",
      brokerageName: "Groupe Immobilier Mont-Bellevue inc.",
      geo: { lat: 45.39418, lng: -71.89637 },
    },
  },
];
