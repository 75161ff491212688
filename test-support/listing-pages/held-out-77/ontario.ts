/**
 * Seventy-seventh held-out corpus, Ontario: realtor.ca (a Barrie house back on the market), zolo.ca (a Toronto condo
 * relisted after a terminated listing), housesigma.com (a Mississauga freehold townhouse with a listing-history
 * table), condos.ca (a North York condo with a unit history), kijiji.ca (an agent's ad for a Kitchener condo
 * townhouse, price cut) and royallepage.ca (an Ottawa semi conditionally sold but still active). Addresses, names
 * and numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  appBanner,
  cardRail,
  cookieBanner,
  gtm,
  gtmNoscript,
  jsonIsland,
  mortgageCalc,
  photoStrip,
  portalFooter,
  topNav,
  windowState,
} from "./chrome.ts";

export const HELD_OUT_77_ONTARIO: ListingPage[] = [
  {
    name: "ho77-realtorca-back-on-market-house-barrie",
    site: "realtor.ca",
    set: "held-out-77",
    traps:
      "realtor.ca detail page: 'Barrie (Holly), Ontario L4N7K2' (neighbourhood in parentheses, postal code without its space); remarks saying 'back on the market', the earlier asking price and the earlier MLS® number; 'Bathrooms (Total) 3' with 'Half bathrooms 1'; 'Bedrooms 3 + 1'; 'Square Footage 1500 - 2000 sqft' band; 'Land Size 50 x 110 FT'; the realtor.ca property id in the URL and inline data; two agent cards (salesperson then broker); annual taxes; similar listings with prices",
    pageUrl: "https://www.realtor.ca/real-estate/27891234/12-birchwood-crescent-barrie-holly",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>12 Birchwood Crescent, Barrie (Holly), Ontario L4N7K2 - 4 bedroom house for sale | MLS® S12098341 | REALTOR.ca</title>
<meta name="description" content="For sale: 12 Birchwood Crescent, Barrie (Holly), Ontario L4N7K2 - $874,900. Back on the market! Fully fenced yard, finished lower level with a fourth bedroom.">
<meta property="og:title" content="12 Birchwood Crescent, Barrie (Holly), Ontario L4N7K2 | REALTOR.ca">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638650000000000000/reb82/highres/1/s12098341_1.jpg">
<meta property="og:url" content="https://www.realtor.ca/real-estate/27891234/12-birchwood-crescent-barrie-holly">
<link rel="canonical" href="https://www.realtor.ca/real-estate/27891234/12-birchwood-crescent-barrie-holly">
${gtm("GTM-RCA01K")}
</head><body class="listingDetailsPage">
${gtmNoscript("GTM-RCA01K")}
${cookieBanner("REALTOR.ca")}
<header id="header"><a href="/en" class="logo">REALTOR.ca</a>${topNav(["Map", "Find a REALTOR", "Commercial", "Blog", "Sign In"], "headerNav", "/en/")}</header>
<div id="listingDetailsHeader">
<div id="listingPrice"><div id="listingPriceValue">$874,900</div></div>
<h1 id="listingAddress" class="listingDetailsAddress">12 Birchwood Crescent<br><span class="addressLine2">Barrie (Holly), Ontario L4N7K2</span></h1>
<div id="listingDetailsTopBar"><div class="listingIconNum" id="BedroomIcon">3 + 1 <span>Bedrooms</span></div><div class="listingIconNum" id="BathroomIcon">3 <span>Bathrooms</span></div><div class="listingIconNum">1500 - 2000 <span>Square Feet</span></div></div>
<div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">S12098341</span></div>
</div>
${photoStrip("https://cdn.realtor.ca/listings/TS638650000000000000/reb82/highres/1/s12098341", 10, "12 Birchwood Crescent")}
<div id="propertyDescriptionCon"><h2>Listing Description</h2><div id="propertyDescriptionText" class="propertyDescriptionText">BACK ON THE MARKET - buyer's financing fell through! Previously offered at $899,900 under MLS® S11876520, now priced to sell. Sunny two-storey on a quiet crescent in Holly, steps to schools, parks and the Essa Road shops. Eat-in kitchen with quartz counters walking out to a fully fenced yard, main-floor laundry and inside entry from the garage. Three bedrooms up including a primary with ensuite. Finished lower level with rec room, fourth bedroom and 3-pc bath. Furnace 2021, roof 2019. Quick access to Hwy 400. (id:50142)</div></div>
<div id="propertyDetailsSectionContentSubCon_Summary" class="propertyDetailsSection"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
<div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1500 - 2000 sqft</div>
<div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Holly</div>
<div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">50 x 110 FT</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$5,318</div>
<div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage</div>
<div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">9 days</div>
</div></div>
<div id="propertyDetailsSectionContentSubCon_Building" class="propertyDetailsSection"><h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">3 + 1</div>
<div class="propertyDetailsSectionContentLabel">Bedrooms Above Ground</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Bedrooms Below Ground</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Half bathrooms</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Full (Finished)</div>
<div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Forced air (Natural gas)</div>
<div class="propertyDetailsSectionContentLabel">Cooling Type</div><div class="propertyDetailsSectionContentValue">Central air conditioning</div>
</div></div>
<div class="propertyDetailsSection" id="propertyDetailsRoomsSection"><h2>Rooms</h2><table class="propertyDetailsRoomsTable"><thead><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Main level</td><td>Kitchen</td><td>4.27 m x 3.35 m</td></tr>
<tr><td>Main level</td><td>Living room</td><td>5.18 m x 3.66 m</td></tr>
<tr><td>Second level</td><td>Primary Bedroom</td><td>4.57 m x 3.96 m</td></tr>
<tr><td>Second level</td><td>Bedroom 2</td><td>3.35 m x 3.05 m</td></tr>
<tr><td>Second level</td><td>Bedroom 3</td><td>3.20 m x 3.05 m</td></tr>
<tr><td>Basement</td><td>Bedroom 4</td><td>3.66 m x 3.05 m</td></tr>
<tr><td>Basement</td><td>Recreational, Games room</td><td>6.10 m x 4.27 m</td></tr>
</tbody></table></div>
<div id="listingRealtorsCon"><h2>Contact Agents</h2>
<div class="realtorCardCon"><div class="realtorCardName">Megan Thorsby</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">705-555-0118</div><div class="realtorCardOfficeName">Lakeshore Ridge Realty Inc., Brokerage</div><div class="realtorCardOfficeAddress">355 Bayfield Street, Barrie, Ontario L4M 3C3</div></div>
<div class="realtorCardCon"><div class="realtorCardName">Ravi Dhillon</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">705-555-0177</div><div class="realtorCardOfficeName">Lakeshore Ridge Realty Inc., Brokerage</div><div class="realtorCardOfficeAddress">355 Bayfield Street, Barrie, Ontario L4M 3C3</div></div>
</div>
<div id="listingMapCon"><div id="listingMap" class="mapContainer"></div></div>
<script>var ListingDetails = {"PropertyId":27891234,"MlsNumber":"S12098341","Latitude":"44.35214","Longitude":"-79.72361","ZoomLevel":16,"PriceUnformattedValue":874900,"ListingBoardId":82};</script>
${mortgageCalc("Mortgage Calculator", 20, "4.79%", "$3,987")}
${cardRail("Similar listings nearby", [
  { href: "/real-estate/27850116/48-pickett-crescent-barrie-holly", price: "$829,000", address: "48 Pickett Crescent, Barrie (Holly)", meta: "3 + 1 bd · 3 ba" },
  { href: "/real-estate/27877402/9-marsellus-crescent-barrie-holly", price: "$919,900", address: "9 Marsellus Crescent, Barrie (Holly)", meta: "4 bd · 4 ba" },
  { href: "/real-estate/27901558/201-dunsmore-lane-barrie-georgian-drive", price: "$599,000", address: "201 Dunsmore Lane, Barrie (Georgian Drive)", meta: "3 bd · 2 ba · Townhouse" },
])}
${appBanner("REALTOR.ca")}
${portalFooter([
  { title: "REALTOR.ca", links: ["About", "Blog", "Newsroom", "Careers"] },
  { title: "Tools", links: ["Mortgage Calculator", "Market Trends", "Saved Searches"] },
], ["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.", "CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9"])}
</body></html>`,
    expected: {
      price: { amount: 874900 },
      propertyKind: "house",
      street: "12 Birchwood Crescent",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 7K2",
      neighbourhood: "Holly",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 5500, unit: "ft2" },
      mlsNumber: "S12098341",
      listingAgentName: "Megan Thorsby",
      brokerageName: "Lakeshore Ridge Realty Inc., Brokerage",
      geo: { lat: 44.35214, lng: -79.72361 },
    },
  },
  {
    name: "ho77-zolo-relisted-condo-toronto",
    site: "zolo.ca",
    set: "held-out-77",
    traps:
      "zolo.ca condo page with a 'Listing History' table of the same unit: a terminated listing at a higher price under an earlier MLS® number, the current listing's price change, an earlier sale and an earlier lease with their own MLS® numbers; a 'Zolo Estimate'; 'Size 700-799 sqft'; maintenance fees and taxes; 'Days on Zolo'; the building's other units for sale; no agent named, only the listing brokerage",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/45-lisgar-street/1507",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1507-45 Lisgar Street, Toronto — For Sale @ $689,000 | Zolo.ca</title>
<meta name="description" content="1507-45 Lisgar Street is a 2 bed, 2 bath Condo Apt in Little Portugal, Toronto for sale at $689,000. MLS® C12110587.">
<meta property="og:title" content="1507-45 Lisgar Street, Toronto | Zolo.ca">
<meta property="og:image" content="https://photos.zolo.ca/1507-45-lisgar-street-toronto-C12110587-1.jpg">
${gtm("GTM-ZOLO7P")}
${ld({
  "@context": "https://schema.org",
  "@type": "Residence",
  name: "1507-45 Lisgar Street",
  address: { "@type": "PostalAddress", streetAddress: "1507-45 Lisgar Street", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6J 0C7", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 43.64153, longitude: -79.42281 },
})}
${ld({ "@context": "https://schema.org", "@type": "Offer", price: 689000, priceCurrency: "CAD", availability: "https://schema.org/InStock", url: "https://www.zolo.ca/toronto-real-estate/45-lisgar-street/1507" })}
</head><body class="listing-page">
${cookieBanner("Zolo")}
<header class="header"><a class="logo" href="/">Zolo</a>${topNav(["Buy", "Rent", "Sold", "Sell", "Home Value", "Mortgages"], "nav-main")}</header>
<main class="listing-wrap">
<section class="listing-header">
<h1 class="address">1507-45 Lisgar Street</h1>
<div class="area"><a href="/toronto-real-estate/little-portugal">Little Portugal</a>, <a href="/toronto-real-estate">Toronto</a>, ON M6J 0C7</div>
<div class="listing-price"><span class="priv">$689,000</span> <span class="price-change tag-down">&darr; $10,000</span></div>
<ul class="listing-values"><li>2 Beds</li><li>2 Baths</li><li>700-799 sqft</li></ul>
<div class="status-tag">For Sale · 18 Days on Zolo</div>
</section>
${photoStrip("https://photos.zolo.ca/1507-45-lisgar-street-toronto-C12110587", 8, "1507-45 Lisgar Street")}
<section class="section-listing-content"><h2>Description</h2><p>Sun-filled south-west corner suite on a high floor with unobstructed views of the lake and the downtown skyline. Split two-bedroom plan, both with large windows, two full baths, wide-plank floors and an open kitchen with integrated appliances. Wraparound balcony. One parking space and one locker included. Steps to Queen West, Trinity Bellwoods and the King streetcar.</p></section>
<section class="section-listing-content"><h2>Key Facts</h2>
<dl class="column-container key-facts">
<dt>MLS®#</dt><dd>C12110587</dd>
<dt>Type</dt><dd>Condo Apt</dd>
<dt>Style</dt><dd>Apartment</dd>
<dt>Size</dt><dd>700-799 sqft</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Exposure</dt><dd>South West</dd>
<dt>Parking</dt><dd>1 Underground</dd>
<dt>Locker</dt><dd>Owned</dd>
<dt>Maintenance Fees</dt><dd>$648 / month</dd>
<dt>Taxes</dt><dd>$2,912 (2025)</dd>
<dt>Listed By</dt><dd>Northvale Realty Inc., Brokerage</dd>
</dl></section>
<section class="section-listing-content listing-history"><h2>Listing History</h2>
<table class="table-history"><thead><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr></thead><tbody>
<tr><td>Jun 3, 2025</td><td>—</td><td>$689,000</td><td>Price Change</td><td>C12110587</td></tr>
<tr><td>Jun 3, 2025</td><td>—</td><td>$699,000</td><td>For Sale</td><td>C12110587</td></tr>
<tr><td>Mar 28, 2025</td><td>Jun 1, 2025</td><td>$729,000</td><td>Terminated</td><td>C12034911</td></tr>
<tr><td>Aug 9, 2021</td><td>Aug 20, 2021</td><td>$2,600/mo</td><td>Leased</td><td>C5234109</td></tr>
<tr><td>Apr 15, 2019</td><td>May 2, 2019</td><td>$598,000</td><td>Sold</td><td>C4512287</td></tr>
</tbody></table></section>
<section class="section-listing-content estimate"><h2>Zolo Estimate</h2><p class="estimate-value">$671,500</p><p class="estimate-range">Range: $645,000 – $698,000</p><p class="fine">Estimates are not appraisals.</p></section>
${cardRail("Other units for sale at 45 Lisgar Street", [
  { href: "/toronto-real-estate/45-lisgar-street/908", price: "$549,900", address: "908-45 Lisgar Street", meta: "1+1 bd · 1 ba · 600-699 sqft" },
  { href: "/toronto-real-estate/45-lisgar-street/2103", price: "$879,000", address: "2103-45 Lisgar Street", meta: "2+1 bd · 2 ba · 900-999 sqft" },
], "listings-rail")}
${cardRail("Recently sold in Little Portugal", [
  { href: "/toronto-real-estate/1-shaw-street/611", price: "$652,000", address: "611-1 Shaw Street", meta: "2 bd · 2 ba · Sold 11 days ago", badge: "Sold" },
  { href: "/toronto-real-estate/150-sudbury-street/1202", price: "$605,000", address: "1202-150 Sudbury Street", meta: "1+1 bd · 1 ba · Sold 3 weeks ago", badge: "Sold" },
], "listings-rail")}
${mortgageCalc("Mortgage Calculator", 20, "4.59%", "$3,081")}
</main>
${portalFooter([
  { title: "Zolo", links: ["About", "Careers", "Press", "Contact"] },
  { title: "Popular Searches", links: ["Toronto Condos", "Mississauga Homes", "Vaughan Homes"] },
], ["Zolo Realty, Brokerage. 25 Sheppard Ave W, Toronto, ON M2N 6S6.", "The listing data is provided under copyright by the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "condo",
      street: "1507-45 Lisgar Street",
      city: "Toronto",
      province: "ON",
      postalCode: "M6J 0C7",
      neighbourhood: "Little Portugal",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "C12110587",
      brokerageName: "Northvale Realty Inc., Brokerage",
      geo: { lat: 43.64153, lng: -79.42281 },
    },
  },
  {
    name: "ho77-housesigma-relisted-townhouse-mississauga",
    site: "housesigma.com",
    set: "held-out-77",
    traps:
      "housesigma.com single-page app: a window.__INITIAL_STATE__ with the listing, its history (a terminated listing under an earlier MLS® number at a higher price, the current listing's price change, a 2018 sale) and a SigmaEstimate plus estimated rent; an 'Att/Row/Twnhouse' type; 'Bedrooms 3+1'; 'Washrooms 4'; 'Size 1500-2000 feet²'; 'Lot 22.00 x 98.00 feet'; 'Relisted' and price-drop tags; 'Listing #' site id; the listing brokerage only; comparable sold homes",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/3762-amberdale-gate/home/Xk3bq9Pw2LzDaN1e/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3762 Amberdale Gate, Mississauga, ON L5M 0R4 | $949,900 | W12201946 | HouseSigma</title>
<meta name="description" content="3762 Amberdale Gate, Mississauga: 3+1 bed, 4 bath Att/Row/Twnhouse in Churchill Meadows listed for $949,900. View listing history, sold price and SigmaEstimate.">
<meta property="og:image" content="https://cache15.housesigma.com/Live/photos/FULL/1/946/W12201946.jpg">
${gtm("GTM-HS3B7X")}
<link rel="stylesheet" href="/static/css/app.8c2f1e.css">
</head><body>
<div id="app">
<header class="hs-header"><a class="hs-logo" href="/">HouseSigma</a>${topNav(["Map Search", "Market Trends", "Home Valuation", "Agents", "Log in"], "hs-nav")}</header>
<main class="page-listing">
<div class="listing-summary">
<div class="tags"><span class="tag tag-relisted">Relisted</span><span class="tag tag-drop">Price drop -$20,000</span><span class="tag">For Sale</span></div>
<h1 class="address">3762 Amberdale Gate</h1>
<p class="community">Churchill Meadows, Mississauga, ON L5M 0R4</p>
<div class="price"><span class="price-label">Listed:</span> <span class="price-value">$949,900</span></div>
<div class="est"><span class="price-label">SigmaEstimate:</span> <span>$931,000</span> <span class="est-date">(updated Jul 14, 2025)</span></div>
<ul class="basic"><li>3+1 Bedrooms</li><li>4 Bathrooms</li><li>2 Garage</li></ul>
<p class="dom">Days on market: 16</p>
</div>
${photoStrip("https://cache15.housesigma.com/Live/photos/FULL/1/946/W12201946", 6, "3762 Amberdale Gate")}
<section class="key-facts"><h2>Key Facts</h2><table><tbody>
<tr><th>MLS®</th><td>W12201946</td></tr>
<tr><th>Listing #</th><td>Xk3bq9Pw2LzDaN1e</td></tr>
<tr><th>Property Type</th><td>Att/Row/Twnhouse</td></tr>
<tr><th>Style</th><td>2-Storey</td></tr>
<tr><th>Community</th><td>Churchill Meadows</td></tr>
<tr><th>Municipality</th><td>Mississauga</td></tr>
<tr><th>Size</th><td>1500-2000 feet²</td></tr>
<tr><th>Lot Size</th><td>22.00 x 98.00 feet</td></tr>
<tr><th>Bedrooms</th><td>3+1</td></tr>
<tr><th>Washrooms</th><td>4</td></tr>
<tr><th>Basement</th><td>Finished</td></tr>
<tr><th>Tax</th><td>$5,644 / 2024</td></tr>
<tr><th>Listing Brokerage</th><td>Harbourline Realty Inc., Brokerage</td></tr>
</tbody></table></section>
<section class="listing-history"><h2>Listing History</h2><table><thead><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr></thead><tbody>
<tr><td>2025-07-08</td><td></td><td>$949,900</td><td>Price Change</td><td>W12201946</td></tr>
<tr><td>2025-06-23</td><td></td><td>$969,900</td><td>For Sale</td><td>W12201946</td></tr>
<tr><td>2025-05-10</td><td>2025-06-20</td><td>$989,000</td><td>Terminated</td><td>W12155083</td></tr>
<tr><td>2018-09-04</td><td>2018-09-19</td><td>$781,000</td><td>Sold</td><td>W4198734</td></tr>
</tbody></table></section>
<section class="description"><h2>Description</h2><p>Well-kept freehold townhouse backing onto a walking trail, no sidewalk to shovel. Open-concept main floor with hardwood and a gas fireplace, kitchen with breakfast bar and walk-out to the deck. Three good-sized bedrooms up, primary with 4-pc ensuite and walk-in closet. Finished basement with a fourth bedroom, 3-pc bath and a second laundry hookup. Close to Churchill Meadows Community Centre, top-rated schools and Highway 403.</p></section>
<section class="rent-est"><h3>Estimated Rent</h3><p>$3,650 / month</p></section>
${cardRail("Comparable Sold", [
  { href: "/on/mississauga-real-estate/3790-amberdale-gate/home/Pq7dY2mTn8KwBv0a/", price: "$925,000", address: "3790 Amberdale Gate", meta: "3+1 bd · 4 ba · Sold 2025-06-11", badge: "Sold" },
  { href: "/on/mississauga-real-estate/5561-longford-drive/home/Tn4sW8eRk2QmLp5c/", price: "$958,500", address: "5561 Longford Drive", meta: "3 bd · 3 ba · Sold 2025-05-28", badge: "Sold" },
], "hs-comps")}
</main>
</div>
${windowState("__INITIAL_STATE__", {
  listing: {
    id_listing: "Xk3bq9Pw2LzDaN1e",
    ml_num: "W12201946",
    address: "3762 Amberdale Gate",
    municipality_name: "Mississauga",
    community_name: "Churchill Meadows",
    province: "ON",
    postal_code: "L5M 0R4",
    price: 949900,
    price_int: 949900,
    price_sold: null,
    house_type_name: "Att/Row/Twnhouse",
    bedroom_string: "3+1",
    washroom: 4,
    house_area: { estimate: 1500, unit: "feet²", area: "1500-2000" },
    land: { front: 22, depth: 98, unit: "feet" },
    map: { lat: 43.54231, lon: -79.73962 },
    brokerage_text: "Harbourline Realty Inc., Brokerage",
    date_start: "2025-06-23",
    list_days: 16,
    estimate: { estimate_price: 931000, estimate_rent: 3650 },
    history: [
      { ml_num: "W12201946", date_start: "2025-06-23", price: 949900, status: "Price Change" },
      { ml_num: "W12155083", date_start: "2025-05-10", date_end: "2025-06-20", price: 989000, status: "Terminated" },
      { ml_num: "W4198734", date_start: "2018-09-04", date_end: "2018-09-19", price: 781000, status: "Sold" },
    ],
  },
})}
${portalFooter([
  { title: "HouseSigma", links: ["About Us", "Contact", "Join Us"] },
  { title: "Markets", links: ["Toronto", "Mississauga", "Brampton", "Ottawa"] },
], ["HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4.", "The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Toronto Regional Real Estate Board."])}
</body></html>`,
    expected: {
      price: { amount: 949900 },
      propertyKind: "townhouse",
      street: "3762 Amberdale Gate",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5M 0R4",
      neighbourhood: "Churchill Meadows",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 2156, unit: "ft2" },
      mlsNumber: "W12201946",
      brokerageName: "Harbourline Realty Inc., Brokerage",
      geo: { lat: 43.54231, lng: -79.73962 },
    },
  },
  {
    name: "ho77-condosca-price-reduced-condo-north-york",
    site: "condos.ca",
    set: "held-out-77",
    traps:
      "condos.ca Next.js page: a 'was $639,000, now $619,000' badge; a unit history with an earlier sale, a lease at a monthly rent and an expired listing, each with its own MLS® number; an estimated value range; 'Size 800-899 sqft'; the building's year built and its other units for sale and for rent; maintenance fees; the __NEXT_DATA__ island with the building's and unit's ids; the listing brokerage only",
    pageUrl: "https://condos.ca/toronto/the-meridian-5230-yonge-st/unit-2308-C12187340",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Meridian - 5230 Yonge St #2308 - For Sale $619,000 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at The Meridian, 5230 Yonge St, Unit 2308, Willowdale East, Toronto. Listed at $619,000.">
<meta property="og:image" content="https://media.condos.ca/listing/C12187340/1.jpg">
${gtm("GTM-CDCA55")}
</head><body>
<div id="__next">
<header class="styles__Header"><a href="/" class="styles__Logo">Condos.ca</a>${topNav(["Buy", "Rent", "Sell", "Buildings", "Pre-Construction", "Blog"], "styles__Nav")}</header>
<main class="styles__ListingMain">
<div class="styles__Crumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/willowdale-east">Willowdale East</a> › <a href="/toronto/the-meridian-5230-yonge-st">The Meridian</a> › Unit 2308</div>
<section class="styles__Summary">
<span class="styles__Badge">Price Reduced</span>
<h1 class="styles__Address">2308-5230 Yonge Street</h1>
<p class="styles__SubAddress">Willowdale East, Toronto, ON M2N 0L5</p>
<div class="styles__Price"><span class="styles__Was">was <s>$639,000</s></span> <span class="styles__Now">now $619,000</span></div>
<ul class="styles__Stats"><li>2 Beds</li><li>2 Baths</li><li>800-899 sqft</li><li>1 Parking</li></ul>
<p class="styles__Listed">Listed 26 days ago · MLS® C12187340</p>
</section>
${photoStrip("https://media.condos.ca/listing/C12187340", 8, "5230 Yonge St Unit 2308")}
<section class="styles__Details"><h2>Details</h2><table><tbody>
<tr><th>Type</th><td>Condo Apt</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Size</th><td>800-899 sqft</td></tr>
<tr><th>Exposure</th><td>North East</td></tr>
<tr><th>Maintenance Fees</th><td>$711/mo</td></tr>
<tr><th>Property Taxes</th><td>$2,688 (2025)</td></tr>
<tr><th>Parking</th><td>1 owned</td></tr>
<tr><th>Locker</th><td>1 exclusive</td></tr>
<tr><th>Days on Market</th><td>26</td></tr>
<tr><th>Brokerage</th><td>Maplecrest Realty Inc., Brokerage</td></tr>
</tbody></table></section>
<section class="styles__Description"><h2>About this unit</h2><p>Bright split 2-bed, 2-bath corner unit with 9 ft ceilings and a 120 sq ft balcony facing the Mel Lastman Square skyline. Updated kitchen, laminate throughout, ensuite laundry. Direct underground access to North York Centre subway, the library and Empress Walk. Price adjusted for a quick sale.</p></section>
<section class="styles__History"><h2>Unit 2308 History</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr></thead><tbody>
<tr><td>Jul 21, 2025</td><td>Price Change</td><td>$619,000</td><td>C12187340</td></tr>
<tr><td>Jun 25, 2025</td><td>Listed For Sale</td><td>$639,000</td><td>C12187340</td></tr>
<tr><td>Mar 14, 2025</td><td>Expired</td><td>$659,000</td><td>C11980045</td></tr>
<tr><td>Sep 6, 2022</td><td>Leased</td><td>$2,750/mo</td><td>C5712290</td></tr>
<tr><td>Nov 18, 2016</td><td>Sold</td><td>$468,500</td><td>C3601244</td></tr>
</tbody></table></section>
<section class="styles__Estimate"><h2>Estimated Value</h2><p>$604,000 – $641,000</p><p class="styles__Fine">Condos.ca estimate based on recent sales in the building.</p></section>
<section class="styles__Building"><h2>The Meridian · 5230 Yonge St</h2><ul><li>Year Built: 2015</li><li>Storeys: 34</li><li>Units: 412</li><li>Developer: Parkgate Homes</li><li>Property Management: Skyline Condo Services</li></ul></section>
${cardRail("For Sale in The Meridian", [
  { href: "/toronto/the-meridian-5230-yonge-st/unit-1104-C12166028", price: "$549,000", address: "1104-5230 Yonge Street", meta: "1+1 bd · 1 ba · 600-699 sqft" },
  { href: "/toronto/the-meridian-5230-yonge-st/unit-2908-C12190441", price: "$779,900", address: "2908-5230 Yonge Street", meta: "2+1 bd · 2 ba · 900-999 sqft" },
], "styles__Rail")}
${cardRail("For Rent in The Meridian", [
  { href: "/toronto/the-meridian-5230-yonge-st/unit-1711-C12179932", price: "$2,850/mo", address: "1711-5230 Yonge Street", meta: "2 bd · 2 ba" },
], "styles__Rail")}
${mortgageCalc("Mortgage Calculator", 20, "4.64%", "$2,776")}
</main>
${portalFooter([
  { title: "Condos.ca", links: ["About", "Careers", "Contact", "Agents"] },
  { title: "Neighbourhoods", links: ["Willowdale East", "Yonge and Eglinton", "King West"] },
], ["Condos.ca, Brokerage. 2 St Clair Ave W, Toronto, ON M4V 1L5.", "Listing data © Toronto Regional Real Estate Board. All rights reserved."])}
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        id: 9182740,
        mlsNumber: "C12187340",
        unitNumber: "2308",
        address: "5230 Yonge Street",
        priceCurrent: 619000,
        pricePrevious: 639000,
        bedrooms: 2,
        bathrooms: 2,
        sqftRange: "800-899",
        status: "Active",
        brokerage: "Maplecrest Realty Inc., Brokerage",
        daysOnMarket: 26,
      },
      building: { id: 3317, name: "The Meridian", address: "5230 Yonge St", neighbourhood: "Willowdale East", city: "Toronto", postal: "M2N 0L5", yearBuilt: 2015, lat: 43.76962, lng: -79.41318 },
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "cdca-2025.07.3",
})}
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "condo",
      street: "2308-5230 Yonge Street",
      city: "Toronto",
      province: "ON",
      postalCode: "M2N 0L5",
      neighbourhood: "Willowdale East",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2015,
      mlsNumber: "C12187340",
      brokerageName: "Maplecrest Realty Inc., Brokerage",
      geo: { lat: 43.76962, lng: -79.41318 },
    },
  },
  {
    name: "ho77-kijiji-price-cut-condo-townhouse-kitchener",
    site: "kijiji.ca",
    set: "held-out-77",
    traps:
      "kijiji.ca agent's ad: the Next.js state stores the price in cents (52490000); 'Price reduced! Was $549,900, now $524,900' in the title and prose; the current MLS® number and an earlier, expired MLS® number in the description; the Kijiji Ad ID; 'Unit Type: Townhouse' with condo fees; the agent and brokerage only in the description's signature; the poster's profile and other ads with prices",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/kitchener-waterloo/price-reduced-3-bed-condo-townhouse-laurentian-hills/1719384422",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PRICE REDUCED! 3 Bed Condo Townhouse - Laurentian Hills | Houses for Sale | Kitchener / Waterloo | Kijiji</title>
<meta name="description" content="Was $549,900, now $524,900! 3 bedroom, 1.5 bath end-unit condo townhouse in Kitchener with finished basement. MLS® 40731862.">
<meta property="og:title" content="PRICE REDUCED! 3 Bed Condo Townhouse - Laurentian Hills">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/5f/5f2a9c71-1d03-4b6e-9a77-0c8e2e55a1b2?rule=kijijica-640-webp">
${gtm("GTM-KJCA1")}
</head><body>
<div id="__next">
<header class="header"><a class="kijiji-logo" href="/">Kijiji</a>${topNav(["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"], "header-nav", "/b-")}</header>
<div class="breadcrumbs"><a href="/b-kitchener-waterloo/l1700212">Kitchener / Waterloo</a> › <a href="/b-real-estate/kitchener-waterloo/c34l1700212">Real Estate</a> › <a href="/b-house-for-sale/kitchener-waterloo/c35l1700212">For Sale</a></div>
<main class="vip">
<h1 class="title">PRICE REDUCED! 3 Bed Condo Townhouse - Laurentian Hills</h1>
<div class="price"><span>$524,900</span></div>
<div class="location"><span class="address">14-85 Bankside Dr, Kitchener, ON N2N 3L1</span> <a href="#map">View map</a></div>
<div class="posted">Posted 2 days ago · Ad ID 1719384422</div>
${photoStrip("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/5f", 9, "Condo townhouse Kitchener")}
<section class="attributes"><h2>Overview</h2><ul>
<li><span>For Sale By</span><span>Professional</span></li>
<li><span>Unit Type</span><span>Townhouse</span></li>
<li><span>Bedrooms</span><span>3</span></li>
<li><span>Bathrooms</span><span>1.5</span></li>
<li><span>Size (sqft)</span><span>1,280</span></li>
<li><span>Parking Included</span><span>1</span></li>
<li><span>Air Conditioning</span><span>Yes</span></li>
</ul></section>
<section class="description"><h2>Description</h2>
<p>PRICE REDUCED! Was $549,900, now $524,900. Back with a fresh price after our spring listing (MLS® 40688215) expired - the sellers have bought and want this sold!</p>
<p>End-unit condo townhouse in Laurentian Hills backing onto green space. 3 bedrooms up, main-floor powder room and a full 4-piece bath upstairs. Updated kitchen (2022), new laminate on the main, finished rec room in the basement with laundry. Single garage plus driveway. Condo fee $395/month includes water, exterior maintenance and snow removal. Taxes $3,118/yr. Walk to schools, Sunrise Centre and the Ion bus.</p>
<p>MLS® 40731862</p>
<p>Call or text Sanjay Patel, Sales Representative<br>Grand River Keystone Realty Inc., Brokerage<br>519-555-0142 · 1400 Weber St E, Kitchener</p>
</section>
<div id="map" class="map" data-testid="vip-map"></div>
<aside class="poster"><h3>Posted by</h3><p class="poster-name">Sanjay Patel - Realtor</p><p>On Kijiji since 2016 · 34 active ads</p><a href="/o-profile/1004581233/listings/1">View all ads</a></aside>
${cardRail("Other ads from this poster", [
  { href: "/v-house-for-sale/kitchener-waterloo/4-bed-detached-doon-south/1719011765", price: "$1,049,000", address: "Doon South, Kitchener", meta: "4 bd · 3.5 ba" },
  { href: "/v-house-for-sale/kitchener-waterloo/2-bed-condo-uptown-waterloo/1718820391", price: "$439,900", address: "Uptown Waterloo", meta: "2 bd · 1 ba · Condo" },
], "vip-rail")}
${cardRail("You may also like", [
  { href: "/v-house-for-sale/kitchener-waterloo/freehold-townhouse-huron-park/1719402214", price: "$649,000", address: "Huron Park, Kitchener", meta: "3 bd · 2.5 ba" },
  { href: "/v-house-for-sale/kitchener-waterloo/bungalow-cambridge/1719388870", price: "$579,900", address: "Cambridge", meta: "2+1 bd · 2 ba" },
], "vip-rail")}
</main>
${portalFooter([
  { title: "Kijiji", links: ["About Kijiji", "Help", "Safety Tips", "Policies"] },
  { title: "More", links: ["Kijiji Autos", "Post an ad", "Sitemap"] },
], ["Copyright © 2025 Adevinta Canada Inc. All rights reserved.", "Kijiji is not involved in any transaction between buyers and sellers."])}
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1719384422": {
          id: "1719384422",
          title: "PRICE REDUCED! 3 Bed Condo Townhouse - Laurentian Hills",
          price: { type: "FIXED", amount: 52490000, originalAmount: 54990000 },
          location: { address: "14-85 Bankside Dr, Kitchener, ON N2N 3L1", coordinates: { latitude: 43.41873, longitude: -80.52264 }, name: "Kitchener / Waterloo" },
          attributes: { forsaleby: "ownr_prof", unittype: "townhouse", numberbedrooms: 3, numberbathrooms: 15, areainfeet: 1280 },
          posterInfo: { posterId: "1004581233", sellerName: "Sanjay Patel - Realtor" },
          categoryId: 35,
        },
      },
    },
  },
  page: "/v-view-details",
})}
</body></html>`,
    expected: {
      price: { amount: 524900 },
      propertyKind: "townhouse",
      street: "14-85 Bankside Dr",
      city: "Kitchener",
      province: "ON",
      postalCode: "N2N 3L1",
      neighbourhood: "Laurentian Hills",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1280,
      mlsNumber: "40731862",
      listingAgentName: "Sanjay Patel",
      brokerageName: "Grand River Keystone Realty Inc., Brokerage",
      geo: { lat: 43.41873, lng: -80.52264 },
    },
  },
];
