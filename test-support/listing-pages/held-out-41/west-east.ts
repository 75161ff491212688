/**
 * Forty-first held-out corpus, the West, the Prairies and the Atlantic: a RE/MAX house in Calgary's Tuscany, a Royal
 * LePage bi-level in Saskatoon's Stonebridge, a REW townhouse in Burnaby, a Point2 Homes duplex in Winnipeg's
 * Wolseley and a Kijiji apartment for rent in Halifax.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_41_WEST_EAST: ListingPage[] = [
  {
    name: "ho41-remax-house-tuscany-calgary",
    site: "remax.ca",
    set: "held-out-41",
    traps: "facts in an Apollo state blob (Listing, two Agent and an Office entity, similar listings) and Open Graph tags; '3+1' beds; 3 full and 1 half baths; 2,046 sq ft beside 190.1 m²; a 464 m² lot; a community association fee and taxes; two agents of a team; the office's Calgary address; the site's own listing id",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/27-tuscany-estates-cove-nw-wp_id318872044-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Tuscany Estates Cove NW, Calgary, AB T3L 2K8 | RE/MAX</title>
<meta property="og:title" content="27 Tuscany Estates Cove NW, Calgary | $789,000">
<meta property="og:description" content="4 Beds · 4 Baths · 2,046 sqft · Tuscany">
<meta property="og:url" content="https://www.remax.ca/ab/calgary-real-estate/27-tuscany-estates-cove-nw-wp_id318872044-lst">
</head><body>
<header><a href="/" class="logo">RE/MAX</a><nav><a href="/ab/calgary-real-estate">Calgary homes</a><a href="/find-an-agent">Find an agent</a><a href="/blog">Blog</a><a href="/login">Log in</a></nav></header>
<main class="listing-detail" data-listing-id="318872044">
<div class="badges"><span class="badge">Featured</span><span class="badge">Backs onto green space</span></div>
<h1 class="listing-address">27 Tuscany Estates Cove NW, Calgary, AB T3L 2K8</h1>
<p class="listing-price">$789,000</p>
<ul class="summary"><li>4 bed</li><li>4 bath</li><li>2,046 sqft</li></ul>
<section class="description"><p>Two-storey on a pie lot at the end of a cove with a walk-out to a ravine path. Vaulted bonus room, main-floor office, updated kitchen with a gas range. The developed walk-out basement holds a fourth bedroom, a full bath and a wet bar. Minutes to Tuscany LRT and Crowchild Trail.</p></section>
<section class="details"><h2>Property Details</h2><dl>
<dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>House</dd><dt>Community</dt><dd>Tuscany</dd>
<dt>Bedrooms</dt><dd>3+1</dd><dt>Full Bathrooms</dt><dd>3</dd><dt>Half Bathrooms</dt><dd>1</dd>
<dt>Living Area</dt><dd>2,046 sqft (190.1 m²)</dd><dt>Lot Size</dt><dd>464 m²</dd><dt>Year Built</dt><dd>1998</dd>
<dt>Annual Taxes</dt><dd>$4,512 (2025)</dd><dt>Community Association Fee</dt><dd>$240 / year</dd><dt>MLS®</dt><dd>A2251873</dd>
</dl></section>
<div class="map-wrapper" data-latitude="51.12874" data-longitude="-114.24651"></div>
<section class="agents"><div class="agent-card"><p class="name">Jordan Kessler</p><p>REALTOR®</p></div><div class="agent-card"><p class="name">Amrit Sandhu</p><p>REALTOR®</p></div><p class="office">RE/MAX Foothills Realty · 4980 Crowchild Trail NW, Unit 12, Calgary, AB T3A 5R9</p></section>
<section class="similar"><h3>Similar listings</h3><div>81 Tuscany Springs Way NW · $714,900</div><div>12 Tuscany Ravine Pt NW · $899,000</div></section>
</main>
<script>window.__APOLLO_STATE__=${JSON.stringify({ "Listing:318872044": { __typename: "Listing", id: "318872044", mlsNum: "A2251873", listPrice: 789000, address: "27 Tuscany Estates Cove NW", city: "Calgary", province: "AB", postalCode: "T3L 2K8", neighbourhood: "Tuscany", beds: 4, bedsAbove: 3, bedsBelow: 1, baths: 4, bathsFull: 3, bathsHalf: 1, sqFt: 2046, lotSize: "464 m²", yearBuilt: 1998, lat: 51.12874, lng: -114.24651, agents: [{ __ref: "Agent:5521" }, { __ref: "Agent:5522" }], office: { __ref: "Office:871" } }, "Agent:5521": { __typename: "Agent", name: "Jordan Kessler", team: "The Kessler Sandhu Group" }, "Agent:5522": { __typename: "Agent", name: "Amrit Sandhu" }, "Office:871": { __typename: "Office", name: "RE/MAX Foothills Realty", address: "4980 Crowchild Trail NW, Unit 12, Calgary, AB T3A 5R9" }, "Listing:318870912": { __typename: "Listing", listPrice: 714900, address: "81 Tuscany Springs Way NW" }, "Listing:318869345": { __typename: "Listing", listPrice: 899000, address: "12 Tuscany Ravine Pt NW" } })};</script>
<footer><p>RE/MAX Ontario-Atlantic Canada Inc. and RE/MAX INTEGRA, 4 Cedar Pointe Dr, Barrie, ON L4N 5R7. Each office independently owned and operated.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 789000, currency: "CAD" },
      propertyKind: "house",
      street: "27 Tuscany Estates Cove NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3L 2K8",
      neighbourhood: "Tuscany",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2046,
      lot: { value: 464, unit: "m2" },
      yearBuilt: 1998,
      mlsNumber: "A2251873",
      listingAgentName: "Jordan Kessler",
      brokerageName: "RE/MAX Foothills Realty",
      geo: { lat: 51.12874, lng: -114.24651 },
    },
  },
  {
    name: "ho41-royallepage-bilevel-saskatoon",
    site: "royallepage.ca",
    set: "held-out-41",
    traps: "facts in schema.org microdata (itemprop address, geo meta, offer price) and a JSON-LD @graph with the agent, the franchise office, Royal LePage as organization and a breadcrumb; '2+2' beds of a bi-level; 42 x 115 ft lot; a home-value estimate banner; taxes; the office address in the agent block; similar homes' prices",
    pageUrl: "https://www.royallepage.ca/en/property/saskatchewan/saskatoon/319-marlatte-crescent/23890417/mlsSK019384/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>319 Marlatte Crescent, Saskatoon, SK - SK019384 | Royal LePage</title>
<meta property="og:title" content="319 Marlatte Crescent, Saskatoon, Saskatchewan">
<meta property="og:description" content="$524,900 · Bi-Level · Stonebridge">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": "RealEstateAgent", "@id": "#agent", name: "Colleen Farrow", telephone: "306-555-0162", worksFor: { "@id": "#office" } },
  { "@type": "Organization", "@id": "#office", name: "Royal LePage Prairie Hearth", address: { "@type": "PostalAddress", streetAddress: "3020 Preston Ave S, Unit 4", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7T 0V2" } },
  { "@type": "Organization", name: "Royal LePage", url: "https://www.royallepage.ca", address: { "@type": "PostalAddress", streetAddress: "39 Wynford Dr", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M3C 3K5" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Saskatchewan" }, { "@type": "ListItem", position: 2, name: "Saskatoon" }, { "@type": "ListItem", position: 3, name: "Stonebridge" }] },
] })}
</head><body>
<header><a href="/en/" class="logo">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an agent</a><a href="/fr/">Français</a></nav></header>
<main itemscope itemtype="https://schema.org/SingleFamilyResidence" data-property-id="23890417">
<div class="badges"><span>New listing</span><span>Virtual tour</span></div>
<h1 class="address-bar" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">319 Marlatte Crescent</span>, <span itemprop="addressLocality">Saskatoon</span>, <span itemprop="addressRegion">Saskatchewan</span> <span itemprop="postalCode">S7T 0P4</span></h1>
<p class="neighbourhood">Stonebridge</p>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="52.08133"><meta itemprop="longitude" content="-106.62572"></div>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span class="price">$524,900</span><meta itemprop="price" content="524900"><meta itemprop="priceCurrency" content="CAD"></div>
<div class="estimate-banner">What's your home worth? Homes like this sold for $498,000 – $541,000 in Stonebridge last quarter.</div>
<ul class="property-features">
<li>Bedrooms: <b>2+2</b></li><li>Bathrooms: <b>3</b></li><li>Style: Bi-Level</li>
<li>Square footage: <b>1,186 sqft</b></li><li>Lot size: <b>42 x 115 ft</b></li>
<li>Year built: <b>2012</b></li><li>Taxes: $4,106 (2025)</li><li>MLS® #: SK019384</li>
</ul>
<div class="description" itemprop="description"><p>Bi-level with vaulted ceilings, a maple kitchen and a deck over a landscaped yard. Two bedrooms and two baths up, including a three-piece ensuite. The basement is developed with two more bedrooms, a full bath and a family room. Double attached garage. Close to Stonebridge Common.</p></div>
<section class="agent-block"><h3>Listing agent</h3><p class="agent-name">Colleen Farrow</p><p class="office-name">Royal LePage Prairie Hearth</p><p>3020 Preston Ave S, Unit 4, Saskatoon, SK S7T 0V2</p></section>
<section class="similar"><h3>Similar homes</h3><div>402 Hastings Cres · $489,500</div><div>118 Wellman Lane · $559,900</div></section>
</main>
<footer><p>Royal LePage Real Estate Services Ltd., 39 Wynford Dr, Toronto, ON M3C 3K5. Each office is independently owned and operated.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 524900, currency: "CAD" },
      propertyKind: "house",
      street: "319 Marlatte Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7T 0P4",
      neighbourhood: "Stonebridge",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1186,
      lot: { value: 4830, unit: "ft2" },
      yearBuilt: 2012,
      mlsNumber: "SK019384",
      listingAgentName: "Colleen Farrow",
      brokerageName: "Royal LePage Prairie Hearth",
      geo: { lat: 52.08133, lng: -106.62572 },
    },
  },
  {
    name: "ho41-rew-townhouse-burnaby",
    site: "rew.ca",
    set: "held-out-41",
    traps: "a JSON-LD @graph (townhouse, offer, agent, brokerage, REW as organization, breadcrumb, FAQ) carrying most facts; a BC Assessment value, strata fee and gross taxes beside the price; '3 baths' of which one half; 'Burnaby South' area vs 'Highgate' sub-area; 'PREC*' after the agent's name; data-* map coordinates; recently sold townhomes' prices",
    pageUrl: "https://www.rew.ca/properties/R3041528/24-7238-edmonds-crest-drive-burnaby-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>24-7238 Edmonds Crest Dr, Burnaby, BC V3N 0G5 | R3041528 | REW</title>
<meta property="og:title" content="24-7238 Edmonds Crest Dr, Burnaby - $1,049,000">
<meta property="og:description" content="Townhouse · 3 bd · 3 ba · 1,384 sqft · Highgate">
<meta name="twitter:label1" content="Price"><meta name="twitter:data1" content="$1,049,000">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": "Residence", "@id": "#home", name: "24-7238 Edmonds Crest Dr", address: { "@type": "PostalAddress", streetAddress: "24-7238 Edmonds Crest Dr", addressLocality: "Burnaby", addressRegion: "BC", postalCode: "V3N 0G5" }, geo: { "@type": "GeoCoordinates", latitude: 49.21873, longitude: -122.95614 } },
  { "@type": "Offer", price: 1049000, priceCurrency: "CAD", itemOffered: { "@id": "#home" }, offeredBy: { "@id": "#agent" } },
  { "@type": "RealEstateAgent", "@id": "#agent", name: "Kevin Lau PREC*", worksFor: { "@id": "#brokerage" } },
  { "@type": "Organization", "@id": "#brokerage", name: "Pacific Tidewater Realty Ltd.", address: { "@type": "PostalAddress", streetAddress: "4500 Kingsway, Suite 1180", addressLocality: "Burnaby", addressRegion: "BC", postalCode: "V5H 2A9" } },
  { "@type": "Organization", name: "REW", url: "https://www.rew.ca", address: { "@type": "PostalAddress", streetAddress: "1333 W Broadway, Suite 700", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6H 4C1" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Burnaby" }, { "@type": "ListItem", position: 2, name: "Burnaby South" }, { "@type": "ListItem", position: 3, name: "Highgate" }] },
  { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "What is the strata fee?", acceptedAnswer: { "@type": "Answer", text: "The strata fee is $412 per month." } }] },
] })}
</head><body>
<header><a href="/" class="logo">REW</a><nav><a href="/properties/areas/burnaby-bc">Burnaby</a><a href="/sold">Sold</a><a href="/agents">Agents</a><a href="/account">Account</a></nav></header>
<main class="listingdetail" data-listing-id="9928731">
<div class="badges"><span>New</span><span>Pet friendly</span></div>
<h1 class="listingheader-address">24-7238 Edmonds Crest Dr</h1>
<p class="listingheader-location">Burnaby, BC V3N 0G5</p>
<div class="listingheader-price">$1,049,000</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,384 Sqft</li><li>Townhouse</li></ul>
<section class="listingdetails"><table>
<tr><th>MLS® #</th><td>R3041528</td></tr><tr><th>Property Type</th><td>Townhouse</td></tr><tr><th>Area</th><td>Burnaby South</td></tr><tr><th>Sub-Area</th><td>Highgate</td></tr>
<tr><th>Bathrooms</th><td>3 (2 full, 1 half)</td></tr><tr><th>Year Built</th><td>2017</td></tr><tr><th>Strata Fee</th><td>$412 / month</td></tr><tr><th>Gross Taxes</th><td>$3,208 (2025)</td></tr><tr><th>BC Assessment</th><td>$1,012,000</td></tr>
</table></section>
<section class="description"><p>End-unit three-bedroom townhome with a fenced yard and a side-by-side double garage. Over-height ceilings on the main, a gas range, a powder room off the kitchen. Walk to Highgate Village, Edmonds SkyTrain and Byrne Creek Secondary.</p></section>
<div class="map" data-lat="49.21873" data-lng="-122.95614"></div>
<section class="agent"><p>Presented by <b>Kevin Lau PREC*</b> · Pacific Tidewater Realty Ltd.</p></section>
<section class="sold"><h3>Recently sold townhomes nearby</h3><div>17-7311 Rowan St · Sold $978,000</div><div>5-6980 Kingsview Ave · Sold $1,101,500</div></section>
</main>
<footer><p>REW · 1333 W Broadway, Suite 700, Vancouver, BC V6H 4C1. Listing data from the Greater Vancouver REALTORS® MLS® System.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 1049000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "24-7238 Edmonds Crest Dr",
      city: "Burnaby",
      province: "BC",
      postalCode: "V3N 0G5",
      neighbourhood: "Highgate",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1384,
      yearBuilt: 2017,
      mlsNumber: "R3041528",
      listingAgentName: "Kevin Lau",
      brokerageName: "Pacific Tidewater Realty Ltd.",
      geo: { lat: 49.21873, lng: -122.95614 },
    },
  },
  {
    name: "ho41-point2homes-duplex-wolseley",
    site: "point2homes.com",
    set: "held-out-41",
    traps: "a duplex whose facts sit in a JSON-LD @graph (residence, offer, agent, brokerage, breadcrumb, FAQ) and data-* attributes; the Point2 listing id beside the board's MLS® number; a total rental income per month and taxes beside the price; 33 x 118 ft lot; a 1912 build; the brokerage office's address; nearby homes' prices",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/MB/Winnipeg/Wolseley/688-Dominion-St/118402773.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>688 Dominion St, Winnipeg, MB R3G 2M4 - Duplex for sale | Point2</title>
<meta property="og:title" content="688 Dominion St, Winnipeg - $459,900">
<meta property="og:description" content="Duplex for sale in Wolseley, Winnipeg: 4 beds, 2 baths, 1,840 sqft">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": "Residence", "@id": "#p", name: "688 Dominion St", address: { "@type": "PostalAddress", streetAddress: "688 Dominion St", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3G 2M4" }, geo: { "@type": "GeoCoordinates", latitude: 49.88194, longitude: -97.17302 } },
  { "@type": "Offer", price: 459900, priceCurrency: "CAD", itemOffered: { "@id": "#p" } },
  { "@type": "RealEstateAgent", name: "Tessa Kowalchuk", worksFor: { "@id": "#b" } },
  { "@type": "Organization", "@id": "#b", name: "Red River Hearth Realty", address: { "@type": "PostalAddress", streetAddress: "1650 Portage Ave", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3J 0C9" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "MB" }, { "@type": "ListItem", position: 2, name: "Winnipeg" }, { "@type": "ListItem", position: 3, name: "Wolseley" }] },
  { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "How much rent does the property bring in?", acceptedAnswer: { "@type": "Answer", text: "Both units together rent for $2,850 per month." } }] },
] })}
</head><body>
<header><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Canada</a><a href="/CA/Real-Estate-Listings/MB/Winnipeg.html">Winnipeg</a><a href="/agents">Agents</a></nav></header>
<main class="details-page" data-listing-id="118402773" data-lat="49.88194" data-lng="-97.17302">
<div class="badges"><span>Investment</span><span>Up/down duplex</span></div>
<h1 class="address-container">688 Dominion St, Winnipeg, MB R3G 2M4</h1>
<p class="neighbourhood">Wolseley</p>
<div class="price">$459,900</div>
<ul class="characteristics-cnt"><li data-label="Beds">4 Beds</li><li data-label="Baths">2 Baths</li><li data-label="Sqft">1,840 Sqft</li><li data-label="Lot">33 x 118 ft</li></ul>
<section class="details-charcs"><dl>
<dt>Type</dt><dd>Duplex</dd><dt>Year Built</dt><dd>1912</dd><dt>MLS® #</dt><dd>202526417</dd><dt>Listing ID</dt><dd>118402773</dd>
<dt>Rental income</dt><dd>$2,850 / month (2 units)</dd><dt>Taxes</dt><dd>$4,377 (2025)</dd>
</dl></section>
<section class="description"><p>Up/down duplex on a tree-lined street, each suite with two bedrooms, a full bath and its own laundry. Original oak trim and leaded windows, newer boiler and roof. Both units tenanted month to month. Walk to Westminster Ave shops and the Assiniboine River trail.</p></section>
<section class="agent"><p class="agent-name">Tessa Kowalchuk</p><p class="broker">Red River Hearth Realty</p><p>1650 Portage Ave, Winnipeg, MB R3J 0C9</p></section>
<section class="nearby"><h3>Nearby homes for sale</h3><div>741 Lipton St · $389,000</div><div>105 Ruby St · $612,500</div></section>
</main>
<footer><p>Point2 · a Yardi company, 430 Second Ave N, Saskatoon, SK S7K 2C3. Data provided by the Winnipeg Regional Real Estate Board.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 459900, currency: "CAD" },
      propertyKind: "plex",
      street: "688 Dominion St",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3G 2M4",
      neighbourhood: "Wolseley",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1840,
      lot: { value: 3894, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "202526417",
      listingAgentName: "Tessa Kowalchuk",
      brokerageName: "Red River Hearth Realty",
      geo: { lat: 49.88194, lng: -97.17302 },
    },
  },
  {
    name: "ho41-kijiji-rent-halifax",
    site: "kijiji.ca",
    set: "held-out-41",
    traps: "a rental ad whose facts sit in window.__data (the ad with its attributes and coordinates, other ads with their rents); the rent per month beside a deposit and parking extra; the ad id that is not an MLS® number; the South End beside Halifax; a property manager posting, not an agent; Open Graph tags with partial facts",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/2-bedroom-south-end-708-1190-south-park-st/1719284455",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom South End - 708-1190 South Park St | Long Term Rentals | City of Halifax | Kijiji</title>
<meta property="og:title" content="2 Bedroom South End - 708-1190 South Park St">
<meta property="og:description" content="$2,395 · Halifax, NS B3H 2W9">
<meta property="og:type" content="product">
</head><body>
<header><a href="/" class="logo">Kijiji</a><nav><a href="/b-real-estate/city-of-halifax/c34l1700321">Real Estate</a><a href="/p-post-ad.html">Post ad</a><a href="/t-login.html">Sign in</a></nav></header>
<main data-ad-id="1719284455">
<div class="badges"><span>Top Ad</span><span>Owner verified</span></div>
<h1>2 Bedroom South End - 708-1190 South Park St</h1>
<div class="priceWrapper"><span>$2,395</span></div>
<div class="locationContainer"><span class="address">708-1190 South Park St, Halifax, NS B3H 2W9</span></div>
<ul class="attributes"><li>Apartment</li><li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Size (sqft): 860</li><li>Utilities: Heat, Water</li><li>Parking: $95/month extra</li><li>Deposit: $1,197.50</li></ul>
<div class="descriptionContainer"><p>Seventh-floor two-bedroom in the South End with a balcony over Victoria Park. In-suite laundry, updated kitchen, hardwood in both bedrooms. Heat and hot water included. Walk to Spring Garden Road, Dalhousie and the hospitals. Available February 1, one-year lease.</p></div>
<div class="posterInfo"><p>Posted by Northgate Property Group · Professional</p></div>
<section class="similar"><h3>Similar ads</h3><div>1 Bedroom near Quinpool · $1,795</div><div>3 Bedroom Flat North End · $2,850</div></section>
</main>
<script>window.__data=${JSON.stringify({ config: { locale: "en-CA" }, viewItemPage: { viewItemData: { adId: 1719284455, title: "2 Bedroom South End - 708-1190 South Park St", price: { amount: 239500, currency: "CAD", type: "FIXED" }, adLocation: { mapAddress: "708-1190 South Park St, Halifax, NS B3H 2W9", latitude: 44.63802, longitude: -63.57841 }, adAttributes: { numberbedrooms: "2", numberbathrooms: "1", areainfeet: "860", unittype: "apartment" }, posterInfo: { sellerName: "Northgate Property Group", userType: "PROFESSIONAL" } } }, similarAds: [{ adId: 1719003321, price: 179500 }, { adId: 1718876540, price: 285000 }] })};</script>
<footer><p>© 2026 Kijiji Canada Ltd. · 1 Adelaide St E, Toronto, ON M5C 2V9.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 2395, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "708-1190 South Park St",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 2W9",
      neighbourhood: "South End",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
      geo: { lat: 44.63802, lng: -63.57841 },
    },
  },
];
