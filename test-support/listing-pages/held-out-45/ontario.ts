/**
 * Forty-fifth held-out corpus, Ontario: a Barrie team's house, a Mississauga condo on a brokerage site, a Hamilton
 * rental on an aggregator, a Toronto developer's new suite and a Kawartha Lakes cottage.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>${brand} uses cookies to remember your preferences and measure how the site is used. See our privacy policy for details.</p><button type="button" class="accept">Accept</button><button type="button" class="reject">Decline</button></div>
<form class="newsletter" action="/newsletter" method="post"><label for="nl">Be first to hear about new listings</label><input id="nl" type="email" name="email" placeholder="Email address"><button type="submit">Subscribe</button><p class="fine">By subscribing you consent to receive emails under CASL. Unsubscribe at any time.</p></form>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/aoda">AODA</a></li></ul></nav>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul>
<div class="share"><span>Share this listing</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save to favourites</a></div>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-0000000"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-0000000");</script>`;

export const HELD_OUT_45_ONTARIO: ListingPage[] = [
  {
    name: "ho45-faristeam-house-barrie",
    site: "faristeam.ca",
    set: "held-out-45",
    traps: "a team brokerage site: '3+1' bedrooms; '3 full + 1 half' baths; a square-footage range; lot as frontage x depth in feet; a team 'home value estimate' and a sold-nearby price beside the list price; annual taxes; an age range instead of a year; the Barrie head office in the footer",
    pageUrl: "https://www.faristeam.ca/listing/S9034561/118-dunsmore-lane-barrie",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Dunsmore Lane, Barrie | $849,900 | Faris Team</title>
<meta property="og:description" content="3+1 bed, 3.5 bath detached home in Painswick South, Barrie.">
<script>window.__LISTING__={"id":"ft-77120","mls":"S9034561","list_price":849900,"estimate":872000,"beds":"3+1","baths_full":3,"baths_half":1};</script>
</head><body>
<header><a href="/" class="logo">Faris Team</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/home-value">What's my home worth?</a><a href="/join">Join</a></nav></header>
<main>
<h1>118 Dunsmore Lane</h1>
<p class="sub">Barrie, ON L4N 9K3 · Painswick South</p>
<div class="prices"><span class="list">$849,900</span><span class="est">Faris Team Estimate: $872,000</span></div>
<ul class="summary"><li>3+1 Beds</li><li>3 Full + 1 Half Baths</li><li>1500-2000 sq ft</li></ul>
<table class="specs">
<tr><td>MLS®</td><td>S9034561</td></tr>
<tr><td>Type</td><td>Detached, 2-Storey</td></tr>
<tr><td>Lot</td><td>40 x 110 Feet</td></tr>
<tr><td>Approx. Age</td><td>6-15</td></tr>
<tr><td>Taxes</td><td>$5,402 / 2024</td></tr>
<tr><td>Parking</td><td>Attached garage, 4 total spaces</td></tr>
</table>
<section><h2>Description</h2><p>Family home near Lake Simcoe beaches and the GO station. Open kitchen with walk-out to a fenced yard, three bedrooms up and a finished basement with a fourth bedroom and full bath. Primary ensuite with soaker tub.</p></section>
<section><h2>Rooms</h2><p>Kitchen 3.66 x 3.05 m · Living 5.18 x 3.96 m · Primary 4.27 x 3.96 m</p></section>
<section class="agent"><h2>Your Faris Team agent</h2><p>Jordan Ellery, Sales Representative</p><p>Faris Team Real Estate Brokerage</p></section>
<section class="sold"><h2>Sold nearby</h2><div>92 Dunsmore Lane · Sold for $826,000</div><div>14 Madelaine Dr · Sold for $901,500</div></section>
</main>
<footer><p>Faris Team Real Estate Brokerage · 431 Bayview Drive, Barrie, ON L4N 8Y2</p><p>Listing data provided by the Toronto Regional Real Estate Board. Estimates are not appraisals.</p></footer>
${chrome("Faris Team")}
</body></html>`,
    expected: {
      price: { amount: 849900, currency: "CAD" },
      propertyKind: "house",
      street: "118 Dunsmore Lane",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 9K3",
      neighbourhood: "Painswick South",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 4400, unit: "ft2" },
      mlsNumber: "S9034561",
      listingAgentName: "Jordan Ellery",
      brokerageName: "Faris Team Real Estate Brokerage",
    },
  },
  {
    name: "ho45-iprorealty-condo-mississauga",
    site: "iprorealty.com",
    set: "held-out-45",
    traps: "a small brokerage's IDX page: unit-dash-street condo; '1+1' beds; a '700-799' size range; monthly maintenance and taxes; City Centre community vs Mississauga; an internal id beside the MLS®; the brokerage's head office and a second agent's card in the sidebar",
    pageUrl: "https://www.iprorealty.com/idx/W9412087",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2708-4120 Parkside Village Dr, Mississauga | iPro Realty Ltd.</title>
${ld({ "@context": "https://schema.org", "@type": "Product", name: "2708-4120 Parkside Village Dr", offers: { "@type": "Offer", price: 589000, priceCurrency: "CAD" } })}
</head><body>
<header><a href="/">iPro Realty Ltd., Brokerage</a><nav><a href="/idx">Search MLS®</a><a href="/agents">Agents</a><a href="/offices">Offices</a></nav></header>
<main class="idx-detail" data-prop-id="ipro-301877">
<h1>2708-4120 Parkside Village Dr</h1>
<p>Mississauga, Ontario L5B 0L1 · Community: City Centre</p>
<p class="idx-price">List Price: $589,000</p>
<table>
<tr><th>MLS® #</th><td>W9412087</td><th>Type</th><td>Condo Apartment</td></tr>
<tr><th>Bedrooms</th><td>1+1</td><th>Washrooms</th><td>2</td></tr>
<tr><th>Size</th><td>700-799 sq ft</td><th>Exposure</th><td>SW</td></tr>
<tr><th>Maintenance</th><td>$612.80/month</td><th>Taxes</th><td>$3,104 / 2024</td></tr>
<tr><th>Parking</th><td>1 owned</td><th>Locker</th><td>Owned</td></tr>
</table>
<section><h2>Remarks</h2><p>Sun-filled corner suite with an enclosed den that works as a second bedroom, two full washrooms and a wraparound balcony over the Square One skyline. Steps to the LRT, Sheridan College and Celebration Square.</p></section>
<aside class="agents"><div class="agent listing"><h3>Listing Agent</h3><p>Priya Natarajan</p><p>Broker · iPro Realty Ltd.</p></div><div class="agent featured"><h3>Featured Agent</h3><p>Marco De Luca</p><p>Sales Representative</p></div></aside>
<section class="similar"><h2>You may also like</h2><div>1503-4099 Brickstone Mews · $549,900 · 1+1 bd</div><div>3210-4065 Confederation Pkwy · $639,000 · 2 bd</div></section>
</main>
<footer><p>iPro Realty Ltd., Brokerage · 1396 Don Mills Road, Unit B-121, Toronto, ON M3B 0A7</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board and is deemed reliable but not guaranteed.</p></footer>
${chrome("iPro Realty")}
</body></html>`,
    expected: {
      price: { amount: 589000, currency: "CAD" },
      propertyKind: "condo",
      street: "2708-4120 Parkside Village Dr",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0L1",
      neighbourhood: "City Centre",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "W9412087",
      listingAgentName: "Priya Natarajan",
      brokerageName: "iPro Realty Ltd.",
    },
  },
  {
    name: "ho45-gottarent-apartment-hamilton",
    site: "gottarent.com",
    set: "held-out-45",
    traps: "a rental aggregator: monthly rent beside a parking charge and a deposit; a landlord company, not a brokerage; an internal listing id; Westdale neighbourhood; other buildings' rents in cards; the landlord's head office in the contact box",
    pageUrl: "https://www.gottarent.com/listing/hamilton/1425-main-st-w-604/88213",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment for Rent – 1425 Main Street West, Hamilton | GottaRent</title>
<meta name="description" content="2 bed, 1 bath apartment in Westdale, Hamilton. $2,150/month.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "604-1425 Main Street West", numberOfRooms: 2, floorSize: { "@type": "QuantitativeValue", value: 850, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "604-1425 Main Street West", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8S 1C6" } })}
</head><body>
<header><a href="/">GottaRent</a><nav><a href="/search">Find Rentals</a><a href="/list">List a Property</a><a href="/blog">Renter Tips</a></nav></header>
<main>
<p class="listing-id">Listing #88213</p>
<h1>604-1425 Main Street West</h1>
<p>Westdale, Hamilton, ON L8S 1C6</p>
<div class="rent"><strong>$2,150</strong>/month</div>
<ul class="unit">
<li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Size: 850 sq ft</li><li>Available: August 1</li>
<li>Parking: $75/month extra</li><li>Deposit: $2,150 (last month's rent)</li><li>Utilities: Hydro extra</li>
</ul>
<section><h2>Building amenities</h2><p>Elevator, on-site laundry, bike storage, 24-hour maintenance. Minutes to McMaster University and the 403.</p></section>
<section class="contact"><h2>Contact the landlord</h2><p>Westmount Residential Management</p><p>Leasing office: 220 King Street East, Hamilton · 905-555-0119</p></section>
<section class="more"><h2>More rentals near Westdale</h2><div>1 bed · 88 Emerson St · $1,725/month</div><div>3 bed · 1250 King St W · $2,890/month</div></section>
</main>
<footer><p>GottaRent is a product of a Canadian rental listings network. Listings are posted by landlords and property managers.</p></footer>
${chrome("GottaRent")}
</body></html>`,
    expected: {
      price: { amount: 2150, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "604-1425 Main Street West",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8S 1C6",
      neighbourhood: "Westdale",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
    },
  },
  {
    name: "ho45-tridel-newcondo-toronto",
    site: "tridel.com",
    set: "held-out-45",
    traps: "a condo developer's available-suites page: a '2+1' suite (den) with a plan name; 'from' prices of other plans; a deposit structure and a capped development-charge figure; estimated maintenance per ft²; occupancy year, not year built; Leaside and East York beside Toronto; the sales centre address; no MLS® or agent",
    pageUrl: "https://www.tridel.com/communities/bayview-mews/suites/plan-c2",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Plan C2 – Suite 1104 | Bayview Mews by Tridel</title>
<meta name="description" content="2 bedroom + den, 2 bath, 912 sq ft condominium suite at 145 Bayview Mews, Toronto.">
<script>window.suiteData={"community":"Bayview Mews","plan":"C2","suite":"1104","price":1089900,"sqft":912,"beds":"2+1","baths":2};</script>
</head><body>
<header><a href="/">Tridel</a><nav><a href="/communities">Communities</a><a href="/built-green">Built Green</a><a href="/register">Register</a></nav></header>
<main>
<ol class="crumbs"><li>Toronto</li><li>East York</li><li>Leaside</li><li>Bayview Mews</li></ol>
<h1>Plan C2 · Suite 1104</h1>
<p class="addr">145 Bayview Mews, Toronto, ON</p>
<p class="price">$1,089,900</p>
<ul class="plan-facts"><li>2+1 Bed</li><li>2 Bath</li><li>912 sq ft</li><li>Floor 11 · North-East</li></ul>
<section class="terms"><h2>Purchase details</h2><ul><li>Deposit: $50,000 on signing; balance to 20% in 365 days</li><li>Development charges capped at $18,500</li><li>Estimated maintenance: $0.68/sq ft (excl. hydro and water)</li><li>First occupancy: Spring 2027</li></ul></section>
<section><h2>About the suite</h2><p>Corner suite with floor-to-ceiling windows, a separate den with sliding door, and a primary bedroom with ensuite and walk-in closet. Two blocks from the Eglinton Crosstown.</p></section>
<section class="other-plans"><h2>Other available plans</h2><div>Plan A1 · 1 bed · 548 sq ft · from $729,900</div><div>Plan D4 · 3 bed · 1,204 sq ft · from $1,449,900</div></section>
</main>
<footer><p>Presentation Centre: 4800 Dufferin Street, North York, ON · Open Sat–Thu 12–6</p><p>Prices, specifications and incentives are subject to change without notice. Illustrations are artist's concept. E.&amp;O.E.</p></footer>
${chrome("Tridel")}
</body></html>`,
    expected: {
      price: { amount: 1089900, currency: "CAD" },
      propertyKind: "condo",
      street: "145 Bayview Mews",
      city: "Toronto",
      province: "ON",
      neighbourhood: "Leaside",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 912,
    },
  },
  {
    name: "ho45-bowesandcocks-cottage-bobcaygeon",
    site: "bowesandcocks.com",
    set: "held-out-45",
    traps: "a Kawarthas brokerage's cottage page: Bobcaygeon community inside the City of Kawartha Lakes; lot as frontage x depth with acres too and a separate water frontage; an MPAC assessment beside the price; two agents; the Peterborough head office in the footer; other cottages' prices",
    pageUrl: "https://www.bowesandcocks.com/listings/X8923456-57-driftwood-shores-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>57 Driftwood Shores Road, Kawartha Lakes | Bowes &amp; Cocks</title>
<meta property="og:title" content="Waterfront cottage on Pigeon Lake – $1,195,000">
</head><body>
<header><a href="/">Bowes &amp; Cocks Limited</a><nav><a href="/cottages">Cottages</a><a href="/homes">Homes</a><a href="/offices">Offices</a></nav></header>
<main class="property">
<h1>57 Driftwood Shores Road</h1>
<h2 class="loc">Kawartha Lakes (Bobcaygeon), ON K0M 1A0</h2>
<div class="price">$1,195,000</div>
<div class="assessed">MPAC assessed value: $612,000</div>
<div class="grid">
<p><b>MLS®#:</b> X8923456</p>
<p><b>Style:</b> Bungalow — Cottage</p>
<p><b>Bedrooms:</b> 3</p>
<p><b>Bathrooms:</b> 2</p>
<p><b>Square Feet:</b> 1,350</p>
<p><b>Lot Size:</b> 110 x 245 Feet (0.62 Acres)</p>
<p><b>Water Frontage:</b> 110 ft on Pigeon Lake</p>
<p><b>Year Built:</b> 1988</p>
<p><b>Taxes:</b> $4,180 (2024)</p>
</div>
<section><h2>Description</h2><p>Year-round cottage with a sandy shoreline and southwest sunsets on the Trent-Severn Waterway. Open-concept living with a wood stove, three bedrooms, a 4-piece and a 3-piece bath, plus a bunkie. Dock, boathouse and drilled well. Minutes to Bobcaygeon village.</p></section>
<section class="agents"><h2>Listing Agents</h2><p>Colleen Barrett, Broker</p><p>Nathan Liu, Sales Representative</p><p>Bowes &amp; Cocks Limited, Brokerage</p></section>
<section class="similar"><h2>More cottages</h2><div>12 Birch Point Rd, Buckhorn · $989,000</div><div>302 Sturgeon Rd, Fenelon Falls · $1,349,000</div></section>
</main>
<footer><p>Bowes &amp; Cocks Limited, Brokerage · 280 Perry Street, Peterborough, ON K9J 2J4</p><p>MLS® listing information provided by the Kawartha Lakes board. Not intended to solicit properties already listed.</p></footer>
${chrome("Bowes & Cocks")}
</body></html>`,
    expected: {
      price: { amount: 1195000, currency: "CAD" },
      propertyKind: "house",
      street: "57 Driftwood Shores Road",
      city: "Kawartha Lakes",
      province: "ON",
      postalCode: "K0M 1A0",
      neighbourhood: "Bobcaygeon",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1350,
      lot: { value: 26950, unit: "ft2" },
      yearBuilt: 1988,
      mlsNumber: "X8923456",
      listingAgentName: "Colleen Barrett",
      brokerageName: "Bowes & Cocks Limited, Brokerage",
    },
  },
];
