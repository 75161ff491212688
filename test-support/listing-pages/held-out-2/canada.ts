/**
 * Second held-out corpus, English-Canadian sites. Written by a second author after studying other real pages than
 * the first corpora (realtor.ca's dataLayer block and office card, RE/MAX's react-query state and CSS-module markup,
 * Royal LePage's feature list, Kijiji's Apollo listing with a reduced price, REW's label/value facts with two
 * brokerages, condos.ca's price per square foot, Point2's price history, Zolo's room sizes, HouseSigma's estimates),
 * with the expected facts written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_2_CANADA: ListingPage[] = [
  {
    name: "h2-realtor-ca-house-ottawa",
    site: "realtor.ca",
    set: "held-out-2",
    traps: "dataLayer.push with a JavaScript object (propertyID is the site's id); 'MLS ® Number' with a space; office card with the brokerage's address and phone; partial bathroom; coordinates only in the directions link; room sizes in metres; taxes",
    pageUrl: "https://www.realtor.ca/real-estate/29867248/2110-ricardo-street-ottawa-2004-convent-glen-orleans-wood",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>For sale: 2110 RICARDO Street, Ottawa, Ontario K1C 3Y4 - 1398765 | REALTOR.ca</title>
<meta name="description" content="For sale: 2110 RICARDO Street, Ottawa, Ontario K1C 3Y4 - 1398765. Welcome to this well-kept 3+1 bedroom family home in Convent Glen...">
<meta property="og:title" content="2110 RICARDO Street, Ottawa, Ontario K1C 3Y4">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712345678900000/reb76/highres/5/1398765_1.jpg">
<script>
window.dataLayer = window.dataLayer || [];
dataLayer.push({
    event: 'propertyDetailsLoaded',
    pagePath: '/real-estate/29867248/2110-ricardo-street-ottawa-2004-convent-glen-orleans-wood',
    pageTitle: document.title,
    property: {
        propertyID: '29867248',
        listingID: '1398765',
        propertyType: 'Single Family',
        price: '649900.00',
        leasePrice: '',
        buildingType: 'House',
        neighbourhood: 'Convent Glen',
        bathrooms: '3',
        bedrooms: '3 + 1',
        interiorFloorSpace: '',
        city: 'Ottawa',
        province: 'Ontario',
        status: 'active',
        photos: '32',
        hasphoto: 'yes'
    }
});
</script>
</head><body>
<div id="cookieBanner">We use cookies to improve your experience. <a href="/privacy">Privacy</a></div>
<header><nav><a href="/map">Map</a><a href="/on/ottawa/real-estate">Ottawa real estate</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsTopCon">
<div id="listingPrice"><div id="listingPriceValue">$649,900</div></div>
<h1 id="listingAddress" class="listingAddress">2110 RICARDO Street<br>Ottawa, Ontario K1C3Y4</h1>
<div id="listingMLSNumberCon"><span class="listingMLSNumberLabel">MLS ® Number: </span><span id="MLNumberVal">1398765</span></div>
<div id="BedroomIcon"><div class="listingIconNum">3 + 1</div><div class="listingIconLabel">Bedrooms</div></div>
<div id="BathroomIcon"><div class="listingIconNum">3</div><div class="listingIconLabel">Bathrooms</div></div>
</div>
<div id="propertyDescriptionCon"><div class="propertyDescriptionCon">Welcome to this well-kept 3+1 bedroom family home in Convent Glen, close to schools, parks and the Jeanne d'Arc transit station. Hardwood on the main floor, updated kitchen (2019), finished basement with a fourth bedroom and rec room. Fenced yard backing onto green space.</div></div>
<div id="propertyDetailsSectionContentCon">
<h2>Property Details</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Convent Glen</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Freehold</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">40 x 110 FT</div></div>
<div class="propertyDetailsSectionContentSubCon" id="propertyDetailsSectionContentSubCon_AnnualPropertyTaxes"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,512<span class="listingCADLabel" style="display:none"> (CAD)</span></div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage</div></div>
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">3 + 1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Partial)</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Basement Type</div><div class="propertyDetailsSectionContentValue">Full (Finished)</div></div>
</div>
<div id="listingDetailsRoomDetailsCon">
<h3>Rooms</h3>
<div class="listingDetailsRoomDetailsCon RoomLevel9">Main level Living room<div class="listingDetailsRoomDetails_DimensionsCon"><div class="listingDetailsRoomDetails_Dimensions Metric">4.6 m x 4.3 m</div><div class="listingDetailsRoomDetails_Dimensions Imperial">15 ft x 14 ft</div></div></div>
<div class="listingDetailsRoomDetailsCon RoomLevel10">Second level Primary Bedroom<div class="listingDetailsRoomDetails_DimensionsCon"><div class="listingDetailsRoomDetails_Dimensions Metric">4.27 m x 3.66 m</div><div class="listingDetailsRoomDetails_Dimensions Imperial">14 ft x 12 ft</div></div></div>
<div class="listingDetailsRoomDetailsCon RoomLevel8">Basement Bedroom<div class="listingDetailsRoomDetails_DimensionsCon"><div class="listingDetailsRoomDetails_Dimensions Metric">3.35 m x 3.05 m</div></div></div>
</div>
<div id="LocationDescription"><h3>Location Description</h3>Cross Streets: Jeanne d'Arc Blvd N & Orleans Blvd.</div>
<a id="directionsLink" href="https://www.google.com/maps/dir/?api=1&amp;destination=45.4767%2c-75.5482">Directions</a>
<div class="realtorCardCon">
<div class="realtorCardDetails"><div class="realtorCardName">Natalie Belanger</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">613-830-3350</div></div>
<div id="OfficeCard-52011" class="officeCardCon"><div class="officeCardName">ROYAL LEPAGE TEAM REALTY</div><div class="officeCardDesignation">Brokerage</div><div class="officeCardAddress">#107-250 CENTRUM BLVD<br>OTTAWA, Ontario K1E3J1</div><div class="officeCardPhone">613-830-3350</div></div>
</div>
<div id="similarListingsCon"><h3>Similar Listings</h3><div class="loadingSpinner"></div></div>
<footer><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "house",
      street: "2110 Ricardo Street",
      city: "Ottawa",
      neighbourhood: "Convent Glen",
      province: "ON",
      postalCode: "K1C 3Y4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 4400, unit: "ft2" },
      mlsNumber: "1398765",
      listingAgentName: "Natalie Belanger",
      brokerageName: "Royal LePage Team Realty",
      geo: { lat: 45.4767, lng: -75.5482 },
    },
  },
  {
    name: "h2-zolo-condo-toronto",
    site: "zolo.ca",
    set: "held-out-2",
    traps: "room sizes in sqft; estimated mortgage per month; Zolo's own brokerage in the footer; nearby sold prices; area range; community before the city",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/18-harrison-garden-boulevard/1205",
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>1205 - 18 Harrison Garden Boulevard, Toronto — For Sale @ $689,000 | Zolo.ca</title>
<meta name="description" content="1205 - 18 Harrison Garden Boulevard, Toronto, ON M2N 7J7 — 2 bed, 2 bath condo for sale. Zolo.ca">
<meta property="og:title" content="1205 - 18 Harrison Garden Boulevard, Toronto">
<meta property="og:image" content="https://photos.zolo.ca/1205-18-harrison-garden-boulevard-toronto-C12187654-1.jpg">
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/toronto-real-estate">Toronto Real Estate</a><a href="/toronto-real-estate/condos">Toronto Condos</a><a href="/sold-homes">Sold Homes</a></nav></header>
<main class="listing-main">
<section class="listing-location">
<h1 class="address">1205 - 18 Harrison Garden Boulevard</h1>
<div class="area"><a href="/toronto-real-estate/willowdale-east">Willowdale East</a>, <a href="/toronto-real-estate">Toronto</a>, ON M2N 7J7</div>
</section>
<section class="listing-price"><div class="price">$689,000</div><div class="listing-status">For Sale · 6 days on Zolo</div></section>
<section class="listing-values"><span class="listing-values-item">2 Bed</span><span class="listing-values-item">2 Bath</span><span class="listing-values-item">800-899 sqft</span></section>
<section class="section-listing-content"><div class="listing-description"><p>This condo apt home located at 18 Harrison Garden Boulevard, Toronto is currently for sale and has been available on Zolo.ca for 6 days. This property is listed at $689,000 with an estimated mortgage of $3,120* per month. It has 2 beds, 2 bathrooms, and is 800-899 square feet. 18 Harrison Garden Boulevard, Toronto is in the Willowdale East neighborhood. Lansing-Westgate and Willowdale West are nearby neighborhoods.</p></div></section>
<section class="section-listing-content"><h2>Property</h2><div class="column-container">
<div class="column"><div class="column-label">Type</div><div class="column-value">Condo Apt</div></div>
<div class="column"><div class="column-label">Style</div><div class="column-value">Apartment</div></div>
<div class="column"><div class="column-label">Size (sq ft)</div><div class="column-value">800-899</div></div>
<div class="column"><div class="column-label">Property Type</div><div class="column-value">Residential</div></div>
<div class="column"><div class="column-label">Area</div><div class="column-value">Toronto</div></div>
<div class="column"><div class="column-label">Community</div><div class="column-value">Willowdale East</div></div>
<div class="column"><div class="column-label">MLS®#</div><div class="column-value">C12187654</div></div>
</div></section>
<section class="section-listing-content"><h2>Inside</h2><div class="column-container">
<div class="column"><div class="column-label">Bedrooms</div><div class="column-value">2</div></div>
<div class="column"><div class="column-label">Bathrooms</div><div class="column-value">2</div></div>
<div class="column"><div class="column-label">Kitchens</div><div class="column-value">1</div></div>
<div class="column"><div class="column-label">Rooms</div><div class="column-value">5</div></div>
<div class="column"><div class="column-label">Air Conditioning</div><div class="column-value">Central Air</div></div>
</div></section>
<section class="section-listing-content"><h2>Building</h2><div class="column-container">
<div class="column"><div class="column-label">Stories</div><div class="column-value">12</div></div>
<div class="column"><div class="column-label">Heating</div><div class="column-value">Forced Air</div></div>
<div class="column"><div class="column-label">Maintenance Fees</div><div class="column-value">$642</div></div>
</div></section>
<section class="section-listing-content"><h2>Land</h2><div class="column-container">
<div class="column"><div class="column-label">Cross Street</div><div class="column-value">Yonge / Sheppard</div></div>
<div class="column"><div class="column-label">Municipality District</div><div class="column-value">Toronto C14</div></div>
</div></section>
<section class="section-listing-content"><h2>Rooms</h2><p>Room details for 1205 - 18 Harrison Garden Boulevard: size, flooring, features etc.</p>
<table class="rooms"><tr><td>Living</td><td>Flat</td><td>10 x 15 151 sqft</td><td>Combined W/Dining, W/O To Balcony</td></tr>
<tr><td>Kitchen</td><td>Flat</td><td>8 x 13 97 sqft</td><td>Granite Counter</td></tr>
<tr><td>Primary</td><td>Flat</td><td>15 x 12 183 sqft</td><td>4 Pc Ensuite, W/I Closet</td></tr>
<tr><td>2nd Br</td><td>Flat</td><td>10 x 13 129 sqft</td><td>Closet</td></tr></table></section>
<section class="listing-brokerage"><p>Listed by: Sutton Group-Admiral Realty Inc., Brokerage</p></section>
<section class="similar-sold"><h2>Sold nearby</h2>
<div class="card"><div class="card-address">1508 - 16 Harrison Garden Boulevard</div><div class="price">Sold $712,000</div><div>2 bd · 2 ba · 900-999 sqft</div></div>
<div class="card"><div class="card-address">906 - 5 Northtown Way</div><div class="price">Sold $640,500</div><div>2 bd · 1 ba</div></div>
</section>
</main>
<footer class="footer"><p>Zolo Realty Inc., Brokerage. 5700 Yonge St, Toronto, ON M2M 4K2. Independently owned and operated.</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board. The information is deemed reliable but is not guaranteed to be accurate.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "condo",
      street: "1205 - 18 Harrison Garden Boulevard",
      city: "Toronto",
      neighbourhood: "Willowdale East",
      province: "ON",
      postalCode: "M2N 7J7",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      mlsNumber: "C12187654",
      brokerageName: "Sutton Group-Admiral Realty Inc., Brokerage",
    },
  },
  {
    name: "h2-housesigma-semi",
    site: "housesigma.com",
    set: "held-out-2",
    traps: "API state with price_int beside estimate_price_int, estimate_rent_int and the community's median sold price; listing history with an earlier sale; HouseSigma's own agent and brokerage in a contact box; lot as frontage x depth",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/4219-tea-garden-circle/home/Kd8mYwPq3ZaE9vRx/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4219 Tea Garden Circle, Mississauga, ON L4Z 2N8 | For Sale $1,149,900 | HouseSigma</title>
<meta name="description" content="4219 Tea Garden Circle, Mississauga. Semi-Detached, 3+1 bedrooms, 4 bathrooms. Listed $1,149,900. See sold price history and SigmaEstimate on HouseSigma.">
<meta property="og:title" content="4219 Tea Garden Circle, Mississauga, ON L4Z 2N8">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/345/W12087345.jpg">
<script>window.__APP_DATA__ = ${JSON.stringify({
      route: "/home/detail",
      detail_v2: {
        data: {
          house: {
            id_listing: "Kd8mYwPq3ZaE9vRx",
            ml_num: "W12087345",
            address: "4219 Tea Garden Circle",
            municipality_name: "Mississauga",
            community_name: "Rathwood",
            province: "ON",
            postal_code: "L4Z2N8",
            country: "CA",
            house_type_name: "Semi-Detached",
            price: "$1,149,900",
            price_int: 1149900,
            bedroom_string: "3+1",
            washroom: 4,
            house_area: { estimate: 1750, unit: "feet", text: "1500-2000" },
            land: { front: 30.02, depth: 120.01, unit: "feet" },
            tax_int: 6012,
            map: { lat: 43.6192, lon: -79.6318 },
            list_dates: { date_list_days: 9 },
            brokerage_text: "RE/MAX Realty Specialists Inc.",
          },
          analytics: { estimate_price_int: 1187400, estimate_price_confident: "high", estimate_rent_int: 3900, estimate_rent_yearreturn: 4.1 },
          community_stats: { price_sold_median: 1062000, growth_year: -2.4 },
          listing_history: [
            { id_listing: "Kd8mYwPq3ZaE9vRx", price: "$1,149,900", status: "For Sale", date_start: "2025-05-02", date_end: null },
            { id_listing: "Ag3LpQ0zT7bN2wSe", price: "$648,000", status: "Sold", date_start: "2016-04-11", date_end: "2016-04-19" },
          ],
          key_facts_v2: { aggregated_dom: { value: "9" } },
        },
      },
    })};</script>
</head><body>
<div id="app">
<header><a href="/">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market Trends</a><a href="/on/recommend/">Recommend</a></nav></header>
<section class="listing-header">
<h1 class="address">4219 Tea Garden Circle</h1>
<div class="municipality">Mississauga - Rathwood, ON L4Z 2N8</div>
<div class="price-listed"><span class="label">Listed for:</span> <span class="price">$1,149,900</span></div>
<div class="price-estimate"><span class="label">SigmaEstimate:</span> <span class="price">$1,187,400</span> <span class="confidence">High confidence</span></div>
<div class="rent-estimate"><span class="label">Est. Rent:</span> <span>$3,900/mo</span></div>
</section>
<section class="key-facts"><h2>Key Facts</h2>
<div class="fact"><span class="label">Tax:</span> <span class="value">$6,012 / 2024</span></div>
<div class="fact"><span class="label">Type:</span> <span class="value">Semi-Detached, 2-Storey</span></div>
<div class="fact"><span class="label">Building Age:</span> <span class="value">31-50 years</span></div>
<div class="fact"><span class="label">Size:</span> <span class="value">1500-2000 feet²</span></div>
<div class="fact"><span class="label">Lot Size:</span> <span class="value">30.02 x 120.01 feet</span></div>
<div class="fact"><span class="label">Bedrooms:</span> <span class="value">3+1</span></div>
<div class="fact"><span class="label">Bathrooms:</span> <span class="value">4</span></div>
<div class="fact"><span class="label">Parking:</span> <span class="value">1 Garage, 2 Driveway</span></div>
<div class="fact"><span class="label">MLS®:</span> <span class="value">W12087345</span></div>
<div class="fact"><span class="label">Listing Brokerage:</span> <span class="value">RE/MAX Realty Specialists Inc.</span></div>
</section>
<section class="community"><h2>Rathwood Community Stats</h2><div>Median sold price (1 year): <strong>$1,062,000</strong></div><div>Growth: -2.4%</div></section>
<section class="history"><h2>Listing History</h2>
<table><tr><td>2025-05-02</td><td>For Sale</td><td>$1,149,900</td></tr><tr><td>2016-04-19</td><td>Sold</td><td>$648,000</td></tr></table></section>
<aside class="contact-agent"><h3>Interested in this home?</h3><div class="agent-card"><div class="agent-name">Jenny Liu</div><div class="agent-title">HouseSigma Agent</div><div class="agent-brokerage">HouseSigma Inc., Brokerage</div><a href="/on/contact/">Book a showing</a></div></aside>
</div>
<footer><p>HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4.</p><p>Listing information is provided by the Toronto Regional Real Estate Board and is deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1149900 },
      propertyKind: "semi-detached",
      street: "4219 Tea Garden Circle",
      city: "Mississauga",
      neighbourhood: "Rathwood",
      province: "ON",
      postalCode: "L4Z 2N8",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 3602.7, unit: "ft2" },
      mlsNumber: "W12087345",
      brokerageName: "RE/MAX Realty Specialists Inc.",
      geo: { lat: 43.6192, lng: -79.6318 },
    },
  },
  {
    name: "h2-remax-house-stjohns",
    site: "remax.ca",
    set: "held-out-2",
    traps: "react-query dehydratedState: the listing in one query, nearby listings with their prices in another; CSS-module class names; digits-only MLS® number; mortgage payment estimate; office address",
    pageUrl: "https://www.remax.ca/nl/st-john-s-real-estate/33-doyle-place-wp_idm73000004-1271234-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>33 Doyle Place, St. John's, NL A1E 2K9 - 1271234 | RE/MAX Canada</title>
<meta name="description" content="4 bed, 2 bath House for sale at 33 Doyle Place, St. John's, NL. MLS® 1271234. View photos and details on RE/MAX Canada.">
<meta property="og:title" content="33 Doyle Place, St. John's, NL A1E 2K9">
<meta property="og:image" content="https://assets.remax.ca/listings/nl/1271234/1.jpg">
${nextData({
      props: {
        pageProps: {
          dehydratedState: {
            queries: [
              {
                queryKey: ["listing-details", "wp_idm73000004-1271234-lst"],
                state: {
                  data: {
                    listingId: "wp_idm73000004-1271234-lst",
                    mlsNum: "1271234",
                    listPrice: 379900,
                    status: "Active",
                    address: "33 Doyle Place",
                    city: "St. John's",
                    province: "NL",
                    postalCode: "A1E 2K9",
                    beds: 4,
                    baths: 2,
                    sqFtSearch: 2140,
                    lotSize: "50 x 100 Feet",
                    yearBuilt: 1978,
                    propertyType: "Single Family",
                    dwellingType: "House",
                    lat: 47.5456,
                    lng: -52.7389,
                    agents: [{ name: "Colleen Whelan", title: "Sales Representative", officeName: "RE/MAX Infinity Realty Ltd.", officeAddress: "286 Torbay Road, St. John's, NL A1A 4E1" }],
                  },
                },
              },
              {
                queryKey: ["nearby-listings", "wp_idm73000004-1271234-lst"],
                state: { data: { results: [
                  { listingId: "wp_idm73000004-1270001-lst", address: "12 Cornwall Ave", city: "St. John's", listPrice: 299900, beds: 3, baths: 1, sqFtSearch: 1200 },
                  { listingId: "wp_idm73000004-1269876-lst", address: "7 Pasadena Cres", city: "St. John's", listPrice: 449000, beds: 5, baths: 3, sqFtSearch: 2600 },
                ] } },
              },
            ],
          },
        },
      },
    })}
</head><body>
<header class="header_header__x1"><a href="/">RE/MAX</a><nav><a href="/nl/st-john-s-real-estate">St. John's Homes for Sale</a><a href="/find-a-realtor">Find an Agent</a></nav></header>
<main>
<div class="listing-summary_summary__Q2v9">
<div class="listing-summary_listPrice__PJawt">$379,900</div>
<div class="listing-summary_address__k3Fd"><span class="listing-address_splitLines__pLZIy">33 Doyle Place</span><span class="listing-summary_cityLine__YxXgL listing-address_splitLines__pLZIy">St. John's, NL A1E 2K9</span></div>
<div class="listing-summary_propertyDetails__m4Pz">
<span data-cy="property-beds"><span class="listing-summary_propertyDetailValue__UOUcR">4</span> <span>bed</span></span>
<span data-cy="property-baths"><span class="listing-summary_propertyDetailValue__UOUcR">2</span> <span>bath</span></span>
<span data-cy="property-sqft"><span class="listing-summary_propertyDetailValue__UOUcR">2,140</span> <span>sqft</span></span>
</div>
<div class="listing-summary_mlsNum__1PbDv">MLS®: 1271234</div>
</div>
<section id="details"><h2>Details</h2>
<ul><li><span>Status</span><span>Active</span></li><li><span>Last Updated</span><span>May 12, 2025</span></li></ul>
<ul><li><span>Property Type</span><span>Single Family</span></li><li><span>Sqft</span><span>2,140</span></li><li><span>Lot Size</span><span>50 x 100 Feet</span></li><li><span>Year Built</span><span>1978</span></li><li><span>Building Type</span><span>House</span></li></ul>
</section>
<section class="mortgage-calculator_calc__a1"><h2>Mortgage Calculator</h2><div>Estimated payment <strong>$1,832/month</strong></div></section>
<section class="agent-card_card__r2"><h2>Listing Agent</h2><div class="agent-card_name__z8">Colleen Whelan</div><div class="agent-card_title__q1">Sales Representative</div><div class="agent-card_office__w3">RE/MAX Infinity Realty Ltd.</div><div class="agent-card_officeAddress__e5">286 Torbay Road, St. John's, NL A1A 4E1</div></section>
<section class="nearby-listings_nearby__t7"><h2>Nearby Homes for Sale</h2>
<a class="listing-card_listingCard__G6M8g" href="/nl/st-john-s-real-estate/12-cornwall-ave-wp_idm73000004-1270001-lst"><div class="listing-card_price__lk">$299,900</div><div>12 Cornwall Ave, St. John's, NL</div><div>3 bed · 1 bath · 1,200 sqft</div></a>
<a class="listing-card_listingCard__G6M8g" href="/nl/st-john-s-real-estate/7-pasadena-cres-wp_idm73000004-1269876-lst"><div class="listing-card_price__lk">$449,000</div><div>7 Pasadena Cres, St. John's, NL</div><div>5 bed · 3 bath · 2,600 sqft</div></a>
</section>
</main>
<footer><p>Each RE/MAX® office is independently owned and operated. RE/MAX Ontario-Atlantic Canada, Inc.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 379900 },
      propertyKind: "house",
      street: "33 Doyle Place",
      city: "St. John's",
      province: "NL",
      postalCode: "A1E 2K9",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2140,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "1271234",
      listingAgentName: "Colleen Whelan",
      brokerageName: "RE/MAX Infinity Realty Ltd.",
      geo: { lat: 47.5456, lng: -52.7389 },
    },
  },
  {
    name: "h2-royallepage-house-kelowna",
    site: "royallepage.ca",
    set: "held-out-2",
    traps: "bed/bath boxes with value before label; feature list of label/value spans; office address in the agent card; mortgage payment; lot in acres; taxes with a year",
    pageUrl: "https://www.royallepage.ca/en/property/british-columbia/kelowna/1672-hayman-court/25871234/mls10321456/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1672 Hayman Court, Kelowna, BC V1V 2L3 | 10321456 | Royal LePage</title>
<meta name="description" content="4 bedroom, 3 bathroom House for sale at 1672 Hayman Court, Kelowna, British Columbia. MLS® 10321456.">
<meta property="og:title" content="1672 Hayman Court, Kelowna, British Columbia">
<meta property="og:image" content="https://rlp.ca/photos/10321456/1672-hayman-court-1.jpg">
</head><body>
<header><nav><a href="/en/search/homes/">Homes for sale</a><a href="/en/agent/">Find an agent</a><a href="/en/office/">Find an office</a></nav></header>
<main>
<div class="address-bar"><div class="title--h2">1672 Hayman Court, Kelowna, British Columbia, V1V 2L3</div></div>
<div class="price-bar"><span class="title title--h1 price">$1,089,000</span></div>
<div class="bed-bath-box"><div class="bed-bath-box__item"><p class="bed-bath-box__value">4</p><p class="bed-bath-box__label">Bedrooms</p></div><div class="bed-bath-box__item"><p class="bed-bath-box__value">3</p><p class="bed-bath-box__label">Bathrooms</p></div></div>
<section class="property-description"><h2>Description</h2><p>Family home on a quiet cul-de-sac in North Glenmore with lake peeks, a renovated kitchen, a 2-bedroom-sized basement rec area and a double garage. Walk to Dr. Knox and Glenmore Elementary.</p></section>
<section class="property-features"><h2>Property Details</h2>
<ul class="property-features-list">
<li><span class="label">MLS® #:</span> <span class="value">10321456</span></li>
<li><span class="label">Property Type:</span> <span class="value">Single Family</span></li>
<li><span class="label">Building Type:</span> <span class="value">House</span></li>
<li><span class="label">Style:</span> <span class="value">2 Level</span></li>
<li><span class="label">Square Footage:</span> <span class="value">2,650 sqft</span></li>
<li><span class="label">Lot Size:</span> <span class="value">0.18 ac</span></li>
<li><span class="label">Year Built:</span> <span class="value">1994</span></li>
<li><span class="label">Neighbourhood:</span> <span class="value">North Glenmore</span></li>
<li><span class="label">Taxes:</span> <span class="value">$4,980 (2024)</span></li>
<li><span class="label">Parking:</span> <span class="value">Attached Garage (2)</span></li>
</ul></section>
<section class="mortgage-calculator"><h2>Mortgage calculator</h2><p>Estimated monthly payment: <strong>$5,102</strong></p></section>
<aside class="agent-card"><h3>Listing agent</h3><div class="agent-card__name">Marcus Lindqvist</div><div class="agent-card__title">Sales Representative</div><div class="agent-card__office">Royal LePage Kelowna</div><div class="agent-card__office-address">1060 Manhattan Dr, Kelowna, BC V1Y 9X9</div><div class="agent-card__phone">250-860-1100</div></aside>
<section class="similar-homes"><h2>Similar homes</h2><div class="card"><span class="price">$1,025,000</span> 4 bd 3 ba · 1680 Hayman Rd</div><div class="card"><span class="price">$1,199,900</span> 5 bd 3 ba · 1590 Mountain Ave</div></section>
</main>
<footer><p>Royal LePage® is a registered trademark of Royal Bank of Canada and is used under licence by Bridgemarq Real Estate Services Manager Limited. Each office is independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1089000 },
      propertyKind: "house",
      street: "1672 Hayman Court",
      city: "Kelowna",
      neighbourhood: "North Glenmore",
      province: "BC",
      postalCode: "V1V 2L3",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2650,
      lot: { value: 0.18, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "10321456",
      listingAgentName: "Marcus Lindqvist",
      brokerageName: "Royal LePage Kelowna",
    },
  },
  {
    name: "h2-kijiji-condo-sale",
    site: "kijiji.ca",
    set: "held-out-2",
    traps: "reduced price with the original amount beside it (cents); human-readable attribute values beside canonical ones; other ads in the Apollo state; condo fees in the text; owner seller",
    pageUrl: "https://www.kijiji.ca/v-condo-for-sale/winnipeg/osborne-village-2-bed-2-bath-condo-price-reduced/1718234567",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Osborne Village 2 bed 2 bath condo - price reduced! | Condos for Sale | Winnipeg | Kijiji</title>
<meta property="og:title" content="Osborne Village 2 bed 2 bath condo - price reduced!">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/3a/3a1b2c3d-0001?rule=kijijica-960-jpg">
${nextData({
      props: {
        pageProps: {
          __APOLLO_STATE__: {
            "RealEstateListing:1718234567": {
              __typename: "RealEstateListing",
              id: "1718234567",
              title: "Osborne Village 2 bed 2 bath condo - price reduced!",
              description: "Corner unit on the 15th floor with river views. 2 bedrooms, 2 full baths, in-suite laundry, heated parking stall. Condo fees $412/month include heat and water. Priced to sell, was $309,900.",
              price: { __typename: "StandardAmountPrice", type: "FIXED", amount: 28990000, originalAmount: 30990000, currency: "CAD" },
              location: { name: "Winnipeg", address: "1502-311 River Ave, Winnipeg, MB R3L 0B3", coordinates: { latitude: 49.8798, longitude: -97.1412 } },
              posterInfo: { sellerType: "OWNER", verified: true },
              attributes: { all: [
                { canonicalName: "unittype", canonicalValues: ["condo"], name: "Unit Type", values: ["Condo"] },
                { canonicalName: "numberbedrooms", canonicalValues: ["2"], name: "Bedrooms", values: ["2"] },
                { canonicalName: "numberbathrooms", canonicalValues: ["20"], name: "Bathrooms", values: ["2 bathrooms"] },
                { canonicalName: "areainfeet", canonicalValues: ["1010"], name: "Size (sqft)", values: ["1,010"] },
                { canonicalName: "forsaleby", canonicalValues: ["ownr"], name: "For Sale By", values: ["Owner"] },
              ] },
            },
            "RealEstateListing:1718200044": { __typename: "RealEstateListing", id: "1718200044", title: "Downtown 1 bed condo", price: { amount: 19900000, type: "FIXED" }, location: { name: "Winnipeg" } },
            "RealEstateListing:1718199001": { __typename: "RealEstateListing", id: "1718199001", title: "St. Vital bungalow", price: { amount: 36500000, type: "FIXED" }, location: { name: "Winnipeg" } },
          },
        },
      },
    })}
</head><body>
<header><a href="/">Kijiji</a><nav><a href="/b-real-estate/winnipeg/c34l1700192">Real Estate</a><a href="/b-condo-for-sale/winnipeg/c643l1700192">Condos for Sale</a></nav></header>
<main>
<h1 class="title-2323565163">Osborne Village 2 bed 2 bath condo - price reduced!</h1>
<div class="priceWrapper-3915768379"><span class="currentPrice-2842943473">$289,900.00</span> <span class="originalPrice-1803456622"><s>$309,900.00</s></span></div>
<div class="locationContainer-2867112055"><span class="address-3617944557">1502-311 River Ave, Winnipeg, MB R3L 0B3</span></div>
<ul class="itemAttributeList-1090551278">
<li><dl><dt>Unit Type</dt><dd>Condo</dd></dl></li>
<li><dl><dt>Bedrooms</dt><dd>2</dd></dl></li>
<li><dl><dt>Bathrooms</dt><dd>2 bathrooms</dd></dl></li>
<li><dl><dt>Size (sqft)</dt><dd>1,010</dd></dl></li>
<li><dl><dt>For Sale By</dt><dd>Owner</dd></dl></li>
</ul>
<div class="descriptionContainer-231909819"><h2>Description</h2><p>Corner unit on the 15th floor with river views. 2 bedrooms, 2 full baths, in-suite laundry, heated parking stall. Condo fees $412/month include heat and water. Priced to sell, was $309,900.</p></div>
<section class="similarListings"><h2>You may also like</h2><div class="card"><span>$199,000.00</span> Downtown 1 bed condo</div><div class="card"><span>$365,000.00</span> St. Vital bungalow</div></section>
</main>
<footer><p>© 2025 Kijiji Canada Ltd. All rights reserved. Kijiji is not a real estate brokerage.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 289900 },
      propertyKind: "condo",
      street: "1502-311 River Ave",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3L 0B3",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1010,
      geo: { lat: 49.8798, lng: -97.1412 },
    },
  },
  {
    name: "h2-rew-condo-vancouver",
    site: "rew.ca",
    set: "held-out-2",
    traps: "label/value facts on separate lines; primary and secondary agents of two brokerages; board source line; strata fees and gross taxes; sold prices in the building; sub-area with the board's suffix",
    pageUrl: "https://www.rew.ca/properties/R3012345/305-2511-quebec-street-vancouver-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>305 2511 Quebec Street, Vancouver - R3012345 | REW</title>
<meta name="description" content="305 2511 Quebec Street, Vancouver, BC V5T 0G7. 2 bed, 2 bath, 812 sqft Apartment/Condo for sale. MLS® R3012345.">
<meta property="og:title" content="305 2511 Quebec Street, Vancouver, BC">
<meta property="og:image" content="https://assets-listings.rew.ca/brc_idx_rew/brc/R3012345/20250508090000/01.jpeg">
</head><body>
<header><a href="/">REW</a><nav><a href="/properties/areas/vancouver-bc">Vancouver homes</a><a href="/sold">Sold</a><a href="/rentals">Rentals</a></nav></header>
<main>
<section class="listingheader">
<div class="listingheader-price">$749,000</div>
<h1 class="listingheader-address">305 2511 Quebec Street</h1>
<div class="listingheader-location">Mount Pleasant VE, Vancouver, BC V5T 0G7</div>
<ul class="listingheader-stats"><li>2 Bed</li><li>2 Bath</li><li>812 Sqft</li><li>Apt/Condo</li></ul>
</section>
<section class="listing-description"><h2>Description</h2><p>South-facing 2 bed, 2 bath at the Independent with a large balcony over a quiet courtyard, gas range, in-suite laundry, 1 parking and 1 storage locker. Steps to Main Street shops and the future Broadway subway.</p></section>
<section class="listingdetails">
<div class="listingdetails-item"><div class="listingdetails-label">Gross Taxes for 2025</div><div class="listingdetails-value">$2,214</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Strata Maintenance Fees</div><div class="listingdetails-value">$436</div></div>
<h2>Home facts</h2>
<div class="listingdetails-item"><div class="listingdetails-label">Bedrooms</div><div class="listingdetails-value">2</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Bathrooms</div><div class="listingdetails-value">2</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Floor Area</div><div class="listingdetails-value">812 Sqft</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Parking Spaces</div><div class="listingdetails-value">1</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Parking Details</div><div class="listingdetails-value">Garage; Underground</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Property Type</div><div class="listingdetails-value">Apt/Condo</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Year Built</div><div class="listingdetails-value">2016</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Title</div><div class="listingdetails-value">Freehold Strata</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Heating Type</div><div class="listingdetails-value">Baseboard, Electric</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Community</div><div class="listingdetails-value">Mount Pleasant VE</div></div>
<h2>Listing details</h2>
<div class="listingdetails-item"><div class="listingdetails-label">Primary Agent</div><div class="listingdetails-value">Priya Sandhu</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Primary Broker</div><div class="listingdetails-value">Westcoast Urban Realty Ltd.</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Secondary Agent</div><div class="listingdetails-value">Daniel Cho</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Secondary Broker</div><div class="listingdetails-value">Harbourline Realty Inc.</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Days on REW</div><div class="listingdetails-value">12</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Property Views</div><div class="listingdetails-value">1,204</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">MLS® Number</div><div class="listingdetails-value">R3012345</div></div>
<div class="listingdetails-item"><div class="listingdetails-label">Source</div><div class="listingdetails-value">Greater Vancouver REALTORS®</div></div>
</section>
<section class="building-sales"><h2>Recent sales in this building</h2><div class="row"><span>#402</span><span>2 bed 2 bath</span><span>Sold $732,000</span></div><div class="row"><span>#110</span><span>1 bed 1 bath</span><span>Sold $561,500</span></div></section>
</main>
<footer><p>This representation is based in whole or in part on data generated by the Chilliwack &amp; District Real Estate Board, Fraser Valley Real Estate Board or Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "condo",
      street: "305 2511 Quebec Street",
      city: "Vancouver",
      neighbourhood: "Mount Pleasant VE",
      province: "BC",
      postalCode: "V5T 0G7",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 812,
      yearBuilt: 2016,
      mlsNumber: "R3012345",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Westcoast Urban Realty Ltd.",
    },
  },
  {
    name: "h2-condos-ca-unit",
    site: "condos.ca",
    set: "held-out-2",
    traps: "price per square foot beside the price; styled-component class names; neighbourhood/district/city links; maintenance and taxes; condos.ca's own brokerage in the footer; nearby listings; building's year",
    pageUrl: "https://condos.ca/toronto/theatre-district-residence-38-widmer-st/unit-1508-C12345987",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1508 - 38 Widmer St, Toronto | For Sale $749,900 | Condos.ca</title>
<meta name="description" content="2+1 bed 2 bath condo for sale at Theatre District Residence, 38 Widmer St, Toronto. 650-699 sqft. MLS® C12345987.">
<meta property="og:title" content="1508 - 38 Widmer St, Toronto">
<meta property="og:image" content="https://cdn.repliers.io/IMG-C12345987_1.jpg?class=large">
</head><body>
<header class="styles___Header-sc-1a2b3c"><a href="/">Condos.ca</a><nav><a href="/toronto/condos-for-sale">Toronto condos for sale</a><a href="/toronto/condos-for-rent">For rent</a></nav></header>
<main id="listing">
<h1 class="styles___Title-sc-9x8y7z">1508 - 38 Widmer St</h1>
<div class="styles___Address-sc-4d5e6f">
<a class="styles___AddressInlineLink-sc-7g8h9i" href="/toronto/entertainment-district">Entertainment District</a>,
<a class="styles___AddressInlineLink-sc-7g8h9i" href="/toronto/downtown">Downtown</a>,
<a class="styles___AddressInlineLink-sc-7g8h9i" href="/toronto">Toronto</a>
<span class="styles___FullAddress-sc-0j1k2l">38 Widmer St, Toronto, ON M5V 0P7</span>
</div>
<div class="styles___AskingPrice-sc-3m4n5o">$749,900</div>
<span class="styles___PricePerSqFt-sc-6p7q8r">$1,124/sqft</span>
<div class="styles___InfoItems-sc-9s0t1u">
<div class="styles___InfoItem-sc-2v3w4x">2+1 BD</div>
<div class="styles___InfoItem-sc-2v3w4x">2 BA</div>
<div class="styles___InfoItem-sc-2v3w4x">0 Parking</div>
<div class="styles___Size-sc-5y6z7a">650-699 sqft</div>
</div>
<div class="styles___MaintenanceFee-sc-8b9c0d">Maint. Fees $498 /mo</div>
<div class="styles___PropertyTax-sc-1e2f3g">Taxes $2,890 / 2024</div>
<div class="styles___KeyFacts-sc-4h5i6j">
<div><span class="styles___Label">Exposure</span><span class="styles___Exposure-sc-7k8l9m">South</span></div>
<div><span class="styles___Label">Type</span><span class="styles___PropertyType-sc-0n1o2p">Condo Apt</span></div>
<div><span class="styles___Label">MLS®</span><span>C12345987</span></div>
<div><span class="styles___Label">Days on market</span><span>4</span></div>
</div>
<div class="styles___Building-sc-3q4r5s"><a class="styles___BuildingLink-sc-6t7u8v" href="/toronto/theatre-district-residence-38-widmer-st">Theatre District Residence</a> · <span class="styles___YearBuilt-sc-9w0x1y">Built in 2019</span> · <span>47 Storeys</span> · <span>590 Units</span></div>
<div class="styles___Description-sc-2z3a4b"><p>Bright south-facing 2 bed plus den with floor-to-ceiling windows and a 120 sqft balcony. Steps to TIFF Lightbox, the PATH and the Financial District. Building has 24h concierge, gym, rooftop pool.</p></div>
<div class="styles___ListingBrokerage-sc-5c6d7e">Listing Brokerage: Harbourfront Realty Inc., Brokerage</div>
<section class="styles___NearbyListings-sc-8f9g0h"><h2>Nearby listings</h2>
<div class="styles___Card"><span>$695,000</span><span>1+1 BD · 1 BA</span><span>2104 - 300 Front St W</span></div>
<div class="styles___Card"><span>$829,000</span><span>2 BD · 2 BA</span><span>3305 - 87 Peter St</span></div>
</section>
</main>
<footer><p>Condos.ca Real Estate Inc., Brokerage. 220 King St W, Toronto, ON. Not intended to solicit buyers or sellers currently under contract.</p><p>Listing data provided by the Toronto Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 749900 },
      propertyKind: "condo",
      street: "1508 - 38 Widmer St",
      city: "Toronto",
      neighbourhood: "Entertainment District",
      province: "ON",
      postalCode: "M5V 0P7",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 650,
      yearBuilt: 2019,
      mlsNumber: "C12345987",
      brokerageName: "Harbourfront Realty Inc., Brokerage",
    },
  },
  {
    name: "h2-point2homes-bungalow-regina",
    site: "point2homes.com",
    set: "held-out-2",
    traps: "price history table with earlier list and sold prices; price reduction amount; CAD after the price; summary and details lists; Saskatchewan MLS® number with letters",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Regina/Regina-North-Central/2315-Athol-St/123456789.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2315 Athol St, Regina, Saskatchewan S4T 3G7 - House for sale - SK987654 | Point2</title>
<meta name="description" content="3 beds, 2 baths, 1,056 sqft House for sale at 2315 Athol St, Regina, SK. MLS® SK987654.">
<meta property="og:title" content="2315 Athol St, Regina, Saskatchewan S4T 3G7">
<meta property="og:image" content="https://images.point2.com/listings/ca/sk/SK987654/1.jpg">
${ld({ "@context": "http://schema.org", "@type": "WebSite", name: "Point2", url: "https://www.point2homes.com/" })}
</head><body>
<header><nav><a href="/CA/Real-Estate-Listings.html">Canada Real Estate</a><a href="/CA/Real-Estate-Listings/SK/Regina.html">Regina Homes for Sale</a></nav></header>
<main>
<div class="property-address"><h1>2315 Athol St, Regina, Saskatchewan S4T 3G7</h1><div class="neighbourhood">Regina North Central</div></div>
<div class="price"><span class="value">$319,900</span> <span class="currency">CAD</span> <span class="price-drop">Price reduced by $10,000</span></div>
<div class="Property-Summary"><h2>Property Summary</h2><ul>
<li class="ic-beds"><strong>3</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,056</strong> Sqft</li><li class="ic-lotsize"><strong>3,125</strong> Sqft Lot</li>
</ul></div>
<div class="Description"><h2>Description</h2><p>Updated bungalow with a fully developed basement, new shingles (2022), detached single garage off the lane. Close to schools, shopping and the General Hospital.</p></div>
<div class="Property-Details"><h2>Property Details</h2><dl>
<dt>Type</dt><dd>Single Family</dd>
<dt>Style</dt><dd>Bungalow</dd>
<dt>Year Built</dt><dd>1956</dd>
<dt>Lot Size</dt><dd>3,125 sqft</dd>
<dt>MLS® #</dt><dd>SK987654</dd>
<dt>Taxes</dt><dd>$2,671 (2024)</dd>
</dl></div>
<div class="Price-History"><h2>Price History</h2><table>
<tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Apr 10, 2025</td><td>Price decreased</td><td>$319,900</td></tr>
<tr><td>Mar 2, 2025</td><td>Listed</td><td>$329,900</td></tr>
<tr><td>Jun 18, 2014</td><td>Sold</td><td>$268,000</td></tr>
</table></div>
<div class="original-listing"><p>Listing courtesy of Shauna Kowalchuk, Prairie Sky Realty</p></div>
<div class="similar-listings"><h2>Similar Homes for Sale</h2><div class="item-cnt"><div class="price">$299,000 CAD</div><div>2 Beds · 1 Bath · 2210 Garnet St</div></div><div class="item-cnt"><div class="price">$345,000 CAD</div><div>4 Beds · 2 Baths · 1460 Retallack St</div></div></div>
</main>
<footer><p>Point2 is part of Yardi Systems. Listing data is provided by the Association of Regina REALTORS® and is deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 319900 },
      propertyKind: "house",
      street: "2315 Athol St",
      city: "Regina",
      neighbourhood: "Regina North Central",
      province: "SK",
      postalCode: "S4T 3G7",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1056,
      lot: { value: 3125, unit: "ft2" },
      yearBuilt: 1956,
      mlsNumber: "SK987654",
      listingAgentName: "Shauna Kowalchuk",
      brokerageName: "Prairie Sky Realty",
    },
  },
];
