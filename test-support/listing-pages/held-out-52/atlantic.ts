/**
 * Fifty-second held-out corpus, Atlantic Canada: a realtor.ca house on a route in a Newfoundland local service
 * district, a RE/MAX farmhouse on a Prince Edward Island route and a Royal LePage house on the Cabot Trail in Cape
 * Breton's Inverness County.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

const remaxMargate = {
  props: {
    pageProps: {
      listing: {
        id: "pe-202425318-l7q2", mlsNum: "202425318", listPrice: 374900, status: "Active", address: "3187 Route 6", city: "Margate", province: "PE", postalCode: "C0B 1M0",
        beds: 4, baths: 2, sqft: 1880, lotSize: "0.86 ac", yearBuilt: 1920, lat: 46.42861, lng: -63.72514, agentName: "Colin Gallant", officeName: "RE/MAX Red Sands Realty",
      },
      estimatedPayment: 1812,
    },
  },
};

export const HELD_OUT_52_ATLANTIC: ListingPage[] = [
  {
    name: "ho52-realtorca-house-gander-bay-south",
    site: "realtor.ca",
    set: "held-out-52",
    traps: "a Newfoundland house on 'Route 330' in a local service district: 'Bathrooms (Total) 2' with 'Partial Bathrooms 1'; land '1.20 ac|1 - 3 acres'; oil furnace, drilled well and septic; annual taxes; room dimensions; the brokerage's Gander office; nearby listings in other outports",
    pageUrl: "https://www.realtor.ca/real-estate/28419536/1742-route-330-gander-bay-south",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1742 Route 330, Gander Bay South, Newfoundland &amp; Labrador A0G2G0 - 1281437 | REALTOR.ca</title>
<meta name="description" content="For sale: 1742 Route 330, Gander Bay South, Newfoundland &amp; Labrador A0G2G0 - 1281437. Learn more about this house property.">
<meta property="og:title" content="1742 Route 330, Gander Bay South - $219,900">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638700000000/reb4/highres/7/1281437_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "1742 Route 330, Gander Bay South, Newfoundland & Labrador A0G2G0", sku: "28419536", offers: { "@type": "Offer", price: "219900", priceCurrency: "CAD" } })}
</head><body>
<header id="siteHeader"><a href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/commercial">Commercial</a><a href="/blog">Blog</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">1742 Route 330<br>Gander Bay South, Newfoundland &amp; Labrador A0G 2G0</h1>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$219,900</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number</span> <span id="MLNumberVal">1281437</span></div>
<div class="listingIconCon"><div class="listingIconNum">3</div><div class="listingIconText">Bedrooms</div><div class="listingIconNum">2</div><div class="listingIconText">Bathrooms</div><div class="listingIconNum">1560 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Details">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Freehold</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">1.20 ac|1 - 3 acres</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1986</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$1,184</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">41 days</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Partial)</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Fuel</div><div class="propertyDetailsSectionContentValue">Oil, Wood</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Heating Type</div><div class="propertyDetailsSectionContentValue">Forced air</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Water</div><div class="propertyDetailsSectionContentValue">Drilled Well</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Sewer</div><div class="propertyDetailsSectionContentValue">Septic tank</div></div>
</div>
<div id="propertyDetailsRoomsSection"><h3>Rooms</h3><table>
<tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>13.6 x 18</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>11 x 14</td></tr>
<tr><td>Main level</td><td>Primary Bedroom</td><td>12 x 13.4</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>9.6 x 10</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>9 x 10</td></tr>
<tr><td>Main level</td><td>Bath (# pieces 1-6)</td><td>4 pc</td></tr>
<tr><td>Main level</td><td>Bath (# pieces 1-6)</td><td>2 pc</td></tr>
</table></div>
<div id="propertyDescriptionCon"><h2>Property Description</h2><p>Well kept bungalow on a treed 1.2-acre lot on Route 330, about 25 minutes from Gander and five minutes to the Gander Bay causeway. Oil furnace (tank replaced 2021) backed up by a wood stove in the living room, drilled well and septic, 200 amp service. Detached 24 x 28 garage with a workshop and a 12 x 16 shed. Salmon river, snowmobile trails and the Road to the Shore at your doorstep.</p></div>
<div id="mortgageCalculator"><h3>Mortgage Calculator</h3><p>Purchase price $219,900 · 10% down · 25 years at 4.79% · $1,128 / month</p></div>
<div class="realtorCardCon">
<div class="realtorCardDetails"><span class="realtorCardName">Darlene Keats</span><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">709-555-0164</div></div>
<div class="officeCardCon"><div class="officeCardName">Kittiwake Realty Ltd.</div><div class="officeCardAddress">118 Airport Boulevard<br>Gander, Newfoundland &amp; Labrador A1V 1K6</div><div class="officeCardPhone">709-555-0100</div></div>
</div>
<div id="nearbyListings"><h3>Nearby listings</h3>
<div class="smallListingCard"><div class="smallListingCardPrice">$149,000</div><div class="smallListingCardAddress">22 Main Road, Victoria Cove, Newfoundland &amp; Labrador</div><div>2 bed · 1 bath</div></div>
<div class="smallListingCard"><div class="smallListingCardPrice">$265,000</div><div class="smallListingCardAddress">9 Harbour Drive, Gander Bay North, Newfoundland &amp; Labrador</div><div>4 bed · 2 bath</div></div>
</div>
<footer><p>Listing data supplied by the Newfoundland and Labrador Association of REALTORS®. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p></footer>
${chrome("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 219900, currency: "CAD" },
      propertyKind: "house",
      street: "1742 Route 330",
      city: "Gander Bay South",
      province: "NL",
      postalCode: "A0G 2G0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1560,
      lot: { value: 1.2, unit: "acres" },
      yearBuilt: 1986,
      mlsNumber: "1281437",
      listingAgentName: "Darlene Keats",
      brokerageName: "Kittiwake Realty Ltd.",
    },
  },
  {
    name: "ho52-remax-farmhouse-margate-pei",
    site: "remax.ca",
    set: "held-out-52",
    traps: "a PEI farmhouse on 'Route 6': built 1920 with a 2016 renovation year; 0.86-acre lot beside a 40 x 60 barn; nine-digit PEI MLS®; oil furnace plus heat pumps, drilled well, septic; taxes; RE/MAX's estimated payment; the brokerage's Summerside office; app state with coordinates; similar homes",
    pageUrl: "https://www.remax.ca/pe/margate-real-estate/3187-route-6-wp_idm73000004-202425318-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3187 Route 6, Margate, PE C0B 1M0 | 202425318 | RE/MAX Canada</title>
<meta name="description" content="4 bed, 2 bath house for sale at 3187 Route 6, Margate, PE. $374,900. MLS® 202425318.">
<meta property="og:url" content="https://www.remax.ca/pe/margate-real-estate/3187-route-6-wp_idm73000004-202425318-lst">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(remaxMargate)}</script>
</head><body>
<header><a href="/" class="logo">RE/MAX</a><nav><a href="/pe/real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-a-realtor">Find an agent</a><a href="/blog">Blog</a></nav></header>
<main class="listing-detail">
<nav class="breadcrumbs"><a href="/pe">PE</a> › <a href="/pe/prince-county">Prince County</a> › <a href="/pe/margate-real-estate">Margate</a></nav>
<div class="listing-summary">
<div class="listing-price">$374,900</div>
<h1 class="listing-address">3187 Route 6, Margate, PE C0B 1M0</h1>
<ul class="listing-stats"><li><b>4</b> bed</li><li><b>2</b> bath</li><li><b>1,880</b> sqft</li></ul>
<p class="est-payment">Est. payment $1,812/mo <a href="#calc">Get pre-qualified</a></p>
</div>
<section class="listing-details"><h2>Home details</h2>
<dl>
<dt>MLS®</dt><dd>202425318</dd>
<dt>Property Type</dt><dd>Single Family, House</dd>
<dt>Style</dt><dd>2 storey</dd>
<dt>Year Built</dt><dd>1920</dd>
<dt>Renovated</dt><dd>2016</dd>
<dt>Lot Size</dt><dd>0.86 ac</dd>
<dt>Heating</dt><dd>Oil furnace, two ductless heat pumps</dd>
<dt>Water</dt><dd>Drilled well</dd>
<dt>Sewer</dt><dd>Septic system</dd>
<dt>Taxes</dt><dd>$2,114 (2025)</dd>
<dt>Outbuildings</dt><dd>Barn 40 x 60, shed</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Century farmhouse between Kensington and the north shore beaches, fully renovated in 2016 with new wiring, windows and a kitchen that keeps the original pine floors. Four bedrooms upstairs, a full bath on each floor, mud room off the back porch. The 40 x 60 barn has power and a concrete floor. Ten minutes to Cavendish, thirty to Summerside.</p></section>
<section class="agent-card"><h2>Listed by</h2><p class="agent-name">Colin Gallant</p><p class="agent-title">REALTOR®</p><p class="office">RE/MAX Red Sands Realty</p><p>245 Water Street, Summerside, PE C1N 1B4 · 902-555-0177</p></section>
<section class="similar"><h2>Similar homes</h2>
<article><p>$329,000</p><p>44 Route 254, North Granville, PE</p><p>3 bed · 1 bath</p></article>
<article><p>$449,500</p><p>1502 Route 20, Park Corner, PE</p><p>4 bed · 3 bath</p></article>
</section>
</main>
<footer><p>RE/MAX Red Sands Realty · Each office independently owned and operated. Listing information from the PEI Association of REALTORS® MLS®; deemed reliable but not guaranteed.</p><p>© RE/MAX Ontario-Atlantic Canada, Inc.</p></footer>
${chrome("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 374900, currency: "CAD" },
      propertyKind: "house",
      street: "3187 Route 6",
      city: "Margate",
      province: "PE",
      postalCode: "C0B 1M0",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1880,
      lot: { value: 0.86, unit: "acres" },
      yearBuilt: 1920,
      mlsNumber: "202425318",
      listingAgentName: "Colin Gallant",
      brokerageName: "RE/MAX Red Sands Realty",
      geo: { lat: 46.42861, lng: -63.72514 },
    },
  },
  {
    name: "ho52-royallepage-house-margaree-forks",
    site: "royallepage.ca",
    set: "held-out-52",
    traps: "a Cape Breton house on the Cabot Trail in Inverness County: '2 + 1' bedrooms; a PID parcel number and assessed value beside the MLS®; oil-fired hot water, dug well, septic; lot in acres; the franchise's Port Hawkesbury office; map data with coordinates; similar listings",
    pageUrl: "https://www.royallepage.ca/en/property/nova-scotia/margaree-forks/12874-cabot-trail/28716604/mls202501874/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12874 Cabot Trail, Margaree Forks, NS B0E 2A0 | House for sale | Royal LePage</title>
<meta name="description" content="House for sale in Margaree Forks, Inverness County, Nova Scotia. 2+1 bedrooms, 2 bathrooms. MLS® 202501874.">
<meta property="og:image" content="https://www.royallepage.ca/images/listings/202501874-1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "12874 Cabot Trail", address: { "@type": "PostalAddress", streetAddress: "12874 Cabot Trail", addressLocality: "Margaree Forks", addressRegion: "NS", postalCode: "B0E 2A0", addressCountry: "CA" } })}
</head><body>
<header><a href="/en/">Royal LePage</a><nav><a href="/en/search/homes/">Buy</a><a href="/en/sell/">Sell</a><a href="/en/agent/">Find an agent</a><a href="/fr/">Français</a></nav></header>
<main id="property-details">
<div class="property-header">
<h1 class="address-1">12874 Cabot Trail</h1>
<p class="address-2">Margaree Forks, Nova Scotia B0E 2A0</p>
<p class="price">$289,000</p>
<ul class="property-features"><li>2 + 1 Bedrooms</li><li>2 Bathrooms</li><li>1,344 sq. ft.</li></ul>
</div>
<div class="details-table">
<div class="row"><span class="label">MLS® #</span><span class="value">202501874</span></div>
<div class="row"><span class="label">PID</span><span class="value">50218844</span></div>
<div class="row"><span class="label">Property Type</span><span class="value">Single Family Detached</span></div>
<div class="row"><span class="label">County</span><span class="value">Inverness County</span></div>
<div class="row"><span class="label">Lot Size</span><span class="value">2.3 acres</span></div>
<div class="row"><span class="label">Year Built</span><span class="value">1994</span></div>
<div class="row"><span class="label">Heating</span><span class="value">Hot water, oil; wood stove</span></div>
<div class="row"><span class="label">Water</span><span class="value">Dug well</span></div>
<div class="row"><span class="label">Sewage</span><span class="value">Septic</span></div>
<div class="row"><span class="label">Assessment (2025)</span><span class="value">$201,400</span></div>
<div class="row"><span class="label">Taxes</span><span class="value">$1,467</span></div>
</div>
<section class="remarks"><h2>Remarks</h2><p>Split-entry home on 2.3 acres overlooking the Margaree River, a short walk to the salmon pools and twenty minutes to the beaches at Margaree Harbour. Two bedrooms and a full bath on the main level; a third bedroom, family room and second full bath on the walk-out lower level. Oil-fired hot water heat with a wood stove, dug well and septic. Storage shed and a large garden.</p></section>
<div id="property-map" data-latitude="46.34012" data-longitude="-61.10264" data-zoom="13"></div>
<section class="agent"><h2>Listing agent</h2><p class="name">Rhonda Deveau</p><p class="title">REALTOR®</p><p class="brokerage">Royal LePage Causeway Realty</p><p class="office">14 Granville Street, Port Hawkesbury, NS B9A 2M5 · 902-555-0136</p></section>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="card"><span class="price">$245,000</span> <span class="addr">3390 Highway 19, Mabou, NS</span> <span>3 bd · 1 ba</span></div>
<div class="card"><span class="price">$315,000</span> <span class="addr">52 Shore Road, Margaree Harbour, NS</span> <span>3 bd · 2 ba</span></div>
</section>
</main>
<footer><p>Royal LePage Causeway Realty · Independently owned and operated brokerage. Listing data from the Nova Scotia Association of REALTORS®; information believed reliable but not guaranteed.</p><p>© Bridgemarq Real Estate Services Manager Limited. Royal LePage is a registered trademark.</p></footer>
${chrome("Royal LePage")}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "CAD" },
      propertyKind: "house",
      street: "12874 Cabot Trail",
      city: "Margaree Forks",
      province: "NS",
      postalCode: "B0E 2A0",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1344,
      lot: { value: 2.3, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "202501874",
      listingAgentName: "Rhonda Deveau",
      brokerageName: "Royal LePage Causeway Realty",
      geo: { lat: 46.34012, lng: -61.10264 },
    },
  },
];
