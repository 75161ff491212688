/**
 * Twenty-first held-out corpus, Ontario: a Chestnut Park house in Prince Edward County (Picton), a TheRedPin condo
 * assignment in Vaughan, a cottage-for-sale site's waterfront cottage in Minden Hills and a RentSeeker apartment for
 * rent in Waterloo. Addresses, names and numbers are invented; the expected facts were written before the extractor
 * ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_21_ONTARIO: ListingPage[] = [
  {
    name: "ho21-chestnutpark-house-picton",
    site: "chestnutpark.com",
    set: "held-out-21",
    traps: "a Chestnut Park page for a century house in Prince Edward County (community Picton): municipality vs community; '3 + 1' bedrooms; '2 Full / 1 Half' baths; lot '0.25 Acres' beside a '66 Feet' frontage; square footage given as a range only ('2000-2500'); TRREB-style MLS number; two co-listing agents and Chestnut Park's Toronto head office in the footer; a 'Featured Properties' rail",
    pageUrl: "https://www.chestnutpark.com/property/x12814407-41-bridge-street-prince-edward-county/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>41 Bridge Street, Prince Edward County | Chestnut Park Real Estate Limited, Brokerage</title>
<meta name="description" content="Brick century home on a quarter acre in the heart of Picton. 3+1 bedrooms. $1,195,000.">
<meta property="og:site_name" content="Chestnut Park Real Estate">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "41 Bridge Street, Prince Edward County", url: "https://www.chestnutpark.com/property/x12814407-41-bridge-street-prince-edward-county/", offers: { "@type": "Offer", price: "1195000", priceCurrency: "CAD" } })}
</head><body class="single-property">
<header class="cp-header"><a href="/" class="cp-logo">Chestnut Park</a><nav><a href="/properties/">Properties</a><a href="/agents/">Our Agents</a><a href="/offices/">Offices</a><a href="/christies/">Christie's International</a></nav></header>
<main class="cp-property">
<section class="cp-hero"><h1>41 Bridge Street</h1><p class="cp-location">Prince Edward County, Ontario · Picton</p><p class="cp-price">$1,195,000</p></section>
<section class="cp-summary">
<div class="cp-stat"><span class="label">Bedrooms</span><span class="value">3 + 1</span></div>
<div class="cp-stat"><span class="label">Bathrooms</span><span class="value">2 Full / 1 Half</span></div>
<div class="cp-stat"><span class="label">Approx. Sq. Ft.</span><span class="value">2000-2500</span></div>
<div class="cp-stat"><span class="label">Lot Size</span><span class="value">0.25 Acres</span></div>
<div class="cp-stat"><span class="label">Frontage</span><span class="value">66 Feet</span></div>
</section>
<section class="cp-description"><h2>Property Description</h2><p>An 1880s red-brick Italianate on one of Picton's prettiest streets, two blocks from Main Street's restaurants and the Regent Theatre. Twelve-foot ceilings, original plaster medallions and pine floors, a modern kitchen opening to a deep garden with mature maples. Three bedrooms up, a fourth in the finished lower level. Detached carriage house. Wineries and Sandbanks a short drive away.</p></section>
<section class="cp-details"><h2>Details</h2><table>
<tr><th>MLS® Number</th><td>X12814407</td></tr>
<tr><th>Property Type</th><td>Detached</td></tr>
<tr><th>Style</th><td>2-Storey</td></tr>
<tr><th>Address</th><td>41 Bridge Street, Prince Edward County, ON K0K 2T0</td></tr>
<tr><th>Taxes</th><td>$5,412 (2026)</td></tr>
<tr><th>Heating</th><td>Forced Air, Gas</td></tr>
</table></section>
<section class="cp-agents"><h2>Listing Agents</h2>
<div class="agent"><p class="agent-name">Fiona McAllister</p><p>Sales Representative</p><p>Prince Edward County Office</p></div>
<div class="agent"><p class="agent-name">Derek Osei</p><p>Broker</p></div>
<p class="brokerage">Chestnut Park Real Estate Limited, Brokerage</p>
</section>
<section class="cp-featured"><h2>Featured Properties</h2>
<div class="card"><p>$2,350,000</p><p>1874 County Road 13, Prince Edward County</p></div>
<div class="card"><p>$849,000</p><p>9 Centre Street, Prince Edward County</p></div>
</section>
</main>
<footer class="cp-footer"><p>Chestnut Park Real Estate Limited, Brokerage · 1300 Yonge Street, Suite 100, Toronto, ON M4T 1X3 · 416-925-9191</p><p>Prince Edward County office: 43 Main Street, Picton</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "house",
      street: "41 Bridge Street",
      city: "Prince Edward County",
      province: "ON",
      postalCode: "K0K 2T0",
      neighbourhood: "Picton",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2000,
      lot: { value: 0.25, unit: "acres" },
      mlsNumber: "X12814407",
      listingAgentName: "Fiona McAllister",
      brokerageName: "Chestnut Park Real Estate Limited, Brokerage",
    },
  },
  {
    name: "ho21-theredpin-condo-assignment-vaughan",
    site: "theredpin.com",
    set: "held-out-21",
    traps: "a TheRedPin condo assignment in Vaughan (Vaughan Metropolitan Centre): __NEXT_DATA__ with the unit and the project; assignment price vs the original purchase price and the deposit paid; '1+1' bedrooms (a den, not a below-grade bedroom); '2' baths; '648 sq ft'; maintenance per month; no MLS number (exclusive assignment); TheRedPin as brokerage with an agent; other units in the building",
    pageUrl: "https://www.theredpin.com/assignments/vaughan/festival-tower-b/unit-2307",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Assignment: 2307 - 8950 Jane Street, Vaughan | TheRedPin</title>
<meta name="description" content="1+1 bed, 2 bath condo assignment at Festival Tower B, Vaughan. $629,000.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { assignment: { id: 51822, unit: "2307", project: { name: "Festival Tower B", developer: "Meadowvale Urban Holdings", address: "8950 Jane Street", city: "Vaughan", province: "ON", postalCode: "L4K 0N6", neighbourhood: "Vaughan Metropolitan Centre", occupancy: "Spring 2027" }, assignmentPrice: 629000, originalPrice: 571900, depositPaid: 114380, beds: "1+1", baths: 2, size: 648, exposure: "South-West", maintenanceFee: 0.62, agent: { name: "Kevin Tran", title: "Sales Representative" }, brokerage: "TheRedPin, Brokerage" } } } })}</script>
</head><body>
<header class="trp-nav"><a href="/" class="trp-logo">TheRedPin</a><nav><a href="/precon">Pre-Construction</a><a href="/assignments">Assignments</a><a href="/sell">Sell</a></nav></header>
<main class="assignment">
<nav class="crumbs"><a href="/assignments">Assignments</a> / <a href="/assignments/vaughan">Vaughan</a> / <a href="/assignments/vaughan/festival-tower-b">Festival Tower B</a> / Unit 2307</nav>
<h1>Festival Tower B – Unit 2307</h1>
<p class="addr">2307 - 8950 Jane Street, Vaughan, ON L4K 0N6 · Vaughan Metropolitan Centre</p>
<div class="pricing"><p class="assignment-price"><span>Assignment Price</span> $629,000</p><p class="original"><span>Original Purchase Price</span> $571,900</p><p class="deposit"><span>Deposit Paid</span> $114,380 (20%)</p></div>
<ul class="specs"><li><span>Beds</span> 1+1</li><li><span>Baths</span> 2</li><li><span>Size</span> 648 sq ft</li><li><span>Exposure</span> South-West</li><li><span>Parking</span> 1</li><li><span>Locker</span> 1</li><li><span>Est. Maintenance</span> $0.62/sq ft ($402/mo)</li><li><span>Occupancy</span> Spring 2027</li></ul>
<section class="notes"><h2>About this assignment</h2><p>South-west corner unit on the 23rd floor, den with a sliding door large enough for a home office, second full bath off the den. Steps to the VMC subway station and the YRT terminal. Assignor will credit the development charges cap. Exclusive TheRedPin assignment, not on MLS.</p></section>
<section class="agent"><p>Your TheRedPin agent: <strong>Kevin Tran</strong>, Sales Representative</p><p>TheRedPin, Brokerage</p></section>
<section class="others"><h2>Other units at Festival Tower B</h2>
<div class="card">Unit 1105 · 2 Bed · $719,000</div>
<div class="card">Unit 3011 · 1 Bed · $548,000</div>
</section>
</main>
<footer><p>TheRedPin, Brokerage · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7</p><p>Renderings are artist's concepts. E.&amp;O.E.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 629000 },
      propertyKind: "condo",
      street: "2307 - 8950 Jane Street",
      city: "Vaughan",
      province: "ON",
      postalCode: "L4K 0N6",
      neighbourhood: "Vaughan Metropolitan Centre",
      bedrooms: 1,
      // The corpora's convention: "1+1" is 1 above + 1 below grade, a condo's den included (as on every other condo page).
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 648,
      listingAgentName: "Kevin Tran",
      brokerageName: "TheRedPin, Brokerage",
    },
  },
  {
    name: "ho21-cottage-site-minden-hills",
    site: "cottagesforsale.ca",
    set: "held-out-21",
    traps: "a cottage-for-sale site's waterfront cottage on Gull Lake in Minden Hills: '2 bedroom + bunkie' (the bunkie is not a bedroom); '1 bathroom' plus an outhouse mention; 'Frontage 150 ft' and 'Lot 0.9 acres'; seasonal road; the cottage site's own ad-package prices; an agent and brokerage; other cottages in the Haliburton Highlands",
    pageUrl: "https://www.cottagesforsale.ca/listing/haliburton/gull-lake-minden-hills-1042",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Gull Lake Cottage For Sale – 1042 Gull Lake Road, Minden Hills | Cottages For Sale</title>
<meta name="description" content="Three-season cottage on Gull Lake, 150 ft of sandy frontage, 0.9 acres. $749,000.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Gull Lake Cottage", address: { "@type": "PostalAddress", streetAddress: "1042 Gull Lake Road", addressLocality: "Minden Hills", addressRegion: "ON", postalCode: "K0M 2K0" }, geo: { "@type": "GeoCoordinates", latitude: 44.91642, longitude: -78.73318 } })}
</head><body>
<div id="top"><a href="/" class="brand">CottagesForSale.ca</a><ul class="menu"><li><a href="/regions/">Regions</a></li><li><a href="/advertise/">Advertise</a></li><li><a href="/contact/">Contact</a></li></ul></div>
<div class="region-bar">Haliburton Highlands › Minden Hills › Gull Lake</div>
<div class="listing">
<h1>Gull Lake – Sandy Beach Cottage</h1>
<h2 class="price">Asking $749,000</h2>
<p class="address">1042 Gull Lake Road, Minden Hills, ON K0M 2K0</p>
<table class="facts">
<tr><td>Type</td><td>Cottage – Three Season</td></tr>
<tr><td>Bedrooms</td><td>2 + bunkie</td></tr>
<tr><td>Bathrooms</td><td>1</td></tr>
<tr><td>Frontage</td><td>150 ft, sand beach, southern exposure</td></tr>
<tr><td>Lot Size</td><td>0.9 acres</td></tr>
<tr><td>Access</td><td>Seasonal municipal road</td></tr>
<tr><td>Water / Septic</td><td>Lake-drawn, holding tank</td></tr>
<tr><td>Built</td><td>1968</td></tr>
</table>
<div class="desc"><p>Family cottage held since the sixties on clean, quiet Gull Lake, ten minutes from Minden. Two bedrooms in the cottage, a screened bunkie by the water for the kids, one bathroom with shower and the old outhouse kept for nostalgia. Wood stove, big deck, dock and a shallow sand entry. Sold with furniture, canoe and paddleboard.</p></div>
<div class="rep"><p>Represented by <b>Gail Hutchison</b>, Broker</p><p>Royal Haliburton Realty Ltd., Brokerage</p><p>705-555-0177</p></div>
</div>
<div class="advertise-box"><h3>Selling your cottage?</h3><p>Featured ad $149 · Premium ad $249 for 90 days</p></div>
<div class="more"><h3>More Haliburton Highlands cottages</h3>
<p><a href="/listing/haliburton/kashagawigamog-1187">Kashagawigamog Lake, Dysart et al – $1,150,000</a></p>
<p><a href="/listing/haliburton/horseshoe-lake-0933">Horseshoe Lake, Minden Hills – $689,000</a></p>
</div>
<div id="foot">CottagesForSale.ca · PO Box 210, Haliburton, ON K0M 1S0</div>
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "house",
      street: "1042 Gull Lake Road",
      city: "Minden Hills",
      province: "ON",
      postalCode: "K0M 2K0",
      bedrooms: 2,
      bathrooms: 1,
      lot: { value: 0.9, unit: "acres" },
      yearBuilt: 1968,
      listingAgentName: "Gail Hutchison",
      brokerageName: "Royal Haliburton Realty Ltd., Brokerage",
      geo: { lat: 44.91642, lng: -78.73318 },
    },
  },
  {
    name: "ho21-rentseeker-apartment-waterloo",
    site: "rentseeker.ca",
    set: "held-out-21",
    traps: "a RentSeeker building page in Waterloo for one unit type: suite table where only the 2-bedroom is available ('$2,275') and other suite types show 'Waitlist' with prices; 'Uptown Waterloo' neighbourhood; utilities note; the management company; RentSeeker's Toronto office in the footer",
    pageUrl: "https://www.rentseeker.ca/the-willows-on-erb/waterloo-on-2-bedroom-apartment-for-rent-88214",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Willows on Erb – 2 Bedroom Apartment for Rent, 140 Erb Street West, Waterloo | RentSeeker.ca</title>
<meta name="description" content="2 bedroom apartment for rent at 140 Erb Street West, Waterloo, ON. $2,275 per month.">
<meta property="og:title" content="The Willows on Erb – 140 Erb Street West, Waterloo">
</head><body>
<header class="rs-header"><a href="/" class="rs-logo">RentSeeker.ca</a><nav><a href="/apartments-for-rent">Apartments</a><a href="/list-your-property">List Your Property</a></nav></header>
<main class="rs-building">
<p class="rs-crumbs"><a href="/on">Ontario</a> › <a href="/on/waterloo">Waterloo</a> › <a href="/on/waterloo/uptown-waterloo">Uptown Waterloo</a></p>
<h1>The Willows on Erb</h1>
<p class="rs-address">140 Erb Street West, Waterloo, ON N2L 1T6</p>
<section class="rs-suites"><h2>Suites</h2>
<table>
<thead><tr><th>Suite</th><th>Bath</th><th>Size</th><th>Rent</th><th>Availability</th></tr></thead>
<tbody>
<tr class="unavailable"><td>1 Bedroom</td><td>1</td><td>610 sq ft</td><td>$1,795</td><td>Waitlist</td></tr>
<tr class="available"><td>2 Bedroom</td><td>1</td><td>860 sq ft</td><td>$2,275/month</td><td>Available Jan 1</td></tr>
<tr class="unavailable"><td>3 Bedroom</td><td>2</td><td>1,080 sq ft</td><td>$2,690</td><td>Waitlist</td></tr>
</tbody></table>
<p class="rs-featured">Featured suite: <strong>2 Bedroom · 1 Bath · 860 sq ft · $2,275/month</strong></p>
</section>
<section class="rs-about"><h2>About this property</h2><p>Mid-rise rental building across from Waterloo Park, a five-minute walk to the ION light rail at Willis Way. Heat and water included; hydro extra. Underground parking $95/month. Laundry on each floor. Small pets welcome.</p></section>
<section class="rs-contact"><p>Managed by <strong>Grand River Residential Management</strong></p><p>Office hours Mon–Fri 9–5 · 519-555-0162</p></section>
<section class="rs-nearby"><h2>Nearby buildings</h2><div class="card">Regina Street Lofts · from $1,950</div><div class="card">Albert Place · from $1,720</div></section>
</main>
<footer class="rs-footer"><p>RentSeeker.ca · 2 Bloor Street West, Suite 700, Toronto, ON M4W 3E2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2275, period: "month" },
      propertyKind: "condo",
      street: "140 Erb Street West",
      city: "Waterloo",
      province: "ON",
      postalCode: "N2L 1T6",
      neighbourhood: "Uptown Waterloo",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
    },
  },
];
