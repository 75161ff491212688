/**
 * Seventy-fifth held-out corpus, Atlantic Canada: a Labrador town's own residential lot sale in Happy Valley-Goose
 * Bay, a Prince Edward Island cottage-lot developer's water-view lot at Canoe Cove and a Cape Breton brokerage's
 * farmhouse in Mabou. Addresses, names and numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, ga4, gallery, jsVar, navList, shareBar, siteFooter, social, tiles, weatherWidget, wpHead } from "./chrome.ts";

export const HELD_OUT_75_ATLANTIC: ListingPage[] = [
  {
    name: "ho75-hvgb-town-lot-birch-hill",
    site: "happyvalley-goosebay.com",
    set: "held-out-75",
    traps: "a Labrador town's WordPress page selling one serviced residential lot: the price beside a $1,000 deposit, a tax-rebate incentive and a development-cost levy; frontage and depth in metres with the area in m²; a 'Subdivision' row with a phase; the other lots of the phase in a table with their prices; the Town Hall's address and postal code in the footer and contact box; the lot's map pin in a script variable beside the town's map centre; no agent, brokerage or MLS®",
    pageUrl: "https://www.happyvalley-goosebay.com/town-hall/land-sales/birch-hill-phase-3/lot-17/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lot 17 – 24 Aspen Crescent | Birch Hill Phase 3 | Town of Happy Valley-Goose Bay</title>
<meta name="description" content="Serviced residential lot for sale by the Town in Birch Hill Phase 3. Lot 17, 24 Aspen Crescent.">
<meta property="og:site_name" content="Town of Happy Valley-Goose Bay">
<meta property="og:type" content="article">
${wpHead("hvgb-municipal", "6.4.3")}
${ga4("G-HVGB2019TW")}
</head><body class="page-template-default page page-id-4817 page-child">
${cookieBar("The Town of Happy Valley-Goose Bay")}
<div class="top-bar"><span>Town Hall hours: Mon–Fri 8:30 am – 4:30 pm</span><a href="/report-a-problem/">Report a problem</a><a href="/pay-online/">Pay online</a></div>
<header class="site-header"><a class="custom-logo-link" href="/"><img src="/wp-content/uploads/2021/03/hvgb-logo.png" alt="Town of Happy Valley-Goose Bay"></a>
${navList(["Town Hall", "Residents", "Business", "Visitors", "Recreation", "News", "Contact"])}
</header>
<div class="alert-banner"><p><strong>Notice:</strong> Water main flushing continues in Spruce Park this week. Residents may notice discoloured water.</p></div>
<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/town-hall/">Town Hall</a> › <a href="/town-hall/land-sales/">Land Sales</a> › <a href="/town-hall/land-sales/birch-hill-phase-3/">Birch Hill Phase 3</a> › Lot 17</nav>
<main id="primary" class="site-main"><article class="page type-page status-publish">
<header class="entry-header"><h1 class="entry-title">Lot 17 – 24 Aspen Crescent</h1></header>
<div class="entry-content">
<p>The Town of Happy Valley-Goose Bay is offering the following fully serviced residential building lot for sale on a first-come, first-served basis. Lots in Birch Hill Phase 3 were first offered by draw on May 21; the lots below were not selected and are now available over the counter.</p>
<figure class="wp-block-image"><img src="/wp-content/uploads/2025/05/birch-hill-ph3-lot17.jpg" alt="Survey sketch of Lot 17"></figure>
<figure class="wp-block-table"><table class="lot-table"><tbody>
<tr><td><strong>Civic Address</strong></td><td>24 Aspen Crescent</td></tr>
<tr><td><strong>Subdivision</strong></td><td>Birch Hill</td></tr>
<tr><td><strong>Phase</strong></td><td>3</td></tr>
<tr><td><strong>Lot Number</strong></td><td>17 (Survey Plan HVGB-2024-118)</td></tr>
<tr><td><strong>Frontage</strong></td><td>22.0 m</td></tr>
<tr><td><strong>Depth</strong></td><td>36.5 m</td></tr>
<tr><td><strong>Lot Area</strong></td><td>803 m²</td></tr>
<tr><td><strong>Zoning</strong></td><td>R1 – Residential Single Detached</td></tr>
<tr><td><strong>Services</strong></td><td>Municipal water, sewer, paved street, street lighting</td></tr>
<tr><td><strong>Purchase Price</strong></td><td>$38,500</td></tr>
<tr><td><strong>HST</strong></td><td>Applicable – $5,775</td></tr>
<tr><td><strong>Deposit</strong></td><td>$1,000 (non-refundable, applied to purchase price)</td></tr>
<tr><td><strong>Development Levy</strong></td><td>$2,400 (payable at building permit)</td></tr>
</tbody></table></figure>
<h2>New Home Incentive</h2>
<p>Purchasers who complete a dwelling on the lot within 24 months may apply for the Town's residential tax incentive: 100% of the municipal property tax on the building in year one, 75% in year two and 50% in year three. Based on the 2025 mill rate, a $300,000 home would pay approximately $3,150 per year in municipal taxes before the incentive.</p>
<h2>Conditions of Sale</h2>
<ul><li>Construction of a single detached dwelling must begin within 12 months of closing and be completed within 24 months.</li><li>One lot per purchaser. Purchasers must be 19 years of age or older.</li><li>The balance of the purchase price is due within 60 days of the signed agreement.</li><li>The lot is sold as is; purchasers are responsible for their own geotechnical assessment.</li></ul>
<h2>Location</h2>
<div id="lot-map" class="hvgb-map" style="height:360px"></div>
${jsVar("hvgbMap", { center: { lat: 53.30172, lng: -60.32615 }, zoom: 15, marker: { label: "Lot 17", lat: 53.31294, lng: -60.36817 } })}
<h2>Other Lots Available in Birch Hill Phase 3</h2>
<figure class="wp-block-table"><table class="lots-available"><thead><tr><th>Lot</th><th>Civic Address</th><th>Area</th><th>Price</th><th>Status</th></tr></thead><tbody>
<tr><td>12</td><td>14 Aspen Crescent</td><td>768 m²</td><td>$36,900</td><td>Available</td></tr>
<tr><td>15</td><td>20 Aspen Crescent</td><td>791 m²</td><td>$37,800</td><td>Sale pending</td></tr>
<tr><td>17</td><td>24 Aspen Crescent</td><td>803 m²</td><td>$38,500</td><td>Available</td></tr>
<tr><td>21</td><td>7 Tamarack Place</td><td>912 m²</td><td>$42,300</td><td>Available</td></tr>
<tr><td>24</td><td>13 Tamarack Place</td><td>1,044 m²</td><td>$47,600</td><td>Available</td></tr>
</tbody></table></figure>
<div class="wp-block-group contact-box"><h3>How to Purchase</h3><p>Complete the Lot Purchase Application and bring it with your deposit to Town Hall, 171 Hamilton River Road. Applications are accepted in person only.</p><p>Planning &amp; Development Department<br>Phone: (709) 555-0142<br>Email: landsales@happyvalley-goosebay.com</p><p><a class="wp-block-button__link" href="/wp-content/uploads/2025/05/lot-purchase-application.pdf">Download Application (PDF)</a></p></div>
<p class="last-updated">Last updated: June 4, 2025</p>
</div></article></main>
<aside class="sidebar">${weatherWidget("Happy Valley-Goose Bay", "-4°C, light snow")}<div class="widget"><h4>Quick Links</h4><ul><li><a href="/town-hall/council/">Council Meetings</a></li><li><a href="/town-hall/tenders/">Tenders</a></li><li><a href="/town-hall/property-tax/">Property Tax</a></li><li><a href="/town-hall/land-sales/">Land Sales</a></li></ul></div></aside>
${siteFooter([
  `<h4>Town of Happy Valley-Goose Bay</h4><address>171 Hamilton River Road<br>P.O. Box 40, Station B<br>Happy Valley-Goose Bay, NL A0P 1E0</address><p>Tel: (709) 555-0100</p>`,
  `<h4>Connect</h4>${social()}`,
  `<h4>Emergency</h4><p>Fire / Police / Ambulance: 911<br>After-hours Public Works: (709) 555-0199</p>`,
], ["© 2025 Town of Happy Valley-Goose Bay. All rights reserved.", "Information on this page is provided for convenience; the signed agreement of purchase and sale governs."])}
</body></html>`,
    expected: {
      price: { amount: 38500 },
      propertyKind: "land",
      street: "24 Aspen Crescent",
      city: "Happy Valley-Goose Bay",
      province: "NL",
      neighbourhood: "Birch Hill",
      lot: { value: 803, unit: "m2" },
      geo: { lat: 53.31294, lng: -60.36817 },
    },
  },
  {
    name: "ho75-sandycove-cottage-lot-canoe-cove-pe",
    site: "estatesatsandycove.ca",
    set: "held-out-75",
    traps: "a one-subdivision developer's hand-built HTML site (tables, font tags, no framework): the lot's price beside HST, an annual road-maintenance fee and the property tax; '1.04 acres (45,302 sq ft)' with the ocean frontage of the whole subdivision; a provincial PID and a lot number beside an MLS® number; the listing agent at a cooperating brokerage; a price list of the other lots (some SOLD); the lot's coordinates only in the Google Maps link; the developer's mailing address in Charlottetown",
    pageUrl: "http://www.estatesatsandycove.ca/lot11.html",
    html: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Lot 11 - Water View Lot - Estates At Sandy Cove, Canoe Cove PEI</title>
<meta name="keywords" content="PEI cottage lots, Canoe Cove, water view lots, Prince Edward Island land for sale, building lots PEI">
<meta name="description" content="Lot 11 at Estates At Sandy Cove: 1.04 acre water view lot in Canoe Cove, PEI. $89,900.">
<link href="style.css" rel="stylesheet" type="text/css">
<script type="text/javascript">function MM_swapImgRestore(){var i,x,a=document.MM_sr;for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++)x.src=x.oSrc;}</script>
</head>
<body bgcolor="#e8f1f5" onLoad="MM_preloadImages('images/nav_home_on.gif','images/nav_lots_on.gif')">
<table width="900" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF">
<tr><td colspan="2"><img src="images/header_sandycove.jpg" width="900" height="180" alt="Estates At Sandy Cove - Canoe Cove, Prince Edward Island"></td></tr>
<tr><td colspan="2" class="navbar"><a href="index.html">Home</a> | <a href="lots.html">Available Lots</a> | <a href="sitemap.html">Site Plan</a> | <a href="covenants.html">Covenants</a> | <a href="area.html">The Area</a> | <a href="contact.html">Contact</a></td></tr>
<tr>
<td width="600" valign="top" class="content">
<h1><font color="#1f4e79">Lot 11 - Water View</font></h1>
<p><font size="2"><a href="lots.html">&laquo; Back to all lots</a></font></p>
<p><img src="images/lots/lot11_view1.jpg" width="560" height="320" alt="View from Lot 11 toward Northumberland Strait"></p>
<p><img src="images/lots/lot11_t1.jpg" width="135" height="90" alt=""> <img src="images/lots/lot11_t2.jpg" width="135" height="90" alt=""> <img src="images/lots/lot11_t3.jpg" width="135" height="90" alt=""> <img src="images/lots/lot11_t4.jpg" width="135" height="90" alt=""></p>
<p><font size="4" color="#b22222"><b>Price: $89,900</b></font> <font size="2">(plus HST if applicable)</font></p>
<table width="100%" border="1" cellpadding="5" cellspacing="0" bordercolor="#9fb8c8" class="lotdetails">
<tr><td width="40%" bgcolor="#dce9f0"><b>Lot Number</b></td><td>11</td></tr>
<tr><td bgcolor="#dce9f0"><b>Civic Address (assigned)</b></td><td>37 Sandy Cove Drive, Canoe Cove, PE C0A 1H0</td></tr>
<tr><td bgcolor="#dce9f0"><b>Subdivision</b></td><td>Estates At Sandy Cove</td></tr>
<tr><td bgcolor="#dce9f0"><b>PID</b></td><td>1023456</td></tr>
<tr><td bgcolor="#dce9f0"><b>Lot Size</b></td><td>1.04 acres (45,302 sq ft)</td></tr>
<tr><td bgcolor="#dce9f0"><b>Road Frontage</b></td><td>165 ft on Sandy Cove Drive</td></tr>
<tr><td bgcolor="#dce9f0"><b>View</b></td><td>Water view - Northumberland Strait</td></tr>
<tr><td bgcolor="#dce9f0"><b>Services</b></td><td>Underground power &amp; phone at lot line. Private well and septic required.</td></tr>
<tr><td bgcolor="#dce9f0"><b>Road</b></td><td>Paved, private subdivision road</td></tr>
<tr><td bgcolor="#dce9f0"><b>Road Maintenance Fee</b></td><td>$450 / year (snow clearing &amp; upkeep)</td></tr>
<tr><td bgcolor="#dce9f0"><b>Property Tax (2025)</b></td><td>$318.44 (non-resident rate)</td></tr>
<tr><td bgcolor="#dce9f0"><b>MLS&reg;</b></td><td>202503417</td></tr>
</table>
<p><font face="Verdana" size="2">Lot 11 sits on the rise at the top of Sandy Cove Drive with open views over the fields to the Northumberland Strait and on a clear day across to Nova Scotia. The subdivision has 1,200 feet of shared shore frontage with a deeded right-of-way to the beach at the foot of the drive. All lots are subject to the <a href="covenants.html">restrictive covenants</a> (minimum 1,200 sq ft dwelling, no mobile homes, one accessory building). Build your cottage or year-round home 20 minutes from Charlottetown.</font></p>
<p><font face="Verdana" size="2"><a href="https://maps.google.com/maps?q=46.15263,-63.28741&amp;z=16" target="_blank">View Lot 11 on Google Maps</a> | <a href="sitemap.html">See the site plan</a></font></p>
<h3><font color="#1f4e79">Listing Agent</font></h3>
<p><font face="Verdana" size="2">This lot is also listed on the MLS&reg; System. For showings contact:<br><b>Dawn MacPhail</b><br>Island Shore Realty Inc.<br>Cell: 902-555-0186<br><a href="mailto:dawn@example.com">Email Dawn</a></font></p>
</td>
<td width="300" valign="top" bgcolor="#f4f8fa" class="sidebar">
<h3><font color="#1f4e79">Lot Price List</font></h3>
<table width="100%" border="0" cellpadding="3" cellspacing="0" class="pricelist">
<tr><th align="left">Lot</th><th align="left">Acres</th><th align="right">Price</th></tr>
<tr><td>1</td><td>1.12</td><td align="right"><font color="#999999">SOLD</font></td></tr>
<tr><td>3</td><td>0.98</td><td align="right"><font color="#999999">SOLD</font></td></tr>
<tr><td>4 (waterfront)</td><td>1.46</td><td align="right">$224,000</td></tr>
<tr><td>7</td><td>1.01</td><td align="right">$84,500</td></tr>
<tr><td>9</td><td>1.10</td><td align="right">$87,000</td></tr>
<tr><td><b>11</b></td><td><b>1.04</b></td><td align="right"><b>$89,900</b></td></tr>
<tr><td>14</td><td>1.31</td><td align="right">$94,900</td></tr>
<tr><td>16 (waterfront)</td><td>1.62</td><td align="right">$249,000</td></tr>
<tr><td>18</td><td>0.96</td><td align="right"><font color="#999999">SOLD</font></td></tr>
</table>
<p><font size="1">Prices subject to change without notice. Financing available to qualified purchasers: 20% down, balance over 5 years.</font></p>
<h3><font color="#1f4e79">Contact the Developer</font></h3>
<p><font size="2">RBKR Ltd.<br>P.O. Box 2205<br>Charlottetown, PE C1A 8B9<br>Tel: 902-555-0117</font></p>
<p><font size="1">Hit counter: <img src="cgi-bin/counter.gif" alt="18442"></font></p>
</td></tr>
<tr><td colspan="2" class="footer" align="center"><font size="1">&copy; 2007-2025 Estates At Sandy Cove. All Rights Reserved. | Site by Island Web Design</font></td></tr>
</table>
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "land",
      street: "37 Sandy Cove Drive",
      city: "Canoe Cove",
      province: "PE",
      postalCode: "C0A 1H0",
      neighbourhood: "Estates At Sandy Cove",
      lot: { value: 1.04, unit: "acres" },
      mlsNumber: "202503417",
      listingAgentName: "Dawn MacPhail",
      brokerageName: "Island Shore Realty Inc.",
      geo: { lat: 46.15263, lng: -63.28741 },
    },
  },
  {
    name: "ho75-capebretonrealty-farmhouse-mabou-ns",
    site: "capebretonrealty.com",
    set: "held-out-75",
    traps: "a Cape Breton brokerage's WordPress real-estate theme: 'Bedrooms 3 / Bathrooms 1.5' with '1 Full, 1 Half'; '1,640 sq ft' finished beside an unfinished basement; '2.6 Acres' beside road frontage and a brook; the county (Inverness) as a separate row; assessment, taxes and an oil-heat cost; the NS MLS® number beside the theme's own property ID; the map's lat/lng in the theme's script object; Yoast JSON-LD describing the brokerage's Sydney office; featured listings with prices",
    pageUrl: "https://capebretonrealty.com/property/1187-shore-road-mabou/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1187 Shore Road, Mabou – Cape Breton Realty</title>
<meta name="description" content="Restored 1890s farmhouse on 2.6 acres overlooking Mabou Harbour. 3 bedrooms, 1.5 baths. $349,000.">
<meta property="og:title" content="1187 Shore Road, Mabou">
<meta property="og:image" content="https://capebretonrealty.com/wp-content/uploads/2025/08/1187-shore-rd-01.jpg">
${wpHead("houzez", "6.6.1")}
<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebPage", "@id": "https://capebretonrealty.com/property/1187-shore-road-mabou/", url: "https://capebretonrealty.com/property/1187-shore-road-mabou/", name: "1187 Shore Road, Mabou – Cape Breton Realty", datePublished: "2025-08-19T14:02:11+00:00", isPartOf: { "@id": "https://capebretonrealty.com/#website" } }, { "@type": "Organization", "@id": "https://capebretonrealty.com/#organization", name: "Cape Breton Realty", url: "https://capebretonrealty.com/", telephone: "+1-902-555-0160", address: { "@type": "PostalAddress", streetAddress: "295 Charlotte Street", addressLocality: "Sydney", addressRegion: "NS", postalCode: "B1P 1C6", addressCountry: "CA" } }, { "@type": "WebSite", "@id": "https://capebretonrealty.com/#website", url: "https://capebretonrealty.com/", name: "Cape Breton Realty" }] })}</script>
${ga4("G-CBR7781Q2")}
</head><body class="property-template-default single single-property postid-2291 houzez-theme">
${cookieBar("Cape Breton Realty")}
<header class="header-main-wrap"><div class="logo"><a href="/"><img src="/wp-content/uploads/2022/01/cbr-logo.png" alt="Cape Breton Realty"></a></div>
${navList(["Listings", "Waterfront", "Land", "Commercial", "Editorials", "Our Team", "Contact"], "navbar-nav")}
<a class="btn btn-primary" href="tel:+19025550160">902-555-0160</a></header>
<section class="page-title-wrap"><div class="container">
<div class="breadcrumb-wrap"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/listings/">Listings</a></li><li><a href="/area/inverness-county/">Inverness County</a></li><li>1187 Shore Road, Mabou</li></ol></div>
<div class="page-title"><h1>1187 Shore Road</h1></div>
<address class="item-address">1187 Shore Road, Mabou, NS B0E 1X0</address>
<ul class="property-labels"><li class="label-status">For Sale</li><li class="label-type">Single Family</li></ul>
<div class="item-price-wrap"><span class="item-price">$349,000</span><span class="item-sub-price">$213/sq ft</span></div>
</div></section>
<main class="property-detail-v2 container">
${gallery("https://capebretonrealty.com/wp-content/uploads/2025/08/1187-shore-rd", 14, "1187 Shore Road Mabou")}
<div class="property-overview-wrap"><h2>Overview</h2>
<ul class="overview-list"><li><strong>Single Family</strong><span>Property Type</span></li><li><strong>3</strong><span>Bedrooms</span></li><li><strong>1.5</strong><span>Bathrooms</span></li><li><strong>1,640</strong><span>Sq Ft</span></li><li><strong>2.6 Acres</strong><span>Land</span></li><li><strong>1894</strong><span>Year Built</span></li></ul></div>
<div class="property-description-wrap"><h2>Description</h2>
<p>Looking out over Mabou Harbour toward the Mabou Highlands, this classic Cape Breton farmhouse was built in 1894 and lovingly restored over the past decade. The main floor has a bright country kitchen with a wood cookstove, a formal dining room, a living room with original wainscotting and a half bath with laundry. Upstairs are three bedrooms and a full bath with a clawfoot tub. The basement is unfinished (stone and concrete) and holds the oil furnace and a new heat pump air handler.</p>
<p>The 2.6-acre lot has 300 feet of frontage on the Shore Road, a spring-fed brook at the back, a 24 x 30 barn and room for a big garden. Five minutes to the village of Mabou, the Red Shoe Pub and the Mabou Farmers' Market; 15 minutes to the Cabot Links golf courses in Inverness.</p></div>
<div class="property-detail-wrap"><h2>Details</h2><span class="property-id">Property ID: CBR-2291</span>
<ul class="detail-list list-2-cols">
<li><strong>MLS&reg; #:</strong> <span>202420987</span></li>
<li><strong>Price:</strong> <span>$349,000</span></li>
<li><strong>Property Type:</strong> <span>Single Family</span></li>
<li><strong>Style:</strong> <span>2 Storey</span></li>
<li><strong>Bedrooms:</strong> <span>3</span></li>
<li><strong>Bathrooms:</strong> <span>1 Full, 1 Half</span></li>
<li><strong>Finished Sq Ft:</strong> <span>1,640</span></li>
<li><strong>Basement:</strong> <span>Full, Unfinished (820 sq ft)</span></li>
<li><strong>Lot Size:</strong> <span>2.6 Acres</span></li>
<li><strong>Road Frontage:</strong> <span>300 ft</span></li>
<li><strong>Year Built:</strong> <span>1894</span></li>
<li><strong>Heating:</strong> <span>Oil furnace, ductless heat pump, wood cookstove</span></li>
<li><strong>Water / Sewer:</strong> <span>Drilled well / Septic</span></li>
<li><strong>County:</strong> <span>Inverness</span></li>
<li><strong>Assessment (2025):</strong> <span>$198,400</span></li>
<li><strong>Taxes (2025):</strong> <span>$1,412</span></li>
<li><strong>Annual Oil:</strong> <span>approx. $1,900</span></li>
</ul></div>
<div class="property-address-wrap"><h2>Address</h2>
<ul class="list-2-cols"><li><strong>Address</strong> <span>1187 Shore Road</span></li><li><strong>City</strong> <span>Mabou</span></li><li><strong>Province</strong> <span>Nova Scotia</span></li><li><strong>Postal Code</strong> <span>B0E 1X0</span></li><li><strong>Area</strong> <span>Inverness County</span></li><li><strong>Country</strong> <span>Canada</span></li></ul>
<div id="houzez-single-listing-map" class="h-340"></div></div>
${jsVar("houzez_single_property_map", { title: "1187 Shore Road", lat: "46.07184", lng: "-61.38762", zoom: "14", marker_icon: "/wp-content/themes/houzez/img/map/pin-single-family.png" })}
<div class="agent-detail-wrap"><h2>Contact Agent</h2><div class="agent-details"><img src="/wp-content/uploads/2023/02/team-ainslie-rankin.jpg" alt="Ainslie Rankin" width="80"><ul><li class="agent-name">Ainslie Rankin</li><li class="agent-title">REALTOR&reg;</li><li>Cape Breton Realty</li><li><a href="tel:+19025550171">902-555-0171</a></li></ul></div>
<form class="property-form-wrap"><input type="text" placeholder="Name"><input type="email" placeholder="Email"><textarea>Hello, I am interested in 1187 Shore Road, Mabou</textarea><button class="btn">Send Message</button></form></div>
${shareBar("https://capebretonrealty.com/property/1187-shore-road-mabou/")}
${tiles("Featured Listings", [
  { href: "/property/42-harbour-view-lane-port-hood/", price: "$529,000", title: "42 Harbour View Lane, Port Hood", meta: "4 Beds · 2 Baths · Oceanfront" },
  { href: "/property/lot-b-route-19-strathlorne/", price: "$69,900", title: "Lot B Route 19, Strathlorne", meta: "Land · 11 Acres" },
  { href: "/property/815-kings-road-sydney/", price: "$1,150,000", title: "815 Kings Road, Sydney", meta: "Commercial · 9,400 sq ft" },
])}
</main>
${siteFooter([
  `<h4>Cape Breton Realty</h4><address>295 Charlotte Street<br>Sydney, NS B1P 1C6</address><p>902-555-0160</p>`,
  `<h4>Recent Editorials</h4><ul><li><a href="/editorials/">Why Fall Is a Good Time to Buy</a></li><li><a href="/editorials/">What the Rate Cut Means Locally</a></li></ul>`,
  social(),
], ["© 2025 Cape Breton Realty. All rights reserved.", "MLS®, REALTOR® and the associated logos are trademarks of The Canadian Real Estate Association. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 349000 },
      propertyKind: "house",
      street: "1187 Shore Road",
      city: "Mabou",
      province: "NS",
      postalCode: "B0E 1X0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 2.6, unit: "acres" },
      yearBuilt: 1894,
      mlsNumber: "202420987",
      listingAgentName: "Ainslie Rankin",
      brokerageName: "Cape Breton Realty",
      geo: { lat: 46.07184, lng: -61.38762 },
    },
  },
];
