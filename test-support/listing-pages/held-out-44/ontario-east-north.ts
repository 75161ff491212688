/**
 * Forty-fourth held-out corpus, eastern and northern Ontario: a HouseSigma townhouse in Ottawa's Kanata, a RE/MAX
 * team's house in Greater Sudbury's Val Caron and a Kijiji apartment on Ottawa Street in Almonte (Mississippi Mills).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeEn } from "./chrome.ts";

export const HELD_OUT_44_ONTARIO_EAST_NORTH: ListingPage[] = [
  {
    name: "ho44-housesigma-townhouse-kanata",
    site: "housesigma.com",
    set: "held-out-44",
    traps: "HouseSigma: Ottawa as the city with Kanata as the community (and 'Kanata' in the street name of a similar listing); a HouseSigma estimate and this home's 2019 sold price in the listing history; '3 (2 + 1)' baths; room sizes in metres; lot 20.01 x 98.43 ft; the listing brokerage's Kanata office address; an embedded state object with an internal id",
    pageUrl: "https://housesigma.com/on/ottawa-real-estate/47-steeple-chase-dr/home/Ryk2Lq9Vn0bG8Dxe/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Steeple Chase Dr, Ottawa, ON K2M 2L4 - X9012345 | HouseSigma</title>
<meta name="description" content="47 Steeple Chase Dr, Ottawa. 3 bedroom, 3 bathroom townhouse listed for $689,900. Sold history and estimate on HouseSigma.">
<script>window.__INITIAL_STATE__={"house":{"id_listing":"Ryk2Lq9Vn0bG8Dxe","ml_num":"X9012345","price":689900,"estimate_price":702300,"community":"Kanata","municipality":"Ottawa","bedroom":3,"washroom":3,"house_type":"Att/Row/Townhouse"}};</script>
</head><body>
<header><a href="/" class="logo">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market Trends</a><a href="/on/estimate">Home Valuation</a><a href="/login">Log in</a></nav></header>
<main class="listing">
<div class="address-block"><h1>47 Steeple Chase Dr</h1><p class="municipality">Ottawa, ON K2M 2L4</p><p class="community">Community: Kanata</p></div>
<div class="price-block"><div class="listed">Listed: <strong>$689,900</strong></div><div class="sigma-estimate">SigmaEstimate: $702,300</div><div class="dom">Listed 6 days ago</div></div>
<div class="key-facts">
<p><span class="key">Property Type:</span> <span class="val">Att/Row/Townhouse, 2-Storey</span></p>
<p><span class="key">Bedrooms:</span> <span class="val">3</span></p>
<p><span class="key">Bathrooms:</span> <span class="val">3 (2 + 1 half)</span></p>
<p><span class="key">Size:</span> <span class="val">1,620 sqft</span></p>
<p><span class="key">Lot Size:</span> <span class="val">20.01 x 98.43 feet</span></p>
<p><span class="key">Year Built:</span> <span class="val">2003</span></p>
<p><span class="key">Tax:</span> <span class="val">$4,388 / 2024</span></p>
<p><span class="key">MLS®:</span> <span class="val">X9012345</span></p>
<p><span class="key">Listing ID:</span> <span class="val">Ryk2Lq9Vn0bG8Dxe</span></p>
</div>
<section class="history"><h2>Listing History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>2025-03-02</td><td>For Sale</td><td>$689,900</td></tr><tr><td>2019-05-14</td><td>Sold</td><td>$468,000</td></tr><tr><td>2019-04-20</td><td>For Sale</td><td>$474,900</td></tr></table></section>
<section class="rooms"><h2>Rooms</h2><ul><li>Living: 5.18 x 3.66 m (Main)</li><li>Primary Bedroom: 4.27 x 3.96 m (2nd)</li><li>Recreation: 6.10 x 3.35 m (Basement)</li></ul></section>
<section class="remarks"><p>End-unit townhome on a quiet crescent in Kanata Lakes near the Kanata Centrum and the Canadian Tire Centre. Open main floor, three bedrooms up, ensuite and main bath, powder room on the main floor, finished basement. Single garage with inside entry.</p></section>
<p class="brokerage">Listing Brokerage: Capital Hearth Realty Inc., Brokerage — 350 Terry Fox Dr, Kanata, ON K2K 2W5</p>
<section class="similar"><h2>Similar Listings</h2><div class="card"><span>$664,000</span> 12 Kanata Ave, Ottawa</div><div class="card"><span>$715,000</span> 209 Klondike Rd, Ottawa</div></section>
</main>
<footer><p>HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Markham, ON L3R 5B4.</p><p>Listing information provided by the Ottawa Real Estate Board and believed accurate but not warranted.</p></footer>
${chromeEn("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "47 Steeple Chase Dr",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2M 2L4",
      neighbourhood: "Kanata",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 1970, unit: "ft2" },
      yearBuilt: 2003,
      mlsNumber: "X9012345",
      brokerageName: "Capital Hearth Realty Inc., Brokerage",
    },
  },
  {
    name: "ho44-remax-house-val-caron-greater-sudbury",
    site: "remax.ca",
    set: "held-out-44",
    traps: "RE/MAX: Greater Sudbury as the city with Val Caron as the neighbourhood; a highway civic address; a named team above two agents; the brokerage's Lasalle Blvd office in Sudbury; '3 + 2' beds; 1.2 acres with frontage 150 ft; JSON-LD with geo; a 'price reduced from' old price; the team's other listings",
    pageUrl: "https://www.remax.ca/on/greater-sudbury-real-estate/3127-highway-69-n-wp_id318840211-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3127 Highway 69 N, Greater Sudbury, ON P3N 1E3 | 2118345 | RE/MAX</title>
<meta name="description" content="3127 Highway 69 N, Greater Sudbury (Val Caron): 3+2 bed, 2 bath house on 1.2 acres for $529,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3127 Highway 69 N", address: { "@type": "PostalAddress", streetAddress: "3127 Highway 69 N", addressLocality: "Greater Sudbury", addressRegion: "ON", postalCode: "P3N 1E3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.6121, longitude: -81.0154 }, numberOfRooms: 11 })}
${ld({ "@context": "https://schema.org", "@type": "Offer", price: "529000", priceCurrency: "CAD", availability: "https://schema.org/InStock" })}
</head><body>
<header><a href="/" class="logo">RE/MAX</a><nav><a href="/on">Ontario</a><a href="/agents">Agents</a><a href="/offices">Offices</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail" data-listing-id="wp_id318840211">
<div class="listing-address"><h1>3127 Highway 69 N</h1><div class="city-line">Greater Sudbury, ON P3N 1E3</div><div class="neighbourhood">Val Caron</div></div>
<div class="listing-price"><span class="price">$529,000</span><span class="reduced">Reduced from $549,000</span></div>
<ul class="listing-summary"><li><b>3 + 2</b> bed</li><li><b>2</b> bath</li><li><b>1,340</b> sqft</li><li><b>1.2</b> acres</li></ul>
<section class="listing-details"><h2>Details</h2><table>
<tr><td>MLS®</td><td>2118345</td></tr>
<tr><td>Property Type</td><td>Single Family, Detached</td></tr>
<tr><td>Style</td><td>Bungalow</td></tr>
<tr><td>Lot Size</td><td>1.2 Acres (150 ft frontage)</td></tr>
<tr><td>Year Built</td><td>1985</td></tr>
<tr><td>Taxes</td><td>$3,977 (2024)</td></tr>
<tr><td>Water</td><td>Drilled well</td></tr>
<tr><td>Sewer</td><td>Septic</td></tr>
</table></section>
<section class="description"><p>Bungalow on 1.2 treed acres just north of Val Caron with a 24 x 30 heated garage. Three bedrooms on the main floor and two more in the walk-out lower level, two full baths. Drilled well, septic, new shingles 2022. Ten minutes to Hanmer and the Valley East twin pads.</p></section>
<section class="listing-agents"><h2>Listed by</h2><p class="team-name">The Nickel Ridge Team</p>
<div class="agent"><p class="agent-name">Marc Bélanger</p><p class="agent-title">Broker</p><p class="agent-phone">705-555-0172</p></div>
<div class="agent"><p class="agent-name">Jess Lindqvist</p><p class="agent-title">Sales Representative</p></div>
<p class="brokerage-name">RE/MAX Nickel Basin Realty Inc., Brokerage</p><p class="brokerage-address">1349 Lasalle Blvd, Sudbury, ON P3A 1Z6</p></section>
<section class="team-listings"><h2>More from The Nickel Ridge Team</h2><div class="card">$389,900 · 14 Elmview Dr, Greater Sudbury (Hanmer)</div><div class="card">$615,000 · 802 Notre Dame Ave, Greater Sudbury</div></section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. The trademarks REALTOR® and MLS® are controlled by CREA.</p><p>Data supplied by the Sudbury Real Estate Board.</p></footer>
${chromeEn("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 529000, currency: "CAD" },
      propertyKind: "house",
      street: "3127 Highway 69 N",
      city: "Greater Sudbury",
      province: "ON",
      postalCode: "P3N 1E3",
      neighbourhood: "Val Caron",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1340,
      lot: { value: 1.2, unit: "acres" },
      yearBuilt: 1985,
      mlsNumber: "2118345",
      listingAgentName: "Marc Bélanger",
      brokerageName: "RE/MAX Nickel Basin Realty Inc., Brokerage",
      geo: { lat: 46.6121, lng: -81.0154 },
    },
  },
  {
    name: "ho44-kijiji-apartment-almonte-ottawa-st",
    site: "kijiji.ca",
    set: "held-out-44",
    traps: "Kijiji long-term rental: a half civic number ('123½ Ottawa St') on a street named after a city, in Mississippi Mills with Almonte as the community; 'Ottawa' as the Kijiji region in the breadcrumb; a monthly rent with utilities and a damage deposit; posted by an owner (no agent); an ad id that is no MLS® number; other ads from Carleton Place and Ottawa",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/ottawa/2-bedroom-upper-apartment-downtown-almonte/1687453210",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Upper Apartment - Downtown Almonte | Long Term Rentals | Ottawa | Kijiji</title>
<meta name="description" content="2 bedroom upper apartment at 123½ Ottawa St, Almonte. $1,650/month plus hydro. Available May 1.">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"ad":{"adId":1687453210,"title":"2 Bedroom Upper Apartment - Downtown Almonte","price":{"amount":165000,"currency":"CAD","frequency":"MONTHLY"},"location":{"mapAddress":"123½ Ottawa St, Mississippi Mills, ON K0A 1A0","region":"Ottawa"},"posterType":"OWNER"}}}}</script>
</head><body>
<header><a href="/" class="logo">Kijiji</a><nav><a href="/h-ottawa/1700185">Ottawa</a><a href="/b-real-estate/ottawa/c34l1700185">Real Estate</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="/h-ottawa/1700185">Ottawa</a> › <a href="/b-real-estate/ottawa/c34l1700185">Real Estate</a> › <a href="/b-apartments-condos/ottawa/c37l1700185">For Rent</a> › <span>Long Term Rentals</span></nav>
<h1 class="title">2 Bedroom Upper Apartment - Downtown Almonte</h1>
<div class="priceWrapper"><span class="price">$1,650</span><span class="period">/month</span><span class="utils">+ Hydro</span></div>
<div class="locationContainer"><span class="address">123½ Ottawa St, Mississippi Mills, ON K0A 1A0</span><a href="#map" class="viewMap">View map</a></div>
<ul class="attributes">
<li><dl><dt>Unit Type</dt><dd>Apartment</dd></dl></li>
<li><dl><dt>Bedrooms</dt><dd>2</dd></dl></li>
<li><dl><dt>Bathrooms</dt><dd>1</dd></dl></li>
<li><dl><dt>Size (sqft)</dt><dd>850</dd></dl></li>
<li><dl><dt>Utilities Included</dt><dd>Heat, Water</dd></dl></li>
<li><dl><dt>Agreement Type</dt><dd>1 Year</dd></dl></li>
<li><dl><dt>Move-In Date</dt><dd>May 1, 2025</dd></dl></li>
<li><dl><dt>Pet Friendly</dt><dd>Limited</dd></dl></li>
<li><dl><dt>Community</dt><dd>Almonte</dd></dl></li>
</ul>
<div class="descriptionContainer"><h2>Description</h2><p>Bright upper unit above a shop in downtown Almonte, two minutes from the Mississippi River falls and the Metcalfe Park. Two bedrooms, updated bath, in-suite laundry. One parking spot at the rear. First month plus a $500 damage deposit; references required. About 40 minutes to Kanata and Ottawa.</p></div>
<div class="posterInfo"><p>Posted by <b>Rosalind P.</b> · Owner · On Kijiji since 2014</p><p>Ad ID 1687453210 · Posted 3 days ago · 412 visits</p></div>
<section class="similarAds"><h2>You may also like</h2>
<div class="card"><span class="price">$1,900</span> 3 Bed Townhouse – Carleton Place</div>
<div class="card"><span class="price">$2,150</span> 2 Bed Condo – Ottawa (Westboro)</div>
</section>
</main>
<footer><p>© 2025 Kijiji Canada Ltd. All rights reserved. Kijiji Canada Ltd., 2 Bloor St E, Toronto, ON.</p><p>Google, Google Play, YouTube and other marks are trademarks of Google LLC.</p></footer>
${chromeEn("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 1650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "123½ Ottawa St",
      city: "Mississippi Mills",
      province: "ON",
      postalCode: "K0A 1A0",
      neighbourhood: "Almonte",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
    },
  },
];
