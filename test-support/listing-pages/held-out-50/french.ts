/**
 * Fiftieth held-out corpus, French pages: a Québec board portal's two-storey house in the Aylmer sector of Gatineau
 * with an open house, municipal assessment and taxes, and a for-sale-by-owner site's bungalow in Saint-Nicolas, Lévis,
 * after a price cut.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_50_FRENCH: ListingPage[] = [
  {
    name: "ho50-centris-maison-gatineau-aylmer",
    site: "centris.ca",
    set: "held-out-50",
    traps: "French Centris page: 'Gatineau (Aylmer)' city with sector; building footprint '28 X 36 pi' beside the living area; '1 salle de bain et 1 salle d'eau'; évaluation municipale (terrain, bâtiment, total) and municipal and school taxes; visite libre times; a pre-filled mortgage calculator; No Centris; broker and agence immobilière; itemprop latitude/longitude; similar properties",
    pageUrl: "https://www.centris.ca/fr/maison-a-etages~a-vendre~gatineau-aylmer/21345678",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre, Gatineau (Aylmer) - 21345678 - Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Gatineau (Aylmer), 3 chambres, 1 salle de bain, 519 000 $. No Centris 21345678.">
<meta property="og:title" content="Maison à étages à vendre, 455, rue du Vieux-Moulin, Gatineau (Aylmer)">
<meta property="og:locale" content="fr_CA">
<meta name="geo.region" content="CA-QC">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/two-storey-houses~for-sale~gatineau-aylmer/21345678">English</a></nav></header>
<main id="overview" itemscope itemtype="http://schema.org/Product">
<div class="price-container"><span class="text-nowrap" itemprop="price" content="519000">519 000 $</span><meta itemprop="priceCurrency" content="CAD"></div>
<h1 itemprop="category"><span>Maison à étages à vendre</span></h1>
<h2 class="pt-1" itemprop="address">455, rue du Vieux-Moulin, Gatineau (Aylmer)</h2>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.40127"><meta itemprop="longitude" content="-75.83418"></div>
<div class="row teaser"><div class="piece">10 pièces</div><div class="cac">3 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<section class="visites-libres"><h3>Visite libre</h3><p>Dimanche 13 avril 2025, de 14 h à 16 h</p></section>
<section class="description"><h3>Description</h3><p itemprop="description">Maison à étages de 2006 dans un secteur recherché d'Aylmer, près du parc des Cèdres et des pistes cyclables. Cuisine rénovée en 2021 avec îlot, salon avec foyer au gaz, trois chambres à l'étage dont la principale avec walk-in. Sous-sol aménagé avec salle familiale. Garage simple, cour clôturée sans voisin arrière.</p></section>
<section class="caracteristiques">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Isolé</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">2006</div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value">1 860 pi²</div></div>
<div class="carac-container"><div class="carac-title">Superficie du bâtiment (au sol)</div><div class="carac-value">28 X 36 pi</div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value">5 382 pi²</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Allée (2), Garage (1)</div></div>
</section>
<section class="financial-details">
<table><thead><tr><th colspan="2">Évaluation municipale</th></tr></thead><tbody>
<tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>148 300 $</td></tr><tr><td>Bâtiment</td><td>331 700 $</td></tr><tr><td>Total</td><td>480 000 $</td></tr></tbody></table>
<table><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody>
<tr><td>Municipales (2025)</td><td>4 512 $</td></tr><tr><td>Scolaires (2024)</td><td>398 $</td></tr><tr><td>Total</td><td>4 910 $</td></tr></tbody></table>
<table><thead><tr><th colspan="2">Dépenses (annuelles)</th></tr></thead><tbody><tr><td>Énergie - Électricité</td><td>2 100 $</td></tr></tbody></table>
</section>
<section class="calculatrice"><h3>Calculatrice hypothécaire</h3><p>Prix de la propriété 519 000 $ · Mise de fonds 103 800 $ (20 %) · Amortissement 25 ans · Taux 4,74 %</p><p>Paiement mensuel : <strong>2 361 $</strong></p></section>
<p class="centris-number">No Centris <span id="ListingDisplayId">21345678</span></p>
<section class="broker-info"><div class="broker-info__broker-title"><h1 class="broker-info__broker-name">Mélanie Charron</h1><p>Courtier immobilier résidentiel</p></div><p class="broker-agency">Groupe Immobilier Outaouais inc., Agence immobilière</p><p>819 555-0153</p></section>
<section class="similaires"><h3>Propriétés similaires</h3><p>Maison à étages · Gatineau (Aylmer) · 495 000 $</p><p>Maison à étages · Gatineau (Plateau) · 549 900 $</p></section>
</main>
<footer><p>Centris inc. · 1250, rue University, bureau 1600, Montréal (Québec) H3B 3B5</p><p>Le système Centris est la propriété de Centris inc. Les renseignements sont fournis par les courtiers inscripteurs.</p></footer>
${chrome("Centris", "fr")}
</body></html>`,
    expected: {
      price: { amount: 519000, currency: "CAD" },
      propertyKind: "house",
      street: "455, rue du Vieux-Moulin",
      city: "Gatineau",
      province: "QC",
      neighbourhood: "Aylmer",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1860,
      lot: { value: 5382, unit: "ft2" },
      yearBuilt: 2006,
      mlsNumber: "21345678",
      listingAgentName: "Mélanie Charron",
      brokerageName: "Groupe Immobilier Outaouais inc., Agence immobilière",
      geo: { lat: 45.40127, lng: -75.83418 },
    },
  },
  {
    name: "ho50-duproprio-bungalow-levis-saintnicolas",
    site: "duproprio.com",
    set: "held-out-50",
    traps: "French for-sale-by-owner page: 'Nouveau prix' with the old price struck through; no broker and no MLS® (the DuProprio code is the site's id); living area in pi² with m² in brackets (basement excluded); lot in pi² and m²; évaluation municipale, municipal and school taxes; 'Lévis (Saint-Nicolas)'; a pre-filled mortgage calculator; the site's company name in the footer; JSON-LD with geo",
    pageUrl: "https://duproprio.com/fr/levis/saint-nicolas/maison-a-vendre/hab-1234-rue-des-sorbiers-1098765",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison de plain-pied à vendre à Lévis (Saint-Nicolas) – 1234, rue des Sorbiers | DuProprio</title>
<meta name="description" content="Maison de plain-pied à vendre, 3 chambres, à Lévis (Saint-Nicolas). Nouveau prix : 414 900 $. Code 1098765.">
<meta property="og:title" content="1234, rue des Sorbiers, Lévis (Saint-Nicolas) – 414 900 $">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Maison de plain-pied à vendre", address: { "@type": "PostalAddress", streetAddress: "1234, rue des Sorbiers", addressLocality: "Lévis", addressRegion: "QC", postalCode: "G7A 4X2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.69214, longitude: -71.41127 } })}
</head><body>
<header class="header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre sans commission</a><a href="/fr/services">Services</a><a href="/en/levis/saint-nicolas/house-for-sale/hab-1234-rue-des-sorbiers-1098765">English</a></nav></header>
<main class="listing">
<div class="listing-price"><span class="listing-price__flag">Nouveau prix</span><div class="listing-price__amount">414 900 $</div><s class="listing-price__previous">429 000 $</s></div>
<h1 class="listing-location__title">Maison de plain-pied à vendre</h1>
<address class="listing-location__address">1234, rue des Sorbiers<br>Lévis (Saint-Nicolas)<br>Chaudière-Appalaches</address>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item">3 chambres</div>
<div class="listing-main-characteristics__item">1 salle de bain</div>
<div class="listing-main-characteristics__item">1 salle d'eau</div>
<div class="listing-main-characteristics__item">Aire habitable (s-sol exclu) 1 420 pi² (131,92 m²)</div>
<div class="listing-main-characteristics__item">Dimensions du terrain 8 450 pi² (785,03 m²)</div>
</div>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Plain-pied lumineux sur une rue sans issue, à deux pas du parc de la Rivière-Beaurivage. Cuisine ouverte rénovée en 2020, trois chambres au rez-de-chaussée, salle d'eau au sous-sol aménagé avec salle familiale et atelier. Thermopompe, entrée asphaltée, piscine hors terre. Accès rapide à l'autoroute 20 et aux ponts.</p></section>
<section class="listing-box__dotted-row">
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1998</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale (2025)</span><span>352 100 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales (2025)</span><span>3 215 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires (2024)</span><span>312 $</span></div>
<div class="listing-box__dotted-row"><span>Mise en vente</span><span>il y a 46 jours</span></div>
</section>
<section class="calculatrice-hypothecaire"><h2>Calculez vos paiements</h2><p>Prix 414 900 $ · Mise de fonds 82 980 $ (20 %) · Taux 4,79 % · 25 ans</p><p>Versement mensuel estimé : <strong>1 892 $</strong></p></section>
<section class="listing-contact"><h2>Contactez le propriétaire</h2><p>Vendu directement par le propriétaire</p><p>418 555-0177</p><button type="button">Écrire au propriétaire</button></section>
<p class="listing-code">Code DuProprio : 1098765</p>
<section class="similaires"><h2>Propriétés semblables à Lévis</h2><p>Maison de plain-pied · Lévis (Saint-Rédempteur) · 389 000 $</p><p>Maison à étages · Lévis (Saint-Nicolas) · 469 500 $</p></section>
</main>
<footer><p>DuProprio inc. · 840, boulevard Charest Est, bureau 500, Québec (Québec) G1K 3J6</p><p>DuProprio n'est pas une agence immobilière et n'agit pas à titre de courtier.</p></footer>
${chrome("DuProprio", "fr")}
</body></html>`,
    expected: {
      price: { amount: 414900, currency: "CAD" },
      propertyKind: "house",
      street: "1234, rue des Sorbiers",
      city: "Lévis",
      province: "QC",
      postalCode: "G7A 4X2",
      neighbourhood: "Saint-Nicolas",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1420,
      lot: { value: 8450, unit: "ft2" },
      yearBuilt: 1998,
      geo: { lat: 46.69214, lng: -71.41127 },
    },
  },
];
