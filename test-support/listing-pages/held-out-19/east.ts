/**
 * Nineteenth held-out corpus, Ontario, Québec and Nova Scotia: a realtor.ca freehold townhouse in Ajax, a Centris duplex
 * in Montréal's Villeray (French), a DuProprio condo in Québec City's Sainte-Foy (English page), a Zolo semi-detached
 * house in Kitchener, a HouseSigma condo for lease in Mississauga, a condos.ca condo in Ottawa's Centretown, a Royal
 * LePage house in Halifax's Clayton Park and a Kijiji townhouse for rent in Gatineau's Aylmer sector (French).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const realtorCaAjax = {
  Id: "29044183", MlsNumber: "E12804417",
  PublicRemarks: "Bright 3 bedroom freehold townhome on a quiet lane steps to Salem Rd and the 401. Open concept main floor, 9 ft ceilings, quartz counters. Finished basement with a 4th bedroom and a 3-pc bath. POTL fee $142 monthly covers snow removal and common landscaping. Walk to two schools and the Audley Recreation Centre.",
  Building: { BathroomTotal: "4", HalfBathTotal: "1", Bedrooms: "3 + 1", BedroomsAboveGround: "3", BedroomsBelowGround: "1", Type: "Row / Townhouse", StoriesTotal: "2" },
  Land: { SizeTotalText: "20 x 105 FT", SizeFrontage: "20 ft" },
  Property: {
    Price: "$869,900", PriceUnformattedValue: "869900", Type: "Single Family", OwnershipType: "Freehold", ParkingSpaceTotal: "2",
    Address: { AddressText: "47 HOLLINGHAM LANE|Ajax (Northeast Ajax), Ontario L1Z0K3", Longitude: "-79.00584", Latitude: "43.87312" },
  },
  Individual: [{ IndividualID: 1988214, Name: "Priya Ramkissoon", Position: "Salesperson", Organization: { Name: "Lakeshore Gate Realty Inc., Brokerage", Address: { AddressText: "1550 Kingston Road Unit 14|Pickering, Ontario L1V 1C3" } } }],
};

const sigmaLease = {
  listing: {
    id_listing: "Rz5Wm8qL", ml_num: "W12811204", list_status: { public: "For Lease", live: 1, status: "Lease" }, price: "2,650", price_int: 2650, price_sold: null,
    date_start: "2026-11-20", address: "1812 - 4155 Hurontario Street", municipality: "Mississauga", community: "City Centre", province: "ON", postal_code: "L5B 0J9",
    house_type_name: "Condo Apt", house_style: "Apartment", bedroom_string: "2", washroom: 2, house_area: { area: "800-899", unit: "feet" }, land: null,
    map: { lat: 43.58771, lon: -79.64214 }, brokerage_text: "Square One Metro Realty Inc., Brokerage", maintenance_fee: null,
  },
  analytics: { estimate_price: 612000, estimate_rent: 2710 },
  history: [{ date_start: "2024-06-02", date_end: "2024-06-19", price: 2500, status: "Leased", sold_price: 2400, ml_num: "W8392217" }],
};

const condosCaOttawa = {
  props: {
    pageProps: {
      building: { name: "The Lisgar", address: "245 Kent Street", neighbourhood: "Centretown", year_built: 2012, storeys: 21, units: 194, lat: 45.41463, lng: -75.70102, amenities: ["Gym", "Rooftop Terrace", "Concierge"] },
      listing: { mls_number: "X12780115", transaction_type: "sale", price: 549900, unit: "1104", address: "245 Kent Street", city: "Ottawa", beds: "2", baths: 2, size_range: "900-999", exposure: "NW", maintenance_fees: 681.2, parking: 1, locker: "Owned", brokerage: "Capital Glebe Realty Ltd., Brokerage" },
      building_listings: [{ unit: "608", transaction_type: "lease", price: 2450, beds: "1" }, { unit: "1903", transaction_type: "sale", price: 729000, beds: "2+1" }],
      unit_history: [{ date: "2016-04-11", type: "Sold", list_price: 389900, sold_price: 384000 }],
    },
  },
  page: "/[city]/[building]/[unit]",
};

const kijijiGatineau = {
  config: {
    adInfo: {
      id: 1718822047, title: "Maison de ville à louer - 3 chambres - Aylmer - libre 1er janvier",
      price: { amount: 229500, currency: "CAD", type: "FIXED" }, categoryId: 43, categoryName: "Appartements, condos",
      location: { address: "118 Rue Vanier, Gatineau, QC J9H 1X7", mapAddress: "118 Rue Vanier, Gatineau, QC J9H 1X7", latitude: 45.39522, longitude: -75.84207 },
      attributes: [{ name: "unittype", value: "townhouse" }, { name: "numberbedrooms", value: "3" }, { name: "numberbathrooms", value: "15" }, { name: "areainfeet", value: "1150" }, { name: "petsallowed", value: "limited" }],
      posterInfo: { posterType: "owner", sellerName: "Sylvie" },
    },
  },
};

export const HELD_OUT_19_EAST: ListingPage[] = [
  {
    name: "ho19-realtor-ca-townhouse-ajax",
    site: "realtor.ca",
    set: "held-out-19",
    traps: "a freehold row townhouse in Ajax: the street in upper case ('47 HOLLINGHAM LANE'), the community in brackets after the town ('Ajax (Northeast Ajax)'); '3 + 1' bedrooms; 4 baths with 1 partial; 'Land Size 20 x 105 FT'; a POTL fee per month; the office's Pickering address; a similar-listings strip with other Ajax prices",
    pageUrl: "https://www.realtor.ca/real-estate/29044183/47-hollingham-lane-ajax-northeast-ajax-northeast-ajax",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 HOLLINGHAM LANE, Ajax (Northeast Ajax), Ontario L1Z0K3 - E12804417 | REALTOR.ca</title>
<meta name="description" content="47 HOLLINGHAM LANE, Ajax (Northeast Ajax), Ontario - $869,900 - 3 + 1 bedrooms, 4 bathrooms - Row / Townhouse for sale.">
<meta property="og:title" content="47 HOLLINGHAM LANE, Ajax (Northeast Ajax), Ontario L1Z0K3">
<meta property="og:image" content="https://cdn.realtor.ca/listing/TS638681102/reb82/highres/7/e12804417_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "47 HOLLINGHAM LANE, Ajax (Northeast Ajax), Ontario L1Z0K3", sku: "E12804417", offers: { "@type": "Offer", price: "869900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({"event":"listingView","listingId":"29044183","price":869900,"propertyType":"Single Family","province":"Ontario"});</script>
<script>var listingDetails = ${JSON.stringify(realtorCaAjax)};</script>
</head><body>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/fr/">Français</a></nav></header>
<main id="listingDetailsCon">
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$869,900</div></div>
<h1 id="listingAddress" class="listingAddress">47 HOLLINGHAM LANE<br><span class="listingAddressCity">Ajax (Northeast Ajax), Ontario L1Z0K3</span></h1>
<div id="listingMLSNum">MLS® Number: E12804417</div>
<div id="listingIconNum"><div class="listingIconNum"><span>3 + 1</span> Bedrooms</div><div class="listingIconNum"><span>4</span> Bathrooms</div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>${realtorCaAjax.PublicRemarks}</p></div>
<div id="propertyDetailsSectionContentSubCon_Building">
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Property Type</span><span class="propertyDetailsSectionContentValue">Single Family</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">Row / Townhouse</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Storeys</span><span class="propertyDetailsSectionContentValue">2</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Community Name</span><span class="propertyDetailsSectionContentValue">Northeast Ajax</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Land Size</span><span class="propertyDetailsSectionContentValue">20 x 105 FT</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$6,214.37</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Parking Type</span><span class="propertyDetailsSectionContentValue">Attached Garage (1), 2 total</span></div>
</div>
<div id="propertyDetailsRoomsSection"><h3>Bathrooms</h3><p>Bathrooms (Total) 4 · Partial Bathrooms 1</p></div>
<div id="listingAgentCon"><div class="realtorCardName">Priya Ramkissoon</div><div class="realtorCardTitle">Salesperson</div>
<div class="officeCardName">Lakeshore Gate Realty Inc., Brokerage</div><div class="officeCardAddress">1550 Kingston Road Unit 14, Pickering, Ontario L1V 1C3</div><div class="officeCardPhone">905-555-0174</div></div>
<section id="mortgageCalc"><h2>Mortgage Calculator</h2><p>Down payment 20%: $173,980 · Monthly payment: <strong>$4,068</strong></p></section>
<section id="similarListings"><h2>Similar listings nearby</h2>
<div class="similarCard"><span class="price">$829,000</span> 12 Tozer Crescent, Ajax · 3 bd 3 ba</div>
<div class="similarCard"><span class="price">$899,888</span> 205 Kerrison Drive East, Ajax · 4 bd 4 ba</div></section>
</main>
<footer id="footer"><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 869900 },
      propertyKind: "townhouse",
      street: "47 Hollingham Lane",
      city: "Ajax",
      province: "ON",
      postalCode: "L1Z 0K3",
      neighbourhood: "Northeast Ajax",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsHalf: 1,
      lot: { value: 2100, unit: "ft2" },
      mlsNumber: "E12804417",
      listingAgentName: "Priya Ramkissoon",
      brokerageName: "Lakeshore Gate Realty Inc., Brokerage",
      geo: { lat: 43.87312, lng: -79.00584 },
    },
  },
  {
    name: "ho19-centris-duplex-villeray-fr",
    site: "centris.ca",
    set: "held-out-19",
    traps: "a French duplex page: 'Duplex à vendre', price as '1 049 000 $' with thin spaces; the borough in brackets after Montréal; 'Nombre d'unités Résidentiel (2)'; five bedrooms across both units ('5 chambres'); potential gross revenue and municipal assessment as other dollar figures; 'Superficie du terrain 2 560 pi²'; the broker's agency with its own Montréal address; 'Style de bâtiment Jumelé' on a duplex; no JSON-LD",
    pageUrl: "https://www.centris.ca/fr/duplex~a-vendre~montreal-villeray-saint-michel-parc-extension/21483906",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Duplex à vendre, Montréal (Villeray/Saint-Michel/Parc-Extension) - 7412, rue De Gaspé - 21483906 - Centris.ca</title>
<meta name="description" content="Duplex à vendre à Montréal (Villeray/Saint-Michel/Parc-Extension), 5 chambres, 2 salles de bain. 1 049 000 $. No Centris 21483906.">
<meta property="og:type" content="website">
<meta itemprop="latitude" content="45.54318"><meta itemprop="longitude" content="-73.61729">
</head><body>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/">English</a></nav></header>
<nav class="breadcrumb"><a href="/fr">Accueil</a> › <a href="/fr/plex~a-vendre~montreal-ile">Montréal (Île)</a> › <span>Villeray/Saint-Michel/Parc-Extension</span></nav>
<main class="property-details">
<div class="header-summary">
<h1 itemprop="category"><span data-id="PageTitle">Duplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">7412, rue De Gaspé, Montréal (Villeray/Saint-Michel/Parc-Extension), H2R 1Z9</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="1049000"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">1 049 000 $</span></div></div>
</div>
<div class="row teaser"><div class="col cac">5 chambres</div><div class="col sdb">2 salles de bain</div></div>
<div class="row description"><div itemprop="description">Duplex bien entretenu à deux pas du parc Jarry et du métro De Castelnau. Rez-de-chaussée 6½ libre à l'acheteur avec sous-sol aménagé, étage 5½ loué 1 350 $/mois. Toiture refaite en 2021, fenêtres 2018. Cour arrière clôturée et hangar.</div></div>
<div class="row carac-container">
<div class="col carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="col carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div>
<div class="col carac-title">Année de construction</div><div class="carac-value"><span>1928</span></div>
<div class="col carac-title">Superficie du terrain</div><div class="carac-value"><span>2 560 pi²</span></div>
<div class="col carac-title">Nombre d'unités</div><div class="carac-value"><span>Résidentiel (2)</span></div>
<div class="col carac-title">Unités résidentielles</div><div class="carac-value"><span>1 x 5 ½, 1 x 6 ½</span></div>
<div class="col carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>31 200 $</span></div>
<div class="col carac-title">Stationnement total</div><div class="carac-value"><span>Allée (1)</span></div>
</div>
<div class="financial-details"><h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>298 700 $</td></tr><tr><td>Bâtiment</td><td>513 700 $</td></tr><tr><td>Total</td><td>812 400 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>6 402 $</td></tr><tr><td>Scolaires (2026)</td><td>689 $</td></tr></table></div>
<div class="listing-id">No Centris <span id="ListingDisplayId">21483906</span></div>
<div class="broker-info"><div class="broker-info__broker-name" itemprop="name">Mélanie Gervais</div><div class="broker-info__broker-title">Courtier immobilier résidentiel</div>
<div class="broker-info__agency-name">Groupe Immobilier Jarry inc.</div><div class="broker-info__agency-address">8050, boulevard Saint-Laurent, Montréal (Québec) H2P 1M1</div><div class="phone">514 555-0186</div></div>
<div class="similar-properties"><h3>Propriétés similaires</h3><div class="similar"><span class="price">985 000 $</span> Duplex, rue Saint-Denis, Montréal</div><div class="similar"><span class="price">1 125 000 $</span> Triplex, avenue Christophe-Colomb, Montréal</div></div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. Centris et le logo de Centris sont des marques de commerce.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1049000 },
      propertyKind: "plex",
      street: "7412, rue De Gaspé",
      city: "Montréal",
      province: "QC",
      postalCode: "H2R 1Z9",
      neighbourhood: "Villeray/Saint-Michel/Parc-Extension",
      bedrooms: 5,
      bathrooms: 2,
      lot: { value: 2560, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "21483906",
      listingAgentName: "Mélanie Gervais",
      brokerageName: "Groupe Immobilier Jarry inc.",
      geo: { lat: 45.54318, lng: -73.61729 },
    },
  },
  {
    name: "ho19-duproprio-condo-sainte-foy-en",
    site: "duproprio.com",
    set: "held-out-19",
    traps: "an owner's condo sale on the English page: the city as 'Québec' with the Sainte-Foy area in brackets; the unit as 'apt. 308'; living area in both ft² and m²; condo fees per month, municipal assessment and the owner's asking price side by side; DuProprio's listing code (not an MLS® number); no agent or brokerage; the DuProprio head office address in the footer",
    pageUrl: "https://duproprio.com/en/quebec-city/sainte-foy/condo-for-sale/hab-2870-chemin-sainte-foy-1089234",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Condo for sale in Québec (Sainte-Foy), 2870, chemin Sainte-Foy, apt. 308 - DuProprio - 1089234</title>
<meta name="description" content="Condo for sale by owner in Québec (Sainte-Foy). 2 bedrooms, 1 bathroom. $364,500.">
<meta property="og:title" content="Condo for sale - Québec (Sainte-Foy) - $364,500">
<script>window.dataLayer = [{"page_type":"listing","listing_id":"1089234","listing_price":364500,"listing_type":"condo","listing_city":"Quebec City","listing_region":"Capitale-Nationale"}];</script>
</head><body>
<header class="header"><a href="/en" class="header__logo">DuProprio</a><nav><a href="/en/search/list">Buy</a><a href="/en/sell">Sell</a><a href="/fr">Français</a></nav></header>
<main class="listing">
<section class="listing-main">
<div class="listing-price"><div class="listing-price__amount">$364,500</div></div>
<h1 class="listing-location__title">Condo for sale</h1>
<div class="listing-location__address"><h2 class="listing-location__title-address">2870, chemin Sainte-Foy, apt. 308</h2><span class="listing-location__city">Québec (Sainte-Foy)</span>, <span class="listing-location__region">Capitale-Nationale</span>, G1V 1V5</div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> bedrooms</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> bathroom</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1,012 ft²</span> (94.02 m²) Living space area</div>
</div>
</section>
<section class="listing-box listing-characteristics">
<h3>Characteristics</h3>
<div class="listing-box__dotted-row"><span>Year of construction</span><span>2009</span></div>
<div class="listing-box__dotted-row"><span>Floor</span><span>3rd floor</span></div>
<div class="listing-box__dotted-row"><span>Municipal assessment</span><span>$338,000</span></div>
<div class="listing-box__dotted-row"><span>Condo fees (monthly)</span><span>$287</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes</span><span>$3,118</span></div>
<div class="listing-box__dotted-row"><span>Parking</span><span>Indoor (1)</span></div>
</section>
<section class="listing-box listing-description"><p>Bright corner unit steps from Université Laval and Place Sainte-Foy. Open kitchen with island, heated indoor parking, storage locker. Well-managed 24-unit building with a healthy contingency fund.</p></section>
<section class="listing-contact"><h3>Contact the owner</h3><p>Sold by the owner. <button>Show phone number</button></p><div class="listing-code">Listing code: 1089234</div></section>
<div id="listing-map" class="listing-map" data-lat="46.77812" data-lng="-71.27893"></div>
<section class="similar"><h3>Similar properties</h3><div class="similar__item">$349,000 · Condo · Québec (Sillery)</div><div class="similar__item">$389,900 · Condo · Québec (Sainte-Foy)</div></section>
</main>
<footer class="footer"><p>DuProprio, 2000, rue Cyrille-Duquet, Québec (Québec) G1N 4N4 · © 2026 DuProprio inc.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 364500 },
      propertyKind: "condo",
      street: "2870, chemin Sainte-Foy, apt. 308",
      city: "Québec",
      province: "QC",
      postalCode: "G1V 1V5",
      neighbourhood: "Sainte-Foy",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1012,
      yearBuilt: 2009,
      geo: { lat: 46.77812, lng: -71.27893 },
    },
  },
  {
    name: "ho19-zolo-semi-kitchener",
    site: "zolo.ca",
    set: "held-out-19",
    traps: "a semi-detached house in Kitchener: 'Type Semi-Detached' with a 'Backsplit 4' style; '1100-1500' sqft range; 'Age 51-99' with no year; lot '30 x 120 Feet'; a terminated earlier listing at a higher price in the history; Zolo's estimate; JSON-LD with geo; the Forest Heights neighbourhood link",
    pageUrl: "https://www.zolo.ca/kitchener-real-estate/112-brybeck-crescent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>112 Brybeck Crescent, Kitchener — For Sale @ $649,900 | Zolo.ca</title>
<meta name="description" content="112 Brybeck Crescent, Kitchener, ON N2M 2C6 is a 3 bed, 2 bath Semi-Detached listed for $649,900. MLS® X12790356.">
${ld({ "@context": "https://schema.org", "@type": ["SingleFamilyResidence", "Product"], name: "112 Brybeck Crescent", address: { "@type": "PostalAddress", streetAddress: "112 Brybeck Crescent", addressLocality: "Kitchener", addressRegion: "ON", postalCode: "N2M 2C6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.43261, longitude: -80.51024 }, numberOfRooms: 3, offers: { "@type": "Offer", price: 649900, priceCurrency: "CAD" } })}
</head><body>
<header class="site-header"><a href="/">Zolo</a><nav><a href="/kitchener-real-estate">Kitchener</a><a href="/sold-homes">Sold</a><a href="/sign-in">Sign In</a></nav></header>
<main class="listing-wrap">
<section class="listing-header">
<h1 class="address">112 Brybeck Crescent</h1>
<div class="area-line"><a href="/kitchener-real-estate/forest-heights" class="neighbourhood-link">Forest Heights</a>, Kitchener, ON N2M 2C6</div>
<div class="listing-price"><span class="priceT">$649,900</span></div>
<ul class="list-unstyled listing-values"><li><span class="value">3</span> bed</li><li><span class="value">2</span> bath</li><li><span class="value">1100-1500</span> sqft</li></ul>
</section>
<section class="section-listing-details">
<h2>Home Facts</h2>
<dl class="column"><dt class="column-label">Type</dt><dd class="column-value">Semi-Detached</dd></dl>
<dl class="column"><dt class="column-label">Style</dt><dd class="column-value">Backsplit 4</dd></dl>
<dl class="column"><dt class="column-label">Size (sq ft)</dt><dd class="column-value">1100-1500</dd></dl>
<dl class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">30 x 120 Feet</dd></dl>
<dl class="column"><dt class="column-label">Age</dt><dd class="column-value">51-99</dd></dl>
<dl class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$4,012 in 2026</dd></dl>
<dl class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">X12790356</dd></dl>
<dl class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">9 Days</dd></dl>
</section>
<section class="zolo-estimate"><h3>Zolo Home Estimate</h3><p>$638,400 <small>± 4%</small></p></section>
<section class="listing-history"><h3>Listing History</h3><table><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr>
<tr><td>Nov 18, 2026</td><td>Listed</td><td>$649,900</td><td>X12790356</td></tr>
<tr><td>Jul 02, 2026</td><td>Terminated</td><td>$679,900</td><td>X12214470</td></tr></table></section>
<section class="listing-description"><p>Four-level backsplit semi on a family crescent near Forest Heights Park. Updated kitchen, walkout from the lower level to a deep yard, roof 2020. Minutes to the Expressway and Sunrise Centre.</p></section>
<section class="listing-brokerage"><p>Listed by Dmitri Kovalenko, Grand River Keys Realty Inc., Brokerage</p></section>
<section class="nearby"><h3>Nearby Homes for Sale</h3><div class="card">$599,000 · 58 Brybeck Crescent · 3 bd</div><div class="card">$724,900 · 71 Greenbrook Drive · 4 bd</div></section>
</main>
<footer class="site-footer"><p>Zolo Realty, Brokerage. 1 Dundas St W, Toronto, ON M5G 1Z3. MLS® data provided by the local boards.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "semi-detached",
      street: "112 Brybeck Crescent",
      city: "Kitchener",
      province: "ON",
      postalCode: "N2M 2C6",
      neighbourhood: "Forest Heights",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 3600, unit: "ft2" },
      mlsNumber: "X12790356",
      listingAgentName: "Dmitri Kovalenko",
      brokerageName: "Grand River Keys Realty Inc., Brokerage",
      geo: { lat: 43.43261, lng: -80.51024 },
    },
  },
  {
    name: "ho19-housesigma-condo-lease-mississauga",
    site: "housesigma.com",
    set: "held-out-19",
    traps: "a condo apartment for lease: '$2,650/month' with a sale estimate of $612,000 and a rent estimate beside it; the same unit's 2024 lease at $2,400 with its own board number; '800-899' sqft range; the City Centre community; the brokerage only",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/1812-4155-hurontario-street/home/Rz5Wm8qL/?id_listing=Rz5Wm8qL",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1812 - 4155 Hurontario Street, Mississauga — For Lease $2,650 — W12811204 | HouseSigma</title>
<meta name="description" content="For Lease: 1812 - 4155 Hurontario Street, Mississauga, ON L5B 0J9. Condo Apt, 2 bedrooms, 2 bathrooms. $2,650/month.">
<script>window.__NUXT__ = ${JSON.stringify({ data: [sigmaLease] })};</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map Search</a><a href="/on/market/">Market Trends</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<div class="status-tag lease">For Lease</div>
<h1 class="address">1812 - 4155 Hurontario Street</h1>
<p class="municipality">Mississauga - City Centre, ON L5B 0J9</p>
<div class="price-block">
<div class="price list-price">$2,650<span class="per">/month</span></div>
<div class="sigma-estimate"><span>SigmaEstimate</span> $612,000 <small>Rental estimate $2,710/mo</small></div>
</div>
<ul class="key-facts"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>800-899 sqft</li><li>1 Parking</li></ul>
<section class="key-info"><h2>Key Facts</h2>
<div class="row"><span>MLS®#</span><span>W12811204</span></div>
<div class="row"><span>Type</span><span>Condo Apt, Apartment</span></div>
<div class="row"><span>Size</span><span>800-899 sqft</span></div>
<div class="row"><span>Listed on</span><span>Nov 20, 2026</span></div>
<div class="row"><span>Listing Brokerage</span><span>Square One Metro Realty Inc., Brokerage</span></div>
</section>
<section class="listing-history"><h2>Listing History</h2><table>
<tr><td>2026-11-20</td><td>For Lease</td><td>$2,650</td><td>W12811204</td></tr>
<tr><td>2024-06-02</td><td>Leased</td><td>$2,400</td><td>W8392217</td></tr></table></section>
<section class="description"><p>Split 2 bed, 2 bath corner suite with a wraparound balcony facing the lake. Steps to Square One, Sheridan College and the LRT. Hydro extra. One parking and one locker included.</p></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">$2,550/mo · 2209 - 4099 Brickstone Mews</div><div class="card">$2,800/mo · 3302 - 4130 Parkside Village Drive</div></section>
</main>
<footer><p>HouseSigma Inc. Brokerage · 15 Allstate Parkway, Markham, ON</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "1812 - 4155 Hurontario Street",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0J9",
      neighbourhood: "City Centre",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      mlsNumber: "W12811204",
      brokerageName: "Square One Metro Realty Inc., Brokerage",
      geo: { lat: 43.58771, lng: -79.64214 },
    },
  },
  {
    name: "ho19-condos-ca-condo-ottawa-centretown",
    site: "condos.ca",
    set: "held-out-19",
    traps: "a condo for sale in Ottawa: other units of the building for sale and for lease in a panel ('#608 $2,450/mo', '#1903 $729,000'); the unit's own 2016 sale in its history; a '900-999' size range; maintenance fees; the building's year in the embedded data and on the page; condos.ca's own brokerage address in the footer",
    pageUrl: "https://condos.ca/ottawa/the-lisgar-245-kent-st/unit-1104-X12780115",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Lisgar - 1104 - 245 Kent St - For Sale $549,900 | Condos.ca</title>
<meta name="description" content="The Lisgar, 245 Kent Street, #1104, Ottawa. 2 beds, 2 baths, 900-999 sqft condo for sale at $549,900. MLS® X12780115.">
${nextData(condosCaOttawa)}
</head><body>
<div id="__next">
<header class="styled__Header"><a href="/">condos.ca</a><nav><a href="/ottawa">Ottawa</a><a href="/map">Map</a><a href="/sign-in">Sign In</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="/ottawa">Ottawa</a> / <a href="/ottawa/centretown">Centretown</a> / <a href="/ottawa/the-lisgar-245-kent-st">The Lisgar</a> / <span>Unit 1104</span></nav>
<div class="styled__Price">$549,900</div>
<h1 class="styled__Address">1104 - 245 Kent Street</h1>
<div class="styled__Sub">The Lisgar · Centretown, Ottawa, ON K2P 0A5</div>
<ul class="styled__Facts"><li>2 Beds</li><li>2 Baths</li><li>900-999 sqft</li><li>1 Parking</li><li>NW exposure</li></ul>
<section><h2>Details</h2><table>
<tr><td>Maintenance Fees</td><td>$681.20 /mo</td></tr>
<tr><td>Property Type</td><td>Condo Apt</td></tr>
<tr><td>Locker</td><td>Owned</td></tr>
<tr><td>Building Built</td><td>2012</td></tr>
<tr><td>MLS®#</td><td>X12780115</td></tr>
<tr><td>Listing Brokerage</td><td>Capital Glebe Realty Ltd., Brokerage</td></tr></table></section>
<section><h2>Unit History</h2><p>Apr 11, 2016 · Sold $384,000 (listed $389,900)</p></section>
<section class="building-listings"><h2>Other units at The Lisgar</h2><div class="card">#608 · For Lease · $2,450/mo · 1 bed</div><div class="card">#1903 · For Sale · $729,000 · 2+1 beds</div></section>
<section><p>21 storeys, 194 suites. Gym, rooftop terrace and concierge.</p></section>
</main>
<footer><p>Condos.ca Real Estate Inc., Brokerage, 2 Bloor St W, Toronto, ON M4W 3E2</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "condo",
      street: "1104 - 245 Kent Street",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2P 0A5",
      neighbourhood: "Centretown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 900,
      yearBuilt: 2012,
      mlsNumber: "X12780115",
      brokerageName: "Capital Glebe Realty Ltd., Brokerage",
      geo: { lat: 45.41463, lng: -75.70102 },
    },
  },
  {
    name: "ho19-royallepage-house-halifax-clayton-park",
    site: "royallepage.ca",
    set: "held-out-19",
    traps: "a Halifax house with a Nova Scotia nine-digit MLS® number; '3 Full, 1 Half' baths; 'Lot Size 0.14 Acres'; the Clayton Park neighbourhood; the Royal LePage office name and its Dartmouth address; a monthly payment estimate; no JSON-LD, coordinates in the map element",
    pageUrl: "https://www.royallepage.ca/en/property/nova-scotia/halifax/5-ravenscraig-drive/23981144/mls202527418/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5 Ravenscraig Drive, Halifax, NS B3M 1X2 | 4 Bed, 4 Bath House For Sale | $674,900 | Royal LePage</title>
<meta name="description" content="5 Ravenscraig Drive, Halifax, Nova Scotia. House for sale: 4 bedrooms, 4 bathrooms, 2,184 sq ft. MLS® 202527418. Royal LePage Atlantic.">
<meta property="og:image" content="https://www.royallepage.ca/photos/202527418/1.jpg">
</head><body>
<header class="site-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Find a Property</a><a href="/en/agent/">Find an Agent</a><a href="/fr/">Français</a></nav></header>
<main class="property-page">
<div class="property-header">
<h1 class="address-1">5 Ravenscraig Drive</h1>
<p class="address-2">Halifax, Nova Scotia B3M 1X2</p>
<p class="neighbourhood">Clayton Park</p>
<div class="property-price">$674,900</div>
<div class="property-stats"><span>4 Bedrooms</span><span>4 Bathrooms</span><span>2,184 sq. ft.</span></div>
</div>
<section class="property-details"><h2>Property Details</h2><ul>
<li><span class="label">Property Type</span> <span>Single Family</span></li>
<li><span class="label">Building Type</span> <span>House</span></li>
<li><span class="label">Bathrooms</span> <span>3 Full, 1 Half</span></li>
<li><span class="label">Lot Size</span> <span>0.14 Acres</span></li>
<li><span class="label">Year Built</span> <span>1987</span></li>
<li><span class="label">Taxes</span> <span>$4,766 (2026)</span></li>
<li><span class="label">MLS®</span> <span>202527418</span></li>
</ul></section>
<section class="property-description"><p>Well-kept two storey on a quiet street near Clayton Park Junior High and the Bayers Lake shops. Ductless heat pumps, hardwood up, a rec room and fourth bedroom on the lower level. Paved double drive.</p></section>
<div id="property-map" data-latitude="44.65937" data-longitude="-63.64712"></div>
<section class="mortgage"><h3>Estimated Monthly Payment</h3><p>$3,152 /month based on 20% down</p></section>
<section class="listing-agent"><h3>Listed by</h3><div class="agent-name">Colleen MacIsaac</div><div class="agent-title">REALTOR®</div>
<div class="office-name">Royal LePage Atlantic</div><div class="office-address">277 Pleasant Street, Dartmouth, NS B2Y 4B7</div></section>
<section class="similar"><h3>Similar Properties</h3><div class="card">$629,000 · 31 Sylvia Avenue, Halifax</div><div class="card">$719,900 · 62 Parkhill Road, Halifax</div></section>
</main>
<footer><p>© 2026 Royal LePage. Each office independently owned and operated. Bayview Place, 39 Wynford Drive, Toronto, ON M3C 3K5.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 674900 },
      propertyKind: "house",
      street: "5 Ravenscraig Drive",
      city: "Halifax",
      province: "NS",
      postalCode: "B3M 1X2",
      neighbourhood: "Clayton Park",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2184,
      lot: { value: 0.14, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "202527418",
      listingAgentName: "Colleen MacIsaac",
      brokerageName: "Royal LePage Atlantic",
      geo: { lat: 44.65937, lng: -63.64712 },
    },
  },
  {
    name: "ho19-kijiji-townhouse-rent-gatineau-fr",
    site: "kijiji.ca",
    set: "held-out-19",
    traps: "a French ad for a townhouse for rent in Gatineau's Aylmer sector: '2 295,00 $' on the page and the amount in cents in the embedded state; bathrooms in tenths ('15' for 1.5); 'Taille (pi²) 1150'; the owner's first name only; similar ads with other rents; no MLS® number",
    pageUrl: "https://www.kijiji.ca/v-appartement-condo/gatineau/maison-de-ville-a-louer-3-chambres-aylmer-libre-1er-janvier/1718822047",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison de ville à louer - 3 chambres - Aylmer - libre 1er janvier | Appartements, condos | Gatineau | Kijiji</title>
<meta property="og:title" content="Maison de ville à louer - 3 chambres - Aylmer - libre 1er janvier">
<meta property="og:description" content="Maison de ville de 3 chambres, 1 salle de bain et une salle d'eau, sous-sol fini. 2 295 $ par mois, non chauffée.">
<script>window.__data = ${JSON.stringify(kijijiGatineau)};</script>
</head><body>
<header class="kj-header"><a href="/fr">Kijiji</a><nav><a href="/fr/b-gatineau/l1700186">Gatineau</a><a href="/fr/post">Publier une annonce</a></nav></header>
<nav class="breadcrumbs"><a href="/fr">Accueil</a> › <a href="/fr/b-immobilier/gatineau/c34l1700186">Immobilier</a> › <a href="/fr/b-appartement-condo/gatineau/c37l1700186">Appartements, condos</a></nav>
<main>
<h1 data-testid="vip-title">Maison de ville à louer - 3 chambres - Aylmer - libre 1er janvier</h1>
<div data-testid="vip-price"><span>2 295,00 $</span> <span class="sub">Non chauffé, sans électricité</span></div>
<div data-testid="vip-location"><button>118 Rue Vanier, Gatineau, QC J9H 1X7</button></div>
<ul data-testid="vip-attributes">
<li><dt>Type d'unité</dt><dd>Maison en rangée</dd></li>
<li><dt>Chambres</dt><dd>3</dd></li>
<li><dt>Salles de bain</dt><dd>1.5</dd></li>
<li><dt>Taille (pi²)</dt><dd>1150</dd></li>
<li><dt>Animaux acceptés</dt><dd>Limité</dd></li>
<li><dt>Stationnement inclus</dt><dd>2</dd></li>
</ul>
<div data-testid="vip-description"><p>Belle maison de ville dans le secteur Aylmer, près du boulevard Wilfrid-Lavigne et des pistes cyclables. 3 chambres à l'étage, salle de bain complète et salle d'eau au rez-de-chaussée, sous-sol fini. Électroménagers inclus. Bail de 12 mois, dépôt non exigé, références demandées.</p></div>
<div data-testid="vip-poster"><span>Publié par</span> <strong>Sylvie</strong> · Propriétaire</div>
<section data-testid="similar-ads"><h2>Annonces similaires</h2><div class="card">1 950,00 $ · 4½ Aylmer</div><div class="card">2 450,00 $ · Maison 3 chambres Plateau</div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2295, period: "month" },
      propertyKind: "townhouse",
      street: "118 Rue Vanier",
      city: "Gatineau",
      province: "QC",
      postalCode: "J9H 1X7",
      neighbourhood: "Aylmer",
      bedrooms: 3,
      bathrooms: 1.5,
      squareFootage: 1150,
      geo: { lat: 45.39522, lng: -75.84207 },
    },
  },
];
