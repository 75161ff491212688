/**
 * Sixty-third held-out corpus, the West: an Edmonton fourplex on remax.ca with price per door, cap rate and the
 * building's bedroom total; a Kelowna restaurant for sale on royallepage.ca whose price excludes the real estate; a
 * New Westminster side-by-side duplex on rew.ca with rents, a price drop and a BC Assessment; and a Winnipeg
 * mixed-use building with a storefront on point2homes.com with a rent roll, net income and cap rate.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footer, gtm, header, jsonData, payment, photos, similar } from "./chrome.ts";

export const HELD_OUT_63_WEST: ListingPage[] = [
  {
    name: "ho63-remax-fourplex-edmonton",
    site: "remax.ca",
    set: "held-out-63",
    traps: "remax.ca fourplex: the building's 'Beds 8 · Baths 4' beside four identical units' 2 bedrooms and 824 sq ft; price per door $231,250, gross rents $67,200, NOI $44,900, cap rate 4.85%; lot in m²; remax.ca's internal id in the URL; estimated monthly payment; __NEXT_DATA__ with coordinates; nearby schools and listings",
    pageUrl: "https://www.remax.ca/ab/edmonton-real-estate/11824-93-street-nw-wp_id312345678-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>11824 93 Street NW, Edmonton, AB T5G 1K9 | 8 Bed, 4 Bath Fourplex For Sale | E4431276 | RE/MAX Canada</title>
<meta name="description" content="For sale: 11824 93 Street NW, Edmonton, AB. Fourplex, 8 beds, 4 baths, 3,296 sqft. $925,000. MLS® E4431276.">
<meta property="og:title" content="11824 93 Street NW, Edmonton — $925,000">
<meta property="og:image" content="https://i2.remax-cdn.ca/listings/E4431276/1.jpg">
${gtm("GTM-RMX63")}
</head><body>
${consent("RE/MAX Canada")}
${header("RE/MAX", ["Buy", "Sell", "Rent", "Commercial", "Find an Agent", "News"])}
<main>
<div class="listing-summary">
<div class="listing-price">$925,000</div>
<h1 class="listing-address">11824 93 Street NW<br><span>Edmonton, AB T5G 1K9</span></h1>
<ul class="listing-summary-stats"><li><strong>8</strong> Bed</li><li><strong>4</strong> Bath</li><li><strong>3,296</strong> Sqft</li></ul>
<p class="listing-mls">MLS®: E4431276</p>
</div>
${photos("https://i2.remax-cdn.ca/listings/E4431276", 24, "11824 93 Street NW")}
<section class="listing-details"><h2>Home Details</h2><dl>
<dt>Property Type</dt><dd>Multi-Family</dd><dt>Building Type</dt><dd>Fourplex</dd><dt>Community</dt><dd>Alberta Avenue</dd><dt>Year Built</dt><dd>1978</dd><dt>Lot Size</dt><dd>608 m²</dd><dt>Parking</dt><dd>4 stalls, rear lane</dd><dt>Taxes</dt><dd>$5,318 (2025)</dd><dt>Heating</dt><dd>Hot water boiler</dd>
</dl></section>
<section class="listing-remarks"><h2>Description</h2><p>Four-plex in Alberta Avenue, a 10-minute ride to downtown and NAIT. Four identical 2-bedroom, 1-bath suites of about 824 sq ft each, every one with its own entrance and in-suite laundry. Current rents $1,400/month per suite for $67,200 gross annual income; net operating income $44,900 (4.85% cap rate at list). That is $231,250 per door. Boiler replaced 2020, vinyl windows throughout, double detached garage plus 2 pad stalls. 24 hours notice required; no showings without an accepted offer in suites 2 and 4.</p></section>
<section class="listing-agent"><div class="agent-name">Daniel Okafor</div><div class="agent-title">REALTOR®</div><div class="agent-office">RE/MAX Northgate Realty</div><div class="agent-office-address">13220 St Albert Trail NW, Edmonton, AB T5L 4W1</div><a href="tel:7805550124">780-555-0124</a></section>
<section class="schools"><h2>Nearby Schools</h2><ul><li>Delton School · K-6 · 0.6 km</li><li>Eastwood School · K-9 · 0.9 km</li><li>Victoria School of the Arts · 7-12 · 3.4 km</li></ul></section>
${payment("$925,000", "$185,000", "4.74%", "$4,195")}
${similar("Nearby Listings", [
  { price: "$749,900", address: "11607 95 Street NW, Edmonton", line: "Duplex · 6 bd · 3 ba · 2,410 sqft", href: "/ab/edmonton-real-estate/11607-95-street-nw-wp_id312301122-lst" },
  { price: "$1,340,000", address: "11902 90 Street NW, Edmonton", line: "Sixplex · 12 bd · 6 ba", href: "/ab/edmonton-real-estate/11902-90-street-nw-wp_id312377800-lst" },
])}
</main>
${footer({ "RE/MAX Canada": ["About", "Join RE/MAX", "Commercial", "Contact"], "Popular": ["Edmonton homes", "Calgary homes", "Toronto homes"] }, ["Each office independently owned and operated. Data provided by the REALTORS® Association of Edmonton; deemed reliable but not guaranteed."])}
${jsonData("__NEXT_DATA__", { props: { pageProps: { listing: { mlsNum: "E4431276", listPrice: 925000, address: "11824 93 Street NW", city: "Edmonton", province: "AB", postalCode: "T5G 1K9", beds: 8, baths: 4, sqFt: 3296, lotSize: "608 m²", yearBuilt: 1978, lat: 53.5707, lng: -113.48263, listingAgents: [{ name: "Daniel Okafor", officeName: "RE/MAX Northgate Realty" }] } } } })}
</body></html>`,
    expected: {
      price: { amount: 925000, currency: "CAD" },
      propertyKind: "plex",
      street: "11824 93 Street NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5G 1K9",
      neighbourhood: "Alberta Avenue",
      bedrooms: 8,
      bathrooms: 4,
      squareFootage: 3296,
      lot: { value: 608, unit: "m2" },
      yearBuilt: 1978,
      mlsNumber: "E4431276",
      listingAgentName: "Daniel Okafor",
      brokerageName: "RE/MAX Northgate Realty",
      geo: { lat: 53.5707, lng: -113.48263 },
    },
  },
  {
    name: "ho63-royallepage-business-kelowna",
    site: "royallepage.ca",
    set: "held-out-63",
    traps: "royallepage.ca business for sale: '$289,000' for the business and assets only, real estate not included; base rent and triple-net per month, gross sales and seller's discretionary earnings per year; leased premises of 2,150 sqft; MLS in the URL and page; JSON-LD typed as a house (wrong) with no price; map coordinates in data attributes; other businesses for sale",
    pageUrl: "https://www.royallepage.ca/en/property/british-columbia/kelowna/1567-ellis-street/24567891/mls10334521/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1567 Ellis Street, Kelowna, BC - Business for Sale - MLS® 10334521 | Royal LePage</title>
<meta name="description" content="Established downtown Kelowna restaurant for sale: $289,000 (business only). 1567 Ellis Street, Kelowna, British Columbia V1Y 2A7. MLS® 10334521.">
<meta property="og:title" content="Business for sale — 1567 Ellis Street, Kelowna">
<meta property="og:image" content="https://rlp.ca/photos/10334521/1.jpg">
${gtm("GTM-RLP63")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1567 Ellis Street", address: { "@type": "PostalAddress", streetAddress: "1567 Ellis Street", addressLocality: "Kelowna", addressRegion: "BC", postalCode: "V1Y 2A7" } })}
</head><body>
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Sell", "Commercial", "Find an Agent", "Find an Office", "Royal LePage Shelter Foundation"])}
<main>
<section class="property-header">
<p class="property-type-badge">Business for Sale</p>
<h1 class="address-1">1567 Ellis Street</h1>
<p class="address-2">Kelowna, British Columbia V1Y 2A7</p>
<p class="area">Area: Kelowna North</p>
<div class="property-price">$289,000 <small>Business only — real estate not included</small></div>
<p class="mls">MLS® 10334521</p>
</section>
${photos("https://rlp.ca/photos/10334521", 16, "1567 Ellis Street")}
<section class="property-features"><h2>Property Details</h2><ul>
<li><span>Property Type:</span> Business</li><li><span>Business Type:</span> Restaurant / Licensed</li><li><span>Building Size:</span> 2,150 sqft</li><li><span>Seating:</span> 68 inside, 24 patio</li><li><span>Lease:</span> Expires 2031 + one 5-year renewal</li><li><span>Base Rent:</span> $5,200 / month</li><li><span>Additional Rent (NNN):</span> $1,600 / month</li><li><span>Gross Sales (FY2024):</span> $918,000</li><li><span>Seller's Discretionary Earnings:</span> $164,000</li>
</ul></section>
<section class="property-description"><h2>Description</h2><p>Well-established licensed bistro in the heart of Kelowna's Cultural District, steps from Prospera Place and the waterfront. Asking price of $289,000 includes the business, name, recipes, website and all chattels and equipment (inventory extra at cost). The real estate is not for sale; the building owner offers a new lease on assignment. Fully trained staff willing to stay. Financial statements provided after signing an NDA. Please do not approach staff.</p></section>
<div id="property-map" data-lat="49.89094" data-lng="-119.49559" data-zoom="15"></div>
<section class="agent-card"><h3>Harjit Sandhu</h3><p>Personal Real Estate Corporation · Commercial</p><p class="office">Royal LePage Okanagan Lakeshore</p><p>1405 Water Street, Kelowna, BC V1Y 1J5</p><a href="tel:2505550149">250-555-0149</a></section>
${payment("$289,000", "$86,700", "6.45%", "$1,363")}
${similar("Similar Businesses", [
  { price: "$175,000", address: "2251 Pandosy Street, Kelowna", line: "Coffee shop · 1,100 sqft", href: "/en/property/british-columbia/kelowna/2251-pandosy-street/24551002/mls10331876/" },
  { price: "$1,950,000", address: "1860 Harvey Avenue, Kelowna", line: "Restaurant with building · 4,800 sqft", href: "/en/property/british-columbia/kelowna/1860-harvey-avenue/24520011/mls10329901/" },
])}
</main>
${footer({ "Royal LePage": ["About", "Careers", "Newsroom", "Contact"], "Resources": ["Market Survey", "Mortgage Calculator", "Moving Guide"] }, ["© 2025 Bridgemarq Real Estate Services Manager Limited. All rights reserved. Royal LePage® is a registered trademark of Royal Bank of Canada used under licence.", "Each office independently owned and operated. Not intended to solicit buyers or sellers under contract."])}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "CAD" },
      propertyKind: "business",
      street: "1567 Ellis Street",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1Y 2A7",
      neighbourhood: "Kelowna North",
      squareFootage: 2150,
      mlsNumber: "10334521",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Royal LePage Okanagan Lakeshore",
      geo: { lat: 49.89094, lng: -119.49559 },
    },
  },
  {
    name: "ho63-rew-duplex-new-westminster",
    site: "rew.ca",
    set: "held-out-63",
    traps: "rew.ca side-by-side duplex sold as a whole: 'Baths 5' from 4 full and 2 half; each side's bedrooms, size and rent in the remarks; BC Assessment $1,712,000 and a price drop from $1,949,000; lot sq ft with frontage; neighbourhood; JSON-LD with coordinates; agent and brokerage; recently sold nearby",
    pageUrl: "https://www.rew.ca/properties/R3012874/324-fifth-street-new-westminster-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>324 Fifth Street, New Westminster, BC V3L 2X5 | R3012874 | REW</title>
<meta name="description" content="324 Fifth Street, New Westminster - Duplex for sale: 6 beds, 5 baths, 2,760 sqft. Listed at $1,888,000. MLS® R3012874.">
<meta property="og:title" content="324 Fifth Street, New Westminster — $1,888,000">
<meta property="og:image" content="https://assets.rew.ca/listing/R3012874/1.jpg">
${gtm("GTM-REW63")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "324 Fifth Street", address: { "@type": "PostalAddress", streetAddress: "324 Fifth Street", addressLocality: "New Westminster", addressRegion: "BC", postalCode: "V3L 2X5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.21145, longitude: -122.91503 } })}
</head><body>
${consent("REW")}
${header("REW", ["Buy", "Rent", "Sold", "Pre-Sale", "Agents", "News"])}
<main class="listingpage">
<section class="listingheader">
<div class="listingheader-price">$1,888,000 <span class="price-change">↓ $61,000</span></div>
<h1 class="listingheader-address">324 Fifth Street</h1>
<p class="listingheader-locale">New Westminster, BC V3L 2X5 · Queens Park</p>
<ul class="listingheader-details"><li>6 Bed</li><li>5 Bath</li><li>2,760 Sqft</li><li>Duplex</li></ul>
</section>
${photos("https://assets.rew.ca/listing/R3012874", 30, "324 Fifth Street")}
<section class="listingdetails"><h2>Property Details</h2><table>
<tr><th>MLS® Number</th><td>R3012874</td></tr><tr><th>Property Type</th><td>Duplex</td></tr><tr><th>Title</th><td>Freehold NonStrata</td></tr><tr><th>Bedrooms</th><td>6</td></tr><tr><th>Full Baths</th><td>4</td></tr><tr><th>Half Baths</th><td>2</td></tr><tr><th>Floor Area</th><td>2,760 Sqft</td></tr><tr><th>Lot Size</th><td>6,039 Sqft</td></tr><tr><th>Frontage</th><td>49.5 ft</td></tr><tr><th>Year Built</th><td>1991</td></tr><tr><th>Taxes</th><td>$6,912 (2024)</td></tr><tr><th>Neighbourhood</th><td>Queens Park</td></tr>
</table></section>
<section class="listingremarks"><h2>Description</h2><p>Rare side-by-side duplex on a 49.5 ft lot in Queens Park, offered as one title. Each side has 3 bedrooms, 2 full and 1 half baths and about 1,380 sq ft over two levels with its own garage and yard. Side A rented at $3,400/mo, Side B at $3,250/mo (month-to-month). Live in one and rent the other, or hold both. Walk to the park, Royal City Centre and the SkyTrain.</p></section>
<section class="assessment"><h2>BC Assessment</h2><p>2025 assessed value: <strong>$1,712,000</strong> (land $1,390,000 · improvements $322,000)</p></section>
<section class="history"><h2>Listing History</h2><ul><li>May 9, 2025 · Listed at $1,949,000</li><li>Jun 18, 2025 · Price changed to $1,888,000</li></ul></section>
<section class="agent"><p>Listed by <strong>Marcus Lindqvist</strong></p><p>Fraser Crossing Realty Ltd.</p><p>604-555-0182</p></section>
${payment("$1,888,000", "$377,600", "4.69%", "$8,531")}
${similar("Recently Sold Nearby", [
  { price: "Sold $1,765,000", address: "415 Third Avenue, New Westminster", line: "Duplex · 5 bd · 4 ba", href: "/properties/R2988102/415-third-avenue-new-westminster-bc" },
  { price: "Sold $2,080,000", address: "207 Queens Avenue, New Westminster", line: "House · 5 bd · 4 ba", href: "/properties/R2990417/207-queens-avenue-new-westminster-bc" },
])}
</main>
${footer({ "REW": ["About", "Contact", "Advertise", "Terms"], "Cities": ["Vancouver", "Burnaby", "Surrey", "New Westminster"] }, ["This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 1888000, currency: "CAD" },
      propertyKind: "plex",
      street: "324 Fifth Street",
      city: "New Westminster",
      province: "BC",
      postalCode: "V3L 2X5",
      neighbourhood: "Queens Park",
      bedrooms: 6,
      bathrooms: 5,
      bathroomsFull: 4,
      bathroomsHalf: 2,
      squareFootage: 2760,
      lot: { value: 6039, unit: "ft2" },
      yearBuilt: 1991,
      mlsNumber: "R3012874",
      listingAgentName: "Marcus Lindqvist",
      brokerageName: "Fraser Crossing Realty Ltd.",
      geo: { lat: 49.21145, lng: -122.91503 },
    },
  },
  {
    name: "ho63-point2homes-mixed-use-winnipeg",
    site: "point2homes.com",
    set: "held-out-63",
    traps: "point2homes.com mixed-use building: storefront plus two upstairs apartments in a rent roll with each unit's size and bedrooms (no building bedroom total); gross income $77,640, NOI $58,900, cap rate 5.12%, price per sq ft $266; 'CAD' after the price; site's numeric id in the URL; JSON-LD offer and coordinates; mortgage widget and nearby commercial listings",
    pageUrl: "https://www.point2homes.com/CA/Commercial-Property-For-Sale/MB/Winnipeg/Crescentwood/612-Corydon-Ave/118842760.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>612 Corydon Avenue, Winnipeg, MB R3M 0X3 - Mixed Use for Sale - Point2</title>
<meta name="description" content="Mixed use building for sale at 612 Corydon Avenue, Winnipeg. Retail storefront with two apartments above. $1,150,000 CAD. MLS® 202509871.">
<meta property="og:title" content="612 Corydon Avenue, Winnipeg, MB — $1,150,000">
<meta property="og:image" content="https://photos.point2.com/202509871/1.jpg">
${gtm("GTM-P2H63")}
${ld({ "@context": "https://schema.org", "@type": ["Product", "Place"], name: "612 Corydon Avenue, Winnipeg, MB R3M 0X3", offers: { "@type": "Offer", price: 1150000, priceCurrency: "CAD" }, geo: { "@type": "GeoCoordinates", latitude: 49.86262, longitude: -97.14806 } })}
</head><body>
${consent("Point2")}
${header("Point2", ["Homes for Sale", "Homes for Rent", "Commercial", "Agents", "Mortgage"])}
<main>
<section class="details-header">
<div class="price" data-price="1150000">$1,150,000 <span class="currency">CAD</span></div>
<h1 class="address-container"><div class="address-line">612 Corydon Avenue</div><div class="address-city">Winnipeg, MB R3M 0X3</div></h1>
<p class="neighbourhood">Neighbourhood: Crescentwood</p>
<ul class="characteristics"><li>Mixed Use</li><li>4,320 Sq Ft building</li><li>3,960 Sq Ft lot</li></ul>
</section>
${photos("https://photos.point2.com/202509871", 12, "612 Corydon Avenue")}
<section class="details-features"><h2>Property Details</h2><dl>
<dt>MLS®#</dt><dd>202509871</dd><dt>Property Type</dt><dd>Commercial</dd><dt>Building Type</dt><dd>Mixed Use</dd><dt>Building Size</dt><dd>4,320 Sq Ft</dd><dt>Lot Size</dt><dd>3,960 Sq Ft</dd><dt>Year Built</dt><dd>1949</dd><dt>Zoning</dt><dd>C2</dd><dt>Taxes</dt><dd>$11,846 (2024)</dd><dt>Price / Sq Ft</dt><dd>$266</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Two-storey mixed-use building on the Corydon strip: a 1,480 sq ft street-level storefront leased to an established café ($3,100/month net, lease to 2029) and two 2-bedroom apartments of about 1,420 sq ft each upstairs ($1,695 and $1,675/month). Gross income $77,640; net operating income $58,900, a 5.12% cap rate at the asking price. Separate hydro meters, roof 2018, rear parking for 4.</p>
<table class="rent-roll"><thead><tr><th>Unit</th><th>Use</th><th>Size</th><th>Bedrooms</th><th>Rent / month</th></tr></thead><tbody>
<tr><td>610</td><td>Retail</td><td>1,480 sq ft</td><td>—</td><td>$3,100</td></tr><tr><td>612A</td><td>Residential</td><td>1,420 sq ft</td><td>2</td><td>$1,695</td></tr><tr><td>612B</td><td>Residential</td><td>1,420 sq ft</td><td>2</td><td>$1,675</td></tr>
</tbody></table></section>
<section class="agent-info"><h3>Listed by</h3><p class="agent-name">Tomasz Wiśniewski</p><p class="agent-company">Red River Commercial Realty Inc.</p><p>204-555-0136</p></section>
${payment("$1,150,000", "$287,500", "5.99%", "$5,518")}
${similar("Nearby Commercial Listings", [
  { price: "$789,000", address: "854 Corydon Avenue, Winnipeg, MB", line: "Retail · 2,200 Sq Ft", href: "/CA/Commercial-Property-For-Sale/MB/Winnipeg/Crescentwood/854-Corydon-Ave/118840511.html" },
  { price: "$18/Sq Ft/yr", address: "470 Stradbrook Avenue, Winnipeg, MB", line: "Office for lease · 1,050 Sq Ft", href: "/CA/Commercial-Property-For-Lease/MB/Winnipeg/Osborne-Village/470-Stradbrook-Ave/118839003.html" },
])}
</main>
${footer({ "Point2": ["About", "Contact", "Terms of Use", "Privacy"], "Browse": ["Canada", "United States", "Commercial"] }, ["Point2 is not a brokerage. Listing data is supplied by the listing brokerage and the Winnipeg Regional Real Estate Board and is deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1150000, currency: "CAD" },
      propertyKind: "commercial",
      street: "612 Corydon Avenue",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3M 0X3",
      neighbourhood: "Crescentwood",
      squareFootage: 4320,
      lot: { value: 3960, unit: "ft2" },
      yearBuilt: 1949,
      mlsNumber: "202509871",
      listingAgentName: "Tomasz Wiśniewski",
      brokerageName: "Red River Commercial Realty Inc.",
      geo: { lat: 49.86262, lng: -97.14806 },
    },
  },
];
