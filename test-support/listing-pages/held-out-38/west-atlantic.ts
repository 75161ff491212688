/**
 * Thirty-eighth held-out corpus, the West and Atlantic Canada: a RE/MAX house in Calgary, a REW condo in Burnaby, a
 * Point2 bungalow in Saskatoon and a Kijiji apartment rental in Halifax.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeEn } from "./chrome.ts";

export const HELD_OUT_38_WEST_ATLANTIC: ListingPage[] = [
  {
    name: "ho38-remax-house-calgary",
    site: "remax.ca",
    set: "held-out-38",
    traps: "RE/MAX house in Calgary's Evanston: '3 + 1' bedrooms; 'Bathrooms 4' with 'Full 3, Half 1' (3.5); above-grade square footage beside a developed basement's and a total; 'Lot Size 418 m²' with frontage in metres; property tax; a walk score; an open house; the agent's phone and the office's address; a price reduced from an earlier list price; similar homes' prices",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/84-evansborough-way-nw-wp_id318822704-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Evansborough Way NW, Calgary, AB T3P 0J4 - A2219856 | RE/MAX</title>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "84 Evansborough Way NW", address: { "@type": "PostalAddress", streetAddress: "84 Evansborough Way NW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T3P 0J4" }, geo: { "@type": "GeoCoordinates", latitude: 51.17263, longitude: -114.11684 } })}
</head><body>
<header><a href="/">RE/MAX</a><nav><a href="/ab/calgary-real-estate">Calgary homes</a><a href="/find-agent">Find an agent</a><a href="/sell">Sell</a></nav></header>
<main class="listing-detail" data-wp-id="318822704">
<h1 class="listing-address">84 Evansborough Way NW, Calgary, AB T3P 0J4</h1>
<p class="listing-neighbourhood">Evanston</p>
<div class="listing-price"><span class="price">$749,900</span><span class="reduced">Reduced from $774,900</span></div>
<div class="summary"><span>3 + 1 bed</span><span>4 bath</span><span>1,842 sqft</span></div>
<section class="listing-details"><h2>Details</h2><dl>
<dt>MLS®</dt><dd>A2219856</dd>
<dt>Property Type</dt><dd>Residential, Detached, 2 Storey</dd>
<dt>Bedrooms</dt><dd>3 + 1</dd>
<dt>Bathrooms</dt><dd>4</dd>
<dt>Full Bathrooms</dt><dd>3</dd>
<dt>Half Bathrooms</dt><dd>1</dd>
<dt>Square Footage</dt><dd>1,842 sqft (above grade)</dd>
<dt>Basement Developed</dt><dd>804 sqft</dd>
<dt>Total Finished Area</dt><dd>2,646 sqft</dd>
<dt>Lot Size</dt><dd>418 m²</dd>
<dt>Lot Frontage</dt><dd>10.36 m</dd>
<dt>Year Built</dt><dd>2014</dd>
<dt>Taxes</dt><dd>$4,462 (2025)</dd>
<dt>Garage</dt><dd>Double attached</dd>
</dl></section>
<section class="description"><p>Two-storey on a quiet street backing onto a green space, bonus room upstairs, quartz kitchen with walk-through pantry; the developed basement has a fourth bedroom, rec room and full bath.</p></section>
<section class="open-house"><h3>Open House</h3><p>Saturday, March 7 · 1:00 – 3:00 PM</p></section>
<section class="scores"><p>Walk Score 34 · Transit Score 41</p></section>
<section class="mortgage"><h3>Estimated mortgage</h3><p>$3,386/month at 4.49%, 20% down</p></section>
<section class="agent"><h2>Listing agent</h2><p class="agent-name">Priya Shergill</p><p>REALTOR®</p><p>403-555-0156</p><p class="office">RE/MAX House of Real Estate</p><p>4034 16 St SW, Calgary, AB T2T 4H4</p></section>
<section class="similar"><h2>Similar homes nearby</h2><div class="card">31 Evansview Rd NW · $689,000 · 3 bd</div><div class="card">150 Evanscrest Pl NW · $812,500 · 4 bd</div></section>
</main>
<footer><p>© 2026 RE/MAX, LLC. Each office independently owned and operated. Data supplied by CREB®.</p></footer>
${chromeEn("RE/MAX")}
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "CAD" },
      propertyKind: "house",
      street: "84 Evansborough Way NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3P 0J4",
      neighbourhood: "Evanston",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1842,
      lot: { value: 418, unit: "m2" },
      yearBuilt: 2014,
      mlsNumber: "A2219856",
      listingAgentName: "Priya Shergill",
      brokerageName: "RE/MAX House of Real Estate",
      geo: { lat: 51.17263, lng: -114.11684 },
    },
  },
  {
    name: "ho38-rew-condo-burnaby",
    site: "rew.ca",
    set: "held-out-38",
    traps: "REW strata condo in Burnaby's Brentwood Park: strata fee with cents and gross taxes with their year; the presale price this unit sold for; other units for sale in the same building with their prices; a walk score; days on REW; the unit before the building number with a dash; the listing agent and brokerage under 'Listed by' and the board's disclaimer",
    pageUrl: "https://www.rew.ca/properties/R3012478/1507-2180-gilmore-avenue-burnaby",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1507-2180 Gilmore Avenue, Burnaby - R3012478 | REW</title>
<meta property="og:description" content="2 bed, 2 bath apartment for sale in Brentwood Park, Burnaby North. $868,000.">
${ld({ "@context": "https://schema.org", "@type": "Residence", address: { "@type": "PostalAddress", streetAddress: "1507-2180 Gilmore Avenue", addressLocality: "Burnaby", addressRegion: "BC", postalCode: "V5C 0K8" } })}
</head><body>
<header><a href="/">REW</a><nav><a href="/properties/areas/burnaby-bc">Burnaby</a><a href="/sold">Sold</a><a href="/rentals">Rentals</a></nav></header>
<main class="listingheader">
<h1 class="listingheader-address">1507-2180 Gilmore Avenue</h1>
<p class="listingheader-location">Brentwood Park, Burnaby North, Burnaby, BC V5C 0K8</p>
<div class="listingheader-price">$868,000</div>
<ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>862 Sqft</li><li>Apt/Condo</li></ul>
<section class="listingoverview"><table>
<tr><th>MLS® #</th><td>R3012478</td></tr>
<tr><th>Property Type</th><td>Apartment/Condo</td></tr>
<tr><th>Year Built</th><td>2021</td></tr>
<tr><th>Strata Fee</th><td>$498.31 / month</td></tr>
<tr><th>Gross Taxes</th><td>$2,311.47 (2025)</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Parking</th><td>1 stall, 1 EV charger</td></tr>
<tr><th>Days on REW</th><td>9</td></tr>
</table></section>
<section class="description"><p>Southwest corner two-bedroom on the 15th floor with mountain and city views, A/C, quartz counters and a 97 sq ft balcony. Steps to Gilmore SkyTrain and The Amazing Brentwood.</p></section>
<section class="history"><h2>Property history</h2><ul><li>Jan 2022 · Sold (presale assignment) $749,900</li></ul></section>
<section class="building"><h2>More for sale at 2180 Gilmore Avenue</h2><div class="card">#907 · 1 bed · 598 sqft · $639,000</div><div class="card">#2802 · 3 bed · 1,204 sqft · $1,388,000</div><p>Walk Score 91 · Transit Score 88</p></section>
<section class="listing-agent"><h3>Listed by</h3><p class="agent-name">Kevin Ho</p><p class="agent-brokerage">Sutton Group - West Coast Realty</p><p>604-555-0117</p></section>
<section class="similar"><h2>Nearby listings</h2><div class="card">4488 Juneau St #1102 · $799,000</div><div class="card">2085 Douglas Rd #603 · $915,000</div></section>
</main>
<footer><p>This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy. REW, 1500 West Georgia St, Vancouver, BC V6G 2Z6.</p></footer>
${chromeEn("REW")}
</body></html>`,
    expected: {
      price: { amount: 868000, currency: "CAD" },
      propertyKind: "condo",
      street: "1507-2180 Gilmore Avenue",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5C 0K8",
      neighbourhood: "Brentwood Park",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 862,
      yearBuilt: 2021,
      mlsNumber: "R3012478",
      listingAgentName: "Kevin Ho",
      brokerageName: "Sutton Group - West Coast Realty",
    },
  },
  {
    name: "ho38-point2-bungalow-saskatoon",
    site: "point2homes.com",
    set: "held-out-38",
    traps: "Point2 bungalow in Saskatoon: '2+2' bedrooms; 'Lot Size 50 x 125 ft'; price per square foot; school ratings; property taxes; demographic numbers for the neighbourhood; Point2's own listing id in the URL; the listing agent and brokerage under 'Listed by' beside a Point2 'Contact agent' form; the data provider's disclaimer; other homes' prices",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Lakeview/418-Adaskin-Cove/148822907.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>418 Adaskin Cove, Saskatoon, SK S7J 4B2 - 4 beds/2 baths | Point2</title>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "418 Adaskin Cove", address: { "@type": "PostalAddress", streetAddress: "418 Adaskin Cove", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7J 4B2" }, geo: { "@type": "GeoCoordinates", latitude: 52.10381, longitude: -106.58847 } })}
</head><body>
<header><a href="/CA">Point2</a><nav><a href="/CA/Real-Estate-Listings/SK/Saskatoon.html">Saskatoon</a><a href="/CA/Rentals">Rentals</a></nav></header>
<main class="listing" data-id="148822907">
<div class="address-container"><h1>418 Adaskin Cove</h1><div>Lakeview, Saskatoon, SK S7J 4B2</div></div>
<div class="price"><span>$489,900</span> <small>$410/sqft</small></div>
<ul class="characteristics-cnt"><li>4 Beds</li><li>2 Baths</li><li>1,196 Sqft</li><li>Lot Size 50 x 125 ft</li></ul>
<div class="details-charcs"><dl>
<dt>MLS®#</dt><dd>SK004512</dd>
<dt>Type</dt><dd>House, Bungalow</dd>
<dt>Bedrooms</dt><dd>2+2</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Year Built</dt><dd>1978</dd>
<dt>Taxes</dt><dd>$3,988 / yr (2025)</dd>
<dt>Heating</dt><dd>Forced Air, Natural Gas</dd>
<dt>Garage</dt><dd>24 x 26 detached, heated</dd>
</dl></div>
<section class="description"><p>Well-kept bungalow on a quiet cove backing onto Lakeview Park. Two bedrooms up, two down, updated windows and shingles, central air, 24 × 26 heated garage. Walk to Lakeview School and St. Bernard.</p></section>
<section class="schools"><h2>Schools</h2><table><tr><td>Lakeview School</td><td>K-8</td><td>Rating 7/10</td></tr><tr><td>Walter Murray Collegiate</td><td>9-12</td><td>Rating 6/10</td></tr></table></section>
<section class="demographics"><h2>Lakeview demographics</h2><p>Population 6,714 · Median household income $104,300 · Owners 78%</p></section>
<section class="listed-by"><h3>Listed by</h3><p class="agent">Marcus Lindqvist</p><p class="office">Prairie Sky Realty Ltd.</p><p>306-555-0129</p></section>
<aside class="contact"><h3>Contact Agent</h3><form><input name="name"><input name="email"><textarea>I'm interested in 418 Adaskin Cove</textarea><button>Send</button></form></aside>
<section class="similar"><h2>Similar homes for sale</h2><div class="card">2111 Wiggins Ave S · $525,000 · 3 beds</div><div class="card">38 Cantlon Cres · $459,900 · 4 beds</div></section>
</main>
<footer><p>Data provided by the Saskatchewan REALTORS® Association. Point2, a division of Yardi Systems, Inc., 101 - 3301 8th St E, Saskatoon, SK S7H 5K5.</p></footer>
${chromeEn("Point2")}
</body></html>`,
    expected: {
      price: { amount: 489900, currency: "CAD" },
      propertyKind: "house",
      street: "418 Adaskin Cove",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7J 4B2",
      neighbourhood: "Lakeview",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1196,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "SK004512",
      listingAgentName: "Marcus Lindqvist",
      brokerageName: "Prairie Sky Realty Ltd.",
      geo: { lat: 52.10381, lng: -106.58847 },
    },
  },
  {
    name: "ho38-kijiji-rental-halifax",
    site: "kijiji.ca",
    set: "held-out-38",
    traps: "Kijiji long-term rental in Halifax's South End: rent per month beside a damage deposit; Kijiji's ad id (not an MLS® number); utilities and 'Size (sqft) 850'; a property manager as the poster, not a brokerage; other ads' rents; the ad's coordinates in its state blob; a posted date and view count; the state blob's bathroom count in tenths ('10' for 1)",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/2-bedroom-south-end-available-april-1/1718829044",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom – South End – Available April 1 | Long Term Rentals | City of Halifax | Kijiji</title>
<meta property="og:description" content="$2,195 · 2 Bedrooms · 1 Bathroom · 5712 Inglis St, Halifax, NS B3H 1K3">
<script>window.__data={"adId":"1718829044","price":{"amount":219500,"type":"FIXED"},"adLocation":{"mapAddress":"5712 Inglis St, Halifax, NS B3H 1K3","latitude":44.63512,"longitude":-63.57961},"attributes":{"numberbedrooms":"2","numberbathrooms":"10","areainfeet":"850","unittype":"apartment"}};</script>
</head><body>
<header><a href="/">Kijiji</a><nav><a href="/b-real-estate/city-of-halifax/c34l1700321">Real Estate</a><a href="/p-post-ad.html">Post ad</a></nav></header>
<main>
<h1 class="title">2 Bedroom – South End – Available April 1</h1>
<div class="priceWrapper"><span>$2,195</span><span class="period">/month</span></div>
<div class="location"><span class="address">5712 Inglis St, Halifax, NS B3H 1K3</span></div>
<div class="datePosted">Posted 3 days ago · 412 views</div>
<ul class="attributes">
<li><dt>Unit Type</dt><dd>Apartment</dd></li>
<li><dt>Bedrooms</dt><dd>2</dd></li>
<li><dt>Bathrooms</dt><dd>1</dd></li>
<li><dt>Size (sqft)</dt><dd>850</dd></li>
<li><dt>Utilities Included</dt><dd>Heat, Water</dd></li>
<li><dt>Parking Included</dt><dd>1</dd></li>
<li><dt>Agreement Type</dt><dd>1 Year</dd></li>
<li><dt>Pet Friendly</dt><dd>Limited</dd></li>
</ul>
<div class="description"><p>Second-floor two-bedroom in a well-kept 6-unit building near Dalhousie, Saint Mary's and Point Pleasant Park. Hardwood floors, updated kitchen, coin laundry in the building. Damage deposit $1,097.50. Heat and hot water included; tenant pays power (approx. $80/month).</p></div>
<div class="posterInfo"><p>Posted by: Harbourtown Property Management</p><p>Member since 2014 · Professional</p><a href="tel:9025550193">902-555-0193</a></div>
<div class="adId">Ad ID 1718829044</div>
<section class="similar"><h2>Similar ads</h2><div class="card">1 Bedroom Downtown · $1,795</div><div class="card">3 Bedroom Flat North End · $2,650</div></section>
</main>
<footer><p>© 2026 Kijiji Canada Ltd., 1 Yonge St, Toronto, ON M5E 1E5.</p></footer>
${chromeEn("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 2195, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "5712 Inglis St",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 1K3",
      neighbourhood: "South End",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 44.63512, lng: -63.57961 },
    },
  },
];
