/**
 * Eighty-ninth held-out corpus, the pages in a stripped-down or single-purpose view: duproprio.com's printable
 * sheet (a Sherbrooke QC triplex, in French), rew.ca's property brochure (a Langley BC townhouse), point2homes.com's
 * AMP page (a Saskatoon SK bungalow), royallepage.ca's embed view as an agent's website frames it (a Winnipeg MB
 * house) and centris.ca's virtual-tour-first view (a Lévis QC house, in French). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  eventTable,
  globalState,
  leadForm,
  officeCard,
  payments,
  personCard,
  photoStrip,
  resultCards,
  siteBottom,
  specList,
  specTable,
  tagManager,
  trail,
} from "./chrome.ts";

/* ---------------------------------------------------------------- duproprio.com (impression) */

const duProprio: ListingPage = {
  name: "ho89-duproprio-triplex-fleurimont-sherbrooke",
  site: "duproprio.com",
  set: "held-out-89",
  traps:
    "the printable sheet (/imprimer) of a for-sale-by-owner triplex, in French: '489 000 $'; no MLS®, agent or brokerage (the DuProprio code is the site's own); per-unit rooms, bedrooms and rents but no building total; living area '292,6 m²' for all units; lot '557,5 m²' then metric dimensions; municipal assessment, taxes and gross income; a payment estimate; nearby plexes with their own prices; the owner's and DuProprio's phone numbers and DuProprio's Québec office; the point only in a static map",
  pageUrl: "https://duproprio.com/fr/estrie/sherbrooke/triplex-a-vendre/hab-1245-rue-galt-est-1082537/imprimer",
  html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Triplex à vendre - 1245, rue Galt Est, Sherbrooke (Fleurimont) - Fiche imprimable | DuProprio</title>
<meta name="robots" content="noindex, nofollow">
<link rel="canonical" href="https://duproprio.com/fr/estrie/sherbrooke/triplex-a-vendre/hab-1245-rue-galt-est-1082537">
<link rel="stylesheet" href="/build/listing-print.3c8e1a.css" media="all">
${tagManager("GTM-DP89PRT")}
<script>window.addEventListener('load', function () { setTimeout(function () { window.print(); }, 900); });</script>
</head>
<body class="listing-print">
<header class="print-header"><img src="/build/img/logo-duproprio-print.svg" alt="DuProprio" width="180"><p class="print-header__tag">Vendu par le propriétaire — duproprio.com</p><p class="print-header__code">Code DuProprio : <strong>1082537</strong></p><p class="print-header__date">Imprimé le 20 novembre 2025</p></header>
<main>
<h1 class="listing-print__type">Triplex à vendre</h1>
<p class="listing-print__address">1245, rue Galt Est<br>Sherbrooke (Fleurimont), QC J1G 1Y2</p>
<p class="listing-print__price">489 000 $</p>
<div class="listing-print__photos"><img src="https://photos.duproprio.com/photos/hab/1082537/1.jpg" alt="Façade"><img src="https://photos.duproprio.com/photos/hab/1082537/2.jpg" alt="Cuisine du logement 1245"><img src="https://photos.duproprio.com/photos/hab/1082537/3.jpg" alt="Cour arrière"></div>
<section class="listing-print__description"><h2>Description</h2>
<p>Triplex bien entretenu dans le secteur Fleurimont, à deux pas de l'Université de Sherbrooke (campus de la santé) et du CHUS, idéal pour propriétaire occupant. Le logement du rez-de-chaussée (5 ½) sera libre à la vente; les deux autres logements sont loués à des locataires de longue date. Toiture refaite en 2019, fenêtres remplacées en 2016, entrées électriques de 200 A par logement. Grande cour clôturée et stationnement en allée pour 4 voitures.</p>
<p>Revenus bruts annuels de 38 460 $ en incluant le loyer du marché estimé pour le logement libre. Visites sur rendez-vous avec le propriétaire.</p></section>
${specList("Caractéristiques principales", [["Type de propriété", "Triplex"], ["Nombre d'unités", "3"], ["Année de construction", "1962"], ["Aire habitable (total des logements)", "292,6 m²"], ["Superficie du terrain", "557,5 m²"], ["Dimensions du terrain", "15,24 m x 36,58 m"], ["Stationnement", "4 places (allée)"], ["Chauffage", "Électrique (plinthes)"], ["Fondation", "Béton coulé"], ["Revêtement", "Brique et vinyle"]], "print-specs")}
${eventTable("Description des logements", ["Logement", "Pièces", "Chambres", "Salles de bain", "Loyer mensuel", "Fin du bail"], [["1245 (rez-de-chaussée)", "5 ½", "3", "1", "1 185 $ (marché estimé)", "Libre à la vente"], ["1247 (2e étage)", "4 ½", "2", "1", "1 025 $", "30 juin 2026"], ["1249 (3e étage)", "3 ½", "1", "1", "995 $", "30 juin 2026"]])}
${specTable("Données financières", [["Évaluation municipale (2025)", "412 300 $"], ["Taxes municipales (2025)", "4 212 $"], ["Taxes scolaires (2025)", "318 $"], ["Revenus bruts annuels", "38 460 $"], ["Assurances (2025)", "2 140 $"], ["Électricité des aires communes", "Aucune"]], "print-finance")}
<div class="print-map" data-latitude="45.40712" data-longitude="-71.86634"><img src="https://maps.googleapis.com/maps/api/staticmap?center=45.40712,-71.86634&amp;zoom=15&amp;size=600x250&amp;markers=color:red%7C45.40712,-71.86634" alt="Carte : 1245, rue Galt Est, Sherbrooke"></div>
${payments("Estimation des paiements hypothécaires", [["Prix", "489 000 $"], ["Mise de fonds", "97 800 $ (20 %)"], ["Taux", "4,64 %"], ["Amortissement", "25 ans"]], "Versement mensuel estimé : 2 194 $", "Estimation à titre indicatif seulement. Consultez votre institution financière.")}
${resultCards("Propriétés à proximité", [
  { id: "1081904", price: "419 000 $", street: "1310, rue Galt Est", place: "Sherbrooke (Fleurimont)", facts: "Duplex · 2 unités · construit en 1955", href: "/fr/estrie/sherbrooke/duplex-a-vendre/hab-1310-rue-galt-est-1081904" },
  { id: "1082210", price: "529 000 $", street: "88, rue Kennedy Nord", place: "Sherbrooke (Fleurimont)", facts: "Triplex · 3 unités · construit en 1971", href: "/fr/estrie/sherbrooke/triplex-a-vendre/hab-88-rue-kennedy-nord-1082210" },
  { id: "1080667", price: "375 000 $", street: "2150, rue King Est", place: "Sherbrooke (Fleurimont)", facts: "Maison à étages · 3 ch. · 1 sdb", href: "/fr/estrie/sherbrooke/maison-a-vendre/hab-2150-rue-king-est-1080667" },
], "print-nearby")}
<section class="print-contact"><h2>Pour visiter</h2><p>Communiquez directement avec le propriétaire : <strong>819 555-0187</strong></p><p>Mentionnez le code DuProprio 1082537.</p>
<div class="print-qr"><img src="/qr/1082537.png" alt="Code QR" width="96" height="96"><p>Scannez pour voir la fiche complète en ligne</p></div></section>
</main>
<footer class="print-footer"><p>DuProprio inc. — 5150, boulevard de l'Ormière, bureau 300, Québec (Québec) G1P 4B2 — Service à la clientèle : 1 866 555-0100</p><p>DuProprio n'est pas une agence immobilière. Les renseignements de cette fiche sont fournis par le propriétaire et ne sont pas garantis.</p></footer>
</body></html>`,
  expected: {
    price: { amount: 489000 },
    propertyKind: "plex",
    street: "1245, rue Galt Est",
    city: "Sherbrooke",
    province: "QC",
    postalCode: "J1G 1Y2",
    neighbourhood: "Fleurimont",
    squareFootage: 3150,
    lot: { value: 557.5, unit: "m2" },
    yearBuilt: 1962,
    geo: { lat: 45.40712, lng: -71.86634 },
  },
};

/* ---------------------------------------------------------------- rew.ca (brochure) */

const rew: ListingPage = {
  name: "ho89-rew-townhouse-willoughby-langley",
  site: "rew.ca",
  set: "held-out-89",
  traps:
    "the printable brochure view: 'Presented by' a paid Featured Agent of another brokerage above the listing; '3 Bath' with full 2 and half 1; a strata fee, gross taxes, the BC Assessment value and the 2019 sale; comparable listings and a sold unit in the same complex; schools; a compact layout with facts in a two-column table; JSON-LD with the point",
  pageUrl: "https://www.rew.ca/properties/R3041876/34-20857-77a-avenue-langley-bc/brochure",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brochure · 34-20857 77A Avenue, Langley, BC · R3041876 | REW</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="https://www.rew.ca/properties/R3041876/34-20857-77a-avenue-langley-bc">
<link rel="stylesheet" href="/assets/brochure-4b1e9f.css" media="screen,print">
${tagManager("GTM-REW89BRO")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "34-20857 77A Avenue", address: { "@type": "PostalAddress", streetAddress: "34-20857 77A Avenue", addressLocality: "Langley", addressRegion: "BC", postalCode: "V2Y 3H1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.13971, longitude: -122.63148 } })}
</head>
<body class="brochure">
<header class="brochure__head"><img src="/assets/rew-logo-print.svg" alt="REW" width="120"><p>Property brochure · prepared Nov 20, 2025</p><button onclick="window.print()">Print</button></header>
<div class="brochure__presented">${personCard("Presented by", { name: "Harjit Gill", title: "REW Featured Agent · Personal Real Estate Corporation", phone: "604-555-0175", email: "harjit@pacificcrest.example" }, "Pacific Crest Realty — 9-19644 64 Avenue, Langley, BC V2Y 1H2", "featured-agent")}</div>
<main class="brochure__body">
<section class="brochure__hero">
${photoStrip("https://assets.rew.ca/listings/R3041876", 32, "34-20857 77A Avenue, Langley")}
<div class="brochure__price">$869,900</div>
<h1 class="brochure__address">34-20857 77A Avenue<br><span>Willoughby Heights, Langley, BC V2Y 3H1</span></h1>
<ul class="brochure__summary"><li>3 Bed</li><li>3 Bath</li><li>1,486 Sqft</li><li>Townhouse</li></ul>
</section>
${specTable("Details", [["MLS® #", "R3041876"], ["Property Type", "Townhouse"], ["Status", "Active"], ["Bedrooms", "3"], ["Full Baths", "2"], ["Half Baths", "1"], ["Floor Area", "1,486 Sq. Ft."], ["Year Built", "2012"], ["Age", "13 years"], ["Title", "Freehold Strata"], ["Strata Fee", "$389 / month"], ["Gross Taxes", "$3,108 (2025)"], ["Neighbourhood", "Willoughby Heights"], ["Complex", "Yorkson Walk"], ["Parking", "Double tandem garage"]], "brochure__details")}
<section class="brochure__remarks"><h2>Description</h2><p>End unit in Yorkson Walk with extra windows and a fenced side yard. Main floor with 9' ceilings, a white shaker kitchen with a gas range and an island that seats four, dining off the deck, and a powder room. Three bedrooms up, the primary with a walk-in and a full ensuite, plus a full main bath and laundry. Double tandem garage with storage. Walk to Lynn Fripps Elementary and the Willoughby Town Centre shops; minutes to Highway 1 and the 200 Street interchange. Pets and rentals allowed with restrictions.</p></section>
${specTable("Property history", [["BC Assessment (2025)", "$846,000"], ["Last sold", "$612,000 (Mar 2019)"], ["Days on REW", "8"]], "brochure__history")}
${eventTable("Nearby schools", ["School", "Grades", "Distance"], [["Lynn Fripps Elementary", "K–5", "0.6 km"], ["Yorkson Creek Middle", "6–8", "1.1 km"], ["R.E. Mountain Secondary", "9–12", "1.7 km"]])}
${resultCards("Comparable listings in Willoughby Heights", [
  { id: "R3039912", price: "$899,000", street: "12-20857 77A Avenue", place: "Langley, BC V2Y 3H1", facts: "4 bd · 3 ba · 1,712 sqft · Townhouse", href: "/properties/R3039912/12-20857-77a-avenue-langley-bc" },
  { id: "R3042230", price: "$829,000", street: "71-7848 209 Street", place: "Langley, BC V2Y 0L7", facts: "3 bd · 3 ba · 1,398 sqft · Townhouse", href: "/properties/R3042230/71-7848-209-street-langley-bc" },
  { id: "R3021187", price: "Sold $851,000", street: "27-20857 77A Avenue", place: "Langley, BC V2Y 3H1", facts: "3 bd · 3 ba · 1,486 sqft · sold Sep 2025", href: "/properties/R3021187/27-20857-77a-avenue-langley-bc" },
], "brochure__comps")}
${payments("Monthly cost estimate", [["Price", "$869,900"], ["Down payment", "20%"], ["Rate", "4.59%"], ["Amortization", "25 years"], ["Strata fee", "$389"]], "≈ $4,262 / month incl. strata", "Estimate only.")}
<section class="brochure__listed"><h3>Listing courtesy of</h3><p><strong>Melissa Kwan</strong></p><p>Fraser Crossing Realty Ltd.</p><p>604-555-0152</p></section>
${officeCard("Fraser Crossing Realty Ltd.", ["102-20159 88 Avenue", "Langley, BC V1M 0A4"])}
</main>
${leadForm("Ask Harjit about this home", "Please send me details on 34-20857 77A Avenue.", "Send", "Your request goes to the Featured Agent shown, who may not be the listing agent.")}
${siteBottom("REW.ca", ["About REW", "Advertise", "Terms", "Privacy"], ["This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board which assumes no responsibility for its accuracy.", "Featured Agents pay to appear on REW; they are not necessarily the listing agent."])}
</body></html>`,
  expected: {
    price: { amount: 869900 },
    propertyKind: "townhouse",
    street: "34-20857 77A Avenue",
    city: "Langley",
    province: "BC",
    postalCode: "V2Y 3H1",
    neighbourhood: "Willoughby Heights",
    bedrooms: 3,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    squareFootage: 1486,
    yearBuilt: 2012,
    mlsNumber: "R3041876",
    listingAgentName: "Melissa Kwan",
    brokerageName: "Fraser Crossing Realty Ltd.",
    geo: { lat: 49.13971, lng: -122.63148 },
  },
};

/* ---------------------------------------------------------------- point2homes.com (AMP) */

const ampBoilerplate =
  "<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;animation:none}</style></noscript>";

const ampExt = (kind: "element" | "template", name: string, v = "0.1"): string =>
  `<script async custom-${kind}="${name}" src="https://cdn.ampproject.org/v0/${name}-${v}.js"></script>`;

const point2: ListingPage = {
  name: "ho89-point2homes-house-stonebridge-saskatoon",
  site: "point2homes.com",
  set: "held-out-89",
  traps:
    "an AMP page (<html ⚡>, amp-img, amp-carousel, amp-state and amp-list): '5 Beds' that are 3 above grade + 2 below; lot '42 x 110 ft'; the site's listing id in the URL beside the MLS® number; amp-list placeholder cards for similar homes; an amp-state mortgage payment; a paid Agent Spotlight; Point2's own office in the same city (Saskatoon); JSON-LD with the point",
  pageUrl: "https://www.point2homes.com/amp/CA/Home-For-Sale/SK/Saskatoon/Stonebridge/318-Marlatte-Crescent/114827365.html",
  html: `<!doctype html>
<html ⚡ lang="en"><head><meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
${ampExt("element", "amp-carousel", "0.2")}${ampExt("element", "amp-list")}${ampExt("element", "amp-bind")}${ampExt("element", "amp-form")}${ampExt("element", "amp-analytics")}${ampExt("template", "amp-mustache", "0.2")}
<title>318 Marlatte Crescent, Saskatoon, SK S7T 0K2 - House for sale | Point2</title>
<link rel="canonical" href="https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Stonebridge/318-Marlatte-Crescent/114827365.html">
<meta name="viewport" content="width=device-width">
<meta name="description" content="318 Marlatte Crescent, Saskatoon - 5 beds, 3 baths bungalow in Stonebridge for $529,900. MLS® SK019472.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "318 Marlatte Crescent", url: "https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Stonebridge/318-Marlatte-Crescent/114827365.html", address: { "@type": "PostalAddress", streetAddress: "318 Marlatte Crescent", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7T 0K2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 52.08691, longitude: -106.62774 }, floorSize: { "@type": "QuantitativeValue", value: 1352, unitText: "sqft" } })}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "318 Marlatte Crescent, Saskatoon, SK", sku: "114827365", offers: { "@type": "Offer", price: 529900, priceCurrency: "CAD" } })}
${ampBoilerplate}
<style amp-custom>.price{font-size:28px;font-weight:700}.chars li{display:inline-block;margin-right:12px}.card{border:1px solid #ddd;padding:8px}</style>
</head>
<body>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"G-P2H89AMP","config":{"G-P2H89AMP":{"groups":"default"}}}}</script></amp-analytics>
<header class="amp-header"><a href="https://www.point2homes.com/">Point2</a><a href="https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon.html">Saskatoon homes</a></header>
${trail(["Canada", "Saskatchewan", "Saskatoon", "Stonebridge"])}
<amp-carousel width="400" height="300" layout="responsive" type="slides" aria-label="Photos">
<amp-img src="https://images.point2.com/p2h/listing/114827365/1.jpg" width="400" height="300" layout="responsive" alt="318 Marlatte Crescent – front"></amp-img>
<amp-img src="https://images.point2.com/p2h/listing/114827365/2.jpg" width="400" height="300" layout="responsive" alt="318 Marlatte Crescent – kitchen"></amp-img>
<amp-img src="https://images.point2.com/p2h/listing/114827365/3.jpg" width="400" height="300" layout="responsive" alt="318 Marlatte Crescent – lower level"></amp-img>
</amp-carousel>
<amp-state id="listing"><script type="application/json">{"id":114827365,"price":529900,"mortgage":{"down":20,"rate":4.69,"years":25,"payment":2318},"daysOnSite":16}</script></amp-state>
<div class="summary">
<div class="price">$529,900</div>
<h1 class="address">318 Marlatte Crescent, Saskatoon, SK S7T 0K2</h1>
<ul class="chars"><li><strong>5</strong> Beds</li><li><strong>3</strong> Baths</li><li><strong>1,352</strong> Sqft</li><li>House</li></ul>
</div>
<section class="description"><h2>Description</h2><p>Stonebridge bungalow on a quiet crescent backing a walking path. Three bedrooms on the main floor including the primary with a 3-piece ensuite; open kitchen with a walk-in pantry and a dining area to the deck. The fully developed basement adds two more bedrooms, a family room with a gas fireplace and a full bath. Double attached garage, central air, underground sprinklers. Close to schools, Preston Crossing and the Circle Drive South bridge.</p></section>
${specTable("Property Details", [["MLS® #", "SK019472"], ["Property Type", "Single Family"], ["Building Type", "House"], ["Style", "Bungalow"], ["Bedrooms Above Grade", "3"], ["Bedrooms Below Grade", "2"], ["Full Bathrooms", "3"], ["Living Area", "1,352 sqft"], ["Lot Size", "42 x 110 ft"], ["Year Built", "2011"], ["Neighbourhood", "Stonebridge"], ["Taxes", "$4,402 (2025)"], ["Heating", "Forced air, natural gas"], ["Garage", "Double attached"], ["Days on Point2", "16"]], "details")}
<section class="mortgage"><h3>Mortgage</h3><p>Estimated payment <strong [text]="'$' + listing.mortgage.payment + '/mo'">$2,318/mo</strong> with 20% down at 4.69% over 25 years.</p></section>
<section class="listed-by"><h3>Listing courtesy of</h3><p>Trent Olynyk</p><p>Prairie Sky Realty Ltd.</p><p>306-555-0111</p></section>
${personCard("Agent Spotlight", { name: "Karen Yee", title: "REALTOR® · Saskatoon specialist", phone: "306-555-0163" }, "Bridge City Realty", "spotlight")}
<amp-list src="https://www.point2homes.com/api/amp/similar?listingId=114827365" layout="fixed-height" height="320" items="items" binding="no">
<template type="amp-mustache"><div class="card"><strong>{{price}}</strong> · {{address}} · {{beds}} beds</div></template>
<div placeholder>
<div class="card"><strong>$489,900</strong> · 122 Kostiuk Crescent, Saskatoon, SK · 4 beds · 2 baths · 1,204 sqft</div>
<div class="card"><strong>$614,000</strong> · 711 Hunter Road, Saskatoon, SK · 4 beds · 3 baths · 1,580 sqft</div>
<div class="card"><strong>$455,000</strong> · 35-1010 Stonebridge Common, Saskatoon, SK · 3 beds · 3 baths · 1,290 sqft</div>
</div>
<div fallback>Similar homes could not be loaded.</div>
</amp-list>
<form method="post" action-xhr="https://www.point2homes.com/api/amp/lead" target="_top"><h3>Contact agent</h3><input name="name" placeholder="Name"><input name="email" type="email" placeholder="Email"><textarea name="message">I am interested in 318 Marlatte Crescent (MLS® SK019472).</textarea><button>Send</button></form>
<footer class="amp-footer"><p>Point2 — 300-410 22nd Street East, Saskatoon, SK S7K 5T6</p><p>MLS® listing data supplied by the Saskatchewan REALTORS® Association. <a href="https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Stonebridge/318-Marlatte-Crescent/114827365.html">View the full site</a></p><p>© 2025 Point2</p></footer>
</body></html>`,
  expected: {
    price: { amount: 529900 },
    propertyKind: "house",
    street: "318 Marlatte Crescent",
    city: "Saskatoon",
    province: "SK",
    postalCode: "S7T 0K2",
    neighbourhood: "Stonebridge",
    bedrooms: 3,
    bedroomsBelowGrade: 2,
    bathrooms: 3,
    bathroomsFull: 3,
    squareFootage: 1352,
    lot: { value: 4620, unit: "ft2" },
    yearBuilt: 2011,
    mlsNumber: "SK019472",
    listingAgentName: "Trent Olynyk",
    brokerageName: "Prairie Sky Realty Ltd.",
    geo: { lat: 52.08691, lng: -106.62774 },
  },
};

/* ---------------------------------------------------------------- royallepage.ca (embed) */

const rlpEmbed = {
  mode: "embed",
  host: "shaunadyck-homes.example",
  agentId: "shauna-dyck-24117",
  listing: { id: "23081246", mls: "202524873", price: 459900, lat: 49.86522, lng: -97.18705 },
  moreFromAgent: [
    { id: "23079985", mls: "202523310", price: 389900, address: "1134 Garwood Avenue, Winnipeg, MB", lat: 49.86041, lng: -97.15238 },
    { id: "23080771", mls: "202524102", price: 615000, address: "22 Kirkbridge Drive, Winnipeg, MB", lat: 49.80377, lng: -97.17102 },
  ],
  resize: true,
};

const royalLePage: ListingPage = {
  name: "ho89-royallepage-house-river-heights-winnipeg",
  site: "royallepage.ca",
  set: "held-out-89",
  traps:
    "the embed view an agent's own website frames (?embed=true): no site header, an iframe-resize config holding the listing's point beside the agent's other listings; the MLS® number and the site's property id both in the URL; bathrooms 1 full + 1 half; lot '33 x 110 ft'; price per sq ft, taxes and a payment; the agent's other listings and a sold one; a co-listing agent; the office's address",
  pageUrl: "https://www.royallepage.ca/en/property/manitoba/winnipeg/427-borebank-street/23081246/mls202524873/?embed=true&utm_source=agent-website&utm_medium=iframe",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>427 Borebank Street, Winnipeg, MB R3N 1E7 | Royal LePage</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="https://www.royallepage.ca/en/property/manitoba/winnipeg/427-borebank-street/23081246/mls202524873/">
<link rel="stylesheet" href="/static/css/embed-property.min.css?v=25.11">
<script src="/static/js/iframeResizer.contentWindow.min.js"></script>
${globalState("rlpEmbedConfig", rlpEmbed)}
</head>
<body class="embed embed--property">
<div class="embed-bar"><img src="/static/img/rlp-logo-sm.svg" alt="Royal LePage" width="90"><a href="https://www.royallepage.ca/en/property/manitoba/winnipeg/427-borebank-street/23081246/mls202524873/" target="_blank" rel="noopener">Open on royallepage.ca ↗</a></div>
${photoStrip("https://rlp.listing-photos.example/23081246", 26, "427 Borebank Street")}
<div class="property-summary">
<p class="property-summary__price">$459,900</p>
<h1 class="property-summary__address">427 Borebank Street<br><span>Winnipeg, Manitoba R3N 1E7</span></h1>
<p class="property-summary__hood">River Heights North</p>
<ul class="property-summary__facts"><li>3 Bedrooms</li><li>2 Bathrooms</li><li>Approx. 1,286 sq.ft.</li><li>$357 / sq.ft.</li></ul>
</div>
<section class="property-description"><h2>About this property</h2><p>Classic 1926 River Heights two-storey on a tree-lined block, steps to Academy Road shops and the Assiniboine River trails. Oak trim, leaded windows and a wood-burning fireplace in the living room; updated kitchen with a mudroom to the yard; main floor powder room. Three bedrooms and a renovated full bath up. Unfinished basement with laundry and a newer high-efficiency furnace (2021). Single detached garage off the lane.</p></section>
${specList("Property Details", [["MLS® #", "202524873"], ["Property Type", "Single Family"], ["Building Type", "House"], ["Style", "Two Storey"], ["Bedrooms", "3"], ["Full Bathrooms", "1"], ["Half Bathrooms", "1"], ["Living Area", "1,286 sq.ft."], ["Lot Size", "33 x 110 ft"], ["Year Built", "1926"], ["Neighbourhood", "River Heights North"], ["Annual Taxes", "$4,016 (2025)"], ["Parking", "Single detached garage"]], "property-details")}
<div class="property-map" data-lat="49.86522" data-lng="-97.18705"><img src="https://maps.googleapis.com/maps/api/staticmap?center=49.86522,-97.18705&amp;zoom=15&amp;size=520x220" alt="Map of 427 Borebank Street"></div>
${payments("Mortgage Calculator", [["Purchase price", "$459,900"], ["Down payment", "10%"], ["Interest rate", "4.39%"], ["Amortization", "25 years"]], "$2,315 / month (incl. CMHC premium)", "For information only.")}
<section class="listing-agents"><h3>Listing Agents</h3>
<p class="listing-agents__name">Shauna Dyck</p><p>Sales Representative · 204-555-0128</p>
<p class="listing-agents__name">Darren Friesen</p><p>Sales Representative · 204-555-0146</p>
</section>
${officeCard("Royal LePage Red River Realty", ["1790 Corydon Avenue", "Winnipeg, MB R3N 0J8", "204-555-0100"])}
${leadForm("Contact Shauna", "I'm interested in 427 Borebank Street (MLS® 202524873).", "Send", "Your message goes to Shauna Dyck, Royal LePage Red River Realty.")}
${resultCards("More listings from Shauna", [
  { id: "23079985", price: "$389,900", street: "1134 Garwood Avenue", place: "Winnipeg, MB R3M 1N9", facts: "2 bd · 1 ba · 1,040 sq.ft.", href: "/en/property/manitoba/winnipeg/1134-garwood-avenue/23079985/mls202523310/?embed=true" },
  { id: "23080771", price: "$615,000", street: "22 Kirkbridge Drive", place: "Winnipeg, MB R3T 5T3", facts: "4 bd · 3 ba · 2,108 sq.ft.", href: "/en/property/manitoba/winnipeg/22-kirkbridge-drive/23080771/mls202524102/?embed=true" },
  { id: "23061420", price: "Sold $478,000", street: "501 Waterloo Street", place: "Winnipeg, MB R3N 0T2", facts: "3 bd · 2 ba · sold Oct 2025", href: "/en/property/manitoba/winnipeg/501-waterloo-street/23061420/mls202521877/?embed=true" },
], "agent-carousel")}
<footer class="embed-footer"><p>Royal LePage® is a registered trademark used under licence. Each office is independently owned and operated. Every transaction supports the Royal LePage Shelter Foundation.</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Data supplied by the WINNIPEGREALTORS® Association.</p></footer>
</body></html>`,
  expected: {
    price: { amount: 459900 },
    propertyKind: "house",
    street: "427 Borebank Street",
    city: "Winnipeg",
    province: "MB",
    postalCode: "R3N 1E7",
    neighbourhood: "River Heights North",
    bedrooms: 3,
    bathrooms: 1.5,
    bathroomsFull: 1,
    bathroomsHalf: 1,
    squareFootage: 1286,
    lot: { value: 3630, unit: "ft2" },
    yearBuilt: 1926,
    mlsNumber: "202524873",
    listingAgentName: "Shauna Dyck",
    brokerageName: "Royal LePage Red River Realty",
    geo: { lat: 49.86522, lng: -97.18705 },
  },
};

/* ---------------------------------------------------------------- centris.ca (visite virtuelle) */

const carac = (title: string, value: string): string =>
  `<div class="carac-container"><div class="carac-title">${title}</div><div class="carac-value"><span>${value}</span></div></div>`;

const centris: ListingPage = {
  name: "ho89-centris-maison-desjardins-levis",
  site: "centris.ca",
  set: "held-out-89",
  traps:
    "the virtual-tour-first view, in French: a Matterport iframe with room hotspots (dimensions in feet) above a thin listing card; '4 chambres' that are 3 + 1 and '2 salles de bain et 1 salle d'eau'; only the building's footprint ('Superficie du bâtiment (au sol)'), no living area; lot '6 012 pi²'; municipal assessment, taxes, an open house and a payment; similar properties in Lévis with their own prices; no postal code",
  pageUrl: "https://www.centris.ca/fr/maison~a-vendre~levis-desjardins/24518367?view=visite-virtuelle",
  html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre, Lévis (Desjardins), 1874, rue de la Fauvette - 24518367 - Centris.ca</title>
<meta name="description" content="Visite virtuelle — Maison à étages à vendre à Lévis (Desjardins), 4 chambres, 2 salles de bain et 1 salle d'eau. 524 900 $. No Centris 24518367.">
<meta property="og:title" content="Visite virtuelle — 1874, rue de la Fauvette, Lévis">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE2A1B4FDDD3B1F4A8D&amp;t=pi&amp;sm=m&amp;w=1260&amp;h=1024">
<link rel="canonical" href="https://www.centris.ca/fr/maison~a-vendre~levis-desjardins/24518367">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/houses~for-sale~levis-desjardins/24518367">
${tagManager("GTM-CTR89VV")}
</head>
<body class="property-virtual-tour">
<header class="header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav><a href="/fr/mon-centris">Mon Centris</a></header>
<section class="virtual-tour-first" id="visite">
<h1 class="virtual-tour-first__title">Visite virtuelle 3D</h1>
<iframe src="https://my.matterport.com/show/?m=Qk7bP2xY9Lw&amp;play=1&amp;lang=fr&amp;qs=1" width="100%" height="560" allow="xr-spatial-tracking; fullscreen" allowfullscreen title="Visite virtuelle — 1874, rue de la Fauvette, Lévis"></iframe>
<ul class="tour-hotspots"><li data-sweep="a1">Salon — 14 pi x 16 pi</li><li data-sweep="a4">Cuisine — 12 pi x 13 pi 6 po</li><li data-sweep="b2">Chambre principale — 13 pi x 14 pi</li><li data-sweep="c3">Salle familiale (sous-sol) — 15 pi x 22 pi</li><li data-sweep="d1">Cour arrière et piscine hors terre</li></ul>
<p class="tour-credit">Visite réalisée par Studio Fleuve 3D · 41 points de vue</p>
<div class="tour-switch"><a href="/fr/maison~a-vendre~levis-desjardins/24518367">Voir la fiche complète</a> · <a href="#photos">Photos (38)</a></div>
</section>
<section class="tour-card" itemscope itemtype="http://schema.org/Product">
<span id="PageTitle" itemprop="category">Maison à étages à vendre</span>
<h2 itemprop="address" itemscope itemtype="http://schema.org/PostalAddress" class="pt-1"><span itemprop="streetAddress">1874, rue de la Fauvette</span>, <span itemprop="addressLocality">Lévis (Desjardins)</span>, <span itemprop="addressRegion">QC</span></h2>
<div class="price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="524900"><span id="BuyPrice">524 900 $</span></div></div>
<div class="row teaser"><div class="col-lg-3 cac">4 chambres</div><div class="col-lg-3 sdb">2 salles de bain et 1 salle d'eau</div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.79214"><meta itemprop="longitude" content="-71.18057"></div>
<div class="grid-caracs">
${carac("Utilisation de la propriété", "Unifamiliale")}
${carac("Style de bâtiment", "À étages, Isolé")}
${carac("Année de construction", "1998")}
${carac("Superficie du terrain", "6 012 pi²")}
${carac("Superficie du bâtiment (au sol)", "1 128 pi²")}
${carac("Nombre de pièces", "12")}
${carac("Nombre de chambres", "3 + 1")}
${carac("Nombre de salles de bain et d'eau", "2 + 1")}
${carac("Stationnement total", "Allée (3), Garage (1)")}
${carac("Piscine", "Hors terre")}
${carac("Visite libre", "Dimanche 23 novembre 2025, de 14 h à 16 h")}
</div>
<div class="description"><p>Belle maison à étages dans un secteur familial de Desjardins, près des écoles, du parc de la Rivière-Etchemin et des accès aux ponts. Au rez-de-chaussée : aire ouverte cuisine-salle à manger, salon lumineux et salle d'eau. À l'étage : trois chambres dont la principale avec walk-in, et une salle de bain complète rénovée en 2022. Sous-sol aménagé avec salle familiale, quatrième chambre et deuxième salle de bain. Garage simple, piscine hors terre et cour sans voisin arrière.</p></div>
<p>No Centris : <span id="ListingDisplayId">24518367</span></p>
</section>
${specTable("Détails financiers", [["Évaluation municipale (2025)", "402 600 $"], ["Taxes municipales (2025)", "3 918 $"], ["Taxes scolaires (2025)", "296 $"], ["Dépenses énergétiques", "2 240 $ / an"]], "financial-details")}
${payments("Calculatrice hypothécaire", [["Prix de la propriété", "524 900 $"], ["Mise de fonds", "52 490 $ (10 %)"], ["Taux d'intérêt", "4,49 %"], ["Amortissement", "25 ans"]], "Paiement mensuel : 2 712 $", "Prime d'assurance SCHL incluse. À titre indicatif seulement.")}
<div class="broker-info"><h3 class="broker-info__broker-title">Geneviève Bédard</h3><div class="legacy-reset">Courtier immobilier résidentiel</div><p class="broker-info__agency">Les Immeubles Rive-Sud Chaudière inc.</p><p>Agence immobilière</p><p><a href="tel:4185550126">418 555-0126</a></p></div>
${officeCard("Les Immeubles Rive-Sud Chaudière inc.", ["5500, boulevard Guillaume-Couture, bureau 210", "Lévis (Québec) G6V 4Z2"])}
${leadForm("Demande de renseignements", "Je souhaite visiter le 1874, rue de la Fauvette (No Centris 24518367).", "Envoyer", "En soumettant ce formulaire, vous acceptez d'être contacté par le courtier.")}
${resultCards("Propriétés similaires", [
  { id: "21093358", price: "549 000 $", street: "12, rue des Mésanges", place: "Lévis (Desjardins)", facts: "Maison à étages · 4 chambres · 2 salles de bain", href: "/fr/maison~a-vendre~levis-desjardins/21093358" },
  { id: "17735021", price: "489 000 $", street: "3310, rue de la Rive", place: "Lévis (Les Chutes-de-la-Chaudière-Est)", facts: "Maison à un étage et demi · 3 chambres · 1 salle de bain", href: "/fr/maison~a-vendre~levis-les-chutes-de-la-chaudiere-est/17735021" },
  { id: "26601784", price: "515 000 $", street: "48, route du Président-Kennedy", place: "Saint-Henri", facts: "Cottage · 3 + 1 chambres · 2 salles de bain", href: "/fr/maison~a-vendre~saint-henri/26601784" },
], "similar-properties")}
${siteBottom("Centris inc.", ["À propos", "Conditions d'utilisation", "Confidentialité", "Accessibilité"], ["Les données sur cette propriété proviennent du système Centris® des courtiers immobiliers du Québec et sont présumées exactes, sans garantie.", "Les courtiers et agences affichés sont indépendants de Centris inc."])}
</body></html>`,
  expected: {
    price: { amount: 524900 },
    propertyKind: "house",
    street: "1874, rue de la Fauvette",
    city: "Lévis",
    province: "QC",
    neighbourhood: "Desjardins",
    bedrooms: 3,
    bedroomsBelowGrade: 1,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    lot: { value: 6012, unit: "ft2" },
    yearBuilt: 1998,
    mlsNumber: "24518367",
    listingAgentName: "Geneviève Bédard",
    brokerageName: "Les Immeubles Rive-Sud Chaudière inc.",
    geo: { lat: 46.79214, lng: -71.18057 },
  },
};

export const HELD_OUT_89_PRINTED: ListingPage[] = [duProprio, rew, point2, royalLePage, centris];
