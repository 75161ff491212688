/**
 * Seventy-ninth held-out corpus, national portals and classifieds: realtor.ca (a hobby farm on a concession road in
 * Clearview, "RR 2 Stayner" as its rural mailing address), remax.ca (an acreage on Range Road 243 in Leduc County with
 * a finished basement and a heated shop), royallepage.ca (a waterfront estate on Bass Lake with a coach house over the
 * garage), kijiji.ca (an owner's 96-acre bush lot "Lot 12 Conc 3" with an old cabin and a PO box for offers) and
 * point2homes.com (a side-by-side duplex with two finished basement suites in Saskatoon). Addresses, names, phone
 * numbers and numbers are invented; the expected facts were written before any extractor ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { appBanner, calculator, consent, crumbs, gallery, gtm, header, leadForm, nextData, pixel, roster, similar, siteFooter, windowState } from "./chrome.ts";

export const HELD_OUT_79_NATIONAL: ListingPage[] = [
  {
    name: "ho79-realtorca-hobby-farm-concession-5-clearview",
    site: "realtor.ca",
    set: "held-out-79",
    traps: "a hobby farm (Property Type Agriculture, Building Type House) on 'Concession 5' with 'Rural Clearview' as its community and 'RR 2, Stayner' as the mailing address in the remarks; Bathrooms tile 3 with 'Bathrooms (Partial) 1'; 'Land Size 48.5 ac|25 - 50 acres'; the farmhouse 1892 beside the bank barn 1910, drive shed 1998 and workshop 2006 with their own square feet; the office card in Stayner; a co-listing broker's card; a map centre beside the listing's coordinates; nearby farms with prices and acreages",
    pageUrl: "https://www.realtor.ca/real-estate/29103344/6218-concession-5-clearview",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>6218 Concession 5, Clearview, Ontario L0M 1S0 - 40811237 | REALTOR.ca</title>
<meta name="description" content="For sale: 6218 Concession 5, Clearview, Ontario L0M 1S0 - $1,849,000. Agriculture. MLS® Number 40811237. 48.5 acre hobby farm with a restored 1892 farmhouse, bank barn and workshop.">
<meta property="og:title" content="6218 Concession 5, Clearview, Ontario L0M 1S0">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638944/reb75/highres/7/40811237_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/29103344/6218-concession-5-clearview">
${gtm("GTM-CREA79")}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Français"])}
<main id="mainContent">
${crumbs(["Home", "Ontario", "Clearview", "6218 Concession 5"])}
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">6218 Concession 5<br>Clearview, Ontario L0M 1S0</h1>
<div id="listingPriceValue" class="listingPriceValue">$1,849,000</div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">40811237</span></div>
<div class="listingIdCon">Listing ID: 29103344</div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS638944/reb75/highres/7/40811237", 12, "6218 Concession 5")}
<section id="propertyDetailsSectionContentSubCon">
<div class="summaryTiles"><div class="summaryTile"><div class="label">Bedrooms</div><div class="value">4</div></div><div class="summaryTile"><div class="label">Bathrooms</div><div class="value">3</div></div><div class="summaryTile"><div class="label">Square Footage</div><div class="value">2380 sqft</div></div><div class="summaryTile"><div class="label">Land Size</div><div class="value">48.5 ac</div></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Welcome to Maple Rise Farm, 48.5 acres on Concession 5 between Stayner and Creemore with views to the Niagara Escarpment. The red-brick farmhouse was built in 1892 and restored top to bottom in 2017: 4 bedrooms upstairs, two full baths and a main-floor powder room, a country kitchen with an AGA-style range, original pine floors and a wraparound porch. About 32 acres are workable (currently in hay), with 9 acres of mixed bush and a spring-fed pond. Outbuildings: a 40' x 80' bank barn (1910) with 6 box stalls and a loft, a 36' x 60' drive shed (1998) and an insulated 30' x 40' workshop (2006, 1,200 sq ft) with 100-amp service and a wood stove. The municipal civic address is 6218 Concession 5; Canada Post delivers to the farm as RR 2, Stayner, ON L0M 1S0. 10 minutes to Stayner, 20 to Collingwood and Blue Mountain.</p></div>
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Agriculture</div></div>
<div class="row"><div class="label">Farm Type</div><div class="value">Hobby Farm</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">2</div></div>
<div class="row"><div class="label">Community Name</div><div class="value">Rural Clearview</div></div>
<div class="row"><div class="label">Title</div><div class="value">Freehold</div></div>
<div class="row"><div class="label">Land Size</div><div class="value">48.5 ac|25 - 50 acres</div></div>
<div class="row"><div class="label">Built in</div><div class="value">1892</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$5,126</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">Detached Garage, Gravel (10)</div></div>
<h2>Building</h2>
<div class="row"><div class="label">Bedrooms Above Ground</div><div class="value">4</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">3</div></div>
<div class="row"><div class="label">Bathrooms (Partial)</div><div class="value">1</div></div>
<div class="row"><div class="label">Interior Floor Space</div><div class="value">2380 sqft</div></div>
<div class="row"><div class="label">Basement Type</div><div class="value">Partial (Unfinished)</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Forced air (Propane), Wood stove</div></div>
<div class="row"><div class="label">Exterior Finish</div><div class="value">Brick</div></div>
<div class="row"><div class="label">Outbuildings</div><div class="value">Barn (1910), Drive Shed (1998), Workshop (2006)</div></div>
<h2>Land</h2>
<div class="row"><div class="label">Acreage</div><div class="value">Yes</div></div>
<div class="row"><div class="label">Sewer</div><div class="value">Septic System</div></div>
<div class="row"><div class="label">Water</div><div class="value">Drilled Well</div></div>
<div class="row"><div class="label">Zoning Description</div><div class="value">AG</div></div>
<h2>Rooms</h2>
<table class="roomsTable"><tbody>
<tr><td>Second level</td><td>Primary Bedroom</td><td>15'2" x 13'8"</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>12'0" x 11'4"</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>11'9" x 10'6"</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>10'4" x 9'10"</td></tr>
<tr><td>Second level</td><td>4pc Bathroom</td><td>Measurements not available</td></tr>
<tr><td>Second level</td><td>3pc Bathroom</td><td>Measurements not available</td></tr>
<tr><td>Main level</td><td>2pc Bathroom</td><td>Measurements not available</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>18'6" x 14'0"</td></tr>
<tr><td>Main level</td><td>Living room</td><td>19'3" x 14'2"</td></tr>
</tbody></table>
</section>
<section id="realtorCardsCon"><h2>Listing Agents</h2>
<div class="realtorCard"><div class="realtorCardName">Moira Callaghan</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(705) 555-0142</div>
<div class="officeCard"><div class="officeCardName">Georgian Triangle Farm &amp; Country Realty Inc., Brokerage</div><div class="officeCardAddress">7260 Highway 26, Stayner, Ontario L0M 1S0</div><div class="officeCardPhone">(705) 555-0100</div></div></div>
<div class="realtorCard"><div class="realtorCardName">Wes Duguay</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">(705) 555-0157</div>
<div class="officeCard"><div class="officeCardName">Georgian Triangle Farm &amp; Country Realty Inc., Brokerage</div><div class="officeCardAddress">7260 Highway 26, Stayner, Ontario L0M 1S0</div></div></div>
</section>
${calculator("Mortgage Calculator", [["Purchase price", "$1,849,000"], ["Down payment (20%)", "$369,800"], ["Amortization", "25 years"], ["Interest rate", "4.79%"]], "Estimated payment: $8,422 / month")}
${windowState("listingMapData", { mapCentre: { lat: 44.45, lng: -80.1, zoom: 11 }, listing: { mls: "40811237", id: "29103344", lat: 44.41832, lng: -80.12977 }, nearby: [{ id: "29087761", lat: 44.43519, lng: -80.08214, price: "$2,350,000" }, { id: "29112908", lat: 44.39706, lng: -80.17433, price: "$1,195,000" }] })}
${similar("Nearby farms", [
  { price: "$2,350,000", address: "7114 Concession 6", place: "Clearview, Ontario", facts: "5 bd · 3 ba · 92 ac", href: "/real-estate/29087761/7114-concession-6-clearview" },
  { price: "$1,195,000", address: "2841 County Road 9", place: "Clearview, Ontario", facts: "3 bd · 2 ba · 25 ac", href: "/real-estate/29112908/2841-county-road-9-clearview" },
  { price: "$899,000", address: "Lot 21 Concession 4", place: "Clearview, Ontario", facts: "Vacant land · 50 ac", href: "/real-estate/29064410/lot-21-concession-4-clearview" },
])}
</main>
${siteFooter(["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.", "Data provided by the Lakelands Association of REALTORS®. © 2025 CREA."])}
${pixel("3318890021447")}
</body></html>`,
    expected: {
      price: { amount: 1849000 },
      propertyKind: "farm",
      street: "6218 Concession 5",
      city: "Clearview",
      province: "ON",
      postalCode: "L0M 1S0",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2380,
      lot: { value: 48.5, unit: "acres" },
      yearBuilt: 1892,
      mlsNumber: "40811237",
      listingAgentName: "Moira Callaghan",
      brokerageName: "Georgian Triangle Farm & Country Realty Inc., Brokerage",
      geo: { lat: 44.41832, lng: -80.12977 },
    },
  },
  {
    name: "ho79-remaxca-acreage-range-road-243-leduc-county",
    site: "remax.ca",
    set: "held-out-79",
    traps: "an acreage on 'Range Road 243' in 'Rural Leduc County' with its rural mailing address 'Box 11, Site 4, RR 2, Leduc, AB T9E 2X2' in the remarks (another town and postal code); beds '3 + 2' and 3 full + 1 half baths; above-grade 1,986 sq ft beside a finished basement of 1,720 and a 'total finished 3,706'; a 40 x 60 heated shop (2,400 sq ft, 2012) beside the 2003 house; '9.94 acres (4.02 ha)'; the brokerage with a '- Nisku Office' branch; an estimate and a sold price in the rail; a __NEXT_DATA__ state with the page's own listing and the similar homes",
    pageUrl: "https://www.remax.ca/ab/leduc-county-real-estate/51218-range-road-243-wp_id312775604-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>51218 Range Road 243, Rural Leduc County, AB T4X 2Z6 - E4461127 | RE/MAX</title>
<meta name="description" content="51218 Range Road 243 for sale: 5 beds, 3.5 baths, 1,986 sq ft acreage in Rural Leduc County, AB. MLS® E4461127. Listed at $1,149,900.">
<meta property="og:title" content="51218 Range Road 243, Rural Leduc County, AB | RE/MAX">
<meta property="og:image" content="https://media.remax-cdn.ca/listings/E4461127/1.jpg">
<link rel="canonical" href="https://www.remax.ca/ab/leduc-county-real-estate/51218-range-road-243-wp_id312775604-lst">
${gtm("GTM-RMXCA9")}
</head><body>
${consent("RE/MAX")}
${header("RE/MAX", ["Buy", "Sell", "Find an Agent", "Commercial", "Blog", "Français"])}
<main class="listing-detail">
${crumbs(["Home", "AB", "Leduc County", "51218 Range Road 243"])}
<section class="listing-summary">
<div class="listing-summary__price" data-cy="listing-price">$1,149,900</div>
<h1 class="listing-summary__address" data-cy="listing-address"><span>51218 Range Road 243</span><span>Rural Leduc County, AB T4X 2Z6</span></h1>
<ul class="listing-summary__stats"><li><b>3 + 2</b> bed</li><li><b>3.5</b> bath</li><li><b>1,986</b> sqft</li><li><b>9.94</b> acres</li></ul>
<p class="listing-summary__mls">MLS®: E4461127</p>
</section>
${gallery("https://media.remax-cdn.ca/listings/E4461127", 16, "51218 Range Road 243")}
<section class="listing-description"><h2>Description</h2>
<p>Paved access, no neighbours in sight and a shop you can actually work in. This 2003 walkout bungalow sits on 9.94 treed acres 8 minutes south of Beaumont and 15 minutes to the airport and Nisku. Main floor: 3 bedrooms including a primary with a 5-piece ensuite, vaulted great room with a stone fireplace, maple kitchen and a half bath off the mudroom. The walkout basement (1,720 sq ft, finished 2016) adds 2 bedrooms, a full bath, a family room with a wet bar and a gym. The 40' x 60' shop (2012) is heated with in-floor, has two 14' doors, a 220 V panel and a mezzanine office. Also: a 12' x 16' garden shed (2019), fenced paddock and a sand riding ring.</p>
<p>Legal: Plan 0023417, Block 2, Lot 6. Mail is delivered to Box 11, Site 4, RR 2, Leduc, AB T9E 2X2.</p>
</section>
<section class="listing-details"><h2>Property Details</h2>
<table class="details-table"><tbody>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Style</th><td>Bungalow</td></tr>
<tr><th>Type</th><td>Acreage with Residence</td></tr>
<tr><th>Year Built</th><td>2003</td></tr>
<tr><th>Bedrooms</th><td>3 + 2</td></tr>
<tr><th>Full Bathrooms</th><td>3</td></tr>
<tr><th>Half Bathrooms</th><td>1</td></tr>
<tr><th>Above Grade Living Area</th><td>1,986 sq ft (184.5 m²)</td></tr>
<tr><th>Basement</th><td>Full, Finished, Walkout (1,720 sq ft)</td></tr>
<tr><th>Total Finished Area</th><td>3,706 sq ft</td></tr>
<tr><th>Lot Size</th><td>9.94 acres (4.02 ha)</td></tr>
<tr><th>Outbuildings</th><td>Shop 40' x 60' (2,400 sq ft, 2012, heated); Shed 12' x 16' (2019)</td></tr>
<tr><th>Garage</th><td>Triple Attached, Heated</td></tr>
<tr><th>Water / Sewer</th><td>Drilled Well / Septic Field</td></tr>
<tr><th>Annual Taxes</th><td>$5,884 (2025)</td></tr>
<tr><th>Community</th><td>Rural Leduc County</td></tr>
</tbody></table>
</section>
<section class="listing-agent"><h2>Listed By</h2>
<div class="agent-card"><img src="https://media.remax-cdn.ca/agents/okafor-d.jpg" alt="Darnell Okafor"><p class="agent-card__name">Darnell Okafor</p><p class="agent-card__title">REALTOR®</p><p class="agent-card__office">RE/MAX Prairie Gate Realty - Nisku Office</p><p class="agent-card__address">1204 10 Street, Nisku, AB T9E 8L6</p><a href="tel:7805550186">780-555-0186</a></div>
</section>
${leadForm("Ask about this property", "I'd like more information about 51218 Range Road 243 (MLS® E4461127).", "Send message")}
${calculator("Mortgage Calculator", [["Home price", "$1,149,900"], ["Down payment", "$229,980"], ["Rate", "4.69%"], ["Amortization", "25 yrs"]], "Monthly payment: $5,195")}
${similar("Similar Acreages Nearby", [
  { price: "$1,049,000", address: "50405 Range Road 244", place: "Rural Leduc County, AB", facts: "4 bed · 3 bath · 2,140 sqft · 4.5 ac", href: "/ab/leduc-county-real-estate/50405-range-road-244-wp_id312790114-lst" },
  { price: "Sold $985,000", address: "24108 Township Road 512", place: "Rural Leduc County, AB", facts: "3 bed · 2.5 bath · 1,760 sqft · 10 ac", href: "/ab/leduc-county-real-estate/24108-township-road-512-wp_id309441870-lst" },
])}
</main>
${nextData({ props: { pageProps: { listing: { id: "wp_id312775604", mlsNum: "E4461127", status: "Active", listPrice: 1149900, address: "51218 Range Road 243", city: "Rural Leduc County", province: "AB", postalCode: "T4X 2Z6", beds: 5, bedsAboveGrade: 3, bedsBelowGrade: 2, baths: 4, bathsFull: 3, bathsHalf: 1, sqFtAboveGrade: 1986, sqFtTotal: 3706, lotSize: 9.94, lotSizeUnit: "Acres", yearBuilt: 2003, lat: 53.24187, lng: -113.37652, agentName: "Darnell Okafor", officeName: "RE/MAX Prairie Gate Realty - Nisku Office" }, estimate: { value: 1108000, low: 1041000, high: 1175000 }, similar: [{ id: "wp_id312790114", listPrice: 1049000, lat: 53.22951, lng: -113.39218 }, { id: "wp_id309441870", soldPrice: 985000, lat: 53.26733, lng: -113.35107 }] } }, page: "/listing/[slug]", buildId: "rmx-2025.11.3" })}
${siteFooter(["© 2025 RE/MAX, LLC. Each office independently owned and operated.", "Data is supplied by the REALTORS® Association of Edmonton MLS® System and is deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1149900 },
      propertyKind: "house",
      street: "51218 Range Road 243",
      city: "Leduc County",
      province: "AB",
      postalCode: "T4X 2Z6",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1986,
      lot: { value: 9.94, unit: "acres" },
      yearBuilt: 2003,
      mlsNumber: "E4461127",
      listingAgentName: "Darnell Okafor",
      brokerageName: "RE/MAX Prairie Gate Realty",
      geo: { lat: 53.24187, lng: -113.37652 },
    },
  },
  {
    name: "ho79-royallepage-waterfront-coach-house-oro-medonte",
    site: "royallepage.ca",
    set: "held-out-79",
    traps: "a Bass Lake waterfront estate on 'Line 11 North' with a coach house: main house 4 bedrooms, 3 full + 1 half, 3,450 sq ft above grade, a 1,600 sq ft walkout lower level and a 'total finished 5,830' that counts the 780 sq ft coach house (1 bed, 1 bath, built 2015 over a garage) — the coach house's figures in their own block; 'Lot Size 210 x 540 Feet' with '2.6 acres' and 210 ft of shoreline in prose; 'Neighbourhood: Rural Oro-Medonte'; Royal LePage's own property id beside the MLS® in the URL; JSON-LD with geo; other agents' roster and a 'recently sold' rail",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/oro-medonte/3357-line-11-north/26519834/mlsS12604418/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3357 Line 11 North, Oro-Medonte, ON L0L 2L0 | S12604418 | Royal LePage</title>
<meta name="description" content="Waterfront estate with coach house on Bass Lake. 4 bedrooms, 3.5 bathrooms. $3,295,000. MLS® S12604418.">
<meta property="og:title" content="3357 Line 11 North, Oro-Medonte - $3,295,000">
<meta property="og:image" content="https://rlp.ca/images/listings/S12604418/primary.jpg">
<link rel="canonical" href="https://www.royallepage.ca/en/property/ontario/oro-medonte/3357-line-11-north/26519834/mlsS12604418/">
${gtm("GTM-RLP79")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3357 Line 11 North", url: "https://www.royallepage.ca/en/property/ontario/oro-medonte/3357-line-11-north/26519834/mlsS12604418/", address: { "@type": "PostalAddress", streetAddress: "3357 Line 11 North", addressLocality: "Oro-Medonte", addressRegion: "ON", postalCode: "L0L 2L0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.60318, longitude: -79.52744 }, numberOfRooms: 14, offers: { "@type": "Offer", price: 3295000, priceCurrency: "CAD" } })}
</head><body class="property-details">
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Insights", "FR"])}
<main>
${crumbs(["Home", "Ontario", "Oro-Medonte", "3357 Line 11 North"])}
<div class="property-banner">
<h1 class="property-banner__address">3357 Line 11 North<br><span>Oro-Medonte, Ontario L0L 2L0</span></h1>
<p class="property-banner__price">$3,295,000</p>
<ul class="property-banner__features"><li>4 Bedrooms</li><li>3 Full, 1 Half Bathrooms</li><li>3,450 sq.ft.</li></ul>
<p class="property-banner__mls">MLS®# S12604418</p>
</div>
${gallery("https://rlp.ca/images/listings/S12604418", 24, "3357 Line 11 North")}
<section class="property-description"><h2>Property Description</h2>
<p>Two buildings, 2.6 acres and 210 feet of clean, hard-bottom shoreline on Bass Lake. The main house (1998, 3,450 sq ft above grade) has four bedrooms including a lake-facing primary suite with a walk-through closet and a steam-shower ensuite, two more full baths, a powder room, a chef's kitchen and a great room with a two-storey stone fireplace. The walkout lower level (1,600 sq ft finished) holds a media room, wine cellar and a gym. Across the courtyard, the coach house built in 2015 sits over a three-car garage: 780 sq ft with one bedroom, one full bath, a kitchenette and its own laundry – perfect for guests, in-laws or a home office. Boathouse with a roof-top deck, 60' dock, irrigation and a generator. 15 minutes to Orillia, 90 minutes to Toronto.</p>
</section>
<section class="property-details-table"><h2>Property Details</h2>
<dl class="details">
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>House</dd>
<dt>Style</dt><dd>2-Storey</dd>
<dt>Neighbourhood</dt><dd>Rural Oro-Medonte</dd>
<dt>Waterfront</dt><dd>Yes – Bass Lake (210 ft)</dd>
<dt>Year Built</dt><dd>1998</dd>
<dt>Bedrooms</dt><dd>4</dd>
<dt>Bathrooms</dt><dd>3 Full, 1 Half</dd>
<dt>Living Area (above grade)</dt><dd>3,450 sq.ft.</dd>
<dt>Lower Level</dt><dd>Finished walkout, 1,600 sq.ft.</dd>
<dt>Total Finished Area</dt><dd>5,830 sq.ft. (incl. lower level and coach house)</dd>
<dt>Lot Size</dt><dd>210 x 540 Feet</dd>
<dt>Taxes</dt><dd>$14,210 / 2025</dd>
<dt>Garage</dt><dd>Detached, 3 spaces</dd>
</dl>
<h3>Coach House</h3>
<dl class="details details--secondary">
<dt>Bedrooms</dt><dd>1</dd><dt>Bathrooms</dt><dd>1 Full</dd><dt>Size</dt><dd>780 sq.ft.</dd><dt>Built</dt><dd>2015</dd>
</dl>
<h3>Other Structures</h3>
<dl class="details details--secondary"><dt>Boathouse</dt><dd>Single slip, roof-top deck (2004)</dd></dl>
</section>
<aside class="agent-panel"><h2>Listing Agent</h2>
<div class="agent-panel__card"><p class="agent-panel__name">Pieter van Hooft</p><p class="agent-panel__title">Sales Representative</p><p class="agent-panel__office">Royal LePage Huronia Shores Realty, Brokerage</p><p class="agent-panel__office-address">560 West Street North, Orillia, ON L3V 5H9</p><a href="tel:7055550193">705-555-0193</a></div>
</aside>
${roster("Other agents at this office", [{ name: "Colleen Arsenault", title: "Broker of Record", phone: "705-555-0101" }, { name: "Rajiv Menon", title: "Sales Representative", phone: "705-555-0122" }, { name: "Tessa Lyle", title: "Sales Representative", phone: "705-555-0178" }])}
${calculator("Mortgage Calculator", [["Purchase price", "$3,295,000"], ["Down payment", "$659,000"], ["Interest rate", "4.89%"], ["Amortization", "30 years"]], "Monthly mortgage payment: $13,870")}
${similar("Recently Sold Nearby", [
  { price: "Sold: $2,710,000", address: "41 Bass Lake Sideroad West", place: "Oro-Medonte, ON", facts: "5 bd · 4 ba · 3,900 sq.ft.", href: "/en/property/ontario/oro-medonte/41-bass-lake-sideroad-west/25981044/mlsS12110427/" },
  { price: "$1,875,000", address: "3219 Line 11 North", place: "Oro-Medonte, ON", facts: "3 bd · 2 ba · 2,200 sq.ft.", href: "/en/property/ontario/oro-medonte/3219-line-11-north/26498321/mlsS12577610/" },
])}
</main>
${siteFooter(["Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc. Each office is independently owned and operated.", "Listing information from the Toronto Regional Real Estate Board; deemed reliable but not guaranteed."])}
${pixel("7702118845106")}
</body></html>`,
    expected: {
      price: { amount: 3295000 },
      propertyKind: "house",
      street: "3357 Line 11 North",
      city: "Oro-Medonte",
      province: "ON",
      postalCode: "L0L 2L0",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 3450,
      lot: { value: 113400, unit: "ft2" },
      yearBuilt: 1998,
      mlsNumber: "S12604418",
      listingAgentName: "Pieter van Hooft",
      brokerageName: "Royal LePage Huronia Shores Realty, Brokerage",
      geo: { lat: 44.60318, lng: -79.52744 },
    },
  },
  {
    name: "ho79-kijiji-bush-lot-conc-3-cabin-hastings-highlands",
    site: "kijiji.ca",
    set: "held-out-79",
    traps: "an owner's Kijiji ad for a 96-acre bush lot written 'Lot 12 Conc 3' (no civic number) with an old log cabin 'from the 1950s' and a 2019 bunkie; '96 acres (38.8 ha)' and ~1,300 ft of frontage in prose; the owner's mailing address 'PO Box 214, Bancroft ON K0L 1C0' for offers (another town, the page's only postal code); the ad id in the URL; the price in cents in the embedded state; other ads with rents and prices; Kijiji's own office in the footer",
    pageUrl: "https://www.kijiji.ca/v-land-for-sale/belleville-area/96-acres-lot-12-conc-3-old-log-cabin/1718834256",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>96 acres – Lot 12 Conc 3 – old log cabin | Land for Sale | Belleville | Kijiji</title>
<meta name="description" content="96 acres of mixed bush with an old trapper's cabin, Hastings Highlands. $89,900.">
<meta property="og:title" content="96 acres – Lot 12 Conc 3 – old log cabin">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718834256/1.jpg">
<link rel="canonical" href="https://www.kijiji.ca/v-land-for-sale/belleville-area/96-acres-lot-12-conc-3-old-log-cabin/1718834256">
${gtm("GTM-KJJ79")}
</head><body>
${appBanner("Kijiji")}
${header("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Pets", "Post ad"])}
<main id="mainPageContent">
${crumbs(["Home", "Ontario", "Belleville Area", "Real Estate", "Land for Sale"])}
<div class="adHeader">
<h1 class="title">96 acres – Lot 12 Conc 3 – old log cabin</h1>
<div class="priceWrapper"><span class="currentPrice" content="89900.00">$89,900</span></div>
<div class="locationContainer"><span class="address">Lot 12 Conc 3, Hastings Highlands, ON</span><a class="mapLink" href="#map">View map</a></div>
<div class="datePosted">Posted <time datetime="2025-11-08T14:22:10Z">November 8, 2025</time></div>
</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718834256", 9, "96 acres – Lot 12 Conc 3")}
<ul class="itemAttributeList">
<li><dl><dt>For Sale By</dt><dd>Owner</dd></dl></li>
<li><dl><dt>Size (acres)</dt><dd>96</dd></dl></li>
<li><dl><dt>Type</dt><dd>Recreational / Rural</dd></dl></li>
<li><dl><dt>Hydro</dt><dd>At road</dd></dl></li>
</ul>
<div class="descriptionContainer"><h3>Description</h3>
<p>Selling our family's hunt camp property. 96 acres (38.8 ha) of mixed hardwood and pine in the former Township of Monteagle, legally described as Part of Lot 12, Concession 3. About 1,300 ft of frontage on the seasonal end of Boulter Road, a beaver pond at the back and deer everywhere.</p>
<p>There's an old trapper's log cabin from the 1950s (roughly 16 x 20, woodstove, no hydro, needs a roof) and a newer 10 x 12 bunkie we built in 2019. Outhouse. Property taxes about $612/yr. Not a building lot under current zoning (RU with limited service), please check with the municipality.</p>
<p>No agents please. Written offers to PO Box 214, Bancroft ON K0L 1C0 or call/text Gord at 613-555-0138 evenings. Serious buyers can walk the line with me on weekends.</p>
</div>
<div class="posterInfo"><span class="posterName">Gord</span><span class="posterMeta">On Kijiji since 2014 · Usually responds within a day</span></div>
<div id="map" class="mapContainer" data-map-provider="google"></div>
${similar("You may also like", [
  { price: "$149,900", address: "Log cabin on 25 acres", place: "Bancroft", facts: "Cottage · hydro · road access", href: "/v-house-for-sale/belleville-area/log-cabin-25-acres/1718102944" },
  { price: "$39,900", address: "10 acres Hwy 62", place: "Maynooth", facts: "Land for sale", href: "/v-land-for-sale/belleville-area/10-acres-hwy-62/1717765032" },
  { price: "$1,200", address: "2 bed farmhouse for rent", place: "Coe Hill", facts: "Per month · available Dec 1", href: "/v-apartments-condos/belleville-area/2-bed-farmhouse/1718650219" },
])}
</main>
${windowState("__data", { config: { locale: "en-CA", adId: 1718834256 }, viewItemPage: { adInfo: { id: 1718834256, title: "96 acres – Lot 12 Conc 3 – old log cabin", categoryId: 641, categoryName: "Land for Sale", price: { amount: 8990000, currency: "CAD", type: "FIXED" }, adType: "OFFER", posterType: "OWNER", location: { mapAddress: "Lot 12 Conc 3, Hastings Highlands, ON", province: "ON", latitude: 45.12473, longitude: -77.87104, isApproximate: false }, attributes: [{ name: "forsaleby", value: "ownr" }, { name: "areainacres", value: "96" }] }, similarAds: [{ id: 1718102944, price: 14990000 }, { id: 1717765032, price: 3990000 }] } })}
${siteFooter(["Kijiji Canada Ltd., 500 King Street West, Toronto, ON M5V 1L9.", "Copyright © 2025 Kijiji Canada Ltd. All rights reserved. Google, Google Play, YouTube and other marks are trademarks of Google LLC."])}
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "land",
      street: "Lot 12 Conc 3",
      city: "Hastings Highlands",
      province: "ON",
      lot: { value: 96, unit: "acres" },
      geo: { lat: 45.12473, lng: -77.87104 },
    },
  },
  {
    name: "ho79-point2-duplex-finished-basements-saskatoon",
    site: "point2homes.com",
    set: "held-out-79",
    traps: "a side-by-side duplex ('1308 and 1310 Avenue H North' in the remarks, '1308 Avenue H North' in the address) whose header says '8 Beds' while the details split 6 above grade and 2 below grade in two finished basement suites; '4 Baths'; 2,240 sq ft above grade beside a 4,320 sq ft total finished area with basements; per-unit rents beside the price; '50 x 125 ft' and '6,250 sq ft' lot; Point2's own listing id in the URL beside the MLS®; JSON-LD with geo; nearby listings and a mortgage widget",
    pageUrl: "https://www.point2homes.com/CA/Real-Estate-Listings/SK/Saskatoon/Westmount/1308-Avenue-H-North/178334912.htm",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1308 Avenue H North, Saskatoon, Saskatchewan S7L 2B5 | 178334912 | Point2</title>
<meta name="description" content="Duplex for sale in Westmount, Saskatoon: 8 beds, 4 baths, 2,240 sqft. $579,900. MLS® SK019822.">
<meta property="og:title" content="1308 Avenue H North, Saskatoon, SK - $579,900">
<link rel="canonical" href="https://www.point2homes.com/CA/Real-Estate-Listings/SK/Saskatoon/Westmount/1308-Avenue-H-North/178334912.htm">
${gtm("GTM-P2H79")}
${ld({ "@context": "http://schema.org", "@type": ["Product", "SingleFamilyResidence"], name: "1308 Avenue H North, Saskatoon, SK S7L 2B5", description: "Duplex for sale in Westmount, Saskatoon.", address: { "@type": "PostalAddress", streetAddress: "1308 Avenue H North", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7L 2B5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 52.13594, longitude: -106.69722 }, offers: { "@type": "Offer", price: "579900", priceCurrency: "CAD", availability: "http://schema.org/InStock" } })}
</head><body class="listing-details">
${consent("Point2")}
${header("Point2", ["Homes for Sale", "Rentals", "Commercial", "Agents", "Market Trends"])}
<main class="details-page">
${crumbs(["Canada", "Saskatchewan", "Saskatoon", "Westmount", "1308 Avenue H North"])}
<div class="details-header">
<div class="price" data-price="579900">$579,900</div>
<h1 class="address-container" data-address="1308 Avenue H North, Saskatoon, SK S7L 2B5">1308 Avenue H North, Saskatoon, Saskatchewan S7L 2B5</h1>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>8</strong> Beds</li><li class="ic-baths"><strong>4</strong> Baths</li><li class="ic-sqft"><strong>2,240</strong> Sqft</li><li class="ic-lotsize"><strong>6,250</strong> Sqft Lot</li></ul>
</div>
${gallery("https://photos.point2homes.com/SK019822", 18, "1308 Avenue H North")}
<section class="description"><h2>Description</h2>
<p>Up-and-down income on both sides: this 1978 side-by-side duplex (1308 and 1310 Avenue H North) has 3 bedrooms and a full bath on the main floor of each side, plus a finished one-bedroom basement suite with its own entrance, kitchen and full bath under each. Four doors, four incomes: main floors rent at $1,650/month and the suites at $1,050/month, tenants pay their own power. Shingles 2020, both furnaces 2018, double detached garage off the lane. Steps to the Riversdale shops and the river trail.</p>
</section>
<section class="details-tables"><h2>Property Details</h2>
<table class="details-table"><tbody>
<tr><td>Type</td><td>Duplex</td></tr>
<tr><td>Style</td><td>Bungalow, Side by Side</td></tr>
<tr><td>Neighbourhood</td><td>Westmount</td></tr>
<tr><td>Bedrooms Above Grade</td><td>6</td></tr>
<tr><td>Bedrooms Below Grade</td><td>2</td></tr>
<tr><td>Bathrooms</td><td>4</td></tr>
<tr><td>Living Area (above grade)</td><td>2,240 sqft</td></tr>
<tr><td>Total Finished Area</td><td>4,320 sqft (incl. basements)</td></tr>
<tr><td>Basement</td><td>Full, Finished, Separate Entrances</td></tr>
<tr><td>Lot Size</td><td>50 x 125 ft</td></tr>
<tr><td>Year Built</td><td>1978</td></tr>
<tr><td>Garage</td><td>Double Detached</td></tr>
<tr><td>Taxes</td><td>$4,902 (2025)</td></tr>
<tr><td>MLS® #</td><td>SK019822</td></tr>
</tbody></table>
</section>
<div class="agent-block"><h3>Listed By</h3><p class="agent-name">Tamsin Oduya</p><p class="agent-office">Riverbend Prairie Realty</p><p class="agent-office-address">2210 8th Street East, Saskatoon, SK S7H 0V3</p><a href="tel:3065550115">306-555-0115</a></div>
${leadForm("Contact Agent", "I'm interested in 1308 Avenue H North, Saskatoon.", "Send")}
${calculator("Monthly payment", [["Price", "$579,900"], ["Down payment (10%)", "$57,990"], ["Rate", "4.74%"], ["Term", "25 years"]], "$2,968 / month")}
${similar("Nearby Homes for Sale", [
  { price: "$349,900", address: "1123 Avenue G North", place: "Saskatoon, SK", facts: "3 Beds · 2 Baths · 960 Sqft", href: "/CA/Real-Estate-Listings/SK/Saskatoon/Westmount/1123-Avenue-G-North/178290155.htm" },
  { price: "$649,000", address: "1417 Avenue I North", place: "Saskatoon, SK", facts: "Fourplex · 8 Beds · 4 Baths", href: "/CA/Real-Estate-Listings/SK/Saskatoon/Westmount/1417-Avenue-I-North/178311084.htm" },
])}
</main>
${siteFooter(["Point2 is part of Yardi Systems, Inc. Listing data courtesy of the Association of Saskatchewan REALTORS®.", "© 2025 Point2. All rights reserved."])}
</body></html>`,
    expected: {
      price: { amount: 579900 },
      propertyKind: "plex",
      street: "1308 Avenue H North",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7L 2B5",
      neighbourhood: "Westmount",
      bedrooms: 6,
      bedroomsBelowGrade: 2,
      bathrooms: 4,
      squareFootage: 2240,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "SK019822",
      listingAgentName: "Tamsin Oduya",
      brokerageName: "Riverbend Prairie Realty",
      geo: { lat: 52.13594, lng: -106.69722 },
    },
  },
];
