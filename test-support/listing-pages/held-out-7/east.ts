/**
 * Seventh held-out corpus, Atlantic Canada and the Prairies: a realtor.ca recreational cottage on a New Brunswick lake
 * ("Recreational" property type, "Size Interior", a land-size bucket, a seasonal water supply), a Royal LePage condo in
 * Halifax (condo fees, an estimated mortgage payment, a `dataLayer` with the listing's numbers), a RE/MAX side-by-side
 * duplex in Winnipeg (units and rents of each side, `data-cy` markup, 9-digit Winnipeg MLS® number) and a Kijiji
 * house for rent in Saskatoon posted by a property management company (the rent without "/month", a newer
 * `__NEXT_DATA__` Apollo state). Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiAd = {
  __typename: "RealEstateListing",
  id: "1723456789",
  title: "3 Bedroom House for Rent - Lawson Heights - Available Jan 1",
  description: "Well kept 3 bedroom, 2.5 bath two-storey in Lawson Heights. Finished basement, double attached garage, fenced yard. Tenant pays utilities. No smoking. One small pet considered with a $500 pet deposit. Damage deposit equal to one month's rent.",
  price: { __typename: "StandardAmountPrice", amount: 219500, type: "FIXED" },
  categoryId: 43,
  location: {
    __typename: "ListingLocation",
    address: "318 Pinehouse Drive, Saskatoon, SK S7K 5J2",
    name: "Saskatoon",
    coordinates: { __typename: "Coordinates", latitude: 52.16512, longitude: -106.62478 },
  },
  attributes: {
    all: [
      { canonicalName: "unittype", canonicalValues: ["house"], values: ["House"] },
      { canonicalName: "numberbedrooms", canonicalValues: ["3"], values: ["3"] },
      { canonicalName: "numberbathrooms", canonicalValues: ["25"], values: ["2.5"] },
      { canonicalName: "areainfeet", canonicalValues: ["1350"], values: ["1350"] },
      { canonicalName: "petsallowed", canonicalValues: ["limited"], values: ["Limited"] },
      { canonicalName: "furnished", canonicalValues: ["0"], values: ["No"] },
      { canonicalName: "dateavailable", canonicalValues: ["2027-01-01"], values: ["January 1, 2027"] },
    ],
  },
  posterInfo: { __typename: "PosterInfo", posterId: "88812345", sellerName: "Prairie Key Property Management", sellerType: "COMMERCIAL", memberSince: "2014" },
};

export const HELD_OUT_7_EAST: ListingPage[] = [
  {
    name: "h7-realtor-ca-cottage-grand-lake-nb",
    site: "realtor.ca",
    set: "held-out-7",
    traps: "a recreational cottage on a lake: 'Property Type Recreational' beside 'Building Type House'; 'Size Interior 1040 sqft'; 'Land Size 0.92 ac|under 1 acre'; the office card with the brokerage's own street and postal code; a seasonal water supply; the MLS® number with NB letters; similar listings' prices",
    pageUrl: "https://www.realtor.ca/real-estate/27894512/45-cedar-cove-lane-waterborough",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>45 Cedar Cove Lane, Waterborough, New Brunswick E4C2K7 - NB104512 | REALTOR.ca</title>
<meta name="description" content="45 Cedar Cove Lane, Waterborough, New Brunswick E4C2K7 - $389,000 - Recreational for sale - 3 bedrooms, 1 bathroom. MLS® Number: NB104512">
<meta property="og:title" content="45 Cedar Cove Lane, Waterborough, New Brunswick E4C2K7">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712345/reb94/highres/2/nb104512_1.jpg">
</head><body>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsContainer">
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">45 Cedar Cove Lane<br>Waterborough, New Brunswick E4C2K7</h1></div>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice"><div id="listingPriceValue">$389,000</div></div></div>
<div id="listingMLSCon"><span class="MLNumberLabel">MLS® Number: </span><span id="MLNumberVal">NB104512</span></div>
<div id="propertyIconsCon">
<div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bedrooms</div></div>
<div class="listingIconCon"><div class="listingIconNum">1</div><div class="listingIconText">Bathrooms</div></div>
<div class="listingIconCon"><div class="listingIconNum">1040 sqft</div><div class="listingIconText">Square Feet</div></div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><div id="propertyDescriptionText" class="propertyDescriptionText">Welcome to Cedar Cove on the shores of Grand Lake. This three-bedroom cottage sits on 0.92 of an acre with 140 feet of sandy frontage, a detached 24 x 28 garage and a bunkie for guests. Open living and kitchen with vaulted ceilings and a wood stove, wraparound deck facing west for the sunsets. Drilled well and septic (2015). Only 25 minutes to Fredericton. Sold furnished with the boat lift.</div></div>
<div id="propertyDetailsSectionContentSubCon_Details" class="propertyDetailsSectionContent">
<h2 class="propertyDetailsSectionHeader">Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Recreational</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">1.5</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">0.92 ac|under 1 acre</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1978</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$2,318</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">12 days</div></div>
</div>
<div id="propertyDetailsSectionVal_Building" class="propertyDetailsSectionContent">
<h2 class="propertyDetailsSectionHeader">Building</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Size Interior</div><div class="propertyDetailsSectionContentValue">1040 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Architectural Style</div><div class="propertyDetailsSectionContentValue">Cottage</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Baseboard heaters, Stove (Wood)</div></div>
</div>
<div id="propertyDetailsSectionVal_Land" class="propertyDetailsSectionContent">
<h2 class="propertyDetailsSectionHeader">Land</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Acreage</div><div class="propertyDetailsSectionContentValue">No</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Water Front Type</div><div class="propertyDetailsSectionContentValue">Waterfront on lake</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Sewer</div><div class="propertyDetailsSectionContentValue">Septic System</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Size Irregular</div><div class="propertyDetailsSectionContentValue">140 ft frontage</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Water Supply</div><div class="propertyDetailsSectionContentValue">Drilled Well, Seasonal</div></div>
</div>
<div id="realtorCardCon">
<div class="realtorCard"><div class="realtorCardDetails"><span class="realtorCardName">Danielle Thériault</span><div class="realtorCardTitle">REALTOR®</div><div class="realtorCardPhone">(506) 555-0142</div></div>
<div class="officeCard"><div class="officeCardName">Riverside Cove Realty Inc.</div><div class="officeCardAddress">512 Queen Street<br>Fredericton, New Brunswick E3B 1B9</div><div class="officeCardPhone">(506) 555-0100</div></div></div>
</div>
<div id="similarListings"><h2>Similar Listings</h2>
<div class="smallListingCard"><div class="smallListingCardPrice">$429,900</div><div class="smallListingCardAddress">12 Loon Bay Road, Douglas Harbour, New Brunswick E4B 1V3</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">$315,000</div><div class="smallListingCardAddress">7 Birch Point Lane, Cambridge-Narrows, New Brunswick E4C 1M5</div></div>
</div>
</div>
<footer id="footer"><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "house",
      street: "45 Cedar Cove Lane",
      city: "Waterborough",
      province: "NB",
      postalCode: "E4C 2K7",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1040,
      lot: { value: 0.92, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "NB104512",
      listingAgentName: "Danielle Thériault",
      brokerageName: "Riverside Cove Realty Inc.",
    },
  },
  {
    name: "h7-royallepage-condo-halifax",
    site: "royallepage.ca",
    set: "held-out-7",
    traps: "a downtown Halifax condo: '1504 - 1326 Lower Water Street'; condo fees of $512 per month and an estimated mortgage payment per month beside the price; a dataLayer push with the price and the listing id; 'Ownership Condominium' with 'Building Type Apartment'; the agent's title 'Sales Representative' and the brokerage under it; nearby listings",
    pageUrl: "https://www.royallepage.ca/en/property/nova-scotia/halifax/1504-1326-lower-water-street/24518873/mls202421876/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1504 - 1326 Lower Water Street, Halifax, Nova Scotia B3J 3R3 | Royal LePage</title>
<meta name="description" content="Condo for sale at 1504 - 1326 Lower Water Street, Halifax, NS. 2 bedrooms, 2 bathrooms. MLS® 202421876. Listed by Royal LePage Atlantic.">
<meta property="og:image" content="https://rlp.example/listings/24518873/1.jpg">
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({"event":"property_view","listing_id":"24518873","listing_price":459000,"listing_province":"NS","listing_city":"Halifax","listing_type":"sale"});</script>
</head><body>
<header class="rlp-header"><a href="/en/">Royal LePage</a><nav><a href="/en/search/">Search</a><a href="/en/agent/">Find an Agent</a><a href="/en/office/">Find an Office</a></nav></header>
<main class="property-details">
<section class="property-hero">
<h1 class="address-1">1504 - 1326 Lower Water Street</h1>
<h2 class="address-2">Halifax, Nova Scotia B3J 3R3</h2>
<div class="property-price">$459,000</div>
<ul class="property-icons"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>1,105 Sq. Ft.</li></ul>
<div class="mortgage-estimate">Estimated payment <strong>$2,134/month</strong> <a href="/en/mortgage-calculator/">Calculate</a></div>
</section>
<section class="property-summary">
<h3>Property Details</h3>
<ul class="property-features-list">
<li><span class="label">MLS® #</span> <span class="value">202421876</span></li>
<li><span class="label">Property Type</span> <span class="value">Single Family</span></li>
<li><span class="label">Building Type</span> <span class="value">Apartment</span></li>
<li><span class="label">Ownership</span> <span class="value">Condominium</span></li>
<li><span class="label">Condo Fees</span> <span class="value">$512 Monthly</span></li>
<li><span class="label">Year Built</span> <span class="value">2008</span></li>
<li><span class="label">Square Footage</span> <span class="value">1,105 sq. ft.</span></li>
<li><span class="label">Parking</span> <span class="value">1 underground</span></li>
<li><span class="label">Taxes</span> <span class="value">$4,862 (2026)</span></li>
</ul>
</section>
<section class="property-description"><h3>Description</h3><p>Harbour views from the 15th floor of one of the waterfront's best-kept buildings. Two bedrooms on opposite sides of the living room, each with its own bathroom; the primary has a walk-in closet and a soaker tub. In-suite laundry, one underground parking stall and a storage locker. Steps to the boardwalk, the farmers' market and the ferry.</p></section>
<aside class="agent-info">
<h3>Listing Agent</h3>
<div class="agent-name">Siobhan MacIsaac</div>
<div class="agent-title">Sales Representative</div>
<div class="agent-office">Royal LePage Atlantic</div>
<div class="agent-office-address">7071 Bayers Road, Suite 100, Halifax, NS B3L 2C2</div>
<a class="agent-phone" href="tel:+19025550155">902-555-0155</a>
</aside>
<section class="nearby-listings"><h3>Nearby Listings</h3>
<div class="listing-card"><div class="listing-card-price">$529,000</div><div class="listing-card-address">1802 - 1360 Lower Water Street, Halifax</div><div>2 Bed · 2 Bath</div></div>
<div class="listing-card"><div class="listing-card-price">$389,900</div><div class="listing-card-address">604 - 5511 Morris Street, Halifax</div><div>1 Bed · 1 Bath</div></div>
</section>
</main>
<footer class="rlp-footer"><p>© 2026 Royal LePage. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 459000 },
      propertyKind: "condo",
      street: "1504 - 1326 Lower Water Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3J 3R3",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1105,
      yearBuilt: 2008,
      mlsNumber: "202421876",
      listingAgentName: "Siobhan MacIsaac",
      brokerageName: "Royal LePage Atlantic",
    },
  },
  {
    name: "h7-remax-duplex-winnipeg",
    site: "remax.ca",
    set: "held-out-7",
    traps: "a side-by-side duplex in Winnipeg: each side's rent ('Side A $1,650/month', 'Side B $1,595/month') and gross income beside the price; 'Units 2'; the total bedrooms and bathrooms of both sides; 'Lot Size 0.13 acres'; data-cy attributes; a JSON-LD Product whose offer carries the price; the RE/MAX office card",
    pageUrl: "https://www.remax.ca/mb/winnipeg-real-estate/612-lipton-st-wp_idm73000004-202426789-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>612 Lipton St, Winnipeg, MB R3G 2H1 - Duplex for sale - RE/MAX</title>
<meta name="description" content="Duplex for sale at 612 Lipton St, Winnipeg, MB. $549,900. 4 beds, 2 baths. MLS® 202426789.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "612 Lipton St, Winnipeg, MB R3G 2H1", image: "https://remax.example/mb/202426789/1.jpg", offers: { "@type": "Offer", price: "549900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address"><span data-cy="property-street">612 Lipton St</span>, <span data-cy="property-city">Winnipeg</span>, <span data-cy="property-province">MB</span> <span data-cy="property-postal">R3G 2H1</span></h1>
<div class="listing-price" data-cy="property-price">$549,900</div>
<div class="listing-quick-stats"><span data-cy="property-beds">4 bed</span><span data-cy="property-baths">2 bath</span><span data-cy="property-sqft">1,760 sqft</span></div>
<div data-cy="property-mls">MLS® 202426789</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Side-by-side duplex on a tree-lined Wolseley street, both sides rented to long-term tenants. Each side has two bedrooms, one bathroom, its own furnace and laundry; separate hydro meters. Side A $1,650/month, Side B $1,595/month. Double detached garage off the lane. Offers as received.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Duplex</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">Side by Side</span></div>
<div class="detail-row"><span class="detail-label">Units</span><span class="detail-value">2</span></div>
<div class="detail-row"><span class="detail-label">Neighbourhood</span><span class="detail-value">Wolseley</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms</span><span class="detail-value">4</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">2</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">1,760 sqft</span></div>
<div class="detail-row"><span class="detail-label">Lot Size</span><span class="detail-value">0.13 acres</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">1958</span></div>
<div class="detail-row"><span class="detail-label">Gross Income</span><span class="detail-value">$38,940/year</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$4,102 (2026)</span></div>
</section>
<aside class="listing-agents">
<div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Darnell Kowalchuk</div><div class="agent-card-title">Sales Associate</div>
<div class="agent-card-office" data-cy="office-name">RE/MAX Prairie Gateway</div><div class="agent-card-office-address">1870 Portage Avenue, Winnipeg, MB R3J 0H2</div></div>
</aside>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="listing-card"><div class="listing-card-price">$499,000</div><div class="listing-card-address">588 Home St, Winnipeg, MB</div></div>
<div class="listing-card"><div class="listing-card-price">$615,000</div><div class="listing-card-address">221 Ruby St, Winnipeg, MB</div></div>
</section>
</main>
<footer class="site-footer"><p>© 2026 RE/MAX, LLC. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "plex",
      street: "612 Lipton St",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3G 2H1",
      neighbourhood: "Wolseley",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1760,
      lot: { value: 0.13, unit: "acres" },
      yearBuilt: 1958,
      mlsNumber: "202426789",
      listingAgentName: "Darnell Kowalchuk",
      brokerageName: "RE/MAX Prairie Gateway",
    },
  },
  {
    name: "h7-kijiji-house-rent-saskatoon",
    site: "kijiji.ca",
    set: "held-out-7",
    traps: "a house for rent posted by a property management company: the rent '$2,195' with no period (the category 'Long Term Rentals' says it), Apollo state price in cents; 'Bathrooms 2.5' (no split); a $500 pet deposit in the description; the poster 'Prairie Key Property Management' (no agent, no brokerage); coordinates in the state; other ads",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/saskatoon/3-bedroom-house-for-rent-lawson-heights-available-jan-1/1723456789",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>3 Bedroom House for Rent - Lawson Heights - Available Jan 1 | Long Term Rentals | Saskatoon | Kijiji</title>
<meta name="description" content="Well kept 3 bedroom, 2.5 bath two-storey in Lawson Heights. Finished basement, double attached garage, fenced yard.">
<meta property="og:title" content="3 Bedroom House for Rent - Lawson Heights - Available Jan 1">
</head><body>
<div id="__next">
<header data-testid="header"><a href="/">Kijiji</a><nav><a href="/b-real-estate/canada/c34l0">Real Estate</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<nav aria-label="breadcrumb"><ol><li><a href="/b-saskatoon/l1700197">Saskatoon</a></li><li><a href="/b-real-estate/saskatoon/c34l1700197">Real Estate</a></li><li><a href="/b-for-rent/saskatoon/c30349001l1700197">For Rent</a></li><li><a href="/b-apartments-condos/saskatoon/c37l1700197">Long Term Rentals</a></li></ol></nav>
<main>
<div data-testid="vip-body">
<h1 data-testid="vip-title">3 Bedroom House for Rent - Lawson Heights - Available Jan 1</h1>
<div data-testid="vip-price"><span>$2,195</span></div>
<div data-testid="vip-utilities"><span>Utilities not included</span></div>
<div data-testid="vip-location"><button>318 Pinehouse Drive, Saskatoon, SK S7K 5J2</button></div>
<div data-testid="vip-date">Posted 2 days ago</div>
<section data-testid="unit-overview"><h2>Overview</h2>
<ul>
<li><span>Unit Type</span><span>House</span></li>
<li><span>Bedrooms</span><span>3</span></li>
<li><span>Bathrooms</span><span>2.5</span></li>
</ul></section>
<section data-testid="unit-details"><h2>The Unit</h2>
<ul>
<li><span>Parking Included</span><span>2</span></li>
<li><span>Agreement Type</span><span>1 Year</span></li>
<li><span>Move-In Date</span><span>January 1, 2027</span></li>
<li><span>Pet Friendly</span><span>Limited</span></li>
<li><span>Size (sqft)</span><span>1350</span></li>
<li><span>Furnished</span><span>No</span></li>
</ul></section>
<section data-testid="vip-description"><h2>Description</h2><p>Well kept 3 bedroom, 2.5 bath two-storey in Lawson Heights. Finished basement, double attached garage, fenced yard. Tenant pays utilities. No smoking. One small pet considered with a $500 pet deposit. Damage deposit equal to one month's rent.</p></section>
</div>
<aside data-testid="vip-poster"><h3>Posted by</h3><div data-testid="poster-name">Prairie Key Property Management</div><div>On Kijiji since 2014</div><button>Send message</button></aside>
<section data-testid="similar-ads"><h2>You may also like</h2>
<div data-testid="listing-card"><div>$1,895</div><div>2 Bedroom Townhouse - Silverspring</div></div>
<div data-testid="listing-card"><div>$2,450</div><div>Executive Bungalow - Willowgrove</div></div>
</section>
</main>
</div>
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1723456789": kijijiAd, ROOT_QUERY: { __typename: "Query" } } } }, page: "/v-view-details", query: { adId: "1723456789" } })}
</body></html>`,
    expected: {
      price: { amount: 2195, period: "month" },
      propertyKind: "house",
      street: "318 Pinehouse Drive",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7K 5J2",
      neighbourhood: "Lawson Heights",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1350,
      geo: { lat: 52.16512, lng: -106.62478 },
    },
  },
];
