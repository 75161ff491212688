/**
 * Seventy-fourth held-out corpus, Québec in French: centris.ca (a maison à un étage et demi on a rang, "1875, rang
 * Saint-Louis", in Saint-Élie-de-Caxton, the agency's Shawinigan office in the broker card) and duproprio.com (an
 * owner's condo written "245, rue Choquette, unité 3", "St-Jean" in the owners' headline and "Saint-Jean-sur-Richelieu
 * (Iberville)" in the address line). Addresses, names, phone numbers and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, contactForm, crumbs, gallery, header, otherHomes, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_74_QUEBEC: ListingPage[] = [
  {
    name: "ho74-centris-rang-saint-elie-de-caxton",
    site: "centris.ca",
    set: "held-out-74",
    traps: "French Centris page for a house on a rang: '1875, rang Saint-Louis, Saint-Élie-de-Caxton' (a saint's name in the road and in the municipality); '3 chambres' and '1 salle de bain et 1 salle d'eau'; 'Superficie du terrain 12 450 m²' and living area in pi²; the agency's Shawinigan office address (with its own avenue and postal code) in the broker card; Route 351 and the village's distance in the description; geo in microdata; assessment and taxes in the price's format",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~saint-elie-de-caxton/19384412",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à un étage et demi à vendre - Saint-Élie-de-Caxton - 1875, rang Saint-Louis - 19384412 | Centris.ca</title>
<meta name="description" content="Maison à un étage et demi à vendre à Saint-Élie-de-Caxton, Québec. 349 000 $. No Centris 19384412.">
<meta property="og:title" content="Maison à un étage et demi à vendre - 349 000 $ - Saint-Élie-de-Caxton">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=C3A1E7790F2B44D918&t=pi&sm=m&w=1260">
${tagManager("GTM-CTR74")}
</head><body>
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "English"], "fr")}
${crumbs(["Accueil", "Mauricie", "Saint-Élie-de-Caxton", "Maison à un étage et demi"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Place">
<div class="header-property">
<h1 itemprop="category">Maison à un étage et demi à vendre</h1>
<h2 itemprop="address" class="pt-1">1875, rang Saint-Louis, Saint-Élie-de-Caxton</h2>
<div class="price-container"><span class="price" id="BuyPrice" content="349000">349 000 $</span></div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.50317"><meta itemprop="longitude" content="-72.98442"></div>
${gallery("https://mspublic.centris.ca/media/19384412", 14, "Maison à un étage et demi 1875, rang Saint-Louis", "fr")}
<div class="teaser"><div class="cac">3 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="property-description"><h3>Description</h3><div itemprop="description">
<p>Jolie canadienne au bout du rang Saint-Louis, à 6 km du village et à 15 minutes de la route 351. Grand terrain boisé avec ruisseau, potager et remise. Au rez-de-chaussée : cuisine avec poêle à bois, salon cathédrale, une chambre et la salle d'eau. À l'étage : deux chambres mansardées et la salle de bain. Toiture 2020, puits artésien, fosse septique conforme. Idéal pour qui cherche la tranquillité près du parc national de la Mauricie.</p>
</div></div>
<div class="description-carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Isolé</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">1982</div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value">1 480 pi²</div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value">12 450 m²</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Allée (6)</div></div>
<div class="carac-container"><div class="carac-title">Inclusions</div><div class="carac-value">Poêle à bois, luminaires, stores, remise.</div></div>
</div>
<table class="table financial-details-table"><caption>Évaluation municipale</caption><tbody><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>48 700 $</td></tr><tr><td>Bâtiment</td><td>221 300 $</td></tr><tr><td>Total</td><td>270 000 $</td></tr></tbody></table>
<table class="table financial-details-table"><caption>Taxes</caption><tbody><tr><td>Municipales (2025)</td><td>2 214 $</td></tr><tr><td>Scolaires (2025)</td><td>187 $</td></tr></tbody></table>
<div class="broker-info" id="divBrokerInfo">
<div class="broker-info__broker-card"><h3 class="broker-info__broker-title" itemprop="name">Geneviève Lacerte</h3><p class="broker-info__title">Courtière immobilière résidentielle</p><p class="broker-info__agency">Groupe Immobilier Mauricie inc.</p><p class="broker-info__agency-type">Agence immobilière</p><p class="broker-info__agency-address">2280, 5e Avenue, Shawinigan (Québec) G9T 2P9</p><a href="tel:8195550171">819 555-0171</a></div>
</div>
${contactForm("Contacter la courtière", "Bonjour, je souhaiterais obtenir plus d'information sur la propriété du 1875, rang Saint-Louis (No Centris 19384412).", "Envoyer", "fr")}
${otherHomes("Propriétés similaires", [
  { price: "299 000 $", address: "640, rang Saint-Paul", place: "Saint-Élie-de-Caxton", facts: "2 chambres · 1 salle de bain", href: "/fr/maison~a-vendre~saint-elie-de-caxton/26650391" },
  { price: "415 000 $", address: "2311, chemin du Lac-Bell", place: "Saint-Mathieu-du-Parc", facts: "3 chambres · 2 salles de bain", href: "/fr/chalet~a-vendre~saint-mathieu-du-parc/15902277" },
])}
</main>
${siteFooter(["Centris inc. · Les renseignements proviennent des courtiers immobiliers membres.", "No Centris 19384412 · © 2025 Centris inc. Tous droits réservés."], "fr")}
${pixel("centris")}
</body></html>`,
    expected: {
      price: { amount: 349000 },
      propertyKind: "house",
      street: "1875, rang Saint-Louis",
      city: "Saint-Élie-de-Caxton",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 12450, unit: "m2" },
      yearBuilt: 1982,
      mlsNumber: "19384412",
      listingAgentName: "Geneviève Lacerte",
      brokerageName: "Groupe Immobilier Mauricie inc.",
      geo: { lat: 46.50317, lng: -72.98442 },
    },
  },
  {
    name: "ho74-duproprio-condo-unite-iberville",
    site: "duproprio.com",
    set: "held-out-74",
    traps: "owner-sold condo in French with the unit as 'unité 3' after the street ('245, rue Choquette, unité 3'); 'St-Jean' in the owners' headline, 'saint-jean-sur-richelieu' in the URL and 'Saint-Jean-sur-Richelieu (Iberville)' in the address line (Iberville a former town, now the sector); living area in m² with pi² beside it; condo fees per month; no broker and no MLS® (DuProprio's code is the site's id); the owner's first name; JSON-LD with postal code and geo; similar properties' prices",
    pageUrl: "https://duproprio.com/fr/monteregie/saint-jean-sur-richelieu/condo-a-vendre/hab-245-rue-choquette-1109884",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre, Saint-Jean-sur-Richelieu (Iberville) | DuProprio | 1109884</title>
<meta name="description" content="Condo de 2 chambres à vendre à Saint-Jean-sur-Richelieu (Iberville) - 309 000 $. Vendu sans courtier par DuProprio.">
<meta property="og:title" content="Beau condo lumineux à St-Jean, secteur Iberville">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1109884/1.jpg">
${tagManager("GTM-DUP74")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Condo à vendre, Saint-Jean-sur-Richelieu (Iberville)", address: { "@type": "PostalAddress", streetAddress: "245, rue Choquette, unité 3", addressLocality: "Saint-Jean-sur-Richelieu", addressRegion: "QC", postalCode: "J2X 2T4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.30812, longitude: -73.24377 }, numberOfRooms: 5 })}
</head><body class="listing-page">
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Forfaits", "Financement", "Blogue", "English"], "fr")}
${crumbs(["Accueil", "Montérégie", "Saint-Jean-sur-Richelieu", "Condo"])}
<main class="listing">
<div class="listing-location">
<h1 class="listing-location__title">Beau condo lumineux à St-Jean, secteur Iberville</h1>
<div class="listing-location__address"><h2 class="listing-location__title-address">245, rue Choquette, unité 3</h2><h3 class="listing-location__group-address">Saint-Jean-sur-Richelieu (Iberville)</h3></div>
</div>
<div class="listing-price"><div class="listing-price__amount">309 000 $</div></div>
${gallery("https://photos.duproprio.com/photos/public/1109884", 15, "Condo 245, rue Choquette", "fr")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">94,2 m²</span> aire habitable</div>
</div>
<div class="listing-owners-comments"><h3>Description</h3><p>Condo au 2e étage d'un petit immeuble de 6 unités construit en 2009, à deux pas de la rivière Richelieu et de la piste cyclable. Aire ouverte cuisine-salon-salle à manger, îlot en quartz, deux chambres fermées, salle de bain avec douche en verre et bain autoportant, salle de lavage. Balcon de 12 pi x 8 pi, un stationnement extérieur et un espace de rangement au sous-sol. Frais de copropriété de 185 $/mois (assurance de l'immeuble, déneigement, entretien du terrain). Libre rapidement.</p></div>
<div class="listing-box__dotted">
<h4>Caractéristiques</h4>
<div class="listing-list-characteristics__row"><span>Année de construction</span><span>2009</span></div>
<div class="listing-list-characteristics__row"><span>Étage</span><span>2e étage</span></div>
<div class="listing-list-characteristics__row"><span>Nombre d'unités dans l'immeuble</span><span>6</span></div>
<div class="listing-list-characteristics__row"><span>Aire habitable</span><span>94,2 m² (1 014 pi²)</span></div>
<div class="listing-list-characteristics__row"><span>Frais de copropriété</span><span>185 $ / mois</span></div>
<div class="listing-list-characteristics__row"><span>Évaluation municipale (2025)</span><span>268 400 $</span></div>
<div class="listing-list-characteristics__row"><span>Taxes municipales</span><span>2 187 $ / an</span></div>
<div class="listing-list-characteristics__row"><span>Code</span><span>1109884</span></div>
</div>
<div class="listing-owner"><h3>Propriétaire : Martin</h3><p>Appelez ou écrivez directement au vendeur.</p><a class="listing-contact__phone" href="tel:4505550118">450 555-0118</a></div>
${contactForm("Écrire au propriétaire", "Bonjour, votre propriété au 245, rue Choquette, unité 3 m'intéresse. Est-elle toujours disponible?", "Envoyer", "fr")}
<aside class="dp-advisor"><h4>Une question sur l'achat sans courtier?</h4><p>Parlez à Anne-Sophie, conseillère DuProprio, au 1 866 555-0199.</p></aside>
${otherHomes("Propriétés similaires", [
  { price: "289 000 $", address: "312, rue Bouthillier Nord, app. 4", place: "Saint-Jean-sur-Richelieu (Saint-Jean)", facts: "2 chambres · 1 salle de bain", href: "/fr/monteregie/saint-jean-sur-richelieu/condo-a-vendre/hab-312-rue-bouthillier-nord-1107730" },
  { price: "334 900 $", address: "88, 1re Rue, unité 201", place: "Saint-Jean-sur-Richelieu (Iberville)", facts: "2 chambres · 1 salle de bain", href: "/fr/monteregie/saint-jean-sur-richelieu/condo-a-vendre/hab-88-1re-rue-1108417" },
])}
</main>
${siteFooter(["DuProprio inc. n'est pas une agence immobilière. Les propriétés sont vendues directement par leurs propriétaires.", "© 2025 DuProprio inc. Tous droits réservés."], "fr")}
${windowState("dataLayer", [{ event: "listing_view", listing_code: "1109884", listing_city: "Saint-Jean-sur-Richelieu", listing_sector: "Iberville", listing_type: "condo", listing_price_range: "300k-350k" }])}
</body></html>`,
    expected: {
      price: { amount: 309000 },
      propertyKind: "condo",
      street: "245, rue Choquette, unité 3",
      city: "Saint-Jean-sur-Richelieu",
      province: "QC",
      postalCode: "J2X 2T4",
      neighbourhood: "Iberville",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1014,
      yearBuilt: 2009,
      geo: { lat: 45.30812, lng: -73.24377 },
    },
  },
];
