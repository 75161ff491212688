/**
 * Thirty-second held-out corpus, Québec (Montréal area and regions): realtor.ca's French site in Laval, a Centris
 * triplex in Trois-Rivières, a DuProprio condo in Longueuil, a RE/MAX French page for a jumelé in Lévis, a HouseSigma
 * duplex in Montréal and a Condos.ca condo in Griffintown. Addresses, names and numbers are invented; the expected
 * facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_32_QUEBEC: ListingPage[] = [
  {
    name: "ho32-realtorca-fr-maison-laval",
    site: "realtor.ca",
    set: "held-out-32",
    traps: "realtor.ca's French page for a maison unifamiliale in Laval (quartier Sainte-Rose): '489 000 $' with spaces; 'Chambres à coucher 3 + 1'; 'Salles de bains 2' and 'Salle d'eau 1'; lot '5 400 pi²'; 'Année de construction'; the Centris number as N° MLS®; évaluation municipale and taxes scolaires beside the price; brokerage's Montréal office in the footer; similar listings",
    pageUrl: "https://www.realtor.ca/fr/immobilier/28911473/418-rue-des-patriotes-laval-sainte-rose",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>418, rue des Patriotes, Laval (Sainte-Rose), Québec H7L 2T6 | N° MLS® 19384726 | REALTOR.ca</title>
<meta name="description" content="Maison à vendre – 418, rue des Patriotes, Laval. 489 000 $. 3 + 1 chambres à coucher, 2 salles de bains.">
<meta property="og:locale" content="fr_CA">
</head><body>
<header><a href="/fr" class="logo">REALTOR.ca</a><nav><a href="/fr/carte">Carte</a><a href="/fr/trouver-un-realtor">Trouver un REALTOR®</a></nav></header>
<main id="listingDetailsCon">
<div id="listingAddressCon"><h1 id="listingAddress">418, rue des Patriotes<br>Laval (Sainte-Rose), Québec H7L2T6</h1></div>
<div id="listingPriceCon"><div id="listingPrice">489 000 $</div><div id="listingMlsNum">N° MLS®: 19384726</div></div>
<div class="listingIconCon"><div id="BedroomIcon"><div class="listingIconNum">3 + 1</div> Chambres à coucher</div><div id="BathroomIcon"><div class="listingIconNum">2</div> Salles de bains</div><div id="HalfBathIcon"><div class="listingIconNum">1</div> Salle d'eau</div></div>
<div id="propertyDetailsSectionContentSubCon_Title"><h2>Détails de la propriété</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Maison unifamiliale</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Maison, Bungalow</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Année de construction</div><div class="propertyDetailsSectionContentValue">1987</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Superficie du terrain</div><div class="propertyDetailsSectionContentValue">5 400 pi²</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Évaluation municipale</div><div class="propertyDetailsSectionContentValue">412 300 $ (2025)</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Taxes municipales</div><div class="propertyDetailsSectionContentValue">3 412 $</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Taxes scolaires</div><div class="propertyDetailsSectionContentValue">298 $</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Description</h2><p>Bungalow bien entretenu près de la rivière des Mille Îles. Sous-sol aménagé avec 4e chambre et salle familiale. Cour clôturée, piscine hors terre, garage simple. À distance de marche des écoles et du parc de la Rivière-des-Mille-Îles.</p></div>
<div id="realtorCardCon"><div class="realtorCardName">Mélanie Gauthier</div><div class="realtorCardTitle">Courtier immobilier résidentiel</div><div class="realtorCardOfficeName">Groupe Sutton Excellence Inc., Agence immobilière</div><div class="realtorCardPhone">450-555-0182</div><div class="officeAddress">2305, boul. Saint-Martin Ouest, Montréal, QC H3Z 2A9</div></div>
<div id="similarListings"><h2>Propriétés similaires</h2><div class="card"><span>512 500 $</span><span>77, rue Dubé, Laval</span><span>4 ch.</span></div><div class="card"><span>465 000 $</span><span>1290, boul. Sainte-Rose, Laval</span><span>3 ch.</span></div></div>
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
<footer><p>Les marques de commerce REALTOR®, REALTORS® et le logo REALTOR® sont contrôlées par L'Association canadienne de l'immeuble (ACI).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "418, rue des Patriotes",
      city: "Laval",
      province: "QC",
      postalCode: "H7L 2T6",
      neighbourhood: "Sainte-Rose",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 5400, unit: "ft2" },
      yearBuilt: 1987,
      mlsNumber: "19384726",
      listingAgentName: "Mélanie Gauthier",
      brokerageName: "Groupe Sutton Excellence Inc., Agence immobilière",
    },
  },
  {
    name: "ho32-centris-triplex-trois-rivieres",
    site: "centris.ca",
    set: "held-out-32",
    traps: "Centris French sheet for a triplex in Trois-Rivières (secteur Cap-de-la-Madeleine): 'No Centris'; 'Style de bâtiment: Jumelé' on a triplex; units '1 x 5 ½, 2 x 4 ½'; potential gross revenue and évaluation municipale in '$' beside the price; 'Nombre de chambres 7' across units; lot in m² ('412,8 m²'); living area not given; broker and agency; a mortgage calculator",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~trois-rivieres/24518830",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre à Trois-Rivières - 24518830 | Centris.ca</title>
<meta property="og:title" content="Triplex à vendre - 152-156, rue Notre-Dame Est, Trois-Rivières">
<meta itemprop="latitude" content="46.35812"><meta itemprop="longitude" content="-72.53547">
</head><body>
<main class="property-page">
<div class="breadcrumb">Accueil › Mauricie › Trois-Rivières › Triplex</div>
<div class="header-panel"><h1 itemprop="category"><span data-id="PageTitle">Triplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">152-156, rue Notre-Dame Est, Trois-Rivières (Cap-de-la-Madeleine), Québec G8T 4G1</h2>
<div class="price-container"><div class="price"><span id="BuyPrice" content="429000">429 000 $</span></div></div>
<div class="row"><span>No Centris</span> <span id="ListingDisplayId">24518830</span></div></div>
<div class="teaser"><div class="cac">7 chambres</div><div class="sdb">3 salles de bains</div></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1948</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>412,8 m²</span></div>
<div class="carac-title">Nombre d'unités</div><div class="carac-value"><span>Résidentiel (3)</span></div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>1 x 5 ½, 2 x 4 ½</span></div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>31 380 $</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (3)</span></div>
</div>
<div class="financial-details"><h3>Détails financiers</h3><table>
<tr><td>Évaluation municipale (2026) Terrain</td><td>38 900 $</td></tr><tr><td>Bâtiment</td><td>291 400 $</td></tr><tr><td>Total</td><td>330 300 $</td></tr>
<tr><td>Taxes municipales (2026)</td><td>3 904 $</td></tr><tr><td>Taxes scolaires (2025)</td><td>241 $</td></tr></table></div>
<div itemprop="description"><p>Triplex bien entretenu au cœur du Cap, à deux pas du fleuve. Un 5 ½ au rez-de-chaussée libre à l'acheteur, deux 4 ½ loués. Toitures refaites en 2019, entrée électrique 200 A.</p></div>
<div class="broker-info"><div class="broker-info__broker-name">Jean-François Lemire</div><div>Courtier immobilier</div><div class="broker-info__agency-name">RE/MAX de Francheville</div><div>819 555-0133</div></div>
<div class="calculator"><h3>Calculatrice hypothécaire</h3><span>Mise de fonds 85 800 $</span><span>Paiement mensuel 1 987 $</span></div>
<section class="walkscore"><h2>Services à proximité</h2><ul><li>Épicerie · 450 m</li><li>Pharmacie · 600 m</li><li>École primaire · 800 m</li><li>Arrêt d'autobus · 150 m</li><li>Parc · 300 m</li><li>Centre de la petite enfance · 1,1 km</li></ul><p>Indice de marche : 72 / 100 · Indice de transport : 54 / 100</p></section>
<section class="demographics"><h2>Portrait du secteur</h2><table><tr><td>Propriétaires</td><td>58 %</td></tr><tr><td>Locataires</td><td>42 %</td></tr><tr><td>Langue principale</td><td>Français (91 %)</td></tr><tr><td>Familles avec enfants</td><td>37 %</td></tr><tr><td>Revenu médian des ménages</td><td>68 400 $</td></tr></table><p>Source : Statistique Canada, recensement 2021.</p></section>
<section class="share"><button>Partager</button><button>Imprimer la fiche</button><button>Ajouter aux favoris</button><a href="#">Signaler une erreur</a></section>
<section class="newsletter"><h2>Restez à l'affût</h2><p>Recevez les nouvelles inscriptions correspondant à vos critères dès leur mise en ligne.</p><form><input type="email" placeholder="Courriel"><button>M'abonner</button></form></section>
<div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins (cookies) pour améliorer votre expérience de navigation, analyser le trafic et personnaliser le contenu. En poursuivant votre navigation, vous acceptez notre politique de confidentialité.</p><button>Accepter</button><button>Gérer les préférences</button></div>
<nav class="footer-links"><a href="/fr/a-propos">À propos</a> · <a href="/fr/carrieres">Carrières</a> · <a href="/fr/conditions">Conditions d'utilisation</a> · <a href="/fr/confidentialite">Politique de confidentialité</a> · <a href="/fr/accessibilite">Accessibilité</a> · <a href="/fr/plan-du-site">Plan du site</a> · <a href="/en">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXXXX",{anonymize_ip:true,page_language:"fr"});</script>
</main>
<footer>© 2026 Centris inc. Tous droits réservés.</footer>
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "plex",
      street: "152-156, rue Notre-Dame Est",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G8T 4G1",
      neighbourhood: "Cap-de-la-Madeleine",
      bedrooms: 7,
      bathrooms: 3,
      lot: { value: 412.8, unit: "m2" },
      yearBuilt: 1948,
      mlsNumber: "24518830",
      listingAgentName: "Jean-François Lemire",
      brokerageName: "RE/MAX de Francheville",
      geo: { lat: 46.35812, lng: -72.53547 },
    },
  },
  {
    name: "ho32-duproprio-condo-longueuil",
    site: "duproprio.com",
    set: "held-out-32",
    traps: "DuProprio by-owner condo in Longueuil (arrondissement Vieux-Longueuil): unit in the address ('app. 304'); living area in m² with pi² in parentheses; 'Frais de copropriété 285 $/mois' beside the price; 2 chambres, 1 salle de bains; no MLS, no brokerage; DuProprio's internal listing code; similar properties",
    pageUrl: "https://duproprio.com/fr/rive-sud/longueuil-le-vieux-longueuil/condo-a-vendre/hab-304-255-rue-saint-charles-ouest-1071844",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre Longueuil (Le Vieux-Longueuil) - 255, rue Saint-Charles Ouest, app. 304 | DuProprio</title>
<meta name="description" content="Condo à vendre par le propriétaire au prix de 379 900 $ à Longueuil.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Condo à vendre - Longueuil", sku: "1071844", offers: { "@type": "Offer", price: 379900, priceCurrency: "CAD" } })}
</head><body>
<main class="listing">
<nav class="breadcrumb">Accueil › Rive-Sud › Longueuil (Le Vieux-Longueuil) › Condo</nav>
<div class="listing-location"><h1 class="listing-location__title">Condo à vendre</h1>
<div class="listing-location__address"><p>255, rue Saint-Charles Ouest, app. 304</p><p>Longueuil (Le Vieux-Longueuil), QC J4H 1E3</p></div></div>
<div class="listing-price"><div class="listing-price__amount">379 900 $</div><div class="listing-price__fees">Frais de copropriété : 285 $/mois</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">2</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="number">88 m²</span> (947 pi²) aire habitable</div></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>2011</span></div>
<div class="listing-box__dotted-row"><span>Étage</span><span>3e</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>341 000 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>2 694 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>217 $</span></div>
<div class="listing-box__dotted-row"><span>Code de l'annonce</span><span>1071844</span></div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Condo lumineux coin avec balcon vue sur le fleuve, à 5 minutes à pied du métro Longueuil–Université-de-Sherbrooke. Un stationnement intérieur et un casier inclus.</p></div>
<div class="listing-contact"><p>Contactez le propriétaire</p><p class="phone">450 555-0119</p></div>
<section class="similar"><h2>Propriétés similaires</h2><article><span>349 000 $</span> Longueuil (Saint-Hubert)</article><article><span>412 500 $</span> Boucherville</article></section>
<section class="walkscore"><h2>Services à proximité</h2><ul><li>Épicerie · 450 m</li><li>Pharmacie · 600 m</li><li>École primaire · 800 m</li><li>Arrêt d'autobus · 150 m</li><li>Parc · 300 m</li><li>Centre de la petite enfance · 1,1 km</li></ul><p>Indice de marche : 72 / 100 · Indice de transport : 54 / 100</p></section>
<section class="demographics"><h2>Portrait du secteur</h2><table><tr><td>Propriétaires</td><td>58 %</td></tr><tr><td>Locataires</td><td>42 %</td></tr><tr><td>Langue principale</td><td>Français (91 %)</td></tr><tr><td>Familles avec enfants</td><td>37 %</td></tr><tr><td>Revenu médian des ménages</td><td>68 400 $</td></tr></table><p>Source : Statistique Canada, recensement 2021.</p></section>
<section class="share"><button>Partager</button><button>Imprimer la fiche</button><button>Ajouter aux favoris</button><a href="#">Signaler une erreur</a></section>
<section class="newsletter"><h2>Restez à l'affût</h2><p>Recevez les nouvelles inscriptions correspondant à vos critères dès leur mise en ligne.</p><form><input type="email" placeholder="Courriel"><button>M'abonner</button></form></section>
<div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins (cookies) pour améliorer votre expérience de navigation, analyser le trafic et personnaliser le contenu. En poursuivant votre navigation, vous acceptez notre politique de confidentialité.</p><button>Accepter</button><button>Gérer les préférences</button></div>
<nav class="footer-links"><a href="/fr/a-propos">À propos</a> · <a href="/fr/carrieres">Carrières</a> · <a href="/fr/conditions">Conditions d'utilisation</a> · <a href="/fr/confidentialite">Politique de confidentialité</a> · <a href="/fr/accessibilite">Accessibilité</a> · <a href="/fr/plan-du-site">Plan du site</a> · <a href="/en">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXXXX",{anonymize_ip:true,page_language:"fr"});</script>
</main>
<footer>DuProprio inc. · 2e étage, 4428, boul. Saint-Laurent, Montréal</footer>
</body></html>`,
    expected: {
      price: { amount: 379900 },
      propertyKind: "condo",
      street: "255, rue Saint-Charles Ouest, app. 304",
      city: "Longueuil",
      province: "QC",
      postalCode: "J4H 1E3",
      neighbourhood: "Le Vieux-Longueuil",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 947,
      yearBuilt: 2011,
    },
  },
  {
    name: "ho32-remax-jumele-levis",
    site: "remax.ca",
    set: "held-out-32",
    traps: "RE/MAX's French page for a jumelé in Lévis (secteur Saint-Romuald): __NEXT_DATA__ JSON with price and address; 'Jumelé' style; '3 ch. | 1 sdb + 1 s. d'eau'; living area '1 340 pi²'; lot '3 950 pi²'; the brokerage's Québec City address; a 'Propriétés à proximité' list",
    pageUrl: "https://www.remax.ca/fr-ca/qc/levis-immobilier/2287-rue-des-erables-wp_idm26000041",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>2287, rue des Érables, Lévis QC G6W 5K8 | Jumelé à vendre | RE/MAX</title>
<meta name="description" content="Jumelé à vendre à Lévis : 3 chambres, 2 salles de bains. 364 900 $.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { listingId: "wp_idm26000041", mlsNum: "11902245", listPrice: 364900, address: "2287, rue des Érables", city: "Lévis", province: "QC", postalCode: "G6W 5K8", beds: 3, baths: 2, bathsFull: 1, bathsHalf: 1, sqFt: 1340, lotSize: "3 950 pi²", yearBuilt: 2004, lat: 46.73218, lng: -71.24417, agent: { name: "Véronique Castonguay" }, office: { name: "RE/MAX 1er Choix" } } } } })}</script>
</head><body>
<main>
<nav class="breadcrumbs">Accueil › QC › Lévis › Saint-Romuald</nav>
<section class="listing-summary"><h1>2287, rue des Érables</h1><p class="city">Lévis (Saint-Romuald), QC G6W 5K8</p>
<p class="price">364 900 $</p><p class="stats">3 ch. | 1 sdb + 1 s. d'eau | 1 340 pi²</p></section>
<section class="details"><h2>Détails de la propriété</h2><ul>
<li><span>Type de propriété</span><span>Jumelé</span></li>
<li><span>Année de construction</span><span>2004</span></li>
<li><span>Taille du terrain</span><span>3 950 pi²</span></li>
<li><span>N° MLS®</span><span>11902245</span></li>
<li><span>Stationnement</span><span>Allée, 2</span></li>
<li><span>Évaluation municipale</span><span>318 200 $</span></li>
</ul></section>
<section class="description"><h2>Description</h2><p>Jumelé à étages dans un secteur familial de Saint-Romuald, près des pistes cyclables et du traversier. Cuisine rénovée, sous-sol semi-aménagé, terrasse au sud.</p></section>
<section class="agent"><h2>Courtier inscripteur</h2><p class="agent-name">Véronique Castonguay</p><p>Courtier immobilier résidentiel</p><p class="office">RE/MAX 1er Choix</p><p class="office-addr">5000, boul. des Gradins, Québec, QC G2J 1N3</p></section>
<section class="nearby"><h2>Propriétés à proximité</h2><div><span>389 000 $</span> 14, rue Lacroix, Lévis</div><div><span>299 900 $</span> 101-880, rue de la Concorde, Lévis</div></section>
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
<footer>© 2026 RE/MAX Québec. Chaque bureau est indépendant et autonome.</footer>
</body></html>`,
    expected: {
      price: { amount: 364900 },
      propertyKind: "semi-detached",
      street: "2287, rue des Érables",
      city: "Lévis",
      province: "QC",
      postalCode: "G6W 5K8",
      neighbourhood: "Saint-Romuald",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1340,
      lot: { value: 3950, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "11902245",
      listingAgentName: "Véronique Castonguay",
      brokerageName: "RE/MAX 1er Choix",
      geo: { lat: 46.73218, lng: -71.24417 },
    },
  },
  {
    name: "ho32-housesigma-duplex-montreal",
    site: "housesigma.com",
    set: "held-out-32",
    traps: "HouseSigma page for a duplex in Montréal (arrondissement Rosemont–La Petite-Patrie): list price '1,2 M$' abbreviated in the header with the full '1 195 000 $' in the table; a 'SigmaEstimate' and the previous sold price beside it; HouseSigma's internal id in the URL; Centris number as MLS; brokerage only, no agent; community listings with their own prices",
    pageUrl: "https://housesigma.com/fr/qc/montreal/6421-rue-de-saint-vallier/home/Xq7bR3mL2pZ9vKjA/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>6421-6423, rue de Saint-Vallier, Montréal - Duplex - 1,2 M$ | HouseSigma</title>
<meta property="og:description" content="Duplex à vendre à Rosemont–La Petite-Patrie, Montréal. Demandé 1 195 000 $.">
</head><body>
<div id="app"><main class="listing">
<section class="hs-header"><h1 class="address">6421-6423, rue de Saint-Vallier</h1>
<p class="community">Rosemont–La Petite-Patrie, Montréal, QC H2S 2P8</p>
<div class="price-row"><span class="label">Prix demandé</span><span class="price">1,2 M$</span><span class="status">À vendre · 12 jours</span></div>
<div class="estimate"><span class="label">SigmaEstimate™</span><span class="value">1 138 000 $</span></div></section>
<section class="key-facts"><h2>Faits clés</h2><table>
<tr><th>Prix demandé</th><td>1 195 000 $</td></tr>
<tr><th>Type</th><td>Duplex</td></tr>
<tr><th>Chambres</th><td>5</td></tr>
<tr><th>Salles de bains</th><td>2</td></tr>
<tr><th>Superficie habitable</th><td>2 180 pi²</td></tr>
<tr><th>Terrain</th><td>25 x 90 pi</td></tr>
<tr><th>Année de construction</th><td>1925</td></tr>
<tr><th>N° MLS®</th><td>27741936</td></tr>
<tr><th>Taxes</th><td>6 880 $ / 2026</td></tr>
</table></section>
<section class="history"><h2>Historique</h2><table><tr><td>2017-06-02</td><td>Vendu</td><td>712 000 $</td></tr><tr><td>2026-11-15</td><td>Inscrit</td><td>1 195 000 $</td></tr></table></section>
<section class="brokerage"><p>Inscription fournie par : Royal LePage Humania</p></section>
<section class="community-listings"><h2>Inscriptions dans le quartier</h2><div><span>949 000 $</span> 6612, rue Drolet</div><div><span>1 349 000 $</span> 6340-6344, av. Christophe-Colomb</div></section>
<section class="walkscore"><h2>Services à proximité</h2><ul><li>Épicerie · 450 m</li><li>Pharmacie · 600 m</li><li>École primaire · 800 m</li><li>Arrêt d'autobus · 150 m</li><li>Parc · 300 m</li><li>Centre de la petite enfance · 1,1 km</li></ul><p>Indice de marche : 72 / 100 · Indice de transport : 54 / 100</p></section>
<section class="demographics"><h2>Portrait du secteur</h2><table><tr><td>Propriétaires</td><td>58 %</td></tr><tr><td>Locataires</td><td>42 %</td></tr><tr><td>Langue principale</td><td>Français (91 %)</td></tr><tr><td>Familles avec enfants</td><td>37 %</td></tr><tr><td>Revenu médian des ménages</td><td>68 400 $</td></tr></table><p>Source : Statistique Canada, recensement 2021.</p></section>
<section class="share"><button>Partager</button><button>Imprimer la fiche</button><button>Ajouter aux favoris</button><a href="#">Signaler une erreur</a></section>
<section class="newsletter"><h2>Restez à l'affût</h2><p>Recevez les nouvelles inscriptions correspondant à vos critères dès leur mise en ligne.</p><form><input type="email" placeholder="Courriel"><button>M'abonner</button></form></section>
<div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins (cookies) pour améliorer votre expérience de navigation, analyser le trafic et personnaliser le contenu. En poursuivant votre navigation, vous acceptez notre politique de confidentialité.</p><button>Accepter</button><button>Gérer les préférences</button></div>
<nav class="footer-links"><a href="/fr/a-propos">À propos</a> · <a href="/fr/carrieres">Carrières</a> · <a href="/fr/conditions">Conditions d'utilisation</a> · <a href="/fr/confidentialite">Politique de confidentialité</a> · <a href="/fr/accessibilite">Accessibilité</a> · <a href="/fr/plan-du-site">Plan du site</a> · <a href="/en">English</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXXXX",{anonymize_ip:true,page_language:"fr"});</script>
</main></div>
<footer>HouseSigma Inc. Les données proviennent de Centris. Non destiné à solliciter des acheteurs ou vendeurs déjà sous contrat.</footer>
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "plex",
      street: "6421-6423, rue de Saint-Vallier",
      city: "Montréal",
      province: "QC",
      postalCode: "H2S 2P8",
      neighbourhood: "Rosemont–La Petite-Patrie",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 2180,
      lot: { value: 2250, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "27741936",
      brokerageName: "Royal LePage Humania",
    },
  },
  {
    name: "ho32-condosca-condo-griffintown",
    site: "condos.ca",
    set: "held-out-32",
    traps: "Condos.ca page for a condo in Montréal's Griffintown (arrondissement Le Sud-Ouest): '#1208 - 1400 Rue Ottawa' unit format; 'Maint. Fees $512/mo' and 'Avg. price per sqft in building' beside the price; size given as a range '700-799 sqft' with exact 742 in the description table; '1+1' bedrooms (den); the unit's own 2019 sale and other units' sales and leases in a building-activity table; the building's other listings with their prices; brokerage and agent",
    pageUrl: "https://condos.ca/montreal/le-lowney-1400-rue-ottawa/unit-1208-C5928144",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#1208 - 1400 Rue Ottawa, Montréal | For Sale $619,000 | Condos.ca</title>
<meta name="description" content="1+1 bed, 1 bath condo for sale in Griffintown, Montréal. $619,000.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "#1208 - 1400 Rue Ottawa", address: { "@type": "PostalAddress", streetAddress: "1208 - 1400 Rue Ottawa", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3C 0P4" }, geo: { "@type": "GeoCoordinates", latitude: 45.49472, longitude: -73.56018 } })}
</head><body>
<main>
<nav class="crumbs">Montréal › Le Sud-Ouest › Griffintown › Le Lowney</nav>
<section class="unit-head"><h1>#1208 - 1400 Rue Ottawa</h1><p>Le Lowney · Griffintown, Montréal, QC H3C 0P4</p>
<div class="price">$619,000</div><div class="badges"><span>1+1 Bd</span><span>1 Ba</span><span>700-799 sqft</span><span>1 Parking</span></div>
<div class="fees">Maint. Fees $512/mo · Taxes $3,940/yr</div></section>
<section class="unit-details"><h2>Details</h2><table>
<tr><td>MLS®</td><td>C5928144</td></tr>
<tr><td>Type</td><td>Condo Apt</td></tr>
<tr><td>Exposure</td><td>South-West</td></tr>
<tr><td>Exact size</td><td>742 sqft</td></tr>
<tr><td>Building built</td><td>2014</td></tr>
<tr><td>Locker</td><td>Owned</td></tr>
</table></section>
<section class="building-stats"><h2>Le Lowney market stats</h2><p>Avg. price per sqft: $861</p><p>Avg. days on market: 31</p></section>
<section class="listing-brokerage"><p>Listed by Samuel Bélanger, Engel &amp; Völkers Montréal</p></section>
<section class="other-units"><h2>Other units for sale in this building</h2><div><span>#407</span><span>$489,000</span><span>1 Bd</span></div><div><span>#1611</span><span>$829,000</span><span>2 Bd</span></div></section>
<section class="building-activity"><h2>Recent activity in Le Lowney</h2><table><thead><tr><th>Unit</th><th>Beds</th><th>Size</th><th>Price</th><th>Status</th></tr></thead><tbody>
<tr><td>#905</td><td>1+1</td><td>700-799</td><td>$2,350/mo</td><td>Leased Oct 2026</td></tr>
<tr><td>#1402</td><td>2</td><td>900-999</td><td>$745,000</td><td>Sold Sep 2026</td></tr>
<tr><td>#311</td><td>1</td><td>500-599</td><td>$452,000</td><td>Sold Jul 2026</td></tr>
<tr><td>#1208</td><td>1+1</td><td>700-799</td><td>$468,500</td><td>Sold Mar 2019</td></tr>
</tbody></table><p>Le Lowney · 1400 Rue Ottawa · 2014 · 19 storeys · 312 units · Developer: Prével</p></section>
<section class="amenities"><h2>Building amenities</h2><ul><li>Concierge</li><li>Gym</li><li>Rooftop terrace with pool</li><li>Party room</li><li>Visitor parking</li><li>Bike storage</li><li>Guest suites</li></ul></section>
<section class="fees-include"><h2>Maintenance fees include</h2><ul><li>Building insurance</li><li>Common elements</li><li>Water</li><li>Heating (hot water)</li></ul></section>
<section class="walk"><h2>Neighbourhood</h2><p>Walk Score 91 · Transit Score 84 · Bike Score 88. Steps to the Lachine Canal, Marché Atwater and the Peel and Lionel-Groulx métro stations.</p></section>
<div class="cookie-banner"><p>We use cookies to personalize content, provide social media features and analyze our traffic. By continuing you agree to our Privacy Policy and Terms of Use.</p><button>Accept all</button><button>Manage settings</button></div>
<nav class="footer-links"><a href="/about">About</a> · <a href="/careers">Careers</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms of Use</a> · <a href="/sitemap">Sitemap</a></nav>
</main>
<footer>Condos.ca · Dynamic listing information provided by the MLS® system.</footer>
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "condo",
      street: "#1208 - 1400 Rue Ottawa",
      city: "Montréal",
      province: "QC",
      postalCode: "H3C 0P4",
      neighbourhood: "Griffintown",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      squareFootage: 742,
      bathrooms: 1,
      yearBuilt: 2014,
      mlsNumber: "C5928144",
      listingAgentName: "Samuel Bélanger",
      brokerageName: "Engel & Völkers Montréal",
      geo: { lat: 45.49472, lng: -73.56018 },
    },
  },
];
