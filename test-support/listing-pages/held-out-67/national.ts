/**
 * Sixty-seventh held-out corpus, national portals: REALTOR.ca's bare-land strata bi-level in Kelowna ("Building Type
 * House" with "Ownership Type Condominium/Strata" and a monthly fee), RE/MAX's semi-detached bungalow in Ottawa and
 * Point2's row townhouse under a condominium corporation in Regina. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { browse, cards, consent, footer, gtm, header, mortgage, nextData, photos, savedSearch } from "./chrome.ts";

const row = (label: string, value: string): string =>
  `<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">${label}</div><div class="propertyDetailsSectionContentValue">${value}</div></div>`;

export const HELD_OUT_67_NATIONAL: ListingPage[] = [
  {
    name: "ho67-realtorca-bareland-bilevel-kelowna",
    site: "realtor.ca",
    set: "held-out-67",
    traps: "'Building Type House' with 'Ownership Type Condominium/Strata' (bare-land strata) and a $185 monthly maintenance fee; 'Architectural Style Bi-level'; bedrooms split 'Above Grade 2' / 'Below Grade 2' beside 'Bedrooms 4'; 'Land Size 0.17 ac|under 1 acre'; the unit number before the street without '#'; 'Townhouses for sale in Kelowna' and 'Condos near you' navigation; a nearby 'Row / Townhouse' card in the same complex",
    pageUrl: "https://www.realtor.ca/real-estate/28517340/27-1880-ridgeline-court-kelowna-upper-mission",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>27 1880 Ridgeline Court, Kelowna, British Columbia V1W4Z7 - 10342218 | REALTOR.ca</title>
<meta name="description" content="27 1880 Ridgeline Court, Kelowna, British Columbia V1W4Z7 - 4 bedrooms, 3 bathrooms - For sale - $1,149,000">
<meta property="og:title" content="For sale: 27 1880 Ridgeline Court, Kelowna, British Columbia V1W4Z7 - 10342218">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638871204/reb55/highres/8/10342218_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/28517340/27-1880-ridgeline-court-kelowna-upper-mission">
${gtm("G-RCA0067KL")}
</head><body>
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Blog", "Français"])}
<main id="listingDetailsPage">
<nav class="breadcrumbs"><a href="/bc">British Columbia</a> › <a href="/bc/kelowna/real-estate">Kelowna</a> › <span>27 1880 Ridgeline Court</span></nav>
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">27 1880 Ridgeline Court<br>Kelowna, British Columbia V1W4Z7</h1></div>
<div id="listingPriceCon"><div id="listingPriceValue" class="listingPrice">$1,149,000</div></div>
<div id="listingIconsCon"><div class="listingIconNum">4</div><div class="listingIconLabel">Bedrooms</div><div class="listingIconNum">3</div><div class="listingIconLabel">Bathrooms</div><div class="listingIconNum">2486 sqft</div><div class="listingIconLabel">Square Footage</div></div>
<div id="MLNumberVal" class="listingMlsNumber"><span>MLS® Number:</span> <span>10342218</span></div>
${photos("https://cdn.realtor.ca/listings/TS638871204/reb55/highres/8/10342218", 38, "27 1880 Ridgeline Court")}
<section id="propertyDetailsSectionContentSubCon"><h2>Property Summary</h2>
${row("Property Type", "Single Family")}
${row("Building Type", "House")}
${row("Storeys", "2")}
${row("Square Footage", "2486 sqft")}
${row("Community Name", "South East Kelowna")}
${row("Neighbourhood Name", "Upper Mission")}
${row("Land Size", "0.17 ac|under 1 acre")}
${row("Ownership Type", "Condominium/Strata")}
${row("Annual Property Taxes", "$5,812")}
${row("Maintenance Fees", "$185 Monthly")}
${row("Parking Type", "Attached Garage (2)")}
${row("Time on REALTOR.ca", "12 days")}
</section>
<section id="propertyDescriptionCon"><h2>Description</h2><p>Walkout bi-level in The Ridge at Upper Mission, a gated bare land strata of 42 homes. Open main floor with vaulted ceilings, quartz kitchen and a covered deck facing the lake and Okanagan Mountain Park, primary suite with a five-piece ensuite and a second bedroom up. The walkout level has two more bedrooms, a full bath and a family room to the patio and the low-care yard. Strata fee covers the private road, gate, common landscaping and snow removal. Close to Chute Lake Elementary and the Mission trail network. Buyer to verify measurements if important.</p></section>
<section id="BuildingDetails"><h2>Building</h2>
${row("Bedrooms", "4")}
${row("Bedrooms Above Grade", "2")}
${row("Bedrooms Below Grade", "2")}
${row("Bathrooms (Total)", "3")}
${row("Architectural Style", "Bi-level")}
${row("Basement Type", "Full (Finished)")}
${row("Built in", "2006")}
${row("Construction Style Attachment", "Detached")}
${row("Exterior Finish", "Stone, Stucco")}
${row("Heating Type", "Forced air, See remarks")}
${row("View", "Lake view, Mountain view")}
</section>
<section id="LandDetails"><h2>Land</h2>${row("Acreage", "No")}${row("Fence", "Partially fenced")}${row("Landscape Features", "Underground sprinkler")}${row("Size Total", "0.17 ac|under 1 acre")}${row("Zoning Type", "Unknown")}</section>
<section id="RoomsDetails"><h2>Rooms</h2><table>
<tr><td>Main level</td><td>Primary Bedroom</td><td>15'2'' x 13'8''</td></tr>
<tr><td>Main level</td><td>5pc Ensuite bath</td><td>11'4'' x 9'10''</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>11'0'' x 10'6''</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>14'6'' x 12'0''</td></tr>
<tr><td>Lower level</td><td>Bedroom</td><td>12'4'' x 11'2''</td></tr>
<tr><td>Lower level</td><td>Bedroom</td><td>11'8'' x 10'0''</td></tr>
<tr><td>Lower level</td><td>Family room</td><td>19'6'' x 15'3''</td></tr>
</table></section>
<section id="realtorCardsCon">
<div class="realtorCardCon"><div class="realtorCardName">Kristen Van der Merwe</div><div class="realtorCardTitle">Personal Real Estate Corporation</div><div class="realtorCardPhone">250-555-0143</div>
<div class="officeCardCon"><div class="officeCardName">Lakecrest Realty Ltd.</div><div class="officeCardAddress">1150 Lakeshore Road, Kelowna, British Columbia V1W3J9</div><div class="officeCardPhone">250-555-0100</div></div></div>
</section>
${mortgage("$1,149,000", "$229,800", "4.79%", "$5,209")}
${cards("Nearby listings", [
  { price: "$689,000", address: "14 1880 Ridgeline Court, Kelowna", line: "Row / Townhouse · 3 bd · 3 ba", href: "/real-estate/28490112/14-1880-ridgeline-court-kelowna-upper-mission" },
  { price: "$1,325,000", address: "5104 Mountainside Drive, Kelowna", line: "House · 5 bd · 4 ba", href: "/real-estate/28466251/5104-mountainside-drive-kelowna-upper-mission" },
  { price: "$574,900", address: "305 4850 Chute Lake Road, Kelowna", line: "Apartment · 2 bd · 2 ba", href: "/real-estate/28502370/305-4850-chute-lake-road-kelowna" },
])}
${browse("Explore Kelowna", ["Townhouses for sale in Kelowna", "Condos near you", "Houses for sale in Upper Mission", "Recreational properties in Kelowna", "Vacant land in Kelowna"])}
${savedSearch()}
<p class="dataSupplied">Data Supplied by: Association of Interior REALTORS®. The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p>
</main>
${footer({ "REALTOR.ca": ["About", "Careers", "Contact us"], "Resources": ["Mortgage calculator", "Market news", "Accessibility"] }, ["© 2025 The Canadian Real Estate Association, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9"])}
<script>var listingDetailsMap = { "MlsNumber": "10342218", "PropertyId": "28517340", "Latitude": "49.82974", "Longitude": "-119.45132", "ZoomLevel": 15 };</script>
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "house",
      street: "27 1880 Ridgeline Court",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1W 4Z7",
      neighbourhood: "Upper Mission",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 2486,
      lot: { value: 0.17, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "10342218",
      listingAgentName: "Kristen Van der Merwe",
      brokerageName: "Lakecrest Realty Ltd.",
      geo: { lat: 49.82974, lng: -119.45132 },
    },
  },
  {
    name: "ho67-remaxca-semi-bungalow-ottawa",
    site: "remax.ca",
    set: "held-out-67",
    traps: "'Semi-Detached' type with 'Bungalow' as the style (the word 'bungalow' also in the title, the description and a 'Bungalows for sale in Ottawa' link); '2 Baths' split 1 full + 1 half; size range '700 - 1100 sqft'; lot '35.01 x 100 ft'; taxes; the agent's other listings (a freehold townhouse, a condo); __NEXT_DATA__ with the listing and a map centre",
    pageUrl: "https://www.remax.ca/on/ottawa-real-estate/2241-laurelwood-cres-wp_id301557821-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2241 Laurelwood Cres, Ottawa, ON K1G 3X8 | Semi-Detached Bungalow For Sale | RE/MAX</title>
<meta name="description" content="For sale: 2241 Laurelwood Cres, Ottawa, ON K1G 3X8 - 3 bedrooms, 2 bathrooms semi-detached bungalow listed for $579,900. MLS® X12108834.">
<meta property="og:title" content="2241 Laurelwood Cres, Ottawa - $579,900">
<meta property="og:image" content="https://remax-listingphotos-ca5.imgix.net/rets-images-ottawa-can/X12108834_1.jpg">
${gtm("G-RMX67OTT")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2241 Laurelwood Cres", address: { "@type": "PostalAddress", streetAddress: "2241 Laurelwood Cres", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1G 3X8", addressCountry: "CA" }, numberOfRooms: 3, geo: { "@type": "GeoCoordinates", latitude: 45.39527, longitude: -75.64188 } })}
</head><body>
${consent("RE/MAX")}
${header("RE/MAX", ["Buy", "Sell", "Find an Agent", "Commercial", "Blog", "Français"])}
<main class="listing-detail">
<div class="listing-summary">
<div class="listing-summary_status">For Sale</div>
<div class="listing-summary_price" data-cy="listing-price">$579,900</div>
<h1 class="listing-summary_address">2241 Laurelwood Cres, Ottawa, ON K1G 3X8</h1>
<ul class="listing-summary_stats"><li><span>3</span> Beds</li><li><span>2</span> Baths</li><li><span>700 - 1100</span> sqft</li><li>Semi-Detached</li></ul>
</div>
${photos("https://remax-listingphotos-ca5.imgix.net/rets-images-ottawa-can/X12108834", 27, "2241 Laurelwood Cres")}
<section class="listing-description"><h2>About this Semi-Detached Bungalow</h2><p>Well-kept semi-detached bungalow on a quiet crescent in Elmvale Acres, steps to Weston Park and minutes to the Hospital campus and the Trainyards. Three bedrooms and the main bath on one floor, hardwood under the carpet, updated kitchen (2019) with a walk-out to the deck. Finished lower level with a rec room, a two-piece bath and the laundry. Roof 2016, furnace and A/C 2021. Attached single garage plus a driveway for two.</p></section>
<section class="listing-details"><h2>Home Details</h2>
<dl>
<dt>MLS®</dt><dd>X12108834</dd>
<dt>Property Type</dt><dd>Residential</dd>
<dt>Building Type</dt><dd>Semi-Detached</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Full Baths</dt><dd>1</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Square Footage</dt><dd>700 - 1100 sqft</dd>
<dt>Lot Size</dt><dd>35.01 x 100 ft</dd>
<dt>Year Built</dt><dd>1962</dd>
<dt>Neighbourhood</dt><dd>Elmvale Acres</dd>
<dt>Annual Taxes</dt><dd>$4,318 (2024)</dd>
<dt>Parking</dt><dd>Attached Garage, 3 spaces</dd>
<dt>Basement</dt><dd>Full, Finished</dd>
</dl></section>
<section class="listing-agent"><h2>Listing Agent</h2><div class="agent-card"><p class="agent-name">Nadia Bouchard</p><p class="agent-title">Sales Representative</p><p class="agent-office">RE/MAX Capital Horizon Realty Ltd., Brokerage - Alta Vista Office</p><p class="agent-phone">613-555-0162</p></div></section>
${mortgage("$579,900", "$57,990", "4.89%", "$3,021")}
${cards("More listings from Nadia Bouchard", [
  { price: "$624,900", address: "1087 Blohm Dr, Ottawa, ON", line: "Freehold Townhouse · 3 bd · 3 ba", href: "/on/ottawa-real-estate/1087-blohm-dr-wp_id301540992-lst" },
  { price: "$419,000", address: "1204-1440 Heron Rd, Ottawa, ON", line: "Condo Apt · 2 bd · 1 ba", href: "/on/ottawa-real-estate/1204-1440-heron-rd-wp_id301533418-lst" },
])}
${browse("Explore more homes", ["Bungalows for sale in Ottawa", "Semi-detached homes in Ottawa", "Townhouses for sale in Ottawa", "Condos near you", "Open houses in Ottawa"])}
${savedSearch()}
<p class="disclaimer">Listing information provided by the Ottawa Real Estate Board (OREB). Data is deemed reliable but is not guaranteed accurate.</p>
</main>
${footer({ "RE/MAX Canada": ["About", "Join RE/MAX", "Franchise"], "Buy & Sell": ["Home Estimate", "Mortgage Calculator", "Market Trends"] }, ["Each office independently owned and operated. © 2025 RE/MAX, LLC."])}
${nextData({
  props: {
    pageProps: {
      mapDefaults: { center: { lat: 45.4215, lng: -75.6972 }, zoom: 11 },
      listing: {
        mlsNum: "X12108834", listingId: "301557821", status: "Active", listPrice: 579900, propertyType: "Residential", buildingType: "Semi-Detached", style: "Bungalow",
        address: { streetAddress: "2241 Laurelwood Cres", city: "Ottawa", province: "ON", postalCode: "K1G 3X8", neighbourhood: "Elmvale Acres" },
        beds: 3, baths: 2, bathsFull: 1, bathsHalf: 1, sqftRange: "700-1100", lotDimensions: "35.01 x 100 ft", yearBuilt: 1962, taxes: { amount: 4318, year: 2024 },
        lat: 45.39527, lng: -75.64188,
        agents: [{ name: "Nadia Bouchard", title: "Sales Representative", officeName: "RE/MAX Capital Horizon Realty Ltd., Brokerage - Alta Vista Office" }],
      },
      agentListings: [{ mlsNum: "X12094471", listPrice: 624900, buildingType: "Freehold Townhouse" }, { mlsNum: "X12088150", listPrice: 419000, buildingType: "Condo Apt" }],
    },
  },
  page: "/[province]/[city]/[slug]",
})}
</body></html>`,
    expected: {
      price: { amount: 579900 },
      propertyKind: "semi-detached",
      street: "2241 Laurelwood Cres",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1G 3X8",
      neighbourhood: "Elmvale Acres",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 700,
      lot: { value: 3501, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "X12108834",
      listingAgentName: "Nadia Bouchard",
      brokerageName: "RE/MAX Capital Horizon Realty Ltd., Brokerage",
      geo: { lat: 45.39527, lng: -75.64188 },
    },
  },
  {
    name: "ho67-point2homes-row-townhouse-regina",
    site: "point2homes.com",
    set: "held-out-67",
    traps: "'Building Type Row / Townhouse' with 'Ownership Condominium/Strata' and a $310 condo fee beside the price; the URL and breadcrumb say 'Condo'; 'Baths 3' split 2 full + 1 half; the unit as '14-5201'; price followed by 'CAD'; similar listings include a bi-level house and a condo apartment; 'Townhouses for Sale in Regina' navigation; JSON-LD with the listing's coordinates",
    pageUrl: "https://www.point2homes.com/CA/Condo-For-Sale/SK/Regina/Lakeridge/14-5201-Rochdale-Blvd/119305512.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>14-5201 Rochdale Blvd, Regina, SK S4X 4L7 - Condo for Sale - MLS® SK998210 | Point2</title>
<meta name="description" content="14-5201 Rochdale Blvd, Regina, SK S4X 4L7 is a 3 bedroom, 3 bathroom, 1,280 sqft townhouse for sale at $309,900 CAD. MLS® SK998210.">
<meta property="og:title" content="14-5201 Rochdale Blvd, Regina, SK — $309,900">
<meta property="og:image" content="https://photos.point2.com/SK998210/1.jpg">
${gtm("G-P2H67REG")}
${ld({ "@context": "https://schema.org", "@type": ["Residence", "Product"], name: "14-5201 Rochdale Blvd", address: { "@type": "PostalAddress", streetAddress: "14-5201 Rochdale Blvd", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4X 4L7", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 50.49893, longitude: -104.66721 }, offers: { "@type": "Offer", price: 309900, priceCurrency: "CAD" } })}
</head><body>
${consent("Point2")}
${header("Point2", ["Buy", "Rent", "Sold", "New Homes", "Agents", "Mortgage"])}
<main class="details-page">
<nav class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/SK.html">SK</a> › <a href="/CA/Real-Estate-Listings/SK/Regina.html">Regina</a> › <a href="/CA/Condos-For-Sale/SK/Regina/Lakeridge.html">Lakeridge Condos</a> › 14-5201 Rochdale Blvd</nav>
<div class="details-header">
<div class="price"><span class="green">$309,900</span> <span class="currency">CAD</span></div>
<h1 class="address-container">14-5201 Rochdale Blvd, Regina, SK S4X 4L7</h1>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>3</strong> Beds</li><li class="ic-baths"><strong>3</strong> Baths</li><li class="ic-sqft"><strong>1,280</strong> Sqft</li><li class="property-type">Townhouse</li></ul>
<p class="listing-age">Listed 9 days ago</p>
</div>
${photos("https://photos.point2.com/SK998210", 24, "14-5201 Rochdale Blvd")}
<section class="description-cnt"><h2>Description</h2><p>Two-storey end unit in Lakeridge Gardens, a well-run complex of 48 townhomes in the northwest. Open main floor with a kitchen island, pantry and a two-piece bath; three bedrooms up including a primary with a walk-in closet and a three-piece ensuite, plus the main four-piece bath. Unfinished basement ready for your ideas. Condo fees include exterior maintenance, snow removal, lawn care and reserve fund. Two parking stalls with plug-ins. Walk to Lakeridge Park, schools and the Rochdale shops.</p></section>
<section class="details-cnt"><h2>Property Details</h2>
<dl class="ic-list">
<dt>MLS® #</dt><dd>SK998210</dd>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>Row / Townhouse</dd>
<dt>Ownership</dt><dd>Condominium/Strata</dd>
<dt>Style</dt><dd>2 Storey</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Full Bathrooms</dt><dd>2</dd>
<dt>Half Bathrooms</dt><dd>1</dd>
<dt>Living Area</dt><dd>1,280 sqft</dd>
<dt>Year Built</dt><dd>2009</dd>
<dt>Neighborhood</dt><dd>Lakeridge</dd>
<dt>Condo Fee</dt><dd>$310 / month</dd>
<dt>Taxes</dt><dd>$2,764 / year</dd>
<dt>Parking</dt><dd>Parking Pad, 2 spaces</dd>
</dl></section>
<section class="agent-box"><h2>Listed by</h2><div class="agent-info"><p class="agent-name">Tyler Olfert</p><p class="agent-company">Queen City Realty Group Inc.</p><p class="agent-phone">306-555-0119</p></div><button class="contact-agent">Contact Agent</button></section>
${mortgage("$309,900", "$30,990", "4.94%", "$1,621")}
${cards("Similar Homes for Sale Nearby", [
  { price: "$389,000", address: "6315 Dewdney Ave W, Regina, SK", line: "Bi-Level · 4 Beds · 2 Baths · 1,064 Sqft", href: "/CA/Home-For-Sale/SK/Regina/Lakeridge/6315-Dewdney-Ave-W/119288441.html" },
  { price: "$214,900", address: "302-5115 Rochdale Blvd, Regina, SK", line: "Apartment · 2 Beds · 2 Baths · 968 Sqft", href: "/CA/Condo-For-Sale/SK/Regina/Lakeridge/302-5115-Rochdale-Blvd/119270318.html" },
  { price: "$324,500", address: "31-5201 Rochdale Blvd, Regina, SK", line: "Townhouse · 3 Beds · 3 Baths · 1,296 Sqft", href: "/CA/Condo-For-Sale/SK/Regina/Lakeridge/31-5201-Rochdale-Blvd/119251776.html" },
])}
${browse("Popular Searches in Regina", ["Townhouses for Sale in Regina", "Condos near you", "Houses for Sale in Lakeridge", "Bi-Level Homes in Regina", "Regina Rentals"])}
${savedSearch()}
<p class="disclaimer">Data provided by the Saskatchewan REALTORS® Association. MLS®, REALTOR® and the associated logos are trademarks of The Canadian Real Estate Association.</p>
</main>
${footer({ "Point2": ["About", "Contact", "Careers", "Advertise"], "Explore": ["Canada Real Estate", "US Real Estate", "Mortgage Calculator"] }, ["© 2025 Point2. All rights reserved."])}
</body></html>`,
    expected: {
      price: { amount: 309900 },
      propertyKind: "townhouse",
      street: "14-5201 Rochdale Blvd",
      city: "Regina",
      province: "SK",
      postalCode: "S4X 4L7",
      neighbourhood: "Lakeridge",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1280,
      yearBuilt: 2009,
      mlsNumber: "SK998210",
      listingAgentName: "Tyler Olfert",
      brokerageName: "Queen City Realty Group Inc.",
      geo: { lat: 50.49893, lng: -104.66721 },
    },
  },
];
