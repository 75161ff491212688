/**
 * Twenty-eighth held-out corpus, Ontario: a REALTOR.ca estate home in Oakville, a Zolo house with an in-law suite in
 * Mississauga and a Condos.ca penthouse in Mississauga. Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_28_ONTARIO: ListingPage[] = [
  {
    name: "ho28-realtorca-estate-oakville",
    site: "realtor.ca",
    set: "held-out-28",
    traps: "a REALTOR.ca luxury estate in Oakville (Eastlake): '$3,150,000' beside annual property taxes; year built only in the description; 'Bedrooms 4 + 1'; 'Bathrooms (Total) 6' with 'Partial Bathrooms 1'; 'Land Size 100 x 215 FT'; TRREB 'W' MLS® number; two co-listing agents, the first being the listing agent; the brokerage's office address in Toronto; a 'Nearby listings' rail with other prices; the internal PropertyID in the URL",
    pageUrl: "https://www.realtor.ca/real-estate/29184417/318-balsam-drive-oakville-eastlake",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318 BALSAM DRIVE, Oakville, Ontario L6J 3X4 - W12688341 | REALTOR.ca</title>
<meta name="description" content="For sale: 318 BALSAM DRIVE, Oakville, Ontario L6J3X4 - W12688341. Estate residence on a 100 x 215 ft lot in prestigious Eastlake.">
<meta property="og:title" content="318 BALSAM DRIVE, Oakville, Ontario L6J 3X4 - W12688341">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638991/reb82/highres/1/w12688341_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Event", name: "Open House - 318 BALSAM DRIVE", startDate: "2026-11-29T14:00", location: { "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "318 BALSAM DRIVE", addressLocality: "Oakville", addressRegion: "Ontario", postalCode: "L6J 3X4" } } })}
</head><body>
<header id="header"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<main id="listingDetailsPage">
<div id="listingAddressCon"><h1 id="listingAddress">318 BALSAM DRIVE<br><span>Oakville (Eastlake), Ontario L6J 3X4</span></h1></div>
<div id="listingPriceCon"><div id="listingPrice">$3,150,000</div><div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">W12688341</span></div></div>
<div id="listingIconsCon"><div class="listingIconNum">4 + 1</div><div class="listingIconLabel">Bedrooms</div><div class="listingIconNum">6</div><div class="listingIconLabel">Bathrooms</div><div class="listingIconNum">5120 sqft</div><div class="listingIconLabel">Square Feet</div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Custom-built estate on one of Eastlake's most coveted streets, steps to Appleby College and the lake. Limestone facade, 10 ft ceilings, walnut-panelled library, chef's kitchen with butler's pantry and a walk-out lower level with a fifth bedroom, gym and wine cellar. Resort-style backyard with heated saltwater pool and cabana. Built in 2011 by a renowned Oakville builder. (id:50122)</p></div>
<div id="PropertySummary"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">5120 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Eastlake</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$21,486</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage (3)</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">12 days</div></div>
</div>
<div id="BuildingDetails"><h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms Above Ground</div><div class="propertyDetailsSectionContentValue">4</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms Below Ground</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">6</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Partial Bathrooms</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Full (Finished)</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Forced air (Natural gas)</div></div>
</div>
<div id="LandDetails"><h2>Land</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">100 x 215 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Zoning Description</div><div class="propertyDetailsSectionContentValue">RL1-0</div></div>
</div>
<div id="RealtorCardCon">
<div class="realtorCardCon"><div class="realtorCardName">Catherine Ashby-Rowe</div><div class="realtorCardTitle">Broker of Record</div><div class="realtorCardOfficeName">Sotheby's International Realty Canada</div><div class="realtorCardOfficeAddress">1867 Yonge Street, Suite 100, Toronto, Ontario M4S 1Y5</div><div class="realtorCardPhone">416-555-0172</div></div>
<div class="realtorCardCon"><div class="realtorCardName">Derek Vanstone</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardOfficeName">Sotheby's International Realty Canada</div></div>
</div>
<div id="nearbyListings"><h2>Nearby listings</h2><div class="smallListingCard">$2,495,000 · 144 Chartwell Rd, Oakville · 4 bd</div><div class="smallListingCard">$4,850,000 · 71 Lakeshore Rd E, Oakville · 5 bd</div></div>
</main>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). Data provided by Toronto Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 3150000 },
      propertyKind: "house",
      street: "318 Balsam Drive",
      city: "Oakville",
      province: "ON",
      postalCode: "L6J 3X4",
      neighbourhood: "Eastlake",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 5.5,
      bathroomsFull: 5,
      bathroomsHalf: 1,
      squareFootage: 5120,
      lot: { value: 21500, unit: "ft2" },
      yearBuilt: 2011,
      mlsNumber: "W12688341",
      listingAgentName: "Catherine Ashby-Rowe",
      brokerageName: "Sotheby's International Realty Canada",
    },
  },
  {
    name: "ho28-zolo-inlaw-suite-mississauga",
    site: "zolo.ca",
    set: "held-out-28",
    traps: "a Zolo detached house in Mississauga (Erin Mills) with a separate-entrance in-law suite: 'Beds 3+2'; 'Baths 4' with the suite's kitchen and bath described; 'Lot Size 50 x 120 ft'; TRREB 'W' MLS number; the suite's potential rent ('$1,900/mo'); Zolo's own estimate and the sold price of a neighbour; the 'Ask a Zolo Agent' card; Zolo Realty's office in the footer",
    pageUrl: "https://www.zolo.ca/mississauga-real-estate/3278-folkway-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3278 Folkway Drive, Mississauga — For Sale @ $1,489,000 | Zolo.ca</title>
<meta name="description" content="3278 Folkway Drive, Mississauga, ON L5L 1X7 — 3+2 beds, 4 baths, Detached. MLS® W12701958. Separate-entrance in-law suite.">
<meta property="og:url" content="https://www.zolo.ca/mississauga-real-estate/3278-folkway-drive">
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/mississauga-real-estate">Mississauga</a><a href="/sold">Sold</a></nav></header>
<main class="listing-main">
<section class="listing-location"><h1 class="address">3278 Folkway Drive</h1><div class="area"><a href="/mississauga-real-estate">Mississauga</a>, <a href="/mississauga-real-estate/erin-mills">Erin Mills</a>, ON L5L 1X7</div></section>
<section class="listing-price"><div class="price-current">$1,489,000</div><div class="zolo-estimate">Zolo Estimate: $1,452,300</div></section>
<section class="listing-values"><div class="listing-values-item"><span class="value">3+2</span> Beds</div><div class="listing-values-item"><span class="value">4</span> Baths</div><div class="listing-values-item"><span class="value">2000-2500</span> Sqft</div></section>
<section class="section-listing-details"><h2>Home Facts</h2><dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">50 x 120 ft</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">31-50 years</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">W12701958</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$8,104 / yr</dd></div>
<div class="column"><dt class="column-label">Basement</dt><dd class="column-value">Finished, Separate Entrance</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">9</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Description</h2><p>Renovated family home on a quiet crescent near Erin Mills Town Centre and top-ranked schools. Three bedrooms and two bathrooms up, a 3-pc bath on the main floor off the mudroom, and a legal two-bedroom in-law suite below with its own entrance, full kitchen, laundry and 3-pc bath. Suite could rent for about $1,900/mo. Double garage, interlock driveway for four cars.</p></section>
<section class="listing-brokerage"><p>Listed by: RE/MAX REALTY SPECIALISTS INC.</p><p>Listing agent: Harpreet Sandhu</p></section>
<section class="zolo-agent"><h3>Ask a Zolo Agent</h3><p>Melissa Tran, Zolo Realty</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>5.2 x 3.9 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>4.1 x 3.3 m</td></tr><tr><td>Primary</td><td>2nd</td><td>4.8 x 3.7 m</td></tr><tr><td>Bedroom</td><td>Bsmt</td><td>3.6 x 3.2 m</td></tr><tr><td>Bedroom</td><td>Bsmt</td><td>3.3 x 3.0 m</td></tr><tr><td>Kitchen</td><td>Bsmt</td><td>3.4 x 2.9 m</td></tr></table></section>
<section class="schools"><h2>Nearby Schools</h2><ul><li>Erin Mills Middle School · 0.6 km</li><li>John Fraser Secondary School · 1.4 km</li></ul></section>
<section class="sold-nearby"><h2>Recently Sold Nearby</h2><div>3294 Folkway Dr · Sold $1,402,000 · Oct 2026</div><div>3187 Cardross Crt · Sold $1,560,000</div></section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1489000 },
      propertyKind: "house",
      street: "3278 Folkway Drive",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5L 1X7",
      neighbourhood: "Erin Mills",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 4,
      squareFootage: 2000,
      lot: { value: 6000, unit: "ft2" },
      mlsNumber: "W12701958",
      listingAgentName: "Harpreet Sandhu",
      brokerageName: "RE/MAX REALTY SPECIALISTS INC.",
    },
  },
  {
    name: "ho28-condosca-penthouse-mississauga",
    site: "condos.ca",
    set: "held-out-28",
    traps: "a Condos.ca penthouse in Mississauga (Port Credit) at '$2.45M' in the header and '$2,450,000' in the details; 'PH2' unit on the street line; monthly maintenance fees beside the price; size range '2000-2249 sqft' plus an exact '2,115 sqft' in the description; '2+1 Beds' (recorded as 2 plus 1, as '2+1' always is); building's year built; price per sqft and the building's average; other units for sale and sold in the building",
    pageUrl: "https://condos.ca/mississauga/the-harbourview-residences-70-port-street-e/unit-ph2-W12695520",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>70 Port Street E #PH2, Mississauga | The Harbourview Residences | Condos.ca</title>
<meta name="description" content="For sale: 70 Port Street E #PH2 - 2+1 beds, 3 baths, 2000-2249 sqft penthouse in Port Credit, Mississauga. $2.45M.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: 88214573, mlsNumber: "W12695520", unitNumber: "PH2", streetAddress: "70 Port Street E", city: "Mississauga", neighbourhood: "Port Credit", province: "ON", postal: "L5G 4V7", price: 2450000, maintenanceFees: 1684, bedrooms: "2+1", bathrooms: 3, sqftRange: "2000-2249", type: "Condo Apt", building: { name: "The Harbourview Residences", yearBuilt: 2019, avgPsf: 1012 }, brokerage: "Royal LePage Signature Realty", lat: 43.55312, lng: -79.58473 } } } })}</script>
</head><body>
<header><a href="/" class="logo">condos.ca</a><nav><a href="/mississauga">Mississauga</a><a href="/map">Map</a></nav></header>
<main>
<nav class="breadcrumbs">Mississauga › Port Credit › The Harbourview Residences › PH2</nav>
<h1>70 Port Street E #PH2</h1>
<p class="sub">The Harbourview Residences, Port Credit, Mississauga</p>
<div class="price-box"><span class="price">$2.45M</span><span class="fees">Maint. fees $1,684/mo</span><span class="psf">$1,158/sqft</span></div>
<ul class="key-facts"><li>2+1 Beds</li><li>3 Baths</li><li>2000-2249 sqft</li><li>2 Parking</li><li>1 Locker</li></ul>
<section class="details"><h2>Details</h2><table>
<tr><td>Price</td><td>$2,450,000</td></tr><tr><td>Type</td><td>Condo Apt</td></tr><tr><td>MLS®</td><td>W12695520</td></tr><tr><td>Exposure</td><td>South</td></tr><tr><td>Building Built</td><td>2019</td></tr><tr><td>Taxes</td><td>$11,230</td></tr></table></section>
<section class="desc"><h2>About this home</h2><p>Two-storey penthouse with 2,115 sqft inside and a 900 sqft rooftop terrace over the marina and Lake Ontario. Two bedrooms plus a glass-walled den, three baths, chef's kitchen with Miele appliances. Steps to the Port Credit GO station and Lakeshore Road.</p></section>
<section class="brokerage"><p>Listing courtesy of Royal LePage Signature Realty</p></section>
<section class="building-info"><h2>The Harbourview Residences</h2><ul><li>Storeys: 12</li><li>Units: 96</li><li>Property management: Lakeshore Condominium Management</li><li>Amenities: Concierge, Gym, Party Room, Rooftop Terrace, Guest Suites, Visitor Parking</li><li>Pets: Restricted</li></ul></section>
<section class="market-stats"><h2>Port Credit market</h2><p>Average sold price (last 12 months): $1,012,000 · Average days on market: 27 · Active listings: 41</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>6.10 x 4.88 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>4.27 x 3.35 m</td></tr><tr><td>Primary</td><td>Upper</td><td>5.18 x 4.11 m</td></tr><tr><td>2nd Br</td><td>Upper</td><td>3.96 x 3.35 m</td></tr><tr><td>Den</td><td>Main</td><td>3.05 x 2.74 m</td></tr></table></section>
<section class="building-units"><h2>Other units in The Harbourview Residences</h2><div>#1104 · 2 beds · $1,089,000</div><div>#PH1 · Sold $2,310,000 · Aug 2026</div><div>Building average: $1,012/sqft</div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage · 1 Yonge St, Toronto, ON</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2450000 },
      propertyKind: "condo",
      street: "70 Port Street E",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5G 4V7",
      neighbourhood: "Port Credit",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 2115,
      yearBuilt: 2019,
      mlsNumber: "W12695520",
      brokerageName: "Royal LePage Signature Realty",
      geo: { lat: 43.55312, lng: -79.58473 },
    },
  },
];
