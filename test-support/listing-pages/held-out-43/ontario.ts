/**
 * Forty-third held-out corpus, Ontario: a REALTOR.ca condo in Mississauga, a Zolo detached house in Vaughan, a
 * HouseSigma freehold townhouse in Markham, a Condos.ca rental in downtown Toronto and a RE/MAX semi in Kanata, Ottawa.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeTail } from "./chrome.ts";

export const HELD_OUT_43_ONTARIO: ListingPage[] = [
  {
    name: "ho43-realtorca-condo-mississauga",
    site: "realtor.ca",
    set: "held-out-43",
    traps: "REALTOR.ca condo: upper-case '1708 - 4055' address with the community in parentheses after the city and an unspaced postal code; sqft range; maintenance fees and taxes; room dimensions in metres; two REALTORS® of one brokerage whose office address sits in the card; a 'similar' card with another price",
    pageUrl: "https://www.realtor.ca/real-estate/28114406/1708-4055-parkside-village-drive-mississauga-city-centre",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1708 - 4055 PARKSIDE VILLAGE DRIVE, Mississauga (City Centre), Ontario L5B0K8 - 2 bedrooms condo for sale - REALTOR.ca</title>
<meta property="og:title" content="For sale: 1708 - 4055 PARKSIDE VILLAGE DRIVE, Mississauga, Ontario L5B0K8 - W12077381 | REALTOR.ca">
<meta property="og:description" content="$589,900 - 2 bedrooms, 2 bathrooms, Apartment">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638771/reb82/highres/1/w12077381_1.jpg">
</head><body>
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Living Room</a><a href="/login">Log in</a></nav><div class="langToggle"><a href="/fr">Français</a></div></header>
<main id="listingDetailsContainer">
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">1708 - 4055 PARKSIDE VILLAGE DRIVE<br><span class="listingAddressCityProvPostal">Mississauga (City Centre), Ontario L5B0K8</span></h1></div>
<div id="listingPriceCon"><div id="listingPriceValue" class="listingPrice">$589,900</div></div>
<div id="listingMLSCon"><span class="listingMLSLabel">MLS® Number:</span> <span id="MLNumberVal">W12077381</span></div>
<div id="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Apartment</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Ownership Type</div><div class="propertyDetailsSectionContentValue">Condominium/Strata</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">800 - 899 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$3,402.18</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Maintenance Fees</div><div class="propertyDetailsSectionContentValue">$648.30 Monthly</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">12 days</div></div>
</div>
<div id="propertyDescriptionCon"><p>Bright south-west corner suite steps to Square One, Celebration Square and the Hurontario LRT. Split two-bedroom plan, two full baths, 9 ft ceilings, wrap-around balcony with lake views. One parking and one locker included. Building offers concierge, pool, gym and guest suites.</p></div>
<div class="listingDetailsSectionContentSubCon"><h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Amenities</div><div class="propertyDetailsSectionContentValue">Concierge, Exercise Centre, Party Room, Storage - Locker</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Spaces</div><div class="propertyDetailsSectionContentValue">1</div></div>
</div>
<table id="propertyDetailsRoomsSection"><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>5.49 m X 3.35 m</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>3.05 m X 2.44 m</td></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>3.66 m X 3.05 m</td></tr>
<tr><td>Main level</td><td>Bedroom 2</td><td>3.05 m X 2.74 m</td></tr></table>
<div id="listingRealtorsCon">
<div class="realtorCardCon"><div class="realtorCardName">Priya Raman</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">905-555-0172</div>
<div class="realtorCardOfficeName">HARBOURVIEW REALTY GROUP INC.</div><div class="realtorCardOfficeDesignation">Brokerage</div><div class="realtorCardOfficeAddress">2520 Eglinton Ave W #207B, Mississauga, Ontario L5M 0Y4</div></div>
<div class="realtorCardCon"><div class="realtorCardName">Daniel Okafor</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">905-555-0188</div>
<div class="realtorCardOfficeName">HARBOURVIEW REALTY GROUP INC.</div><div class="realtorCardOfficeDesignation">Brokerage</div></div>
</div>
<section class="similarListings"><h2>Similar properties</h2>
<a class="smallListingCard"><div class="smallListingCardPrice">$614,000</div><div class="smallListingCardAddress">2302 - 4065 CONFEDERATION PARKWAY, Mississauga, Ontario L5B0L4</div></a>
<a class="smallListingCard"><div class="smallListingCardPrice">$549,888</div><div class="smallListingCardAddress">1105 - 330 BURNHAMTHORPE ROAD W, Mississauga, Ontario L5B0E1</div></a>
</section>
<p class="listingDisclaimer">Data provided by: Toronto Regional Real Estate Board. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA).</p>
</main>
<footer id="siteFooter"><p>© 2025 The Canadian Real Estate Association · 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9</p></footer>
${chromeTail("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 589900, currency: "CAD" },
      propertyKind: "condo",
      street: "1708 - 4055 Parkside Village Drive",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0K8",
      neighbourhood: "City Centre",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      mlsNumber: "W12077381",
      listingAgentName: "Priya Raman",
      brokerageName: "Harbourview Realty Group Inc.",
    },
  },
  {
    name: "ho43-zolo-house-vaughan",
    site: "zolo.ca",
    set: "held-out-43",
    traps: "Zolo detached house in Woodbridge (a Vaughan community): '4+1' beds; '3 + 1' baths written as full + powder; a Zolo estimate and the last sold price; lot frontage x depth in feet; sqft range; taxes; the brokerage's office in the listing-courtesy line; sold comparables",
    pageUrl: "https://www.zolo.ca/vaughan-real-estate/88-vellore-ridge-court",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Vellore Ridge Court, Vaughan — For Sale @ $1,649,000 | Zolo.ca</title>
<meta name="description" content="88 Vellore Ridge Court, Vaughan, ON L4H 2W6 – Detached house for sale. 4+1 bed, 4 bath. MLS® N12089904.">
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Ontario", item: "https://www.zolo.ca/ontario-real-estate" }, { "@type": "ListItem", position: 2, name: "Vaughan", item: "https://www.zolo.ca/vaughan-real-estate" }, { "@type": "ListItem", position: 3, name: "Vellore Village", item: "https://www.zolo.ca/vaughan-real-estate/vellore-village" }] })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/home-value">Home Value</a><a href="/market-trends">Market Trends</a></nav><a class="btn" href="/login">Sign in</a></header>
<main class="listing-main">
<section class="listing-location"><h1 class="address">88 Vellore Ridge Court</h1><div class="area"><a href="/vaughan-real-estate/vellore-village">Vellore Village</a>, <a href="/vaughan-real-estate">Vaughan</a>, ON L4H 2W6</div></section>
<section class="listing-price"><div class="price">$1,649,000</div><div class="price-meta"><span class="badge">New · 3 days</span> <span>Zolo Estimate $1,702,400</span></div><div class="history">Last sold Jun 2016 for $1,095,000</div></section>
<ul class="listing-values"><li><span class="value">4+1</span> bd</li><li><span class="value">4</span> ba</li><li><span class="value">2500-3000</span> sqft</li></ul>
<section class="section-listing-key-facts"><h2>Key Facts</h2><dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Detached, 2-Storey</dd></div>
<div class="column"><dt class="column-label">Bathrooms</dt><dd class="column-value">3 + 1 powder</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">42 x 118 feet</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">16-30 years</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$7,388 (2024)</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">N12089904</dd></div>
<div class="column"><dt class="column-label">Days on Zolo</dt><dd class="column-value">3</dd></div>
<div class="column"><dt class="column-label">Parking</dt><dd class="column-value">Attached Garage, 2 + 4 driveway</dd></div>
</dl></section>
<section class="section-listing-description"><h2>Description</h2><p>Quiet court in Vellore Village backing onto a ravine. Four bedrooms up including a primary suite with a 5-pc ensuite, finished basement with a fifth bedroom, rec room and 3-pc bath. Main-floor office, powder room, hardwood throughout. Minutes to Hwy 400, Vaughan Mills and Cortellucci Vaughan Hospital.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>5.10 x 3.95 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>4.60 x 3.30 m</td></tr><tr><td>Primary Bedroom</td><td>2nd</td><td>5.80 x 4.20 m</td></tr><tr><td>Bedroom 5</td><td>Basement</td><td>3.60 x 3.20 m</td></tr></table></section>
<p class="listing-courtesy">Listing courtesy of Marco DeLuca, Sales Representative, at Vellore Premier Realty Inc., Brokerage — 3300 Rutherford Rd Unit 12, Vaughan, ON L4K 5Z2</p>
<section class="sold-nearby"><h2>Sold nearby</h2>
<div class="card">41 Tuscany Vale Drive · Sold $1,588,000 · 4 bd 4 ba</div>
<div class="card">17 Ravine Edge Court · Sold $1,720,500 · 5 bd 5 ba</div>
</section>
<p class="disclaimer">The listing data is provided under copyright by the Toronto Regional Real Estate Board. Zolo Estimate is not an appraisal.</p>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 200, Toronto, ON M2M 4K2</p></footer>
${chromeTail("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 1649000, currency: "CAD" },
      propertyKind: "house",
      street: "88 Vellore Ridge Court",
      city: "Vaughan",
      province: "ON",
      postalCode: "L4H 2W6",
      neighbourhood: "Vellore Village",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2500,
      lot: { value: 4956, unit: "ft2" },
      mlsNumber: "N12089904",
      listingAgentName: "Marco DeLuca",
      brokerageName: "Vellore Premier Realty Inc., Brokerage",
    },
  },
  {
    name: "ho43-housesigma-townhouse-markham",
    site: "housesigma.com",
    set: "held-out-43",
    traps: "HouseSigma freehold townhouse in Cornell (Markham): SigmaEstimate and a previous sold price in the history table; internal listing id in the URL and state JSON beside the MLS®; 3 beds with '2 + 1' baths meaning full + half; lot frontage x depth; tax line; sold comparables with other prices",
    pageUrl: "https://housesigma.com/on/markham-real-estate/27-bur-oak-lane/home/8dQv4Xk2mPzYb0aE",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Bur Oak Lane, Markham, ON L6B 1R8 - Freehold Townhouse - N12101553 | HouseSigma</title>
<meta name="description" content="For sale $1,029,000. 3 bed 3 bath freehold townhouse in Cornell, Markham. See sold history and SigmaEstimate.">
</head><body>
<div id="app">
<header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/on/map">Map Search</a><a href="/on/market">Market</a><a href="/agents">Agents</a><a href="/app">Get App</a></nav></header>
<main class="listing-page">
<div class="listing-header"><h1 class="address">27 Bur Oak Lane</h1><p class="community">Cornell, Markham, ON L6B 1R8</p><span class="tag tag-status">For Sale</span><span class="tag">Freehold Townhouse</span></div>
<div class="price-box"><span class="label">Listed</span><span class="price">$1,029,000</span><div class="estimate"><span class="label">SigmaEstimate</span> <span>$1,011,300</span><small>Est. confidence: Medium</small></div></div>
<div class="key-facts">
<div class="item"><span class="name">Listing #</span><span class="val">N12101553</span></div>
<div class="item"><span class="name">Bedrooms</span><span class="val">3</span></div>
<div class="item"><span class="name">Bathrooms</span><span class="val">2 + 1</span></div>
<div class="item"><span class="name">Washrooms</span><span class="val">2 full, 1 half</span></div>
<div class="item"><span class="name">Size</span><span class="val">1500-2000 feet²</span></div>
<div class="item"><span class="name">Lot Size</span><span class="val">20.01 × 98.43 feet</span></div>
<div class="item"><span class="name">Property Tax</span><span class="val">$4,276 / 2024</span></div>
<div class="item"><span class="name">Maintenance</span><span class="val">$148 /mth (POTL)</span></div>
<div class="item"><span class="name">Year Built</span><span class="val">2009</span></div>
<div class="item"><span class="name">Days on Market</span><span class="val">6</span></div>
</div>
<section class="description"><h2>Description</h2><p>Rear-lane freehold town in the heart of Cornell with a detached double garage. Open-concept main floor, 9 ft ceilings, quartz kitchen with island, three bedrooms up and an unfinished basement ready for your ideas. Parcel-of-tied-land fee covers snow removal on the lane. Walk to Markham Stouffville Hospital and Cornell Community Centre.</p></section>
<section class="history"><h2>Listing History</h2><table>
<tr><th>Date</th><th>Event</th><th>Price</th><th>Listing #</th></tr>
<tr><td>2025-04-22</td><td>Listed</td><td>$1,029,000</td><td>N12101553</td></tr>
<tr><td>2019-08-14</td><td>Sold</td><td>$742,000</td><td>N4531207</td></tr>
</table></section>
<section class="brokerage"><p class="listing-brokerage">Listing Brokerage: <b>Unionville Gate Realty Ltd.</b></p><p class="agent">Listing Agent: Wei Zhang · Sales Representative</p></section>
<section class="comparable"><h2>Sold Comparables</h2>
<div class="card"><span class="addr">15 Bur Oak Lane</span><span class="sold">Sold $998,000</span><span class="list">Listed $1,049,900</span></div>
<div class="card"><span class="addr">203 Cornell Park Ave</span><span class="sold">Sold $1,065,000</span><span class="list">Listed $999,000</span></div>
</section>
<p class="disclaimer">Data from the Toronto Regional Real Estate Board (TRREB). SigmaEstimate is for reference only and is not an appraisal. HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Suite 600, Markham, ON L3R 5B4</p>
</main>
</div>
<script>window.__INITIAL_STATE__={"listing":{"id_listing":"8dQv4Xk2mPzYb0aE","ml_num":"N12101553","price_int":1029000,"estimate_price_int":1011300,"bedroom":3,"washroom":3,"house_type_name":"Freehold Townhouse","municipality_name":"Markham","community_name":"Cornell","house_area":{"estimate":1750}}};</script>
${chromeTail("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 1029000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "27 Bur Oak Lane",
      city: "Markham",
      province: "ON",
      postalCode: "L6B 1R8",
      neighbourhood: "Cornell",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 1970, unit: "ft2" },
      yearBuilt: 2009,
      mlsNumber: "N12101553",
      listingAgentName: "Wei Zhang",
      brokerageName: "Unionville Gate Realty Ltd.",
    },
  },
  {
    name: "ho43-condosca-rental-toronto",
    site: "condos.ca",
    set: "held-out-43",
    traps: "Condos.ca lease: monthly rent beside the building's average sale price per ft² and an estimated sale value; unit-dash-number address; 'Downtown' / 'Waterfront Communities-The Island' neighbourhood; sqft range; 1+den written '1+1'; a leased-nearby card with another rent; the brokerage's office in the courtesy line",
    pageUrl: "https://condos.ca/toronto/the-quay-lofts-55-bremner-blvd/unit-2914-C12099172",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2914-55 Bremner Blvd, Toronto For Rent $2,750/mo | Condos.ca</title>
<meta name="description" content="For lease: 2914-55 Bremner Blvd, Toronto. 1+1 bed, 1 bath, 600-699 sqft. $2,750 per month. C12099172.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "2914-55 Bremner Blvd", numberOfRooms: 2, address: { "@type": "PostalAddress", streetAddress: "2914-55 Bremner Blvd", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5J 0A4", addressCountry: "CA" } })}
</head><body>
<header class="Header"><a href="/" class="Logo">condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/sell">Sell</a><a href="/blog">Blog</a></nav></header>
<main>
<nav class="Breadcrumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/downtown">Downtown</a> › <a href="/toronto/waterfront-communities">Waterfront Communities-The Island</a> › <a href="/toronto/the-quay-lofts-55-bremner-blvd">The Quay Lofts</a></nav>
<div class="ListingHeader"><h1>2914-55 Bremner Blvd</h1><p class="sub">The Quay Lofts · Toronto, ON M5J 0A4</p><span class="Badge">For Rent</span></div>
<div class="PriceBlock"><div class="Price">$2,750<span>/mo</span></div><div class="Estimate">Estimated sale value: $668,000</div></div>
<ul class="Specs"><li><b>1+1</b> Bed</li><li><b>1</b> Bath</li><li><b>600-699</b> sqft</li><li><b>1</b> Parking</li></ul>
<section class="Details"><h2>Unit details</h2><table>
<tr><th>MLS®</th><td>C12099172</td></tr>
<tr><th>Type</th><td>Condo Apt</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Furnished</th><td>No</td></tr>
<tr><th>Available</th><td>June 1</td></tr>
<tr><th>Locker</th><td>Owned</td></tr>
<tr><th>Utilities</th><td>Hydro extra; heat and water included</td></tr>
</table></section>
<section class="Building"><h2>The Quay Lofts</h2><table>
<tr><th>Year built</th><td>2012</td></tr>
<tr><th>Storeys</th><td>42</td></tr>
<tr><th>Avg. sold $/sqft</th><td>$1,011</td></tr>
<tr><th>Avg. rent $/sqft</th><td>$4.12</td></tr>
<tr><th>Management</th><td>Crossbridge Condominium Services</td></tr>
</table></section>
<section class="Description"><h2>Description</h2><p>South-facing one-bedroom plus enclosed den (with sliding door) on a high floor; lake and Rogers Centre views. Floor-to-ceiling windows, integrated appliances, ensuite laundry. Direct PATH access to Union Station. Tenant pays hydro and insurance; first and last month's rent required.</p></section>
<p class="Courtesy">Listed by Aiden Whitmore, Broker — Lakeshore Loft Realty Inc., Brokerage (120 Bremner Blvd, Suite 1500, Toronto)</p>
<section class="Recently"><h2>Recently leased in this building</h2>
<div class="Card">1809-55 Bremner · Leased $2,600/mo · 1 bed</div>
<div class="Card">3402-55 Bremner · Leased $3,450/mo · 2 bed</div>
</section>
<p class="Disclaimer">Condos.ca is operated by Condos.ca Realty Inc., Brokerage · 20 Eglinton Ave W, Toronto, ON M4R 1K8. Data provided by TRREB.</p>
</main>
${chromeTail("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 2750, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "2914-55 Bremner Blvd",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 0A4",
      neighbourhood: "Waterfront Communities-The Island",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2012,
      mlsNumber: "C12099172",
      listingAgentName: "Aiden Whitmore",
      brokerageName: "Lakeshore Loft Realty Inc.",
    },
  },
  {
    name: "ho43-remax-semi-ottawa-kanata",
    site: "remax.ca",
    set: "held-out-43",
    traps: "RE/MAX semi in Kanata (a community of the City of Ottawa): '3 + 1' bedrooms; 2 full + 1 half baths; lot frontage x depth in feet; taxes; an internal listing key in the embedded JSON; two agents (one co-listing) and the brokerage's Kanata office address; featured cards with other prices",
    pageUrl: "https://www.remax.ca/on/ottawa-real-estate/614-cope-drive-wp_idm73000004-1231005-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>614 Cope Drive, Ottawa, ON K2M 0N1 | 3+1 Bed 3 Bath Semi-Detached For Sale | RE/MAX Canada</title>
<meta property="og:description" content="$689,900 · 614 Cope Drive, Kanata, Ottawa · MLS® X4031772">
</head><body>
<header class="header"><a class="logo" href="/">RE/MAX</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/find-agent">Find an Agent</a><a href="/news">News</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 data-cy="property-address">614 Cope Drive, <span>Ottawa, ON K2M 0N1</span></h1>
<p class="neighbourhood">Kanata – Stittsville · Blackstone</p>
<div data-cy="property-price" class="price">$689,900</div>
<ul class="stats"><li data-cy="property-beds">3 + 1 Bed</li><li data-cy="property-baths">3 Bath</li><li data-cy="property-sqft">1,720 Sqft</li></ul>
</div>
<section class="details"><h2>Property Details</h2><ul class="detail-list">
<li><span class="label">MLS®#:</span> <span>X4031772</span></li>
<li><span class="label">Property Type:</span> <span>Residential</span></li>
<li><span class="label">Style:</span> <span>Semi-Detached, 2 Storey</span></li>
<li><span class="label">Full Baths:</span> <span>2</span></li>
<li><span class="label">Half Baths:</span> <span>1</span></li>
<li><span class="label">Lot Size:</span> <span>26.25 x 104.99 ft</span></li>
<li><span class="label">Year Built:</span> <span>2017</span></li>
<li><span class="label">Taxes:</span> <span>$4,912/yr (2024)</span></li>
<li><span class="label">Heating:</span> <span>Forced Air, Natural Gas</span></li>
<li><span class="label">Garage:</span> <span>1 Attached</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Minto-built semi on a quiet street in Blackstone. Open main floor with gas fireplace, three bedrooms up including a primary with walk-in and ensuite, and a fully finished lower level with a fourth bedroom and rec room. Fenced yard, no rear neighbours. Close to Tanger Outlets, the Kanata Centrum and Hwy 417.</p></section>
<section class="agents"><h2>Listed By</h2>
<div class="agent-card"><p class="agent-name">Mélanie Charbonneau</p><p class="agent-title">Broker of Record</p><p class="office">RE/MAX Capital Gate Realty Ltd.</p><p class="office-address">500 Earl Grey Drive, Unit 101, Kanata, ON K2T 1B6</p><p>613-555-0147</p></div>
<div class="agent-card"><p class="agent-name">Tom Nguyen</p><p class="agent-title">Sales Representative</p><p class="office">RE/MAX Capital Gate Realty Ltd.</p></div>
</section>
<section class="similar"><h2>Similar Listings</h2>
<div class="listing-card"><span class="price">$659,000</span> 22 Helmsdale Crt, Ottawa · 3 bd</div>
<div class="listing-card"><span class="price">$719,900</span> 907 Kilbirnie Dr, Ottawa · 4 bd</div>
</section>
<p class="disclaimer">Listing data supplied by the Ottawa Real Estate Board. Each RE/MAX® office is independently owned and operated.</p>
</main>
<footer><p>RE/MAX Ontario-Atlantic Canada · 7101 Syntex Drive, Mississauga, ON L5N 6H5</p></footer>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"listing":{"listingKey":"wp_idm73000004-1231005","mlsNum":"X4031772","listPrice":689900,"beds":3,"bedsBelowGrade":1,"baths":3,"city":"Ottawa","province":"ON","lat":45.2914,"lng":-75.9247}}}}</script>
${chromeTail("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "614 Cope Drive",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2M 0N1",
      neighbourhood: "Blackstone",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1720,
      lot: { value: 2756, unit: "ft2" },
      yearBuilt: 2017,
      mlsNumber: "X4031772",
      listingAgentName: "Mélanie Charbonneau",
      brokerageName: "RE/MAX Capital Gate Realty Ltd.",
      geo: { lat: 45.2914, lng: -75.9247 },
    },
  },
];
