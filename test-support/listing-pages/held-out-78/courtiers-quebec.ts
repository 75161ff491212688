/**
 * Seventy-eighth held-out corpus, Québec brokers' and agencies' own sites: a Montréal broker's WordPress site with a
 * Centris feed plugin (a two-storey house in Ahuntsic-Cartierville), a Québec City agency's penthouse condo in La
 * Cité-Limoilou, a Sud-Ouest agency's duplex in Verdun and a Laval team's IDX page for a condo in Chomedey. Addresses,
 * names and numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calculatrice,
  centrisAvis,
  gtag,
  jsVar,
  metaPixel,
  navFr,
  oaciq,
  partage,
  photos,
  piedDePage,
  reseaux,
  similaires,
  temoins,
  wpHead,
} from "./chrome.ts";

export const HELD_OUT_78_COURTIERS_QUEBEC: ListingPage[] = [
  {
    name: "ho78-marieevetremblay-maison-ahuntsic",
    site: "marieevetremblay.ca",
    set: "held-out-78",
    traps:
      "a Montréal broker's WordPress site fed by Centris: 'Montréal (Ahuntsic-Cartierville)' (the borough in brackets after the city); '3 chambres + 1 au sous-sol'; '1 salle de bain + 1 salle d'eau'; 'Superficie habitable 1 450 pi²' beside 'Terrain 4 200 pi²'; the site's 'Fiche no' and a reference code beside the No Centris; municipal assessment, taxes and a pre-filled mortgage calculator; the agency line '– Bureau d'Ahuntsic' and the office's own address and postal code; JSON-LD with geo; similar listings with prices, rooms and other boroughs",
    pageUrl: "https://www.marieevetremblay.ca/proprietes/maison-a-etages-a-vendre-montreal-ahuntsic-cartierville-15739204/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre – 10482, rue Meunier, Montréal (Ahuntsic-Cartierville) | Marie-Ève Tremblay, courtier immobilier</title>
<meta name="description" content="Maison à étages de 3 chambres + 1 au sous-sol dans Ahuntsic, près de la rivière des Prairies. 749 000 $. No Centris 15739204.">
<meta property="og:locale" content="fr_CA"><meta property="og:type" content="website">
<meta property="og:title" content="Maison à étages à vendre – Ahuntsic-Cartierville – 749 000 $">
<meta property="og:image" content="https://www.marieevetremblay.ca/wp-content/uploads/centris/15739204/01.jpg">
${wpHead("courtier-pro")}
<link rel="stylesheet" href="/wp-content/plugins/centris-inscriptions/assets/ci-front.css?ver=3.4.1">
${gtag("G-MET4412AHN")}
${metaPixel("884102937716520")}
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "Maison à étages à vendre – 10482, rue Meunier",
  url: "https://www.marieevetremblay.ca/proprietes/maison-a-etages-a-vendre-montreal-ahuntsic-cartierville-15739204/",
  address: { "@type": "PostalAddress", streetAddress: "10482, rue Meunier", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3L 2Z6", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 45.55712, longitude: -73.66431 },
  numberOfRooms: 11,
  floorSize: { "@type": "QuantitativeValue", value: 1450, unitCode: "FTK" },
  offers: { "@type": "Offer", price: 749000, priceCurrency: "CAD", availability: "https://schema.org/InStock" },
})}
${ld({
  "@context": "https://schema.org",
  "@type": "RealEstateAgent",
  name: "Marie-Ève Tremblay, courtier immobilier résidentiel",
  telephone: "+1-514-555-0182",
  address: { "@type": "PostalAddress", streetAddress: "10640, boulevard Saint-Laurent, bureau 200", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3L 2P3" },
})}
</head><body class="ci-inscription-template single-inscription">
${temoins("marieevetremblay.ca")}
<header class="entete"><a href="/" class="logo"><img src="/wp-content/uploads/2023/02/logo-met.svg" alt="Marie-Ève Tremblay – Courtier immobilier"></a>
${navFr(["Propriétés à vendre", "Propriétés vendues", "Vendre", "Acheter", "Évaluation gratuite", "À propos", "Blogue", "Contact"])}
<a class="entete__tel" href="tel:5145550182">514 555-0182</a></header>
<main class="ci-fiche">
<nav class="fil-ariane"><a href="/">Accueil</a> › <a href="/proprietes-a-vendre/">Propriétés à vendre</a> › Ahuntsic-Cartierville › Fiche no 4127</nav>
<div class="ci-fiche__entete">
<p class="ci-fiche__type">Maison à étages à vendre</p>
<h1 class="ci-fiche__adresse">10482, rue Meunier<br><span>Montréal (Ahuntsic-Cartierville)</span></h1>
<p class="ci-fiche__prix">749 000 $</p>
<ul class="ci-fiche__ids"><li>No Centris : <strong>15739204</strong></li><li>Fiche no 4127</li><li>Réf. MT-2291</li></ul>
</div>
${photos("/wp-content/uploads/centris/15739204", 18, "10482 rue Meunier")}
<div class="ci-fiche__sommaire">
<div class="ci-icone"><span class="ci-icone__val">3 + 1</span><span class="ci-icone__lbl">chambres</span></div>
<div class="ci-icone"><span class="ci-icone__val">1 + 1</span><span class="ci-icone__lbl">salle de bain + salle d'eau</span></div>
<div class="ci-icone"><span class="ci-icone__val">1 450 pi²</span><span class="ci-icone__lbl">habitable</span></div>
</div>
<section class="ci-fiche__description"><h2>Description</h2>
<p>Dans une rue tranquille d'Ahuntsic, à quelques minutes à pied de la rivière des Prairies et du parc de l'Île-de-la-Visitation, cette maison à étages de 1958 a été rénovée avec goût. Au rez-de-chaussée : salon lumineux avec foyer au bois, salle à manger ouverte sur la cuisine refaite en 2021 (comptoirs de quartz, îlot) et une salle d'eau. À l'étage : 3 chambres et la salle de bain complète avec douche vitrée. Au sous-sol aménagé : une 4e chambre, une salle familiale et la salle de lavage.</p>
<p>Cour arrière clôturée avec remise, stationnement double dans l'allée. Écoles primaires et secondaires à distance de marche, métro Henri-Bourassa à 12 minutes en autobus.</p>
</section>
<section class="ci-fiche__caracteristiques"><h2>Caractéristiques</h2>
<table class="ci-table"><tbody>
<tr><th>Genre de propriété</th><td>Maison à étages</td></tr>
<tr><th>Type de bâtiment</th><td>Isolé</td></tr>
<tr><th>Année de construction</th><td>1958</td></tr>
<tr><th>Nombre de pièces</th><td>11</td></tr>
<tr><th>Nombre de chambres</th><td>3 chambres + 1 au sous-sol</td></tr>
<tr><th>Salles de bain / salles d'eau</th><td>1 salle de bain + 1 salle d'eau</td></tr>
<tr><th>Superficie habitable</th><td>1 450 pi²</td></tr>
<tr><th>Dimensions du bâtiment</th><td>26 x 30 pi</td></tr>
<tr><th>Superficie du terrain</th><td>4 200 pi²</td></tr>
<tr><th>Stationnement</th><td>Allée (2)</td></tr>
<tr><th>Chauffage</th><td>Électricité – plinthes; foyer au bois</td></tr>
<tr><th>Date d'occupation</th><td>60 jours PA/AL</td></tr>
</tbody></table>
<h3>Évaluation et taxes</h3>
<table class="ci-table ci-table--fiscal"><tbody>
<tr><th>Évaluation municipale (2023)</th><td>612 300 $</td></tr>
<tr><th>Terrain</th><td>287 400 $</td></tr>
<tr><th>Bâtiment</th><td>324 900 $</td></tr>
<tr><th>Taxes municipales (2025)</th><td>4 528 $</td></tr>
<tr><th>Taxes scolaires (2024)</th><td>563 $</td></tr>
</tbody></table>
</section>
${calculatrice(749000, 149800, "4,64", "3 368 $")}
<aside class="ci-courtier"><img src="/wp-content/uploads/2023/02/marie-eve-tremblay.jpg" alt="Marie-Ève Tremblay">
<p class="ci-courtier__nom">Marie-Ève Tremblay</p><p class="ci-courtier__titre">Courtier immobilier résidentiel</p>
<p class="ci-courtier__agence">Les Immeubles Prairie-Nord inc.</p><p class="ci-courtier__bureau">Agence immobilière – Bureau d'Ahuntsic</p>
<address>10640, boulevard Saint-Laurent, bureau 200<br>Montréal (Québec) H3L 2P3</address>
<p><a href="tel:5145550182">514 555-0182</a> · <a href="mailto:info@marieevetremblay.ca">info@marieevetremblay.ca</a></p>
<a class="bouton" href="/contact/?centris=15739204">Planifier une visite</a></aside>
${partage("https://www.marieevetremblay.ca/proprietes/maison-a-etages-a-vendre-montreal-ahuntsic-cartierville-15739204/")}
${similaires("Propriétés similaires", [
  { href: "/proprietes/cottage-a-vendre-montreal-ahuntsic-cartierville-20931576/", prix: "819 000 $", titre: "Cottage – Montréal (Ahuntsic-Cartierville)", details: "4 chambres · 2 salles de bain · 1 720 pi²" },
  { href: "/proprietes/bungalow-a-vendre-montreal-montreal-nord-11468230/", prix: "579 000 $", titre: "Bungalow – Montréal (Montréal-Nord)", details: "2 + 2 chambres · 1 salle de bain" },
  { href: "/proprietes/maison-a-etages-a-vendre-montreal-saint-laurent-26604418/", prix: "1,1 M$", titre: "Maison à étages – Montréal (Saint-Laurent)", details: "4 chambres · 2 + 1 · 2 300 pi²" },
])}
<section class="vendues"><h3>Récemment vendues dans le secteur</h3><ul><li>Rue Lajeunesse – vendue 702 000 $ en 38 jours</li><li>Rue de Lille – vendue 768 500 $ en 12 jours</li></ul></section>
</main>
${piedDePage([
  `<h4>Marie-Ève Tremblay</h4><p>Courtier immobilier résidentiel</p><p>Les Immeubles Prairie-Nord inc., agence immobilière</p><address>10640, boulevard Saint-Laurent, bureau 200<br>Montréal (Québec) H3L 2P3</address>`,
  `<h4>Secteurs desservis</h4><ul><li>Ahuntsic-Cartierville</li><li>Saint-Laurent</li><li>Villeray–Saint-Michel–Parc-Extension</li><li>Montréal-Nord</li></ul>`,
  reseaux(),
], [oaciq, centrisAvis, "© 2025 Marie-Ève Tremblay. Site conçu par Studio Immoweb."])}
<script src="/wp-content/plugins/centris-inscriptions/assets/ci-front.js?ver=3.4.1"></script>
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "house",
      street: "10482, rue Meunier",
      city: "Montréal",
      province: "QC",
      postalCode: "H3L 2Z6",
      neighbourhood: "Ahuntsic-Cartierville",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1450,
      lot: { value: 4200, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "15739204",
      listingAgentName: "Marie-Ève Tremblay",
      brokerageName: "Les Immeubles Prairie-Nord inc.",
      geo: { lat: 45.55712, lng: -73.66431 },
    },
  },
  {
    name: "ho78-immeublesvieuxquebec-penthouse-cite-limoilou",
    site: "immeublesvieuxquebec.com",
    set: "held-out-78",
    traps:
      "a Québec City agency's hand-built page for a penthouse condo: the price as '1,25 M$' in the headline and '1 250 000 $' in the table; 'app. 702' after the street; 'Arrondissement : La Cité-Limoilou' beside the city Québec; net area only in m² with a decimal comma ('142,5 m²'); no lot ('Terrain : s.o.'); condo fees per month, assessment and special fund; a sold unit in the same building with its price; microdata with geo; the agency's office in the Old Port with its own postal code",
    pageUrl: "https://www.immeublesvieuxquebec.com/fr/inscriptions/22817406-penthouse-rue-du-pont-quebec",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Penthouse à vendre, 425, rue du Pont, app. 702, Québec – 1,25 M$ | Immeubles Vieux-Québec</title>
<meta name="description" content="Penthouse de 2 chambres avec terrasse privée sur le toit, vue sur les Laurentides. 1,25 M$. Centris 22817406.">
<meta property="og:title" content="Penthouse – rue du Pont – 1,25 M$"><meta property="og:site_name" content="Immeubles Vieux-Québec">
<link rel="stylesheet" href="/assets/css/ivq.min.css?v=2025.04">
${gtag("G-IVQ0022817")}
</head><body class="fiche">
${temoins("immeublesvieuxquebec.com")}
<div class="bandeau-langue"><a href="/fr/" class="actif">FR</a> | <a href="/en/">EN</a></div>
<header class="ivq-entete"><a href="/fr/"><img src="/assets/img/ivq-logo.png" alt="Immeubles Vieux-Québec"></a>
${navFr(["Inscriptions", "Condos", "Maisons", "Plex", "Notre équipe", "Nous joindre"], "ivq-menu", "/fr/")}
</header>
<main class="ivq-fiche" itemscope itemtype="https://schema.org/Residence">
<div class="ivq-fiche__titre"><h1 itemprop="name">Penthouse – 425, rue du Pont, app. 702</h1>
<p class="ivq-fiche__prix">1,25 M$</p></div>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.81402"><meta itemprop="longitude" content="-71.22188"></div>
${photos("/photos/22817406", 24, "Penthouse rue du Pont", "ivq-photos")}
<div class="ivq-fiche__colonnes">
<div class="ivq-fiche__principal">
<table class="ivq-details"><tbody>
<tr><th>Prix demandé</th><td>1 250 000 $</td></tr>
<tr><th>Adresse</th><td itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">425, rue du Pont, app. 702</span>, <span itemprop="addressLocality">Québec</span> (<span itemprop="addressRegion">Québec</span>) <span itemprop="postalCode">G1K 6M4</span></td></tr>
<tr><th>Arrondissement</th><td>La Cité-Limoilou</td></tr>
<tr><th>Type</th><td>Appartement (copropriété divise) – penthouse</td></tr>
<tr><th>No Centris</th><td>22817406</td></tr>
<tr><th>Étage</th><td>7e (dernier)</td></tr>
<tr><th>Chambres</th><td>2</td></tr>
<tr><th>Salles de bain</th><td>2</td></tr>
<tr><th>Superficie nette</th><td>142,5 m²</td></tr>
<tr><th>Terrasse privée</th><td>48 m²</td></tr>
<tr><th>Terrain</th><td>s.o.</td></tr>
<tr><th>Année de construction</th><td>2019</td></tr>
<tr><th>Stationnement</th><td>Intérieur (2)</td></tr>
<tr><th>Frais de copropriété</th><td>612 $ / mois</td></tr>
<tr><th>Fonds de prévoyance</th><td>1 184 000 $ (au 31 déc. 2024)</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>1 018 400 $</td></tr>
<tr><th>Taxes municipales</th><td>8 912 $</td></tr>
<tr><th>Taxes scolaires</th><td>842 $</td></tr>
</tbody></table>
<div class="ivq-description" itemprop="description"><h2>Description</h2>
<p>Au dernier étage d'un immeuble de 2019 signé par un architecte de la ville, ce penthouse d'angle offre des plafonds de 10 pieds, une fenestration sur trois côtés et une terrasse privée sur le toit avec vue sur les Laurentides et la rivière Saint-Charles. Deux chambres, chacune avec sa salle de bain complète, bureau fermé, cuisine de chef avec électroménagers encastrés.</p>
<p>À deux pas de la rue Saint-Joseph, de ses restaurants et de la bibliothèque Gabrielle-Roy. Deux stationnements intérieurs et un grand rangement inclus.</p></div>
<section class="ivq-immeuble"><h3>Dans le même immeuble</h3><p>L'appartement 604 (2 chambres, 101 m²) s'est vendu 689 000 $ en mars 2025. L'appartement 305 est loué 2 150 $ par mois.</p></section>
</div>
<aside class="ivq-fiche__courtier"><img src="/photos/equipe/etienne-bouchard.jpg" alt="">
<p class="nom">Étienne Bouchard</p><p>Courtier immobilier résidentiel</p><p>Immeubles Vieux-Québec inc.</p><p>Agence immobilière</p>
<p><a href="tel:4185550131">418 555-0131</a></p><a class="btn" href="/fr/nous-joindre/?centris=22817406">Demander une visite</a></aside>
</div>
${calculatrice(1250000, 250000, "4,59", "5 574 $")}
${similaires("D'autres condos à Québec", [
  { href: "/fr/inscriptions/18822019-condo-rue-saint-vallier-est-quebec", prix: "479 000 $", titre: "Condo – rue Saint-Vallier Est", details: "2 chambres · 1 salle de bain · 88 m²" },
  { href: "/fr/inscriptions/26610345-condo-cote-d-abraham-quebec", prix: "1,1 M$", titre: "Penthouse – côte d'Abraham", details: "3 chambres · 2 salles de bain" },
  { href: "/fr/inscriptions/12907781-condo-boulevard-charest-est-quebec", prix: "364 900 $", titre: "Condo – boulevard Charest Est", details: "1 chambre · 1 salle de bain · 64 m²" },
], "ivq-autres")}
</main>
${piedDePage([
  `<h4>Immeubles Vieux-Québec inc.</h4><p>Agence immobilière</p><address>88, rue Saint-Paul<br>Québec (Québec) G1K 3V9</address><p>418 555-0100</p>`,
  `<h4>Nos quartiers</h4><p>Vieux-Québec · Saint-Roch · Saint-Sauveur · Montcalm · Limoilou · Sillery</p>`,
  reseaux(),
], [oaciq, centrisAvis, "© 2025 Immeubles Vieux-Québec inc."], "ivq-pied")}
</body></html>`,
    expected: {
      price: { amount: 1250000 },
      propertyKind: "condo",
      street: "425, rue du Pont, app. 702",
      city: "Québec",
      province: "QC",
      postalCode: "G1K 6M4",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1534,
      yearBuilt: 2019,
      mlsNumber: "22817406",
      listingAgentName: "Étienne Bouchard",
      brokerageName: "Immeubles Vieux-Québec inc.",
      geo: { lat: 46.81402, lng: -71.22188 },
    },
  },
  {
    name: "ho78-immobiliersudouest-duplex-verdun",
    site: "immobiliersudouest.com",
    set: "held-out-78",
    traps:
      "a Sud-Ouest agency's WordPress page for a duplex: a civic range '5621-5623, rue Bannantyne'; 'Montréal (Verdun)'; the two units' rooms and rents but no bedroom or bathroom totals; 'Dimensions du bâtiment 25 x 42 pi' (a footprint, not living area) beside 'Superficie du terrain 2 550 pi²'; gross revenue, assessment and taxes; two brokers' cards (the listing broker first, a co-listing broker second) and the agency's 'Bureau de Verdun' line; JSON-LD Product offer with geo beside an Organization block with the office address",
    pageUrl: "https://immobiliersudouest.com/propriete/duplex-verdun-rue-bannantyne-27045118/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Duplex à vendre – 5621-5623, rue Bannantyne, Montréal (Verdun) – Immobilier Sud-Ouest</title>
<meta name="description" content="Duplex de 1928 avec sous-sol aménagé, à deux pas de la rue Wellington. 849 000 $. Centris 27045118.">
<meta property="og:title" content="Duplex à vendre – Verdun – 849 000 $">
${wpHead("realhomes")}
${gtag("G-ISO27045118")}
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Duplex – 5621-5623, rue Bannantyne, Montréal (Verdun)",
  sku: "27045118",
  offers: { "@type": "Offer", price: "849000", priceCurrency: "CAD" },
  additionalProperty: [{ "@type": "PropertyValue", name: "Revenus bruts potentiels", value: "38 400 $" }],
})}
${ld({
  "@context": "https://schema.org",
  "@type": "Place",
  name: "5621-5623, rue Bannantyne",
  address: { "@type": "PostalAddress", streetAddress: "5621-5623, rue Bannantyne", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H4H 1G6" },
  geo: { "@type": "GeoCoordinates", latitude: 45.45318, longitude: -73.57206 },
})}
${ld({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Immobilier Sud-Ouest inc.",
  address: { "@type": "PostalAddress", streetAddress: "4315, rue Wellington", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H4G 1V9" },
  telephone: "+1-514-555-0160",
})}
</head><body class="property-template-default single-property">
${temoins("immobiliersudouest.com")}
<header class="rh-header"><a href="/"><img src="/wp-content/uploads/2024/01/iso-logo.svg" alt="Immobilier Sud-Ouest"></a>
${navFr(["Nos propriétés", "Plex", "Condos", "Maisons", "Vendre avec nous", "L'équipe", "Contact"], "rh-menu")}
</header>
<main class="rh-single-property">
<div class="rh-property-header"><h1>Duplex à vendre</h1><p class="rh-address">5621-5623, rue Bannantyne, Montréal (Verdun)</p>
<p class="rh-price"><span class="rh-price__label">Prix demandé</span> 849 000 $</p><p class="rh-id">No Centris 27045118 · ID propriété 3382</p></div>
${photos("/wp-content/uploads/properties/3382", 20, "Duplex rue Bannantyne", "rh-gallery")}
<div class="rh-content">
<h2>Description</h2>
<p>Beau duplex de 1928 sur une rue résidentielle de Verdun, à 5 minutes de marche de la rue Wellington et du métro De l'Église. Le propriétaire occupant du rez-de-chaussée libérera son logement : un grand 5 ½ avec sous-sol aménagé (salle familiale et bureau), cour arrière privée et cabanon. À l'étage, un 6 ½ traversant avec balcons avant et arrière, loué 1 450 $ par mois jusqu'au 30 juin 2026.</p>
<p>Toiture refaite en 2018, fenêtres en 2020, entrées électriques séparées 200 A. Idéal pour propriétaire occupant ou pour une conversion en maison unifamiliale (vérifier auprès de l'arrondissement).</p>
<h2>Caractéristiques</h2>
<ul class="rh-features">
<li><span>Genre de propriété :</span> Duplex</li>
<li><span>Arrondissement :</span> Verdun</li>
<li><span>Année de construction :</span> 1928</li>
<li><span>Unités :</span> 1 x 5 ½ (rez-de-chaussée et sous-sol, libre), 1 x 6 ½ (étage, loué)</li>
<li><span>Dimensions du bâtiment :</span> 25 x 42 pi</li>
<li><span>Superficie du terrain :</span> 2 550 pi²</li>
<li><span>Revenus bruts potentiels :</span> 38 400 $</li>
<li><span>Évaluation municipale (2023) :</span> 702 600 $</li>
<li><span>Taxes municipales :</span> 5 284 $</li>
<li><span>Taxes scolaires :</span> 612 $</li>
<li><span>Chauffage :</span> Électricité, plinthes</li>
</ul>
</div>
<aside class="rh-agents">
<div class="rh-agent"><img src="/wp-content/uploads/agents/alexandre-nguyen.jpg" alt=""><h3>Alexandre Nguyen</h3><p>Courtier immobilier résidentiel et commercial</p><p>514 555-0167</p></div>
<div class="rh-agent"><img src="/wp-content/uploads/agents/sophie-caron.jpg" alt=""><h3>Sophie Caron</h3><p>Courtier immobilier résidentiel</p><p>514 555-0172</p></div>
<p class="rh-agence">Immobilier Sud-Ouest inc.<br>Agence immobilière – Bureau de Verdun</p>
</aside>
${calculatrice(849000, 169800, "4,69", "3 829 $")}
${similaires("Autres plex dans le Sud-Ouest", [
  { href: "/propriete/triplex-pointe-saint-charles-rue-centre-25507713/", prix: "1 095 000 $", titre: "Triplex – Montréal (Le Sud-Ouest)", details: "3 unités · 1912 · terrain 2 100 pi²" },
  { href: "/propriete/duplex-lasalle-rue-jean-brillon-17760224/", prix: "789 000 $", titre: "Duplex – Montréal (LaSalle)", details: "2 unités · 1964" },
  { href: "/propriete/quadruplex-verdun-rue-galt-13390058/", prix: "1,3 M$", titre: "Quadruplex – Montréal (Verdun)", details: "4 unités · revenus 62 000 $" },
], "rh-similar")}
</main>
${piedDePage([
  `<h4>Immobilier Sud-Ouest inc.</h4><p>Agence immobilière</p><address>4315, rue Wellington<br>Montréal (Québec) H4G 1V9</address><p>514 555-0160</p>`,
  `<h4>Quartiers</h4><p>Verdun · Pointe-Saint-Charles · Saint-Henri · Griffintown · LaSalle · Côte-Saint-Paul</p>`,
  reseaux(),
], [oaciq, centrisAvis, "© 2025 Immobilier Sud-Ouest inc. Tous droits réservés."], "rh-footer")}
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "plex",
      street: "5621-5623, rue Bannantyne",
      city: "Montréal",
      province: "QC",
      postalCode: "H4H 1G6",
      neighbourhood: "Verdun",
      lot: { value: 2550, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "27045118",
      listingAgentName: "Alexandre Nguyen",
      brokerageName: "Immobilier Sud-Ouest inc.",
      geo: { lat: 45.45318, lng: -73.57206 },
    },
  },
  {
    name: "ho78-equipelussierroy-condo-chomedey",
    site: "equipelussierroy.com",
    set: "held-out-78",
    traps:
      "a Laval broker team's site with an IDX plugin's embedded JSON state: 'Laval (Chomedey)'; 'app. 1108' after the boulevard; 'Superficie habitable 1 022 pi² (94,9 m²)'; the plugin's own listing id and a team file number beside the No Centris; condo fees, special assessment and taxes; the team 'Équipe Lussier-Roy' with each member's card (the first member is the listing broker); the agency with '– Bureau de Laval' (its office is itself in Chomedey, with its own postal code); the state's map centre on Laval beside the listing's coordinates; similar condos with prices",
    pageUrl: "https://www.equipelussierroy.com/inscription/10688352/condo-laval-chomedey",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre – 3175, boulevard Saint-Martin Ouest, app. 1108, Laval (Chomedey) | Équipe Lussier-Roy</title>
<meta name="description" content="Condo de 2 chambres au 11e étage avec vue sur la rivière des Prairies. 389 000 $.">
<meta property="og:title" content="Condo à vendre – Laval (Chomedey) – 389 000 $">
<link rel="stylesheet" href="https://cdn.idxquebec.ca/widgets/v4/idx-fiche.css">
${gtag("G-ELR1068835")}
${metaPixel("330219988410775")}
</head><body class="idx-page idx-fiche">
${temoins("equipelussierroy.com")}
<header class="elr-entete"><a href="/"><img src="/img/equipe-lussier-roy.svg" alt="Équipe Lussier-Roy"></a>
${navFr(["Nos inscriptions", "Recherche Centris", "Vendre", "Acheter", "Témoignages", "L'équipe", "Contact"], "elr-menu")}
</header>
<main id="idx-root" class="idx-fiche-wrap">
<div class="idx-fiche-haut"><span class="idx-badge">Nouveau</span>
<h1>Condo à vendre</h1>
<p class="idx-adresse">3175, boulevard Saint-Martin Ouest, app. 1108<br>Laval (Chomedey) H7T 0B4</p>
<p class="idx-prix">389 000 $</p>
<p class="idx-no">No Centris : 10688352 <span class="idx-interne">· Dossier ELR-0457</span></p></div>
${photos("https://cdn.idxquebec.ca/photos/10688352", 22, "Condo boulevard Saint-Martin Ouest", "idx-carrousel")}
<ul class="idx-apercu"><li><b>2</b> chambres</li><li><b>1</b> salle de bain</li><li><b>1 022</b> pi²</li></ul>
<div class="idx-description"><h2>Description</h2><p>Condo lumineux au 11e étage d'un immeuble de 2014 avec concierge, piscine intérieure et gym. Aire ouverte, cuisine avec îlot, 2 chambres fermées et une salle de bain avec bain autoportant et douche séparée. Balcon de 90 pi² orienté nord avec vue sur la rivière des Prairies. À 5 minutes du Carrefour Laval et de l'autoroute 15, autobus vers le métro Montmorency à la porte.</p></div>
<div class="idx-caracteristiques"><h2>Caractéristiques</h2>
<dl>
<dt>Genre de propriété</dt><dd>Appartement (condo)</dd>
<dt>Étage</dt><dd>11e de 14</dd>
<dt>Année de construction</dt><dd>2014</dd>
<dt>Superficie habitable</dt><dd>1 022 pi² (94,9 m²)</dd>
<dt>Chambres</dt><dd>2</dd>
<dt>Salles de bain</dt><dd>1</dd>
<dt>Stationnement</dt><dd>Garage intérieur (1)</dd>
<dt>Frais de copropriété</dt><dd>348 $ / mois</dd>
<dt>Cotisation spéciale</dt><dd>4 200 $ (ravalement, votée en 2024)</dd>
<dt>Évaluation municipale (2025)</dt><dd>341 700 $</dd>
<dt>Taxes municipales</dt><dd>2 688 $</dd>
<dt>Taxes scolaires</dt><dd>284 $</dd>
</dl></div>
<section class="idx-equipe"><h2>Équipe Lussier-Roy</h2>
<div class="idx-courtier"><img src="/img/karine-lussier.jpg" alt=""><p class="nom">Karine Lussier</p><p>Courtier immobilier résidentiel</p><p><a href="tel:4505550148">450 555-0148</a></p></div>
<div class="idx-courtier"><img src="/img/mathieu-roy.jpg" alt=""><p class="nom">Mathieu Roy</p><p>Courtier immobilier résidentiel</p><p><a href="tel:4505550153">450 555-0153</a></p></div>
<p class="idx-agence">Immeubles Horizon inc. – Bureau de Laval<br>Agence immobilière<br>1555, boulevard Chomedey, bureau 300, Laval (Québec) H7V 3Y5</p></section>
${calculatrice(389000, 38900, "4,79", "1 997 $")}
</main>
${jsVar("__IDX_STATE__", {
  fiche: { idIdx: 88130472, centris: "10688352", dossier: "ELR-0457", prix: 389000, genre: "Appartement", ville: "Laval", quartier: "Chomedey", lat: 45.56993, lng: -73.75012 },
  carte: { centre: { lat: 45.6066, lng: -73.712 }, zoom: 11 },
  similaires: [
    { centris: "21004519", prix: 359000, adresse: "2350, boulevard Le Carrefour, app. 604", chambres: 2 },
    { centris: "14420087", prix: 429900, adresse: "1800, rue Lucien-Paiement, app. 903", chambres: 2 },
  ],
})}
${similaires("Condos similaires à Laval", [
  { href: "/inscription/21004519/condo-laval-chomedey", prix: "359 000 $", titre: "Condo – Laval (Chomedey)", details: "2 chambres · 1 salle de bain · 940 pi²" },
  { href: "/inscription/14420087/condo-laval-chomedey", prix: "429 900 $", titre: "Condo – Laval (Chomedey)", details: "2 chambres · 2 salles de bain · 1 150 pi²" },
  { href: "/inscription/19863341/condo-laval-sainte-dorothee", prix: "315 000 $", titre: "Condo – Laval (Sainte-Dorothée)", details: "1 chambre · 1 salle de bain" },
], "idx-similaires")}
${piedDePage([
  `<h4>Équipe Lussier-Roy</h4><p>Courtiers immobiliers résidentiels</p><p>Immeubles Horizon inc., agence immobilière</p><address>1555, boulevard Chomedey, bureau 300<br>Laval (Québec) H7V 3Y5</address>`,
  reseaux(),
], [oaciq, centrisAvis, "Fiches propulsées par IDX Québec."], "elr-pied")}
<script src="https://cdn.idxquebec.ca/widgets/v4/idx-fiche.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "condo",
      street: "3175, boulevard Saint-Martin Ouest, app. 1108",
      city: "Laval",
      province: "QC",
      postalCode: "H7T 0B4",
      neighbourhood: "Chomedey",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1022,
      yearBuilt: 2014,
      mlsNumber: "10688352",
      listingAgentName: "Karine Lussier",
      brokerageName: "Immeubles Horizon inc.",
      geo: { lat: 45.56993, lng: -73.75012 },
    },
  },
];
