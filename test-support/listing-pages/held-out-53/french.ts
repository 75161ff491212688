/**
 * Fifty-third held-out corpus, French pages: a Centris condo in Boucherville whose facts sit in microdata and
 * data-* attributes behind a consent wall, and a DuProprio townhouse in Granby sold by its owner, with its facts in
 * an inline initial-state script.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentWall, siteChrome, skeleton, stateScript } from "./chrome.ts";

export const HELD_OUT_53_FRENCH: ListingPage[] = [
  {
    name: "ho53-centris-condo-boucherville",
    site: "centris.ca",
    set: "held-out-53",
    traps: "a French Centris page: microdata price and geo, net area in m² only (84 m²), '1 salle de bains et 1 salle d'eau', no postal code on the page; condo fees, municipal assessment above the price and taxes; two brokers and the agency; recently viewed and similar properties with prices in data-* attributes; 'Chargement…' calculator; consent wall",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~boucherville/21458963",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Boucherville - 512, boulevard de Mortagne, app. 204 - 21458963 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Boucherville : 2 chambres, 1 salle de bains et 1 salle d'eau. 359 000 $. No Centris 21458963.">
<meta property="og:title" content="Condo à vendre - 512, boulevard de Mortagne, app. 204, Boucherville">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Centris", url: "https://www.centris.ca/", address: { "@type": "PostalAddress", streetAddress: "600, chemin du Golf", addressLocality: "Île-des-Sœurs", addressRegion: "QC", postalCode: "H3E 1A8" } })}
</head><body>
${consentWall("Centris", "fr")}
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/condo~for-sale~boucherville/21458963">English</a></nav></header>
<main id="overview" itemscope itemtype="http://schema.org/Product">
<meta itemprop="sku" content="21458963">
<meta itemprop="category" content="Condo">
<div class="property-summary">
<h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 itemprop="address" class="pt-1">512, boulevard de Mortagne, app. 204, Boucherville</h2>
<div class="price-container" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="359000"><span id="BuyPrice" class="text-nowrap">359 000 $</span></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.59118"><meta itemprop="longitude" content="-73.43684"></div>
</div>
<div class="row teaser"><div class="cac">2 chambres</div><div class="sdb">1 salle de bains et 1 salle d'eau</div></div>
<div class="carac-container">
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>En hauteur</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>2012</span></div>
<div class="carac-title">Superficie nette</div><div class="carac-value"><span>84 m²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Garage (1)</span></div>
<div class="carac-title">Frais de copropriété</div><div class="carac-value"><span>310 $ / mois</span></div>
</div>
<table class="financial-details-table"><caption>Évaluation municipale (2024)</caption><tr><td>Terrain</td><td>42 000 $</td></tr><tr><td>Bâtiment</td><td>334 000 $</td></tr><tr><td>Total</td><td>376 000 $</td></tr></table>
<table class="financial-details-table"><caption>Taxes</caption><tr><td>Municipales (2025)</td><td>2 688 $</td></tr><tr><td>Scolaires (2024)</td><td>241 $</td></tr></table>
<div itemprop="description"><p>Condo de coin au 2e étage, lumineux, avec balcon donnant sur le parc de la Frayère. Aire ouverte, cuisine avec îlot, deux chambres dont une avec walk-in, salle de bains complète et salle d'eau. Garage intérieur et rangement. Près de l'autoroute 20, des écoles et du Vieux-Boucherville.</p></div>
<div class="broker-info"><h3>Courtiers inscripteurs</h3>
<div class="broker"><span class="broker-name">Nathalie Bérubé</span><span>Courtier immobilier résidentiel</span><span>450 555-0126</span></div>
<div class="broker"><span class="broker-name">Olivier Fontaine</span><span>Courtier immobilier</span><span>450 555-0193</span></div>
<div class="agency">Groupe Immobilier Rive-Sud inc., Agence immobilière</div></div>
<section class="calculatrice"><h3>Calculatrice hypothécaire</h3><div class="lazy">Chargement…</div></section>
<section class="similaires"><h3>Propriétés similaires</h3>
<div class="thumbnail" data-mls="23771045" data-price="339000"><span>Condo · Boucherville</span><span>339 000 $</span></div>
<div class="thumbnail" data-mls="19910562" data-price="415000"><span>Condo · Varennes</span><span>415 000 $</span></div></section>
<section class="recents"><h3>Consultées récemment</h3>${skeleton("Consultées récemment", 2)}</section>
</main>
<footer class="footer"><p>Groupe Immobilier Rive-Sud inc., Agence immobilière · 1050, boulevard de Montarville, bureau 110, Boucherville (Québec) J4B 5M7</p><p>© 2025 Centris inc. Tous droits réservés. Les renseignements proviennent des courtiers et agences inscripteurs et ne sont pas garantis.</p></footer>
${siteChrome("Centris", "fr")}
</body></html>`,
    expected: {
      price: { amount: 359000, currency: "CAD" },
      propertyKind: "condo",
      street: "512, boulevard de Mortagne, app. 204",
      city: "Boucherville",
      province: "QC",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 904,
      yearBuilt: 2012,
      mlsNumber: "21458963",
      listingAgentName: "Nathalie Bérubé",
      brokerageName: "Groupe Immobilier Rive-Sud inc., Agence immobilière",
      geo: { lat: 45.59118, lng: -73.43684 },
    },
  },
  {
    name: "ho53-duproprio-maison-en-rangee-granby",
    site: "duproprio.com",
    set: "held-out-53",
    traps: "a French owner-sold page: 'Maison en rangée'; facts in window.__INITIAL_STATE__ with the price as a string and living area in m² after the pi² shown on the page; lot as 24 pi x 110 pi; DuProprio reference number (not an MLS®), no broker; the site's own company and its advisers in the footer; similar properties in the state; mortgage block 'Chargement…'",
    pageUrl: "https://duproprio.com/fr/granby/maison-en-rangee-a-vendre/hab-87-rue-des-pivoines-1045872",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison en rangée à vendre, 87, rue des Pivoines, Granby | DuProprio | 1045872</title>
<meta name="description" content="Maison en rangée de 3 chambres à vendre à Granby, vendue par le propriétaire. 329 000 $.">
<meta property="og:title" content="Maison en rangée à vendre – Granby – 329 000 $">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "DuProprio", url: "https://duproprio.com/", telephone: "1-866-555-0108", address: { "@type": "PostalAddress", addressLocality: "Lévis", addressRegion: "QC" } })}
</head><body>
${consentWall("DuProprio", "fr")}
<header class="header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre sans commission</a><a href="/fr/services">Nos services</a><a href="/en/granby/townhouse-for-sale/hab-87-rue-des-pivoines-1045872">English</a></nav></header>
<main class="listing" data-listing-id="1045872" data-lat="45.39871" data-lng="-72.74622">
<div class="listing-location__title"><h1 class="listing-location__address">87, rue des Pivoines</h1><p class="listing-location__city">Granby, Québec J2H 2X5</p></div>
<div class="listing-price"><span class="listing-price__amount skeleton-text">Chargement…</span></div>
<div class="listing-main-characteristics">${skeleton("Caractéristiques", 3)}</div>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Maison en rangée de coin, rénovée avec goût : cuisine refaite en 2021, planchers de bois, sous-sol aménagé avec salle d'eau. Cour arrière clôturée avec patio et remise. Près de la piste cyclable l'Estriade, des écoles et du lac Boivin.</p></section>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Propriété vendue sans courtier · Numéro de référence DuProprio : 1045872</p><button type="button">Voir le numéro de téléphone</button></section>
<section class="listing-mortgage"><h2>Paiements hypothécaires</h2><div class="lazy">Chargement…</div></section>
<section class="listing-similar"><h2>Propriétés similaires</h2>${skeleton("Propriétés similaires", 3)}</section>
</main>
<footer class="footer"><p>DuProprio inc. · Une entreprise de Groupe Comfree · Siège social à Lévis (Québec). Nos conseillers en immobilier ne sont pas des courtiers.</p><p>© 2025 DuProprio. Tous droits réservés.</p></footer>
${stateScript("window.__INITIAL_STATE__", {
  listing: {
    id: 1045872,
    type: "Maison en rangée",
    typeSlug: "townhouse",
    status: "for_sale",
    price: "329000",
    priceFormatted: "329 000 $",
    address: { street: "87, rue des Pivoines", city: "Granby", province: "Québec", postalCode: "J2H 2X5" },
    characteristics: {
      bedrooms: 3,
      bathrooms: 1,
      powderRooms: 1,
      livingArea: { display: "1 280 pi²", valueSqm: "118.9" },
      lotDimensions: "24 pi x 110 pi",
      yearOfConstruction: 2006,
      municipalAssessment: "301 200 $",
      municipalTaxes: "2 954 $",
      schoolTaxes: "198 $",
    },
    seller: { type: "owner", phoneMasked: "450 555-01••" },
  },
  similar: [{ id: 1041230, type: "Maison en rangée", city: "Granby", price: "309000" }, { id: 1039987, type: "Jumelé", city: "Bromont", price: "379500" }],
  user: { loggedIn: false },
})}
${siteChrome("DuProprio", "fr")}
</body></html>`,
    expected: {
      price: { amount: 329000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "87, rue des Pivoines",
      city: "Granby",
      province: "QC",
      postalCode: "J2H 2X5",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1280,
      lot: { value: 2640, unit: "ft2" },
      yearBuilt: 2006,
      geo: { lat: 45.39871, lng: -72.74622 },
    },
  },
];
