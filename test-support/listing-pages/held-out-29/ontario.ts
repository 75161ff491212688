/**
 * Twenty-ninth held-out corpus, Ontario: a REALTOR.ca condo apartment in Toronto's Waterfront, a Zolo condo offered
 * for sale or lease in Ottawa's Byward Market, a HouseSigma condo townhouse in Toronto and a Condos.ca assignment
 * sale in Toronto. Addresses, names and numbers are invented; the expected facts were written before the extractor
 * ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_29_ONTARIO: ListingPage[] = [
  {
    name: "ho29-realtorca-condo-toronto-waterfront",
    site: "realtor.ca",
    set: "held-out-29",
    traps: "a REALTOR.ca condo apartment in Toronto: '2 + 1' bedrooms; 'Unit 1812' before the street in the heading; monthly maintenance fee beside the price; parking and locker; building amenities; team of two agents (two cards, the first the listing agent) with the brokerage's office address; land size '0 x 0 FT' placeholder; 'Waterfront Communities C1' community; mortgage calculator default",
    pageUrl: "https://www.realtor.ca/real-estate/28870142/1812-88-harbour-quay-boulevard-toronto-waterfront-communities-c1",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1812 - 88 HARBOUR QUAY BOULEVARD, Toronto (Waterfront Communities C1), Ontario M5J 0H4 - C12877341 | REALTOR.ca</title>
<meta name="description" content="For sale: 1812 - 88 HARBOUR QUAY BOULEVARD, Toronto, Ontario M5J 0H4 - C12877341. Look at this condo apartment listing with 2 + 1 bedrooms and 2 bathrooms.">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS639001/reb82/highres/1/c12877341_1.jpg">
<meta name="geo.position" content="43.64027;-79.37915">
</head><body>
<header id="headerCon"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<main id="listingDetailsCon">
<div id="listingPriceCon"><div id="listingPrice">$829,000</div></div>
<div id="listingAddressCon"><h1 id="listingAddress">1812 - 88 HARBOUR QUAY BOULEVARD<br>Toronto (Waterfront Communities C1), Ontario M5J 0H4</h1></div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">C12877341</span></div>
<div id="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentSubCon_Bedrooms"><div class="propertyDetailsSectionContentValue">2 + 1</div><div class="propertyDetailsSectionContentLabel">Bedrooms</div></div>
<div class="propertyDetailsSectionContentSubCon_Bathrooms"><div class="propertyDetailsSectionContentValue">2</div><div class="propertyDetailsSectionContentLabel">Bathrooms</div></div>
<div class="propertyDetailsSectionContentSubCon_Size"><div class="propertyDetailsSectionContentValue">900 - 999 sqft</div><div class="propertyDetailsSectionContentLabel">Square Footage</div></div>
</div>
<div id="propertyDescriptionCon"><p>Corner suite with floor-to-ceiling windows and a wrap-around balcony facing the lake. Split two-bedroom layout plus a den with a door, primary with walk-in closet and ensuite. Steps to Union Station, the PATH and Harbourfront. One parking and one locker included.</p></div>
<div id="propertyDetailsSectionVal_Building">
<div class="propertyDetailsSectionContentSubCon"><div class="label">Building Type</div><div class="value">Apartment</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Ownership Type</div><div class="value">Condominium/Strata</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Maintenance Fees</div><div class="value">$742.18 Monthly</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Amenities</div><div class="value">Exercise Centre, Party Room, Visitor Parking, Storage - Locker, Concierge</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Parking Type</div><div class="value">Underground</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Total Parking Spaces</div><div class="value">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Land Size</div><div class="value">0 x 0 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Annual Property Taxes</div><div class="value">$3,618.40</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Time on REALTOR.ca</div><div class="value">6 days</div></div>
</div>
<div id="propertyDetailsRoomsSection"><h2>Rooms</h2><table>
<tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>5.49 m x 3.35 m</td></tr>
<tr><td>Main level</td><td>Dining room</td><td>3.05 m x 2.74 m</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>3.20 m x 2.44 m</td></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>3.66 m x 3.20 m</td></tr>
<tr><td>Main level</td><td>Bedroom 2</td><td>3.05 m x 2.90 m</td></tr>
<tr><td>Main level</td><td>Den</td><td>2.44 m x 2.29 m</td></tr>
</table></div>
<div id="propertyDetailsNeighbourhood"><h2>Neighbourhood</h2><ul><li>Walk Score 98</li><li>Transit Score 100</li><li>Nearby: Union Station, Scotiabank Arena, Sugar Beach</li></ul><p>Schools data is provided for information only; contact the school board to confirm boundaries.</p></div>
<div id="propertyDetailsUtilities"><h2>Utilities</h2><dl><dt>Heating Type</dt><dd>Heat Pump</dd><dt>Cooling</dt><dd>Central air conditioning</dd><dt>Exterior Finish</dt><dd>Concrete, Glass</dd><dt>Storeys</dt><dd>54</dd></dl></div>
<div id="mortgageCalculator"><label>Purchase Price</label><input value="829,000"><label>Down Payment</label><input value="165,800"><p>Monthly payment $3,914</p></div>
<div id="realtorCardsCon">
<div class="realtorCard"><div class="realtorCardName">Priyanka Sethi</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardBrokerageName">HARBOURVIEW REALTY INC., BROKERAGE</div><div class="realtorCardAddress">220 Queens Quay W, Suite 410, Toronto, Ontario M5J 2Y5</div></div>
<div class="realtorCard"><div class="realtorCardName">Marcus Oyelaran</div><div class="realtorCardTitle">Broker</div><div class="realtorCardBrokerageName">HARBOURVIEW REALTY INC., BROKERAGE</div></div>
</div>
</main>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). Data provided by Toronto Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 829000 },
      propertyKind: "condo",
      street: "1812 - 88 Harbour Quay Boulevard",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 0H4",
      neighbourhood: "Waterfront Communities C1",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 900,
      mlsNumber: "C12877341",
      listingAgentName: "Priyanka Sethi",
      brokerageName: "HARBOURVIEW REALTY INC., BROKERAGE",
      geo: { lat: 43.64027, lng: -79.37915 },
    },
  },
  {
    name: "ho29-zolo-condo-sale-or-lease-byward-ottawa",
    site: "zolo.ca",
    set: "held-out-29",
    traps: "a Zolo condo in Ottawa's Byward Market offered for sale and also for lease: the sale price with a second card 'Also for lease $2,450/mo' under another MLS number; Zolo estimate; unit '#605' glued to the street; condo fees per month; 1 bed + den recorded as '1+1'; size range; building name and the building's year built in 'Building info'; neighbourhood Byward Market vs Lower Town; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/ottawa-real-estate/205-york-street/605",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>605 - 205 York Street, Ottawa — For Sale @ $519,900 | Zolo.ca</title>
<meta name="description" content="605-205 York St, Ottawa, ON K1N 5T5. 1+1 bed, 1 bath condo for sale. MLS® X12866019.">
<meta property="og:url" content="https://www.zolo.ca/ottawa-real-estate/205-york-street/605">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "605 - 205 York Street", address: { "@type": "PostalAddress", streetAddress: "605-205 York Street", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1N 5T5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.43061, longitude: -75.68874 } })}
</head><body>
<header class="zolo-header"><a href="/" class="logo">Zolo</a><nav><a href="/ottawa-real-estate">Ottawa</a><a href="/sold">Sold</a></nav></header>
<main class="listing-page">
<nav class="breadcrumbs"><a href="/ottawa-real-estate">Ottawa</a> › <a href="/ottawa-real-estate/lower-town">Lower Town</a> › <a href="/ottawa-real-estate/byward-market">Byward Market</a> › 205 York Street</nav>
<section class="listing-header">
<h1 class="address">605-205 York Street</h1>
<p class="city-line">Byward Market, Ottawa, ON K1N 5T5</p>
<div class="listing-price">$519,900</div>
<div class="zolo-estimate">Zolo Estimate: $503,400</div>
<ul class="summary"><li>1+1 bd</li><li>1 ba</li><li>700-799 sqft</li></ul>
</section>
<section class="also-lease"><p>This unit is also listed <strong>For Lease</strong>: $2,450/mo · MLS® X12866104</p></section>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>MLS®</dt><dd>X12866019</dd>
<dt>Type</dt><dd>Condo Apartment</dd>
<dt>Condo Fees</dt><dd>$588 / month</dd>
<dt>Parking</dt><dd>None</dd>
<dt>Locker</dt><dd>Owned</dd>
<dt>Exposure</dt><dd>North</dd>
<dt>Taxes</dt><dd>$3,902 (2026)</dd>
<dt>Days on Site</dt><dd>11</dd>
</dl></section>
<section class="building-info"><h2>Building Info — The York Residences</h2><ul><li>Year Built: 2009</li><li>Storeys: 14</li><li>Units: 126</li><li>Amenities: Rooftop Terrace, Gym, Concierge</li><li>Avg. $/sqft: $688</li></ul></section>
<section class="description"><h2>Description</h2><p>Bright one-bedroom plus den in the heart of the Market, steps from Rideau Centre and the University of Ottawa. Den fits a desk or guest bed. Locker included; no parking. Owner will consider a lease to a qualified tenant.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>4.52 x 3.30 m</td><td>Hardwood, window to ceiling</td></tr><tr><td>Kitchen</td><td>2.90 x 2.44 m</td><td>Quartz counter, breakfast bar</td></tr><tr><td>Bedroom</td><td>3.48 x 3.05 m</td><td>Double closet</td></tr><tr><td>Den</td><td>2.29 x 2.13 m</td><td>Open concept</td></tr></table></section>
<section class="market-stats"><h2>Byward Market Market Stats</h2><ul><li>Median sold price (condo, 90 days): $462,500</li><li>Avg. days on market: 38</li><li>Active listings: 57</li><li>Sold-to-list ratio: 97%</li></ul></section>
<section class="schools"><h2>Nearby Schools</h2><ul><li>York Street Public School · 0.3 km</li><li>École secondaire De La Salle · 0.6 km</li><li>Lisgar Collegiate Institute · 1.4 km</li></ul></section>
<section class="listed-by"><p>Listing courtesy of Gabrielle Thériault, Capital Core Realty Ltd., Brokerage</p></section>
<section class="in-building"><h2>Other listings at 205 York Street</h2><div>#1102 · 2 bd · $689,000</div><div>#308 · 1 bd · $2,150/mo</div></section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON M2M 4K2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 519900 },
      propertyKind: "condo",
      street: "605-205 York Street",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1N 5T5",
      neighbourhood: "Byward Market",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 700,
      yearBuilt: 2009,
      mlsNumber: "X12866019",
      listingAgentName: "Gabrielle Thériault",
      brokerageName: "Capital Core Realty Ltd., Brokerage",
      geo: { lat: 45.43061, lng: -75.68874 },
    },
  },
  {
    name: "ho29-housesigma-condo-townhouse-toronto",
    site: "housesigma.com",
    set: "held-out-29",
    traps: "a HouseSigma condo townhouse in Toronto (Etobicoke, Mimico): SigmaEstimate and the previous sold price of 2019 beside the list price; listing history with sold and terminated prices; '3+1' bedrooms; '2 full, 1 half' in the rooms; maintenance fee; 'Mimico' community vs Etobicoke district; unit 'TH 14' in the address; brokerage only (no agent name); HouseSigma's own brokerage in the footer",
    pageUrl: "https://housesigma.com/on/toronto-real-estate/14-41-lakeshore-walk/home/Vq8aZ3mLpk2yR1xb/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>TH 14 - 41 Lakeshore Walk, Toronto — W12871553 | HouseSigma</title>
<meta name="description" content="Condo Townhouse for sale at TH 14 - 41 Lakeshore Walk, Toronto, ON M8V 0C3. 3+1 beds, 3 baths. Listed $1,049,000.">
<script>window.__INITIAL_STATE__ = ${JSON.stringify({ house: { id_listing: "Vq8aZ3mLpk2yR1xb", ml_num: "W12871553", price: 1049000, price_sold: null, estimate_price: 1021000, house_type_name: "Condo Townhouse", address: "TH 14 - 41 Lakeshore Walk", municipality_name: "Toronto", community_name: "Mimico", province: "ON", postal_code: "M8V 0C3", bedroom: 3, bedroom_plus: 1, washroom: 3, map: { lat: 43.61694, lon: -79.49231 }, brokerage: "Lakeside West Realty Inc., Brokerage" } })};</script>
</head><body>
<header><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/map">Map</a><a href="/recommend">Recommend</a></nav></header>
<main class="house-detail">
<section class="top"><h1>TH 14 - 41 Lakeshore Walk</h1><p>Mimico, Etobicoke · Toronto, ON M8V 0C3</p>
<div class="price-block"><p class="listed">Listed: <strong>$1,049,000</strong></p><p class="estimate">SigmaEstimate: $1,021,000</p><p class="last-sold">Last Sold (2019-06-14): $812,000</p></div>
<ul class="basic"><li>3+1 Bedrooms</li><li>3 Bathrooms</li><li>1400-1599 sqft</li><li>Condo Townhouse</li></ul></section>
<section class="key"><h2>Key Facts</h2><table>
<tr><td>MLS®</td><td>W12871553</td></tr>
<tr><td>Maintenance</td><td>$486 /month</td></tr>
<tr><td>Tax</td><td>$4,210 / 2026</td></tr>
<tr><td>Parking</td><td>1 Garage</td></tr>
<tr><td>Locker</td><td>None</td></tr>
<tr><td>Listed on</td><td>2026-11-19</td></tr>
</table></section>
<section class="rooms"><h2>Rooms</h2><ul><li>Main: Living, Dining, Kitchen, Powder room</li><li>2nd: Primary (4pc ensuite), Bedroom 2</li><li>3rd: Bedroom 3, 4pc bath</li><li>Lower: Recreation / Bedroom 4</li></ul><p>Washrooms: 2 full, 1 half</p></section>
<section class="community"><h2>Mimico Community Stats</h2><table><tr><td>Median price (townhouse, 1 yr)</td><td>$998,000</td></tr><tr><td>Avg. days on market</td><td>21</td></tr><tr><td>Sold over asking</td><td>34%</td></tr><tr><td>Rental yield</td><td>3.2%</td></tr></table></section>
<section class="schools"><h2>Schools</h2><ul><li>Mimico Adult Centre · 0.5 km</li><li>George R Gauld Junior School · 0.8 km · Score 7.2</li><li>Lakeshore Collegiate Institute · 1.6 km · Score 6.5</li></ul></section>
<section class="amenities"><h2>Nearby</h2><ul><li>Mimico GO Station · 650 m</li><li>Humber Bay Park East · 900 m</li><li>Loblaws Lake Shore · 1.1 km</li></ul></section>
<section class="history"><h2>Listing History</h2><table>
<tr><td>2026-11-19</td><td>For Sale</td><td>$1,049,000</td></tr>
<tr><td>2024-04-02</td><td>Terminated</td><td>$1,099,000</td></tr>
<tr><td>2019-06-14</td><td>Sold</td><td>$812,000</td></tr>
</table></section>
<section class="description"><p>Stacked-free, three-level townhome steps to the Mimico waterfront trail and GO station. Private rooftop terrace, direct garage access and a finished lower level that works as a fourth bedroom.</p></section>
<section class="broker"><p>Listing Brokerage: Lakeside West Realty Inc., Brokerage</p></section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Markham, ON</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1049000 },
      propertyKind: "townhouse",
      street: "TH 14 - 41 Lakeshore Walk",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 0C3",
      neighbourhood: "Mimico",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1400,
      mlsNumber: "W12871553",
      brokerageName: "Lakeside West Realty Inc., Brokerage",
      geo: { lat: 43.61694, lng: -79.49231 },
    },
  },
  {
    name: "ho29-condosca-assignment-toronto",
    site: "condos.ca",
    set: "held-out-29",
    traps: "a Condos.ca assignment sale in a pre-construction Toronto tower (Yonge & Eglinton): assignment price beside the original purchase price and deposits paid; the development's 'from' price for remaining units and average $/sqft; occupancy year rather than year built; building page stats (storeys, units, developer) beside the unit's; 'Suite 2304'; 1 bed + den; exact 612 sqft; agent team 'The Okoro Group' with two names; TRREB number",
    pageUrl: "https://condos.ca/toronto/the-eglinton-grand-2150-yonge-st/unit-2304-C12880927",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2304 - 2150 Yonge St (Assignment) | The Eglinton Grand | Condos.ca</title>
<meta name="description" content="Assignment sale at The Eglinton Grand, 2150 Yonge St, Toronto. 1+1 bed, 1 bath, 612 sqft for $698,000.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mls: "C12880927", status: "Assignment", price: 698000, original_price: 729900, unit: "2304", street: "2150 Yonge St", city: "Toronto", neighbourhood: "Yonge and Eglinton", beds: "1+1", baths: 1, sqft: 612, lat: 43.70613, lng: -79.39852 }, building: { name: "The Eglinton Grand", developer: "Northvale Developments", storeys: 46, units: 512, occupancy: 2027, from_price: 749900, avg_psf: 1284 } } } })}</script>
</head><body>
<header><a href="/" class="logo">Condos.ca</a><nav><a href="/toronto">Toronto</a><a href="/pre-construction">Pre-Construction</a></nav></header>
<main>
<nav class="bc">Toronto › Yonge and Eglinton › The Eglinton Grand › Suite 2304</nav>
<section class="unit"><h1>Suite 2304 – 2150 Yonge St</h1><p>Yonge and Eglinton, Toronto, ON M4S 0E2</p>
<div class="badge">Assignment</div>
<div class="price">$698,000</div>
<p class="orig">Original purchase price: $729,900 · Deposits paid: $145,980</p>
<ul class="stats"><li>1+1 Bed</li><li>1 Bath</li><li>612 sqft</li><li>Locker: Yes</li><li>Parking: No</li></ul></section>
<section class="details"><dl><dt>MLS®</dt><dd>C12880927</dd><dt>Est. Maintenance</dt><dd>$0.72/sqft ($441/mo)</dd><dt>Exposure</dt><dd>East</dd><dt>Est. Occupancy</dt><dd>Spring 2027</dd></dl></section>
<section class="building"><h2>The Eglinton Grand</h2><ul><li>Developer: Northvale Developments</li><li>46 Storeys · 512 Units</li><li>Remaining units from $749,900</li><li>Avg. $1,284/sqft</li><li>Amenities: Pool, Co-working lounge, Pet spa</li></ul></section>
<section class="desc"><p>Rare assignment at The Eglinton Grand: east-facing one-bedroom plus den on a high floor, locker included. Assignment fee and developer's consent required. Occupancy expected spring 2027.</p></section>
<section class="floorplan"><h2>Floor Plan: The Hazel</h2><ul><li>Layout: 1 Bed + Den, 1 Bath</li><li>Interior: 612 sqft</li><li>Balcony: 88 sqft</li><li>Ceiling height: 9 ft</li></ul></section>
<section class="deposit"><h2>Deposit Structure (original)</h2><ol><li>$5,000 on signing</li><li>Balance to 5% in 30 days</li><li>5% in 90 days</li><li>5% in 365 days</li><li>5% on occupancy</li></ol></section>
<section class="market"><h2>Yonge and Eglinton Market</h2><table><tr><td>Avg. sold price (1 bed + den)</td><td>$641,000</td></tr><tr><td>Avg. rent (1 bed + den)</td><td>$2,480/mo</td></tr><tr><td>Avg. days on market</td><td>29</td></tr></table></section>
<section class="agent"><h3>The Okoro Group</h3><p>Adaeze Okoro &amp; Liam Pereira</p><p>Uptown Urban Realty Inc., Brokerage</p></section>
<section class="similar"><h2>Similar assignments</h2><div>Suite 1709 · 2150 Yonge St · $645,000</div><div>Suite 3101 · 15 Redpath Ave · $812,000</div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage · 197 Spadina Ave, Toronto, ON</p></footer>
</body></html>`,
    expected: {
      price: { amount: 698000 },
      propertyKind: "condo",
      street: "Suite 2304 – 2150 Yonge St",
      city: "Toronto",
      province: "ON",
      postalCode: "M4S 0E2",
      neighbourhood: "Yonge and Eglinton",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 612,
      mlsNumber: "C12880927",
      listingAgentName: "Adaeze Okoro",
      brokerageName: "Uptown Urban Realty Inc., Brokerage",
      geo: { lat: 43.70613, lng: -79.39852 },
    },
  },
];
