/**
 * Twenty-sixth held-out corpus, Quebec and Atlantic Canada: a Centris six-plex in Trois-Rivières in French, a DuProprio
 * condo in Lévis sold by its owners on the English site (no price shown), a RE/MAX house with a registered basement
 * apartment in St. John's that went off the market, and a Point2 up-down duplex in Sydney, Nova Scotia, re-listed at
 * a lower price. Addresses, names and numbers are invented; the expected facts were written before the extractor ever
 * ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_26_ATLANTIC_QUEBEC: ListingPage[] = [
  {
    name: "ho26-centris-sixplex-trois-rivieres-fr",
    site: "centris.ca",
    set: "held-out-26",
    traps: "a French Centris six-plex: 'Sextuplex à vendre'; the address as a civic range '1452 - 1462, rue Saint-Paul'; 'Nombre d'unités Résidentiel (6)' and 'Unités résidentielles 4 x 4 ½, 2 x 3 ½' with no bedroom count; 'Revenus bruts potentiels 55 740 $' and a municipal assessment table in the price's format; 'Superficie du terrain 7 540 pi²'; '899 000 $' with non-breaking spaces; price and coordinates in itemprop microdata; 'No Centris'; the broker and her agency's address; similar plexes",
    pageUrl: "https://www.centris.ca/fr/5-plex~a-vendre~trois-rivieres/21947736",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Sextuplex à vendre à Trois-Rivières, Mauricie, 1452 - 1462, rue Saint-Paul, 21947736 - Centris.ca</title>
<meta name="description" content="Sextuplex à vendre à Trois-Rivières, Mauricie - 899 000 $. No Centris 21947736.">
<meta property="og:title" content="Sextuplex à vendre - 1452 - 1462, rue Saint-Paul, Trois-Rivières">
</head><body>
<header class="header"><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/plex~a-vendre">Plex</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/plexes~for-sale~trois-rivieres/21947736">English</a></nav></header>
<div class="row property-tagline" itemscope itemtype="http://schema.org/Product">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Sextuplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1452 - 1462, rue Saint-Paul, Trois-Rivières</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="899000"><span class="text-nowrap">899&nbsp;000&nbsp;$</span></div></div>
</div>
<div class="d-none" itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.34581"><meta itemprop="longitude" content="-72.54712"></div>
<div class="row teaser"><div class="col-lg-12 description"><div itemprop="description">Immeuble de six logements à distance de marche de l'UQTR et du centre-ville. Quatre 4 ½ et deux 3 ½, tous loués, baux en annexe. Chauffage électrique payé par les locataires, entrées électriques 200 A refaites en 2019, toiture 2022. Stationnement pour six voitures à l'arrière.</div></div></div>
<div class="row">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Nombre d'unités</div><div class="carac-value"><span>Résidentiel (6)</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>4 x 4 ½, 2 x 3 ½</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1972</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>7 540 pi²</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Extérieur (6)</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>55 740 $</span></div></div>
</div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Évaluation municipale</th></tr></thead><tbody>
<tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>71 300 $</td></tr><tr><td>Bâtiment</td><td>612 400 $</td></tr><tr><td class="font-weight-bold">Total</td><td class="font-weight-bold">683 700 $</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody><tr><td>Municipales (2026)</td><td>8 214 $</td></tr><tr><td>Scolaires (2025)</td><td>512 $</td></tr></tbody></table>
</div>
<div class="row"><div class="col-12" id="ListingDisplayId-container">No Centris <span id="ListingDisplayId">21947736</span></div></div>
<div class="broker-info legacy-reset">
<div class="broker-info__broker-title"><h1 class="broker-info__broker-name" itemprop="name">Mélanie Gervais</h1><p class="broker-info__broker-job">Courtière immobilière</p></div>
<div class="broker-info__agency-name">Groupe Immobilier Laviolette inc.</div>
<div class="broker-info__agency-address">4500, boulevard des Forges, bureau 210, Trois-Rivières (Québec) G8Y 1W1</div>
</div>
<section class="similar-properties"><h2>Propriétés similaires</h2>
<div class="property-thumbnail-summary"><div class="price"><span>649 000 $</span></div><div class="address"><div>745 - 751, rue Sainte-Cécile</div><div>Trois-Rivières</div></div><div class="category">Quadruplex à vendre</div></div>
<div class="property-thumbnail-summary"><div class="price"><span>1 125 000 $</span></div><div class="address"><div>2210 - 2220, boulevard des Récollets</div><div>Trois-Rivières</div></div><div class="category">5 logements et plus à vendre</div></div>
</section>
<footer><p>© 2026 Centris Inc. Tous droits réservés. Les données de ce site sont fournies à titre informatif seulement.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 899000 },
      propertyKind: "plex",
      street: "1452 - 1462, rue Saint-Paul",
      city: "Trois-Rivières",
      province: "QC",
      lot: { value: 7540, unit: "ft2" },
      yearBuilt: 1972,
      mlsNumber: "21947736",
      listingAgentName: "Mélanie Gervais",
      brokerageName: "Groupe Immobilier Laviolette inc.",
      geo: { lat: 46.34581, lng: -72.54712 },
    },
  },
  {
    name: "ho26-duproprio-sold-condo-levis-en",
    site: "duproprio.com",
    set: "held-out-26",
    traps: "a condo sold by its owners in Lévis on DuProprio's English site: a 'SOLD' ribbon and 'Sold in 34 days' with no price at all; the apartment as 'app. 4' after the street; the Desjardins sector in brackets; 'Living space area 958 ft² (89 m²)'; condo fees, municipal assessment and taxes in the price's format; '2 outdoor parking spaces'; a dataLayer with the listing id and status; similar condos with asking prices; no broker",
    pageUrl: "https://duproprio.com/en/chaudiere-appalaches/levis/condo-for-sale/hab-6215-rue-saint-laurent-1112604",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Condo sold, Lévis (Desjardins), 6215, rue Saint-Laurent, app. 4 - DuProprio - 1112604</title>
<meta name="description" content="Condo sold by owner on DuProprio in Lévis (Desjardins): 2 bedrooms, 1 bathroom.">
<script>dataLayer = [${JSON.stringify({ listingId: 1112604, listingStatus: "sold", propertyType: "Condo", city: "Lévis", region: "Chaudière-Appalaches", bedrooms: 2, bathrooms: 1 })}];</script>
</head><body>
<header class="header"><a class="header__logo" href="/en">DuProprio</a><nav><a href="/en/search/list">Properties for sale</a><a href="/en/sell">Sell</a><a href="/fr/chaudiere-appalaches/levis/condo-a-vendre/hab-6215-rue-saint-laurent-1112604">Français</a></nav></header>
<main class="listing">
<div class="listing-sold-ribbon">SOLD</div>
<section class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Condo sold</span> <a class="listing-location__title-city" href="/en/chaudiere-appalaches/levis">Lévis (Desjardins)</a></h1>
<div class="listing-location__address"><span>6215, rue Saint-Laurent, app. 4</span>, <span>Lévis</span>, <span>G6V 3V8</span></div>
</section>
<div class="listing-price"><div class="listing-price__sold">Sold in 34 days</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__title">bedrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">bathroom</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">958 ft² (89 m²)</span> <span class="listing-main-characteristics__title">Living space area</span></div>
</div>
<section class="listing-characteristics"><h2>Characteristics</h2>
<div class="listing-box__dotted-row"><span>Year of construction</span><span>1987</span></div>
<div class="listing-box__dotted-row"><span>Located on which floor? (if condo)</span><span>2</span></div>
<div class="listing-box__dotted-row"><span>Number of units in the building</span><span>8</span></div>
<div class="listing-box__dotted-row"><span>Parking</span><span>2 outdoor parking spaces</span></div>
<div class="listing-box__dotted-row"><span>Condo fees (monthly)</span><span>$195</span></div>
<div class="listing-box__dotted-row"><span>Municipal assessment (2026)</span><span>$241,500</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes</span><span>$2,238</span></div>
<div class="listing-box__dotted-row"><span>School taxes</span><span>$171</span></div>
</section>
<section class="listing-description"><h2>Description</h2><p>Bright second-floor unit in an eight-unit building in Old Lévis, five minutes from the ferry to Québec City. Two bedrooms, renovated bathroom (2023), shared laundry room and two outdoor parking spaces. Thanks to everyone who visited: the condo has found its buyer.</p></section>
<div class="listing-code">Property code: 1112604</div>
<section class="listing-similar"><h2>You may also like</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$259,000</div><div class="search-results-listings-list__item-description__address">Rue Wolfe, Lévis</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$289,900</div><div class="search-results-listings-list__item-description__address">Rue Fraser, Lévis</div></div>
</section>
</main>
<footer class="footer"><p>DuProprio inc. is a real estate agency governed by the Real Estate Brokerage Act. Owners sell without a broker.</p></footer>
</body></html>`,
    expected: {
      propertyKind: "condo",
      street: "6215, rue Saint-Laurent, app. 4",
      city: "Lévis",
      province: "QC",
      postalCode: "G6V 3V8",
      neighbourhood: "Desjardins",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 958,
      yearBuilt: 1987,
    },
  },
  {
    name: "ho26-remax-off-market-apartment-st-johns",
    site: "remax.ca",
    set: "held-out-26",
    traps: "an off-market house with a registered basement apartment in St. John's: an 'Off Market' badge and 'This listing is no longer available'; 'Last Listed Price $389,900'; '5 Beds' with the apartment's two in the description and the apartment's rent; '2 Baths'; 'Lot Size 50 x 100 ft'; the NL board's seven-digit MLS® number; a Next.js state with coordinates; the agent and her brokerage; RE/MAX's home-value widget with its own figure; nearby active listings",
    pageUrl: "https://www.remax.ca/nl/st-johns-real-estate/41-freshwater-crescent-wp_idm00000000_1287733-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>41 Freshwater Crescent, St. John's, NL A1B 2S9 - Off Market | RE/MAX</title>
<meta name="description" content="41 Freshwater Crescent, St. John's, NL A1B 2S9. 5 bed, 2 bath house with a registered basement apartment. This listing is off market.">
${nextData({ props: { pageProps: { listing: { mlsNum: "1287733", status: "Off Market", lastListPrice: 389900, address: "41 Freshwater Crescent", city: "St. John's", province: "NL", postalCode: "A1B 2S9", beds: 5, baths: 2, lotSize: "50 x 100 ft", yearBuilt: 1968, lat: 47.56642, lng: -52.73615, agent: { name: "Siobhan Kavanagh", brokerage: "RE/MAX Harbourside Realty Ltd." } }, homeValue: { estimate: 402000 } } } })}
</head><body>
<header class="remax-header"><a href="/">RE/MAX</a><nav><a href="/nl/st-johns-real-estate">St. John's</a><a href="/home-value">Home Value</a><a href="/find-agent">Find an Agent</a></nav></header>
<main class="listing-detail">
<div class="status-badge off-market">Off Market</div>
<p class="unavailable">This listing is no longer available. It was removed from the market on Nov 12, 2026.</p>
<h1 class="listing-address">41 Freshwater Crescent<span class="city-line">St. John's, NL A1B 2S9</span></h1>
<div class="listing-price"><span class="label">Last Listed Price</span> $389,900</div>
<ul class="listing-stats"><li><strong>5</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>1,960</strong> Sq. Ft.</li></ul>
<section class="listing-description"><h2>Description</h2><p>Bungalow with a registered two-bedroom basement apartment, rented at $1,200/month including lights. The main floor has three bedrooms, a renovated kitchen and a deck overlooking a fenced yard. Walk to MUN and the Avalon Mall.</p></section>
<section class="listing-details"><h2>Details</h2>
<dl><dt>MLS® #</dt><dd>1287733</dd><dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>House</dd><dt>Style</dt><dd>Bungalow, 2 Apartment</dd><dt>Lot Size</dt><dd>50 x 100 ft</dd><dt>Year Built</dt><dd>1968</dd><dt>Taxes</dt><dd>$2,904 (2026)</dd></dl>
</section>
<section class="rooms"><h2>Rooms</h2><table>
<tr><td>Main level</td><td>Living room</td><td>15'6 x 12'0</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>12'0 x 10'4</td></tr>
<tr><td>Main level</td><td>Primary bedroom</td><td>12'8 x 11'0</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>10'0 x 9'6</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>9'8 x 9'0</td></tr>
<tr><td>Main level</td><td>Bath (# pieces 1-6)</td><td>4</td></tr>
<tr><td>Basement</td><td>Living room (apartment)</td><td>13'0 x 11'6</td></tr>
<tr><td>Basement</td><td>Bedroom (apartment)</td><td>11'0 x 9'6</td></tr>
<tr><td>Basement</td><td>Bedroom (apartment)</td><td>10'0 x 9'0</td></tr>
<tr><td>Basement</td><td>Bath (# pieces 1-6)</td><td>3</td></tr></table></section>
<section class="schools"><h2>Nearby schools</h2><ul><li>Macdonald Drive Elementary · 0.6 km</li><li>Gonzaga High · 1.4 km</li></ul></section>
<div class="home-value-widget">What's your home worth? RE/MAX estimate for this address: $402,000</div>
<section class="agent-card"><p class="agent-name">Siobhan Kavanagh</p><p class="agent-title">REALTOR®</p><p class="brokerage">RE/MAX Harbourside Realty Ltd.</p><p class="brokerage-address">95 Elizabeth Avenue, St. John's, NL A1B 1R6</p></section>
<section class="nearby"><h2>Nearby Homes For Sale</h2>
<div class="card"><span class="price">$354,900</span> 17 Whiteway Street, St. John's</div>
<div class="card"><span class="price">$449,000</span> 8 Thorburn Road, St. John's</div></section>
</main>
<footer><p>RE/MAX Canada · Each office independently owned and operated. Listing data provided by the Newfoundland and Labrador Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "41 Freshwater Crescent",
      city: "St. John's",
      province: "NL",
      postalCode: "A1B 2S9",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 1960,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1968,
      mlsNumber: "1287733",
      listingAgentName: "Siobhan Kavanagh",
      brokerageName: "RE/MAX Harbourside Realty Ltd.",
      geo: { lat: 47.56642, lng: -52.73615 },
    },
  },
  {
    name: "ho26-point2homes-duplex-relisted-sydney-ns",
    site: "point2homes.com",
    set: "held-out-26",
    traps: "an up-down duplex in Sydney, Nova Scotia, re-listed at a lower price: '$309,000' now, with a price history table holding the first listing at $335,000 that expired and a 2015 sale; the civic range '88-90 Whitney Avenue'; 'Cape Breton' as the county in the breadcrumb; 'Duplex' type; '4 Beds' and '2 Baths'; 'Lot Size 4,600 sqft'; the NS nine-digit MLS® number; Point2's Organization JSON-LD with its own address; the agent and brokerage; similar homes",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NS/Cape-Breton/Sydney/88-90-Whitney-Avenue/139904127.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88-90 Whitney Avenue, Sydney, NS B1P 4Z3 - Duplex for Sale - MLS® 202524981 | Point2</title>
<meta name="description" content="Duplex for sale at 88-90 Whitney Avenue, Sydney, Nova Scotia. 4 beds, 2 baths, 2,080 sqft. $309,000.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "3301 8th Street East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7H 5K5" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "88-90 Whitney Avenue", address: { "@type": "PostalAddress", streetAddress: "88-90 Whitney Avenue", addressLocality: "Sydney", addressRegion: "NS", postalCode: "B1P 4Z3" }, geo: { "@type": "GeoCoordinates", latitude: 46.13417, longitude: -60.18492 } })}
</head><body>
<header class="p2-header"><a href="/">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Canada</a><a href="/CA/Real-Estate-Listings/NS.html">Nova Scotia</a></nav></header>
<nav class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/NS.html">NS</a> › <a href="/CA/Real-Estate-Listings/NS/Cape-Breton.html">Cape Breton</a> › <a href="/CA/Real-Estate-Listings/NS/Sydney.html">Sydney</a> › <span>88-90 Whitney Avenue</span></nav>
<main class="listing">
<div class="price"><span class="green">$309,000</span> <span class="badge">Back on market</span></div>
<h1 class="address"><div class="address-container">88-90 Whitney Avenue</div><div class="address-sub">Sydney, Nova Scotia B1P 4Z3</div></h1>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>2,080</strong> Sqft</li><li class="ic-lotsize"><strong>4,600</strong> Sqft lot</li></ul>
<section class="details"><h2>Property details</h2>
<dl><dt>MLS® #</dt><dd>202524981</dd><dt>Type</dt><dd>Duplex</dd><dt>Style</dt><dd>2 Storey, Up/Down</dd><dt>Year Built</dt><dd>1951</dd><dt>Lot Size</dt><dd>4,600 sqft</dd><dt>Taxes</dt><dd>$3,118 / year</dd></dl>
</section>
<section class="description"><h2>Description</h2><p>Up-and-down duplex near the Sydney waterfront and CBU bus routes. Each unit has two bedrooms and one bath; the upper unit rents at $1,150/month, the lower is vacant for an owner-occupant. Back on the market at a new price.</p></section>
<section class="price-history"><h2>Price History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Oct 30, 2026</td><td>Listed</td><td>$309,000</td></tr>
<tr><td>Sep 28, 2026</td><td>Expired</td><td>$335,000</td></tr>
<tr><td>Mar 27, 2026</td><td>Listed</td><td>$335,000</td></tr>
<tr><td>Jul 9, 2015</td><td>Sold</td><td>$168,500</td></tr></table></section>
<section class="agent"><p class="agent-name">Lachlan MacNeil</p><p class="brokerage">Cape Breton Shores Realty Inc.</p><p class="phone">902-555-0163</p></section>
<section class="similar"><h2>Similar Homes for Sale</h2>
<div class="item"><span class="price">$279,900</span> 21 Pleasant Street, Sydney</div>
<div class="item"><span class="price">$345,000</span> 154 George Street, Sydney</div></section>
</main>
<footer><p>Point2 is part of the Yardi family of companies. © 2026 Point2. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 309000 },
      propertyKind: "plex",
      street: "88-90 Whitney Avenue",
      city: "Sydney",
      province: "NS",
      postalCode: "B1P 4Z3",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2080,
      lot: { value: 4600, unit: "ft2" },
      yearBuilt: 1951,
      mlsNumber: "202524981",
      listingAgentName: "Lachlan MacNeil",
      brokerageName: "Cape Breton Shores Realty Inc.",
      geo: { lat: 46.13417, lng: -60.18492 },
    },
  },
];
