/**
 * Sixty-eighth held-out corpus, Atlantic Canada and Quebec: realtor.ca (a Bathurst NB two-storey with a lot in m²),
 * centris.ca (a Granby maison à étages in French), duproprio.com (a Victoriaville bungalow, English page, sold by its
 * owner) and point2homes.com (an Antigonish century home). Addresses, names, phone numbers and numbers are invented;
 * the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import {
  agentCarousel, analytics, badges, breadcrumbs, cards, consent, contactForm, footer, gtm, historyTable, landTransferCalc,
  mortgageCalc, photoStrip, schoolsPanel, topNav, windowState,
} from "./chrome.ts";

export const HELD_OUT_68_EAST: ListingPage[] = [
  {
    name: "ho68-realtorca-house-bathurst",
    site: "realtor.ca",
    set: "held-out-68",
    traps: "realtor.ca detail page: 'Bedrooms Above Ground 3 / Below Ground 1' beside a total of 4; 'Bathrooms (Total) 2' with 'Partial Bathrooms 1'; above-grade area beside a larger total finished area; land size in m²; open-house badge; the contact form pre-filled with the address and a placeholder name; NB real property transfer tax and mortgage calculators fed the price; realtor.ca's numeric id in the URL beside the MLS® number; 'Nearby' listings with their own prices",
    pageUrl: "https://www.realtor.ca/real-estate/28734512/1185-murray-avenue-bathurst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1185 Murray Avenue, Bathurst, New Brunswick E2A 1T7 - NB118342 | REALTOR.ca</title>
<meta name="description" content="For sale: 1185 Murray Avenue, Bathurst, New Brunswick E2A 1T7 - $284,900. Two-storey family home on a quiet street near the harbour. MLS® Number NB118342.">
<meta property="og:title" content="1185 Murray Avenue, Bathurst, New Brunswick E2A 1T7">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28734512/1185-murray-avenue-bathurst">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638665/reb10/highres/2/nb118342_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "New Brunswick" }, { "@type": "ListItem", position: 2, name: "Bathurst" }, { "@type": "ListItem", position: 3, name: "1185 Murray Avenue" }] })}
${gtm("GTM-CREA07")}
</head><body class="listing-details-page">
${consent("REALTOR.ca")}
${topNav("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites", "Saved Searches"])}
<main id="mainContent">
<div id="listingDetailsTopCon">
${badges(["Open House", "Virtual Tour"])}
<div class="openHouseBanner">Open House: Saturday, November 15, 2025 · 1:00 PM - 3:00 PM</div>
<h1 id="listingAddress" class="listingAddress">1185 Murray Avenue<br>Bathurst, New Brunswick E2A 1T7</h1>
<div id="listingPrice"><div id="listingPriceValue" class="listingPriceValue">$284,900</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">NB118342</span></div>
</div>
${photoStrip("https://cdn.realtor.ca/listings/TS638665/reb10/highres/2/nb118342", 6, "1185 Murray Avenue, Bathurst")}
<section id="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentSubCon_Summary">
<div class="summaryTile"><div class="label">Bedrooms</div><div class="value">4</div></div>
<div class="summaryTile"><div class="label">Bathrooms</div><div class="value">2</div></div>
<div class="summaryTile"><div class="label">Square Footage</div><div class="value">1296 sqft</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Welcome to this well kept two-storey home within walking distance of the hospital, schools and the Bathurst harbour. Main floor offers a bright living room with hardwood, eat-in kitchen with patio doors to the back deck, and a convenient half bath. Upstairs you will find three bedrooms and the full bath. The lower level is finished with a fourth bedroom, family room and laundry. Detached single garage, paved drive and mature trees. Furnace and roof shingles replaced 2019. Call today for your private viewing!</p></div>
<div class="propertyDetailsSectionContentSubCon">
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">2</div></div>
<div class="row"><div class="label">Square Footage</div><div class="value">1296 sqft</div></div>
<div class="row"><div class="label">Land Size</div><div class="value">1012 m2</div></div>
<div class="row"><div class="label">Built in</div><div class="value">1962</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$2,941</div></div>
<div class="row"><div class="label">Time on REALTOR.ca</div><div class="value">6 days</div></div>
</div>
<div class="propertyDetailsSectionContentSubCon">
<h2>Building</h2>
<div class="row"><div class="label">Bedrooms Above Ground</div><div class="value">3</div></div>
<div class="row"><div class="label">Bedrooms Below Ground</div><div class="value">1</div></div>
<div class="row"><div class="label">Bathrooms (Total)</div><div class="value">2</div></div>
<div class="row"><div class="label">Partial Bathrooms</div><div class="value">1</div></div>
<div class="row"><div class="label">Finished Area Above Grade</div><div class="value">1296 sqft</div></div>
<div class="row"><div class="label">Total Finished Area</div><div class="value">1840 sqft</div></div>
<div class="row"><div class="label">Foundation Type</div><div class="value">Concrete</div></div>
<div class="row"><div class="label">Heating Type</div><div class="value">Baseboard heaters, Heat Pump</div></div>
<div class="row"><div class="label">Exterior Finish</div><div class="value">Vinyl</div></div>
</div>
<div class="propertyDetailsSectionContentSubCon">
<h2>Land</h2>
<div class="row"><div class="label">Acreage</div><div class="value">No</div></div>
<div class="row"><div class="label">Size Total</div><div class="value">1012 m2</div></div>
<div class="row"><div class="label">Landscape Features</div><div class="value">Landscaped</div></div>
</div>
</section>
<section id="realtorCardsCon"><h2>Listing Agent</h2>
<div class="realtorCard"><div class="realtorCardName">Chantal Robichaud</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">(506) 555-0148</div>
<div class="officeCard"><div class="officeCardName">Chaleur Bay Realty Ltd.</div><div class="officeCardAddress">240 Main Street, Bathurst, New Brunswick E2A 1A8</div><div class="officeCardPhone">(506) 555-0100</div></div></div>
</section>
${mortgageCalc({ heading: "Mortgage Calculator", priceLabel: "Asking price", price: "$284,900", down: "$28,490 (10%)", rate: "4.79%", years: "25 years", result: "Estimated monthly payment: $1,521" })}
${landTransferCalc("New Brunswick Real Property Transfer Tax", "$284,900", [["Property assessment used", "Greater of price or assessed value"], ["Transfer tax (1%)", "$2,849"]], "Estimate only. The tax is calculated on the greater of the purchase price and the assessed value.")}
${cards("Nearby Listings", [
  { address: "775 King Avenue", place: "Bathurst, New Brunswick E2A 1P4", price: "$239,000", facts: ["3 bd", "1 ba", "1104 sqft"], href: "/real-estate/28712203/775-king-avenue-bathurst" },
  { address: "1420 St. Peter Avenue", place: "Bathurst, New Brunswick E2A 3A1", price: "$329,500", facts: ["4 bd", "2 ba", "1560 sqft"], badge: "New", href: "/real-estate/28741190/1420-st-peter-avenue-bathurst" },
  { address: "32 Rue Principale", place: "Beresford, New Brunswick E8K 1T3", price: "$265,000", facts: ["3 bd", "2 ba"], href: "/real-estate/28698811/32-rue-principale-beresford" },
])}
${contactForm({ heading: "Contact Chantal Robichaud", namePlaceholder: "John Smith", emailPlaceholder: "john.smith@example.com", phonePlaceholder: "(555) 555-5555", message: "I would like more information about 1185 Murray Avenue, Bathurst, New Brunswick E2A 1T7 (MLS® Number NB118342). Please contact me.", button: "Send Message", fine: "By submitting you agree to the REALTOR.ca Terms of Use." })}
</main>
${footer(["Data provided by the New Brunswick Real Estate Association. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).", "© 2025 The Canadian Real Estate Association. All rights reserved."])}
${windowState("ListingDetailsData", { PropertyId: "28734512", MlsNumber: "NB118342", Latitude: "47.61524", Longitude: "-65.65893", Price: "$284,900", PriceUnformattedValue: "284900", OpenHouse: [{ StartDateTime: "15/11/2025 01:00:00 PM", EndDateTime: "15/11/2025 03:00:00 PM" }], MapCenter: { Latitude: 47.6184, Longitude: -65.6512 } })}
${analytics("rca")}
</body></html>`,
    expected: {
      price: { amount: 284900 },
      propertyKind: "house",
      street: "1185 Murray Avenue",
      city: "Bathurst",
      province: "NB",
      postalCode: "E2A 1T7",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1296,
      lot: { value: 1012, unit: "m2" },
      yearBuilt: 1962,
      mlsNumber: "NB118342",
      listingAgentName: "Chantal Robichaud",
      brokerageName: "Chaleur Bay Realty Ltd.",
      geo: { lat: 47.61524, lng: -65.65893 },
    },
  },
  {
    name: "ho68-centris-maison-granby",
    site: "centris.ca",
    set: "held-out-68",
    traps: "French Centris page: '1 salle de bain et 1 salle d'eau'; 'Superficie habitable' beside the building footprint '30 X 32 pi' and the lot in pi²; 'Nombre de pièces 11'; municipal assessment and taxes; welcome-tax (droits de mutation) and mortgage calculators fed the price; 'Propriétés similaires' with their own prices; contact form with a placeholder name and a pre-filled message; open-house badge; broker's title and agency on separate lines; geo in microdata",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~granby/14827365",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre - Granby - 412, rue Dufferin - 14827365 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Granby (Québec), 3 chambres, 1 salle de bain et 1 salle d'eau. 379 000 $. No Centris 14827365.">
<meta property="og:title" content="Maison à étages à vendre - 379 000 $ - Granby">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE9A21F8DDD7&t=pi&sm=m&w=1260">
${gtm("GTM-CTRS9")}
</head><body>
${consent("Centris", "fr")}
${topNav("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "Inscrire ma propriété", "English"])}
${breadcrumbs(["Accueil", "Montérégie", "Granby", "Maison à étages"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Place">
<div class="header-property">
${badges(["Visite libre", "Visite virtuelle"])}
<p class="open-house">Visite libre : dimanche 16 novembre 2025, de 14 h à 16 h</p>
<h1 itemprop="category">Maison à étages à vendre</h1>
<h2 itemprop="address" class="pt-1">412, rue Dufferin, Granby</h2>
<div class="price-container"><span class="price" id="BuyPrice" content="379000">379 000 $</span></div>
<div class="row teaser"><div class="piece">11 pièces</div><div class="cac">3 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.40318"><meta itemprop="longitude" content="-72.73562"></div>
${photoStrip("https://mspublic.centris.ca/media/14827365", 6, "Maison à étages 412, rue Dufferin")}
<div class="property-description"><h3>Description</h3><div itemprop="description">Belle maison à étages de 3 chambres à l'étage, située dans un secteur recherché près du lac Boivin et de la piste cyclable. Cuisine rénovée en 2021, salon lumineux, sous-sol aménagé avec salle familiale. Garage détaché, grande cour clôturée. Occupation rapide possible.</div></div>
<div class="description-carac">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value">Détaché</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value">1987</div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value">1 620 pi²</div></div>
<div class="carac-container"><div class="carac-title">Superficie du bâtiment (au sol)</div><div class="carac-value">30 X 32 pi</div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value">6 458 pi²</div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value">Allée (3), Garage (1)</div></div>
<div class="carac-container"><div class="carac-title">Nombre de pièces</div><div class="carac-value">11</div></div>
</div>
${historyTable("Évaluation municipale et taxes", ["", "Montant"], [["Évaluation du terrain (2025)", "78 400 $"], ["Évaluation du bâtiment (2025)", "241 600 $"], ["Évaluation totale", "320 000 $"], ["Taxes municipales (2025)", "3 288 $"], ["Taxes scolaires (2025)", "241 $"]])}
<div class="broker-info" id="divBrokerInfo">
<div class="broker-info__broker-card"><h3 class="broker-info__broker-title" itemprop="name">Isabelle Fontaine</h3><p class="broker-info__title">Courtier immobilier résidentiel</p><p class="broker-info__agency">Immeubles Haute-Yamaska inc.</p><p class="broker-info__agency-type">Agence immobilière</p><a href="tel:4505550172">450 555-0172</a></div>
</div>
${mortgageCalc({ heading: "Calculatrice hypothécaire", priceLabel: "Prix de la propriété", price: "379 000 $", down: "37 900 $ (10 %)", rate: "4,89 %", years: "25 ans", result: "Versement mensuel estimé : 2 058 $", lang: "fr" })}
${landTransferCalc("Droits de mutation (taxe de bienvenue)", "379 000 $", [["Base d'imposition", "379 000 $"], ["Droits de mutation estimés", "4 155 $"]], "Estimation selon les tranches en vigueur à Granby. La municipalité peut appliquer des tranches différentes.", "fr")}
${cards("Propriétés similaires", [
  { address: "88, rue Cowie", place: "Granby", price: "349 900 $", facts: ["3 chambres", "1 salle de bain"], href: "/fr/maison~a-vendre~granby/22190455" },
  { address: "1270, rue Principale", place: "Granby", price: "415 000 $", facts: ["4 chambres", "2 salles de bain"], badge: "Nouveau", href: "/fr/maison~a-vendre~granby/10388214" },
  { address: "45, rue de Bromont", place: "Bromont", price: "468 000 $", facts: ["3 chambres", "2 salles de bain"], href: "/fr/maison~a-vendre~bromont/27711093" },
])}
${contactForm({ heading: "Contacter la courtière", namePlaceholder: "ex. : Marie Tremblay", emailPlaceholder: "courriel@exemple.com", phonePlaceholder: "450 555-5555", message: "Bonjour, je souhaiterais obtenir plus d'information au sujet de la propriété située au 412, rue Dufferin, Granby (No Centris 14827365). Merci!", button: "Envoyer", fine: "J'accepte que mes renseignements soient transmis à la courtière.", lang: "fr" })}
</main>
${footer(["Centris inc. · Les renseignements proviennent des courtiers immobiliers membres. © 2025 Centris inc. Tous droits réservés.", "No Centris 14827365 · Fiche imprimée le 2025-11-10"], "fr")}
</body></html>`,
    expected: {
      price: { amount: 379000 },
      propertyKind: "house",
      street: "412, rue Dufferin",
      city: "Granby",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 6458, unit: "ft2" },
      yearBuilt: 1987,
      mlsNumber: "14827365",
      listingAgentName: "Isabelle Fontaine",
      brokerageName: "Immeubles Haute-Yamaska inc.",
      geo: { lat: 45.40318, lng: -72.73562 },
    },
  },
  {
    name: "ho68-duproprio-bungalow-victoriaville",
    site: "duproprio.com",
    set: "held-out-68",
    traps: "English DuProprio page for a private sale: no broker, no MLS® (the listing code is the site's id); 'Victoriaville (Arthabaska)' with the sector as neighbourhood; '1 bathroom' and '1 powder room'; living space in ft² with m² in brackets (basement excluded); lot in ft² and m²; the site's sales advisor card; contact-the-owner form pre-filled with the address; assessment and taxes; similar properties with their prices; JSON-LD with geo",
    pageUrl: "https://duproprio.com/en/victoriaville/arthabaska/bungalow-for-sale/hab-87-rue-laurier-est-1104512",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bungalow for sale, Victoriaville (Arthabaska) | DuProprio | 1104512</title>
<meta name="description" content="Bungalow for sale in Victoriaville (Arthabaska) - 3 bedrooms, 1 bathroom, 1 powder room. $319,000. No commission sale.">
<meta property="og:title" content="Bungalow for sale - $319,000 - Victoriaville (Arthabaska)">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Bungalow for sale, Victoriaville (Arthabaska)", address: { "@type": "PostalAddress", streetAddress: "87, rue Laurier Est", addressLocality: "Victoriaville", addressRegion: "QC", postalCode: "G6P 6R2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.04211, longitude: -71.93118 }, numberOfRooms: 9 })}
${gtm("GTM-DPRP2")}
</head><body>
${consent("DuProprio")}
${topNav("DuProprio", ["Buy", "Sell", "Packages", "Evaluate my property", "Advice", "FR"])}
<main class="listing">
<div class="listing-location">
${badges(["Open house", "3D tour"])}
<h1 class="listing-location__title">Bungalow for sale</h1>
<p class="listing-location__address">87, rue Laurier Est, Victoriaville (Arthabaska), QC G6P 6R2</p>
<p class="listing-location__code">Listing code: 1104512</p></div>
<div class="listing-price"><span class="listing-price__amount">$319,000</span><span class="listing-price__monthly">or about $1,588/month*</span></div>
<div class="listing-open-house">Open house: Sunday, November 16, 1:30 pm - 3:30 pm</div>
<ul class="listing-main-characteristics">
<li class="listing-main-characteristics__item"><span class="number">3</span> bedrooms</li>
<li class="listing-main-characteristics__item"><span class="number">1</span> bathroom</li>
<li class="listing-main-characteristics__item"><span class="number">1</span> powder room</li>
<li class="listing-main-characteristics__item">Living space area (basement exclu.): <span>1,180 ft² (109.6 m²)</span></li>
<li class="listing-main-characteristics__item">Lot dimensions: <span>7,800 ft² (724.6 m²)</span></li>
</ul>
${photoStrip("https://photos.duproprio.com/photos/public/1104512", 6, "Bungalow Victoriaville")}
<section class="listing-owners-comments"><h2>Owner's comments</h2><p>Well maintained bungalow in the Arthabaska sector, a few minutes from the Cégep and the Mont Arthabaska trails. Three bedrooms and a full bathroom on the main floor, powder room and large family room in the basement. Heat pump installed in 2022. Paved driveway, shed and above-ground pool.</p></section>
<section class="listing-characteristics"><h2>Characteristics</h2>
<div class="listing-box"><h3>Building</h3><p>Year of construction: <strong>1974</strong></p><p>Type: Bungalow</p><p>Foundation: Poured concrete</p></div>
<div class="listing-box"><h3>Rooms</h3><table><tr><th>Room</th><th>Level</th><th>Dimensions</th></tr><tr><td>Primary bedroom</td><td>Ground floor</td><td>12'6" x 11'8"</td></tr><tr><td>Bedroom</td><td>Ground floor</td><td>10'2" x 9'6"</td></tr><tr><td>Bedroom</td><td>Ground floor</td><td>10'0" x 9'1"</td></tr><tr><td>Family room</td><td>Basement</td><td>22'4" x 12'0"</td></tr></table></div>
</section>
${historyTable("Financial details", ["", "Amount"], [["Municipal assessment (2025)", "$268,400"], ["Municipal taxes", "$2,874 / year"], ["School taxes", "$196 / year"], ["Hydro-Québec (average)", "$142 / month"]])}
<aside class="advisor"><h3>Have a question? Your DuProprio advisor</h3><p class="advisor__name">Véronique Hamel</p><p>Sales advisor · 1 866 387-7677</p><p class="fine">DuProprio advisors are not real estate brokers. This property is sold by its owner.</p></aside>
${mortgageCalc({ heading: "Mortgage calculator", priceLabel: "Property price", price: "$319,000", down: "$31,900 (10%)", rate: "4.84%", years: "25 years", result: "*Estimated payment: $1,588/month" })}
${landTransferCalc("Welcome tax calculator", "$319,000", [["Transfer duties (estimate)", "$3,255"]], "Calculated with the brackets published by the Government of Québec; the municipality may differ.")}
${cards("Similar properties", [
  { address: "14, rue Saint-Jean-Baptiste", place: "Victoriaville (Arthabaska)", price: "$289,000", facts: ["2 bedrooms", "1 bathroom"], href: "/en/victoriaville/arthabaska/bungalow-for-sale/hab-14-rue-saint-jean-baptiste-1101877" },
  { address: "301, boulevard des Bois-Francs Sud", place: "Victoriaville", price: "$349,500", facts: ["4 bedrooms", "2 bathrooms"], badge: "New price", href: "/en/victoriaville/bungalow-for-sale/hab-301-boulevard-des-bois-francs-sud-1099023" },
  { address: "6, rue Vachon", place: "Warwick", price: "$255,000", facts: ["3 bedrooms", "1 bathroom"], href: "/en/warwick/bungalow-for-sale/hab-6-rue-vachon-1103390" },
])}
${contactForm({ heading: "Contact the owner", namePlaceholder: "Your name", emailPlaceholder: "you@example.com", phonePlaceholder: "819-555-5555", message: "Hello, I'm interested in your property at 87, rue Laurier Est in Victoriaville. Is it still available? I would like to book a visit.", button: "Send to the owner", fine: "Your message is sent directly to the owner." })}
</main>
${footer(["DuProprio inc. is not a real estate agency. The seller is the owner of the property.", "© 2025 DuProprio inc. All rights reserved."])}
${windowState("dataLayer", [{ event: "listing_view", listing_code: "1104512", listing_city: "Victoriaville", listing_type: "bungalow", listing_price_range: "300k-350k" }])}
</body></html>`,
    expected: {
      price: { amount: 319000 },
      propertyKind: "house",
      street: "87, rue Laurier Est",
      city: "Victoriaville",
      neighbourhood: "Arthabaska",
      province: "QC",
      postalCode: "G6P 6R2",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1180,
      lot: { value: 7800, unit: "ft2" },
      yearBuilt: 1974,
      geo: { lat: 46.04211, lng: -71.93118 },
    },
  },
  {
    name: "ho68-point2homes-house-antigonish",
    site: "point2homes.com",
    set: "held-out-68",
    traps: "Point2 detail page: Point2's numeric id in the URL beside the 9-digit NS MLS® number; 'Antigonish, Antigonish County, NS'; lot in acres; price history with a 2009 sale; 'Featured agents in Antigonish' carousel of other agents beside the listing agent; request-info form pre-filled with the address and a placeholder name; schools and nearby homes with their prices; mortgage calculator; map data-attributes",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NS/Antigonish-County/Antigonish/42-Hawthorne-St/129384756.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>42 Hawthorne St, Antigonish, Nova Scotia, B2G 1A4 | 202425871 | Point2</title>
<meta name="description" content="42 Hawthorne St, Antigonish, NS B2G 1A4 - House for sale, 4 beds, 2 baths, 1,860 sqft. Listed for $399,000. MLS® 202425871.">
<meta property="og:title" content="42 Hawthorne St, Antigonish, NS - $399,000">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com" })}
${gtm("GTM-P2H04")}
</head><body>
${consent("Point2")}
${topNav("Point2", ["Buy", "Rent", "Sell", "Agents", "Market Trends", "Canada"])}
${breadcrumbs(["Canada", "Nova Scotia", "Antigonish County", "Antigonish", "42 Hawthorne St"])}
<main class="details-page">
<div class="details-header">
${badges(["Virtual Tour", "Price Reduced"])}
<h1 class="address-container" data-address="42 Hawthorne St, Antigonish, Nova Scotia, B2G 1A4"><div class="address">42 Hawthorne St</div><div class="city">Antigonish, Antigonish County, NS B2G 1A4</div></h1>
<div class="price"><span class="green">$399,000</span><span class="price-drop">&darr; $20,000 since Oct 9</span></div>
<ul class="characteristic-list"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,860</strong> Sqft</li><li class="ic-lotsize"><strong>0.52</strong> ac Lot</li></ul>
</div>
${photoStrip("https://photos.point2homes.com/v3/129384756", 5, "42 Hawthorne St, Antigonish")}
<section class="details-description"><h2>Description</h2><p>Character century home on a large treed lot a short walk to StFX University, Main Street shops and the hospital. High ceilings, original staircase and trim, updated kitchen and two full baths. Four bedrooms up, walk-up attic, dry basement with laundry. Ideal family home or investment near campus.</p></section>
<section class="details-characteristics"><h2>Property Details</h2>
<dl><dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>2 Storey</dd><dt>Year Built</dt><dd>1915</dd><dt>Bedrooms</dt><dd>4</dd><dt>Full Baths</dt><dd>2</dd><dt>Living Area</dt><dd>1,860 sqft</dd><dt>Lot Size</dt><dd>0.52 ac</dd><dt>Taxes</dt><dd>$3,612 (2025)</dd><dt>Heating</dt><dd>Oil, Heat pump</dd><dt>MLS® #</dt><dd>202425871</dd><dt>Listing ID</dt><dd>129384756</dd></dl>
</section>
<section class="listing-agent"><h2>Listed by</h2><div class="agent-name">Fiona MacIsaac</div><div class="agent-title">REALTOR®</div><div class="agent-company">Highland Coast Realty Ltd.</div><div class="agent-phone">902-555-0163</div></section>
${historyTable("Price History", ["Date", "Event", "Price"], [["Oct 30, 2025", "Price change", "$399,000"], ["Oct 9, 2025", "Listed", "$419,000"], ["Jun 18, 2009", "Sold", "$186,500"]])}
${schoolsPanel("Nearby Schools", [{ name: "Harbourview Elementary", grades: "P-6", distance: "0.6 km" }, { name: "Antigonish Consolidated Middle", grades: "7-9", distance: "1.3 km" }, { name: "Celtic Regional High", grades: "10-12", distance: "2.4 km" }], "School information is provided for reference; verify boundaries with the Strait Regional Centre for Education.")}
${mortgageCalc({ heading: "Mortgage Calculator", priceLabel: "Home price", price: "$399,000", down: "$39,900", rate: "4.69%", years: "25 years", result: "Monthly payment: $2,027" })}
${agentCarousel("Featured agents in Antigonish", [
  { name: "Colin Chisholm", title: "REALTOR®", office: "Eastern Shore Properties Inc.", phone: "902-555-0120" },
  { name: "Marie-Claire Boudreau", title: "Broker", office: "St. Georges Bay Realty", phone: "902-555-0187" },
  { name: "Duncan MacGillivray", title: "REALTOR®", office: "Highland Coast Realty Ltd.", phone: "902-555-0109" },
])}
${cards("Similar Homes Nearby", [
  { address: "18 Pleasant St", place: "Antigonish, NS", price: "$359,900", facts: ["3 Beds", "2 Baths", "1,540 Sqft"], href: "/CA/Home-For-Sale/NS/Antigonish/18-Pleasant-St/129377150.html" },
  { address: "7 College St", place: "Antigonish, NS", price: "$449,000", facts: ["5 Beds", "3 Baths", "2,210 Sqft"], badge: "New", href: "/CA/Home-For-Sale/NS/Antigonish/7-College-St/129401822.html" },
  { address: "1204 Highway 245", place: "Cloverville, NS", price: "$329,000", facts: ["3 Beds", "1 Bath", "1.8 ac"], href: "/CA/Home-For-Sale/NS/Cloverville/1204-Highway-245/129366034.html" },
])}
${contactForm({ heading: "Request Info", namePlaceholder: "Jane Doe", emailPlaceholder: "jane@example.com", phonePlaceholder: "(902) 555-5555", message: "I'm interested in 42 Hawthorne St, Antigonish, NS B2G 1A4. Please send me more information.", button: "Contact Agent" })}
<div id="map" class="map-container" data-lat="45.62174" data-lng="-61.99362" data-zoom="15"></div>
</main>
${footer(["The listing data is provided under copyright by the Nova Scotia Association of REALTORS®. The data is deemed reliable but not guaranteed.", "© 2025 Point2. All rights reserved."])}
</body></html>`,
    expected: {
      price: { amount: 399000 },
      propertyKind: "house",
      street: "42 Hawthorne St",
      city: "Antigonish",
      province: "NS",
      postalCode: "B2G 1A4",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1860,
      lot: { value: 0.52, unit: "acres" },
      yearBuilt: 1915,
      mlsNumber: "202425871",
      listingAgentName: "Fiona MacIsaac",
      brokerageName: "Highland Coast Realty Ltd.",
      geo: { lat: 45.62174, lng: -61.99362 },
    },
  },
];
