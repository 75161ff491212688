/**
 * Twentieth held-out corpus, English-language Canadian pages: a Zolo bungalow with a basement bedroom in St. John's, a
 * HouseSigma inner-city townhouse in Calgary, a Kijiji house sold by its owner in Charlottetown, a condos.ca unit in a
 * Toronto tower with the building's statistics, a REW condo in Victoria whose agent is named only in a labelled block,
 * and a Point2 grain farm near Swift Current. Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const kijijiState = {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1739920461": {
          id: "1739920461",
          title: "3 bedroom family home - for sale by owner",
          price: { amount: 35900000, type: "FIXED", currency: "CAD" },
          location: { name: "Charlottetown", address: "47 Birchwood Street, Charlottetown, PE C1A 5E2", coordinates: { latitude: 46.25871, longitude: -63.13994 } },
          posterInfo: { posterType: "OWNER", name: "Dave" },
          attributes: [
            { canonicalName: "numberbedrooms", value: "3" },
            { canonicalName: "numberbathrooms", value: "15" },
            { canonicalName: "areainfeet", value: "1380" },
            { canonicalName: "forsaleby", value: "ownr" },
          ],
        },
      },
    },
  },
};

export const HELD_OUT_20_CANADA: ListingPage[] = [
  {
    name: "ho20-zolo-bungalow-st-johns",
    site: "zolo.ca",
    set: "held-out-20",
    traps: "a Zolo bungalow in St. John's (Newfoundland): 'Beds 2+1'; 'Lot Size 60 x 110 ft'; the NL board's MLS® number; only the listing brokerage named; the 'Ask a Zolo Agent' card; sold prices nearby and the neighbourhood's median price; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/st-johns-real-estate/22-ridgemount-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>22 Ridgemount Street, St. John's — For Sale @ $429,900 | Zolo.ca</title>
<meta name="description" content="22 Ridgemount Street, St. John's, NL A1B 2K6 is for sale. 2+1 beds, 2 baths. MLS® 1282714. View photos, sold history and nearby homes on Zolo.">
<meta property="og:title" content="22 Ridgemount Street, St. John's, NL">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "22 Ridgemount Street", offers: { "@type": "Offer", price: "429900", priceCurrency: "CAD" } })}
</head><body>
<header class="zolo-header"><a href="/" class="logo">Zolo</a><nav><a href="/st-johns-real-estate">St. John's</a><a href="/sold">Sold</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-main">
<nav class="breadcrumbs"><a href="/newfoundland-real-estate">NL</a> › <a href="/st-johns-real-estate">St. John's</a> › <a href="/st-johns-real-estate/churchill-park">Churchill Park</a> › 22 Ridgemount Street</nav>
<section class="listing-header">
  <h1 class="address"><span class="street">22 Ridgemount Street</span>, <span class="city">St. John's</span>, <span class="province">NL</span> <span class="postal">A1B 2K6</span></h1>
  <div class="listing-price"><span class="priv">$429,900</span></div>
  <ul class="listing-values"><li><span class="value">2+1</span> Beds</li><li><span class="value">2</span> Baths</li><li><span class="value">1,240</span> sqft</li></ul>
</section>
<section class="section-listing-content"><h2>Description</h2><p>Solid 1962 bungalow on a quiet crescent near MUN and the Health Sciences Centre. Hardwood on the main level, two bedrooms up, and a third bedroom plus rec room in the developed basement. Mini-split heat pump installed 2023. Large fenced yard.</p></section>
<section class="section-listing-content"><h2>Home Facts</h2>
<dl class="column-container">
  <div class="column"><dt class="column-label">Type</dt><dd class="column-value">Single Family</dd></div>
  <div class="column"><dt class="column-label">Style</dt><dd class="column-value">Bungalow</dd></div>
  <div class="column"><dt class="column-label">Neighbourhood</dt><dd class="column-value"><a href="/st-johns-real-estate/churchill-park">Churchill Park</a></dd></div>
  <div class="column"><dt class="column-label">Beds</dt><dd class="column-value">2+1</dd></div>
  <div class="column"><dt class="column-label">Baths</dt><dd class="column-value">2</dd></div>
  <div class="column"><dt class="column-label">Size</dt><dd class="column-value">1,240 sqft</dd></div>
  <div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">60 x 110 ft</dd></div>
  <div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">1962</dd></div>
  <div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$3,618 / 2026</dd></div>
  <div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">1282714</dd></div>
  <div class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Royal LePage Atlantic Homestead</dd></div>
</dl></section>
<aside class="ask-agent"><h3>Ask a Zolo Agent</h3><p>Ryan Pike · Zolo Realty</p><button>Request a tour</button></aside>
<section class="neighbourhood-stats"><h2>Churchill Park Market</h2><p>Median list price <strong>$389,000</strong> · Avg. days on market 31</p></section>
<section class="nearby-sold"><h2>Recently Sold Nearby</h2>
  <div class="card"><span class="price">Sold $402,500</span> 15 Ridgemount Street</div>
  <div class="card"><span class="price">Sold $1.05M</span> 4 Rennies Mill Road</div></section>
</main>
<footer class="zolo-footer"><p>Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON. Listing data © the St. John's Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429900 },
      propertyKind: "house",
      street: "22 Ridgemount Street",
      city: "St. John's",
      province: "NL",
      postalCode: "A1B 2K6",
      neighbourhood: "Churchill Park",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1240,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "1282714",
      brokerageName: "Royal LePage Atlantic Homestead",
    },
  },
  {
    name: "ho20-housesigma-townhouse-calgary",
    site: "housesigma.com",
    set: "held-out-20",
    traps: "a HouseSigma row townhouse in Calgary's Mission: the price '$1.15M' in the title and card with '$1,149,000' in the details; a SigmaEstimate and the community's median price; 'Bathrooms 2 full, 1 half'; 'Lot Size 0.04 Acres'; Calgary's 'A2…' MLS® number; the listing brokerage line; the sold history of the same address",
    pageUrl: "https://housesigma.com/ab/calgary-real-estate/2-2408-4-street-sw/home/Rk3wQ9pN/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>$1.15M · 2 - 2408 4 Street SW, Calgary, AB | HouseSigma</title>
<meta name="description" content="For sale: 2 - 2408 4 Street SW, Calgary, AB T2S 1X4 — $1.15M. 3 beds, 2.5 baths, townhouse in Mission. MLS® A2261837.">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/837/A2261837.jpg">
</head><body>
<div id="app">
<header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/ab/map">Map</a><a href="/ab/market">Market</a><a href="/user/signin">Log in</a></nav></header>
<main class="listing-page">
<section class="listing-hero">
  <div class="hs-price"><span class="price-short">$1.15M</span><span class="label-status">For Sale</span></div>
  <h1 class="address">2 - 2408 4 Street SW</h1>
  <p class="community">Mission, Calgary, AB T2S 1X4</p>
  <p class="sigma-estimate">SigmaEstimate <strong>$1,087,000</strong> <span>updated Nov 24</span></p>
</section>
<section class="key-facts"><h2>Key Facts</h2>
<ul class="info">
  <li><span class="name">Listed Price</span><span class="value">$1,149,000</span></li>
  <li><span class="name">MLS®</span><span class="value">A2261837</span></li>
  <li><span class="name">Property Type</span><span class="value">Row/Townhouse</span></li>
  <li><span class="name">Style</span><span class="value">3 Storey</span></li>
  <li><span class="name">Community</span><span class="value">Mission</span></li>
  <li><span class="name">Bedrooms</span><span class="value">3</span></li>
  <li><span class="name">Bathrooms</span><span class="value">2 full, 1 half</span></li>
  <li><span class="name">Size</span><span class="value">1,986 sqft</span></li>
  <li><span class="name">Lot Size</span><span class="value">0.04 Acres</span></li>
  <li><span class="name">Year Built</span><span class="value">2016</span></li>
  <li><span class="name">Condo Fee</span><span class="value">$412 / month</span></li>
  <li><span class="name">Listing Brokerage</span><span class="value">CIR Realty</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Four-unit boutique row steps from 4th Street and the Elbow River. Open main floor with a chef's kitchen, two bedrooms and laundry on the second level, and a primary retreat on the third floor with a private rooftop terrace. Double attached garage.</p></section>
<section class="history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Price</th><th>Event</th></tr>
<tr><td>2026-11-06</td><td>$1,149,000</td><td>Listed</td></tr>
<tr><td>2019-05-21</td><td>$918,000</td><td>Sold</td></tr></table></section>
<section class="community-stats"><h2>Mission Market Trends</h2><p>Median price (townhouse) $865,000 · 12 active listings</p></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">$979,900 · 5 2312 5 Street SW</div><div class="card">$1.24M · 2204 Erlton Street SW</div></section>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. Listing data provided by the Calgary Real Estate Board (CREB®). 15 Allstate Pkwy, Markham, ON.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "townhouse",
      street: "2 - 2408 4 Street SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T2S 1X4",
      neighbourhood: "Mission",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1986,
      lot: { value: 0.04, unit: "acres" },
      yearBuilt: 2016,
      mlsNumber: "A2261837",
      brokerageName: "CIR Realty",
    },
  },
  {
    name: "ho20-kijiji-fsbo-house-charlottetown",
    site: "kijiji.ca",
    set: "held-out-20",
    traps: "a Kijiji 'Houses for Sale' ad by a private owner in Charlottetown: the price in cents in the embedded Apollo state (35900000) and '$359,000' on the page; bathrooms '1.5' shown, '15' in the JSON attribute; 'For Sale By: Owner' (no agent, no brokerage, no MLS®); coordinates in the state; a 'Related Ads' strip and Kijiji's head office in the footer",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/charlottetown/3-bedroom-family-home-for-sale-by-owner/1739920461",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>3 bedroom family home - for sale by owner | Houses for Sale | Charlottetown | Kijiji</title>
<meta name="description" content="Well kept 1970s split entry home, new roof 2022, heat pumps, paved drive. $359,000. Viewings by appointment.">
<meta property="og:type" content="product">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(kijijiState)}</script>
</head><body>
<header class="kj-header"><a href="/" class="kj-logo">Kijiji</a><input placeholder="What are you looking for?"><a href="/p-post-ad.html">Post ad</a></header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-prince-edward-island/l9011">Prince Edward Island</a> › <a href="/b-charlottetown/l1700119">Charlottetown</a> › <a href="/b-house-for-sale/charlottetown/c35l1700119">Houses for Sale</a></nav>
<h1 class="title">3 bedroom family home - for sale by owner</h1>
<div class="price"><span>$359,000</span></div>
<div class="location"><span class="address">47 Birchwood Street, Charlottetown, PE C1A 5E2</span> <a href="#map">View map</a></div>
<p class="posted">Posted 3 days ago</p>
<ul class="attributes">
  <li><dt>Bedrooms</dt><dd>3</dd></li>
  <li><dt>Bathrooms</dt><dd>1.5</dd></li>
  <li><dt>Size (sqft)</dt><dd>1380</dd></li>
  <li><dt>For Sale By</dt><dd>Owner</dd></li>
</ul>
<section class="description"><h2>Description</h2><p>We are selling our family home of 14 years. Split entry with 3 bedrooms and a full bath upstairs, half bath and family room downstairs. New roof 2022, two heat pumps, paved drive, big back yard backing onto green space. Close to schools and the Charlottetown Mall. No agents please. Serious inquiries only, pre-approval required for viewings.</p></section>
<section class="poster"><h3>Dave</h3><p>Owner · on Kijiji since 2014</p><button>Send message</button></section>
<section class="related"><h2>Related Ads</h2>
  <div class="card"><span class="price">$324,900</span> 2 bed bungalow, Stratford</div>
  <div class="card"><span class="price">$1,850</span> 3 bed house for rent, Charlottetown</div></section>
</main>
<footer class="kj-footer"><p>© 2026 Kijiji Canada Ltd. 500 King Street West, Toronto, ON.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 359000 },
      propertyKind: "house",
      street: "47 Birchwood Street",
      city: "Charlottetown",
      province: "PE",
      postalCode: "C1A 5E2",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1380,
      geo: { lat: 46.25871, lng: -63.13994 },
    },
  },
  {
    name: "ho20-condos-ca-tower-toronto-building-stats",
    site: "condos.ca",
    set: "held-out-20",
    traps: "a condos.ca unit in a Liberty Village tower: the unit's price with the building's statistics around it (average price per sqft, average sold price, rent, units for sale, maintenance fee per sqft, the building's year and storeys); the size range '700-799 sqft'; 'Beds 1+1'; TRREB's 'C…' MLS® number; the listing brokerage; a mortgage estimate; other units in the building",
    pageUrl: "https://condos.ca/toronto/liberty-central-by-the-lake-150-east-liberty-st/unit-1412-C12781045",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1412 - 150 East Liberty St, Toronto | For Sale $649,900 | Condos.ca</title>
<meta name="description" content="Unit 1412 at 150 East Liberty St, Toronto, ON M6K 3R5 is for sale for $649,900. 1+1 beds, 1 bath, 700-799 sqft. MLS® C12781045.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1412 - 150 East Liberty St", address: { "@type": "PostalAddress", streetAddress: "1412 - 150 East Liberty St", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6K 3R5" }, numberOfRooms: 3 })}
</head><body>
<header class="c-header"><a href="/" class="logo">condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/sold">Sold</a></nav></header>
<main>
<nav class="breadcrumb"><a href="/toronto">Toronto</a> / <a href="/toronto/liberty-village">Liberty Village</a> / <a href="/toronto/liberty-central-by-the-lake-150-east-liberty-st">Liberty Central by the Lake</a> / Unit 1412</nav>
<section class="listing-hero">
  <h1 class="listing-address">1412 - 150 East Liberty St</h1>
  <p class="listing-sub">Liberty Village, Toronto, ON M6K 3R5</p>
  <div class="listing-price">$649,900</div>
  <ul class="listing-stats"><li>1+1 Bd</li><li>1 Ba</li><li>700-799 sqft</li><li>1 Parking</li></ul>
  <p class="est-payment">Est. mortgage $2,931/mo</p>
</section>
<section class="listing-details"><h2>Details</h2>
<dl>
  <dt>Type</dt><dd>Condo Apt</dd>
  <dt>Bedrooms</dt><dd>1+1</dd>
  <dt>Bathrooms</dt><dd>1</dd>
  <dt>Size</dt><dd>700-799 sqft</dd>
  <dt>Maintenance Fees</dt><dd>$548/mo</dd>
  <dt>Taxes</dt><dd>$2,684 / 2026</dd>
  <dt>Exposure</dt><dd>South</dd>
  <dt>MLS®</dt><dd>C12781045</dd>
  <dt>Listing Brokerage</dt><dd>Right At Home Realty, Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>South-facing one bedroom plus den with a lake view, den large enough for a home office. Floor-to-ceiling windows, quartz counters, ensuite laundry. Parking included. Steps to the King streetcar and Exhibition GO.</p></section>
<section class="building-stats"><h2>Liberty Central by the Lake — Building Stats</h2>
<ul>
  <li>Built <strong>2015</strong> · 31 storeys · 598 units</li>
  <li>Avg. price per sqft <strong>$889</strong></li>
  <li>Avg. sold price (12 mo) <strong>$612,400</strong></li>
  <li>Avg. rent (1 bed) <strong>$2,390/mo</strong></li>
  <li>Maintenance fees <strong>$0.74/sqft</strong></li>
  <li>Units for sale <strong>9</strong> · for rent <strong>14</strong></li>
</ul>
<p class="building-address">150 East Liberty St, Toronto · Developer: Lanterra Developments</p></section>
<section class="other-units"><h2>Other units for sale in this building</h2>
  <div class="unit-card">#2307 · 2 Bd · $839,000</div><div class="unit-card">#PH05 · 2+1 Bd · $1.1M</div></section>
</main>
<footer class="c-footer"><p>Condos.ca is operated by Strata Homes Realty Inc., Brokerage · 1 Yonge St, Toronto, ON.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "condo",
      street: "1412 - 150 East Liberty St",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 3R5",
      neighbourhood: "Liberty Village",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 700,
      yearBuilt: 2015,
      mlsNumber: "C12781045",
      brokerageName: "Right At Home Realty, Brokerage",
    },
  },
  {
    name: "ho20-rew-condo-victoria-labelled-agent",
    site: "rew.ca",
    set: "held-out-20",
    traps: "a REW condo in Victoria's James Bay: the agent and brokerage named only in a 'Listing provided by' labelled block (no agent card); the Victoria board's 7-digit MLS® number; area '78 m²' only; strata fees and assessed value in dollars; REW's estimate; recently sold nearby",
    pageUrl: "https://www.rew.ca/properties/1017734/306-455-simcoe-street-victoria-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>306 - 455 Simcoe Street, Victoria — For Sale $584,000 | REW</title>
<meta name="description" content="306 455 Simcoe Street, Victoria, BC V8V 1L4. 2 bed, 2 bath condo for sale in James Bay. MLS® 1017734.">
${ld({ "@context": "https://schema.org", "@type": "Residence", address: { "@type": "PostalAddress", streetAddress: "306 - 455 Simcoe Street", addressLocality: "Victoria", addressRegion: "BC", postalCode: "V8V 1L4" }, geo: { "@type": "GeoCoordinates", latitude: 48.41389, longitude: -123.37602 } })}
</head><body>
<header class="rew-header"><a href="/" class="logo">REW</a><nav><a href="/properties/areas/victoria-bc">Buy</a><a href="/rentals">Rent</a><a href="/sold">Sold</a></nav></header>
<main class="listing">
<nav class="breadcrumb"><a href="/properties/areas/bc">BC</a> › <a href="/properties/areas/victoria-bc">Victoria</a> › <a href="/properties/areas/james-bay-victoria-bc">James Bay</a></nav>
<section class="listingheader">
  <h1 class="listingheader-address">306 - 455 Simcoe Street</h1>
  <p class="listingheader-city">James Bay, Victoria, BC V8V 1L4</p>
  <div class="listingheader-price">$584,000</div>
  <ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>78 m²</li><li>Apt/Condo</li></ul>
</section>
<section class="listing-overview"><h2>Overview</h2>
<table class="table-overview">
  <tr><th>MLS® #</th><td>1017734</td></tr>
  <tr><th>Property Type</th><td>Apt/Condo</td></tr>
  <tr><th>Bedrooms</th><td>2</td></tr>
  <tr><th>Bathrooms</th><td>2</td></tr>
  <tr><th>Floor Area</th><td>78 m²</td></tr>
  <tr><th>Year Built</th><td>1991</td></tr>
  <tr><th>Strata Fees</th><td>$512/mo</td></tr>
  <tr><th>Assessed Value (2026)</th><td>$561,000</td></tr>
  <tr><th>Taxes</th><td>$2,877 (2026)</td></tr>
</table></section>
<section class="listing-description"><h2>Description</h2><p>Corner two-bedroom, two-bath home three blocks from Dallas Road and Beacon Hill Park. Updated kitchen, gas fireplace, and a covered balcony facing the Olympics. Secure parking and storage. Pets and rentals allowed with restrictions.</p></section>
<section class="rew-estimate"><h3>REW Estimate</h3><p>$571,000 – $603,000</p></section>
<section class="listing-provided"><dl>
  <dt>Listing provided by</dt><dd>Priya Bansal</dd>
  <dt>Brokerage</dt><dd>Newport Realty Ltd.</dd>
</dl><p class="disclaimer">Data supplied by the Victoria Real Estate Board. Information deemed reliable but not guaranteed.</p></section>
<section class="sold-nearby"><h2>Recently Sold Nearby</h2><div class="card">Sold $539,000 · 204 - 430 Simcoe Street</div><div class="card">Sold $1,125,000 · 180 Government Street</div></section>
</main>
<footer class="rew-footer"><p>REW.ca · 1200 - 1066 West Hastings Street, Vancouver, BC V6E 3X2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 584000 },
      propertyKind: "condo",
      street: "306 - 455 Simcoe Street",
      city: "Victoria",
      province: "BC",
      postalCode: "V8V 1L4",
      neighbourhood: "James Bay",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 840,
      yearBuilt: 1991,
      mlsNumber: "1017734",
      listingAgentName: "Priya Bansal",
      brokerageName: "Newport Realty Ltd.",
      geo: { lat: 48.41389, lng: -123.37602 },
    },
  },
  {
    name: "ho20-point2-grain-farm-swift-current",
    site: "point2homes.com",
    set: "held-out-20",
    traps: "a Point2 grain farm in the RM of Swift Current: 'Farm' type; 'Lot Size 318.5 acres' plus '129 ha' in the description; the yard-site house's beds and baths; an SK MLS® number; a rural road as the address; price per acre and assessed value; the agent card with the office's address; similar farms",
    pageUrl: "https://www.point2homes.com/CA/Farm-For-Sale/SK/Swift-Current/Range-Road-3133/139204877.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Range Road 3133, Swift Current, SK S9H 4M7 - Farm for sale | Point2</title>
<meta name="description" content="Farm for sale: Range Road 3133, Swift Current, SK. 318.5 acres, 4 bedrooms, 2 bathrooms. $1,390,000. MLS® SK017462.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Range Road 3133, Swift Current, SK", offers: { "@type": "Offer", price: 1390000, priceCurrency: "CAD" } })}
</head><body>
<header class="p2-header"><a href="/CA" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings/SK.html">Saskatchewan</a><a href="/CA/Farms-For-Sale.html">Farms</a></nav></header>
<main class="property-page">
<nav class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/SK.html">SK</a> › <a href="/CA/Real-Estate-Listings/SK/Swift-Current.html">Swift Current</a></nav>
<div class="address-container"><h1 class="address">Range Road 3133</h1><div class="address-line">Swift Current, Saskatchewan S9H 4M7</div></div>
<div class="price"><span class="green">$1,390,000</span></div>
<ul class="characteristic"><li class="ic-beds">4 Beds</li><li class="ic-baths">2 Baths</li><li class="ic-sqft">1,512 Sq Ft</li><li class="ic-lotsize">318.5 acres</li></ul>
<section class="description"><h2>Description</h2><p>Half section of cultivated grain land (about 129 ha cropped) with a sheltered yard site 14 km south of Swift Current. 1978 bungalow with four bedrooms, steel quonset, 20,000-bushel bin storage and a dugout. Land rented for the 2026 season at $72 per cultivated acre.</p></section>
<section class="details"><h2>Property Details</h2>
<dl class="details-list">
  <dt>Type</dt><dd>Farm</dd>
  <dt>Bedrooms</dt><dd>4</dd>
  <dt>Bathrooms</dt><dd>2</dd>
  <dt>Building Size</dt><dd>1,512 sqft</dd>
  <dt>Lot Size</dt><dd>318.5 acres</dd>
  <dt>Year Built</dt><dd>1978</dd>
  <dt>Price per acre</dt><dd>$4,364</dd>
  <dt>Assessed value</dt><dd>$968,400</dd>
  <dt>MLS® #</dt><dd>SK017462</dd>
</dl></section>
<section class="agent-card"><h3>Listed by</h3><p class="agent-name">Cody Friesen</p><p class="agent-company">Royal LePage Landmart</p><p class="agent-address">1821 Chaplin Street East, Swift Current, SK S9H 5K9</p><p>(306) 555-0188</p></section>
<section class="similar"><h2>Similar Farms</h2><div class="card">$845,000 · 160 acres · Gull Lake</div><div class="card">$2.1M · 640 acres · Cabri</div></section>
</main>
<footer class="p2-footer"><p>Point2 is part of the Yardi family. Data provided by the Association of Saskatchewan REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1390000 },
      propertyKind: "farm",
      street: "Range Road 3133",
      city: "Swift Current",
      province: "SK",
      postalCode: "S9H 4M7",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1512,
      lot: { value: 318.5, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "SK017462",
      listingAgentName: "Cody Friesen",
      brokerageName: "Royal LePage Landmart",
    },
  },
];
