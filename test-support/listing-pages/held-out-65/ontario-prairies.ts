/**
 * Sixty-fifth held-out corpus, Ontario and the Prairies: a Toronto boutique brokerage's semi, a commercial
 * brokerage's Ottawa flex building, an Edmonton brokerage's Next.js townhouse page, a Brandon daily's farm
 * classified and a Prince Albert news site's mobile-home classified. Addresses, names and numbers are invented.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, consent, footer, jsonBlock, menu, paymentEstimator, photos, tagManager } from "./chrome.ts";

export const HELD_OUT_65_ONTARIO_PRAIRIES: ListingPage[] = [
  {
    name: "ho65-sagerealestate-semi-roncesvalles",
    site: "sagerealestate.ca",
    set: "held-out-65",
    traps: "boutique brokerage page: partial JSON-LD (address, geo, no price); '3 + 1' bedrooms; 2 full + powder; size as a range; frontage × depth lot; earlier terminated listing price; sold neighbours on the same street; land transfer tax calculator; office address in the footer",
    pageUrl: "https://www.sagerealestate.ca/listings/47-fermanagh-avenue",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>47 Fermanagh Avenue — Roncesvalles semi | Sage Real Estate</title>
<meta name="description" content="A renovated Roncesvalles semi with a finished lower level and a deep west garden. 3+1 bedrooms. Offered at $1,389,000.">
<meta property="og:title" content="47 Fermanagh Avenue, Toronto">
<meta property="og:image" content="https://sage-media.imgix.net/47-fermanagh/hero.jpg">
${tagManager("GTM-SAGE9R")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "47 Fermanagh Avenue", address: { "@type": "PostalAddress", streetAddress: "47 Fermanagh Avenue", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6R 1M2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.6459, longitude: -79.4489 } })}
</head><body class="listing">
${consent("Sage Real Estate")}
<header class="nav-wrap"><a class="wordmark" href="/">SAGE</a>${menu(["Listings", "Sold", "Neighbourhoods", "Journal", "About", "Contact"])}</header>
<main>
${photos("https://sage-media.imgix.net/47-fermanagh", 8, "47 Fermanagh Avenue")}
<section class="listing-intro">
<p class="eyebrow">Roncesvalles · Semi-Detached</p>
<h1>47 Fermanagh Avenue</h1>
<p class="city">Toronto, ON M6R 1M2</p>
<p class="asking">Offered at $1,389,000</p>
<p class="offers">Offers reviewed Tuesday, Oct. 21 at 7 pm · Open house Sat–Sun 2–4</p>
</section>
<section class="listing-facts">
<dl>
<dt>Neighbourhood</dt><dd>Roncesvalles</dd>
<dt>Bedrooms</dt><dd>3 + 1</dd>
<dt>Bathrooms</dt><dd>2 full + 1 powder room</dd>
<dt>Square footage</dt><dd>1,500–2,000 sq ft (MPAC)</dd>
<dt>Lot</dt><dd>18.5 x 120 ft</dd>
<dt>Parking</dt><dd>1, laneway garage</dd>
<dt>Taxes</dt><dd>$6,820 (2024)</dd>
<dt>MLS®</dt><dd>W8123456</dd>
</dl>
</section>
<section class="story"><h2>The house</h2><p>Three bedrooms up, including a vaulted primary with a walk-out deck; the lower level adds a fourth bedroom, a rec room and laundry. Ten minutes' walk to High Park and the Roncesvalles strip. Previously listed in the spring at $1,449,000 and withdrawn; now re-priced and ready.</p></section>
<section class="street-sales"><h2>Recent sales on Fermanagh</h2><ul><li>31 Fermanagh Ave — sold $1,512,000 (Jun 2025)</li><li>62 Fermanagh Ave — sold $1,270,000 (Mar 2025)</li></ul></section>
<aside class="ltt"><h3>Land transfer tax</h3><p>On a purchase of $1,000,000: Ontario $16,475 + Toronto $16,475.</p></aside>
${paymentEstimator("$1,000,000", "20%", "4.64%", "$4,490")}
<section class="agent"><h2>Listed by</h2><div class="agent-card"><p class="name">Rachel Obuya</p><p class="role">Sales Representative</p><p>416-555-0193</p></div><p class="brokerage">Sage Real Estate Ltd., Brokerage</p></section>
${cards("More Sage listings", [
  { href: "/listings/208-howard-park-avenue", price: "$1,749,000", line: "208 Howard Park Avenue", meta: "Detached · 4 bed" },
  { href: "/listings/12-geoffrey-street-upper", price: "$3,400/mo", line: "Upper, 12 Geoffrey Street", meta: "Lease · 2 bed" },
])}
</main>
${footer([`<address>Sage Real Estate Ltd., Brokerage<br>1111 Queen Street West, Toronto, ON M6J 1H9</address>`, `<p>Not intended to solicit buyers or sellers currently under contract.</p>`], "© 2025 Sage Real Estate Ltd., Brokerage")}
</body></html>`,
    expected: {
      price: { amount: 1389000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "47 Fermanagh Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: "M6R 1M2",
      neighbourhood: "Roncesvalles",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 2220, unit: "ft2" },
      mlsNumber: "W8123456",
      listingAgentName: "Rachel Obuya",
      brokerageName: "Sage Real Estate Ltd., Brokerage",
      geo: { lat: 43.6459, lng: -79.4489 },
    },
  },
  {
    name: "ho65-cushmanwakefield-commercial-ottawa",
    site: "cushmanwakefield.com",
    set: "held-out-65",
    traps: "commercial brokerage's property page: sale price beside a lease rate per SF and additional rent; building SF vs site acres; taxes; office count and clear height numbers; two brokers (first is the listing agent); internal listing id beside the MLS® number; Toronto head office in the footer; map pin in data attributes",
    pageUrl: "https://www.cushmanwakefield.com/en/canada/properties/for-sale/industrial/2450-lancaster-road-ottawa",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>2450 Lancaster Road, Ottawa | Industrial / Flex For Sale | Cushman &amp; Wakefield</title>
<meta name="description" content="28,400 SF freestanding industrial/flex building on 2.15 acres in Ottawa's east end. For sale or partial lease.">
<meta property="og:title" content="2450 Lancaster Road — For Sale">
<meta property="og:site_name" content="Cushman & Wakefield">
${tagManager("GTM-CWCA01")}
</head><body class="property-detail">
${consent("Cushman & Wakefield")}
<header class="cw-header"><a class="cw-logo" href="/en/canada">Cushman &amp; Wakefield</a>${menu(["Services", "Industries", "Insights", "Properties", "Offices", "Careers"])}</header>
<main>
<p class="listing-id">Listing ID: CA-OTT-19-204</p>
<h1>2450 Lancaster Road</h1>
<p class="subtitle">Ottawa, ON K1B 5N3 · Industrial / Flex · For Sale</p>
${photos("https://assets.cushmanwakefield.com/properties/ca-ott-19-204", 4, "2450 Lancaster Road exterior")}
<section class="highlights"><h2>Property highlights</h2><ul><li>Freestanding single-storey building with 2-storey office component (approx. 6,200 SF of office)</li><li>22' clear height in warehouse; 4 truck-level doors, 2 drive-in doors</li><li>Ample parking: 64 stalls</li><li>Portion (9,800 SF) also available for lease at $14.50/SF net, additional rent $6.85/SF (2025 est.)</li></ul></section>
<table class="prop-specs"><tbody>
<tr><th>Sale Price</th><td>$4,250,000</td></tr>
<tr><th>Property Type</th><td>Industrial / Flex</td></tr>
<tr><th>Building Size</th><td>28,400 SF</td></tr>
<tr><th>Site Area</th><td>2.15 acres</td></tr>
<tr><th>Year Built</th><td>1987</td></tr>
<tr><th>Zoning</th><td>IL – Light Industrial</td></tr>
<tr><th>Realty Taxes (2024)</th><td>$78,312</td></tr>
<tr><th>MLS®</th><td>1401234</td></tr>
</tbody></table>
<div class="map" data-lat="45.4097" data-lng="-75.6312" data-title="2450 Lancaster Road"></div>
<section class="brokers"><h2>Contact</h2>
<div class="broker"><p class="broker-name">Patrick Lemieux</p><p>Senior Vice President, Industrial</p><p>+1 613 555 0134</p></div>
<div class="broker"><p class="broker-name">Anika Desrosiers</p><p>Associate</p><p>+1 613 555 0187</p></div>
<p class="broker-firm">Cushman &amp; Wakefield ULC, Brokerage</p>
</section>
${cards("Similar properties", [
  { href: "/en/canada/properties/for-lease/industrial/1500-star-top-road", price: "$15.75/SF net", line: "1500 Star Top Road, Ottawa", meta: "For Lease · 12,000 SF" },
  { href: "/en/canada/properties/for-sale/industrial/5470-canotek-road", price: "$3,100,000", line: "5470 Canotek Road, Ottawa", meta: "For Sale · 18,900 SF" },
])}
</main>
${footer([`<address>Cushman &amp; Wakefield ULC<br>161 Bay Street, Suite 1500, Toronto, ON M5J 2S1</address>`, `<address>Ottawa office: 99 Bank Street, Suite 700, Ottawa, ON K1P 6B9</address>`], "© 2025 Cushman & Wakefield. All rights reserved. Information obtained from sources deemed reliable but not guaranteed. E.&O.E.")}
</body></html>`,
    expected: {
      price: { amount: 4250000, currency: "CAD" },
      propertyKind: "commercial",
      street: "2450 Lancaster Road",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1B 5N3",
      squareFootage: 28400,
      lot: { value: 2.15, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "1401234",
      listingAgentName: "Patrick Lemieux",
      brokerageName: "Cushman & Wakefield ULC, Brokerage",
      geo: { lat: 45.4097, lng: -75.6312 },
    },
  },
  {
    name: "ho65-nowrealestategroup-townhouse-edmonton",
    site: "nowrealestategroup.ca",
    set: "held-out-65",
    traps: "Next.js page: facts in __NEXT_DATA__ (with previous price and similar listings) and in markup; condo fee; above-grade area beside total with basement; 2 full + 1 half baths; brokerage office in the footer",
    pageUrl: "https://www.nowrealestategroup.ca/listing/E4387654/32-1420-hermitage-road-nw-edmonton",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>#32, 1420 Hermitage Road NW, Edmonton | MLS® E4387654 | Now Real Estate Group</title>
<meta name="description" content="3 bed, 2.5 bath townhouse in Hermitage, Edmonton. $389,900.">
<meta property="og:title" content="#32, 1420 Hermitage Road NW — $389,900">
<meta property="og:image" content="https://images.nowrealestategroup.ca/E4387654/1.jpg">
${tagManager("GTM-NOWREG")}
</head><body>
<div id="__next">
${consent("Now Real Estate Group")}
<header class="hdr"><a href="/" class="logo">NOW Real Estate Group</a>${menu(["Search", "Sell", "Agents", "Join Us", "Blog"])}</header>
<main class="listing-page">
${photos("https://images.nowrealestategroup.ca/E4387654", 6, "Townhouse photo")}
<div class="price-row"><span class="price">$389,900</span><span class="status">Active</span><span class="reduced">Reduced from $399,900</span></div>
<h1 class="address">#32, 1420 Hermitage Road NW</h1>
<p class="loc">Hermitage, Edmonton, AB T5A 4N5</p>
<ul class="stats"><li><b>3</b> Beds</li><li><b>2.5</b> Baths</li><li><b>1,248</b> sqft</li></ul>
<section class="details"><h2>Details</h2>
<div class="grid">
<div><span class="k">Type</span><span class="v">Townhouse</span></div>
<div><span class="k">Community</span><span class="v">Hermitage</span></div>
<div><span class="k">Year Built</span><span class="v">1978</span></div>
<div><span class="k">Full Baths</span><span class="v">2</span></div>
<div><span class="k">Half Baths</span><span class="v">1</span></div>
<div><span class="k">Above Grade Area</span><span class="v">1,248 sqft</span></div>
<div><span class="k">Total Finished (incl. basement)</span><span class="v">1,780 sqft</span></div>
<div><span class="k">Condo Fee</span><span class="v">$345 / month</span></div>
<div><span class="k">MLS®</span><span class="v">E4387654</span></div>
</div></section>
<section class="remarks"><p>End-unit townhouse backing onto green space near the river valley trails. Updated kitchen, single detached garage, and a finished basement with a rec room.</p></section>
<section class="agent"><p class="listed-by">Listed by <strong>Jasmine Kaur</strong>, REALTOR®</p><p>Now Real Estate Group</p></section>
${paymentEstimator("$350,000", "10%", "4.99%", "$1,838")}
${cards("Similar homes nearby", [
  { href: "/listing/E4381122", price: "$374,500", line: "#14, 1603 Clareview Road NW", meta: "3 bd · 1.5 ba · Townhouse" },
  { href: "/listing/E4379900", price: "$412,000", line: "4023 134 Avenue NW", meta: "3 bd · 2 ba · Half duplex" },
])}
</main>
${footer([`<address>Now Real Estate Group<br>10221 178 Street NW, Edmonton, AB T5S 1M3</address>`, `<p>Data supplied by the REALTORS® Association of Edmonton. Deemed reliable but not guaranteed.</p>`], "© 2025 Now Real Estate Group")}
</div>
${jsonBlock("__NEXT_DATA__", { props: { pageProps: { listing: { mlsNumber: "E4387654", listPrice: 389900, previousPrice: 399900, propertyType: "Townhouse", address: { street: "#32, 1420 Hermitage Road NW", city: "Edmonton", province: "AB", postalCode: "T5A 4N5", community: "Hermitage" }, beds: 3, bathsFull: 2, bathsHalf: 1, sqftAboveGrade: 1248, sqftTotalFinished: 1780, yearBuilt: 1978, condoFee: 345, lat: 53.5912, lng: -113.4211, agent: { name: "Jasmine Kaur", brokerage: "Now Real Estate Group" } }, similar: [{ mlsNumber: "E4381122", listPrice: 374500, beds: 3 }, { mlsNumber: "E4379900", listPrice: 412000, beds: 3 }] } }, page: "/listing/[mls]/[slug]", buildId: "k3Tz9Qw1" })}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "#32, 1420 Hermitage Road NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5A 4N5",
      neighbourhood: "Hermitage",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1248,
      yearBuilt: 1978,
      mlsNumber: "E4387654",
      listingAgentName: "Jasmine Kaur",
      brokerageName: "Now Real Estate Group",
      geo: { lat: 53.5912, lng: -113.4211 },
    },
  },
  {
    name: "ho65-brandonsun-farm-rivers",
    site: "brandonsun.com",
    set: "held-out-65",
    traps: "daily paper's farm classified in prose: total acres beside a yardsite's acres and rented land; bin capacity; cash rent per acre; assessment; house size and year in prose; realtor named at the end; neighbouring ads with prices",
    pageUrl: "https://www.brandonsun.com/classifieds/farm-real-estate/ad/20931877",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Grain and cattle farm near Rivers — 320 acres | Brandon Sun Classifieds</title>
<meta name="description" content="Farm Real Estate: 320 acre grain and cattle farm with 1,400 sq ft bungalow, Rivers, MB. $1,150,000.">
<meta property="og:site_name" content="Brandon Sun">
${tagManager("GTM-BSUN01")}
</head><body class="classified-ad">
${consent("The Brandon Sun")}
<header class="masthead"><a class="brand" href="/">The Brandon Sun</a>${menu(["Local", "Westman", "Sports", "Opinion", "Obituaries", "Classifieds", "Subscribe"])}</header>
<main>
<nav class="crumbs"><a href="/classifieds/">Classifieds</a> › <a href="/classifieds/farm-real-estate/">Farm Real Estate</a></nav>
<article class="ad">
<h1>GRAIN &amp; CATTLE FARM — RIVERS AREA</h1>
<p class="ad-meta">Published Saturday, October 11, 2025 · Ad 20931877</p>
<div class="ad-text">
<p>320 acres total (two quarters, 285 cultivated) at 48052 Provincial Road 270, Rivers, MB R0K 1X0, including a sheltered 12-acre yardsite. 1,400 sq ft bungalow built in 1982 with 3 bedrooms, new shingles 2021 and a full basement. 40 x 60 ft machine shed, corrals and waterers for 120 cow-calf pairs, 45,000 bu of bin storage.</p>
<p>Two more quarters currently cash-rented at $85/acre may be available to the buyer. 2025 assessment $868,000.</p>
<p>Asking $1,150,000. MLS® 202424816.</p>
<p>Call Dale Kowalchuk, Westman Country Realty, 204-555-0166.</p>
</div>
</article>
<section class="more-ads"><h2>More Farm Real Estate</h2><ul>
<li><a href="/classifieds/ad/20931701">160 acres pasture, RM of Oakview — $395,000</a></li>
<li><a href="/classifieds/ad/20931655">Hay land for rent, Minnedosa, 80 acres — $45/acre</a></li>
<li><a href="/classifieds/ad/20931602">Yardsite with 2 bed house, Hamiota — $219,000</a></li>
</ul></section>
<section class="more-ads"><h2>Farm Equipment</h2><ul><li><a href="/classifieds/ad/20931711">2014 John Deere 9560R — $289,000</a></li></ul></section>
</main>
${footer([`<address>The Brandon Sun, 501 Rosser Avenue, Brandon, MB R7A 0K4</address>`, `<p>Classified ads: 204-727-0527</p>`], "© 2025 The Brandon Sun. Advertisers are responsible for the content of their ads.")}
</body></html>`,
    expected: {
      price: { amount: 1150000, currency: "CAD" },
      propertyKind: "farm",
      street: "48052 Provincial Road 270",
      city: "Rivers",
      province: "MB",
      postalCode: "R0K 1X0",
      bedrooms: 3,
      squareFootage: 1400,
      lot: { value: 320, unit: "acres" },
      yearBuilt: 1982,
      mlsNumber: "202424816",
      listingAgentName: "Dale Kowalchuk",
      brokerageName: "Westman Country Realty",
    },
  },
  {
    name: "ho65-panow-mobile-prince-albert",
    site: "panow.com",
    set: "held-out-65",
    traps: "local news site's classified: short attribute table plus prose; home's make and dimensions; lot as frontage × depth; taxes, average utilities and furniture price; ad view count and post date; other ads with prices",
    pageUrl: "https://panow.com/classifieds/real-estate/mobile-homes/2014-triple-e-on-own-lot-west-flat/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>2014 mobile home on its own lot – West Flat | paNOW Classifieds</title>
<meta name="description" content="3 bedroom, 2 bath 2014 mobile home on its own lot in Prince Albert's West Flat. $159,000.">
<meta property="og:site_name" content="paNOW">
${tagManager("GTM-PANOW7")}
</head><body class="classified">
${consent("paNOW")}
<header class="site-header"><a href="/" class="logo">paNOW</a>${menu(["News", "Sports", "Weather", "Obituaries", "Classifieds", "Contests"])}</header>
<main>
<article class="listing">
<h1>2014 mobile home on its own lot – West Flat</h1>
<p class="posted">Posted Sept. 29, 2025 · 1,284 views</p>
<table class="attrs"><tbody>
<tr><th>Price</th><td>$159,000</td></tr>
<tr><th>Type</th><td>Mobile home</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Size</th><td>1,216 sq ft</td></tr>
<tr><th>Location</th><td>127 Coleman Crescent, Prince Albert, SK S6V 7K4</td></tr>
<tr><th>Neighbourhood</th><td>West Flat</td></tr>
</tbody></table>
<div class="description">
<p>2014 Triple E, 16 x 76, on a fully owned 50 x 110 ft lot — no pad rent! Both bathrooms are full, the primary has a walk-in shower. Central air, 14 x 20 deck and a 12 x 16 shed.</p>
<p>Taxes $1,840 a year, utilities average $210 a month. Furniture available for $2,500 extra. Serious inquiries only, call Trina 306-555-0121.</p>
</div>
</article>
<section class="related"><h2>Similar ads</h2><ul>
<li><a href="/classifieds/real-estate/mobile-homes/1998-moduline-pad-rent/">1998 Moduline in Hillside park, pad rent $525 — $64,900</a></li>
<li><a href="/classifieds/real-estate/houses/bungalow-crescent-heights/">Bungalow, Crescent Heights, 4 bed — $279,000</a></li>
<li><a href="/classifieds/real-estate/rentals/2-bed-suite-midtown/">2 bed suite, Midtown — $1,150/month</a></li>
</ul></section>
</main>
${footer([`<address>paNOW / Jim Pattison Broadcast Group<br>1316 Central Avenue, Prince Albert, SK S6V 4W1</address>`], "© 2025 paNOW. Classified ads are user-submitted.")}
</body></html>`,
    expected: {
      price: { amount: 159000, currency: "CAD" },
      propertyKind: "mobile",
      street: "127 Coleman Crescent",
      city: "Prince Albert",
      province: "SK",
      postalCode: "S6V 7K4",
      neighbourhood: "West Flat",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1216,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 2014,
    },
  },
];
