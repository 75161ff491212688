/**
 * Twenty-seventh held-out corpus, Ontario: a Bosley Real Estate semi-detached house in Toronto's Leslieville, a
 * Property.ca condo for lease in Toronto and a Minto new-build townhouse in Ottawa's Barrhaven. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_27_ONTARIO: ListingPage[] = [
  {
    name: "ho27-bosley-semi-leslieville",
    site: "bosleyrealestate.com",
    set: "held-out-27",
    traps: "a Toronto brokerage's own listing page for a semi in Leslieville: 'Beds 3+1'; '2 Baths' with a powder room listed among the rooms; 'Lot 18.5 x 120 Feet'; TRREB 'E…' MLS® number; sold prices of 'Recent Bosley sales' nearby; the office address on Queen Street East in the footer; the neighbourhood in the heading, the city in the address line",
    pageUrl: "https://www.bosleyrealestate.com/listings/E12904417-214-curzon-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>214 Curzon Street | Leslieville | Bosley Real Estate</title>
<meta name="description" content="Renovated semi-detached home in Leslieville. 3+1 bedrooms, 2 baths. Offered at $1,389,000.">
<meta property="og:title" content="214 Curzon Street, Toronto">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Bosley Real Estate Ltd., Brokerage", address: { "@type": "PostalAddress", streetAddress: "1066 Queen Street East", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4M 1K4" }, telephone: "416-555-0190" })}
</head><body>
<header class="masthead"><a href="/" class="logo">Bosley Real Estate</a><nav><a href="/listings">Our Listings</a><a href="/agents">Agents</a><a href="/market-reports">Market Reports</a></nav></header>
<main>
<section class="listing-hero">
<p class="eyebrow">Leslieville</p>
<h1>214 Curzon Street</h1>
<p class="address-line">Toronto, ON M4L 3B6</p>
<p class="price">Offered at $1,389,000</p>
</section>
<section class="listing-stats"><ul>
<li><span class="label">Beds</span><span class="val">3+1</span></li>
<li><span class="label">Baths</span><span class="val">2</span></li>
<li><span class="label">Lot</span><span class="val">18.5 x 120 Feet</span></li>
<li><span class="label">Type</span><span class="val">Semi-Detached</span></li>
<li><span class="label">MLS®</span><span class="val">E12904417</span></li>
<li><span class="label">Taxes</span><span class="val">$5,884 (2026)</span></li>
</ul></section>
<section class="description"><h2>About this home</h2>
<p>A classic Leslieville semi, opened up and rebuilt from the joists with a chef's kitchen, a walk-out to a deep west garden and laneway parking. Three bedrooms on the second floor, a finished lower level with a fourth bedroom, a four-piece bath on each of the upper and lower floors and a main-floor powder room under the stairs.</p>
<p>Offers welcome anytime. Walk to Queen East shops, Greenwood Park and the 501 streetcar.</p></section>
<section class="rooms"><h2>Rooms</h2><table>
<tr><td>Main</td><td>Living</td><td>Kitchen</td><td>Powder room</td></tr>
<tr><td>Second</td><td>Primary bedroom</td><td>Bedroom</td><td>Bedroom</td></tr>
<tr><td>Lower</td><td>Bedroom</td><td>Recreation</td><td>Laundry</td></tr>
</table></section>
<section class="agent-card"><h2>Presented by</h2><p class="agent">Miriam Oduya</p><p>Sales Representative</p><p>Bosley Real Estate Ltd., Brokerage</p><p>416-555-0124</p></section>
<section class="recent-sales"><h2>Recent Bosley sales nearby</h2>
<div class="card">58 Woodfield Road · Sold $1,512,000</div>
<div class="card">9 Rhodes Avenue · Sold $1,276,500</div></section>
<section class="features"><h2>Features</h2><ul><li>Heating: Forced air, gas</li><li>Cooling: Central air</li><li>Basement: Finished, separate entrance</li><li>Parking: 1 laneway space</li><li>Exterior: Brick</li><li>Possession: 60 days / TBA</li><li>Inclusions: Fridge, gas stove, dishwasher, washer, dryer, all window coverings</li><li>Exclusions: Dining room chandelier</li></ul></section>
<section class="neighbourhood"><h2>Living in Leslieville</h2><p>Leslieville blends Victorian row houses with a busy strip of cafés, bakeries and vintage shops along Queen Street East. Families come for Leslieville Junior Public School and the farmers' market in Jonathan Ashbridge Park; commuters use the 501 and 506 streetcars or the Gardiner five minutes away.</p><ul class="scores"><li>Walk Score 94</li><li>Transit Score 88</li><li>Bike Score 92</li></ul></section>
<section class="cta"><h2>Book a private showing</h2><form><input name="name" placeholder="Your name"><input name="email" placeholder="Email"><textarea name="msg">I'd like more information about 214 Curzon Street.</textarea><button>Send</button></form></section>
</main>
<footer><p>Bosley Real Estate Ltd., Brokerage · 1066 Queen Street East, Toronto, ON M4M 1K4</p><p>Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1389000 },
      propertyKind: "semi-detached",
      street: "214 Curzon Street",
      city: "Toronto",
      province: "ON",
      postalCode: "M4L 3B6",
      neighbourhood: "Leslieville",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      lot: { value: 2220, unit: "ft2" },
      mlsNumber: "E12904417",
      listingAgentName: "Miriam Oduya",
      brokerageName: "Bosley Real Estate Ltd., Brokerage",
    },
  },
  {
    name: "ho27-propertyca-condo-lease-toronto",
    site: "property.ca",
    set: "held-out-27",
    traps: "a Property.ca condo for lease in a named building at CityPlace: '$2,650/mo' with the building's average sale price and average rent per sqft beside it; 'Suite 2708' before the street; '1+1 Bed'; size range '600-699 sqft'; TRREB 'C…' number; the building's year built and storeys in a stats box; maintenance fee per sqft shown on a rental; coordinates in __NEXT_DATA__; other units in the building for sale and for lease; the brokerage's Peter Street office in the footer",
    pageUrl: "https://property.ca/toronto/cityplace/parade-2/2708-15-iceboat-terrace-for-lease-C12887321",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2708 - 15 Iceboat Terrace For Lease | Parade 2 | Property.ca</title>
<meta name="description" content="1+1 bed, 1 bath condo for lease at Parade 2, 15 Iceboat Terrace, Toronto. $2,650/month.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mls: "C12887321", transactionType: "Lease", price: 2650, unit: "2708", street: "15 Iceboat Terrace", city: "Toronto", neighbourhood: "CityPlace", province: "ON", postal: "M5V 4A9", beds: "1+1", baths: 1, sqftRange: "600-699", brokerage: "Property.ca Inc., Brokerage", lat: 43.63902, lng: -79.39617 }, building: { name: "Parade 2", yearBuilt: 2010, avgPsfSale: 1004, avgPsfRent: 4.21, storeys: 48 } } } })}</script>
</head><body>
<header><a href="/" class="logo">Property.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/sell">Sell</a></nav></header>
<main>
<nav class="crumbs">Toronto › CityPlace › Parade 2 › Suite 2708</nav>
<section class="hero"><h1>2708 - 15 Iceboat Terrace</h1><p>Parade 2 · CityPlace, Toronto</p>
<p class="price">$2,650<span>/mo</span></p><p class="status">For Lease</p></section>
<section class="facts"><ul>
<li>1+1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>Exposure: South</li><li>Parking: None</li><li>Locker: Owned</li><li>MLS®: C12887321</li>
</ul></section>
<section class="desc"><p>Bright south-facing suite with lake views, a den with a door that works as a home office, and floor-to-ceiling windows. Steps to the Rogers Centre, the waterfront trail and the Spadina streetcar. Tenant pays hydro. Available January 1.</p></section>
<section class="building-stats"><h2>Parade 2 building stats</h2><ul><li>Built 2010 · 48 storeys</li><li>Avg. sold $/sqft: $1,004</li><li>Avg. rent $/sqft: $4.21</li><li>Maintenance fees: $0.71/sqft</li></ul></section>
<section class="brokerage"><p>Listing courtesy of Property.ca Inc., Brokerage</p></section>
<section class="others"><h2>Other units at Parade 2</h2><div>Suite 1105 · 2 Bed · $779,000</div><div>Suite 3912 · 1 Bed · $2,450/mo</div></section>
<section class="amenities"><h2>Building amenities</h2><ul><li>24-hour concierge</li><li>Indoor pool and hot tub</li><li>Gym and yoga studio</li><li>Party room with billiards</li><li>Guest suites</li><li>Rooftop terrace with barbecues</li><li>Visitor parking</li></ul></section>
<section class="lease-terms"><h2>Lease terms</h2><ul><li>Minimum 12-month lease</li><li>First and last month's rent required</li><li>Credit check, employment letter and references</li><li>No smoking; small pets considered</li></ul></section>
<section class="area"><h2>About CityPlace</h2><p>Built on former railway lands between Spadina and Bathurst, CityPlace is a cluster of glass towers around Canoe Landing Park, with the Fort York library, two schools and a community centre at its heart. The Rogers Centre, the Scotiabank Arena and the PATH are all within a 15-minute walk.</p></section>
<section class="contact-form"><h2>Request a viewing</h2><form><input placeholder="Full name"><input placeholder="Phone"><select><option>Weekday evening</option><option>Weekend</option></select><button>Request</button></form></section>
</main>
<footer><p>Property.ca Inc., Brokerage · 111 Peter Street, Suite 401, Toronto, ON M5V 2H1</p><nav class="footer-links"><a href="/about">About</a><a href="/careers">Careers</a><a href="/privacy">Privacy</a></nav></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "15 Iceboat Terrace",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 4A9",
      neighbourhood: "CityPlace",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2010,
      mlsNumber: "C12887321",
      brokerageName: "Property.ca Inc., Brokerage",
      geo: { lat: 43.63902, lng: -79.39617 },
    },
  },
  {
    name: "ho27-minto-townhouse-barrhaven",
    site: "minto.com",
    set: "held-out-27",
    traps: "a builder's quick-possession townhome in Ottawa's Barrhaven (Half Moon Bay): 'Starting from $649,900' with a crossed-out former price and a 'Save $25,000' badge; model name; '3 Bed · 2.5 Bath'; '1,782 sq.ft.'; the community as neighbourhood; lot number in the subdivision (not MLS); the sales centre's address and hours; the builder (no agent, no brokerage); other models' prices",
    pageUrl: "https://www.minto.com/ottawa/new-homes-condos/half-moon-bay/quick-possessions/lot-214-the-ellery",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Ellery End Townhome – 418 Kilbirnie Drive, Half Moon Bay | Minto Communities</title>
<meta name="description" content="Move in this spring: The Ellery end townhome at Half Moon Bay, Barrhaven. 3 bedrooms, 2.5 baths, 1,782 sq.ft. Now $649,900.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "The Ellery End Townhome – Lot 214", brand: { "@type": "Organization", name: "Minto Communities" }, offers: { "@type": "Offer", price: 649900, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header><a href="/" class="minto-logo">Minto</a><nav><a href="/ottawa/new-homes-condos">New Homes</a><a href="/ottawa/apartments">Apartments</a><a href="/quick-possessions">Quick Possessions</a></nav></header>
<main>
<nav class="breadcrumb">Ottawa › Barrhaven › Half Moon Bay › Quick Possessions</nav>
<section class="qp-hero"><p class="tag">Quick Possession · Ready April 2027</p>
<h1>The Ellery End Townhome</h1>
<p class="addr">418 Kilbirnie Drive, Ottawa, ON K2J 7H3</p>
<p class="community">Half Moon Bay, Barrhaven</p>
<p class="price"><s>$674,900</s> <strong>$649,900</strong> <span class="badge">Save $25,000</span></p></section>
<section class="qp-specs"><ul><li>3 Bed</li><li>2.5 Bath</li><li>1,782 sq.ft.</li><li>Single-car garage</li><li>Lot 214</li></ul></section>
<section class="qp-detail"><h2>Home details</h2><table>
<tr><th>Model</th><td>The Ellery (End)</td></tr>
<tr><th>Home type</th><td>Townhome</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>2 full, 1 powder room</td></tr>
<tr><th>Finished area</th><td>1,782 sq.ft. (excludes basement)</td></tr>
<tr><th>Elevation</th><td>Modern B</td></tr>
</table></section>
<section class="qp-desc"><p>This end-unit Ellery is loaded with upgrades: 9' ceilings on the main floor, quartz counters, a walk-in pantry and a second-floor laundry. Minto's Net Zero Ready construction and a 7-year Tarion warranty.</p></section>
<section class="others"><h2>More homes at Half Moon Bay</h2><div>The Mackenzie Townhome · from $612,900</div><div>The Cardinal Single · from $889,900</div></section>
<section class="sales-centre"><h2>Visit our sales centre</h2><p>3500 Cambrian Road, Ottawa, ON K2J 0V1</p><p>Mon–Thu 12–7 · Sat–Sun 11–5</p><p>613-555-0172</p></section>
<section class="features"><h2>Included features</h2><ul><li>Smart thermostat and high-efficiency furnace</li><li>HRV and tankless hot water heater (rental)</li><li>Laminate flooring throughout the main floor</li><li>Quartz countertops in kitchen and bathrooms</li><li>Triple-pane windows</li><li>Rough-in for EV charger in garage</li></ul></section>
<section class="community-info"><h2>About Half Moon Bay</h2><p>Half Moon Bay is a master-planned community in south Barrhaven with parks, a network of pathways, new elementary schools and the Minto Recreation Complex close by. Shopping at Marketplace and the Barrhaven Town Centre is minutes away, and transit connects to the O-Train.</p></section>
<section class="financing"><h2>Deposit structure</h2><ul><li>$10,000 on signing</li><li>$10,000 in 30 days</li><li>Balance on closing</li></ul><p>Ask about our mortgage partners and HST rebate eligibility.</p></section>
<section class="register"><h2>Book an appointment</h2><form><input placeholder="First name"><input placeholder="Last name"><input placeholder="Email"><button>Book now</button></form></section>
</main>
<footer><p>© 2026 The Minto Group Inc. Prices, specifications and availability subject to change without notice. E.&amp;O.E.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "townhouse",
      street: "418 Kilbirnie Drive",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 7H3",
      neighbourhood: "Half Moon Bay",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1782,
    },
  },
];
