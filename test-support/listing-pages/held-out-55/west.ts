/**
 * Fifty-fifth held-out corpus, the West: a franchise portal's Calgary house new this week with an open house, a
 * brokerage portal's Saskatoon bungalow with a reduced price, a Burnaby condo with its sale history and assessment,
 * and an Edmonton apartment for rent whose rent came down.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { assign, cookieBar, footerLinks, jsonIsland, mortgageCalc, nearbyPanel, similarStrip } from "./chrome.ts";

export const HELD_OUT_55_WEST: ListingPage[] = [
  {
    name: "ho55-remax-house-calgary-evanston-new",
    site: "remax.ca",
    set: "held-out-55",
    traps: "'New this week' and open house ribbons; Next.js data with the listing, the agent's other listings and a RE/MAX estimate; 2 full + 1 half baths; lot in m²; size in sq ft with the main-floor area also given; community vs city; office address in the agent card; taxes near the price",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/214-evanspark-gardens-nw-wp_id312870445-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>214 Evanspark Gardens NW, Calgary, AB T3P 0C5 - A2201457 | RE/MAX</title>
<meta name="description" content="214 Evanspark Gardens NW, Calgary - 3 bed, 3 bath house for sale in Evanston. $729,900. MLS® A2201457.">
<meta property="og:title" content="$729,900 - 214 Evanspark Gardens NW, Calgary">
<meta property="og:image" content="https://i.remax.ca/r/640/crea/A2201457/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "RE/MAX Canada", url: "https://www.remax.ca", address: { "@type": "PostalAddress", streetAddress: "1060 Speers Rd", addressLocality: "Oakville", addressRegion: "ON", postalCode: "L6L 2X4" } })}
</head><body>
<div id="__next">
<header class="site-header"><a href="/" class="remax-logo">RE/MAX</a><nav><a href="/ab/calgary-real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-an-agent">Find an Agent</a><a href="/blog">Blog</a><a href="/login">Sign In</a></nav></header>
<main class="listing-detail">
<div class="ribbons"><span class="ribbon ribbon-new">New this week</span><span class="ribbon ribbon-oh">Open House Sat, Apr 12 · 1:00 – 3:00 PM</span></div>
<section class="listing-summary">
<div class="price">$729,900</div>
<h1 class="address"><span class="street">214 Evanspark Gardens NW</span>, <span class="city">Calgary</span>, <span class="prov">AB</span> <span class="postal">T3P 0C5</span></h1>
<div class="community">Evanston</div>
<ul class="stats"><li><b>3</b> bed</li><li><b>2.5</b> bath</li><li><b>1,842</b> sqft</li></ul>
<div class="listed-date">Listed 4 days ago · MLS® A2201457</div>
</section>
<section class="gallery"><img src="https://i.remax.ca/r/640/crea/A2201457/1.jpg" alt="Front exterior"><span>1/42</span></section>
<section class="home-details"><h2>Home Details</h2><dl>
<dt>Property Type</dt><dd>Single Family · Detached</dd><dt>Style</dt><dd>2 Storey</dd><dt>Year Built</dt><dd>2012</dd><dt>Bedrooms</dt><dd>3</dd><dt>Full Bathrooms</dt><dd>2</dd><dt>Half Bathrooms</dt><dd>1</dd><dt>Above Grade Area</dt><dd>1,842 sqft</dd><dt>Main Floor</dt><dd>872 sqft</dd><dt>Lot Size</dt><dd>371 m²</dd><dt>Garage</dt><dd>Double attached</dd><dt>Basement</dt><dd>Full, unfinished</dd><dt>Annual Taxes</dt><dd>$4,318 (2024)</dd><dt>HOA Fee</dt><dd>$189 / year</dd>
</dl></section>
<section class="description"><h2>About this home</h2><p>Brand new to market! This 2-storey in Evanston backs onto a green space and pathway. The main floor has a front flex room, open kitchen with walk-in pantry and quartz island, and a living room with gas fireplace. Upstairs: bonus room, laundry, and three bedrooms including a primary with 5-piece ensuite. South-facing backyard with deck; double attached garage. Close to Evanston School and quick access to Stoney Trail. Join us at the open house Saturday.</p></section>
<section class="agent-card"><h2>Listing Agent</h2><div class="agent-name">Dana Kowalchuk</div><div class="agent-role">REALTOR®</div><div class="agent-office">RE/MAX Foothills Realty</div><div class="office-address">4310 104 Ave SE #210, Calgary, AB T2C 5C6</div><a href="tel:4035550162">403-555-0162</a></section>
${mortgageCalc(729900)}
${nearbyPanel("Nearby Schools", [["Evanston School", "K-4 Public", "0.4 km"], ["Captain Nichola Goddard School", "5-9 Public", "3.1 km"], ["Our Lady of Grace School", "K-6 Catholic", "0.9 km"]])}
${similarStrip("Similar homes nearby", [
  { href: "/ab/calgary-real-estate/38-evansridge-pl-nw-wp_id312811902-lst", price: "$699,000", address: "38 Evansridge Pl NW, Calgary", beds: "3 bed", baths: "2.5 bath", size: "1,690 sqft" },
  { href: "/ab/calgary-real-estate/117-kincora-glen-rise-nw-wp_id312799041-lst", price: "$759,500", address: "117 Kincora Glen Rise NW, Calgary", beds: "4 bed", baths: "3.5 bath", size: "1,920 sqft" },
])}
</main>
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        id: "312870445",
        mlsNum: "A2201457",
        listPrice: 729900,
        status: "active",
        isNew: true,
        openHouses: [{ date: "2025-04-12", start: "13:00", end: "15:00" }],
        address: { line1: "214 Evanspark Gardens NW", city: "Calgary", province: "AB", postalCode: "T3P 0C5", neighbourhood: "Evanston" },
        beds: 3,
        bathsFull: 2,
        bathsHalf: 1,
        sqft: 1842,
        lotSize: { value: 371, unit: "sq m" },
        yearBuilt: 2012,
        lat: 51.17832,
        lng: -114.09751,
        agent: { name: "Dana Kowalchuk", office: "RE/MAX Foothills Realty" },
        remaxEstimate: { value: 716000, low: 688000, high: 744000 },
      },
      agentOtherListings: [{ mlsNum: "A2196610", listPrice: 564900, address: "52 Sage Hill Crt NW, Calgary" }, { mlsNum: "A2188743", listPrice: 1025000, address: "9 Hamptons Link NW, Calgary" }],
    },
  },
  page: "/[province]/[city]/[listing]",
  buildId: "rmx-20250405",
})}
${cookieBar("RE/MAX")}
<footer class="site-footer"><p>© 2025 RE/MAX Canada. Each office independently owned and operated. RE/MAX Canada, 1060 Speers Rd, Oakville, ON L6L 2X4.</p><p>Data is supplied by Pillar 9™ MLS® System. Pillar 9™ is the owner of the copyright in its MLS® System.</p>${footerLinks("RE/MAX")}</footer>
</body></html>`,
    expected: {
      price: { amount: 729900, currency: "CAD" },
      propertyKind: "house",
      street: "214 Evanspark Gardens NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3P 0C5",
      neighbourhood: "Evanston",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1842,
      lot: { value: 371, unit: "m2" },
      yearBuilt: 2012,
      mlsNumber: "A2201457",
      listingAgentName: "Dana Kowalchuk",
      brokerageName: "RE/MAX Foothills Realty",
      geo: { lat: 51.17832, lng: -114.09751 },
    },
  },
  {
    name: "ho55-royallepage-bungalow-saskatoon-reduced",
    site: "royallepage.ca",
    set: "held-out-55",
    traps: "'Price Reduced' with the old price struck through; microdata with the price and address; 3 + 2 bedrooms; two full baths; lot frontage × depth; taxes and price per sq ft beside the price; the brokerage's office address and a second co-listing agent; Royal LePage's national head office in the footer; other listings by the agent",
    pageUrl: "https://www.royallepage.ca/en/property/saskatchewan/saskatoon/2231-clarence-avenue-s/24198833/mlssk998812/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2231 Clarence Avenue S, Saskatoon, SK S7J 1M2 | Royal LePage</title>
<meta name="description" content="Bungalow for sale at 2231 Clarence Avenue S, Saskatoon, Saskatchewan. 3+2 bedrooms, 2 bathrooms. MLS® SK998812. Price reduced.">
<meta property="og:title" content="2231 Clarence Avenue S, Saskatoon - $449,900">
<meta property="og:image" content="https://rlp.azureedge.net/listings/SK998812/1.jpg">
</head><body class="property-details">
<header class="rlp-header"><a href="/en/" class="rlp-logo">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an Agent</a><a href="/en/office/">Find an Office</a><a href="/fr/">Français</a></nav></header>
<main itemscope itemtype="https://schema.org/SingleFamilyResidence">
<div class="property-banner"><span class="banner price-reduced">Price Reduced</span></div>
<section class="property-heading">
<h1 class="address-1" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">2231 Clarence Avenue S</span><span class="address-2"><span itemprop="addressLocality">Saskatoon</span>, <span itemprop="addressRegion">Saskatchewan</span> <span itemprop="postalCode">S7J 1M2</span></span></h1>
<div class="neighbourhood">Neighbourhood: Avalon</div>
<div class="property-price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><span class="price" itemprop="price" content="449900">$449,900</span> <s class="was-price">$464,900</s></div>
<div class="price-meta">$407 / sq ft · Taxes $3,761 (2024)</div>
<ul class="property-stats"><li><span class="val">3 + 2</span> Bedrooms</li><li><span class="val">2</span> Bathrooms</li><li><span class="val">1,104</span> Sq. Ft.</li></ul>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="52.10214"><meta itemprop="longitude" content="-106.63817"></div>
</section>
<section class="gallery"><img src="https://rlp.azureedge.net/listings/SK998812/1.jpg" alt="2231 Clarence Avenue S"><span>1 of 30</span></section>
<section class="property-info"><h2>Property Details</h2><table><tbody>
<tr><th>MLS® #</th><td>SK998812</td></tr><tr><th>Property Type</th><td>Residential</td></tr><tr><th>Building Type</th><td>House</td></tr><tr><th>Style</th><td>Bungalow</td></tr><tr><th>Year Built</th><td>1958</td></tr><tr><th>Lot Size</th><td>50 x 125 ft</td></tr><tr><th>Full Bathrooms</th><td>2</td></tr><tr><th>Basement</th><td>Full, finished</td></tr><tr><th>Garage</th><td>Single detached, heated</td></tr><tr><th>Days on Market</th><td>41</td></tr>
</tbody></table></section>
<section class="property-description"><h2>Description</h2><p itemprop="description">Price reduced! Well-cared-for Avalon bungalow on a 50' lot close to Holliston School, the U of S and Market Mall. Main floor: bright living room with hardwood, kitchen with updated cabinetry, three bedrooms and a 4-piece bath. The basement was developed with two more bedrooms, a family room and a 3-piece bath. Newer shingles (2020) and windows; single detached heated garage. Sellers have moved — quick possession available.</p></section>
<section class="listing-agents"><h2>Listed By</h2>
<div class="agent-card"><div class="agent-name">Marlene Fehr</div><div class="agent-title">REALTOR®</div><a href="tel:3065550131">306-555-0131</a></div>
<div class="agent-card"><div class="agent-name">Tyler Dueck</div><div class="agent-title">REALTOR®</div><a href="tel:3065550139">306-555-0139</a></div>
<div class="office-card"><div class="office-name">Royal LePage Bridge City Realty</div><div class="office-address">3020 8th Street E, Saskatoon, SK S7H 0W2</div></div></section>
${mortgageCalc(449900)}
${similarStrip("More listings from Marlene Fehr", [
  { href: "/en/property/saskatchewan/saskatoon/618-main-street-e/24188102/mlssk997640/", price: "$389,000", address: "618 Main Street E, Saskatoon", beds: "2 + 1 bd", baths: "2 ba" },
  { href: "/en/property/saskatchewan/saskatoon/1407-cairns-avenue/24201117/mlssk999031/", price: "$512,500", address: "1407 Cairns Avenue, Saskatoon", beds: "4 bd", baths: "2 ba", badge: "New" },
])}
${nearbyPanel("Neighbourhood", [["Holliston School", "Elementary", "0.4 km"], ["Walter Murray Collegiate", "High school", "1.3 km"], ["Market Mall", "Shopping", "1.1 km"]])}
</main>
${cookieBar("Royal LePage")}
<footer class="rlp-footer"><p>© 2025 Bridgemarq Real Estate Services Inc. All rights reserved. Royal LePage, 39 Wynford Drive, Toronto, ON M3C 3K5. Each office is independently owned and operated unless otherwise stated.</p><p>Listing data supplied by the Saskatchewan REALTORS® Association MLS® System.</p>${footerLinks("Royal LePage")}</footer>
</body></html>`,
    expected: {
      price: { amount: 449900, currency: "CAD" },
      propertyKind: "house",
      street: "2231 Clarence Avenue S",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7J 1M2",
      neighbourhood: "Avalon",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1104,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "SK998812",
      listingAgentName: "Marlene Fehr",
      brokerageName: "Royal LePage Bridge City Realty",
      geo: { lat: 52.10214, lng: -106.63817 },
    },
  },
  {
    name: "ho55-rewca-condo-burnaby-metrotown-history",
    site: "rew.ca",
    set: "held-out-55",
    traps: "'Price Reduced' with old price; price history with a 2019 sale and an expired listing; BC Assessment value and year beside the price; strata fee per month; Next.js data with the building's other units; Personal Real Estate Corporation after the agent's name; sub-area vs city",
    pageUrl: "https://www.rew.ca/properties/R3001874/1806-6588-nelson-avenue-burnaby",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1806 6588 Nelson Avenue, Burnaby, BC V5H 0E8 | R3001874 | REW</title>
<meta name="description" content="2 bed, 2 bath, 862 sqft apartment/condo at 1806 6588 Nelson Avenue, Metrotown, Burnaby South. Listed for $738,000.">
<meta property="og:title" content="1806 6588 Nelson Avenue, Burnaby - $738,000">
<meta property="og:image" content="https://assets.rew.ca/listings/R3001874/primary.jpg">
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "BC", item: "https://www.rew.ca/properties/areas/bc" }, { "@type": "ListItem", position: 2, name: "Burnaby", item: "https://www.rew.ca/properties/areas/burnaby-bc" }, { "@type": "ListItem", position: 3, name: "Metrotown", item: "https://www.rew.ca/properties/areas/metrotown-burnaby-bc" }] })}
</head><body>
<div id="__next">
<header class="rew-header"><a href="/" class="rew-logo">REW</a><nav><a href="/properties/areas/vancouver-bc">Buy</a><a href="/rentals">Rent</a><a href="/sold">Sold</a><a href="/news">News</a><a href="/login">Log in</a></nav></header>
<main class="listing">
<div class="listing-status"><span class="tag tag-reduced">Price Reduced</span><span class="tag">Active</span></div>
<h1 class="listing-address">1806 6588 Nelson Avenue</h1>
<div class="listing-location">Metrotown, Burnaby South, Burnaby, BC V5H 0E8</div>
<div class="listing-price"><span class="current">$738,000</span> <span class="previous"><s>$765,000</s></span></div>
<div class="listing-assessment">BC Assessment (2025): $742,000</div>
<ul class="listing-overview"><li>2 Bed</li><li>2 Bath</li><li>862 Sqft</li><li>Apartment/Condo</li><li>Built 2019</li></ul>
<section class="gallery"><img src="https://assets.rew.ca/listings/R3001874/primary.jpg" alt="Living room with city view"><span>1 / 25</span></section>
<section class="listing-details"><h2>Details</h2><dl>
<dt>MLS® Number</dt><dd>R3001874</dd><dt>Property Type</dt><dd>Apartment/Condo</dd><dt>Title</dt><dd>Freehold Strata</dd><dt>Strata Fee</dt><dd>$486 / month</dd><dt>Property Tax</dt><dd>$2,015 (2024)</dd><dt>Year Built</dt><dd>2019</dd><dt>Floor Area</dt><dd>862 Sqft</dd><dt>Days on REW</dt><dd>27</dd><dt>Parking</dt><dd>1 secured</dd><dt>Pets</dt><dd>Yes with restrictions</dd>
</dl></section>
<section class="listing-description"><h2>Description</h2><p>Reduced! South-west corner 2 bed + 2 bath home on the 18th floor with sweeping city and mountain views, a few minutes' walk from Metrotown SkyTrain and Metropolis. Air conditioning, engineered wood floors, integrated appliances and an oversized balcony. Building amenities: fitness centre, yoga studio, lounge and rooftop garden. One parking and one storage locker. Balance of 2-5-10 warranty.</p></section>
<section class="price-history"><h2>Price History</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>Apr 4, 2025</td><td>Price decreased</td><td>$738,000</td></tr><tr><td>Mar 14, 2025</td><td>Listed</td><td>$765,000</td></tr><tr><td>Nov 29, 2024</td><td>Expired</td><td>$779,900</td></tr><tr><td>Jul 22, 2019</td><td>Sold</td><td>$698,000</td></tr>
</tbody></table></section>
<section class="listing-agent"><h2>Listed by</h2><div class="agent-name">Kevin Tsang Personal Real Estate Corporation</div><div class="agent-brokerage">Pacific Crest Realty Ltd.</div><a href="tel:6045550177">604-555-0177</a></section>
${mortgageCalc(738000)}
${similarStrip("More in Metrotown", [
  { href: "/properties/R2998803/2403-4688-kingsborough-street-burnaby", price: "$699,000", address: "2403 4688 Kingsborough Street, Burnaby", beds: "2 Bed", baths: "2 Bath", size: "801 Sqft" },
  { href: "/properties/R3004410/3105-6461-telford-avenue-burnaby", price: "$815,000", address: "3105 6461 Telford Avenue, Burnaby", beds: "2 Bed", baths: "2 Bath", size: "905 Sqft", badge: "New" },
])}
</main>
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: { mls: "R3001874", price: 738000, previousPrice: 765000, assessedValue: 742000, unit: "1806", street: "6588 Nelson Avenue", city: "Burnaby", subArea: "Metrotown", province: "BC", postal: "V5H 0E8", beds: 2, baths: 2, floorArea: 862, yearBuilt: 2019, lat: 49.22416, lng: -122.99952, strataFee: 486 },
      buildingListings: [{ mls: "R2996120", unit: "904", price: 569000 }, { mls: "R3003368", unit: "2701", price: 3200, rental: true }],
    },
  },
  page: "/properties/[id]/[slug]",
})}
${cookieBar("REW")}
<footer class="rew-footer"><p>REW.ca is operated by Real Estate Wire Media Inc., 1500 West Georgia Street, Vancouver, BC V6G 2Z6.</p><p>This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.</p>${footerLinks("REW")}</footer>
</body></html>`,
    expected: {
      price: { amount: 738000, currency: "CAD" },
      propertyKind: "condo",
      street: "1806 6588 Nelson Avenue",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5H 0E8",
      neighbourhood: "Metrotown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 862,
      yearBuilt: 2019,
      mlsNumber: "R3001874",
      listingAgentName: "Kevin Tsang",
      brokerageName: "Pacific Crest Realty Ltd.",
      geo: { lat: 49.22416, lng: -122.99952 },
    },
  },
  {
    name: "ho55-kijiji-apartment-rent-edmonton-oliver",
    site: "kijiji.ca",
    set: "held-out-55",
    traps: "rent per month reduced with the old rent struck through; deposit and utilities amounts near the rent; 'Posted 3 days ago' and a repost; a property manager, not a brokerage; size in sq ft; Apollo-style state with other ads' rents; Kijiji's Toronto office in the footer",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/edmonton/2-bedroom-in-oliver-reduced-rent-heat-included/1712345678",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2 Bedroom in Oliver – Reduced Rent, Heat Included | Long Term Rentals | Edmonton | Kijiji</title>
<meta name="description" content="$1,575 · 2 Bedroom in Oliver – Reduced Rent, Heat Included. 10145 115 St NW, Edmonton, AB T5K 1T1.">
<meta property="og:title" content="2 Bedroom in Oliver – Reduced Rent, Heat Included">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/a1/a1b2c3d4.jpg">
</head><body>
<div id="__next">
<header class="kj-header"><a href="/" class="kj-logo">Kijiji</a><form class="kj-search"><input placeholder="What are you looking for?"><select><option>Edmonton</option></select></form><a href="/p-post-ad.html" class="kj-post">Post ad</a></header>
<nav class="kj-breadcrumb"><a href="/b-edmonton/l1700203">Edmonton</a> › <a href="/b-real-estate/edmonton/c34l1700203">Real Estate</a> › <a href="/b-for-rent/edmonton/c30349001l1700203">For Rent</a> › <a href="/b-apartments-condos/edmonton/c37l1700203">Long Term Rentals</a></nav>
<main class="vip">
<h1 class="vip-title">2 Bedroom in Oliver – Reduced Rent, Heat Included</h1>
<div class="vip-price"><span class="price-current">$1,575</span> <s class="price-was">$1,650</s> <span class="price-note">Reduced</span> <span class="utilities">Heat, Water included</span></div>
<div class="vip-location"><span class="address">10145 115 St NW, Edmonton, AB T5K 1T1</span> <a href="#map">View map</a></div>
<div class="vip-date">Posted 3 days ago · Reposted</div>
<section class="vip-overview"><h2>Overview</h2><ul><li><span>Unit Type</span><span>Apartment</span></li><li><span>Bedrooms</span><span>2</span></li><li><span>Bathrooms</span><span>1</span></li><li><span>Size (sqft)</span><span>850</span></li><li><span>Parking Included</span><span>1</span></li><li><span>Agreement Type</span><span>1 Year</span></li><li><span>Move-In Date</span><span>May 1, 2025</span></li><li><span>Pet Friendly</span><span>Limited</span></li><li><span>Furnished</span><span>No</span></li><li><span>Laundry</span><span>In Building</span></li></ul></section>
<section class="vip-description"><h2>Description</h2><p>Rent reduced from $1,650 to $1,575 for a May 1 move-in! Spacious two-bedroom suite on the 4th floor of a well-maintained concrete building in Oliver, one block from Jasper Avenue and a short walk to the Brewery District and the 124 Street shops. Heat and water included; tenant pays power (avg. $60/month). Damage deposit $800. One energized outdoor stall included; an underground stall is available for $75/month. Sorry, no smoking. Cats considered with a pet fee.</p><p>Call or message to book a viewing. Evening and weekend showings available.</p></section>
<section class="vip-poster"><h2>Posted by</h2><div class="poster-name">Oliver Flats Rentals</div><div class="poster-type">Professional · Property management</div><div class="poster-since">On Kijiji since 2014</div><button>Send message</button></section>
<section id="map" class="vip-map" data-lat="53.54138" data-lng="-113.52261"><img src="https://maps.kijiji.ca/static?center=53.54138,-113.52261&zoom=15" alt="Map of 10145 115 St NW"></section>
${similarStrip("Similar ads", [
  { href: "/v-apartments-condos/edmonton/1-bedroom-downtown/1712299001", price: "$1,295", address: "10020 104 St NW, Edmonton", beds: "1 bedroom" },
  { href: "/v-apartments-condos/edmonton/2-bed-2-bath-garneau/1712280456", price: "$1,850", address: "Garneau, Edmonton", beds: "2 bedrooms", baths: "2 baths" },
  { href: "/v-apartments-condos/edmonton/bachelor-oliver/1712312090", price: "$995", address: "11730 100 Ave NW, Edmonton", beds: "Bachelor" },
])}
</main>
</div>
${assign("window.__data", {
  ad: { id: "1712345678", price: { amount: 157500, currency: "CAD", original: 165000, type: "FIXED" }, location: { address: "10145 115 St NW, Edmonton, AB T5K 1T1", lat: 53.54138, lng: -113.52261 }, attributes: { numberbedrooms: "2", numberbathrooms: "10", areainfeet: "850", unittype: "apartment", forrentbyhousing: "reprofessional" }, poster: { name: "Oliver Flats Rentals", type: "COMMERCIAL" } },
  relatedAds: [{ id: "1712299001", price: 129500 }, { id: "1712280456", price: 185000 }],
})}
${cookieBar("Kijiji")}
<footer class="kj-footer"><p>© 2025 Kijiji Canada Ltd. 500 King St W, Toronto, ON M5V 1L9. All rights reserved.</p><p>Google, Google Play, YouTube and other marks are trademarks of Google LLC.</p>${footerLinks("Kijiji")}</footer>
</body></html>`,
    expected: {
      price: { amount: 1575, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "10145 115 St NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5K 1T1",
      neighbourhood: "Oliver",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 53.54138, lng: -113.52261 },
    },
  },
];
