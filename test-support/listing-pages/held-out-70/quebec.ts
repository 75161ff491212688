/**
 * Seventieth held-out corpus, Quebec in French: centris.ca (a Sherbrooke maison à étages whose rooms, year, lot and
 * living area are only in the broker's "Description", with "Inclusions" and "Exclusions") and duproprio.com (a
 * Trois-Rivières jumelé sold by its owners, told in a paragraph). Addresses, names, phone numbers and numbers are
 * invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentBar, crumbs, gallery, leadForm, masthead, moreHomes, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_70_QUEBEC: ListingPage[] = [
  {
    name: "ho70-centris-maison-etages-sherbrooke",
    site: "centris.ca",
    set: "held-out-70",
    traps: "French Centris page with no rooms teaser: 'Maison à étages de 4 chambres construite en 1992, terrain de 6 500 pi²', 'une salle de bain complète' and 'une salle d'eau', 'superficie habitable d'environ 1 980 pi²' only in the Description; a kitchen renovated in 2018, the owners' 30 years, 'à 5 minutes de l'autoroute 410', 'à 2 km de l'école', a 12 x 24 pi pool and a spa year in Inclusions; 'Sherbrooke (Fleurimont)' with the borough as neighbourhood; parking 'Allée (4), Garage (1)'; assessment and taxes; geo in microdata",
    pageUrl: "https://www.centris.ca/fr/maison-a-etages~a-vendre~sherbrooke-fleurimont/21548803",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre - Sherbrooke (Fleurimont) - 2240, rue des Érables - 21548803 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Sherbrooke (Fleurimont), Québec. 489 000 $. No Centris 21548803.">
<meta property="og:title" content="Maison à étages à vendre - 489 000 $ - Sherbrooke (Fleurimont)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=B7E41C0A9D2F83AA21&t=pi&sm=m&w=1260">
${tagManager("GTM-CTR70")}
</head><body>
${consentBar("Centris", "fr")}
${masthead("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "English"], "fr")}
${crumbs(["Accueil", "Estrie", "Sherbrooke", "Maison à étages"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Place">
<div class="header-property">
<h1 itemprop="category">Maison à étages à vendre</h1>
<h2 itemprop="address" class="pt-1">2240, rue des Érables, Sherbrooke (Fleurimont)</h2>
<div class="price-container"><span class="price" id="BuyPrice" content="489000">489 000 $</span></div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.41628"><meta itemprop="longitude" content="-71.85344"></div>
${gallery("https://mspublic.centris.ca/media/21548803", 12, "Maison à étages 2240, rue des Érables", "fr")}
<div class="property-description"><h3>Description</h3><div itemprop="description">
<p>Maison à étages de 4 chambres construite en 1992, terrain de 6 500 pi² sur une rue sans issue, tout près du parc Lucien-Blanchard. Au rez-de-chaussée : cuisine rénovée en 2018 avec îlot, salle à manger, salon avec foyer au bois et salle d'eau. À l'étage : les 4 chambres, dont la chambre principale avec walk-in, et une salle de bain complète avec douche en céramique. Sous-sol aménagé avec salle familiale et atelier. Superficie habitable d'environ 1 980 pi². Cour arrière intime avec piscine hors terre (12 x 24 pi). Les propriétaires actuels y habitent depuis 30 ans. À 5 minutes de l'autoroute 410 et à 2 km de l'école primaire.</p>
</div></div>
<div class="description-carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Allée (4), Garage (1)</div></div>
<div class="carac-container"><div class="carac-title">Inclusions</div><div class="carac-value">Luminaires, stores, lave-vaisselle, spa (2019), piscine et accessoires, remise.</div></div>
<div class="carac-container"><div class="carac-title">Exclusions</div><div class="carac-value">Réfrigérateur et cuisinière, congélateur au sous-sol, rideaux de la salle à manger.</div></div>
</div>
<table class="table financial-details-table"><caption>Évaluation municipale</caption><tbody><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>91 200 $</td></tr><tr><td>Bâtiment</td><td>318 900 $</td></tr><tr><td>Total</td><td>410 100 $</td></tr></tbody></table>
<table class="table financial-details-table"><caption>Taxes</caption><tbody><tr><td>Municipales (2025)</td><td>4 276 $</td></tr><tr><td>Scolaires (2025)</td><td>298 $</td></tr></tbody></table>
<div class="broker-info" id="divBrokerInfo">
<div class="broker-info__broker-card"><h3 class="broker-info__broker-title" itemprop="name">Geneviève Paradis</h3><p class="broker-info__title">Courtière immobilière résidentielle</p><p class="broker-info__agency">Groupe Immobilier Estrie inc.</p><p class="broker-info__agency-type">Agence immobilière</p><a href="tel:8195550146">819 555-0146</a></div>
</div>
${moreHomes("Propriétés similaires", [
  { place: "Sherbrooke (Fleurimont)", price: "459 000 $", line: "3 chambres · 2 salles de bain", href: "/fr/maison-a-etages~a-vendre~sherbrooke-fleurimont/18830216" },
  { place: "Sherbrooke (Rock Forest)", price: "525 000 $", line: "4 chambres · 2 salles de bain", href: "/fr/maison-a-etages~a-vendre~sherbrooke-rock-forest/24411907", tag: "Nouveau" },
])}
${leadForm({ heading: "Contacter la courtière", message: "Bonjour, je souhaiterais obtenir plus d'information sur la propriété du 2240, rue des Érables, Sherbrooke (No Centris 21548803).", button: "Envoyer", lang: "fr" })}
</main>
${siteFooter(["Centris inc. · Les renseignements proviennent des courtiers immobiliers membres.", "No Centris 21548803 · © 2025 Centris inc. Tous droits réservés."], "fr")}
${pixel("centris")}
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "2240, rue des Érables",
      city: "Sherbrooke",
      province: "QC",
      neighbourhood: "Fleurimont",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1980,
      lot: { value: 6500, unit: "ft2" },
      yearBuilt: 1992,
      mlsNumber: "21548803",
      listingAgentName: "Geneviève Paradis",
      brokerageName: "Groupe Immobilier Estrie inc.",
      geo: { lat: 45.41628, lng: -71.85344 },
    },
  },
  {
    name: "ho70-duproprio-jumele-trois-rivieres",
    site: "duproprio.com",
    set: "held-out-70",
    traps: "French DuProprio private sale whose facts box has only the code, assessment and taxes: 'Jumelé de 3 chambres construit en 2006, terrain de 4 112 pi²', 'aire habitable de 1 240 pi² (sans le sous-sol)', 'une salle de bain complète à l'étage et une salle d'eau' in the owners' text; the neighbouring jumelé's lot and sold price, parking for 3, a 2021 roof, '2 km de l'école', a 10 x 12 pi shed; 'Trois-Rivières (Trois-Rivières-Ouest)' with the sector as neighbourhood; no broker and no MLS® (the code is DuProprio's); the site's advisor card; JSON-LD with geo",
    pageUrl: "https://duproprio.com/fr/trois-rivieres/trois-rivieres-ouest/jumele-a-vendre/hab-4185-rue-des-cypres-1108837",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jumelé à vendre, Trois-Rivières (Trois-Rivières-Ouest) | DuProprio | 1108837</title>
<meta name="description" content="Jumelé à vendre à Trois-Rivières (Trois-Rivières-Ouest) - 339 000 $. Vente sans commission.">
<meta property="og:title" content="Jumelé à vendre - 339 000 $ - Trois-Rivières (Trois-Rivières-Ouest)">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Jumelé à vendre - 4185, rue des Cyprès", sku: "1108837", offers: { "@type": "Offer", price: "339000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "4185, rue des Cyprès", addressLocality: "Trois-Rivières", addressRegion: "QC", postalCode: "G8Y 5K2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.33902, longitude: -72.61477 } })}
${tagManager("GTM-DUP70")}
</head><body class="listing-page">
${consentBar("DuProprio", "fr")}
${masthead("DuProprio", ["Acheter", "Vendre", "Nos forfaits", "Outils", "English"], "fr")}
<main>
<section class="listing-location-and-price">
<h1 class="listing-location__title">Jumelé à vendre</h1>
<div class="listing-location__address"><span class="listing-location__address-street">4185, rue des Cyprès</span><span class="listing-location__address-city">Trois-Rivières (Trois-Rivières-Ouest)</span><span class="listing-location__address-postal">G8Y 5K2</span></div>
<div class="listing-price"><div class="listing-price__amount">339 000 $</div></div>
<div class="listing-code">Code de la propriété : <strong>1108837</strong></div>
</section>
${gallery("https://photos.duproprio.com/1108837", 14, "Jumelé 4185, rue des Cyprès", "fr")}
<section class="listing-owners-comments"><h2>Description du propriétaire</h2>
<p>Jumelé de 3 chambres construit en 2006, terrain de 4 112 pi² dans un croissant tranquille près du boulevard des Récollets. Aire habitable de 1 240 pi² (sans le sous-sol). Au rez-de-chaussée, aire ouverte cuisine-salle à manger-salon avec porte-patio vers la terrasse, et une salle d'eau. À l'étage, les 3 chambres et une salle de bain complète avec douche en céramique et bain autoportant. Sous-sol fini avec salle familiale et rangement. Toiture refaite en 2021. Stationnement pour 3 voitures, cabanon de 10 x 12 pi. Le jumelé voisin, sur un terrain de 4 850 pi², s'est vendu 355 000 $ l'an dernier. À 2 km de l'école primaire et à 5 minutes de l'autoroute 55.</p>
</section>
<section class="listing-box"><h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>268 400 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>2 914 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>212 $</span></div>
<div class="listing-box__dotted-row"><span>Inclusions</span><span>Stores, luminaires, lave-vaisselle, cabanon</span></div>
<div class="listing-box__dotted-row"><span>Exclusions</span><span>Laveuse et sécheuse</span></div>
</section>
<section class="listing-advisor"><h2>Besoin d'aide?</h2><div class="advisor-card"><p class="advisor-name">Olivier Massicotte</p><p class="advisor-title">Conseiller DuProprio, Mauricie</p><a href="tel:18005550170">1 800 555-0170</a></div></section>
${leadForm({ heading: "Contacter le propriétaire", message: "Bonjour, votre propriété au 4185, rue des Cyprès m'intéresse. Est-elle toujours disponible?", button: "Envoyer", lang: "fr" })}
${moreHomes("Propriétés similaires", [
  { place: "Trois-Rivières (Pointe-du-Lac)", price: "329 000 $", line: "3 chambres · 1 salle de bain", href: "/fr/trois-rivieres/pointe-du-lac/jumele-a-vendre/hab-151-rue-des-pins-1107712" },
  { place: "Trois-Rivières (Cap-de-la-Madeleine)", price: "299 900 $", line: "2 chambres · 1 salle de bain", href: "/fr/trois-rivieres/cap-de-la-madeleine/jumele-a-vendre/hab-78-rue-thibeau-1106654" },
])}
</main>
${siteFooter(["DuProprio inc. n'est pas un courtier immobilier. Les renseignements sont fournis par les propriétaires.", "© 2025 DuProprio inc."], "fr")}
${windowState("dataLayer", [{ event: "listing_view", listingCode: "1108837", listingType: "semi_detached", region: "mauricie" }])}
${pixel("duproprio")}
</body></html>`,
    expected: {
      price: { amount: 339000 },
      propertyKind: "semi-detached",
      street: "4185, rue des Cyprès",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G8Y 5K2",
      neighbourhood: "Trois-Rivières-Ouest",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1240,
      lot: { value: 4112, unit: "ft2" },
      yearBuilt: 2006,
      geo: { lat: 46.33902, lng: -72.61477 },
    },
  },
];
