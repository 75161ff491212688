/**
 * Seventy-sixth held-out corpus, Ontario: new-construction, pre-construction and assignment pages on realtor.ca, zolo.ca,
 * housesigma.com, royallepage.ca, condos.ca and kijiji.ca. Addresses, names and numbers are invented; expected facts
 * were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  appBanner,
  calculator,
  consent,
  crumbs,
  dataLayer,
  gallery,
  gtm,
  header,
  leadForm,
  nextData,
  roster,
  similar,
  siteFooter,
  windowState,
} from "./chrome.ts";

const rcaRow = (id: string, label: string, value: string): string =>
  `<div id="propertyDetailsSectionContentSubCon_${id}" class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">${label}</div><div class="propertyDetailsSectionContentValue">${value}</div></div>`;

const rows = (pairs: [string, string][], cls = "facts"): string =>
  `<table class="${cls}"><tbody>${pairs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("")}</tbody></table>`;

export const HELD_OUT_76_ONTARIO: ListingPage[] = [
  {
    name: "ho76-realtorca-new-townhouse-milton",
    site: "realtor.ca",
    set: "held-out-76",
    traps:
      "a realtor.ca detail page for a to-be-built freehold townhouse: the site's own property id in the URL and a 'Listing ID' beside the MLS® Number; remarks quote the project's 'townhomes from $949,990' and two other models with their own prices and sizes; 'Bathrooms (Total) 3' with 'Half bathrooms 1'; 'Size Interior 1500 - 2000 sqft' against the other models' exact sizes; an occupancy date, HST-included and capped development-charges notes but no year built; the builder's sales-centre address on Derry Road beside the lot's address; 'Milton (Cobban)' and a Community Name row; land size frontage x depth; the listing brokerage's head-office address; nearby listings with prices",
    pageUrl: "https://www.realtor.ca/real-estate/28917455/212-ashgrove-common-milton-cobban",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>212 Ashgrove Common, Milton (Cobban), Ontario L9E2K7 - W12488317 | REALTOR.ca</title>
<meta name="description" content="For sale: 212 Ashgrove Common, Milton, Ontario L9E2K7 - W12488317. See details and photos for this Row / Townhouse, 3 bedroom, 3 bathroom property.">
<meta property="og:title" content="212 Ashgrove Common, Milton (Cobban), Ontario L9E2K7 | REALTOR.ca">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638912/reb82/highres/7/w12488317_1.jpg">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28917455/212-ashgrove-common-milton-cobban">
<link rel="canonical" href="https://www.realtor.ca/real-estate/28917455/212-ashgrove-common-milton-cobban">
${gtm("GTM-K7RCA2")}
${dataLayer({ event: "listingView", PropertyID: "28917455", ListingID: "28917455", MLSNumber: "W12488317", Price: "1049990", PropertyType: "Single Family", BoardID: "82" })}
</head><body class="listingDetails">
${consent("REALTOR.ca")}
${header("REALTOR.ca", ["Map", "Realtors", "Commercial", "Find a REALTOR", "Blog", "Français"])}
${crumbs(["Ontario", "Milton", "Cobban", "212 Ashgrove Common"])}
<div id="listingDetailsTopCon">
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">212 Ashgrove Common<br>Milton (Cobban), Ontario L9E2K7</h1></div>
<div id="listingPriceCon"><div id="listingPriceValue" class="listingPriceValue">$1,049,990</div></div>
<div id="listingIconsCon">
<div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bedrooms</div></div>
<div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bathrooms</div></div>
<div class="listingIconCon"><div class="listingIconNum">1500 - 2000 sqft</div><div class="listingIconText">Square Feet</div></div>
</div>
<div id="listingMlsNumCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">W12488317</span></div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS638912/reb82/highres/7/w12488317", 14, "212 Ashgrove Common Milton")}
<div id="propertyDescriptionCon"><h2>Listing Description</h2><div id="propertyDescriptionContentCon" class="propertyDescriptionCon">
<p>Brand new, to be built by Thornvale Homes: the Aspen end-unit freehold townhome on Lot 14 of Ashgrove Common. Three bedrooms up including a primary with a walk-in closet and a glass shower ensuite, an open main floor with 9 ft ceilings, quartz kitchen with island, powder room and a single garage with inside entry. Price includes HST (net of rebate, assigned to the builder). Development charges capped at $15,000. Tentative occupancy: Spring 2027, Tarion warranty. Townhomes in this release from $949,990; also available: the Birch interior unit (1,640 sq ft, from $949,990) and the Cedar corner unit (2,105 sq ft, from $1,119,990). Visit the Thornvale Sales Centre at 8450 Derry Road W, Milton, open Sat-Wed 12-5. Deposit structure $25,000 on signing, $25,000 in 30 days, 5% in 120 days. (id:28917455)</p>
</div></div>
<div id="propertyDetailsSectionCon">
<h2 class="propertyDetailsSectionHeader">Property Details</h2>
<div class="propertyDetailsSectionContentCon">
${rcaRow("PropertyType", "Property Type", "Single Family")}
${rcaRow("BuildingType", "Building Type", "Row / Townhouse")}
${rcaRow("Title", "Title", "Freehold")}
${rcaRow("AnnualPropertyTaxes", "Annual Property Taxes", "$0")}
${rcaRow("ParkingType", "Parking Type", "Attached Garage")}
${rcaRow("TimeOnRealtor", "Time on REALTOR.ca", "6 days")}
</div>
<h2 class="propertyDetailsSectionHeader">Building</h2>
<div class="propertyDetailsSectionContentCon">
${rcaRow("Bedrooms", "Bedrooms", "Above Grade 3")}
${rcaRow("BathroomTotal", "Bathrooms (Total)", "3")}
${rcaRow("HalfBathrooms", "Half bathrooms", "1")}
${rcaRow("Style", "Style", "Attached")}
${rcaRow("Stories", "Stories", "2")}
${rcaRow("SizeInterior", "Size Interior", "1500 - 2000 sqft")}
${rcaRow("Basement", "Basement Type", "Full (Unfinished)")}
${rcaRow("Heating", "Heating Type", "Forced air (Natural gas)")}
${rcaRow("Cooling", "Cooling", "Central air conditioning")}
</div>
<h2 class="propertyDetailsSectionHeader">Land</h2>
<div class="propertyDetailsSectionContentCon">
${rcaRow("LandSize", "Land Size", "24.6 x 90 FT")}
${rcaRow("CommunityName", "Community Name", "Cobban")}
${rcaRow("Sewer", "Sewer", "Sanitary sewer")}
</div>
</div>
<div id="listingMapCon"><div id="listingMap" class="map" data-latitude="43.49712" data-longitude="-79.85734" data-zoom="15"></div><a class="mapDirections" href="https://maps.google.com/?q=43.49712,-79.85734">Directions</a></div>
<div id="realtorCardCon"><h2>Listing Agent</h2>
<div class="realtorCard"><img src="https://cdn.realtor.ca/individual/TS638912/lowres/2091734.jpg" alt="" width="90"><div class="realtorCardDetails"><span class="realtorCardName">Priya Ramanathan</span><span class="realtorCardTitle">Salesperson</span><span class="realtorCardPhone">(905) 555-0182</span></div></div>
<div class="officeCard"><img src="https://cdn.realtor.ca/organization/en-CA/TS638400/lowres/281944.jpg" alt="" width="120"><div class="officeCardName">Brookline Realty Inc., Brokerage</div><div class="officeCardAddress">2150 Steeles Ave E, Unit 4<br>Brampton, Ontario L6T 1A7</div><div class="officeCardPhone">(905) 555-0100</div></div>
</div>
${calculator("Mortgage Calculator", [["Purchase price", "$1,049,990"], ["Down payment (20%)", "$209,998"], ["Amortization", "25 years"], ["Interest rate", "4.79%"]], "Monthly payment: $4,787")}
${leadForm("Contact the listing agent", "I am interested in 212 Ashgrove Common (W12488317).", "Send Message")}
${similar("Nearby Listings", [
  { price: "$949,990", address: "224 Ashgrove Common", place: "Milton, Ontario", facts: "3 bd · 3 ba · Row / Townhouse", href: "/real-estate/28917460/224-ashgrove-common-milton-cobban" },
  { price: "$1,189,000", address: "1042 Halliday Crescent", place: "Milton, Ontario", facts: "4 bd · 4 ba · Semi-detached", href: "/real-estate/28860214/1042-halliday-crescent-milton-ford" },
  { price: "$799,900", address: "318 - 1050 Main Street E", place: "Milton, Ontario", facts: "2 bd · 2 ba · Apartment", href: "/real-estate/28899012/318-1050-main-street-e-milton" },
])}
${siteFooter(["REALTOR.ca is owned by CREA and operated by CREA. The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.", "Data provided by Toronto Regional Real Estate Board. CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9."])}
</body></html>`,
    expected: {
      price: { amount: 1049990 },
      propertyKind: "townhouse",
      street: "212 Ashgrove Common",
      city: "Milton",
      province: "ON",
      postalCode: "L9E 2K7",
      neighbourhood: "Cobban",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 2214, unit: "ft2" },
      mlsNumber: "W12488317",
      listingAgentName: "Priya Ramanathan",
      brokerageName: "Brookline Realty Inc., Brokerage",
      geo: { lat: 43.49712, lng: -79.85734 },
    },
  },
  {
    name: "ho76-zolo-assignment-condo-toronto",
    site: "zolo.ca",
    set: "held-out-76",
    traps:
      "a zolo.ca page for a pre-construction condo assignment with its state in window.__ZOLO__: remarks give the original purchase price, the 20% deposits paid and the assignor's payout beside the assignment price; the 'Zolo Estimate' and the building's sold units with prices; 'Toronto W06' district, 'Etobicoke' and 'Mimico' community beside the city; '700-799' sq ft band; 'Est. occupancy Q3 2026' and 'Age: New' with no year built; the site's own 'zolo-' id beside the MLS®; Zolo's own contact agent (a buyer's agent) beside the listing brokerage; other listings in the building",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/2170-lake-shore-blvd-w/2807",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>2807 - 2170 Lake Shore Blvd W, Toronto — For Sale @ $739,000 | Zolo.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 2807 - 2170 Lake Shore Blvd W, Toronto. MLS® W12530418. Assignment sale in Mimico.">
<meta property="og:image" content="https://photos.zolo.ca/2807-2170-lake-shore-blvd-w-toronto-W12530418-1.jpg">
<link rel="canonical" href="https://www.zolo.ca/toronto-real-estate/2170-lake-shore-blvd-w/2807">
${gtm("GTM-ZOLO44")}
${windowState("__ZOLO__", { page: "listing", listing: { id: "zolo-42718830", mls: "W12530418", status: "active", price: 739000, unit: "2807", street: "2170 Lake Shore Blvd W", city: "Toronto", province: "ON", postal: "M8V 0E4", district: "Toronto W06", community: "Mimico", type: "Condo Apt", beds: 2, baths: 2, sqftRange: "700-799", lat: 43.61803, lng: -79.49372, brokerage: "Lakeview Summit Realty Inc., Brokerage", estimate: 712400 }, building: { id: "bldg-88142", name: "Baywater Residences", units: 412, storeys: 36, developer: "Baywater Developments" }, zoloAgent: { name: "Daniel Okafor", brokerage: "Zolo Realty", phone: "(416) 555-0131" } })}
</head><body class="listing-page">
${appBanner("Zolo")}
${header("Zolo", ["Buy", "Rent", "Sold", "Sell", "Home Value", "Mortgages"])}
${crumbs(["Home", "Toronto", "Etobicoke", "Mimico", "2170 Lake Shore Blvd W", "Unit 2807"])}
<section class="listing-header">
<h1 class="address text-2">2807 - 2170 Lake Shore Blvd W</h1>
<div class="area">Toronto, ON M8V 0E4</div>
<div class="listing-price"><span class="priv">$739,000</span><span class="tag tag-assignment">Assignment</span></div>
<ul class="listing-values"><li>2 Bed</li><li>2 Bath</li><li>700-799 sqft</li></ul>
</section>
${gallery("https://photos.zolo.ca/2807-2170-lake-shore-blvd-w-toronto-W12530418", 18, "2807 - 2170 Lake Shore Blvd W")}
<section class="zolo-estimate"><h2>Zolo Estimate</h2><p class="estimate-value">$712,400</p><small>Estimated range $684,000 – $741,000. Not an appraisal.</small></section>
<section class="listing-description"><h2>Description</h2>
<p>Assignment sale at Baywater Residences by Baywater Developments! Sun-filled 2 bed, 2 bath split plan on the 28th floor with unobstructed lake views. Original purchase price $689,900; deposits paid to date $137,980 (20%). Assignor to receive $49,100 plus return of deposits on closing. Builder's consent fee $5,000 + HST paid by assignee. Est. occupancy Q3 2026, tentative final closing 2027. Parking and locker included. Development charges capped at $12,500. Floor plan 'Marina B' with a 110 sq ft balcony.</p></section>
<section class="key-facts"><h2>Key Facts</h2>
<dl class="column"><dt>MLS®#</dt><dd>W12530418</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Style</dt><dd>Apartment</dd><dt>Status</dt><dd>Active · Assignment</dd><dt>Age</dt><dd>New</dd><dt>Size</dt><dd>700-799 sqft</dd><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>2</dd><dt>Exposure</dt><dd>South</dd><dt>Maintenance</dt><dd>$0.62/sqft (est.)</dd><dt>Taxes</dt><dd>Not yet assessed</dd><dt>District</dt><dd>Toronto W06</dd><dt>Community</dt><dd>Mimico</dd><dt>Municipality</dt><dd>Toronto</dd><dt>Listed on Zolo</dt><dd>4 days ago</dd></dl>
</section>
<section class="building-history"><h2>Recent sales in this building</h2>
<table class="sold-table"><thead><tr><th>Unit</th><th>Beds</th><th>Sold</th><th>Date</th></tr></thead><tbody>
<tr><td>1906</td><td>1+1</td><td>$618,000</td><td>Sep 2025</td></tr><tr><td>3304</td><td>2</td><td>$802,500</td><td>Jul 2025</td></tr><tr><td>1211</td><td>1</td><td>$529,000</td><td>May 2025</td></tr>
</tbody></table></section>
<section class="listing-brokerage"><p class="small">Listed by Lakeview Summit Realty Inc., Brokerage</p></section>
<aside class="zolo-agent-card"><h3>Questions about this home?</h3><p class="agent-name">Daniel Okafor</p><p>Zolo Realty · Buyer's Agent</p><a href="tel:4165550131">(416) 555-0131</a>${leadForm("Ask Daniel", "Is the assignment of 2807 - 2170 Lake Shore Blvd W still available?", "Request Info")}</aside>
<div class="map-wrap" data-map-lat="43.61803" data-map-lng="-79.49372"></div>
${calculator("Monthly Costs", [["Price", "$739,000"], ["Down payment", "$147,800"], ["Rate", "4.89%"], ["Maintenance (est.)", "$460"]], "$3,860/mo")}
${similar("Other units for sale at 2170 Lake Shore Blvd W", [
  { price: "$569,900", address: "1508 - 2170 Lake Shore Blvd W", place: "Toronto, ON", facts: "1 Bed · 1 Bath · 500-599 sqft", href: "/toronto-real-estate/2170-lake-shore-blvd-w/1508" },
  { price: "$1,125,000", address: "PH04 - 2170 Lake Shore Blvd W", place: "Toronto, ON", facts: "3 Bed · 2 Bath · 1000-1199 sqft", href: "/toronto-real-estate/2170-lake-shore-blvd-w/ph04" },
])}
${siteFooter(["Zolo Realty, Brokerage. 2 Bloor St W, Suite 700, Toronto, ON M4W 3E2. The listing data is provided under copyright by the Toronto Regional Real Estate Board. The listing data is deemed reliable but is not guaranteed accurate by TRREB nor Zolo.", "MLS®, REALTOR® and the associated logos are trademarks of The Canadian Real Estate Association."])}
</body></html>`,
    expected: {
      price: { amount: 739000 },
      propertyKind: "condo",
      street: "2807 - 2170 Lake Shore Blvd W",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 0E4",
      neighbourhood: "Mimico",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "W12530418",
      brokerageName: "Lakeview Summit Realty Inc., Brokerage",
      geo: { lat: 43.61803, lng: -79.49372 },
    },
  },
  {
    name: "ho76-housesigma-new-link-vaughan",
    site: "housesigma.com",
    set: "held-out-76",
    traps:
      "a housesigma.com detail page (Nuxt state in window.__NUXT__) for a brand-new TRREB 'Link' home, which is semi-detached: 'Washrooms 4' whose details split into a 2-piece and three 3- and 4-piece baths; the 'SigmaEstimate' and a listing history with an earlier higher list price; '2000-2500' sq ft band; 'Lot Size 25 x 110 Feet'; 'Age New' and a possession date in 2026 but no year built; the builder's sales office on Islington Avenue; 'Kleinburg' community beside Vaughan; the site's own listing id hash beside the MLS®; sold comparables with prices; brokerage only, no agent",
    pageUrl: "https://housesigma.com/on/vaughan-real-estate/48-foxfield-ridge-cres/home/9gK2mWb4xLq7aOzD/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>48 Foxfield Ridge Cres, Vaughan, ON - N12547702 | HouseSigma</title>
<meta name="description" content="48 Foxfield Ridge Cres, Vaughan - Link for sale, 4 bedrooms, 4 bathrooms. Listed for $1,388,000. MLS® N12547702.">
<meta property="og:image" content="https://cache08.housesigma.com/Live/photos/FULL/1/702/N12547702.jpg">
<link rel="canonical" href="https://housesigma.com/on/vaughan-real-estate/48-foxfield-ridge-cres/home/9gK2mWb4xLq7aOzD/">
${gtm("GTM-HSIG91")}
</head><body>
<div id="__nuxt"><div id="__layout"><div class="page-listing">
${header("HouseSigma", ["Map Search", "Market Trends", "Sold Prices", "Estimate", "Agents", "Recommend"])}
<div class="listing-top">
<h1 class="address">48 Foxfield Ridge Cres</h1>
<p class="municipality">Vaughan - Kleinburg, ON L4H 5T2</p>
<div class="price-line"><span class="label">Listed</span> <span class="price">$1,388,000</span> <span class="status">For Sale</span></div>
<div class="estimate-line"><span class="label">SigmaEstimate</span> <span class="price">$1,352,000</span> <a href="/estimate/">What's this?</a></div>
<ul class="basic-info"><li><span>4</span> Bedrooms</li><li><span>4</span> Bathrooms</li><li><span>2</span> Garage</li></ul>
</div>
${gallery("https://cache08.housesigma.com/Live/photos/FULL/1/702/N12547702", 22, "48 Foxfield Ridge Cres Vaughan")}
<section class="key-facts"><h2>Key Facts</h2>
${rows([["Listing #", "N12547702"], ["Property Type", "Link"], ["Style", "2-Storey"], ["Community", "Kleinburg"], ["Municipality", "Vaughan"], ["Size", "2000-2500 feet²"], ["Lot Size", "25 x 110 Feet"], ["Age", "New"], ["Tax", "Not assessed"], ["Possession", "Aug 15, 2026 (Tentative)"], ["Listed on", "Nov 12, 2025"], ["Days on Market", "9 days"]], "key-facts-table")}
</section>
<section class="description"><h2>Description</h2>
<p>Brand new link home by Kleinburg Ridge Homes, never lived in, in the Foxfield Ridge enclave. Elevation B 'Linden' plan: open-concept main floor with 10 ft ceilings, chef's kitchen with walk-in pantry, family room with gas fireplace, 4 generous bedrooms including two ensuites. Linked only at the garage foundation. Tentative closing August 2026; HST included in price. Development charges and levies capped at $20,000. Visit the sales office at 10511 Islington Ave, Kleinburg. Also releasing detached 40' lots from $2,049,990.</p></section>
<section class="rooms"><h2>Rooms</h2>
<table class="room-table"><thead><tr><th>Room</th><th>Level</th><th>Size</th></tr></thead><tbody>
<tr><td>Great Room</td><td>Main</td><td>5.49 x 4.27 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>4.27 x 3.05 m</td></tr><tr><td>Primary Bedroom</td><td>Second</td><td>5.18 x 4.27 m</td></tr><tr><td>Bedroom 2</td><td>Second</td><td>3.66 x 3.35 m</td></tr><tr><td>Bedroom 3</td><td>Second</td><td>3.35 x 3.05 m</td></tr><tr><td>Bedroom 4</td><td>Second</td><td>3.35 x 3.05 m</td></tr>
</tbody></table>
<h3>Washrooms</h3>
<ul class="washrooms"><li>2-piece × 1 (Main)</li><li>4-piece × 2 (Second)</li><li>3-piece × 1 (Second)</li></ul>
</section>
<section class="listing-history"><h2>Listing History</h2>
<table class="history-table"><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Listing #</th></tr></thead><tbody>
<tr><td>2025-11-12</td><td>For Sale</td><td>$1,388,000</td><td>N12547702</td></tr>
<tr><td>2025-09-03</td><td>Terminated</td><td>$1,429,000</td><td>N12390415</td></tr>
</tbody></table></section>
<section class="comparables"><h2>Sold Comparables</h2>
${similar("Recently sold nearby", [
  { price: "Sold $1,301,000", address: "17 Foxfield Ridge Cres", place: "Vaughan - Kleinburg", facts: "4 Bed · 4 Bath · Link", href: "/on/vaughan-real-estate/17-foxfield-ridge-cres/home/Xa83mPq1/" },
  { price: "Sold $1,455,000", address: "203 Mactier Dr", place: "Vaughan - Kleinburg", facts: "4 Bed · 4 Bath · Semi-Detached", href: "/on/vaughan-real-estate/203-mactier-dr/home/Lm22bR7/" },
])}
</section>
<p class="brokerage">Listing Brokerage: Maplecrest Realty Inc., Brokerage</p>
${calculator("Mortgage", [["Home price", "$1,388,000"], ["Down payment", "20%"], ["Rate", "4.69%"]], "$6,219 / month")}
</div></div></div>
<script>window.__NUXT__=${JSON.stringify({ layout: "default", data: [{ listing: { id_listing: "9gK2mWb4xLq7aOzD", ml_num: "N12547702", address: "48 Foxfield Ridge Cres", municipality_name: "Vaughan", community_name: "Kleinburg", province: "ON", postal_code: "L4H 5T2", house_type_name: "Link", price_int: 1388000, bedroom_string: "4", washroom: 4, sqft: "2000-2500", land: { front: 25, depth: 110, unit: "Feet" }, map: { lat: 43.83671, lon: -79.61234 }, brokerage: "Maplecrest Realty Inc., Brokerage", estimate: { price: 1352000 } } }], state: { user: { loggedIn: false } } }).replace(/</g, "\\u003c")};</script>
${siteFooter(["HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4.", "The data relating to real estate for sale is provided courtesy of the Toronto Regional Real Estate Board (TRREB). Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1388000 },
      propertyKind: "semi-detached",
      street: "48 Foxfield Ridge Cres",
      city: "Vaughan",
      province: "ON",
      postalCode: "L4H 5T2",
      neighbourhood: "Kleinburg",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2000,
      lot: { value: 2750, unit: "ft2" },
      mlsNumber: "N12547702",
      brokerageName: "Maplecrest Realty Inc., Brokerage",
      geo: { lat: 43.83671, lng: -79.61234 },
    },
  },
  {
    name: "ho76-royallepage-new-townhouse-block-ottawa",
    site: "royallepage.ca",
    set: "held-out-76",
    traps:
      "a royallepage.ca page for one interior unit of a new freehold townhouse block: a table of the block's four units with their own prices, sizes and possession dates; Barrhaven in the breadcrumbs and the office name beside the 'Half Moon Bay' neighbourhood and the city of Ottawa; 'Year Built: Under Construction' and a 'Fall 2026' possession; HST-included note; the builder's model home on another street; the site's own 'RLP' listing id beside the MLS®; the brokerage with a ' - Barrhaven Office' suffix; other agents of the office in a roster; JSON-LD with address and geo",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/ottawa/712-kestrel-private/27834491/mlsx12562018/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>712 Kestrel Private, Ottawa, ON K2J 7H2 | X12562018 | Royal LePage</title>
<meta name="description" content="New construction townhouse for sale at 712 Kestrel Private, Ottawa. 3 bedrooms, 2.5 bathrooms. $629,900.">
<meta property="og:type" content="website"><meta property="og:image" content="https://rlp.azureedge.net/listings/X12562018/1.jpg">
${gtm("GTM-RLP220")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "712 Kestrel Private", address: { "@type": "PostalAddress", streetAddress: "712 Kestrel Private", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2J 7H2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.25432, longitude: -75.74816 }, numberOfRooms: 3, floorSize: { "@type": "QuantitativeValue", value: 1725, unitCode: "FTK" } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Royal LePage Team Realty - Barrhaven Office", address: { "@type": "PostalAddress", streetAddress: "3500 Fallowfield Rd, Unit 12", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2J 4A7" }, telephone: "613-555-0170" })}
</head><body class="property-details">
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Blog"])}
${crumbs(["Home", "Ontario", "Ottawa", "Barrhaven", "712 Kestrel Private"])}
<div class="property-hero">
<h1 class="address-1">712 Kestrel Private</h1>
<p class="address-2">Ottawa, Ontario K2J 7H2</p>
<p class="property-price">$629,900 <small>HST included</small></p>
<ul class="property-stats"><li>3 Bedrooms</li><li>2.5 Baths</li><li>1,725 sq.ft.</li></ul>
<span class="badge">New Construction</span>
</div>
${gallery("https://rlp.azureedge.net/listings/X12562018", 16, "712 Kestrel Private Ottawa")}
<section class="property-description"><h2>Property Description</h2>
<p>Pre-construction interior freehold townhome in the final Kestrel block by Northwind Homes. The Finch plan: 3 bedrooms, 2.5 baths and 1,725 sq ft per builder's plans, with a loft, 9' main floor ceilings and a finished lower-level rec room. Possession Fall 2026. Price includes HST with the rebate assigned to the builder. Model home open weekends at 55 Hawkridge Way. Choose your finishes at the Northwind design studio.</p>
<h3>Units in this block</h3>
<table class="block-units"><thead><tr><th>Unit</th><th>Plan</th><th>Size</th><th>Price</th><th>Possession</th><th>Status</th></tr></thead><tbody>
<tr><td>708 Kestrel Private</td><td>Osprey (end)</td><td>1,840 sq ft</td><td>$669,900</td><td>Summer 2026</td><td>Sold</td></tr>
<tr><td>710 Kestrel Private</td><td>Wren (interior)</td><td>1,690 sq ft</td><td>$624,900</td><td>Fall 2026</td><td>Available</td></tr>
<tr><td><b>712 Kestrel Private</b></td><td>Finch (interior)</td><td>1,725 sq ft</td><td>$629,900</td><td>Fall 2026</td><td>This listing</td></tr>
<tr><td>714 Kestrel Private</td><td>Osprey (end)</td><td>1,840 sq ft</td><td>$674,900</td><td>Winter 2027</td><td>Available</td></tr>
</tbody></table>
</section>
<section class="property-details-list"><h2>Property Details</h2>
<ul class="details">
<li><span class="label">MLS® #:</span> X12562018</li>
<li><span class="label">RLP Listing #:</span> 27834491</li>
<li><span class="label">Property Type:</span> Residential</li>
<li><span class="label">Building Type:</span> Row / Townhouse</li>
<li><span class="label">Ownership:</span> Freehold</li>
<li><span class="label">Bedrooms:</span> 3</li>
<li><span class="label">Full Bathrooms:</span> 2</li>
<li><span class="label">Half Bathrooms:</span> 1</li>
<li><span class="label">Living Area:</span> 1,725 sq.ft.</li>
<li><span class="label">Lot Size:</span> 20 x 95 ft</li>
<li><span class="label">Year Built:</span> Under Construction</li>
<li><span class="label">Neighbourhood:</span> Half Moon Bay</li>
<li><span class="label">Taxes:</span> To be assessed</li>
<li><span class="label">Parking:</span> Attached garage, 2 spaces</li>
</ul></section>
<section class="listing-agent"><h2>Listing Agent</h2>
<div class="agent-card"><img src="https://rlp.azureedge.net/agents/marc-andre-belanger.jpg" alt="" width="96"><p class="agent-name">Marc-André Bélanger</p><p class="agent-title">Sales Representative</p><p class="agent-office">Royal LePage Team Realty - Barrhaven Office</p><p>613-555-0174</p></div>
${leadForm("Ask about this home", "Please send me the Finch floor plan for 712 Kestrel Private.", "Send")}
</section>
${roster("More agents at the Barrhaven office", [{ name: "Chantal Lévesque", title: "Sales Representative", phone: "613-555-0175" }, { name: "Tyler Osei", title: "Sales Representative", phone: "613-555-0176" }, { name: "Nadia Rahimi", title: "Client Care", phone: "613-555-0177" }])}
<div id="property-map" data-lat="45.25432" data-lng="-75.74816"></div>
${calculator("Mortgage Calculator", [["Price", "$629,900"], ["Down Payment", "$62,990"], ["Amortization", "30 years"], ["Rate", "4.59%"]], "Estimated payment: $2,902/month")}
${similar("Similar properties", [
  { price: "$599,000", address: "1180 Greenbank Rd", place: "Ottawa, ON", facts: "3 bd · 3 ba · Townhouse", href: "/en/property/ontario/ottawa/1180-greenbank-rd/27801120/mlsx12499301/" },
  { price: "$749,900", address: "42 Cranesbill Cres", place: "Ottawa, ON", facts: "4 bd · 3 ba · Single Family", href: "/en/property/ontario/ottawa/42-cranesbill-cres/27811045/mlsx12510077/" },
])}
${siteFooter(["Royal LePage Team Realty, Brokerage, Independently Owned and Operated. 3500 Fallowfield Rd, Unit 12, Ottawa, ON K2J 4A7.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA)."])}
</body></html>`,
    expected: {
      price: { amount: 629900 },
      propertyKind: "townhouse",
      street: "712 Kestrel Private",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 7H2",
      neighbourhood: "Half Moon Bay",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1725,
      lot: { value: 1900, unit: "ft2" },
      mlsNumber: "X12562018",
      listingAgentName: "Marc-André Bélanger",
      brokerageName: "Royal LePage Team Realty",
      geo: { lat: 45.25432, lng: -75.74816 },
    },
  },
  {
    name: "ho76-condosca-precon-project-toronto",
    site: "condos.ca",
    set: "held-out-76",
    traps:
      "a condos.ca pre-construction project page (Next.js __NEXT_DATA__) with 'Prices from $549,900' beside floor-plan cards from a studio to a 3-bed, each with its own price and size; suite sizes '498 – 1,210 sq ft'; bedrooms only as a range; 'Est. Occupancy 2028' and a deposit schedule with capped development charges but no year built; the presentation-centre address on Don Mills Road beside the project's address; Flemingdon Park and 'North York' beside Toronto; average price per sq ft; nearby resale listings with MLS® numbers and prices; no agent, brokerage or MLS® for the project itself",
    pageUrl: "https://condos.ca/toronto/parkline-condos-1450-eglinton-ave-e",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Parkline Condos - 1450 Eglinton Ave E | Pre-Construction Prices &amp; Floor Plans | Condos.ca</title>
<meta name="description" content="Parkline Condos by Aldercrest Group at 1450 Eglinton Ave E, Toronto. Prices from $549,900. Studio to 3 bedroom suites, occupancy 2028.">
<meta property="og:image" content="https://media.condos.ca/precon/parkline-condos/hero.jpg">
<link rel="canonical" href="https://condos.ca/toronto/parkline-condos-1450-eglinton-ave-e">
${gtm("GTM-CNDS77")}
</head><body>
<div id="__next">
${header("Condos.ca", ["Buy", "Rent", "Pre-Construction", "Sell", "Market Insights", "Sign Up"])}
${crumbs(["Toronto", "North York", "Flemingdon Park", "Parkline Condos"])}
<section class="precon-hero">
<span class="badge">Pre-Construction · Selling Now</span>
<h1>Parkline Condos</h1>
<p class="precon-address">1450 Eglinton Ave E, Toronto, ON</p>
<p class="precon-price">Prices from <strong>$549,900</strong></p>
<ul class="precon-stats"><li>Studio – 3 Bed</li><li>498 – 1,210 sq ft</li><li>38 Storeys</li><li>524 Suites</li><li>Est. Occupancy 2028</li></ul>
<p class="developer">Developer: <a href="/developers/aldercrest-group">Aldercrest Group</a></p>
</section>
${gallery("https://media.condos.ca/precon/parkline-condos", 12, "Parkline Condos rendering")}
<section class="precon-about"><h2>About Parkline Condos</h2>
<p>Rising 38 storeys at Eglinton and Don Mills, steps from the Science Centre LRT stop, Parkline offers 524 suites with 9 ft ceilings, integrated appliances and a rooftop park terrace. Average price about $1,050 per sq ft. Deposit: 5% on signing, 5% in 90 days, 5% in 365 days, 5% on occupancy. Development charges capped at $9,500 for 1-bed and $13,500 for 2-bed and larger. HST included (rebate assigned to the vendor). Visit the presentation centre at 1100 Don Mills Rd, by appointment.</p></section>
<section class="floor-plans"><h2>Floor Plans</h2>
<div class="plan-grid">
<div class="plan-card"><h3>Plan S1</h3><p>Studio · 1 Bath</p><p>498 sq ft</p><p class="plan-price">From $549,900</p></div>
<div class="plan-card"><h3>Plan 1B</h3><p>1 Bed · 1 Bath</p><p>584 sq ft</p><p class="plan-price">From $612,900</p></div>
<div class="plan-card"><h3>Plan 2C</h3><p>2 Bed · 2 Bath</p><p>812 sq ft</p><p class="plan-price">From $819,900</p></div>
<div class="plan-card"><h3>Plan 3A</h3><p>3 Bed · 2 Bath</p><p>1,210 sq ft</p><p class="plan-price">From $1,289,900</p></div>
</div></section>
<section class="precon-details"><h2>Details</h2>
<table class="details"><tbody>
<tr><th>Status</th><td>Selling</td></tr><tr><th>Construction Status</th><td>Pre-construction</td></tr><tr><th>Est. Occupancy</th><td>2028</td></tr><tr><th>Maintenance Fees</th><td>$0.69/sq ft (est.)</td></tr><tr><th>Parking</th><td>$85,000</td></tr><tr><th>Locker</th><td>$7,500</td></tr><tr><th>Architect</th><td>Hollis Varga Architects</td></tr>
</tbody></table></section>
${leadForm("Register for Platinum Access", "Please send me price lists and floor plans for Parkline Condos.", "Register Now")}
${similar("Resale condos for sale nearby", [
  { price: "$529,000", address: "1104 - 30 Gloucester Grv", place: "Toronto", facts: "1 bd · 1 ba · 500-599 sqft · MLS® C12511094", href: "/toronto/30-gloucester-grv/unit-1104-C12511094" },
  { price: "$698,800", address: "2210 - 1300 Eglinton Ave E", place: "Toronto", facts: "2 bd · 2 ba · 700-799 sqft · MLS® C12496820", href: "/toronto/1300-eglinton-ave-e/unit-2210-C12496820" },
])}
</div>
${nextData({ props: { pageProps: { project: { id: 40417, slug: "parkline-condos-1450-eglinton-ave-e", name: "Parkline Condos", address: "1450 Eglinton Ave E", city: "Toronto", province: "ON", neighbourhood: "Flemingdon Park", district: "North York", developer: "Aldercrest Group", priceFrom: 549900, priceTo: 1289900, sizeFrom: 498, sizeTo: 1210, bedsFrom: 0, bedsTo: 3, occupancy: "2028", status: "selling", lat: 43.72213, lng: -79.33412 } } }, page: "/[city]/[precon]", buildId: "c0nd0s-77b" })}
${siteFooter(["Condos.ca Inc., Brokerage. 2 Bloor St W, Toronto, ON M4W 3E2.", "Prices, availability and features are set by the developer and subject to change without notice. Renderings are artist's concepts. E.&O.E."])}
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "condo",
      street: "1450 Eglinton Ave E",
      city: "Toronto",
      province: "ON",
      neighbourhood: "Flemingdon Park",
      geo: { lat: 43.72213, lng: -79.33412 },
    },
  },
  {
    name: "ho76-kijiji-assignment-condo-mississauga",
    site: "kijiji.ca",
    set: "held-out-76",
    traps:
      "a kijiji.ca for-sale-by-owner ad for a condo assignment (Next.js __NEXT_DATA__ with an Apollo cache): the original purchase price, 20% deposits paid and the builder's assignment fee beside the asking (assignment) price; only a cross-street and postal code, no street address; 'Mississauga / Peel Region' as the ad's area; the Kijiji ad id (not an MLS®); a tentative occupancy date with no year built; a 'Size (sqft)' attribute; other assignment ads with their own prices and a 'Top Ad' from a brokerage; no agent or brokerage for the ad itself",
    pageUrl: "https://www.kijiji.ca/v-condo-for-sale/mississauga-peel-region/assignment-sale-2-bed-2-bath-788-sq-ft-the-maple-condos/1718840325",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Assignment Sale – 2 Bed 2 Bath 788 sq ft – The Maple Condos | Condos for Sale | Mississauga / Peel Region | Kijiji</title>
<meta name="description" content="Assignment of a 2 bedroom, 2 bath suite at The Maple Condos (Hurontario &amp; Burnhamthorpe). Asking $729,000.">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3f/3f91c2a0-maple-1.jpg">
${gtm("GTM-KJJ3P8")}
${dataLayer({ event: "VipView", a: { id: "1718840325", catId: 643, locId: 1700276, price: { amt: 72900000 }, srcId: "fsbo" } })}
</head><body>
<div id="__next">
${header("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}
${crumbs(["Home", "Ontario", "Mississauga / Peel Region", "Real Estate", "For Sale", "Condo for Sale"])}
<div class="vip-header">
<h1 class="title">Assignment Sale – 2 Bed 2 Bath 788 sq ft – The Maple Condos</h1>
<div class="price"><span>$729,000</span></div>
<div class="location"><span class="address">Mississauga, ON L5B 0K3</span> <a href="#map">View map</a></div>
<div class="date-posted">Posted 3 days ago</div>
</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3f/3f91c2a0-maple", 9, "The Maple Condos assignment")}
<section class="attributes"><h2>Overview</h2>
<ul class="attributeList"><li><dt>Unit Type</dt><dd>Condo</dd></li><li><dt>Bedrooms</dt><dd>2</dd></li><li><dt>Bathrooms</dt><dd>2</dd></li><li><dt>Size (sqft)</dt><dd>788</dd></li><li><dt>Parking Included</dt><dd>1</dd></li><li><dt>Furnished</dt><dd>No</dd></li><li><dt>For Sale By</dt><dd>Owner</dd></li></ul>
</section>
<section class="description"><h2>Description</h2>
<p>Selling my assignment at The Maple Condos, Hurontario &amp; Burnhamthorpe, by Redleaf Developments. Corner suite on the 19th floor, 2 bed 2 bath, 788 sq ft + 96 sq ft wraparound balcony, one parking included, no locker.</p>
<p>Original purchase price (2021): $612,900. Deposits paid: $122,580 (20%). Assignment price: $729,000, so the buyer pays me $116,100 plus my deposits back on assignment, and the balance of $489,320 to the builder on final closing. Builder's assignment fee $7,500 + HST paid by buyer. Tentative occupancy: June 2026. Development charges capped at $14,000. Steps to the Hurontario LRT and Square One. Serious buyers only, no agents please. Text only.</p>
</section>
<section id="map" class="map-section"><h2>Location</h2><p>Hurontario St &amp; Burnhamthorpe Rd W, Mississauga, ON L5B 0K3</p><div class="static-map" data-lat="43.58911" data-lng="-79.64502"></div></section>
<aside class="poster"><p class="poster-name">Owen</p><p>Member since 2014 · Usually responds within a few hours</p><button>Send message</button></aside>
<aside class="top-ad"><span class="badge">Top Ad</span><a href="/v-condo-for-sale/mississauga-peel-region/brand-new-1-den-assignment/1718790014"><p class="price">$589,900</p><p>Brand new 1+den assignment – Square One district. Call Rina at Pinnacle Crest Realty</p></a></aside>
${similar("Similar ads", [
  { price: "$679,000", address: "Assignment: 2 bed at Exchange District", place: "Mississauga / Peel Region", facts: "2 bd · 2 ba · 720 sqft", href: "/v-condo-for-sale/mississauga-peel-region/assignment-2-bed-exchange/1718655120" },
  { price: "$849,900", address: "Townhouse assignment – Cooksville", place: "Mississauga / Peel Region", facts: "3 bd · 3 ba · 1,420 sqft", href: "/v-house-for-sale/mississauga-peel-region/townhouse-assignment-cooksville/1718702237" },
])}
<p class="ad-id">Ad ID 1718840325</p>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1718840325": { id: "1718840325", title: "Assignment Sale – 2 Bed 2 Bath 788 sq ft – The Maple Condos", price: { amount: 72900000, type: "FIXED" }, location: { address: "Hurontario St & Burnhamthorpe Rd W, Mississauga, ON L5B 0K3", name: "Mississauga / Peel Region", coordinates: { latitude: 43.58911, longitude: -79.64502 } }, attributes: { all: [{ canonicalName: "unittype", values: ["condo"] }, { canonicalName: "numberbedrooms", values: ["2"] }, { canonicalName: "numberbathrooms", values: ["20"] }, { canonicalName: "areainfeet", values: ["788"] }, { canonicalName: "forsaleby", values: ["ownr"] }] }, posterInfo: { posterId: "p-55820193", sellerType: "FSBO" } } } } }, page: "/v-view-details", buildId: "kj-2025-11" })}
${siteFooter(["Copyright © 2025 Kijiji Canada Ltd. All rights reserved. Google, Google Play, YouTube and other marks are trademarks of Google Inc.", "Kijiji does not verify ads. Never send a deposit before viewing the property and seeing the builder's agreement."])}
</body></html>`,
    expected: {
      price: { amount: 729000 },
      propertyKind: "condo",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0K3",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 788,
      geo: { lat: 43.58911, lng: -79.64502 },
    },
  },
];
