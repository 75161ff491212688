/**
 * Twenty-ninth held-out corpus, Quebec and Atlantic Canada: a Centris (English page) divided co-ownership condo in
 * Montréal's Plateau-Mont-Royal, a French DuProprio townhouse in Québec City, a Royal LePage semi-detached house in
 * Longueuil and a RE/MAX condo in Halifax. Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_29_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho29-centris-condo-plateau-montreal",
    site: "centris.ca",
    set: "held-out-29",
    traps: "a Centris English page for a divided co-ownership condo in Montréal (Le Plateau-Mont-Royal borough): 'Condo for sale' heading with the borough in parentheses; apartment number '#3' after the civic range; '2 bedrooms · 1 bathroom and 1 powder room'; net area in sqft with the m² beside it; condo fees, municipal assessment and taxes in the financial table; year built 1910; two brokers (the first the listing broker) with their agency; Centris No. as the MLS number; 'Similar properties' with prices",
    pageUrl: "https://www.centris.ca/en/condos~for-sale~montreal-le-plateau-mont-royal/21584930",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Condo for sale, Montréal (Le Plateau-Mont-Royal) - 4571 - 4575, Rue de Bordeaux, apt. 3 - Centris No. 21584930</title>
<meta name="description" content="Condo for sale in Montréal (Le Plateau-Mont-Royal), 2 bedrooms, 1 bathroom, $589,000 - Centris No. 21584930">
<meta itemprop="latitude" content="45.53281"><meta itemprop="longitude" content="-73.58166">
</head><body>
<header class="centris-header"><a href="/en" class="logo">Centris</a><nav><a href="/en/properties~for-sale">Buy</a><a href="/en/properties~for-rent">Rent</a><a href="/en/real-estate-broker">Find a broker</a></nav></header>
<main class="property-description">
<div class="row"><h1 itemprop="category"><span data-id="PageTitle">Condo for sale</span></h1>
<h2 itemprop="address" class="pt-1">4571 - 4575, Rue de Bordeaux, apt. 3, Montréal (Le Plateau-Mont-Royal)</h2>
<div class="price-container"><span class="text-nowrap" id="BuyPrice">$589,000</span></div></div>
<div class="carac-container">
<div class="teaser"><div class="piece">6 rooms</div><div class="cac">2 bedrooms</div><div class="sdb">1 bathroom and 1 powder room</div></div>
<div class="carac-title">Condominium type</div><div class="carac-value"><span>Divided</span></div>
<div class="carac-title">Year built</div><div class="carac-value"><span>1910</span></div>
<div class="carac-title">Net area</div><div class="carac-value"><span>1,048 sqft (97.4 m²)</span></div>
<div class="carac-title">Parking (total)</div><div class="carac-value"><span>None</span></div>
<div class="carac-title">Additional features</div><div class="carac-value"><span>Storage space (basement), shared yard</span></div>
<div class="carac-title">Move-in date</div><div class="carac-value"><span>60 days PP/PA</span></div>
</div>
<div class="carac-container"><div class="carac-title">Building style</div><div class="carac-value"><span>Attached</span></div>
<div class="carac-title">Number of units</div><div class="carac-value"><span>Residential (3)</span></div>
<div class="carac-title">Floor</div><div class="carac-value"><span>3rd floor</span></div>
<div class="carac-title">Heating system</div><div class="carac-value"><span>Electric baseboard units</span></div>
<div class="carac-title">Windows</div><div class="carac-value"><span>PVC (2019)</span></div>
<div class="carac-title">Proximity</div><div class="carac-value"><span>Metro (Mont-Royal), Bicycle path, Park, Elementary school</span></div>
<div class="carac-title">Inclusions</div><div class="carac-value"><span>Light fixtures, blinds, dishwasher</span></div>
<div class="carac-title">Exclusions</div><div class="carac-value"><span>Washer and dryer</span></div></div>
<div class="walkscore"><span>Walk Score 97 · Walker's Paradise</span></div>
<div class="property-description-text"><p>Top-floor condo in a 3-unit building on a tree-lined street near Parc La Fontaine and Mont-Royal Avenue. Two closed bedrooms, double living room with mouldings, renovated kitchen opening onto a private terrace. Low condo fees, healthy contingency fund.</p></div>
<table class="financial-details-table"><thead><tr><th>Municipal assessment</th></tr></thead>
<tr><td>Year</td><td>2026</td></tr><tr><td>Lot</td><td>$118,400</td></tr><tr><td>Building</td><td>$401,600</td></tr><tr><td>Total</td><td>$520,000</td></tr></table>
<table class="financial-details-table"><thead><tr><th>Taxes</th></tr></thead><tr><td>Municipal (2026)</td><td>$3,412</td></tr><tr><td>School (2025)</td><td>$402</td></tr></table>
<table class="financial-details-table"><thead><tr><th>Expenses</th></tr></thead><tr><td>Condominium fees</td><td>$2,280 / year</td></tr></table>
<div class="broker-info"><div class="legacy-reset"><h1 class="broker-info__broker-title">Hélène Marchand-Dubé</h1><p>Residential Real Estate Broker</p><p>RE/MAX PLATEAU ROYAL INC.</p></div>
<div class="legacy-reset"><h1 class="broker-info__broker-title">Karim Benslimane</h1><p>Real Estate Broker</p><p>RE/MAX PLATEAU ROYAL INC.</p></div></div>
<div class="centris-no">Centris No. <span id="ListingDisplayId">21584930</span></div>
<div class="similar"><h3>Similar properties</h3><div>Condo · Le Plateau-Mont-Royal · $615,000</div><div>Condo · Rosemont/La Petite-Patrie · $549,000</div></div>
</main>
<footer><p>© Centris Inc. All rights reserved. Information is provided by the real estate brokers of Québec.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 589000 },
      propertyKind: "condo",
      street: "4571 - 4575, Rue de Bordeaux, apt. 3",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Le Plateau-Mont-Royal",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1048,
      yearBuilt: 1910,
      mlsNumber: "21584930",
      listingAgentName: "Hélène Marchand-Dubé",
      brokerageName: "RE/MAX PLATEAU ROYAL INC.",
      geo: { lat: 45.53281, lng: -73.58166 },
    },
  },
  {
    name: "ho29-duproprio-maison-de-ville-quebec",
    site: "duproprio.com",
    set: "held-out-29",
    traps: "a French DuProprio by-owner townhouse ('Maison de ville') in Québec City, Sainte-Foy–Sillery–Cap-Rouge borough and Sillery neighbourhood: '379 900 $' with spaces; '3 chambres', '1 salle de bain', '1 salle d'eau'; living area in pi² and lot in pi²; condo fees on a townhouse in co-ownership; municipal evaluation; DuProprio listing number not an MLS; seller without agency; DuProprio's head office in Québec in the footer; similar properties",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec/maison-de-ville-a-vendre/hab-1418-rue-du-pere-marquette-1098274",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison de ville à vendre - 1418, rue du Père-Marquette, Québec (Sainte-Foy/Sillery/Cap-Rouge) | DuProprio 1098274</title>
<meta name="description" content="Maison de ville à vendre à Québec (Sillery) par le propriétaire : 3 chambres, 1 salle de bain. 379 900 $.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Maison de ville à vendre", address: { "@type": "PostalAddress", streetAddress: "1418, rue du Père-Marquette", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1S 1Z9" }, geo: { "@type": "GeoCoordinates", latitude: 46.79602, longitude: -71.24517 } })}
</head><body>
<header><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a></nav></header>
<main class="listing">
<nav class="fil-ariane">Accueil › Québec Rive-Nord › Québec › Sainte-Foy/Sillery/Cap-Rouge › Sillery</nav>
<h1 class="listing-location__title">Maison de ville à vendre</h1>
<div class="listing-location__address">1418, rue du Père-Marquette<br>Québec (Sillery), QC G1S 1Z9</div>
<div class="listing-price"><span class="listing-price__amount">379&nbsp;900&nbsp;$</span></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item">Aire habitable (s-sol exclu) : 1&nbsp;236 pi²</div>
</div>
<section class="listing-box__dotted"><h2>Caractéristiques</h2><dl>
<dt>Style</dt><dd>Maison de ville, en copropriété</dd>
<dt>Année de construction</dt><dd>1987</dd>
<dt>Dimensions du terrain</dt><dd>2&nbsp;104 pi²</dd>
<dt>Frais de copropriété</dt><dd>165 $ / mois</dd>
<dt>Évaluation municipale</dt><dd>342&nbsp;600 $</dd>
<dt>Taxes municipales</dt><dd>3&nbsp;284 $</dd>
<dt>Stationnement</dt><dd>2 (extérieur)</dd>
</dl></section>
<section class="listing-rooms"><h2>Pièces</h2><table><tr><th>Pièce</th><th>Niveau</th><th>Dimensions</th><th>Revêtement</th></tr>
<tr><td>Salon</td><td>Rez-de-chaussée</td><td>14'2" x 12'8"</td><td>Bois franc</td></tr>
<tr><td>Cuisine</td><td>Rez-de-chaussée</td><td>11'6" x 10'0"</td><td>Céramique</td></tr>
<tr><td>Salle d'eau</td><td>Rez-de-chaussée</td><td>5'0" x 4'6"</td><td>Céramique</td></tr>
<tr><td>Chambre principale</td><td>Étage</td><td>13'4" x 11'2"</td><td>Bois franc</td></tr>
<tr><td>Chambre 2</td><td>Étage</td><td>10'8" x 9'6"</td><td>Bois franc</td></tr>
<tr><td>Chambre 3</td><td>Étage</td><td>10'2" x 8'10"</td><td>Bois franc</td></tr>
<tr><td>Salle de bain</td><td>Étage</td><td>8'4" x 7'10"</td><td>Céramique</td></tr>
<tr><td>Salle familiale</td><td>Sous-sol</td><td>17'0" x 12'4"</td><td>Plancher flottant</td></tr></table></section>
<section class="listing-proximite"><h2>À proximité</h2><ul><li>Autobus (Métrobus 807) · 200 m</li><li>École primaire Saint-Michel · 450 m</li><li>Cégep Garneau · 2,1 km</li><li>Université Laval · 3,4 km</li></ul></section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Maison de ville de coin sur trois niveaux, à deux pas de l'avenue Maguire et du parc du Bois-de-Coulonge. Trois chambres à l'étage, salle d'eau au rez-de-chaussée, sous-sol aménagé. Cour privée clôturée.</p></section>
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Propriétaire : Sylvie et Jean-François</p><p>418-555-0192</p><p>Numéro de propriété : 1098274</p></section>
<section class="similaires"><h2>Propriétés similaires</h2><div>Maison de ville · Québec (Sainte-Foy) · 359 000 $</div><div>Condo · Québec (Sillery) · 419 000 $</div></section>
</main>
<footer><p>DuProprio inc. · 1000, route de l'Église, Québec (QC) G1V 3V9</p></footer>
</body></html>`,
    expected: {
      price: { amount: 379900 },
      propertyKind: "townhouse",
      street: "1418, rue du Père-Marquette",
      city: "Québec",
      province: "QC",
      postalCode: "G1S 1Z9",
      neighbourhood: "Sillery",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1236,
      lot: { value: 2104, unit: "ft2" },
      yearBuilt: 1987,
      geo: { lat: 46.79602, lng: -71.24517 },
    },
  },
  {
    name: "ho29-royallepage-semi-longueuil",
    site: "royallepage.ca",
    set: "held-out-29",
    traps: "a Royal LePage English page for a semi-detached two-storey in Longueuil's Saint-Hubert borough: the borough beside the city; 'Semi-detached' in the type; a team of two brokers under a team name; lot in sq ft; Centris MLS® number; year built; a mortgage estimate; the franchise office on Chemin de Chambly in the footer; other listings by the team",
    pageUrl: "https://www.royallepage.ca/en/property/quebec/longueuil/3187-rue-de-la-savane/27418856/mls21904411/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3187 Rue de la Savane, Longueuil, QC J3Y 6K2 | MLS® 21904411 | Royal LePage</title>
<meta name="description" content="Semi-detached home for sale in Longueuil (Saint-Hubert): 3 bedrooms, 1 bathroom + 1 powder room, $534,900.">
<meta property="og:title" content="3187 Rue de la Savane, Longueuil">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "3187 Rue de la Savane, Longueuil, QC", offers: { "@type": "Offer", price: 534900, priceCurrency: "CAD" } })}
</head><body>
<header><a href="/en/" class="rlp-logo">Royal LePage</a><nav><a href="/en/search/">Search</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<section class="property-header"><h1 class="address-1">3187 Rue de la Savane</h1><p class="address-2">Longueuil (Saint-Hubert), Quebec J3Y 6K2</p>
<p class="price">$534,900</p><p class="mls">MLS® #: 21904411</p></section>
<section class="stats"><ul><li><span>3</span> Bedrooms</li><li><span>1</span> Bathroom</li><li><span>1</span> Powder Room</li><li><span>1,420</span> sq. ft.</li></ul></section>
<section class="details"><h2>Property Details</h2><table>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>Semi-detached</td></tr>
<tr><th>Storeys</th><td>2</td></tr>
<tr><th>Year Built</th><td>1994</td></tr>
<tr><th>Lot Size</th><td>3,262 sq. ft.</td></tr>
<tr><th>Parking</th><td>Driveway (2)</td></tr>
<tr><th>Municipal Assessment</th><td>$398,000</td></tr>
</table></section>
<section class="description"><h2>Description</h2><p>Well-kept semi on a quiet crescent near the Saint-Hubert airport business park and the Route 116 bus lines. Three bedrooms upstairs, finished basement with family room, fenced yard with shed. Quick access to Highway 30 and the Champlain Bridge.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living room</td><td>Ground floor</td><td>15'4" x 12'0"</td></tr><tr><td>Kitchen</td><td>Ground floor</td><td>11'2" x 10'6"</td></tr><tr><td>Powder room</td><td>Ground floor</td><td>5'2" x 4'8"</td></tr><tr><td>Primary bedroom</td><td>2nd floor</td><td>13'0" x 11'6"</td></tr><tr><td>Bedroom</td><td>2nd floor</td><td>10'4" x 9'8"</td></tr><tr><td>Bedroom</td><td>2nd floor</td><td>9'10" x 9'0"</td></tr><tr><td>Bathroom</td><td>2nd floor</td><td>8'6" x 7'4"</td></tr><tr><td>Family room</td><td>Basement</td><td>18'0" x 11'10"</td></tr></table></section>
<section class="features"><h2>Features</h2><ul><li>Heating: Forced air, electric</li><li>Foundation: Poured concrete</li><li>Roof: Asphalt shingles (2020)</li><li>Windows: PVC</li><li>Water supply: Municipality</li><li>Proximity: Highway, Daycare, Public transport, Elementary school</li></ul></section>
<section class="calc"><p>Estimated mortgage: $2,498/month at 4.79%</p></section>
<section class="agents"><h2>Équipe Lavoie-Nadeau</h2>
<div class="agent-card"><p class="agent-name">Mélanie Lavoie</p><p>Residential Real Estate Broker</p></div>
<div class="agent-card"><p class="agent-name">Olivier Nadeau</p><p>Real Estate Broker</p></div>
<p class="office">Royal LePage Rive-Sud Horizon</p></section>
<section class="more"><h2>More listings by this team</h2><div>Townhouse · Brossard · $469,000</div><div>Condo · Longueuil · $329,500</div></section>
</main>
<footer><p>Royal LePage Rive-Sud Horizon, Real Estate Agency · 5200 Chemin de Chambly, Saint-Hubert, QC J3Y 3N7 · Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 534900 },
      propertyKind: "semi-detached",
      street: "3187 Rue de la Savane",
      city: "Longueuil",
      province: "QC",
      postalCode: "J3Y 6K2",
      neighbourhood: "Saint-Hubert",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1420,
      lot: { value: 3262, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "21904411",
      listingAgentName: "Mélanie Lavoie",
      brokerageName: "Royal LePage Rive-Sud Horizon",
    },
  },
  {
    name: "ho29-remax-condo-halifax",
    site: "remax.ca",
    set: "held-out-29",
    traps: "a RE/MAX condo in Halifax's North End: 'Unit 407' before the civic number; condo fee per month with what it includes; 'Halifax Peninsula' community vs Halifax Regional Municipality; nine-digit NSAR MLS®; '2 bd · 2 ba' with the second a half bath in the details; interior sqft; no lot; year built; RE/MAX's 'Estimated payment'; the agent and brokerage; 'Nearby listings' with their own prices",
    pageUrl: "https://www.remax.ca/ns/halifax-real-estate/407-2770-agricola-st-wp_idm73000004-202527761-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>407-2770 Agricola St, Halifax, NS B3K 0C7 | MLS® 202527761 | RE/MAX</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 407-2770 Agricola St, Halifax. $464,900.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mlsNum: "202527761", listPrice: 464900, addressLine: "407-2770 Agricola St", city: "Halifax", province: "NS", postalCode: "B3K 0C7", beds: 2, baths: 2, bathsFull: 1, bathsHalf: 1, sqFt: 968, propertyType: "Condominium", lat: 44.66052, lng: -63.59689, agents: [{ name: "Callum Fraser", office: "RE/MAX Nova" }] } } } })}</script>
</head><body>
<header><a href="/" class="remax-logo">RE/MAX</a><nav><a href="/ns/halifax-real-estate">Halifax</a><a href="/find-agent">Find an Agent</a></nav></header>
<main class="listing-detail">
<section class="listing-summary"><h1>407-2770 Agricola St</h1><p>Halifax, NS B3K 0C7</p><p class="price">$464,900</p>
<ul><li>2 bd</li><li>2 ba</li><li>968 sqft</li></ul><p class="payment">Est. payment $2,216/mo</p></section>
<section class="details"><h2>Listing Details</h2><dl>
<dt>Property Type</dt><dd>Condominium (Apartment)</dd>
<dt>Community</dt><dd>Halifax Peninsula</dd>
<dt>Full Bathrooms</dt><dd>1</dd>
<dt>Half Bathrooms</dt><dd>1</dd>
<dt>Year Built</dt><dd>2017</dd>
<dt>Condo Fee</dt><dd>$412/month (heat, water, building insurance, reserve fund)</dd>
<dt>Parking</dt><dd>1 underground stall</dd>
<dt>Storage</dt><dd>Locker #41</dd>
<dt>MLS®</dt><dd>202527761</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Corner unit in a six-storey North End building with a rooftop patio and bike room, above cafés on Agricola Street. Two bedrooms with a powder room off the entry, heat pump and in-suite laundry. Walk to the Commons and downtown.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living/Dining</td><td>Main</td><td>18.2 x 12.5</td></tr><tr><td>Kitchen</td><td>Main</td><td>10.0 x 9.4</td></tr><tr><td>Primary Bedroom</td><td>Main</td><td>12.1 x 11.0</td></tr><tr><td>Bedroom</td><td>Main</td><td>10.6 x 9.8</td></tr><tr><td>Bath 1</td><td>Main</td><td>4 pc</td></tr><tr><td>Bath 2</td><td>Main</td><td>2 pc</td></tr></table></section>
<section class="building"><h2>Building</h2><ul><li>Storeys: 6</li><li>Units: 48</li><li>Elevator: Yes</li><li>Amenities: Rooftop patio, bike room, fitness room</li><li>Pets: Allowed with restrictions</li></ul></section>
<section class="schools"><h2>Nearby schools</h2><ul><li>St. Joseph's-Alexander McKay Elementary · 0.4 km</li><li>Citadel High School · 1.3 km</li></ul></section>
<section class="agent"><p>Listed by Callum Fraser · RE/MAX Nova</p></section>
<section class="nearby"><h2>Nearby listings</h2><div>5-2590 Kaye St · $399,000</div><div>2211 Gottingen St #602 · $529,900</div></section>
</main>
<footer><p>RE/MAX Nova · 3845 Joseph Howe Dr, Halifax, NS B3L 4H9 · Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 464900 },
      propertyKind: "condo",
      street: "407-2770 Agricola St",
      city: "Halifax",
      province: "NS",
      postalCode: "B3K 0C7",
      neighbourhood: "Halifax Peninsula",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 968,
      yearBuilt: 2017,
      mlsNumber: "202527761",
      listingAgentName: "Callum Fraser",
      brokerageName: "RE/MAX Nova",
      geo: { lat: 44.66052, lng: -63.59689 },
    },
  },
];
