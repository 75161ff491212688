/**
 * Eighty-seventh held-out corpus, the Prairies and BC: remax.ca for a Calgary bungalow marked 'Coming Soon',
 * royallepage.ca for a Winnipeg condo townhouse with an open house this weekend, kijiji.ca for a Saskatoon basement
 * suite for rent, reposted with a lower rent, and rew.ca for a Kamloops house whose listing expired (the page keeps
 * its last asking price). Addresses, names and numbers are invented; expected facts were written before any page
 * markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calcEn, calculator, cookieBar, creaEn, footer, gtm, historyTable, jsState, nav, photoStrip, rail, ribbon, social } from "./chrome.ts";

export const HELD_OUT_87_WEST: ListingPage[] = [
  {
    name: "ho87-remax-coming-soon-calgary",
    site: "remax.ca",
    set: "held-out-87",
    traps:
      "remax.ca page with a 'Coming Soon' status and 'Showings begin Saturday, October 4'; '3 + 2 Bed'; 'Above Grade 1,182 sqft' beside 'Total Finished 2,190 sqft'; 'Lot Size 5,543 sqft'; 'Huntington Hills' community; the agent and the brokerage in the agent card with the office's address; JSON-LD with geo; a mortgage calculator; nearby listings with their prices",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/5219-huntwick-way-nw-wp_id318842977-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>5219 Huntwick Way NW, Calgary, AB T2K 2N5 - Coming Soon - $629,900 | RE/MAX</title>
<meta name="description" content="Coming soon: 5219 Huntwick Way NW, Calgary. 5 bed, 3 bath bungalow in Huntington Hills. MLS® A2259413.">
<meta property="og:title" content="5219 Huntwick Way NW, Calgary - $629,900">
<meta property="og:image" content="https://media.remax.ca/ab/calgary/A2259413/1.jpg">
${gtm("GTM-RMX87AB")}
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "5219 Huntwick Way NW",
  address: { "@type": "PostalAddress", streetAddress: "5219 Huntwick Way NW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T2K 2N5", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 51.11092, longitude: -114.07718 },
})}
</head><body>
<div id="__next">
${cookieBar("RE/MAX uses cookies to enhance your browsing experience.", "Accept", "Privacy policy")}
<header class="remax-header"><a href="/" class="remax-logo">RE/MAX</a>
${nav([["Buy", "/ab/calgary-real-estate"], ["Sell", "/sell"], ["Find an Agent", "/find-agent"], ["Blog", "/blog"], ["Français", "/fr/ab/calgary-immobilier/5219-huntwick-way-nw-wp_id318842977-lst"]], "remax-nav")}
</header>
<main class="listing-detail">
${ribbon("Coming Soon", "listing-status-badge")}
<section class="listing-summary">
<div class="listing-summary__price">$629,900</div>
<h1 class="listing-summary__address">5219 Huntwick Way NW, Calgary, AB T2K 2N5</h1>
<p class="listing-summary__showings">Showings begin Saturday, October 4</p>
<ul class="listing-summary__stats"><li><b>3 + 2</b> Bed</li><li><b>3</b> Bath</li><li><b>1,182</b> Sqft</li></ul>
</section>
${photoStrip("https://media.remax.ca/ab/calgary/A2259413", 34, "5219 Huntwick Way NW")}
<section class="listing-description"><h2>Description</h2><p>Coming soon to Huntington Hills! This updated bungalow backs onto a green space and sits on a quiet street close to Nose Hill Park, schools and the new Green Line route. The main floor offers an open living and dining area, a renovated kitchen (2023), three bedrooms including a primary with a 3-piece ensuite, and a 4-piece main bath. The fully developed basement adds two more bedrooms, a family room with a gas fireplace and a full bath. Double detached garage, new roof and hail-resistant siding (2024). Book your showing for opening weekend.</p></section>
<section class="listing-details"><h2>Property Details</h2><dl>
<dt>MLS® #</dt><dd>A2259413</dd>
<dt>Status</dt><dd>Coming Soon</dd>
<dt>Property Type</dt><dd>Residential, Detached</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>Community</dt><dd>Huntington Hills</dd>
<dt>Bedrooms Above Grade</dt><dd>3</dd>
<dt>Bedrooms Below Grade</dt><dd>2</dd>
<dt>Full Bathrooms</dt><dd>3</dd>
<dt>Above Grade Sqft</dt><dd>1,182 sqft</dd>
<dt>Total Finished Area</dt><dd>2,190 sqft</dd>
<dt>Lot Size</dt><dd>5,543 sqft</dd>
<dt>Year Built</dt><dd>1976</dd>
<dt>Parking</dt><dd>Double Garage Detached</dd>
<dt>Annual Taxes</dt><dd>$3,702 (2025)</dd>
</dl></section>
${calculator(calcEn, "$629,900", "$62,990", "4.74%", "25 years", "$3,187/mo")}
<section class="agent-card"><h2>Listing Agent</h2>
<div class="agent-card__name">Priya Dhaliwal</div><div class="agent-card__title">REALTOR®</div>
<div class="agent-card__office">RE/MAX House of Real Estate</div>
<div class="agent-card__address">4034 16 St SW, Calgary, AB T2T 4H4</div>
<a class="agent-card__phone" href="tel:4035550119">403-555-0119</a>
</section>
${rail("Nearby Listings", [
  { href: "/ab/calgary-real-estate/5107-hunterfield-rd-nw-wp_id318790144-lst", price: "$599,000", title: "5107 Hunterfield Rd NW, Calgary", meta: "4 bed · 2 bath · 1,104 sqft" },
  { href: "/ab/calgary-real-estate/23-hunterhorn-cres-ne-wp_id318801562-lst", price: "$549,900", title: "23 Hunterhorn Cres NE, Calgary", meta: "3 bed · 2 bath · 1,050 sqft" },
], "nearby-listings")}
</main>
${footer([
  `<ul><li><a href="/about">About RE/MAX</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy Policy</a></li></ul>`,
  `<address>RE/MAX of Western Canada<br>Suite 340, 1060 Manhattan Dr<br>Kelowna, BC V1Y 9X9</address>`,
  social(),
], [creaEn, "Each office is independently owned and operated. Data supplied by the Calgary Real Estate Board (Pillar 9™)."], "remax-footer")}
</div>
</body></html>`,
    expected: {
      price: { amount: 629900 },
      propertyKind: "house",
      street: "5219 Huntwick Way NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T2K 2N5",
      neighbourhood: "Huntington Hills",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 1182,
      lot: { value: 5543, unit: "ft2" },
      yearBuilt: 1976,
      mlsNumber: "A2259413",
      listingAgentName: "Priya Dhaliwal",
      brokerageName: "RE/MAX House of Real Estate",
      geo: { lat: 51.11092, lng: -114.07718 },
    },
  },
  {
    name: "ho87-royallepage-townhouse-open-house-winnipeg",
    site: "royallepage.ca",
    set: "held-out-87",
    traps:
      "royallepage.ca page for a condo townhouse with 'Open House' blocks for Saturday and Sunday; the unit first ('45-1150 St Anne's Road'); '1 Full, 1 Half' baths; 'River Park South' neighbourhood; condo fees per month; 'Property Type Condo' beside 'Building Type Row / Townhouse'; the agent with designation and the brokerage; data-lat/lng on the map; the agent's other listings",
    pageUrl: "https://www.royallepage.ca/en/property/manitoba/winnipeg/45-1150-st-annes-road/25021874/mls202524187/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>45-1150 St Anne's Road, Winnipeg, MB R2N 0A4 | For Sale | Royal LePage</title>
<meta name="description" content="Open house this weekend: 2 bedroom townhouse for sale at 45-1150 St Anne's Road, Winnipeg. MLS® 202524187.">
<meta property="og:title" content="45-1150 St Anne's Road, Winnipeg, Manitoba - $319,900">
<meta property="og:image" content="https://rlp.photos/listings/202524187/1.jpg">
${gtm("GTM-RLP87MB")}
</head><body class="property-details">
${cookieBar("Royal LePage uses cookies to improve your experience on our site.", "Accept", "Learn more")}
<header class="rlp-header"><a href="/en/" class="rlp-logo">Royal LePage</a>
${nav([["Buy", "/en/search/homes/"], ["Sell", "/en/sell/"], ["Find an Agent", "/en/agent/"], ["Find an Office", "/en/office/"], ["Français", "/fr/propriete/manitoba/winnipeg/45-1150-st-annes-road/25021874/mls202524187/"]], "rlp-nav")}
</header>
<main class="property-details__main">
<section class="property-summary">
<h1 class="address-1">45-1150 St Anne's Road</h1>
<p class="address-2">Winnipeg, Manitoba R2N 0A4</p>
<p class="property-price">$319,900</p>
<ul class="property-stats"><li><span>2</span> Bedrooms</li><li><span>1.5</span> Bathrooms</li><li><span>1,120</span> sq. ft.</li></ul>
<p class="mls">MLS®: 202524187</p>
</section>
<section class="open-houses"><h2>Open House</h2>
<ul><li class="open-house"><span class="open-house__day">Saturday, October 4, 2025</span> <span class="open-house__time">1:00 PM – 3:00 PM</span></li>
<li class="open-house"><span class="open-house__day">Sunday, October 5, 2025</span> <span class="open-house__time">2:00 PM – 4:00 PM</span></li></ul>
<p>Hosted by Dale Kowalchuk. No appointment necessary.</p></section>
${photoStrip("https://rlp.photos/listings/202524187", 27, "45-1150 St Anne's Road")}
<section class="property-description"><h2>Description</h2><p>Open house Sat Oct 4, 1–3 PM and Sun Oct 5, 2–4 PM. Welcome to this bright two-storey end unit in a well-run River Park South complex. Main floor with open living and dining, patio doors to a private fenced patio, kitchen with pantry and a 2-piece powder room. Upstairs, two generous bedrooms and a 4-piece bath with a cheater door to the primary. Unfinished basement for storage and laundry. Two energized parking stalls. Close to St. Vital Centre, schools and the Bishop Grandin trail. Offers as received.</p></section>
<section class="property-features"><h2>Property Details</h2><table><tbody>
<tr><th>Property Type</th><td>Condo</td></tr>
<tr><th>Building Type</th><td>Row / Townhouse</td></tr>
<tr><th>Storeys</th><td>2</td></tr>
<tr><th>Neighbourhood</th><td>River Park South</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>1 Full, 1 Half</td></tr>
<tr><th>Living Area</th><td>1,120 sq. ft.</td></tr>
<tr><th>Year Built</th><td>2004</td></tr>
<tr><th>Condo Fees</th><td>$285 / month</td></tr>
<tr><th>Taxes</th><td>$2,874 (2025)</td></tr>
</tbody></table></section>
<section class="property-map"><h2>Map</h2><div id="property-map" data-lat="49.82251" data-lng="-97.09873"></div></section>
${calculator(calcEn, "$319,900", "$31,990", "4.79%", "25 years", "$1,641 / month")}
<section class="agent-info"><h2>Listing Agent</h2>
<div class="agent-info__name">Dale Kowalchuk, CRES</div>
<div class="agent-info__title">Sales Representative</div>
<div class="agent-info__brokerage">Royal LePage Prime Real Estate</div>
<div class="agent-info__address">1877 Pembina Hwy, Winnipeg, MB R3T 2G7</div>
<a class="agent-info__phone" href="tel:2045550188">204-555-0188</a>
</section>
${rail("More listings from Dale Kowalchuk", [
  { href: "/en/property/manitoba/winnipeg/118-vista-avenue/25019330/mls202523641/", price: "$409,900", title: "118 Vista Avenue, Winnipeg", meta: "3 bed · 2 bath · Bungalow" },
  { href: "/en/property/manitoba/winnipeg/302-3030-pembina-highway/25020455/mls202524002/", price: "$229,000", title: "302-3030 Pembina Highway, Winnipeg", meta: "2 bed · 1 bath · Condo" },
], "agent-listings")}
</main>
${footer([
  `<ul><li><a href="/en/about/">About Royal LePage</a></li><li><a href="/en/terms/">Terms of Use</a></li><li><a href="/en/privacy/">Privacy</a></li></ul>`,
  `<address>Royal LePage Real Estate Services Ltd.<br>39 Wynford Drive<br>Toronto, ON M3C 3K5</address>`,
  social(),
], [creaEn, "Each Royal LePage office is independently owned and operated, except those marked as 'Royal LePage Real Estate Services Ltd.'"], "rlp-footer")}
</body></html>`,
    expected: {
      price: { amount: 319900 },
      propertyKind: "townhouse",
      street: "45-1150 St Anne's Road",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2N 0A4",
      neighbourhood: "River Park South",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1120,
      yearBuilt: 2004,
      mlsNumber: "202524187",
      listingAgentName: "Dale Kowalchuk",
      brokerageName: "Royal LePage Prime Real Estate",
      geo: { lat: 49.82251, lng: -97.09873 },
    },
  },
  {
    name: "ho87-kijiji-basement-suite-reposted-saskatoon",
    site: "kijiji.ca",
    set: "held-out-87",
    traps:
      "kijiji.ca rental ad for a basement suite, 'Reposted' with a price drop ('$1,375' beside the struck-out '$1,450'); 'Available November 1'; 'Utilities Included'; 'Size (sqft) 850'; the landlord as an owner (no agent, no MLS®); the ad id; a state script with the ad's point and its attributes; other rentals with their prices; Kijiji's own offices in the footer",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/saskatoon/bright-2-bedroom-basement-suite-utilities-included/1718243096",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bright 2 Bedroom Basement Suite - Utilities Included | Long Term Rentals | Saskatoon | Kijiji</title>
<meta name="description" content="Bright 2 bedroom basement suite with separate entrance, utilities included. Available November 1. $1,375/month.">
<meta property="og:title" content="Bright 2 Bedroom Basement Suite - Utilities Included">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718243096/1.jpg">
${gtm("GTM-KJJ87SK")}
</head><body>
<div id="FesLoader">
${cookieBar("Kijiji uses cookies to improve your experience and show you relevant ads.", "Accept", "Manage")}
<header class="kj-header"><a href="/" class="kj-logo">Kijiji</a>
${nav([["Buy & Sell", "/b-buy-sell/saskatoon/c10l1700197"], ["Cars & Vehicles", "/b-cars-vehicles/saskatoon/c27l1700197"], ["Real Estate", "/b-real-estate/saskatoon/c34l1700197"], ["Jobs", "/b-jobs/saskatoon/c45l1700197"], ["Post ad", "/p-select-category.html"]], "kj-nav")}
</header>
<main class="vip-main">
<nav class="breadcrumbs"><a href="/b-saskatoon/l1700197">Saskatoon</a> › <a href="/b-real-estate/saskatoon/c34l1700197">Real Estate</a> › <a href="/b-for-rent/saskatoon/c30349001l1700197">For Rent</a> › <a href="/b-apartments-condos/saskatoon/c37l1700197">Long Term Rentals</a></nav>
<section class="vip-title">
<h1>Bright 2 Bedroom Basement Suite - Utilities Included</h1>
<div class="price-block"><span class="current-price">$1,375</span> <s class="previous-price">$1,450</s> <span class="price-drop-badge">Price drop</span> <span class="utilities-note">Utilities Included</span></div>
<div class="location-block"><span class="address">311 Willowgrove Crescent, Saskatoon, SK S7T 0J6</span> <a href="#map">View map</a></div>
<div class="posted-block">${ribbon("Reposted", "reposted-tag")}<span class="posted-date">Posted 2 hours ago</span></div>
</section>
${photoStrip("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718243096", 12, "Basement suite")}
<section class="vip-attributes"><h2>Overview</h2><ul>
<li><span class="attr-label">Unit Type</span><span class="attr-value">Basement</span></li>
<li><span class="attr-label">Bedrooms</span><span class="attr-value">2</span></li>
<li><span class="attr-label">Bathrooms</span><span class="attr-value">1</span></li>
<li><span class="attr-label">Utilities Included</span><span class="attr-value">Hydro, Heat, Water, Internet</span></li>
<li><span class="attr-label">Parking Included</span><span class="attr-value">1</span></li>
<li><span class="attr-label">Agreement Type</span><span class="attr-value">1 Year</span></li>
<li><span class="attr-label">Move-In Date</span><span class="attr-value">November 1, 2025</span></li>
<li><span class="attr-label">Pet Friendly</span><span class="attr-value">No</span></li>
<li><span class="attr-label">Size (sqft)</span><span class="attr-value">850</span></li>
<li><span class="attr-label">Furnished</span><span class="attr-value">No</span></li>
<li><span class="attr-label">Laundry (In Unit)</span><span class="attr-value">Yes</span></li>
</ul></section>
<section class="vip-description"><h2>Description</h2><p>Reposting with a lower rent! Bright, legal 2 bedroom basement suite in a newer home, with its own side entrance, large windows, in-floor heat and a full 4-piece bathroom. Open kitchen and living area, in-suite washer and dryer, one off-street parking spot. All utilities and internet included. 10 minutes to the U of S, close to schools, grocery and bus routes. Quiet, non-smoking household upstairs. References and a damage deposit equal to one month's rent required. Available November 1.</p></section>
<section class="vip-poster"><h2>Posted by</h2><div class="poster-name">Owner</div><div class="poster-meta">On Kijiji since 2019 · Usually responds within a few hours</div><button class="poster-contact">Send message</button><p class="ad-id">Ad ID 1718243096</p></section>
<div id="map" class="vip-map" data-static-map="https://maps.kijiji.ca/static?center=52.11963,-106.57205"></div>
${rail("Similar ads", [
  { href: "/v-apartments-condos/saskatoon/2-bed-basement-suite-evergreen/1718190442", price: "$1,295", title: "2 Bed Basement Suite - Evergreen", meta: "Saskatoon · 2 bd · 1 ba" },
  { href: "/v-apartments-condos/saskatoon/1-bedroom-apartment-downtown/1718217731", price: "$1,150", title: "1 Bedroom Apartment - Downtown", meta: "Saskatoon · 1 bd · 1 ba" },
  { href: "/v-house-rental/saskatoon/3-bedroom-house-briarwood/1718150026", price: "$2,100", title: "3 Bedroom House - Briarwood", meta: "Saskatoon · 3 bd · 2 ba" },
], "similar-ads")}
</main>
${footer([
  `<ul><li><a href="/h-about">About Kijiji</a></li><li><a href="/h-terms-of-use">Terms of Use</a></li><li><a href="/h-privacy-policy">Privacy Policy</a></li><li><a href="/h-safety">Safety</a></li></ul>`,
  `<address>Kijiji Canada Ltd.<br>500 King St W, 3rd Floor<br>Toronto, ON M5V 1L9</address>`,
  social(),
], ["© 2025 Kijiji Canada Ltd. All rights reserved."], "kj-footer")}
</div>
${jsState("__data", { config: { locale: "en-CA" }, vip: { adId: 1718243096, categoryId: 37, title: "Bright 2 Bedroom Basement Suite - Utilities Included", price: { amount: 137500, originalAmount: 145000, type: "FIXED" }, adLocation: { latitude: 52.11963, longitude: -106.57205, mapAddress: "311 Willowgrove Crescent, Saskatoon, SK S7T 0J6" }, attributes: { numberbedrooms: "2", numberbathrooms: "10", unittype: "basement", areainfeet: "850" }, reposted: true } })}
</body></html>`,
    expected: {
      price: { amount: 1375, period: "month" },
      propertyKind: "condo",
      street: "311 Willowgrove Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7T 0J6",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 52.11963, lng: -106.57205 },
    },
  },
  {
    name: "ho87-rew-expired-kamloops",
    site: "rew.ca",
    set: "held-out-87",
    traps:
      "rew.ca page for an expired listing: 'This listing has expired' with 'Last asking price $779,000' and the dates it was on the market; the BC assessment near the price; 'Sahali, Kamloops'; 'Lot Size 8,276 sqft'; the brokerage and agent under 'Listed by'; a listing history with an earlier sale; REW's estimate; data-lat/lng; active listings nearby with their prices",
    pageUrl: "https://www.rew.ca/properties/K182741/1875-glenwood-drive-kamloops",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1875 Glenwood Drive, Kamloops, BC V2C 4E1 - Expired | REW</title>
<meta name="description" content="1875 Glenwood Drive, Kamloops. 4 bed, 3 bath, 2,480 sqft house in Sahali. Listing expired. MLS® 182741.">
<meta property="og:title" content="1875 Glenwood Drive, Kamloops | REW">
<meta property="og:image" content="https://assets.rew.ca/listings/K182741/1.jpg">
${gtm("GTM-REW87BC")}
</head><body class="listing-show">
${cookieBar("REW uses cookies to provide and improve our services.", "Accept", "Privacy")}
<header class="rew-header"><a href="/" class="rew-logo">REW</a>
${nav([["Buy", "/properties/areas/kamloops-bc"], ["Rent", "/rentals"], ["Sold", "/sold"], ["Agents", "/agents"], ["News", "/news"]], "rew-nav")}
</header>
<main class="listingdetails">
<div class="listing-expired-notice" role="alert"><strong>This listing has expired.</strong> It is no longer for sale. It was on the market from April 2, 2025 to September 30, 2025.</div>
<section class="listingheader">
<h1 class="listingheader-address">1875 Glenwood Drive</h1>
<div class="listingheader-area">Sahali, Kamloops, BC V2C 4E1</div>
<div class="listingheader-price"><span class="label">Last asking price</span> <span class="amount">$779,000</span></div>
<ul class="listingheader-stats"><li>4 Bed</li><li>3 Bath</li><li>2,480 Sqft</li></ul>
</section>
${photoStrip("https://assets.rew.ca/listings/K182741", 30, "1875 Glenwood Drive")}
<section class="listingdetails-description"><h2>Description</h2><p>Family home on a quiet Sahali crescent with valley views from the deck. Main floor with vaulted living room, formal dining, kitchen with eating nook and family room, plus three bedrooms including a primary with a 4-piece ensuite. Walk-out basement with the fourth bedroom, a rec room, full bath and lots of storage. Underground sprinklers, double garage, RV parking. Walking distance to Summit Elementary, TRU and Aberdeen Mall.</p></section>
<section class="listingdetails-summary"><h2>Property Summary</h2><table><tbody>
<tr><th>MLS® #</th><td>182741</td></tr>
<tr><th>Status</th><td>Expired</td></tr>
<tr><th>Property Type</th><td>House</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Floor Area</th><td>2,480 Sq. Ft.</td></tr>
<tr><th>Lot Size</th><td>8,276 Sq. Ft.</td></tr>
<tr><th>Year Built</th><td>1994</td></tr>
<tr><th>Taxes</th><td>$4,912 (2024)</td></tr>
<tr><th>Days on REW</th><td>181</td></tr>
</tbody></table></section>
<section class="listingdetails-assessment"><h2>BC Assessment</h2><p>2025 assessed value: <strong>$742,000</strong> (Land $336,000 · Improvements $406,000)</p></section>
<section class="listingdetails-estimate"><h2>REW Home Estimate</h2><p><strong>$761,500</strong> <span>Estimated range $723K – $800K</span></p></section>
${historyTable("Listing History", ["Date", "Event", "Price"], [
  ["Sep 30, 2025", "Expired", "$779,000"],
  ["Jun 16, 2025", "Price decreased", "$779,000"],
  ["Apr 2, 2025", "Listed", "$815,000"],
  ["Aug 11, 2014", "Sold", "$418,500"],
], "listing-history")}
<section class="listingdetails-agent"><h2>Listed by</h2><div class="agent-name">Bryce Ostrowski</div><div class="agent-brokerage">Thompson Valley Realty Ltd.</div><div class="agent-office">322 Seymour St, Kamloops, BC V2C 2G2</div></section>
<div id="listing-map" class="listingdetails-map" data-lat="50.65387" data-lng="-120.35812"></div>
${rail("Active listings nearby", [
  { href: "/properties/K183920/1842-glenwood-drive-kamloops", price: "$749,900", title: "1842 Glenwood Drive, Kamloops", meta: "4 bd · 3 ba · 2,310 sqft" },
  { href: "/properties/K184115/405-1950-summit-drive-kamloops", price: "$389,000", title: "405-1950 Summit Drive, Kamloops", meta: "2 bd · 2 ba · Apartment" },
], "nearby-listings")}
</main>
${footer([
  `<ul><li><a href="/about">About REW</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<address>Real Estate Wire Inc.<br>1500 West Georgia St, Suite 1100<br>Vancouver, BC V6G 2Z6</address>`,
  social(),
], [creaEn, "Listing data is supplied by the Association of Interior REALTORS®. Estimates are not appraisals."], "rew-footer")}
${jsState("rewListing", { id: "K182741", status: "expired", lastListPrice: 779000, assessment: 742000, estimate: 761500 })}
</body></html>`,
    expected: {
      price: { amount: 779000 },
      propertyKind: "house",
      street: "1875 Glenwood Drive",
      city: "Kamloops",
      province: "BC",
      postalCode: "V2C 4E1",
      neighbourhood: "Sahali",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2480,
      lot: { value: 8276, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "182741",
      listingAgentName: "Bryce Ostrowski",
      brokerageName: "Thompson Valley Realty Ltd.",
      geo: { lat: 50.65387, lng: -120.35812 },
    },
  },
];
