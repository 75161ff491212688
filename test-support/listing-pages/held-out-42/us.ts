/**
 * Forty-second held-out corpus, United States border states: a HUD-owned home in Port Huron, Michigan (across from
 * Sarnia) and a military-housing referral rental near Fort Drum in Watertown, New York.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_42_US: ListingPage[] = [
  {
    name: "ho42-hudhomestore-house-porthuron",
    site: "hudhomestore.gov",
    set: "held-out-42",
    traps: "a government bank-owned (HUD) listing: an FHA case number instead of an MLS®; the FHA appraised value and an earnest-money deposit beside the list price; a bid deadline; the county; the asset manager's and listing broker's offices; lot in acres; coordinates in the page's map JSON",
    pageUrl: "https://www.hudhomestore.gov/Listing/PropertyDetails?caseNumber=261-234567",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>HUD Home Store – 2418 Lapeer Ave, Port Huron, MI 48060 – Case 261-234567</title>
<meta name="description" content="HUD-owned single family home for sale in Port Huron, St. Clair County, Michigan.">
<script>var propertyMap={"caseNumber":"261-234567","lat":42.98371,"lng":-82.44926,"status":"Available"};</script>
</head><body>
<div class="gov-banner">An official website of the United States government</div>
<header><a href="/" class="logo">HUD Home Store</a><nav><a href="/Listing/PropertySearch">Search Properties</a><a href="/Home/Buyers">Buyers</a><a href="/Home/Brokers">Brokers</a><a href="/Home/FAQ">FAQ</a><a href="?lang=es">Español</a></nav></header>
<main class="property-details">
<h1>2418 Lapeer Ave</h1>
<p class="city-line">Port Huron, MI 48060 · St. Clair County</p>
<div class="price-block"><span class="label">List Price</span> <span class="value">$118,500</span></div>
<table class="details"><tbody>
<tr><th>Case #</th><td>261-234567</td></tr>
<tr><th>Status</th><td>Available</td></tr>
<tr><th>Listing Period</th><td>Exclusive (Owner-Occupant)</td></tr>
<tr><th>Bid Deadline</th><td>10/20/2025 11:59 PM CT</td></tr>
<tr><th>FHA Financing</th><td>IE (Insured Escrow) – repair escrow $4,850</td></tr>
<tr><th>FHA Appraised Value</th><td>$124,000</td></tr>
<tr><th>Earnest Money Deposit</th><td>$1,000</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>1.0</td></tr>
<tr><th>Square Footage</th><td>1,188</td></tr>
<tr><th>Year Built</th><td>1926</td></tr>
<tr><th>Lot Size</th><td>0.14 Acres</td></tr>
<tr><th>Property Type</th><td>Single Family</td></tr>
</tbody></table>
<section class="notes"><p>Property is sold "as is." HUD makes no representations or warranties concerning the condition of the property. Lead-based paint addendum required for homes built before 1978. Buyers must use a HUD-registered broker to submit a bid.</p></section>
<section class="contacts"><h2>Contacts</h2>
<div class="contact"><h3>Listing Broker</h3><p>Tamara Kowalski</p><p>Blue Water Realty Group</p><p>1520 Pine Grove Ave, Port Huron, MI 48060</p><p>810-555-0176</p></div>
<div class="contact"><h3>Asset Manager</h3><p>Lakeshore Asset Management LLC</p><p>300 W Monroe St, Chicago, IL 60606</p></div>
</section>
<section class="nearby"><h2>Other HUD Homes Nearby</h2><div class="card">1107 Court St, Port Huron · $96,000 · 2 bd</div><div class="card">3311 Military St, Port Huron · $142,900 · 3 bd</div></section>
</main>
<footer><p>U.S. Department of Housing and Urban Development · 451 7th Street S.W., Washington, DC 20410</p><p>Equal Housing Opportunity.</p></footer>
${chrome("HUD Home Store")}
</body></html>`,
    expected: {
      price: { amount: 118500, currency: "USD" },
      propertyKind: "house",
      street: "2418 Lapeer Ave",
      city: "Port Huron",
      province: "MI",
      postalCode: "48060",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1188,
      lot: { value: 0.14, unit: "acres" },
      yearBuilt: 1926,
      listingAgentName: "Tamara Kowalski",
      brokerageName: "Blue Water Realty Group",
      geo: { lat: 42.98371, lng: -82.44926 },
    },
  },
  {
    name: "ho42-ahrn-rental-watertown",
    site: "ahrn.com",
    set: "held-out-42",
    traps: "a military housing referral rental: the rent beside the BAH rates of two pay grades, a deposit and a pet fee; miles to the installation's gate; an AHRN listing id; an upper unit of a two-family house with 'Apt 2' in the address; a property manager (not a brokerage); the installation's housing office address; other rentals' rents",
    pageUrl: "https://www.ahrn.com/listing/1794421",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318 Ward Street, Apt 2, Watertown, NY 13601 – 2 Bed Rental near Fort Drum | AHRN.com</title>
<meta name="description" content="2 bedroom apartment for rent in Watertown, NY, 9.8 miles from Fort Drum. $1,650/month.">
</head><body>
<header><a href="/" class="logo">AHRN.com · Automated Housing Referral Network</a><nav><a href="/search">Find Housing</a><a href="/landlords">List a Property</a><a href="/bah">BAH Calculator</a><a href="/installations">Installations</a></nav></header>
<main class="listing-detail" data-listing-id="1794421">
<p class="installation">Near: <a href="/installations/fort-drum">Fort Drum, NY</a> · 9.8 mi to Gate 1</p>
<h1>318 Ward Street, Apt 2</h1>
<p class="cityline">Watertown, NY 13601</p>
<div class="rent">$1,650 <span>/ month</span></div>
<ul class="specs">
<li>Listing ID: 1794421</li>
<li>Type: Apartment (upper unit of a two-family house)</li>
<li>Bedrooms: 2</li>
<li>Bathrooms: 1</li>
<li>Square Feet: 980</li>
<li>Year Built: 1910</li>
<li>Security Deposit: $1,650</li>
<li>Pet Fee: $300 (one pet, non-refundable)</li>
<li>Available: 11/01/2025</li>
</ul>
<div class="bah-box"><h2>BAH comparison (Fort Drum, 2025)</h2><p>E-5 with dependents: $2,046/month</p><p>E-4 without dependents: $1,713/month</p></div>
<section class="desc"><h2>Description</h2><p>Bright upper apartment with a private entrance, off-street parking for two vehicles and a shared yard. Heat and water included; tenant pays electric. Military clause honored for PCS orders. Close to Thompson Park and the Salmon Run Mall.</p></section>
<section class="landlord"><h2>Contact</h2><p>North Country Property Management</p><p>315-555-0157</p><p>Landlord response rate: 96%</p></section>
<section class="more"><h2>More rentals near Fort Drum</h2><div class="card">22 Academy St, Watertown · 3 bd · $1,895/mo</div><div class="card">140 Main St, Evans Mills · 2 bd · $1,425/mo</div></section>
</main>
<footer><p>Fort Drum Housing Services Office · 10720 Mount Belvedere Blvd, Fort Drum, NY 13602</p><p>AHRN.com is a free service for military members, DoD civilians and landlords. Listings are provided by property owners.</p></footer>
${chrome("AHRN.com")}
</body></html>`,
    expected: {
      price: { amount: 1650, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "318 Ward Street, Apt 2",
      city: "Watertown",
      province: "NY",
      postalCode: "13601",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 980,
      yearBuilt: 1910,
    },
  },
];
