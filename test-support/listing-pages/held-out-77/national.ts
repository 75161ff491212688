/**
 * Seventy-seventh held-out corpus, national brokerages and portals: royallepage.ca (an Ottawa semi conditionally sold
 * but still active), remax.ca (a Calgary house back on the market), rew.ca (a Coquitlam strata townhouse relisted and
 * reduced, with BC Assessment figures) and point2homes.com (a Saskatoon bungalow with a price-history table).
 * Addresses, names and numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  appBanner,
  cardRail,
  cookieBanner,
  gtm,
  gtmNoscript,
  jsonIsland,
  mortgageCalc,
  photoStrip,
  portalFooter,
  topNav,
} from "./chrome.ts";

export const HELD_OUT_77_NATIONAL: ListingPage[] = [
  {
    name: "ho77-royallepage-conditionally-sold-semi-ottawa",
    site: "royallepage.ca",
    set: "held-out-77",
    traps:
      "royallepage.ca page for a listing marked 'Conditionally Sold' yet still 'Active' and taking backup offers: the earlier asking price struck through; an old 7-digit MLS® number of the builder's sale and its 2014 price in the history; MPAC assessment and taxes; 'Lot Frontage 24.6 ft' and 'Lot Depth 100 ft'; '2 Full / 1 Half' baths; two listing-agent cards; the brokerage with a ' - Barrhaven Office' suffix; the office address and other offices in the footer; coordinates in the map element's data attributes",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/ottawa/218-meadowbreeze-drive/25118842/mlsX12176309/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>218 Meadowbreeze Drive, Ottawa, ON K2J 6B8 | 3 Bed Semi-Detached For Sale | X12176309 | Royal LePage</title>
<meta name="description" content="218 Meadowbreeze Drive, Ottawa - 3 bedroom, 2.5 bath semi-detached home in Barrhaven for sale. $699,900.">
<meta property="og:image" content="https://rlp.jumplisting.ca/photos/X12176309/1.jpg">
${gtm("GTM-RLP77Q")}
</head><body class="property-details">
${gtmNoscript("GTM-RLP77Q")}
${cookieBanner("Royal LePage")}
<header class="rlp-header"><a href="/en/" class="rlp-logo">Royal LePage</a>${topNav(["Buy", "Sell", "Find an Agent", "Find an Office", "Royal LePage Shelter Foundation"], "rlp-nav", "/en/")}</header>
<main class="property-wrap">
<section class="property-heading">
<div class="status-flags"><span class="flag flag--conditional">Conditionally Sold</span><span class="flag">Status: Active</span></div>
<h1 class="address-1">218 Meadowbreeze Drive</h1>
<p class="address-2">Ottawa, Ontario K2J 6B8</p>
<p class="neighbourhood">Neighbourhood: <a href="/en/search/ontario/ottawa/barrhaven/">Barrhaven</a></p>
<div class="price-box"><span class="price-box__old"><s>$724,900</s></span> <span class="price-box__price">$699,900</span></div>
<p class="conditional-note">A conditional offer has been accepted on this property. Showings continue and backup offers are welcome until conditions are waived.</p>
<ul class="beds-baths"><li>3 Bedrooms</li><li>2 Full / 1 Half Bathrooms</li><li>1,732 sq. ft.</li></ul>
</section>
${photoStrip("https://rlp.jumplisting.ca/photos/X12176309", 12, "218 Meadowbreeze Drive Ottawa")}
<section class="property-description"><h2>Property Description</h2><p>Sought-after end-unit semi on a quiet Barrhaven street, built in 2014 and lovingly kept by its original owners. Open main floor with hardwood, a gas fireplace and a kitchen with an island and walk-in pantry; powder room off the foyer. Upstairs, a primary suite with walk-in closet and ensuite, two more bedrooms and the main bath. Unfinished basement ready for your ideas. Fully fenced yard with interlock patio. Walk to Minto Recreation Complex, schools and transit.</p></section>
<section class="property-details-list"><h2>Property Details</h2><dl>
<dt>MLS® #</dt><dd>X12176309</dd>
<dt>Property Type</dt><dd>Residential</dd>
<dt>Building Type</dt><dd>Semi-Detached</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2 Full / 1 Half</dd>
<dt>Living Area</dt><dd>1,732 sq. ft. (builder's plan)</dd>
<dt>Lot Frontage</dt><dd>24.6 ft</dd>
<dt>Lot Depth</dt><dd>100 ft</dd>
<dt>Year Built</dt><dd>2014</dd>
<dt>Property Taxes</dt><dd>$5,204 (2025)</dd>
<dt>MPAC Assessment</dt><dd>$488,000 (2016 base)</dd>
<dt>Days on Market</dt><dd>21</dd>
</dl></section>
<section class="price-history"><h2>Price &amp; Listing History</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS® #</th></tr></thead><tbody>
<tr><td>2025-07-19</td><td>Conditionally Sold</td><td>$699,900</td><td>X12176309</td></tr>
<tr><td>2025-07-05</td><td>Price Reduced</td><td>$699,900</td><td>X12176309</td></tr>
<tr><td>2025-06-28</td><td>New Listing</td><td>$724,900</td><td>X12176309</td></tr>
<tr><td>2014-10-30</td><td>Sold (new construction)</td><td>$412,880</td><td>1389452</td></tr>
</tbody></table></section>
<section class="agents"><h2>Listing Agents</h2>
<div class="agent-card"><img src="/img/agents/anne-gagnon.jpg" alt=""><p class="agent-card__name">Anne Gagnon</p><p class="agent-card__title">Sales Representative</p><p>613-555-0129</p></div>
<div class="agent-card"><img src="/img/agents/mark-liu.jpg" alt=""><p class="agent-card__name">Mark Liu</p><p class="agent-card__title">Broker</p><p>613-555-0184</p></div>
<div class="office-card"><p class="office-card__name">Royal LePage Team Realty - Barrhaven Office</p><p>3500 Fallowfield Road, Unit 8, Ottawa, ON K2J 4A7</p><p>613-555-0100</p></div>
</section>
<div id="property-map" class="map" data-lat="45.26983" data-lng="-75.74118" data-zoom="15"></div>
${mortgageCalc("Mortgage Calculator", 10, "4.69%", "$3,612")}
${cardRail("Similar Properties", [
  { href: "/en/property/ontario/ottawa/42-harthill-way/25103321/mlsX12160448/", price: "$679,000", address: "42 Harthill Way, Ottawa", meta: "3 bd · 2.5 ba · Semi-Detached" },
  { href: "/en/property/ontario/ottawa/1107-ballantyne-drive/25110077/mlsX12168221/", price: "$744,900", address: "1107 Ballantyne Drive, Ottawa", meta: "3 bd · 3.5 ba · Semi-Detached" },
], "rlp-similar")}
</main>
${portalFooter([
  { title: "Royal LePage", links: ["About Us", "Careers", "Franchise Opportunities", "Newsroom"] },
  { title: "Ottawa Offices", links: ["Team Realty Kanata", "Team Realty Orleans", "Team Realty Barrhaven"] },
], ["Royal LePage Team Realty, Brokerage. Independently owned and operated. 484 Hazeldean Road, Unit 1, Ottawa, ON K2L 1V4.", "© 2025 Bridgemarq Real Estate Services Manager Limited. All rights reserved. MLS® listing data courtesy of the Ottawa Real Estate Board."])}
</body></html>`,
    expected: {
      price: { amount: 699900 },
      propertyKind: "semi-detached",
      street: "218 Meadowbreeze Drive",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 6B8",
      neighbourhood: "Barrhaven",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1732,
      lot: { value: 2460, unit: "ft2" },
      yearBuilt: 2014,
      mlsNumber: "X12176309",
      listingAgentName: "Anne Gagnon",
      brokerageName: "Royal LePage Team Realty",
      geo: { lat: 45.26983, lng: -75.74118 },
    },
  },
  {
    name: "ho77-remax-back-on-market-house-calgary",
    site: "remax.ca",
    set: "held-out-77",
    traps:
      "remax.ca Next.js page: a 'Back on Market' badge; the listing JSON with the list price, an 'originalPrice' and a prior expired listing's MLS® number and price; a 2012 sale price and a City of Calgary assessment; a RE/MAX estimated value; 'Bedrooms 4' beside 'Above Grade 3 / Below Grade 1'; '3 Full, 1 Half' baths; above-grade '2,104 sqft' beside a total developed area; lot in m²; the site's listing id beside the MLS® number",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/142-tuscany-ravine-road-nw-wp_idm73000005-a2231874-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>142 Tuscany Ravine Road NW, Calgary, AB T3L 2V9 - $789,000 - A2231874 | RE/MAX Canada</title>
<meta name="description" content="Back on market: 4 bed, 3.5 bath home in Tuscany, Calgary. 142 Tuscany Ravine Road NW listed at $789,000. MLS® A2231874.">
<meta property="og:image" content="https://media.remax.ca/listings/a2231874/1.jpg">
${gtm("GTM-RMXCA2")}
</head><body>
<div id="__next">
<header class="header_root"><a href="/" class="header_logo">RE/MAX</a>${topNav(["Buy", "Sell", "Find an Agent", "Find an Office", "Blog"], "header_nav")}</header>
<main class="listing-detail_root">
<section class="listing-summary">
<span class="badge badge--bom">Back on Market</span>
<div class="listing-summary_price">$789,000</div>
<h1 class="listing-summary_address">142 Tuscany Ravine Road NW<span>Calgary, AB T3L 2V9</span></h1>
<ul class="listing-summary_stats"><li><b>4</b> bed</li><li><b>3.5</b> bath</li><li><b>2,104</b> sqft</li></ul>
<p class="listing-summary_mls">MLS®: A2231874</p>
</section>
${photoStrip("https://media.remax.ca/listings/a2231874", 10, "142 Tuscany Ravine Road NW")}
<section class="listing-description"><h2>Description</h2><p>Back on market - the buyer's home sale condition was not met. Family home on a ravine lot in Tuscany with walking paths right behind the back gate. Vaulted living room, main-floor den, kitchen with granite island and a sunny nook. Three bedrooms upstairs, the primary with a 5-piece ensuite. Developed walkout basement with a fourth bedroom, full bath and family room. New roof 2022, hot water tank 2023. Tuscany Club access, Tuscany LRT station and Crowchild Trail nearby.</p></section>
<section class="listing-details"><h2>Home Details</h2><table><tbody>
<tr><th>Property Type</th><td>Residential - Detached</td></tr>
<tr><th>Community</th><td>Tuscany</td></tr>
<tr><th>Bedrooms</th><td>4 (Above Grade 3 / Below Grade 1)</td></tr>
<tr><th>Bathrooms</th><td>3 Full, 1 Half</td></tr>
<tr><th>Above Grade Area</th><td>2,104 sqft</td></tr>
<tr><th>Total Developed Area</th><td>3,012 sqft</td></tr>
<tr><th>Lot Size</th><td>512 m²</td></tr>
<tr><th>Year Built</th><td>2001</td></tr>
<tr><th>Garage</th><td>Double Attached</td></tr>
<tr><th>Taxes</th><td>$4,688 (2025)</td></tr>
<tr><th>City Assessment</th><td>$742,500 (2025)</td></tr>
<tr><th>Days on Market</th><td>6</td></tr>
</tbody></table></section>
<section class="listing-history"><h2>Listing History</h2><ul>
<li>Sep 12, 2025 — Back on market at $789,000 (A2231874)</li>
<li>Sep 2, 2025 — Pending (conditional sale collapsed Sep 11)</li>
<li>Aug 21, 2025 — Listed at $799,000 (A2231874)</li>
<li>May 6, 2025 — Expired at $815,000 (A2208815)</li>
<li>Jun 14, 2012 — Sold for $552,000</li>
</ul></section>
<section class="estimate-card"><h3>RE/MAX Estimated Value</h3><p>$771,000</p><p class="fine">Automated estimate; not an appraisal.</p></section>
<section class="agent-card"><h2>Listing Agent</h2><p class="agent-card_name">Trevor Makowsky</p><p class="agent-card_title">REALTOR®</p><p class="agent-card_office">RE/MAX Foothills Real Estate</p><p>403-555-0153</p><p>4303 17 Avenue SW, Calgary, AB T3E 0E2</p></section>
${mortgageCalc("Mortgage Calculator", 20, "4.79%", "$3,599")}
${cardRail("Similar Homes Nearby", [
  { href: "/ab/calgary-real-estate/87-tuscany-springs-way-nw-wp_idm73000011-a2229016-lst", price: "$749,900", address: "87 Tuscany Springs Way NW, Calgary", meta: "3 bed · 2.5 bath · 1,880 sqft" },
  { href: "/ab/calgary-real-estate/310-tuscany-estates-rise-nw-wp_idm73000019-a2233450-lst", price: "$1,149,000", address: "310 Tuscany Estates Rise NW, Calgary", meta: "5 bed · 3.5 bath · 2,760 sqft" },
], "similar_root")}
</main>
${portalFooter([
  { title: "RE/MAX Canada", links: ["About RE/MAX", "Careers", "Join RE/MAX", "Contact"] },
  { title: "Popular Cities", links: ["Calgary", "Edmonton", "Toronto", "Vancouver"] },
], ["Each office independently owned and operated. RE/MAX Canada, 1060 Manhattan Drive, Kelowna, BC V1Y 9X9.", "Data supplied by CREB®'s MLS® System. The trademarks MLS®, Multiple Listing Service® are owned by CREA."])}
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        listingId: "wp_idm73000005-a2231874-lst",
        mlsNum: "A2231874",
        listPrice: 789000,
        originalPrice: 799000,
        previousListing: { mlsNum: "A2208815", listPrice: 815000, status: "Expired", endDate: "2025-05-06" },
        lastSold: { date: "2012-06-14", price: 552000 },
        address: { street: "142 Tuscany Ravine Road NW", city: "Calgary", province: "AB", postalCode: "T3L 2V9", community: "Tuscany" },
        location: { lat: 51.13274, lng: -114.24691 },
        beds: 4,
        bedsAboveGrade: 3,
        bedsBelowGrade: 1,
        bathsFull: 3,
        bathsHalf: 1,
        sqFtAboveGrade: 2104,
        lotSize: { value: 512, unit: "m2" },
        yearBuilt: 2001,
        agents: [{ name: "Trevor Makowsky", office: "RE/MAX Foothills Real Estate" }],
        estimate: 771000,
      },
    },
  },
  page: "/[province]/[city]/[listing]",
})}
</body></html>`,
    expected: {
      price: { amount: 789000 },
      propertyKind: "house",
      street: "142 Tuscany Ravine Road NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3L 2V9",
      neighbourhood: "Tuscany",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2104,
      lot: { value: 512, unit: "m2" },
      yearBuilt: 2001,
      mlsNumber: "A2231874",
      listingAgentName: "Trevor Makowsky",
      brokerageName: "RE/MAX Foothills Real Estate",
      geo: { lat: 51.13274, lng: -114.24691 },
    },
  },
  {
    name: "ho77-rew-relisted-townhouse-coquitlam",
    site: "rew.ca",
    set: "held-out-77",
    traps:
      "rew.ca strata townhouse page: a 'Price history' with an expired listing under an earlier MLS® number, the relist and a reduction; a 2020 sale price; BC Assessment land, improvement and total values; strata fee; the BC-style '14-3452 Sheffield Avenue' address and 'Burke Mountain' sub-area; '2 full, 1 half' baths; JSON-LD with geo; the presenting agent and brokerage; other townhouses in the complex with prices",
    pageUrl: "https://www.rew.ca/properties/R3012458/14-3452-sheffield-avenue-coquitlam",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>14-3452 Sheffield Avenue, Coquitlam — For Sale @ $1,099,000 | R3012458 | REW</title>
<meta name="description" content="3 bed, 2.5 bath townhouse for sale in Burke Mountain, Coquitlam. 14-3452 Sheffield Avenue, listed at $1,099,000.">
<meta property="og:image" content="https://assets-listings.rew.ca/R3012458/1.jpg">
${gtm("GTM-REWCA8")}
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "14-3452 Sheffield Avenue",
  numberOfRooms: 3,
  floorSize: { "@type": "QuantitativeValue", value: 1688, unitCode: "FTK" },
  address: { "@type": "PostalAddress", streetAddress: "14-3452 Sheffield Avenue", addressLocality: "Coquitlam", addressRegion: "BC", postalCode: "V3E 0M7", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 49.29894, longitude: -122.75561 },
})}
</head><body class="listing-show">
${cookieBanner("REW")}
<header class="site-header"><a href="/" class="site-header__logo">REW</a>${topNav(["Buy", "Rent", "Sold", "Sell", "Agents", "News"], "site-header__nav")}</header>
<main class="listingpage">
<section class="listingheader">
<div class="listingheader-price">$1,099,000 <span class="pricechange pricechange--down">&darr; $20,000</span></div>
<h1 class="listingheader-address">14-3452 Sheffield Avenue</h1>
<p class="listingheader-area">Burke Mountain, Coquitlam, BC V3E 0M7</p>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,688 Sqft</li><li>Townhouse</li></ul>
</section>
${photoStrip("https://assets-listings.rew.ca/R3012458", 10, "14-3452 Sheffield Avenue")}
<section class="listingoverview"><h2>Overview</h2><p>Corner townhome in the Ridgeline Walk complex, built in 2019 with the balance of 2-5-10 warranty. Main level with 9 ft ceilings, a chef's kitchen with gas range and a south-facing deck; powder room off the dining area. Three bedrooms up, two full baths including the ensuite. Tandem double garage with EV rough-in. Strata fee $389/month. Minutes to Burke Mountain schools, trails and the Evergreen SkyTrain.</p></section>
<section class="listingdetails"><h2>Details</h2><dl>
<dt>MLS® Number</dt><dd>R3012458</dd>
<dt>Property Type</dt><dd>Townhouse</dd>
<dt>Title</dt><dd>Freehold Strata</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>3 (2 full, 1 half)</dd>
<dt>Floor Area</dt><dd>1,688 sqft</dd>
<dt>Year Built</dt><dd>2019</dd>
<dt>Strata Fee</dt><dd>$389</dd>
<dt>Taxes</dt><dd>$3,954 (2025)</dd>
<dt>Sub-Area</dt><dd>Burke Mountain</dd>
<dt>Days on REW</dt><dd>23</dd>
</dl></section>
<section class="pricehistory"><h2>Price History</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Listing</th></tr></thead><tbody>
<tr><td>Oct 14, 2025</td><td>Price reduced</td><td>$1,099,000</td><td>R3012458</td></tr>
<tr><td>Sep 22, 2025</td><td>Listed</td><td>$1,119,000</td><td>R3012458</td></tr>
<tr><td>Sep 19, 2025</td><td>Expired</td><td>$1,149,000</td><td>R3002291</td></tr>
<tr><td>Jul 8, 2025</td><td>Listed</td><td>$1,149,000</td><td>R3002291</td></tr>
<tr><td>Mar 3, 2020</td><td>Sold</td><td>$878,000</td><td>—</td></tr>
</tbody></table></section>
<section class="assessment"><h2>BC Assessment (2025)</h2><table><tbody><tr><th>Land</th><td>$512,000</td></tr><tr><th>Improvements</th><td>$550,000</td></tr><tr><th>Total</th><td>$1,062,000</td></tr></tbody></table></section>
<section class="listing-agent"><h2>Presented By</h2><p class="listing-agent__name">Linda Zhou</p><p class="listing-agent__brokerage">Tri-Cities Pacific Realty Ltd.</p><p>604-555-0171</p></section>
${cardRail("More in Ridgeline Walk", [
  { href: "/properties/R3010937/22-3452-sheffield-avenue-coquitlam", price: "$1,049,900", address: "22-3452 Sheffield Avenue, Coquitlam", meta: "3 bd · 3 ba · 1,590 sqft" },
  { href: "/properties/R3013374/5-3452-sheffield-avenue-coquitlam", price: "$1,189,000", address: "5-3452 Sheffield Avenue, Coquitlam", meta: "4 bd · 4 ba · 1,902 sqft" },
], "listing-rail")}
${mortgageCalc("Mortgage Calculator", 20, "4.59%", "$4,915")}
</main>
${portalFooter([
  { title: "REW", links: ["About", "Advertise", "Careers", "Contact"] },
  { title: "Cities", links: ["Vancouver", "Burnaby", "Surrey", "Coquitlam"] },
], ["REW.ca, 1075 W Georgia St, Vancouver, BC V6E 3C9.", "This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 1099000 },
      propertyKind: "townhouse",
      street: "14-3452 Sheffield Avenue",
      city: "Coquitlam",
      province: "BC",
      postalCode: "V3E 0M7",
      neighbourhood: "Burke Mountain",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1688,
      yearBuilt: 2019,
      mlsNumber: "R3012458",
      listingAgentName: "Linda Zhou",
      brokerageName: "Tri-Cities Pacific Realty Ltd.",
      geo: { lat: 49.29894, lng: -122.75561 },
    },
  },
  {
    name: "ho77-point2homes-price-history-bungalow-saskatoon",
    site: "point2homes.com",
    set: "held-out-77",
    traps:
      "point2homes.com Canadian page: a 'Price History' table (listed, two decreases, a 2016 sale) and a 'was' figure; '5 Beds' headline beside 'Bedrooms Above Grade 3 / Below Grade 2'; the site's 'Listing ID' beside the SK MLS® number; 'Lot Size 5,489 sq ft'; taxes; JSON-LD with geo; the agent with her brokerage; nearby listings and schools",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Willowgrove/318-Kenderdine-Crescent/141028763.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>318 Kenderdine Crescent, Saskatoon, SK S7N 4M2 | 5 Beds 3 Baths House for Sale | Point2</title>
<meta name="description" content="318 Kenderdine Crescent, Saskatoon, Saskatchewan - House for sale. $489,900, 5 beds, 3 baths, 1,248 sqft. MLS® SK014873.">
<meta property="og:image" content="https://photos.point2homes.com/v3/CA/SK014873/1.jpg">
${gtm("GTM-P2H9Z")}
${ld({
  "@context": "https://schema.org",
  "@type": ["SingleFamilyResidence", "Product"],
  name: "318 Kenderdine Crescent, Saskatoon, SK S7N 4M2",
  address: { "@type": "PostalAddress", streetAddress: "318 Kenderdine Crescent", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7N 4M2", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 52.12938, longitude: -106.58107 },
  offers: { "@type": "Offer", price: "489900", priceCurrency: "CAD" },
})}
</head><body class="listing-page">
${cookieBanner("Point2")}
<header class="p2-header"><a href="/CA" class="p2-logo">Point2</a>${topNav(["For Sale", "For Rent", "Agents", "Market Trends", "Sign In"], "p2-nav", "/CA/")}</header>
<main class="p2-listing">
<section class="p2-summary">
<h1 class="address-container"><div class="address">318 Kenderdine Crescent</div><div class="address-line2">Saskatoon, SK S7N 4M2</div></h1>
<div class="price"><span class="green">$489,900</span> <span class="was-price">was $499,900</span></div>
<ul class="characteristics-cnt"><li class="ic-beds">5 Beds</li><li class="ic-baths">3 Baths</li><li class="ic-sqft">1,248 Sqft</li><li class="ic-lotsize">5,489 Sqft Lot</li></ul>
</section>
${photoStrip("https://photos.point2homes.com/v3/CA/SK014873", 8, "318 Kenderdine Crescent")}
<section class="description-text"><h2>Description</h2><p>Willowgrove bungalow on a quiet crescent close to the lake trail. Bright main floor with vaulted ceilings, maple kitchen with island, three bedrooms including a primary with a 3-piece ensuite, and a 4-piece main bath. The fully developed basement adds two bedrooms, a family room with a gas fireplace and another full bath. Double attached garage, underground sprinklers, central air. Walk to Willowgrove schools and the Centre Mall bus.</p></section>
<section class="details-charcs"><h2>Property Details</h2><table><tbody>
<tr><th>Type</th><td>House</td></tr>
<tr><th>Style</th><td>Bungalow</td></tr>
<tr><th>Neighbourhood</th><td>Willowgrove</td></tr>
<tr><th>Bedrooms Above Grade</th><td>3</td></tr>
<tr><th>Bedrooms Below Grade</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Living Area</th><td>1,248 sqft</td></tr>
<tr><th>Lot Size</th><td>5,489 sq ft</td></tr>
<tr><th>Year Built</th><td>2004</td></tr>
<tr><th>Taxes</th><td>$4,210 (2025)</td></tr>
<tr><th>MLS® #</th><td>SK014873</td></tr>
<tr><th>Listing ID</th><td>141028763</td></tr>
<tr><th>Days on Market</th><td>68</td></tr>
</tbody></table></section>
<section class="price-history"><h2>Price History</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Change</th></tr></thead><tbody>
<tr><td>Sep 26, 2025</td><td>Price Decreased</td><td>$489,900</td><td>-2.0%</td></tr>
<tr><td>Aug 30, 2025</td><td>Price Decreased</td><td>$499,900</td><td>-2.0%</td></tr>
<tr><td>Jul 21, 2025</td><td>Listed for Sale</td><td>$509,900</td><td></td></tr>
<tr><td>Jun 10, 2016</td><td>Sold</td><td>$402,000</td><td></td></tr>
</tbody></table></section>
<section class="agent-info"><h2>Listed by</h2><p class="agent-name">Carla Boychuk</p><p class="agent-company">Prairie Key Realty</p><p>306-555-0191</p><p>2618 8th Street East, Saskatoon, SK S7H 0V7</p></section>
${cardRail("Nearby Homes for Sale", [
  { href: "/CA/Home-For-Sale/SK/Saskatoon/Willowgrove/427-Brookmore-Court/141031120.html", price: "$549,000", address: "427 Brookmore Court, Saskatoon", meta: "4 Beds · 3 Baths · 1,390 Sqft" },
  { href: "/CA/Home-For-Sale/SK/Saskatoon/Erindale/119-Hogg-Way/141027455.html", price: "$459,900", address: "119 Hogg Way, Saskatoon", meta: "4 Beds · 2 Baths · 1,120 Sqft" },
], "nearby-listings")}
<section class="schools"><h2>Nearby Schools</h2><ul><li>Willowgrove School (K-8) · 0.6 km</li><li>Centennial Collegiate (9-12) · 2.4 km</li></ul></section>
${mortgageCalc("Mortgage Calculator", 10, "4.74%", "$2,512")}
</main>
${appBanner("Point2")}
${portalFooter([
  { title: "Point2", links: ["About", "Terms", "Privacy", "Contact"] },
  { title: "Saskatchewan", links: ["Saskatoon", "Regina", "Prince Albert"] },
], ["Listing data courtesy of the Saskatchewan REALTORS® Association. The trademarks MLS® and REALTOR® are controlled by CREA.", "© 2025 Point2, a division of Yardi Systems."])}
</body></html>`,
    expected: {
      price: { amount: 489900 },
      propertyKind: "house",
      street: "318 Kenderdine Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7N 4M2",
      neighbourhood: "Willowgrove",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1248,
      lot: { value: 5489, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "SK014873",
      listingAgentName: "Carla Boychuk",
      brokerageName: "Prairie Key Realty",
      geo: { lat: 52.12938, lng: -106.58107 },
    },
  },
];
