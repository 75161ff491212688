/**
 * Forty-second held-out corpus, French pages: a seniors' residence's 4 ½ in Laval, a Quebec farm weekly's dairy farm
 * classified in Saint-Hugues and an Acadian daily's by-owner house classified in Caraquet, New Brunswick.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_42_FRENCH: ListingPage[] = [
  {
    name: "ho42-groupemaurice-logement-laval",
    site: "groupemaurice.com",
    set: "held-out-42",
    traps: "a seniors' residence's unit in French: the unit's rent beside 'à partir de' rents of other unit types and a meal plan fee; '4 ½' with '2 chambres'; the area in m² only; French number formats ('3 140 $'); a Laval district beside the city; the residence's 'Ouverte en' year; the company's head office in the footer",
    pageUrl: "https://www.groupemaurice.com/fr/residences/les-verrieres-du-parc/logements/612",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Logement 612 – 4 ½ | Les Verrières du Parc, résidence pour aînés à Laval | Groupe Maurice</title>
<meta name="description" content="4 ½ avec balcon aux Verrières du Parc, Laval. 3 140 $ par mois.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Les Verrières du Parc", address: { "@type": "PostalAddress", streetAddress: "1850, boulevard Saint-Martin Ouest", addressLocality: "Laval", addressRegion: "QC", postalCode: "H7S 0B2" } })}
</head><body>
<header><a href="/fr" class="logo">Groupe Maurice</a><nav><a href="/fr/residences">Nos résidences</a><a href="/fr/logements">Logements disponibles</a><a href="/fr/soins">Soins et services</a><a href="/fr/visite">Planifier une visite</a><a href="/en">English</a></nav></header>
<main>
<section class="residence">
<h1>Les Verrières du Parc</h1>
<p class="adresse">1850, boulevard Saint-Martin Ouest, Laval (Québec) H7S 0B2</p>
<p class="secteur">Secteur Chomedey</p>
<p class="ouverture">Ouverte en 2019 · 312 logements</p>
</section>
<section class="logement">
<h2>Logement 612 · 4 ½ <span class="pastille">Disponible le 1er décembre</span></h2>
<p class="adresse-logement">1850, boulevard Saint-Martin Ouest, app. 612</p>
<dl class="caracteristiques">
<dt>Loyer mensuel</dt><dd>3 140 $ par mois</dd>
<dt>Nombre de chambres</dt><dd>2 chambres</dd>
<dt>Salle de bain</dt><dd>1</dd>
<dt>Superficie</dt><dd>88 m²</dd>
<dt>Étage</dt><dd>6<sup>e</sup>, vue sur le parc</dd>
<dt>Forfait repas (facultatif)</dt><dd>385 $ par mois</dd>
</dl>
<p>Logement lumineux avec balcon vitré, cuisine complète, laveuse-sécheuse et climatisation. Le loyer comprend le chauffage, l'électricité, le câble, l'Internet et l'accès aux installations (piscine intérieure, cinéma, salle d'entraînement). Les résidents de 70 ans et plus peuvent être admissibles au crédit d'impôt pour maintien à domicile.</p>
</section>
<section class="autres"><h2>Autres logements</h2>
<div class="carte"><h3>3 ½</h3><p>À partir de 2 295 $ par mois</p></div>
<div class="carte"><h3>5 ½</h3><p>À partir de 3 890 $ par mois</p></div>
<div class="carte"><h3>Studio avec soins</h3><p>À partir de 4 620 $ par mois</p></div>
</section>
<section class="contact"><p>Conseillère à la location : 450-555-0138</p></section>
</main>
<footer><p>Groupe Maurice · Siège social : 2400, boulevard Daniel-Johnson, bureau 600, Laval (Québec) H7T 3A4</p><p>Les prix peuvent changer sans préavis. Certaines conditions s'appliquent.</p></footer>
${chrome("Groupe Maurice", "fr")}
</body></html>`,
    expected: {
      price: { amount: 3140, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1850, boulevard Saint-Martin Ouest, app. 612",
      city: "Laval",
      province: "QC",
      postalCode: "H7S 0B2",
      neighbourhood: "Chomedey",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 947,
    },
  },
  {
    name: "ho42-laterre-ferme-sainthugues",
    site: "laterre.ca",
    set: "held-out-42",
    traps: "a farm weekly's French classified: the dairy quota's value and the municipal taxes beside the asking price; total vs cultivated hectares; a region (Montérégie) beside the municipality; the house's labelled year among barn and silo years; a broker named in the ad; other farm ads' prices; the paper's Longueuil office in the footer",
    pageUrl: "https://www.laterre.ca/petites-annonces/fermes-a-vendre/ferme-laitiere-saint-hugues-142-ha",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Ferme laitière à vendre – Saint-Hugues, 142 ha | Petites annonces | La Terre de chez nous</title>
<meta property="og:title" content="Ferme laitière à vendre – Saint-Hugues, 142 ha">
<meta name="description" content="Ferme laitière de 75 kg/j de quota, 142 hectares, maison 4 chambres. 2 950 000 $.">
</head><body class="annonce">
<header><a href="/" class="logo">La Terre de chez nous</a><nav><a href="/actualites">Actualités</a><a href="/productions">Productions</a><a href="/petites-annonces">Petites annonces</a><a href="/abonnement">S'abonner</a></nav></header>
<main>
<nav class="fil"><a href="/petites-annonces">Petites annonces</a> › <a href="/petites-annonces/fermes-a-vendre">Fermes à vendre</a> › Montérégie</nav>
<article class="petite-annonce" data-annonce="PA-558213">
<h1>Ferme laitière à vendre – Saint-Hugues, 142 ha</h1>
<p class="region">Montérégie</p>
<p class="prix">Prix demandé : 2 950 000 $</p>
<ul class="fiche">
<li>Adresse : 1245, rang Saint-Simon, Saint-Hugues (Québec) J0H 1N0</li>
<li>Superficie totale : 142 hectares (118 ha en culture, 24 ha boisés)</li>
<li>Quota : 75 kg/j (valeur approx. 24 000 $/kg/j, non inclus dans le prix)</li>
<li>Étable à stabulation entravée 80 places (1998), silo-tour (2004)</li>
<li>Maison : 4 chambres, 1 salle de bain</li>
<li>Année de construction (maison) : 1962</li>
<li>Taxes foncières : 18 420 $ (avant remboursement MAPAQ)</li>
</ul>
<div class="texte"><p>Ferme familiale en production depuis trois générations, sols argileux drainés à 90 %, rotation maïs-soya-foin. Vendue avec la machinerie (liste sur demande). Possibilité de transfert progressif à la relève. Évaluation municipale uniformisée : 2 214 000 $.</p></div>
<div class="annonceur"><p>Pour information : <strong>Mélanie Gaudreault</strong>, courtière immobilière agricole</p><p>Immeubles Agri-Conseil inc.</p><p>450-555-0164</p></div>
</article>
<aside class="autres-annonces"><h2>Autres fermes à vendre</h2>
<ul><li>Terre à bois 40 ha – Saint-Liboire – 185 000 $</li><li>Ferme céréalière 210 ha – Saint-Barnabé-Sud – 4 100 000 $</li><li>Érablière 6 800 entailles – Upton – 1 250 000 $</li></ul></aside>
</main>
<footer><p>La Terre de chez nous · 555, boulevard Roland-Therrien, bureau 100, Longueuil (Québec) J4H 4E7</p><p>Les annonces sont publiées sous la seule responsabilité des annonceurs.</p></footer>
${chrome("La Terre de chez nous", "fr")}
</body></html>`,
    expected: {
      price: { amount: 2950000, currency: "CAD" },
      propertyKind: "farm",
      street: "1245, rang Saint-Simon",
      city: "Saint-Hugues",
      province: "QC",
      postalCode: "J0H 1N0",
      bedrooms: 4,
      bathrooms: 1,
      lot: { value: 142, unit: "hectares" },
      yearBuilt: 1962,
      listingAgentName: "Mélanie Gaudreault",
      brokerageName: "Immeubles Agri-Conseil inc.",
    },
  },
  {
    name: "ho42-acadienouvelle-maison-caraquet",
    site: "acadienouvelle.com",
    set: "held-out-42",
    traps: "an Acadian daily's by-owner classified in French: the property assessment beside the asking price; '1 salle de bain complète et 1 salle d'eau'; 'pi²' and a lot in acres with a French decimal comma; '(N.-B.)' for the province; the newspaper's office on the same boulevard as the house; other ads' prices; no agent",
    pageUrl: "https://www.acadienouvelle.com/petites-annonces/maison-a-vendre-caraquet-417-boulevard-saint-pierre-ouest/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8">
<title>Maison à vendre – Caraquet | Petites annonces | Acadie Nouvelle</title>
<meta property="og:title" content="Maison à vendre – Caraquet">
<meta property="og:site_name" content="Acadie Nouvelle">
</head><body class="single petites-annonces">
<header><a href="/" class="logo">Acadie Nouvelle</a><nav><a href="/actualites">Actualités</a><a href="/sports">Sports</a><a href="/arts">Arts et spectacles</a><a href="/necrologie">Nécrologie</a><a href="/petites-annonces">Petites annonces</a></nav></header>
<main>
<article class="annonce">
<p class="rubrique">Immobilier › Maisons à vendre</p>
<h1>Maison à vendre – Caraquet</h1>
<p class="date">Publiée le 4 octobre 2025</p>
<div class="contenu">
<p><strong>417, boulevard Saint-Pierre Ouest, Caraquet (N.-B.) E1W 1B7</strong></p>
<p><strong>Prix : 224 900 $</strong></p>
<p>Bungalow de 3 chambres, 1 salle de bain complète et 1 salle d'eau, environ 1 350 pi² habitables. Construite en 1988. Sous-sol partiellement fini, thermopompe murale, garage détaché de 24 x 28. Terrain de 0,8 acre avec vue sur la baie des Chaleurs.</p>
<p>Évaluation foncière 2025 : 168 300 $. Impôt foncier environ 2 950 $ par année.</p>
<p>Vente par le propriétaire. Visites sur rendez-vous seulement : 506-555-0129.</p>
</div>
</article>
<aside class="autres"><h2>Autres annonces</h2>
<ul><li>Chalet à vendre – Miscou – 159 000 $</li><li>Logement 4 ½ à louer – Shippagan – 1 150 $/mois</li><li>Maison à vendre – Bas-Caraquet – 289 000 $</li></ul></aside>
</main>
<footer><p>Acadie Nouvelle · 476, boulevard Saint-Pierre Ouest, Caraquet (N.-B.) E1W 1A3 · 506-555-0100</p><p>© Acadie Média. Tous droits réservés.</p></footer>
${chrome("Acadie Nouvelle", "fr")}
</body></html>`,
    expected: {
      price: { amount: 224900, currency: "CAD" },
      propertyKind: "house",
      street: "417, boulevard Saint-Pierre Ouest",
      city: "Caraquet",
      province: "NB",
      postalCode: "E1W 1B7",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1350,
      lot: { value: 0.8, unit: "acres" },
      yearBuilt: 1988,
    },
  },
];
