/**
 * Seventy-third held-out corpus, Québec sites in French: centris.ca (a 4 ½ à louer in Limoilou, Québec City, listed by
 * a broker) and duproprio.com (DuProprio lists sales only, so an owner's bungalow for sale in Saint-Jérôme's Bellefeuille
 * sector whose basement 3 ½ is rented to a tenant). Addresses, names, phone numbers and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { cards, consent, contactForm, crumbs, footer, gallery, gtm, header, jsonBlob, tenantTips, windowState } from "./chrome.ts";

export const HELD_OUT_73_QUEBEC: ListingPage[] = [
  {
    name: "ho73-centris-4-et-demi-a-louer-limoilou-quebec",
    site: "centris.ca",
    set: "held-out-73",
    traps:
      "Centris en français : « Appartement à louer » 4 ½ ('4 pièces', 2 chambres) à '1 495 $ /mois' avec le chauffage et l'électricité non inclus et l'eau chaude incluse ; 'app. 4' après le numéro civique et la rue ; 'Québec (La Cité-Limoilou)' ; superficie nette en m² seulement ; 'Date de disponibilité' ; stationnement extérieur en option à 45 $/mois ; « triplex de 1926 » ; des 'Propriétés similaires à louer' avec leurs loyers ; le No Centris ; la courtière et son agence avec le bureau ; coordonnées en microdonnées",
    pageUrl: "https://www.centris.ca/fr/appartement~a-louer~quebec-la-cite-limoilou/27649153",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Appartement à louer, Québec (La Cité-Limoilou) - 1245, 3e Avenue, app. 4 - 27649153 - Centris.ca</title>
<meta name="description" content="Appartement à louer - 1245, 3e Avenue, app. 4, Québec (La Cité-Limoilou). 4 pièces, 2 chambres, 1 salle de bain. 1 495 $/mois. No Centris 27649153.">
<meta property="og:title" content="Appartement à louer - Québec (La Cité-Limoilou)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD2500C1B7E4FDDDDDDDDDDE&amp;t=pi&amp;w=640&amp;h=480">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/apartment~for-rent~quebec-la-cite-limoilou/27649153">
${gtm("GTM-CENT73")}
</head><body>
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Vendre", "Trouver un courtier", "Nouvelles constructions", "Outils"], "fr")}
<main id="property-page">
${crumbs(["Accueil", "Louer", "Québec", "La Cité-Limoilou", "27649153"])}
<div class="row property-tagline" itemscope itemtype="http://schema.org/Apartment">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Appartement à louer</span></h1>
<h2 itemprop="address" class="pt-1">1245, 3e Avenue, app. 4, Québec (La Cité-Limoilou)</h2>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.82614"><meta itemprop="longitude" content="-71.22487"></div></div>
<div class="col price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="1495"><span id="BuyPrice" class="text-nowrap">1 495 $</span> <span class="price-unit">/mois</span></div></div>
</div>
${gallery("https://mspublic.centris.ca/media/27649153", 14, "Appartement à louer, Québec", "fr")}
<div class="row teaser"><div class="piece">4 pièces</div><div class="cac">2 chambres</div><div class="sdb">1 salle de bain</div></div>
<div class="row description"><div itemprop="description">Grand 4 ½ au 2e étage d'un triplex de 1926 bien entretenu, à deux pas de la 3e Avenue, de ses cafés et du parc Cartier-Brébeuf. Plafonds de 9 pieds, boiseries d'origine, planchers de bois franc, cuisine rénovée avec îlot, salle de bain avec bain sur pattes. Balcon arrière et accès à la cour. Entrée laveuse-sécheuse. Chauffage et électricité aux frais du locataire (plinthes électriques) ; eau chaude incluse. Stationnement extérieur à 45 $/mois en option. Petits animaux acceptés. Bail de 12 mois, enquête de crédit requise. Libre le 1er juillet.</div></div>
<div class="row carac-container">
<div class="carac-title">Caractéristiques</div>
<div class="col-lg-3 carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Triplex, 2e étage</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1926</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Superficie nette</div><div class="carac-value"><span>84 m²</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (1) — en option</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Date de disponibilité</div><div class="carac-value"><span>2026-07-01</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Animaux</div><div class="carac-value"><span>Acceptés (petits)</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Inclus dans le loyer</div><div class="carac-value"><span>Eau chaude, réfrigérateur, cuisinière</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Non inclus</div><div class="carac-value"><span>Chauffage, électricité, Internet</span></div></div>
</div>
<div class="row financial-details"><h3>Détails financiers</h3><table class="table"><tr><td>Loyer mensuel</td><td>1 495 $</td></tr><tr><td>Stationnement (optionnel)</td><td>45 $ /mois</td></tr></table></div>
<div class="row broker-info">
<div class="broker-card" itemscope itemtype="http://schema.org/RealEstateAgent"><h1 class="broker-info__broker-title" itemprop="name">Émilie Provencher</h1><div class="broker-info__job-title">Courtière immobilière résidentielle</div><div class="broker-info-agency"><span itemprop="brand">Groupe Immobilier Carré d'Youville inc.</span><br><span>Agence immobilière</span></div><div class="broker-info-office">925, chemin Sainte-Foy, Québec (Québec) G1S 2L5</div><a href="tel:4185550191">418 555-0191</a></div>
${contactForm("Contacter la courtière", "fr")}
</div>
<div class="row legend"><p>No Centris : <span id="ListingDisplayId">27649153</span></p></div>
${cards("Propriétés similaires à louer", [
  { href: "/fr/appartement~a-louer~quebec-la-cite-limoilou/21880342", price: "1 350 $ /mois", address: "1630, 4e Avenue, Québec (La Cité-Limoilou)", facts: ["4 pièces", "2 chambres"] },
  { href: "/fr/appartement~a-louer~quebec-la-cite-limoilou/19402271", price: "1 675 $ /mois", address: "545, rue Saint-Vallier Est, app. 301, Québec (La Cité-Limoilou)", facts: ["5 pièces", "3 chambres"] },
  { href: "/fr/condo~a-louer~quebec-les-rivieres/15530918", price: "1 820 $ /mois", address: "2250, boulevard Pierre-Bertrand, Québec (Les Rivières)", facts: ["4 pièces", "2 chambres"] },
])}
${tenantTips("fr")}
</main>
${footer(["© 2026 Centris inc. Tous droits réservés. Centris® est une marque de commerce de Centris inc.", "Centris inc. — 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8"], "fr")}
${jsonBlob("centris-listing-ctx", { listingId: "27649153", transaction: "rent", category: "Appartement", pageType: "Summary", lang: "fr" })}
</body></html>`,
    expected: {
      price: { amount: 1495, period: "month" },
      propertyKind: "condo",
      street: "1245, 3e Avenue, app. 4",
      city: "Québec",
      province: "QC",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 904,
      yearBuilt: 1926,
      mlsNumber: "27649153",
      listingAgentName: "Émilie Provencher",
      brokerageName: "Groupe Immobilier Carré d'Youville inc.",
      geo: { lat: 46.82614, lng: -71.22487 },
    },
  },
  {
    name: "ho73-duproprio-bungalow-logement-loue-saint-jerome",
    site: "duproprio.com",
    set: "held-out-73",
    traps:
      "DuProprio en français, vente par le propriétaire (DuProprio n'affiche pas de location) : plain-pied à '429 000 $' avec un 3 ½ au sous-sol loué 925 $/mois (bail au 30 juin 2027) et les 'Revenus de location 11 100 $/an' près du prix ; '4 chambres' dont une au sous-sol ; '2 salles de bains' (une par logement) ; aire habitable sans le sous-sol en pi² et m² ; terrain en pi² et m² ; Bellefeuille, secteur de Saint-Jérôme ; évaluation municipale et taxes ; numéro d'annonce DuProprio (pas de MLS®) ; le bureau de DuProprio au pied de page ; autres propriétés à vendre",
    pageUrl: "https://duproprio.com/fr/laurentides/saint-jerome/maison-de-plain-pied-a-vendre/hab-1184-rue-de-la-sapiniere-1097254",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison de plain-pied à vendre à Saint-Jérôme, 1184, rue de la Sapinière - DuProprio - 1097254</title>
<meta name="description" content="Maison de plain-pied à vendre par le propriétaire à Saint-Jérôme (Bellefeuille). 429 000 $. 4 chambres, 2 salles de bains, logement au sous-sol loué.">
<meta property="og:title" content="Maison de plain-pied à vendre - Saint-Jérôme - 429 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1097254/1.jpg">
${gtm("GTM-DUPR73")}
</head><body class="listing-page">
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Forfaits", "Nouveaux projets", "Évaluer", "Inspirations"], "fr")}
<main>
${crumbs(["Accueil", "Laurentides", "Saint-Jérôme", "Maisons de plain-pied", "1097254"])}
<section class="listing-main-characteristics">
<h1 class="listing-location__title"><span class="listing-location__title-street">1184, rue de la Sapinière</span>, <span class="listing-location__title-city">Saint-Jérôme</span></h1>
<p class="listing-location__sector">Bellefeuille</p>
<p class="listing-type">Maison de plain-pied à vendre</p>
<div class="listing-price"><div class="listing-price__amount">429 000 $</div></div>
<div class="listing-income"><span class="label">Revenus de location</span> <span class="value">11 100 $/an</span></div>
<ul class="listing-main-characteristics__list">
<li class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">4</span> chambres</li>
<li class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> salles de bains</li>
<li class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 080</span> pi² (100,3 m²) aire habitable (sans sous-sol)</li>
<li class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">6 458</span> pi² (600 m²) terrain</li>
</ul>
</section>
${gallery("https://photos.duproprio.com/photos/public/1097254", 26, "1184, rue de la Sapinière", "fr")}
<section class="listing-owners-comments"><h2>Description du propriétaire</h2><p>Plain-pied de 1974 bien entretenu dans une rue tranquille de Bellefeuille, près de la Rivière-du-Nord et de la piste cyclable du P'tit Train du Nord. Au rez-de-chaussée : salon lumineux, cuisine rénovée (2021), trois chambres et une salle de bains complète. Au sous-sol, un logement de 3 ½ avec entrée indépendante, une chambre, cuisine et salle de bains, loué 925 $/mois (chauffé, éclairé) à une locataire fiable ; bail en vigueur jusqu'au 30 juin 2027. Idéal pour un premier acheteur qui veut réduire ses paiements ou pour un intergénérationnel. Toiture 2019, fenêtres 2016. Grand terrain clôturé avec remise.</p></section>
<section class="listing-list-characteristics"><h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1974</span></div>
<div class="listing-box__dotted-row"><span>Chambres au rez-de-chaussée</span><span>3</span></div>
<div class="listing-box__dotted-row"><span>Chambres au sous-sol</span><span>1</span></div>
<div class="listing-box__dotted-row"><span>Salles de bains</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Nombre de logements</span><span>1 + logement au sous-sol (3 ½)</span></div>
<div class="listing-box__dotted-row"><span>Loyer du logement</span><span>925 $/mois</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>6 458 pi² (600 m²)</span></div>
<div class="listing-box__dotted-row"><span>Stationnement</span><span>Allée double</span></div>
<div class="listing-box__dotted-row"><span>Mode de chauffage</span><span>Plinthes électriques</span></div>
</section>
<section class="listing-financial"><h2>Évaluation et taxes</h2>
<div class="listing-box__dotted-row"><span>Évaluation municipale (2026)</span><span>352 800 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 414 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>268 $</span></div>
</section>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p class="owner">Vendu par le propriétaire — Martin et Sophie</p><p>Numéro d'annonce : 1097254</p>${contactForm("Écrire au propriétaire", "fr")}</section>
${cards("Propriétés similaires", [
  { href: "/fr/laurentides/saint-jerome/maison-de-plain-pied-a-vendre/hab-722-rue-des-pruches-1096010", price: "389 000 $", address: "722, rue des Pruches, Saint-Jérôme", facts: ["3 chambres", "1 salle de bains"] },
  { href: "/fr/laurentides/saint-jerome/duplex-a-vendre/hab-305-rue-de-martigny-1094481", price: "514 900 $", address: "305, rue De Martigny, Saint-Jérôme", facts: ["Duplex", "5 chambres"] },
])}
</main>
${footer(["© 2026 DuProprio inc. Tous droits réservés.", "DuProprio — 1001, rue Lenoir, bureau A-204, Montréal (Québec) H4C 2Z6 · 1 866 387-7677"], "fr")}
${windowState("dataLayer_listing", { listingId: 1097254, price: 429000, city: "Saint-Jérôme", region: "Laurentides", type: "Maison de plain-pied", lat: 45.78216, lng: -74.05318 })}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "1184, rue de la Sapinière",
      city: "Saint-Jérôme",
      province: "QC",
      neighbourhood: "Bellefeuille",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1080,
      lot: { value: 6458, unit: "ft2" },
      yearBuilt: 1974,
      geo: { lat: 45.78216, lng: -74.05318 },
    },
  },
];
