/**
 * Eighth held-out corpus, Quebec: a Centris building lot in the Eastern Townships in French (no civic number, "89 900 $
 * + TPS/TVQ", the lot in pc, no building at all), a DuProprio townhouse ("Maison en rangée") in Lévis sold by its owners
 * and a Kijiji apartment for rent in Trois-Rivières on the French site ("1 195 $", a "5 ½", a borough in the title and
 * the location line). Addresses, names and numbers are invented; the expected facts were written before the extractor
 * ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiAnnonce = {
  __typename: "RealEstateListing",
  id: "1729981420",
  title: "Grand 5 ½ à louer - Cap-de-la-Madeleine - libre le 1er janvier",
  description: "Grand 5 ½ au rez-de-chaussée d'un triplex, 3 chambres fermées, salle de bain rénovée, cour arrière partagée. Chauffage non inclus. Stationnement pour une voiture. Pas d'animaux. Enquête de crédit demandée.",
  price: { __typename: "StandardAmountPrice", amount: 119500, type: "FIXED" },
  categoryId: 37,
  location: {
    __typename: "ListingLocation",
    address: "712, rue Fusey, Trois-Rivières, QC G8T 2V9",
    name: "Trois-Rivières",
    coordinates: { __typename: "Coordinates", latitude: 46.36902, longitude: -72.52481 },
  },
  attributes: {
    all: [
      { canonicalName: "unittype", canonicalValues: ["apartment"], values: ["Appartement"] },
      { canonicalName: "numberbedrooms", canonicalValues: ["3"], values: ["3"] },
      { canonicalName: "numberbathrooms", canonicalValues: ["10"], values: ["1"] },
      { canonicalName: "areainfeet", canonicalValues: ["1100"], values: ["1100"] },
      { canonicalName: "petsallowed", canonicalValues: ["0"], values: ["Non"] },
      { canonicalName: "furnished", canonicalValues: ["0"], values: ["Non"] },
      { canonicalName: "dateavailable", canonicalValues: ["2027-01-01"], values: ["1 janvier 2027"] },
    ],
  },
  posterInfo: { __typename: "PosterInfo", posterId: "40512277", sellerName: "Martin", sellerType: "OWNER", memberSince: "2019" },
};

export const HELD_OUT_8_QUEBEC: ListingPage[] = [
  {
    name: "h8-centris-terrain-sutton-fr",
    site: "centris.ca",
    set: "held-out-8",
    traps: "a building lot in French: 'Terrain à vendre'; 'Rue des Pionniers, Sutton' without a civic number; '89 900 $ + TPS/TVQ' with the price in a content attribute; 'Superficie du terrain 45 208 pc'; zoning and services; no building, no rooms; the broker's agency under its caption; other lots' prices",
    pageUrl: "https://www.centris.ca/fr/terrain~a-vendre~sutton/13572468",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Terrain à vendre - Sutton - Rue des Pionniers - 13572468 | Centris.ca</title>
<meta name="description" content="Terrain à vendre à Sutton, QC. Superficie du terrain 45 208 pc. 89 900 $ + TPS/TVQ. No Centris 13572468.">
<meta property="og:title" content="Terrain à vendre - Rue des Pionniers, Sutton">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/terrain~a-vendre">Terrains à vendre</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main id="overview" class="container">
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Terrain à vendre</span></h1>
<h2 itemprop="address" class="pt-1">Rue des Pionniers, Sutton</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="89900"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">89 900&nbsp;$</span> <span class="tax">+ TPS/TVQ</span></div></div>
</div>
<div class="row description"><div class="col"><div itemprop="description">Terrain boisé de plus d'un acre au pied du mont Sutton, orienté plein sud, dans un secteur de résidences unifamiliales. Accès au réseau d'aqueduc municipal, égout à prévoir (installation septique). À 5 minutes du village et des pistes de ski.</div></div></div>
<div class="row carac-container">
<div class="col-lg-12 carac-title">Caractéristiques</div>
<div class="col-lg-3 carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>45 208 pc</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Zonage</div><div class="carac-value"><span>Résidentiel</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Services</div><div class="carac-value"><span>Aqueduc</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Topographie</div><div class="carac-value"><span>En pente</span></div></div>
</div>
<div class="row"><div class="col">No Centris : <span id="ListingDisplayId">13572468</span></div></div>
<div class="broker-info">
<div class="broker-info-broker-name" itemprop="name">Geneviève Tardif</div>
<div class="broker-info-broker-title">Courtier immobilier</div>
<div class="broker-info-office-info"><div class="legacy-reset">Immeubles Brome-Missisquoi inc.</div><div class="legacy-reset">Agence immobilière</div><div>12, rue Principale Nord, Sutton (Québec) J0E 2K0</div></div>
</div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><div class="price"><span>64 500 $ + TPS/TVQ</span></div><div class="address"><div>Chemin Maple</div><div>Sutton</div></div></div>
<div class="property-thumbnail-item"><div class="price"><span>119 000 $</span></div><div class="address"><div>Rue Western</div><div>Sutton</div></div></div>
</div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "land",
      street: "Rue des Pionniers",
      city: "Sutton",
      province: "QC",
      lot: { value: 45208, unit: "ft2" },
      mlsNumber: "13572468",
      listingAgentName: "Geneviève Tardif",
      brokerageName: "Immeubles Brome-Missisquoi inc.",
    },
  },
  {
    name: "h8-duproprio-maison-en-rangee-levis-fr",
    site: "duproprio.com",
    set: "held-out-8",
    traps: "a townhouse ('Maison en rangée') sold by its owners in French: '1287, rue des Mélèzes, Lévis (Desjardins)'; '379 900 $'; value-before-label characteristics ('3 chambres', '1 salle de bain', '1 salle d'eau'); 'Aire habitable 1 296 pi² (120,4 m²)'; 'Dimensions du terrain 22 pi x 95 pi'; a municipal assessment and taxes in the same format; DuProprio's listing code; no broker",
    pageUrl: "https://duproprio.com/fr/quebec-rive-sud/levis/maison-en-rangee-a-vendre/hab-1287-rue-des-melezes-1098765",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison en rangée à vendre Lévis, 1287, rue des Mélèzes - DuProprio - 1098765</title>
<meta name="description" content="Maison en rangée à vendre à Lévis (Desjardins) : 3 chambres, 1 salle de bain, 1 salle d'eau. 379 900 $. Vendue par le propriétaire sur DuProprio.">
<meta property="og:street-address" content="1287, rue des Mélèzes">
<meta property="og:locality" content="Lévis">
<meta property="og:region" content="Québec">
<meta property="og:postal-code" content="G6V 0B4">
</head><body>
<header class="header"><a class="header__logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste?search=true&amp;type%5B%5D=maison">Maisons à vendre</a><a href="/fr/vendre">Vendre</a></nav></header>
<main class="listing">
<section class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Maison en rangée à vendre</span> <a class="listing-location__title-city" href="/fr/quebec-rive-sud/levis">Lévis (Desjardins)</a></h1>
<div class="listing-location__address"><span>1287, rue des Mélèzes</span>, <span>Lévis</span>, <span>G6V 0B4</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">379 900 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> <span class="listing-main-characteristics__title">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle d'eau</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 296 pi² (120,4 m²)</span> <span class="listing-main-characteristics__title">Aire habitable</span></div>
</div>
<section class="listing-characteristics">
<h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>2011</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>22 pi x 95 pi</span></div>
<div class="listing-box__dotted-row"><span>Nombre d'étages</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>341 200 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 184 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>262 $</span></div>
</section>
<section class="listing-description"><h2>Description</h2><p>Maison en rangée de coin, lumineuse, près des pistes cyclables et de l'autoroute 20. Cuisine avec îlot, salle d'eau au rez-de-chaussée, trois chambres à l'étage, sous-sol aménagé. Cour clôturée avec remise. Occupation rapide possible.</p></section>
<div class="listing-owner"><h3>Vendu par le propriétaire</h3><p>Communiquez avec le propriétaire</p><button>Voir le numéro</button></div>
<div class="listing-code">Code de la propriété : 1098765</div>
</main>
<footer class="footer"><p>DuProprio inc. est une agence immobilière. Les propriétaires vendent sans courtier.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 379900 },
      propertyKind: "townhouse",
      street: "1287, rue des Mélèzes",
      city: "Lévis",
      province: "QC",
      postalCode: "G6V 0B4",
      neighbourhood: "Desjardins",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1296,
      lot: { value: 2090, unit: "ft2" },
      yearBuilt: 2011,
    },
  },
  {
    name: "h8-kijiji-appartement-louer-trois-rivieres-fr",
    site: "kijiji.ca",
    set: "held-out-8",
    traps: "an apartment for rent on Kijiji's French site: '1 195 $' (the rent, monthly by its category 'Appartements, condos à louer'); a '5 ½'; 'Salles de bain 1' and 'Chambres à coucher 3'; the Apollo state with the rent in cents and bathrooms in tenths; a private owner; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-appartement-condo/trois-rivieres/grand-5-1-2-a-louer-cap-de-la-madeleine-libre-le-1er-janvier/1729981420?siteLocale=fr_CA",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Grand 5 ½ à louer - Cap-de-la-Madeleine - libre le 1er janvier | Appartements, condos | Trois-Rivières | Kijiji</title>
<meta name="description" content="Grand 5 ½ au rez-de-chaussée d'un triplex, 3 chambres fermées, salle de bain rénovée, cour arrière partagée.">
<meta property="og:title" content="Grand 5 ½ à louer - Cap-de-la-Madeleine - libre le 1er janvier">
</head><body>
<div id="__next">
<header data-testid="header"><a href="/">Kijiji</a><nav><a href="/b-immobilier/canada/c34l0">Immobilier</a><a href="/p-post-ad.html">Publier une annonce</a></nav></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-trois-rivieres/l1700150">Trois-Rivières</a></li><li><a href="/b-immobilier/trois-rivieres/c34l1700150">Immobilier</a></li><li><a href="/b-location/trois-rivieres/c30349001l1700150">Location</a></li><li><a href="/b-appartement-condo/trois-rivieres/c37l1700150">Appartements, condos à louer</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">Grand 5 ½ à louer - Cap-de-la-Madeleine - libre le 1er janvier</h1>
<div data-testid="vip-price"><span>1 195,00 $</span></div>
<div data-testid="vip-utilities"><span>Services non inclus</span></div>
<div data-testid="vip-location"><button>712, rue Fusey, Trois-Rivières, QC G8T 2V9</button></div>
<div data-testid="vip-date">Publiée il y a 3 jours</div>
<section data-testid="unit-overview"><h2>Aperçu</h2>
<ul>
<li><span>Type d'unité</span><span>Appartement</span></li>
<li><span>Chambres à coucher</span><span>3</span></li>
<li><span>Salles de bain</span><span>1</span></li>
</ul></section>
<section data-testid="unit-details"><h2>L'unité</h2>
<ul>
<li><span>Stationnement inclus</span><span>1</span></li>
<li><span>Type de contrat</span><span>1 an</span></li>
<li><span>Date d'emménagement</span><span>1 janvier 2027</span></li>
<li><span>Animaux acceptés</span><span>Non</span></li>
<li><span>Taille (pieds carrés)</span><span>1100</span></li>
<li><span>Meublé</span><span>Non</span></li>
</ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Grand 5 ½ au rez-de-chaussée d'un triplex, 3 chambres fermées, salle de bain rénovée, cour arrière partagée. Chauffage non inclus. Stationnement pour une voiture. Pas d'animaux. Enquête de crédit demandée.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Publiée par</h3><div data-testid="poster-name">Martin</div><div>Sur Kijiji depuis 2019</div><button>Envoyer un message</button></aside>
<section data-testid="similar-ads"><h2>Vous aimerez peut-être aussi</h2>
<div data-testid="listing-card"><div>950,00 $</div><div>4 ½ rénové - Trois-Rivières-Ouest</div></div>
<div data-testid="listing-card"><div>1 350,00 $</div><div>Condo 2 chambres - Bécancour</div></div>
</section>
</main>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1729981420": kijijiAnnonce, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1729981420" } })}
</body></html>`,
    expected: {
      price: { amount: 1195, period: "month" },
      propertyKind: "condo",
      street: "712, rue Fusey",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G8T 2V9",
      neighbourhood: "Cap-de-la-Madeleine",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1100,
      geo: { lat: 46.36902, lng: -72.52481 },
    },
  },
];
