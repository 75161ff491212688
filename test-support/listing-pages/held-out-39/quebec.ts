/**
 * Thirty-ninth held-out corpus, Québec (pages in French): a rental company's 4 ½ in Laval's Chomedey and a
 * multi-residential brokerage's triplex in Montréal's Rosemont–La Petite-Patrie.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `
<div id="bandeau-temoins" class="consent" role="dialog" aria-label="Témoins"><p>${brand} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et personnaliser le contenu. Vous pouvez modifier vos préférences en tout temps.</p><button type="button" class="accepter">Tout accepter</button><button type="button" class="refuser">Refuser</button><a href="/confidentialite">Politique de confidentialité</a></div>
<form class="infolettre" action="/infolettre" method="post"><h3>Abonnez-vous à notre infolettre</h3><label for="courriel">Courriel</label><input id="courriel" type="email" name="courriel" placeholder="vous@exemple.com"><button type="submit">M'abonner</button><p class="petit">Vous pouvez vous désabonner en tout temps.</p></form>
<nav class="pied-liens"><a href="/a-propos">À propos</a> · <a href="/carrieres">Carrières</a> · <a href="/nous-joindre">Nous joindre</a> · <a href="/en/">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"fiche_vue",langue:"fr"});document.querySelectorAll("#bandeau-temoins button").forEach(function(b){b.addEventListener("click",function(){document.getElementById("bandeau-temoins").remove();});});</script>`;

export const HELD_OUT_39_QUEBEC: ListingPage[] = [
  {
    name: "ho39-cogir-4demi-chomedey",
    site: "cogir.net",
    set: "held-out-39",
    traps: "a Québec rental company's building page in French: 'à partir de' rent with a space-thin thousands separator; '4 ½' as the unit type (two bedrooms); m² area; indoor parking and storage fees; a first-month-free promotion; a 5 ½ with another rent; Chomedey as the Laval sector; the company's head office in Brossard in the footer",
    pageUrl: "https://www.cogir.net/fr/residentiel/laval/le-chomedey/logement-512",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>4 ½ à louer – Le Chomedey, 3200, boulevard Notre-Dame, Laval | Cogir</title>
<meta name="description" content="Logement 4 ½ à louer à Laval (Chomedey). 2 chambres, 82 m², à partir de 1 695 $ par mois.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Le Chomedey – logement 512", numberOfBedrooms: 2, floorSize: { "@type": "QuantitativeValue", value: 82, unitCode: "MTK" }, address: { "@type": "PostalAddress", streetAddress: "3200, boulevard Notre-Dame, app. 512", addressLocality: "Laval", addressRegion: "QC", postalCode: "H7V 0A9" } })}
</head><body>
<header><a href="/fr/" class="logo">Cogir Immobilier</a><nav><a href="/fr/residentiel">Résidentiel</a><a href="/fr/residences-pour-aines">Résidences pour aînés</a><a href="/fr/commercial">Commercial</a></nav></header>
<main class="fiche-logement">
<p class="secteur">Laval · Chomedey</p>
<h1>Le Chomedey</h1>
<p class="adresse">3200, boulevard Notre-Dame, app. 512<br>Laval (Québec) H7V 0A9</p>
<div class="loyer">À partir de <strong>1 695 $</strong> / mois</div>
<p class="promo">Premier mois gratuit à la signature d'un bail de 12 mois*</p>
<ul class="caracteristiques">
<li><span>Type de logement</span> 4 ½</li>
<li><span>Chambres</span> 2</li>
<li><span>Salle de bain</span> 1</li>
<li><span>Superficie</span> 82 m²</li>
<li><span>Étage</span> 5</li>
<li><span>Année de construction</span> 2021</li>
<li><span>Disponibilité</span> 1er juillet</li>
</ul>
<section class="frais"><h2>Frais additionnels</h2><ul><li>Stationnement intérieur : 125 $ / mois</li><li>Casier de rangement : 35 $ / mois</li><li>Électricité non incluse</li></ul></section>
<section class="description"><h2>Description</h2><p>Logement lumineux avec grandes fenêtres, cuisine avec îlot en quartz, électroménagers inclus et laveuse-sécheuse dans l'unité. L'immeuble offre une piscine intérieure, une salle d'entraînement et un salon commun. À proximité du Centropolis, de la gare Sainte-Dorothée et des autoroutes 13 et 440.</p></section>
<section class="autres"><h2>Autres logements disponibles</h2><div class="carte">3 ½ · 58 m² · 1 395 $ / mois</div><div class="carte">5 ½ · 108 m² · 2 150 $ / mois</div></section>
<p class="note">* Certaines conditions s'appliquent. Offre d'une durée limitée.</p>
<section class="visite"><h2>Réservez une visite</h2><p>Bureau de location : 450 555-0114</p></section>
</main>
<footer><p>Cogir Immobilier · 7250, boulevard Taschereau, bureau 200, Brossard (Québec) J4W 1M9</p><p>© Cogir. Tous droits réservés. Les prix et disponibilités peuvent changer sans préavis.</p></footer>
${chrome("Cogir")}
</body></html>`,
    expected: {
      price: { amount: 1695, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "3200, boulevard Notre-Dame, app. 512",
      city: "Laval",
      province: "QC",
      postalCode: "H7V 0A9",
      neighbourhood: "Chomedey",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 883,
      yearBuilt: 2021,
    },
  },
  {
    name: "ho39-pmml-triplex-rosemont",
    site: "pmml.ca",
    set: "held-out-39",
    traps: "a multi-residential brokerage's triplex in French: a civic-number range as the address; the borough Rosemont–La Petite-Patrie beside Montréal; gross revenues, municipal assessment, school and municipal taxes and a cap rate beside the price; units listed as 5 ½ and 4 ½ (no total bedroom count); lot and building areas in pi²; 'No Centris' number; two brokers; the firm's head office in the footer",
    pageUrl: "https://pmml.ca/fr/proprietes/triplex-rosemont-6124-1re-avenue",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre – 6124-6128, 1re Avenue, Montréal (Rosemont–La Petite-Patrie) | PMML</title>
<meta name="description" content="Triplex à vendre dans Rosemont. Revenus bruts de 54 360 $. Prix demandé : 1 285 000 $.">
<meta property="og:locale" content="fr_CA">
</head><body>
<header><a href="/fr/" class="logo">PMML</a><nav><a href="/fr/proprietes">Propriétés</a><a href="/fr/equipe">Équipe</a><a href="/fr/evaluation">Évaluation gratuite</a><a href="/en/">EN</a></nav></header>
<main class="propriete">
<span class="badge">Multirésidentiel · 3 logements</span>
<h1>6124-6128, 1re Avenue</h1>
<p class="lieu">Montréal (Rosemont–La Petite-Patrie), QC H1Y 3A4</p>
<div class="prix">Prix demandé : <b>1 285 000 $</b></div>
<div class="tableau">
<div><span class="lib">No Centris</span><span class="val">21874563</span></div>
<div><span class="lib">Type</span><span class="val">Triplex</span></div>
<div><span class="lib">Année de construction</span><span class="val">1926</span></div>
<div><span class="lib">Superficie du terrain</span><span class="val">2 560 pi²</span></div>
<div><span class="lib">Superficie du bâtiment</span><span class="val">3 420 pi²</span></div>
<div><span class="lib">Revenus bruts</span><span class="val">54 360 $</span></div>
<div><span class="lib">TGA</span><span class="val">3,6 %</span></div>
<div><span class="lib">Évaluation municipale (2026)</span><span class="val">968 400 $</span></div>
<div><span class="lib">Taxes municipales</span><span class="val">6 118 $</span></div>
<div><span class="lib">Taxes scolaires</span><span class="val">742 $</span></div>
</div>
<section class="logements"><h2>Répartition des logements</h2><table><tr><th>Logement</th><th>Type</th><th>Loyer</th></tr><tr><td>6124 (RDC)</td><td>5 ½</td><td>1 780 $</td></tr><tr><td>6126</td><td>4 ½</td><td>1 395 $</td></tr><tr><td>6128</td><td>4 ½</td><td>1 355 $</td></tr></table><p>RDC avec sous-sol aménagé. Chauffage à la charge des locataires.</p></section>
<section class="desc"><h2>Description</h2><p>Triplex bien entretenu sur une rue résidentielle à deux pas de la Promenade Masson et du parc Molson. Toiture refaite en 2019, fenêtres remplacées, entrées électriques de 200 A. Cour arrière et hangar. Excellent potentiel de propriétaire-occupant au rez-de-chaussée.</p></section>
<section class="courtiers"><h2>Courtiers responsables</h2><div class="c"><b>Étienne Lavallée</b>, courtier immobilier commercial<br>514 555-0168</div><div class="c"><b>Sophie Marchand</b>, courtière immobilière<br>514 555-0175</div><p class="agence">Groupe Multilogis inc., agence immobilière commerciale</p></section>
<section class="vendus"><h2>Récemment vendus dans le secteur</h2><div>Triplex, rue Beaubien Est · vendu 1 190 000 $</div><div>Quadruplex, 3e Avenue · vendu 1 460 000 $</div></section>
</main>
<footer><p>Groupe Multilogis inc. · 1100, boulevard René-Lévesque Ouest, bureau 1500, Montréal (Québec) H3B 4N4</p><p>Les renseignements sont fournis à titre indicatif et ne constituent pas une offre ou une promesse d'achat.</p></footer>
${chrome("PMML")}
</body></html>`,
    expected: {
      price: { amount: 1285000, currency: "CAD" },
      propertyKind: "plex",
      street: "6124-6128, 1re Avenue",
      city: "Montréal",
      province: "QC",
      postalCode: "H1Y 3A4",
      neighbourhood: "Rosemont–La Petite-Patrie",
      squareFootage: 3420,
      lot: { value: 2560, unit: "ft2" },
      yearBuilt: 1926,
      mlsNumber: "21874563",
      listingAgentName: "Étienne Lavallée",
      brokerageName: "Groupe Multilogis inc., agence immobilière commerciale",
    },
  },
];
