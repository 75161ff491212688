/**
 * Second held-out corpus, Quebec sites. Written by a second author after studying other real pages than the first
 * corpora (Centris's financial tables and municipal assessment, DuProprio's characteristics and dotted rows), with
 * the expected facts written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

export const HELD_OUT_2_QUEBEC: ListingPage[] = [
  {
    name: "h2-centris-condo-en",
    site: "centris.ca",
    set: "held-out-2",
    traps: "municipal assessment and tax tables (yearly and monthly both in the DOM); condo fees; borough of Longueuil; similar properties; 'Condos for sale' navigation",
    pageUrl: "https://www.centris.ca/en/condos~for-sale~longueuil-le-vieux-longueuil/16342283",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Condo for sale, Longueuil (Le Vieux-Longueuil) - 16342283 - Centris.ca</title>
<meta name="description" content="Condo for sale in Longueuil (Le Vieux-Longueuil), Montérégie, 302-455, Rue Saint-Charles Ouest, 16342283 - Centris.ca">
<meta property="og:title" content="Condo for sale - 302-455, Rue Saint-Charles Ouest, Longueuil (Le Vieux-Longueuil)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DEC8B40F1A1B2C3D4&amp;t=pi&amp;sm=m&amp;w=1260&amp;h=1024">
<link rel="canonical" href="https://www.centris.ca/en/condos~for-sale~longueuil-le-vieux-longueuil/16342283">
</head><body>
<header><nav class="navbar"><ul>
<li><a href="/en/properties~for-sale">Properties for sale</a></li>
<li><a href="/en/houses~for-sale">Houses for sale</a></li>
<li><a href="/en/condos~for-sale">Condos for sale</a></li>
<li><a href="/en/plexes~for-sale">Plexes for sale</a></li>
<li><a href="/en/properties~for-rent">Properties for rent</a></li>
</ul></nav></header>
<main>
<div class="breadcrumb"><a href="/en/condos~for-sale~monteregie">Montérégie</a> › <a href="/en/condos~for-sale~longueuil">Longueuil</a></div>
<div itemscope itemtype="http://schema.org/Product" class="description">
<div class="row"><div class="col-12 col-md-8">
<h1 itemprop="category"><span data-id="PageTitle">Condo for sale</span></h1>
<h2 itemprop="address" class="pt-1">302-455, Rue Saint-Charles Ouest, Longueuil (Le Vieux-Longueuil)</h2>
</div>
<div class="col-12 col-md-4 price-container"><div class="price text-right">
<meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="339000">
<span class="text-nowrap">$339,000</span>
</div></div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.53372"><meta itemprop="longitude" content="-73.51508"></div>
</div>
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">4 rooms</div><div class="col-lg-3 col-sm-6 cac">1 bedroom</div><div class="col-lg-3 col-sm-6 sdb">1 bathroom</div></div>
<div class="row pt-3">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Condominium type</div><div class="carac-value"><span>Divided</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>2018</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Net area</div><div class="carac-value"><span>527 sqft</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Parking (total)</div><div class="carac-value"><span>Garage (1)</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Additional features</div><div class="carac-value"><span>Elevator(s), Wheelchair access</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="walkscore"><a title="Very walkable"><span>88</span></a></div></div>
</div>
<div class="row description"><div itemprop="description">Bright corner unit on the 3rd floor, steps from the Longueuil metro and the river. Open kitchen, heated indoor garage, storage locker.</div></div>
<div class="financial-details">
<h3>Financial details</h3>
<table class="table financial-details-table financial-details-table-yearly"><thead><tr><th class="financial-details-table-title">Taxes</th><th class="text-right">Yearly</th></tr></thead>
<tbody><tr><td>Municipal (2025)</td><td class="text-right">$1,512</td></tr><tr><td>School (2025)</td><td class="text-right">$179</td></tr></tbody>
<tfoot><tr><td>Total</td><td class="text-right financial-details-table-total">$1,691</td></tr></tfoot></table>
<table class="table financial-details-table financial-details-table-yearly"><thead><tr><th class="financial-details-table-title">Fees</th><th class="text-right">Yearly</th></tr></thead>
<tbody><tr><td>Condominium fees</td><td class="text-right">$1,572</td></tr></tbody>
<tfoot><tr><td>Total</td><td class="text-right financial-details-table-total">$1,572</td></tr></tfoot></table>
<table class="table financial-details-table financial-details-table-monthly" style="display:none"><thead><tr><th class="financial-details-table-title">Fees</th><th class="text-right">Monthly</th></tr></thead>
<tbody><tr><td>Condominium fees</td><td class="text-right">$131</td></tr></tbody></table>
<table class="table financial-details-table"><thead><tr><th class="financial-details-table-title">Municipal assessment</th><th class="text-right">2025</th></tr></thead>
<tbody><tr><td>Lot</td><td class="text-right">$41,200</td></tr><tr><td>Building</td><td class="text-right">$262,800</td></tr></tbody>
<tfoot><tr><td>Total</td><td class="text-right">$304,000</td></tr></tfoot></table>
</div>
<div class="listing-id">Centris No. <span id="ListingDisplayId">16342283</span></div>
<div class="broker-info"><div class="broker-info__broker-title"><h1>Émilie Tremblay</h1></div><p class="text-center">Residential Real Estate Broker</p><div class="broker-info__agency-name">RE/MAX ACTION INC.</div><p class="broker-info__agency-address">1850, chemin du Tremblay, Longueuil (QC) J4N 1A2</p></div>
<section class="similar-properties"><h2>Similar properties</h2>
<div class="property-thumbnail-item"><div class="price"><span>$329,000</span></div><div class="address"><div>1101-500, Rue Saint-Charles Ouest</div><div>Longueuil (Le Vieux-Longueuil)</div></div><div class="cac">2</div><div class="sdb">1</div></div>
<div class="property-thumbnail-item"><div class="price"><span>$365,000</span></div><div class="address"><div>205-80, Rue Saint-Laurent Ouest</div><div>Longueuil (Le Vieux-Longueuil)</div></div><div class="cac">1</div><div class="sdb">1</div></div>
</section>
</main>
<footer><p>Centris inc. is a real estate services company. Real estate brokers are governed by the Organisme d'autoréglementation du courtage immobilier du Québec (OACIQ).</p><p>© 2025 Centris inc. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 339000 },
      propertyKind: "condo",
      street: "302-455, Rue Saint-Charles Ouest",
      city: "Longueuil",
      neighbourhood: "Le Vieux-Longueuil",
      province: "QC",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 527,
      yearBuilt: 2018,
      mlsNumber: "16342283",
      listingAgentName: "Émilie Tremblay",
      brokerageName: "RE/MAX ACTION INC.",
      geo: { lat: 45.53372, lng: -73.51508 },
    },
  },
  {
    name: "h2-duproprio-bungalow-en",
    site: "duproprio.com",
    set: "held-out-2",
    traps: "municipal assessment in a dotted row; building and lot dimensions; borough in parentheses; mortgage payment estimate; value before label in the characteristics; sold by owner",
    pageUrl: "https://duproprio.com/en/sherbrooke/fleurimont/bungalow-for-sale/hab-2455-rue-galt-est-1012345",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Bungalow for sale Sherbrooke (Fleurimont), 2455 Rue Galt Est - DuProprio</title>
<meta name="description" content="Bungalow for sale in Sherbrooke (Fleurimont). 3 bedrooms, 1 bathroom. Listed by owner on DuProprio, #1012345.">
<meta property="og:title" content="Bungalow for sale Sherbrooke (Fleurimont)">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/for_sale/2025/03/1012345/large/1012345_01.jpg">
</head><body>
<header class="header"><nav><a href="/en/search/list?is_for_sale=1">Homes for sale</a><a href="/en/search/list?type[]=condo">Condos for sale</a><a href="/en/sell">Sell your property</a></nav></header>
<main class="listing">
<div class="listing-price"><div class="listing-price__amount">$429,000</div></div>
<div class="listing-location">
<h3 class="listing-location__title"><a href="/en/sherbrooke/bungalow-for-sale">Bungalow for sale</a></h3>
<div class="listing-location__address"><a href="/en/sherbrooke/fleurimont">Sherbrooke (Fleurimont)</a></div>
<div class="listing-location__group-address">
<h1 class="listing-location__address-street">2455 Rue Galt Est</h1>
<meta property="streetAddress" content="2455 Rue Galt Est">
<meta property="addressLocality" content="Sherbrooke">
<meta property="addressRegion" content="QC">
<meta property="postalCode" content="J1G 1V7">
</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span><span class="listing-main-characteristics__title">bedrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span><span class="listing-main-characteristics__title">bathroom</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span><span class="listing-main-characteristics__title">half bath</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span><span class="listing-main-characteristics__title">level</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item-dimensions"><span class="listing-main-characteristics__title">Living space area (basement exclu.)</span><span class="listing-main-characteristics__number">1,150 ft² (106.84 m²)</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--lot-dimensions"><span class="listing-main-characteristics__title">Lot dimensions</span><span class="listing-main-characteristics__number">7,500 ft² (696.77 m²)</span></div>
</div>
<section class="listing-description"><h2>Description</h2><p>Well kept bungalow on a quiet street near the Fleurimont CHUS. Finished basement with family room, new roof (2021), paved driveway and detached garage.</p></section>
<div class="listing-list-characteristics"><div class="listing-list-characteristics__viewport">
<h2>Characteristics</h2>
<div class="listing-box__dotted-row"><div>Property Style</div><div class="listing-box__dots"></div><div>Bungalow</div></div>
<div class="listing-box__dotted-row"><div>Year of construction</div><div class="listing-box__dots"></div><div>1976</div></div>
<div class="listing-box__dotted-row"><div>Municipal Assessment</div><div class="listing-box__dots"></div><div>$298,400</div></div>
<div class="listing-box__dotted-row"><div>Municipal Taxes</div><div class="listing-box__dots"></div><div>$3,184</div></div>
<div class="listing-box__dotted-row"><div>School Taxes</div><div class="listing-box__dots"></div><div>$241</div></div>
<div class="listing-box__dotted-row"><div>Building dimensions</div><div class="listing-box__dots"></div><div>26 x 44 ft</div></div>
<div class="listing-box__dotted-row"><div>Lot dimensions</div><div class="listing-box__dots"></div><div>50 x 150 ft</div></div>
<div class="listing-box__dotted-row"><div>Backyard Faces</div><div class="listing-box__dots"></div><div>South</div></div>
</div></div>
<aside class="mortgage-calculator"><h3>Mortgage calculator</h3><div>Purchase price <span>$429,000</span></div><div>Down payment <span>$42,900</span></div><div>Estimated monthly payment <strong>$2,218</strong></div></aside>
<section class="similar-listings"><h2>Similar properties</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$389,000</div><div>Bungalow for sale - Sherbrooke (Fleurimont)</div><div>2 bedrooms · 1 bathroom</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$455,000</div><div>Split-level for sale - Sherbrooke (Jacques-Cartier)</div><div>4 bedrooms · 2 bathrooms</div></div>
</section>
</main>
<footer><p>DuProprio is not a real estate brokerage. The listings on this site are those of owners selling their property themselves.</p><p>© 2025 DuProprio inc. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "2455 Rue Galt Est",
      city: "Sherbrooke",
      neighbourhood: "Fleurimont",
      province: "QC",
      postalCode: "J1G 1V7",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
      lot: { value: 7500, unit: "ft2" },
      yearBuilt: 1976,
    },
  },
];
