/**
 * Fifty-eighth held-out corpus, Atlantic Canada: a Sherwood (Charlottetown) two-storey family house with a finished
 * basement (royallepage.ca) and a Nashwaaksis (Fredericton) split-entry with an in-law suite (point2homes.com).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import type { Room } from "./chrome.ts";
import { footerNav, mortgageCalc, roomsTable } from "./chrome.ts";

const charlottetownRooms: Room[] = [
  ["Main", "Foyer", 2.74, 2.13],
  ["Main", "Living room", 4.88, 3.96],
  ["Main", "Dining room", 3.66, 3.35],
  ["Main", "Kitchen", 4.27, 3.66],
  ["Main", "Family room", 4.57, 4.27],
  ["Main", "Bath (Half)", 1.83, 1.52],
  ["Second", "Primary Bedroom", 4.88, 4.11],
  ["Second", "Ensuite (# pieces 1-6)", 3.05, 2.44],
  ["Second", "Bedroom", 3.66, 3.35],
  ["Second", "Bedroom", 3.35, 3.05],
  ["Second", "Bedroom", 3.35, 2.9],
  ["Second", "Bath (# pieces 1-6)", 2.74, 1.83],
  ["Basement", "Recreational, Games room", 8.23, 4.27],
  ["Basement", "Bath (# pieces 1-6)", 2.44, 1.83],
  ["Basement", "Utility room", 3.05, 2.44],
];

const frederictonRooms: Room[] = [
  ["Main", "Living Room", 4.57, 3.96],
  ["Main", "Kitchen", 3.66, 3.35],
  ["Main", "Dining Room", 3.35, 3.05],
  ["Main", "Bedroom", 3.96, 3.35],
  ["Main", "Bedroom", 3.2, 3.05],
  ["Main", "Bath (Full)", 2.44, 1.52],
  ["Lower", "Kitchen", 3.35, 2.74],
  ["Lower", "Living Room", 4.27, 3.66],
  ["Lower", "Bedroom", 3.35, 3.05],
  ["Lower", "Bedroom", 3.05, 2.9],
  ["Lower", "Bath (Full)", 2.44, 1.52],
  ["Lower", "Laundry", 2.44, 2.13],
];

export const HELD_OUT_58_ATLANTIC: ListingPage[] = [
  {
    name: "ho58-royallepage-house-charlottetown-sherwood",
    site: "royallepage.ca",
    set: "held-out-58",
    traps: "Sherwood is a Charlottetown neighbourhood; 3 full + 1 half baths written as '3 Full / 1 Half'; lot in acres first then ft²; PEI MLS® number; taxes and the buyer's land-transfer note near the price; agent with an office in another town; Royal LePage's Toronto head office in the footer",
    pageUrl: "https://www.royallepage.ca/en/property/prince-edward-island/charlottetown/29-kirkdale-crescent/25731496/mls202425817/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>29 Kirkdale Crescent, Charlottetown, PE C1E 1N4 | MLS® 202425817 | Royal LePage</title>
<meta name="description" content="4 bedroom, 3.5 bath two-storey family home for sale in Sherwood, Charlottetown. $524,900. MLS® 202425817.">
<meta property="og:title" content="29 Kirkdale Crescent, Charlottetown — $524,900">
<meta property="og:image" content="https://www.royallepage.ca/img/listings/202425817/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "29 Kirkdale Crescent",
  numberOfRooms: 4,
  address: { "@type": "PostalAddress", streetAddress: "29 Kirkdale Crescent", addressLocality: "Charlottetown", addressRegion: "PE", postalCode: "C1E 1N4", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 46.27138, longitude: -63.11842 },
})}
</head><body class="property-details">
<header class="rlp-header"><a class="logo" href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an agent</a><a href="/en/office/">Find an office</a></nav></header>
<main class="property-main" data-property-id="25731496">
<section class="property-header">
<h1 class="address-1">29 Kirkdale Crescent</h1>
<p class="address-2">Charlottetown (Sherwood), Prince Edward Island C1E 1N4</p>
<div class="property-price">$524,900</div>
<div class="property-taxes">Taxes: $4,318 / 2024</div>
<ul class="property-features"><li><span>4</span> Bedrooms</li><li><span>3 Full / 1 Half</span> Bathrooms</li><li><span>2,360</span> sq. ft.</li></ul>
<p class="mls">MLS® #: 202425817</p>
</section>
<section class="property-description"><h2>Property Description</h2>
<p>Welcome to 29 Kirkdale Crescent, a spacious two-storey family home on one of Sherwood's nicest crescents, walking distance to Sherwood Elementary, Birchwood Intermediate and the Charlottetown Mall. The main floor offers a formal living room, a dining room with a bay window, a large kitchen with an island and walk-in pantry, a cozy family room with a propane fireplace and a half bath by the garage entry. Upstairs are four bedrooms, including a generous primary suite with a walk-in closet and a four-piece ensuite, plus a full main bath. The fully finished basement adds a huge recreation and games room with a wet bar, a third full bath and a utility room with lots of storage. Attached double garage, paved driveway, heat pumps (2021) plus oil-fired hot water backup, a ducted air exchanger and a deck off the kitchen overlooking a private, treed backyard with a storage shed. The lot is 0.34 acres with mature trees along the back line. Buyer to pay PEI land transfer tax (1% of the purchase price, first $30,000 exempt for first-time buyers). Quick possession available.</p>
</section>
<section class="property-details-table"><h2>Property Details</h2>
<table>
<tr><th>Property Type</th><td>Single Family</td></tr><tr><th>Building Type</th><td>House</td></tr><tr><th>Storeys</th><td>2</td></tr><tr><th>Year Built</th><td>1998</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr><tr><th>Bathrooms</th><td>3 Full / 1 Half</td></tr><tr><th>Finished Area</th><td>2,360 sq. ft.</td></tr>
<tr><th>Lot Size</th><td>0.34 Acres (14,810 sq. ft.)</td></tr><tr><th>Basement</th><td>Full (Finished)</td></tr><tr><th>Parking</th><td>Attached Garage, Paved Yard</td></tr>
<tr><th>Heating</th><td>Heat Pump, Hot Water Radiator (Oil)</td></tr><tr><th>Community</th><td>Sherwood</td></tr>
</table>
</section>
<section class="rooms"><h2>Rooms</h2>${roomsTable(charlottetownRooms, "room-table", ["Level", "Type", "Dimensions (m)", "Dimensions (ft)", ""])}</section>
${mortgageCalc({ price: "$524,900", down: "$52,490", rate: "4.89%", years: 25, payment: "$2,717" })}
<section class="agent-block"><h2>Contact the agent</h2><div class="agent-name">Fiona MacAulay</div><div class="agent-title">REALTOR®</div><div class="agent-phone">902-555-0116</div><div class="office-name">Royal LePage Island Coastal Realty</div><div class="office-address">84 Water Street, Summerside, PE C1N 1A4</div></section>
<section class="nearby"><h2>Nearby homes for sale</h2>
<div class="card"><span class="price">$469,000</span><span>15 Birchwood Street, Charlottetown</span><span>3 bd · 2 ba</span></div>
<div class="card"><span class="price">$599,900</span><span>7 Lapthorn Avenue, Charlottetown</span><span>5 bd · 3 ba</span></div>
</section>
<p class="disclaimer">The listing data is provided under copyright by the Prince Edward Island Real Estate Association and is deemed reliable but not guaranteed.</p>
</main>
<footer class="rlp-footer">${footerNav("Royal LePage")}<p>© 2025 Bridgemarq Real Estate Services Inc. Royal LePage® is a registered trademark. Head office: 39 Wynford Drive, Toronto, ON M3C 3K5. Each Royal LePage office is independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 524900, currency: "CAD" },
      propertyKind: "house",
      street: "29 Kirkdale Crescent",
      city: "Charlottetown",
      province: "PE",
      postalCode: "C1E 1N4",
      neighbourhood: "Sherwood",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2360,
      lot: { value: 0.34, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "202425817",
      listingAgentName: "Fiona MacAulay",
      brokerageName: "Royal LePage Island Coastal Realty",
      geo: { lat: 46.27138, lng: -63.11842 },
    },
  },
  {
    name: "ho58-point2homes-split-entry-inlaw-fredericton",
    site: "point2homes.com",
    set: "held-out-58",
    traps: "split-entry with a lower in-law suite; 'Beds 4' total with no split; lot in sq ft; price per sq ft and a 'Fredericton median' figure; NB MLS® number beside Point2's internal id; Nashwaaksis as the neighbourhood; 'Listed by' with the brokerage; Point2's Saskatoon office in the footer",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NB/Fredericton/Nashwaaksis/146-Sunset-Dr/128836412.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>146 Sunset Dr, Fredericton, NB E3A 1A4 - 4 beds/2 baths - For Sale - Point2</title>
<meta name="description" content="146 Sunset Dr, Fredericton, NB is a 4 bedroom, 2 bathroom split entry home with an in-law suite listed for $419,900. MLS® NB108765.">
<meta property="og:title" content="146 Sunset Dr, Fredericton, NB E3A 1A4">
<meta property="og:image" content="https://images.point2homes.com/listings/128836412/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "146 Sunset Dr, Fredericton, NB E3A 1A4",
  productID: "128836412",
  offers: { "@type": "Offer", price: "419900", priceCurrency: "CAD" },
})}
</head><body>
<header class="p2-header"><a class="logo" href="/">Point2</a><nav><a href="/CA/Real-Estate-Listings/NB/Fredericton.html">Fredericton</a><a href="/CA/Real-Estate-Maps.html">Map</a><a href="/login">Log in</a></nav></header>
<main class="item-details" data-item-id="128836412">
<div class="address-container"><h1>146 Sunset Dr</h1><div class="address-line">Nashwaaksis, Fredericton, NB E3A 1A4</div></div>
<div class="price-container"><div class="price">$419,900 CAD</div><div class="price-sqft">$196 / sqft</div></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>2,140</strong> Sqft</li><li class="ic-lotsize"><strong>10,019</strong> Sqft Lot</li></ul>
<section class="description"><h2>Description</h2>
<p>North-side split entry with a fully self-contained in-law suite, in established Nashwaaksis near Gibson-Neill Memorial School, Nashwaaksis Middle School, the Northside Walmart and the Fredericton trail network. Upstairs: a bright living room with a picture window, an updated kitchen with a peninsula and a dining area with patio doors to the back deck, two bedrooms and a full bath. The lower level suite has a separate entrance from the driveway, its own kitchen, living room, two bedrooms with egress windows and a full bath, and a shared laundry room between the two units. Ductless heat pumps on both levels (2022), paved driveway for four cars, single detached garage/workshop with power, and a large level lot with a garden. The suite was last rented at $1,200/month. Annual property tax $4,612 (owner occupied rate). Close to the Westmorland Street Bridge for a quick commute downtown.</p>
</section>
<section class="details"><h2>Property Details</h2>
<dl>
<dt>MLS® #</dt><dd>NB108765</dd><dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Split Entry</dd><dt>Year Built</dt><dd>1985</dd>
<dt>Bedrooms</dt><dd>4</dd><dt>Bathrooms</dt><dd>2</dd><dt>Living Area</dt><dd>2,140 sqft</dd><dt>Lot Size</dt><dd>10,019 sqft</dd>
<dt>Garage</dt><dd>Detached</dd><dt>Neighbourhood</dt><dd>Nashwaaksis</dd><dt>Days on Point2</dt><dd>18</dd>
</dl>
</section>
<section class="rooms"><h2>Rooms</h2>${roomsTable(frederictonRooms, "room-list", ["Level", "Room", "Metric", "Imperial", ""])}</section>
<section class="listed-by"><h2>Listed by</h2><div class="agent-name">Natalie Cormier</div><div class="agent-phone">506-555-0172</div><div class="brokerage">Capital City Realty Ltd.</div><div class="brokerage-address">1133 Regent St, Fredericton, NB E3B 3Z2</div></section>
${mortgageCalc({ price: "$419,900", down: "$41,990", rate: "4.94%", years: 25, payment: "$2,183" })}
<section class="market"><h2>Fredericton market</h2><p>Median list price: $349,000 · Median price/sqft: $182 · Homes for sale: 287</p></section>
<section class="similar"><h2>Similar homes nearby</h2>
<div class="card"><span class="price">$389,500</span><span>22 Parkside Dr, Fredericton</span><span>4 beds · 2 baths</span></div>
<div class="card"><span class="price">$459,000</span><span>71 Cliffe St, Fredericton</span><span>5 beds · 3 baths</span></div>
</section>
<div id="map" data-lat="45.97931" data-lng="-66.66512" data-zoom="15"></div>
</main>
<footer class="p2-footer">${footerNav("Point2")}<p>© 2025 Point2. Point2, 1 Research Drive, Suite 200, Saskatoon, SK S7N 3R3. Listing data supplied by the Real Estate Board of the Fredericton Area.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 419900, currency: "CAD" },
      propertyKind: "house",
      street: "146 Sunset Dr",
      city: "Fredericton",
      province: "NB",
      postalCode: "E3A 1A4",
      neighbourhood: "Nashwaaksis",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2140,
      lot: { value: 10019, unit: "ft2" },
      yearBuilt: 1985,
      mlsNumber: "NB108765",
      listingAgentName: "Natalie Cormier",
      brokerageName: "Capital City Realty Ltd.",
      geo: { lat: 45.97931, lng: -66.66512 },
    },
  },
];
