/**
 * Sixtieth held-out corpus, Québec in French: a national portal's French page for a Hull townhouse, a Centris condo
 * on the Plateau, a DuProprio duplex in Limoilou sold by its owners and a Kijiji « 4 ½ » for rent in Trois-Rivières.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cookieBanner, footerLinks, jsonScript, langToggle, stateScript } from "./chrome.ts";

export const HELD_OUT_60_QUEBEC: ListingPage[] = [
  {
    name: "ho60-realtorca-fr-townhouse-gatineau-hull",
    site: "realtor.ca",
    set: "held-out-60",
    traps: "French realtor.ca page: 'Gatineau (Hull), Québec J8Y6T4'; '424 900 $'; the Centris number as the MLS® number; 'Salles de bains 1' and 'Salles d'eau 1'; building footprint '20 x 34 pi' but no living area; lot in m² with a decimal comma; municipal assessment and taxes; estimated monthly payment; CREA's Ottawa address; nearby listings with prices",
    pageUrl: "https://www.realtor.ca/fr/immobilier/28914377/47-rue-de-la-colline-gatineau-hull",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>47 RUE DE LA COLLINE, Gatineau (Hull), Québec J8Y6T4 - 16728394 | REALTOR.ca</title>
<meta name="description" content="À vendre : 47 RUE DE LA COLLINE, Gatineau (Hull), Québec J8Y6T4 - 16728394. Maison en rangée de 3 chambres à deux pas du parc de la Gatineau.">
<meta property="og:title" content="47 RUE DE LA COLLINE, Gatineau (Hull), Québec J8Y6T4">
<meta property="og:url" content="https://www.realtor.ca/fr/immobilier/28914377/47-rue-de-la-colline-gatineau-hull">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638790112/reb5/highres/4/16728394_1.jpg">
<meta property="og:locale" content="fr_CA">
<link rel="alternate" hreflang="en" href="https://www.realtor.ca/real-estate/28914377/47-rue-de-la-colline-gatineau-hull">
${ld({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "L'Association canadienne de l'immeuble",
  url: "https://www.realtor.ca/fr",
  address: { "@type": "PostalAddress", streetAddress: "200, rue Catherine, 6e étage", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 2K9" },
})}
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "RealEstateListing"],
  name: "47 RUE DE LA COLLINE, Gatineau (Hull), Québec J8Y6T4",
  sku: "16728394",
  offers: { "@type": "Offer", price: 424900, priceCurrency: "CAD", availability: "https://schema.org/InStock" },
})}
</head><body class="propertyDetailsPage fr-CA">
${cookieBanner("REALTOR.ca", "fr")}
<header id="siteHeader"><a class="logo" href="/fr">REALTOR.ca</a><nav><a href="/fr/carte">Carte</a><a href="/fr/trouver-un-realtor">Trouver un REALTOR®</a><a href="/fr/blogue">Blogue</a><a href="/fr/connexion">Ouvrir une session</a></nav>${langToggle("/fr/immobilier/28914377/47-rue-de-la-colline-gatineau-hull", "/real-estate/28914377/47-rue-de-la-colline-gatineau-hull", "fr")}</header>
<main id="propertyDetailsContainer" data-propertyid="28914377" data-lat="45.44871" data-lng="-75.75218">
<div id="listingPhotoCarousel"><img src="https://cdn.realtor.ca/listings/TS638790112/reb5/highres/4/16728394_1.jpg" alt="47 RUE DE LA COLLINE - photo 1"><span class="photoCount">1 / 28</span></div>
<div id="listingAddressCon"><h1 id="listingAddress">47 RUE DE LA COLLINE<br><span class="listingAddressSub">Gatineau (Hull), Québec J8Y6T4</span></h1></div>
<div id="listingPriceCon"><div id="listingPrice" class="listingPriceValue">424 900 $</div></div>
<div id="listingMLSCon">Numéro MLS® : <span id="MLNumberVal">16728394</span></div>
<div id="propertyDetailsSectionContentSubCon_Overview" class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Maison unifamiliale</div>
<div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Maison en rangée</div>
<div class="propertyDetailsSectionContentLabel">Étages</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Titre de propriété</div><div class="propertyDetailsSectionContentValue">Propriété franche</div>
<div class="propertyDetailsSectionContentLabel">Évaluation municipale</div><div class="propertyDetailsSectionContentValue">361 200 $ (2024)</div>
<div class="propertyDetailsSectionContentLabel">Taxes annuelles</div><div class="propertyDetailsSectionContentValue">3 757 $</div>
<div class="propertyDetailsSectionContentLabel">Temps sur REALTOR.ca</div><div class="propertyDetailsSectionContentValue">12 jours</div>
</div>
<div id="propertyDescriptionCon"><h2>Description de l'annonce</h2><p>Maison en rangée de coin sur une rue tranquille du secteur Hull, à quelques minutes du centre-ville d'Ottawa et des sentiers du parc de la Gatineau. Rez-de-chaussée à aire ouverte avec cuisine rénovée (2021), salle d'eau et porte-patio vers la cour clôturée. À l'étage, trois chambres et une salle de bains avec douche en céramique. Sous-sol aménagé avec salle familiale. Stationnement pour deux voitures. Près des écoles, de l'autobus STO et du Cégep de l'Outaouais. (35781273)</p></div>
<div id="propertyDetailsSectionContentSubCon_Building" class="propertyDetailsSectionContentSubCon"><h2>Bâtiment</h2>
<div class="propertyDetailsSectionContentLabel">Chambres à coucher</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Salles de bains</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Salles d'eau</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Année de construction</div><div class="propertyDetailsSectionContentValue">2004</div>
<div class="propertyDetailsSectionContentLabel">Dimensions du bâtiment</div><div class="propertyDetailsSectionContentValue">20 x 34 pi</div>
<div class="propertyDetailsSectionContentLabel">Sous-sol</div><div class="propertyDetailsSectionContentValue">Entier (Fini)</div>
<div class="propertyDetailsSectionContentLabel">Chauffage</div><div class="propertyDetailsSectionContentValue">Électrique (Plinthes)</div>
</div>
<div id="propertyDetailsSectionContentSubCon_Land" class="propertyDetailsSectionContentSubCon"><h2>Terrain</h2>
<div class="propertyDetailsSectionContentLabel">Superficie totale</div><div class="propertyDetailsSectionContentValue">212,7 m2</div>
<div class="propertyDetailsSectionContentLabel">Zonage</div><div class="propertyDetailsSectionContentValue">Résidentiel</div>
</div>
<div id="propertyDetailsRoomsSection"><h2>Pièces</h2><table><tr><th>Niveau</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Rez-de-chaussée</td><td>Salon</td><td>14 pi x 12 pi</td></tr><tr><td>Rez-de-chaussée</td><td>Cuisine</td><td>11 pi x 10 pi</td></tr>
<tr><td>Étage</td><td>Chambre principale</td><td>13 pi x 12 pi</td></tr><tr><td>Étage</td><td>Chambre</td><td>10 pi x 9 pi</td></tr><tr><td>Sous-sol</td><td>Salle familiale</td><td>18 pi x 15 pi</td></tr></table></div>
<div id="realtorCardCon"><div class="realtorCard"><div class="realtorCardName">Sophie Charette</div><div class="realtorCardTitle">Courtier immobilier résidentiel</div><div class="realtorCardPhone">819-555-0173</div>
<div class="officeCard"><div class="officeCardName">Immeubles Portage inc.</div><div class="officeCardDesignation">Agence immobilière</div><div class="officeCardAddress">195, boulevard Saint-Joseph, Gatineau, Québec J8Y 3X2</div><div class="officeCardPhone">819-555-0100</div></div></div></div>
<section id="mortgageCalculator"><h2>Calculatrice hypothécaire</h2><label>Prix de la propriété <input value="424 900"></label><label>Mise de fonds (10 %) <input value="42 490"></label><label>Taux d'intérêt <input value="4,79"></label><p>Paiement mensuel estimé : <strong>2 193 $</strong></p></section>
<section id="nearbyListings"><h2>Propriétés à proximité</h2>
<div class="nearbyCard"><a href="/fr/immobilier/28901156/112-rue-laval-gatineau-hull">112 RUE LAVAL, Gatineau (Hull)</a><span>389 000 $</span><span>2 chambres</span></div>
<div class="nearbyCard"><a href="/fr/immobilier/28897003/9-rue-demontigny-gatineau-hull">9 RUE DEMONTIGNY, Gatineau (Hull)</a><span>519 900 $</span><span>4 chambres</span></div></section>
</main>
${stateScript("window.__PROPERTY_GEO__", { propertyId: "28914377", latitude: 45.44871, longitude: -75.75218, zoom: 15 })}
<footer id="siteFooter"><p>Les marques de commerce REALTOR®, REALTORS® et le logo REALTOR® sont contrôlées par L'Association canadienne de l'immeuble (ACI) et désignent des professionnels de l'immobilier qui sont membres de l'ACI. Les données sur l'annonce proviennent de la Chambre immobilière du Québec.</p><p>© 2025 L'Association canadienne de l'immeuble. 200, rue Catherine, 6e étage, Ottawa (Ontario) K2P 2K9.</p>
${footerLinks("REALTOR.ca", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 424900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "47 RUE DE LA COLLINE",
      city: "Gatineau",
      province: "QC",
      postalCode: "J8Y 6T4",
      neighbourhood: "Hull",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 212.7, unit: "m2" },
      yearBuilt: 2004,
      mlsNumber: "16728394",
      listingAgentName: "Sophie Charette",
      brokerageName: "Immeubles Portage inc.",
      geo: { lat: 45.44871, lng: -75.75218 },
    },
  },
  {
    name: "ho60-centris-fr-condo-montreal-plateau",
    site: "centris.ca",
    set: "held-out-60",
    traps: "French Centris condo: 'Montréal (Le Plateau-Mont-Royal)' with the borough in brackets; street with 'app. 3'; 'Superficie nette 1 012 pi²' beside the divided co-ownership share; '6 pièces, 2 chambres, 1 salle de bains et 1 salle d'eau'; frais de copropriété per month and per year; évaluation municipale and taxes; No Centris; similar properties with prices; open-house time",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~montreal-le-plateau-mont-royal/19283746",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Montréal (Le Plateau-Mont-Royal) - 4521, rue De Lanaudière, app. 3 - 19283746 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Montréal (Le Plateau-Mont-Royal), 2 chambres, 1 salle de bains et 1 salle d'eau. 629 000 $. Centris No 19283746.">
<meta property="og:title" content="Condo à vendre - Montréal (Le Plateau-Mont-Royal) - 629 000 $">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DECAD9C7DDDDDDDDDDE&t=pi&f=I">
<meta property="og:url" content="https://www.centris.ca/fr/condo~a-vendre~montreal-le-plateau-mont-royal/19283746">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/condos~for-sale~montreal-le-plateau-mont-royal/19283746">
</head><body class="property-page">
${cookieBanner("Centris", "fr")}
<header class="header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/fr/outils">Outils</a></nav>${langToggle("", "/en/condos~for-sale~montreal-le-plateau-mont-royal/19283746", "fr")}</header>
<main id="overview" itemscope itemtype="http://schema.org/Product">
<div class="breadcrumb"><a href="/fr/propriete~a-vendre">Propriétés à vendre</a> › <a href="/fr/propriete~a-vendre~montreal-le-plateau-mont-royal">Montréal (Le Plateau-Mont-Royal)</a> › <span>Condo</span></div>
<div class="photo-gallery"><img src="https://mspublic.centris.ca/media.ashx?id=ADDD250DECAD9C7DDDDDDDDDDE&t=pi&f=I" alt="Façade"><button class="photo-count">34 photos</button></div>
<div class="col text-left">
<h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 itemprop="address" class="pt-1">4521, rue De Lanaudière, app. 3, Montréal (Le Plateau-Mont-Royal), Quartier Plateau Est</h2>
</div>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="629000"><meta itemprop="priceCurrency" content="CAD"><span class="text-nowrap">629 000 $</span></div></div>
<div class="row teaser"><div class="piece">6 pièces</div><div class="cac">2 chambres</div><div class="sdb">1 salle de bains et 1 salle d'eau</div></div>
<div class="description"><h3>Description</h3><div itemprop="description">Au troisième et dernier étage d'un triplex centenaire converti en copropriété, ce condo lumineux offre plafonds de 9 pieds, moulures et boiseries d'origine, planchers de bois franc et grande terrasse privée sur le toit. Deux chambres fermées, salle de bains avec bain sur pattes, salle d'eau près de l'entrée. À deux pas du parc La Fontaine, du métro Mont-Royal et des commerces de l'avenue du Mont-Royal. Visite libre dimanche de 14 h à 16 h.</div></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1912</span></div>
<div class="carac-title">Superficie nette</div><div class="carac-value"><span>1 012 pi²</span></div>
<div class="carac-title">Étage</div><div class="carac-value"><span>3e étage</span></div>
<div class="carac-title">Nombre d'unités au total</div><div class="carac-value"><span>3</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Aucun</span></div>
<div class="carac-title">Quote-part de copropriété</div><div class="carac-value"><span>34,2 %</span></div>
</div>
<div class="financial-details">
<table class="table"><thead><tr><th>Évaluation municipale</th><th>2024</th></tr></thead><tbody><tr><td>Terrain</td><td>127 400 $</td></tr><tr><td>Bâtiment</td><td>371 200 $</td></tr><tr><td>Total</td><td>498 600 $</td></tr></tbody></table>
<table class="table"><thead><tr><th>Taxes</th><th></th></tr></thead><tbody><tr><td>Municipales (2025)</td><td>2 964 $</td></tr><tr><td>Scolaires (2024)</td><td>402 $</td></tr><tr><td>Total</td><td>3 366 $</td></tr></tbody></table>
<table class="table"><thead><tr><th>Frais de copropriété</th><th></th></tr></thead><tbody><tr><td>Frais de copropriété</td><td>285 $ / mois</td></tr><tr><td>Total</td><td>3 420 $ / an</td></tr></tbody></table>
</div>
<div id="divMainResult" class="geo" itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.52684"><meta itemprop="longitude" content="-73.57903"></div>
<div class="broker-info" data-broker-id="B73902"><div class="legacy-reset"><h1 class="broker-info__broker-title" itemprop="name">Mathieu Desrosiers</h1><div class="broker-info__broker-subtitle">Courtier immobilier résidentiel</div><div class="broker-info__agency-name">Agence immobilière Mont-Royal inc.</div><div class="broker-info__agency-designation">Agence immobilière</div><div class="broker-info__phone"><a href="tel:5145550162">514-555-0162</a></div><div class="broker-info__agency-address">1180, avenue du Mont-Royal Est, Montréal (Québec) H2J 1X9</div></div></div>
<div class="no-centris">No Centris : <span id="ListingDisplayId">19283746</span></div>
<section class="mortgage-calculator"><h3>Calculatrice hypothécaire</h3><div>Prix : 629 000 $</div><div>Mise de fonds : 20 % (125 800 $)</div><div>Versement mensuel : <strong>2 871 $</strong></div></section>
<section class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item" data-id="24417590"><a href="/fr/condo~a-vendre~montreal-le-plateau-mont-royal/24417590"><span class="price">579 000 $</span><span class="address">4390, rue Fabre, Montréal (Le Plateau-Mont-Royal)</span><span class="cac">2</span><span class="sdb">1</span></a></div>
<div class="property-thumbnail-item" data-id="11930452"><a href="/fr/condo~a-vendre~montreal-rosemont-la-petite-patrie/11930452"><span class="price">649 500 $</span><span class="address">5320, 2e Avenue, Montréal (Rosemont/La Petite-Patrie)</span><span class="cac">3</span><span class="sdb">1</span></a></div>
</section>
</main>
<footer class="footer"><p>Centris inc. — 600, chemin du Golf, Île-des-Sœurs (Verdun), Québec H3E 1A8</p><p>Le système Centris® est la propriété de Centris inc. Les renseignements affichés proviennent des courtiers immobiliers membres des chambres immobilières du Québec. © 2025 Centris inc. Tous droits réservés.</p>
${footerLinks("Centris", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 629000, currency: "CAD" },
      propertyKind: "condo",
      street: "4521, rue De Lanaudière, app. 3",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Le Plateau-Mont-Royal",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 1912,
      mlsNumber: "19283746",
      listingAgentName: "Mathieu Desrosiers",
      brokerageName: "Agence immobilière Mont-Royal inc.",
      geo: { lat: 45.52684, lng: -73.57903 },
    },
  },
  {
    name: "ho60-duproprio-fr-duplex-quebec-limoilou",
    site: "duproprio.com",
    set: "held-out-60",
    traps: "DuProprio duplex sold by owners: 'Prix demandé 489 000 $' beside gross revenue, rents per month and the municipal assessment; '512-514, 8e Rue' with both civic numbers; 'Québec (La Cité-Limoilou)'; lot as '40 pi x 100 pi' and '4 000 pi²'; living area in pi² with m² in brackets; DuProprio's listing code (not an MLS®) and head office in JSON-LD; no broker",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec-la-cite-limoilou/duplex-a-vendre/hab-512-514-8e-rue-1084572",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Duplex à vendre - 512-514, 8e Rue, Québec (La Cité-Limoilou) | DuProprio</title>
<meta name="description" content="Duplex à vendre par le propriétaire à Québec (La Cité-Limoilou) : 5 chambres, 2 salles de bain, 489 000 $. Code 1084572.">
<meta property="og:title" content="Duplex à vendre - 489 000 $ - Québec (La Cité-Limoilou)">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/listing/1084572/photo-1.jpg">
<meta property="og:locale" content="fr_CA">
${ld({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "DuProprio",
  url: "https://duproprio.com",
  telephone: "1 866 387-7677",
  address: { "@type": "PostalAddress", streetAddress: "2600, boulevard Laurier, bureau 2400", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1V 4W2", addressCountry: "CA" },
})}
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "Duplex à vendre - 512-514, 8e Rue",
  numberOfRooms: 12,
  address: { "@type": "PostalAddress", streetAddress: "512-514, 8e Rue", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1J 2N4", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 46.82741, longitude: -71.23409 },
})}
</head><body class="listing-page">
${cookieBanner("DuProprio", "fr")}
<header class="site-header"><a class="site-header__logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/conseils">Conseils</a><a href="/fr/connexion">Mon compte</a></nav>${langToggle("", "/en/quebec-rive-nord/quebec-la-cite-limoilou/duplex-for-sale/hab-512-514-8e-rue-1084572", "fr")}</header>
<main class="listing" data-listing-id="1084572">
<nav class="breadcrumb"><a href="/fr/quebec-rive-nord">Québec et environs</a> › <a href="/fr/quebec-rive-nord/quebec-la-cite-limoilou">Québec (La Cité-Limoilou)</a> › <span>Duplex</span></nav>
<section class="listing-photos"><img src="https://photos.duproprio.com/photos/public/listing/1084572/photo-1.jpg" alt="Façade du duplex"><span>1 de 31</span></section>
<div class="listing-price"><div class="listing-price__amount">489 000 $</div><div class="listing-price__label">Prix demandé</div></div>
<h1 class="listing-location__title">Duplex à vendre</h1>
<div class="listing-location__address"><span class="listing-location__address--street">512-514, 8e Rue</span>, <span class="listing-location__address--city">Québec (La Cité-Limoilou)</span>, <span class="listing-location__address--postal">G1J 2N4</span></div>
<div class="listing-main-characteristics"><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">5</span> chambres</div><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> salles de bain</div><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2 180</span> pi² (202,5 m²) aire habitable</div><div class="listing-main-characteristics__item">Terrain <span class="listing-main-characteristics__number">4 000</span> pi²</div></div>
<section class="listing-owners-comments"><h2>Description du propriétaire</h2><p>Duplex bien entretenu au coeur de Limoilou, à deux pas de la 3e Avenue, de ses cafés et de la piste cyclable de la rivière Saint-Charles. Nous habitons le logement du haut (5 ½, trois chambres) depuis douze ans; le rez-de-chaussée (4 ½, deux chambres) est loué 950 $ par mois, bail renouvelé jusqu'au 30 juin 2026. Toiture refaite en 2019, fenêtres changées en 2016, entrée électrique 200 A. Cour arrière avec hangar. Occupation du logement du haut possible dès le 1er juillet.</p></section>
<section class="listing-box"><h2>Caractéristiques</h2><dl>
<dt>Type de propriété</dt><dd>Duplex</dd>
<dt>Nombre de logements</dt><dd>2</dd>
<dt>Année de construction</dt><dd>1948</dd>
<dt>Nombre d'étages</dt><dd>2</dd>
<dt>Dimensions du terrain</dt><dd>40 pi x 100 pi</dd>
<dt>Superficie du terrain</dt><dd>4 000 pi²</dd>
<dt>Aire habitable (sans sous-sol)</dt><dd>2 180 pi² (202,5 m²)</dd>
<dt>Chambres</dt><dd>5</dd>
<dt>Salles de bain</dt><dd>2</dd>
</dl></section>
<section class="listing-box listing-financials"><h2>Renseignements financiers</h2><dl>
<dt>Évaluation municipale (2024)</dt><dd>401 500 $</dd>
<dt>Taxes municipales (2025)</dt><dd>3 955 $</dd>
<dt>Taxes scolaires (2024-2025)</dt><dd>341 $</dd>
<dt>Revenus bruts potentiels</dt><dd>26 400 $ / an</dd>
<dt>Loyer du logement 1 (rez-de-chaussée)</dt><dd>950 $ / mois</dd>
<dt>Loyer du logement 2 (étage, occupé par le propriétaire)</dt><dd>1 250 $ / mois (estimé)</dd>
</dl></section>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Propriété vendue sans courtier. Code de référence : <strong>1084572</strong></p><a class="btn" href="tel:4185550139">418-555-0139</a><form action="/fr/contacter-proprietaire/1084572" method="post"><input type="text" name="nom" placeholder="Votre nom"><textarea name="message">Bonjour, je suis intéressé(e) par votre propriété.</textarea><button type="submit">Envoyer</button></form></section>
<section class="mortgage-calculator"><h2>Calculateur hypothécaire</h2><p>Montant du prêt : 391 200 $ — Paiement mensuel estimé : <strong>2 233 $</strong></p></section>
<section class="similar-listings"><h2>Propriétés similaires</h2>
<article class="search-results-listings-list__item" data-listing-id="1081903"><div class="price">515 000 $</div><div class="address">1320-1322, 4e Avenue, Québec (La Cité-Limoilou)</div><div>Duplex · 4 chambres</div></article>
<article class="search-results-listings-list__item" data-listing-id="1079944"><div class="price">459 900 $</div><div class="address">275-277, rue des Peupliers Ouest, Québec (Charlesbourg)</div><div>Duplex · 5 chambres</div></article>
</section>
</main>
${stateScript("window.__LISTING__", { id: 1084572, category: "plex", subtype: "duplex", price: 489000, latitude: 46.82741, longitude: -71.23409, views: 1843 })}
<footer class="site-footer"><p>DuProprio, 2600, boulevard Laurier, bureau 2400, Québec (Québec) G1V 4W2 — 1 866 387-7677</p><p>DuProprio n'est pas une agence immobilière et n'agit pas à titre d'intermédiaire dans la vente. © 2025 DuProprio inc. Tous droits réservés.</p>
${footerLinks("DuProprio", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "CAD" },
      propertyKind: "plex",
      street: "512-514, 8e Rue",
      city: "Québec",
      province: "QC",
      postalCode: "G1J 2N4",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 2180,
      lot: { value: 4000, unit: "ft2" },
      yearBuilt: 1948,
      geo: { lat: 46.82741, lng: -71.23409 },
    },
  },
  {
    name: "ho60-kijiji-fr-apartment-rent-trois-rivieres",
    site: "kijiji.ca",
    set: "held-out-60",
    traps: "French Kijiji rental: '1 150 $' per month, a paid parking spot at '35 $ / mois' and utilities; '4 ½' in the title with 'Chambres : 2'; size in pi²; the ad id in the URL and an Apollo cache with the ad's coordinates and other ads' rents; a private landlord, no broker; sponsored ads",
    pageUrl: "https://www.kijiji.ca/v-appartement-condo/trois-rivieres/grand-4-1-2-renove-pres-du-centre-ville/1718824506",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Grand 4 ½ rénové près du centre-ville | Appartements et condos à louer | Trois-Rivières | Kijiji</title>
<meta name="description" content="Grand 4 ½ rénové au 2e étage d'un triplex, rue Sainte-Marguerite, libre le 1er juillet. 1 150 $ par mois.">
<meta property="og:title" content="Grand 4 ½ rénové près du centre-ville - 1 150,00 $">
<meta property="og:url" content="https://www.kijiji.ca/v-appartement-condo/trois-rivieres/grand-4-1-2-renove-pres-du-centre-ville/1718824506">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3c/3c91f0a2-1e77-4b1d/$_59.jpg">
<meta property="og:locale" content="fr_CA">
</head><body>
${cookieBanner("Kijiji", "fr")}
<header class="header"><a class="logo" href="/?siteLocale=fr_CA">Kijiji</a><form class="search"><input name="keywords" placeholder="Que cherchez-vous?"><span class="location">Trois-Rivières</span></form><a href="/p-publier-annonce.html">Publier une annonce</a>${langToggle("", "?siteLocale=en_CA", "fr")}</header>
<main id="vip-body">
<nav class="breadcrumbs"><a href="/b-immobilier/trois-rivieres/c34l1700246">Immobilier</a> › <a href="/b-appartement-condo/trois-rivieres/c37l1700246">Appartements et condos à louer</a> › <span>Trois-Rivières</span></nav>
<div class="gallery"><img src="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3c/3c91f0a2-1e77-4b1d/$_59.jpg" alt="Grand 4 ½ rénové - 1"><span>1/14</span></div>
<h1 class="title">Grand 4 ½ rénové près du centre-ville</h1>
<div class="priceWrapper"><span class="currentPrice"><span content="1150.00">1 150,00 $</span></span><span class="utilities">Électricité non incluse</span></div>
<div class="locationContainer"><span class="address">1540, rue Sainte-Marguerite, Trois-Rivières, QC G9A 1Y7</span><a href="#map">Voir la carte</a></div>
<div class="datePosted">Publiée il y a 3 jours</div>
<ul class="attributeGroup">
<li><h4>Unité</h4><ul><li>Appartement</li></ul></li>
<li><h4>Chambres</h4><ul><li>2</li></ul></li>
<li><h4>Salles de bain</h4><ul><li>1</li></ul></li>
<li><h4>Taille (pi²)</h4><ul><li>920</li></ul></li>
<li><h4>Meublé</h4><ul><li>Non</li></ul></li>
<li><h4>Animaux acceptés</h4><ul><li>Chats seulement</li></ul></li>
<li><h4>Stationnement inclus</h4><ul><li>0</li></ul></li>
<li><h4>Date de disponibilité</h4><ul><li>1 juillet 2025</li></ul></li>
<li><h4>Entente</h4><ul><li>1 an</li></ul></li>
<li><h4>Services inclus</h4><ul><li>Eau</li><li>Chauffage : Non</li><li>Wi-Fi : Non</li></ul></li>
</ul>
<div class="descriptionContainer"><h3>Description</h3><p>Grand 4 ½ au 2e étage d'un triplex bien entretenu, entièrement rénové en 2023 : cuisine neuve avec îlot, plancher flottant, salle de bains avec douche vitrée. Deux chambres fermées, salon double, balcon arrière. Entrée laveuse-sécheuse. Stationnement disponible en option à 35 $ / mois. À 5 minutes à pied du centre-ville et de l'UQTR en autobus. Non-fumeur. Enquête de crédit exigée. Libre le 1er juillet.</p></div>
<div class="posterInfo"><span class="name">Denis</span><span class="type">Propriétaire</span><span>Membre depuis 2016</span><a class="btn" href="/r-reply/1718824506">Envoyer un message</a></div>
<section class="similar"><h3>Vous pourriez aussi aimer</h3>
<div class="regular-ad" data-listing-id="1718701122"><a href="/v-appartement-condo/trois-rivieres/5-1-2-cap-de-la-madeleine/1718701122">5 ½ Cap-de-la-Madeleine</a><span class="price">1 295,00 $</span></div>
<div class="regular-ad" data-listing-id="1718633390"><a href="/v-appartement-condo/trois-rivieres/3-1-2-tout-inclus/1718633390">3 ½ tout inclus, rue Laviolette</a><span class="price">975,00 $</span></div>
<div class="top-ad sponsored" data-listing-id="1717990012"><span class="badge">Annonce en vedette</span><a href="/v-appartement-condo/trois-rivieres/condo-neuf-bord-de-l-eau/1717990012">Condo neuf bord de l'eau</a><span class="price">1 795,00 $</span></div>
</section>
</main>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1718824506": {
          __typename: "RealEstateListing",
          id: "1718824506",
          title: "Grand 4 ½ rénové près du centre-ville",
          price: { __typename: "StandardAmountPrice", amount: 115000, currency: "CAD", type: "FIXED" },
          location: { __typename: "ListingLocation", address: "1540, rue Sainte-Marguerite, Trois-Rivières, QC G9A 1Y7", name: "Trois-Rivières", coordinates: { latitude: 46.34712, longitude: -72.55198 } },
          attributes: { all: [{ canonicalName: "numberbedrooms", canonicalValues: ["2"] }, { canonicalName: "numberbathrooms", canonicalValues: ["10"] }, { canonicalName: "areainfeet", canonicalValues: ["920"] }, { canonicalName: "unittype", canonicalValues: ["apartment"] }] },
          posterInfo: { posterType: "OWNER", name: "Denis" },
        },
        "RealEstateListing:1718701122": { __typename: "RealEstateListing", id: "1718701122", title: "5 ½ Cap-de-la-Madeleine", price: { amount: 129500, currency: "CAD" }, location: { name: "Trois-Rivières", coordinates: { latitude: 46.36521, longitude: -72.51677 } } },
      },
    },
  },
  page: "/v-view-details",
  locale: "fr-CA",
})}
<footer class="footer"><p>© 2025 Kijiji Canada Ltd. — 500-1 Yonge Street, Toronto (Ontario) M5E 1E5. Kijiji est une marque de commerce de Kijiji Canada Ltd.</p>
${footerLinks("Kijiji", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 1150, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1540, rue Sainte-Marguerite",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G9A 1Y7",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 920,
      geo: { lat: 46.34712, lng: -72.55198 },
    },
  },
];
