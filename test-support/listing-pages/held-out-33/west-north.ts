/**
 * Thirty-third held-out corpus, the Prairies, British Columbia and the North: a Sterling Homes quick-possession
 * house in Edmonton, a CREB® regional listing of a Calgary duplex half, a Real Estate Webmasters agent site's condo in
 * Kelowna and a Yellowknife brokerage's house in Niven Lake. Addresses, names and numbers are invented; the expected
 * facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_33_WEST_NORTH: ListingPage[] = [
  {
    name: "ho33-sterlinghomes-quickpossession-edmonton",
    site: "sterlinghomes.ca",
    set: "held-out-33",
    traps: "a Prairie new-home builder's quick-possession page in Edmonton's Glenridding Heights: 'Price incl. GST' beside a 'Starting from' price of the model elsewhere; the model name; '3 Bed · 2.5 Bath · 1,872 sq ft'; possession date; the lot number and block (not an MLS); a show-home address in another community; other quick-possessions with prices",
    pageUrl: "https://www.sterlinghomes.ca/edmonton/quick-possessions/2619-glenridding-way-sw",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2619 Glenridding Way SW – Quick Possession | Sterling Homes Edmonton</title>
<meta name="description" content="Quick possession home in Glenridding Heights, Edmonton. The Kendall model, 1,872 sq ft, 3 bedrooms. $614,900 incl. GST.">
<script id="qp-data" type="application/json">${JSON.stringify({ qpId: 88417, model: "Kendall", community: "Glenridding Heights", city: "Edmonton", lot: "Lot 18, Block 7", price: 614900, modelStartingFrom: 569900, sqft: 1872, beds: 3, baths: 2.5, garage: "Double attached", possession: "March 2027", lat: 53.41487, lng: -113.53812 })}</script>
</head><body>
<header><a class="sh-logo" href="/">Sterling Homes</a><nav><a href="/edmonton/communities">Communities</a><a href="/edmonton/home-designs">Home Designs</a><a href="/edmonton/quick-possessions">Quick Possessions</a><a href="/edmonton/show-homes">Show Homes</a></nav></header>
<main>
<nav class="crumbs"><a href="/edmonton">Edmonton</a> / <a href="/edmonton/communities/glenridding-heights">Glenridding Heights</a> / 2619 Glenridding Way SW</nav>
<section class="qp-hero"><h1>2619 Glenridding Way SW</h1><p class="qp-community">Glenridding Heights · Edmonton, AB</p>
<p class="qp-price">$614,900 <small>Price incl. GST</small></p><p class="qp-possession">Possession: March 2027</p></section>
<section class="qp-specs"><h2>The Kendall</h2>
<ul><li>3 Bed</li><li>2.5 Bath</li><li>1,872 sq ft</li><li>Double attached garage</li><li>Lot 18, Block 7</li></ul>
<p>The Kendall is a two-storey front-attached home with an open main floor, a flex room, and an upper bonus room. This quick possession includes a side entrance, 9' basement foundation, quartz throughout and an upgraded appliance package.</p>
<p class="model-from">Kendall model starting from $569,900</p></section>
<section class="qp-included"><h2>Included upgrades</h2><ul><li>Side entrance for future basement development</li><li>Quartz countertops in kitchen and baths</li><li>Luxury vinyl plank on main floor</li><li>Rough-in for central air</li><li>Alberta New Home Warranty</li></ul></section>
<section class="qp-community"><h2>About Glenridding Heights</h2><p>Glenridding Heights is a southwest Edmonton community near the North Saskatchewan River valley, with walking trails, a planned school site, a commercial centre along 170 Street and quick access to Anthony Henday Drive. Residents are minutes from the Windermere shopping district and the Currents of Windermere.</p><p>Community amenities include several parks and playgrounds, storm ponds with paved loops and an off-leash area.</p></section>
<section class="qp-warranty"><h2>Peace of mind</h2><p>Every Sterling home is backed by the Alberta New Home Warranty Program: one year on materials and labour, two years on delivery and distribution systems, five years on the building envelope and ten years on structural components.</p></section>
<section class="qp-showhome"><h2>Visit our show home</h2><p>Desrochers show home · 3120 Dixon Landing SW, Edmonton · Mon–Thu 2–8, Sat–Sun 12–5</p><p>Area Sales Manager: Harpreet Sandhu · 780-555-0185</p></section>
<section class="qp-more"><h2>More quick possessions</h2><div>2631 Glenridding Way SW · $589,900</div><div>1204 Chahley Landing SW · $642,500</div></section>
</main>
<footer><p>Sterling Homes Edmonton · Prices include GST and are subject to change without notice. Renderings are artist's concepts. E.&amp;O.E.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 614900 },
      propertyKind: "house",
      street: "2619 Glenridding Way SW",
      city: "Edmonton",
      province: "AB",
      neighbourhood: "Glenridding Heights",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1872,
      geo: { lat: 53.41487, lng: -113.53812 },
    },
  },
  {
    name: "ho33-creb-semi-calgary",
    site: "creb.com",
    set: "held-out-33",
    traps: "a Calgary board's regional listing page for one half of a side-by-side duplex in Killarney/Glengarry: 'Semi Detached (Half Duplex)'; the A-prefixed MLS®; 'Beds 3 + 1'; 'Baths 3 full, 1 half'; above-grade sq ft beside the developed basement; lot in m² with the sq ft beside it; the listing office and agent; 'Other listings nearby' with prices",
    pageUrl: "https://www.creb.com/listing/a2278314-2715-28-street-sw-calgary",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2715 28 Street SW, Calgary – A2278314 | CREB®</title>
<meta name="description" content="Semi-detached home for sale in Killarney/Glengarry, Calgary. 3+1 beds, 3.5 baths. $849,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2715 28 Street SW", address: { "@type": "PostalAddress", streetAddress: "2715 28 Street SW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T3E 2J4" }, geo: { "@type": "GeoCoordinates", latitude: 51.03125, longitude: -114.12377 } })}
</head><body>
<header><a href="/" class="creb-logo">CREB®</a><nav><a href="/listings">Search Listings</a><a href="/market-stats">Market Stats</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<main class="listing">
<div class="listing-top"><h1>2715 28 Street SW</h1><p>Killarney/Glengarry, Calgary, AB T3E 2J4</p><p class="price">$849,000</p></div>
<div class="listing-stats"><div><b>3 + 1</b><span>Beds</span></div><div><b>3 full, 1 half</b><span>Baths</span></div><div><b>1,904</b><span>Sq Ft Above Grade</span></div><div><b>2015</b><span>Built</span></div></div>
<table class="listing-table">
<tr><th>MLS® #</th><td>A2278314</td></tr>
<tr><th>Property Type</th><td>Residential</td></tr>
<tr><th>Property Sub-Type</th><td>Semi Detached (Half Duplex)</td></tr>
<tr><th>Style</th><td>2 Storey, Side by Side</td></tr>
<tr><th>Basement</th><td>Finished, Full (approx. 862 sq ft developed)</td></tr>
<tr><th>Lot Size</th><td>280 m² (3,014 sq ft)</td></tr>
<tr><th>Parking</th><td>Double Garage Detached</td></tr>
<tr><th>Condo Fee</th><td>None</td></tr>
<tr><th>Tax Amount</th><td>$5,310 (2026)</td></tr>
</table>
<section><h2>Remarks</h2><p>Inner-city infill half duplex on a quiet street two blocks from Killarney Aquatic Centre. Ten-foot ceilings, a chef's kitchen with a gas range and a walk-in pantry, three bedrooms upstairs each with its own bath, and a developed basement with a fourth bedroom, rec room and wet bar. West-facing yard and a detached double garage off the lane.</p></section>
<section class="listing-office"><h2>Listing Office</h2><p>Kayla Brandt</p><p>Chinook Peaks Realty Ltd.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><th>Room</th><th>Level</th></tr><tr><td>Living Room</td><td>Main</td></tr><tr><td>Kitchen</td><td>Main</td></tr><tr><td>Dining Room</td><td>Main</td></tr><tr><td>Bedroom - Primary</td><td>Upper</td></tr><tr><td>Bedroom</td><td>Upper</td></tr><tr><td>Bedroom</td><td>Upper</td></tr><tr><td>Bedroom</td><td>Lower</td></tr><tr><td>Game Room</td><td>Lower</td></tr></table></section>
<section class="community"><h2>Community</h2><p>Killarney/Glengarry is an established inner-city community west of 37 Street SW with quick access to downtown, Crowchild Trail and the 45 Street CTrain station. Schools, the aquatic centre and Shaganappi Point golf course are nearby.</p></section>
<section class="nearby"><h2>Other listings nearby</h2><p>2719 28 Street SW · $859,900</p><p>2604 30 Street SW · $1,095,000</p><p>Killarney/Glengarry benchmark price: $796,300</p></section>
</main>
<footer><p>CREB® · 300 Manning Road NE, Calgary, AB T2E 8K4. Data is supplied by Pillar 9™ MLS® System. Information is believed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "semi-detached",
      street: "2715 28 Street SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3E 2J4",
      neighbourhood: "Killarney/Glengarry",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1904,
      lot: { value: 280, unit: "m2" },
      yearBuilt: 2015,
      mlsNumber: "A2278314",
      listingAgentName: "Kayla Brandt",
      brokerageName: "Chinook Peaks Realty Ltd.",
      geo: { lat: 51.03125, lng: -114.12377 },
    },
  },
  {
    name: "ho33-rew-agentsite-condo-kelowna",
    site: "realestatewebmasters.com",
    set: "held-out-33",
    traps: "a Real Estate Webmasters agent site's condo in Kelowna's Lower Mission: 'Bedrooms 2' and 'Bathrooms 2'; 'Sqft 1,068'; strata fee per month; the 10-digit BC interior MLS® beside the site's own listing id; a 'Price/Sqft'; the agent team and the brokerage; 'Listing provided courtesy of' another brokerage's name (the listing brokerage)",
    pageUrl: "https://www.okanaganlakeliving.ca/listing/10351277-3311-lakeshore-road-kelowna/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#412 3311 Lakeshore Road, Kelowna, BC V1W 3S9 | MLS® 10351277</title>
<meta name="description" content="2 bed, 2 bath apartment in Lower Mission, Kelowna. 1,068 sqft. $649,000.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "#412 3311 Lakeshore Road", offers: { "@type": "Offer", price: "649000", priceCurrency: "CAD" } })}
</head><body class="rew-site">
<header><div class="rew-brand">Okanagan Lake Living – The Varga Team</div><nav><a href="/search/">Search</a><a href="/buyers/">Buyers</a><a href="/sellers/">Sellers</a></nav></header>
<main id="listing-details" data-rew-id="rew-2299018">
<div class="rew-title"><h1>#412 3311 Lakeshore Road</h1><p>Kelowna, BC V1W 3S9</p><p class="rew-price">$649,000</p></div>
<div class="rew-keyvals">
<dl><dt>MLS® #</dt><dd>10351277</dd></dl>
<dl><dt>Type</dt><dd>Apartment</dd></dl>
<dl><dt>Ownership</dt><dd>Strata</dd></dl>
<dl><dt>Sub-Area</dt><dd>Lower Mission</dd></dl>
<dl><dt>Bedrooms</dt><dd>2</dd></dl>
<dl><dt>Bathrooms</dt><dd>2</dd></dl>
<dl><dt>Sqft</dt><dd>1,068</dd></dl>
<dl><dt>Price/Sqft</dt><dd>$608</dd></dl>
<dl><dt>Year Built</dt><dd>2009</dd></dl>
<dl><dt>Strata Fee</dt><dd>$498/month</dd></dl>
</div>
<section class="rew-remarks"><h2>Property Description</h2><p>Top-floor corner home a short walk from the beach, with vaulted ceilings in the living room, a gas fireplace and a wrap-around deck facing the mountains. Primary with a walk-through closet and a four-piece ensuite. Two parking stalls and a storage locker. Pets and rentals allowed with restrictions.</p></section>
<section class="rew-agent"><h2>Contact The Varga Team</h2><p>Daniel Varga, Personal Real Estate Corporation</p><p>Okanagan Summit Realty</p><p>250-555-0133</p></section>
<p class="rew-courtesy">Listing provided courtesy of Lakeside Peaks Realty Ltd.</p>
<section class="rew-features"><h2>Features</h2><ul><li>Top floor, corner unit with vaulted ceilings</li><li>Gas fireplace</li><li>Wrap-around deck with mountain views</li><li>Two secure parking stalls and a storage locker</li><li>Fitness room and guest suite in the building</li><li>Walk to Gyro Beach and Pandosy Village</li></ul></section>
<section class="rew-community"><h2>Lower Mission</h2><p>One of Kelowna's most popular lakeside neighbourhoods, the Lower Mission has sandy beaches, the Mission Creek greenway, H2O Adventure and Fitness Centre and a short drive to the Okanagan's wineries.</p></section>
<section class="rew-strata"><h2>Strata information</h2><p>Bylaws permit two pets (dogs or cats) with restrictions and long-term rentals; short-term rentals are not permitted. Form B, bylaws, recent minutes and the depreciation report are available to qualified buyers on request. The strata fee includes water, sewer, garbage, building insurance, management and the contingency reserve.</p></section>
<section class="rew-calc"><h2>Mortgage calculator</h2><form><input placeholder="Down payment"><input placeholder="Interest rate"><button>Calculate</button></form></section>
<section class="rew-similar"><h2>Similar properties</h2><p>#305 3301 Lakeshore Road · $599,900</p><p>#208 3205 Lakeshore Road · $684,000</p></section>
</main>
<footer><p>Okanagan Summit Realty · 1630 Pandosy Street, Kelowna, BC V1Y 1P7</p><p>Website by Real Estate Webmasters. The data relating to real estate on this website comes in part from the MLS® Reciprocity program.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649000 },
      propertyKind: "condo",
      street: "#412 3311 Lakeshore Road",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1W 3S9",
      neighbourhood: "Lower Mission",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1068,
      yearBuilt: 2009,
      mlsNumber: "10351277",
      brokerageName: "Lakeside Peaks Realty Ltd.",
    },
  },
  {
    name: "ho33-yellowknife-house-nivenlake",
    site: "yellowknifehomes.ca",
    set: "held-out-33",
    traps: "a Yellowknife brokerage's own listing of a house in Niven Lake, NT: no MLS (exclusive, its own 'Listing No.'); 'Bedrooms: 4 (2 up / 2 down)'; 'Baths: 2 full + 1 half'; above-grade living area beside the lower level's finished area; 'Lot: 7,800 sq. ft., fee simple'; heating-oil costs and the NWT land title office note; the brokerage's Franklin Avenue office",
    pageUrl: "https://www.yellowknifehomes.ca/listings/yk-2611-33-niven-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>33 Niven Drive, Yellowknife NT | Northern Lights Realty</title>
<meta name="description" content="Split-level home in Niven Lake, Yellowknife. 4 bedrooms, 2.5 baths. $579,000.">
<meta property="og:latitude" content="62.46214"><meta property="og:longitude" content="-114.36702">
</head><body>
<header><a href="/" class="nl-logo">Northern Lights Realty Ltd.</a><nav><a href="/listings">Listings</a><a href="/team">Our Team</a><a href="/relocation">Moving North</a></nav></header>
<main>
<h1>33 Niven Drive</h1>
<p class="loc">Niven Lake · Yellowknife, NT X1A 3V8</p>
<p class="price">List Price: $579,000</p>
<table class="facts">
<tr><td>Listing No.</td><td>YK-2611</td></tr>
<tr><td>Style</td><td>Split-level detached</td></tr>
<tr><td>Bedrooms</td><td>4 (2 up / 2 down)</td></tr>
<tr><td>Baths</td><td>2 full + 1 half</td></tr>
<tr><td>Living area (above grade)</td><td>1,320 sq. ft.</td></tr>
<tr><td>Lower level finished</td><td>920 sq. ft.</td></tr>
<tr><td>Lot</td><td>7,800 sq. ft., fee simple</td></tr>
<tr><td>Year Built</td><td>1997</td></tr>
<tr><td>Heating</td><td>Oil-fired boiler, in-floor heat in lower level; approx. $3,900/yr fuel</td></tr>
<tr><td>Water / Sewer</td><td>Piped city services</td></tr>
<tr><td>Property Taxes</td><td>$4,460 (2026)</td></tr>
</table>
<section><h2>About this home</h2><p>Family home on a rock lot above the Niven Lake trail with southern exposure and aurora views from the back deck. Vaulted living room, updated kitchen, two bedrooms and a full bath on the upper level, two more bedrooms and a family room below. Heated double garage with a workshop. Ten minutes' walk to downtown and Old Town.</p></section>
<section class="agent"><h2>Your agent</h2><p>Tanya Kudlak</p><p>Northern Lights Realty Ltd.</p><p>867-555-0142</p></section>
<section class="north"><h2>Buying in the North</h2><p>Yellowknife homes are heated for long winters, and most buyers budget for heating fuel, power and water delivery or piped services. Ask us about home insurance, building inspections in winter and the City's property assessment schedule. Relocating for work? Our team can arrange virtual showings and help with moving logistics from the south.</p></section>
<section class="showing"><h2>Book a showing</h2><p>Showings are available evenings and weekends. Out-of-town buyers can request a live video walkthrough. Please bring your pre-approval letter to your first showing.</p><form><input placeholder="Name"><input placeholder="Email"><input placeholder="Phone"><button>Request a showing</button></form></section>
<section class="features"><h2>Features</h2><ul><li>Heated double garage with workshop</li><li>Vaulted living room with large south windows</li><li>Updated kitchen with pantry</li><li>In-floor heat on the lower level</li><li>Back deck with aurora views</li></ul></section>
<section class="more"><h2>Also available</h2><p>108 Bromley Drive, Yellowknife · $449,000</p><p>Lot 22, Kam Lake Road · $189,000</p></section>
<section class="notes"><p>Title registered with the NWT Land Titles Office. This property is not listed on the MLS® System.</p></section>
</main>
<footer><p>Northern Lights Realty Ltd. · 4910 Franklin Avenue, Yellowknife, NT X1A 2N6 · Serving Yellowknife, Hay River and the North Slave region.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 579000 },
      propertyKind: "house",
      street: "33 Niven Drive",
      city: "Yellowknife",
      province: "NT",
      postalCode: "X1A 3V8",
      neighbourhood: "Niven Lake",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1320,
      lot: { value: 7800, unit: "ft2" },
      yearBuilt: 1997,
      listingAgentName: "Tanya Kudlak",
      brokerageName: "Northern Lights Realty Ltd.",
      geo: { lat: 62.46214, lng: -114.36702 },
    },
  },
];
