/**
 * Forty-ninth held-out corpus, French pages from Québec: a lakefront chalet in the Laurentians on the province's
 * brokers' portal and a country house near Sutton sold by its owners on the commission-free site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_49_FRENCH: ListingPage[] = [
  {
    name: "ho49-centris-chalet-lacsuperieur",
    site: "centris.ca",
    set: "held-out-49",
    traps: "a French Centris chalet: 549 000 $ with spaces; '1 salle de bain et 1 salle d'eau'; living area in pc beside building dimensions in pi; lot in m² with a space as thousands separator; 180 pi of lake frontage; évaluation municipale (terrain, bâtiment, total) and municipal and school taxes; quartier after the city in the address line; no postal code; broker and agence immobilière; similar chalets with prices; microdata geo",
    pageUrl: "https://www.centris.ca/fr/chalet~a-vendre~lac-superieur/21486530",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Chalet à vendre, Lac-Supérieur - 1842, Chemin du Lac-Quenouille - Centris.ca</title>
<meta name="description" content="Chalet à vendre à Lac-Supérieur, Québec, au bord du lac Quenouille - 3 chambres, 1 salle de bain - 549 000 $. No Centris 21486530.">
<meta property="og:title" content="Chalet à vendre, Lac-Supérieur - 549 000 $">
<meta property="og:locale" content="fr_CA">
</head><body>
<header class="header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/cottages~for-sale~lac-superieur/21486530">English</a></nav></header>
<main id="overview" itemscope itemtype="http://schema.org/Product">
<div class="d-none" id="ListingDisplayId">21486530</div>
<h1 itemprop="category"><span data-id="PageTitle">Chalet à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1842, Chemin du Lac-Quenouille, Lac-Supérieur, Quartier Lac-Quenouille</h2>
<div class="price" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="549000"><span id="BuyPrice" class="text-nowrap">549 000 $</span></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.18942"><meta itemprop="longitude" content="-74.41278"></div>
<div class="row teaser"><div class="col-lg-3 piece">7 pièces</div><div class="col-lg-3 cac">3 chambres</div><div class="col-lg-3 sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="row description-row">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle et villégiature</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé, à un étage et demi</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1979</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1 150 pc</span></div></div>
<div class="carac-container"><div class="carac-title">Dimensions du bâtiment</div><div class="carac-value"><span>34 x 28 pi</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>4 047 m²</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (4)</span></div></div>
<div class="carac-container"><div class="carac-title">Plan d'eau</div><div class="carac-value"><span>Lac Quenouille – bord de l'eau, 180 pi de façade</span></div></div>
</div>
<div class="row description"><div itemprop="description">Chalet quatre saisons les pieds dans l'eau sur le lac Quenouille, à 15 minutes du versant nord de Tremblant. Grande verrière face au lac, poêle à bois, mezzanine et sous-sol en partie aménagé. Quai flottant, remise et abri à bateau. Plage de sable privée et coucher de soleil garanti. Vendu meublé, à l'exception des effets personnels.</div></div>
<div class="financial-details">
<h3>Évaluation municipale</h3>
<table class="table table-sm"><tr><td>Année d'évaluation</td><td>2025</td></tr><tr><td>Évaluation du terrain</td><td>212 400 $</td></tr><tr><td>Évaluation du bâtiment</td><td>243 900 $</td></tr><tr><td class="font-weight-bold">Total</td><td class="font-weight-bold">456 300 $</td></tr></table>
<h3>Taxes</h3>
<table class="table table-sm"><tr><td>Municipales (2025)</td><td>3 418 $</td></tr><tr><td>Scolaires (2024)</td><td>287 $</td></tr><tr><td class="font-weight-bold">Total</td><td class="font-weight-bold">3 705 $</td></tr></table>
</div>
<div class="broker-info"><h3 class="broker-info__broker-title" itemprop="name">Geneviève Ouellet</h3><div class="broker-info__broker-title">Courtier immobilier résidentiel</div><div class="broker-info__agency">Immeubles Hautes-Laurentides inc., Agence immobilière</div><a href="tel:8195550121">819 555-0121</a><div class="broker-info__address">1004, rue de Saint-Jovite, Mont-Tremblant (Québec) J8E 3J8</div></div>
<section class="similar"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><span class="price">475 000 $</span><span class="address">215, Chemin des Castors, Lac-Supérieur</span><span>2 chambres · 1 salle de bain</span></div>
<div class="property-thumbnail-item"><span class="price">689 000 $</span><span class="address">77, Montée Fortier, Lac-Supérieur</span><span>4 chambres · 2 salles de bain</span></div>
</section>
</main>
<footer class="footer"><p>© 2025 Centris inc. Tous droits réservés. Centris® est une marque de commerce de Centris inc.</p><p>Les données relatives aux propriétés proviennent du système Centris® et sont fournies par les courtiers immobiliers membres; elles sont réputées fiables mais ne sont pas garanties.</p></footer>
${chrome("Centris", "fr")}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "house",
      street: "1842, Chemin du Lac-Quenouille",
      city: "Lac-Supérieur",
      province: "QC",
      neighbourhood: "Lac-Quenouille",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
      lot: { value: 4047, unit: "m2" },
      yearBuilt: 1979,
      mlsNumber: "21486530",
      listingAgentName: "Geneviève Ouellet",
      brokerageName: "Immeubles Hautes-Laurentides inc., Agence immobilière",
      geo: { lat: 46.18942, lng: -74.41278 },
    },
  },
  {
    name: "ho49-duproprio-maisondecampagne-sutton",
    site: "duproprio.com",
    set: "held-out-49",
    traps: "a French owner-sold country house: no agent, no brokerage and no MLS® (a site code only); living area in pi² with m² in parentheses; lot in m² with pi² in parentheses; detached garage dimensions; évaluation municipale and municipal and school taxes; a mortgage broker's ad with a phone; similar listings with prices; the site's head office in the footer; map coordinates as data attributes",
    pageUrl: "https://duproprio.com/fr/estrie/sutton/maison-de-campagne-a-vendre/hab-415-chemin-de-la-riviere-1028475",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison de campagne à vendre Sutton | 415, chemin de la Rivière | 1028475 | DuProprio</title>
<meta name="description" content="Maison de campagne à vendre à Sutton, Estrie. 3 chambres, 2 salles de bains, 429 000 $. Vendue par le propriétaire, sans commission.">
<meta property="og:title" content="415, chemin de la Rivière, Sutton — 429 000 $">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Maison de campagne à vendre", address: { "@type": "PostalAddress", streetAddress: "415, chemin de la Rivière", addressLocality: "Sutton", addressRegion: "QC", postalCode: "J0E 2K0", addressCountry: "CA" }, numberOfRooms: 9 })}
</head><body>
<header class="header"><a href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/evaluer">Évaluer</a><a href="/fr/hypotheque">Hypothèque</a><a href="/en/eastern-townships/sutton/country-home-for-sale/hab-415-chemin-de-la-riviere-1028475">English</a></nav></header>
<main class="listing">
<div class="listing-location">
<h1 class="listing-location__title">Maison de campagne à vendre</h1>
<h2 class="listing-location__address">415, chemin de la Rivière<br>Sutton, Estrie</h2>
</div>
<div class="listing-price"><div class="listing-price__amount">429 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> salles de bains</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 480</span> pi² (137,5 m²)</div>
</div>
<div class="listing-box">
<h3>Caractéristiques</h3>
<div class="listing-box__dotted-row"><span class="label">Année de construction</span><span class="value">1962</span></div>
<div class="listing-box__dotted-row"><span class="label">Aire habitable (s-sol exclu)</span><span class="value">1 480 pi² (137,5 m²)</span></div>
<div class="listing-box__dotted-row"><span class="label">Superficie du terrain</span><span class="value">9 712 m² (104 540 pi²)</span></div>
<div class="listing-box__dotted-row"><span class="label">Garage détaché</span><span class="value">24 x 30 pi, avec atelier</span></div>
<div class="listing-box__dotted-row"><span class="label">Évaluation municipale</span><span class="value">318 500 $ (2025)</span></div>
<div class="listing-box__dotted-row"><span class="label">Taxes municipales</span><span class="value">2 944 $</span></div>
<div class="listing-box__dotted-row"><span class="label">Taxes scolaires</span><span class="value">262 $</span></div>
<div class="listing-box__dotted-row"><span class="label">Code de la propriété</span><span class="value">1028475</span></div>
</div>
<div class="listing-owners-comments"><h3>Commentaires du propriétaire</h3><p>Maison de campagne rénovée sur un terrain de 2,4 acres bordé par la rivière Sutton, à 8 minutes du village et des pistes du mont Sutton. Cuisine ouverte avec îlot, poêle à combustion lente, deux salles de bains complètes et une véranda trois saisons. Garage détaché avec atelier chauffé, jardin potager et verger de pommiers. Prise de possession flexible.</p></div>
<div id="listing-map" class="listing-map" data-lat="45.11236" data-lng="-72.60214"></div>
<div class="listing-contact"><h3>Contacter le propriétaire</h3><p>Vendu par le propriétaire</p><a class="phone" href="tel:4505550177">450 555-0177</a></div>
<aside class="partner-ad"><p>Obtenez votre préapprobation en 24 h avec Hypothèques Horizon inc., courtier hypothécaire partenaire — 1 888 555-0104</p></aside>
<section class="similar-listings"><h3>Propriétés similaires</h3>
<div class="search-results-listings-list__item"><span class="price">389 000 $</span><span>Abercorn · 2 chambres · 1 salle de bain</span></div>
<div class="search-results-listings-list__item"><span class="price">515 000 $</span><span>Frelighsburg · 4 chambres · 2 salles de bains</span></div>
</section>
</main>
<footer class="footer"><p>© 2025 DuProprio inc. Tous droits réservés. Siège social : 2000, boulevard Lebourgneuf, bureau 300, Québec (Québec) G2K 0B8</p><p>DuProprio n'est pas un courtier immobilier; les annonces sont publiées par les propriétaires.</p></footer>
${chrome("DuProprio", "fr")}
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "house",
      street: "415, chemin de la Rivière",
      city: "Sutton",
      province: "QC",
      postalCode: "J0E 2K0",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1480,
      lot: { value: 9712, unit: "m2" },
      yearBuilt: 1962,
      geo: { lat: 45.11236, lng: -72.60214 },
    },
  },
];
