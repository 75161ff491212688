/**
 * Sixty-seventh held-out corpus, Quebec in French: a Centris duplex whose building style is "Jumelé" (a plex, not a
 * semi), a DuProprio "Cottage" in Drummondville (Québec usage: a two-storey house, not a cabin), a Royal LePage
 * French page for a "Jumelé de plain-pied" in Gatineau (a semi-detached bungalow) and a Kijiji by-owner "maison
 * mobile" on its own lot. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { browse, cards, consent, footer, gtm, header, mortgage, photos, savedSearch, windowState } from "./chrome.ts";

const carac = (title: string, value: string): string =>
  `<div class="carac-container"><div class="carac-title">${title}</div><div class="carac-value"><span>${value}</span></div></div>`;

export const HELD_OUT_67_QUEBEC: ListingPage[] = [
  {
    name: "ho67-centris-fr-duplex-jumele-limoilou",
    site: "centris.ca",
    set: "held-out-67",
    traps: "'Duplex à vendre' whose 'Style de bâtiment' is 'Jumelé' (the building shares a wall: still a plex); '2 logements' with per-unit sizes ('1 x 6 ½, 1 x 4 ½') and no building bedroom total; gross potential revenue, municipal assessment and taxes; address range '1168 - 1170, 3e Avenue' with the borough in parentheses after the city 'Québec' (a city that is also the province's name); breadcrumb and similar properties with 'Maison à étages', 'Jumelé' and 'Condo' words; itemprop geo",
    pageUrl: "https://www.centris.ca/fr/duplex~a-vendre~quebec-la-cite-limoilou/15294087",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Duplex à vendre - 1168 - 1170, 3e Avenue, Québec (La Cité-Limoilou) - 15294087 | Centris.ca</title>
<meta name="description" content="Duplex à vendre à Québec (La Cité-Limoilou), 1168 - 1170, 3e Avenue. 2 logements, jumelé, revenus bruts potentiels de 30 600 $. No Centris 15294087.">
<meta property="og:title" content="Duplex à vendre - Québec (La Cité-Limoilou) - 574 000 $">
<meta property="og:url" content="https://www.centris.ca/fr/duplex~a-vendre~quebec-la-cite-limoilou/15294087">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE15294087&t=pi&sm=m&w=1260&h=1024">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/duplexes~for-sale~quebec-la-cite-limoilou/15294087">
${gtm("G-CTR67QC")}
</head><body class="property-details">
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Trouver un courtier", "Vendre", "Outils", "English"])}
<main>
<div class="breadcrumb"><a href="/fr/propriete~a-vendre">Propriétés à vendre</a> › <a href="/fr/plex~a-vendre~quebec">Plex à vendre à Québec</a> › Duplex</div>
<div id="overview" itemscope itemtype="http://schema.org/Place">
<span data-id="PageTitle">Duplex à vendre</span>
<h2 itemprop="address" class="pt-1">1168 - 1170, 3e Avenue, Québec (La Cité-Limoilou)</h2>
<div class="price-container"><meta itemprop="price" content="574000"><span id="BuyPrice" class="text-nowrap">574 000 $</span></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.82193"><meta itemprop="longitude" content="-71.23027"></div>
</div>
${photos("https://mspublic.centris.ca/media/15294087", 19, "Façade")}
<div class="row teaser"><div class="piece">2 logements</div><div class="piece">Jumelé</div></div>
${carac("Utilisation de la propriété", "Résidentielle")}
${carac("Style de bâtiment", "Jumelé")}
${carac("Année de construction", "1925")}
${carac("Superficie du terrain", "2 910 pi²")}
${carac("Unités résidentielles", "1 x 6 ½, 1 x 4 ½")}
${carac("Unité principale", "6 ½")}
${carac("Revenus bruts potentiels", "30 600 $")}
${carac("Stationnement total", "Allée (1)")}
${carac("Date d'emménagement", "60 jours PA/Selon les baux")}
<div class="row description"><div itemprop="description">Duplex jumelé de 1925 au cœur de Limoilou, à deux pas de la 3e Avenue et de ses cafés. Le propriétaire occupant profite d'un 6 ½ sur deux niveaux (rez-de-chaussée et sous-sol aménagé, 3 chambres) avec cour arrière; le 4 ½ du 2e étage est loué. Boiseries d'origine, plafonds de 9 pieds, toiture 2018, fenêtres 2015. Idéal première propriété à revenus.</div></div>
<div class="addenda"><h3>Addenda</h3><p>Le 4 ½ (2e étage, 2 chambres) est loué 1 050 $/mois, bail au 30 juin 2026. Le 6 ½ serait libre à la vente; loyer estimé pour le calcul du revenu potentiel : 1 500 $/mois.</p></div>
<div class="financial-details"><h3>Détails financiers</h3>
<table><tr><th>Évaluation municipale (2025)</th><td></td></tr>
<tr><td>Terrain</td><td>148 200 $</td></tr><tr><td>Bâtiment</td><td>331 900 $</td></tr><tr><td>Total</td><td>480 100 $</td></tr>
<tr><th>Taxes</th><td></td></tr><tr><td>Municipales (2025)</td><td>4 388 $</td></tr><tr><td>Scolaires (2024)</td><td>352 $</td></tr><tr><td>Total</td><td>4 740 $</td></tr></table></div>
<div class="broker-info">
<div class="broker-info-broker"><h1 class="broker-info__broker-title">Marc-André Pelletier</h1><div class="broker-info__broker-function">Courtier immobilier résidentiel</div><div class="broker-info__agency-name">Groupe immobilier Saint-Roch inc.</div><a href="tel:4185550137">418 555-0137</a></div>
</div>
${mortgage("574 000 $", "114 800 $", "4,84 %", "2 617 $", "fr")}
${cards("Propriétés similaires", [
  { price: "619 000 $", address: "845 - 847, 5e Rue, Québec (La Cité-Limoilou)", line: "Duplex · 2 logements", href: "/fr/duplex~a-vendre~quebec-la-cite-limoilou/20874412" },
  { price: "449 000 $", address: "2104, avenue De Lisieux, Québec (Beauport)", line: "Maison à étages · Jumelé · 3 chambres", href: "/fr/maison~a-vendre~quebec-beauport/11457720" },
  { price: "329 000 $", address: "1230, 1re Avenue, app. 302, Québec (La Cité-Limoilou)", line: "Condo · 2 chambres", href: "/fr/condo~a-vendre~quebec-la-cite-limoilou/26119055" },
])}
${browse("Recherches populaires", ["Plex à vendre à Québec", "Maisons jumelées à vendre", "Condos à vendre à Limoilou", "Cottages à vendre à Québec", "Maisons mobiles à vendre"])}
${savedSearch("fr")}
</main>
${footer({ "Centris": ["À propos", "Nous joindre", "Carrières"], "Outils": ["Calculatrice hypothécaire", "Statistiques du marché"] }, ["Centris inc. · Les renseignements proviennent des courtiers immobiliers membres de Centris. © 2025 Centris inc. Tous droits réservés."])}
${windowState("__centrisPropertyData", { noCentris: "15294087", genre: "PLEX_DUPLEX", style: "JUMELE", prix: 574000, adresse: { ligne: "1168 - 1170, 3e Avenue", municipalite: "Québec", arrondissement: "La Cité-Limoilou", province: "QC", codePostal: "G1L 2X6" } })}
</body></html>`,
    expected: {
      price: { amount: 574000 },
      propertyKind: "plex",
      street: "1168 - 1170, 3e Avenue",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 2X6",
      neighbourhood: "La Cité-Limoilou",
      lot: { value: 2910, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "15294087",
      listingAgentName: "Marc-André Pelletier",
      brokerageName: "Groupe immobilier Saint-Roch inc.",
      geo: { lat: 46.82193, lng: -71.23027 },
    },
  },
  {
    name: "ho67-duproprio-cottage-drummondville",
    site: "duproprio.com",
    set: "held-out-67",
    traps: "Québec's 'Cottage' (a two-storey detached house, 'Nombre d'étages 2'), not a cabin; private sale with no broker and no MLS® (DuProprio's code 1104526 is the site's id); '1 salle de bain, 1 salle d'eau'; the sector in parentheses after the city; area and lot in pi² with m² in brackets; municipal assessment and taxes; similar listings labelled 'Maison de plain-pied', 'Jumelé' and 'Condo'; the site's own advisor card",
    pageUrl: "https://duproprio.com/fr/drummondville/saint-charles-de-drummond/cottage-a-vendre/hab-2385-rue-des-chardonnerets-1104526",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cottage à vendre, Drummondville (Saint-Charles-de-Drummond) | DuProprio | 1104526</title>
<meta name="description" content="Cottage à vendre à Drummondville (Saint-Charles-de-Drummond) — 3 chambres, 1 salle de bain, 1 salle d'eau. 424 900 $. Vente sans commission.">
<meta property="og:title" content="Cottage à vendre — 424 900 $ — Drummondville">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1104526/1.jpg">
${gtm("G-DPR67DRU")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Cottage à vendre — 2385, rue des Chardonnerets", sku: "1104526", offers: { "@type": "Offer", price: "424900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Forfaits", "Évaluer ma propriété", "Conseils", "EN"])}
<main class="listing">
<div class="listing-location"><h1 class="listing-location__title">Cottage à vendre</h1><p class="listing-location__address">2385, rue des Chardonnerets, Drummondville (Saint-Charles-de-Drummond), QC J2C 0E9</p><p class="listing-location__code">Code : 1104526</p></div>
<div class="listing-price"><span class="listing-price__amount">424 900 $</span></div>
<ul class="listing-main-characteristics"><li>3 chambres</li><li>1 salle de bain</li><li>1 salle d'eau</li></ul>
${photos("https://photos.duproprio.com/photos/public/1104526", 31, "Cottage Drummondville")}
<section class="listing-description"><h2>Description</h2><p>Beau cottage de 2004 dans un croissant tranquille de Saint-Charles, près de l'école primaire et des pistes cyclables. Au rez-de-chaussée : cuisine à aire ouverte avec îlot, salle à manger, salon avec foyer au gaz et salle d'eau. À l'étage : trois chambres dont une chambre principale avec walk-in, et la salle de bain complète avec douche en céramique. Sous-sol aménagé avec salle familiale. Terrain paysager sans voisin arrière, piscine hors-terre, remise.</p></section>
<section class="listing-characteristics"><h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Style</span><span>Cottage</span></div>
<div class="listing-box__dotted-row"><span>Nombre d'étages</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Type de bâtiment</span><span>Isolé</span></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>2004</span></div>
<div class="listing-box__dotted-row"><span>Aire habitable (sans sous-sol)</span><span>1 620 pi² (150,5 m²)</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>7 150 pi² (664,3 m²)</span></div>
<div class="listing-box__dotted-row"><span>Stationnement</span><span>Allée asphaltée (3)</span></div>
</section>
<section class="listing-financials"><h2>Évaluation et taxes</h2>
<div class="listing-box__dotted-row"><span>Évaluation municipale (2025)</span><span>351 400 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 186 $ / an</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>241 $ / an</span></div>
</section>
<aside class="advisor"><h3>Une question? Votre conseillère DuProprio</h3><p class="advisor__name">Émilie Fortier</p><p>Conseillère en vente · 1 866 387-7677</p><p class="fine">La conseillère DuProprio n'est pas une courtière immobilière. La propriété est vendue par son propriétaire.</p></aside>
${mortgage("424 900 $", "42 490 $", "4,79 %", "2 189 $", "fr")}
${cards("Propriétés semblables", [
  { price: "379 000 $", address: "Drummondville (Saint-Nicéphore)", line: "Maison de plain-pied · 3 chambres", href: "/fr/drummondville/saint-nicephore/maison-de-plain-pied-a-vendre/hab-1102870" },
  { price: "334 900 $", address: "Drummondville", line: "Jumelé · 3 chambres", href: "/fr/drummondville/drummondville/jumele-a-vendre/hab-1103355" },
  { price: "259 000 $", address: "Drummondville", line: "Condo · 2 chambres", href: "/fr/drummondville/drummondville/condo-a-vendre/hab-1101964" },
])}
${browse("Explorer Drummondville", ["Cottages à vendre à Drummondville", "Maisons de plain-pied à vendre", "Jumelés à vendre", "Condos près de chez vous", "Maisons mobiles à vendre"])}
${savedSearch("fr")}
</main>
${footer({ "DuProprio": ["À propos", "Nous joindre", "Carrières"], "Ressources": ["Guide de l'acheteur", "Calculatrices"] }, ["DuProprio n'est pas une agence immobilière. © 2025 DuProprio inc."])}
${windowState("__DP_LISTING__", { code: "1104526", type: "COTTAGE", storeys: 2, price: 424900, city: "Drummondville", sector: "Saint-Charles-de-Drummond", province: "QC", postalCode: "J2C 0E9", bedrooms: 3, bathrooms: 1, powderRooms: 1, livingArea: { sqft: 1620 }, lot: { sqft: 7150 }, yearBuilt: 2004, latitude: 45.87412, longitude: -72.43588, broker: null })}
</body></html>`,
    expected: {
      price: { amount: 424900 },
      propertyKind: "house",
      street: "2385, rue des Chardonnerets",
      city: "Drummondville",
      province: "QC",
      postalCode: "J2C 0E9",
      neighbourhood: "Saint-Charles-de-Drummond",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 7150, unit: "ft2" },
      yearBuilt: 2004,
      geo: { lat: 45.87412, lng: -72.43588 },
    },
  },
  {
    name: "ho67-royallepage-fr-jumele-plainpied-gatineau",
    site: "royallepage.ca",
    set: "held-out-67",
    traps: "French Royal LePage page: 'Maison jumelée' with 'Style Plain-pied' (a semi-detached bungalow; 'plain-pied' also names a kind of house in the browse list); 'Chambres 2 + 1'; 'Salles de bains 1 · Salles d'eau 1'; the Aylmer sector in parentheses after Gatineau; Centris number shown as 'No MLS®'; the brokerage's franchise office beside another agent in a 'Nos courtiers' box; similar listings with 'Maison en rangée' and 'Condo'",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/gatineau/418-rue-des-ormeaux/24517839/mls24517839/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>418, rue des Ormeaux, Gatineau (Aylmer) — Jumelé de plain-pied à vendre | Royal LePage</title>
<meta name="description" content="Maison jumelée de plain-pied à vendre au 418, rue des Ormeaux, Gatineau (Aylmer), QC. 2 + 1 chambres, 1 salle de bains, 1 salle d'eau. 429 000 $. No MLS® 24517839.">
<meta property="og:title" content="418, rue des Ormeaux, Gatineau — 429 000 $">
<meta property="og:image" content="https://rlp.ca/listing-images/24517839/1.jpg">
${gtm("G-RLP67GAT")}
</head><body>
${consent("Royal LePage", "fr")}
${header("Royal LePage", ["Acheter", "Vendre", "Trouver un courtier", "Commercial", "Blogue", "English"])}
<main class="property-page">
<div class="property-header">
<p class="property-header__status">À vendre</p>
<h1 class="property-header__address">418, rue des Ormeaux<span class="property-header__city">Gatineau (Aylmer), Québec J9H 6P3</span></h1>
<p class="property-header__price">429 000 $</p>
<ul class="property-header__icons"><li>2 + 1 Chambres</li><li>1 + 1 Salles de bains</li><li>Maison jumelée</li></ul>
</div>
${photos("https://rlp.ca/listing-images/24517839", 23, "418, rue des Ormeaux")}
<section class="property-description"><h2>Description</h2><p>Jumelé de plain-pied bien entretenu dans un secteur familial d'Aylmer, près du parc des Cèdres, des écoles et de la piste cyclable Voyageurs. Deux chambres et la salle de bains au rez-de-chaussée, cuisine rénovée en 2020 ouverte sur la salle à manger, porte-patio vers la terrasse. Sous-sol aménagé avec une troisième chambre, salle familiale et salle d'eau. Cour clôturée, remise. Toiture 2017.</p></section>
<section class="property-details"><h2>Détails de la propriété</h2>
<ul class="details-list">
<li><span class="label">No MLS®</span><span class="value">24517839</span></li>
<li><span class="label">Type de propriété</span><span class="value">Maison jumelée</span></li>
<li><span class="label">Style</span><span class="value">Plain-pied</span></li>
<li><span class="label">Chambres</span><span class="value">2 + 1</span></li>
<li><span class="label">Salles de bains</span><span class="value">1</span></li>
<li><span class="label">Salles d'eau</span><span class="value">1</span></li>
<li><span class="label">Superficie habitable</span><span class="value">1 056 pi²</span></li>
<li><span class="label">Superficie du terrain</span><span class="value">4 520 pi²</span></li>
<li><span class="label">Année de construction</span><span class="value">1989</span></li>
<li><span class="label">Secteur</span><span class="value">Aylmer</span></li>
<li><span class="label">Taxes municipales</span><span class="value">3 412 $ (2025)</span></li>
<li><span class="label">Évaluation municipale</span><span class="value">338 700 $</span></li>
</ul></section>
<section class="property-agent"><h2>Courtier inscripteur</h2>
<div class="agent-card" data-agent-id="88213"><p class="agent-card__name">Geneviève Lalonde</p><p class="agent-card__title">Courtière immobilière résidentielle</p><p class="agent-card__office">Royal LePage Vallée-des-Outaouais</p><p class="agent-card__address">181, rue Principale, Gatineau (Québec) J9H 3M9</p><p class="agent-card__phone">819 555-0148</p></div>
</section>
<aside class="office-agents"><h3>Nos courtiers</h3><div class="agent-mini"><p>Patrick Gauthier</p><p>Courtier immobilier</p></div><div class="agent-mini"><p>Karine Séguin</p><p>Courtière immobilière</p></div></aside>
${mortgage("429 000 $", "42 900 $", "4,79 %", "2 210 $", "fr")}
${cards("Propriétés semblables", [
  { price: "379 000 $", address: "56, rue de la Colline, Gatineau", line: "Maison en rangée · 3 ch. · 2 sdb", href: "/fr/property/quebec/gatineau/56-rue-de-la-colline/21177604/mls21177604/" },
  { price: "299 900 $", address: "210-90, rue Samuel-Edey, Gatineau", line: "Condo · 2 ch. · 1 sdb", href: "/fr/property/quebec/gatineau/210-90-rue-samuel-edey/19850331/mls19850331/" },
  { price: "469 000 $", address: "33, rue Front, Gatineau", line: "Maison jumelée · 3 ch. · 2 sdb", href: "/fr/property/quebec/gatineau/33-rue-front/27714269/mls27714269/" },
])}
${browse("Explorer Gatineau", ["Maisons de plain-pied à vendre à Gatineau", "Maisons jumelées à vendre", "Maisons en rangée à vendre", "Condos près de chez vous", "Maisons mobiles à vendre en Outaouais"])}
${savedSearch("fr")}
<p class="disclaimer">Les données relatives aux inscriptions proviennent de Centris. Royal LePage est une marque déposée de Bridgemarq Real Estate Services Inc.</p>
</main>
${footer({ "Royal LePage": ["À propos", "Carrières", "Fondation Royal LePage Un toit pour tous"], "Outils": ["Calculatrice hypothécaire", "Rapports de marché"] }, ["© 2025 Bridgemarq Real Estate Services Inc. Chaque bureau est indépendant et exploité de façon autonome."])}
${windowState("rlpListing", { id: "24517839", mls: "24517839", price: 429000, type: "Maison jumelée", style: "Plain-pied", address: { street: "418, rue des Ormeaux", city: "Gatineau", district: "Aylmer", province: "QC", postal: "J9H 6P3" }, lat: 45.39214, lng: -75.84371, agentId: "88213" })}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "semi-detached",
      street: "418, rue des Ormeaux",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9H 6P3",
      neighbourhood: "Aylmer",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1056,
      lot: { value: 4520, unit: "ft2" },
      yearBuilt: 1989,
      mlsNumber: "24517839",
      listingAgentName: "Geneviève Lalonde",
      brokerageName: "Royal LePage Vallée-des-Outaouais",
      geo: { lat: 45.39214, lng: -75.84371 },
    },
  },
  {
    name: "ho67-kijiji-fr-maison-mobile-sainte-sophie",
    site: "kijiji.ca",
    set: "held-out-67",
    traps: "French Kijiji by-owner ad in 'Maisons à vendre': a 'maison mobile' on its own lot (no park rent), 'de plain-pied' in the description; lot and year only in the prose ('terrain de 12 500 pi²', 'construite en 1996'); 'Taille (pi²) 840'; the ad id (not an MLS®); taxes per year; other ads for a 'Jumelé' and a 'Condo'; the ad's coordinates in the embedded state beside the region's map centre",
    pageUrl: "https://www.kijiji.ca/v-maison-a-vendre/laurentides/maison-mobile-avec-terrain-sainte-sophie/1718832046",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison mobile avec terrain - Sainte-Sophie | Maisons à vendre | Laurentides | Kijiji</title>
<meta name="description" content="Maison mobile 14 x 60 de plain-pied sur terrain de 12 500 pi², propriétaire du terrain, aucun loyer de parc. 2 chambres. 189 000 $.">
<meta property="og:title" content="Maison mobile avec terrain - Sainte-Sophie">
<meta property="og:image" content="https://i.ebayimg.com/images/g/Kj0AAOSw1718832046/s-l1600.jpg">
${gtm("G-KJJ67LAU")}
</head><body>
${consent("Kijiji", "fr")}
${header("Kijiji", ["Acheter et vendre", "Autos", "Immobilier", "Emplois", "Services", "English"], '<a class="post-ad" href="/p-admarkt-post-ad">Publier une annonce</a>')}
<main id="vip">
<nav class="breadcrumbs"><a href="/b-laurentides/l1700282">Laurentides</a> › <a href="/b-immobilier/laurentides/c34l1700282">Immobilier</a> › <a href="/b-maison-a-vendre/laurentides/c35l1700282">Maisons à vendre</a></nav>
<div class="vip-header"><h1 class="title">Maison mobile avec terrain - Sainte-Sophie</h1>
<div class="price-wrapper"><span class="current-price">189 000,00 $</span></div>
<div class="location"><span class="address">1120, rue des Geais-Bleus, Sainte-Sophie, QC J5J 1W8</span> <a href="#map">Voir la carte</a></div>
<div class="date-posted">Publiée il y a 3 jours</div></div>
${photos("https://i.ebayimg.com/images/g/1718832046", 14, "Maison mobile avec terrain - Sainte-Sophie")}
<section class="attributes"><h2>Aperçu</h2><ul>
<li><span class="attr-label">Chambres</span><span class="attr-value">2</span></li>
<li><span class="attr-label">Salles de bain</span><span class="attr-value">1</span></li>
<li><span class="attr-label">Taille (pi²)</span><span class="attr-value">840</span></li>
<li><span class="attr-label">À vendre par</span><span class="attr-value">Propriétaire</span></li>
<li><span class="attr-label">Meublé</span><span class="attr-value">Non</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Maison mobile 14 x 60 de plain-pied, construite en 1996 et bien entretenue, sur un terrain de 12 500 pi² dont vous êtes propriétaire (pas dans un parc, aucun loyer de terrain). Deux chambres, salle de bain complète rénovée en 2022, cuisine et salon à aire ouverte, rallonge de 10 x 12 servant de vestibule et buanderie. Toiture en tôle 2019, thermopompe murale, puits artésien et fosse septique conforme. Cabanon 10 x 16 et grande cour arrière boisée.</p><p>Taxes municipales 1 640 $/an, scolaires 118 $/an. Libre rapidement. Pas d'agent svp, vente par le propriétaire. Visites sur rendez-vous seulement.</p></section>
<section class="poster-info"><h2>Annonceur</h2><p class="poster-name">Sylvain</p><p>Membre depuis 2016</p><button>Envoyer un message</button></section>
<div class="ad-id">Numéro d'annonce : 1718832046</div>
${cards("Autres annonces qui pourraient vous plaire", [
  { price: "359 000,00 $", address: "Saint-Jérôme", line: "Jumelé 3 chambres avec garage", href: "/v-maison-a-vendre/laurentides/jumele-3-chambres-saint-jerome/1718790533" },
  { price: "264 900,00 $", address: "Mirabel", line: "Condo 4 ½ au 2e étage", href: "/v-condo-a-vendre/laurentides/condo-4-1-2-mirabel/1718801170" },
  { price: "145 000,00 $", address: "Saint-Colomban", line: "Maison mobile dans un parc", href: "/v-maison-a-vendre/laurentides/maison-mobile-parc-saint-colomban/1718779902" },
])}
${browse("Recherches populaires", ["Maisons mobiles à vendre", "Jumelés à vendre Laurentides", "Condos à vendre près de chez vous", "Maisons de plain-pied", "Terrains à vendre"])}
</main>
${footer({ "Kijiji": ["À propos", "Conseils de sécurité", "Politique de confidentialité"], "Immobilier": ["Maisons à vendre", "Appartements à louer", "Terrains"] }, ["© 2025 Kijiji Canada Ltd. Tous droits réservés."])}
${windowState("__data", { config: { mapDefaults: { lat: 45.7803, lng: -74.0024, zoom: 9 } }, viewItemPage: { adInfo: { id: 1718832046, title: "Maison mobile avec terrain - Sainte-Sophie", price: { amount: 18900000, currency: "CAD" }, categoryId: 35, adLocation: { mapAddress: "1120, rue des Geais-Bleus, Sainte-Sophie, QC J5J 1W8", latitude: 45.82016, longitude: -73.90641 }, attributes: [{ name: "numberbedrooms", value: "2" }, { name: "numberbathrooms", value: "10" }, { name: "areainfeet", value: "840" }, { name: "forsaleby", value: "ownr" }] } } })}
</body></html>`,
    expected: {
      price: { amount: 189000 },
      propertyKind: "mobile",
      street: "1120, rue des Geais-Bleus",
      city: "Sainte-Sophie",
      province: "QC",
      postalCode: "J5J 1W8",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 840,
      lot: { value: 12500, unit: "ft2" },
      yearBuilt: 1996,
      geo: { lat: 45.82016, lng: -73.90641 },
    },
  },
];
