/**
 * Fifty-eighth held-out corpus, Quebec in French: a Sainte-Rose (Laval) two-storey house with an intergenerational
 * unit (centris.ca) and a Saint-Nicolas (Lévis) bungalow with a basement apartment sold by its owner (duproprio.com).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import type { Room } from "./chrome.ts";
import { footerNav, mortgageCalc, roomsTableFr, stateScript } from "./chrome.ts";

const lavalRooms: Room[] = [
  ["RDC", "Hall d'entrée", 2.44, 1.83, "Céramique"],
  ["RDC", "Salon", 4.72, 3.96, "Bois franc"],
  ["RDC", "Salle à manger", 3.66, 3.2, "Bois franc"],
  ["RDC", "Cuisine", 4.11, 3.72, "Céramique"],
  ["RDC", "Salle d'eau", 1.6, 1.5, "Céramique"],
  ["RDC", "Cuisine (intergénération)", 3.35, 2.9, "Céramique"],
  ["RDC", "Salon (intergénération)", 4.27, 3.35, "Plancher flottant"],
  ["RDC", "Chambre à coucher (intergénération)", 3.66, 3.05, "Plancher flottant"],
  ["RDC", "Salle de bains (intergénération)", 2.44, 2.13, "Céramique"],
  ["2e étage", "Chambre à coucher principale", 4.88, 3.96, "Bois franc"],
  ["2e étage", "Chambre à coucher", 3.66, 3.2, "Bois franc"],
  ["2e étage", "Chambre à coucher", 3.35, 3.05, "Bois franc"],
  ["2e étage", "Salle de bains", 3.35, 2.74, "Céramique"],
  ["2e étage", "Salle de bains attenante", 2.74, 1.83, "Céramique"],
  ["Sous-sol", "Salle familiale", 7.01, 4.27, "Plancher flottant"],
  ["Sous-sol", "Bureau", 3.05, 2.74, "Plancher flottant"],
  ["Sous-sol", "Salle de lavage", 2.74, 2.13, "Céramique"],
];

const levisRooms: Room[] = [
  ["Rez-de-chaussée", "Cuisine", 3.96, 3.2, "Céramique"],
  ["Rez-de-chaussée", "Salle à manger", 3.35, 2.9, "Bois franc"],
  ["Rez-de-chaussée", "Salon", 4.88, 3.81, "Bois franc"],
  ["Rez-de-chaussée", "Chambre principale", 4.11, 3.35, "Bois franc"],
  ["Rez-de-chaussée", "Chambre", 3.2, 2.9, "Bois franc"],
  ["Rez-de-chaussée", "Chambre", 3.05, 2.74, "Bois franc"],
  ["Rez-de-chaussée", "Salle de bain", 2.74, 2.29, "Céramique"],
  ["Sous-sol (logement)", "Cuisine", 3.51, 2.74, "Vinyle"],
  ["Sous-sol (logement)", "Salon", 4.27, 3.51, "Vinyle"],
  ["Sous-sol (logement)", "Chambre", 3.35, 3.05, "Vinyle"],
  ["Sous-sol (logement)", "Chambre", 3.05, 2.74, "Vinyle"],
  ["Sous-sol (logement)", "Salle de bain", 2.44, 1.83, "Céramique"],
];

export const HELD_OUT_58_FRENCH: ListingPage[] = [
  {
    name: "ho58-centris-intergeneration-laval-sainte-rose",
    site: "centris.ca",
    set: "held-out-58",
    traps: "French numbers (729 000 $, 2 140 pi², 6 028 pi²); Sainte-Rose is a sector of Laval; 3 salles de bain + 1 salle d'eau; intergenerational unit with its own kitchen in the rooms table (m and pi); municipal assessment, taxes and the unit's potential rent near the price; Centris number beside an internal listing id; the broker's agency and Centris's office in the footer",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~laval-sainte-rose/21834567?view=Summary",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre, Laval (Sainte-Rose), 1875, rue de l'Orchidée - 21834567 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Laval (Sainte-Rose) avec intergénération, 4 chambres, 3 salles de bain. No Centris 21834567.">
<meta property="og:title" content="Maison à étages à vendre — 1875, rue de l'Orchidée, Laval (Sainte-Rose)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DB4A1B0D4DDDDDDDDDD&t=pi&w=640">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Centris inc.", url: "https://www.centris.ca", address: { "@type": "PostalAddress", streetAddress: "600, chemin du Golf", addressLocality: "Montréal (Verdun)", addressRegion: "QC", postalCode: "H3E 1A8" } })}
</head><body class="property-page">
<header class="header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/fr/connexion">Connexion</a></nav></header>
<main id="overview" class="property-summary" data-listing-id="21834567" data-internal-id="1902283">
<div class="row property-tagline">
<h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1875, rue de l'Orchidée, Laval (Sainte-Rose), Quartier Sainte-Rose</h2>
<div class="price text-right"><meta itemprop="price" content="729000"><meta itemprop="priceCurrency" content="CAD"><span class="text-nowrap">729 000 $</span></div>
</div>
<div itemscope itemtype="http://schema.org/Place"><div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.61524"><meta itemprop="longitude" content="-73.79853"></div></div>
<div class="row teaser"><div class="piece">14 pièces</div><div class="cac">4 chambres</div><div class="sdb">3 salles de bain et 1 salle d'eau</div></div>
<div class="row description"><h3>Description</h3>
<div itemprop="description">Rare à Sainte-Rose : spacieuse maison à étages avec un véritable logement intergénérationnel au rez-de-chaussée, sur une rue sans issue à deux pas du parc de la Rivière-des-Mille-Îles et de l'école primaire Sainte-Rose. La partie principale offre un salon et une salle à manger aires ouvertes avec planchers de bois franc, une cuisine rénovée en 2021 (comptoirs de quartz, îlot, accès à la terrasse), une salle d'eau, puis à l'étage trois chambres dont la principale avec salle de bains attenante et walk-in, ainsi qu'une salle de bains familiale avec douche en céramique. L'intergénération, avec entrée indépendante et porte communicante, comprend sa propre cuisine, un salon, une chambre et une salle de bains complète : idéal pour des parents ou un jeune adulte. Sous-sol entièrement aménagé avec grande salle familiale, bureau et salle de lavage. Garage double attaché, entrée asphaltée pour quatre voitures, cour clôturée et paysagée avec piscine hors terre. Toiture 2018, thermopompe murale 2020. Près de l'autoroute 15, de la gare Sainte-Rose (train exo) et des commerces du boulevard Curé-Labelle. Revenu potentiel de l'intergénération : environ 1 100 $/mois.</div>
</div>
<div class="row carac-container"><h3>Caractéristiques</h3>
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value">Isolé</div>
<div class="carac-title">Année de construction</div><div class="carac-value">1996</div>
<div class="carac-title">Superficie habitable</div><div class="carac-value">2 140 pi²</div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value">6 028 pi²</div>
<div class="carac-title">Stationnement total</div><div class="carac-value">Allée (4), Garage (2)</div>
<div class="carac-title">Caractéristiques additionnelles</div><div class="carac-value">Intergénération, Piscine hors terre</div>
<div class="carac-title">Date d'emménagement</div><div class="carac-value">60 jours PA/PL</div>
</div>
<div class="row financial-details"><h3>Détails financiers</h3>
<table><tr><th colspan="2">Évaluation municipale (2025)</th></tr><tr><td>Terrain</td><td>214 600 $</td></tr><tr><td>Bâtiment</td><td>397 700 $</td></tr><tr><td>Total</td><td>612 300 $</td></tr>
<tr><th colspan="2">Taxes</th></tr><tr><td>Municipales (2025)</td><td>4 812 $</td></tr><tr><td>Scolaires (2024)</td><td>512 $</td></tr><tr><td>Total</td><td>5 324 $</td></tr></table>
</div>
<div class="row pieces"><h3>Pièces</h3>${roomsTableFr(lavalRooms)}</div>
<div class="row broker-info"><h3>Courtier</h3>
<div class="broker-name">Mélanie Charbonneau</div><div class="broker-title">Courtier immobilier résidentiel</div><div class="broker-phone">450 555-0147</div>
<div class="agency">Groupe Immobilier Rive-Nord inc.</div><div class="agency-type">Agence immobilière</div><div class="agency-address">3100, boul. Le Carrefour, bureau 210, Laval (QC) H7T 2K7</div>
</div>
${mortgageCalc({ price: "729 000 $", down: "145 800 $", rate: "4,79 %", years: 25, payment: "3 327 $", lang: "fr" })}
<div class="row similar"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><span class="price">689 000 $</span><span class="address">422, rue Hotte, Laval (Sainte-Rose)</span><span>Maison à étages · 3 cc</span></div>
<div class="property-thumbnail-item"><span class="price">1,1 M$</span><span class="address">88, rue des Chênes, Laval (Fabreville)</span><span>Maison à étages · 5 cc</span></div>
</div>
<p class="numero">No Centris : <span id="ListingDisplayId">21834567</span></p>
</main>
<footer class="footer">${footerNav("Centris", "fr")}<p>© 2025 Centris inc. Tous droits réservés. 600, chemin du Golf, Verdun (Québec) H3E 1A8. Les données sur les propriétés sont fournies par les courtiers immobiliers membres de l'OACIQ.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 729000, currency: "CAD" },
      propertyKind: "house",
      street: "1875, rue de l'Orchidée",
      city: "Laval",
      province: "QC",
      neighbourhood: "Sainte-Rose",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 6028, unit: "ft2" },
      yearBuilt: 1996,
      mlsNumber: "21834567",
      listingAgentName: "Mélanie Charbonneau",
      brokerageName: "Groupe Immobilier Rive-Nord inc.",
      geo: { lat: 45.61524, lng: -73.79853 },
    },
  },
  {
    name: "ho58-duproprio-logement-sous-sol-levis-saint-nicolas",
    site: "duproprio.com",
    set: "held-out-58",
    traps: "owner sale with no broker or MLS®, only DuProprio's listing number; Saint-Nicolas is a sector of Lévis; 3 bedrooms upstairs + 2 in the basement apartment; living area without basement in pi² and m²; lot in pi² and m²; apartment's rent and municipal assessment near the price; DuProprio's Quebec City office in the footer",
    pageUrl: "https://duproprio.com/fr/quebec-rive-sud/levis/maison-a-vendre/hab-1438-rue-des-bouleaux-1054321",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Bungalow à vendre, Lévis (Saint-Nicolas) - 1438, rue des Bouleaux | DuProprio</title>
<meta name="description" content="Bungalow avec logement au sous-sol à vendre par le propriétaire à Lévis (Saint-Nicolas). 459 000 $. 3 chambres + 2 au sous-sol.">
<meta property="og:title" content="Bungalow à vendre — Lévis (Saint-Nicolas) — 459 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1054321/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Residence",
  name: "Bungalow à vendre, 1438, rue des Bouleaux, Lévis",
  address: { "@type": "PostalAddress", streetAddress: "1438, rue des Bouleaux", addressLocality: "Lévis", addressRegion: "QC", postalCode: "G7A 2R8", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 46.69412, longitude: -71.39867 },
})}
</head><body class="listing">
<header class="site-header"><a class="logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a><a href="/fr/evaluer">Évaluer ma propriété</a><a href="/fr/connexion">Mon compte</a></nav></header>
<main class="listing-main" data-listing-id="1054321">
<section class="listing-location">
<h1 class="listing-location__title">Bungalow à vendre</h1>
<div class="listing-location__address"><span>1438, rue des Bouleaux</span><span class="listing-location__city">Lévis (Saint-Nicolas)</span><span class="listing-location__postal">G7A 2R8</span></div>
<div class="listing-price"><div class="listing-price__amount">459 000 $</div><div class="listing-price__tag">Vendu par le propriétaire · Aucune commission</div></div>
</section>
<section class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">3</span> chambres <span class="extra">(+ 2 au sous-sol)</span></div>
<div class="listing-main-characteristics__item"><span class="number">2</span> salles de bain</div>
<div class="listing-main-characteristics__item"><span class="number">1 180</span> pi² (109,6 m²) aire habitable (sans sous-sol)</div>
<div class="listing-main-characteristics__item"><span class="number">7 200</span> pi² (668,9 m²) terrain</div>
</section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Bungalow bien entretenu à Saint-Nicolas, dans un secteur familial tranquille près de l'école des Petits-Cheminots, du parc de la Rivière-Beaurivage et de l'autoroute 20 (accès rapide aux ponts vers Québec). Au rez-de-chaussée, nous avons aménagé une cuisine ouverte sur la salle à manger, un salon lumineux avec poêle au bois, trois chambres et une salle de bain rénovée (douche en céramique et bain autoportant, 2022). Le sous-sol est un logement de 4 ½ indépendant, avec sa propre entrée à l'arrière, sa cuisine, son salon, deux chambres avec fenêtres conformes, sa salle de bain et sa buanderie. Il est loué 1 150 $/mois, non chauffé non éclairé, bail se terminant le 30 juin 2025 (locataire fiable depuis 2019). Idéal pour une famille qui veut un revenu pour aider à payer l'hypothèque, ou pour loger des parents. Garage détaché isolé de 16 x 24 pi avec électricité, grande cour arrière avec cabanon et potager. Toiture refaite en 2017, fenêtres PVC 2015, drain français 2020. Inclusions : luminaires, stores, lave-vaisselle. Exclusions : électroménagers du logement du haut. Visites sur rendez-vous, contactez-nous via DuProprio.</p>
</section>
<section class="listing-list-characteristics"><h2>Caractéristiques</h2>
<ul>
<li><span class="label">Type de propriété</span><span class="value">Bungalow</span></li>
<li><span class="label">Année de construction</span><span class="value">1978</span></li>
<li><span class="label">Nombre d'unités</span><span class="value">2 (logement au sous-sol)</span></li>
<li><span class="label">Dimensions du terrain</span><span class="value">60 x 120 pi</span></li>
<li><span class="label">Garage</span><span class="value">Détaché, 1 place</span></li>
<li><span class="label">Chauffage</span><span class="value">Plinthes électriques, poêle au bois</span></li>
<li><span class="label">Évaluation municipale (2024)</span><span class="value">388 400 $</span></li>
<li><span class="label">Taxes municipales (2025)</span><span class="value">3 412 $</span></li>
<li><span class="label">Taxes scolaires (2024-2025)</span><span class="value">298 $</span></li>
<li><span class="label">Revenu annuel du logement</span><span class="value">13 800 $</span></li>
</ul>
</section>
<section class="listing-rooms-details"><h2>Pièces</h2>${roomsTableFr(levisRooms, "listing-rooms")}</section>
${mortgageCalc({ price: "459 000 $", down: "91 800 $", rate: "4,84 %", years: 25, payment: "2 102 $", lang: "fr" })}
<section class="listing-similar"><h2>Propriétés similaires à Lévis</h2>
<div class="search-result"><span class="price">425 000 $</span><span class="address">Lévis (Saint-Rédempteur)</span><span>Bungalow · 3 chambres</span></div>
<div class="search-result"><span class="price">519 900 $</span><span class="address">Lévis (Charny)</span><span>Duplex · 5 chambres</span></div>
</section>
<p class="listing-number">Numéro de la propriété : 1054321</p>
</main>
<footer class="site-footer">${footerNav("DuProprio", "fr")}<p>DuProprio inc., 1000, rue des Érables (siège social), Québec (Québec) G1R 5P7. DuProprio n'est pas un courtier immobilier; les propriétés sont vendues directement par leurs propriétaires.</p></footer>
${stateScript("window.dataLayer = window.dataLayer || []; window.dataLayer[0]", { listing_id: 1054321, listing_price: 459000, listing_city: "Lévis", listing_sector: "Saint-Nicolas", listing_type: "bungalow" })}
</body></html>`,
    expected: {
      price: { amount: 459000, currency: "CAD" },
      propertyKind: "house",
      street: "1438, rue des Bouleaux",
      city: "Lévis",
      province: "QC",
      postalCode: "G7A 2R8",
      neighbourhood: "Saint-Nicolas",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1180,
      lot: { value: 7200, unit: "ft2" },
      yearBuilt: 1978,
      geo: { lat: 46.69412, lng: -71.39867 },
    },
  },
];
