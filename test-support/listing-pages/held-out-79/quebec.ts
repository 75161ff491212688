/**
 * Seventy-ninth held-out corpus, Québec in French: centris.ca (an intergenerational house on "5e Rang" in
 * Sainte-Mélanie with a detached garage-workshop) and duproprio.com (an owner's fermette on "rang du Moulin" in
 * Saint-Zéphirin-de-Courval with a barn, a henhouse and a garage of other years). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { consent, crumbs, gallery, gtm, header, leadForm, pixel, similar, siteFooter, windowState } from "./chrome.ts";

export const HELD_OUT_79_QUEBEC: ListingPage[] = [
  {
    name: "ho79-centris-intergeneration-5e-rang-sainte-melanie",
    site: "centris.ca",
    set: "held-out-79",
    traps: "a French Centris page for a house with an intergenerational unit on '1240, 5e Rang' (an ordinal rang, no postal code): the teaser's totals '4 chambres' and '2 salles de bain et 1 salle d'eau' beside the intergenerational unit's own '1 chambre, 1 salle de bain, 680 pi²'; 'Superficie habitable 2 150 pi²' beside the footprint and the 28 x 40 pi garage-atelier (2008); 'Superficie du terrain 52 810 pi²'; municipal assessment and taxes in the price's format; the agency's Joliette office address and postal code; geo in microdata; similar properties",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~sainte-melanie/21873306",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre - Sainte-Mélanie - 1240, 5e Rang - 21873306 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Sainte-Mélanie, Lanaudière. 589 000 $. Intergénération. No Centris 21873306.">
<meta property="og:title" content="Maison à étages à vendre - 589 000 $ - Sainte-Mélanie">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD6F2C19B04E71F3&t=pi&sm=m&w=1260">
<link rel="canonical" href="https://www.centris.ca/fr/maison~a-vendre~sainte-melanie/21873306">
${gtm("GTM-CTR79")}
</head><body>
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "Nouvelles", "English"], "fr")}
${crumbs(["Accueil", "Lanaudière", "Sainte-Mélanie", "Maison à étages"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Place">
<div class="header-property">
<h1 itemprop="category">Maison à étages à vendre</h1>
<h2 itemprop="address" class="pt-1">1240, 5e Rang, Sainte-Mélanie</h2>
<div class="price-container"><span class="price" id="BuyPrice" content="589000">589 000 $</span></div>
<div id="ListingDisplayId">No Centris : 21873306</div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.14522"><meta itemprop="longitude" content="-73.48839"></div>
${gallery("https://mspublic.centris.ca/media/21873306", 28, "Maison à étages 1240, 5e Rang", "fr")}
<div class="teaser"><div class="piece">12 pièces</div><div class="cac">4 chambres</div><div class="sdb">2 salles de bain et 1 salle d'eau</div></div>
<div class="property-description"><h3>Description</h3><div itemprop="description">
<p>Propriété intergénération sur un grand terrain boisé du 5e Rang, à 8 minutes du village et 15 minutes de Joliette. La partie principale offre 3 chambres à l'étage, une salle de bain avec douche en céramique et bain autoportant, cuisine en merisier ouverte sur la salle à manger et salle d'eau au rez-de-chaussée. Le logement intergénération (680 pi² au rez-de-chaussée, 1 chambre, 1 salle de bain, entrée indépendante) communique avec la maison par la buanderie. Garage détaché et atelier de 28 x 40 pi construit en 2008, chauffé, avec porte de 12 pi. Piscine hors terre, potager, remise. Toiture 2018, thermopompe 2021.</p>
</div></div>
<div class="description-carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Isolé</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">1996</div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value">2 150 pi²</div></div>
<div class="carac-container"><div class="carac-title">Dimensions du bâtiment</div><div class="carac-value">62 x 34 pi irr.</div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value">52 810 pi²</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Allée (8), Garage (2)</div></div>
<div class="carac-container"><div class="carac-title">Caractéristiques additionnelles</div><div class="carac-value">Intergénération</div></div>
<div class="carac-container"><div class="carac-title">Logement intergénération</div><div class="carac-value">1 chambre, 1 salle de bain, 680 pi²</div></div>
<div class="carac-container"><div class="carac-title">Garage détaché / atelier</div><div class="carac-value">28 x 40 pi (2008)</div></div>
</div>
<table class="table financial-details-table"><caption>Évaluation municipale</caption><tbody><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>71 400 $</td></tr><tr><td>Bâtiment</td><td>398 600 $</td></tr><tr><td>Total</td><td>470 000 $</td></tr></tbody></table>
<table class="table financial-details-table"><caption>Taxes</caption><tbody><tr><td>Municipales (2025)</td><td>3 488 $</td></tr><tr><td>Scolaires (2025)</td><td>301 $</td></tr><tr><td>Total</td><td>3 789 $</td></tr></tbody></table>
<div class="broker-info" id="divBrokerInfo">
<div class="broker-info__broker-card"><h3 class="broker-info__broker-title" itemprop="name">Mélanie Brisebois</h3><p class="broker-info__title">Courtier immobilier résidentiel</p><p class="broker-info__agency">Immeubles Lanaudière Nord inc.</p><p class="broker-info__agency-type">Agence immobilière</p><p class="broker-info__agency-address">655, boulevard Manseau, Joliette (Québec) J6E 3E9</p><a href="tel:4505550163">450 555-0163</a></div>
</div>
${leadForm("Contacter la courtière", "Bonjour, je souhaiterais obtenir plus d'information sur la propriété du 1240, 5e Rang (No Centris 21873306).", "Envoyer", "fr")}
${similar("Propriétés similaires", [
  { price: "529 000 $", address: "981, 4e Rang", place: "Sainte-Mélanie", facts: "4 chambres · 2 salles de bain · Intergénération", href: "/fr/maison~a-vendre~sainte-melanie/13550217" },
  { price: "649 900 $", address: "3110, chemin du Lac-Rouge", place: "Saint-Jean-de-Matha", facts: "5 chambres · 3 salles de bain", href: "/fr/maison~a-vendre~saint-jean-de-matha/28842096" },
])}
</main>
${siteFooter(["Centris inc. · Les renseignements proviennent des courtiers immobiliers membres de Centris.", "No Centris 21873306 · © 2025 Centris inc. Tous droits réservés."], "fr")}
${pixel("5512009871342")}
</body></html>`,
    expected: {
      price: { amount: 589000 },
      propertyKind: "house",
      street: "1240, 5e Rang",
      city: "Sainte-Mélanie",
      province: "QC",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2150,
      lot: { value: 52810, unit: "ft2" },
      yearBuilt: 1996,
      mlsNumber: "21873306",
      listingAgentName: "Mélanie Brisebois",
      brokerageName: "Immeubles Lanaudière Nord inc.",
      geo: { lat: 46.14522, lng: -73.48839 },
    },
  },
  {
    name: "ho79-duproprio-fermette-rang-du-moulin-saint-zephirin",
    site: "duproprio.com",
    set: "held-out-79",
    traps: "an owner's DuProprio page for a fermette (no broker, no MLS®): DuProprio's listing number and the cadastre lot number near each other; '3 chambres', '1 salle de bain', '1 salle d'eau'; 'Aire habitable (s-sol exclu) 1 650 pi²' beside a 24 x 30 garage; 'Superficie du terrain 20 639 m² (5,1 acres)'; house 1921 beside the grange-étable 1948, garage 2011 and poulailler 2019; the region 'Centre-du-Québec' beside the municipality; assessment and taxes; the map point in data attributes and in the embedded state; other owners' listings",
    pageUrl: "https://duproprio.com/fr/centre-du-quebec/saint-zephirin-de-courval/fermette-a-vendre/hab-2714-rang-du-moulin-1089233",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fermette à vendre - 2714, rang du Moulin, Saint-Zéphirin-de-Courval - DuProprio - 1089233</title>
<meta name="description" content="Fermette à vendre à Saint-Zéphirin-de-Courval, Centre-du-Québec. 3 chambres, 1 salle de bain. 439 000 $. Vendue sans commission par DuProprio.">
<meta property="og:title" content="Fermette à vendre - 439 000 $ - Saint-Zéphirin-de-Courval">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1089233/1.jpg">
<link rel="canonical" href="https://duproprio.com/fr/centre-du-quebec/saint-zephirin-de-courval/fermette-a-vendre/hab-2714-rang-du-moulin-1089233">
${gtm("GTM-DP79")}
</head><body class="listing-page">
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Trouver un professionnel", "Financement", "Guides", "English"], "fr")}
<main class="listing">
${crumbs(["Accueil", "Centre-du-Québec", "Saint-Zéphirin-de-Courval", "Fermette"])}
<div class="listing-location">
<h1 class="listing-location__title">Fermette à vendre</h1>
<div class="listing-location__address"><div class="listing-location__street">2714, rang du Moulin</div><div class="listing-location__city">Saint-Zéphirin-de-Courval</div><div class="listing-location__region">Centre-du-Québec</div></div>
<div class="listing-price"><div class="listing-price__amount">439 000 $</div></div>
<div class="listing-id">Numéro de propriété : 1089233</div>
</div>
${gallery("https://photos.duproprio.com/photos/public/1089233", 26, "2714, rang du Moulin", "fr")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--living-space-area"><span class="listing-main-characteristics__title">Aire habitable (s-sol exclu)</span><span class="listing-main-characteristics__number">1 650 pi²</span><span class="listing-main-characteristics__sub">153,29 m²</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--lot-dimensions"><span class="listing-main-characteristics__title">Superficie du terrain</span><span class="listing-main-characteristics__number">20 639 m²</span><span class="listing-main-characteristics__sub">5,1 acres</span></div>
</div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Notre petite ferme de 5 acres, à 20 minutes de Drummondville et de Nicolet. Maison de ferme de 1921 rénovée avec soin : 3 chambres à l'étage, salle de bain complète, salle d'eau au rez-de-chaussée, cuisine de campagne avec poêle à bois, planchers de pin d'origine. Bâtiments : grange-étable de 1948 (toit de tôle refait en 2015), poulailler isolé construit en 2019, garage détaché 24 x 30 pi de 2011 avec atelier. Pâturage clôturé pour chèvres ou chevaux, jardin de 2 000 pi², érables. Le terrain fait environ 160 pi de façade sur le rang. Puits de surface et fosse septique conforme (2017).</p>
</div>
<div class="listing-box"><h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><div>Type de propriété</div><div>Fermette</div></div>
<div class="listing-box__dotted-row"><div>Année de construction</div><div>1921</div></div>
<div class="listing-box__dotted-row"><div>Numéro de lot (cadastre)</div><div>5 412 887</div></div>
<div class="listing-box__dotted-row"><div>Étages</div><div>2</div></div>
<div class="listing-box__dotted-row"><div>Sous-sol</div><div>Vide sanitaire et cave de pierre</div></div>
<div class="listing-box__dotted-row"><div>Bâtiments secondaires</div><div>Grange-étable (1948), garage détaché 24 x 30 pi (2011), poulailler (2019)</div></div>
<div class="listing-box__dotted-row"><div>Zonage</div><div>Agricole</div></div>
</div>
<div class="listing-box"><h2>Évaluation et taxes</h2>
<div class="listing-box__dotted-row"><div>Évaluation municipale (2025)</div><div>312 800 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes municipales</div><div>2 804 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes scolaires</div><div>214 $</div></div>
</div>
<div id="listing-map" class="listing-map" data-latitude="46.06188" data-longitude="-72.60412" data-zoom="14"></div>
<div class="listing-contact"><h2>Contacter le propriétaire</h2><p>Vendu par le propriétaire, sans courtier.</p>${leadForm("Écrire au propriétaire", "Bonjour, votre fermette du 2714, rang du Moulin m'intéresse.", "Envoyer", "fr")}</div>
${similar("Propriétés semblables", [
  { price: "375 000 $", address: "1502, rang Sainte-Anne", place: "Saint-Bonaventure", facts: "Fermette · 2 chambres · 3,2 acres", href: "/fr/centre-du-quebec/saint-bonaventure/fermette-a-vendre/hab-1502-rang-sainte-anne-1087710" },
  { price: "529 000 $", address: "88, 3e Rang", place: "Saint-Lucien", facts: "Maison · 4 chambres · 2 salles de bain", href: "/fr/centre-du-quebec/saint-lucien/maison-a-vendre/hab-88-3e-rang-1088402" },
])}
</main>
${windowState("dataLayer_listing", { listingId: 1089233, category: "fermette", price: 439000, city: "Saint-Zéphirin-de-Courval", region: "Centre-du-Québec", bedrooms: 3, bathrooms: 1, powderRooms: 1, lat: 46.06188, lng: -72.60412 })}
${siteFooter(["DuProprio inc., 1000, boulevard Charest Ouest, Québec (Québec) G1N 4L2.", "© 2025 DuProprio. Tous droits réservés. DuProprio n'est pas un courtier immobilier."], "fr")}
</body></html>`,
    expected: {
      price: { amount: 439000 },
      propertyKind: "farm",
      street: "2714, rang du Moulin",
      city: "Saint-Zéphirin-de-Courval",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 20639, unit: "m2" },
      yearBuilt: 1921,
      geo: { lat: 46.06188, lng: -72.60412 },
    },
  },
];
