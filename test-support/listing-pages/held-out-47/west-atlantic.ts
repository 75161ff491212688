/**
 * Forty-seventh held-out corpus, the West, the Prairies and the Atlantic: a REALTOR.ca house in Moncton, a RE/MAX
 * house in Calgary's Evanston, a REW condo in Vancouver's Mount Pleasant, a Kijiji townhouse rental in Winnipeg and a
 * Point2 vacant lot in Chester, Nova Scotia.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { mobileChrome } from "./chrome.ts";

export const HELD_OUT_47_WEST_ATLANTIC: ListingPage[] = [
  {
    name: "ho47-realtor-ca-app-share-house-moncton",
    site: "realtor.ca",
    set: "held-out-47",
    traps: "a REALTOR.ca app-share page: 'Bedrooms 4' in the summary with 'Above Grade 3 / Below Grade 1' in the building tab; land size '0.21 ac|under 1/2 acre'; room dimensions in feet and metres; property tax; the site's own listing id in the URL beside the MLS® number; the office address under the brokerage",
    pageUrl: "https://www.realtor.ca/real-estate/28817406/118-beaumont-drive-moncton?view=mobile&utm_source=consumer_app&utm_medium=share",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>118 Beaumont Drive, Moncton, New Brunswick E1A 6V3 - 28817406 | REALTOR.ca</title>
<meta name="description" content="For sale: 118 Beaumont Drive, Moncton, New Brunswick E1A 6V3 - M168234. $389,900.">
</head><body>
<header class="m-header"><a href="/" class="logo">REALTOR.ca</a><button aria-label="Share">Share</button></header>
<div class="stickyPrice"><div id="listingPriceValue">$389,900</div></div>
<div class="photoCarousel"><img src="/photos/m168234-1.jpg" alt="118 Beaumont Drive - exterior"><img src="/photos/m168234-2.jpg" alt="Kitchen"><img src="/photos/m168234-3.jpg" alt="Lower level bedroom"></div>
<main>
<h1 id="listingAddress">118 Beaumont Drive<br>Moncton, New Brunswick E1A 6V3</h1>
<div id="MLNumberVal">MLS® Number: M168234</div>
<div class="listingIconCon"><div>Bedrooms <span>4</span></div><div>Bathrooms <span>2</span></div><div>Square Footage <span>1540 sqft</span></div></div>
<div class="tabs"><button class="active">Summary</button><button>Building</button><button>Land</button><button>Rooms</button></div>
<section id="propertyDetailsSectionContentSubCon_Summary">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Tax</div><div class="propertyDetailsSectionContentValue">$3,216</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1987</div></div></section>
<section id="propertyDetailsSectionContentSubCon_Building" hidden>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bedrooms</div><div class="propertyDetailsSectionContentValue">Above Grade 3 · Below Grade 1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Interior Floor Space</div><div class="propertyDetailsSectionContentValue">1540 sqft</div></div></section>
<section id="propertyDetailsSectionContentSubCon_Land" hidden>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">0.21 ac|under 1/2 acre</div></div></section>
<section id="propertyDetailsRoomsSection" hidden><table>
<tr><td>Main level</td><td>Living room</td><td>15 ft ,6 in x 13 ft ,2 in</td></tr>
<tr><td>Basement</td><td>Bedroom</td><td>11 ft x 10 ft ,4 in</td></tr>
<tr><td>Second level</td><td>Primary Bedroom</td><td>14 ft x 12 ft</td></tr></table></section>
<section id="propertyDescriptionCon"><div class="clamp">Split-entry home in the north end close to Mountain Road shopping. Three bedrooms up, a fourth bedroom and family room in the lower level, a mini-split heat pump (2023) and a paved double drive.</div><button data-toggle="more">Show more</button></section>
<section class="realtorCardCon"><div class="realtorCardName">Renée Cormier</div><div class="realtorCardTitle">REALTOR®</div>
<div class="officeCardName">Petitcodiac Valley Realty Ltd.</div><div class="officeCardAddress">1199 Mountain Road, Moncton, New Brunswick E1C 2T3</div></section>
</main>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). Data supplied by the Greater Moncton REALTORS® du Grand Moncton.</p></footer>
${mobileChrome("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "house",
      street: "118 Beaumont Drive",
      city: "Moncton",
      province: "NB",
      postalCode: "E1A 6V3",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1540,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "M168234",
      listingAgentName: "Renée Cormier",
      brokerageName: "Petitcodiac Valley Realty Ltd.",
    },
  },
  {
    name: "ho47-remax-mobile-house-calgary",
    site: "remax.ca",
    set: "held-out-47",
    traps: "RE/MAX's mobile page: '3.5 bath' in the summary bar and 'Full Baths 3 / Half Baths 1' in the details tab; sq ft beside m²; lot in sq ft; an annual HOA fee and property tax; an estimated mortgage payment; the community (Evanston) beside Calgary; JSON-LD with coordinates; other listings' prices",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/74-evansridge-gardens-nw-wp_id318845107-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>74 Evansridge Gardens NW, Calgary, AB T3P 0K8 - A2271904 | RE/MAX</title>
<meta name="description" content="House for sale: 4 bed, 3.5 bath, 1,842 sqft. $749,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "74 Evansridge Gardens NW", address: { "@type": "PostalAddress", streetAddress: "74 Evansridge Gardens NW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T3P 0K8" }, geo: { "@type": "GeoCoordinates", latitude: 51.17843, longitude: -114.11062 }, numberOfRooms: 4 })}
</head><body>
<header class="rmx-header"><a href="/" class="logo">RE/MAX</a><a href="/ab/calgary-real-estate">Calgary</a></header>
<div class="sticky-price-bar"><span class="listing-price">$749,000</span><span class="est">Est. $3,412/mo</span></div>
<div class="photo-gallery"><img src="/l/a2271904_1.jpg" alt="Front elevation with front porch"><img src="/l/a2271904_2.jpg" alt="Primary ensuite with soaker tub"></div>
<main>
<h1 class="listing-address">74 Evansridge Gardens NW</h1><p class="listing-city">Evanston, Calgary, AB T3P 0K8</p>
<div class="summary-bar"><span>4 bed</span><span>3.5 bath</span><span>1,842 sqft</span></div>
<div class="tabs"><button class="active">Details</button><button>Rooms</button></div>
<section class="listing-details"><ul>
<li><span>Property Type</span><span>Residential · Detached</span></li><li><span>Bedrooms</span><span>4</span></li>
<li><span>Full Baths</span><span>3</span></li><li><span>Half Baths</span><span>1</span></li>
<li><span>Living Area</span><span>1,842 sqft (171.13 m²)</span></li><li><span>Lot Size</span><span>4,112 sqft</span></li>
<li><span>Year Built</span><span>2011</span></li><li><span>HOA Fee</span><span>$212 / year</span></li>
<li><span>Taxes</span><span>$4,387 (2025)</span></li><li><span>MLS®</span><span>A2271904</span></li></ul></section>
<section class="rooms" hidden><ul><li>Kitchen 13'4" x 11'9"</li><li>Primary 14'0" x 13'6"</li><li>Basement bedroom 11'2" x 10'8"</li></ul></section>
<section class="description"><p class="collapsed">Two-storey with a developed basement (fourth bedroom and full bath), bonus room, south backyard and a double attached garage. Walk to Evanston's schools and the pond pathway.</p><button data-toggle="more">See more</button></section>
<section class="agent-info"><p>Listed by</p><p class="agent-name">Tyler Brandt</p><p class="office-name">RE/MAX Foothills Alliance</p><p class="office-address">8820 Blackfoot Trail SE, Calgary, AB T2J 3J1</p></section>
<section class="similar"><h2>Similar listings</h2><div>112 Evanscove Hts NW · $699,900</div><div>31 Evansview Rd NW · $812,000</div></section>
</main>
<footer><p>Each office is independently owned and operated. Data provided by CREB®.</p></footer>
${mobileChrome("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "CAD" },
      propertyKind: "house",
      street: "74 Evansridge Gardens NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3P 0K8",
      neighbourhood: "Evanston",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1842,
      lot: { value: 4112, unit: "ft2" },
      yearBuilt: 2011,
      mlsNumber: "A2271904",
      listingAgentName: "Tyler Brandt",
      brokerageName: "RE/MAX Foothills Alliance",
      geo: { lat: 51.17843, lng: -114.11062 },
    },
  },
  {
    name: "ho47-rew-mobile-condo-vancouver",
    site: "rew.ca",
    set: "held-out-47",
    traps: "REW's mobile page for a strata apartment: the BC Assessment value beside the list price; the strata fee per month; 'Mount Pleasant VE' as the neighbourhood; a REW listing id beside the MLS® number; the unit written '308-2788'; gallery alt texts; the facts both in the summary chips and the 'Overview' tab; the year built only in the overview tab",
    pageUrl: "https://www.rew.ca/properties/R3012847/308-2788-prince-edward-street-vancouver-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>308-2788 Prince Edward Street, Vancouver — $699,000 | REW</title>
<meta property="og:description" content="2 bed, 2 bath apartment in Mount Pleasant VE, Vancouver. 842 sqft.">
</head><body>
<header class="header-mobile"><a href="/" class="logo">REW</a><a href="/properties/areas/vancouver-bc">Vancouver</a></header>
<div class="listingheader-price-sticky">$699,000</div>
<div class="swiper"><img src="/ph/r3012847-1.jpg" alt="Corner living room with north-facing windows"><img src="/ph/r3012847-2.jpg" alt="Second bedroom"><img src="/ph/r3012847-3.jpg" alt="Rooftop patio"></div>
<main data-rew-id="4810335">
<h1 class="listingheader-address">308-2788 Prince Edward Street</h1>
<p class="listingheader-city">Mount Pleasant VE, Vancouver, BC V5T 0H6</p>
<ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>842 Sqft</li></ul>
<div class="tabs"><a class="active">Overview</a><a>Facts</a></div>
<section class="listingoverview"><table>
<tr><th>Property Type</th><td>Apartment/Condo</td></tr><tr><th>Bedrooms</th><td>2</td></tr><tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Floor Area</th><td>842 Sqft</td></tr><tr><th>Year Built</th><td>2016</td></tr><tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Strata Fee</th><td>$498 / month</td></tr><tr><th>Gross Taxes</th><td>$2,184 (2025)</td></tr><tr><th>MLS®</th><td>R3012847</td></tr></table></section>
<section class="assessment"><h2>BC Assessment</h2><p>2026 assessed value: $672,000</p></section>
<section class="description"><div class="clamp">Corner two-bed, two-bath with in-suite laundry, a covered balcony and shared rooftop patio. One parking stall and a storage locker. Pets and rentals allowed.</div><button data-toggle="more">See more</button></section>
<section class="listingagent"><p class="name">Jasmine Cheung</p><p class="brokerage">Strathcona Pacific Realty Ltd.</p></section>
<section class="nearby"><h2>Nearby listings</h2><div>406-288 E 8th Ave · $615,000</div><div>201-2528 Main St · $749,900</div></section>
</main>
<footer><p>REW.ca · 1500 W Georgia St, Vancouver, BC. Listing data provided by Greater Vancouver REALTORS®.</p></footer>
${mobileChrome("REW")}
</body></html>`,
    expected: {
      price: { amount: 699000, currency: "CAD" },
      propertyKind: "condo",
      street: "308-2788 Prince Edward Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5T 0H6",
      neighbourhood: "Mount Pleasant VE",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 842,
      yearBuilt: 2016,
      mlsNumber: "R3012847",
      listingAgentName: "Jasmine Cheung",
      brokerageName: "Strathcona Pacific Realty Ltd.",
    },
  },
  {
    name: "ho47-kijiji-app-rental-townhouse-winnipeg",
    site: "kijiji.ca",
    set: "held-out-47",
    traps: "a Kijiji app-share rental ad: the rent per month beside a damage deposit; the attributes tab lacks the size, which only the description gives ('approx. 1,150 sq ft'); '1.5' bathrooms; the Ad ID (not an MLS® number); a property manager as poster; coordinates in the embedded state; other ads' rents",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/winnipeg/3-bed-townhouse-st-vital/1718293045?utm_source=kijiji_app&utm_medium=share",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3 Bed Townhouse – St. Vital | Long Term Rentals | Winnipeg | Kijiji</title>
<meta property="og:description" content="$1,875 · 3 bedrooms · 1.5 bathrooms · 1047 Dakota St, Winnipeg, MB R2N 3L4">
<script>window.__data=${JSON.stringify({ viewItemPage: { adId: 1718293045, title: "3 Bed Townhouse – St. Vital", price: { amount: 187500, type: "FIXED" }, location: { mapAddress: "1047 Dakota St, Winnipeg, MB R2N 3L4", latitude: 49.82617, longitude: -97.10934 }, attributes: { unittype: "townhouse", numberbedrooms: 3, numberbathrooms: 15, petsallowed: "limited" } } })}</script>
</head><body>
<header class="kj-header"><a href="/" class="logo">Kijiji</a><a href="/b-winnipeg/l1700192">Winnipeg</a></header>
<div class="sticky-price"><span class="price">$1,875</span><span class="util">Utilities Not Included</span></div>
<div class="gallery"><img src="/i/1718293045-1.jpg" alt="Townhouse front with parking pad"><img src="/i/1718293045-2.jpg" alt="Upstairs bedroom"></div>
<main>
<h1>3 Bed Townhouse – St. Vital</h1>
<div class="address">1047 Dakota St, Winnipeg, MB R2N 3L4</div>
<div class="tabs"><button class="on">Overview</button><button>Description</button></div>
<section class="attributes"><ul>
<li><dt>Unit Type</dt><dd>Townhouse</dd></li><li><dt>Bedrooms</dt><dd>3</dd></li><li><dt>Bathrooms</dt><dd>1.5</dd></li>
<li><dt>Parking Included</dt><dd>1</dd></li><li><dt>Agreement Type</dt><dd>1 Year</dd></li><li><dt>Pet Friendly</dt><dd>Limited</dd></li></ul></section>
<section class="description"><div class="clamp">Three-bedroom, 1.5-bath two-storey townhouse in St. Vital, approx. 1,150 sq ft, with a fenced yard and one parking stall. Damage deposit $937.50. Available May 1. Walk to St. Vital Centre and the Bishop Grandin Greenway.</div><button data-toggle="more">Show more</button></section>
<section class="poster"><p>Posted by <b>Dakota Row Rentals</b> · Professional</p><p>Ad ID 1718293045</p></section>
<section class="similar"><h2>You may also like</h2><div>2 Bed Apartment – St. Boniface · $1,450</div><div>4 Bed House – Windsor Park · $2,300</div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd. · 1 Toronto St, Toronto, ON. Kijiji is not a party to any transaction.</p></footer>
${mobileChrome("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 1875, currency: "CAD", period: "month" },
      propertyKind: "townhouse",
      street: "1047 Dakota St",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2N 3L4",
      neighbourhood: "St. Vital",
      bedrooms: 3,
      bathrooms: 1.5,
      squareFootage: 1150,
      geo: { lat: 49.82617, lng: -97.10934 },
    },
  },
  {
    name: "ho47-point2homes-mobile-land-chester",
    site: "point2homes.com",
    set: "held-out-47",
    traps: "a Point2 mobile page for vacant land: the lot in acres and again in sq ft; a price per acre; 'Lot 14' as the street; no beds, baths or year; the MLS® number beside Point2's own listing id; JSON-LD coordinates; the brokerage's office address; nearby sold lots' prices",
    pageUrl: "https://www.point2homes.com/CA/Land-For-Sale/NS/Chester/Lot-14-Cove-Road/182774591.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lot 14 Cove Road, Chester, NS B0J 1J0 — Vacant Land for Sale | Point2</title>
<meta name="description" content="Vacant land for sale in Chester, Nova Scotia: 2.3 acres, $129,000. MLS® 202518764.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Lot 14 Cove Road", address: { "@type": "PostalAddress", streetAddress: "Lot 14 Cove Road", addressLocality: "Chester", addressRegion: "NS", postalCode: "B0J 1J0" }, geo: { "@type": "GeoCoordinates", latitude: 44.54872, longitude: -64.25311 } })}
</head><body>
<header class="p2-header"><a href="/" class="logo">Point2</a><a href="/CA/Land-For-Sale/NS.html">NS land</a></header>
<div class="sticky-price"><span class="price">$129,000</span><span class="ppa">$56,087 / acre</span></div>
<div class="gallery"><img src="/p/182774591-1.jpg" alt="Wooded lot with driveway cut"><img src="/p/182774591-2.jpg" alt="Ocean glimpse from the high point"></div>
<main data-listing-id="182774591">
<h1 class="address">Lot 14 Cove Road</h1><p class="city">Chester, NS B0J 1J0</p>
<ul class="characteristics-cnt"><li>2.3 ac</li><li>Vacant Land</li></ul>
<section class="details-charcs"><dl>
<dt>Type</dt><dd>Vacant Land</dd><dt>Lot Size</dt><dd>2.3 ac (100,188 sqft)</dd><dt>Frontage</dt><dd>212 ft</dd>
<dt>Services</dt><dd>Power at road; well and septic required</dd><dt>Taxes</dt><dd>$804 (2025)</dd><dt>MLS® #</dt><dd>202518764</dd></dl></section>
<section class="description"><div class="clamp">Private, gently sloped wooded lot a short drive from Chester village and the yacht club, with a glimpse of Mahone Bay from the upper clearing. Driveway roughed in.</div><button data-toggle="more">See more</button></section>
<section class="agent-contact"><p class="agent-name">Colin MacAskill</p><p class="agent-company">South Shore Coastal Realty</p><p>3781 Highway 3, Chester, NS B0J 1J0</p></section>
<section class="sold-nearby"><h2>Recently sold nearby</h2><div>Lot 9 Cove Road · Sold $112,500</div><div>Lot 3 Sandy Point Rd · Sold $149,000</div></section>
</main>
<footer><p>Point2 is part of Yardi Systems. Listing data supplied by the Nova Scotia Association of REALTORS®.</p></footer>
${mobileChrome("Point2")}
</body></html>`,
    expected: {
      price: { amount: 129000, currency: "CAD" },
      propertyKind: "land",
      street: "Lot 14 Cove Road",
      city: "Chester",
      province: "NS",
      postalCode: "B0J 1J0",
      lot: { value: 2.3, unit: "acres" },
      mlsNumber: "202518764",
      listingAgentName: "Colin MacAskill",
      brokerageName: "South Shore Coastal Realty",
      geo: { lat: 44.54872, lng: -64.25311 },
    },
  },
];
