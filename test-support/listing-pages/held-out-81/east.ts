/**
 * Eighty-first held-out corpus, Ontario and Atlantic agents' sites: kempenfeltshoresrealty.ca (IDX Broker, a Barrie
 * two-storey listed by another brokerage), capitalkeysgroup.ca (Ylopo, an Ottawa condo townhouse on a "Private"
 * street), tidewaterhomesmoncton.ca (Placester, a Moncton apartment for rent) and meghanarsenault.ca (a Squarespace
 * page an agent wrote by hand, a Souris PEI cottage). Addresses, names, phone numbers and numbers are invented; the
 * expected facts were written before any extractor ran.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { bioCard, chat, cookieBar, featured, footer, gtm, json, leadForm, mortgage, nav } from "./chrome.ts";

const idxField = (name: string, label: string, value: string): string =>
  `<div id="IDX-field-${name}" class="IDX-field-${name} IDX-field"><span class="IDX-label">${label}</span> <span class="IDX-text">${value}</span></div>`;

export const HELD_OUT_81_EAST: ListingPage[] = [
  {
    name: "ho81-kempenfeltshores-idxbroker-barrie-two-storey",
    site: "kempenfeltshoresrealty.ca",
    set: "held-out-81",
    traps:
      "an IDX Broker details page (#IDX-main) on a brokerage site: IDX Broker's 'Listing ID' field carries the TRREB MLS® number while its 'idxID a037' feed id sits beside it; 'Total Baths 4' over 'Full 3 / Partial 1'; '3+1' bedrooms; 'Approx. Square Footage 1500-2000'; 'Approximate Age 16-30' with no year; 'Lot 45 x 110 Feet'; brokerage only (TRREB rules) while the site's own broker and office sit in the sidebar and footer; map data attributes; a featured-listings widget",
    pageUrl: "https://search.kempenfeltshoresrealty.ca/idx/details/listing/a037/S12490738/84-Loon-Haven-Trail-Barrie-ON-L4N-9T2",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>84 Loon Haven Trail, Barrie, ON L4N 9T2 (MLS # S12490738) | Kempenfelt Shores Realty</title>
<meta name="description" content="84 Loon Haven Trail, Barrie, ON L4N 9T2 - $899,000 - 3+1 beds, 4 baths, Painswick South.">
<meta property="og:title" content="84 Loon Haven Trail, Barrie, ON L4N 9T2">
<link rel="canonical" href="https://search.kempenfeltshoresrealty.ca/idx/details/listing/a037/S12490738/84-Loon-Haven-Trail-Barrie-ON-L4N-9T2">
<link rel="stylesheet" href="https://search.kempenfeltshoresrealty.ca/idx/css/details.css">
${gtm("G-KSR81I")}
</head><body class="IDX-page-listing">
${nav("Kempenfelt Shores Realty", ["Search MLS®", "Featured Listings", "Barrie Neighbourhoods", "Sell", "About", "Contact"], "705-555-0191")}
<div id="IDX-main" class="IDX-category-details IDX-page-listing">
<div id="IDX-detailsTopNav"><a href="/idx/results/listings">Back to results</a> · <a href="#" class="IDX-saveProperty">Save</a></div>
<div id="IDX-detailsHead">
<h1 id="IDX-detailsAddress"><span class="IDX-detailsAddressNumber">84</span> <span class="IDX-detailsAddressName">Loon Haven Trail</span><br><span class="IDX-detailsAddressCity">Barrie</span>, <span class="IDX-detailsAddressState">ON</span> <span class="IDX-detailsAddressZipcode">L4N 9T2</span></h1>
<div id="IDX-detailsPrice">$899,000</div>
</div>
<div id="IDX-detailsGallery">${Array.from({ length: 5 }, (_, i) => `<img src="https://photos-a037.idxbroker.com/S12490738/${i}.jpg" alt="84 Loon Haven Trail ${i + 1}">`).join("")}</div>
<div id="IDX-detailsMainInfo">
${idxField("listingPrice", "Price", "$899,000")}
${idxField("listingID", "Listing ID", "S12490738")}
${idxField("idxID", "idxID", "a037")}
${idxField("bedrooms", "Bedrooms", "3+1")}
${idxField("totalBaths", "Total Baths", "4")}
${idxField("fullBaths", "Full Baths", "3")}
${idxField("partialBaths", "Partial Baths", "1")}
${idxField("sqFt", "Approx. Square Footage", "1500-2000")}
${idxField("propType", "Property Type", "Detached")}
${idxField("propStatus", "Status", "Active")}
</div>
<div id="IDX-description" class="IDX-field-remarksConcat"><p>Family-sized two-storey on a quiet trail in Painswick South, five minutes to the Park Place shops and the 400. Main floor with an eat-in kitchen walking out to a fenced yard, separate dining room and a family room with a gas fireplace, plus a powder room. Upstairs: three bedrooms, a 5-piece primary ensuite and a 4-piece main bath. The finished basement has a fourth bedroom, a 3-piece bath and a rec room with a bar. Double garage with inside entry. Walk to Hewitt's Creek trails; short drive to Lake Simcoe and the Barrie GO.</p></div>
<div id="IDX-detailsFieldsContainer"><h3>Additional Details</h3>
${idxField("community", "Community", "Painswick South")}
${idxField("style", "Style", "2-Storey")}
${idxField("approxAge", "Approximate Age", "16-30")}
${idxField("lotSize", "Lot Size", "45 x 110 Feet")}
${idxField("basement", "Basement", "Finished, Full")}
${idxField("garage", "Garage", "Attached, 2 spaces")}
${idxField("taxes", "Taxes", "$5,688.41 / 2025")}
${idxField("heating", "Heating", "Forced Air, Gas")}
${idxField("county", "Area", "Simcoe")}
</div>
<div id="IDX-detailsMap" data-lat="44.35212" data-lng="-79.65437" data-zoom="15"></div>
<div id="IDX-detailsListedBy"><p>Listing courtesy of Bayshore Lane Realty Ltd., Brokerage</p></div>
<div id="IDX-detailsDisclaimer"><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board. The listing data is deemed reliable but is not guaranteed accurate by the Toronto Regional Real Estate Board. MLS® S12490738. Last updated 2025-11-18.</p></div>
</div>
<aside class="widget-area">
${bioCard({ name: "Sandra Liu", designations: "Broker of Record, CNE®", title: "Kempenfelt Shores Realty, Brokerage", phone: "705-555-0191", email: "sandra@kempenfeltshoresrealty.ca", text: "Sandra opened Kempenfelt Shores Realty in 2012 and leads a team of six agents across Barrie, Innisfil and Oro-Medonte. Any listing on the MLS® can be shown by our team." })}
${leadForm("Book a showing with our team", "Please arrange a showing of 84 Loon Haven Trail.", "Book showing")}
${mortgage([["Price", "$899,000"], ["Down payment", "20%"], ["Rate", "4.49%"], ["Amortization", "25 years"]], "$3,984 / month")}
</aside>
${featured("Featured Listings", [
  { price: "$749,900", address: "19 Kestrel Road", place: "Barrie, ON", facts: "3 bd · 3 ba · 1100-1500 sq ft", href: "/idx/details/listing/a037/S12487722/", mls: "S12487722" },
  { price: "$1,129,000", address: "302 Shoreview Drive", place: "Innisfil, ON", facts: "4+1 bd · 4 ba · 2000-2500 sq ft", href: "/idx/details/listing/a037/N12489014/", mls: "N12489014" },
], "IDX-showcaseGallery")}
${chat("IDX Broker Lead Manager")}
${footer(["Kempenfelt Shores Realty, Brokerage", "150 Dunlop Street East, Suite 200, Barrie, ON L4M 1B2", "705-555-0191"], ["Not intended to solicit buyers or sellers under contract with a brokerage."], "IDX by IDX Broker")}
</body></html>`,
    expected: {
      price: { amount: 899000 },
      propertyKind: "house",
      street: "84 Loon Haven Trail",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 9T2",
      neighbourhood: "Painswick South",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 4950, unit: "ft2" },
      mlsNumber: "S12490738",
      brokerageName: "Bayshore Lane Realty Ltd., Brokerage",
      geo: { lat: 44.35212, lng: -79.65437 },
    },
  },
  {
    name: "ho81-capitalkeys-ylopo-ottawa-condo-townhouse",
    site: "capitalkeysgroup.ca",
    set: "held-out-81",
    traps:
      "a Ylopo search-site listing (React, preloaded state JSON): a 'Private' street type; 'Kanata' in prose and the subdivision 'Kanata Lakes' while the city is Ottawa; 'Condo Townhouse'; '1400-1599' sq ft band; condo fee per month; a Ylopo home-value estimate; listing by another brokerage's agent beside the team's per-member cards; state JSON with the listing's point beside nearby listings' points",
    pageUrl: "https://search.capitalkeysgroup.ca/listing/X12504419-214-kestrel-heights-private-ottawa-on-k2k-3r9",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>214 Kestrel Heights Private, Ottawa, ON K2K 3R9 | Capital Keys Group</title>
<meta name="description" content="3 bed, 3 bath condo townhouse in Kanata Lakes, Ottawa. $579,900.">
<meta property="og:title" content="214 Kestrel Heights Private, Ottawa, ON K2K 3R9 - $579,900">
<meta property="og:image" content="https://images.ylopo.com/listings/on-proptx/X12504419/0.jpg">
${gtm("G-CKG81Y")}
</head><body>
<div id="root">
${nav("Capital Keys Group", ["Search Homes", "Home Value", "Neighbourhoods", "Our Team", "Contact"], "613-555-0185")}
<main class="ylp-listing-page">
<section class="ylp-listing-hero">
<div class="ylp-listing-address"><h1>214 Kestrel Heights Private</h1><p>Ottawa, ON K2K 3R9</p></div>
<div class="ylp-listing-price">$579,900</div>
<div class="ylp-listing-chips"><span>3 bd</span><span>3 ba</span><span>1400-1599 sqft</span><span>Condo Townhouse</span></div>
<div class="ylp-home-value">Ylopo Home Value estimate: <b>$566,000</b></div>
</section>
<div class="ylp-gallery">${Array.from({ length: 5 }, (_, i) => `<img src="https://images.ylopo.com/listings/on-proptx/X12504419/${i}.jpg" alt="214 Kestrel Heights Private ${i + 1}">`).join("")}</div>
<section class="ylp-description"><h2>About this home</h2><p>End-unit condo townhome in the heart of Kanata, backing onto a treed ravine. Main floor with a gas fireplace, a kitchen with an island and stainless appliances, and a powder room. Upstairs: a primary bedroom with a walk-in closet and a 4-piece ensuite, two more bedrooms and a main 4-piece bath. Finished lower-level family room with laundry. Walk to Kanata Lakes trails, the Centrum and the Kanata North tech park.</p></section>
<section class="ylp-facts"><h2>Home facts</h2><dl>
<dt>MLS®</dt><dd>X12504419</dd>
<dt>Property Type</dt><dd>Condo Townhouse</dd>
<dt>Subdivision</dt><dd>Kanata Lakes</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Full Bathrooms</dt><dd>2</dd>
<dt>Half Bathrooms</dt><dd>1</dd>
<dt>Living Area</dt><dd>1400-1599 sqft</dd>
<dt>Year Built</dt><dd>2012</dd>
<dt>Condo Fee</dt><dd>$368/month</dd>
<dt>Parking</dt><dd>Attached garage, 2 spaces</dd>
<dt>Taxes</dt><dd>$4,402 (2025)</dd>
</dl></section>
<section class="ylp-courtesy"><p>Listed by Nadia Haddad, Ottawa Valley Hearth Realty, Brokerage</p><p class="ylp-disclaimer">Listing information from PropTx MLS® courtesy of the listing brokerage. Information deemed reliable but not guaranteed. Ottawa Real Estate Board data.</p></section>
<section class="ylp-team"><h2>Questions? Talk to Capital Keys Group</h2>
${bioCard({ name: "Owen McCrae", designations: "Broker", title: "Team Lead, Capital Keys Group · Capital Keys Realty", phone: "613-555-0185", email: "owen@capitalkeysgroup.ca", text: "Owen has led Capital Keys Group since 2016, focusing on Kanata, Stittsville and Barrhaven." })}
${bioCard({ name: "Leah Tremblay", title: "Sales Representative, Capital Keys Realty", phone: "613-555-0188", email: "leah@capitalkeysgroup.ca", text: "Leah works with buyers relocating to Ottawa for the tech and public sectors." })}
</section>
${leadForm("Tour this home", "I'd like to tour 214 Kestrel Heights Private.", "Request tour")}
${mortgage([["Price", "$579,900"], ["Down payment", "10%"], ["Rate", "4.59%"], ["Amortization", "25 years"]], "Est. $2,927/mo + condo fee $368")}
${featured("Similar homes nearby", [
  { price: "$549,000", address: "188 Kestrel Heights Private", place: "Ottawa, ON", facts: "3 bd · 3 ba · 1200-1399 sqft", href: "/listing/X12498870", mls: "X12498870" },
  { price: "$629,900", address: "41 Penfield Drive", place: "Ottawa, ON", facts: "3 bd · 3 ba · Freehold townhouse", href: "/listing/X12501133", mls: "X12501133" },
], "ylp-similar")}
</main>
</div>
<script>window.__PRELOADED_STATE__ = ${json({ listing: { id: "on-proptx-X12504419", mlsNumber: "X12504419", listPrice: 579900, address: { line1: "214 Kestrel Heights Private", city: "Ottawa", state: "ON", zip: "K2K 3R9", subdivision: "Kanata Lakes" }, coordinates: { latitude: 45.32794, longitude: -75.89471 }, bedrooms: 3, bathsFull: 2, bathsHalf: 1, propertyType: "Condo Townhouse", yearBuilt: 2012, listAgentName: "Nadia Haddad", listOfficeName: "Ottawa Valley Hearth Realty, Brokerage", estimate: 566000 }, similar: [{ mlsNumber: "X12498870", listPrice: 549000, coordinates: { latitude: 45.32851, longitude: -75.89390 } }, { mlsNumber: "X12501133", listPrice: 629900, coordinates: { latitude: 45.32312, longitude: -75.90106 } }], site: { brand: "Capital Keys Group", office: "Capital Keys Realty" } })};</script>
${footer(["Capital Keys Group · Capital Keys Realty, Brokerage", "300 March Road, Suite 410, Ottawa, ON K2K 2E2", "613-555-0185"], ["Independently owned and operated."], "Powered by Ylopo")}
</body></html>`,
    expected: {
      price: { amount: 579900 },
      propertyKind: "townhouse",
      street: "214 Kestrel Heights Private",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2K 3R9",
      neighbourhood: "Kanata Lakes",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1400,
      yearBuilt: 2012,
      mlsNumber: "X12504419",
      listingAgentName: "Nadia Haddad",
      brokerageName: "Ottawa Valley Hearth Realty, Brokerage",
      geo: { lat: 45.32794, lng: -75.89471 },
    },
  },
  {
    name: "ho81-tidewaterhomes-placester-moncton-apartment-rent",
    site: "tidewaterhomesmoncton.ca",
    set: "held-out-81",
    traps:
      "a Placester listing page for a rental: '$1,895/month' beside a damage deposit of the same amount, parking per month and a for-sale unit in the same building in 'More listings'; Placester's own listing id (a hex string) beside the MLS® number; unit written before the civic number; JSON-LD Offer with a monthly unit and geo; Placester state JSON; agent bio with designations",
    pageUrl: "https://tidewaterhomesmoncton.ca/property/305-41-clearwater-court-moncton-nb-e1a-0b7/5f3c9a81e2b04d7c90a1b6e4",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>305-41 Clearwater Court, Moncton, NB E1A 0B7 - For Rent | Tidewater Homes Moncton</title>
<meta name="description" content="2 bedroom, 2 bath apartment for rent in Moncton. $1,895/month. Available December 1.">
<meta property="og:title" content="For Rent: 305-41 Clearwater Court, Moncton - $1,895/month">
<link rel="stylesheet" href="https://cdn.placester.net/themes/concierge/main.css">
${gtm("G-THM81P")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "305-41 Clearwater Court", address: { "@type": "PostalAddress", streetAddress: "305-41 Clearwater Court", addressLocality: "Moncton", addressRegion: "NB", postalCode: "E1A 0B7", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.10792, longitude: -64.75308 }, numberOfRooms: 5, floorSize: { "@type": "QuantitativeValue", value: 980, unitCode: "FTK" }, offers: { "@type": "Offer", price: 1895, priceCurrency: "CAD", priceSpecification: { "@type": "UnitPriceSpecification", price: 1895, priceCurrency: "CAD", unitText: "MONTH" } } })}
</head><body class="pl-theme-concierge">
${cookieBar("Tidewater Homes Moncton")}
${nav("Tidewater Homes Moncton", ["Buy", "Rent", "Sell", "Moncton Living", "About Élise", "Contact"], "506-555-0124")}
<main class="pl-property">
<section class="pl-property-header">
<span class="pl-badge">For Rent</span>
<h1 class="pl-address">305-41 Clearwater Court</h1>
<p class="pl-locality">Moncton, NB E1A 0B7</p>
<p class="pl-price">$1,895<span>/month</span></p>
<ul class="pl-summary"><li>2 Beds</li><li>2 Baths</li><li>980 Sq Ft</li></ul>
</section>
<div class="pl-gallery">${Array.from({ length: 4 }, (_, i) => `<img src="https://img.placester.net/5f3c9a81e2b04d7c90a1b6e4/${i}.jpg" alt="305-41 Clearwater Court ${i + 1}">`).join("")}</div>
<section class="pl-description"><h2>Description</h2><p>Third-floor corner apartment in a 2021 elevator building on a quiet court off Elmwood Drive. Open kitchen and living area with a balcony, two bedrooms including a primary with a 3-piece ensuite, a main 4-piece bath and in-suite laundry. Heat pump for heating and A/C. Heat and hot water included; tenant pays electricity. One indoor parking spot available at $75/month. Damage deposit $1,895. No smoking; one small pet considered. Available December 1, one-year lease.</p></section>
<section class="pl-details"><h2>Details</h2>
<table class="pl-details-table">
<tr><td>Status</td><td>For Rent</td></tr>
<tr><td>Property Type</td><td>Apartment</td></tr>
<tr><td>Bedrooms</td><td>2</td></tr>
<tr><td>Bathrooms</td><td>2 (4pc main, 3pc ensuite)</td></tr>
<tr><td>Square Feet</td><td>980</td></tr>
<tr><td>Year Built</td><td>2021</td></tr>
<tr><td>Lease Term</td><td>12 months</td></tr>
<tr><td>Available</td><td>December 1, 2025</td></tr>
<tr><td>MLS® #</td><td>M168204</td></tr>
<tr><td>Listing ID</td><td>5f3c9a81e2b04d7c90a1b6e4</td></tr>
</table></section>
<section class="pl-agent"><h2>Listing Agent</h2>
${bioCard({ name: "Élise Cormier", designations: "CRES, ABR", title: "REALTOR®, Tidewater Realty", phone: "506-555-0124", email: "elise@tidewaterhomesmoncton.ca", text: "Bilingual agent serving Moncton, Dieppe and Riverview for buyers, sellers, landlords and tenants. Je vous servirai avec plaisir en français." })}
</section>
${leadForm("Book a viewing", "I'd like to view 305-41 Clearwater Court.", "Book viewing")}
<p class="pl-disclaimer">MLS® data provided by the Greater Moncton REALTORS® du Grand Moncton. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p>
${featured("More listings by Élise", [
  { price: "$289,900", address: "208-41 Clearwater Court", place: "Moncton, NB", facts: "2 bd · 2 ba · 1,010 sq ft · Condo for sale", href: "/property/208-41-clearwater-court/5f3c9a81e2b04d7c90a1b7f2", mls: "M167990" },
  { price: "$1,650/month", address: "77 Bromley Avenue", place: "Moncton, NB", facts: "2 bd · 1 ba · Lower unit", href: "/property/77-bromley-avenue/5f3c9a81e2b04d7c90a1b5c0", mls: "M168311" },
])}
</main>
<script>window.__PL_STATE__ = ${json({ property: { id: "5f3c9a81e2b04d7c90a1b6e4", mls_id: "M168204", status: "for_rent", price: 1895, price_period: "monthly", deposit: 1895, location: { address: "305-41 Clearwater Court", locality: "Moncton", region: "NB", postal: "E1A 0B7", coords: { lat: 46.10792, lng: -64.75308 } }, beds: 2, baths: 2, sqft: 980 }, office: { name: "Tidewater Realty", coords: { lat: 46.08954, lng: -64.77671 } } })};</script>
${chat("Placester")}
${footer(["Élise Cormier · Tidewater Realty", "1133 St. George Boulevard, Suite 300, Moncton, NB E1E 4E1", "506-555-0124"], ["Each office independently owned and operated."], "Website by Placester")}
</body></html>`,
    expected: {
      price: { amount: 1895, period: "month" },
      propertyKind: "condo",
      street: "305-41 Clearwater Court",
      city: "Moncton",
      province: "NB",
      postalCode: "E1A 0B7",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 980,
      yearBuilt: 2021,
      mlsNumber: "M168204",
      listingAgentName: "Élise Cormier",
      brokerageName: "Tidewater Realty",
      geo: { lat: 46.10792, lng: -64.75308 },
    },
  },
  {
    name: "ho81-meghanarsenault-squarespace-souris-cottage",
    site: "meghanarsenault.ca",
    set: "held-out-81",
    traps:
      "a hand-written Squarespace page: every fact in headings, a bullet list and prose (price 'Listed at', beds, 'one full bath and a powder room', 'about 1,350 sq ft', '0.62 acres', 'built in 1978, renovated 2021', MLS® in a sentence); an assessment, a neighbouring lot for sale and a 'Just sold' post with their own prices; Kings County beside the town; the site's LocalBusiness JSON-LD and SQUARESPACE_CONTEXT with the Charlottetown office address and point while the map block's data-block-json holds the listing's marker",
    pageUrl: "https://www.meghanarsenault.ca/listings/12-lighthouse-point-lane-souris",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>12 Lighthouse Point Lane, Souris — Meghan Arsenault Real Estate</title>
<meta name="description" content="A shingled cottage by the Souris lighthouse: 3 bedrooms on 0.62 acres with water views. Listed at $349,000.">
<meta property="og:site_name" content="Meghan Arsenault Real Estate">
<meta property="og:title" content="12 Lighthouse Point Lane, Souris">
<meta property="og:type" content="website">
<meta property="og:image" content="https://images.squarespace-cdn.com/content/v1/64b1f0/lighthouse-cottage-front.jpg">
<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/64b1f0/site.css">
${ld({ "@context": "http://schema.org", "@type": "WebSite", url: "https://www.meghanarsenault.ca", name: "Meghan Arsenault Real Estate" })}
${ld({ "@context": "http://schema.org", "@type": "LocalBusiness", name: "Meghan Arsenault Real Estate", address: "105 Queen Street, Charlottetown, PE, C1A 4B3, Canada", telephone: "902-555-0161", openingHours: "Mo 09:00-17:00, Tu 09:00-17:00, We 09:00-17:00, Th 09:00-17:00, Fr 09:00-17:00" })}
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${json({ website: { id: "64b1f0a2c3", siteTitle: "Meghan Arsenault Real Estate", location: { mapLat: 46.23412, mapLng: -63.12889, markerLat: 46.23412, markerLng: -63.12889, addressTitle: "Meghan Arsenault Real Estate", addressLine1: "105 Queen Street", addressLine2: "Charlottetown, PE, C1A 4B3", addressCountry: "Canada" }, timeZone: "America/Halifax" }, templateId: "5c5a519771c10ba3470d8101" })};</script>
</head><body class="collection-type-page view-item">
<header class="Header"><a class="Header-branding" href="/">Meghan Arsenault Real Estate</a><nav class="Header-nav"><a href="/listings">Listings</a><a href="/sold">Sold</a><a href="/about">About</a><a href="/journal">Journal</a><a href="/contact">Contact</a></nav></header>
<main class="Main-content">
<section class="Index-page-content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page">
<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
<h1>The Lighthouse Cottage — 12 Lighthouse Point Lane, Souris</h1>
<p class="address-line"><em>12 Lighthouse Point Lane, Souris, PE C0A 2B0</em></p>
<h3>Listed at $349,000</h3>
<p>I've walked past this little shingled cottage on my way to the Souris lighthouse more times than I can count, and I'm thrilled the owners asked me to find its next family. It sits on 0.62 acres at the end of a quiet lane with a view straight out over Colville Bay to the ferry terminal.</p>
<p>Inside there are three bedrooms (two up under the eaves, one on the main floor), one full bath and a powder room, a wood stove in the living room and a kitchen that was completely redone in 2021 along with the windows, the septic and a new heat pump. All in, it's about 1,350 sq ft of living space. The house was built in 1978.</p>
<ul>
<li>3 bedrooms · 1 full bath + powder room</li>
<li>About 1,350 sq ft</li>
<li>0.62 acres, ocean view</li>
<li>Built 1978, renovated 2021</li>
<li>Year-round access, municipal water</li>
<li>Property taxes $2,114 (2025); assessed at $212,000</li>
</ul>
<p>MLS® #202524817. Listed with Red Sands Realty. Souris is in Kings County, about an hour and a quarter from Charlottetown, with a grocery store, hospital and the Magdalen Islands ferry right in town.</p>
<p>Heads up: the owners' neighbour is also selling the empty lot next door (0.48 acres, $59,000) — if you'd like a bigger piece of the point, ask me about both.</p>
</div></div>
<div class="sqs-block gallery-block sqs-block-gallery"><div class="sqs-block-content">${Array.from({ length: 6 }, (_, i) => `<img data-src="https://images.squarespace-cdn.com/content/v1/64b1f0/lighthouse-cottage-${i + 1}.jpg" alt="Lighthouse cottage ${i + 1}">`).join("")}</div></div>
<div class="sqs-block map-block sqs-block-map" data-block-json="${json({ location: { mapLat: 46.35408, mapLng: -62.24892, markerLat: 46.35408, markerLng: -62.24892, addressTitle: "Lighthouse Cottage", addressLine1: "12 Lighthouse Point Lane", addressLine2: "Souris, PE, C0A 2B0", addressCountry: "Canada" }, vSize: null, hSize: null, floatDir: null, zoom: 14, style: 5 }).replace(/"/g, "&quot;")}"><div class="sqs-block-content">&nbsp;</div></div>
<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
<h2>About me</h2>
<p><strong>Meghan Arsenault</strong>, REALTOR® — Red Sands Realty. I grew up in Rollo Bay and have been selling homes and cottages in eastern PEI since 2015. Call or text 902-555-0161.</p>
<h2>From the journal</h2>
<p><a href="/journal/just-sold-harbour-view">Just sold: 88 Harbour View Drive, Souris — $415,000, over asking in four days!</a></p>
</div></div>
<div class="sqs-block form-block sqs-block-form"><div class="sqs-block-content"><form class="react-form-contents"><h3>Book a viewing</h3><input name="fname" placeholder="Name"><input name="email" placeholder="Email"><textarea name="message">I'd love to see the Lighthouse Cottage.</textarea><button type="submit">Send</button></form></div></div>
</div>
</section>
</main>
<footer class="Footer"><p>Meghan Arsenault, REALTOR® · Red Sands Realty · 105 Queen Street, Charlottetown, PE C1A 4B3 · 902-555-0161</p><p>MLS® listing data courtesy of the PEI Association of REALTORS®. Information deemed reliable but not guaranteed.</p><p>Made with Squarespace</p></footer>
<script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.js"></script>
</body></html>`,
    expected: {
      price: { amount: 349000 },
      propertyKind: "house",
      street: "12 Lighthouse Point Lane",
      city: "Souris",
      province: "PE",
      postalCode: "C0A 2B0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1350,
      lot: { value: 0.62, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "202524817",
      listingAgentName: "Meghan Arsenault",
      brokerageName: "Red Sands Realty",
      geo: { lat: 46.35408, lng: -62.24892 },
    },
  },
];
