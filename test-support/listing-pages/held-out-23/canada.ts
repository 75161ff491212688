/**
 * Twenty-third held-out corpus, English Canadian pages: a realtor.ca acreage in Sturgeon County, a Zolo house with an
 * in-law suite in Hamilton, a HouseSigma bungalow with a finished basement ("2+2") in Oshawa, a RE/MAX house in
 * Moncton, a Kijiji townhouse for rent in Kanata (Ottawa), a REW townhouse in Langley, a Condos.ca unit in Toronto and
 * a Point2 house in Saskatoon. Addresses, names and numbers are invented; expected facts written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_23_CANADA: ListingPage[] = [
  {
    name: "ho23-realtor-ca-acreage-sturgeon-county",
    site: "realtor.ca",
    set: "held-out-23",
    traps: "realtor.ca acreage in Alberta: 'Land Size 4.02 ac'; bathrooms '2 + 1' split into full/half in the building section; 'Square Footage 1,912 sqft'; MLS® E4470315; agent card with office address; mortgage calculator; similar listings with other acreages",
    pageUrl: "https://www.realtor.ca/real-estate/29104417/55218-range-road-251-sturgeon-county",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>55218 Range Road 251, Sturgeon County, Alberta T8T 1X2 - $874,900 | REALTOR.ca</title>
<meta name="description" content="For sale - 55218 Range Road 251, Sturgeon County, Alberta T8T 1X2 - $874,900 - 4 beds, 3 baths. MLS® Number E4470315.">
<meta property="og:title" content="55218 Range Road 251, Sturgeon County, Alberta T8T 1X2">
<meta property="place:location:latitude" content="53.73906">
<meta property="place:location:longitude" content="-113.58842">
<script>var ListingPageData = { ListingID: "29104417", MlsNumber: "E4470315", Culture: "en-CA", Board: 9 };</script>
</head><body class="listingDetailsPage">
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/fr/immobilier/29104417/55218-range-road-251-sturgeon-county">Français</a></nav></header>
<main id="listingDetailsCon">
<div id="listingDetailsTopCon">
  <h1 id="listingAddress" class="listingAddress">55218 Range Road 251<br>Sturgeon County, Alberta T8T1X2</h1>
  <div id="listingPriceValue" class="listingPrice">$874,900</div>
  <div id="listingMLSCon"><span>MLS® Number:</span> <span id="MLNumberVal">E4470315</span></div>
</div>
<div id="listingIconsCon">
  <div class="listingIconCon"><div class="listingIconNum">4</div><div class="listingIconText">Bedrooms</div></div>
  <div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bathrooms</div></div>
  <div class="listingIconCon"><div class="listingIconNum">1912 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<section id="propertyDescriptionCon"><h2>Description</h2>
<div id="propertyDescriptionVal">Quiet 4.02 acre parcel only 10 minutes north of St. Albert on paved road. The 2006 bungalow has an open kitchen with walk-in pantry, four bedrooms, a 26x40 heated shop and a fenced paddock. Natural gas, drilled well and a new septic field (2022).</div></section>
<section id="propertyDetailsSectionContentSubCon_Summary"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon">
  <div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
  <div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
  <div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Sturgeon Valley Estates</div>
  <div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">4.02 ac</div>
  <div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">2006</div>
  <div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,978</div>
</div>
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon">
  <div class="propertyDetailsSectionContentLabel">Bedrooms Total</div><div class="propertyDetailsSectionContentValue">4</div>
  <div class="propertyDetailsSectionContentLabel">Bathroom Total</div><div class="propertyDetailsSectionContentValue">3</div>
  <div class="propertyDetailsSectionContentLabel">Full Baths</div><div class="propertyDetailsSectionContentValue">2</div>
  <div class="propertyDetailsSectionContentLabel">Half Baths</div><div class="propertyDetailsSectionContentValue">1</div>
  <div class="propertyDetailsSectionContentLabel">Architectural Style</div><div class="propertyDetailsSectionContentValue">Bungalow</div>
  <div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Full (Finished)</div>
</div></section>
<section id="mortgageCalculatorCon"><h2>Mortgage Calculator</h2><p>Down payment $174,980 · Estimated monthly payment <strong>$3,978</strong></p></section>
<section id="realtorCardCon"><h2>REALTOR® Information</h2>
  <div class="realtorCardName">Darcy Lindqvist</div><div class="realtorCardTitle">Associate</div>
  <div class="realtorCardOfficeName">Prairie Acreage Realty Ltd.</div>
  <div class="realtorCardOfficeAddress">14 Perron Street, St. Albert, Alberta T8N 1E4</div>
  <div class="realtorCardPhone">780-459-2200</div>
</section>
<section id="similarListingsCon"><h2>Similar Listings</h2>
  <div class="smallListingCard"><div class="smallListingCardPrice">$1,095,000</div><div class="smallListingCardAddress">25110 Township Road 552, Sturgeon County</div></div>
  <div class="smallListingCard"><div class="smallListingCardPrice">$699,000</div><div class="smallListingCardAddress">3 Meadowview Estates, Gibbons</div></div>
</section>
</main>
<footer id="siteFooter"><p>REALTOR.ca is operated by The Canadian Real Estate Association (CREA), 200 Catherine Street, Ottawa, Ontario K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 874900 },
      propertyKind: "house",
      street: "55218 Range Road 251",
      city: "Sturgeon County",
      province: "AB",
      postalCode: "T8T 1X2",
      neighbourhood: "Sturgeon Valley Estates",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1912,
      lot: { value: 4.02, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "E4470315",
      listingAgentName: "Darcy Lindqvist",
      brokerageName: "Prairie Acreage Realty Ltd.",
      geo: { lat: 53.73906, lng: -113.58842 },
    },
  },
  {
    name: "ho23-zolo-in-law-suite-hamilton",
    site: "zolo.ca",
    set: "held-out-23",
    traps: "Zolo house with an in-law suite: 'Beds 3+2', 'Baths 3'; size range '1100-1500 sqft'; lot '40 x 125 Feet'; two kitchens; Zolo estimate and sold history of the same address; neighbourhood 'Westdale'; brokerage line only",
    pageUrl: "https://www.zolo.ca/hamilton-real-estate/96-haddon-avenue-north",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>96 Haddon Avenue North, Hamilton, ON L8S 4A6 | Westdale | For Sale $949,000 | Zolo.ca</title>
<meta name="description" content="96 Haddon Avenue North is a 3+2 bed, 3 bath house for sale in Westdale, Hamilton. MLS® X12790614.">
<meta property="og:image" content="https://photos.zolo.ca/96-haddon-avenue-north-hamilton-X12790614-1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "96 Haddon Avenue North",
  address: { "@type": "PostalAddress", streetAddress: "96 Haddon Avenue North", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8S 4A6", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 43.26318, longitude: -79.91604 },
  numberOfRooms: 5,
})}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/hamilton-real-estate">Hamilton</a><a href="/sold">Sold</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-page">
<ol class="breadcrumbs"><li><a href="/">Home</a></li><li><a href="/hamilton-real-estate">Hamilton</a></li><li><a href="/hamilton-real-estate/westdale">Westdale</a></li><li>96 Haddon Avenue North</li></ol>
<section class="listing-header">
  <h1 class="address"><span class="street">96 Haddon Avenue North</span>, <span class="city">Hamilton</span>, <span class="prov">ON</span> <span class="postal">L8S 4A6</span></h1>
  <div class="listing-price"><span class="price">$949,000</span></div>
  <div class="listing-values"><span>3+2 Beds</span> · <span>3 Baths</span> · <span>1100-1500 sqft</span></div>
</section>
<section class="section-listing-description"><h2>Description</h2>
<p>Brick detached home steps from McMaster with a legal in-law suite: separate side entrance, second kitchen, two bedrooms, full bath and its own laundry on the lower level. Main and upper floors offer three bedrooms, two baths, hardwood throughout and a renovated kitchen. Detached garage off the lane, deep lot.</p></section>
<section class="section-listing-details"><h2>Home Details</h2>
<dl class="column">
  <dt>Type</dt><dd>Detached</dd><dt>Style</dt><dd>1.5 Storey</dd><dt>Size (sq ft)</dt><dd>1100-1500</dd>
  <dt>Lot Size</dt><dd>40 x 125 Feet</dd><dt>Bedrooms</dt><dd>3+2</dd><dt>Bathrooms</dt><dd>3</dd>
  <dt>Kitchens</dt><dd>2</dd><dt>Basement</dt><dd>Apartment, Separate Entrance</dd>
  <dt>MLS®</dt><dd>X12790614</dd><dt>Taxes</dt><dd>$6,412 / 2026</dd><dt>Days on Zolo</dt><dd>6</dd>
</dl></section>
<section class="zestimate"><h2>Zolo Estimate</h2><p>$962,300 <small>(range $905,000 – $1,018,000)</small></p></section>
<section class="history"><h2>Listing History</h2>
<table><tr><td>2019-05-14</td><td>Sold</td><td>$731,500</td></tr><tr><td>2026-11-21</td><td>Listed</td><td>$949,000</td></tr></table></section>
<p class="listing-brokerage">Listed by Ambitious Bay Realty Inc., Brokerage</p>
<section class="similar"><h2>Similar Homes Nearby</h2>
  <div class="card"><span>$1,129,000</span> · 212 Cline Avenue South, Hamilton · 4 bd</div>
  <div class="card"><span>$819,900</span> · 38 Paisley Avenue South, Hamilton · 3 bd</div>
</section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge Street, Toronto, ON M2M 4K2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 949000 },
      propertyKind: "house",
      street: "96 Haddon Avenue North",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8S 4A6",
      neighbourhood: "Westdale",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1100,
      lot: { value: 5000, unit: "ft2" },
      mlsNumber: "X12790614",
      brokerageName: "Ambitious Bay Realty Inc., Brokerage",
      geo: { lat: 43.26318, lng: -79.91604 },
    },
  },
  {
    name: "ho23-housesigma-bungalow-2-plus-2-oshawa",
    site: "housesigma.com",
    set: "held-out-23",
    traps: "HouseSigma bungalow with finished basement: 'Bedrooms 2+2'; 'Bathrooms 2'; size range '700-1100'; lot '50 x 120 Feet'; SigmaEstimate and sold history of comparables; embedded __NEXT_DATA__ with the listing; brokerage at the bottom",
    pageUrl: "https://housesigma.com/on/oshawa-real-estate/471-rossland-road-east/home/8wqXJ3LpVmGyaRkd/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>471 Rossland Road East, Oshawa, ON L1G 2W7 - E12811037 | HouseSigma</title>
<meta name="description" content="471 Rossland Road East, Oshawa. 2+2 bedrooms, 2 bathrooms bungalow for sale at $699,900. MLS® E12811037.">
${nextData({ props: { pageProps: { house: {
  id_listing: "8wqXJ3LpVmGyaRkd", ml_num: "E12811037", list_status: { public: "For Sale", live: 1, status: "Sale" }, price: "699,900", price_int: 699900, price_sold: null,
  date_start: "2026-11-19", address: "471 Rossland Road East", municipality: "Oshawa", community: "O'Neill", province: "ON", postal_code: "L1G 2W7",
  house_type_name: "Detached", house_style: "Bungalow", bedroom_string: "2+2", washroom: 2, house_area: { area: "700-1100", unit: "feet" }, land: { front: 50, depth: 120, unit: "Feet" },
  map: { lat: 43.91782, lon: -78.85121 }, brokerage_text: "Lakeridge Durham Realty Inc., Brokerage",
}, estimate: { price: 712000, low: 668000, high: 756000 } } } })}
</head><body>
<div id="__next">
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market</a></nav></header>
<main class="listing-detail">
<section class="basic-info">
  <h1 class="address">471 Rossland Road East</h1>
  <p class="community">O'Neill, Oshawa, ON L1G 2W7</p>
  <p class="price">Listed: <strong>$699,900</strong></p>
  <p class="sigma-estimate">SigmaEstimate: $712,000</p>
  <ul class="key-facts"><li>Bedrooms: 2+2</li><li>Bathrooms: 2</li><li>Garage: 1</li><li>Type: Detached · Bungalow</li></ul>
</section>
<section class="key-facts-details"><h2>Key Facts</h2>
<table>
  <tr><th>MLS®</th><td>E12811037</td></tr><tr><th>Size</th><td>700-1100 feet²</td></tr><tr><th>Lot Size</th><td>50 x 120 Feet</td></tr>
  <tr><th>Basement</th><td>Finished, Separate Entrance</td></tr><tr><th>Tax</th><td>$4,905 / 2026</td></tr><tr><th>Listed on</th><td>2026-11-19</td></tr>
</table></section>
<section class="description"><h2>Description</h2><p>Solid brick bungalow on a 50 ft lot backing onto a park. Two bedrooms on the main floor, two more in the fully finished basement with a rec room and a three-piece bath. Updated furnace (2021), roof (2020), long driveway for four cars.</p></section>
<section class="comparable"><h2>Sold Comparables</h2>
  <div class="row">512 Rossland Road East · Sold $688,000 · 2+1 bd</div>
  <div class="row">88 Beatrice Street East · Sold $741,500 · 3 bd</div>
</section>
<p class="listing-brokerage">Listing provided by Lakeridge Durham Realty Inc., Brokerage</p>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Markham, ON L3R 5B4</p></footer>
</div></body></html>`,
    expected: {
      price: { amount: 699900 },
      propertyKind: "house",
      street: "471 Rossland Road East",
      city: "Oshawa",
      province: "ON",
      postalCode: "L1G 2W7",
      neighbourhood: "O'Neill",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 700,
      lot: { value: 6000, unit: "ft2" },
      mlsNumber: "E12811037",
      brokerageName: "Lakeridge Durham Realty Inc., Brokerage",
      geo: { lat: 43.91782, lng: -78.85121 },
    },
  },
  {
    name: "ho23-remax-house-moncton",
    site: "remax.ca",
    set: "held-out-23",
    traps: "remax.ca ordinary sale: JSON-LD with offer and address; 'Bathrooms 2' with '1 Full / 2 Half' details (1 + 2/2 = 2); lot '0.25 ac'; sqft '1,540'; 'Built in 1998'; agent and office; 'estimated payment' and 'recently sold nearby'",
    pageUrl: "https://www.remax.ca/nb/moncton-real-estate/214-mapleton-rd-wp_id325184077-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>214 Mapleton Rd, Moncton, NB E1C 7J9 - $389,000 | RE/MAX</title>
<meta name="description" content="214 Mapleton Rd, Moncton, NB E1C 7J9 - 3 beds, 2 baths house for sale. MLS® M169422.">
<meta property="og:url" content="https://www.remax.ca/nb/moncton-real-estate/214-mapleton-rd-wp_id325184077-lst">
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "RealEstateListing"],
  name: "214 Mapleton Rd, Moncton, NB E1C 7J9",
  offers: { "@type": "Offer", price: 389000, priceCurrency: "CAD" },
  about: {
    "@type": "SingleFamilyResidence",
    address: { "@type": "PostalAddress", streetAddress: "214 Mapleton Rd", addressLocality: "Moncton", addressRegion: "NB", postalCode: "E1C 7J9" },
    geo: { "@type": "GeoCoordinates", latitude: 46.10934, longitude: -64.81377 },
  },
})}
</head><body>
<header class="header"><a class="logo" href="/">RE/MAX</a><nav><a href="/nb/moncton-real-estate">Moncton</a><a href="/find-an-agent">Find an Agent</a><a href="/fr/nb/moncton-immobilier/214-mapleton-rd-wp_id325184077-lst">Français</a></nav></header>
<main class="listing-detail">
<section class="listing-summary">
  <div class="listing-summary__price">$389,000</div>
  <h1 class="listing-summary__address">214 Mapleton Rd, Moncton, NB E1C 7J9</h1>
  <ul class="listing-summary__stats"><li>3 Beds</li><li>2 Baths</li><li>1,540 Sqft</li></ul>
  <p class="listing-summary__mls">MLS®: M169422</p>
</section>
<section class="listing-description"><h2>Description</h2><p>Well kept two storey on a quarter acre near Centennial Park. Three bedrooms and a full bath upstairs, a powder room on the main and another in the partly finished basement. Ductless heat pump, paved drive, baby barn.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<ul>
  <li><span>Property Type</span><span>Single Family</span></li><li><span>Building Type</span><span>House</span></li>
  <li><span>Bathrooms</span><span>1 Full / 2 Half</span></li><li><span>Lot Size</span><span>0.25 ac</span></li>
  <li><span>Built in</span><span>1998</span></li><li><span>Annual Taxes</span><span>$4,786</span></li>
</ul></section>
<section class="estimated-payment"><h2>Estimated Payment</h2><p>$1,812/mo with 20% down</p></section>
<section class="listing-agent"><h2>Listing Agent</h2>
  <p class="agent-name">Chantal Boudreau</p><p class="agent-office">RE/MAX Avante Realty</p><p class="agent-office-address">1273 Main St, Moncton, NB E1C 1H9</p>
</section>
<section class="nearby-sold"><h2>Recently Sold Nearby</h2>
  <div class="card">$352,500 · 18 Birchmount Dr, Moncton</div><div class="card">$421,000 · 5 Elmwood Dr, Moncton</div>
</section>
</main>
<footer><p>© 2026 RE/MAX, LLC. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "house",
      street: "214 Mapleton Rd",
      city: "Moncton",
      province: "NB",
      postalCode: "E1C 7J9",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 1,
      bathroomsHalf: 2,
      squareFootage: 1540,
      lot: { value: 0.25, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "M169422",
      listingAgentName: "Chantal Boudreau",
      brokerageName: "RE/MAX Avante Realty",
      geo: { lat: 46.10934, lng: -64.81377 },
    },
  },
  {
    name: "ho23-kijiji-townhouse-rent-kanata",
    site: "kijiji.ca",
    set: "held-out-23",
    traps: "Kijiji rental townhouse: '$2,650' with 'Utilities not included'; 'Bathrooms 2.5'; 'Size (sqft) 1450'; location line with Kanata in Ottawa; posted by a private landlord; 'Move-In Date'; other ads in the sidebar",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/ottawa/3-bed-townhouse-in-kanata-lakes/1718204553",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>3 Bed Townhouse in Kanata Lakes | Long Term Rentals | Ottawa | Kijiji</title>
<meta name="description" content="3 bedroom end-unit townhouse for rent in Kanata Lakes, $2,650/month, available January 1.">
<meta property="og:title" content="3 Bed Townhouse in Kanata Lakes">
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "3 Bed Townhouse in Kanata Lakes",
  offers: { "@type": "Offer", price: "2650.00", priceCurrency: "CAD" },
})}
</head><body>
<header class="header"><a href="/">Kijiji</a><nav><a href="/b-ottawa/l1700185">Ottawa</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="/b-ottawa/l1700185">Ottawa</a> › <a href="/b-real-estate/ottawa/c34l1700185">Real Estate</a> › <a href="/b-for-rent/ottawa/c30349001l1700185">For Rent</a> › <a href="/b-apartments-condos/ottawa/c37l1700185">Long Term Rentals</a></nav>
<div class="ad-view">
  <h1 class="title">3 Bed Townhouse in Kanata Lakes</h1>
  <div class="price"><span>$2,650</span> <span class="utilities">Utilities not included</span></div>
  <div class="location"><span class="address">62 Goldridge Drive, Ottawa, ON K2T 0G4</span> <a href="#map">View map</a></div>
  <div class="date-posted">Posted 3 days ago</div>
  <ul class="attributes">
    <li><span>Unit Type</span><span>Townhouse</span></li>
    <li><span>Bedrooms</span><span>3</span></li>
    <li><span>Bathrooms</span><span>2.5</span></li>
    <li><span>Size (sqft)</span><span>1450</span></li>
    <li><span>Parking Included</span><span>2</span></li>
    <li><span>Agreement Type</span><span>1 Year</span></li>
    <li><span>Move-In Date</span><span>January 1, 2027</span></li>
    <li><span>Pet Friendly</span><span>Limited</span></li>
  </ul>
  <div class="description"><h2>Description</h2><p>End-unit townhouse in Kanata Lakes close to the Marshes golf course and Kanata North tech park. Three bedrooms up including a primary with ensuite, powder room on the main, finished basement. Single garage plus driveway. Tenant pays gas, hydro and water heater rental. First and last month required, credit check and references.</p></div>
  <div id="map" data-lat="45.34216" data-lng="-75.92687"></div>
  <div class="poster"><span>Posted by</span> <strong>Owner</strong> · On Kijiji since 2014</div>
</div>
<aside class="related"><h2>You may also like</h2>
  <div class="card">$2,395 · 2 Bed Stacked Townhome, Barrhaven</div><div class="card">$2,900 · Detached house, Stittsville</div>
</aside>
</main>
<footer><p>© 2026 Adevinta Canada. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "townhouse",
      street: "62 Goldridge Drive",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2T 0G4",
      neighbourhood: "Kanata Lakes",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1450,
      geo: { lat: 45.34216, lng: -75.92687 },
    },
  },
  {
    name: "ho23-rew-townhouse-langley-willoughby",
    site: "rew.ca",
    set: "held-out-23",
    traps: "REW strata townhouse: unit in the address '23 20852 77A Avenue'; 'Bathrooms 3' with '2 full, 1 half' detail; strata fee per month; 'Year Built 2017'; assessment history; listing brokerage line 'Listed by'; similar listings",
    pageUrl: "https://www.rew.ca/properties/R3082551/23-20852-77a-avenue-langley",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>23 20852 77A Avenue, Langley, BC V2Y 0N6 | R3082551 | REW</title>
<meta name="description" content="Townhouse for sale: 3 bed, 3 bath, 1,486 sqft at 23 20852 77A Avenue, Willoughby Heights, Langley. Listed for $949,800.">
<meta property="og:url" content="https://www.rew.ca/properties/R3082551/23-20852-77a-avenue-langley">
<meta name="geo.position" content="49.14463;-122.64297">
</head><body>
<header class="header"><a href="/">REW</a><nav><a href="/properties/areas/langley-bc">Langley</a><a href="/sold">Sold</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<ul class="breadcrumb"><li><a href="/properties/areas/bc">BC</a></li><li><a href="/properties/areas/langley-bc">Langley</a></li><li><a href="/properties/areas/willoughby-heights-langley-bc">Willoughby Heights</a></li></ul>
<section class="listingheader">
  <div class="listingheader-price">$949,800</div>
  <h1 class="listingheader-address">23 20852 77A Avenue</h1>
  <div class="listingheader-area">Willoughby Heights, Langley</div>
  <ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,486 Sqft</li><li>Townhouse</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<table>
  <tr><th>Property Type</th><td>Townhouse</td></tr><tr><th>MLS® Number</th><td>R3082551</td></tr>
  <tr><th>Bathrooms</th><td>3 (2 full, 1 half)</td></tr><tr><th>Year Built</th><td>2017</td></tr>
  <tr><th>Strata Maintenance Fees</th><td>$338 / month</td></tr><tr><th>Taxes</th><td>$3,207 (2026)</td></tr>
  <tr><th>Postal Code</th><td>V2Y 0N6</td></tr><tr><th>Title</th><td>Freehold Strata</td></tr>
</table></section>
<section class="listingdescription"><h2>Description</h2><p>Bright end unit in Milner Heights by a well-known local builder. Open main floor with a gas range and a fenced yard, three bedrooms up, double side-by-side garage. Steps to Yorkson Creek school, parks and the new Langley Events Centre shops.</p></section>
<section class="assessments"><h2>Assessment History</h2>
<table><tr><td>2026</td><td>$912,000</td></tr><tr><td>2025</td><td>$931,000</td></tr></table></section>
<p class="listingbrokerage">Listed by Fraser Ridge Realty Group</p>
<section class="similar"><h2>Similar Listings</h2>
  <div class="displaycard">$899,000 · 41 7938 209 Street, Langley · 3 bd</div>
  <div class="displaycard">$1,049,000 · 8 20498 82 Avenue, Langley · 4 bd</div>
</section>
</main>
<footer><p>REW.ca · 200-1333 West Broadway, Vancouver, BC V6H 4C1</p></footer>
</body></html>`,
    expected: {
      price: { amount: 949800 },
      propertyKind: "townhouse",
      street: "23 20852 77A Avenue",
      city: "Langley",
      province: "BC",
      postalCode: "V2Y 0N6",
      neighbourhood: "Willoughby Heights",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1486,
      yearBuilt: 2017,
      mlsNumber: "R3082551",
      brokerageName: "Fraser Ridge Realty Group",
      geo: { lat: 49.14463, lng: -122.64297 },
    },
  },
  {
    name: "ho23-condos-ca-unit-toronto-liberty-village",
    site: "condos.ca",
    set: "held-out-23",
    traps: "Condos.ca unit page: building block with the building's name, address, year and other units' prices; '1+1 bed' (a den); 'Size 600-699 sqft'; maintenance fees; __NEXT_DATA__ listing; 'Price history' and 'Recent sales in this building'",
    pageUrl: "https://condos.ca/toronto/the-shoreview-85-east-liberty-st/unit-1711-W12804472",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>85 East Liberty St #1711, Toronto - 1+1 Bed, 1 Bath - For Sale $619,000 | Condos.ca</title>
<meta name="description" content="The Shoreview, 85 East Liberty St Unit 1711, Toronto. 1+1 bed, 1 bath condo for sale at $619,000 in Liberty Village.">
${nextData({ props: { pageProps: { listing: {
  mls_number: "W12804472", price: 619000, unit_number: "1711", address: "85 East Liberty St", city: "Toronto", neighbourhood: "Liberty Village", postal_code: "M6K 3R4",
  bedrooms: 1, bedrooms_plus: 1, bathrooms: 1, size_range: "600-699", maintenance_fee: 521, exposure: "SW", parking: 1, locker: "Owned",
  building: { name: "The Shoreview", year_built: 2012, storeys: 28, units: 412, lat: 43.63823, lng: -79.41562 },
  brokerage: "Lakeshore West Realty Inc., Brokerage",
} } } })}
</head><body>
<header class="header"><a href="/">Condos.ca</a><nav><a href="/toronto">Toronto</a><a href="/toronto/liberty-village">Liberty Village</a></nav></header>
<main class="listing">
<section class="listing-header">
  <p class="building-name"><a href="/toronto/the-shoreview-85-east-liberty-st">The Shoreview</a></p>
  <h1>85 East Liberty St #1711</h1>
  <p class="area">Liberty Village, Toronto, ON M6K 3R4</p>
  <div class="price">$619,000</div>
  <ul class="summary"><li>1+1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Parking</li><li>Locker</li></ul>
</section>
<section class="details"><h2>Details</h2>
<dl>
  <dt>MLS®#</dt><dd>W12804472</dd><dt>Maintenance Fees</dt><dd>$521/mo</dd><dt>Exposure</dt><dd>SW</dd>
  <dt>Property Type</dt><dd>Condo Apt</dd><dt>Taxes</dt><dd>$2,498 (2026)</dd>
</dl></section>
<section class="description"><h2>About this unit</h2><p>South-west corner suite with lake views, a den big enough for an office, open kitchen with stone counters and a 90 sq ft balcony. One parking and one locker included. Steps to King streetcar and the Exhibition GO.</p></section>
<section class="building"><h2>About The Shoreview</h2>
<ul><li>Built in 2012</li><li>28 storeys · 412 units</li><li>Amenities: gym, party room, rooftop terrace, concierge</li><li>Average price per sqft: $948</li></ul></section>
<section class="price-history"><h2>Price History</h2><table><tr><td>2019-08-02</td><td>Sold</td><td>$552,000</td></tr><tr><td>2026-11-20</td><td>Listed</td><td>$619,000</td></tr></table></section>
<section class="building-sales"><h2>Recent Sales in This Building</h2>
  <div class="row">#905 · 2 bed · Sold $742,000</div><div class="row">#2304 · 1 bed · Sold $540,000</div>
</section>
<p class="brokerage">Listing courtesy of Lakeshore West Realty Inc., Brokerage</p>
</main>
<footer><p>Condos.ca, Brokerage · 1 Yonge St, Toronto, ON M5E 1E5</p></footer>
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "condo",
      street: "85 East Liberty St #1711",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 3R4",
      neighbourhood: "Liberty Village",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2012,
      mlsNumber: "W12804472",
      brokerageName: "Lakeshore West Realty Inc., Brokerage",
      geo: { lat: 43.63823, lng: -79.41562 },
    },
  },
  {
    name: "ho23-point2homes-house-saskatoon",
    site: "point2homes.com",
    set: "held-out-23",
    traps: "Point2 house: 'Beds 4', 'Baths 3' with full/half in the features; size '1,288 sqft'; lot '5,227 sqft'; 'Year Built 1984'; MLS® SK021874; the agent's card with the office's address; 'Nearby Homes' with prices; mortgage estimate",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Lakeview/318-Kingsmere-Boulevard/117724903.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318 Kingsmere Boulevard, Saskatoon, Saskatchewan S7J 3V6 | 4 beds | 117724903 | Point2</title>
<meta name="description" content="House for sale at 318 Kingsmere Boulevard, Lakeview, Saskatoon. 4 beds, 3 baths, 1,288 sqft, listed at $449,900. MLS® SK021874.">
<meta property="og:latitude" content="52.10377"><meta property="og:longitude" content="-106.59902">
</head><body>
<header class="header"><a href="/">Point2</a><nav><a href="/CA/Real-Estate-Listings/SK/Saskatoon.html">Saskatoon</a><a href="/CA/Real-Estate-Agents.html">Agents</a></nav></header>
<main class="details-page">
<ol class="breadcrumbs"><li>Canada</li><li>Saskatchewan</li><li>Saskatoon</li><li>Lakeview</li></ol>
<section class="address-container">
  <h1>318 Kingsmere Boulevard, Saskatoon, Saskatchewan S7J 3V6</h1>
  <div class="price"><span>$449,900</span></div>
  <ul class="characteristics-cnt"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>3</strong> Baths</li><li class="ic-sqft"><strong>1,288</strong> Sqft</li><li class="ic-lotsize"><strong>5,227</strong> Sqft Lot</li></ul>
</section>
<section class="description"><h2>Description</h2><p>Lakeview bi-level on a quiet boulevard with four bedrooms, two full baths and a half bath. Newer shingles and windows, double detached garage, walking distance to Lakeview School and the lake trails.</p></section>
<section class="features"><h2>Features</h2>
<dl>
  <dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>House</dd><dt>Style</dt><dd>Bi-Level</dd>
  <dt>Year Built</dt><dd>1984</dd><dt>Full Baths</dt><dd>2</dd><dt>Half Baths</dt><dd>1</dd>
  <dt>Neighbourhood</dt><dd>Lakeview</dd><dt>MLS® #</dt><dd>SK021874</dd><dt>Annual Tax</dt><dd>$3,936</dd>
</dl></section>
<section class="mortgage"><h2>Estimated Payment</h2><p>$2,137/month</p></section>
<section class="agent"><h2>Listing Agent</h2>
  <p class="agent-name">Harpreet Sandhu</p><p class="agent-office">Riverbend Realty Saskatoon</p><p class="agent-address">3120 8th Street East, Saskatoon, SK S7H 0W2</p>
</section>
<section class="nearby"><h2>Nearby Homes</h2>
  <div class="item">$389,000 · 114 Wood Lily Drive, Saskatoon · 3 beds</div><div class="item">$515,000 · 27 Heritage Crescent, Saskatoon · 5 beds</div>
</section>
</main>
<footer><p>Point2 Homes · © 2026</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "318 Kingsmere Boulevard",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7J 3V6",
      neighbourhood: "Lakeview",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1288,
      lot: { value: 5227, unit: "ft2" },
      yearBuilt: 1984,
      mlsNumber: "SK021874",
      listingAgentName: "Harpreet Sandhu",
      brokerageName: "Riverbend Realty Saskatoon",
      geo: { lat: 52.10377, lng: -106.59902 },
    },
  },
];
