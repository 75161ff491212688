/**
 * Fifty-eighth held-out corpus, Ontario: a Kitchener house with a legal basement suite (realtor.ca), an Oshawa family
 * house with a finished basement (zolo.ca), a Barrie house with an in-law apartment (housesigma.com) and a Whitby
 * townhouse condo (condos.ca).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import type { Room } from "./chrome.ts";
import { footerNav, jsonScript, mortgageCalc, roomsByLevel, roomsTable, stateScript } from "./chrome.ts";

const kitchenerRooms: Room[] = [
  ["Main level", "Living room", 5.18, 3.96],
  ["Main level", "Dining room", 3.35, 3.05],
  ["Main level", "Kitchen", 3.96, 3.12],
  ["Main level", "2pc Bathroom", 1.52, 1.37],
  ["Second level", "Primary Bedroom", 4.57, 3.76],
  ["Second level", "Bedroom", 3.48, 3.05],
  ["Second level", "Bedroom", 3.2, 2.9],
  ["Second level", "4pc Bathroom", 2.74, 1.6],
  ["Basement", "Kitchen", 3.66, 2.82],
  ["Basement", "Living room", 4.5, 3.51],
  ["Basement", "Bedroom", 3.4, 3.02],
  ["Basement", "Bedroom", 3.1, 2.87],
  ["Basement", "4pc Bathroom", 2.44, 1.52],
  ["Basement", "Laundry room", 2.13, 1.83],
];

const oshawaRooms: Room[] = [
  ["Main", "Living", 5.49, 3.66, "Hardwood Floor, Combined W/Dining"],
  ["Main", "Dining", 3.66, 3.05, "Hardwood Floor, Pot Lights"],
  ["Main", "Kitchen", 4.27, 3.35, "Quartz Counter, W/O To Deck"],
  ["Main", "Family", 5.03, 3.81, "Gas Fireplace, O/Looks Backyard"],
  ["2nd", "Primary Bedroom", 5.18, 4.11, "5 Pc Ensuite, W/I Closet"],
  ["2nd", "2nd Bedroom", 3.96, 3.2, "Broadloom, Double Closet"],
  ["2nd", "3rd Bedroom", 3.66, 3.05, "Broadloom"],
  ["2nd", "4th Bedroom", 3.35, 3.05, "Broadloom"],
  ["Bsmt", "Rec", 7.92, 4.57, "Laminate, Pot Lights"],
  ["Bsmt", "5th Bedroom", 3.51, 3.12, "Laminate, Above Grade Window"],
  ["Bsmt", "Office", 2.9, 2.74, "Laminate"],
];

const barrieRooms: Room[] = [
  ["Main", "Living Room", 4.88, 3.66, "Bay Window"],
  ["Main", "Kitchen", 3.81, 3.05, "Eat-In, W/O To Yard"],
  ["Main", "Primary Bedroom", 3.96, 3.35, "Semi-Ensuite"],
  ["Main", "Bedroom 2", 3.23, 2.97],
  ["Main", "Bedroom 3", 3.05, 2.74],
  ["Lower", "Kitchen", 3.66, 2.74, "In-Law Suite"],
  ["Lower", "Living Room", 4.57, 3.66, "In-Law Suite, Above Grade Windows"],
  ["Lower", "Bedroom 4", 3.51, 3.05, "In-Law Suite"],
  ["Lower", "Bedroom 5", 3.2, 2.9, "In-Law Suite"],
  ["Lower", "Laundry", 2.44, 1.98, "Shared"],
];

const whitbyRooms: Room[] = [
  ["Main", "Living", 5.64, 3.35, "Laminate, W/O To Patio"],
  ["Main", "Dining", 3.05, 2.74, "Laminate"],
  ["Main", "Kitchen", 3.66, 2.59, "Breakfast Bar, Stainless Appl"],
  ["2nd", "Primary Bedroom", 4.57, 3.51, "4 Pc Ensuite, W/I Closet"],
  ["2nd", "2nd Bedroom", 3.35, 2.74, "Broadloom"],
  ["2nd", "3rd Bedroom", 3.05, 2.74, "Broadloom"],
  ["Bsmt", "Rec", 5.49, 3.35, "Finished, Pot Lights"],
  ["Bsmt", "4th Bedroom", 3.05, 2.9, "Finished"],
];

export const HELD_OUT_58_ONTARIO: ListingPage[] = [
  {
    name: "ho58-realtorca-legal-suite-kitchener",
    site: "realtor.ca",
    set: "held-out-58",
    traps: "3 + 2 bedrooms with the two below grade in a legal suite; 3 baths total with 1 partial; a second kitchen in the rooms table by level in metres and feet; the suite's rent and the city's average price near the price; size as a range; frontage × depth; CREA's Ottawa address in JSON-LD; internal id in the URL",
    pageUrl: "https://www.realtor.ca/real-estate/28914476/76-briarcliffe-crescent-kitchener",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>76 BRIARCLIFFE Crescent, Kitchener, Ontario N2E 2K4 - 40698123 | REALTOR.ca</title>
<meta name="description" content="76 BRIARCLIFFE Crescent, Kitchener, Ontario N2E 2K4 - 40698123. Two-storey home with a legal two-bedroom basement suite, separate entrance and separate hydro meter.">
<meta property="og:title" content="For sale: 76 BRIARCLIFFE Crescent, Kitchener, Ontario N2E 2K4 - REALTOR.ca">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28914476/76-briarcliffe-crescent-kitchener">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638912/reb20/highres/3/40698123_1.jpg">
${ld({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", name: "The Canadian Real Estate Association", url: "https://www.realtor.ca", address: { "@type": "PostalAddress", streetAddress: "200 Catherine Street, 6th Floor", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 2K9", addressCountry: "CA" } },
    {
      "@type": ["Product", "RealEstateListing"],
      name: "76 BRIARCLIFFE Crescent, Kitchener, Ontario N2E 2K4",
      url: "https://www.realtor.ca/real-estate/28914476/76-briarcliffe-crescent-kitchener",
      sku: "40698123",
      image: "https://cdn.realtor.ca/listings/TS638912/reb20/highres/3/40698123_1.jpg",
      offers: { "@type": "Offer", price: 849900, priceCurrency: "CAD", availability: "https://schema.org/InStock" },
      geo: { "@type": "GeoCoordinates", latitude: 43.40873, longitude: -80.47412 },
    },
  ],
})}
</head><body class="propertyDetailsPage">
<header class="siteHeader"><a class="siteLogo" href="/en">REALTOR.ca</a><nav><a href="/map">Map search</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">REALTOR.ca Blog</a><a href="/login">Sign in</a></nav></header>
<main id="propertyDetailsContainer" data-listing-id="28914476">
<div class="propertyDetailsTopCon">
<div id="listingAddressCon"><h1 id="listingAddress">76 BRIARCLIFFE Crescent<div class="listingAddressSub">Kitchener, Ontario N2E2K4</div></h1></div>
<div id="listingPriceCon"><div id="listingPrice">$849,900</div><div class="listingPriceSub">Monthly payment from <span>$3,921</span>*</div></div>
<div id="listingIconsCon"><div class="listingIconNum">3 + 2</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">3</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">1500 - 2000 sqft</div><div class="listingIconText">Square Feet</div></div>
<div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">40698123</span></div>
</div>
<section id="propertyDescriptionCon"><h2>Listing Description</h2>
<p id="propertyDescription">Welcome to 76 Briarcliffe Crescent, a well-kept two-storey family home on a quiet crescent in Country Hills, minutes to Fairview Park Mall, the Conestoga Parkway and Highway 401. The main floor is bright and open, with a living room with a large picture window, a dining room that walks out to a fully fenced backyard and a kitchen with updated cabinetry, quartz counters and stainless steel appliances; a two-piece powder room completes the level. Upstairs, the primary bedroom has a double closet and cheater access to the main four-piece bath, and two more good-sized bedrooms look over the yard. The lower level is a LEGAL basement suite (registered with the City of Kitchener in 2021) with its own side entrance, a full kitchen, a living room, two bedrooms with egress windows, a four-piece bath and in-suite laundry. The suite is currently rented at $1,750/month plus 40% of utilities to a tenant who would like to stay; the upper unit is vacant for an owner-occupier or can be leased at market rent (estimated $2,600/month). Separate hydro meters, interconnected smoke alarms and a fire-separation ceiling were installed at the time of the conversion. Single attached garage with inside entry plus a double-wide driveway for three cars. Roof 2019, furnace and A/C 2020, owner-owned water heater. Walking distance to Southridge Public School and St. Kateri Tekakwitha Catholic Elementary; transit on Ottawa Street. Ideal for first-time buyers who need help with the mortgage, multi-generational families or investors.</p></section>
<section id="propertyDetailsSectionCon"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
<div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1500 - 2000 sqft</div>
<div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Country Hills</div>
<div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">under 1/2 acre</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,986</div>
<div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage</div>
</div></section>
<section id="buildingSection"><h2>Building</h2>
<div class="row"><span>Bedrooms Above Grade</span><span>3</span></div>
<div class="row"><span>Bedrooms Below Grade</span><span>2</span></div>
<div class="row"><span>Bathrooms (Total)</span><span>3</span></div>
<div class="row"><span>Partial Bathrooms</span><span>1</span></div>
<div class="row"><span>Basement Development</span><span>Finished</span></div>
<div class="row"><span>Basement Features</span><span>Apartment in basement, Separate entrance</span></div>
<div class="row"><span>Architectural Style</span><span>2 Level</span></div>
<div class="row"><span>Heating Type</span><span>Forced air (Natural gas)</span></div>
<div class="row"><span>Cooling Type</span><span>Central air conditioning</span></div>
<div class="row"><span>Exterior Finish</span><span>Aluminum siding, Brick</span></div>
</section>
<section id="landSection"><h2>Land</h2>
<div class="row"><span>Size Frontage</span><span>45 ft</span></div>
<div class="row"><span>Size Depth</span><span>118 ft</span></div>
<div class="row"><span>Size Total Text</span><span>under 1/2 acre</span></div>
<div class="row"><span>Zoning Description</span><span>RES-4</span></div>
<div class="row"><span>Acreage</span><span>No</span></div>
</section>
<section id="listingDetailsRoomDetails"><h2>Rooms</h2>
${roomsByLevel(kitchenerRooms)}
</section>
<section id="realtorCardCon"><h2>Listing Agent</h2>
<div class="realtorCardCon"><div class="realtorCardName">Priya Raghunathan</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(519) 555-0163</div>
<div class="officeCardName">Grand River Home Realty Inc., Brokerage</div><div class="officeCardAddress">1400 Weber St E, Unit 6<br>Kitchener, Ontario N2A 3Z8</div><div class="officeCardPhone">(519) 555-0100</div></div>
</section>
${mortgageCalc({ price: "$849,900", down: "$169,980", rate: "4.89%", years: 25, payment: "$3,921" })}
<section id="neighbourhoodCon"><h2>Kitchener market snapshot</h2><p>Average list price in Kitchener: <strong>$768,350</strong> · Average days on market: 21 · Active listings: 612</p></section>
<section id="similarListings"><h2>Similar properties nearby</h2>
<div class="smallListingCard" data-listing-id="28901187"><div class="smallListingCardPrice">$799,000</div><div class="smallListingCardAddress">31 ACTIVA Avenue, Kitchener, Ontario N2E 3N4</div><div class="smallListingCardIcons">3 + 1 bd · 2 ba</div></div>
<div class="smallListingCard" data-listing-id="28877032"><div class="smallListingCardPrice">$929,900</div><div class="smallListingCardAddress">118 PIONEER Drive, Kitchener, Ontario N2P 2C8</div><div class="smallListingCardIcons">4 + 2 bd · 4 ba</div></div>
</section>
<p class="listingDisclaimer">Listing data courtesy of the Cornerstone Association of REALTORS®. Information is deemed reliable but not guaranteed. Data last updated 2025-03-18.</p>
</main>
<footer id="footer">${footerNav("REALTOR.ca")}
<p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. © 2025 The Canadian Real Estate Association, 200 Catherine Street, Ottawa, Ontario K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849900, currency: "CAD" },
      propertyKind: "house",
      street: "76 BRIARCLIFFE Crescent",
      city: "Kitchener",
      province: "ON",
      postalCode: "N2E 2K4",
      neighbourhood: "Country Hills",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 5310, unit: "ft2" },
      mlsNumber: "40698123",
      listingAgentName: "Priya Raghunathan",
      brokerageName: "Grand River Home Realty Inc., Brokerage",
      geo: { lat: 43.40873, lng: -80.47412 },
    },
  },
  {
    name: "ho58-zolo-house-oshawa-pinecrest",
    site: "zolo.ca",
    set: "held-out-58",
    traps: "4+1 beds with a finished basement rec room and office; TRREB size range; lot 42.00 x 110.00 Feet; taxes with their year beside the price; last sold price in the history; Zolo's own agent in the contact box but only the listing brokerage named; other Pinecrest listings; Zolo's Toronto office in the footer",
    pageUrl: "https://www.zolo.ca/oshawa-real-estate/1452-coldstream-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1452 Coldstream Drive, Oshawa — For Sale @ $949,000 | Zolo.ca</title>
<meta name="description" content="1452 Coldstream Drive, Oshawa, ON L1K 2T5 is a 4+1 bedroom, 4 bathroom detached home for sale at $949,000. MLS® E12240917.">
<meta property="og:title" content="1452 Coldstream Drive, Oshawa — $949,000">
<meta property="og:image" content="https://photos.zolo.ca/1452-coldstream-drive-oshawa-E12240917-1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "1452 Coldstream Drive",
  address: { "@type": "PostalAddress", streetAddress: "1452 Coldstream Drive", addressLocality: "Oshawa", addressRegion: "ON", postalCode: "L1K 2T5", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 43.93418, longitude: -78.87126 },
  numberOfRooms: 12,
})}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Zolo Realty", telephone: "416-898-8932", address: { "@type": "PostalAddress", streetAddress: "5700 Yonge St, Suite 1900", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2M 4K2" } })}
</head><body class="listing-page">
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/oshawa-real-estate">Oshawa</a><a href="/sold">Sold</a><a href="/home-value">Home value</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-main" data-id="1108827">
<nav class="breadcrumbs"><a href="/ontario-real-estate">Ontario</a> › <a href="/oshawa-real-estate">Oshawa</a> › <a href="/oshawa-real-estate/pinecrest">Pinecrest</a> › 1452 Coldstream Drive</nav>
<section class="listing-header">
<h1 class="address">1452 Coldstream Drive</h1>
<div class="area"><a href="/oshawa-real-estate/pinecrest">Pinecrest</a>, Oshawa, ON L1K 2T5</div>
<div class="listing-price"><span class="priv">$949,000</span> <span class="tax">Taxes: $6,218 (2024)</span></div>
<ul class="listing-values"><li><span class="value">4+1</span> Bed</li><li><span class="value">4</span> Bath</li><li><span class="value">2000-2500</span> Sqft</li><li>Detached</li></ul>
<div class="listing-status">For Sale · 9 days on Zolo · Listed Mar 10, 2025</div>
</section>
<section class="section-listing-content"><h2>About 1452 Coldstream Drive</h2>
<p>Pride of ownership shows in this all-brick two-storey detached home on a family-friendly street in Pinecrest, one of north Oshawa's most sought-after pockets. Step into a sunny foyer with ceramic floors and a circular oak staircase. The formal living and dining rooms have hardwood floors and pot lights, and the renovated kitchen (2022) features quartz counters, a large island with seating, a gas range and a walkout to a two-tier deck overlooking a landscaped, fully fenced yard with a shed. The family room off the kitchen has a gas fireplace and California shutters. Upstairs you'll find four generous bedrooms, including a primary retreat with a walk-in closet and a five-piece ensuite with soaker tub and glass shower. The professionally finished basement adds a large recreation room with pot lights, a fifth bedroom with an above-grade window, a home office and a three-piece bath, perfect for teens, guests or working from home. Main floor laundry with garage access. Double car garage with a driveway for four more cars, no sidewalk. Walk to Pierre Elliott Trudeau Public School, Sherwood Public School and parks; minutes to Harmony Valley trails, the Oshawa Centre, Durham College/Ontario Tech and Highway 407. Furnace 2018, roof 2016, windows 2015.</p>
</section>
<section class="section-listing-content"><h2>Property Details</h2>
<dl class="column">
<dt>Type</dt><dd>Detached</dd><dt>Style</dt><dd>2-Storey</dd><dt>Size (sq ft)</dt><dd>2000-2500</dd><dt>Lot Size</dt><dd>42.00 x 110.00 Feet</dd>
<dt>Approximate Age</dt><dd>16-30</dd><dt>Basement</dt><dd>Finished</dd><dt>Garage</dt><dd>Attached, 2 spaces</dd><dt>Parking</dt><dd>6 total</dd>
<dt>Heating</dt><dd>Forced Air, Gas</dd><dt>Air Conditioning</dt><dd>Central Air</dd><dt>Fireplace</dt><dd>Yes</dd><dt>MLS®#</dt><dd>E12240917</dd>
<dt>Community</dt><dd>Pinecrest</dd><dt>Municipality</dt><dd>Oshawa</dd><dt>Bathrooms</dt><dd>4 (1 x 2 pc, 1 x 4 pc, 1 x 5 pc, 1 x 3 pc)</dd>
</dl>
</section>
<section class="section-listing-content rooms"><h2>Rooms</h2>
${roomsTable(oshawaRooms, "rooms-table zolo", ["Level", "Room", "Metres", "Feet", "Features"])}
</section>
<section class="section-listing-content history"><h2>Listing History</h2>
<table class="history"><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Mar 10, 2025</td><td>Listed</td><td>$949,000</td></tr>
<tr><td>Jun 02, 2014</td><td>Sold</td><td>$412,000</td></tr>
<tr><td>May 14, 2014</td><td>Listed</td><td>$419,900</td></tr></table>
</section>
${mortgageCalc({ price: "$949,000", down: "$189,800", rate: "4.74%", years: 25, payment: "$4,314" })}
<section class="contact-card"><h2>Ask about this home</h2><div class="agent-name">Marco Ferri</div><div class="agent-title">Zolo Real Estate Advisor</div><div class="agent-phone">416-898-8932</div><button>Book a showing</button></section>
<p class="listing-brokerage">Listing provided by Lakeshore Durham Realty Inc., Brokerage. MLS® E12240917. Data supplied by the Toronto Regional Real Estate Board.</p>
<section class="nearby"><h2>More homes in Pinecrest</h2>
<div class="card"><span class="price">$1,049,900</span><span class="address">1380 Dartmoor Court, Oshawa</span><span>4+2 bd · 4 ba</span></div>
<div class="card"><span class="price">$874,000</span><span class="address">1519 Clearbrook Drive, Oshawa</span><span>3 bd · 3 ba</span></div>
<div class="card sold"><span class="price">Sold $905,500</span><span class="address">1466 Coldstream Drive, Oshawa</span></div>
</section>
</main>
<footer class="footer">${footerNav("Zolo")}<p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2 · 416-898-8932. The listing data is provided under copyright by the Toronto Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 949000, currency: "CAD" },
      propertyKind: "house",
      street: "1452 Coldstream Drive",
      city: "Oshawa",
      province: "ON",
      postalCode: "L1K 2T5",
      neighbourhood: "Pinecrest",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2000,
      lot: { value: 4620, unit: "ft2" },
      mlsNumber: "E12240917",
      brokerageName: "Lakeshore Durham Realty Inc., Brokerage",
      geo: { lat: 43.93418, lng: -78.87126 },
    },
  },
  {
    name: "ho58-housesigma-inlaw-barrie-holly",
    site: "housesigma.com",
    set: "held-out-58",
    traps: "Vue state with the list price beside HouseSigma's estimate, rental estimate and a 2019 sold price; 3+2 bedrooms with the in-law apartment's kitchen and bedrooms in the lower-level rooms; size range; lot in feet; community Holly; sign-in gate over sold history; listing brokerage only",
    pageUrl: "https://housesigma.com/on/barrie-real-estate/37-hawthorne-crescent/home/Vr8q2mLdK1bYx0zA/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>37 Hawthorne Cres, Barrie, ON L4N 5W3 | For Sale $819,000 | HouseSigma</title>
<meta name="description" content="37 Hawthorne Cres, Barrie (Holly) - detached, 3+2 bedrooms, 3 bathrooms, listed for $819,000. See HouseSigma's estimate, sold history and comparable homes.">
<meta property="og:title" content="37 Hawthorne Cres, Barrie - $819,000">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/045/S12189045.jpeg">
</head><body>
<div id="app">
<header class="hs-header"><a class="logo" href="/">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market trends</a><a href="/on/agents">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-detail">
<section class="top-info">
<h1 class="address">37 Hawthorne Cres</h1>
<p class="community">Holly, Barrie, ON L4N 5W3</p>
<div class="price-block"><span class="label">Listed</span><span class="price">$819,000</span></div>
<div class="estimate-block"><span class="label">SigmaEstimate</span><span class="estimate">$797,600</span><span class="date">Mar 17, 2025</span></div>
<div class="rent-estimate">Estimated rent: $3,150/month</div>
<ul class="basic"><li>Detached</li><li>3+2 Bedrooms</li><li>3 Bathrooms</li><li>1100-1500 sqft</li><li>Lot 40 x 115 feet</li><li>Tax $5,104 / 2024</li></ul>
<div class="mls">MLS® S12189045 · Listed 6 days ago</div>
</section>
<section class="description"><h2>Description</h2>
<p>Raised bungalow with a bright in-law apartment in Barrie's Holly neighbourhood, close to Holly Community Centre, Mapleview Drive shopping and the Highway 400 ramps at Essa Road. The main level has a vaulted living room with a bay window, an eat-in kitchen with a walkout to the deck and yard, three bedrooms, a four-piece semi-ensuite and a second four-piece bath off the hall. Thanks to the raised design, the lower level feels like a main floor: the self-contained in-law apartment has its own entrance from the side door, a full kitchen with a pantry, a living room with large above-grade windows, two bedrooms and a four-piece bath, and shares the laundry room with the upstairs. It suits parents or adult children who want independence, or can be rented (not registered as a second unit; buyer to verify). Attached single garage with inside entry, driveway for two. Fenced 40 x 115 foot lot with mature maple trees. Shingles 2021, furnace 2017, updated windows. Seller will consider a quick closing.</p>
</section>
<section class="key-facts"><h2>Key facts</h2>
<table><tr><td>Property Type</td><td>Detached</td></tr><tr><td>Style</td><td>Bungalow-Raised</td></tr><tr><td>Bedrooms</td><td>3+2</td></tr><tr><td>Bathrooms</td><td>3 (3 x 4pc)</td></tr>
<tr><td>Size</td><td>1100-1500 feet²</td></tr><tr><td>Lot Size</td><td>40 x 115 feet</td></tr><tr><td>Age</td><td>31-50 years</td></tr><tr><td>Basement</td><td>Apartment, Finished</td></tr>
<tr><td>Garage</td><td>Attached, 1</td></tr><tr><td>Parking</td><td>3 total</td></tr><tr><td>Community</td><td>Holly</td></tr><tr><td>Municipality</td><td>Barrie</td></tr></table>
</section>
<section class="rooms"><h2>Rooms</h2>${roomsTable(barrieRooms, "hs-rooms", ["Level", "Room", "Size (m)", "Size (ft)", "Description"])}</section>
<section class="history"><h2>Listing history</h2><div class="gate">Sign in to see sold prices and full history.</div>
<table class="blurred"><tr><td>2019-07-24</td><td>Sold</td><td>$575,000</td></tr><tr><td>2019-07-02</td><td>Listed</td><td>$589,900</td></tr></table></section>
${mortgageCalc({ price: "$819,000", down: "$163,800", rate: "4.64%", years: 25, payment: "$3,683" })}
<section class="comparables"><h2>Comparable sold homes</h2>
<div class="comp"><span>42 Ironwood Trail, Barrie</span><span>Sold $781,000</span><span>3+1 bd</span></div>
<div class="comp"><span>9 Kell Place, Barrie</span><span>Sold $842,500</span><span>3+2 bd</span></div>
</section>
<p class="brokerage">Listing Brokerage: Simcoe Shores Realty Inc., Brokerage</p>
</main>
<footer class="hs-footer">${footerNav("HouseSigma")}<p>HouseSigma Inc., 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4. Brokerage: HouseSigma Inc., Brokerage. Data provided by the Toronto Regional Real Estate Board.</p></footer>
</div>
${stateScript("window.__INITIAL_STATE__", {
  listing: {
    id_listing: "Vr8q2mLdK1bYx0zA",
    ml_num: "S12189045",
    address: "37 Hawthorne Cres",
    municipality_name: "Barrie",
    community_name: "Holly",
    province: "ON",
    postal_code: "L4N 5W3",
    price_int: 819000,
    estimate: { price: 797600, rent: 3150 },
    bedroom_string: "3+2",
    washroom: 3,
    house_area: { area: "1100-1500", unit: "feet" },
    land: { front: 40, depth: 115, unit: "feet" },
    map: { lat: 44.34671, lon: -79.71248 },
    brokerage_text: "Simcoe Shores Realty Inc., Brokerage",
  },
})}
</body></html>`,
    expected: {
      price: { amount: 819000, currency: "CAD" },
      propertyKind: "house",
      street: "37 Hawthorne Cres",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 5W3",
      neighbourhood: "Holly",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1100,
      lot: { value: 4600, unit: "ft2" },
      mlsNumber: "S12189045",
      brokerageName: "Simcoe Shores Realty Inc., Brokerage",
      geo: { lat: 44.34671, lng: -79.71248 },
    },
  },
  {
    name: "ho58-condosca-townhouse-whitby",
    site: "condos.ca",
    set: "held-out-58",
    traps: "townhouse condo with its unit number before the street; maintenance fees and taxes beside the price; price per sqft; 3+1 beds with a finished basement bedroom; size range; complex's other units' sold and rent prices; the complex's built year; condos.ca's brokerage in the footer",
    pageUrl: "https://condos.ca/whitby/blue-grass-meadows-townhomes-1845-rossland-rd-e/unit-27-E12271934",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27-1845 Rossland Rd E, Whitby | For Sale $699,900 | Condos.ca</title>
<meta name="description" content="27-1845 Rossland Rd E is a 3+1 bedroom, 3 bathroom condo townhouse for sale in Blue Grass Meadows, Whitby, listed at $699,900.">
<meta property="og:title" content="27-1845 Rossland Rd E, Whitby - $699,900">
<meta property="og:image" content="https://condos.ca/public/listings/E12271934/1.jpg">
</head><body>
<div id="__next">
<header class="Header"><a href="/">Condos.ca</a><nav><a href="/whitby">Whitby</a><a href="/map">Map</a><a href="/sold">Sold</a><a href="/login">Log in</a></nav></header>
<main class="ListingPage">
<nav class="Breadcrumbs"><a href="/toronto">GTA</a> / <a href="/whitby">Whitby</a> / <a href="/whitby/blue-grass-meadows">Blue Grass Meadows</a> / Unit 27</nav>
<section class="ListingHero">
<h1>27-1845 Rossland Rd E</h1>
<div class="Sub">Condo Townhouse · Blue Grass Meadows, Whitby, ON L1N 3P4</div>
<div class="Price">$699,900 <span class="PerSqft">$583/sqft</span></div>
<ul class="Stats"><li>3+1 Beds</li><li>3 Baths</li><li>1200-1399 sqft</li><li>1 Parking</li></ul>
<div class="Fees">Maint. fees $412/mo · Taxes $3,876/yr</div>
</section>
<section class="Description"><h2>About this townhouse</h2>
<p>End-unit condo townhouse that lives like a freehold, backing onto the treed ravine at Blue Grass Meadows. The main floor has laminate throughout, an open living room that walks out to a private fenced patio, a dining area and a kitchen with a breakfast bar, stainless steel appliances and lots of pantry storage. Three bedrooms upstairs, including a primary with a four-piece ensuite and walk-in closet; the other two share a four-piece bath. The finished basement has a recreation room with pot lights, a fourth bedroom with a window and a two-piece bath beside the laundry room — handy for guests or a teenager. Attached single garage with inside entry plus a driveway space. Maintenance fees cover water, building insurance, snow removal, lawn care, windows, doors and roof; the corporation replaced the roofs in 2020 and the windows in 2022. Steps to Anderson CVI, Whitby Mall, Iroquois Park Sports Centre and GO buses on Rossland; 5 minutes to Highway 401 and the Whitby GO station. Pets allowed with restrictions.</p>
</section>
<section class="Details"><h2>Details</h2>
<table><tr><th>Type</th><td>Condo Townhouse</td></tr><tr><th>Style</th><td>2-Storey</td></tr><tr><th>Bedrooms</th><td>3+1</td></tr><tr><th>Bathrooms</th><td>3 (1 x 2 pc, 2 x 4 pc)</td></tr>
<tr><th>Size</th><td>1200-1399 sqft</td></tr><tr><th>Basement</th><td>Finished</td></tr><tr><th>Garage</th><td>Attached, 1 space</td></tr><tr><th>Exposure</th><td>South</td></tr>
<tr><th>Maintenance fees</th><td>$412/mo</td></tr><tr><th>Property management</th><td>Durham Community Management</td></tr><tr><th>Corp #</th><td>DSCC 142</td></tr><tr><th>MLS®</th><td>E12271934</td></tr></table>
</section>
<section class="Rooms"><h2>Rooms</h2>${roomsTable(whitbyRooms, "RoomsTable", ["Level", "Room", "Metres", "Feet", "Features"])}</section>
<section class="Building"><h2>Blue Grass Meadows Townhomes — 1845 Rossland Rd E</h2>
<p>Built in 2003 · 64 units · 2 storeys · Developer: Brookhill Homes</p>
<div class="BuildingStats"><span>Avg. sold price (12 mo): $668,000</span><span>Avg. rent: $2,950/mo</span><span>Avg. $/sqft: $541</span></div>
<div class="OtherUnits"><h3>Other units in this complex</h3>
<div class="Unit"><span>Unit 12</span><span>Sold $655,000</span><span>3 bd · 3 ba</span></div>
<div class="Unit"><span>Unit 41</span><span>For rent $2,900/mo</span><span>3 bd · 2 ba</span></div>
<div class="Unit"><span>Unit 58</span><span>For sale $714,500</span><span>3+1 bd · 4 ba</span></div></div>
</section>
${mortgageCalc({ price: "$699,900", down: "$69,990", rate: "4.69%", years: 30, payment: "$3,264" })}
<p class="ListingBrokerage">Listed by Trillium Shores Realty Inc., Brokerage</p>
</main>
<footer class="Footer">${footerNav("Condos.ca")}<p>Condos.ca is operated by Condos.ca Inc., Brokerage, 1 Yonge St, Suite 1801, Toronto, ON M5E 1W7. MLS® listing data © Toronto Regional Real Estate Board.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        mls: "E12271934",
        unitNumber: "27",
        streetAddress: "1845 Rossland Rd E",
        city: "Whitby",
        neighbourhood: "Blue Grass Meadows",
        postal: "L1N 3P4",
        price: 699900,
        maintenanceFee: 412,
        bedrooms: "3+1",
        bathrooms: 3,
        sqftRange: "1200-1399",
        type: "Condo Townhouse",
        lat: 43.89143,
        lng: -78.92486,
        brokerage: "Trillium Shores Realty Inc., Brokerage",
      },
      building: { name: "Blue Grass Meadows Townhomes", yearBuilt: 2003, units: 64 },
    },
  },
  page: "/[city]/[building]/[unit]",
})}
</body></html>`,
    expected: {
      price: { amount: 699900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "27-1845 Rossland Rd E",
      city: "Whitby",
      province: "ON",
      postalCode: "L1N 3P4",
      neighbourhood: "Blue Grass Meadows",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      yearBuilt: 2003,
      mlsNumber: "E12271934",
      brokerageName: "Trillium Shores Realty Inc., Brokerage",
      geo: { lat: 43.89143, lng: -78.92486 },
    },
  },
];
