/**
 * Seventeenth held-out corpus, Quebec and the Maritimes: a Centris duplex in Rimouski in French (two units, no bedroom
 * count), a DuProprio vacant lot in hectares in the Gaspésie, a Zolo condo in Halifax with maintenance fees and a parking
 * price, a Royal LePage house in Summerside sold by an agent team, a Point2Homes house in Truro with "similar homes"
 * cards and a Kijiji commercial unit for sale in Moncton.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiState = {
  props: {
    pageProps: {
      listing: {
        id: "1718842207", title: "Commercial unit for sale – 1,850 sq ft retail/office, Mountain Road", price: { amount: 38900000, type: "FIXED" },
        categoryName: "Commercial & Office Space for Sale", location: { address: "1120 Mountain Road, Moncton, NB E1C 2T6", latitude: 46.10492, longitude: -64.81737 },
        attributes: [{ name: "Size (sqft)", value: "1850" }, { name: "For Sale By", value: "Professional" }],
        poster: { name: "Acadie Commercial Realty Ltd.", memberSince: "2019" },
      },
    },
  },
};

export const HELD_OUT_17_EAST: ListingPage[] = [
  {
    name: "ho17-centris-duplex-rimouski-fr",
    site: "centris.ca",
    set: "held-out-17",
    traps: "a French Centris duplex: 'Duplex à vendre'; address '87 - 89, rue de l'Évêché Ouest, Rimouski'; 'Unités résidentielles 1 x 4 ½, 1 x 5 ½' and no bedroom count; 'Revenus bruts potentiels'; municipal assessment in the price's format; 'Superficie du terrain 4 306 pi²'; price '349 000 $' with a non-breaking space; 'No Centris'; the agency's office address; similar properties",
    pageUrl: "https://www.centris.ca/fr/duplex~a-vendre~rimouski/14728390",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Duplex à vendre à Rimouski, Bas-Saint-Laurent, 87 - 89, rue de l'Évêché Ouest, 14728390 - Centris.ca</title>
<meta name="description" content="Duplex à vendre à Rimouski, Bas-Saint-Laurent - 349 000 $. No Centris 14728390.">
<meta property="og:title" content="Duplex à vendre - 87 - 89, rue de l'Évêché Ouest, Rimouski">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE5A2B1DDDDDDDDDD47&amp;t=pi&amp;f=I">
</head><body>
<header class="header"><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/plex~a-vendre">Plex</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en/duplexes~for-sale~rimouski/14728390">English</a></nav></header>
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Duplex à vendre</span></h1>
<h2 itemprop="address" class="pt-1">87 - 89, rue de l'Évêché Ouest, Rimouski</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="349000"><span class="text-nowrap">349&nbsp;000&nbsp;$</span></div></div>
</div>
<div class="d-none" itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="48.44702"><meta itemprop="longitude" content="-68.52683"></div>
<div class="row teaser"><div class="col-lg-12 description"><div itemprop="description">Duplex bien entretenu à deux pas du cégep et du centre-ville. Le 5 ½ du rez-de-chaussée est libre à l'acheteur; le 4 ½ à l'étage est loué 875 $/mois jusqu'au 30 juin. Entrées électriques séparées, toiture refaite en 2020, cour arrière clôturée.</div></div></div>
<div class="row">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>1 x 4 ½, 1 x 5 ½</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Unité principale</div><div class="carac-value"><span>5 ½</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1958</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>4 306 pi²</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (2)</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>22 380 $</span></div></div>
</div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Évaluation municipale</th></tr></thead><tbody>
<tr><td>Année</td><td>2026</td></tr><tr><td>Terrain</td><td>48 900 $</td></tr><tr><td>Bâtiment</td><td>236 100 $</td></tr><tr><td class="font-weight-bold">Total</td><td class="font-weight-bold">285 000 $</td></tr></tbody></table>
<table class="table"><thead><tr><th colspan="2">Taxes</th></tr></thead><tbody><tr><td>Municipales (2026)</td><td>3 912 $</td></tr><tr><td>Scolaires (2025)</td><td>241 $</td></tr></tbody></table>
</div>
<div class="row"><div class="col-12" id="ListingDisplayId-container">No Centris <span id="ListingDisplayId">14728390</span></div></div>
<div class="broker-info legacy-reset">
<div class="broker-info__broker-title"><h1 class="broker-info__broker-name" itemprop="name">Josée Pelletier</h1><p class="broker-info__broker-job">Courtier immobilier résidentiel</p></div>
<div class="broker-info__agency-name">RE/MAX de la Mer Inc.</div>
<div class="broker-info__agency-address">200, rue Saint-Germain Est, bureau 101, Rimouski (Québec) G5L 1B1</div>
</div>
<section class="similar-properties"><h2>Propriétés similaires</h2>
<div class="property-thumbnail-summary"><div class="price"><span>315 000 $</span></div><div class="address"><div>112 - 114, rue Saint-Pierre</div><div>Rimouski</div></div><div class="category">Duplex à vendre</div></div>
<div class="property-thumbnail-summary"><div class="price"><span>429 900 $</span></div><div class="address"><div>35 - 39, avenue de la Cathédrale</div><div>Rimouski</div></div><div class="category">Triplex à vendre</div></div>
</section>
<footer><p>© 2026 Centris Inc. Tous droits réservés. Les données de ce site sont fournies à titre informatif seulement.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 349000 },
      propertyKind: "plex",
      street: "87 - 89, rue de l'Évêché Ouest",
      city: "Rimouski",
      province: "QC",
      lot: { value: 4306, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "14728390",
      listingAgentName: "Josée Pelletier",
      brokerageName: "RE/MAX de la Mer Inc.",
      geo: { lat: 48.44702, lng: -68.52683 },
    },
  },
  {
    name: "ho17-duproprio-lot-hectares-carleton",
    site: "duproprio.com",
    set: "held-out-17",
    traps: "a vacant lot on DuProprio's English site, sold by its owners: 'Land for sale'; 'Lot area 1.62 hectares (174,376 ft²)' with the hectares first; no building, no rooms; the municipality with its hyphens ('Carleton-sur-Mer'); the Gaspésie region in the breadcrumb; municipal assessment and taxes in dollars; a 'price per ft²' line; DuProprio's head office in the footer",
    pageUrl: "https://duproprio.com/en/gaspesie-iles-de-la-madeleine/carleton-sur-mer/land-for-sale/hab-rue-du-belvedere-1104388",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Land for sale, Carleton-sur-Mer | DuProprio | 1104388</title>
<meta name="description" content="Land for sale in Carleton-sur-Mer, rue du Belvédère, $89,500. 1.62 hectares, sea view.">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1104388/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Offer", price: 89500, priceCurrency: "CAD", availability: "https://schema.org/InStock" })}
</head><body>
<header class="header"><a href="/en">DuProprio</a><nav><a href="/en/search/list">Buy</a><a href="/en/sell">Sell</a><a href="/fr/gaspesie-iles-de-la-madeleine/carleton-sur-mer/terrain-a-vendre/hab-rue-du-belvedere-1104388">Français</a></nav></header>
<nav class="breadcrumb"><a href="/en">Home</a> › <a href="/en/gaspesie-iles-de-la-madeleine">Gaspésie / Îles-de-la-Madeleine</a> › <a href="/en/gaspesie-iles-de-la-madeleine/carleton-sur-mer">Carleton-sur-Mer</a> › <span>Land</span></nav>
<main class="listing">
<div class="listing-location"><h1 class="listing-location__title">Land for sale</h1>
<div class="listing-location__address"><span class="listing-location__street">Rue du Belvédère</span>, <span class="listing-location__city">Carleton-sur-Mer</span></div></div>
<div class="listing-price"><div class="listing-price__amount">$89,500</div><div class="listing-price__per-area">$0.51 / ft²</div></div>
<div class="listing-owners-comments"><h2>Owner's comments</h2><p>Wooded lot of 1.62 hectares on the mountain side of Carleton with an open view over the Baie des Chaleurs. Municipal road, electricity at the lot line, no aqueduct (well and septic to plan). 10 minutes from the marina and Mont Saint-Joseph. Survey done in 2024.</p></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Lot area</span><span class="listing-main-characteristics__number">1.62 hectares (174,376 ft²)</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Frontage</span><span class="listing-main-characteristics__number">64.3 m</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Zoning</span><span class="listing-main-characteristics__number">Residential (villégiature)</span></div>
</div>
<div class="listing-list-characteristics">
<h3>Financial details</h3>
<div class="listing-box__dotted-row"><span>Municipal assessment (2026)</span><span>$41,200</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes (2026)</span><span>$512</span></div>
<div class="listing-box__dotted-row"><span>School taxes (2025)</span><span>$38</span></div>
</div>
<div class="listing-contact"><p>Sold by owner. Contact the seller through DuProprio.</p><span class="listing-contact__code">Listing 1104388</span></div>
<section class="similar"><h2>Similar properties</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$64,000</div><div class="search-results-listings-list__item-description__address">Route de la Montagne, Maria</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">$129,000</div><div class="search-results-listings-list__item-description__address">Chemin Saint-Louis, New Richmond</div></div>
</section>
</main>
<footer class="footer"><p>DuProprio inc., 1000, boulevard de la Chaudière, Québec (Québec) G1Y 3T5. DuProprio is a real estate agency.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 89500 },
      propertyKind: "land",
      street: "Rue du Belvédère",
      city: "Carleton-sur-Mer",
      province: "QC",
      lot: { value: 1.62, unit: "hectares" },
    },
  },
  {
    name: "ho17-zolo-condo-fees-parking-halifax",
    site: "zolo.ca",
    set: "held-out-17",
    traps: "a condo in Halifax: 'Condo Fees $612 / month' and 'Parking $35,000 (sold separately, optional)' in the price's format; '1+1' beds with a den; size '850 sqft'; the NS board's MLS® number; 'Listing Brokerage' with the agent in the description; neighbourhood 'South End'; Zolo's estimate and nearby sold prices; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/halifax-real-estate/1480-queen-street/703",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>703-1480 Queen Street, Halifax, NS B3J 2H9 | Zolo.ca</title>
<meta name="description" content="703-1480 Queen Street, Halifax, NS. Condo for sale, $479,000. 1+1 beds, 1 bath, 850 sqft. MLS® 202625108.">
<meta property="og:url" content="https://www.zolo.ca/halifax-real-estate/1480-queen-street/703">
${ld({ "@context": "http://schema.org", "@type": "Residence", name: "703-1480 Queen Street", address: { "@type": "PostalAddress", streetAddress: "703-1480 Queen Street", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3J 2H9" }, geo: { "@type": "GeoCoordinates", latitude: 44.64171, longitude: -63.57702 } })}
</head><body>
<header class="header"><a href="/">Zolo</a><nav><a href="/halifax-real-estate">Halifax</a><a href="/sold">Sold</a><a href="/sign-in">Sign in</a></nav></header>
<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/ns-real-estate">NS</a> › <a href="/halifax-real-estate">Halifax</a> › <a href="/halifax-real-estate/south-end">South End</a> › <span>1480 Queen Street</span></nav>
<main>
<section class="listing-header">
<h1 class="address">703-1480 Queen Street</h1>
<div class="area"><a href="/halifax-real-estate/south-end">South End</a>, <a href="/halifax-real-estate">Halifax</a>, NS B3J 2H9</div>
<div class="listing-price"><span class="priceText">$479,000</span></div>
<ul class="list-unstyled listing-summary"><li><span>1+1</span> bd</li><li><span>1</span> ba</li><li><span>850</span> sqft</li></ul>
</section>
<section class="zolo-estimate"><h3>Zolo Estimate</h3><div class="estimate">$468,300</div><small>Based on 14 nearby sales</small></section>
<section class="listing-description"><h2>Description</h2><p>Bright south-west corner unit in The Queen's Landing, five minutes' walk to Dalhousie and the Public Gardens. One bedroom plus a den with a door, updated kitchen, in-suite laundry. Underground parking stall available for $35,000 (optional). Condo fees include heat and hot water. Listed by Marc Thibodeau of Harbourview Realty Group.</p></section>
<section class="column-container">
<dl class="column"><dt class="column-label">Type</dt><dd class="column-value">Condo Apt</dd></dl>
<dl class="column"><dt class="column-label">Style</dt><dd class="column-value">Apartment</dd></dl>
<dl class="column"><dt class="column-label">Condo Fees</dt><dd class="column-value">$612 / month</dd></dl>
<dl class="column"><dt class="column-label">Parking</dt><dd class="column-value">$35,000 (sold separately, optional)</dd></dl>
<dl class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$3,904 / year</dd></dl>
<dl class="column"><dt class="column-label">Year Built</dt><dd class="column-value">1991</dd></dl>
<dl class="column"><dt class="column-label">Floor</dt><dd class="column-value">7</dd></dl>
<dl class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">202625108</dd></dl>
<dl class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Harbourview Realty Group</dd></dl>
</section>
<section class="nearby-sold"><h2>Recently sold nearby</h2>
<div class="card"><span class="price">$455,000</span> <span class="street">1106-1480 Queen Street</span> · Sold Oct 2026</div>
<div class="card"><span class="price">$512,500</span> <span class="street">402-5661 Inglis Street</span> · Sold Sep 2026</div>
</section>
<aside class="ask-agent"><h3>Ask a Zolo Agent</h3><p>Zolo Realty, Brokerage · 1 Yonge Street, Toronto, ON M5E 1E5</p></aside>
</main>
<footer><p>Zolo Realty, Brokerage. Data provided by the Nova Scotia Association of REALTORS®. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 479000 },
      propertyKind: "condo",
      street: "703-1480 Queen Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3J 2H9",
      neighbourhood: "South End",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 850,
      yearBuilt: 1991,
      mlsNumber: "202625108",
      listingAgentName: "Marc Thibodeau",
      brokerageName: "Harbourview Realty Group",
      geo: { lat: 44.64171, lng: -63.57702 },
    },
  },
  {
    name: "ho17-royallepage-team-house-montague-pe",
    site: "royallepage.ca",
    set: "held-out-17",
    traps: "a listing sold by an agent team: 'The Gallant & MacPhee Team' with two members and their phone numbers under it; a storey-and-a-half house in Montague, PEI; the island's 'PID 119842' beside the MLS® number; '3 Bedrooms' and '1.5 Bathrooms' ('1 full, 1 half'); lot '0.52 Acres'; the office's Charlottetown address; a mortgage calculator with a monthly payment; other Royal LePage listings",
    pageUrl: "https://www.royallepage.ca/en/property/prince-edward-island/montague/48-brudenell-river-road/24581377/mls202619044/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Brudenell River Road, Montague, PE C0A 1R0 - MLS® 202619044 | Royal LePage</title>
<meta name="description" content="For sale: 48 Brudenell River Road, Montague, PE C0A 1R0 - $374,900. 3 bedrooms, 1.5 bathrooms. Royal LePage Gallant &amp; MacPhee Team.">
<meta property="og:image" content="https://rlp.ca/photos/202619044/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Royal LePage Island Harbour Realty", address: { "@type": "PostalAddress", streetAddress: "150 Great George Street", addressLocality: "Charlottetown", addressRegion: "PE", postalCode: "C1A 4K9" }, telephone: "902-555-0140" })}
</head><body>
<header class="header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Find a Property</a><a href="/en/agent/">Find an Agent</a><a href="/fr/">Français</a></nav></header>
<main class="property-details">
<div class="property-header">
<h1 class="address-1">48 Brudenell River Road</h1>
<p class="address-2">Montague, Prince Edward Island C0A 1R0</p>
<div class="property-price"><span class="price">$374,900</span></div>
<ul class="property-features"><li><span class="value">3</span> Bedrooms</li><li><span class="value">1.5</span> Bathrooms</li><li><span class="value">1,620</span> Sq. Ft.</li></ul>
</div>
<section class="property-description"><h2>Property Description</h2><p>Storey-and-a-half home on just over half an acre, walking distance to the Montague marina and the Confederation Trail. Main-floor primary bedroom, two more bedrooms upstairs, a full bath and a main-floor powder room. Heat pumps (2022), new shingles (2021), detached 24 x 24 garage.</p></section>
<section class="property-details-list"><h2>Details</h2>
<table class="details"><tbody>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Style</th><td>1.5 Storey</td></tr>
<tr><th>Bathrooms</th><td>1 full, 1 half</td></tr>
<tr><th>Lot Size</th><td>0.52 Acres</td></tr>
<tr><th>Year Built</th><td>1948</td></tr>
<tr><th>Taxes</th><td>$2,188 (2026)</td></tr>
<tr><th>MLS® #</th><td>202619044</td></tr>
<tr><th>PID</th><td>119842</td></tr>
</tbody></table>
</section>
<section class="mortgage-calculator"><h2>Mortgage Calculator</h2><label>Purchase price <input value="$374,900"></label><label>Down payment <input value="$74,980"></label><p>Estimated payment: <strong>$1,748/month</strong></p></section>
<aside class="agent-card team-card">
<h3>Listed by</h3>
<div class="team-name">The Gallant &amp; MacPhee Team</div>
<ul class="team-members"><li><span class="agent-name">Nicole Gallant</span>, Sales Representative · 902-555-0162</li><li><span class="agent-name">Owen MacPhee</span>, Sales Representative · 902-555-0177</li></ul>
<div class="office-name">Royal LePage Island Harbour Realty</div>
<div class="office-address">150 Great George Street, Charlottetown, PE C1A 4K9</div>
</aside>
<section class="more-listings"><h2>More Royal LePage listings nearby</h2>
<div class="listing-card"><div class="price">$289,000</div><div class="address">211 Main Street, Montague, PE</div><div class="meta">2 bd · 1 ba</div></div>
<div class="listing-card"><div class="price">$515,000</div><div class="address">17 Kings Road, Georgetown, PE</div><div class="meta">4 bd · 2 ba</div></div>
</section>
</main>
<footer><p>© 2026 Royal LePage. Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc. 39 Wynford Drive, Toronto, ON M3C 3K5. The listing data is provided under copyright by the Prince Edward Island Real Estate Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 374900 },
      propertyKind: "house",
      street: "48 Brudenell River Road",
      city: "Montague",
      province: "PE",
      postalCode: "C0A 1R0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1620,
      lot: { value: 0.52, unit: "acres" },
      yearBuilt: 1948,
      mlsNumber: "202619044",
      listingAgentName: "The Gallant & MacPhee Team",
      brokerageName: "Royal LePage Island Harbour Realty",
    },
  },
  {
    name: "ho17-point2homes-similar-homes-truro",
    site: "point2homes.com",
    set: "held-out-17",
    traps: "a house in Truro with a 'Similar Homes For Sale' carousel: six cards with their own prices, beds and addresses in Truro, Bible Hill and Brookfield, the first card before the listing's facts in the markup; Point2's Saskatoon address in Organization JSON-LD; 'Lot Size 8,276 sqft'; '4 Beds 2 Baths' with 'Full Baths 2'; the NS board's MLS® number; 'Listed by' agent and brokerage",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NS/Truro/Willow-Street/39-Willow-Street/118406327.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>39 Willow Street, Truro, NS B2N 4Z8 - House for sale | 202622871 | Point2</title>
<meta name="description" content="39 Willow Street, Truro, NS B2N 4Z8 - 4 beds, 2 baths, 1,780 sqft - House for sale - $339,000 - MLS® 202622871">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "500 Spadina Crescent East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 4H9", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "39 Willow Street", address: { "@type": "PostalAddress", streetAddress: "39 Willow Street", addressLocality: "Truro", addressRegion: "NS", postalCode: "B2N 4Z8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.36912, longitude: -63.27534 } })}
</head><body>
<header class="header"><a href="/CA">Point2</a><nav><a href="/CA/Real-Estate-Listings/NS.html">Nova Scotia</a><a href="/CA/Real-Estate-Listings/NS/Truro.html">Truro</a><a href="/CA/Real-Estate-Agents">Agents</a></nav></header>
<section class="similar-listings similar-top"><h3>Similar Homes For Sale</h3>
<div class="item-cnt"><div class="price">$319,900</div><div class="address">12 Prince Street, Truro, NS B2N 1E5</div><div class="characteristics"><span>3 Beds</span><span>2 Baths</span><span>1,540 Sqft</span></div></div>
<div class="item-cnt"><div class="price">$365,000</div><div class="address">88 Pictou Road, Bible Hill, NS B2N 2S7</div><div class="characteristics"><span>4 Beds</span><span>3 Baths</span><span>2,050 Sqft</span></div></div>
<div class="item-cnt"><div class="price">$299,500</div><div class="address">5 Robie Street, Truro, NS B2N 1K8</div><div class="characteristics"><span>3 Beds</span><span>1 Bath</span><span>1,320 Sqft</span></div></div>
</section>
<main class="details-page">
<div class="details-header">
<h1 class="address-container"><div class="address">39 Willow Street, Truro, NS B2N 4Z8</div></h1>
<div class="price"><span class="green-price">$339,000</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,780</strong> Sqft</li><li class="ic-lotsize"><strong>8,276</strong> Sqft Lot</li></ul>
</div>
<div class="description-text"><h2>Description</h2><p>Two-storey family home on a quiet street near Victoria Park and the NSCC campus. Four bedrooms up, two full baths, a finished rec room in the basement, ductless heat pump (2023) and a paved double driveway.</p></div>
<div class="details-charcs"><h3>Details</h3>
<dl><dt>Type</dt><dd>House</dd></dl>
<dl><dt>Style</dt><dd>2 Storey</dd></dl>
<dl><dt>MLS® #</dt><dd>202622871</dd></dl>
<dl><dt>Year Built</dt><dd>1968</dd></dl>
<dl><dt>Full Baths</dt><dd>2</dd></dl>
<dl><dt>Lot Size</dt><dd>8,276 sqft</dd></dl>
<dl><dt>Heating</dt><dd>Heat Pump, Oil</dd></dl>
<dl><dt>Taxes</dt><dd>$3,126 / year</dd></dl>
</div>
<div class="agent-info"><h3>Listed by</h3><div class="agent-name">Danielle Crowe</div><div class="agent-company">Colchester Coastal Realty</div><div class="agent-address">640 Prince Street, Truro, NS B2N 1G4</div></div>
</main>
<section class="similar-listings similar-bottom"><h3>More Similar Homes For Sale</h3>
<div class="item-cnt"><div class="price">$449,000</div><div class="address">1420 Highway 2, Brookfield, NS B0N 1C0</div><div class="characteristics"><span>4 Beds</span><span>2 Baths</span><span>2,200 Sqft</span><span>1.2 Acres Lot</span></div></div>
<div class="item-cnt"><div class="price">$274,900</div><div class="address">7 Dominion Street, Truro, NS B2N 3P2</div><div class="characteristics"><span>3 Beds</span><span>1 Bath</span><span>1,150 Sqft</span></div></div>
<div class="item-cnt"><div class="price">$389,000</div><div class="address">22 College Road, Bible Hill, NS B2N 6A1</div><div class="characteristics"><span>4 Beds</span><span>2 Baths</span><span>1,900 Sqft</span></div></div>
</section>
<footer><p>Point2 · 500 Spadina Crescent East, Saskatoon, SK S7K 4H9 · © 2026 Point2 Homes. Listing data provided by the Nova Scotia Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 339000 },
      propertyKind: "house",
      street: "39 Willow Street",
      city: "Truro",
      province: "NS",
      postalCode: "B2N 4Z8",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1780,
      lot: { value: 8276, unit: "ft2" },
      yearBuilt: 1968,
      mlsNumber: "202622871",
      listingAgentName: "Danielle Crowe",
      brokerageName: "Colchester Coastal Realty",
      geo: { lat: 45.36912, lng: -63.27534 },
    },
  },
  {
    name: "ho17-kijiji-commercial-unit-moncton",
    site: "kijiji.ca",
    set: "held-out-17",
    traps: "a commercial unit for sale in the 'Commercial & Office Space for Sale' category: the price in cents in __NEXT_DATA__ (38900000); the unit number only in the title and description ('Unit 4'); 'Size (sqft) 1850'; 'For Sale By Professional' with the brokerage as poster; the current lease's monthly rent and the condo fees as other dollar figures; the building's address with postal code; other ads with their prices",
    pageUrl: "https://www.kijiji.ca/v-commercial-office-space/moncton/commercial-unit-for-sale-1-850-sq-ft-retail-office-mountain-road/1718842207",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Commercial unit for sale – 1,850 sq ft retail/office, Mountain Road | Commercial &amp; Office Space for Sale | Moncton | Kijiji</title>
<meta name="description" content="Street-level commercial condo unit in a six-unit plaza on Mountain Road. Currently leased at $2,450/month until August 2027...">
<meta property="og:title" content="Commercial unit for sale – 1,850 sq ft retail/office, Mountain Road">
<meta property="og:url" content="https://www.kijiji.ca/v-commercial-office-space/moncton/commercial-unit-for-sale-1-850-sq-ft-retail-office-mountain-road/1718842207">
${nextData(kijijiState)}
</head><body>
<header><a href="/">Kijiji</a><nav><a href="/b-moncton/l1700001">Moncton</a><a href="/p-post-ad.html">Post ad</a><a href="/t-login.html">Sign in</a></nav></header>
<nav class="breadcrumbs"><a href="/b-buy-sell/moncton/c10l1700001">Buy &amp; Sell</a> › <a href="/b-real-estate/moncton/c34l1700001">Real Estate</a> › <a href="/b-commercial-office-space/moncton/c40l1700001">Commercial &amp; Office Space for Sale</a></nav>
<main>
<h1 class="title-4206718449">Commercial unit for sale – 1,850 sq ft retail/office, Mountain Road</h1>
<div class="priceWrapper-1165431705"><span content="389000.00">$389,000.00</span></div>
<div class="locationContainer-2867112055"><span class="address-3617944557">1120 Mountain Road, Moncton, NB E1C 2T6</span> <a href="#map">View map</a></div>
<div class="datePosted-383942873">Posted 6 days ago</div>
<ul class="itemAttributeList-1090551278">
<li><dt>Size (sqft)</dt><dd>1850</dd></li>
<li><dt>For Sale By</dt><dd>Professional</dd></li>
</ul>
<div class="descriptionContainer-231909819"><h3>Description</h3><p>Street-level commercial condo unit (Unit 4) in a six-unit plaza on Mountain Road, high traffic count, pylon signage. Currently leased at $2,450/month until August 2027 to a physiotherapy clinic; buyer can occupy after. Condo fees $395/month. Zoned HC (Highway Commercial). 6 shared parking spaces.</p><p>Listed by Acadie Commercial Realty Ltd. — call 506-555-0133.</p></div>
<div class="posterInfo"><div class="name">Acadie Commercial Realty Ltd.</div><div class="member">On Kijiji since 2019</div></div>
<section class="similar-ads"><h3>You may also like</h3>
<div class="card"><span class="price">$2,200.00</span> Office space for lease – Main Street, Moncton</div>
<div class="card"><span class="price">$549,000.00</span> Retail building – Dieppe, NB</div>
</section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "commercial",
      street: "1120 Mountain Road",
      city: "Moncton",
      province: "NB",
      postalCode: "E1C 2T6",
      squareFootage: 1850,
      brokerageName: "Acadie Commercial Realty Ltd.",
      geo: { lat: 46.10492, lng: -64.81737 },
    },
  },
];
