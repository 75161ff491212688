/**
 * Forty-sixth held-out corpus, Québec (French pages): a Centris triplex in Sorel-Tracy and a DuProprio by-owner
 * house in Rivière-du-Loup.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (marque: string): string => `<div class="bandeau-temoins" role="dialog" aria-label="Témoins"><p>${marque} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et personnaliser le contenu. Vous pouvez modifier vos préférences en tout temps.</p><button type="button">Tout accepter</button><button type="button">Paramètres</button></div>
<form class="infolettre" action="/infolettre" method="post"><label for="courriel">Recevez les nouvelles propriétés par courriel</label><input id="courriel" type="email" name="courriel" placeholder="Votre courriel"><button type="submit">S'abonner</button><p>Vous pouvez vous désabonner en tout temps.</p></form>
<nav class="liens-pied" aria-label="Pied de page"><ul><li><a href="/a-propos">À propos</a></li><li><a href="/carrieres">Carrières</a></li><li><a href="/aide">Aide</a></li><li><a href="/confidentialite">Politique de confidentialité</a></li><li><a href="/conditions">Conditions d'utilisation</a></li></ul></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"vue_page",langue:"fr"});document.querySelectorAll(".bandeau-temoins button").forEach(function(b){b.addEventListener("click",function(){b.parentNode.remove();});});</script>`;

export const HELD_OUT_46_QUEBEC: ListingPage[] = [
  {
    name: "ho46-centris-triplex-soreltracy",
    site: "centris.ca",
    set: "held-out-46",
    traps: "Centris French triplex sheet: '549 000 $' with no-break spaces; two civic numbers '412-416'; 'Revenus bruts potentiels 39 420 $', the évaluation municipale total and municipal/school taxes beside the price; units '2 x 4 ½, 1 x 5 ½' and no bedroom count; lot '4 306 pi²'; the No Centris as MLS; broker with her title and the agency's office in Saint-Hyacinthe; itemprop coordinates; similar plexes in Contrecœur and Saint-Joseph-de-Sorel",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~sorel-tracy/17283946",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre, Sorel-Tracy - 549 000 $ - 17283946 | Centris.ca</title>
<meta name="description" content="Triplex à vendre à Sorel-Tracy, 412 - 416, rue Victoria. 549 000 $. No Centris 17283946.">
<meta property="og:title" content="Triplex à vendre - 412 - 416, rue Victoria, Sorel-Tracy">
</head><body>
<header class="entete"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en">English</a></nav></header>
<main class="fiche" itemscope itemtype="http://schema.org/Product">
<div class="row"><h1 itemprop="category"><span data-id="PageTitle">Triplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">412 - 416, rue Victoria, Sorel-Tracy</h2></div>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="549000"><meta itemprop="priceCurrency" content="CAD"><span class="text-nowrap">549&nbsp;000&nbsp;$</span></div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.04318"><meta itemprop="longitude" content="-73.11472"></div>
<div class="carac-container">
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1958</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>4&nbsp;306 pi²</span></div>
<div class="carac-title">Nombre d'unités</div><div class="carac-value"><span>Résidentiel (3)</span></div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>2 x 4 ½, 1 x 5 ½</span></div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>39&nbsp;420 $</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (3)</span></div>
<div class="carac-title">Occupation</div><div class="carac-value"><span>Selon les baux</span></div>
</div>
<div itemprop="description" class="description"><p>Triplex bien entretenu à deux pas du Vieux-Sorel et du parc Royal. Le 5 ½ au rez-de-chaussée sera libéré pour l'acheteur; les deux 4 ½ sont loués à 1 120 $ et 985 $ par mois. Toiture refaite en 2020, entrées électriques 200 A, cour clôturée.</p></div>
<table class="table financial-details-table"><caption>Évaluation municipale (2025)</caption>
<tr><td>Terrain</td><td>61&nbsp;200 $</td></tr><tr><td>Bâtiment</td><td>318&nbsp;900 $</td></tr><tr class="total"><td>Total</td><td>380&nbsp;100 $</td></tr></table>
<table class="table financial-details-table"><caption>Taxes</caption>
<tr><td>Municipales (2025)</td><td>3&nbsp;912 $</td></tr><tr><td>Scolaires (2025)</td><td>298 $</td></tr><tr class="total"><td>Total</td><td>4&nbsp;210 $</td></tr></table>
<div class="broker-info"><div class="broker-info__broker-name"><h1 class="broker-info__broker-title" itemprop="name">Geneviève Lachapelle</h1><p>Courtier immobilier résidentiel</p></div>
<div class="broker-info__agency-name">Agence immobilière Richelieu-Yamaska inc.</div><div class="broker-info__agency-address">1850, rue Girouard Ouest, Saint-Hyacinthe (Québec) J2S 2Z4</div><div class="phone">450 555-0191</div></div>
<div class="no-centris"><span id="ListingDisplayId">No Centris 17283946</span></div>
<section class="similaires"><h3>Propriétés similaires</h3><div class="card">Duplex · 489 000 $ · Contrecœur</div><div class="card">Triplex · 575 000 $ · Saint-Joseph-de-Sorel</div></section>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. 600, chemin du Golf, L'Île-des-Sœurs (Québec) H3E 1A8</p><p>Les renseignements proviennent du système Centris® et sont jugés fiables, sans garantie.</p></footer>
${chrome("Centris")}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "plex",
      street: "412 - 416, rue Victoria",
      city: "Sorel-Tracy",
      province: "QC",
      lot: { value: 4306, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "17283946",
      listingAgentName: "Geneviève Lachapelle",
      brokerageName: "Agence immobilière Richelieu-Yamaska inc.",
      geo: { lat: 46.04318, lng: -73.11472 },
    },
  },
  {
    name: "ho46-duproprio-maison-riviereduloup",
    site: "duproprio.com",
    set: "held-out-46",
    traps: "DuProprio French by-owner page: '339 000 $'; DuProprio's own listing number (no MLS); 'Salles de bains 1' and 'Salles d'eau 1'; living area in pi² with m² in parentheses; lot as '60 x 120 pi' and '7 200 pi²'; évaluation municipale and taxes; no agent or brokerage; similar listings in Cacouna and Trois-Pistoles; the company's Québec City head office in the footer",
    pageUrl: "https://duproprio.com/fr/bas-saint-laurent/riviere-du-loup/maison-a-etages-a-vendre/hab-47-rue-saint-pierre-1098417",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre Rivière-du-Loup, 47, rue Saint-Pierre - DuProprio 1098417</title>
<meta name="description" content="Maison à étages à vendre à Rivière-du-Loup : 3 chambres, 1 salle de bains, 1 salle d'eau. 339 000 $.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Maison à étages à vendre", address: { "@type": "PostalAddress", streetAddress: "47, rue Saint-Pierre", addressLocality: "Rivière-du-Loup", addressRegion: "QC", postalCode: "G5R 3B7", addressCountry: "CA" }, numberOfRooms: 9 })}
</head><body>
<header><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a><a href="/fr/services">Services</a><a href="/en">EN</a></nav></header>
<main class="listing" data-listing-id="1098417">
<div class="listing-location"><h1 class="listing-location__title">Maison à étages à vendre</h1><div class="listing-location__address"><h2>47, rue Saint-Pierre</h2><h3>Rivière-du-Loup</h3><span>Bas-Saint-Laurent</span></div></div>
<div class="listing-price"><div class="listing-price__amount">339 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bains</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 480</span> pi² (137,5 m²)</div>
</div>
<div class="listing-box__dotted-row"><span>Aire habitable (s-sol exclu)</span><span>1 480 pi² (137,5 m²)</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>60 x 120 pi</span></div>
<div class="listing-box__dotted-row"><span>Superficie du terrain</span><span>7 200 pi² (668,9 m²)</span></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1978</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>278 400 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 110 $ (2025)</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>241 $ (2025)</span></div>
<div class="listing-box__dotted-row"><span>Numéro de l'annonce</span><span>1098417</span></div>
<section class="listing-owners-comments"><h3>Commentaires du propriétaire</h3><p>Maison à étages dans un secteur familial près de l'école Joly et du parc des Chutes. Trois chambres à l'étage, salle de bains rénovée en 2022, salle d'eau au rez-de-chaussée, sous-sol aménagé avec bureau et salle familiale. Thermopompe murale, garage détaché, grande cour arrière.</p></section>
<table class="listing-rooms"><caption>Pièces</caption><tr><td>Salon</td><td>14 pi x 13 pi</td></tr><tr><td>Cuisine</td><td>12 pi x 11 pi</td></tr><tr><td>Chambre principale</td><td>13 pi x 12 pi</td></tr><tr><td>Bureau (sous-sol)</td><td>10 pi x 9 pi</td></tr></table>
<div class="listing-contact"><p>Contactez le propriétaire</p><button type="button">Voir le numéro de téléphone</button></div>
<section class="similaires"><h3>Propriétés similaires</h3><div class="card">Bungalow · 289 000 $ · Cacouna</div><div class="card">Maison à étages · 312 500 $ · Trois-Pistoles</div></section>
</main>
<footer><p>DuProprio inc. · 2954, boulevard Laurier, bureau 300, Québec (Québec) G1V 4T2</p><p>DuProprio n'est pas un courtier immobilier. Les renseignements sont fournis par le propriétaire.</p></footer>
${chrome("DuProprio")}
</body></html>`,
    expected: {
      price: { amount: 339000, currency: "CAD" },
      propertyKind: "house",
      street: "47, rue Saint-Pierre",
      city: "Rivière-du-Loup",
      province: "QC",
      postalCode: "G5R 3B7",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 7200, unit: "ft2" },
      yearBuilt: 1978,
    },
  },
];
