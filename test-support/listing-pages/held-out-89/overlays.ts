/**
 * Eighty-ninth held-out corpus, the pages where the listing sits in a layer over other listings: housesigma.com's
 * map with a preview drawer (?listing=, an Ottawa condo townhouse), zillow.com's search results with the home
 * details modal open (a Lynden WA acreage lot, in USD), remax.ca's map view with a drawer (#wp_id…, a Calgary half
 * duplex whose other half is listed too) and condos.ca's "compare" view (a Toronto condo side by side with two
 * others). Every page around the listing holds result cards or columns with their own prices, addresses, counts
 * and points. Addresses, names, phone numbers and numbers are invented; the expected facts were written before any
 * extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  cookieNote,
  desktopTop,
  eventTable,
  globalState,
  leadForm,
  mapPins,
  nextState,
  officeCard,
  payments,
  personCard,
  resultCards,
  siteBottom,
  specList,
  specTable,
  tagManager,
} from "./chrome.ts";

/* ---------------------------------------------------------------- housesigma.com */

const hsNuxt = `<script>window.__NUXT__=(function(a,b,c,d,e){return {layout:"map",data:[{}],fetch:{},error:c,serverRendered:d,routePath:"\\u002Fon\\u002Fmap\\u002F",state:{lang:"en_US",province:b,map:{center:{lat:45.268904,lon:-75.741322},zoom:15.2,filter:{status:"for-sale",house_type:["all"],listing_days:0},total:132,markers:[{id_listing:"qXw2L8ePmJ5vR7dN",label:"$560K",lat:45.27231,lon:-75.74618},{id_listing:"Lm3Tz8QvK2bWn6Ys",label:"$612K",lat:45.26977,lon:-75.73902},{id_listing:"Pd5Hs1JcX7rEa4Ug",label:"$500K",lat:45.27408,lon:-75.74471},{id_listing:"Vb8Nq2MwR4tLk9Cz",label:"Sold $538K",lat:45.27219,lon:-75.74597,sold:d}]},preview:{open:d,listing:{id_listing:"qXw2L8ePmJ5vR7dN",ml_num:"X12403765",status:"for-sale",list_status:{public:1,live:1,text:"For Sale"},price:"559,900",price_int:559900,price_change:{from:574900,date:"2025-11-08"},address:"86 Larkspur Private",municipality_name:a,community_name:"Barrhaven",province:b,postal_code:"K2J 6B9",house_type_name:"Condo Townhouse",house_style:"Row Unit",bedroom_string:"3",washroom:3,washroom_detail:[{pc:4,count:2},{pc:2,count:1}],garage:1,house_area:{estimate:e,area:"1200-1399",unit:"feet"},maintenance:312,tax_int:3944,tax_year:2025,brokerage_text:"Rideau Gate Realty Inc., Brokerage",map:{lat:45.27231,lon:-75.74618},estimate:{price:571000,date:"2025-11-18"},list_days:12}},auth:{loggedIn:e}}}}("Ottawa","ON",null,true,false));</script>`;

const houseSigma: ListingPage = {
  name: "ho89-housesigma-townhouse-barrhaven-ottawa",
  site: "housesigma.com",
  set: "held-out-89",
  traps:
    "a map page with the preview drawer open (?listing=): the URL's map centre is not the listing's point; 132 results, price-label pins and result cards (one the sold unit next door) around the drawer; '3 Bath' that is 2 × 4pc + 1 × 2pc; a '1200-1399 feet²' band; SigmaEstimate, an earlier price and a 2019 sale; maintenance and tax; HouseSigma's own brokerage agent; a minified Nuxt IIFE whose city and province are arguments",
  pageUrl: "https://housesigma.com/on/map/?lat=45.268904&lon=-75.741322&zoom=15.2&status=for-sale&listing=qXw2L8ePmJ5vR7dN",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ottawa Real Estate Map | Homes for Sale &amp; Sold Prices | HouseSigma</title>
<meta name="description" content="Search the HouseSigma map for Ottawa homes for sale, sold prices and estimates.">
<meta property="og:title" content="86 Larkspur Private, Ottawa — $559,900 | HouseSigma">
<meta property="og:url" content="https://housesigma.com/on/ottawa-real-estate/86-larkspur-private/home/qXw2L8ePmJ5vR7dN/">
<link rel="stylesheet" href="/_nuxt/css/map.7f21c9.css">
${tagManager("GTM-HS89MAP")}
</head>
<body>
<div id="__nuxt"><div id="__layout"><div class="page-map">
${desktopTop("HouseSigma", ["Map", "Market Trends", "Recommend", "Agents", "Blog", "Download App"], '<a href="/watched">Watched</a>')}
<div class="map-filters"><span class="chip is-on">For Sale</span><span class="chip">Sold</span><span class="chip">De-listed</span><span class="chip">All types</span><span class="chip">Price</span><span class="chip">Beds</span></div>
<div class="map-wrap">
${mapPins([
  { id: "qXw2L8ePmJ5vR7dN", label: "$560K", lat: 45.27231, lng: -75.74618, active: true },
  { id: "Lm3Tz8QvK2bWn6Ys", label: "$612K", lat: 45.26977, lng: -75.73902 },
  { id: "Pd5Hs1JcX7rEa4Ug", label: "$500K", lat: 45.27408, lng: -75.74471 },
  { id: "Vb8Nq2MwR4tLk9Cz", label: "Sold $538K", lat: 45.27219, lng: -75.74597 },
  { id: "Ke6Rm9TbW3xJp1Qa", label: "$849K", lat: 45.26512, lng: -75.74988 },
])}
<aside class="map-list"><p class="map-list__count">132 listings in this area</p>
${resultCards("Listings", [
  { id: "Lm3Tz8QvK2bWn6Ys", price: "$612,000", street: "14 Lamprey Way", place: "Barrhaven, Ottawa", facts: "4 Bed · 3 Bath · Detached", lat: 45.26977, lng: -75.73902, badge: "New", href: "/on/ottawa-real-estate/14-lamprey-way/home/Lm3Tz8QvK2bWn6Ys/" },
  { id: "qXw2L8ePmJ5vR7dN", price: "$559,900", street: "86 Larkspur Private", place: "Barrhaven, Ottawa", facts: "3 Bed · 3 Bath · Condo Townhouse", lat: 45.27231, lng: -75.74618, badge: "Price Change", href: "/on/ottawa-real-estate/86-larkspur-private/home/qXw2L8ePmJ5vR7dN/" },
  { id: "Pd5Hs1JcX7rEa4Ug", price: "$499,900", street: "203-55 Tay River Private", place: "Barrhaven, Ottawa", facts: "2 Bed · 2 Bath · Condo Apt · 1000-1199 feet²", lat: 45.27408, lng: -75.74471, href: "/on/ottawa-real-estate/203-55-tay-river-private/home/Pd5Hs1JcX7rEa4Ug/" },
  { id: "Vb8Nq2MwR4tLk9Cz", price: "Sold $538,000", street: "90 Larkspur Private", place: "Barrhaven, Ottawa", facts: "3 Bed · 3 Bath · Condo Townhouse · listed $549,900", lat: 45.27219, lng: -75.74597, badge: "Sold 2025-09-03", href: "/on/ottawa-real-estate/90-larkspur-private/home/Vb8Nq2MwR4tLk9Cz/" },
  { id: "Ke6Rm9TbW3xJp1Qa", price: "$849,000", street: "301 Orchard Pond Crescent", place: "Barrhaven, Ottawa", facts: "4 Bed · 4 Bath · Detached · 2000-2499 feet²", lat: 45.26512, lng: -75.74988, href: "/on/ottawa-real-estate/301-orchard-pond-crescent/home/Ke6Rm9TbW3xJp1Qa/" },
], "map-cards")}
</aside>
<div class="listing-preview drawer is-open" role="dialog" aria-label="Listing preview" data-id-listing="qXw2L8ePmJ5vR7dN">
<button class="drawer__close" aria-label="Close">×</button>
<img src="https://cache.housesigma.com/Live/photos/FULL/1/765/X12403765.jpg" alt="86 Larkspur Private">
<p class="preview__status">For Sale · Listed 12 days ago</p>
<p class="preview__price">Asking Price: <strong>$559,900</strong> <span class="preview__change">↓ $15,000 on 2025-11-08</span></p>
<h2 class="preview__address">86 Larkspur Private</h2>
<p class="preview__community">Barrhaven, Ottawa, ON K2J 6B9</p>
<ul class="preview__icons"><li>3 Bed</li><li>3 Bath</li><li>1 Garage</li></ul>
<p class="preview__type">Condo Townhouse · Row Unit</p>
<div class="preview__estimate">SigmaEstimate: <strong>$571,000</strong> <small>(2025-11-18, estimate only)</small></div>
${specList("Key Facts", [["MLS®", "X12403765"], ["Maintenance Fees", "$312 / month"], ["Tax", "$3,944 / 2025"], ["Size", "1200-1399 feet²"], ["Bedrooms", "3"], ["Washrooms", "3 (4pc × 2, 2pc × 1)"], ["Parking", "1 garage, 1 driveway"], ["Exposure", "South"], ["Listing Brokerage", "Rideau Gate Realty Inc., Brokerage"]], "preview__facts")}
${eventTable("Listing History", ["Date", "Status", "Price"], [["2025-11-08", "For Sale (price change)", "$559,900"], ["2025-10-27", "For Sale", "$574,900"], ["2019-06-14", "Sold", "$402,000"], ["2019-05-30", "For Sale", "$399,900"]])}
<a class="preview__more" href="/on/ottawa-real-estate/86-larkspur-private/home/qXw2L8ePmJ5vR7dN/">View full details</a>
</div>
</div>
${personCard("Get help from a HouseSigma agent", { name: "Wei Zhang", title: "Salesperson, HouseSigma Ottawa", phone: "613-555-0190" }, "HouseSigma Inc., Brokerage", "hs-agent")}
${leadForm("Book a showing", "I'd like to see 86 Larkspur Private.", "Request", "HouseSigma Inc., Brokerage will contact you. Not intended to solicit buyers or sellers under contract.")}
${cookieNote("We use cookies to provide and improve our services.", "Got it")}
${siteBottom("HouseSigma Inc., Brokerage", ["About", "Terms", "Privacy", "Contact", "Careers"], ["HouseSigma Inc., Brokerage. Suite 410, 7030 Woodbine Ave, Markham, ON L3R 6G2. 647-555-0100.", "The listing data is provided under copyright by the Ottawa Real Estate Board and PropTx. Estimates are not appraisals."])}
</div></div></div>
${hsNuxt}
</body></html>`,
  expected: {
    price: { amount: 559900 },
    propertyKind: "townhouse",
    street: "86 Larkspur Private",
    city: "Ottawa",
    province: "ON",
    postalCode: "K2J 6B9",
    neighbourhood: "Barrhaven",
    bedrooms: 3,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    squareFootage: 1200,
    mlsNumber: "X12403765",
    brokerageName: "Rideau Gate Realty Inc., Brokerage",
    geo: { lat: 45.27231, lng: -75.74618 },
  },
};

/* ---------------------------------------------------------------- zillow.com */

const zCard = (zpid: number, price: number, street: string, zip: string, facts: string, lat: number, lng: number, city = "Lynden") => ({
  zpid: String(zpid),
  id: String(zpid),
  price: `$${price.toLocaleString("en-US")}`,
  unformattedPrice: price,
  address: `${street}, ${city}, WA ${zip}`,
  addressStreet: street,
  addressCity: city,
  addressState: "WA",
  addressZipcode: zip,
  statusType: "FOR_SALE",
  statusText: facts,
  latLong: { latitude: lat, longitude: lng },
  detailUrl: `https://www.zillow.com/homedetails/${street.replace(/ /g, "-")}-${city}-WA-${zip}/${zpid}_zpid/`,
});

const zillowProperty = {
  zpid: 2069117345,
  homeStatus: "FOR_SALE",
  homeType: "LOT",
  price: 189000,
  currency: "USD",
  streetAddress: "2088 Van Dyk Rd",
  city: "Lynden",
  state: "WA",
  zipcode: "98264",
  county: "Whatcom County",
  latitude: 48.97381,
  longitude: -122.41206,
  bedrooms: null,
  bathrooms: null,
  livingArea: null,
  yearBuilt: null,
  lotAreaValue: 4.86,
  lotAreaUnits: "Acres",
  zestimate: 196300,
  rentZestimate: null,
  monthlyHoaFee: null,
  parcelId: "400329118204",
  attributionInfo: { agentName: "Dana Vos", agentPhoneNumber: "360-555-0122", brokerName: "Whatcom Bay Realty", brokerPhoneNumber: "360-555-0100", mlsId: "2341876", mlsName: "NWMLS" },
  priceHistory: [
    { date: "2025-11-03", event: "Price change", price: 189000 },
    { date: "2025-09-18", event: "Listed for sale", price: 209000 },
    { date: "2012-04-02", event: "Sold", price: 74500 },
  ],
};

const zillowState = {
  props: {
    pageProps: {
      searchPageState: {
        queryState: { usersSearchTerm: "Lynden, WA", filterState: { isLotLand: { value: true } }, mapBounds: { north: 49.0023, south: 48.9179, east: -122.3312, west: -122.5405 } },
        cat1: {
          searchList: { totalResultCount: 47 },
          searchResults: {
            listResults: [
              zCard(2069117345, 189000, "2088 Van Dyk Rd", "98264", "Lot / Land for sale", 48.97381, -122.41206),
              zCard(2071450012, 225000, "8904 Northwood Rd", "98264", "Lot / Land for sale", 48.98872, -122.45033),
              zCard(2070088331, 159900, "0 Birch Bay Lynden Rd", "98264", "Lot / Land for sale", 48.94217, -122.48866),
              zCard(48210774, 689000, "1312 Front St", "98264", "House for sale", 48.94689, -122.45871),
              zCard(2068833019, 349000, "TBD Halverstick Rd", "98295", "Lot / Land for sale", 48.97733, -122.29604, "Sumas"),
            ],
          },
        },
      },
      componentProps: {
        gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":2069117345}': { property: zillowProperty } }),
      },
    },
  },
  page: "/homes/[[...searchQueryState]]",
  buildId: "zsp-2025-11-19",
};

const zillow: ListingPage = {
  name: "ho89-zillow-land-lynden-wa",
  site: "zillow.com",
  set: "held-out-89",
  traps:
    "search results with the home-details modal open over them: 47 result cards (land and a house) with prices, addresses and points; an acreage lot with no beds, baths or year ('--'); Zestimate, an earlier list price and a 2012 sale; an estimated payment; a parcel number; a Premier Agent buyer's agent beside the listing agent; the modal's data only in a JSON string inside __NEXT_DATA__; USD",
  pageUrl: "https://www.zillow.com/homedetails/2088-Van-Dyk-Rd-Lynden-WA-98264/2069117345_zpid/",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2088 Van Dyk Rd, Lynden, WA 98264 | MLS #2341876 | Zillow</title>
<meta name="description" content="2088 Van Dyk Rd, Lynden, WA 98264 is a 4.86 acre lot listed for sale at $189,000. MLS #2341876.">
<meta property="og:title" content="2088 Van Dyk Rd, Lynden, WA 98264 | Zillow">
<meta property="zillow_fb:address" content="2088 Van Dyk Rd, Lynden, WA 98264">
<meta property="product:price:amount" content="189000"><meta property="product:price:currency" content="USD">
<link rel="canonical" href="https://www.zillow.com/homedetails/2088-Van-Dyk-Rd-Lynden-WA-98264/2069117345_zpid/">
${tagManager("GTM-ZLW89SRP")}
</head>
<body class="search-page has-modal">
<div id="__next">
${desktopTop("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder"], '<a href="/myzillow/">Saved homes</a>')}
<div class="search-bar"><input value="Lynden, WA" aria-label="Search"><button>For Sale</button><button>Price</button><button>Home Type: Lots/Land</button><button>Save search</button></div>
<div class="search-page-map">${mapPins([
  { id: "2069117345", label: "$189K", lat: 48.97381, lng: -122.41206, active: true },
  { id: "2071450012", label: "$225K", lat: 48.98872, lng: -122.45033 },
  { id: "2070088331", label: "$160K", lat: 48.94217, lng: -122.48866 },
  { id: "48210774", label: "$689K", lat: 48.94689, lng: -122.45871 },
  { id: "2068833019", label: "$349K", lat: 48.97733, lng: -122.29604 },
])}</div>
<div id="grid-search-results" class="search-page-list-container"><h1>Lynden WA Land &amp; Lots For Sale</h1><p class="result-count">47 results</p>
<ul class="photo-cards">
<li><article data-test="property-card" id="zpid_2071450012"><a href="/homedetails/8904-Northwood-Rd-Lynden-WA-98264/2071450012_zpid/"><span data-test="property-card-price">$225,000</span><ul><li><b>5.02</b> acres lot</li><li>- Lot / Land for sale</li></ul><address data-test="property-card-addr">8904 Northwood Rd, Lynden, WA 98264</address><p>MLS ID #2339950, Skagit North Realty</p></a></article></li>
<li><article data-test="property-card" id="zpid_2069117345" class="is-selected"><a href="/homedetails/2088-Van-Dyk-Rd-Lynden-WA-98264/2069117345_zpid/"><span data-test="property-card-price">$189,000</span><ul><li><b>4.86</b> acres lot</li><li>- Lot / Land for sale</li></ul><address data-test="property-card-addr">2088 Van Dyk Rd, Lynden, WA 98264</address><p>MLS ID #2341876, Whatcom Bay Realty</p></a></article></li>
<li><article data-test="property-card" id="zpid_2070088331"><a href="/homedetails/0-Birch-Bay-Lynden-Rd-Lynden-WA-98264/2070088331_zpid/"><span data-test="property-card-price">$159,900</span><ul><li><b>2.5</b> acres lot</li><li>- Lot / Land for sale</li></ul><address data-test="property-card-addr">0 Birch Bay Lynden Rd, Lynden, WA 98264</address></a></article></li>
<li><article data-test="property-card" id="zpid_48210774"><a href="/homedetails/1312-Front-St-Lynden-WA-98264/48210774_zpid/"><span data-test="property-card-price">$689,000</span><ul><li><b>4</b> bds</li><li><b>3</b> ba</li><li><b>2,240</b> sqft</li><li>- House for sale</li></ul><address data-test="property-card-addr">1312 Front St, Lynden, WA 98264</address></a></article></li>
<li><article data-test="property-card" id="zpid_2068833019"><a href="/homedetails/TBD-Halverstick-Rd-Sumas-WA-98295/2068833019_zpid/"><span data-test="property-card-price">$349,000</span><ul><li><b>10</b> acres lot</li><li>- Lot / Land for sale</li></ul><address data-test="property-card-addr">TBD Halverstick Rd, Sumas, WA 98295</address></a></article></li>
</ul><nav class="search-pagination"><a>1</a><a>2</a><span>Page 1 of 2</span></nav></div>
<div id="details-page-container" class="ds-modal-container" role="dialog" aria-modal="true" aria-label="Home details">
<div class="layout-wrapper" data-zpid="2069117345">
<button class="ds-close" aria-label="Close">×</button>
<div class="media-stream"><img src="https://photos.zillowstatic.com/fp/5c0e7a1d9b-cc_ft_1536.jpg" alt="2088 Van Dyk Rd, Lynden, WA 98264"><button>See all 18 photos</button></div>
<div class="summary-container">
<span class="ds-status">For sale</span>
<span data-testid="price"><span>$189,000</span></span>
<div class="ds-bed-bath-living-area-header"><span><strong>--</strong> bd</span><span><strong>--</strong> ba</span><span><strong>4.86</strong> Acres lot</span></div>
<h1 class="ds-address">2088 Van Dyk Rd, Lynden, WA 98264</h1>
<p class="ds-estimate">Est. payment: <span>$1,241/mo</span> · <a href="/pre-qualify/">Get pre-qualified</a></p>
<p class="zestimate">Zestimate<sup>®</sup>: <span>$196,300</span></p>
</div>
<ul class="at-a-glance"><li>Land</li><li>Built in --</li><li>4.86 Acres Lot</li><li>$-- price/sqft</li><li>12 days on Zillow</li></ul>
<section class="ds-overview"><h2>What's special</h2><p>Level, open pasture on the edge of town with mountain views toward Mt. Baker. 4.86 acres zoned Agriculture, fenced on three sides, PUD water at the road and power nearby; buyer to verify septic feasibility (a 2019 soil log for a conventional system is in the documents). Ten minutes to the Lynden–Aldergrove border crossing and downtown Lynden. Seller will consider a short-term lease-back for the current hay lease.</p></section>
${specList("Facts & features", [["Lot size", "4.86 Acres"], ["Lot features", "Level, Pasture, Fenced"], ["Parcel number", "400329118204"], ["Zoning", "AG"], ["Water", "Public (PUD #1)"], ["Sewer", "Septic needed"], ["Property type", "Land"], ["Days on Zillow", "12"]], "fact-group")}
${eventTable("Price history", ["Date", "Event", "Price"], [["11/3/2025", "Price change", "$189,000 (-9.6%)"], ["9/18/2025", "Listed for sale", "$209,000"], ["4/2/2012", "Sold", "$74,500"]])}
${eventTable("Nearby schools", ["Rating", "School", "Grades", "Distance"], [["7/10", "Fisher Elementary", "K-5", "1.8 mi"], ["6/10", "Lynden Middle School", "6-8", "2.1 mi"], ["8/10", "Lynden High School", "9-12", "2.4 mi"]])}
<div class="listing-attribution"><p>Listed by: <span class="agent">Dana Vos</span> 360-555-0122, <span class="broker">Whatcom Bay Realty</span> 360-555-0100</p><p>Source: NWMLS, MLS#: 2341876</p><p>Listing information is provided by the Northwest Multiple Listing Service (NWMLS). Based on information submitted to the MLS GRID as of Nov 19, 2025.</p></div>
${personCard("Contact an agent", { name: "Connor Haagsma", title: "Premier Agent · 4.9 ★ (88 reviews)", phone: "360-555-0157" }, "Baker Realty Group", "premier-agent")}
${leadForm("Request a tour", "I am interested in 2088 Van Dyk Rd, Lynden, WA 98264.", "Contact agent", "By pressing Contact agent, you agree that Zillow Group and its affiliates, and real estate professionals may call/text you about your inquiry.")}
</div></div>
${siteBottom("Zillow, Inc.", ["About", "Research", "Careers", "Help", "Advertise", "Fair Housing Guide", "Terms of use", "Privacy Portal"], ["Zillow, Inc. holds real estate brokerage licenses in multiple states. Equal Housing Opportunity."])}
</div>
${nextState(zillowState)}
</body></html>`,
  expected: {
    price: { amount: 189000, currency: "USD" },
    propertyKind: "land",
    street: "2088 Van Dyk Rd",
    city: "Lynden",
    province: "WA",
    postalCode: "98264",
    lot: { value: 4.86, unit: "acres" },
    mlsNumber: "2341876",
    listingAgentName: "Dana Vos",
    brokerageName: "Whatcom Bay Realty",
    geo: { lat: 48.97381, lng: -122.41206 },
  },
};

/* ---------------------------------------------------------------- remax.ca */

type RxCard = { id: string; listPrice: number; address: string; city: string; postalCode: string; beds: string; baths: number; sqFt: number; lat: number; lng: number; type: string };

const rxCards: RxCard[] = [
  { id: "wp_id418276153", listPrice: 749900, address: "1918 31 Avenue SW", city: "Calgary", postalCode: "T3E 2N6", beds: "3+1", baths: 4, sqFt: 1846, lat: 51.02794, lng: -114.12601, type: "Semi Detached (Half Duplex)" },
  { id: "wp_id418277002", listPrice: 739900, address: "1920 31 Avenue SW", city: "Calgary", postalCode: "T3E 2N6", beds: "3+1", baths: 4, sqFt: 1838, lat: 51.02794, lng: -114.12588, type: "Semi Detached (Half Duplex)" },
  { id: "wp_id417990518", listPrice: 1149000, address: "2406 29 Avenue SW", city: "Calgary", postalCode: "T2T 1N9", beds: "4", baths: 3.5, sqFt: 2410, lat: 51.03051, lng: -114.11312, type: "Detached" },
  { id: "wp_id418102477", listPrice: 424900, address: "305-2520 Richmond Road SW", city: "Calgary", postalCode: "T3E 4M2", beds: "2", baths: 2, sqFt: 918, lat: 51.02632, lng: -114.12877, type: "Apartment" },
];

const remaxState = {
  props: {
    pageProps: {
      searchParams: { province: "ab", city: "calgary", mapView: true, zoom: 15, center: [51.02813, -114.12544] },
      totalResults: 86,
      searchResults: { listings: rxCards, page: 1, pageSize: 20 },
      selectedListing: {
        id: "wp_id418276153",
        mlsNum: "A2261947",
        listPrice: 749900,
        status: "Active",
        address: "1918 31 Avenue SW",
        city: "Calgary",
        province: "AB",
        postalCode: "T3E 2N6",
        neighbourhood: "Killarney/Glengarry",
        lat: 51.02794,
        lng: -114.12601,
        propertyType: "Residential",
        buildingType: "Semi Detached (Half Duplex)",
        bedsAboveGrade: 3,
        bedsBelowGrade: 1,
        bathsFull: 3,
        bathsHalf: 1,
        sqFtAboveGrade: 1846,
        sqFtTotalFinished: 2612,
        lotSize: "3,003 sqft",
        yearBuilt: 2016,
        taxes: { amount: 4862, year: 2025 },
        listAgents: [{ name: "Jordan Whitfield", title: "REALTOR®", office: "RE/MAX Foothills Realty" }],
        openHouses: [{ date: "2025-11-22", start: "13:00", end: "15:00" }],
      },
    },
  },
  page: "/[province]/[cityRealEstate]",
  buildId: "rmx-web-5.41.0",
};

const remax: ListingPage = {
  name: "ho89-remax-semi-killarney-calgary",
  site: "remax.ca",
  set: "held-out-89",
  traps:
    "the map view with a listing drawer (#wp_id…): 86 results whose cards include the other half of the same duplex next door ($739,900, 1,838 sqft, same postal code); '3 + 1' beds and '4 bath' that is 3 full + 1 half; 1,846 sq ft above grade beside 2,612 total; lot in sq ft with a frontage; taxes, an open house and a payment estimate; the URL's map centre; the RE/MAX office's own address and a 'find an agent' card",
  pageUrl: "https://www.remax.ca/ab/calgary-real-estate?mapView=true&zoom=15&center=51.02813%2C-114.12544#wp_id418276153",
  html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Calgary, AB Real Estate &amp; Homes for Sale | RE/MAX Canada</title>
<meta name="description" content="Search 86 homes for sale in Calgary on the map. View photos, prices and open houses with RE/MAX Canada.">
<link rel="canonical" href="https://www.remax.ca/ab/calgary-real-estate">
${tagManager("GTM-RMX89MAP")}
${ld({ "@context": "https://schema.org", "@type": "ItemList", name: "Calgary homes for sale", numberOfItems: 86, itemListElement: rxCards.map((c, i) => ({ "@type": "ListItem", position: i + 1, url: `https://www.remax.ca/ab/calgary-real-estate/${c.address.toLowerCase().replace(/ /g, "-")}-${c.id}-lst` })) })}
</head>
<body>
<div id="__next">
${desktopTop("RE/MAX", ["Buy", "Sell", "Find an Agent", "Find an Office", "Hustle", "Join RE/MAX"], '<a href="/account/saved">Saved</a>')}
<div class="search-filters"><input value="Calgary, AB" aria-label="Location"><button>Price</button><button>Beds &amp; Baths</button><button>Property Type</button><button class="is-on">Map</button></div>
<main class="map-search">
${mapPins(rxCards.map((c, i) => ({ id: c.id, label: `$${Math.round(c.listPrice / 1000)}K`, lat: c.lat, lng: c.lng, active: i === 0 })))}
<section class="map-search__list"><h1>Calgary Real Estate &amp; Homes for Sale</h1><p>86 results</p>
${resultCards("Listings in map area", rxCards.map((c) => ({ id: c.id, price: `$${c.listPrice.toLocaleString("en-CA")}`, street: c.address, place: `${c.city}, AB ${c.postalCode}`, facts: `${c.beds} bed · ${c.baths} bath · ${c.sqFt.toLocaleString("en-CA")} sqft · ${c.type}`, lat: c.lat, lng: c.lng, href: `/ab/calgary-real-estate/${c.address.toLowerCase().replace(/ /g, "-")}-${c.id}-lst` })), "listing-cards")}
</section>
<aside class="listing-drawer is-open" data-listing-id="wp_id418276153" aria-label="Listing details">
<button class="listing-drawer__close" aria-label="Close">×</button>
<div class="listing-drawer__photo"><img src="https://mediaremax.azureedge.net/ab/A2261947/1.jpg" alt="1918 31 Avenue SW"><span>1/41</span></div>
<p class="listing-drawer__badge">Open House Sat, Nov 22 · 1:00 – 3:00 PM</p>
<p class="listing-drawer__price">$749,900</p>
<h2 class="listing-drawer__address">1918 31 Avenue SW, Calgary, AB T3E 2N6</h2>
<p class="listing-drawer__hood">Killarney/Glengarry</p>
<ul class="listing-drawer__icons"><li>4 bed</li><li>4 bath</li><li>1,846 sqft</li></ul>
<p class="listing-drawer__blurb">Inner-city infill half duplex on a quiet Killarney street, a block from the 26 Ave bike path and a short walk to Marda Loop. Three bedrooms up including a vaulted primary with a five-piece ensuite and walk-in closet; a fourth bedroom, full bath and wet bar in the developed basement. Main floor powder room, gas fireplace, quartz island, and a south-facing yard to a double detached garage. In-floor heat in the basement.</p>
${specTable("Property Details", [["MLS®", "A2261947"], ["Building Type", "Semi Detached (Half Duplex)"], ["Bedrooms Above Grade", "3"], ["Bedrooms Below Grade", "1"], ["Full Baths", "3"], ["Half Baths", "1"], ["Above Grade Finished Area", "1,846 sqft"], ["Total Finished Area", "2,612 sqft"], ["Lot Size", "3,003 sqft"], ["Lot Frontage", "25 ft"], ["Year Built", "2016"], ["Taxes", "$4,862 (2025)"], ["Parking", "Double Garage Detached"]], "listing-drawer__details")}
${payments("Estimated Mortgage", [["Home price", "$749,900"], ["Down payment", "$74,990"], ["Rate", "4.79%"], ["Amortization", "25 years"]], "$3,861/mo", "Estimate only; not a mortgage offer.")}
<p class="listing-drawer__by">Listed by <strong>Jordan Whitfield</strong>, REALTOR® · RE/MAX Foothills Realty</p>
${officeCard("RE/MAX Foothills Realty", ["200-4310 17 Avenue SE", "Calgary, AB T2A 0T4", "403-555-0100"])}
<a class="listing-drawer__full" href="/ab/calgary-real-estate/1918-31-avenue-sw-wp_id418276153-lst">See full listing</a>
</aside>
</main>
${personCard("Find a RE/MAX agent near Killarney/Glengarry", { name: "Sandra Obi", title: "REALTOR®", phone: "403-555-0184" }, "RE/MAX Real Estate (Mountain View)", "agent-finder")}
${leadForm("Ask about this home", "Please send me more information on 1918 31 Avenue SW.", "Send", "By submitting, you agree to receive communications from RE/MAX and its affiliated offices.")}
${siteBottom("RE/MAX, LLC", ["About RE/MAX", "Careers", "Terms of Use", "Privacy", "Accessibility", "Sitemap"], ["Each RE/MAX office is independently owned and operated. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.", "Listing data provided by the Calgary Real Estate Board (CREB®)."])}
</div>
${nextState(remaxState)}
</body></html>`,
  expected: {
    price: { amount: 749900 },
    propertyKind: "semi-detached",
    street: "1918 31 Avenue SW",
    city: "Calgary",
    province: "AB",
    postalCode: "T3E 2N6",
    neighbourhood: "Killarney/Glengarry",
    bedrooms: 3,
    bedroomsBelowGrade: 1,
    bathrooms: 3.5,
    bathroomsFull: 3,
    bathroomsHalf: 1,
    squareFootage: 1846,
    lot: { value: 3003, unit: "ft2" },
    yearBuilt: 2016,
    mlsNumber: "A2261947",
    listingAgentName: "Jordan Whitfield",
    brokerageName: "RE/MAX Foothills Realty",
    geo: { lat: 51.02794, lng: -114.12601 },
  },
};

/* ---------------------------------------------------------------- condos.ca */

type Col = { id: string; label: string; price: string; street: string; place: string; building: string; hood: string; beds: string; baths: string; size: string; fee: string; ppsf: string; parking: string; locker: string; exposure: string; year: string; dom: string; brokerage: string; badge?: string; lat: number; lng: number; priceInt: number };

const cols: Col[] = [
  { id: "C12457781", label: "This unit", price: "$819,000", priceInt: 819000, street: "2307-188 Queens Quay W", place: "Toronto, ON M5J 0C4", building: "The Lumen", hood: "Harbourfront", beds: "2", baths: "2", size: "800-899 sqft", fee: "$701/mo", ppsf: "$964", parking: "1", locker: "Yes", exposure: "SE", year: "2021", dom: "9", brokerage: "Lakefront Realty Inc., Brokerage", lat: 43.63905, lng: -79.38181 },
  { id: "C12460913", label: "Similar unit", price: "$789,000", priceInt: 789000, street: "1809-35 Lower Simcoe St", place: "Toronto, ON M5J 0E9", building: "Harbour Point", hood: "Harbourfront", beds: "2 + 1", baths: "2", size: "900-999 sqft", fee: "$812/mo", ppsf: "$831", parking: "1", locker: "No", exposure: "S", year: "2017", dom: "23", brokerage: "Brightwater Realty Ltd., Brokerage", badge: "Best value", lat: 43.64122, lng: -79.38322 },
  { id: "C12432257", label: "Similar unit", price: "$849,900", priceInt: 849900, street: "3102-20 Bay St", place: "Toronto, ON M5J 2N8", building: "Bay Quay", hood: "South Core", beds: "2", baths: "2", size: "800-899 sqft", fee: "$688/mo", ppsf: "$1,000", parking: "1", locker: "Yes", exposure: "E", year: "2019", dom: "41", brokerage: "Union Station Realty Inc., Brokerage", lat: 43.64201, lng: -79.37634 },
];

const compareRows: [string, (c: Col) => string][] = [
  ["Price", (c) => c.price],
  ["Address", (c) => `${c.street}<br>${c.place}`],
  ["Building", (c) => c.building],
  ["Neighbourhood", (c) => c.hood],
  ["Bedrooms", (c) => c.beds],
  ["Bathrooms", (c) => c.baths],
  ["Size", (c) => c.size],
  ["Maintenance", (c) => c.fee],
  ["Price / sqft", (c) => c.ppsf],
  ["Parking", (c) => c.parking],
  ["Locker", (c) => c.locker],
  ["Exposure", (c) => c.exposure],
  ["Year built", (c) => c.year],
  ["Days on market", (c) => c.dom],
  ["MLS®", (c) => c.id],
  ["Listing brokerage", (c) => c.brokerage],
];

const condosState = {
  compare: {
    subjectId: "C12457781",
    withIds: ["C12460913", "C12432257"],
    listings: Object.fromEntries(cols.map((c) => [c.id, { mlsNumber: c.id, price: c.priceInt, address: c.street, city: "Toronto", province: "ON", postal: c.place.slice(-7), building: c.building, neighbourhood: c.hood, bedrooms: c.beds, bathrooms: Number(c.baths), sqftRange: c.size.replace(" sqft", ""), yearBuilt: Number(c.year), brokerage: c.brokerage, lat: c.lat, lng: c.lng }])),
  },
  user: { loggedIn: false },
};

const condosCa: ListingPage = {
  name: "ho89-condosca-condo-harbourfront-toronto",
  site: "condos.ca",
  set: "held-out-89",
  traps:
    "a 'compare' view: the URL's unit in the first column beside two similar units (their own prices, addresses, postal codes, beds '2 + 1', sizes, years, MLS® numbers, brokerages and points; one badged 'Best value'); a '800-899 sqft' band; building stats and the building's sold units; condos.ca's own brokerage agent; the Redux state holding all three listings",
  pageUrl: "https://condos.ca/toronto/the-lumen-188-queens-quay-w/unit-2307-C12457781/compare?with=C12460913,C12432257",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Compare: 2307-188 Queens Quay W vs 2 similar units | Condos.ca</title>
<meta name="description" content="Compare Unit 2307 at The Lumen, 188 Queens Quay W, with similar Harbourfront and South Core condos for sale.">
<meta name="robots" content="noindex,follow">
<link rel="canonical" href="https://condos.ca/toronto/the-lumen-188-queens-quay-w/unit-2307-C12457781">
${tagManager("GTM-CDS89CMP")}
</head>
<body>
<div id="root">
${desktopTop("Condos.ca", ["Buy", "Rent", "Sell", "Buildings", "Neighbourhoods", "Market Insights"], '<a href="/favourites">Favourites</a>')}
<main class="compare-page">
<p class="compare-page__back"><a href="/toronto/the-lumen-188-queens-quay-w/unit-2307-C12457781">‹ Back to Unit 2307</a></p>
<h1>Compare Unit 2307 at The Lumen with 2 similar units</h1>
<p class="compare-page__hint">Similar units are picked by size, price and location. <a href="#add">Add another unit</a></p>
<table class="compare-table"><thead><tr><th></th>${cols.map((c, i) => `<th data-mls="${c.id}" class="${i === 0 ? "is-subject" : ""}"><img src="https://condos-media.example/${c.id}/1.jpg" alt="${c.street}" width="220"><span class="compare-table__label">${c.label}</span>${c.badge ? `<span class="compare-table__badge">${c.badge}</span>` : ""}</th>`).join("")}</tr></thead>
<tbody>${compareRows.map(([label, get]) => `<tr><th scope="row">${label}</th>${cols.map((c, i) => `<td class="${i === 0 ? "is-subject" : ""}">${get(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>
<section class="building-stats"><h2>The Lumen — 188 Queens Quay W</h2>
<p>38 storeys · 412 units · built 2021 · developer Harbourline Developments</p>
${specList("Building stats (last 12 months)", [["Avg. sold $/sqft", "$1,041"], ["Avg. sold price", "$742,000"], ["Units for sale", "7"], ["Units for rent", "14"], ["Avg. days on market", "27"]], "stats")}
${eventTable("Recently sold in The Lumen", ["Unit", "Beds", "Size", "Sold"], [["1507", "2", "800-899 sqft", "$775,000 (Oct 2025)"], ["3110", "2 + 1", "900-999 sqft", "$905,000 (Aug 2025)"], ["0908", "1 + 1", "600-699 sqft", "$598,000 (Jul 2025)"]])}
</section>
${personCard("Questions about these units?", { name: "Aisha Rahman", title: "Sales Representative, Condos.ca", phone: "416-555-0139" }, "Condos.ca Inc., Brokerage", "cds-agent")}
${leadForm("Book showings", "I'd like to see Unit 2307 at 188 Queens Quay W and the units I compared it with.", "Book", "Condos.ca Inc., Brokerage may contact you. Not intended to solicit buyers or sellers currently under contract.")}
</main>
${siteBottom("Condos.ca Inc., Brokerage", ["About", "Careers", "Privacy", "Terms", "Contact"], ["Condos.ca Inc., Brokerage. 2 Bloor St W, Suite 1100, Toronto, ON M4W 3E2.", "Listing data © PropTx Innovations Inc. Information deemed reliable but not guaranteed."])}
</div>
${globalState("__PRELOADED_STATE__", condosState)}
</body></html>`,
  expected: {
    price: { amount: 819000 },
    propertyKind: "condo",
    street: "2307-188 Queens Quay W",
    city: "Toronto",
    province: "ON",
    postalCode: "M5J 0C4",
    neighbourhood: "Harbourfront",
    bedrooms: 2,
    bathrooms: 2,
    squareFootage: 800,
    yearBuilt: 2021,
    mlsNumber: "C12457781",
    brokerageName: "Lakefront Realty Inc., Brokerage",
    geo: { lat: 43.63905, lng: -79.38181 },
  },
};

export const HELD_OUT_89_OVERLAYS: ListingPage[] = [houseSigma, zillow, remax, condosCa];
