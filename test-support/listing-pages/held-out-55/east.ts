/**
 * Fifty-fifth held-out corpus, Atlantic and Quebec: an aggregator's Halifax house with a price change and days on
 * market, a French Centris two-storey in Québec City with a new price and its municipal assessment, and a French
 * DuProprio semi in Sherbrooke sold by its owner with a reduced price and an open house.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { assign, cookieBar, footerLinks, mortgageCalc, nearbyPanel, similarStrip } from "./chrome.ts";

export const HELD_OUT_55_EAST: ListingPage[] = [
  {
    name: "ho55-point2homes-house-halifax-price-change",
    site: "point2homes.com",
    set: "held-out-55",
    traps: "'Price changed' badge with the earlier price and the change in dollars; days on market; lot in acres with the m² equivalent after; price per sq ft; JSON-LD Offer; the aggregator's Saskatoon office in the footer; nearby listings' prices and an average neighbourhood price",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NS/Halifax/Armdale/62-Sunnybrae-Ave/157004312.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>62 Sunnybrae Ave, Halifax, NS B3N 2G6 — 4 beds, 2 baths — House for sale | Point2</title>
<meta name="description" content="62 Sunnybrae Ave, Halifax, Nova Scotia B3N 2G6 is a 4 bedroom, 2 bathroom house for sale at $589,000. MLS® 202504321.">
<meta property="og:title" content="62 Sunnybrae Ave, Halifax, NS - $589,000">
<meta property="og:image" content="https://images.point2.com/listings/202504321/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "SingleFamilyResidence"],
  name: "62 Sunnybrae Ave, Halifax, NS B3N 2G6",
  address: { "@type": "PostalAddress", streetAddress: "62 Sunnybrae Ave", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3N 2G6", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 44.64431, longitude: -63.62094 },
  offers: { "@type": "Offer", price: 589000, priceCurrency: "CAD" },
})}
</head><body>
<header class="p2-header"><a href="/" class="p2-logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a><a href="/CA/Real-Estate-Agents.html">Agents</a><a href="/news">News</a><a href="/login">Sign in</a></nav></header>
<main class="details-page">
<nav class="breadcrumbs"><a href="/CA/Real-Estate-Listings/NS.html">Nova Scotia</a> › <a href="/CA/Real-Estate-Listings/NS/Halifax.html">Halifax</a> › <a href="/CA/Real-Estate-Listings/NS/Halifax/Armdale.html">Armdale</a> › 62 Sunnybrae Ave</nav>
<div class="status-line"><span class="badge price-changed">Price changed</span> <span>-$30,000 on Apr 2, 2025</span> <span class="dom">58 days on market</span></div>
<h1 class="address-container"><div class="address">62 Sunnybrae Ave</div><div class="location">Armdale, Halifax, NS B3N 2G6</div></h1>
<div class="price-container"><div class="price">$589,000</div><div class="old-price">Was <s>$619,000</s></div><div class="ppsf">$301 / sqft</div></div>
<ul class="characteristics"><li>4 Beds</li><li>2 Baths</li><li>1,960 Sqft</li><li>0.17 ac lot</li></ul>
<section class="gallery"><img src="https://images.point2.com/listings/202504321/1.jpg" alt="62 Sunnybrae Ave"><span>1 of 27</span></section>
<section class="details-summary"><h2>Property Summary</h2><dl>
<dt>Property Type</dt><dd>House</dd><dt>Style</dt><dd>Split Level</dd><dt>MLS® #</dt><dd>202504321</dd><dt>Year Built</dt><dd>1972</dd><dt>Lot Size</dt><dd>0.17 acres (688 m²)</dd><dt>Full Baths</dt><dd>2</dd><dt>Heating</dt><dd>Heat pump, Baseboard</dd><dt>Taxes</dt><dd>$4,206 / year</dd><dt>Listed</dt><dd>Feb 11, 2025</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Priced to sell! This side-split in Armdale sits on a quiet street minutes from the Armdale Rotary, Chocolate Lake beach and Halifax Shopping Centre. Upper level: living room with bay window, dining room, kitchen with newer appliances and three bedrooms with a full bath. Lower level: fourth bedroom, family room with wood stove, second full bath and laundry. Two ductless heat pumps (2022), paved driveway and a fenced backyard with mature trees.</p></section>
<section class="agent-info"><h2>Listing Agent</h2><div class="agent-name">Colin MacIsaac</div><div class="agent-company">Harbourview Realty Ltd.</div><div class="agent-address">1595 Bedford Hwy, Suite 302, Bedford, NS B4A 3Y4</div><a href="tel:9025550124">902-555-0124</a></section>
<section class="neighbourhood"><h2>Armdale market</h2><p>Average list price: $612,400 · Median days on market: 31 · 14 homes for sale</p></section>
${mortgageCalc(589000)}
${similarStrip("Nearby homes for sale", [
  { href: "/CA/Home-For-Sale/NS/Halifax/Armdale/18-Kenwood-Ave/157002880.html", price: "$549,900", address: "18 Kenwood Ave, Halifax, NS", beds: "3 Beds", baths: "2 Baths", size: "1,480 Sqft" },
  { href: "/CA/Home-For-Sale/NS/Halifax/Fairmount/9-Ridgewood-Dr/157005516.html", price: "$699,000", address: "9 Ridgewood Dr, Halifax, NS", beds: "4 Beds", baths: "3 Baths", size: "2,210 Sqft" },
])}
${nearbyPanel("Schools", [["Chebucto Heights Elementary", "P-6", "1.0 km"], ["Halifax West High School", "10-12", "2.6 km"]])}
</main>
${cookieBar("Point2")}
<footer class="p2-footer"><p>© 2025 Point2, a Yardi company. Point2 Technologies, 3301 8th Street E, Saskatoon, SK S7H 5K5.</p><p>Listing data supplied by the Nova Scotia Association of REALTORS®. Information deemed reliable but not guaranteed.</p>${footerLinks("Point2")}</footer>
</body></html>`,
    expected: {
      price: { amount: 589000, currency: "CAD" },
      propertyKind: "house",
      street: "62 Sunnybrae Ave",
      city: "Halifax",
      province: "NS",
      postalCode: "B3N 2G6",
      neighbourhood: "Armdale",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1960,
      lot: { value: 0.17, unit: "acres" },
      yearBuilt: 1972,
      mlsNumber: "202504321",
      listingAgentName: "Colin MacIsaac",
      brokerageName: "Harbourview Realty Ltd.",
      geo: { lat: 44.64431, lng: -63.62094 },
    },
  },
  {
    name: "ho55-centris-maison-quebec-sainte-foy-nouveau-prix",
    site: "centris.ca",
    set: "held-out-55",
    traps: "French: « Nouveau prix » with the former price « 1 250 000 $ »-style spaces; municipal assessment (terrain + bâtiment + total) and taxes near the price; 4 chambres, 1 salle de bains et 1 salle d'eau; lot in pi²; borough in parentheses; Centris number; broker with title and agency; Centris's Montréal head office in the footer; other listings in « Propriétés similaires »",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~quebec-sainte-foy-sillery-cap-rouge/21456789",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre, Québec (Sainte-Foy/Sillery/Cap-Rouge) - 21456789 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre au 2486, rue Vauquelin, Québec (Sainte-Foy/Sillery/Cap-Rouge). 4 chambres, 1 salle de bains et 1 salle d'eau. 549 000 $.">
<meta property="og:title" content="Maison à étages à vendre - 549 000 $">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE4B1A2F&t=pi&f=I">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Centris", url: "https://www.centris.ca", address: { "@type": "PostalAddress", streetAddress: "600, chemin du Golf", addressLocality: "Île-des-Sœurs, Verdun", addressRegion: "QC", postalCode: "H3E 1A8" } })}
</head><body class="fiche">
<header class="entete"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/">English</a><a href="/fr/connexion">Se connecter</a></nav></header>
<main itemscope itemtype="http://schema.org/Product">
<div class="banniere-statut"><span class="etiquette nouveau-prix">Nouveau prix</span></div>
<div class="col-lg-12 description"><h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 itemprop="address" class="pt-1">2486, rue Vauquelin, Québec (Sainte-Foy/Sillery/Cap-Rouge)</h2></div>
<div class="price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap" content="549000">549 000 $</span></div><div class="ancien-prix">Prix précédent : <s>574 000 $</s></div></div>
<div id="ListingDisplayId" class="d-none">21456789</div><p class="numero">No Centris : <span>21456789</span></p>
<div class="carac-container"><div class="teaser"><span class="cac">4 chambres</span> <span class="sdb">1 salle de bains et 1 salle d'eau</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1978</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>6 458 pi²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (2), Garage (1)</span></div>
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div>
<div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>Selon les délais d'usage</span></div></div>
<div class="row description"><div itemprop="description">Prix révisé! Belle maison à étages de quatre chambres au cœur de Sainte-Foy, à deux pas de l'Université Laval, du CHUL et des autobus du Métrobus. Cuisine rénovée avec îlot, salon avec foyer au bois, quatre chambres à l'étage, salle de bains complète et salle d'eau au rez-de-chaussée. Sous-sol aménagé avec salle familiale. Terrain paysager de plus de 6 000 pi² avec cabanon. Toiture refaite en 2019.</div></div>
<section class="evaluation"><h3>Évaluation municipale</h3><table><tbody><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>188 400 $</td></tr><tr><td>Bâtiment</td><td>297 900 $</td></tr><tr><td>Total</td><td>486 300 $</td></tr></tbody></table>
<h3>Taxes</h3><table><tbody><tr><td>Municipales (2025)</td><td>4 612 $</td></tr><tr><td>Scolaires (2024)</td><td>402 $</td></tr><tr><td>Total</td><td>5 014 $</td></tr></tbody></table></section>
<section class="courtiers"><h3>Courtier inscripteur</h3><div class="broker-info"><div class="legacy-reset"><h1 class="broker-info__broker-title" itemprop="name">Mélanie Gagnon-Roy</h1><p class="broker-info__job-title">Courtier immobilier résidentiel</p><p class="broker-agency">Groupe immobilier Cap-Diamant inc.</p><p class="broker-agency-address">Agence immobilière · 2600, boulevard Laurier, bureau 150, Québec (QC) G1V 4T3</p><a href="tel:4185550143">418 555-0143</a></div></div></section>
${mortgageCalc(549000, "fr")}
${similarStrip("Propriétés similaires", [
  { href: "/fr/maison~a-vendre~quebec-sainte-foy-sillery-cap-rouge/18830041", price: "519 900 $", address: "1192, rue de Lévis, Québec", beds: "3 chambres", baths: "1 salle de bains" },
  { href: "/fr/maison~a-vendre~quebec-sainte-foy-sillery-cap-rouge/25771208", price: "612 000 $", address: "3340, rue Dumont, Québec", beds: "4 chambres", baths: "2 salles de bains", badge: "Nouveau" },
])}
${nearbyPanel("À proximité", [["École primaire Saint-Yves", "Primaire", "0,7 km"], ["École secondaire De Rochebelle", "Secondaire", "1,4 km"], ["Université Laval", "Université", "1,9 km"]])}
${assign("window.__centrisListing", { id: "21456789", price: 549000, previousPrice: 574000, lat: 46.77124, lng: -71.29503, municipality: "Québec", province: "QC", borough: "Sainte-Foy/Sillery/Cap-Rouge" })}
</main>
${cookieBar("Centris", "fr")}
<footer class="pied"><p>© 2025 Centris inc. Tous droits réservés. Centris, 600, chemin du Golf, Île-des-Sœurs (Verdun), QC H3E 1A8.</p><p>Les données sur les propriétés proviennent du système Centris® et sont fournies par les courtiers immobiliers membres.</p>${footerLinks("Centris", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "house",
      street: "2486, rue Vauquelin",
      city: "Québec",
      province: "QC",
      neighbourhood: "Sainte-Foy/Sillery/Cap-Rouge",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 6458, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "21456789",
      listingAgentName: "Mélanie Gagnon-Roy",
      brokerageName: "Groupe immobilier Cap-Diamant inc.",
      geo: { lat: 46.77124, lng: -71.29503 },
    },
  },
  {
    name: "ho55-duproprio-jumele-sherbrooke-prix-reduit",
    site: "duproprio.com",
    set: "held-out-55",
    traps: "French, sold by owner: « Prix réduit » with the former price struck through; « Visite libre » banner with date and hours; living area in pi² then m²; lot in pi²; 1 salle de bain + 1 salle d'eau; borough in the address line; municipal assessment and taxes; no agent or brokerage (DuProprio's own office and advisors in the footer); similar properties",
    pageUrl: "https://duproprio.com/fr/sherbrooke/fleurimont/jumele-a-vendre/hab-745-rue-des-erables-1098765",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jumelé à vendre à Sherbrooke (Fleurimont) - 745, rue des Érables | DuProprio - 1098765</title>
<meta name="description" content="Jumelé à vendre au 745, rue des Érables, Sherbrooke (Fleurimont), QC J1E 2T4. 3 chambres, 1 salle de bain, 1 salle d'eau. Prix réduit : 389 000 $.">
<meta property="og:title" content="Jumelé à vendre - Sherbrooke (Fleurimont) - 389 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1098765/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Residence",
  name: "745, rue des Érables",
  address: { "@type": "PostalAddress", streetAddress: "745, rue des Érables", addressLocality: "Sherbrooke", addressRegion: "QC", postalCode: "J1E 2T4", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 45.41852, longitude: -71.86377 },
})}
</head><body class="listing">
<header class="dp-entete"><a href="/fr" class="dp-logo">DuProprio</a><nav><a href="/fr/rechercher">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/services">Services</a><a href="/en">English</a><a href="/fr/connexion">Mon compte</a></nav></header>
<main class="listing-main">
<div class="listing-banners"><span class="banner banner--reduced">Prix réduit</span><span class="banner banner--openhouse">Visite libre : dimanche 13 avril, de 13 h à 16 h</span></div>
<div class="listing-location"><h1 class="listing-location__title">Jumelé à vendre</h1><div class="listing-location__address"><span class="listing-location__street">745, rue des Érables</span><span class="listing-location__city">Sherbrooke (Fleurimont)</span><span class="listing-location__postal">J1E 2T4</span></div></div>
<div class="listing-price"><div class="listing-price__amount">389 000 $</div><div class="listing-price__previous">Ancien prix : <s>409 000 $</s></div></div>
<div class="listing-main-characteristics"><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div><div class="listing-main-characteristics__item">Aire habitable (s-sol exclu) <span>1 296 pi² (120,4 m²)</span></div><div class="listing-main-characteristics__item">Dimensions du terrain <span>3 498 pi²</span></div></div>
<section class="listing-box"><h2>Caractéristiques</h2><ul>
<li><span>Année de construction</span><span>2006</span></li><li><span>Évaluation municipale</span><span>331 200 $</span></li><li><span>Taxes municipales</span><span>3 247 $</span></li><li><span>Taxes scolaires</span><span>289 $</span></li><li><span>Nombre d'étages</span><span>2</span></li><li><span>Sous-sol</span><span>Aménagé</span></li><li><span>Stationnement</span><span>Allée asphaltée, 2 places</span></li><li><span>Mise en ligne</span><span>Il y a 34 jours</span></li></ul></section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Prix réduit pour vente rapide! Jumelé lumineux dans un secteur familial de Fleurimont, près du CHUS, de l'école primaire des Enfants-du-Monde et du parc Lucien-Blanchard. Aire ouverte au rez-de-chaussée avec salle d'eau, trois chambres à l'étage et salle de bain avec douche en céramique. Sous-sol aménagé en salle familiale. Cour clôturée avec patio et cabanon. Venez nous rencontrer à la visite libre de dimanche!</p></section>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Propriété vendue sans courtier par son propriétaire.</p><a href="tel:8195550158">819 555-0158</a><form><input name="nom" placeholder="Nom"><input name="courriel" placeholder="Courriel"><textarea name="message">Bonjour, je suis intéressé(e) par votre propriété.</textarea><button>Envoyer</button></form></section>
${mortgageCalc(389000, "fr")}
${similarStrip("Propriétés similaires", [
  { href: "/fr/sherbrooke/fleurimont/jumele-a-vendre/hab-1180-rue-bertrand-1097420", price: "369 900 $", address: "1180, rue Bertrand, Sherbrooke", beds: "3 chambres" },
  { href: "/fr/sherbrooke/jacques-cartier/maison-a-vendre/hab-402-rue-belvedere-sud-1099103", price: "449 000 $", address: "402, rue Belvédère Sud, Sherbrooke", beds: "4 chambres", badge: "Nouveau" },
])}
${nearbyPanel("À proximité", [["École des Enfants-du-Monde", "Primaire", "0,6 km"], ["CHUS – Hôpital Fleurimont", "Santé", "1,8 km"], ["Parc Lucien-Blanchard", "Parc", "0,4 km"]])}
</main>
${cookieBar("DuProprio", "fr")}
<footer class="dp-pied"><p>© 2025 DuProprio inc. — 2600, boulevard Saint-Joseph, Drummondville (Québec) J2B 7V4. Nos conseillers sont disponibles au 1 866 387-7677. DuProprio n'est pas un courtier immobilier.</p>${footerLinks("DuProprio", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "745, rue des Érables",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1E 2T4",
      neighbourhood: "Fleurimont",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1296,
      lot: { value: 3498, unit: "ft2" },
      yearBuilt: 2006,
      geo: { lat: 45.41852, lng: -71.86377 },
    },
  },
];
