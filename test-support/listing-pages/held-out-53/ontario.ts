/**
 * Fifty-third held-out corpus, Ontario: a national portal's Guelph house, a Toronto condo on a brokerage portal with a
 * sold-data gate, a Mississauga semi in a Vue app's state, a franchise portal's Ottawa bungalow in Next.js data and a
 * Liberty Village condo for lease in an Apollo cache.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentWall, jsonScript, siteChrome, skeleton, stateScript } from "./chrome.ts";

export const HELD_OUT_53_ONTARIO: ListingPage[] = [
  {
    name: "ho53-realtorca-house-guelph",
    site: "realtor.ca",
    set: "held-out-53",
    traps: "JSON-LD @graph with the site's association, the listing, its offer, the agent, the brokerage, breadcrumbs and an FAQ quoting the city's average price; skeleton price and consent wall; 3 + 1 bedrooms; total baths 3 with 1 partial; size as a range only; frontage × depth; internal id in the URL beside the MLS®; recently viewed listings in inline state",
    pageUrl: "https://www.realtor.ca/real-estate/28765432/27-birchwood-crescent-guelph-west-willow-woods",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 BIRCHWOOD CRESCENT, Guelph (West Willow Woods), Ontario N1H5T2 - X12218834 | REALTOR.ca</title>
<meta name="description" content="For sale: 27 BIRCHWOOD CRESCENT, Guelph, Ontario N1H5T2 - X12218834. Discover this 3 + 1 bedroom family home backing onto green space.">
<meta property="og:title" content="27 BIRCHWOOD CRESCENT, Guelph (West Willow Woods), Ontario">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638812/reb82/highres/4/x12218834_1.jpg">
${ld({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", "@id": "https://www.realtor.ca/#org", name: "The Canadian Real Estate Association", url: "https://www.realtor.ca/", address: { "@type": "PostalAddress", streetAddress: "200 Catherine Street, 6th Floor", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 2K9" } },
    { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Ontario", item: "https://www.realtor.ca/on/real-estate" }, { "@type": "ListItem", position: 2, name: "Guelph", item: "https://www.realtor.ca/on/guelph/real-estate" }, { "@type": "ListItem", position: 3, name: "27 BIRCHWOOD CRESCENT" }] },
    {
      "@type": "RealEstateListing",
      "@id": "#listing",
      name: "27 BIRCHWOOD CRESCENT, Guelph (West Willow Woods), Ontario N1H5T2",
      identifier: "X12218834",
      about: {
        "@type": "SingleFamilyResidence",
        numberOfBedrooms: "3 + 1",
        numberOfBathroomsTotal: 3,
        address: { "@type": "PostalAddress", streetAddress: "27 BIRCHWOOD CRESCENT", addressLocality: "Guelph", addressRegion: "Ontario", postalCode: "N1H5T2", addressCountry: "CA" },
        geo: { "@type": "GeoCoordinates", latitude: 43.53124, longitude: -80.28706 },
      },
      offers: { "@type": "Offer", price: "879900.00", priceCurrency: "CAD", availability: "https://schema.org/InStock" },
      provider: [
        { "@type": "RealEstateAgent", name: "Heather Vandermeer", jobTitle: "Salesperson", telephone: "519-555-0148" },
        { "@type": "Organization", name: "Speedvale Realty Inc., Brokerage", telephone: "519-555-0100", address: { "@type": "PostalAddress", streetAddress: "410 Speedvale Ave W", addressLocality: "Guelph", addressRegion: "ON", postalCode: "N1H 1C6" } },
      ],
    },
    { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "What is the average price of homes in Guelph?", acceptedAnswer: { "@type": "Answer", text: "The average listing price in Guelph last month was $812,400." } }, { "@type": "Question", name: "How many homes are for sale in West Willow Woods?", acceptedAnswer: { "@type": "Answer", text: "There are currently 14 listings in West Willow Woods." } }] },
  ],
})}
</head><body class="propertyDetailsPage">
${consentWall("REALTOR.ca")}
<header id="siteHeader"><a class="logo" href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/login">Log in</a></nav></header>
<main id="propertyDetailsContainer" data-propertyid="28765432">
<div id="listingAddressCon"><h1 id="listingAddress">27 BIRCHWOOD CRESCENT<br><span class="listingAddressSub">Guelph (West Willow Woods), Ontario N1H5T2</span></h1></div>
<div id="listingPriceCon"><div id="listingPrice" class="skeleton-text">Loading…</div></div>
<div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">X12218834</span></div>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
<div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1500 - 2000 sqft</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$5,412</div>
</div>
<div id="buildingSection"><h2>Building</h2>
<div class="row"><span>Bedrooms Above Grade</span><span>3</span></div><div class="row"><span>Bedrooms Below Grade</span><span>1</span></div>
<div class="row"><span>Bathrooms (Total)</span><span>3</span></div><div class="row"><span>Partial Bathrooms</span><span>1</span></div>
<div class="row"><span>Basement Type</span><span>Full (Finished)</span></div></div>
<div id="landSection"><h2>Land</h2><div class="row"><span>Size Frontage</span><span>50 ft</span></div><div class="row"><span>Size Depth</span><span>110 ft</span></div><div class="row"><span>Size Total Text</span><span>50 x 110 FT</span></div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Backing onto the Willow Woods trail, this two-storey home has a bright eat-in kitchen with a walkout to the deck, three bedrooms up including a primary with ensuite, and a finished lower level with a fourth bedroom and rec room. Double garage, new furnace (2022). Steps to schools, the West End Rec Centre and transit.</p></div>
<div id="realtorCardCon"><div class="realtorCard"><div class="realtorCardName">Heather Vandermeer</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">519-555-0148</div><div class="officeCardName">Speedvale Realty Inc., Brokerage</div><div class="officeCardAddress">410 Speedvale Ave W, Guelph, Ontario N1H 1C6</div></div></div>
<section id="mortgageCalc"><h2>Mortgage calculator</h2>${skeleton("Mortgage calculator", 2)}</section>
<section id="recentlyViewed"><h2>Recently viewed</h2>${skeleton("Recently viewed", 3)}</section>
</main>
${stateScript("window.__RECENTLY_VIEWED__", [{ id: "28750011", mls: "X12210470", price: "$749,000", address: "112 ELMIRA RD N, Guelph" }, { id: "28731188", mls: "X12199032", price: "$1,024,900", address: "9 KORTRIGHT RD W, Guelph" }])}
<footer id="siteFooter"><p>REALTOR.ca is owned by CREA and operated by CREA. The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p><p>© 2025 The Canadian Real Estate Association. 200 Catherine Street, 6th Floor, Ottawa, ON K2P 2K9.</p></footer>
${siteChrome("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 879900, currency: "CAD" },
      propertyKind: "house",
      street: "27 BIRCHWOOD CRESCENT",
      city: "Guelph",
      province: "ON",
      postalCode: "N1H 5T2",
      neighbourhood: "West Willow Woods",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 5500, unit: "ft2" },
      mlsNumber: "X12218834",
      listingAgentName: "Heather Vandermeer",
      brokerageName: "Speedvale Realty Inc., Brokerage",
      geo: { lat: 43.53124, lng: -80.28706 },
    },
  },
  {
    name: "ho53-zolo-condo-toronto-cityplace",
    site: "zolo.ca",
    set: "held-out-53",
    traps: "microdata and data-* attributes carry the facts; 'sign in to see sold history' gate with blurred sold prices in data attributes; size range only; building age range, not a year; listing brokerage without an agent while the site's own brokerage and a site agent appear in a contact card; similar listings with data-price",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/38-iceboat-terrace/1810",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1810 - 38 Iceboat Terr, Toronto — For Sale @ $689,000 | Zolo.ca</title>
<meta name="description" content="1810 - 38 Iceboat Terr, Toronto, ON M5V 4A9 is a 2 bed, 2 bath condo for sale in CityPlace. MLS® C12190077.">
<meta property="og:title" content="1810 - 38 Iceboat Terr, Toronto">
<meta property="place:location:latitude" content="43.64052">
<meta property="place:location:longitude" content="-79.39581">
</head><body>
${consentWall("Zolo")}
<header class="header"><a href="/" class="logo">Zolo</a><nav><a href="/toronto-real-estate">Buy</a><a href="/toronto-real-estate/sold">Sold</a><a href="/sell">Sell</a><a href="/sign-in" class="btn">Sign in</a></nav></header>
<main class="listing-main" itemscope itemtype="https://schema.org/Residence" data-listing-id="zl-91822617" data-mls="C12190077" data-price="689000" data-beds="2" data-baths="2" data-lat="43.64052" data-lng="-79.39581">
<section class="listing-header">
<h1 class="address" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">1810 - 38 Iceboat Terr</span>, <span itemprop="addressLocality">Toronto</span>, <span itemprop="addressRegion">ON</span> <span itemprop="postalCode">M5V 4A9</span></h1>
<div class="listing-price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><span itemprop="price" content="689000">$689,000</span></div>
<ul class="listing-values"><li>2 bed</li><li>2 bath</li><li>700-799 sqft</li></ul>
</section>
<section class="key-facts"><h2>Key facts</h2><dl>
<dt>MLS®</dt><dd>C12190077</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Neighbourhood</dt><dd>CityPlace</dd>
<dt>Size</dt><dd>700-799 sqft</dd><dt>Building age</dt><dd>6-10 years</dd><dt>Maintenance fees</dt><dd>$612.40/mo</dd>
<dt>Taxes</dt><dd>$2,874.11 (2024)</dd><dt>Parking</dt><dd>1 underground</dd><dt>Exposure</dt><dd>South-West</dd>
<dt>Days on Zolo</dt><dd>9</dd></dl></section>
<section class="description"><h2>Description</h2><p>Split two-bedroom on the 18th floor with floor-to-ceiling windows facing the lake and Canoe Landing Park. Both bedrooms have their own bath. Parking and locker included. Concierge, gym and party room; steps to the Spadina streetcar and the Rogers Centre.</p><p class="provider">Listing provided by Lakeshore Urban Realty Inc., Brokerage</p></section>
<section class="sold-history gated"><h2>Sold &amp; price history</h2>
<div class="gate-overlay"><p>Sign in to see sold history for this unit and building.</p><a href="/sign-in" class="btn">Sign in</a></div>
<ul class="blurred"><li data-date="2019-06-14" data-event="sold" data-price="598000">Sold ••••••</li><li data-date="2025-05-30" data-event="listed" data-price="719000">Listed ••••••</li></ul></section>
<section class="similar"><h2>Similar listings</h2>
<div class="card" data-mls="C12177450" data-price="655000"><span>2407 - 21 Iceboat Terr</span><span>$655,000</span></div>
<div class="card" data-mls="C12158921" data-price="725000"><span>911 - 15 Bruyeres Mews</span><span>$725,000</span></div>
${skeleton("More similar listings", 2)}</section>
<aside class="contact-card"><h3>Questions about this condo?</h3><p>Ask Priyanka, a Zolo agent — reply in minutes.</p><p>Zolo Realty, Brokerage</p><form action="/contact"><textarea name="msg">I'd like more information about 1810 - 38 Iceboat Terr.</textarea><button>Send</button></form></aside>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7 · 416-555-0199</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed.</p></footer>
${siteChrome("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "CAD" },
      propertyKind: "condo",
      street: "1810 - 38 Iceboat Terr",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 4A9",
      neighbourhood: "CityPlace",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "C12190077",
      brokerageName: "Lakeshore Urban Realty Inc., Brokerage",
      geo: { lat: 43.64052, lng: -79.39581 },
    },
  },
  {
    name: "ho53-housesigma-semi-mississauga",
    site: "housesigma.com",
    set: "held-out-53",
    traps: "facts only in a Nuxt state script: prices as comma strings, an HS estimate above the list price, 3+1 bedrooms as bedroom/bedroom_plus, washrooms total, size range, frontage and depth as strings; a sold-data gate with gated sold prices; recommended listings; the site's own brokerage in the footer; visible page all skeletons",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/5629-trailbrook-cres/home/Bq8zYl2kR0NyGxWe/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5629 Trailbrook Cres, Mississauga, ON L5M 0E7 | W12101234 | HouseSigma</title>
<meta name="description" content="5629 Trailbrook Cres, Mississauga semi-detached for sale: 3+1 bedrooms, 4 bathrooms. Listed at $1,149,000.">
<meta property="og:title" content="5629 Trailbrook Cres, Mississauga | HouseSigma">
<meta property="og:site_name" content="HouseSigma">
</head><body>
<div id="__nuxt"><div id="__layout">
<header class="hs-header"><a href="/" class="logo">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market</a><a href="/on/agents/">Agents</a><a href="/on/login/">Log in</a></nav></header>
<main class="listing-page">
<div class="listing-hero">${skeleton("Listing photos", 1)}</div>
<h1 class="address">5629 Trailbrook Cres</h1>
<p class="muni">Mississauga · Churchill Meadows</p>
<div class="price-box"><span class="label">Listed for</span><span class="price skeleton-text">Loading…</span></div>
<section class="key-facts">${skeleton("Key facts", 4)}</section>
<section class="sold-history"><h2>Listing history</h2><div class="login-gate"><p>Sign in to see sold data and price history. Required by the real estate board.</p><a href="/on/login/">Sign in</a> or <a href="/on/signup/">create a free account</a></div></section>
<section class="recommend"><h2>Similar listings</h2>${skeleton("Similar listings", 3)}</section>
</main>
<footer class="hs-footer"><p>HouseSigma Inc. Brokerage · 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4 · 1-647-555-0130</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board. Sold data is displayed to registered users only.</p></footer>
</div></div>
${stateScript("window.__NUXT__", {
  layout: "default",
  state: {
    listing: {
      id_listing: "Bq8zYl2kR0NyGxWe",
      ml_num: "W12101234",
      list_status: { public: "For Sale", status: "A" },
      price: "1,149,000",
      price_int: 1149000,
      estimate_price: "1,187,300",
      estimate_price_date: "2025-06-01",
      address: "5629 Trailbrook Cres",
      municipality_name: "Mississauga",
      community_name: "Churchill Meadows",
      province: "ON",
      zip: "L5M 0E7",
      house_type_name: "Semi-Detached",
      house_style: "2-Storey",
      bedroom: 3,
      bedroom_plus: 1,
      washroom: 4,
      house_area: { area: "1500-2000", unit: "feet" },
      land: { front: "30.00", depth: "110.00", unit: "Feet" },
      tax: { amount: "6,018", year: "2024" },
      parking: { garage: 1, total: 3 },
      map: { lat: 43.55802, lon: -79.74316 },
      brokerage: "Meadowvale Realty Inc., Brokerage",
      sold_history: { gated: true, items: [{ date: "2016-08-19", price: "******", event: "Sold" }] },
    },
    recommend: [
      { ml_num: "W12098765", address: "5610 Freshwater Dr", price: "1,099,000", house_type_name: "Semi-Detached" },
      { ml_num: "W12087700", address: "3322 Thunderbird Promenade", price: "1,275,000", house_type_name: "Detached" },
    ],
    user: { loggedIn: false },
  },
})}
${siteChrome("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "5629 Trailbrook Cres",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5M 0E7",
      neighbourhood: "Churchill Meadows",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 1500,
      lot: { value: 3300, unit: "ft2" },
      mlsNumber: "W12101234",
      brokerageName: "Meadowvale Realty Inc., Brokerage",
      geo: { lat: 43.55802, lng: -79.74316 },
    },
  },
  {
    name: "ho53-remax-bungalow-ottawa-barrhaven",
    site: "remax.ca",
    set: "held-out-53",
    traps: "__NEXT_DATA__ carries the listing with living area in m² as a string, a previous list price, the agent's other listings and nearby listings; skeleton price in the visible page; franchise legal text and RE/MAX, LLC in the footer; Barrhaven vs the city of Ottawa",
    pageUrl: "https://www.remax.ca/on/ottawa-real-estate/42-harthill-way-wp_idm73000000-x12084512-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Harthill Way, Ottawa, ON K2J 5N8 | X12084512 | RE/MAX Canada</title>
<meta name="description" content="3 bed, 2 bath bungalow for sale at 42 Harthill Way, Barrhaven, Ottawa. View photos, details and nearby listings on remax.ca.">
<meta property="og:title" content="42 Harthill Way, Ottawa, ON K2J 5N8">
<meta property="og:url" content="https://www.remax.ca/on/ottawa-real-estate/42-harthill-way-wp_idm73000000-x12084512-lst">
</head><body>
<div id="__next">
${consentWall("RE/MAX Canada")}
<header class="remax-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/on/ottawa-real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-an-agent">Find an agent</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<h1 class="listing-address">42 Harthill Way</h1>
<p class="listing-city">Barrhaven, Ottawa, ON K2J 5N8</p>
<div class="listing-price"><span class="skeleton-text">Loading…</span></div>
<ul class="listing-summary"><li>3 Beds</li><li>2 Baths</li><li class="skeleton-text">— sqft</li></ul>
<section class="details-table"><h2>Property details</h2>${skeleton("Property details", 6)}</section>
<section class="agent-card"><h2>Listing agent</h2>${skeleton("Listing agent", 2)}</section>
<section class="nearby"><h2>Nearby listings</h2>${skeleton("Nearby listings", 3)}</section>
</main>
<footer class="remax-footer"><p>Each office is independently owned and operated. RE/MAX Ontario-Atlantic Canada, Inc. · RE/MAX, LLC. © 2025. The trademarks MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      listing: {
        listingId: "m73000000",
        mlsNum: "X12084512",
        status: "active",
        listPrice: 724900,
        previousListPrice: 749900,
        currency: "CAD",
        address: { streetAddress: "42 Harthill Way", neighbourhood: "Barrhaven", city: "Ottawa", province: "ON", postalCode: "K2J 5N8" },
        location: { latitude: 45.27413, longitude: -75.74298 },
        propertyType: "Residential",
        buildingStyle: "Bungalow",
        ownershipType: "Freehold",
        bedsTotal: 3,
        bathsTotal: 2,
        bathsFull: 2,
        bathsHalf: 0,
        livingArea: "125.42",
        livingAreaUnits: "m2",
        lotSizeArea: "0.11",
        lotSizeUnits: "Acres",
        yearBuilt: "1998",
        taxes: { annualAmount: "4,690", year: 2024 },
        description: "Well-kept bungalow on a quiet crescent near Stonebridge, with an open living and dining room, a renovated kitchen (2021), three bedrooms on the main floor and a finished basement with a gas fireplace. Fenced yard, double garage.",
        agents: [{ name: "Daniel Okafor", title: "Sales Representative", phone: "613-555-0172", officeName: "RE/MAX Capital Gateway Realty, Brokerage", officeAddress: "3500 Fallowfield Rd, Nepean, ON K2J 4A7" }],
      },
      agentOtherListings: [{ mlsNum: "X12077310", address: "18 Lockhart Ave, Ottawa", listPrice: 599000 }, { mlsNum: "X12061844", address: "207 Cedarow Crt, Ottawa", listPrice: 1089000 }],
      nearbyListings: [{ mlsNum: "X12080056", address: "61 Harthill Way, Ottawa", listPrice: 689900, bedsTotal: 3 }, { mlsNum: "X12079321", address: "12 Kilbirnie Dr, Ottawa", listPrice: 815000, bedsTotal: 4 }],
    },
  },
  page: "/[province]/[city]/[slug]",
  query: { province: "on", city: "ottawa-real-estate", slug: "42-harthill-way-wp_idm73000000-x12084512-lst" },
  buildId: "rmx-2025-06-11",
})}
${siteChrome("RE/MAX Canada")}
</body></html>`,
    expected: {
      price: { amount: 724900, currency: "CAD" },
      propertyKind: "house",
      street: "42 Harthill Way",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 5N8",
      neighbourhood: "Barrhaven",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1350,
      lot: { value: 0.11, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "X12084512",
      listingAgentName: "Daniel Okafor",
      brokerageName: "RE/MAX Capital Gateway Realty, Brokerage",
      geo: { lat: 45.27413, lng: -75.74298 },
    },
  },
  {
    name: "ho53-condosca-lease-libertyvillage",
    site: "condos.ca",
    set: "held-out-53",
    traps: "a condo for lease: rent per month in an Apollo cache beside sale listings in the same building; size range with an exact floor-plan figure in the description; building year in the building card; the site's own brokerage and a site agent in a chat widget; neighbourhood Liberty Village; MLS® in the URL",
    pageUrl: "https://condos.ca/toronto/liberty-central-115-western-battery-rd/unit-1207-C12130455",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1207 - 115 Western Battery Rd - For Lease $2,650/mo | Condos.ca</title>
<meta name="description" content="2 bed, 1 bath condo for lease at Liberty Central, 115 Western Battery Rd, Liberty Village, Toronto. $2,650/month.">
<meta property="og:title" content="1207 - 115 Western Battery Rd | Condos.ca">
</head><body>
<div id="__next">
${consentWall("Condos.ca")}
<header class="nav"><a href="/" class="logo">Condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/buildings">Buildings</a><a href="/sign-in">Sign in</a></nav></header>
<main class="unit-page">
<nav class="crumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/liberty-village">Liberty Village</a> › <a href="/toronto/liberty-central-115-western-battery-rd">Liberty Central</a></nav>
<h1>1207 - 115 Western Battery Rd</h1>
<p class="sub">Liberty Village, Toronto, ON M6K 0B4</p>
<div class="price"><span class="amount">$2,650</span><span class="per">/mo</span> <span class="badge">For Lease</span></div>
<ul class="stats"><li>2 Beds</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Locker</li></ul>
<section class="desc"><h2>About this unit</h2><p>Bright corner two-bedroom on the 12th floor with a split layout, 645 sq ft as per the builder's floor plan, and a north-east balcony. Available August 1; one-year lease; tenant pays hydro. No parking.</p></section>
<section class="building-card"><h2>Liberty Central</h2><p>115 Western Battery Rd · 24 storeys · Built in 2016 · 312 units</p><p>Amenities: concierge, gym, rooftop terrace, party room</p></section>
<section class="for-sale"><h2>For sale in this building</h2>${skeleton("For sale in this building", 2)}</section>
<section class="listed-by"><h2>Listed by</h2><p>Marcus Leung, Salesperson</p><p>Bay Street Realty Group Inc., Brokerage</p></section>
<div class="chat-widget"><p>Hi, I'm Sophie from Condos.ca. Want to book a viewing?</p><button>Chat now</button></div>
</main>
<footer class="site-footer"><p>Condos.ca Inc., Brokerage · 2 St Clair Ave E, Suite 800, Toronto, ON M4T 2T5 · 416-555-0111</p><p>Listing information is provided by the Toronto Regional Real Estate Board. Not intended to solicit buyers or sellers currently under contract.</p></footer>
</div>
${stateScript("window.__APOLLO_STATE__", {
  "Listing:C12130455": { __typename: "Listing", mlsNumber: "C12130455", transactionType: "LEASE", price: 2650, priceFrequency: "MONTHLY", unitNumber: "1207", beds: 2, baths: 1, sqftRange: "600-699", building: { __ref: "Building:4120" }, agent: { __ref: "Agent:77120" } },
  "Building:4120": { __typename: "Building", name: "Liberty Central", address: "115 Western Battery Rd", city: "Toronto", neighbourhood: "Liberty Village", postalCode: "M6K 0B4", yearBuilt: 2016, lat: 43.63894, lng: -79.41802, listings: [{ __ref: "Listing:C12099881" }, { __ref: "Listing:C12118830" }] },
  "Listing:C12099881": { __typename: "Listing", mlsNumber: "C12099881", transactionType: "SALE", price: 629000, unitNumber: "905", beds: 2, baths: 1 },
  "Listing:C12118830": { __typename: "Listing", mlsNumber: "C12118830", transactionType: "SALE", price: 512000, unitNumber: "1503", beds: 1, baths: 1 },
  "Agent:77120": { __typename: "Agent", name: "Marcus Leung", brokerage: "Bay Street Realty Group Inc., Brokerage", phone: "416-555-0163" },
  ROOT_QUERY: { viewer: null, siteBrokerage: "Condos.ca Inc., Brokerage" },
})}
${siteChrome("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 2650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1207 - 115 Western Battery Rd",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 0B4",
      neighbourhood: "Liberty Village",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 645,
      yearBuilt: 2016,
      mlsNumber: "C12130455",
      listingAgentName: "Marcus Leung",
      brokerageName: "Bay Street Realty Group Inc., Brokerage",
      geo: { lat: 43.63894, lng: -79.41802 },
    },
  },
];
