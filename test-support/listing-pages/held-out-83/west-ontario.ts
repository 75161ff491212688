/**
 * Eighty-third held-out corpus, the Prairies, British Columbia and Ontario: zolo.ca for a Calgary (Bridgeland)
 * semi, housesigma.com for a Mississauga (Churchill Meadows) condo townhouse, remax.ca for a Saskatoon (Stonebridge)
 * house, royallepage.ca for a Winnipeg condo with the other units in its building, rew.ca for a lot in Sooke and
 * condos.ca for a Liberty Village condo with its building's sold and listed units. Each page is crowded with other
 * listings. Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calcEn,
  calculator,
  cards,
  consent,
  creaEn,
  crumbs,
  dataLayer,
  footer,
  gallery,
  gtm,
  nav,
  nextData,
  schools,
  social,
  table,
  windowState,
} from "./chrome.ts";

export const HELD_OUT_83_WEST_ONTARIO: ListingPage[] = [
  {
    name: "ho83-zolo-semi-bridgeland",
    site: "zolo.ca",
    set: "held-out-83",
    traps:
      "zolo.ca's page for a Calgary semi ('Semi Detached (Half Duplex)'): above-grade 1,642 sqft beside a total finished 2,290 sqft; '3.5' baths split 3 full and 1 half; the lot in m²; the other half of the duplex (1209) sold in 2024 with its price in 'Sold nearby'; this address's own listing history with its 2017 sale; similar homes; the map state with the subject's point among nearby pins; a calculator with 10% down",
    pageUrl: "https://www.zolo.ca/calgary-real-estate/1207-mcpherson-road-ne",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1207 McPherson Road NE, Calgary — For Sale @ $729,900 | Zolo.ca</title>
<meta name="description" content="1207 McPherson Road NE, Calgary, AB T2E 5X8 - 3 beds, 4 baths semi-detached home for sale. MLS® A2198765. View photos, sold history and more on Zolo.">
<meta property="og:image" content="https://photos.zolo.ca/1207-mcpherson-road-ne-calgary-A2198765-1.jpg">
${gtm("GTM-ZOLO01")}
</head><body class="listing-page">
${consent("Zolo")}
<header class="header"><a class="logo" href="/">Zolo</a>
${nav([["Buy", "/calgary-real-estate"], ["Sold", "/calgary-real-estate/sold"], ["Rent", "/calgary-real-estate/for-rent"], ["Sell", "/sell"], ["Agents", "/agents"]], "header-nav")}
</header>
<main>
${crumbs([["Alberta", "/alberta-real-estate"], ["Calgary", "/calgary-real-estate"], ["Bridgeland/Riverside", "/calgary-real-estate/bridgelandriverside"]])}
<section class="listing-header">
<h1 class="address"><span class="street">1207 McPherson Road NE</span>, <span class="city">Calgary</span>, <span class="province">AB</span> <span class="postal">T2E 5X8</span></h1>
<div class="neighbourhood"><a href="/calgary-real-estate/bridgelandriverside">Bridgeland/Riverside</a></div>
<div class="listing-price"><span class="priv">$729,900</span></div>
<ul class="listing-values"><li><span class="value">3</span> Bed</li><li><span class="value">3.5</span> Bath</li><li><span class="value">1,642</span> Sqft</li></ul>
</section>
${gallery("https://photos.zolo.ca/1207-mcpherson-road-ne-calgary-A2198765", 38, "1207 McPherson Road NE", "listing-gallery")}
<section class="section-listing-content"><h2>Description</h2><p>Modern infill semi in Bridgeland with a west-facing backyard and a double detached garage off the lane. Main floor with 9-foot ceilings, a chef's kitchen with a gas range and a wide island, a dining area and a living room with a built-in media wall, plus a powder room. Three bedrooms up, each with its own ensuite, and laundry on the upper floor. The basement is finished with a rec room and a wet bar. Walk to the Bridgeland LRT station, the Tom Campbell's Hill park and the cafés on 1 Avenue NE.</p></section>
<section class="section-listing-content key-facts"><h2>Key Facts</h2>
<dl class="column-container">
<dt>Type</dt><dd>Semi Detached (Half Duplex)</dd>
<dt>Style</dt><dd>2 Storey, Side by Side</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>3 full, 1 half</dd>
<dt>Above Grade Size</dt><dd>1,642 sqft</dd>
<dt>Total Finished Area</dt><dd>2,290 sqft</dd>
<dt>Lot Size</dt><dd>280 m²</dd>
<dt>Year Built</dt><dd>2016</dd>
<dt>Taxes</dt><dd>$4,487 (2025)</dd>
<dt>Days on Site</dt><dd>6 days</dd>
<dt>MLS®#</dt><dd>A2198765</dd>
</dl></section>
${table("Listing History for 1207 McPherson Road NE", ["Date", "Event", "Price"], [["Oct 3, 2025", "Listed", "$729,900"], ["Jul 11, 2017", "Sold", "$618,000"], ["May 2, 2017", "Listed", "$634,900"]], "listing-history")}
${cards("Sold Nearby", [
  { href: "/calgary-real-estate/1209-mcpherson-road-ne", price: "Sold $702,000", address: "1209 McPherson Road NE, Calgary, AB", meta: "Semi-Detached · 3 Bed · 3.5 Bath · 1,638 Sqft · Sold Apr 2024" },
  { href: "/calgary-real-estate/915-6-street-ne", price: "Sold $775,500", address: "915 6 Street NE, Calgary, AB", meta: "Semi-Detached · 4 Bed · 3.5 Bath · 1,804 Sqft · Sold Aug 2025" },
  { href: "/calgary-real-estate/1128-1-avenue-ne", price: "Sold $1,048,000", address: "1128 1 Avenue NE, Calgary, AB", meta: "Detached · 4 Bed · 4 Bath · 2,260 Sqft · Sold Sep 2025" },
], "sold-nearby")}
${cards("Similar Homes", [
  { href: "/calgary-real-estate/34-8a-street-ne", price: "$749,000", address: "34 8A Street NE, Calgary, AB T2E 4J2", meta: "3 Bed · 3.5 Bath · 1,701 Sqft · Built 2018" },
  { href: "/calgary-real-estate/822-4-avenue-ne", price: "$689,900", address: "822 4 Avenue NE, Calgary, AB T2E 0K3", meta: "3 Bed · 2.5 Bath · 1,520 Sqft" },
], "similar-homes")}
<section class="agent"><h3>Listing provided by</h3><p class="agent-name">Priya Raman</p><p class="brokerage">Foothills Urban Realty Ltd.</p></section>
${calculator(calcEn, "$729,900", "$72,990 (10%)", "4.59%", "25 years", "$3,812")}
${windowState("__ZOLO_MAP__", { subject: { mls: "A2198765", lat: 51.05624, lng: -114.04311 }, nearby: [
  { mls: "A2201144", lat: 51.05512, lng: -114.04873, price: 749000, beds: 3 },
  { mls: "A2196630", lat: 51.05902, lng: -114.03657, price: 689900, beds: 3 },
  { mls: "A2199081", lat: 51.05311, lng: -114.04105, price: 425000, beds: 2 },
] })}
</main>
${footer([
  `<h4>Zolo</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<address>Zolo Realty, Brokerage — 5700 Yonge Street, Suite 1900, Toronto, ON M2M 4K2</address>`,
  social(),
], [creaEn, "Data is supplied by Pillar 9™ MLS® System. Pillar 9™ is the owner of the copyright in its MLS® System. Data is deemed reliable but is not guaranteed accurate."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 729900 },
      propertyKind: "semi-detached",
      street: "1207 McPherson Road NE",
      city: "Calgary",
      province: "AB",
      postalCode: "T2E 5X8",
      neighbourhood: "Bridgeland/Riverside",
      bedrooms: 3,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1642,
      lot: { value: 280, unit: "m2" },
      yearBuilt: 2016,
      mlsNumber: "A2198765",
      listingAgentName: "Priya Raman",
      brokerageName: "Foothills Urban Realty Ltd.",
      geo: { lat: 51.05624, lng: -114.04311 },
    },
  },
  {
    name: "ho83-housesigma-townhouse-churchill-meadows",
    site: "housesigma.com",
    set: "held-out-83",
    traps:
      "housesigma.com's page for a condo townhouse ('Condo Townhouse'): '3+1' bedrooms; 'Bathrooms 3' with washrooms '2pc x1, 4pc x2'; a size band '1200-1399 feet²'; an age band, not a year; the SigmaEstimate; this unit's own history (a 2019 sale, a terminated 2023 listing); comparable sold homes with sold prices and dates; the community's median price; the state JSON with the point and comparables' points; maintenance fees; the listing brokerage but no agent",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/27-2750-thomas-st/home/Xp4kQ9LmYdJ7Rv2a/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>27-2750 Thomas St, Mississauga, ON - W11876543 | HouseSigma</title>
<meta name="description" content="27-2750 Thomas St, Mississauga For Sale: $849,000. 3+1 Bedrooms, 3 Bathrooms, Condo Townhouse. View sold history and SigmaEstimate on HouseSigma.">
<meta property="og:image" content="https://cache.housesigma.com/photo/W11876543/1.jpg">
${gtm("GTM-HSGM01")}
</head><body>
<div id="app">
${consent("HouseSigma")}
<header class="hs-header"><a class="hs-logo" href="/">HouseSigma</a>
${nav([["Map Search", "/on/map/"], ["Market Trends", "/on/market/"], ["Agents", "/on/agent/"], ["Estimate", "/on/home-valuation/"]], "hs-nav")}
</header>
<main class="listing-detail">
<section class="listing-head">
<h1 class="address">27-2750 Thomas St</h1>
<p class="community">Churchill Meadows, Mississauga, ON L5M 0R2</p>
<div class="prices"><div class="listed"><span class="label">Listed</span> <span class="value">$849,000</span></div><div class="estimate"><span class="label">SigmaEstimate</span> <span class="value">$861,000</span> <span class="date">Oct 8, 2025</span></div></div>
<ul class="summary"><li>3+1 Bedrooms</li><li>3 Bathrooms</li><li>1200-1399 feet²</li><li>Condo Townhouse</li></ul>
</section>
${gallery("https://cache.housesigma.com/photo/W11876543", 36, "27-2750 Thomas St", "photo-list")}
<section class="key-facts"><h2>Key Facts</h2>
<dl>
<dt>MLS®</dt><dd>W11876543</dd>
<dt>Property Type</dt><dd>Condo Townhouse, 3-Storey</dd>
<dt>Maintenance</dt><dd>$412 / month</dd>
<dt>Tax</dt><dd>$4,906 / 2025</dd>
<dt>Bedrooms</dt><dd>3+1</dd>
<dt>Washrooms</dt><dd>3 (2pc x1, 4pc x2)</dd>
<dt>Size</dt><dd>1200-1399 feet²</dd>
<dt>Age</dt><dd>16-30 years</dd>
<dt>Parking</dt><dd>2 (1 garage, 1 driveway)</dd>
<dt>Listing #</dt><dd>W11876543</dd>
<dt>Days on market</dt><dd>4 days</dd>
<dt>Listing Brokerage</dt><dd>Credit Valley Homes Realty Inc., Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Sun-filled end-of-row condo townhouse backing onto green space in Churchill Meadows. Open living and dining with hardwood floors, kitchen with stainless steel appliances and a walk-out to the balcony. Three bedrooms on the upper level, the primary with a 4pc ensuite; the ground-floor den works as a fourth bedroom or office with a walk-out to the yard. Walk to Erin Centre shopping, Churchill Meadows Community Centre and Highway 403. Low maintenance fee covers water, building insurance, snow removal and lawn care.</p></section>
${table("Listing History", ["Date", "Event", "Price", "Listing #"], [
  ["2025-10-06", "For Sale", "$849,000", "W11876543"],
  ["2023-05-17", "Terminated", "$899,000", "W6034118"],
  ["2019-08-29", "Sold", "$702,000", "W4512209"],
], "listing-history")}
${cards("Comparable Homes — Sold", [
  { href: "/on/mississauga-real-estate/14-2750-thomas-st/home/aQ7nL2x/", price: "Sold $832,500", address: "14-2750 Thomas St, Mississauga", meta: "3+1 Bd · 3 Ba · 1200-1399 ft² · Sold 2025-08-21 · 11 days" },
  { href: "/on/mississauga-real-estate/52-5980-whitehorn-ave/home/kD3pR9w/", price: "Sold $815,000", address: "52-5980 Whitehorn Ave, Mississauga", meta: "3 Bd · 3 Ba · 1200-1399 ft² · Sold 2025-07-09" },
  { href: "/on/mississauga-real-estate/3912-tacc-dr/home/Rt8bM4q/", price: "Sold $1,126,000", address: "3912 Tacc Dr, Mississauga", meta: "Semi-Detached · 4 Bd · 4 Ba · Sold 2025-09-02" },
], "comparable-sold")}
${cards("Similar Listings", [
  { href: "/on/mississauga-real-estate/61-3050-erin-centre-blvd/home/Hn2cV5z/", price: "$869,900", address: "61-3050 Erin Centre Blvd, Mississauga", meta: "3 Bd · 3 Ba · 1400-1599 ft² · Condo Townhouse" },
  { href: "/on/mississauga-real-estate/8-5865-dalebrook-cres/home/Jq6wE1s/", price: "$799,000", address: "8-5865 Dalebrook Cres, Mississauga", meta: "2+1 Bd · 3 Ba · 1000-1199 ft²" },
], "similar-listings")}
<section class="community-stats"><h2>Churchill Meadows Market</h2><ul><li>Median Townhouse Price: $874,500</li><li>Avg Days on Market: 19</li><li>Sold/List Ratio: 99%</li></ul></section>
${calculator(calcEn, "$849,000", "$169,800 (20%)", "4.39%", "25 years", "$3,716")}
</main>
${windowState("__INITIAL_STATE__", { listing: { id_listing: "Xp4kQ9LmYdJ7Rv2a", ml_num: "W11876543", price: 849000, map: { lat: 43.55631, lon: -79.73018 } }, comparables: [
  { ml_num: "W11602287", price_sold: 832500, map: { lat: 43.55644, lon: -79.73059 } },
  { ml_num: "W11498012", price_sold: 815000, map: { lat: 43.55102, lon: -79.72461 } },
  { ml_num: "W11720456", price_sold: 1126000, map: { lat: 43.54987, lon: -79.74012 } },
] })}
${footer([
  `<h4>HouseSigma</h4><ul><li><a href="/about">About Us</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy Policy</a></li></ul>`,
  `<address>HouseSigma Inc., Brokerage — 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4</address>`,
  social(),
], ["The data relating to real estate on this website comes in part from the MLS® System of the Toronto Regional Real Estate Board. Information is deemed reliable but not guaranteed.", creaEn], "hs-footer")}
</div>
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "townhouse",
      street: "27-2750 Thomas St",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5M 0R2",
      neighbourhood: "Churchill Meadows",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      mlsNumber: "W11876543",
      brokerageName: "Credit Valley Homes Realty Inc., Brokerage",
      geo: { lat: 43.55631, lng: -79.73018 },
    },
  },
  {
    name: "ho83-remax-house-stonebridge",
    site: "remax.ca",
    set: "held-out-83",
    traps:
      "remax.ca's page for a Saskatoon house: 'Bedrooms 4' with above grade 3 and below grade 1; the agent's other listings (a Warman acreage, a Saskatoon condo); nearby schools with street addresses; similar listings; __NEXT_DATA__ with the listing's point and a map cluster of other listings' points and prices; a calculator with 5% down; the brokerage's office address",
    pageUrl: "https://www.remax.ca/sk/saskatoon-real-estate/418-ledingham-crescent-wp_idm73000004-sk987412-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>418 Ledingham Crescent, Saskatoon, SK S7T 0J9 | SK987412 | RE/MAX Canada</title>
<meta name="description" content="4 bed, 3 bath house for sale at 418 Ledingham Crescent, Saskatoon, SK, listed at $524,900. MLS® SK987412.">
<meta property="og:image" content="https://i.remax.ca/listings/sk/SK987412/1.jpg">
${gtm("GTM-RMXCA1")}
</head><body>
<div id="__next">
${consent("RE/MAX")}
<header class="page-header"><a class="remax-logo" href="/">RE/MAX</a>
${nav([["Buy", "/sk/saskatoon-real-estate"], ["Sell", "/sell"], ["Find an Agent", "/find-agent"], ["Find an Office", "/find-office"], ["Blog", "/blog"]], "page-header__nav")}
</header>
<main class="listing-detail">
${crumbs([["Home", "/"], ["Saskatchewan", "/sk"], ["Saskatoon", "/sk/saskatoon-real-estate"], ["Stonebridge", "/sk/saskatoon-real-estate/stonebridge"]])}
<div class="listing-summary">
<div class="listing-summary__price">$524,900</div>
<h1 class="listing-address"><span class="listing-address__street">418 Ledingham Crescent</span>, <span class="listing-address__city">Saskatoon</span>, <span class="listing-address__province">SK</span> <span class="listing-address__postal">S7T 0J9</span></h1>
<div class="listing-summary__stats"><span>4 bed</span><span>3 bath</span><span>1,386 sqft</span></div>
</div>
${gallery("https://i.remax.ca/listings/sk/SK987412", 32, "418 Ledingham Crescent", "listing-carousel")}
<section class="listing-description"><h2>Description</h2><p>Bi-level home on a quiet crescent in Stonebridge, close to parks, the Preston Crossing shops and quick access to Circle Drive. Bright main floor with vaulted ceilings, a kitchen with an island and a walk-in pantry, three bedrooms including a primary with a 3-piece ensuite, and a 4-piece main bath. The fully developed basement offers a fourth bedroom, a family room with a gas fireplace and a third full bathroom. Central air, underground sprinklers, deck and a 24 x 24 detached garage.</p></section>
<section class="listing-details"><h2>Home Details</h2>
<dl>
<dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>House</dd><dt>Style</dt><dd>Bi-level</dd>
<dt>Bedrooms</dt><dd>4</dd><dt>Bedrooms Above Grade</dt><dd>3</dd><dt>Bedrooms Below Grade</dt><dd>1</dd>
<dt>Bathrooms</dt><dd>3</dd><dt>Full Bathrooms</dt><dd>3</dd>
<dt>Living Area</dt><dd>1,386 sqft</dd><dt>Lot Size</dt><dd>4,270 sqft</dd>
<dt>Year Built</dt><dd>2012</dd><dt>Neighbourhood</dt><dd>Stonebridge</dd>
<dt>Taxes</dt><dd>$4,211 (2025)</dd><dt>MLS® #</dt><dd>SK987412</dd>
</dl></section>
<section class="listing-agent"><h3>Listing Agent</h3><p class="agent-name">Darnell Okafor</p><p class="agent-title">REALTOR®</p><p class="office-name">RE/MAX Bridge City Realty</p><address>3110 8th Street East, Unit 11, Saskatoon, SK S7H 0W2</address><p class="phone">306-555-0119</p></section>
${cards("More Listings from Darnell", [
  { href: "/sk/warman-real-estate/101-river-ridge-road-wp_idm73000010-sk986021-lst", price: "$749,000", address: "101 River Ridge Road, Warman, SK S0K 4S1", meta: "Acreage · 5 bed · 3 bath · 1,980 sqft · 9.93 ac" },
  { href: "/sk/saskatoon-real-estate/207-1510-richardson-road-wp_idm73000011-sk985540-lst", price: "$214,900", address: "207-1510 Richardson Road, Saskatoon, SK S7L 7K3", meta: "Condo · 2 bed · 1 bath · 864 sqft" },
], "agent-listings")}
${schools("Schools near 418 Ledingham Crescent", [
  { name: "Sylvia Fedoruk School", grades: "K–8 · Public", address: "115 Nelson Road, Saskatoon, SK S7T 0C2", distance: "0.9 km" },
  { name: "St. Kateri Tekakwitha School", grades: "K–8 · Catholic", address: "227 Van Impe Terrace, Saskatoon, SK S7T 0L3", distance: "1.1 km" },
  { name: "Centennial Collegiate", grades: "9–12", address: "160 Nelson Road, Saskatoon, SK S7S 1P5", distance: "2.6 km" },
])}
${cards("Similar Listings", [
  { href: "/sk/saskatoon-real-estate/522-hastings-way-wp_idm73000013-sk988104-lst", price: "$539,000", address: "522 Hastings Way, Saskatoon, SK S7T 0G7", meta: "4 bed · 3 bath · 1,412 sqft · 2013" },
  { href: "/sk/saskatoon-real-estate/130-gillies-crescent-wp_idm73000014-sk987760-lst", price: "$489,900", address: "130 Gillies Crescent, Saskatoon, SK S7T 0M4", meta: "3 bed · 2 bath · 1,204 sqft" },
], "similar-listings")}
${calculator(calcEn, "$524,900", "$26,245 (5%)", "4.69%", "25 years", "$2,838")}
</main>
${nextData({ props: { pageProps: { listing: { mlsNum: "SK987412", listPrice: 524900, lat: 52.08513, lng: -106.62684, beds: 4, baths: 3 }, mapCluster: [
  { mlsNum: "SK988104", lat: 52.08791, lng: -106.62055, listPrice: 539000 },
  { mlsNum: "SK987760", lat: 52.08214, lng: -106.63311, listPrice: 489900 },
  { mlsNum: "SK986553", lat: 52.09022, lng: -106.62478, listPrice: 359900 },
] } }, page: "/[province]/[city]/[slug]" })}
${footer([
  `<h4>RE/MAX Canada</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/accessibility">Accessibility</a></li></ul>`,
  social(),
], [creaEn, "Each RE/MAX office is independently owned and operated. Listing data is provided by the Saskatchewan REALTORS® Association and is deemed reliable but not guaranteed."], "page-footer")}
</div>
</body></html>`,
    expected: {
      price: { amount: 524900 },
      propertyKind: "house",
      street: "418 Ledingham Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7T 0J9",
      neighbourhood: "Stonebridge",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 1386,
      lot: { value: 4270, unit: "ft2" },
      yearBuilt: 2012,
      mlsNumber: "SK987412",
      listingAgentName: "Darnell Okafor",
      brokerageName: "RE/MAX Bridge City Realty",
      geo: { lat: 52.08513, lng: -106.62684 },
    },
  },
  {
    name: "ho83-royallepage-condo-winnipeg",
    site: "royallepage.ca",
    set: "held-out-83",
    traps:
      "royallepage.ca's page for a Winnipeg condo: 'Other listings in this building' (units 503 and 1502 with their beds, sqft and prices) and a sold unit (806) with its sold price and date; condo fees and taxes; the agent's other listings; a calculator with 20% down; the office's address; the map's data attributes with the listing's point",
    pageUrl: "https://www.royallepage.ca/en/property/manitoba/winnipeg/1104-99-wellington-crescent/30123456/mls202427412/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1104-99 Wellington Crescent, Winnipeg, Manitoba R3M 0A2 | 202427412 | Royal LePage</title>
<meta name="description" content="2 bedroom, 2 bathroom condo for sale at 1104-99 Wellington Crescent, Winnipeg. MLS® 202427412.">
<meta property="og:image" content="https://rlp.ca/images/listings/202427412/1.jpg">
${gtm("GTM-RLPCA1")}
${dataLayer({ listingId: 30123456, mls: "202427412", province: "MB", city: "Winnipeg", price: 349900, type: "Condo" })}
</head><body class="property-details">
${consent("Royal LePage")}
<header class="rlp-header"><a class="rlp-logo" href="/en/">Royal LePage</a>
${nav([["Buy", "/en/search/homes/"], ["Sell", "/en/sell/"], ["Find an Agent", "/en/agent/"], ["Offices", "/en/office/"], ["Blog", "https://blog.royallepage.ca/"]], "rlp-nav")}
</header>
<main>
${crumbs([["Home", "/en/"], ["Manitoba", "/en/mb/"], ["Winnipeg", "/en/mb/winnipeg/properties/"], ["Crescentwood", "/en/mb/winnipeg/crescentwood/properties/"]])}
<div class="property-heading">
<h1 class="address-1">1104-99 Wellington Crescent</h1>
<p class="address-2">Winnipeg, Manitoba R3M 0A2</p>
<p class="neighbourhood">Crescentwood</p>
<div class="property-price">$349,900</div>
<ul class="property-features"><li><span>2</span> Bedrooms</li><li><span>2</span> Bathrooms</li><li><span>1,080</span> sq. ft.</li></ul>
</div>
${gallery("https://rlp.ca/images/listings/202427412", 25, "1104-99 Wellington Crescent", "property-gallery")}
<section class="property-description"><h2>Property Description</h2><p>Eleventh-floor corner suite overlooking the Assiniboine River in a well-run concrete building on Wellington Crescent. Updated kitchen with quartz counters, a living and dining room with floor-to-ceiling windows and a south-west balcony, a primary bedroom with a walk-in closet and a 4-piece ensuite, a second bedroom and a 3-piece bath. In-suite laundry and storage. Heated underground parking stall, fitness room and guest suite. Condo fees include heat, water and building insurance. Steps to Osborne Village and the Academy Road shops.</p></section>
<section class="property-details-list"><h2>Property Details</h2>
<dl>
<dt>Property Type</dt><dd>Condo</dd><dt>Building Type</dt><dd>Apartment</dd>
<dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>2</dd>
<dt>Floor Space</dt><dd>1,080 sq. ft.</dd><dt>Year Built</dt><dd>1988</dd>
<dt>Condo Fees</dt><dd>$712 / month</dd><dt>Taxes</dt><dd>$3,254 (2025)</dd>
<dt>Parking</dt><dd>1 Underground</dd><dt>MLS® #</dt><dd>202427412</dd>
</dl></section>
${table("Other listings in this building", ["Unit", "Beds", "Baths", "Size", "Price", "Status"], [
  ["503-99 Wellington Crescent", "1", "1", "742 sq. ft.", "$239,900", "For Sale"],
  ["1502-99 Wellington Crescent", "2", "2", "1,160 sq. ft.", "$399,000", "For Sale"],
  ["806-99 Wellington Crescent", "2", "2", "1,080 sq. ft.", "$332,000", "Sold Jun 2025"],
], "building-listings")}
<section class="agent-card"><h3>Listing Agent</h3><p class="agent-name">Marc Tétreault</p><p class="agent-title">Sales Representative</p><p class="office-name">Royal LePage Riverbend Realty</p><address>1660 Pembina Highway, Winnipeg, Manitoba R3T 2G6</address><p class="phone">204-555-0164</p></section>
${cards("Other listings by Marc Tétreault", [
  { href: "/en/property/manitoba/winnipeg/63-ash-street/30119874/mls202426655/", price: "$619,000", address: "63 Ash Street, Winnipeg, Manitoba R3N 0P5", meta: "House · 4 Bedrooms · 2 Bathrooms · 1,820 sq. ft." },
  { href: "/en/property/manitoba/st-andrews/12-river-road/30120311/mls202425987/", price: "$279,000", address: "12 River Road, St. Andrews, Manitoba R1A 2Y1", meta: "Vacant Land · 1.95 acres" },
], "agent-listings")}
${calculator(calcEn, "$349,900", "$69,980 (20%)", "4.49%", "25 years", "$1,550")}
<div id="property-map" class="property-map" data-lat="49.87791" data-lng="-97.15042" data-zoom="16"></div>
</main>
${footer([
  `<h4>Royal LePage</h4><ul><li><a href="/en/about/">About Us</a></li><li><a href="/en/terms/">Terms of Use</a></li><li><a href="/en/privacy/">Privacy</a></li></ul>`,
  `<address>Royal LePage Real Estate Services Ltd.<br>39 Wynford Drive, Toronto, ON M3C 3K5</address>`,
  social(),
], [creaEn, "Listing information is provided by the Winnipeg Regional Real Estate Board and is deemed reliable but not guaranteed. Each office is independently owned and operated, except those marked as Royal LePage Real Estate Services Ltd."], "rlp-footer")}
</body></html>`,
    expected: {
      price: { amount: 349900 },
      propertyKind: "condo",
      street: "1104-99 Wellington Crescent",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3M 0A2",
      neighbourhood: "Crescentwood",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1080,
      yearBuilt: 1988,
      mlsNumber: "202427412",
      listingAgentName: "Marc Tétreault",
      brokerageName: "Royal LePage Riverbend Realty",
      geo: { lat: 49.87791, lng: -97.15042 },
    },
  },
  {
    name: "ho83-rew-land-sooke",
    site: "rew.ca",
    set: "held-out-83",
    traps:
      "rew.ca's page for a vacant lot: no bedrooms, bathrooms or floor area of its own (the remarks speak of a buyer's future 3-bedroom home and a 2,400 sq ft building envelope); the lot in acres; a price history with a reduction from $449,000; the BC assessment; recently sold nearby houses with beds, baths, sq ft and sold prices; similar listings with houses; JSON-LD with the point",
    pageUrl: "https://www.rew.ca/properties/l01023456/2291-otter-point-road-sooke-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2291 Otter Point Rd, Sooke, BC V9Z 1J2 - Land for Sale - 978123 | REW</title>
<meta name="description" content="2291 Otter Point Rd, Sooke: 0.62 acre building lot for sale, listed at $419,000. MLS® 978123.">
<meta property="og:image" content="https://rew.ca/photos/978123/1.jpg">
${gtm("GTM-REWCA1")}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "2291 Otter Point Rd", address: { "@type": "PostalAddress", streetAddress: "2291 Otter Point Rd", addressLocality: "Sooke", addressRegion: "BC", postalCode: "V9Z 1J2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 48.39124, longitude: -123.73981 } })}
</head><body class="listing-show">
${consent("REW")}
<header class="rew-header"><a class="rew-logo" href="/">REW</a>
${nav([["Buy", "/properties/areas/sooke-bc"], ["Rent", "/rentals"], ["Sold", "/sold"], ["Agents", "/agents"], ["News", "/news"]], "rew-nav")}
</header>
<main>
${crumbs([["BC", "/properties/areas/bc"], ["Sooke", "/properties/areas/sooke-bc"], ["Broomhill", "/properties/areas/broomhill-sooke-bc"]])}
<section class="listingheader">
<div class="listingheader-price">$419,000</div>
<h1 class="listingheader-address">2291 Otter Point Rd</h1>
<p class="listingheader-area">Broomhill, Sooke, BC V9Z 1J2</p>
<ul class="listingheader-details"><li>Land</li><li>0.62 Acres</li></ul>
</section>
${gallery("https://rew.ca/photos/978123", 12, "2291 Otter Point Rd", "listing-gallery")}
<section class="listing-description"><h2>Description</h2><p>Gently sloping 0.62 acre building lot in Broomhill with a partial ocean peek over the Sooke Basin. Geotechnical report and a preliminary building envelope for up to 2,400 sq ft are available; plans for a 3-bedroom, 2.5-bath rancher with a walkout basement can be transferred to the buyer. Hydro at the lot line, drilled well (2023) producing 6 GPM, perc tested for a septic field. Zoned RU-4, allowing a secondary suite. Five minutes to Sooke town centre.</p></section>
<section class="listing-overview"><h2>Property Overview</h2>
<dl>
<dt>Property Type</dt><dd>Land Only</dd><dt>Lot Size</dt><dd>0.62 Acres</dd><dt>Zoning</dt><dd>RU-4</dd>
<dt>Services</dt><dd>Hydro at lot line, Drilled well</dd><dt>Taxes</dt><dd>$2,108 (2025)</dd>
<dt>Assessment</dt><dd>$402,000 (2025)</dd><dt>MLS®</dt><dd>978123</dd><dt>Days on REW</dt><dd>47</dd>
</dl></section>
${table("Price History", ["Date", "Event", "Price"], [["Sep 30, 2025", "Price change", "$419,000"], ["Aug 21, 2025", "Listed", "$449,000"]], "price-history")}
<section class="listing-agent"><h3>Listed by</h3><p class="agent-name">Harjit Sandhu</p><p class="brokerage">Westshore Coastal Realty Ltd.</p><address>2945 Jacklin Road, Unit 210, Victoria, BC V9B 5E3</address><p class="phone">250-555-0128</p></section>
${cards("Recently Sold Nearby", [
  { href: "/properties/l01019877/2318-otter-point-road-sooke-bc", price: "Sold for $868,000", address: "2318 Otter Point Rd, Sooke", meta: "House · 3 Bd · 2.5 Ba · 2,180 Sq Ft · 0.55 Acres · Sold Jul 2025" },
  { href: "/properties/l01018432/6840-sooke-river-road-sooke-bc", price: "Sold for $385,000", address: "6840 Sooke River Rd, Sooke", meta: "Land · 0.71 Acres · Sold Jun 2025" },
], "sold-nearby")}
${cards("Similar Listings", [
  { href: "/properties/l01024110/7012-grant-road-west-sooke-bc", price: "$399,900", address: "7012 Grant Rd W, Sooke, BC V9Z 0M9", meta: "Land · 0.48 Acres" },
  { href: "/properties/l01022981/2205-phillips-road-sooke-bc", price: "$929,000", address: "2205 Phillips Rd, Sooke, BC V9Z 0Y3", meta: "House · 4 Bd · 3 Ba · 2,540 Sq Ft · Built 2019" },
], "similar-listings")}
${calculator(calcEn, "$419,000", "$146,650 (35%)", "6.25%", "20 years", "$1,981")}
</main>
${footer([
  `<h4>REW.ca</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  social(),
], [creaEn, "Listing data provided by the Victoria Real Estate Board. Information deemed reliable but not guaranteed. © 2025 Real Estate Wire (REW)."], "rew-footer")}
</body></html>`,
    expected: {
      price: { amount: 419000 },
      propertyKind: "land",
      street: "2291 Otter Point Rd",
      city: "Sooke",
      province: "BC",
      postalCode: "V9Z 1J2",
      neighbourhood: "Broomhill",
      lot: { value: 0.62, unit: "acres" },
      mlsNumber: "978123",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Westshore Coastal Realty Ltd.",
      geo: { lat: 48.39124, lng: -123.73981 },
    },
  },
  {
    name: "ho83-condosca-condo-liberty-village",
    site: "condos.ca",
    set: "held-out-83",
    traps:
      "condos.ca's page for a 1+1 condo: a size band '600-699 sqft'; the building's year built; 'Units for sale in this building' and 'Sold in this building' with unit numbers, beds, sizes, prices, sold prices and dates; units for rent with monthly rents; the building's average price per sqft; maintenance fees; the state JSON with the listing's point beside the building's other units; the brokerage without an agent",
    pageUrl: "https://condos.ca/toronto/liberty-lanes-residences-85-east-liberty-st/unit-1011-C12045678",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>85 East Liberty St #1011, Toronto — For Sale @ $619,000 | Condos.ca</title>
<meta name="description" content="1+1 bed, 1 bath condo for sale at Liberty Lanes Residences, 85 East Liberty St, Unit 1011, Toronto. MLS® C12045678.">
<meta property="og:image" content="https://condos.ca/public/listing/C12045678/1.jpg">
${gtm("GTM-CNDS01")}
</head><body>
<div id="__next">
${consent("Condos.ca")}
<header class="header"><a class="logo" href="/">Condos.ca</a>
${nav([["Buy", "/toronto/condos-for-sale"], ["Rent", "/toronto/condos-for-rent"], ["Buildings", "/toronto/condos"], ["Sell", "/sell"], ["Market", "/toronto/market"]], "header-nav")}
</header>
<main class="listing-page">
${crumbs([["Toronto", "/toronto"], ["Liberty Village", "/toronto/liberty-village"], ["Liberty Lanes Residences", "/toronto/liberty-lanes-residences-85-east-liberty-st"]])}
<section class="listing-top">
<h1 class="listing-address">85 East Liberty St #1011</h1>
<p class="listing-sub"><a href="/toronto/liberty-lanes-residences-85-east-liberty-st">Liberty Lanes Residences</a> · Liberty Village, Toronto, ON M6K 3R4</p>
<div class="listing-price">$619,000</div>
<ul class="listing-facts"><li>1+1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Parking</li></ul>
</section>
${gallery("https://condos.ca/public/listing/C12045678", 24, "85 East Liberty St #1011", "listing-gallery")}
<section class="listing-details"><h2>Details</h2>
<dl>
<dt>Property Type</dt><dd>Condo Apt</dd><dt>Bedrooms</dt><dd>1+1</dd><dt>Bathrooms</dt><dd>1</dd>
<dt>Size</dt><dd>600-699 sqft</dd><dt>Exposure</dt><dd>South</dd><dt>Maintenance Fees</dt><dd>$548 /mo</dd>
<dt>Taxes</dt><dd>$2,712 (2025)</dd><dt>Year Built</dt><dd>2009</dd><dt>Locker</dt><dd>Owned</dd>
<dt>MLS®</dt><dd>C12045678</dd><dt>Days on Condos.ca</dt><dd>12</dd>
</dl></section>
<section class="listing-description"><h2>Description</h2><p>South-facing 1+1 at Liberty Lanes with a separate den large enough for a home office, floor-to-ceiling windows and an open balcony with CN Tower views. Kitchen with granite counters and a breakfast bar, 4-piece bath with a soaker tub, ensuite laundry. Parking and locker included. Amenities include a gym, party room, rooftop terrace and 24-hour concierge. Steps to King West, the Exhibition GO station and the 504 King streetcar.</p></section>
<p class="listing-brokerage">Listed by Lakeshore Vertical Realty Inc., Brokerage</p>
${table("Units for sale in this building", ["Unit", "Beds", "Baths", "Size", "Price"], [
  ["#408", "1", "1", "500-599 sqft", "$529,000"],
  ["#1507", "2", "2", "800-899 sqft", "$799,900"],
  ["#PH03", "2+1", "2", "1000-1199 sqft", "$1,049,000"],
], "building-for-sale")}
${table("Sold in this building", ["Unit", "Beds", "Size", "Sold Price", "Sold Date"], [
  ["#1111", "1+1", "600-699 sqft", "$598,000", "Aug 28, 2025"],
  ["#712", "1", "500-599 sqft", "$512,500", "Jul 15, 2025"],
  ["#1904", "2", "800-899 sqft", "$771,000", "Jun 3, 2025"],
], "building-sold")}
${table("For rent in this building", ["Unit", "Beds", "Rent"], [["#905", "1+1", "$2,450/mo"], ["#1203", "2", "$3,150/mo"]], "building-rent")}
<section class="building-stats"><h2>Liberty Lanes Residences</h2><ul><li>Built in 2009 · 24 storeys · 412 units</li><li>Avg. sold price per sqft (12 mo): $938</li><li>Avg. maintenance fee: $0.84/sqft</li><li>Developer: Lakeview Urban Developments</li></ul></section>
${calculator(calcEn, "$619,000", "$123,800 (20%)", "4.29%", "30 years", "$2,448")}
</main>
${nextData({ props: { pageProps: { listing: { mlsNumber: "C12045678", unit: "1011", price: 619000, latitude: 43.63891, longitude: -79.41952, building: { id: 4821, name: "Liberty Lanes Residences", yearBuilt: 2009 } }, buildingListings: [
  { mlsNumber: "C12011845", unit: "408", price: 529000, latitude: 43.63891, longitude: -79.41952 },
  { mlsNumber: "C12037290", unit: "1507", price: 799900, latitude: 43.63891, longitude: -79.41952 },
] } }, page: "/[city]/[building]/[unit]" })}
${footer([
  `<h4>Condos.ca</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<address>Condos.ca Realty Inc., Brokerage — 2 Bloor Street West, Suite 700, Toronto, ON M4W 3E2</address>`,
  social(),
], ["The data relating to real estate for sale on this website comes in part from the Toronto Regional Real Estate Board's MLS® System. Information is deemed reliable but not guaranteed.", creaEn], "footer")}
</div>
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "condo",
      street: "85 East Liberty St #1011",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 3R4",
      neighbourhood: "Liberty Village",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2009,
      mlsNumber: "C12045678",
      brokerageName: "Lakeshore Vertical Realty Inc., Brokerage",
      geo: { lat: 43.63891, lng: -79.41952 },
    },
  },
];
