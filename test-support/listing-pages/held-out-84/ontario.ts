/**
 * Eighty-fourth held-out corpus, Ontario: realtor.ca (a two-storey storefront with two apartments above, "214 Ottawa
 * Street N" in Hamilton), zolo.ca (a detached house with a registered basement second unit, "27 Tallpine Crescent" in
 * Brampton), housesigma.com (a sixplex, "611 Elias Street" in London) and condos.ca (a one-plus-den suite sold with its
 * tenant in place, "1711 - 40 Garrison Walk" in Toronto). Each carries a rent roll or its tenancy, income and expense
 * figures, potential rents and estimates. Addresses, names, phone numbers and numbers are invented; the expected facts
 * were written before any extractor ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, crumbs, gallery, gtm, header, leadForm, nextData, pixel, rentRoll, similar, siteFooter, statement, windowState } from "./chrome.ts";

const creaFooter = [
  "The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.",
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.",
];

export const HELD_OUT_84_ONTARIO: ListingPage[] = [
  {
    name: "ho84-realtorca-storefront-apartments-ottawa-street-hamilton",
    site: "realtor.ca",
    set: "held-out-84",
    traps:
      "a commercial-mix listing (Property Type Retail, Building Type Commercial Mix) for a storefront with two apartments above; no bedroom or bath tiles for the building, only each apartment's in the rent roll; 'Total Finished Area 3840 sqft' beside the retail unit's 1,920; 'Land Size 20 x 100 FT'; the café's net lease at '$2,650/month + HST' to 2029, the vacant apartment's 'potential $1,550'; gross income, expenses, NOI and a 5.73% cap rate; MPAC assessment; a co-listing broker; map state with the listing's point and nearby pins",
    pageUrl: "https://www.realtor.ca/real-estate/29214406/214-ottawa-street-n-hamilton-crown-point",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>214 Ottawa Street N, Hamilton (Crown Point), Ontario L8H 3Z5 - X12488035 | REALTOR.ca</title>
<meta name="description" content="For sale: 214 Ottawa Street N, Hamilton (Crown Point), Ontario L8H 3Z5 - $949,000. Retail. MLS® Number X12488035. Mixed-use building with a leased café and two apartments above.">
<meta property="og:title" content="214 Ottawa Street N, Hamilton (Crown Point), Ontario L8H 3Z5">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638977/reb14/highres/5/x12488035_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/29214406/214-ottawa-street-n-hamilton-crown-point">
${gtm("GTM-CREA84")}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Français"])}
<main id="mainContent">
${crumbs(["Home", "Ontario", "Hamilton", "Crown Point", "214 Ottawa Street N"])}
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">214 Ottawa Street N<br>Hamilton (Crown Point), Ontario L8H 3Z5</h1>
<div id="listingPriceValue" class="listingPriceValue">$949,000</div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">X12488035</span></div>
<div class="listingIdCon">Listing ID: 29214406</div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS638977/reb14/highres/5/x12488035", 22, "214 Ottawa Street N")}
<section id="propertyDetailsSectionContentSubCon">
<div class="summaryTiles"><div class="summaryTile"><div class="label">Building Type</div><div class="value">Commercial Mix</div></div><div class="summaryTile"><div class="label">Storeys</div><div class="value">2</div></div><div class="summaryTile"><div class="label">Square Footage</div><div class="value">3840 sqft</div></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Partly tenanted mixed-use building on the Ottawa Street textile and décor strip. Main floor retail of 1,920 sq ft is leased to Loom &amp; Ladle Café on a net lease at $2,650/month + HST to March 2029 with one five-year renewal. Two residential apartments above, each with its own entrance from the rear: Apartment 1 (2 bedrooms, 1 bath, 860 sq ft) rented at $1,695/month, and Apartment 2 (1 bedroom, 1 bath, 720 sq ft) recently vacated and freshly painted, potential rent $1,550/month. Separately metered hydro and gas. Built in 1912 with a 2018 roof and 2021 rooftop HVAC for the café. Rear lane parking for 3. Financials, leases and estoppel available with a signed NDA.</p></div>
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Retail</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">Commercial Mix</div></div>
<div class="row"><div class="label">Community Name</div><div class="value">Crown Point</div></div>
<div class="row"><div class="label">Title</div><div class="value">Freehold</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$8,942.17</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">Rear lane (3)</div></div>
<div class="row"><div class="label">Zoning Description</div><div class="value">C5a</div></div>
<h2>Building</h2>
<div class="row"><div class="label">Constructed Date</div><div class="value">1912</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">2</div></div>
<div class="row"><div class="label">Total Finished Area</div><div class="value">3840 sqft</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Forced air (Natural gas)</div></div>
<div class="row"><div class="label">Utility Sewer</div><div class="value">Municipal sewage system</div></div>
<h2>Land</h2>
<div class="row"><div class="label">Land Size</div><div class="value">20 x 100 FT</div></div>
</section>
${rentRoll("Rent Roll", ["Unit", "Use", "Size", "Beds / Baths", "Lease", "Monthly Rent"], [
  ["Main floor", "Retail (café)", "1,920 sq ft", "—", "Net lease to Mar 2029", "$2,650 + HST"],
  ["Apartment 1", "Residential", "860 sq ft", "2 / 1", "Month-to-month", "$1,695"],
  ["Apartment 2", "Residential", "720 sq ft", "1 / 1", "Vacant", "$1,550 (potential)"],
])}
${statement("Income &amp; Expenses (annualized)", [
  ["Gross Income (incl. potential rent on Apt 2)", "$69,240"],
  ["Property Taxes", "$8,942"],
  ["Insurance", "$4,180"],
  ["Water / Sewer", "$1,758"],
  ["Total Expenses", "$14,880"],
  ["Net Operating Income", "$54,360"],
  ["Cap Rate at List Price", "5.73%"],
  ["MPAC Assessment (2016 base)", "$512,000"],
], "Figures supplied by the seller; buyer to verify.")}
<section id="realtorCardsCon"><h2>Listing Agents</h2>
<div class="realtorCard"><div class="realtorCardName">Colin Abernethy</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(905) 555-0182</div>
<div class="officeCard"><div class="officeCardName">Steeltown Commercial Realty Inc., Brokerage</div><div class="officeCardAddress">1 Hughson Street S, Suite 300, Hamilton, Ontario L8N 2A1</div><div class="officeCardPhone">(905) 555-0100</div></div></div>
<div class="realtorCard"><div class="realtorCardName">Renée Sobczak</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">(905) 555-0139</div>
<div class="officeCard"><div class="officeCardName">Steeltown Commercial Realty Inc., Brokerage</div><div class="officeCardAddress">1 Hughson Street S, Suite 300, Hamilton, Ontario L8N 2A1</div></div></div>
</section>
${calculator("Mortgage Calculator", [["Purchase price", "$949,000"], ["Down payment (25%)", "$237,250"], ["Amortization", "25 years"], ["Interest rate", "5.29%"]], "Estimated payment: $4,262 / month")}
${windowState("listingMapData", { mapCentre: { lat: 43.25, lng: -79.82, zoom: 14 }, listing: { mls: "X12488035", id: "29214406", lat: 43.24318, lng: -79.81472 }, nearby: [{ id: "29201177", lat: 43.24592, lng: -79.81226, price: "$1,125,000" }, { id: "29198840", lat: 43.23907, lng: -79.81655, price: "$679,900" }] })}
${similar("Nearby commercial listings", [
  { price: "$1,125,000", address: "262 Ottawa Street N", place: "Hamilton (Crown Point), Ontario", facts: "Commercial Mix · 2 storeys · 4,100 sqft", href: "/real-estate/29201177/262-ottawa-street-n-hamilton" },
  { price: "$679,900", address: "1314 Main Street E", place: "Hamilton (Delta), Ontario", facts: "Retail · 1,600 sqft · 1 apartment", href: "/real-estate/29198840/1314-main-street-e-hamilton" },
])}
</main>
${siteFooter([...creaFooter, "Data provided by the Cornerstone Association of REALTORS®. © 2025 CREA."])}
${pixel("3318890021484")}
</body></html>`,
    expected: {
      price: { amount: 949000 },
      propertyKind: "commercial",
      street: "214 Ottawa Street N",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8H 3Z5",
      neighbourhood: "Crown Point",
      squareFootage: 3840,
      lot: { value: 2000, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "X12488035",
      listingAgentName: "Colin Abernethy",
      brokerageName: "Steeltown Commercial Realty Inc., Brokerage",
      geo: { lat: 43.24318, lng: -79.81472 },
    },
  },
  {
    name: "ho84-zolo-legal-basement-suite-tallpine-brampton",
    site: "zolo.ca",
    set: "held-out-84",
    traps:
      "a detached house with a registered second unit: '3+2 Bd' and '4 Ba' in the header while the washroom rows split 1 × 2pc, 2 × 4pc and 1 × 3pc; '1500-2000 sqft' band; 'Lot 36 x 110 Feet'; 'Approx Age 6-15' only; the basement tenant's $1,850/month lease and the upper's 'potential $3,400'; the City's 2022 second-unit registration number; a 2019 sale at $812,000 in the history; a Zolo estimate; only the brokerage named; JSON-LD with geo",
    pageUrl: "https://www.zolo.ca/brampton-real-estate/27-tallpine-crescent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>27 Tallpine Crescent, Brampton, ON L7A 3X2 - 3+2 beds 4 baths - W12401877 | Zolo.ca</title>
<meta name="description" content="27 Tallpine Crescent, Brampton, ON L7A 3X2 for sale: $1,149,900. 3+2 beds, 4 baths detached house with a legal basement apartment in Fletcher's Meadow. MLS® W12401877.">
<meta property="og:title" content="27 Tallpine Crescent, Brampton - $1,149,900">
<meta property="og:image" content="https://photos.zolo.ca/27-tallpine-crescent-brampton-W12401877-1.jpg">
<link rel="canonical" href="https://www.zolo.ca/brampton-real-estate/27-tallpine-crescent">
${gtm("GTM-ZOLO84")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "27 Tallpine Crescent", address: { "@type": "PostalAddress", streetAddress: "27 Tallpine Crescent", addressLocality: "Brampton", addressRegion: "ON", postalCode: "L7A 3X2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.71964, longitude: -79.81853 }, numberOfRooms: 11, floorSize: { "@type": "QuantitativeValue", value: "1500-2000", unitCode: "FTK" } })}
</head><body>
${consent("Zolo")}
${header("Zolo", ["Buy", "Rent", "Sold", "Sell", "Home Value", "Agents", "Blog"])}
<main class="listing-column">
${crumbs(["Home", "Ontario", "Brampton", "Fletcher's Meadow", "27 Tallpine Crescent"])}
<section class="listing-header">
<h1 class="address">27 Tallpine Crescent</h1>
<div class="area">Brampton, ON L7A 3X2 · <a href="/brampton-real-estate/fletchers-meadow">Fletcher's Meadow</a></div>
<div class="listing-price">$1,149,900</div>
<ul class="listing-values"><li><span class="value">3+2</span> Bd</li><li><span class="value">4</span> Ba</li><li><span class="value">1500-2000</span> Sqft</li></ul>
<div class="zolo-estimate">Zolo Estimate: $1,118,000 <small>Updated weekly</small></div>
</section>
${gallery("https://photos.zolo.ca/27-tallpine-crescent-brampton-W12401877", 40, "27 Tallpine Crescent Brampton")}
<section class="listing-remarks"><h2>Description</h2>
<p>Legal two-unit detached home! The City of Brampton registered the basement second unit in 2022 (registration 2U-2022-04417). Main and upper levels: 3 bedrooms, 2.5 baths, open-concept main floor with walkout to deck, primary with ensuite. Basement apartment with its own side entrance: 2 bedrooms, 3-piece bath, full kitchen and separate laundry, leased at $1,850/month plus 30% of utilities until May 31, 2026 — tenant would like to stay. Owners occupy the upper unit; comparable upper units lease for about $3,400/month, for a potential $5,250/month combined. Steps to Mount Pleasant GO and schools.</p>
</section>
<section class="listing-details"><h2>Property Details</h2>
<dl class="column">
<dt>MLS®#</dt><dd>W12401877</dd>
<dt>Type</dt><dd>Detached, 2-Storey</dd>
<dt>Community</dt><dd>Fletcher's Meadow</dd>
<dt>Bedrooms</dt><dd>3 + 2</dd>
<dt>Washrooms</dt><dd>4</dd>
<dt>Washroom Details</dt><dd>1 × 2pc (Main), 2 × 4pc (Upper), 1 × 3pc (Basement)</dd>
<dt>Size</dt><dd>1500-2000 sqft</dd>
<dt>Approx Age</dt><dd>6-15</dd>
<dt>Lot Size</dt><dd>36 x 110 Feet</dd>
<dt>Basement</dt><dd>Apartment, Separate Entrance</dd>
<dt>Parking</dt><dd>Attached garage (1), Driveway (3)</dd>
<dt>Taxes</dt><dd>$7,214 / 2025</dd>
<dt>Rental Income</dt><dd>$1,850/mo (basement, leased)</dd>
</dl>
</section>
${rentRoll("Unit Breakdown", ["Unit", "Beds", "Baths", "Status", "Rent"], [
  ["Main &amp; upper", "3", "2.5", "Owner-occupied", "$3,400/mo (market estimate)"],
  ["Basement (legal second unit)", "2", "1", "Leased to May 31, 2026", "$1,850/mo"],
])}
<section class="listing-history"><h2>Listing History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>Oct 2025</td><td>Listed</td><td>$1,149,900</td></tr>
<tr><td>Jun 2019</td><td>Sold</td><td>$812,000</td></tr>
<tr><td>May 2019</td><td>Listed</td><td>$829,000</td></tr>
</tbody></table></section>
<section class="listing-brokerage"><p>Listed by Peel Gateway Realty Inc., Brokerage</p><p class="small">Information provided by the Toronto Regional Real Estate Board (TRREB). Deemed reliable but not guaranteed.</p></section>
${leadForm("Book a showing", "I'd like to see 27 Tallpine Crescent and the basement apartment.", "Request showing")}
${calculator("Mortgage Calculator", [["Home price", "$1,149,900"], ["Down payment (20%)", "$229,980"], ["Rate", "4.59%"], ["Amortization", "30 years"], ["Rental income offset", "$1,850/mo"]], "Monthly payment: $4,688 (after rent: $2,838)")}
${similar("Similar homes for sale nearby", [
  { price: "$1,089,000", address: "14 Foxmere Road", place: "Brampton, ON", facts: "3+1 Bd · 4 Ba · 1500-2000 Sqft", href: "/brampton-real-estate/14-foxmere-road" },
  { price: "$1,249,000", address: "102 Sunny Meadow Boulevard", place: "Brampton, ON", facts: "4+2 Bd · 5 Ba · 2000-2500 Sqft", href: "/brampton-real-estate/102-sunny-meadow-boulevard" },
])}
</main>
${siteFooter(["Zolo Realty, Brokerage, 20 Bay Street, Toronto, ON M5J 2N8.", "© 2025 Zolo. MLS® listing data is provided under licence from TRREB."])}
</body></html>`,
    expected: {
      price: { amount: 1149900 },
      propertyKind: "house",
      street: "27 Tallpine Crescent",
      city: "Brampton",
      province: "ON",
      postalCode: "L7A 3X2",
      neighbourhood: "Fletcher's Meadow",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 3960, unit: "ft2" },
      mlsNumber: "W12401877",
      brokerageName: "Peel Gateway Realty Inc., Brokerage",
      geo: { lat: 43.71964, lng: -79.81853 },
    },
  },
  {
    name: "ho84-housesigma-sixplex-elias-street-london",
    site: "housesigma.com",
    set: "held-out-84",
    traps:
      "a sixplex (Type Multiplex) with 'Bedrooms 8 + 2' and six baths; each unit's bedrooms, size and rent in a table, the two lower-level one-bedrooms below grade; 'Size 3500-5000 feet²'; 'Lot 50 x 165 Feet'; 'Age 100+' and a 1987 conversion year in the remarks; gross income, expenses, NOI and cap rate; a HouseSigma estimate and a rental estimate; listing history with a 2016 sale and an earlier terminated listing at a higher price; only the brokerage named; a Nuxt state with the listing's point and the community's centre",
    pageUrl: "https://housesigma.com/on/london-real-estate/611-elias-street/home/Xk3bR9wE2lq7a0yN/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>611 Elias Street, London, ON N5W 3N9 | X12377410 | HouseSigma</title>
<meta name="description" content="611 Elias Street, London, ON, Multiplex for sale, listed at $1,089,000. 8+2 bedrooms, 6 bathrooms. HouseSigma estimate and sold history.">
<meta property="og:title" content="611 Elias Street, London - $1,089,000 | HouseSigma">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/410/X12377410.jpg">
<link rel="canonical" href="https://housesigma.com/on/london-real-estate/611-elias-street/home/Xk3bR9wE2lq7a0yN/">
${gtm("GTM-HSG84")}
</head><body>
<div id="__nuxt">
${header("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Blog", "Download App"])}
<main class="listing-page">
${crumbs(["Home", "Ontario", "London", "East K", "611 Elias Street"])}
<section class="listing-top">
<div class="listing-top__status">For Sale · Listed 12 days ago</div>
<h1 class="listing-top__address">611 Elias Street</h1>
<div class="listing-top__city">London, ON N5W 3N9 · Community: East K</div>
<div class="listing-top__price">Listed: <strong>$1,089,000</strong></div>
<div class="listing-top__estimate">SigmaEstimate: $1,041,000 · Est. Rent: $10,200/mo</div>
<ul class="listing-top__rooms"><li>Bedrooms: 8 + 2</li><li>Bathrooms: 6</li><li>Garage: 0</li></ul>
</section>
${gallery("https://cache.housesigma.com/Live/photos/FULL/1/410/X12377410", 26, "611 Elias Street London")}
<section class="key-facts"><h2>Key Facts</h2>
<dl>
<dt>MLS®</dt><dd>X12377410</dd>
<dt>Type</dt><dd>Multiplex</dd>
<dt>Style</dt><dd>2 1/2 Storey</dd>
<dt>Size</dt><dd>3500-5000 feet²</dd>
<dt>Lot Size</dt><dd>50 x 165 Feet</dd>
<dt>Age</dt><dd>100+</dd>
<dt>Tax</dt><dd>$9,870 / 2025</dd>
<dt>Listed on</dt><dd>2025-10-27</dd>
<dt>Days on market</dt><dd>12</dd>
</dl>
</section>
<section class="description"><h2>Description</h2>
<p>Six self-contained units in a brick 2½-storey in Old East Village, converted to a sixplex in 1987 with a 2020 fire-separation upgrade. Four 2-bedroom units on the main and upper floors and two 1-bedroom lower-level units, each with its own hydro meter. All units tenanted; rents well below market, with an estimated $1,400/month of upside at turnover. Coin laundry adds $1,320/year. Walk to the Western Fair District, Dundas Street shops and the new rapid transit line.</p>
</section>
${rentRoll("Units", ["Unit", "Level", "Bedrooms", "Baths", "Approx. Size", "Rent", "Lease"], [
  ["1", "Main", "2", "1", "780 sq ft", "$1,425", "Month-to-month"],
  ["2", "Main", "2", "1", "760 sq ft", "$1,390", "Month-to-month"],
  ["3", "Upper", "2", "1", "810 sq ft", "$1,510", "To Jun 2026"],
  ["4", "Upper", "2", "1", "740 sq ft", "$1,465", "To Aug 2026"],
  ["5", "Lower", "1", "1", "560 sq ft", "$1,105", "Month-to-month"],
  ["6", "Lower", "1", "1", "540 sq ft", "$1,060", "To Jan 2026"],
], "Market rents estimated by the listing brokerage: $1,650 (2-bed) and $1,300 (1-bed).")}
${statement("Income &amp; Expenses", [
  ["Gross Rent (annual)", "$95,460"],
  ["Laundry", "$1,320"],
  ["Gross Income", "$96,780"],
  ["Expenses (taxes, insurance, water, heat, maintenance)", "$31,650"],
  ["Net Operating Income", "$65,130"],
  ["Cap Rate", "5.98%"],
  ["MPAC Assessed Value", "$498,000"],
])}
<section class="listing-history"><h2>Listing History</h2>
<table><thead><tr><th>Date</th><th>Status</th><th>Price</th><th>MLS®</th></tr></thead><tbody>
<tr><td>2025-10-27</td><td>For Sale</td><td>$1,089,000</td><td>X12377410</td></tr>
<tr><td>2025-04-14</td><td>Terminated</td><td>$1,149,000</td><td>X12098861</td></tr>
<tr><td>2016-07-29</td><td>Sold</td><td>$612,000</td><td>593118</td></tr>
</tbody></table></section>
<section class="brokerage"><p>Listing Brokerage: Forest City Realty Inc., Brokerage</p></section>
${leadForm("Contact a HouseSigma agent", "I'm interested in 611 Elias Street. Can I see the leases?", "Send")}
${similar("Similar listings", [
  { price: "$949,000", address: "428 Lorne Avenue", place: "London, ON", facts: "Triplex · 6 bd · 3 ba", href: "/on/london-real-estate/428-lorne-avenue/home/Wm81Qz0aL3pt/" },
  { price: "$1,275,000", address: "730 Dufferin Avenue", place: "London, ON", facts: "Fourplex · 8 bd · 4 ba", href: "/on/london-real-estate/730-dufferin-avenue/home/Lk20Rt7bE9aa/" },
])}
</main>
</div>
${windowState("__NUXT__", { state: { listing: { id_listing: "Xk3bR9wE2lq7a0yN", ml_num: "X12377410", price: 1089000, address: "611 Elias Street", municipality: "London", community: "East K", province: "ON", postal: "N5W 3N9", bedroom: "8+2", washroom: 6, house_type: "Multiplex", map: { lat: 42.99038, lon: -81.21412 } }, community: { name: "East K", centre: { lat: 42.9921, lon: -81.2203 } } } })}
${siteFooter(["HouseSigma Inc., Brokerage, 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4.", "The listing data is provided under copyright by the Toronto Regional Real Estate Board and is deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1089000 },
      propertyKind: "plex",
      street: "611 Elias Street",
      city: "London",
      province: "ON",
      postalCode: "N5W 3N9",
      neighbourhood: "East K",
      bedrooms: 8,
      bedroomsBelowGrade: 2,
      bathrooms: 6,
      squareFootage: 3500,
      lot: { value: 8250, unit: "ft2" },
      mlsNumber: "X12377410",
      brokerageName: "Forest City Realty Inc., Brokerage",
      geo: { lat: 42.99038, lng: -81.21412 },
    },
  },
  {
    name: "ho84-condosca-tenanted-suite-1711-garrison-walk-toronto",
    site: "condos.ca",
    set: "held-out-84",
    traps:
      "a one-plus-den suite '1711 - 40 Garrison Walk' sold with its tenant in place: 'Tenanted at $2,450/mo until Aug 31, 2026' beside the list price; '1 + 1' beds; '600-699 sqft'; maintenance $478/month; the building's year, storeys and units; condos.ca's estimate, the building's average rent and average price per sq ft; other units (for sale, for rent, sold) with their prices and sizes; an investor's cap-rate box; the building's point and the unit's in __NEXT_DATA__",
    pageUrl: "https://condos.ca/toronto/garrison-walk-residences-40-garrison-walk/unit-1711-C12452208",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>40 Garrison Walk #1711, Toronto - For Sale $619,000 | Condos.ca</title>
<meta name="description" content="Garrison Walk Residences, 40 Garrison Walk unit 1711 is for sale for $619,000. 1 + 1 bedroom, 1 bathroom, 600-699 sqft. Tenanted. MLS® C12452208.">
<meta property="og:title" content="1711 - 40 Garrison Walk, Toronto | Condos.ca">
<meta property="og:image" content="https://condos.ca/public/condo_listing/C12452208/1.jpg">
<link rel="canonical" href="https://condos.ca/toronto/garrison-walk-residences-40-garrison-walk/unit-1711-C12452208">
${gtm("GTM-CND84")}
</head><body>
${consent("Condos.ca")}
${header("Condos.ca", ["Buy", "Rent", "Sell", "Pre-construction", "Buildings", "Market Trends", "Agents"])}
<main class="listing-layout">
${crumbs(["Toronto", "Niagara", "Garrison Walk Residences", "Unit 1711"])}
<section class="listing-hero">
<div class="listing-hero__status">For Sale · Tenanted</div>
<h1 class="listing-hero__address">1711 - 40 Garrison Walk</h1>
<div class="listing-hero__area">Niagara, Toronto</div>
<div class="listing-hero__price">$619,000</div>
<ul class="listing-hero__facts"><li>1 + 1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Parking</li></ul>
<div class="listing-hero__estimate">Condos.ca Estimate: $604,000</div>
</section>
${gallery("https://condos.ca/public/condo_listing/C12452208", 21, "1711 - 40 Garrison Walk")}
<section class="listing-description"><h2>About this condo</h2>
<p>Turnkey investment at Garrison Walk Residences. Sold with the tenant in place: a professional couple paying $2,450/month until August 31, 2026, with rent paid on time since 2023 and a wish to renew. South-west exposure from the 17th floor, 9 ft ceilings, den with sliding door, 1 four-piece bath, balcony facing the Fort York grounds. Owned parking spot (P2-41) and locker. 24 hours' notice required for showings per the RTA.</p>
</section>
<section class="investor-box"><h2>Investor Snapshot</h2>
<dl><dt>Current rent</dt><dd>$2,450/mo</dd><dt>Lease ends</dt><dd>Aug 31, 2026</dd><dt>Avg. rent in building (1+1)</dt><dd>$2,525/mo</dd><dt>Maintenance</dt><dd>$478/mo</dd><dt>Property tax</dt><dd>$2,611 / 2025</dd><dt>Est. cap rate at list</dt><dd>3.31%</dd></dl>
</section>
<section class="listing-details"><h2>Details</h2>
<dl>
<dt>MLS®</dt><dd>C12452208</dd>
<dt>Type</dt><dd>Condo Apt</dd>
<dt>Bedrooms</dt><dd>1 + 1</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Size</dt><dd>600-699 sqft</dd>
<dt>Exposure</dt><dd>South West</dd>
<dt>Maintenance Fees</dt><dd>$478/month</dd>
<dt>Fees Include</dt><dd>Heat, Water, Common Elements, Building Insurance</dd>
<dt>Parking</dt><dd>Owned, P2-41</dd>
<dt>Locker</dt><dd>Owned</dd>
<dt>Possession</dt><dd>Tenanted — buyer to assume lease</dd>
</dl>
</section>
<section class="building-box"><h2>Garrison Walk Residences</h2>
<dl><dt>Address</dt><dd>40 Garrison Walk, Toronto</dd><dt>Built</dt><dd>2015</dd><dt>Storeys</dt><dd>31</dd><dt>Units</dt><dd>418</dd><dt>Developer</dt><dd>Fortline Communities</dd><dt>Avg. price per sqft</dt><dd>$948</dd><dt>Property manager</dt><dd>Metro Crest Management, 2 Bastion Gate, Toronto, ON M5V 3Z1</dd></dl>
</section>
<section class="building-units"><h2>Other units at 40 Garrison Walk</h2>
<table><thead><tr><th>Unit</th><th>Status</th><th>Price</th><th>Beds</th><th>Size</th></tr></thead><tbody>
<tr><td><a href="/toronto/garrison-walk-residences-40-garrison-walk/unit-2305-C12460014">2305</a></td><td>For Sale</td><td>$749,000</td><td>2</td><td>700-799 sqft</td></tr>
<tr><td><a href="/toronto/garrison-walk-residences-40-garrison-walk/unit-908-C12439772">908</a></td><td>For Rent</td><td>$2,400/mo</td><td>1 + 1</td><td>600-699 sqft</td></tr>
<tr><td><a href="/toronto/garrison-walk-residences-40-garrison-walk/unit-1209-C12310455">1209</a></td><td>Sold</td><td>$598,000</td><td>1 + 1</td><td>600-699 sqft</td></tr>
</tbody></table></section>
<section class="listing-agent"><h2>Listed by</h2><div class="agent"><span class="agent__name">Elena Marchetti</span><span class="agent__title">Sales Representative</span><span class="agent__brokerage">Lakeshore Urban Realty Inc., Brokerage</span></div></section>
${leadForm("Ask about this condo", "Hi, is the tenant at 1711 - 40 Garrison Walk willing to renew?", "Send message")}
${calculator("Mortgage Calculator", [["Price", "$619,000"], ["Down payment (20%)", "$123,800"], ["Rate", "4.49%"], ["Amortization", "25 years"]], "Monthly payment: $2,744")}
${similar("Similar condos nearby", [
  { price: "$639,000", address: "1402 - 15 Fort York Boulevard", place: "Toronto", facts: "1 + 1 Bed · 1 Bath · 600-699 sqft", href: "/toronto/15-fort-york-blvd/unit-1402-C12455730" },
  { price: "$589,900", address: "811 - 21 Iceboat Terrace", place: "Toronto", facts: "1 + 1 Bed · 1 Bath · 500-599 sqft", href: "/toronto/21-iceboat-ter/unit-811-C12441018" },
])}
</main>
${nextData({ props: { pageProps: { listing: { mls: "C12452208", unit: "1711", address: "40 Garrison Walk", city: "Toronto", neighbourhood: "Niagara", price: 619000, bedrooms: "1 + 1", bathrooms: 1, sqft: "600-699", lat: 43.63912, lng: -79.40235, leasedRent: 2450 }, building: { name: "Garrison Walk Residences", yearBuilt: 2015, storeys: 31, units: 418, lat: 43.63912, lng: -79.40235 } } } })}
${siteFooter(["Condos.ca is operated by Condos.ca Inc., Brokerage, 500 King Street W, Toronto, ON M5V 1L9.", "MLS® listing data provided by TRREB. Estimates are not appraisals."])}
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "condo",
      street: "1711 - 40 Garrison Walk",
      city: "Toronto",
      province: "ON",
      neighbourhood: "Niagara",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2015,
      mlsNumber: "C12452208",
      listingAgentName: "Elena Marchetti",
      brokerageName: "Lakeshore Urban Realty Inc., Brokerage",
      geo: { lat: 43.63912, lng: -79.40235 },
    },
  },
];
