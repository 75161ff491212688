/**
 * Fifty-seventh held-out corpus, the West: a Metrotown tower condo on a BC portal, a Beltline condo on a franchise
 * portal and a Vancouver apartment for rent on a classifieds site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { amenityChips, cookieNotice, footerLinks, paymentWidget, windowState } from "./chrome.ts";

export const HELD_OUT_57_WEST: ListingPage[] = [
  {
    name: "ho57-rew-condo-metrotown-burnaby",
    site: "rew.ca",
    set: "held-out-57",
    traps: "'2806 4650 SILVER AVENUE' with the unit and civic number side by side; strata fee and taxes beside the price; BC Assessment value; the building's units for sale and rent in a table; 'Listing courtesy of' line; Burnaby South sub-area vs Metrotown",
    pageUrl: "https://www.rew.ca/properties/R3012345/2806-4650-silver-avenue-burnaby",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2806 4650 Silver Avenue, Burnaby, BC V5H 0E7 | R3012345 | REW</title>
<meta name="description" content="2806 4650 Silver Avenue, Burnaby - Apartment/Condo for sale at $898,000. 2 beds, 2 baths, 884 sq ft. Built 2019. MLS® R3012345.">
<meta property="og:title" content="2806 4650 Silver Avenue, Burnaby - $898,000">
<meta property="og:image" content="https://images.rew.ca/R3012345/0.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Apartment",
  name: "2806 4650 SILVER AVENUE",
  numberOfRooms: 2,
  floorSize: { "@type": "QuantitativeValue", value: 884, unitCode: "FTK" },
  address: { "@type": "PostalAddress", streetAddress: "2806 4650 SILVER AVENUE", addressLocality: "Burnaby", addressRegion: "BC", postalCode: "V5H 0E7" },
  geo: { "@type": "GeoCoordinates", latitude: 49.22671, longitude: -123.00458 },
})}
</head><body class="listing-show">
${cookieNotice("REW")}
<header class="header"><a class="header-logo" href="/">REW</a><nav><a href="/properties/areas/burnaby-bc">Buy</a><a href="/rentals/areas/burnaby-bc">Rent</a><a href="/sold">Sold</a><a href="/news">News</a><a href="/users/sign_in">Log in</a></nav></header>
<main class="listingshow">
<div class="listingshow-gallery"><img src="https://images.rew.ca/R3012345/0.jpg" alt="View from living room"></div>
<section class="listingheader"><div class="listingheader-price">$898,000</div>
<h1 class="listingheader-address">2806 4650 SILVER AVENUE</h1>
<div class="listingheader-city"><a href="/properties/areas/metrotown-burnaby-bc">Metrotown</a>, Burnaby</div>
<ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>884 Sqft</li><li>Apt/Condo</li></ul>
<p class="listingheader-fees">Strata fee $512.66/mo · Taxes $2,611.40 (2024)</p></section>
<section class="listingdetails"><h2>Details</h2><table>
<tr><th>MLS®</th><td>R3012345</td></tr><tr><th>Type</th><td>Apartment/Condo</td></tr>
<tr><th>Sub-area</th><td>Metrotown</td></tr><tr><th>Area</th><td>Burnaby South</td></tr>
<tr><th>Year Built</th><td>2019</td></tr><tr><th>Age</th><td>6</td></tr>
<tr><th>Floor Area</th><td>884 Sqft</td></tr><tr><th>Floor</th><td>28</td></tr><tr><th>Exposure</th><td>SW</td></tr>
<tr><th>Parking</th><td>1 (Underground)</td></tr><tr><th>Storage Locker</th><td>1</td></tr>
<tr><th>Strata Fee</th><td>$512.66</td></tr><tr><th>Gross Taxes</th><td>$2,611.40</td></tr><tr><th>Tax Year</th><td>2024</td></tr>
<tr><th>2025 Assessment</th><td>$861,000</td></tr><tr><th>Rentals Allowed</th><td>Yes</td></tr><tr><th>Pets</th><td>2 dogs or 2 cats</td></tr>
<tr><th>Days on REW</th><td>11</td></tr></table></section>
<section class="listingdescription"><h2>Description</h2><p>Sub-penthouse living at SILVER by Metro Crest. This 28th-floor south-west corner home has mountain and city views from floor-to-ceiling windows, an Italian kitchen with integrated appliances, A/C, and a 96 sq ft balcony. Bedrooms on opposite sides. Steps to Metropolis at Metrotown and the SkyTrain. Measurements approximate; buyer to verify.</p></section>
${amenityChips(["Concierge", "Gym", "Hot Tub", "Guest Suite", "Theatre Room", "Bike Room", "EV Charging"])}
<section class="building-listings"><h2>Other homes at 4650 Silver Avenue</h2><table><thead><tr><th>Unit</th><th>Listing</th><th>Price</th><th>Beds</th><th>Sqft</th></tr></thead><tbody>
<tr><td>1203</td><td>For sale</td><td>$629,900</td><td>1</td><td>598</td></tr>
<tr><td>3608</td><td>For sale</td><td>$1,349,000</td><td>3</td><td>1,142</td></tr>
<tr><td>1907</td><td>For rent</td><td>$3,300/mo</td><td>2</td><td>842</td></tr></tbody></table></section>
${paymentWidget()}
<section class="listingcourtesy"><p>Listing courtesy of <strong>Kevin Chan</strong>, PREC* · <strong>Metro Pacific Realty Ltd.</strong></p><p>604-555-0173 · 5489 Kingsway, Burnaby, BC V5H 2G1</p></section>
<section class="similar"><h2>Similar listings</h2><ul><li>2401 6080 McKay Avenue · $879,000</li><li>3102 4688 Hazel Street · $925,000</li></ul></section>
</main>
<footer class="footer">${footerLinks("REW")}<p>REW.ca is operated by Real Estate Wire Inc., 1500 W Georgia St, Vancouver, BC V6G 2Z6. The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Real Estate Board of Greater Vancouver.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 898000, currency: "CAD" },
      propertyKind: "condo",
      street: "2806 4650 SILVER AVENUE",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5H 0E7",
      neighbourhood: "Metrotown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 884,
      yearBuilt: 2019,
      mlsNumber: "R3012345",
      listingAgentName: "Kevin Chan",
      brokerageName: "Metro Pacific Realty Ltd.",
      geo: { lat: 49.22671, lng: -123.00458 },
    },
  },
  {
    name: "ho57-royallepage-condo-beltline-calgary",
    site: "royallepage.ca",
    set: "held-out-57",
    traps: "'1702, 1320 1 Street SE' written Calgary's way; 1 bedroom + den; size in sq ft then m²; condo fee and taxes beside the price; building year vs the unit's 17th floor; the agent's other listings; the brokerage's office address and the national office in the footer",
    pageUrl: "https://www.royallepage.ca/en/property/alberta/calgary/1702-1320-1-street-se/24311907/mlsa2198765/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1702, 1320 1 Street SE, Calgary, AB T2G 0G8 | A2198765 | Royal LePage</title>
<meta name="description" content="View this 1 bedroom + den apartment for sale at 1702, 1320 1 Street SE in Beltline, Calgary. $389,900. MLS® A2198765.">
<meta property="og:title" content="1702, 1320 1 Street SE, Calgary">
<meta property="og:image" content="https://rlp.ca/media/listings/a2198765/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "RealEstateListing",
  name: "1702, 1320 1 Street SE, Calgary, AB T2G 0G8",
  url: "https://www.royallepage.ca/en/property/alberta/calgary/1702-1320-1-street-se/24311907/mlsa2198765/",
  offers: { "@type": "Offer", price: 389900, priceCurrency: "CAD" },
})}
</head><body class="property-details">
${cookieNotice("Royal LePage")}
<header class="rlp-header"><a class="rlp-logo" href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an Agent</a><a href="/en/office/">Find an Office</a><a href="/fr/">Français</a></nav></header>
<main>
<div class="property-gallery"><img src="https://rlp.ca/media/listings/a2198765/1.jpg" alt="1702, 1320 1 Street SE"></div>
<section class="property-heading"><h1 class="address-1">1702, 1320 1 Street SE</h1><p class="address-2">Calgary, Alberta T2G 0G8</p>
<p class="property-price">$389,900</p>
<ul class="property-features"><li><span>1</span> Bedroom</li><li><span>1</span> Bathroom</li><li><span>612</span> sq. ft.</li></ul>
<p class="fees-line">Condo fee: $541.00 / month &nbsp;|&nbsp; Property taxes: $2,198 (2025)</p></section>
<section class="property-details-list"><h2>Property Details</h2><ul>
<li><span class="label">MLS® #</span><span>A2198765</span></li>
<li><span class="label">Property Type</span><span>Residential, Apartment</span></li>
<li><span class="label">Ownership</span><span>Condominium</span></li>
<li><span class="label">Neighbourhood</span><span>Beltline</span></li>
<li><span class="label">Bedrooms</span><span>1 + den</span></li>
<li><span class="label">Bathrooms</span><span>1</span></li>
<li><span class="label">Living Area</span><span>612 sq. ft. (56.86 m²)</span></li>
<li><span class="label">Building Built</span><span>2016</span></li>
<li><span class="label">Unit Floor</span><span>17 of 34</span></li>
<li><span class="label">Exposure</span><span>North, East</span></li>
<li><span class="label">Parking</span><span>1 titled stall, heated underground</span></li>
<li><span class="label">Storage</span><span>Assigned locker on P2</span></li>
<li><span class="label">Condo Fee</span><span>$541.00 monthly (includes heat, water, common area maintenance, reserve fund)</span></li>
<li><span class="label">Listed</span><span>May 3, 2025</span></li></ul></section>
<section class="description"><h2>Description</h2><p>Seventeenth-floor one bedroom plus den in Victoria Park's landmark tower, next to the Stampede grounds and the 17 Avenue restaurants. The den fits a desk and guest bed. Quartz counters, stainless steel appliances, in-suite laundry and central A/C. Titled heated parking and a storage locker. The building (2016) is professionally managed with a healthy reserve fund.</p></section>
${amenityChips(["Fitness Centre", "Rooftop Patio", "Yoga Studio", "Concierge", "Bike Storage", "Car Wash Bay"])}
${paymentWidget()}
<section class="agent-card"><h2>Listing Agent</h2><p class="agent-name">Shauna MacPherson</p><p class="agent-title">REALTOR®</p>
<p class="office-name">Royal LePage Foothills Realty</p><p class="office-address">10325 Bonaventure Dr SE, Suite 210, Calgary, AB T2J 7E4</p><p class="agent-phone">403-555-0128</p></section>
<section class="agent-more"><h2>Other listings by Shauna MacPherson</h2><ul>
<li><a href="/en/property/alberta/calgary/2304-510-6-avenue-se/24309886/mlsa2196512/">2304, 510 6 Avenue SE</a> — $459,000</li>
<li><a href="/en/property/alberta/calgary/88-sage-hill-rise-nw/24307102/mlsa2194001/">88 Sage Hill Rise NW</a> — $724,900</li></ul></section>
</main>
<footer class="rlp-footer">${footerLinks("Royal LePage")}<p>© 2025 Royal LePage Real Estate Services Ltd. 39 Wynford Drive, Toronto, ON M3C 3K5. Not intended to solicit properties already listed for sale. Each office is independently owned and operated.</p></footer>
${windowState("rlpListing", { listingId: 24311907, mls: "A2198765", price: 389900, beds: 1, baths: 1, sqft: 612, city: "Calgary", province: "AB", postal: "T2G 0G8", lat: 51.03872, lng: -114.05912 })}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "condo",
      street: "1702, 1320 1 Street SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T2G 0G8",
      neighbourhood: "Beltline",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 612,
      yearBuilt: 2016,
      mlsNumber: "A2198765",
      listingAgentName: "Shauna MacPherson",
      brokerageName: "Royal LePage Foothills Realty",
      geo: { lat: 51.03872, lng: -114.05912 },
    },
  },
  {
    name: "ho57-kijiji-apartment-rent-vancouver",
    site: "kijiji.ca",
    set: "held-out-57",
    traps: "a rental: '$2,695.00' a month with a half-month deposit and a storage fee; '406-220 E 11th Ave' in the location line; size in sqft as an attribute; a property manager, no agent or brokerage; other ads' rents; the classifieds company's address in the footer",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/vancouver/2-bed-1-bath-top-floor-corner-suite-near-main-st/1712849305",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bed 1 Bath Top-Floor Corner Suite near Main St | Long Term Rentals | City of Vancouver | Kijiji</title>
<meta name="description" content="$2,695.00 - 2 bedroom, 1 bath apartment in a concrete mid-rise, 765 sqft, parking included. Available June 1.">
<meta property="og:title" content="2 Bed 1 Bath Top-Floor Corner Suite near Main St">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f/4f21e0c8-1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "2 Bed 1 Bath Top-Floor Corner Suite near Main St",
  sku: "1712849305",
  offers: { "@type": "Offer", price: 2695, priceCurrency: "CAD" },
})}
</head><body>
${cookieNotice("Kijiji")}
<div id="base-layout"><header class="header"><a href="/" class="kijiji-logo">Kijiji</a><form class="search"><input type="search" placeholder="What are you looking for?"></form><a href="/p-post-ad.html" class="post-ad">Post ad</a><a href="/t-login.html">Sign In</a></header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-real-estate/british-columbia/c34l9007">Real Estate</a> › <a href="/b-for-rent/vancouver/c30349001l1700287">For Rent</a> › <a href="/b-apartments-condos/vancouver/c37l1700287">Long Term Rentals</a></nav>
<div class="gallery"><img src="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f/4f21e0c8-1.jpg" alt="Living room"><span>1/14</span></div>
<section class="main-info"><h1 class="title">2 Bed 1 Bath Top-Floor Corner Suite near Main St</h1>
<div class="price"><span class="current-price">$2,695.00</span> <span class="utilities">Heat and Water included</span></div>
<div class="location"><span class="address">406-220 E 11th Ave, Vancouver, BC V5T 2C4</span> <a href="#map">View map</a></div>
<div class="date-posted">Posted 3 days ago</div></section>
<section class="overview"><h2>Overview</h2><ul>
<li><span>Unit Type</span><span>Apartment</span></li><li><span>Bedrooms</span><span>2</span></li><li><span>Bathrooms</span><span>1</span></li>
<li><span>Utilities Included</span><span>Heat, Water</span></li><li><span>Wi-Fi and More</span><span>Not Included</span></li>
<li><span>Parking Included</span><span>1</span></li><li><span>Agreement Type</span><span>1 Year</span></li><li><span>Move-In Date</span><span>June 1, 2025</span></li>
<li><span>Pet Friendly</span><span>Limited</span></li><li><span>Size (sqft)</span><span>765</span></li><li><span>Furnished</span><span>No</span></li>
<li><span>Appliances</span><span>Laundry (In Building), Dishwasher, Fridge / Freezer</span></li><li><span>Air Conditioning</span><span>No</span></li>
<li><span>Outdoor Space</span><span>Balcony</span></li><li><span>Smoking Permitted</span><span>No</span></li></ul></section>
<section class="description"><h2>Description</h2><p>Top-floor (4th) corner suite in a well-kept concrete mid-rise a block from Main Street. South and west windows, updated kitchen, laminate throughout, large balcony. Rent is $2,695 per month on a one-year lease, then month to month. Security deposit $1,347.50 (half a month). One secured underground stall included; storage locker available for $25/month. Shared laundry on each floor. Elevator, bike room, on-site caretaker. No smoking. Cats considered. Sorry, no short-term rentals or sublets.</p>
<p>Please email with your move-in date, occupants and employment to book a viewing.</p></section>
<section class="poster"><h3>Posted by</h3><p class="poster-name">Cambie Crest Property Management</p><p>Professional · On Kijiji since 2014</p><a href="/o-profile/1048833/listings/1">View all 23 listings</a></section>
<section id="map"><div class="static-map" data-lat="49.26037" data-lng="-123.09912"></div></section>
${amenityChips(["Elevator in Building", "Bicycle Parking", "Storage Space", "Laundry in Building"], "Amenities")}
<section class="similar"><h2>You may also like</h2><ul>
<li>1 bed in Mount Pleasant · $2,150.00 · Vancouver</li><li>2 Bed 2 Bath Olympic Village · $3,450.00 · Vancouver</li><li>Room for rent near VGH · $1,100.00 · Vancouver</li></ul></section>
</main>
<footer class="footer">${footerLinks("Kijiji")}<p>Copyright © 2025 Kijiji Canada Ltd., 2600-1 Toronto Street, Toronto, ON M5C 2W4. All rights reserved.</p></footer></div>
${windowState("__data", { adId: 1712849305, categoryId: 37, adLocation: { latitude: 49.26037, longitude: -123.09912, mapAddress: "406-220 E 11th Ave, Vancouver, BC V5T 2C4" }, price: { amount: 269500, currency: "CAD" }, attributes: { numberbedrooms: "2", numberbathrooms: "10", areainfeet: "765", unittype: "apartment" } })}
</body></html>`,
    expected: {
      price: { amount: 2695, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "406-220 E 11th Ave",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5T 2C4",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 765,
      geo: { lat: 49.26037, lng: -123.09912 },
    },
  },
];
