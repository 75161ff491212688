/**
 * Seventy-fourth held-out corpus, national portals and classifieds: realtor.ca (a Brantford duplex whose address is
 * a civic-number range), remax.ca (a Lindsay house on a corner lot, Kawartha Lakes in the address), royallepage.ca
 * (a penthouse in Mimico, Etobicoke in the URL and Toronto in the address), kijiji.ca (an owner's country bungalow
 * on a concession road, with the sellers' PO box beside it) and point2homes.com (a rear house with a letter suffix in
 * uptown Saint John, written "St. John" in the remarks). Addresses, names, phone numbers and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, contactForm, crumbs, gallery, header, nextData, otherHomes, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_74_NATIONAL: ListingPage[] = [
  {
    name: "ho74-realtorca-duplex-range-brantford",
    site: "realtor.ca",
    set: "held-out-74",
    traps: "a duplex whose address is the civic-number range '46-48 Alfred Street' (looks like unit 46 of number 48); the two units described as '46' and '48' with their rents; 'Building Type Duplex'; land size frontage × depth; the office's street address in the REALTOR® card; a nearby listing with a real unit-dash-civic address; coordinates in the details state beside the map centre",
    pageUrl: "https://www.realtor.ca/real-estate/28944107/46-48-alfred-street-brantford",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>46-48 Alfred Street, Brantford, Ontario N3S 5J4 - 40795512 | REALTOR.ca</title>
<meta name="description" content="For sale: 46-48 Alfred Street, Brantford, Ontario N3S 5J4 - $629,900. Duplex. MLS® Number 40795512.">
<meta property="og:title" content="46-48 Alfred Street, Brantford, Ontario N3S 5J4">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712/reb14/highres/2/40795512_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/28944107/46-48-alfred-street-brantford">
${tagManager("GTM-CREA74")}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Français"])}
<main id="mainContent">
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">46-48 Alfred Street<br>Brantford, Ontario N3S 5J4</h1>
<div id="listingPriceValue" class="listingPriceValue">$629,900</div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">40795512</span></div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS638712/reb14/highres/2/40795512", 8, "46-48 Alfred Street")}
<section id="propertyDetailsSectionContentSubCon">
<div class="summaryTiles"><div class="summaryTile"><div class="label">Bedrooms</div><div class="value">4</div></div><div class="summaryTile"><div class="label">Bathrooms</div><div class="value">2</div></div><div class="summaryTile"><div class="label">Square Footage</div><div class="value">1920 sqft</div></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Solid side-by-side duplex in Eagle Place, a short walk to the Grand River trails and Laurier Brantford. 46 is a two-bedroom unit with its own hydro meter and a rear deck, rented month-to-month at $1,650 plus utilities. 48 is owner-occupied: two bedrooms, updated kitchen (2021) and a full basement with laundry. Each unit has its own furnace and water heater. Shared driveway fits four cars. Great first investment or live in one side and let the other help pay the mortgage. 24 hours' notice for showings of the tenanted side.</p></div>
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Multi-family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">Duplex</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">2</div></div>
<div class="row"><div class="label">Land Size</div><div class="value">40 x 132 FT</div></div>
<div class="row"><div class="label">Built in</div><div class="value">1925</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$4,318</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">Shared driveway (4)</div></div>
<h2>Building</h2>
<div class="row"><div class="label">Bedrooms Above Ground</div><div class="value">4</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">2</div></div>
<div class="row"><div class="label">Interior Floor Space</div><div class="value">1920 sqft</div></div>
<div class="row"><div class="label">Basement Type</div><div class="value">Full (Unfinished)</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Forced air (Natural gas)</div></div>
<div class="row"><div class="label">Exterior Finish</div><div class="value">Brick</div></div>
<h2>Neighbourhood Features</h2>
<div class="row"><div class="label">Amenities Nearby</div><div class="value">Park, Public Transit, Schools</div></div>
</section>
<section id="realtorCardsCon"><h2>Listing Agent</h2>
<div class="realtorCard"><div class="realtorCardName">Harjit Sandhu</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(519) 555-0184</div>
<div class="officeCard"><div class="officeCardName">Grand River Homes Realty Inc., Brokerage</div><div class="officeCardAddress">515 Park Road North, Unit 3<br>Brantford, Ontario N3R 7K8</div><div class="officeCardPhone">(519) 555-0100</div><a class="officeCardWebsite" href="#">Website</a></div></div>
</section>
${calculator("Mortgage Calculator", [["Asking price", "$629,900"], ["Down payment", "$125,980 (20%)"], ["Interest rate", "4.69%"], ["Amortization", "25 years"]], "Estimated monthly payment: $2,846")}
${otherHomes("Nearby Listings", [
  { price: "$389,000", address: "12-150 Colborne Street", place: "Brantford, Ontario N3T 2G6", facts: "2 bd · 1 ba · Row / Townhouse", href: "/real-estate/28931004/12-150-colborne-street-brantford" },
  { price: "$699,900", address: "73-75 Erie Avenue", place: "Brantford, Ontario N3S 2E9", facts: "5 bd · 2 ba · Duplex", href: "/real-estate/28907715/73-75-erie-avenue-brantford" },
  { price: "$549,000", address: "22 Grey Street", place: "Brantford, Ontario N3S 4T8", facts: "3 bd · 1 ba · House", href: "/real-estate/28940388/22-grey-street-brantford" },
])}
</main>
${siteFooter(["Data provided by Cornerstone Association of REALTORS®. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA.", "© 2025 The Canadian Real Estate Association. All rights reserved."])}
${windowState("ListingDetailsData", { PropertyId: "28944107", MlsNumber: "40795512", Latitude: "43.13671", Longitude: "-80.25122", Price: "$629,900", PriceUnformattedValue: "629900", MapCenter: { Latitude: 43.1394, Longitude: -80.2644 }, Individuals: [{ IndividualID: 2214087, Name: "Harjit Sandhu", Position: "Salesperson", Organization: "Grand River Homes Realty Inc., Brokerage" }] })}
${pixel("realtor.ca")}
</body></html>`,
    expected: {
      price: { amount: 629900 },
      propertyKind: "plex",
      street: "46-48 Alfred Street",
      city: "Brantford",
      province: "ON",
      postalCode: "N3S 5J4",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1920,
      lot: { value: 5280, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "40795512",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Grand River Homes Realty Inc., Brokerage",
      geo: { lat: 43.13671, lng: -80.25122 },
    },
  },
  {
    name: "ho74-remaxca-corner-lot-lindsay",
    site: "remax.ca",
    set: "held-out-74",
    traps: "a corner-lot house named by both streets in the headline ('Victoria Ave N at Russell St W') with the civic address on Victoria; 'Lindsay' in the URL, 'Kawartha Lakes (Lindsay)' in the address line (the amalgamated city with the former town as community); a 'Cross Street' row; '2 Baths' of one full and one partial; size as a range; an irregular corner lot frontage × depth; 'Age 100+' with no year; the office's Kent St address in the agent card; coordinates in the Next.js state beside other listings'",
    pageUrl: "https://www.remax.ca/on/lindsay-real-estate/190-victoria-ave-n-wp_id318990412-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>190 Victoria Ave N, Kawartha Lakes, ON K9V 4G3 | X12498871 | RE/MAX</title>
<meta name="description" content="View this 3 bed, 2 bath house for sale at 190 Victoria Ave N, Kawartha Lakes, ON K9V 4G3 on remax.ca. Listed for $599,900.">
<meta property="og:title" content="Corner of Victoria Ave N &amp; Russell St W - 190 Victoria Ave N, Lindsay">
<meta property="og:image" content="https://remax-media.ca/images/listings/X12498871/1.jpg">
${tagManager("GTM-RMX74")}
</head><body>
${consent("RE/MAX")}
${header("RE/MAX", ["Buy", "Sell", "Rent", "Commercial", "Find an Agent", "Blog"])}
${crumbs(["Home", "ON", "Kawartha Lakes", "Lindsay", "190 Victoria Ave N"])}
<main class="listing-detail">
<div class="listing-summary">
<p class="listing-summary__headline">Century home on the corner of Victoria Ave N &amp; Russell St W</p>
<h1 class="listing-address"><span class="listing-address__street">190 Victoria Ave N</span><span class="listing-address__city">Kawartha Lakes (Lindsay), ON K9V 4G3</span></h1>
<div class="listing-price">$599,900</div>
<ul class="listing-stats"><li><b>3</b> Beds</li><li><b>2</b> Baths</li><li><b>1500-2000</b> Sqft</li></ul>
<p class="listing-status">For Sale · Listed 9 days ago · MLS® X12498871</p>
</div>
${gallery("https://remax-media.ca/images/listings/X12498871", 10, "190 Victoria Ave N")}
<section class="listing-remarks"><h2>Description</h2><p>Brick century home on a big corner lot at Victoria Ave N and Russell St W, two blocks from the Kent Street shops and a short walk to Ross Memorial Hospital. Original oak trim and pocket doors, 9-ft ceilings, three bedrooms upstairs and a full bath with a clawfoot tub. Main-floor powder room off the updated kitchen. Side entrance from Russell St W to a mudroom and dry basement. Detached garage off the Russell side; mature maples on both frontages. Furnace 2020, shingles 2018.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-grid">
<div class="detail"><span class="k">Property Type</span><span class="v">Detached</span></div>
<div class="detail"><span class="k">Style</span><span class="v">2-Storey</span></div>
<div class="detail"><span class="k">Bedrooms</span><span class="v">3</span></div>
<div class="detail"><span class="k">Bathrooms</span><span class="v">2</span></div>
<div class="detail"><span class="k">Full Bathrooms</span><span class="v">1</span></div>
<div class="detail"><span class="k">Partial Bathrooms</span><span class="v">1</span></div>
<div class="detail"><span class="k">Square Footage</span><span class="v">1500-2000 sqft</span></div>
<div class="detail"><span class="k">Lot Size</span><span class="v">66 x 99 Feet (Irregular, Corner)</span></div>
<div class="detail"><span class="k">Cross Street</span><span class="v">Russell St W</span></div>
<div class="detail"><span class="k">Community</span><span class="v">Lindsay</span></div>
<div class="detail"><span class="k">Municipality</span><span class="v">Kawartha Lakes</span></div>
<div class="detail"><span class="k">Age</span><span class="v">100+</span></div>
<div class="detail"><span class="k">Basement</span><span class="v">Full, Unfinished</span></div>
<div class="detail"><span class="k">Garage</span><span class="v">Detached, 1</span></div>
<div class="detail"><span class="k">Taxes</span><span class="v">$3,964 (2025)</span></div>
</div>
</section>
<aside class="agent-card">
<h3>Listing Agent</h3>
<img src="https://remax-media.ca/agents/lorna-mccutcheon.jpg" alt="Lorna McCutcheon">
<p class="agent-card__name">Lorna McCutcheon</p><p class="agent-card__title">Broker</p>
<p class="agent-card__office">RE/MAX Kawartha Lakeside Realty Inc., Brokerage</p>
<p class="agent-card__address">28 Kent St W, Lindsay, ON K9V 2Y1</p>
<p><a href="tel:7055550148">705-555-0148</a></p>
</aside>
${calculator("Mortgage Calculator", [["Home price", "$599,900"], ["Down payment", "$119,980"], ["Rate", "4.59%"], ["Amortization", "25 years"]], "Monthly payment: $2,685")}
${otherHomes("Similar Listings Nearby", [
  { price: "$649,000", address: "61 Russell St W", place: "Kawartha Lakes (Lindsay), ON K9V 2W8", facts: "4 bd · 2 ba", href: "/on/lindsay-real-estate/61-russell-st-w-wp_id318977130-lst" },
  { price: "$475,000", address: "204 - 95 Kent St W", place: "Kawartha Lakes (Lindsay), ON K9V 2Y3", facts: "2 bd · 2 ba · Condo", href: "/on/lindsay-real-estate/204-95-kent-st-w-wp_id318951044-lst" },
])}
</main>
${siteFooter(["Each RE/MAX® office is independently owned and operated. Listing data © 2025 Toronto Regional Real Estate Board (TRREB) via PropTx.", "The trademarks REALTOR®, REALTORS®, MLS® and Multiple Listing Service® are controlled by CREA."])}
${nextData({ props: { pageProps: { listing: { id: "318990412", mlsNum: "X12498871", listPrice: "599900", address: { street: "190 Victoria Ave N", city: "Kawartha Lakes", community: "Lindsay", province: "ON", postalCode: "K9V 4G3" }, location: { latitude: 44.35921, longitude: -78.74563 }, beds: 3, baths: 2, agents: [{ name: "Lorna McCutcheon", office: "RE/MAX Kawartha Lakeside Realty Inc., Brokerage" }] }, similar: [{ id: "318977130", listPrice: "649000", location: { latitude: 44.35688, longitude: -78.74802 } }, { id: "318951044", listPrice: "475000", location: { latitude: 44.35012, longitude: -78.73905 } }] } }, page: "/[province]/[city]/[slug]", buildId: "rmx-74q" })}
</body></html>`,
    expected: {
      price: { amount: 599900 },
      propertyKind: "house",
      street: "190 Victoria Ave N",
      city: "Kawartha Lakes",
      province: "ON",
      postalCode: "K9V 4G3",
      neighbourhood: "Lindsay",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 6534, unit: "ft2" },
      mlsNumber: "X12498871",
      listingAgentName: "Lorna McCutcheon",
      brokerageName: "RE/MAX Kawartha Lakeside Realty Inc., Brokerage",
      geo: { lat: 44.35921, lng: -78.74563 },
    },
  },
  {
    name: "ho74-royallepage-penthouse-mimico",
    site: "royallepage.ca",
    set: "held-out-74",
    traps: "a penthouse unit 'PH3 - 2151 Lake Shore Blvd W' (also written 'Suite PH3' in the description and 'ph3-2151' in the URL); 'Etobicoke' in the URL and the district row, 'Toronto' in the address line, Mimico as community; '2 Bedrooms' and a den in prose; size as a range; the building's year; maintenance fee and taxes; the office's Lake Shore address in the agent card (another civic number on the same street); coordinates in the map element's data",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/etobicoke/ph3-2151-lake-shore-blvd-w/24618834/mls-w12531006/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PH3 - 2151 Lake Shore Blvd W, Toronto, ON M8V 0C6 | W12531006 | Royal LePage</title>
<meta name="description" content="Condo Apartment for sale: PH3 - 2151 Lake Shore Blvd W, Etobicoke. 2 bedrooms, 2 bathrooms. $1,149,000.">
<meta property="og:title" content="PH3 - 2151 Lake Shore Blvd W, Etobicoke">
<meta property="og:image" content="https://rlp.ca/media/listings/w12531006/1.jpg">
${tagManager("GTM-RLP74")}
</head><body class="property-page">
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Français"])}
${crumbs(["Home", "Ontario", "Etobicoke", "Mimico", "PH3 - 2151 Lake Shore Blvd W"])}
<main class="property-detail">
<section class="property-header">
<h1 class="address-1">PH3 - 2151 Lake Shore Blvd W</h1>
<p class="address-2">Toronto, Ontario M8V 0C6</p>
<p class="property-price">$1,149,000</p>
<p class="property-tag">Condo Apartment · MLS® W12531006</p>
</section>
${gallery("https://rlp.ca/media/listings/w12531006", 12, "PH3 - 2151 Lake Shore Blvd W")}
<ul class="property-icons"><li><span class="num">2</span> Bedrooms</li><li><span class="num">2</span> Bathrooms</li><li><span class="num">1,000 - 1,199</span> Sq. Ft.</li></ul>
<section class="property-description"><h2>Description</h2><p>Suite PH3 on the penthouse level of The Mimico Shores: two split bedrooms plus an enclosed den with a door, 10-ft ceilings and a 300 sq ft wrap-around terrace facing the lake. Primary with a 5-piece ensuite and walk-in closet; second bath with a glass shower. Two side-by-side parking spaces and a locker on P1. Steps to the Mimico Waterfront Park, Humber Bay Shores and the Mimico GO station.</p></section>
<section class="property-details"><h2>Property Details</h2>
<table class="details"><tbody>
<tr><th>Property Type</th><td>Condo Apartment</td></tr>
<tr><th>Building</th><td>The Mimico Shores</td></tr>
<tr><th>District</th><td>Etobicoke</td></tr>
<tr><th>Community</th><td>Mimico</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Approx. Sq. Ft.</th><td>1,000 - 1,199</td></tr>
<tr><th>Year Built</th><td>2017</td></tr>
<tr><th>Level</th><td>Penthouse (29)</td></tr>
<tr><th>Exposure</th><td>South West</td></tr>
<tr><th>Parking</th><td>2 (Owned, Underground)</td></tr>
<tr><th>Maintenance Fees</th><td>$1,012 / month</td></tr>
<tr><th>Taxes</th><td>$4,688 (2025)</td></tr>
</tbody></table>
</section>
<div id="property-map" class="map" data-latitude="43.61642" data-longitude="-79.48731" data-zoom="15" data-marker="PH3 - 2151 Lake Shore Blvd W"></div>
<aside class="agent-panel"><h3>Contact the Agent</h3>
<div class="agent"><img src="https://rlp.ca/media/agents/sofia-mendes-karras.jpg" alt=""><p class="agent-name">Sofia Mendes-Karras</p><p class="agent-title">Sales Representative</p><p class="agent-office">Royal LePage Lakeshore West Realty, Brokerage</p><p class="agent-office-address">2983 Lake Shore Blvd W, Toronto, ON M8V 1J6</p><p class="agent-phone">416-555-0172</p></div>
</aside>
${contactForm("Request more information", "I'm interested in PH3 - 2151 Lake Shore Blvd W (W12531006).", "Send")}
${calculator("Mortgage Calculator", [["Purchase price", "$1,149,000"], ["Down payment", "$229,800"], ["Interest rate", "4.54%"], ["Amortization", "30 years"]], "Monthly payment: $4,652")}
${otherHomes("Other Listings in This Building", [
  { price: "$729,000", address: "1407 - 2151 Lake Shore Blvd W", place: "Toronto, Ontario M8V 0C6", facts: "1+1 bd · 1 ba", href: "/en/property/ontario/etobicoke/1407-2151-lake-shore-blvd-w/24601477/mls-w12499380/" },
  { price: "$2,950 / month", address: "PH1 - 2151 Lake Shore Blvd W", place: "Toronto, Ontario M8V 0C6", facts: "2 bd · 2 ba · For Rent", href: "/en/property/ontario/etobicoke/ph1-2151-lake-shore-blvd-w/24610052/mls-w12520113/" },
])}
</main>
${siteFooter(["Royal LePage® is a registered trademark of Royal Bank of Canada used under licence by Bridgemarq Real Estate Services Manager Limited. Each office independently owned and operated.", "Listing information provided by the Toronto Regional Real Estate Board (TRREB)."])}
${pixel("royallepage.ca")}
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "condo",
      street: "PH3 - 2151 Lake Shore Blvd W",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 0C6",
      neighbourhood: "Mimico",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      yearBuilt: 2017,
      mlsNumber: "W12531006",
      listingAgentName: "Sofia Mendes-Karras",
      brokerageName: "Royal LePage Lakeshore West Realty, Brokerage",
      geo: { lat: 43.61642, lng: -79.48731 },
    },
  },
  {
    name: "ho74-kijiji-owner-concession-uxbridge",
    site: "kijiji.ca",
    set: "held-out-74",
    traps: "an owner's country bungalow on a concession road with a civic number ('4862 Concession Road 6'); the sellers' mailing address 'P.O. Box 318, RR 2, Sunderland, ON L0C 1H0' in the ad text beside the property's; the acreage and year only in prose; Kijiji's Oshawa / Durham Region category; the owner's first name (no agent, no brokerage, no MLS®); the ad id; other ads with their prices",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/oshawa-durham-region/country-bungalow-on-2-3-acres-uxbridge/1718830462",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Country bungalow on 2.3 acres - Uxbridge | Houses for Sale | Oshawa / Durham Region | Kijiji</title>
<meta name="description" content="Country bungalow on 2.3 acres - Uxbridge. Private sale, no agents please. 3 bedrooms, 2 baths, detached double garage...">
<meta property="og:title" content="Country bungalow on 2.3 acres - Uxbridge">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/5e/5e1f0a72/rule=kijijica-640-webp">
${tagManager("GTM-KJJ74")}
</head><body>
${consent("Kijiji")}
${header("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}
${crumbs(["Home", "Ontario", "Oshawa / Durham Region", "Real Estate", "For Sale", "Houses for Sale"])}
<main class="vip-page">
<div class="vip-header">
<h1 class="title">Country bungalow on 2.3 acres - Uxbridge</h1>
<div class="price"><span>$1,089,000</span></div>
<div class="location"><span class="address">4862 Concession Road 6, Uxbridge, ON L9P 1R2</span> <a href="#map">View map</a></div>
<div class="posted">Posted 5 days ago</div>
</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/5e/5e1f0a72", 9, "Country bungalow on 2.3 acres - Uxbridge")}
<section class="attributes"><h2>Overview</h2><ul>
<li><dt>For Sale By</dt><dd>Owner</dd></li>
<li><dt>Bedrooms</dt><dd>3</dd></li>
<li><dt>Bathrooms</dt><dd>2</dd></li>
<li><dt>Size (sqft)</dt><dd>1650</dd></li>
<li><dt>Unit Type</dt><dd>House</dd></li>
<li><dt>Parking Included</dt><dd>6</dd></li>
</ul></section>
<section class="description"><h2>Description</h2>
<p>Private sale, no agents please. We built this brick bungalow ourselves in 1988 on 2.3 acres backing onto forest, about 8 minutes north of downtown Uxbridge on paved Concession Road 6. Three bedrooms on the main floor, two full baths (one ensuite), open kitchen and great room with a wood stove, walkout to a large deck. Unspoiled basement with a rough-in. Drilled well, septic pumped 2024, propane furnace 2019, 200 amp service. Detached double garage / workshop with a loft.</p>
<p>We are downsizing to town. Showings by appointment, weekends preferred. Canada Post does not deliver on our road, so please send written offers or documents to our mailing address: P.O. Box 318, RR 2, Sunderland, ON L0C 1H0. Our lawyer is in Port Perry.</p>
<p>Call or text Dale at 905-555-0126.</p>
</section>
<section class="poster"><h3>Posted by</h3><p class="poster-name">Dale</p><p class="poster-type">Owner · On Kijiji since 2011</p><button>Send message</button></section>
<section class="ad-meta"><p>Ad ID 1718830462</p><p>Visits: 1,204</p></section>
<div id="map" class="vip-map"><img src="https://maps.googleapis.com/maps/api/staticmap?center=44.16204,-79.11376&zoom=13&size=600x300" alt="Map"></div>
${otherHomes("Other ads you may like", [
  { price: "$879,900", address: "Bungalow on 1 acre - Sunderland", place: "Brock, ON", facts: "3 bd · 1 ba · Owner", href: "/v-house-for-sale/oshawa-durham-region/bungalow-on-1-acre-sunderland/1718702215" },
  { price: "$1,350,000", address: "Hobby farm 12 acres with barn", place: "Scugog, ON", facts: "4 bd · 2 ba · Owner", href: "/v-house-for-sale/oshawa-durham-region/hobby-farm-12-acres-with-barn/1718611093" },
  { price: "$2,400", address: "Country house for rent near Goodwood", place: "Uxbridge, ON", facts: "3 bd · 1 ba · Monthly", href: "/v-apartments-condos/oshawa-durham-region/country-house-for-rent-near-goodwood/1718819036" },
])}
</main>
${siteFooter(["Kijiji and the Kijiji logo are trademarks of Adevinta Canada. © 2025 Adevinta Canada Inc. All rights reserved."])}
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1718830462": { id: "1718830462", title: "Country bungalow on 2.3 acres - Uxbridge", price: { amount: 108900000, currency: "CAD", type: "FIXED" }, location: { name: "Uxbridge", address: "4862 Concession Road 6, Uxbridge, ON L9P 1R2", coordinates: { latitude: 44.16204, longitude: -79.11376 } }, attributes: { forsaleby: "ownr", numberbedrooms: "3", numberbathrooms: "20", areainfeet: "1650", unittype: "house" }, posterInfo: { posterName: "Dale", sellerType: "OWNER" }, categoryId: 643 } } } }, page: "/v-view-details", buildId: "kj-74b" })}
</body></html>`,
    expected: {
      price: { amount: 1089000 },
      propertyKind: "house",
      street: "4862 Concession Road 6",
      city: "Uxbridge",
      province: "ON",
      postalCode: "L9P 1R2",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1650,
      lot: { value: 2.3, unit: "acres" },
      yearBuilt: 1988,
      geo: { lat: 44.16204, lng: -79.11376 },
    },
  },
  {
    name: "ho74-point2-rear-house-saint-john",
    site: "point2homes.com",
    set: "held-out-74",
    traps: "a rear house with a letter suffix ('88A Princess Street', described as behind 88 and reached by a lane, 'Rear' in a row); 'Saint John' in the address line and URL, 'uptown St. John's quiet surprises' in the agent's remarks (a possessive that reads as St. John's, NL); the neighbouring front house at 88 among nearby listings; the NB board's MLS® number beside Point2's listing id; the office's Prince William Street address in the agent card; JSON-LD with geo; price per sq ft",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NB/Saint-John/Trinity-Royal/88A-Princess-Street/148812377.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>88A Princess Street, Saint John, New Brunswick E2L 1K3 | 148812377 | Point2</title>
<meta name="description" content="2 bedroom house for sale at 88A Princess Street, Saint John, NB. Listed at $289,000. MLS® NB129447.">
<meta property="og:title" content="88A Princess Street, Saint John, NB">
<meta property="og:image" content="https://images.point2.com/p2h/listing/148812377/1.jpg">
${tagManager("GTM-P2H74")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "88A Princess Street", address: { "@type": "PostalAddress", streetAddress: "88A Princess Street", addressLocality: "Saint John", addressRegion: "NB", postalCode: "E2L 1K3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.27263, longitude: -66.06108 }, numberOfRooms: 6 })}
</head><body>
${consent("Point2")}
${header("Point2", ["Buy", "Rent", "Sell", "Agents", "News", "Sign Up"])}
${crumbs(["Canada", "New Brunswick", "Saint John", "Trinity Royal", "88A Princess Street"])}
<main class="details-page">
<div class="details-header">
<h1 class="address-container"><div class="address">88A Princess Street</div><div class="city-line">Saint John, NB E2L 1K3</div></h1>
<div class="price"><span class="green">$289,000</span><span class="ppsf">$268 / Sqft</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>2</strong> Beds</li><li class="ic-baths"><strong>1</strong> Bath</li><li class="ic-sqft"><strong>1,080</strong> Sqft</li><li class="ic-lotsize"><strong>1,940</strong> Sqft Lot</li></ul>
</div>
${gallery("https://images.point2.com/p2h/listing/148812377", 8, "88A Princess Street")}
<section class="description"><h2>Description</h2><p>Tucked behind 88 Princess and reached by its own paved lane, this little rear house is one of uptown St. John's quiet surprises. Built in 1880 as a carriage house and converted in the 1990s: two bedrooms up, a full bath with laundry, and an open kitchen and living room with exposed brick and the original beams. Private patio, heat pump (2022), new windows. Steps to King's Square, the City Market and the harbour boardwalk.</p></section>
<section class="details"><h2>Property Details</h2>
<dl class="details-list">
<dt>Type</dt><dd>Single Family</dd>
<dt>Style</dt><dd>2 Storey, Carriage House</dd>
<dt>Unit</dt><dd>Rear</dd>
<dt>Neighbourhood</dt><dd>Trinity Royal</dd>
<dt>Year Built</dt><dd>1880</dd>
<dt>Lot Size</dt><dd>1,940 sqft</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Living Area</dt><dd>1,080 sqft</dd>
<dt>Heating</dt><dd>Heat Pump, Electric Baseboard</dd>
<dt>MLS® #</dt><dd>NB129447</dd>
<dt>Listing ID</dt><dd>148812377</dd>
<dt>Taxes</dt><dd>$3,411 (2025)</dd>
</dl>
</section>
<aside class="agent-contact"><h3>Listed by</h3>
<div class="agent-box"><p class="agent-name">Yvette Comeau</p><p class="agent-role">REALTOR®</p><p class="agent-company">Harbourview Realty Ltd.</p><p class="agent-company-address">115 Prince William Street, Saint John, NB E2L 2B1</p><p class="agent-phone">506-555-0133</p></div>
</aside>
${contactForm("Contact Agent", "Hi, I found your listing at 88A Princess Street on Point2 and would like more information.", "Send Message")}
${otherHomes("Nearby Homes for Sale", [
  { price: "$459,000", address: "88 Princess Street", place: "Saint John, NB E2L 1K3", facts: "3 Units · Multi-Family", href: "/CA/Home-For-Sale/NB/Saint-John/Trinity-Royal/88-Princess-Street/148790214.html" },
  { price: "$219,900", address: "3-41 Orange Street", place: "Saint John, NB E2L 1L9", facts: "1 Bed · 1 Bath · Condo", href: "/CA/Home-For-Sale/NB/Saint-John/Trinity-Royal/3-41-Orange-Street/148803561.html" },
])}
</main>
${siteFooter(["Point2 is a Yardi company. © 2025 Point2. Listing data provided by the Real Estate Board of the Greater Saint John Area. Information deemed reliable but not guaranteed."])}
${windowState("P2_MAP", { center: { lat: 45.2733, lng: -66.0633 }, zoom: 13, listingId: 148812377 })}
</body></html>`,
    expected: {
      price: { amount: 289000 },
      propertyKind: "house",
      street: "88A Princess Street",
      city: "Saint John",
      province: "NB",
      postalCode: "E2L 1K3",
      neighbourhood: "Trinity Royal",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1080,
      lot: { value: 1940, unit: "ft2" },
      yearBuilt: 1880,
      mlsNumber: "NB129447",
      listingAgentName: "Yvette Comeau",
      brokerageName: "Harbourview Realty Ltd.",
      geo: { lat: 45.27263, lng: -66.06108 },
    },
  },
];
