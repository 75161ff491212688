/**
 * Seventy-first held-out corpus, Ontario and BC: zolo.ca (a Toronto waterfront condo whose page names only the
 * listing brokerage, beside Zolo's own agent and Zolo's brokerage licence), housesigma.com (a sold Burlington house
 * with the listing and the buyer's brokerages and HouseSigma's own agents), condos.ca (a North York condo with
 * "Listing Brokerage" and Condos.ca's agents and licence) and rew.ca (a North Vancouver condo with a sponsored
 * "Presented by" agent beside the "Listed by" PREC*). Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calc, cards, consent, crumbs, footer, gtm, nextData, photoStrip, sponsored, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_71_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho71-zolo-condo-waterfront-toronto",
    site: "zolo.ca",
    set: "held-out-71",
    traps: "only the listing brokerage is named ('Listed by Harbourlight Realty Inc., Brokerage'), no listing agent; Zolo's own agent card ('Zolo agent', 'Sales Representative, Zolo Realty') and Zolo's brokerage licence in the footer; a size range '800-899 sqft'; maintenance fee and taxes; TRREB community; sold prices in the building; coordinates in the page state",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/85-queens-wharf-road/1104",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1104-85 Queens Wharf Road, Toronto — For Sale @ $689,000 | Zolo.ca</title>
<meta name="description" content="1104-85 Queens Wharf Road, Toronto, ON M5V 0J9 — 2 bed, 2 bath condo for sale. MLS® C12516240.">
<meta property="og:title" content="1104-85 Queens Wharf Road, Toronto">
${gtm("GTM-ZOLO71")}
</head><body>
${consent("Zolo")}
${topNav("Zolo", ["Buy", "Rent", "Sold", "Home Value", "Agents", "Mortgage"])}
<main class="listing-page">
${crumbs(["Toronto", "Waterfront Communities C1", "85 Queens Wharf Road"])}
<section class="listing-header"><h1 class="address">1104-85 Queens Wharf Road</h1><p class="area">Toronto, ON M5V 0J9 · Waterfront Communities C1</p>
<div class="listing-price"><span class="priv">$689,000</span></div>
<ul class="listing-values"><li>2 beds</li><li>2 baths</li><li>800-899 sqft</li></ul></section>
${photoStrip("https://photos.zolo.ca/85-queens-wharf-road-1104", 6, "1104-85 Queens Wharf Road")}
<section class="listing-facts"><h2>Key Facts</h2><dl>
<dt>MLS®#</dt><dd>C12516240</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Style</dt><dd>Apartment</dd><dt>Size</dt><dd>800-899 sqft</dd><dt>Maintenance Fees</dt><dd>$742/mo</dd><dt>Taxes</dt><dd>$3,196 (2025)</dd><dt>Parking</dt><dd>1 underground</dd><dt>Exposure</dt><dd>South West</dd>
</dl><p class="description">Split two-bedroom corner suite with lake views, two full baths, floor-to-ceiling windows and a wraparound balcony. Parking and locker included. Steps to Canoe Landing park, the Rogers Centre and the waterfront trail.</p>
<p class="listed-by">Listed by Harbourlight Realty Inc., Brokerage</p></section>
<section class="building-sold"><h2>Recently sold at 85 Queens Wharf Road</h2><table><tr><td>Unit 2208</td><td>2 bd</td><td>Sold $742,000</td></tr><tr><td>Unit 905</td><td>1 bd</td><td>Sold $528,500</td></tr></table></section>
<aside class="zolo-agent"><h3>Ask a Zolo agent</h3><p class="name">Maya Chen</p><p>Sales Representative, Zolo Realty</p><p>416-555-0129</p></aside>
${calc("Mortgage", [["Price", "$689,000"], ["Down payment", "$137,800"], ["Rate", "4.39%"]], "$3,022/mo")}
</main>
${footer(["Zolo Realty Inc., Brokerage · 2 Bloor St W, Toronto, ON M4W 3E2 · 416-555-0100.", "Listing information provided by the Toronto Regional Real Estate Board. Data deemed reliable but not guaranteed."])}
${windowState("__ZOLO__", { listing: { id: "zolo-41908812", mls: "C12516240", price: 689000, unit: "1104", street: "85 Queens Wharf Road", city: "Toronto", province: "ON", postal: "M5V 0J9", community: "Waterfront Communities C1", beds: 2, baths: 2, sqftRange: "800-899", lat: 43.63938, lng: -79.39771, brokerage: "Harbourlight Realty Inc., Brokerage" }, zoloAgent: { name: "Maya Chen", brokerage: "Zolo Realty" } })}
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "condo",
      street: "1104-85 Queens Wharf Road",
      city: "Toronto",
      neighbourhood: "Waterfront Communities C1",
      province: "ON",
      postalCode: "M5V 0J9",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      mlsNumber: "C12516240",
      brokerageName: "Harbourlight Realty Inc., Brokerage",
      geo: { lat: 43.63938, lng: -79.39771 },
    },
  },
  {
    name: "ho71-housesigma-sold-house-burlington",
    site: "housesigma.com",
    set: "held-out-71",
    traps: "a sold listing: 'Sold $1,105,000' large beside 'Listed $1,149,000'; 'Listing Brokerage' and 'Buyer Brokerage' rows (no agent named); HouseSigma's own agents ('Contact a HouseSigma agent') and HouseSigma Inc., Brokerage in the footer; '3+1' bedrooms; size range '1500-2000'; lot frontage × depth; the HouseSigma estimate; comparable sold homes",
    pageUrl: "https://housesigma.com/on/burlington-real-estate/2184-pinevalley-crescent/home/Qm7yxk2PbL3rR1aV/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2184 Pinevalley Crescent, Burlington, ON L7P 4J1 — Sold | HouseSigma</title>
<meta name="description" content="2184 Pinevalley Crescent, Burlington — Detached, 3+1 bedrooms, 3 bathrooms. Sold for $1,105,000. Listed for $1,149,000. W12387642.">
${gtm("GTM-HS71")}
</head><body>
${consent("HouseSigma")}
${topNav("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Watched"])}
<div id="app"><main class="listing-detail">
<section class="ld-top"><span class="status-tag sold">Sold</span><h1 class="address">2184 Pinevalley Crescent</h1><p class="community">Headon · Burlington, ON L7P 4J1</p>
<div class="prices"><p class="sold-price"><span class="label">Sold</span> $1,105,000</p><p class="list-price"><span class="label">Listed</span> $1,149,000</p><p class="sold-date">Sold on 2025-10-18 · 12 days on market</p></div>
<ul class="ld-facts"><li>3+1 Bedrooms</li><li>3 Bathrooms</li><li>Detached</li><li>1500-2000 ft²</li></ul></section>
${photoStrip("https://cache.housesigma.com/photo/w12387642", 5, "2184 Pinevalley Crescent")}
<section class="ld-key"><h2>Key Facts</h2><dl>
<dt>MLS®</dt><dd>W12387642</dd><dt>Property Type</dt><dd>Detached, 2-Storey</dd><dt>Community</dt><dd>Headon</dd><dt>Municipality</dt><dd>Burlington</dd><dt>Lot Size</dt><dd>50 x 115 Feet</dd><dt>Size</dt><dd>1500-2000 feet²</dd><dt>Tax</dt><dd>$5,944 / 2025</dd>
<dt>Listing Brokerage</dt><dd>Escarpment Realty Inc., Brokerage</dd><dt>Buyer Brokerage</dt><dd>Lakeshore Partners Realty Ltd., Brokerage</dd>
</dl></section>
<section class="estimate"><h2>SigmaEstimate™</h2><p>$1,121,000 <span class="fine">(estimated, as of 2025-10-20)</span></p></section>
<section class="history"><h2>Listing History</h2><table><tr><td>2025-10-06</td><td>Listed</td><td>$1,149,000</td></tr><tr><td>2025-10-18</td><td>Sold</td><td>$1,105,000</td></tr><tr><td>2016-05-12</td><td>Sold</td><td>$781,000</td></tr></table></section>
<aside class="hs-agents"><h3>Contact a HouseSigma agent</h3><div class="hs-agent"><p>Jason Ferreira</p><p>Sales Representative · HouseSigma Inc., Brokerage</p></div><div class="hs-agent"><p>Linda Zhao</p><p>Broker · HouseSigma Inc., Brokerage</p></div></aside>
${cards("Comparable Sold", [
  { address: "2207 Headon Forest Drive", place: "Burlington", price: "Sold $1,062,000", facts: ["3 bd", "3 ba"] },
  { address: "4101 Longmoor Drive", place: "Burlington", price: "Sold $1,188,000", facts: ["4 bd", "3 ba"] },
])}
</main></div>
${footer(["HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Markham, ON · Licensed under RECO.", "Listing information from the Toronto Regional Real Estate Board and Cornerstone Association of REALTORS®."])}
${windowState("__HS_DATA__", { house: { id_listing: "Qm7yxk2PbL3rR1aV", ml_num: "W12387642", price: 1149000, price_sold: 1105000, status: "Sld", house_type: "Detached", address: "2184 Pinevalley Crescent", municipality: "Burlington", community: "Headon", postal: "L7P 4J1", bedroom: "3+1", washroom: 3, sqft: "1500-2000", land: { front: 50, depth: 115, unit: "Feet" }, map: { lat: 43.38917, lon: -79.82264 }, brokerage: { list: "Escarpment Realty Inc., Brokerage", buyer: "Lakeshore Partners Realty Ltd., Brokerage" } } })}
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "house",
      street: "2184 Pinevalley Crescent",
      city: "Burlington",
      neighbourhood: "Headon",
      province: "ON",
      postalCode: "L7P 4J1",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1500,
      lot: { value: 5750, unit: "ft2" },
      mlsNumber: "W12387642",
      brokerageName: "Escarpment Realty Inc., Brokerage",
      geo: { lat: 43.38917, lng: -79.82264 },
    },
  },
  {
    name: "ho71-condosca-condo-henry-farm",
    site: "condos.ca",
    set: "held-out-71",
    traps: "'Listing Brokerage' with an 'Independently Owned and Operated' tag on its own line, no listing agent named; Condos.ca's own agents ('Book a showing with a Condos.ca agent') and Condos.ca Real Estate Inc., Brokerage in the footer; a mortgage specialist ad; a '700-799' size range; building stats (year built, storeys, units) beside the unit's; other units' prices; JSON-LD with geo",
    pageUrl: "https://condos.ca/toronto/parkway-place-38-forest-manor-rd/unit-1409-C12520417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>38 Forest Manor Rd #1409 For Sale | Parkway Place | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 1409 - 38 Forest Manor Rd, Toronto. $598,000. MLS® C12520417.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1409 - 38 Forest Manor Rd", address: { "@type": "PostalAddress", streetAddress: "1409 - 38 Forest Manor Rd", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2J 0H4" }, geo: { "@type": "GeoCoordinates", latitude: 43.77312, longitude: -79.34208 }, numberOfRooms: 2 })}
${gtm("GTM-CND71")}
</head><body>
${consent("Condos.ca")}
${topNav("Condos.ca", ["Buy", "Rent", "Sold", "Buildings", "Pre-Construction", "Agents"])}
<div id="__next"><main class="unit-page">
${crumbs(["Toronto", "North York", "Henry Farm", "Parkway Place", "Unit 1409"])}
<section class="unit-header"><h1>1409 - 38 Forest Manor Rd</h1><p>Henry Farm, Toronto, ON M2J 0H4</p>
<div class="unit-price">$598,000</div><ul class="unit-stats"><li>2 Beds</li><li>2 Baths</li><li>700-799 sqft</li><li>1 Parking</li></ul></section>
${photoStrip("https://condos-media.s3.amazonaws.com/c12520417", 5, "1409 - 38 Forest Manor Rd")}
<section class="unit-details"><h2>Unit Details</h2><dl><dt>MLS®</dt><dd>C12520417</dd><dt>Property Type</dt><dd>Condo Apt</dd><dt>Maintenance</dt><dd>$611/mo</dd><dt>Taxes</dt><dd>$2,604 / 2025</dd><dt>Exposure</dt><dd>East</dd><dt>Locker</dt><dd>Owned</dd></dl>
<p>Bright split two-bedroom, two-bath suite with an east-facing balcony, steps to Don Mills subway and Fairview Mall. Includes parking and locker.</p>
<div class="brokerage"><p>Listing Brokerage: <b>Century 21 Parkview Realty Inc., Brokerage</b></p><p class="iooo">Independently Owned and Operated</p></div></section>
<section class="building"><h2>About Parkway Place</h2><dl><dt>Year Built</dt><dd>2016</dd><dt>Storeys</dt><dd>33</dd><dt>Units</dt><dd>412</dd><dt>Developer</dt><dd>Northpoint Developments</dd><dt>Avg. $/sqft</dt><dd>$812</dd></dl></section>
<aside class="cca-agents"><h3>Book a showing with a Condos.ca agent</h3><p>Amir Haddad, Sales Representative</p><p>Julia Novak, Broker</p><p class="fine">Condos.ca agents are licensed with Condos.ca Real Estate Inc., Brokerage.</p></aside>
${sponsored("Sponsored", `<p>First-time buyer? Get a rate hold with Danielle Okoye, Mortgage Specialist, Northway Bank.</p>`)}
${cards("Other units for sale at Parkway Place", [
  { address: "Unit 2512", place: "38 Forest Manor Rd", price: "$649,900", facts: ["2 bd", "2 ba", "800-899 sqft"] },
  { address: "Unit 708", place: "38 Forest Manor Rd", price: "$489,000", facts: ["1 bd", "1 ba"] },
])}
</main></div>
${footer(["Condos.ca Real Estate Inc., Brokerage · 1 Yonge St, Toronto, ON · 416-555-0108.", "MLS® data provided by the Toronto Regional Real Estate Board (TRREB)."])}
${nextData({ props: { pageProps: { listing: { mls: "C12520417", price: 598000, unit: "1409", address: "38 Forest Manor Rd", city: "Toronto", neighbourhood: "Henry Farm", beds: 2, baths: 2, size: "700-799", brokerage: "Century 21 Parkview Realty Inc., Brokerage" }, building: { name: "Parkway Place", yearBuilt: 2016, lat: 43.77312, lng: -79.34208 } } }, page: "/[city]/[building]/[unit]", buildId: "cca-512" })}
</body></html>`,
    expected: {
      price: { amount: 598000 },
      propertyKind: "condo",
      street: "1409 - 38 Forest Manor Rd",
      city: "Toronto",
      neighbourhood: "Henry Farm",
      province: "ON",
      postalCode: "M2J 0H4",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      yearBuilt: 2016,
      mlsNumber: "C12520417",
      brokerageName: "Century 21 Parkview Realty Inc., Brokerage",
      geo: { lat: 43.77312, lng: -79.34208 },
    },
  },
  {
    name: "ho71-rewca-condo-north-vancouver",
    site: "rew.ca",
    set: "held-out-71",
    traps: "a sponsored 'Presented by' agent ('Personal Real Estate Corporation', another brokerage) above the listing; 'Listed by' naming the listing agent with 'PREC*' and her brokerage; BC sub-area 'Central Lonsdale' with the 'North Vancouver' board area; strata fee, gross taxes and price per sq ft; R-prefixed MLS®; recently sold units in the building; JSON-LD with geo",
    pageUrl: "https://www.rew.ca/properties/R3067742/305-1550-chesterfield-avenue-north-vancouver-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>305 1550 Chesterfield Avenue, North Vancouver, BC V7M 0C3 | R3067742 | REW</title>
<meta name="description" content="305 1550 Chesterfield Avenue, North Vancouver: 2 bed, 2 bath apartment for sale. $749,000. MLS® R3067742.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "305 1550 Chesterfield Avenue", address: { "@type": "PostalAddress", streetAddress: "305 1550 Chesterfield Avenue", addressLocality: "North Vancouver", addressRegion: "BC", postalCode: "V7M 0C3" }, geo: { "@type": "GeoCoordinates", latitude: 49.32164, longitude: -123.07481 } })}
${gtm("GTM-REW71")}
</head><body>
${consent("REW")}
${topNav("REW", ["Buy", "Rent", "Sold", "Agents", "Market Insights", "News"])}
<main class="listing">
<div class="presented-by"><span>Presented by</span><p class="name">Sunny Grewal, Personal Real Estate Corporation</p><p>Coastline West Realty</p><p>604-555-0195</p><button>Contact Sunny</button></div>
${crumbs(["North Vancouver", "Central Lonsdale", "305 1550 Chesterfield Avenue"])}
<section class="listing-header"><h1>305 1550 Chesterfield Avenue</h1><p>Central Lonsdale, North Vancouver, BC V7M 0C3</p>
<div class="listing-price">$749,000</div><ul class="listing-stats"><li>2 Bed</li><li>2 Bath</li><li>862 Sqft</li><li>Apt/Condo</li></ul></section>
${photoStrip("https://cdn.rew.ca/listings/R3067742", 6, "305 1550 Chesterfield Avenue")}
<section class="listing-overview"><h2>Overview</h2><dl><dt>MLS® #</dt><dd>R3067742</dd><dt>Property Type</dt><dd>Apt/Condo</dd><dt>Year Built</dt><dd>2018</dd><dt>Strata Fee</dt><dd>$498/mo</dd><dt>Gross Taxes</dt><dd>$2,318 (2025)</dd><dt>Price per Sqft</dt><dd>$869</dd><dt>Area</dt><dd>North Vancouver</dd><dt>Sub-area</dt><dd>Central Lonsdale</dd></dl>
<p>Quiet north-east corner two-bedroom with two full baths, air conditioning, an open kitchen with gas range and a covered balcony with mountain views. One parking and one storage locker. Walk to Lonsdale shops and the SeaBus.</p></section>
<section class="listed-by"><h2>Listed by</h2><p class="agent">Tessa Liang PREC*</p><p class="brokerage">Lonsdale Quay Realty Ltd.</p><p class="phone">604-555-0134</p></section>
<section class="sold-in-building"><h2>Recently sold in this building</h2><ul><li>#508 · 2 bd · Sold $781,000</li><li>#212 · 1 bd · Sold $552,000</li></ul></section>
${calc("Mortgage Calculator", [["Purchase price", "$749,000"], ["Down payment", "$149,800"], ["Interest rate", "4.49%"]], "$3,315 / month")}
</main>
${footer(["REW.ca is operated by Real Estate Wire Inc.", "This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy."])}
${windowState("__REW_LISTING__", { mls: "R3067742", price: 749000, beds: 2, baths: 2, sqft: 862, yearBuilt: 2018, subArea: "Central Lonsdale", lat: 49.32164, lng: -123.07481, listingAgents: [{ name: "Tessa Liang PREC*", brokerage: "Lonsdale Quay Realty Ltd." }], sponsor: { name: "Sunny Grewal", brokerage: "Coastline West Realty", slot: "presented_by" } })}
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "condo",
      street: "305 1550 Chesterfield Avenue",
      city: "North Vancouver",
      neighbourhood: "Central Lonsdale",
      province: "BC",
      postalCode: "V7M 0C3",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 862,
      yearBuilt: 2018,
      mlsNumber: "R3067742",
      listingAgentName: "Tessa Liang",
      brokerageName: "Lonsdale Quay Realty Ltd.",
      geo: { lat: 49.32164, lng: -123.07481 },
    },
  },
];
