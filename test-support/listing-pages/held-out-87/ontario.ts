/**
 * Eighty-seventh held-out corpus, Ontario: zolo.ca for a Hamilton semi that sold (sold price and date beside the
 * list price), housesigma.com for a Mississauga condo that leased (leased rent beside the asking rent) and condos.ca
 * for a Toronto condo whose first listing was terminated and which was relisted lower under a new MLS® number.
 * Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calcEn, calculator, cookieBar, footer, gtm, historyTable, jsState, nav, nextData, photoStrip, rail, ribbon, social } from "./chrome.ts";

export const HELD_OUT_87_ONTARIO: ListingPage[] = [
  {
    name: "ho87-zolo-semi-sold-hamilton",
    site: "zolo.ca",
    set: "held-out-87",
    traps:
      "zolo.ca page for a sold semi: 'Sold for $612,000' and 'Sold Sep 12, 2025' above 'Listed for $599,900' and '13 days on market'; the title and meta with the sold price; price history with an earlier sale; 'Eastmount, Hamilton'; 'Size 1100-1500 sqft' (a band); 'Lot Size 25 x 100 Feet'; 'Age 51-99 years' and no year; a 4-piece and a 3-piece bath; the brokerage only; JSON-LD with geo and the list price; nearby sold homes with their prices",
    pageUrl: "https://www.zolo.ca/hamilton-real-estate/118-east-18th-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>118 East 18th Street, Hamilton, ON - Sold for $612,000 | Zolo.ca</title>
<meta name="description" content="118 East 18th Street, Hamilton, ON L8V 2V4 - Semi-Detached sold for $612,000 on Sep 12, 2025. 3 beds, 2 baths. MLS® X12298741.">
<meta property="og:title" content="118 East 18th Street, Hamilton - Sold">
<meta property="og:image" content="https://photos.zolo.ca/118-east-18th-street-hamilton-X12298741-1.jpg">
${gtm("GTM-ZOLO87")}
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "SingleFamilyResidence"],
  name: "118 East 18th Street",
  address: { "@type": "PostalAddress", streetAddress: "118 East 18th Street", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8V 2V4", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 43.22718, longitude: -79.83524 },
  offers: { "@type": "Offer", price: 599900, priceCurrency: "CAD", availability: "https://schema.org/SoldOut" },
})}
</head><body class="listing-page">
${cookieBar("Zolo uses cookies to improve your experience.", "OK", "Learn more")}
<header class="header"><a href="/" class="header-logo">Zolo</a>
${nav([["Buy", "/hamilton-real-estate"], ["Sell", "/sell"], ["Sold", "/hamilton-real-estate/sold"], ["Home Value", "/home-value"], ["Sign In", "/sign-in"]], "header-nav")}
</header>
<main class="listing-column">
<section class="listing-location"><h1 class="address">118 East 18th Street</h1><div class="area"><a href="/hamilton-real-estate/eastmount">Eastmount</a>, <a href="/hamilton-real-estate">Hamilton</a>, ON L8V 2V4</div></section>
${ribbon("Sold", "listing-status")}
<section class="listing-price-sold">
<div class="sold-price"><span class="label">Sold for</span> <span class="priv">$612,000</span></div>
<div class="sold-date"><span class="label">Sold</span> Sep 12, 2025 · 13 days on market</div>
<div class="list-price"><span class="label">Listed for</span> <span class="priv">$599,900</span></div>
</section>
<ul class="listing-values"><li><span class="listing-values-item">3</span> Bed</li><li><span class="listing-values-item">2</span> Bath</li><li><span class="listing-values-item">1100-1500</span> sqft</li></ul>
${photoStrip("https://photos.zolo.ca/118-east-18th-street-hamilton-X12298741", 28, "118 East 18th Street")}
<section class="section-listing-content"><h2>Description</h2><p>Move-in ready semi on a quiet Mountain street, steps to Inch Park and Concession Street shops. Main floor with updated eat-in kitchen, living room with bay window and walkout to a fully fenced yard. Three bedrooms and a 4-piece bath up; finished basement with rec room, 3-piece bath and laundry. Private drive, newer furnace and A/C (2020), roof 2018. Easy access to the Linc and downtown.</p></section>
<section class="section-listing-content"><h2>Property Details</h2><dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Semi-Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">1100-1500 sqft</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">25 x 100 Feet</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">51-99 years</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$4,388 / 2025</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">13 Days</dd></div>
<div class="column"><dt class="column-label">Status</dt><dd class="column-value">Sold</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">X12298741</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Rooms &amp; Baths</h2><dl class="column-container">
<div class="column"><dt class="column-label">Beds</dt><dd class="column-value">3</dd></div>
<div class="column"><dt class="column-label">Baths</dt><dd class="column-value">2</dd></div>
<div class="column"><dt class="column-label">Bath Details</dt><dd class="column-value">1 x 4pc (Second), 1 x 3pc (Basement)</dd></div>
</dl></section>
${historyTable("Listing History", ["Date", "Event", "Price"], [
  ["Sep 12, 2025", "Sold", "$612,000"],
  ["Aug 30, 2025", "Listed", "$599,900"],
  ["Jun 22, 2018", "Sold", "$389,000"],
])}
<section class="listing-brokerage"><p>Listed by Mountain Brow Realty Inc., Brokerage</p></section>
${rail("Nearby Sold Homes", [
  { href: "/hamilton-real-estate/96-east-19th-street", badge: "Sold", price: "$585,000", title: "96 East 19th Street, Hamilton", meta: "3 bd · 2 ba · Semi-Detached" },
  { href: "/hamilton-real-estate/41-east-17th-street", badge: "Sold", price: "$701,500", title: "41 East 17th Street, Hamilton", meta: "3 bd · 2 ba · Detached" },
], "nearby-sold")}
</main>
${footer([
  `<ul><li><a href="/about">About Zolo</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<address>Zolo Realty, Brokerage<br>5700 Yonge St, Suite 1900<br>Toronto, ON M2M 4K2</address>`,
  social(),
], ["The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Toronto Regional Real Estate Board. Sold prices are shown as reported by the board.", "© 2025 Zolo Realty, Brokerage."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 599900 },
      propertyKind: "semi-detached",
      street: "118 East 18th Street",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8V 2V4",
      neighbourhood: "Eastmount",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 2500, unit: "ft2" },
      mlsNumber: "X12298741",
      brokerageName: "Mountain Brow Realty Inc., Brokerage",
      geo: { lat: 43.22718, lng: -79.83524 },
    },
  },
  {
    name: "ho87-housesigma-condo-leased-mississauga",
    site: "housesigma.com",
    set: "held-out-87",
    traps:
      "housesigma.com page for a condo that leased: 'Leased $2,600' and the lease date above 'Listed $2,700/month'; '1+1 Bedroom'; 'Size 600-699 sqft' (a band); SigmaEstimate rent; the unit first ('1608 - 4070 Confederation Pkwy'); 'City Centre' community; the listing brokerage only; listing history with an earlier lease and an earlier sale; a state script with the point; the building's other listings with prices",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/1608-4070-confederation-pkwy/home/Wz8yRkqP3DLb7xN4/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1608 - 4070 Confederation Pkwy, Mississauga - Leased | HouseSigma</title>
<meta name="description" content="1608 - 4070 Confederation Pkwy, Mississauga, ON L5B 0E6. Condo Apt for lease, leased for $2,600. 1+1 bedroom, 1 bathroom. MLS® W12270114.">
<meta property="og:title" content="1608 - 4070 Confederation Pkwy, Mississauga | HouseSigma">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/114/W12270114.jpg">
${gtm("GTM-HSIG87")}
</head><body>
<div id="app">
${cookieBar("HouseSigma uses cookies to provide a better experience.", "Accept", "Learn more")}
<header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a>
${nav([["Map Search", "/on/map/"], ["Market Trends", "/on/market/"], ["Home Valuation", "/on/home-valuation/"], ["Agents", "/on/agent/"], ["Log in", "/on/login/"]], "hs-nav")}
</header>
<main class="listing-detail">
<section class="basic-info">
<h1 class="address">1608 - 4070 Confederation Pkwy</h1>
<p class="municipality">City Centre, Mississauga, L5B 0E6</p>
${ribbon("Leased", "listing-status-tag")}
<div class="price-block">
<div class="sold-price"><span class="label">Leased</span> <span class="value">$2,600</span> <span class="date">2025-08-21</span></div>
<div class="list-price"><span class="label">Listed</span> <span class="value">$2,700</span><span class="unit">/month</span></div>
<div class="dom">Days on market: 17</div>
</div>
<div class="estimate"><span class="label">SigmaEstimate (Rent)</span> <span class="value">$2,580</span><span class="note">Updated 2025-09-01</span></div>
</section>
${photoStrip("https://cache.housesigma.com/Live/photos/FULL/1/114/W12270114", 18, "1608 - 4070 Confederation Pkwy")}
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>MLS®</dt><dd>W12270114</dd>
<dt>Property Type</dt><dd>Condo Apt, Apartment</dd>
<dt>Bedroom</dt><dd>1+1</dd>
<dt>Bathroom</dt><dd>1</dd>
<dt>Size</dt><dd>600-699 sqft</dd>
<dt>Parking</dt><dd>1 Underground</dd>
<dt>Locker</dt><dd>Owned</dd>
<dt>Exposure</dt><dd>South</dd>
<dt>Lease Term</dt><dd>12 Months</dd>
<dt>Listed On</dt><dd>2025-08-04</dd>
<dt>Updated On</dt><dd>2025-08-21</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Bright 1 bedroom plus den suite with unobstructed south views toward the lake. Den with sliding door works as a home office or guest room. Open-concept kitchen with quartz counters and stainless appliances, ensuite laundry, 9 ft ceilings. One parking and one locker included. Steps to Square One, Sheridan College, the future Hurontario LRT and the transit terminal. Building amenities include 24-hr concierge, gym, indoor pool and party room. Tenant pays hydro; non-smokers, no pets preferred.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tbody>
<tr><td>Living</td><td>Flat</td><td>5.49 x 3.05 m</td></tr>
<tr><td>Kitchen</td><td>Flat</td><td>2.74 x 2.44 m</td></tr>
<tr><td>Primary Bedroom</td><td>Flat</td><td>3.35 x 3.05 m</td></tr>
<tr><td>Den</td><td>Flat</td><td>2.44 x 2.13 m</td></tr>
</tbody></table></section>
${historyTable("Listing History", ["Date", "Event", "Price"], [
  ["2025-08-21", "Leased", "$2,600"],
  ["2025-08-04", "Listed for lease", "$2,700"],
  ["2023-06-30", "Leased", "$2,450"],
  ["2016-03-15", "Sold", "$318,000"],
], "listing-history")}
<section class="brokerage"><p>Listing Brokerage: Square One Realty Group Inc.</p></section>
${rail("Other Listings in This Building", [
  { href: "/on/mississauga-real-estate/2103-4070-confederation-pkwy/home/Qm3xLpA9vT1cZ8eR/", price: "$2,950/month", title: "2103 - 4070 Confederation Pkwy", meta: "2 bed · 2 bath · 800-899 sqft" },
  { href: "/on/mississauga-real-estate/907-4070-confederation-pkwy/home/Hk7yNb2WqS5dF0uJ/", price: "$529,000", title: "907 - 4070 Confederation Pkwy", meta: "1+1 bed · 1 bath · For sale" },
], "same-building")}
</main>
${footer([
  `<ul><li><a href="/on/about/">About</a></li><li><a href="/on/terms/">Terms of Use</a></li><li><a href="/on/privacy/">Privacy</a></li></ul>`,
  `<address>HouseSigma Inc., Brokerage<br>15 Allstate Pkwy, Suite 629<br>Markham, ON L3R 5B4</address>`,
  social(),
], ["The listing data is provided under copyright by the Toronto Regional Real Estate Board. The data is deemed reliable but is not guaranteed accurate.", "SigmaEstimate is an estimate and not an appraisal."], "hs-footer")}
</div>
${jsState("__HS_STATE__", { listing: { id_listing: "Wz8yRkqP3DLb7xN4", ml_num: "W12270114", status: "Lsd", list_price: 2700, sold_price: 2600, estimate_rent: 2580, map: { lat: 43.58893, lon: -79.64217 }, house_type: "Condo Apt", municipality: "Mississauga", community: "City Centre" } })}
</body></html>`,
    expected: {
      price: { amount: 2700, period: "month" },
      propertyKind: "condo",
      street: "1608 - 4070 Confederation Pkwy",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0E6",
      neighbourhood: "City Centre",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "W12270114",
      brokerageName: "Square One Realty Group Inc.",
      geo: { lat: 43.58893, lng: -79.64217 },
    },
  },
  {
    name: "ho87-condos-ca-relisted-lombard",
    site: "condos.ca",
    set: "held-out-87",
    traps:
      "condos.ca page for a condo relisted after its first listing was terminated: the current price and MLS® in the header, and a history with the terminated listing's own MLS® number and higher price; '2 Beds', '2 Baths'; 'Size 800-899 sqft'; the building's year built; an estimate; 'St. Lawrence' neighbourhood; the brokerage only; maintenance fees; the building's other units for sale and rent; __NEXT_DATA__ with the point",
    pageUrl: "https://condos.ca/toronto/the-lombard-20-lombard-st/unit-1807-C12401177",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>20 Lombard St #1807 - The Lombard | For Sale $719,000 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at The Lombard, 20 Lombard St, Unit 1807, Toronto. MLS® C12401177. Listed for $719,000.">
<meta property="og:title" content="The Lombard - 20 Lombard St, Unit 1807">
<meta property="og:image" content="https://condos.ca/public/listing/C12401177/1.jpg">
${gtm("GTM-CNDS87")}
</head><body>
<div id="__next">
${cookieBar("Condos.ca uses cookies to personalize your experience.", "Accept", "Learn more")}
<header class="styles___Header"><a href="/" class="styles___Logo">Condos.ca</a>
${nav([["Buy", "/toronto/condos-for-sale"], ["Rent", "/toronto/condos-for-rent"], ["Sell", "/sell"], ["Buildings", "/toronto/condos"], ["Market Data", "/toronto/condo-market"]], "styles___Nav")}
</header>
<main class="styles___ListingPage">
<nav class="breadcrumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/st-lawrence">St. Lawrence</a> › <a href="/toronto/the-lombard-20-lombard-st">The Lombard</a> › Unit 1807</nav>
<section class="styles___Header-Info">
<h1>20 Lombard St #1807</h1>
<div class="styles___Address">The Lombard · St. Lawrence, Toronto, ON M5C 0A7</div>
<div class="styles___Status"><span class="styles___Badge">For Sale</span> <span class="styles___Relisted">Relisted</span></div>
<div class="styles___Price">$719,000</div>
<div class="styles___Mls">MLS® C12401177</div>
<ul class="styles___Beds"><li>2 Beds</li><li>2 Baths</li><li>1 Parking</li><li>800-899 sqft</li></ul>
</section>
${photoStrip("https://condos.ca/public/listing/C12401177", 25, "20 Lombard St unit 1807")}
<section class="styles___Estimate"><h2>Condos.ca Estimate</h2><p><strong>$702,400</strong> <span>Range $668K – $737K</span></p></section>
<section class="styles___Description"><h2>About this condo</h2><p>Corner 2-bedroom, 2-bath suite at The Lombard with split bedrooms, floor-to-ceiling windows and a wraparound balcony facing St. James Park. Primary with walk-in closet and 4-piece ensuite; second bedroom beside a 3-piece bath. Kitchen with integrated appliances and an island. Parking included. Walk to King Station, St. Lawrence Market and the Financial District. Back on the market at a new price.</p></section>
<section class="styles___Details"><h2>Details</h2><dl>
<dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>2</dd><dt>Size</dt><dd>800-899 sqft</dd><dt>Exposure</dt><dd>South West</dd>
<dt>Maintenance Fees</dt><dd>$742 /mo</dd><dt>Taxes</dt><dd>$3,296 / 2025</dd><dt>Locker</dt><dd>None</dd>
<dt>Days on Condos.ca</dt><dd>9</dd><dt>Listed By</dt><dd>Downtown Core Realty Ltd., Brokerage</dd>
</dl></section>
<section class="styles___Building"><h2>The Lombard</h2><dl><dt>Address</dt><dd>20 Lombard St, Toronto</dd><dt>Year Built</dt><dd>2008</dd><dt>Storeys</dt><dd>42</dd><dt>Units</dt><dd>394</dd><dt>Developer</dt><dd>Cityzen</dd></dl></section>
${historyTable("Listing History for Unit 1807", ["Date", "Event", "Price"], [
  ["Sep 15, 2025", "For Sale · C12401177", "$719,000"],
  ["Sep 14, 2025", "Terminated · C12188320", "$749,000"],
  ["Jun 3, 2025", "For Sale · C12188320", "$749,000"],
  ["Apr 28, 2016", "Sold · C3462210", "$498,000"],
], "unit-history")}
${calculator(calcEn, "$719,000", "$143,800", "4.54%", "25 years", "$3,193/mo")}
${rail("Other units at The Lombard", [
  { href: "/toronto/the-lombard-20-lombard-st/unit-2602-C12377015", price: "$849,000", title: "#2602 · 2 bd · 2 ba", meta: "900-999 sqft · For Sale" },
  { href: "/toronto/the-lombard-20-lombard-st/unit-1104-C12398853", price: "$2,850/mo", title: "#1104 · 1+1 bd · 1 ba", meta: "600-699 sqft · For Rent" },
], "building-units")}
</main>
${footer([
  `<ul><li><a href="/about">About</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<address>Condos.ca Inc., Brokerage<br>250 The Esplanade, Suite 402<br>Toronto, ON M5A 1J2</address>`,
  social(),
], ["Data is provided by the Toronto Regional Real Estate Board and is deemed reliable but not guaranteed. Estimates are not appraisals."], "styles___Footer")}
</div>
${nextData({
  props: {
    pageProps: {
      listing: { mls: "C12401177", price: 719000, status: "Sale", previousMls: "C12188320", previousPrice: 749000, bedrooms: 2, bathrooms: 2, sqftRange: "800-899", unit: "1807", lat: 43.65098, lng: -79.37462 },
      building: { name: "The Lombard", address: "20 Lombard St", yearBuilt: 2008, lat: 43.65098, lng: -79.37462 },
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "cnds-87",
})}
</body></html>`,
    expected: {
      price: { amount: 719000 },
      propertyKind: "condo",
      street: "20 Lombard St #1807",
      city: "Toronto",
      province: "ON",
      postalCode: "M5C 0A7",
      neighbourhood: "St. Lawrence",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2008,
      mlsNumber: "C12401177",
      brokerageName: "Downtown Core Realty Ltd., Brokerage",
      geo: { lat: 43.65098, lng: -79.37462 },
    },
  },
];
