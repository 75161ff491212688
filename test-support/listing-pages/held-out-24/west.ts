/**
 * Twenty-fourth held-out corpus, Western Canada: a Pemberton Holmes townhouse in Langford, a BC Classified
 * manufactured home in Chilliwack, a Realty Executives house in Saskatoon and a HonestDoor property page in
 * Edmonton. Addresses, names and numbers are invented; the expected facts were written before the extractor ever
 * ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_24_WEST: ListingPage[] = [
  {
    name: "ho24-pembertonholmes-townhouse-langford",
    site: "pembertonholmes.com",
    set: "held-out-24",
    traps: "a Pemberton Holmes (Victoria brokerage) townhouse in Langford (VREB area 'La Westhills'): unit before the street with '#'; full and half baths in separate rows; strata fee per month; finished vs total square footage; map div with data-lat/data-lng; seven-digit VREB MLS number; two agents; head office on Fort Street in the footer",
    pageUrl: "https://www.pembertonholmes.com/listing/1024417/11-1328-west-shore-parkway-langford",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#11 1328 West Shore Parkway, Langford | MLS® 1024417 | Pemberton Holmes</title>
<meta name="description" content="3 bed, 2.5 bath townhouse in Westhills, Langford. $849,900.">
<meta property="og:type" content="article">
</head><body class="listing-detail">
<header><a href="/" class="ph-logo">Pemberton Holmes</a><nav><a href="/search/">Search</a><a href="/realtors/">REALTORS®</a><a href="/offices/">Offices</a><a href="/property-management/">Property Management</a></nav></header>
<main>
<div class="ph-head"><h1>#11 1328 West Shore Parkway</h1><p>Langford, BC V9B 0T4</p><p class="ph-price">$849,900</p></div>
<div class="ph-icons"><span>3 Beds</span><span>3 Baths</span><span>1,612 Sq Ft</span></div>
<table class="ph-facts">
<tr><td>MLS® Number</td><td>1024417</td></tr>
<tr><td>Property Type</td><td>Row/Townhouse</td></tr>
<tr><td>Area / Sub-Area</td><td>La Westhills</td></tr>
<tr><td>Bedrooms</td><td>3</td></tr>
<tr><td>Full Baths</td><td>2</td></tr>
<tr><td>Half Baths</td><td>1</td></tr>
<tr><td>Finished Sq Ft</td><td>1,612</td></tr>
<tr><td>Total Sq Ft</td><td>1,934</td></tr>
<tr><td>Year Built</td><td>2019</td></tr>
<tr><td>Strata Fee</td><td>$362/month</td></tr>
<tr><td>Taxes</td><td>$3,948 (2026)</td></tr>
</table>
<div class="ph-remarks"><p>End-unit townhome a short walk to Westhills Stadium and the lake trail. Open main floor with a gas range and quartz island, three bedrooms up including a primary with ensuite, double garage. Pets and rentals allowed with restrictions.</p></div>
<div id="ph-map" data-lat="48.44312" data-lng="-123.53876"></div>
<div class="ph-agents"><h3>Listing REALTORS®</h3><p><a href="/realtors/grace-whitfield/">Grace Whitfield</a> · Personal Real Estate Corporation</p><p><a href="/realtors/tom-nakamura/">Tom Nakamura</a></p><p>Pemberton Holmes Ltd. (Westshore)</p></div>
<div class="ph-similar"><h3>Similar Listings</h3><p>#4 2210 Sooke Road, Colwood · $729,000</p><p>3389 Vision Way, Langford · $1,049,000</p></div>
</main>
<footer><p>Pemberton Holmes Ltd. · 1000 Fort Street, Victoria, BC V8V 3K4 · 250-384-8124</p><p>Data supplied by the Victoria Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "townhouse",
      street: "#11 1328 West Shore Parkway",
      city: "Langford",
      province: "BC",
      postalCode: "V9B 0T4",
      neighbourhood: "Westhills",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1612,
      yearBuilt: 2019,
      mlsNumber: "1024417",
      listingAgentName: "Grace Whitfield",
      brokerageName: "Pemberton Holmes Ltd.",
      geo: { lat: 48.44312, lng: -123.53876 },
    },
  },
  {
    name: "ho24-bcclassified-manufactured-home-chilliwack",
    site: "bcclassified.com",
    set: "held-out-24",
    traps: "a BC Classified (newspaper classifieds) ad for a manufactured home in a 55+ park in Chilliwack: pad rent per month beside the sale price; no street address, only the town; attribute list 'Bedrooms 2 · Bathrooms 2'; private seller; the newspaper's office address in the footer; other ads rail with rents",
    pageUrl: "https://www.bcclassified.com/ads/real-estate/manufactured-homes/chilliwack/2-bed-rancher-in-55-park-48813275",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bed Rancher in 55+ Park – Chilliwack | BC Classified</title>
<meta name="description" content="$159,900 · Manufactured home, 2 bed 2 bath, 1,056 sq ft, Chilliwack.">
<script>dataLayer = [${JSON.stringify({ adId: "48813275", category: "Manufactured Homes", location: "Chilliwack", price: "159900", sellerType: "private" })}];</script>
</head><body>
<header class="bcc"><a href="/">BC Classified</a><nav><a href="/ads/real-estate/">Real Estate</a><a href="/ads/rentals/">Rentals</a><a href="/ads/merchandise/">Merchandise</a><a href="/place-an-ad/">Place an Ad</a></nav></header>
<main class="ad">
<nav class="crumbs">Home › Real Estate › Manufactured Homes › Chilliwack</nav>
<h1>2 Bed Rancher in 55+ Park</h1>
<p class="ad-price">$159,900</p>
<p class="ad-loc">Chilliwack, BC · Posted Nov 22</p>
<ul class="attrs"><li>Type: Manufactured Home</li><li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Size: 1,056 sq ft</li><li>Year: 1996</li><li>For sale by: Owner</li></ul>
<div class="ad-body"><p>Double-wide on a corner pad in a quiet, well kept 55+ park on the south side. New roof 2022, heat pump, vinyl windows, covered deck and garden shed. Pad rent $655/month includes water and garbage. Park approval required, one small pet OK. No agents please. Call Bev 604-555-0174.</p></div>
<section class="more"><h2>More ads like this</h2><div>Room for rent, Sardis · $850/month</div><div>1 bed manufactured home, Hope · $89,000</div></section>
</main>
<footer><p>BC Classified · Black Press Media · 45860 Spadina Avenue, Chilliwack, BC V2P 6H9</p></footer>
</body></html>`,
    expected: {
      price: { amount: 159900 },
      propertyKind: "mobile",
      city: "Chilliwack",
      province: "BC",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1056,
      yearBuilt: 1996,
    },
  },
  {
    name: "ho24-realtyexecutives-house-saskatoon",
    site: "realtyexecutives.com",
    set: "held-out-24",
    traps: "a Realty Executives (Saskatoon franchise) bungalow in Saskatoon's Lakeview: SK-prefixed MLS number; '3+2' bedrooms; '3' baths; lot '5,228 Sq Ft' with frontage; RealEstateListing JSON-LD with the price and geo; agent and franchise office; 'Recently Viewed' cards; corporate US head office in the footer",
    pageUrl: "https://www.realtyexecutives.com/listing/sk019472/318-tait-crescent-saskatoon-sk-s7h-5l4",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318 Tait Crescent, Saskatoon, SK S7H 5L4 | SK019472 | Realty Executives</title>
<meta name="description" content="Bungalow for sale in Lakeview, Saskatoon. 3+2 beds, 3 baths. $529,900.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "318 Tait Crescent", offers: { "@type": "Offer", price: 529900, priceCurrency: "CAD" }, about: { "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "318 Tait Crescent", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7H 5L4" }, geo: { "@type": "GeoCoordinates", latitude: 52.10437, longitude: -106.59581 } } })}
</head><body>
<header><a href="/" class="re-logo">Realty Executives</a><nav><a href="/buy/">Buy</a><a href="/sell/">Sell</a><a href="/find-an-agent/">Find an Agent</a></nav></header>
<main class="listing-page">
<h1>318 Tait Crescent</h1>
<p class="city">Saskatoon, SK S7H 5L4 · Lakeview</p>
<p class="price">$529,900</p>
<ul class="overview"><li><b>3+2</b> Beds</li><li><b>3</b> Baths</li><li><b>1,248</b> Sq Ft</li><li><b>5,228</b> Sq Ft Lot</li></ul>
<section class="features"><h2>Features</h2><ul>
<li>MLS® #: SK019472</li><li>Style: Bungalow</li><li>Type: Single Family Detached</li><li>Year Built: 1984</li><li>Lot Frontage: 50 ft</li><li>Garage: Double detached</li><li>Taxes: $4,386 (2026)</li></ul></section>
<section class="description"><p>Lakeview bungalow across from a park, three bedrooms on the main and two more in the fully developed basement with a family room and wet bar. Updated shingles and furnace, central air, double detached garage off the back lane. Walk to schools and Lakewood Civic Centre.</p></section>
<section class="agent-card"><p>Presented by <strong>Brent Kowalchuk</strong></p><p>Realty Executives Saskatoon</p><p>306-555-0126</p></section>
<section class="recent"><h2>Recently Viewed</h2><div>214 Skeena Court · $449,900</div><div>1103 Lorne Avenue · $389,000</div></section>
</main>
<footer><p>Realty Executives International · Phoenix, AZ. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529900 },
      propertyKind: "house",
      street: "318 Tait Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7H 5L4",
      neighbourhood: "Lakeview",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1248,
      lot: { value: 5228, unit: "ft2" },
      yearBuilt: 1984,
      mlsNumber: "SK019472",
      listingAgentName: "Brent Kowalchuk",
      brokerageName: "Realty Executives Saskatoon",
      geo: { lat: 52.10437, lng: -106.59581 },
    },
  },
  {
    name: "ho24-honestdoor-house-edmonton",
    site: "honestdoor.com",
    set: "held-out-24",
    traps: "a HonestDoor property page for an Edmonton house that is listed for sale: the HonestDoor estimate and the city assessment are larger and more prominent than the active list price; sold history with older prices; __NEXT_DATA__ carrying estimate, assessment and listing; neighbourhood 'Terwillegar Towne'; lot in m²; no agent named, only the brokerage in a small credit",
    pageUrl: "https://www.honestdoor.com/property/edmonton-ab/1471-towne-centre-boulevard-nw",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1471 Towne Centre Boulevard NW, Edmonton, AB | HonestDoor</title>
<meta name="description" content="See the HonestDoor value estimate, assessment and sales history for 1471 Towne Centre Boulevard NW, Edmonton.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { property: { address: "1471 Towne Centre Boulevard NW", city: "Edmonton", province: "AB", postalCode: "T6R 3K9", neighbourhood: "Terwillegar Towne", estimate: 612000, assessment: 571500, assessmentYear: 2026, beds: 4, baths: 3.5, livingArea: 2086, lotSizeM2: 441, yearBuilt: 2004, sales: [{ date: "2015-06-12", price: 489000 }, { date: "2004-09-30", price: 312400 }], activeListing: { price: 599900, mls: "E4462718", brokerage: "MaxWell Progressive" }, lat: 53.45562, lng: -113.58371 } } } })}</script>
</head><body>
<header><a href="/">HonestDoor</a><nav><a href="/edmonton-ab">Edmonton</a><a href="/home-value">Home Value</a><a href="/sell">Sell</a></nav></header>
<main>
<h1>1471 Towne Centre Boulevard NW</h1>
<p class="loc">Terwillegar Towne, Edmonton, AB T6R 3K9</p>
<div class="estimate-card"><p class="label">HonestDoor Price</p><p class="big">$612,000</p><p>Range $581K – $643K</p></div>
<div class="assessment-card"><p class="label">2026 Assessment</p><p class="big">$571,500</p></div>
<div class="listing-banner"><p>Listed for sale: <strong>$599,900</strong> · MLS® E4462718</p><p class="credit">Listing courtesy of MaxWell Progressive</p></div>
<section class="facts"><h2>Property Details</h2><ul><li>Bedrooms: 4</li><li>Bathrooms: 3.5</li><li>Living Area: 2,086 sq ft</li><li>Lot Size: 441 m²</li><li>Year Built: 2004</li><li>Type: Detached</li></ul></section>
<section class="history"><h2>Sales History</h2><table><tr><td>Jun 2015</td><td>$489,000</td></tr><tr><td>Sep 2004</td><td>$312,400</td></tr></table></section>
<section class="nearby"><h2>Nearby Homes</h2><div>1459 Towne Centre Boulevard NW · Est. $598,000</div><div>27 Terwillegar Way · Est. $702,000</div></section>
</main>
<footer><p>HonestDoor estimates are not appraisals. Assessment data from the City of Edmonton.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 599900 },
      propertyKind: "house",
      street: "1471 Towne Centre Boulevard NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T6R 3K9",
      neighbourhood: "Terwillegar Towne",
      bedrooms: 4,
      bathrooms: 3.5,
      squareFootage: 2086,
      lot: { value: 441, unit: "m2" },
      yearBuilt: 2004,
      mlsNumber: "E4462718",
      brokerageName: "MaxWell Progressive",
      geo: { lat: 53.45562, lng: -113.58371 },
    },
  },
];
