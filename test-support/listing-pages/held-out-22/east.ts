/**
 * Twenty-second held-out corpus, Quebec and Atlantic Canada: a Centris condo in Sherbrooke, a DuProprio house in
 * Saguenay, a Royal LePage house in Moncton, a Kijiji apartment for rent in Fredericton and a Point2 Homes house in
 * Summerside. Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_22_EAST: ListingPage[] = [
  {
    name: "ho22-centris-condo-sherbrooke-fr",
    site: "centris.ca",
    set: "held-out-22",
    traps: "Centris sheet in French for a condo in the Fleurimont borough of Sherbrooke: '2 chambres', '1 salle de bains'; net area '86 m²' only; condo fees per month; the building's year of construction; No Centris; municipal assessment; the broker and her agency's address; similar properties",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~sherbrooke-fleurimont/17462093",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Sherbrooke (Fleurimont) - 2 chambres, 1 salle de bain - 17462093 - Centris.ca</title>
<meta name="description" content="Condo à vendre à Sherbrooke (Fleurimont). 2 chambres, 1 salle de bains. 264 900 $.">
<meta property="og:url" content="https://www.centris.ca/fr/condo~a-vendre~sherbrooke-fleurimont/17462093">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main id="overview">
<div class="row"><h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 itemprop="address" class="pt-1">2215, rue King Est, app. 304, Sherbrooke (Fleurimont)</h2></div>
<div class="price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="264900"><span>264 900 $</span></div></div>
<div class="row"><span class="listing-id">No Centris : <span id="ListingDisplayId">17462093</span></span></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.40318"><meta itemprop="longitude" content="-71.86142"></div>
<div class="row teaser"><div class="cac">2 chambres</div><div class="sdb">1 salle de bains</div></div>
<div class="description"><div itemprop="description">Condo lumineux au 3e étage avec ascenseur, près du CHUS et de l'Université de Sherbrooke. Cuisine rénovée en 2024, balcon orienté sud, un stationnement extérieur et un casier. Frais de copropriété raisonnables.</div></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Étage</div><div class="carac-value"><span>3e étage</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>2009</span></div>
<div class="carac-title">Superficie nette habitable</div><div class="carac-value"><span>86 m²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Extérieur (1)</span></div>
</div>
<h4>Détails financiers</h4>
<table class="financial-details"><tr><td>Frais de copropriété</td><td>218 $/mois</td></tr><tr><td>Évaluation municipale (2026)</td><td>231 400 $</td></tr><tr><td>Taxes municipales (2026)</td><td>2 317 $</td></tr><tr><td>Taxes scolaires (2025)</td><td>176 $</td></tr></table>
<div class="broker-info"><h1 class="broker-info__broker-name">Geneviève Tardif</h1><div class="broker-info__broker-title">Courtier immobilier résidentiel</div>
<div class="broker-info__agency">RE/MAX D'Abord inc., agence immobilière</div><div class="broker-info__address">1650, rue King Ouest, bureau 100, Sherbrooke (Québec) J1J 2C3</div><a href="tel:8195550142">819 555-0142</a></div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><span class="price">249 000 $</span> Condo · rue Galt Ouest, Sherbrooke</div>
<div class="property-thumbnail-item"><span class="price">289 500 $</span> Condo · boul. de Portland, Sherbrooke</div></div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés.</p><a href="/fr/conditions">Conditions d'utilisation</a></footer>
</body></html>`,
    expected: {
      price: { amount: 264900 },
      propertyKind: "condo",
      street: "2215, rue King Est, app. 304",
      city: "Sherbrooke",
      province: "QC",
      neighbourhood: "Fleurimont",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 926,
      yearBuilt: 2009,
      mlsNumber: "17462093",
      listingAgentName: "Geneviève Tardif",
      brokerageName: "RE/MAX D'Abord inc., agence immobilière",
      geo: { lat: 45.40318, lng: -71.86142 },
    },
  },
  {
    name: "ho22-duproprio-maison-saguenay-fr",
    site: "duproprio.com",
    set: "held-out-22",
    traps: "DuProprio sale by owner in French, Jonquière borough of Saguenay: '1 salle de bain' + '1 salle d'eau'; '3 chambres à coucher'; living area in pi² and lot in pi²; no MLS, no broker (owner); DuProprio's own head office in the footer; 'Évaluation municipale' and mortgage calculator figures",
    pageUrl: "https://duproprio.com/fr/saguenay-lac-saint-jean/saguenay/maison-a-vendre/hab-3284-rue-des-saules-1098432",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à vendre Saguenay (Jonquière) | 3284, rue des Saules | DuProprio</title>
<meta property="og:title" content="Maison à vendre - 3284, rue des Saules, Saguenay">
<meta property="og:description" content="Bungalow avec garage, 3 chambres, à Jonquière. 319 000 $">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison à vendre - 3284, rue des Saules, Saguenay", offers: { "@type": "Offer", price: 319000, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header class="site-header"><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/forfaits">Forfaits</a></nav></header>
<main class="listing">
<nav class="breadcrumb"><a href="/fr/saguenay-lac-saint-jean">Saguenay–Lac-Saint-Jean</a> › <a href="/fr/saguenay-lac-saint-jean/saguenay">Saguenay</a> › Jonquière</nav>
<div class="listing-location__title"><h1 class="listing-location__title__text">Maison à vendre</h1>
<div class="listing-location__address"><h2 class="listing-location__address__street">3284, rue des Saules</h2><span class="listing-location__address__city">Saguenay (Jonquière)</span>, <span>Québec</span> <span class="postal">G7S 4L6</span></div></div>
<div class="listing-price"><div class="listing-price__amount">319 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span> chambres à coucher</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Aire habitable (s-sol exclu)</span><span>1 140 pi²</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Dimensions du terrain</span><span>7 620 pi²</span></div>
</div>
<div class="listing-box__content"><h3>Caractéristiques</h3><ul>
<li>Année de construction : <strong>1986</strong></li><li>Style : Plain-pied</li><li>Garage simple attaché</li><li>Sous-sol entièrement aménagé</li>
</ul></div>
<div class="listing-owners-comments"><h3>Commentaires du propriétaire</h3><p>Maison entretenue avec soin depuis 22 ans. Toiture refaite en 2021, thermopompe murale, cour clôturée avec cabanon. Près de l'école primaire et du cégep de Jonquière.</p></div>
<div class="listing-evaluation"><h3>Évaluation municipale</h3><p>Terrain : 48 900 $ · Bâtiment : 211 300 $ · Total : 260 200 $</p><p>Taxes municipales : 2 946 $ · Taxes scolaires : 201 $</p></div>
<div class="mortgage-calculator"><h3>Calculatrice hypothécaire</h3><p>Mise de fonds : 31 900 $ (10 %)</p><p>Paiement estimé : 1 742 $ / mois</p></div>
<div class="listing-contact"><p>Vendu par le propriétaire</p><a class="btn">Contacter le propriétaire</a><p>Code de la propriété : 1098432</p></div>
</main>
<footer><p>DuProprio inc. · 2200, rue Fernand-Lafontaine, Longueuil (Québec) J4G 2X5</p></footer>
</body></html>`,
    expected: {
      price: { amount: 319000 },
      propertyKind: "house",
      street: "3284, rue des Saules",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7S 4L6",
      neighbourhood: "Jonquière",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1140,
      lot: { value: 7620, unit: "ft2" },
      yearBuilt: 1986,
    },
  },
  {
    name: "ho22-royallepage-house-moncton",
    site: "royallepage.ca",
    set: "held-out-22",
    traps: "Royal LePage listing in Moncton: 'Beds 3 + 1', 'Baths 2' with '1 Full, 1 Half' in the details; square footage given as '1,650 sqft'; lot in acres; NB MLS number; agent and brokerage; the brokerage's office address; a mortgage calculator; 'Similar listings' prices",
    pageUrl: "https://www.royallepage.ca/en/property/new-brunswick/moncton/118-birchmount-drive/27519364/mlsm0172231/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Birchmount Drive, Moncton, NB E1A 7R9 | M0172231 | Royal LePage</title>
<meta name="description" content="3+1 bedroom house for sale at 118 Birchmount Drive, Moncton, New Brunswick. $429,900. MLS® M0172231.">
<meta property="og:image" content="https://img.royallepage.ca/m0172231-1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "118 Birchmount Drive", address: { "@type": "PostalAddress", streetAddress: "118 Birchmount Drive", addressLocality: "Moncton", addressRegion: "NB", postalCode: "E1A 7R9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.10427, longitude: -64.74185 } })}
</head><body>
<header class="rlp-header"><a href="/en/" class="rlp-logo">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="address-bar"><h1 class="address-bar__title">118 Birchmount Drive</h1><p class="address-bar__subtitle">Moncton, New Brunswick E1A 7R9</p></div>
<div class="property-price"><span class="property-price__amount">$429,900</span></div>
<ul class="property-stats"><li><span class="value">3 + 1</span> Beds</li><li><span class="value">2</span> Baths</li><li><span class="value">1,650</span> sqft</li></ul>
<section class="property-description"><h2>Description</h2><p>Split-entry home in the north end, close to Mountain Road shopping and the trail system. Three bedrooms up, a fourth in the bright lower level with a family room and laundry. Heat pump, paved double driveway, detached 16x24 garage.</p></section>
<section class="property-details-table"><h2>Property Details</h2><dl>
<dt>MLS® #</dt><dd>M0172231</dd><dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>House</dd><dt>Bathrooms</dt><dd>1 Full, 1 Half</dd><dt>Lot Size</dt><dd>0.27 acres</dd><dt>Year Built</dt><dd>1998</dd><dt>Annual Taxes</dt><dd>$4,880</dd>
</dl></section>
<section class="mortgage-calc"><h2>Mortgage Calculator</h2><p>Purchase price $429,900 · Down payment $85,980 · Monthly payment $2,071</p></section>
<section class="listing-agent"><h2>Listed By</h2><p class="agent-name">Chantal Boudreau</p><p>REALTOR®</p><p class="brokerage">Royal LePage Atlantic</p><p>1273 Main Street, Moncton, NB E1C 1H8</p></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">$399,000 · 52 Lonsdale Drive, Moncton</div><div class="card">$459,900 · 15 Birchmount Drive, Moncton</div></section>
</main>
<footer><p>© 2026 Royal LePage. Data supplied by the Greater Moncton REALTORS® du Grand Moncton.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429900 },
      propertyKind: "house",
      street: "118 Birchmount Drive",
      city: "Moncton",
      province: "NB",
      postalCode: "E1A 7R9",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 0.27, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "M0172231",
      listingAgentName: "Chantal Boudreau",
      brokerageName: "Royal LePage Atlantic",
      geo: { lat: 46.10427, lng: -64.74185 },
    },
  },
  {
    name: "ho22-kijiji-apartment-rent-fredericton",
    site: "kijiji.ca",
    set: "held-out-22",
    traps: "Kijiji long-term rental in Fredericton: __NEXT_DATA__-style Apollo state with the ad; '$1,725/month' with utilities notes; 'Bedrooms 2', 'Bathrooms 1'; 'Size (sqft) 900'; an address with a street only; posted by an owner (no agent); 'Other ads' rail with other rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/fredericton/2-bedroom-apartment-near-unb-heat-included/1718392044",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment near UNB - Heat Included | Long Term Rentals | Fredericton | Kijiji</title>
<meta name="description" content="Bright 2 bedroom apartment on the second floor of a quiet fourplex, walking distance to UNB.">
<meta property="og:title" content="2 Bedroom Apartment near UNB - Heat Included">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1718392044": { id: "1718392044", title: "2 Bedroom Apartment near UNB - Heat Included", price: { amount: 172500, type: "FIXED", classification: "MONTHLY" }, location: { address: "562 Windsor Street, Fredericton, NB E3B 4G4", name: "Fredericton", coordinates: { latitude: 45.94812, longitude: -66.64277 } }, attributes: { unittype: "apartment", numberbedrooms: "2", numberbathrooms: "10", areainfeet: "900", petsallowed: "0" }, posterInfo: { posterType: "OWNER" } } } } } })}</script>
</head><body>
<header class="kj-header"><a href="/" class="logo">Kijiji</a><nav><a href="/b-real-estate/fredericton/c34l1700018">Real Estate</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/b-real-estate/new-brunswick/c34l9005">Real Estate</a> › <a href="/b-apartments-condos/new-brunswick/c37l9005">Long Term Rentals</a> › <a href="/b-apartments-condos/fredericton/c37l1700018">Fredericton</a></nav>
<h1 class="title">2 Bedroom Apartment near UNB - Heat Included</h1>
<div class="price"><span>$1,725</span><span class="unit">/month</span></div>
<div class="location"><span>562 Windsor Street, Fredericton, NB E3B 4G4</span></div>
<ul class="attributes"><li><h4>Utilities Included</h4><p>Heat, Water</p></li><li><h4>Unit Type</h4><p>Apartment</p></li><li><h4>Bedrooms</h4><p>2</p></li><li><h4>Bathrooms</h4><p>1</p></li><li><h4>Size (sqft)</h4><p>900</p></li><li><h4>Parking Included</h4><p>1</p></li><li><h4>Agreement Type</h4><p>1 Year</p></li><li><h4>Pet Friendly</h4><p>No</p></li></ul>
<section class="description"><h3>Description</h3><p>Second-floor unit in a well-kept fourplex, five minutes' walk to UNB and STU. Heat and hot water included, tenant pays electricity (approx. $60/month). Coin laundry in the basement. Available January 1. References and a credit check required; damage deposit $862.</p></section>
<section class="poster"><p>Posted by Owner</p><p>Member since 2019</p></section>
<section class="other-ads"><h3>You might also like</h3><div class="card">$1,450 · 1 Bedroom downtown Fredericton</div><div class="card">$2,100 · 3 Bedroom townhouse, Skyline Acres</div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1725, period: "month" },
      propertyKind: "condo",
      street: "562 Windsor Street",
      city: "Fredericton",
      province: "NB",
      postalCode: "E3B 4G4",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 900,
      geo: { lat: 45.94812, lng: -66.64277 },
    },
  },
  {
    name: "ho22-point2homes-house-summerside",
    site: "point2homes.com",
    set: "held-out-22",
    traps: "Point2 Homes listing in Summerside PE: 'Beds 4', 'Baths 2' with '1 full / 2 half' in the details table (full + half/2 = 2); 'Lot size 0.18 ac'; PEI MLS number; 'Listed by' agent and brokerage; 'Price history' with an older higher price; nearby homes; a Point2 footer address",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/PE/Summerside/Summerside/47-Ryan-Street/128374652.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Ryan Street, Summerside, Prince Edward Island C1N 2X8 | 4 Beds | Point2</title>
<meta name="description" content="House for sale at 47 Ryan Street, Summerside, PE. 4 beds, 2 baths, 1,980 sqft. $374,000.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "47 Ryan Street", address: { "@type": "PostalAddress", streetAddress: "47 Ryan Street", addressLocality: "Summerside", addressRegion: "PE", postalCode: "C1N 2X8" }, geo: { "@type": "GeoCoordinates", latitude: 46.39641, longitude: -63.78427 }, numberOfRooms: 4, floorSize: { "@type": "QuantitativeValue", value: 1980, unitCode: "FTK" } })}
</head><body>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Rental-Properties.html">Rent</a><a href="/CA/Agents.html">Agents</a></nav></header>
<main class="details-page">
<div class="address-container"><h1>47 Ryan Street</h1><div class="address">Summerside, Prince Edward Island C1N 2X8</div></div>
<div class="price"><span class="green">$374,000</span></div>
<ul class="characteristic"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,980</strong> Sqft</li><li class="ic-lotsize"><strong>0.18</strong> ac</li></ul>
<section class="description"><h2>Description</h2><p>Two-storey family home on a quiet street close to Summerside Intermediate and the waterfront boardwalk. Main floor powder room, second half bath off the primary bedroom, full bath upstairs. Ductless heat pumps, new shingles 2023.</p></section>
<section class="details-charcs"><h2>Details</h2><dl>
<dt>Type</dt><dd>House</dd><dt>Style</dt><dd>2 Storey</dd><dt>Bathrooms</dt><dd>1 full / 2 half</dd><dt>Year Built</dt><dd>1972</dd><dt>Lot Size</dt><dd>0.18 ac</dd><dt>MLS® #</dt><dd>202524716</dd><dt>Taxes</dt><dd>$3,106 / year</dd>
</dl></section>
<section class="price-history"><h2>Price History</h2><table><tr><td>Sep 12, 2026</td><td>Price changed</td><td>$374,000</td></tr><tr><td>Aug 4, 2026</td><td>Listed</td><td>$389,000</td></tr></table></section>
<section class="agent-summary"><h3>Listed by</h3><p class="agent-name">Tyler Gallant</p><p class="agent-company">Century 21 Northumberland Realty</p><p>240 Water Street, Summerside, PE C1N 1B3</p></section>
<section class="nearby"><h3>Nearby Homes for Sale</h3><div class="card">$289,900 · 12 Victoria Road, Summerside</div><div class="card">$415,000 · 88 Granville Street, Summerside</div></section>
</main>
<footer><p>Point2 · 410 22nd Street East, Saskatoon, SK S7K 5T6</p></footer>
</body></html>`,
    expected: {
      price: { amount: 374000 },
      propertyKind: "house",
      street: "47 Ryan Street",
      city: "Summerside",
      province: "PE",
      postalCode: "C1N 2X8",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 1,
      bathroomsHalf: 2,
      squareFootage: 1980,
      lot: { value: 0.18, unit: "acres" },
      yearBuilt: 1972,
      mlsNumber: "202524716",
      listingAgentName: "Tyler Gallant",
      brokerageName: "Century 21 Northumberland Realty",
      geo: { lat: 46.39641, lng: -63.78427 },
    },
  },
];
