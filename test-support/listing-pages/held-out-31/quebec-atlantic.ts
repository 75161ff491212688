/**
 * Thirty-first held-out corpus, Quebec and Atlantic Canada: a Centris condo in Laval (Chomedey), a DuProprio
 * split-level in Terrebonne, a RE/MAX semi in Dartmouth and a Point2 Homes house in Moncton. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_31_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho31-centris-condo-laval",
    site: "centris.ca",
    set: "held-out-31",
    traps: "French Centris condo in Laval: borough (Chomedey) written before the city; prices with spaces ('389 000 $'); municipal evaluation and condo fees beside the price; net area in pi² with a m² equivalent; '2 chambres' and '1 salle de bains + 1 salle d'eau'; Centris number as the MLS; broker and agency with an office address in Montréal; similar properties",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~laval-chomedey/21884530",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Laval (Chomedey) - 389 000 $ - 21884530 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Laval (Chomedey), 2 chambres, 389 000 $. No Centris 21884530.">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Condo à vendre", address: { "@type": "PostalAddress", streetAddress: "3905, boul. Notre-Dame, app. 412", addressLocality: "Laval (Chomedey)", addressRegion: "QC", postalCode: "H7W 1S9" } })}
</head><body>
<div class="cookie-banner">Centris utilise des témoins (cookies). <button>J'accepte</button></div>
<header><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/courtiers-immobiliers">Courtiers</a></nav></header>
<main class="property-summary">
<h1 itemprop="category">Condo à vendre</h1>
<h2 itemprop="address" class="pt-1">3905, boul. Notre-Dame, app. 412, Laval (Chomedey), Québec, H7W 1S9</h2>
<div class="price-container"><span itemprop="price" content="389000">389 000 $</span></div>
<div class="row teaser"><div class="cac">2 chambres</div><div class="sdb">1 salle de bains + 1 salle d'eau</div></div>
<div class="carac-container"><div class="carac-title">Type de copropriété</div><div class="carac-value">Divise</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">2011</div></div>
<div class="carac-container"><div class="carac-title">Superficie nette habitable</div><div class="carac-value">1 012 pc (94,0 m²)</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Garage (1)</div></div>
<div class="carac-container"><div class="carac-title">Frais de copropriété</div><div class="carac-value">298 $ / mois</div></div>
<section class="financial"><h3>Évaluation municipale (2025)</h3><p>Terrain 58 200 $ · Bâtiment 284 600 $ · Total 342 800 $</p><h3>Taxes</h3><p>Municipales 2 611 $ · Scolaires 241 $</p></section>
<div itemprop="description" class="description"><p>Condo lumineux au 4e étage avec ascenseur, près du Centropolis et de l'autoroute 15. Deux chambres, salle de bains complète et salle d'eau, balcon plein sud, garage intérieur et rangement.</p></div>
<div id="ListingDisplayId">No Centris 21884530</div>
<section class="broker-info"><div class="broker-name">Mélanie Gauthier</div><div>Courtier immobilier résidentiel</div><div class="agency">RE/MAX ACTION Inc.</div><div class="agency-address">6800, boul. Saint-Michel, Montréal (Saint-Michel), H2A 2Z8</div><div>514-555-0177</div></section>
<section class="similar"><h3>Propriétés similaires</h3><div>365 000 $ · Condo · Laval (Chomedey)</div><div>412 500 $ · Condo · Laval (Sainte-Dorothée)</div></section>
<section class="calc"><h3>Calculatrice hypothécaire</h3><p>Versement mensuel estimé : 1 862 $</p></section>
<section class="rooms"><h3>Pièces</h3><table><tr><td>Salon</td><td>4e étage</td><td>14,2 X 12,6 p</td></tr><tr><td>Cuisine</td><td>4e étage</td><td>10,1 X 9,4 p</td></tr><tr><td>Chambre à coucher principale</td><td>4e étage</td><td>13,0 X 11,8 p</td></tr><tr><td>Chambre à coucher</td><td>4e étage</td><td>11,2 X 10,0 p</td></tr></table></section>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. 600, chemin du Golf, Île-des-Sœurs, Verdun (Québec) H3E 1A8</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "condo",
      street: "3905, boul. Notre-Dame, app. 412",
      city: "Laval",
      province: "QC",
      postalCode: "H7W 1S9",
      neighbourhood: "Chomedey",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 2011,
      mlsNumber: "21884530",
      listingAgentName: "Mélanie Gauthier",
      brokerageName: "RE/MAX ACTION Inc.",
    },
  },
  {
    name: "ho31-duproprio-splitlevel-terrebonne",
    site: "duproprio.com",
    set: "held-out-31",
    traps: "French DuProprio split-level ('Paliers multiples') in Terrebonne, sector Lachenaie: by-owner with no broker, no MLS, an internal listing id; lot in pi² and m²; living area in pi²; 'Chambres à coucher 3' plus '1 au sous-sol'; municipal evaluation; DuProprio head-office address in the footer; similar listings with prices",
    pageUrl: "https://duproprio.com/fr/lanaudiere/terrebonne/paliers-multiples-a-vendre/hab-2218-rue-des-cerisiers-1098872",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Paliers multiples à vendre Terrebonne, 2218, rue des Cerisiers - DuProprio 1098872</title>
<meta name="description" content="Paliers multiples à vendre à Terrebonne (Lachenaie) au prix de 564 900 $. 4 chambres, 2 salles de bains.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2218, rue des Cerisiers", address: { "@type": "PostalAddress", streetAddress: "2218, rue des Cerisiers", addressLocality: "Terrebonne", addressRegion: "QC", postalCode: "J6W 5K3" }, geo: { "@type": "GeoCoordinates", latitude: 45.72544, longitude: -73.55931 } })}
</head><body>
<div class="cookie-notice">DuProprio utilise des cookies. <button>OK</button></div>
<header><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a></nav></header>
<main class="listing">
<nav class="breadcrumb">Accueil › Lanaudière › Terrebonne › Lachenaie</nav>
<h1 class="listing-location__title">Paliers multiples à vendre</h1>
<div class="listing-location__address"><p>2218, rue des Cerisiers</p><p>Terrebonne (Lachenaie), QC J6W 5K3</p></div>
<div class="listing-price"><div class="listing-price__amount">564 900 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="number">2</span> salles de bains</div>
<div class="listing-main-characteristics__item"><span class="number">1 480</span> pi² (habitable)</div>
<div class="listing-main-characteristics__item"><span class="number">6 350</span> pi² (terrain)</div></div>
<div class="listing-box__dotted-row"><span>Chambres au sous-sol</span><span>1</span></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1994</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>6 350 pi² (589,94 m²)</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>471 300 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>4 102 $</span></div>
<div class="listing-box__dotted-row"><span>Numéro de la propriété</span><span>1098872</span></div>
<section class="listing-description"><h2>Description</h2><p>Maison à paliers multiples dans un secteur familial de Lachenaie. Cuisine rénovée, trois chambres à l'étage, une quatrième au sous-sol avec salle familiale. Piscine hors-terre, cabanon, près de l'école primaire et de l'autoroute 640.</p></section>
<section class="listing-owner"><h2>Contacter le propriétaire</h2><p>Jean-François</p><p>450-555-0139</p></section>
<section class="similar"><h2>Propriétés semblables</h2><div>529 000 $ · Cottage · Terrebonne</div><div>599 900 $ · Paliers multiples · Mascouche</div></section>
<section class="rooms"><h2>Pièces</h2><ul><li>Salon · 15 x 13 pi</li><li>Cuisine · 12 x 11 pi</li><li>Chambre principale · 13 x 12 pi</li><li>Salle familiale (sous-sol) · 20 x 14 pi</li></ul></section>
<section class="proximite"><h2>À proximité</h2><ul><li>École primaire · 450 m</li><li>Autoroute 640 · 2 km</li><li>Gare Terrebonne · 6 km</li></ul></section>
</main>
<footer><p>DuProprio inc. · 1000, rue De La Gauchetière Ouest, Montréal, QC H3B 4W5</p></footer>
</body></html>`,
    expected: {
      price: { amount: 564900 },
      propertyKind: "house",
      street: "2218, rue des Cerisiers",
      city: "Terrebonne",
      province: "QC",
      postalCode: "J6W 5K3",
      neighbourhood: "Lachenaie",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1480,
      lot: { value: 6350, unit: "ft2" },
      yearBuilt: 1994,
      geo: { lat: 45.72544, lng: -73.55931 },
    },
  },
  {
    name: "ho31-remax-semi-dartmouth",
    site: "remax.ca",
    set: "held-out-31",
    traps: "RE/MAX semi in Dartmouth NS: nine-digit NSAR MLS number; page says 'Dartmouth, NS' with Halifax Regional Municipality in the description; internal listing id in the URL; '3 Beds 2 Baths' with a half bath stated in the detail list; lot in sqft; sold history and a RE/MAX home estimate; office address in Halifax; similar homes",
    pageUrl: "https://www.remax.ca/ns/dartmouth-real-estate/14-caledonia-road-wp_id418832901-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 Caledonia Road, Dartmouth, NS B2X 1K6 | 202527116 | RE/MAX</title>
<meta name="description" content="14 Caledonia Road, Dartmouth, NS B2X 1K6 - 3 bed, 2 bath semi-detached home for sale at $459,900.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "14 Caledonia Road", address: { "@type": "PostalAddress", streetAddress: "14 Caledonia Road", addressLocality: "Dartmouth", addressRegion: "NS", postalCode: "B2X 1K6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.69782, longitude: -63.54117 }, numberOfRooms: 3, floorSize: { "@type": "QuantitativeValue", value: 1296, unitCode: "FTK" } })}
</head><body>
<div id="cookie-banner">RE/MAX uses cookies for analytics and personalization. <button>Accept</button></div>
<header class="remax-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/ns/dartmouth-real-estate">Dartmouth Homes</a><a href="/find-agent">Find an Agent</a></nav></header>
<main class="listing-detail">
<div class="listing-summary"><h1 class="listing-address">14 Caledonia Road<span>Dartmouth, NS B2X 1K6</span></h1>
<div class="listing-price">$459,900</div>
<div class="listing-stats"><span>3 Beds</span><span>2 Baths</span><span>1,296 Sqft</span></div>
<div class="home-estimate">RE/MAX Home Estimate: <strong>$448,000</strong> – $472,000</div></div>
<section class="listing-details"><h2>Home Details</h2><ul>
<li><span>MLS®</span><span>202527116</span></li><li><span>Property Type</span><span>Single Family</span></li><li><span>Building Type</span><span>Semi-Detached</span></li>
<li><span>Full Bathrooms</span><span>1</span></li><li><span>Half Bathrooms</span><span>1</span></li>
<li><span>Lot Size</span><span>3,875 sqft</span></li><li><span>Year Built</span><span>1972</span></li><li><span>Annual Taxes</span><span>$3,214</span></li><li><span>Listing ID</span><span>418832901</span></li></ul></section>
<section class="description"><h2>Description</h2><p>Updated semi in the heart of Dartmouth, Halifax Regional Municipality, close to Penhorn Lake and the Portland Street shops. Three bedrooms up, a renovated full bath, half bath on the lower level, heat pump and a fully fenced yard.</p></section>
<section class="sold-history"><h2>Property History</h2><table><tr><td>2015-08-14</td><td>Sold</td><td>$214,000</td></tr></table></section>
<section class="agent"><h2>Listing Agent</h2><p class="agent-name">Kyle MacDonald</p><p class="office-name">RE/MAX Nova</p><p class="office-address">7071 Bayers Road, Suite 2110, Halifax, NS B3L 2C2</p></section>
<section class="similar"><h2>Similar Homes</h2><div>$439,000 · 22 Caledonia Rd, Dartmouth</div><div>$489,900 · 51 Kent St, Dartmouth</div></section>
<section class="calc"><h2>Mortgage Calculator</h2><p>Est. $2,104/month with 20% down</p></section>
<section class="walk"><h2>Neighbourhood</h2><p>Walk score 72 · Transit: Route 55 at 200 m · Nearest school: Caledonia Junior High, 0.4 km</p></section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. Data supplied by Nova Scotia Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 459900 },
      propertyKind: "semi-detached",
      street: "14 Caledonia Road",
      city: "Dartmouth",
      province: "NS",
      postalCode: "B2X 1K6",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1296,
      lot: { value: 3875, unit: "ft2" },
      yearBuilt: 1972,
      mlsNumber: "202527116",
      listingAgentName: "Kyle MacDonald",
      brokerageName: "RE/MAX Nova",
      geo: { lat: 44.69782, lng: -63.54117 },
    },
  },
  {
    name: "ho31-point2homes-house-moncton",
    site: "point2homes.com",
    set: "held-out-31",
    traps: "Point2 Homes detached house in Moncton NB: price per sqft beside the price; lot in acres; '4 Beds, 2 Baths' with 'Full Baths 2' in the details; a fourth bedroom mentioned only as lower-level in the prose (bedrooms 4 as stated); internal Point2 listing id; nearby homes for sale with prices; brokerage office in Dieppe",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NB/Moncton/North-End/88-Rosewood-Drive/117742109.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Rosewood Drive, Moncton, NB E1A 6T4 - 4 beds/2 baths - For Sale | Point2</title>
<meta name="description" content="House for sale at 88 Rosewood Drive, Moncton, NB E1A 6T4 for $389,000. MLS® M167402.">
${ld({ "@context": "http://schema.org", "@type": "Product", name: "88 Rosewood Drive, Moncton, NB E1A 6T4", offers: { "@type": "Offer", price: 389000, priceCurrency: "CAD" } })}
</head><body>
<div class="cookies-consent">Point2 uses cookies. <button>Close</button></div>
<header><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a></nav></header>
<main class="details-page">
<nav class="breadcrumbs">Canada › NB › Moncton › North End</nav>
<div class="address-container"><h1>88 Rosewood Drive</h1><div class="address-line">Moncton, NB E1A 6T4</div></div>
<div class="price"><span class="main-price">$389,000</span><span class="price-sqft">$213 / sqft</span></div>
<ul class="characteristics-cnt"><li class="ic-beds">4 Beds</li><li class="ic-baths">2 Baths</li><li class="ic-sqft">1,826 Sqft</li><li class="ic-lotsize">0.25 ac Lot</li></ul>
<div class="details-table"><h2>Property Details</h2><dl>
<dt>Type</dt><dd>House</dd><dt>Style</dt><dd>Split Entry</dd><dt>Year Built</dt><dd>1989</dd>
<dt>Full Baths</dt><dd>2</dd><dt>Lot Size</dt><dd>0.25 ac</dd><dt>MLS® #</dt><dd>M167402</dd><dt>Listing ID</dt><dd>117742109</dd><dt>Neighbourhood</dt><dd>North End</dd></dl></div>
<div class="description"><h2>Description</h2><p>Split-entry home in Moncton's North End with three bedrooms up and a fourth in the bright lower level, two full baths, ductless heat pump and a large deck overlooking a treed lot. Close to Mapleton Park and Highway 2.</p></div>
<div class="agent-info"><h2>Listed by</h2><p class="agent-name">Natalie LeBlanc</p><p class="company">EXIT Realty Associates</p><p class="office-addr">511 Champlain St, Dieppe, NB E1A 1P2</p></div>
<div class="similar"><h2>Nearby Homes for Sale</h2><div>$359,900 · 14 Birchmount Dr, Moncton</div><div>$414,000 · 210 Elmwood Dr, Moncton</div></div>
<div class="calc"><h2>Mortgage Calculator</h2><p>$1,804 per month</p></div>
<section class="features"><h2>Features</h2><ul><li>Heating: Ductless heat pump, electric baseboard</li><li>Parking: Paved driveway</li><li>Basement: Finished, full</li><li>Exterior: Vinyl siding</li><li>Taxes: $4,486 (2025)</li></ul></section>
<section class="demographics"><h2>Moncton North End</h2><p>Median household income $78,400 · Median age 41 · 61% owners</p></section>
<section class="schools"><h2>Schools Nearby</h2><ul><li>Northrop Frye School · 1.1 km</li><li>Harrison Trimble High School · 2.6 km</li></ul></section>
</main>
<nav class="seo-links"><h2>Explore Moncton</h2><a href="/CA/Real-Estate-Listings/NB/Moncton.html">Moncton Real Estate</a> · <a href="/CA/Real-Estate-Listings/NB/Dieppe.html">Dieppe Homes for Sale</a> · <a href="/CA/Real-Estate-Listings/NB/Riverview.html">Riverview Homes for Sale</a> · <a href="/CA/Apartments-For-Rent/NB/Moncton.html">Moncton Apartments for Rent</a></nav>
<footer>© 2026 Point2. Point2, 2120 Avenue Rd, Saskatoon, SK S7M 1B9. Information deemed reliable but not guaranteed.</footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "house",
      street: "88 Rosewood Drive",
      city: "Moncton",
      province: "NB",
      postalCode: "E1A 6T4",
      neighbourhood: "North End",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1826,
      lot: { value: 0.25, unit: "acres" },
      yearBuilt: 1989,
      mlsNumber: "M167402",
      listingAgentName: "Natalie LeBlanc",
      brokerageName: "EXIT Realty Associates",
    },
  },
];
