/**
 * Sixty-ninth held-out corpus, US sites near the border: a Bellingham-area brokerage's Lynden house, a Buffalo
 * brokerage's two-family in microdata and a Michigan brokerage's Port Huron condo facing Sarnia. Addresses, names
 * and numbers are invented; expected facts were written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { contactForm, cookieNotice, fbPixel, gallery, gtag, mortgageCalc, nav, siteFooter, tiles } from "./chrome.ts";

export const HELD_OUT_69_US: ListingPage[] = [
  {
    name: "ho69-muljat-house-lynden",
    site: "muljat.com",
    set: "held-out-69",
    traps: "Whatcom County brokerage's NWMLS listing: baths split full / three-quarter / half; lot in acres with the same parcel in sq ft after it; subdivision row; JSON-LD with geo; Canadian border crossing and Abbotsford in the remarks; tax and HOA rows; NWMLS courtesy line; recently sold homes with prices",
    pageUrl: "https://www.muljat.com/listing/2384157/8871-northwood-road-lynden-wa-98264",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>8871 Northwood Road, Lynden, WA 98264 | MLS# 2384157 | The Muljat Group</title>
<meta name="description" content="4 bed, 3.5 bath home on 1.02 acres in Lynden, WA. Offered at $789,000.">
<meta property="og:title" content="8871 Northwood Road, Lynden – $789,000">
<meta property="og:image" content="https://photos.muljat.com/nwmls/2384157/1.jpg">
${gtag("G-MULJAT3361")}
${fbPixel("228374650019")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "8871 Northwood Road", address: { "@type": "PostalAddress", streetAddress: "8871 Northwood Road", addressLocality: "Lynden", addressRegion: "WA", postalCode: "98264", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 48.97412, longitude: -122.43866 }, numberOfBedrooms: 4 })}
${ld({ "@context": "https://schema.org", "@type": "Offer", price: 789000, priceCurrency: "USD", url: "https://www.muljat.com/listing/2384157/8871-northwood-road-lynden-wa-98264" })}
</head><body class="property-page">
${cookieNotice("The Muljat Group")}
<header class="mg-header"><a class="mg-logo" href="/">The Muljat Group</a>${nav(["Search", "Buy", "Sell", "Agents", "Offices", "Property Management"])}</header>
<main>
<section class="pp-head">
<h1>8871 Northwood Road</h1>
<p>Lynden, WA 98264</p>
<p class="pp-price">$789,000</p>
<ul class="pp-stats"><li>4 Beds</li><li>3.5 Baths</li><li>2,460 SqFt</li><li>1.02 Acres</li></ul>
</section>
${gallery("https://photos.muljat.com/nwmls/2384157", 9, "8871 Northwood Road Lynden")}
<section class="pp-remarks"><h2>Property Description</h2><p>Country feel minutes from town: a 2004 two-story on just over an acre with mountain views of Mt. Baker. Main floor has a formal dining room, a kitchen with a gas range and walk-in pantry opening to the family room, an office and a half bath; upstairs are four bedrooms, including a primary suite with a soaking tub. A 30 x 40 shop with 12 ft doors and a fenced garden complete the property. 10 minutes to the Lynden/Aldergrove border crossing and 25 minutes to Abbotsford and Bellingham.</p></section>
<section class="pp-details"><h2>Property Details</h2>
<table><tbody>
<tr><th>MLS #</th><td>2384157</td></tr>
<tr><th>Status</th><td>Active</td></tr>
<tr><th>Property Type</th><td>Residential</td></tr>
<tr><th>Style</th><td>2 Story</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Full Bathrooms</th><td>2</td></tr>
<tr><th>3/4 Bathrooms</th><td>1</td></tr>
<tr><th>Half Bathrooms</th><td>1</td></tr>
<tr><th>Approx. SqFt</th><td>2,460</td></tr>
<tr><th>Lot Size</th><td>1.02 ac (44,431 sq ft)</td></tr>
<tr><th>Year Built</th><td>2004</td></tr>
<tr><th>Subdivision</th><td>Northwood Acres</td></tr>
<tr><th>County</th><td>Whatcom</td></tr>
<tr><th>School District</th><td>Lynden</td></tr>
<tr><th>Taxes</th><td>$5,904 (2025)</td></tr>
<tr><th>HOA Dues</th><td>None</td></tr>
<tr><th>Water</th><td>Public</td></tr>
<tr><th>Sewer</th><td>Septic</td></tr>
</tbody></table>
</section>
<section class="pp-agent"><h2>Listing Agent</h2><p class="agent-name">Erik Van Dalen</p><p>Broker · 360-555-0172</p><p class="nwmls-courtesy">Listing courtesy of The Muljat Group</p></section>
${mortgageCalc("$789,000", "20%", "6.41%", "30 years", "$4,512 / mo (principal & interest)")}
${tiles("Recently Sold Nearby", [
  { href: "/listing/2340118/8640-benson-road-lynden-wa-98264", price: "Sold $742,500", title: "8640 Benson Road, Lynden", meta: "3 bd · 2.5 ba · 0.92 ac" },
  { href: "/listing/2351977/1902-ridgeview-drive-lynden-wa-98264", price: "Sold $655,000", title: "1902 Ridgeview Drive, Lynden", meta: "4 bd · 2.5 ba" },
])}
${contactForm("Schedule a tour")}
</main>
${siteFooter([
  `<h4>The Muljat Group</h4><address>3210 Northwest Avenue<br>Bellingham, WA 98225</address><p>360-555-0100</p>`,
  `<p>Offices in Bellingham, Lynden, Ferndale, Blaine and Mount Vernon.</p>`,
], "Listing information is provided by the Northwest Multiple Listing Service (NWMLS). Information deemed reliable but not guaranteed. Equal Housing Opportunity.")}
</body></html>`,
    expected: {
      price: { amount: 789000, currency: "USD" },
      propertyKind: "house",
      street: "8871 Northwood Road",
      city: "Lynden",
      province: "WA",
      postalCode: "98264",
      neighbourhood: "Northwood Acres",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsHalf: 1,
      squareFootage: 2460,
      lot: { value: 1.02, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "2384157",
      listingAgentName: "Erik Van Dalen",
      brokerageName: "The Muljat Group",
      geo: { lat: 48.97412, lng: -122.43866 },
    },
  },
  {
    name: "ho69-huntrealestate-plex-buffalo",
    site: "huntrealestate.com",
    set: "held-out-69",
    traps: "Buffalo brokerage's two-family listing in schema.org microdata: building bedroom total beside each unit's bedrooms and rent; lot as frontage × depth with no unit; taxes split city/school; neighborhood row; listing office with its branch after a dash; other Hunt listings with prices; head office in the footer",
    pageUrl: "https://www.huntrealestate.com/listing/b1612345/82-ashland-avenue-buffalo-ny-14222",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>82 Ashland Avenue, Buffalo, NY 14222 | Multi-Family for Sale | HUNT Real Estate ERA</title>
<meta name="description" content="Two-family home in Elmwood Village, Buffalo. 6 beds, 2 baths. $429,900. MLS B1612345.">
<meta property="og:title" content="82 Ashland Avenue, Buffalo – $429,900">
${gtag("G-HUNTRE8810")}
</head><body class="listing">
${cookieNotice("HUNT Real Estate ERA")}
<header class="hunt-hdr"><a class="hunt-logo" href="/">HUNT Real Estate ERA</a>${nav(["Buy", "Sell", "Rent", "Find an Agent", "Mortgage", "Insurance"])}</header>
<main itemscope itemtype="https://schema.org/Residence">
<div class="lst-head">
<h1 itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">82 Ashland Avenue</span>, <span itemprop="addressLocality">Buffalo</span>, <span itemprop="addressRegion">NY</span> <span itemprop="postalCode">14222</span></h1>
<div class="lst-price" itemscope itemtype="https://schema.org/Offer" itemprop="offers"><span itemprop="priceCurrency" content="USD">$</span><span itemprop="price" content="429900">429,900</span></div>
<ul class="lst-stats"><li>6 Beds</li><li>2 Baths</li><li>2,688 Sq Ft</li><li>Multi-Family</li></ul>
<span itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="42.91683"><meta itemprop="longitude" content="-78.87652"></span>
</div>
${gallery("https://media.huntrealestate.com/B1612345", 8, "82 Ashland Avenue Buffalo")}
<section class="lst-desc"><h2>Description</h2><p itemprop="description">Classic Elmwood Village up/down double on a tree-lined block, two blocks from Elmwood Avenue shops and Bidwell Parkway. Each unit has three bedrooms, a full bath, hardwood floors, a front porch and its own laundry hookups; separate gas and electric meters and newer boilers (2020, 2022). Lower unit rents for $1,650 and upper for $1,575, both month-to-month. Walk-up attic for storage, full basement, two-car detached garage off a shared drive.</p></section>
<section class="lst-facts"><h2>Property Facts</h2>
<table><tbody>
<tr><th>MLS #</th><td>B1612345</td></tr>
<tr><th>Type</th><td>Multi-Family — 2 Family, 2 Story</td></tr>
<tr><th>Neighborhood</th><td>Elmwood Village</td></tr>
<tr><th>Total Bedrooms</th><td>6</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Square Feet</th><td>2,688</td></tr>
<tr><th>Lot Size</th><td>30 X 125</td></tr>
<tr><th>Year Built</th><td>1905</td></tr>
<tr><th>Heating</th><td>Gas, boiler (2)</td></tr>
<tr><th>City Taxes</th><td>$5,118</td></tr>
<tr><th>School Taxes</th><td>$2,724</td></tr>
<tr><th>Total Taxes</th><td>$7,842</td></tr>
</tbody></table>
<h3>Units</h3>
<table><thead><tr><th>Unit</th><th>Beds</th><th>Baths</th><th>Rent</th></tr></thead><tbody>
<tr><td>Lower</td><td>3</td><td>1</td><td>$1,650</td></tr>
<tr><td>Upper</td><td>3</td><td>1</td><td>$1,575</td></tr>
</tbody></table>
</section>
<section class="lst-agent"><h2>Listing Agent</h2><p class="agent-name">Margaret O'Rourke</p><p>Licensed Real Estate Salesperson · 716-555-0146</p><p class="office">Listing Office: HUNT Real Estate ERA - Elmwood Office</p></section>
${mortgageCalc("$429,900", "20%", "6.55%", "30 years", "$2,185 / mo")}
${tiles("More HUNT listings nearby", [
  { href: "/listing/b1609870/415-bird-avenue-buffalo-ny-14213", price: "$289,000", title: "415 Bird Avenue, Buffalo", meta: "4 bd · 2 ba · 2 Family" },
  { href: "/listing/b1613022/61-lexington-avenue-buffalo-ny-14222", price: "$519,000", title: "61 Lexington Avenue, Buffalo", meta: "4 bd · 2.5 ba · Single Family" },
])}
${contactForm("Contact Margaret")}
</main>
${siteFooter([
  `<h4>HUNT Real Estate ERA</h4><address>5500 Main Street<br>Williamsville, NY 14221</address>`,
  `<p>HUNT Mortgage · HUNT Insurance · HUNT Commercial</p>`,
], "Listing information © 2025 New York State Alliance MLS. Information deemed reliable but not guaranteed. Equal Housing Opportunity.")}
</body></html>`,
    expected: {
      price: { amount: 429900, currency: "USD" },
      propertyKind: "plex",
      street: "82 Ashland Avenue",
      city: "Buffalo",
      province: "NY",
      postalCode: "14222",
      neighbourhood: "Elmwood Village",
      bedrooms: 6,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2688,
      lot: { value: 3750, unit: "ft2" },
      yearBuilt: 1905,
      mlsNumber: "B1612345",
      listingAgentName: "Margaret O'Rourke",
      brokerageName: "HUNT Real Estate ERA",
      geo: { lat: 42.91683, lng: -78.87652 },
    },
  },
  {
    name: "ho69-realestateone-condo-port-huron",
    site: "realestateone.com",
    set: "held-out-69",
    traps: "Michigan brokerage's condo page: JSON-LD listing with geo; 'Unit 204' after the street; HOA dues, price per sq ft and estimated payment; Realcomp's 11-digit MLS number; subdivision row naming the condo complex; Sarnia, Ontario and the Blue Water Bridge in the remarks; listing agent and brokerage; similar condos with prices",
    pageUrl: "https://www.realestateone.com/homes/1605-river-st-unit-204/port-huron/mi/48060/20251034567",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1605 River St Unit 204, Port Huron, MI 48060 | Real Estate One</title>
<meta name="description" content="2 bed, 2 bath condo for sale in Port Huron, MI. $214,900. MLS# 20251034567.">
<meta property="og:title" content="1605 River St Unit 204, Port Huron – $214,900">
<meta property="og:image" content="https://photos.realestateone.com/20251034567/1.jpg">
${gtag("G-REONE66201")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "1605 River St Unit 204, Port Huron, MI 48060", url: "https://www.realestateone.com/homes/1605-river-st-unit-204/port-huron/mi/48060/20251034567", offers: { "@type": "Offer", price: "214900", priceCurrency: "USD" }, mainEntity: { "@type": "Apartment", numberOfRooms: 5, floorSize: { "@type": "QuantitativeValue", value: 1180, unitText: "SqFt" }, address: { "@type": "PostalAddress", streetAddress: "1605 River St Unit 204", addressLocality: "Port Huron", addressRegion: "MI", postalCode: "48060", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 42.97791, longitude: -82.42512 } } })}
</head><body class="home-detail">
${cookieNotice("Real Estate One")}
<header class="reo-header"><a class="reo-logo" href="/">Real Estate One</a>${nav(["Buy", "Sell", "Find an Agent", "Offices", "Mortgage", "Title"])}</header>
<main>
<section class="hd-summary">
<h1>1605 River St Unit 204</h1>
<p class="hd-city">Port Huron, MI 48060</p>
<p class="hd-price">$214,900</p>
<p class="hd-est">Est. payment $1,612/mo · $182/sq ft</p>
<ul class="hd-stats"><li>2 Beds</li><li>2 Full Baths</li><li>1,180 Sq Ft</li><li>Condo</li></ul>
</section>
${gallery("https://photos.realestateone.com/20251034567", 8, "1605 River St Unit 204")}
<section class="hd-remarks"><h2>About This Home</h2><p>Watch the freighters from your balcony! Second-floor corner unit in a secured riverfront building with elevator, two full baths, in-unit laundry and a carport space. Open kitchen and great room with views across the St. Clair River to Sarnia, Ontario, and the Blue Water Bridge. Walk to downtown Port Huron, the boardwalk and the Thomas Edison Depot Museum.</p></section>
<section class="hd-features"><h2>Features</h2>
<ul>
<li>MLS#: 20251034567</li>
<li>Property Type: Condominium</li>
<li>Subdivision: River Pointe Condominiums</li>
<li>Bedrooms: 2</li>
<li>Full Baths: 2</li>
<li>Living Area: 1,180 Sq Ft</li>
<li>Year Built: 1999</li>
<li>HOA Dues: $285 / month</li>
<li>Taxes: $3,420 (summer + winter)</li>
<li>County: St. Clair</li>
<li>School District: Port Huron Area Schools</li>
</ul>
</section>
<section class="hd-agent"><h2>Listed By</h2><p class="agent-name">Dana Kowalski</p><p>REALTOR® · 810-555-0139</p><p class="office">Real Estate One</p></section>
${mortgageCalc("$214,900", "10%", "6.49%", "30 years", "$1,612 / mo")}
${tiles("Similar Homes", [
  { href: "/homes/1605-river-st-unit-310/port-huron/mi/48060/20251029981", price: "$239,000", title: "1605 River St Unit 310, Port Huron", meta: "2 bd · 2 ba · 1,240 sq ft" },
  { href: "/homes/4102-gratiot-ave-unit-6/fort-gratiot/mi/48059/20251031460", price: "$189,500", title: "4102 Gratiot Ave Unit 6, Fort Gratiot", meta: "2 bd · 1.5 ba · 1,050 sq ft" },
])}
${contactForm("Ask a question")}
</main>
${siteFooter([
  `<h4>Real Estate One</h4><address>25800 Northwestern Highway<br>Southfield, MI 48075</address>`,
  `<p>Real Estate One Family of Companies: Mortgage · Title · Insurance · Relocation</p>`,
], "IDX provided courtesy of Realcomp II Ltd. via Real Estate One. © 2025 Realcomp II Ltd. Shareholders. Equal Housing Opportunity.")}
</body></html>`,
    expected: {
      price: { amount: 214900, currency: "USD" },
      propertyKind: "condo",
      street: "1605 River St Unit 204",
      city: "Port Huron",
      province: "MI",
      postalCode: "48060",
      neighbourhood: "River Pointe Condominiums",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1180,
      yearBuilt: 1999,
      mlsNumber: "20251034567",
      listingAgentName: "Dana Kowalski",
      brokerageName: "Real Estate One",
      geo: { lat: 42.97791, lng: -82.42512 },
    },
  },
];
