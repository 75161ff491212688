/**
 * Forty-eighth held-out corpus, Ontario and Nova Scotia: a rental REIT's two-bedroom in Ottawa, a Toronto brokerage's
 * condo with maintenance fees and a Halifax brokerage's house.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_48_EAST: ListingPage[] = [
  {
    name: "ho48-capreit-rental-ottawa",
    site: "capreit.ca",
    set: "held-out-48",
    traps: "a rental REIT's building page: several suite types with their own rents (the two-bedroom is the page's suite); parking and storage fees; a deposit; Alta Vista neighbourhood; the head office in Toronto in the footer; building-level JSON-LD",
    pageUrl: "https://www.capreit.ca/apartments-for-rent/ottawa-on/riverside-tower/2-bedroom/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment for Rent – Riverside Tower, 1540 Riverside Place, Ottawa | CAPREIT</title>
<meta name="description" content="Two-bedroom apartments for rent at Riverside Tower in Alta Vista, Ottawa, from $2,145 per month.">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Riverside Tower", address: { "@type": "PostalAddress", streetAddress: "1540 Riverside Place", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1H 8N2" }, petsAllowed: true })}
</head><body>
<header><a href="/">CAPREIT</a><nav><a href="/apartments-for-rent">Find an apartment</a><a href="/residents">Residents</a><a href="/investors">Investors</a></nav></header>
<main class="suite">
<p class="building">Riverside Tower · Alta Vista</p>
<h1>2 Bedroom Suite</h1>
<p class="address">1540 Riverside Place, Ottawa, ON K1H 8N2</p>
<p class="rent">$2,145<span>/month</span></p>
<ul class="suite-facts">
<li>Bedrooms: 2</li>
<li>Bathrooms: 1</li>
<li>Approx. 850 sq. ft.</li>
<li>Available: November 1</li>
<li>Year built: 1972</li>
</ul>
<table class="other-suites"><caption>Other suites in this building</caption>
<tr><th>Bachelor</th><td>from $1,495/month</td></tr>
<tr><th>1 Bedroom</th><td>from $1,795/month</td></tr>
<tr><th>3 Bedroom</th><td>from $2,590/month</td></tr>
</table>
<section class="fees"><h2>Additional costs</h2><p>Underground parking $75/month · Storage locker $35/month · Hydro extra · Security deposit equal to last month's rent</p></section>
<section><h2>Building features</h2><p>Renovated lobby, on-site laundry, outdoor pool in summer, fitness room and 24-hour on-site management. Steps from the Riverside Hospital, Billings Bridge and the O-Train at Hurdman.</p></section>
<section class="leasing"><h2>Leasing office</h2><p>Riverside Tower Leasing · 613-555-0150 · Monday to Saturday</p></section>
<section class="nearby"><h2>Nearby CAPREIT buildings</h2><p>Alta Vista Gardens – 2 bedrooms from $2,045</p><p>Heron Park Place – 1 bedroom from $1,720</p></section>
</main>
<footer><p>Canadian Apartment Properties Real Estate Investment Trust · 11 Church Street, Suite 401, Toronto, ON M5E 1W1</p><p>Rents, incentives and availability are subject to change without notice.</p></footer>
${chrome("CAPREIT")}
</body></html>`,
    expected: {
      price: { amount: 2145, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1540 Riverside Place",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1H 8N2",
      neighbourhood: "Alta Vista",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      yearBuilt: 1972,
    },
  },
  {
    name: "ho48-heapsestrin-condo-toronto",
    site: "heapsestrin.com",
    set: "held-out-48",
    traps: "a Toronto brokerage's condo: '2+1' beds; a square-footage range (1200-1399); maintenance fee and taxes; C-prefixed MLS®; an age range, no year built; two agents as a team line; Bay Street Corridor neighbourhood; a sold price in the same building; the office on Yonge Street in the footer",
    pageUrl: "https://www.heapsestrin.com/listings/1804-77-charles-street-west",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1804-77 Charles Street West | Heaps Estrin</title>
<meta name="description" content="2+1 bedroom suite at 77 Charles Street West with a south-facing terrace. Offered at $1,295,000.">
<meta property="og:image" content="https://www.heapsestrin.com/media/77-charles-1804-hero.jpg">
</head><body>
<header><a href="/">Heaps Estrin</a><nav><a href="/listings">Listings</a><a href="/sold">Sold</a><a href="/neighbourhoods">Neighbourhoods</a><a href="/team">Team</a></nav></header>
<main class="listing">
<h1>1804-77 Charles Street West</h1>
<p class="hood">Bay Street Corridor · Toronto, ON M5S 1K5</p>
<p class="offered">Offered at $1,295,000</p>
<div class="stats">
<div><small>Bedrooms</small><b>2+1</b></div>
<div><small>Bathrooms</small><b>2</b></div>
<div><small>Size</small><b>1200-1399 sq ft</b></div>
<div><small>Maintenance</small><b>$1,188.42/mo</b></div>
<div><small>Taxes</small><b>$5,902.17 (2025)</b></div>
<div><small>Parking</small><b>1 owned + locker</b></div>
<div><small>Age</small><b>16-30 years</b></div>
<div><small>MLS®</small><b>C12614930</b></div>
</div>
<section><h2>The residence</h2><p>A corner suite with floor-to-ceiling windows and a 210 sq ft terrace over Queen's Park. The den has a door and a closet and works as a third bedroom. Primary suite with a walk-in closet and a five-piece ensuite. Maintenance includes heat, hydro and water. Suite 1706 in the building sold for $1,180,000 this spring.</p></section>
<section class="contact"><h2>Listing agents</h2><p class="names">Hannah Moss &amp; Julian Petrakis</p><p class="firm">Heaps Estrin Real Estate Team Ltd., Brokerage</p><p>416-555-0134</p></section>
<section class="related"><h2>Also on the market</h2><article>2102-1 Bedford Road · $2,450,000 · 2+1 bd</article><article>905-38 Avenue Road · $899,000 · 1+1 bd</article></section>
</main>
<footer><p>Heaps Estrin Real Estate Team Ltd., Brokerage · 1240 Yonge Street, Toronto, ON M4T 1W5</p><p>Not intended to solicit buyers or sellers currently under contract. Information from sources deemed reliable but not guaranteed.</p></footer>
${chrome("Heaps Estrin")}
</body></html>`,
    expected: {
      price: { amount: 1295000, currency: "CAD" },
      propertyKind: "condo",
      street: "1804-77 Charles Street West",
      city: "Toronto",
      province: "ON",
      postalCode: "M5S 1K5",
      neighbourhood: "Bay Street Corridor",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1200,
      mlsNumber: "C12614930",
      listingAgentName: "Hannah Moss",
      brokerageName: "Heaps Estrin Real Estate Team Ltd., Brokerage",
    },
  },
  {
    name: "ho48-domusrealty-house-halifax",
    site: "domusrealty.ca",
    set: "held-out-48",
    traps: "a Halifax brokerage's house: '1 full, 1 half' baths; lot as 40 x 90 ft; a 2025 assessed value; 9-digit MLS® beside a PID parcel number; West End neighbourhood; room dimensions; the brokerage's Quinpool Road office in the footer",
    pageUrl: "https://www.domusrealty.ca/properties/6238-cork-street-halifax",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>6238 Cork Street, Halifax | Domus Realty</title>
<meta name="description" content="West End Halifax family home, 3 bedrooms and 1.5 baths. $719,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "6238 Cork Street", address: { "@type": "PostalAddress", streetAddress: "6238 Cork Street", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3L 1Z4" }, numberOfRooms: 8 })}
</head><body>
<header><a href="/">Domus Realty</a><nav><a href="/properties">Properties</a><a href="/agents">Agents</a><a href="/about">About</a></nav></header>
<main>
<h1>6238 Cork Street</h1>
<h2 class="sub">West End, Halifax, NS B3L 1Z4</h2>
<div class="price">$719,000</div>
<ul class="key">
<li>MLS®: 202519384</li>
<li>PID: 00142837</li>
<li>Style: 2 Storey, Detached</li>
<li>Bedrooms: 3</li>
<li>Bathrooms: 1 full, 1 half</li>
<li>Sq. ft.: 1,620</li>
<li>Lot: 40 x 90 ft</li>
<li>Built: 1948</li>
<li>Assessed (2025): $412,300</li>
</ul>
<section class="rooms"><h3>Rooms</h3><p>Living 14.2 x 12.6 · Dining 11 x 10.8 · Kitchen 13 x 9.5 · Primary 13.4 x 11.2 · Bed 2 10.5 x 9.8 · Bed 3 9 x 8.6</p></section>
<section><h3>Description</h3><p>Classic West End two-storey on a quiet block between Oxford and Connaught. Hardwood throughout, a renovated kitchen opening to a deck and a fenced yard. The half bath is on the main floor; the lower level has laundry and storage. Heat pump installed 2022. Walk to the Oxford Street shops and the Halifax Common.</p></section>
<section class="agent"><h3>Listing agent</h3><p>Colleen MacIsaac</p><p>Domus Realty</p><p>902-555-0108</p></section>
<section class="similar"><h3>Similar properties</h3><p>2741 Connaught Avenue · $685,000</p><p>6520 Willow Street · $749,900</p></section>
</main>
<footer><p>Domus Realty · 6169 Quinpool Road, Suite 201, Halifax, NS B3L 4P6</p><p>Listing data courtesy of the Nova Scotia Association of REALTORS®. Deemed reliable but not guaranteed.</p></footer>
${chrome("Domus Realty")}
</body></html>`,
    expected: {
      price: { amount: 719000, currency: "CAD" },
      propertyKind: "house",
      street: "6238 Cork Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3L 1Z4",
      neighbourhood: "West End",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 3600, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "202519384",
      listingAgentName: "Colleen MacIsaac",
      brokerageName: "Domus Realty",
    },
  },
];
