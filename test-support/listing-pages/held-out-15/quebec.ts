/**
 * Fifteenth held-out corpus, Québec, all in French: a Centris storey-and-a-half house with a basement bedroom in
 * Val-d'Or, a DuProprio semi-detached house in Saint-Hyacinthe, a private owner's 3 1/2 on Kijiji in Rosemont, a
 * private owner's 4½ on LesPAC in Jonquière, a Via Capitale bungalow in Sept-Îles, a Proprio Direct condo in Boucherville
 * and a Royal LePage two-storey house in Granby. Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_15_QUEBEC: ListingPage[] = [
  {
    name: "h15-centris-maison-etage-et-demi-val-dor-fr",
    site: "centris.ca",
    set: "held-out-15",
    traps: "Centris French sheet: 'Chambres 2 + 1' (one below grade); 'Maison à un étage et demi'; lot '1 254,6 m²' with a decimal comma; municipal assessment and taxes in the same '$' format; the mortgage calculator's payment; the agency's Rouyn-Noranda address in the footer; similar properties",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~val-d-or/21938476",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à un étage et demi à vendre, Val-d'Or - 1147, 7e Rue - 21938476 | Centris.ca</title>
<meta name="description" content="Maison à un étage et demi à vendre à Val-d'Or, 1147, 7e Rue. 2 + 1 chambres, 1 salle de bain, 1 salle d'eau. 264 900 $.">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Centris", url: "https://www.centris.ca", logo: "https://www.centris.ca/images/logo.svg" })}
</head><body>
<div class="cookie-notice"><p>Centris utilise des témoins (cookies) pour personnaliser votre expérience.</p><button>J'accepte</button></div>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/house~for-sale~val-d-or/21938476">English</a></nav></header>
<main id="property-details">
<div class="breadcrumb"><a href="/fr/propriete~a-vendre~abitibi-temiscamingue">Abitibi-Témiscamingue</a> › <a href="/fr/propriete~a-vendre~val-d-or">Val-d'Or</a></div>
<div class="row property-tagline">
<h1 itemprop="category"><span data-id="PageTitle">Maison à un étage et demi à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1147, 7e Rue, Val-d'Or</h2>
<div class="price text-right"><meta itemprop="price" content="264900"><span id="BuyPrice" class="text-nowrap">264 900 $</span></div>
</div>
<div class="row"><span class="listing-id">No Centris : <span id="ListingDisplayId">21938476</span></span></div>
<div id="PropertyMap" data-lat="48.10564" data-lng="-77.78512" class="map-container"></div>
<div class="row teaser">
<div class="col-lg-3 piece">6 pièces</div>
<div class="col-lg-3 cac">2 + 1 chambres</div>
<div class="col-lg-3 sdb">1 salle de bain et 1 salle d'eau</div>
</div>
<div class="property-description"><div itemprop="description">Maison bien entretenue près de l'école Golden Valley et de la 3e Avenue. Deux chambres à l'étage, une troisième au sous-sol aménagé avec salle familiale. Toiture refaite en 2021, thermopompe murale. Cabanon et grande cour clôturée.</div></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1958</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>1 254,6 m²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (3)</span></div>
<div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>Selon les baux</span></div>
</div>
<div class="financial-details">
<h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>38 600 $</td></tr><tr><td>Bâtiment</td><td>187 400 $</td></tr><tr><td>Total</td><td>226 000 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>3 118 $</td></tr><tr><td>Scolaires (2026)</td><td>214 $</td></tr></table>
</div>
<div class="calculator"><h3>Calculatrice hypothécaire</h3><label>Mise de fonds</label><input value="52 980 $"><label>Taux</label><input value="4,79 %"><p>Paiement mensuel estimé : <strong>1 207 $</strong></p></div>
<div class="broker-info">
<div class="broker-info__broker-title"><span itemprop="name">Karine Lafrenière</span></div>
<div class="broker-info__broker-job">Courtier immobilier résidentiel</div>
<div class="broker-info__agency">RE/MAX Abitibi inc., agence immobilière</div>
<div class="broker-info__phone">819 555-0138</div>
</div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><div class="price">239 000 $</div><div class="address">842, rue Giguère, Val-d'Or</div></div>
<div class="property-thumbnail-item"><div class="price">289 500 $</div><div class="address">55, rue des Pins, Malartic</div></div>
</div>
</main>
<footer><p>RE/MAX Abitibi inc., agence immobilière, 186, avenue Murdoch, Rouyn-Noranda (Québec) J9X 1E4. © 2026 Centris inc. Tous droits réservés. Les renseignements sont fournis à titre indicatif.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 264900 },
      propertyKind: "house",
      street: "1147, 7e Rue",
      city: "Val-d'Or",
      province: "QC",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 1254.6, unit: "m2" },
      yearBuilt: 1958,
      mlsNumber: "21938476",
      listingAgentName: "Karine Lafrenière",
      brokerageName: "RE/MAX Abitibi inc., agence immobilière",
      geo: { lat: 48.10564, lng: -77.78512 },
    },
  },
  {
    name: "h15-duproprio-jumele-saint-hyacinthe-fr",
    site: "duproprio.com",
    set: "held-out-15",
    traps: "DuProprio French sale by owner: no agent or brokerage; 'Jumelé' as the type; 'Secteur Douville'; living area '1 240 pi²' (basement excluded) beside lot '3 800 pi²'; 'Évaluation municipale 289 000 $'; a package price '1 295 $' in a promo box; the head office's Québec City address and postal code in the footer; similar listings",
    pageUrl: "https://duproprio.com/fr/saint-hyacinthe/jumele-a-vendre/hab-3185-rue-des-seigneurs-est-1108243",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Jumelé à vendre - 3185, rue des Seigneurs Est, Saint-Hyacinthe | DuProprio</title>
<meta property="og:title" content="Jumelé à vendre à Saint-Hyacinthe - 334 900 $">
<meta property="og:region" content="Québec">
<script>window.dataLayer = [${JSON.stringify({ listingId: 1108243, listingPrice: 334900, listingCity: "Saint-Hyacinthe", listingType: "jumele", listingRegion: "Montérégie" })}];</script>
</head><body>
<header class="header"><a href="/fr" class="header__logo">DuProprio</a><nav><a href="/fr/rechercher">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/forfaits">Nos forfaits</a></nav></header>
<main class="listing">
<div class="listing-location"><h1 class="listing-location__title">Jumelé à vendre</h1><div class="listing-location__address"><span class="listing-location__street">3185, rue des Seigneurs Est</span>, <span class="listing-location__city">Saint-Hyacinthe</span> <span class="listing-location__postal">J2T 3K8</span></div><div class="listing-location__neighbourhood">Secteur Douville</div></div>
<div class="listing-price"><div class="listing-price__amount">334 900 $</div><div class="listing-price__assessment">Évaluation municipale : 289 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item">Aire habitable (s-sol exclu) <span>1 240 pi²</span></div>
<div class="listing-main-characteristics__item">Dimensions du terrain <span>3 800 pi²</span></div>
</div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Jumelé de 2009 dans un croissant tranquille, près de l'école Bois-Joli et du parc Les Salines. Trois chambres à l'étage, sous-sol fini avec salle familiale. Thermopompe centrale 2022. Nous déménageons pour le travail, occupation rapide possible.</p></div>
<div class="listing-box"><h3>Caractéristiques</h3><ul>
<li><span>Année de construction</span><span>2009</span></li>
<li><span>Taxes municipales</span><span>2 946 $ (2026)</span></li>
<li><span>Taxes scolaires</span><span>262 $ (2026)</span></li>
<li><span>Stationnement</span><span>2 extérieur</span></li>
</ul></div>
<aside class="listing-contact"><h3>Contactez le propriétaire</h3><div class="listing-contact__phone">450 555-0186</div><p>Code de la propriété : 1108243</p></aside>
<aside class="promo"><h4>Vendez sans commission</h4><p>Forfaits à partir de 1 295 $</p></aside>
<section class="similar-listings"><h2>Propriétés semblables</h2>
<div class="search-results-listings-list__item"><div class="price">319 000 $</div><div class="address">2740, rue Morison, Saint-Hyacinthe</div></div>
<div class="search-results-listings-list__item"><div class="price">359 900 $</div><div class="address">1420, avenue Pinard, Saint-Hyacinthe</div></div>
</section>
</main>
<footer><p>DuProprio inc., 2000, boulevard Lebourgneuf, bureau 400, Québec (Québec) G2K 0B8. DuProprio n'est pas une agence immobilière.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 334900 },
      propertyKind: "semi-detached",
      street: "3185, rue des Seigneurs Est",
      city: "Saint-Hyacinthe",
      province: "QC",
      postalCode: "J2T 3K8",
      neighbourhood: "Douville",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1240,
      lot: { value: 3800, unit: "ft2" },
      yearBuilt: 2009,
    },
  },
  {
    name: "h15-kijiji-3-et-demi-rosemont-proprietaire-fr",
    site: "kijiji.ca",
    set: "held-out-15",
    traps: "a private owner's '3 1/2' on Kijiji's French site: '1 200,00 $' and '1200$/mois chauffé' in the text; parking '50$/mois' extra; no street, only 'près de Beaubien et 1re Avenue' and a partial postal code 'H1X'; 'Chambres à coucher 1'; the ground-floor 4 1/2 at '1450$' in the same text; the owner's first name; Kijiji's Toronto address in the footer; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-appartement-condo/ville-de-montreal/3-1-2-chauffe-rosemont-pres-metro-beaubien/1741290385?siteLocale=fr_CA",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>3 1/2 chauffé Rosemont près métro Beaubien | Appartements, condos | Ville de Montréal | Kijiji</title>
<meta property="og:title" content="3 1/2 chauffé Rosemont près métro Beaubien">
<meta property="og:description" content="Beau 3 1/2 au 2e étage d'un duplex, 1200$/mois chauffé, libre le 1er janvier.">
</head><body>
<div id="__next">
<div class="cookie-banner" role="dialog"><p>Kijiji utilise des témoins et des technologies similaires.</p><button>Accepter</button></div>
<header data-testid="header"><a href="/">Kijiji</a><nav><a href="/b-immobilier/ville-de-montreal/c34l1700281">Immobilier</a><a href="/p-post-ad.html">Publier une annonce</a><a href="/?siteLocale=en_CA">English</a></nav></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-ville-de-montreal/l1700281">Ville de Montréal</a></li><li><a href="/b-immobilier/ville-de-montreal/c34l1700281">Immobilier</a></li><li><a href="/b-appartement-condo/ville-de-montreal/c37l1700281">Appartements, condos à louer</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">3 1/2 chauffé Rosemont près métro Beaubien</h1>
<div data-testid="vip-price"><span>1 200,00 $</span></div>
<div data-testid="vip-utilities"><span>Chauffage inclus</span></div>
<div data-testid="vip-location"><button>Rosemont, Montréal, QC H1X</button></div>
<div data-testid="vip-date">Publiée il y a 2 jours</div>
<section data-testid="unit-overview"><h2>Aperçu</h2><ul>
<li><span>Type d'unité</span><span>Appartement</span></li>
<li><span>Chambres à coucher</span><span>1</span></li>
<li><span>Salles de bain</span><span>1</span></li>
</ul></section>
<section data-testid="unit-details"><h2>L'unité</h2><ul>
<li><span>Type de contrat</span><span>1 an</span></li>
<li><span>Date d'emménagement</span><span>1 janvier 2027</span></li>
<li><span>Animaux acceptés</span><span>Chats seulement</span></li>
<li><span>Meublé</span><span>Non</span></li>
</ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Bonjour, je loue mon beau 3 1/2 au 2e étage d'un duplex, près de Beaubien et 1re Avenue (5 min à pied du métro). 1200$/mois chauffé, eau chaude incluse, électricité à vos frais. Une chambre fermée, cuisine rénovée 2024, balcon arrière. Stationnement dans la ruelle possible 50$/mois en extra. Le 4 1/2 du rez-de-chaussée sera aussi libre en juillet (1450$). Pas de fumeurs svp. Références du propriétaire précédent demandées. Écrivez-moi, je réponds le soir.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Publiée par</h3><div data-testid="poster-name">Sylvie</div><div>Propriétaire</div><div>Sur Kijiji depuis 2014</div><button>Envoyer un message</button></aside>
<section data-testid="similar-ads"><h2>Vous aimerez peut-être aussi</h2>
<div data-testid="listing-card"><div>1 095,00 $</div><div>3 1/2 semi-meublé - Petite-Patrie</div></div>
<div data-testid="listing-card"><div>1 575,00 $</div><div>5 1/2 avec cour - Villeray</div></div>
</section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. Tous droits réservés. 500, rue King Ouest, Toronto (Ontario) M5V 1L9.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 1200, period: "month" },
      propertyKind: "condo",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Rosemont",
      bedrooms: 1,
      bathrooms: 1,
    },
  },
  {
    name: "h15-lespac-4-et-demi-jonquiere-proprietaire-fr",
    site: "lespac.com",
    set: "held-out-15",
    traps: "a private owner's LesPAC ad: 'Grand 4½ à louer' and '875$/mois chauffé éclairé' typed by hand; the price field '875 $'; '2 chambres' only in the text; 'Jonquière' as the sector of Saguenay; street and number given in the text ('rue Saint-Jean-Baptiste, 2e étage'); a LesPAC ad for a garage at 60 $; the seller's phone",
    pageUrl: "https://www.lespac.com/saguenay/grand-4-1-2-chauffe-eclaire-jonquiere_g36204519k1R1A13f2.jsp",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Grand 4½ chauffé éclairé Jonquière - Appartements et logements à louer - Saguenay | LesPAC</title>
<meta name="description" content="Grand 4½ à louer, 875$/mois chauffé éclairé, Jonquière, libre 1er février.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Grand 4½ chauffé éclairé Jonquière", sku: "36204519", offers: { "@type": "Offer", price: "875", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header id="header"><a href="/" class="logo">LesPAC</a><nav><a href="/immobilier/">Immobilier</a><a href="/emplois/">Emplois</a><a href="/auto/">Auto</a><a href="/placer-une-annonce/">Placer une annonce</a></nav></header>
<div id="breadcrumb"><a href="/saguenay/">Saguenay</a> &gt; <a href="/saguenay/immobilier/">Immobilier</a> &gt; <a href="/saguenay/appartements-logements-a-louer/">Appartements et logements à louer</a></div>
<main id="ad-detail">
<h1 class="ad-title">Grand 4½ chauffé éclairé Jonquière</h1>
<div class="ad-price">875 $</div>
<ul class="ad-attributes">
<li><span class="label">Région</span><span class="value">Saguenay (Jonquière)</span></li>
<li><span class="label">Type de logement</span><span class="value">4 ½</span></li>
<li><span class="label">Date de disponibilité</span><span class="value">2027-02-01</span></li>
<li><span class="label">Type d'annonceur</span><span class="value">Particulier</span></li>
<li><span class="label">No d'annonce</span><span class="value">36204519</span></li>
</ul>
<div class="ad-description"><h2>Description</h2><p>GRAND 4½ À LOUER, 2e étage, 2391 rue Saint-Jean-Baptiste à Jonquière, proche du Cégep et de l'épicerie. 875$/mois CHAUFFÉ ÉCLAIRÉ!! 2 chambres, salle de bain avec bain-douche, entrée laveuse-sécheuse, grand balcon. Déneigement inclus, 1 stationnement. Non fumeur, petit chien accepté. Bail 12 mois. Appelez Réjean au 418 555-0127 (pas de texto svp).</p></div>
<aside class="seller-box"><h3>Annonceur</h3><div class="seller-name">Réjean T.</div><div class="seller-type">Particulier</div><div class="seller-since">Membre depuis 2011</div></aside>
<section class="other-ads"><h3>Autres annonces de cet annonceur</h3>
<div class="ad-card"><div class="ad-card__title">Garage à louer pour entreposage</div><div class="ad-card__price">60 $</div></div>
</section>
<section class="similar-ads"><h3>Annonces similaires</h3>
<div class="ad-card"><div class="ad-card__title">3½ meublé Kénogami</div><div class="ad-card__price">695 $</div></div>
<div class="ad-card"><div class="ad-card__title">5½ rénové Chicoutimi-Nord</div><div class="ad-card__price">1 150 $</div></div>
</section>
</main>
<footer id="footer"><p>LesPAC est une propriété de Mediagrif. © 2026 LesPAC. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 875, period: "month" },
      propertyKind: "condo",
      street: "2391 rue Saint-Jean-Baptiste",
      city: "Saguenay",
      province: "QC",
      neighbourhood: "Jonquière",
      bedrooms: 2,
      bathrooms: 1,
    },
  },
  {
    name: "h15-viacapitale-bungalow-sept-iles-fr",
    site: "viacapitale.com",
    set: "held-out-15",
    traps: "Via Capitale French sheet on the Côte-Nord: 'Plain-pied' as the type; 'Chambres 3 (1 au sous-sol)'; 'Salles de bain 2'; lot '6 458 pi²'; price '319 000 $' beside a 'Prix demandé antérieur 334 000 $'; JSON-LD of the agency with its Baie-Comeau address; a team of two brokers, the first one inscribing",
    pageUrl: "https://www.viacapitale.com/fr/propriete/plain-pied-a-vendre/sept-iles/27364815",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Plain-pied à vendre - 412, rue Gamache, Sept-Îles | Via Capitale</title>
<meta name="description" content="Plain-pied à vendre à Sept-Îles : 3 chambres, 2 salles de bain, garage détaché. 319 000 $.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Via Capitale Côte-Nord, agence immobilière", address: { "@type": "PostalAddress", streetAddress: "639, boulevard Laflèche", addressLocality: "Baie-Comeau", addressRegion: "QC", postalCode: "G5C 1C5" }, telephone: "418 555-0190" })}
</head><body>
<header class="vc-header"><a href="/fr" class="vc-logo">Via Capitale</a><nav><a href="/fr/proprietes">Propriétés</a><a href="/fr/courtiers">Courtiers</a><a href="/fr/agences">Agences</a></nav></header>
<main class="fiche">
<section class="fiche-entete">
<p class="fiche-type">Plain-pied à vendre</p>
<h1 class="fiche-adresse">412, rue Gamache<br>Sept-Îles (Québec) G4R 2J7</h1>
<p class="fiche-prix">319 000 $</p>
<p class="fiche-prix-ancien">Prix demandé antérieur : <s>334 000 $</s></p>
<p class="fiche-centris">No Centris : 27364815</p>
</section>
<section class="fiche-sommaire"><ul>
<li><span>Chambres</span><strong>3 (1 au sous-sol)</strong></li>
<li><span>Salles de bain</span><strong>2</strong></li>
<li><span>Salles d'eau</span><strong>0</strong></li>
<li><span>Superficie habitable</span><strong>1 088 pi²</strong></li>
<li><span>Terrain</span><strong>6 458 pi²</strong></li>
<li><span>Année de construction</span><strong>1976</strong></li>
<li><span>Quartier</span><strong>Ferland</strong></li>
</ul></section>
<section class="fiche-description"><h2>Description</h2><p>Plain-pied rénové dans le quartier Ferland, deux chambres au rez-de-chaussée et une au sous-sol, deux salles de bain complètes. Garage détaché 16 x 24 chauffé, poêle à bois au sous-sol. Fenêtres 2019, drain français 2020.</p></section>
<section class="fiche-calcul"><h2>Calculatrice de paiement</h2><p>Versement hypothécaire estimé : 1 584 $ / mois</p><p>Droits de mutation estimés : 3 030 $</p></section>
<aside class="fiche-courtiers"><h2>Vos courtiers</h2>
<div class="courtier"><div class="courtier-nom">Mélanie Boudreau</div><div class="courtier-titre">Courtier immobilier résidentiel</div><div class="courtier-tel">418 555-0114</div></div>
<div class="courtier"><div class="courtier-nom">Francis Gallant</div><div class="courtier-titre">Courtier immobilier</div><div class="courtier-tel">418 555-0151</div></div>
<div class="agence">Via Capitale Côte-Nord, agence immobilière</div>
</aside>
<section class="fiche-similaires"><h2>Propriétés similaires</h2>
<div class="carte"><span class="prix">289 000 $</span><span class="adresse">88, rue Comeau, Sept-Îles</span></div>
<div class="carte"><span class="prix">365 000 $</span><span class="adresse">1204, boulevard Laure, Sept-Îles</span></div>
</section>
</main>
<footer class="vc-footer"><p>Via Capitale Côte-Nord, agence immobilière, 639, boulevard Laflèche, Baie-Comeau (Québec) G5C 1C5. Chaque agence est une entreprise autonome.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 319000 },
      propertyKind: "house",
      street: "412, rue Gamache",
      city: "Sept-Îles",
      province: "QC",
      postalCode: "G4R 2J7",
      neighbourhood: "Ferland",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      bathroomsHalf: 0,
      squareFootage: 1088,
      lot: { value: 6458, unit: "ft2" },
      yearBuilt: 1976,
      mlsNumber: "27364815",
      listingAgentName: "Mélanie Boudreau",
      brokerageName: "Via Capitale Côte-Nord, agence immobilière",
    },
  },
  {
    name: "h15-propriodirect-condo-boucherville-fr",
    site: "propriodirect.com",
    set: "held-out-15",
    traps: "Proprio Direct French condo: '4 ½' as the room count with '2 chambres' stated apart; 'unité 204' after the street number; condo fees '285 $/mois' and a Proprio Direct 'commission 2,95 %' banner; a 'Prix 429 000 $' heading beside a 'Vendu' card of another unit; the agency's Québec City head office in JSON-LD; the broker's designation 'Courtier immobilier agréé DA'",
    pageUrl: "https://www.propriodirect.com/fr/propriete/condo-a-vendre/boucherville/PD-51730",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre - 655, rue Samuel-De Champlain, unité 204, Boucherville | Proprio Direct</title>
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Condo à vendre – 655, rue Samuel-De Champlain, unité 204, Boucherville", sku: "PD-51730", offers: { "@type": "Offer", price: "429000", priceCurrency: "CAD" } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Proprio Direct inc., agence immobilière", address: { "@type": "PostalAddress", streetAddress: "5055, boulevard Wilfrid-Hamel, bureau 100", addressLocality: "Québec", addressRegion: "QC", postalCode: "G2E 2G6" } })}
</head><body>
<div class="bandeau-cookies"><p>Ce site utilise des témoins.</p><button>OK</button></div>
<header class="pd-header"><a href="/fr" class="pd-logo">Proprio Direct</a><nav><a href="/fr/acheter">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/nos-courtiers">Nos courtiers</a></nav></header>
<div class="pd-banniere">Vendez avec Proprio Direct : commission de 2,95 % seulement!</div>
<main class="propriete">
<div class="propriete-titre"><h1>Condo à vendre</h1><h2>655, rue Samuel-De Champlain, unité 204<br>Boucherville, QC J4B 8K3</h2></div>
<div class="propriete-prix">Prix : <strong>429 000 $</strong></div>
<div class="propriete-ref">Réf. PD-51730 · No Centris 14952087</div>
<table class="propriete-carac">
<tr><th>Pièces</th><td>4 ½</td></tr>
<tr><th>Chambres</th><td>2</td></tr>
<tr><th>Salle de bain</th><td>1</td></tr>
<tr><th>Superficie privative</th><td>1 035 pi²</td></tr>
<tr><th>Étage</th><td>2e de 4</td></tr>
<tr><th>Année</th><td>2015</td></tr>
<tr><th>Frais de copropriété</th><td>285 $/mois</td></tr>
<tr><th>Stationnement</th><td>Intérieur (1)</td></tr>
</table>
<div class="propriete-texte"><h3>Description</h3><p>Condo de coin au 2e étage, fenestration abondante, grande terrasse orientée sud. Deux chambres, salle de bain avec douche en céramique et bain autoportant. Garage intérieur et rangement. À distance de marche du Vieux-Boucherville et du parc de la Frayère.</p></div>
<aside class="courtier"><h3>Votre courtier</h3><p class="courtier-nom">Stéphane Côté</p><p class="courtier-titre">Courtier immobilier agréé DA</p><p class="courtier-agence">Proprio Direct inc., agence immobilière</p><p class="courtier-tel">450 555-0163</p></aside>
<section class="recemment-vendus"><h3>Récemment vendus dans le secteur</h3>
<div class="vignette"><span class="statut">Vendu</span><span class="prix">412 500 $</span><span class="adresse">655, rue Samuel-De Champlain, unité 308</span></div>
<div class="vignette"><span class="statut">À vendre</span><span class="prix">469 000 $</span><span class="adresse">120, boulevard De Montarville, unité 3, Boucherville</span></div>
</section>
</main>
<footer><p>Proprio Direct inc., agence immobilière · 5055, boulevard Wilfrid-Hamel, bureau 100, Québec (Québec) G2E 2G6 · Données partiellement issues du système Centris®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "condo",
      street: "655, rue Samuel-De Champlain, unité 204",
      city: "Boucherville",
      province: "QC",
      postalCode: "J4B 8K3",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1035,
      yearBuilt: 2015,
      mlsNumber: "14952087",
      listingAgentName: "Stéphane Côté",
      brokerageName: "Proprio Direct inc., agence immobilière",
    },
  },
  {
    name: "h15-royallepage-maison-etages-granby-fr",
    site: "royallepage.ca",
    set: "held-out-15",
    traps: "Royal LePage's French page: 'Maison à étages'; '3 + 1 chambres' in the summary while the table lists 'Chambres 4'; 'Salles de bain 2 | Salles d'eau 1'; lot '0,35 acre' with a decimal comma; the price in a data attribute and '559 000 $'; a 'Vous pourriez aussi aimer' carousel; the franchise's office address and postal code",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/granby/98-rue-du-lac-boivin/25418839/mlsid/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>98, rue du Lac-Boivin, Granby, QC J2H 2S5 - 559 000 $ | Royal LePage</title>
<meta name="description" content="Maison à étages à vendre à Granby. 3 + 1 chambres, 2 salles de bain et 1 salle d'eau. No MLS® 25418839.">
<meta property="og:locale" content="fr_CA">
</head><body>
<div class="cookie-consent"><p>En poursuivant votre navigation, vous acceptez l'utilisation de témoins.</p></div>
<header class="rlp-header"><a href="/fr/">Royal LePage</a><nav><a href="/fr/search/homes/">Acheter</a><a href="/fr/sell/">Vendre</a><a href="/fr/agent/">Trouver un courtier</a><a href="/en/property/quebec/granby/98-rue-du-lac-boivin/25418839/mlsid/">English</a></nav></header>
<main class="property-details" data-listing-id="25418839" data-price="559000">
<div class="address-bar"><h1 class="address-bar__title">98, rue du Lac-Boivin</h1><p class="address-bar__city">Granby, Québec J2H 2S5</p></div>
<div class="property-price"><span class="property-price__value">559 000 $</span><span class="property-price__type">Maison à étages</span></div>
<ul class="property-summary"><li>3 + 1 chambres</li><li>2 salles de bain, 1 salle d'eau</li><li>2 140 pi²</li></ul>
<section class="property-description"><h2>Description</h2><p>Maison à étages de 2004 à deux pas du lac Boivin et de la piste cyclable. Trois chambres à l'étage dont la principale avec salle d'eau attenante, une quatrième chambre au sous-sol. Foyer au gaz, garage double, piscine creusée. Près des écoles primaire et secondaire.</p></section>
<table class="property-table">
<tr><th>No MLS®</th><td>25418839</td></tr>
<tr><th>Type de propriété</th><td>Unifamiliale</td></tr>
<tr><th>Chambres</th><td>4</td></tr>
<tr><th>Salles de bain</th><td>2 | Salles d'eau 1</td></tr>
<tr><th>Superficie</th><td>2 140 pi²</td></tr>
<tr><th>Terrain</th><td>0,35 acre</td></tr>
<tr><th>Année de construction</th><td>2004</td></tr>
<tr><th>Taxes</th><td>4 806 $ (2026)</td></tr>
</table>
<div class="agent-card"><img src="/agents/vbergeron.jpg" alt=""><div class="agent-card__name">Valérie Bergeron</div><div class="agent-card__title">Courtier immobilier</div><div class="agent-card__office">Royal LePage Action, agence immobilière</div><div class="agent-card__office-address">345, rue Principale, Granby (Québec) J2G 2W6</div></div>
<section class="similar-listings"><h2>Vous pourriez aussi aimer</h2>
<div class="card"><div class="card__price">489 000 $</div><div class="card__address">27, rue Dufferin, Granby</div></div>
<div class="card"><div class="card__price">612 500 $</div><div class="card__address">1580, chemin Denison Est, Granby</div></div>
</section>
</main>
<footer class="rlp-footer"><p>© 2026 Brookfield Residential Property Services. Royal LePage est une marque déposée. Chaque bureau est indépendant et exploité de façon autonome. Les données MLS® sont fournies par l'Association professionnelle des courtiers immobiliers du Québec (APCIQ).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 559000 },
      propertyKind: "house",
      street: "98, rue du Lac-Boivin",
      city: "Granby",
      province: "QC",
      postalCode: "J2H 2S5",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 0.35, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "25418839",
      listingAgentName: "Valérie Bergeron",
      brokerageName: "Royal LePage Action, agence immobilière",
    },
  },
];
