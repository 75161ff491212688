/**
 * Eighty-fifth held-out corpus, Atlantic Canada: a South Shore brokerage's Wix page for a Mahone Bay house, a PEI
 * brokerage's hand-written PHP page (with microdata) for a building lot in North Rustico, a St. John's brokerage's
 * Laravel/Vue (Inertia) app for a downtown condo, and an Acadian brokerage's French Next.js page for a Caraquet house.
 * Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calculator, cards, contactForm, creaEn, creaFr, esc, gallery, json, nav, reliable } from "./chrome.ts";

const wixText = (id: string, inner: string): string =>
  `<div id="${id}" class="wixui-rich-text" data-testid="richTextElement"><div class="wixui-rich-text__text">${inner}</div></div>`;

const signalHillListing = {
  id: 612,
  mls_number: "1279034",
  status: "active",
  address: "304-125 Water Street West",
  city: "St. John's",
  province: "NL",
  postal_code: "A1C 1A8",
  neighbourhood: "Downtown",
  property_type: "Condominium",
  price: 339900,
  bedrooms: 2,
  bathrooms: 2,
  square_feet: 1150,
  year_built: 2012,
  condo_fee: 420,
  taxes: 2874,
  latitude: 47.56174,
  longitude: -52.71322,
  description:
    "Harbour views from a bright corner unit in a 2012 steel-and-concrete building on Water Street West. Two bedrooms, each with its own full bath, an open kitchen with a peninsula, in-suite laundry and a 12-foot balcony facing the Narrows. One heated underground parking space and a storage locker are included. Walk to George Street, the Rooms and the harbourfront.",
  agent: { name: "Krista Power", title: "REALTOR®", phone: "709-555-0126", email: "krista@signalhillrealty.ca", listings_count: 14 },
  brokerage: { name: "Signal Hill Realty Inc.", address: "240 Water Street", city: "St. John's", province: "NL", postal_code: "A1C 1B7", phone: "709-555-0100" },
};

const signalHillPage = {
  component: "Listings/Show",
  props: {
    errors: {},
    auth: { user: null },
    listing: signalHillListing,
    similar: [
      { id: 598, mls_number: "1278610", address: "501-90 Duckworth Street", city: "St. John's", price: 419000, bedrooms: 2, bathrooms: 2, square_feet: 1240 },
      { id: 603, mls_number: "1278877", address: "12 Cochrane Street", city: "St. John's", price: 374900, bedrooms: 3, bathrooms: 2, square_feet: 1610 },
    ],
    flash: { success: null },
  },
  url: "/listings/612/304-125-water-street-west",
  version: "d41d8cd98f00b204e9800998ecf8427e",
};

const caraquetListing = {
  id: "bdc-2291",
  mls: "NB107215",
  statut: "À vendre",
  adresse: { rue: "418, boul. Saint-Pierre Ouest", ville: "Caraquet", province: "N.-B.", codePostal: "E1W 1A9" },
  prix: 289000,
  type: "Maison unifamiliale",
  chambres: { horsSol: 3, sousSol: 1 },
  sallesDeBain: { completes: 1, sallesEau: 1 },
  superficieHabitable: "1 340 pi²",
  terrain: "0,45 acre",
  anneeConstruction: 1988,
  evaluation: 241500,
  taxes: 3318,
  position: { lat: 47.79038, lng: -64.97456 },
  courtier: { nom: "Natalie Chiasson", titre: "Agente immobilière", telephone: "506-555-0158" },
  agence: "Immobilier Baie des Chaleurs Ltée",
};

export const HELD_OUT_85_ATLANTIC: ListingPage[] = [
  {
    name: "ho85-bluenosecoast-house-mahone-bay",
    site: "bluenosecoastrealty.ca",
    set: "held-out-85",
    traps:
      "South Shore brokerage's Wix page with visible text only: rich-text blocks with comp- ids and a warm-up data script holding the site's business info (the Lunenburg office); 'Reduced from $689,000' beside the price; '3 Bedrooms | 2 Full + 1 Half Bath'; the 0.62-acre lot and the 1885 build; the assessment and deed-transfer tax; the agent's phone; other listings in a repeater with prices",
    pageUrl: "https://www.bluenosecoastrealty.ca/listing/1186-main-street-mahone-bay",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder">
<title>1186 Main Street, Mahone Bay | Bluenose Coast Realty</title>
<meta name="description" content="Restored 1885 sea captain's house on Main Street in Mahone Bay, with harbour views.">
<meta property="og:title" content="1186 Main Street, Mahone Bay | Bluenose Coast Realty">
<meta property="og:image" content="https://static.wixstatic.com/media/8a1f2c_4b7e9d0a1c2f4e3b.jpg/v1/fill/w_1200,h_630/8a1f2c_4b7e9d0a1c2f4e3b.jpg">
<meta property="og:site_name" content="Bluenose Coast Realty">
<link rel="preconnect" href="https://static.parastorage.com">
<script type="application/json" id="wix-warmup-data">${json({ siteFeaturesConfigs: { businessInfo: { name: "Bluenose Coast Realty", address: "128 Montague Street, Lunenburg, NS B0J 2C0", phone: "902-555-0177", email: "office@bluenosecoastrealty.ca" } }, pageId: "c9f1a", language: "en" })}</script>
</head>
<body class="responsive">
<div id="SITE_CONTAINER"><div id="main_MF"><div id="SITE_HEADER" class="wixui-header"><div id="comp-lq1header">
${wixText("comp-lq1logo", `<p class="font_6"><span>BLUENOSE COAST REALTY</span></p>`)}
<nav id="comp-lq1menu" class="wixui-dropdown-menu">${nav([["Home", "/"], ["Listings", "/listings"], ["Sold", "/sold"], ["About", "/about"], ["Contact", "/contact"]], "StylableHorizontalMenu")}</nav>
${wixText("comp-lq1phone", `<p class="font_8"><a href="tel:9025550177">902-555-0177</a></p>`)}
</div></div>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="wixui-page">
<section id="comp-lr7hero" class="wixui-section">
${wixText("comp-lr7title", `<h1 class="font_0"><span>1186 Main Street</span></h1>`)}
${wixText("comp-lr7sub", `<h2 class="font_4"><span>Mahone Bay, Nova Scotia&nbsp; B0J 2E0</span></h2>`)}
${wixText("comp-lr7price", `<p class="font_3"><span style="font-weight:bold">$649,000</span></p><p class="font_8"><span style="color:#B22222">Reduced from $689,000</span></p>`)}
</section>
<section id="comp-lr7gallery" class="wixui-section"><div data-testid="gallery" class="wixui-gallery">${Array.from({ length: 14 }, (_, i) => `<img src="https://static.wixstatic.com/media/8a1f2c_main1186_${i + 1}.jpg/v1/fill/w_600,h_400/main1186_${i + 1}.jpg" alt="">`).join("")}</div></section>
<section id="comp-lr7facts" class="wixui-section">
${wixText("comp-lr7facts1", `<p class="font_7">3 Bedrooms&nbsp; |&nbsp; 2 Full + 1 Half Bath&nbsp; |&nbsp; 1,980 sq. ft.&nbsp; |&nbsp; 0.62 Acre Lot&nbsp; |&nbsp; Built 1885</p>`)}
${wixText("comp-lr7facts2", `<p class="font_8">MLS® # 202418442</p>`)}
</section>
<section id="comp-lr7desc" class="wixui-section">
${wixText("comp-lr7desc1", `<p class="font_8">Built in 1885 for a Mahone Bay sea captain and lovingly restored, this Second Empire house looks across Main Street to the three churches and the harbour. The original staircase, plaster medallions and wide pine floors are all here, alongside a kitchen rebuilt in 2021 with a propane range and a walk-in pantry.</p><p class="font_8">Three bedrooms upstairs, the primary with a full ensuite, a full main bath and a half bath off the kitchen. The 0.62-acre lot runs back to a private garden and a barn-style outbuilding wired for a studio. Heat pumps (2022), oil-fired hot water backup, municipal water and sewer.</p><p class="font_8">Assessed at $412,300 (2025). Mahone Bay deed transfer tax is 1.5% of the sale price.</p>`)}
</section>
<section id="comp-lr7agent" class="wixui-section">
${wixText("comp-lr7agent1", `<p class="font_7">Listed by</p><p class="font_5"><span>Meredith Rafuse</span></p><p class="font_8">REALTOR®&nbsp;· Bluenose Coast Realty</p><p class="font_8"><a href="tel:9025550139">902-555-0139</a> · <a href="mailto:meredith@bluenosecoastrealty.ca">meredith@bluenosecoastrealty.ca</a></p>`)}
</section>
<section id="comp-lr7more" class="wixui-section">
${wixText("comp-lr7moretitle", `<h3 class="font_4">More South Shore Listings</h3>`)}
<div class="wixui-repeater">
<div class="wixui-repeater__item">${wixText("comp-lr7m1", `<p class="font_8">$455,000</p><p class="font_8">22 Kinburn Street, Lunenburg</p><p class="font_8">2 bed · 1.5 bath · 1,320 sq. ft.</p>`)}</div>
<div class="wixui-repeater__item">${wixText("comp-lr7m2", `<p class="font_8">$1,195,000</p><p class="font_8">44 Cove Road, Blue Rocks</p><p class="font_8">Oceanfront · 4 bed · 3 bath</p>`)}</div>
<div class="wixui-repeater__item">${wixText("comp-lr7m3", `<p class="font_8">$129,900</p><p class="font_8">Lot 3, Oakland Road, Mahone Bay</p><p class="font_8">1.4 acres</p>`)}</div>
</div></section>
</div></div></main>
<footer id="SITE_FOOTER" class="wixui-footer">
${wixText("comp-lq1foot1", `<p class="font_9"><span>Bluenose Coast Realty · 128 Montague Street, Lunenburg, NS&nbsp; B0J 2C0 · 902-555-0177</span></p><p class="font_9">${creaEn}</p><p class="font_9">© 2025 by Bluenose Coast Realty. Proudly created with Wix.com</p>`)}
</footer></div></div>
<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>
</body></html>`,
    expected: {
      price: { amount: 649000 },
      propertyKind: "house",
      street: "1186 Main Street",
      city: "Mahone Bay",
      province: "NS",
      postalCode: "B0J 2E0",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1980,
      lot: { value: 0.62, unit: "acres" },
      yearBuilt: 1885,
      mlsNumber: "202418442",
      listingAgentName: "Meredith Rafuse",
      brokerageName: "Bluenose Coast Realty",
    },
  },
  {
    name: "ho85-gulfshore-land-north-rustico",
    site: "gulfshorerealtypei.ca",
    set: "held-out-85",
    traps:
      "PEI brokerage's hand-written PHP page (listing.php?id=) in a table layout with schema.org microdata (Product, Offer, PostalAddress): a vacant lot, so no rooms or year; the subdivision named in its own row; the provincial parcel number (PID) and the site's own id beside the MLS® number; 'Lot Size: 1.03 acres (approx. 150 ft frontage)'; the neighbouring lot's price in an 'Also available' box; the Charlottetown office in the header and footer",
    pageUrl: "https://www.gulfshorerealtypei.ca/listing.php?id=1187",
    html: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Gulf Shore Realty - Lot 7 Harbourview Drive, North Rustico - MLS 202424187</title>
<meta name="keywords" content="PEI real estate, North Rustico land, building lot, Gulf Shore Realty">
<link rel="stylesheet" href="css/style.css" type="text/css">
<script type="text/javascript" src="js/lightbox.js"></script>
</head>
<body bgcolor="#FFFFFF">
<table width="960" align="center" cellpadding="0" cellspacing="0" id="wrapper">
<tr><td id="header"><a href="index.php"><img src="images/gsr_logo.gif" alt="Gulf Shore Realty Inc." border="0"></a><div class="hdr-contact">4 Queen Street, Charlottetown, PE C1A 4A2 &nbsp;|&nbsp; Tel: (902) 555-0112 &nbsp;|&nbsp; Toll free 1-800-555-0112</div></td></tr>
<tr><td id="menu"><a href="index.php">Home</a> | <a href="listings.php?type=res">Residential</a> | <a href="listings.php?type=cottage">Cottages</a> | <a href="listings.php?type=land">Land</a> | <a href="listings.php?type=comm">Commercial</a> | <a href="agents.php">Our Agents</a> | <a href="contact.php">Contact Us</a></td></tr>
<tr><td id="content">
<div itemscope itemtype="http://schema.org/Product">
<h1 itemprop="name">Lot 7 Harbourview Drive</h1>
<table width="100%" cellpadding="4" class="listing-top"><tr>
<td width="60%" valign="top"><img src="photos/1187_1.jpg" width="560" alt="Lot 7 Harbourview Drive" itemprop="image"><br>
${gallery("photos/1187", 6, "Lot 7 Harbourview Drive", "thumbs")}</td>
<td width="40%" valign="top">
<div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span class="bigprice">$<span itemprop="price" content="89900">89,900</span></span><meta itemprop="priceCurrency" content="CAD"><link itemprop="availability" href="http://schema.org/InStock"></div>
<table class="details" cellpadding="3" cellspacing="0" border="0">
<tr><td class="lbl">MLS&reg; #:</td><td>202424187</td></tr>
<tr><td class="lbl">Property Type:</td><td>Land / Building Lot</td></tr>
<tr><td class="lbl">Address:</td><td><span itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">Lot 7 Harbourview Drive</span><br><span itemprop="addressLocality">North Rustico</span>, <span itemprop="addressRegion">PE</span> <span itemprop="postalCode">C0A 1N0</span></span></td></tr>
<tr><td class="lbl">Subdivision:</td><td>Harbourview Estates</td></tr>
<tr><td class="lbl">Lot Size:</td><td>1.03 acres (approx. 150 ft frontage)</td></tr>
<tr><td class="lbl">PID #:</td><td>1012347</td></tr>
<tr><td class="lbl">Services:</td><td>Power at road, drilled well &amp; septic required</td></tr>
<tr><td class="lbl">Taxes:</td><td>$412 (2024)</td></tr>
<tr><td class="lbl">Our Ref #:</td><td>1187</td></tr>
</table></td></tr></table>
<h3>Property Description</h3>
<div class="desc" itemprop="description"><p>Gently sloping 1.03-acre building lot in Harbourview Estates with a view over Rustico Bay from the back of the lot. Restrictive covenants protect the neighbourhood (minimum 1,200 sq ft homes, no mini-homes). Paved cul-de-sac, power at the road, a perc test completed in 2023. Minutes to the North Rustico harbour, the beaches of the National Park and a half hour to Charlottetown.</p><p>HST may apply to the purchase price.</p></div>
<div class="alsobox"><b>Also available in Harbourview Estates:</b> Lot 8 &ndash; 1.21 acres &ndash; $94,900 (MLS&reg; 202424190) &nbsp; <a href="listing.php?id=1188">view</a></div>
<h3>Listing Agent</h3>
<table class="agentbox"><tr><td><img src="agents/colin_gallant.jpg" width="90" alt="Colin Gallant"></td><td><b>Colin Gallant</b><br>Sales Representative<br>Gulf Shore Realty Inc.<br>Cell: (902) 555-0181<br><a href="mailto:colin@gulfshorerealtypei.ca">colin@gulfshorerealtypei.ca</a></td></tr></table>
</div>
<form method="post" action="inquiry.php"><input type="hidden" name="listing_id" value="1187"><b>Request more information</b><br>Name: <input type="text" name="nm"> Email: <input type="text" name="em"><br><textarea name="msg" rows="3" cols="60">Please send me more information about MLS 202424187.</textarea><br><input type="submit" value="Send"></form>
</td></tr>
<tr><td id="footer"><p>Gulf Shore Realty Inc. &middot; 4 Queen Street, Charlottetown, Prince Edward Island C1A 4A2 &middot; (902) 555-0112</p><p class="small">${creaEn}</p><p class="small">${reliable} Last updated: 2025-05-14. Site by IslandWeb.</p></td></tr>
</table>
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "land",
      street: "Lot 7 Harbourview Drive",
      city: "North Rustico",
      province: "PE",
      postalCode: "C0A 1N0",
      neighbourhood: "Harbourview Estates",
      lot: { value: 1.03, unit: "acres" },
      mlsNumber: "202424187",
      listingAgentName: "Colin Gallant",
      brokerageName: "Gulf Shore Realty Inc.",
    },
  },
  {
    name: "ho85-signalhill-condo-st-johns",
    site: "signalhillrealty.ca",
    set: "held-out-85",
    traps:
      "St. John's brokerage's Laravel app with Vue and Inertia: the whole listing, its point and two similar listings in the HTML-escaped data-page attribute, the server-rendered page after it; the brokerage's office on the same street (240 Water Street) in the header, the state and the footer; condo fee and taxes; the agent's count of listings; 'Downtown' as the neighbourhood",
    pageUrl: "https://www.signalhillrealty.ca/listings/612/304-125-water-street-west",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="q7ZbT2xkP0yJ3nV8cW1rL5sD9fH4gK6mA2eR0tU8">
<title inertia>304-125 Water Street West, St. John's - Signal Hill Realty</title>
<meta inertia name="description" content="2 bed, 2 bath downtown condo with harbour views. $339,900.">
<link rel="preload" as="style" href="https://www.signalhillrealty.ca/build/assets/app-4e1b9c2d.css"><link rel="stylesheet" href="https://www.signalhillrealty.ca/build/assets/app-4e1b9c2d.css">
<script type="module" src="https://www.signalhillrealty.ca/build/assets/app-9a3f7e10.js"></script>
</head>
<body class="font-sans antialiased">
<div id="app" data-page="${esc(json(signalHillPage))}"><div class="min-h-screen bg-slate-50">
<header class="border-b bg-white"><div class="mx-auto flex max-w-7xl items-center justify-between px-4 py-3"><a href="/" class="text-xl font-bold text-red-800">Signal Hill Realty</a><span class="hidden text-sm text-slate-500 md:block">240 Water Street, St. John's, NL · 709-555-0100</span>
${nav([["Buy", "/listings"], ["Sell", "/sell"], ["Condos", "/listings?type=condo"], ["Our Team", "/team"], ["Contact", "/contact"]], "flex gap-6")}</div></header>
<main class="mx-auto max-w-7xl px-4 py-8"><nav class="text-sm text-slate-500"><a href="/listings">Listings</a> › <a href="/listings?city=st-johns">St. John's</a> › 304-125 Water Street West</nav>
<div class="mt-4 grid gap-8 lg:grid-cols-3"><div class="lg:col-span-2">
<h1 class="text-3xl font-semibold">304-125 Water Street West</h1><p class="text-slate-600">Downtown, St. John's, NL A1C 1A8</p>
<div class="my-4 grid grid-cols-4 gap-2">${Array.from({ length: 8 }, (_, i) => `<img class="rounded" src="/storage/listings/612/${i + 1}.jpg" alt="">`).join("")}</div>
<div class="flex flex-wrap gap-4 text-lg"><span><strong>2</strong> Beds</span><span><strong>2</strong> Baths</span><span><strong>1,150</strong> sq ft</span><span>Built <strong>2012</strong></span></div>
<h2 class="mt-6 text-xl font-semibold">Description</h2><p class="mt-2 leading-7">${signalHillListing.description}</p>
<h2 class="mt-6 text-xl font-semibold">Details</h2>
<table class="mt-2 w-full text-sm"><tbody><tr><th>Property type</th><td>Condominium</td></tr><tr><th>Neighbourhood</th><td>Downtown</td></tr><tr><th>Condo fee</th><td>$420/month</td></tr><tr><th>Property taxes</th><td>$2,874/year</td></tr><tr><th>MLS® #</th><td>1279034</td></tr></tbody></table>
</div>
<aside><div class="rounded-lg bg-white p-6 shadow"><p class="text-3xl font-bold text-red-800">$339,900</p>
<div class="mt-4 flex items-center gap-3"><img class="h-14 w-14 rounded-full" src="/storage/agents/krista-power.jpg" alt=""><div><p class="font-semibold">Krista Power</p><p class="text-sm">REALTOR® · Signal Hill Realty Inc.</p><p class="text-sm"><a href="tel:7095550126">709-555-0126</a></p><a class="text-sm text-red-800" href="/team/krista-power">14 active listings</a></div></div>
${contactForm("Book a viewing", "Send", "I'd like to see 304-125 Water Street West.")}</div></aside></div>
<section class="mt-10"><h2 class="text-xl font-semibold">Similar listings</h2><div class="grid gap-4 md:grid-cols-2">
<a href="/listings/598/501-90-duckworth-street" class="rounded bg-white p-4 shadow"><p class="font-bold">$419,000</p><p>501-90 Duckworth Street, St. John's</p><p class="text-sm">2 beds · 2 baths · 1,240 sq ft</p></a>
<a href="/listings/603/12-cochrane-street" class="rounded bg-white p-4 shadow"><p class="font-bold">$374,900</p><p>12 Cochrane Street, St. John's</p><p class="text-sm">3 beds · 2 baths · 1,610 sq ft</p></a>
</div></section></main>
<footer class="mt-12 bg-slate-900 py-8 text-sm text-slate-300"><div class="mx-auto max-w-7xl px-4"><p>Signal Hill Realty Inc. · 240 Water Street, St. John's, NL A1C 1B7 · 709-555-0100</p><p class="mt-2">${creaEn}</p><p class="mt-2">${reliable}</p></div></footer>
</div></div>
</body></html>`,
    expected: {
      price: { amount: 339900 },
      propertyKind: "condo",
      street: "304-125 Water Street West",
      city: "St. John's",
      province: "NL",
      postalCode: "A1C 1A8",
      neighbourhood: "Downtown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1150,
      yearBuilt: 2012,
      mlsNumber: "1279034",
      listingAgentName: "Krista Power",
      brokerageName: "Signal Hill Realty Inc.",
      geo: { lat: 47.56174, lng: -52.71322 },
    },
  },
  {
    name: "ho85-baiedeschaleurs-fr-maison-caraquet",
    site: "immobilierbaiedeschaleurs.ca",
    set: "held-out-85",
    traps:
      "Acadian brokerage's French Next.js page: __NEXT_DATA__ with the listing (bedrooms split above and below grade, a full bath and a 'salle d'eau', the point) and JSON-LD with the address and geo; '289 000 $', '3 + 1 chambres', '1 340 pi²', 'terrain de 0,45 acre'; the province as 'N.-B.'; the assessment and taxes; the Tracadie office in the header and footer; similar properties and a mortgage calculator in French",
    pageUrl: "https://www.immobilierbaiedeschaleurs.ca/proprietes/nb107215-418-boul-saint-pierre-ouest-caraquet",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charSet="utf-8"><meta name="viewport" content="width=device-width"><title>418, boul. Saint-Pierre Ouest, Caraquet — 289 000 $ | Immobilier Baie des Chaleurs</title>
<meta name="description" content="Maison à vendre à Caraquet : 3 + 1 chambres, 1 salle de bain et 1 salle d'eau, grand terrain boisé. MLS® NB107215."><meta property="og:title" content="Maison à vendre — 418, boul. Saint-Pierre Ouest, Caraquet"><meta property="og:locale" content="fr_CA">
<link rel="preload" href="/_next/static/css/5c1e2a9f0b3d.css" as="style"><link rel="stylesheet" href="/_next/static/css/5c1e2a9f0b3d.css" data-n-g="">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "418, boul. Saint-Pierre Ouest, Caraquet", address: { "@type": "PostalAddress", streetAddress: "418, boul. Saint-Pierre Ouest", addressLocality: "Caraquet", addressRegion: "NB", postalCode: "E1W 1A9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 47.79038, longitude: -64.97456 }, numberOfRooms: 9 })}
</head>
<body><div id="__next">
<header class="Header_header__x1"><a class="Header_logo__p2" href="/">Immobilier Baie des Chaleurs</a><p class="Header_office__q3">3520, rue Principale, Tracadie (N.-B.) E1X 1C9 · 506-555-0150</p>
${nav([["Acheter", "/proprietes"], ["Vendre", "/vendre"], ["Chalets", "/proprietes?type=chalet"], ["Notre équipe", "/equipe"], ["Nouvelles", "/nouvelles"], ["EN", "/en/properties/nb107215"]], "Header_nav__r4")}</header>
<main class="Listing_main__a7"><p class="Listing_crumbs__b8"><a href="/">Accueil</a> › <a href="/proprietes">Propriétés</a> › <a href="/proprietes?ville=caraquet">Caraquet</a></p>
<h1 class="Listing_title__c9">418, boul. Saint-Pierre Ouest</h1><p class="Listing_city__d0">Caraquet (N.-B.) E1W 1A9</p>
<p class="Listing_price__e1">289 000 $</p>
${gallery("/_next/image?url=%2Fphotos%2Fnb107215", 16, "418, boul. Saint-Pierre Ouest", "Listing_gallery__f2")}
<ul class="Listing_stats__g3"><li><strong>3 + 1</strong> chambres</li><li><strong>1 + 1</strong> salles de bain</li><li><strong>1 340</strong> pi²</li><li>Terrain de <strong>0,45</strong> acre</li></ul>
<section><h2>Description</h2><p>Maison spacieuse à deux pas du quai et de la promenade, sur un terrain boisé de 0,45 acre avec vue partielle sur la baie. Trois chambres à l'étage principal, une quatrième au sous-sol aménagé avec salle familiale. Salle de bain complète rénovée en 2021 et salle d'eau au sous-sol. Thermopompe murale (2020), toiture refaite en 2018, garage détaché 20 x 24.</p><p>Construite en 1988 et entretenue avec soin par les mêmes propriétaires depuis 25 ans. Idéale pour une jeune famille : école, aréna et Carrefour de la mer à proximité.</p></section>
<section><h2>Caractéristiques</h2><dl class="Listing_facts__h4">
<dt>Type</dt><dd>Maison unifamiliale</dd><dt>Chambres (hors sol)</dt><dd>3</dd><dt>Chambres (sous-sol)</dt><dd>1</dd><dt>Salle de bain complète</dt><dd>1</dd><dt>Salle d'eau</dt><dd>1</dd><dt>Superficie habitable</dt><dd>1 340 pi²</dd><dt>Terrain</dt><dd>0,45 acre</dd><dt>Année de construction</dt><dd>1988</dd><dt>Évaluation foncière (2025)</dt><dd>241 500 $</dd><dt>Taxes foncières</dt><dd>3 318 $ / an</dd><dt>N° MLS®</dt><dd>NB107215</dd></dl></section>
${calculator({ title: "Calculatrice hypothécaire", price: "Prix de la propriété", down: "Mise de fonds", rate: "Taux d'intérêt (%)", years: "Amortissement (ans)", result: "Paiement mensuel estimé :" }, "289 000 $", "28 900 $", "4,89", "25", "1 502 $")}
<aside class="Listing_agent__i5"><img src="/equipe/natalie-chiasson.jpg" alt="Natalie Chiasson"><p class="Listing_agentName__j6">Natalie Chiasson</p><p>Agente immobilière</p><p>Immobilier Baie des Chaleurs Ltée</p><p><a href="tel:5065550158">506-555-0158</a></p></aside>
${cards("Propriétés similaires", [
  { href: "/proprietes/nb106988-72-rue-du-portage-caraquet", price: "259 900 $", title: "72, rue du Portage, Caraquet", meta: "3 ch. · 1 sdb · 1 120 pi²" },
  { href: "/proprietes/nb107340-1205-rue-principale-bas-caraquet", price: "315 000 $", title: "1205, rue Principale, Bas-Caraquet", meta: "4 ch. · 2 sdb · bord de l'eau" },
], "Listing_similar__k7")}
</main>
<footer class="Footer_footer__l8"><p>Immobilier Baie des Chaleurs Ltée · 3520, rue Principale, Tracadie (N.-B.) E1X 1C9 · 506-555-0150</p><p>${creaFr}</p><p>Les renseignements sont jugés fiables mais ne sont pas garantis.</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${json({ props: { pageProps: { listing: caraquetListing, similaires: [{ id: "bdc-2270", mls: "NB106988", adresse: "72, rue du Portage", ville: "Caraquet", prix: 259900 }, { id: "bdc-2304", mls: "NB107340", adresse: "1205, rue Principale", ville: "Bas-Caraquet", prix: 315000 }], bureau: { nom: "Immobilier Baie des Chaleurs Ltée", adresse: "3520, rue Principale", ville: "Tracadie", codePostal: "E1X 1C9" } }, __N_SSG: true }, page: "/proprietes/[slug]", query: { slug: "nb107215-418-boul-saint-pierre-ouest-caraquet" }, buildId: "qW3e8tYx1ZbN0aVc", isFallback: false, gsp: true, locale: "fr", locales: ["fr", "en"], defaultLocale: "fr", scriptLoader: [] })}</script>
</body></html>`,
    expected: {
      price: { amount: 289000 },
      propertyKind: "house",
      street: "418, boul. Saint-Pierre Ouest",
      city: "Caraquet",
      province: "NB",
      postalCode: "E1W 1A9",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1340,
      lot: { value: 0.45, unit: "acres" },
      yearBuilt: 1988,
      mlsNumber: "NB107215",
      listingAgentName: "Natalie Chiasson",
      brokerageName: "Immobilier Baie des Chaleurs Ltée",
      geo: { lat: 47.79038, lng: -64.97456 },
    },
  },
];
