/**
 * Eighty-fourth held-out corpus, Québec in French: centris.ca (a triplex "6455-6459, 2e Avenue" in Montréal's
 * Rosemont/La Petite-Patrie, the main unit's rooms in the teaser and the three units in a rent roll), duproprio.com (an
 * owner-occupied up/down duplex "1186-1188, rue Fusey" in Trois-Rivières' Cap-de-la-Madeleine) and remax.ca's French
 * page (a quadruplex "112-118, rue Lesage" in Laval's Pont-Viau with gross revenue, expenses and a cap rate).
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before any extractor ran
 * on them.
 */
import type { ListingPage } from "../types.ts";
import { calculator, consent, crumbs, gallery, gtm, header, leadForm, nextData, pixel, rentRoll, similar, siteFooter, statement, windowState } from "./chrome.ts";

export const HELD_OUT_84_QUEBEC: ListingPage[] = [
  {
    name: "ho84-centris-triplex-2e-avenue-rosemont-montreal",
    site: "centris.ca",
    set: "held-out-84",
    traps:
      "a French Centris triplex '6455-6459, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)'; the teaser gives the main unit only ('Unité principale : 6 pièces, 3 chambres, 1 salle de bain') and no building total; 'Unités résidentielles 1 × 6 ½, 2 × 4 ½'; a rent roll with each unit's rooms, bedrooms, lease end and rent, the main unit 'libre à l'acheteur' with a potential rent; 'Revenus bruts potentiels 55 800 $'; 'Superficie du bâtiment (au sol) 1 320 pi²' (the footprint) beside 'Superficie du terrain 2 450 pi²'; municipal assessment and taxes; expenses; geo in microdata",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/19840722",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre - Montréal (Rosemont/La Petite-Patrie) - 6455-6459, 2e Avenue - 19840722 | Centris.ca</title>
<meta name="description" content="Triplex à vendre à Montréal (Rosemont/La Petite-Patrie). 1 149 000 $. 3 unités résidentielles. No Centris 19840722.">
<meta property="og:title" content="Triplex à vendre - 1 149 000 $ - Montréal (Rosemont/La Petite-Patrie)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD84A19840722F1&t=pi&sm=m&w=1260">
<link rel="canonical" href="https://www.centris.ca/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/19840722">
${gtm("GTM-CTR84")}
</head><body>
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Plex et revenus", "Trouver un courtier", "Outils", "English"], "fr")}
${crumbs(["Accueil", "Montréal", "Rosemont/La Petite-Patrie", "Plex"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Place">
<div class="header-property">
<h1 itemprop="category">Triplex à vendre</h1>
<h2 itemprop="address" class="pt-1">6455-6459, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)</h2>
<div class="price-container"><span class="price" id="BuyPrice" content="1149000">1 149 000 $</span></div>
<div id="ListingDisplayId">No Centris : 19840722</div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.55318"><meta itemprop="longitude" content="-73.59274"></div>
${gallery("https://mspublic.centris.ca/media/19840722", 36, "Triplex 6455-6459, 2e Avenue", "fr")}
<div class="teaser"><h3>Unité principale</h3><div class="piece">6 pièces</div><div class="cac">3 chambres</div><div class="sdb">1 salle de bain</div></div>
<div class="property-description"><h3>Description</h3><div itemprop="description">
<p>Triplex jumelé de 1927 à deux rues de la Plaza Saint-Hubert. Le rez-de-chaussée (6459) est un 6 ½ de trois chambres avec cour arrière et cabanon; il sera libre à l'acheteur à la signature de l'acte. Les deux 4 ½ des étages (6457 et 6455) sont loués à des locataires de longue date. Toiture refaite en 2019, fenêtres 2016, entrées électriques de 200 A (2021). Chauffage électrique à la charge des locataires. Idéal pour propriétaire occupant : le loyer potentiel du rez-de-chaussée est estimé à 2 100 $/mois.</p>
</div></div>
<div class="description-carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Jumelé</div></div>
<div class="carac-container"><div class="carac-title">Nombre d'unités</div><div class="carac-value">Résidentiel (3)</div></div>
<div class="carac-container"><div class="carac-title">Unités résidentielles</div><div class="carac-value">1 × 6 ½, 2 × 4 ½</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">1927</div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value">2 450 pi²</div></div>
<div class="carac-container"><div class="carac-title">Superficie du bâtiment (au sol)</div><div class="carac-value">1 320 pi²</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Aucun (vignette de rue)</div></div>
<div class="carac-container"><div class="carac-title">Revenus bruts potentiels</div><div class="carac-value">55 800 $</div></div>
</div>
${rentRoll("Unités", ["Unité", "Étage", "Pièces", "Chambres", "Salle de bain", "Bail jusqu'au", "Loyer mensuel"], [
  ["6459", "Rez-de-chaussée", "6 ½", "3", "1", "Libre à l'acheteur", "2 100 $ (potentiel)"],
  ["6457", "2e", "4 ½", "2", "1", "30 juin 2026", "1 350 $"],
  ["6455", "3e", "4 ½", "2", "1", "30 juin 2026", "1 200 $"],
], "Loyers actuels : 30 600 $/an. Revenus bruts potentiels avec le rez-de-chaussée loué : 55 800 $/an.")}
<table class="table financial-details-table"><caption>Évaluation municipale</caption><tbody><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>312 000 $</td></tr><tr><td>Bâtiment</td><td>598 400 $</td></tr><tr><td>Total</td><td>910 400 $</td></tr></tbody></table>
<table class="table financial-details-table"><caption>Taxes</caption><tbody><tr><td>Municipales (2025)</td><td>6 211 $</td></tr><tr><td>Scolaires (2025)</td><td>702 $</td></tr><tr><td>Total</td><td>6 913 $</td></tr></tbody></table>
${statement("Dépenses (annuelles)", [["Taxes municipales et scolaires", "6 913 $"], ["Assurances", "3 400 $"], ["Entretien et déneigement", "1 150 $"], ["Total des dépenses", "11 463 $"]])}
<div class="broker-info"><h3>Courtier</h3>
<div class="broker-card"><div class="broker-name">Mathieu Desrosiers</div><div class="broker-title">Courtier immobilier agréé DA</div><div class="broker-agency">Immeubles Plateau-Rosemont inc., Agence immobilière</div><div class="broker-phone">514 555-0148</div></div>
${leadForm("Contacter le courtier", "Bonjour, le triplex du 6455-6459, 2e Avenue m'intéresse. Est-il possible de visiter le rez-de-chaussée?", "Envoyer", "fr")}
</div>
${calculator("Calculatrice hypothécaire", [["Prix", "1 149 000 $"], ["Mise de fonds (20 %)", "229 800 $"], ["Taux", "4,79 %"], ["Amortissement", "30 ans"]], "Paiement mensuel estimé : 4 803 $", "fr")}
${similar("Plex similaires", [
  { price: "1 249 000 $", address: "6820-6824, rue Chambord", place: "Montréal (Rosemont/La Petite-Patrie)", facts: "Triplex · 3 unités · 1926", href: "/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/21190334" },
  { price: "985 000 $", address: "5231-5233, 9e Avenue", place: "Montréal (Rosemont/La Petite-Patrie)", facts: "Duplex · 2 unités · 1931", href: "/fr/duplex~a-vendre~montreal-rosemont-la-petite-patrie/27760918" },
  { price: "1 395 000 $", address: "2330-2336, rue Bélanger", place: "Montréal (Rosemont/La Petite-Patrie)", facts: "Quadruplex · 4 unités · 1949", href: "/fr/quadruplex~a-vendre~montreal-rosemont-la-petite-patrie/16602145" },
])}
</main>
${siteFooter(["Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8.", "© 2025 Centris inc. Tous droits réservés. Les renseignements sont fournis par les courtiers membres de l'OACIQ et ne sont pas garantis."], "fr")}
${pixel("2201176640084")}
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "plex",
      street: "6455-6459, 2e Avenue",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Rosemont/La Petite-Patrie",
      lot: { value: 2450, unit: "ft2" },
      yearBuilt: 1927,
      mlsNumber: "19840722",
      listingAgentName: "Mathieu Desrosiers",
      brokerageName: "Immeubles Plateau-Rosemont inc., Agence immobilière",
      geo: { lat: 45.55318, lng: -73.59274 },
    },
  },
  {
    name: "ho84-duproprio-duplex-rue-fusey-trois-rivieres",
    site: "duproprio.com",
    set: "held-out-84",
    traps:
      "an owner-occupied up/down duplex '1186-1188, rue Fusey' in 'Trois-Rivières (Cap-de-la-Madeleine)'; the building's '5 chambres' and '2 salles de bain' beside each unit's own (3 and 2 bedrooms, 1 020 pi² each); 'Aire habitable 2 040 pi² (189,52 m²)' for both units; lot '4 000 pi² (371,61 m²)'; the ground-floor tenant's rent and lease, the owner's unit 'loyer potentiel 1 250 $/mois', current and potential annual revenue; municipal assessment 2025; DuProprio's own listing code; no broker; map data attributes and a dataLayer",
    pageUrl: "https://duproprio.com/fr/mauricie/trois-rivieres/duplex-a-vendre/hab-1186-1188-rue-fusey-1093288",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Duplex à vendre à Trois-Rivières (Cap-de-la-Madeleine) - 1186-1188, rue Fusey | DuProprio 1093288</title>
<meta name="description" content="Duplex à vendre par le propriétaire à Trois-Rivières (Cap-de-la-Madeleine). 389 000 $. 5 chambres, 2 salles de bain. DuProprio 1093288.">
<meta property="og:title" content="Duplex à vendre - 1186-1188, rue Fusey - 389 000 $">
<meta property="og:image" content="https://photos.duproprio.com/1093288/1.jpg">
<link rel="canonical" href="https://duproprio.com/fr/mauricie/trois-rivieres/duplex-a-vendre/hab-1186-1188-rue-fusey-1093288">
${gtm("GTM-DPR84")}
</head><body>
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Nos forfaits", "Évaluation", "Plex", "English"], "fr")}
<main class="listing-page">
${crumbs(["Accueil", "Mauricie", "Trois-Rivières", "Cap-de-la-Madeleine", "Duplex"])}
<div class="listing-location">
<h1 class="listing-location__title">Duplex à vendre</h1>
<div class="listing-location__address"><span class="listing-location__street">1186-1188, rue Fusey</span><span class="listing-location__city">Trois-Rivières (Cap-de-la-Madeleine)</span></div>
<div class="listing-price"><span class="listing-price__amount">389 000 $</span></div>
<div class="listing-code">Code DuProprio : 1093288</div>
</div>
${gallery("https://photos.duproprio.com/1093288", 28, "Duplex 1186-1188, rue Fusey", "fr")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">5</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> salles de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2 040</span> pi² (189,52 m²)</div>
</div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Nous habitons le 5 ½ de l'étage (1188) depuis 2014 et vendons pour nous rapprocher de nos enfants. Le logement du rez-de-chaussée (1186, 4 ½) est loué 985 $/mois, chauffé par le locataire, à une dame tranquille en place depuis huit ans. À la libération de l'étage, un loyer de 1 250 $/mois est réaliste selon le marché du Cap. Sous-sol non aménagé avec rangement pour chaque logement et laveuse-sécheuse partagée. Toiture 2020, thermopompe murale à l'étage (2022). À 5 minutes du pont Laviolette et de l'hôpital.</p>
</div>
<div class="listing-box"><h2>Caractéristiques du bâtiment</h2>
<div class="listing-box__dotted-row"><div>Type de propriété</div><div>Duplex</div></div>
<div class="listing-box__dotted-row"><div>Année de construction</div><div>1962</div></div>
<div class="listing-box__dotted-row"><div>Aire habitable (sans sous-sol)</div><div>2 040 pi² (189,52 m²)</div></div>
<div class="listing-box__dotted-row"><div>Dimensions du terrain</div><div>40 pi x 100 pi</div></div>
<div class="listing-box__dotted-row"><div>Superficie du terrain</div><div>4 000 pi² (371,61 m²)</div></div>
<div class="listing-box__dotted-row"><div>Nombre de logements</div><div>2</div></div>
<div class="listing-box__dotted-row"><div>Nombre total de chambres</div><div>5</div></div>
<div class="listing-box__dotted-row"><div>Nombre total de salles de bain</div><div>2</div></div>
<div class="listing-box__dotted-row"><div>Sous-sol</div><div>Non aménagé, 6 pi 8 po</div></div>
<div class="listing-box__dotted-row"><div>Stationnement</div><div>Allée double (4 voitures)</div></div>
</div>
${rentRoll("Logements et revenus", ["Logement", "Étage", "Format", "Chambres", "Superficie", "Statut", "Loyer"], [
  ["1188", "Étage", "5 ½", "3", "1 020 pi²", "Occupé par le propriétaire", "1 250 $/mois (potentiel)"],
  ["1186", "Rez-de-chaussée", "4 ½", "2", "1 020 pi²", "Loué, bail jusqu'au 30 juin 2026", "985 $/mois"],
], "Revenus annuels actuels : 11 820 $ · Revenus annuels potentiels : 26 820 $")}
<div class="listing-box"><h2>Évaluation et taxes</h2>
<div class="listing-box__dotted-row"><div>Évaluation municipale (2025)</div><div>301 500 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes municipales</div><div>3 488 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes scolaires</div><div>246 $</div></div>
<div class="listing-box__dotted-row"><div>Assurances</div><div>2 160 $</div></div>
</div>
<div id="listing-map" class="listing-map" data-latitude="46.37044" data-longitude="-72.52186" data-zoom="16"></div>
<div class="listing-contact"><h2>Contacter le propriétaire</h2><p>Vendu par le propriétaire, sans courtier.</p>${leadForm("Écrire au propriétaire", "Bonjour, votre duplex du 1186-1188, rue Fusey m'intéresse.", "Envoyer", "fr")}</div>
${similar("Propriétés semblables", [
  { price: "349 900 $", address: "455-457, rue Saint-Laurent", place: "Trois-Rivières (Cap-de-la-Madeleine)", facts: "Duplex · 4 chambres · 2 salles de bain", href: "/fr/mauricie/trois-rivieres/duplex-a-vendre/hab-455-457-rue-saint-laurent-1092901" },
  { price: "529 000 $", address: "2140-2144, rue Notre-Dame Est", place: "Trois-Rivières", facts: "Triplex · 6 chambres · 3 salles de bain", href: "/fr/mauricie/trois-rivieres/triplex-a-vendre/hab-2140-2144-rue-notre-dame-est-1093015" },
])}
</main>
${windowState("dataLayer_listing", { listingId: 1093288, category: "plex", subcategory: "duplex", price: 389000, city: "Trois-Rivières", borough: "Cap-de-la-Madeleine", bedrooms: 5, bathrooms: 2, units: 2, livingArea: 2040, lat: 46.37044, lng: -72.52186 })}
${siteFooter(["DuProprio inc., 1000, boulevard Charest Ouest, Québec (Québec) G1N 4L2.", "© 2025 DuProprio. Tous droits réservés. DuProprio n'est pas un courtier immobilier."], "fr")}
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "plex",
      street: "1186-1188, rue Fusey",
      city: "Trois-Rivières",
      province: "QC",
      neighbourhood: "Cap-de-la-Madeleine",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 2040,
      lot: { value: 4000, unit: "ft2" },
      yearBuilt: 1962,
      geo: { lat: 46.37044, lng: -72.52186 },
    },
  },
  {
    name: "ho84-remaxca-fr-quadruplex-rue-lesage-laval",
    site: "remax.ca",
    set: "held-out-84",
    traps:
      "remax.ca's French page for a quadruplex '112-118, rue Lesage, Laval (Pont-Viau), QC H7G 1N4'; header '8 chambres · 4 salles de bain · 4 logements' for the building; each unit's 4 ½, rent and lease in a rent roll; 'Revenus bruts 58 740 $', itemised expenses, 'Revenu net d'exploitation 45 548 $', 'Taux de capitalisation 4,34 %' and 'MRB 17,9'; 'Superficie du bâtiment (au sol) 1 560 pi²' footprint beside 'Terrain 6 020 pi²'; an 'Estimation RE/MAX'; the agency with ' - Bureau Sainte-Rose' after it; __NEXT_DATA__ with the listing's point and the office's",
    pageUrl: "https://www.remax.ca/fr/qc/laval-immobilier/112-118-rue-lesage-wp_id331204877-lst",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>112-118, rue Lesage, Laval, QC H7G 1N4 - 21774053 | RE/MAX</title>
<meta name="description" content="112-118, rue Lesage à vendre : quadruplex de 4 logements, 8 chambres, 4 salles de bain à Pont-Viau, Laval, QC. No MLS® 21774053. Prix demandé 1 049 000 $.">
<meta property="og:title" content="112-118, rue Lesage, Laval, QC | RE/MAX">
<meta property="og:image" content="https://media.remax-cdn.ca/listings/21774053/1.jpg">
<link rel="canonical" href="https://www.remax.ca/fr/qc/laval-immobilier/112-118-rue-lesage-wp_id331204877-lst">
<link rel="alternate" hreflang="en-CA" href="https://www.remax.ca/qc/laval-real-estate/112-118-rue-lesage-wp_id331204877-lst">
${gtm("GTM-RMX84")}
</head><body>
${consent("RE/MAX", "fr")}
${header("RE/MAX", ["Acheter", "Vendre", "Louer", "Commercial", "Trouver un agent", "Blogue", "English"], "fr")}
<main class="listing-detail">
${crumbs(["Accueil", "QC", "Laval", "Pont-Viau", "112-118, rue Lesage"])}
<div class="listing-summary">
<div class="listing-summary__price">1 049 000 $</div>
<h1 class="listing-summary__address">112-118, rue Lesage<span class="listing-summary__city">Laval, QC H7G 1N4</span></h1>
<ul class="listing-summary__stats"><li><strong>8</strong> chambres</li><li><strong>4</strong> salles de bain</li><li><strong>4</strong> logements</li></ul>
<div class="listing-summary__mls">No MLS® : 21774053</div>
<div class="listing-summary__estimate">Estimation RE/MAX : 1 012 000 $ <small>(fourchette 961 000 $ – 1 063 000 $)</small></div>
</div>
${gallery("https://media.remax-cdn.ca/listings/21774053", 30, "112-118, rue Lesage, Laval", "fr")}
<section class="listing-description"><h2>Description</h2>
<p>Quadruplex en briques de 1968 dans Pont-Viau, à 6 minutes à pied du métro Cartier. Quatre 4 ½ de deux chambres, tous loués, chauffage et eau chaude à la charge des locataires, entrées électriques séparées. Le 118 a été entièrement rénové en 2023 (cuisine, salle de bain, planchers), d'où son loyer plus élevé. Stationnement pour 6 voitures en arrière, laveuse-sécheuse dans chaque logement. Excellent rapport qualité-prix pour un premier investisseur.</p>
</section>
<section class="listing-facts"><h2>Caractéristiques</h2>
<dl>
<dt>Type de propriété</dt><dd>Plex - Quadruplex</dd>
<dt>Quartier</dt><dd>Pont-Viau</dd>
<dt>Année de construction</dt><dd>1968</dd>
<dt>Nombre de logements</dt><dd>4 (4 × 4 ½)</dd>
<dt>Chambres</dt><dd>8</dd>
<dt>Salles de bain</dt><dd>4</dd>
<dt>Superficie du bâtiment (au sol)</dt><dd>1 560 pi² (39 pi x 40 pi)</dd>
<dt>Terrain</dt><dd>6 020 pi²</dd>
<dt>Stationnement</dt><dd>Extérieur (6)</dd>
<dt>Évaluation municipale (2025)</dt><dd>874 300 $</dd>
</dl>
</section>
${rentRoll("Logements", ["Logement", "Format", "Chambres", "Salles de bain", "Fin du bail", "Loyer mensuel"], [
  ["112", "4 ½", "2", "1", "30 juin 2026", "1 095 $"],
  ["114", "4 ½", "2", "1", "30 juin 2026", "1 140 $"],
  ["116", "4 ½", "2", "1", "30 juin 2026", "1 210 $"],
  ["118", "4 ½ (rénové 2023)", "2", "1", "30 juin 2026", "1 450 $"],
])}
${statement("Revenus et dépenses (2025)", [
  ["Revenus bruts", "58 740 $"],
  ["Taxes municipales", "5 980 $"],
  ["Taxes scolaires", "612 $"],
  ["Assurances", "4 200 $"],
  ["Entretien et réparations", "2 400 $"],
  ["Total des dépenses", "13 192 $"],
  ["Revenu net d'exploitation", "45 548 $"],
  ["Taux de capitalisation", "4,34 %"],
  ["Multiplicateur du revenu brut (MRB)", "17,9"],
], "Chiffres fournis par le vendeur; à vérifier.")}
<section class="listing-agent"><h2>Courtier inscripteur</h2>
<div class="agent-card"><div class="agent-card__name">Nadia Belhumeur</div><div class="agent-card__title">Courtier immobilier résidentiel et commercial</div><div class="agent-card__office">RE/MAX Boréal Laval inc., Agence immobilière - Bureau Sainte-Rose</div><div class="agent-card__address">295, boulevard Sainte-Rose, Laval (Québec) H7L 1M1</div><a href="tel:4505550137">450 555-0137</a></div>
${leadForm("Demander plus d'information", "Bonjour, j'aimerais recevoir les baux et les états financiers du 112-118, rue Lesage.", "Envoyer", "fr")}
</section>
${calculator("Calculatrice hypothécaire", [["Prix", "1 049 000 $"], ["Mise de fonds (20 %)", "209 800 $"], ["Taux", "4,84 %"], ["Amortissement", "30 ans"]], "Versement mensuel estimé : 4 420 $", "fr")}
${similar("Propriétés à revenus à proximité", [
  { price: "1 189 000 $", address: "45-51, rue Cartier", place: "Laval, QC", facts: "Quadruplex · 4 logements · 8 ch.", href: "/fr/qc/laval-immobilier/45-51-rue-cartier-wp_id331198450-lst" },
  { price: "789 000 $", address: "203-205, boulevard Lévesque Est", place: "Laval, QC", facts: "Triplex · 3 logements · 6 ch.", href: "/fr/qc/laval-immobilier/203-205-boulevard-levesque-est-wp_id331150022-lst" },
])}
</main>
${nextData({ props: { pageProps: { listing: { mlsNum: "21774053", listingId: "wp_id331204877", listPrice: 1049000, address: "112-118 Rue Lesage", city: "Laval", province: "QC", postalCode: "H7G 1N4", neighbourhood: "Pont-Viau", beds: 8, baths: 4, units: 4, yearBuilt: 1968, lotSize: "6020 pi²", propertyType: "Plex", location: { lat: 45.54381, lng: -73.68932 }, estimate: { value: 1012000, low: 961000, high: 1063000 }, agent: { name: "Nadia Belhumeur", office: "RE/MAX Boréal Laval inc., Agence immobilière - Bureau Sainte-Rose", officeLocation: { lat: 45.60814, lng: -73.79166 } } } } } })}
${siteFooter(["RE/MAX Québec inc. Chaque bureau est indépendant et autonome.", "© 2025 RE/MAX, LLC. Les données MLS® sont fournies par Centris et les courtiers membres de l'OACIQ."], "fr")}
</body></html>`,
    expected: {
      price: { amount: 1049000 },
      propertyKind: "plex",
      street: "112-118, rue Lesage",
      city: "Laval",
      province: "QC",
      postalCode: "H7G 1N4",
      neighbourhood: "Pont-Viau",
      bedrooms: 8,
      bathrooms: 4,
      lot: { value: 6020, unit: "ft2" },
      yearBuilt: 1968,
      mlsNumber: "21774053",
      listingAgentName: "Nadia Belhumeur",
      brokerageName: "RE/MAX Boréal Laval inc., Agence immobilière",
      geo: { lat: 45.54381, lng: -73.68932 },
    },
  },
];
