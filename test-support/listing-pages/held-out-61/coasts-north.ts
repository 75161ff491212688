/**
 * Sixty-first held-out corpus, away from Ontario's lakes: an oceanfront Chester cottage run as a vacation rental on
 * remax.ca, a boat-access island cottage on Lake of the Woods in a kijiji.ca classified, a Pender Harbour waterfront
 * acreage with a shared dock on rew.ca and a year-round cabin in the Resort Village of Candle Lake on point2homes.com.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, footer, menu, nextData, photos, similar, tags, windowState } from "./chrome.ts";

export const HELD_OUT_61_COASTS_NORTH: ListingPage[] = [
  {
    name: "ho61-remaxca-oceanfront-cottage-chester",
    site: "remax.ca",
    set: "held-out-61",
    traps: "oceanfront cottage in Chester within the Municipality of the District of Chester; 260 ft of shoreline beside a 2.1-acre lot; vacation-rental gross income per season; property taxes and 'HST not applicable'; 9-digit Nova Scotia MLS number; agent and office in state JSON; 'you may also like' prices",
    pageUrl: "https://www.remax.ca/ns/chester-real-estate/47-oceanview-lane-wp_id312874456-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Oceanview Lane, Chester, NS B0J 1J0 | 202412345 | RE/MAX</title>
<meta name="description" content="For sale: 47 Oceanview Lane, Chester, NS. 3 bed, 2 bath, 1,840 sqft oceanfront cottage on 2.1 acres. $849,000. MLS® 202412345.">
<meta property="og:title" content="47 Oceanview Lane, Chester, NS — $849,000">
<meta property="og:image" content="https://media.remax.ca/listings/202412345/1.jpg">
${tags("GTM-REMAXCA")}
</head><body>
${consent("RE/MAX Canada")}
<div id="__next"><header>${menu(["Buy", "Rent", "Sell", "Commercial", "Find an Agent", "Blog"])}</header>
<main class="listing-detail">
${photos("https://media.remax.ca/listings/202412345", 38, "47 Oceanview Lane")}
<div class="listing-summary">
<h1 class="listing-address"><span>47 Oceanview Lane</span><span>Chester, NS B0J 1J0</span></h1>
<div class="listing-price">$849,000</div>
<div class="listing-stats"><span>3 bed</span><span>2 bath</span><span>1,840 sqft</span><span>2.1 ac lot</span></div>
<div class="listing-mls">MLS®: 202412345</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Oceanfront on Mahone Bay with 260 feet of bold shoreline, a deep-water mooring and sunset views across the islands. This 1987 post-and-beam cottage on 2.1 acres has three bedrooms, two full baths and a wraparound deck. Successfully operated as a vacation rental — gross income of approx. $62,000 for the 2024 season (June–October); bookings transfer with the sale. Drilled well, on-site septic, year-round paved road maintained by the province. Annual property taxes $4,210 (2024). HST not applicable. Located in the Municipality of the District of Chester, 5 minutes from Chester village and 45 minutes to Halifax.</p></section>
<section class="listing-details"><h2>Home details</h2><ul>
<li><span>Property Type</span><span>Single Family</span></li>
<li><span>Building Type</span><span>House · Cottage</span></li>
<li><span>Year Built</span><span>1987</span></li>
<li><span>Bedrooms</span><span>3</span></li>
<li><span>Bathrooms</span><span>2</span></li>
<li><span>Full Baths</span><span>2</span></li>
<li><span>Square Footage</span><span>1,840 sqft</span></li>
<li><span>Lot Size</span><span>2.1 acres</span></li>
<li><span>Water Frontage</span><span>260 ft · Ocean</span></li>
<li><span>Water</span><span>Drilled Well</span></li>
<li><span>Sewer</span><span>Septic System</span></li>
<li><span>Annual Taxes</span><span>$4,210</span></li>
</ul></section>
<section class="listing-agent"><h2>Listing Agent</h2><div class="agent-card"><p class="agent-name">Derek MacInnis</p><p class="agent-title">REALTOR®</p><p class="office-name">RE/MAX Nova</p><p class="office-address">3845 Highway 3, Chester, NS B0J 1J0</p><p class="agent-phone">902-555-0131</p></div></section>
${calculator("$679,200", "4.74%", "$3,860")}
${similar("You may also like", [
  { price: "$1,295,000", address: "12 Deep Cove Road, Chester, NS", meta: "4 bed · 3 bath · oceanfront", href: "/ns/chester-real-estate/12-deep-cove-road-wp_id312870001-lst" },
  { price: "$565,000", address: "221 Windsor Road, Chester Basin, NS", meta: "3 bed · 2 bath", href: "/ns/chester-basin-real-estate/221-windsor-road-wp_id312861022-lst" },
])}
</main></div>
${nextData({ props: { pageProps: { listing: { mlsNum: "202412345", listPrice: 849000, address: "47 Oceanview Lane", city: "Chester", province: "NS", postalCode: "B0J 1J0", beds: 3, baths: 2, sqFtFinished: 1840, lotSize: "2.1 acres", yearBuilt: 1987, lat: 44.53876, lng: -64.22419, agent: { name: "Derek MacInnis" }, office: { name: "RE/MAX Nova", address: "3845 Highway 3, Chester, NS" } }, similar: [{ listPrice: 1295000 }, { listPrice: 565000 }] } }, page: "/[province]/[city]/[slug]" })}
${footer(["RE/MAX, LLC · Each office independently owned and operated.", "Listing data provided by the Nova Scotia Association of REALTORS®. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 849000, currency: "CAD" },
      propertyKind: "house",
      street: "47 Oceanview Lane",
      city: "Chester",
      province: "NS",
      postalCode: "B0J 1J0",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1840,
      lot: { value: 2.1, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "202412345",
      listingAgentName: "Derek MacInnis",
      brokerageName: "RE/MAX Nova",
      geo: { lat: 44.53876, lng: -64.22419 },
    },
  },
  {
    name: "ho61-kijiji-island-cottage-lake-of-the-woods",
    site: "kijiji.ca",
    set: "held-out-61",
    traps: "owner's classified for a boat-access island cottage: no street, seasonal access (boat in summer, ice road in winter, none at freeze-up); 1.4-acre island; marina mooring fee per season; Kijiji ad ID, no MLS; 'Similar ads' with other prices; built year only in the text",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/kenora/island-cottage-lake-of-the-woods-boat-access/1712345678",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Island Cottage - Lake of the Woods - Boat Access | Houses for Sale | Kenora | Kijiji</title>
<meta name="description" content="Private 1.4 acre island on Lake of the Woods, 12 min by boat from Kenora. 2 bedroom cottage, bunkie, sauna. $379,000.">
<meta property="og:title" content="Island Cottage - Lake of the Woods - Boat Access">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1712345678/1.jpg">
${tags("GTM-KIJIJI")}
</head><body>
${consent("Kijiji")}
<header>${menu(["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}</header>
<main id="vip">
<nav class="breadcrumb"><a href="/b-real-estate/ontario/c34l9004">Real Estate</a> › <a href="/b-for-sale/kenora/c30353001l1700239">For Sale</a> › <a href="/b-house-for-sale/kenora/c35l1700239">Houses for Sale</a> › Kenora</nav>
${photos("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1712345678", 20, "Island Cottage - Lake of the Woods")}
<div class="ad-title"><h1>Island Cottage - Lake of the Woods - Boat Access</h1>
<div class="price"><span>$379,000</span></div>
<div class="location"><span class="address">Kenora, ON P9N 3X7</span> <a href="#map">View map</a></div>
<div class="posted">Posted 6 days ago · Ad ID 1712345678</div></div>
<ul class="attributes">
<li><dt>Bedrooms</dt><dd>2</dd></li>
<li><dt>Bathrooms</dt><dd>1</dd></li>
<li><dt>Size (sqft)</dt><dd>880</dd></li>
<li><dt>Furnished</dt><dd>Yes</dd></li>
<li><dt>For Sale By</dt><dd>Owner</dd></li>
</ul>
<section class="description"><h2>Description</h2><p>Your own 1.4 acre island on Lake of the Woods, 12 minutes by boat from the Kenora harbourfront. Cottage built in 1968 and updated over the years: 2 bedrooms, 1 bathroom, 880 sq ft with a big screened porch, plus a bunkie and a wood-fired sauna at the water.</p><p>ACCESS IS SEASONAL: by boat from May to October and by the plowed ice road once it opens (usually mid-January to March). No access during freeze-up and break-up. We keep our boat at a Kenora marina; slip and parking run $1,800 per season and are NOT included.</p><p>Lake water system with UV filter, holding tank, solar with generator backup, propane fridge and stove. Taxes $1,380/yr. Selling fully furnished with the 16 ft Lund and 25 hp motor. No agents please. Serious inquiries only.</p></section>
<section class="poster"><h2>Posted by</h2><p>Dave · Owner · on Kijiji since 2014</p><button>Send message</button></section>
<section id="map"><div class="map" data-lat="49.73126" data-lng="-94.52018"></div><p>Map shows approximate location.</p></section>
${similar("Similar ads", [
  { price: "$525,000", address: "Kenora, ON", meta: "Waterfront home · 3 bd", href: "/v-house-for-sale/kenora/waterfront-home/1712200011" },
  { price: "$189,900", address: "Sioux Narrows, ON", meta: "Cabin · boat access", href: "/v-house-for-sale/sioux-narrows/cabin/1711988420" },
])}
</main>
${windowState("__data", { config: { adId: 1712345678, categoryId: 35 }, viewItemPage: { adInfo: { title: "Island Cottage - Lake of the Woods - Boat Access", price: { amount: 37900000, currency: "CAD" }, adLocation: { mapAddress: "Kenora, ON P9N 3X7", latitude: 49.73126, longitude: -94.52018, isApproximate: true }, attributes: [{ name: "numberbedrooms", value: "2" }, { name: "numberbathrooms", value: "10" }, { name: "areainfeet", value: "880" }, { name: "forsaleby", value: "ownr" }] } } })}
${footer(["Kijiji Canada Ltd. · Posting Policies · Terms of Use · Privacy Policy", "Kijiji is not responsible for the content of ads posted by users."])}
</body></html>`,
    expected: {
      price: { amount: 379000, currency: "CAD" },
      propertyKind: "house",
      city: "Kenora",
      province: "ON",
      postalCode: "P9N 3X7",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 880,
      lot: { value: 1.4, unit: "acres" },
      yearBuilt: 1968,
      geo: { lat: 49.73126, lng: -94.52018 },
    },
  },
  {
    name: "ho61-rewca-waterfront-acreage-pender-harbour",
    site: "rew.ca",
    set: "held-out-61",
    traps: "Madeira Park with 'Pender Harbour Egmont' as sub-area; lot in sq ft and acres for the same parcel; 180 ft waterfront and a dock shared with one neighbour by easement; gross taxes; property transfer tax calculator and 'GST not applicable'; GVR R-number; listing and co-listing brokerages in the provided-by line",
    pageUrl: "https://www.rew.ca/properties/R2987654/12890-sunshine-coast-highway-madeira-park-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12890 Sunshine Coast Highway, Madeira Park, BC V0N 2H0 | R2987654 | REW</title>
<meta name="description" content="For sale: 12890 Sunshine Coast Highway, Madeira Park. 3 bed, 2 bath, 2,140 sqft house with acreage, waterfront. $1,689,000. MLS® R2987654.">
<meta property="og:title" content="12890 Sunshine Coast Highway, Madeira Park — $1,689,000">
<meta property="og:image" content="https://assets.rew.ca/listings/R2987654/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "12890 Sunshine Coast Highway", address: { "@type": "PostalAddress", streetAddress: "12890 Sunshine Coast Highway", addressLocality: "Madeira Park", addressRegion: "BC", postalCode: "V0N 2H0" }, geo: { "@type": "GeoCoordinates", latitude: 49.62441, longitude: -124.02873 }, floorSize: { "@type": "QuantitativeValue", value: 2140, unitCode: "FTK" } })}
${tags("GTM-REWCA")}
</head><body>
${consent("REW")}
<header>${menu(["Buy", "Rent", "Sold", "New Homes", "Agents", "Insights", "Sign in"])}</header>
<main>
${photos("https://assets.rew.ca/listings/R2987654", 40, "12890 Sunshine Coast Highway")}
<section class="listingheader">
<div class="listingheader-price">$1,689,000</div>
<h1 class="listingheader-address">12890 Sunshine Coast Highway</h1>
<div class="listingheader-city">Madeira Park, Pender Harbour Egmont, BC V0N 2H0</div>
<ul class="listingheader-details"><li>3 Bed</li><li>2 Bath</li><li>2,140 Sqft</li><li>2.47 ac</li></ul>
</section>
<section class="listing-overview"><h2>Overview</h2><dl>
<dt>Property Type</dt><dd>House with Acreage</dd>
<dt>Status</dt><dd>Active</dd>
<dt>MLS® #</dt><dd>R2987654</dd>
<dt>Year Built</dt><dd>1979</dd>
<dt>Lot Size</dt><dd>107,593 Sqft (2.47 acres)</dd>
<dt>Gross Taxes</dt><dd>$5,120.45 (2024)</dd>
<dt>Title</dt><dd>Freehold NonStrata</dd>
<dt>Waterfront</dt><dd>Ocean · 180 ft</dd>
<dt>Water Supply</dt><dd>Well - Drilled</dd>
<dt>Sewer</dt><dd>Septic</dd>
<dt>Days on REW</dt><dd>12</dd>
</dl></section>
<section class="listing-description"><h2>Description</h2><p>Private 2.47-acre waterfront retreat in Pender Harbour with 180 ft of low-bank ocean frontage on Gunboat Bay. The 2,140 sqft west-coast home (built 1979, renovated 2016) has 3 bedrooms, 2 bathrooms, vaulted cedar ceilings and a detached studio. Moorage is at a 60 ft float shared with one neighbour under a registered easement. Drilled well, septic, year-round highway access. GST not applicable. 10 minutes to Madeira Park village.</p></section>
<section class="ptt"><h2>Property Transfer Tax</h2><p>Estimated property transfer tax on $1,689,000: <b>$31,780</b> (first-time buyer exemption not available)</p></section>
${calculator("$1,351,200", "4.69%", "$7,614")}
<section class="listing-provided"><p>Listed by Shannon Kerr, Harbourside Coast Realty Ltd. · Co-listed with Sechelt Shores Realty Inc.</p><p>Listing provided by the Greater Vancouver REALTORS®.</p></section>
${similar("Nearby listings", [
  { price: "$949,000", address: "4510 Francis Peninsula Road, Madeira Park", meta: "2 bd · 1 ba · 0.52 ac", href: "/properties/R2979011" },
  { price: "$2,395,000", address: "13672 Lee Road, Garden Bay", meta: "4 bd · 3 ba · waterfront", href: "/properties/R2968870" },
])}
</main>
${footer(["REW.ca is operated by Real Estate Wire Inc., Vancouver, BC.", "The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Greater Vancouver REALTORS®. This representation is based in whole or in part on data generated by the Chilliwack & District Real Estate Board, Fraser Valley Real Estate Board or Greater Vancouver REALTORS® which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 1689000, currency: "CAD" },
      propertyKind: "house",
      street: "12890 Sunshine Coast Highway",
      city: "Madeira Park",
      province: "BC",
      postalCode: "V0N 2H0",
      neighbourhood: "Pender Harbour Egmont",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 2140,
      lot: { value: 107593, unit: "ft2" },
      yearBuilt: 1979,
      mlsNumber: "R2987654",
      listingAgentName: "Shannon Kerr",
      brokerageName: "Harbourside Coast Realty Ltd.",
      geo: { lat: 49.62441, lng: -124.02873 },
    },
  },
  {
    name: "ho61-point2homes-cabin-candle-lake",
    site: "point2homes.com",
    set: "held-out-61",
    traps: "cabin on 'Lot 7 Sunset Bay' in the Resort Village of Candle Lake; price reduced with the old price struck; lot as sq ft and acres for the same parcel; year-round vs seasonal road note; well and holding tank; resort village taxes; Saskatchewan 'SK' MLS number; nearby listings and calculator",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Candle-Lake/Lot-7-Sunset-Bay/127345901.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 7 Sunset Bay, Candle Lake, Saskatchewan S0J 3E0 - SK981234 | Point2</title>
<meta name="description" content="Lot 7 Sunset Bay, Candle Lake, SK S0J 3E0 is a 3 bed, 2 bath, 1,344 sqft cabin for sale at $459,900.">
<meta property="og:title" content="Lot 7 Sunset Bay, Candle Lake — $459,900">
<meta property="og:image" content="https://images.point2homes.com/listings/SK981234/1.jpg">
${ld({ "@context": "http://schema.org", "@type": "Product", name: "Lot 7 Sunset Bay, Candle Lake, Saskatchewan", offers: { "@type": "Offer", price: 459900, priceCurrency: "CAD" } })}
${ld({ "@context": "http://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "Lot 7 Sunset Bay", addressLocality: "Candle Lake", addressRegion: "SK", postalCode: "S0J 3E0" }, geo: { "@type": "GeoCoordinates", latitude: 53.77614, longitude: -105.26339 } })}
${tags("GTM-POINT2")}
</head><body>
${consent("Point2")}
<header>${menu(["Buy", "Rent", "Commercial", "Agents", "Market Trends", "Sign In"])}</header>
<main class="details-page">
${photos("https://images.point2homes.com/listings/SK981234", 32, "Lot 7 Sunset Bay")}
<div class="address-container"><h1><div class="address">Lot 7 Sunset Bay</div><div class="address-city">Candle Lake, Saskatchewan S0J 3E0</div></h1></div>
<div class="price"><span class="green">$459,900</span> <span class="price-reduced">Price reduced · was <del>$480,000</del></span></div>
<ul class="characteristics-cnt"><li class="ic-beds">3 Beds</li><li class="ic-baths">2 Baths</li><li class="ic-sqft">1,344 Sqft</li><li class="ic-lotsize">0.38 ac Lot Size</li></ul>
<section class="description"><h3>Description</h3><p>Year-round cabin in the Resort Village of Candle Lake, two lots back from the Sunset Bay beach with deeded access and a community boat launch. Built in 2011: 3 bedrooms, 2 full baths, open-concept living with a wood stove and in-floor heat. Well with pressure system and a 1,500-gallon holding tank. Sunset Bay Road is paved and maintained year-round by the Resort Village; note that the back lane is seasonal. Resort Village taxes $2,410 (2024). 75 minutes from Prince Albert.</p></section>
<section class="details"><h3>Details</h3><dl>
<dt>Type</dt><dd>Single Family · Recreational / Cabin</dd>
<dt>MLS® #</dt><dd>SK981234</dd>
<dt>Year Built</dt><dd>2011</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Full Baths</dt><dd>2</dd>
<dt>Living Area</dt><dd>1,344 Sqft</dd>
<dt>Lot Size</dt><dd>16,553 Sqft / 0.38 ac</dd>
<dt>Taxes</dt><dd>$2,410 / 2024</dd>
<dt>Water</dt><dd>Well</dd>
<dt>Sewer</dt><dd>Holding Tank</dd>
</dl></section>
<section class="agent-info"><h3>Listed by</h3><p class="agent-name">Tara Kowalchuk</p><p class="agent-company">Northern Lights Realty Group</p><p class="agent-address">1200 Central Avenue, Prince Albert, SK S6V 4V8</p></section>
${calculator("$367,920", "4.79%", "$2,091")}
${similar("Nearby listings", [
  { price: "$299,000", address: "116 Lakeview Drive, Candle Lake, SK", meta: "2 Beds · 1 Bath · 864 Sqft", href: "/CA/Home-For-Sale/SK/Candle-Lake/116-Lakeview-Dr/127201187.html" },
  { price: "$689,000", address: "8 Waskateena Bay, Candle Lake, SK", meta: "4 Beds · 3 Baths · lakefront", href: "/CA/Home-For-Sale/SK/Candle-Lake/8-Waskateena-Bay/127290034.html" },
])}
</main>
${footer(["Point2 is part of Yardi Systems Inc.", "Listing data supplied by the Saskatchewan REALTORS® Association. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 459900, currency: "CAD" },
      propertyKind: "house",
      street: "Lot 7 Sunset Bay",
      city: "Candle Lake",
      province: "SK",
      postalCode: "S0J 3E0",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1344,
      lot: { value: 0.38, unit: "acres" },
      yearBuilt: 2011,
      mlsNumber: "SK981234",
      listingAgentName: "Tara Kowalchuk",
      brokerageName: "Northern Lights Realty Group",
      geo: { lat: 53.77614, lng: -105.26339 },
    },
  },
];
