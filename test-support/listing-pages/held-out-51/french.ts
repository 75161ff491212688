/**
 * Fifty-first held-out corpus, French pages from Québec: a Québec City builder's new condo unit in Lebourgneuf, a
 * Québec City brokerage's triplex in Vieux-Limoilou and a developer's rental 4 ½ in Brossard.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_51_FRENCH: ListingPage[] = [
  {
    name: "ho51-sotramont-condo-quebec-lebourgneuf",
    site: "sotramont.com",
    set: "held-out-51",
    traps: "a builder's new condo unit: price '+ taxes'; area in pi² then m²; the unit kept apart from the project's street line; other units' prices, rooms and areas in a table; indoor parking sold separately; estimated condo fees; the sales office and the head office (Organization JSON-LD) with their own addresses; quartier vs city",
    pageUrl: "https://www.sotramont.com/fr/projets/le-faubourg-bouvier/unites/507",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unité 507 – Condo neuf 2 chambres – Le Faubourg Bouvier, Lebourgneuf, Québec | Sotramont</title>
<meta name="description" content="Condo neuf de 2 chambres et 1 012 pi² au 5e étage, quartier Lebourgneuf à Québec. 459 900 $ + taxes. Livraison été 2026.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Le Faubourg Bouvier – Unité 507">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Sotramont", url: "https://www.sotramont.com", address: { "@type": "PostalAddress", streetAddress: "1000, route de l'Église, bureau 400", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1V 3V9", addressCountry: "CA" }, telephone: "418-555-0120" })}
</head><body>
<header class="entete"><a href="/fr/" class="logo">Sotramont</a><nav><a href="/fr/projets">Nos projets</a><a href="/fr/condos-a-vendre">Condos à vendre</a><a href="/fr/locatif">Locatif</a><a href="/fr/a-propos">À propos</a><a href="/en/">EN</a></nav></header>
<main class="unite">
<nav class="fil">Projets › Le Faubourg Bouvier › Unité 507</nav>
<section class="projet">
<p class="sur-titre">Le Faubourg Bouvier · Phase 2</p>
<p class="adresse">2350, rue Bouvier, Québec (Québec) G2J 1A9</p>
<p class="quartier">Quartier Lebourgneuf</p>
</section>
<section class="fiche-unite">
<h1>Unité 507</h1>
<p class="prix">459 900 $ <small>+ taxes</small></p>
<ul class="specs"><li>2 chambres</li><li>1 salle de bain</li><li>1 012 pi² (94 m²)</li><li>5e étage, coin sud-ouest</li></ul>
<dl>
<dt>Type</dt><dd>Condo neuf (copropriété divise)</dd>
<dt>Balcon</dt><dd>88 pi²</dd>
<dt>Frais de copropriété estimés</dt><dd>298 $ / mois</dd>
<dt>Stationnement intérieur</dt><dd>35 000 $ (en sus)</dd>
<dt>Livraison</dt><dd>Été 2026</dd>
</dl>
<p>Unité de coin baignée de lumière avec fenestration pleine hauteur, cuisine avec îlot en quartz, salle de bain avec douche en céramique et bain autoportant. Rangement privé au sous-sol inclus. Bâtiment en béton, ascenseur, salle d'entraînement et terrasse commune sur le toit.</p>
</section>
<section class="autres">
<h2>Autres unités disponibles</h2>
<table>
<tr><th>Unité</th><th>Chambres</th><th>Superficie</th><th>Prix</th></tr>
<tr><td>304</td><td>1</td><td>702 pi²</td><td>339 900 $</td></tr>
<tr><td>412</td><td>2</td><td>968 pi²</td><td>439 900 $</td></tr>
<tr><td>PH-801</td><td>3</td><td>1 386 pi²</td><td>729 900 $</td></tr>
</table>
</section>
<section class="bureau-ventes">
<h2>Bureau des ventes</h2>
<p>1180, boulevard Lebourgneuf, bureau 100, Québec (Québec) G2K 2G4</p>
<p>Ouvert du lundi au jeudi de 12 h à 19 h, samedi et dimanche de 12 h à 17 h</p>
<p>418-555-0127</p>
</section>
</main>
<footer>
<p>Sotramont · 1000, route de l'Église, bureau 400, Québec (Québec) G1V 3V9</p>
<p>Les prix, superficies et dates de livraison sont sujets à changement sans préavis. Les illustrations sont des représentations artistiques. Entrepreneur accrédité GCR. Licence RBQ 5555-0000-01.</p>
${chrome("Sotramont", "fr")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 459900, currency: "CAD" },
      propertyKind: "condo",
      street: "2350, rue Bouvier",
      city: "Québec",
      province: "QC",
      postalCode: "G2J 1A9",
      neighbourhood: "Lebourgneuf",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1012,
    },
  },
  {
    name: "ho51-proprioexpert-triplex-quebec-limoilou",
    site: "proprioexpert.com",
    set: "held-out-51",
    traps: "a Québec City brokerage's plex page in Centris layout: civic range '1245-1249' in the street; arrondissement vs quartier vs city; Centris number beside an internal reference; revenus bruts potentiels, évaluation municipale (land, building, total) and taxes; building dimensions beside the lot area in pc; units listed by size (5 ½, 4 ½); the head office in Organization JSON-LD and the footer",
    pageUrl: "https://www.proprioexpert.com/fr/propriete/triplex-a-vendre-quebec-la-cite-limoilou/26481937",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Triplex à vendre – 1245-1249, 3e Avenue, Québec (La Cité-Limoilou) – 649 000 $ | Proprio Expert</title>
<meta name="description" content="Triplex dans le Vieux-Limoilou : un 5 ½ et deux 4 ½, revenus bruts potentiels de 38 940 $. No Centris 26481937.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Triplex – 1245-1249, 3e Avenue, Québec">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Proprio Expert", url: "https://www.proprioexpert.com", address: { "@type": "PostalAddress", streetAddress: "5600, boulevard des Galeries, bureau 250", addressLocality: "Québec", addressRegion: "QC", postalCode: "G2K 2H6", addressCountry: "CA" }, telephone: "418-555-0190" })}
</head><body>
<header><a href="/fr/" class="logo">Proprio Expert</a><nav><a href="/fr/proprietes">Propriétés à vendre</a><a href="/fr/vendre">Vendre avec nous</a><a href="/fr/courtiers">Nos courtiers</a><a href="/fr/calculatrices">Calculatrices</a></nav></header>
<main class="fiche-propriete">
<div class="entete-fiche">
<h1>Triplex à vendre</h1>
<h2 class="adresse">1245-1249, 3e Avenue, Québec (La Cité-Limoilou) G1L 2W4</h2>
<p class="quartier">Quartier : Vieux-Limoilou</p>
<p class="prix">649 000 $</p>
</div>
<div class="numeros"><span>No Centris : 26481937</span> · <span>Référence interne : PE-88214</span></div>
<table class="caracteristiques">
<tr><th>Genre de propriété</th><td>Triplex</td></tr>
<tr><th>Unités résidentielles</th><td>1 × 5 ½, 2 × 4 ½</td></tr>
<tr><th>Revenus bruts potentiels</th><td>38 940 $</td></tr>
<tr><th>Année de construction</th><td>1948</td></tr>
<tr><th>Dimensions du bâtiment</th><td>30 x 42 pi</td></tr>
<tr><th>Superficie du terrain</th><td>3 014 pc</td></tr>
<tr><th>Stationnement</th><td>Allée (2)</td></tr>
<tr><th>Chauffage</th><td>Plinthes électriques</td></tr>
</table>
<table class="finances">
<caption>Évaluation municipale et taxes</caption>
<tr><th>Terrain</th><td>118 000 $</td></tr>
<tr><th>Bâtiment</th><td>394 300 $</td></tr>
<tr><th>Total (2025)</th><td>512 300 $</td></tr>
<tr><th>Taxes municipales</th><td>5 612 $</td></tr>
<tr><th>Taxes scolaires</th><td>398 $</td></tr>
</table>
<section class="addenda">
<h3>Addenda</h3>
<p>Triplex bien entretenu à deux rues de la 3e Avenue et de ses cafés. Le 5 ½ du rez-de-chaussée sera libre au 1er juillet; les deux 4 ½ aux étages sont loués 1 050 $ et 1 085 $ par mois, baux renouvelés. Toiture refaite en 2019, fenêtres en PVC 2016, entrées électriques 200 A. Cour arrière clôturée et hangar.</p>
</section>
<section class="courtier">
<h3>Votre courtier</h3>
<p class="nom">Marc-André Gingras</p>
<p>Courtier immobilier résidentiel</p>
<p>Proprio Expert, agence immobilière</p>
<p>418 555-0193</p>
</section>
<section class="similaires">
<h3>Propriétés similaires</h3>
<p>Duplex · 8e Rue, Québec · 489 000 $</p>
<p>Quadruplex · rue de la Ronde, Québec · 759 000 $</p>
</section>
</main>
<footer>
<p>Proprio Expert, agence immobilière · Siège social : 5600, boulevard des Galeries, bureau 250, Québec (Québec) G2K 2H6</p>
<p>Les informations contenues dans cette fiche sont tirées du système Centris® et sont jugées fiables, mais ne sont pas garanties. Agence immobilière régie par l'OACIQ.</p>
${chrome("Proprio Expert", "fr")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "CAD" },
      propertyKind: "plex",
      street: "1245-1249, 3e Avenue",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 2W4",
      neighbourhood: "Vieux-Limoilou",
      lot: { value: 3014, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "26481937",
      listingAgentName: "Marc-André Gingras",
      brokerageName: "Proprio Expert, agence immobilière",
    },
  },
  {
    name: "ho51-devimco-logement-brossard",
    site: "devimco.com",
    set: "held-out-51",
    traps: "a developer's rental unit in French: '2 185 $/mois'; 4 ½ with 2 chambres; other units' rents, rooms and areas; parking and storage fees; first-month-free promo; 'Construit en 2023'; the developer's head office in Organization JSON-LD and footer; geo in ApartmentComplex JSON-LD",
    pageUrl: "https://www.devimco.com/fr/location/le-carre-du-quartier/logement-1108",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Logement 1108 – 4 ½ à louer à Brossard – Le Carré du Quartier | Devimco</title>
<meta name="description" content="4 ½ de 2 chambres et 868 pi² au 11e étage à Brossard, 2 185 $/mois. Premier mois gratuit.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="4 ½ à louer – Le Carré du Quartier">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Le Carré du Quartier", address: { "@type": "PostalAddress", streetAddress: "8050, boulevard du Quartier", addressLocality: "Brossard", addressRegion: "QC", postalCode: "J4Y 0N5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.44392, longitude: -73.43718 } })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Devimco Immobilier", address: { "@type": "PostalAddress", streetAddress: "3055, boulevard Saint-Martin Ouest, bureau 700", addressLocality: "Laval", addressRegion: "QC", postalCode: "H7T 0J3" } })}
</head><body>
<header class="dv-header"><a href="/fr/" class="dv-logo">Devimco</a><nav><a href="/fr/projets">Projets</a><a href="/fr/location">Location</a><a href="/fr/commercial">Espaces commerciaux</a><a href="/fr/nous-joindre">Nous joindre</a></nav></header>
<main class="logement">
<section class="immeuble">
<p class="nom-projet">Le Carré du Quartier</p>
<p class="adresse">8050, boulevard du Quartier, Brossard (Québec) J4Y 0N5</p>
<p class="annee">Construit en 2023 · 18 étages · 312 logements</p>
</section>
<section class="unite">
<h1>Logement 1108 – 4 ½</h1>
<p class="loyer">2 185 $/mois</p>
<p class="promo">Premier mois gratuit sur un bail de 12 mois signé avant le 15 décembre</p>
<ul class="specs"><li>2 chambres</li><li>1 salle de bain</li><li>868 pi²</li><li>Disponible le 1er janvier 2026</li></ul>
<p>Logement lumineux orienté est avec vue sur le quartier, cuisine avec électroménagers en acier inoxydable, laveuse-sécheuse dans l'unité, climatisation murale et grand balcon. Chauffage et eau chaude inclus; électricité aux frais du locataire. Animaux acceptés (restrictions).</p>
</section>
<section class="frais">
<h2>Options</h2>
<ul><li>Stationnement intérieur : 150 $/mois</li><li>Casier de rangement : 45 $/mois</li><li>Borne de recharge : 35 $/mois</li></ul>
</section>
<section class="autres-logements">
<h2>Autres logements disponibles</h2>
<table>
<tr><th>Type</th><th>Chambres</th><th>Superficie</th><th>Loyer</th></tr>
<tr><td>3 ½</td><td>1</td><td>592 pi²</td><td>1 645 $</td></tr>
<tr><td>4 ½ coin</td><td>2</td><td>934 pi²</td><td>2 295 $</td></tr>
<tr><td>5 ½</td><td>3</td><td>1 148 pi²</td><td>2 790 $</td></tr>
</table>
</section>
<section class="location">
<h2>Bureau de location</h2>
<p>Au rez-de-chaussée du 8050, boulevard du Quartier</p>
<p>450 555-0148 · location@exemple.ca</p>
</section>
</main>
<footer>
<p>Devimco Immobilier · 3055, boulevard Saint-Martin Ouest, bureau 700, Laval (Québec) H7T 0J3</p>
<p>Loyers et disponibilités sujets à changement sans préavis. Photos à titre indicatif seulement.</p>
${chrome("Devimco", "fr")}
</footer>
</body></html>`,
    expected: {
      price: { amount: 2185, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "8050, boulevard du Quartier",
      city: "Brossard",
      province: "QC",
      postalCode: "J4Y 0N5",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 868,
      yearBuilt: 2023,
      geo: { lat: 45.44392, lng: -73.43718 },
    },
  },
];
