/**
 * Fourth held-out corpus, Quebec sites: Centris in English for a duplex (units instead of bedrooms, potential gross
 * revenue, municipal assessment, the borough in parentheses), a DuProprio condo in Québec City (the city that shares
 * its name with the province, area in ft² and m², condo fees) and a Via Capitale house page in French (Centris number
 * labelled "No Centris", bedrooms in the basement on their own row, "salle d'eau", the agency's office address).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_4_QUEBEC: ListingPage[] = [
  {
    name: "h4-centris-duplex-sherbrooke-en",
    site: "centris.ca",
    set: "held-out-4",
    traps: "English Centris duplex: 'Duplex for sale'; address '1247 - 1249, Rue King Ouest, Sherbrooke (Les Nations)'; residential units '1 x 4 ½, 1 x 5 ½' and no bedroom count; potential gross revenue; municipal assessment lot/building/total; lot area in sqft; broker card with a Sutton agency; Centris No. digits",
    pageUrl: "https://www.centris.ca/en/duplexes~for-sale~sherbrooke-les-nations/21456789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Duplex for sale in Sherbrooke (Les Nations), Estrie, 1247 - 1249, Rue King Ouest, 21456789 - Centris.ca</title>
<meta name="description" content="Duplex for sale in Sherbrooke (Les Nations), Estrie - $489,000. Centris No. 21456789.">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE5A2B1DDDDDDDDDDD0&amp;t=pi&amp;f=I">
</head><body>
<header><nav><a href="/en/properties~for-sale">Buy</a><a href="/en/plexes~for-sale">Plexes</a><a href="/en/real-estate-brokers">Find a broker</a></nav></header>
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Duplex for sale</span></h1>
<h2 itemprop="address" class="pt-1">1247 - 1249, Rue King Ouest, Sherbrooke (Les Nations)</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="489000"><span class="text-nowrap">$489,000</span></div></div>
</div>
<div class="row teaser"><div class="col-lg-12 description"><div itemprop="description">Well-kept duplex near the Université de Sherbrooke and the CHUS: owner-occupied 5 ½ on the ground floor, 4 ½ upstairs rented $1,050/month. Detached garage, separate entrances and meters, roof redone in 2021.</div></div></div>
<div class="row">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Residential units</div><div class="carac-value"><span>1 x 4 ½, 1 x 5 ½</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Main unit</div><div class="carac-value"><span>5 ½</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>1962</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Lot area</div><div class="carac-value"><span>5,640 sqft</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Parking (total)</div><div class="carac-value"><span>Driveway (3), Garage (1)</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Potential gross revenue</div><div class="carac-value"><span>$27,600</span></div></div>
</div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Municipal assessment</th></tr></thead><tbody>
<tr><td>Year</td><td>2025</td></tr><tr><td>Lot</td><td>$62,300</td></tr><tr><td>Building</td><td>$301,700</td></tr><tr><td class="font-weight-bold">Total</td><td class="font-weight-bold">$364,000</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody><tr><td>Municipal (2025)</td><td>$4,611</td></tr><tr><td>School (2024)</td><td>$298</td></tr></tbody></table>
</div>
<div class="row"><div class="col-12" id="ListingDisplayId-container">Centris No. <span id="ListingDisplayId">21456789</span></div></div>
<div class="broker-info legacy-reset">
<div class="broker-info__broker-title"><h1 class="broker-info__broker-name" itemprop="name">Mélanie Gagnon</h1><p class="broker-info__broker-job">Residential Real Estate Broker</p></div>
<div class="broker-info__agency-name">Groupe Sutton Performer Inc.</div>
<div class="broker-info__agency-address">2050, Rue King Ouest, bureau 100, Sherbrooke (Québec) J1J 2E8</div>
</div>
<footer><p>© 2025 Centris Inc. All rights reserved. The data on this site is provided for information purposes only.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "plex",
      street: "1247 - 1249, Rue King Ouest",
      city: "Sherbrooke",
      neighbourhood: "Les Nations",
      province: "QC",
      lot: { value: 5640, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "21456789",
      listingAgentName: "Mélanie Gagnon",
      brokerageName: "Groupe Sutton Performer Inc.",
    },
  },
  {
    name: "h4-duproprio-condo-quebec-city-fr",
    site: "duproprio.com",
    set: "held-out-4",
    traps: "the city 'Québec' that is also the province; borough in parentheses after it; 'Aire habitable 950 pi² (88,26 m²)'; condo fees per month and the floor number; value-before-label characteristics; private seller's first name; no postal code; JSON-LD Offer only",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-512-1015-avenue-cartier-1087654",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Québec (La Cité-Limoilou) | DuProprio | 1087654</title>
<meta name="description" content="Condo à vendre à Québec (La Cité-Limoilou), 512-1015, avenue Cartier, 269 900 $. 2 chambres, 1 salle de bain.">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1087654/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Offer", price: 269900, priceCurrency: "CAD", availability: "https://schema.org/InStock" })}
</head><body>
<header class="header"><a href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a></nav></header>
<nav class="breadcrumb"><a href="/fr">Accueil</a> › <a href="/fr/quebec-rive-nord">Québec Rive-Nord</a> › <a href="/fr/quebec-rive-nord/quebec">Québec</a> › <span>Condo</span></nav>
<main class="listing">
<div class="listing-location">
<div class="listing-location__title-type">Condo à vendre</div>
<h1 class="listing-location__address">512-1015, avenue Cartier</h1>
<h2 class="listing-location__city"><a href="/fr/quebec-rive-nord/quebec/la-cite-limoilou">Québec (La Cité-Limoilou)</a></h2>
</div>
<div class="listing-price"><div class="listing-price__amount">269 900 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span><span class="listing-main-characteristics__label">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span><span class="listing-main-characteristics__label">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">950 pi² (88,26 m²)</span><span class="listing-main-characteristics__label">aire habitable</span></div>
</div>
<div class="listing-box__dotted-row"><div class="listing-box__dotted-row__label">Année de construction</div><div class="listing-box__dotted-row__value">1989</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__dotted-row__label">Étage</div><div class="listing-box__dotted-row__value">5</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__dotted-row__label">Frais de copropriété</div><div class="listing-box__dotted-row__value">285 $ / mois</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__dotted-row__label">Évaluation municipale</div><div class="listing-box__dotted-row__value">251 000 $</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__dotted-row__label">Stationnement</div><div class="listing-box__dotted-row__value">1 intérieur</div></div>
<div class="listing-description"><h3>Description</h3><p>Condo lumineux au 5e étage dans Montcalm, à deux pas de l'avenue Cartier et des plaines d'Abraham. Cuisine rénovée en 2022, balcon plein sud, stationnement intérieur et rangement. Immeuble bien géré, fonds de prévoyance sain.</p></div>
<div class="listing-owner"><h3>Coordonnées du propriétaire</h3><div class="listing-owner__name">Sylvie</div><div class="listing-owner__phone">418-555-0161</div></div>
</main>
<footer><p>© DuProprio inc. DuProprio n'est pas un courtier immobilier.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 269900 },
      propertyKind: "condo",
      street: "512-1015, avenue Cartier",
      city: "Québec",
      neighbourhood: "La Cité-Limoilou",
      province: "QC",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 950,
      yearBuilt: 1989,
    },
  },
  {
    name: "h4-viacapitale-maison-saint-jerome-fr",
    site: "viacapitale.com",
    set: "held-out-4",
    traps: "French broker site: 'No Centris : 19876543'; 'Prix : 574 000 $'; 'Chambres 3' with 'Chambres au sous-sol 1'; 'Salles de bains 1' and 'Salles d'eau 1'; areas in 'pi²' with spaces as thousands separators; municipal assessment; the agency's office address with its postal code under the broker; coordinates in a map embed",
    pageUrl: "https://www.viacapitale.com/fr/propriete/maison-a-etages-a-vendre-saint-jerome/19876543",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre - 1184, rue des Hirondelles, Saint-Jérôme | Via Capitale</title>
<meta name="description" content="Maison à étages à vendre à Saint-Jérôme (Lafontaine) : 3 chambres, 1 salle de bain, 1 salle d'eau. No Centris 19876543.">
<meta property="og:image" content="https://www.viacapitale.com/photos/19876543/1.jpg">
</head><body>
<header class="vc-header"><a href="/fr">Via Capitale</a><nav><a href="/fr/proprietes">Propriétés</a><a href="/fr/courtiers">Nos courtiers</a><a href="/fr/agences">Nos agences</a></nav></header>
<main class="fiche">
<div class="fiche-entete">
<div class="fiche-type">Maison à étages à vendre</div>
<h1 class="fiche-adresse">1184, rue des Hirondelles<br>Saint-Jérôme (Lafontaine) J7Y 4M2</h1>
<div class="fiche-prix">Prix : 574 000 $</div>
<div class="fiche-centris">No Centris : 19876543</div>
</div>
<section class="fiche-caracteristiques"><h2>Caractéristiques</h2>
<table>
<tr><th>Chambres</th><td>3</td></tr>
<tr><th>Chambres au sous-sol</th><td>1</td></tr>
<tr><th>Salles de bains</th><td>1</td></tr>
<tr><th>Salles d'eau</th><td>1</td></tr>
<tr><th>Superficie habitable</th><td>1 820 pi²</td></tr>
<tr><th>Superficie du terrain</th><td>6 243 pi²</td></tr>
<tr><th>Année de construction</th><td>2004</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>412 600 $</td></tr>
<tr><th>Taxes municipales</th><td>3 942 $</td></tr>
</table>
</section>
<section class="fiche-description"><h2>Description</h2><p>Belle maison à étages dans un secteur familial de Lafontaine, près des écoles et de la piste cyclable du P'tit Train du Nord. Trois chambres à l'étage, une quatrième au sous-sol aménagé, salle d'eau au rez-de-chaussée, cour clôturée avec piscine hors terre.</p></section>
<div class="fiche-carte"><iframe title="Carte" src="https://www.google.com/maps/embed/v1/place?key=AIzaKEY&amp;q=45.79124,-74.03018&amp;zoom=15"></iframe></div>
<aside class="fiche-courtier">
<div class="courtier-nom">Francis Lapointe</div>
<div class="courtier-titre">Courtier immobilier résidentiel</div>
<div class="courtier-agence">Via Capitale Laurentides, agence immobilière</div>
<div class="courtier-adresse">301, boulevard Labelle, Saint-Jérôme (Québec) J7Z 5L3</div>
<div class="courtier-tel">450-555-0188</div>
</aside>
</main>
<footer><p>© 2025 Via Capitale. Chaque agence est une entreprise autonome et indépendante.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 574000 },
      propertyKind: "house",
      street: "1184, rue des Hirondelles",
      city: "Saint-Jérôme",
      neighbourhood: "Lafontaine",
      province: "QC",
      postalCode: "J7Y 4M2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1820,
      lot: { value: 6243, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "19876543",
      listingAgentName: "Francis Lapointe",
      brokerageName: "Via Capitale Laurentides, agence immobilière",
      geo: { lat: 45.79124, lng: -74.03018 },
    },
  },
];

