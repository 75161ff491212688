/**
 * Twelfth held-out corpus, the Prairies, British Columbia and the United States: a Royal LePage bungalow in Calgary
 * with a new price after a reduction, a Kijiji room for rent in a shared house in Edmonton, a Zillow cabin with
 * seasonal road access in Montana, an Engel & Völkers waterfront house in West Vancouver with its price on request, a
 * Houseful half-duplex in Burnaby listed by a team, a Zoocasa boat-access cabin on Shuswap Lake and a LoopNet industrial
 * building in Saskatoon offered by tender. Addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiRoomAd = {
  __typename: "RealEstateListing", id: "1742209381", title: "Furnished room in 4 bedroom house near U of A - all inclusive",
  description: "Private furnished bedroom in a 4 bedroom, 2 bathroom house shared with three graduate students. Rent $725/month all inclusive (heat, power, wifi). Shared kitchen and laundry. Bathroom shared with one other tenant. Street parking. Damage deposit $400. Available December 1.",
  price: { __typename: "StandardAmountPrice", amount: 72500, type: "FIXED" }, categoryId: 36,
  location: { __typename: "ListingLocation", address: "Edmonton, AB T6G 1K9", name: "Edmonton", coordinates: { __typename: "Coordinates", latitude: 53.51604, longitude: -113.51233 } },
  attributes: { all: [
    { canonicalName: "furnished", canonicalValues: ["1"], values: ["Yes"] },
    { canonicalName: "roomtype", canonicalValues: ["private-room"], values: ["Private room"] },
    { canonicalName: "numberbathrooms", canonicalValues: ["10"], values: ["Shared"] },
    { canonicalName: "petsallowed", canonicalValues: ["0"], values: ["No"] },
  ] },
  posterInfo: { __typename: "PosterInfo", posterId: "60118273", sellerName: "Mandeep", sellerType: "OWNER", memberSince: "2019" },
};

const zillowCabin = {
  zpid: 2071543389, homeStatus: "FOR_SALE", homeType: "SINGLE_FAMILY", price: 425000, currency: "USD", streetAddress: "318 Larch Hollow Rd", city: "Seeley Lake", state: "MT", zipcode: "59868",
  address: { streetAddress: "318 Larch Hollow Rd", city: "Seeley Lake", state: "MT", zipcode: "59868", neighborhood: null },
  bedrooms: 2, bathrooms: 1, livingArea: 864, livingAreaValue: 864, lotAreaValue: 4.87, lotAreaUnits: "Acres", yearBuilt: 1988, latitude: 47.20431, longitude: -113.47109,
  zestimate: 409700, rentZestimate: 1650, listingDataSource: "MONTANA", mlsid: "30041782",
  attributionInfo: { agentName: "Rylee Kowalchuk", agentPhoneNumber: "406-555-0134", brokerName: "Clearwater Valley Realty", brokerPhoneNumber: "406-555-0100", mlsName: "Montana Regional MLS", mlsId: "30041782" },
  resoFacts: { homeType: "Cabin", bedrooms: 2, bathroomsFull: 1, roadSurfaceType: ["Gravel"], roadFrontageType: ["Seasonal"], waterSource: ["Well"], sewer: ["Septic Tank"] },
  priceHistory: [{ date: "2026-10-20", event: "Listed for sale", price: 425000 }, { date: "2009-07-14", event: "Sold", price: 186000 }],
  nearbyHomes: [{ zpid: 2071543390, price: 389000, address: { streetAddress: "340 Larch Hollow Rd" } }, { zpid: 2071544112, price: 615000, address: { streetAddress: "12 Boy Scout Rd" } }],
};

const loopnetState = {
  listingId: "39117452", listingType: "ForSale", saleType: "Tender", askingPrice: null, priceDisplay: "Unpriced",
  property: { address: "2215 Quebec Avenue", city: "Saskatoon", state: "SK", postalCode: "S7K 1W2", propertyType: "Industrial", subType: "Warehouse", buildingSizeSF: 18400, lotSizeAC: 1.9, yearBuilt: 1982, clearHeight: "22 FT", latitude: 52.15301, longitude: -106.66492 },
  brokers: [{ name: "Grant Yuzik", company: "Northstar Commercial Realty Ltd.", phone: "306-555-0147" }],
};

export const HELD_OUT_12_WEST: ListingPage[] = [
  {
    name: "h12-royallepage-bungalow-new-price-calgary",
    site: "royallepage.ca",
    set: "held-out-12",
    traps: "a 'New Price' ribbon: '$649,900' with 'Previously $685,000' and a price-history table; '3 + 2' bedrooms; 'Bathrooms 3' with '2 Full / 1 Half'; 'Land Size 5,500 sq ft'; the Calgary board's 'A2…' MLS® number; a mortgage calculator; the agent's card with his office's address; similar listings",
    pageUrl: "https://www.royallepage.ca/en/property/alberta/calgary/1924-48-avenue-sw/26118904/mlsa2271903/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1924 48 Avenue SW, Calgary, AB T2T 2T7 | A2271903 | Royal LePage</title>
<meta name="description" content="New price! 1924 48 Avenue SW, Calgary. 3 + 2 bedroom bungalow in Altadore for $649,900.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "1924 48 Avenue SW", offers: { "@type": "Offer", price: 649900, priceCurrency: "CAD" }, sku: "A2271903" })}
</head><body>
<div class="cookie-bar">We use cookies. <a href="/en/privacy/">Privacy policy</a> <button>OK</button></div>
<header class="rlp-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Find a Home</a><a href="/en/agent/">Find an Agent</a><a href="/fr/propriete/alberta/calgary/1924-48-avenue-sw/26118904/mlsa2271903/">Français</a></nav></header>
<main class="property-detail">
<div class="ribbon ribbon--new-price">New Price</div>
<h1 class="address-1">1924 48 Avenue SW</h1>
<p class="address-2">Calgary, Alberta T2T 2T7</p>
<div class="property-price">$649,900 <span class="previous-price">Previously $685,000</span></div>
<ul class="property-features"><li>3 + 2 Bedrooms</li><li>3 Bathrooms</li><li>1,142 sq ft</li></ul>
<table class="details-table">
<tr><th>MLS®#</th><td>A2271903</td></tr><tr><th>Property Type</th><td>Single Family, Detached</td></tr><tr><th>Style</th><td>Bungalow</td></tr>
<tr><th>Bathrooms</th><td>2 Full / 1 Half</td></tr><tr><th>Land Size</th><td>5,500 sq ft</td></tr><tr><th>Year Built</th><td>1956</td></tr>
<tr><th>Community</th><td>Altadore</td></tr><tr><th>Taxes</th><td>$3,992 (2026)</td></tr>
</table>
<section class="price-history"><h2>Price history</h2><table><tr><td>Sep 12, 2026</td><td>Listed</td><td>$685,000</td></tr><tr><td>Nov 9, 2026</td><td>Price reduced</td><td>$649,900</td></tr></table></section>
<div class="mortgage-calculator"><h3>Mortgage Calculator</h3><label>Purchase price <input value="649900"></label><label>Down payment <input value="129980"></label><p>Estimated payment: $2,914 / month</p></div>
<aside class="agent-card"><div class="agent-name">Marcus Delorme</div><div class="agent-title">REALTOR®</div><div class="agent-office">Royal LePage Benchmark</div><div class="agent-office-address">10800 Macleod Trail SE, Calgary, AB T2J 4L3</div><div class="agent-phone">403-555-0172</div></aside>
<section class="similar-listings"><h2>Similar properties</h2>
<div class="card"><span class="card-price">$719,000</span> 2207 47 Avenue SW, Calgary</div><div class="card"><span class="card-price">$599,500</span> 4412 19 Street SW, Calgary</div></section>
</main>
<footer><p>Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc. Each office independently owned and operated. 39 Wynford Drive, Toronto, ON M3C 3K5.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "house",
      street: "1924 48 Avenue SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T2T 2T7",
      neighbourhood: "Altadore",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1142,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1956,
      mlsNumber: "A2271903",
      listingAgentName: "Marcus Delorme",
      brokerageName: "Royal LePage Benchmark",
    },
  },
  {
    name: "h12-kijiji-room-for-rent-edmonton",
    site: "kijiji.ca",
    set: "held-out-12",
    traps: "a room for rent: '$725.00' a month for one private room in a '4 bedroom, 2 bathroom house' (the house's rooms, not the rental's); 'Bathrooms Shared'; the rent in cents in the Apollo state; a $400 damage deposit; the location as city and postal code only; an owner as poster; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-room-rental-roommate/edmonton/furnished-room-in-4-bedroom-house-near-u-of-a-all-inclusive/1742209381",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Furnished room in 4 bedroom house near U of A - all inclusive | Room Rentals &amp; Roommates | Edmonton | Kijiji</title>
<meta name="description" content="Private furnished bedroom in a 4 bedroom, 2 bathroom house shared with three graduate students. $725/month all inclusive.">
<script>window.__APOLLO_STATE__ = ${JSON.stringify({ "RealEstateListing:1742209381": kijijiRoomAd })};</script>
</head><body>
<header class="kj-header"><a href="/">Kijiji</a><nav><a href="/b-room-rental-roommate/edmonton/c36l1700203">Room Rentals &amp; Roommates</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-edmonton/l1700203">Edmonton</a> › <a href="/b-real-estate/edmonton/c34l1700203">Real Estate</a> › <a href="/b-room-rental-roommate/edmonton/c36l1700203">Room Rentals &amp; Roommates</a></nav>
<h1 class="title">Furnished room in 4 bedroom house near U of A - all inclusive</h1>
<div class="price"><span class="currentPrice">$725.00</span> <span class="priceSuffix">/ month</span></div>
<div class="location"><span class="address">Edmonton, AB T6G 1K9</span> <a href="#map">View map</a></div>
<ul class="attributes"><li><dt>Room type</dt><dd>Private room</dd></li><li><dt>Bathrooms</dt><dd>Shared</dd></li><li><dt>Furnished</dt><dd>Yes</dd></li><li><dt>Pet friendly</dt><dd>No</dd></li><li><dt>Available</dt><dd>December 1, 2026</dd></li></ul>
<div class="description"><h2>Description</h2><p>${kijijiRoomAd.description}</p></div>
<aside class="poster"><span class="name">Mandeep</span> <span class="type">Owner</span> <span class="since">On Kijiji since 2019</span></aside>
<section class="similar"><h2>Similar ads</h2>
<div class="card"><span class="price">$650.00</span> Room near Whyte Ave</div><div class="card"><span class="price">$1,450.00</span> 1 bedroom basement suite - Garneau</div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. 500 King Street West, Toronto, ON M5V 1L9. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 725, period: "month" },
      city: "Edmonton",
      province: "AB",
      postalCode: "T6G 1K9",
      bedrooms: 1,
      geo: { lat: 53.51604, lng: -113.51233 },
    },
  },
  {
    name: "h12-zillow-cabin-seasonal-road-montana",
    site: "zillow.com",
    set: "held-out-12",
    traps: "a cabin in Montana: `homeType` SINGLE_FAMILY with 'Cabin' in the facts; 'Road frontage: Seasonal'; `lotAreaValue` 4.87 in acres; Zestimate and rent Zestimate; a 2009 sale in the price history; nearby homes' prices in the same state; `attributionInfo` agent and broker; US dollars",
    pageUrl: "https://www.zillow.com/homedetails/318-Larch-Hollow-Rd-Seeley-Lake-MT-59868/2071543389_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318 Larch Hollow Rd, Seeley Lake, MT 59868 | MLS #30041782 | Zillow</title>
<meta name="description" content="318 Larch Hollow Rd, Seeley Lake, MT 59868 is a single-family home listed for-sale at $425,000. The 864 sq. ft. home is a 2 bed, 1 bath property.">
${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ [`ForSaleShopperPlatformFullRenderQuery{"zpid":${zillowCabin.zpid}}`]: { property: zillowCabin } }) } } } })}
</head><body>
<header class="zillow-nav"><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a></nav></header>
<main class="ds-home-details">
<span class="ds-status">For sale</span>
<span data-testid="price" class="ds-summary-row">$425,000</span>
<h1 class="ds-address">318 Larch Hollow Rd, Seeley Lake, MT 59868</h1>
<div class="ds-bed-bath-living-area"><span>2</span> bd <span>1</span> ba <span>864</span> sqft</div>
<div class="ds-estimate">Zestimate®: $409,700 · Rent Zestimate®: $1,650/mo</div>
<section class="ds-overview"><p>Log cabin on nearly five treed acres a short drive from the lake. Wood stove, loft, covered porch. The county road is gravel and plowed only to the mailbox cluster in winter; the last half mile is seasonal access. Well and septic.</p></section>
<section class="ds-facts"><h2>Facts &amp; features</h2><ul><li>Type: Cabin</li><li>Year built: 1988</li><li>Lot: 4.87 Acres</li><li>Road frontage: Seasonal</li><li>Road surface: Gravel</li><li>Heating: Wood stove, Propane</li></ul></section>
<section class="ds-price-history"><h2>Price history</h2><table><tr><td>10/20/2026</td><td>Listed for sale</td><td>$425,000</td></tr><tr><td>7/14/2009</td><td>Sold</td><td>$186,000</td></tr></table></section>
<div class="ds-listing-agent">Listed by: Rylee Kowalchuk 406-555-0134, Clearwater Valley Realty 406-555-0100</div>
<p class="ds-source">Source: Montana Regional MLS, MLS#: 30041782</p>
<section class="ds-nearby"><h2>Nearby homes</h2><div class="card">$389,000 · 340 Larch Hollow Rd</div><div class="card">$615,000 · 12 Boy Scout Rd</div></section>
</main>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 425000, currency: "USD" },
      propertyKind: "house",
      street: "318 Larch Hollow Rd",
      city: "Seeley Lake",
      province: "MT",
      postalCode: "59868",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 864,
      lot: { value: 4.87, unit: "acres" },
      yearBuilt: 1988,
      mlsNumber: "30041782",
      listingAgentName: "Rylee Kowalchuk",
      brokerageName: "Clearwater Valley Realty",
      geo: { lat: 47.20431, lng: -113.47109 },
    },
  },
  {
    name: "h12-engel-voelkers-price-on-request-west-vancouver",
    site: "engelvoelkers.com",
    set: "held-out-12",
    traps: "'Price on request' in place of a price, with the JSON-LD offer carrying no price; a currency selector; 'Living area approx. 5,870 sq ft' and 'Plot size approx. 0.61 acres'; 'Bedrooms 5', 'Bathrooms 6'; an 'E&V ID' (no MLS®); the shop's own address; other exclusive listings with prices",
    pageUrl: "https://www.engelvoelkers.com/en-ca/exposes/4410-marine-crescent-west-vancouver-w-02lq7c4/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Waterfront residence with private beach | West Vancouver | Engel &amp; Völkers</title>
<meta name="description" content="Contemporary waterfront residence on Marine Crescent, West Vancouver, with a private beach and guest house. Price on request.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Waterfront residence with private beach", numberOfRooms: 11, address: { "@type": "PostalAddress", streetAddress: "4410 Marine Crescent", addressLocality: "West Vancouver", addressRegion: "BC", postalCode: "V7W 1P4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.34512, longitude: -123.24188 } })}
</head><body>
<div class="ev-cookie">By continuing you agree to our use of cookies. <button>Accept all</button></div>
<header class="ev-header"><a href="/en-ca/">Engel &amp; Völkers</a><nav><a href="/en-ca/properties/">Buy</a><a href="/en-ca/shops/">Shops</a><select class="currency"><option>CAD</option><option>USD</option><option>EUR</option></select></nav></header>
<main class="ev-expose">
<h1 class="ev-exposee-title">Waterfront residence with private beach</h1>
<p class="ev-exposee-subtitle">4410 Marine Crescent, West Vancouver, BC V7W 1P4 · Caulfeild</p>
<div class="ev-key-facts">
<div class="ev-key-fact"><span class="ev-key-fact-title">Price</span><span class="ev-key-fact-value">Price on request</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-title">Bedrooms</span><span class="ev-key-fact-value">5</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-title">Bathrooms</span><span class="ev-key-fact-value">6</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-title">Living area approx.</span><span class="ev-key-fact-value">5,870 sq ft</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-title">Plot size approx.</span><span class="ev-key-fact-value">0.61 acres</span></div>
</div>
<ul class="ev-exposee-detail-facts"><li>Property type: Single-family house</li><li>Year of construction: 2015</li><li>E&amp;V ID: W-02LQ7C4</li></ul>
<div class="ev-exposee-text"><p>Set on a sheltered cove in Caulfeild, this residence by a noted West Coast architect opens onto a private beach. A separate guest house and a mooring buoy complete the offering. Shown to qualified buyers by appointment.</p></div>
<aside class="ev-advisor"><div class="ev-advisor-name">Anika Brandvold</div><div class="ev-advisor-title">Private Office Advisor</div><div class="ev-shop">Engel &amp; Völkers West Vancouver</div><div class="ev-shop-address">1455 Bellevue Avenue, West Vancouver, BC V7T 1C3</div></aside>
<section class="ev-similar"><h2>Similar properties</h2><div class="ev-card">CAD 8,950,000 · Caulfeild, West Vancouver</div><div class="ev-card">CAD 12,400,000 · Altamont, West Vancouver</div></section>
</main>
<footer><p>Engel &amp; Völkers West Vancouver, independently owned and operated. Engel &amp; Völkers Canada, 1455 Bellevue Avenue, West Vancouver, BC. Not intended to solicit properties already listed for sale.</p></footer>
</body></html>`,
    expected: {
      propertyKind: "house",
      street: "4410 Marine Crescent",
      city: "West Vancouver",
      province: "BC",
      postalCode: "V7W 1P4",
      neighbourhood: "Caulfeild",
      bedrooms: 5,
      bathrooms: 6,
      squareFootage: 5870,
      lot: { value: 0.61, unit: "acres" },
      yearBuilt: 2015,
      listingAgentName: "Anika Brandvold",
      brokerageName: "Engel & Völkers West Vancouver",
      geo: { lat: 49.34512, lng: -123.24188 },
    },
  },
  {
    name: "h12-houseful-half-duplex-team-burnaby",
    site: "houseful.ca",
    set: "held-out-12",
    traps: "a listing whose agent is a team: 'Listed by The Ng Sun Group' with two members named below it; 'Half Duplex' as the type; 'Sub-area Burnaby Heights' beside the 'Burnaby North' area; 'Lot Size 3,630 sq. ft.'; a Houseful estimate and past sales; the team's office address; strata fee 'N/A'",
    pageUrl: "https://houseful.ca/listings/4128-pandora-street-burnaby-bc-r3071456",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4128 Pandora Street, Burnaby, BC V5C 2A8 | R3071456 | Houseful</title>
<meta name="description" content="Half duplex for sale at 4128 Pandora Street, Burnaby. 4 beds, 3 baths, 1,980 sq. ft. Listed for $1,598,000.">
${nextData({ props: { pageProps: { listing: { mlsNumber: "R3071456", listPrice: 1598000, status: "Active", address: { street: "4128 Pandora Street", city: "Burnaby", province: "BC", postalCode: "V5C 2A8" }, area: "Burnaby North", subArea: "Burnaby Heights", type: "1/2 Duplex", beds: 4, baths: 3, floorArea: 1980, lotSize: 3630, yearBuilt: 2011, coordinates: { lat: 49.28207, lng: -123.00214 } }, estimate: { value: 1571000, low: 1490000, high: 1652000 } } } })}
</head><body>
<header class="hf-header"><a href="/">Houseful</a><nav><a href="/search">Search</a><a href="/home-value">What's my home worth?</a><a href="/sold">Sold data</a></nav></header>
<main class="listing">
<div class="listing-price">$1,598,000</div>
<h1 class="listing-address">4128 Pandora Street</h1>
<p class="listing-locality">Burnaby Heights, Burnaby, BC V5C 2A8</p>
<ul class="listing-stats"><li>4 Beds</li><li>3 Baths</li><li>1,980 Sq. Ft.</li><li>Built 2011</li></ul>
<table class="listing-facts"><tr><th>Type</th><td>Half Duplex</td></tr><tr><th>Title</th><td>Freehold Strata</td></tr><tr><th>Area</th><td>Burnaby North</td></tr><tr><th>Sub-area</th><td>Burnaby Heights</td></tr><tr><th>Lot Size</th><td>3,630 sq. ft.</td></tr><tr><th>Strata Fee</th><td>N/A</td></tr><tr><th>Taxes</th><td>$4,471 (2026)</td></tr><tr><th>MLS®</th><td>R3071456</td></tr></table>
<div class="houseful-estimate">Houseful Estimate $1,571,000 (range $1.49M – $1.65M)</div>
<section class="past-sales"><h2>Sales history</h2><table><tr><td>Mar 2018</td><td>Sold</td><td>$1,288,000</td></tr><tr><td>Jun 2011</td><td>Sold (new)</td><td>$899,900</td></tr></table></section>
<aside class="listed-by"><h3>Listed by</h3><div class="team-name">The Ng Sun Group</div><ul class="team-members"><li>Vivian Ng, Personal Real Estate Corporation</li><li>Trevor Sun</li></ul><div class="brokerage">RE/MAX Crest Realty</div><div class="brokerage-address">4381 Hastings Street, Burnaby, BC V5C 2J5</div></aside>
<section class="nearby"><h2>Nearby listings</h2><div class="card">$1,729,000 · 4136 Pandora Street</div><div class="card">$2,450,000 · 241 N Ellesmere Avenue</div></section>
</main>
<footer><p>Houseful is brought to you by Royal Bank of Canada. Listing data provided by the Greater Vancouver REALTORS®. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1598000 },
      propertyKind: "semi-detached",
      street: "4128 Pandora Street",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5C 2A8",
      neighbourhood: "Burnaby Heights",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 1980,
      lot: { value: 3630, unit: "ft2" },
      yearBuilt: 2011,
      mlsNumber: "R3071456",
      listingAgentName: "The Ng Sun Group",
      brokerageName: "RE/MAX Crest Realty",
      geo: { lat: 49.28207, lng: -123.00214 },
    },
  },
  {
    name: "h12-zoocasa-boat-access-cabin-shuswap",
    site: "zoocasa.com",
    set: "held-out-12",
    traps: "a boat-access-only recreational cabin: 'Lot 7 Cinnemousun Narrows' as the address (no civic number); 'Access: Boat access only, seasonal'; 'Recreational' with 'Cabin'; lot '1.04 acres'; the Okanagan board's eight-digit MLS®; a monthly cost estimate and Zoocasa's cash-back offer; the marina's address for moorage in the description; nearby listings",
    pageUrl: "https://www.zoocasa.com/sicamous-bc-real-estate/lot-7-cinnemousun-narrows",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 7 Cinnemousun Narrows, Sicamous, BC - 10367214 | Zoocasa</title>
<meta name="description" content="Lot 7 Cinnemousun Narrows, Sicamous, BC V0E 2V0. Recreational cabin for sale for $589,000. 2 bed, 1 bath.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Lot 7 Cinnemousun Narrows", address: { "@type": "PostalAddress", streetAddress: "Lot 7 Cinnemousun Narrows", addressLocality: "Sicamous", addressRegion: "BC", postalCode: "V0E 2V0" }, geo: { "@type": "GeoCoordinates", latitude: 50.94688, longitude: -118.99217 } })}
</head><body>
<header class="zc-header"><a href="/">Zoocasa</a><nav><a href="/sicamous-bc-real-estate">Sicamous</a><a href="/sold">Sold</a><a href="/home-appraisal">Home value</a></nav></header>
<main class="listing-page">
<div class="listing-price">$589,000</div>
<h1 class="listing-address">Lot 7 Cinnemousun Narrows</h1>
<p class="listing-city">Sicamous, BC V0E 2V0</p>
<ul class="listing-summary"><li>2 Bed</li><li>1 Bath</li><li>720 sqft</li><li>Recreational</li></ul>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>Property Type</dt><dd>Recreational</dd><dt>Style</dt><dd>Cabin</dd><dt>Access</dt><dd>Boat access only, seasonal</dd><dt>Lot Size</dt><dd>1.04 acres</dd><dt>Waterfront</dt><dd>242 ft on Shuswap Lake</dd><dt>Year Built</dt><dd>1979</dd><dt>MLS® #</dt><dd>10367214</dd><dt>Taxes</dt><dd>$2,188 (2026)</dd></dl></section>
<div class="listing-description"><p>Summer cabin on the Narrows, reached by boat from Sicamous in about 20 minutes. Solar power, lake-water system, outhouse plus an indoor composting toilet, 40 ft dock. Moorage for a second boat is rented at the marina, 1130 Riverside Avenue, Sicamous. Closed for the season from October to May.</p></div>
<div class="cost-estimate">Estimated monthly cost: $3,104 (mortgage, taxes)</div>
<div class="cash-back">Buy with Zoocasa and get $2,945 cash back</div>
<div class="listing-brokerage">Listing courtesy of Shuswap Waters Realty Ltd.</div>
<section class="nearby"><h2>Nearby listings</h2><div class="card">$749,900 · Lot 3 Cinnemousun Narrows</div><div class="card">$415,000 · 1709 Eagle Pass Road, Sicamous</div></section>
</main>
<footer><p>Zoocasa Realty Inc., Brokerage. 240 Richmond Street West, Toronto, ON M5V 1V6. Listing data supplied by the Association of Interior REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 589000 },
      propertyKind: "house",
      street: "Lot 7 Cinnemousun Narrows",
      city: "Sicamous",
      province: "BC",
      postalCode: "V0E 2V0",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 720,
      lot: { value: 1.04, unit: "acres" },
      yearBuilt: 1979,
      mlsNumber: "10367214",
      brokerageName: "Shuswap Waters Realty Ltd.",
      geo: { lat: 50.94688, lng: -118.99217 },
    },
  },
  {
    name: "h12-loopnet-industrial-tender-saskatoon",
    site: "loopnet.com",
    set: "held-out-12",
    traps: "an industrial building offered by tender: 'Unpriced' and 'Tender closes December 10, 2026 at 2:00 PM CST' with no asking price; a tender deposit ($25,000) and the 2026 assessment in dollars; 'Building Size 18,400 SF' and 'Lot Size 1.90 AC'; a clear height in feet; the broker and his company; the company's office address; other industrial listings' prices",
    pageUrl: "https://www.loopnet.com/Listing/2215-Quebec-Ave-Saskatoon-SK/39117452/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2215 Quebec Ave, Saskatoon, SK S7K 1W2 - Industrial for Sale | LoopNet</title>
<meta name="description" content="2215 Quebec Avenue, Saskatoon, SK - 18,400 SF industrial building for sale by tender on 1.90 AC.">
<script>window.__PRELOADED_STATE__ = ${JSON.stringify(loopnetState)};</script>
</head><body>
<header class="ln-header"><a href="/">LoopNet</a><nav><a href="/search/commercial-real-estate/saskatoon-sk/for-sale/">For Sale</a><a href="/search/commercial-real-estate/saskatoon-sk/for-lease/">For Lease</a><a href="/auctions/">Auctions</a></nav></header>
<main class="profile">
<h1 class="profile-hero-title">2215 Quebec Avenue</h1>
<p class="profile-hero-sub">Saskatoon, SK S7K 1W2 · Industrial for Sale</p>
<div class="price-block"><span class="price">Unpriced</span> <span class="sale-type">Sale by Tender</span></div>
<div class="tender-banner">Tender closes December 10, 2026 at 2:00 PM CST · Tender deposit $25,000</div>
<table class="property-facts"><tr><td>Sale Type</td><td>Investment or Owner User</td></tr><tr><td>Property Type</td><td>Industrial</td></tr><tr><td>Property Subtype</td><td>Warehouse</td></tr><tr><td>Building Size</td><td>18,400 SF</td></tr><tr><td>Lot Size</td><td>1.90 AC</td></tr><tr><td>Year Built</td><td>1982</td></tr><tr><td>Clear Ceiling Height</td><td>22 FT</td></tr><tr><td>Zoning</td><td>IH - Heavy Industrial</td></tr><tr><td>2026 Assessment</td><td>$1,912,400</td></tr></table>
<div class="description"><p>Free-standing warehouse with two-storey office, four dock doors and one grade door, fenced yard. Offers by tender only; the vendor is not bound to accept the highest or any tender. Tender package available from the listing broker.</p></div>
<aside class="broker-card"><div class="broker-name">Grant Yuzik</div><div class="broker-company">Northstar Commercial Realty Ltd.</div><div class="broker-address">300 - 123 2nd Avenue South, Saskatoon, SK S7K 7E6</div><div class="broker-phone">306-555-0147</div></aside>
<section class="similar"><h2>Similar listings</h2><div class="card">$2,350,000 · 3302 Millar Avenue, Saskatoon</div><div class="card">$9.50 SF/YR · 810 45th Street West, Saskatoon</div></section>
</main>
<footer><p>© 2026 CoStar Group. LoopNet, 1331 L Street NW, Washington, DC 20005. Information is provided by the broker and not verified by LoopNet.</p></footer>
</body></html>`,
    expected: {
      propertyKind: "commercial",
      street: "2215 Quebec Avenue",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7K 1W2",
      squareFootage: 18400,
      lot: { value: 1.9, unit: "acres" },
      yearBuilt: 1982,
      listingAgentName: "Grant Yuzik",
      brokerageName: "Northstar Commercial Realty Ltd.",
      geo: { lat: 52.15301, lng: -106.66492 },
    },
  },
];
