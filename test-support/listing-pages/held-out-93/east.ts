/**
 * Ninety-third held-out corpus, Montréal, Halifax and Winnipeg: ristourneimmo.ca (a Montréal rebate brokerage's
 * triplex page in French, SvelteKit), purplebricks.ca (a flat-fee brokerage's Halifax house with its Local Property
 * Expert, Nuxt 2 state as a function of arguments) and homefinder.ca (an aggregator's Winnipeg bungalow in a
 * normalized Apollo cache beside similar listings). Addresses, names, phone numbers and numbers are invented; the
 * expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calculator,
  cards,
  crumbs,
  footer,
  gallery,
  gtag,
  header,
  leadForm,
  nuxtState,
  ownAgent,
  rows,
  savingsBox,
  svelteFetched,
  svelteStart,
  table,
  windowState,
} from "./chrome.ts";

const ristourneFiche = {
  centris: "21458763",
  statut: "EN_VIGUEUR",
  prix: 1149000,
  genre: "Triplex",
  adresse: { civique: "6421-6425", rue: "rue Chambord", ville: "Montréal", secteur: "Rosemont/La Petite-Patrie", province: "QC", codePostal: "H2G 3B7" },
  position: { lat: 45.53812, lng: -73.60074 },
  anneeConstruction: 1925,
  terrain: { valeur: 232.3, unite: "m2" },
  batimentAuSol: { valeur: 1040, unite: "pi2" },
  unites: [
    { niveau: "RDC", pieces: "5 ½", chambres: 3, sallesDeBain: 1, loyer: null, occupation: "Libre à l'acte de vente" },
    { niveau: "2e", pieces: "4 ½", chambres: 2, sallesDeBain: 1, loyer: 1395 },
    { niveau: "3e", pieces: "4 ½", chambres: 2, sallesDeBain: 1, loyer: 1515 },
  ],
  revenusBrutsPotentiels: 46920,
  evaluation: { annee: 2023, terrain: 298400, batiment: 612600, total: 911000 },
  courtierInscripteur: { nom: "Véronique Castonguay-Roy", agence: "Agence immobilière Saint-Denis Inc." },
};

export const HELD_OUT_93_EAST: ListingPage[] = [
  {
    name: "ho93-ristourneimmo-plex-rosemont-montreal",
    site: "ristourneimmo.ca",
    set: "held-out-93",
    traps:
      "a Montréal rebate brokerage's page in French: '1 149 000 $' beside 'Obtenez 11 490 $ de remise'; a triplex whose rooms are given only unit by unit (5 ½, 4 ½), rents and potential gross revenue; 'Superficie du bâtiment (au sol)', a footprint, beside the lot '232,3 m²'; the 2023 municipal assessment and the welcome tax; the Centris number; the listing broker of another agency beside the site's own broker; SvelteKit fetched JSON (a string inside JSON) and the start call's page data with sold plexes' points",
    pageUrl: "https://www.ristourneimmo.ca/fr/proprietes/montreal/rosemont-la-petite-patrie/triplex-6421-6425-rue-chambord-21458763",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre — 6421-6425, rue Chambord, Montréal (Rosemont/La Petite-Patrie) — 1 149 000 $ | Ristourne Immo</title>
<meta name="description" content="Triplex à vendre dans Rosemont/La Petite-Patrie, 1 149 000 $. Achetez avec Ristourne Immo et recevez 1 % du prix en remise à la signature chez le notaire.">
<link rel="alternate" hreflang="en-CA" href="https://www.ristourneimmo.ca/en/properties/montreal/rosemont-la-petite-patrie/triplex-6421-6425-rue-chambord-21458763">
<link rel="modulepreload" href="/_app/immutable/entry/start.D3kP1qA7.js">
<link rel="stylesheet" href="/_app/immutable/assets/0.Bq1f9xTz.css">
${gtag("G-RSTRN93MTL")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Ristourne Immo inc.", description: "Agence immobilière qui remet une partie de sa commission aux acheteurs", address: { "@type": "PostalAddress", streetAddress: "420, rue Notre-Dame Ouest, bureau 300", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H2Y 1V3" }, telephone: "+1-514-555-0100" })}
</head><body data-sveltekit-preload-data="hover">
<div style="display: contents">
${header("Ristourne Immo", ["Acheter", "Vendre", "Calculer ma remise", "Plex", "Condos", "Notre équipe", "English"])}
<main class="fiche">
${crumbs(["Accueil", "Propriétés", "Montréal", "Rosemont/La Petite-Patrie", "Triplex"])}
${gallery("https://photos.ristourneimmo.ca/21458763", 36, "Triplex, rue Chambord")}
<section class="fiche__tete">
<p class="fiche__genre">Triplex à vendre</p>
<h1>6421-6425, rue Chambord</h1>
<p class="fiche__lieu">Montréal (Rosemont/La Petite-Patrie), QC H2G 3B7</p>
<p class="fiche__prix">1\u00a0149\u00a0000\u00a0$</p>
<p class="fiche__centris">No Centris : 21458763</p>
</section>
${savingsBox("Obtenez 11\u00a0490\u00a0$ de remise", ["Achetez ce triplex avec un courtier Ristourne et recevez 1 % du prix d'achat en remise, versée chez le notaire.", "Vous vendez aussi? Commission de 2,99 % tout compris."], "Planifier une visite")}
<section class="fiche__description"><h2>Description</h2><p>Beau triplex de 1925 en briques, à deux rues du marché Jean-Talon et du métro Beaubien. Le rez-de-chaussée (5 ½, 3 chambres) sera libre à l'acte de vente : idéal pour propriétaire-occupant, avec sous-sol semi-fini et accès à la cour. Aux étages, deux 4 ½ loués à des locataires de longue date. Toiture refaite en 2020, entrée électrique 200 A, fenêtres en partie remplacées. Ruelle verte.</p></section>
${rows("Caractéristiques", [["Genre de propriété", "Triplex"], ["Année de construction", "1925"], ["Superficie du terrain", "232,3 m² (2 501 pi²)"], ["Superficie du bâtiment (au sol)", "1 040 pi²"], ["Unités résidentielles", "1 × 5 ½, 2 × 4 ½"], ["Stationnement", "Aucun (vignette de rue)"], ["Chauffage", "Électrique, plinthes"], ["Arrondissement", "Rosemont/La Petite-Patrie"]])}
${table("Unités", ["Unité", "Pièces", "Chambres", "Salles de bain", "Loyer mensuel", "Bail"], [["6421 (RDC)", "5 ½", "3", "1", "—", "Libre à l'acte de vente"], ["6423 (2e)", "4 ½", "2", "1", "1 395 $", "30 juin 2026"], ["6425 (3e)", "4 ½", "2", "1", "1 515 $", "30 juin 2026"]], "unites")}
${rows("Revenus et dépenses", [["Revenus bruts potentiels", "46 920 $ / an"], ["Taxes municipales (2025)", "6 118 $"], ["Taxes scolaires (2025)", "702 $"], ["Assurances", "3 240 $"], ["Énergie (parties communes)", "410 $"]], "revenus")}
${table("Évaluation municipale", ["Année", "Terrain", "Bâtiment", "Total"], [["2023", "298 400 $", "612 600 $", "911 000 $"]], "evaluation")}
${calculator("Calculatrice hypothécaire", [["Prix", "1 149 000 $"], ["Mise de fonds (20 %)", "229 800 $"], ["Taux", "4,19 %"], ["Amortissement", "25 ans"]], "Versement : 4 930 $ / mois · Droits de mutation (taxe de bienvenue) estimés : 18 594 $", "Estimation à titre indicatif seulement.")}
${table("Plex vendus à proximité", ["Adresse", "Genre", "Vendu", "Date"], [["6538-6542, rue de Bordeaux", "Triplex", "1 085 000 $", "Août 2025"], ["6310-6314, rue Marquette", "Triplex", "1 212 500 $", "Juin 2025"], ["6475-6477, rue Fabre", "Duplex", "879 000 $", "Mai 2025"]], "vendus")}
<p class="fiche__inscripteur">Courtier inscripteur : Véronique Castonguay-Roy, courtier immobilier résidentiel, Agence immobilière Saint-Denis Inc. Source : Centris®.</p>
${ownAgent("Votre courtier Ristourne", { name: "Mathieu Pelletier", title: "Courtier immobilier résidentiel, Ristourne Immo inc.", phone: "514-555-0168", email: "mathieu@ristourne-mail.example" }, "Mathieu vous représente comme acheteur, analyse les baux et le rendement du plex, et vous verse votre remise chez le notaire.")}
${leadForm("Visiter ce triplex", "Bonjour, j'aimerais visiter le triplex au 6421-6425, rue Chambord.", "Envoyer", "En soumettant ce formulaire, vous acceptez d'être contacté par un courtier de Ristourne Immo inc. Vous pouvez retirer votre consentement en tout temps.")}
${cards("Autres plex à vendre", [
  { price: "989 000 $", street: "7021-7023, avenue Henri-Julien", place: "Montréal (Villeray/Saint-Michel/Parc-Extension)", facts: "Duplex · 2 unités", href: "/fr/proprietes/montreal/villeray/duplex-7021-7023-avenue-henri-julien-24901377" },
  { price: "1 389 000 $", street: "5870-5876, 2e Avenue", place: "Montréal (Rosemont/La Petite-Patrie)", facts: "Quadruplex · 4 unités", href: "/fr/proprietes/montreal/rosemont-la-petite-patrie/quadruplex-5870-5876-2e-avenue-19033652" },
])}
</main>
${footer("Ristourne Immo inc.", ["Ristourne Immo inc., agence immobilière, 420, rue Notre-Dame Ouest, bureau 300, Montréal (Québec) H2Y 1V3 · 514-555-0100. Remise versée par l'agence à même sa rétribution, conditionnelle à la conclusion de la vente.", "Les données sur les propriétés proviennent de Centris® et sont jugées fiables sans être garanties. Agence régie par l'OACIQ."], ["À propos", "Comment ça marche", "Nos tarifs", "Carrières", "Blogue", "Confidentialité", "Conditions"])}
${svelteFetched("/api/fiches/21458763?lang=fr", ristourneFiche)}
${svelteStart([0, 2, 7], [null, { type: "data", data: { layout: { lang: "fr" } }, uses: {} }, { type: "data", data: { fiche: ristourneFiche, remise: { montant: 11490, taux: 0.01 }, courtier: { nom: "Mathieu Pelletier" }, vendus: [{ adresse: "6538-6542, rue de Bordeaux", prix: 1085000, lat: 45.53655, lng: -73.59618 }, { adresse: "6310-6314, rue Marquette", prix: 1212500, lat: 45.53394, lng: -73.59811 }] }, uses: { params: ["slug"] } }])}
</div>
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "plex",
      street: "6421-6425, rue Chambord",
      city: "Montréal",
      province: "QC",
      postalCode: "H2G 3B7",
      neighbourhood: "Rosemont/La Petite-Patrie",
      lot: { value: 232.3, unit: "m2" },
      yearBuilt: 1925,
      mlsNumber: "21458763",
      listingAgentName: "Véronique Castonguay-Roy",
      brokerageName: "Agence immobilière Saint-Denis Inc.",
      geo: { lat: 45.53812, lng: -73.60074 },
    },
  },
  {
    name: "ho93-purplebricks-house-armdale-halifax",
    site: "purplebricks.ca",
    set: "held-out-93",
    traps:
      "a flat-fee brokerage's page: 'saving about $20,100' against a fixed fee; the Local Property Expert as the listing agent and homeowner-hosted viewings; the PVSC assessed and capped values; deed transfer tax; Nuxt 2 window.__NUXT__ as a function whose arguments hold the city, the neighbourhood and shared values, with other properties' points in the same state; Purplebricks' Toronto head office",
    pageUrl: "https://www.purplebricks.ca/property-for-sale/3-bedroom-house-halifax-48213",
    html: `<!DOCTYPE html>
<html lang="en-CA" data-n-head="%7B%22lang%22:%7B%22ssr%22:%22en-CA%22%7D%7D"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title data-n-head="ssr">3 bedroom house for sale, 28 Rosebank Ave, Halifax | Purplebricks</title>
<meta data-n-head="ssr" data-hid="description" name="description" content="3 bedroom detached house for sale in Armdale, Halifax. Asking price $629,000. Book a viewing online with Purplebricks.">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://images.purplebricks.ca/p/48213/main.jpg">
<link rel="preload" href="/_nuxt/7f3a21c.js" as="script"><link rel="preload" href="/_nuxt/app.4b9e0d2.js" as="script">
${gtag("G-PBCA93HFX")}
</head><body>
<div id="__nuxt"><div id="__layout"><div class="layout-default">
${header("Purplebricks", ["Sell", "Buy", "Valuation", "How it works", "Fees", "Local experts"], `<a href="tel:18555550100">1-855-555-0100</a>`)}
<main class="property-details">
${crumbs(["Property for sale", "Nova Scotia", "Halifax", "Armdale"])}
${gallery("https://images.purplebricks.ca/p/48213", 24, "28 Rosebank Ave")}
<section class="property-details__summary">
<h1>3 bedroom detached house</h1>
<p class="property-details__address">28 Rosebank Ave, Armdale, Halifax, NS B3N 1X6</p>
<p class="property-details__price"><span>Asking price</span> $629,000</p>
<ul><li>3 bedrooms</li><li>1 bathroom</li><li>1 powder room</li><li>1,620 sq ft</li></ul>
<p class="property-details__offers">Offers presented November 12 at 5 pm · Book a viewing hosted by the homeowner</p>
</section>
<section class="property-details__description"><h2>Full description</h2><p>A much-loved 1954 storey-and-a-half on a quiet Armdale street, minutes to the Armdale Rotary, Chocolate Lake and the Northwest Arm. Living room with original hardwood and a wood-burning fireplace, kitchen with eat-in nook, a main-floor bedroom and powder room; upstairs two bedrooms and the full bath. Partly finished basement with laundry and workshop. Heat pump (2022), oil furnace back-up, new shingles 2021. Mature 5,400 sq ft lot with a detached single garage.</p></section>
${rows("Key features", [["Property type", "Detached house"], ["Style", "1.5 storey"], ["Bedrooms", "3"], ["Bathrooms", "1 full, 1 half"], ["Living space", "1,620 sq ft"], ["Lot size", "5,400 sq ft"], ["Year built", "1954"], ["Heating", "Ductless heat pump, oil forced air"], ["Garage", "Detached single"], ["Property taxes", "$4,388 (2025)"], ["MLS® number", "202524718"]])}
${table("PVSC assessment", ["Year", "Assessed value", "Capped (taxable) value"], [["2025", "$412,300", "$298,600"], ["2024", "$396,100", "$294,200"]], "assessment")}
${savingsBox("This seller is saving about $20,100", ["Purplebricks charges a fixed fee of $4,999 instead of a percentage commission. On a home at this price, a typical 4% commission is about $25,160 + HST.", "Thinking of selling? Book a free valuation with your Local Property Expert."], "Book a free valuation")}
<aside class="property-details__lpe"><h3>Local Property Expert</h3><p class="lpe__name">Colleen Ferris</p><p>REALTOR®, Purplebricks Realty Ltd.</p><p>Colleen listed this home and answers questions on behalf of the homeowner.</p><a href="tel:9025550144">902-555-0144</a></aside>
${calculator("Mortgage calculator", [["Price", "$629,000"], ["Deposit", "$62,900"], ["Rate", "4.14%"], ["Term", "25 years"]], "$3,353 per month · Deed transfer tax (1.5%): $9,435")}
${leadForm("Book a viewing", "I'd like to view 28 Rosebank Ave, Halifax.", "Request viewing")}
${cards("Similar properties", [
  { price: "$574,900", street: "17 Cowie Hill Rd", place: "Halifax, NS B3P 2L9", facts: "3 bed · 2 bath · Detached", href: "/property-for-sale/3-bedroom-house-halifax-48177" },
  { price: "$689,000", street: "52 Crichton Park Rd", place: "Dartmouth, NS B3A 2N9", facts: "4 bed · 2 bath · Detached", href: "/property-for-sale/4-bedroom-house-dartmouth-48190" },
  { price: "$459,000", street: "104 Glenforest Dr", place: "Halifax, NS B3M 1J4", facts: "3 bed · 1.5 bath · Semi-detached", href: "/property-for-sale/3-bedroom-semi-detached-house-halifax-48201" },
])}
<p class="property-details__mls">Listing brokerage: Purplebricks Realty Ltd. MLS® data from the Nova Scotia Association of REALTORS®.</p>
</main>
${footer("Purplebricks Canada Ltd.", ["Purplebricks Realty Ltd. is a licensed real estate brokerage in Nova Scotia. Head office: Purplebricks Canada Ltd., 70 University Ave, Suite 1200, Toronto, ON M5J 2M4.", "Fee payable whether or not the property sells. Savings are illustrative."])}
</div></div></div>
${nuxtState(
  ["a", "b", "c", "d", "e", "f", "g"],
  `{layout:"default",data:[{property:{id:48213,slug:"3-bedroom-house-halifax-48213",status:"FOR_SALE",askingPrice:629000,propertyType:"Detached",style:"1.5 storey",bedrooms:3,bathrooms:{full:e,half:e},floorArea:{value:1620,unit:"sqft"},lotSize:{value:5400,unit:"sqft"},yearBuilt:1954,mlsNumber:"202524718",address:{line1:"28 Rosebank Ave",neighbourhood:b,town:a,province:c,postcode:"B3N 1X6"},location:{lat:44.64218,lng:-63.62307},assessment:{year:2025,assessed:412300,capped:298600},lpe:{name:"Colleen Ferris",phone:"902-555-0144",brokerage:f},viewings:{hostedBy:"homeowner",offersDate:"2025-11-12T17:00:00-04:00"},fee:4999},similar:[{id:48177,askingPrice:574900,town:a,location:{lat:44.63491,lng:-63.64218}},{id:48190,askingPrice:689000,town:"Dartmouth",location:{lat:44.68266,lng:-63.55891}},{id:48201,askingPrice:459000,town:a,location:{lat:44.65102,lng:-63.64409}}]}],fetch:{},error:d,state:{auth:{user:d},favourites:[],ui:{currency:g}},serverRendered:true,routePath:"/property-for-sale/3-bedroom-house-halifax-48213"}`,
  [`"Halifax"`, `"Armdale"`, `"NS"`, "null", "1", `"Purplebricks Realty Ltd."`, `"CAD"`],
)}
</body></html>`,
    expected: {
      price: { amount: 629000 },
      propertyKind: "house",
      street: "28 Rosebank Ave",
      city: "Halifax",
      province: "NS",
      postalCode: "B3N 1X6",
      neighbourhood: "Armdale",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 5400, unit: "ft2" },
      yearBuilt: 1954,
      mlsNumber: "202524718",
      listingAgentName: "Colleen Ferris",
      brokerageName: "Purplebricks Realty Ltd.",
      geo: { lat: 44.64218, lng: -63.62307 },
    },
  },
  {
    name: "ho93-homefinder-house-river-heights-winnipeg",
    site: "homefinder.ca",
    set: "held-out-93",
    traps:
      "an aggregator's normalized Apollo cache: the page's Listing entity beside three similar Listing entities (prices, points, MLS numbers) and ROOT_QUERY refs; '2 + 1' bedrooms in a bungalow; the City of Winnipeg assessment; a 'list price is the minimum' offer-date line; the home's 2009 sale; lot '40 x 110 ft'; the aggregator's own agent and brokerage on Portage Ave",
    pageUrl: "https://www.homefinder.ca/mb/winnipeg/river-heights/582-lindsay-st-202526091",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>582 Lindsay St, Winnipeg, MB R3N 1H6 — $449,900 | HomeFinder.ca</title>
<meta name="description" content="Bungalow for sale in River Heights, Winnipeg. 2+1 bedrooms, 2 bathrooms, 1,046 sq ft. MLS® 202526091.">
<meta property="og:url" content="https://www.homefinder.ca/mb/winnipeg/river-heights/582-lindsay-st-202526091">
<link rel="stylesheet" href="/static/css/main.e81b37c0.css">
${gtag("G-HMFD93WPG")}
</head><body>
<div id="root">
${header("HomeFinder.ca", ["Buy", "Rent", "Sold prices", "Open houses", "Find an agent", "Mortgage rates"])}
<main class="listing-view">
${crumbs(["Home", "Manitoba", "Winnipeg", "River Heights", "582 Lindsay St"])}
${gallery("https://photos.homefinder.ca/202526091", 27, "582 Lindsay St Winnipeg")}
<section class="listing-view__summary">
<h1>582 Lindsay St</h1>
<p>River Heights, Winnipeg, MB R3N 1H6</p>
<p class="listing-view__price">$449,900</p>
<p class="listing-view__facts">2 + 1 bedrooms · 2 bathrooms · 1,046 sq ft · Bungalow</p>
<p class="listing-view__offers">Offers reviewed November 17 at 6 pm. List price is the minimum the seller will accept; sellers reserve the right to review offers as received.</p>
</section>
<section class="listing-view__remarks"><h2>Listing description</h2><p>Classic 1949 River Heights bungalow on a 40 x 110 ft lot, close to Kelvin High School, Academy Rd shops and the Assiniboine. Two bedrooms and an updated 4-piece bath on the main floor with refinished oak floors and coved ceilings; the lower level adds a third bedroom, a 3-piece bath and a rec room. Newer windows, high-efficiency furnace (2019), 100-amp panel, single detached garage.</p></section>
${rows("Details", [["MLS® #", "202526091"], ["Property type", "Single Family Detached"], ["Style", "Bungalow"], ["Bedrooms", "2 above grade, 1 below"], ["Bathrooms", "2 full"], ["Living area", "1,046 sq ft"], ["Lot", "40 x 110 ft"], ["Year built", "1949"], ["Taxes", "$4,903 (2025)"], ["Neighbourhood", "River Heights"]])}
${table("Sale history", ["Date", "Event", "Price"], [["Nov 6, 2025", "Listed", "$449,900"], ["Aug 14, 2009", "Sold", "$239,900"]])}
<section class="assessment"><h2>City of Winnipeg assessment</h2><p>2025 assessed value: <b>$338,000</b> (residential). List price is 33% above assessment.</p></section>
${calculator("Mortgage calculator", [["Price", "$449,900"], ["Down payment", "$45,000"], ["Rate", "4.24%"], ["Amortization", "25 years"]], "$2,290 / month")}
<p class="listing-view__courtesy">Listed by Harpreet Oberoi, Red River Bend Realty Inc. Data from the Winnipeg REALTORS® MLS® System.</p>
${ownAgent("Interested? Contact a HomeFinder agent", { name: "Brett Kowalchuk", title: "REALTOR®, Keystone Homefinder Realty Ltd.", phone: "204-555-0162" }, "Brett can book a showing and prepare your offer before the review date.")}
${leadForm("Book a showing", "I'd like to see 582 Lindsay St before the offer date.", "Send request")}
${cards("Similar homes in River Heights", [
  { price: "$419,900", street: "611 Oak St", place: "Winnipeg, MB R3M 3R5", facts: "3 bd · 2 ba · 1,110 sq ft", href: "/mb/winnipeg/river-heights/611-oak-st-202525877" },
  { price: "$509,000", street: "455 Lindsay St", place: "Winnipeg, MB R3N 1H2", facts: "3 bd · 2 ba · 1,290 sq ft", href: "/mb/winnipeg/river-heights/455-lindsay-st-202525410" },
  { price: "$374,500", street: "1048 Grosvenor Ave", place: "Winnipeg, MB R3M 0P4", facts: "2 bd · 1 ba · 912 sq ft", href: "/mb/winnipeg/crescentwood/1048-grosvenor-ave-202526233" },
])}
</main>
${footer("Keystone Homefinder Realty Ltd.", ["HomeFinder.ca is operated by Keystone Homefinder Realty Ltd., a brokerage registered with the Manitoba Securities Commission. 2200-201 Portage Ave, Winnipeg, MB R3B 3K6 · 204-555-0100.", "The trademarks MLS®, Multiple Listing Service® and REALTOR® are controlled by CREA. Assessment data from the City of Winnipeg."])}
</div>
${windowState("__APOLLO_STATE__", {
  ROOT_QUERY: {
    __typename: "Query",
    'listing({"slug":"582-lindsay-st-202526091"})': { __ref: "Listing:202526091" },
    'similarListings({"mls":"202526091","limit":3})': [{ __ref: "Listing:202525877" }, { __ref: "Listing:202525410" }, { __ref: "Listing:202526233" }],
  },
  "Listing:202525877": { __typename: "Listing", mls: "202525877", price: 419900, street: "611 Oak St", city: "Winnipeg", beds: 3, baths: 2, sqft: 1110, location: { __typename: "Point", lat: 49.86971, lng: -97.18542 } },
  "Listing:202526091": { __typename: "Listing", mls: "202526091", status: "ACTIVE", price: 449900, street: "582 Lindsay St", city: "Winnipeg", province: "MB", postalCode: "R3N 1H6", neighbourhood: "River Heights", style: "Bungalow", bedsAboveGrade: 2, bedsBelowGrade: 1, bathsFull: 2, sqft: 1046, lotFrontageFt: 40, lotDepthFt: 110, yearBuilt: 1949, assessment: { __typename: "Assessment", year: 2025, value: 338000 }, location: { __typename: "Point", lat: 49.86412, lng: -97.19018 }, agent: { __typename: "Agent", name: "Harpreet Oberoi", office: "Red River Bend Realty Inc." } },
  "Listing:202525410": { __typename: "Listing", mls: "202525410", price: 509000, street: "455 Lindsay St", city: "Winnipeg", beds: 3, baths: 2, sqft: 1290, location: { __typename: "Point", lat: 49.86725, lng: -97.19031 } },
  "Listing:202526233": { __typename: "Listing", mls: "202526233", price: 374500, street: "1048 Grosvenor Ave", city: "Winnipeg", beds: 2, baths: 1, sqft: 912, location: { __typename: "Point", lat: 49.87077, lng: -97.16788 } },
})}
<script src="/static/js/main.3a7c1f92.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "582 Lindsay St",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3N 1H6",
      neighbourhood: "River Heights",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1046,
      lot: { value: 4400, unit: "ft2" },
      yearBuilt: 1949,
      mlsNumber: "202526091",
      listingAgentName: "Harpreet Oberoi",
      brokerageName: "Red River Bend Realty Inc.",
      geo: { lat: 49.86412, lng: -97.19018 },
    },
  },
];
