/**
 * Seventy-third held-out corpus, national portals and classifieds: realtor.ca (an Oshawa house for lease with an
 * option to buy), remax.ca (a furnished Beltline condo in Calgary), royallepage.ca (a Kanata condo townhouse for
 * lease in Ottawa), kijiji.ca (an Osborne Village apartment posted by a property manager, with the building's other
 * suites) and point2homes.com (a Harbour Landing semi for rent in Regina). Addresses, names, phone numbers and numbers
 * are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import {
  analytics,
  cards,
  consent,
  contactForm,
  crumbs,
  footer,
  gallery,
  gtm,
  header,
  nextData,
  tenantTips,
} from "./chrome.ts";

export const HELD_OUT_73_NATIONAL: ListingPage[] = [
  {
    name: "ho73-realtorca-lease-option-oshawa",
    site: "realtor.ca",
    set: "held-out-73",
    traps:
      "a realtor.ca house for lease: '$3,150/Monthly' beside an option-to-buy purchase price of $749,000 and a $15,000 option deposit in the remarks; 'Lease/Rent' transaction; '3 + 1' bedrooms; a TRREB size range '1100 - 1500 sqft'; frontage × depth land size; utilities and a water-heater rental extra; first and last month's rent; the community in parentheses; agent with 'Salesperson' and the brokerage with ', Brokerage'; nearby rentals with their rents",
    pageUrl: "https://www.realtor.ca/real-estate/29014562/412-cedarcroft-avenue-oshawa-oneill",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>412 Cedarcroft Avenue, Oshawa (O'Neill), Ontario L1G 5T3 - E12638417 | REALTOR.ca</title>
<meta name="description" content="For rent: 412 Cedarcroft Avenue, Oshawa (O'Neill), Ontario L1G 5T3 - $3,150/Monthly. MLS® Number E12638417.">
<meta property="og:title" content="412 Cedarcroft Avenue, Oshawa (O'Neill), Ontario L1G 5T3">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS639021/reb82/highres/7/e12638417_1.jpg">
<meta property="og:type" content="website">
${gtm("GTM-CREA73")}
${ld({ "@context": "https://schema.org", "@type": ["SingleFamilyResidence", "Product"], name: "412 Cedarcroft Avenue, Oshawa (O'Neill), Ontario L1G 5T3", url: "https://www.realtor.ca/real-estate/29014562/412-cedarcroft-avenue-oshawa-oneill", address: { "@type": "PostalAddress", streetAddress: "412 Cedarcroft Avenue", addressLocality: "Oshawa (O'Neill)", addressRegion: "Ontario", postalCode: "L1G 5T3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.91472, longitude: -78.86139 }, offers: { "@type": "Offer", price: "3150", priceCurrency: "CAD", businessFunction: "http://purl.org/goodrelations/v1#LeaseOut" } })}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Saved Searches"])}
<main id="mainContent">
${crumbs(["Home", "Ontario", "Oshawa", "O'Neill", "412 Cedarcroft Avenue"])}
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">412 Cedarcroft Avenue<br>Oshawa (O'Neill), Ontario L1G 5T3</h1>
<div id="listingPriceCon"><div class="listingPriceTitle">For rent</div><div id="listingPriceValue" class="listingPriceValue">$3,150/Monthly</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">E12638417</span></div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS639021/reb82/highres/7/e12638417", 28, "412 Cedarcroft Avenue")}
<section id="propertyDetailsSectionContentSubCon">
<div class="summaryTiles"><div class="summaryTile"><div class="label">Bedrooms</div><div class="value">3 + 1</div></div><div class="summaryTile"><div class="label">Bathrooms</div><div class="value">2</div></div><div class="summaryTile"><div class="label">Square Footage</div><div class="value">1100 - 1500 sqft</div></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Lease with an option to buy! Detached 1.5-storey on a quiet tree-lined street steps to Oshawa Centre transit and Cedardale Park. Main floor with living/dining, updated eat-in kitchen with walk-out to a fenced yard, primary bedroom and 4-pc bath; two bedrooms up. Finished basement with a fourth bedroom, rec room, 3-pc bath and laundry. Private drive for 3 cars. Tenant pays all utilities (gas, hydro, water) and the hot water tank rental of $38/month. First and last month's rent, employment letter, credit report and references required. One-year lease minimum. Available February 1. Optional purchase: qualified tenants may buy at $749,000 within 24 months, with a $15,000 option deposit credited on closing. Ask about the lease-to-own terms.</p></div>
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">1.5</div></div>
<div class="row"><div class="label">Land Size</div><div class="value">45 x 120 FT</div></div>
<div class="row"><div class="label">Transaction Type</div><div class="value">Lease/Rent</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">No Garage</div></div>
<div class="row"><div class="label">Total Parking Spaces</div><div class="value">3</div></div>
<h2>Building</h2>
<div class="row"><div class="label">Bedrooms Above Ground</div><div class="value">3</div></div>
<div class="row"><div class="label">Bedrooms Below Ground</div><div class="value">1</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">2</div></div>
<div class="row"><div class="label">Interior Floor Space</div><div class="value">1100 - 1500 sqft</div></div>
<div class="row"><div class="label">Basement Type</div><div class="value">N/A (Finished)</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Forced air (Natural gas)</div></div>
<div class="row"><div class="label">Cooling</div><div class="value">Central air conditioning</div></div>
<div class="row"><div class="label">Utility Water</div><div class="value">Municipal water</div></div>
<h2>Rooms</h2>
<table class="roomsTable"><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>4.88 m X 3.35 m</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>3.96 m X 3.05 m</td></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>3.66 m X 3.20 m</td></tr>
<tr><td>Second level</td><td>Bedroom 2</td><td>3.35 m X 2.74 m</td></tr>
<tr><td>Second level</td><td>Bedroom 3</td><td>3.20 m X 2.74 m</td></tr>
<tr><td>Basement</td><td>Bedroom 4</td><td>3.05 m X 2.90 m</td></tr>
<tr><td>Basement</td><td>Recreational, Games room</td><td>5.49 m X 3.66 m</td></tr>
</table>
</section>
<section id="realtorCardsCon"><h2>Listing Agent</h2>
<div class="realtorCard"><div class="realtorCardName">Darnell Okafor</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(905) 555-0184</div><a class="realtorCardWebsite" href="#">Website</a>
<div class="officeCard"><div class="officeCardName">Lakeridge Crest Realty Inc., Brokerage</div><div class="officeCardNote">Independently Owned and Operated</div><div class="officeCardAddress">1310 King Street East, Oshawa, Ontario L1H 1J2</div><div class="officeCardPhone">(905) 555-0100</div></div></div>
</section>
<div id="listingMap" class="map-placeholder" data-zoom="15"><img src="https://maps.realtor.ca/static?center=43.9000,-78.8600&amp;zoom=12" alt="Map of Oshawa"></div>
${cards("Nearby rentals", [
  { href: "/real-estate/29010877/", price: "$2,600/Monthly", address: "88 Nassau Street, Oshawa (Vanier), Ontario", facts: ["3 bd", "1 ba"] },
  { href: "/real-estate/29002114/", price: "$1,950/Monthly", address: "Lower - 57 Arthur Street, Oshawa (O'Neill), Ontario", facts: ["2 bd", "1 ba"] },
  { href: "/real-estate/28997640/", price: "$3,400/Monthly", address: "1204 Ritson Road North, Oshawa (Centennial), Ontario", facts: ["4 bd", "3 ba"] },
])}
<p class="dataSource">Data provided by: Toronto Regional Real Estate Board</p>
</main>
${footer(["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "© 2026 The Canadian Real Estate Association. 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9."])}
</body></html>`,
    expected: {
      price: { amount: 3150, period: "month" },
      propertyKind: "house",
      street: "412 Cedarcroft Avenue",
      city: "Oshawa",
      province: "ON",
      postalCode: "L1G 5T3",
      neighbourhood: "O'Neill",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 5400, unit: "ft2" },
      mlsNumber: "E12638417",
      listingAgentName: "Darnell Okafor",
      brokerageName: "Lakeridge Crest Realty Inc., Brokerage",
      geo: { lat: 43.91472, lng: -78.86139 },
    },
  },
  {
    name: "ho73-remax-furnished-condo-beltline-calgary",
    site: "remax.ca",
    set: "held-out-73",
    traps:
      "a furnished Beltline condo for rent on remax.ca: '$2,350 /month' with heat, water and electricity included but internet extra; a separate titled parking stall at $150/month and a $300 non-refundable cat fee; a damage deposit equal to one month; '1 + den' (the den is no bedroom); Calgary's 'unit, building' address order; sq ft beside m²; 'Listed by' agent and RE/MAX office beside a 'Connect with a RE/MAX agent' box naming another agent; the listing in embedded state with a map centre and similar rentals",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/1806-1111-10-street-sw-wp_id318842275-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1806, 1111 10 Street SW, Calgary, AB T3C 0J4 - A2261473 | RE/MAX</title>
<meta name="description" content="For rent: 1806, 1111 10 Street SW, Calgary, AB. $2,350/month. 1 bed, 1 bath, furnished apartment in Beltline. MLS® A2261473.">
<meta property="og:title" content="1806, 1111 10 Street SW, Calgary, AB T3C 0J4 | $2,350/month">
<meta property="og:image" content="https://mlx-prod.remax.ca/image/upload/a2261473/1.jpg">
<link rel="canonical" href="https://www.remax.ca/ab/calgary-real-estate/1806-1111-10-street-sw-wp_id318842275-lst">
${analytics("remax.ca")}
</head><body>
<div id="__next">
${header("RE/MAX", ["Buy", "Rent", "Sell", "Find an Agent", "Find an Office", "Blog"])}
${consent("RE/MAX")}
<main class="listing-detail-page">
${crumbs(["Alberta", "Calgary", "Beltline", "1806, 1111 10 Street SW"])}
<section class="listing-summary">
<span class="badge badge-rent">For Rent</span> <span class="badge">Furnished</span> <span class="badge">Available Now</span>
<h1 class="listing-address"><span class="street">1806, 1111 10 Street SW</span> <span class="city-prov">Calgary, AB T3C 0J4</span></h1>
<div class="listing-price" data-cy="listing-price">$2,350<span class="per"> /month</span></div>
<ul class="listing-stats"><li><b>1</b> bed</li><li><b>1</b> bath</li><li><b>648</b> sqft</li><li>Apartment</li></ul>
</section>
${gallery("https://mlx-prod.remax.ca/image/upload/a2261473", 22, "1806, 1111 10 Street SW")}
<section class="listing-description"><h2>Description</h2><p>Fully furnished 18th-floor one-bedroom plus den in the heart of the Beltline, just move in with your suitcase. Queen bed, sofa, dining set, 55" TV, dishes and linens all stay. Floor-to-ceiling windows with city and mountain views, in-suite laundry, A/C and a west balcony. Heat, water and electricity are included in the rent; tenant sets up internet. Titled underground stall available for $150/month. Concierge, fitness room and rooftop terrace. Cats considered with a $300 non-refundable pet fee, no dogs (building rule). Damage deposit equal to one month's rent. Minimum six-month lease, 12 months preferred. Available immediately. Walk to the 10 Street C-Train stop, 17th Avenue and the Stampede grounds.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-grid">
<div><span class="k">MLS®</span><span class="v">A2261473</span></div>
<div><span class="k">Property Type</span><span class="v">Residential</span></div>
<div><span class="k">Building Type</span><span class="v">Apartment</span></div>
<div><span class="k">Ownership</span><span class="v">Condominium/Strata</span></div>
<div><span class="k">Bedrooms</span><span class="v">1</span></div>
<div><span class="k">Bathrooms</span><span class="v">1</span></div>
<div><span class="k">Living Area</span><span class="v">648 sqft (60.2 m²)</span></div>
<div><span class="k">Year Built</span><span class="v">2008</span></div>
<div><span class="k">Neighbourhood</span><span class="v">Beltline</span></div>
<div><span class="k">Furnished</span><span class="v">Furnished</span></div>
<div><span class="k">Lease Term</span><span class="v">6 Months, 12 Months</span></div>
<div><span class="k">Utilities Included</span><span class="v">Electricity, Heat, Water</span></div>
<div><span class="k">Parking</span><span class="v">Titled, Underground ($150/month)</span></div>
<div><span class="k">Pets</span><span class="v">Cats OK ($300 fee)</span></div>
<div><span class="k">Deposit</span><span class="v">$2,350</span></div>
</div></section>
<section class="listing-agent"><h2>Listed by</h2>
<div class="agent-card"><img src="https://mlx-prod.remax.ca/agent/88231.jpg" alt=""><p class="agent-name">Priya Raghunathan</p><p class="agent-title">REALTOR®</p><p class="office-name">RE/MAX First</p><p class="office-address">Suite 200, 3125 Macleod Trail SE, Calgary, AB T2G 5B7</p><a href="tel:4035550147">(403) 555-0147</a></div>
</section>
<aside class="connect-agent"><h3>Connect with a RE/MAX agent</h3><p>Kevin Bouchard · RE/MAX Realty Professionals</p><p>Have questions about renting in Calgary? Our agents can help.</p>${contactForm("Ask about this rental")}</aside>
${cards("Similar rentals nearby", [
  { href: "/ab/calgary-real-estate/1403-1025-5-avenue-sw-wp_id318801154-lst", price: "$2,150 /month", address: "1403, 1025 5 Avenue SW, Calgary", facts: ["1 bed", "1 bath", "590 sqft"] },
  { href: "/ab/calgary-real-estate/2205-930-16-avenue-sw-wp_id318790032-lst", price: "$2,795 /month", address: "2205, 930 16 Avenue SW, Calgary", facts: ["2 bed", "2 bath", "871 sqft"] },
])}
</main>
${footer(["© 2026 RE/MAX, LLC. Each office independently owned and operated.", "Listing data © 2026 Calgary Real Estate Board (CREB®). Information deemed reliable but not guaranteed."])}
</div>
${nextData({ props: { pageProps: { listing: { id: "318842275", mlsNum: "A2261473", listPrice: 2350, leaseFrequency: "Monthly", isRental: true, furnished: true, address: "1806, 1111 10 Street SW", city: "Calgary", province: "AB", postalCode: "T3C 0J4", neighbourhood: "Beltline", beds: 1, baths: 1, sqFt: 648, yearBuilt: 2008, propertyType: "Residential", buildingType: "Apartment", lat: 51.04112, lng: -114.08703, listingAgents: [{ name: "Priya Raghunathan", officeName: "RE/MAX First" }], parkingFee: 150, petFee: 300 }, mapCenter: { lat: 51.0447, lng: -114.0719 }, similar: [{ id: "318801154", listPrice: 2150 }, { id: "318790032", listPrice: 2795 }] } }, page: "/[province]/[city]/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 2350, period: "month" },
      propertyKind: "condo",
      street: "1806, 1111 10 Street SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3C 0J4",
      neighbourhood: "Beltline",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 648,
      yearBuilt: 2008,
      mlsNumber: "A2261473",
      listingAgentName: "Priya Raghunathan",
      brokerageName: "RE/MAX First",
      geo: { lat: 51.04112, lng: -114.08703 },
    },
  },
  {
    name: "ho73-royallepage-townhouse-lease-kanata-ottawa",
    site: "royallepage.ca",
    set: "held-out-73",
    traps:
      "a Royal LePage condo townhouse for lease in Kanata: '$2,695 / Monthly' beside the owner's condo fee ($312/month) the tenant does not pay; 'Bedrooms 3 · Bathrooms 3' headline with '2 full, 1 half' in the details; a size range '1,400 - 1,599 sq ft'; 'Kanata' as the former city in the title while the municipality is Ottawa, with Bridlewood as the neighbourhood; a 12-month lease, water included, gas and hydro extra, a rental application fee; the agent with her designation and the brokerage with a branch after a dash; the listing's coordinates in a page variable beside an office map point; similar rentals",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/ottawa/38-brambling-way/25188406/mlsx12701358/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>38 Brambling Way, Kanata, Ottawa, ON K2M 0L4 | For Lease | Royal LePage</title>
<meta name="description" content="38 Brambling Way, Ottawa, ON K2M 0L4 for lease at $2,695/month. 3 bedroom, 3 bathroom townhouse. MLS® X12701358.">
<meta property="og:title" content="38 Brambling Way, Ottawa - For Lease $2,695 / Monthly">
<meta property="og:image" content="https://rlp.ca/media/listings/x12701358/main.jpg">
${gtm("GTM-RLP73")}
</head><body class="property-page">
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Rent", "Sell", "Find an Agent", "Find an Office", "Commercial", "Explore"])}
<main>
${crumbs(["Home", "Ontario", "Ottawa", "Kanata", "38 Brambling Way"])}
<section class="property-heading">
<div class="status-tag">For Lease</div>
<h1 class="address-1">38 Brambling Way</h1>
<p class="address-2">Kanata, Ottawa, ON K2M 0L4</p>
<p class="property-price"><span class="price">$2,695</span> <span class="frequency">/ Monthly</span></p>
<ul class="property-highlights"><li><span>3</span> Bedrooms</li><li><span>3</span> Bathrooms</li><li><span>1,400 - 1,599</span> sq ft</li><li>Townhouse</li></ul>
<p class="mls">MLS®: X12701358</p>
</section>
${gallery("https://rlp.ca/media/listings/x12701358", 31, "38 Brambling Way")}
<section class="property-description"><h2>Property Description</h2><p>Bright end-unit townhome in family-friendly Bridlewood, available March 1 for a 12-month lease. Main floor with hardwood, open kitchen with island and pantry, powder room and walk-out to a fenced patio. Upstairs: primary bedroom with walk-in closet and ensuite, two more bedrooms and the main bath. Partially finished basement with laundry and storage. Attached single garage plus one driveway space included. Water is included; tenant pays gas, hydro and hot water tank rental. No smoking; pets considered. Rental application, credit check, proof of income and references required with first and last month's rent. Steps to Bridlewood Community Elementary, parks and OC Transpo; minutes to the Kanata Centrum and Highway 417.</p></section>
<section class="property-details"><h2>Property Details</h2>
<table class="details-table">
<tr><th>Property Type</th><td>Residential Lease</td></tr>
<tr><th>Building Type</th><td>Row / Townhouse</td></tr>
<tr><th>Ownership</th><td>Condominium</td></tr>
<tr><th>Neighbourhood</th><td>Bridlewood</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Full Bathrooms</th><td>2</td></tr>
<tr><th>Half Bathrooms</th><td>1</td></tr>
<tr><th>Approx. Square Footage</th><td>1,400 - 1,599 sq ft</td></tr>
<tr><th>Year Built</th><td>2012</td></tr>
<tr><th>Parking</th><td>Attached Garage, 2 spaces</td></tr>
<tr><th>Lease Term</th><td>12 Months</td></tr>
<tr><th>Available</th><td>March 1, 2026</td></tr>
<tr><th>Utilities Included</th><td>Water</td></tr>
<tr><th>Condo Fee (paid by owner)</th><td>$312 / month</td></tr>
<tr><th>Rental Application Fee</th><td>$50</td></tr>
</table></section>
<section class="agent-panel"><h2>Listing Agent</h2>
<div class="agent"><p class="agent-name">Geneviève Thibodeau, Broker</p><p class="agent-brokerage">Royal LePage Capital Ridge Realty, Brokerage - Kanata Office</p><p class="agent-address">484 Hazeldean Road, Ottawa, ON K2L 1V4</p><p class="agent-phone">613-555-0129</p></div>
${contactForm("Request a viewing")}
</section>
<div id="office-map" data-office-lat="45.28911" data-office-lng="-75.86842"></div>
${cards("Similar Properties For Lease", [
  { href: "/en/property/ontario/ottawa/112-stonehaven-drive/25180011/mlsx12688210/", price: "$2,550 / Monthly", address: "112 Stonehaven Drive, Ottawa", facts: ["3 bd", "2 ba"] },
  { href: "/en/property/ontario/ottawa/9-shirley-s-brook-drive/25176352/mlsx12679334/", price: "$2,900 / Monthly", address: "9 Shirley's Brook Drive, Ottawa", facts: ["4 bd", "3 ba"] },
  { href: "/en/property/ontario/ottawa/207-old-colony-road/25171220/mlsx12665018/", price: "$2,450 / Monthly", address: "207 Old Colony Road, Ottawa", facts: ["2 bd", "2 ba"] },
])}
</main>
${footer(["© 2026 Bridgemarq Real Estate Services Inc. All rights reserved. Royal LePage® is a registered trademark.", "Each office independently owned and operated. Listing information from the Ottawa Real Estate Board."])}
<script>var propertyData = ${JSON.stringify({ mls: "X12701358", price: 2695, transaction: "lease", address: "38 Brambling Way", city: "Ottawa", province: "ON", postal: "K2M 0L4", latitude: 45.29381, longitude: -75.86102, beds: 3, bathsFull: 2, bathsHalf: 1 })};</script>
</body></html>`,
    expected: {
      price: { amount: 2695, period: "month" },
      propertyKind: "townhouse",
      street: "38 Brambling Way",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2M 0L4",
      neighbourhood: "Bridlewood",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1400,
      yearBuilt: 2012,
      mlsNumber: "X12701358",
      listingAgentName: "Geneviève Thibodeau",
      brokerageName: "Royal LePage Capital Ridge Realty, Brokerage",
      geo: { lat: 45.29381, lng: -75.86102 },
    },
  },
  {
    name: "ho73-kijiji-apartment-osborne-village-winnipeg",
    site: "kijiji.ca",
    set: "held-out-73",
    traps:
      "a Kijiji apartment posted by a property manager: '$1,675' with heat and water included and hydro extra; the building's other suites (bachelor $1,095, one-bedroom $1,395, corner two-bedroom $1,725) in the text; a half-month deposit, $65 parking and a $25 storage locker; the rent in cents and bathrooms in tenths in the Apollo state; Kijiji's ad id; the manager as a professional poster (no brokerage); Osborne Village only in the title; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/winnipeg/2-bedroom-heat-water-included-osborne-village/1719438260",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2 Bedroom - Heat &amp; Water Included - Osborne Village | Long Term Rentals | Winnipeg | Kijiji</title>
<meta name="description" content="Spacious 2 bedroom suite in a well-kept walk-up, heat and water included. Laundry on site, parking available.">
<meta property="og:title" content="2 Bedroom - Heat &amp; Water Included - Osborne Village">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4c/4c1f0a77/1.jpg">
${analytics("kijiji.ca")}
</head><body>
<div id="__next">
${header("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Pets"])}
${crumbs(["Home", "Manitoba", "Winnipeg", "Real Estate", "Long Term Rentals", "Ad 1719438260"])}
<main class="vip">
<h1 class="title">2 Bedroom - Heat &amp; Water Included - Osborne Village</h1>
<div class="price-wrap"><span class="price" itemprop="price" content="1675.00">$1,675</span> <span class="utils">Heat, Water included</span></div>
<div class="location"><span class="address">145 Wardlaw Avenue, Winnipeg, MB R3L 0L6</span> <a href="#map">View map</a></div>
<div class="posted">Posted 2 days ago · Ad ID 1719438260</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4c/4c1f0a77", 12, "2 Bedroom - Heat & Water Included")}
<section class="overview"><h2>Overview</h2>
<ul class="attributes">
<li><h4>Utilities Included</h4><ul><li>Heat</li><li>Water</li><li class="no">Hydro (not included)</li><li class="no">Internet (not included)</li></ul></li>
<li><h4>Wi-Fi and More</h4><p>Not Included</p></li>
<li><h4>Parking Included</h4><p>0</p></li>
<li><h4>Agreement Type</h4><p>1 Year</p></li>
<li><h4>Move-In Date</h4><p>Available now</p></li>
<li><h4>Pet Friendly</h4><p>Limited</p></li>
</ul></section>
<section class="the-unit"><h2>The Unit</h2>
<dl class="unit-attrs"><dt>Unit Type</dt><dd>Apartment</dd><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>1</dd><dt>Size (sqft)</dt><dd>860</dd><dt>Furnished</dt><dd>No</dd><dt>Appliances</dt><dd>Fridge / Freezer</dd><dt>Air Conditioning</dt><dd>No</dd><dt>Smoking Permitted</dt><dd>No</dd></dl>
</section>
<section class="description"><h2>Description</h2><p>Bright two-bedroom suite on the third floor of a quiet, well-kept walk-up half a block from Osborne Street. Hardwood floors, updated kitchen, large windows facing the courtyard. Heat and water are included; tenant pays hydro. Coin laundry in the basement. Energized surface parking is $65/month and a storage locker is $25/month, both subject to availability. Damage deposit is half a month's rent. Small cats welcome, no dogs.</p>
<p>Also available in the building: bachelor $1,095, one-bedroom $1,395 and a corner two-bedroom with balcony $1,725. Call or message to book a showing, weekdays 9-5.</p>
<p>Professionally managed by Kestrel Property Management.</p></section>
<aside class="poster"><h3>Kestrel Property Management</h3><p>Professional · On Kijiji since 2014</p><p>Usually responds within an hour</p><a class="btn" href="#reply">Send message</a><a class="btn" href="tel:2045550163">Call (204) 555-0163</a></aside>
${tenantTips()}
${cards("You may also like", [
  { href: "/v-apartments-condos/winnipeg/1-bedroom-corydon/1719401882", price: "$1,350", address: "Crescentwood, Winnipeg", facts: ["1 bed", "1 bath"] },
  { href: "/v-apartments-condos/winnipeg/2-bed-downtown-heat-incl/1719377015", price: "$1,595", address: "Downtown, Winnipeg", facts: ["2 beds", "1 bath"] },
  { href: "/v-apartments-condos/winnipeg/3-bed-townhouse-st-vital/1719360244", price: "$2,100", address: "St. Vital, Winnipeg", facts: ["3 beds", "1.5 baths"] },
])}
</main>
${footer(["© 2026 Kijiji Canada Ltd. All rights reserved.", "Kijiji is not responsible for the content of ads. Report suspicious ads."])}
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1719438260": { __typename: "RealEstateListing", id: "1719438260", title: "2 Bedroom - Heat & Water Included - Osborne Village", price: { amount: 167500, currency: "CAD", type: "FIXED" }, location: { name: "Winnipeg", address: "145 Wardlaw Avenue, Winnipeg, MB R3L 0L6", coordinates: { latitude: 49.87731, longitude: -97.14218 } }, attributes: { unittype: "apartment", numberbedrooms: "2", numberbathrooms: "10", areainfeet: "860", agreementtype: "one-year", furnished: "0", petsallowed: "limited", heat: "1", water: "1", hydro: "0" }, posterInfo: { posterName: "Kestrel Property Management", sellerType: "PROFESSIONAL" }, categoryId: 37 }, "RealEstateListing:1719401882": { __typename: "RealEstateListing", id: "1719401882", price: { amount: 135000, currency: "CAD" }, location: { name: "Winnipeg", coordinates: { latitude: 49.86902, longitude: -97.15833 } } } } } }, page: "/v-view-details" })}
</body></html>`,
    expected: {
      price: { amount: 1675, period: "month" },
      propertyKind: "condo",
      street: "145 Wardlaw Avenue",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3L 0L6",
      neighbourhood: "Osborne Village",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
      geo: { lat: 49.87731, lng: -97.14218 },
    },
  },
  {
    name: "ho73-point2-semi-rent-regina",
    site: "point2homes.com",
    set: "held-out-73",
    traps:
      "a Point2 Homes semi-detached house for rent in Regina's Harbour Landing: '$1,950/mo' with utilities extra, a $1,950 security deposit and a $300 pet deposit; 'Available Now'; '3 Beds · 2.5 Baths' with 1 half bath in the facts; lot in sq ft; the SK-prefixed MLS® number beside Point2's own listing id; the agent and brokerage under 'Listed by'; a 'Rent Estimate' of the site; nearby rentals with rents",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Rent/SK/Regina/Harbour-Landing/4871-Padwick-Road/121907734.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4871 Padwick Road, Regina, SK S4W 0K6 | Home for Rent | Point2</title>
<meta name="description" content="4871 Padwick Road, Regina, SK for rent at $1,950/mo. 3 beds, 2.5 baths, 1,210 sqft semi-detached in Harbour Landing. MLS® SK018226.">
<meta property="og:title" content="4871 Padwick Road, Regina, SK S4W 0K6 - $1,950/mo">
<meta property="og:image" content="https://images.point2.com/rental/121907734/1.jpg">
${gtm("GTM-P2H73")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "4871 Padwick Road", address: { "@type": "PostalAddress", streetAddress: "4871 Padwick Road", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4W 0K6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 50.41266, longitude: -104.66958 }, numberOfRooms: 3, floorSize: { "@type": "QuantitativeValue", value: 1210, unitCode: "FTK" } })}
</head><body>
${header("Point2", ["Buy", "Rent", "Sell", "Agents", "Commercial", "Market Trends"])}
${consent("Point2")}
<main class="details-page">
${crumbs(["Canada", "Saskatchewan", "Regina", "Harbour Landing", "4871 Padwick Road"])}
<div class="details-header" data-listing-id="121907734">
<h1 class="address-container"><span class="street">4871 Padwick Road</span>, <span class="city">Regina, SK S4W 0K6</span></h1>
<div class="price-container"><span class="price" data-price="1950">$1,950/mo</span> <span class="rent-tag">For Rent</span> <span class="avail">Available Now</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>3</strong> Beds</li><li class="ic-baths"><strong>2.5</strong> Baths</li><li class="ic-sqft"><strong>1,210</strong> Sqft</li><li class="ic-lotsize"><strong>3,150</strong> Sqft Lot</li></ul>
</div>
${gallery("https://images.point2.com/rental/121907734", 18, "4871 Padwick Road")}
<section class="description"><h2>Description</h2><p>Two-storey semi-detached home in Harbour Landing for rent, available now. Open main floor with kitchen island, stainless appliances, dining area and half bath; upstairs the primary bedroom with 3-piece ensuite, two more bedrooms and a 4-piece bath. Undeveloped basement with laundry. Fenced yard, deck and a double detached garage off the back lane. Tenant pays SaskEnergy, SaskPower and city water. Security deposit $1,950; pet deposit $300 for one small dog. One-year lease. Close to Grasslands shopping, schools and the airport.</p></section>
<section class="property-details"><h2>Property Details</h2><dl class="details-list">
<dt>Listing Type</dt><dd>For Rent</dd>
<dt>Property Type</dt><dd>Semi-Detached</dd>
<dt>Style</dt><dd>2 Storey</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Full Bathrooms</dt><dd>2</dd>
<dt>Half Bathrooms</dt><dd>1</dd>
<dt>Living Area</dt><dd>1,210 sqft</dd>
<dt>Lot Size</dt><dd>3,150 sqft</dd>
<dt>Year Built</dt><dd>2014</dd>
<dt>Neighbourhood</dt><dd>Harbour Landing</dd>
<dt>Lease Term</dt><dd>1 Year</dd>
<dt>Pets</dt><dd>Dogs (small), $300 deposit</dd>
<dt>MLS® #</dt><dd>SK018226</dd>
<dt>Point2 Listing ID</dt><dd>121907734</dd>
</dl></section>
<section class="rent-estimate"><h2>Point2 Rent Estimate</h2><p>Similar homes in Harbour Landing rent for <b>$1,880 - $2,060/mo</b>.</p></section>
<section class="listed-by"><h2>Listed by</h2><div class="agent-info"><p class="agent-name">Kayla Brandt</p><p class="office-name">Prairie Keystone Realty Inc.</p><p class="office-address">2275 Albert Street, Regina, SK S4P 2V5</p><p class="phone">(306) 555-0172</p></div></section>
${contactForm("Contact the agent")}
${cards("Nearby Homes for Rent", [
  { href: "/CA/Home-For-Rent/SK/Regina/Harbour-Landing/3318-Green-Bank-Road/121901185.html", price: "$2,150/mo", address: "3318 Green Bank Road, Regina", facts: ["3 Beds", "2.5 Baths"] },
  { href: "/CA/Home-For-Rent/SK/Regina/Albert-Park/219-Wascana-Street/121894402.html", price: "$1,550/mo", address: "219 Wascana Street, Regina", facts: ["2 Beds", "1 Bath"] },
])}
</main>
${footer(["© 2026 Point2 Homes. All rights reserved. Point2 is a Yardi company.", "MLS® data provided by the Saskatchewan REALTORS® Association. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1950, period: "month" },
      propertyKind: "semi-detached",
      street: "4871 Padwick Road",
      city: "Regina",
      province: "SK",
      postalCode: "S4W 0K6",
      neighbourhood: "Harbour Landing",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1210,
      lot: { value: 3150, unit: "ft2" },
      yearBuilt: 2014,
      mlsNumber: "SK018226",
      listingAgentName: "Kayla Brandt",
      brokerageName: "Prairie Keystone Realty Inc.",
      geo: { lat: 50.41266, lng: -104.66958 },
    },
  },
];
