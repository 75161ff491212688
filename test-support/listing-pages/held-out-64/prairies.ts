/**
 * Sixty-fourth held-out corpus, the Prairies: a Moose Jaw bungalow on Zolo with an estimate and an old sale, a
 * Medicine Hat 1.5-storey with an addition on HouseSigma (above-grade beside total finished area), and a hobby farm
 * in a Saskatchewan rural municipality near Yorkton on Point2.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, fine, follow, menu, photos, tags, windowState } from "./chrome.ts";

export const HELD_OUT_64_PRAIRIES: ListingPage[] = [
  {
    name: "ho64-zolo-house-moose-jaw",
    site: "zolo.ca",
    set: "held-out-64",
    traps: "Saskatchewan 'SK' + 6-digit MLS®; 3+1 bedrooms; Zolo estimate and a 2016 sale; price per sqft; lot frontage × depth; brokerage only (no agent); JSON-LD with geo; RM of Moose Jaw mentioned in the description; nearby homes and market stats",
    pageUrl: "https://www.zolo.ca/moose-jaw-real-estate/1024-hochelaga-street-w",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1024 Hochelaga Street W, Moose Jaw, SK S6H 2H3 | SK985432 | Zolo.ca</title>
<meta name="description" content="1024 Hochelaga Street W, Moose Jaw, SK for sale - $264,900. 3+1 bed, 2 bath, 1,104 sqft detached bungalow in Westmount. MLS® SK985432.">
<meta property="og:title" content="1024 Hochelaga Street W, Moose Jaw - $264,900">
${tags("GTM-ZOLO5")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1024 Hochelaga Street W", address: { "@type": "PostalAddress", streetAddress: "1024 Hochelaga Street W", addressLocality: "Moose Jaw", addressRegion: "SK", postalCode: "S6H 2H3" }, geo: { "@type": "GeoCoordinates", latitude: 50.38842, longitude: -105.56317 }, numberOfRooms: 4 })}
</head><body>
${consent("Zolo")}
<header><a class="zolo-logo" href="/">Zolo</a>${menu(["Buy", "Sell", "Sold", "Home Value", "Mortgages", "Sign In"])}</header>
<main class="listing-main">
${photos("https://photos.zolo.ca/1024-hochelaga-street-w-moose-jaw", 19, "1024 Hochelaga Street W")}
<section class="listing-header"><h1 class="address">1024 Hochelaga Street W</h1><div class="area">Moose Jaw, SK S6H 2H3</div>
<div class="listing-price"><span class="priv">$264,900</span></div>
<ul class="listing-values"><li><span>3+1</span> Beds</li><li><span>2</span> Baths</li><li><span>1,104</span> sqft</li></ul></section>
<section class="section-listing"><h2>Key Facts</h2><dl class="column-container">
<dt class="column-label">MLS®</dt><dd class="column-value">SK985432</dd>
<dt class="column-label">Type</dt><dd class="column-value">Detached</dd>
<dt class="column-label">Style</dt><dd class="column-value">Bungalow</dd>
<dt class="column-label">Neighbourhood</dt><dd class="column-value">Westmount</dd>
<dt class="column-label">Year Built</dt><dd class="column-value">1958</dd>
<dt class="column-label">Size</dt><dd class="column-value">1,104 sqft</dd>
<dt class="column-label">Price/sqft</dt><dd class="column-value">$240</dd>
<dt class="column-label">Lot Size</dt><dd class="column-value">50 x 125 ft</dd>
<dt class="column-label">Taxes</dt><dd class="column-value">$2,986 / 2024</dd>
<dt class="column-label">Heating</dt><dd class="column-value">Forced air, Natural gas</dd>
<dt class="column-label">Days on Site</dt><dd class="column-value">14 days</dd></dl></section>
<section class="listing-description"><h2>Description</h2><p>Solid 1958 bungalow in Westmount with a fully developed basement (fourth bedroom, rec room, 3-piece bath). Main floor has three bedrooms, a 4-piece bath and an updated kitchen with gas range. Shingles 2020, high-efficiency furnace 2017. Double detached garage off the back lane. Quick access to Highway 1 and the RM of Moose Jaw No. 161 acreages west of town; 45 minutes to Regina.</p></section>
<section class="estimate"><h2>Zolo Home Value Estimate</h2><p class="estimate-value">$271,000</p><p>Range $252,000 - $289,000</p></section>
<section class="history"><h2>Listing History</h2><table><tr><td>Nov 2025</td><td>Listed</td><td>$264,900</td></tr><tr><td>Jul 2016</td><td>Sold</td><td>$229,000</td></tr></table></section>
<section class="market"><h2>Westmount Market Stats</h2><p>Median list price $239,500 · Avg days on market 41</p></section>
${calculator("$264,900", "$13,245", "5.14%", "$1,546")}
<p class="listing-brokerage">Listed by Prairie Dome Realty Ltd.</p>
<section class="nearby"><h2>Nearby Homes for Sale</h2><div class="card">$219,900 · 1130 Caribou Street W, Moose Jaw · 3 bd · 1 ba</div><div class="card">$318,000 · 455 Athabasca Street E, Moose Jaw · 4 bd · 2 ba</div></section>
</main>
<footer>${fine(["Zolo Realty Inc., Brokerage · 5700 Yonge Street, Suite 1900, Toronto, ON M2M 4K2", "Data supplied by the Saskatchewan REALTORS® Association. MLS® and the associated logos identify professional services rendered by REALTOR® members of CREA."])}${follow("zolo")}</footer>
</body></html>`,
    expected: {
      price: { amount: 264900, currency: "CAD" },
      propertyKind: "house",
      street: "1024 Hochelaga Street W",
      city: "Moose Jaw",
      neighbourhood: "Westmount",
      province: "SK",
      postalCode: "S6H 2H3",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1104,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "SK985432",
      brokerageName: "Prairie Dome Realty Ltd.",
      geo: { lat: 50.38842, lng: -105.56317 },
    },
  },
  {
    name: "ho64-housesigma-house-medicine-hat",
    site: "housesigma.com",
    set: "held-out-64",
    traps: "Alberta 'A2' MLS® for Medicine Hat; SigmaEstimate and a sign-in wall over the sold history; 1.5 storey built 1912 with a 1978 addition; above-grade 1,486 sqft beside 2,210 total finished; lot in sq ft; community row; listing brokerage without agent; state JSON with coordinates; rental estimate",
    pageUrl: "https://housesigma.com/ab/medicine-hat-real-estate/742-5-street-se/home/Ve9aK3m2bQx7/?id_listing=gQpR8xLk2mN5",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>742 5 Street SE, Medicine Hat, AB T1A 1K5 - A2187654 | HouseSigma</title>
<meta name="description" content="742 5 Street SE, Medicine Hat for sale at $419,000. 3 bedrooms, 2 bathrooms, detached 1.5 storey in SE Hill. MLS® A2187654.">
<meta property="og:title" content="742 5 Street SE, Medicine Hat, AB - $419,000">
${tags("GTM-HSIG8")}
</head><body>
${consent("HouseSigma")}
<header><a class="hs-logo" href="/">HouseSigma</a>${menu(["Map Search", "Market Trends", "Home Valuation", "Agents", "Log in"])}</header>
<main id="app">
${photos("https://cache.housesigma.com/photo/A2187654", 27, "742 5 Street SE")}
<div class="listing-top"><h1 class="address">742 5 Street SE, Medicine Hat, AB T1A 1K5</h1>
<div class="price-block"><span class="label">Listed</span> <span class="price">$419,000</span></div>
<div class="estimate-block"><span class="label">SigmaEstimate</span> <span class="value">$408,200</span> <span class="date">Nov 10, 2025</span></div>
<div class="estimate-block"><span class="label">Est. Rent</span> <span class="value">$1,950</span></div></div>
<section class="key-facts"><h2>Key Facts</h2><table>
<tr><th>MLS®</th><td>A2187654</td></tr><tr><th>Property Type</th><td>Detached, 1.5 Storey</td></tr>
<tr><th>Community</th><td>SE Hill</td></tr><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Bathrooms</th><td>2 (2 full)</td></tr>
<tr><th>Above Grade Area</th><td>1,486 sqft</td></tr><tr><th>Total Finished Area</th><td>2,210 sqft</td></tr>
<tr><th>Lot Size</th><td>6,098 sqft</td></tr><tr><th>Year Built</th><td>1912</td></tr><tr><th>Tax</th><td>$3,145 / 2025</td></tr>
<tr><th>Days on Market</th><td>6</td></tr><tr><th>Listed On</th><td>2025-11-08</td></tr></table></section>
<section class="description"><h2>Description</h2><p>Character 1.5 storey on the SE Hill, a few blocks from downtown and the South Saskatchewan River trails. Built in 1912 with a main-floor addition in 1978 that holds the primary bedroom and ensuite. Original fir floors and trim, updated electrical (2019) and a newer high-efficiency furnace with central air. Two bedrooms up plus the main-floor primary; developed basement with a family room. Oversized single garage off the lane. Medicine Hat's city-owned gas utility keeps heating costs low - about $95/month on equal billing.</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Primary Bedroom</td><td>Main</td><td>14'2" x 12'0"</td></tr><tr><td>4pc Ensuite bath</td><td>Main</td><td>-</td></tr><tr><td>Living Room</td><td>Main</td><td>15'6" x 13'4"</td></tr><tr><td>Kitchen</td><td>Main</td><td>12'8" x 11'0"</td></tr><tr><td>Bedroom</td><td>Upper</td><td>11'4" x 10'2"</td></tr><tr><td>Bedroom</td><td>Upper</td><td>10'8" x 9'6"</td></tr><tr><td>4pc Bathroom</td><td>Upper</td><td>-</td></tr><tr><td>Family Room</td><td>Basement</td><td>18'0" x 12'6"</td></tr></table></section>
<section class="history locked"><h2>Listing History</h2><p>Sign in to see sold history and 2 previous listings.</p><button>Log in</button></section>
<section class="brokerage"><p>Listing Brokerage: Cypress Realty Group Ltd.</p></section>
${calculator("$419,000", "$83,800", "4.69%", "$1,894")}
<section class="similar"><h2>Similar Listings</h2><div class="card">Listed $389,900 · 618 3 Street SE, Medicine Hat</div><div class="card">Sold $402,000 · 1135 2 Street SE, Medicine Hat</div></section>
</main>
<footer>${fine(["HouseSigma Inc., Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4", "The data relating to real estate is provided by Pillar 9™ Technologies Inc. and the Medicine Hat Association of REALTORS®."])}</footer>
${windowState("__INITIAL_STATE__", { listing: { id_listing: "gQpR8xLk2mN5", ml_num: "A2187654", price: 419000, house_type: "Detached", bedroom: 3, washroom: 2, house_area: { estimate: 1486, unit: "sqft" }, land: { front: null, depth: null, area: 6098 }, year_built: 1912, map: { lat: 50.03628, lon: -110.67103 }, estimate: { price: 408200 } } })}
</body></html>`,
    expected: {
      price: { amount: 419000, currency: "CAD" },
      propertyKind: "house",
      street: "742 5 Street SE",
      city: "Medicine Hat",
      neighbourhood: "SE Hill",
      province: "AB",
      postalCode: "T1A 1K5",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1486,
      lot: { value: 6098, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "A2187654",
      brokerageName: "Cypress Realty Group Ltd.",
      geo: { lat: 50.03628, lng: -110.67103 },
    },
  },
  {
    name: "ho64-point2-farm-orkney-rm",
    site: "point2homes.com",
    set: "held-out-64",
    traps: "hobby farm in a rural municipality ('Orkney Rm No. 244') east of Yorkton; grid-road address; land location and ISC parcel number beside the MLS®; 38.12 acres; bungalow built 1978 with a 2004 addition; 3 + 2 bedrooms; 2 full + 1 half baths; geothermal heat pump vs propane; price per acre; Point2 listing id; JSON-LD with a Yorkton brokerage address",
    pageUrl: "https://www.point2homes.com/CA/Farm-For-Sale/SK/Orkney-Rm-No-244/Grid-Road-726/123456789.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Grid Road 726, Orkney Rm No. 244, SK - Farm for Sale | SK991204 | Point2</title>
<meta name="description" content="38.12 acre hobby farm for sale at Grid Road 726, Orkney Rm No. 244, Saskatchewan. 5 bed, 2.5 bath, 1,640 sq ft bungalow. $589,000.">
<meta property="og:title" content="Grid Road 726, Orkney Rm No. 244 - $589,000">
${tags("GTM-PT2H3")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Parkland Acreage Realty Inc.", address: { "@type": "PostalAddress", streetAddress: "41 Broadway Street East", addressLocality: "Yorkton", addressRegion: "SK", postalCode: "S3N 0K8" } })}
</head><body>
${consent("Point2")}
<header><a class="p2-logo" href="/">Point2</a>${menu(["Homes for Sale", "Rentals", "Farms", "Commercial", "Agents"])}</header>
<main class="details-page">
${photos("https://photos.point2.com/listing/123456789", 40, "Grid Road 726 hobby farm")}
<div class="details-header"><h1 class="address-container"><span class="street">Grid Road 726</span>, <span class="city">Orkney Rm No. 244</span>, <span class="province">SK</span> <span class="postal">S3N 2X1</span></h1>
<div class="price">$589,000</div><div class="price-per">$15,451 / acre</div></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>5</strong> Beds</li><li class="ic-baths"><strong>2.5</strong> Baths</li><li class="ic-sqft"><strong>1,640</strong> Sqft</li><li class="ic-lotsize"><strong>38.12</strong> Acres</li></ul>
<section class="description"><h2>Description</h2><p>Hobby farm 10 minutes east of Yorkton on a paved grid road in the Rural Municipality of Orkney No. 244. The 1978 bungalow gained a sunroom and mudroom addition in 2004; three bedrooms and two baths (one full, one half) on the main floor, two more bedrooms and a full bath in the walk-out basement. Geothermal heat pump (2015) with a propane backup furnace: the sellers' power averages $210/month and propane about $600 a year. 38.12 acres with a 40 x 60 barn, corrals, two dugouts, a shelterbelt and 22 acres in hay.</p></section>
<section class="details"><h2>Property Details</h2><table>
<tr><td>MLS® #</td><td>SK991204</td></tr><tr><td>Property Type</td><td>Farm</td></tr><tr><td>Style</td><td>Bungalow</td></tr>
<tr><td>Bedrooms</td><td>3 + 2</td></tr><tr><td>Bathrooms</td><td>2 full, 1 half</td></tr>
<tr><td>Floor Space</td><td>1,640 sq ft</td></tr><tr><td>Land Size</td><td>38.12 Acres</td></tr>
<tr><td>Year Built</td><td>1978</td></tr><tr><td>Municipality</td><td>Orkney Rm No. 244</td></tr>
<tr><td>Land Location</td><td>SW 14-26-4 W2</td></tr><tr><td>Parcel # (ISC)</td><td>146823519</td></tr>
<tr><td>Taxes</td><td>$3,410 (2025)</td></tr><tr><td>Heating</td><td>Geothermal, Forced air (Electric, Propane)</td></tr>
<tr><td>Water</td><td>Well</td></tr><tr><td>Sewer</td><td>Septic tank and field</td></tr></table></section>
<div class="map" data-lat="51.23018" data-lng="-102.29164"></div>
${calculator("$589,000", "$117,800", "5.24%", "$2,809")}
<aside class="agent-details"><h3>Listing Agent</h3><p class="agent-name">Darcy Hnatiuk</p><p class="agent-company">Parkland Acreage Realty Inc.</p><p>41 Broadway Street East, Yorkton, SK S3N 0K8</p><p>306-555-0119</p></aside>
<section class="similar"><h2>Similar Farms</h2><div class="card">$465,000 · 20 acres · Saltcoats Rm No. 213</div><div class="card">$1,250,000 · 160 acres · Wallace Rm No. 243</div></section>
</main>
<footer>${fine(["Point2 Homes is operated by Point2 Technologies Inc., a Yardi company.", "Listing data courtesy of the Saskatchewan REALTORS® Association. Information believed accurate but not guaranteed."])}${follow("point2homes")}</footer>
</body></html>`,
    expected: {
      price: { amount: 589000, currency: "CAD" },
      propertyKind: "farm",
      street: "Grid Road 726",
      city: "Orkney Rm No. 244",
      province: "SK",
      postalCode: "S3N 2X1",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 38.12, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "SK991204",
      listingAgentName: "Darcy Hnatiuk",
      brokerageName: "Parkland Acreage Realty Inc.",
      geo: { lat: 51.23018, lng: -102.29164 },
    },
  },
];
