/**
 * Twenty-eighth held-out corpus, Quebec and Atlantic Canada: a French Centris luxury house in Gatineau (Aylmer), a
 * French DuProprio house with an intergenerational suite in Saguenay (Jonquière), a RE/MAX hobby farm with
 * outbuildings near Drummondville and a Kijiji ad for a heritage house in Halifax posted by an agent. Addresses,
 * names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_28_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho28-centris-maison-luxe-gatineau",
    site: "centris.ca",
    set: "held-out-28",
    traps: "a French Centris luxury house in Gatineau (secteur Aylmer): '2 450 000 $' in the price block and '2,45 M$' in the title; '3 salles de bains + 1 salle d'eau'; 'Superficie nette habitable 4 150 pc'; lot '3 716 m²'; municipal evaluation (terrain + bâtiment + total) and taxes in the same format; the Centris number (the MLS number) beside an internal listing id; the broker's agency address in Gatineau's Hull sector; similar properties at '1,98 M$' and '2 890 000 $'",
    pageUrl: "https://www.centris.ca/fr/maisons~a-vendre~gatineau-aylmer/19384527",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre, Gatineau (Aylmer) – 2,45 M$ – Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Gatineau (Aylmer), 1450, chemin Vanier. 5 chambres, 3 salles de bains. No Centris 19384527.">
<meta property="og:title" content="Maison à étages à vendre – 1450, chemin Vanier, Gatineau (Aylmer)">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main class="property-main">
<input type="hidden" id="ListingId" value="812445">
<div class="description-title"><h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 class="pt-1" itemprop="address">1450, chemin Vanier, Gatineau (Aylmer), Quartier Lucerne</h2></div>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="2450000"><meta itemprop="priceCurrency" content="CAD"><span>2 450 000 $</span></div></div>
<div class="row teaser"><div class="col-lg-3 piece">14 pièces</div><div class="col-lg-3 cac">5 chambres</div><div class="col-lg-3 sdb">3 salles de bains + 1 salle d'eau</div></div>
<div class="property-description"><h3>Description</h3><p>Résidence d'exception construite en 2014 sur un terrain boisé de 3 716 m² adossé au parc du Lac-Deschênes. Plafonds de 11 pi, cuisine de chef avec îlot de quartz, suite principale avec foyer et walk-in, sous-sol aménagé avec cinéma maison et cellier, piscine creusée chauffée. À 20 minutes du centre-ville d'Ottawa.</p></div>
<div class="carac-container"><h3>Caractéristiques</h3>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>2014</span></div>
<div class="carac-title">Superficie nette habitable</div><div class="carac-value"><span>4 150 pc</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>3 716 m²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (6), Garage (3)</span></div>
<div class="carac-title">Piscine</div><div class="carac-value"><span>Creusée, chauffée</span></div>
</div>
<div class="financial-details"><h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>412 600 $</td></tr><tr><td>Bâtiment</td><td>1 387 400 $</td></tr><tr><td>Total</td><td>1 800 000 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>16 842 $</td></tr><tr><td>Scolaires (2025)</td><td>1 233 $</td></tr></table></div>
<div class="broker-info"><div class="broker-info__broker-title"><span itemprop="name">Geneviève Lalonde-Perras</span></div><div class="broker-info__broker-subtitle">Courtière immobilière résidentielle</div><div class="broker-info__agency-name">Groupe Sutton Outaouais inc.</div><div class="broker-info__agency-address">180, boulevard du Mont-Bleu, Gatineau (Hull), QC J8Z 3J5</div><a href="tel:8195550147">819 555-0147</a></div>
<div class="listing-id">No Centris : <span id="ListingDisplayId">19384527</span></div>
<div class="similar-listings"><h3>Propriétés similaires</h3><div class="property-thumbnail-summary">1,98 M$ · Maison à étages · Gatineau (Aylmer)</div><div class="property-thumbnail-summary">2 890 000 $ · Maison de plain-pied · Chelsea</div></div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. Centris® est une marque de commerce de Centris inc.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2450000 },
      propertyKind: "house",
      street: "1450, chemin Vanier",
      city: "Gatineau",
      province: "QC",
      neighbourhood: "Aylmer",
      bedrooms: 5,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 4150,
      lot: { value: 3716, unit: "m2" },
      yearBuilt: 2014,
      mlsNumber: "19384527",
      listingAgentName: "Geneviève Lalonde-Perras",
      brokerageName: "Groupe Sutton Outaouais inc.",
    },
  },
  {
    name: "ho28-duproprio-intergeneration-saguenay",
    site: "duproprio.com",
    set: "held-out-28",
    traps: "a French DuProprio by-owner house with an intergenerational suite in Saguenay (Jonquière): '469 000 $'; bedrooms '5' with '3 + 2 (intergénération)' in the text — the suite is at grade, not below; area 'Aire habitable (s-sol exclu) 2 180 pi² (202,5 m²)'; lot '10 764 pi² (1 000 m²)'; DuProprio's property code (not an MLS number); mortgage estimate and municipal assessment in the same format as the price; no agent or brokerage; similar properties",
    pageUrl: "https://duproprio.com/fr/saguenay-lac-saint-jean/saguenay/maison-a-vendre/hab-3412-rue-des-saules-1098432",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étage avec logement intergénération à vendre – Saguenay (Jonquière) – DuProprio</title>
<meta name="description" content="Maison à vendre à Saguenay (Jonquière) par le propriétaire : 5 chambres, 2 salles de bain, logement intergénération. 469 000 $.">
<script>window.dataLayer = window.dataLayer || []; dataLayer.push(${JSON.stringify({ listingId: 1098432, listingPrice: 469000, listingType: "Maison à étage", listingCity: "Saguenay", listingRegion: "Saguenay–Lac-Saint-Jean" })});</script>
</head><body>
<header><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a></nav></header>
<main class="listing">
<nav class="breadcrumb">Accueil › Saguenay–Lac-Saint-Jean › Saguenay › Jonquière</nav>
<div class="listing-location"><h1 class="listing-location__title">Maison à étage avec logement intergénération</h1>
<div class="listing-location__address"><span>3412, rue des Saules</span>, <span>Saguenay (Jonquière)</span>, <span>G7X 4H2</span></div></div>
<div class="listing-price"><div class="listing-price__amount">469 000 $</div><div class="listing-price__mortgage">Paiement hypothécaire estimé : 2 214 $/mois</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">5</span> <span class="listing-main-characteristics__title">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__title">salles de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">logement intergénération</span></div>
</div>
<div class="listing-box"><h2>Caractéristiques</h2><ul class="listing-box__dotted-row">
<li><span class="label">Année de construction</span> <span class="value">1998</span></li>
<li><span class="label">Aire habitable (s-sol exclu)</span> <span class="value">2 180 pi² (202,5 m²)</span></li>
<li><span class="label">Dimensions du terrain</span> <span class="value">10 764 pi² (1 000 m²)</span></li>
<li><span class="label">Évaluation municipale</span> <span class="value">398 700 $</span></li>
<li><span class="label">Taxes municipales</span> <span class="value">4 126 $</span></li>
<li><span class="label">Code de la propriété</span> <span class="value">1098432</span></li>
</ul></div>
<div class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Maison spacieuse dans un secteur familial près du cégep de Jonquière. Trois chambres à l'étage pour la famille et un logement intergénération de deux chambres au rez-de-chaussée, avec entrée indépendante, cuisine et salle de bain complètes. Garage double, terrain paysager de 1 000 m² sans voisin arrière. Vendu par les propriétaires, Sylvie et Marc.</p></div>
<div class="listing-rooms"><h2>Pièces</h2><table><tr><td>Salon</td><td>RDC</td><td>5,2 x 4,1 m</td></tr><tr><td>Cuisine</td><td>RDC</td><td>4,3 x 3,6 m</td></tr><tr><td>Chambre principale</td><td>Étage</td><td>4,6 x 3,9 m</td></tr><tr><td>Cuisine (intergénération)</td><td>RDC</td><td>3,4 x 3,0 m</td></tr></table></div>
<div class="listing-proximity"><h2>À proximité</h2><ul><li>Cégep de Jonquière · 1,2 km</li><li>École primaire Sainte-Lucie · 650 m</li><li>Épicerie · 900 m</li></ul></div>
<div class="listing-similar"><h2>Propriétés similaires</h2><div class="card">Jumelé · Saguenay (Chicoutimi) · 315 000 $</div><div class="card">Maison à étage · Alma · 529 900 $</div></div>
</main>
<footer><p>DuProprio inc. · Vente de propriétés sans commission · 1000, rue Lebourgneuf, Québec</p></footer>
</body></html>`,
    expected: {
      price: { amount: 469000 },
      propertyKind: "house",
      street: "3412, rue des Saules",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7X 4H2",
      neighbourhood: "Jonquière",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 2180,
      lot: { value: 10764, unit: "ft2" },
      yearBuilt: 1998,
    },
  },
  {
    name: "ho28-remax-hobby-farm-drummondville",
    site: "remax.ca",
    set: "held-out-28",
    traps: "a RE/MAX hobby farm with outbuildings near Drummondville (Saint-Charles-de-Drummond sector): a 'rang' address; 'Lot Size 38.5 ac' with '15,6 ha' in the French-flavoured remarks; barn and shed sizes in feet ('40 x 80 ft'); the Centris MLS® number; a 'Estimated Mortgage' widget; the RE/MAX office address; nearby listings",
    pageUrl: "https://www.remax.ca/qc/drummondville-real-estate/2245-rang-saint-jean-baptiste-wp_id318824561-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2245 Rang Saint-Jean-Baptiste, Drummondville, QC J2B 5E2 | 11284736 | RE/MAX</title>
<meta name="description" content="Hobby farm for sale: 3 bed, 2 bath on 38.5 acres with barn and workshop in Drummondville. $875,000.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: "wp_id318824561", mls: "11284736", listPrice: 875000, address: "2245 Rang Saint-Jean-Baptiste", city: "Drummondville", province: "QC", postalCode: "J2B 5E2", beds: 3, baths: 2, sqFt: 1860, lotSize: "38.5 ac", yearBuilt: 1948, propertyType: "Hobby Farm", latitude: 45.86712, longitude: -72.41258, agent: { name: "Mathieu Beaulieu", office: "RE/MAX Drummond" } } } } })}</script>
</head><body>
<header><a href="/" class="remax-logo">RE/MAX</a><nav><a href="/qc">Quebec</a><a href="/agents">Find an Agent</a></nav></header>
<main class="listing-detail">
<div class="listing-header"><h1 class="listing-address">2245 Rang Saint-Jean-Baptiste</h1><p>Drummondville, QC J2B 5E2</p><p class="listing-price">$875,000</p></div>
<ul class="listing-summary"><li>3 Beds</li><li>2 Baths</li><li>1,860 Sqft</li><li>38.5 ac</li></ul>
<section class="listing-details"><h2>Property Details</h2><table>
<tr><th>MLS®</th><td>11284736</td></tr><tr><th>Property Type</th><td>Hobby Farm</td></tr><tr><th>Style</th><td>1 1/2 Storey</td></tr><tr><th>Year Built</th><td>1948</td></tr><tr><th>Lot Size</th><td>38.5 ac</td></tr><tr><th>Outbuildings</th><td>Barn, Workshop, Shed</td></tr><tr><th>Water</th><td>Artesian well</td></tr><tr><th>Municipal Assessment</th><td>$512,300</td></tr></table></section>
<section class="description"><h2>Description</h2><p>Fermette of 15,6 ha in the Saint-Charles-de-Drummond sector, 8 minutes from Autoroute 20. Renovated farmhouse with three bedrooms, a 40 x 80 ft barn with six stalls and hay loft, a heated 30 x 40 ft workshop, a sugar shack and about 22 acres of hay fields with the rest in maple bush. Ideal for horses or a market garden.</p></section>
<section class="agent-card"><h3>Listing Agent</h3><p class="agent-name">Mathieu Beaulieu</p><p>Residential Real Estate Broker</p><p class="office">RE/MAX Drummond</p><p class="office-address">1425 Boulevard Saint-Joseph, Drummondville, QC J2C 2E7</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><th>Room</th><th>Level</th><th>Dimensions</th></tr><tr><td>Living room</td><td>Ground floor</td><td>18 x 14 ft</td></tr><tr><td>Kitchen</td><td>Ground floor</td><td>16 x 12 ft</td></tr><tr><td>Primary bedroom</td><td>2nd floor</td><td>14 x 12 ft</td></tr><tr><td>Bedroom</td><td>2nd floor</td><td>11 x 10 ft</td></tr><tr><td>Bedroom</td><td>2nd floor</td><td>10 x 9 ft</td></tr></table></section>
<section class="schools"><h2>Nearby Schools</h2><ul><li>École Saint-Charles · 2.1 km</li><li>Collège Saint-Bernard · 9.4 km</li></ul></section>
<section class="mortgage"><h3>Estimated Mortgage</h3><p>$3,980 /month at 4.79% with 20% down</p></section>
<section class="nearby"><h2>Nearby Listings</h2><div>$649,000 · 118 Rang 3, Saint-Cyrille-de-Wendover · 4 bd</div><div>$1,250,000 · 950 Chemin Hemming, Drummondville · 120 ac</div></section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. © 2026 RE/MAX, LLC.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 875000 },
      propertyKind: "farm",
      street: "2245 Rang Saint-Jean-Baptiste",
      city: "Drummondville",
      province: "QC",
      postalCode: "J2B 5E2",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1860,
      lot: { value: 38.5, unit: "acres" },
      yearBuilt: 1948,
      mlsNumber: "11284736",
      listingAgentName: "Mathieu Beaulieu",
      brokerageName: "RE/MAX Drummond",
      geo: { lat: 45.86712, lng: -72.41258 },
    },
  },
  {
    name: "ho28-kijiji-heritage-house-halifax",
    site: "kijiji.ca",
    set: "held-out-28",
    traps: "a Kijiji 'Houses for Sale' ad for a 1905 heritage house in Halifax's South End posted by an agent: the Kijiji ad id beside the NSAR MLS® number in the text; 'Bathrooms 2.5'; 'Size (sqft) 3,240'; 'For Sale By: Professional'; year only in the description; RealEstateListing JSON-LD with geo; 'Similar Ads' including a rental at '$3,100/month'; Kijiji's Toronto corporate footer",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/city-of-halifax/1905-heritage-home-south-end/1719283445",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>1905 Heritage Home – South End | Houses for Sale | City of Halifax | Kijiji</title>
<meta name="description" content="Grand 1905 heritage home steps to the Public Gardens. 5 bedrooms, 2.5 baths, 3,240 sqft. $1,275,000.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "1905 Heritage Home – South End", offers: { "@type": "Offer", price: 1275000, priceCurrency: "CAD" }, address: { "@type": "PostalAddress", streetAddress: "5682 Inglis Street", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3H 1K2" }, geo: { "@type": "GeoCoordinates", latitude: 44.63488, longitude: -63.58212 } })}
</head><body>
<header><a href="/" class="kijiji-logo">Kijiji</a><nav><a href="/b-real-estate/city-of-halifax/c34l1700321">Real Estate</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main id="ViewItemPage">
<nav class="breadcrumbs">Home › Nova Scotia › City of Halifax › Real Estate › For Sale › Houses for Sale</nav>
<h1 class="title">1905 Heritage Home – South End</h1>
<div class="priceWrapper"><span class="currentPrice">$1,275,000</span></div>
<div class="locationContainer"><span class="address">5682 Inglis Street, Halifax, NS B3H 1K2</span></div>
<div class="datePosted">Posted 3 days ago · Ad ID 1719283445</div>
<ul class="itemAttributeList">
<li><dt>Bedrooms</dt><dd>5</dd></li><li><dt>Bathrooms</dt><dd>2.5</dd></li><li><dt>Size (sqft)</dt><dd>3,240</dd></li><li><dt>For Sale By</dt><dd>Professional</dd></li><li><dt>Parking Included</dt><dd>2</dd></li><li><dt>Furnished</dt><dd>No</dd></li></ul>
<div class="descriptionContainer"><h3>Description</h3><p>Built in 1905 and lovingly restored, this registered heritage property sits on a tree-lined block of Inglis Street, a short walk to the Public Gardens, Dalhousie and Saint Mary's. Original pocket doors, plaster mouldings, three fireplaces and a modern kitchen with a walk-out to a private garden. Five bedrooms over three floors. MLS® 202527163. Call Fiona MacLeod, REALTOR®, Royal LePage Atlantic, 902-555-0191.</p></div>
<div class="posterInfo"><p>Fiona MacLeod</p><p>Royal LePage Atlantic</p><p>On Kijiji since 2014</p></div>
<div class="safetyTips"><h3>Safety tips</h3><ul><li>Meet in person and view the property before sending any money.</li><li>Never wire a deposit to someone you have not met.</li><li>Ask for the MLS® listing and check it with the brokerage.</li></ul></div>
<div class="moreFromPoster"><h3>More from this poster</h3><div>$649,900 · 3 bed bungalow · Dartmouth</div><div>$459,000 · 2 bed condo · Halifax Peninsula</div></div>
<div class="adActions"><a href="#">Share</a> · <a href="#">Save</a> · <a href="#">Report ad</a></div>
<div class="similarAds"><h3>Similar Ads</h3><div>$989,000 · 4 bed house · Halifax</div><div>$3,100/month · Heritage flat for rent · South End</div></div>
</main>
<footer><nav class="footerLinks"><a href="/h-about">About Kijiji</a> · <a href="/h-help">Help</a> · <a href="/h-safety">Safety Centre</a> · <a href="/h-terms">Terms of Use</a> · <a href="/h-privacy">Privacy Policy</a> · <a href="/b-house-for-sale/city-of-halifax/c35l1700321">Houses for Sale in City of Halifax</a> · <a href="/b-for-rent/city-of-halifax/c30349001l1700321">Long Term Rentals in City of Halifax</a></nav></footer>
<footer><p>© 2026 Kijiji Canada Ltd. · 500 King St W, Toronto, ON</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1275000 },
      propertyKind: "house",
      street: "5682 Inglis Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 1K2",
      neighbourhood: "South End",
      bedrooms: 5,
      bathrooms: 2.5,
      squareFootage: 3240,
      yearBuilt: 1905,
      mlsNumber: "202527163",
      listingAgentName: "Fiona MacLeod",
      brokerageName: "Royal LePage Atlantic",
      geo: { lat: 44.63488, lng: -63.58212 },
    },
  },
];
