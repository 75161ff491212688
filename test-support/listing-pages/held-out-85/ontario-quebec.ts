/**
 * Eighty-fifth held-out corpus, northern and eastern Ontario and eastern Quebec: a northern Ontario real estate
 * board's public listing page (ASP.NET WebForms) for a Schumacher house in Timmins, a Rideau Lakes brokerage's
 * WordPress page with microdata for a Big Rideau Lake cottage, an Eastern Townships team's French WordPress page for
 * a Magog condo (Centris), and a Gaspé property manager's French PHP page for a 4½ to rent. Addresses, names and
 * numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  blogTeasers,
  calculator,
  cards,
  contactForm,
  creaEn,
  gallery,
  nav,
  reliable,
  wpFooterScripts,
  yoastGraph,
} from "./chrome.ts";

export const HELD_OUT_85_ONTARIO_QUEBEC: ListingPage[] = [
  {
    name: "ho85-tcdrealtors-board-house-timmins",
    site: "tcdrealtors.ca",
    set: "held-out-85",
    traps:
      "northern Ontario board's public listing page on ASP.NET WebForms (__VIEWSTATE, ctl00_ ids): 'Timmins (Schumacher)' with the community in brackets; '3+1' bedrooms; 'Full Baths 1 / Half Baths 1'; '40 x 120 ft' lot; the listing brokerage with ', Brokerage'; the board's own office address, days on market, the last sold price of a nearby listing in a 'Recent Sales' grid, and the board's disclaimer",
    pageUrl: "https://www.tcdrealtors.ca/Listings/Detail.aspx?mls=TM243176",
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head id="ctl00_Head1"><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>MLS® TM243176 - 78 Fifth Avenue, Timmins (Schumacher) - Timmins, Cochrane &amp; Timiskaming District Association of REALTORS®</title>
<link href="/App_Themes/Public/board.css" rel="stylesheet" type="text/css" /></head>
<body>
<form name="aspnetForm" method="post" action="./Detail.aspx?mls=TM243176" id="aspnetForm">
<div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY3NzE5MjIwMw9kFgJmD2QWAgIDD2QWBAIBDw8WAh4EVGV4dAUMVE0yNDMxNzZkZAIFDxYCHgtfIUl0ZW1Db3VudAIDZGRk4vK1b9y7Yp8rQ2wX" /><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="7A1C3B2E" /><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAOq1Xc9rT0mZkYbq7uE4rYw" /></div>
<div id="ctl00_pnlHeader" class="board-header"><a href="/" id="ctl00_lnkLogo"><img src="/images/tcd-logo.png" alt="Timmins, Cochrane &amp; Timiskaming District Association of REALTORS®" /></a>
<div class="board-address">Board Office: 33 Cedar Street South, Suite 2, Timmins, ON P4N 2G4 · 705-555-0102</div>
<ul id="ctl00_menu" class="board-menu"><li><a href="/Listings/Search.aspx">Search Listings</a></li><li><a href="/Listings/OpenHouses.aspx">Open Houses</a></li><li><a href="/FindARealtor.aspx">Find a REALTOR®</a></li><li><a href="/MarketStats.aspx">Market Statistics</a></li><li><a href="/About.aspx">About the Board</a></li></ul></div>
<div id="ctl00_cphMain_pnlListing" class="listing-detail">
<table class="listing-header" width="100%"><tr><td><h1><span id="ctl00_cphMain_lblAddress">78 Fifth Avenue</span></h1><h2><span id="ctl00_cphMain_lblCity">Timmins (Schumacher)</span>, <span id="ctl00_cphMain_lblProv">Ontario</span> <span id="ctl00_cphMain_lblPostal">P0N 1G0</span></h2></td>
<td align="right"><span id="ctl00_cphMain_lblPrice" class="price">$264,900</span><br /><span id="ctl00_cphMain_lblMLS" class="mls">MLS® TM243176</span><br /><span class="status">Active · 12 days on market</span></td></tr></table>
<div id="ctl00_cphMain_pnlPhotos" class="photos">${Array.from({ length: 11 }, (_, i) => `<img src="/ListingPhotos/TM243176_${i + 1}.jpg" alt="" />`).join("")}</div>
<table id="ctl00_cphMain_tblDetails" class="details" cellspacing="0">
<tr><th>Property Type</th><td>Single Family</td><th>Building Style</th><td>1.5 Storey</td></tr>
<tr><th>Bedrooms</th><td>3+1</td><th>Approx. Sq. Ft.</th><td>1,050</td></tr>
<tr><th>Full Baths</th><td>1</td><th>Half Baths</th><td>1</td></tr>
<tr><th>Lot Size</th><td>40 x 120 ft</td><th>Year Built</th><td>1948</td></tr>
<tr><th>Basement</th><td>Full, Partially Finished</td><th>Heating</th><td>Forced Air, Natural Gas</td></tr>
<tr><th>Garage</th><td>Detached, 1</td><th>Taxes</th><td>$2,981 / 2024</td></tr>
</table>
<div class="remarks"><h3>Public Remarks</h3><p>Solid one-and-a-half storey home on a quiet street in Schumacher, close to McIntyre Arena, the community centre and the school. Three bedrooms above grade plus a fourth in the partially finished basement, a full bath on the main floor and a two-piece downstairs. Updated windows (2017), forced-air gas furnace (2019), 100-amp breakers. Fenced back yard with a detached single garage off the lane.</p></div>
<div class="courtesy"><h3>Listing Courtesy Of</h3><p><span id="ctl00_cphMain_lblAgent">Roxanne Bélanger</span>, Salesperson<br /><span id="ctl00_cphMain_lblOffice">Northern Gold Realty Ltd., Brokerage</span><br />Phone: 705-555-0164</p></div>
<div class="recent-sales"><h3>Recent Sales Nearby</h3><table class="grid"><tr><th>Address</th><th>Beds</th><th>Sold Price</th><th>Sold Date</th></tr><tr><td>64 Fourth Avenue, Timmins (Schumacher)</td><td>3</td><td>$241,000</td><td>2025-03-18</td></tr><tr><td>112 First Avenue, Timmins (Schumacher)</td><td>2+1</td><td>$219,500</td><td>2025-02-06</td></tr></table></div>
</div>
<div id="ctl00_pnlFooter" class="board-footer"><p>Timmins, Cochrane &amp; Timiskaming District Association of REALTORS® · 33 Cedar Street South, Suite 2, Timmins, ON P4N 2G4</p><p>The information on this page is provided by the listing brokerage and is deemed reliable but not guaranteed by the Association. The board is not the listing brokerage.</p><p>${creaEn}</p></div>
<script type="text/javascript">//<![CDATA[
Sys.Application.initialize();
//]]></script>
</form></body></html>`,
    expected: {
      price: { amount: 264900 },
      propertyKind: "house",
      street: "78 Fifth Avenue",
      city: "Timmins",
      province: "ON",
      postalCode: "P0N 1G0",
      neighbourhood: "Schumacher",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1050,
      lot: { value: 4800, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "TM243176",
      listingAgentName: "Roxanne Bélanger",
      brokerageName: "Northern Gold Realty Ltd., Brokerage",
    },
  },
  {
    name: "ho85-rideaulakes-cottage-portland",
    site: "rideaulakesrealestate.ca",
    set: "held-out-85",
    traps:
      "Rideau Lakes brokerage's WordPress theme with schema.org microdata (House, PostalAddress, Offer): the municipality Rideau Lakes in the microdata with the community 'Portland' in its own row; a cottage with 2 bedrooms 'plus a sleeping bunkie'; '118 ft of frontage' beside the '0.81 acres' lot; a boathouse's size; the Westport office in the header and the Yoast graph; a sold nearby cottage's price; featured listings and a blog teaser",
    pageUrl: "https://rideaulakesrealestate.ca/listings/87-hawthorn-point-lane-portland/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>87 Hawthorn Point Lane – Big Rideau Lake Cottage | Rideau Lakes Realty</title>
<meta name="description" content="Classic Big Rideau Lake cottage with 118 ft of clean waterfront, a boathouse and sunset views near Portland.">
<meta property="og:title" content="87 Hawthorn Point Lane – Big Rideau Lake Cottage">
<meta property="og:image" content="https://rideaulakesrealestate.ca/wp-content/uploads/2025/05/hawthorn-87-dock.jpg">
<link rel="stylesheet" id="wpresidence-style-css" href="/wp-content/themes/wpresidence/style.css?ver=4.9" media="all">
${yoastGraph({
  url: "https://rideaulakesrealestate.ca/listings/87-hawthorn-point-lane-portland/",
  title: "87 Hawthorn Point Lane – Big Rideau Lake Cottage | Rideau Lakes Realty",
  site: "https://rideaulakesrealestate.ca",
  orgName: "Rideau Lakes Realty Ltd., Brokerage",
  orgAddress: { street: "4 Main Street", city: "Westport", region: "ON", postal: "K0G 1X0" },
  phone: "+1-613-555-0171",
  crumbs: [["Home", "https://rideaulakesrealestate.ca/"], ["Waterfront", "https://rideaulakesrealestate.ca/listings-category/waterfront/"], ["87 Hawthorn Point Lane", "https://rideaulakesrealestate.ca/listings/87-hawthorn-point-lane-portland/"]],
  lang: "en-CA",
})}
</head>
<body class="estate_property-template-default single single-estate_property postid-2291">
<div class="top_bar_wrapper"><div class="top_bar"><span class="top-address">4 Main Street, Westport, ON K0G 1X0</span> <a href="tel:6135550171">613-555-0171</a> <span class="top-hours">Open 7 days in summer</span></div></div>
<div class="header_wrapper"><div class="logo"><a href="/"><img src="/wp-content/uploads/2022/03/rlr-logo.png" alt="Rideau Lakes Realty"></a></div>
${nav([["Waterfront", "/listings-category/waterfront/"], ["Country Homes", "/listings-category/country/"], ["Village Homes", "/listings-category/village/"], ["Land", "/listings-category/land/"], ["Sold", "/sold/"], ["Our Team", "/team/"], ["Blog", "/blog/"]], "menu-main-menu")}</div>
<div class="content_wrapper"><div class="breadcrumb_container"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/listings-category/waterfront/">Waterfront</a></li><li class="active">87 Hawthorn Point Lane</li></ol></div>
<div class="single-content listing-content" itemscope itemtype="https://schema.org/House">
<h1 class="entry-title entry-prop" itemprop="name">87 Hawthorn Point Lane – Big Rideau Lake Cottage</h1>
<div class="property_categs"><a href="/listings-category/waterfront/">Waterfront</a> · <a href="/listings-action/sale/">For Sale</a></div>
<div class="price_area" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><span itemprop="price" content="749000">$749,000</span></div>
${gallery("https://rideaulakesrealestate.ca/wp-content/uploads/2025/05/hawthorn-87", 20, "87 Hawthorn Point Lane", "carousel-listing")}
<div class="wpestate_property_description" itemprop="description"><h4 class="panel-title">Description</h4>
<p>Sunsets over Big Rideau Lake from a granite point with 118 feet of clean, deep waterfront — the swimming is straight off the dock. The 1971 cottage has been well kept by one family: an open living and dining room with a stone fireplace, a bright galley kitchen, two bedrooms plus a sleeping bunkie by the water, and a three-piece bathroom.</p>
<p>A 14 x 28 single-slip boathouse with a sundeck, a drilled well, a newer septic (2016) and a year-round private lane maintained by the road association. Ten minutes by boat to the Portland marina and the LCBO; 20 minutes by road to Westport and Smiths Falls.</p></div>
<div class="panel-wrapper" id="accordion_prop_details"><h4 class="panel-title">Property Details</h4><div class="listing_detail_wrapper">
<div class="listing_detail"><strong>Property ID:</strong> 2291</div>
<div class="listing_detail"><strong>MLS®:</strong> 40671892</div>
<div class="listing_detail"><strong>Price:</strong> $749,000</div>
<div class="listing_detail"><strong>Property Size:</strong> 960 ft<sup>2</sup></div>
<div class="listing_detail"><strong>Property Lot Size:</strong> 0.81 acres</div>
<div class="listing_detail"><strong>Water Frontage:</strong> 118 ft</div>
<div class="listing_detail"><strong>Bedrooms:</strong> <span itemprop="numberOfBedrooms">2</span></div>
<div class="listing_detail"><strong>Bathrooms:</strong> <span itemprop="numberOfBathroomsTotal">1</span></div>
<div class="listing_detail"><strong>Year Built:</strong> <span itemprop="yearBuilt">1971</span></div>
<div class="listing_detail"><strong>Boathouse:</strong> 14 x 28, single slip</div>
<div class="listing_detail"><strong>Taxes:</strong> $4,206 (2024)</div>
<div class="listing_detail"><strong>Road Fee:</strong> $450 / year</div>
</div></div>
<div class="panel-wrapper" id="accordion_prop_addr"><h4 class="panel-title">Address</h4><div class="listing_detail_wrapper" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
<div class="listing_detail"><strong>Address:</strong> <span itemprop="streetAddress">87 Hawthorn Point Lane</span></div>
<div class="listing_detail"><strong>Municipality:</strong> <span itemprop="addressLocality">Rideau Lakes</span></div>
<div class="listing_detail"><strong>Community:</strong> Portland</div>
<div class="listing_detail"><strong>Province:</strong> <span itemprop="addressRegion">ON</span></div>
<div class="listing_detail"><strong>Postal Code:</strong> <span itemprop="postalCode">K0G 1V0</span></div>
</div></div>
</div>
<div class="agent_contanct_form"><div class="agent_unit"><img src="/wp-content/uploads/2022/03/heather-mackie.jpg" alt="Heather Mackie"><h4><a href="/agents/heather-mackie/">Heather Mackie</a></h4><div class="agent_position">Broker of Record · Rideau Lakes Realty Ltd., Brokerage</div><div class="agent_detail agent_phone_class"><a href="tel:6135550172">613-555-0172</a></div></div>
${contactForm("Ask about 87 Hawthorn Point Lane", "Send Email", "I'm interested in 87 Hawthorn Point Lane.")}</div>
${cards("Recently Sold Nearby", [{ href: "/sold/33-cedar-bay-road/", price: "Sold $812,000", title: "33 Cedar Bay Road, Portland", meta: "3 bed · 1 bath · 140 ft frontage", badge: "SOLD" }], "related-sold")}
</div>
<aside class="widget-area">
${cards("Featured Listings", [
  { href: "/listings/12-spring-street-westport/", price: "$489,000", title: "12 Spring Street, Westport", meta: "3 bed · 2 bath · 1,640 ft²" },
  { href: "/listings/lot-4-upper-rideau-road/", price: "$179,900", title: "Lot 4 Upper Rideau Road", meta: "2.3 acres · 210 ft waterfront" },
], "featured_widget")}
${blogTeasers("Cottage Life Blog", [["Buying Waterfront? Ask About the Shore Road Allowance", "/blog/shore-road-allowance/", "Many Rideau lots stop at the 66-foot shore road allowance. Here is what that means for your dock…"]], "widget_latest_posts")}
</aside>
<footer class="footer_wrapper"><div class="footer-widget-area"><h4>Rideau Lakes Realty Ltd., Brokerage</h4><p>4 Main Street, Westport, ON K0G 1X0 · 613-555-0171</p><p>Independently owned and operated.</p></div><div class="sub_footer"><p>${creaEn}</p><p>${reliable}</p><p>© 2025 Rideau Lakes Realty</p></div></footer>
${wpFooterScripts("wpresidence")}
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "house",
      street: "87 Hawthorn Point Lane",
      city: "Rideau Lakes",
      province: "ON",
      postalCode: "K0G 1V0",
      neighbourhood: "Portland",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 960,
      lot: { value: 0.81, unit: "acres" },
      yearBuilt: 1971,
      mlsNumber: "40671892",
      listingAgentName: "Heather Mackie",
      brokerageName: "Rideau Lakes Realty Ltd., Brokerage",
    },
  },
  {
    name: "ho85-courtierslac-fr-condo-magog",
    site: "courtierslacmemphremagog.ca",
    set: "held-out-85",
    traps:
      "Eastern Townships team's French WordPress site: Yoast graph with the Sherbrooke Street office; a Product JSON-LD from the listing plugin with the price only; '379 000 $', 'app. 305' in the address, 'Superficie habitable : 100,8 m²' only in metres, '1 salle de bains'; condo fees, the municipal assessment near the price, taxes; the broker's card with the agency and ', agence immobilière'; 'Propriétés en vedette' in the sidebar and a blog teaser about Magog's market",
    pageUrl: "https://courtierslacmemphremagog.ca/propriete/condo-a-vendre-magog-101-rue-merry-nord-app-305/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre – 101, rue Merry Nord, app. 305, Magog | Courtiers du Lac Memphrémagog</title>
<meta name="description" content="Condo de 2 chambres au 3e étage avec vue sur le lac Memphrémagog, à distance de marche de la rue Principale. Centris 24681357.">
<meta property="og:locale" content="fr_CA"><meta property="og:title" content="Condo à vendre – Magog – 379 000 $">
<meta property="og:image" content="https://courtierslacmemphremagog.ca/wp-content/uploads/2025/05/merry-305-vue.jpg">
${yoastGraph({
  url: "https://courtierslacmemphremagog.ca/propriete/condo-a-vendre-magog-101-rue-merry-nord-app-305/",
  title: "Condo à vendre – 101, rue Merry Nord, app. 305, Magog | Courtiers du Lac Memphrémagog",
  site: "https://courtierslacmemphremagog.ca",
  orgName: "Immeubles Lac Memphrémagog inc.",
  orgAddress: { street: "1600, rue Sherbrooke", city: "Magog", region: "QC", postal: "J1X 2T3" },
  phone: "+1-819-555-0188",
  crumbs: [["Accueil", "https://courtierslacmemphremagog.ca/"], ["Propriétés", "https://courtierslacmemphremagog.ca/proprietes/"], ["Condo à vendre – 101, rue Merry Nord, app. 305", "https://courtierslacmemphremagog.ca/propriete/condo-a-vendre-magog-101-rue-merry-nord-app-305/"]],
  lang: "fr-CA",
})}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Condo à vendre – 101, rue Merry Nord, app. 305, Magog", sku: "24681357", offers: { "@type": "Offer", price: "379000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head>
<body class="propriete-template-default single single-propriete postid-918 elementor-default">
<div class="bandeau-haut">1600, rue Sherbrooke, Magog (Québec) J1X 2T3 · 819 555-0188 · <a href="/en/">English</a></div>
<header class="site-header"><a class="custom-logo-link" href="/"><img src="/wp-content/uploads/2021/02/logo-cllm.png" alt="Courtiers du Lac Memphrémagog"></a>
${nav([["Propriétés", "/proprietes/"], ["Vendre", "/vendre/"], ["Évaluation gratuite", "/evaluation/"], ["L'équipe", "/equipe/"], ["Blogue", "/blogue/"], ["Nous joindre", "/nous-joindre/"]], "menu-principal")}</header>
<main class="site-main"><nav class="fil-ariane"><a href="/">Accueil</a> » <a href="/proprietes/">Propriétés</a> » Condo à vendre – 101, rue Merry Nord, app. 305</nav>
<article class="propriete">
<h1 class="entry-title">Condo à vendre</h1>
<p class="propriete-adresse">101, rue Merry Nord, app. 305, Magog (Québec) J1X 2E7</p>
<p class="propriete-prix">379 000 $</p>
${gallery("https://courtierslacmemphremagog.ca/wp-content/uploads/2025/05/merry-305", 15, "101, rue Merry Nord, app. 305", "galerie-propriete")}
<div class="propriete-sommaire"><span>2 chambres</span> · <span>1 salle de bains</span> · <span>3<sup>e</sup> étage</span> · <span>Vue sur le lac</span></div>
<div class="propriete-description"><h2>Description</h2><p>Lumineux condo d'angle au 3e étage d'un immeuble de 2008 avec ascenseur, à cinq minutes à pied de la rue Principale et de la plage des Cantons. Grandes fenêtres sur deux côtés, vue sur le lac Memphrémagog et le mont Orford, cuisine ouverte avec îlot, deux chambres fermées et une salle de bains avec douche en céramique et bain. Balcon de 12 x 8 pi, un stationnement intérieur et un rangement.</p><p>Idéal comme pied-à-terre ou résidence principale. Copropriété bien gérée, fonds de prévoyance conforme à l'étude.</p></div>
<div class="propriete-caracteristiques"><h2>Caractéristiques</h2><table>
<tr><th>Type de propriété</th><td>Condo / Appartement</td></tr>
<tr><th>Année de construction</th><td>2008</td></tr>
<tr><th>Superficie habitable</th><td>100,8 m²</td></tr>
<tr><th>Chambres</th><td>2</td></tr>
<tr><th>Salles de bains</th><td>1</td></tr>
<tr><th>Stationnement</th><td>Garage intérieur (1)</td></tr>
<tr><th>Frais de copropriété</th><td>285 $ / mois</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>341 200 $</td></tr>
<tr><th>Taxes municipales (2025)</th><td>2 948 $</td></tr>
<tr><th>Taxes scolaires (2024)</th><td>262 $</td></tr>
<tr><th>No Centris</th><td>24681357</td></tr>
</table></div>
${calculator({ title: "Calculatrice hypothécaire", price: "Prix d'achat", down: "Mise de fonds", rate: "Taux (%)", years: "Amortissement (ans)", result: "Versement mensuel :" }, "379 000 $", "75 800 $", "4,79", "25", "1 726 $")}
<div class="courtier-carte"><img src="/wp-content/uploads/2021/02/melanie-boisvert.jpg" alt="Mélanie Boisvert"><p class="courtier-nom">Mélanie Boisvert</p><p class="courtier-titre">Courtier immobilier résidentiel</p><p class="courtier-agence">Immeubles Lac Memphrémagog inc., agence immobilière</p><p><a href="tel:8195550193">819 555-0193</a></p></div>
${contactForm("Demande d'information", "Envoyer", "Bonjour, j'aimerais visiter le condo du 101, rue Merry Nord, app. 305.")}
</article>
<aside class="barre-laterale">
${cards("Propriétés en vedette", [
  { href: "/propriete/maison-a-vendre-orford-chemin-du-parc/", price: "649 000 $", title: "Maison à vendre, Orford", meta: "3 ch. · 2 sdb · 2 145 pi²" },
  { href: "/propriete/condo-a-vendre-magog-rue-des-pins/", price: "329 000 $", title: "Condo à vendre, Magog", meta: "2 ch. · 1 sdb · 2015" },
], "vedette")}
${blogTeasers("Blogue", [["Le marché des condos à Magog au printemps 2025", "/blogue/marche-condos-magog-2025/", "Le prix médian des copropriétés vendues à Magog a atteint 352 500 $ ce printemps…"]], "widget-blogue")}
</aside></main>
<footer class="site-footer"><p><strong>Immeubles Lac Memphrémagog inc., agence immobilière</strong> · 1600, rue Sherbrooke, Magog (Québec) J1X 2T3 · 819 555-0188</p><p>Les données sur les propriétés proviennent du système Centris® et sont jugées fiables, sans toutefois être garanties.</p><p>© 2025 Courtiers du Lac Memphrémagog. Tous droits réservés.</p></footer>
${wpFooterScripts("hello-elementor")}
</body></html>`,
    expected: {
      price: { amount: 379000 },
      propertyKind: "condo",
      street: "101, rue Merry Nord, app. 305",
      city: "Magog",
      province: "QC",
      postalCode: "J1X 2E7",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1085,
      yearBuilt: 2008,
      mlsNumber: "24681357",
      listingAgentName: "Mélanie Boisvert",
      brokerageName: "Immeubles Lac Memphrémagog inc., agence immobilière",
    },
  },
  {
    name: "ho85-gestionforillon-fr-location-gaspe",
    site: "gestionforillon.ca",
    set: "held-out-85",
    traps:
      "Gaspé property manager's French PHP page for a 4½ to rent: '950 $ / mois', the 4½ spelled out as '2 chambres à coucher'; 'environ 850 pi²'; the building's year; electricity's monthly estimate and the deposit note; no broker and no MLS® (a manager's own 'Logement #'); other units in the same building with their rents; the office on rue Jacques-Cartier in the header and the footer",
    pageUrl: "https://www.gestionforillon.ca/logement.php?id=58",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4 ½ à louer – 126, rue de la Reine, app. 3, Gaspé – Gestion Immobilière Forillon</title>
<meta name="description" content="Logement 4 ½ à louer au centre-ville de Gaspé, 950 $ par mois, libre le 1er juillet.">
<link rel="stylesheet" href="/css/site.css?v=14">
</head>
<body>
<div id="entete"><a href="/index.php"><img src="/img/logo-forillon.png" alt="Gestion Immobilière Forillon"></a><p class="coordonnees">98, rue Jacques-Cartier, Gaspé (Québec) G4X 1M9 · 418 555-0124 · location@gestionforillon.ca</p></div>
<div id="menu"><a href="/index.php">Accueil</a> <a href="/logements.php">Logements disponibles</a> <a href="/commercial.php">Locaux commerciaux</a> <a href="/demande.php">Demande de location</a> <a href="/contact.php">Nous joindre</a></div>
<div id="contenu">
<h1>4 ½ à louer – 126, rue de la Reine, app. 3</h1>
<p class="ville">Gaspé (Québec) G4X 1T6</p>
<div class="prix-location">950 $ / mois</div>
<div class="dispo">Libre le 1<sup>er</sup> juillet 2025</div>
<div class="photos">${Array.from({ length: 8 }, (_, i) => `<a href="/photos/logements/58/${i + 1}.jpg" rel="lightbox[58]"><img src="/photos/logements/58/t_${i + 1}.jpg" alt=""></a>`).join("")}</div>
<table class="fiche">
<tr><td class="etiquette">Logement #</td><td>58</td></tr>
<tr><td class="etiquette">Type</td><td>Appartement 4 ½ (2e étage)</td></tr>
<tr><td class="etiquette">Chambres à coucher</td><td>2</td></tr>
<tr><td class="etiquette">Salle de bains</td><td>1</td></tr>
<tr><td class="etiquette">Superficie</td><td>environ 850 pi²</td></tr>
<tr><td class="etiquette">Immeuble construit en</td><td>1995</td></tr>
<tr><td class="etiquette">Chauffage / électricité</td><td>Non inclus (Hydro-Québec, environ 90 $ / mois)</td></tr>
<tr><td class="etiquette">Eau chaude</td><td>Incluse</td></tr>
<tr><td class="etiquette">Stationnement</td><td>1 place extérieure incluse</td></tr>
<tr><td class="etiquette">Animaux</td><td>Non</td></tr>
<tr><td class="etiquette">Bail</td><td>12 mois</td></tr>
</table>
<h2>Description</h2>
<p>Beau 4 ½ lumineux au 2e étage d'un immeuble tranquille de six logements, à deux pas de la rue de la Reine, des commerces et du cégep. Deux chambres à coucher fermées, salon double, cuisine avec comptoir lunch, salle de bains avec bain-douche, entrée laveuse-sécheuse. Balcon arrière et rangement au sous-sol. Déneigement inclus.</p>
<p>Enquête de crédit requise. Aucun dépôt demandé (interdit au Québec), premier mois payable à la signature du bail.</p>
<div class="autres"><h3>Autres logements dans cet immeuble</h3><ul><li><a href="logement.php?id=61">3 ½ – app. 1 – 780 $ / mois – libre le 1er août</a></li><li><a href="logement.php?id=63">5 ½ – app. 6 – 1 150 $ / mois – libre le 1er septembre</a></li></ul></div>
<form action="/demande.php" method="post" class="formulaire"><input type="hidden" name="logement" value="58"><h3>Je suis intéressé(e)</h3><input type="text" name="nom" placeholder="Nom"><input type="text" name="tel" placeholder="Téléphone"><textarea name="message">Bonjour, j'aimerais visiter le 4 ½ du 126, rue de la Reine.</textarea><input type="submit" value="Envoyer"></form>
</div>
<div id="pied"><p>Gestion Immobilière Forillon · 98, rue Jacques-Cartier, Gaspé (Québec) G4X 1M9 · 418 555-0124</p><p>Les logements sont loués selon les règles du Tribunal administratif du logement. Photos à titre indicatif.</p><p>© 2025 Gestion Immobilière Forillon</p></div>
</body></html>`,
    expected: {
      price: { amount: 950, period: "month" },
      propertyKind: "condo",
      street: "126, rue de la Reine, app. 3",
      city: "Gaspé",
      province: "QC",
      postalCode: "G4X 1T6",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      yearBuilt: 1995,
    },
  },
];
