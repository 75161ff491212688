/**
 * Sixteenth held-out corpus, Québec, Ontario and Atlantic Canada: a Centris two-storey house in Baie-Comeau in French,
 * a DuProprio bungalow sold by its owners in Alma on the English site, a RE/MAX house in Bathurst, New Brunswick, a
 * Point2 Homes house in Labrador City, a Zolo house in North Bay with a basement bedroom, a HouseSigma condo townhouse
 * in Sault Ste. Marie and a condos.ca apartment for rent in Whitby. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const remaxBathurst = {
  props: {
    pageProps: {
      listing: {
        id: "wp_idm73000004-NB128845", mlsNum: "NB128845", status: "active", listPrice: 264500, currency: "CAD",
        address: { street: "1655 Vallée-Lourdes Drive", city: "Bathurst", province: "NB", postalCode: "E2A 4Y4" },
        lat: 47.59214, lng: -65.67703, beds: 3, baths: 2, bathsFull: 2, bathsHalf: 0, sqFt: 1560, lotSize: "0.38 Acres", yearBuilt: 1978,
        propertyType: "Residential", buildingType: "House", style: "Split level",
        agents: [{ name: "Mathieu Roy", title: "Sales Representative", office: { name: "RE/MAX Chaleur Realty", address: "1300 St. Peter Avenue, Bathurst, NB E2A 3A6" } }],
      },
      similarListings: [
        { mlsNum: "NB129301", listPrice: 239900, address: { street: "845 Murray Avenue", city: "Bathurst" } },
        { mlsNum: "NB127716", listPrice: 299000, address: { street: "2020 Youghall Drive", city: "Bathurst" } },
      ],
      mortgage: { rate: 4.64, amortization: 25, downPaymentPercent: 10, monthlyPayment: 1335 },
    },
  },
  page: "/[province]/[city]/[slug]",
};

const condosWhitby = {
  props: {
    pageProps: {
      listing: {
        mls_number: "E12790413", transaction_type: "lease", price: 2395, unit: "1104", address: "1600 Charles Street", city: "Whitby", province: "ON", postal: "L1N 0G4",
        beds: "2", baths: "2", sqft_range: "800-899", parking: 1, locker: true, exposure: "S", listing_brokerage: "Lakeshore Landing Realty Inc., Brokerage", days_on_market: 4,
      },
      building: { name: "Harbourside at Port Whitby", address: "1600 Charles Street", neighbourhood: "Port Whitby", year_built: 2019, storeys: 14, units: 203, lat: 43.86112, lng: -78.93487 },
      unit_history: [{ date: "2024-02-09", type: "Leased", price: 2250 }, { date: "2019-10-30", type: "Sold", price: 511000 }],
      estimate: { sale_value: 598000 },
    },
  },
  page: "/[city]/[building]/[unit]",
};

export const HELD_OUT_16_EAST: ListingPage[] = [
  {
    name: "ho16-centris-maison-a-etages-baie-comeau-fr",
    site: "centris.ca",
    set: "held-out-16",
    traps: "a Centris sheet in French: 'Maison à étages' in Baie-Comeau; the price and coordinates in itemprop microdata; '1 salle de bain et 1 salle d'eau'; living area and lot in 'pc' with a space as thousands separator ('1 680 pc', '7 212 pc'); the municipal assessment and the taxes; the mortgage calculator; the agency's address; similar properties",
    pageUrl: "https://www.centris.ca/fr/maison-a-etages~a-vendre~baie-comeau/14872390",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre, Baie-Comeau - 812, rue de Bretagne - 14872390 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Baie-Comeau, Côte-Nord, 4 chambres, 1 salle de bain et 1 salle d'eau, 389 000 $. Centris No 14872390.">
<meta property="og:title" content="Maison à étages à vendre - 812, rue de Bretagne, Baie-Comeau">
<meta property="og:locale" content="fr_CA">
</head><body>
<div class="cookie-notice"><p>Nous utilisons des témoins pour améliorer votre expérience.</p><button>Accepter</button></div>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main class="property-summary" itemscope itemtype="http://schema.org/Product">
<div class="row property-tagline">
<h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 itemprop="address" class="pt-1">812, rue de Bretagne, Baie-Comeau</h2>
<div class="price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" itemprop="price" content="389000">389 000 $</span></div></div>
<meta itemprop="sku" content="14872390"><span id="ListingDisplayId">14872390</span>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="49.21937"><meta itemprop="longitude" content="-68.14522"></div>
<div class="row teaser"><div class="piece">8 pièces</div><div class="cac">4 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="row description"><div itemprop="description">Belle maison à étages dans un secteur familial près de l'école Boisvert et de la piste cyclable. Cuisine rénovée en 2020, salon avec foyer au bois, quatre chambres à l'étage, salle de bain complète et salle d'eau au rez-de-chaussée. Sous-sol aménagé avec salle familiale. Garage détaché, terrain clôturé avec cabanon.</div></div>
<div class="row carac-container">
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1976</span></div>
<div class="carac-title">Superficie nette habitable</div><div class="carac-value"><span>1 680 pc</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>7 212 pc</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Garage (1), Allée (3)</span></div>
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
</div>
<div class="row financial-details"><h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>48 300 $</td></tr><tr><td>Bâtiment</td><td>261 700 $</td></tr><tr><td>Total</td><td>310 000 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>3 987 $</td></tr><tr><td>Scolaires (2025)</td><td>284 $</td></tr></table></div>
<div class="row mortgage-calculator"><h3>Calculatrice hypothécaire</h3><p>Mise de fonds 38 900 $ · Taux 4,69 % · Amortissement 25 ans · Versement mensuel 1 983 $</p></div>
<div class="broker-info"><div class="broker-info__broker-title" itemprop="name">Geneviève Tremblay</div><div class="broker-info__broker-function">Courtier immobilier résidentiel</div>
<div class="broker-info__agency-name">Immeubles Côte-Nord inc., agence immobilière</div><div class="broker-info__agency-address">337, boulevard La Salle, Baie-Comeau (Québec) G4Z 1S7</div></div>
<div class="similar-properties"><h3>Propriétés similaires</h3><div class="property-thumbnail-item"><span class="price">349 000 $</span><span class="address">1145, rue Lestrat, Baie-Comeau</span></div><div class="property-thumbnail-item"><span class="price">425 000 $</span><span class="address">58, avenue Cartier, Baie-Comeau</span></div></div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. 600, chemin du Golf, Île-des-Soeurs (Québec).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "house",
      street: "812, rue de Bretagne",
      city: "Baie-Comeau",
      province: "QC",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1680,
      lot: { value: 7212, unit: "ft2" },
      yearBuilt: 1976,
      mlsNumber: "14872390",
      listingAgentName: "Geneviève Tremblay",
      brokerageName: "Immeubles Côte-Nord inc., agence immobilière",
      geo: { lat: 49.21937, lng: -68.14522 },
    },
  },
  {
    name: "ho16-duproprio-bungalow-alma-owner-en",
    site: "duproprio.com",
    set: "held-out-16",
    traps: "a bungalow sold by its owners in Alma on DuProprio's English site: the listing in a dataLayer push, no JSON-LD; DuProprio's own listing number (not an MLS® number); '1 bathroom + 1 powder room'; 'Lot area 7,500 ft²' beside 'Lot dimensions 75 ft x 100 ft'; the municipal assessment; the owner's first names and a DuProprio advisor who is no agent; the region 'Saguenay / Lac-Saint-Jean' in the breadcrumb",
    pageUrl: "https://duproprio.com/en/saguenay-lac-saint-jean/alma/house-for-sale/hab-569-rue-bergeron-ouest-1087214",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Bungalow for sale Alma 3 bedrooms 1 bathroom 1 powder room | DuProprio 1087214</title>
<meta name="description" content="Bungalow for sale in Alma, Saguenay / Lac-Saint-Jean. 3 bedrooms, 1 bathroom, 1 powder room. $299,000. Commission-free listing by owner.">
<meta property="og:title" content="Bungalow for sale - 569 Rue Bergeron Ouest, Alma">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/2026/1087214/1.jpg">
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ "event": "listingView", "listing_id": 1087214, "listing_price": 299000, "listing_type": "Bungalow", "listing_category": "house", "listing_city": "Alma", "listing_region": "Saguenay / Lac-Saint-Jean", "listing_bedrooms": 3, "listing_bathrooms": 1, "listing_powder_rooms": 1 });</script>
</head><body>
<header class="header"><a href="/en" class="header__logo">DuProprio</a><nav><a href="/en/search">Buy</a><a href="/en/sell">Sell</a><a href="/en/packages">Packages</a></nav></header>
<nav class="breadcrumb"><a href="/en/saguenay-lac-saint-jean">Saguenay / Lac-Saint-Jean</a> › <a href="/en/saguenay-lac-saint-jean/alma">Alma</a> › <span>Bungalow</span></nav>
<main class="listing">
<div class="listing-price"><div class="listing-price__amount">$299,000</div><div class="listing-price__commission">Commission-free</div></div>
<div class="listing-location"><h1 class="listing-location__title">Bungalow for sale</h1><div class="listing-location__address"><span>569 Rue Bergeron Ouest</span>, <span>Alma</span></div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> bedrooms</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> bathroom</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> powder room</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1,150</span> ft² (living space)</div>
</div>
<div class="listing-owners-comments"><h2>Owner's comments</h2><p>Bright bungalow on a corner lot in a quiet area close to the Jean-Gauthier school and the Véloroute des Bleuets. Three bedrooms on the main floor, a renovated bathroom (2022), a powder room next to the laundry in the basement, a large family room with a wood stove. Paved driveway, detached garage, above-ground pool. Move-in July 2027 possible.</p></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">Year of construction</div><div class="listing-box__value">1983</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">Living space area</div><div class="listing-box__value">1,150 ft²</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">Lot dimensions</div><div class="listing-box__value">75 ft x 100 ft</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">Lot area</div><div class="listing-box__value">7,500 ft²</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">Municipal assessment</div><div class="listing-box__value">$241,300</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">Municipal taxes</div><div class="listing-box__value">$2,904 / year</div></div>
<div class="listing-box__dotted-row"><div class="listing-box__label">School taxes</div><div class="listing-box__value">$196 / year</div></div>
<div class="listing-contact"><h2>Contact the owners</h2><p class="listing-contact__name">Sylvie and Marc</p><p>418-555-0143</p><p class="listing-contact__id">DuProprio listing number: 1087214</p></div>
<div class="listing-advisor"><p>Questions about buying without a broker? Your DuProprio advisor, Martin Gagnon, can help.</p></div>
<div class="listing-similar"><h2>Similar properties</h2><div class="search-results-listings-list__item"><span>$274,500</span><span>Bungalow · Alma</span></div><div class="search-results-listings-list__item"><span>$335,000</span><span>Two-storey · Saint-Gédéon</span></div></div>
</main>
<footer><p>© 2026 DuProprio inc. 1005, boul. Guillaume-Couture, Lévis (Québec).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 299000 },
      propertyKind: "house",
      street: "569 Rue Bergeron Ouest",
      city: "Alma",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
      lot: { value: 7500, unit: "ft2" },
      yearBuilt: 1983,
    },
  },
  {
    name: "ho16-remax-split-level-bathurst-nb",
    site: "remax.ca",
    set: "held-out-16",
    traps: "a split-level house in Bathurst, New Brunswick, on RE/MAX's app generation: the listing in __NEXT_DATA__ with similar listings and a mortgage estimate beside it; New Brunswick's 'NB…' MLS® number; the accented 'Vallée-Lourdes Drive'; 'Lot Size 0.38 Acres'; the office address in Bathurst; no JSON-LD",
    pageUrl: "https://www.remax.ca/nb/bathurst-real-estate/1655-vallee-lourdes-drive-wp_idm73000004-nb128845-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1655 Vallée-Lourdes Drive, Bathurst, NB E2A 4Y4 - House for sale - RE/MAX</title>
<meta name="description" content="House for sale at 1655 Vallée-Lourdes Drive, Bathurst, NB. $264,500. 3 beds, 2 baths, 1,560 sqft. MLS® NB128845.">
<meta property="og:title" content="1655 Vallée-Lourdes Drive, Bathurst, NB E2A 4Y4">
${nextData(remaxBathurst)}
</head><body>
<div id="__next">
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address">1655 Vallée-Lourdes Drive, Bathurst, NB E2A 4Y4</h1>
<div class="listing-price" data-cy="property-price">$264,500</div>
<div class="listing-quick-stats"><span data-cy="property-beds">3 bed</span><span data-cy="property-baths">2 bath</span><span data-cy="property-sqft">1,560 sqft</span></div>
<div data-cy="property-mls">MLS® NB128845</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Split-level home on a treed 0.38 acre lot minutes from the Bathurst Regional Hospital and the Youghall beach. Three bedrooms on the upper level with a full bath, a second full bath and family room on the lower level. Heat pump (2021), paved driveway, 24 x 24 detached garage.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Residential</span></div>
<div class="detail-row"><span class="detail-label">Building Type</span><span class="detail-value">House</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">Split level</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">2 (2 full)</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">0.38 Acres</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">1978</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$3,106 (2026)</span></div>
</section>
<section class="mortgage-calculator"><h2>Mortgage Calculator</h2><p>Monthly payment $1,335 at 4.64% with 10% down</p></section>
<aside class="listing-agents"><div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Mathieu Roy</div><div class="agent-card-title">Sales Representative</div><div class="agent-card-office" data-cy="office-name">RE/MAX Chaleur Realty</div><div class="agent-card-office-address">1300 St. Peter Avenue, Bathurst, NB E2A 3A6</div></div></aside>
<section class="similar-listings"><h2>Similar listings</h2><div class="listing-card"><div class="listing-card-price">$239,900</div><div class="listing-card-address">845 Murray Avenue, Bathurst, NB</div></div><div class="listing-card"><div class="listing-card-price">$299,000</div><div class="listing-card-address">2020 Youghall Drive, Bathurst, NB</div></div></section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated. RE/MAX, LLC, 5075 South Syracuse Street, Denver, Colorado 80237.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 264500 },
      propertyKind: "house",
      street: "1655 Vallée-Lourdes Drive",
      city: "Bathurst",
      province: "NB",
      postalCode: "E2A 4Y4",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1560,
      lot: { value: 0.38, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "NB128845",
      listingAgentName: "Mathieu Roy",
      brokerageName: "RE/MAX Chaleur Realty",
      geo: { lat: 47.59214, lng: -65.67703 },
    },
  },
  {
    name: "ho16-point2homes-house-labrador-city",
    site: "point2homes.com",
    set: "held-out-16",
    traps: "a house in Labrador City, Newfoundland and Labrador: the NL board's seven-digit MLS® number; 'Lot Size 7,000 Sqft'; coordinates in the map element's data attributes; the price history with an older sale; an estimated payment; nearby listings in Wabush; a JSON-LD BreadcrumbList only",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NL/Labrador-City/412-Hudson-Drive/118240377.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>412 Hudson Drive, Labrador City, NL A2V 1K3 - 4 beds/2 baths - Point2</title>
<meta name="description" content="412 Hudson Drive, Labrador City, NL A2V 1K3 - Single Family home for sale, 4 beds, 2 baths, 2,040 Sqft, listed at $219,900. MLS® 1283517.">
<meta property="og:title" content="412 Hudson Drive, Labrador City, NL A2V 1K3">
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "NL", item: "https://www.point2homes.com/CA/Real-Estate-Listings/NL.html" }, { "@type": "ListItem", position: 2, name: "Labrador City", item: "https://www.point2homes.com/CA/Real-Estate-Listings/NL/Labrador-City.html" }] })}
</head><body>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a></nav></header>
<main class="details-page">
<div class="address-container"><h1 data-address="412 Hudson Drive, Labrador City, NL A2V 1K3"><div class="address-line">412 Hudson Drive</div><div class="address-city">Labrador City, NL A2V 1K3</div></h1></div>
<div class="price"><span class="green">$219,900</span> <span class="price-est">Est. payment $1,094/mo</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>2,040</strong> Sqft</li><li class="ic-lotsize"><strong>7,000</strong> Sqft Lot</li></ul>
<div class="description"><h2>Description</h2><p>Spacious family home on a quiet street near Menihek High School and the Tanya Lake trails. Four bedrooms, two full bathrooms, a wood stove in the developed basement and a heated garage for those Labrador winters. Oil furnace converted to electric in 2019. Fenced back yard with a storage shed.</p></div>
<div class="details-cnt"><h2>Property Details</h2>
<dl><dt>Type</dt><dd>Single Family</dd></dl>
<dl><dt>Style</dt><dd>2 Storey</dd></dl>
<dl><dt>Year Built</dt><dd>1968</dd></dl>
<dl><dt>Lot Size</dt><dd>7,000 Sqft</dd></dl>
<dl><dt>MLS®#</dt><dd>1283517</dd></dl>
<dl><dt>Days on Market</dt><dd>12 days</dd></dl>
</div>
<div id="map" class="map-container" data-lat="52.94562" data-lng="-66.91473"></div>
<div class="price-history"><h2>Price History</h2><table><tr><td>Nov 15, 2026</td><td>Listed</td><td>$219,900</td></tr><tr><td>Jul 3, 2011</td><td>Sold</td><td>$268,000</td></tr></table></div>
<div class="agent-info"><h2>Listed by</h2><div class="agent-name">Corinne Penney</div><div class="agent-company">Western Labrador Realty Inc.</div><div class="agent-address">500 Vanier Avenue, Labrador City, NL</div></div>
<div class="nearby"><h2>Nearby listings</h2><div class="item"><span>$174,500</span><span>23 Whiteway Street, Wabush, NL</span></div><div class="item"><span>$249,000</span><span>8 Dalhousie Crescent, Labrador City, NL</span></div></div>
</main>
<footer><p>Point2 is operated by Yardi Canada Ltd. Listing data courtesy of the Newfoundland and Labrador Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 219900 },
      propertyKind: "house",
      street: "412 Hudson Drive",
      city: "Labrador City",
      province: "NL",
      postalCode: "A2V 1K3",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2040,
      lot: { value: 7000, unit: "ft2" },
      yearBuilt: 1968,
      mlsNumber: "1283517",
      listingAgentName: "Corinne Penney",
      brokerageName: "Western Labrador Realty Inc.",
      geo: { lat: 52.94562, lng: -66.91473 },
    },
  },
  {
    name: "ho16-zolo-house-north-bay-basement-bedroom",
    site: "zolo.ca",
    set: "held-out-16",
    traps: "a house in North Bay: '3+1' bedrooms; a size range '1100-1500'; 'Lot Size 50 x 132 Feet'; an age range '51-99' and no year built; the house's 2013 sale in the history; the Zolo estimate; the Widdifield neighbourhood; JSON-LD with geo; 'Listed by' a brokerage only",
    pageUrl: "https://www.zolo.ca/north-bay-real-estate/927-cassells-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>927 Cassells Street, North Bay, ON P1B 4A5 | Zolo.ca</title>
<meta name="description" content="927 Cassells Street is a house for sale in Widdifield, North Bay. $449,900, 3+1 bedrooms, 2 bathrooms. MLS® 40784512.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "927 Cassells Street", address: { "@type": "PostalAddress", streetAddress: "927 Cassells Street", addressLocality: "North Bay", addressRegion: "ON", postalCode: "P1B 4A5" }, geo: { "@type": "GeoCoordinates", latitude: 46.32185, longitude: -79.45617 } })}
</head><body>
<header class="header"><a href="/" class="logo">Zolo</a><nav><a href="/north-bay-real-estate">North Bay</a><a href="/sold">Sold</a></nav></header>
<main>
<section class="listing-location"><h1 class="address"><span class="street">927 Cassells Street</span></h1>
<div class="area"><a href="/north-bay-real-estate">North Bay</a>, <a href="/north-bay-real-estate/widdifield">Widdifield</a>, ON <span class="postal">P1B 4A5</span></div></section>
<section class="listing-price"><div class="price"><span class="priv">$449,900</span></div><div class="listing-values"><span>3+1 Bed</span><span>2 Bath</span><span>1100-1500 sqft</span></div></section>
<section class="section-listing-content"><h2>Key Facts</h2>
<dl class="column"><dt class="label">Type</dt><dd class="value">Detached</dd></dl>
<dl class="column"><dt class="label">Style</dt><dd class="value">Bungalow - Raised</dd></dl>
<dl class="column"><dt class="label">Size</dt><dd class="value">1100-1500 sqft</dd></dl>
<dl class="column"><dt class="label">Lot Size</dt><dd class="value">50 x 132 Feet</dd></dl>
<dl class="column"><dt class="label">Age</dt><dd class="value">51-99</dd></dl>
<dl class="column"><dt class="label">Taxes</dt><dd class="value">$3,882 in 2026</dd></dl>
<dl class="column"><dt class="label">MLS®#</dt><dd class="value">40784512</dd></dl>
<dl class="column"><dt class="label">Listed</dt><dd class="value">9 days ago</dd></dl>
</section>
<section class="section-listing-content"><h2>Description</h2><p>Raised bungalow within walking distance of Canadore's downtown campus and Lee Park. Three bedrooms and a four-piece bath on the main, a fourth bedroom, three-piece bath and rec room below with a separate side entrance. Updated windows, natural gas forced air, detached garage.</p></section>
<section class="section-listing-content"><h2>Rooms</h2><table><tr><td>Main</td><td>Primary Bedroom</td><td>12'6" x 11'4"</td></tr><tr><td>Basement</td><td>Bedroom</td><td>11'0" x 10'2"</td></tr></table></section>
<section class="listing-history"><h2>Home History</h2><table><tr><td>Nov 2026</td><td>For Sale</td><td>$449,900</td></tr><tr><td>Aug 2013</td><td>Sold</td><td>$206,000</td></tr></table></section>
<section class="estimate"><h2>Zolo Estimate</h2><p>$437,000 (range $412,000 – $462,000)</p></section>
<p class="brokerage">Listed by Northgate Realty Ltd., Brokerage</p>
<section class="similar"><h2>Similar homes</h2><div class="card"><span>$419,000</span><span>311 Worthington Street E</span></div><div class="card"><span>$474,900</span><span>1460 Jane Street</span></div></section>
</main>
<footer><p>Zolo Realty, Brokerage. 3 Church Street, Toronto, ON. The listing data is provided under copyright by the North Bay and Area REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "927 Cassells Street",
      city: "North Bay",
      province: "ON",
      postalCode: "P1B 4A5",
      neighbourhood: "Widdifield",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 6600, unit: "ft2" },
      mlsNumber: "40784512",
      brokerageName: "Northgate Realty Ltd., Brokerage",
      geo: { lat: 46.32185, lng: -79.45617 },
    },
  },
  {
    name: "ho16-housesigma-condo-townhouse-sault-ste-marie",
    site: "housesigma.com",
    set: "held-out-16",
    traps: "a condo townhouse in Sault Ste. Marie on HouseSigma's single-page app: meta tags and the rendered markup only; 'Condo Townhouse' with maintenance per month; a SigmaEstimate above the price; the unit's 2016 sale in the history; the unit-dash-civic address; a size range; the sold-data log-in wall; the listing brokerage only",
    pageUrl: "https://housesigma.com/on/sault-ste-marie-real-estate/12-455-northern-avenue-east/home/Gx8RbwA2mYvOz7Qp/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12 - 455 Northern Avenue East, Sault Ste. Marie, ON P6B 4J2 | For Sale $339,900 | HouseSigma</title>
<meta name="description" content="Condo Townhouse for sale at 12 - 455 Northern Avenue East, Sault Ste. Marie. 3 bedrooms, 2 bathrooms. MLS® SM251487. See sold price history and estimates.">
<meta property="og:title" content="12 - 455 Northern Avenue East, Sault Ste. Marie - HouseSigma">
<meta property="og:image" content="https://cache.housesigma.com/file/pix-sm/SM251487/1.jpg">
</head><body>
<div id="app">
<header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market</a><a href="/user/login">Log in</a></nav></header>
<div class="listing-page">
<div class="hs-breadcrumb"><a href="/on/">Ontario</a> / <a href="/on/sault-ste-marie-real-estate/">Sault Ste. Marie</a> / <span>12 - 455 Northern Avenue East</span></div>
<div class="listing-header">
<h1 class="address">12 - 455 Northern Avenue East</h1>
<div class="municipality">Sault Ste. Marie, ON P6B 4J2</div>
<div class="price-block"><span class="status-tag">For Sale</span> <span class="price">$339,900</span></div>
<div class="estimate-block">SigmaEstimate <strong>$352,000</strong> <span class="hint">(Estimated on Nov 24, 2026)</span></div>
</div>
<div class="key-facts"><h2>Key Facts</h2>
<div class="kf-row"><span class="kf-label">MLS®#</span><span class="kf-value">SM251487</span></div>
<div class="kf-row"><span class="kf-label">Property Type</span><span class="kf-value">Condo Townhouse, 2-Storey</span></div>
<div class="kf-row"><span class="kf-label">Bedrooms</span><span class="kf-value">3</span></div>
<div class="kf-row"><span class="kf-label">Bathrooms</span><span class="kf-value">2</span></div>
<div class="kf-row"><span class="kf-label">Size</span><span class="kf-value">1000-1199 feet²</span></div>
<div class="kf-row"><span class="kf-label">Maintenance</span><span class="kf-value">$285 / month</span></div>
<div class="kf-row"><span class="kf-label">Tax</span><span class="kf-value">$2,718 / 2026</span></div>
<div class="kf-row"><span class="kf-label">Listed on</span><span class="kf-value">2026-11-19</span></div>
<div class="kf-row"><span class="kf-label">Listing Brokerage</span><span class="kf-value">Algoma Shoreline Realty Inc., Brokerage</span></div>
</div>
<div class="description"><h2>Description</h2><p>End-unit townhouse in a well-run complex near the Station Mall and Sault College. Three bedrooms and a four-piece bath upstairs, a two-piece on the main, finished basement with laundry. Condo fee covers snow removal, lawn care, exterior and roof. One assigned parking spot plus visitor parking.</p></div>
<div class="history"><h2>Listing History</h2>
<div class="history-row"><span>2026-11-19</span><span>For Sale</span><span>$339,900</span></div>
<div class="history-row"><span>2016-05-02</span><span>Sold</span><span class="blur">$178,500</span></div>
<div class="login-wall">Log in to see sold prices and full history</div></div>
<div class="nearby"><h2>Similar listings nearby</h2><div class="card"><span>$315,000</span><span>7 - 240 Wellington Street W</span></div><div class="card"><span>$364,900</span><span>31 - 455 Northern Avenue East</span></div></div>
</div>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Markham, ON. Data deemed reliable but not guaranteed.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 339900 },
      propertyKind: "townhouse",
      street: "12 - 455 Northern Avenue East",
      city: "Sault Ste. Marie",
      province: "ON",
      postalCode: "P6B 4J2",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1000,
      mlsNumber: "SM251487",
      brokerageName: "Algoma Shoreline Realty Inc., Brokerage",
    },
  },
  {
    name: "ho16-condos-ca-apartment-rent-whitby",
    site: "condos.ca",
    set: "held-out-16",
    traps: "a condo apartment for rent in Whitby: '$2,395/mo' beside the unit's 2019 sale price and 2024 lease in its history and a sale estimate; the unit-dash-civic address; a size range '800-899'; the building's year and coordinates in __NEXT_DATA__; Port Whitby as the neighbourhood; condos.ca's own brokerage in the footer",
    pageUrl: "https://condos.ca/whitby/harbourside-at-port-whitby-1600-charles-street/unit-1104-E12790413",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1104 - 1600 Charles Street, Whitby | For Rent $2,395 | Condos.ca</title>
<meta name="description" content="For rent: 1104 - 1600 Charles Street, Whitby. 2 beds, 2 baths, 800-899 sqft condo in Harbourside at Port Whitby. MLS® E12790413.">
${nextData(condosWhitby)}
</head><body>
<div id="__next">
<header><a href="/">Condos.ca</a><nav><a href="/whitby/condos-for-sale">Buy</a><a href="/whitby/condos-for-rent">Rent</a></nav></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a href="/whitby">Whitby</a> / <a href="/whitby/port-whitby">Port Whitby</a></div>
<h1 class="styles__Address-sc-4h2">1104 - 1600 Charles Street</h1>
<div class="styles__BuildingName-sc-4h3">Harbourside at Port Whitby, Whitby, ON L1N 0G4</div>
<div class="styles__Price-sc-5p1"><span class="styles__Tag-sc-5p3">For Rent</span> $2,395/mo</div>
<ul class="styles__Stats-sc-6s1"><li>2 Beds</li><li>2 Baths</li><li>800-899 sqft</li><li>1 Parking</li><li>S Exposure</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Apt</span></div>
<div class="styles__Row-sc-8d2"><span>Lease Term</span><span>12 months</span></div>
<div class="styles__Row-sc-8d2"><span>Available</span><span>Jan 1, 2027</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>E12790413</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>Lakeshore Landing Realty Inc., Brokerage</span></div>
</section>
<section class="styles__UnitHistory-sc-2u1"><h2>Unit History</h2><div>Oct 30, 2019 — Sold $511,000</div><div>Feb 9, 2024 — Leased $2,250/mo</div><div>Nov 23, 2026 — Listed for rent $2,395/mo</div></section>
<section class="styles__Estimate-sc-7e1"><h2>What is this unit worth?</h2><p>Estimated sale value $598,000</p></section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>South-facing two-bedroom, two-bath suite steps from the Whitby marina and the waterfront trail, ten minutes to the GO station. Open-concept kitchen with quartz counters, primary with ensuite, in-suite laundry. One parking space and a locker included; tenant pays hydro.</p></section>
<section class="styles__Building-sc-9b1"><h2>About Harbourside at Port Whitby</h2><div>Built 2019 · 14 storeys · 203 units</div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage. 192 Spadina Ave, Toronto, ON.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 2395, period: "month" },
      propertyKind: "condo",
      street: "1104 - 1600 Charles Street",
      city: "Whitby",
      province: "ON",
      postalCode: "L1N 0G4",
      neighbourhood: "Port Whitby",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2019,
      mlsNumber: "E12790413",
      brokerageName: "Lakeshore Landing Realty Inc., Brokerage",
      geo: { lat: 43.86112, lng: -78.93487 },
    },
  },
];
