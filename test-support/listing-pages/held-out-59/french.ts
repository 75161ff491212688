/**
 * Fifty-ninth held-out corpus, Quebec in French: a Montréal developer's new condo unit priced "taxes en sus" among its
 * project's other units and "à partir de" prices, and a franchise office's own page for a Rosemont triplex with
 * revenues, municipal assessment and a Centris number.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { analytics, cookieBar, gallery, jsonScript, legal, mortgageWidget, nav, newsletter, social } from "./chrome.ts";

export const HELD_OUT_59_FRENCH: ListingPage[] = [
  {
    name: "ho59-racheljulien-condo-hochelaga",
    site: "racheljulien.com",
    set: "held-out-59",
    traps: "developer's unit page in French: '449 900 $ + taxes' beside 'à partir de 289 900 $' for studios; size in pi² then m²; estimated condo fees and an optional parking price; the project's other units in a table; delivery season, not a year; the developer's head office address; sales counsellor, no broker or Centris number",
    pageUrl: "https://www.racheljulien.com/fr/projets/quai-22/unites/508",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unité 508 — Quai 22 — Condos neufs à Hochelaga-Maisonneuve | Rachel Julien</title>
<meta name="description" content="Condo neuf de 2 chambres, 864 pi², au 5e étage du projet Quai 22, rue Ontario Est à Montréal. 449 900 $ + taxes. Livraison automne 2026.">
<meta property="og:title" content="Quai 22 — Unité 508">
<meta property="og:locale" content="fr_CA">
<meta property="og:site_name" content="Rachel Julien">
<meta property="og:image" content="https://www.racheljulien.com/media/quai-22/facade-ontario.jpg">
${analytics("G-RJULIEN22")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Rachel Julien", url: "https://www.racheljulien.com", address: { "@type": "PostalAddress", streetAddress: "1300, rue Amherst, bureau 200", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H2L 3K9" }, telephone: "514-555-0140" })}
</head><body class="page-unite">
${cookieBar("Rachel Julien", "fr")}
<header class="entete"><a class="logo" href="/fr">Rachel Julien</a>${nav(["Projets en vente", "Projets livrés", "Locatif", "Notre histoire", "Carrières", "Nous joindre"])}<a href="/en/projects/quai-22/units/508" hreflang="en">EN</a></header>
<main>
<nav class="fil"><a href="/fr/projets">Projets</a> › <a href="/fr/projets/quai-22">Quai 22</a> › Unité 508</nav>
<section class="unite-entete">
${gallery("https://www.racheljulien.com/media/quai-22/508", 6, "Unité 508")}
<div class="fiche">
<p class="projet">Quai 22 · Hochelaga-Maisonneuve</p>
<h1>Unité 508</h1>
<p class="adresse">3535, rue Ontario Est, app. 508, Montréal (Québec) H1W 1N9</p>
<p class="prix">449 900 $ <small>+ taxes</small></p>
<ul class="carac"><li>2 chambres</li><li>1 salle de bain</li><li>864 pi² (80,3 m²)</li><li>5<sup>e</sup> étage · orientation sud-ouest</li><li>Balcon de 72 pi²</li></ul>
<p class="livraison">Livraison prévue : automne 2026</p>
</div></section>
<section class="texte"><h2>L'unité</h2><p>Coin de vie traversant baigné de lumière, cuisine avec îlot en quartz et électroménagers encastrés, chambre principale avec walk-in et salle de bain avec douche en céramique et baignoire autoportante. Planchers de bois d'ingénierie, plafonds de 9 pi, climatisation murale et prise pour borne de recharge disponible.</p>
<p>Frais de copropriété estimés : 312 $ / mois. Stationnement intérieur offert en option : 45 000 $. Casier de rangement : 6 500 $.</p></section>
<section class="projet-info"><h2>Quai 22</h2><p>Sept étages, 118 unités en copropriété, toit-terrasse commun avec vue sur le fleuve et le stade, à cinq minutes de marche du métro Pie-IX et de la promenade Ontario. Studios à partir de 289 900 $ + taxes, unités de 3 chambres à partir de 629 900 $ + taxes.</p></section>
<section class="autres"><h2>Unités disponibles</h2>
<table><thead><tr><th>Unité</th><th>Ch.</th><th>Superficie</th><th>Prix</th></tr></thead><tbody>
<tr><td>214</td><td>Studio</td><td>468 pi²</td><td>289 900 $</td></tr>
<tr><td>402</td><td>1</td><td>612 pi²</td><td>359 900 $</td></tr>
<tr><td>611</td><td>3</td><td>1 188 pi²</td><td>649 900 $</td></tr>
<tr><td>PH-703</td><td>2</td><td>1 042 pi²</td><td>1,1 M$</td></tr>
</tbody></table></section>
${mortgageWidget("400 000 $", "4,49 %", "2 210 $", "fr")}
<section class="bureau-ventes"><h2>Bureau des ventes</h2><p>3501, rue Ontario Est · lundi au jeudi 12 h à 19 h, samedi et dimanche 11 h à 17 h</p><p>Conseillère aux ventes : Juliette Marchand · 514-555-0177</p></section>
${newsletter("fr")}
</main>
<footer class="pied"><p>Rachel Julien · 1300, rue Amherst, bureau 200, Montréal (Québec) H2L 3K9 · 514-555-0140</p>${social("racheljulien")}${legal(["Les prix, superficies et dates de livraison peuvent changer sans préavis. Les taxes (TPS et TVQ) sont en sus. Les images sont des représentations artistiques.", "Entrepreneur accrédité Garantie de construction résidentielle (GCR). © 2025 Rachel Julien. Tous droits réservés."])}</footer>
${jsonScript("unite-data", { projet: "quai-22", unite: "508", prix: 449900, taxesIncluses: false, chambres: 2, sdb: 1, superficiePi2: 864, superficieM2: 80.3, etage: 5, carte: { lat: 45.54826, lng: -73.54213 } })}
</body></html>`,
    expected: {
      price: { amount: 449900, currency: "CAD" },
      propertyKind: "condo",
      street: "3535, rue Ontario Est, app. 508",
      city: "Montréal",
      province: "QC",
      postalCode: "H1W 1N9",
      neighbourhood: "Hochelaga-Maisonneuve",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 864,
      geo: { lat: 45.54826, lng: -73.54213 },
    },
  },
  {
    name: "ho59-remaxducartier-triplex-rosemont",
    site: "remaxducartier.com",
    set: "held-out-59",
    traps: "franchise office's own listing page in French: '1 149 000 $' with municipal assessment, gross revenues and taxes near it; address as a civic range '6512-6516'; borough in parentheses after the city; lot in pi² and its dimensions; three units with their own rooms, no total bedrooms; Centris number; the agency's office address and other brokers in the footer",
    pageUrl: "https://www.remaxducartier.com/fr/proprietes/triplex-a-vendre-montreal-rosemont-la-petite-patrie/21874563",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre — 6512-6516, 5e Avenue, Montréal (Rosemont/La Petite-Patrie) — 1 149 000 $ | RE/MAX du Cartier</title>
<meta name="description" content="Triplex de 1925 au cœur de Rosemont : 5½ au rez-de-chaussée libre à l'acheteur et deux 4½ loués. Revenus bruts 52 380 $. No Centris 21874563.">
<meta property="og:title" content="Triplex — 6512-6516, 5e Avenue, Montréal">
<meta property="og:locale" content="fr_CA">
<meta property="og:image" content="https://www.remaxducartier.com/photos/21874563/1.jpg">
${analytics("G-RMXCRT01")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "RE/MAX du Cartier inc., Agence immobilière", url: "https://www.remaxducartier.com", address: { "@type": "PostalAddress", streetAddress: "1290, avenue Bernard Ouest", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H2V 1V9" }, telephone: "514-555-0160" })}
</head><body class="fiche-propriete">
${cookieBar("RE/MAX du Cartier", "fr")}
<header><a class="logo" href="/fr">RE/MAX du Cartier</a>${nav(["Propriétés à vendre", "Nos courtiers", "Vendre", "Acheter", "Nos bureaux", "Carrière", "Contact"])}</header>
<main>
<section class="entete-fiche">
<p class="categorie">Triplex à vendre</p>
<h1>6512-6516, 5e Avenue</h1>
<p class="ville">Montréal (Rosemont/La Petite-Patrie)</p>
<p class="prix">1 149 000 $</p>
<p class="centris">No Centris : 21874563</p>
</section>
${gallery("https://www.remaxducartier.com/photos/21874563", 9, "Triplex 5e Avenue")}
<section class="caracteristiques"><h2>Caractéristiques</h2>
<table>
<tr><th>Type de bâtiment</th><td>Triplex, jumelé</td></tr>
<tr><th>Année de construction</th><td>1925</td></tr>
<tr><th>Nombre d'unités</th><td>Résidentiel (3)</td></tr>
<tr><th>Unités</th><td>1 × 5 ½, 2 × 4 ½</td></tr>
<tr><th>Superficie du terrain</th><td>2 880 pi²</td></tr>
<tr><th>Dimensions du terrain</th><td>25 x 115,2 pi</td></tr>
<tr><th>Stationnement</th><td>Ruelle (1)</td></tr>
<tr><th>Code postal</th><td>H1Y 2R4</td></tr>
</table></section>
<section class="financier"><h2>Détails financiers</h2>
<table>
<tr><th>Revenus bruts potentiels</th><td>52 380 $ (2025)</td></tr>
<tr><th>Évaluation municipale (2026)</th><td>Terrain 412 600 $ · Bâtiment 574 800 $ · Total 987 400 $</td></tr>
<tr><th>Taxes municipales</th><td>6 214 $ (2025)</td></tr>
<tr><th>Taxes scolaires</th><td>712 $ (2025)</td></tr>
</table></section>
<section class="addenda"><h2>Addenda</h2><p>Superbe triplex en brique sur une rue tranquille près de la promenade Masson et du parc Molson. Le 5 ½ du rez-de-chaussée (2 chambres, bureau, sous-sol aménagé) sera libre à l'acheteur le 1er juillet; les deux 4 ½ des étages sont loués à 1 395 $ et 1 240 $ par mois. Toiture refaite en 2020, entrée électrique 200 A, fenêtres changées en 2017. Cour arrière clôturée avec accès à la ruelle verte.</p></section>
<aside class="courtier"><img src="/photos/courtiers/sebastien-ouimet.jpg" alt="Sébastien Ouimet"><p class="nom">Sébastien Ouimet</p><p class="titre">Courtier immobilier résidentiel</p><p class="agence">RE/MAX du Cartier inc., Agence immobilière</p><p>514-555-0186</p></aside>
<section class="similaires"><h2>Propriétés similaires</h2>
<div class="carte" data-prix="989000"><b>989 000 $</b> · Duplex · 6041, 2e Avenue, Montréal</div>
<div class="carte" data-prix="1325000"><b>1 325 000 $</b> · Quadruplex · 5980, rue Chabot, Montréal</div>
<div class="carte" data-prix="1050000"><b>1,05 M$</b> · Triplex · 4220, rue Bélanger, Montréal</div>
</section>
${mortgageWidget("1 149 000 $", "4,49 %", "5 084 $", "fr")}
${newsletter("fr")}
</main>
<footer><div class="bureaux"><p>RE/MAX du Cartier inc., Agence immobilière — 1290, avenue Bernard Ouest, Montréal (Québec) H2V 1V9 · 514-555-0160</p><p>Bureau Plateau — 4330, rue Saint-Denis, Montréal (Québec) H2J 2K8</p></div>${social("remaxducartier")}${legal(["Chaque bureau RE/MAX est indépendant et autonome. Les renseignements ne sont pas garantis et doivent être vérifiés.", "© 2025 RE/MAX du Cartier inc. Tous droits réservés."])}</footer>
${jsonScript("fiche-data", { centris: "21874563", prix: 1149000, genre: "Triplex", adresse: "6512-6516, 5e Avenue", ville: "Montréal", province: "QC", quartier: "Rosemont/La Petite-Patrie", codePostal: "H1Y 2R4", annee: 1925, terrainPi2: 2880, courtier: "Sébastien Ouimet" })}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "plex",
      street: "6512-6516, 5e Avenue",
      city: "Montréal",
      province: "QC",
      postalCode: "H1Y 2R4",
      neighbourhood: "Rosemont/La Petite-Patrie",
      lot: { value: 2880, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "21874563",
      listingAgentName: "Sébastien Ouimet",
      brokerageName: "RE/MAX du Cartier inc., Agence immobilière",
    },
  },
];
