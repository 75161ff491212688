/**
 * Fourth held-out corpus, English-Canadian sites, in property types, page generations and provinces the first three
 * corpora do not model: a BC strata apartment on realtor.ca (the board's land-size bucket on a condo, a "Personal Real
 * Estate Corporation" under the agent's name, a static map), a HouseSigma sold listing (sold and listed prices side by
 * side), a Royal LePage acreage in a rural Alberta county, a PropertyGuys private sale in New Brunswick (the site's own
 * listing id, the franchise office in the footer), a condos.ca lease and a redfin.ca condo (Redfin's estimate, its own
 * agents, a JSON-LD type that says house). Addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_4_CANADA: ListingPage[] = [
  {
    name: "h4-realtor-ca-strata-kelowna",
    site: "realtor.ca",
    set: "held-out-4",
    traps: "BC strata apartment: '#305 1580 WATER Street' in capitals; 'Land Size 0|under 1/2 acre' on a condo (no lot); 'Bathrooms (Total) 2'; maintenance fee monthly; agent's 'Personal Real Estate Corporation' line; office card with its own Kelowna address; coordinates only in a static map image; JSON-LD sku",
    pageUrl: "https://www.realtor.ca/real-estate/28311452/305-1580-water-street-kelowna-kelowna-north",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>For sale: #305 1580 WATER Street, Kelowna, British Columbia V1Y1J8 - 10321456 | REALTOR.ca</title>
<meta name="description" content="For sale: #305 1580 WATER Street, Kelowna, British Columbia V1Y1J8 - 10321456. Lake-facing two bedroom, two bath corner suite in the heart of downtown...">
<meta property="og:title" content="#305 1580 WATER Street, Kelowna, British Columbia V1Y1J8">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638700123456780000/reb11/highres/6/10321456_1.jpg">
${ld({ "@context": "http://schema.org", "@type": ["Product", "RealEstateListing"], name: "#305 1580 WATER Street", sku: "28311452", offers: { "@type": "Offer", price: "549900.00", priceCurrency: "CAD", availability: "http://schema.org/InStock" } })}
</head><body>
<header><nav><a href="/map">Map</a><a href="/bc/kelowna/real-estate">Kelowna real estate</a><a href="/commercial">Commercial</a></nav></header>
<div id="listingDetailsTopCon">
<div id="listingPrice"><div id="listingPriceValue">$549,900</div></div>
<h1 id="listingAddress" class="listingAddress">#305 1580 WATER Street<br>Kelowna, British Columbia V1Y1J8</h1>
<div id="listingMLSNumberCon"><span class="listingMLSNumberLabel">MLS® Number: </span><span id="MLNumberVal">10321456</span></div>
<div class="listingIconCon"><div class="listingIconNum">2</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">1045 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDescriptionCon"><div class="propertyDescriptionCon">Lake-facing two bedroom, two bath corner suite in the heart of downtown. Nine-foot ceilings, quartz kitchen, covered deck, one secure parking stall and a storage locker. Pets allowed with restrictions; rentals allowed (minimum 30 days). Steps to the boardwalk, the Delta Grand and Prospera Place.</div></div>
<div id="propertyDetailsSectionContentCon">
<h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Apartment</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Kelowna North</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Strata</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">0|under 1/2 acre</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">2009</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Maintenance Fees</div><div class="propertyDetailsSectionContentValue">$412.50 Monthly</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$2,871.44</div></div>
<h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Interior Floor Space</div><div class="propertyDetailsSectionContentValue">1045 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Amenities</div><div class="propertyDetailsSectionContentValue">Whirlpool, Exercise Centre, Storage - Locker</div></div>
</div>
<div id="listingMapCon"><img class="staticMap" alt="Map of the listing" src="https://maps.googleapis.com/maps/api/staticmap?center=49.887112,-119.496023&amp;zoom=15&amp;size=640x300&amp;markers=49.887112,-119.496023"></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><div class="realtorCardName">Dana Kowalchuk</div><div class="realtorCardTitle">Personal Real Estate Corporation</div><div class="realtorCardPhone">250-555-0142</div></div>
<div id="OfficeCard-71204" class="officeCardCon"><div class="officeCardName">Coldwell Banker Horizon Realty</div><div class="officeCardDesignation">Brokerage</div><div class="officeCardAddress">1470 Harvey Avenue<br>Kelowna, British Columbia V1Y6E9</div><div class="officeCardPhone">250-555-0100</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "condo",
      street: "#305 1580 WATER Street",
      city: "Kelowna",
      neighbourhood: "Kelowna North",
      province: "BC",
      postalCode: "V1Y 1J8",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1045,
      yearBuilt: 2009,
      mlsNumber: "10321456",
      listingAgentName: "Dana Kowalchuk",
      brokerageName: "Coldwell Banker Horizon Realty",
      geo: { lat: 49.887112, lng: -119.496023 },
    },
  },
  {
    name: "h4-housesigma-sold-townhouse",
    site: "housesigma.com",
    set: "held-out-4",
    traps: "a sold listing: 'Sold $1,072,000' beside 'Listed $999,900' (the list price is the listing's price); SigmaEstimate and rent estimate; 'Att/Row/Twnhouse'; beds '3+1'; size range; lot 'frontage x depth'; the listing brokerage; community; state with price_sold before price",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/3127-ferguson-crescent/home/Wk2q7pLx3mJ9vR1d/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3127 Ferguson Crescent, Mississauga, ON L5M 6T4 | Sold W11345678 | HouseSigma</title>
<meta name="description" content="3127 Ferguson Crescent, Mississauga sold for $1,072,000 (listed at $999,900). 3+1 bedrooms, 4 bathrooms townhouse in Churchill Meadows. MLS® W11345678.">
<meta property="og:title" content="3127 Ferguson Crescent, Mississauga | Sold $1,072,000">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/678/W11345678.jpg">
<script>window.__INITIAL_STATE__ = ${JSON.stringify({ listing: { house: { id_listing: "Wk2q7pLx3mJ9vR1d", ml_num: "W11345678", address: "3127 Ferguson Crescent", municipality_name: "Mississauga", community_name: "Churchill Meadows", province: "ON", postal_code: "L5M 6T4", status: "Sold", price_sold: "1072000", price: "999900", date_end: "2025-03-14", house_type_name: "Att/Row/Twnhouse", bedroom_string: "3+1", washroom: 4, house_area: { estimate: 1780, area: "1500-2000" }, land: { front: 20.01, depth: 98.43, unit: "Feet" }, map: { lat: 43.54198, lon: -79.73312 }, brokerage_text: "Listing Brokerage: Royal LePage Signature Realty" }, analytics: { estimate_price: "1088000", estimate_rent: "3650" }, listing_history: [{ date_start: "2025-03-08", date_end: "2025-03-14", price: "$999,900", status: "Sold", price_sold: "$1,072,000" }, { date_start: "2019-06-02", date_end: "2019-06-20", price: "$749,000", status: "Sold", price_sold: "$738,500" }] } })};</script>
</head><body>
<div id="app">
<header class="hs-header"><a href="/on/">Ontario</a><a href="/on/mississauga-real-estate/">Mississauga</a><a href="/on/map/">Map</a></header>
<div class="listing-header">
<div class="status-tag sold">Sold</div>
<div class="price-info"><div class="price-sold"><span class="label">Sold</span><span class="value">$1,072,000</span></div><div class="price-list"><span class="label">Listed</span><span class="value">$999,900</span></div><div class="sold-date">Sold on 2025-03-14 · 6 days on market</div></div>
<h1 class="address">3127 Ferguson Crescent</h1>
<div class="address-sub">Churchill Meadows, Mississauga, ON L5M 6T4</div>
</div>
<div class="key-facts">
<h2>Key Facts</h2>
<div class="row"><span class="k">Listing #</span><span class="v">W11345678</span></div>
<div class="row"><span class="k">Property Type</span><span class="v">Townhouse, Att/Row/Twnhouse</span></div>
<div class="row"><span class="k">Bedrooms</span><span class="v">3+1</span></div>
<div class="row"><span class="k">Bathrooms</span><span class="v">4</span></div>
<div class="row"><span class="k">Size</span><span class="v">1500-2000 feet²</span></div>
<div class="row"><span class="k">Lot Size</span><span class="v">20.01 x 98.43 Feet</span></div>
<div class="row"><span class="k">Tax</span><span class="v">$5,102 / 2024</span></div>
<div class="row"><span class="k">Community</span><span class="v">Churchill Meadows</span></div>
</div>
<div class="estimate-card"><h3>SigmaEstimate</h3><div class="v">$1,088,000</div><div class="sub">Estimated rent: $3,650/month</div></div>
<div class="listing-history"><h2>Listing History</h2><table><tr><td>2025-03-08</td><td>2025-03-14</td><td>Sold</td><td>$999,900</td><td>$1,072,000</td></tr><tr><td>2019-06-02</td><td>2019-06-20</td><td>Sold</td><td>$749,000</td><td>$738,500</td></tr></table></div>
<div class="description"><h2>Description</h2><p>Freehold end unit townhouse backing onto green space. 3 bedrooms up plus a finished basement with a fourth bedroom and full bath; 9' ceilings on the main floor, updated kitchen with walk-out to a fenced yard. Close to Churchill Meadows Community Centre, Erin Centre schools and the 403.</p></div>
<div class="brokerage">Listing Brokerage: Royal LePage Signature Realty</div>
<div class="similar"><h2>Similar Sold Nearby</h2><a href="/on/mississauga-real-estate/5621-freshwater-drive/home/x1/">5621 Freshwater Drive · Sold $1,015,000</a></div>
</div>
<footer>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4</footer>
</body></html>`,
    expected: {
      price: { amount: 999900 },
      propertyKind: "townhouse",
      street: "3127 Ferguson Crescent",
      city: "Mississauga",
      neighbourhood: "Churchill Meadows",
      province: "ON",
      postalCode: "L5M 6T4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 1969.58, unit: "ft2" },
      mlsNumber: "W11345678",
      brokerageName: "Royal LePage Signature Realty",
      geo: { lat: 43.54198, lng: -79.73312 },
    },
  },
  {
    name: "h4-royallepage-acreage-rockyview",
    site: "royallepage.ca",
    set: "held-out-4",
    traps: "rural Alberta acreage: 'Rural Rocky View County' as the city; a range-road address; 'Land Size 19.87 Acres'; bedrooms above and below grade on separate rows; full and half baths; Calgary board's 'A' MLS® format; distance to the city in the description; similar listings with prices",
    pageUrl: "https://www.royallepage.ca/en/property/alberta/rural-rocky-view-county/244127-range-road-33/24781234/mlsA2198765/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>244127 Range Road 33, Rural Rocky View County, AB T3Z 2E3 | A2198765 | Royal LePage</title>
<meta name="description" content="Acreage for sale: 244127 Range Road 33, Rural Rocky View County, Alberta. 19.87 acres with a 3+1 bedroom walkout bungalow, 12 minutes to Calgary.">
<meta property="og:image" content="https://rlp.jumplisting.com/photos/24/78/12/34/24781234_1.jpg">
</head><body>
<header class="site-header"><nav><a href="/en/search/homes/">Find a Home</a><a href="/en/agent/">Find an Agent</a><a href="/en/office/">Find an Office</a></nav></header>
<main class="property-details">
<section class="property-hero">
<div class="property-hero__price"><span class="price">$1,249,000</span></div>
<h1 class="property-hero__address"><span class="address-1">244127 Range Road 33</span> <span class="address-2">Rural Rocky View County, Alberta T3Z 2E3</span></h1>
<ul class="property-hero__stats"><li>3+1 Beds</li><li>2.5 Baths</li><li>2,184 sq. ft.</li><li>19.87 Acres</li></ul>
</section>
<section class="property-features">
<h2>Property Details</h2>
<ul class="features-list">
<li><span class="label">MLS® #:</span> <span class="value">A2198765</span></li>
<li><span class="label">Property Type:</span> <span class="value">Residential</span></li>
<li><span class="label">Building Type:</span> <span class="value">House</span></li>
<li><span class="label">Style:</span> <span class="value">Acreage with Residence, Bungalow</span></li>
<li><span class="label">Bedrooms Above Grade:</span> <span class="value">3</span></li>
<li><span class="label">Bedrooms Below Grade:</span> <span class="value">1</span></li>
<li><span class="label">Full Bathrooms:</span> <span class="value">2</span></li>
<li><span class="label">Half Bathrooms:</span> <span class="value">1</span></li>
<li><span class="label">Living Area:</span> <span class="value">2,184 sq. ft.</span></li>
<li><span class="label">Land Size:</span> <span class="value">19.87 Acres</span></li>
<li><span class="label">Year Built:</span> <span class="value">1998</span></li>
<li><span class="label">Water Supply:</span> <span class="value">Well</span></li>
<li><span class="label">Sewer:</span> <span class="value">Septic Field</span></li>
<li><span class="label">Annual Taxes:</span> <span class="value">$4,915 (2024)</span></li>
</ul>
</section>
<section class="property-description"><h2>Description</h2><p>Private 19.87 acres with mountain views, 12 minutes west of Calgary city limits. Walkout bungalow with vaulted great room, 3 bedrooms on the main and a fourth in the walkout, heated triple garage and a 40' x 60' shop. Fenced and cross-fenced for horses; Springbank schools.</p></section>
<aside class="agent-card">
<h3>Listing Agent</h3>
<div class="agent-card__name">Curtis Halvorsen</div>
<div class="agent-card__title">Associate</div>
<div class="agent-card__office">Royal LePage Benchmark</div>
<div class="agent-card__office-address">#100, 1450 Kingsway Blvd SW, Calgary, AB T2W 5B2</div>
</aside>
<section class="similar-listings"><h2>Similar Properties</h2>
<div class="card"><span class="price">$1,185,000</span><span>31 Bearspaw Meadows Way, Rural Rocky View County</span></div>
<div class="card"><span class="price">$1,390,000</span><span>254021 Range Road 32, Rural Rocky View County</span></div>
</section>
</main>
<footer><p>Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1249000 },
      propertyKind: "house",
      street: "244127 Range Road 33",
      city: "Rocky View County",
      province: "AB",
      postalCode: "T3Z 2E3",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2184,
      lot: { value: 19.87, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "A2198765",
      listingAgentName: "Curtis Halvorsen",
      brokerageName: "Royal LePage Benchmark",
    },
  },
  {
    name: "h4-propertyguys-private-moncton",
    site: "propertyguys.com",
    set: "held-out-4",
    traps: "private sale: 'Listing ID 384512' is the site's id, not an MLS® number; no agent or brokerage (the seller's first name; the franchise office with its Moncton address and postal code in the footer); 'Bathrooms 1 Full, 1 Half'; lot in acres; coordinates in the map's data attributes",
    pageUrl: "https://propertyguys.com/listing/384512/57-birchmount-crescent-moncton-nb",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>57 Birchmount Crescent, Moncton, NB - Split Entry For Sale By Owner | PropertyGuys.com</title>
<meta name="description" content="Private sale: 57 Birchmount Crescent, Moncton, NB E1G 3R8. 3 bed, 1.5 bath split entry on a 0.29 acre lot. Listing ID 384512.">
<meta property="og:image" content="https://cdn.propertyguys.com/listings/384512/photo-1.jpg">
</head><body>
<header class="pg-header"><a href="/">PropertyGuys.com</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/franchise">Own a Franchise</a></nav></header>
<main class="listing">
<div class="listing-top">
<div class="listing-id">Listing ID: 384512</div>
<div class="listing-price">$329,900</div>
<h1 class="listing-address">57 Birchmount Crescent</h1>
<div class="listing-city">Moncton, NB E1G 3R8</div>
</div>
<div class="listing-specs">
<div class="spec"><div class="spec-label">Property Type</div><div class="spec-value">Single Family Home</div></div>
<div class="spec"><div class="spec-label">Style</div><div class="spec-value">Split Entry</div></div>
<div class="spec"><div class="spec-label">Bedrooms</div><div class="spec-value">3</div></div>
<div class="spec"><div class="spec-label">Bathrooms</div><div class="spec-value">1 Full, 1 Half</div></div>
<div class="spec"><div class="spec-label">Square Footage</div><div class="spec-value">1,380</div></div>
<div class="spec"><div class="spec-label">Lot Size</div><div class="spec-value">0.29 Acres</div></div>
<div class="spec"><div class="spec-label">Year Built</div><div class="spec-value">1986</div></div>
<div class="spec"><div class="spec-label">Property Taxes</div><div class="spec-value">$3,488</div></div>
</div>
<div class="listing-description"><h2>About this home</h2><p>Well kept split entry in the north end on a quiet crescent. Three bedrooms up, updated kitchen (2021), heat pump, and a finished lower level with family room and half bath. Paved driveway, detached 16x24 garage, mature trees. Walk to Bernice MacNaughton and the Mapleton trails.</p></div>
<div id="listing-map" class="map" data-lat="46.11754" data-lng="-64.81492"></div>
<div class="contact-seller"><h3>Contact the seller</h3><div class="seller-name">Marc</div><button>Send a message</button><button>Book a showing</button></div>
</main>
<footer class="pg-footer"><div class="franchise">Your local PropertyGuys.com office: PropertyGuys.com Moncton, 1273 Main Street, Moncton, NB E1C 1H9</div><p>PropertyGuys.com Inc. is not a real estate brokerage. © 2025 PropertyGuys.com</p></footer>
</body></html>`,
    expected: {
      price: { amount: 329900 },
      propertyKind: "house",
      street: "57 Birchmount Crescent",
      city: "Moncton",
      province: "NB",
      postalCode: "E1G 3R8",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1380,
      lot: { value: 0.29, unit: "acres" },
      yearBuilt: 1986,
      geo: { lat: 46.11754, lng: -64.81492 },
    },
  },
  {
    name: "h4-condos-ca-lease-toronto",
    site: "condos.ca",
    set: "held-out-4",
    traps: "a lease: '$2,650/mo' with the building's average rent beside it; '1+1 Bed'; size range; maintenance fees shown as '-' (none for a lease); building name line; neighbourhood link; the listing brokerage; condos.ca's own brokerage in the footer; __NEXT_DATA__ with the rent as price and a 'lease' type",
    pageUrl: "https://condos.ca/toronto/max-condos-251-jarvis-st/unit-1412-C9876543",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1412 - 251 Jarvis St, Toronto | For Lease $2,650 | C9876543 | Condos.ca</title>
<meta name="description" content="1 + 1 bed, 1 bath condo for lease at Max Condos, 251 Jarvis St, Toronto. $2,650/month. MLS® C9876543.">
<meta property="og:image" content="https://condos-media.s3.amazonaws.com/listings/C9876543/1.jpg">
${nextData({ props: { pageProps: { listing: { mls_number: "C9876543", transaction_type: "lease", price: 2650, unit: "1412", address: "251 Jarvis St", city: "Toronto", beds: "1+1", baths: 1, size_range: "600-699", exposure: "S", lat: 43.65691, lng: -79.37412, listing_brokerage: "Chestnut Park Real Estate Limited, Brokerage" }, building: { name: "Max Condos", address: "251 Jarvis St", neighbourhood: "Church St. Corridor", avg_rent_1_1: 2540, avg_price_per_sqft: 1010 } } } })}
</head><body>
<header><a href="/">Condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a></nav></header>
<main>
<div class="styles___ListingHeader">
<div class="styles___Price">$2,650<span>/mo</span></div>
<div class="styles___Status">For Lease</div>
<h1 class="styles___Address">1412 - 251 Jarvis St</h1>
<div class="styles___Building"><a href="/toronto/max-condos-251-jarvis-st">Max Condos</a> · <a href="/toronto/church-st-corridor">Church St. Corridor</a>, Toronto</div>
<div class="styles___Facts"><span>1+1 Bed</span><span>1 Bath</span><span>600-699 sqft</span><span>S Exposure</span></div>
</div>
<section class="styles___Details"><h2>Details</h2>
<div><span>MLS®</span><span>C9876543</span></div>
<div><span>Type</span><span>Condo Apt</span></div>
<div><span>Maint. Fees</span><span>-</span></div>
<div><span>Parking</span><span>None</span></div>
<div><span>Locker</span><span>Owned</span></div>
<div><span>Furnished</span><span>No</span></div>
<div><span>Possession</span><span>Immediate</span></div>
</section>
<section class="styles___Insights"><h2>Building Insights</h2><div>Avg. rent for a 1+1 at Max Condos: <strong>$2,540/mo</strong></div><div>Avg. price per sqft: $1,010</div></section>
<section class="styles___Description"><h2>Description</h2><p>South-facing 1 bed plus den with a sliding door (usable as a second bedroom), floor-to-ceiling windows and a long balcony. Locker included. Tenant pays hydro. Steps to TMU, the Eaton Centre and the subway. Available immediately; one-year lease.</p></section>
<div class="styles___Brokerage">Listing Brokerage: Chestnut Park Real Estate Limited, Brokerage</div>
</main>
<footer><p>Condos.ca Inc., Brokerage. 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7. Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "1412 - 251 Jarvis St",
      city: "Toronto",
      neighbourhood: "Church St. Corridor",
      province: "ON",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "C9876543",
      brokerageName: "Chestnut Park Real Estate Limited, Brokerage",
      geo: { lat: 43.65691, lng: -79.37412 },
    },
  },
  {
    name: "h4-redfin-ca-condo-vancouver",
    site: "redfin.ca",
    set: "held-out-4",
    traps: "Redfin's estimate and monthly payment beside the price; price per sq. ft.; strata fee; JSON-LD calls the condo a SingleFamilyResidence while the facts say 'Condo'; 'Listed by' line with the agent and brokerage; Redfin's own agent card ('Redfin Agent'); the street as '1188 Howe St #1803'; MLS# in the meta description",
    pageUrl: "https://www.redfin.ca/bc/vancouver/1188-Howe-St-V6Z-2S8/unit-1803/home/189245671",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1188 Howe St #1803, Vancouver, BC V6Z 2S8 | MLS# R2934567 | Redfin</title>
<meta name="description" content="1188 Howe St #1803, Vancouver, BC V6Z 2S8 is a 2 bedroom, 2 bathroom, 863 sq. ft. condo. MLS# R2934567. Listed for $749,000.">
<meta property="og:image" content="https://ssl.cdn-redfin.com/photo/rent/ca/1/bigphoto/567/R2934567_0.jpg">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "1188 Howe St #1803", url: "https://www.redfin.ca/bc/vancouver/1188-Howe-St-V6Z-2S8/unit-1803/home/189245671", address: { "@type": "PostalAddress", streetAddress: "1188 Howe St #1803", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6Z 2S8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.27836, longitude: -123.12571 }, numberOfRooms: 2, floorSize: { "@type": "QuantitativeValue", value: 863, unitCode: "FTK" } })}
</head><body class="HomeDetailsPage">
<header><a href="/">Redfin</a><nav><a href="/bc/vancouver">Vancouver</a><a href="/buy">Buy</a><a href="/real-estate-agents">Agents</a></nav></header>
<div id="content">
<div class="AddressBannerSectionV2"><h1 class="full-address"><div class="street-address">1188 Howe St #1803</div><div class="bp-cityStateZip">Vancouver, BC V6Z 2S8</div></h1></div>
<div class="home-main-stats-variant"><div class="stat-block price-section"><div class="statsValue">$749,000</div><div class="statsLabel">Price</div></div><div class="stat-block beds-section"><div class="statsValue">2</div><div class="statsLabel">Beds</div></div><div class="stat-block baths-section"><div class="statsValue">2</div><div class="statsLabel">Baths</div></div><div class="stat-block sqft-section"><div class="statsValue">863</div><div class="statsLabel">Sq. Ft.</div></div></div>
<div class="est-payment">Est. $4,102/mo <a href="#mortgage">Get pre-approved</a></div>
<div class="keyDetailsList">
<div class="keyDetails-row"><span class="valueType">Property Type</span><span class="valueText">Condo</span></div>
<div class="keyDetails-row"><span class="valueType">Year Built</span><span class="valueText">2003</span></div>
<div class="keyDetails-row"><span class="valueType">Community</span><span class="valueText">Downtown VW</span></div>
<div class="keyDetails-row"><span class="valueType">Strata Fee</span><span class="valueText">$512/month</span></div>
<div class="keyDetails-row"><span class="valueType">Price/Sq.Ft.</span><span class="valueText">$868</span></div>
<div class="keyDetails-row"><span class="valueType">MLS#</span><span class="valueText">R2934567</span></div>
</div>
<div class="remarks"><h2>About this home</h2><p>Sub-penthouse two bedroom at the Howe Street tower with False Creek and mountain views, 9' ceilings, an updated kitchen and a split-bedroom plan. One parking and one locker. Concierge, gym and pool. Walk to Yaletown, the Canada Line and Granville Island ferries.</p></div>
<div class="listingContactSection">Listed by Amrit Dhillon • Sutton Group-West Coast Realty</div>
<div class="avmSection"><h3>Redfin Estimate for 1188 Howe St #1803</h3><div class="avm-value">$731,204</div></div>
<div class="agent-card redfin-agent"><div class="agent-name">Jessica Tran</div><div class="agent-title">Redfin Agent</div><div>Vancouver, BC</div></div>
<div class="nearby-homes"><h2>Nearby Homes for Sale</h2><div class="HomeCard"><span class="homecardV2Price">$689,000</span><div>1199 Seymour St #1507, Vancouver, BC V6B 1K3</div></div></div>
</div>
<footer>Redfin Canada. Redfin is a licensed real estate brokerage in British Columbia. Listings courtesy of the Real Estate Board of Greater Vancouver.</footer>
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "condo",
      street: "1188 Howe St #1803",
      city: "Vancouver",
      neighbourhood: "Downtown VW",
      province: "BC",
      postalCode: "V6Z 2S8",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 863,
      yearBuilt: 2003,
      mlsNumber: "R2934567",
      listingAgentName: "Amrit Dhillon",
      brokerageName: "Sutton Group-West Coast Realty",
      geo: { lat: 49.27836, lng: -123.12571 },
    },
  },
];
