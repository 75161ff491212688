/**
 * Seventy-fifth held-out corpus, the regions between: an Abitibi weekly's French classified for a triplex in
 * Rouyn-Noranda, the Thunder Bay board's public page for a mixed-use building in Nipigon, a Haida Gwaii land company's
 * oceanfront cabin, a Yorkton RE/MAX office's IDX page for a Langenburg bungalow and a Manitoba non-profit housing
 * association's vacancy board with a co-op townhouse in Dauphin. Addresses, names and numbers are invented; expected
 * facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, fbPixel, ga4, gallery, jsVar, navList, shareBar, siteFooter, social, tiles, wpHead } from "./chrome.ts";

export const HELD_OUT_75_REGIONS: ListingPage[] = [
  {
    name: "ho75-lafrontiere-triplex-rouyn-noranda",
    site: "lafrontiere.ca",
    set: "held-out-75",
    traps: "a regional weekly's French classified (petites annonces) for a triplex sold by its owner: '329 000 $' beside gross revenue per year, the municipal assessment and municipal and school taxes; units '5 ½, 4 ½, 3 ½' with no bedroom or bath totals; 'Terrain : 50 x 100 pi'; 'Quartier : Vieux-Noranda' beside Rouyn-Noranda; the ad number; the seller's first name; other ads (rents per month, a chalet, a lot); the paper's address and postal code in the footer",
    pageUrl: "https://www.lafrontiere.ca/petites-annonces/immobilier/a-vendre/triplex-148-152-rue-carter-88412",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre – 148-152, rue Carter, Rouyn-Noranda | Petites annonces | La Frontière</title>
<meta name="description" content="Triplex bien entretenu dans le Vieux-Noranda, 329 000 $. Vendu par le propriétaire.">
<meta property="og:locale" content="fr_CA">
<link rel="stylesheet" href="/static/css/lexis-regional.css?v=5.12">
${ga4("G-LXLFRN0917")}
${fbPixel("410298877123456")}
</head><body class="petites-annonces detail">
${cookieBar("La Frontière", "fr")}
<div class="topbar"><span>Rouyn-Noranda · mercredi 19 novembre 2025</span><a href="/abonnement/">S'abonner</a><a href="/edition-electronique/">Édition électronique</a></div>
<header class="masthead"><a href="/" class="logo"><img src="/static/img/la-frontiere.svg" alt="La Frontière"></a>
${navList(["Actualités", "Économie", "Sports", "Culture", "Opinions", "Avis de décès", "Petites annonces", "Carrières"], "nav-principale")}
</header>
<main class="pa-container">
<nav class="pa-fil"><a href="/petites-annonces/">Petites annonces</a> › <a href="/petites-annonces/immobilier/">Immobilier</a> › <a href="/petites-annonces/immobilier/a-vendre/">À vendre</a> › Annonce no 88412</nav>
<article class="pa-annonce">
<h1>Triplex à vendre – Vieux-Noranda</h1>
<p class="pa-date">Publiée le 14 novembre 2025 · Annonce no 88412 · Catégorie : Plex à vendre</p>
<p class="pa-prix">329 000 $</p>
${gallery("/media/pa/88412", 5, "Triplex rue Carter", "pa-photos")}
<table class="pa-caracteristiques"><tbody>
<tr><th>Adresse</th><td>148-152, rue Carter, Rouyn-Noranda (Québec) J9X 2L4</td></tr>
<tr><th>Quartier</th><td>Vieux-Noranda</td></tr>
<tr><th>Type</th><td>Triplex</td></tr>
<tr><th>Logements</th><td>1 x 5 ½ (occupé par le propriétaire), 1 x 4 ½, 1 x 3 ½</td></tr>
<tr><th>Année de construction</th><td>1952</td></tr>
<tr><th>Terrain</th><td>50 x 100 pi</td></tr>
<tr><th>Revenus bruts potentiels</th><td>31 800 $ / an</td></tr>
<tr><th>Évaluation municipale (2024)</th><td>284 500 $</td></tr>
<tr><th>Taxes municipales</th><td>3 412 $</td></tr>
<tr><th>Taxes scolaires</th><td>268 $</td></tr>
<tr><th>Chauffage</th><td>Électrique (plinthes), compteurs séparés</td></tr>
</tbody></table>
<div class="pa-texte"><p>Triplex très bien entretenu à deux pas du lac Osisko et du centre-ville. Toiture refaite en 2020, entrées électriques 200 A refaites en 2019, fenêtres changées au 4 ½ et au 3 ½. Le 5 ½ au rez-de-chaussée sera libre à la vente; le 4 ½ est loué 1 020 $/mois et le 3 ½ 820 $/mois, chauffage non inclus. Sous-sol avec rangement pour chaque logement, stationnement pour 4 autos dans la cour.</p>
<p>Idéal pour propriétaire occupant. Vendu par le propriétaire, aucun courtier s.v.p. Visites sur rendez-vous : Sylvie, 819 555-0147 (soir et fin de semaine).</p></div>
<div class="pa-actions"><a href="/petites-annonces/repondre/88412/">Répondre à l'annonce</a> · <a href="/petites-annonces/signaler/88412/">Signaler</a></div>
</article>
${tiles("Autres annonces en immobilier", [
  { href: "/petites-annonces/immobilier/a-louer/4-et-demi-rue-principale-88390", price: "950 $/mois", title: "4 ½ à louer – rue Principale", meta: "Libre le 1er décembre, non chauffé" },
  { href: "/petites-annonces/immobilier/a-vendre/chalet-lac-dufault-88377", price: "189 000 $", title: "Chalet 4 saisons – lac Dufault", meta: "Bord de l'eau, 2 chambres" },
  { href: "/petites-annonces/immobilier/a-vendre/terrain-evain-88351", price: "45 000 $", title: "Terrain 1 acre – Évain", meta: "Zoné résidentiel" },
], "pa-autres")}
</main>
<aside class="pa-pub"><div class="pub-box"><img src="/static/pub/caisse-300x250.jpg" alt="Publicité"></div><div class="widget"><h4>Placer une annonce</h4><p>Annonce classée : 18 $ pour 25 mots par semaine, papier et Web. Photo : 10 $.</p></div></aside>
${siteFooter([
  `<h4>La Frontière</h4><address>33-A, rue Gamble Ouest<br>Rouyn-Noranda (Québec) J9X 2R3</address><p>819 555-0100</p>`,
  `<h4>Nos journaux</h4><ul><li>La Frontière</li><li>Le Citoyen Rouyn-Noranda</li><li>L'Écho abitibien</li></ul>`,
  social(),
], ["© 2025 La Frontière. Tous droits réservés.", "Les petites annonces sont publiées par les lecteurs; le journal n'en vérifie pas le contenu."])}
</body></html>`,
    expected: {
      price: { amount: 329000 },
      propertyKind: "plex",
      street: "148-152, rue Carter",
      city: "Rouyn-Noranda",
      province: "QC",
      postalCode: "J9X 2L4",
      neighbourhood: "Vieux-Noranda",
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1952,
    },
  },
  {
    name: "ho75-tbreb-mixed-use-nipigon",
    site: "thunderbay-mls.on.ca",
    set: "held-out-75",
    traps: "a real-estate board's public ASP.NET listing page for a mixed-use building: 'TB'-prefixed MLS® number; building area 6,200 sq ft split main/upper; lot '66 x 132 ft'; gross income, taxes and an assessment beside the list price; the listing brokerage with ', Brokerage' and a '- Nipigon Office' branch; a salesperson and a co-listing salesperson; the listing's lat/lng in the map script beside the board's own office; other district listings with prices",
    pageUrl: "https://www.thunderbay-mls.on.ca/listings/listing-detail.aspx?mls=TB252031",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>42 Front Street, Nipigon – MLS® TB252031 – Thunder Bay Real Estate Board</title>
<meta name="description" content="Commercial mixed-use building for sale in Nipigon, Ontario. MLS® TB252031. $425,000.">
<link rel="stylesheet" href="/css/tbreb.css?v=20240311">
${ga4("G-TBREB5531")}
</head><body class="listing-detail">
<form method="post" action="./listing-detail.aspx?mls=TB252031" id="form1">
<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKLTM0NjYxOTQ0Mg9kFgJmD2QWAgIDD2QWBAIBDw8WAh4EVGV4dAUKVEIyNTIwMzFkZAIDDw8WAh8ABQgkNDI1LDAwMGRkZIo5s0xq1Tb4P0wq"><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAOx8c1nN3zNQ1y2f6kz0q1x"></div>
<header class="board-header"><a href="/"><img src="/images/tbreb-logo.png" alt="Thunder Bay Real Estate Board"></a>
${navList(["Search Listings", "Open Houses", "Find a REALTOR", "Market Stats", "About the Board", "Contact"], "board-nav", "/pages/")}
</header>
<div id="ctl00_main" class="listing-wrap">
<div class="listing-top"><a href="/listings/results.aspx?type=commercial&amp;area=nipigon">&laquo; Back to results</a></div>
<h1 id="ctl00_lblAddress">42 Front Street, Nipigon, ON P0T 2J0</h1>
<div class="price-row"><span id="ctl00_lblPrice" class="price">$425,000</span><span class="mls">MLS&reg; <span id="ctl00_lblMls">TB252031</span></span><span class="status">Active</span></div>
${gallery("https://media.thunderbay-mls.on.ca/photos/TB252031", 10, "42 Front Street Nipigon", "photo-reel")}
<table class="detail-table" id="ctl00_tblDetails"><tbody>
<tr><td class="lbl">Property Type</td><td>Commercial</td><td class="lbl">Building Type</td><td>Mixed Use (Retail / Residential)</td></tr>
<tr><td class="lbl">Municipality</td><td>Nipigon</td><td class="lbl">District</td><td>Thunder Bay District</td></tr>
<tr><td class="lbl">Building Area</td><td>6,200 sq ft</td><td class="lbl">Main / Upper</td><td>3,400 / 2,800 sq ft</td></tr>
<tr><td class="lbl">Units</td><td>1 retail, 2 residential (2-bed)</td><td class="lbl">Storeys</td><td>2</td></tr>
<tr><td class="lbl">Lot Size</td><td>66 x 132 ft</td><td class="lbl">Zoning</td><td>C1 – Downtown Commercial</td></tr>
<tr><td class="lbl">Year Built</td><td>1962</td><td class="lbl">Heating</td><td>Natural gas, forced air</td></tr>
<tr><td class="lbl">Gross Annual Income</td><td>$46,800</td><td class="lbl">Operating Expenses</td><td>$17,950</td></tr>
<tr><td class="lbl">Taxes</td><td>$6,488 (2025)</td><td class="lbl">Assessment</td><td>$312,000</td></tr>
<tr><td class="lbl">Parking</td><td>6 spaces, rear lane</td><td class="lbl">Possession</td><td>Flexible</td></tr>
</tbody></table>
<div class="remarks"><h2>Public Remarks</h2><p>Solid two-storey block building on Nipigon's main street, one block from the Paddle to the Sea Park and the marina. The main floor is a 3,400 sq ft retail space leased to a hardware and sporting-goods tenant to 2028; upstairs are two renovated two-bedroom apartments with separate entrance, each rented at $1,150 per month. Roof 2017, gas furnaces 2021, 400-amp service. A turnkey investment on the Trans-Canada corridor, 110 km east of Thunder Bay.</p></div>
<div class="brokerage-box"><h2>Listing Information</h2>
<p><span class="lbl">Listing Brokerage:</span> Superior Shores Realty Ltd., Brokerage - Nipigon Office</p>
<p><span class="lbl">Listing Salesperson:</span> Marc Bélanger, Salesperson · 807-555-0163</p>
<p><span class="lbl">Co-Listing Salesperson:</span> Heather Lind, Broker · 807-555-0175</p>
<p class="small">Listing data courtesy of the Thunder Bay Real Estate Board MLS&reg; System. Last updated Nov 18, 2025.</p></div>
<div id="map-canvas" class="map"></div>
${jsVar("listingMap", { mls: "TB252031", lat: 49.01264, lng: -88.26831, zoom: 16, office: { name: "Thunder Bay Real Estate Board", lat: 48.40932, lng: -89.24467 } })}
${tiles("Other Listings in the District", [
  { href: "/listings/listing-detail.aspx?mls=TB251877", price: "$219,900", title: "9 Third Street, Nipigon", meta: "3 bd · 1 ba · Bungalow" },
  { href: "/listings/listing-detail.aspx?mls=TB252106", price: "$689,000", title: "Hwy 11 & 17, Red Rock", meta: "Commercial · Motel, 14 units" },
  { href: "/listings/listing-detail.aspx?mls=TB251640", price: "$74,500", title: "Lot 3 Lakeview Drive, Dorion", meta: "Vacant land · 2.2 acres" },
], "district-listings")}
</div>
</form>
${siteFooter([
  `<h4>Thunder Bay Real Estate Board</h4><address>1135 Memorial Avenue<br>Thunder Bay, ON P7B 4A3</address><p>807-555-0100</p>`,
  `<p>The trademarks MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA.</p>`,
], ["© 2025 Thunder Bay Real Estate Board. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 425000 },
      propertyKind: "commercial",
      street: "42 Front Street",
      city: "Nipigon",
      province: "ON",
      postalCode: "P0T 2J0",
      squareFootage: 6200,
      lot: { value: 8712, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "TB252031",
      listingAgentName: "Marc Bélanger",
      brokerageName: "Superior Shores Realty Ltd., Brokerage",
      geo: { lat: 49.01264, lng: -88.26831 },
    },
  },
  {
    name: "ho75-niho-oceanfront-cabin-masset",
    site: "niho.com",
    set: "held-out-75",
    traps: "a recreational land company's property page on Haida Gwaii: '1 bedroom + sleeping loft' (one bedroom); '3.2 acres (1.29 ha)'; 310 ft of ocean frontage (not the lot); the company's own property number beside the BC northern board's R-prefixed MLS®; off-grid power costs and assessment; the archipelago overview map centre beside the property's pin in one script object; the company's head office in Kelowna in the footer; other island properties with prices",
    pageUrl: "https://www.niho.com/property/tow-hill-oceanfront-cabin-haida-gwaii/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tow Hill Oceanfront Cabin – Haida Gwaii | NIHO Land &amp; Cattle Company</title>
<meta name="description" content="Cabin on 3.2 oceanfront acres on North Beach, Haida Gwaii. $365,000.">
${wpHead("niho", "6.5.4")}
${ga4("G-NIHO88PROP")}
</head><body class="property-template-default single single-property">
${cookieBar("NIHO Land & Cattle Company")}
<header class="niho-header"><a href="/" class="niho-logo"><img src="/wp-content/themes/niho/img/niho-logo.png" alt="NIHO Land &amp; Cattle Company"></a>
${navList(["Properties", "Oceanfront", "Lakefront", "Ranches", "Islands", "About NIHO", "Contact"], "niho-nav")}
<span class="niho-phone">Toll free 1-800-555-0144</span></header>
<main class="niho-property">
<div class="niho-property__title"><h1>Tow Hill Oceanfront Cabin</h1><p class="niho-property__loc">27461 Tow Hill Road, Masset, BC V0T 1M0 · Haida Gwaii</p>
<p class="niho-property__price">$365,000</p><p class="niho-property__ids">NIHO Property #4417 · MLS&reg; R3051122</p></div>
${gallery("/wp-content/uploads/properties/4417", 12, "Tow Hill oceanfront cabin")}
<div class="niho-property__cols">
<div class="niho-property__main">
<h2>Property Description</h2>
<p>Wake up to the sound of the surf on North Beach. This cedar cabin sits on 3.2 private acres between Tow Hill Road and the beach, with 310 feet of sandy ocean frontage looking north across Dixon Entrance toward Alaska. Built in 2011 by a local timber framer, the cabin has one bedroom on the main floor plus a sleeping loft for guests, a full bathroom with a composting toilet and propane shower, and an open kitchen and living room around an airtight wood stove.</p>
<p>Power is off-grid: a 3.6 kW solar array with battery bank and a backup generator (about $600 a year in propane and fuel). Water from a drilled well. A 12 x 16 woodshed and workshop, a covered deck facing the ocean and a trail to the beach. Razor clams, Dungeness crab and some of the best beachcombing on the coast. 25 minutes to Masset and the airport.</p>
<h2>Property Details</h2>
<table class="niho-specs"><tbody>
<tr><th>Price</th><td>$365,000</td></tr>
<tr><th>Size</th><td>3.2 acres (1.29 ha)</td></tr>
<tr><th>Ocean frontage</th><td>310 ft</td></tr>
<tr><th>Improvements</th><td>Cabin, woodshed/workshop, deck</td></tr>
<tr><th>Bedrooms</th><td>1 bedroom + sleeping loft</td></tr>
<tr><th>Bathrooms</th><td>1</td></tr>
<tr><th>Floor area</th><td>720 sq ft (including loft)</td></tr>
<tr><th>Year built</th><td>2011</td></tr>
<tr><th>Services</th><td>Off-grid solar, drilled well, septic field</td></tr>
<tr><th>Zoning</th><td>Rural Residential (North Coast Regional District)</td></tr>
<tr><th>Assessment (2025)</th><td>$291,000</td></tr>
<tr><th>Taxes</th><td>$1,188</td></tr>
</tbody></table>
<div id="niho-map" class="niho-map"></div>
${jsVar("nihoMapData", { overview: { label: "Haida Gwaii", lat: 53.5, lng: -132.2, zoom: 7 }, property: { id: 4417, title: "Tow Hill Oceanfront Cabin", lat: 54.07021, lng: -131.79814, zoom: 14 } })}
</div>
<aside class="niho-property__side"><div class="niho-agent"><h3>Your NIHO agent</h3><img src="/wp-content/uploads/agents/kevin-sorensen.jpg" alt=""><p class="name">Kevin Sorensen</p><p>Personal Real Estate Corporation</p><p>NIHO Land &amp; Cattle Company</p><p>Cell 250-555-0179</p></div>
<form class="niho-inquiry"><h4>Request the full property package</h4><input type="text" placeholder="Name"><input type="email" placeholder="Email"><button>Send</button></form>
${shareBar("https://www.niho.com/property/tow-hill-oceanfront-cabin-haida-gwaii/")}</aside>
</div>
${tiles("More Haida Gwaii Properties", [
  { href: "/property/naikoon-oceanfront-acreage/", price: "$249,000", title: "Naikoon Oceanfront Acreage", meta: "9.3 acres · 420 ft oceanfront" },
  { href: "/property/port-clements-inlet-home/", price: "$429,000", title: "Port Clements Inlet Home", meta: "3 bed · 2 bath · 1.1 acres" },
  { href: "/property/sandspit-view-lot/", price: "$59,900", title: "Sandspit View Lot", meta: "0.5 acres" },
])}
</main>
${siteFooter([
  `<h4>NIHO Land &amp; Cattle Company</h4><address>Head Office<br>1925 Harvey Avenue<br>Kelowna, BC V1Y 6G3</address><p>Toll free 1-800-555-0144</p>`,
  `<h4>Stay in touch with NIHO!</h4><form><input type="email" placeholder="Your email"><button>Subscribe</button></form>${social()}`,
], ["© 2025 NIHO Land & Cattle Company. All rights reserved.", "Information believed accurate but not guaranteed; buyers should verify all details."])}
</body></html>`,
    expected: {
      price: { amount: 365000 },
      propertyKind: "house",
      street: "27461 Tow Hill Road",
      city: "Masset",
      province: "BC",
      postalCode: "V0T 1M0",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 720,
      lot: { value: 3.2, unit: "acres" },
      yearBuilt: 2011,
      mlsNumber: "R3051122",
      listingAgentName: "Kevin Sorensen",
      brokerageName: "NIHO Land & Cattle Company",
      geo: { lat: 54.07021, lng: -131.79814 },
    },
  },
  {
    name: "ho75-remaxyorkton-bungalow-langenburg-sk",
    site: "remax-yorkton.ca",
    set: "held-out-75",
    traps: "a small-city RE/MAX office's WordPress site with IDX Broker field markup: bedrooms split 'Above Grade 3' / 'Below Grade 1' beside 'Total 4'; 'Total Baths 2' with two full; above-grade 1,176 sq ft beside 2,100 total finished; lot frontage, depth and a 6,250 sq ft size; SK-prefixed MLS® beside the IDX listing id; taxes and a payment estimate; JSON-LD with the listing's geo; the listing office named as courtesy; the office's Yorkton address in the footer; the agent's other listings",
    pageUrl: "https://www.remax-yorkton.ca/idx/details/listing/a178/SK998877/118-Carl-Avenue-Langenburg-SK-S0A-2A0",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>118 Carl Avenue, Langenburg, SK S0A 2A0 (MLS# SK998877) | RE/MAX Parkland Realty</title>
<meta name="description" content="3+1 bedroom bungalow in Langenburg, Saskatchewan. $219,900. MLS® SK998877.">
${wpHead("astra", "6.6.2")}
<link rel="stylesheet" href="https://remaxyorkton.idxbroker.com/idx/css/idxbrokerdetails.css">
<script type="application/ld+json">${JSON.stringify({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "118 Carl Avenue, Langenburg, SK S0A 2A0", url: "https://www.remax-yorkton.ca/idx/details/listing/a178/SK998877/118-Carl-Avenue-Langenburg-SK-S0A-2A0", address: { "@type": "PostalAddress", streetAddress: "118 Carl Avenue", addressLocality: "Langenburg", addressRegion: "SK", postalCode: "S0A 2A0" }, geo: { "@type": "GeoCoordinates", latitude: "50.84412", longitude: "-101.71236" }, numberOfRooms: 11, floorSize: { "@type": "QuantitativeValue", value: "1176", unitText: "sqft" } })}</script>
${ga4("G-RMXYTN4410")}
</head><body class="wp-singular page-template-idx-wrapper">
${cookieBar("RE/MAX Parkland Realty")}
<header class="site-header"><a href="/" class="custom-logo"><img src="/wp-content/uploads/2023/04/remax-parkland-logo.png" alt="RE/MAX Parkland Realty"></a>
${navList(["Search Homes", "Farms & Acreages", "Lake Properties", "Our Agents", "Sell", "Contact"], "main-header-menu")}
</header>
<main id="IDX-main" class="IDX-category-res IDX-page-listing">
<div id="IDX-detailsTopNav"><a href="/idx/results/listings">Back to results</a> | <a href="/idx/myaccount">Save property</a></div>
<div id="IDX-detailsHead">
<div id="IDX-detailsAddress"><span class="IDX-detailsAddressNumber">118</span> <span class="IDX-detailsAddressStreet">Carl Avenue</span><br><span class="IDX-detailsAddressCity">Langenburg</span>, <span class="IDX-detailsAddressState">SK</span> <span class="IDX-detailsAddressZipcode">S0A 2A0</span></div>
<div id="IDX-detailsTopPrice"><span class="IDX-text">$219,900</span></div>
</div>
${gallery("https://remaxyorkton.idxbroker.com/photos/SK998877", 18, "118 Carl Avenue Langenburg", "IDX-photoGallery")}
<div id="IDX-fieldsWrapper">
<div id="IDX-field-listingID" class="IDX-field-listingID IDX-field"><span class="IDX-label">MLS#</span><span class="IDX-text">SK998877</span></div>
<div id="IDX-field-listingPrice" class="IDX-field-listingPrice IDX-field"><span class="IDX-label">Price</span><span class="IDX-text">$219,900</span></div>
<div id="IDX-field-propStatus" class="IDX-field-propStatus IDX-field"><span class="IDX-label">Status</span><span class="IDX-text">Active</span></div>
<div id="IDX-field-idxPropType" class="IDX-field-idxPropType IDX-field"><span class="IDX-label">Property Type</span><span class="IDX-text">Residential – Detached</span></div>
<div id="IDX-field-style" class="IDX-field-style IDX-field"><span class="IDX-label">Style</span><span class="IDX-text">Bungalow</span></div>
<div id="IDX-field-bedrooms" class="IDX-field-bedrooms IDX-field"><span class="IDX-label">Bedrooms Total</span><span class="IDX-text">4</span></div>
<div id="IDX-field-bedroomsAboveGrade" class="IDX-field"><span class="IDX-label">Bedrooms Above Grade</span><span class="IDX-text">3</span></div>
<div id="IDX-field-bedroomsBelowGrade" class="IDX-field"><span class="IDX-label">Bedrooms Below Grade</span><span class="IDX-text">1</span></div>
<div id="IDX-field-totalBaths" class="IDX-field-totalBaths IDX-field"><span class="IDX-label">Total Baths</span><span class="IDX-text">2</span></div>
<div id="IDX-field-fullBaths" class="IDX-field-fullBaths IDX-field"><span class="IDX-label">Full Baths</span><span class="IDX-text">2</span></div>
<div id="IDX-field-sqFt" class="IDX-field-sqFt IDX-field"><span class="IDX-label">Above Grade SqFt</span><span class="IDX-text">1,176</span></div>
<div id="IDX-field-totalFinished" class="IDX-field"><span class="IDX-label">Total Finished SqFt</span><span class="IDX-text">2,100</span></div>
<div id="IDX-field-lotFrontage" class="IDX-field"><span class="IDX-label">Lot Frontage</span><span class="IDX-text">50 ft</span></div>
<div id="IDX-field-lotDepth" class="IDX-field"><span class="IDX-label">Lot Depth</span><span class="IDX-text">125 ft</span></div>
<div id="IDX-field-lotSize" class="IDX-field"><span class="IDX-label">Lot Size</span><span class="IDX-text">6,250 sq ft</span></div>
<div id="IDX-field-yearBuilt" class="IDX-field-yearBuilt IDX-field"><span class="IDX-label">Year Built</span><span class="IDX-text">1974</span></div>
<div id="IDX-field-taxes" class="IDX-field"><span class="IDX-label">Taxes</span><span class="IDX-text">$2,684 (2025)</span></div>
<div id="IDX-field-garage" class="IDX-field"><span class="IDX-label">Garage</span><span class="IDX-text">Detached, 1 car (14 x 24)</span></div>
<div id="IDX-field-heating" class="IDX-field"><span class="IDX-label">Heating</span><span class="IDX-text">Forced air, natural gas</span></div>
</div>
<div id="IDX-description"><h3>Remarks</h3><p>Move-in ready bungalow on a quiet tree-lined street, two blocks from the school and the Langenburg rink. The main floor has three bedrooms, an updated 4-piece bath, a bright living room with a picture window and an eat-in kitchen with newer cabinets. The basement is fully developed with a family room, a fourth bedroom, a 3-piece bath and laundry. Shingles 2019, furnace and water heater 2022. Fenced back yard with garden and a detached single garage off the lane. Twenty minutes to the potash mines and an hour to Yorkton.</p></div>
<div id="IDX-mortgageCalc"><h4>Mortgage calculator</h4><p>Based on $219,900 with 10% down at 4.89% over 25 years: <b>$1,138 / month</b></p></div>
<div id="IDX-agentInfo"><h3>Listing Agent</h3><p class="IDX-agentName">Dana Kowalchuk</p><p>REALTOR&reg;</p><p>306-555-0152</p><p class="IDX-officeName">RE/MAX Parkland Realty</p></div>
<p class="IDX-disclaimer">Listing courtesy of RE/MAX Parkland Realty. Data supplied by the Saskatchewan REALTORS&reg; Association MLS&reg; System; deemed reliable but not guaranteed. Updated 2025-11-17.</p>
${tiles("Dana's Other Listings", [
  { href: "/idx/details/listing/a178/SK997412/44-Railway-Avenue-Churchbridge", price: "$139,000", title: "44 Railway Avenue, Churchbridge", meta: "2 bd · 1 ba · 912 sq ft" },
  { href: "/idx/details/listing/a178/SK996850/RM-of-Langenburg-Acreage", price: "$465,000", title: "Hauck Acreage, RM of Langenburg No. 181", meta: "4 bd · 3 ba · 10 acres" },
  { href: "/idx/details/listing/a178/SK995103/17-Kaiser-Wilhelm-Avenue-Langenburg", price: "$289,500", title: "17 Kaiser Wilhelm Avenue, Langenburg", meta: "4 bd · 2 ba · 1,340 sq ft" },
], "IDX-agentListings")}
</main>
${siteFooter([
  `<h4>RE/MAX Parkland Realty</h4><address>58 Broadway Street East<br>Yorkton, SK S3N 0K9</address><p>306-555-0100</p>`,
  `<h4>Areas We Serve</h4><p>Yorkton · Melville · Esterhazy · Langenburg · Canora · Kamsack · Churchbridge</p>`,
  social(),
], ["© 2025 RE/MAX Parkland Realty. Each office independently owned and operated.", "MLS®, REALTOR® and associated logos are trademarks of The Canadian Real Estate Association."])}
</body></html>`,
    expected: {
      price: { amount: 219900 },
      propertyKind: "house",
      street: "118 Carl Avenue",
      city: "Langenburg",
      province: "SK",
      postalCode: "S0A 2A0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1176,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1974,
      mlsNumber: "SK998877",
      listingAgentName: "Dana Kowalchuk",
      brokerageName: "RE/MAX Parkland Realty",
      geo: { lat: 50.84412, lng: -101.71236 },
    },
  },
  {
    name: "ho75-mnpha-coop-townhouse-dauphin",
    site: "mnpha.com",
    set: "held-out-75",
    traps: "a provincial non-profit housing association's vacancy board: a co-op's monthly housing charge beside a refundable member share, a rent-geared-to-income note and an area market-rent comparison; a townhouse unit shown '7 - 215 3rd Avenue NE'; '1 full, 1 half' baths; '1,150 sq ft' plus an unfinished basement; the posting's own vacancy id; the co-op (a housing provider, not a brokerage) and its coordinator's email; other co-ops' vacancies with their charges; the association's Winnipeg office in the footer",
    pageUrl: "https://mnpha.com/vacancies/riverbend-housing-co-op-3-bedroom-townhouse-dauphin/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Riverbend Housing Co-op – 3 Bedroom Townhouse (Dauphin) – Manitoba Non-Profit Housing Association</title>
<meta name="description" content="Vacancy: 3 bedroom co-op townhouse in Dauphin, Manitoba. Monthly housing charge $1,095.">
${wpHead("mnpha-theme", "6.5.3")}
${ga4("G-MNPHA31V77")}
</head><body class="vacancy-template-default single single-vacancy">
${cookieBar("MNPHA")}
<header class="site-header"><a href="/" class="logo"><img src="/wp-content/uploads/2020/09/mnpha-logo.png" alt="Manitoba Non-Profit Housing Association"></a>
${navList(["About", "Members", "Co-op Housing", "Vacancies", "Events", "Resources", "Join"], "primary-menu")}
</header>
<main class="vacancy-single">
<p class="back"><a href="/vacancies/">&larr; All vacancies</a></p>
<h1>Riverbend Housing Co-op – 3 Bedroom Townhouse</h1>
<p class="vacancy-location">Dauphin, Manitoba · Posted November 6, 2025 · Vacancy ID V-2025-118</p>
<div class="vacancy-charge"><span class="label">Monthly housing charge</span> <strong>$1,095</strong></div>
${gallery("/wp-content/uploads/vacancies/v-2025-118", 4, "Riverbend co-op townhouse")}
<table class="vacancy-table"><tbody>
<tr><th>Housing provider</th><td>Riverbend Housing Co-operative Inc.</td></tr>
<tr><th>Address</th><td>7 - 215 3rd Avenue NE, Dauphin, MB R7N 0Z8</td></tr>
<tr><th>Unit type</th><td>Townhouse, 2 storey, end unit</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>1 full, 1 half</td></tr>
<tr><th>Size</th><td>1,150 sq ft plus unfinished basement</td></tr>
<tr><th>Monthly housing charge</th><td>$1,095 (heat and water included; member pays hydro)</td></tr>
<tr><th>Member share</th><td>$1,500, refundable on move-out</td></tr>
<tr><th>Subsidy</th><td>Rent-geared-to-income assistance available to eligible households (wait list)</td></tr>
<tr><th>Available</th><td>January 1, 2026</td></tr>
<tr><th>Parking</th><td>One energized stall</td></tr>
<tr><th>Pets</th><td>One small pet with approval</td></tr>
</tbody></table>
<div class="vacancy-body"><p>Riverbend is a 24-unit non-profit housing co-operative near the Vermilion River trails and a short walk from downtown Dauphin. Members share in running the co-op: each household is expected to attend general meetings and volunteer on a committee (about 3 hours a month). The co-op charges only what it costs to operate, maintain and set aside reserves, so housing charges are well below market; the average three-bedroom market rent in Dauphin was about $1,420 in 2024.</p>
<p>To apply, request a membership application from the co-op coordinator at riverbendcoop@example.ca. Applicants are interviewed by the membership committee.</p></div>
${tiles("Other vacancies", [
  { href: "/vacancies/heritage-seniors-1-bedroom-steinbach/", price: "$780 / month", title: "Heritage Seniors Housing – 1 Bedroom", meta: "Steinbach · 55+ non-profit" },
  { href: "/vacancies/crescent-co-op-2-bedroom-portage/", price: "$925 / month", title: "Crescent Housing Co-op – 2 Bedroom", meta: "Portage la Prairie · apartment" },
  { href: "/vacancies/burntwood-co-op-3-bedroom-thompson/", price: "$1,040 / month", title: "Burntwood Co-op – 3 Bedroom Townhouse", meta: "Thompson" },
], "vacancy-others")}
<p class="vacancy-disclaimer">MNPHA posts vacancies on behalf of its members. Contact the housing provider directly; MNPHA does not accept applications.</p>
</main>
${siteFooter([
  `<h4>Manitoba Non-Profit Housing Association</h4><address>Unit 200 – 765 Main Street<br>Winnipeg, MB R2W 3N5</address><p>204-555-0100</p>`,
  `<h4>Newsletter</h4><form><input type="email" placeholder="Email address"><button>Sign up</button></form>`,
  social(),
], ["© 2025 Manitoba Non-Profit Housing Association.", "We acknowledge that we are on Treaty 1 territory and the homeland of the Red River Métis."])}
</body></html>`,
    expected: {
      price: { amount: 1095, period: "month" },
      propertyKind: "townhouse",
      street: "7 - 215 3rd Avenue NE",
      city: "Dauphin",
      province: "MB",
      postalCode: "R7N 0Z8",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
    },
  },
];
