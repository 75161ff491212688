/**
 * Twenty-fifth held-out corpus, Quebec and Atlantic: a French Centris chalet in Magog, a French DuProprio chalet
 * sold by its owners in Baie-Saint-Paul with a reduced price, and a Royal LePage house for rent in Charlottetown.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_25_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho25-centris-chalet-magog-fr",
    site: "centris.ca",
    set: "held-out-25",
    traps: "a French Centris chalet in Magog near Lac Memphrémagog: '689 000 $' with narrow no-break spaces; 'Superficie habitable 1 412 pi²' and 'Superficie du terrain 3 870 m²'; 'Salles de bains + salles d'eau 1 + 1'; municipal and school tax amounts; the 'Évaluation municipale' total; the broker's agency with its office address; No Centris as the MLS number; the sector in parentheses after the city",
    pageUrl: "https://www.centris.ca/fr/chalet~a-vendre~magog/19384027",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Chalet à vendre, Magog (Memphrémagog), 1420, chemin des Pins-Rouges - 19384027 | Centris.ca</title>
<meta name="description" content="Chalet à vendre à Magog, 3 chambres, 2 salles de bains. 689 000 $. No Centris 19384027.">
<meta itemprop="latitude" content="45.24117"><meta itemprop="longitude" content="-72.18806">
</head><body>
<header><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/courtiers-immobiliers">Courtiers</a></nav></header>
<main id="overview">
<div class="header-container">
<h1 itemprop="category"><span data-id="PageTitle">Chalet à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1420, chemin des Pins-Rouges, Magog (Omerville), Québec, J1X 6P2</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="689000"><meta itemprop="priceCurrency" content="CAD"><span>689&#8239;000 $</span></div></div>
</div>
<div class="row teaser">
<div class="col-lg-3 cac">3 chambres</div>
<div class="col-lg-3 sdb">1 salle de bain et 1 salle d'eau</div>
</div>
<div class="row description"><div itemprop="description">Chalet quatre saisons à deux pas du lac Memphrémagog avec accès notarié au lac et quai partagé. Grande pièce principale avec plafond cathédrale et poêle au bois, trois chambres à l'étage, terrasse couverte, spa. À 8 minutes du mont Orford. Vendu meublé à l'exception des effets personnels.</div></div>
<div class="row carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>2006</span></div>
<div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1&nbsp;412 pi²</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>3&nbsp;870 m²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (4)</span></div>
<div class="carac-title">Nombre de pièces</div><div class="carac-value"><span>9</span></div>
<div class="carac-title">Chambres</div><div class="carac-value"><span>3</span></div>
<div class="carac-title">Salles de bains + salles d'eau</div><div class="carac-value"><span>1 + 1</span></div>
</div>
<div class="row financial-details">
<h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>198&nbsp;400 $</td></tr><tr><td>Bâtiment</td><td>341&nbsp;600 $</td></tr><tr><td>Total</td><td>540&nbsp;000 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>4&nbsp;118 $</td></tr><tr><td>Scolaires (2025)</td><td>436 $</td></tr></table>
</div>
<div id="ListingDisplayId" class="d-none">19384027</div>
<div class="listing-number">No Centris : 19384027</div>
<div class="broker-info">
<div class="broker-info-broker-name" itemprop="name">Élodie Bergeron</div>
<div class="broker-info-title">Courtier immobilier résidentiel</div>
<div class="broker-info-agency">Les Immeubles Estrie-Lac inc.</div>
<div class="broker-info-agency-address">255, rue Principale Ouest, Magog (Québec) J1X 2A8</div>
</div>
<section class="similar"><h3>Propriétés similaires</h3><div>Chalet, Austin · 725 000 $</div><div>Maison, Orford · 649 000 $</div></section>
</main>
<footer><p>© Centris inc. Tous droits réservés. Les renseignements sont fournis par les courtiers.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "house",
      street: "1420, chemin des Pins-Rouges",
      city: "Magog",
      province: "QC",
      postalCode: "J1X 6P2",
      neighbourhood: "Omerville",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1412,
      lot: { value: 3870, unit: "m2" },
      yearBuilt: 2006,
      mlsNumber: "19384027",
      listingAgentName: "Élodie Bergeron",
      brokerageName: "Les Immeubles Estrie-Lac inc.",
      geo: { lat: 45.24117, lng: -72.18806 },
    },
  },
  {
    name: "ho25-duproprio-chalet-baie-saint-paul-fr",
    site: "duproprio.com",
    set: "held-out-25",
    traps: "a French DuProprio chalet sold by its owners in Baie-Saint-Paul: 'Prix réduit' with the old price '539 000 $' struck through and the new '514 900 $'; the DuProprio listing number (not an MLS); 'Dimensions du terrain' in pi² and 'Superficie du terrain' in acres ('1,12 acre' with a decimal comma); 'Aire habitable 1 180 pi²' vs 'Dimensions du bâtiment 32 x 28 pi'; municipal evaluation; no agent or brokerage (owners' first names); the region 'Charlevoix' in the breadcrumb",
    pageUrl: "https://duproprio.com/fr/charlevoix/baie-saint-paul/chalet-a-vendre/hab-87-rang-saint-antoine-sud-1093318",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Chalet à vendre - 87, rang Saint-Antoine Sud, Baie-Saint-Paul | DuProprio - 1093318</title>
<meta name="description" content="Chalet à vendre à Baie-Saint-Paul : 2 chambres, 1 salle de bain, vue sur le fleuve. Prix réduit : 514 900 $.">
${ld({ "@context": "http://schema.org", "@type": "Product", name: "Chalet à vendre - Baie-Saint-Paul", sku: "1093318", offers: { "@type": "Offer", price: "514900", priceCurrency: "CAD" } })}
</head><body>
<header class="site-header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a></nav></header>
<main class="listing">
<nav class="breadcrumb"><a href="/fr">Accueil</a> › <a href="/fr/charlevoix">Charlevoix</a> › <a href="/fr/charlevoix/baie-saint-paul">Baie-Saint-Paul</a> › Chalet</nav>
<div class="listing-location__title"><h1 class="listing-location__title__street">87, rang Saint-Antoine Sud</h1><div class="listing-location__address">Baie-Saint-Paul, Québec, G3Z 1R7</div></div>
<div class="listing-price"><span class="listing-price__tag">Prix réduit</span><del class="listing-price__old">539 000 $</del><div class="listing-price__amount">514 900 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">2</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="number">1 180 pi²</span> aire habitable</div>
</div>
<div class="listing-description"><h2>Description</h2><p>Chalet en bois rond construit en 2011 sur les hauteurs de Baie-Saint-Paul, avec vue sur le fleuve et l'Isle-aux-Coudres. Mezzanine, poêle à combustion lente, grande galerie au sud. À 15 minutes du Massif de Charlevoix. Nous avons baissé le prix pour une vente avant les Fêtes. Visites sur rendez-vous avec Louise ou Martin.</p></div>
<div class="listing-box"><h3>Caractéristiques</h3>
<div class="listing-box__dotted-row"><div>Année de construction</div><div>2011</div></div>
<div class="listing-box__dotted-row"><div>Dimensions du bâtiment</div><div>32 x 28 pi</div></div>
<div class="listing-box__dotted-row"><div>Aire habitable (s-sol exclu)</div><div>1 180 pi²</div></div>
<div class="listing-box__dotted-row"><div>Superficie du terrain</div><div>1,12 acre</div></div>
<div class="listing-box__dotted-row"><div>Évaluation municipale</div><div>386 300 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes municipales</div><div>3 042 $ / an</div></div>
<div class="listing-box__dotted-row"><div>Type de propriété</div><div>Chalet</div></div>
</div>
<div class="listing-contact"><p>Propriétaires : Louise et Martin</p><p>Numéro de la propriété : 1093318</p></div>
<section class="similar"><h3>Propriétés similaires</h3><div>Chalet, Petite-Rivière-Saint-François · 629 000 $</div><div>Maison, Les Éboulements · 455 000 $</div></section>
</main>
<footer><p>DuProprio · Comment ça marche · 7005, boul. Taschereau, Brossard (Québec). Propriété à vendre sans courtier.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 514900 },
      propertyKind: "house",
      street: "87, rang Saint-Antoine Sud",
      city: "Baie-Saint-Paul",
      province: "QC",
      postalCode: "G3Z 1R7",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1180,
      lot: { value: 1.12, unit: "acres" },
      yearBuilt: 2011,
    },
  },
  {
    name: "ho25-royallepage-house-rent-charlottetown",
    site: "royallepage.ca",
    set: "held-out-25",
    traps: "a Royal LePage house for rent in Charlottetown: '$2,350 / Monthly' with a damage deposit of the same order; 'Bedrooms 3', 'Bathrooms 1 Full, 1 Half'; a lot in square feet; built 1968; the PEI board's MLS number beside a Royal LePage internal listing id; the agent and the franchise brokerage; the office address; 'Similar rentals' with their rents; Sherwood as the neighbourhood",
    pageUrl: "https://www.royallepage.ca/en/property/prince-edward-island/charlottetown/42-birchwood-street/24117803/mls202602913/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Birchwood Street, Charlottetown, Prince Edward Island, C1A 5H8 | Royal LePage</title>
<meta name="description" content="3 bedroom house for rent at 42 Birchwood Street, Charlottetown, PE. $2,350 per month. MLS® 202602913.">
<meta property="og:latitude" content="46.26842"><meta property="og:longitude" content="-63.14117">
</head><body>
<header class="rlp-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/search/rentals/">Rent</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">42 Birchwood Street</h1>
<p class="address-2">Charlottetown, Prince Edward Island C1A 5H8</p>
<p class="neighbourhood">Neighbourhood: Sherwood</p>
<p class="price">$2,350 <span class="period">/ Monthly</span></p>
<span class="badge">For Rent</span>
</div>
<ul class="property-features">
<li><span class="label">Bedrooms</span><span class="value">3</span></li>
<li><span class="label">Bathrooms</span><span class="value">1 Full, 1 Half</span></li>
<li><span class="label">Square Feet</span><span class="value">1,320</span></li>
</ul>
<section class="property-overview"><h2>Property Overview</h2><p>Split-level family home for rent on a quiet Sherwood street, close to the Charlottetown Mall and UPEI bus routes. Three bedrooms up, a half bath off the family room, heat pump, fenced yard and a single carport. One-year lease, $2,350 damage deposit, tenant pays power and oil. Small pets considered.</p></section>
<section class="property-details-list"><h2>Details</h2><dl>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>House</dd>
<dt>Year Built</dt><dd>1968</dd>
<dt>Lot Size</dt><dd>7,405 sq ft</dd>
<dt>MLS® #</dt><dd>202602913</dd>
<dt>Listing ID</dt><dd>24117803</dd>
<dt>Available</dt><dd>January 1, 2027</dd>
</dl></section>
<section class="agent-info"><p class="agent-name">Hamish MacLeod</p><p class="agent-title">REALTOR®</p><p class="office">Royal LePage Atlantic Island Properties</p><p class="office-address">180 Great George Street, Charlottetown, PE C1A 4K8</p></section>
<section class="rooms"><h2>Rooms</h2><table>
<tr><td>Living Room</td><td>Main</td><td>15'6" x 12'2"</td></tr>
<tr><td>Kitchen</td><td>Main</td><td>11'4" x 10'0"</td></tr>
<tr><td>Family Room</td><td>Lower</td><td>16'0" x 11'8"</td></tr>
<tr><td>Primary Bedroom</td><td>Upper</td><td>12'6" x 11'0"</td></tr>
<tr><td>Bedroom</td><td>Upper</td><td>10'4" x 9'6"</td></tr>
<tr><td>Bedroom</td><td>Upper</td><td>9'8" x 9'2"</td></tr>
</table></section>
<section class="schools"><h2>Nearby Schools</h2><p>Sherwood Elementary (0.6 km) · Birchwood Intermediate (1.4 km) · Colonel Gray High (2.2 km)</p></section>
<section class="similar"><h2>Similar Rentals</h2><div>18 Duke Street · 2 bd · $1,850 / Monthly</div><div>7 Maple Avenue · 4 bd · $2,900 / Monthly</div></section>
</main>
<footer><p>© Royal LePage. Each office independently owned and operated. Listing data from the PEI Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2350, period: "month" },
      propertyKind: "house",
      street: "42 Birchwood Street",
      city: "Charlottetown",
      province: "PE",
      postalCode: "C1A 5H8",
      neighbourhood: "Sherwood",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1320,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1968,
      mlsNumber: "202602913",
      listingAgentName: "Hamish MacLeod",
      brokerageName: "Royal LePage Atlantic Island Properties",
      geo: { lat: 46.26842, lng: -63.14117 },
    },
  },
];
