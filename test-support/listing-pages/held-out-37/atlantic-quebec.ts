/**
 * Thirty-seventh held-out corpus, the Maritimes and Québec's regions: a Moncton condo on a national brokerage's site, a
 * Charlottetown apartment on a classifieds site, a Sherbrooke triplex on the Québec MLS® portal (French) and a
 * by-owner house in Rimouski (French).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const tail = (consent: string, ok: string, news: string, send: string): string => `<div class="consent-banner" role="dialog"><p>${consent}</p><button type="button" class="consent-ok">${ok}</button></div>
<form class="newsletter" action="/newsletter" method="post"><label for="news-email">${news}</label><input id="news-email" type="email" name="email"><button type="submit">${send}</button></form>
<script>document.querySelector(".consent-ok").addEventListener("click",function(){document.querySelector(".consent-banner").style.display="none";});window.dataLayer=window.dataLayer||[];dataLayer.push({pageType:"listing"});</script>`;
const tailEn = tail("We use cookies to improve your experience, remember your searches and measure traffic. By continuing you accept our use of cookies.", "Accept", "Get new listings by email", "Subscribe");
const tailFr = tail("Nous utilisons des témoins (cookies) pour améliorer votre expérience et mesurer l'achalandage du site. En poursuivant, vous acceptez leur utilisation.", "J'accepte", "Recevez les nouvelles inscriptions par courriel", "M'abonner");

export const HELD_OUT_37_ATLANTIC_QUEBEC: ListingPage[] = [
  {
    name: "ho37-royallepage-condo-moncton",
    site: "royallepage.ca",
    set: "held-out-37",
    traps: "a national brokerage's Moncton condo: an M-prefixed board MLS®; monthly condo fees and annual taxes beside the price; an estimated mortgage payment; size in ft² and m²; room dimensions in feet and inches; the franchise office's Main Street address in the agent block; other listings by the agent with their prices",
    pageUrl: "https://www.royallepage.ca/en/property/new-brunswick/moncton/302-410-elmwood-drive/24417359/mlsM163228/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>302-410 Elmwood Drive, Moncton, NB E1A 2X7 | M163228 | Royal LePage</title>
<meta name="description" content="2 bedroom, 2 bathroom condo for sale at 302-410 Elmwood Drive, Moncton. Listed at $274,900.">
</head><body>
<header class="rlp-header"><a href="/en/" class="logo">Royal LePage</a><nav><a href="/en/search/homes/">Find a Home</a><a href="/en/agent/">Find an Agent</a><a href="/fr/">Français</a></nav></header>
<main class="property-details" data-property-id="24417359">
<div class="address-bar"><h1>302-410 Elmwood Drive</h1><p>Moncton, New Brunswick E1A 2X7</p></div>
<div class="price-bar"><span class="price">$274,900</span><span class="payment">Est. Mortgage $1,388/mo</span></div>
<ul class="quick-facts"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>1,105 sq. ft. (102.7 m²)</li></ul>
<section class="details"><h2>Property Details</h2><table>
<tr><td>MLS® #</td><td>M163228</td></tr>
<tr><td>Property Type</td><td>Condo Apartment</td></tr>
<tr><td>Bedrooms</td><td>2</td></tr>
<tr><td>Bathrooms</td><td>2</td></tr>
<tr><td>Living Area</td><td>1,105 sq. ft.</td></tr>
<tr><td>Year Built</td><td>2012</td></tr>
<tr><td>Condo Fees</td><td>$315 / month</td></tr>
<tr><td>Taxes</td><td>$2,880 / year</td></tr>
<tr><td>Parking</td><td>Underground, 1 stall</td></tr>
</table></section>
<section class="rooms"><h2>Rooms</h2><ul><li>Living Room 17'2" x 13'8"</li><li>Kitchen 11'0" x 9'6"</li><li>Primary Bedroom 13'6" x 12'0"</li><li>Ensuite 8'4" x 7'10"</li><li>Bedroom 11'2" x 10'4"</li></ul></section>
<section class="remarks"><h2>Description</h2><p>Third-floor condo in a concrete building near the Petitcodiac River trail. Open living and dining with a propane fireplace, a primary bedroom with a full ensuite and walk-in closet, a second bedroom and main bath. Elevator, underground parking, storage locker. Fees include heat, water, insurance and snow removal.</p></section>
<section class="agent-card"><h2>Listing Agent</h2><p class="name">Natalie LeBlanc</p><p class="title">REALTOR®</p><p class="office">Royal LePage Fundy Coast</p><p class="office-address">1192 Main Street, Moncton, NB E1C 1H8</p><p>506-555-0148</p></section>
<section class="agent-listings"><h2>Other listings by Natalie LeBlanc</h2><div>$319,000 · 55 Gorge Road, Moncton</div><div>$249,500 · 12 Rue Champlain, Dieppe</div></section>
</main>
<footer><p>© 2026 Bridgemarq Real Estate Services Inc. Each office independently owned and operated. MLS® listing data courtesy of the Greater Moncton REALTORS® du Grand Moncton.</p></footer>
${tailEn}
</body></html>`,
    expected: {
      price: { amount: 274900, currency: "CAD" },
      propertyKind: "condo",
      street: "302-410 Elmwood Drive",
      city: "Moncton",
      province: "NB",
      postalCode: "E1A 2X7",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1105,
      yearBuilt: 2012,
      mlsNumber: "M163228",
      listingAgentName: "Natalie LeBlanc",
      brokerageName: "Royal LePage Fundy Coast",
    },
  },
  {
    name: "ho37-kijiji-apartment-rent-charlottetown",
    site: "kijiji.ca",
    set: "held-out-37",
    traps: "a classifieds rental in Charlottetown: the embedded ad state gives the price in cents; a 10-digit ad id that is no MLS number; a damage deposit half the rent; a landlord company posting (no agent or brokerage); utilities listed; coordinates in the embedded state; 'featured' ads with other rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/charlottetown/2-bedroom-downtown-heat-included/1712486630",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Downtown - Heat Included | Long Term Rentals | Charlottetown | Kijiji</title>
<meta property="og:description" content="Bright 2 bedroom upper apartment in a heritage building downtown. $1,650/month, heat and hot water included.">
<script>window.__data={"adId":1712486630,"adPrice":{"amount":165000,"currency":"CAD","type":"MONTHLY"},"adLocation":{"mapAddress":"41 Fitzroy St, Charlottetown, PE C1A 1R4","latitude":46.23517,"longitude":-63.12618},"categoryId":37,"posterType":"OWNER"};</script>
</head><body>
<header class="kj-header"><a href="/" class="logo">Kijiji</a><form class="search" action="/b-search"><input name="q" placeholder="What are you looking for?"></form><a href="/p-post-ad">Post ad</a></header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-prince-edward-island/l9011">Prince Edward Island</a> › <a href="/b-charlottetown/l1700119">Charlottetown</a> › <a href="/b-apartments-condos/charlottetown/c37l1700119">Long Term Rentals</a></nav>
<h1 class="title">2 Bedroom Downtown - Heat Included</h1>
<div class="priceWrapper"><span class="currentPrice">$1,650</span><span class="rentFrequency">/month</span></div>
<div class="locationContainer"><span class="address">41 Fitzroy St, Charlottetown, PE C1A 1R4</span><a href="#map">View map</a></div>
<ul class="attributeList">
<li><dt>Unit Type</dt><dd>Apartment</dd></li>
<li><dt>Bedrooms</dt><dd>2</dd></li>
<li><dt>Bathrooms</dt><dd>1</dd></li>
<li><dt>Size (sqft)</dt><dd>850</dd></li>
<li><dt>Utilities Included</dt><dd>Heat, Water</dd></li>
<li><dt>Agreement Type</dt><dd>1 Year</dd></li>
<li><dt>Parking Included</dt><dd>1</dd></li>
<li><dt>Pet Friendly</dt><dd>No</dd></li>
<li><dt>Furnished</dt><dd>No</dd></li>
</ul>
<section class="descriptionContainer"><h2>Description</h2><p>Upper-floor apartment in a restored 1890s house two blocks from Victoria Row. Two bedrooms, a full bath, a new kitchen with dishwasher and shared coin laundry in the basement. Heat and hot water included; tenant pays electricity. Damage deposit $825. References required. Available June 1.</p></section>
<section class="posterInfo"><p>Posted by <b>Fitzroy Properties</b> (Owner) · Member since 2017</p><p>Ad ID 1712486630 · Posted 3 days ago · 412 visits</p></section>
<div id="map" data-lat="46.23517" data-lng="-63.12618"></div>
<section class="featured"><h3>Featured ads</h3><div>$1,395 · 1 bedroom, Kent St, Charlottetown</div><div>$2,100 · 3 bedroom house, Stratford</div></section>
</main>
<footer><p>© 2026 Adevinta Canada. Kijiji, 1155 Metcalfe Street, Montréal, QC H3B 2V6. Use of this site constitutes acceptance of our Terms of Use.</p></footer>
${tailEn}
</body></html>`,
    expected: {
      price: { amount: 1650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "41 Fitzroy St",
      city: "Charlottetown",
      province: "PE",
      postalCode: "C1A 1R4",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 46.23517, lng: -63.12618 },
    },
  },
  {
    name: "ho37-centris-triplex-sherbrooke",
    site: "centris.ca",
    set: "held-out-37",
    traps: "the Québec MLS® portal's French sheet for a triplex in Sherbrooke's Les Nations borough: 'Sherbrooke (Les Nations)'; prices and figures in French format ('549 000 $'); potential gross revenue, municipal assessment and municipal and school taxes beside the price; units '1 x 5 ½, 2 x 4 ½' and no bedroom or bath total; lot in m² with a decimal comma; broker and agency; a mortgage calculator",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~sherbrooke-les-nations/19283746",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre à Sherbrooke (Les Nations) - 1432-1436, rue Galt Ouest - 19283746 | Centris.ca</title>
<meta name="description" content="Triplex à vendre à Sherbrooke (Québec), 1432-1436, rue Galt Ouest. 549 000 $. No Centris 19283746.">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Courtiers</a><a href="/en/triplexes~for-sale~sherbrooke-les-nations/19283746">English</a></nav></header>
<main class="property-summary">
<h1 itemprop="category">Triplex à vendre</h1>
<h2 itemprop="address" class="pt-1">1432-1436, rue Galt Ouest, Sherbrooke (Les Nations)</h2>
<div class="price-container"><span class="price" id="BuyPrice">549 000 $</span></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value">Détaché</div>
<div class="carac-title">Année de construction</div><div class="carac-value">1958</div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value">465,5 m²</div>
<div class="carac-title">Nombre d'unités</div><div class="carac-value">Résidentiel (3)</div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value">1 x 5 ½, 2 x 4 ½</div>
<div class="carac-title">Stationnement total</div><div class="carac-value">Allée (4)</div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value">38 460 $</div>
</div>
<div class="row"><span>No Centris</span> <span id="ListingDisplayId">19283746</span></div>
<section class="description"><h3>Description</h3><p>Triplex bien entretenu près de l'Université de Sherbrooke et du Carrefour de l'Estrie. Propriétaire occupant au rez-de-chaussée (5 ½ libéré à la vente), deux 4 ½ loués à long terme. Toiture refaite en 2020, entrées électriques 200 A, chauffage électrique à la charge des locataires. Grand terrain clôturé avec remise.</p></section>
<section class="financial-details"><h3>Détails financiers</h3>
<table><tr><th>Évaluation municipale (2026)</th><td></td></tr><tr><td>Terrain</td><td>78 200 $</td></tr><tr><td>Bâtiment</td><td>334 100 $</td></tr><tr><td>Total</td><td>412 300 $</td></tr></table>
<table><tr><th>Taxes</th><td></td></tr><tr><td>Municipales (2026)</td><td>4 812 $</td></tr><tr><td>Scolaires (2025)</td><td>362 $</td></tr><tr><td>Total</td><td>5 174 $</td></tr></table>
</section>
<section class="calculator"><h3>Calculatrice hypothécaire</h3><p>Mise de fonds 20 % : 109 800 $ · Versement estimé : 2 684 $ / mois</p></section>
<section class="broker-info"><div class="broker-name">Geneviève Fortin</div><div class="broker-title">Courtier immobilier résidentiel</div><div class="agency-name">Immeubles Cantons-de-l'Est inc.</div><div class="agency-address">2455, rue King Ouest, Sherbrooke (Québec) J1J 2G9</div></section>
<section class="similar"><h3>Propriétés similaires</h3><div>Duplex · 469 000 $ · rue Belvédère Sud, Sherbrooke</div><div>Triplex · 615 000 $ · rue Wellington Sud, Sherbrooke</div></section>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. Les marques MLS® et Multiple Listing Service® sont la propriété de l'Association canadienne de l'immeuble (ACI).</p></footer>
${tailFr}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "plex",
      street: "1432-1436, rue Galt Ouest",
      city: "Sherbrooke",
      province: "QC",
      neighbourhood: "Les Nations",
      lot: { value: 465.5, unit: "m2" },
      yearBuilt: 1958,
      mlsNumber: "19283746",
      listingAgentName: "Geneviève Fortin",
      brokerageName: "Immeubles Cantons-de-l'Est inc.",
    },
  },
  {
    name: "ho37-duproprio-maison-rimouski",
    site: "duproprio.com",
    set: "held-out-37",
    traps: "a by-owner French sheet for a two-storey in Rimouski's Pointe-au-Père district: a DuProprio code that is no MLS number and no broker; 'Salles de bain 1' and 'Salles d'eau 1' (half bath); municipal assessment and taxes beside the price; living area and lot in pi² and m² with French number formats; lot as '60 pi x 110 pi'; a commission-savings figure; similar properties with other prices",
    pageUrl: "https://duproprio.com/fr/bas-saint-laurent/rimouski/maison-a-etages-a-vendre/hab-218-rue-des-hirondelles-1061234",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre à Rimouski (Pointe-au-Père), 218, rue des Hirondelles - DuProprio 1061234</title>
<meta property="og:title" content="Maison à étages à vendre - 389 900 $ - Rimouski">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison à étages à vendre - Rimouski", sku: "1061234", offers: { "@type": "Offer", price: "389900", priceCurrency: "CAD" } })}
</head><body>
<header class="site-header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a><a href="/fr/hypotheque">Hypothèque</a><a href="/en">English</a></nav></header>
<main class="listing">
<div class="listing-location"><h1 class="listing-location__title">Maison à étages à vendre</h1>
<div class="listing-location__address"><span>218, rue des Hirondelles</span> <span>Rimouski (Pointe-au-Père), Québec</span></div><div class="listing-location__region">Bas-Saint-Laurent</div></div>
<div class="listing-price"><div class="listing-price__amount">389 900 $</div><div class="listing-price__savings">Économie de commission estimée : 19 495 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">4</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item">Aire habitable : 1 650 pi² (153,3 m²)</div>
</div>
<section class="listing-box__characteristics"><h2>Caractéristiques</h2><ul>
<li><span>Année de construction</span><span>1994</span></li>
<li><span>Dimensions du terrain</span><span>60 pi x 110 pi</span></li>
<li><span>Superficie du terrain</span><span>6 600 pi² (613,2 m²)</span></li>
<li><span>Évaluation municipale</span><span>301 500 $</span></li>
<li><span>Taxes municipales</span><span>3 486 $ (2026)</span></li>
<li><span>Taxes scolaires</span><span>241 $ (2025)</span></li>
<li><span>Chauffage</span><span>Électrique, poêle à bois</span></li>
<li><span>Garage</span><span>Simple, attaché</span></li>
</ul></section>
<section class="listing-description"><h2>Description</h2><p>Belle maison à étages à deux pas du fleuve et du site historique maritime de la Pointe-au-Père. Quatre chambres à l'étage, salle de bain complète rénovée en 2021, salle d'eau au rez-de-chaussée. Sous-sol aménagé, poêle à bois, terrain paysager avec piscine hors terre. Près de l'école primaire et de la piste cyclable.</p></section>
<section class="listing-owner"><h3>Contactez le propriétaire</h3><p>Vendu par le propriétaire · Code 1061234</p><button type="button">Voir le numéro</button></section>
<section class="similar-listings"><h3>Propriétés similaires</h3><div>Maison de plain-pied · 314 900 $ · Rimouski (Saint-Pie-X)</div><div>Maison à étages · 425 000 $ · Mont-Joli</div></section>
</main>
<footer><p>© 2026 DuProprio inc. · 1080, côte du Beaver Hall, Montréal (Québec) H2Z 1S8. DuProprio n'est pas un courtier immobilier.</p></footer>
${tailFr}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "house",
      street: "218, rue des Hirondelles",
      city: "Rimouski",
      province: "QC",
      neighbourhood: "Pointe-au-Père",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1994,
    },
  },
];
