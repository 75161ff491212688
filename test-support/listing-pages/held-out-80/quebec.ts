/**
 * Eightieth held-out corpus, Québec in French: centris.ca (a divided condo "1550, boulevard René-Lévesque Ouest,
 * app. 1204" in Montréal's Ville-Marie) and duproprio.com (an owner's loft "318, rue Saint-Vallier Est, app. 306" in a
 * converted factory in Québec's La Cité-Limoilou). Each carries its building's facts, its other units and its
 * management office. Addresses, names, phone numbers and numbers are invented; the expected facts were written before
 * any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { buildingBox, buildingUnits, calculator, consent, crumbs, gallery, gtm, header, leadForm, pixel, similar, siteFooter, windowState } from "./chrome.ts";

export const HELD_OUT_80_QUEBEC: ListingPage[] = [
  {
    name: "ho80-centris-condo-app-1204-rene-levesque-montreal",
    site: "centris.ca",
    set: "held-out-80",
    traps: "a French Centris condo '1550, boulevard René-Lévesque Ouest, app. 1204, Montréal (Ville-Marie)' with no postal code of its own; teaser '2 chambres' and '1 salle de bain et 1 salle d'eau'; 'Superficie nette 1 012 pi²' beside the tower's 38 étages, 412 unités and 486 000 pi²; 'Frais de copropriété 412 $/mois' and '4 944 $/an'; parking 'P2-88' included and a second garage space at 45 000 $; 'Orientation Sud-ouest'; other units of the building (app. 2207 at 729 000 $, app. 705, an app. 3102 rental at 2 850 $/mois) with their areas; the syndicate's management office with its own postal code; municipal assessment; geo in microdata; a broker card with the agency as 'inc., Agence immobilière'",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~montreal-ville-marie/24183056",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre - Montréal (Ville-Marie) - 1550, boulevard René-Lévesque Ouest, app. 1204 - 24183056 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Montréal (Ville-Marie). 549 000 $. 2 chambres, 1 salle de bain. No Centris 24183056.">
<meta property="og:title" content="Condo à vendre - 549 000 $ - Montréal (Ville-Marie)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD80C1204B77E2A1&t=pi&sm=m&w=1260">
<link rel="canonical" href="https://www.centris.ca/fr/condo~a-vendre~montreal-ville-marie/24183056">
${gtm("GTM-CTR80")}
</head><body>
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "Nouvelles", "English"], "fr")}
${crumbs(["Accueil", "Montréal", "Ville-Marie", "Condo"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Place">
<div class="header-property">
<h1 itemprop="category">Condo à vendre</h1>
<h2 itemprop="address" class="pt-1">1550, boulevard René-Lévesque Ouest, app. 1204, Montréal (Ville-Marie)</h2>
<div class="price-container"><span class="price" id="BuyPrice" content="549000">549 000 $</span></div>
<div id="ListingDisplayId">No Centris : 24183056</div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.49612"><meta itemprop="longitude" content="-73.57841"></div>
${gallery("https://mspublic.centris.ca/media/24183056", 30, "Condo 1550, boulevard René-Lévesque Ouest, app. 1204", "fr")}
<div class="teaser"><div class="piece">5 pièces</div><div class="cac">2 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="property-description"><h3>Description</h3><div itemprop="description">
<p>Au 12e étage de la tour Le Beaumanoir (2016), condo d'angle de 1 012 pi² orienté sud-ouest avec vue sur le fleuve et le mont Royal. Deux chambres fermées, salle de bain avec douche en verre et bain, salle d'eau près de l'entrée, cuisine avec îlot en quartz et électroménagers intégrés, balcon de 80 pi². Un espace de stationnement intérieur (P2-88) et un casier (no 1204) sont inclus; un second espace de garage est offert à 45 000 $ en sus. La tour de 38 étages compte 412 unités sur 486 000 pi² et offre conciergerie 24 h, piscine intérieure, gym, terrasse sur le toit et salle de réception. Gestion de l'immeuble : Gestion Sommet Ville-Marie, 1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5.</p>
</div></div>
<div class="description-carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Appartement</div></div>
<div class="carac-container"><div class="carac-title">Type de copropriété</div><div class="carac-value">Divise</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">2016</div></div>
<div class="carac-container"><div class="carac-title">Superficie nette</div><div class="carac-value">1 012 pi²</div></div>
<div class="carac-container"><div class="carac-title">Étage</div><div class="carac-value">12e de 38</div></div>
<div class="carac-container"><div class="carac-title">Orientation</div><div class="carac-value">Sud-ouest</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Garage (1)</div></div>
<div class="carac-container"><div class="carac-title">Caractéristiques additionnelles</div><div class="carac-value">Ascenseur, Conciergerie, Piscine intérieure</div></div>
</div>
<table class="table financial-details-table"><caption>Frais de copropriété</caption><tbody><tr><td>Mensuels</td><td>412 $</td></tr><tr><td>Annuels</td><td>4 944 $</td></tr></tbody></table>
<table class="table financial-details-table"><caption>Évaluation municipale</caption><tbody><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>48 200 $</td></tr><tr><td>Bâtiment</td><td>463 800 $</td></tr><tr><td>Total</td><td>512 000 $</td></tr></tbody></table>
<table class="table financial-details-table"><caption>Taxes</caption><tbody><tr><td>Municipales (2025)</td><td>3 718 $</td></tr><tr><td>Scolaires (2025)</td><td>412 $</td></tr><tr><td>Total</td><td>4 130 $</td></tr></tbody></table>
${buildingBox("L'immeuble : Le Beaumanoir", [["Adresse", "1550, boulevard René-Lévesque Ouest"], ["Année de construction", "2016"], ["Nombre d'étages", "38"], ["Nombre d'unités", "412"], ["Superficie de l'immeuble", "486 000 pi²"], ["Gestion", "Gestion Sommet Ville-Marie, 1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5"]])}
${buildingUnits("Autres propriétés dans cet immeuble", ["Unité", "Statut", "Prix", "Chambres", "Superficie"], [
  { unit: "app. 2207", status: "À vendre", price: "729 000 $", beds: "2", size: "1 190 pi²", href: "/fr/condo~a-vendre~montreal-ville-marie/22907718" },
  { unit: "app. 705", status: "À vendre", price: "399 000 $", beds: "1", size: "688 pi²", href: "/fr/condo~a-vendre~montreal-ville-marie/26611430" },
  { unit: "app. 3102", status: "À louer", price: "2 850 $/mois", beds: "2", size: "1 040 pi²", href: "/fr/condo~a-louer~montreal-ville-marie/19924507" },
])}
<div class="broker-info"><h3>Courtier</h3>
<div class="broker-card"><div class="broker-name">Geneviève Lapointe</div><div class="broker-title">Courtier immobilier résidentiel</div><div class="broker-agency">Urbania Centre-Ville inc., Agence immobilière</div><div class="broker-phone">514 555-0162</div></div>
${leadForm("Contacter le courtier", "Bonjour, le condo du 1550, boulevard René-Lévesque Ouest, app. 1204 m'intéresse.", "Envoyer", "fr")}
</div>
${calculator("Calculatrice hypothécaire", [["Prix", "549 000 $"], ["Mise de fonds (20 %)", "109 800 $"], ["Taux", "4,69 %"], ["Amortissement", "25 ans"]], "Paiement mensuel estimé : 2 477 $", "fr")}
${similar("Propriétés similaires", [
  { price: "575 000 $", address: "1280, rue Saint-Mathieu, app. 1506", place: "Montréal (Ville-Marie)", facts: "Condo · 2 chambres · 1 salle de bain", href: "/fr/condo~a-vendre~montreal-ville-marie/20311867" },
  { price: "519 000 $", address: "405, rue de la Montagne, app. 902", place: "Montréal (Le Sud-Ouest)", facts: "Condo · 2 chambres · 2 salles de bain", href: "/fr/condo~a-vendre~montreal-le-sud-ouest/27708834" },
])}
</main>
${siteFooter(["Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8.", "© 2025 Centris inc. Tous droits réservés. Les données sont fournies par les courtiers membres de l'OACIQ."], "fr")}
${pixel("2201176640080")}
</body></html>`,
    expected: {
      price: { amount: 549000 },
      propertyKind: "condo",
      street: "1550, boulevard René-Lévesque Ouest, app. 1204",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Ville-Marie",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 2016,
      mlsNumber: "24183056",
      listingAgentName: "Geneviève Lapointe",
      brokerageName: "Urbania Centre-Ville inc., Agence immobilière",
      geo: { lat: 45.49612, lng: -73.57841 },
    },
  },
  {
    name: "ho80-duproprio-loft-app-306-saint-vallier-quebec",
    site: "duproprio.com",
    set: "held-out-80",
    traps: "an owner's loft '318, rue Saint-Vallier Est, app. 306' in a 1912 shoe factory converted to lofts in 2006 (two years in separate rows); one mezzanine bedroom; 'Aire habitable 1 080 pi² (100,34 m²)' beside the building's 46 500 pi², 6 étages and 48 unités; 'Frais de copropriété 289 $/mois'; indoor parking space no 14 sold separately at 28 000 $ and a locker; other units of the building (app. 508 for sale at 419 000 $, app. 204 for rent at 1 650 $/mois); the syndicate's manager on boulevard Laurier with its own postal code; DuProprio's own listing number; no broker; map data attributes",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-318-rue-saint-vallier-est-app-306-1092417",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Loft à vendre à Québec (La Cité-Limoilou) - 318, rue Saint-Vallier Est, app. 306 | DuProprio 1092417</title>
<meta name="description" content="Loft à vendre par le propriétaire à Québec (La Cité-Limoilou). 374 900 $. 1 chambre, 1 salle de bain, 1 080 pi². DuProprio 1092417.">
<meta property="og:title" content="Loft à vendre - 318, rue Saint-Vallier Est, app. 306 - 374 900 $">
<meta property="og:image" content="https://photos.duproprio.com/1092417/1.jpg">
<link rel="canonical" href="https://duproprio.com/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-318-rue-saint-vallier-est-app-306-1092417">
${gtm("GTM-DPR80")}
</head><body>
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Nos forfaits", "Évaluation", "Conseils", "English"], "fr")}
<main class="listing-page">
${crumbs(["Accueil", "Québec Rive-Nord", "Québec", "La Cité-Limoilou", "Condo / loft"])}
<div class="listing-location">
<h1 class="listing-location__title">Loft à vendre</h1>
<div class="listing-location__address"><span class="listing-location__street">318, rue Saint-Vallier Est, app. 306</span><span class="listing-location__city">Québec (La Cité-Limoilou)</span></div>
<div class="listing-price"><span class="listing-price__amount">374 900 $</span></div>
<div class="listing-code">Code DuProprio : 1092417</div>
</div>
${gallery("https://photos.duproprio.com/1092417", 25, "Loft 318, rue Saint-Vallier Est, app. 306", "fr")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> chambre</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 080</span> pi² (100,34 m²)</div>
</div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Véritable loft dans l'ancienne manufacture de chaussures Gagnon-Dorval, à deux pas de la rue Saint-Joseph. Plafonds de 14 pi, murs de brique d'origine, colonnes de bois et fenêtres industrielles restaurées. L'aire ouverte réunit cuisine, salle à manger et salon; la chambre est en mezzanine, au-dessus de la salle de bain avec douche italienne. Stationnement intérieur no 14 vendu séparément (28 000 $), casier de rangement inclus. L'immeuble de 6 étages compte 48 unités. Le loft voisin (app. 204) est à louer à 1 650 $/mois et l'app. 508 est aussi à vendre à 419 000 $ : on ne parle pas du nôtre!</p>
</div>
<div class="listing-box"><h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><div>Type de propriété</div><div>Condo / loft</div></div>
<div class="listing-box__dotted-row"><div>Année de construction</div><div>1912</div></div>
<div class="listing-box__dotted-row"><div>Conversion en lofts</div><div>2006</div></div>
<div class="listing-box__dotted-row"><div>Aire habitable (sans sous-sol)</div><div>1 080 pi² (100,34 m²)</div></div>
<div class="listing-box__dotted-row"><div>Étage</div><div>3e</div></div>
<div class="listing-box__dotted-row"><div>Nombre de chambres</div><div>1</div></div>
<div class="listing-box__dotted-row"><div>Nombre de salles de bain</div><div>1</div></div>
<div class="listing-box__dotted-row"><div>Nombre de salles d'eau</div><div>0</div></div>
<div class="listing-box__dotted-row"><div>Stationnement</div><div>Intérieur no 14, vendu séparément (28 000 $)</div></div>
<div class="listing-box__dotted-row"><div>Orientation</div><div>Nord-est</div></div>
</div>
<div class="listing-box"><h2>Copropriété</h2>
<div class="listing-box__dotted-row"><div>Nom de l'immeuble</div><div>Les Lofts de la Cordonnerie</div></div>
<div class="listing-box__dotted-row"><div>Nombre d'étages</div><div>6</div></div>
<div class="listing-box__dotted-row"><div>Nombre d'unités</div><div>48</div></div>
<div class="listing-box__dotted-row"><div>Superficie totale de l'immeuble</div><div>46 500 pi²</div></div>
<div class="listing-box__dotted-row"><div>Frais de copropriété</div><div>289 $/mois</div></div>
<div class="listing-box__dotted-row"><div>Gestion</div><div>Gestion Capitale, 2590, boulevard Laurier, bureau 300, Québec (Québec) G1V 4M6</div></div>
</div>
<div class="listing-box"><h2>Évaluation et taxes</h2>
<div class="listing-box__dotted-row"><div>Évaluation municipale (2025)</div><div>338 400 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes municipales</div><div>3 022 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes scolaires</div><div>231 $</div></div>
</div>
${buildingUnits("Autres unités du même immeuble sur DuProprio", ["Unité", "Statut", "Prix", "Chambres", "Superficie"], [
  { unit: "app. 508", status: "À vendre", price: "419 000 $", beds: "1", size: "1 180 pi²", href: "/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-318-rue-saint-vallier-est-app-508-1091876" },
])}
<div id="listing-map" class="listing-map" data-latitude="46.81522" data-longitude="-71.22418" data-zoom="16"></div>
<div class="listing-contact"><h2>Contacter le propriétaire</h2><p>Vendu par le propriétaire, sans courtier.</p>${leadForm("Écrire au propriétaire", "Bonjour, votre loft du 318, rue Saint-Vallier Est, app. 306 m'intéresse.", "Envoyer", "fr")}</div>
${similar("Propriétés semblables", [
  { price: "359 000 $", address: "640, rue du Roi, app. 4", place: "Québec (La Cité-Limoilou)", facts: "Loft · 1 chambre · 960 pi²", href: "/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-640-rue-du-roi-app-4-1090522" },
  { price: "399 500 $", address: "155, boulevard Charest Est, app. 702", place: "Québec (La Cité-Limoilou)", facts: "Condo · 2 chambres · 1 salle de bain", href: "/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-155-boulevard-charest-est-app-702-1091140" },
])}
</main>
${windowState("dataLayer_listing", { listingId: 1092417, category: "condo", subcategory: "loft", price: 374900, city: "Québec", borough: "La Cité-Limoilou", bedrooms: 1, bathrooms: 1, powderRooms: 0, livingArea: 1080, lat: 46.81522, lng: -71.22418 })}
${siteFooter(["DuProprio inc., 1000, boulevard Charest Ouest, Québec (Québec) G1N 4L2.", "© 2025 DuProprio. Tous droits réservés. DuProprio n'est pas un courtier immobilier."], "fr")}
</body></html>`,
    expected: {
      price: { amount: 374900 },
      propertyKind: "condo",
      street: "318, rue Saint-Vallier Est, app. 306",
      city: "Québec",
      province: "QC",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 1080,
      yearBuilt: 1912,
      geo: { lat: 46.81522, lng: -71.22418 },
    },
  },
];
