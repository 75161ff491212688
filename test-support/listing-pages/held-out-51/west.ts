/**
 * Fifty-first held-out corpus, western Canada: a Vancouver-area brokerage's Metrotown condo, a B.C. for-sale-by-owner
 * site's Vernon house, a Lethbridge board's public listing page for a 3+1 bedroom bi-level and a Saskatchewan
 * auctioneer's unreserved quarter section.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_51_WEST: ListingPage[] = [
  {
    name: "ho51-macdonaldrealty-condo-burnaby-metrotown",
    site: "macdonaldrealty.com",
    set: "held-out-51",
    traps: "a B.C. brokerage's condo: head office in Organization JSON-LD; price per sq ft beside the price; site Listing ID next to the R-prefixed MLS®; strata fee and taxes; PREC* after the agent's name; similar listings with their own prices, beds and sizes; board disclaimer footer",
    pageUrl: "https://www.macdonaldrealty.com/listings/r3018844/1906-6138-silver-avenue-burnaby",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>1906 - 6138 Silver Avenue, Burnaby | R3018844 | Macdonald Realty</title>
<meta name="description" content="2 bed, 2 bath Metrotown sub-penthouse with 912 sq ft and a north-east view. Listed at $938,000.">
<meta property="og:title" content="1906 - 6138 Silver Avenue, Burnaby">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cdn.macdonaldrealty.com/listings/r3018844/01.jpg">
<link rel="canonical" href="https://www.macdonaldrealty.com/listings/r3018844/1906-6138-silver-avenue-burnaby">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Macdonald Realty", url: "https://www.macdonaldrealty.com", telephone: "604-555-0100", address: { "@type": "PostalAddress", streetAddress: "2290 West 4th Avenue, Suite 300", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6K 1N8", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "1906 - 6138 Silver Avenue, Burnaby", url: "https://www.macdonaldrealty.com/listings/r3018844/1906-6138-silver-avenue-burnaby", offers: { "@type": "Offer", price: 938000, priceCurrency: "CAD", availability: "https://schema.org/InStock" }, about: { "@type": "Apartment", numberOfBedrooms: 2, numberOfBathroomsTotal: 2, floorSize: { "@type": "QuantitativeValue", value: 912, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "1906 - 6138 Silver Avenue", addressLocality: "Burnaby", addressRegion: "BC", postalCode: "V5H 0E2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.22647, longitude: -123.00018 } } })}
</head><body class="listing-detail">
<header class="site-header"><a class="logo" href="/">Macdonald Realty</a><nav><a href="/search">Search</a><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Find an Agent</a><a href="/offices">Offices</a><a href="/market-reports">Market Reports</a></nav><a class="btn" href="/login">Sign in</a></header>
<main>
<nav class="crumbs"><a href="/search?area=burnaby">Burnaby</a> › <a href="/search?area=burnaby-south">Burnaby South</a> › Metrotown</nav>
<section class="hero">
<h1>1906 - 6138 Silver Avenue</h1>
<p class="locality">Burnaby, BC V5H 0E2 · Metrotown</p>
<div class="price-row"><span class="price">$938,000</span><span class="ppsf">$1,029 / sq ft</span></div>
<ul class="stats"><li><b>2</b> Beds</li><li><b>2</b> Baths</li><li><b>912</b> Sq Ft</li><li>Apartment/Condo</li></ul>
</section>
<section class="summary">
<h2>Property Summary</h2>
<dl>
<dt>MLS® Number</dt><dd>R3018844</dd>
<dt>Listing ID</dt><dd>84412907</dd>
<dt>Type</dt><dd>Apartment/Condo</dd>
<dt>Year Built</dt><dd>2019</dd>
<dt>Strata Fee</dt><dd>$512.40 / month</dd>
<dt>Gross Taxes</dt><dd>$2,874 (2025)</dd>
<dt>Parking</dt><dd>1 secured stall, 1 storage locker</dd>
<dt>Rentals</dt><dd>Allowed</dd>
<dt>Pets</dt><dd>2 dogs or 2 cats</dd>
</dl>
</section>
<section class="remarks">
<h2>Description</h2>
<p>Sub-penthouse corner home on the 19th floor with a 108 sq ft wrap balcony facing the North Shore mountains. Split bedrooms, an ensuite with double vanity, integrated Fisher &amp; Paykel appliances and air conditioning. Concrete tower a short walk from SkyTrain and the mall; amenity floor with gym, party room and rooftop garden. Open Sunday 2-4.</p>
</section>
<section class="agent-card">
<h2>Listed by</h2>
<p class="agent-name">Harjit Sandhu PREC*</p>
<p class="agent-title">REALTOR®</p>
<p class="agent-firm">Macdonald Realty Ltd.</p>
<p><a href="tel:6045550147">604-555-0147</a></p>
<form class="inquiry"><textarea name="msg">I would like more information about 1906 - 6138 Silver Avenue.</textarea><button>Send</button></form>
</section>
<section class="similar">
<h2>Similar Listings</h2>
<article><a href="/listings/r3021175">2403 - 4880 Bennett Street, Burnaby</a><p>$869,000 · 2 Beds · 2 Baths · 845 Sq Ft</p></article>
<article><a href="/listings/r3016630">3105 - 6080 McKay Avenue, Burnaby</a><p>$1,095,000 · 3 Beds · 2 Baths · 1,104 Sq Ft</p></article>
<article><a href="/listings/r3019902">808 - 4650 Brentwood Boulevard, Burnaby</a><p>$749,900 · 1 Bed + Den · 1 Bath · 688 Sq Ft</p></article>
</section>
</main>
<footer>
<p>Macdonald Realty Ltd. · 2290 West 4th Avenue, Suite 300, Vancouver, BC V6K 1N8 · 604-555-0100</p>
<p>*Personal Real Estate Corporation. This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® and the Fraser Valley Real Estate Board, which assume no responsibility for its accuracy. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).</p>
${chrome("Macdonald Realty")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 938000, currency: "CAD" },
      propertyKind: "condo",
      street: "1906 - 6138 Silver Avenue",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5H 0E2",
      neighbourhood: "Metrotown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 912,
      yearBuilt: 2019,
      mlsNumber: "R3018844",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Macdonald Realty Ltd.",
      geo: { lat: 49.22647, lng: -123.00018 },
    },
  },
  {
    name: "ho51-fsbobc-house-vernon",
    site: "fsbo-bc.com",
    set: "held-out-51",
    traps: "a private-sale site: a site Listing # and no MLS®; owners' first names, not an agent or brokerage; total floor area and per-floor sizes; lot in acres; property tax; other owners' ads with prices and beds; the site operator's Kelowna office in the footer",
    pageUrl: "https://www.fsbo-bc.com/listing/55218/vernon/house",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vernon House For Sale By Owner - 4 Bed 3 Bath - $869,000 | FSBO-BC Listing #55218</title>
<meta name="description" content="Private sale: walk-out rancher on 0.34 acres in Vernon's East Hill with lake glimpses. No commission.">
<meta property="og:title" content="4417 Pleasant Valley Road, Vernon - $869,000">
<meta property="og:site_name" content="FSBO-BC">
<link rel="stylesheet" href="/css/site.css?v=20250914">
</head><body>
<div class="topbar"><a href="/">FSBO-BC</a> <span>For Sale By Owner in British Columbia since 1999</span><a href="/place-ad">Advertise your home</a><a href="/buyers">Buyers</a><a href="/packages">Packages</a></div>
<div id="content">
<div class="ad-head">
<h1>4417 Pleasant Valley Road, Vernon, BC</h1>
<p class="sub">V1T 4L9 · North Okanagan</p>
<p class="asking">Asking Price: <strong>$869,000</strong></p>
<p class="quick">House · 4 bedrooms · 3 bathrooms · 2,400 sq ft · 0.34 acres</p>
</div>
<table class="ad-details">
<tr><td>Listing #</td><td>55218</td></tr>
<tr><td>Property Type</td><td>Single Family House, rancher with walk-out basement</td></tr>
<tr><td>Bedrooms</td><td>4</td></tr>
<tr><td>Bathrooms</td><td>3</td></tr>
<tr><td>Main Floor</td><td>1,320 sq ft</td></tr>
<tr><td>Lower Floor</td><td>1,080 sq ft</td></tr>
<tr><td>Total Finished</td><td>2,400 sq ft</td></tr>
<tr><td>Lot Size</td><td>0.34 acres</td></tr>
<tr><td>Year Built</td><td>1996</td></tr>
<tr><td>Property Taxes</td><td>$4,120 (2025, before home owner grant)</td></tr>
<tr><td>Heating</td><td>Natural gas forced air, heat pump 2022</td></tr>
<tr><td>Garage</td><td>Double attached, 24 x 26</td></tr>
</table>
<div class="ad-text">
<h2>About this home</h2>
<p>We have loved raising our family here and are downsizing. Bright open main floor with vaulted ceilings, a renovated kitchen with quartz counters and a deck looking over the valley toward Kalamalka Lake. Two bedrooms up including the primary with a walk-in and ensuite, two more down with a family room and wet bar. Fenced back yard with raised garden beds and a 10 x 12 shed. School bus at the end of the driveway.</p>
<p>Viewing by appointment. Serious buyers only, please; realtors welcome to bring clients.</p>
</div>
<div class="contact-owner">
<h2>Contact the Owner</h2>
<p>Dale &amp; Marnie</p>
<p>Phone: 250-555-0172 (evenings)</p>
<form action="/listing/55218/contact" method="post"><input name="name" placeholder="Your name"><input name="phone" placeholder="Your phone"><textarea name="message"></textarea><button>Send message to owner</button></form>
</div>
<div class="more-ads">
<h3>More private sales in the North Okanagan</h3>
<ul>
<li><a href="/listing/55031">Armstrong - 3 bed, 2 bath rancher - $659,000</a></li>
<li><a href="/listing/55190">Coldstream - 5 bed, 4 bath, 1.2 acres - $1,149,000</a></li>
<li><a href="/listing/54977">Vernon - 2 bed condo, 1,020 sq ft - $389,900</a></li>
</ul>
</div>
</div>
<footer>
<p>FSBO-BC Marketing Inc. · 1634 Harvey Avenue, Suite 210, Kelowna, BC V1Y 6G2 · 1-888-555-0119</p>
<p>FSBO-BC is an advertising service and is not a licensed real estate brokerage. All information is supplied by the property owner and has not been verified. Buyers should obtain independent legal advice and an inspection.</p>
${chrome("FSBO-BC")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 869000, currency: "CAD" },
      propertyKind: "house",
      street: "4417 Pleasant Valley Road",
      city: "Vernon",
      province: "BC",
      postalCode: "V1T 4L9",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2400,
      lot: { value: 0.34, unit: "acres" },
      yearBuilt: 1996,
    },
  },
  {
    name: "ho51-ldar-bilevel-lethbridge-lakeview",
    site: "ldar.ca",
    set: "held-out-51",
    traps: "a regional board's public listing page: 3+1 bedrooms; above-grade area beside below-grade finished area; '2 full, 1 half' baths; A2-prefixed MLS® with a board record id in the app state; listing-courtesy brokerage line; nearby listings; the association's office address in the footer",
    pageUrl: "https://www.ldar.ca/listings/A2231847/2816-lakeview-drive-s-lethbridge",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>2816 Lakeview Drive S, Lethbridge, AB T1K 3M5 - MLS® A2231847 | Lethbridge &amp; District Association of REALTORS®</title>
<meta name="description" content="3+1 bedroom bi-level in Lakeview, Lethbridge. $489,900. View photos and details.">
<meta property="og:title" content="2816 Lakeview Drive S, Lethbridge">
<meta property="og:url" content="https://www.ldar.ca/listings/A2231847/2816-lakeview-drive-s-lethbridge">
<script>window.__LISTING__={"recordId":"9f31c2","mls":"A2231847","status":"Active","listPrice":489900,"beds":"3+1","bathsFull":2,"bathsHalf":1,"city":"Lethbridge","board":"LDAR"};</script>
</head><body>
<header><a href="/" class="brand">Lethbridge &amp; District Association of REALTORS®</a><nav><a href="/listings">Search Listings</a><a href="/open-houses">Open Houses</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/market-stats">Market Statistics</a><a href="/members">Members</a></nav></header>
<main id="listing">
<div class="listing-head">
<h1>2816 Lakeview Drive S</h1>
<p>Lethbridge, Alberta T1K 3M5</p>
<p class="price">$489,900</p>
<p class="status">Active · Listed Sep 22, 2025</p>
</div>
<ul class="key-facts">
<li><span>Bedrooms</span> 3+1</li>
<li><span>Bathrooms</span> 2 full, 1 half</li>
<li><span>Above Grade</span> 1,184 sq ft</li>
<li><span>Below Grade Finished</span> 1,050 sq ft</li>
</ul>
<table class="details">
<tr><th>MLS® #</th><td>A2231847</td></tr>
<tr><th>Property Type</th><td>Residential - Detached, Bi-Level</td></tr>
<tr><th>Community</th><td>Lakeview</td></tr>
<tr><th>Year Built</th><td>1976</td></tr>
<tr><th>Lot Size</th><td>5,501 sq ft</td></tr>
<tr><th>Garage</th><td>Double detached, 22 x 24</td></tr>
<tr><th>Taxes</th><td>$3,618 (2025)</td></tr>
<tr><th>Zoning</th><td>R-L</td></tr>
</table>
<section class="remarks">
<h3>Public Remarks</h3>
<p>Updated bi-level a block from Henderson Lake. New shingles (2021), furnace and hot water tank (2023), and vinyl plank through the main. Three bedrooms up with a half bath off the primary; fully developed lower level with a fourth bedroom, family room with gas fireplace and full bath. Alley access to the garage and RV parking.</p>
</section>
<section class="courtesy">
<p>Listing courtesy of <strong>Brennan Kovacs</strong>, Southland Realty Group Ltd.</p>
<p>Phone: 403-555-0138</p>
</section>
<section class="nearby">
<h3>Nearby Listings</h3>
<ul>
<li>2712 14 Avenue S · $452,000 · 4 bd · 2 ba · 1,090 sq ft</li>
<li>1903 Scenic Drive S · $615,500 · 5 bd · 3 ba · 1,466 sq ft</li>
<li>3014 Lakeview Drive S · Sold $471,000</li>
</ul>
</section>
</main>
<footer>
<address>Lethbridge &amp; District Association of REALTORS® · 522 6 Street South, Lethbridge, AB T1J 2E2 · 403-555-0100</address>
<p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA. Data is deemed reliable but is not guaranteed accurate by the Association.</p>
${chrome("LDAR")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 489900, currency: "CAD" },
      propertyKind: "house",
      street: "2816 Lakeview Drive S",
      city: "Lethbridge",
      province: "AB",
      postalCode: "T1K 3M5",
      neighbourhood: "Lakeview",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1184,
      lot: { value: 5501, unit: "ft2" },
      yearBuilt: 1976,
      mlsNumber: "A2231847",
      listingAgentName: "Brennan Kovacs",
      brokerageName: "Southland Realty Group Ltd.",
    },
  },
  {
    name: "ho51-mcdougallauction-farmland-rosetown",
    site: "mcdougallauction.com",
    set: "held-out-51",
    traps: "an unreserved land auction: no asking price, only an assessment, taxes, a deposit and bid increments; title acres beside cultivated acres; a legal land description instead of a street; another quarter in the same sale; the auctioneer's Regina head office in Organization JSON-LD and footer; map coordinates",
    pageUrl: "https://www.mcdougallauction.com/real-estate/unreserved-farmland-rosetown-sk-ne-12-30-15-w3",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unreserved Farmland Auction - NE 12-30-15 W3 near Rosetown, SK | McDougall Auctioneers</title>
<meta name="description" content="Online unreserved auction of one quarter section of cultivated farmland, RM of St. Andrews No. 287. Closes November 12, 2025.">
<meta property="og:title" content="Unreserved Farmland - Rosetown, SK">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "McDougall Auctioneers Ltd.", url: "https://www.mcdougallauction.com", telephone: "306-555-0180", address: { "@type": "PostalAddress", streetAddress: "5085 Tower Road", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4N 0A7", addressCountry: "CA" } })}
</head><body>
<header><a href="/" class="logo">McDougall Auctioneers</a><nav><a href="/auctions">Upcoming Auctions</a><a href="/real-estate">Real Estate</a><a href="/equipment">Equipment</a><a href="/sell">Sell With Us</a><a href="/register">Register to Bid</a></nav></header>
<main class="lot-page">
<p class="badge">UNRESERVED · ONLINE ONLY</p>
<h1>Farmland - NE 12-30-15 W3</h1>
<p class="loc">Rosetown, SK</p>
<div class="timer">Bidding opens Nov 3, 2025 at 9:00 a.m. CST · Closes Nov 12, 2025 at 1:00 p.m. CST</div>
<p class="current-bid">Current bid: <span>No bids yet</span></p>
<table class="lot-info">
<tr><th>Lot #</th><td>1</td></tr>
<tr><th>Legal Land Description</th><td>NE 12-30-15 W3, Ext 0</td></tr>
<tr><th>Location</th><td>Rosetown, SK</td></tr>
<tr><th>Rural Municipality</th><td>St. Andrews No. 287</td></tr>
<tr><th>Title Acres</th><td>159.34</td></tr>
<tr><th>Cultivated Acres</th><td>148 (approx.)</td></tr>
<tr><th>Soil Final Rating</th><td>61.5</td></tr>
<tr><th>2025 Assessment</th><td>$268,400</td></tr>
<tr><th>2025 Taxes</th><td>$1,402.18</td></tr>
<tr><th>Deposit</th><td>10% of the final bid, due within 48 hours</td></tr>
<tr><th>Bid Increment</th><td>$5,000</td></tr>
</table>
<section class="desc">
<h2>Description</h2>
<p>Quarter section of class G-H farmland 8 miles south of Rosetown on the grid road. Seeded to canola in 2025 and wheat in 2024; no buildings, no yard site. Surface lease revenue: none. Possession on March 1, 2026, subject to the existing cash rent agreement for the 2026 crop year. Sells to the highest bidder regardless of price.</p>
</section>
<div id="map" class="lot-map" data-lat="51.43512" data-lng="-107.99268" data-zoom="12"></div>
<section class="same-sale">
<h2>Also in this sale</h2>
<p><a href="/real-estate/unreserved-farmland-rosetown-sk-se-13-30-15-w3">Lot 2 - SE 13-30-15 W3 · 158.9 title acres · 2025 assessment $254,900</a></p>
</section>
<section class="contact">
<h2>Real estate inquiries</h2>
<p>Tyler Dumont</p>
<p>McDougall Auctioneers Ltd.</p>
<p>306-555-0184</p>
</section>
</main>
<footer>
<p>McDougall Auctioneers Ltd. · 5085 Tower Road, Regina, SK S4N 0A7 · Licensed auctioneers in Saskatchewan, Alberta and Manitoba</p>
<p>All acreages, assessments and descriptions are believed accurate but are not warranted. Buyers are responsible for their own due diligence. A 10% buyer's premium does not apply to real estate lots.</p>
${chrome("McDougall Auctioneers")}
</footer>
</body></html>`,
    expected: {
      propertyKind: "farm",
      city: "Rosetown",
      province: "SK",
      lot: { value: 159.34, unit: "acres" },
      listingAgentName: "Tyler Dumont",
      brokerageName: "McDougall Auctioneers Ltd.",
      geo: { lat: 51.43512, lng: -107.99268 },
    },
  },
];
