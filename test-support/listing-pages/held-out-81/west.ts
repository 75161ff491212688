/**
 * Eighty-first held-out corpus, western agents' and brokerages' sites: okanaganlakeliving.ca (Realtyna WPL, a Kelowna
 * condo), colinmackayhomes.ca (RealtyNinja, a Nanaimo house with a suite), airdriehomefinders.ca (Sierra Interactive,
 * an Airdrie half duplex), centralalbertahomesearch.ca (Real Geeks, a Red Deer bi-level), meridianhomesyxe.ca
 * (kvCORE/BoldTrail, a Saskatoon bungalow) and redriverpartnersrealty.ca (a Lone Wolf brokerage site, a Winnipeg
 * side-by-side duplex). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before any extractor ran.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { bioCard, chat, cookieBar, featured, footer, gtm, json, leadForm, mortgage, nav } from "./chrome.ts";

export const HELD_OUT_81_WEST: ListingPage[] = [
  {
    name: "ho81-okanaganlakeliving-wpl-kelowna-condo",
    site: "okanaganlakeliving.ca",
    set: "held-out-81",
    traps:
      "a Realtyna WPL property page on a WordPress agent site: WPL's own 'Listing ID : 1042' row before the 'MLS® Number' row; location levels (Canada / British Columbia / Central Okanagan / Kelowna) beside 'Neighborhood'; 'Bedrooms: 2 + Den'; strata fee with cents; price per sqft; another unit in the same building in 'Similar Properties'; WPL map markers JSON with the listing's point beside the office marker; agent with PREC* designation",
    pageUrl: "https://okanaganlakeliving.ca/properties/1042-1408-1285-pandosy-street-kelowna/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1408-1285 Pandosy Street, Kelowna | Okanagan Lake Living</title>
<meta name="description" content="2 bed + den, 2 bath lake-view condo in Kelowna North. $574,900. MLS® 10351234.">
<meta property="og:title" content="1408-1285 Pandosy Street - $574,900">
<meta property="og:image" content="https://okanaganlakeliving.ca/wp-content/uploads/WPL/1042/gallery/img_01.jpg">
<link rel="stylesheet" href="https://okanaganlakeliving.ca/wp-content/plugins/real-estate-listing-realtyna-wpl/assets/css/frontend.css?ver=5.1.4">
${gtm("G-OLL81W")}
</head><body class="wp-singular wpl-page">
${cookieBar("Okanagan Lake Living")}
${nav("Okanagan Lake Living", ["Properties", "Condos", "Lakefront", "New Developments", "About Priya", "Contact"], "250-555-0178")}
<main>
<div class="wpl_prp_show_container" id="wpl_prp_show_container" data-pid="1042">
<div class="wpl_prp_show_title"><h1 class="title_text">2 Bedroom Condo Apartment for Sale</h1><h2 class="location_build_up"><span>1408-1285 Pandosy Street</span>, <span>Kelowna</span>, <span>BC</span> <span>V1Y 0G8</span></h2></div>
<div class="wpl_prp_gallery">${Array.from({ length: 5 }, (_, i) => `<img src="/wp-content/uploads/WPL/1042/gallery/img_0${i + 1}.jpg" alt="1408-1285 Pandosy Street ${i + 1}">`).join("")}</div>
<div class="wpl_prp_container_content">
<div class="wpl_prp_container_content_left">
<div class="wpl_prp_show_detail_boxes"><div class="wpl_prp_show_detail_boxes_title">Property Description</div>
<div class="wpl_prp_show_detail_boxes_cont"><p>Lake and mountain views from the 14th floor, steps from the boardwalk, City Park and the Cultural District. This two-bedroom plus den corner home has nine-foot ceilings, an island kitchen with quartz counters and gas range, a primary bedroom with walk-through closet and ensuite, a second full bath and a 140 sq ft wraparound deck facing west. One secured parking stall and a storage locker. The building has a fitness centre, guest suite and a rooftop lounge. Pets and rentals allowed with restrictions (no short-term rentals).</p></div></div>
<div class="wpl_prp_show_detail_boxes wpl_category_1"><div class="wpl_prp_show_detail_boxes_title">Basic Details</div>
<div class="wpl_prp_show_detail_boxes_cont">
<div id="wpl-dbst-show1" class="rows other">Listing ID : <span>1042</span></div>
<div id="wpl-dbst-show2" class="rows other">MLS® Number : <span>10351234</span></div>
<div id="wpl-dbst-show3" class="rows other">Listing Type : <span>For Sale</span></div>
<div id="wpl-dbst-show4" class="rows other">Property Type : <span>Apartment</span></div>
<div id="wpl-dbst-show5" class="rows price">Price : <span>$574,900</span></div>
<div id="wpl-dbst-show6" class="rows other">Price per Sqft : <span>$568</span></div>
<div id="wpl-dbst-show7" class="rows bedrooms">Bedrooms : <span>2 + Den</span></div>
<div id="wpl-dbst-show8" class="rows bathrooms">Bathrooms : <span>2</span></div>
<div id="wpl-dbst-show9" class="rows built_up_area">Built up Area : <span>1,012 Sqft</span></div>
<div id="wpl-dbst-show10" class="rows other">Year Built : <span>2019</span></div>
<div id="wpl-dbst-show11" class="rows other">Strata Fee : <span>$512.34 / month</span></div>
<div id="wpl-dbst-show12" class="rows other">Floor : <span>14</span></div>
</div></div>
<div class="wpl_prp_show_detail_boxes wpl_category_2"><div class="wpl_prp_show_detail_boxes_title">Address Map</div>
<div class="wpl_prp_show_detail_boxes_cont">
<div class="rows location1">Country : <span>Canada</span></div>
<div class="rows location2">Province : <span>British Columbia</span></div>
<div class="rows location3">Region : <span>Central Okanagan</span></div>
<div class="rows location4">City : <span>Kelowna</span></div>
<div class="rows">Neighborhood : <span>Kelowna North</span></div>
<div class="rows">Postal Code : <span>V1Y 0G8</span></div>
</div></div>
<div class="wpl_prp_show_detail_boxes wpl_category_3"><div class="wpl_prp_show_detail_boxes_title">Features</div>
<div class="wpl_prp_show_detail_boxes_cont"><ul><li>Air Conditioning</li><li>Elevator</li><li>Secured Parking (1)</li><li>Storage Locker</li><li>Fitness Centre</li></ul></div></div>
<div class="wpl_googlemap_container" id="wpl_googlemap_container4"><div id="wpl_map_canvas4" style="height:380px"></div></div>
<script>var wpl_map_markers4 = ${json([{ id: 1042, pids: "1042", googlemap_lt: "49.88734", googlemap_ln: "-119.49372", title: "1408-1285 Pandosy Street", gmap_icon: "default.png" }, { id: "office", pids: "", googlemap_lt: "49.88291", googlemap_ln: "-119.47760", title: "Lakeview Summit Realty", gmap_icon: "office.png" }])};</script>
<div class="wpl_prp_show_detail_boxes"><div class="wpl_prp_show_detail_boxes_title">Listing Provided By</div><div class="wpl_prp_show_detail_boxes_cont"><p>Priya Dhaliwal, PREC* · Lakeview Summit Realty Ltd.</p><p class="wpl-disclaimer">This representation is based in whole or in part on data generated by the Association of Interior REALTORS® which assumes no responsibility for its accuracy. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA.</p></div></div>
</div>
<div class="wpl_prp_container_content_right">
${bioCard({ name: "Priya Dhaliwal", designations: "PREC*", title: "REALTOR®, Lakeview Summit Realty Ltd.", phone: "250-555-0178", email: "priya@okanaganlakeliving.ca", text: "Priya specialises in downtown Kelowna and Lake Country condos and pre-sales. *Personal Real Estate Corporation." })}
${leadForm("Request a viewing", "Hi Priya, I'd like to view 1408-1285 Pandosy Street.")}
${mortgage([["Purchase price", "$574,900"], ["Down payment", "$114,980"], ["Rate", "4.49%"], ["Amortization", "25 years"]], "Monthly payment: $2,545 + strata $512.34")}
</div>
</div>
</div>
${featured("Similar Properties", [
  { price: "$689,000", address: "2208-1285 Pandosy Street", place: "Kelowna, BC", facts: "2 bd · 2 ba · 1,144 sqft", href: "/properties/1057-2208-1285-pandosy-street-kelowna/", mls: "10349870" },
  { price: "$459,000", address: "602-1160 Bernard Avenue", place: "Kelowna, BC", facts: "1 bd + den · 1 ba · 748 sqft", href: "/properties/1039-602-1160-bernard-avenue-kelowna/", mls: "10352206" },
], "wpl_similar_properties")}
</main>
${chat("Okanagan Lake Living")}
${footer(["Priya Dhaliwal, PREC* · Lakeview Summit Realty Ltd.", "100-1631 Dickson Avenue, Kelowna, BC V1Y 0B5", "250-555-0178"], ["Not intended to solicit buyers or sellers currently under contract.", "© 2025 Okanagan Lake Living."], "Real estate plugin by Realtyna WPL")}
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "condo",
      street: "1408-1285 Pandosy Street",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1Y 0G8",
      neighbourhood: "Kelowna North",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1012,
      yearBuilt: 2019,
      mlsNumber: "10351234",
      listingAgentName: "Priya Dhaliwal",
      brokerageName: "Lakeview Summit Realty Ltd.",
      geo: { lat: 49.88734, lng: -119.49372 },
    },
  },
  {
    name: "ho81-colinmackayhomes-realtyninja-nanaimo-suite-house",
    site: "colinmackayhomes.ca",
    set: "held-out-81",
    traps:
      "a RealtyNinja (DDF) listing page: 'Bedrooms 5' in the header with 'Above Grade 3 / Below Grade 2' in the building table; the suite's size and rent in prose; a rooms table with imperial and metric room sizes; '7405 sqft' land size; brokerage with a ' - Nanaimo' branch suffix; an agent with PREC*; JSON-LD with geo; CREA DDF disclaimer; 'Colin's Listings' widget and a sold listing",
    pageUrl: "https://colinmackayhomes.ca/listings/27094431/5127-fernridge-drive-nanaimo",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>5127 Fernridge Drive, Nanaimo | Colin Mackay - Nanaimo Real Estate</title>
<meta name="description" content="5 bedroom, 3 bathroom house with a suite in Uplands, Nanaimo. Listed at $849,900. MLS® 1012276.">
<meta property="og:title" content="5127 Fernridge Drive, Nanaimo, BC">
<meta property="og:url" content="https://colinmackayhomes.ca/listings/27094431/5127-fernridge-drive-nanaimo">
<link rel="stylesheet" href="https://cdn.realtyninja.com/themes/coastal/styles.css">
${gtm("G-CMH81N")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "5127 Fernridge Drive", address: { "@type": "PostalAddress", streetAddress: "5127 Fernridge Drive", addressLocality: "Nanaimo", addressRegion: "BC", postalCode: "V9T 5K2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.22591, longitude: -124.04118 }, numberOfRooms: 14 })}
</head><body class="listing-page">
${nav("Colin Mackay · Nanaimo Real Estate", ["Listings", "Search MLS®", "Sold", "Buying", "Selling", "Contact"], "250-555-0134")}
<main class="container">
<div class="listing-header row">
<div class="col-md-8"><h1 class="listing-address">5127 Fernridge Drive</h1><p class="listing-location">Nanaimo, BC V9T 5K2 · Uplands</p></div>
<div class="col-md-4 text-right"><p class="listing-price">$849,900</p><p class="listing-status">Active</p></div>
</div>
<ul class="listing-quick-facts"><li><strong>5</strong> Bedrooms</li><li><strong>3</strong> Bathrooms</li><li><strong>2,846</strong> sqft</li></ul>
<div class="listing-photos">${Array.from({ length: 5 }, (_, i) => `<img src="https://ddfcdn.realtor.ca/listings/TS638/reb28/highres/6/1012276_${i + 1}.jpg" alt="5127 Fernridge Drive ${i + 1}">`).join("")}</div>
<div class="listing-description"><h2>Description</h2><p>Family home with a mortgage helper in sought-after Uplands. The main level offers three bedrooms including a primary with a 3-piece ensuite, a renovated kitchen opening to a sunny deck and a living room with a gas fireplace. Below, a self-contained two-bedroom suite (approx. 900 sq ft) with its own entry and laundry is rented at $1,650/month on a month-to-month basis. Fenced, level yard backing onto greenbelt, RV parking, heat pump (2022). Close to schools, Woodgrove Centre and the Parkway.</p></div>
<div class="listing-details row">
<div class="col-md-6"><h3>Property Summary</h3><table class="table table-striped">
<tr><th>MLS® Number</th><td>1012276</td></tr>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Neighbourhood</th><td>Uplands</td></tr>
<tr><th>Land Size</th><td>7405 sqft</td></tr>
<tr><th>Built in</th><td>1994</td></tr>
<tr><th>Annual Property Taxes</th><td>$5,211</td></tr>
<tr><th>Zoning</th><td>Residential</td></tr>
</table></div>
<div class="col-md-6"><h3>Building</h3><table class="table table-striped">
<tr><th>Bedrooms</th><td>5</td></tr>
<tr><th>Bedrooms Above Grade</th><td>3</td></tr>
<tr><th>Bedrooms Below Grade</th><td>2</td></tr>
<tr><th>Bathrooms (Total)</th><td>3</td></tr>
<tr><th>Full Bathrooms</th><td>3</td></tr>
<tr><th>Finished Area</th><td>2846 sqft</td></tr>
<tr><th>Style</th><td>Split level entry</td></tr>
<tr><th>Heating</th><td>Heat Pump, Forced air</td></tr>
</table></div>
</div>
<div class="listing-rooms"><h3>Rooms</h3><table class="table">
<tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>13'2 x 12'10 (4.01 m x 3.91 m)</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>10'4 x 10'0 (3.15 m x 3.05 m)</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>10'2 x 9'8 (3.10 m x 2.95 m)</td></tr>
<tr><td>Main level</td><td>Ensuite</td><td>3-Piece</td></tr>
<tr><td>Main level</td><td>Bathroom</td><td>4-Piece</td></tr>
<tr><td>Lower level</td><td>Bedroom</td><td>11'0 x 10'6 (3.35 m x 3.20 m)</td></tr>
<tr><td>Lower level</td><td>Bedroom</td><td>10'0 x 9'6 (3.05 m x 2.90 m)</td></tr>
<tr><td>Lower level</td><td>Bathroom</td><td>4-Piece</td></tr>
</table></div>
<div class="listing-agent-box"><p>Listed by <strong>Colin Mackay</strong>, Personal Real Estate Corporation</p><p>Harbour Tide Realty - Nanaimo</p></div>
<div id="listing-map" class="map" data-latitude="49.22591" data-longitude="-124.04118"></div>
<div class="ddf-disclaimer"><p>The listing data above is provided under copyright by the Canadian Real Estate Association. The listing data is deemed reliable but is not guaranteed accurate by the Canadian Real Estate Association. Data provided by the Vancouver Island Real Estate Board.</p><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.</p></div>
</main>
<aside>
${bioCard({ name: "Colin Mackay", designations: "PREC*", title: "REALTOR®, Harbour Tide Realty", phone: "250-555-0134", email: "colin@colinmackayhomes.ca", text: "Born in Departure Bay, Colin has sold Nanaimo and Lantzville homes for eleven years. He serves on the VIREB professional standards committee." })}
${leadForm("Book a private showing", "I'm interested in 5127 Fernridge Drive (MLS® 1012276).", "Send")}
${mortgage([["Price", "$849,900"], ["Down payment", "20%"], ["Rate", "4.39%"], ["Amortization", "30 years"]], "$3,398 / month")}
</aside>
${featured("Colin's Listings", [
  { price: "$624,900", address: "3318 Shelby Lane", place: "Nanaimo, BC", facts: "3 bd · 2 ba · 1,640 sqft", href: "/listings/27081290/3318-shelby-lane-nanaimo", mls: "1011804" },
  { price: "SOLD $902,000", address: "5140 Fernridge Drive", place: "Nanaimo, BC", facts: "5 bd · 3 ba · 2,910 sqft", href: "/sold/5140-fernridge-drive" },
])}
${footer(["Colin Mackay PREC* · Harbour Tide Realty - Nanaimo", "6-2561 Departure Bay Road, Nanaimo, BC V9S 3V9", "250-555-0134"], ["This website is not intended to solicit properties already listed for sale."], "Website by RealtyNinja")}
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "house",
      street: "5127 Fernridge Drive",
      city: "Nanaimo",
      province: "BC",
      postalCode: "V9T 5K2",
      neighbourhood: "Uplands",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 2846,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "1012276",
      listingAgentName: "Colin Mackay",
      brokerageName: "Harbour Tide Realty",
      geo: { lat: 49.22591, lng: -124.04118 },
    },
  },
  {
    name: "ho81-airdriehomefinders-sierra-airdrie-half-duplex",
    site: "airdriehomefinders.ca",
    set: "held-out-81",
    traps:
      "a Sierra Interactive listing detail on a team site: 'Semi Detached (Half Duplex)'; '3 Baths' in the top bar over 'Full Baths 2 · Half Baths 1'; above-grade sq ft beside the finished basement; 'Lot Size 2,906 sq ft (0.07 Acres)'; the Sierra listing id in the URL and data attribute beside the CREB® MLS® number; a team roster of per-member cards (listing by one member); community fee per year; var siListing with the point beside nearby listings' points",
    pageUrl: "https://www.airdriehomefinders.ca/property-search/detail/142/79213446/142-windrow-place-sw-airdrie-ab-t4b-4e2/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>142 Windrow Place SW, Airdrie, AB T4B 4E2 (MLS® A2251876) | Airdrie Home Finders</title>
<meta name="description" content="142 Windrow Place SW, Airdrie is a 3 bed half duplex in Windsong listed for $519,900.">
<meta property="og:title" content="142 Windrow Place SW, Airdrie, AB">
<meta property="og:image" content="https://photos.sierrastatic.com/creb/A2251876/1.jpg">
<link rel="stylesheet" href="https://cdn.sierrastatic.com/sites/airdriehomefinders/site.min.css">
${gtm("G-AHF81S")}
</head><body class="si-body">
${cookieBar("Airdrie Home Finders")}
${nav("Airdrie Home Finders · The Brandt-Osei Group", ["Search", "Communities", "New Listings", "Sell", "Our Team", "Contact"], "403-555-0166")}
<main>
<div class="si-listing-details" id="si-listing-details" data-si-listing-id="79213446" data-mls="A2251876">
<div class="si-ld-top">
<div class="si-ld-address"><h1>142 Windrow Place SW</h1><h2>Airdrie, AB T4B 4E2</h2></div>
<div class="si-ld-price"><span class="si-ld-price__amount">$519,900</span><span class="si-ld-status">Active</span></div>
<ul class="si-ld-primary-data"><li><strong>3</strong> Beds</li><li><strong>3</strong> Baths</li><li><strong>1,502</strong> Sq.Ft.</li><li><strong>2015</strong> Built</li></ul>
</div>
<div class="si-ld-photos">${Array.from({ length: 5 }, (_, i) => `<img src="https://photos.sierrastatic.com/creb/A2251876/${i + 1}.jpg" alt="142 Windrow Place SW ${i + 1}">`).join("")}</div>
<div class="si-ld-description"><h3>Description</h3><p>No condo fees! Two-storey half duplex on a quiet place in Windsong, backing onto a pathway. Open main floor with a central kitchen, quartz island and walk-in pantry, a dining nook to the back deck and a half bath. Upstairs: three bedrooms, laundry and two full baths including the primary's 4-piece ensuite. The basement is partly developed with a 640 sq ft rec room; the rest is ready for a future bedroom and bath. Double detached garage off the lane. Walk to Windsong Heights School and Genesis Place.</p></div>
<div class="si-ld-details">
<h3>Property Details</h3>
<ul class="si-ld-details__list">
<li><span>MLS® #</span><span>A2251876</span></li>
<li><span>Type</span><span>Semi Detached (Half Duplex)</span></li>
<li><span>Style</span><span>2 Storey, Side by Side</span></li>
<li><span>Community</span><span>Windsong</span></li>
<li><span>Bedrooms</span><span>3</span></li>
<li><span>Full Baths</span><span>2</span></li>
<li><span>Half Baths</span><span>1</span></li>
<li><span>Above Grade Sq.Ft.</span><span>1,502</span></li>
<li><span>Basement</span><span>Full, Partially Finished (640 sq ft)</span></li>
<li><span>Lot Size</span><span>2,906 sq ft (0.07 Acres)</span></li>
<li><span>Year Built</span><span>2015</span></li>
<li><span>Garage</span><span>Double Garage Detached</span></li>
<li><span>Community Fee</span><span>$185 / Annually</span></li>
<li><span>Taxes</span><span>$2,980 (2025)</span></li>
</ul>
</div>
<div class="si-ld-courtesy"><p>Listing Agent: <span class="si-ld-agent">Kayla Brandt</span></p><p>Listing Office: <span class="si-ld-office">Prairie Gate Realty</span></p></div>
<div class="si-ld-disclaimer"><p>Data is supplied by Pillar 9™ MLS® System. Pillar 9™ is the owner of the copyright in its MLS® System. Data is deemed reliable but is not guaranteed accurate by Pillar 9™. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Used under licence.</p></div>
</div>
<script>var siListing = ${json({ listingId: 79213446, mlsNumber: "A2251876", price: 519900, address: "142 Windrow Place SW", city: "Airdrie", state: "AB", zip: "T4B 4E2", lat: 51.26893, lng: -114.02471, beds: 3, fullBaths: 2, halfBaths: 1, sqft: 1502 })};
var siNearby = ${json([{ listingId: 79210087, price: 549000, lat: 51.27011, lng: -114.02602 }, { listingId: 79208851, price: 489900, lat: 51.26702, lng: -114.02215 }])};</script>
<section class="si-team"><h2>Meet The Brandt-Osei Group</h2>
${bioCard({ name: "Kayla Brandt", designations: "ABR", title: "REALTOR®, Team Lead", phone: "403-555-0166", email: "kayla@airdriehomefinders.ca", text: "Kayla grew up in Airdrie and has helped more than 300 families buy and sell here." })}
${bioCard({ name: "Daniel Osei", title: "REALTOR®", phone: "403-555-0171", email: "daniel@airdriehomefinders.ca", text: "Daniel focuses on first-time buyers and new construction in Airdrie and Crossfield." })}
</section>
${leadForm("Ask about 142 Windrow Place SW", "I'd like more information about this home.")}
${mortgage([["Price", "$519,900"], ["Down", "5%"], ["Rate", "4.79%"], ["Amortization", "25 yrs"]], "$2,818/mo (incl. CMHC premium)")}
${featured("New Listings in Windsong", [
  { price: "$549,000", address: "30 Windford Green SW", place: "Airdrie, AB", facts: "3 bd · 3 ba · 1,560 sq ft · Half Duplex", href: "/property-search/detail/142/79210087/", mls: "A2250993" },
  { price: "$489,900", address: "87 Windstone Avenue SW", place: "Airdrie, AB", facts: "3 bd · 3 ba · 1,388 sq ft · Row/Townhouse", href: "/property-search/detail/142/79208851/", mls: "A2249120" },
])}
</main>
${chat("Sierra Interactive")}
${footer(["The Brandt-Osei Group · Prairie Gate Realty", "200, 4 Stonegate Drive NW, Airdrie, AB T4B 0V2", "403-555-0166"], ["Prairie Gate Realty is an independently owned brokerage."], "Powered by Sierra Interactive")}
</body></html>`,
    expected: {
      price: { amount: 519900 },
      propertyKind: "semi-detached",
      street: "142 Windrow Place SW",
      city: "Airdrie",
      province: "AB",
      postalCode: "T4B 4E2",
      neighbourhood: "Windsong",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1502,
      lot: { value: 2906, unit: "ft2" },
      yearBuilt: 2015,
      mlsNumber: "A2251876",
      listingAgentName: "Kayla Brandt",
      brokerageName: "Prairie Gate Realty",
      geo: { lat: 51.26893, lng: -114.02471 },
    },
  },
  {
    name: "ho81-centralalbertahomesearch-realgeeks-red-deer-bilevel",
    site: "centralalbertahomesearch.ca",
    set: "held-out-81",
    traps:
      "a Real Geeks property page on a team site of another brokerage: '5 Beds' in the header with 3 above grade and 2 below; above-grade sq ft beside the developed total; Real Geeks' own property id beside the MLS® number; the site team's brokerage and office in the sidebar and footer while the listing is by another agent and office; estimated payment and assessment; var property JSON with the point",
    pageUrl: "https://centralalbertahomesearch.ca/listing/ab-pillar9/784330219/58-ivany-close-red-deer-ab-t4r-3b9",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>58 Ivany Close, Red Deer, AB T4R 3B9 | MLS® A2248813 | Central Alberta Home Search</title>
<meta name="description" content="58 Ivany Close, Red Deer: 5 beds, 3 baths, 1,188 sq ft bi-level in Inglewood. $439,000.">
<meta property="og:title" content="58 Ivany Close, Red Deer - $439,000">
<link rel="stylesheet" href="https://static.realgeeks.com/themes/responsive/listing.css">
${gtm("G-CAHS81R")}
</head><body class="rg-listing-detail">
${nav("Central Alberta Home Search", ["Search", "Featured", "Red Deer", "Sylvan Lake", "Blackfalds", "Home Value", "Contact"], "403-555-0150")}
<main>
<div id="listing-details-header" class="listing-header">
<h1 class="address">58 Ivany Close<br><small>Red Deer, AB T4R 3B9</small></h1>
<div class="price">$439,000</div>
<ul class="property-stats"><li><span class="value">5</span> Beds</li><li><span class="value">3</span> Baths</li><li><span class="value">1,188</span> Sq.Ft.</li><li><span class="value">0.12</span> Acres</li></ul>
<div class="estimated-payment">Estimated payment: $2,304/mo <a href="#calc">Get pre-approved</a></div>
</div>
<div class="listing-photos">${Array.from({ length: 5 }, (_, i) => `<img src="https://photos.realgeeks.media/ab-pillar9/A2248813/${i + 1}.jpg" alt="58 Ivany Close photo ${i + 1}">`).join("")}</div>
<div class="listing-remarks"><h2>Property Description</h2><p>Fully developed bi-level on a quiet close in Inglewood, a short walk to the Waskasoo trail system and Inglewood School. The upper level has a vaulted living room, kitchen with a corner pantry, three bedrooms and two full baths including the primary's ensuite. The lower level adds a large family room with a gas fireplace, two more bedrooms and another full bath, for about 2,210 sq ft of developed space. Heated 24 x 24 detached garage (2016), new shingles in 2021. Fifteen minutes to Sylvan Lake.</p></div>
<div class="listing-details">
<h2>Listing Details</h2>
<table class="details-table">
<tr><th>Property ID</th><td>784330219</td></tr>
<tr><th>MLS® #</th><td>A2248813</td></tr>
<tr><th>Status</th><td>Active</td></tr>
<tr><th>Property Type</th><td>Residential / Detached</td></tr>
<tr><th>Style</th><td>Bi-Level</td></tr>
<tr><th>Subdivision</th><td>Inglewood</td></tr>
<tr><th>Bedrooms Above Grade</th><td>3</td></tr>
<tr><th>Bedrooms Below Grade</th><td>2</td></tr>
<tr><th>Full Baths</th><td>3</td></tr>
<tr><th>Sq.Ft. Above Grade</th><td>1,188</td></tr>
<tr><th>Lot Size</th><td>0.12 Acres</td></tr>
<tr><th>Year Built</th><td>2004</td></tr>
<tr><th>Garage</th><td>Double Garage Detached, Heated</td></tr>
<tr><th>Assessed Value</th><td>$402,300</td></tr>
<tr><th>Taxes</th><td>$3,712 / 2025</td></tr>
</table>
</div>
<div class="listing-office">Listed by Rob Siemens of Parkland Ridge Realty</div>
<div class="map-container"><div id="listing-map" data-zoom="15"></div></div>
<script>var property = ${json({ id: 784330219, mls_number: "A2248813", list_price: 439000, full_address: "58 Ivany Close, Red Deer, AB T4R 3B9", latitude: 52.23981, longitude: -113.84409, beds: 5, baths: 3, sqft: 1188, listing_office: "Parkland Ridge Realty", listing_agent: "Rob Siemens" })};</script>
<div class="idx-disclaimer"><p>Data is supplied by Pillar 9™ MLS® System. Pillar 9™ is the owner of the copyright in its MLS® System. Data is deemed reliable but is not guaranteed accurate by Pillar 9™. Listing information last updated on November 18th, 2025.</p></div>
</main>
<aside class="sidebar">
${bioCard({ name: "Annika Lindqvist", designations: "CRES", title: "Team Lead, Lindqvist Home Team · Aspen Gate Realty", phone: "403-555-0150", email: "annika@centralalbertahomesearch.ca", text: "Annika and her team cover Red Deer, Sylvan Lake, Blackfalds and Lacombe. Book a showing on any home listed with any brokerage." })}
${leadForm("Schedule a tour", "I'd like to tour 58 Ivany Close.", "Schedule tour")}
<div id="calc">${mortgage([["Home price", "$439,000"], ["Down payment", "$43,900"], ["Rate", "4.69%"], ["Amortization", "25 years"]], "$2,304/mo principal &amp; interest")}</div>
</aside>
${featured("Featured Listings", [
  { price: "$379,900", address: "12 Isherwood Close", place: "Red Deer, AB", facts: "4 bd · 2 ba · 1,040 sq ft", href: "/listing/ab-pillar9/784311020/", mls: "A2246730" },
  { price: "$512,000", address: "77 Lalor Drive", place: "Red Deer, AB", facts: "4 bd · 3 ba · 1,420 sq ft", href: "/listing/ab-pillar9/784329911/", mls: "A2248102" },
])}
${footer(["Lindqvist Home Team · Aspen Gate Realty", "4920 Gaetz Avenue, Red Deer, AB T4N 3Z9", "403-555-0150"], ["Aspen Gate Realty is a member of the Central Alberta REALTORS® Association."], "Website by Real Geeks")}
</body></html>`,
    expected: {
      price: { amount: 439000 },
      propertyKind: "house",
      street: "58 Ivany Close",
      city: "Red Deer",
      province: "AB",
      postalCode: "T4R 3B9",
      neighbourhood: "Inglewood",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 1188,
      lot: { value: 0.12, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "A2248813",
      listingAgentName: "Rob Siemens",
      brokerageName: "Parkland Ridge Realty",
      geo: { lat: 52.23981, lng: -113.84409 },
    },
  },
  {
    name: "ho81-meridianhomesyxe-kvcore-saskatoon-bungalow",
    site: "meridianhomesyxe.ca",
    set: "held-out-81",
    traps:
      "a kvCORE/BoldTrail listing detail: a lettered avenue address ('Avenue J North'); 'Beds 3' with a main/basement split; frontage × depth only; the kvCORE listing id in data attributes and window state beside the SK-prefixed MLS®; a detached garage's own year; assessed value; a home-value widget inviting an estimate; the team's other listings",
    pageUrl: "https://meridianhomesyxe.ca/listing/sk-sask/392884193/1127-avenue-j-north-saskatoon-sk-s7l-2k1",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1127 Avenue J North, Saskatoon, SK S7L 2K1 | Meridian Homes YXE</title>
<meta name="description" content="Bungalow for sale in Mayfair, Saskatoon: 3 beds, 2 baths, 912 sq ft. $399,900. MLS® SK019872.">
<meta property="og:title" content="1127 Avenue J North, Saskatoon - $399,900">
<link rel="stylesheet" href="https://cdn.kvcore.com/themes/clarity/css/app.css">
${gtm("G-MHY81K")}
</head><body class="kv-theme-clarity">
${nav("Meridian Homes YXE", ["Search", "Exclusive Listings", "Neighbourhoods", "Sell", "Team", "Contact"], "306-555-0142")}
<main id="app">
<div id="listing-detail-page" class="kv-listing-detail" data-listing-id="392884193" data-mls-id="SK019872" data-board="sk-sask">
<section class="kv-listing-hero">
<div class="kv-listing-address"><h1>1127 Avenue J North</h1><p>Saskatoon, SK S7L 2K1</p></div>
<div class="kv-listing-price">$399,900</div>
<ul class="kv-listing-stats"><li>3 <span>Beds</span></li><li>2 <span>Baths</span></li><li>912 <span>SqFt</span></li></ul>
</section>
<div class="kv-photos">${Array.from({ length: 5 }, (_, i) => `<img src="https://cdn.kvcore.com/listings/sk/SK019872/${i + 1}.jpg" alt="1127 Avenue J North ${i + 1}">`).join("")}</div>
<section class="kv-listing-remarks"><h2>About This Home</h2><p>Character bungalow on a 50-foot lot in Mayfair, updated top to bottom. The main floor has original hardwood, an updated kitchen with butcher-block counters, two bedrooms and a 4-piece bath. The basement was redone in 2020 with a third bedroom (egress window), a 3-piece bath, family room and laundry. Oversized 24 x 26 detached garage built in 2017 with 220 V. Close to Mayfair School, the 33rd Street shops and the river.</p></section>
<section class="kv-listing-details"><h2>Listing Details</h2>
<div class="kv-detail-grid">
<div class="kv-detail"><label>MLS® Number</label><span>SK019872</span></div>
<div class="kv-detail"><label>Property Type</label><span>Residential</span></div>
<div class="kv-detail"><label>Building Type</label><span>House</span></div>
<div class="kv-detail"><label>Style</label><span>Bungalow</span></div>
<div class="kv-detail"><label>Neighbourhood</label><span>Mayfair</span></div>
<div class="kv-detail"><label>Bedrooms</label><span>3 (2 main, 1 basement)</span></div>
<div class="kv-detail"><label>Bathrooms</label><span>2 (1 × 4pc, 1 × 3pc)</span></div>
<div class="kv-detail"><label>Living Area</label><span>912 sq ft</span></div>
<div class="kv-detail"><label>Lot Frontage</label><span>50 ft</span></div>
<div class="kv-detail"><label>Lot Depth</label><span>125 ft</span></div>
<div class="kv-detail"><label>Year Built</label><span>1952</span></div>
<div class="kv-detail"><label>Garage</label><span>Detached, double (built 2017)</span></div>
<div class="kv-detail"><label>Assessed Value</label><span>$302,000</span></div>
<div class="kv-detail"><label>Taxes</label><span>$3,244 (2025)</span></div>
</div></section>
<section class="kv-listing-courtesy"><p>Listing courtesy of Jordan Fehr, Prairie Meridian Realty</p></section>
<section class="kv-home-value"><h3>What's your home worth?</h3><p>Thinking of selling in Mayfair? Get an instant estimate — homes nearby sold for $285,000 to $420,000 in the last 6 months.</p><a href="/home-value">Get my estimate</a></section>
<div class="kv-disclaimer"><p>The above information is from sources deemed reliable but should not be relied upon without independent verification. Data provided by the Saskatchewan REALTORS® Association. MLS® System data is owned by The Canadian Real Estate Association.</p></div>
</div>
<script>window.kvListing = ${json({ id: 392884193, mlsid: "SK019872", price: 399900, status: "Active", address: { street: "1127 Avenue J North", city: "Saskatoon", state: "SK", zip: "S7L 2K1" }, lat: 52.14462, lng: -106.69183, beds: 3, baths: 2, sqft: 912, year_built: 1952, agent: { name: "Jordan Fehr", office: "Prairie Meridian Realty" } })};</script>
<aside class="kv-agent-sidebar">
${bioCard({ name: "Jordan Fehr", designations: "ABR®", title: "REALTOR® · Team Lead, Meridian Homes YXE", phone: "306-555-0142", email: "jordan@meridianhomesyxe.ca", text: "Jordan has sold homes in Saskatoon's core neighbourhoods since 2014 and restores old bungalows in his spare time." })}
${leadForm("Request a showing", "I'd like to see 1127 Avenue J North.", "Request showing")}
${mortgage([["Home price", "$399,900"], ["Down payment", "10%"], ["Rate", "4.59%"], ["Amortization", "25 years"]], "Est. $2,037/mo")}
</aside>
${featured("Our Exclusive Listings", [
  { price: "$329,900", address: "1410 Avenue H North", place: "Saskatoon, SK", facts: "2 bd · 1 ba · 780 sq ft · Bungalow", href: "/listing/sk-sask/392880102/", mls: "SK018830" },
  { price: "$549,000", address: "214 Ruth Street West", place: "Saskatoon, SK", facts: "4 bd · 3 ba · 1,320 sq ft", href: "/listing/sk-sask/392886451/", mls: "SK020144" },
])}
</main>
${footer(["Meridian Homes YXE · Prairie Meridian Realty", "301-2100 8th Street East, Saskatoon, SK S7H 0V1", "306-555-0142"], ["Each office independently owned and operated."], "Powered by BoldTrail (kvCORE)")}
</body></html>`,
    expected: {
      price: { amount: 399900 },
      propertyKind: "house",
      street: "1127 Avenue J North",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7L 2K1",
      neighbourhood: "Mayfair",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 912,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1952,
      mlsNumber: "SK019872",
      listingAgentName: "Jordan Fehr",
      brokerageName: "Prairie Meridian Realty",
      geo: { lat: 52.14462, lng: -106.69183 },
    },
  },
  {
    name: "ho81-redriverpartners-lonewolf-winnipeg-duplex",
    site: "redriverpartnersrealty.ca",
    set: "held-out-81",
    traps:
      "a Lone Wolf brokerage-site listing (back office Brokermint-style): a side-by-side duplex with a two-number civic address ('612-614 Banning Street'); per-side beds, baths, sq ft and current rents beside the totals; 'Lot 33 x 110'; the site's 'Ref # LW-7730152' and a Brokermint transaction number near the MLS®; Winnipeg's 'Area 5C' beside the neighbourhood; brokerage with an ' - Osborne Village Office' suffix; a static map image with no coordinates; other agents' listings",
    pageUrl: "https://www.redriverpartnersrealty.ca/listings/LW-7730152/612-614-banning-street-winnipeg",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>612-614 Banning Street, Winnipeg - Side-by-Side Duplex for Sale | Red River Partners Realty</title>
<meta name="description" content="Side-by-side duplex in Sargent Park, Winnipeg. 6 bedrooms, 2 baths, both sides rented. $479,900. MLS® 202527514.">
<meta property="og:title" content="612-614 Banning Street, Winnipeg - $479,900">
<link rel="stylesheet" href="https://assets.lwolf.com/websites/brokerage/v4/listing.css">
${gtm("G-RRP81L")}
</head><body class="lw-site lw-listing">
${cookieBar("Red River Partners Realty")}
${nav("Red River Partners Realty", ["Our Listings", "MLS® Search", "Agents", "Offices", "Join Us", "Contact"], "204-555-0109")}
<main>
<article class="lwre-property-detail" data-lw-listing-id="LW-7730152">
<header class="lwre-pd-head">
<p class="lwre-pd-type">Duplex · Side by Side</p>
<h1 class="lwre-pd-address">612-614 Banning Street</h1>
<p class="lwre-pd-city">Winnipeg, Manitoba R3G 2G7</p>
<p class="lwre-pd-price">$479,900</p>
</header>
<div class="lwre-pd-photos">${Array.from({ length: 4 }, (_, i) => `<img src="https://media.lwolf.com/rrpr/LW-7730152/${i + 1}.jpg" alt="612-614 Banning Street ${i + 1}">`).join("")}</div>
<section class="lwre-pd-remarks"><h2>Overview</h2><p>Solid investment in Sargent Park: a 1951 side-by-side duplex, each side with three bedrooms, a full bath, its own furnace, hydro meter and laundry, and about 1,040 sq ft. Side A (612) is rented at $1,495/month and Side B (614) at $1,550/month, both on year leases to long-term tenants. Newer shingles (2018), updated windows, two-car parking pad off the back lane. Close to Polo Park, Sargent Park School and the Sargent Avenue bus routes.</p></section>
<section class="lwre-pd-facts"><h2>Property Facts</h2>
<table>
<tr><td>MLS® #</td><td>202527514</td></tr>
<tr><td>Ref #</td><td>LW-7730152</td></tr>
<tr><td>Property Type</td><td>Residential Multi-Family</td></tr>
<tr><td>Style</td><td>Duplex Side by Side</td></tr>
<tr><td>Area</td><td>5C</td></tr>
<tr><td>Neighbourhood</td><td>Sargent Park</td></tr>
<tr><td>Total Bedrooms</td><td>6</td></tr>
<tr><td>Total Bathrooms</td><td>2 (full)</td></tr>
<tr><td>Living Area</td><td>2,080 sq ft</td></tr>
<tr><td>Lot Size</td><td>33 x 110 ft</td></tr>
<tr><td>Year Built</td><td>1951</td></tr>
<tr><td>Gross Annual Rent</td><td>$36,540</td></tr>
<tr><td>Taxes</td><td>$4,906 (2025)</td></tr>
</table>
<h3>Units</h3>
<table class="lwre-units"><tr><th>Unit</th><th>Beds</th><th>Baths</th><th>Sq Ft</th><th>Rent</th></tr>
<tr><td>612 (Side A)</td><td>3</td><td>1</td><td>1,040</td><td>$1,495/mo</td></tr>
<tr><td>614 (Side B)</td><td>3</td><td>1</td><td>1,040</td><td>$1,550/mo</td></tr></table>
</section>
<section class="lwre-pd-map"><img src="https://maps.googleapis.com/maps/api/staticmap?center=612+Banning+Street+Winnipeg+MB&amp;zoom=15&amp;size=640x320" alt="Map of 612-614 Banning Street"></section>
<section class="lwre-pd-agent"><h2>Listing Agent</h2><p class="lwre-agent-name">Marisol Duarte, REALTOR®</p><p class="lwre-agent-office">Red River Partners Realty - Osborne Village Office</p><p><a href="tel:2045550131">204-555-0131</a></p><p class="lwre-txn">Office transaction BM-48213 · Showings by appointment through ShowingTime</p></section>
<p class="lwre-disclaimer">MLS® listing information provided by the Winnipeg Regional Real Estate Board. Information is deemed reliable but not guaranteed. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p>
</article>
${leadForm("Ask Marisol about this duplex", "Please send me the rent roll and expenses for 612-614 Banning Street.", "Send request")}
${mortgage([["Price", "$479,900"], ["Down payment", "20%"], ["Rate", "4.69%"], ["Amortization", "25 years"]], "$2,711/month before rents")}
${featured("More Red River Partners Listings", [
  { price: "$349,900", address: "755 Garfield Street North", place: "Winnipeg, MB", facts: "3 bd · 1 ba · 1,020 sq ft · Bungalow", href: "/listings/LW-7729918/", mls: "202527101" },
  { price: "$619,000", address: "58-60 Lenore Street", place: "Winnipeg, MB", facts: "Up/Down Duplex · 5 bd · 2 ba", href: "/listings/LW-7730390/", mls: "202527880" },
])}
</main>
${footer(["Red River Partners Realty", "Head office: 1800 Pembina Highway, Winnipeg, MB R3T 2G2 · Osborne Village Office: 102-470 River Avenue, Winnipeg, MB R3L 0C8", "204-555-0109"], ["Independently owned and operated brokerage."], "Brokerage website by Lone Wolf Technologies")}
</body></html>`,
    expected: {
      price: { amount: 479900 },
      propertyKind: "plex",
      street: "612-614 Banning Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3G 2G7",
      neighbourhood: "Sargent Park",
      bedrooms: 6,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2080,
      lot: { value: 3630, unit: "ft2" },
      yearBuilt: 1951,
      mlsNumber: "202527514",
      listingAgentName: "Marisol Duarte",
      brokerageName: "Red River Partners Realty",
    },
  },
];
