/**
 * Sixty-fourth held-out corpus, Atlantic Canada and the Gulf of St. Lawrence: a Mount Pearl 1.5-storey on the
 * national portal, an English Centris page for a Magdalen Islands house, a bilingual owner-sale page in Edmundston, a
 * Truro century home with an addition, a Summerside semi beside its attached twin, and a Moncton apartment for rent.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, fine, follow, menu, photos, tags, windowState } from "./chrome.ts";

export const HELD_OUT_64_ATLANTIC: ListingPage[] = [
  {
    name: "ho64-realtorca-house-mount-pearl",
    site: "realtor.ca",
    set: "held-out-64",
    traps: "NL board 7-digit MLS® beside realtor.ca's 8-digit id in the URL; Mount Pearl listing under a 'St. John's Metro' breadcrumb with a St. John's brokerage office; 1.5 storey built 1961 with a 1994 addition; oil and heat-pump running costs; 3 + 1 bedrooms; land size frontage × depth; assessed value and taxes; rooms table in feet and metres; calculator and nearby listings",
    pageUrl: "https://www.realtor.ca/real-estate/27734518/42-commonwealth-avenue-mount-pearl",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Commonwealth Avenue, Mount Pearl, Newfoundland & Labrador A1N1W9 | 1279843 | REALTOR.ca</title>
<meta name="description" content="For sale: 42 Commonwealth Avenue, Mount Pearl, Newfoundland & Labrador A1N1W9 - $349,900. Details: 4 bedrooms, 2 bathrooms. MLS® Number 1279843.">
<meta property="og:title" content="42 Commonwealth Avenue, Mount Pearl, Newfoundland & Labrador">
<meta property="og:description" content="$349,900 - House, 4 bedrooms, 2 bathrooms">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638700000000000000/reb71/highres/3/1279843_1.jpg">
${tags("GTM-CREA01")}
${ld({ "@context": "http://schema.org", "@type": "Event", name: "Open House: 42 Commonwealth Avenue", startDate: "2025-11-16T14:00", location: { "@type": "Place", name: "42 Commonwealth Avenue", address: "42 Commonwealth Avenue, Mount Pearl, Newfoundland & Labrador A1N1W9" } })}
</head><body class="listing-details">
${consent("REALTOR.ca")}
<header><a class="crea-logo" href="/">REALTOR.ca</a>${menu(["Map", "List", "Find a REALTOR®", "Commercial", "Market Trends", "Sign in"])}</header>
<ol class="breadcrumbs"><li>Newfoundland &amp; Labrador</li><li>St. John's Metro</li><li>Mount Pearl</li></ol>
<main>
${photos("https://cdn.realtor.ca/listings/TS638700000000000000/reb71/highres/3/1279843", 28, "42 Commonwealth Avenue")}
<div id="listingPriceValue" class="listingTopDetailsPrice">$349,900</div>
<h1 id="listingAddress" class="listingAddress">42 Commonwealth Avenue<br>Mount Pearl, Newfoundland &amp; Labrador A1N1W9</h1>
<div id="MLNumberVal" class="listingDetailsMLNumber">MLS® Number: 1279843</div>
<div class="listingIconCon"><span id="BedroomIcon">4</span> Bedrooms <span id="BathroomIcon">2</span> Bathrooms <span id="SquareFootageIcon">2180</span> square feet</div>
<section id="propertyDescriptionCon"><h2>Listing Description</h2><p>Welcome to 42 Commonwealth Avenue, a well-kept 1.5 storey family home in the heart of Mount Pearl, minutes to the Outer Ring Road and 10 minutes to downtown St. John's. The original 1961 home received a rear family-room addition in 1994 with patio doors to a fully fenced back yard. Main floor offers living room, dining room, updated kitchen (2020) and the family room; upstairs are three bedrooms and a full bath. The developed basement has a fourth bedroom, a second full bath, laundry and storage. Heated by an oil-fired hot water boiler with a ductless mini-split heat pump added in 2021: the sellers report roughly $2,100 a year in furnace oil and about $185 a month average from Newfoundland Power. Oil tank replaced 2018 (certificate available). As per Schedule A, no offers to be presented before 2 p.m. on November 18.</p></section>
<section id="propertyDetailsSectionContentSubCon"><h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon_Label">Property Type</div><div class="propertyDetailsSectionContentSubCon_Value">Single Family</div>
<div class="propertyDetailsSectionContentSubCon_Label">Building Type</div><div class="propertyDetailsSectionContentSubCon_Value">House</div>
<div class="propertyDetailsSectionContentSubCon_Label">Storeys</div><div class="propertyDetailsSectionContentSubCon_Value">1.5</div>
<div class="propertyDetailsSectionContentSubCon_Label">Square Footage</div><div class="propertyDetailsSectionContentSubCon_Value">2180 sqft</div>
<div class="propertyDetailsSectionContentSubCon_Label">Annual Property Taxes</div><div class="propertyDetailsSectionContentSubCon_Value">$2,146</div>
<div class="propertyDetailsSectionContentSubCon_Label">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentSubCon_Value">9 days</div>
</section>
<section id="BuildingDetails"><h2>Building</h2>
<div class="label">Bedrooms</div><div class="value">3 + 1</div>
<div class="label">Bathrooms (Total)</div><div class="value">2</div>
<div class="label">Constructed Date</div><div class="value">1961</div>
<div class="label">Exterior Finish</div><div class="value">Vinyl siding</div>
<div class="label">Flooring Type</div><div class="value">Hardwood, Laminate, Mixed Flooring</div>
<div class="label">Foundation Type</div><div class="value">Poured Concrete</div>
<div class="label">Heating Fuel</div><div class="value">Electric, Oil</div>
<div class="label">Heating Type</div><div class="value">Hot water radiator heat, Heat Pump</div>
<div class="label">Size Interior</div><div class="value">2180 sqft</div>
<div class="label">Utility Water</div><div class="value">Municipal water</div>
</section>
<section id="LandDetails"><h2>Land</h2>
<div class="label">Land Size</div><div class="value">50 x 110 ft</div>
<div class="label">Sewer</div><div class="value">Municipal sewage system</div>
<div class="label">Assessed Value (2024)</div><div class="value">$298,400</div>
</section>
<section id="RoomsSection"><h2>Rooms</h2><table class="rooms"><thead><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Second level</td><td>Primary Bedroom</td><td>14.6 x 11.2 ft / 4.45 m x 3.41 m</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>11.0 x 9.8 ft / 3.35 m x 2.99 m</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>10.4 x 9.0 ft / 3.17 m x 2.74 m</td></tr>
<tr><td>Second level</td><td>Bath (# pieces 1-6)</td><td>4 pc</td></tr>
<tr><td>Main level</td><td>Family room</td><td>20.0 x 14.0 ft / 6.10 m x 4.27 m</td></tr>
<tr><td>Main level</td><td>Living room</td><td>16.2 x 12.6 ft / 4.94 m x 3.84 m</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>12.0 x 10.6 ft / 3.66 m x 3.23 m</td></tr>
<tr><td>Basement</td><td>Bedroom</td><td>11.8 x 10.0 ft / 3.60 m x 3.05 m</td></tr>
<tr><td>Basement</td><td>Bath (# pieces 1-6)</td><td>3 pc</td></tr>
<tr><td>Basement</td><td>Laundry room</td><td>8.0 x 7.0 ft / 2.44 m x 2.13 m</td></tr>
</tbody></table></section>
<div id="listingMap" class="map" data-latitude="47.51894" data-longitude="-52.80577" data-zoom="15"></div>
${calculator("$349,900", "$17,495", "5.19%", "$2,061")}
<aside class="realtorCardCon"><div class="realtorCardName">Siobhan Power</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">709-555-0172</div>
<div class="officeCardName">Signal Hill Realty Ltd.</div><div class="officeCardAddress">215 Water Street, St. John's, Newfoundland &amp; Labrador A1C 1B4</div><div class="officeCardPhone">709-555-0100</div></aside>
<section class="nearbyListings"><h2>Nearby listings</h2>
<a class="card" href="/real-estate/27711042/17-park-avenue-mount-pearl"><span class="price">$289,000</span> 17 Park Avenue, Mount Pearl · 3 bd · 1 ba</a>
<a class="card" href="/real-estate/27690355/8-cheeseman-drive-st-johns"><span class="price">$415,000</span> 8 Cheeseman Drive, St. John's · 4 bd · 3 ba</a>
</section>
</main>
<footer>${fine(["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.", "Data provided by the Newfoundland and Labrador Association of REALTORS®. Information deemed reliable but not guaranteed.", "© 2025 The Canadian Real Estate Association. 300-200 Catherine Street, Ottawa, ON K2P 2K9"])}${follow("realtorca")}</footer>
</body></html>`,
    expected: {
      price: { amount: 349900, currency: "CAD" },
      propertyKind: "house",
      street: "42 Commonwealth Avenue",
      city: "Mount Pearl",
      province: "NL",
      postalCode: "A1N 1W9",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 2180,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1961,
      mlsNumber: "1279843",
      listingAgentName: "Siobhan Power",
      brokerageName: "Signal Hill Realty Ltd.",
      geo: { lat: 47.51894, lng: -52.80577 },
    },
  },
  {
    name: "ho64-centris-house-iles-de-la-madeleine",
    site: "centris.ca",
    set: "held-out-64",
    traps: "English Centris page: 8-digit Centris no.; address line with a 'Neighbourhood' suffix; 1 1/2 storey built 1910 with a 1985 addition; bathrooms and powder rooms '1 + 1'; lot and living area in sq. ft.; municipal assessment table (lot, building, total) and school taxes; ferry from Souris PE and an office in Cap-aux-Meules with its postal code; latitude/longitude in itemprop metas; similar properties",
    pageUrl: "https://www.centris.ca/en/houses~for-sale~les-iles-de-la-madeleine/18263540",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>House for sale, Les Îles-de-la-Madeleine - 18263540 | Centris.ca</title>
<meta name="description" content="1 1/2 storey house for sale in Les Îles-de-la-Madeleine, Havre-Aubert. 3 bedrooms, 1 bathroom + 1 powder room. $329,000 - Centris No. 18263540">
<meta property="og:title" content="House for sale - 1127, Chemin de la Grave, Les Îles-de-la-Madeleine">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE8A6F4BDDDDDDDDDDC&t=pi&sm=m&w=1260&h=1024">
${tags("GTM-CNTRS9")}
</head><body>
${consent("Centris")}
<header><a href="/en" class="logo">Centris</a>${menu(["Buy", "Rent", "Find a broker", "Financing", "Français"])}</header>
<main id="overview" itemscope itemtype="http://schema.org/Product">
${photos("https://mspublic.centris.ca/media/18263540", 31, "1127, Chemin de la Grave")}
<div class="price-container"><span id="BuyPrice" class="text-nowrap" content="329000">$329,000</span><meta itemprop="price" content="329000"><meta itemprop="priceCurrency" content="CAD"></div>
<h1 itemprop="category"><span data-id="PageTitle">1 1/2 storey house for sale</span></h1>
<h2 itemprop="address" class="pt-1">1127, Chemin de la Grave, Les Îles-de-la-Madeleine, Neighbourhood Havre-Aubert</h2>
<meta itemprop="latitude" content="47.23918"><meta itemprop="longitude" content="-61.84102">
<div class="row teaser"><div class="col-lg-3 piece">8 rooms</div><div class="col-lg-3 cac">3 bedrooms</div><div class="col-lg-3 sdb">1 bathroom and 1 powder room</div></div>
<div class="property-description"><h2>Description</h2><div itemprop="description">Charming 1910 island house a short walk from the historic site of La Grave, with sea views from the upper floor. A kitchen and mudroom addition was built in 1985 on a full concrete foundation; the original part rests on a stone foundation (crawl space). Wood stove in the living room and a heat pump installed in 2022 - electricity costs were about $2,450 for the past year according to the seller. Large lot with a detached workshop. The ferry from Souris, PE docks at Cap-aux-Meules, 25 minutes away.</div></div>
<div class="row">
<div class="carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>1910</span></div></div>
<div class="carac-container"><div class="carac-title">Building style</div><div class="carac-value"><span>Detached</span></div></div>
<div class="carac-container"><div class="carac-title">Living area</div><div class="carac-value"><span>1,346 sq. ft.</span></div></div>
<div class="carac-container"><div class="carac-title">Lot area</div><div class="carac-value"><span>21,991 sq. ft.</span></div></div>
<div class="carac-container"><div class="carac-title">Parking (total)</div><div class="carac-value"><span>Driveway (3)</span></div></div>
<div class="carac-container"><div class="carac-title">Additional features</div><div class="carac-value"><span>Workshop, Wood stove, Heat pump</span></div></div>
<div class="carac-container"><div class="carac-title">Move-in date</div><div class="carac-value"><span>60 days PP/PA</span></div></div>
</div>
<div class="financial-details"><h3>Municipal assessment</h3><table><tr><td>Year</td><td>2025</td></tr><tr><td>Lot</td><td>$38,600</td></tr><tr><td>Building</td><td>$201,300</td></tr><tr><td>Total</td><td>$239,900</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipal (2025)</td><td>$2,214</td></tr><tr><td>School (2025)</td><td>$188</td></tr><tr><td>Total</td><td>$2,402</td></tr></table>
<h3>Expenses</h3><table><tr><td>Electricity</td><td>$2,450</td></tr><tr><td>Total</td><td>$2,450</td></tr></table></div>
<div class="room-table"><h3>Room(s)</h3><table><tr><th>Level</th><th>Room</th><th>Size</th></tr>
<tr><td>Ground floor</td><td>Kitchen</td><td>13.2 X 11.8 ft</td></tr><tr><td>Ground floor</td><td>Living room</td><td>16.0 X 13.1 ft</td></tr><tr><td>Ground floor</td><td>Powder room</td><td>5.0 X 4.6 ft</td></tr><tr><td>2nd floor</td><td>Primary bedroom</td><td>13.9 X 11.5 ft</td></tr><tr><td>2nd floor</td><td>Bedroom</td><td>10.2 X 9.4 ft</td></tr><tr><td>2nd floor</td><td>Bedroom</td><td>9.8 X 8.9 ft</td></tr><tr><td>2nd floor</td><td>Bathroom</td><td>8.6 X 7.1 ft</td></tr></table></div>
<div class="walkscore"><span>Walk Score</span> 41</div>
${calculator("$329,000", "$65,800", "4.89%", "$1,512")}
<div class="broker-info"><div class="broker-info-broker-title">Real estate broker</div><h1 class="broker-info__broker-title">Geneviève Arseneau</h1><div class="broker-info__agency-name">Agence immobilière Archipel inc.</div><div>Real estate agency</div><a href="tel:4185550144">418-555-0144</a></div>
<section class="similar"><h2>Similar properties</h2><div class="property-thumbnail-item"><span class="price">$279,000</span> 62, Chemin du Bassin, Les Îles-de-la-Madeleine</div><div class="property-thumbnail-item"><span class="price">$365,000</span> 18, Chemin des Chalets, Les Îles-de-la-Madeleine</div></section>
</main>
<footer>${fine(["Agence immobilière Archipel inc. · 380, Chemin Principal, Cap-aux-Meules, Les Îles-de-la-Madeleine QC G4T 1C9", "Centris® is the inter-agency listing service of the Quebec Professional Association of Real Estate Brokers. Centris No. displayed for each property is the listing number.", "© 2025 Centris Inc. All rights reserved."])}</footer>
</body></html>`,
    expected: {
      price: { amount: 329000, currency: "CAD" },
      propertyKind: "house",
      street: "1127, Chemin de la Grave",
      city: "Les Îles-de-la-Madeleine",
      neighbourhood: "Havre-Aubert",
      province: "QC",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1346,
      lot: { value: 21991, unit: "ft2" },
      yearBuilt: 1910,
      mlsNumber: "18263540",
      listingAgentName: "Geneviève Arseneau",
      brokerageName: "Agence immobilière Archipel inc.",
      geo: { lat: 47.23918, lng: -61.84102 },
    },
  },
  {
    name: "ho64-duproprio-house-edmundston",
    site: "duproprio.com",
    set: "held-out-64",
    traps: "bilingual owner sale (no agent, no brokerage, no MLS®): DuProprio's own listing number; NB PID and PAN parcel numbers; built 1948 with an addition in 1985; living space in ft² (m²) and lot in m² (ft²); 2025 assessment and taxes; oil vs heat-pump costs; Madawaska, Maine across the bridge; DuProprio head office postal code in the footer; similar properties in Grand Falls",
    pageUrl: "https://duproprio.com/en/new-brunswick/edmundston/house-for-sale/hab-88-rue-victoria-1098765",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Two-storey house for sale - 88 Rue Victoria, Edmundston - DuProprio - 1098765</title>
<meta name="description" content="Two-storey for sale in Edmundston, New Brunswick. 3 bedrooms, 1 bathroom, 1 half bath. $239,000. Listing 1098765 - DuProprio, commission-free.">
<meta property="og:title" content="88 Rue Victoria, Edmundston - $239,000">
<meta property="og:url" content="https://duproprio.com/en/new-brunswick/edmundston/house-for-sale/hab-88-rue-victoria-1098765">
${tags("GTM-DUPRO2")}
</head><body class="listing-page">
${consent("DuProprio", "bi")}
<header><a class="logo" href="/en">DuProprio</a>${menu(["Buy", "Sell", "Services", "Financing", "Français"])}</header>
<main>
${photos("https://photos.duproprio.com/photos/public/1098765", 24, "88 Rue Victoria")}
<div class="listing-price"><div class="listing-price__amount">$239,000</div><div class="listing-price__extra">Municipal assessment: $187,300</div></div>
<h1 class="listing-location__title"><span class="listing-location__address">88 Rue Victoria</span>, <span class="listing-location__city">Edmundston</span>, <span class="listing-location__region">New Brunswick</span> <span class="listing-location__postal">E3V 2H4</span></h1>
<div class="listing-location__group-name">Neighbourhood / Quartier : Saint-Basile</div>
<div class="listing-main-characteristics"><div class="listing-main-characteristics__item">3 bedrooms / chambres</div><div class="listing-main-characteristics__item">1 bathroom / salle de bain</div><div class="listing-main-characteristics__item">1 half bath / salle d'eau</div><div class="listing-main-characteristics__item">Living space / Aire habitable : 1,536 ft² (142.7 m²)</div><div class="listing-main-characteristics__item">Lot / Terrain : 1,249 m² (13,444 ft²)</div></div>
<section class="listing-owners-comments"><h2>Owner's comments / Commentaires du propriétaire</h2>
<p lang="en">Solid two-storey family home on a quiet street in Saint-Basile, walking distance to the Université de Moncton Edmundston campus and five minutes to the bridge to Madawaska, Maine. The house was built in 1948; a garage and family-room addition followed in 1985. Oil hot-air furnace (tank 2016) plus a ductless heat pump since 2022 - we spent about $1,900 on oil and $1,560 on NB Power last year. New roof 2019.</p>
<p lang="fr">Solide maison à étages sur une rue tranquille de Saint-Basile, à distance de marche du campus de l'Université de Moncton à Edmundston et à cinq minutes du pont vers Madawaska (Maine). Construite en 1948, agrandissement (garage et salle familiale) en 1985. Fournaise à l'huile et thermopompe murale depuis 2022.</p></section>
<section class="listing-box"><h2>Characteristics / Caractéristiques</h2><div class="listing-box__dotted-row"><span>Year of construction / Année de construction</span><span>1948</span></div>
<div class="listing-box__dotted-row"><span>Type</span><span>Two-storey / À étages</span></div>
<div class="listing-box__dotted-row"><span>Building style</span><span>Detached / Isolé</span></div>
<div class="listing-box__dotted-row"><span>Basement</span><span>Partially finished</span></div>
<div class="listing-box__dotted-row"><span>PID</span><span>35087421</span></div>
<div class="listing-box__dotted-row"><span>PAN</span><span>01872364</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes (2025)</span><span>$3,981</span></div>
<div class="listing-box__dotted-row"><span>Heating / Chauffage</span><span>Oil, heat pump / Huile, thermopompe</span></div></section>
<section class="listing-rooms-details"><h2>Rooms / Pièces</h2><table><tr><th>Level</th><th>Room</th><th>Dimensions</th></tr>
<tr><td>Ground floor</td><td>Kitchen / Cuisine</td><td>12' x 11'6"</td></tr><tr><td>Ground floor</td><td>Family room (1985)</td><td>18' x 14'</td></tr><tr><td>Ground floor</td><td>Half bath</td><td>6' x 5'</td></tr><tr><td>2nd floor</td><td>Bedroom 1</td><td>13' x 11'</td></tr><tr><td>2nd floor</td><td>Bedroom 2</td><td>11' x 10'</td></tr><tr><td>2nd floor</td><td>Bedroom 3</td><td>10' x 9'</td></tr><tr><td>2nd floor</td><td>Bathroom</td><td>9' x 7'</td></tr></table></section>
<div class="listing-map" data-lat="47.37352" data-lng="-68.32514"></div>
${calculator("$239,000", "$23,900", "4.79%", "$1,225")}
<section class="listing-contact"><h2>Contact the owner / Joindre le propriétaire</h2><p>Listing 1098765 · Sold without a broker / Vendu sans courtier</p><a href="tel:5065550187">506-555-0187</a></section>
<section class="similar"><h2>Similar properties</h2><div class="card">$219,000 · 14 Rue Pleasant, Grand Falls / Grand-Sault</div><div class="card">$268,500 · 301 Rue Principale, Edmundston</div></section>
</main>
<footer>${fine(["DuProprio Inc. · 2000, rue Léon-Harmel, Québec QC G1N 4L2", "DuProprio is not a real estate broker and does not intervene in transactions.", "© 2025 DuProprio. All rights reserved."])}</footer>
</body></html>`,
    expected: {
      price: { amount: 239000, currency: "CAD" },
      propertyKind: "house",
      street: "88 Rue Victoria",
      city: "Edmundston",
      neighbourhood: "Saint-Basile",
      province: "NB",
      postalCode: "E3V 2H4",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1536,
      lot: { value: 1249, unit: "m2" },
      yearBuilt: 1948,
      geo: { lat: 47.37352, lng: -68.32514 },
    },
  },
  {
    name: "ho64-remax-house-truro",
    site: "remax.ca",
    set: "held-out-64",
    traps: "NS board 9-digit MLS® with an 8-digit PID beside it; RE/MAX internal id in the URL; 1.5 storey built 1910 with a 1985 addition; 2 full + 1 half baths; lot in acres then sq ft; price per sq ft; 2025 assessed value and taxes; oil and heat-pump annual costs; __NEXT_DATA__ state with coordinates; office address in Truro and national head office in footer",
    pageUrl: "https://www.remax.ca/ns/truro-real-estate/57-walker-street-wp_idm00000391-202418765-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>57 Walker Street, Truro, NS B2N 4A1 | 202418765 | RE/MAX Canada</title>
<meta name="description" content="4 bed, 2.5 bath home for sale at 57 Walker Street, Truro, NS. Listed for $379,000. MLS® 202418765.">
<meta property="og:title" content="57 Walker Street, Truro - $379,000">
<meta property="og:image" content="https://assets.remax.ca/listings/202418765/1.jpg">
${tags("GTM-RMXCA1")}
</head><body>
${consent("remax.ca")}
<header><a href="/" class="remax-logo">RE/MAX</a>${menu(["Buy", "Sell", "Find an Agent", "Find an Office", "Blog", "Log In"])}</header>
<main class="listing-detail">
${photos("https://assets.remax.ca/listings/202418765", 36, "57 Walker Street")}
<div class="listing-summary"><div class="listing-summary_price">$379,000</div>
<h1 class="listing-address"><span>57 Walker Street</span>, <span>Truro</span>, <span>NS</span> <span>B2N 4A1</span></h1>
<ul class="listing-summary_stats"><li>4 bed</li><li>2 full bath</li><li>1 half bath</li><li>2,340 sqft</li><li>$162 / sqft</li></ul>
<p class="listing-summary_mls">MLS®: 202418765 · PID: 20078345</p></div>
<section class="listing-description"><h2>Description</h2><p>Stately 1.5 storey century home on one of Truro's favourite tree-lined streets, a short walk to Victoria Park and downtown. Built in 1910 and thoughtfully expanded in 1985 with a rear addition housing the kitchen, a main-floor laundry and half bath. Original staircase, high ceilings and pocket doors. Four bedrooms up, two full baths. Heat is an oil-fired forced-air furnace with a ductless heat pump on each level (2021); sellers' last 12 months: oil $2,600, Nova Scotia Power $2,100. 200-amp service. Sits on 0.42 acres with a detached garage and mature maples.</p></section>
<section class="listing-details"><h2>Property Details</h2><dl>
<dt>Property Type</dt><dd>Single Family</dd><dt>Style</dt><dd>1.5 Storey</dd><dt>Year Built</dt><dd>1910</dd>
<dt>Lot Size</dt><dd>0.42 ac (18,295 sq ft)</dd><dt>Total Finished Area</dt><dd>2,340 sqft</dd>
<dt>Heating</dt><dd>Forced Air, Ductless Heat Pump (Oil, Electric)</dd><dt>Taxes</dt><dd>$3,412 (2025)</dd>
<dt>Assessed Value</dt><dd>$231,400 (2025)</dd><dt>Parking</dt><dd>Detached Garage</dd></dl></section>
<section class="rooms"><h2>Rooms</h2><table><tr><th>Room</th><th>Level</th><th>Size</th></tr>
<tr><td>Living Room</td><td>Main</td><td>15 x 13</td></tr><tr><td>Dining Room</td><td>Main</td><td>13 x 12</td></tr><tr><td>Kitchen</td><td>Main</td><td>16 x 12</td></tr><tr><td>Bath (Half)</td><td>Main</td><td>5 x 5</td></tr><tr><td>Primary Bedroom</td><td>Second</td><td>15 x 12</td></tr><tr><td>Bedroom</td><td>Second</td><td>12 x 10</td></tr><tr><td>Bedroom</td><td>Second</td><td>11 x 10</td></tr><tr><td>Bedroom</td><td>Second</td><td>10 x 9</td></tr></table></section>
${calculator("$379,000", "$37,900", "4.99%", "$1,985")}
<aside class="agent-card"><p class="agent-card_name">Heather MacIsaac</p><p class="agent-card_title">REALTOR®</p><p class="agent-card_office">RE/MAX Central Colchester Realty</p><p>622 Prince Street, Truro, NS B2N 1G2</p><p>902-555-0164</p></aside>
<section class="similar"><h2>Similar Listings</h2><div class="card">$349,900 · 14 Queen Street, Truro · 3 bd · 2 ba</div><div class="card">$412,000 · 188 Pictou Road, Bible Hill · 4 bd · 3 ba</div></section>
</main>
<footer>${fine(["Each RE/MAX office is independently owned and operated.", "Listing data provided by the Nova Scotia Association of REALTORS®. Information deemed reliable but not guaranteed.", "RE/MAX Ontario-Atlantic Canada, Inc. · 7101 Syntex Drive, Mississauga, ON L5N 6H5"])}${follow("remaxcanada")}</footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: "wp_idm00000391", mlsNum: "202418765", pid: "20078345", listPrice: 379000, beds: 4, bathsFull: 2, bathsHalf: 1, sqFt: 2340, lotSize: "0.42 ac", yearBuilt: 1910, address: "57 Walker Street", city: "Truro", province: "NS", postalCode: "B2N 4A1", lat: 45.36541, lng: -63.27902, agent: { name: "Heather MacIsaac" }, office: { name: "RE/MAX Central Colchester Realty" } } } }, page: "/[province]/[city]/[slug]" })}</script>
</body></html>`,
    expected: {
      price: { amount: 379000, currency: "CAD" },
      propertyKind: "house",
      street: "57 Walker Street",
      city: "Truro",
      province: "NS",
      postalCode: "B2N 4A1",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2340,
      lot: { value: 0.42, unit: "acres" },
      yearBuilt: 1910,
      mlsNumber: "202418765",
      listingAgentName: "Heather MacIsaac",
      brokerageName: "RE/MAX Central Colchester Realty",
      geo: { lat: 45.36541, lng: -63.27902 },
    },
  },
  {
    name: "ho64-royallepage-semi-summerside",
    site: "royallepage.ca",
    set: "held-out-64",
    traps: "semi-detached with its attached twin also for sale at a higher price; PEI 9-digit MLS® beside a 6-digit PID; 1 full + 1 half baths; lot frontage × depth in feet; heat pump vs baseboard power bill; brokerage's Charlottetown branch in the footer; royal lepage internal id; estimated payment",
    pageUrl: "https://www.royallepage.ca/en/property/prince-edward-island/summerside/15-greenwood-drive/25581307/mls202501877/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>15 Greenwood Drive, Summerside, PE C1N 3X9 - MLS 202501877 | Royal LePage</title>
<meta name="description" content="Semi-detached for sale: 15 Greenwood Drive, Summerside, Prince Edward Island. 3 bedrooms, 1.5 bathrooms. $314,900.">
<meta property="og:title" content="15 Greenwood Drive, Summerside | $314,900">
${tags("GTM-RLP77")}
</head><body>
${consent("Royal LePage")}
<header><a class="rlp-logo" href="/en/">Royal LePage</a>${menu(["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Français"])}</header>
<main class="property-details">
${photos("https://rlp.ca/photos/25581307", 22, "15 Greenwood Drive")}
<div class="property-header"><p class="property-price">$314,900</p>
<h1 class="property-address">15 Greenwood Drive<br><span>Summerside, Prince Edward Island C1N 3X9</span></h1>
<p class="property-type">Semi-Detached · For Sale</p></div>
<ul class="property-stats"><li><span>3</span> Bedrooms</li><li><span>1</span> Full Bath</li><li><span>1</span> Half Bath</li><li><span>1,260</span> Sq. Ft.</li></ul>
<section class="property-description"><h2>Description</h2><p>Bright 2008 semi-detached two-storey in a family neighbourhood close to Credit Union Place and the Summerside waterfront. Open main floor with half bath, three bedrooms and a full bath up, unfinished basement ready for your ideas. Ductless heat pump plus electric baseboards - the owners average $145/month with Maritime Electric. Paved driveway and a 12 x 14 deck. The attached unit at 17 Greenwood Drive is also listed (MLS 202501879, $319,900) for buyers wanting both sides. 35 minutes to Charlottetown, 20 minutes to the Confederation Bridge.</p></section>
<section class="property-features"><h2>Property Details</h2><table>
<tr><th>MLS® #</th><td>202501877</td></tr><tr><th>PID</th><td>447862</td></tr><tr><th>Property Type</th><td>Semi-Detached</td></tr><tr><th>Building Style</th><td>2 Storey</td></tr>
<tr><th>Year Built</th><td>2008</td></tr><tr><th>Lot Size</th><td>40 x 115 ft</td></tr><tr><th>Heating</th><td>Ductless heat pump, Baseboard (Electric)</td></tr>
<tr><th>Taxes</th><td>$2,688 (2024)</td></tr><tr><th>Assessment</th><td>$214,600</td></tr></table></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living room</td><td>Main</td><td>14'0" x 12'6"</td></tr><tr><td>Kitchen/Dining</td><td>Main</td><td>17'2" x 10'8"</td></tr><tr><td>Primary bedroom</td><td>Second</td><td>13'0" x 11'4"</td></tr><tr><td>Bedroom</td><td>Second</td><td>10'6" x 9'8"</td></tr><tr><td>Bedroom</td><td>Second</td><td>10'0" x 9'0"</td></tr></table></section>
${calculator("$314,900", "$15,745", "5.04%", "$1,837")}
<aside class="agent-info"><h3>Listing Agent</h3><p class="agent-name">Kelly Gallant</p><p class="agent-title">Sales Representative</p><p class="agent-office">Royal LePage Island Coast Realty</p><p>902-555-0158</p></aside>
<section class="nearby"><h2>Nearby Properties</h2><div class="card">$319,900 · 17 Greenwood Drive, Summerside · 3 bd · 1.5 ba</div><div class="card">$279,000 · 240 Central Street, Summerside · 2 bd · 1 ba</div></section>
</main>
<footer>${fine(["Royal LePage Island Coast Realty - Charlottetown · 96 Kensington Road, Charlottetown, PE C1A 5J4", "Independently owned and operated. Listing information provided by the PEI Association of REALTORS®.", "© 2025 Bridgemarq Real Estate Services Manager Limited."])}</footer>
${windowState("__PROPERTY__", { id: 25581307, mls: "202501877", price: 314900, type: "Semi-Detached", beds: 3, baths: { full: 1, half: 1 }, sqft: 1260, yearBuilt: 2008, lat: 46.39904, lng: -63.77811 })}
</body></html>`,
    expected: {
      price: { amount: 314900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "15 Greenwood Drive",
      city: "Summerside",
      province: "PE",
      postalCode: "C1N 3X9",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1260,
      lot: { value: 4600, unit: "ft2" },
      yearBuilt: 2008,
      mlsNumber: "202501877",
      listingAgentName: "Kelly Gallant",
      brokerageName: "Royal LePage Island Coast Realty",
      geo: { lat: 46.39904, lng: -63.77811 },
    },
  },
  {
    name: "ho64-kijiji-rental-moncton",
    site: "kijiji.ca",
    set: "held-out-64",
    traps: "monthly rent with a bilingual title; Kijiji ad id; heat not included with the heat pump's average power bill and a damage deposit; 'Dieppe' and 'Riverview' in other ads and the description; no poster name; attributes list; __NEXT_DATA__-like state with coordinates",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/moncton/2-bedroom-apartment-heat-pump-logement-2-chambres/1712345678",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>2 Bedroom Apartment - Heat Pump / Logement 2 chambres | Long Term Rentals | Moncton | Kijiji</title>
<meta name="description" content="Bright 2 bedroom apartment on Mountain Road, Moncton. $1,595/month. Available December 1. / Disponible le 1er décembre.">
<meta property="og:title" content="2 Bedroom Apartment - Heat Pump / Logement 2 chambres - $1,595">
${tags("GTM-KIJ4")}
</head><body>
${consent("Kijiji", "bi")}
<header><a class="kj-logo" href="/">kijiji</a>${menu(["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Post ad"])}</header>
<main>
<ol class="breadcrumb"><li>Home</li><li>New Brunswick</li><li>Moncton</li><li>Real Estate</li><li>For Rent</li><li>Long Term Rentals</li></ol>
<h1 class="title">2 Bedroom Apartment - Heat Pump / Logement 2 chambres</h1>
<div class="priceWrapper"><span content="1595.0">$1,595.00</span> <span class="unit">/ month</span></div>
<div class="locationContainer"><span class="address">1150 Mountain Road, Moncton, NB E1C 2T1</span> <a href="#map">View map</a></div>
<div class="datePosted">Posted 3 days ago · Ad ID 1712345678</div>
<ul class="attributeGroup"><li><span>Unit Type</span><span>Apartment</span></li><li><span>Bedrooms</span><span>2</span></li><li><span>Bathrooms</span><span>1</span></li><li><span>Size (sqft)</span><span>900</span></li><li><span>Utilities Included</span><span>Water</span></li><li><span>Not Included</span><span>Hydro, Heat</span></li><li><span>Parking Included</span><span>1</span></li><li><span>Agreement Type</span><span>1 Year</span></li><li><span>Move-In Date</span><span>December 1, 2025</span></li><li><span>Pet Friendly</span><span>No</span></li><li><span>Smoking Permitted</span><span>No</span></li></ul>
<div class="descriptionContainer"><h3>Description</h3><p>Second-floor 2 bedroom, 1 bath apartment in a quiet 6-unit building on Mountain Road, close to the Trans-Canada, Costco and a 10-minute drive to Dieppe. New ductless heat pump: tenants pay NB Power, averaging about $90/month last year. Coin laundry on site, one parking spot, storage locker. $1,595 per month + $800 damage deposit. References required.</p><p lang="fr">Logement de 2 chambres au 2e étage, thermopompe neuve, stationnement inclus. 1 595 $ par mois, électricité en sus. Disponible le 1er décembre.</p></div>
<div id="map" class="mapContainer" data-lat="46.11267" data-lng="-64.82118"></div>
<aside class="posterInfo"><p>Posted by Owner</p><p>On Kijiji since 2019 · Usually responds within a few hours</p><button>Send message</button></aside>
<section class="recommended"><h2>You may also like</h2><div class="card">$1,450.00 · 1 Bedroom near Champlain Place · Dieppe</div><div class="card">$1,995.00 · 3 Bedroom Townhouse · Riverview</div></section>
<section class="payment-widget"><h3>Tenant insurance from $15/month</h3><p>Protect your belongings with a quote in minutes.</p></section>
</main>
<footer>${fine(["© 2025 Kijiji Canada Ltd. · 500 King Street West, Toronto, ON M5V 1L9", "Kijiji is not responsible for the content of ads. Never wire money to someone you haven't met."])}</footer>
${windowState("__data", { config: { adId: 1712345678 }, adInfo: { title: "2 Bedroom Apartment - Heat Pump / Logement 2 chambres", price: { amount: 159500, currency: "CAD" }, categoryId: 37, location: { mapAddress: "1150 Mountain Road, Moncton, NB E1C 2T1", latitude: 46.11267, longitude: -64.82118 }, attributes: { numberbedrooms: "2", numberbathrooms: "10", areainfeet: "900", unittype: "apartment" } } })}
</body></html>`,
    expected: {
      price: { amount: 1595, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1150 Mountain Road",
      city: "Moncton",
      province: "NB",
      postalCode: "E1C 2T1",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 900,
      geo: { lat: 46.11267, lng: -64.82118 },
    },
  },
];
