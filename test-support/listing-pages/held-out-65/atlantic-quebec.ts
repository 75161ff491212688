/**
 * Sixty-fifth held-out corpus, Atlantic Canada and Quebec: a Halifax property manager's suite page, a Saint John
 * daily's lots-and-acreage classified, a Montreal franchise office's French triplex sheet and a cottage-rental site's
 * chalet offered for sale. Addresses, names and numbers are invented; expected facts were written before any run.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, consent, footer, jsonBlock, menu, paymentEstimator, photos, tagManager } from "./chrome.ts";

export const HELD_OUT_65_ATLANTIC_QUEBEC: ListingPage[] = [
  {
    name: "ho65-southwestproperties-rental-halifax",
    site: "southwestproperties.com",
    set: "held-out-65",
    traps: "property manager's suite page: facts in a features bullet list; building JSON-LD with a 'from' rent lower than this suite; other suites' rents; parking and storage fees; head-office address in the footer; building's year in an amenities block",
    pageUrl: "https://www.southwestproperties.com/residential/the-maritime/suite-1204/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Suite 1204 at The Maritime | 2 Bedroom Apartment for Rent in Halifax | Southwest Properties</title>
<meta name="description" content="Bright two-bedroom, two-bath corner suite on the 12th floor of The Maritime on Spring Garden Road. Now leasing. Suites from $1,795/month.">
<meta property="og:title" content="Suite 1204 — The Maritime, Halifax">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cdn.southwestproperties.com/uploads/maritime/1204-hero.jpg">
${tagManager("GTM-SWP4HX")}
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "The Maritime", description: "Rental residences in Halifax's South End, steps from the Public Gardens.", address: { "@type": "PostalAddress", streetAddress: "5959 Spring Garden Road", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3H 1Y5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.6418, longitude: -63.579 }, petsAllowed: true, offers: { "@type": "AggregateOffer", lowPrice: 1795, highPrice: 2950, priceCurrency: "CAD" } })}
</head><body class="page-suite">
${consent("Southwest Properties")}
<header class="hdr"><a class="logo" href="/">Southwest Properties</a>${menu(["Residential", "Commercial", "Developments", "Resident Portal", "Careers", "Contact"])}<a class="btn" href="tel:+19024220000">902-422-0000</a></header>
<main>
<nav class="crumbs"><a href="/residential/">Residential</a> › <a href="/residential/the-maritime/">The Maritime</a> › Suite 1204</nav>
${photos("https://cdn.southwestproperties.com/uploads/maritime/1204", 6, "Suite 1204 living room and views")}
<section class="suite-head">
<h1>Suite 1204 · The Maritime</h1>
<p class="suite-address">1204 - 5959 Spring Garden Road, Halifax, NS B3H 1Y5</p>
<p class="suite-neighbourhood">Neighbourhood: <a href="/neighbourhoods/south-end/">South End</a></p>
<p class="suite-rent"><strong>$2,195</strong> / month</p>
<p class="avail">Available December 1 · 12-month lease</p>
<a class="btn primary" href="/book-a-viewing/?suite=1204">Book a viewing</a>
</section>
<section class="suite-features">
<h2>Suite features</h2>
<ul>
<li>2 bedrooms, including a primary with walk-in closet</li>
<li>2 full bathrooms (ensuite with glass shower)</li>
<li>940 sq. ft. corner layout with floor-to-ceiling windows</li>
<li>In-suite washer and dryer</li>
<li>Quartz counters and stainless appliances</li>
<li>Private balcony facing the harbour</li>
<li>Heat and hot water included; tenant pays electricity</li>
</ul>
</section>
<section class="building-amenities">
<h2>About The Maritime</h2>
<p>Completed in 2016, The Maritime is a 17-storey residence with 142 suites, a fitness room, a rooftop terrace and 24/7 on-site management.</p>
<ul><li>Underground parking: $150/month</li><li>Storage locker: $45/month</li><li>Bike room</li><li>Pet friendly (pet fee $35/month)</li></ul>
</section>
<section class="other-suites">
<h2>Other available suites at The Maritime</h2>
<table><thead><tr><th>Suite</th><th>Type</th><th>Size</th><th>Rent</th></tr></thead>
<tbody><tr><td>305</td><td>1 bed, 1 bath</td><td>610 sq. ft.</td><td>$1,795/mo</td></tr>
<tr><td>811</td><td>2 bed + den, 2 bath</td><td>1,080 sq. ft.</td><td>$2,495/mo</td></tr>
<tr><td>1602</td><td>3 bed, 2 bath</td><td>1,310 sq. ft.</td><td>$2,950/mo</td></tr></tbody></table>
</section>
${cards("Other Southwest communities", [
  { href: "/residential/the-vic/", price: "From $1,650/mo", line: "The Vic — 1585 Vernon Street, Halifax", meta: "Studios to 2 bed" },
  { href: "/residential/the-keep/", price: "From $1,920/mo", line: "The Keep — 60 Kings Wharf Place, Dartmouth", meta: "1 to 3 bed" },
])}
</main>
${footer([
  `<h4>Head Office</h4><address>1475 Lower Water Street, Suite 100<br>Halifax, NS B3J 3Z2</address>`,
  `<h4>Leasing</h4><p>leasing@southwestproperties.com<br>902-422-0000</p>`,
  `<h4>Company</h4><p>Southwest Properties has built and managed homes in Halifax since 1976.</p>`,
], "© 2025 Southwest Properties Ltd. All rights reserved. Rents and availability subject to change without notice.")}
</body></html>`,
    expected: {
      price: { amount: 2195, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1204 - 5959 Spring Garden Road",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 1Y5",
      neighbourhood: "South End",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 940,
      yearBuilt: 2016,
      geo: { lat: 44.6418, lng: -63.579 },
    },
  },
  {
    name: "ho65-tjnews-land-hampton",
    site: "tj.news",
    set: "held-out-65",
    traps: "newspaper classified, prose only: acreage beside river frontage in feet; assessment and taxes; earlier asking price; neighbouring ads for a truck, a rental and another lot with prices; paper's office address in the footer",
    pageUrl: "https://tj.news/classifieds/real-estate/lots-acreage/448812",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Wooded building lot on the Kennebecasis – Hampton | Classifieds | Telegraph-Journal</title>
<meta name="description" content="Lots & Acreage: 2.4 acre wooded building lot with river frontage, Hampton NB. $89,500.">
<meta property="og:site_name" content="Telegraph-Journal">
<meta property="og:title" content="Wooded building lot on the Kennebecasis – Hampton">
${tagManager("GTM-TJN22B")}
</head><body class="classifieds">
${consent("Brunswick News")}
<header class="masthead"><a href="/" class="brand">Telegraph-Journal</a>${menu(["News", "Sports", "Opinion", "Obituaries", "Classifieds", "E-Edition", "Subscribe"])}</header>
<main class="cl-main">
<nav class="crumbs"><a href="/classifieds/">Classifieds</a> › <a href="/classifieds/real-estate/">Real Estate</a> › Lots &amp; Acreage</nav>
<article class="cl-ad" id="ad-448812">
<h1>WOODED BUILDING LOT ON THE KENNEBECASIS</h1>
<p class="cl-posted">Posted Oct. 3, 2025 · Ad #TJ-448812</p>
<div class="cl-body">
<p>2.4 acres of mature hardwood at 88 Darlings Island Road, Hampton, NB E5N 5Z8. About 300 ft of frontage on the Kennebecasis River with a gentle slope to the water and a cleared spot for a house or cottage. Power at the road, approved for an on-site septic system, drilled well neighbours at 180 ft.</p>
<p>Assessed at $71,300; 2025 property tax $612. Was listed last spring at $99,000 — now asking <strong>$89,500</strong>. Private sale, no agents please.</p>
<p>Call or text Gerald, 506-555-0148, evenings.</p>
</div>
</article>
<section class="cl-more"><h2>More in Real Estate</h2><ul>
<li><a href="/classifieds/448790">3 bedroom bungalow for rent, Quispamsis — $2,100/month, heat included</a></li>
<li><a href="/classifieds/448755">5 acre lot, Route 124, Springfield — $39,900</a></li>
<li><a href="/classifieds/448701">Cottage lot, Belleisle Bay, 150 ft shore — $74,000</a></li>
</ul></section>
<section class="cl-more"><h2>Also in Classifieds</h2><ul>
<li><a href="/classifieds/448810">2019 Ford F-150 XLT, 98,000 km — $32,500</a></li>
<li><a href="/classifieds/448802">Seasoned firewood, cut and split — $120/cord</a></li>
</ul></section>
<aside class="place-ad"><h3>Place a classified</h3><p>Word ads from $18.50 for 7 days in print and online.</p></aside>
</main>
${footer([
  `<address>Brunswick News, 210 Crown Street, Saint John, NB E2L 2X7</address>`,
  `<p>Classifieds: 1-800-222-9710</p>`,
], "© 2025 Brunswick News Inc. Ads are placed by the advertiser; Brunswick News does not verify their content.")}
</body></html>`,
    expected: {
      price: { amount: 89500, currency: "CAD" },
      propertyKind: "land",
      street: "88 Darlings Island Road",
      city: "Hampton",
      province: "NB",
      postalCode: "E5N 5Z8",
      lot: { value: 2.4, unit: "acres" },
    },
  },
  {
    name: "ho65-royallepagevillage-plex-verdun",
    site: "royallepagevillage.com",
    set: "held-out-65",
    traps: "franchise office's own French sheet: label/value table; city with borough in parentheses; gross revenues, municipal assessment and taxes in the same table; lot both as dimensions and area; office address on the same street name in the footer; similar plexes with prices",
    pageUrl: "https://www.royallepagevillage.com/fr/propriete/triplex-a-vendre-montreal-verdun/21458793",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Triplex à vendre — 4521-4525, rue de Verdun, Montréal (Verdun) | Royal LePage Village</title>
<meta name="description" content="Triplex à vendre à Verdun, près du métro De l'Église. 1 149 000 $. Centris 21458793.">
<meta property="og:title" content="Triplex à vendre — Verdun — 1 149 000 $">
<meta property="og:locale" content="fr_CA">
<meta property="og:image" content="https://media.royallepagevillage.com/21458793/facade.jpg">
${tagManager("GTM-RLPVIL")}
</head><body class="fiche-propriete">
${consent("Royal LePage Village", "fr")}
<header class="entete"><a class="logo" href="/fr/">Royal LePage Village</a>${menu(["Acheter", "Vendre", "Nos courtiers", "Évaluation gratuite", "Carrières", "English"])}</header>
<main>
${photos("https://media.royallepagevillage.com/21458793", 5, "Triplex rue de Verdun")}
<h1>Triplex à vendre</h1>
<p class="adresse-entete">4521-4525, rue de Verdun, Montréal (Verdun)</p>
<table class="caracteristiques">
<tbody>
<tr><th>Prix demandé</th><td>1 149 000 $</td></tr>
<tr><th>No Centris</th><td>21458793</td></tr>
<tr><th>Type de propriété</th><td>Triplex</td></tr>
<tr><th>Adresse</th><td>4521-4525, rue de Verdun</td></tr>
<tr><th>Ville</th><td>Montréal (Verdun)</td></tr>
<tr><th>Code postal</th><td>H4G 1M3</td></tr>
<tr><th>Année de construction</th><td>1928</td></tr>
<tr><th>Dimensions du terrain</th><td>25 x 100 pi</td></tr>
<tr><th>Superficie du terrain</th><td>2 500 pi²</td></tr>
<tr><th>Unités</th><td>1 x 5 ½, 2 x 4 ½</td></tr>
<tr><th>Nombre de chambres (total)</th><td>5</td></tr>
<tr><th>Salles de bains (total)</th><td>3</td></tr>
<tr><th>Revenus bruts potentiels</th><td>48 600 $ / an</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>891 400 $</td></tr>
<tr><th>Taxes municipales</th><td>6 214 $</td></tr>
<tr><th>Taxes scolaires</th><td>712 $</td></tr>
</tbody></table>
<section class="description"><h2>Description</h2><p>Beau triplex en rangée sur une artère commerçante de Verdun, à deux pas du métro et des berges. Propriétaire occupant au rez-de-chaussée (5 ½ avec cour), deux logements de 4 ½ loués à l'étage. Toiture refaite en 2019, entrée électrique 200 A.</p></section>
<section class="courtier"><h2>Votre courtier</h2>
<div class="carte-courtier"><img src="https://media.royallepagevillage.com/courtiers/itremblay.jpg" alt="Isabelle Tremblay"><p class="nom">Isabelle Tremblay</p><p class="titre">Courtier immobilier résidentiel</p><p>514 555-0172 · itremblay@royallepage.ca</p><p class="agence">Royal LePage Village</p></div>
</section>
${paymentEstimator("500 000 $", "20 %", "4,79 %", "2 271 $", "fr")}
${cards("Plex semblables", [
  { href: "/fr/propriete/21190456", price: "989 000 $", line: "1120-1124, rue Bannantyne, Montréal (Verdun)", meta: "Triplex · 1930" },
  { href: "/fr/propriete/20874411", price: "1 295 000 $", line: "6011-6015, rue Laurendeau, Montréal (Le Sud-Ouest)", meta: "Quadruplex" },
])}
</main>
${footer([
  `<address>Royal LePage Village<br>4120, rue Wellington, Verdun (Québec) H4G 1V7</address>`,
  `<p>Agence immobilière franchisée indépendante et autonome de Royal LePage.</p>`,
], "© 2025 Royal LePage Village. Les renseignements sont jugés fiables, mais non garantis.")}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "plex",
      street: "4521-4525, rue de Verdun",
      city: "Montréal",
      neighbourhood: "Verdun",
      province: "QC",
      postalCode: "H4G 1M3",
      bedrooms: 5,
      bathrooms: 3,
      lot: { value: 2500, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "21458793",
      listingAgentName: "Isabelle Tremblay",
      brokerageName: "Royal LePage Village",
    },
  },
  {
    name: "ho65-chaletsalouer-house-saint-donat",
    site: "chaletsalouer.com",
    set: "held-out-65",
    traps: "cottage-rental site's for-sale chalet: facts mainly in the photo caption list; nightly and weekly rental rates and past rental revenue; guest capacity and bed count; CITQ registration number; other chalets for rent with prices; map coordinates in data attributes",
    pageUrl: "https://www.chaletsalouer.com/fr/chalet-a-vendre/saint-donat/chalet-des-merisiers-7731",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Chalet des Merisiers — Chalet à vendre à Saint-Donat, Lanaudière | Chalets à louer</title>
<meta name="description" content="Chalet à vendre à Saint-Donat avec accès au lac Archambault. Actuellement en location à court terme dès 425 $/nuit.">
<meta property="og:title" content="Chalet des Merisiers — à vendre — Saint-Donat">
<meta property="og:image" content="https://img.chaletsalouer.com/7731/01.jpg">
${tagManager("GTM-CAL731")}
${jsonBlock("chalet-data", { id: 7731, slug: "chalet-des-merisiers", region: "Lanaudière", capacity: 8, beds: 4, nightlyFrom: 425, weeklyFrom: 2600, citq: "298765", forSale: true })}
</head><body class="fiche-chalet">
${consent("Chalets à louer", "fr")}
<header class="topbar"><a class="logo" href="/fr/">Chalets à louer</a>${menu(["Chalets à louer", "Chalets à vendre", "Régions", "Propriétaires", "Blogue", "EN"])}</header>
<main>
<h1>Chalet des Merisiers <span class="badge">À vendre</span></h1>
<p class="lieu">412, chemin des Merisiers, Saint-Donat (Québec) J0T 2C0 · Lanaudière</p>
<div class="prix-vente">Prix de vente : <strong>539 000 $</strong></div>
<div class="location-encart"><p>Toujours offert en location jusqu'à la vente : à partir de <b>425 $ / nuit</b> · <b>2 600 $ / semaine</b></p><p>Capacité : 8 personnes · 4 lits · No CITQ 298765</p></div>
<section class="galerie-legendes">
<h2>Visite en photos</h2>
<ol class="legendes">
<li><img src="https://img.chaletsalouer.com/7731/01.jpg" alt=""><span>Façade — chalet de 3 chambres construit en 2009, revêtement de cèdre</span></li>
<li><img src="https://img.chaletsalouer.com/7731/02.jpg" alt=""><span>Aire ouverte cuisine-salon, plafond cathédrale, 1 450 pi² habitables sur deux niveaux</span></li>
<li><img src="https://img.chaletsalouer.com/7731/03.jpg" alt=""><span>Salle de bain complète à l'étage avec bain sur pattes</span></li>
<li><img src="https://img.chaletsalouer.com/7731/04.jpg" alt=""><span>Salle d'eau au rez-de-chaussée, près de l'entrée</span></li>
<li><img src="https://img.chaletsalouer.com/7731/05.jpg" alt=""><span>Chambre principale avec lit king et vue sur la forêt</span></li>
<li><img src="https://img.chaletsalouer.com/7731/06.jpg" alt=""><span>Terrain boisé de 1,2 acre, sentier privé vers l'accès notarié au lac Archambault</span></li>
<li><img src="https://img.chaletsalouer.com/7731/07.jpg" alt=""><span>Spa 6 places et foyer extérieur</span></li>
</ol>
</section>
<section class="revenus"><h2>Performance locative</h2><p>Revenus de location 2024 : 38 500 $ (taux d'occupation 61 %). Gestion locative transférable à l'acheteur.</p></section>
<section class="contact"><h2>Intéressé?</h2><p>Vente par les propriétaires, Sophie et Martin. Écrivez-nous via le formulaire ci-dessous.</p><form action="/fr/contact-proprietaire/7731" method="post"><input name="nom" placeholder="Votre nom"><textarea name="message"></textarea><button>Envoyer</button></form></section>
<div class="carte" data-lat="46.3162" data-lng="-74.2011" data-zoom="13"></div>
${cards("Chalets à louer dans le secteur", [
  { href: "/fr/chalet-a-louer/saint-donat/le-refuge-2210", price: "dès 310 $/nuit", line: "Le Refuge — Saint-Donat", meta: "6 personnes · 3 chambres" },
  { href: "/fr/chalet-a-louer/notre-dame-de-la-merci/la-huard-5518", price: "dès 520 $/nuit", line: "La Huard — Notre-Dame-de-la-Merci", meta: "10 personnes · bord de l'eau" },
])}
</main>
${footer([`<p>Chalets à louer — plus de 4 000 chalets au Québec.</p>`, `<p>Les annonces sont publiées par les propriétaires, qui en sont responsables.</p>`], "© 2025 Chalets à louer inc.")}
</body></html>`,
    expected: {
      price: { amount: 539000, currency: "CAD" },
      propertyKind: "house",
      street: "412, chemin des Merisiers",
      city: "Saint-Donat",
      province: "QC",
      postalCode: "J0T 2C0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1450,
      lot: { value: 1.2, unit: "acres" },
      yearBuilt: 2009,
      geo: { lat: 46.3162, lng: -74.2011 },
    },
  },
];
