/**
 * Twenty-sixth held-out corpus, the Prairies and British Columbia: a realtor.ca French page for a Saskatoon house with a
 * legal secondary suite, a REW stacked townhouse in Nanaimo re-listed after a terminated listing, a Royal LePage
 * four-plex in Lethbridge and a Kijiji life-lease suite in Regina. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_26_WEST: ListingPage[] = [
  {
    name: "ho26-realtor-ca-suite-saskatoon-fr",
    site: "realtor.ca",
    set: "held-out-26",
    traps: "realtor.ca's French page for a Saskatoon bungalow with a legal secondary suite: '449 900 $' in French format; 'Chambres 3 + 2' where the two are in the suite; the suite's rent '1 450 $/mois' in the description; 'Superficie du terrain 5 040 pi²'; 'Superficie 1 118 pi²'; the Saskatchewan 'SK' MLS® number; the Evergreen neighbourhood; the agent and her brokerage with its office address; CREA's address in the footer",
    pageUrl: "https://www.realtor.ca/fr/immobilier/28814402/218-hassard-close-saskatoon-evergreen",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>218 HASSARD Close, Saskatoon, Saskatchewan S7W 0K4 - SK021947 | REALTOR.ca</title>
<meta name="description" content="218 Hassard Close, Saskatoon (Evergreen), Saskatchewan - 449 900 $ - 3 + 2 chambres, 3 salles de bains - Maison à vendre.">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "218 HASSARD Close", address: { "@type": "PostalAddress", streetAddress: "218 HASSARD Close", addressLocality: "Saskatoon", addressRegion: "Saskatchewan", postalCode: "S7W 0K4" }, geo: { "@type": "GeoCoordinates", latitude: 52.17741, longitude: -106.57188 } })}
</head><body>
<header id="siteHeader"><a href="/fr/">REALTOR.ca</a><nav><a href="/fr/carte">Carte</a><a href="/fr/trouver-un-realtor">Trouver un REALTOR®</a><a href="/real-estate/28814402/218-hassard-close-saskatoon-evergreen">English</a></nav></header>
<main id="listingDetailsCon">
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">449 900 $</div></div>
<h1 id="listingAddress" class="listingAddress">218 HASSARD Close<br><span class="listingAddressCity">Saskatoon, Saskatchewan S7W0K4</span></h1>
<div id="listingMLSNum">Numéro MLS® : SK021947</div>
<div id="listingIconNum"><div class="listingIconNum"><span>3 + 2</span> Chambres</div><div class="listingIconNum"><span>3</span> Salles de bains</div><div class="listingIconNum"><span>1 118</span> pi²</div></div>
<div id="propertyDescriptionCon"><h2>Description de l'inscription</h2><p>Bungalow de 2014 à Evergreen avec suite secondaire légale de deux chambres au sous-sol (entrée séparée, buanderie séparée), louée 1 450 $/mois jusqu'en juin. À l'étage : trois chambres, deux salles de bains, cuisine avec îlot. Garage double isolé, terrain clôturé. Près de l'école Sylvia Fedoruk.</p></div>
<div id="propertyDetailsSectionContentSubCon_Building">
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Type de propriété</span><span class="propertyDetailsSectionContentValue">Maison unifamiliale</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Type de bâtiment</span><span class="propertyDetailsSectionContentValue">Maison</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Style d'architecture</span><span class="propertyDetailsSectionContentValue">Bungalow</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Quartier</span><span class="propertyDetailsSectionContentValue">Evergreen</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Titre</span><span class="propertyDetailsSectionContentValue">Propriété franche</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Construit en</span><span class="propertyDetailsSectionContentValue">2014</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Superficie du terrain</span><span class="propertyDetailsSectionContentValue">5 040 pi²</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Façade</span><span class="propertyDetailsSectionContentValue">42 pi</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Taxes foncières annuelles</span><span class="propertyDetailsSectionContentValue">4 286 $</span></div>
</div>
<div id="listingAgentCon"><div class="realtorCardName">Danielle Kowalchuk</div><div class="realtorCardTitle">Associée</div>
<div class="officeCardName">Prairie Lily Realty Ltd.</div><div class="officeCardAddress">2120 8th Street East, Saskatoon, Saskatchewan S7H 0T8</div><div class="officeCardPhone">306-555-0147</div></div>
<section id="nearbyListings"><h2>Inscriptions à proximité</h2>
<div class="smallListingCard"><div class="smallListingCardPrice">419 000 $</div><div class="smallListingCardAddress">331 Hassard Lane, Saskatoon</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">512 500 $</div><div class="smallListingCardAddress">107 Kostiuk Crescent, Saskatoon</div></div>
</section>
</main>
<footer id="footer"><p>Les marques de commerce REALTOR®, REALTORS® et le logo REALTOR® sont contrôlées par L'Association canadienne de l'immeuble (ACI). ACI, 200, rue Catherine, 6e étage, Ottawa (Ontario) K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "218 Hassard Close",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7W 0K4",
      neighbourhood: "Evergreen",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1118,
      lot: { value: 5040, unit: "ft2" },
      yearBuilt: 2014,
      mlsNumber: "SK021947",
      listingAgentName: "Danielle Kowalchuk",
      brokerageName: "Prairie Lily Realty Ltd.",
      geo: { lat: 52.17741, lng: -106.57188 },
    },
  },
  {
    name: "ho26-rew-stacked-townhouse-nanaimo",
    site: "rew.ca",
    set: "held-out-26",
    traps: "a stacked townhouse in Nanaimo re-listed after a terminated listing: '$519,000' now, with the price history table showing the earlier listing at $549,900 (terminated) and a 2019 sale at $389,000 with their own MLS® numbers; the unit as 'Unit B' after the civic number; strata fees per month; 'Sub-Area Diver Lake'; 'Property Type Townhouse' with 'Style Stacked'; '3 Bath (2 full, 1 half)'; the agent and her brokerage; REW's mortgage estimate",
    pageUrl: "https://www.rew.ca/properties/1047512/b-2241-labieux-road-nanaimo",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>B-2241 Labieux Road, Nanaimo, BC V9T 3M2 | 1047512 | REW</title>
<meta name="description" content="Townhouse for sale at Unit B, 2241 Labieux Road, Nanaimo: 3 bed, 3 bath, 1,284 sq ft, $519,000.">
${nextData({ props: { pageProps: { listing: { id: 1047512, mlsNumber: "1017736", status: "Active", price: "519000", address: { unit: "B", streetNumber: "2241", street: "Labieux Road", city: "Nanaimo", province: "BC", postal: "V9T 3M2", subArea: "Diver Lake" }, bedrooms: 3, bathrooms: 3, floorArea: 1284, yearBuilt: 2008, latitude: 49.20214, longitude: -123.99117, priceHistory: [{ date: "2026-10-20", event: "Listed", price: 519000, mls: "1017736" }, { date: "2026-09-30", event: "Terminated", price: 549900, mls: "1009412" }, { date: "2026-06-12", event: "Listed", price: 549900, mls: "1009412" }, { date: "2019-04-03", event: "Sold", price: 389000, mls: "453207" }] } } } })}
</head><body>
<header class="rew-header"><a href="/">REW</a><nav><a href="/properties/areas/nanaimo-bc">Nanaimo</a><a href="/sold">Sold</a><a href="/agents">Agents</a></nav></header>
<main class="listing">
<div class="listingheader-price">$519,000</div>
<h1 class="listingheader-address">Unit B, 2241 Labieux Road<br><small>Diver Lake, Nanaimo, BC V9T 3M2</small></h1>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,284 Sqft</li></ul>
<section class="listing-summary"><h2>Details</h2>
<table class="table">
<tr><th>MLS® #</th><td>1017736</td></tr>
<tr><th>Property Type</th><td>Townhouse</td></tr>
<tr><th>Style</th><td>Stacked, 2 Storey</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Bathrooms</th><td>3 (2 full, 1 half)</td></tr>
<tr><th>Year Built</th><td>2008</td></tr>
<tr><th>Strata Fees</th><td>$342 / month</td></tr>
<tr><th>Sub-Area</th><td>Diver Lake</td></tr>
<tr><th>Area</th><td>Nanaimo</td></tr>
<tr><th>Gross Taxes</th><td>$3,418 (2026)</td></tr>
</table></section>
<section class="listing-description"><p>Upper unit of a stacked pair with its own ground-floor entry and a deck over the greenbelt. Back on the market at a new price. Walk to Long Lake and the Woodgrove shops.</p></section>
<section class="price-history"><h2>Price History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr>
<tr><td>Oct 20, 2026</td><td>Listed</td><td>$519,000</td><td>1017736</td></tr>
<tr><td>Sep 30, 2026</td><td>Terminated</td><td>$549,900</td><td>1009412</td></tr>
<tr><td>Jun 12, 2026</td><td>Listed</td><td>$549,900</td><td>1009412</td></tr>
<tr><td>Apr 3, 2019</td><td>Sold</td><td>$389,000</td><td>453207</td></tr></table></section>
<section class="listing-rooms"><h2>Rooms</h2>
<table><tr><th>Floor</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main</td><td>Living Room</td><td>14'2 x 12'8</td></tr>
<tr><td>Main</td><td>Kitchen</td><td>11'4 x 9'10</td></tr>
<tr><td>Main</td><td>Dining Room</td><td>10'6 x 9'0</td></tr>
<tr><td>Main</td><td>Bathroom (Half)</td><td>2-Piece</td></tr>
<tr><td>Above</td><td>Primary Bedroom</td><td>13'0 x 11'6</td></tr>
<tr><td>Above</td><td>Bedroom</td><td>10'2 x 9'8</td></tr>
<tr><td>Above</td><td>Bedroom</td><td>9'10 x 9'4</td></tr>
<tr><td>Above</td><td>Bathroom</td><td>4-Piece</td></tr>
<tr><td>Above</td><td>Ensuite</td><td>3-Piece</td></tr></table></section>
<section class="strata-info"><h2>Strata</h2><p>Complex: Labieux Commons · 24 units · Pets allowed with restrictions · Rentals allowed</p></section>
<div class="mortgage-widget">Estimated mortgage: $2,612 / month</div>
<section class="listing-agent"><p class="agent-name">Karen Sidhu</p><p class="agent-office">Harbourside Realty Group (Nanaimo)</p></section>
</main>
<footer class="rew-footer"><p>REW.ca · Real Estate Wire Inc., 1285 West Broadway, Vancouver, BC V6H 3X8. Data supplied by the Vancouver Island Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 519000 },
      propertyKind: "townhouse",
      street: "Unit B, 2241 Labieux Road",
      city: "Nanaimo",
      province: "BC",
      postalCode: "V9T 3M2",
      neighbourhood: "Diver Lake",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1284,
      yearBuilt: 2008,
      mlsNumber: "1017736",
      listingAgentName: "Karen Sidhu",
      brokerageName: "Harbourside Realty Group (Nanaimo)",
      geo: { lat: 49.20214, lng: -123.99117 },
    },
  },
  {
    name: "ho26-royallepage-fourplex-lethbridge",
    site: "royallepage.ca",
    set: "held-out-26",
    traps: "a four-plex in Lethbridge: 'Multi-Family' with 'Fourplex'; bedrooms given per unit ('2 per unit') and in total (8); four units' rents and a gross income beside the price; 'Lot Size 7,000 sqft' with '50 x 140'; the Alberta 'A' MLS® number; the London Road neighbourhood; the agent, her office and its address; a mortgage calculator; other Royal LePage listings",
    pageUrl: "https://www.royallepage.ca/en/property/alberta/lethbridge/1214-6-avenue-south/25118340/mlsA2271588/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1214 6 Avenue South, Lethbridge, AB T1J 1B8 | A2271588 | Royal LePage</title>
<meta name="description" content="Multi-Family for sale: 1214 6 Avenue South, Lethbridge, Alberta - $829,000 - 8 bedrooms, 4 bathrooms.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1214 6 Avenue South", address: { "@type": "PostalAddress", streetAddress: "1214 6 Avenue South", addressLocality: "Lethbridge", addressRegion: "AB", postalCode: "T1J 1B8" }, geo: { "@type": "GeoCoordinates", latitude: 49.68951, longitude: -112.82077 } })}
</head><body>
<header class="rlp-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Find a Property</a><a href="/en/agent/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-price"><span class="price">$829,000</span> <span class="currency">CAD</span></div>
<h1 class="address-1">1214 6 Avenue South</h1><p class="address-2">Lethbridge, Alberta T1J 1B8</p>
<ul class="beds-baths"><li><span>8</span> Bedrooms</li><li><span>4</span> Bathrooms</li><li><span>3,520</span> sqft</li></ul>
<section class="property-features"><h2>Property Details</h2>
<dl>
<dt>MLS® #</dt><dd>A2271588</dd>
<dt>Property Type</dt><dd>Multi-Family</dd>
<dt>Building Type</dt><dd>Fourplex</dd>
<dt>Bedrooms</dt><dd>8 (2 per unit)</dd>
<dt>Bathrooms</dt><dd>4 (1 per unit)</dd>
<dt>Year Built</dt><dd>1979</dd>
<dt>Lot Size</dt><dd>7,000 sqft (50 x 140)</dd>
<dt>Neighbourhood</dt><dd>London Road</dd>
<dt>Gross Annual Income</dt><dd>$57,600</dd>
<dt>Taxes</dt><dd>$6,214 (2026)</dd>
</dl></section>
<section class="description"><p>Fully rented four-plex two blocks from the hospital: four two-bedroom units at $1,150 to $1,250 a month, separate meters, off-street parking for six. Roof 2021, two furnaces 2023.</p></section>
<section class="unit-breakdown"><h2>Unit Breakdown</h2>
<table><tr><th>Unit</th><th>Bedrooms</th><th>Bathrooms</th><th>Rent</th><th>Lease</th></tr>
<tr><td>1214A (main, north)</td><td>2</td><td>1</td><td>$1,250 / month</td><td>Month to month</td></tr>
<tr><td>1214B (main, south)</td><td>2</td><td>1</td><td>$1,200 / month</td><td>Jun 30, 2027</td></tr>
<tr><td>1216A (lower, north)</td><td>2</td><td>1</td><td>$1,150 / month</td><td>Month to month</td></tr>
<tr><td>1216B (lower, south)</td><td>2</td><td>1</td><td>$1,200 / month</td><td>Mar 31, 2027</td></tr></table></section>
<section class="building-features"><h2>Building</h2><ul><li>Construction: Wood frame</li><li>Foundation: Poured concrete</li><li>Heating: Forced air, natural gas (2 furnaces)</li><li>Parking: Off-street, 6 stalls</li><li>Zoning: R-37</li></ul></section>
<div class="calculator">Monthly payment: $3,910 at 4.79%</div>
<section class="agent-card"><p class="agent-name">Marisol Ferreira</p><p class="agent-title">REALTOR®</p><p class="office-name">Royal LePage South Country</p><p class="office-address">425 Mayor Magrath Drive South, Lethbridge, AB T1J 3L8</p></section>
<section class="other-listings"><h2>More Royal LePage listings in Lethbridge</h2>
<div class="card"><span class="card-price">$612,000</span> 1608 9 Avenue South · Duplex</div>
<div class="card"><span class="card-price">$1,149,000</span> 320 13 Street North · Sixplex</div></section>
</main>
<footer><p>Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc., 39 Wynford Drive, Toronto, ON M3C 3K5. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 829000 },
      propertyKind: "plex",
      street: "1214 6 Avenue South",
      city: "Lethbridge",
      province: "AB",
      postalCode: "T1J 1B8",
      neighbourhood: "London Road",
      bedrooms: 8,
      bathrooms: 4,
      squareFootage: 3520,
      lot: { value: 7000, unit: "ft2" },
      yearBuilt: 1979,
      mlsNumber: "A2271588",
      listingAgentName: "Marisol Ferreira",
      brokerageName: "Royal LePage South Country",
      geo: { lat: 49.68951, lng: -112.82077 },
    },
  },
  {
    name: "ho26-kijiji-life-lease-regina",
    site: "kijiji.ca",
    set: "held-out-26",
    traps: "a life-lease suite in a Regina seniors' building posted by its holder on Kijiji: the entry fee '$174,900' as the ad's price beside a monthly fee '$612/month'; 'Suite 308' before the address; 'Apartment' as the unit type; '2 Bedrooms' with 'Den'; 'Size (sqft) 1,040'; Kijiji's ad id (no MLS®); the poster's first name only; the Lakeview neighbourhood in the description; other ads with their prices",
    pageUrl: "https://www.kijiji.ca/v-condo-for-sale/regina/life-lease-suite-308-55-plus-lakeview/1718842095",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Life Lease Suite 308 - 55+ Building, Lakeview | Condos for Sale | Regina | Kijiji</title>
<meta name="description" content="Life lease, 2 bed + den, 1,040 sq ft, underground parking. Entry fee $174,900, monthly fee $612.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Life Lease Suite 308 - 55+ Building, Lakeview", offers: { "@type": "Offer", price: "174900.00", priceCurrency: "CAD" } })}
</head><body>
<header class="kj-header"><a href="/">Kijiji</a><nav><a href="/b-real-estate/regina/c34l1700326">Real Estate in Regina</a><a href="/t-post-ad">Post ad</a></nav></header>
<main class="vip">
<ol class="breadcrumbs"><li>Regina</li><li>Real Estate</li><li>For Sale</li><li>Condo</li></ol>
<h1 class="title">Life Lease Suite 308 - 55+ Building, Lakeview</h1>
<div class="price"><span>$174,900</span></div>
<div class="location"><span class="address">Suite 308 - 3410 Albert Street, Regina, SK S4S 3N9</span></div>
<div class="posted">Posted 3 days ago · Ad ID 1718842095</div>
<ul class="attributes">
<li><dt>Unit Type</dt><dd>Apartment</dd></li>
<li><dt>Bedrooms</dt><dd>2</dd></li>
<li><dt>Bathrooms</dt><dd>1</dd></li>
<li><dt>Size (sqft)</dt><dd>1,040</dd></li>
<li><dt>Parking Included</dt><dd>1</dd></li>
<li><dt>For Sale By</dt><dd>Owner</dd></li>
</ul>
<div class="description"><h2>Description</h2><p>Life lease (not a condo title) in a quiet 55+ building in Lakeview. The entry fee of $174,900 is refundable under the lease terms; the monthly fee of $612 covers heat, water, building insurance and the guest suite. 2 bedrooms plus den, one full bath, south balcony, heated underground stall and a storage locker. Building opened in 2009. Board approval required. Call Gord, no agents please.</p></div>
<section class="safety"><h3>Stay safe on Kijiji</h3><ul><li>Meet in a public place and bring someone with you.</li><li>Never send money before seeing the property and the lease documents.</li><li>Be wary of offers that seem too good to be true.</li></ul></section>
<section class="more-info"><h3>More info</h3><ul><li>Agreement Type: Life Lease</li><li>Move-In Date: January 1, 2027</li><li>Pet Friendly: Limited</li><li>Laundry (In Unit): Yes</li><li>Elevator in Building: Yes</li><li>Air Conditioning: Yes</li><li>Balcony: Yes</li><li>Storage Space: Yes</li></ul></section>
<div class="poster">Posted by <span class="name">Gord</span> · On Kijiji since 2014</div>
<section class="similar"><h2>Similar ads</h2>
<div class="card"><span class="card-price">$239,000</span> 2 bed condo, Whitmore Park</div>
<div class="card"><span class="card-price">$1,850</span> 2 bed apartment for rent, Cathedral</div></section>
</main>
<section class="map"><h3>Location</h3><p>Suite 308 - 3410 Albert Street, Regina, SK S4S 3N9</p><a href="https://www.google.com/maps/search/?api=1&amp;query=3410+Albert+Street+Regina">View map</a></section>
<section class="poster-ads"><h3>Other ads from this poster</h3><div class="card"><span class="card-price">$45</span> Patio chairs (set of 2)</div><div class="card"><span class="card-price">Please Contact</span> Moving boxes, free</div></section>
<nav class="footer-links"><a href="/about">About Kijiji</a><a href="/help">Help Desk</a><a href="/safety">Safety Centre</a><a href="/policies">Policies</a><a href="/kijijiautos">Kijiji Autos</a><a href="/careers">Careers</a></nav>
<footer><p>Kijiji Canada Ltd. Use of this site constitutes acceptance of our Terms of Use and Privacy Policy.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 174900 },
      propertyKind: "condo",
      street: "Suite 308 - 3410 Albert Street",
      city: "Regina",
      province: "SK",
      postalCode: "S4S 3N9",
      neighbourhood: "Lakeview",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1040,
      yearBuilt: 2009,
    },
  },
];
