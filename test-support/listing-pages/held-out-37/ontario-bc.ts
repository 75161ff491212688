/**
 * Thirty-seventh held-out corpus, northern and eastern Ontario and the BC Interior: a Sudbury bungalow on a data-heavy
 * search site, a Thunder Bay house on a franchise portal, an Ottawa condo for rent on a condo site and a Kamloops
 * townhouse on a BC portal.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const tail = (brand: string): string => `<div id="cookie-bar" role="dialog" aria-label="Cookies"><p>${brand} uses cookies to keep you signed in, save your favourites and understand how the site is used. See our cookie policy.</p><button type="button" id="cookie-ok">OK</button><button type="button" id="cookie-settings">Settings</button></div>
<form class="subscribe" action="/subscribe" method="post"><label for="sub-email">New listings and price drops, straight to your inbox</label><input id="sub-email" type="email" name="email" placeholder="name@example.com"><button type="submit">Subscribe</button></form>
<script>(function(){var b=document.getElementById("cookie-ok");if(b){b.onclick=function(){document.getElementById("cookie-bar").remove();};}window.analytics=window.analytics||[];window.analytics.push(["page","listing"]);})();</script>`;

export const HELD_OUT_37_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho37-housesigma-bungalow-sudbury",
    site: "housesigma.com",
    set: "held-out-37",
    traps: "a data-heavy search site's Sudbury bungalow: a SigmaEstimate above the list price; the home's own earlier sold price and nearby sold homes; '2+1' bedrooms; size as a range '700-1100' ft²; an age range in place of a year built; frontage x depth in feet with decimals; a listing brokerage and no agent named; a site hash id in the URL and the embedded state",
    pageUrl: "https://housesigma.com/on/sudbury-real-estate/376-bellevue-ave/home/Wz9kPq4LmB8xRv2a/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>376 Bellevue Ave, Sudbury, ON P3A 3N5 - 2124581 | HouseSigma</title>
<meta name="description" content="Detached bungalow for sale at 376 Bellevue Ave, Sudbury: 2+1 beds, 2 baths. Listed at $429,900. See sold history and SigmaEstimate.">
<script>window.__INITIAL_STATE__={"listing":{"id_listing":"Wz9kPq4LmB8xRv2a","ml_num":"2124581","price":429900,"estimate":{"price":447000,"low":421000,"high":473000},"house_type_name":"Detached","bedroom_string":"2+1","washroom":2,"community_name":"Minnow Lake","municipality_name":"Sudbury"}};</script>
</head><body>
<header class="hs-header"><a href="/" class="logo">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market Trends</a><a href="/on/estimate">Home Valuation</a><a href="/login">Log In</a></nav></header>
<main class="listing-detail">
<section class="basic-info">
<h1 class="address">376 Bellevue Ave</h1>
<p class="city">Sudbury, ON P3A 3N5 · <span class="community">Minnow Lake</span></p>
<div class="status">For Sale</div>
<div class="price"><span class="label">Listed for</span> <span class="value">$429,900</span></div>
<div class="estimate"><span class="label">SigmaEstimate</span> <span class="value">$447,000</span> <small>(range $421,000 - $473,000)</small></div>
</section>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>MLS®</dt><dd>2124581</dd>
<dt>Property Type</dt><dd>Detached, Bungalow</dd>
<dt>Bedroom</dt><dd>2+1</dd>
<dt>Bathroom</dt><dd>2</dd>
<dt>Size</dt><dd>700-1100 feet²</dd>
<dt>Lot Size</dt><dd>40.00 x 120.00 Feet</dd>
<dt>Age</dt><dd>51-99</dd>
<dt>Tax</dt><dd>$3,655 / 2025</dd>
<dt>Parking</dt><dd>Private, 3 spaces</dd>
<dt>Listing Brokerage</dt><dd>Northern Lights Realty Ltd., Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Solid brick bungalow on a quiet street near Moonlight Beach. Two bedrooms on the main floor, a third in the finished lower level with a second bathroom and a rec room with a gas fireplace. Updated windows, a detached garage and a fenced yard. Minutes to the Kingsway and Health Sciences North.</p></section>
<section class="history"><h2>Listing History</h2><table><tr><th>Date</th><th>Status</th><th>Price</th></tr><tr><td>2026-03-02</td><td>For Sale</td><td>$429,900</td></tr><tr><td>2016-06-14</td><td>Sold</td><td>$265,000</td></tr></table></section>
<section class="nearby-sold"><h2>Nearby Sold</h2>
<div class="card"><span class="price">Sold $398,000</span> · 412 Bellevue Ave · 3 bd · 1 ba</div>
<div class="card"><span class="price">Sold $455,500</span> · 88 Moonrock Ave · 3+1 bd · 2 ba</div>
</section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4</p><p>Listing data courtesy of the Sudbury Real Estate Board. Information deemed reliable but not guaranteed.</p></footer>
${tail("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 429900, currency: "CAD" },
      propertyKind: "house",
      street: "376 Bellevue Ave",
      city: "Sudbury",
      province: "ON",
      postalCode: "P3A 3N5",
      neighbourhood: "Minnow Lake",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      lot: { value: 4800, unit: "ft2" },
      mlsNumber: "2124581",
      brokerageName: "Northern Lights Realty Ltd., Brokerage",
    },
  },
  {
    name: "ho37-remax-house-thunderbay",
    site: "remax.ca",
    set: "held-out-37",
    traps: "a franchise portal's Thunder Bay storey-and-a-half: 'Bathrooms 2' in the header but 1 full and 1 partial in the details; a TB-prefixed board MLS®; an estimated monthly payment and annual taxes; frontage x depth lot; two agents; RealEstateListing JSON-LD with geo; the franchise's office address on Red River Road",
    pageUrl: "https://www.remax.ca/on/thunder-bay-real-estate/227-algoma-st-n-wp_id418820931-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>227 Algoma St N, Thunder Bay, ON P7A 4Z7 | TB252317 | RE/MAX</title>
<meta name="description" content="3 bed, 2 bath house for sale at 227 Algoma St N, Thunder Bay. MLS® TB252317. $364,900.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "227 Algoma St N, Thunder Bay, ON P7A 4Z7", offers: { "@type": "Offer", price: 364900, priceCurrency: "CAD" }, about: { "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "227 Algoma St N", addressLocality: "Thunder Bay", addressRegion: "ON", postalCode: "P7A 4Z7" }, geo: { "@type": "GeoCoordinates", latitude: 48.43952, longitude: -89.22497 } } })}
</head><body>
<header class="remax-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/on/thunder-bay-real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-agent">Find an Agent</a></nav></header>
<main class="listing-detail" data-listing-id="wp_id418820931">
<div class="listing-summary">
<h1 class="listing-address">227 Algoma St N, Thunder Bay, ON P7A 4Z7</h1>
<div class="listing-price">$364,900</div>
<ul class="listing-summary-stats"><li>3 Bed</li><li>2 Bath</li><li>1,360 Sqft</li></ul>
<div class="mortgage-est">Estimated payment: $1,945/month <a href="#calculator">Calculate</a></div>
</div>
<section class="listing-details"><h2>Property Details</h2><table>
<tr><th>MLS®</th><td>TB252317</td></tr>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Storeys</th><td>1.5</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Full Bathrooms</th><td>1</td></tr>
<tr><th>Partial Bathrooms</th><td>1</td></tr>
<tr><th>Square Footage</th><td>1,360 sqft</td></tr>
<tr><th>Lot Size</th><td>50 x 132 FT</td></tr>
<tr><th>Year Built</th><td>1948</td></tr>
<tr><th>Annual Taxes</th><td>$3,890</td></tr>
</table></section>
<section class="listing-description"><h2>Description</h2><p>Character storey-and-a-half in Port Arthur within walking distance of the waterfront and Bay Street. Main-floor primary bedroom, two more bedrooms up, a full bath and a main-floor powder room. New shingles 2022, 100-amp panel, insulated detached garage 20 x 24 ft.</p></section>
<section class="listing-agents"><h2>Listing Agents</h2>
<div class="agent-card"><p class="agent-name">Kyle Lindqvist</p><p class="agent-title">Sales Representative</p><p class="agent-office">RE/MAX Lakehead Realty Inc., Brokerage</p></div>
<div class="agent-card"><p class="agent-name">Anna Mäki</p><p class="agent-title">Broker</p><p class="agent-office">RE/MAX Lakehead Realty Inc., Brokerage</p></div>
<p class="office-address">1050 Red River Road, Thunder Bay, ON P7B 1K4 · 807-555-0117</p>
</section>
<section class="nearby"><h2>Nearby Listings</h2><div class="card">$329,000 · 145 Secord St, Thunder Bay</div><div class="card">$399,900 · 310 Ambrose St, Thunder Bay</div></section>
</main>
<footer><p>RE/MAX, LLC. Each office independently owned and operated. MLS® listing data courtesy of the Thunder Bay Real Estate Board.</p><nav><a href="/privacy">Privacy</a><a href="/terms">Terms</a></nav></footer>
${tail("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 364900, currency: "CAD" },
      propertyKind: "house",
      street: "227 Algoma St N",
      city: "Thunder Bay",
      province: "ON",
      postalCode: "P7A 4Z7",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1360,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "TB252317",
      listingAgentName: "Kyle Lindqvist",
      brokerageName: "RE/MAX Lakehead Realty Inc., Brokerage",
      geo: { lat: 48.43952, lng: -89.22497 },
    },
  },
  {
    name: "ho37-condosca-condo-rent-ottawa",
    site: "condos.ca",
    set: "held-out-37",
    traps: "a condo site's lease in Ottawa's Vanier: monthly rent with a site estimate of the unit's sale value; recent leases and sales in the building; size as a range '700-799 sqft'; the building's year built; the building's own address and name; an X-prefixed MLS®; neighbourhood Vanier under the city of Ottawa",
    pageUrl: "https://condos.ca/ottawa/the-vanier-lofts-199-montreal-rd/unit-908-X12419087",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Vanier Lofts, 199 Montreal Rd #908 - For Rent $2,150 | Condos.ca</title>
<meta name="description" content="2 bed, 1 bath condo for rent at The Vanier Lofts, 199 Montreal Rd #908, Ottawa. $2,150/month.">
<meta property="og:title" content="#908 - 199 Montreal Rd, Ottawa | $2,150/mo">
</head><body>
<header class="site-header"><a href="/" class="logo">Condos.ca</a><nav><a href="/ottawa/condos-for-sale">For Sale</a><a href="/ottawa/condos-for-rent">For Rent</a><a href="/ottawa/buildings">Buildings</a><a href="/sign-in">Sign In</a></nav></header>
<main class="unit-page">
<nav class="breadcrumbs"><a href="/ottawa">Ottawa</a> / <a href="/ottawa/vanier">Vanier</a> / <a href="/ottawa/the-vanier-lofts-199-montreal-rd">The Vanier Lofts</a></nav>
<section class="unit-header">
<h1>#908 - 199 Montreal Rd</h1>
<p class="building-link"><a href="/ottawa/the-vanier-lofts-199-montreal-rd">The Vanier Lofts</a> · Vanier, Ottawa, ON K1L 6E7</p>
<div class="price">$2,150<span>/mo</span></div>
<div class="estimate">Estimated value if sold: <b>$418,000</b></div>
</section>
<section class="unit-facts"><h2>Unit Details</h2><ul>
<li><span>Beds</span><b>2</b></li>
<li><span>Baths</span><b>1</b></li>
<li><span>Size</span><b>700-799 sqft</b></li>
<li><span>Parking</span><b>None</b></li>
<li><span>Locker</span><b>Yes</b></li>
<li><span>Exposure</span><b>North West</b></li>
<li><span>Possession</span><b>May 1</b></li>
<li><span>MLS®#</span><b>X12419087</b></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Bright corner unit on the ninth floor with floor-to-ceiling windows toward the Rideau River. Two bedrooms, an open kitchen with an island, in-suite laundry. Tenant pays hydro; heat and water included. Gym, rooftop terrace and bike room. Available May 1, one-year lease, no smoking.</p></section>
<section class="building"><h2>About The Vanier Lofts</h2><dl><dt>Address</dt><dd>199 Montreal Rd, Ottawa</dd><dt>Built in</dt><dd>2019</dd><dt>Storeys</dt><dd>12</dd><dt>Units</dt><dd>142</dd><dt>Avg. price per sqft</dt><dd>$561</dd></dl></section>
<section class="building-activity"><h2>Recent Activity in This Building</h2><table>
<tr><td>#604</td><td>Leased</td><td>$1,975/mo</td><td>1 bd</td></tr>
<tr><td>#1102</td><td>Sold</td><td>$452,000</td><td>2 bd</td></tr>
<tr><td>#310</td><td>Leased</td><td>$2,095/mo</td><td>2 bd</td></tr>
</table></section>
<section class="agent"><h3>Listed by</h3><p>Mireille Gagnon · Capital Keys Realty Inc., Brokerage</p></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage · 200 University Avenue, Toronto, ON M5H 3C6</p><p>MLS® data © Ottawa Real Estate Board; supplied by PropTx. Not intended to solicit properties already listed.</p></footer>
${tail("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 2150, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "#908 - 199 Montreal Rd",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1L 6E7",
      neighbourhood: "Vanier",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 700,
      yearBuilt: 2019,
      mlsNumber: "X12419087",
      listingAgentName: "Mireille Gagnon",
      brokerageName: "Capital Keys Realty Inc., Brokerage",
    },
  },
  {
    name: "ho37-rew-townhouse-kamloops",
    site: "rew.ca",
    set: "held-out-37",
    traps: "a BC portal's Kamloops townhouse in Aberdeen: an Interior board's 8-digit MLS®; a BC Assessment value and a last-sold price beside the list price; a monthly strata fee and annual taxes; 'Bath 3' with all full; the brokerage's Victoria Street office; a 'listing provided by' block; similar listings in Kamloops and Sun Peaks",
    pageUrl: "https://www.rew.ca/properties/10361207/17-2045-sagebrush-way-kamloops",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>17-2045 Sagebrush Way, Kamloops, BC V1S 0C4 | 10361207 | REW</title>
<meta name="description" content="Townhouse for sale in Aberdeen, Kamloops: 3 bed, 3 bath, 1,842 sqft, $579,900.">
<meta property="og:url" content="https://www.rew.ca/properties/10361207/17-2045-sagebrush-way-kamloops">
</head><body>
<header class="rew-header"><a href="/" class="logo">REW</a><nav><a href="/properties/areas/kamloops-bc">Kamloops</a><a href="/rentals">Rentals</a><a href="/agents">Agents</a><a href="/news">News</a></nav></header>
<main class="listingheader">
<h1 class="listingheader-address">17-2045 Sagebrush Way</h1>
<div class="listingheader-city">Aberdeen, Kamloops, BC V1S 0C4</div>
<div class="listingheader-price">$579,900</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,842 Sqft</li><li>Townhouse</li></ul>
<section class="listingoverview"><h2>Overview</h2><table>
<tr><th>Property Type</th><td>Townhouse</td></tr>
<tr><th>MLS® Number</th><td>10361207</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Floor Area</th><td>1,842 Sqft</td></tr>
<tr><th>Year Built</th><td>2008</td></tr>
<tr><th>Strata Fees</th><td>$298 / month</td></tr>
<tr><th>Gross Taxes</th><td>$3,214 (2025)</td></tr>
<tr><th>Assessment</th><td>$561,000 (2025)</td></tr>
<tr><th>Last Sold</th><td>$412,000 (2017)</td></tr>
</table></section>
<section class="listingdescription"><h2>Description</h2><p>Bright end-unit townhouse in a well-run Aberdeen complex with valley views from the deck. Two bedrooms and two full baths up, including an ensuite with a walk-in shower; the walk-out basement has a third bedroom and another full bath. Double garage, gas fireplace, central air. Pets allowed with restrictions, no rental restrictions.</p></section>
<section class="listingprovider"><h3>Listing provided by</h3><p><b>Tanvir Dhillon</b> · Thompson Valley Realty</p><p>322 Victoria Street, Kamloops, BC V2C 2A5 · 250-555-0191</p></section>
<section class="similarlistings"><h2>Similar Listings</h2>
<div class="displaycard"><div class="price">$549,000</div><div>9-1960 Copperwood Place, Kamloops</div></div>
<div class="displaycard"><div class="price">$689,900</div><div>22-3220 Village Way, Sun Peaks</div></div>
</section>
<p class="disclaimer">This representation is based in whole or in part on data generated by the Association of Interior REALTORS®, which assumes no responsibility for its accuracy.</p>
</main>
<footer><p>© 2026 REW.ca · 1055 West Georgia Street, Vancouver, BC V6E 3P3</p></footer>
${tail("REW")}
</body></html>`,
    expected: {
      price: { amount: 579900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "17-2045 Sagebrush Way",
      city: "Kamloops",
      province: "BC",
      postalCode: "V1S 0C4",
      neighbourhood: "Aberdeen",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1842,
      yearBuilt: 2008,
      mlsNumber: "10361207",
      listingAgentName: "Tanvir Dhillon",
      brokerageName: "Thompson Valley Realty",
    },
  },
];
