/**
 * Sixtieth held-out corpus, francophone Ontario and Acadie: a franchise portal's French page for a Hawkesbury
 * bungalow, a Royal LePage French page for a Dieppe semi and a Point2 Homes page for a wooded lot in Caraquet.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cookieBanner, footerLinks, jsonScript, langToggle, stateScript } from "./chrome.ts";

export const HELD_OUT_60_FRANCOPHONIE: ListingPage[] = [
  {
    name: "ho60-remax-fr-bungalow-hawkesbury",
    site: "remax.ca",
    set: "held-out-60",
    traps: "remax.ca in French: '429 900 $' with taxes and the town's average price near it; '3 + 1 chambres'; size as a range '1 100 - 1 500 pi²'; lot '66 x 132 pi'; an age range, not a year; the listing id in the URL (wp_id) beside the X-number; Next.js data with the price in cents and a recommended listing; RE/MAX's Canadian office in the footer",
    pageUrl: "https://www.remax.ca/fr/on/hawkesbury-immobilier/455-rue-cartier-wp_id312456789-lst",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>455 rue Cartier, Hawkesbury, ON K6A 1X4 | Maison à vendre | X12287341 | RE/MAX</title>
<meta name="description" content="Maison à vendre au 455 rue Cartier, Hawkesbury, ON. 3 + 1 chambres, 2 salles de bains. Prix demandé 429 900 $. MLS® X12287341.">
<meta property="og:title" content="455 rue Cartier, Hawkesbury, ON K6A 1X4 — 429 900 $">
<meta property="og:image" content="https://i.remax.ca/listings/X12287341/1.jpg">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Ontario", item: "https://www.remax.ca/fr/on" }, { "@type": "ListItem", position: 2, name: "Hawkesbury", item: "https://www.remax.ca/fr/on/hawkesbury-immobilier" }, { "@type": "ListItem", position: 3, name: "455 rue Cartier" }] })}
</head><body>
${cookieBanner("RE/MAX", "fr")}
<header class="header_root"><a class="header_logo" href="/fr">RE/MAX</a><nav><a href="/fr/acheter">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/trouver-un-agent">Trouver un agent</a><a href="/fr/blogue">Blogue</a></nav>${langToggle("", "/on/hawkesbury-real-estate/455-rue-cartier-wp_id312456789-lst", "fr")}</header>
<main class="listing-detail_root" data-listing-id="312456789">
<div class="gallery_root"><img src="https://i.remax.ca/listings/X12287341/1.jpg" alt="455 rue Cartier"><span>Voir les 36 photos</span></div>
<div class="listing-summary_root">
<div class="listing-summary_price" data-cy="listing-price">429 900 $</div>
<h1 class="listing-summary_address"><span>455 rue Cartier</span><span>Hawkesbury, ON K6A 1X4</span></h1>
<div class="listing-summary_stats"><span>3 + 1 chambres</span><span>2 salles de bains</span><span>1 100 - 1 500 pi²</span></div>
<div class="listing-summary_tax">Taxes : 3 912 $ (2024)</div>
<div class="listing-summary_mls">MLS® : X12287341</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Charmant bungalow en brique sur un grand terrain arboré de 66 x 132 pi, dans un quartier familial près de l'école secondaire catholique Le Relais et de la rivière des Outaouais. Cuisine et salle à manger ouvertes, trois chambres au rez-de-chaussée, salle de bains rénovée. Sous-sol fini avec quatrième chambre, deuxième salle de bains et grande salle familiale avec poêle au bois. Garage attaché, cabanon, toit 2020. À 15 minutes du pont Perley et de Grenville-sur-la-Rouge.</p></section>
<section class="listing-details"><h2>Détails de la propriété</h2><ul>
<li><span class="label">Type de propriété</span><span>Résidentiel</span></li>
<li><span class="label">Style</span><span>Bungalow</span></li>
<li><span class="label">Type de bâtiment</span><span>Maison individuelle</span></li>
<li><span class="label">Chambres</span><span>3 + 1</span></li>
<li><span class="label">Salles de bains</span><span>2</span></li>
<li><span class="label">Superficie</span><span>1 100 - 1 500 pi²</span></li>
<li><span class="label">Dimensions du terrain</span><span>66 x 132 pi</span></li>
<li><span class="label">Âge approximatif</span><span>31 - 50 ans</span></li>
<li><span class="label">Stationnement</span><span>5 (garage attaché)</span></li>
<li><span class="label">Chauffage</span><span>Air pulsé, gaz naturel</span></li>
</ul></section>
<section class="market-stats"><h2>Marché immobilier à Hawkesbury</h2><p>Prix moyen des propriétés inscrites : <strong>389 000 $</strong></p><p>Jours moyens sur le marché : 34</p></section>
<aside class="agent-card_root"><img src="https://i.remax.ca/agents/chantal-seguin.jpg" alt="Chantal Séguin"><div class="agent-card_name">Chantal Séguin</div><div class="agent-card_title">Représentante des ventes</div><div class="agent-card_office">RE/MAX Prescott-Russell Realty Inc., Brokerage</div><div class="agent-card_office-address">1100 rue Main Ouest, Hawkesbury, ON K6A 2J3</div><a href="tel:6135550144">613-555-0144</a></aside>
<section class="mortgage-calc"><h2>Calculateur de paiement hypothécaire</h2><p>Mise de fonds 20 % : 85 980 $ · Amortissement 25 ans · Taux 4,64 %</p><p>Paiement estimé : <strong>1 931 $ / mois</strong></p></section>
<section class="similar-listings"><h2>Propriétés similaires</h2>
<div class="listing-card" data-price="374900"><a href="/fr/on/hawkesbury-immobilier/811-rue-spence-wp_id311998210-lst">811 rue Spence, Hawkesbury</a><span>374 900 $</span><span>3 ch. · 1 sdb</span></div>
<div class="listing-card" data-price="469000"><a href="/fr/on/l-orignal-immobilier/27-rue-king-wp_id312004417-lst">27 rue King, L'Orignal</a><span>469 000 $</span><span>4 ch. · 2 sdb</span></div>
</section>
</main>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: { id: 312456789, mlsNum: "X12287341", listPrice: 42990000, priceUnit: "cents", address: "455 rue Cartier", city: "Hawkesbury", province: "ON", postalCode: "K6A 1X4", beds: 3, bedsPlus: 1, baths: 2, sqFtSearch: "1100-1500", lotSize: "66 x 132 ft", lat: 45.60342, lng: -74.60917, listingBrokerage: "RE/MAX Prescott-Russell Realty Inc., Brokerage", agentName: "Chantal Séguin", styleOfHome: "Bungalow" },
      recommended: [{ id: 311998210, mlsNum: "X12251930", listPrice: 37490000, address: "811 rue Spence", city: "Hawkesbury", lat: 45.60011, lng: -74.62103 }],
    },
  },
  page: "/[locale]/[province]/[city]/[listing]",
  locale: "fr",
})}
<footer class="footer_root"><p>RE/MAX Ontario-Atlantic Canada, Inc. — 7101 Syntex Drive, Mississauga, ON L5N 6H5. Chaque bureau est indépendant, détenu et exploité de façon autonome.</p><p>Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'ACI. © 2025 RE/MAX, LLC.</p>
${footerLinks("RE/MAX", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 429900, currency: "CAD" },
      propertyKind: "house",
      street: "455 rue Cartier",
      city: "Hawkesbury",
      province: "ON",
      postalCode: "K6A 1X4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 8712, unit: "ft2" },
      mlsNumber: "X12287341",
      listingAgentName: "Chantal Séguin",
      brokerageName: "RE/MAX Prescott-Russell Realty Inc., Brokerage",
      geo: { lat: 45.60342, lng: -74.60917 },
    },
  },
  {
    name: "ho60-royallepage-fr-semi-dieppe",
    site: "royallepage.ca",
    set: "held-out-60",
    traps: "Royal LePage in French for New Brunswick: 'Jumelé' semi; '359 900 $' with the assessment and property taxes; '1 salle de bains complète, 1 salle d'eau'; living area in pi² and lot in m²; Greater Moncton 'M' MLS® number beside the site's internal id in the URL; the head office address in the footer; a 'Prix vendu' panel for a neighbour's sale; coordinates in data-* attributes",
    pageUrl: "https://www.royallepage.ca/fr/property/nouveau-brunswick/dieppe/78-rue-gauvin/24681357/m162847/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>78 rue Gauvin, Dieppe, Nouveau-Brunswick E1A 7X3 | Jumelé à vendre | Royal LePage</title>
<meta name="description" content="Jumelé à vendre au 78 rue Gauvin, Dieppe (N.-B.) : 3 chambres, 1,5 salle de bains, 359 900 $. MLS® M162847.">
<meta property="og:title" content="78 rue Gauvin, Dieppe — 359 900 $">
<meta property="og:image" content="https://rlp.ca/photos/m162847/1.jpg">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Royal LePage", url: "https://www.royallepage.ca/fr/", address: { "@type": "PostalAddress", streetAddress: "39 Wynford Drive", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M3C 3K5" } })}
</head><body class="property-details">
${cookieBanner("Royal LePage", "fr")}
<header class="header"><a class="logo" href="/fr/">Royal LePage</a><nav><a href="/fr/search/homes/">Rechercher</a><a href="/fr/agent/">Trouver un courtier</a><a href="/fr/realestate/">Conseils</a></nav>${langToggle("", "/en/property/new-brunswick/dieppe/78-rue-gauvin/24681357/m162847/", "fr")}</header>
<main id="property-details" data-property-id="24681357" data-latitude="46.09438" data-longitude="-64.72551">
<div class="photo-slider"><img src="https://rlp.ca/photos/m162847/1.jpg" alt="78 rue Gauvin"><span>1 / 24</span></div>
<div class="property-header">
<h1 class="address-1">78 rue Gauvin</h1><h2 class="address-2">Dieppe, Nouveau-Brunswick E1A 7X3</h2>
<div class="property-price"><span class="price-label">Prix demandé</span> <span class="price">359 900 $</span></div>
<ul class="property-stats"><li><span class="stat">3</span> chambres</li><li><span class="stat">1 + 1</span> salles de bains</li><li><span class="stat">1 180</span> pi²</li></ul>
<div class="mls-number">MLS® : M162847</div>
</div>
<section class="property-description"><h3>Description</h3><p>Jumelé de deux étages construit en 2016 dans un secteur recherché de Dieppe, près de l'école Amirault, du centre Arthur-J.-LeBlanc et du Champlain. Aire ouverte au rez-de-chaussée avec salle d'eau, trois chambres à l'étage et salle de bains complète avec douche en céramique. Sous-sol non aménagé prêt pour vos idées. Thermopompe murale, entrée asphaltée, cour clôturée avec terrasse. Garantie de maison neuve transférable jusqu'en 2026.</p></section>
<section class="property-features"><h3>Caractéristiques</h3><table>
<tr><th>Type de propriété</th><td>Résidentiel</td></tr>
<tr><th>Type de bâtiment</th><td>Jumelé</td></tr>
<tr><th>Chambres</th><td>3</td></tr>
<tr><th>Salles de bains</th><td>1 salle de bains complète, 1 salle d'eau</td></tr>
<tr><th>Superficie habitable</th><td>1 180 pi²</td></tr>
<tr><th>Superficie du terrain</th><td>371 m²</td></tr>
<tr><th>Année de construction</th><td>2016</td></tr>
<tr><th>Sous-sol</th><td>Entier, non aménagé</td></tr>
<tr><th>Évaluation foncière</th><td>301 400 $</td></tr>
<tr><th>Impôts fonciers</th><td>4 218 $ (2024)</td></tr>
</table></section>
<aside class="agent-info"><div class="agent-name">Marc-André LeBlanc</div><div class="agent-title">Courtier immobilier</div><div class="agent-office">Royal LePage Acadie Immobilier</div><div class="agent-office-address">477, rue Paul, bureau 201, Dieppe (N.-B.) E1A 4X5</div><a href="tel:5065550187">506-555-0187</a><p class="independent">Agence indépendante, détenue et exploitée de façon autonome</p></aside>
<section class="sold-nearby"><h3>Prix vendus à proximité</h3><div class="sold-card"><span>64 rue Gauvin, Dieppe</span><span>Prix vendu : 342 500 $</span><span>mars 2025</span></div></section>
<section class="mortgage"><h3>Calculateur hypothécaire</h3><p>Versement mensuel estimé : <strong>1 812 $</strong> (mise de fonds de 10 %, 4,59 %, 25 ans)</p></section>
<section class="nearby-listings"><h3>Propriétés à proximité</h3>
<div class="card" data-price="419000"><a href="/fr/property/nouveau-brunswick/dieppe/15-rue-bourgeois/24677001/m162511/">15 rue Bourgeois, Dieppe</a><span>419 000 $</span></div>
<div class="card" data-price="289900"><a href="/fr/property/nouveau-brunswick/moncton/340-rue-mountain/24679930/m162690/">340 rue Mountain, Moncton</a><span>289 900 $</span></div>
</section>
</main>
${stateScript("window.rlpDataLayer", { propertyId: "24681357", mls: "M162847", price: 359900, city: "Dieppe", province: "NB", type: "semi-detached", lang: "fr" })}
<footer class="footer"><p>Royal LePage Real Estate Services Ltd. — 39 Wynford Drive, Toronto (Ontario) M3C 3K5. Chaque bureau est détenu et exploité de façon indépendante.</p><p>Les données sur l'inscription proviennent de la Chambre immobilière du Grand Moncton. © 2025 Bridgemarq Real Estate Services Inc.</p>
${footerLinks("Royal LePage", "fr")}</footer>
</body></html>`,
    expected: {
      price: { amount: 359900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "78 rue Gauvin",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 7X3",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1180,
      lot: { value: 371, unit: "m2" },
      yearBuilt: 2016,
      mlsNumber: "M162847",
      listingAgentName: "Marc-André LeBlanc",
      brokerageName: "Royal LePage Acadie Immobilier",
      geo: { lat: 46.09438, lng: -64.72551 },
    },
  },
  {
    name: "ho60-point2homes-land-caraquet",
    site: "point2homes.com",
    set: "held-out-60",
    traps: "Point2 Homes vacant lot on the Acadian Peninsula: 'Lot 23-2' street; lot '2.99 ac' in the summary and '1,21 hectare' in the French-written description; price per acre; Caraquet demographics with incomes and home values; listing office and agent in a 'Listed by' line; other listings by the same office; JSON-LD with the lot's coordinates; Point2's Saskatoon office in the footer",
    pageUrl: "https://www.point2homes.com/CA/Land-For-Sale/NB/Caraquet/Lot-23-2-Boulevard-Saint-Pierre-Ouest/118204377.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 23-2 Boulevard Saint-Pierre Ouest, Caraquet, NB E1W 1B6 - Land for Sale - MLS# NB118204 | Point2</title>
<meta name="description" content="Land for sale at Lot 23-2 Boulevard Saint-Pierre Ouest, Caraquet, New Brunswick. 2.99 ac wooded lot, $64,900. MLS® NB118204.">
<meta property="og:title" content="Lot 23-2 Boulevard Saint-Pierre Ouest, Caraquet, NB - $64,900">
<meta property="og:image" content="https://images.point2.com/listings/118204377/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Place",
  name: "Lot 23-2 Boulevard Saint-Pierre Ouest",
  address: { "@type": "PostalAddress", streetAddress: "Lot 23-2 Boulevard Saint-Pierre Ouest", addressLocality: "Caraquet", addressRegion: "NB", postalCode: "E1W 1B6", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 47.78102, longitude: -65.01874 },
})}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Lot 23-2 Boulevard Saint-Pierre Ouest, Caraquet, NB", offers: { "@type": "Offer", price: "64900", priceCurrency: "CAD" } })}
</head><body class="listing-details-page">
${cookieBanner("Point2", "en")}
<header class="site-header"><a class="logo" href="/CA">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Land-For-Sale.html">Land</a><a href="/CA/Real-Estate-Agents.html">Agents</a></nav></header>
<main id="listing-details" data-listing-id="118204377">
<div class="breadcrumbs"><a href="/CA/Real-Estate-Listings/NB.html">NB</a> › <a href="/CA/Real-Estate-Listings/NB/Caraquet.html">Caraquet</a> › <span>Lot 23-2 Boulevard Saint-Pierre Ouest</span></div>
<div class="gallery"><img src="https://images.point2.com/listings/118204377/1.jpg" alt="Wooded lot"><span>8 Photos</span></div>
<div class="address-container"><h1><div class="address-line">Lot 23-2 Boulevard Saint-Pierre Ouest</div><div class="address-city">Caraquet, NB E1W 1B6</div></h1></div>
<div class="price"><span class="price-value">$64,900</span><span class="price-per-unit">$21,706 / ac</span></div>
<div class="characteristic-summary"><ul><li class="ic-type">Vacant Land</li><li class="ic-lotsize">2.99 ac</li></ul></div>
<div class="details-charcs"><h3>Property Summary</h3><dl>
<dt>Type</dt><dd>Vacant Land</dd>
<dt>Lot Size</dt><dd>2.99 ac</dd>
<dt>Zoning</dt><dd>Residential</dd>
<dt>Frontage</dt><dd>61 m</dd>
<dt>Services</dt><dd>Hydro at the road, drilled well required</dd>
<dt>MLS® #</dt><dd>NB118204</dd>
<dt>Days on Market</dt><dd>47 days</dd>
<dt>Annual Taxes</dt><dd>$612 (2024)</dd>
</dl></div>
<div class="description"><h3>Description</h3><p>Beau terrain boisé de 1,21 hectare à l'ouest de Caraquet, à 2 km du quai et de la plage du Vieux-Moulin. Wooded 2.99-acre lot with 61 m of frontage on the boulevard, partial view of the Baie des Chaleurs from the rear, electricity at the road. Perfect for a year-round home or a cottage. Survey available. Les acheteurs doivent prévoir puits et fosse septique.</p></div>
<div class="agent-summary"><p class="listed-by">Listed by <strong>Nathalie Chiasson</strong>, Acadie Coastal Realty Ltd.</p><div class="agent-name">Nathalie Chiasson</div><div class="agent-company">Acadie Coastal Realty Ltd.</div><div class="agent-address">220, boulevard Saint-Pierre Est, Caraquet, NB E1W 1B3</div><a href="tel:5065550121">506-555-0121</a></div>
<section class="demographics"><h3>Caraquet Demographics</h3><ul><li>Population: 4,285</li><li>Median household income: $58,400</li><li>Average home value: $212,600</li><li>Owner-occupied: 74%</li><li>Language most spoken at home: French (96%)</li></ul></section>
<section class="other-listings"><h3>Other listings by Acadie Coastal Realty Ltd.</h3>
<div class="item-card" data-price="249000"><a href="/CA/Home-For-Sale/NB/Caraquet/118199014.html">185 Rue du Portage, Caraquet, NB</a><span>$249,000</span><span>3 bd · 1 ba</span></div>
<div class="item-card" data-price="39500"><a href="/CA/Land-For-Sale/NB/Bas-Caraquet/118197622.html">Chemin Saint-Paul, Bas-Caraquet, NB</a><span>$39,500</span><span>1.40 ac</span></div>
</section>
</main>
${stateScript("window.P2_LISTING", { id: 118204377, mls: "NB118204", price: 64900, lat: 47.78102, lng: -65.01874, lotSizeAc: 2.99, type: "Land" })}
<footer class="site-footer"><p>Point2 Homes, a Yardi Systems company — 2 - 3502 Taylor Street East, Saskatoon, SK S7H 5H9.</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Listing data provided by the New Brunswick Real Estate Association. © 2025 Point2.</p>
${footerLinks("Point2", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 64900, currency: "CAD" },
      propertyKind: "land",
      street: "Lot 23-2 Boulevard Saint-Pierre Ouest",
      city: "Caraquet",
      province: "NB",
      postalCode: "E1W 1B6",
      lot: { value: 2.99, unit: "acres" },
      mlsNumber: "NB118204",
      listingAgentName: "Nathalie Chiasson",
      brokerageName: "Acadie Coastal Realty Ltd.",
      geo: { lat: 47.78102, lng: -65.01874 },
    },
  },
];
