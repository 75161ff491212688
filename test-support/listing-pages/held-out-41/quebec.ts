/**
 * Forty-first held-out corpus, Quebec (French pages): a Centris condo in Montréal's Rosemont–La Petite-Patrie and a
 * DuProprio by-owner semi in Gatineau's Aylmer sector.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_41_QUEBEC: ListingPage[] = [
  {
    name: "ho41-centris-condo-rosemont",
    site: "centris.ca",
    set: "held-out-41",
    traps: "a French page whose facts sit in a JSON-LD @graph (residence, offer, two brokers, the agency, a breadcrumb, an FAQ) and data-* attributes on the map; '489 000 $' with a municipal assessment and yearly condo fees; '1 salle de bain + 1 salle d'eau'; 94,0 m² net area only; the borough (Rosemont–La Petite-Patrie) beside Montréal; 'app. 304' unit; the agency's office address; other listings' prices",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~montreal-rosemont-la-petite-patrie/24817365",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Montréal (Rosemont/La Petite-Patrie) - 6412, rue de Lanaudière, app. 304 - Centris.ca</title>
<meta property="og:title" content="Condo à vendre - 6412, rue de Lanaudière, app. 304">
<meta property="og:description" content="489 000 $ · 2 chambres · Rosemont/La Petite-Patrie">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": "Apartment", "@id": "#propriete", name: "Condo à vendre", address: { "@type": "PostalAddress", streetAddress: "6412, rue de Lanaudière, app. 304", addressLocality: "Montréal (Rosemont/La Petite-Patrie)", addressRegion: "Québec", postalCode: "H2G 2T7" }, numberOfRooms: 6, floorSize: { "@type": "QuantitativeValue", value: 94, unitCode: "MTK" } },
  { "@type": "Offer", "@id": "#offre", price: "489000", priceCurrency: "CAD", itemOffered: { "@id": "#propriete" }, seller: { "@id": "#courtier-1" } },
  { "@type": "RealEstateAgent", "@id": "#courtier-1", name: "Geneviève Tremblay", jobTitle: "Courtier immobilier résidentiel", worksFor: { "@id": "#agence" } },
  { "@type": "RealEstateAgent", "@id": "#courtier-2", name: "Marc-Antoine Roy", jobTitle: "Courtier immobilier", worksFor: { "@id": "#agence" } },
  { "@type": "Organization", "@id": "#agence", name: "Groupe Immobilier Boréal inc., Agence immobilière", address: { "@type": "PostalAddress", streetAddress: "3300, boul. Rosemont, bureau 120", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H1X 1K2" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Accueil" }, { "@type": "ListItem", position: 2, name: "Montréal" }, { "@type": "ListItem", position: 3, name: "Rosemont/La Petite-Patrie" }] },
  { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Quels sont les frais de copropriété?", acceptedAnswer: { "@type": "Answer", text: "Les frais de copropriété sont de 3 456 $ par année." } }] },
] })}
</head><body>
<header><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en">English</a></nav></header>
<main class="property-summary" data-id="24817365">
<div class="badges"><span>Nouvelle inscription</span><span>Visite libre dim. 14 h</span></div>
<h1 itemprop="category">Condo à vendre</h1>
<h2 class="pt-1">6412, rue de Lanaudière, app. 304, Montréal (Rosemont/La Petite-Patrie), Québec, H2G 2T7</h2>
<div class="price"><span id="BuyPrice">489 000 $</span></div>
<div class="carac-container">
<div class="carac"><span class="carac-title">Chambres</span><span class="carac-value">2 chambres</span></div>
<div class="carac"><span class="carac-title">Salles de bain</span><span class="carac-value">1 salle de bain et 1 salle d'eau</span></div>
<div class="carac"><span class="carac-title">Superficie nette habitable</span><span class="carac-value">94,0 m²</span></div>
<div class="carac"><span class="carac-title">Année de construction</span><span class="carac-value">2014</span></div>
<div class="carac"><span class="carac-title">Stationnement total</span><span class="carac-value">Garage (1)</span></div>
</div>
<div class="description"><p>Lumineux condo de coin au 3e étage avec balcon plein sud et vue sur les toits. Planchers de bois franc, cuisine avec îlot de quartz, salle d'eau au rez. Garage intérieur et rangement. À deux pas de la Petite-Italie, du marché Jean-Talon et du métro Beaubien.</p></div>
<table class="financial"><tr><th colspan="2">Évaluation municipale</th></tr><tr><td>Bâtiment</td><td>371 400 $</td></tr><tr><td>Terrain</td><td>80 900 $</td></tr><tr><td>Total</td><td>452 300 $</td></tr><tr><td>Taxes municipales (2025)</td><td>2 918 $</td></tr><tr><td>Taxes scolaires (2025)</td><td>331 $</td></tr><tr><td>Frais de copropriété</td><td>3 456 $</td></tr></table>
<div id="divMainResult" class="map" data-lat="45.53627" data-lng="-73.60118"></div>
<p class="centris-no">No Centris : <span id="ListingDisplayId">24817365</span></p>
<div class="brokers"><div class="broker"><h3>Geneviève Tremblay</h3><p>Courtier immobilier résidentiel</p></div><div class="broker"><h3>Marc-Antoine Roy</h3><p>Courtier immobilier</p></div><p class="agence">Groupe Immobilier Boréal inc., Agence immobilière</p></div>
<section class="similaires"><h3>Propriétés similaires</h3><div>Condo · 6218, rue Saint-Hubert, app. 2 · 459 000 $</div><div>Condo · 5995, 8e Avenue, app. 401 · 524 900 $</div></section>
</main>
<footer><p>Centris inc. · 600, chemin du Golf, Île-des-Sœurs, Verdun (Québec) H3E 1A8. Les données de Centris sont fournies par les courtiers membres de l'APCIQ.</p></footer>
${chrome("fr")}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "CAD" },
      propertyKind: "condo",
      street: "6412, rue de Lanaudière, app. 304",
      city: "Montréal",
      province: "QC",
      postalCode: "H2G 2T7",
      neighbourhood: "Rosemont/La Petite-Patrie",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 2014,
      mlsNumber: "24817365",
      listingAgentName: "Geneviève Tremblay",
      brokerageName: "Groupe Immobilier Boréal inc., Agence immobilière",
      geo: { lat: 45.53627, lng: -73.60118 },
    },
  },
  {
    name: "ho41-duproprio-jumele-aylmer",
    site: "duproprio.com",
    set: "held-out-41",
    traps: "a French by-owner page with no broker: facts in a JSON-LD @graph (house, offer, DuProprio as organization, a breadcrumb, an FAQ) and a dataLayer push; 'Gatineau (Aylmer)' sector beside the city; '3 chambres' of which one in the basement; a lot given both as 32 pi x 100,9 pi and 3 229 pi²; 1 280 pi² beside 118,9 m²; a municipal assessment and taxes; the site's 'Inscription no' that is not an MLS® number; nearby sold prices",
    pageUrl: "https://duproprio.com/fr/outaouais/gatineau/jumele-a-vendre/hab-214-rue-des-hirondelles-1082374",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Jumelé à vendre - 214, rue des Hirondelles, Gatineau (Aylmer) | DuProprio</title>
<meta property="og:title" content="Jumelé à vendre à Gatineau (Aylmer) - 429 900 $">
<meta property="og:description" content="3 chambres, 1 salle de bain, 1 salle d'eau. Vendu sans commission par le propriétaire.">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": "SingleFamilyResidence", "@id": "#habitation", name: "Jumelé à vendre", address: { "@type": "PostalAddress", streetAddress: "214, rue des Hirondelles", addressLocality: "Gatineau", addressRegion: "QC", postalCode: "J9H 6K3" }, geo: { "@type": "GeoCoordinates", latitude: 45.40192, longitude: -75.83477 }, yearBuilt: 2008 },
  { "@type": "Offer", price: 429900, priceCurrency: "CAD", itemOffered: { "@id": "#habitation" } },
  { "@type": "Organization", name: "DuProprio", address: { "@type": "PostalAddress", streetAddress: "5100, rue John-Molson", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1P 0C5" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Outaouais" }, { "@type": "ListItem", position: 2, name: "Gatineau" }, { "@type": "ListItem", position: 3, name: "Aylmer" }] },
  { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Dois-je payer une commission?", acceptedAnswer: { "@type": "Answer", text: "Non, la propriété est vendue directement par le propriétaire." } }] },
] })}
</head><body>
<header><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/services">Services</a><a href="/en">EN</a></nav></header>
<main class="listing" data-listing-id="1082374">
<div class="badges"><span>Sans commission</span><span>Prix révisé</span></div>
<h1 class="listing-location__title">Jumelé à vendre</h1>
<div class="listing-location__address"><span>214, rue des Hirondelles</span><span>Gatineau (Aylmer), Québec</span></div>
<div class="listing-price">429 900 $</div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item">Aire habitable : 1 280 pi² (118,9 m²)</div>
</div>
<section class="listing-box"><h3>Caractéristiques</h3><ul>
<li>Chambres à l'étage : 2</li><li>Chambre au sous-sol : 1</li>
<li>Année de construction : 2008</li>
<li>Dimensions du terrain : 32 pi x 100,9 pi</li><li>Superficie du terrain : 3 229 pi²</li>
<li>Évaluation municipale : 371 600 $</li><li>Taxes municipales : 3 482 $ / an</li><li>Taxes scolaires : 298 $ / an</li>
</ul></section>
<div class="listing-description"><p>Jumelé bien entretenu dans un croissant tranquille près du parc des Cèdres. Cuisine rénovée en 2022, foyer au gaz, sous-sol fini avec une chambre. Cour clôturée avec cabanon. Proche des pistes cyclables du ruisseau Deschênes et des écoles.</p></div>
<div class="listing-map" data-lat="45.40192" data-lng="-75.83477"></div>
<p class="listing-id">Inscription no 1082374</p>
<section class="sold"><h3>Propriétés vendues à proximité</h3><div>Jumelé · rue des Mésanges · vendu 412 000 $</div><div>Maison à étages · rue du Héron · vendu 538 500 $</div></section>
</main>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push(${JSON.stringify({ event: "listing_view", listing_id: "1082374", listing_price: 429900, listing_type: "Jumelé", listing_city: "Gatineau", listing_sector: "Aylmer", bedrooms: 3 })});</script>
<footer><p>DuProprio inc. · 5100, rue John-Molson, Québec (Québec) G1P 0C5. DuProprio n'est pas une agence immobilière.</p></footer>
${chrome("fr")}
</body></html>`,
    expected: {
      price: { amount: 429900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "214, rue des Hirondelles",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9H 6K3",
      neighbourhood: "Aylmer",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1280,
      lot: { value: 3229, unit: "ft2" },
      yearBuilt: 2008,
      geo: { lat: 45.40192, lng: -75.83477 },
    },
  },
];
