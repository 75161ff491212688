/**
 * Eleventh held-out corpus, the Prairies, British Columbia and the Northwest Territories: a Century 21 condo in
 * Yellowknife, a RentFaster basement suite in Regina, a Zumper apartment in Edmonton, a Spacelist industrial building
 * for sale in Winnipeg, a PropertyGuys acreage at Christopher Lake and a Strata.ca townhouse for rent in Coquitlam.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const rentFasterListing = {
  ref_id: 628417, userId: 90311, id: 628417, title: "Regina Basement For Rent", price: 1250, type: "Basement",
  sq_feet: "650", availability: "Available", avdate: "Immediate", location: "Cathedral", rented: "",
  address: "2215 Athol Street", address_hidden: false, city: "Regina", province: "Saskatchewan",
  latitude: 50.44261, longitude: -104.63118, smoking: "Non-Smoking", lease_term: "1 Year", garage_size: "",
  bedrooms: "1", den: "Yes", baths: "1", cats: "No", dogs: "No", utilities_included: ["Heat", "Water", "Electricity"],
  link: "/sk/regina/rentals/basement/1-bedroom/cathedral/non-smoking/628417",
};

const zumperState = {
  detail: {
    listing: {
      listing_id: 51872934, building_id: 118204, building_name: "Kensington Court", address: "10135 116 Street NW", city: "Edmonton",
      state: "AB", zipcode: "T5K 1V9", neighborhood_name: "Oliver", lat: 53.54122, lng: -113.52418,
      min_price: 1395, max_price: 1395, min_bedrooms: 1, max_bedrooms: 1, min_bathrooms: 1, max_bathrooms: 1,
      min_square_feet: 640, max_square_feet: 640, property_type: 2, year_built: 1968, date_available: "2026-12-01",
      brokerage_name: null, agent_name: "Rockhaven Rentals", pets: { cats: true, dogs: false },
    },
    priceInsights: { neighborhood: "Oliver", bedrooms: 1, medianRent: 1325 },
  },
  user: { isLoggedIn: false },
};

const strataState = {
  props: { pageProps: {
    building: { name: "Larkspur Row", address: "3470 Hawthorne Crescent", city: "Coquitlam", neighbourhood: "Burke Mountain", units: 64, yearBuilt: 2017, avgSoldPricePerSqft: 742 },
    listing: {
      mls_number: "R3051234", listing_type: "lease", unit_number: "27", address: "3470 Hawthorne Crescent #27", city: "Coquitlam", province: "British Columbia",
      postal: "V3E0M6", price: 3400, price_period: "monthly", estimated_sale_price: 1089000, beds: "3", baths_full: 2, baths_half: 1, sqft: 1386,
      type: "Townhouse", latitude: 49.30288, longitude: -122.76431, brokerage: "Tri-Cities Property Group Realty Ltd.",
      history: [{ date: "2024-06-01", event: "Leased", price: 3250 }, { date: "2019-03-15", event: "Sold", price: 842000 }],
    },
  } },
  page: "/[city]/[building]/[unit]",
};

export const HELD_OUT_11_WEST: ListingPage[] = [
  {
    name: "h11-century21-condo-yellowknife-nt",
    site: "century21.ca",
    set: "held-out-11",
    traps: "a condo apartment in the Northwest Territories: 'Northwest Territories' spelled out; 'Building Type Apartment' with 'Ownership Condominium/Strata'; '#305' before the street; a monthly condo fee and an estimated payment; the office's RealEstateAgent JSON-LD with its own Yellowknife address; other listings in Yellowknife and Hay River",
    pageUrl: "https://www.century21.ca/Property/NT/Yellowknife/305-4916_49_Street/26104488",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#305 - 4916 49 Street, Yellowknife, NT X1A 1P3 | MLS® 230418 | CENTURY 21 Canada</title>
<meta name="description" content="2 bedroom Apartment for sale at #305 - 4916 49 Street, Yellowknife, Northwest Territories. $329,000. MLS® 230418.">
<meta property="og:title" content="#305 - 4916 49 Street, Yellowknife, Northwest Territories">
<meta property="og:image" content="https://photos.century21.ca/26104488/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Century 21 Aurora Realty", address: { "@type": "PostalAddress", streetAddress: "5012 50 Avenue", addressLocality: "Yellowknife", addressRegion: "NT", postalCode: "X1A 2P8" }, telephone: "867-555-0131" })}
</head><body>
<div class="cookie-notice">This site uses cookies. <a href="/privacy">Learn more</a> <button>OK</button></div>
<header><nav><a href="/NT/Yellowknife">Yellowknife homes for sale</a><a href="/agents">Find an agent</a><a href="/offices">Find an office</a><a href="/fr">Français</a></nav></header>
<main class="property-page">
<div class="property-header">
<h1 class="property-address">#305 - 4916 49 Street<span class="property-city">Yellowknife, Northwest Territories X1A 1P3</span></h1>
<div class="property-price">$329,000</div>
</div>
<table class="property-facts">
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>Apartment</td></tr>
<tr><th>Ownership</th><td>Condominium/Strata</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>1</td></tr>
<tr><th>Square Feet</th><td>1,012</td></tr>
<tr><th>Year Built</th><td>1982</td></tr>
<tr><th>Condo Fees</th><td>$598 Monthly</td></tr>
<tr><th>Annual Taxes</th><td>$3,184</td></tr>
<tr><th>MLS® #</th><td>230418</td></tr>
</table>
<div class="property-remarks"><h2>Remarks</h2><p>Top-floor corner unit downtown with a view over Frame Lake, two bedrooms, a renovated bathroom and in-suite laundry. Plug-in parking stall, storage locker, heat and water in the condo fee. Walk to the Legislative Assembly trail, the library and the shops on Franklin Avenue.</p></div>
<div class="mortgage-widget">Estimated payment: <b>$1,702</b> / month</div>
<div class="listing-agent-card"><h3>Listing Agent</h3><div class="agent-name">Riley Bernhardt</div><div class="agent-role">REALTOR®</div><div class="office-name">Century 21 Aurora Realty</div><div class="office-phone">867-555-0131</div></div>
<section class="more-listings"><h2>More listings near you</h2>
<div class="listing-tile"><div class="tile-price">$549,000</div><div class="tile-address">22 Bretzlaff Drive, Yellowknife</div></div>
<div class="listing-tile"><div class="tile-price">$285,000</div><div class="tile-address">14 Cranberry Crescent, Hay River</div></div>
</section>
</main>
<footer><p>CENTURY 21® and the CENTURY 21 Logo are registered service marks owned by Century 21 Real Estate LLC. Each office is independently owned and operated. Listing data courtesy of the Yellowknife REALTORS® Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329000 },
      propertyKind: "condo",
      street: "#305 - 4916 49 Street",
      city: "Yellowknife",
      province: "NT",
      postalCode: "X1A 1P3",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1012,
      yearBuilt: 1982,
      mlsNumber: "230418",
      listingAgentName: "Riley Bernhardt",
      brokerageName: "Century 21 Aurora Realty",
    },
  },
  {
    name: "h11-rentfaster-basement-regina-sk",
    site: "rentfaster.ca",
    set: "held-out-11",
    traps: "a RentFaster basement suite: '1 Bed + Den' (the den is not a bedroom); the listing as an inline JS object with the province spelled out and strings for the numbers; 'Cathedral' as the community; 'Listing #628417' (the site's id, no MLS®); a property manager as poster; parking extra per month; other rentals' prices",
    pageUrl: "https://www.rentfaster.ca/sk/regina/rentals/basement/1-bedroom/cathedral/non-smoking/628417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Regina Basement For Rent | Cathedral | 1 Bedroom + Den | Ref #628417 | RentFaster.ca</title>
<meta name="description" content="Basement for rent in Cathedral, Regina. 1 bed + den, 1 bath, 650 sq.ft. $1,250/month. Utilities included.">
<meta property="og:image" content="https://www.rentfaster.ca/images/listings/628417/1.jpg">
<script>window.listingData = ${JSON.stringify(rentFasterListing)};</script>
</head><body>
<header class="rf-header"><a href="/">RentFaster.ca</a><nav><a href="/sk/regina/rentals">Regina rentals</a><a href="/list-your-property">List your property</a><a href="/login">Log in</a></nav></header>
<main class="listing-detail">
<div class="listing-title">
<h1>2215 Athol Street, Regina</h1>
<div class="listing-sub">Basement for Rent · Cathedral, Regina, SK</div>
<div class="listing-price">$1,250 <small>/ month</small></div>
<div class="listing-ref">Listing #628417</div>
</div>
<ul class="listing-summary"><li>1 Bed + Den</li><li>1 Bath</li><li>650 ft²</li><li>Available Immediately</li></ul>
<section class="listing-features"><h2>Features</h2>
<table>
<tr><th>Type</th><td>Basement</td></tr>
<tr><th>Lease Term</th><td>1 Year</td></tr>
<tr><th>Utilities Included</th><td>Heat, Water, Electricity</td></tr>
<tr><th>Parking</th><td>Off-street stall $40/month</td></tr>
<tr><th>Laundry</th><td>Shared, in building</td></tr>
<tr><th>Smoking</th><td>Non-Smoking</td></tr>
<tr><th>Pets</th><td>No cats, no dogs</td></tr>
</table>
</section>
<section class="listing-description"><h2>Description</h2><p>Bright, renovated basement suite in a character home two blocks from 13th Avenue's cafés. One bedroom plus a den that fits a desk, full bathroom, separate entrance at the side. All utilities included. Suits a quiet professional or student.</p></section>
<aside class="poster"><h3>Posted by</h3><div class="poster-name">Queen City Rentals Ltd.</div><div class="poster-type">Property Manager</div><div class="poster-phone">306-555-0194</div></aside>
<section class="similar"><h2>Similar rentals</h2>
<div class="similar-item"><span class="price">$1,095</span> Basement · 1 Bed · Heritage, Regina</div>
<div class="similar-item"><span class="price">$1,475</span> Apartment · 2 Beds · Cathedral, Regina</div>
</section>
</main>
<footer class="rf-footer"><p>© 2026 RentFaster.ca. All rights reserved. RentFaster.ca, Calgary, Alberta.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1250, period: "month" },
      propertyKind: "condo",
      street: "2215 Athol Street",
      city: "Regina",
      province: "SK",
      neighbourhood: "Cathedral",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 650,
      geo: { lat: 50.44261, lng: -104.63118 },
    },
  },
  {
    name: "h11-zumper-apartment-edmonton",
    site: "zumper.com",
    set: "held-out-11",
    traps: "a Zumper apartment: window.__PRELOADED_STATE__ with min/max price, beds and square feet; the building's name 'Kensington Court' beside the address; 'Oliver' as neighbourhood; a price insight with the neighbourhood's median rent; 'Built in 1968' in the building facts; a rental company (not a brokerage) as poster, stored as agent_name in the state; similar listings' rents",
    pageUrl: "https://www.zumper.com/apartment-buildings/p118204/kensington-court-oliver-edmonton-ab",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Kensington Court - 10135 116 Street NW, Edmonton, AB T5K 1V9 - Apartment for Rent | Zumper</title>
<meta name="description" content="1 bed, 1 bath apartment for rent at 10135 116 Street NW in Oliver, Edmonton. $1,395/month. 640 sqft.">
<meta property="og:image" content="https://img.zumpercdn.com/51872934/1280x960">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Kensington Court", numberOfRooms: 1, floorSize: { "@type": "QuantitativeValue", value: 640, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "10135 116 Street NW", addressLocality: "Edmonton", addressRegion: "AB", postalCode: "T5K 1V9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 53.54122, longitude: -113.52418 } })}
<script>window.__PRELOADED_STATE__ = ${JSON.stringify(zumperState)};</script>
</head><body>
<div id="root">
<header class="Header"><a href="/">Zumper</a><nav><a href="/apartments-for-rent/edmonton-ab">Edmonton apartments</a><a href="/rent-research">Rent report</a><a href="/landlords">For landlords</a></nav></header>
<main class="DetailPage">
<div class="Header-module_title"><h1>Kensington Court</h1><div class="Header-module_address">10135 116 Street NW, Edmonton, AB T5K 1V9</div><div class="Header-module_neighborhood">Oliver</div></div>
<div class="SummaryBar"><div class="SummaryBar-price">$1,395<span>/mo</span></div><div class="SummaryBar-item">1 Bed</div><div class="SummaryBar-item">1 Bath</div><div class="SummaryBar-item">640 Sqft</div><div class="SummaryBar-item">Available Dec 1</div></div>
<section class="PriceInsights"><h2>Price insights</h2><p>The median rent for a 1 bed in Oliver is $1,325/mo. This unit is 5% above the median.</p></section>
<section class="Amenities"><h2>Amenities</h2><ul><li>Heat included</li><li>Elevator</li><li>Underground parking ($85/mo)</li><li>Cats OK</li></ul></section>
<section class="BuildingFacts"><h2>Building</h2><ul><li>Built in 1968</li><li>42 units</li><li>6 stories</li></ul></section>
<section class="Description"><h2>About this listing</h2><p>Renovated one bedroom on the fourth floor, new flooring and appliances, balcony facing the river valley. Steps to the 124 Street shops and the Jasper Avenue bus routes. Heat and water included, tenant pays power.</p></section>
<aside class="ContactCard"><div class="ContactCard-name">Rockhaven Rentals</div><div class="ContactCard-type">Property management</div><button>Request a tour</button></aside>
<section class="SimilarListings"><h2>Similar listings nearby</h2>
<div class="ListingCard"><div class="ListingCard-price">$1,250/mo</div><div>1 Bed · 11920 100 Avenue NW</div></div>
<div class="ListingCard"><div class="ListingCard-price">$1,725/mo</div><div>2 Beds · 10020 118 Street NW</div></div>
</section>
</main>
<footer class="Footer"><p>© 2026 Zumper, Inc. 500 Treat Ave, San Francisco, CA 94110. Equal Housing Opportunity.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 1395, period: "month" },
      propertyKind: "condo",
      street: "10135 116 Street NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5K 1V9",
      neighbourhood: "Oliver",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 640,
      yearBuilt: 1968,
      geo: { lat: 53.54122, lng: -113.52418 },
    },
  },
  {
    name: "h11-spacelist-industrial-sale-winnipeg-mb",
    site: "spacelist.ca",
    set: "held-out-11",
    traps: "an industrial building for sale: '9,600 SF' building and '0.81 AC' land; 'Price/SF $192.71'; property taxes with a year; 18' clear height and loading doors; the broker's title and firm with its Portage Avenue office; similar spaces for lease priced per SF per year; Spacelist's own Vancouver address",
    pageUrl: "https://www.spacelist.ca/listings/mb/winnipeg/318745/for-sale/industrial/1485-border-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1485 Border Street, Winnipeg, MB - Industrial for Sale | Spacelist</title>
<meta name="description" content="Industrial for sale at 1485 Border Street, Winnipeg, MB R3H 0N1. 9,600 SF on 0.81 acres. $1,850,000.">
<meta property="og:image" content="https://images.spacelist.ca/listings/318745/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "1485 Border Street - Industrial for Sale", description: "Freestanding industrial building with two grade doors on a fenced 0.81 acre lot.", offers: { "@type": "Offer", price: 1850000, priceCurrency: "CAD" } })}
</head><body>
<header class="sl-header"><a href="/">Spacelist</a><nav><a href="/mb/winnipeg/industrial">Winnipeg industrial</a><a href="/for-sale">For Sale</a><a href="/for-lease">For Lease</a><a href="/list-a-property">List a Property</a></nav></header>
<main class="listing-show">
<section class="listing-header">
<div class="listing-header__badge">Industrial for Sale</div>
<h1 class="listing-header__address">1485 Border Street</h1>
<div class="listing-header__city">Winnipeg, MB R3H 0N1</div>
<div class="listing-header__price">$1,850,000</div>
</section>
<section class="listing-overview"><h2>Overview</h2>
<table>
<tr><th>Building Size</th><td>9,600 SF</td></tr>
<tr><th>Land Size</th><td>0.81 AC</td></tr>
<tr><th>Price/SF</th><td>$192.71</td></tr>
<tr><th>Year Built</th><td>1979</td></tr>
<tr><th>Zoning</th><td>I2</td></tr>
<tr><th>Clear Height</th><td>18'</td></tr>
<tr><th>Loading</th><td>2 grade doors (12' x 14')</td></tr>
<tr><th>Power</th><td>400A, 600V</td></tr>
<tr><th>Property Taxes</th><td>$28,440 (2025)</td></tr>
</table>
</section>
<section class="listing-description"><h2>Description</h2><p>Freestanding industrial building with 1,200 SF of office and 8,400 SF of warehouse, two grade doors, a fenced and gravelled yard and quick access to the Perimeter and the airport. Vacant possession available for an owner-user.</p></section>
<div id="listing-map" data-lat="49.90112" data-lng="-97.21874"></div>
<aside class="listing-contacts"><h3>Contact</h3>
<div class="contact"><div class="contact__name">Darren Kowalchuk</div><div class="contact__title">Partner, Industrial Sales &amp; Leasing</div><div class="contact__company">Red River Commercial Advisors</div><div class="contact__address">300 - 201 Portage Avenue, Winnipeg, MB R3B 3K6</div><div class="contact__phone">204-555-0142</div></div>
</aside>
<section class="similar-listings"><h2>Similar spaces</h2>
<div class="listing-card"><div class="listing-card__price">$11.50/SF/yr</div><div>For Lease · 4,200 SF · 1620 Church Avenue, Winnipeg</div></div>
<div class="listing-card"><div class="listing-card__price">$2,450,000</div><div>For Sale · 12,800 SF · 55 Plymouth Street, Winnipeg</div></div>
</section>
</main>
<footer class="sl-footer"><p>© 2026 Spacelist Inc. 1188 West Georgia Street, Vancouver, BC V6E 4A2. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1850000 },
      propertyKind: "commercial",
      street: "1485 Border Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3H 0N1",
      squareFootage: 9600,
      lot: { value: 0.81, unit: "acres" },
      yearBuilt: 1979,
      listingAgentName: "Darren Kowalchuk",
      brokerageName: "Red River Commercial Advisors",
      geo: { lat: 49.90112, lng: -97.21874 },
    },
  },
  {
    name: "h11-propertyguys-acreage-christopher-lake-sk",
    site: "propertyguys.com",
    set: "held-out-11",
    traps: "a private sale of a house on an acreage: 'Property Type Acreage'; 'Bedrooms 3 up / 2 down'; 'Bathrooms 2 Full, 1 Half'; '3.1 Acres'; 'Listing ID 419203' (no MLS®); the sellers' first names; well and septic; an open house; the Saskatoon franchise office in the footer; other private listings' prices",
    pageUrl: "https://propertyguys.com/listing/419203/104-aspen-way-christopher-lake-sk",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>104 Aspen Way, Christopher Lake, SK - Acreage For Sale By Owner | PropertyGuys.com</title>
<meta name="description" content="Private sale: 104 Aspen Way, Christopher Lake, SK S0J 0N0. 5 bed, 2.5 bath bungalow on 3.1 acres. Listing ID 419203.">
<meta property="og:image" content="https://cdn.propertyguys.com/listings/419203/photo-1.jpg">
</head><body>
<header class="pg-header"><a href="/">PropertyGuys.com</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/open-houses">Open Houses</a></nav></header>
<main class="listing">
<div class="listing-top">
<div class="listing-id">Listing ID: 419203</div>
<div class="listing-price">$619,000</div>
<h1 class="listing-address">104 Aspen Way</h1>
<div class="listing-city">Christopher Lake, SK S0J 0N0</div>
<div class="open-house">Open House: Saturday, December 5, 1:00 PM - 3:00 PM</div>
</div>
<div class="listing-specs">
<div class="spec"><div class="spec-label">Property Type</div><div class="spec-value">Acreage</div></div>
<div class="spec"><div class="spec-label">Style</div><div class="spec-value">Bungalow</div></div>
<div class="spec"><div class="spec-label">Bedrooms</div><div class="spec-value">3 up / 2 down</div></div>
<div class="spec"><div class="spec-label">Bathrooms</div><div class="spec-value">2 Full, 1 Half</div></div>
<div class="spec"><div class="spec-label">Square Footage</div><div class="spec-value">1,456</div></div>
<div class="spec"><div class="spec-label">Lot Size</div><div class="spec-value">3.1 Acres</div></div>
<div class="spec"><div class="spec-label">Year Built</div><div class="spec-value">2003</div></div>
<div class="spec"><div class="spec-label">Property Taxes</div><div class="spec-value">$3,105</div></div>
<div class="spec"><div class="spec-label">Water / Sewer</div><div class="spec-value">Well / Septic</div></div>
</div>
<div class="listing-description"><h2>About this home</h2><p>Bungalow on a treed 3.1 acres ten minutes from the lake and the golf course. Three bedrooms on the main, two more and a family room with a wood stove in the walkout basement, double attached garage and a 24x32 heated shop. Drilled well, new septic field (2020).</p></div>
<div id="listing-map" class="map" data-lat="53.57518" data-lng="-105.79044"></div>
<div class="contact-seller"><h3>Contact the seller</h3><div class="seller-name">Darlene &amp; Ken</div><button>Send a message</button><button>Book a showing</button></div>
<section class="more-listings"><h2>More PropertyGuys.com listings nearby</h2>
<div class="card"><span class="card-price">$449,900</span> 12 Birch Bay Road, Candle Lake, SK</div>
<div class="card"><span class="card-price">$789,000</span> Range Road 2270, Prince Albert, SK</div>
</section>
</main>
<footer class="pg-footer"><div class="franchise">Your local PropertyGuys.com office: PropertyGuys.com Saskatoon, 2 - 3110 8th Street East, Saskatoon, SK S7H 0W2</div><p>PropertyGuys.com Inc. is not a real estate brokerage. © 2026 PropertyGuys.com</p></footer>
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "house",
      street: "104 Aspen Way",
      city: "Christopher Lake",
      province: "SK",
      postalCode: "S0J 0N0",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1456,
      lot: { value: 3.1, unit: "acres" },
      yearBuilt: 2003,
      geo: { lat: 53.57518, lng: -105.79044 },
    },
  },
  {
    name: "h11-strata-ca-townhouse-lease-coquitlam",
    site: "strata.ca",
    set: "held-out-11",
    traps: "a townhouse for rent on Strata.ca: '$3,400/mo' beside the unit's estimated sale value and the building's average sold price per sq ft; a lease history ($3,250 in 2024) and a 2019 sale; 'Burke Mountain' as the neighbourhood; '3 Baths (2 full, 1 half)'; the R-number of a lease listing; 'Listed by' brokerage only",
    pageUrl: "https://strata.ca/coquitlam/larkspur-row-3470-hawthorne-crescent/unit-27",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 - 3470 Hawthorne Crescent, Coquitlam | For Rent $3,400/mo | Strata.ca</title>
<meta name="description" content="27 - 3470 Hawthorne Crescent, Coquitlam, BC V3E 0M6. 3 bed, 3 bath townhouse for rent in Burke Mountain. MLS® R3051234.">
<meta property="og:title" content="27 - 3470 Hawthorne Crescent, Coquitlam">
<meta property="og:image" content="https://media.strata.ca/listings/R3051234/1.jpg">
${nextData(strataState)}
</head><body>
<header><a href="/">Strata.ca</a><nav><a href="/coquitlam">Coquitlam condos &amp; townhomes</a><a href="/coquitlam/burke-mountain">Burke Mountain</a><a href="/rentals">Rentals</a></nav></header>
<main>
<section class="listing-header"><span class="badge">For Rent</span><h1>27 - 3470 Hawthorne Crescent</h1><div class="location"><a href="/coquitlam/burke-mountain">Burke Mountain</a>, <a href="/coquitlam">Coquitlam</a>, BC V3E 0M6</div>
<div class="listing-price">$3,400<span>/mo</span></div>
<ul class="stats"><li>3 Beds</li><li>3 Baths (2 full, 1 half)</li><li>1,386 sqft</li><li>2 Parking</li></ul></section>
<section class="estimate"><h2>Strata.ca Estimate</h2><div>Estimated sale value: $1,089,000</div><p>Based on recent sales in Larkspur Row.</p></section>
<section class="details"><h2>Details</h2>
<div class="detail"><span class="label">Property Type</span><span class="value">Townhouse</span></div>
<div class="detail"><span class="label">Lease Term</span><span class="value">12 months</span></div>
<div class="detail"><span class="label">Available</span><span class="value">January 1, 2027</span></div>
<div class="detail"><span class="label">Year Built</span><span class="value">2017</span></div>
<div class="detail"><span class="label">MLS®</span><span class="value">R3051234</span></div>
</section>
<section class="history"><h2>Unit history</h2><table><tr><td>Jun 2024</td><td>Leased</td><td>$3,250/mo</td></tr><tr><td>Mar 2019</td><td>Sold</td><td>$842,000</td></tr></table></section>
<section class="description"><p>End-unit three bedroom townhome backing onto green space, open main floor with a gas range and a deck, three bedrooms up, side-by-side double garage. Close to the new Burke Mountain schools and the Coquitlam Centre SkyTrain by bus. No smoking; small pet on approval.</p></section>
<section class="building-card"><h2>Larkspur Row</h2><div>3470 Hawthorne Crescent, Coquitlam</div><div>64 units · built 2017 · avg sold $742/sqft</div></section>
<section class="listing-brokerage">Listed by Tri-Cities Property Group Realty Ltd.</section>
</main>
<footer><p>Strata.ca is operated by Condos.ca Realty Inc., Brokerage. Listing data from the Greater Vancouver REALTORS® MLS®; deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 3400, period: "month" },
      propertyKind: "townhouse",
      street: "27 - 3470 Hawthorne Crescent",
      city: "Coquitlam",
      province: "BC",
      postalCode: "V3E 0M6",
      neighbourhood: "Burke Mountain",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1386,
      yearBuilt: 2017,
      mlsNumber: "R3051234",
      brokerageName: "Tri-Cities Property Group Realty Ltd.",
      geo: { lat: 49.30288, lng: -122.76431 },
    },
  },
];
