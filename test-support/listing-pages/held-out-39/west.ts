/**
 * Thirty-ninth held-out corpus, western Canada: a Victoria board's house in Saanich, a Vancouver brokerage's condo, a
 * Sutton townhouse in Surrey's Cloverdale, a CBRE industrial building in Saskatoon and a Calgary café on a
 * business-for-sale marketplace.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string, email: string): string => `
<div id="cookie-consent" class="cc-window" role="dialog" aria-live="polite"><p>${brand} uses cookies and similar technologies to keep you signed in, remember saved searches and measure site traffic. See our privacy policy to learn more or to change your preferences.</p><button class="cc-allow" type="button">Got it</button><button class="cc-settings" type="button">Preferences</button></div>
<section class="signup"><h3>Stay in the loop</h3><form action="/newsletter" method="post"><label for="su-email">Email address</label><input id="su-email" name="email" type="email" placeholder="${email}"><label><input type="checkbox" name="consent" value="1"> I agree to receive market reports and new listing alerts. Unsubscribe at any time.</label><button type="submit">Sign up</button></form></section>
<nav class="legal"><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/accessibility">Accessibility</a> · <a href="/sitemap.xml">Sitemap</a></nav>
<script src="/static/js/vendor.min.js" defer></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view",page_type:"listing_detail"});document.addEventListener("DOMContentLoaded",function(){var c=document.getElementById("cookie-consent");if(c&&localStorage.getItem("cc")){c.hidden=true;}c&&c.querySelector(".cc-allow").addEventListener("click",function(){localStorage.setItem("cc","1");c.hidden=true;});});</script>`;

export const HELD_OUT_39_WEST: ListingPage[] = [
  {
    name: "ho39-vreb-house-saanich",
    site: "vreb.org",
    set: "held-out-39",
    traps: "a regional board's public listing: Saanich municipality with a 'Gordon Head' neighbourhood label and a Victoria board office; '3 + 2' bedrooms; BC Assessment value and gross taxes beside the price; finished and unfinished floor area; lot in sq ft; a board id in the URL that is not the MLS®; a sold comparable; map coordinates in an embedded JSON",
    pageUrl: "https://www.vreb.org/listing/88412907/1846-arbordale-pl-saanich",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1846 Arbordale Pl, Saanich – MLS® 1014872 | Victoria Real Estate Board</title>
<meta name="description" content="Single family house in Gordon Head, Saanich East. 5 bedrooms, 3 bathrooms. Listed at $1,389,000.">
<meta property="og:image" content="https://cdn.vreb.org/photos/1014872/1.jpg">
</head><body class="listing-detail">
<header class="site-header"><a class="logo" href="/">Victoria Real Estate Board</a><nav><a href="/search">Find a Home</a><a href="/market-stats">Market Statistics</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/consumers">For Consumers</a></nav></header>
<main>
<ol class="breadcrumbs"><li><a href="/search">Search</a></li><li><a href="/search?area=saanich-east">Saanich East</a></li><li>Gordon Head</li></ol>
<div class="listing-head">
<h1 class="address">1846 Arbordale Pl</h1>
<p class="locality">Saanich, BC V8N 3K2</p>
<p class="sub-area">Sub-area: <span>SE Gordon Head</span></p>
<div class="list-price">$1,389,000</div>
<p class="assessment">2026 BC Assessment: $1,254,000</p>
</div>
<table class="listing-facts">
<tr><th>MLS® Number</th><td>1014872</td></tr>
<tr><th>Property Type</th><td>Single Family Detached</td></tr>
<tr><th>Bedrooms</th><td>3 + 2</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Finished Floor Area</th><td>2,640 sq ft</td></tr>
<tr><th>Unfinished Floor Area</th><td>410 sq ft</td></tr>
<tr><th>Lot Size</th><td>7,405 sq ft</td></tr>
<tr><th>Year Built</th><td>1978</td></tr>
<tr><th>Gross Taxes</th><td>$6,412 (2025)</td></tr>
<tr><th>Zoning</th><td>RS-6</td></tr>
</table>
<section class="remarks"><h2>Description</h2><p>Well-kept split-level on a quiet cul-de-sac minutes from UVic and Mt. Douglas Park. Three bedrooms up including a primary with a 3-piece ensuite; the lower level has two more bedrooms, a full bath and a separate entrance suited to extended family. Updated kitchen (2021), heat pump, double garage and a private, sunny back garden with raised beds. Measurements approximate; buyer to verify if important.</p>
<ul class="rooms"><li>Living Room 18'2 x 14'6</li><li>Kitchen 12'0 x 11'4</li><li>Primary Bedroom 15'1 x 12'8</li><li>Recreation Room 22'0 x 13'3</li></ul></section>
<section class="listed-by"><h2>Listed by</h2><p class="agent">Morgan Thiessen</p><p class="office">Harbour Light Realty Ltd.</p><p class="phone">250-555-0147</p></section>
<section class="comparables"><h2>Recently sold nearby</h2><div class="card">1822 Arbordale Pl · Sold $1,210,000 · 4 bd · 3 ba</div><div class="card">4010 Cedar Hill Rd · Sold $1,462,500 · 5 bd · 4 ba</div></section>
<section class="nearby"><h2>Other listings in Saanich East</h2><div class="card">3-1598 McKenzie Ave · $649,900 · 2 bd</div><div class="card">2566 Tudor Ave · $2,150,000 · 6 bd</div></section>
</main>
<script id="listing-map-data" type="application/json">{"listingId":88412907,"mls":"1014872","lat":48.47391,"lng":-123.32168,"zoom":15}</script>
<footer class="site-footer"><p>Victoria Real Estate Board · 3035 Nanaimo Street, Victoria, BC V8T 4W2 · 250-385-7766</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA). Data is deemed reliable but is not guaranteed accurate by the Victoria Real Estate Board.</p></footer>
${chrome("The Victoria Real Estate Board", "you@example.ca")}
</body></html>`,
    expected: {
      price: { amount: 1389000, currency: "CAD" },
      propertyKind: "house",
      street: "1846 Arbordale Pl",
      city: "Saanich",
      province: "BC",
      postalCode: "V8N 3K2",
      neighbourhood: "Gordon Head",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 2640,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "1014872",
      listingAgentName: "Morgan Thiessen",
      brokerageName: "Harbour Light Realty Ltd.",
      geo: { lat: 48.47391, lng: -123.32168 },
    },
  },
  {
    name: "ho39-oakwyn-condo-mountpleasant",
    site: "oakwyn.com",
    set: "held-out-39",
    traps: "a Vancouver independent brokerage's condo on an IDX template: unit-dash-street address; two co-listing agents; strata fee, gross taxes and price per sq ft beside the price; R-prefixed MLS®; JSON-LD offer; the brokerage's Kitsilano office in the footer; a 'sold over asking' card for another unit",
    pageUrl: "https://oakwyn.com/listings/r3012458-608-245-east-5th-avenue-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>608-245 East 5th Avenue, Vancouver | R3012458 | Oakwyn</title>
<meta name="description" content="2 bed, 2 bath apartment in Mount Pleasant VE, Vancouver East. 862 sq ft. $829,000.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "608-245 East 5th Avenue", url: "https://oakwyn.com/listings/r3012458-608-245-east-5th-avenue-vancouver", offers: { "@type": "Offer", price: 829000, priceCurrency: "CAD" }, about: { "@type": "Apartment", numberOfRooms: 2, floorSize: { "@type": "QuantitativeValue", value: 862, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "608-245 East 5th Avenue", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V5T 0B4" } } })}
</head><body>
<header class="nav"><a href="/" class="brand">OAKWYN</a><ul><li><a href="/listings">Listings</a></li><li><a href="/agents">Agents</a></li><li><a href="/presales">Presales</a></li><li><a href="/about">About</a></li></ul></header>
<main class="idx-detail">
<section class="hero"><h1>608-245 East 5th Avenue</h1><h2>Mount Pleasant VE, Vancouver East</h2><p>Vancouver, BC V5T 0B4</p>
<div class="price-row"><span class="price">$829,000</span><span class="ppsf">$962 / sq ft</span></div></section>
<ul class="quick"><li><strong>2</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>862</strong> Sq Ft</li><li>Built <strong>2019</strong></li></ul>
<dl class="details">
<dt>MLS® #</dt><dd>R3012458</dd>
<dt>Type</dt><dd>Apartment/Condo</dd>
<dt>Strata Fee</dt><dd>$512.40 / month</dd>
<dt>Gross Taxes</dt><dd>$2,418 (2025)</dd>
<dt>Parking</dt><dd>1 secured stall</dd>
<dt>Storage</dt><dd>1 locker</dd>
<dt>Pets</dt><dd>Yes, with restrictions</dd>
</dl>
<article class="description"><p>South-facing corner home on the sixth floor with city and mountain glimpses. Split bedrooms, wide-plank flooring, integrated appliances and air conditioning. Rooftop deck with BBQs and planters, bike room, EV-ready parking. Steps to Main Street, Mount Pleasant Park and the future Broadway subway.</p></article>
<section class="agents"><h3>Listing Agents</h3>
<div class="agent-card"><p class="name">Priya Nandal</p><p>Personal Real Estate Corporation</p><p>604-555-0183</p></div>
<div class="agent-card"><p class="name">Marcus Oyelaran</p><p>604-555-0191</p></div>
<p class="brokerage">Oakwyn Realty Ltd.</p></section>
<section class="related"><h3>Similar listings</h3>
<div class="card">502-245 East 5th Avenue · SOLD $851,000 (over asking)</div>
<div class="card">1102-188 East 1st Avenue · $749,000 · 1 bed + den</div></section>
</main>
<footer><p>Oakwyn Realty Ltd. · 2011 West 4th Avenue, Vancouver, BC V6J 1N3</p><p>This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.</p></footer>
${chrome("Oakwyn", "email@domain.com")}
</body></html>`,
    expected: {
      price: { amount: 829000, currency: "CAD" },
      propertyKind: "condo",
      street: "608-245 East 5th Avenue",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5T 0B4",
      neighbourhood: "Mount Pleasant VE",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 862,
      yearBuilt: 2019,
      mlsNumber: "R3012458",
      listingAgentName: "Priya Nandal",
      brokerageName: "Oakwyn Realty Ltd.",
    },
  },
  {
    name: "ho39-sutton-townhouse-cloverdale",
    site: "sutton.com",
    set: "held-out-39",
    traps: "a national brokerage network's townhouse: the summary card counts '3 baths' while the facts split 2 full and 1 half; Cloverdale as a neighbourhood of Surrey; strata fee and taxes; room dimensions; an internal 'Listing ID' beside the R-prefixed MLS®; a second agent on the team; another office's address in the footer",
    pageUrl: "https://www.sutton.com/property/21-17555-60-avenue-surrey-bc-r3009871",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>21-17555 60 Avenue, Surrey BC – Townhouse for Sale | Sutton</title>
<meta property="og:title" content="21-17555 60 Avenue, Cloverdale BC Cloverdale – $899,900">
<meta property="og:description" content="3 Beds | 3 Baths | 1,584 SqFt Townhouse">
</head><body>
<header><a href="/"><img src="/img/sutton-logo.svg" alt="Sutton"></a><nav><a href="/search">Buy</a><a href="/sell">Sell</a><a href="/offices">Offices</a><a href="/careers">Join Sutton</a></nav></header>
<main class="property">
<div class="summary-card"><h1>21-17555 60 Avenue</h1><p class="where">Cloverdale, Surrey, BC V3S 1T9</p><p class="price">$899,900</p><p class="icons">3 Beds · 3 Baths · 1,584 SqFt</p></div>
<section class="facts"><h2>Property Details</h2>
<div class="row"><span class="label">MLS® Number</span><span class="value">R3009871</span></div>
<div class="row"><span class="label">Listing ID</span><span class="value">SUT-4471902</span></div>
<div class="row"><span class="label">Property Type</span><span class="value">Townhouse</span></div>
<div class="row"><span class="label">Bedrooms</span><span class="value">3</span></div>
<div class="row"><span class="label">Full Bathrooms</span><span class="value">2</span></div>
<div class="row"><span class="label">Half Bathrooms</span><span class="value">1</span></div>
<div class="row"><span class="label">Floor Area</span><span class="value">1,584 sq ft</span></div>
<div class="row"><span class="label">Year Built</span><span class="value">2012</span></div>
<div class="row"><span class="label">Strata Fees</span><span class="value">$385.00 / month</span></div>
<div class="row"><span class="label">Taxes</span><span class="value">$3,356 / 2025</span></div>
<div class="row"><span class="label">Complex</span><span class="value">Creekside Commons</span></div>
</section>
<section class="rooms"><h2>Rooms</h2><table><tr><th>Room</th><th>Level</th><th>Dimensions</th></tr><tr><td>Living</td><td>Main</td><td>14'6 x 13'0</td></tr><tr><td>Kitchen</td><td>Main</td><td>12'2 x 9'8</td></tr><tr><td>Primary</td><td>Above</td><td>13'4 x 12'0</td></tr><tr><td>Rec Room</td><td>Below</td><td>16'0 x 11'6</td></tr></table></section>
<section class="remarks"><p>End unit in a well-run complex backing onto greenbelt. Open main floor with a gas fireplace, three bedrooms up, and a flex room below with a walkout to a fenced yard. Side-by-side double garage. Walk to Cloverdale's historic 176th Street shops and the fairgrounds.</p></section>
<section class="agents"><h2>Presented by</h2><div class="agent"><b>Harjit Sandhu</b><br>Sutton Group - Cloverdale Realty<br>604-555-0104</div><div class="agent"><b>Ellie Zhang</b><br>Sutton Group - Cloverdale Realty<br>604-555-0178</div></section>
<section class="more"><h2>Nearby Townhouses</h2><div class="card">45-6088 164 Street · $824,000</div><div class="card">8-18099 64 Avenue · $968,800</div></section>
</main>
<footer><p>Sutton Group - Langley Realty · 20475 Fraser Highway, Langley, BC V3A 4G4</p><p>Each Sutton office is independently owned and operated. MLS® data supplied by the Fraser Valley Real Estate Board.</p></footer>
${chrome("Sutton", "name@email.com")}
</body></html>`,
    expected: {
      price: { amount: 899900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "21-17555 60 Avenue",
      city: "Surrey",
      province: "BC",
      postalCode: "V3S 1T9",
      neighbourhood: "Cloverdale",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1584,
      yearBuilt: 2012,
      mlsNumber: "R3009871",
      listingAgentName: "Harjit Sandhu",
      brokerageName: "Sutton Group - Cloverdale Realty",
    },
  },
  {
    name: "ho39-cbre-industrial-saskatoon",
    site: "cbre.ca",
    set: "held-out-39",
    traps: "a commercial brokerage's industrial sale: three advisors; a lease-rate alternative ($/sf net) and additional rent beside the sale price; office area inside the building area; site area in acres; clear height and dock doors; property taxes; no MLS® but a CBRE property id; the Saskatoon office and a Regina office in the footer; embedded JSON with coordinates",
    pageUrl: "https://www.cbre.ca/properties/industrial/details/CA-SMPL-118204/3310-millar-avenue-saskatoon",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3310 Millar Avenue, Saskatoon, SK | Industrial For Sale | CBRE</title>
<meta name="description" content="24,600 sf freestanding industrial building on 2.14 acres in the North Industrial area of Saskatoon. For sale or lease.">
</head><body>
<header class="cbre-header"><a href="/">CBRE</a><nav><a href="/properties">Properties</a><a href="/services">Services</a><a href="/insights">Insights</a><a href="/offices">Offices</a></nav></header>
<main class="pdp">
<h1>3310 Millar Avenue</h1>
<p class="pdp-address">North Industrial · Saskatoon, SK S7K 7G9</p>
<div class="pdp-pricing"><div><span class="k">Sale Price</span><span class="v">$4,350,000</span></div><div><span class="k">Lease Rate</span><span class="v">$11.50 / sf / yr (Net)</span></div><div><span class="k">Additional Rent</span><span class="v">$3.85 / sf (2026 est.)</span></div></div>
<table class="pdp-specs">
<tr><td>Property Type</td><td>Industrial – Warehouse / Distribution</td></tr>
<tr><td>Building Size</td><td>24,600 sf</td></tr>
<tr><td>Office Area</td><td>3,200 sf</td></tr>
<tr><td>Site Area</td><td>2.14 acres</td></tr>
<tr><td>Year Built</td><td>1998</td></tr>
<tr><td>Clear Height</td><td>24'</td></tr>
<tr><td>Loading</td><td>4 dock, 2 drive-in (14' x 16')</td></tr>
<tr><td>Zoning</td><td>IL1 – Light Industrial</td></tr>
<tr><td>Property Taxes</td><td>$41,870 (2025)</td></tr>
<tr><td>Property ID</td><td>CA-SMPL-118204</td></tr>
</table>
<section class="pdp-highlights"><h2>Highlights</h2><ul><li>Freestanding building with fenced, gravelled yard</li><li>Two-storey office with boardroom and lunchroom</li><li>600 amp, 3-phase power; radiant heat in the warehouse</li><li>Quick access to Circle Drive and Highway 16</li></ul></section>
<section class="pdp-contacts"><h2>Contacts</h2>
<div class="broker"><p class="n">Dana Kowalchuk</p><p>Senior Vice President</p><p>306-555-0162</p></div>
<div class="broker"><p class="n">Tyler Brandt</p><p>Vice President</p><p>306-555-0119</p></div>
<div class="broker"><p class="n">Renée Gauthier</p><p>Associate</p><p>306-555-0127</p></div>
<p class="firm">CBRE Limited</p></section>
<section class="similar"><h2>Similar properties</h2><div class="card">815 60th Street East · For Lease · $9.75/sf</div><div class="card">2240 Faithfull Avenue · For Sale · $2,995,000</div></section>
</main>
<script id="__PDP_DATA__" type="application/json">{"propertyId":"CA-SMPL-118204","coordinates":{"lat":52.16904,"lon":-106.63522},"aspects":["isSale","isLetting"],"currency":"CAD"}</script>
<footer><p>CBRE Limited, Real Estate Brokerage · 410 22nd Street East, Suite 1000, Saskatoon, SK S7K 5T6</p><p>Regina: 2010 11th Avenue, Suite 500, Regina, SK S4P 0J3</p><p>This disclaimer shall apply to CBRE Limited, Real Estate Brokerage, and to all other divisions of the Corporation. The information set out herein has not been verified, and CBRE does not represent, warrant or guarantee its accuracy.</p></footer>
${chrome("CBRE", "Business email")}
</body></html>`,
    expected: {
      price: { amount: 4350000, currency: "CAD" },
      propertyKind: "commercial",
      street: "3310 Millar Avenue",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7K 7G9",
      neighbourhood: "North Industrial",
      squareFootage: 24600,
      lot: { value: 2.14, unit: "acres" },
      yearBuilt: 1998,
      listingAgentName: "Dana Kowalchuk",
      brokerageName: "CBRE Limited",
      geo: { lat: 52.16904, lng: -106.63522 },
    },
  },
  {
    name: "ho39-businessesforsale-cafe-calgary",
    site: "businessesforsale.com",
    set: "held-out-39",
    traps: "a business-for-sale marketplace: asking price beside sales revenue, cash flow, monthly rent and inventory value; no street (location by district); the marketplace's own listing reference; a broker named in the contact block; premises size; other businesses' prices in the sidebar; the marketplace's UK head office in the footer",
    pageUrl: "https://ca.businessesforsale.com/canadian/established-espresso-bar-in-calgary-beltline-for-sale.aspx",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Established Espresso Bar in Calgary Beltline for sale | BusinessesForSale.com</title>
<meta name="description" content="Profitable espresso bar with loyal following in Calgary's Beltline. Asking price CA$189,000. Cash flow CA$98,000.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Established Espresso Bar in Calgary Beltline", offers: { "@type": "Offer", price: "189000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header><a href="/" class="logo">BusinessesForSale.com</a><nav><a href="/canadian/search/businesses-for-sale">Businesses for sale</a><a href="/canadian/franchises">Franchises</a><a href="/canadian/sell-a-business">Sell a business</a></nav></header>
<main id="listing">
<h1>Established Espresso Bar in Calgary Beltline</h1>
<p class="location">Location: Beltline, Calgary, Alberta</p>
<dl class="financials">
<dt>Asking Price:</dt><dd>CA$189,000</dd>
<dt>Sales revenue:</dt><dd>CA$612,000</dd>
<dt>Cash flow:</dt><dd>CA$98,000</dd>
<dt>Inventory / Stock:</dt><dd>CA$8,500 (not included)</dd>
<dt>Rent:</dt><dd>CA$6,200 per month</dd>
</dl>
<section class="overview"><h2>Business Overview</h2><p>Busy neighbourhood espresso bar open seven days, with strong morning commuter trade and a growing catering line for nearby offices. Fully equipped: two-group espresso machine, grinders, walk-in cooler and a licensed seating area for 34. Trained staff of six willing to stay. Owner relocating.</p></section>
<section class="details"><h2>Property / Premises</h2><p>Leased premises of 1,450 sq ft at street level. Lease runs to 2031 with one five-year option to renew.</p>
<ul><li>Employees: 6</li><li>Years established: 9</li><li>Reason for selling: Relocation</li><li>Financing: Vendor financing considered</li></ul></section>
<section class="contact"><h2>Contact the broker</h2><p class="broker-name">Gordon Lee</p><p class="broker-firm">Prairie Business Brokers Inc.</p><form><input name="name" placeholder="Your name"><input name="email" placeholder="Your email"><textarea name="msg">I am interested in this business.</textarea><button>Send enquiry</button></form></section>
<p class="ref">Listing ID: 2741938</p>
<aside class="similar"><h3>Similar businesses</h3><div>Bakery &amp; Café, Edmonton · CA$245,000</div><div>Bubble Tea Franchise, Calgary · CA$139,000</div><div>Juice Bar, Canmore · CA$95,000</div></aside>
</main>
<footer><p>BusinessesForSale.com is part of Dynamis Ltd · 7 Grosvenor Gardens, London SW1W 0BD, United Kingdom</p><p>Information on this listing is supplied by the seller or their broker and has not been verified.</p></footer>
${chrome("BusinessesForSale.com", "Your email")}
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "CAD" },
      propertyKind: "business",
      city: "Calgary",
      province: "AB",
      neighbourhood: "Beltline",
      squareFootage: 1450,
      listingAgentName: "Gordon Lee",
      brokerageName: "Prairie Business Brokers Inc.",
    },
  },
];
