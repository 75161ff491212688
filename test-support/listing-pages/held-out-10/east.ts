/**
 * Tenth held-out corpus, the North, Quebec, Ontario and the Atlantic: a realtor.ca row house on leased land in Iqaluit,
 * a Centris mobile home on a rented pad in Saguenay in French, a DuProprio split-level house in Rouyn-Noranda in
 * French, a Zolo semi-detached house with a basement bedroom in Hamilton, a condos.ca condo townhouse in Oakville and a
 * Point2 Homes house in Summerside. Structures follow the earlier corpora's pages for these sites and real saved pages
 * and selectors in public scraper projects; addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_10_EAST: ListingPage[] = [
  {
    name: "h10-realtor-ca-row-house-iqaluit",
    site: "realtor.ca",
    set: "held-out-10",
    traps: "a row house in Iqaluit, Nunavut: a building-number address ('2417B Qajaq Crescent'); a hyphenated '24-0187' MLS® number beside the JSON-LD sku; 'Building Type Row / Townhouse'; 'Land Size Leased land' with the annual land lease fee in dollars; trucked water and sewage; 'Bathrooms (Total) 2' with 'Half Bathrooms 1'; 'NU' and the shared 'X0A 0H0' postal code; the office card with its own Iqaluit address",
    pageUrl: "https://www.realtor.ca/real-estate/29311874/2417b-qajaq-crescent-iqaluit",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2417B Qajaq Crescent, Iqaluit, Nunavut X0A 0H0 - 24-0187 | REALTOR.ca</title>
<meta name="description" content="For sale: 2417B Qajaq Crescent, Iqaluit, Nunavut X0A 0H0 - 24-0187. Learn more about this row / townhouse property.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "2417B Qajaq Crescent, Iqaluit, Nunavut X0A 0H0", sku: "29311874", offers: { "@type": "Offer", price: "612000", priceCurrency: "CAD" } })}
</head><body>
<div id="cookieBanner" class="cookieBanner"><p>REALTOR.ca uses cookies to improve your experience. <a href="/privacy">Learn more</a></p><button>Accept</button></div>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">2417B Qajaq Crescent<br>Iqaluit, Nunavut X0A 0H0</h1>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$612,000</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number</span> <span id="MLNumberVal">24-0187</span></div>
<div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">1,312 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Details">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Row / Townhouse</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">Leased land</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Lease Fee</div><div class="propertyDetailsSectionContentValue">$3,480 yearly</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">2009</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Utility Water</div><div class="propertyDetailsSectionContentValue">Trucked</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Half Bathrooms</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Size Interior</div><div class="propertyDetailsSectionContentValue">1312 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Oil, boiler (in-floor)</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Property Description</h2><p>End unit in a six-unit row on the Plateau with a view over Koojesse Inlet. Three bedrooms and a full bath upstairs, a powder room and an arctic entry on the main floor. Water tank 2,270 L, sewage tank serviced by the City. Sold with the land lease; transfer fee payable to the City of Iqaluit.</p></div>
<div id="mortgageCalculatorCon"><h3>Mortgage Calculator</h3><p>Down payment $122,400 (20%). Amortization 25 years. Estimated payment $2,862 / month.</p></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><span class="realtorCardName">Leah Kilabuk</span><div class="realtorCardTitle">REALTOR®</div></div>
<div class="officeCardCon"><div class="officeCardName">Tundra North Realty Ltd.</div><div class="officeCardAddress">Building 1085, Mivvik Street<br>Iqaluit, Nunavut X0A 0H0</div><div class="officeCardPhone">867-555-0144</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p><p>© 2026 The Canadian Real Estate Association, 200 Catherine Street, 6th Floor, Ottawa, ON K2P 2K9</p></footer>
</body></html>`,
    expected: {
      price: { amount: 612000 },
      propertyKind: "townhouse",
      street: "2417B Qajaq Crescent",
      city: "Iqaluit",
      province: "NU",
      postalCode: "X0A 0H0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1312,
      yearBuilt: 2009,
      mlsNumber: "24-0187",
      listingAgentName: "Leah Kilabuk",
      brokerageName: "Tundra North Realty Ltd.",
    },
  },
  {
    name: "h10-centris-maison-mobile-saguenay-fr",
    site: "centris.ca",
    set: "held-out-10",
    traps: "a mobile home on a rented pad in French: 'Maison mobile à vendre'; '164 900 $' in a content attribute; 'Terrain loué' with 'Loyer du terrain 410 $/mois' instead of a lot area; 'Superficie habitable 924 pc'; the Chicoutimi borough in brackets after Saguenay; '14 pi x 66 pi' in the description; the broker's agency under her name with its own postal code; similar properties' prices",
    pageUrl: "https://www.centris.ca/fr/maisons-mobiles~a-vendre~saguenay-chicoutimi/17392046",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison mobile à vendre - Saguenay (Chicoutimi) - 17392046 | Centris.ca</title>
<meta name="description" content="Maison mobile à vendre à Saguenay (Chicoutimi), Saguenay/Lac-Saint-Jean, 2 chambres, 1 salle de bain. 164 900 $. No Centris 17392046.">
<meta property="og:title" content="Maison mobile à vendre - 58, rue des Bouleaux-Blancs, Saguenay (Chicoutimi)">
</head><body>
<div id="didomi-host"><div class="didomi-popup-notice"><h2 class="didomi-popup-notice-h2-custom">Vos choix en matière de témoins</h2><button id="didomi-notice-agree-button">Accepter</button></div></div>
<header class="header"><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Propriétés à vendre</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main id="overview" class="container">
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Maison mobile à vendre</span></h1>
<h2 itemprop="address" class="pt-1">58, rue des Bouleaux-Blancs, Saguenay (Chicoutimi)</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="164900"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">164 900 $</span></div></div>
</div>
<div class="row teaser"><div class="col"><div class="piece">5 pièces</div><div class="cac">2 chambres</div><div class="sdb">1 salle de bain</div></div></div>
<div class="row description"><div class="col"><div itemprop="description">Maison mobile de 14 pi x 66 pi rénovée, dans un parc tranquille à deux minutes du boulevard Talbot. Deux chambres, salle de bain refaite en 2022, thermopompe murale, remise isolée. Terrain loué au parc : 410 $/mois incluant le déneigement et l'aqueduc.</div></div></div>
<div class="row carac-container">
<div class="col-lg-3 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>2004</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>924 pc</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Terrain</div><div class="carac-value"><span>Terrain loué</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Loyer du terrain</div><div class="carac-value"><span>410 $/mois</span></div></div>
<div class="col-lg-3 carac-container"><div class="carac-title">Stationnement (total)</div><div class="carac-value"><span>Allée (2)</span></div></div>
</div>
<div class="row financial-details"><h3>Évaluation municipale</h3><table><tr><td>Bâtiment</td><td>88 700 $</td></tr><tr><td>Total</td><td>88 700 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2026)</td><td>1 104 $</td></tr><tr><td>Scolaires (2025)</td><td>71 $</td></tr></table></div>
<div class="row"><div class="col">No Centris <span id="ListingDisplayId">17392046</span></div></div>
<div class="broker-info">
<div class="broker-info-broker-name" itemprop="name">Josée Tremblay-Girard</div>
<div class="broker-info-broker-title">Courtier immobilier résidentiel</div>
<div class="broker-info-office-info"><div class="legacy-reset">Immeubles Fjord-du-Saguenay inc.</div><div class="legacy-reset">Agence immobilière</div><div>1340, boulevard Talbot, Saguenay (Québec) G7H 4B9</div></div>
</div>
<div class="similar-properties"><h3>Propriétés similaires</h3>
<div class="property-thumbnail-item"><div class="price"><span>139 000 $</span></div><div class="address"><div>Rue des Cèdres</div><div>Saguenay (Jonquière)</div></div></div>
<div class="property-thumbnail-item"><div class="price"><span>182 500 $</span></div><div class="address"><div>Chemin de la Réserve</div><div>Saguenay (Chicoutimi)</div></div></div>
</div>
</main>
<footer><p>© 2026 Centris inc. Tous droits réservés. Les données sont fournies par les courtiers membres de l'OACIQ.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 164900 },
      propertyKind: "mobile",
      street: "58, rue des Bouleaux-Blancs",
      city: "Saguenay",
      province: "QC",
      neighbourhood: "Chicoutimi",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 924,
      yearBuilt: 2004,
      mlsNumber: "17392046",
      listingAgentName: "Josée Tremblay-Girard",
      brokerageName: "Immeubles Fjord-du-Saguenay inc.",
    },
  },
  {
    name: "h10-duproprio-paliers-rouyn-noranda-fr",
    site: "duproprio.com",
    set: "held-out-10",
    traps: "a split-level house sold by its owners in Abitibi, in French: 'Maison à paliers multiples à vendre'; '339 000 $'; value-before-label characteristics ('4 chambres', '1 salle de bain', '1 salle d'eau'); 'Aire habitable 1 640 pi² (152,4 m²)' and 'Superficie du terrain 8 450 pi² (785 m²)'; a mortgage estimate, municipal assessment and taxes in the same format as the price; a dataLayer with the price; similar properties",
    pageUrl: "https://duproprio.com/fr/abitibi-temiscamingue/rouyn-noranda/maison-a-paliers-multiples-a-vendre/hab-216-rue-des-pins-gris-1112876",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à paliers multiples à vendre Rouyn-Noranda, 216, rue des Pins-Gris - DuProprio - 1112876</title>
<meta name="description" content="Maison à paliers multiples à vendre à Rouyn-Noranda : 4 chambres, 1 salle de bain, 1 salle d'eau. 339 000 $. Vendue par le propriétaire sur DuProprio.">
<meta property="og:street-address" content="216, rue des Pins-Gris">
<meta property="og:locality" content="Rouyn-Noranda">
<meta property="og:region" content="Québec">
<meta property="og:postal-code" content="J9X 6K2">
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${JSON.stringify({ event: "listing_view", listing_id: 1112876, listing_price: 339000, listing_city: "Rouyn-Noranda", listing_type: "maison-a-paliers-multiples", listing_region: "abitibi-temiscamingue" })});</script>
</head><body>
<div class="cookie-consent"><p>DuProprio utilise des témoins (cookies) pour améliorer votre expérience.</p><button>J'accepte</button></div>
<header class="header"><a class="header__logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Propriétés à vendre</a><a href="/fr/vendre">Vendre</a><a href="/fr/hypotheque">Hypothèque</a></nav></header>
<main class="listing">
<section class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Maison à paliers multiples à vendre</span> <a class="listing-location__title-city" href="/fr/abitibi-temiscamingue/rouyn-noranda">Rouyn-Noranda</a></h1>
<div class="listing-location__address"><span>216, rue des Pins-Gris</span>, <span>Rouyn-Noranda</span>, <span>J9X 6K2</span></div>
</section>
<div class="listing-price"><div class="listing-price__amount">339 000 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">4</span> <span class="listing-main-characteristics__title">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__title">salle d'eau</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 640 pi² (152,4 m²)</span> <span class="listing-main-characteristics__title">Aire habitable</span></div>
</div>
<section class="listing-characteristics">
<h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1986</span></div>
<div class="listing-box__dotted-row"><span>Superficie du terrain</span><span>8 450 pi² (785 m²)</span></div>
<div class="listing-box__dotted-row"><span>Nombre de niveaux</span><span>4</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale</span><span>276 300 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 418 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>198 $</span></div>
</section>
<section class="listing-description"><h2>Description</h2><p>Maison à paliers dans un secteur familial près du lac Osisko et de la piste cyclable. Trois chambres à l'étage, une quatrième au sous-sol avec la salle d'eau et la salle familiale. Poêle à bois au salon, garage détaché chauffé de 16 pi x 24 pi, cour clôturée. Toiture refaite en 2021.</p></section>
<section class="listing-mortgage"><h3>Estimateur de versements hypothécaires</h3><p>Mise de fonds 33 900 $ — Versement mensuel estimé : <strong>1 918 $</strong></p></section>
<div class="listing-owner"><h3>Vendue par le propriétaire</h3><p>Contactez le propriétaire</p><button>Afficher le numéro</button></div>
<div class="listing-code">Code de la propriété : 1112876</div>
<section class="listing-similar"><h2>Propriétés similaires</h2><div class="search-results-listings-list__item"><div class="price">299 000 $</div><div class="address">Avenue Murdoch, Rouyn-Noranda</div></div><div class="search-results-listings-list__item"><div class="price">365 000 $</div><div class="address">Rue Principale, Rouyn-Noranda</div></div></section>
</main>
<footer class="footer"><p>DuProprio inc. est une agence immobilière. Les propriétaires vendent sans courtier. 1 Place du Commerce, Verdun (Québec) H3E 1A2.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 339000 },
      propertyKind: "house",
      street: "216, rue des Pins-Gris",
      city: "Rouyn-Noranda",
      province: "QC",
      postalCode: "J9X 6K2",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 8450, unit: "ft2" },
      yearBuilt: 1986,
    },
  },
  {
    name: "h10-zolo-semi-hamilton",
    site: "zolo.ca",
    set: "held-out-10",
    traps: "a semi-detached house in Hamilton with a basement bedroom: '3+1' beds; 'Property Type Semi-Detached' with 'Style 2-Storey'; 'Lot Size 25 x 110 Feet'; the Hamilton board's 'H' MLS® number; the neighbourhood link ('Gibson'); 'Listing Brokerage' and the agent named in the description; Zolo's 'Ask a Zolo Agent' card; sold prices of nearby homes; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/hamilton-real-estate/88-barnesdale-avenue-north",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Barnesdale Avenue North, Hamilton — For Sale @ $619,900 | Zolo.ca</title>
<meta name="description" content="88 Barnesdale Avenue North, Hamilton, ON L8L 6R4 - For Sale @ $619,900 - 3+1 bed, 2 bath semi-detached in Gibson. MLS® H4218830.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "88 Barnesdale Avenue North", address: { "@type": "PostalAddress", streetAddress: "88 Barnesdale Avenue North", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8L 6R4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.25468, longitude: -79.82241 } })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/hamilton-real-estate">Hamilton</a><a href="/sold-prices">Sold Prices</a><a href="/sell">Sell</a></nav></header>
<main class="listing-main">
<section class="listing-header">
<h1 class="address"><span class="street">88 Barnesdale Avenue North</span>, <span class="city">Hamilton</span></h1>
<div class="area-line"><a href="/hamilton-real-estate/gibson" class="neighbourhood-link">Gibson</a>, Hamilton, ON L8L 6R4</div>
<div class="listing-price"><span class="price">$619,900</span> <span class="status-tag">For Sale</span></div>
<ul class="listing-values"><li><span class="listing-values-item">3+1</span> bed</li><li><span class="listing-values-item">2</span> bath</li><li><span class="listing-values-item">1,290</span> sqft</li></ul>
</section>
<section class="key-facts"><h2>Key Facts for 88 Barnesdale Avenue North</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Property Type</dt><dd class="column-value">Semi-Detached</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">1,290 sqft</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">25 x 110 Feet</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">1925</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$3,688 (2026)</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">H4218830</dd></div>
<div class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Escarpment Gate Realty Inc., Brokerage</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Description</h2><p>Brick semi on a tree-lined street a few minutes from Gage Park and the Ottawa Street shops. Three bedrooms up, a fourth bedroom and a second bathroom in the finished basement with a separate side entrance. Updated wiring and furnace (2020). Rear lane parking. Listed by Priya Ramdass of Escarpment Gate Realty Inc., Brokerage.</p></section>
<section class="home-value"><h2>Home Value</h2><p>Zolo estimate: $604,000 – $641,000</p></section>
<aside class="listing-agent-card zolo-agent"><h3>Ask a Zolo Agent</h3><div class="agent-name">Marco Pellegrino</div><div class="agent-brokerage">Zolo Realty</div><button>Ask a Question</button></aside>
<section class="nearby-listings"><h2>Recently Sold Nearby</h2><div class="card"><div class="card-price">Sold $574,000</div><div class="card-address">61 Belview Avenue, Hamilton</div></div><div class="card"><div class="card-price">Sold $655,500</div><div class="card-address">140 Kensington Avenue North, Hamilton</div></div></section>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage. 5700 Yonge St #1900, Toronto, ON M2M 4K2. Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 619900 },
      propertyKind: "semi-detached",
      street: "88 Barnesdale Avenue North",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8L 6R4",
      neighbourhood: "Gibson",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1290,
      lot: { value: 2750, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "H4218830",
      listingAgentName: "Priya Ramdass",
      brokerageName: "Escarpment Gate Realty Inc., Brokerage",
      geo: { lat: 43.25468, lng: -79.82241 },
    },
  },
  {
    name: "h10-condos-ca-townhouse-oakville",
    site: "condos.ca",
    set: "held-out-10",
    traps: "a condo townhouse in Oakville on condos.ca: 'Condo Townhouse' as the type; '2+1' beds ('1 Den'); maintenance fees per month and a price per sq ft; the complex's facts (name, year, units) and its sold and leased history; place links for city and neighbourhood; TRREB's 'W' MLS®#; 'Listing Brokerage'; the site's own brokerage in the footer",
    pageUrl: "https://condos.ca/oakville/the-glenwood-towns-2225-thornfield-common/unit-17-W12744105",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Glenwood Towns - 17 - 2225 Thornfield Common, Oakville | For Sale $849,000 | Condos.ca</title>
<meta name="description" content="2+1 bed, 3 bath condo townhouse at The Glenwood Towns, 17 - 2225 Thornfield Common, Oakville, ON L6M 0T4. For sale $849,000. MLS® W12744105.">
</head><body>
<div class="styles__CookieBar-sc-1c0"><p>We use cookies to personalise content and analyse traffic.</p><button>Got it</button></div>
<header><a href="/">Condos.ca</a><nav><a href="/oakville/condos-for-sale">Buy</a><a href="/oakville/condos-for-rent">Rent</a><a href="/oakville/sold">Sold</a></nav></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a class="place-link" href="/oakville">Oakville</a> / <a class="place-link" href="/oakville/west-oak-trails">West Oak Trails</a></div>
<h1 class="styles__Address-sc-4h2">17 - 2225 Thornfield Common</h1>
<div class="styles__BuildingName-sc-4h3">The Glenwood Towns, Oakville, ON L6M 0T4</div>
<div class="styles__Price-sc-5p1">$849,000</div>
<div class="styles__PricePerSqft-sc-5p2">$593/sqft</div>
<ul class="styles__Stats-sc-6s1"><li>2+1 Beds</li><li>3 Baths</li><li>1,432 sqft</li><li>2 Parking</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Townhouse</span></div>
<div class="styles__Row-sc-8d2"><span>Bedrooms</span><span>2 + 1 Den</span></div>
<div class="styles__Row-sc-8d2"><span>Bathrooms</span><span>3</span></div>
<div class="styles__Row-sc-8d2"><span>Size</span><span>1,432 sqft</span></div>
<div class="styles__Row-sc-8d2"><span>Maintenance Fees</span><span>$388/mo</span></div>
<div class="styles__Row-sc-8d2"><span>Taxes</span><span>$3,912 / 2026</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>W12744105</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>Sixteen Mile Realty Ltd., Brokerage</span></div>
</section>
<section class="styles__Building-sc-9b1"><h2>About The Glenwood Towns</h2>
<div class="styles__Row-sc-8d2"><span>Year Built</span><span>2015</span></div><div class="styles__Row-sc-8d2"><span>Storeys</span><span>3</span></div><div class="styles__Row-sc-8d2"><span>Units</span><span>84</span></div>
<div class="styles__History-sc-1h1"><h3>Recent activity in this building</h3><div>Unit 9 — Sold $812,500</div><div>Unit 31 — Leased $3,450/mo</div></div>
</section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>Three-storey townhome backing onto a ravine, with an open main floor, two bedrooms and two bathrooms on the upper level, a den and a third bathroom on the ground level beside the garage entry. Rooftop terrace. Walk to Sixteen Mile Sports Complex and transit.</p></section>
<section class="styles__Mortgage-sc-7m1"><h3>Monthly Cost</h3><p>Mortgage $3,987 + Maintenance $388 + Taxes $326 = $4,701/mo</p></section>
<section class="styles__Similar-sc-2s1"><h2>Similar Listings</h2><div class="card"><div>$799,900</div><div>42 - 2190 Postmaster Drive</div></div><div class="card"><div>$879,000</div><div>6 - 3050 Glen Erin Drive</div></div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage. 192 Spadina Ave, Toronto, ON. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "townhouse",
      street: "17 - 2225 Thornfield Common",
      city: "Oakville",
      province: "ON",
      postalCode: "L6M 0T4",
      neighbourhood: "West Oak Trails",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1432,
      yearBuilt: 2015,
      mlsNumber: "W12744105",
      brokerageName: "Sixteen Mile Realty Ltd., Brokerage",
    },
  },
  {
    name: "h10-point2homes-house-summerside-pe",
    site: "point2homes.com",
    set: "held-out-10",
    traps: "a storey-and-a-half house in Summerside, Prince Edward Island: PEI's nine-digit MLS® number starting '2025' (not a year); 'PE' and a 'C1N' postal code; 'Lot Size 18,300 sqft'; a 2019 sale in the price history; Point2's Organization JSON-LD with its Saskatoon office; a mortgage calculator; 'Listing courtesy of Name, Brokerage'; nearby listings",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/PE/Summerside/Wilmot/119-Fenwick-Street/131977205.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>119 Fenwick Street, Summerside, Prince Edward Island C1N 3T6 - 3 beds/2 baths - Point2</title>
<meta name="description" content="119 Fenwick Street, Summerside, PE C1N 3T6 - House for sale: 3 beds, 2 baths, 1,586 sqft. $349,500. MLS® 202531186.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "500 Spadina Crescent East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 4H9", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "119 Fenwick Street", address: { "@type": "PostalAddress", streetAddress: "119 Fenwick Street", addressLocality: "Summerside", addressRegion: "PE", postalCode: "C1N 3T6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.39671, longitude: -63.78412 } })}
</head><body>
<div class="cookie-banner"><p>This site uses cookies. By continuing you agree to our <a href="/privacy">Privacy Policy</a>.</p></div>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a><a href="/CA/Real-Estate-Agents.html">Agents</a></nav></header>
<main id="details_overview">
<div class="address-container"><h1><div class="address">119 Fenwick Street</div><div class="address-line-2">Summerside, PE C1N 3T6</div></h1><div class="neighborhood">Wilmot</div></div>
<div class="price-container"><div class="price"><span>$349,500</span> CAD</div></div>
<ul class="summary"><li class="ic-beds"><strong>3</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,586</strong> Sqft</li><li class="ic-lotsize"><strong>18,300</strong> Sqft Lot</li></ul>
<div class="details-charcs"><h2>Property Details</h2>
<dl><dt>Property Type</dt><dd>Single Family</dd></dl>
<dl><dt>Building Type</dt><dd>House</dd></dl>
<dl><dt>Style</dt><dd>1 1/2 Storey</dd></dl>
<dl><dt>Year Built</dt><dd>1948</dd></dl>
<dl><dt>Lot Size</dt><dd>18,300 sqft</dd></dl>
<dl><dt>Heating</dt><dd>Oil, Heat pump</dd></dl>
<dl><dt>MLS® #</dt><dd>202531186</dd></dl>
</div>
<div class="description"><h2>Description</h2><p>Storey-and-a-half home on a deep lot in Wilmot, close to the Credit Union Place and the waterfront boardwalk. Main-floor primary bedroom with a full bath, two bedrooms and a second full bath upstairs. Mini-split heat pumps (2022), detached single garage, mature maples.</p></div>
<div class="price-history"><h3>Price History</h3><table><tr><td>Nov 2026</td><td>Listed</td><td>$349,500</td></tr><tr><td>Jun 2019</td><td>Sold</td><td>$214,000</td></tr></table></div>
<div class="mortgage-calculator"><h3>Mortgage Calculator</h3><p>Home price $349,500 · Down payment $69,900 · Interest rate 4.79% · Monthly payment $1,593</p></div>
<div class="listing-courtesy">Listing courtesy of Rowan MacAulay, Red Sands Realty Inc.</div>
<div class="nearby"><h3>Nearby listings</h3><div class="card"><span>$299,000</span><span>3 beds, Granville Street</span></div><div class="card"><span>$415,000</span><span>4 beds, Water Street East</span></div></div>
</main>
<footer><p>© Point2 Homes. Listing information from the Prince Edward Island Real Estate Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 349500 },
      propertyKind: "house",
      street: "119 Fenwick Street",
      city: "Summerside",
      province: "PE",
      postalCode: "C1N 3T6",
      neighbourhood: "Wilmot",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1586,
      lot: { value: 18300, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "202531186",
      listingAgentName: "Rowan MacAulay",
      brokerageName: "Red Sands Realty Inc.",
      geo: { lat: 46.39671, lng: -63.78412 },
    },
  },
];
