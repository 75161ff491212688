/**
 * Eighty-first held-out corpus, US agents' sites: blueridgenesthomes.com (Showcase IDX on WordPress, an Asheville
 * craftsman listed by another brokerage and shown through IDX), zumbrovalleyrealty.com (WolfNet, a Rochester MN
 * side-by-side townhouse) and cascobaylandco.com (iHomefinder, a wooded building lot in Harpswell, Maine).
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before any extractor ran.
 */
import type { ListingPage } from "../types.ts";
import { bioCard, chat, cookieBar, featured, footer, gtm, json, leadForm, mortgage, nav } from "./chrome.ts";

export const HELD_OUT_81_US: ListingPage[] = [
  {
    name: "ho81-blueridgenest-showcase-idx-asheville-craftsman",
    site: "blueridgenesthomes.com",
    set: "held-out-81",
    traps:
      "a Showcase IDX detail on an agent's WordPress site: the site owner's bio card (Dana Merritt, ABR, GRI) and office beside a listing courtesy of another agent and brokerage; 'Baths 3' in the header over '2 Full / 1 Half'; original price and a 'Sold nearby' hotsheet; heated sq ft beside a total including the unfinished basement; 'County: Buncombe' beside the subdivision; the SIDX listing key (a long hash) and the numeric listing id beside the MLS #; embedded JSON state with the point",
    pageUrl: "https://blueridgenesthomes.com/search/listing/47-laurel-cove-rd-asheville-nc-28804/4213587/?listingKey=cn-7f3a91c2e04b",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>47 Laurel Cove Rd, Asheville, NC 28804 | MLS# 4213587 | Blue Ridge Nest Homes</title>
<meta name="description" content="3 bed, 3 bath craftsman in Beaverdam Highlands, Asheville. $689,000. View photos, details and similar homes.">
<meta property="og:type" content="website"><meta property="og:title" content="47 Laurel Cove Rd, Asheville, NC 28804 - $689,000">
<meta property="og:image" content="https://cdn.showcaseidx.com/photos/canopy/4213587/1.jpg">
<link rel="stylesheet" href="https://blueridgenesthomes.com/wp-content/plugins/showcase-idx/css/sidx.min.css?ver=3.6.2">
${gtm("G-BRN81Q2")}
<script>window.SIDX_CONFIG = ${json({ website_id: 22871, agent_id: "dmerritt", office: "Blue Ridge Nest Realty", office_lat: 35.5951, office_lng: -82.5515, mls: "canopy" })};</script>
</head><body class="page-template-default page sidx-page">
${cookieBar("Blue Ridge Nest Homes")}
${nav("Blue Ridge Nest Homes", ["Search Homes", "Featured Listings", "Neighborhoods", "Sellers", "About Dana", "Contact"], "(828) 555-0147")}
<main id="primary">
<div id="sidx-root" class="sidx-container" data-sidx-page="listing" data-listing-key="cn-7f3a91c2e04b">
<div class="sidx-listing-detail">
<div class="sidx-top">
<h1 class="sidx-address"><span class="sidx-street">47 Laurel Cove Rd</span> <span class="sidx-citystatezip">Asheville, NC 28804</span></h1>
<div class="sidx-price-block"><span class="sidx-status sidx-active">Active</span><span class="sidx-price">$689,000</span><span class="sidx-price-change">Price reduced $26,000 · was $715,000</span></div>
<ul class="sidx-quick-stats"><li><b>3</b> Beds</li><li><b>3</b> Baths</li><li><b>2,140</b> Sq Ft</li><li><b>0.46</b> Acres</li></ul>
<div class="sidx-est-payment">Est. payment <b>$4,118/mo</b></div>
</div>
<div class="sidx-gallery">${Array.from({ length: 6 }, (_, i) => `<img src="https://cdn.showcaseidx.com/photos/canopy/4213587/${i + 1}.jpg" alt="47 Laurel Cove Rd photo ${i + 1}" loading="lazy">`).join("")}<button>View all 38 photos</button></div>
<section class="sidx-remarks"><h2>About This Home</h2>
<p>Tucked at the end of a quiet cul-de-sac in Beaverdam Highlands, this craftsman sits on a wooded half-acre with long-range winter views of the Craggies. The main level has an open great room with a stone fireplace, a kitchen with soapstone counters, a primary suite with a walk-in shower, and a screened porch. Upstairs are two guest bedrooms sharing a full bath. The walk-out lower level is partly finished as a bonus room; the rest is unfinished storage and workshop space. New roof in 2019, new heat pump in 2023. Ten minutes to downtown Asheville.</p>
</section>
<section class="sidx-details"><h2>Property Details</h2>
<div class="sidx-detail-group"><h3>Interior</h3><dl>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Full Baths</dt><dd>2</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Sq Ft Heated</dt><dd>2,140</dd>
<dt>Sq Ft Total</dt><dd>2,980</dd>
<dt>Basement</dt><dd>Partially Finished, Walk-Out</dd>
<dt>Fireplace</dt><dd>Great Room, Wood Burning</dd>
</dl></div>
<div class="sidx-detail-group"><h3>Exterior &amp; Lot</h3><dl>
<dt>Lot Size</dt><dd>0.46 Acres</dd>
<dt>Roof</dt><dd>Architectural Shingle (2019)</dd>
<dt>Parking</dt><dd>Attached Garage, 2 spaces</dd>
</dl></div>
<div class="sidx-detail-group"><h3>Property Information</h3><dl>
<dt>Property Type</dt><dd>Residential</dd>
<dt>Property Subtype</dt><dd>Single Family Residence</dd>
<dt>Architectural Style</dt><dd>Craftsman</dd>
<dt>Year Built</dt><dd>2004</dd>
<dt>Subdivision</dt><dd>Beaverdam Highlands</dd>
<dt>County</dt><dd>Buncombe</dd>
<dt>HOA</dt><dd>$300 / Annually</dd>
<dt>Tax Annual Amount</dt><dd>$3,411</dd>
<dt>Price per Sq Ft</dt><dd>$322</dd>
<dt>Days on Site</dt><dd>19</dd>
<dt>MLS #</dt><dd>4213587</dd>
<dt>Listing Key</dt><dd>cn-7f3a91c2e04b</dd>
</dl></div>
</section>
<section class="sidx-map"><h2>Location</h2><div class="sidx-map-canvas" data-zoom="14"></div></section>
<section class="sidx-courtesy"><p class="sidx-listing-office">Listing courtesy of <span class="sidx-agent">Marcus Pell</span> of <span class="sidx-office">Highland Trail Realty</span> · (828) 555-0193</p></section>
<section class="sidx-hotsheet"><h2>Sold Nearby</h2><ul>
<li><span>39 Laurel Cove Rd</span> · Sold 08/14/2025 · <b>$702,500</b> · 3 bd · 3 ba · 2,260 sq ft</li>
<li><span>12 Elkwood Ridge</span> · Sold 06/02/2025 · <b>$615,000</b> · 3 bd · 2 ba · 1,880 sq ft</li>
</ul></section>
<div class="sidx-disclaimer"><img src="https://cdn.showcaseidx.com/mls/canopy-idx.png" alt="Canopy MLS IDX"><p>Based on information submitted to the MLS GRID as of 11/18/2025. All data is obtained from various sources and may not have been verified by broker or MLS GRID. Supplied Open House Information is subject to change without notice. Information deemed reliable but not guaranteed. Listing data provided by Canopy MLS.</p></div>
</div>
</div>
<script type="application/json" id="sidx-listing-state">${json({ listing: { listingKey: "cn-7f3a91c2e04b", id: 90331472, mlsNumber: "4213587", status: "Active", listPrice: 689000, originalListPrice: 715000, address: { street: "47 Laurel Cove Rd", city: "Asheville", state: "NC", zip: "28804", county: "Buncombe" }, beds: 3, bathsFull: 2, bathsHalf: 1, sqftHeated: 2140, lotAcres: 0.46, yearBuilt: 2004, latitude: 35.62984, longitude: -82.54371, listAgent: "Marcus Pell", listOffice: "Highland Trail Realty" } })}</script>
<aside class="site-sidebar">
${bioCard({ name: "Dana Merritt", designations: "ABR, GRI", title: "Broker/Owner, Blue Ridge Nest Realty", phone: "(828) 555-0147", email: "dana@blueridgenesthomes.com", text: "A Western North Carolina native, Dana has helped buyers and sellers across Buncombe and Madison counties since 2009. Ask her about any home you see here — she can show it." })}
${leadForm("Schedule a showing", "I'd like to see 47 Laurel Cove Rd.", "Schedule")}
${mortgage([["Home price", "$689,000"], ["Down payment", "20%"], ["Interest rate", "6.25%"], ["Term", "30 years"]], "Principal &amp; interest: $3,394/mo", "Sponsored by Smoky Mountain Home Loans, NMLS #883021")}
</aside>
${featured("Dana's Featured Listings", [
  { price: "$549,000", address: "208 Reems Creek Rd", place: "Weaverville, NC 28787", facts: "3 bd · 2 ba · 1,650 sq ft", href: "/search/listing/208-reems-creek-rd/4209911/", mls: "4209911" },
  { price: "$1,150,000", address: "5 Sunset Summit Dr", place: "Asheville, NC 28804", facts: "4 bd · 4 ba · 3,420 sq ft", href: "/search/listing/5-sunset-summit-dr/4215230/", mls: "4215230" },
])}
</main>
${chat("Showcase IDX Lead Chat")}
${footer(["Blue Ridge Nest Realty", "22 Haywood St, Suite 3, Asheville, NC 28801", "(828) 555-0147 · NC Broker License #C31988"], ["Equal Housing Opportunity. Each office independently owned and operated.", "© 2025 Blue Ridge Nest Homes. Website powered by WordPress."], "IDX search by Showcase IDX")}
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "USD" },
      propertyKind: "house",
      street: "47 Laurel Cove Rd",
      city: "Asheville",
      province: "NC",
      postalCode: "28804",
      neighbourhood: "Beaverdam Highlands",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 0.46, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "4213587",
      listingAgentName: "Marcus Pell",
      brokerageName: "Highland Trail Realty",
      geo: { lat: 35.62984, lng: -82.54371 },
    },
  },
  {
    name: "ho81-zumbrovalley-wolfnet-rochester-townhouse",
    site: "zumbrovalleyrealty.com",
    set: "held-out-81",
    traps:
      "a WolfNet property detail framed in a brokerage site: NorthstarMLS-style split of bedrooms (2 above grade, 1 below) and baths (full, 3/4, half); finished sq ft above ground, below ground and total; association fee per month; the WolfNet property id in the URL and data attributes beside the MLS #; a quadrant street suffix (NW); map pin in data attributes beside the office's pin; a 'More listings from this office' rail",
    pageUrl: "https://www.zumbrovalleyrealty.com/property-search/detail/22/6781234/2218-fieldstone-lane-nw-rochester-mn-55901/?wnt_pid=wnt-884210377",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2218 Fieldstone Lane NW, Rochester, MN 55901 - MLS# 6781234 | Zumbro Valley Realty</title>
<meta name="description" content="Townhouse for sale: 3 beds, 3 baths, 1,784 finished sq ft at 2218 Fieldstone Lane NW, Rochester. $329,900.">
<meta property="og:title" content="2218 Fieldstone Lane NW, Rochester, MN 55901">
<link rel="stylesheet" href="https://common.wolfnet.com/css/wolfnet-pd.css">
${gtm("G-ZVR81T")}
</head><body>
${nav("Zumbro Valley Realty", ["Property Search", "Our Listings", "Our Agents", "Home Valuation", "Relocation", "Contact Us"], "(507) 555-0182")}
<main>
<div id="wolfnet_pd" class="wolfnet_propertyDetail" data-property-id="wnt-884210377" data-mls-number="6781234" data-datasource="22">
<div class="wolfnet_pdHeader">
<h1 class="wolfnet_address">2218 Fieldstone Lane NW<br><span class="wolfnet_cityStateZip">Rochester, MN 55901</span></h1>
<div class="wolfnet_price">$329,900</div>
<div class="wolfnet_summary"><span>3 Beds</span> | <span>3 Baths</span> | <span>1,784 Sq. Ft.</span></div>
</div>
<div class="wolfnet_photos">${Array.from({ length: 5 }, (_, i) => `<img src="https://photos.wolfnet.com/22/6781234_${i + 1}.jpg" alt="Photo ${i + 1}">`).join("")}</div>
<div class="wolfnet_remarks"><h2>Property Description</h2><p>Bright end-unit townhome in Cascade Meadows with a two-stall attached garage. The main level has an open kitchen with a peninsula, dining area and a living room with a gas fireplace; upstairs are two bedrooms including an owner's suite with a walk-in closet and private 3/4 bath. The finished lower level adds a family room, a third bedroom with egress and a full bath. Association handles lawn care, snow removal and exterior insurance. Close to the Mayo Clinic, Cascade Lake Park and US-52.</p></div>
<div class="wolfnet_details">
<h2>Property Details</h2>
<table class="wolfnet_detailTable">
<tr><th>MLS #</th><td>6781234</td></tr>
<tr><th>Status</th><td>Active</td></tr>
<tr><th>Property Type</th><td>Residential</td></tr>
<tr><th>Style</th><td>(TH) Side x Side</td></tr>
<tr><th>Subdivision</th><td>Cascade Meadows</td></tr>
<tr><th>County</th><td>Olmsted</td></tr>
<tr><th>Total Bedrooms</th><td>3</td></tr>
<tr><th>Bedrooms Above Grade</th><td>2</td></tr>
<tr><th>Bedrooms Below Grade</th><td>1</td></tr>
<tr><th>Total Bathrooms</th><td>3</td></tr>
<tr><th>Full Baths</th><td>1</td></tr>
<tr><th>3/4 Baths</th><td>1</td></tr>
<tr><th>1/2 Baths</th><td>1</td></tr>
<tr><th>Finished Sq Ft Above Ground</th><td>1,264</td></tr>
<tr><th>Finished Sq Ft Below Ground</th><td>520</td></tr>
<tr><th>Total Finished Sq Ft</th><td>1,784</td></tr>
<tr><th>Lot Size (Acres)</th><td>0.07</td></tr>
<tr><th>Year Built</th><td>2006</td></tr>
<tr><th>Association Fee</th><td>$245 / Monthly</td></tr>
<tr><th>Taxes (2025)</th><td>$3,058</td></tr>
<tr><th>Garage</th><td>2 stalls, attached</td></tr>
</table>
</div>
<div class="wolfnet_map" data-lat="44.04122" data-lng="-92.50918" data-zoom="15"></div>
<div class="wolfnet_listingBroker"><p>Listed by Erin Halvorsen, Zumbro Valley Realty, LLC</p></div>
<div class="wolfnet_disclaimer"><img src="https://common.wolfnet.com/mls/northstar_logo.gif" alt="NorthstarMLS"><p>The data relating to real estate for sale on this web site comes in part from the Broker Reciprocity program of the Regional Multiple Listing Service of Minnesota, Inc. Real estate listings held by brokerage firms other than Zumbro Valley Realty are marked with the Broker Reciprocity logo. Information deemed reliable but not guaranteed. Data last updated 11/18/2025 6:41 AM.</p><p>Powered by WolfNet Technologies, LLC</p></div>
</div>
<aside class="agent-sidebar">
${bioCard({ name: "Erin Halvorsen", designations: "CRS, SRES", title: "REALTOR®, Zumbro Valley Realty", phone: "(507) 555-0129", email: "erin@zumbrovalleyrealty.com", text: "Erin has sold homes in Rochester, Byron and Stewartville for fourteen years and is a past president of the Southeast Minnesota REALTORS® young professionals network." })}
${leadForm("Ask Erin about this home", "Please send me more information about 2218 Fieldstone Lane NW.")}
${mortgage([["Price", "$329,900"], ["Down", "10%"], ["Rate", "6.4%"], ["Years", "30"]], "Est. $2,102/mo incl. HOA &amp; taxes")}
</aside>
<div class="wolfnet_officeMap" data-lat="44.02216" data-lng="-92.46371" data-label="Zumbro Valley Realty office"></div>
${featured("More Listings From Our Office", [
  { price: "$289,000", address: "2230 Fieldstone Lane NW", place: "Rochester, MN 55901", facts: "2 bd · 2 ba · 1,310 sq ft · Townhouse", href: "/property-search/detail/22/6779902/", mls: "6779902" },
  { price: "$459,900", address: "5411 Badger Hills Dr NW", place: "Rochester, MN 55901", facts: "4 bd · 3 ba · 2,640 sq ft", href: "/property-search/detail/22/6783318/", mls: "6783318" },
])}
</main>
${footer(["Zumbro Valley Realty, LLC", "1600 Broadway Ave N, Suite 110, Rochester, MN 55906", "(507) 555-0182"], ["Equal Housing Opportunity. Licensed in Minnesota."], "Website and IDX by WolfNet")}
</body></html>`,
    expected: {
      price: { amount: 329900, currency: "USD" },
      propertyKind: "townhouse",
      street: "2218 Fieldstone Lane NW",
      city: "Rochester",
      province: "MN",
      postalCode: "55901",
      neighbourhood: "Cascade Meadows",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1264,
      lot: { value: 0.07, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "6781234",
      listingAgentName: "Erin Halvorsen",
      brokerageName: "Zumbro Valley Realty, LLC",
      geo: { lat: 44.04122, lng: -92.50918 },
    },
  },
  {
    name: "ho81-cascobay-ihomefinder-harpswell-land",
    site: "cascobaylandco.com",
    set: "held-out-81",
    traps:
      "an iHomefinder (ihf) detail for a wooded building lot: a septic design 'for a 3-bedroom home' and a buyer's sample house plan with beds and sq ft in prose; '3.2 acres (139,392 sq ft)'; the ihf listing id in the URL and markup beside the MLS #; tax assessment; the county beside the town; the office's own address in the footer; a 'Similar Properties' rail with houses",
    pageUrl: "https://www.cascobaylandco.com/idx/listing/1188423021/lot-7-allen-point-road-harpswell-me-04079/?boardId=44",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lot 7 Allen Point Road, Harpswell, ME 04079 - Land for Sale | Casco Bay Land &amp; Home</title>
<meta name="description" content="3.2-acre wooded building lot in Harpswell, Maine. $219,000. MLS# 1641287.">
<meta property="og:title" content="Lot 7 Allen Point Road, Harpswell, ME 04079">
<link rel="stylesheet" href="https://kestrel.idxhome.com/ihf-kestrel.css">
${gtm("G-CBL81H")}
</head><body>
${nav("Casco Bay Land &amp; Home", ["Search", "Land", "Waterfront", "Islands", "About", "Contact"], "(207) 555-0116")}
<main>
<div id="ihf-main-container" class="ihf-container ihf-color-scheme-gray">
<div class="ihf-listing-detail" data-ihf-listing-id="1188423021" data-ihf-board-id="44">
<div class="ihf-detail-header">
<h1 class="ihf-address">Lot 7 Allen Point Road, <span class="ihf-city">Harpswell</span>, ME <span class="ihf-zip">04079</span></h1>
<div class="ihf-price"><span id="ihf-detail-price">$219,000</span></div>
<div class="ihf-status">Active · Land</div>
</div>
<div class="ihf-gallery">${Array.from({ length: 4 }, (_, i) => `<img src="https://photos.ihomefinder.com/44/1641287/${i}.jpg" alt="Lot 7 Allen Point Road photo ${i + 1}">`).join("")}</div>
<div id="ihf-detail-description"><h2>Description</h2><p>Private 3.2-acre wooded lot on the Harpswell Neck side of Allen Point Road, a short walk to the town landing. Mixed oak and pine with a gentle slope to the south. A soil test and septic design for a 3-bedroom home are on file, and the seller has a sample plan for a 2,000 sq ft cape with an attached garage that a buyer is welcome to use. Electric at the road. Surveyed; no association. Deeded right of way to the shore shared with three other lots.</p></div>
<div class="ihf-detail-extrainfo">
<h2>Listing Information</h2>
<table class="ihf-detail-table">
<tr><td class="ihf-label">MLS #</td><td>1641287</td></tr>
<tr><td class="ihf-label">Property Type</td><td>Land</td></tr>
<tr><td class="ihf-label">Lot Size</td><td>3.2 acres (139,392 sq ft)</td></tr>
<tr><td class="ihf-label">Road Frontage</td><td>260 ft</td></tr>
<tr><td class="ihf-label">Zoning</td><td>Residential / Shoreland (partial)</td></tr>
<tr><td class="ihf-label">Utilities</td><td>Electric at road</td></tr>
<tr><td class="ihf-label">Sewer</td><td>Septic design on file (3 bedroom)</td></tr>
<tr><td class="ihf-label">County</td><td>Cumberland</td></tr>
<tr><td class="ihf-label">Tax Assessed Value</td><td>$84,300</td></tr>
<tr><td class="ihf-label">Taxes</td><td>$512 (2025)</td></tr>
<tr><td class="ihf-label">Days on Market</td><td>41</td></tr>
</table>
</div>
<div id="ihf-detail-map" class="ihf-map" data-lat="43.79806" data-lng="-69.98142" data-zoom="15"></div>
<div class="ihf-courtesy">Listing courtesy of Hollis Drummond, Casco Bay Land &amp; Home</div>
<div class="ihf-similar"><h2>Similar Properties</h2><ul>
<li><a href="/idx/listing/1188419774/"><b>$249,000</b> · 18 Mountain Road, Harpswell · 2.1 acres · Land</a></li>
<li><a href="/idx/listing/1188420390/"><b>$675,000</b> · 402 Harpswell Islands Road, Harpswell · 3 bd · 2 ba · 1,720 sq ft</a></li>
</ul></div>
<div class="ihf-disclaimer"><p>Listing information is provided by Maine Listings. All information is deemed reliable but not guaranteed and should be independently verified. Copyright 2025 Maine Listings. All rights reserved.</p><p>IDX powered by iHomefinder</p></div>
</div>
</div>
${bioCard({ name: "Hollis Drummond", designations: "ALC", title: "Designated Broker, Casco Bay Land &amp; Home", phone: "(207) 555-0116", email: "hollis@cascobaylandco.com", text: "Hollis has walked, surveyed and sold land around Casco Bay for twenty-two years. He is an Accredited Land Consultant and a member of the Maine Association of REALTORS®." })}
${leadForm("Walk this lot with Hollis", "I'm interested in Lot 7 Allen Point Road.")}
${featured("Featured Land", [
  { price: "$145,000", address: "Lot 2 Dyer Cove Road", place: "Harpswell, ME 04079", facts: "1.6 acres", href: "/idx/listing/1188418655/" },
  { price: "$389,000", address: "0 Bailey Island Road", place: "Harpswell, ME 04079", facts: "4.9 acres · waterfront", href: "/idx/listing/1188422710/" },
])}
</main>
${footer(["Casco Bay Land &amp; Home", "14 Mill Street, Brunswick, ME 04011", "(207) 555-0116"], ["Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 219000, currency: "USD" },
      propertyKind: "land",
      street: "Lot 7 Allen Point Road",
      city: "Harpswell",
      province: "ME",
      postalCode: "04079",
      lot: { value: 3.2, unit: "acres" },
      mlsNumber: "1641287",
      listingAgentName: "Hollis Drummond",
      brokerageName: "Casco Bay Land & Home",
      geo: { lat: 43.79806, lng: -69.98142 },
    },
  },
];
