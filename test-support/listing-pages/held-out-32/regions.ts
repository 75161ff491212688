/**
 * Thirty-second held-out corpus, Québec regions and francophone Ontario and New Brunswick: a Kijiji fermette in
 * Victoriaville, a Zolo terrain in Granby, a Royal LePage French page in Hawkesbury and a Point2Homes French page in
 * Dieppe. Addresses, names and numbers are invented; the expected facts were written before the extractor ran.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_32_REGIONS: ListingPage[] = [
  {
    name: "ho32-kijiji-fermette-victoriaville",
    site: "kijiji.ca",
    set: "held-out-32",
    traps: "a French Kijiji ad for a fermette near Victoriaville (Centre-du-Québec): '649 000 $' in the header; land '12,4 hectares'; 'Chambres à coucher: 4', 'Salles de bains: 1,5'; a by-owner ad with the poster's first name only and no MLS; Kijiji's ad id; 'Annonces similaires' with prices; a rent-or-buy banner with a monthly payment",
    pageUrl: "https://www.kijiji.ca/v-maison-a-vendre/victoriaville/fermette-12-hectares-avec-ecurie/1719448823",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Fermette 12 hectares avec écurie | Maisons à vendre | Victoriaville | Kijiji</title>
<meta property="og:title" content="Fermette 12 hectares avec écurie - 649 000 $">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Fermette 12 hectares avec écurie", productID: "1719448823", offers: { "@type": "Offer", price: "649000.00", priceCurrency: "CAD" } })}
</head><body>
<div id="MainContainer"><main>
<nav class="breadcrumbs">Québec › Centre-du-Québec › Victoriaville › Immobilier › Maisons à vendre</nav>
<h1 class="title">Fermette 12 hectares avec écurie</h1>
<div class="priceWrapper"><span content="649000.00">649 000,00 $</span></div>
<div class="locationContainer"><span class="address">1875, rang 8, Victoriaville, QC G6T 1B4</span><span class="date">Publiée il y a 3 jours</span></div>
<ul class="itemAttributeList">
<li><dt>Type d'unité</dt><dd>Fermette</dd></li>
<li><dt>Chambres à coucher</dt><dd>4</dd></li>
<li><dt>Salles de bains</dt><dd>1,5</dd></li>
<li><dt>Superficie du terrain</dt><dd>12,4 hectares</dd></li>
<li><dt>Année de construction</dt><dd>1912</dd></li>
<li><dt>À vendre par</dt><dd>Propriétaire</dd></li>
</ul>
<div class="descriptionContainer"><h2>Description</h2><p>Fermette ancestrale rénovée sur 12,4 hectares dont 7 en culture et le reste en érablière. Écurie de 6 stalles, grange, garage double détaché. Maison centenaire avec boiseries d'origine, toiture de tôle 2020. Puits artésien, fosse septique conforme. Taxes municipales 4 120 $, taxes scolaires 388 $. Visites sur rendez-vous seulement, pas d'agents SVP.</p></div>
<div class="profile"><span class="name">Denis</span><span>Sur Kijiji depuis 2014</span></div>
<div class="adId">N° d'annonce : 1719448823</div>
<section class="mortgage-banner">Paiement hypothécaire estimé à 3 204 $/mois</section>
<section class="similar"><h2>Annonces similaires</h2><div><span>479 000 $</span> Maison de campagne, Warwick</div><div><span>895 000 $</span> Terre agricole 40 ha, Princeville</div></section>
<section class="walkscore"><h2>Services à proximité</h2><ul><li>Épicerie · 450 m</li><li>Pharmacie · 600 m</li><li>École primaire · 800 m</li><li>Arrêt d'autobus · 150 m</li><li>Parc · 300 m</li><li>Centre de la petite enfance · 1,1 km</li></ul><p>Indice de marche : 72 / 100 · Indice de transport : 54 / 100</p></section>
<section class="demographics"><h2>Portrait du secteur</h2><table><tr><td>Propriétaires</td><td>58 %</td></tr><tr><td>Locataires</td><td>42 %</td></tr><tr><td>Langue principale</td><td>Français (91 %)</td></tr><tr><td>Familles avec enfants</td><td>37 %</td></tr><tr><td>Revenu médian des ménages</td><td>68 400 $</td></tr></table><p>Source : Statistique Canada, recensement 2021.</p></section>
<section class="share"><button>Partager</button><button>Imprimer la fiche</button><button>Ajouter aux favoris</button><a href="#">Signaler une erreur</a></section>
<section class="newsletter"><h2>Restez à l'affût</h2><p>Recevez les nouvelles inscriptions correspondant à vos critères dès leur mise en ligne.</p><form><input type="email" placeholder="Courriel"><button>M'abonner</button></form></section>
<div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins (cookies) pour améliorer votre expérience de navigation, analyser le trafic et personnaliser le contenu. En poursuivant votre navigation, vous acceptez notre politique de confidentialité.</p><button>Accepter</button><button>Gérer les préférences</button></div>
<nav class="footer-links"><a href="/fr/a-propos">À propos</a> · <a href="/fr/carrieres">Carrières</a> · <a href="/fr/conditions">Conditions d'utilisation</a> · <a href="/fr/confidentialite">Politique de confidentialité</a> · <a href="/fr/accessibilite">Accessibilité</a> · <a href="/fr/plan-du-site">Plan du site</a> · <a href="/en">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXXXX",{anonymize_ip:true,page_language:"fr"});</script>
</main></div>
<footer>© 2026 Kijiji. Tous droits réservés.</footer>
</body></html>`,
    expected: {
      price: { amount: 649000 },
      propertyKind: "farm",
      street: "1875, rang 8",
      city: "Victoriaville",
      province: "QC",
      postalCode: "G6T 1B4",
      bedrooms: 4,
      bathrooms: 1.5,
      lot: { value: 12.4, unit: "hectares" },
      yearBuilt: 1912,
    },
  },
  {
    name: "ho32-zolo-terrain-granby",
    site: "zolo.ca",
    set: "held-out-32",
    traps: "a Zolo page for a vacant lot (terrain) in Granby: lot area '21 528 pi²' and '2 000 m²' both given; no beds, baths or year; price per sq ft of land beside the price; Centris number as MLS; a 'Home value' teaser for nearby houses; agent and brokerage; neighbourhood listings with their prices",
    pageUrl: "https://www.zolo.ca/granby-real-estate/rue-de-la-montagne/lot-14",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Lot 14 Rue de la Montagne, Granby — À vendre 159 000 $ | Zolo.ca</title>
<meta name="description" content="Terrain à vendre à Granby. 21 528 pi². 159 000 $. MLS® 16628097.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Lot 14 Rue de la Montagne, Granby", address: { "@type": "PostalAddress", streetAddress: "Lot 14 Rue de la Montagne", addressLocality: "Granby", addressRegion: "QC", postalCode: "J2H 0K5" }, geo: { "@type": "GeoCoordinates", latitude: 45.41936, longitude: -72.74105 } })}
</head><body>
<main class="listing-main">
<nav class="breadcrumb">Zolo › QC › Granby › Rue de la Montagne</nav>
<section class="listing-header"><h1 class="address">Lot 14 Rue de la Montagne</h1><div class="city-prov">Granby, QC J2H 0K5</div>
<div class="listing-price">159 000 $</div><div class="price-per">7,39 $ / pi² de terrain</div></section>
<section class="column-container"><h2>Détails</h2><dl>
<div><dt>Type</dt><dd>Terrain vacant</dd></div>
<div><dt>Superficie du terrain</dt><dd>21 528 pi² (2 000 m²)</dd></div>
<div><dt>Zonage</dt><dd>Résidentiel</dd></div>
<div><dt>Services</dt><dd>Aqueduc et égout municipaux</dd></div>
<div><dt>MLS®</dt><dd>16628097</dd></div>
<div><dt>Jours sur Zolo</dt><dd>41</dd></div>
</dl></section>
<section class="description"><h2>Description</h2><p>Beau terrain boisé dans le secteur du mont Shefford, services municipaux à la rue. Idéal pour construction d'une maison unifamiliale. Taxe de bienvenue à la charge de l'acheteur, TPS/TVQ non applicables.</p></section>
<section class="home-value"><h3>Valeur des maisons à proximité</h3><p>Prix médian d'une maison à Granby : 412 000 $</p></section>
<section class="listing-by"><p>Inscription : Karine Desrosiers, Via Capitale Estrie</p></section>
<section class="nearby"><h2>Inscriptions à proximité</h2><div><span>139 000 $</span> Lot 9 Rue de la Montagne</div><div><span>524 900 $</span> 88 Rue Cowie, Granby · 3 ch. 2 sdb</div></section>
<section class="walkscore"><h2>Services à proximité</h2><ul><li>Épicerie · 450 m</li><li>Pharmacie · 600 m</li><li>École primaire · 800 m</li><li>Arrêt d'autobus · 150 m</li><li>Parc · 300 m</li><li>Centre de la petite enfance · 1,1 km</li></ul><p>Indice de marche : 72 / 100 · Indice de transport : 54 / 100</p></section>
<section class="demographics"><h2>Portrait du secteur</h2><table><tr><td>Propriétaires</td><td>58 %</td></tr><tr><td>Locataires</td><td>42 %</td></tr><tr><td>Langue principale</td><td>Français (91 %)</td></tr><tr><td>Familles avec enfants</td><td>37 %</td></tr><tr><td>Revenu médian des ménages</td><td>68 400 $</td></tr></table><p>Source : Statistique Canada, recensement 2021.</p></section>
<section class="share"><button>Partager</button><button>Imprimer la fiche</button><button>Ajouter aux favoris</button><a href="#">Signaler une erreur</a></section>
<section class="newsletter"><h2>Restez à l'affût</h2><p>Recevez les nouvelles inscriptions correspondant à vos critères dès leur mise en ligne.</p><form><input type="email" placeholder="Courriel"><button>M'abonner</button></form></section>
<div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins (cookies) pour améliorer votre expérience de navigation, analyser le trafic et personnaliser le contenu. En poursuivant votre navigation, vous acceptez notre politique de confidentialité.</p><button>Accepter</button><button>Gérer les préférences</button></div>
<nav class="footer-links"><a href="/fr/a-propos">À propos</a> · <a href="/fr/carrieres">Carrières</a> · <a href="/fr/conditions">Conditions d'utilisation</a> · <a href="/fr/confidentialite">Politique de confidentialité</a> · <a href="/fr/accessibilite">Accessibilité</a> · <a href="/fr/plan-du-site">Plan du site</a> · <a href="/en">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXXXX",{anonymize_ip:true,page_language:"fr"});</script>
</main>
<footer>Zolo Realty, Brokerage. Les données MLS® sont fournies par Centris.</footer>
</body></html>`,
    expected: {
      price: { amount: 159000 },
      propertyKind: "land",
      street: "Lot 14 Rue de la Montagne",
      city: "Granby",
      province: "QC",
      postalCode: "J2H 0K5",
      lot: { value: 21528, unit: "ft2" },
      mlsNumber: "16628097",
      listingAgentName: "Karine Desrosiers",
      brokerageName: "Via Capitale Estrie",
      geo: { lat: 45.41936, lng: -72.74105 },
    },
  },
  {
    name: "ho32-royallepage-fr-maison-hawkesbury",
    site: "royallepage.ca",
    set: "held-out-32",
    traps: "Royal LePage's French page for a house in Hawkesbury, Ontario (Prescott-Russell): '2 chambres + 1', '1 salle de bains complète, 1 salle d'eau'; lot '66 x 132 pi'; an Ottawa-board MLS number; 'Valeur estimée' and property taxes beside the price; the brokerage's office in L'Orignal; other listings with their prices",
    pageUrl: "https://www.royallepage.ca/fr/property/ontario/hawkesbury/512-rue-main-ouest/21874512/mlsr1209334/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>512, rue Main Ouest, Hawkesbury, ON K6A 2J1 | 374 900 $ | Royal LePage</title>
<meta name="description" content="Maison à vendre à Hawkesbury. 2 + 1 chambres, 2 salles de bains.">
<meta property="og:locale" content="fr_CA">
</head><body>
<main class="property-page">
<nav class="breadcrumb">Accueil › Ontario › Hawkesbury › 512, rue Main Ouest</nav>
<div class="property-header"><h1 class="address-1">512, rue Main Ouest</h1><p class="address-2">Hawkesbury, Ontario K6A 2J1</p>
<p class="property-price">374 900 $</p><p class="estimate">Valeur estimée : 352 000 $ – 381 000 $</p></div>
<ul class="property-highlights"><li>2 chambres + 1</li><li>2 salles de bains</li><li>1 150 pi²</li></ul>
<div class="property-details"><h2>Caractéristiques</h2><table>
<tr><td>Type de propriété</td><td>Maison individuelle, plain-pied</td></tr>
<tr><td>Salles de bains</td><td>1 salle de bains complète, 1 salle d'eau</td></tr>
<tr><td>Dimensions du terrain</td><td>66 x 132 pi</td></tr>
<tr><td>Année de construction</td><td>1968</td></tr>
<tr><td>Taxes foncières</td><td>3 288 $ (2026)</td></tr>
<tr><td>N° MLS®</td><td>X1209334</td></tr>
</table></div>
<div class="property-description"><h2>Description</h2><p>Plain-pied rénové à quelques minutes du pont vers Grenville. Sous-sol fini avec troisième chambre, bois franc au rez-de-chaussée, grand terrain clôturé. Près des écoles francophones et de l'hôpital général de Hawkesbury.</p></div>
<div class="agent-card"><p class="agent-name">Chantal Lalonde</p><p>Représentante des ventes</p><p class="brokerage">Royal LePage Performance Realty, Courtage</p><p class="office">1234, rue King, L'Orignal, ON K0B 1K0</p></div>
<div class="similar-listings"><h2>Propriétés semblables</h2><div><span>329 000 $</span> 77, rue Tupper, Hawkesbury</div><div><span>419 900 $</span> 1040, rue Laurier, Hawkesbury</div></div>
<section class="rooms"><h2>Pièces</h2><table class="rooms-table"><thead><tr><th>Niveau</th><th>Pièce</th><th>Dimensions</th><th>Revêtement de sol</th></tr></thead><tbody>
<tr><td>Rez-de-chaussée</td><td>Hall d'entrée</td><td>6,2 x 5,8 pi</td><td>Céramique</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salon</td><td>15,4 x 13,1 pi</td><td>Bois franc</td></tr>
<tr><td>Rez-de-chaussée</td><td>Cuisine</td><td>12,0 x 10,6 pi</td><td>Céramique</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salle à manger</td><td>11,2 x 9,8 pi</td><td>Bois franc</td></tr>
<tr><td>Rez-de-chaussée</td><td>Chambre à coucher principale</td><td>13,5 x 11,9 pi</td><td>Bois franc</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salle de bains</td><td>9,1 x 7,4 pi</td><td>Céramique</td></tr>
<tr><td>Sous-sol</td><td>Salle familiale</td><td>19,6 x 14,2 pi</td><td>Plancher flottant</td></tr>
<tr><td>Sous-sol</td><td>Salle de lavage</td><td>8,0 x 7,5 pi</td><td>Béton</td></tr>
</tbody></table></section>
<section class="features"><h2>Caractéristiques</h2><dl>
<dt>Système de chauffage</dt><dd>Plinthes électriques</dd><dt>Source d'énergie</dt><dd>Électricité</dd>
<dt>Approvisionnement en eau</dt><dd>Municipalité</dd><dt>Système d'égouts</dt><dd>Municipalité</dd>
<dt>Fondation</dt><dd>Béton coulé</dd><dt>Revêtement de la toiture</dt><dd>Bardeaux d'asphalte</dd>
<dt>Fenestration</dt><dd>PVC</dd><dt>Proximité</dt><dd>École primaire, école secondaire, transport en commun, autoroute, parc</dd>
<dt>Inclusions</dt><dd>Luminaires, stores, hotte de cuisinière</dd><dt>Exclusions</dt><dd>Effets personnels du vendeur</dd>
</dl></section>
<div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins (cookies) pour améliorer votre expérience de navigation, analyser le trafic et personnaliser le contenu. En poursuivant votre navigation, vous acceptez notre politique de confidentialité.</p><button>Accepter</button><button>Gérer les préférences</button></div>
<nav class="footer-links"><a href="/fr/a-propos">À propos</a> · <a href="/fr/carrieres">Carrières</a> · <a href="/fr/conditions">Conditions d'utilisation</a> · <a href="/fr/confidentialite">Politique de confidentialité</a> · <a href="/fr/accessibilite">Accessibilité</a> · <a href="/fr/plan-du-site">Plan du site</a> · <a href="/en">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXXXX",{anonymize_ip:true,page_language:"fr"});</script>
</main>
<footer>© Royal LePage 2026. Fondée en 1913. Les services de courtage sont offerts par des franchisés indépendants.</footer>
</body></html>`,
    expected: {
      price: { amount: 374900 },
      propertyKind: "house",
      street: "512, rue Main Ouest",
      city: "Hawkesbury",
      province: "ON",
      postalCode: "K6A 2J1",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
      lot: { value: 8712, unit: "ft2" },
      yearBuilt: 1968,
      mlsNumber: "X1209334",
      listingAgentName: "Chantal Lalonde",
      brokerageName: "Royal LePage Performance Realty, Courtage",
    },
  },
  {
    name: "ho32-point2homes-fr-maison-dieppe",
    site: "point2homes.com",
    set: "held-out-32",
    traps: "Point2Homes' French page for a house in Dieppe, New Brunswick: '2 étages' style; 'Chambres 4', 'Salles de bains 3' (2 complètes + 1 demi); lot '0,31 acre'; living area '2 240 pi²'; NB board MLS 'M16xxxx'; the page's own listing id; 'Prix moyen à Dieppe' and mortgage widget figures; the brokerage's Moncton office; nearby listings",
    pageUrl: "https://www.point2homes.com/CA/fr/Maison-A-Vendre/NB/Dieppe/88-Rue-Acadie/191834552.html",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>88, rue Acadie, Dieppe, NB E1A 7X3 - Maison à vendre - 519 900 $ | Point2</title>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "88, rue Acadie", address: { "@type": "PostalAddress", streetAddress: "88, rue Acadie", addressLocality: "Dieppe", addressRegion: "NB", postalCode: "E1A 7X3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.09874, longitude: -64.72613 }, numberOfRooms: 11 })}
</head><body>
<main class="details-page">
<nav class="breadcrumbs">Canada › Nouveau-Brunswick › Dieppe › Maisons à vendre</nav>
<div class="details-header"><h1 class="address">88, rue Acadie, Dieppe, NB E1A 7X3</h1>
<div class="price"><span class="price-value">519 900 $</span></div>
<ul class="characteristics-cnt"><li class="ic-beds">4 Chambres</li><li class="ic-baths">3 Salles de bains</li><li class="ic-sqft">2 240 pi²</li><li class="ic-lotsize">0,31 acre</li></ul></div>
<div class="details-section"><h2>Détails de la propriété</h2><dl>
<dt>Type</dt><dd>Maison individuelle</dd>
<dt>Style</dt><dd>2 étages</dd>
<dt>Salles de bains complètes</dt><dd>2</dd>
<dt>Demi-salles de bains</dt><dd>1</dd>
<dt>Année de construction</dt><dd>2015</dd>
<dt>N° MLS®</dt><dd>M165208</dd>
<dt>ID de l'annonce</dt><dd>191834552</dd>
</dl></div>
<div class="description"><h2>Description</h2><p>Belle maison à deux étages dans un quartier recherché de Dieppe, près du Centre Aquatique et des écoles francophones. Garage double attaché, thermopompes, sous-sol aménagé avec salle de cinéma. Évaluation foncière 2026 : 458 700 $.</p></div>
<div class="agent-box"><p class="agent-name">Nathalie Cormier</p><p class="company">EXIT Realty Associates</p><p class="office-address">1000, rue Main, Moncton, NB E1C 1H1</p></div>
<div class="market-stats"><p>Prix moyen à Dieppe : 448 300 $</p><p>Paiement mensuel estimé : 2 415 $</p></div>
<div class="similar"><h2>Annonces à proximité</h2><div><span>469 000 $</span> 15, rue Gauvin, Dieppe</div><div><span>589 000 $</span> 204, rue Amirault, Dieppe</div></div>
<section class="rooms"><h2>Pièces</h2><table class="rooms-table"><thead><tr><th>Niveau</th><th>Pièce</th><th>Dimensions</th><th>Revêtement de sol</th></tr></thead><tbody>
<tr><td>Rez-de-chaussée</td><td>Hall d'entrée</td><td>6,2 x 5,8 pi</td><td>Céramique</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salon</td><td>15,4 x 13,1 pi</td><td>Bois franc</td></tr>
<tr><td>Rez-de-chaussée</td><td>Cuisine</td><td>12,0 x 10,6 pi</td><td>Céramique</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salle à manger</td><td>11,2 x 9,8 pi</td><td>Bois franc</td></tr>
<tr><td>Rez-de-chaussée</td><td>Chambre à coucher principale</td><td>13,5 x 11,9 pi</td><td>Bois franc</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salle de bains</td><td>9,1 x 7,4 pi</td><td>Céramique</td></tr>
<tr><td>Sous-sol</td><td>Salle familiale</td><td>19,6 x 14,2 pi</td><td>Plancher flottant</td></tr>
<tr><td>Sous-sol</td><td>Salle de lavage</td><td>8,0 x 7,5 pi</td><td>Béton</td></tr>
</tbody></table></section>
<section class="features"><h2>Caractéristiques</h2><dl>
<dt>Système de chauffage</dt><dd>Plinthes électriques</dd><dt>Source d'énergie</dt><dd>Électricité</dd>
<dt>Approvisionnement en eau</dt><dd>Municipalité</dd><dt>Système d'égouts</dt><dd>Municipalité</dd>
<dt>Fondation</dt><dd>Béton coulé</dd><dt>Revêtement de la toiture</dt><dd>Bardeaux d'asphalte</dd>
<dt>Fenestration</dt><dd>PVC</dd><dt>Proximité</dt><dd>École primaire, école secondaire, transport en commun, autoroute, parc</dd>
<dt>Inclusions</dt><dd>Luminaires, stores, hotte de cuisinière</dd><dt>Exclusions</dt><dd>Effets personnels du vendeur</dd>
</dl></section>
<section class="walkscore"><h2>Services à proximité</h2><ul><li>Épicerie · 450 m</li><li>Pharmacie · 600 m</li><li>École primaire · 800 m</li><li>Arrêt d'autobus · 150 m</li><li>Parc · 300 m</li><li>Centre de la petite enfance · 1,1 km</li></ul><p>Indice de marche : 72 / 100 · Indice de transport : 54 / 100</p></section>
<section class="demographics"><h2>Portrait du secteur</h2><table><tr><td>Propriétaires</td><td>58 %</td></tr><tr><td>Locataires</td><td>42 %</td></tr><tr><td>Langue principale</td><td>Français (91 %)</td></tr><tr><td>Familles avec enfants</td><td>37 %</td></tr><tr><td>Revenu médian des ménages</td><td>68 400 $</td></tr></table><p>Source : Statistique Canada, recensement 2021.</p></section>
<section class="share"><button>Partager</button><button>Imprimer la fiche</button><button>Ajouter aux favoris</button><a href="#">Signaler une erreur</a></section>
<section class="newsletter"><h2>Restez à l'affût</h2><p>Recevez les nouvelles inscriptions correspondant à vos critères dès leur mise en ligne.</p><form><input type="email" placeholder="Courriel"><button>M'abonner</button></form></section>
</main>
<footer>Point2, une entreprise de Yardi Systems. Les données MLS® sont la propriété de l'ACI.</footer>
</body></html>`,
    expected: {
      price: { amount: 519900 },
      propertyKind: "house",
      street: "88, rue Acadie",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 7X3",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2240,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 2015,
      mlsNumber: "M165208",
      listingAgentName: "Nathalie Cormier",
      brokerageName: "EXIT Realty Associates",
      geo: { lat: 46.09874, lng: -64.72613 },
    },
  },
];
