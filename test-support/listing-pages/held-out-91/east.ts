/**
 * Ninety-first held-out corpus, northern Ontario and Atlantic Canada: kenoralakehomes.ca (an Agent-Image-style
 * WordPress site of a waterfront agent, a cabin on Lake of the Woods at Keewatin, Kenora ON),
 * nepisiguitimmobilier.ca (a Placester-style site of a francophone agent, in French, a house in Bathurst NB),
 * humbervalleyhomes.ca (a Real-Geeks-style team site, a house with a basement apartment in Corner Brook NL) and
 * bedequebayrealty.ca (a small brokerage's hand-written HTML, a storey-and-a-half in Summerside PE). Addresses,
 * names, phone numbers and numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  DDF_LEGAL,
  DDF_LEGAL_FR,
  IDX_RELIABLE,
  calculator,
  contactBar,
  crumbs,
  footer,
  gallery,
  gtm,
  header,
  json,
  leadForm,
  marketStats,
  officeCard,
  officeLd,
  officeMap,
  rail,
  soldTable,
  team,
  testimonials,
  windowState,
  type Office,
} from "./chrome.ts";

const SUNSETCHANNEL: Office = {
  name: "Sunset Channel Realty, Brokerage",
  street: "120 Main St S",
  city: "Kenora",
  province: "ON",
  postal: "P9N 1S9",
  phone: "807-555-0153",
  email: "lorna@kenoralakehomes.ca",
  lat: 49.76712,
  lng: -94.48705,
  url: "https://www.kenoralakehomes.ca/",
  agent: "Lorna Kasprick",
};

const NEPISIGUIT: Office = {
  name: "Immobilier Népisiguit ltée",
  street: "175, rue Main",
  city: "Bathurst",
  province: "NB",
  postal: "E2A 1A8",
  phone: "506-555-0121",
  email: "mireille@nepisiguitimmobilier.ca",
  lat: 47.61821,
  lng: -65.65117,
  url: "https://www.nepisiguitimmobilier.ca/",
  agent: "Mireille Comeau-Landry",
};

const BAYOFISLANDS: Office = {
  name: "Bay of Islands Realty Ltd.",
  street: "44 Broadway",
  city: "Corner Brook",
  province: "NL",
  postal: "A2H 4C3",
  phone: "709-555-0166",
  email: "team@humbervalleyhomes.ca",
  lat: 48.95012,
  lng: -57.94731,
  url: "https://humbervalleyhomes.ca/",
  agent: "Krista Oldford",
};

const BEDEQUE: Office = {
  name: "Bedeque Bay Realty Ltd.",
  street: "250 Water Street",
  city: "Summerside",
  province: "PE",
  postal: "C1N 1B6",
  phone: "902-555-0108",
  email: "info@bedequebayrealty.ca",
  lat: 46.39223,
  lng: -63.78955,
  url: "http://bedequebayrealty.ca/",
  agent: "Corinne MacQuarrie",
};

export const HELD_OUT_91_EAST: ListingPage[] = [
  {
    name: "ho91-kenoralakehomes-cabin-kenora",
    site: "kenoralakehomes.ca",
    set: "held-out-91",
    traps:
      "Agent-Image-style WordPress (AIOS listings) page of a road-access cabin on Lake of the Woods: 864 sq ft cabin beside a 180 sq ft sleeping bunkie ('sleeps 8'), a 600 sq ft deck and a 16 x 32 boathouse; 1.1 acres with 210 ft of shoreline; a US-dollar conversion for American buyers; Keewatin named as the community of the City of Kenora; the agent's office on Main St S in the header, contact widget, JSON-LD and footer; sold waterfront and Lake of the Woods market stats; data attributes with the cabin's point",
    pageUrl: "https://www.kenoralakehomes.ca/listings/27-cedar-narrows-road-keewatin/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>27 Cedar Narrows Road | Lake of the Woods Cabin for Sale | Lorna Kasprick</title>
<meta name="description" content="Road-access Lake of the Woods cabin with 210 ft of shoreline on 1.1 acres in Keewatin, Kenora. 2 bedrooms plus bunkie. Offered at $649,000.">
<link rel="stylesheet" id="aios-starter-theme-style-css" href="https://www.kenoralakehomes.ca/wp-content/themes/aios-starter-theme/style.css" media="all">
<link rel="stylesheet" id="aios-listings-css" href="https://www.kenoralakehomes.ca/wp-content/plugins/aios-listings/css/listings.min.css" media="all">
${gtm("G-KLH91KEN")}
${officeLd(SUNSETCHANNEL)}
</head><body class="listings-template-default single single-listings aios-custom-ihomefinder-template">
<div id="main-wrapper">
<div class="aios-mobile-header-wrapper"><a href="tel:8075550153">Call Lorna</a><a href="mailto:lorna@kenoralakehomes.ca">Email</a></div>
${contactBar("Sunset Channel Realty, Brokerage · 120 Main St S, Kenora, ON P9N 1S9", "807-555-0153", "lorna@kenoralakehomes.ca", '<span class="top-bar__slogan">Lake of the Woods waterfront since 1998</span>')}
${header("Lorna Kasprick", "Lake of the Woods Waterfront Specialist", ["Waterfront Listings", "Island Properties", "Communities", "Sold Portfolio", "Sellers", "About Lorna", "Contact"], "Request a Private Tour")}
<div id="inner-page-wrapper"><div class="container">
${crumbs(["Home", "Featured Listings", "27 Cedar Narrows Road"])}
<div id="listings-details" class="aios-listings-single">
<section class="listings-single-hero">
<h1 class="listings-single-title">27 Cedar Narrows Road</h1>
<p class="listings-single-location">Keewatin, Kenora, Ontario P9N 3W5</p>
<div class="listings-single-price">Offered at $649,000 <span class="listings-single-usd">(approx. US$468,000)</span></div>
<ul class="listings-single-features"><li><span>2</span> Bedrooms</li><li><span>1</span> Bathroom</li><li><span>864</span> Sq.Ft.</li><li><span>1.1</span> Acres</li><li><span>210</span> Ft. Shoreline</li></ul>
</section>
${gallery("https://www.kenoralakehomes.ca/wp-content/uploads/listings/27-cedar-narrows", 52, "27 Cedar Narrows Road Lake of the Woods", "View Gallery")}
<section class="listings-single-description"><h2>Property Description</h2>
<p>Sunsets over Cedar Narrows from a 600 sq ft wraparound deck: this classic 1972 log-sided cabin sits on 1.1 private acres with 210 feet of deep, clean Lake of the Woods shoreline, year-round road access and a hydro line. The 864 sq ft cabin has two bedrooms, an open kitchen and great room with a Pacific Energy wood stove, and a 3-piece bath. A 180 sq ft sleeping bunkie down by the water sleeps four more — the whole property sleeps 8. 16' x 32' single-slip boathouse with a 40 ft crib dock, sand beach and a fire pit on the point. Drilled well, septic (2016). Five minutes to Keewatin, fifteen to downtown Kenora and about 2 hours 15 minutes to Winnipeg.</p>
</section>
<section class="listings-single-details"><h2>Property Details</h2>
<div class="aios-listings-details-grid">
<div class="detail-row"><span class="detail-label">MLS®:</span><span class="detail-value">2503318</span></div>
<div class="detail-row"><span class="detail-label">Status:</span><span class="detail-value">Active</span></div>
<div class="detail-row"><span class="detail-label">Type:</span><span class="detail-value">Recreational / Cottage</span></div>
<div class="detail-row"><span class="detail-label">Community:</span><span class="detail-value">Keewatin</span></div>
<div class="detail-row"><span class="detail-label">Municipality:</span><span class="detail-value">City of Kenora</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms:</span><span class="detail-value">2</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms:</span><span class="detail-value">1 (3-piece)</span></div>
<div class="detail-row"><span class="detail-label">Living Area:</span><span class="detail-value">864 sq.ft.</span></div>
<div class="detail-row"><span class="detail-label">Bunkie:</span><span class="detail-value">180 sq.ft., 1 room</span></div>
<div class="detail-row"><span class="detail-label">Lot Size:</span><span class="detail-value">1.1 acres</span></div>
<div class="detail-row"><span class="detail-label">Frontage:</span><span class="detail-value">210 ft. shoreline</span></div>
<div class="detail-row"><span class="detail-label">Year Built:</span><span class="detail-value">1972</span></div>
<div class="detail-row"><span class="detail-label">Access:</span><span class="detail-value">Year-round road</span></div>
<div class="detail-row"><span class="detail-label">Taxes:</span><span class="detail-value">$4,210 / 2025</span></div>
</div></section>
<section class="listings-single-map"><h2>Location</h2><div id="aios-listing-map" class="aios-map" data-lat="49.76831" data-lng="-94.55124" data-title="27 Cedar Narrows Road"></div></section>
${calculator("Cottage Mortgage Calculator", [["Purchase price", "$649,000"], ["Down payment (20%)", "$129,800"], ["Rate", "4.99%"], ["Amortization", "25 years"]], "Approximate monthly payment: $3,020", "Recreational properties may need a larger down payment. Figures are illustrative.")}
<section class="listings-single-agent"><h2>Listed by</h2><div class="aios-agent"><img src="/wp-content/uploads/2024/02/lorna-kasprick.jpg" alt="Lorna Kasprick"><p class="aios-agent-name">Lorna Kasprick</p><p>Broker · Sunset Channel Realty, Brokerage</p><p>807-555-0153 · lorna@kenoralakehomes.ca</p></div></section>
<div class="ai-default-cf7wrap">${leadForm("Inquire about 27 Cedar Narrows Road", "I'd like more information on the Cedar Narrows cabin.", "Submit", "I consent to be contacted about Lake of the Woods properties.")}</div>
</div>
${rail("Featured Waterfront", [
  { price: "$1,295,000", street: "Island 1488 — Devil's Gap area", place: "Lake of the Woods, ON", facts: "3 bed · 2 bath · 1,640 sq.ft. · 2.9 acres · boat access", href: "/listings/island-1488-devils-gap/" },
  { price: "$429,000", street: "16 Rabbit Lake Road", place: "Kenora, ON", facts: "3 bed · 1 bath · 1,120 sq.ft. · 0.4 acres", href: "/listings/16-rabbit-lake-road-kenora/" },
  { price: "$789,000", street: "5 Poplar Bay Lane", place: "Sioux Narrows, ON", facts: "2 bed · 1 bath · 960 sq.ft. · 1.8 acres", href: "/listings/5-poplar-bay-lane-sioux-narrows/", badge: "New" },
])}
${soldTable("Sold Portfolio", ["Property", "Waterfront", "Sold", "Year"], [["Island cottage, Clearwater Bay", "380 ft", "$1,210,000", "2025"], ["Cabin, Cedar Narrows Road", "190 ft", "$612,000", "2024"], ["Four-season home, Keewatin", "150 ft", "$874,500", "2025"]])}
${marketStats("Lake of the Woods Waterfront Market", [["Median waterfront sale", "$712,000"], ["Waterfront sales (2025 YTD)", "84"], ["Average days on market", "62"], ["Share of buyers from Manitoba", "58%"]], "Kenora &amp; area waterfront, 2025 year to date. Compiled from board data.")}
${testimonials("Client Testimonials", [["Lorna knew which bays get the evening sun. We bought our place at the Narrows sight-unseen from Winnipeg.", "Greg & Shauna, Winnipeg MB"], ["From Minnesota, it felt like she was family. She handled the boat tours, the inspections and the exchange rate questions.", "The Lindgrens, Roseau MN"]])}
${team("Meet Lorna", [{ name: "Lorna Kasprick", role: "Broker", phone: "807-555-0153", email: "lorna@kenoralakehomes.ca" }, { name: "Jesse Kasprick", role: "Sales Representative", phone: "807-555-0158", email: "jesse@kenoralakehomes.ca" }])}
${officeMap("Sunset Channel Realty, Brokerage", 49.76712, -94.48705)}
</div></div>
${footer("Lorna Kasprick | Sunset Channel Realty, Brokerage", SUNSETCHANNEL, [DDF_LEGAL, "Not intended to solicit buyers or sellers currently under contract. " + IDX_RELIABLE, "Real Estate Website Design by Agent Image."])}
</div>
<script>var aios_listing = ${json({ id: 5512, mls: "2503318", price: 649000, price_usd_approx: 468000, beds: 2, baths: 1, sqft: 864, lot_acres: 1.1, year: 1972, lat: 49.76831, lng: -94.55124, community: "Keewatin" })};</script>
</body></html>`,
    expected: {
      price: { amount: 649000 },
      propertyKind: "house",
      street: "27 Cedar Narrows Road",
      city: "Kenora",
      province: "ON",
      postalCode: "P9N 3W5",
      neighbourhood: "Keewatin",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 864,
      lot: { value: 1.1, unit: "acres" },
      yearBuilt: 1972,
      mlsNumber: "2503318",
      listingAgentName: "Lorna Kasprick",
      brokerageName: "Sunset Channel Realty, Brokerage",
      geo: { lat: 49.76831, lng: -94.55124 },
    },
  },
  {
    name: "ho91-nepisiguitimmobilier-maison-bathurst",
    site: "nepisiguitimmobilier.ca",
    set: "held-out-91",
    traps:
      "French Placester-style page of a francophone agent: '259 000 $', '1 460 pi² (135,6 m²)', 'Terrain : 0,48 acre'; '4 chambres (3 + 1)'; one full bath and one 'salle d'eau'; municipal assessment, property tax and monthly payment in French formats; the courtier responsable named beside the agent; the office at '175, rue Main, Bathurst (N.-B.)' in the bar, JSON-LD and footer; Placester cur_data/location state with the house's point; sold and market blocks",
    pageUrl: "https://www.nepisiguitimmobilier.ca/propriete/845-rue-des-pins-bathurst-nb-e2a-4b2/NB118234",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>845, rue des Pins, Bathurst (N.-B.) — Maison à vendre — 259 000 $ | Mireille Comeau-Landry</title>
<meta name="description" content="Maison d'un étage et demi à vendre dans le quartier Youghall à Bathurst : 4 chambres, 1 salle de bain et 1 salle d'eau, 1 460 pi² sur un terrain de 0,48 acre. MLS® NB118234.">
<link rel="alternate" hreflang="en-CA" href="https://www.nepisiguitimmobilier.ca/en/property/845-rue-des-pins-bathurst-nb-e2a-4b2/NB118234">
<meta property="og:locale" content="fr_CA">
${gtm("G-NEPI91BAT")}
${officeLd(NEPISIGUIT)}
</head><body class="pl-theme pl-theme-columbus lang-fr">
${contactBar("Immobilier Népisiguit ltée · 175, rue Main, Bathurst (N.-B.) E2A 1A8", "506-555-0121", "mireille@nepisiguitimmobilier.ca", '<a class="top-bar__lang" href="/en/">English</a>')}
${header("Mireille Comeau-Landry", "Courtière immobilière · Chaleur et Péninsule acadienne", ["Accueil", "Propriétés", "Vendues", "Acheteurs", "Vendeurs", "Quartiers", "Me joindre"], "Évaluation gratuite")}
<main class="pl-property">
${crumbs(["Accueil", "Propriétés", "Bathurst", "845, rue des Pins"])}
<section class="pl-property__head">
<h1>845, rue des Pins</h1>
<p class="pl-property__city">Bathurst (N.-B.) E2A 4B2 · Quartier Youghall</p>
<p class="pl-property__price">259 000 $</p>
<ul class="pl-property__quick"><li>4 chambres</li><li>1 ½ salle de bain</li><li>1 460 pi²</li><li>0,48 acre</li></ul>
</section>
${gallery("https://img.placester.example/listings/NB118234", 33, "845, rue des Pins, Bathurst", "Voir toutes les photos")}
<section class="pl-property__desc"><h2>Description</h2>
<p>Jolie maison d'un étage et demi à deux pas de la plage Youghall et du sentier Daly Point. Au rez-de-chaussée : cuisine rénovée en 2021 avec îlot, salle à manger, salon avec poêle à bois et une chambre; une salle d'eau près de l'entrée arrière. À l'étage : deux chambres et la salle de bain complète. Le sous-sol aménagé offre une quatrième chambre, une salle familiale et la buanderie. Garage détaché de 24 x 28 pi, grand terrain boisé de 0,48 acre. Thermopompe murale (2022), toiture 2019. À 5 minutes du centre-ville et de l'hôpital régional Chaleur.</p>
</section>
<section class="pl-property__details"><h2>Caractéristiques</h2>
<table class="pl-details"><tbody>
<tr><th>Prix demandé</th><td>259 000 $</td></tr>
<tr><th>Type de propriété</th><td>Maison unifamiliale</td></tr>
<tr><th>Style</th><td>Un étage et demi</td></tr>
<tr><th>Chambres</th><td>4 (3 + 1)</td></tr>
<tr><th>Chambres hors sol</th><td>3</td></tr>
<tr><th>Chambres au sous-sol</th><td>1</td></tr>
<tr><th>Salles de bain complètes</th><td>1</td></tr>
<tr><th>Salles d'eau</th><td>1</td></tr>
<tr><th>Superficie habitable</th><td>1 460 pi² (135,6 m²)</td></tr>
<tr><th>Terrain</th><td>0,48 acre</td></tr>
<tr><th>Année de construction</th><td>1986</td></tr>
<tr><th>Quartier</th><td>Youghall</td></tr>
<tr><th>Numéro MLS®</th><td>NB118234</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>214 300 $</td></tr>
<tr><th>Impôt foncier (2025)</th><td>3 912 $</td></tr>
<tr><th>Chauffage</th><td>Électrique, thermopompe, poêle à bois</td></tr>
</tbody></table>
<h3>Pièces</h3>
<table class="pl-rooms"><thead><tr><th>Niveau</th><th>Pièce</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Rez-de-chaussée</td><td>Cuisine</td><td>12 x 14 pi</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salon</td><td>15 x 16 pi</td></tr>
<tr><td>Rez-de-chaussée</td><td>Chambre</td><td>11 x 11 pi</td></tr>
<tr><td>Étage</td><td>Chambre principale</td><td>14 x 12 pi</td></tr>
<tr><td>Étage</td><td>Chambre</td><td>10 x 11 pi</td></tr>
<tr><td>Sous-sol</td><td>Chambre</td><td>11 x 10 pi</td></tr>
<tr><td>Sous-sol</td><td>Salle familiale</td><td>22 x 13 pi</td></tr>
</tbody></table>
</section>
${calculator("Calculatrice hypothécaire", [["Prix", "259 000 $"], ["Mise de fonds", "25 900 $ (10 %)"], ["Taux", "4,79 %"], ["Amortissement", "25 ans"]], "Mensualité estimée : 1 282 $", "À titre indicatif seulement. Consultez votre institution financière.")}
<section class="pl-property__agent"><h2>Inscription</h2><p>Courtière inscriptrice : <strong>Mireille Comeau-Landry</strong>, Immobilier Népisiguit ltée</p><p>Courtier responsable : Gilles Arseneau</p><p>Données fournies par l'Association des agents immobiliers du Nord-Est du Nouveau-Brunswick par le SIA® de l'ACI.</p></section>
${leadForm("Demande de visite", "Bonjour Mireille, j'aimerais visiter le 845, rue des Pins.", "Envoyer", "J'accepte de recevoir des communications électroniques d'Immobilier Népisiguit ltée.")}
</main>
<aside class="pl-sidebar">
<div class="pl-agent-card"><img src="/photos/mireille-comeau-landry.jpg" alt="Mireille Comeau-Landry"><h3>Mireille Comeau-Landry</h3><p>Courtière immobilière · Immobilier Népisiguit ltée</p><p>Cell. 506-555-0121 · Bureau 506-555-0120</p><p>Je parle français et anglais.</p></div>
${officeCard("Notre bureau", NEPISIGUIT, "Lun. au ven., 9 h à 17 h")}
</aside>
${rail("Propriétés en vedette", [
  { price: "329 900 $", street: "1212, avenue Murray", place: "Bathurst (N.-B.)", facts: "3 ch. · 2 s.d.b. · 1 780 pi²", href: "/propriete/1212-avenue-murray-bathurst/NB117905" },
  { price: "184 000 $", street: "58, chemin Principal", place: "Beresford (N.-B.)", facts: "2 ch. · 1 s.d.b. · 980 pi²", href: "/propriete/58-chemin-principal-beresford/NB118011", badge: "Nouveau" },
])}
${soldTable("Vendues récemment", ["Adresse", "Propriété", "Prix de vente", "Date"], [["833, rue des Pins", "Maison 3 ch.", "247 500 $", "Sept. 2025"], ["410, promenade Youghall", "Bungalow 2 ch.", "221 000 $", "Juil. 2025"]])}
${marketStats("Le marché de Bathurst", [["Prix moyen", "238 400 $"], ["Ventes (12 mois)", "312"], ["Délai de vente moyen", "58 jours"], ["Inscriptions actives", "127"]], "Région de Bathurst, données de la chambre immobilière, octobre 2025.")}
${testimonials("Témoignages", [["Mireille a vendu notre maison de la rue King en dix jours. Professionnelle et tellement gentille!", "Lise et Normand B."], ["Service impeccable, en français du début à la fin.", "Famille Doucet, Petit-Rocher"]])}
${team("Notre équipe", [{ name: "Mireille Comeau-Landry", role: "Courtière immobilière", phone: "506-555-0121", email: "mireille@nepisiguitimmobilier.ca" }, { name: "Gilles Arseneau", role: "Courtier responsable", phone: "506-555-0120", email: "gilles@nepisiguitimmobilier.ca" }])}
${officeMap("Immobilier Népisiguit ltée", 47.61821, -65.65117)}
${footer("Immobilier Népisiguit ltée", NEPISIGUIT, [DDF_LEGAL_FR, "Les renseignements sont jugés fiables, mais ne sont pas garantis. Site propulsé par Placester."], ["Accueil", "Propriétés", "Vendues", "Acheteurs", "Vendeurs", "Me joindre", "Confidentialité"])}
${windowState("__PL_STATE__", {
  locale: "fr-CA",
  listing: {
    id: "64f1c9e2a7b3d80012a4c7e1",
    rets: { mls_id: "NB118234", aname: "Mireille Comeau-Landry", oname: "Immobilier Népisiguit ltée" },
    cur_data: { price: 259000, beds: 4, beds_above: 3, beds_below: 1, baths: 1, half_baths: 1, sqft: 1460, lt_sz: 0.48, lt_sz_unit: "acres", yr_blt: 1986, prop_type: "Single Family", style: "1.5 Storey", status: "Active" },
    location: { address: "845, rue des Pins", locality: "Bathurst", region: "NB", postal: "E2A 4B2", neighborhood: "Youghall", country: "CA", coords: [47.63402, -65.62718] },
  },
  org: { name: "Immobilier Népisiguit ltée", address: "175, rue Main, Bathurst (N.-B.) E2A 1A8", coords: [47.61821, -65.65117] },
})}
</body></html>`,
    expected: {
      price: { amount: 259000 },
      propertyKind: "house",
      street: "845, rue des Pins",
      city: "Bathurst",
      province: "NB",
      postalCode: "E2A 4B2",
      neighbourhood: "Youghall",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1460,
      lot: { value: 0.48, unit: "acres" },
      yearBuilt: 1986,
      mlsNumber: "NB118234",
      listingAgentName: "Mireille Comeau-Landry",
      brokerageName: "Immobilier Népisiguit ltée",
      geo: { lat: 47.63402, lng: -65.62718 },
    },
  },
  {
    name: "ho91-humbervalleyhomes-house-corner-brook",
    site: "humbervalleyhomes.ca",
    set: "held-out-91",
    traps:
      "Real-Geeks-style team site showing another brokerage's listing: a two-apartment house with '4 Beds' over 3 above grade + 1 in the basement apartment; '2,240 Sq Ft' in the header beside 1,120 above grade and 1,120 below grade; the apartment's $850/month rent and a home-value estimate; lot '50 x 100 ft'; 'Listing provided courtesy of' the other brokerage while the team's Corner Brook office and agents fill the top bar, sidebar, JSON-LD and footer; JSON-LD with the house's geo",
    pageUrl: "https://humbervalleyhomes.ca/listing/nlar-1284567/12-hillview-avenue-corner-brook-nl-a2h-2k1",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>12 Hillview Avenue, Corner Brook, NL A2H 2K1 - 4 beds/2 baths - MLS# 1284567</title>
<meta name="description" content="12 Hillview Avenue, Corner Brook, NL A2H 2K1 is a 4 bed, 2 bath, 2,240 sq ft home for sale at $234,900. MLS# 1284567.">
<meta property="og:image" content="https://photos.realgeeks.example/nlar/1284567/1.jpg">
${gtm("G-HVH91CB")}
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "SingleFamilyResidence"],
  name: "12 Hillview Avenue, Corner Brook, NL A2H 2K1",
  description: "Two-apartment home in Curling, Corner Brook.",
  address: { "@type": "PostalAddress", streetAddress: "12 Hillview Avenue", addressLocality: "Corner Brook", addressRegion: "NL", postalCode: "A2H 2K1", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 48.96214, longitude: -57.99185 },
  offers: { "@type": "Offer", price: "234900", priceCurrency: "CAD", availability: "https://schema.org/InStock" },
})}
${officeLd(BAYOFISLANDS)}
</head><body class="rg-site rg-listing-detail">
${contactBar("Bay of Islands Realty Ltd. · 44 Broadway, Corner Brook, NL A2H 4C3", "709-555-0166", "team@humbervalleyhomes.ca")}
${header("Humber Valley Home Team", "Corner Brook · Deer Lake · Bay of Islands", ["Search Homes", "Map Search", "Featured", "Home Value", "Buying", "Selling", "Our Team"], "Sign Up")}
<main class="listing-detail">
${crumbs(["Home", "Corner Brook", "Curling", "12 Hillview Avenue"])}
<div class="listing-detail__header" data-listing-id="nlar-1284567">
<h1 class="listing-detail__address">12 Hillview Avenue <span>Corner Brook, NL A2H 2K1</span></h1>
<div class="listing-detail__price">$234,900</div>
<ul class="listing-detail__summary"><li>4 Beds</li><li>2 Baths</li><li>2,240 Sq Ft</li><li>Built 1975</li></ul>
<div class="listing-detail__est">RG Home Value estimate: $241,000</div>
</div>
${gallery("https://photos.realgeeks.example/nlar/1284567", 27, "12 Hillview Avenue Corner Brook")}
<section class="listing-detail__remarks"><h2>Property Description</h2>
<p>Solid two-apartment home in Curling with a view of the Bay of Islands. The main unit has three bedrooms, a 4-piece bath, a bright kitchen with new cabinets (2022) and a living room with a propane fireplace. The registered basement apartment has its own entrance, one bedroom, a 4-piece bath and laundry, and rents for $850/month to a long-term tenant (heat and lights included) — a great mortgage helper. Mini-splits up and down, 200-amp service, new windows 2018. 50 x 100 ft lot with a paved driveway.</p>
</section>
<section class="listing-detail__features"><h2>Features</h2>
<div class="feature-group"><h3>Interior</h3><ul>
<li>Bedrooms Above Grade: 3</li><li>Bedrooms Below Grade: 1</li><li>Total Bedrooms: 4</li><li>Full Bathrooms: 2</li><li>Above Grade Finished Area: 1,120 sq ft</li><li>Below Grade Finished Area: 1,120 sq ft</li><li>Total Finished Area: 2,240 sq ft</li><li>Basement: Full, finished, apartment</li></ul></div>
<div class="feature-group"><h3>Property</h3><ul>
<li>Property Type: Single Family</li><li>Building Type: Two Apartment House</li><li>Lot Size: 50 x 100 ft</li><li>Year Built: 1975</li><li>Neighbourhood: Curling</li><li>Taxes: $2,104 (2025)</li><li>MLS#: 1284567</li></ul></div>
<div class="feature-group"><h3>Income</h3><ul><li>Basement apartment rent: $850/month</li><li>Main unit: owner occupied</li></ul></div>
</section>
${calculator("Mortgage Calculator", [["Home Price", "$234,900"], ["Down Payment", "$11,745 (5%)"], ["Interest", "4.84%"], ["Years", "25"]], "Monthly Payment: $1,341 (before rental income)", "Real Geeks calculator. For estimation purposes only.")}
<div class="listing-detail__courtesy"><img src="/img/nlar-idx-logo.png" alt="NLAR IDX" width="60"> Listing provided courtesy of Western Shore Realty. Listing agent: Gerard Pittman. Data from the Newfoundland and Labrador Association of REALTORS® MLS® System.</div>
<div class="listing-detail__map" data-latitude="48.96214" data-longitude="-57.99185"></div>
</main>
<aside class="listing-sidebar">
<div class="rg-agent-box"><img src="/team/krista-oldford.jpg" alt="Krista Oldford"><h3>Questions? Ask Krista</h3><p>Krista Oldford, Team Lead</p><p>Bay of Islands Realty Ltd.</p><p>709-555-0166 · krista@humbervalleyhomes.ca</p></div>
${leadForm("Schedule a Showing", "I would like to schedule a showing of 12 Hillview Avenue.", "Schedule", "By providing your number, you agree to receive texts from the Humber Valley Home Team.")}
${officeCard("Our Office", BAYOFISLANDS, "Mon–Fri 9–5:30")}
</aside>
${rail("Similar Homes", [
  { price: "$199,000", street: "7 Birchview Road", place: "Corner Brook, NL", facts: "3 beds · 1 bath · 1,310 sq ft", href: "/listing/nlar-1283990/7-birchview-road-corner-brook-nl-a2h-3b8" },
  { price: "$289,500", street: "31 O'Connell Drive", place: "Corner Brook, NL", facts: "5 beds · 3 baths · 2,600 sq ft · two apartment", href: "/listing/nlar-1284102/31-oconnell-drive-corner-brook-nl-a2h-5x2" },
])}
${soldTable("Sold by the Humber Valley Home Team", ["Address", "Property", "Sold", "Date"], [["18 Hillview Avenue", "Two-apartment home", "$226,000", "Jun 2025"], ["102 Country Road", "Bungalow", "$248,500", "Sep 2025"]])}
${marketStats("Corner Brook Real Estate Market", [["Average sale price", "$251,600"], ["Homes sold (12 months)", "344"], ["Average days on market", "71"], ["List-to-sale ratio", "96.8%"]], "City of Corner Brook, 12 months to October 2025. NLAR MLS® data.")}
${testimonials("Reviews", [["Krista and Nathan helped us buy our first two-apartment house — the rent covers a third of the mortgage.", "Ashley & Ryan P."], ["Moved home from Alberta and the team handled everything while we were away.", "Dwayne W."]])}
${team("Our Team", [{ name: "Krista Oldford", role: "Team Lead, REALTOR®", phone: "709-555-0166", email: "krista@humbervalleyhomes.ca" }, { name: "Nathan Rideout", role: "REALTOR®", phone: "709-555-0168", email: "nathan@humbervalleyhomes.ca" }])}
${officeMap("Bay of Islands Realty Ltd.", 48.95012, -57.94731)}
${footer("Humber Valley Home Team", BAYOFISLANDS, [DDF_LEGAL, IDX_RELIABLE, "Real estate website by Real Geeks."])}
<script>window.rg = window.rg || {}; rg.listing = ${json({ id: "nlar-1284567", mls: "1284567", price: 234900, beds: 4, baths: 2, sqft: 2240, year: 1975, lat: 48.96214, lng: -57.99185, office: "Western Shore Realty" })}; rg.user = null;</script>
</body></html>`,
    expected: {
      price: { amount: 234900 },
      propertyKind: "house",
      street: "12 Hillview Avenue",
      city: "Corner Brook",
      province: "NL",
      postalCode: "A2H 2K1",
      neighbourhood: "Curling",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1120,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1975,
      mlsNumber: "1284567",
      listingAgentName: "Gerard Pittman",
      brokerageName: "Western Shore Realty",
      geo: { lat: 48.96214, lng: -57.99185 },
    },
  },
  {
    name: "ho91-bedequebayrealty-house-summerside",
    site: "bedequebayrealty.ca",
    set: "held-out-91",
    traps:
      "a small brokerage's hand-written HTML (tables, font tags, no listing data blob): 'REDUCED! Was $334,900 — Now $319,000'; 'Bedrooms: 3' and 'Baths: 1 1/2'; lot '75' x 150' (approx. 0.26 acre)'; PEI Parcel ID beside the MLS® number; assessed value and heating-oil cost; St. Eleanors named as the part of Summerside; a SOLD listing and another listing in the sidebar; the office's Water Street address in the header, sidebar, LocalBusiness JSON-LD and footer; no coordinates for the house",
    pageUrl: "http://bedequebayrealty.ca/listings/118-greenwood-dr.html",
    html: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Bedeque Bay Realty - 118 Greenwood Drive, Summerside</title>
<meta name="keywords" content="Summerside real estate, PEI homes for sale, St. Eleanors, Bedeque Bay Realty">
<meta name="description" content="118 Greenwood Drive, Summerside PE - storey and a half, 3 bedrooms. Bedeque Bay Realty Ltd.">
<link rel="stylesheet" type="text/css" href="../style.css">
${officeLd(BEDEQUE, "LocalBusiness")}
<script type="text/javascript">
  var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1184091-1']); _gaq.push(['_trackPageview']);
</script>
</head>
<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="900" align="center" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="2" class="header"><img src="../images/bbr-banner.jpg" width="900" height="120" alt="Bedeque Bay Realty Ltd."><br>
<font face="Arial" size="2">250 Water Street, Summerside, PE C1N 1B6 &nbsp;|&nbsp; Phone 902-555-0108 &nbsp;|&nbsp; Fax 902-555-0109 &nbsp;|&nbsp; <a href="mailto:info@bedequebayrealty.ca">info@bedequebayrealty.ca</a></font></td></tr>
<tr><td colspan="2" class="nav"><a href="../index.html">Home</a> | <a href="../listings.html">Our Listings</a> | <a href="../sold.html">Sold</a> | <a href="../agents.html">Our Agents</a> | <a href="../buying.html">Buying</a> | <a href="../selling.html">Selling</a> | <a href="../contact.html">Contact Us</a></td></tr>
<tr>
<td width="640" valign="top" class="main">
<p><a href="../listings.html">&laquo; Back to all listings</a></p>
<h1><font face="Georgia" color="#1d4e89">118 Greenwood Drive, Summerside</font></h1>
<p><font face="Arial" size="4" color="#b30000"><b>REDUCED! Was $334,900 &mdash; Now $319,000</b></font></p>
<p><img src="../photos/118greenwood/front.jpg" width="600" height="400" alt="118 Greenwood Drive front"></p>
<p><a href="../photos/118greenwood/index.html">Click here for more photos (24)</a></p>
<p><font face="Arial" size="2">Lovely storey-and-a-half Cape Cod on a big treed lot in the St. Eleanors end of Summerside, close to Three Oaks High School, the Credit Union Place and the Slemon Park road. Three bedrooms upstairs with a full bath; living room, dining room, eat-in kitchen and a half bath on the main floor. Hardwood under the carpet in the living room! Partial basement (unfinished) with a 2019 oil furnace &mdash; heating oil averaged about $2,100/yr. New ductless heat pump 2023. Single detached garage. Lot is 75' x 150' (approx. 0.26 acre). Quick possession possible.</font></p>
<table width="600" border="1" cellpadding="4" cellspacing="0" bordercolor="#cccccc">
<tr bgcolor="#e8eef7"><td colspan="2"><b>Property Information</b></td></tr>
<tr><td width="200">Asking Price</td><td>$319,000</td></tr>
<tr><td>Address</td><td>118 Greenwood Drive<br>Summerside, PE C1N 3Y4</td></tr>
<tr><td>Area</td><td>St. Eleanors</td></tr>
<tr><td>Style</td><td>1 1/2 Storey</td></tr>
<tr><td>Bedrooms</td><td>3</td></tr>
<tr><td>Baths</td><td>1 1/2</td></tr>
<tr><td>Approx. Sq. Ft.</td><td>1,560</td></tr>
<tr><td>Lot Size</td><td>75' x 150'</td></tr>
<tr><td>Year Built</td><td>1948</td></tr>
<tr><td>Heating</td><td>Oil forced air, heat pump</td></tr>
<tr><td>Water / Sewer</td><td>Municipal</td></tr>
<tr><td>Taxes</td><td>$2,640 (2025)</td></tr>
<tr><td>Assessed Value</td><td>$241,600</td></tr>
<tr><td>PID #</td><td>412345</td></tr>
<tr><td>MLS&reg; #</td><td>202519873</td></tr>
<tr><td>Listing Agent</td><td>Corinne MacQuarrie</td></tr>
</table>
<p><font face="Arial" size="2"><a href="https://maps.google.com/?q=118+Greenwood+Drive+Summerside+PE">Map to this property</a></font></p>
<p><font face="Arial" size="2"><b>For a showing call Corinne MacQuarrie at 902-555-0104</b> or e-mail <a href="mailto:corinne@bedequebayrealty.ca">corinne@bedequebayrealty.ca</a></font></p>
${calculator("Mortgage Calculator", [["Price", "319000"], ["Down payment", "31900"], ["Interest rate (%)", "4.79"], ["Years", "25"]], "Monthly payment: $1,631.77", "This calculator is for information only.")}
${leadForm("Ask us about this home", "Please send me more info on 118 Greenwood Drive.", "Send", "Bedeque Bay Realty will only use your information to reply to you.")}
</td>
<td width="260" valign="top" class="sidebar" bgcolor="#f3f3f3">
<h3><font face="Arial">Our Office</font></h3>
<p><font face="Arial" size="2">Bedeque Bay Realty Ltd.<br>250 Water Street<br>Summerside, PE C1N 1B6<br>902-555-0108</font></p>
<h3><font face="Arial">Other Listings</font></h3>
<table width="240" cellpadding="3">
<tr><td><img src="../photos/44notredame/thumb.jpg" width="80"></td><td><font face="Arial" size="1"><b>44 Notre Dame Street</b><br>Summerside<br>4 bedrooms, 2 baths<br>$389,000</font></td></tr>
<tr><td><img src="../photos/7lefurgey/thumb.jpg" width="80"></td><td><font face="Arial" size="1"><b>7 Lefurgey Avenue</b><br>Summerside<br>3 bedrooms, 1 bath<br><font color="#b30000"><b>SOLD!</b></font> $276,000</font></td></tr>
<tr><td><img src="../photos/wilmot-lot/thumb.jpg" width="80"></td><td><font face="Arial" size="1"><b>Lot 6, Wilmot Valley Road</b><br>Wilmot<br>1.2 acres<br>$59,900</font></td></tr>
</table>
${marketStats("Summerside Market", [["Average sale price", "$318,900"], ["Sales this year", "287"], ["Average days on market", "44"]], "Summerside and area, 2025 to date.")}
${testimonials("What our clients say", [["Corinne sold our house in Wilmot in a week. Thank you!!", "Doug &amp; Heather, Summerside"], ["Rodney was great to work with from start to finish.", "The Arsenault family"]])}
</td>
</tr>
<tr><td colspan="2">
${team("Our Agents", [{ name: "Corinne MacQuarrie", role: "Broker / Owner", phone: "902-555-0104", email: "corinne@bedequebayrealty.ca" }, { name: "Rodney Gallant", role: "Salesperson", phone: "902-555-0106", email: "rodney@bedequebayrealty.ca" }])}
${soldTable("Recently Sold", ["Address", "Sold price", "Date"], [["7 Lefurgey Avenue", "$276,000", "October 2025"], ["15 Heather Crescent", "$342,500", "August 2025"]])}
${footer("Bedeque Bay Realty Ltd.", BEDEQUE, [DDF_LEGAL, "Information on this page is believed accurate but is not guaranteed. Last updated Nov 14, 2025."], ["Home", "Our Listings", "Sold", "Our Agents", "Contact Us"])}
</td></tr>
</table>
</body></html>`,
    expected: {
      price: { amount: 319000 },
      propertyKind: "house",
      street: "118 Greenwood Drive",
      city: "Summerside",
      province: "PE",
      postalCode: "C1N 3Y4",
      neighbourhood: "St. Eleanors",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1560,
      lot: { value: 11250, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "202519873",
      listingAgentName: "Corinne MacQuarrie",
      brokerageName: "Bedeque Bay Realty Ltd.",
    },
  },
];
