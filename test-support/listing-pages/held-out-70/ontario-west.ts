/**
 * Seventieth held-out corpus, Ontario and the West: zolo.ca (a London two-storey), housesigma.com (a Hamilton semi),
 * condos.ca (a Mississauga City Centre condo), kijiji.ca (a Thunder Bay raised bungalow with a rented basement
 * apartment, sold by its owner) and rew.ca (a Chilliwack rancher with a basement). Each page's facts box gives only a
 * few facts; the rooms, size, lot and year are in the description. Addresses, names, phone numbers and numbers are
 * invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentBar, crumbs, gallery, leadForm, masthead, moreHomes, nextData, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_70_ONTARIO_WEST: ListingPage[] = [
  {
    name: "ho70-zolo-two-storey-london",
    site: "zolo.ca",
    set: "held-out-70",
    traps: "Zolo page whose key facts give only type, style, MLS®# and taxes: '4 bedroom, 2.5 bath two-storey built in 1999 on a 50 x 110 ft lot' and '2,100 sq ft above grade plus a finished basement (another 900 sq ft)' in the description; a 2018 roof, parking for 4, '10 minutes to Masonville'; the listing brokerage with no agent named; Zolo's own brokerage in the contact box and footer; JSON-LD with geo; similar homes with prices",
    pageUrl: "https://www.zolo.ca/london-real-estate/1456-glenora-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1456 Glenora Drive, London — For Sale @ $749,900 | Zolo.ca</title>
<meta name="description" content="1456 Glenora Drive, London, ON N5X 3V8 is a house for sale listed at $749,900. MLS® X12501884.">
<meta property="og:title" content="1456 Glenora Drive, London — For Sale @ $749,900">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1456 Glenora Drive", address: { "@type": "PostalAddress", streetAddress: "1456 Glenora Drive", addressLocality: "London", addressRegion: "ON", postalCode: "N5X 3V8" }, geo: { "@type": "GeoCoordinates", latitude: 43.03582, longitude: -81.27715 } })}
${tagManager("GTM-ZOL70")}
</head><body>
${consentBar("Zolo")}
${masthead("Zolo", ["Buy", "Rent", "Sell", "Home Value", "Sold Prices"])}
<main class="listing-main">
${crumbs(["Ontario", "London", "1456 Glenora Drive"])}
<section class="listing-header">
<h1 class="address">1456 Glenora Drive</h1>
<div class="area">London, ON N5X 3V8</div>
<div class="listing-price"><span class="price-label">For Sale</span> <span class="priceneat">$749,900</span></div>
</section>
${gallery("https://photos.zolo.ca/1456-glenora-drive-london-X12501884", 11, "1456 Glenora Drive, London")}
<section class="key-facts"><h2>Key Facts</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">X12501884</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$5,612 / 2025</dd></div>
<div class="column"><dt class="column-label">Days on Zolo</dt><dd class="column-value">4</dd></div>
</dl>
</section>
<section class="listing-description"><h2>Description</h2>
<p>Welcome to this 4 bedroom, 2.5 bath two-storey built in 1999 on a 50 x 110 ft lot in desirable north London. Offering 2,100 sq ft above grade plus a finished basement (another 900 sq ft) with a games room and plenty of storage. Main floor family room with gas fireplace, formal dining room, and an eat-in kitchen (11 x 16) overlooking the fenced yard. The primary suite has a walk-in closet and a 5 pc ensuite. Roof 2018, windows 2020. Double garage plus parking for 4 on the drive. 10 minutes to Masonville Place and Western University, steps to the Medway Valley trails.</p>
<p class="listed-by">Listed by Forest City Realty Inc., Brokerage</p>
</section>
${moreHomes("Similar Homes For Sale", [
  { place: "London, ON", price: "$699,000", line: "3 bd · 3 ba · Detached", href: "/london-real-estate/88-ashgrove-crescent" },
  { place: "London, ON", price: "$824,900", line: "4 bd · 4 ba · Detached", href: "/london-real-estate/1290-sandpiper-way", tag: "New" },
  { place: "London, ON", price: "$615,000", line: "3 bd · 2 ba · Semi-Detached", href: "/london-real-estate/56-birchwood-lane" },
])}
${leadForm({ heading: "Ask a Zolo Realty agent", message: "I'd like to book a showing for 1456 Glenora Drive, London.", button: "Request Info", fine: "Zolo Realty, Brokerage will contact you. Your information is shared with a licensed agent." })}
</main>
${siteFooter(["Zolo Realty, Brokerage. Independently owned and operated.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Listing data courtesy of the London and St. Thomas Association of REALTORS®."])}
${pixel("zolo")}
</body></html>`,
    expected: {
      price: { amount: 749900 },
      propertyKind: "house",
      street: "1456 Glenora Drive",
      city: "London",
      province: "ON",
      postalCode: "N5X 3V8",
      bedrooms: 4,
      bathrooms: 2.5,
      squareFootage: 2100,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1999,
      mlsNumber: "X12501884",
      brokerageName: "Forest City Realty Inc., Brokerage",
      geo: { lat: 43.03582, lng: -81.27715 },
    },
  },
  {
    name: "ho70-housesigma-semi-hamilton",
    site: "housesigma.com",
    set: "held-out-70",
    traps: "HouseSigma page with a small facts table (type, community, tax, listing #) and the rest in the description: '3 bedroom, 2 bath semi built in 1958 on a 25 x 100 ft lot', 'approx. 1,250 sq ft'; the SigmaEstimate, the attached semi's sold price, a basement kitchen's age, 'parking for 2' and '5 minutes to the Linc'; the listing's coordinates in window.__NUXT__ beside nearby sold homes' own",
    pageUrl: "https://housesigma.com/on/hamilton-real-estate/88-balsam-ave-s/home/Qb7xk2A9yZl5d3mo/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>88 Balsam Ave S, Hamilton, ON - Semi-Detached for Sale - $629,000 | HouseSigma</title>
<meta name="description" content="88 Balsam Ave S, Hamilton. Semi-Detached for sale at $629,000. Listing X12476615.">
<meta property="og:title" content="88 Balsam Ave S, Hamilton - $629,000">
${tagManager("GTM-HSG70")}
</head><body>
${consentBar("HouseSigma")}
${masthead("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Blog"])}
<main class="listing-page">
<section class="listing-head">
<h1 class="address">88 Balsam Ave S</h1>
<p class="municipality">Hamilton, ON L8M 3B1</p>
<div class="price-box"><span class="status">For Sale</span> <span class="list-price">$629,000</span></div>
<div class="estimate"><span class="estimate-label">SigmaEstimate</span> <span class="estimate-value">$662,000</span> <span class="estimate-date">Nov 2025</span></div>
</section>
${gallery("https://cache.housesigma.com/Live/photos/FULL/1/615/X12476615", 8, "88 Balsam Ave S")}
<section class="key-facts"><h2>Key Facts</h2>
<table class="facts"><tbody>
<tr><th>Listing #</th><td>X12476615</td></tr>
<tr><th>Type</th><td>Semi-Detached</td></tr>
<tr><th>Community</th><td>Delta West</td></tr>
<tr><th>Tax</th><td>$4,105 / 2025</td></tr>
<tr><th>Listed on</th><td>2025-11-03</td></tr>
</tbody></table>
</section>
<section class="description"><h2>Description</h2>
<p>Charming 3 bedroom, 2 bath semi built in 1958 on a 25 x 100 ft lot, a short walk to Gage Park and Ottawa Street. Approx. 1,250 sq ft with a bright living and dining room, updated kitchen and a 4 pc bath upstairs. The basement, with a separate side entrance, has a 3 pc bath, a second kitchen (installed 2019) and a rec room — great in-law potential. Private drive with parking for 2, fenced yard. The attached semi next door sold for $645,000 in the spring. 5 minutes to the Linc and the Red Hill.</p>
<p class="brokerage">Listing Brokerage: Bayfront Realty Inc., Brokerage</p>
</section>
${moreHomes("Sold Nearby", [
  { place: "Hamilton, ON", price: "Sold $601,500", line: "3 bd · 2 ba · Semi-Detached", href: "/on/hamilton-real-estate/41-rosslyn-ave-s/home/Mz81aLp3QeX9kR2t/" },
  { place: "Hamilton, ON", price: "Sold $699,000", line: "4 bd · 2 ba · Detached", href: "/on/hamilton-real-estate/129-dunsmure-rd/home/Vn4ePq7oWs2jL0cz/" },
])}
${leadForm({ heading: "Contact a HouseSigma agent", message: "I'm interested in 88 Balsam Ave S, Hamilton (X12476615).", button: "Book a Showing", fine: "HouseSigma Inc. Brokerage will contact you about this property." })}
</main>
${siteFooter(["HouseSigma Inc. Brokerage · Listing data from the Cornerstone Association of REALTORS®.", "© 2025 HouseSigma Inc."])}
${windowState("__NUXT__", { state: { listing: { id_listing: "Qb7xk2A9yZl5d3mo", ml_num: "X12476615", price: 629000, estimate: 662000, map: { lat: 43.24311, lon: -79.80946 } }, soldNearby: [{ id_listing: "Mz81aLp3QeX9kR2t", price_sold: 601500, map: { lat: 43.24198, lon: -79.80711 } }, { id_listing: "Vn4ePq7oWs2jL0cz", price_sold: 699000, map: { lat: 43.24582, lon: -79.81233 } }] } })}
${pixel("housesigma")}
</body></html>`,
    expected: {
      price: { amount: 629000 },
      propertyKind: "semi-detached",
      street: "88 Balsam Ave S",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8M 3B1",
      neighbourhood: "Delta West",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1250,
      lot: { value: 2500, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "X12476615",
      brokerageName: "Bayfront Realty Inc., Brokerage",
      geo: { lat: 43.24311, lng: -79.80946 },
    },
  },
  {
    name: "ho70-condosca-condo-mississauga",
    site: "condos.ca",
    set: "held-out-70",
    traps: "condos.ca unit whose details give only the maintenance fee, exposure, parking and locker: '2 bed, 2 bath split-plan suite of 845 sq ft' in the description; the building block's year, storeys and unit count, its average price per sq ft and the unit below's sold price; 'renovated 2022'; no lot (a condo); 'City Centre' as the labelled neighbourhood; the listing in __NEXT_DATA__ beside other units in the building",
    pageUrl: "https://condos.ca/mississauga/parkside-village-tower-4055-parkside-village-dr/unit-1712-W12488230",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1712 - 4055 Parkside Village Dr, Mississauga | For Sale $574,900 | Condos.ca</title>
<meta name="description" content="Condo for sale at 1712 - 4055 Parkside Village Dr, Mississauga. Listed at $574,900. MLS® W12488230.">
<meta property="og:title" content="1712 - 4055 Parkside Village Dr">
${tagManager("GTM-CDS70")}
</head><body>
${consentBar("Condos.ca")}
${masthead("Condos.ca", ["Buy", "Rent", "Sold", "Buildings", "Pre-Construction", "Agents"])}
<main>
${crumbs(["Mississauga", "City Centre", "Parkside Village Tower", "Unit 1712"])}
<section class="unit-header">
<h1>1712 - 4055 Parkside Village Dr</h1>
<p class="unit-place">Mississauga, ON L5B 0K8 · <span class="nbhd-label">Neighbourhood:</span> <a href="/mississauga/city-centre">City Centre</a></p>
<div class="unit-price">$574,900</div>
<p class="unit-mls">MLS®# W12488230</p>
</section>
${gallery("https://media.condos.ca/units/W12488230", 9, "1712 - 4055 Parkside Village Dr")}
<section class="unit-details"><h2>Listing Details</h2>
<ul>
<li><b>Maintenance Fees</b> $600 /mo ($0.71 / sqft)</li>
<li><b>Exposure</b> South West</li>
<li><b>Parking</b> 1</li>
<li><b>Locker</b> Owned</li>
</ul>
</section>
<section class="unit-description"><h2>About this condo</h2>
<p>Bright 2 bed, 2 bath split-plan suite of 845 sq ft with floor-to-ceiling windows and an 80 sq ft balcony facing the lake. Renovated 2022: wide-plank floors, quartz counters and new stainless appliances. Primary bedroom with 4 pc ensuite and double closet; second bedroom beside the 3 pc main bath. One parking spot and a locker included. Square One across the street, 5 minutes to Hwy 403 and the future Hurontario LRT.</p>
<p class="brokerage">Listed by Credit River Realty Inc., Brokerage</p>
</section>
<section class="building-block"><h2>Parkside Village Tower</h2>
<p>4055 Parkside Village Dr · Built in 2016 · 36 storeys · 412 units · Developer: Amacon</p>
<ul><li>Avg. price per sqft: $712</li><li>Avg. sold price (12 mo): $598,000</li><li>Units for sale: 7</li></ul>
<p class="recent-sale">Unit 1612 (2 bed, 2 bath, 845 sqft) sold for $598,000 in August 2025.</p>
</section>
${moreHomes("Other units for sale in this building", [
  { place: "Unit 907", price: "$499,000", line: "1+1 bed · 1 bath · 600-699 sqft", href: "/mississauga/parkside-village-tower-4055-parkside-village-dr/unit-907-W12470018" },
  { place: "Unit 2803", price: "$689,000", line: "2+1 bed · 2 bath · 900-999 sqft", href: "/mississauga/parkside-village-tower-4055-parkside-village-dr/unit-2803-W12481532" },
])}
${leadForm({ heading: "Ask about this condo", message: "Hi, I'm interested in unit 1712 at 4055 Parkside Village Dr.", button: "Contact Agent", fine: "Condos.ca Real Estate Brokerage Inc. will respond to your request." })}
</main>
${siteFooter(["Condos.ca Real Estate Brokerage Inc. · Listing information from PropTx. MLS® and REALTOR® are trademarks of CREA.", "© 2025 Condos.ca"])}
${nextData({ props: { pageProps: { listing: { mlsNum: "W12488230", unit: "1712", price: 574900, building: { name: "Parkside Village Tower", yearBuilt: 2016, lat: 43.58602, lng: -79.64355 }, coords: { lat: 43.58611, lng: -79.64338 } }, buildingListings: [{ mlsNum: "W12470018", unit: "907", price: 499000 }, { mlsNum: "W12481532", unit: "2803", price: 689000 }] } }, page: "/[city]/[building]/[unit]", buildId: "c0nd0s70" })}
${pixel("condos")}
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "condo",
      street: "1712 - 4055 Parkside Village Dr",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0K8",
      neighbourhood: "City Centre",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 845,
      yearBuilt: 2016,
      mlsNumber: "W12488230",
      brokerageName: "Credit River Realty Inc., Brokerage",
      geo: { lat: 43.58611, lng: -79.64338 },
    },
  },
  {
    name: "ho70-kijiji-raised-bungalow-thunder-bay",
    site: "kijiji.ca",
    set: "held-out-70",
    traps: "Kijiji by-owner ad whose attributes give only the unit type, parking and seller: '3 bedroom raised bungalow' upstairs 'plus a 2 bedroom basement apartment' rented at $1,250/month, 'built in 1965'; the location line gives only the town and postal code, the street only opening the text, '1,080 sq ft main floor', '50 x 132 ft lot', 'one bath up and one in the apartment' in the text; a 2016 roof, a 12 x 20 shed, '2 km to Lakehead University'; the Kijiji ad id (not an MLS®); no agent or brokerage; the ad's coordinates in __NEXT_DATA__ beside other ads",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/thunder-bay/raised-bungalow-with-basement-apartment-by-owner/1718348851",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Raised bungalow with basement apartment - by owner | Houses for Sale | Thunder Bay | Kijiji</title>
<meta name="description" content="Selling privately. Raised bungalow upstairs with a rented 2 bedroom apartment downstairs. Great mortgage helper.">
<meta property="og:title" content="Raised bungalow with basement apartment - by owner">
${tagManager("GTM-KJJ70")}
</head><body>
${consentBar("Kijiji")}
${masthead("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}
<main>
${crumbs(["Home", "Thunder Bay", "Real Estate", "For Sale", "Houses for Sale"])}
<div class="vip-header">
<h1 data-testid="vip-title">Raised bungalow with basement apartment - by owner</h1>
<p class="vip-price" data-testid="vip-price">$389,000</p>
<div class="vip-location" data-testid="vip-location"><span class="address">Thunder Bay, ON P7A 4M2</span> <a href="#map">View map</a></div>
<p class="vip-posted">Posted 2 days ago</p>
</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718348851", 10, "Raised bungalow with basement apartment - by owner")}
<section class="vip-attributes" data-testid="vip-attributes"><h2>Overview</h2>
<ul>
<li><span class="attr-label">Unit Type</span> <span class="attr-value">House</span></li>
<li><span class="attr-label">Parking Included</span> <span class="attr-value">3</span></li>
<li><span class="attr-label">For Sale By</span> <span class="attr-value">Owner</span></li>
</ul>
</section>
<section class="vip-description" data-testid="vip-description"><h2>Description</h2>
<p>312 Cumberland St N. Selling privately, no agents please. Solid 3 bedroom raised bungalow built in 1965 with 1,080 sq ft on the main floor, plus a 2 bedroom basement apartment with its own entrance, currently rented at $1,250/month (tenant would like to stay). Two baths in total: one bath up and one in the apartment. Sits on a 50 x 132 ft lot with a detached 12 x 20 shed and a paved drive for 3. Roof 2016, new windows upstairs 2022. Quiet street 2 km to Lakehead University and 5 minutes to the Intercity mall. Viewings by appointment — text 807-555-0152.</p>
</section>
<section class="vip-poster"><h2>Posted by</h2><p class="poster-name">Owner</p><p class="poster-since">On Kijiji since 2014</p></section>
${moreHomes("You may also like", [
  { place: "Thunder Bay", price: "$279,900", line: "Bungalow · 2 bd", href: "/v-house-for-sale/thunder-bay/bungalow-near-county-park/1718120093" },
  { place: "Thunder Bay", price: "$1,650/month", line: "2 bd apartment for rent", href: "/v-apartments-condos/thunder-bay/2-bedroom-upper-unit/1718301274" },
  { place: "Kakabeka Falls", price: "$449,000", line: "Acreage · 4 bd", href: "/v-house-for-sale/thunder-bay/country-home-on-5-acres/1717993341" },
])}
${leadForm({ heading: "Contact Poster", message: "Hi, is this still available?", button: "Send Message", fine: "Kijiji will share your message with the poster. Beware of scams." })}
<p class="vip-adid">Ad ID 1718348851</p>
</main>
${siteFooter(["Kijiji is a registered trademark of Adevinta. © 2025 Kijiji Canada Ltd.", "Postings are not verified by Kijiji."])}
${nextData({ props: { pageProps: { ad: { id: "1718348851", price: { amount: 38900000, currency: "CAD" }, location: { address: "Thunder Bay, ON P7A 4M2", coordinates: { latitude: 48.44128, longitude: -89.22064 } }, posterType: "OWNER" }, related: [{ id: "1718120093", price: { amount: 27990000 } }, { id: "1717993341", price: { amount: 44900000 }, coordinates: { latitude: 48.3964, longitude: -89.6211 } }], searchCenter: { latitude: 48.3809, longitude: -89.2477 } } }, page: "/v-view-details", buildId: "kjj70b" })}
${pixel("kijiji")}
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "house",
      street: "312 Cumberland St N",
      city: "Thunder Bay",
      province: "ON",
      postalCode: "P7A 4M2",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1080,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1965,
      geo: { lat: 48.44128, lng: -89.22064 },
    },
  },
  {
    name: "ho70-rew-rancher-basement-chilliwack",
    site: "rew.ca",
    set: "held-out-70",
    traps: "rew.ca page with a short table (type, sub-area, MLS®, taxes) and the rest in the REALTOR®'s remarks: 'Rancher with full basement built in 1994 on a 7,405 sq ft lot'; '1,380 sq ft main floor with 3 bedrooms and 2 full baths', the basement's 2 more bedrooms and a full bath, '2,760 sq ft finished in total'; RV parking, a 22 x 24 shop, the lot next door's 0.25 acre, '10 minutes to Hwy 1'; Promontory as the sub-area; JSON-LD with geo",
    pageUrl: "https://www.rew.ca/properties/l03061842/46218-stoneview-drive-chilliwack-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>46218 Stoneview Drive, Chilliwack, BC V2R 4T3 - R3061842 | REW</title>
<meta name="description" content="46218 Stoneview Drive, Chilliwack, BC V2R 4T3 for sale at $1,099,000. MLS® R3061842.">
<meta property="og:title" content="46218 Stoneview Drive, Chilliwack">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "46218 Stoneview Drive", address: { "@type": "PostalAddress", streetAddress: "46218 Stoneview Drive", addressLocality: "Chilliwack", addressRegion: "BC", postalCode: "V2R 4T3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.09817, longitude: -121.90422 } })}
${tagManager("GTM-REW70")}
</head><body>
${consentBar("REW")}
${masthead("REW", ["Buy", "Rent", "Sold", "Insights", "Agents"])}
<main class="listing">
${crumbs(["BC", "Chilliwack", "Promontory", "46218 Stoneview Drive"])}
<header class="listingheader">
<div class="listingheader-price">$1,099,000</div>
<h1 class="listingheader-address">46218 Stoneview Drive</h1>
<div class="listingheader-region">Promontory, Chilliwack, BC V2R 4T3</div>
</header>
${gallery("https://photos.rew.ca/l03061842", 12, "46218 Stoneview Drive, Chilliwack")}
<section class="listing-overview"><h2>Overview</h2>
<table class="summary-table"><tbody>
<tr><th>Property Type</th><td>House/Single Family</td></tr>
<tr><th>Sub-Area</th><td>Promontory</td></tr>
<tr><th>MLS® #</th><td>R3061842</td></tr>
<tr><th>Gross Taxes</th><td>$4,980 (2025)</td></tr>
</tbody></table>
</section>
<section class="listing-description"><h2>Description</h2>
<p>Rancher with full basement built in 1994 on a 7,405 sq ft lot with views of Mount Cheam. The 1,380 sq ft main floor has 3 bedrooms and 2 full baths, including the primary ensuite, an open kitchen and a sundeck over the back yard. Downstairs are 2 more bedrooms, a full bath and a big rec room, for 2,760 sq ft finished in total. RV parking beside the 22 x 24 shop. The lot next door (0.25 acre) is also for sale. 10 minutes to Hwy 1 and the Cottonwood Mall.</p>
</section>
<section class="listing-agent"><h2>Listed by</h2>
<div class="agent-card"><p class="agent-name">Jaswinder Gill</p><p class="agent-title">PREC*</p><p class="agent-brokerage">Fraser Valley Homes Realty Ltd.</p><a href="tel:6045550117">604-555-0117</a></div>
</section>
${moreHomes("Nearby Listings", [
  { place: "Promontory, Chilliwack", price: "$949,900", line: "4 Bed · 3 Bath · 2,310 Sqft", href: "/properties/l03058114/46102-crestview-place-chilliwack-bc" },
  { place: "Promontory, Chilliwack", price: "$429,000", line: "0.25 Acres · Lot", href: "/properties/l03061911/46220-stoneview-drive-chilliwack-bc" },
  { place: "Sardis East Vedder, Chilliwack", price: "$1,175,000", line: "5 Bed · 4 Bath · 3,020 Sqft", href: "/properties/l03052770/6121-teskey-way-chilliwack-bc" },
])}
${leadForm({ heading: "Contact Jaswinder Gill", message: "I'd like more information about 46218 Stoneview Drive, Chilliwack (R3061842).", button: "Send" })}
</main>
${siteFooter(["This listing content is provided by the Fraser Valley Real Estate Board. MLS® and REALTOR® are trademarks of CREA.", "© 2025 Real Estate Wire (REW)."])}
${pixel("rew")}
</body></html>`,
    expected: {
      price: { amount: 1099000 },
      propertyKind: "house",
      street: "46218 Stoneview Drive",
      city: "Chilliwack",
      province: "BC",
      postalCode: "V2R 4T3",
      neighbourhood: "Promontory",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1380,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "R3061842",
      listingAgentName: "Jaswinder Gill",
      brokerageName: "Fraser Valley Homes Realty Ltd.",
      geo: { lat: 49.09817, lng: -121.90422 },
    },
  },
];
