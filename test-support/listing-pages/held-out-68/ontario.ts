/**
 * Sixty-eighth held-out corpus, Ontario towns: zolo.ca (a Woodstock bungalow after a price cut), housesigma.com (an
 * Owen Sound storey-and-a-half re-listed under a new MLS® number, with an AI summary), remax.ca (a Timmins house with
 * a 4-bedroom header over '3 above / 1 below') and condos.ca (an Orillia waterfront condo with a den). Addresses,
 * names, phone numbers and numbers are invented; the expected facts were written before the extractor ever ran on
 * them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import {
  agentCarousel, aiSummary, analytics, badges, breadcrumbs, cards, consent, contactForm, footer, gtm, historyTable,
  landTransferCalc, mortgageCalc, nextData, photoStrip, schoolsPanel, topNav, transitPanel, windowState,
} from "./chrome.ts";

const ONTARIO_LTT_NOTE = "Ontario land transfer tax estimate. First-time buyers may be eligible for a refund of up to $4,000.";

export const HELD_OUT_68_ONTARIO: ListingPage[] = [
  {
    name: "ho68-zolo-bungalow-woodstock",
    site: "zolo.ca",
    set: "held-out-68",
    traps: "Zolo detail page: '3 + 1 beds'; size range '1100-1500'; lot '46 x 132 Feet'; 'Age 51-99' (no year); price cut from $589,900 and a 2017 sale in the history table; 'Listed by' brokerage only while Zolo's own agents sit in a carousel; contact form pre-filled with the address and a placeholder name; Ontario land transfer tax and mortgage calculators; schools panel; 'Homes for sale near' cards with their own beds and prices; JSON-LD with geo",
    pageUrl: "https://www.zolo.ca/woodstock-real-estate/214-light-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>214 Light Street, Woodstock — For Sale @ $574,900 | Zolo.ca</title>
<meta name="description" content="214 Light Street, Woodstock, ON N4S 6H8 is a 3+1 bedroom, 2 bathroom detached bungalow listed for $574,900. MLS® X12487301.">
<meta property="og:title" content="214 Light Street, Woodstock — $574,900">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "214 Light Street", address: { "@type": "PostalAddress", streetAddress: "214 Light Street", addressLocality: "Woodstock", addressRegion: "ON", postalCode: "N4S 6H8" }, geo: { "@type": "GeoCoordinates", latitude: 43.13762, longitude: -80.74418 } })}
${gtm("GTM-ZOLO8")}
</head><body>
${consent("Zolo")}
${topNav("Zolo", ["Buy", "Sell", "Rent", "Sold", "Home Value", "Agents"])}
${breadcrumbs(["Ontario", "Woodstock", "214 Light Street"])}
<main class="listing-page">
<section class="listing-header">
${badges(["Price Reduced", "Virtual Tour"])}
<h1 class="address">214 Light Street</h1><p class="area">Woodstock, ON N4S 6H8</p>
<div class="listing-price"><span class="priority">$574,900</span><span class="was">was $589,900</span></div>
<ul class="list-inline"><li>3 + 1 beds</li><li>2 baths</li><li>1100-1500 sqft</li></ul>
</section>
${photoStrip("https://photos.zolo.ca/214-light-street-woodstock", 5, "214 Light Street")}
<section class="listing-description"><h2>Description</h2><p>Solid brick bungalow on a deep 46 x 132 ft lot in a quiet north-end pocket close to Southside Park, schools and the 401. Three bedrooms on the main floor, updated kitchen with quartz counters, finished lower level with a fourth bedroom, rec room and second bath. Single attached garage and a fenced yard with a large shed.</p></section>
<section class="section-listing-content key-facts"><h2>Key Facts</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">Bungalow</dd></div>
<div class="column"><dt class="column-label">Size (sq ft)</dt><dd class="column-value">1100-1500</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">46 x 132 Feet</dd></div>
<div class="column"><dt class="column-label">Age</dt><dd class="column-value">51-99</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$3,912 (2025)</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">9 days</dd></div>
<div class="column"><dt class="column-label">MLS® #</dt><dd class="column-value">X12487301</dd></div>
</dl>
<p class="listing-brokerage">Listed by Oxford Hearth Realty Inc., Brokerage</p>
</section>
${historyTable("Listing History", ["Date", "Event", "Price", "MLS® #"], [["Oct 31, 2025", "Price Change", "$574,900", "X12487301"], ["Oct 14, 2025", "Listed", "$589,900", "X12487301"], ["May 26, 2017", "Sold", "$339,000", "X3781044"]])}
${schoolsPanel("Schools near 214 Light Street", [{ name: "Northdale Public School", grades: "JK-8", distance: "0.5 km" }, { name: "St. Rita Catholic Elementary", grades: "JK-8", distance: "0.9 km", kind: "Catholic" }, { name: "Woodstock Collegiate Institute", grades: "9-12", distance: "1.7 km" }])}
${mortgageCalc({ heading: "Mortgage Calculator", priceLabel: "Home price", price: "$574,900", down: "$57,490 (10%)", rate: "4.64%", years: "25 years", result: "Monthly payment $2,896 (incl. CMHC insurance)" })}
${landTransferCalc("Land Transfer Tax", "$574,900", [["Provincial", "$7,123"], ["Municipal", "$0"], ["Total", "$7,123"]], ONTARIO_LTT_NOTE)}
${agentCarousel("Questions? Talk to a Zolo agent", [
  { name: "Danielle Ferreira", title: "Sales Representative", office: "Zolo Realty, Brokerage", phone: "519-555-0133" },
  { name: "Owen Pritchard", title: "Sales Representative", office: "Zolo Realty, Brokerage", phone: "519-555-0176" },
])}
${cards("Homes for sale near 214 Light Street", [
  { address: "68 Huron Street", place: "Woodstock, ON", price: "$529,000", facts: ["3 bd", "1 ba", "700-1100 sqft"], href: "/woodstock-real-estate/68-huron-street" },
  { address: "1195 Devonshire Avenue", place: "Woodstock, ON", price: "$649,900", facts: ["3 + 1 bd", "3 ba", "1100-1500 sqft"], badge: "Open House Sat", href: "/woodstock-real-estate/1195-devonshire-avenue" },
  { address: "22 Wilson Street", place: "Woodstock, ON", price: "$499,000", facts: ["2 bd", "1 ba"], href: "/woodstock-real-estate/22-wilson-street" },
])}
${contactForm({ heading: "Request a showing", namePlaceholder: "Jane Doe", emailPlaceholder: "jane@email.com", phonePlaceholder: "(519) 555-5555", message: "Hi, I'd like more information about 214 Light Street, Woodstock (MLS® X12487301). When can I see it?", button: "Send", fine: "A Zolo agent will reply, usually within the hour." })}
</main>
${footer(["Zolo Realty, Brokerage · 5700 Yonge Street, Suite 1900, North York, ON", "Listing data is provided by the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed."])}
${analytics("zolo")}
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "house",
      street: "214 Light Street",
      city: "Woodstock",
      province: "ON",
      postalCode: "N4S 6H8",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 6072, unit: "ft2" },
      mlsNumber: "X12487301",
      brokerageName: "Oxford Hearth Realty Inc., Brokerage",
      geo: { lat: 43.13762, lng: -80.74418 },
    },
  },
  {
    name: "ho68-housesigma-house-owen-sound",
    site: "housesigma.com",
    set: "held-out-68",
    traps: "HouseSigma page: re-listed at a lower price under a new MLS® number (the terminated listing's number and price in the history), a 2011 sale, SigmaEstimate; AI-written key-facts summary counting 'three bedrooms' with the lower level; '2+1' beds; size range '700-1100'; lot '66 x 165 Feet'; 'Age 100+'; brokerage only; sold comparables with their prices; window state with lat/lon",
    pageUrl: "https://housesigma.com/on/owen-sound-real-estate/1375-4th-avenue-east/home/Q3mWv8rZxLpK2nYd/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1375 4th Avenue East, Owen Sound, ON - X12456789 | HouseSigma</title>
<meta name="description" content="For sale: 1375 4th Avenue East, Owen Sound, ON N4K 2N9 — $459,000. Detached, 2+1 bedrooms, 2 bathrooms. See listing history, sold prices and SigmaEstimate.">
<meta property="og:title" content="1375 4th Avenue East, Owen Sound — $459,000">
${gtm("GTM-HSIG3")}
</head><body>
${consent("HouseSigma")}
${topNav("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Recommend", "Agents", "Log in"])}
<main class="page-listing">
<div class="listing-head">
${badges(["For Sale", "Price Reduced"])}
<h1 class="listing-address">1375 4th Avenue East</h1><p class="listing-city">Owen Sound, ON N4K 2N9</p>
<div class="listing-price"><span class="label">Listed</span> <span class="value">$459,000</span></div>
<div class="sigma-estimate"><span class="label">SigmaEstimate</span> <span class="value">$447,300</span> <span class="date">Nov 9, 2025</span></div>
<ul class="basic-info"><li>Detached</li><li>2+1 Bedroom</li><li>2 Bathroom</li><li>2 Garage</li></ul>
</div>
${aiSummary("Key Facts", "This 1.5-storey detached home offers three bedrooms (two upstairs and one in the finished lower level) and two bathrooms on a generous 66 x 165 ft lot on the east side of Owen Sound. It is listed below its previous asking price of $479,000 and slightly above the SigmaEstimate. The property last sold in 2011.", "Summary generated by AI from listing data and may contain errors. Please verify with the listing brokerage.")}
${photoStrip("https://cache.housesigma.com/Live/photos/FULL/1/789/X12456789", 5, "1375 4th Avenue East")}
<section class="key-facts"><h2>Property Details</h2>
<table class="kv"><tbody>
<tr><th>Listing #</th><td>X12456789</td></tr>
<tr><th>Property Type</th><td>Detached</td></tr>
<tr><th>Style</th><td>1 1/2 Storey</td></tr>
<tr><th>Bedrooms</th><td>2+1</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Square Footage</th><td>700-1100 feet²</td></tr>
<tr><th>Lot Size</th><td>66 x 165 Feet</td></tr>
<tr><th>Approximate Age</th><td>100+</td></tr>
<tr><th>Tax</th><td>$3,188 / 2025</td></tr>
<tr><th>Garage</th><td>Detached, 2 spaces</td></tr>
<tr><th>Listing Brokerage</th><td>Georgian Shores Realty Inc., Brokerage</td></tr>
</tbody></table></section>
${historyTable("Listing History", ["Date Start", "Date End", "Price", "Event", "Listing ID"], [["2025-10-20", "", "$459,000", "For Sale", "X12456789"], ["2025-09-18", "2025-10-19", "$479,000", "Terminated", "X12401234"], ["2011-05-02", "2011-06-30", "$168,500", "Sold", "X3298871"]])}
${cards("Comparable Sold", [
  { address: "1012 5th Avenue East", place: "Owen Sound", price: "Sold $412,000", facts: ["3 Bedroom", "1 Bathroom", "Detached"], href: "/on/owen-sound-real-estate/1012-5th-avenue-east/home/Vb7QnM2kLp9sXe4R/" },
  { address: "855 8th Street East", place: "Owen Sound", price: "Sold $476,500", facts: ["2+1 Bedroom", "2 Bathroom", "Detached"], href: "/on/owen-sound-real-estate/855-8th-street-east/home/Hx3WqZ8dNr5tCa1P/" },
])}
${schoolsPanel("Schools", [{ name: "Hillcrest Elementary", grades: "JK-8", distance: "0.7 km", rating: "6.4" }, { name: "Owen Sound District Secondary", grades: "9-12", distance: "1.9 km", rating: "5.9" }])}
${mortgageCalc({ heading: "Mortgage Calculator", priceLabel: "Price", price: "$459,000", down: "$45,900", rate: "4.59%", years: "25 years", result: "Est. $2,309 / month" })}
${landTransferCalc("Land Transfer Tax", "$459,000", [["Ontario LTT", "$5,305"]], ONTARIO_LTT_NOTE)}
${contactForm({ heading: "Contact a HouseSigma agent", namePlaceholder: "Your name", emailPlaceholder: "Email", phonePlaceholder: "Phone", message: "I'm interested in 1375 4th Avenue East, Owen Sound. Please send me the sold history and arrange a viewing.", button: "Submit", fine: "HouseSigma agents are licensed with HouseSigma Inc. Brokerage." })}
</main>
${footer(["HouseSigma Inc. Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON", "The listing data is provided by the board. Not intended to solicit buyers or sellers under contract."])}
${windowState("__HS_STATE__", {
  house: { id_listing: "Q3mWv8rZxLpK2nYd", ml_num: "X12456789", price_int: 459000, price_prev: 479000, estimate_price: 447300, address: "1375 4th Avenue East", municipality: "Owen Sound", province: "ON", postal_code: "N4K 2N9", house_type: "D.", bedroom: 2, bedroom_plus: 1, washroom: 2, sqft: "700-1100", land: { front: 66, depth: 165, unit: "Feet" }, map: { lat: 44.56412, lon: -80.92217 }, brokerage: "Georgian Shores Realty Inc., Brokerage" },
  comparables: [{ ml_num: "X12330871", sold_price: 412000, map: { lat: 44.5658, lon: -80.9188 } }, { ml_num: "X12289015", sold_price: 476500, map: { lat: 44.5619, lon: -80.9135 } }],
})}
</body></html>`,
    expected: {
      price: { amount: 459000 },
      propertyKind: "house",
      street: "1375 4th Avenue East",
      city: "Owen Sound",
      province: "ON",
      postalCode: "N4K 2N9",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      lot: { value: 10890, unit: "ft2" },
      mlsNumber: "X12456789",
      brokerageName: "Georgian Shores Realty Inc., Brokerage",
      geo: { lat: 44.56412, lng: -80.92217 },
    },
  },
  {
    name: "ho68-remaxca-house-timmins",
    site: "remax.ca",
    set: "held-out-68",
    traps: "remax.ca page: header '4 bed · 2 bath' over details 'Bedrooms Above Grade 3 / Below Grade 1' and 'Full Bathrooms 1 / Half Bathrooms 1'; lot '40 x 100 ft'; a carousel of other RE/MAX agents beside the listing agent; sticky form with a placeholder name and the address pre-filled; open-house and virtual-tour badges; mortgage and Ontario land transfer calculators; similar listings with their own numbers; __NEXT_DATA__ with the listing's coordinates beside a map centre",
    pageUrl: "https://www.remax.ca/on/timmins-real-estate/178-balsam-st-n-wp_idm73000004-tm251187-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>178 Balsam St N, Timmins, ON P4N 2E6 | TM251187 | RE/MAX Canada</title>
<meta name="description" content="4 bed, 2 bath house for sale at 178 Balsam St N, Timmins, ON. Listed for $299,900. MLS® TM251187.">
<meta property="og:title" content="178 Balsam St N, Timmins — $299,900">
${gtm("GTM-RMXC5")}
</head><body>
${consent("RE/MAX")}
${topNav("RE/MAX", ["Buy", "Sell", "Find an Agent", "Commercial", "Blog", "Français"])}
<main id="listing-detail">
<div class="listing-summary">
${badges(["Open House", "Virtual Tour"])}
<p class="open-house-time">Open House · Sun, Nov 16 · 12:00 PM - 2:00 PM</p>
<div class="listing-price" data-cy="price">$299,900</div>
<h1 class="listing-address" data-cy="address">178 Balsam St N, Timmins, ON P4N 2E6</h1>
<ul class="listing-quick-stats"><li>4 bed</li><li>2 bath</li><li>1,260 sqft</li></ul>
</div>
${photoStrip("https://mediaserver.remax.ca/listings/tm251187", 6, "178 Balsam St N")}
<section class="listing-remarks"><h2>About this home</h2><p>Move-in ready 1.5 storey home in the north end, close to Timmins and District Hospital and schools. Three bedrooms on the main and upper levels, a fourth in the partly finished basement. New windows (2020), forced-air natural gas furnace, 100 amp breakers. Detached garage off the lane.</p></section>
<section class="listing-details"><h2>Home Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Single Family</span></div>
<div class="detail-row"><span class="detail-label">Building Type</span><span class="detail-value">House</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms Above Grade</span><span class="detail-value">3</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms Below Grade</span><span class="detail-value">1</span></div>
<div class="detail-row"><span class="detail-label">Full Bathrooms</span><span class="detail-value">1</span></div>
<div class="detail-row"><span class="detail-label">Half Bathrooms</span><span class="detail-value">1</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">1,260 sqft</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">40 x 100 ft</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">1952</span></div>
<div class="detail-row"><span class="detail-label">Annual Taxes</span><span class="detail-value">$3,046</span></div>
<div class="detail-row"><span class="detail-label">MLS®</span><span class="detail-value">TM251187</span></div>
</section>
<section class="listing-agent-card"><h2>Listing Agent</h2><p class="agent-name">Ashley Gauthier</p><p class="agent-title">Sales Representative</p><p class="agent-office">RE/MAX Porcupine Realty Inc., Brokerage</p><a href="tel:7055550191">705-555-0191</a></section>
${agentCarousel("RE/MAX agents near Timmins", [
  { name: "Luc Bélanger", title: "Broker", office: "RE/MAX Porcupine Realty Inc., Brokerage", phone: "705-555-0114" },
  { name: "Tanya Koski", title: "Sales Representative", office: "RE/MAX Porcupine Realty Inc., Brokerage", phone: "705-555-0152" },
  { name: "Jérémie Lalonde", title: "Sales Representative", office: "RE/MAX Northern Gateway Realty Ltd., Brokerage", phone: "705-555-0168" },
])}
${transitPanel("Getting around", ["Timmins Transit Route 4 stop · 180 m", "Timmins Victor M. Power Airport · 14 km"])}
${schoolsPanel("Nearby schools", [{ name: "Pinecrest Public School", grades: "JK-8", distance: "0.8 km" }, { name: "École secondaire catholique Thériault", grades: "7-12", distance: "1.4 km", kind: "Catholic (French)" }])}
${mortgageCalc({ heading: "Mortgage Calculator", priceLabel: "Purchase price", price: "$299,900", down: "$29,990", rate: "4.74%", years: "25 years", result: "Your payment: $1,597 / month" })}
${landTransferCalc("Land Transfer Tax Calculator", "$299,900", [["Ontario land transfer tax", "$2,974"]], ONTARIO_LTT_NOTE)}
${cards("Similar listings", [
  { address: "442 Pine St S", place: "Timmins, ON", price: "$274,500", facts: ["3 bed", "1 bath", "1,080 sqft"], href: "/on/timmins-real-estate/442-pine-st-s-wp_idm73000004-tm251102-lst" },
  { address: "91 Wilson Ave", place: "Timmins, ON", price: "$339,000", facts: ["4 bed", "2 bath", "1,420 sqft"], badge: "New", href: "/on/timmins-real-estate/91-wilson-ave-wp_idm73000004-tm251203-lst" },
  { address: "12 Laforest Rd", place: "Timmins, ON", price: "$259,900", facts: ["2 bed", "1 bath"], href: "/on/timmins-real-estate/12-laforest-rd-wp_idm73000004-tm251160-lst" },
])}
${contactForm({ heading: "Contact Ashley Gauthier", namePlaceholder: "First and last name", emailPlaceholder: "name@example.com", phonePlaceholder: "(705) 555-5555", message: "I'm interested in 178 Balsam St N, Timmins, ON P4N 2E6. Please contact me with more details.", button: "Send Message" })}
</main>
${footer(["RE/MAX Canada · Each office independently owned and operated.", "Listing data courtesy of the Timmins, Cochrane & Timiskaming Districts Association of REALTORS®. MLS® and REALTOR® are trademarks of CREA."])}
${nextData({ props: { pageProps: { listingId: "tm251187", map: { center: { lat: 48.4758, lng: -81.3305 }, zoom: 13 }, listing: { mlsNum: "TM251187", listPrice: 299900, beds: 4, bedsAboveGrade: 3, bedsBelowGrade: 1, baths: 2, bathsFull: 1, bathsHalf: 1, sqFt: 1260, lat: 48.48371, lng: -81.33649, agent: { name: "Ashley Gauthier" }, office: { name: "RE/MAX Porcupine Realty Inc., Brokerage" } } } }, page: "/[province]/[city]/[slug]", buildId: "rmx-20251104" })}
</body></html>`,
    expected: {
      price: { amount: 299900 },
      propertyKind: "house",
      street: "178 Balsam St N",
      city: "Timmins",
      province: "ON",
      postalCode: "P4N 2E6",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1260,
      lot: { value: 4000, unit: "ft2" },
      yearBuilt: 1952,
      mlsNumber: "TM251187",
      listingAgentName: "Ashley Gauthier",
      brokerageName: "RE/MAX Porcupine Realty Inc., Brokerage",
      geo: { lat: 48.48371, lng: -81.33649 },
    },
  },
  {
    name: "ho68-condosca-condo-orillia",
    site: "condos.ca",
    set: "held-out-68",
    traps: "condos.ca unit page: '2 Beds + Den' (the den is no bedroom); size range '1000-1199'; price cut in the history table; maintenance fee; building built 2019; other units in the building for sale and for rent (monthly); Condos.ca's own agents in a carousel while only the listing brokerage is named; building coordinates; walk/transit panel; contact form pre-filled",
    pageUrl: "https://condos.ca/orillia/lakeside-terraces-75-atherley-rd/unit-305-S12461907",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lakeside Terraces, 75 Atherley Rd #305 | For Sale $519,000 | Condos.ca</title>
<meta name="description" content="2 bed + den, 2 bath condo for sale at 75 Atherley Rd #305, Orillia. MLS® S12461907. Lakeside Terraces, South Ward.">
<meta property="og:title" content="305 - 75 Atherley Rd — $519,000">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Lakeside Terraces", address: { "@type": "PostalAddress", streetAddress: "75 Atherley Rd", addressLocality: "Orillia", addressRegion: "ON", postalCode: "L3V 1N2" }, geo: { "@type": "GeoCoordinates", latitude: 44.59874, longitude: -79.40862 }, numberOfAccommodationUnits: 86 })}
${gtm("GTM-CDCA2")}
</head><body>
${consent("Condos.ca")}
${topNav("Condos.ca", ["Buy", "Rent", "Sell", "Buildings", "Neighbourhoods", "Condos.ca Agents"])}
<main>
<section class="unit-header">
${badges(["Price Drop", "Virtual Tour"])}
<h1>305 - 75 Atherley Rd</h1><p class="building-link"><a href="/orillia/lakeside-terraces-75-atherley-rd">Lakeside Terraces</a> · South Ward, Orillia</p>
<div class="unit-price">$519,000</div>
<ul class="unit-stats"><li>2 Beds + Den</li><li>2 Baths</li><li>1 Parking</li><li>1000-1199 sqft</li></ul>
</section>
${photoStrip("https://media.condos.ca/S12461907", 5, "305 - 75 Atherley Rd")}
<section class="unit-details"><h2>Unit details</h2>
<table><tbody>
<tr><th>Maintenance fees</th><td>$688.10/mo</td></tr>
<tr><th>Property taxes</th><td>$4,102 (2025)</td></tr>
<tr><th>Size</th><td>1000-1199 sqft</td></tr>
<tr><th>Exposure</th><td>East (lake view)</td></tr>
<tr><th>Locker</th><td>Owned</td></tr>
<tr><th>Age of building</th><td>6 years (built 2019)</td></tr>
<tr><th>MLS®</th><td>S12461907</td></tr>
<tr><th>Listing brokerage</th><td>Couchiching Lakefront Realty Inc., Brokerage</td></tr>
</tbody></table></section>
<section class="unit-description"><h2>About this condo</h2><p>Bright east-facing suite overlooking Lake Couchiching and the Port of Orillia. Open-concept kitchen with island, two bedrooms plus a den that works as an office, primary with ensuite and walk-in closet. Steps to the waterfront trail, Mississaga Street shops and the Opera House.</p></section>
${historyTable("Price history", ["Date", "Event", "Price"], [["Nov 3, 2025", "Price decreased", "$519,000"], ["Oct 8, 2025", "Listed for sale", "$529,000"], ["Jul 22, 2019", "Sold (pre-construction assignment)", "$401,900"]])}
${cards("Other units at Lakeside Terraces", [
  { address: "Unit 512", place: "75 Atherley Rd", price: "$649,000", facts: ["2 Beds", "2 Baths", "1200-1399 sqft"], href: "/orillia/lakeside-terraces-75-atherley-rd/unit-512-S12433008" },
  { address: "Unit 204", place: "75 Atherley Rd", price: "$2,350/mo", facts: ["1 Bed + Den", "1 Bath"], badge: "For Rent", href: "/orillia/lakeside-terraces-75-atherley-rd/unit-204-S12470115" },
])}
${transitPanel("Walk & transit", ["Walk Score 78 — very walkable", "Orillia Transit Route 1 · 120 m", "Ontario Northland bus station · 1.1 km"])}
${agentCarousel("Work with a Condos.ca agent", [
  { name: "Priya Venkataraman", title: "Sales Representative", office: "Condos.ca Inc., Brokerage", phone: "705-555-0129" },
  { name: "Gord Lafleur", title: "Broker", office: "Condos.ca Inc., Brokerage", phone: "705-555-0171" },
])}
${mortgageCalc({ heading: "Mortgage calculator", priceLabel: "Price", price: "$519,000", down: "$103,800 (20%)", rate: "4.49%", years: "25 years", result: "$2,297/mo + $688 maintenance" })}
${contactForm({ heading: "Book a viewing", namePlaceholder: "Full name", emailPlaceholder: "Email address", phonePlaceholder: "Phone number", message: "I'm interested in 305 - 75 Atherley Rd (MLS® S12461907) and would like to book a viewing.", button: "Request viewing", fine: "A Condos.ca agent will contact you." })}
</main>
${footer(["Condos.ca Inc., Brokerage · 2 Carlton Street, Toronto, ON", "Listing data provided by the Toronto Regional Real Estate Board. Deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 519000 },
      propertyKind: "condo",
      street: "305 - 75 Atherley Rd",
      city: "Orillia",
      neighbourhood: "South Ward",
      province: "ON",
      postalCode: "L3V 1N2",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      yearBuilt: 2019,
      mlsNumber: "S12461907",
      brokerageName: "Couchiching Lakefront Realty Inc., Brokerage",
      geo: { lat: 44.59874, lng: -79.40862 },
    },
  },
];
