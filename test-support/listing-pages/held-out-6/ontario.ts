/**
 * Sixth held-out corpus, Ontario: a realtor.ca townhouse for rent in Waterloo (an empty sale price and a lease price in
 * the dataLayer, "$2,600/Monthly"), a LoopNet retail building for sale in Ottawa (JSON-LD RealEstateListing + Product
 * with the address under contentLocation and the facts in additionalProperty, price per SF, cap rate and NOI), a Wahi
 * condo in Toronto (Wahi's estimate, a cash-back offer, a past sale, an age range and no year) and a Livabl
 * pre-construction floor plan in Mississauga ("Priced from", an estimated completion year, a deposit structure, the
 * sales centre's address, the developer). Addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const wahiListing = {
  mlsNumber: "C12876543",
  status: "Active",
  listPrice: 749000,
  wahiEstimate: { value: 738500, low: 701000, high: 776000 },
  cashBack: 7490,
  address: { unitNumber: "1804", streetNumber: "10", streetName: "Queens Quay", streetSuffix: "W", city: "Toronto", province: "Ontario", postalCode: "M5J 0B1", neighbourhood: "Waterfront Communities C1" },
  propertyType: "Condo Apartment",
  bedrooms: 2,
  bedroomsPlus: 0,
  bathrooms: 2,
  sqftRange: "900-999",
  age: "11-15",
  maintenanceFee: 642,
  taxes: { amount: 3120, year: 2025 },
  brokerage: "Harbourfront Realty Inc., Brokerage",
  coordinates: { latitude: 43.64127, longitude: -79.37788 },
  history: [{ date: "2019-03-14", event: "Sold", price: 612000 }, { date: "2019-02-01", event: "Listed", price: 629000 }],
};

export const HELD_OUT_6_ONTARIO: ListingPage[] = [
  {
    name: "h6-realtor-ca-townhouse-rental-waterloo",
    site: "realtor.ca",
    set: "held-out-6",
    traps: "a townhouse for rent: dataLayer with an empty price and leasePrice '2600.00'; '$2,600/Monthly'; 'Lease Term 12 Months'; 'Rental Equipment Water Heater'; 'Bathrooms (Total) 3' with 'Bathrooms (Partial) 1'; 'Size Interior 1420 sqft'; 'Constructed Date 2004'; the unit before the street; a directions link; agent and office cards with the office address",
    pageUrl: "https://www.realtor.ca/real-estate/29912345/23-450-columbia-street-w-waterloo",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>23 - 450 COLUMBIA Street W, Waterloo, Ontario N2T 2W1 - 40712345 | REALTOR.ca</title>
<meta name="description" content="For rent: 23 - 450 COLUMBIA Street W, Waterloo, Ontario N2T 2W1 - 40712345. Three-bedroom townhouse in Laurelwood.">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS639012345678900000/reb82/highres/2/40712345_1.jpg">
<script>
dataLayer.push({
    pagePath: '/real-estate/29912345/23-450-columbia-street-w-waterloo',
    property: {
        propertyID: '29912345',
        listingID: '40712345',
        propertyType: 'Single Family',
        price: '',
        leasePrice: '2600.00',
        buildingType: 'Row / Townhouse',
        neighbourhood: 'Laurelwood',
        bathrooms: '3',
        bedrooms: '3',
        city: 'Waterloo',
        province: 'Ontario',
        status: 'active'
    }
});
</script>
</head><body>
<header><nav><a href="/map">Map</a><a href="/on/waterloo/real-estate">Waterloo real estate</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsTopCon">
<div id="listingPrice"><div id="listingPriceValue">$2,600/Monthly</div><div class="listingPriceTransactionType">For rent</div></div>
<h1 id="listingAddress" class="listingAddress">23 - 450 COLUMBIA Street W<br>Waterloo, Ontario N2T2W1</h1>
<div id="listingMLSNumberCon"><span class="listingMLSNumberLabel">MLS® Number: </span><span id="MLNumberVal">40712345</span></div>
<div id="BedroomIcon"><div class="listingIconNum">3</div><div class="listingIconLabel">Bedrooms</div></div>
<div id="BathroomIcon"><div class="listingIconNum">3</div><div class="listingIconLabel">Bathrooms</div></div>
<div id="SquareFootageIcon"><div class="listingIconNum">1420 sqft</div><div class="listingIconLabel">Square Footage</div></div>
</div>
<div id="propertyDescriptionCon"><div class="propertyDescriptionCon">Available January 1. End-unit townhouse in Laurelwood with three bedrooms upstairs, an open main floor with a powder room, and an attached garage. Walk to the Laurelwood trails, Laurel Heights Secondary and the Columbia Street shops; minutes to the universities. Tenant pays utilities; the water heater is a rental. First and last month's rent, credit check and references required.</div></div>
<div id="propertyDetailsSectionContentCon">
<h2>Property Details</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Row / Townhouse</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Laurelwood</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Condominium</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Lease Term</div><div class="propertyDetailsSectionContentValue">12 Months</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Rental Equipment</div><div class="propertyDetailsSectionContentValue">Water Heater</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage</div></div>
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Partial)</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Size Interior</div><div class="propertyDetailsSectionContentValue">1420 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Constructed Date</div><div class="propertyDetailsSectionContentValue">2004</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Full (Unfinished)</div></div>
</div>
<a id="directionsLink" href="https://www.google.com/maps/dir/?api=1&amp;destination=43.48215%2c-80.56532">Directions</a>
<div class="realtorCardCon">
<div class="realtorCardDetails"><div class="realtorCardName">Owen Kowalczyk</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">519-555-0188</div></div>
<div id="OfficeCard-71204" class="officeCardCon"><div class="officeCardName">GRAND RIVER HOMES REALTY INC.</div><div class="officeCardDesignation">Brokerage</div><div class="officeCardAddress">180 Northfield Drive W Unit 4<br>WATERLOO, Ontario N2L0C7</div><div class="officeCardPhone">519-555-0100</div></div>
</div>
<div id="similarListingsCon"><h3>Similar Listings</h3><div class="loadingSpinner"></div></div>
<footer><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2600, period: "month" },
      propertyKind: "townhouse",
      street: "23 - 450 Columbia Street W",
      city: "Waterloo",
      province: "ON",
      postalCode: "N2T 2W1",
      neighbourhood: "Laurelwood",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1420,
      yearBuilt: 2004,
      mlsNumber: "40712345",
      listingAgentName: "Owen Kowalczyk",
      brokerageName: "Grand River Homes Realty Inc.",
      geo: { lat: 43.48215, lng: -80.56532 },
    },
  },
  {
    name: "h6-loopnet-retail-ottawa",
    site: "loopnet.ca",
    set: "held-out-6",
    traps: "a retail building for sale: JSON-LD typed ['RealEstateListing', 'Product'] with the address under contentLocation and the facts as additionalProperty PropertyValues ('Building Size' '8,400 SF', 'Lot Size' '0.62 AC'); offers as an array; 'Price/SF $154.76', 'Cap Rate 6.25%', 'NOI $81,250'; tenants' suites with their sizes; the listing broker's card with the firm's address; nearby listings with prices; no bedrooms or bathrooms",
    pageUrl: "https://www.loopnet.ca/Listing/1875-Bank-St-Ottawa-ON/31876543/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>1875 Bank St, Ottawa, ON K1V 7Z8 - Retail for Sale | LoopNet</title>
<meta name="description" content="Retail property for sale at 1875 Bank St, Ottawa, ON K1V 7Z8. 8,400 SF freestanding building, 3 tenants, offered at $1,300,000.">
${ld({
  "@context": "https://schema.org",
  "@type": ["RealEstateListing", "Product"],
  "@id": "https://www.loopnet.ca/Listing/1875-Bank-St-Ottawa-ON/31876543/",
  name: "Bank Street Plaza | 1875 Bank St",
  description: "Freestanding multi-tenant retail building on a 0.62 acre lot on Bank Street, fully leased.",
  offers: [{ "@type": "Offer", price: 1300000, priceCurrency: "CAD", availability: "https://schema.org/InStock" }],
  contentLocation: {
    "@type": "Place",
    address: { "@type": "PostalAddress", streetAddress: "1875 Bank St", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1V 7Z8", addressCountry: "CA" },
    geo: { "@type": "GeoCoordinates", latitude: 45.36288, longitude: -75.66814 },
  },
  additionalProperty: [
    { "@type": "PropertyValue", name: "Property Type", value: "Retail" },
    { "@type": "PropertyValue", name: "Property Subtype", value: "Freestanding" },
    { "@type": "PropertyValue", name: "Building Size", value: "8,400 SF" },
    { "@type": "PropertyValue", name: "Lot Size", value: "0.62 AC" },
    { "@type": "PropertyValue", name: "Year Built", value: "1987" },
    { "@type": "PropertyValue", name: "Building Class", value: "B" },
  ],
})}
</head><body>
<header class="header"><a href="/">LoopNet</a><nav><a href="/search/commercial-real-estate/ottawa-on/for-sale/">For Sale</a><a href="/search/commercial-real-estate/ottawa-on/for-lease/">For Lease</a></nav></header>
<main id="listing">
<section class="profile-hero">
<h1 class="profile-hero-title">Bank Street Plaza</h1>
<div class="profile-hero-sub-title"><span>1875 Bank St</span>, <span>Ottawa, ON K1V 7Z8</span></div>
<div class="profile-hero-heading">Retail Property For Sale</div>
</section>
<section class="property-facts">
<h2>Property Facts</h2>
<table class="property-facts__table">
<tr><td class="property-facts__label">Price</td><td class="property-facts__data">$1,300,000 CAD</td><td class="property-facts__label">Building Size</td><td class="property-facts__data">8,400 SF</td></tr>
<tr><td class="property-facts__label">Price Per SF</td><td class="property-facts__data">$154.76</td><td class="property-facts__label">Lot Size</td><td class="property-facts__data">0.62 AC</td></tr>
<tr><td class="property-facts__label">Cap Rate</td><td class="property-facts__data">6.25%</td><td class="property-facts__label">Year Built</td><td class="property-facts__data">1987</td></tr>
<tr><td class="property-facts__label">NOI</td><td class="property-facts__data">$81,250</td><td class="property-facts__label">Building Class</td><td class="property-facts__data">B</td></tr>
<tr><td class="property-facts__label">Sale Type</td><td class="property-facts__data">Investment</td><td class="property-facts__label">Parking</td><td class="property-facts__data">32 Spaces (3.81 Spaces per 1,000 SF Leased)</td></tr>
<tr><td class="property-facts__label">Property Type</td><td class="property-facts__data">Retail</td><td class="property-facts__label">Tenancy</td><td class="property-facts__data">Multiple</td></tr>
<tr><td class="property-facts__label">Property Subtype</td><td class="property-facts__data">Freestanding</td><td class="property-facts__label">Zoning</td><td class="property-facts__data">AM10</td></tr>
</table>
</section>
<section class="executive-summary"><h2>Executive Summary</h2><p>A fully leased, three-tenant freestanding retail building on Bank Street south of Walkley Road, with a pharmacy, a dental clinic and a café on leases running to 2031. Pylon signage, two curb cuts, 32 surface stalls. A rare owner-occupier or investment opportunity on one of Ottawa's busiest arterials.</p></section>
<section class="rent-roll"><h2>Tenants</h2>
<table><tr><th>Suite</th><th>Tenant</th><th>Size</th><th>Lease Expiry</th></tr>
<tr><td>100</td><td>Pharmacy</td><td>4,200 SF</td><td>2031</td></tr>
<tr><td>110</td><td>Dental clinic</td><td>2,600 SF</td><td>2029</td></tr>
<tr><td>120</td><td>Café</td><td>1,600 SF</td><td>2028</td></tr></table>
</section>
<section class="contact-broker">
<h2>Listing Broker</h2>
<div class="broker-card"><div class="contact-name">Nadia Farouk</div><div class="contact-title">Vice President, Sales Representative</div><div class="broker-company">Marlow Commercial Realty Inc., Brokerage</div><div class="broker-address">340 Albert St, Suite 1200, Ottawa, ON K1R 7Y6</div><div class="contact-phone">(613) 555-0191</div></div>
</section>
<section class="nearby-listings"><h2>Nearby Properties For Sale</h2>
<div class="placard"><div class="placard-price">$2,150,000</div><div class="placard-address">2211 Walkley Rd, Ottawa, ON</div><div>Office · 11,200 SF</div></div>
<div class="placard"><div class="placard-price">$895,000</div><div class="placard-address">1602 Bank St, Ottawa, ON</div><div>Retail · 3,900 SF</div></div>
</section>
</main>
<footer class="footer"><p>© 2026 CoStar Group. LoopNet is a CoStar Group company. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1300000 },
      propertyKind: "commercial",
      street: "1875 Bank St",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1V 7Z8",
      squareFootage: 8400,
      lot: { value: 0.62, unit: "acres" },
      yearBuilt: 1987,
      listingAgentName: "Nadia Farouk",
      brokerageName: "Marlow Commercial Realty Inc., Brokerage",
      geo: { lat: 45.36288, lng: -75.66814 },
    },
  },
  {
    name: "h6-wahi-condo-toronto",
    site: "wahi.com",
    set: "held-out-6",
    traps: "a condo with a Next.js state: Wahi's estimate (value, low, high), a cash-back offer of $7,490, a past sale and a past list price in the history; 'Age 11-15 years' (no year built); '900-999 sqft'; maintenance fees and taxes; 'Listed by Harbourfront Realty Inc., Brokerage' and Wahi's own brokerage in the footer; the unit before the street",
    pageUrl: "https://wahi.com/ca/en/listing/on/toronto/waterfront-communities-c1/1804-10-queens-quay-w/C12876543",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1804 - 10 Queens Quay W, Toronto, ON M5J 0B1 | C12876543 | Wahi</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 1804 - 10 Queens Quay W, Toronto. Listed for $749,000. See the Wahi Estimate, sold history and more.">
<meta property="og:image" content="https://images.wahi.example/C12876543/1.jpg">
</head><body>
<div id="__next">
<header class="Header_wrap"><a href="/ca/en">Wahi</a><nav><a href="/ca/en/search">Buy</a><a href="/ca/en/sell">Sell</a><a href="/ca/en/home-value">Home value</a></nav></header>
<main class="ListingPage_main">
<section class="ListingHeader_root">
<div class="ListingHeader_status">For sale</div>
<div class="ListingHeader_price">$749,000</div>
<h1 class="ListingHeader_address">1804 - 10 Queens Quay W</h1>
<div class="ListingHeader_city">Toronto, ON M5J 0B1</div>
<ul class="ListingHeader_stats"><li>2 Bed</li><li>2 Bath</li><li>900-999 sqft</li></ul>
</section>
<section class="WahiEstimate_root"><h2>Wahi Estimate</h2><div class="WahiEstimate_value">$738,500</div><div class="WahiEstimate_range">$701,000 - $776,000</div></section>
<section class="CashBack_root"><p>Buy this home with Wahi and get up to <strong>$7,490</strong> cash back.</p></section>
<section class="KeyFacts_root"><h2>Key facts</h2>
<div class="KeyFacts_row"><span>Type</span><span>Condo Apartment</span></div>
<div class="KeyFacts_row"><span>Neighbourhood</span><span>Waterfront Communities C1</span></div>
<div class="KeyFacts_row"><span>Age</span><span>11-15 years</span></div>
<div class="KeyFacts_row"><span>Size</span><span>900-999 sqft</span></div>
<div class="KeyFacts_row"><span>Maintenance fees</span><span>$642/mo</span></div>
<div class="KeyFacts_row"><span>Taxes</span><span>$3,120 (2025)</span></div>
<div class="KeyFacts_row"><span>Parking</span><span>1 underground</span></div>
<div class="KeyFacts_row"><span>MLS®</span><span>C12876543</span></div>
</section>
<section class="Description_root"><h2>Description</h2><p>South-facing two-bedroom corner suite with floor-to-ceiling windows over the lake and the island airport. Split bedrooms, each with its own bathroom; one parking space and a locker. Steps to the PATH, Union Station and the Harbourfront Centre.</p></section>
<section class="History_root"><h2>Listing history</h2>
<table><tr><td>Mar 14, 2019</td><td>Sold</td><td>$612,000</td></tr><tr><td>Feb 1, 2019</td><td>Listed</td><td>$629,000</td></tr></table>
</section>
<section class="Attribution_root"><p>Listed by Harbourfront Realty Inc., Brokerage</p><p>Data provided by TRREB. Information deemed reliable but not guaranteed.</p></section>
</main>
<footer class="Footer_root"><p>© 2026 Wahi Inc. Wahi Realty Inc., Brokerage. 100 King St W, Toronto, ON M5X 1C9.</p></footer>
</div>
${nextData({ props: { pageProps: { listingDetails: wahiListing } }, page: "/ca/[lang]/listing/[province]/[city]/[community]/[address]/[mls]" })}
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "condo",
      street: "1804 - 10 Queens Quay W",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 0B1",
      neighbourhood: "Waterfront Communities C1",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 900,
      mlsNumber: "C12876543",
      brokerageName: "Harbourfront Realty Inc., Brokerage",
      geo: { lat: 43.64127, lng: -79.37788 },
    },
  },
  {
    name: "h6-livabl-precon-condo-mississauga",
    site: "livabl.com",
    set: "held-out-6",
    traps: "a pre-construction floor plan: 'Priced from $749,900' and 'from $923/sq.ft.'; '2 Beds + Den'; 'Est. completion Fall 2028' and 'Occupancy 2028' (no year built); a deposit structure with amounts; the sales centre's different street address; the developer (no agent or brokerage); other floor plans with their prices; a Product JSON-LD",
    pageUrl: "https://www.livabl.com/mississauga-on/the-grove-condos/floorplan/plan-2bd",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Plan 2B+D at The Grove Condos | 2 Beds + Den | Mississauga | Livabl</title>
<meta name="description" content="Plan 2B+D at The Grove Condos by Lakehaven Developments: 2 beds + den, 2 baths, 812 sq.ft. Priced from $749,900.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Plan 2B+D at The Grove Condos", brand: { "@type": "Brand", name: "Lakehaven Developments" }, offers: { "@type": "Offer", price: 749900, priceCurrency: "CAD" } })}
</head><body>
<header class="site-header"><a href="/">Livabl</a><nav><a href="/new-homes/toronto">New Homes</a><a href="/new-condos">New Condos</a></nav></header>
<nav class="breadcrumbs"><a href="/ontario">Ontario</a> › <a href="/mississauga-on">Mississauga</a> › <a href="/mississauga-on/the-grove-condos">The Grove Condos</a> › Plan 2B+D</nav>
<main class="floorplan">
<section class="floorplan-header">
<h1>Plan 2B+D</h1>
<div class="project-name">The Grove Condos</div>
<div class="project-address">3050 Hurontario Street, Mississauga, ON</div>
<div class="floorplan-price">Priced from <span>$749,900</span></div>
<ul class="floorplan-stats"><li>2 Beds + Den</li><li>2 Baths</li><li>812 sq.ft.</li><li>Condo</li></ul>
</section>
<section class="floorplan-details"><h2>Floor plan details</h2>
<dl>
<dt>Price per sq.ft.</dt><dd>from $923</dd>
<dt>Exposure</dt><dd>South-West</dd>
<dt>Floors</dt><dd>8 to 34</dd>
<dt>Est. completion</dt><dd>Fall 2028</dd>
<dt>Occupancy</dt><dd>2028</dd>
<dt>Status</dt><dd>Now selling</dd>
<dt>Developer</dt><dd>Lakehaven Developments</dd>
</dl>
</section>
<section class="deposit-structure"><h2>Deposit structure</h2>
<ul><li>$10,000 on signing</li><li>Balance to 5% in 30 days</li><li>5% in 120 days</li><li>5% in 365 days</li><li>5% on occupancy</li></ul>
</section>
<section class="project-description"><h2>About The Grove Condos</h2><p>Two 34-storey towers on the Hurontario LRT, five minutes from Square One. Amenities include a rooftop pool, a co-working lounge and a children's play room. Maintenance estimated at $0.62 per sq.ft.</p></section>
<section class="sales-centre"><h2>Sales centre</h2><p>2500 Hurontario Street, Mississauga, ON L5B 1N4</p><p>Open Saturday to Thursday, 12–6 pm</p></section>
<section class="other-floorplans"><h2>Other floor plans</h2>
<div class="plan-card"><div>Plan 1B</div><div>1 Bed · 1 Bath · 548 sq.ft.</div><div>From $589,900</div></div>
<div class="plan-card"><div>Plan 3B</div><div>3 Beds · 2 Baths · 1,045 sq.ft.</div><div>From $949,900</div></div>
</section>
</main>
<footer><p>© 2026 Livabl. Prices, specifications and availability are subject to change without notice. E.&amp;O.E.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 749900 },
      propertyKind: "condo",
      street: "3050 Hurontario Street",
      city: "Mississauga",
      province: "ON",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 812,
    },
  },
];
