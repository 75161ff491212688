/**
 * Eighty-sixth held-out corpus, Québec and Atlantic luxury and unusual properties: centris.ca's French page for a
 * ski-in/ski-out chalet in Mont-Tremblant, duproprio.com's French page for an owner's converted church in Kamouraska,
 * royallepage.ca for a Westmount heritage home with its carriage house, and a Kijiji ad by an owner for a private
 * island in Cape Breton's Bras d'Or Lake with the price 'Please Contact'. Addresses, names and numbers are invented;
 * expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import {
  calcEn,
  calcFr,
  calculator,
  cookieBar,
  dataLayer,
  footer,
  gtm,
  jsState,
  langSwitch,
  nav,
  photos,
  rail,
  socials,
} from "./chrome.ts";

export const HELD_OUT_86_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho86-centris-chalet-mont-tremblant",
    site: "centris.ca",
    set: "held-out-86",
    traps:
      "centris.ca's French page for a Mont-Tremblant ski chalet: '3 295 000 $'; the neighbour's sale '2,9 M$' and the net rental income 'environ 185 000 $' in the remarks; '5 chambres' and '4 salles de bains et 1 salle d'eau'; 'Superficie habitable 4 120 pi²' beside the building's '48 X 45 pi' and the lot's '52 480 pi²'; a rooms table over four levels; the concierge's rental management and phone; 'Année de construction 2006' beside a 2019 extension; the municipal assessment and taxes; hidden lat/lng spans; the broker with the agency on its own line; similar properties with prices",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~mont-tremblant/26418735",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre, Mont-Tremblant, 148, Chemin des Skieurs - 26418735 - Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Mont-Tremblant, 5 chambres, 4 salles de bains et 1 salle d'eau. No Centris 26418735.">
<meta property="og:title" content="Maison à étages à vendre - Mont-Tremblant - 3 295 000 $">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DCC86A8CDDDDDDDDDDD&t=pi&sm=m&w=1260&h=1024">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/houses~for-sale~mont-tremblant/26418735">
${gtm("GTM-CTRS86")}
${dataLayer({ event: "propertyView", centrisNo: "26418735", category: "Maison à étages", municipality: "Mont-Tremblant", price: 3295000, lang: "fr" })}
</head><body class="property-page">
${cookieBar("Centris utilise des témoins pour améliorer votre expérience de navigation et produire des statistiques.", "Accepter", "Personnaliser")}
<header class="header"><a href="/fr" class="logo">Centris</a>
${nav([["Acheter", "/fr/propriete~a-vendre"], ["Louer", "/fr/propriete~a-louer"], ["Trouver un courtier", "/fr/courtiers-immobiliers"], ["Outils", "/fr/outils"], ["Nouvelles", "/fr/blogue"]], "main-menu")}
${langSwitch("FR", "EN", "/en/houses~for-sale~mont-tremblant/26418735")}
</header>
<main class="main-content" itemscope itemtype="http://schema.org/Product">
<div class="row property-summary">
<div class="col-lg-8"><h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 itemprop="address" class="pt-1">148, Chemin des Skieurs, Mont-Tremblant</h2></div>
<div class="col-lg-4 price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="3295000"><span id="BuyPrice" class="text-nowrap">3 295 000 $</span></div></div>
</div>
<div class="d-none"><span id="PropertyLat">46.21034</span><span id="PropertyLng">-74.58472</span></div>
${photos("https://mspublic.centris.ca/media.ashx?id=26418735", 40, "148, Chemin des Skieurs", "photo-gallery")}
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">14 pièces</div><div class="col-lg-3 col-sm-6 cac">5 chambres</div><div class="col-lg-3 col-sm-6 sdb">4 salles de bains et 1 salle d'eau</div></div>
<div class="row description"><div class="col-lg-12"><div itemprop="description">Chalet ski-in/ski-out directement sur la piste Beauvallon, à 3 minutes de skis du télécabine du Versant Sud. Construit en 2006 en pièce sur pièce et agrandi en 2019 (aile des maîtres), il offre 4 120 pi² habitables sur quatre niveaux : grand séjour cathédrale avec foyer de pierre de 30 pi, cuisine de chef, 5 chambres dont une suite principale avec vue sur le lac Tremblant, 4 salles de bains et une salle d'eau, salle de cinéma, sauna et spa extérieur. Garage double chauffé. Actuellement en location court terme (permis CITQ) avec des revenus nets d'environ 185 000 $ par an, gérés par Conciergerie Tremblant Prestige (819 555-0190), qui peut poursuivre le mandat. À titre de comparaison, le chalet voisin s'est vendu 2,9 M$ en 2024. Vendu meublé et équipé.</div></div></div>
<div class="row carac-container-wrap">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>2006</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>4 120 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Dimensions du bâtiment</div><div class="carac-value"><span>48 X 45 pi</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>52 480 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (4), Garage (2)</span></div></div>
<div class="carac-container"><div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>Selon les réservations</span></div></div>
</div>
<div class="row rooms"><h3>Pièces (14)</h3>
<table class="table"><thead><tr><th>Niveau</th><th>Pièce</th><th>Dimensions</th><th>Revêtement de sol</th></tr></thead><tbody>
<tr><td>Rez-de-chaussée</td><td>Salle de séjour</td><td>22 X 28 pi</td><td>Bois</td></tr>
<tr><td>Rez-de-chaussée</td><td>Cuisine</td><td>14 X 18 pi</td><td>Ardoise</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salle à manger</td><td>14 X 16 pi</td><td>Bois</td></tr>
<tr><td>Rez-de-chaussée</td><td>Chambre à coucher</td><td>12 X 13 pi</td><td>Bois</td></tr>
<tr><td>2e étage</td><td>Chambre à coucher principale</td><td>18 X 20 pi</td><td>Bois</td></tr>
<tr><td>2e étage</td><td>Chambre à coucher</td><td>13 X 14 pi</td><td>Bois</td></tr>
<tr><td>2e étage</td><td>Chambre à coucher</td><td>12 X 14 pi</td><td>Bois</td></tr>
<tr><td>3e étage</td><td>Mezzanine</td><td>16 X 22 pi</td><td>Bois</td></tr>
<tr><td>3e étage</td><td>Chambre à coucher</td><td>12 X 15 pi</td><td>Bois</td></tr>
<tr><td>Sous-sol</td><td>Cinéma maison</td><td>16 X 20 pi</td><td>Tapis</td></tr>
<tr><td>Sous-sol</td><td>Salle de jeux</td><td>18 X 22 pi</td><td>Céramique</td></tr>
<tr><td>Sous-sol</td><td>Cave à vin</td><td>8 X 10 pi</td><td>Ardoise</td></tr>
</tbody></table></div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Évaluation municipale (2025)</th></tr></thead><tbody><tr><td>Terrain</td><td>412 300 $</td></tr><tr><td>Bâtiment</td><td>1 986 700 $</td></tr><tr><td>Total</td><td>2 399 000 $</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody><tr><td>Municipales (2025)</td><td>17 842 $</td></tr><tr><td>Scolaires (2024)</td><td>1 106 $</td></tr></tbody></table>
</div>
${calculator(calcFr, "3295000", "659000", "4,64 %", "25 ans", "14 814 $")}
<div class="broker-info" itemscope itemtype="http://schema.org/RealEstateAgent">
<h1 class="broker-info__broker-title" itemprop="name">Élodie Marchand</h1>
<div class="broker-info__broker-title-sub">Courtier immobilier résidentiel</div>
<div class="broker-info-office-info"><a href="/fr/courtiers-immobiliers~sommets-laurentides-immobilier-inc">Sommets Laurentides Immobilier inc.</a></div>
<div class="broker-info-office-type">Agence immobilière</div>
<div class="broker-info-office-address">1000, rue de Saint-Jovite, Mont-Tremblant (Québec) J8E 3J9</div>
<a class="broker-info__phone" href="tel:8195550157">819 555-0157</a>
</div>
<div class="legend"><span>No Centris</span> <span id="ListingDisplayId">26418735</span></div>
${rail("Propriétés similaires", [
  { href: "/fr/maison~a-vendre~mont-tremblant/17025548", price: "2 450 000 $", title: "Maison à étages, Mont-Tremblant", meta: "4 chambres · 3 salles de bains" },
  { href: "/fr/maison~a-vendre~lac-superieur/21390075", price: "1 895 000 $", title: "Maison à un étage et demi, Lac-Supérieur", meta: "5 chambres · 3 salles de bains" },
  { href: "/fr/condo~a-louer~mont-tremblant/10227741", price: "9 500 $/mois", title: "Condo à louer, Mont-Tremblant", meta: "3 chambres · 2 salles de bains" },
], "similar-properties")}
</main>
${footer([
  `<h4>Centris</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/conditions-utilisation">Conditions d'utilisation</a></li><li><a href="/fr/confidentialite">Confidentialité</a></li></ul>`,
  `<h4>Centris inc.</h4><address>600, chemin du Golf<br>L'Île-des-Sœurs (Québec) H3E 1A8</address>`,
  socials(),
], ["Les données sur les propriétés sont fournies par Centris®, le système inter-agences des courtiers immobiliers du Québec, et sont jugées fiables sans être garanties.", "© 2025 Centris inc. Tous droits réservés."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 3295000 },
      propertyKind: "house",
      street: "148, Chemin des Skieurs",
      city: "Mont-Tremblant",
      province: "QC",
      bedrooms: 5,
      bathrooms: 4.5,
      bathroomsFull: 4,
      bathroomsHalf: 1,
      squareFootage: 4120,
      lot: { value: 52480, unit: "ft2" },
      yearBuilt: 2006,
      mlsNumber: "26418735",
      listingAgentName: "Élodie Marchand",
      brokerageName: "Sommets Laurentides Immobilier inc.",
      geo: { lat: 46.21034, lng: -74.58472 },
    },
  },
  {
    name: "ho86-duproprio-eglise-kamouraska",
    site: "duproprio.com",
    set: "held-out-86",
    traps:
      "duproprio.com's French page for an owner's converted church: '1 195 000 $' with the remarks' 'moins de 1,2 M$' and 'Prix réduit de 1 295 000 $'; no broker, no MLS® (DuProprio's own listing number only); the church's 1889 year beside its 1998 heritage citation and its 2012 conversion, and the architect named; 'Aire habitable (sans le sous-sol) 4 300 pi² (399,5 m²)' beside the nave's 38-foot height; 'Superficie du terrain 21 780 pi² (2 023,4 m²)' after the dimensions; the bell tower's studio; the owner's first name; map data attributes; other prestige properties with prices",
    pageUrl: "https://duproprio.com/fr/bas-saint-laurent/kamouraska/maison-a-etages-a-vendre/hab-117-avenue-morel-1104512",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre, 117, avenue Morel, Kamouraska - DuProprio</title>
<meta name="description" content="Maison à étages à vendre par le propriétaire à Kamouraska : église convertie, 3 chambres, 2 salles de bains, 1 salle d'eau. 1 195 000 $.">
<meta property="og:title" content="Église convertie à vendre - Kamouraska - 1 195 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/hab/1104512/1.jpg">
<link rel="alternate" hreflang="en" href="https://duproprio.com/en/bas-saint-laurent/kamouraska/two-storey-for-sale/hab-117-avenue-morel-1104512">
${gtm("GTM-DP86")}
${dataLayer({ listingId: 1104512, listingType: "maison-a-etages", listingPrice: 1195000, region: "Bas-Saint-Laurent", city: "Kamouraska", language: "fr" })}
</head><body class="listing-page">
${cookieBar("DuProprio utilise des témoins pour vous offrir une meilleure expérience.", "Accepter", "Gérer")}
<header class="header"><a href="/fr" class="header__logo">DuProprio</a>
${nav([["Acheter", "/fr/rechercher"], ["Vendre", "/fr/vendre"], ["Services", "/fr/services"], ["Blogue", "/fr/blogue"], ["Mon compte", "/fr/connexion"]], "header__nav")}
${langSwitch("FR", "EN", "/en/bas-saint-laurent/kamouraska/two-storey-for-sale/hab-117-avenue-morel-1104512")}
</header>
<main class="listing">
<div class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Maison à étages à vendre</span> <span class="listing-location__title-street">117, avenue Morel</span></h1>
<div class="listing-location__address"><h2 class="listing-location__address-line">Kamouraska</h2></div>
</div>
<div class="listing-price"><div class="listing-price__amount">1 195 000 $</div><div class="listing-price__reduced">Prix réduit de 1 295 000 $</div></div>
${photos("https://photos.duproprio.com/photos/public/hab/1104512", 45, "117, avenue Morel", "listing-photos")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> salles de bains</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">4 300</span> pi² d'aire habitable</div>
</div>
<section class="listing-owners-comments"><h3>Description du propriétaire</h3>
<p>Une propriété unique sur la route des Navigateurs : l'ancienne église St. Mark's, construite en 1889, citée immeuble patrimonial par la municipalité en 1998 et convertie en résidence en 2012 selon les plans de l'architecte Annick Bérubé. La nef de 38 pieds sous plafond accueille le séjour, la salle à manger et une cuisine d'îlot de 14 pieds, baignés par les vitraux d'origine restaurés. Trois chambres à l'étage de la tribune, dont une suite avec salle de bains, une deuxième salle de bains complète et une salle d'eau au rez-de-chaussée. Le clocher abrite un atelier d'artiste avec vue sur le fleuve et les îles. Cave voûtée en pierre, chauffage géothermique. Vue sur les couchers de soleil du Saint-Laurent. Pour moins de 1,2 M$, un lieu d'exception!</p></section>
<section class="listing-list-characteristics"><h3>Caractéristiques</h3>
<div class="listing-list-characteristics__row"><span>Chambres à coucher (rez-de-chaussée et plus)</span><span>3</span></div>
<div class="listing-list-characteristics__row"><span>Salles de bains</span><span>2</span></div>
<div class="listing-list-characteristics__row"><span>Salles d'eau</span><span>1</span></div>
<div class="listing-list-characteristics__row"><span>Aire habitable (sans le sous-sol)</span><span>4 300 pi² (399,5 m²)</span></div>
<div class="listing-list-characteristics__row"><span>Dimensions du terrain</span><span>132 pi x 165 pi</span></div>
<div class="listing-list-characteristics__row"><span>Superficie du terrain</span><span>21 780 pi² (2 023,4 m²)</span></div>
<div class="listing-list-characteristics__row"><span>Année de construction</span><span>1889</span></div>
<div class="listing-list-characteristics__row"><span>Évaluation municipale</span><span>612 400 $</span></div>
<div class="listing-list-characteristics__row"><span>Taxes municipales</span><span>5 214 $</span></div>
<div class="listing-list-characteristics__row"><span>Taxes scolaires</span><span>402 $</span></div>
<div class="listing-list-characteristics__row"><span>Particularités</span><span>Bâtiment patrimonial cité, vue sur le fleuve</span></div>
</section>
<section class="listing-map"><h3>Emplacement</h3><p class="listing-map__address">117, avenue Morel, Kamouraska, QC G0L 1M0</p><div id="listing-map" data-latitude="47.56482" data-longitude="-69.86637"></div></section>
${calculator(calcFr, "1 195 000 $", "239 000 $", "4,69 %", "25 ans", "5 381 $")}
<aside class="listing-contact"><h3>Contacter le propriétaire</h3><p>Sylvie</p><form><input name="name" placeholder="Nom"><input name="email" placeholder="Courriel"><textarea name="message">Je suis intéressé(e) par la propriété no 1104512.</textarea><button>Envoyer</button></form><p class="listing-contact__id">Numéro de la propriété : 1104512</p></aside>
${rail("Propriétés de prestige à découvrir", [
  { href: "/fr/bas-saint-laurent/riviere-du-loup/maison-a-etages-a-vendre/hab-22-rue-fraser-1101877", price: "849 000 $", title: "Maison à étages, Rivière-du-Loup", meta: "5 chambres · 3 salles de bains" },
  { href: "/fr/capitale-nationale/la-malbaie/maison-a-vendre/hab-9-chemin-des-falaises-1099420", price: "1 450 000 $", title: "Maison, La Malbaie", meta: "4 chambres · 3 salles de bains · 2,1 acres" },
], "prestige-listings")}
</main>
${footer([
  `<h4>DuProprio</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/carrieres">Carrières</a></li><li><a href="/fr/conditions">Conditions</a></li></ul>`,
  `<h4>Siège social</h4><address>1000, boulevard Lebourgneuf, bureau 300<br>Québec (Québec) G2J 1P7</address>`,
  socials(),
], ["DuProprio n'est pas une agence immobilière. Les renseignements de cette fiche sont fournis par le propriétaire.", "© 2025 DuProprio inc. Tous droits réservés."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "house",
      street: "117, avenue Morel",
      city: "Kamouraska",
      province: "QC",
      postalCode: "G0L 1M0",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 4300,
      lot: { value: 21780, unit: "ft2" },
      yearBuilt: 1889,
      geo: { lat: 47.56482, lng: -69.86637 },
    },
  },
  {
    name: "ho86-royallepage-heritage-westmount",
    site: "royallepage.ca",
    set: "held-out-86",
    traps:
      "royallepage.ca's English page for a Westmount heritage home: the breadcrumb 'Quebec › Montréal › Westmount' with Westmount its own city; '$6,950,000'; '5 Full Baths' and '2 Half Baths' as separate facts beside the meta's '7 bathroom' count; 7,200 sq. ft. in the house beside the carriage house's 1,050 sq ft; 'Lot 11,840 sq. ft.'; 'Year Built 1911' beside the 1987 heritage designation and a 2015 restoration, the architect and the landscape designer named; the Centris number as MLS®; the house manager's phone; the agent's title and the agency's Westmount address; other luxury listings with '$12.9M' and '$4.25M' prices",
    pageUrl: "https://www.royallepage.ca/en/property/quebec/westmount/57-avenue-sunnyside/26718204/mls19284037/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>57 Avenue Sunnyside, Westmount, QC H3Y 1C4 | Royal LePage</title>
<meta name="description" content="6 bedroom, 7 bathroom Single Family House for sale at 57 Avenue Sunnyside, Westmount, Quebec. MLS® 19284037. Royal LePage.">
<meta property="og:title" content="57 Avenue Sunnyside, Westmount - $6,950,000">
<meta property="og:image" content="https://rlp.ca/media/listings/19284037/1.jpg">
<link rel="alternate" hreflang="fr" href="https://www.royallepage.ca/fr/property/quebec/westmount/57-avenue-sunnyside/26718204/mls19284037/">
${gtm("GTM-RLP86")}
${dataLayer({ page_type: "property_details", listing_id: "26718204", mls: "19284037", price: 6950000, city: "Westmount", province: "Quebec" })}
</head><body class="property-details">
${cookieBar("Royal LePage uses cookies to enhance your browsing experience.", "Accept", "Cookie settings")}
<header class="site-header"><a href="/en/" class="site-header__logo">Royal LePage</a>
${nav([["Buy", "/en/search/homes/"], ["Sell", "/en/sell/"], ["Luxury", "/en/luxury/"], ["Find an Agent", "/en/agent/"], ["Offices", "/en/office/"]], "site-header__nav")}
${langSwitch("EN", "FR", "/fr/property/quebec/westmount/57-avenue-sunnyside/26718204/mls19284037/")}
</header>
<main class="property-main">
<nav class="breadcrumbs"><a href="/en/">Home</a> › <a href="/en/qc/">Quebec</a> › <a href="/en/qc/montreal/">Montréal</a> › <a href="/en/qc/westmount/">Westmount</a> › <span>57 Avenue Sunnyside</span></nav>
<div class="property-header">
<h1 class="property-header__address">57 Avenue Sunnyside<span class="property-header__city">Westmount, Quebec H3Y 1C4</span></h1>
<div class="property-header__price">$6,950,000</div>
<ul class="property-header__facts"><li><span>6</span> Bedrooms</li><li><span>5</span> Full Baths</li><li><span>2</span> Half Baths</li><li><span>7,200</span> sq. ft.</li></ul>
<p class="property-header__luxury">Royal LePage Luxury Collection</p>
</div>
${photos("https://rlp.ca/media/listings/19284037", 52, "57 Avenue Sunnyside", "property-gallery")}
<section class="property-description"><h2>About this property</h2>
<p>Hale House, one of the great houses of upper Westmount. Built in 1911 to designs by architect Edmund Carlyle Hale and recognized in the City of Westmount's heritage designation of 1987, the residence was restored top to bottom in 2015 while keeping its oak panelling, leaded glass and seven fireplaces. Some 7,200 sq. ft. on four floors: grand hall, library, ballroom-sized salon, a family kitchen by Atelier Morin, six bedrooms including a primary suite with dressing room, five full baths and two powder rooms. Gardens by landscape designer Claire Ouimet on an 11,840 sq. ft. lot. The original carriage house (about 1,050 sq ft) holds a heated two-car garage with a studio above. House manager on site: Paul Desrochers, 514-555-0193.</p>
</section>
<section class="property-details-table"><h2>Property Details</h2>
<dl>
<dt>MLS®</dt><dd>19284037</dd>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>House (Detached)</dd>
<dt>Storeys</dt><dd>3</dd>
<dt>Bedrooms</dt><dd>6</dd>
<dt>Full Baths</dt><dd>5</dd>
<dt>Half Baths</dt><dd>2</dd>
<dt>Living Area</dt><dd>7,200 sq. ft.</dd>
<dt>Lot Size</dt><dd>11,840 sq. ft.</dd>
<dt>Year Built</dt><dd>1911</dd>
<dt>Heritage</dt><dd>Designated 1987 (City of Westmount)</dd>
<dt>Parking</dt><dd>Carriage house garage (2), driveway (3)</dd>
<dt>Municipal Assessment</dt><dd>$5,118,600</dd>
</dl></section>
<div class="property-map" data-lat="45.48563" data-lng="-73.59641"></div>
${calculator(calcEn, "$6,950,000", "$1,390,000", "4.54%", "25 years", "$30,955")}
<section class="agent-block"><h2>Listing Agent</h2>
<div class="agent-block__card"><p class="agent-block__name">Catherine Ashby</p><p class="agent-block__title">Real Estate Broker</p><p class="agent-block__office">Royal LePage Mount Royal Prestige</p><p class="agent-block__office-type">Real Estate Agency</p><address>4150 Rue Sainte-Catherine O, Westmount, QC H3Z 2Y5</address><a href="tel:5145550168">514-555-0168</a></div>
</section>
${rail("More Luxury Listings", [
  { href: "/en/property/quebec/westmount/12-chemin-belvedere/26700912/mls21140388/", price: "$12.9M", title: "12 Chemin Belvedere, Westmount", meta: "7 bd · 8 ba · 10,400 sq. ft." },
  { href: "/en/property/quebec/montreal/3440-avenue-du-musee/26711507/mls15502931/", price: "$4.25M", title: "3440 Avenue du Musée, Montréal (Ville-Marie)", meta: "4 bd · 4 ba · Condo" },
], "luxury-rail")}
</main>
${footer([
  `<h4>Royal LePage</h4><ul><li><a href="/en/about/">About</a></li><li><a href="/en/terms/">Terms of Use</a></li><li><a href="/en/privacy/">Privacy</a></li></ul>`,
  `<h4>Bridgemarq Real Estate Services</h4><address>39 Wynford Dr<br>Toronto, ON M3C 3K5</address>`,
  socials(),
], ["Listing data provided by Centris® and deemed reliable but not guaranteed.", "© 2025 Royal LePage. Each office independently owned and operated."], "site-footer")}
</body></html>`,
    expected: {
      price: { amount: 6950000 },
      propertyKind: "house",
      street: "57 Avenue Sunnyside",
      city: "Westmount",
      province: "QC",
      postalCode: "H3Y 1C4",
      bedrooms: 6,
      bathrooms: 6,
      bathroomsFull: 5,
      bathroomsHalf: 2,
      squareFootage: 7200,
      lot: { value: 11840, unit: "ft2" },
      yearBuilt: 1911,
      mlsNumber: "19284037",
      listingAgentName: "Catherine Ashby",
      brokerageName: "Royal LePage Mount Royal Prestige",
      geo: { lat: 45.48563, lng: -73.59641 },
    },
  },
  {
    name: "ho86-kijiji-private-island-cape-breton",
    site: "kijiji.ca",
    set: "held-out-86",
    traps:
      "a Kijiji ad by an owner for a private island in the Bras d'Or Lake: the price 'Please Contact' (no price at all) beside the remarks' assessment '$612,000' and the neighbouring island's sale 'about $1.2M'; no street (reached by boat from a landing), only 'Baddeck, NS B0E 1B0'; the 38-acre island beside the cottage's 1,650 sq ft and a 600 sq ft bunkie; 'Bathrooms 2' without a split; the cottage's 1994 year beside the 2020 dock; the caretaker's phone; Kijiji's ad number only; Apollo state with the ad's point and a CONTACT price type; other ads with prices",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/cape-breton/private-38-acre-island-bras-d-or-lake/1718822045",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Private 38-acre island on the Bras d'Or Lake | Houses for Sale | Cape Breton | Kijiji</title>
<meta name="description" content="Own your own island in the Bras d'Or Lake: 38 acres, 3 bedroom cottage, dock and boathouse. Baddeck, NS.">
<meta property="og:title" content="Private 38-acre island on the Bras d'Or Lake - Kijiji">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f/4f1c8a22-island/1.jpg">
${gtm("GTM-KJJ86")}
</head><body>
<div id="__next">
${cookieBar("Kijiji uses cookies to improve your experience.", "Accept", "Manage cookies")}
<header class="kj-header"><a href="/" class="kj-logo">Kijiji</a>
${nav([["Post ad", "/p-post-ad.html"], ["My Kijiji", "/m-my-ads"], ["Real Estate", "/b-real-estate/cape-breton/c34l1700006"], ["Autos", "/b-autos/cape-breton/c27l1700006"]], "kj-nav")}
</header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-nova-scotia/l9002">Nova Scotia</a> › <a href="/b-cape-breton/l1700006">Cape Breton</a> › <a href="/b-real-estate/cape-breton/c34l1700006">Real Estate</a> › <a href="/b-house-for-sale/cape-breton/c35l1700006">For Sale</a></nav>
<h1 class="vip-title">Private 38-acre island on the Bras d'Or Lake</h1>
<div class="vip-price"><span itemprop="price">Please Contact</span></div>
<div class="vip-location"><span class="vip-location__address">Baddeck, NS B0E 1B0</span> <a href="#map">View map</a></div>
<div class="vip-posted">Posted 9 days ago · Ad ID 1718822045</div>
${photos("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f/4f1c8a22-island", 20, "Private island Bras d'Or", "vip-gallery")}
<section class="vip-attributes"><h2>Overview</h2>
<ul>
<li><span class="vip-attributes__label">For Sale By</span> <span class="vip-attributes__value">Owner</span></li>
<li><span class="vip-attributes__label">Bedrooms</span> <span class="vip-attributes__value">3</span></li>
<li><span class="vip-attributes__label">Bathrooms</span> <span class="vip-attributes__value">2</span></li>
<li><span class="vip-attributes__label">Size (sqft)</span> <span class="vip-attributes__value">1650</span></li>
<li><span class="vip-attributes__label">Furnished</span> <span class="vip-attributes__value">Yes</span></li>
<li><span class="vip-attributes__label">Air Conditioning</span> <span class="vip-attributes__value">No</span></li>
</ul></section>
<section class="vip-description"><h2>Description</h2>
<p>Own your own island in the heart of Cape Breton. Our family is offering the 38-acre island we have enjoyed for 25 years, an 8-minute boat ride from a deeded landing with parking near Baddeck. Mature spruce and birch, two sand beaches, a protected cove and eagles nesting on the point.</p>
<p>The cottage was built in 1994: 1,650 sq ft with 3 bedrooms, 2 bathrooms, open kitchen and living room with a wood stove and a screened porch looking west over the lake. Separate 600 sq ft bunkie, boathouse, and a new floating dock (2020). Solar power with generator backup, drilled well, septic. Sold furnished with the 20-ft boat.</p>
<p>Assessed at $612,000 (2025). For comparison, the island next to ours sold for about $1.2M in 2023. Price on request; serious inquiries only, please include some information about yourself. Our caretaker Angus MacNeil (902-555-0173) can take you over for a visit once we have spoken. No agents please.</p>
</section>
<div id="map" class="vip-map" data-lat="46.08712" data-lng="-60.84155"></div>
<aside class="vip-poster"><h3>Posted by</h3><p class="vip-poster__name">Fiona</p><p>Owner · On Kijiji since 2014</p><button>Send message</button></aside>
${rail("You may also like", [
  { href: "/v-house-for-sale/cape-breton/oceanfront-home-inverness/1718540912", price: "$1,200,000.00", title: "Oceanfront home with guest cottage, Inverness", meta: "Inverness, NS · 4 bd" },
  { href: "/v-house-for-sale/cape-breton/cottage-on-bras-d-or-lake/1718790031", price: "$489,000.00", title: "Cottage on the Bras d'Or Lake", meta: "Iona, NS · 2 bd" },
  { href: "/v-land-for-sale/cape-breton/waterfront-lot-st-peters/1717993428", price: "$129,900.00", title: "Waterfront lot, 4.2 acres", meta: "St. Peter's, NS" },
], "vip-similar")}
</main>
${footer([
  `<h4>Kijiji</h4><ul><li><a href="/h-about">About</a></li><li><a href="/h-terms">Terms of Use</a></li><li><a href="/h-privacy">Privacy Policy</a></li><li><a href="/h-safety">Safety</a></li></ul>`,
  `<h4>Kijiji Canada Ltd.</h4><address>500 King St W, Suite 400<br>Toronto, ON M5V 1L9</address>`,
  socials(),
], ["Kijiji does not verify the ownership of properties or the accuracy of ads. Be cautious of requests for deposits before a viewing.", "© 2025 Kijiji Canada Ltd. All rights reserved."], "kj-footer")}
</div>
${jsState("__APOLLO_STATE__", {
  "RealEstateListing:1718822045": {
    __typename: "RealEstateListing",
    id: "1718822045",
    title: "Private 38-acre island on the Bras d'Or Lake",
    price: { __typename: "ContactPrice", type: "CONTACT" },
    location: { __typename: "ListingLocation", address: "Baddeck, NS B0E 1B0", name: "Baddeck", coordinates: { latitude: 46.08712, longitude: -60.84155 } },
    attributes: { forsaleby: "ownr", numberbedrooms: 3, numberbathrooms: 20, areainfeet: 1650, furnished: 1 },
    posterInfo: { posterId: "u-88412", sellerType: "FSBO", name: "Fiona" },
  },
})}
</body></html>`,
    expected: {
      propertyKind: "house",
      city: "Baddeck",
      province: "NS",
      postalCode: "B0E 1B0",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1650,
      lot: { value: 38, unit: "acres" },
      yearBuilt: 1994,
      geo: { lat: 46.08712, lng: -60.84155 },
    },
  },
];
