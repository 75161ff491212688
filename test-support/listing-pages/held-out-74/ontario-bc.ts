/**
 * Seventy-fourth held-out corpus, Ontario and BC portals: zolo.ca (a lower unit for rent, "Lower - 412 Runnymede Rd"),
 * housesigma.com (a half-numbered cottage, "57½ Birmingham St", written "57-1-2" in the URL, with the front house at
 * 57 in the sold nearby), condos.ca (a Stoney Creek unit: "stoney-creek" in the title, Hamilton in the address line
 * and URL) and rew.ca (one half of a Vancouver duplex with a letter suffix, "1204B East 13th Avenue", its other half
 * "1204A" among the sold). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, contactForm, crumbs, gallery, header, nextData, otherHomes, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_74_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho74-zolo-lower-unit-runnymede",
    site: "zolo.ca",
    set: "held-out-74",
    traps: "a lower unit for rent: 'Lower - 412 Runnymede Rd' in the heading, '412 Runnymede Rd Lower' in the board's feed line and '/412-runnymede-road/lower' in the URL; 'For Rent $2,150/month'; 'Type Lower Level' of a detached house; size range '700-1100'; the community 'Runnymede-Bloor West Village'; the brokerage only, no agent; Zolo's own brokerage office in the footer; JSON-LD with geo; other rentals' rents and a sold house's price",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/412-runnymede-road/lower",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lower - 412 Runnymede Rd, Toronto — For Rent @ $2,150 | Zolo.ca</title>
<meta name="description" content="Lower - 412 Runnymede Rd, Toronto, ON M6S 2Y8 for rent at $2,150/month. 1 bed, 1 bath. MLS® W12540217.">
<meta property="og:title" content="Lower - 412 Runnymede Rd, Toronto">
<meta property="og:image" content="https://photos.zolo.ca/412-runnymede-road-lower-toronto-W12540217-1.jpg">
${tagManager("GTM-ZOLO74")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Lower - 412 Runnymede Rd", address: { "@type": "PostalAddress", streetAddress: "Lower - 412 Runnymede Rd", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6S 2Y8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.65874, longitude: -79.48112 } })}
</head><body>
${consent("Zolo")}
${header("Zolo", ["Buy", "Rent", "Sold", "Sell", "Home Value", "Mortgage"])}
${crumbs(["Toronto", "Runnymede-Bloor West Village", "Runnymede Rd", "Lower - 412 Runnymede Rd"])}
<main class="listing-page">
<section class="listing-head">
<h1 class="address">Lower - 412 Runnymede Rd</h1>
<div class="area">Toronto, ON M6S 2Y8</div>
<div class="listing-price"><span class="price">$2,150</span><span class="per">/month</span> <span class="badge">For Rent</span></div>
<ul class="listing-basics"><li>1 bed</li><li>1 bath</li><li>700-1100 sqft</li></ul>
</section>
${gallery("https://photos.zolo.ca/412-runnymede-road-lower-toronto-W12540217", 7, "Lower - 412 Runnymede Rd")}
<section class="listing-description"><h2>Description</h2><p>Bright, renovated lower-level apartment in a detached house on a tree-lined street, a 6-minute walk to Runnymede station and the Bloor West Village shops. Separate side entrance, above-grade windows, open kitchen with full-size appliances, one good-size bedroom with a double closet, 3-piece bath, private ensuite laundry. Heat and water included; tenant pays 40% of hydro. Street permit parking. Non-smoking, no pets. First and last, credit check and references required.</p></section>
<section class="listing-details"><h2>Home Facts</h2>
<dl class="column">
<dt>Type</dt><dd>Lower Level</dd>
<dt>Building Type</dt><dd>Detached</dd>
<dt>Style</dt><dd>Apartment</dd>
<dt>Bedrooms</dt><dd>1</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Size (sq ft)</dt><dd>700-1100</dd>
<dt>Entrance</dt><dd>Separate</dd>
<dt>Laundry</dt><dd>Ensuite</dd>
<dt>Utilities</dt><dd>Heat, water included</dd>
<dt>Lease Term</dt><dd>12 Months</dd>
<dt>Community</dt><dd>Runnymede-Bloor West Village</dd>
<dt>MLS®</dt><dd>W12540217</dd>
<dt>Feed Address</dt><dd>412 Runnymede Rd Lower</dd>
</dl>
<p class="listing-brokerage">Listing Brokerage: Swansea Village Realty Inc., Brokerage</p>
</section>
<aside class="zolo-agent"><h3>Ask a Zolo Agent</h3><p>Zolo Realty agents can book a showing of this rental within 24 hours.</p><a href="tel:4165550190">416-555-0190</a></aside>
${contactForm("Book a viewing", "I'd like to see Lower - 412 Runnymede Rd.", "Request Viewing")}
${otherHomes("Similar Rentals Nearby", [
  { price: "$2,395/mo", address: "Main - 388 Durie St", place: "Toronto, ON M6S 3G7", facts: "2 bd · 1 ba", href: "/toronto-real-estate/388-durie-street/main" },
  { price: "$1,875/mo", address: "Bsmt - 51 Willard Ave", place: "Toronto, ON M6S 3P9", facts: "1 bd · 1 ba", href: "/toronto-real-estate/51-willard-avenue/bsmt" },
  { price: "Sold $1,612,000", address: "420 Runnymede Rd", place: "Toronto, ON M6S 2Y8", facts: "4 bd · 3 ba · Detached", href: "/toronto-real-estate/420-runnymede-road" },
])}
</main>
${siteFooter(["Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2 · 416-555-0100", "Listing data provided by the Toronto Regional Real Estate Board (TRREB). Information deemed reliable but not guaranteed."])}
${pixel("zolo.ca")}
</body></html>`,
    expected: {
      price: { amount: 2150, period: "month" },
      propertyKind: "condo",
      street: "Lower - 412 Runnymede Rd",
      city: "Toronto",
      province: "ON",
      postalCode: "M6S 2Y8",
      neighbourhood: "Runnymede-Bloor West Village",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 700,
      mlsNumber: "W12540217",
      brokerageName: "Swansea Village Realty Inc., Brokerage",
      geo: { lat: 43.65874, lng: -79.48112 },
    },
  },
  {
    name: "ho74-housesigma-half-number-stratford",
    site: "housesigma.com",
    set: "held-out-74",
    traps: "a half civic number: '57½ Birmingham St' in the heading, '57 1/2 Birmingham St' in the state and '57-1-2' in the URL (read as a unit); the front house '57 Birmingham St' sold nearby with its price; a SigmaEstimate; this cottage's own 2016 sale in the history; 'Age 100+' and no year; size as a range; lot frontage × depth in feet; the brokerage but no agent; coordinates in the app state beside the map centre",
    pageUrl: "https://housesigma.com/on/stratford-real-estate/57-1-2-birmingham-st/home/xVk3Rw8pQ2mYJg7d/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>57½ Birmingham St, Stratford, ON N5A 2T4 - X12507722 | HouseSigma</title>
<meta name="description" content="57½ Birmingham St, Stratford - Detached for sale at $449,900. 2 bedrooms, 1 bathroom. View sold history and SigmaEstimate on HouseSigma.">
<meta property="og:title" content="57½ Birmingham St, Stratford | $449,900">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/722/X12507722.jpg">
${tagManager("GTM-HS74")}
</head><body>
<div id="app">
${header("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Download App"])}
<main class="home-detail">
<section class="hd-top">
<h1 class="hd-address">57½ Birmingham St</h1>
<p class="hd-city">Stratford, ON N5A 2T4</p>
<div class="hd-price"><span class="listed">Listed: $449,900</span><span class="days">12 days on market</span></div>
<div class="hd-estimate">SigmaEstimate: <b>$438,000</b> <small>(as of Nov 14, 2025)</small></div>
<p class="hd-type">Detached · Bungalow</p>
</section>
${gallery("https://cache.housesigma.com/Live/photos/FULL/1/722/X12507722", 6, "57½ Birmingham St")}
<section class="hd-key-facts"><h2>Key Facts</h2>
<div class="kf"><span>MLS®</span><span>X12507722</span></div>
<div class="kf"><span>Property Type</span><span>Detached</span></div>
<div class="kf"><span>Style</span><span>Bungalow</span></div>
<div class="kf"><span>Bedrooms</span><span>2</span></div>
<div class="kf"><span>Bathrooms</span><span>1</span></div>
<div class="kf"><span>Size</span><span>700-1100 feet²</span></div>
<div class="kf"><span>Lot Size</span><span>33 x 66 Feet</span></div>
<div class="kf"><span>Age</span><span>100+</span></div>
<div class="kf"><span>Tax</span><span>$2,871 / 2025</span></div>
<div class="kf"><span>Listed on</span><span>2025-11-03</span></div>
</section>
<section class="hd-description"><h2>Description</h2><p>A storybook cottage tucked on the half lot behind the Birmingham St streetfront, with its own driveway off the street. Two bedrooms, a 4-piece bath, a bright kitchen with a new gas range and a living room with a bay window. Crawlspace with a new sump and an insulated workshop in the yard. Walk to the Festival Theatre, the Avon River and downtown Stratford.</p>
<p class="brokerage">Listing Brokerage: Perth County Homes Realty Inc., Brokerage</p></section>
<section class="hd-history"><h2>Listing History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr></thead><tbody>
<tr><td>2025-11-03</td><td>For Sale</td><td>$449,900</td><td>X12507722</td></tr>
<tr><td>2016-06-22</td><td>Sold</td><td>$219,000</td><td>30491127</td></tr>
</tbody></table>
<div class="login-wall">Sign in to see sold prices and details</div>
</section>
${otherHomes("Nearby Sold", [
  { price: "Sold $512,000", address: "57 Birmingham St", place: "Stratford, ON", facts: "3 bd · 2 ba · Detached · 2025-08-19", href: "/on/stratford-real-estate/57-birmingham-st/home/wQ8mB2aTj1cPz4sL/" },
  { price: "Sold $468,500", address: "112 Brunswick St", place: "Stratford, ON", facts: "2 bd · 1 ba · Detached · 2025-07-02", href: "/on/stratford-real-estate/112-brunswick-st/home/k3JdR0pXv7nYq2aE/" },
])}
</main>
</div>
${siteFooter(["HouseSigma Inc., Brokerage · Listing data from the Toronto Regional Real Estate Board and member boards via PropTx. SigmaEstimate is not an appraisal."])}
${windowState("__INITIAL_STATE__", { listing: { id_listing: "xVk3Rw8pQ2mYJg7d", ml_num: "X12507722", address: "57 1/2 Birmingham St", municipality: "Stratford", province: "ON", postal: "N5A 2T4", price: 449900, estimate: 438000, house_type: "Detached", bedroom: 2, washroom: 1, sqft: "700-1100", land: { front: 33, depth: 66, unit: "Feet" }, map: { lat: 43.36542, lon: -80.98611 }, brokerage: "Perth County Homes Realty Inc., Brokerage" }, mapView: { lat: 43.3701, lon: -80.9822, zoom: 14 } })}
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "57½ Birmingham St",
      city: "Stratford",
      province: "ON",
      postalCode: "N5A 2T4",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 700,
      lot: { value: 2178, unit: "ft2" },
      mlsNumber: "X12507722",
      brokerageName: "Perth County Homes Realty Inc., Brokerage",
      geo: { lat: 43.36542, lng: -80.98611 },
    },
  },
  {
    name: "ho74-condosca-unit-stoney-creek",
    site: "condos.ca",
    set: "held-out-74",
    traps: "a condo whose city appears in three forms: 'Stoney Creek' in the title and og tags, 'hamilton' in the URL and 'Hamilton, ON' in the address line, with 'Stoney Creek' as the neighbourhood row; the unit written '612 - 550 North Service Rd' in the heading and '550 North Service Rd #612' in the building card; '2 Beds' and '2 Baths'; size range '900-999'; maintenance and price per sq ft; the building's year; other units of the building with prices and a rent; condos.ca's own brokerage office in the footer; coordinates in __NEXT_DATA__ beside the building's",
    pageUrl: "https://condos.ca/hamilton/lakeview-harbour-residences-550-north-service-rd/unit-612-X12525590",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lakeview Harbour Residences - 612-550 North Service Rd, Stoney Creek | For Sale $589,900 | condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at Lakeview Harbour Residences, 550 North Service Rd #612, Stoney Creek. $589,900.">
<meta property="og:title" content="612-550 North Service Rd, Stoney Creek - $589,900">
<meta property="og:image" content="https://media.condos.ca/listing/X12525590/1.jpg">
${tagManager("GTM-CDS74")}
</head><body>
${consent("condos.ca")}
${header("condos.ca", ["Buy", "Rent", "Sold", "Buildings", "Pre-Construction", "Sell with us"])}
${crumbs(["Hamilton", "Stoney Creek", "Lakeview Harbour Residences", "Unit 612"])}
<main class="listing-main">
<section class="lst-head">
<h1 class="lst-address">612 - 550 North Service Rd</h1>
<div class="lst-city">Hamilton, ON L8E 0H4</div>
<div class="lst-price">$589,900</div>
<ul class="lst-quick"><li>2 Beds</li><li>2 Baths</li><li>900-999 sqft</li><li>$621/sqft</li></ul>
</section>
${gallery("https://media.condos.ca/listing/X12525590", 10, "612 - 550 North Service Rd")}
<section class="lst-desc"><h2>About this unit</h2><p>Corner suite on the sixth floor with an unobstructed view of Lake Ontario from the living room and both bedrooms. Split-bedroom plan, primary with a 3-piece ensuite and walk-in closet, second bath off the hall. Quartz counters, laminate throughout, in-suite laundry. One owned parking space and a locker. Walk to the Fifty Point Conservation trails and the waterfront trail; QEW at the door.</p></section>
<section class="lst-details"><h2>Details</h2>
<table><tbody>
<tr><td>Type</td><td>Condo Apt</td></tr>
<tr><td>Neighbourhood</td><td>Stoney Creek</td></tr>
<tr><td>Bedrooms</td><td>2</td></tr>
<tr><td>Bathrooms</td><td>2</td></tr>
<tr><td>Size</td><td>900-999 sqft</td></tr>
<tr><td>Maintenance Fees</td><td>$548/mo</td></tr>
<tr><td>Taxes</td><td>$4,102 / 2025</td></tr>
<tr><td>Exposure</td><td>NE</td></tr>
<tr><td>Parking</td><td>1 Owned</td></tr>
<tr><td>Locker</td><td>Owned</td></tr>
<tr><td>MLS®</td><td>X12525590</td></tr>
</tbody></table>
<p class="lst-brokerage">Listed by Niagara Escarpment Realty Ltd., Brokerage</p>
</section>
<section class="building-card"><h2>Lakeview Harbour Residences</h2><p>550 North Service Rd #612 is in Lakeview Harbour Residences, a 12-storey building with 218 units built in 2019 by Shoreline Developments.</p>
<ul><li>Built in 2019</li><li>12 storeys</li><li>218 units</li><li>Avg. price $615/sqft</li><li>Avg. rent $2,450/mo</li></ul></section>
${otherHomes("Other units in this building", [
  { price: "$549,000", address: "408 - 550 North Service Rd", place: "Hamilton, ON", facts: "1+1 bd · 1 ba · 700-799 sqft", href: "/hamilton/lakeview-harbour-residences-550-north-service-rd/unit-408-X12519904" },
  { price: "$2,600/mo", address: "1104 - 550 North Service Rd", place: "Hamilton, ON", facts: "2 bd · 2 ba · For Rent", href: "/hamilton/lakeview-harbour-residences-550-north-service-rd/unit-1104-X12530218" },
])}
${calculator("Mortgage calculator", [["Price", "$589,900"], ["Down payment", "$117,980"], ["Rate", "4.64%"], ["Amortization", "25 years"]], "Monthly: $2,648 + $548 maintenance")}
</main>
${siteFooter(["Condos.ca Inc., Brokerage · 1 Yonge St, Suite 1801, Toronto, ON M5E 1W7", "The listing data is provided by the Toronto Regional Real Estate Board and Cornerstone Association of REALTORS®. Information deemed reliable but not guaranteed."])}
${nextData({ props: { pageProps: { listing: { mls: "X12525590", unit: "612", address: "550 North Service Rd", city: "Hamilton", neighbourhood: "Stoney Creek", postal: "L8E 0H4", price: 589900, beds: "2", baths: 2, sqft: "900-999", maintenance: 548, lat: 43.22418, lng: -79.69834 }, building: { name: "Lakeview Harbour Residences", yearBuilt: 2019, storeys: 12, units: 218, lat: 43.2239, lng: -79.6978 } } }, page: "/[city]/[building]/[unit]", buildId: "cnd74x" })}
</body></html>`,
    expected: {
      price: { amount: 589900 },
      propertyKind: "condo",
      street: "612 - 550 North Service Rd",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8E 0H4",
      neighbourhood: "Stoney Creek",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 900,
      yearBuilt: 2019,
      mlsNumber: "X12525590",
      brokerageName: "Niagara Escarpment Realty Ltd., Brokerage",
      geo: { lat: 43.22418, lng: -79.69834 },
    },
  },
  {
    name: "ho74-rew-half-duplex-letter-suffix-vancouver",
    site: "rew.ca",
    set: "held-out-74",
    traps: "one half of a duplex with a letter suffix, '1204B East 13th Avenue', whose other half '1204A East 13th Avenue' sold nearby; '1/2 Duplex' under strata with a $0 fee; 'Bathrooms 3' of 2 full and 1 half; the two-unit strata's lot; GVR area 'Vancouver East' and sub-area 'Mount Pleasant VE'; the agent with 'PREC*'; the office's Commercial Drive address in the agent card; JSON-LD with geo",
    pageUrl: "https://www.rew.ca/properties/R3052918/1204b-east-13th-avenue-vancouver-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1204B East 13th Avenue, Vancouver, BC V5T 2M4 | R3052918 | REW</title>
<meta name="description" content="1204B East 13th Avenue, Vancouver - 1/2 Duplex for sale, 3 bed, 3 bath, 1,612 sq. ft. Listed at $1,499,000.">
<meta property="og:title" content="1204B East 13th Avenue, Vancouver">
<meta property="og:image" content="https://cdn.rew.ca/listings/R3052918/1.jpg">
${tagManager("GTM-REW74")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1204B East 13th Avenue", address: { "@type": "PostalAddress", streetAddress: "1204B East 13th Avenue", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V5T 2M4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.25874, longitude: -123.08116 }, floorSize: { "@type": "QuantitativeValue", value: 1612, unitCode: "FTK" } })}
</head><body>
${consent("REW")}
${header("REW", ["Buy", "Rent", "Sold", "New Homes", "Agents", "News"])}
${crumbs(["BC", "Vancouver", "Vancouver East", "Mount Pleasant VE", "1204B East 13th Avenue"])}
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">1204B East 13th Avenue</h1>
<div class="listingheader-city">Vancouver, BC V5T 2M4</div>
<div class="listingheader-price">$1,499,000</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,612 Sqft</li><li>1/2 Duplex</li></ul>
</section>
${gallery("https://cdn.rew.ca/listings/R3052918", 12, "1204B East 13th Avenue")}
<section class="listingdescription"><h2>Description</h2><p>The B side of a 2016 side-by-side duplex on a quiet block near Fraser and 13th. Main floor with 9-ft ceilings, open kitchen with gas range and island, powder room and a walkout to a private fenced yard. Three bedrooms up, including a primary with a 4-piece ensuite, plus a second full bath. Crawlspace storage, radiant heat and A/C. One parking space off the lane. Two-unit strata with no monthly fee; each side insures its own half.</p></section>
<section class="listingdetails"><h2>Property Details</h2>
<table><tbody>
<tr><th>MLS® #</th><td>R3052918</td></tr>
<tr><th>Property Type</th><td>1/2 Duplex</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Strata Fee</th><td>$0</td></tr>
<tr><th>Area</th><td>Vancouver East</td></tr>
<tr><th>Sub-Area</th><td>Mount Pleasant VE</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Floor Area</th><td>1,612 Sq. Ft.</td></tr>
<tr><th>Lot Size</th><td>4,026 Sq. Ft.</td></tr>
<tr><th>Year Built</th><td>2016</td></tr>
<tr><th>Taxes</th><td>$5,204 (2025)</td></tr>
</tbody></table>
</section>
<aside class="agentcard"><h3>Listed By</h3><p class="agentcard-name">Trevor Halvorsen PREC*</p><p class="agentcard-brokerage">Eastside Pacific Realty Ltd.</p><p class="agentcard-address">2608 Commercial Drive, Vancouver, BC V5N 4C3</p><p class="agentcard-phone">604-555-0157</p></aside>
${contactForm("Ask about this home", "Hi Trevor, I'd like more information about 1204B East 13th Avenue.", "Send")}
${otherHomes("Recently Sold Nearby", [
  { price: "Sold $1,528,000", address: "1204A East 13th Avenue", place: "Vancouver, BC", facts: "3 bd · 3 ba · 1/2 Duplex · 1,640 sq. ft.", href: "/properties/R3014477/1204a-east-13th-avenue-vancouver-bc" },
  { price: "Sold $1,395,000", address: "2 1180 East 12th Avenue", place: "Vancouver, BC", facts: "3 bd · 3 ba · Townhouse", href: "/properties/R3009921/2-1180-east-12th-avenue-vancouver-bc" },
])}
${calculator("Mortgage Calculator", [["Price", "$1,499,000"], ["Down payment", "$299,800"], ["Rate", "4.49%"], ["Amortization", "30 years"]], "Monthly payment: $6,044")}
</main>
${siteFooter(["This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.", "© 2025 REW.ca. All rights reserved."])}
${pixel("rew.ca")}
</body></html>`,
    expected: {
      price: { amount: 1499000 },
      propertyKind: "semi-detached",
      street: "1204B East 13th Avenue",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5T 2M4",
      neighbourhood: "Mount Pleasant VE",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1612,
      lot: { value: 4026, unit: "ft2" },
      yearBuilt: 2016,
      mlsNumber: "R3052918",
      listingAgentName: "Trevor Halvorsen",
      brokerageName: "Eastside Pacific Realty Ltd.",
      geo: { lat: 49.25874, lng: -123.08116 },
    },
  },
];
