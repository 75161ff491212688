/**
 * Fifty-seventh held-out corpus, Ontario: a Queens Quay condo on the national portal, a King West condo with its
 * building's other units on a brokerage portal, a stacked townhouse in Scarborough on a data portal, a Danforth
 * pre-construction assignment on a condo portal and an Ottawa Centretown apartment on a franchise portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { amenityChips, cookieNotice, footerLinks, jsonTag, paymentWidget, windowState } from "./chrome.ts";

export const HELD_OUT_57_ONTARIO: ListingPage[] = [
  {
    name: "ho57-realtorca-condo-queens-quay",
    site: "realtor.ca",
    set: "held-out-57",
    traps: "'2207 - 39 QUEENS QUAY E' with the community in brackets; 1 + 1 bedrooms; size only as a range; maintenance fees and annual taxes beside the price; CREA's Ottawa address in the JSON-LD; recently viewed condos with their prices; internal id in the URL",
    pageUrl: "https://www.realtor.ca/real-estate/28811203/2207-39-queens-quay-e-toronto-waterfront-communities-waterfront-communities-c8",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2207 - 39 QUEENS QUAY E, Toronto (Waterfront Communities), Ontario M5E0A5 - C12204417 | REALTOR.ca</title>
<meta name="description" content="For sale: 2207 - 39 QUEENS QUAY E, Toronto, Ontario M5E0A5 - C12204417. Bright south-east corner suite with den, parking and locker on the waterfront.">
<meta property="og:title" content="2207 - 39 QUEENS QUAY E, Toronto (Waterfront Communities), Ontario">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28811203/2207-39-queens-quay-e-toronto-waterfront-communities-waterfront-communities-c8">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638842/reb82/highres/7/c12204417_1.jpg">
${ld({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", name: "The Canadian Real Estate Association", url: "https://www.realtor.ca/", address: { "@type": "PostalAddress", streetAddress: "200 Catherine Street, 6th Floor", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 2K9" } },
    {
      "@type": "Product",
      name: "2207 - 39 QUEENS QUAY E, Toronto (Waterfront Communities), Ontario M5E0A5",
      sku: "C12204417",
      category: "Apartment",
      offers: { "@type": "Offer", price: "769000", priceCurrency: "CAD", availability: "https://schema.org/InStock" },
    },
    {
      "@type": "Residence",
      address: { "@type": "PostalAddress", streetAddress: "2207 - 39 QUEENS QUAY E", addressLocality: "Toronto", addressRegion: "Ontario", postalCode: "M5E0A5", addressCountry: "CA" },
      geo: { "@type": "GeoCoordinates", latitude: 43.64412, longitude: -79.37135 },
    },
  ],
})}
</head><body id="propertyDetailsPage">
${cookieNotice("REALTOR.ca")}
<header id="siteHeader"><a class="logo" href="/">REALTOR.ca</a><nav><a href="/map#view=list">Map search</a><a href="/commercial">Commercial</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/login">Sign in</a></nav></header>
<main id="propertyDetailsContainer" data-propertyid="28811203">
<nav class="breadcrumbs"><a href="/on/real-estate">Ontario</a> › <a href="/on/toronto/real-estate">Toronto</a> › <span>Waterfront Communities</span></nav>
<div id="listingPhotosCon"><img src="https://cdn.realtor.ca/listings/TS638842/reb82/highres/7/c12204417_1.jpg" alt="Living room with floor-to-ceiling windows"><span class="photoCount">1 / 31</span></div>
<div id="listingAddressCon"><h1 id="listingAddress">2207 - 39 QUEENS QUAY E<br><span class="listingAddressSub">Toronto (Waterfront Communities), Ontario M5E0A5</span></h1></div>
<div id="listingPriceCon"><div id="listingPriceValue">$769,000</div>
<div class="listingPriceSubCon"><span class="label">Maintenance, Monthly</span> <span id="MaintenanceFeeVal">$684.30 Monthly</span></div></div>
<div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">C12204417</span></div>
<div id="propertyDetailsSectionContentCon">
<div class="propertyDetailsSectionContentSubCon"><div class="label">Bedrooms</div><div class="value">1 + 1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Bathrooms</div><div class="value">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Building Type</div><div class="value">Apartment</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Square Footage</div><div class="value">700 - 799 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Community Name</div><div class="value">Waterfront Communities C8</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Annual Property Taxes</div><div class="value">$3,218.55</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Parking Type</div><div class="value">Underground</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Time on REALTOR.ca</div><div class="value">9 days</div></div>
</div>
<section id="propertyDescriptionCon"><h2>Listing Description</h2>
<p>Welcome to Suite 2207 at Pier 39 — a sun-filled south-east corner unit with unobstructed lake and Sugar Beach views. 1 bedroom plus an enclosed den with sliding door (easily a second bedroom), 2 full bathrooms, 9 ft ceilings and a 180 sq ft wraparound balcony. Includes 1 underground parking space (P2, #118) and 1 owned locker. Steps to the Union Station, St. Lawrence Market and George Brown waterfront campus. (id:50218842)</p></section>
<section id="buildingSection"><h2>Building</h2>
<div class="row"><span>Bedrooms Above Grade</span><span>1</span></div>
<div class="row"><span>Bedrooms Below Grade</span><span>1</span></div>
<div class="row"><span>Bathroom Total</span><span>2</span></div>
<div class="row"><span>Exposure</span><span>South East</span></div>
<div class="row"><span>Heating Type</span><span>Heat Pump</span></div>
<div class="row"><span>Cooling Type</span><span>Central air conditioning</span></div>
<div class="row"><span>Storeys Total</span><span>38</span></div>
<div class="row"><span>Storage/Locker</span><span>Owned</span></div>
<div class="row"><span>Ownership</span><span>Condominium/Strata</span></div>
<div class="row"><span>Condo Corp #</span><span>TSCC 2718</span></div>
<div class="row"><span>Management Company</span><span>Del Property Management</span></div></section>
${amenityChips(["Concierge", "Exercise Centre", "Party Room", "Rooftop Deck/Garden", "Visitor Parking", "Guest Suites", "Car Wash"])}
<section id="roomsSection"><h2>Rooms</h2><table><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>5.49 m x 3.35 m</td></tr><tr><td>Main level</td><td>Kitchen</td><td>3.05 m x 2.44 m</td></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>3.66 m x 3.05 m</td></tr><tr><td>Main level</td><td>Den</td><td>2.74 m x 2.13 m</td></tr></table></section>
<section id="realtorCon"><div class="realtorCardCon" data-individual-id="2011845">
<div class="realtorCardName">Priya Raghunathan</div><div class="realtorCardTitle">Salesperson</div>
<div class="realtorCardPhone">416-555-0182</div>
<div class="officeCardName">HARBOURLINE REALTY INC., Brokerage</div>
<div class="officeCardAddress">1001 Bay Street, Suite 310<br>Toronto, Ontario M5S 3A6</div><div class="officeCardPhone">416-555-0100</div></div></section>
${paymentWidget()}
<section id="recentlyViewed"><h2>Recently viewed</h2><ul>
<li><a href="/real-estate/28790011/1502-12-york-st-toronto">1502 - 12 YORK ST, Toronto</a> <span>$849,900</span> <span>2 bd · 2 ba</span></li>
<li><a href="/real-estate/28802357/909-100-harbour-st-toronto">909 - 100 HARBOUR ST, Toronto</a> <span>$615,000</span> <span>1 bd · 1 ba</span></li></ul></section>
</main>
<footer id="footer"><p>REALTOR®, REALTORS®, and the REALTOR® logo are certification marks owned by REALTOR® Canada Inc. and licensed exclusively to The Canadian Real Estate Association (CREA). MLS®, Multiple Listing Service® and the associated logos are trademarks owned by CREA. Data provided by Toronto Regional Real Estate Board.</p>
${footerLinks("REALTOR.ca")}
<p class="copyright">© 2025 The Canadian Real Estate Association, 200 Catherine Street, 6th Floor, Ottawa, ON K2P 2K9</p></footer>
</body></html>`,
    expected: {
      price: { amount: 769000, currency: "CAD" },
      propertyKind: "condo",
      street: "2207 - 39 QUEENS QUAY E",
      city: "Toronto",
      province: "ON",
      postalCode: "M5E 0A5",
      neighbourhood: "Waterfront Communities",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "C12204417",
      listingAgentName: "Priya Raghunathan",
      brokerageName: "HARBOURLINE REALTY INC., Brokerage",
      geo: { lat: 43.64412, lng: -79.37135 },
    },
  },
  {
    name: "ho57-zolo-condo-telegram-mews",
    site: "zolo.ca",
    set: "held-out-57",
    traps: "'25 Telegram Mews #1903'; a table of the building's other units for sale and for rent (a monthly rent, a sold price behind sign-in); price per sqft; maintenance and taxes in the key facts; sqft range with no exact figure; brokerage only, no agent; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/25-telegram-mews/1903",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>25 Telegram Mews #1903, Toronto — For Sale @ $649,900 | Zolo.ca</title>
<meta name="description" content="25 Telegram Mews #1903, Toronto, ON M5V 3Z1 is for sale. 2 bed, 2 bath condo apartment listed at $649,900. MLS® C12189053.">
<meta property="og:title" content="25 Telegram Mews #1903, Toronto">
<meta property="og:image" content="https://photos.zolo.ca/25-telegram-mews-1903-toronto-C12189053-1.jpg">
<link rel="canonical" href="https://www.zolo.ca/toronto-real-estate/25-telegram-mews/1903">
${ld({
  "@context": "http://schema.org",
  "@type": "SingleFamilyResidence",
  name: "25 Telegram Mews #1903",
  address: { "@type": "PostalAddress", streetAddress: "25 Telegram Mews #1903", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5V 3Z1" },
  geo: { "@type": "GeoCoordinates", latitude: 43.64071, longitude: -79.39412 },
})}
${ld({ "@context": "http://schema.org", "@type": "Organization", name: "Zolo Realty, Brokerage", url: "https://www.zolo.ca", address: { "@type": "PostalAddress", streetAddress: "5700 Yonge St, Suite 1800", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2M 4K2" } })}
</head><body class="listing-page">
${cookieNotice("Zolo")}
<header class="header"><a class="logo" href="/">Zolo</a><form class="search"><input type="search" placeholder="City, neighbourhood, address or MLS®"></form><a href="/sign-in" class="btn">Sign in</a></header>
<main class="listing" data-listing-id="l-9041722">
<div class="gallery"><img src="https://photos.zolo.ca/25-telegram-mews-1903-toronto-C12189053-1.jpg" alt="25 Telegram Mews #1903"></div>
<section class="listing-header"><h1 class="address">25 Telegram Mews #1903</h1>
<div class="area"><a href="/toronto-real-estate/waterfront-communities-c1">Waterfront Communities C1</a>, <a href="/toronto-real-estate">Toronto</a></div>
<div class="listing-price"><span class="priv">$649,900</span></div>
<ul class="listing-values"><li><span class="value">2</span> bed</li><li><span class="value">2</span> bath</li><li><span class="value">800-899</span> sqft</li><li class="ppsf">$765 / sqft</li></ul>
<div class="status">For Sale · Listed 6 days ago</div></section>
<section class="column-container key-facts"><h2>Key Facts for 25 Telegram Mews #1903</h2><dl>
<dt>MLS®#</dt><dd>C12189053</dd>
<dt>Type</dt><dd>Condo Apt</dd>
<dt>Style</dt><dd>Apartment</dd>
<dt>Size</dt><dd>800-899 sqft</dd>
<dt>Floor</dt><dd>19</dd>
<dt>Exposure</dt><dd>North West</dd>
<dt>Building Age</dt><dd>16-30 yrs</dd>
<dt>Maintenance Fees</dt><dd>$742 / month</dd>
<dt>Taxes</dt><dd>$2,964 / 2024</dd>
<dt>Parking</dt><dd>1 Owned, Underground</dd>
<dt>Locker</dt><dd>Exclusive</dd>
<dt>Days on Zolo</dt><dd>6</dd></dl></section>
<section class="description"><h2>Description</h2><p>Rarely offered split 2-bedroom plan in the Montage building at CityPlace with an unobstructed view of the park. Both bedrooms fit queen beds; ensuite plus 4-pc main bath. Parking and locker included. Maintenance covers heat, water and building insurance. Walk to the Rogers Centre, the waterfront trail and the King streetcar.</p></section>
${amenityChips(["24hr Concierge", "Indoor Pool", "Gym", "Squash Court", "Media Room", "Party Room", "Visitor Parking"])}
<section class="building-listings"><h2>Other units at 25 Telegram Mews</h2>
<table class="table"><thead><tr><th>Unit</th><th>Status</th><th>Price</th><th>Beds</th><th>Baths</th><th>Sqft</th></tr></thead><tbody>
<tr><td><a href="/toronto-real-estate/25-telegram-mews/707">#707</a></td><td>For Sale</td><td>$579,000</td><td>1+1</td><td>1</td><td>600-699</td></tr>
<tr><td><a href="/toronto-real-estate/25-telegram-mews/2210">#2210</a></td><td>For Rent</td><td>$2,850/mo</td><td>1</td><td>1</td><td>500-599</td></tr>
<tr><td><a href="/toronto-real-estate/25-telegram-mews/3402">#3402</a></td><td>For Rent</td><td>$3,600/mo</td><td>2</td><td>2</td><td>800-899</td></tr>
<tr><td><a href="/toronto-real-estate/25-telegram-mews/ph06">#PH06</a></td><td>Sold</td><td class="priv"><a href="/sign-in">Sign in to see</a></td><td>3</td><td>2</td><td>1200-1399</td></tr>
</tbody></table>
<p class="building-stats">Average price per sqft in this building over the last 12 months: $902. Average rent: $3,120/mo.</p></section>
<section class="history"><h2>Listing history</h2><p class="gated">Sold and de-listed history for this unit is available to registered users. <a href="/sign-in">Sign in</a></p></section>
${paymentWidget()}
<section class="brokerage"><p>Listing provided by: CITYVIEW PROPERTIES REALTY INC., Brokerage</p>
<p class="disclaimer">The listing data is provided under copyright by the Toronto Regional Real Estate Board. The information is deemed reliable but is not guaranteed to be accurate.</p></section>
<aside class="contact-card"><h3>Ask a Zolo agent about this home</h3><form><input name="name" placeholder="Name"><input name="email" placeholder="Email"><textarea name="msg">I'd like to book a viewing of 25 Telegram Mews #1903.</textarea><button>Send</button></form></aside>
</main>
<footer class="footer">${footerLinks("Zolo")}
<p>Zolo Realty, Brokerage. 5700 Yonge St, Suite 1800, Toronto, ON M2M 4K2. 416-555-0199. Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900, currency: "CAD" },
      propertyKind: "condo",
      street: "25 Telegram Mews #1903",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 3Z1",
      neighbourhood: "Waterfront Communities C1",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      mlsNumber: "C12189053",
      brokerageName: "CITYVIEW PROPERTIES REALTY INC., Brokerage",
      geo: { lat: 43.64071, lng: -79.39412 },
    },
  },
  {
    name: "ho57-housesigma-stacked-town-dorset-park",
    site: "housesigma.com",
    set: "held-out-57",
    traps: "'TH12 - 1765 Midland Ave' stacked townhouse in a condo corporation; washrooms 2 as one 4-pc and one 2-pc; HouseSigma estimate and an earlier sold price; maintenance and taxes next to the price; size range; the Vue app's state with comparable sold units; brokerage only",
    pageUrl: "https://housesigma.com/on/toronto-real-estate/th12-1765-midland-ave/home/Xk2P9wq7Lmd4aZ1e/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>TH12 - 1765 Midland Ave, Toronto, ON | E12176502 | HouseSigma</title>
<meta name="description" content="TH12 - 1765 Midland Ave, Toronto, Dorset Park. Listed for $629,000. Condo Townhouse, 2 bedrooms, 2 washrooms. Check sold history and HouseSigma estimate.">
<meta property="og:title" content="TH12 - 1765 Midland Ave, Toronto - $629,000">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/502/E12176502.jpg">
</head><body>
${cookieNotice("HouseSigma")}
<div id="app"><header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market trends</a><a href="/agents">Our agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-detail">
<div class="photo-swiper"><img src="https://cache.housesigma.com/Live/photos/FULL/1/502/E12176502.jpg" alt="TH12 - 1765 Midland Ave"></div>
<section class="basic-info"><h1 class="address">TH12 - 1765 Midland Ave</h1>
<p class="community">Dorset Park, Toronto</p>
<div class="price-line"><span class="label">Listing Price:</span> <span class="price">$629,000</span></div>
<div class="estimate"><span class="label">SigmaEstimate:</span> <span>$601,000</span> <span class="date">2025-05-11</span></div>
<div class="fees"><span>Maint. Fee: $398</span> · <span>Tax: $2,410 / 2024</span></div>
<ul class="summary"><li>2 Bedrooms</li><li>2 Washrooms</li><li>1 Parking</li></ul></section>
<section class="key-facts"><h2>Key Facts</h2><table>
<tr><th>Listing #</th><td>E12176502</td></tr>
<tr><th>Property Type</th><td>Condo Townhouse, Stacked Townhouse</td></tr>
<tr><th>Building Age</th><td>6-15</td></tr>
<tr><th>Size</th><td>1000-1199 feet²</td></tr>
<tr><th>Exposure</th><td>East</td></tr>
<tr><th>Level</th><td>Upper, 2 storeys</td></tr>
<tr><th>Parking</th><td>1 Underground, Owned</td></tr>
<tr><th>Locker</th><td>None</td></tr>
<tr><th>Condo Corp</th><td>TSCC 2411</td></tr>
<tr><th>Listed On</th><td>2025-05-06</td></tr>
<tr><th>Days on Market</th><td>5</td></tr></table></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>4.60 x 3.50 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>3.10 x 2.40 m</td></tr><tr><td>Primary Bedroom</td><td>Upper</td><td>3.90 x 3.20 m</td></tr><tr><td>2nd Bedroom</td><td>Upper</td><td>3.10 x 2.80 m</td></tr></table>
<p>Washrooms: 4 pc x 1 (Upper), 2 pc x 1 (Main)</p></section>
<section class="description"><h2>Description</h2><p>Upper two-level stacked town in a quiet enclave off Midland &amp; Ellesmere. Open living/dining with walk-out to a private terrace, 2 bedrooms up with a 4-pc bath and a powder room on the main. Underground parking spot steps from your door. Near Scarborough Town Centre, the 401 and Kennedy station.</p></section>
<section class="history"><h2>Listing History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>2025-05-06</td><td>For Sale</td><td>$629,000</td></tr>
<tr><td>2021-09-14</td><td>Sold</td><td>$565,000</td></tr>
<tr><td>2021-08-30</td><td>For Sale</td><td>$549,900</td></tr></table></section>
<section class="comparable"><h2>Comparable Sold in Dorset Park</h2><ul>
<li>TH7 - 1765 Midland Ave · Sold $588,000 · 2 bd 2 wr</li><li>41 - 1890 Lawrence Ave E · Sold $612,500 · 3 bd 2 wr</li></ul></section>
${paymentWidget()}
<section class="brokerage"><p>Listing Brokerage: EASTGATE HOMES REALTY LTD.</p></section>
</main>
<footer class="hs-footer">${footerLinks("HouseSigma")}<p>HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Suite 600, Markham, ON L3R 5B4. The data relating to real estate for sale on this website comes in part from the TRREB MLS® system.</p></footer></div>
${windowState("__INITIAL_STATE__", {
  listing: {
    id_listing: "Xk2P9wq7Lmd4aZ1e",
    ml_num: "E12176502",
    address: "TH12 - 1765 Midland Ave",
    municipality: "Toronto",
    community: "Dorset Park",
    province: "ON",
    postal_code: "M1P 3C2",
    price: 629000,
    estimate_price: 601000,
    house_type: "Condo Townhouse",
    house_style: "Stacked Townhouse",
    bedroom: 2,
    washroom: 2,
    washroom_detail: [{ pieces: 4, count: 1 }, { pieces: 2, count: 1 }],
    sqft: "1000-1199",
    maintenance: 398,
    tax: 2410,
    map: { lat: 43.77238, lon: -79.27615 },
    brokerage: "EASTGATE HOMES REALTY LTD.",
  },
  comparables: [{ address: "TH7 - 1765 Midland Ave", price_sold: 588000 }, { address: "41 - 1890 Lawrence Ave E", price_sold: 612500 }],
})}
</body></html>`,
    expected: {
      price: { amount: 629000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "TH12 - 1765 Midland Ave",
      city: "Toronto",
      province: "ON",
      postalCode: "M1P 3C2",
      neighbourhood: "Dorset Park",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1000,
      mlsNumber: "E12176502",
      brokerageName: "EASTGATE HOMES REALTY LTD.",
      geo: { lat: 43.77238, lng: -79.27615 },
    },
  },
  {
    name: "ho57-condosca-assignment-danforth",
    site: "condos.ca",
    set: "held-out-57",
    traps: "pre-construction assignment: asking price beside the original purchase price and deposit paid; exact builder floor plan size beside a balcony area; estimated maintenance per sqft; occupancy year, no year built; other assignments in the development in a table; Next.js data; the portal's own brokerage in the footer",
    pageUrl: "https://condos.ca/toronto/danforth-east-condos-1880-danforth-ave/unit-1408-E12233871",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1880 Danforth Ave #1408 - Assignment For Sale | Danforth East Condos | Condos.ca</title>
<meta name="description" content="Assignment sale at Danforth East Condos: 2 bed, 2 bath, 742 sq.ft. suite on the 14th floor. Asking $799,900. MLS® E12233871.">
<meta property="og:title" content="1880 Danforth Ave #1408 — Assignment">
<meta property="og:image" content="https://media.condos.ca/listings/E12233871/1.webp">
</head><body>
${cookieNotice("Condos.ca")}
<div id="__next"><header class="navbar"><a class="brand" href="/">condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/pre-construction">Pre-Construction</a><a href="/login">Sign in</a></nav></header>
<main class="listing-page">
<div class="gallery"><img src="https://media.condos.ca/listings/E12233871/1.webp" alt="Rendering of Danforth East Condos"></div>
<section class="listing-summary"><span class="badge">Assignment</span>
<h1>1880 Danforth Ave #1408</h1>
<p class="sub"><a href="/toronto/danforth-east-condos-1880-danforth-ave">Danforth East Condos</a> · <a href="/toronto/east-danforth">East Danforth</a>, Toronto</p>
<div class="price">$799,900</div>
<ul class="price-notes"><li>Original purchase price: $724,990</li><li>Deposit paid to builder: $145,000</li><li>Assignment fee: $5,000 + HST (paid by buyer)</li></ul>
<ul class="facts-strip"><li>2 Beds</li><li>2 Baths</li><li>742 sqft</li><li>1 Parking</li><li>No Locker</li></ul></section>
<section class="details"><h2>Unit details</h2><dl>
<dt>MLS®</dt><dd>E12233871</dd><dt>Floor plan</dt><dd>B2 (2 Bed, 2 Bath) — 742 sq.ft. interior + 110 sq.ft. balcony</dd>
<dt>Floor</dt><dd>14</dd><dt>Exposure</dt><dd>North</dd>
<dt>Est. Maintenance</dt><dd>$0.68/sqft (approx. $505/mo)</dd><dt>Taxes</dt><dd>Not yet assessed</dd>
<dt>Est. Occupancy</dt><dd>Fall 2026</dd><dt>Builder</dt><dd>Woodbine Gate Developments</dd>
<dt>Parking</dt><dd>1 included (assigned at occupancy)</dd><dt>Locker</dt><dd>Available from builder for $7,500</dd></dl></section>
<section class="floorplan"><h2>Floor plan B2</h2><img src="https://media.condos.ca/floorplans/danforth-east/B2.png" alt="Plan B2, 742 sq.ft."><p>Split bedrooms, primary with ensuite and walk-in closet, open kitchen with island, balcony off living room.</p></section>
<section class="description"><h2>About this assignment</h2><p>Original buyer's assignment of a north-facing 2-bedroom corner plan on the 14th floor. Buyer assumes the builder's agreement; builder consent required (fee above). Capped development levies. Free assignment once. Note this building is under construction — images are artist's renderings.</p></section>
${amenityChips(["Concierge", "Fitness Studio", "Co-work Lounge", "Rooftop Terrace", "Pet Spa", "Parcel Room"])}
<section class="building-units"><h2>Other assignments at Danforth East Condos</h2><table><thead><tr><th>Unit</th><th>Beds</th><th>Size</th><th>Exposure</th><th>Asking</th><th>Original</th></tr></thead><tbody>
<tr><td>#602</td><td>1+1</td><td>598 sqft</td><td>S</td><td>$639,000</td><td>$589,990</td></tr>
<tr><td>#1111</td><td>2</td><td>760 sqft</td><td>SW</td><td>$829,000</td><td>$749,990</td></tr>
<tr><td>#PH03</td><td>3</td><td>1,105 sqft</td><td>SE</td><td>$1,249,000</td><td>$1,129,990</td></tr></tbody></table>
<p>Rentals in the neighbourhood average $3,050/mo for a 2-bedroom.</p></section>
${paymentWidget()}
<section class="agent"><h3>Listed by</h3><p class="agent-name">Marco DeLuca</p><p>Sales Representative</p><p class="brokerage">Danforth Square Realty Inc., Brokerage</p><p>647-555-0131</p></section>
</main>
<footer>${footerLinks("Condos.ca")}<p>Condos.ca Realty Inc., Brokerage · 20 Adelaide St E, Suite 400, Toronto, ON M5C 2T6 · Independently owned and operated.</p></footer></div>
${jsonTag("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        mls: "E12233871",
        type: "assignment",
        address: { street: "1880 Danforth Ave", unit: "1408", city: "Toronto", province: "ON", postal: "M4C 1J3", neighbourhood: "East Danforth" },
        price: 799900,
        originalPrice: 724990,
        depositPaid: 145000,
        beds: 2,
        baths: 2,
        sqft: 742,
        balconySqft: 110,
        occupancy: "2026",
        location: { lat: 43.68618, lng: -79.31204 },
        agent: { name: "Marco DeLuca", brokerage: "Danforth Square Realty Inc., Brokerage" },
      },
      building: { name: "Danforth East Condos", storeys: 22, completion: 2026 },
    },
  },
  page: "/[city]/[building]/[unit]",
})}
</body></html>`,
    expected: {
      price: { amount: 799900, currency: "CAD" },
      propertyKind: "condo",
      street: "1880 Danforth Ave #1408",
      city: "Toronto",
      province: "ON",
      postalCode: "M4C 1J3",
      neighbourhood: "East Danforth",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 742,
      mlsNumber: "E12233871",
      listingAgentName: "Marco DeLuca",
      brokerageName: "Danforth Square Realty Inc., Brokerage",
      geo: { lat: 43.68618, lng: -79.31204 },
    },
  },
  {
    name: "ho57-remax-condo-centretown-ottawa",
    site: "remax.ca",
    set: "held-out-57",
    traps: "'805-180 Metcalfe St'; building built 1987 beside the unit's 2022 renovation; size range in the facts and an exact approximate figure in the remarks; 1 full + 1 half bath; condo fee including utilities and taxes near the price; agent's other listings; the franchisor's head office in the footer",
    pageUrl: "https://www.remax.ca/on/ottawa-real-estate/805-180-metcalfe-st-wp_idm73000004-x12167788-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>805-180 Metcalfe St, Ottawa, ON K2P 1P5 - 2 beds/2 baths - X12167788 | RE/MAX</title>
<meta name="description" content="805-180 Metcalfe St, Ottawa, ON K2P 1P5 - Condo for sale, listed at $459,900. 2 beds, 2 baths. MLS® X12167788.">
<meta property="og:title" content="805-180 Metcalfe St, Ottawa, ON K2P 1P5">
<meta property="og:image" content="https://media.remax.ca/listings/x12167788/1.jpg">
</head><body>
${cookieNotice("RE/MAX")}
<div id="__next"><header class="site-header"><a href="/" class="remax-logo">RE/MAX</a><nav><a href="/on/ottawa-real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-an-agent">Find an Agent</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<div class="listing-gallery"><img src="https://media.remax.ca/listings/x12167788/1.jpg" alt="Living room"></div>
<section class="listing-summary"><div class="listing-price">$459,900</div>
<h1 class="listing-address">805-180 Metcalfe St<br><span>Ottawa, ON K2P 1P5</span></h1>
<ul class="listing-stats"><li>2 beds</li><li>2 baths</li><li>1000 - 1199 sqft</li></ul>
<p class="listing-fees">Condo fee $712/month · Taxes $3,904 (2024)</p>
<p class="mls">MLS® #: X12167788</p></section>
<section class="listing-description"><h2>Description</h2><p>Renovated top to bottom in 2022: new kitchen with quartz counters, wide-plank flooring, updated full bath and a new powder room. This approx. 1,080 sq ft unit on the 8th floor faces west over Centretown with a full-width balcony. Condo fee includes heat, hydro and water. One underground parking space and a storage locker on P1. Concrete building completed in 1987 with a recently updated lobby and elevators.</p></section>
<section class="listing-details"><h2>Property details</h2><dl>
<dt>Property Type</dt><dd>Condo Apartment</dd><dt>Neighbourhood</dt><dd>Centretown</dd>
<dt>Year Built</dt><dd>1987</dd><dt>Unit Renovated</dt><dd>2022</dd>
<dt>Floor</dt><dd>8</dd><dt>Exposure</dt><dd>West</dd>
<dt>Bedrooms</dt><dd>2</dd><dt>Full Bathrooms</dt><dd>1</dd><dt>Half Bathrooms</dt><dd>1</dd>
<dt>Parking</dt><dd>1 Underground</dd><dt>Locker</dt><dd>Owned</dd>
<dt>Condo Fee</dt><dd>$712 Monthly (Heat, Hydro, Water)</dd><dt>Annual Taxes</dt><dd>$3,904</dd>
<dt>Corporation #</dt><dd>OCSCC 405</dd></dl></section>
${amenityChips(["Indoor Pool", "Sauna", "Exercise Room", "Rooftop Terrace", "Bike Storage", "On-site Superintendent"])}
${paymentWidget()}
<section class="listing-agent"><h2>Listing agent</h2><div class="agent-card"><img src="https://media.remax.ca/agents/g-tremblay-hart.jpg" alt="">
<p class="agent-name">Geneviève Tremblay-Hart</p><p>Sales Representative</p><p class="office">RE/MAX Rideau Centre Realty Inc., Brokerage</p><p>222 Somerset St W, Ottawa, ON K2P 0J1</p><p>613-555-0164</p></div></section>
<section class="agent-listings"><h2>More listings from Geneviève</h2><ul>
<li>1502-40 Nepean St, Ottawa · $549,000 · 2 bd 2 ba</li><li>12 Glebe Ave, Ottawa · $1,189,000 · 3 bd 3 ba</li></ul></section>
<section class="nearby"><h2>Similar condos nearby</h2><ul><li>303-300 Lisgar St · $419,900</li><li>1106-195 Clarence St · $489,000</li></ul></section>
</main>
<footer class="site-footer">${footerLinks("RE/MAX")}<p>Each office independently owned and operated. RE/MAX Ontario-Atlantic Canada Inc., 7101 Syntex Dr, Mississauga, ON L5N 6H5. The trademarks MLS®, Multiple Listing Service® are owned by CREA.</p></footer></div>
${jsonTag("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        mlsNum: "X12167788",
        listPrice: 459900,
        address: "805-180 Metcalfe St",
        city: "Ottawa",
        province: "ON",
        postalCode: "K2P 1P5",
        neighbourhood: "Centretown",
        beds: 2,
        baths: 2,
        bathsFull: 1,
        bathsHalf: 1,
        sqftRange: "1000 - 1199",
        yearBuilt: 1987,
        condoFee: 712,
        taxes: 3904,
        lat: 45.41628,
        lng: -75.69591,
        agents: [{ name: "Geneviève Tremblay-Hart", office: "RE/MAX Rideau Centre Realty Inc., Brokerage" }],
      },
    },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 459900, currency: "CAD" },
      propertyKind: "condo",
      street: "805-180 Metcalfe St",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2P 1P5",
      neighbourhood: "Centretown",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1080,
      yearBuilt: 1987,
      mlsNumber: "X12167788",
      listingAgentName: "Geneviève Tremblay-Hart",
      brokerageName: "RE/MAX Rideau Centre Realty Inc., Brokerage",
      geo: { lat: 45.41628, lng: -75.69591 },
    },
  },
];
