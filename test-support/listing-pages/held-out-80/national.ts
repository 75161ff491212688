/**
 * Eightieth held-out corpus, national portals and classifieds: realtor.ca (a tower suite "2304 - 135 Fleet Quay
 * Boulevard" in Toronto), remax.ca (a Beltline suite "2304, 1045 13 Avenue SW" in Calgary), royallepage.ca (a
 * harbourfront "Suite 1503" in Halifax), kijiji.ca (a landlord's "1204-2250 Rue Guy" rental in Montréal) and
 * point2homes.com (a one-bedroom-plus-den "1204-180 Parkdale Quay" in Ottawa). Each page carries its building's name,
 * year, storeys and amenities, other units of the same building with their own prices, sizes and numbers, fees,
 * parking and locker numbers and prices, and the management office's address. Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import {
  appBanner,
  buildingBox,
  buildingUnits,
  calculator,
  consent,
  crumbs,
  gallery,
  gtm,
  header,
  leadForm,
  nextData,
  pixel,
  similar,
  siteFooter,
  windowState,
} from "./chrome.ts";

export const HELD_OUT_80_NATIONAL: ListingPage[] = [
  {
    name: "ho80-realtorca-tower-suite-2304-fleet-quay-toronto",
    site: "realtor.ca",
    set: "held-out-80",
    traps: "a 63-storey tower suite '2304 - 135 Fleet Quay Boulevard' with 'Toronto (Waterfront Communities C1)' in the address line; '2 + 1' bedrooms; '800 - 899 sqft' band beside the tower's 612 suites and its 1,240,000 sq ft in prose; maintenance '$712.44 Monthly'; parking 'P3 #118' and locker 'B-42' numbers, a second stall offered at $68,000; exposure row; the property manager's Queens Quay office with its own suite and postal code; 'More listings in this building' with units #1105, #5801 and a #3310 rental; a co-listing broker's card; the map state with the building's other pins",
    pageUrl: "https://www.realtor.ca/real-estate/29188410/2304-135-fleet-quay-boulevard-toronto-waterfront-communities-waterfront-communities-c1",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2304 - 135 Fleet Quay Boulevard, Toronto (Waterfront Communities C1), Ontario M5V 0P3 - C12610427 | REALTOR.ca</title>
<meta name="description" content="For sale: 2304 - 135 Fleet Quay Boulevard, Toronto (Waterfront Communities C1), Ontario M5V 0P3 - $899,000. Apartment. MLS® Number C12610427. South-east corner suite in The Marlowe with lake views.">
<meta property="og:title" content="2304 - 135 Fleet Quay Boulevard, Toronto (Waterfront Communities C1), Ontario M5V 0P3">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638951/reb82/highres/7/c12610427_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/29188410/2304-135-fleet-quay-boulevard-toronto-waterfront-communities-waterfront-communities-c1">
${gtm("GTM-CREA80")}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Français"])}
<main id="mainContent">
${crumbs(["Home", "Ontario", "Toronto", "Waterfront Communities C1", "2304 - 135 Fleet Quay Boulevard"])}
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">2304 - 135 Fleet Quay Boulevard<br>Toronto (Waterfront Communities C1), Ontario M5V 0P3</h1>
<div id="listingPriceValue" class="listingPriceValue">$899,000</div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">C12610427</span></div>
<div class="listingIdCon">Listing ID: 29188410</div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS638951/reb82/highres/7/c12610427", 24, "2304 - 135 Fleet Quay Boulevard")}
<section id="propertyDetailsSectionContentSubCon">
<div class="summaryTiles"><div class="summaryTile"><div class="label">Bedrooms</div><div class="value">2 + 1</div></div><div class="summaryTile"><div class="label">Bathrooms</div><div class="value">2</div></div><div class="summaryTile"><div class="label">Square Footage</div><div class="value">800 - 899 sqft</div></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Welcome to Suite 2304 at The Marlowe, the 63-storey glass tower Fenwick Developments completed on the waterfront in 2018. This south-east corner suite has two split bedrooms, a den with a sliding door that works as a nursery or office, two full 4-piece baths, floor-to-ceiling windows and a 180 sq ft wraparound balcony with views of the lake and the islands. Integrated appliances, quartz counters and wide-plank floors throughout. Owned parking on P3 (#118) and a locker on level B (B-42) are included; a second stall on P3 is available from the seller for $68,000. The Marlowe's 612 suites share 1,240,000 sq ft across the podium and tower with a 24-hour concierge, indoor pool, gym, yoga studio, party room, guest suites and a rooftop terrace on 64. Property management: Quayline Property Management, 40 Bay Quay Road, Suite 210, Toronto, ON M5J 2X4 (416-555-0191). Steps to Union Station, the PATH and the Scotiabank Arena.</p></div>
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">Apartment</div></div>
<div class="row"><div class="label">Community Name</div><div class="value">Waterfront Communities C1</div></div>
<div class="row"><div class="label">Title</div><div class="value">Condominium/Strata</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$3,968.22</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">Underground (1)</div></div>
<div class="row"><div class="label">Maintenance Fees</div><div class="value">$712.44 Monthly</div></div>
<div class="row"><div class="label">Maintenance Fees Include</div><div class="value">Heat, Water, Common Area Maintenance, Insurance, Parking</div></div>
<h2>Building</h2>
<div class="row"><div class="label">Bedrooms Above Ground</div><div class="value">2</div></div>
<div class="row"><div class="label">Bedrooms Below Ground</div><div class="value">1</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">2</div></div>
<div class="row"><div class="label">Interior Floor Space</div><div class="value">800 - 899 sqft</div></div>
<div class="row"><div class="label">Exposure</div><div class="value">South East</div></div>
<div class="row"><div class="label">Amenities</div><div class="value">Storage - Locker, Concierge, Exercise Centre, Party Room, Guest Suite, Rooftop Deck/Garden</div></div>
<div class="row"><div class="label">Cooling Type</div><div class="value">Central air conditioning</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Heat Pump</div></div>
<div class="row"><div class="label">Exterior Finish</div><div class="value">Concrete, Window wall</div></div>
<h2>Rooms</h2>
<table class="roomsTable"><tbody>
<tr><td>Flat</td><td>Living room</td><td>5.79 m x 3.35 m</td></tr>
<tr><td>Flat</td><td>Kitchen</td><td>3.20 m x 2.44 m</td></tr>
<tr><td>Flat</td><td>Primary Bedroom</td><td>3.66 m x 3.05 m</td></tr>
<tr><td>Flat</td><td>Bedroom 2</td><td>3.05 m x 2.74 m</td></tr>
<tr><td>Flat</td><td>Den</td><td>2.44 m x 2.13 m</td></tr>
</tbody></table>
</section>
<section id="realtorCardsCon"><h2>Listing Agents</h2>
<div class="realtorCard"><div class="realtorCardName">Priya Ramanathan</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(416) 555-0126</div>
<div class="officeCard"><div class="officeCardName">Harbourfront Key Realty Inc., Brokerage</div><div class="officeCardAddress">20 Marina Walk, Unit 4, Toronto, Ontario M5J 1B7</div><div class="officeCardPhone">(416) 555-0100</div></div></div>
<div class="realtorCard"><div class="realtorCardName">Tomás Ferreira</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">(416) 555-0173</div>
<div class="officeCard"><div class="officeCardName">Harbourfront Key Realty Inc., Brokerage</div><div class="officeCardAddress">20 Marina Walk, Unit 4, Toronto, Ontario M5J 1B7</div></div></div>
</section>
${buildingUnits("More listings in this building", ["Unit", "Status", "Price", "Beds", "Size"], [
  { unit: "1105 - 135 Fleet Quay Boulevard", status: "For sale", price: "$649,000", beds: "1", size: "500 - 599 sqft", href: "/real-estate/29177215/1105-135-fleet-quay-boulevard-toronto" },
  { unit: "5801 - 135 Fleet Quay Boulevard", status: "For sale", price: "$1,790,000", beds: "3", size: "1400 - 1599 sqft", href: "/real-estate/29190344/5801-135-fleet-quay-boulevard-toronto" },
  { unit: "3310 - 135 Fleet Quay Boulevard", status: "For rent", price: "$3,100/Monthly", beds: "2", size: "700 - 799 sqft", href: "/real-estate/29181962/3310-135-fleet-quay-boulevard-toronto" },
])}
${calculator("Mortgage Calculator", [["Purchase price", "$899,000"], ["Down payment (20%)", "$179,800"], ["Amortization", "25 years"], ["Interest rate", "4.69%"]], "Estimated payment: $4,056 / month")}
${windowState("listingMapData", { mapCentre: { lat: 43.64, lng: -79.38, zoom: 14 }, listing: { mls: "C12610427", id: "29188410", lat: 43.63821, lng: -79.39512 }, nearby: [{ id: "29177215", lat: 43.63821, lng: -79.39512, price: "$649,000" }, { id: "29166023", lat: 43.64107, lng: -79.38744, price: "$724,900" }] })}
${similar("Nearby condos", [
  { price: "$724,900", address: "1807 - 22 Pier Lane", place: "Toronto (Waterfront Communities C1), Ontario", facts: "2 bd · 2 ba · 700 - 799 sqft", href: "/real-estate/29166023/1807-22-pier-lane-toronto" },
  { price: "$1,099,000", address: "PH 02 - 9 Ferryline Crescent", place: "Toronto (Waterfront Communities C1), Ontario", facts: "2 + 1 bd · 2 ba · 1000 - 1199 sqft", href: "/real-estate/29170458/ph-02-9-ferryline-crescent-toronto" },
])}
</main>
${siteFooter(["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.", "Data provided by the Toronto Regional Real Estate Board. © 2025 CREA."])}
${pixel("3318890021480")}
</body></html>`,
    expected: {
      price: { amount: 899000 },
      propertyKind: "condo",
      street: "2304 - 135 Fleet Quay Boulevard",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 0P3",
      neighbourhood: "Waterfront Communities C1",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2018,
      mlsNumber: "C12610427",
      listingAgentName: "Priya Ramanathan",
      brokerageName: "Harbourfront Key Realty Inc., Brokerage",
      geo: { lat: 43.63821, lng: -79.39512 },
    },
  },
  {
    name: "ho80-remaxca-beltline-suite-2304-13-avenue-sw-calgary",
    site: "remax.ca",
    set: "held-out-80",
    traps: "a Beltline suite '2304, 1045 13 Avenue SW' also written 'Unit 2304' in the remarks; 1,012 sq ft (RMS) beside the Vantage's 34 storeys, 268 units and 2015 year; condo fee '$687/month'; titled stall '#214 (P2)' and an extra stall for $35,000; the condo management office on 4 Avenue SW with its own postal code; the brokerage with a '- Beltline Office' branch; a RE/MAX estimate; other units of the building (#1508, #3101 and a #906 rental) in the page and in __NEXT_DATA__ beside the listing's own point",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/2304-1045-13-avenue-sw-wp_id318874201-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2304, 1045 13 Avenue SW, Calgary, AB T2R 0L4 - A2261904 | RE/MAX</title>
<meta name="description" content="2304, 1045 13 Avenue SW for sale: 2 beds, 2 baths, 1,012 sq ft apartment in Beltline, Calgary, AB. MLS® A2261904. Listed at $489,900.">
<meta property="og:title" content="2304, 1045 13 Avenue SW, Calgary, AB | RE/MAX">
<meta property="og:image" content="https://media.remax-cdn.ca/listings/A2261904/1.jpg">
<link rel="canonical" href="https://www.remax.ca/ab/calgary-real-estate/2304-1045-13-avenue-sw-wp_id318874201-lst">
${gtm("GTM-RMXCA9")}
</head><body>
${consent("RE/MAX")}
${header("RE/MAX", ["Buy", "Sell", "Find an Agent", "Commercial", "Blog", "Français"])}
<main class="listing-detail">
${crumbs(["Home", "AB", "Calgary", "Beltline", "2304, 1045 13 Avenue SW"])}
<section class="listing-summary">
<div class="listing-summary__price" data-cy="listing-price">$489,900</div>
<h1 class="listing-summary__address" data-cy="listing-address"><span>2304, 1045 13 Avenue SW</span><span>Calgary, AB T2R 0L4</span></h1>
<ul class="listing-summary__stats"><li><span>2</span> Beds</li><li><span>2</span> Baths</li><li><span>1,012</span> Sqft</li></ul>
<div class="listing-summary__estimate">RE/MAX Estimate: $474,000 <small>Not an appraisal</small></div>
</section>
${gallery("https://media.remax-cdn.ca/listings/A2261904", 30, "2304, 1045 13 Avenue SW")}
<section class="listing-description"><h2>Description</h2>
<p>Unit 2304 at The Vantage on 13th is a west-facing two-bedroom, two-bathroom corner home with 1,012 sq ft (RMS) and mountain views from both bedrooms. Open kitchen with a gas range and an island, in-suite laundry, and a 90 sq ft balcony with a gas line. The primary bedroom has a walk-through closet and a 4-piece ensuite; the second bedroom sits beside the main 4-piece bath. Titled stall #214 on P2 and an assigned storage locker are included; the seller also owns stall #231 and will sell it separately for $35,000. Built in 2015, the Vantage rises 34 storeys with 268 units, a fitness centre, a owners' lounge, a rooftop terrace and a car wash bay. Condo fees of $687/month include heat, water, electricity and the reserve fund. The condo is managed by Keystone Condominium Management, 500 4 Avenue SW, Suite 1100, Calgary, AB T2P 2V6.</p>
</section>
<section class="listing-details"><h2>Home Details</h2>
<dl>
<dt>Property Type</dt><dd>Residential</dd>
<dt>Building Type</dt><dd>Apartment</dd>
<dt>Ownership</dt><dd>Condominium</dd>
<dt>Community</dt><dd>Beltline</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Full Baths</dt><dd>2</dd>
<dt>Square Footage</dt><dd>1,012 sqft</dd>
<dt>Year Built</dt><dd>2015</dd>
<dt>Condo Fee</dt><dd>$687 / month</dd>
<dt>Parking</dt><dd>Titled, Underground (1)</dd>
<dt>Exposure</dt><dd>West</dd>
<dt>Taxes</dt><dd>$2,871 (2025)</dd>
<dt>MLS® #</dt><dd>A2261904</dd>
</dl>
</section>
${buildingBox("About The Vantage on 13th", [["Address", "1045 13 Avenue SW, Calgary"], ["Year built", "2015"], ["Storeys", "34"], ["Units", "268"], ["Amenities", "Fitness centre, Owners' lounge, Rooftop terrace, Car wash bay, Bike storage"], ["Management", "Keystone Condominium Management, 500 4 Avenue SW, Suite 1100, Calgary, AB T2P 2V6"]])}
${buildingUnits("Other units at 1045 13 Avenue SW", ["Unit", "Status", "Price", "Beds", "Sqft"], [
  { unit: "1508, 1045 13 Avenue SW", status: "For Sale", price: "$379,000", beds: "1", size: "688", href: "/ab/calgary-real-estate/1508-1045-13-avenue-sw-wp_id318862271-lst" },
  { unit: "3101, 1045 13 Avenue SW", status: "For Sale", price: "$729,900", beds: "2 + den", size: "1,296", href: "/ab/calgary-real-estate/3101-1045-13-avenue-sw-wp_id318871940-lst" },
  { unit: "906, 1045 13 Avenue SW", status: "For Rent", price: "$2,150 /mo", beds: "1", size: "640", href: "/ab/calgary-real-estate/906-1045-13-avenue-sw-wp_id318880113-lst" },
])}
<section class="listing-agent"><h2>Listed By</h2>
<div class="agent-card"><span class="agent-card__name">Derek Ostrowski</span><span class="agent-card__title">REALTOR®</span><a href="tel:4035550164">403-555-0164</a>
<span class="agent-card__office">RE/MAX Crown Realty - Beltline Office</span><span class="agent-card__office-address">1330 9 Avenue SW, Calgary, AB T3C 0H9</span></div>
${leadForm("Ask about this condo", "I'd like more information about 2304, 1045 13 Avenue SW.", "Send message")}
</section>
${calculator("Mortgage Calculator", [["Home price", "$489,900"], ["Down payment", "$48,990"], ["Rate", "4.79%"], ["Amortization", "25 years"]], "Monthly payment: $2,503")}
${similar("Similar listings nearby", [
  { price: "$455,000", address: "1702, 1188 12 Avenue SW", place: "Calgary, AB", facts: "2 bd · 2 ba · 901 sqft", href: "/ab/calgary-real-estate/1702-1188-12-avenue-sw-wp_id318855602-lst" },
  { price: "$519,900", address: "2805, 920 14 Avenue SW", place: "Calgary, AB", facts: "2 bd · 2 ba · 1,068 sqft", href: "/ab/calgary-real-estate/2805-920-14-avenue-sw-wp_id318849917-lst" },
])}
</main>
${nextData({ props: { pageProps: { listing: { mlsNum: "A2261904", id: "318874201", listPrice: 489900, address: "2304, 1045 13 Avenue SW", city: "Calgary", province: "AB", postalCode: "T2R 0L4", neighbourhood: "Beltline", propertyType: "Apartment", beds: 2, baths: 2, sqft: 1012, yearBuilt: 2015, condoFee: 687, lat: 51.04198, lng: -114.08213, agent: { name: "Derek Ostrowski", office: "RE/MAX Crown Realty - Beltline Office" } }, buildingListings: [{ id: "318862271", unit: "1508", listPrice: 379000, sqft: 688, lat: 51.04198, lng: -114.08213 }, { id: "318871940", unit: "3101", listPrice: 729900, sqft: 1296, lat: 51.04198, lng: -114.08213 }, { id: "318880113", unit: "906", leasePrice: 2150, sqft: 640 }], estimate: { value: 474000 } } }, page: "/[province]/[city]/[listing]", buildId: "rmx-2c81d0" })}
${siteFooter(["Each RE/MAX® office is independently owned and operated. RE/MAX Canada, 5800 Explorer Drive, Mississauga, ON L4W 5K9.", "MLS® listing data provided by the Calgary Real Estate Board (CREB®); deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 489900 },
      propertyKind: "condo",
      street: "2304, 1045 13 Avenue SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T2R 0L4",
      neighbourhood: "Beltline",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1012,
      yearBuilt: 2015,
      mlsNumber: "A2261904",
      listingAgentName: "Derek Ostrowski",
      brokerageName: "RE/MAX Crown Realty",
      geo: { lat: 51.04198, lng: -114.08213 },
    },
  },
  {
    name: "ho80-royallepage-suite-1503-brunswick-quay-halifax",
    site: "royallepage.ca",
    set: "held-out-80",
    traps: "'Suite 1503, 1881 Brunswick Quay' in the heading and JSON-LD; 1,148 sq ft beside the building's 21 storeys, 164 suites and 186,000 sq ft; condo fee '$864.20/mo'; parking '#P1-37' included and a second space for $30,000; storage locker #62; 'Exposure: East'; other suites in the building (Suite 804 and the Suite 2001 penthouse) and a sold suite; the property manager's Hollis Street office; a Royal LePage corporate office address in the footer; JSON-LD geo",
    pageUrl: "https://www.royallepage.ca/en/property/nova-scotia/halifax/suite-1503-1881-brunswick-quay/24418872/mls202526118/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Suite 1503, 1881 Brunswick Quay, Halifax, NS B3J 0H4 | MLS® 202526118 | Royal LePage</title>
<meta name="description" content="2 bedroom, 2 bathroom condo for sale at Suite 1503, 1881 Brunswick Quay, Halifax. MLS® 202526118. $699,000.">
<meta property="og:title" content="Suite 1503, 1881 Brunswick Quay, Halifax | Royal LePage">
<meta property="og:image" content="https://rlp.azureedge.net/listings/202526118/1.jpg">
<link rel="canonical" href="https://www.royallepage.ca/en/property/nova-scotia/halifax/suite-1503-1881-brunswick-quay/24418872/mls202526118/">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Suite 1503, 1881 Brunswick Quay", numberOfRooms: 5, floorSize: { "@type": "QuantitativeValue", value: 1148, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "Suite 1503, 1881 Brunswick Quay", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3J 0H4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.64872, longitude: -63.57153 } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Royal LePage Atlantic", address: { "@type": "PostalAddress", streetAddress: "7071 Bayers Road, Suite 200", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3L 2C2" }, telephone: "902-555-0100" })}
${gtm("GTM-RLP80")}
</head><body>
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Insights", "Français"])}
<main class="property-details">
${crumbs(["Home", "Nova Scotia", "Halifax", "Suite 1503, 1881 Brunswick Quay"])}
<div class="property-header">
<h1 class="address-1">Suite 1503, 1881 Brunswick Quay</h1>
<p class="address-2">Halifax, Nova Scotia B3J 0H4</p>
<p class="property-price">$699,000</p>
<p class="mls-number">MLS® 202526118</p>
<ul class="property-icons"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>1,148 sq. ft.</li></ul>
</div>
${gallery("https://rlp.azureedge.net/listings/202526118", 26, "Suite 1503, 1881 Brunswick Quay")}
<section class="property-description"><h2>Property Description</h2>
<p>Harbour views from every room of Suite 1503 at The Brunswick Quay, the 21-storey waterfront building completed in 2011. 1,148 sq ft with two bedrooms at opposite ends, a primary ensuite with a walk-in shower, a second full bath, a chef's kitchen with gas cooktop and a 14-foot balcony facing east over the water. Underground parking space #P1-37 and storage locker #62 are included; a second underground space can be purchased for $30,000. The building's 164 suites (186,000 sq ft in all) share a concierge, fitness room, guest suite, rooftop terrace and car wash. Managed by Harbourview Condominium Services, 1559 Hollis Street, Suite 300, Halifax, NS B3J 1V5. Walk to the boardwalk, Scotia Square and the ferry.</p>
</section>
<section class="property-features"><h2>Property Features</h2>
<table class="features-table"><tbody>
<tr><th>Property Type</th><td>Condominium</td></tr>
<tr><th>Building Type</th><td>Apartment</td></tr>
<tr><th>Building Name</th><td>The Brunswick Quay</td></tr>
<tr><th>Year Built</th><td>2011</td></tr>
<tr><th>Storeys in Building</th><td>21</td></tr>
<tr><th>Floor</th><td>15</td></tr>
<tr><th>Exposure</th><td>East</td></tr>
<tr><th>Living Area</th><td>1,148 sq. ft.</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Condo Fees</th><td>$864.20/mo</td></tr>
<tr><th>Parking</th><td>Underground, #P1-37</td></tr>
<tr><th>Storage</th><td>Locker #62</td></tr>
<tr><th>Amenities</th><td>Concierge, Fitness Room, Guest Suite, Rooftop Terrace, Car Wash, Elevator</td></tr>
<tr><th>Taxes</th><td>$5,344 (2025)</td></tr>
</tbody></table>
</section>
${buildingUnits("Other suites at 1881 Brunswick Quay", ["Suite", "Status", "Price", "Bedrooms", "Size"], [
  { unit: "Suite 804", status: "For Sale", price: "$525,000", beds: "2", size: "964 sq. ft.", href: "/en/property/nova-scotia/halifax/suite-804-1881-brunswick-quay/24409118/mls202524471/" },
  { unit: "Suite 2001 (Penthouse)", status: "For Sale", price: "$1,495,000", beds: "3", size: "2,210 sq. ft.", href: "/en/property/nova-scotia/halifax/suite-2001-1881-brunswick-quay/24421560/mls202526903/" },
  { unit: "Suite 1203", status: "Sold", price: "$668,000", beds: "2", size: "1,148 sq. ft.", href: "#" },
])}
<section class="agent-info"><h2>Listing Agent</h2>
<div class="agent-card"><p class="agent-name">Colleen MacIsaac</p><p class="agent-title">REALTOR®</p><p class="agent-brokerage">Royal LePage Atlantic</p><p class="agent-phone">902-555-0148</p></div>
${leadForm("Request more information", "Please send me more information about Suite 1503, 1881 Brunswick Quay.", "Send")}
</section>
${calculator("Mortgage Calculator", [["Asking price", "$699,000"], ["Down payment", "$139,800"], ["Interest rate", "4.74%"], ["Amortization", "25 years"]], "Estimated monthly payment: $3,175")}
${similar("Similar properties", [
  { price: "$749,900", address: "1102-1475 Lower Water Street", place: "Halifax, NS", facts: "2 bed · 2 bath · 1,210 sq. ft.", href: "/en/property/nova-scotia/halifax/1102-1475-lower-water-street/24417703/mls202525880/" },
  { price: "$612,000", address: "Unit 706, 5251 Duke Terrace", place: "Halifax, NS", facts: "2 bed · 2 bath · 1,032 sq. ft.", href: "/en/property/nova-scotia/halifax/unit-706-5251-duke-terrace/24412290/mls202525033/" },
])}
</main>
${siteFooter(["Royal LePage Atlantic, 7071 Bayers Road, Suite 200, Halifax, NS B3L 2C2. Each office independently owned and operated.", "© 2025 Bridgemarq Real Estate Services Inc. All rights reserved. Listing data © Nova Scotia Association of REALTORS®."])}
</body></html>`,
    expected: {
      price: { amount: 699000 },
      propertyKind: "condo",
      street: "Suite 1503, 1881 Brunswick Quay",
      city: "Halifax",
      province: "NS",
      postalCode: "B3J 0H4",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1148,
      yearBuilt: 2011,
      mlsNumber: "202526118",
      listingAgentName: "Colleen MacIsaac",
      brokerageName: "Royal LePage Atlantic",
      geo: { lat: 44.64872, lng: -63.57153 },
    },
  },
  {
    name: "ho80-kijiji-rental-1204-rue-guy-montreal",
    site: "kijiji.ca",
    set: "held-out-80",
    traps: "a landlord's 4½ condo rental '1204-2250 Rue Guy' at $2,395/month; Kijiji's ad id beside a phone number; attributes 'Bathrooms 1' stored ×10 in the state; 'Size (sqft) 870' beside the building's 26 floors; parking P2-56 included and a second space at $150/month; other apartments in the building (app. 1507 at $1,895 and app. 2210 at $3,150) in the text; the management company's Sainte-Catherine office with its own postal code; the ad's map point in the state beside recommended ads",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/city-of-montreal/condo-4-1-2-app-1204-tour-le-concordia-meuble/1718842206",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo 4½ – app. 1204, Tour Le Concordia (partly furnished) | Long Term Rentals | City of Montréal | Kijiji</title>
<meta name="description" content="2 bedroom condo for rent at 1204-2250 Rue Guy, Montréal. $2,395/month. Pool, gym, 24h security, indoor parking included.">
<meta property="og:title" content="Condo 4½ – app. 1204, Tour Le Concordia (partly furnished)">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4c/4c2e91aa-1204.jpg">
<link rel="canonical" href="https://www.kijiji.ca/v-apartments-condos/city-of-montreal/condo-4-1-2-app-1204-tour-le-concordia-meuble/1718842206">
${gtm("GTM-KJJ80")}
</head><body>
${consent("Kijiji")}
${appBanner("Kijiji")}
${header("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Pets", "Post ad"])}
<main id="vip-body">
${crumbs(["Home", "Québec", "City of Montréal", "Real Estate", "For Rent", "Long Term Rentals"])}
<div class="realEstateTitle">
<h1 class="title-2323565163">Condo 4½ – app. 1204, Tour Le Concordia (partly furnished)</h1>
<div class="priceWrapper-1165431705"><span content="2395.00">$2,395</span> <span class="utilities">No Utilities Included</span></div>
<div class="locationContainer-2867112055"><span class="address-3617944557">1204-2250 Rue Guy, Montréal, QC H3H 2M3</span> <a href="#map">View map</a></div>
<div class="datePosted-383942873"><span>Posted 3 days ago</span></div>
</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718842206", 14, "Condo 4½ app. 1204")}
<section class="attributeListWrapper-2108313769"><h2>Overview</h2>
<ul>
<li><h4>Unit Type</h4><span>Condo</span></li>
<li><h4>Bedrooms</h4><span>2</span></li>
<li><h4>Bathrooms</h4><span>1</span></li>
<li><h4>Parking Included</h4><span>1</span></li>
<li><h4>Agreement Type</h4><span>1 Year</span></li>
<li><h4>Move-In Date</h4><span>February 1, 2026</span></li>
<li><h4>Pet Friendly</h4><span>No</span></li>
<li><h4>Size (sqft)</h4><span>870</span></li>
<li><h4>Furnished</h4><span>Yes</span></li>
<li><h4>Air Conditioning</h4><span>Yes</span></li>
<li><h4>Amenities</h4><span>Gym, Pool, Concierge, Storage Space, Elevator in Building</span></li>
</ul>
</section>
<section class="descriptionContainer-231909819"><h2>Description</h2>
<p>Beau 4½ au 12e étage de la Tour Le Concordia / Bright 2-bedroom condo on the 12th floor of Le Concordia, a 26-floor concrete tower built in 1989 and fully renovated in 2019. 870 sq ft, 2 bedrooms, 1 bathroom with a walk-in shower, open kitchen with dishwasher, in-unit washer and dryer, south-west exposure with a view of the mountain. Indoor parking space P2-56 and a storage locker (#1204) are included; a second space can be rented for $150/month. Heated indoor pool, gym and 24h security.</p>
<p>We also have app. 1507 (3½, 610 sq ft, $1,895/month) and app. 2210 (5½, 1,240 sq ft, $3,150/month) available in the same building. Credit check and references required. Visits by appointment: Gestion Immobilière Rive-Guy, 1500, rue Sainte-Catherine Ouest, bureau 300, Montréal (Québec) H3G 1S8, 514-555-0182.</p>
</section>
<div id="map" class="mapContainer" data-testid="vip-map"></div>
<aside class="posterInfo"><h3>Gestion Immobilière Rive-Guy</h3><p>Professional · On Kijiji since 2016</p><p>Typically replies within 1 hour</p>${leadForm("Contact Gestion Immobilière Rive-Guy", "Hi, is app. 1204 at 2250 Rue Guy still available?", "Send message")}</aside>
<div class="adId">Ad ID 1718842206</div>
${similar("Recommended for you", [
  { price: "$2,150", address: "1455 Rue Fort", place: "City of Montréal", facts: "2 bd · 1 ba · 760 sqft", href: "/v-apartments-condos/city-of-montreal/4-1-2-rue-fort/1718790044" },
  { price: "$2,690", address: "3100 Boul. De Maisonneuve O.", place: "City of Montréal", facts: "2 bd · 2 ba · 950 sqft", href: "/v-apartments-condos/city-of-montreal/condo-2-chambres-maisonneuve/1718811530" },
])}
</main>
${windowState("__data", { vip: { adId: 1718842206, title: "Condo 4½ – app. 1204, Tour Le Concordia (partly furnished)", price: { amount: 239500, currency: "CAD", type: "FIXED" }, location: { address: "1204-2250 Rue Guy, Montréal, QC H3H 2M3", latitude: 45.49338, longitude: -73.57944, mapAddress: "2250 Rue Guy" }, attributes: { unittype: "condo", numberbedrooms: 2, numberbathrooms: 10, numberparkingspots: 1, areainfeet: 870, furnished: 1, petsallowed: 0, agreementtype: "one-year" }, poster: { name: "Gestion Immobilière Rive-Guy", type: "professional" } }, recommendations: [{ adId: 1718790044, price: 215000, latitude: 45.49511, longitude: -73.58302 }, { adId: 1718811530, price: 269000, latitude: 45.49024, longitude: -73.58713 }] })}
${siteFooter(["Kijiji, 1 Yonge Street, Toronto, ON. © 2025 Kijiji Canada Ltd. All rights reserved.", "Kijiji is not responsible for the content of ads posted by users."])}
</body></html>`,
    expected: {
      price: { amount: 2395, period: "month" },
      propertyKind: "condo",
      street: "1204-2250 Rue Guy",
      city: "Montréal",
      province: "QC",
      postalCode: "H3H 2M3",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 870,
      yearBuilt: 1989,
      geo: { lat: 45.49338, lng: -73.57944 },
    },
  },
  {
    name: "ho80-point2homes-one-plus-den-1204-parkdale-quay-ottawa",
    site: "point2homes.com",
    set: "held-out-80",
    traps: "'1204-180 Parkdale Quay' with 'Bedrooms 1' and a den (no bedroom); 742 sq ft beside the building's 28 floors and 318,000 sq ft; condo fee '$511/month'; parking not included, a space for $35,000; locker #41 included; 'Exposure North-West'; price per sq ft; Point2's own listing id beside the MLS®; other units at 180 Parkdale Quay with their prices, sizes and numbers; the management office on Albert Street with its own postal code; JSON-LD with geo and a Product offer",
    pageUrl: "https://www.point2homes.com/CA/Condo-For-Sale/ON/Ottawa/Hintonburg/1204-180-Parkdale-Quay/128841993.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1204-180 Parkdale Quay, Ottawa, Ontario, K1Y 0A2 | Condo For Sale | Point2</title>
<meta name="description" content="1204-180 Parkdale Quay, Ottawa, ON K1Y 0A2 - Condo for sale, 1 bed, 1 bath, 742 sqft. MLS® X12633840. $459,900.">
<meta property="og:title" content="1204-180 Parkdale Quay, Ottawa, Ontario, K1Y 0A2">
<meta property="og:image" content="https://images.point2.com/listings/128841993/1.jpg">
<link rel="canonical" href="https://www.point2homes.com/CA/Condo-For-Sale/ON/Ottawa/Hintonburg/1204-180-Parkdale-Quay/128841993.html">
${ld({ "@context": "https://schema.org", "@type": ["Product", "Apartment"], name: "1204-180 Parkdale Quay, Ottawa, Ontario, K1Y 0A2", description: "Condo for sale in Hintonburg, Ottawa.", floorSize: { "@type": "QuantitativeValue", value: 742, unitText: "sqft" }, numberOfBedrooms: 1, numberOfBathroomsTotal: 1, address: { "@type": "PostalAddress", streetAddress: "1204-180 Parkdale Quay", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1Y 0A2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.40402, longitude: -75.73118 }, offers: { "@type": "Offer", price: 459900, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${gtm("GTM-P2H80")}
</head><body>
${consent("Point2")}
${header("Point2", ["Buy", "Rent", "Sold", "Agents", "Commercial", "Mortgage", "Blog"])}
<main class="details-page">
${crumbs(["Canada", "Ontario", "Ottawa", "Hintonburg", "1204-180 Parkdale Quay"])}
<div class="details-header">
<h1 class="address-container"><div class="address">1204-180 Parkdale Quay</div><div class="city">Ottawa, Ontario, K1Y 0A2</div></h1>
<div class="price" data-price="459900">$459,900</div>
<ul class="characteristics-cnt"><li class="ic-beds">1 Bed + Den</li><li class="ic-baths">1 Bath</li><li class="ic-sqft">742 Sqft</li><li class="ic-ppsf">$620 / Sqft</li></ul>
<div class="listing-ids">MLS® #: X12633840 · Point2 ID: 128841993</div>
</div>
${gallery("https://images.point2.com/listings/128841993", 22, "1204-180 Parkdale Quay")}
<section class="description-full-cnt"><h2>Description</h2>
<p>A one-bedroom-plus-den on the 12th floor of The Westboro Quay (built 2014) with north-west views over the river and the Gatineau Hills. 742 sq ft: open kitchen with an island, a living room opening to a 75 sq ft balcony, a primary bedroom with a walk-through closet to the 4-piece bath and a separate den ideal as an office. Storage locker #41 is included. Parking is not included with this unit; an underground space (#B2-61) can be bought from the developer for $35,000. The 28-floor tower (318,000 sq ft, 301 units) has a saltwater pool, gym, theatre room, party room and rooftop terrace. Condo fee $511/month includes heat and water. Management office: Ottawa Capital Condominium Management, 1200 Albert Street, Suite 501, Ottawa, ON K1R 7K5.</p>
</section>
<section class="details-table"><h2>Details</h2>
<dl>
<dt>Type</dt><dd>Condo</dd>
<dt>Style</dt><dd>High Rise Apartment</dd>
<dt>Neighbourhood</dt><dd>Hintonburg</dd>
<dt>Bedrooms</dt><dd>1</dd>
<dt>Den</dt><dd>Yes</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Living Area</dt><dd>742 sqft</dd>
<dt>Year Built</dt><dd>2014</dd>
<dt>Floor</dt><dd>12 of 28</dd>
<dt>Exposure</dt><dd>North-West</dd>
<dt>Condo Fee</dt><dd>$511/month</dd>
<dt>Parking</dt><dd>None included</dd>
<dt>Locker</dt><dd>Owned, #41</dd>
<dt>Taxes</dt><dd>$3,412 / year</dd>
</dl>
</section>
${buildingUnits("Other Listings at 180 Parkdale Quay", ["Unit", "Status", "Price", "Beds", "Size"], [
  { unit: "806-180 Parkdale Quay", status: "For Sale", price: "$389,000", beds: "1", size: "598 sqft", href: "/CA/Condo-For-Sale/ON/Ottawa/Hintonburg/806-180-Parkdale-Quay/128830421.html" },
  { unit: "2501-180 Parkdale Quay", status: "For Sale", price: "$849,000", beds: "2", size: "1,186 sqft", href: "/CA/Condo-For-Sale/ON/Ottawa/Hintonburg/2501-180-Parkdale-Quay/128839967.html" },
  { unit: "1710-180 Parkdale Quay", status: "For Rent", price: "$2,300/month", beds: "1", size: "690 sqft", href: "/CA/Apartment-For-Rent/ON/Ottawa/Hintonburg/1710-180-Parkdale-Quay/128844102.html" },
])}
<section class="agent-summary"><h2>Listed by</h2>
<div class="agent-name">Mireille Fontaine</div><div class="agent-title">Broker</div><div class="agent-company">Capital Keystone Realty Ltd., Brokerage</div><div class="agent-company-address">1111 Wellington Street West, Ottawa, ON K1Y 2Y6</div><div class="agent-phone">613-555-0139</div>
${leadForm("Contact agent", "I am interested in 1204-180 Parkdale Quay.", "Send")}
</section>
${calculator("Mortgage Calculator", [["Price", "$459,900"], ["Down payment", "$91,980"], ["Interest", "4.59%"], ["Term", "25 years"]], "Monthly payment: $2,054")}
${similar("Nearby Condos for Sale", [
  { price: "$499,000", address: "905-1025 Richmond Road", place: "Ottawa, ON", facts: "2 Beds · 1 Bath · 812 Sqft", href: "/CA/Condo-For-Sale/ON/Ottawa/Westboro/905-1025-Richmond-Road/128828811.html" },
  { price: "$429,900", address: "1507-320 Holland Terrace", place: "Ottawa, ON", facts: "1 Bed · 1 Bath · 688 Sqft", href: "/CA/Condo-For-Sale/ON/Ottawa/Hintonburg/1507-320-Holland-Terrace/128835570.html" },
])}
</main>
${siteFooter(["Point2 is a Yardi company. © 2025 Point2. All rights reserved.", "MLS® listing data © Ottawa Real Estate Board; the trademarks MLS®, Multiple Listing Service® are owned by CREA."])}
</body></html>`,
    expected: {
      price: { amount: 459900 },
      propertyKind: "condo",
      street: "1204-180 Parkdale Quay",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1Y 0A2",
      neighbourhood: "Hintonburg",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 742,
      yearBuilt: 2014,
      mlsNumber: "X12633840",
      listingAgentName: "Mireille Fontaine",
      brokerageName: "Capital Keystone Realty Ltd., Brokerage",
      geo: { lat: 45.40402, lng: -75.73118 },
    },
  },
];
