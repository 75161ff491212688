/**
 * Eighty-second held-out corpus, English chrome around French (or bilingual) text: centris.ca's /en/ page for a
 * Plateau condo with the remarks in French, duproprio.com's /en/ page for an owner's bungalow in Sherbrooke
 * (Fleurimont), point2homes.com for a Rimouski (Le Bic) bungalow with a bilingual feature block, zolo.ca and
 * housesigma.com for Franco-Ontarian listings (Vanier in Ottawa, Casselman) with bilingual or French remarks, rew.ca
 * for a Maillardville house in Coquitlam and condos.ca for a Toronto condo with a French version of its remarks.
 * Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calculator,
  centrisNoteEn,
  cookieBar,
  creaTrademarkEn,
  dataLayer,
  footer,
  gtm,
  jsState,
  langSwitch,
  nav,
  nextData,
  photoStrip,
  rail,
  social,
} from "./chrome.ts";

const calcEn = {
  title: "Mortgage calculator",
  price: "Purchase price",
  down: "Down payment",
  rate: "Interest rate",
  result: "Estimated monthly payment:",
  note: "For illustration only. Not a mortgage offer.",
};

export const HELD_OUT_82_EN_CANADA: ListingPage[] = [
  {
    name: "ho82-centris-en-condo-plateau",
    site: "centris.ca",
    set: "held-out-82",
    traps:
      "centris.ca's /en/ page whose broker wrote the description in French only: 'Montréal (Le Plateau-Mont-Royal)' in the address line; '1 bathroom and 1 powder room'; 'Net area 1,012 sqft'; the French prose's 'bureau pouvant servir de 3e chambre' beside '2 bedrooms'; 'construit en 1912, converti en copropriété en 2006' (the table's year built 1912); condo fees per year, an assessment total near the price and taxes; no postal code on the page; hidden PropertyLat/PropertyLng spans; the broker's card with the agency on its own line and 'Real estate agency' below; similar properties with prices and other boroughs",
    pageUrl: "https://www.centris.ca/en/condos~for-sale~montreal-le-plateau-mont-royal/19384725",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo for sale, Montréal (Le Plateau-Mont-Royal), 4521, Rue Fabre, apt. 3 - 19384725 - Centris.ca</title>
<meta name="description" content="Condo for sale in Montréal (Le Plateau-Mont-Royal), 2 bedrooms, 1 bathroom and 1 powder room. Centris No. 19384725.">
<meta property="og:title" content="Condo for sale - Montréal (Le Plateau-Mont-Royal) - $539,000">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DCC33A8CDDDDDDDDDDD&t=pi&sm=m&w=1260&h=1024">
<link rel="alternate" hreflang="fr" href="https://www.centris.ca/fr/condo~a-vendre~montreal-le-plateau-mont-royal/19384725">
<link rel="stylesheet" href="/Content/css/property.min.css?v=20250902">
${gtm("GTM-CTRS2EN")}
${dataLayer({ event: "propertyView", centrisNo: "19384725", category: "Condo", municipality: "Montréal (Le Plateau-Mont-Royal)", price: 539000, lang: "en" })}
</head><body class="property-page">
${cookieBar("Centris uses cookies to improve your browsing experience and to produce statistics.", "Accept", "Customize")}
<header class="header"><a href="/en" class="logo">Centris</a>
${nav([["Buy", "/en/properties~for-sale"], ["Rent", "/en/properties~for-rent"], ["Find a broker", "/en/real-estate-brokers"], ["Tools", "/en/tools"], ["News", "/en/blog"]], "main-menu")}
${langSwitch("EN", "FR", "/fr/condo~a-vendre~montreal-le-plateau-mont-royal/19384725")}
</header>
<main class="main-content" itemscope itemtype="http://schema.org/Product">
<div class="row property-summary">
<div class="col-lg-8"><h1 itemprop="category"><span data-id="PageTitle">Condo for sale</span></h1>
<h2 itemprop="address" class="pt-1">4521, Rue Fabre, apt. 3, Montréal (Le Plateau-Mont-Royal)</h2></div>
<div class="col-lg-4 price-container"><div class="price text-right" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><meta itemprop="price" content="539000"><span id="BuyPrice" class="text-nowrap">$539,000</span></div></div>
</div>
<div class="d-none"><span id="PropertyLat">45.52716</span><span id="PropertyLng">-73.57604</span></div>
${photoStrip("https://mspublic.centris.ca/media.ashx?id=19384725", 21, "4521 Rue Fabre", "photo-gallery")}
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">6 rooms</div><div class="col-lg-3 col-sm-6 cac">2 bedrooms</div><div class="col-lg-3 col-sm-6 sdb">1 bathroom and 1 powder room</div></div>
<div class="row description"><div class="col-lg-12"><p class="description-lang-note">Description available in French only</p><div itemprop="description">Magnifique condo de 1 012 pi² au 2e étage d'un triplex typique du Plateau, construit en 1912 et converti en copropriété en 2006. Plafonds de 10 pieds, boiseries d'origine, foyer décoratif. Deux chambres fermées, plus un bureau pouvant servir de 3e chambre. Cuisine rénovée, salle de bains avec bain sur pattes et salle d'eau près de l'entrée. Balcon arrière, cabanon privé. À deux pas du parc La Fontaine et de la rue Mont-Royal. Syndicat autogéré de 3 unités, fonds de prévoyance sain.</div></div></div>
<div class="row carac-container-wrap">
<div class="carac-container"><div class="carac-title">Condominium type</div><div class="carac-value"><span>Divided</span></div></div>
<div class="carac-container"><div class="carac-title">Use of property</div><div class="carac-value"><span>Residential</span></div></div>
<div class="carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>1912</span></div></div>
<div class="carac-container"><div class="carac-title">Net area</div><div class="carac-value"><span>1,012 sqft</span></div></div>
<div class="carac-container"><div class="carac-title">Floor</div><div class="carac-value"><span>2nd floor</span></div></div>
<div class="carac-container"><div class="carac-title">Parking (total)</div><div class="carac-value"><span>None</span></div></div>
<div class="carac-container"><div class="carac-title">Move-in date</div><div class="carac-value"><span>60 days PP/AS</span></div></div>
<div class="carac-container"><div class="carac-title">Walk Score</div><div class="carac-value"><span>98</span></div></div>
</div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Monthly fees</th></tr></thead><tbody><tr><td>Condominium fees</td><td>$285</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Municipal assessment (2025)</th></tr></thead><tbody><tr><td>Lot</td><td>$128,400</td></tr><tr><td>Building</td><td>$411,200</td></tr><tr><td>Total</td><td>$539,600</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody><tr><td>Municipal (2025)</td><td>$3,912</td></tr><tr><td>School (2024)</td><td>$388</td></tr></tbody></table>
</div>
${calculator(calcEn, "539000", "107800", "4.64%", "$2,423")}
<div class="broker-info" itemscope itemtype="http://schema.org/RealEstateAgent">
<img class="broker-info__photo" src="https://mspublic.centris.ca/media.ashx?id=BRK88214" alt="Jean-François Ouellet">
<h1 class="broker-info__broker-title" itemprop="name">Jean-François Ouellet</h1>
<div class="broker-info__broker-title-sub">Residential Real Estate Broker</div>
<div class="broker-info-office-info"><a href="/en/real-estate-brokers~immeubles-carre-saint-louis-inc">Immeubles Carré Saint-Louis inc.</a></div>
<div class="broker-info-office-type">Real estate agency</div>
<div class="broker-info-office-address">3740, boulevard Saint-Laurent, Montréal (Québec) H2X 2V4</div>
<a class="broker-info__phone" href="tel:5145550148">514-555-0148</a>
</div>
<div class="legend"><span>Centris No.</span> <span id="ListingDisplayId">19384725</span></div>
${rail("Similar properties", [
  { href: "/en/condos~for-sale~montreal-le-plateau-mont-royal/24731088", price: "$575,000", title: "Condo, Montréal (Le Plateau-Mont-Royal)", meta: "2 bedrooms · 1 bathroom · 980 sqft" },
  { href: "/en/condos~for-sale~montreal-rosemont-la-petite-patrie/11892043", price: "$489,000", title: "Condo, Montréal (Rosemont/La Petite-Patrie)", meta: "2 bedrooms · 1 bathroom" },
  { href: "/en/condos~for-sale~montreal-ville-marie/20318876", price: "$749,900", title: "Condo, Montréal (Ville-Marie)", meta: "2 bedrooms · 2 bathrooms · 1,150 sqft" },
], "similar-properties")}
</main>
${footer([
  `<h4>Centris</h4><ul><li><a href="/en/about">About</a></li><li><a href="/en/terms-of-use">Terms of use</a></li><li><a href="/en/privacy">Privacy</a></li></ul>`,
  `<h4>Centris inc.</h4><address>600, chemin du Golf<br>L'Île-des-Sœurs (Québec) H3E 1A8</address>`,
  social(),
], [centrisNoteEn, "© 2025 Centris inc. All rights reserved."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 539000 },
      propertyKind: "condo",
      street: "4521, Rue Fabre, apt. 3",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Le Plateau-Mont-Royal",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 1912,
      mlsNumber: "19384725",
      listingAgentName: "Jean-François Ouellet",
      brokerageName: "Immeubles Carré Saint-Louis inc.",
      geo: { lat: 45.52716, lng: -73.57604 },
    },
  },
  {
    name: "ho82-duproprio-en-bungalow-fleurimont",
    site: "duproprio.com",
    set: "held-out-82",
    traps:
      "duproprio.com's /en/ page for an owner's sale with the owner's description in French: no broker, no MLS® (DuProprio's own listing number only); 'Sherbrooke (Fleurimont)' with the borough in brackets; the headline '4 bedrooms' against the rows 'Bedrooms (ground floor and up) 3' and 'Bedrooms in basement 1'; '1 bathroom' and '1 powder room'; 'Living space area (excluding basement) 1,480 ft² (137.5 m²)'; the lot as dimensions and area; the price 'reduced from $434,900'; the municipal assessment; the map's data attributes; an owner's first name in the contact form; sold properties nearby with prices",
    pageUrl: "https://duproprio.com/en/sherbrooke/fleurimont/bungalow-for-sale/hab-2345-rue-galt-est-1098765",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bungalow for sale, 2345, rue Galt Est, Sherbrooke (Fleurimont) - DuProprio</title>
<meta name="description" content="Bungalow for sale by owner in Sherbrooke (Fleurimont): 4 bedrooms, 1 bathroom, 1 powder room. $419,000.">
<meta property="og:title" content="Bungalow for sale - Sherbrooke (Fleurimont) - $419,000">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/hab/1098765/1.jpg">
<link rel="alternate" hreflang="fr" href="https://duproprio.com/fr/sherbrooke/fleurimont/maison-plain-pied-a-vendre/hab-2345-rue-galt-est-1098765">
${gtm("GTM-DPENG7")}
${dataLayer({ listingId: 1098765, listingType: "bungalow", listingPrice: 419000, region: "Estrie", city: "Sherbrooke", language: "en" })}
</head><body class="listing-page">
${cookieBar("DuProprio uses cookies to offer you a better experience.", "Accept", "Manage")}
<header class="header"><a href="/en" class="header__logo">DuProprio</a>
${nav([["Buy", "/en/search"], ["Sell", "/en/sell"], ["Services", "/en/services"], ["Blog", "/en/blog"], ["My account", "/en/login"]], "header__nav")}
${langSwitch("EN", "FR", "/fr/sherbrooke/fleurimont/maison-plain-pied-a-vendre/hab-2345-rue-galt-est-1098765")}
</header>
<main class="listing">
<div class="listing-location">
<h1 class="listing-location__title"><span class="listing-location__title-type">Bungalow for sale</span> <span class="listing-location__title-street">2345, rue Galt Est</span></h1>
<div class="listing-location__address"><h2 class="listing-location__address-line">Sherbrooke (Fleurimont)</h2></div>
</div>
<div class="listing-price"><div class="listing-price__amount">$419,000</div><div class="listing-price__reduced">Price reduced from $434,900</div></div>
${photoStrip("https://photos.duproprio.com/photos/public/hab/1098765", 26, "2345 rue Galt Est", "listing-photos")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">4</span> bedrooms</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> bathroom</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> powder room</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1,480</span> ft² living space</div>
</div>
<section class="listing-owners-comments"><h3>Owner's description</h3><p class="listing-owners-comments__lang">Written by the owner in French</p>
<p>Bungalow lumineux et bien entretenu dans un quartier familial de Fleurimont, près de l'école primaire, du CHUS et des pistes cyclables. Cuisine ouverte sur la salle à manger, 3 chambres au rez-de-chaussée, salle de bains rénovée en 2020. Sous-sol fini avec une 4e chambre, salle familiale, salle d'eau et buanderie. Terrain paysager avec haie, garage détaché. Construit en 1978. Occupation rapide possible.</p></section>
<section class="listing-list-characteristics"><h3>Characteristics</h3>
<div class="listing-list-characteristics__row"><span>Bedrooms (ground floor and up)</span><span>3</span></div>
<div class="listing-list-characteristics__row"><span>Bedrooms in basement</span><span>1</span></div>
<div class="listing-list-characteristics__row"><span>Bathrooms</span><span>1</span></div>
<div class="listing-list-characteristics__row"><span>Powder rooms</span><span>1</span></div>
<div class="listing-list-characteristics__row"><span>Living space area (excluding basement)</span><span>1,480 ft² (137.5 m²)</span></div>
<div class="listing-list-characteristics__row"><span>Lot dimensions</span><span>62 ft x 110 ft</span></div>
<div class="listing-list-characteristics__row"><span>Lot area</span><span>6,820 ft²</span></div>
<div class="listing-list-characteristics__row"><span>Year of construction</span><span>1978</span></div>
<div class="listing-list-characteristics__row"><span>Municipal assessment</span><span>$356,200</span></div>
<div class="listing-list-characteristics__row"><span>Municipal taxes</span><span>$3,604</span></div>
<div class="listing-list-characteristics__row"><span>School taxes</span><span>$281</span></div>
<div class="listing-list-characteristics__row"><span>Garage</span><span>Detached, 1 car</span></div>
</section>
<section class="listing-map"><h3>Location</h3><p class="listing-map__address">2345, rue Galt Est, Sherbrooke, QC J1G 1Y3</p><div id="listing-map" data-latitude="45.40318" data-longitude="-71.86042"></div></section>
${calculator(calcEn, "$419,000", "$41,900", "4.69%", "$2,131")}
<aside class="listing-contact"><h3>Contact the owner</h3><p>Nathalie</p><form><input name="name" placeholder="Name"><input name="email" placeholder="Email"><textarea name="message">I am interested in listing #1098765.</textarea><button>Send</button></form><p class="listing-contact__id">Listing number: 1098765</p></aside>
${rail("Recently sold nearby", [
  { href: "/en/sherbrooke/fleurimont/bungalow-for-sale/hab-118-rue-des-pins-1087230", price: "Sold $402,500", title: "Bungalow, Sherbrooke (Fleurimont)", meta: "3 bedrooms · 1 bathroom" },
  { href: "/en/sherbrooke/jacques-cartier/two-storey-for-sale/hab-945-rue-portland-1091144", price: "Sold $512,000", title: "Two-storey, Sherbrooke (Jacques-Cartier)", meta: "4 bedrooms · 2 bathrooms" },
], "sold-nearby")}
</main>
${footer([
  `<h4>DuProprio</h4><ul><li><a href="/en/about">About us</a></li><li><a href="/en/careers">Careers</a></li><li><a href="/en/terms">Terms</a></li></ul>`,
  `<h4>Head office</h4><address>1000, boulevard Lebourgneuf, suite 300<br>Québec (Québec) G2J 1P7</address>`,
  social(),
], ["DuProprio is not a real estate brokerage. The information in this listing is provided by the owner.", "© 2025 DuProprio inc. All rights reserved."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 419000 },
      propertyKind: "house",
      street: "2345, rue Galt Est",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1G 1Y3",
      neighbourhood: "Fleurimont",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 6820, unit: "ft2" },
      yearBuilt: 1978,
      geo: { lat: 45.40318, lng: -71.86042 },
    },
  },
  {
    name: "ho82-point2homes-qc-bungalow-le-bic",
    site: "point2homes.com",
    set: "held-out-82",
    traps:
      "point2homes.com's English page for a Québec listing with French remarks and a bilingual feature block ('Chambres / Bedrooms 2 + 1', 'Salles de bains / Bathrooms 1', 'Salles d'eau / Powder rooms 1', 'Superficie habitable / Living area 101,8 m²'); 'Rimouski, Quebec' with 'Neighborhood Le Bic'; the lot in acres; Point2's own listing id in the URL and the page beside the MLS® (Centris) number; JSON-LD with geo; the broker and the agency on separate lines; the agency's office in Rimouski with its own postal code; nearby homes and a rental",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/QC/Rimouski/Le-Bic/31-Route-du-Golf-du-Bic/148216937.htm",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>31 Route du Golf-du-Bic, Rimouski, Quebec G0L 1B0 | House for sale | Point2</title>
<meta name="description" content="31 Route du Golf-du-Bic, Rimouski, Quebec - Single Family for sale - $365,000 - 2 + 1 beds - 1.5 baths - MLS® 28451907">
<meta property="og:title" content="31 Route du Golf-du-Bic, Rimouski, QC - $365,000">
<meta property="og:image" content="https://images.point2homes.com/listings/148216937/1.jpg">
${gtm("GTM-P2H0QC")}
${ld({
  "@context": "http://schema.org",
  "@type": "SingleFamilyResidence",
  name: "31 Route du Golf-du-Bic, Rimouski, Quebec G0L 1B0",
  address: { "@type": "PostalAddress", streetAddress: "31 Route du Golf-du-Bic", addressLocality: "Rimouski", addressRegion: "QC", postalCode: "G0L 1B0", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 48.37562, longitude: -68.69418 },
  floorSize: { "@type": "QuantitativeValue", value: 1096, unitText: "sqft" },
})}
</head><body class="listing-details-page">
${cookieBar("We use cookies to personalize content and analyze traffic.", "Got it", "Settings")}
<header class="p2-header"><a href="/" class="p2-logo">Point2</a>
${nav([["Homes for sale", "/CA/Real-Estate-Listings.html"], ["Homes for rent", "/CA/Rentals.html"], ["Find an agent", "/CA/Real-Estate-Agents.html"], ["Resources", "/news/"]], "p2-nav")}
</header>
<main class="listing-details">
<nav class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/QC.html">Quebec</a> › <a href="/CA/Real-Estate-Listings/QC/Rimouski.html">Rimouski</a> › <a href="/CA/Real-Estate-Listings/QC/Rimouski/Le-Bic.html">Le Bic</a></nav>
<div class="details-top">
<div class="address-container" data-address="31 Route du Golf-du-Bic, Rimouski, Quebec G0L 1B0"><h1>31 Route du Golf-du-Bic</h1><div class="address-city">Rimouski, Quebec G0L 1B0</div></div>
<div class="price" data-price="365000"><span>$365,000</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>2 + 1</strong> Beds</li><li class="ic-baths"><strong>1.5</strong> Baths</li><li class="ic-sqft"><strong>1,096</strong> Sqft</li><li class="ic-lotsize"><strong>1.5</strong> ac Lot</li></ul>
</div>
${photoStrip("https://images.point2homes.com/listings/148216937", 19, "31 Route du Golf-du-Bic", "media-gallery")}
<section class="description"><h2>Description</h2>
<p>Maison de plain-pied sur un grand terrain boisé, à deux minutes du parc national du Bic et du golf. Rez-de-chaussée avec 2 chambres, salon avec poêle à bois, cuisine et salle à manger baignées de lumière, 1 salle de bains. Sous-sol aménagé : 3e chambre, salle d'eau, atelier. Garage double isolé, remise. Paisible, avec vue partielle sur le fleuve.</p>
</section>
<section class="details-charcs"><h2>Details</h2>
<dl><dt>MLS® #</dt><dd>28451907</dd><dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Bungalow</dd><dt>Year Built</dt><dd>1987</dd><dt>Lot Size</dt><dd>1.5 ac</dd><dt>Neighborhood</dt><dd>Le Bic</dd><dt>Listing ID</dt><dd>148216937</dd><dt>Updated</dt><dd>2 days ago</dd></dl>
</section>
<section class="features-bilingual"><h2>Caractéristiques / Features</h2>
<table><tbody>
<tr><th>Chambres / Bedrooms</th><td>2 + 1</td></tr>
<tr><th>Salles de bains / Bathrooms</th><td>1</td></tr>
<tr><th>Salles d'eau / Powder rooms</th><td>1</td></tr>
<tr><th>Superficie habitable / Living area</th><td>101,8 m²</td></tr>
<tr><th>Chauffage / Heating</th><td>Électrique, poêle à bois / Electric, wood stove</td></tr>
<tr><th>Évaluation municipale / Municipal assessment</th><td>298 400 $</td></tr>
<tr><th>Taxes municipales / Municipal taxes</th><td>3 120 $</td></tr>
</tbody></table>
</section>
${calculator(calcEn, "$365,000", "$36,500", "4.74%", "$1,858")}
<section class="agent-summary"><h2>Listed by</h2>
<div class="agent-info"><img src="https://images.point2homes.com/agents/40771.jpg" alt="Isabelle Pelletier"><div class="agent-name">Isabelle Pelletier</div><div class="agent-title">Courtier immobilier résidentiel</div><div class="agent-company">Immobilier Bas-du-Fleuve inc.</div><div class="agent-address">180, avenue de la Cathédrale, Rimouski, QC G5L 5H9</div><div class="agent-phone">418-555-0183</div></div>
</section>
${rail("Nearby homes", [
  { href: "/CA/Home-For-Sale/QC/Rimouski/Le-Bic/12-Rue-Sainte-Cecile/148199021.htm", price: "$289,000", title: "12 Rue Sainte-Cécile, Rimouski, QC", meta: "3 beds · 1 bath · 1,240 sqft" },
  { href: "/CA/Home-For-Sale/QC/Rimouski/Pointe-au-Pere/540-Avenue-du-Phare/148223810.htm", price: "$449,500", title: "540 Avenue du Phare, Rimouski, QC", meta: "4 beds · 2 baths · 1.1 ac" },
  { href: "/CA/Apartment-For-Rent/QC/Rimouski/148230077.htm", price: "$1,295/mo", title: "Apartment for rent, Rimouski, QC", meta: "2 beds · 1 bath" },
], "nearby-listings")}
</main>
${footer([
  `<h4>Point2</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<h4>Point2, a Yardi company</h4><address>410 22nd St E, Suite 700<br>Saskatoon, SK S7K 5T6</address>`,
  social(),
], [creaTrademarkEn, "© 2025 Point2. All rights reserved."], "p2-footer")}
</body></html>`,
    expected: {
      price: { amount: 365000 },
      propertyKind: "house",
      street: "31 Route du Golf-du-Bic",
      city: "Rimouski",
      province: "QC",
      postalCode: "G0L 1B0",
      neighbourhood: "Le Bic",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1096,
      lot: { value: 1.5, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "28451907",
      listingAgentName: "Isabelle Pelletier",
      brokerageName: "Immobilier Bas-du-Fleuve inc.",
      geo: { lat: 48.37562, lng: -68.69418 },
    },
  },
  {
    name: "ho82-zolo-semi-vanier",
    site: "zolo.ca",
    set: "held-out-82",
    traps:
      "zolo.ca's English page for an Ottawa semi with bilingual remarks ('Le français suit'): 'Vanier, Ottawa'; 'Beds 2+1'; 'Baths 2' as a total beside 'Full Baths 1' and 'Half Baths 1' (and the remarks' '1 salle de bains, 1 salle d'eau'); 'Size 1100-1500 sqft' (a band); 'Lot 25.00 x 100.00 Feet'; 'Age 51-99 years' with the year only in the remarks ('Construite en 1948 / Built in 1948'); Zolo's own listing id beside the MLS®; the brokerage only (no agent's name); price history with a terminated listing and an older sale; JSON-LD with geo; nearby sold homes",
    pageUrl: "https://www.zolo.ca/ottawa-real-estate/212-avenue-marier",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>212 Avenue Marier, Ottawa, ON - $574,900 | Zolo.ca</title>
<meta name="description" content="212 Avenue Marier, Ottawa, ON K1L 5R9 - Semi-Detached for sale - 2+1 beds, 2 baths. MLS® X12094417.">
<meta property="og:title" content="212 Avenue Marier, Ottawa - $574,900">
<meta property="og:image" content="https://photos.zolo.ca/212-avenue-marier-ottawa-X12094417-1.jpg">
${gtm("GTM-ZOLO77")}
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "SingleFamilyResidence"],
  name: "212 Avenue Marier",
  address: { "@type": "PostalAddress", streetAddress: "212 Avenue Marier", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1L 5R9", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 45.43871, longitude: -75.66312 },
  offers: { "@type": "Offer", price: 574900, priceCurrency: "CAD" },
})}
</head><body class="listing-page">
${cookieBar("Zolo uses cookies to improve your experience.", "OK", "Learn more")}
<header class="header"><a href="/" class="header-logo">Zolo</a>
${nav([["Buy", "/ottawa-real-estate"], ["Sell", "/sell"], ["Sold", "/ottawa-real-estate/sold"], ["Home Value", "/home-value"], ["Sign In", "/sign-in"]], "header-nav")}
</header>
<main class="listing-column">
<section class="listing-location"><h1 class="address">212 Avenue Marier</h1><div class="area"><a href="/ottawa-real-estate/vanier">Vanier</a>, <a href="/ottawa-real-estate">Ottawa</a>, ON K1L 5R9</div></section>
<section class="listing-price"><div class="listing-price-value"><span class="priv">$574,900</span></div><div class="listing-status">For Sale · 9 days on Zolo</div></section>
<ul class="listing-quick-facts"><li><span>2+1</span> beds</li><li><span>2</span> baths</li><li><span>1100-1500</span> sqft</li></ul>
${photoStrip("https://photos.zolo.ca/212-avenue-marier-ottawa-X12094417", 24, "212 Avenue Marier", "listing-gallery")}
<section class="section-listing-content"><h2>Description</h2>
<div class="section-listing-content-pad"><p>Le français suit. Charming semi-detached in the heart of Vanier, steps from Montreal Road shops, the Rideau River trails and the Vanier Museopark. Built in 1948 and lovingly updated: new kitchen (2021), refinished oak floors, one full bath upstairs and a powder room on the main. Two bedrooms up plus a third bedroom in the finished lower level. Fenced yard, detached garage.</p>
<p>Charmant jumelé au cœur de Vanier, à deux pas des commerces du chemin de Montréal, des sentiers de la rivière Rideau et du Muséoparc Vanier. Construite en 1948 et rénovée avec soin : cuisine neuve (2021), planchers de chêne remis à neuf, 1 salle de bains à l'étage et 1 salle d'eau au rez-de-chaussée. Deux chambres à l'étage et une troisième au sous-sol aménagé. Cour clôturée, garage détaché.</p></div>
</section>
<section class="section-listing-key-facts"><h2>Key Facts</h2>
<dl class="column"><dt class="label">MLS®#</dt><dd class="value">X12094417</dd></dl>
<dl class="column"><dt class="label">Type</dt><dd class="value">Semi-Detached</dd></dl>
<dl class="column"><dt class="label">Style</dt><dd class="value">2-Storey</dd></dl>
<dl class="column"><dt class="label">Bedrooms</dt><dd class="value">2+1</dd></dl>
<dl class="column"><dt class="label">Baths</dt><dd class="value">2</dd></dl>
<dl class="column"><dt class="label">Full Baths</dt><dd class="value">1</dd></dl>
<dl class="column"><dt class="label">Half Baths</dt><dd class="value">1</dd></dl>
<dl class="column"><dt class="label">Size</dt><dd class="value">1100-1500 sqft</dd></dl>
<dl class="column"><dt class="label">Lot</dt><dd class="value">25.00 x 100.00 Feet</dd></dl>
<dl class="column"><dt class="label">Age</dt><dd class="value">51-99 years</dd></dl>
<dl class="column"><dt class="label">Taxes</dt><dd class="value">$4,106 (2025)</dd></dl>
<dl class="column"><dt class="label">Community</dt><dd class="value">Vanier</dd></dl>
<dl class="column"><dt class="label">Zolo ID</dt><dd class="value">21887356</dd></dl>
</section>
<section class="section-price-history"><h2>Price History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr></thead><tbody>
<tr><td>Sep 2025</td><td>Listed</td><td>$574,900</td><td>X12094417</td></tr>
<tr><td>Apr 2023</td><td>Terminated</td><td>$599,900</td><td>X7412283</td></tr>
<tr><td>Jun 2011</td><td>Sold</td><td>$265,000</td><td>798221</td></tr>
</tbody></table></section>
${calculator(calcEn, "$574,900", "$57,490", "4.49%", "$2,840")}
<p class="listing-brokerage">Listing courtesy of Maisons Rideau Realty Inc.</p>
${rail("Nearby Sold", [
  { href: "/ottawa-real-estate/188-avenue-marier", price: "Sold $541,000", title: "188 Avenue Marier, Ottawa", meta: "2+1 bd · 2 ba · Semi" },
  { href: "/ottawa-real-estate/330-avenue-jeanne-mance", price: "Sold $612,500", title: "330 Avenue Jeanne-Mance, Ottawa", meta: "3 bd · 2 ba · Detached" },
  { href: "/ottawa-real-estate/45-avenue-hannah", price: "$2,450/mo", title: "45 Avenue Hannah, Ottawa (For Rent)", meta: "2 bd · 1 ba" },
], "nearby-sold")}
</main>
${footer([
  `<h4>Zolo Realty</h4><p>Zolo Realty, Brokerage</p><address>5700 Yonge St, Suite 1500<br>Toronto, ON M2M 4K2</address>`,
  `<h4>Explore</h4><ul><li><a href="/ottawa-real-estate">Ottawa Real Estate</a></li><li><a href="/gatineau-real-estate">Gatineau Real Estate</a></li></ul>`,
  social(),
], [creaTrademarkEn, "Listing information is provided by the Ottawa Real Estate Board and PropTx. Information is deemed reliable but not guaranteed."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "semi-detached",
      street: "212 Avenue Marier",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1L 5R9",
      neighbourhood: "Vanier",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 2500, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "X12094417",
      brokerageName: "Maisons Rideau Realty Inc.",
      geo: { lat: 45.43871, lng: -75.66312 },
    },
  },
  {
    name: "ho82-housesigma-bungalow-casselman",
    site: "housesigma.com",
    set: "held-out-82",
    traps:
      "housesigma.com's English page for a Casselman bungalow whose board remarks are in French: 'Listed $489,000' beside 'SigmaEstimate $472,300' and a 2016 sale with its own older MLS® number; 'Bedrooms 3+1'; 'Bathrooms 2' with no split; 'Size 1100-1500 feet²' (a band); 'Lot Size 66 x 132 Feet'; 'Age 31-50 years' and no year anywhere; HouseSigma's own id in the URL and the state; the listing brokerage only; a French-language remarks block that names Ottawa and the 417; the SPA's initial state with the map point; comparable sold homes with prices",
    pageUrl: "https://housesigma.com/on/casselman-real-estate/58-rue-principale/home/p7Kq2xLmWd3RzYa1/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>58 Rue Principale, Casselman, ON K0A 1M0 | X12156083 | HouseSigma</title>
<meta name="description" content="58 Rue Principale, Casselman - Detached bungalow for sale, listed at $489,000. See sold price history and SigmaEstimate on HouseSigma.">
<meta property="og:title" content="58 Rue Principale, Casselman - $489,000">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/083/X12156083.jpg">
${gtm("GTM-HSIGMA")}
</head><body>
<div id="app">
${cookieBar("HouseSigma uses cookies to provide a better experience.", "Accept", "Decline")}
<header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a>
${nav([["Map Search", "/on/map/"], ["Market Trends", "/on/market/"], ["Home Valuation", "/on/home-valuation/"], ["Agents", "/on/agents/"], ["Log in", "/on/login/"]], "hs-nav")}
${langSwitch("EN", "中文", "/on/zh/casselman-real-estate/58-rue-principale/home/p7Kq2xLmWd3RzYa1/")}
</header>
<main class="listing-detail">
<div class="listing-header">
<h1 class="address">58 Rue Principale</h1>
<p class="municipality">Casselman, ON K0A 1M0</p>
<div class="price-block"><div class="price-listed"><span class="label">Listed</span> <span class="value">$489,000</span></div><div class="price-estimate"><span class="label">SigmaEstimate</span> <span class="value">$472,300</span> <span class="date">Sep 2025</span></div></div>
<p class="status">For Sale · 6 days on market</p>
</div>
${photoStrip("https://cache.housesigma.com/Live/photos/FULL/1/083", 30, "58 Rue Principale", "hs-gallery")}
<section class="key-facts"><h2>Key Facts</h2>
<ul>
<li><span class="k">Tax</span><span class="v">$3,184 / 2025</span></li>
<li><span class="k">Type</span><span class="v">Detached</span></li>
<li><span class="k">Style</span><span class="v">Bungalow</span></li>
<li><span class="k">Bedrooms</span><span class="v">3+1</span></li>
<li><span class="k">Bathrooms</span><span class="v">2</span></li>
<li><span class="k">Size</span><span class="v">1100-1500 feet²</span></li>
<li><span class="k">Lot Size</span><span class="v">66 x 132 Feet</span></li>
<li><span class="k">Age</span><span class="v">31-50 years</span></li>
<li><span class="k">Parking</span><span class="v">4 (1 garage)</span></li>
<li><span class="k">Listing #</span><span class="v">X12156083</span></li>
<li><span class="k">Data Source</span><span class="v">PropTx (OREB)</span></li>
<li><span class="k">Community</span><span class="v">Casselman</span></li>
</ul></section>
<section class="description"><h2>Description</h2>
<p>Bungalow impeccable sur un grand terrain de coin au cœur de Casselman, à 35 minutes d'Ottawa par l'autoroute 417. Cuisine ouverte rénovée, salon avec foyer au gaz, 3 chambres au rez-de-chaussée et salle de bains principale. Sous-sol entièrement aménagé avec une 4e chambre, une 2e salle de bains, une salle familiale et beaucoup de rangement. Garage attaché, cour arrière avec patio et cabanon. Près des écoles francophones, de l'aréna et de la Rivière Nation Sud.</p>
</section>
<section class="listing-history"><h2>Listing History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Listing #</th></tr></thead><tbody>
<tr><td>2025-09-08</td><td>For Sale</td><td>$489,000</td><td>X12156083</td></tr>
<tr><td>2016-06-03</td><td>Sold</td><td>$262,000</td><td>1033123</td></tr>
</tbody></table></section>
<section class="comparables"><h2>Comparable Sold Homes</h2>
${rail("Sold nearby", [
  { href: "/on/casselman-real-estate/71-rue-saint-isidore/home/L2mPq8XcVb4NtRs6/", price: "Sold $455,000", title: "71 Rue Saint-Isidore, Casselman", meta: "3 bd · 2 ba · Bungalow" },
  { href: "/on/russell-real-estate/12-rue-notre-dame/home/Y9fKc3RtHw7PmZx2/", price: "Sold $518,000", title: "12 Rue Notre-Dame, Embrun", meta: "3+1 bd · 2 ba · Detached" },
], "hs-comparables")}
</section>
<p class="listing-brokerage">Listing Brokerage: Immobilier Prescott-Russell Realty Inc.</p>
</main>
${footer([
  `<h4>HouseSigma Inc.</h4><p>Brokerage</p><address>15 Allstate Parkway, Suite 629<br>Markham, ON L3R 5B4</address>`,
  `<h4>Links</h4><ul><li><a href="/on/terms/">Terms of Use</a></li><li><a href="/on/privacy/">Privacy</a></li></ul>`,
  social(),
], [creaTrademarkEn, "The data relating to real estate on this website comes in part from the MLS® Reciprocity program of PropTx and OREB. Estimates are not appraisals."], "hs-footer")}
</div>
${jsState("__INITIAL_STATE__", {
  listing: {
    id_listing: "p7Kq2xLmWd3RzYa1",
    ml_num: "X12156083",
    price: 489000,
    estimate: { value: 472300, date: "2025-09" },
    address: "58 Rue Principale",
    municipality: "Casselman",
    province: "ON",
    postal_code: "K0A 1M0",
    bedroom: "3+1",
    washroom: 2,
    house_area: { estimate: 1300, range: "1100-1500" },
    land: { front: 66, depth: 132, unit: "Feet" },
    map: { lat: 45.31308, lon: -75.08854 },
    brokerage: "Immobilier Prescott-Russell Realty Inc.",
  },
})}
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "58 Rue Principale",
      city: "Casselman",
      province: "ON",
      postalCode: "K0A 1M0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 8712, unit: "ft2" },
      mlsNumber: "X12156083",
      brokerageName: "Immobilier Prescott-Russell Realty Inc.",
      geo: { lat: 45.31308, lng: -75.08854 },
    },
  },
  {
    name: "ho82-rew-house-maillardville",
    site: "rew.ca",
    set: "held-out-82",
    traps:
      "rew.ca's page for a Coquitlam house in Maillardville with bilingual remarks (English then 'Version française'): the header's '3 Bath' is a count beside 'Full Baths 2' and 'Half Baths 1'; 'Sub-Area Maillardville' beside 'Area Coquitlam'; floor area, lot and year in the overview; the agent's 'PREC*' designation; the BC Assessment value, taxes and the previous sale; map data attributes; a co-listing agent; other Maillardville listings and a townhouse with prices",
    pageUrl: "https://www.rew.ca/properties/R3012345/1047-rochester-avenue-coquitlam-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1047 Rochester Avenue, Coquitlam, BC V3K 2X4 | R3012345 | REW</title>
<meta name="description" content="4 bed, 3 bath House for sale at 1047 Rochester Avenue, Coquitlam. Listed at $1,489,000. MLS® R3012345.">
<meta property="og:title" content="1047 Rochester Avenue, Coquitlam - $1,489,000">
<meta property="og:image" content="https://e3.rew.ca/listings/R3012345/1.jpg">
${gtm("GTM-REWCA1")}
${dataLayer({ listing_id: "R3012345", listing_price: 1489000, listing_city: "Coquitlam", listing_type: "House/Single Family" })}
</head><body class="listing-page">
${cookieBar("REW uses cookies to give you the best experience.", "Accept", "Preferences")}
<header class="header"><a href="/" class="header-logo">REW</a>
${nav([["Buy", "/properties/areas/coquitlam-bc"], ["Rent", "/rentals"], ["Sold", "/sold"], ["Agents", "/agents"], ["News", "/news"]], "header-nav")}
</header>
<main class="listing">
<div class="listingheader">
<h1 class="listingheader-address">1047 Rochester Avenue</h1>
<div class="listingheader-city">Coquitlam, BC V3K 2X4</div>
<div class="listingheader-price">$1,489,000</div>
<ul class="listingheader-details"><li>4 Bed</li><li>3 Bath</li><li>2,140 Sqft</li><li>House</li></ul>
</div>
${photoStrip("https://e3.rew.ca/listings/R3012345", 36, "1047 Rochester Avenue", "listing-gallery")}
<section class="listing-description"><h2>Description</h2>
<p>Classic family home on a 6,039 sq ft lot in historic Maillardville, walking distance to Place Maillardville, Mackin Park and École Notre-Dame-de-Fatima. Four bedrooms, two full baths plus a powder room, bright living room with picture window, updated kitchen and a sunny south-facing yard. Lane access with double garage.</p>
<p><strong>Version française :</strong> Maison familiale classique sur un terrain de 6 039 pi² dans le quartier historique de Maillardville, à distance de marche de la Place Maillardville, du parc Mackin et de l'École Notre-Dame-de-Fatima. Quatre chambres, deux salles de bains complètes et une salle d'eau, salon lumineux, cuisine rénovée et cour ensoleillée orientée au sud. Accès par la ruelle, garage double.</p>
</section>
<section class="listing-overview"><h2>Property Overview</h2>
<table><tbody>
<tr><th>MLS® Number</th><td>R3012345</td></tr>
<tr><th>Property Type</th><td>House/Single Family</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Floor Area</th><td>2,140 Sq. Ft.</td></tr>
<tr><th>Lot Size</th><td>6,039 Sq. Ft.</td></tr>
<tr><th>Year Built</th><td>1962</td></tr>
<tr><th>Area</th><td>Coquitlam</td></tr>
<tr><th>Sub-Area</th><td>Maillardville</td></tr>
<tr><th>Taxes</th><td>$4,918 (2024)</td></tr>
<tr><th>Title</th><td>Freehold NonStrata</td></tr>
</tbody></table></section>
<section class="listing-insights"><h2>Insights</h2><ul><li>BC Assessment (2025): $1,312,000</li><li>Last sold: $612,000 (March 2010)</li><li>Days on REW: 14</li></ul></section>
<div id="listing-map" class="listing-map" data-lat="49.24402" data-lng="-122.86437"></div>
${calculator(calcEn, "$1,489,000", "$297,800", "4.39%", "$6,521")}
<section class="listing-agents"><h2>Listed By</h2>
<div class="agent-card"><div class="agent-card-name">Anne-Marie Gauthier PREC*</div><div class="agent-card-brokerage">Fraser Heritage Realty Ltd.</div><div class="agent-card-phone">604-555-0117</div></div>
<div class="agent-card"><div class="agent-card-name">Daniel Tremblay</div><div class="agent-card-brokerage">Fraser Heritage Realty Ltd.</div><div class="agent-card-phone">604-555-0152</div></div>
<address class="brokerage-address">1120 Austin Avenue, Coquitlam, BC V3K 3P5</address>
</section>
${rail("More listings in Maillardville", [
  { href: "/properties/R3009981/921-laval-square-coquitlam-bc", price: "$1,375,000", title: "921 Laval Square, Coquitlam", meta: "4 Bed · 2 Bath · 1,980 Sqft" },
  { href: "/properties/R3011420/14-1105-brunette-avenue-coquitlam-bc", price: "$889,000", title: "14-1105 Brunette Avenue, Coquitlam", meta: "3 Bed · 3 Bath · Townhouse" },
], "related-listings")}
</main>
${footer([
  `<h4>REW.ca</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<h4>Real Estate Wire</h4><address>1090 W Georgia St, Suite 1200<br>Vancouver, BC V6E 3V7</address>`,
  social(),
], ["*Personal Real Estate Corporation.", "This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy.", creaTrademarkEn], "footer")}
</body></html>`,
    expected: {
      price: { amount: 1489000 },
      propertyKind: "house",
      street: "1047 Rochester Avenue",
      city: "Coquitlam",
      province: "BC",
      postalCode: "V3K 2X4",
      neighbourhood: "Maillardville",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 6039, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "R3012345",
      listingAgentName: "Anne-Marie Gauthier",
      brokerageName: "Fraser Heritage Realty Ltd.",
      geo: { lat: 49.24402, lng: -122.86437 },
    },
  },
  {
    name: "ho82-condosca-condo-corktown",
    site: "condos.ca",
    set: "held-out-82",
    traps:
      "condos.ca's page for a Toronto condo whose remarks carry a French version: the unit written '612 - 415 King St E'; the building's name; '800-899 sqft' (a band); maintenance per month; condos.ca's estimate and the unit's 2019 sale; other units in the building for sale and for lease with prices; the building's year; the listing brokerage only; __NEXT_DATA__ with the building's point and other units' prices",
    pageUrl: "https://condos.ca/toronto/corktown-commons-415-king-st-e/unit-612-C12098765",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>612 - 415 King St E, Toronto | Corktown Commons | For Sale $689,000 | Condos.ca</title>
<meta name="description" content="Unit 612 at Corktown Commons, 415 King St E, Toronto. 2 beds, 2 baths, 800-899 sqft. Listed for $689,000. MLS® C12098765.">
<meta property="og:title" content="612 - 415 King St E - $689,000 | Condos.ca">
<meta property="og:image" content="https://condos.ca/public/listings/C12098765/1.jpg">
${gtm("GTM-CONDOS")}
</head><body>
<div id="__next">
${cookieBar("We use cookies to improve your experience on Condos.ca.", "Accept", "Reject")}
<header class="styles___Header"><a href="/" class="styles___Logo">Condos.ca</a>
${nav([["Buy", "/toronto/condos-for-sale"], ["Rent", "/toronto/condos-for-rent"], ["Sell", "/sell"], ["Buildings", "/toronto/buildings"], ["Insights", "/blog"]], "styles___Nav")}
</header>
<main class="styles___ListingPage">
<div class="styles___Header">
<h1 class="styles___Address">612 - 415 King St E</h1>
<p class="styles___Building"><a href="/toronto/corktown-commons-415-king-st-e">Corktown Commons</a> · <a href="/toronto/corktown">Corktown</a>, Toronto, ON M5A 0K3</p>
<div class="styles___Price">$689,000</div>
<ul class="styles___Summary"><li>2 Bd</li><li>2 Ba</li><li>800-899 sqft</li><li>1 Parking</li><li>$612/mo maint.</li></ul>
</div>
${photoStrip("https://condos.ca/public/listings/C12098765", 27, "612 - 415 King St E", "styles___Gallery")}
<section class="styles___Description"><h2>About this unit</h2>
<p>Bright south-facing 2 bedroom, 2 bathroom suite with a split layout, floor-to-ceiling windows and an open balcony overlooking Corktown Common park. Upgraded kitchen with quartz counters, ensuite in the primary bedroom, parking and locker included. Steps to the Distillery District, St. Lawrence Market and the King streetcar.</p>
<p><em>Version française :</em> Lumineux appartement de 2 chambres et 2 salles de bains orienté plein sud, plan divisé, fenêtres pleine hauteur et balcon donnant sur le parc Corktown Common. Cuisine améliorée avec comptoirs de quartz, salle de bains attenante à la chambre principale, stationnement et casier inclus. À deux pas du Distillery District et du marché St. Lawrence.</p>
</section>
<section class="styles___KeyFacts"><h2>Key facts</h2>
<dl>
<dt>MLS®</dt><dd>C12098765</dd>
<dt>Type</dt><dd>Condo Apartment</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Size</dt><dd>800-899 sqft</dd>
<dt>Exposure</dt><dd>S</dd>
<dt>Maintenance fees</dt><dd>$612/mo</dd>
<dt>Taxes</dt><dd>$2,871 (2025)</dd>
<dt>Year built</dt><dd>2016</dd>
<dt>Days on market</dt><dd>11</dd>
</dl></section>
<section class="styles___Estimate"><h3>Condos.ca estimate</h3><p>$671,000 <span>(±4%)</span></p></section>
<section class="styles___History"><h3>Unit history</h3><table><tbody><tr><td>Jun 2019</td><td>Sold</td><td>$655,000</td></tr><tr><td>Mar 2021</td><td>Leased</td><td>$2,650/mo</td></tr></tbody></table></section>
${calculator(calcEn, "$689,000", "$137,800", "4.49%", "$3,047")}
${rail("Other units at Corktown Commons", [
  { href: "/toronto/corktown-commons-415-king-st-e/unit-1104-C12101877", price: "$829,000", title: "1104 - 415 King St E", meta: "2+1 Bd · 2 Ba · 900-999 sqft" },
  { href: "/toronto/corktown-commons-415-king-st-e/unit-305-C12087140", price: "$2,850/mo", title: "305 - 415 King St E (For Rent)", meta: "1+1 Bd · 1 Ba · 600-699 sqft" },
  { href: "/toronto/corktown-commons-415-king-st-e/unit-1510-C12079952", price: "$549,000", title: "1510 - 415 King St E", meta: "1 Bd · 1 Ba · 500-599 sqft" },
], "styles___BuildingUnits")}
<p class="styles___Brokerage">Listing Brokerage: Harbourfront Prime Realty Inc.</p>
</main>
${footer([
  `<h4>Condos.ca</h4><p>Condos.ca Real Estate Corp., Brokerage</p><address>130 Queens Quay E, Suite 506<br>Toronto, ON M5A 0P6</address>`,
  `<h4>Neighbourhoods</h4><ul><li><a href="/toronto/corktown">Corktown</a></li><li><a href="/toronto/st-lawrence">St. Lawrence</a></li><li><a href="/toronto/distillery-district">Distillery District</a></li></ul>`,
  social(),
], [creaTrademarkEn, "Listing data provided by PropTx Innovations Inc. Information is deemed reliable but not guaranteed."], "styles___Footer")}
</div>
${nextData({
  props: {
    pageProps: {
      listing: {
        mlsNumber: "C12098765",
        unitNumber: "612",
        streetAddress: "415 King St E",
        city: "Toronto",
        neighbourhood: "Corktown",
        postal: "M5A 0K3",
        price: 689000,
        bedrooms: 2,
        bathrooms: 2,
        sqftRange: "800-899",
        maintenance: 612,
        brokerage: "Harbourfront Prime Realty Inc.",
        estimate: 671000,
      },
      building: { name: "Corktown Commons", address: "415 King St E", yearBuilt: 2016, lat: 43.65409, lng: -79.35838, units: 312 },
      buildingListings: [
        { unit: "1104", price: 829000, beds: "2+1" },
        { unit: "305", price: 2850, type: "lease" },
        { unit: "1510", price: 549000, beds: "1" },
      ],
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "cdc-2025-09-1",
})}
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "condo",
      street: "612 - 415 King St E",
      city: "Toronto",
      province: "ON",
      postalCode: "M5A 0K3",
      neighbourhood: "Corktown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2016,
      mlsNumber: "C12098765",
      brokerageName: "Harbourfront Prime Realty Inc.",
      geo: { lat: 43.65409, lng: -79.35838 },
    },
  },
];
