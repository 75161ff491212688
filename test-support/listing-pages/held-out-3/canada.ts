/**
 * Third held-out corpus, English-Canadian sites, from provinces and page generations the first corpora do not
 * cover: Kijiji's older ad page (`window.__data` in `#FesLoader`, the VIP object with prices in cents and
 * localised attribute values), realtor.ca vacant land in Nova Scotia (land size with the board's range after a bar),
 * a RE/MAX lease in Edmonton (rent per month, deposit), REW's townhouse with area and sub-area, a Point2 farm in
 * Manitoba (price per acre, legal land description), Century 21 in Prince Edward Island (the office's JSON-LD) and
 * Zolo in Nova Scotia (key facts as a definition list, Zolo's own brokerage). Addresses, names and numbers are
 * invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kijijiData = {
  config: {
    adInfo: { title: "2 Bedroom South End - Available Feb 1", sharingImageUrl: "https://i.ebayimg.com/images/g/Ab3AAOSw0k1lX9zQ/s-l1600.jpg" },
    VIP: {
      adId: 1623456789,
      sortingDate: 1735603200000,
      adType: "OFFER",
      price: { amount: 215000, currency: "CAD" },
      adLocation: { mapAddress: "5640 Inglis St, Halifax, NS B3H 1K3", latitude: 44.6389, longitude: -63.5771, isMapAddress: true },
      description: "Bright 2 bedroom, 1.5 bath apartment in a well kept 6-unit building in the South End. Heat and hot water included, coin laundry, one parking spot ($75/month extra). Walk to Dal, SMU and the hospitals. No smoking.",
      adAttributes: [
        { machineKey: "unittype", machineValue: "apartment", localeSpecificValues: { en: { label: "Unit Type", value: "Apartment" } } },
        { machineKey: "numberbedrooms", machineValue: "2", localeSpecificValues: { en: { label: "Bedrooms", value: "2" } } },
        { machineKey: "numberbathrooms", machineValue: "15", localeSpecificValues: { en: { label: "Bathrooms", value: "1.5" } } },
        { machineKey: "areainfeet", machineValue: "950", localeSpecificValues: { en: { label: "Size (sqft)", value: "950" } } },
        { machineKey: "agreementtype", machineValue: "one-year", localeSpecificValues: { en: { label: "Agreement Type", value: "1 Year" } } },
        { machineKey: "heat", machineValue: "1", localeSpecificValues: { en: { label: "Heat", value: "Yes" } } },
        { machineKey: "forrentbyhousing", machineValue: "ownr", localeSpecificValues: { en: { label: "For Rent By", value: "Owner" } } },
      ],
      visitCounter: 412,
    },
    similarAds: [
      { adId: 1623400011, title: "1 bed + den near the Commons", price: { amount: 189500 } },
      { adId: 1623399870, title: "3 bedroom flat - Quinpool", price: { amount: 259000 } },
    ],
  },
};

export const HELD_OUT_3_CANADA: ListingPage[] = [
  {
    name: "h3-kijiji-fes-rental-halifax",
    site: "kijiji.ca",
    set: "held-out-3",
    traps: "older ad page: window.__data in #FesLoader with config.VIP; rent in cents; bathrooms as '15' with the English value '1.5'; parking extra per month in the description; similar ads with their own prices; rent shown without '/month' beside the price (the category says for rent)",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/2-bedroom-south-end-available-feb-1/1623456789",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom South End - Available Feb 1 | Long Term Rentals | City of Halifax | Kijiji</title>
<meta property="og:title" content="2 Bedroom South End - Available Feb 1 - Long Term Rentals - City of Halifax">
<meta property="og:image" content="https://i.ebayimg.com/images/g/Ab3AAOSw0k1lX9zQ/s-l1600.jpg">
<meta name="description" content="Bright 2 bedroom, 1.5 bath apartment in a well kept 6-unit building in the South End...">
</head><body>
<div id="MainContainer">
<nav class="breadcrumbs"><a href="/b-nova-scotia/l9002">Nova Scotia</a> › <a href="/b-city-of-halifax/l1700321">City of Halifax</a> › <a href="/b-for-rent/city-of-halifax/c30349001l1700321">Real Estate</a> › <a href="/b-apartments-condos/city-of-halifax/c37l1700321">Long Term Rentals</a></nav>
<div class="mainColumn-1"><div class="realEstateTitle-1">
<h1 class="title-2">2 Bedroom South End - Available Feb 1</h1>
<div class="priceWrapper-1"><span class="currentPrice-2"><span>$2,150</span></span><div class="utilities-1">Heat, Water</div></div>
<div class="locationContainer-2"><span class="address-3" itemprop="address">5640 Inglis St, Halifax, NS B3H 1K3</span></div>
</div>
<div class="unitRow-1"><span class="noLabelValue-3">Apartment</span><span class="noLabelValue-3">Bedrooms: 2</span><span class="noLabelValue-3">Bathrooms: 1.5</span></div>
<div class="itemAttributeCards-1">
<h3>Overview</h3><dl class="itemAttribute-1"><dt>Utilities Included</dt><dd>Heat, Water</dd></dl><dl class="itemAttribute-1"><dt>Parking Included</dt><dd>1</dd></dl><dl class="itemAttribute-1"><dt>Agreement Type</dt><dd>1 Year</dd></dl>
<h3>The Unit</h3><dl class="itemAttribute-1"><dt>Size (sqft)</dt><dd>950</dd></dl><dl class="itemAttribute-1"><dt>Furnished</dt><dd>No</dd></dl><dl class="itemAttribute-1"><dt>Smoking Permitted</dt><dd>No</dd></dl>
</div>
<div class="descriptionContainer-1"><h3>Description</h3><div>Bright 2 bedroom, 1.5 bath apartment in a well kept 6-unit building in the South End. Heat and hot water included, coin laundry, one parking spot ($75/month extra). Walk to Dal, SMU and the hospitals. No smoking.</div></div>
</div>
<div class="sidebar"><div class="posterInfo"><span>Posted by</span> <a class="link-2" href="/o-profile/1034567/listings/1">Gord</a><div>Owner</div></div></div>
<div class="similarAds"><h3>Similar Ads</h3><a href="/v-apartments-condos/city-of-halifax/1-bed-den/1623400011"><span class="price">$1,895</span> 1 bed + den near the Commons</a><a href="/v-apartments-condos/city-of-halifax/3-bedroom/1623399870"><span class="price">$2,590</span> 3 bedroom flat - Quinpool</a></div>
</div>
<div id="FesLoader"><script type="text/javascript">window.__data=${JSON.stringify(kijijiData)};</script></div>
<footer><p>Copyright © 2025 Kijiji Canada Ltd. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2150, period: "month" },
      propertyKind: "condo",
      street: "5640 Inglis St",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 1K3",
      bedrooms: 2,
      bathrooms: 1.5,
      squareFootage: 950,
      geo: { lat: 44.6389, lng: -63.5771 },
    },
  },
  {
    name: "h3-realtor-ca-land-antigonish",
    site: "realtor.ca",
    set: "held-out-3",
    traps: "vacant land: 'Land Size 2.47 ac|1 - 3 acres'; street beginning with 'Lot 12'; no building, no bedrooms; JSON-LD sku (the site's id); office card with its own Nova Scotia address and postal code; taxes; zoning; directions link with coordinates",
    pageUrl: "https://www.realtor.ca/real-estate/28194567/lot-12-harbour-view-drive-antigonish",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>For sale: Lot 12 Harbour View Drive, Antigonish, Nova Scotia B2G 2L4 - 202427815 | REALTOR.ca</title>
<meta name="description" content="For sale: Lot 12 Harbour View Drive, Antigonish, Nova Scotia B2G 2L4 - 202427815. Build your dream home on this 2.47 acre lot overlooking the harbour...">
<meta property="og:title" content="Lot 12 Harbour View Drive, Antigonish, Nova Scotia B2G 2L4">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638654321098760000/reb19/highres/5/202427815_1.jpg">
${ld({ "@context": "http://schema.org", "@type": ["Product", "RealEstateListing"], name: "Lot 12 Harbour View Drive", sku: "28194567", offers: { "@type": "Offer", price: "89900.00", priceCurrency: "CAD", availability: "http://schema.org/InStock" } })}
</head><body>
<header><nav><a href="/map">Map</a><a href="/ns/antigonish/real-estate">Antigonish real estate</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsTopCon">
<div id="listingPrice"><div id="listingPriceValue">$89,900</div></div>
<h1 id="listingAddress" class="listingAddress">Lot 12 Harbour View Drive<br>Antigonish, Nova Scotia B2G2L4</h1>
<div id="listingMLSNumberCon"><span class="listingMLSNumberLabel">MLS® Number: </span><span id="MLNumberVal">202427815</span></div>
</div>
<div id="propertyDescriptionCon"><div class="propertyDescriptionCon">Build your dream home on this 2.47 acre lot overlooking the harbour, minutes from St. F.X. and downtown Antigonish. Power at the road, drilled well permits available, survey on file. Municipal assessment $41,200.</div></div>
<div id="propertyDetailsSectionContentCon">
<h2>Property Details</h2>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Vacant Land</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Freehold</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$612</div></div>
<h3>Land</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">2.47 ac|1 - 3 acres</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Zoning Type</div><div class="propertyDetailsSectionContentValue">R-1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Sewer</div><div class="propertyDetailsSectionContentValue">Septic Needed</div></div>
</div>
<a id="directionsLink" href="https://www.google.com/maps/dir/?api=1&amp;destination=45.6334%2c-61.9652">Directions</a>
<div class="realtorCardCon">
<div class="realtorCardDetails"><div class="realtorCardName">Jennifer MacIsaac</div><div class="realtorCardTitle">REALTOR®</div><div class="realtorCardPhone">902-555-0117</div></div>
<div id="OfficeCard-66123" class="officeCardCon"><div class="officeCardName">RE/MAX Nova (Antigonish)</div><div class="officeCardDesignation">Brokerage</div><div class="officeCardAddress">219 Main Street<br>Antigonish, Nova Scotia B2G2C1</div><div class="officeCardPhone">902-555-0100</div></div>
</div>
<footer><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "land",
      street: "Lot 12 Harbour View Drive",
      city: "Antigonish",
      province: "NS",
      postalCode: "B2G 2L4",
      lot: { value: 2.47, unit: "acres" },
      mlsNumber: "202427815",
      listingAgentName: "Jennifer MacIsaac",
      brokerageName: "RE/MAX Nova (Antigonish)",
      geo: { lat: 45.6334, lng: -61.9652 },
    },
  },
  {
    name: "h3-remax-lease-edmonton",
    site: "remax.ca",
    set: "held-out-3",
    traps: "a lease: '$2,350 /month' with a deposit of the same amount; __NEXT_DATA__ with the rent as listPrice and a lease flag; Edmonton's 'E' MLS® format; neighbourhood after the street; condo apartment; the office's address in the agent block; price per square foot",
    pageUrl: "https://www.remax.ca/ab/edmonton-real-estate/1205-10180-104-st-nw-wp_id301234567-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1205-10180 104 St NW, Edmonton, AB T5J 1A7 | For Lease | RE/MAX</title>
<meta name="description" content="1205-10180 104 St NW, Edmonton, AB T5J 1A7 is for lease at $2,350/month. 2 beds, 2 baths, 980 sqft. MLS® E4412345.">
<meta property="og:title" content="1205-10180 104 St NW, Edmonton, AB T5J 1A7">
<meta property="og:image" content="https://i.remax.ca/listings/E4412345/1.jpg">
${nextData({ props: { pageProps: { listingDetails: { id: "wp_id301234567", mlsNum: "E4412345", listPrice: 2350, isLease: true, leaseTerm: "Long Term", address: "1205-10180 104 St NW", city: "Edmonton", province: "AB", postalCode: "T5J 1A7", neighbourhood: "Downtown", beds: 2, baths: 2, sqFt: 980, propertyType: "Condo", dwellingStyle: "Apartment High Rise", yearBuilt: 2008, lat: 53.5442, lng: -113.4987, listingAgents: [{ name: "Priya Sandhu", officeName: "RE/MAX Excellence", officeAddress: "4245 97 St NW, Edmonton, AB T6E 5Y7" }] }, recommended: [{ listPrice: 1995, beds: 1 }, { listPrice: 2600, beds: 2 }] } } })}
</head><body>
<header class="header_root__a1b2"><nav><a href="/ab/edmonton-real-estate">Edmonton Real Estate</a><a href="/ab/edmonton-real-estate?rentals=true">Rentals</a></nav></header>
<main>
<div class="listing-summary_root__Xy7">
<div class="listing-summary_price__Qw3">$2,350<span class="listing-summary_period__Zt9"> /month</span></div>
<div class="listing-summary_status__P1">For Lease</div>
<h1 class="listing-summary_address__L2"><span>1205-10180 104 St NW</span><span>Downtown, Edmonton, AB T5J 1A7</span></h1>
<div class="listing-summary_stats__K8"><span>2 bed</span><span>2 bath</span><span>980 sqft</span></div>
</div>
<section class="listing-details_root__M4"><h2>Details</h2>
<div class="listing-details_row__a"><span class="listing-details_label__b">MLS®</span><span class="listing-details_value__c">E4412345</span></div>
<div class="listing-details_row__a"><span class="listing-details_label__b">Property Type</span><span class="listing-details_value__c">Condo</span></div>
<div class="listing-details_row__a"><span class="listing-details_label__b">Style</span><span class="listing-details_value__c">Apartment High Rise</span></div>
<div class="listing-details_row__a"><span class="listing-details_label__b">Year Built</span><span class="listing-details_value__c">2008</span></div>
<div class="listing-details_row__a"><span class="listing-details_label__b">Deposit</span><span class="listing-details_value__c">$2,350</span></div>
<div class="listing-details_row__a"><span class="listing-details_label__b">Price per sqft</span><span class="listing-details_value__c">$2.40</span></div>
<div class="listing-details_row__a"><span class="listing-details_label__b">Available</span><span class="listing-details_value__c">Immediately</span></div>
</section>
<section class="listing-description_root__D"><h2>Description</h2><p>Corner 2 bed, 2 bath suite on the 12th floor with river valley views, in-suite laundry and one underground stall. Steps to the LRT, Rogers Place and the Ice District. Minimum one-year lease; no smoking.</p></section>
<aside class="agent-block_root__R"><div class="agent-block_name__N">Priya Sandhu</div><div class="agent-block_title__T">REALTOR®</div><div class="agent-block_office__O">RE/MAX Excellence</div><div class="agent-block_officeAddress__A">4245 97 St NW, Edmonton, AB T6E 5Y7</div></aside>
</main>
<footer><p>RE/MAX Canada. Each office independently owned and operated. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2350, period: "month" },
      propertyKind: "condo",
      street: "1205-10180 104 St NW",
      city: "Edmonton",
      neighbourhood: "Downtown",
      province: "AB",
      postalCode: "T5J 1A7",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 980,
      yearBuilt: 2008,
      mlsNumber: "E4412345",
      listingAgentName: "Priya Sandhu",
      brokerageName: "RE/MAX Excellence",
      geo: { lat: 53.5442, lng: -113.4987 },
    },
  },
  {
    name: "h3-rew-townhouse-surrey",
    site: "rew.ca",
    set: "held-out-3",
    traps: "the board's area 'South Surrey White Rock' and the sub-area 'Morgan Creek' beside the city; strata fee per month; gross taxes; unit number as '27 - 15588 32 Avenue'; 'Listed by' line with the agent and brokerage; recently sold nearby",
    pageUrl: "https://www.rew.ca/properties/R3012345/27-15588-32-avenue-surrey",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 - 15588 32 Avenue, Surrey, BC V3Z 0Y2 - R3012345 | REW</title>
<meta name="description" content="27 - 15588 32 Avenue, Surrey, BC V3Z 0Y2 is a 3 bedroom Townhouse for sale listed at $869,900. MLS® R3012345.">
<meta property="og:title" content="27 - 15588 32 Avenue, Surrey, BC">
<meta property="og:image" content="https://cdn.rew.ca/listings/R3012345/1.jpg">
</head><body>
<header><nav><a href="/properties/areas/surrey-bc">Surrey real estate</a><a href="/properties/areas/surrey-bc/type/townhouse">Surrey townhouses</a><a href="/agents">Find an agent</a></nav></header>
<main>
<section class="listingheader">
<div class="listingheader-price">$869,900</div>
<h1 class="listingheader-address">27 - 15588 32 Avenue</h1>
<div class="listingheader-location">Morgan Creek, Surrey, BC V3Z 0Y2</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,612 Sqft</li><li>Townhouse</li></ul>
</section>
<section class="listing-overview"><h2>Overview</h2>
<div class="row"><div class="col-label">Property Type</div><div class="col-value">Townhouse</div></div>
<div class="row"><div class="col-label">Title</div><div class="col-value">Freehold Strata</div></div>
<div class="row"><div class="col-label">Area</div><div class="col-value">South Surrey White Rock</div></div>
<div class="row"><div class="col-label">Sub-area</div><div class="col-value">Morgan Creek</div></div>
<div class="row"><div class="col-label">Year Built</div><div class="col-value">2012</div></div>
<div class="row"><div class="col-label">Strata Fee</div><div class="col-value">$412.76 /mo</div></div>
<div class="row"><div class="col-label">Gross Taxes</div><div class="col-value">$3,288 (2024)</div></div>
<div class="row"><div class="col-label">MLS® #</div><div class="col-value">R3012345</div></div>
</section>
<section class="listing-description"><h2>Description</h2><p>End unit in Harvard Gardens by the Morgan Creek golf course: 3 bedrooms up, a den on the main, double side-by-side garage and a fenced yard. Walk to Morgan Elementary and Grandview Corners.</p></section>
<section class="listing-brokerage"><p>Listed by Kevin Tran, Royal Pacific Realty Corp.</p></section>
<section class="sold-nearby"><h2>Recently sold nearby</h2><div class="card"><span>$842,000</span> 31 - 15588 32 Avenue · 3 bd 3 ba</div><div class="card"><span>$905,500</span> 9 - 3399 151 Street · 4 bd 3 ba</div></section>
</main>
<footer><p>This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board which assumes no responsibility for its accuracy. REW.ca is operated by Real Estate Wire Inc.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 869900 },
      propertyKind: "townhouse",
      street: "27 - 15588 32 Avenue",
      city: "Surrey",
      neighbourhood: "Morgan Creek",
      province: "BC",
      postalCode: "V3Z 0Y2",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1612,
      yearBuilt: 2012,
      mlsNumber: "R3012345",
      listingAgentName: "Kevin Tran",
      brokerageName: "Royal Pacific Realty Corp.",
    },
  },
  {
    name: "h3-point2homes-farm-manitoba",
    site: "point2homes.com",
    set: "held-out-3",
    traps: "farm with a house: lot in acres, price per acre, legal land description; Point2's Organization JSON-LD with its Saskatoon office; price history with an earlier, higher list price; agent card with the brokerage; nearby farms",
    pageUrl: "https://www.point2homes.com/CA/Farm-For-Sale/MB/Portage-la-Prairie/45032-Road-54N/112233445.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>45032 Road 54N, Portage la Prairie, MB R1N 3A9 - Farm for sale - Point2</title>
<meta name="description" content="Farm for sale at 45032 Road 54N, Portage la Prairie, Manitoba: 158.6 acres with a 4 bedroom home. Listed at $1,195,000.">
<meta property="og:title" content="45032 Road 54N, Portage la Prairie, MB R1N 3A9">
<meta property="og:image" content="https://images.point2.com/listings/112233445/1.jpg">
${ld({ "@context": "http://schema.org", "@type": "Organization", name: "Point2", address: { "@type": "PostalAddress", streetAddress: "3rd Floor, 410 22nd Street East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 5T6" } })}
</head><body>
<header><nav><a href="/CA/Real-Estate-Listings/MB.html">Manitoba real estate</a><a href="/CA/Farms-For-Sale/MB.html">Farms for sale in Manitoba</a></nav></header>
<main>
<div class="address-container"><h1>45032 Road 54N</h1><div class="address-city">Portage la Prairie, MB R1N 3A9</div></div>
<div class="price"><span class="green">$1,195,000</span> <span class="per-acre">$7,535 / acre</span></div>
<ul class="characteristic"><li class="ic-beds">4 Beds</li><li class="ic-baths">2 Baths</li><li class="ic-sqft">1,850 Sqft</li><li class="ic-lotsize">158.6 ac</li></ul>
<div class="description"><h2>Description</h2><p>Productive grain farm 10 minutes north of Portage: about 150 cultivated acres of class 2 soil, a 1976 bungalow with a full basement, 40x60 machine shed and grain bins (22,000 bu). Legal: NW 14-12-7 W1.</p></div>
<div class="details-charcs"><h2>Property Details</h2>
<dl><dt>Type</dt><dd>Farm</dd></dl>
<dl><dt>Style</dt><dd>Bungalow</dd></dl>
<dl><dt>Year Built</dt><dd>1976</dd></dl>
<dl><dt>Lot Size</dt><dd>158.6 Acres</dd></dl>
<dl><dt>Taxes</dt><dd>$3,940 / year</dd></dl>
<dl><dt>MLS®#</dt><dd>202426789</dd></dl>
</div>
<div class="price-history"><h2>Price History</h2><table><tr><td>Sep 12, 2025</td><td>Price changed</td><td>$1,195,000</td></tr><tr><td>Jun 02, 2025</td><td>Listed</td><td>$1,249,000</td></tr></table></div>
<div class="agent-card"><div class="agent-name">Brent Kowalchuk</div><div class="agent-company">Century 21 Westman Realty Ltd.</div><div class="agent-phone">(204) 555-0163</div></div>
<div class="similar-listings"><h2>Nearby farms</h2><div class="item"><span class="price">$985,000</span> 120 ac · Road 60N</div><div class="item"><span class="price">$1,650,000</span> 240 ac · Highway 240</div></div>
</main>
<footer><p>Point2 is a Yardi company. Listings are provided by their brokerages; information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "farm",
      street: "45032 Road 54N",
      city: "Portage la Prairie",
      province: "MB",
      postalCode: "R1N 3A9",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1850,
      lot: { value: 158.6, unit: "acres" },
      yearBuilt: 1976,
      mlsNumber: "202426789",
      listingAgentName: "Brent Kowalchuk",
      brokerageName: "Century 21 Westman Realty Ltd.",
    },
  },
  {
    name: "h3-century21-house-charlottetown",
    site: "century21.ca",
    set: "held-out-3",
    traps: "the office's RealEstateAgent JSON-LD with its own address; 'Bedrooms 4 (3 + 1)'; 'Bathrooms 2 Full / 1 Half'; lot in acres; Prince Edward Island spelled out; agent and office in a card; the site's own estimate of the monthly payment",
    pageUrl: "https://www.century21.ca/Property/PE/Charlottetown/118_Kensington_Road/25987654",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Kensington Road, Charlottetown, PE C1A 5J9 | MLS® 202502345 | CENTURY 21 Canada</title>
<meta name="description" content="4 bedroom House for sale at 118 Kensington Road, Charlottetown, Prince Edward Island. $429,000. MLS® 202502345.">
<meta property="og:title" content="118 Kensington Road, Charlottetown, Prince Edward Island">
<meta property="og:image" content="https://photos.century21.ca/25987654/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Century 21 Northumberland Realty", address: { "@type": "PostalAddress", streetAddress: "95 Water Street", addressLocality: "Charlottetown", addressRegion: "PE", postalCode: "C1A 1A5" }, telephone: "902-555-0180" })}
</head><body>
<header><nav><a href="/PE/Charlottetown">Charlottetown homes for sale</a><a href="/agents">Find an agent</a><a href="/offices">Find an office</a></nav></header>
<main class="property-page">
<div class="property-header">
<h1 class="property-address">118 Kensington Road<span class="property-city">Charlottetown, Prince Edward Island C1A 5J9</span></h1>
<div class="property-price">$429,000</div>
</div>
<table class="property-facts">
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Bedrooms</th><td>4 (3 + 1)</td></tr>
<tr><th>Bathrooms</th><td>2 Full / 1 Half</td></tr>
<tr><th>Square Feet</th><td>1,960</td></tr>
<tr><th>Lot Size</th><td>0.26 Acres</td></tr>
<tr><th>Year Built</th><td>1962</td></tr>
<tr><th>Annual Taxes</th><td>$3,412</td></tr>
<tr><th>MLS® #</th><td>202502345</td></tr>
</table>
<div class="property-remarks"><h2>Remarks</h2><p>Solid brick split-level on a mature lot close to UPEI and the Charlottetown Mall. Three bedrooms up, a fourth in the finished lower level, updated windows and a heat pump (2022).</p></div>
<div class="mortgage-widget">Estimated payment: <b>$2,186</b> / month</div>
<div class="listing-agent-card"><h3>Listing Agent</h3><div class="agent-name">Shauna Gallant</div><div class="agent-role">REALTOR®</div><div class="office-name">Century 21 Northumberland Realty</div><div class="office-phone">902-555-0180</div></div>
</main>
<footer><p>CENTURY 21® and the CENTURY 21 Logo are registered service marks owned by Century 21 Real Estate LLC. Each office is independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "118 Kensington Road",
      city: "Charlottetown",
      province: "PE",
      postalCode: "C1A 5J9",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1960,
      lot: { value: 0.26, unit: "acres" },
      yearBuilt: 1962,
      mlsNumber: "202502345",
      listingAgentName: "Shauna Gallant",
      brokerageName: "Century 21 Northumberland Realty",
    },
  },
  {
    name: "h3-zolo-house-dartmouth",
    site: "zolo.ca",
    set: "held-out-3",
    traps: "key facts as a definition list; 'Baths 3 (2 full, 1 half)'; lot in sqft; community before the city; Zolo's own brokerage and address in the footer; the listing brokerage in a 'Listed by' line; estimated mortgage; nearby sold homes",
    pageUrl: "https://www.zolo.ca/dartmouth-real-estate/47-portland-hills-drive",
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Portland Hills Drive, Dartmouth — For Sale @ $574,900 | Zolo.ca</title>
<meta name="description" content="47 Portland Hills Drive, Dartmouth, NS B2W 6K2 — 3+1 bed, 3 bath house for sale. Zolo.ca">
<meta property="og:title" content="47 Portland Hills Drive, Dartmouth">
<meta property="og:image" content="https://photos.zolo.ca/47-portland-hills-drive-dartmouth-202501234-1.jpg">
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/dartmouth-real-estate">Dartmouth Real Estate</a><a href="/sold-homes">Sold Homes</a></nav></header>
<main class="listing-main">
<section class="listing-location"><h1 class="address">47 Portland Hills Drive</h1>
<div class="area"><a href="/dartmouth-real-estate/portland-hills">Portland Hills</a>, <a href="/dartmouth-real-estate">Dartmouth</a>, NS B2W 6K2</div></section>
<section class="listing-price"><div class="price">$574,900</div><div class="listing-status">For Sale · 12 days on Zolo</div></section>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>Detached</dd>
<dt>Beds</dt><dd>3+1</dd>
<dt>Baths</dt><dd>3 (2 full, 1 half)</dd>
<dt>Size</dt><dd>2,100 sqft</dd>
<dt>Lot Size</dt><dd>4,650 sqft</dd>
<dt>Year Built</dt><dd>2003</dd>
<dt>Community</dt><dd>Portland Hills</dd>
<dt>MLS®#</dt><dd>202501234</dd>
<dt>Taxes</dt><dd>$3,905 (2024)</dd>
</dl></section>
<section class="section-listing-content"><div class="listing-description"><p>This house located at 47 Portland Hills Drive, Dartmouth is currently for sale and has been available on Zolo.ca for 12 days. This property is listed at $574,900 with an estimated mortgage of $2,690* per month. It has 4 beds, 3 bathrooms, and is 2,100 square feet.</p><p>Two-storey family home on a quiet crescent, walking distance to the Portland Hills bus terminal and Sullivan's Pond trails. Ductless heat pumps, finished lower level with a fourth bedroom.</p></div></section>
<section class="listing-brokerage"><p>Listed by: Royal LePage Atlantic</p></section>
<section class="similar-sold"><h2>Sold nearby</h2>
<div class="card"><div class="card-address">12 Portland Hills Drive</div><div class="price">Sold $552,000</div><div>3 bd · 3 ba · 1,950 sqft</div></div>
<div class="card"><div class="card-address">8 Ashgrove Avenue</div><div class="price">Sold $611,500</div><div>4 bd · 3 ba</div></div>
</section>
</main>
<footer class="footer"><p>Zolo Realty Inc., Brokerage. 5700 Yonge St, Toronto, ON M2M 4K2. Independently owned and operated.</p><p>The listing data is provided under copyright by the Nova Scotia Association of REALTORS®. The information is deemed reliable but is not guaranteed to be accurate.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "house",
      street: "47 Portland Hills Drive",
      city: "Dartmouth",
      neighbourhood: "Portland Hills",
      province: "NS",
      postalCode: "B2W 6K2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2100,
      lot: { value: 4650, unit: "ft2" },
      yearBuilt: 2003,
      mlsNumber: "202501234",
      brokerageName: "Royal LePage Atlantic",
    },
  },
];
