/**
 * Fifty-second held-out corpus, French pages: an owner-sold house on Route 113 in Shippagan, in New Brunswick's
 * Acadian Peninsula, and a Centris mobile home on Route 111 at La Sarre, in Abitibi.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_52_FRENCH: ListingPage[] = [
  {
    name: "ho52-duproprio-maison-shippagan",
    site: "duproprio.com",
    set: "held-out-52",
    traps: "an owner-sold house in the Acadian Peninsula, in French: 'route 113' civic address; DuProprio's own listing code (no MLS®); 'Salle de bain 1' and 'Salle d'eau 1'; lot in pi² with its m²; oil furnace, artesian well, septic tank; évaluation municipale and taxes; no agent; similar properties with prices; DuProprio's Québec City head office in the footer",
    pageUrl: "https://duproprio.com/fr/nouveau-brunswick/shippagan/maison-a-vendre/hab-2145-route-113-1034521",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison à vendre, 2145, route 113, Shippagan | DuProprio | 1034521</title>
<meta name="description" content="Maison de plain-pied à vendre à Shippagan, Péninsule acadienne. 3 chambres, terrain de 20 000 pi². 279 000 $.">
<meta property="og:locale" content="fr_CA">
<meta property="og:image" content="https://photos.duproprio.com/1034521/photo-1.jpg">
<script>dataLayer = [${JSON.stringify({ listingId: 1034521, listingStatus: "active", propertyType: "Maison de plain-pied", city: "Shippagan", region: "Péninsule acadienne", province: "Nouveau-Brunswick", price: 279000 })}];</script>
</head><body>
<header class="site-header"><a href="/fr/">DuProprio</a><nav><a href="/fr/rechercher">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/services">Services</a><a href="/en/new-brunswick/shippagan/house-for-sale/hab-2145-route-113-1034521">English</a></nav></header>
<main class="listing">
<nav class="breadcrumb"><a href="/fr/nouveau-brunswick">Nouveau-Brunswick</a> › <a href="/fr/nouveau-brunswick/peninsule-acadienne">Péninsule acadienne</a> › <a href="/fr/nouveau-brunswick/shippagan">Shippagan</a></nav>
<div class="listing-location">
<h1 class="listing-location__title">Maison de plain-pied à vendre</h1>
<div class="listing-location__address">2145, route 113<br>Shippagan, Péninsule acadienne</div>
</div>
<div class="listing-price"><div class="listing-price__amount">279 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 248 pi²</span> aire habitable</div>
</div>
<div class="listing-box">
<div class="listing-box__dotted-row"><span>Code DuProprio</span><span>1034521</span></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1979</span></div>
<div class="listing-box__dotted-row"><span>Aire habitable (s-sol exclu)</span><span>1 248 pi² (115,94 m²)</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>100 pi x 200 pi</span></div>
<div class="listing-box__dotted-row"><span>Superficie du terrain</span><span>20 000 pi² (1 858,06 m²)</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale (2025)</span><span>214 500 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 480 $</span></div>
<div class="listing-box__dotted-row"><span>Chauffage</span><span>Fournaise à l'huile, thermopompe murale</span></div>
<div class="listing-box__dotted-row"><span>Approvisionnement en eau</span><span>Puits artésien</span></div>
<div class="listing-box__dotted-row"><span>Système d'égouts</span><span>Fosse septique</span></div>
</div>
<section class="listing-description"><h2>Description</h2><p>Jolie maison de plain-pied sur la route 113, à cinq minutes du quai et du campus de l'Université de Moncton à Shippagan. Sous-sol fini avec salle familiale et salle d'eau, garage détaché de 20 x 24 pi, grand terrain paysager avec vue sur la baie. Réservoir d'huile remplacé en 2020. Vendue par le propriétaire, sans courtier.</p></section>
<section class="listing-contact"><h2>Contactez le propriétaire</h2><p>Denis et Monique · 506 555-0183</p><button type="button">Envoyer un message</button></section>
<section class="listing-calculator"><h2>Calculatrice hypothécaire</h2><p>Mise de fonds 27 900 $ · Amortissement 25 ans · Taux 4,59 % · Versement : 1 408 $ / mois</p></section>
<section class="listing-similar"><h2>Propriétés similaires</h2>
<div class="search-results-listings-list__item"><span class="price">239 900 $</span> <span>Lamèque · 2 chambres</span></div>
<div class="search-results-listings-list__item"><span class="price">325 000 $</span> <span>Le Goulet · 4 chambres</span></div>
</section>
</main>
<footer class="site-footer"><p>DuProprio inc. · 4e étage, 2000, boulevard Lebourgneuf, Québec (Québec) G2K 0B8</p><p>DuProprio n'est pas un courtier immobilier. Les renseignements sont fournis par les vendeurs.</p></footer>
${chrome("DuProprio", "fr")}
</body></html>`,
    expected: {
      price: { amount: 279000, currency: "CAD" },
      propertyKind: "house",
      street: "2145, route 113",
      city: "Shippagan",
      province: "NB",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1248,
      lot: { value: 20000, unit: "ft2" },
      yearBuilt: 1979,
    },
  },
  {
    name: "ho52-centris-maison-mobile-la-sarre",
    site: "centris.ca",
    set: "held-out-52",
    traps: "a mobile home on 'Route 111 Est' in Abitibi, in French: 'Maison mobile' category; lot in m² (2 787 m²) and living area in pi²; Centris number; municipal and school taxes with the land and building assessment; artesian well and septic tank; the agency's Amos office, not La Sarre; itemprop latitude/longitude",
    pageUrl: "https://www.centris.ca/fr/maison-mobile~a-vendre~la-sarre/21458703",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison mobile à vendre, La Sarre - 21458703 | Centris.ca</title>
<meta name="description" content="Maison mobile à vendre à La Sarre, 2 chambres, 1 salle de bains. 134 900 $. No Centris 21458703.">
<meta property="og:title" content="Maison mobile à vendre - 1184, Route 111 Est, La Sarre">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE8B0BAE9&amp;t=pi">
</head><body>
<header class="header"><a href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/fr/outils">Outils</a><a href="/en/mobile-homes~for-sale~la-sarre/21458703">English</a></nav></header>
<main class="property-details" itemscope itemtype="http://schema.org/Product">
<nav class="breadcrumb"><a href="/fr/propriete~a-vendre~quebec">Québec</a> › <a href="/fr/propriete~a-vendre~abitibi-temiscamingue">Abitibi-Témiscamingue</a> › <a href="/fr/propriete~a-vendre~la-sarre">La Sarre</a></nav>
<div class="row"><div class="col">
<h1 itemprop="category"><span data-id="PageTitle">Maison mobile à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1184, Route 111 Est, La Sarre</h2>
</div>
<div class="price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="134900"><span class="text-nowrap">134 900 $</span></div></div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="48.79215"><meta itemprop="longitude" content="-79.17482"></div>
<div class="row teaser"><div class="col-lg-3 piece">5 pièces</div><div class="col-lg-3 cac">2 chambres</div><div class="col-lg-3 sdb">1 salle de bains</div></div>
<div class="carac-container"><div class="carac-title">No Centris</div><div class="carac-value"><span id="ListingDisplayId">21458703</span></div></div>
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Plain-pied, 14 x 70 pi</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1998</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>980 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>2 787 m²</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (3)</span></div></div>
<div class="carac-container"><div class="carac-title">Approvisionnement en eau</div><div class="carac-value"><span>Puits artésien</span></div></div>
<div class="carac-container"><div class="carac-title">Système d'égouts</div><div class="carac-value"><span>Fosse septique</span></div></div>
<div class="carac-container"><div class="carac-title">Mode de chauffage</div><div class="carac-value"><span>Air soufflé (mazout), poêle à bois</span></div></div>
<div class="financial-details"><h3>Détails financiers</h3><table>
<tr><td>Taxes municipales (2025)</td><td>1 412 $</td></tr><tr><td>Taxes scolaires (2025)</td><td>98 $</td></tr>
<tr><td>Évaluation municipale – terrain</td><td>18 300 $</td></tr><tr><td>Évaluation municipale – bâtiment</td><td>71 200 $</td></tr><tr><td>Total</td><td>89 500 $</td></tr>
</table></div>
<div class="row description"><div itemprop="description">Maison mobile bien entretenue sur un grand terrain boisé, à cinq minutes du centre-ville de La Sarre par la route 111. Rallonge 12 x 16 pi servant de vestibule et de salle de lavage, toiture refaite en 2019, réservoir de mazout neuf. Remise isolée et abri d'auto. Terrain à vous, aucun loyer de parc.</div></div>
<div class="broker-info"><h3>Courtier inscripteur</h3>
<div class="legacy-reset"><h1 class="broker-info__broker-title">Nadia Bélanger</h1><div>Courtier immobilier résidentiel</div><div class="broker-info__agency-name">Groupe Harricana inc., Agence immobilière</div><div>412, 1re Rue Ouest, Amos (Québec) J9T 2M4 · 819 555-0148</div></div></div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><span class="price">119 000 $</span> <span class="address">27, rue des Pins, Macamic</span> <span>Maison mobile</span></div>
<div class="property-thumbnail-item"><span class="price">159 500 $</span> <span class="address">6, avenue Principale, Dupuy</span> <span>Maison mobile</span></div>
</div>
</main>
<footer><p>© Centris inc. Tous droits réservés. Les renseignements proviennent des courtiers immobiliers et ne sont pas garantis.</p></footer>
${chrome("Centris", "fr")}
</body></html>`,
    expected: {
      price: { amount: 134900, currency: "CAD" },
      propertyKind: "mobile",
      street: "1184, Route 111 Est",
      city: "La Sarre",
      province: "QC",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 980,
      lot: { value: 2787, unit: "m2" },
      yearBuilt: 1998,
      mlsNumber: "21458703",
      listingAgentName: "Nadia Bélanger",
      brokerageName: "Groupe Harricana inc., Agence immobilière",
      geo: { lat: 48.79215, lng: -79.17482 },
    },
  },
];
