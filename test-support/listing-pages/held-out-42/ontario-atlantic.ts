/**
 * Forty-second held-out corpus, Ontario and Atlantic Canada: a retirement residence's suite in Ottawa, a Hamilton
 * franchise office's power-of-sale house, a Waterloo student-housing landlord's room and a Nova Scotia franchise's
 * house in Truro.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_42_ONTARIO_ATLANTIC: ListingPage[] = [
  {
    name: "ho42-chartwell-suite-ottawa",
    site: "chartwell.com",
    set: "held-out-42",
    traps: "a seniors' residence's suite: the suite's monthly rent beside 'starting from' rents of other suite types and an optional care package fee; the residence's 'Opened in' year (not a year built); a suburb (Barrhaven) beside the city; the residence's phone and the company's head office in the footer; no MLS® or brokerage",
    pageUrl: "https://chartwell.com/en/retirement-residences/chartwell-greenbank-commons/suites/one-bedroom-b",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>One-Bedroom Suite B | Chartwell Greenbank Commons Retirement Residence | Ottawa</title>
<meta name="description" content="Independent supportive living one-bedroom suite in Barrhaven, Ottawa. $5,210 per month.">
${ld({ "@context": "https://schema.org", "@type": "LocalBusiness", name: "Chartwell Greenbank Commons Retirement Residence", telephone: "613-555-0190", address: { "@type": "PostalAddress", streetAddress: "2310 Greenbank Road", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2J 5R8" } })}
</head><body>
<header class="site-header"><a href="/en" class="logo">Chartwell Retirement Residences</a><nav><a href="/en/find-a-residence">Find a Residence</a><a href="/en/living-options">Living Options</a><a href="/en/pricing">Pricing</a><a href="/en/resources">Resources</a><a href="/fr">Français</a></nav><a class="cta" href="/en/book-a-tour">Book a Tour</a></header>
<main>
<nav class="breadcrumbs"><a href="/en/find-a-residence/ontario">Ontario</a> › <a href="/en/find-a-residence/ottawa">Ottawa</a> › <a href="/en/retirement-residences/chartwell-greenbank-commons">Chartwell Greenbank Commons</a> › Suites</nav>
<section class="residence-header">
<h1>Chartwell Greenbank Commons Retirement Residence</h1>
<p class="addr">2310 Greenbank Road, Ottawa, ON K2J 5R8</p>
<p class="community">Barrhaven</p>
<p class="opened">Opened in 2016 · 168 suites</p>
</section>
<section class="suite-detail">
<h2>One-Bedroom Suite B <span class="badge">Available Now</span></h2>
<ul class="suite-facts">
<li><span class="label">Monthly rent</span> <span class="value">$5,210/month</span></li>
<li><span class="label">Bedrooms</span> <span class="value">1</span></li>
<li><span class="label">Bathrooms</span> <span class="value">1 (walk-in shower)</span></li>
<li><span class="label">Size</span> <span class="value">590 sq. ft.</span></li>
<li><span class="label">Living option</span> <span class="value">Independent Supportive Living</span></li>
</ul>
<p>Rent includes three chef-prepared meals a day, weekly housekeeping, utilities, 24-hour staffing and the recreation program. An optional care package (medication administration and help with bathing) is available from $650/month.</p>
</section>
<section class="other-suites"><h2>Other suite types</h2>
<div class="suite-card"><h3>Studio</h3><p>Starting from $3,895/month</p><p>340 sq. ft.</p></div>
<div class="suite-card"><h3>Two-Bedroom</h3><p>Starting from $6,450/month</p><p>820 sq. ft.</p></div>
<div class="suite-card"><h3>Memory Care Suite</h3><p>Starting from $7,980/month</p></div>
</section>
<section class="contact"><h2>Talk to our team</h2><p>Residence phone: 613-555-0190</p><p>Ask for our Lifestyle Consultant to book a personalized tour and complimentary lunch.</p></section>
</main>
<footer><p>Chartwell Retirement Residences · Head Office: 7070 Derrycrest Drive, Mississauga, ON L5W 0G1</p><p>Prices are subject to change and may vary by suite. Some services are extra.</p></footer>
${chrome("Chartwell")}
</body></html>`,
    expected: {
      price: { amount: 5210, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "2310 Greenbank Road",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 5R8",
      neighbourhood: "Barrhaven",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 590,
    },
  },
  {
    name: "ho42-royallepagestate-powerofsale-hamilton",
    site: "royallepagestate.ca",
    set: "held-out-42",
    traps: "a franchise office's power-of-sale listing: 'Power of Sale' and 'as is, where is' wording; a previous list price in the price history; '3+1' bedrooms; a size range '700-1100'; an 'Approx. Age 51-99' instead of a year; lot as '30.00 x 110.00 Feet'; annual taxes; the listing brokerage's Ancaster office in the footer; other homes' sold prices",
    pageUrl: "https://www.royallepagestate.ca/listing/h4198732-147-east-23rd-street-hamilton",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>147 East 23rd Street, Hamilton – Power of Sale – MLS® H4198732 | Royal LePage State Realty</title>
<meta name="description" content="Power of sale bungalow on the Hamilton Mountain. 3+1 bed, 2 bath. $579,900.">
<meta property="og:image" content="https://www.royallepagestate.ca/photos/h4198732/1.jpg">
</head><body>
<header><a href="/" class="logo">Royal LePage State Realty</a><nav><a href="/search">Search Homes</a><a href="/sell">Sell</a><a href="/agents">Find an Agent</a><a href="/offices">Offices</a></nav></header>
<main class="listing">
<div class="ribbon">POWER OF SALE</div>
<h1>147 East 23rd Street</h1>
<p class="sub">Hamilton, Ontario L9A 3H5 · Eastmount</p>
<p class="price">$579,900</p>
<table class="facts"><tbody>
<tr><td>MLS® #</td><td>H4198732</td><td>Type</td><td>Detached Bungalow</td></tr>
<tr><td>Bedrooms</td><td>3+1</td><td>Bathrooms</td><td>2</td></tr>
<tr><td>Square Feet</td><td>700-1100</td><td>Approx. Age</td><td>51-99</td></tr>
<tr><td>Lot Size</td><td>30.00 x 110.00 Feet</td><td>Taxes</td><td>$4,612 / 2024</td></tr>
<tr><td>Basement</td><td>Full, Finished</td><td>Parking</td><td>3 (Private Drive)</td></tr>
</tbody></table>
<section class="remarks"><h2>Remarks</h2><p>Power of Sale. Solid brick bungalow on a quiet Mountain street. Three bedrooms and a 4-piece bath on the main floor; finished lower level with a fourth bedroom, 3-piece bath and separate side entrance. Property sold "as is, where is" with no representations or warranties by the seller. Schedule B and C to accompany all offers. Close to Concession Street shops, Juravinski Hospital and the Linc.</p></section>
<section class="history"><h2>Price History</h2><ul><li>Oct 2, 2025 – Price changed to $579,900</li><li>Aug 14, 2025 – Listed at $649,900</li><li>Jun 2009 – Sold for $228,000</li></ul></section>
<section class="agent-box"><h2>Listing Agent</h2><p class="agent-name">Priya Raman</p><p>Sales Representative</p><p>Royal LePage State Realty, Brokerage</p><p>905-555-0147</p></section>
<section class="nearby"><h2>Recently Sold Nearby</h2><div class="card">52 East 25th Street · Sold $612,000 · 3 bd</div><div class="card">9 Brucedale Avenue East · Sold $688,500 · 3+1 bd</div></section>
</main>
<footer><p>Royal LePage State Realty, Brokerage · Independently Owned and Operated · 1122 Wilson Street West, Ancaster, ON L9G 3K9</p><p>Listing data from the Cornerstone Association of REALTORS®. Not intended to solicit buyers or sellers under contract.</p></footer>
${chrome("Royal LePage State Realty")}
</body></html>`,
    expected: {
      price: { amount: 579900, currency: "CAD" },
      propertyKind: "house",
      street: "147 East 23rd Street",
      city: "Hamilton",
      province: "ON",
      postalCode: "L9A 3H5",
      neighbourhood: "Eastmount",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      lot: { value: 3300, unit: "ft2" },
      mlsNumber: "H4198732",
      listingAgentName: "Priya Raman",
      brokerageName: "Royal LePage State Realty, Brokerage",
    },
  },
  {
    name: "ho42-accommod8u-room-waterloo",
    site: "accommod8u.com",
    set: "held-out-42",
    traps: "a student-housing landlord's per-room rent: a flat utilities fee, a parking fee and an early-signing discount beside the rent; the townhouse's 5 bedrooms and '2 full + 1 powder room'; walking minutes to campus; a unit-dash-street address; the landlord's King Street leasing office in the footer; other units' per-room rents",
    pageUrl: "https://www.accommod8u.com/properties/255-phillip-street/unit-14",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14-255 Phillip Street – 5 Bedroom Townhouse | accommod8u</title>
<meta name="description" content="Rooms for rent in a 5 bedroom townhouse near the University of Waterloo. $949 per room per month.">
<script>window.__UNIT__={"unitId":"A8U-PH255-14","rooms":5,"available":"2026-05-01","lease":"12 month"};</script>
</head><body>
<header><a href="/" class="logo">accommod8u</a><nav><a href="/properties">Properties</a><a href="/students">Students</a><a href="/parents">Parents</a><a href="/faq">FAQ</a><a href="/apply" class="btn">Apply Now</a></nav></header>
<main class="unit">
<h1>14-255 Phillip Street</h1>
<p class="area">Northdale · Waterloo, ON N2L 3W9</p>
<p class="walk">6 min walk to University of Waterloo · 11 min walk to Wilfrid Laurier</p>
<div class="rent-box"><p class="rent">$949<span>/month per room</span></p><p class="promo">Sign by March 31 and save $50/month!</p></div>
<ul class="unit-facts">
<li>Unit type: Townhouse</li>
<li>Bedrooms: 5</li>
<li>Bathrooms: 2 full + 1 powder room</li>
<li>Laundry: In-suite washer and dryer</li>
<li>Utilities: $65/month flat fee (hydro, water, gas, internet)</li>
<li>Parking: $75/month (limited)</li>
<li>Lease: 12 months starting May 1, 2026</li>
</ul>
<section class="about"><h2>About this unit</h2><p>Furnished rooms with a double bed, desk and dresser. Shared kitchen with two fridges, and a living room with a sectional. Rooms can be rented individually or as a group of five. 24/7 maintenance line and on-site property manager.</p></section>
<section class="other-units"><h2>More units on Phillip Street</h2>
<div class="card">6-255 Phillip Street · 4 bedrooms · $899/room</div>
<div class="card">22-255 Phillip Street · 6 bedrooms · $879/room</div>
</section>
</main>
<footer><p>accommod8u Leasing Office · 268 King Street North, Waterloo, ON N2J 2Y9 · 519-555-0120</p><p>Rents and promotions subject to change without notice.</p></footer>
${chrome("accommod8u")}
</body></html>`,
    expected: {
      price: { amount: 949, currency: "CAD", period: "month" },
      propertyKind: "townhouse",
      street: "14-255 Phillip Street",
      city: "Waterloo",
      province: "ON",
      postalCode: "N2L 3W9",
      neighbourhood: "Northdale",
      bedrooms: 5,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
    },
  },
  {
    name: "ho42-remaxnova-house-truro",
    site: "remaxnova.com",
    set: "held-out-42",
    traps: "a Nova Scotia franchise's listing: a 9-digit MLS® beside a PID parcel number; assessed value and taxes beside the price; county beside the town; total vs main-level finished area; lot in acres; two agents of a team; the franchise's Halifax office in the footer; similar listings in Bible Hill",
    pageUrl: "https://www.remaxnova.com/listing/202421837/56-walker-street-truro",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>56 Walker Street, Truro, NS – MLS® 202421837 | RE/MAX Nova</title>
<meta name="description" content="4 bed, 2.5 bath home in Truro, Colchester County. $389,900.">
<meta property="og:title" content="56 Walker Street, Truro">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "56 Walker Street", addressLocality: "Truro", addressRegion: "NS", postalCode: "B2N 4B2" } })}
</head><body>
<header><a href="/" class="logo">RE/MAX Nova</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Agents</a><a href="/offices">Offices</a><a href="/blog">Blog</a></nav></header>
<main class="listing">
<h1>56 Walker Street</h1>
<p class="loc">Truro, Colchester County, NS B2N 4B2</p>
<p class="price">$389,900</p>
<div class="key-facts">
<div><span class="k">Bedrooms</span><span class="v">4</span></div>
<div><span class="k">Baths</span><span class="v">2 Full / 1 Half</span></div>
<div><span class="k">Finished Sq. Ft. (Total)</span><span class="v">2,140</span></div>
<div><span class="k">Main Level Sq. Ft.</span><span class="v">1,070</span></div>
<div><span class="k">Lot Size</span><span class="v">0.31 Acres</span></div>
<div><span class="k">Year Built</span><span class="v">1954</span></div>
<div><span class="k">MLS®</span><span class="v">202421837</span></div>
<div><span class="k">PID</span><span class="v">20145566</span></div>
<div><span class="k">Assessment</span><span class="v">$241,300 (2024)</span></div>
<div><span class="k">Taxes</span><span class="v">$3,918 (2024)</span></div>
</div>
<section class="desc"><h2>Property Description</h2><p>Spacious two-storey family home on a deep treed lot a short walk from Victoria Park and downtown Truro. Hardwood floors, a wood-burning fireplace, updated kitchen (2020) and a ductless heat pump. Four bedrooms up, a full bath on each floor and a powder room off the mudroom. Detached single garage.</p></section>
<section class="agents"><h2>Listed by The Cobequid Team</h2>
<div class="agent"><p class="name">Jonah MacIsaac</p><p>REALTOR®</p><p>902-555-0171</p></div>
<div class="agent"><p class="name">Ashley Beaton</p><p>REALTOR®</p><p>902-555-0193</p></div>
<p class="office">RE/MAX Nova</p></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">14 Pictou Road, Bible Hill · $349,000 · 3 bd</div><div class="card">211 Prince Street, Truro · $415,000 · 4 bd</div></section>
</main>
<footer><p>RE/MAX Nova · 3845 Joseph Howe Drive, Suite 101, Halifax, NS B3L 4H9 · 902-555-0100</p><p>Each office independently owned and operated. Listing information provided by the Nova Scotia Association of REALTORS®.</p></footer>
${chrome("RE/MAX Nova")}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "house",
      street: "56 Walker Street",
      city: "Truro",
      province: "NS",
      postalCode: "B2N 4B2",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1954,
      mlsNumber: "202421837",
      listingAgentName: "Jonah MacIsaac",
      brokerageName: "RE/MAX Nova",
    },
  },
];
