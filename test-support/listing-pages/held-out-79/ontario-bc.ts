/**
 * Seventy-ninth held-out corpus, Ontario and BC portals: zolo.ca (a Kitchener backsplit with a legal in-law suite in
 * the basement), housesigma.com (a one-acre West Lincoln lot with a bungalow and a detached 30 x 40 shop), condos.ca
 * (a Dovercourt semi with a new garden suite at the back) and rew.ca (a Langley hobby farm with a carriage home and a
 * barn). Addresses, names, phone numbers and numbers are invented; the expected facts were written before any
 * extractor ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, crumbs, gallery, gtm, header, leadForm, nextData, roster, similar, siteFooter, windowState } from "./chrome.ts";

export const HELD_OUT_79_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho79-zolo-in-law-suite-backsplit-kitchener",
    site: "zolo.ca",
    set: "held-out-79",
    traps: "a backsplit with a legal two-bedroom in-law suite: 'Beds 3+2' and 'Baths 4' in the header while the washroom breakdown lists a 2pc; 'Size 1500-2000' band and the suite's '~950 sq ft' in prose; 'Lot 40 x 110 Feet'; 'Age 51-99' with no year; the suite's registration year and its rent; a Zolo Estimate and a 2011 sold price in the history; community 'Stanley Park'; brokerage only, no agent; JSON-LD with geo; nearby listings",
    pageUrl: "https://www.zolo.ca/kitchener-real-estate/112-ferndale-crescent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>112 Ferndale Crescent, Kitchener — For Sale @ $949,000 | Zolo.ca</title>
<meta name="description" content="112 Ferndale Crescent, Kitchener, ON N2A 1J7 is a 3+2 bedroom, 4 bathroom detached home listed for $949,000. MLS® X12513377.">
<meta property="og:title" content="112 Ferndale Crescent, Kitchener — $949,000">
<link rel="canonical" href="https://www.zolo.ca/kitchener-real-estate/112-ferndale-crescent">
${gtm("GTM-ZOLO79")}
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "112 Ferndale Crescent", address: { "@type": "PostalAddress", streetAddress: "112 Ferndale Crescent", addressLocality: "Kitchener", addressRegion: "ON", postalCode: "N2A 1J7", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.44718, longitude: -80.43306 }, numberOfRooms: 11 })}
</head><body>
${consent("Zolo")}
${header("Zolo", ["Buy", "Rent", "Sold", "Sell", "Home Value", "Mortgages"])}
<main class="listing-page">
${crumbs(["Ontario", "Kitchener", "Stanley Park", "112 Ferndale Crescent"])}
<section class="listing-header">
<h1 class="address text-2"><span class="street">112 Ferndale Crescent</span>, <span class="city">Kitchener</span>, <span class="province">ON</span> <span class="postal">N2A 1J7</span></h1>
<div class="listing-price"><span class="priority">$949,000</span><span class="listing-status">For Sale</span></div>
<ul class="list-unstyled listing-values"><li><span class="priority">3+2</span> Beds</li><li><span class="priority">4</span> Baths</li><li><span class="priority">1,500-2,000</span> sqft</li></ul>
<div class="zolo-estimate">Zolo Estimate <b>$921,300</b> <small>(±4%)</small></div>
</section>
${gallery("https://photos.zolo.ca/112-ferndale-crescent-kitchener-X12513377", 20, "112 Ferndale Crescent")}
<section class="section-listing-content"><h2>About 112 Ferndale Crescent</h2>
<p>Live up, rent down. This four-level backsplit on a quiet crescent in Stanley Park has three bedrooms and a 4-piece bath on the upper level, a bright living room, updated kitchen and powder room on the main, and a legal two-bedroom in-law suite (registered as an additional dwelling unit in 2022, about 950 sq ft) across the lower two levels with its own side entrance, kitchen, laundry and 3-piece bath. The suite is currently rented at $1,875/month to a tenant who would like to stay. Primary bedroom has a 4-piece ensuite. Fenced yard, shed, double driveway. Walk to Stanley Park Mall and the Chicopee trails.</p>
</section>
<section class="section-listing-content"><h2>Property Details</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">Backsplit 4</dd></div>
<div class="column"><dt class="column-label">Community</dt><dd class="column-value">Stanley Park</dd></div>
<div class="column"><dt class="column-label">Bedrooms</dt><dd class="column-value">3+2</dd></div>
<div class="column"><dt class="column-label">Washrooms</dt><dd class="column-value">4</dd></div>
<div class="column"><dt class="column-label">Washroom Details</dt><dd class="column-value">4pc (x2) Upper · 2pc (x1) Main · 3pc (x1) Lower</dd></div>
<div class="column"><dt class="column-label">Size (sq ft)</dt><dd class="column-value">1500-2000</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">40 x 110 Feet</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">51-99</dd></div>
<div class="column"><dt class="column-label">Basement</dt><dd class="column-value">Apartment, Separate Entrance</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$5,318 / 2025</dd></div>
<div class="column"><dt class="column-label">Parking</dt><dd class="column-value">Private Double (4)</dd></div>
<div class="column"><dt class="column-label">MLS®</dt><dd class="column-value">X12513377</dd></div>
</dl>
<p class="listing-brokerage">Listed by Grand Valley Realty Inc., Brokerage</p>
</section>
<section class="section-listing-content"><h2>Listing History</h2>
<table class="history"><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>Nov 12, 2025</td><td>Listed</td><td>$949,000</td></tr>
<tr><td>Jun 30, 2011</td><td>Sold</td><td>$362,500</td></tr>
</tbody></table></section>
${calculator("Mortgage Calculator", [["Price", "$949,000"], ["Down", "$189,800"], ["Rate", "4.59%"], ["Amortization", "25 yrs"]], "$4,241 / month")}
${similar("Nearby Homes", [
  { price: "$829,900", address: "96 Ferndale Crescent", place: "Kitchener, ON", facts: "3+1 bd · 2 ba · Backsplit", href: "/kitchener-real-estate/96-ferndale-crescent" },
  { price: "$1,049,000", address: "21 Heritage Drive", place: "Kitchener, ON", facts: "4+2 bd · 4 ba · 2,000-2,500 sqft", href: "/kitchener-real-estate/21-heritage-drive" },
])}
</main>
${siteFooter(["Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON M2M 4K2.", "The listing data is provided under copyright by the Toronto Regional Real Estate Board and is deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 949000 },
      propertyKind: "house",
      street: "112 Ferndale Crescent",
      city: "Kitchener",
      province: "ON",
      postalCode: "N2A 1J7",
      neighbourhood: "Stanley Park",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 4400, unit: "ft2" },
      mlsNumber: "X12513377",
      brokerageName: "Grand Valley Realty Inc., Brokerage",
      geo: { lat: 43.44718, lng: -80.43306 },
    },
  },
  {
    name: "ho79-housesigma-bungalow-shop-sixteen-road-west-lincoln",
    site: "housesigma.com",
    set: "held-out-79",
    traps: "a bungalow on a one-acre lot with a detached 30 x 40 shop (2019, 1,200 sq ft) on 'Sixteen Road' (a number-word road) whose 2-piece washroom is not one of the house's '2 Bathrooms'; 'Lot Size 150 × 290.4 feet' and '1 acre' in prose; 'Size 1100-1500 feet²' band; 'Community Rural West Lincoln'; a SigmaEstimate, an estimated rent and the 2016 sold and listed prices in the history; HouseSigma's own listing id in the URL; the map point in the SPA state beside comparable sold homes' points",
    pageUrl: "https://housesigma.com/on/west-lincoln-real-estate/9045-sixteen-road/home/q7WbN2mXkYp4dA3e/?id_listing=q7WbN2mXkYp4dA3e",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>9045 Sixteen Road, West Lincoln, ON L0R 2A0 - X12488210 | HouseSigma</title>
<meta name="description" content="9045 Sixteen Road, West Lincoln for sale: $1,279,000. 3 bedrooms, 2 bathrooms, detached bungalow with shop. See SigmaEstimate, history and sold prices.">
<meta property="og:title" content="9045 Sixteen Road, West Lincoln - $1,279,000">
<link rel="canonical" href="https://housesigma.com/on/west-lincoln-real-estate/9045-sixteen-road/home/q7WbN2mXkYp4dA3e/">
${gtm("GTM-HS79")}
</head><body>
<div id="app" data-v-app>
${header("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Blog", "App"])}
<main class="page-listing">
${crumbs(["Home", "Ontario", "West Lincoln", "Rural West Lincoln", "9045 Sixteen Road"])}
<section class="listing-basic">
<h1 class="address">9045 Sixteen Road</h1>
<p class="municipality">West Lincoln, ON L0R 2A0 · Rural West Lincoln</p>
<div class="price-box"><span class="label">Listed</span><span class="price">$1,279,000</span><span class="status">For Sale · 6 days on market</span></div>
<div class="estimate-box"><span class="label">SigmaEstimate</span><span class="price">$1,214,000</span><small>Estimated rent: $3,100/month</small></div>
<ul class="rooms"><li>3 Bedrooms</li><li>2 Bathrooms</li><li>4 Garage + Shop</li></ul>
</section>
${gallery("https://cache.housesigma.com/Live/photos/FULL/1/210/X12488210", 15, "9045 Sixteen Road")}
<section class="key-facts"><h2>Key Facts</h2>
<dl>
<dt>Listing #</dt><dd>X12488210</dd>
<dt>Data Source</dt><dd>TRREB</dd>
<dt>Type</dt><dd>Detached, Bungalow</dd>
<dt>Municipality</dt><dd>West Lincoln</dd>
<dt>Community</dt><dd>Rural West Lincoln</dd>
<dt>Tax</dt><dd>$4,476 / 2025</dd>
<dt>Building Age</dt><dd>51-99</dd>
<dt>Size</dt><dd>1100-1500 feet²</dd>
<dt>Lot Size</dt><dd>150 × 290.4 feet</dd>
<dt>Parking</dt><dd>2 Garage, 10 Total</dd>
<dt>Basement</dt><dd>Full, Partially Finished</dd>
<dt>Water / Sewer</dt><dd>Well / Septic</dd>
</dl>
</section>
<section class="description"><h2>Description</h2>
<p>Country bungalow on a full acre with the shop you've been waiting for. 3 bedrooms and 2 full baths on the main floor, eat-in kitchen updated 2021, a partially finished basement with a rec room and cold cellar. The detached 30' x 40' shop was built in 2019: insulated and heated, 1,200 sq ft, 12' overhead door, 100-amp sub-panel and a 2-piece washroom. Attached 2-car garage too. Minutes to Smithville and the QEW, 25 minutes to Hamilton.</p>
<p class="brokerage">Listing Brokerage: Niagara Escarpment Realty Inc., Brokerage</p>
</section>
<section class="history"><h2>Listing History</h2>
<table><thead><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr></thead><tbody>
<tr><td>2025-11-13</td><td>-</td><td>$1,279,000</td><td>For Sale</td><td>X12488210</td></tr>
<tr><td>2016-03-02</td><td>2016-05-20</td><td>$629,900</td><td>Sold $612,000</td><td>X3427719</td></tr>
</tbody></table></section>
${similar("Comparable Sold Nearby", [
  { price: "Sold $1,150,000", address: "8710 Sixteen Road", place: "West Lincoln", facts: "3 bd · 2 ba · 1.2 ac · shop", href: "/on/west-lincoln-real-estate/8710-sixteen-road/home/Xb2dQ9/" },
  { price: "Sold $985,000", address: "5523 Regional Road 20", place: "West Lincoln", facts: "2 bd · 1 ba · 0.9 ac", href: "/on/west-lincoln-real-estate/5523-regional-road-20/home/Lm3kP1/" },
])}
${roster("HouseSigma Agents in Niagara", [{ name: "Ayesha Qureshi", title: "HouseSigma Realty Inc., Brokerage", phone: "905-555-0129" }, { name: "Brent Kowalczyk", title: "HouseSigma Realty Inc., Brokerage", phone: "905-555-0188" }])}
</main>
</div>
${windowState("__INITIAL_STATE__", { listing: { id_listing: "q7WbN2mXkYp4dA3e", ml_num: "X12488210", price: 1279000, address: "9045 Sixteen Road", municipality_name: "West Lincoln", community_name: "Rural West Lincoln", province: "ON", postal_code: "L0R 2A0", house_type_name: "Detached", bedroom_string: "3", washroom: 2, house_area: { text: "1100-1500", unit: "feet" }, land: { front: 150, depth: 290.4, unit: "feet" }, map: { lat: 43.03981, lon: -79.55612 }, brokerage_text: "Niagara Escarpment Realty Inc., Brokerage" }, estimate: { value: 1214000, rent: 3100 }, comparables: [{ id: "Xb2dQ9", lat: 43.04422, lon: -79.54718, sold: 1150000 }, { id: "Lm3kP1", lat: 43.02155, lon: -79.57390, sold: 985000 }] })}
${siteFooter(["HouseSigma Inc. · HouseSigma Realty Inc., Brokerage, 15 Allstate Parkway, Markham, ON L3R 5B4.", "Listing information is provided by TRREB and deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1279000 },
      propertyKind: "house",
      street: "9045 Sixteen Road",
      city: "West Lincoln",
      province: "ON",
      postalCode: "L0R 2A0",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 43560, unit: "ft2" },
      mlsNumber: "X12488210",
      brokerageName: "Niagara Escarpment Realty Inc., Brokerage",
      geo: { lat: 43.03981, lng: -79.55612 },
    },
  },
  {
    name: "ho79-condosca-semi-garden-suite-dovercourt-toronto",
    site: "condos.ca",
    set: "held-out-79",
    traps: "a freehold semi on condos.ca with a new garden suite: '3+1 Bed' and '3 Bath' while the washroom rows list a 2pc; the garden suite's own block (1 bed, 1 bath, 560 sq ft, 2024) beside the 1912 house; '1500-2000 sqft' band; 'Lot 18.5 x 125 Feet'; 'Maintenance Fees N/A'; the TRREB community 'Dovercourt-Wallace Emerson-Junction'; an estimated value and a 2009 sale; brokerage only; coordinates in __NEXT_DATA__ beside other listings' pins",
    pageUrl: "https://condos.ca/toronto/house-84-westmoreland-ave-W12598044",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>84 Westmoreland Ave, Toronto | For Sale $2,195,000 | W12598044 | Condos.ca</title>
<meta name="description" content="84 Westmoreland Ave is a 3+1 bed, 3 bath semi-detached house with a garden suite in Dovercourt-Wallace Emerson-Junction, Toronto. Listed for $2,195,000.">
<meta property="og:title" content="84 Westmoreland Ave – $2,195,000">
<link rel="canonical" href="https://condos.ca/toronto/house-84-westmoreland-ave-W12598044">
${gtm("GTM-CDS79")}
</head><body>
<div id="__next">
${consent("Condos.ca")}
${header("Condos.ca", ["Buy", "Rent", "Sold", "Buildings", "Neighbourhoods", "Sell", "Insights"])}
<main class="styles___ListingPage">
${crumbs(["Toronto", "Dovercourt-Wallace Emerson-Junction", "84 Westmoreland Ave"])}
<div class="styles___Header">
<h1 class="styles___Address">84 Westmoreland Ave</h1>
<p class="styles___Sub">Dovercourt-Wallace Emerson-Junction, Toronto, ON M6H 3A2</p>
<div class="styles___Price">$2,195,000</div>
<div class="styles___Stats"><span>3+1 Bed</span><span>3 Bath</span><span>1500-2000 sqft</span><span>1 Parking</span></div>
<div class="styles___Estimate">Condos.ca estimated value: <b>$2,080,000</b></div>
</div>
${gallery("https://media.condos.ca/listings/W12598044", 22, "84 Westmoreland Ave")}
<section class="styles___Description"><h2>About 84 Westmoreland Ave</h2>
<p>A 1912 Edwardian semi on one of Dovercourt's best blocks, now with a brand-new garden suite. The main house has three bedrooms and a 4-piece bath upstairs, a powder room off the open kitchen, and a finished basement with a fourth bedroom, 3-piece bath and laundry. At the back of the 125-foot lot, the garden suite (completed 2024 under Toronto's garden suite by-law) is 560 sq ft with one bedroom, a full bath, a kitchen and in-floor heating, and leases for about $2,600/month. Lane-side parking pad. Walk to Dufferin Grove, Bloor GO/UP Express and Dovercourt Park.</p>
</section>
<section class="styles___Details"><h2>Details</h2>
<table><tbody>
<tr><th>MLS®</th><td>W12598044</td></tr>
<tr><th>Type</th><td>Semi-Detached</td></tr>
<tr><th>Style</th><td>2-Storey</td></tr>
<tr><th>Bedrooms</th><td>3+1</td></tr>
<tr><th>Washrooms</th><td>3</td></tr>
<tr><th>Washroom Details</th><td>4pc (2nd) · 2pc (Main) · 3pc (Bsmt)</td></tr>
<tr><th>Size</th><td>1500-2000 sqft</td></tr>
<tr><th>Lot</th><td>18.5 x 125 Feet</td></tr>
<tr><th>Age</th><td>100+</td></tr>
<tr><th>Basement</th><td>Finished</td></tr>
<tr><th>Maintenance Fees</th><td>N/A</td></tr>
<tr><th>Taxes</th><td>$8,142 / 2025</td></tr>
</tbody></table>
<h3>Garden Suite</h3>
<table class="secondary"><tbody><tr><th>Bedrooms</th><td>1</td></tr><tr><th>Bathrooms</th><td>1</td></tr><tr><th>Size</th><td>560 sqft</td></tr><tr><th>Completed</th><td>2024</td></tr></tbody></table>
<p class="styles___Brokerage">Listed by Junction Lane Realty Inc., Brokerage</p>
</section>
<section class="styles___History"><h2>Property History</h2>
<ul><li>Nov 2025 · Listed for sale · $2,195,000</li><li>Aug 2009 · Sold · $588,000</li></ul></section>
${leadForm("Book a showing", "I'd like to see 84 Westmoreland Ave (W12598044).", "Request showing")}
${similar("Similar listings nearby", [
  { price: "$1,749,000", address: "211 Salem Ave", place: "Toronto", facts: "3 Bed · 2 Bath · Semi", href: "/toronto/house-211-salem-ave-W12571190" },
  { price: "$899,000", address: "1205 - 1100 Lansdowne Ave", place: "Toronto", facts: "2 Bed · 2 Bath · Condo", href: "/toronto/1100-lansdowne-ave-1205-W12583366" },
])}
</main>
</div>
${nextData({ props: { pageProps: { listing: { mls: "W12598044", price: 2195000, address: "84 Westmoreland Ave", city: "Toronto", neighbourhood: "Dovercourt-Wallace Emerson-Junction", postal: "M6H 3A2", type: "Semi-Detached", beds: "3+1", baths: 3, sqftRange: "1500-2000", lotFront: 18.5, lotDepth: 125, lat: 43.66041, lng: -79.43087, brokerage: "Junction Lane Realty Inc., Brokerage" }, mapPins: [{ mls: "W12571190", lat: 43.66389, lng: -79.43512 }, { mls: "W12583366", lat: 43.66722, lng: -79.44231 }] } }, page: "/[city]/[slug]", buildId: "cds-7f1e2a" })}
${siteFooter(["Condos.ca · Condos.ca Realty Inc., Brokerage, 1 University Ave, Toronto, ON M5J 2P1.", "Listing data © Toronto Regional Real Estate Board, deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 2195000 },
      propertyKind: "semi-detached",
      street: "84 Westmoreland Ave",
      city: "Toronto",
      province: "ON",
      postalCode: "M6H 3A2",
      neighbourhood: "Dovercourt-Wallace Emerson-Junction",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 2312.5, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "W12598044",
      brokerageName: "Junction Lane Realty Inc., Brokerage",
      geo: { lat: 43.66041, lng: -79.43087 },
    },
  },
  {
    name: "ho79-rew-hobby-farm-carriage-home-langley",
    site: "rew.ca",
    set: "held-out-79",
    traps: "a Langley hobby farm whose totals rows count the carriage home ('5 Bed', 'Bathrooms 4: 3 full, 1 half') while the house's floor area rows give main 1,420 + above 1,160 = 2,580 and the header shows '3,440 sq ft' for all buildings; the carriage home (2 bed, 1 bath, 860 sq ft, 2010) and a 36 x 48 barn (1995) beside the 1987 house; 'Lot Area 4.98 Acres (216,929 sq ft)'; the agent with 'PREC*'; ALR and assessment figures; JSON-LD with geo; nearby listings",
    pageUrl: "https://www.rew.ca/properties/R3051177/5286-248-street-langley",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>5286 248 Street, Langley, BC V4W 1B2 | R3051177 | REW</title>
<meta name="description" content="5286 248 Street, Langley: 5 bed, 4 bath house with acreage for sale in Salmon River. $2,688,000. MLS® R3051177.">
<meta property="og:title" content="5286 248 Street, Langley – $2,688,000">
<link rel="canonical" href="https://www.rew.ca/properties/R3051177/5286-248-street-langley">
${gtm("GTM-REW79")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "5286 248 Street, Langley", address: { "@type": "PostalAddress", streetAddress: "5286 248 Street", addressLocality: "Langley", addressRegion: "BC", postalCode: "V4W 1B2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.08927, longitude: -122.49318 } })}
</head><body class="listing-show">
${consent("REW")}
${header("REW", ["Buy", "Rent", "Sell", "Sold", "Agents", "News", "Calculators"])}
<main class="listingdetail">
${crumbs(["BC", "Langley", "Salmon River", "5286 248 Street"])}
<div class="listingheader">
<div class="listingheader-price">$2,688,000</div>
<h1 class="listingheader-address">5286 248 Street<br><span>Langley, BC V4W 1B2</span></h1>
<div class="listingheader-neighbourhood">Salmon River</div>
<ul class="listingheader-details"><li>5 Bed</li><li>4 Bath</li><li>3,440 Sqft</li><li>4.98 Acres</li></ul>
</div>
${gallery("https://assets.rew.ca/listings/R3051177", 30, "5286 248 Street")}
<section class="listingdetail-description"><h2>Description</h2>
<p>Your hobby farm in Salmon River: 4.98 flat, fenced acres with a 1987 two-storey home, a 2010 carriage home and a 36' x 48' barn (1995) with 4 stalls, tack room and hay loft. The main house has 3 bedrooms up, 2 full baths and a powder room, a renovated kitchen opening to a covered patio and a den on the main. The carriage home (860 sq ft, 2 bedrooms, 1 bath, own driveway) is ideal for extended family or as a mortgage helper at about $2,300/month. In the ALR, Class 2 soils, riding arena footing in the back paddock. 5 minutes to Hwy 1 at 232nd, 10 to Fort Langley village.</p>
</section>
<section class="listingdetail-facts"><h2>Property Details</h2>
<table class="factsheet"><tbody>
<tr><th>MLS® Number</th><td>R3051177</td></tr>
<tr><th>Property Type</th><td>House with Acreage</td></tr>
<tr><th>Style</th><td>2 Storey</td></tr>
<tr><th>Year Built</th><td>1987</td></tr>
<tr><th>Bedrooms</th><td>5</td></tr>
<tr><th>Bathrooms</th><td>4 (3 full, 1 half)</td></tr>
<tr><th>Floor Area Fin - Main Floor</th><td>1,420 Sq. Ft.</td></tr>
<tr><th>Floor Area Fin - Above Main</th><td>1,160 Sq. Ft.</td></tr>
<tr><th>Floor Area Fin - Basement</th><td>0 Sq. Ft.</td></tr>
<tr><th>Floor Area Fin - Total (house)</th><td>2,580 Sq. Ft.</td></tr>
<tr><th>Carriage Home</th><td>860 Sq. Ft. · 2 bed · 1 bath (2010)</td></tr>
<tr><th>Total Finished, All Buildings</th><td>3,440 Sq. Ft.</td></tr>
<tr><th>Lot Area</th><td>4.98 Acres (216,929 sq ft)</td></tr>
<tr><th>Outbuildings</th><td>Barn 36' x 48' (1995), Shed</td></tr>
<tr><th>ALR</th><td>Yes</td></tr>
<tr><th>Gross Taxes</th><td>$6,107 (2025)</td></tr>
<tr><th>Assessment</th><td>$2,412,000 (2025)</td></tr>
</tbody></table>
</section>
<div class="listingdetail-agent"><h2>Listed By</h2><p class="agent-name">Baljit Randhawa PREC*</p><p class="agent-brokerage">Fraser Valley Acreage Realty Ltd.</p><p class="agent-address">20353 64 Avenue, Langley, BC V2Y 1N5</p><a href="tel:6045550147">604-555-0147</a></div>
${leadForm("Contact the listing agent", "Please send me more information about 5286 248 Street (R3051177).", "Send")}
${calculator("Mortgage calculator", [["Price", "$2,688,000"], ["Down payment", "$537,600"], ["Interest", "4.79%"], ["Amortization", "25 years"]], "$12,257 per month")}
${similar("Nearby listings", [
  { price: "$3,150,000", address: "4970 256 Street", place: "Langley, Salmon River", facts: "6 Bed · 5 Bath · 10.1 Acres", href: "/properties/R3049902/4970-256-street-langley" },
  { price: "$1,899,000", address: "5541 240 Street", place: "Langley, Salmon River", facts: "4 Bed · 3 Bath · 2.5 Acres", href: "/properties/R3047715/5541-240-street-langley" },
])}
</main>
${siteFooter(["This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board which assumes no responsibility for its accuracy.", "© 2025 REW.ca – Real Estate Wire. All rights reserved."])}
</body></html>`,
    expected: {
      price: { amount: 2688000 },
      propertyKind: "house",
      street: "5286 248 Street",
      city: "Langley",
      province: "BC",
      postalCode: "V4W 1B2",
      neighbourhood: "Salmon River",
      bedrooms: 5,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2580,
      lot: { value: 4.98, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "R3051177",
      listingAgentName: "Baljit Randhawa",
      brokerageName: "Fraser Valley Acreage Realty Ltd.",
      geo: { lat: 49.08927, lng: -122.49318 },
    },
  },
];
