/**
 * Seventh held-out corpus, Quebec: a Centris condo for rent in Le Plateau-Mont-Royal, in French ("1 875 $/mois",
 * "Loyer mensuel", a `itemprop="geo"` block, the broker's agency under the broker), a DuProprio chalet in Lac-Supérieur
 * sold by its owner (value-before-label characteristics, "1 salle de bain" and "1 salle d'eau", a lot in square feet
 * and acres, DuProprio's own listing number) and a Point2 Homes condo in Montréal written in English from a Centris
 * listing ("Listing courtesy of …", a Centris number as the MLS®, price per square foot, a street in French). Addresses,
 * names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_7_QUEBEC: ListingPage[] = [
  {
    name: "h7-centris-condo-location-plateau-fr",
    site: "centris.ca",
    set: "held-out-7",
    traps: "a condo for rent in French: '1 875 $/mois' with a non-breaking space, 'Loyer mensuel'; '4512, rue De Bullion, app. 3, Montréal (Le Plateau-Mont-Royal)'; 'Superficie nette 850 pc'; '2 chambres', '1 salle de bain'; the broker's agency; itemprop geo; the Centris number; other rentals' rents",
    pageUrl: "https://www.centris.ca/fr/condo~a-louer~montreal-le-plateau-mont-royal/21458963",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à louer - Montréal (Le Plateau-Mont-Royal) - 4512, rue De Bullion, app. 3 - 21458963 | Centris.ca</title>
<meta name="description" content="Condo à louer à Montréal (Le Plateau-Mont-Royal), QC. 2 chambres, 1 salle de bain. 1 875 $/mois. No Centris 21458963.">
<meta property="og:title" content="Condo à louer - 4512, rue De Bullion, app. 3, Montréal (Le Plateau-Mont-Royal)">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main id="overview" class="container">
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Condo à louer</span></h1>
<h2 itemprop="address" class="pt-1">4512, rue De Bullion, app. 3, Montréal (Le Plateau-Mont-Royal)</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="1875"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">1 875&nbsp;$/mois</span></div></div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.52618"><meta itemprop="longitude" content="-73.58714"></div>
<div class="row teaser">
<div class="col-lg-3 piece">2 chambres</div>
<div class="col-lg-3 sdb">1 salle de bain</div>
</div>
<div class="row description"><div class="col"><div itemprop="description">Grand 5 ½ au 2e étage d'un triplex converti en copropriété, à deux pas du parc Laurier et de la rue Saint-Laurent. Planchers de bois franc, plafonds de 9 pieds, cuisine rénovée, balcon arrière. Chauffage et eau chaude non inclus. Libre le 1er janvier. Bail de 12 mois, enquête de crédit requise.</div></div></div>
<div class="row carac-container">
<div class="col-lg-12 carac-title">Caractéristiques</div>
<div class="col-lg-3 carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1925</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Superficie nette</div><div class="carac-value"><span>850 pc</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Loyer mensuel</div><div class="carac-value"><span>1 875 $</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Meublé</div><div class="carac-value"><span>Non</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>2027-01-01</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Stationnement (total)</div><div class="carac-value"><span>Aucun</span></div></div>
</div>
<div class="row"><div class="col">No Centris : <span id="ListingDisplayId">21458963</span></div></div>
<div class="broker-info">
<div class="broker-info-broker-name" itemprop="name">Julie Beauchemin</div>
<div class="broker-info-broker-title">Courtier immobilier résidentiel</div>
<div class="broker-info-office-info"><div class="legacy-reset">Groupe Immobilier Laurier inc.</div><div class="legacy-reset">Agence immobilière</div><div>5601, boulevard Saint-Laurent, Montréal (Québec) H2T 1S5</div></div>
</div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><div class="price"><span>1 650 $/mois</span></div><div class="address"><div>4370, rue Saint-Dominique</div><div>Montréal (Le Plateau-Mont-Royal)</div></div></div>
<div class="property-thumbnail-item"><div class="price"><span>2 100 $/mois</span></div><div class="address"><div>5125, avenue de l'Esplanade</div><div>Montréal (Le Plateau-Mont-Royal)</div></div></div>
</div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1875, period: "month" },
      propertyKind: "condo",
      street: "4512, rue De Bullion, app. 3",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Le Plateau-Mont-Royal",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      yearBuilt: 1925,
      mlsNumber: "21458963",
      listingAgentName: "Julie Beauchemin",
      brokerageName: "Groupe Immobilier Laurier inc.",
      geo: { lat: 45.52618, lng: -73.58714 },
    },
  },
  {
    name: "h7-duproprio-chalet-lac-superieur-fr",
    site: "duproprio.com",
    set: "held-out-7",
    traps: "a chalet sold by its owner, in French: '549 000 $'; value-before-label characteristics ('3 chambres', '1 salle de bain', '1 salle d'eau'); 'Aire habitable (s-sol exclu) 1 280 pi²' and 'Dimensions du terrain 43 560 pi² (1 acre)'; DuProprio's own 'Numéro de référence 1045872' (no MLS®); the Laurentides region; a DuProprio advisor's contact box (no broker)",
    pageUrl: "https://duproprio.com/fr/laurentides/lac-superieur/chalet-a-vendre/hab-1287-chemin-du-lac-quenouille-1045872",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Chalet à vendre Lac-Supérieur, 1287, chemin du Lac-Quenouille - DuProprio - 1045872</title>
<meta name="description" content="Chalet à vendre à Lac-Supérieur (Laurentides) : 3 chambres, 1 salle de bain, 1 salle d'eau. 549 000 $. Vendu par le propriétaire sur DuProprio.">
<meta property="og:street-address" content="1287, chemin du Lac-Quenouille">
<meta property="og:locality" content="Lac-Supérieur">
<meta property="og:region" content="QC">
<meta property="og:postal-code" content="J0T 1P0">
${ld({ "@context": "http://schema.org", "@type": "Product", name: "Chalet à vendre - 1287, chemin du Lac-Quenouille, Lac-Supérieur", offers: { "@type": "Offer", price: 549000, priceCurrency: "CAD", seller: { "@type": "Person", name: "Propriétaire" } } })}
</head><body>
<header class="header"><a href="/fr" class="header__logo">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a></nav></header>
<main class="listing">
<nav class="breadcrumb"><a href="/fr/laurentides">Laurentides</a> › <a href="/fr/laurentides/lac-superieur">Lac-Supérieur</a> › <span>Chalet</span></nav>
<div class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Chalet à vendre</span></h1>
<div class="listing-location__address"><h2 class="listing-location__address-street">1287, chemin du Lac-Quenouille</h2><a class="listing-location__address-city" href="/fr/laurentides/lac-superieur">Lac-Supérieur</a></div>
</div>
<div class="listing-price"><div class="listing-price__amount">549 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> <span class="listing-main-characteristics__title">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle d'eau</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 280 pi²</span> <span class="listing-main-characteristics__title">Aire habitable (s-sol exclu)</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">43 560 pi² (1 acre)</span> <span class="listing-main-characteristics__title">Dimensions du terrain</span></div>
</div>
<section class="listing-owners-comments"><h3>Commentaires du propriétaire</h3><p>Chalet quatre saisons au bord du lac Quenouille, à 15 minutes du mont Tremblant. Grande pièce à aire ouverte avec poêle à bois, trois chambres à l'étage, sous-sol aménagé avec salle d'eau et accès direct au quai. Terrain boisé d'un acre, plage privée, descente de bateau. Vendu meublé.</p></section>
<section class="listing-box listing-box--characteristics"><h3>Caractéristiques</h3>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1998</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>412 300 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 264 $</span></div>
<div class="listing-box__dotted-row"><span>Plan d'eau</span><span>Lac Quenouille</span></div>
<div class="listing-box__dotted-row"><span>Numéro de référence</span><span>1045872</span></div>
</section>
<aside class="listing-contact"><h3>Une question sur cette propriété?</h3><p>Contactez directement le propriétaire ou un conseiller DuProprio.</p><div class="listing-contact__advisor">Conseiller DuProprio : Mathieu Gagnon</div><div class="listing-contact__office">DuProprio, 1000, rue Ampère, Boucherville (Québec) J4B 7Z4</div></aside>
<section class="listing-similar"><h3>Propriétés similaires</h3>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">489 000 $</div><div>Lac-Supérieur</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">625 000 $</div><div>Lac-Tremblant-Nord</div></div>
</section>
</main>
<footer class="footer"><p>© 2026 DuProprio. DuProprio n'est pas une agence immobilière.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549000 },
      propertyKind: "house",
      street: "1287, chemin du Lac-Quenouille",
      city: "Lac-Supérieur",
      province: "QC",
      postalCode: "J0T 1P0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1280,
      lot: { value: 43560, unit: "ft2" },
      yearBuilt: 1998,
    },
  },
  {
    name: "h7-point2homes-condo-montreal",
    site: "point2homes.com",
    set: "held-out-7",
    traps: "a Montréal condo on Point2 in English from a Centris listing: '1205 - 1100 Rue de la Montagne'; 'MLS® #: 19283746' (a Centris number); price per sq ft beside the price; 'Listing courtesy of Stéphane Ouimet, Courtier immobilier résidentiel, Immeubles Métropole Inc.'; condo fees; a JSON-LD Residence with geo; nearby listings",
    pageUrl: "https://www.point2homes.com/CA/Condo-For-Sale/QC/Montreal/Ville-Marie/1205-1100-Rue-de-la-Montagne/128765432.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1205 - 1100 Rue de la Montagne, Montréal, QC H3G 0A1 | 2 Beds Condo For Sale | Point2</title>
<meta name="description" content="Condo for sale at 1205 - 1100 Rue de la Montagne, Montréal, QC. $685,000, 2 beds, 1 bath, 915 sq ft. MLS® 19283746.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1205 - 1100 Rue de la Montagne", address: { "@type": "PostalAddress", streetAddress: "1205 - 1100 Rue de la Montagne", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3G 0A1" }, geo: { "@type": "GeoCoordinates", latitude: 45.49772, longitude: -73.57689 } })}
</head><body>
<header class="header"><a href="/CA" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings/QC/Montreal.html">Montréal</a><a href="/CA/Agents">Agents</a></nav></header>
<main class="details-page">
<div class="address-container"><h1><div class="address-line" data-address="1205 - 1100 Rue de la Montagne, Montréal, QC H3G 0A1">1205 - 1100 Rue de la Montagne</div><div class="address-city">Montréal, QC H3G 0A1</div></h1></div>
<div class="price-container"><div class="price" data-price="685000">$685,000</div><div class="price-per-sqft">$749 / sq ft</div></div>
<ul class="property-summary"><li class="ic-beds"><strong>2</strong> Beds</li><li class="ic-baths"><strong>1</strong> Bath</li><li class="ic-sqft"><strong>915</strong> Sqft</li></ul>
<section class="details-section"><h2>Property Details</h2>
<dl class="details-list">
<dt>Type</dt><dd>Condo/Apartment</dd>
<dt>Neighborhood</dt><dd>Ville-Marie</dd>
<dt>Year Built</dt><dd>2017</dd>
<dt>Living Area</dt><dd>915 sq ft</dd>
<dt>Condo Fees</dt><dd>$438 / month</dd>
<dt>MLS® #</dt><dd>19283746</dd>
<dt>Days on Market</dt><dd>21</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Corner two-bedroom on the 12th floor of a 2017 concrete building at the foot of Mount Royal, with floor-to-ceiling windows facing north. Open kitchen with island, heated floors in the bathroom, one indoor parking and a locker. Pool, gym and 24-hour concierge. Walk to the Bell Centre, Lucien-L'Allier and Crescent Street.</p></section>
<div class="listing-courtesy">Listing courtesy of Stéphane Ouimet, Courtier immobilier résidentiel, Immeubles Métropole Inc.</div>
<aside class="agent-sidebar"><h3>Ask about this property</h3><div class="agent-name">Point2 Concierge</div><button>Contact</button></aside>
<section class="nearby"><h2>Nearby listings</h2>
<div class="item-cnt"><div class="price">$599,000</div><div class="address">907 - 1050 Rue Drummond, Montréal</div></div>
<div class="item-cnt"><div class="price">$815,000</div><div class="address">2101 - 1188 Rue Saint-Antoine O, Montréal</div></div>
</section>
</main>
<footer class="footer"><p>© 2026 Point2. Listing information provided by Centris.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 685000 },
      propertyKind: "condo",
      street: "1205 - 1100 Rue de la Montagne",
      city: "Montréal",
      province: "QC",
      postalCode: "H3G 0A1",
      neighbourhood: "Ville-Marie",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 915,
      yearBuilt: 2017,
      mlsNumber: "19283746",
      listingAgentName: "Stéphane Ouimet",
      brokerageName: "Immeubles Métropole Inc.",
      geo: { lat: 45.49772, lng: -73.57689 },
    },
  },
];
