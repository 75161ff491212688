/**
 * Forty-seventh held-out corpus, Ontario mobile pages: a Zolo semi in Toronto's Danforth Village, a HouseSigma
 * app-share condo townhouse in Mississauga, a Condos.ca lease on Toronto's waterfront and a Royal LePage house in
 * Ottawa's Kanata.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { mobileChrome } from "./chrome.ts";

export const HELD_OUT_47_ONTARIO: ListingPage[] = [
  {
    name: "ho47-zolo-mobile-semi-toronto",
    site: "zolo.ca",
    set: "held-out-47",
    traps: "Zolo's mobile page for a semi: a sticky bar with the list price and a 'Zolo Estimate' just under it; '3+1 bd' in the summary and 'Bedrooms 3 + 1' in the facts tab; a size range '1100-1500'; lot '18.5 x 110 Feet'; taxes with a year; this home's own 2011 sale price in its history; nearby sold prices; the brokerage's office address in the footer",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/64-brightwood-crescent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>64 Brightwood Cres, Toronto — For Sale @ $1,289,000 | Zolo.ca</title>
<meta name="description" content="64 Brightwood Cres is a 3+1 bed, 3 bath semi-detached home for sale in Danforth Village, Toronto. MLS® E12874519.">
</head><body>
<header class="m-nav"><a href="/" class="logo">Zolo</a><a href="/toronto-real-estate">Toronto</a><button aria-label="Menu">≡</button></header>
<div class="sticky-price"><span class="listing-price">$1,289,000</span><span class="estimate">Zolo Estimate $1,241,700</span><a href="#book">Book a tour</a></div>
<div class="gallery-swipe"><img src="/p/e12874519-1.jpg" alt="Front of 64 Brightwood Cres, brick semi"><img src="/p/e12874519-2.jpg" alt="Open kitchen with island"><img src="/p/e12874519-3.jpg" alt="Basement bedroom with window"></div>
<main class="listing">
<h1 class="address">64 Brightwood Cres</h1>
<p class="area"><a href="/toronto-real-estate/danforth-village">Danforth Village</a>, Toronto, ON M4J 2K9</p>
<ul class="summary"><li>3+1 bd</li><li>3 ba</li><li>1100-1500 sqft</li></ul>
<div class="tabs"><a class="active">Details</a><a>Rooms</a><a>History</a></div>
<section class="tab details"><dl class="column">
<dt>Type</dt><dd>Semi-Detached</dd><dt>Style</dt><dd>2-Storey</dd>
<dt>Bedrooms</dt><dd>3 + 1</dd><dt>Washrooms</dt><dd>3</dd>
<dt>Size</dt><dd>1100-1500 sqft</dd><dt>Lot Size</dt><dd>18.5 x 110 Feet</dd>
<dt>Taxes</dt><dd>$5,412 / 2025</dd><dt>Parking</dt><dd>1 (laneway garage)</dd>
<dt>MLS®#</dt><dd>E12874519</dd><dt>Days on Zolo</dt><dd>6</dd></dl></section>
<section class="tab rooms" hidden><table>
<tr><td>Living</td><td>Main</td><td>4.21 x 3.35 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>3.96 x 2.74 m</td></tr>
<tr><td>Primary</td><td>2nd</td><td>3.81 x 3.12 m</td></tr><tr><td>4th Br</td><td>Bsmt</td><td>3.05 x 2.90 m</td></tr></table></section>
<section class="tab history" hidden><table><tr><td>Jun 2011</td><td>Sold</td><td>$512,000</td></tr></table></section>
<section class="desc"><h2>Description</h2><div class="truncate">Renovated semi on a quiet crescent steps to Coxwell station. Three bedrooms up, a finished lower level with a fourth bedroom and full bath, and a laneway garage.</div><button data-toggle="more">See more</button></section>
<section class="agent"><p>Listed by <strong>Priya Raman</strong></p><p>Harbourline Realty Inc., Brokerage</p></section>
<section class="sold-nearby"><h2>Sold nearby</h2><div class="card">88 Brightwood Cres · Sold $1,174,000</div><div class="card">12 Linsmore Cres · Sold $1,338,500</div></section>
</main>
<footer><p>Harbourline Realty Inc., Brokerage · 2110 Danforth Ave, Toronto, ON M4C 1J9</p><p>Zolo Realty, Brokerage. Listing data © TRREB; provided for consumers' personal use only.</p></footer>
${mobileChrome("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 1289000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "64 Brightwood Cres",
      city: "Toronto",
      province: "ON",
      postalCode: "M4J 2K9",
      neighbourhood: "Danforth Village",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1100,
      lot: { value: 2035, unit: "ft2" },
      mlsNumber: "E12874519",
      listingAgentName: "Priya Raman",
      brokerageName: "Harbourline Realty Inc., Brokerage",
    },
  },
  {
    name: "ho47-housesigma-share-townhouse-mississauga",
    site: "housesigma.com",
    set: "held-out-47",
    traps: "a HouseSigma app-share link: the listed price beside a 'SigmaEstimate' and the unit's 2019 sold price in the history; a size range '1400-1599 feet²'; 'Building Age 16-30' (no year); maintenance fee and taxes; 'Condo Townhouse' as the type; the unit written '42-3195'; the listing brokerage but no agent; an internal id_listing in the URL; nearby sold townhouses",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/42-3195-woodfield-rd/home/pKq7R3vL0aGymXz9/?id_listing=Dy8a2Kq3jW9YbX1e&utm_source=app_share",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>42-3195 Woodfield Rd, Mississauga, ON L5L 4V2 — W12931847 | HouseSigma</title>
<meta property="og:description" content="Condo Townhouse for sale: 3 bd, 3 ba. Listed $949,900.">
<script>window.__INITIAL_STATE__=${JSON.stringify({ listing: { id_listing: "Dy8a2Kq3jW9YbX1e", ml_num: "W12931847", price: 949900, price_sold: null, estimate: { value: 921000 }, house_type_name: "Condo Townhouse", bedroom_string: "3", washroom: 3, house_area: { estimate: 1400, unit: "feet", text: "1400-1599" }, tax: 4201, maintenance: 512, community_name: "Erin Mills" } })}</script>
</head><body>
<header class="hs-top"><a href="/" class="logo">HouseSigma</a><a href="/app">Get the app</a></header>
<div class="sticky"><div class="price"><span class="label">Listed:</span> $949,900</div><div class="estimate"><span class="label">SigmaEstimate:</span> $921,000</div></div>
<div class="swiper"><img src="/img/w12931847_1.jpg" alt="End-unit townhouse exterior"><img src="/img/w12931847_2.jpg" alt="Living room with walkout to deck"></div>
<main>
<h1 class="address">42-3195 Woodfield Rd</h1>
<p class="municipality">Erin Mills, Mississauga, ON L5L 4V2</p>
<div class="basic"><span>3 bd</span><span>3 ba</span><span>2 garage</span></div>
<section class="key-facts"><h2>Key Facts</h2><ul>
<li><span class="k">Tax:</span> <span class="v">$4,201 / 2025</span></li>
<li><span class="k">Type:</span> <span class="v">Condo Townhouse</span></li>
<li><span class="k">Building Age:</span> <span class="v">16-30</span></li>
<li><span class="k">Size:</span> <span class="v">1400-1599 feet²</span></li>
<li><span class="k">Maintenance:</span> <span class="v">$512</span></li>
<li><span class="k">MLS®:</span> <span class="v">W12931847</span></li>
<li><span class="k">Listed on:</span> <span class="v">2026-03-04</span></li></ul></section>
<section class="history"><h2>Listing History</h2><table><tr><td>2026-03-04</td><td>For Sale</td><td>$949,900</td></tr><tr><td>2019-05-21</td><td>Sold</td><td>$688,000</td></tr></table></section>
<section class="remarks"><h2>Description</h2><p class="collapsed">Bright end unit backing onto the Sawmill Valley trail. Three bedrooms, two full baths up plus a powder room, finished basement, double garage.</p><button data-toggle="more">See more</button></section>
<section class="brokerage"><p>Listing Brokerage: <span>Credit River Realty Ltd., Brokerage</span></p></section>
<section class="nearby-sold"><h2>Nearby Sold</h2><div>28-3195 Woodfield Rd · Sold $902,000</div><div>7-2920 Headon Forest Dr · Sold $876,500</div></section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Markham, ON. Data courtesy of TRREB.</p></footer>
${mobileChrome("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 949900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "42-3195 Woodfield Rd",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5L 4V2",
      neighbourhood: "Erin Mills",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1400,
      mlsNumber: "W12931847",
      brokerageName: "Credit River Realty Ltd., Brokerage",
    },
  },
  {
    name: "ho47-condos-ca-mobile-lease-toronto",
    site: "condos.ca",
    set: "held-out-47",
    traps: "a Condos.ca mobile lease page: the rent per month in the sticky bar; '1 + Den' (a den, not a bedroom); the building tab's 'Year Built', average price per sqft and other units for sale and rent; a size range '600-699 sqft'; the suite written '1912 - 38 Wharfside Lane'; the neighbourhood (Fort York) beside Toronto; the same facts in the summary bar and the details tab",
    pageUrl: "https://condos.ca/toronto/the-wharfside-38-wharfside-lane/unit-1912-C12764019",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>1912 - 38 Wharfside Lane, Toronto | For Rent $2,650 | Condos.ca</title>
<meta property="og:description" content="1 + Den, 1 Bath condo for rent at The Wharfside, Fort York. $2,650/mo.">
</head><body>
<header class="topbar"><a href="/" class="logo">Condos.ca</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/condos-for-sale">Buy</a></header>
<div class="sticky-price-bar"><span>$2,650<small>/mo</small></span><button>Request info</button></div>
<div class="carousel"><img src="/u/c12764019-1.jpg" alt="Living room with lake view"><img src="/u/c12764019-2.jpg" alt="Den used as office"><img src="/u/c12764019-3.jpg" alt="Building lobby at 38 Wharfside Lane"></div>
<main>
<h1>1912 - 38 Wharfside Lane</h1>
<p class="sub">The Wharfside · Fort York, Toronto, ON M5V 0K2</p>
<div class="summary-bar"><span>1 + Den</span><span>1 Bath</span><span>600-699 sqft</span><span>1 Parking</span></div>
<nav class="tabs"><a class="on">Unit</a><a>Building</a></nav>
<section class="unit-details"><ul>
<li>Type: <b>Condo Apt</b></li><li>Bedrooms: <b>1 + Den</b></li><li>Bathrooms: <b>1</b></li><li>Size: <b>600-699 sqft</b></li>
<li>Exposure: <b>South</b></li><li>Furnished: <b>No</b></li><li>Lease term: <b>12 months</b></li><li>MLS®: <b>C12764019</b></li></ul></section>
<section class="building" hidden><ul><li>Year Built: <b>2014</b></li><li>Storeys: <b>36</b></li><li>Avg. price/sqft (sold, 12 mo): <b>$1,042</b></li><li>Maintenance fees: <b>$0.71/sqft</b></li></ul>
<h3>Units in this building</h3><div class="card">2207 · 2 Bed · For sale $829,000</div><div class="card">814 · 1 Bed · For rent $2,350/mo</div></section>
<section class="desc"><h2>About this unit</h2><p class="clamp">South-facing suite with a walk-out balcony and a separate den that fits a desk. Steps to the Bentway, Fort York library and the Spadina streetcar. Tenant pays hydro.</p><button data-toggle="more">Read more</button></section>
<section class="agent-card"><p class="name">Daniel Osei</p><p class="brokerage">Lakeshore Urban Realty Inc., Brokerage</p></section>
</main>
<footer><p>Condos.ca, Brokerage · 1 Yonge St, Toronto, ON. Information deemed reliable but not guaranteed.</p></footer>
${mobileChrome("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 2650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1912 - 38 Wharfside Lane",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 0K2",
      neighbourhood: "Fort York",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2014,
      mlsNumber: "C12764019",
      listingAgentName: "Daniel Osei",
      brokerageName: "Lakeshore Urban Realty Inc., Brokerage",
    },
  },
  {
    name: "ho47-royallepage-mobile-house-ottawa",
    site: "royallepage.ca",
    set: "held-out-47",
    traps: "Royal LePage's mobile page: two agents on the listing; Kanata (a former city, now part of Ottawa) beside Ottawa; '2 + 1' bathrooms in the summary and 'Full Baths 2 / Half Baths 1' in the facts; lot '45 x 112 ft'; square feet and m²; taxes; the brokerage's office address in the contact block and footer; a mortgage-calculator payment; similar listings' prices",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/ottawa/27-fernbank-meadow-way/25187734/mlsx12903366/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>27 Fernbank Meadow Way, Ottawa, ON K2M 0C4 | Royal LePage</title>
<meta name="description" content="4 bedroom, 2.5 bathroom house for sale in Kanata, Ottawa. $824,900. MLS® X12903366.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "27 Fernbank Meadow Way", address: { "@type": "PostalAddress", streetAddress: "27 Fernbank Meadow Way", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2M 0C4" } })}
</head><body>
<header class="rlp-header"><a href="/en/" class="logo">Royal LePage</a><a href="/en/search/">Search</a><a href="/en/agent/">Find an agent</a></header>
<div class="price-sticky"><span class="price">$824,900</span><span class="mortgage">Est. payment $3,618/mo</span></div>
<div class="photo-swipe"><img src="/pics/x12903366-1.jpg" alt="Two-storey home with double garage"><img src="/pics/x12903366-2.jpg" alt="Main-floor family room with gas fireplace"></div>
<main>
<h1 class="address-1">27 Fernbank Meadow Way</h1><p class="address-2">Ottawa (Kanata), Ontario K2M 0C4</p>
<ul class="quick"><li>4 Bedrooms</li><li>2 + 1 Bathrooms</li><li>2,250 sq. ft.</li></ul>
<details class="facts" open><summary>Property details</summary><table>
<tr><th>Property Type</th><td>Single Family · House</td></tr><tr><th>Neighbourhood</th><td>Kanata – Bridlewood</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr><tr><th>Full Baths</th><td>2</td></tr><tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Living Area</th><td>2,250 sq. ft. (209.03 m²)</td></tr><tr><th>Lot Size</th><td>45 x 112 ft</td></tr>
<tr><th>Year Built</th><td>2004</td></tr><tr><th>Taxes</th><td>$6,087 (2025)</td></tr><tr><th>MLS®#</th><td>X12903366</td></tr></table></details>
<details class="desc"><summary>See more</summary><p>Family home on a quiet crescent backing onto the Bridlewood trail. Hardwood on both levels, a renovated kitchen (2022) and a fenced yard with a deck.</p></details>
<section class="agents"><h2>Listing agents</h2>
<div class="agent"><p class="agent-name">Marc Tremblay</p><p>Sales Representative</p></div>
<div class="agent"><p class="agent-name">Sarah Lindqvist</p><p>Broker</p></div>
<p class="office">Royal LePage Capital Ridge Realty, Brokerage<br>484 Hazeldean Rd, Unit 3, Ottawa, ON K2L 1V4</p></section>
<section class="similar"><h2>Similar listings</h2><div>19 Castlefrank Rd · $769,000</div><div>302 Stonehaven Dr · $889,900</div></section>
</main>
<footer><p>Royal LePage Capital Ridge Realty, Brokerage · 484 Hazeldean Rd, Unit 3, Ottawa, ON K2L 1V4. Independently owned and operated.</p></footer>
${mobileChrome("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 824900, currency: "CAD" },
      propertyKind: "house",
      street: "27 Fernbank Meadow Way",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2M 0C4",
      neighbourhood: "Kanata – Bridlewood",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2250,
      lot: { value: 5040, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "X12903366",
      listingAgentName: "Marc Tremblay",
      brokerageName: "Royal LePage Capital Ridge Realty, Brokerage",
    },
  },
];
