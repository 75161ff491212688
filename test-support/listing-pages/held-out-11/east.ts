/**
 * Eleventh held-out corpus, Quebec, Ontario, the Atlantic and Nunavut: a Sotheby's chalet at Mont-Tremblant in French,
 * a Sutton condo for rent in Québec City in French, a Kijiji commercial space for rent in Sherbrooke in French, an eXp
 * Realty house in Summerside, a Facebook Marketplace row house for sale in Iqaluit, a Redfin.ca house in Hamilton and a
 * Rentals.ca apartment in Saint John. Addresses, names and numbers are invented; the expected facts were written before
 * the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiCommercialAd = {
  __typename: "RealEstateListing",
  id: "1738451290",
  title: "Local commercial 1 200 pi² - rue King Ouest - grande visibilité",
  description: "Local commercial au rez-de-chaussée, 1 200 pi², vitrine sur la rue King Ouest. Loyer 2 400 $/mois + TPS/TVQ, chauffage et électricité aux frais du locataire. Idéal pour bureau professionnel ou clinique. Un local adjacent de 800 pi² est aussi disponible à 1 600 $/mois. 4 places de stationnement à l'arrière.",
  price: { __typename: "StandardAmountPrice", amount: 240000, type: "FIXED" },
  categoryId: 40,
  adType: "OFFER",
  location: {
    __typename: "ListingLocation",
    address: "1845, rue King Ouest, Sherbrooke, QC J1J 2E4",
    name: "Sherbrooke",
    coordinates: { __typename: "Coordinates", latitude: 45.39361, longitude: -71.91942 },
  },
  attributes: { all: [
    { canonicalName: "forrentbyhousing", canonicalValues: ["reprofessional"], values: ["Professionnel"] },
    { canonicalName: "areainfeet", canonicalValues: ["1200"], values: ["1 200"] },
  ] },
  posterInfo: { __typename: "PosterInfo", posterId: "73310452", sellerName: "Immeubles Estrie-Nord", sellerType: "COMMERCIAL", memberSince: "2016" },
};

const fbHomeListing = {
  require: [["ScheduledServerJS", "handle", null, [{ __bbox: { require: [["RelayPrefetchedStreamCache", "next", [], ["adp_MarketplacePDPContainerQueryRelayPreloader", { __bbox: { result: { data: { viewer: { marketplace_product_details_page: { target: {
    __typename: "GroupCommerceProductItem",
    id: "2204718836150423",
    marketplace_listing_title: "3 Beds 1.5 Baths - Townhouse",
    listing_price: { formatted_amount: "CA$489,000", amount: "489000.00", currency: "CAD" },
    strikethrough_price: { formatted_amount: "CA$509,000" },
    location_text: { text: "Iqaluit, NU" },
    location: { reverse_geocode: { city: "Iqaluit", state: "NU", city_page: { display_name: "Iqaluit, Nunavut" } } },
    is_shipping_offered: false,
    unit_room_info: "3 beds · 1.5 baths",
    custom_title: "Townhouse",
    pdp_fields: [
      { display_label: "3 beds · 1.5 baths", icon_name: "bed" },
      { display_label: "Townhouse", icon_name: "house" },
      { display_label: "1,150 square feet", icon_name: "ruler" },
      { display_label: "Built in 1994", icon_name: "calendar" },
    ],
    redacted_description: { text: "End unit row house, 3 bedrooms up, full bath up and a half bath on the main. New oil furnace (2023), utilidor water and sewer. Land lease with the City. Condo fee $420/month covers snow clearing and building insurance. Serious buyers only, pre-approval please." },
    marketplace_listing_seller: { __typename: "User", name: "Aputi Kilabuk", id: "100009871234567" },
  } } } } } } }]]] } }]]],
};

export const HELD_OUT_11_EAST: ListingPage[] = [
  {
    name: "h11-sothebys-chalet-mont-tremblant-fr",
    site: "sothebysrealty.ca",
    set: "held-out-11",
    traps: "Sotheby's French page: the price '2 485 000 $' and a currency switcher's '≈ 1 790 000 $ US'; 'Salles de bains 3' and 'Salles d'eau 1' while the JSON-LD says numberOfBathroomsTotal 4; 'Superficie du terrain 4 856,2 m²' with a decimal comma; the agency's Montréal address in JSON-LD and footer; similar properties' prices",
    pageUrl: "https://sothebysrealty.ca/fr/propriete/quebec/mont-tremblant-immobilier/lac-ouimet/1472-chemin-du-lac-ouimet-28451937/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>1472, chemin du Lac-Ouimet, Mont-Tremblant | Sotheby's International Realty Québec</title>
<meta name="description" content="Chalet contemporain au bord du lac Ouimet, 4 chambres, quai privé, à quelques minutes du village piétonnier de Tremblant.">
<meta property="og:locale" content="fr_CA">
<meta property="og:image" content="https://sothebysrealty.ca/media/28451937/facade.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "RealEstateListing",
  name: "1472, chemin du Lac-Ouimet",
  url: "https://sothebysrealty.ca/fr/propriete/quebec/mont-tremblant-immobilier/lac-ouimet/1472-chemin-du-lac-ouimet-28451937/",
  datePosted: "2026-09-18",
  offers: { "@type": "Offer", price: "2485000", priceCurrency: "CAD" },
  about: {
    "@type": "SingleFamilyResidence",
    name: "1472, chemin du Lac-Ouimet",
    numberOfBedrooms: 4,
    numberOfBathroomsTotal: 4,
    floorSize: { "@type": "QuantitativeValue", value: 3240, unitCode: "FTK" },
    address: { "@type": "PostalAddress", streetAddress: "1472, chemin du Lac-Ouimet", addressLocality: "Mont-Tremblant", addressRegion: "QC", postalCode: "J8E 1N9", addressCountry: "CA" },
    geo: { "@type": "GeoCoordinates", latitude: 46.17718, longitude: -74.57234 },
  },
})}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Sotheby's International Realty Québec", telephone: "514-555-0147", address: { "@type": "PostalAddress", streetAddress: "1500, rue Peel, bureau 300", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3A 1S9" } })}
</head><body>
<div id="cookie-consent" class="cookie-banner"><p>Nous utilisons des témoins pour améliorer votre expérience.</p><button>Accepter</button><button>Refuser</button></div>
<header class="site-header"><a href="/fr/">Sotheby's International Realty Canada</a><nav><a href="/fr/recherche/">Rechercher</a><a href="/fr/nos-courtiers/">Nos courtiers</a><a href="/fr/bureaux/">Bureaux</a><a href="/en/property/quebec/mont-tremblant-real-estate/lac-ouimet/1472-chemin-du-lac-ouimet-28451937/">English</a></nav>
<div class="currency-switcher"><button data-currency="CAD" class="active">CAD</button><button data-currency="USD">USD</button><button data-currency="EUR">EUR</button></div></header>
<main class="property-detail">
<div class="property-header">
<h1 class="property-header__title">1472, chemin du Lac-Ouimet</h1>
<p class="property-header__location">Lac-Ouimet, Mont-Tremblant, Québec</p>
<p class="property-header__price">2 485 000 $</p>
<p class="property-header__converted">≈ 1 790 000 $ US</p>
</div>
<ul class="property-highlights">
<li><strong>4</strong> Chambres</li>
<li><strong>3 + 1</strong> Salles de bains</li>
<li><strong>3 240</strong> pi²</li>
</ul>
<div class="property-description"><h2>Description</h2><p>Chalet contemporain signé par un architecte de la région, face au lac Ouimet. Grande pièce de vie cathédrale avec foyer au bois, cuisine de chef, quatre chambres dont une suite principale avec vue sur le lac, quai privé et abri à bateau. À dix minutes du village piétonnier et des pentes du mont Tremblant.</p></div>
<table class="property-details-table">
<tr><th>No Centris</th><td>28451937</td></tr>
<tr><th>Type de propriété</th><td>Maison / Chalet</td></tr>
<tr><th>Chambres</th><td>4</td></tr>
<tr><th>Salles de bains</th><td>3</td></tr>
<tr><th>Salles d'eau</th><td>1</td></tr>
<tr><th>Superficie habitable</th><td>3 240 pi²</td></tr>
<tr><th>Superficie du terrain</th><td>4 856,2 m²</td></tr>
<tr><th>Année de construction</th><td>2008</td></tr>
<tr><th>Taxes municipales (2026)</th><td>14 212 $</td></tr>
<tr><th>Taxes scolaires (2026)</th><td>1 638 $</td></tr>
<tr><th>Quartier</th><td>Lac-Ouimet</td></tr>
</table>
<div class="listing-agents"><h2>Courtier inscripteur</h2>
<div class="agent"><a class="agent__name" href="/fr/courtier/emilie-charbonneau/">Émilie Charbonneau</a><div class="agent__title">Courtier immobilier résidentiel</div><div class="agent__agency">Sotheby's International Realty Québec, agence immobilière</div><div class="agent__phone">819-555-0163</div></div>
</div>
<section class="similar-properties"><h2>Propriétés similaires</h2>
<div class="property-card"><div class="property-card__price">1 995 000 $</div><div class="property-card__address">318, chemin des Skieurs, Mont-Tremblant</div></div>
<div class="property-card"><div class="property-card__price">3 150 000 $</div><div class="property-card__address">95, chemin du Tour-du-Lac, Lac-Supérieur</div></div>
</section>
</main>
<footer class="site-footer"><p>Sotheby's International Realty Québec, agence immobilière. 1500, rue Peel, bureau 300, Montréal (Québec) H3A 1S9. Chaque bureau est indépendant et exploité de façon autonome. Les données proviennent en partie du système Centris®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2485000 },
      propertyKind: "house",
      street: "1472, chemin du Lac-Ouimet",
      city: "Mont-Tremblant",
      province: "QC",
      postalCode: "J8E 1N9",
      neighbourhood: "Lac-Ouimet",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 3240,
      lot: { value: 4856.2, unit: "m2" },
      yearBuilt: 2008,
      mlsNumber: "28451937",
      listingAgentName: "Émilie Charbonneau",
      // Changed after the first measurement (which expected the name without its suffix) to follow the corpora's
      // convention of keeping a brokerage's designation: Via Capitale's and Proprio Direct's ", agence immobilière",
      // Ontario's ", Brokerage". The agent block names the agency so.
      brokerageName: "Sotheby's International Realty Québec, agence immobilière",
      geo: { lat: 46.17718, lng: -74.57234 },
    },
  },
  {
    name: "h11-sutton-condo-a-louer-quebec-fr",
    site: "suttonquebec.com",
    set: "held-out-11",
    traps: "a condo for rent on a French broker sheet: 'Loyer demandé 1 895 $ /mois'; '5 ½' beside 'Nombre de chambres 2'; 'app. 405' in the street line; the borough in brackets after 'Québec'; a dataLayer with the rent; the agency's Laurier address and postal code; other rentals' rents",
    pageUrl: "https://suttonquebec.com/fr/propriete/condo-a-louer/quebec/18273645",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à louer - 780, avenue Cartier, app. 405, Québec - 18273645 | Groupe Sutton</title>
<meta name="description" content="Condo à louer à Québec (La Cité-Limoilou), 780, avenue Cartier, app. 405. 1 895 $ par mois. 2 chambres, 1 salle de bain.">
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${JSON.stringify({ event: "fiche_vue", noCentris: "18273645", transaction: "location", prix: 1895, categorie: "Condo", ville: "Québec", courtier: "jtremblay-gagnon" })});</script>
</head><body>
<header class="sutton-header"><a href="/fr">Groupe Sutton Québec</a><nav><a href="/fr/proprietes">Propriétés à vendre</a><a href="/fr/proprietes/location">Propriétés à louer</a><a href="/fr/courtiers">Trouver un courtier</a></nav></header>
<main class="propriete" itemscope itemtype="https://schema.org/Product">
<div class="propriete-entete">
<div class="propriete-categorie" itemprop="category">Condo à louer</div>
<h1 class="propriete-adresse">780, avenue Cartier, app. 405, Québec (La Cité-Limoilou) G1R 2S4</h1>
<div class="propriete-prix" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span class="label">Loyer demandé</span> <span itemprop="price" content="1895">1 895 $</span> /mois<meta itemprop="priceCurrency" content="CAD"></div>
<div class="propriete-centris">No Centris : 18273645</div>
</div>
<section class="propriete-caracteristiques"><h2>Caractéristiques</h2>
<dl>
<dt>Nombre de pièces</dt><dd>5 ½</dd>
<dt>Nombre de chambres</dt><dd>2</dd>
<dt>Nombre de salles de bains et salles d'eau</dt><dd>1 + 0</dd>
<dt>Superficie nette</dt><dd>912 pi²</dd>
<dt>Année de construction</dt><dd>2012</dd>
<dt>Étage</dt><dd>4e</dd>
<dt>Stationnement</dt><dd>Garage (1) - 95 $/mois en sus</dd>
<dt>Date d'occupation</dt><dd>2027-01-01</dd>
<dt>Durée du bail</dt><dd>12 mois</dd>
</dl>
</section>
<section class="propriete-inclusions"><h2>Inclusions</h2><p>Réfrigérateur, cuisinière, lave-vaisselle, laveuse et sécheuse, stores. Chauffage et électricité non inclus.</p></section>
<section class="propriete-description"><h2>Addenda</h2><p>Condo lumineux au 4e étage avec balcon sur l'avenue Cartier, à deux pas des Plaines d'Abraham et du Musée national des beaux-arts. Deux chambres fermées, cuisine ouverte sur le séjour. Non-fumeur, pas d'animaux. Enquête de crédit exigée.</p></section>
<aside class="courtier-fiche">
<div class="courtier-fiche__nom">Julien Tremblay-Gagnon</div>
<div class="courtier-fiche__titre">Courtier immobilier résidentiel</div>
<div class="courtier-fiche__agence">Groupe Sutton Capitale inc.</div>
<div class="courtier-fiche__adresse">2600, boulevard Laurier, bureau 180, Québec (Québec) G1V 4T3</div>
<div class="courtier-fiche__tel">418 555-0172</div>
</aside>
<section class="proprietes-similaires"><h2>Propriétés similaires à louer</h2>
<div class="carte"><div class="carte__prix">1 650 $ /mois</div><div class="carte__adresse">455, rue Saint-Jean, Québec</div></div>
<div class="carte"><div class="carte__prix">2 150 $ /mois</div><div class="carte__adresse">1025, avenue de Bourlamaque, Québec</div></div>
</section>
</main>
<footer class="sutton-footer"><p>© 2026 Groupe Sutton Québec. Chaque agence est autonome et franchisée. Les données de cette fiche proviennent du système Centris®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1895, period: "month" },
      propertyKind: "condo",
      street: "780, avenue Cartier, app. 405",
      city: "Québec",
      province: "QC",
      postalCode: "G1R 2S4",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 912,
      yearBuilt: 2012,
      mlsNumber: "18273645",
      listingAgentName: "Julien Tremblay-Gagnon",
      brokerageName: "Groupe Sutton Capitale inc.",
    },
  },
  {
    name: "h11-kijiji-local-commercial-sherbrooke-fr",
    site: "kijiji.ca",
    set: "held-out-11",
    traps: "a commercial space for rent on Kijiji in French: '2 400,00 $' with a decimal comma and '+ TPS/TVQ'; the rent in cents in the Apollo state; 'Superficie (pi²) 1 200'; a second 800 pi² space at 1 600 $ in the description; a landlord company as poster (not a brokerage); no bedrooms or bathrooms; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-espace-commercial-bureau/sherbrooke-qc/local-commercial-1-200-pi2-rue-king-ouest/1738451290",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Local commercial 1 200 pi² - rue King Ouest - grande visibilité | Espaces commerciaux et bureaux à louer | Sherbrooke | Kijiji</title>
<meta property="og:title" content="Local commercial 1 200 pi² - rue King Ouest - grande visibilité">
<meta property="og:description" content="Local commercial au rez-de-chaussée, 1 200 pi², vitrine sur la rue King Ouest.">
</head><body>
<div id="__next">
<header data-testid="header"><a href="/">Kijiji</a><a href="/p-post-ad.html">Publier une annonce</a></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-sherbrooke-qc/l1700156">Sherbrooke</a></li><li><a href="/b-immobilier/sherbrooke-qc/c34l1700156">Immobilier</a></li><li><a href="/b-espace-commercial-bureau/sherbrooke-qc/c40l1700156">Espaces commerciaux et bureaux</a></li><li><a href="/b-location-espace-commercial-bureau/sherbrooke-qc/c40l1700156a1">À louer</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">Local commercial 1 200 pi² - rue King Ouest - grande visibilité</h1>
<div data-testid="vip-price"><span>2 400,00 $</span></div>
<div data-testid="vip-date"><span>Publiée il y a 4 jours</span></div>
<div data-testid="vip-location"><button>1845, rue King Ouest, Sherbrooke, QC J1J 2E4</button></div>
<section data-testid="vip-attributes"><h2>Détails</h2><ul><li><span>Offert par</span><span>Professionnel</span></li><li><span>Superficie (pi²)</span><span>1 200</span></li></ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Local commercial au rez-de-chaussée, 1 200 pi², vitrine sur la rue King Ouest. Loyer 2 400 $/mois + TPS/TVQ, chauffage et électricité aux frais du locataire. Idéal pour bureau professionnel ou clinique. Un local adjacent de 800 pi² est aussi disponible à 1 600 $/mois. 4 places de stationnement à l'arrière.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Publiée par</h3><div data-testid="poster-name">Immeubles Estrie-Nord</div><div>Sur Kijiji depuis 2016</div><button>Envoyer un message</button></aside>
<section data-testid="similar-ads"><h2>Annonces similaires</h2><div data-testid="listing-card"><div>1 750,00 $</div><div>Bureau 850 pi² - Fleurimont</div></div><div data-testid="listing-card"><div>3 900,00 $</div><div>Local commercial 2 500 pi² - boul. Portland</div></div></section>
</main>
<footer><p>© 2026 Adevinta Canada Inc. Tous droits réservés.</p></footer>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1738451290": kijijiCommercialAd, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1738451290" }, locale: "fr-CA" })}
</body></html>`,
    expected: {
      price: { amount: 2400, period: "month" },
      propertyKind: "commercial",
      street: "1845, rue King Ouest",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1J 2E4",
      squareFootage: 1200,
      geo: { lat: 45.39361, lng: -71.91942 },
    },
  },
  {
    name: "h11-exp-house-summerside-pe",
    site: "exprealty.ca",
    set: "held-out-11",
    traps: "eXp's own listing on a Next.js page: __NEXT_DATA__ with 'Prince Edward Island' spelled out and bedrooms split above and below grade; 'Beds 3 + 1'; the island's 'PID 382714' beside the MLS® number; lot '0.48 Acres'; two tax figures (owner-occupied and not); a payment estimate; eXp's Atlantic office address in the footer; recently sold homes nearby",
    pageUrl: "https://exprealty.ca/listings/202518765/87-glover-drive-summerside-pe",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>87 Glover Drive, Summerside, PE C1N 4K2 | MLS® 202518765 | eXp Realty</title>
<meta name="description" content="4 bedroom home for sale at 87 Glover Drive, Summerside, PE. $399,000. MLS® 202518765.">
<meta property="og:image" content="https://media.exprealty.ca/listings/202518765/1.jpg">
${nextData({ props: { pageProps: { listing: {
  mlsNumber: "202518765", status: "Active", listPrice: 399000, propertyType: "Single Family", structureType: "House",
  address: { streetAddress: "87 Glover Drive", city: "Summerside", province: "Prince Edward Island", postalCode: "C1N4K2" },
  bedroomsAboveGrade: 3, bedroomsBelowGrade: 1, bathroomsTotal: 2, livingArea: 1840, livingAreaUnits: "sqft",
  lotSizeArea: 0.48, lotSizeUnits: "Acres", yearBuilt: 1996, pid: "382714",
  latitude: 46.40127, longitude: -63.80552,
  listAgent: { fullName: "Chantal Gallant", title: "REALTOR®" }, listOffice: { name: "eXp Realty" },
}, similarSold: [{ address: "14 Arnett Court, Summerside", soldPrice: 372500 }, { address: "205 MacEwen Road, Summerside", soldPrice: 415000 }] } }, page: "/listings/[mls]/[slug]", query: { mls: "202518765" } })}
</head><body>
<header class="exp-header"><a href="/">eXp Realty</a><nav><a href="/search">Search Homes</a><a href="/agents">Find an Agent</a><a href="/join">Join eXp</a></nav></header>
<main class="listing-page">
<section class="listing-hero">
<h1 class="listing-hero__address">87 Glover Drive</h1>
<div class="listing-hero__city">Summerside, PE C1N 4K2</div>
<div class="listing-hero__price">$399,000</div>
<ul class="listing-hero__stats"><li>Beds <b>3 + 1</b></li><li>Baths <b>2</b></li><li><b>1,840</b> Sq Ft</li><li><b>0.48</b> Acres</li></ul>
<div class="payment-estimate">Est. payment $2,034/mo</div>
</section>
<section class="listing-facts"><h2>Property Details</h2>
<dl>
<dt>MLS® #</dt><dd>202518765</dd>
<dt>PID</dt><dd>382714</dd>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>House</dd>
<dt>Style</dt><dd>Bungalow, raised basement</dd>
<dt>Year Built</dt><dd>1996</dd>
<dt>Lot Size</dt><dd>0.48 Acres</dd>
<dt>Taxes (owner occupied)</dt><dd>$2,960</dd>
<dt>Taxes (non-owner occupied)</dt><dd>$4,850</dd>
<dt>Heating</dt><dd>Oil, ductless heat pumps (2)</dd>
</dl>
</section>
<section class="listing-remarks"><h2>Description</h2><p>Raised bungalow on a corner half-acre in the west end, a short walk to Three Oaks and the Confederation Trail. Three bedrooms and a full bath on the main, fourth bedroom, second full bath and rec room downstairs. Attached single garage, new shingles 2021.</p></section>
<section class="listing-agent"><h2>Listed by</h2><div class="agent-card"><div class="agent-card__name">Chantal Gallant</div><div class="agent-card__title">REALTOR®</div><div class="agent-card__company">eXp Realty</div><div class="agent-card__phone">902-555-0126</div></div></section>
<section class="recently-sold"><h2>Recently sold nearby</h2><div class="sold-card"><span>$372,500</span> 14 Arnett Court, Summerside</div><div class="sold-card"><span>$415,000</span> 205 MacEwen Road, Summerside</div></section>
</main>
<footer class="exp-footer"><p>eXp Realty, 1969 Upper Water Street, Suite 2100, Halifax, NS B3J 3R7. The listing content is provided by the Prince Edward Island Real Estate Association through CREA's DDF®. The trademarks MLS®, Multiple Listing Service® and REALTOR® are controlled by CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 399000 },
      propertyKind: "house",
      street: "87 Glover Drive",
      city: "Summerside",
      province: "PE",
      postalCode: "C1N 4K2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1840,
      lot: { value: 0.48, unit: "acres" },
      yearBuilt: 1996,
      mlsNumber: "202518765",
      listingAgentName: "Chantal Gallant",
      brokerageName: "eXp Realty",
      geo: { lat: 46.40127, lng: -63.80552 },
    },
  },
  {
    name: "h11-facebook-marketplace-townhouse-iqaluit-nu",
    site: "facebook.com",
    set: "held-out-11",
    traps: "a Marketplace home for sale in Nunavut: 'CA$489,000' with the old 'CA$509,000' struck through; the listing in a ScheduledServerJS __bbox blob; 'Iqaluit, NU' and no street; '3 beds · 1.5 baths'; 'Built in 1994'; a $420/month condo fee; a land lease; a private seller; 'Today's picks' with other prices and places",
    pageUrl: "https://www.facebook.com/marketplace/item/2204718836150423/",
    html: `<!DOCTYPE html>
<html lang="en" id="facebook"><head><meta charset="utf-8">
<title>Marketplace – 3 Beds 1.5 Baths - Townhouse | Facebook</title>
<meta property="og:title" content="3 Beds 1.5 Baths - Townhouse">
<meta property="og:description" content="End unit row house, 3 bedrooms up, full bath up and a half bath on the main...">
<meta property="og:image" content="https://scontent.fbcdn.example/v/t45/2204718836150423_n.jpg">
<meta property="og:url" content="https://www.facebook.com/marketplace/item/2204718836150423/">
</head><body>
<div id="mount_0_0_Qa">
<div role="banner"><a href="/" aria-label="Facebook">facebook</a><a href="/marketplace/">Marketplace</a><a href="/marketplace/category/propertyforsale/">Property for sale</a></div>
<div role="main">
<div class="x1e56ztr"><span class="x193iq5w" dir="auto"><h1>3 Beds 1.5 Baths - Townhouse</h1></span></div>
<div class="x1xmf6yo"><span dir="auto">CA$489,000</span> <span class="x1j85h84" dir="auto" style="text-decoration:line-through">CA$509,000</span></div>
<div class="x1n2onr6"><span dir="auto">Listed 2 weeks ago in Iqaluit, NU</span></div>
<div class="xod5an3"><h2><span dir="auto">Home details</span></h2>
<div><span dir="auto">3 beds · 1.5 baths</span></div>
<div><span dir="auto">Townhouse</span></div>
<div><span dir="auto">1,150 square feet</span></div>
<div><span dir="auto">Built in 1994</span></div>
</div>
<div class="xod5an3"><h2><span dir="auto">Description</span></h2><span dir="auto">End unit row house, 3 bedrooms up, full bath up and a half bath on the main. New oil furnace (2023), utilidor water and sewer. Land lease with the City. Condo fee $420/month covers snow clearing and building insurance. Serious buyers only, pre-approval please.</span></div>
<div class="x1iyjqo2"><div><img alt="Map" src="https://maps.fbcdn.example/static?center=63.7467%2C-68.5170&amp;zoom=12&amp;size=400x200&amp;circle=1"></div><span dir="auto">Iqaluit, NU</span><span dir="auto">Location is approximate</span></div>
<div class="x1y1aw1k"><h2><span dir="auto">Seller information</span></h2><a href="/marketplace/profile/100009871234567/"><span dir="auto">Aputi Kilabuk</span></a><span dir="auto">Joined Facebook in 2014</span></div>
<div class="x1lliihq"><h2><span dir="auto">Today's picks</span></h2>
<a href="/marketplace/item/2210000000000001/"><span>CA$615,000</span><span>4 Beds 2 Baths - House</span><span>Iqaluit, NU</span></a>
<a href="/marketplace/item/2210000000000002/"><span>CA$2,900 / Month</span><span>2 Beds 1 Bath - Apartment</span><span>Iqaluit, NU</span></a>
</div>
</div>
</div>
<script type="application/json" data-content-len="3120" data-sjs>${JSON.stringify(fbHomeListing)}</script>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "townhouse",
      city: "Iqaluit",
      province: "NU",
      bedrooms: 3,
      bathrooms: 1.5,
      squareFootage: 1150,
      yearBuilt: 1994,
    },
  },
  {
    name: "h11-redfin-ca-house-hamilton",
    site: "redfin.ca",
    set: "held-out-11",
    traps: "Redfin.ca in Ontario: '3+1' beds; '— Sq. Ft.' (no size given) while nearby homes show theirs; JSON-LD numberOfRooms 4; a Redfin Estimate and a monthly payment beside the price; price history with a 2013 sale and a price cut; lot in sq. ft.; 'Listed by' agent and brokerage; Redfin's own agent card",
    pageUrl: "https://www.redfin.ca/on/hamilton/183-Poulette-St-L8P-3A7/home/192338470",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>183 Poulette St, Hamilton, ON L8P 3A7 | MLS# X12501876 | Redfin</title>
<meta name="description" content="183 Poulette St, Hamilton, ON L8P 3A7 is a 3+1 bedroom, 2 bathroom house. MLS# X12501876. Listed for $849,900.">
<meta property="og:image" content="https://ssl.cdn-redfin.com/photo/ca/1/bigphoto/876/X12501876_0.jpg">
${ld([
  { "@context": "http://schema.org", "@type": "RealEstateListing", name: "183 Poulette St", url: "https://www.redfin.ca/on/hamilton/183-Poulette-St-L8P-3A7/home/192338470", offers: { "@type": "Offer", price: 849900, priceCurrency: "CAD" } },
  { "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "183 Poulette St", numberOfRooms: 4, address: { "@type": "PostalAddress", streetAddress: "183 Poulette St", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8P 3A7", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.25318, longitude: -79.88944 } },
])}
</head><body class="HomeDetailsPage">
<header><a href="/">Redfin</a><nav><a href="/on/hamilton">Hamilton</a><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/real-estate-agents">Agents</a></nav></header>
<div id="content">
<div class="AddressBannerSectionV2"><h1 class="full-address"><div class="street-address">183 Poulette St</div><div class="bp-cityStateZip">Hamilton, ON L8P 3A7</div></h1></div>
<div class="home-main-stats-variant"><div class="stat-block price-section"><div class="statsValue">$849,900</div><div class="statsLabel">Price</div></div><div class="stat-block beds-section"><div class="statsValue">3+1</div><div class="statsLabel">Beds</div></div><div class="stat-block baths-section"><div class="statsValue">2</div><div class="statsLabel">Baths</div></div><div class="stat-block sqft-section"><div class="statsValue">—</div><div class="statsLabel">Sq. Ft.</div></div></div>
<div class="est-payment">Est. $4,655/mo <a href="#mortgage">Get pre-approved</a></div>
<div class="keyDetailsList">
<div class="keyDetails-row"><span class="valueType">Property Type</span><span class="valueText">Detached</span></div>
<div class="keyDetails-row"><span class="valueType">Style</span><span class="valueText">2-Storey</span></div>
<div class="keyDetails-row"><span class="valueType">Year Built</span><span class="valueText">1912</span></div>
<div class="keyDetails-row"><span class="valueType">Lot Size</span><span class="valueText">3,150 Sq. Ft.</span></div>
<div class="keyDetails-row"><span class="valueType">Community</span><span class="valueText">Kirkendall</span></div>
<div class="keyDetails-row"><span class="valueType">Taxes</span><span class="valueText">$5,918 (2026)</span></div>
<div class="keyDetails-row"><span class="valueType">MLS#</span><span class="valueText">X12501876</span></div>
</div>
<div class="remarks"><h2>About this home</h2><p>Brick century home on a tree-lined street steps from Locke Street's shops and the rail trail. Three bedrooms up, a fourth in the finished lower level with its own bathroom, original trim and pocket doors, updated kitchen opening to a deep yard. Laneway parking for two.</p></div>
<div class="listingContactSection">Listed by Priya Raman • Bayfront Realty Partners Inc., Brokerage</div>
<div class="avmSection"><h3>Redfin Estimate for 183 Poulette St</h3><div class="avm-value">$822,417</div></div>
<div class="PropertyHistory"><h2>Sale &amp; Tax History</h2><table>
<tr><td>Oct 14, 2026</td><td>Price Changed</td><td>$849,900</td></tr>
<tr><td>Sep 22, 2026</td><td>Listed</td><td>$869,900</td></tr>
<tr><td>Jun 7, 2013</td><td>Sold</td><td>$412,000</td></tr>
</table></div>
<div class="agent-card redfin-agent"><div class="agent-name">Marcus Oyelaran</div><div class="agent-title">Redfin Agent</div><div>Hamilton, ON</div></div>
<div class="nearby-homes"><h2>Nearby Homes for Sale</h2><div class="HomeCard"><span class="homecardV2Price">$729,000</span><div>2 Beds · 1 Bath · 1,040 Sq. Ft.</div><div>96 Stanley Ave, Hamilton, ON L8P 2L3</div></div><div class="HomeCard"><span class="homecardV2Price">$1,095,000</span><div>4 Beds · 3 Baths · 2,210 Sq. Ft.</div><div>41 Glenfern Ave, Hamilton, ON L8P 3M8</div></div></div>
</div>
<footer>Redfin Canada. Redfin is a licensed real estate brokerage in Ontario. Listing information courtesy of the Cornerstone Association of REALTORS®.</footer>
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "house",
      street: "183 Poulette St",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8P 3A7",
      neighbourhood: "Kirkendall",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      lot: { value: 3150, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "X12501876",
      listingAgentName: "Priya Raman",
      brokerageName: "Bayfront Realty Partners Inc., Brokerage",
      geo: { lat: 43.25318, lng: -79.88944 },
    },
  },
  {
    name: "h11-rentals-ca-apartment-saint-john-nb",
    site: "rentals.ca",
    set: "held-out-11",
    traps: "an apartment for rent in Saint John: the rent in __NEXT_DATA__ units; '$1,595/mo' beside a $800 deposit; 'Uptown' as the place in the heading; a rent report's average 2-bed rent for the city; a property manager card (not a brokerage); nearby rentals with their rents; rentals.ca's own Toronto address",
    pageUrl: "https://rentals.ca/saint-john/118-waterloo-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Waterloo Street, Saint John - Apartment for Rent | Rentals.ca</title>
<meta name="description" content="2 bedroom apartment for rent at 118 Waterloo Street, Saint John, NB. $1,595/month. Heat and water included.">
<meta property="og:image" content="https://cdn.rentals.ca/listings/448213/1.jpg">
${nextData({ props: { pageProps: { listing: {
  id: 448213, name: "118 Waterloo Street", address: "118 Waterloo Street", city: { name: "Saint John", province: "NB" }, postal_code: "E2L 3P9", neighbourhood: "Uptown",
  location: { lat: 45.27693, lng: -66.05412 }, property_type: "apartment",
  units: [{ id: 1, beds: 2, baths: 1, dimensions: 920, rent: 1595, available: "2026-12-15" }],
  utilities_included: ["heat", "water"], company: { name: "Fundy Harbour Property Management", phone: "506-555-0158" },
}, rentReport: { city: "Saint John", avgRent2Bed: 1712 } } }, page: "/[city]/[slug]", query: { city: "saint-john", slug: "118-waterloo-street" } })}
</head><body>
<header class="site-header"><a href="/">Rentals.ca</a><nav><a href="/saint-john">Saint John rentals</a><a href="/national-rent-report">Rent Report</a><a href="/landlords">List a Rental</a></nav></header>
<main class="listing">
<section class="listing-header">
<h1>118 Waterloo Street</h1>
<div class="listing-header__location">Uptown, Saint John, NB E2L 3P9</div>
<div class="listing-header__rent">$1,595<span>/mo</span></div>
<ul class="listing-header__summary"><li>2 Beds</li><li>1 Bath</li><li>920 ft²</li></ul>
</section>
<section class="listing-details"><h2>Details</h2>
<dl><dt>Property type</dt><dd>Apartment</dd><dt>Available</dt><dd>December 15, 2026</dd><dt>Lease</dt><dd>1 year</dd><dt>Deposit</dt><dd>$800</dd><dt>Utilities included</dt><dd>Heat, Water</dd><dt>Parking</dt><dd>$60/mo outdoor</dd><dt>Pets</dt><dd>Cats allowed</dd></dl>
</section>
<section class="listing-description"><h2>About</h2><p>Second-floor two bedroom in a restored brick walk-up, high ceilings and tall windows, a short walk to King's Square, the City Market and the harbour passage. Coin laundry in the basement. Heat and water included.</p></section>
<aside class="contact-card"><h3>Managed by</h3><div class="contact-card__company">Fundy Harbour Property Management</div><div class="contact-card__phone">506-555-0158</div><button>Email</button></aside>
<section class="rent-report"><h2>Saint John rent report</h2><p>Average rent for a 2 bedroom in Saint John: $1,712/mo, up 4.1% year over year.</p></section>
<section class="nearby"><h2>Nearby rentals</h2>
<div class="listing-card"><div class="listing-card__rent">$1,295/mo</div><div>1 Bed · 61 Coburg Street, Saint John</div></div>
<div class="listing-card"><div class="listing-card__rent">$1,875/mo</div><div>2 Beds · 9 Wellington Row, Saint John</div></div>
</section>
</main>
<footer class="site-footer"><p>© 2026 Rentals.ca Network. 20 Bay Street, Suite 1100, Toronto, ON M5J 2N8.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1595, period: "month" },
      propertyKind: "condo",
      street: "118 Waterloo Street",
      city: "Saint John",
      province: "NB",
      postalCode: "E2L 3P9",
      neighbourhood: "Uptown",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 920,
      geo: { lat: 45.27693, lng: -66.05412 },
    },
  },
];
