/**
 * Eighty-second held-out corpus, sites' French versions: realtor.ca's /fr/ page for a Dieppe, Nouveau-Brunswick house
 * whose remarks came in English only, royallepage.ca's /fr/ page for a townhouse in Gatineau (Aylmer), remax.ca's
 * /fr/ page for a duplex in Lévis (Desjardins) and a French Kijiji ad for a bungalow in Saguenay (Chicoutimi).
 * Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calculator,
  cookieBar,
  creaTrademarkFr,
  dataLayer,
  footer,
  gtm,
  langSwitch,
  nav,
  nextData,
  photoStrip,
  rail,
  social,
} from "./chrome.ts";

const calcFr = {
  title: "Calculatrice hypothécaire",
  price: "Prix de la propriété",
  down: "Mise de fonds",
  rate: "Taux d'intérêt",
  result: "Paiement mensuel estimé :",
  note: "Cette estimation est fournie à titre indicatif seulement.",
};

export const HELD_OUT_82_FR_CHROME: ListingPage[] = [
  {
    name: "ho82-realtorca-fr-maison-dieppe",
    site: "realtor.ca",
    set: "held-out-82",
    traps:
      "realtor.ca's French page with the remarks in English only ('Description disponible en anglais seulement'); the province written 'Nouveau-Brunswick'; the icon row's 'Salles de bains 3' is the total while the building table splits 'Salles de bains (total) 3' and 'Salles de bains partielles 1' (the English remarks: two full baths and a powder room); bedrooms above and below grade; above-grade 1 620 pi² beside total finished 2 480 pi²; the lot as '9 150 pi² | 0,21 ac'; realtor.ca's own property id in the URL and the data layer beside the N° MLS®; annual taxes with a decimal comma; a co-listing agent's card second; the office's Moncton address and postal code; nearby listings with prices",
    pageUrl: "https://www.realtor.ca/fr/immobilier/27518846/148-rue-champlain-dieppe",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>148 rue Champlain, Dieppe, Nouveau-Brunswick E1A 1P4 - M163482 | REALTOR.ca</title>
<meta name="description" content="Pour vendre - 148 rue Champlain, Dieppe, Nouveau-Brunswick E1A 1P4 - 389 900 $ - Maison - 3 + 1 chambres - 3 salles de bains - N° MLS® M163482">
<meta property="og:title" content="148 rue Champlain, Dieppe, Nouveau-Brunswick E1A 1P4 | REALTOR.ca">
<meta property="og:url" content="https://www.realtor.ca/fr/immobilier/27518846/148-rue-champlain-dieppe">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712/reb126/highres/2/m163482_1.jpg">
<meta property="og:locale" content="fr_CA">
<link rel="alternate" hreflang="en-ca" href="https://www.realtor.ca/real-estate/27518846/148-rue-champlain-dieppe">
<link rel="stylesheet" href="/Content/css/listing-details.min.css?v=8.41.2">
${gtm("GTM-RCA2FR9")}
${dataLayer({ event: "listingView", propertyId: "27518846", mlsNumber: "M163482", price: 389900, province: "New Brunswick", city: "Dieppe", language: "fr", boardId: 126 })}
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "148 rue Champlain, Dieppe, Nouveau-Brunswick E1A 1P4",
  address: { "@type": "PostalAddress", streetAddress: "148 rue Champlain", addressLocality: "Dieppe", addressRegion: "Nouveau-Brunswick", postalCode: "E1A 1P4", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 46.09418, longitude: -64.72206 },
  numberOfRooms: 4,
  offers: { "@type": "Offer", price: "389900", priceCurrency: "CAD" },
})}
</head><body class="listingDetailsPage lang-fr">
${cookieBar("REALTOR.ca utilise des témoins pour améliorer votre expérience. En continuant, vous acceptez notre utilisation des témoins.", "J'accepte", "Paramètres")}
<header id="siteHeader"><a href="/fr/" class="logo" aria-label="REALTOR.ca">REALTOR.ca</a>
${nav([["Carte", "/fr/carte"], ["Trouver un REALTOR®", "/fr/realtor-search"], ["Commercial", "https://www.realtorlink.ca/fr/"], ["Ressources", "/fr/blogue"], ["Se connecter", "/fr/connexion"]], "headerNav")}
${langSwitch("FR", "EN", "/real-estate/27518846/148-rue-champlain-dieppe")}
</header>
<main id="listingDetailsCon">
<div id="listingTopCon">
<div id="listingPriceCon"><div id="listingPrice" class="listingTopDetailsPrice"><span id="listingPriceValue">389 900 $</span></div></div>
<h1 id="listingAddress" class="listingAddress">148 rue Champlain<br><span class="listingAddressCity">Dieppe, Nouveau-Brunswick E1A 1P4</span></h1>
<div id="listingMLSNumberCon"><span class="label">N° MLS®&nbsp;:</span> <span id="MLNumberVal">M163482</span></div>
<div id="listingIconsCon">
<div class="listingIconCon"><span class="listingIconNum" id="BedroomIcon">3 + 1</span><span class="listingIconText">Chambres</span></div>
<div class="listingIconCon"><span class="listingIconNum" id="BathroomIcon">3</span><span class="listingIconText">Salles de bains</span></div>
<div class="listingIconCon"><span class="listingIconNum" id="SquareFootageIcon">1620</span><span class="listingIconText">pi²</span></div>
</div>
</div>
${photoStrip("https://cdn.realtor.ca/listings/TS638712/reb126/highres/2", 28, "148 rue Champlain", "listingPhotos")}
<section id="propertyDescriptionCon"><h2>Description</h2>
<p class="descriptionLangNote">Description disponible en anglais seulement.</p>
<div id="propertyDescriptionText">Welcome to 148 Champlain, a well-kept two-storey family home on a quiet Dieppe street a short walk from the Dieppe Market and the trails of Parc Rotary. The main floor offers a bright living room, a dining area with patio doors to the deck and a kitchen updated in 2020, plus a powder room off the entry. Upstairs you will find three bedrooms, including a primary with walk-in closet, and two full bathrooms (the ensuite and the main bath). The finished basement adds a fourth bedroom, a family room and the laundry. Ductless heat pump (2022), paved driveway, storage shed. Minutes to Moncton and the airport. Call today for your private showing!</div>
</section>
<section id="propertyDetailsSectionCon"><h2>Détails de la propriété</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Maison unifamiliale</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Maison</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Étages</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Titre de propriété</div><div class="propertyDetailsSectionContentValue">Propriété franche</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Taille du terrain</div><div class="propertyDetailsSectionContentValue">9 150 pi² | 0,21 ac</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Construit en</div><div class="propertyDetailsSectionContentValue">1994</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Impôts annuels</div><div class="propertyDetailsSectionContentValue">3 412,18 $</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Temps sur REALTOR.ca</div><div class="propertyDetailsSectionContentValue">12 jours</div></div>
</div>
<h3>Bâtiment</h3>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Chambres à coucher au-dessus du niveau du sol</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Chambres à coucher sous le niveau du sol</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Salles de bains (total)</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Salles de bains partielles</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Style</div><div class="propertyDetailsSectionContentValue">Détaché</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Superficie habitable au-dessus du niveau du sol</div><div class="propertyDetailsSectionContentValue">1 620 pi²</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Superficie finie totale</div><div class="propertyDetailsSectionContentValue">2 480 pi²</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Chauffage</div><div class="propertyDetailsSectionContentValue">Électrique, thermopompe sans conduits</div></div>
</div>
<h3>Pièces</h3>
<table class="listingDetailsRoomDetails_Table"><thead><tr><th>Niveau</th><th>Type</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Sous-sol</td><td>Chambre à coucher</td><td>11 pi x 12 pi</td></tr>
<tr><td>Sous-sol</td><td>Salle familiale</td><td>14 pi x 20 pi</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salon</td><td>13 pi x 16 pi</td></tr>
<tr><td>Rez-de-chaussée</td><td>Cuisine</td><td>11 pi x 12 pi</td></tr>
<tr><td>Rez-de-chaussée</td><td>Salle d'eau</td><td>5 pi x 6 pi</td></tr>
<tr><td>Deuxième niveau</td><td>Chambre principale</td><td>13 pi x 14 pi</td></tr>
<tr><td>Deuxième niveau</td><td>Chambre à coucher</td><td>10 pi x 11 pi</td></tr>
<tr><td>Deuxième niveau</td><td>Chambre à coucher</td><td>10 pi x 10 pi</td></tr>
</tbody></table>
</section>
${calculator(calcFr, "389900", "38990", "4,79 %", "2 003 $")}
<section id="realtorCardsCon"><h2>Courtiers inscripteurs</h2>
<div class="realtorCardCon"><img src="https://cdn.realtor.ca/individual/TS638712/lowres/2441870.jpg" alt="Sophie LeBlanc"><div class="realtorCardName">Sophie LeBlanc</div><div class="realtorCardTitle">Agente immobilière</div><div class="realtorCardPhone">506-555-0164</div>
<div class="officeCardCon"><div class="officeCardName">Immobilier Côte-Est Ltée</div><div class="officeCardAddress">1040 rue Main<br>Moncton, Nouveau-Brunswick E1C 1H3</div><div class="officeCardPhone">506-555-0100</div></div></div>
<div class="realtorCardCon"><img src="https://cdn.realtor.ca/individual/TS638712/lowres/2298415.jpg" alt="Marc Cormier"><div class="realtorCardName">Marc Cormier</div><div class="realtorCardTitle">Agent immobilier</div><div class="realtorCardPhone">506-555-0139</div>
<div class="officeCardCon"><div class="officeCardName">Immobilier Côte-Est Ltée</div><div class="officeCardAddress">1040 rue Main<br>Moncton, Nouveau-Brunswick E1C 1H3</div></div></div>
</section>
${rail("Propriétés à proximité", [
  { href: "/fr/immobilier/27493107/61-rue-gauvin-dieppe", price: "429 000 $", title: "61 rue Gauvin, Dieppe, Nouveau-Brunswick E1A 6S2", meta: "4 chambres · 3 salles de bains" },
  { href: "/fr/immobilier/27530554/22-rue-lourdes-dieppe", price: "359 500 $", title: "22 rue Lourdes, Dieppe, Nouveau-Brunswick E1A 3W8", meta: "3 + 0 chambres · 2 salles de bains" },
  { href: "/fr/immobilier/27412987/309-avenue-acadie-dieppe", price: "18 900 $/mois", title: "309 avenue Acadie, Dieppe (Commercial à louer)", meta: "Espace commercial · 5 200 pi²" },
], "nearbyListings")}
</main>
${footer([
  `<h4>REALTOR.ca</h4><ul><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/terms-of-use">Conditions d'utilisation</a></li><li><a href="/fr/politique-de-confidentialite">Confidentialité</a></li></ul>`,
  `<h4>Association canadienne de l'immeuble</h4><address>200, rue Catherine, 6e étage<br>Ottawa (Ontario) K2P 2K9</address>`,
  social(),
], [creaTrademarkFr, "© 2025 L'Association canadienne de l'immeuble. Tous droits réservés. Les données d'inscription sont fournies par la Chambre immobilière du Grand Moncton."], "siteFooter")}
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "148 rue Champlain",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 1P4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 9150, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "M163482",
      listingAgentName: "Sophie LeBlanc",
      brokerageName: "Immobilier Côte-Est Ltée",
      geo: { lat: 46.09418, lng: -64.72206 },
    },
  },
  {
    name: "ho82-royallepage-fr-maison-en-rangee-aylmer",
    site: "royallepage.ca",
    set: "held-out-82",
    traps:
      "royallepage.ca's /fr/ page for a freehold townhouse ('Maison en rangée'): 'Gatineau (Aylmer), Québec' with the sector in brackets; '2 salles de bains, 1 salle d'eau'; lot only as '22 x 110 pi' (frontage × depth); the site's own property id in the URL and the 'mls14729053' slug; the brokerage line '– Bureau d'Aylmer'; two agents each with their own card; remarks in French naming Ottawa (Ontario) and a bus line's number; the municipal assessment and taxes; an open house date; map data attributes; nearby listings including an Ottawa one with its own postal code",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/gatineau/87-rue-des-sizerins/25601837/mls14729053/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>87, rue des Sizerins, Gatineau (Aylmer), QC J9J 3K8 | Maison en rangée à vendre | Royal LePage</title>
<meta name="description" content="Maison en rangée à vendre à Gatineau (Aylmer) : 3 chambres, 2 salles de bains, 1 salle d'eau. 549 900 $. N° MLS® 14729053.">
<meta property="og:title" content="87, rue des Sizerins – 549 900 $ | Royal LePage">
<meta property="og:image" content="https://img.royallepage.ca/listings/14729053/1.jpg">
<link rel="alternate" hreflang="en" href="https://www.royallepage.ca/en/property/quebec/gatineau/87-rue-des-sizerins/25601837/mls14729053/">
<link rel="stylesheet" href="/static/css/property-detail.css?v=5.12">
${gtm("GTM-RLPFR44")}
${dataLayer({ pageType: "property", propertyId: 25601837, mls: "14729053", listPrice: 549900, province: "QC", lang: "fr" })}
</head><body class="property-detail-page">
${cookieBar("Nous utilisons des témoins pour personnaliser le contenu et analyser notre trafic. Consultez notre politique de confidentialité.", "Accepter", "Gérer les préférences")}
<header class="rlp-header"><a href="/fr/" class="rlp-logo">Royal LePage</a>
${nav([["Acheter", "/fr/search/homes/"], ["Vendre", "/fr/vendre/"], ["Trouver un agent", "/fr/agent/"], ["Trouver un bureau", "/fr/bureau/"], ["Nouvelles", "/fr/nouvelles/"]], "rlp-nav")}
${langSwitch("FR", "EN", "/en/property/quebec/gatineau/87-rue-des-sizerins/25601837/mls14729053/")}
</header>
<main class="property-detail">
<nav class="breadcrumbs"><a href="/fr/">Accueil</a> / <a href="/fr/search/homes/quebec/">Québec</a> / <a href="/fr/search/homes/quebec/gatineau/">Gatineau</a> / 87, rue des Sizerins</nav>
<div class="property-heading">
<h1 class="address-1">87, rue des Sizerins</h1>
<p class="address-2">Gatineau (Aylmer), Québec J9J 3K8</p>
<p class="property-price"><span class="price">549 900 $</span></p>
<ul class="property-quick-facts"><li><strong>3</strong> chambres</li><li><strong>2</strong> salles de bains</li><li><strong>1</strong> salle d'eau</li><li><strong>1 650</strong> pi²</li></ul>
<p class="open-house">Visite libre : dimanche 14 septembre, de 14 h à 16 h</p>
</div>
${photoStrip("https://img.royallepage.ca/listings/14729053", 22, "87, rue des Sizerins", "property-gallery")}
<section class="property-description"><h2>Description de la propriété</h2>
<p>Superbe maison en rangée de coin dans le secteur recherché du Plateau d'Aylmer, à 20 minutes du centre-ville d'Ottawa (Ontario) par le boulevard des Allumettières. Aire ouverte au rez-de-chaussée avec cuisine à îlot, salle d'eau et porte-patio vers la cour clôturée. À l'étage, 3 chambres dont la principale avec salle de bains attenante et walk-in, plus une 2e salle de bains complète. Sous-sol aménagé avec salle familiale. Près des écoles, du parc des Cèdres et de la ligne 57 de la STO. Construite en 2012 par un constructeur réputé.</p>
</section>
<section class="property-details"><h2>Détails</h2>
<dl class="details-list">
<dt>N° MLS®</dt><dd>14729053</dd>
<dt>Type de propriété</dt><dd>Maison en rangée</dd>
<dt>Style</dt><dd>À étages, de coin</dd>
<dt>Chambres</dt><dd>3</dd>
<dt>Salles de bains</dt><dd>2</dd>
<dt>Salles d'eau</dt><dd>1</dd>
<dt>Superficie habitable</dt><dd>1 650 pi²</dd>
<dt>Dimensions du terrain</dt><dd>22 x 110 pi</dd>
<dt>Année de construction</dt><dd>2012</dd>
<dt>Stationnement</dt><dd>Allée (2), garage attaché (1)</dd>
<dt>Évaluation municipale (2024)</dt><dd>472 600 $</dd>
<dt>Taxes municipales (2025)</dt><dd>4 186 $</dd>
<dt>Taxes scolaires (2024)</dt><dd>402 $</dd>
</dl>
</section>
<div id="property-map" class="property-map" data-lat="45.41127" data-lng="-75.83642" data-zoom="15"></div>
${calculator(calcFr, "549 900 $", "54 990 $", "4,49 %", "2 716 $")}
<section class="listing-agents"><h2>Pour en savoir plus sur cette propriété</h2>
<div class="agent-card"><img src="https://img.royallepage.ca/agents/77120.jpg" alt="Geneviève Larocque"><h3 class="agent-card__name">Geneviève Larocque</h3><p class="agent-card__title">Courtier immobilier résidentiel</p><p class="agent-card__office">Royal LePage Outaouais Plus – Bureau d'Aylmer</p><p class="agent-card__phone">819 555-0127</p></div>
<div class="agent-card"><img src="https://img.royallepage.ca/agents/80954.jpg" alt="Patrick Séguin"><h3 class="agent-card__name">Patrick Séguin</h3><p class="agent-card__title">Courtier immobilier</p><p class="agent-card__office">Royal LePage Outaouais Plus – Bureau d'Aylmer</p><p class="agent-card__phone">819 555-0173</p></div>
<address class="office-address">181, rue Principale, bureau 3, Gatineau (Québec) J9H 6A6</address>
</section>
${rail("Propriétés à proximité", [
  { href: "/fr/property/quebec/gatineau/12-rue-de-la-fauvette/25588201/mls21860447/", price: "574 000 $", title: "12, rue de la Fauvette, Gatineau (Aylmer)", meta: "3 ch. · 3 sdb · Jumelé" },
  { href: "/fr/property/quebec/gatineau/455-chemin-vanier/25610993/mls10384725/", price: "419 900 $", title: "455, chemin Vanier, app. 8, Gatineau (Aylmer)", meta: "2 ch. · 1 sdb · Condo" },
  { href: "/fr/property/ontario/ottawa/2231-carling-ave/25599812/mlsX12087233/", price: "689 000 $", title: "2231 Carling Ave, Ottawa, Ontario K2B 7E8", meta: "3 ch. · 2 sdb · Maison" },
], "nearby-properties")}
</main>
${footer([
  `<h4>Royal LePage</h4><p>Plus de 20 000 professionnels de l'immobilier partout au Canada.</p>`,
  `<h4>Siège social</h4><address>39, chemin Wynford<br>Toronto (Ontario) M3C 3K5</address>`,
  social(),
], ["Chaque bureau Royal LePage est une entreprise indépendante et autonome.", "Les données de cette inscription proviennent de Centris® et sont réputées fiables, sans être garanties.", "© 2025 Bridgemarq Real Estate Services Manager Limited. Tous droits réservés."], "rlp-footer")}
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "townhouse",
      street: "87, rue des Sizerins",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9J 3K8",
      neighbourhood: "Aylmer",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 2420, unit: "ft2" },
      yearBuilt: 2012,
      mlsNumber: "14729053",
      listingAgentName: "Geneviève Larocque",
      brokerageName: "Royal LePage Outaouais Plus",
      geo: { lat: 45.41127, lng: -75.83642 },
    },
  },
  {
    name: "ho82-remax-fr-duplex-levis",
    site: "remax.ca",
    set: "held-out-82",
    traps:
      "remax.ca's /fr/ page for a Québec duplex fed by Centris: 'Lévis (Desjardins)' with the borough in brackets; beds and baths summed over two units ('5 ch. · 2 sdb', each unit's own rooms listed); no living area, only the building's dimensions '34 x 36 pi'; the lot '5 812 pi²'; remax.ca's listing id in the URL and in __NEXT_DATA__ beside the N° MLS®; a unit's rent per month, potential gross revenue, the assessment; the province written 'Québec' with the code in the state; the brokerage's office address in Lévis with its own postal code; similar listings with prices",
    pageUrl: "https://www.remax.ca/fr/qc/levis-immobilier/1284-rue-de-la-concorde-wp_idm73000004-25912378-lst",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1284, rue de la Concorde, Lévis, QC G6W 5M2 - Duplex à vendre | RE/MAX Canada</title>
<meta name="description" content="Duplex à vendre au 1284, rue de la Concorde, Lévis (Desjardins). 5 chambres, 2 salles de bains. Prix : 629 000 $. N° MLS® 20458317.">
<meta property="og:title" content="1284, rue de la Concorde, Lévis, QC - 629 000 $">
<meta property="og:image" content="https://i.remax.ca/listings/20458317/main.jpg">
<link rel="alternate" hreflang="en-CA" href="https://www.remax.ca/qc/levis-real-estate/1284-rue-de-la-concorde-wp_idm73000004-25912378-lst">
${gtm("GTM-RMXCAFR")}
</head><body>
<div id="__next">
${cookieBar("RE/MAX utilise des témoins afin d'améliorer votre expérience de navigation.", "Accepter tout", "Refuser")}
<header class="header_root"><a href="/fr" class="header_logo">RE/MAX</a>
${nav([["Acheter", "/fr/qc/immobilier"], ["Vendre", "/fr/vendre"], ["Trouver un agent", "/fr/agents"], ["Trouver un bureau", "/fr/bureaux"], ["Nouvelles", "/fr/blogue"]], "header_nav")}
${langSwitch("FR", "EN", "/qc/levis-real-estate/1284-rue-de-la-concorde-wp_idm73000004-25912378-lst")}
</header>
<main class="listing-detail_root">
<div class="listing-summary_root">
<div class="listing-summary_price" data-cy="listing-price">629 000 $</div>
<h1 class="listing-summary_address"><span data-cy="listing-address-line-1">1284, rue de la Concorde</span>, <span data-cy="listing-address-line-2">Lévis (Desjardins), QC G6W 5M2</span></h1>
<div class="listing-summary_stats"><span data-cy="property-beds">5 ch.</span> · <span data-cy="property-baths">2 sdb</span> · <span data-cy="property-type">Duplex</span></div>
</div>
${photoStrip("https://i.remax.ca/listings/20458317", 31, "1284, rue de la Concorde", "listing-gallery")}
<section class="listing-description"><h2>Description</h2>
<p>Duplex bien entretenu au cœur de Lévis, secteur Desjardins, à distance de marche du Quai Paquet et de la traverse Québec-Lévis. Idéal pour propriétaire-occupant : logement du rez-de-chaussée de 5 ½ libre à l'acte de vente, logement de l'étage loué à un locataire fiable depuis 2019. Toiture refaite en 2018, fenêtres en 2021, entrées électriques séparées. Grand terrain avec potager et deux espaces de stationnement par logement. Une belle occasion d'investissement!</p>
</section>
<section class="listing-details"><h2>Détails de la propriété</h2>
<table class="listing-details_table"><tbody>
<tr><th>N° MLS®</th><td>20458317</td></tr>
<tr><th>Type de propriété</th><td>Duplex</td></tr>
<tr><th>Chambres</th><td>5</td></tr>
<tr><th>Salles de bains</th><td>2</td></tr>
<tr><th>Dimensions du bâtiment</th><td>34 x 36 pi</td></tr>
<tr><th>Superficie du terrain</th><td>5 812 pi²</td></tr>
<tr><th>Année de construction</th><td>1978</td></tr>
<tr><th>Province</th><td>Québec</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>488 300 $</td></tr>
<tr><th>Revenus bruts potentiels</th><td>31 800 $ / an</td></tr>
<tr><th>Taxes municipales</th><td>4 870 $</td></tr>
</tbody></table>
<h3>Unités</h3>
<table class="listing-units_table"><thead><tr><th>Logement</th><th>Pièces</th><th>Chambres</th><th>Salles de bains</th><th>Loyer</th></tr></thead><tbody>
<tr><td>Rez-de-chaussée</td><td>5 ½</td><td>3</td><td>1</td><td>Libre (propriétaire)</td></tr>
<tr><td>Étage</td><td>4 ½</td><td>2</td><td>1</td><td>1 150 $ / mois</td></tr>
</tbody></table>
</section>
${calculator(calcFr, "629 000 $", "125 800 $", "4,59 %", "2 812 $")}
<section class="listing-agent_root"><h2>Agent inscripteur</h2>
<div class="agent-card"><img src="https://i.remax.ca/agents/6612093.jpg" alt="Mathieu Bégin"><p class="agent-card_name">Mathieu Bégin</p><p class="agent-card_title">Courtier immobilier résidentiel</p><p class="agent-card_office">RE/MAX Chaudière-Etchemin inc.</p><address>5580, boulevard de la Rive-Sud, Lévis (Québec) G6V 4Z2</address><a href="tel:4185550161">418 555-0161</a></div>
</section>
${rail("Propriétés similaires", [
  { href: "/fr/qc/levis-immobilier/62-rue-saint-louis-wp_idm73000004-25877410-lst", price: "574 900 $", title: "62, rue Saint-Louis, Lévis (Desjardins)", meta: "4 ch. · 2 sdb · Duplex" },
  { href: "/fr/qc/levis-immobilier/3310-avenue-des-eglises-wp_idm73000004-25901166-lst", price: "789 000 $", title: "3310, avenue des Églises, Lévis (Les Chutes-de-la-Chaudière-Est)", meta: "6 ch. · 3 sdb · Triplex" },
  { href: "/fr/qc/quebec-immobilier/880-3e-avenue-wp_idm73000004-25920042-lst", price: "1 149 000 $", title: "880, 3e Avenue, Québec (La Cité-Limoilou)", meta: "7 ch. · 4 sdb · Quadruplex" },
], "similar-listings")}
</main>
${footer([
  `<h4>RE/MAX Québec</h4><p>Chaque bureau est indépendant et autonome.</p>`,
  `<h4>Nous joindre</h4><address>1500, rue Cunard<br>Laval (Québec) H7S 2B7</address>`,
  social(),
], ["Les renseignements sur les propriétés proviennent de Centris® et sont jugés fiables, mais non garantis.", "© 2025 RE/MAX, LLC. Tous droits réservés."], "footer_root")}
</div>
${nextData({
  props: {
    pageProps: {
      listing: {
        listingId: "25912378",
        id: "wp_idm73000004-25912378",
        mlsNum: "20458317",
        listPrice: 629000,
        address: "1284, rue de la Concorde",
        city: "Lévis",
        province: "QC",
        postalCode: "G6W 5M2",
        neighbourhood: "Desjardins",
        beds: 5,
        baths: 2,
        sqFt: null,
        lotSize: "5 812 pi²",
        yearBuilt: 1978,
        propertyType: "Duplex",
        lat: 46.80391,
        lng: -71.17962,
        agent: { name: "Mathieu Bégin", officeName: "RE/MAX Chaudière-Etchemin inc.", officeId: 73000004 },
        grossRevenue: 31800,
        municipalAssessment: 488300,
      },
      locale: "fr",
    },
  },
  page: "/[lang]/[province]/[city]/[listing]",
  buildId: "rmx-web-4.18.0",
})}
</body></html>`,
    expected: {
      price: { amount: 629000 },
      propertyKind: "plex",
      street: "1284, rue de la Concorde",
      city: "Lévis",
      province: "QC",
      postalCode: "G6W 5M2",
      neighbourhood: "Desjardins",
      bedrooms: 5,
      bathrooms: 2,
      lot: { value: 5812, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "20458317",
      listingAgentName: "Mathieu Bégin",
      brokerageName: "RE/MAX Chaudière-Etchemin inc.",
      geo: { lat: 46.80391, lng: -71.17962 },
    },
  },
  {
    name: "ho82-kijiji-fr-bungalow-chicoutimi",
    site: "kijiji.ca",
    set: "held-out-82",
    traps:
      "a French Kijiji ad by the owner (no agent, no MLS®, Kijiji's ad number only): the price as '329 900,00 $' with a decimal comma; the borough only as 'secteur Chicoutimi' in the title and prose with Saguenay the city; the attribute 'Salles de bain 1,5' and the prose '1 salle de bains complète et 1 salle d'eau'; 'Taille (pi²) 1100'; the lot only in prose ('terrain de 7 500 pi²'); the basement office the owner says is not a bedroom; the year in prose; Apollo state with the ad's coordinates; rental ads and other houses in the rail with prices",
    pageUrl: "https://www.kijiji.ca/v-maison-a-vendre/saguenay/bungalow-renove-a-vendre-secteur-chicoutimi/1712493086?siteLocale=fr_CA",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bungalow rénové à vendre – secteur Chicoutimi | Maisons à vendre | Saguenay | Kijiji</title>
<meta name="description" content="Bungalow rénové de 3 chambres sur une rue tranquille du secteur Chicoutimi, près du cégep et de l'UQAC. Vente par le propriétaire, aucun courtier.">
<meta property="og:title" content="Bungalow rénové à vendre – secteur Chicoutimi">
<meta property="og:price:amount" content="329900.00"><meta property="og:price:currency" content="CAD">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f/4f1c22e0-1.jpg">
<link rel="stylesheet" href="https://www.kijiji.ca/next-assets/_next/static/css/vip.css">
${gtm("GTM-KJJFR01")}
</head><body>
<div id="__next">
${cookieBar("Kijiji utilise des témoins pour vous offrir une meilleure expérience et des annonces pertinentes.", "Accepter", "Personnaliser")}
<header class="kj-header"><a href="/?siteLocale=fr_CA" class="kj-logo">Kijiji</a>
<form class="kj-search" role="search"><input type="search" placeholder="Que recherchez-vous?"><select><option>Saguenay</option></select><button>Rechercher</button></form>
${nav([["Publier une annonce", "/p-select-category.html"], ["Mes annonces", "/m-my-ads"], ["Messages", "/m-msg-my-messages"]], "kj-nav")}
${langSwitch("Français", "English", "/v-house-for-sale/saguenay/bungalow-renove-a-vendre-secteur-chicoutimi/1712493086?siteLocale=en_CA")}
</header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-immobilier/saguenay/c34l1700180">Immobilier</a> › <a href="/b-maison-a-vendre/saguenay/c35l1700180">Maisons à vendre</a> › Saguenay</nav>
<h1 class="vip-title">Bungalow rénové à vendre – secteur Chicoutimi</h1>
<div class="vip-price"><span itemprop="price" content="329900.00">329 900,00 $</span></div>
<div class="vip-location"><span class="vip-location__address">1287 Rue Bégin, Saguenay, QC G7H 4N9</span> <a href="#map">Voir la carte</a></div>
<p class="vip-meta">Publié il y a 3 jours · N° d'annonce : 1712493086 · 412 visites</p>
${photoStrip("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f", 14, "Bungalow Chicoutimi", "vip-gallery")}
<section class="vip-attributes"><h2>Aperçu</h2>
<ul>
<li><span class="attr-label">Vendu par</span> <span class="attr-value">Propriétaire</span></li>
<li><span class="attr-label">Type d'unité</span> <span class="attr-value">Maison</span></li>
<li><span class="attr-label">Chambres à coucher</span> <span class="attr-value">3</span></li>
<li><span class="attr-label">Salles de bain</span> <span class="attr-value">1,5</span></li>
<li><span class="attr-label">Taille (pi²)</span> <span class="attr-value">1100</span></li>
<li><span class="attr-label">Stationnement inclus</span> <span class="attr-value">2</span></li>
</ul></section>
<section class="vip-description"><h2>Description</h2>
<div class="vip-description__text">
<p>Vente par le propriétaire – aucun courtier SVP.</p>
<p>Bungalow construit en 1965 et rénové avec soin, sur une rue tranquille du secteur Chicoutimi, à 5 minutes à pied du cégep et de l'UQAC. Terrain de 7 500 pi² avec haie de cèdres, remise et piscine hors terre.</p>
<p>Rez-de-chaussée : 3 chambres, cuisine refaite (2021), salon ouvert, 1 salle de bains complète. Sous-sol aménagé : grande salle familiale, salle d'eau, buanderie et un bureau (fenêtre non conforme, ce n'est donc pas une chambre).</p>
<p>Toiture 2019, thermopompe murale 2022, entrée électrique 200 A. Évaluation municipale : 241 700 $. Taxes municipales 2025 : 2 968 $. Libre rapidement. Visites sur rendez-vous seulement, merci de laisser un message.</p>
</div></section>
<section id="map" class="vip-map"><h2>Emplacement</h2><div class="vip-map__canvas" aria-label="Carte">Saguenay, QC G7H 4N9</div></section>
<aside class="vip-seller"><h3>Publié par</h3><p class="vip-seller__name">Luc</p><p class="vip-seller__since">Sur Kijiji depuis 2014</p><button>Envoyer un message</button></aside>
${rail("Vous aimerez peut-être aussi", [
  { href: "/v-maison-a-vendre/saguenay/maison-a-etages-jonquiere/1712230511", price: "289 000,00 $", title: "Maison à étages – secteur Jonquière", meta: "4 chambres · Saguenay" },
  { href: "/v-appartement-condo/saguenay/4-1-2-chicoutimi-pres-uqac/1712401997", price: "1 125,00 $", title: "4 ½ à louer près de l'UQAC", meta: "2 chambres · par mois" },
  { href: "/v-maison-a-vendre/saguenay/jumele-la-baie/1711985302", price: "264 500,00 $", title: "Jumelé – secteur La Baie", meta: "3 chambres · Saguenay" },
], "vip-related")}
<section class="vip-mortgage"><h3>Financement offert par notre partenaire</h3><p>Paiements à partir de 1 498 $ par mois*</p><p class="fine">*Selon une mise de fonds de 20 % et un taux de 4,69 % sur 25 ans. Exemple à titre indicatif seulement.</p></section>
</main>
${footer([
  `<h4>Kijiji</h4><ul><li><a href="/fr/a-propos">À propos de Kijiji</a></li><li><a href="/fr/conseils-securite">Conseils de sécurité</a></li><li><a href="/fr/conditions">Conditions d'utilisation</a></li></ul>`,
  `<h4>Kijiji Canada Ltd.</h4><address>500 King St W, Suite 200<br>Toronto, ON M5V 1L9</address>`,
  social(),
], ["© 2025 Kijiji Canada Ltd. Tous droits réservés. Google, Google Play, YouTube et d'autres marques sont des marques de commerce de Google LLC."], "kj-footer")}
</div>
${nextData({
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1712493086": {
          __typename: "RealEstateListing",
          id: "1712493086",
          title: "Bungalow rénové à vendre – secteur Chicoutimi",
          price: { __typename: "StandardAmountPrice", amount: 32990000, currency: "CAD" },
          location: { __typename: "ListingLocation", address: "1287 Rue Bégin, Saguenay, QC G7H 4N9", name: "Saguenay", coordinates: { latitude: 48.42284, longitude: -71.06711 } },
          attributes: { forsaleby: "ownr", unittype: "house", numberbedrooms: "3", numberbathrooms: "15", areainfeet: "1100" },
          posterInfo: { posterId: "88201467", sellerType: "FSBO" },
          categoryId: 35,
        },
      },
    },
  },
  page: "/v-view-details",
  buildId: "kjj-vip-2025.37",
})}
</body></html>`,
    expected: {
      price: { amount: 329900 },
      propertyKind: "house",
      street: "1287 Rue Bégin",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7H 4N9",
      neighbourhood: "Chicoutimi",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 7500, unit: "ft2" },
      yearBuilt: 1965,
      geo: { lat: 48.42284, lng: -71.06711 },
    },
  },
];
