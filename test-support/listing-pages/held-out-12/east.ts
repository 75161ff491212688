/**
 * Twelfth held-out corpus, Ontario, Quebec and Nova Scotia: a realtor.ca waterfront cottage with seasonal road access
 * on Lake of Bays with an open house, a HouseSigma sold semi-detached house in Mississauga (sold above its list price),
 * a Zolo expired condo listing in Hamilton, a DuProprio house in Lévis marked sold with its price withdrawn, in French, a
 * Wahi townhouse in Toronto after a price reduction with an open-house banner, a Livabl pre-construction floor plan in
 * Mississauga ("from" prices for the project) and a PadMapper building page in Halifax with three units at three rents.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const realtorCaCottage = {
  Id: "27904418", MlsNumber: "X12583307", PublicRemarks: "Three-season cottage on 148 feet of clean, deep Lake of Bays shoreline. Dock, sand entry, detached bunkie (sleeps 4, not counted). Road access is seasonal: the private road is not maintained from November to April; winter access by snowmobile. Drilled well, septic 2019.",
  Building: { BathroomTotal: "1", Bedrooms: "3", SizeInterior: "1040 sqft", Type: "House", StoriesTotal: "1", ConstructedDate: "1974" },
  Land: { SizeTotal: "1.21 ac|1 - 3 acres", SizeFrontage: "148 ft", AccessType: "Seasonal road", WaterFrontType: "Waterfront" },
  Property: {
    Price: "$1,149,000", PriceUnformattedValue: "1149000", Type: "Recreational", OwnershipType: "Freehold", ZoningType: "Shoreline Residential",
    Address: { AddressText: "1186 Ridgeline Bay Road|Lake of Bays (Franklin), Ontario P0A 1H0", Longitude: "-79.04318", Latitude: "45.31744" },
  },
  Individual: [{ IndividualID: 1984412, Name: "Brenda Lachapelle", Position: "Salesperson", Organization: { Name: "Muskoka Highlands Realty Inc., Brokerage", Address: { AddressText: "71 Main Street West|Huntsville, Ontario P1H 1W9" } } }],
  OpenHouse: [{ StartTime: "Sat, Nov 28 11:00 AM", EndTime: "1:00 PM", FormattedDateTime: "Saturday, November 28, 2026 11:00 AM - 1:00 PM" }],
};

const sigmaSold = {
  listing: {
    id_listing: "Vq81Lmz4", ml_num: "W12701945", list_status: { public: "Sold", live: 0, status: "Sld" }, price: "799,900", price_int: 799900, price_sold: "836,000", price_sold_int: 836000,
    date_start: "2026-10-08", date_end: "2026-10-15", address: "3318 Wyndham Court", municipality: "Mississauga", community: "Churchill Meadows", province: "ON", postal_code: "L5M 6T2",
    house_type_name: "Semi-Detached", house_style: "2-Storey", bedroom_string: "3+1", washroom: 3, house_area: { area: "1500-2000", unit: "feet" }, land: { front: 22.5, depth: 110, unit: "Feet" },
    map: { lat: 43.54219, lon: -79.74513 }, brokerage_text: "Credit Valley Homes Realty Inc., Brokerage",
  },
  analytics: { estimate_price: 851000, estimate_rent: 3600 },
  history: [{ date_start: "2014-05-02", date_end: "2014-05-20", price: 499000, status: "Sold", sold_price: 512000, ml_num: "W2881047" }],
};

const padmapperBuilding = {
  building: { id: 884120, name: "The Gottingen Lofts", address: "2431 Gottingen Street", city: "Halifax", state: "NS", zip: "B3K 3B7", neighborhood: "North End", lat: 44.65702, lng: -63.58912, min_price: 1795, max_price: 2650, pets: "Cats OK" },
  floorplans: [
    { unit: "102", beds: 0, baths: 1, sqft: 480, price: 1795, available: "Dec 1" },
    { unit: "214", beds: 1, baths: 1, sqft: 640, price: 2150, available: "Jan 1" },
    { unit: "305", beds: 2, baths: 1, sqft: 860, price: 2650, available: "Now" },
  ],
};

export const HELD_OUT_12_EAST: ListingPage[] = [
  {
    name: "h12-realtor-ca-cottage-lake-of-bays",
    site: "realtor.ca",
    set: "held-out-12",
    traps: "a waterfront cottage with seasonal road access: 'Property Type Recreational'; the township with the hamlet in brackets ('Lake of Bays (Franklin)'); '1.21 ac|1 - 3 acres'; frontage 148 ft; a bunkie 'not counted'; an open-house banner with its own date and times; the office's Huntsville address; nearby listings",
    pageUrl: "https://www.realtor.ca/real-estate/27904418/1186-ridgeline-bay-road-lake-of-bays-franklin",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1186 RIDGELINE BAY Road, Lake of Bays (Franklin), Ontario P0A1H0 - X12583307 | REALTOR.ca</title>
<meta name="description" content="1186 Ridgeline Bay Road, Lake of Bays (Franklin), Ontario - $1,149,000 - 3 bedrooms, 1 bathroom - Recreational waterfront for sale.">
<meta property="og:image" content="https://cdn.realtor.ca/listing/TS638671204/reb82/highres/7/x12583307_1.jpg">
<script>window.listingDetails = ${JSON.stringify(realtorCaCottage)};</script>
</head><body>
<div id="cookieBanner" class="cookieNotice">REALTOR.ca uses cookies to improve your experience. <button>Accept</button></div>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/fr/">Français</a></nav></header>
<div class="openHouseBanner" id="listingOpenHouseCon"><span class="openHouseIcon"></span> Open House: Saturday, November 28, 2026 &middot; 11:00 AM - 1:00 PM</div>
<main id="listingDetailsCon">
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$1,149,000</div></div>
<h1 id="listingAddress" class="listingAddress">1186 RIDGELINE BAY Road<br><span class="listingAddressCity">Lake of Bays (Franklin), Ontario P0A1H0</span></h1>
<div id="listingMLSNum">MLS® Number: X12583307</div>
<div id="listingIconNum"><div class="listingIconNum"><span>3</span> Bedrooms</div><div class="listingIconNum"><span>1</span> Bathroom</div><div class="listingIconNum"><span>1040</span> sqft</div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>${realtorCaCottage.PublicRemarks}</p></div>
<div id="propertyDetailsSectionContentSubCon_Building">
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Property Type</span><span class="propertyDetailsSectionContentValue">Recreational</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">House</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Title</span><span class="propertyDetailsSectionContentValue">Freehold</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Land Size</span><span class="propertyDetailsSectionContentValue">1.21 ac|1 - 3 acres</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Frontage</span><span class="propertyDetailsSectionContentValue">148 ft</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Road Type</span><span class="propertyDetailsSectionContentValue">Seasonal road, Private road</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Waterfront</span><span class="propertyDetailsSectionContentValue">Waterfront on lake</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Built in</span><span class="propertyDetailsSectionContentValue">1974</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$5,914</span></div>
</div>
<div id="listingAgentCon"><div class="realtorCardName">Brenda Lachapelle</div><div class="realtorCardTitle">Salesperson</div>
<div class="officeCardName">Muskoka Highlands Realty Inc., Brokerage</div><div class="officeCardAddress">71 Main Street West, Huntsville, Ontario P1H 1W9</div><div class="officeCardPhone">705-555-0188</div></div>
<section id="nearbyListings"><h2>Nearby Listings</h2>
<div class="smallListingCard"><div class="smallListingCardPrice">$879,000</div><div class="smallListingCardAddress">42 Loon Call Lane, Lake of Bays (Dwight), Ontario</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">$1,625,000</div><div class="smallListingCardAddress">2207 Highway 117, Lake of Bays (Baysville), Ontario</div></div>
</section>
</main>
<footer id="footer"><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "house",
      street: "1186 Ridgeline Bay Road",
      city: "Lake of Bays",
      province: "ON",
      postalCode: "P0A 1H0",
      neighbourhood: "Franklin",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1040,
      lot: { value: 1.21, unit: "acres" },
      yearBuilt: 1974,
      mlsNumber: "X12583307",
      listingAgentName: "Brenda Lachapelle",
      brokerageName: "Muskoka Highlands Realty Inc., Brokerage",
      geo: { lat: 45.31744, lng: -79.04318 },
    },
  },
  {
    name: "h12-housesigma-sold-semi-mississauga",
    site: "housesigma.com",
    set: "held-out-12",
    traps: "a sold listing: 'Sold $836,000' in large type above 'Listed $799,900' (the list price); 'Sold in 7 days, 104.5% of list'; a SigmaEstimate above both; '3+1' beds; a size range '1500-2000' (its lower bound, as the earlier corpora); lot '22.5 x 110 Feet'; an older sale in the history; the sold-data log-in wall",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/3318-wyndham-court/home/Vq81Lmz4/?id_listing=Vq81Lmz4",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3318 Wyndham Court, Mississauga — Sold $836,000 — W12701945 | HouseSigma</title>
<meta name="description" content="Sold: 3318 Wyndham Court, Mississauga, ON L5M 6T2. Semi-Detached, 3+1 bedrooms, 3 bathrooms. Listed $799,900, sold $836,000.">
<script>window.__NUXT__ = ${JSON.stringify({ data: [sigmaSold] })};</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map Search</a><a href="/on/market/">Market Trends</a><a href="/agents/">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<div class="status-tag sold">Sold</div>
<h1 class="address">3318 Wyndham Court</h1>
<p class="municipality">Mississauga - Churchill Meadows, ON L5M 6T2</p>
<div class="price-block">
<div class="price sold-price"><span class="label">Sold</span> $836,000</div>
<div class="price list-price"><span class="label">Listed</span> $799,900</div>
<div class="days">Sold in 7 days · 104.5% of list · Oct 15, 2026</div>
</div>
<div class="sigma-estimate"><span>SigmaEstimate</span> $851,000 <small>Rental estimate $3,600/mo</small></div>
<ul class="key-facts">
<li><span class="name">Bedrooms</span><span class="value">3+1</span></li>
<li><span class="name">Bathrooms</span><span class="value">3</span></li>
<li><span class="name">Type</span><span class="value">Semi-Detached, 2-Storey</span></li>
<li><span class="name">Size</span><span class="value">1500-2000 feet²</span></li>
<li><span class="name">Lot Size</span><span class="value">22.5 x 110 Feet</span></li>
<li><span class="name">Listing #</span><span class="value">W12701945</span></li>
<li><span class="name">Community</span><span class="value">Churchill Meadows</span></li>
</ul>
<section class="listing-history"><h2>Listing History</h2>
<table><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr>
<tr><td>2026-10-08</td><td>2026-10-15</td><td>$799,900</td><td>Sold $836,000</td><td>W12701945</td></tr>
<tr><td>2014-05-02</td><td>2014-05-20</td><td>$499,000</td><td>Sold $512,000</td><td>W2881047</td></tr>
</table></section>
<div class="brokerage">Listing Brokerage: Credit Valley Homes Realty Inc., Brokerage</div>
<div class="login-wall">Sign in to see sold history and price changes for nearby homes.</div>
<section class="similar"><h2>Similar Sold Homes</h2>
<div class="card"><div class="card-price">Sold $808,000</div><div class="card-address">3296 Wyndham Court</div></div>
<div class="card"><div class="card-price">Sold $871,500</div><div class="card-address">5590 Tenth Line West</div></div>
</section>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4. The data relating to sold listings is provided under a TRREB VOW licence.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 799900 },
      propertyKind: "semi-detached",
      street: "3318 Wyndham Court",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5M 6T2",
      neighbourhood: "Churchill Meadows",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1500,
      lot: { value: 2475, unit: "ft2" },
      mlsNumber: "W12701945",
      brokerageName: "Credit Valley Homes Realty Inc., Brokerage",
      geo: { lat: 43.54219, lng: -79.74513 },
    },
  },
  {
    name: "h12-zolo-expired-condo-hamilton",
    site: "zolo.ca",
    set: "held-out-12",
    traps: "an expired listing: a grey 'Expired' badge and 'Last asking price $449,000' after a reduction from $474,900 in the history; 'This listing is no longer active'; Zolo's estimate; '1+1' beds; a size range; the unit number before the street with a dash; Zolo's own brokerage in the footer; active listings in the building",
    pageUrl: "https://www.zolo.ca/hamilton-real-estate/1107-15-queen-street-south",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1107 - 15 Queen Street South, Hamilton — Expired | Zolo.ca</title>
<meta name="description" content="1107 - 15 Queen Street South, Hamilton, ON L8P 0C6. Condo Apt, 1+1 bed, 1 bath. This listing expired on Nov 2, 2026.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1107 - 15 Queen Street South", address: { "@type": "PostalAddress", streetAddress: "1107 - 15 Queen Street South", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8P 0C6" }, geo: { "@type": "GeoCoordinates", latitude: 43.25641, longitude: -79.87902 } })}
</head><body>
<header class="zolo-header"><a href="/">Zolo</a><nav><a href="/hamilton-real-estate">Hamilton</a><a href="/sold">Sold</a><a href="/mortgage-rates">Mortgage Rates</a></nav></header>
<main class="listing">
<div class="listing-status status-expired">Expired</div>
<p class="notice">This listing is no longer active. It expired on Nov 2, 2026 after 90 days on market.</p>
<h1 class="address"><span class="street">1107 - 15 Queen Street South</span> <span class="area">Hamilton, ON L8P 0C6</span></h1>
<div class="listing-price"><span class="label">Last asking price</span> <span class="priority">$449,000</span></div>
<div class="zolo-estimate">Zolo Estimate: $436,500</div>
<section class="column-container key-facts"><h2>Key Facts</h2>
<dl><dt class="column-label">Beds</dt><dd class="column-value">1+1</dd>
<dt class="column-label">Baths</dt><dd class="column-value">1</dd>
<dt class="column-label">Type</dt><dd class="column-value">Condo Apt</dd>
<dt class="column-label">Size</dt><dd class="column-value">600-699 sqft</dd>
<dt class="column-label">Neighbourhood</dt><dd class="column-value"><a href="/hamilton-real-estate/durand">Durand</a></dd>
<dt class="column-label">Maintenance</dt><dd class="column-value">$498 / month</dd>
<dt class="column-label">Taxes</dt><dd class="column-value">$3,120 / year</dd>
<dt class="column-label">Year Built</dt><dd class="column-value">2018</dd>
<dt class="column-label">MLS®</dt><dd class="column-value">X12290418</dd>
<dt class="column-label">Listing Brokerage</dt><dd class="column-value">Escarpment City Realty Ltd., Brokerage</dd></dl>
</section>
<section class="price-history"><h2>Price History</h2>
<table><tr><td>Aug 4, 2026</td><td>Listed</td><td>$474,900</td></tr><tr><td>Sep 19, 2026</td><td>Price Changed</td><td>$449,000</td></tr><tr><td>Nov 2, 2026</td><td>Expired</td><td>$449,000</td></tr></table></section>
<section class="building-listings"><h2>For sale in 15 Queen Street South</h2>
<div class="card"><span class="card-price">$519,900</span> <span class="card-address">1502 - 15 Queen Street South</span> 2 bd</div>
<div class="card"><span class="card-price">$399,000</span> <span class="card-address">604 - 15 Queen Street South</span> 1 bd</div>
</section>
</main>
<footer class="zolo-footer"><p>Zolo Realty Inc., Brokerage. 5700 Yonge Street, Suite 1900, Toronto, ON M2M 4K2. Listing data is supplied by the Cornerstone Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449000 },
      propertyKind: "condo",
      street: "1107 - 15 Queen Street South",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8P 0C6",
      neighbourhood: "Durand",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2018,
      mlsNumber: "X12290418",
      brokerageName: "Escarpment City Realty Ltd., Brokerage",
      geo: { lat: 43.25641, lng: -79.87902 },
    },
  },
  {
    name: "h12-duproprio-vendu-levis-fr",
    site: "duproprio.com",
    set: "held-out-12",
    traps: "a house sold by its owners, in French: a 'VENDU' ribbon and 'Vendu en 23 jours' with no price at all; the municipal assessment ('Évaluation municipale 2026 : 412 300 $') and taxes in dollars; 'Salle de bain 1' and 'Salle d'eau 1'; lot in pi² and m²; similar properties with asking prices; DuProprio's head office in the footer",
    pageUrl: "https://duproprio.com/fr/levis/maison-a-vendre/hab-84-rue-des-emeraudes-1081254",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages vendue - Lévis (Saint-Nicolas) - 84, rue des Émeraudes | DuProprio</title>
<meta name="description" content="Maison à étages vendue par DuProprio à Lévis (Saint-Nicolas). 4 chambres, 1 salle de bain, 1 salle d'eau.">
<script>dataLayer = [${JSON.stringify({ listingId: 1081254, listingStatus: "sold", propertyType: "Maison à étages", city: "Lévis", region: "Chaudière-Appalaches", bedrooms: 4 })}];</script>
</head><body>
<header class="header"><a href="/fr">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a><a href="/en/levis/house-for-sale/hab-84-rue-des-emeraudes-1081254">English</a></nav></header>
<main class="listing">
<div class="listing-sold-ribbon">VENDU</div>
<div class="listing-location">
<h1 class="listing-location__title">Maison à étages vendue</h1>
<div class="listing-location__address"><span>84, rue des Émeraudes</span><br><span>Lévis (Saint-Nicolas), G7A 3M5</span></div>
</div>
<div class="listing-price"><div class="listing-price__sold">Vendu en 23 jours</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">4</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 912 pi² (177,6 m²)</span> aire habitable</div>
</div>
<div class="listing-box__dotted-row"><div>Superficie du terrain</div><div>6 780 pi² (629,9 m²)</div></div>
<div class="listing-box__dotted-row"><div>Année de construction</div><div>2003</div></div>
<div class="listing-box__dotted-row"><div>Évaluation municipale (2026)</div><div>412 300 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes municipales</div><div>3 876 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes scolaires</div><div>302 $</div></div>
<div class="listing-description"><p>Maison à étages dans un secteur familial de Saint-Nicolas, près des écoles et de l'autoroute 20. Quatre chambres à l'étage, sous-sol aménagé, garage simple. Merci à tous les visiteurs, la propriété a trouvé preneur.</p></div>
<section class="similar-listings"><h2>Propriétés similaires</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">469 900 $</div><div class="search-results-listings-list__item-description__address">1120, rue de l'Arpège, Lévis</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">529 000 $</div><div class="search-results-listings-list__item-description__address">35, rue du Mistral, Lévis</div></div>
</section>
</main>
<footer class="footer"><p>DuProprio inc., 1001, boulevard de la Rive-Sud, bureau 200, Lévis (Québec) G6W 5M6. DuProprio n'est pas un courtier immobilier.</p></footer>
</body></html>`,
    expected: {
      propertyKind: "house",
      street: "84, rue des Émeraudes",
      city: "Lévis",
      province: "QC",
      postalCode: "G7A 3M5",
      neighbourhood: "Saint-Nicolas",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1912,
      lot: { value: 6780, unit: "ft2" },
      yearBuilt: 2003,
    },
  },
  {
    name: "h12-wahi-townhouse-reduced-toronto",
    site: "wahi.com",
    set: "held-out-12",
    traps: "a new price after a reduction: '$999,000' beside a struck '$1,049,000' and '↓ $50,000'; an open-house banner for Sat and Sun with times; the Wahi estimate and a 'Buy with Wahi and save' cash-back figure; '3 bd · 2.5 ba' with '2 full, 1 half'; size as a range; a Next.js state with the old price; nearby sold prices",
    pageUrl: "https://wahi.com/ca/en/listing/toronto-on/9-maple-leaf-mews-c12715560",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>9 Maple Leaf Mews, Toronto, ON M6H 0B4 | C12715560 | Wahi</title>
<meta name="description" content="Row/Townhouse for sale at 9 Maple Leaf Mews, Toronto (Dovercourt-Wallace Emerson-Junction). 3 bed, 3 bath. Listed at $999,000.">
${nextData({ props: { pageProps: { listing: { mlsNumber: "C12715560", status: "A", listPrice: 999000, originalPrice: 1049000, address: { streetNumber: "9", streetName: "Maple Leaf", streetSuffix: "Mews", city: "Toronto", neighborhood: "Dovercourt-Wallace Emerson-Junction", area: "Toronto", state: "ON", zip: "M6H 0B4" }, details: { propertyType: "Att/Row/Townhouse", numBedrooms: 3, numBathrooms: 3, sqft: "1100-1500", yearBuilt: null }, map: { latitude: 43.66754, longitude: -79.44022 }, office: { brokerageName: "Junction Triangle Realty Inc., Brokerage" }, openHouse: [{ date: "2026-11-28", startTime: "14:00", endTime: "16:00" }, { date: "2026-11-29", startTime: "14:00", endTime: "16:00" }] }, estimate: { value: 1012000 } } } })}
</head><body>
<div class="banner open-house-banner">OPEN HOUSE · Sat Nov 28 & Sun Nov 29 · 2:00 – 4:00 PM</div>
<header class="wahi-nav"><a href="/ca/en">Wahi</a><nav><a href="/ca/en/search">Buy</a><a href="/ca/en/sell">Sell</a><a href="/ca/en/home-value">Home value</a></nav></header>
<main class="listing-details">
<div class="price-row"><span class="badge price-drop">Price drop ↓ $50,000</span>
<span class="listing-price">$999,000</span> <s class="original-price">$1,049,000</s></div>
<h1 class="listing-address">9 Maple Leaf Mews</h1>
<p class="listing-city">Dovercourt-Wallace Emerson-Junction, Toronto, ON M6H 0B4</p>
<p class="listing-summary">3 bd · 2.5 ba · 1,100–1,500 sqft · Att/Row/Townhouse</p>
<div class="wahi-estimate">Wahi Estimate <strong>$1,012,000</strong></div>
<div class="cash-back">Buy with Wahi and get up to $9,990 back</div>
<table class="property-details"><tr><th>Bathrooms</th><td>2 full, 1 half</td></tr><tr><th>Style</th><td>3-Storey</td></tr><tr><th>Parking</th><td>1 (built-in garage)</td></tr><tr><th>Taxes</th><td>$4,688 (2026)</td></tr><tr><th>Maintenance</th><td>$212/mo (POTL)</td></tr><tr><th>MLS®</th><td>C12715560</td></tr></table>
<p class="description">Freehold townhouse on a quiet mews steps to the Bloor GO and UP Express. Three bedrooms on the upper floors, roof terrace, built-in garage. Offers anytime.</p>
<p class="brokerage">Listed by Junction Triangle Realty Inc., Brokerage</p>
<section class="sold-nearby"><h2>Recently sold nearby</h2>
<div class="sold-card">11 Maple Leaf Mews · Sold $968,000</div><div class="sold-card">1402 Dupont Street #7 · Sold $1,101,000</div></section>
</main>
<footer><p>Wahi Inc., Brokerage. 5 Spadina Avenue, Toronto, ON M5V 2T5. Listing data © TRREB.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 999000 },
      propertyKind: "townhouse",
      street: "9 Maple Leaf Mews",
      city: "Toronto",
      province: "ON",
      postalCode: "M6H 0B4",
      neighbourhood: "Dovercourt-Wallace Emerson-Junction",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1100,
      mlsNumber: "C12715560",
      brokerageName: "Junction Triangle Realty Inc., Brokerage",
      geo: { lat: 43.66754, lng: -79.44022 },
    },
  },
  {
    name: "h12-livabl-preconstruction-plan-mississauga",
    site: "livabl.com",
    set: "held-out-12",
    traps: "a pre-construction floor plan: 'Plan Juniper, 2 Bed, 2 Bath, 812 sq.ft., $689,900' under the project's 'From $549,900 to $1,189,900' and 'From $849/sq.ft.'; other plans' prices; a deposit structure in dollars and percents; 'Est. Occupancy 2029' (not a year built); the builder's sales centre address; no MLS®",
    pageUrl: "https://www.livabl.com/mississauga-on/harbourline-condos/floorplan/juniper",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Juniper Floor Plan at Harbourline Condos - 812 sq.ft. - 2 Bed - $689,900 | Livabl</title>
<meta name="description" content="Juniper is a 2 bedroom, 2 bathroom floor plan at Harbourline Condos in Mississauga by Lakeview Crest Developments. Priced at $689,900.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Juniper at Harbourline Condos", offers: { "@type": "AggregateOffer", lowPrice: 549900, highPrice: 1189900, priceCurrency: "CAD", offerCount: 14 } })}
</head><body>
<header class="livabl-header"><a href="/">Livabl</a><nav><a href="/mississauga-on">Mississauga new homes</a><a href="/builders">Builders</a><a href="/blog">Guides</a></nav></header>
<main>
<section class="project-summary">
<h2 class="project-name"><a href="/mississauga-on/harbourline-condos">Harbourline Condos</a></h2>
<p class="project-address">1350 Lakeshore Road East, Mississauga, ON L5E 1G5</p>
<p class="project-price">From $549,900 to $1,189,900 · From $849/sq.ft.</p>
<ul class="project-facts"><li>Status: Pre-construction</li><li>Est. Occupancy: 2029</li><li>Units: 412</li><li>Storeys: 24</li><li>Builder: Lakeview Crest Developments</li><li>Neighbourhood: Lakeview</li></ul>
</section>
<section class="floorplan-detail">
<h1 class="floorplan-name">Juniper</h1>
<div class="floorplan-price">$689,900</div>
<ul class="floorplan-specs"><li><span>2</span> Bed</li><li><span>2</span> Bath</li><li><span>812</span> sq.ft.</li><li>Exposure: South</li><li>Floors 3–22</li></ul>
<p>Corner two-bedroom with split bedrooms and a 110 sq.ft. balcony facing the lake. Prices and availability subject to change without notice.</p>
</section>
<section class="deposit"><h3>Deposit Structure</h3><ul><li>$5,000 on signing</li><li>Balance to 5% in 30 days</li><li>5% in 180 days</li><li>5% in 540 days</li><li>5% on occupancy</li></ul></section>
<section class="other-plans"><h3>Other floor plans</h3>
<div class="plan-card">Aspen · 1 Bed + Den · 1 Bath · 598 sq.ft. · $549,900</div>
<div class="plan-card">Cedar · 2 Bed + Den · 2 Bath · 948 sq.ft. · $779,900</div>
<div class="plan-card">Spruce · 3 Bed · 2 Bath · 1,204 sq.ft. · $1,189,900</div>
</section>
<aside class="register-card"><h3>Register for VIP pricing</h3><p>Sales centre: 1401 Lakeshore Road East, Mississauga, ON L5E 1E9</p></aside>
</main>
<footer><p>Livabl is a listing platform for new homes. Renderings are artist's concept. E.&amp;O.E. Livabl, 318 Richmond Street West, Toronto, ON M5V 1X2.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689900 },
      propertyKind: "condo",
      street: "1350 Lakeshore Road East",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5E 1G5",
      neighbourhood: "Lakeview",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 812,
    },
  },
  {
    name: "h12-padmapper-building-three-units-halifax",
    site: "padmapper.com",
    set: "held-out-12",
    traps: "a building page with three units: '$1,795 – $2,650' and a studio, a 1-bed and a 2-bed each with its own rent, size and date (no single price, bed count or size for the page); 'Cats OK'; coordinates in the state; the North End as neighbourhood; other buildings' rents",
    pageUrl: "https://www.padmapper.com/buildings/p884120/the-gottingen-lofts-apartments-at-2431-gottingen-street-halifax-ns-b3k-3b7",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Gottingen Lofts - 2431 Gottingen Street, Halifax, NS B3K 3B7 - $1,795 - $2,650 | PadMapper</title>
<meta name="description" content="The Gottingen Lofts apartments at 2431 Gottingen Street, Halifax. Studio to 2 beds from $1,795.">
<script>window.__PRELOADED_STATE__ = ${JSON.stringify(padmapperBuilding)};</script>
</head><body>
<header class="pm-header"><a href="/">PadMapper</a><nav><a href="/apartments/halifax-ns">Halifax apartments</a><a href="/post">Post a listing</a></nav></header>
<main class="building">
<h1 class="building-name">The Gottingen Lofts</h1>
<p class="building-address">2431 Gottingen Street, North End, Halifax, NS B3K 3B7</p>
<div class="building-price-range">$1,795 – $2,650</div>
<div class="building-beds">Studio – 2 Beds</div>
<table class="floorplans"><tr><th>Unit</th><th>Beds</th><th>Baths</th><th>Size</th><th>Rent</th><th>Available</th></tr>
<tr><td>102</td><td>Studio</td><td>1</td><td>480 ft²</td><td>$1,795</td><td>Dec 1</td></tr>
<tr><td>214</td><td>1 Bed</td><td>1</td><td>640 ft²</td><td>$2,150</td><td>Jan 1</td></tr>
<tr><td>305</td><td>2 Beds</td><td>1</td><td>860 ft²</td><td>$2,650</td><td>Now</td></tr></table>
<ul class="amenities"><li>Cats OK</li><li>In-suite laundry</li><li>Bike storage</li><li>Heat included</li></ul>
<p class="building-description">Converted warehouse lofts with exposed brick and 11-foot ceilings, steps from the Commons and the bus terminal.</p>
<section class="nearby"><h2>Nearby buildings</h2>
<div class="listing-card">$1,650 · 1 Bed · 5540 Almon Street</div><div class="listing-card">$2,995 · 3 Beds · 2190 Creighton Street</div></section>
</main>
<footer><p>PadMapper is a Zumper company. Listings are provided by third parties; PadMapper is not the landlord.</p></footer>
</body></html>`,
    expected: {
      street: "2431 Gottingen Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3K 3B7",
      neighbourhood: "North End",
      geo: { lat: 44.65702, lng: -63.58912 },
    },
  },
];
