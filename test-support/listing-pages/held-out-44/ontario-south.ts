/**
 * Forty-fourth held-out corpus, southern Ontario: a REALTOR.ca house in Hamilton's Stoney Creek with two co-listing
 * agents, a Zolo semi on Barrie's Toronto Street, a condos.ca unit on Toronto's Richmond Street and a Royal LePage
 * concession-road farm in Clarington's Orono.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeEn } from "./chrome.ts";

export const HELD_OUT_44_ONTARIO_SOUTH: ListingPage[] = [
  {
    name: "ho44-realtorca-house-stoney-creek",
    site: "realtor.ca",
    set: "held-out-44",
    traps: "REALTOR.ca detail: civic number with a letter ('12A'); 'Hamilton' as the city with Stoney Creek only as the community name; two agents from two brokerages (co-listing); the first brokerage's office on Queenston Rd in Stoney Creek; '3 + 1' bedrooms with a separate half-bath count; 40 x 110 FT land size; annual taxes; the agent's other listings with prices",
    pageUrl: "https://www.realtor.ca/real-estate/27718204/12a-king-street-e-hamilton",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12A KING Street E, Hamilton, Ontario L8G 1K9 - H4190217 | REALTOR.ca</title>
<meta name="description" content="For sale: 12A KING Street E, Hamilton, Ontario L8G 1K9 - $749,900. Single Family house, 3 + 1 bedrooms. MLS® Number H4190217.">
<meta property="og:title" content="12A KING Street E, Hamilton, Ontario L8G 1K9">
</head><body>
<header class="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/my-realtor">My REALTOR.ca</a></nav></header>
<main id="listingDetailsCon" data-propertyid="27718204">
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">12A KING Street E<br>Hamilton, Ontario L8G1K9</h1></div>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$749,900</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number: </span><span id="MLNumberVal">H4190217</span></div>
<div id="propertyDescriptionCon"><div id="propertyDescription">Raised brick bungalow on a quiet stretch of King St E in old Stoney Creek, steps to Battlefield Park and the escarpment trails. Main floor with three bedrooms and a four-piece bath; finished lower level with a fourth bedroom, rec room and two-piece bath. Detached garage, 40 x 110 ft lot. Minutes to the QEW and Eastgate Square.</div></div>
<div id="propertyDetailsSectionContentSubCon_Summary">
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Property Type</span><span class="propertyDetailsSectionContentValue">Single Family</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">House</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Storeys</span><span class="propertyDetailsSectionContentValue">1</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Community Name</span><span class="propertyDetailsSectionContentValue">Stoney Creek</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Land Size</span><span class="propertyDetailsSectionContentValue">40 x 110 FT</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Built in</span><span class="propertyDetailsSectionContentValue">1961</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$4,812</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Parking Type</span><span class="propertyDetailsSectionContentValue">Detached Garage</span></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<div class="propertyDetailsRoomContent"><span class="label">Bedrooms</span><span class="value">3 + 1</span></div>
<div class="propertyDetailsRoomContent"><span class="label">Bathrooms (Total)</span><span class="value">2</span></div>
<div class="propertyDetailsRoomContent"><span class="label">Partial Bathrooms</span><span class="value">1</span></div>
<div class="propertyDetailsRoomContent"><span class="label">Size Interior</span><span class="value">1150 sqft</span></div>
</div>
<table class="rooms"><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr><tr><td>Main level</td><td>Living room</td><td>17'2" x 12'6"</td></tr><tr><td>Main level</td><td>Primary Bedroom</td><td>13'0" x 11'1"</td></tr><tr><td>Basement</td><td>Bedroom</td><td>11'8" x 10'4"</td></tr></table>
<div id="realtorCardsCon">
<div class="realtorCardCon"><div class="realtorCardName">Priya Mehta</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardOfficeName">Escarpment Realty Inc., Brokerage</div><div class="realtorCardOfficeAddress">985 Queenston Rd, Stoney Creek, Ontario L8G 1B8</div><div class="realtorCardPhone">905-555-0181</div></div>
<div class="realtorCardCon"><div class="realtorCardName">Daniel Kowalczyk</div><div class="realtorCardTitle">Broker</div><div class="realtorCardOfficeName">Lakeshore Bay Realty Ltd., Brokerage</div><div class="realtorCardOfficeAddress">2-420 Lakeshore Rd W, Oakville, Ontario L6K 1G4</div><div class="realtorCardPhone">905-555-0143</div></div>
</div>
<section class="moreFromRealtor"><h2>Other listings by Priya Mehta</h2>
<div class="smallListingCard"><div class="price">$619,000</div><div class="address">88 Lake Ave Dr, Hamilton (Stoney Creek), Ontario</div><div class="beds">3 bd · 1 ba</div></div>
<div class="smallListingCard"><div class="price">$1,089,000</div><div class="address">5 Ridge Rd, Grimsby, Ontario</div><div class="beds">4 bd · 3 ba</div></div>
</section>
</main>
<footer><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p><p>Data provided by the Cornerstone Association of REALTORS®.</p></footer>
${chromeEn("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "CAD" },
      propertyKind: "house",
      street: "12A King Street E",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8G 1K9",
      neighbourhood: "Stoney Creek",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
      lot: { value: 4400, unit: "ft2" },
      yearBuilt: 1961,
      mlsNumber: "H4190217",
      listingAgentName: "Priya Mehta",
      brokerageName: "Escarpment Realty Inc., Brokerage",
    },
  },
  {
    name: "ho44-zolo-semi-barrie-toronto-st",
    site: "zolo.ca",
    set: "held-out-44",
    traps: "Zolo: a street named after another city ('58 Toronto St' in Barrie); 'Allandale' neighbourhood; a Zolo estimate and this home's 2016 sold price beside the list price; '2+1' beds; size range '1100-1500' sqft; 30 x 132 ft lot; the listing brokerage only (no listing agent) beside a Zolo buyer's agent to book with; nearby sold homes; Zolo's Toronto office in the footer",
    pageUrl: "https://www.zolo.ca/barrie-real-estate/58-toronto-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>58 Toronto St, Barrie, ON L4N 1V1 | Semi-Detached for sale | Zolo.ca</title>
<meta name="description" content="58 Toronto St, Barrie — 2+1 bed, 2 bath semi-detached for sale at $579,900. MLS® S8234561.">
<meta property="og:image" content="https://photos.zolo.ca/58-toronto-st-barrie-S8234561-1.jpg">
</head><body>
<header class="header"><a href="/" class="logo">Zolo</a><nav><a href="/barrie-real-estate">Barrie</a><a href="/sold">Sold</a><a href="/home-value">Home Value</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<nav class="breadcrumb"><a href="/">Zolo</a> › <a href="/barrie-real-estate">Barrie</a> › <a href="/barrie-real-estate/allandale">Allandale</a></nav>
<section class="listing-location"><h1 class="address">58 Toronto St</h1><div class="area">Allandale, Barrie, ON L4N 1V1</div></section>
<section class="listing-price"><div class="price">$579,900</div><div class="estimate">Zolo Estimate: $596,400</div><div class="history-note">Last sold for $341,000 in Mar 2016</div></section>
<ul class="listing-values"><li><span class="priv">2+1</span> Bd</li><li><span class="priv">2</span> Ba</li><li><span class="priv">1100-1500</span> Sqft</li></ul>
<section class="section-listing-info"><h2>Key Facts</h2>
<dl class="column"><dt class="label">Type</dt><dd class="value">Semi-Detached</dd></dl>
<dl class="column"><dt class="label">Style</dt><dd class="value">2-Storey</dd></dl>
<dl class="column"><dt class="label">Lot Size</dt><dd class="value">30 x 132 feet</dd></dl>
<dl class="column"><dt class="label">Taxes</dt><dd class="value">$3,644 (2024)</dd></dl>
<dl class="column"><dt class="label">MLS®</dt><dd class="value">S8234561</dd></dl>
<dl class="column"><dt class="label">Days on Site</dt><dd class="value">9</dd></dl>
<dl class="column"><dt class="label">Heating</dt><dd class="value">Forced Air, Gas</dd></dl>
</section>
<section class="description"><h2>Description</h2><p>Updated semi a short walk from the Allandale Waterfront GO station and Kempenfelt Bay. Two bedrooms up, a third bedroom in the finished basement, new windows (2021) and a deep 132 ft lot with a garden shed. Quick access to Highway 400 for the drive to Toronto.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>4.27 x 3.35 m</td></tr><tr><td>Primary</td><td>2nd</td><td>3.96 x 3.05 m</td></tr><tr><td>Bedroom</td><td>Bsmt</td><td>3.20 x 2.90 m</td></tr></table></section>
<section class="brokerage-info"><p class="listed-by">Listed by Northshore Realty Group Ltd., Brokerage</p></section>
<aside class="zolo-agent"><h3>Book a showing</h3><p>Megan Torres, Zolo Realty buyer's agent — free home tours 7 days a week.</p><button>Request showing</button></aside>
<section class="nearby-sold"><h2>Sold nearby</h2>
<article class="card"><div class="price">$552,000</div><div class="addr">41 Essa Rd, Barrie</div><div class="meta">Sold Feb 2025 · 3 bd · 2 ba</div></article>
<article class="card"><div class="price">$612,500</div><div class="addr">7 Innisfil St, Barrie</div><div class="meta">Sold Jan 2025 · 3 bd · 2 ba</div></article>
</section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 1500, Toronto, ON M2M 4K2</p><p>Listing data courtesy of the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed.</p></footer>
${chromeEn("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 579900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "58 Toronto St",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 1V1",
      neighbourhood: "Allandale",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 3960, unit: "ft2" },
      mlsNumber: "S8234561",
      brokerageName: "Northshore Realty Group Ltd., Brokerage",
    },
  },
  {
    name: "ho44-condosca-condo-richmond-st-toronto",
    site: "condos.ca",
    set: "held-out-44",
    traps: "condos.ca: unit-hyphen-civic ('1802 - 15 Richmond St E') on a street named like the BC city; building name and 'Church-Yonge Corridor' neighbourhood; '1+1' beds; size range '700-799' sqft; maintenance fees and taxes; a condos.ca estimate; the building's sold units and a Richmond Hill similar listing; listing brokerage in a 'Listed by' line; condos.ca's own brokerage office in the footer",
    pageUrl: "https://condos.ca/toronto/the-richmond-arcade-15-richmond-st-e/unit-1802-C9123456",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1802 - 15 Richmond St E, Toronto | The Richmond Arcade Residences | Condos.ca</title>
<meta name="description" content="1+1 bed, 1 bath condo for sale at The Richmond Arcade Residences, 15 Richmond St E. Listed at $639,000.">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"listing":{"id":"lst_7Hq2kP","unit":"1802","building":{"name":"The Richmond Arcade Residences","address":"15 Richmond St E","yearBuilt":2012,"units":412},"neighbourhood":"Church-Yonge Corridor","askingPrice":639000,"estimate":652000,"beds":"1+1","baths":1,"sqftRange":"700-799","maintenanceFee":612.4,"taxes":2890,"mls":"C9123456"}}}}</script>
</head><body>
<header><a href="/" class="logo">Condos.ca</a><nav><a href="/toronto">Toronto</a><a href="/map">Map</a><a href="/buildings">Buildings</a><a href="/sign-in">Sign in</a></nav></header>
<main>
<div class="listing-header"><h1>1802 - 15 Richmond St E</h1><p class="location"><a href="/toronto/church-yonge-corridor">Church-Yonge Corridor</a>, Toronto, ON M5C 1N2</p><p class="building"><a href="/toronto/the-richmond-arcade-15-richmond-st-e">The Richmond Arcade Residences</a></p></div>
<div class="price-block"><span class="asking">$639,000</span><span class="estimate">Condos.ca estimate $652,000</span><span class="psf">$842 / sqft</span></div>
<ul class="summary"><li>1+1 Beds</li><li>1 Bath</li><li>700-799 sqft</li><li>Locker</li></ul>
<table class="details"><tbody>
<tr><th>Property type</th><td>Condo Apt</td></tr>
<tr><th>Maintenance fees</th><td>$612.40 / month</td></tr>
<tr><th>Property taxes</th><td>$2,890 / year</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Building year built</th><td>2012</td></tr>
<tr><th>MLS®</th><td>C9123456</td></tr>
<tr><th>Listing ID</th><td>lst_7Hq2kP</td></tr>
</tbody></table>
<section class="description"><p>South-facing one bedroom plus a separate den with a door, nine-foot ceilings and a Juliet balcony. Steps to Queen subway station, the Eaton Centre and St. Michael's Hospital. Locker included; no parking.</p></section>
<p class="listed-by">Listed by Parkline Realty Inc., Brokerage</p>
<section class="building-sales"><h2>Recently sold in this building</h2>
<div class="row"><span>Unit 1407</span><span>1 bed</span><span>Sold $598,000</span></div>
<div class="row"><span>Unit 2210</span><span>2 bed</span><span>Sold $815,000</span></div>
</section>
<section class="similar"><h2>Similar listings</h2><div class="card"><b>$629,900</b> 305 - 9088 Yonge St, Richmond Hill</div><div class="card"><b>$659,000</b> 1104 - 30 Roehampton Ave, Toronto</div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage, 1 Yonge St, Toronto, ON M5E 1E5.</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board.</p></footer>
${chromeEn("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 639000, currency: "CAD" },
      propertyKind: "condo",
      street: "1802 - 15 Richmond St E",
      city: "Toronto",
      province: "ON",
      postalCode: "M5C 1N2",
      neighbourhood: "Church-Yonge Corridor",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 700,
      yearBuilt: 2012,
      mlsNumber: "C9123456",
      brokerageName: "Parkline Realty Inc., Brokerage",
    },
  },
  {
    name: "ho44-royallepage-farm-clarington-orono",
    site: "royallepage.ca",
    set: "held-out-44",
    traps: "Royal LePage: a concession-road address in Clarington with Orono as the community and an old 'R.R. #2, Orono' mailing line; a listing agent plus a co-listing agent from another brokerage; the brokerage's Bowmanville office; 48.6 acres; a farm; an MPAC assessment and taxes beside the price; other listings by the agent",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/clarington/2275-concession-road-7/24190388/mlsE8456123/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2275 Concession Road 7, Clarington, ON L0B 1M0 | Farm for sale | Royal LePage</title>
<meta name="description" content="Hobby farm for sale at 2275 Concession Road 7, Clarington. 4 bedrooms, 2 bathrooms, 48.6 acres. $1,495,000.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "2275 Concession Road 7", offers: { "@type": "Offer", price: 1495000, priceCurrency: "CAD" } })}
</head><body>
<header><a href="/" class="logo">Royal LePage</a><nav><a href="/en/search">Find a property</a><a href="/en/agent">Find an agent</a><a href="/en/office">Find an office</a></nav></header>
<main class="property-details">
<div class="address-bar"><h1 class="address-1">2275 Concession Road 7</h1><h2 class="address-2">Clarington (Orono), Ontario L0B 1M0</h2></div>
<div class="price"><span class="price-label">List price</span> <span class="price-value">$1,495,000</span></div>
<ul class="beds-baths"><li>4 Bedrooms</li><li>2 Bathrooms</li><li>2,400 sq. ft.</li></ul>
<div class="details-table">
<div class="row"><span class="label">MLS®#</span><span class="val">E8456123</span></div>
<div class="row"><span class="label">Property Type</span><span class="val">Farm</span></div>
<div class="row"><span class="label">Community</span><span class="val">Orono</span></div>
<div class="row"><span class="label">Lot Size</span><span class="val">48.6 Acres</span></div>
<div class="row"><span class="label">Year Built</span><span class="val">1890</span></div>
<div class="row"><span class="label">Assessment (MPAC)</span><span class="val">$812,000</span></div>
<div class="row"><span class="label">Taxes</span><span class="val">$6,905 / 2024</span></div>
<div class="row"><span class="label">Outbuildings</span><span class="val">Bank barn 40 x 80 ft, drive shed</span></div>
</div>
<div class="description"><p>Century farmhouse on 48.6 rolling acres north of Orono, about 30 workable acres in hay. Four bedrooms, two baths, wood stove, updated kitchen. Bank barn and drive shed, spring-fed pond. Mail still arrives addressed R.R. #2, Orono. Fifteen minutes to Highway 115 and Highway 407.</p></div>
<div class="agents">
<div class="agent-card listing-agent"><p class="role">Listing agent</p><p class="name">Gwen Haraldsen</p><p class="title">Sales Representative</p><p class="office">Royal LePage Kawartha Shore Realty, Brokerage</p><p class="office-address">176 King St E, Bowmanville, ON L1C 1N8</p></div>
<div class="agent-card co-listing"><p class="role">Co-listing agent</p><p class="name">Ben Otieno</p><p class="office">Century Grove Real Estate Inc., Brokerage</p></div>
</div>
<section class="agent-listings"><h3>More listings from Gwen Haraldsen</h3><div class="card">$899,000 · 61 Main St, Clarington (Newcastle)</div><div class="card">$1,250,000 · 3390 Regional Rd 17, Clarington</div></section>
</main>
<footer><p>Royal LePage Kawartha Shore Realty, Brokerage. Independently owned and operated. 176 King St E, Bowmanville, ON L1C 1N8.</p><p>® Registered trademark of Bridgemarq Real Estate Services Inc.</p></footer>
${chromeEn("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 1495000, currency: "CAD" },
      propertyKind: "farm",
      street: "2275 Concession Road 7",
      city: "Clarington",
      province: "ON",
      postalCode: "L0B 1M0",
      neighbourhood: "Orono",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2400,
      lot: { value: 48.6, unit: "acres" },
      yearBuilt: 1890,
      mlsNumber: "E8456123",
      listingAgentName: "Gwen Haraldsen",
      brokerageName: "Royal LePage Kawartha Shore Realty, Brokerage",
    },
  },
];
