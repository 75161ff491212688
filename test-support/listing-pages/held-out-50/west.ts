/**
 * Fiftieth held-out corpus, the West and the Prairies: a national board portal's Calgary house with two co-listing
 * agents from different brokerages, a franchise portal's Winnipeg bungalow after a price cut, a listing portal's
 * St. Albert house with a price-history table and a Burnaby pre-construction condo assignment on a BC portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_50_WEST: ListingPage[] = [
  {
    name: "ho50-realtorca-house-calgary-evanston",
    site: "realtor.ca",
    set: "held-out-50",
    traps: "two co-listing agents from different brokerages (first card is the listing agent); '3 + 1' bedrooms; 4 bathrooms total with 1 partial; land size as '363 m2|0-4,050 sqft'; open-house times; annual property taxes; a pre-filled mortgage calculator with a 20% down payment; nearby listings with prices; coordinates in the page's listing data",
    pageUrl: "https://www.realtor.ca/real-estate/28190473/62-evanswood-crescent-nw-calgary-evanston",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>62 Evanswood Crescent NW, Calgary, Alberta T3P 0K7 - A2201847 | REALTOR.ca</title>
<meta name="description" content="For sale: 62 Evanswood Crescent NW, Calgary, Alberta T3P 0K7 - $689,900. Two-storey family home in Evanston with a developed basement.">
<meta property="og:title" content="62 Evanswood Crescent NW, Calgary, Alberta T3P 0K7">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28190473/62-evanswood-crescent-nw-calgary-evanston">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638790/reb9/highres/7/a2201847_1.jpg">
<script>var listingData = {"PropertyId":"28190473","MlsNumber":"A2201847","Price":"$689,900","Latitude":"51.176840","Longitude":"-114.109150","PostalCode":"T3P0K7","BoardId":"9"};</script>
</head><body>
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/mortgage-calculator">Mortgage calculator</a><a href="/login">Log in</a></nav></header>
<main id="listingDetailsPage">
<div class="listingTopDetails">
<div id="listingPriceValue" class="listingDetailsPrice">$689,900</div>
<h1 id="listingAddress" class="listingDetailsAddress">62 Evanswood Crescent NW<br>Calgary, Alberta T3P0K7</h1>
<div id="MLNumberVal" class="listingDetailsMLS">MLS® Number: A2201847</div>
<div class="listingIconCon"><span class="listingIconNum">3 + 1</span> Bedrooms <span class="listingIconNum">4</span> Bathrooms <span class="listingIconNum">1986</span> Square Feet</div>
</div>
<section id="openHouse" class="openHouseCon"><h2>Open House</h2><p>Sat, April 12 · 2:00 PM – 4:00 PM</p><p>Sun, April 13 · 1:00 PM – 3:00 PM</p></section>
<section id="propertyDescriptionCon"><h2>Listing Description</h2><p>Welcome to this well-kept two-storey in Evanston, backing onto a walking path. The main floor has a flex room, an open kitchen with quartz counters and a walk-through pantry. Upstairs are three bedrooms including a primary with a five-piece ensuite, plus a bonus room. The basement was developed in 2021 with a fourth bedroom, a full bath and a rec room. Double attached garage, central air, west backyard. Close to Evanston schools and Stoney Trail.</p></section>
<section id="propertyDetailsSectionContentSubCon_PropertySummary"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentRow"><span class="label">Property Type</span><span class="value">Single Family</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Building Type</span><span class="value">House</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Storeys</span><span class="value">2</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Square Footage</span><span class="value">1986 sqft</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Community Name</span><span class="value">Evanston</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Land Size</span><span class="value">363 m2|0-4,050 sqft</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Built in</span><span class="value">2014</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Annual Property Taxes</span><span class="value">$4,286</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Parking Type</span><span class="value">Attached Garage (2)</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Time on REALTOR.ca</span><span class="value">19 days</span></div>
</section>
<section id="propertyDetailsSectionContentSubCon_Building"><h2>Building</h2>
<div class="propertyDetailsSectionContentRow"><span class="label">Bedrooms Above Grade</span><span class="value">3</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Bedrooms Below Grade</span><span class="value">1</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Bathrooms (Total)</span><span class="value">4</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Partial Bathrooms</span><span class="value">1</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Basement Type</span><span class="value">Full (Finished)</span></div>
<div class="propertyDetailsSectionContentRow"><span class="label">Heating Type</span><span class="value">Forced air</span></div>
</section>
<section id="mortgageCalculator"><h2>Mortgage Calculator</h2>
<label>Purchase Price <input name="price" value="689900"></label><label>Down Payment <input name="down" value="137980"> 20%</label><label>Amortization <select><option selected>25 years</option></select></label><label>Interest Rate <input value="4.79">%</label>
<p class="calcResult">Your payment: <strong>$3,143</strong> monthly · Mortgage amount $551,920</p></section>
<section id="listingAgents" class="realtorCardCon"><h2>Listing Agents</h2>
<div class="realtorCard"><div class="realtorCardName">Nadia Okafor</div><div class="realtorCardTitle">Associate</div><div class="realtorCardPhone">403-555-0182</div><div class="officeName">Bow Valley Realty Group</div><div class="officeAddress">2150 29 Street NE, Calgary, Alberta T1Y 7G4</div></div>
<div class="realtorCard"><div class="realtorCardName">Trent Lindqvist</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">403-555-0127</div><div class="officeName">Foothills Home Team Realty</div><div class="officeAddress">9 Crowfoot Circle NW, Calgary, Alberta T3G 3J8</div></div>
</section>
<section class="nearbyListings"><h2>Nearby listings</h2><div class="nearbyCard">$659,000 · 118 Evansborough Way NW · 3 bd · 3 ba</div><div class="nearbyCard">$724,500 · 40 Evanscove Heights NW · 4 bd · 4 ba</div><div class="nearbyCard">$612,888 · 7 Kincora Glen Rise NW · 3 bd · 3 ba</div></section>
<p class="boardDisclaimer">Data provided by: Calgary Real Estate Board (CREB®). The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p>
</main>
<footer><p>© 2025 The Canadian Real Estate Association · 410 Laurier Avenue West, 9th Floor, Ottawa, Ontario K1R 7T3</p></footer>
${chrome("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "house",
      street: "62 Evanswood Crescent NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3P 0K7",
      neighbourhood: "Evanston",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1986,
      lot: { value: 363, unit: "m2" },
      yearBuilt: 2014,
      mlsNumber: "A2201847",
      listingAgentName: "Nadia Okafor",
      brokerageName: "Bow Valley Realty Group",
      geo: { lat: 51.17684, lng: -114.10915 },
    },
  },
  {
    name: "ho50-remaxca-bungalow-winnipeg-islandlakes",
    site: "remax.ca",
    set: "held-out-50",
    traps: "price reduced: old price struck through beside the new one and the cut amount; header '2 bath' but details say 1 full + 1 half; lot as '50 X 110 ft'; open-house times; taxes with a year; 9-digit Winnipeg MLS®; RE/MAX franchise brokerage; JSON-LD with geo; similar homes with prices",
    pageUrl: "https://www.remax.ca/mb/winnipeg-real-estate/118-loon-lake-crescent-wp_id291044873-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>118 Loon Lake Crescent, Winnipeg, MB R2J 4E6 | 202508842 | RE/MAX</title>
<meta name="description" content="Price reduced! 3 bed, 2 bath bi-level in Island Lakes, Winnipeg. Listed at $459,900.">
<meta property="og:title" content="118 Loon Lake Crescent, Winnipeg, MB">
<meta property="og:type" content="website">
${ld({ "@context": "https://schema.org", "@type": ["Product", "SingleFamilyResidence"], name: "118 Loon Lake Crescent, Winnipeg, MB R2J 4E6", address: { "@type": "PostalAddress", streetAddress: "118 Loon Lake Crescent", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R2J 4E6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.82271, longitude: -97.08612 }, offers: { "@type": "Offer", price: 459900, priceCurrency: "CAD" } })}
</head><body>
<header class="remax-header"><a href="/" class="brand">RE/MAX</a><nav><a href="/mb/winnipeg-real-estate">Winnipeg homes</a><a href="/find-a-realtor">Find an agent</a><a href="/sell">Sell</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<div class="price-block"><span class="badge">Price Reduced</span><span class="list-price">$459,900</span><s class="previous-price">$479,900</s><span class="price-change">↓ $20,000 on Apr 3</span></div>
<h1 class="listing-address">118 Loon Lake Crescent, Winnipeg, MB R2J 4E6</h1>
<p class="listing-neighbourhood">Island Lakes</p>
<ul class="listing-stats"><li>3 bed</li><li>2 bath</li><li>1,240 sqft</li></ul>
</div>
<section class="open-houses"><h2>Open Houses</h2><p>Sun, Apr 13 · 2:00 PM – 4:00 PM</p></section>
<section class="listing-description"><h2>Description</h2><p>Bright bi-level on a quiet crescent a short walk to the lake paths. Vaulted living room, updated kitchen (2022) with a gas range, three bedrooms up with a two-piece ensuite off the primary. Lower level rec room with large windows and a gas fireplace. Insulated double detached garage, new shingles 2020. Offers reviewed as received.</p></section>
<section class="listing-details"><h2>Home Details</h2>
<dl>
<dt>MLS® #</dt><dd>202508842</dd>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Style</dt><dd>Bi-Level</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Full Bathrooms</dt><dd>1</dd>
<dt>Half Bathrooms</dt><dd>1</dd>
<dt>Square Footage</dt><dd>1,240 sqft</dd>
<dt>Lot Size</dt><dd>50 X 110 ft</dd>
<dt>Year Built</dt><dd>1994</dd>
<dt>Taxes</dt><dd>$4,102 (2024)</dd>
<dt>Days on Market</dt><dd>27</dd>
</dl></section>
<section class="agent-card"><h2>Listed by</h2><p class="agent-name">Darren Kowalchuk</p><p class="agent-title">REALTOR®</p><p class="office">RE/MAX Prairie Gateway Realty</p><p>204-555-0139</p><a href="#contact">Contact agent</a></section>
<section class="similar-homes"><h2>Similar homes nearby</h2><article>$439,900 · 22 Heron Bay · 3 bed · 2 bath</article><article>$489,000 · 75 Lakeside Meadows Dr · 4 bed · 3 bath</article></section>
<p class="mls-disclaimer">Listing information provided in part by the Winnipeg Regional Real Estate Board. Each RE/MAX office is independently owned and operated.</p>
</main>
<footer><p>RE/MAX Prairie Gateway Realty · 1795 St. Mary's Road, Winnipeg, MB R2N 3B9</p><p>© 2025 RE/MAX, LLC. All rights reserved.</p></footer>
${chrome("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 459900, currency: "CAD" },
      propertyKind: "house",
      street: "118 Loon Lake Crescent",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2J 4E6",
      neighbourhood: "Island Lakes",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1240,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "202508842",
      listingAgentName: "Darren Kowalchuk",
      brokerageName: "RE/MAX Prairie Gateway Realty",
      geo: { lat: 49.82271, lng: -97.08612 },
    },
  },
  {
    name: "ho50-point2homes-house-stalbert-erinridge",
    site: "point2homes.com",
    set: "held-out-50",
    traps: "a price-history table with two price cuts and a 2016 sale; '3 baths (2 full, 1 half)'; lot in sq ft; E-prefixed Edmonton MLS® beside a site listing id; annual taxes; a pre-filled mortgage calculator; St. Albert as its own city next to Edmonton; JSON-LD with geo",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/AB/St-Albert/Erin-Ridge/27-Everwood-Close/129384756.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Everwood Close, St. Albert, AB T8N 7K3 - House For Sale - MLS® E4431268 | Point2</title>
<meta name="description" content="27 Everwood Close is a 3 bedroom house for sale in Erin Ridge, St. Albert. Listed at $574,900.">
<meta property="og:title" content="27 Everwood Close, St. Albert, AB - $574,900">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "27 Everwood Close", address: { "@type": "PostalAddress", streetAddress: "27 Everwood Close", addressLocality: "St. Albert", addressRegion: "AB", postalCode: "T8N 7K3" }, geo: { "@type": "GeoCoordinates", latitude: 53.64893, longitude: -113.60521 }, numberOfRooms: 3 })}
</head><body>
<header><a href="/CA" class="p2-logo">Point2</a><nav><a href="/CA/Real-Estate-Listings/AB/St-Albert.html">St. Albert homes</a><a href="/CA/Real-Estate-Listings/AB/Edmonton.html">Edmonton</a><a href="/CA/Rentals">Rentals</a><a href="/agents">Agents</a></nav></header>
<main class="details-page" data-listing-id="129384756">
<div class="details-header">
<div class="price"><span class="green">$574,900</span></div>
<h1 class="address">27 Everwood Close, St. Albert, AB T8N 7K3</h1>
<ul class="characteristics"><li class="ic-beds">3 Beds</li><li class="ic-baths">3 Baths</li><li class="ic-sqft">1,872 Sqft</li><li class="ic-lotsize">5,296 Sqft lot</li></ul>
</div>
<section class="description"><h2>Description</h2><p>Two-storey in Erin Ridge on a pie lot close to the Red Willow trail. Main floor den, maple kitchen with island, gas fireplace; three bedrooms up with a four-piece ensuite. Unfinished basement ready for your ideas. New furnace 2023, triple-pane windows on the west side.</p></section>
<section class="summary"><h2>Summary</h2>
<table>
<tr><td>Property type</td><td>Single Family, House</td></tr>
<tr><td>Building style</td><td>2 Storey</td></tr>
<tr><td>Neighbourhood</td><td>Erin Ridge</td></tr>
<tr><td>Bathrooms</td><td>3 (2 full, 1 half)</td></tr>
<tr><td>Year built</td><td>2003</td></tr>
<tr><td>Annual taxes</td><td>$4,980 (2024)</td></tr>
<tr><td>MLS® #</td><td>E4431268</td></tr>
<tr><td>Listing ID</td><td>129384756</td></tr>
</table></section>
<section class="price-history"><h2>Price History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>Apr 20, 2025</td><td>Price decreased</td><td>$574,900</td></tr>
<tr><td>Apr 2, 2025</td><td>Price decreased</td><td>$584,900</td></tr>
<tr><td>Mar 3, 2025</td><td>Listed</td><td>$599,900</td></tr>
<tr><td>Jul 15, 2016</td><td>Sold</td><td>$492,000</td></tr>
</tbody></table></section>
<section class="mortgage"><h2>Mortgage Calculator</h2><p>Home price <input value="$574,900"> Down payment <input value="$114,980"> (20%) Rate <input value="4.89%"> Term 25 years</p><p class="result">Estimated monthly payment: <b>$2,654</b></p></section>
<section class="agent-info"><h3>Listed by</h3><p class="agent-name">Gurpreet Dhillon</p><p class="company">Sturgeon Valley Realty Ltd.</p><p class="phone">780-555-0164</p></section>
<section class="similar"><h2>Similar homes for sale in St. Albert</h2><p>$549,000 · 12 Erin Ridge Rd · 3 bd · 3 ba</p><p>$619,900 · 4 Embassy Pl · 4 bd · 4 ba</p></section>
<p class="disclaimer">Data is supplied by Pillar 9™ MLS® System. Pillar 9™ is the owner of the copyright in its MLS® System. Information deemed reliable but not guaranteed.</p>
</main>
<footer><p>Point2, a Yardi company · Point2 Homes, 820 Idylwyld Drive North, Saskatoon, SK</p></footer>
${chrome("Point2")}
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "CAD" },
      propertyKind: "house",
      street: "27 Everwood Close",
      city: "St. Albert",
      province: "AB",
      postalCode: "T8N 7K3",
      neighbourhood: "Erin Ridge",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1872,
      lot: { value: 5296, unit: "ft2" },
      yearBuilt: 2003,
      mlsNumber: "E4431268",
      listingAgentName: "Gurpreet Dhillon",
      brokerageName: "Sturgeon Valley Realty Ltd.",
      geo: { lat: 53.64893, lng: -113.60521 },
    },
  },
  {
    name: "ho50-rewca-presale-assignment-burnaby-brentwood",
    site: "rew.ca",
    set: "held-out-50",
    traps: "a pre-construction condo assignment: the original contract price and deposit beside the assignment price; estimated completion year but no year built; gross taxes $0.00 not yet assessed; estimated strata fee; BC street form '2806 4433 Brentlawn Street'; agent with a PREC* suffix; R-prefixed MLS®; JSON-LD with geo; other presales with prices",
    pageUrl: "https://www.rew.ca/properties/R3004417/2806-4433-brentlawn-street-burnaby",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2806 4433 Brentlawn Street, Burnaby - R3004417 | REW</title>
<meta name="description" content="Assignment of contract: 2 bed, 2 bath presale condo in Brentwood Park, Burnaby. $629,900.">
<meta property="og:title" content="2806 4433 Brentlawn Street, Burnaby, BC">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "2806 4433 Brentlawn Street", address: { "@type": "PostalAddress", streetAddress: "2806 4433 Brentlawn Street", addressLocality: "Burnaby", addressRegion: "BC", postalCode: "V5C 0R4" }, geo: { "@type": "GeoCoordinates", latitude: 49.26718, longitude: -123.00244 } })}
</head><body>
<header><a href="/" class="rew-logo">REW</a><nav><a href="/properties/areas/burnaby-bc">Burnaby</a><a href="/presales">Presales</a><a href="/sold">Sold</a><a href="/news">News</a><a href="/agents">Agents</a></nav></header>
<main class="listingheader">
<section class="listingheader-main">
<div class="listingheader-price">$629,900</div>
<h1 class="listingheader-address">2806 4433 Brentlawn Street</h1>
<p class="listingheader-area">Brentwood Park, Burnaby, BC V5C 0R4</p>
<ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>688 Sqft</li><li>Apartment/Condo</li></ul>
<span class="tag">Assignment</span>
</section>
<section class="listing-overview"><h2>Overview</h2><p>Assignment of contract at a Brentwood Park tower, estimated completion Fall 2027. Sub-penthouse level, south-east corner with a wraparound balcony. Original purchase price $574,900 with 20% deposit ($114,980) paid to date; assignment fee and developer consent fee of $5,000 are the buyer's responsibility. One parking stall and one storage locker included. Walk to the SkyTrain and the mall.</p></section>
<section class="listing-facts"><h2>Property Details</h2>
<table>
<tr><th>MLS® #</th><td>R3004417</td></tr>
<tr><th>Property Type</th><td>Apartment/Condo</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Estimated Completion</th><td>Fall 2027</td></tr>
<tr><th>Floor Area</th><td>688 Sqft</td></tr>
<tr><th>Strata Fee</th><td>$412 (est.)</td></tr>
<tr><th>Gross Taxes</th><td>$0.00 (2025) – not yet assessed</td></tr>
<tr><th>Original Contract Price</th><td>$574,900</td></tr>
<tr><th>Days on REW</th><td>11</td></tr>
</table></section>
<section class="listing-agent"><h2>Listing Agent</h2><p class="agent">Priya Sandhu PREC*</p><p class="brokerage">Coastline Realty Group Ltd.</p><p>604-555-0191</p></section>
<section class="similar-presales"><h2>More presales and assignments nearby</h2><p>1904 4488 Juneau Lane · $598,000 · 1 Bed + Den</p><p>3301 2180 Madison Ave · $749,900 · 2 Bed</p></section>
<p class="disclaimer">This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy. *Personal Real Estate Corporation.</p>
</main>
<footer><p>REW.ca · 888 Hornby Street, Suite 1400, Vancouver, BC</p></footer>
${chrome("REW")}
</body></html>`,
    expected: {
      price: { amount: 629900, currency: "CAD" },
      propertyKind: "condo",
      street: "2806 4433 Brentlawn Street",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5C 0R4",
      neighbourhood: "Brentwood Park",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 688,
      mlsNumber: "R3004417",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Coastline Realty Group Ltd.",
      geo: { lat: 49.26718, lng: -123.00244 },
    },
  },
];
