/**
 * Forty-seventh held-out corpus, Québec (French mobile pages): a Centris triplex in Montréal's Rosemont borough and a
 * DuProprio by-owner condo in Gatineau's Hull sector.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { mobileChrome } from "./chrome.ts";

export const HELD_OUT_47_QUEBEC: ListingPage[] = [
  {
    name: "ho47-centris-mobile-triplex-rosemont",
    site: "centris.ca",
    set: "held-out-47",
    traps: "Centris's French mobile page for a triplex: '1 149 000 $' with spaces in a sticky price bar and again in the facts; the borough (Rosemont/La Petite-Patrie) in brackets after Montréal; a hyphenated civic range '6218-6222, 2e Avenue'; municipal assessment, municipal and school taxes and potential gross revenue in dollars; units '1 x 5 ½, 2 x 4 ½'; lot in 'pc'; gallery alt texts naming rooms; similar properties' prices; the agency's office address in the footer",
    pageUrl: "https://m.centris.ca/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/21459038",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Triplex à vendre - Montréal (Rosemont/La Petite-Patrie) - 21459038 | Centris.ca</title>
<meta name="description" content="Triplex à vendre à Montréal (Rosemont/La Petite-Patrie), 7 chambres, 3 salles de bains. 1 149 000 $. No Centris 21459038.">
<meta property="og:url" content="https://www.centris.ca/fr/triplex~a-vendre~montreal-rosemont-la-petite-patrie/21459038">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Triplex à vendre", offers: { "@type": "Offer", price: "1149000", priceCurrency: "CAD" } })}
</head><body class="mobile">
<header class="m-header"><button class="menu" aria-label="Menu">☰</button><a href="/fr" class="logo">Centris</a><a href="/fr/favoris" class="fav" aria-label="Favoris">♡</a></header>
<div class="sticky-price" aria-hidden="false"><span class="price">1 149 000 $</span><a href="#contact" class="btn">Contacter le courtier</a></div>
<div class="swipe-gallery" data-count="24">
<img src="/media/21459038/1.jpg" alt="Façade — triplex sur la 2e Avenue">
<img src="/media/21459038/2.jpg" alt="Salon du logement du rez-de-chaussée (5 ½)">
<img src="/media/21459038/3.jpg" alt="Cuisine rénovée, 4 ½ du 2e étage">
<img src="/media/21459038/4.jpg" alt="Cour arrière et hangar">
<span class="counter">1 / 24</span></div>
<main>
<h1 itemprop="category">Triplex à vendre</h1>
<h2 class="address">6218-6222, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)</h2>
<div class="price-block"><span id="BuyPrice">1 149 000 $</span></div>
<div class="teaser"><span class="cac">7 chambres</span> · <span class="sdb">3 salles de bains</span></div>
<div class="row"><div class="col">No Centris <span id="ListingDisplayId">21459038</span></div></div>
<section class="carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Jumelé</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">1928</div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value">2 691 pc</div></div>
<div class="carac-container"><div class="carac-title">Nombre d'unités</div><div class="carac-value">Résidentiel (3)</div></div>
<div class="carac-container"><div class="carac-title">Unités résidentielles</div><div class="carac-value">1 x 5 ½, 2 x 4 ½</div></div>
<div class="carac-container"><div class="carac-title">Revenus bruts potentiels</div><div class="carac-value">54 600 $</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Garage (1)</div></div>
</section>
<section class="desc"><h3>Description</h3><div class="collapsed">Triplex de brique bien entretenu à deux pas de la Promenade Masson. Le 5 ½ du rez-de-chaussée sera libre à l'acheteur; les deux 4 ½ sont loués (1 250 $ et 1 325 $ par mois). Toiture refaite en 2021, fenêtres 2018.</div><button data-toggle="more" type="button">Voir plus</button></section>
<section class="fin"><h3>Détails financiers</h3>
<table><tr><th>Évaluation municipale (2026)</th><td>948 500 $</td></tr>
<tr><td>Taxes municipales (2026)</td><td>6 912 $</td></tr><tr><td>Taxes scolaires (2025)</td><td>721 $</td></tr></table></section>
<section id="contact" class="broker"><h3>Courtier</h3><p class="name">Geneviève Lacasse</p><p class="title">Courtier immobilier résidentiel</p><p class="agency">Immeubles Masson Plus inc., Agence immobilière</p><a href="tel:5145550144">514 555-0144</a></section>
<section class="similar"><h3>Propriétés similaires</h3>
<div class="card"><span>Triplex · Montréal (Villeray)</span><span>1 085 000 $</span></div>
<div class="card"><span>Duplex · Montréal (Rosemont/La Petite-Patrie)</span><span>949 000 $</span></div>
<div class="card"><span>Triplex · Montréal (Mercier/Hochelaga-Maisonneuve)</span><span>1 219 000 $</span></div></section>
<div class="share-sheet" hidden><a href="sms:?body=https://www.centris.ca/fr/21459038">Texto</a><a href="mailto:?subject=Triplex%20à%20vendre">Courriel</a><button>Copier le lien</button></div>
</main>
<footer><p>Immeubles Masson Plus inc. · 3050, rue Masson, bureau 200, Montréal (Québec) H1Y 1X9</p><p>© 2026 Centris inc. Tous droits réservés. Les données sont fournies par les courtiers membres de l'OACIQ.</p></footer>
${mobileChrome("Centris", "fr")}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "plex",
      street: "6218-6222, 2e Avenue",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Rosemont/La Petite-Patrie",
      bedrooms: 7,
      bathrooms: 3,
      lot: { value: 2691, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "21459038",
      listingAgentName: "Geneviève Lacasse",
      brokerageName: "Immeubles Masson Plus inc., Agence immobilière",
    },
  },
  {
    name: "ho47-duproprio-share-condo-gatineau",
    site: "duproprio.com",
    set: "held-out-47",
    traps: "a DuProprio app-share link to a by-owner condo: the 'Code DuProprio' is not an MLS® number; '349 500 $' in the sticky bar and the summary; '1 salle de bain, 1 salle d'eau'; area as '1 012 pi² (94,02 m²)' with a decimal comma; condo fees and taxes per year; the Hull sector beside Gatineau; the unit as 'app. 112'; no broker (by owner), only DuProprio's head office in the footer; nearby by-owner prices",
    pageUrl: "https://duproprio.com/fr/outaouais/gatineau/condo-a-vendre/hab-455-rue-laurier-1098447?utm_source=app&utm_medium=share",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Condo à vendre à Gatineau (Hull) - 349 500 $ | DuProprio</title>
<meta property="og:title" content="Condo à vendre - 455, rue Laurier, app. 112, Gatineau (Hull)">
<meta property="og:description" content="2 chambres · 1 salle de bain · 1 salle d'eau · 349 500 $">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Condo à vendre", address: { "@type": "PostalAddress", streetAddress: "455, rue Laurier, app. 112", addressLocality: "Gatineau", addressRegion: "QC", postalCode: "J8X 3W4" }, geo: { "@type": "GeoCoordinates", latitude: 45.42918, longitude: -75.71346 } })}
</head><body class="m">
<header class="m-head"><a href="/fr" class="logo">DuProprio</a><a href="/fr/connexion">Connexion</a></header>
<div class="sticky-bar"><strong>349 500 $</strong><a class="cta" href="#contact-owner">Contacter le propriétaire</a></div>
<div class="gallery" role="region" aria-roledescription="carrousel">
<img src="/photos/1098447-1.jpg" alt="Salon à aire ouverte avec foyer au gaz">
<img src="/photos/1098447-2.jpg" alt="Chambre principale avec walk-in">
<img src="/photos/1098447-3.jpg" alt="Vue du balcon sur le ruisseau de la Brasserie"></div>
<main class="listing">
<div class="listing-location"><h1>455, rue Laurier, app. 112</h1><p>Gatineau (Hull), Québec J8X 3W4</p></div>
<div class="listing-price"><span class="price">349 500 $</span></div>
<ul class="summary"><li>2 chambres</li><li>1 salle de bain</li><li>1 salle d'eau</li><li>1 012 pi²</li></ul>
<div class="tabs"><button class="tab is-active">Caractéristiques</button><button class="tab">Détails financiers</button><button class="tab">Carte</button></div>
<section class="tab-panel characteristics">
<div class="row"><span class="label">Type de propriété</span><span class="value">Condo</span></div>
<div class="row"><span class="label">Chambres à coucher</span><span class="value">2</span></div>
<div class="row"><span class="label">Salles de bain</span><span class="value">1</span></div>
<div class="row"><span class="label">Salles d'eau</span><span class="value">1</span></div>
<div class="row"><span class="label">Aire habitable</span><span class="value">1 012 pi² (94,02 m²)</span></div>
<div class="row"><span class="label">Étage</span><span class="value">1 (de 4)</span></div>
<div class="row"><span class="label">Année de construction</span><span class="value">2009</span></div>
<div class="row"><span class="label">Stationnement</span><span class="value">Intérieur (1)</span></div>
</section>
<section class="tab-panel finance" hidden>
<div class="row"><span class="label">Frais de copropriété</span><span class="value">3 816 $ / an</span></div>
<div class="row"><span class="label">Taxes municipales</span><span class="value">3 204 $ (2026)</span></div>
<div class="row"><span class="label">Taxes scolaires</span><span class="value">268 $ (2025)</span></div>
<div class="row"><span class="label">Évaluation municipale</span><span class="value">318 900 $</span></div></section>
<section class="desc"><h2>Description</h2><div class="clamp">Condo lumineux au rez-de-chaussée surélevé, à 5 minutes à pied du parc Jacques-Cartier et des pistes cyclables. Rangement au sous-sol, balcon de 12 pieds.</div><button data-toggle="more">Voir plus</button></section>
<p class="code">Code DuProprio : 1098447</p>
<section id="contact-owner"><h2>Vendu par le propriétaire</h2><form><input name="nom" placeholder="Nom"><input name="courriel" type="email" placeholder="Courriel"><button>Envoyer</button></form></section>
<section class="nearby"><h2>À proximité</h2><div class="card">Condo · Gatineau (Hull) · 289 000 $</div><div class="card">Maison de ville · Gatineau (Aylmer) · 469 900 $</div></section>
</main>
<footer><p>DuProprio inc. · 1, Place Laval, bureau 300, Laval (Québec) H7N 1A1</p><p>DuProprio n'est pas un courtier immobilier. © 2026</p></footer>
${mobileChrome("DuProprio", "fr")}
</body></html>`,
    expected: {
      price: { amount: 349500, currency: "CAD" },
      propertyKind: "condo",
      street: "455, rue Laurier, app. 112",
      city: "Gatineau",
      province: "QC",
      postalCode: "J8X 3W4",
      neighbourhood: "Hull",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 2009,
      geo: { lat: 45.42918, lng: -75.71346 },
    },
  },
];
