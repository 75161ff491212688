/**
 * Sixty-fifth held-out corpus, British Columbia, the North and the United States: a Vancouver Island brokerage's
 * house with its state in window.__INITIAL_STATE__, a Whitehorse weekly's condo classified, a ranch specialist's
 * Montana ranch and a US franchise's Boise house. Addresses, names and numbers are invented.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, consent, footer, menu, paymentEstimator, photos, stateAssign, tagManager } from "./chrome.ts";

export const HELD_OUT_65_WEST_NORTH_US: ListingPage[] = [
  {
    name: "ho65-coastrealty-house-nanaimo",
    site: "coastrealty.com",
    set: "held-out-65",
    traps: "Island brokerage page: window.__INITIAL_STATE__ with listing and featured listings; BC Assessment and a 2016 sale; above-grade vs total finished area; lot in acres then sq ft; brokerage shown with branch after a dash; office address in the footer",
    pageUrl: "https://www.coastrealty.com/listings/985432/5127-dunster-road-nanaimo",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>5127 Dunster Road, Nanaimo BC | MLS® 985432 | Coast Realty Group</title>
<meta name="description" content="4 bed, 3 bath family home in Pleasant Valley, Nanaimo. Listed at $849,900.">
<meta property="og:title" content="5127 Dunster Road, Nanaimo — $849,900">
<meta property="og:image" content="https://media.coastrealty.com/985432/1.jpg">
${tagManager("GTM-COAST5")}
</head><body>
${consent("Coast Realty Group")}
<header class="top"><a class="logo" href="/">Coast Realty Group</a>${menu(["Buy", "Sell", "Our Agents", "Offices", "Market Updates", "Contact"])}</header>
<div id="app">
<main class="property">
${photos("https://media.coastrealty.com/985432", 7, "5127 Dunster Road")}
<section class="summary">
<h1>5127 Dunster Road</h1>
<p class="area">Pleasant Valley, Nanaimo, BC V9T 6K2</p>
<p class="list-price">$849,900</p>
<ul class="quick"><li>4 Bed</li><li>3 Bath</li><li>1,540 sq ft above grade</li></ul>
</section>
<section class="facts"><h2>Property facts</h2><table><tbody>
<tr><td>MLS® Number</td><td>985432</td></tr>
<tr><td>Property Type</td><td>Single Family Detached</td></tr>
<tr><td>Neighbourhood</td><td>Pleasant Valley</td></tr>
<tr><td>Year Built</td><td>1994</td></tr>
<tr><td>Bathrooms</td><td>3 full</td></tr>
<tr><td>Finished Area Above Grade</td><td>1,540 sq ft</td></tr>
<tr><td>Finished Area Below Grade</td><td>770 sq ft</td></tr>
<tr><td>Total Finished Area</td><td>2,310 sq ft</td></tr>
<tr><td>Lot Size</td><td>0.19 Acres (8,276 sq ft)</td></tr>
<tr><td>Taxes</td><td>$5,104 (2025)</td></tr>
<tr><td>BC Assessment</td><td>$812,000</td></tr>
</tbody></table></section>
<section class="history"><h2>Sales history</h2><p>Sold 2016-07-14 for $489,000.</p></section>
<section class="realtor"><p>Listed by <span class="agent-name">Trevor Haines</span></p><p class="office">Coast Realty Group - Nanaimo</p></section>
${paymentEstimator("$700,000", "20%", "4.89%", "$3,217")}
${cards("Featured listings", [
  { href: "/listings/984901/6010-hammond-bay-road", price: "$1,295,000", line: "6010 Hammond Bay Road, Nanaimo", meta: "5 bd · 4 ba" },
  { href: "/listings/985110/203-3270-ross-road", price: "$459,000", line: "203-3270 Ross Road, Nanaimo", meta: "2 bd · 2 ba · Condo" },
])}
</main>
</div>
${stateAssign("window.__INITIAL_STATE__", { listing: { mls: "985432", price: 849900, address: "5127 Dunster Road", city: "Nanaimo", province: "BC", postal: "V9T 6K2", subArea: "Pleasant Valley", type: "House", beds: 4, baths: 3, sqftAbove: 1540, sqftTotal: 2310, lotAcres: 0.19, built: 1994, lat: 49.2231, lng: -124.0358, agent: "Trevor Haines", office: "Coast Realty Group - Nanaimo" }, featured: [{ mls: "984901", price: 1295000 }, { mls: "985110", price: 459000 }] })}
${footer([`<address>Coast Realty Group - Nanaimo<br>2-4201 Uplands Drive, Nanaimo, BC V9T 5W5</address>`, `<p>Listing data from the Vancouver Island Real Estate Board. Deemed reliable, not guaranteed.</p>`], "© 2025 Coast Realty Group")}
</body></html>`,
    expected: {
      price: { amount: 849900, currency: "CAD" },
      propertyKind: "house",
      street: "5127 Dunster Road",
      city: "Nanaimo",
      province: "BC",
      postalCode: "V9T 6K2",
      neighbourhood: "Pleasant Valley",
      bedrooms: 4,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 1540,
      lot: { value: 0.19, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "985432",
      listingAgentName: "Trevor Haines",
      brokerageName: "Coast Realty Group",
      geo: { lat: 49.2231, lng: -124.0358 },
    },
  },
  {
    name: "ho65-yukonnews-condo-whitehorse",
    site: "yukon-news.com",
    set: "held-out-65",
    traps: "weekly paper's classified: short label list plus prose; reduced-from price; condo fee; rental-potential figure; ad id; other ads (rental, truck) with prices; paper's street address in the footer",
    pageUrl: "https://www.yukon-news.com/classifieds/real-estate/condos-for-sale/112233",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Riverdale condo for sale – 2 bed, river views | Yukon News Classifieds</title>
<meta name="description" content="Condos for sale: #205 - 12 Boswell Crescent, Riverdale, Whitehorse. $429,000.">
<meta property="og:site_name" content="Yukon News">
${tagManager("GTM-YKNEWS")}
</head><body>
${consent("Yukon News")}
<header class="masthead"><a href="/" class="brand">Yukon News</a>${menu(["News", "Opinion", "Sports", "Arts & Culture", "Classifieds", "E-edition"])}</header>
<main>
<article class="classified" data-ad-id="112233">
<h1>Riverdale condo for sale – 2 bed, river views</h1>
<p class="meta">Ad ID 112233 · Posted Oct. 8, 2025</p>
<ul class="ad-fields">
<li><span>Address:</span> #205 - 12 Boswell Crescent, Whitehorse, YT Y1A 4T4</li>
<li><span>Neighbourhood:</span> Riverdale</li>
<li><span>Price:</span> $429,000 (reduced from $449,000)</li>
</ul>
<p>Second-floor corner unit in a 2011 building, 865 sq ft with 2 bedrooms and 1 bathroom, in-suite laundry, heated underground parking stall and storage locker. Walk to the Millennium Trail and the hospital. Condo fees $310/month include heat and water. Currently rented at $1,950/month until spring — great for an investor or first home.</p>
<p>Owner selling, no realtors. Phone 867-555-0145.</p>
</article>
<section class="more"><h2>Recent ads</h2><ul>
<li><a href="/classifieds/112229">Room for rent, Porter Creek — $900/month</a></li>
<li><a href="/classifieds/112201">Lot for sale, Mount Lorne, 5 acres — $185,000</a></li>
<li><a href="/classifieds/112188">2017 Toyota Tacoma, 4x4 — $36,000</a></li>
</ul></section>
</main>
${footer([`<address>Yukon News, 211 Wood Street, Whitehorse, YT Y1A 2E4</address>`, `<p>Classifieds: 867-667-6285</p>`], "© 2025 Yukon News. Ads are the responsibility of the advertiser.")}
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "condo",
      street: "#205 - 12 Boswell Crescent",
      city: "Whitehorse",
      province: "YT",
      postalCode: "Y1A 4T4",
      neighbourhood: "Riverdale",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 865,
      yearBuilt: 2011,
    },
  },
  {
    name: "ho65-hallandhall-farm-big-timber",
    site: "hallandhall.com",
    set: "held-out-65",
    traps: "US ranch specialist: no street address; deeded acres beside a state lease and BLM permit; main residence and manager's house with different sizes and years; AUM and water-right figures; price per deeded acre; JSON-LD Place with geo; Denver and Bozeman offices in the footer",
    pageUrl: "https://hallandhall.com/ranches-for-sale/boulder-river-ranch/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Boulder River Ranch | Big Timber, Montana | Ranches for Sale | Hall and Hall</title>
<meta name="description" content="A 1,840± deeded acre cattle and hay ranch on the Boulder River near Big Timber, Montana. $6,450,000.">
<meta property="og:title" content="Boulder River Ranch — $6,450,000">
<meta property="og:image" content="https://hallandhall.com/wp-content/uploads/boulder-river-ranch-01.jpg">
${tagManager("GTM-HHRNCH")}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Boulder River Ranch", address: { "@type": "PostalAddress", addressLocality: "Big Timber", addressRegion: "MT", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 45.7321, longitude: -110.0874 } })}
</head><body class="single-ranch">
${consent("Hall and Hall")}
<header class="hh-header"><a class="logo" href="/">Hall and Hall</a>${menu(["Ranches for Sale", "Auctions", "Management", "Appraisal", "Finance", "Sold", "Our Team"])}</header>
<main>
${photos("https://hallandhall.com/wp-content/uploads/boulder-river-ranch", 6, "Boulder River Ranch")}
<section class="ranch-intro">
<h1>Boulder River Ranch</h1>
<p class="ranch-loc">Big Timber, Montana</p>
<p class="ranch-price">$6,450,000</p>
<p class="ranch-acres">1,840± deeded acres</p>
</section>
<section class="ranch-summary"><h2>Summary</h2><p>Boulder River Ranch is a productive cow-calf and hay operation with two miles of the Boulder River, 18 miles south of Big Timber. In addition to the 1,840± deeded acres, a 640-acre State of Montana lease and a BLM grazing permit for 210 AUMs add summer capacity. Senior water rights irrigate 420 acres under two pivots and flood ditches. Carrying capacity is approximately 300 animal units year-round. The asking price works out to about $3,505 per deeded acre.</p></section>
<section class="ranch-improvements"><h2>Improvements</h2>
<p>The main residence, built in 2004, is a timber-frame home of approximately 3,200 square feet with 4 bedrooms and 3.5 baths, overlooking the river. A manager's house (1978, about 1,350 square feet, 3 bedrooms) sits near the working facilities, which include a 60 x 120 calving barn, shop and hay yard.</p></section>
<section class="ranch-broker"><h2>Contact</h2><div class="broker"><p class="broker-name">Cody Lindstrom</p><p>Broker · Bozeman office · (406) 555-0112</p></div><p>Hall and Hall</p></section>
${cards("Other Montana properties", [
  { href: "/ranches-for-sale/sweet-grass-creek/", price: "$3,900,000", line: "Sweet Grass Creek Ranch, Melville, MT", meta: "960± acres" },
  { href: "/ranches-for-sale/crazy-mountain-retreat/", price: "$12,750,000", line: "Crazy Mountain Retreat, Clyde Park, MT", meta: "4,210± acres" },
])}
</main>
${footer([`<address>Bozeman: 2290 Springhill Road, Bozeman, MT 59718</address>`, `<address>Denver: 7000 E Belleview Avenue, Greenwood Village, CO 80111</address>`], "© 2025 Hall and Hall. Information deemed reliable but not guaranteed; offering subject to prior sale, price change or withdrawal.")}
</body></html>`,
    expected: {
      price: { amount: 6450000, currency: "USD" },
      propertyKind: "farm",
      city: "Big Timber",
      province: "MT",
      bedrooms: 4,
      bathrooms: 3.5,
      squareFootage: 3200,
      lot: { value: 1840, unit: "acres" },
      yearBuilt: 2004,
      listingAgentName: "Cody Lindstrom",
      brokerageName: "Hall and Hall",
      geo: { lat: 45.7321, lng: -110.0874 },
    },
  },
  {
    name: "ho65-bhgre-house-boise",
    site: "bhgre.com",
    set: "held-out-65",
    traps: "US franchise page: JSON-LD with a bathroom total that counts the half bath as whole; 2 full + 1 half in markup; subdivision row; HOA and tax figures; partner's estimated value; 2015 sale; payment estimator default; franchise office name with a branch after a dash; nearby homes with prices",
    pageUrl: "https://www.bhgre.com/property/id-83705/3418-w-crestline-dr-boise/98912345",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3418 W Crestline Dr, Boise, ID 83705 | MLS# 98912345 | Better Homes and Gardens Real Estate</title>
<meta name="description" content="4 beds, 2.5 baths, 2,146 sq ft home in Crestline Heights, Boise. Listed for $624,900.">
<meta property="og:title" content="3418 W Crestline Dr, Boise, ID 83705">
<meta property="og:image" content="https://photos.bhgre.com/98912345/0.jpg">
${tagManager("GTM-BHGRE1")}
${ld({ "@context": "https://schema.org", "@type": ["SingleFamilyResidence", "Product"], name: "3418 W Crestline Dr", address: { "@type": "PostalAddress", streetAddress: "3418 W Crestline Dr", addressLocality: "Boise", addressRegion: "ID", postalCode: "83705", addressCountry: "US" }, numberOfBedrooms: 4, numberOfBathroomsTotal: 3, floorSize: { "@type": "QuantitativeValue", value: 2146, unitText: "sqft" }, geo: { "@type": "GeoCoordinates", latitude: 43.5862, longitude: -116.2305 }, offers: { "@type": "Offer", price: 624900, priceCurrency: "USD", availability: "https://schema.org/InStock" } })}
</head><body class="pdp">
${consent("Better Homes and Gardens Real Estate")}
<header class="bhg-header"><a class="logo" href="/">Better Homes and Gardens Real Estate</a>${menu(["Buy", "Sell", "Find an Agent", "Find an Office", "Join Us"])}</header>
<main>
${photos("https://photos.bhgre.com/98912345", 8, "3418 W Crestline Dr")}
<section class="pdp-head">
<p class="pdp-price">$624,900</p>
<h1>3418 W Crestline Dr</h1>
<p>Boise, ID 83705</p>
<ul class="pdp-beds"><li>4 Beds</li><li>2.5 Baths</li><li>2,146 Sq Ft</li><li>0.17 Acres</li></ul>
</section>
<section class="pdp-details"><h2>Property Details</h2><table><tbody>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Subdivision</th><td>Crestline Heights</td></tr>
<tr><th>Year Built</th><td>1999</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Lot Size</th><td>0.17 Acres</td></tr>
<tr><th>HOA Dues</th><td>$35/month</td></tr>
<tr><th>Taxes</th><td>$3,412 (2024)</td></tr>
<tr><th>MLS#</th><td>98912345</td></tr>
</tbody></table></section>
<section class="pdp-estimate"><h3>Estimated home value</h3><p>$611,300 <small>Provided by a third-party valuation partner</small></p><p>Last sold 05/2015 for $289,000</p></section>
${paymentEstimator("$500,000", "20%", "6.75%", "$3,214")}
<section class="pdp-agent"><h2>Listing Agent</h2><p class="agent">Kelsey Morgan</p><p class="office">Better Homes and Gardens Real Estate Treasure Valley - Meridian</p><p>(208) 555-0159</p></section>
${cards("Nearby homes for sale", [
  { href: "/property/id-83705/3502-w-crestline-dr-boise/98910077", price: "$589,000", line: "3502 W Crestline Dr, Boise, ID 83705", meta: "3 bd · 2 ba · 1,860 sq ft" },
  { href: "/property/id-83709/6120-s-maple-grove-rd-boise/98913390", price: "$699,500", line: "6120 S Maple Grove Rd, Boise, ID 83709", meta: "4 bd · 3 ba · 2,580 sq ft" },
])}
</main>
${footer([`<p>Listing information provided courtesy of Intermountain MLS. Information deemed reliable but not guaranteed.</p>`, `<p>Better Homes and Gardens® Real Estate LLC, 175 Park Avenue, Madison, NJ 07940. Each office independently owned and operated.</p>`], "© 2025 Better Homes and Gardens Real Estate LLC. Equal Housing Opportunity.")}
</body></html>`,
    expected: {
      price: { amount: 624900, currency: "USD" },
      propertyKind: "house",
      street: "3418 W Crestline Dr",
      city: "Boise",
      province: "ID",
      postalCode: "83705",
      neighbourhood: "Crestline Heights",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2146,
      lot: { value: 0.17, unit: "acres" },
      yearBuilt: 1999,
      mlsNumber: "98912345",
      listingAgentName: "Kelsey Morgan",
      brokerageName: "Better Homes and Gardens Real Estate Treasure Valley - Meridian",
      geo: { lat: 43.5862, lng: -116.2305 },
    },
  },
];
