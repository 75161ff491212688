/**
 * Fifty-eighth held-out corpus, the West: a Red Deer bi-level with a legal basement suite (remax.ca), a Glenmore
 * house in Kelowna with an in-law suite (rew.ca) and an up/down duplex in Regina sold by its owner (kijiji.ca).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import type { Room } from "./chrome.ts";
import { feetInches, footerNav, jsonScript, mortgageCalc, roomsTable } from "./chrome.ts";

const redDeerRooms: Room[] = [
  ["Main", "Living Room", 4.57, 3.96],
  ["Main", "Kitchen", 3.66, 3.05],
  ["Main", "Dining Room", 3.05, 2.74],
  ["Main", "Bedroom - Primary", 3.96, 3.35],
  ["Main", "Bedroom", 3.05, 2.9],
  ["Main", "Bedroom", 3.05, 2.74],
  ["Main", "4pc Ensuite bath", 2.44, 1.52],
  ["Main", "2pc Bathroom", 1.52, 1.22],
  ["Basement", "Kitchen", 3.51, 2.74],
  ["Basement", "Living Room", 4.88, 3.66],
  ["Basement", "Bedroom", 3.35, 3.05],
  ["Basement", "Bedroom", 3.2, 3.05],
  ["Basement", "4pc Bathroom", 2.44, 1.52],
];

const kelownaRooms: Room[] = [
  ["Main", "Living room", 5.49, 4.27],
  ["Main", "Kitchen", 4.57, 3.66],
  ["Main", "Dining room", 3.96, 3.35],
  ["Main", "Primary Bedroom", 4.57, 4.11],
  ["Main", "Bedroom", 3.35, 3.05],
  ["Main", "Bedroom", 3.2, 3.05],
  ["Main", "5pc Ensuite bath", 3.35, 2.44],
  ["Main", "4pc Bathroom", 2.74, 1.52],
  ["Lower", "Kitchen", 3.66, 3.05],
  ["Lower", "Living room", 4.88, 4.27],
  ["Lower", "Bedroom", 3.66, 3.35],
  ["Lower", "Bedroom", 3.35, 3.05],
  ["Lower", "3pc Bathroom", 2.44, 1.83],
  ["Lower", "Recreation room", 5.79, 4.27],
];

const ftRow = (r: Room): string =>
  `<li class="room"><span class="room-level">${r[0]}</span><span class="room-name">${r[1]}</span><span class="room-dim">${feetInches(r[2])} x ${feetInches(r[3])}</span><span class="room-dim-m">(${r[2].toFixed(2)} m x ${r[3].toFixed(2)} m)</span></li>`;

export const HELD_OUT_58_WEST: ListingPage[] = [
  {
    name: "ho58-remax-legal-suite-red-deer",
    site: "remax.ca",
    set: "held-out-58",
    traps: "__NEXT_DATA__ with the listing, the agent's other listings and a recently sold comparable; headline '5 bed' but 3 above grade and 2 below in the legal suite; 2 full + 1 half; size in ft² and m²; lot in acres; suite rent and taxes near the price; RE/MAX's national office in the footer",
    pageUrl: "https://www.remax.ca/ab/red-deer-real-estate/54-veronica-close-wp_id301945872-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>54 Veronica Close, Red Deer, AB T4N 0L4 - A2187654 | RE/MAX</title>
<meta name="description" content="Bi-level with a legal 2-bedroom basement suite for sale in Vanier Woods, Red Deer. 5 beds, 3 baths. Listed at $489,900.">
<meta property="og:title" content="54 Veronica Close, Red Deer — $489,900">
<meta property="og:image" content="https://media.remax.ca/listings/A2187654/1.jpg">
</head><body>
<div id="__next">
<header class="header"><a href="/" class="logo">RE/MAX</a><nav><a href="/ab/red-deer-real-estate">Red Deer</a><a href="/find-agent">Find an agent</a><a href="/blog">Blog</a><a href="/login">Sign in</a></nav></header>
<main class="listing-detail">
<section class="listing-summary">
<div class="listing-price">$489,900</div>
<h1 class="listing-address">54 Veronica Close<br><span>Red Deer, AB T4N 0L4</span></h1>
<div class="listing-neighbourhood">Vanier Woods</div>
<ul class="listing-stats"><li>5 bed</li><li>3 bath</li><li>1,142 sqft</li><li>Residential</li></ul>
<div class="listing-mls">MLS®: A2187654</div>
</section>
<section class="listing-description"><h2>Description</h2>
<p>Investor alert — or the perfect mortgage helper! This 2006 bi-level in Vanier Woods comes with a fully permitted LEGAL basement suite (City of Red Deer secondary suite approval on file). The upper unit has a vaulted living room with big south windows, a kitchen with maple cabinets, an island and a pantry, a dining area that opens to the deck, three bedrooms including a primary with a four-piece ensuite, and a two-piece bath off the hall. The legal suite downstairs has its own side entrance, its own full kitchen, a living room, two good bedrooms with egress windows, a four-piece bath and its own stacked laundry, with a separate furnace and sound-proofed ceiling. The suite rents for $1,300/month and the upstairs for $1,700/month, both on month-to-month terms. Double detached garage (22 x 24) off the paved back lane, fenced yard with a fire pit. Walking distance to Father Henri Voisin School, Camille J. Lerouge and the Collicutt Centre; quick access to 30 Avenue and Highway 2. Shingles 2022, hot water tank 2021.</p>
</section>
<section class="listing-details"><h2>Property details</h2>
<table>
<tr><td>Property Type</td><td>Residential</td></tr><tr><td>Style</td><td>Bi-Level</td></tr><tr><td>Year Built</td><td>2006</td></tr>
<tr><td>Bedrooms Above Grade</td><td>3</td></tr><tr><td>Bedrooms Below Grade</td><td>2</td></tr><tr><td>Full Baths</td><td>2</td></tr><tr><td>Half Baths</td><td>1</td></tr>
<tr><td>Above Grade Living Area</td><td>1,142 sqft (106.1 m²)</td></tr><tr><td>Lot Size</td><td>0.13 Acre</td></tr><tr><td>Basement</td><td>Full, Finished, Suite</td></tr>
<tr><td>Parking</td><td>Double Garage Detached</td></tr><tr><td>Zoning</td><td>R1</td></tr><tr><td>Taxes</td><td>$3,742 (2024)</td></tr>
</table>
</section>
<section class="listing-rooms"><h2>Rooms</h2>${roomsTable(redDeerRooms, "rooms", ["Level", "Room", "Metric", "Imperial", ""])}</section>
${mortgageCalc({ price: "$489,900", down: "$48,990", rate: "4.79%", years: 25, payment: "$2,514" })}
<section class="agent-card"><h2>Listing agent</h2><div class="agent-name">Curtis Lindqvist</div><div class="agent-title">REALTOR®</div><div class="agent-phone">403-555-0129</div><div class="office-name">RE/MAX real estate central alberta</div><div class="office-address">4440 49 Ave, Red Deer, AB T4N 3W6</div></section>
<section class="agent-listings"><h2>More listings from Curtis</h2>
<div class="card"><span class="price">$379,000</span><span>12 Ingram Close, Red Deer</span><span>4 bed · 2 bath</span></div>
<div class="card"><span class="price">$614,500</span><span>88 Timberstone Way, Red Deer</span><span>5 bed · 4 bath</span></div>
</section>
</main>
<footer class="footer">${footerNav("RE/MAX")}<p>© 2025 RE/MAX Ontario-Atlantic Canada, Inc. and RE/MAX of Western Canada (1998), LLC. RE/MAX Canada, 1060 Britannia Rd E, Mississauga, ON. Each office independently owned and operated. Listing data courtesy of Pillar 9 Technologies.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        id: "wp_id301945872",
        mlsNum: "A2187654",
        listPrice: 489900,
        address: "54 Veronica Close",
        city: "Red Deer",
        province: "AB",
        postalCode: "T4N 0L4",
        neighbourhood: "Vanier Woods",
        beds: 5,
        bedsAboveGrade: 3,
        bedsBelowGrade: 2,
        baths: 3,
        bathsFull: 2,
        bathsHalf: 1,
        sqft: 1142,
        lotSizeAcres: 0.13,
        yearBuilt: 2006,
        lat: 52.29107,
        lng: -113.76094,
        agent: { name: "Curtis Lindqvist", office: "RE/MAX real estate central alberta" },
      },
      comparables: [{ address: "47 Veronica Close", soldPrice: 471000, soldDate: "2024-11-08" }],
    },
  },
  page: "/[province]/[city]/[slug]",
})}
</body></html>`,
    expected: {
      price: { amount: 489900, currency: "CAD" },
      propertyKind: "house",
      street: "54 Veronica Close",
      city: "Red Deer",
      province: "AB",
      postalCode: "T4N 0L4",
      neighbourhood: "Vanier Woods",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1142,
      lot: { value: 0.13, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "A2187654",
      listingAgentName: "Curtis Lindqvist",
      brokerageName: "RE/MAX real estate central alberta",
      geo: { lat: 52.29107, lng: -113.76094 },
    },
  },
  {
    name: "ho58-rew-inlaw-suite-kelowna-glenmore",
    site: "rew.ca",
    set: "held-out-58",
    traps: "5 bed total with no above/below split though two bedrooms sit in the lower in-law suite; rooms in feet and inches with metres after; lot in acres and ft²; assessment and previous sale near the price; price per ft²; Glenmore is Kelowna's neighbourhood; 'Listed by' line and rew.ca's Vancouver office",
    pageUrl: "https://www.rew.ca/properties/10328456/1935-ridgeview-crescent-kelowna",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1935 Ridgeview Crescent, Kelowna, BC V1V 1K2 | 10328456 | REW</title>
<meta name="description" content="1935 Ridgeview Crescent in Glenmore, Kelowna: 5 bed, 3 bath house with an in-law suite, 2,874 sqft on 0.21 acres. $1,189,000.">
<meta property="og:title" content="1935 Ridgeview Crescent, Kelowna — $1,189,000">
<meta property="og:image" content="https://img.rew.ca/listing/10328456/main.jpg">
<meta property="place:location:latitude" content="49.90512">
<meta property="place:location:longitude" content="-119.45214">
</head><body>
<header class="rew-header"><a href="/" class="logo">REW</a><nav><a href="/properties/areas/kelowna-bc">Kelowna</a><a href="/sold">Sold</a><a href="/assessments">Assessments</a><a href="/users/sign_in">Sign in</a></nav></header>
<main class="listingdetail" data-listing-id="10328456">
<section class="listingheader">
<div class="listingheader-price">$1,189,000</div>
<h1 class="listingheader-address">1935 Ridgeview Crescent</h1>
<div class="listingheader-area">Glenmore, Kelowna, BC V1V 1K2</div>
<ul class="listingheader-details"><li>5 Bed</li><li>3 Bath</li><li>2,874 Sqft</li><li>0.21 Acres</li><li>$414/sqft</li></ul>
</section>
<section class="listingdescription"><h2>Description</h2>
<p>Family home on a quiet Glenmore crescent with a self-contained two-bedroom in-law suite and views toward Knox Mountain. The main floor was opened up in 2020: vaulted living room with a gas fireplace, an oversized kitchen with shaker cabinets, quartz counters and a walk-in pantry, a dining room with sliding doors to the covered deck, and three bedrooms including a primary with a five-piece ensuite and walk-in closet. The walk-out lower level has a separate-entry in-law suite with its own kitchen, living room, two bedrooms and a three-piece bath, plus a recreation room kept for the main house. Perfect for extended family, or rent the suite (similar suites in the area rent for about $1,900/month) to help with the mortgage. Double garage, RV parking beside the house, irrigated yard with fruit trees and a garden shed. Close to Dr. Knox Middle School, Glenmore Elementary, the Glenmore Recreation Park and UBC Okanagan. Furnace and A/C 2019, hot water on demand 2021.</p>
</section>
<section class="listingdetails"><h2>Details</h2>
<dl>
<dt>Property Type</dt><dd>House</dd><dt>Style</dt><dd>2 Storey, Basement Entry</dd><dt>Year Built</dt><dd>1991</dd><dt>Bedrooms</dt><dd>5</dd><dt>Bathrooms</dt><dd>3</dd>
<dt>Floor Area</dt><dd>2,874 Sqft</dd><dt>Lot Size</dt><dd>0.21 Acres (9,148 sqft)</dd><dt>Taxes</dt><dd>$5,912 (2024)</dd><dt>Parking</dt><dd>Double Garage Attached, RV Parking</dd>
<dt>MLS® #</dt><dd>10328456</dd><dt>Days on REW</dt><dd>12</dd>
</dl>
</section>
<section class="listingrooms"><h2>Rooms</h2><ul class="rooms">${kelownaRooms.map(ftRow).join("")}</ul></section>
<section class="listinghistory"><h2>History & assessment</h2>
<table><tr><td>2025 BC Assessment</td><td>$1,104,000</td></tr><tr><td>Sold Aug 2016</td><td>$629,000</td></tr></table>
</section>
${mortgageCalc({ price: "$1,189,000", down: "$237,800", rate: "4.74%", years: 25, payment: "$5,397" })}
<section class="listingagent"><p class="listedby">Listed by Jordan Whitfield, Orchard City Realty</p><div class="agent"><span>Jordan Whitfield</span><span>Personal Real Estate Corporation</span><span>250-555-0184</span></div><div class="office">Orchard City Realty · 1553 Harvey Ave, Kelowna, BC V1Y 6G1</div></section>
<section class="similar"><h2>Similar homes in Glenmore</h2>
<div class="card"><span class="price">$1,075,000</span><span>2210 Sunview Drive, Kelowna</span><span>4 bd · 3 ba</span></div>
<div class="card"><span class="price">$1,349,900</span><span>1607 Ridgewood Drive, Kelowna</span><span>6 bd · 4 ba</span></div>
</section>
<p class="disclaimer">This representation is based in whole or in part on data generated by the Association of Interior REALTORS®, which assumes no responsibility for its accuracy.</p>
</main>
<footer class="rew-footer">${footerNav("REW")}<p>REW.ca · Real Estate Wire Inc., 1500 West Georgia St, Suite 1200, Vancouver, BC V6G 2Z6</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1189000, currency: "CAD" },
      propertyKind: "house",
      street: "1935 Ridgeview Crescent",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1V 1K2",
      neighbourhood: "Glenmore",
      bedrooms: 5,
      bathrooms: 3,
      squareFootage: 2874,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1991,
      mlsNumber: "10328456",
      listingAgentName: "Jordan Whitfield",
      brokerageName: "Orchard City Realty",
      geo: { lat: 49.90512, lng: -119.45214 },
    },
  },
  {
    name: "ho58-kijiji-duplex-regina-cathedral",
    site: "kijiji.ca",
    set: "held-out-58",
    traps: "owner's ad for an up/down duplex (plex) with no MLS® or agent; Kijiji's ad id in the URL; two units' rents and a 'cap rate' in the description; lot as 33 x 125 ft in the text; other ads' prices; Cathedral is a Regina neighbourhood; Kijiji's Toronto office in the footer",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/regina/up-down-duplex-cathedral-2-units-rented/1712394856",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Up/down duplex in Cathedral – 2 units rented | Houses for Sale | Regina | Kijiji</title>
<meta name="description" content="Up/down duplex for sale by owner in Regina's Cathedral area. 4 bedrooms, 2 bathrooms, two separate units. $399,900.">
<meta property="og:title" content="Up/down duplex in Cathedral – 2 units rented">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1712394856-1.jpg">
</head><body>
<div id="__next">
<header class="kj-header"><a href="/" class="logo">Kijiji</a><form class="search"><input placeholder="What are you looking for?"><input value="Regina"></form><a href="/t-login.html">Sign In</a><a href="/p-post-ad.html">Post ad</a></header>
<main class="vip">
<nav class="breadcrumb"><a href="/b-saskatchewan/l9009">Saskatchewan</a> › <a href="/b-regina-area/l1700194">Regina Area</a> › <a href="/b-real-estate/regina/c34l1700196">Real Estate</a> › <a href="/b-house-for-sale/regina/c35l1700196">Houses for Sale</a></nav>
<h1 class="title">Up/down duplex in Cathedral – 2 units rented</h1>
<div class="price"><span>$399,900</span></div>
<div class="location"><span>2147 Montague Street, Regina, SK S4T 3J8</span><a href="#map">View map</a></div>
<div class="posted">Posted 3 days ago · Ad ID 1712394856 · 842 views</div>
<ul class="attributes"><li><dt>Bedrooms</dt><dd>4</dd></li><li><dt>Bathrooms</dt><dd>2</dd></li><li><dt>Size (sqft)</dt><dd>1920</dd></li><li><dt>Furnished</dt><dd>No</dd></li><li><dt>For Sale By</dt><dd>Owner</dd></li></ul>
<section class="description"><h2>Description</h2>
<p>Selling our well-kept up/down duplex in the heart of Cathedral, two blocks from 13th Avenue cafés and a short walk to Wascana Park and downtown. Built in 1952 and converted to two legal units in 1994, with separate entrances, separate power meters and separate furnaces.</p>
<p>MAIN FLOOR UNIT: 2 bedrooms, 4-piece bath, living room with original hardwood, kitchen with newer cabinets and a back door to the yard. Rented at $1,250/month plus power (tenant since 2021).</p>
<p>UPPER UNIT: 2 bedrooms, 4-piece bath, bright living room with bay window, galley kitchen, small sunroom. Rented at $1,150/month plus power.</p>
<p>BASEMENT: full, unfinished, shared coin-free laundry and storage lockers for both tenants. Single detached garage off the back alley (rented to the main floor tenant for $75/month) plus one parking pad. Lot is 33 x 125 ft with a fenced yard.</p>
<p>Gross rents $29,700/year, taxes $3,480 (2024), insurance $2,100. Roughly a 5.4% cap rate at asking. Shingles 2018, main sewer line relined 2022, 100 amp service in each unit. Great first investment or live in one unit and let the other pay the mortgage. No agents please; serious buyers can message me to book a showing (48 hours' notice for tenants).</p>
</section>
<div id="map" class="map" data-lat="50.44738" data-lng="-104.63014"></div>
<section class="seller"><h2>Posted by</h2><div class="poster-name">Darren</div><div class="poster-type">Owner</div><div>On Kijiji since 2013</div><button>Send message</button></section>
<section class="similar"><h2>You may also like</h2>
<div class="card"><span class="price">$289,000</span><span>Bungalow in Heritage, Regina</span></div>
<div class="card"><span class="price">$449,900</span><span>Side-by-side duplex, Lakeview, Regina</span></div>
<div class="card"><span class="price">$1,450</span><span>2 bedroom suite for rent, Cathedral</span></div>
</section>
<p class="legal">Kijiji is not involved in transactions between buyers and sellers. Always meet in a safe public place and never send money in advance.</p>
</main>
<footer class="kj-footer">${footerNav("Kijiji")}<p>© 2025 Kijiji Canada Ltd., 500 King St W, Toronto, ON M5V 1L9. Kijiji is a trademark of Kijiji Canada Ltd.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1712394856": {
          __typename: "RealEstateListing",
          id: "1712394856",
          title: "Up/down duplex in Cathedral – 2 units rented",
          price: { __typename: "StandardAmountPrice", amount: 39990000 },
          location: { __typename: "ListingLocation", address: "2147 Montague Street, Regina, SK S4T 3J8", coordinates: { latitude: 50.44738, longitude: -104.63014 } },
          attributes: [{ canonicalName: "numberbedrooms", value: "4" }, { canonicalName: "numberbathrooms", value: "20" }, { canonicalName: "areainfeet", value: "1920" }, { canonicalName: "forsaleby", value: "ownr" }],
          posterInfo: { __typename: "PosterInfo", sellerType: "FSBO", posterId: "88412937" },
        },
      },
    },
  },
  page: "/v-view-details",
})}
</body></html>`,
    expected: {
      price: { amount: 399900, currency: "CAD" },
      propertyKind: "plex",
      street: "2147 Montague Street",
      city: "Regina",
      province: "SK",
      postalCode: "S4T 3J8",
      neighbourhood: "Cathedral",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1920,
      lot: { value: 4125, unit: "ft2" },
      yearBuilt: 1952,
      geo: { lat: 50.44738, lng: -104.63014 },
    },
  },
];
