/**
 * Sixty-third held-out corpus, Ontario: a Hamilton fourplex on realtor.ca with a rent roll, gross and net income and
 * cap rate; a Toronto triplex on zolo.ca with price per ft² and a value estimate; a Brampton house with a legal
 * basement apartment on housesigma.com beside its estimate and rent estimate; a CityPlace condo for rent on condos.ca
 * among its building's sales and rents; and a London house for rent on kijiji.ca whose basement suite is let apart.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footer, gtm, header, jsonData, payment, photos, similar, windowState } from "./chrome.ts";

export const HELD_OUT_63_ONTARIO: ListingPage[] = [
  {
    name: "ho63-realtorca-fourplex-hamilton",
    site: "realtor.ca",
    set: "held-out-63",
    traps: "realtor.ca fourplex: 'Bedrooms 6 + 2' and four units' bedrooms and sizes in the rent roll; gross income $84,600, NOI $61,200, cap rate 4.54% and price per door $337,250 in the remarks; address split with a pipe and postal code without a space; 'Hamilton (Beasley)'; Land Size '33 x 110 FT'; realtor.ca's own 8-digit id in the URL; annual taxes; nearby listings and calculator defaults",
    pageUrl: "https://www.realtor.ca/real-estate/27894512/87-barton-street-e-hamilton-beasley",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>87 Barton Street E, Hamilton (Beasley), Ontario L8L2V7 - X12034518 | REALTOR.ca</title>
<meta name="description" content="For sale: 87 Barton Street E, Hamilton, Ontario L8L2V7 - X12034518. Fully tenanted legal fourplex steps from the West Harbour GO station. Listing by Escarpment Realty Group Inc., Brokerage.">
<meta property="og:title" content="87 Barton Street E, Hamilton (Beasley), Ontario L8L2V7">
<meta property="og:description" content="$1,349,000 - Multi-family - Fourplex">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638790012345678901/reb14/highres/8/x12034518_1.jpg">
<meta property="og:url" content="https://www.realtor.ca/real-estate/27894512/87-barton-street-e-hamilton-beasley">
${gtm("GTM-RCA63")}
</head><body id="listingDetailsPage">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Buy", "Rent", "Sold", "Commercial", "Find a REALTOR®", "Market Trends"])}
<main>
<div id="listingDetailsTopCon">
<div id="listingAddress" class="listingAddress">87 Barton Street E<br>Hamilton (Beasley), Ontario L8L2V7</div>
<div id="listingPriceValue" class="listingPriceValue">$1,349,000</div>
<div class="listingMlsNumCon">MLS® Number: <span id="MLNumberVal">X12034518</span></div>
</div>
${photos("https://cdn.realtor.ca/listings/TS638790012345678901/reb14/highres/8", 31, "87 Barton Street E")}
<div id="propertyDetailsSectionContentSubCon_Summary">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Multi-family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Fourplex</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">33 x 110 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$8,214.00</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">12 days</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Description</h2><div id="propertyDescriptionSectionContent">Fully tenanted legal fourplex steps from the West Harbour GO station and James Street North. Gross income of $84,600 per year with a net operating income of $61,200 (a 4.54% cap rate at list price, about $337,250 per door). Rent roll: Unit 1 (main floor, 2 bedrooms, 820 sq ft) $1,895/month; Unit 2 (second floor, 2 bedrooms, 850 sq ft) $1,950/month; Unit 3 (third floor, 2 bedrooms, 780 sq ft) $1,775/month; Unit 4 (lower level, 2 bedrooms, 760 sq ft) $1,430/month. Tenants pay hydro; separately metered. New roof 2021, updated electrical with four 100 amp panels. Please give 24 hours notice for all showings.</div></div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">6 + 2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">4</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Full (Finished)</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Forced air</div></div>
</div>
<div class="realtorCardCon">
<div class="realtorCardName">Priya Raman</div><div class="realtorCardPosition">Broker</div>
<div class="realtorCardPhone">(905) 555-0187</div>
<div class="officeCardName">Escarpment Realty Group Inc., Brokerage</div>
<div class="officeCardAddress">1015 King Street W, Hamilton, Ontario L8S 1L3</div>
</div>
${payment("$500,000", "$100,000", "5.09%", "$2,352", "en")}
${similar("Nearby Listings", [
  { price: "$1,129,000", address: "212 Wilson Street, Hamilton (Beasley)", line: "Triplex · 6 beds · 3 baths", href: "/real-estate/27880011/212-wilson-street-hamilton-beasley" },
  { price: "$1,595,000", address: "41 Ferrie Street E, Hamilton (North End)", line: "Fourplex · 8 beds · 4 baths", href: "/real-estate/27866590/41-ferrie-street-e-hamilton-north-end" },
  { price: "$2,350/Monthly", address: "#2 - 94 Cannon Street E, Hamilton (Beasley)", line: "Apartment · 2 beds", href: "/real-estate/27901233/2-94-cannon-street-e-hamilton-beasley" },
])}
</main>
${footer({ "REALTOR.ca": ["About", "Blog", "Careers", "Contact"], "For REALTORS®": ["DDF®", "Advertising", "Technology"] }, ["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA. © 2025 CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9."])}
</body></html>`,
    expected: {
      price: { amount: 1349000, currency: "CAD" },
      propertyKind: "plex",
      street: "87 Barton Street E",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8L 2V7",
      neighbourhood: "Beasley",
      bedrooms: 6,
      bedroomsBelowGrade: 2,
      bathrooms: 4,
      lot: { value: 3630, unit: "ft2" },
      mlsNumber: "X12034518",
      listingAgentName: "Priya Raman",
      brokerageName: "Escarpment Realty Group Inc., Brokerage",
    },
  },
  {
    name: "ho63-zolo-triplex-toronto",
    site: "zolo.ca",
    set: "held-out-63",
    traps: "zolo.ca triplex: list price beside a value estimate range, price per sqft $773 and a 2016 sale; 'Beds 5 + 1' with the basement apartment's bedroom and three units' rents (gross $91,800); MPAC size; lot '20 x 125 ft'; community name; listing brokerage only (no agent) versus the site's own agent card; JSON-LD with coordinates; similar homes",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/412-st-clarens-avenue",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>412 St Clarens Ave, Toronto — For Sale @ $1,689,000 | Zolo.ca</title>
<meta name="description" content="412 St Clarens Ave, Toronto, ON M6H 3W4 - Triplex for sale, 5+1 beds, 3 baths. MLS® W12105677. View photos, price history and sold listings nearby.">
<meta property="og:title" content="412 St Clarens Ave, Toronto — $1,689,000">
<meta property="og:image" content="https://photos.zolo.ca/412-st-clarens-ave-toronto-W12105677-1.jpg">
${gtm("GTM-ZOLO63")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "412 St Clarens Ave", address: { "@type": "PostalAddress", streetAddress: "412 St Clarens Ave", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6H 3W4" }, geo: { "@type": "GeoCoordinates", latitude: 43.66071, longitude: -79.44012 } })}
</head><body>
${consent("Zolo")}
${header("Zolo", ["Buy", "Sell", "Rent", "Home Values", "Mortgage Rates", "Blog"])}
<main class="listing-page">
<section class="listing-header">
<h1 class="address">412 St Clarens Ave</h1>
<div class="area">Toronto, ON M6H 3W4 · <a href="/toronto-real-estate/dovercourt-wallace-emerson-junction">Dovercourt-Wallace Emerson-Junction</a></div>
<div class="listing-price"><span class="priv">$1,689,000</span></div>
<ul class="listing-values"><li><span class="value">5 + 1</span> Beds</li><li><span class="value">3</span> Baths</li><li><span class="value">2,184</span> Sqft</li></ul>
</section>
${photos("https://photos.zolo.ca/412-st-clarens-ave-toronto-W12105677", 36, "412 St Clarens Ave")}
<section class="key-facts"><h2>Key Facts</h2><dl class="column-container">
<dt>MLS®#</dt><dd>W12105677</dd>
<dt>Type</dt><dd>Triplex</dd>
<dt>Style</dt><dd>3-Storey</dd>
<dt>Size (MPAC)</dt><dd>2,184 sqft</dd>
<dt>Lot Size</dt><dd>20 x 125 ft</dd>
<dt>Age</dt><dd>100+</dd>
<dt>Taxes</dt><dd>$7,431 / 2024</dd>
<dt>Price / Sqft</dt><dd>$773</dd>
<dt>Days on Site</dt><dd>9</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Legal triplex a short walk to Dufferin Mall, the Bloor GO/UP station and Dovercourt Park. Three self-contained units, all with in-suite laundry: Lower (basement, 1 bedroom, 610 sq ft) $1,750/mo; Main (2 bedrooms, 700 sq ft) $2,600/mo; Upper (3 bedrooms over two floors, 874 sq ft) $3,300/mo. Gross annual rent $91,800. Two-car laneway parking. Seller will provide a rent roll and leases upon an accepted offer.</p></section>
<section class="estimate"><h2>Home Value</h2><p>Zolo estimate: <strong>$1,612,000 – $1,745,000</strong></p><p>Based on 14 comparable sales in Dovercourt-Wallace Emerson-Junction.</p></section>
<section class="history"><h2>Listing History</h2><table><tr><td>Jun 2016</td><td>Sold</td><td>$1,060,000</td></tr><tr><td>Apr 2016</td><td>Listed</td><td>$989,000</td></tr></table></section>
<section class="brokerage"><p>Listed by Parkdale Junction Realty Inc., Brokerage</p></section>
<aside class="zolo-agent"><h3>Talk to a Zolo agent</h3><p>Natalie Chen · Zolo Realty</p><button>Request a showing</button></aside>
${payment("$1,000,000", "$200,000", "4.89%", "$4,612")}
${similar("Similar homes for sale", [
  { price: "$1,449,000", address: "88 Salem Ave, Toronto", line: "Duplex · 4+1 bd · 3 ba", href: "/toronto-real-estate/88-salem-avenue" },
  { price: "$1,899,000", address: "1021 Dovercourt Rd, Toronto", line: "Fourplex · 7 bd · 4 ba", href: "/toronto-real-estate/1021-dovercourt-road" },
])}
</main>
${footer({ "Zolo": ["About", "Careers", "Press", "Contact"], "Cities": ["Toronto", "Mississauga", "Ottawa", "Vancouver"] }, ["Zolo Realty, Brokerage. 2 Bloor St W, Toronto, ON. Listing data is provided under licence from TRREB; information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1689000, currency: "CAD" },
      propertyKind: "plex",
      street: "412 St Clarens Ave",
      city: "Toronto",
      province: "ON",
      postalCode: "M6H 3W4",
      neighbourhood: "Dovercourt-Wallace Emerson-Junction",
      bedrooms: 5,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 2184,
      lot: { value: 2500, unit: "ft2" },
      mlsNumber: "W12105677",
      brokerageName: "Parkdale Junction Realty Inc., Brokerage",
      geo: { lat: 43.66071, lng: -79.44012 },
    },
  },
  {
    name: "ho63-housesigma-legal-suite-brampton",
    site: "housesigma.com",
    set: "held-out-63",
    traps: "housesigma.com detached house with a legal basement apartment: list price beside SigmaEstimate, a rent estimate per month and the suite's current lease; '4+2' bedrooms; own 2021 sale in the history; community name; lot '36 x 105 Feet'; SPA state object with coordinates and the estimate; sold comparables",
    pageUrl: "https://housesigma.com/on/brampton-real-estate/28-maple-sugar-cres/home/Kd8ZqWm7xQ4e1Nlo/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>28 Maple Sugar Cres, Brampton - W12098765 | HouseSigma</title>
<meta name="description" content="28 Maple Sugar Cres, Brampton, ON L7A 4M2. Listed $1,099,900. Detached, 4+2 bedrooms, 4 bathrooms. See sold history, SigmaEstimate and rental estimate.">
<meta property="og:title" content="28 Maple Sugar Cres, Brampton - $1,099,900">
<meta property="og:image" content="https://cache.housesigma.com/file/pix-treb/W12098765/1.jpg">
${gtm("GTM-HSIG63")}
</head><body>
<div id="app">
${header("HouseSigma", ["Map Search", "Market Trends", "Recommend", "Agents", "Estimate", "Blog"])}
<main class="listing-detail">
<section class="basic-info">
<h1 class="address">28 Maple Sugar Cres</h1>
<p class="municipality">Brampton - Fletcher's Meadow</p>
<div class="price-row"><span class="label">Listed:</span> <span class="price">$1,099,900</span> <span class="dom">5 days on market</span></div>
<div class="estimate-row"><span class="label">SigmaEstimate:</span> <span class="estimate">$1,052,000</span> <span class="label">Est. Rent:</span> <span class="rent">$3,900/mo</span></div>
<ul class="rooms"><li>4+2 Bedrooms</li><li>4 Bathrooms</li><li>2 Garage</li></ul>
</section>
${photos("https://cache.housesigma.com/file/pix-treb/W12098765", 40, "28 Maple Sugar Cres")}
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>Listing #</dt><dd>W12098765</dd>
<dt>Property Type</dt><dd>Detached</dd>
<dt>Community</dt><dd>Fletcher's Meadow</dd>
<dt>Postal Code</dt><dd>L7A 4M2</dd>
<dt>Lot Size</dt><dd>36 x 105 Feet</dd>
<dt>Building Age</dt><dd>6-15</dd>
<dt>Tax</dt><dd>$7,102 / 2024</dd>
<dt>Basement</dt><dd>Apartment, Separate Entrance</dd>
<dt>Listing Brokerage</dt><dd>Credit Valley Homes Realty Inc., Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Registered legal two-unit dwelling in Fletcher's Meadow. Main house offers 4 bedrooms upstairs, open concept kitchen with quartz counters, hardwood on the main floor. Legal basement apartment (registered with the City of Brampton in 2022) with 2 bedrooms, full kitchen, its own laundry and side entrance; currently leased at $2,100/month to AAA tenants willing to stay. Great mortgage helper or investment. Walk to Mount Pleasant GO station.</p></section>
<section class="history"><h2>Listing History</h2><table>
<tr><td>2025-06-02</td><td>For Sale</td><td>$1,099,900</td><td>Active</td></tr>
<tr><td>2021-03-11</td><td>Sold</td><td>$968,000</td><td>Listed $899,000</td></tr>
<tr><td>2022-08-15</td><td>Leased (basement)</td><td>$1,850/mo</td><td></td></tr>
</table></section>
<section class="comparables">${similar("Sold Nearby", [
  { price: "Sold $1,035,000", address: "14 Maple Sugar Cres, Brampton", line: "Detached · 4+1 bd · 4 ba", href: "/on/brampton-real-estate/14-maple-sugar-cres/home/p9Lw2" },
  { price: "Sold $1,120,000", address: "7 Fallowfield Rd, Brampton", line: "Detached · 4+2 bd · 5 ba", href: "/on/brampton-real-estate/7-fallowfield-rd/home/a1Tz4" },
])}</section>
${payment("$800,000", "$160,000", "4.79%", "$3,646")}
</main>
</div>
${windowState("__INITIAL_STATE__", { listing: { id_listing: "Kd8ZqWm7xQ4e1Nlo", ml_num: "W12098765", address: "28 Maple Sugar Cres", municipality_name: "Brampton", community_name: "Fletcher's Meadow", province: "ON", price: 1099900, estimate_price: 1052000, estimate_rent: 3900, bedroom: 4, bedroom_plus: 2, washroom: 4, house_type_name: "Detached", map: { lat: 43.70318, lon: -79.80742 } }, user: { loggedIn: false } })}
${footer({ "HouseSigma": ["About", "Contact", "Terms of Use", "Privacy"], "Cities": ["Toronto", "Mississauga", "Brampton", "Oakville"] }, ["HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Markham, ON. The data relating to real estate on this site comes in part from TRREB's MLS® system; deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1099900, currency: "CAD" },
      propertyKind: "house",
      street: "28 Maple Sugar Cres",
      city: "Brampton",
      province: "ON",
      postalCode: "L7A 4M2",
      neighbourhood: "Fletcher's Meadow",
      bedrooms: 4,
      bedroomsBelowGrade: 2,
      bathrooms: 4,
      lot: { value: 3780, unit: "ft2" },
      mlsNumber: "W12098765",
      brokerageName: "Credit Valley Homes Realty Inc., Brokerage",
      geo: { lat: 43.70318, lng: -79.80742 },
    },
  },
  {
    name: "ho63-condosca-rental-cityplace",
    site: "condos.ca",
    set: "held-out-63",
    traps: "condos.ca lease listing: '$2,650/mo' beside the building's average rent, recent sales in the building and a price estimate if bought; building year and maintenance fees of other units; unit number before the address; neighbourhood; __NEXT_DATA__ with coordinates; listing brokerage apart from the site's partner agent",
    pageUrl: "https://condos.ca/toronto/the-harbourview-58-harbourview-lane/unit-1408-C12110344",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1408 - 58 Harbourview Lane For Rent | The Harbourview | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for rent at The Harbourview, 1408 - 58 Harbourview Lane, Toronto. $2,650/mo. MLS® C12110344.">
<meta property="og:title" content="1408 - 58 Harbourview Lane — For Rent $2,650">
<meta property="og:image" content="https://condos-ca.s3.amazonaws.com/listings/C12110344/1.jpg">
${gtm("GTM-CNDS63")}
</head><body>
${consent("Condos.ca")}
${header("Condos.ca", ["Buy", "Rent", "Sell", "Buildings", "Market Insights", "Pre-Construction"])}
<main>
<div class="listing-hero">
<p class="building-link"><a href="/toronto/the-harbourview-58-harbourview-lane">The Harbourview</a> · CityPlace</p>
<h1>1408 - 58 Harbourview Lane</h1>
<p class="locality">Toronto, ON M5V 0T4</p>
<div class="price">$2,650<span>/mo</span> <span class="badge">For Rent</span></div>
<ul class="specs"><li>2 Beds</li><li>2 Baths</li><li>742 sqft</li><li>1 Parking</li><li>Locker</li></ul>
</div>
${photos("https://condos-ca.s3.amazonaws.com/listings/C12110344", 18, "1408 - 58 Harbourview Lane")}
<section class="details"><h2>Listing Details</h2><dl>
<dt>MLS®</dt><dd>C12110344</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Size</dt><dd>742 sqft</dd><dt>Exposure</dt><dd>South-West</dd><dt>Furnished</dt><dd>No</dd><dt>Available</dt><dd>July 1, 2025</dd><dt>Lease term</dt><dd>12 months</dd><dt>Listed by</dt><dd>Lakeshore Towers Realty Ltd., Brokerage</dd>
</dl><p>Split two-bedroom corner suite with floor-to-ceiling windows and views of the lake and Rogers Centre. Parking and locker included. Tenant pays hydro and water; tenant insurance required. No pets, no smoking.</p></section>
<section class="building"><h2>About The Harbourview</h2><ul><li>Built in 2014</li><li>38 storeys · 412 units</li><li>Amenities: gym, pool, concierge, party room, rooftop terrace</li><li>Avg. maintenance fee: $0.71/sqft</li></ul></section>
<section class="insights"><h2>Building Market Insights</h2><ul><li>Avg. rent (2 bed): $2,580/mo</li><li>Avg. sold price (2 bed): $648,000</li><li>Avg. $/sqft sold: $842</li></ul>
<p class="estimate">Thinking of buying instead? Estimated value of this unit: <strong>$628,000</strong></p></section>
<section class="building-listings"><h2>Other units at The Harbourview</h2><table>
<tr><td>Unit 1106</td><td>2 bd · 2 ba</td><td>Sold $612,000</td><td>Maint. $524/mo</td></tr>
<tr><td>Unit 2203</td><td>1+1 bd · 1 ba</td><td>For rent $2,295/mo</td><td></td></tr>
<tr><td>Unit 3108</td><td>3 bd · 2 ba</td><td>For sale $899,000</td><td>Maint. $812/mo</td></tr>
</table></section>
<aside class="contact"><h3>Book a viewing with a Condos.ca partner agent</h3><form><input placeholder="Name"><input placeholder="Email"><button>Request</button></form></aside>
</main>
${footer({ "Condos.ca": ["About", "Careers", "Contact", "Agents"], "Explore": ["Toronto condos", "Mississauga condos", "Vancouver condos"] }, ["Condos.ca is operated by a licensed brokerage. Listing information is provided under licence from TRREB and is deemed reliable but not guaranteed."])}
${jsonData("__NEXT_DATA__", { props: { pageProps: { listing: { mls: "C12110344", unitNumber: "1408", streetNumber: "58", streetName: "Harbourview Lane", city: "Toronto", postal: "M5V 0T4", neighbourhood: "CityPlace", leasePrice: 2650, transaction: "lease", bedrooms: 2, bathrooms: 2, sqft: 742, lat: 43.63958, lng: -79.39571 }, building: { name: "The Harbourview", yearBuilt: 2014, avgRent2bed: 2580 } } }, page: "/[city]/[building]/[unit]" })}
</body></html>`,
    expected: {
      price: { amount: 2650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1408 - 58 Harbourview Lane",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 0T4",
      neighbourhood: "CityPlace",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 742,
      yearBuilt: 2014,
      mlsNumber: "C12110344",
      brokerageName: "Lakeshore Towers Realty Ltd., Brokerage",
      geo: { lat: 43.63958, lng: -79.39571 },
    },
  },
  {
    name: "ho63-kijiji-house-rent-london",
    site: "kijiji.ca",
    set: "held-out-63",
    traps: "Kijiji long-term rental of a house's upper two floors: '$2,795' monthly with utilities extra; the separate 2-bedroom basement suite (own tenant, not included) in the text; Kijiji's ad id; attributes list; owner poster, no agent; other ads' rents; __NEXT_DATA__-style state with coordinates and the ad's numbers",
    pageUrl: "https://www.kijiji.ca/v-house-rental/london/3-bedroom-house-old-east-village/1712345678",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>3 Bedroom House - Old East Village | Long Term Rentals | London | Kijiji</title>
<meta name="description" content="3 bedroom, 1.5 bath house (main and upper floors) for rent at 611 Elias St, London. $2,795/month plus utilities. Available August 1.">
<meta property="og:title" content="3 Bedroom House - Old East Village">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1712345678/1.jpg">
${gtm("GTM-KJJ63")}
</head><body>
${header("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Pets"], '<a class="post-ad" href="/p-post-ad.html">Post ad</a>')}
<main>
<nav class="breadcrumbs"><a href="/b-real-estate/london/c34l1700214">Real Estate</a> › <a href="/b-for-rent/london/c30349001l1700214">For Rent</a> › <a href="/b-long-term-rental/london/c37l1700214">Long Term Rentals</a></nav>
<div class="ad-header">
<h1>3 Bedroom House - Old East Village</h1>
<div class="price"><span>$2,795</span> <span class="utilities">Utilities not included</span></div>
<div class="location"><a href="#map">611 Elias St, London, ON N5W 3N9</a></div>
<div class="posted">Posted 3 days ago · Ad ID 1712345678</div>
</div>
${photos("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1712345678", 14, "3 Bedroom House - Old East Village")}
<section class="attributes"><h2>Overview</h2><ul>
<li><dt>Unit Type</dt><dd>House</dd></li><li><dt>Bedrooms</dt><dd>3</dd></li><li><dt>Bathrooms</dt><dd>1.5</dd></li><li><dt>Size (sqft)</dt><dd>1,450</dd></li><li><dt>Parking Included</dt><dd>2</dd></li><li><dt>Agreement Type</dt><dd>1 Year</dd></li><li><dt>Move-In Date</dt><dd>August 1, 2025</dd></li><li><dt>Pet Friendly</dt><dd>Limited</dd></li><li><dt>Furnished</dt><dd>No</dd></li><li><dt>Laundry (In Unit)</dt><dd>Yes</dd></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Bright 3 bedroom, 1.5 bath home in Old East Village, close to the Western Fair District, 100 Kellogg Lane and the Dundas St bus routes. Main floor has the living room, dining room, kitchen and powder room; three bedrooms and a full bath upstairs. Private laundry, fenced backyard and 2 driveway spots.</p><p>Please note: the basement is a separate legal 2-bedroom suite with its own entrance and its own tenant — it is NOT included. Rent is $2,795/month + 60% of utilities (gas, hydro, water). First and last month's rent required ($5,590), credit check and references. Non-smokers only.</p><p>The house was last sold in 2019; no, it is not for sale. Text or message through Kijiji to book a viewing.</p></section>
<aside class="poster"><h3>Mark</h3><p>Owner · On Kijiji since 2014</p><button>Send message</button></aside>
${similar("You might also like", [
  { price: "$1,650", address: "Dundas St & Adelaide St, London", line: "1 bed · 1 bath apartment", href: "/v-apartments-condos/london/1-bed-downtown/1712201934" },
  { price: "$3,100", address: "Byron, London, ON", line: "4 bed · 2.5 bath house", href: "/v-house-rental/london/4-bed-byron/1712299807" },
  { price: "$1,900", address: "Lorne Ave, London, ON", line: "2 bed basement apartment", href: "/v-apartments-condos/london/2-bed-basement/1712318840" },
])}
</main>
${footer({ "Kijiji": ["About", "Careers", "Help", "Safety"], "More": ["Kijiji Autos", "Rental Resources", "Sitemap"] }, ["Copyright © 2025 Adevinta Canada Inc. All rights reserved. Kijiji does not verify listings; beware of rental scams and never send a deposit before seeing a property."])}
${jsonData("__NEXT_DATA__", { props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1712345678": { id: "1712345678", title: "3 Bedroom House - Old East Village", price: { amount: 279500, currency: "CAD", type: "FIXED" }, location: { address: "611 Elias St, London, ON N5W 3N9", coordinates: { latitude: 42.99084, longitude: -81.22261 } }, attributes: { numberbedrooms: "3", numberbathrooms: "15", areainfeet: "1450", unittype: "house" }, posterInfo: { posterType: "OWNER" } } } } } })}
</body></html>`,
    expected: {
      price: { amount: 2795, currency: "CAD", period: "month" },
      propertyKind: "house",
      street: "611 Elias St",
      city: "London",
      province: "ON",
      postalCode: "N5W 3N9",
      neighbourhood: "Old East Village",
      bedrooms: 3,
      bathrooms: 1.5,
      squareFootage: 1450,
      geo: { lat: 42.99084, lng: -81.22261 },
    },
  },
];
