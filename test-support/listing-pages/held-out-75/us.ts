/**
 * Seventy-fifth held-out corpus, United States: an Anchorage brokerage's page for a Palmer, Alaska house with schema.org
 * microdata and a Maine land brokerage's printable property data sheet for a woodlot near Moosehead Lake. Addresses,
 * names and numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, ga4, gallery, navList, shareBar, siteFooter, social, tiles } from "./chrome.ts";

export const HELD_OUT_75_US: ListingPage[] = [
  {
    name: "ho75-jackwhite-house-palmer-ak",
    site: "jackwhite.com",
    set: "held-out-75",
    traps: "an Alaska brokerage's own listing page with schema.org microdata (residence, address, geo, offer): a price reduced from an earlier figure; 'Baths 2.5' split full 2 / half 1; 'Lot Size 1.35 Acres (58,806 SqFt)'; the Alaska MLS's 'YY-NNNNN' number; the Matanuska-Susitna Borough beside Palmer and a 'Subdivision' row; taxes, price per sq ft and a heating-cost figure; the brokerage with a ' - Mat-Su Office' branch; other listings nearby with prices; the Anchorage head office in the footer",
    pageUrl: "https://www.jackwhite.com/listing/25-14822/4820-n-farm-loop-road-palmer-ak-99645",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4820 N Farm Loop Road, Palmer, AK 99645 | MLS 25-14822 | Jack White Real Estate</title>
<meta name="description" content="4 bed, 2.5 bath home on 1.35 acres in Palmer with Pioneer Peak views. $489,000.">
<meta property="og:image" content="https://photos.jackwhite.com/25-14822/01.jpg">
<link rel="stylesheet" href="/static/css/jw-site.css?v=3.4.0">
${ga4("G-JWRE9902AK")}
</head><body class="listing-detail">
${cookieBar("Jack White Real Estate")}
<header class="jw-header"><a class="jw-logo" href="/"><img src="/static/img/jack-white-logo.svg" alt="Jack White Real Estate"></a>
${navList(["Buy", "Sell", "Agents", "Offices", "Relocation", "Market Reports"], "jw-nav")}
</header>
<main class="jw-listing" itemscope itemtype="https://schema.org/SingleFamilyResidence">
<meta itemprop="name" content="4820 N Farm Loop Road">
<section class="jw-listing__hero">
<div class="jw-listing__addr" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
<h1><span itemprop="streetAddress">4820 N Farm Loop Road</span></h1>
<p><span itemprop="addressLocality">Palmer</span>, <span itemprop="addressRegion">AK</span> <span itemprop="postalCode">99645</span></p>
</div>
<div class="jw-listing__price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span class="jw-price" itemprop="price" content="489000">$489,000</span><meta itemprop="priceCurrency" content="USD"><span class="jw-reduced">Reduced $20,000 on Oct 28</span></div>
<ul class="jw-listing__badges"><li>Active</li><li>MLS# 25-14822</li></ul>
<span itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="61.63482"><meta itemprop="longitude" content="-149.10217"></span>
</section>
${gallery("https://photos.jackwhite.com/25-14822", 24, "4820 N Farm Loop Road Palmer", "jw-gallery")}
<ul class="jw-listing__stats"><li><b>4</b> Beds</li><li><b>2.5</b> Baths</li><li><b>2,284</b> SqFt</li><li><b>1.35</b> Acres</li><li><b>$214</b>/SqFt</li></ul>
<section class="jw-listing__remarks"><h2>About this home</h2><p>Pioneer Peak fills the living-room windows of this 2006 two-story on 1.35 treed acres off Farm Loop. The main level has an open kitchen with a gas range and walk-in pantry, a living room with a woodstove, a dining area opening to a big south-facing deck, a half bath and a mudroom off the 3-car garage. Upstairs are four bedrooms, including the primary suite with a jetted tub, a second full bath and laundry. In-floor heat on the main level, natural gas boiler, private well and septic. Fenced dog yard, a 12 x 20 shed and a greenhouse. Ten minutes to downtown Palmer, 45 to Anchorage.</p></section>
<section class="jw-listing__facts"><h2>Property Facts</h2>
<table class="jw-facts"><tbody>
<tr><th>Property Type</th><td>Residential – Single Family</td></tr>
<tr><th>Style</th><td>Two Story</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Baths</th><td>2.5</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Living SqFt</th><td>2,284 (Tax Record)</td></tr>
<tr><th>Lot Size</th><td>1.35 Acres (58,806 SqFt)</td></tr>
<tr><th>Year Built</th><td>2006</td></tr>
<tr><th>Subdivision</th><td>Farm Loop Acres</td></tr>
<tr><th>Borough</th><td>Matanuska-Susitna</td></tr>
<tr><th>Garage</th><td>Attached, 3 car</td></tr>
<tr><th>Heating</th><td>Natural gas boiler, in-floor radiant, woodstove</td></tr>
<tr><th>Avg. Monthly Heat</th><td>$185</td></tr>
<tr><th>Taxes</th><td>$4,870 (2025)</td></tr>
<tr><th>HOA</th><td>None</td></tr>
<tr><th>Original List Price</th><td>$509,000</td></tr>
</tbody></table></section>
<section class="jw-listing__agent"><h2>Presented By</h2><div class="jw-agent"><img src="/static/agents/kirsten-aho.jpg" alt=""><div><p class="jw-agent__name">Kirsten Aho</p><p>REALTOR® · CRS</p><p>907-555-0166</p><p class="jw-agent__office">Jack White Real Estate - Mat-Su Office</p></div></div>
<form class="jw-contact"><input type="text" placeholder="Your name"><input type="email" placeholder="Email"><textarea>I'd like more information about 4820 N Farm Loop Road.</textarea><button>Contact Kirsten</button></form></section>
<div class="jw-calc"><h4>Estimated Payment</h4><p>$2,946/mo principal &amp; interest with 20% down at 6.5%, 30 yrs</p></div>
${shareBar("https://www.jackwhite.com/listing/25-14822/4820-n-farm-loop-road-palmer-ak-99645")}
${tiles("Nearby Mat-Su Listings", [
  { href: "/listing/25-14107/1215-s-lazy-mountain-road-palmer-ak-99645", price: "$365,000", title: "1215 S Lazy Mountain Road, Palmer", meta: "3 bd · 2 ba · 1,620 sqft" },
  { href: "/listing/25-13950/6640-w-lakeview-drive-wasilla-ak-99623", price: "$729,000", title: "6640 W Lakeview Drive, Wasilla", meta: "5 bd · 4 ba · Lakefront" },
  { href: "/listing/25-14631/l4-b2-mountain-view-estates-palmer-ak-99645", price: "$89,500", title: "L4 B2 Mountain View Estates, Palmer", meta: "Land · 2.0 acres" },
], "jw-nearby")}
<p class="jw-disclaimer">Listing information from the Alaska Multiple Listing Service, Inc. Information deemed reliable but not guaranteed. Equal Housing Opportunity.</p>
</main>
${siteFooter([
  `<h4>Jack White Real Estate</h4><address>3201 C Street, Suite 100<br>Anchorage, AK 99503</address><p>907-555-0100</p>`,
  `<h4>Offices</h4><p>Anchorage · Eagle River · Mat-Su · Kenai Peninsula</p>`,
  social(),
], ["© 2025 Jack White Real Estate. All rights reserved."], "jw-footer")}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "USD" },
      propertyKind: "house",
      street: "4820 N Farm Loop Road",
      city: "Palmer",
      province: "AK",
      postalCode: "99645",
      neighbourhood: "Farm Loop Acres",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2284,
      lot: { value: 1.35, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "25-14822",
      listingAgentName: "Kirsten Aho",
      brokerageName: "Jack White Real Estate",
      geo: { lat: 61.63482, lng: -149.10217 },
    },
  },
  {
    name: "ho75-wildernessrealty-woodlot-shirley-me",
    site: "wildernessrealty.com",
    set: "held-out-75",
    traps: "a Maine land brokerage's printable 'Property Data Sheet' in HTML (a PDF-like two-column sheet): '62± acres' with 1,850 ft of road frontage and 'Distance to power 0.6 mi'; the town's tax map and lot, the Tree Growth tax and a timber value estimate beside the price; GPS coordinates in decimal and DMS; 'Lot 4 Bald Mountain Road' as the address; the Maine Listings MLS#; the broker and brokerage with its Greenville office; other land listings with acres and prices; the page's print footer with the office's ZIP",
    pageUrl: "https://www.wildernessrealty.com/property-sheet/lot-4-bald-mountain-road-shirley/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8">
<title>Property Data Sheet – Lot 4 Bald Mountain Road, Shirley – Wilderness Realty, Inc.</title>
<meta name="description" content="62 acres of woodland in Shirley, Maine with 1,850 ft of road frontage. $119,000.">
<meta name="robots" content="noindex">
<style>body{font-family:Georgia,serif;background:#f2efe6}.sheet{width:8.5in;margin:0 auto;background:#fff;padding:.5in;box-shadow:0 0 6px #aaa}.sheet h1{font-size:20pt;margin:0}.two-col{display:flex;gap:.3in}.two-col>div{flex:1}table.data{width:100%;border-collapse:collapse;font-size:10pt}table.data td{border-bottom:1px solid #ccc;padding:3px 4px}table.data td.k{font-weight:bold;width:45%}.print-footer{font-size:8pt;border-top:2px solid #3b5d3a;margin-top:.3in;padding-top:6px}@media print{.no-print{display:none}}</style>
${ga4("G-WILDRE0211")}
</head><body class="property-sheet">
<div class="no-print toolbar">${cookieBar("Wilderness Realty")}<a href="/properties/">&laquo; All properties</a> | <a href="javascript:window.print()">Print this sheet</a> | ${navList(["Land", "Waterfront", "Camps", "Homes", "Sold", "Contact"], "mini-nav")}</div>
<div class="sheet">
<table width="100%"><tr><td><img src="/wp-content/uploads/2018/01/wilderness-realty-logo.png" alt="Wilderness Realty, Inc." width="220"><br><i>Maine Land Sales Specialists</i></td><td align="right" style="font-size:9pt">PROPERTY DATA SHEET<br>Printed 11/19/2025</td></tr></table>
<hr>
<h1>Lot 4 Bald Mountain Road</h1>
<p style="font-size:12pt">Shirley, Maine 04485 · Piscataquis County</p>
<p style="font-size:18pt;color:#3b5d3a"><b>$119,000</b></p>
<img src="/wp-content/uploads/2025/09/bald-mtn-lot4-aerial.jpg" alt="Aerial view of the woodlot" width="100%">
<div class="two-col">
<div><h3>Land</h3><table class="data">
<tr><td class="k">Acreage</td><td>62± acres</td></tr>
<tr><td class="k">Road Frontage</td><td>1,850 ft on Bald Mountain Road</td></tr>
<tr><td class="k">Road</td><td>Town-maintained gravel, plowed</td></tr>
<tr><td class="k">Terrain</td><td>Gently rolling, south-facing slope</td></tr>
<tr><td class="k">Forest</td><td>Mixed hardwood and softwood; sugar maple stand</td></tr>
<tr><td class="k">Water</td><td>Seasonal brook crosses the east line</td></tr>
<tr><td class="k">Distance to Power</td><td>0.6 mi</td></tr>
<tr><td class="k">Soils</td><td>Test pit on file (2019)</td></tr>
<tr><td class="k">Zoning</td><td>Rural Residential / Forestry</td></tr>
</table></div>
<div><h3>Ownership &amp; Tax</h3><table class="data">
<tr><td class="k">Tax Map / Lot</td><td>Map 3, Lot 14</td></tr>
<tr><td class="k">Deed</td><td>Book 2641, Page 118</td></tr>
<tr><td class="k">Annual Taxes</td><td>$412 (Tree Growth)</td></tr>
<tr><td class="k">Tree Growth Penalty</td><td>Buyer may continue in program</td></tr>
<tr><td class="k">Timber Value (2023 cruise)</td><td>approx. $38,000</td></tr>
<tr><td class="k">MLS#</td><td>1621456</td></tr>
<tr><td class="k">GPS</td><td>45.37410, -69.62280 (45°22'26.8"N 69°37'22.1"W)</td></tr>
</table></div>
</div>
<h3>Description</h3>
<p style="font-size:10.5pt">A well-stocked woodlot with long frontage on a year-round town road, 12 miles from Greenville and the foot of Moosehead Lake. Several good building sites along the road with southern exposure and glimpses of Big Moose Mountain in leaf-off season. The sugar maple stand on the upper slope would support a small sugaring operation. ATV and snowmobile trails (ITS 86) pass within a mile. Deer, moose and grouse are plentiful. Surveyed in 2019; boundaries blazed and painted.</p>
<h3>Directions</h3>
<p style="font-size:10.5pt">From Greenville take Route 15 south 8 miles, turn right on Shirley Road, then left on Bald Mountain Road; property begins at the green Wilderness Realty sign 1.3 miles on the right.</p>
<table width="100%" style="margin-top:.2in"><tr><td valign="top"><b>Listing Broker:</b> René Cyr<br>Cell 207-555-0138<br>rene@example.com</td><td valign="top" align="right"><b>Wilderness Realty, Inc.</b><br>PO Box 1140, 16 Pritham Avenue<br>Greenville, ME 04441<br>207-555-0100</td></tr></table>
<div class="print-footer">Wilderness Realty, Inc. · PO Box 1140, Greenville, ME 04441 · The information herein was obtained from sources deemed reliable but is not guaranteed. Acreage is approximate. Maine law requires brokers to provide the Real Estate Brokerage Relationships Form.</div>
</div>
<div class="no-print">
${tiles("More Maine Land", [
  { href: "/property/28-acres-elliotsville-road-monson/", price: "$64,900", title: "Elliotsville Road, Monson", meta: "28± acres · woodland" },
  { href: "/property/lily-bay-road-waterfront-lot-beaver-cove/", price: "$249,000", title: "Lily Bay Road, Beaver Cove", meta: "2.1 acres · 210 ft waterfront" },
  { href: "/property/158-acres-route-6-abbot/", price: "$219,000", title: "Route 6, Abbot", meta: "158± acres · fields and woods" },
])}
${shareBar("https://www.wildernessrealty.com/property-sheet/lot-4-bald-mountain-road-shirley/")}
${siteFooter([`<p>Wilderness Realty, Inc. · Greenville, Maine</p>${social()}`], ["© 2025 Wilderness Realty, Inc."])}
</div>
</body></html>`,
    expected: {
      price: { amount: 119000, currency: "USD" },
      propertyKind: "land",
      street: "Lot 4 Bald Mountain Road",
      city: "Shirley",
      province: "ME",
      postalCode: "04485",
      lot: { value: 62, unit: "acres" },
      mlsNumber: "1621456",
      listingAgentName: "René Cyr",
      brokerageName: "Wilderness Realty, Inc.",
      geo: { lat: 45.3741, lng: -69.6228 },
    },
  },
];
