/**
 * Thirty-third held-out corpus, Québec and Atlantic Canada: a Wix one-listing page for a chalet sold by its owner
 * near Magog, a Squarespace single-property site for a Halifax heritage house, and a Point2 Agent site's bungalow in
 * Dieppe, New Brunswick. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_33_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho33-wix-chalet-magog",
    site: "wixsite.com",
    set: "held-out-33",
    traps: "a French Wix one-listing page for a chalet sold by its owner in Magog's Omerville sector: 'Prix demandé : 489 000 $' beside the 'évaluation municipale' ; '3 chambres + 1 au sous-sol'; '1 salle de bain + 1 salle d'eau'; 'Superficie habitable : 1 240 pi²' and 'Terrain : 2 310 m²'; no MLS, no broker; the owner's first name only",
    pageUrl: "https://chaletomerville.wixsite.com/avendre",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Chalet à vendre – 57 chemin des Pins, Magog | Vente par propriétaire</title>
<meta name="description" content="Chalet 4 saisons à vendre par le propriétaire à Magog, secteur Omerville. 489 000 $.">
<meta property="og:site_name" content="Chalet Omerville à vendre">
</head><body>
<div id="SITE_CONTAINER"><div class="wixui-header"><span class="wixui-rich-text__text">Chalet Omerville à vendre</span></div>
<section class="wixui-section" id="comp-hero"><div class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text">Chalet 4 saisons à vendre par le propriétaire</h1>
<h2 class="font_2 wixui-rich-text__text">57, chemin des Pins, Magog (secteur Omerville), QC J1X 0C4</h2>
<p class="font_7 wixui-rich-text__text"><span style="font-weight:bold">Prix demandé : 489 000 $</span></p></div></section>
<section class="wixui-section" id="comp-details"><div class="wixui-rich-text">
<p class="font_8">Type : maison de plain-pied (chalet 4 saisons)</p>
<p class="font_8">Année de construction : 1988, rénové en 2021</p>
<p class="font_8">Chambres : 3 chambres + 1 au sous-sol</p>
<p class="font_8">Salles de bain : 1 salle de bain + 1 salle d'eau</p>
<p class="font_8">Superficie habitable : 1 240 pi²</p>
<p class="font_8">Terrain : 2 310 m², boisé</p>
<p class="font_8">Évaluation municipale (2025) : 362 400 $</p>
<p class="font_8">Taxes municipales : 3 118 $ · Taxes scolaires : 274 $</p>
<p class="font_8">Chauffage : thermopompe murale et poêle à bois</p>
</div></section>
<section class="wixui-section" id="comp-desc"><div class="wixui-rich-text"><p class="font_8">Chalet lumineux à deux pas du lac Memphrémagog (accès notarié à 300 m) et à 10 minutes du mont Orford. Grande fenestration, plafond cathédrale, foyer au bois dans le salon, cuisine refaite en 2021. Sous-sol aménagé avec chambre, salle familiale et salle d'eau. Remise et spa extérieur inclus. Idéal pour résidence principale ou secondaire; location court terme non permise selon le règlement municipal.</p>
<p class="font_8">Inclusions : réfrigérateur, cuisinière, lave-vaisselle, laveuse, sécheuse, spa. Exclusions : meubles du salon.</p></div></section>
<section class="wixui-section" id="comp-secteur"><div class="wixui-rich-text"><h3 class="font_4">Le secteur</h3><p class="font_8">Omerville est un secteur paisible de Magog, entre le lac Memphrémagog et la route 112. Épicerie, pharmacie et école primaire à cinq minutes en voiture; le centre-ville de Magog, sa plage et sa piste cyclable à dix minutes. Le parc national du Mont-Orford et ses sentiers sont tout près, tout comme les vignobles de la région. Sherbrooke est à environ trente minutes par l'autoroute 10.</p>
<h3 class="font_4">Rénovations récentes</h3><ul><li>Toiture refaite</li><li>Fenêtres remplacées côté lac</li><li>Cuisine et comptoirs neufs</li><li>Thermopompe murale</li><li>Galerie en bois traité agrandie</li></ul></div></section>
<section class="wixui-section" id="comp-contact"><div class="wixui-rich-text"><p class="font_8">Aucun agent s.v.p. Visites sur rendez-vous seulement.</p><p class="font_8">Contactez Martine : 819-555-0127 · chalet.omerville@exemple.ca</p></div>
<form class="wixui-form"><input placeholder="Nom"><input placeholder="Courriel"><textarea placeholder="Message"></textarea><button>Envoyer</button></form></section>
<div class="wixui-footer"><p>© 2026 Chalet Omerville à vendre. Créé avec Wix.com</p></div></div>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "57, chemin des Pins",
      city: "Magog",
      province: "QC",
      postalCode: "J1X 0C4",
      neighbourhood: "Omerville",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1240,
      lot: { value: 2310, unit: "m2" },
      yearBuilt: 1988,
    },
  },
  {
    name: "ho33-squarespace-heritage-halifax",
    site: "squarespace.com",
    set: "held-out-33",
    traps: "a Squarespace single-property site for a South End Halifax heritage house: the price in a banner block; '4 Bedrooms · 2.5 Baths'; '2,860 sq ft over three levels'; 'Lot 4,950 sq ft'; the NS 2026-prefixed MLS® number; a Squarespace JSON context with the site's own ids; the agent's brokerage office on Barrington Street",
    pageUrl: "https://www.5812southparkstreet.com/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5812 South Park Street — Halifax Heritage Home For Sale</title>
<meta name="description" content="A restored 1890s Victorian in Halifax's South End. 4 bedrooms, 2.5 baths, $1,349,000.">
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${JSON.stringify({ website: { id: "64f1c2a9e8b7d1203c55a918", siteTitle: "5812 South Park Street", location: { addressLine1: "5812 South Park Street", addressLine2: "Halifax, NS, B3H 1Z9", addressCountry: "Canada", mapLat: 44.63611, mapLng: -63.58204 } }, templateId: "5c5a519771c10ba3470d8101" })};</script>
</head><body class="sqs-site">
<header class="Header"><div class="Header-branding">5812 South Park Street</div><nav><a href="#home">Home</a><a href="#gallery">Gallery</a><a href="#floorplans">Floor plans</a><a href="#contact">Contact</a></nav></header>
<article class="sections">
<section class="page-section" id="home"><div class="sqs-block html-block"><h1>5812 South Park Street</h1><h3>South End, Halifax</h3><p class="sqsrte-large">Offered at $1,349,000</p></div></section>
<section class="page-section" id="details"><div class="sqs-block html-block">
<p><strong>4 Bedrooms · 2.5 Baths · 2,860 sq ft over three levels</strong></p>
<ul>
<li>Built 1894, fully restored 2019–2022</li>
<li>Lot 4,950 sq ft with a private rear garden</li>
<li>Heat pumps plus hot-water radiators, new 200-amp service</li>
<li>Original plaster mouldings, pocket doors and two fireplaces</li>
<li>Detached carriage-house studio (not included in living area)</li>
<li>MLS® 202628417</li>
</ul>
<p>Steps from the Public Gardens, Dalhousie and Spring Garden Road. A rare chance to own one of the street's best-kept Second Empire homes, with a modern kitchen open to the garden and a primary suite on the third floor under the mansard roof.</p>
</div></section>
<section class="page-section" id="floorplans"><div class="sqs-block html-block"><h2>Floor plans</h2><p><strong>Main level:</strong> entrance hall, double parlour with fireplace, dining room, kitchen with island and garden doors, powder room.</p><p><strong>Second level:</strong> three bedrooms, full bath with claw-foot tub, laundry.</p><p><strong>Third level:</strong> primary suite with dormer windows, walk-in closet and ensuite.</p><p><strong>Lower level:</strong> unfinished, with mechanical room and storage.</p></div></section>
<section class="page-section" id="neighbourhood"><div class="sqs-block html-block"><h2>The neighbourhood</h2><p>The South End is Halifax's oldest residential district, with tree-lined streets of Victorian and Edwardian homes, the universities, the hospitals and Point Pleasant Park all within walking distance. Spring Garden Road's shops and the waterfront are a ten-minute stroll.</p></div></section>
<section class="page-section" id="gallery"><div class="sqs-gallery"><img alt="Front façade" src="/s/front.jpg"><img alt="Kitchen" src="/s/kitchen.jpg"><img alt="Garden" src="/s/garden.jpg"></div></section>
<section class="page-section" id="contact"><div class="sqs-block html-block"><h2>Book a private showing</h2>
<p>Ellen MacPhee, REALTOR®</p><p>Harbourline Realty Ltd.</p><p>1701 Barrington Street, Suite 400, Halifax, NS B3J 2A4</p><p>902-555-0168</p></div>
<form class="form-wrapper"><input placeholder="Name"><input placeholder="Email"><button>Send</button></form></section>
</article>
<footer class="Footer"><p>Information deemed reliable but not guaranteed. Not intended to solicit properties already listed for sale.</p><p>Powered by Squarespace</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1349000 },
      street: "5812 South Park Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 1Z9",
      neighbourhood: "South End",
      bedrooms: 4,
      bathrooms: 2.5,
      squareFootage: 2860,
      lot: { value: 4950, unit: "ft2" },
      yearBuilt: 1894,
      mlsNumber: "202628417",
      listingAgentName: "Ellen MacPhee",
      brokerageName: "Harbourline Realty Ltd.",
      geo: { lat: 44.63611, lng: -63.58204 },
    },
  },
  {
    name: "ho33-point2agent-bungalow-dieppe",
    site: "point2agent.com",
    set: "held-out-33",
    traps: "a Point2 Agent website's listing of a bungalow in Dieppe, NB: schema.org SingleFamilyResidence with the price in an Offer; 'Beds: 2 + 2'; 'Baths: 2 Full'; 'Living area 1,150 sq ft' and 'Lot size 0.27 ac'; NB's M-prefixed MLS®; the agent's site name; a price reduced from an earlier figure; 'Featured listings' with prices",
    pageUrl: "https://www.lucbourquehomes.com/Listing/bungalow-for-sale-114-rue-melanson-dieppe-nb/M163402",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>114 Rue Melanson, Dieppe, NB E1A 6R2 | MLS M163402 | Luc Bourque</title>
<meta name="description" content="Bungalow for sale in Dieppe, New Brunswick. 2+2 beds, 2 baths, 1,150 sq ft. $389,900.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "114 Rue Melanson", address: { "@type": "PostalAddress", streetAddress: "114 Rue Melanson", addressLocality: "Dieppe", addressRegion: "NB", postalCode: "E1A 6R2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.09384, longitude: -64.72215 }, numberOfRooms: 8, floorSize: { "@type": "QuantitativeValue", value: 1150, unitCode: "FTK" }, offers: { "@type": "Offer", price: 389900, priceCurrency: "CAD" } })}
</head><body>
<div id="p2a-header"><div class="agent-brand">Luc Bourque · Your Dieppe &amp; Moncton REALTOR®</div><nav><a href="/">Home</a><a href="/Listings">Listings</a><a href="/AboutMe">About</a></nav></div>
<div id="p2a-listing">
<div class="p2a-price">$389,900 <span class="reduced">Reduced from $399,900</span></div>
<h1>114 Rue Melanson, Dieppe, NB E1A 6R2</h1>
<div class="p2a-summary"><span>Beds: 2 + 2</span><span>Baths: 2 Full</span><span>Living area: 1,150 sq ft</span><span>Lot size: 0.27 ac</span></div>
<table class="p2a-details">
<tr><td>MLS® #</td><td>M163402</td></tr>
<tr><td>Property Type</td><td>Single Family</td></tr>
<tr><td>Style</td><td>Bungalow</td></tr>
<tr><td>Year Built</td><td>2006</td></tr>
<tr><td>Basement</td><td>Fully finished</td></tr>
<tr><td>Heating</td><td>Ductless heat pump, electric baseboard</td></tr>
<tr><td>Property Taxes</td><td>$4,712 (2026)</td></tr>
<tr><td>Listing ID</td><td>P2-71839044</td></tr>
</table>
<div class="p2a-desc"><h2>Description</h2><p>Bright bungalow on a quiet street in the heart of Dieppe, close to the Aboiteau trail, schools and shopping at Champlain Place. Two bedrooms and a full bath on the main floor, two more bedrooms, a family room and a second full bath in the finished basement. Attached single garage, paved drive, fenced back yard with a deck.</p></div>
<div class="p2a-agent"><h3>Listed by</h3><p>Luc Bourque</p><p>Maritime Crest Realty Inc.</p><p>506-555-0131</p></div>
<div class="p2a-rooms"><h3>Rooms</h3><table><tr><td>Living room</td><td>Main</td></tr><tr><td>Kitchen</td><td>Main</td></tr><tr><td>Dining room</td><td>Main</td></tr><tr><td>Primary bedroom</td><td>Main</td></tr><tr><td>Bedroom</td><td>Main</td></tr><tr><td>Family room</td><td>Basement</td></tr><tr><td>Bedroom</td><td>Basement</td></tr><tr><td>Bedroom</td><td>Basement</td></tr><tr><td>Laundry</td><td>Basement</td></tr></table></div>
<div class="p2a-community"><h3>About Dieppe</h3><p>Dieppe is a fast-growing bilingual city beside Moncton, home to the Greater Moncton airport, Champlain Place and a network of trails along the marshes. Francophone and anglophone schools are both close by.</p></div>
<div class="p2a-contact"><h3>Ask Luc about this property</h3><form><input placeholder="Name"><input placeholder="Email"><input placeholder="Phone"><button>Send</button></form></div>
<div class="p2a-featured"><h3>Featured listings</h3><p>41 Rue Gauvin, Dieppe — $459,000</p><p>208 Elmwood Drive, Moncton — $329,900</p></div>
</div>
<div id="p2a-footer"><p>Maritime Crest Realty Inc. · 1273 Main Street, Moncton, NB E1C 1H9</p><p>Point2 Agent website. MLS® data supplied by the Greater Moncton REALTORS® du Grand Moncton.</p></div>
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "114 Rue Melanson",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 6R2",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1150,
      lot: { value: 0.27, unit: "acres" },
      yearBuilt: 2006,
      mlsNumber: "M163402",
      listingAgentName: "Luc Bourque",
      brokerageName: "Maritime Crest Realty Inc.",
      geo: { lat: 46.09384, lng: -64.72215 },
    },
  },
];
