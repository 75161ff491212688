/**
 * Sixty-seventh held-out corpus, Ontario and British Columbia: a Zolo "Link" home in Markham (attached only at the
 * foundation), a HouseSigma stacked townhouse in Toronto (a "Condo Townhouse" beside sold freehold towns), a condos.ca
 * condo townhouse in Mississauga under "Townhouses" and "Condos" navigation, and a REW half duplex in East Vancouver
 * held under strata title. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { browse, cards, consent, footer, gtm, header, mortgage, nextData, photos, savedSearch, windowState } from "./chrome.ts";

export const HELD_OUT_67_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho67-zolo-link-markham",
    site: "zolo.ca",
    set: "held-out-67",
    traps: "TRREB 'Type Link' (linked below grade, detached-looking above) with 'Style 2-Storey'; the description calls it 'detached above grade'; '3+1' beds; size range '1500-2000'; 'Age 16-30' with no year; lot '30.00 x 105.00 Feet'; only the brokerage, no agent; Zolo's own brokerage in the footer; Zolo estimate and nearby sold detached and semi-detached homes; JSON-LD with geo",
    pageUrl: "https://www.zolo.ca/markham-real-estate/48-brightsmith-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>48 Brightsmith Drive, Markham, ON L3S 4B2 — For Sale @ $1,188,000 | Zolo.ca</title>
<meta name="description" content="48 Brightsmith Drive, Markham is a 3+1 bed, 4 bath link home for sale at $1,188,000. MLS® N12087456. See photos, sold history and the neighbourhood on Zolo.">
<meta property="og:title" content="48 Brightsmith Drive, Markham — $1,188,000">
<meta property="og:image" content="https://photos.zolo.ca/48-brightsmith-drive-markham-N12087456-1.jpg">
${gtm("G-ZOLO67MK")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "48 Brightsmith Drive", offers: { "@type": "Offer", price: 1188000, priceCurrency: "CAD" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "48 Brightsmith Drive", addressLocality: "Markham", addressRegion: "ON", postalCode: "L3S 4B2" }, geo: { "@type": "GeoCoordinates", latitude: 43.84412, longitude: -79.23367 } })}
</head><body>
${consent("Zolo")}
${header("Zolo", ["Buy", "Rent", "Sell", "Home Value", "Market Trends", "Sign Up"])}
<main class="listing-page">
<section class="listing-header">
<h1 class="address">48 Brightsmith Drive<span class="city">Markham, ON L3S 4B2</span></h1>
<div class="listing-price"><span class="price">$1,188,000</span><span class="status">For Sale · 6 days on Zolo</span></div>
<ul class="listing-values"><li><span>3+1</span> Bed</li><li><span>4</span> Bath</li><li><span>1500-2000</span> Sqft</li></ul>
<p class="neighbourhood">Neighbourhood: <a href="/markham-real-estate/middlefield">Middlefield</a></p>
</section>
${photos("https://photos.zolo.ca/48-brightsmith-drive-markham-N12087456", 40, "48 Brightsmith Drive")}
<section class="section-listing-description"><h2>Description</h2><p>Link home in Middlefield, joined to the neighbour only at the foundation — fully detached above grade, with windows on both sides. Main floor family room with a gas fireplace, eat-in kitchen walking out to the deck, three bedrooms up including a primary with a four-piece ensuite. Finished basement with a fourth bedroom, a three-piece bath and a rec room. Steps to Cedarwood Public School, the 407 and Markham Stouffville Hospital. Freehold, no POTL fee.</p></section>
<section class="section-listing-facts"><h2>Key Facts</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">N12087456</dd></div>
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Link</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Size (sq ft)</dt><dd class="column-value">1500-2000</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">30.00 x 105.00 Feet</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">16-30</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$4,906 in 2024</dd></div>
<div class="column"><dt class="column-label">Bedrooms</dt><dd class="column-value">3 + 1</dd></div>
<div class="column"><dt class="column-label">Bathrooms</dt><dd class="column-value">4</dd></div>
<div class="column"><dt class="column-label">Parking</dt><dd class="column-value">Attached Garage, 3 spaces</dd></div>
<div class="column"><dt class="column-label">Basement</dt><dd class="column-value">Finished</dd></div>
</dl></section>
<section class="listing-brokerage"><p>Listed by Cornerstone Pinnacle Realty Inc., Brokerage</p></section>
<section class="zolo-estimate"><h2>Zolo Estimate</h2><p>$1,152,400 <span>(±4.1%)</span></p></section>
${cards("Recently Sold Nearby", [
  { price: "Sold $1,245,000", address: "17 Brightsmith Dr, Markham", line: "Detached · 4 bd · 4 ba", href: "/markham-real-estate/17-brightsmith-drive" },
  { price: "Sold $1,030,000", address: "211 Coppard Ave, Markham", line: "Semi-Detached · 3 bd · 3 ba", href: "/markham-real-estate/211-coppard-avenue" },
  { price: "Sold $868,000", address: "34 Ashcott St, Markham", line: "Att/Row/Townhouse · 3 bd · 3 ba", href: "/markham-real-estate/34-ashcott-street" },
])}
${mortgage("$1,188,000", "$237,600", "4.79%", "$5,386")}
${browse("Explore Markham", ["Townhouses for sale in Markham", "Semi-detached homes in Markham", "Condos near you", "Detached homes in Middlefield", "Markham open houses"])}
${savedSearch()}
<p class="disclaimer">Listing data provided by PropTx Innovations Inc. and deemed reliable but not guaranteed.</p>
</main>
${footer({ "Zolo": ["About", "Careers", "Contact"], "Popular": ["Toronto Real Estate", "Markham Real Estate", "Vaughan Real Estate"] }, ["Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON M2M 4K2 · Each office independently owned."])}
</body></html>`,
    expected: {
      price: { amount: 1188000 },
      propertyKind: "semi-detached",
      street: "48 Brightsmith Drive",
      city: "Markham",
      province: "ON",
      postalCode: "L3S 4B2",
      neighbourhood: "Middlefield",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 3150, unit: "ft2" },
      mlsNumber: "N12087456",
      brokerageName: "Cornerstone Pinnacle Realty Inc., Brokerage",
      geo: { lat: 43.84412, lng: -79.23367 },
    },
  },
  {
    name: "ho67-housesigma-stacked-town-junction",
    site: "housesigma.com",
    set: "held-out-67",
    traps: "'Condo Townhouse' type with 'Stacked Townhouse' style; the unit written '207 - 2 Foundry Ave'; size range '900-999 feet²'; maintenance and taxes; 'Building Age 6-10' (no year); SigmaEstimate and the unit's 2021 sold price; brokerage only; comparable sold 'Att/Row/Townhouse' (freehold) and 'Condo Apt' homes; 'Townhouses for sale' navigation; the listing's coordinates in the embedded state beside the map's",
    pageUrl: "https://housesigma.com/on/toronto-real-estate/207-2-foundry-ave/home/k3PZq9yEb8VnwR2x/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>207 - 2 Foundry Ave, Toronto, ON M6H 0C3 - For Sale $739,000 | HouseSigma</title>
<meta name="description" content="207 - 2 Foundry Ave, Toronto. Condo Townhouse for sale, 2 bedrooms, 2 bathrooms, listed for $739,000. View sold history and SigmaEstimate on HouseSigma.">
<meta property="og:title" content="207 - 2 Foundry Ave, Toronto - $739,000">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/456/W12133456.jpg">
${gtm("G-HSG67TOR")}
</head><body>
${consent("HouseSigma")}
${header("HouseSigma", ["Map Search", "Market Trends", "Recommend", "Estimate", "Agents", "Download App"])}
<main id="listing">
<section class="listing-header">
<h1 class="address">207 - 2 Foundry Ave<span class="municipality">Toronto, ON M6H 0C3</span></h1>
<p class="community">Dovercourt-Wallace Emerson-Junction</p>
<div class="price-block"><div class="listed"><span class="label">Listed:</span> <span class="price">$739,000</span></div><div class="estimate"><span class="label">SigmaEstimate:</span> <span>$752,800</span> <span class="date">Jun 2025</span></div></div>
<ul class="basic-info"><li><span>2</span> Bedrooms</li><li><span>2</span> Bathrooms</li><li><span>1</span> Garage</li></ul>
</section>
${photos("https://cache.housesigma.com/Live/photos/FULL/1/456/W12133456", 26, "207 - 2 Foundry Ave")}
<section class="key-facts"><h2>Key Facts</h2><table>
<tr><th>Listing #</th><td>W12133456</td></tr>
<tr><th>Property Type</th><td>Condo Townhouse</td></tr>
<tr><th>Style</th><td>Stacked Townhouse</td></tr>
<tr><th>Size</th><td>900-999 feet²</td></tr>
<tr><th>Building Age</th><td>6-10</td></tr>
<tr><th>Maintenance</th><td>$468</td></tr>
<tr><th>Tax</th><td>$3,206 / 2024</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Listing Brokerage</th><td>Parkdale Lane Realty Inc., Brokerage</td></tr>
</table></section>
<section class="description"><h2>Description</h2><p>Upper two-level stacked townhouse in the Foundry Lofts-Townhomes, steps to the Junction Triangle and the UP Express at Bloor. Two bedrooms and two full baths, open living and dining with a gas fireplace, kitchen with a breakfast bar, and a private 180 sq ft rooftop terrace with a gas line. One underground parking space and a locker included. Pet friendly, well-run corporation.</p></section>
<section class="history"><h2>Listing History</h2><table>
<tr><td>2025-06-10</td><td>Listed</td><td>$739,000</td></tr>
<tr><td>2021-04-22</td><td>Sold</td><td>$705,000</td></tr>
<tr><td>2021-04-02</td><td>Listed</td><td>$699,900</td></tr>
</table></section>
${cards("Comparable Sold", [
  { price: "Sold $1,092,000", address: "71 Macklem Ave, Toronto", line: "Att/Row/Townhouse · 3 bd · 3 ba", href: "/on/toronto-real-estate/71-macklem-ave/home/zq81LmPv/" },
  { price: "Sold $712,500", address: "118 - 2 Foundry Ave, Toronto", line: "Condo Townhouse · 2 bd · 2 ba", href: "/on/toronto-real-estate/118-2-foundry-ave/home/Ny40sVbT/" },
  { price: "Sold $598,000", address: "905 - 1410 Dupont St, Toronto", line: "Condo Apt · 1+1 bd · 1 ba", href: "/on/toronto-real-estate/905-1410-dupont-st/home/Rb72xkQe/" },
])}
${mortgage("$739,000", "$147,800", "4.79%", "$3,351")}
${browse("Nearby searches", ["Townhouses for sale in Toronto", "Stacked townhouses near you", "Condos near you", "Semi-detached homes in the Junction", "Sold prices in Dovercourt-Wallace Emerson-Junction"])}
${savedSearch()}
<p class="disclaimer">The listing data is provided under copyright by the Toronto Regional Real Estate Board. Data deemed reliable but not guaranteed.</p>
</main>
${footer({ "HouseSigma": ["About", "Contact", "Join as Agent"], "Cities": ["Toronto", "Mississauga", "Ottawa"] }, ["HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Markham, ON"])}
${windowState("__HS_STATE__", {
  map: { center: { lat: 43.6532, lng: -79.3832 }, zoom: 12 },
  house: { id_listing: "k3PZq9yEb8VnwR2x", ml_num: "W12133456", price: 739000, house_type_name: "Condo Townhouse", house_style: "Stacked Townhouse", bedroom: 2, washroom: 2, house_area: { estimate: 949, range: "900-999" }, maintenance: 468, tax: 3206, community_name: "Dovercourt-Wallace Emerson-Junction", municipality_name: "Toronto", province: "ON", postal_code: "M6H 0C3", map: { lat: 43.66197, lon: -79.44516 }, brokerage: "Parkdale Lane Realty Inc., Brokerage" },
  estimate: { value: 752800, date: "2025-06" },
})}
</body></html>`,
    expected: {
      price: { amount: 739000 },
      propertyKind: "townhouse",
      street: "207 - 2 Foundry Ave",
      city: "Toronto",
      province: "ON",
      postalCode: "M6H 0C3",
      neighbourhood: "Dovercourt-Wallace Emerson-Junction",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 900,
      mlsNumber: "W12133456",
      brokerageName: "Parkdale Lane Realty Inc., Brokerage",
      geo: { lat: 43.66197, lng: -79.44516 },
    },
  },
  {
    name: "ho67-condosca-condo-townhouse-erin-mills",
    site: "condos.ca",
    set: "held-out-67",
    traps: "a condo townhouse on a site named for condos: 'Condo Townhouse' type, the building page calling the complex 'Folkway Village Townhomes'; '3 Bed · 3 Bath' without a split; size range '1400-1599 sqft'; maintenance fee per month and taxes; the building's year built; other units in the complex with their own prices; 'Townhouses for sale' and 'Condos near you' navigation; condos.ca's own brokerage in the footer; __NEXT_DATA__ with the listing's coordinates and the building's",
    pageUrl: "https://condos.ca/mississauga/folkway-village-townhomes-2355-folkway-dr/unit-41-W12045598",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>41 - 2355 Folkway Dr, Mississauga | For Sale $849,000 | Condos.ca</title>
<meta name="description" content="41 - 2355 Folkway Dr is a 3 bed, 3 bath condo townhouse for sale in Erin Mills, Mississauga, listed at $849,000. MLS® W12045598.">
<meta property="og:title" content="41 - 2355 Folkway Dr, Mississauga — $849,000">
<meta property="og:image" content="https://condos.ca/public/listings/W12045598/1.jpg">
${gtm("G-CDS67MIS")}
</head><body>
${consent("Condos.ca")}
${header("Condos.ca", ["Buy", "Rent", "Sell", "Buildings", "Market Insights", "Get Pre-Approved"])}
<main class="listing-page">
<nav class="breadcrumbs"><a href="/mississauga">Mississauga</a> › <a href="/mississauga/erin-mills">Erin Mills</a> › <a href="/mississauga/folkway-village-townhomes-2355-folkway-dr">Folkway Village Townhomes</a> › Unit 41</nav>
<section class="listing-header">
<h1 class="address">41 - 2355 Folkway Dr</h1><p class="sub-address">Folkway Village Townhomes · Erin Mills, Mississauga, ON L5L 2S1</p>
<div class="price">$849,000</div>
<ul class="key-stats"><li>3 Bed</li><li>3 Bath</li><li>1400-1599 sqft</li><li>1 Parking</li><li>Maint. $512/mo</li></ul>
</section>
${photos("https://condos.ca/public/listings/W12045598", 33, "41 - 2355 Folkway Dr")}
<section class="listing-details"><h2>Details</h2><dl>
<dt>MLS®</dt><dd>W12045598</dd>
<dt>Type</dt><dd>Condo Townhouse</dd>
<dt>Style</dt><dd>2-Storey</dd>
<dt>Size</dt><dd>1400-1599 sqft</dd>
<dt>Maintenance Fees</dt><dd>$512 /mo</dd>
<dt>Taxes</dt><dd>$4,120 / 2024</dd>
<dt>Exposure</dt><dd>West</dd>
<dt>Locker</dt><dd>None</dd>
<dt>Days on market</dt><dd>11</dd>
</dl></section>
<section class="description"><h2>About this unit</h2><p>End-unit condo townhome backing onto the ravine trail in Erin Mills. Three bedrooms up, two full baths and a main-floor powder room, renovated kitchen (2021) open to the dining room, living room with a walk-out to the fenced patio. Finished basement rec room. Attached garage plus driveway parking. Walk to South Common Mall, Erin Mills Town Centre and the UTM shuttle.</p></section>
<section class="building-info"><h2>Folkway Village Townhomes</h2><dl><dt>Address</dt><dd>2355 Folkway Dr</dd><dt>Year Built</dt><dd>1979</dd><dt>Units</dt><dd>96</dd><dt>Storeys</dt><dd>2</dd><dt>Corporation</dt><dd>PCC 312</dd><dt>Management</dt><dd>Crossbridge Property Services</dd></dl>
<p class="amenities">Outdoor pool · Playground · Visitor parking</p></section>
<section class="listing-brokerage"><p>Listing courtesy of Credit Valley Homes Realty Inc., Brokerage</p></section>
${cards("Other units for sale in this building", [
  { price: "$829,900", address: "Unit 12 - 2355 Folkway Dr", line: "3 bd · 2 ba · 1200-1399 sqft", href: "/mississauga/folkway-village-townhomes-2355-folkway-dr/unit-12-W12031877" },
  { price: "$879,000", address: "Unit 77 - 2355 Folkway Dr", line: "4 bd · 3 ba · 1400-1599 sqft", href: "/mississauga/folkway-village-townhomes-2355-folkway-dr/unit-77-W12050264" },
])}
${mortgage("$849,000", "$169,800", "4.79%", "$3,849")}
${browse("Explore", ["Townhouses for sale in Mississauga", "Condos near you", "Freehold townhouses in Erin Mills", "Condo apartments in Mississauga", "Buildings in Erin Mills"])}
${savedSearch()}
<p class="disclaimer">The listing data is provided under copyright by the Toronto Regional Real Estate Board. Information is deemed reliable but not guaranteed.</p>
</main>
${footer({ "Condos.ca": ["About", "Careers", "Contact"], "Buy": ["Toronto Condos", "Mississauga Condos", "Pre-Construction"] }, ["Condos.ca Inc., Brokerage · 2 Bloor St W, Toronto, ON. Each office independently owned and operated."])}
${nextData({
  props: {
    pageProps: {
      building: { id: 88214, name: "Folkway Village Townhomes", address: "2355 Folkway Dr", yearBuilt: 1979, location: { lat: 43.53988, lng: -79.68401 } },
      listing: {
        mlsNumber: "W12045598", unitNumber: "41", listPrice: 849000, type: "Condo Townhouse", bedrooms: 3, bathrooms: 3, sqftRange: "1400-1599", maintenanceFees: 512, taxes: 4120,
        address: { street: "2355 Folkway Dr", city: "Mississauga", neighbourhood: "Erin Mills", province: "ON", postalCode: "L5L 2S1" },
        coordinates: { lat: 43.54062, lng: -79.68517 }, brokerage: "Credit Valley Homes Realty Inc., Brokerage",
      },
    },
  },
  page: "/[city]/[building]/[unit]",
})}
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "townhouse",
      street: "41 - 2355 Folkway Dr",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5L 2S1",
      neighbourhood: "Erin Mills",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1400,
      yearBuilt: 1979,
      mlsNumber: "W12045598",
      brokerageName: "Credit Valley Homes Realty Inc., Brokerage",
      geo: { lat: 43.54062, lng: -79.68517 },
    },
  },
  {
    name: "ho67-rew-half-duplex-strata-vancouver",
    site: "rew.ca",
    set: "held-out-67",
    traps: "BC '1/2 Duplex' held as 'Freehold Strata' with a $0 strata fee (a semi, not a plex, not a condo); 'Baths 4' from 3 full and 1 half; the unit as '1-3385'; GVR sub-area 'Victoria VE'; the two-unit strata's lot size as the listing's lot (as the 62nd's half duplex); BC Assessment beside the price; recently sold townhouse and apartment cards; JSON-LD with coordinates",
    pageUrl: "https://www.rew.ca/properties/R3021187/1-3385-findlay-street-vancouver-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1-3385 Findlay Street, Vancouver, BC V5N 4E6 | R3021187 | REW</title>
<meta name="description" content="1-3385 Findlay Street, Vancouver - 1/2 Duplex for sale: 4 beds, 4 baths, 1,842 sqft. Listed at $1,629,000. MLS® R3021187.">
<meta property="og:title" content="1-3385 Findlay Street, Vancouver — $1,629,000">
<meta property="og:image" content="https://assets.rew.ca/listing/R3021187/1.jpg">
${gtm("G-REW67VAN")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1-3385 Findlay Street", address: { "@type": "PostalAddress", streetAddress: "1-3385 Findlay Street", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V5N 4E6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.25117, longitude: -123.06702 } })}
</head><body>
${consent("REW")}
${header("REW", ["Buy", "Rent", "Sold", "Pre-Sale", "Agents", "News"])}
<main class="listingpage">
<section class="listingheader">
<div class="listingheader-price">$1,629,000</div>
<h1 class="listingheader-address">1-3385 Findlay Street</h1>
<p class="listingheader-locale">Vancouver, BC V5N 4E6 · Victoria VE</p>
<ul class="listingheader-details"><li>4 Bed</li><li>4 Bath</li><li>1,842 Sqft</li><li>1/2 Duplex</li></ul>
</section>
${photos("https://assets.rew.ca/listing/R3021187", 34, "1-3385 Findlay Street")}
<section class="listingdetails"><h2>Property Details</h2><table>
<tr><th>MLS® Number</th><td>R3021187</td></tr>
<tr><th>Property Type</th><td>1/2 Duplex</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Full Baths</th><td>3</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Floor Area</th><td>1,842 Sqft</td></tr>
<tr><th>Lot Size</th><td>4,026 Sqft</td></tr>
<tr><th>Year Built</th><td>2019</td></tr>
<tr><th>Strata Fee</th><td>$0</td></tr>
<tr><th>Taxes</th><td>$5,204 (2024)</td></tr>
<tr><th>Sub-Area</th><td>Victoria VE</td></tr>
<tr><th>Area</th><td>Vancouver East</td></tr>
</table></section>
<section class="listingremarks"><h2>Description</h2><p>Front half of a 2019 side-by-side duplex on a tree-lined block off Victoria Drive. Three levels: open main floor with a gas range and a powder room, three bedrooms and two full baths up, and a fourth bedroom with a full bath on the lower level. Two-unit strata with no strata fee, each owner insures and maintains their own half. Private front yard, one covered parking off the lane. Walk to Trout Lake, Commercial Drive and Nanaimo SkyTrain.</p></section>
<section class="assessment"><h2>BC Assessment</h2><p>2025 assessed value: <strong>$1,541,000</strong></p></section>
<section class="agent"><p>Listed by <strong>Harpreet Gill</strong></p><p>Eastside Keystone Realty Ltd.</p><p>604-555-0127</p></section>
${mortgage("$1,629,000", "$325,800", "4.69%", "$7,357")}
${cards("Recently Sold Nearby", [
  { price: "Sold $1,268,000", address: "6 3340 Victoria Drive, Vancouver", line: "Townhouse · 3 bd · 3 ba", href: "/properties/R2998114/6-3340-victoria-drive-vancouver-bc" },
  { price: "Sold $1,701,000", address: "3371 Findlay Street, Vancouver", line: "1/2 Duplex · 4 bd · 4 ba", href: "/properties/R3003562/3371-findlay-street-vancouver-bc" },
  { price: "Sold $649,000", address: "307 1871 Kitchener Street, Vancouver", line: "Apartment/Condo · 2 bd · 1 ba", href: "/properties/R2990785/307-1871-kitchener-street-vancouver-bc" },
])}
${browse("Browse Vancouver East", ["Townhouses for sale in Vancouver East", "Half duplexes in Vancouver", "Condos near you", "Houses in Victoria VE", "Pre-sales in Vancouver"])}
${savedSearch()}
</main>
${footer({ "REW": ["About", "Contact", "Advertise", "Terms"], "Cities": ["Vancouver", "Burnaby", "Surrey", "Richmond"] }, ["This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 1629000 },
      propertyKind: "semi-detached",
      street: "1-3385 Findlay Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5N 4E6",
      neighbourhood: "Victoria VE",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1842,
      lot: { value: 4026, unit: "ft2" },
      yearBuilt: 2019,
      mlsNumber: "R3021187",
      listingAgentName: "Harpreet Gill",
      brokerageName: "Eastside Keystone Realty Ltd.",
      geo: { lat: 49.25117, lng: -123.06702 },
    },
  },
];
