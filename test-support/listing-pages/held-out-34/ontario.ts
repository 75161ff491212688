/**
 * Thirty-fourth held-out corpus, Ontario: a REALTOR.ca semi in Oshawa, a Zolo townhouse in Cambridge, a HouseSigma
 * detached house in St. Catharines, a RE/MAX bungalow in Sault Ste. Marie and a Royal LePage duplex in North Bay.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_34_ONTARIO: ListingPage[] = [
  {
    name: "ho34-realtorca-semi-oshawa",
    site: "realtor.ca",
    set: "held-out-34",
    traps: "REALTOR.ca detail page: '3 + 1' bedrooms, '2 + 1' baths as full and half, the board's numeric property id beside the MLS®, a neighbourhood line, the brokerage's Whitby office address, a mortgage calculator and nearby listings with prices",
    pageUrl: "https://www.realtor.ca/real-estate/28904417/418-grenfell-street-oshawa-vanier",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>418 GRENFELL STREET, Oshawa, Ontario L1J 2T6 - 4 bedrooms for sale | REALTOR.ca</title>
<meta name="description" content="For sale: 418 GRENFELL STREET, Oshawa, Ontario L1J 2T6 - $649,900. See details and photos for this Semi-detached house. MLS® E12907351.">
<meta property="og:image" content="https://cdn.realtor.ca/listing/TS638700/reb82/highres/1/e12907351_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "418 GRENFELL STREET", address: { "@type": "PostalAddress", streetAddress: "418 GRENFELL STREET", addressLocality: "Oshawa", addressRegion: "Ontario", postalCode: "L1J 2T6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.89214, longitude: -78.88473 } })}
</head><body>
<div id="listingDetailsTopCon" data-propertyid="28904417">
<div id="listingAddress" class="listingAddress">418 GRENFELL STREET<br>Oshawa (Vanier), Ontario L1J2T6</div>
<div id="listingPriceValue">$649,900</div>
<div class="listingIconNum">3 + 1</div><div class="listingIconLabel">Bedrooms</div>
<div class="listingIconNum">2 + 1</div><div class="listingIconLabel">Bathrooms</div>
<div id="MLNumberVal">E12907351</div>
</div>
<div id="propertyDescriptionCon"><p>Well-kept semi on a quiet street in Oshawa's Vanier neighbourhood. Three bedrooms up, a fourth in the finished basement with a rec room and 3-pc bath. Updated kitchen walking out to a fenced yard. Close to Lakeview Park, schools, transit and the 401. Seller will consider a quick closing.</p></div>
<div><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div><div class="propertyDetailsSectionContentLabel">Architecture Style</div><div class="propertyDetailsSectionContentValue">2-Storey</div></div>
<div><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Semi-detached</div></div>
<div><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">30 x 110 FT</div></div>
<div><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$4,218.55</div></div>
<div><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">6 days</div></div>
<div id="realtorCardCon"><div class="realtorCardName">Marcus Delaney</div><div class="realtorCardTitle">Salesperson</div>
<div class="officeCardName">Coldwell Banker R.M.R. Real Estate</div><div class="officeCardAddress">1 Main Street West, Whitby, Ontario L1N 2A4</div><div class="officeCardPhone">905-555-0140</div></div>
<div id="mortgageCalculator"><h3>Mortgage Calculator</h3><p>Monthly payment $3,104 (20% down, 25 years, 4.64%)</p></div>
<div id="nearbyListings"><h3>Nearby Listings</h3>
<a class="card"><span>$599,000</span><span>262 Ritson Road South, Oshawa</span><span>3 bd 2 ba</span></a>
<a class="card"><span>$729,900</span><span>57 Wasaga Avenue, Oshawa</span><span>4 bd 3 ba</span></a></div>
<section class="extra-nav"><nav>Search by map · Saved searches · Sold prices · Market trends · Mortgage rates · Find a REALTOR®</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary (public, JK–8) · 0.6 km · rating 6.8/10</li><li>Catholic elementary (JK–8) · 1.1 km · rating 7.2/10</li><li>Secondary (public, 9–12) · 1.9 km · rating 6.1/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. Data provided by Central Lakes Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "semi-detached",
      street: "418 GRENFELL STREET",
      city: "Oshawa",
      province: "ON",
      postalCode: "L1J 2T6",
      neighbourhood: "Vanier",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 3300, unit: "ft2" },
      mlsNumber: "E12907351",
      listingAgentName: "Marcus Delaney",
      brokerageName: "Coldwell Banker R.M.R. Real Estate",
      geo: { lat: 43.89214, lng: -78.88473 },
    },
  },
  {
    name: "ho34-zolo-townhouse-cambridge",
    site: "zolo.ca",
    set: "held-out-34",
    traps: "Zolo listing: a 'Zolo estimate' beside the price, the 'Galt' community, '1,200-1,399' sq ft range, a condo fee per month, a sold history table with earlier prices, similar homes",
    pageUrl: "https://www.zolo.ca/cambridge-real-estate/57-dunbar-road-unit-14",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 - 57 Dunbar Road, Cambridge — For Sale @ $574,900 | Zolo.ca</title>
<meta property="og:title" content="14 - 57 Dunbar Road, Cambridge, ON">
</head><body>
<section class="listing-location"><h1 class="address">14 - 57 Dunbar Road</h1>
<div class="area"><a href="/cambridge-real-estate/galt">Galt</a>, <a href="/cambridge-real-estate">Cambridge</a>, ON N1R 6K2</div></section>
<section class="listing-price"><div class="price"><span itemprop="price">$574,900</span></div>
<div class="estimate">Zolo Estimate: $561,300 <small>Updated Nov 2026</small></div></section>
<ul class="listing-values"><li><span class="value">3</span> Bed</li><li><span class="value">2</span> Full Bath</li><li><span class="value">1</span> Half Bath</li><li><span class="value">1200-1399</span> Sqft</li></ul>
<section class="column-container"><h2>Key Facts</h2><dl>
<dt>Type</dt><dd>Condo Townhouse</dd><dt>Style</dt><dd>2-Storey</dd><dt>MLS®#</dt><dd>X12911206</dd>
<dt>Maint Fees</dt><dd>$318/mo</dd><dt>Taxes</dt><dd>$3,540 / 2026</dd><dt>Age</dt><dd>16-30</dd><dt>Days on Site</dt><dd>11</dd>
<dt>Zolo ID</dt><dd>ZL-44120983</dd></dl></section>
<section class="description"><p>End-unit townhouse in a small complex off Dunbar Road, walking distance to Cambridge Memorial and the Grand River trails. Three bedrooms, two full baths and a powder room, single garage and a private yard backing onto greenspace.</p></section>
<section class="history"><h2>Listing History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Nov 16, 2026</td><td>Listed</td><td>$574,900</td></tr><tr><td>Jun 02, 2019</td><td>Sold</td><td>$412,000</td></tr><tr><td>Apr 11, 2012</td><td>Sold</td><td>$248,500</td></tr></table></section>
<section class="similar"><h2>Similar Homes</h2><div class="card">$549,000 · 9 - 300 Elgin St N · 3 bd</div><div class="card">$599,900 · 22 - 71 Myers Rd · 3 bd</div></section>
<section class="agent"><p>Listed by <span class="brokerage">RE/MAX Twin City Realty Inc., Brokerage</span></p></section>
<section class="extra-nav"><nav>Search by map · Saved searches · Sold prices · Market trends · Mortgage rates · Find a REALTOR®</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary (public, JK–8) · 0.6 km · rating 6.8/10</li><li>Catholic elementary (JK–8) · 1.1 km · rating 7.2/10</li><li>Secondary (public, 9–12) · 1.9 km · rating 6.1/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, North York, ON M2M 4K2 · Listing data © Cornerstone Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "townhouse",
      street: "14 - 57 Dunbar Road",
      city: "Cambridge",
      province: "ON",
      postalCode: "N1R 6K2",
      neighbourhood: "Galt",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1200,
      mlsNumber: "X12911206",
      brokerageName: "RE/MAX Twin City Realty Inc., Brokerage",
    },
  },
  {
    name: "ho34-housesigma-house-stcatharines",
    site: "housesigma.com",
    set: "held-out-34",
    traps: "HouseSigma page: a 'SigmaEstimate' and a sold comparables list with sold prices, '1100-1500' sq ft range, lot '40 x 125 Feet', the community 'Western Hill', an internal listing hash id, the brokerage only",
    pageUrl: "https://housesigma.com/on/st-catharines-real-estate/23-wiley-street/home/qbK4Pz7mYw3xJvR1/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>23 Wiley Street, St. Catharines, ON L2R 4V9 | X12918840 | HouseSigma</title>
<meta name="description" content="23 Wiley Street, St. Catharines. Detached, 3 bedrooms, 2 bathrooms. Listed for $619,000.">
<script>window.__INITIAL_STATE__={"house":{"id_listing":"qbK4Pz7mYw3xJvR1","ml_num":"X12918840","house_type":"Detached","price":"619000","community":"Western Hill","municipality":"St. Catharines","map":{"lat":43.16208,"lon":-79.25937}}};</script>
</head><body>
<div class="house-info"><h1>23 Wiley Street</h1><p class="municipality">Western Hill, St. Catharines, ON L2R 4V9</p>
<div class="price-box"><span class="label">Listed for</span><span class="price">$619,000</span></div>
<div class="estimate-box"><span class="label">SigmaEstimate</span><span class="value">$602,450</span><span class="date">2026-11-25</span></div></div>
<div class="key-facts"><h2>Key Facts</h2>
<div class="row"><span>Listing #</span><span>X12918840</span></div>
<div class="row"><span>Property Type</span><span>Detached, 1.5 Storey</span></div>
<div class="row"><span>Bedrooms</span><span>3</span></div><div class="row"><span>Bathrooms</span><span>2</span></div>
<div class="row"><span>Size</span><span>1100-1500 feet²</span></div>
<div class="row"><span>Lot Size</span><span>40 x 125 Feet</span></div>
<div class="row"><span>Tax</span><span>$3,912 / 2026</span></div>
<div class="row"><span>Days on Market</span><span>4 days</span></div>
<div class="row"><span>Listed by</span><span>Revel Realty Inc., Brokerage</span></div></div>
<div class="description"><p>Character 1.5-storey home a short walk from downtown St. Catharines and Montebello Park. Original hardwood, main-floor bedroom, updated bath, detached garage and a deep lot with mature trees. Roof 2021, furnace 2018.</p></div>
<div class="sold-comparables"><h2>Comparable Sold</h2>
<div class="card"><span>Sold $588,000</span><span>41 Wiley Street</span><span>3 bd 1 ba</span><span>2026-09-14</span></div>
<div class="card"><span>Sold $640,500</span><span>12 Henry Street</span><span>3 bd 2 ba</span><span>2026-08-02</span></div></div>
<div class="market-trend"><h2>Market Trends — Western Hill</h2><p>Median sold price (detached): $598,000. Avg days on market: 27.</p></div>
<section class="extra-nav"><nav>Search by map · Saved searches · Sold prices · Market trends · Mortgage rates · Find a REALTOR®</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary (public, JK–8) · 0.6 km · rating 6.8/10</li><li>Catholic elementary (JK–8) · 1.1 km · rating 7.2/10</li><li>Secondary (public, 9–12) · 1.9 km · rating 6.1/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Markham, ON L3R 5B4. The listing data is provided under copyright by the Niagara Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 619000 },
      propertyKind: "house",
      street: "23 Wiley Street",
      city: "St. Catharines",
      province: "ON",
      postalCode: "L2R 4V9",
      neighbourhood: "Western Hill",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 5000, unit: "ft2" },
      mlsNumber: "X12918840",
      brokerageName: "Revel Realty Inc., Brokerage",
      geo: { lat: 43.16208, lng: -79.25937 },
    },
  },
  {
    name: "ho34-remax-bungalow-saultstemarie",
    site: "remax.ca",
    set: "held-out-34",
    traps: "remax.ca Next.js page: __NEXT_DATA__ with the listing, a bungalow with '2+2' bedrooms, '1,150 sqft', lot '0.21 ac', year built, an agent and office with its Great Northern Road address, 'Similar listings' prices, an estimated payment",
    pageUrl: "https://www.remax.ca/on/sault-ste-marie-real-estate/88-connaught-ave-wp_idm73000000-sm2614-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Connaught Ave, Sault Ste. Marie, ON P6B 3Y2 | SM2614 | RE/MAX</title>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"listing":{"listingId":"wp_idm73000000-sm2614-lst","mlsNum":"SM2614","listPrice":379900,"address":"88 Connaught Ave","city":"Sault Ste. Marie","province":"ON","postalCode":"P6B 3Y2","beds":"2+2","baths":2,"sqFtSearch":1150,"lotSize":"0.21 ac","yearBuilt":1962,"propertyType":"Single Family","style":"Bungalow","lat":46.52731,"lng":-84.31986,"agent":{"name":"Danielle Ruscio","office":"RE/MAX Sault Ste. Marie Realty Inc.","officeAddress":"498 Great Northern Rd, Sault Ste. Marie, ON P6B 4Z9"}}}}}</script>
</head><body>
<main><div class="listing-summary"><h1>88 Connaught Ave</h1><p>Sault Ste. Marie, ON P6B 3Y2</p>
<div class="price">$379,900</div><div class="est-payment">Est. $1,842/mo</div>
<ul class="stats"><li>2+2 bed</li><li>2 bath</li><li>1,150 sqft</li><li>0.21 ac lot</li></ul></div>
<section class="details"><h2>Property Details</h2><ul>
<li>MLS®: SM2614</li><li>Property Type: Single Family</li><li>Style: Bungalow</li><li>Year Built: 1962</li><li>Taxes: $3,288 (2026)</li><li>Heating: Forced air, natural gas</li><li>Basement: Full, finished</li></ul></section>
<section class="description"><h2>Description</h2><p>Solid brick bungalow in the east end with two bedrooms on the main floor and two more in the finished lower level. Updated windows, newer shingles, single attached garage and a fenced yard. Minutes to Sault Area Hospital and Algoma University.</p></section>
<section class="agent-card"><p class="name">Danielle Ruscio</p><p>Sales Representative</p><p class="office">RE/MAX Sault Ste. Marie Realty Inc.</p><p>498 Great Northern Rd, Sault Ste. Marie, ON P6B 4Z9</p></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">$349,000 · 17 Elizabeth St · 3 bed</div><div class="card">$415,000 · 220 Allard St · 4 bed</div></section>
</main>
<section class="extra-nav"><nav>Search by map · Saved searches · Sold prices · Market trends · Mortgage rates · Find a REALTOR®</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary (public, JK–8) · 0.6 km · rating 6.8/10</li><li>Catholic elementary (JK–8) · 1.1 km · rating 7.2/10</li><li>Secondary (public, 9–12) · 1.9 km · rating 6.1/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>© 2026 RE/MAX, LLC. Each office independently owned and operated. Data supplied by the Sault Ste. Marie Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 379900 },
      propertyKind: "house",
      street: "88 Connaught Ave",
      city: "Sault Ste. Marie",
      province: "ON",
      postalCode: "P6B 3Y2",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 1150,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1962,
      mlsNumber: "SM2614",
      listingAgentName: "Danielle Ruscio",
      brokerageName: "RE/MAX Sault Ste. Marie Realty Inc.",
      geo: { lat: 46.52731, lng: -84.31986 },
    },
  },
  {
    name: "ho34-royallepage-duplex-northbay",
    site: "royallepage.ca",
    set: "held-out-34",
    traps: "Royal LePage listing: a legal duplex with two units' rents listed (income, not price), total beds and baths summed over both units, lot in frontage x depth, an agent with her team name and the brokerage's Lakeshore Drive office, a Royal LePage internal listing number beside the MLS®",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/north-bay/341-worthington-st-w/24817735/mls40781126/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>341 Worthington St W, North Bay, Ontario | Duplex for sale | Royal LePage</title>
<meta name="description" content="341 Worthington St W, North Bay, ON P1B 3B8 - Duplex for sale, $529,000, 4 bedrooms, 2 bathrooms.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "341 Worthington St W, North Bay", offers: { "@type": "Offer", price: 529000, priceCurrency: "CAD" } })}
</head><body>
<div class="property-heading"><h1 class="address-1">341 Worthington St W</h1><h2 class="address-2">North Bay, Ontario P1B 3B8</h2>
<p class="property-price">$529,000</p>
<ul class="property-features"><li><span class="beds">4</span> Bedrooms</li><li><span class="baths">2</span> Bathrooms</li><li><span>2,080</span> sq. ft.</li></ul></div>
<div class="property-details"><h3>Property Details</h3><table>
<tr><td>MLS® #</td><td>40781126</td></tr><tr><td>Listing ID</td><td>24817735</td></tr>
<tr><td>Property Type</td><td>Duplex</td></tr><tr><td>Lot Size</td><td>50 x 132 ft</td></tr>
<tr><td>Year Built</td><td>1948</td></tr><tr><td>Taxes</td><td>$4,671 / 2026</td></tr>
<tr><td>Neighbourhood</td><td>Central</td></tr></table></div>
<div class="property-description"><h3>Description</h3><p>Legal up/down duplex close to downtown North Bay and the waterfront. Upper unit: 2 bedrooms, 1 bath, rented at $1,650/month. Lower unit: 2 bedrooms, 1 bath, rented at $1,475/month. Separate hydro meters, shared coin laundry, four parking spaces. A solid investment with long-term tenants.</p></div>
<div class="agent-info"><p class="agent-name">Chantal Beaulieu</p><p class="agent-team">The Beaulieu Group</p><p class="agent-title">Sales Representative</p>
<p class="brokerage">Royal LePage North Heritage Realty, Brokerage</p><p class="office-address">179 Lakeshore Dr, North Bay, ON P1A 2A9</p><p>705-555-0193</p></div>
<div class="mortgage-calc"><h3>Mortgage Calculator</h3><p>Down payment $105,800 · Monthly $2,498</p></div>
<div class="nearby"><h3>Nearby Properties</h3><a>$489,900 · 210 Cassells St · 3 bd</a><a>$615,000 · 77 Front St · Triplex</a></div>
<section class="extra-nav"><nav>Search by map · Saved searches · Sold prices · Market trends · Mortgage rates · Find a REALTOR®</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary (public, JK–8) · 0.6 km · rating 6.8/10</li><li>Catholic elementary (JK–8) · 1.1 km · rating 7.2/10</li><li>Secondary (public, 9–12) · 1.9 km · rating 6.1/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>Royal LePage is a registered trademark of Bridgemarq Real Estate Services Inc. Listing data provided by the North Bay and District Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529000 },
      propertyKind: "plex",
      street: "341 Worthington St W",
      city: "North Bay",
      province: "ON",
      postalCode: "P1B 3B8",
      neighbourhood: "Central",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2080,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "40781126",
      listingAgentName: "Chantal Beaulieu",
      brokerageName: "Royal LePage North Heritage Realty, Brokerage",
    },
  },
  {
    name: "ho34-condosca-condo-oshawa",
    site: "condos.ca",
    set: "held-out-34",
    traps: "condos.ca unit page: the building's name and its own facts (year, storeys, average price per sq ft) beside the unit's, '600-699' sq ft range, '1+1' beds, maintenance fee, other units for sale in the building with their prices, a 'Condos.ca estimate'",
    pageUrl: "https://condos.ca/oshawa/the-u-c-tower-2-2550-simcoe-st-n/unit-1107-E12921554",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1107 - 2550 Simcoe St N, Oshawa | For Sale $489,000 | Condos.ca</title>
<meta property="og:description" content="1+1 bed, 1 bath condo for sale at 2550 Simcoe St N, Oshawa. MLS® E12921554.">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"listing":{"id":7731904,"mls_number":"E12921554","unit_number":"1107","address":"2550 Simcoe St N","city":"Oshawa","neighbourhood":"Windfields","price":489000,"bedrooms":"1+1","bathrooms":1,"sqft_range":"600-699","maintenance":"448.20","latitude":43.94218,"longitude":-78.89447},"building":{"name":"UC Tower 2","year_built":2021,"storeys":15,"units":322,"avg_psf":702}}}}</script>
</head><body>
<div class="unit-header"><h1>1107 - 2550 Simcoe St N</h1><p><a href="/oshawa/windfields">Windfields</a>, Oshawa</p>
<div class="price">$489,000</div><div class="estimate">Condos.ca Estimate <b>$472,000 – $498,000</b></div></div>
<ul class="unit-stats"><li>1+1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Parking</li></ul>
<section class="unit-details"><h2>Unit Details</h2><table>
<tr><td>MLS®</td><td>E12921554</td></tr><tr><td>Type</td><td>Condo Apt</td></tr><tr><td>Maintenance Fees</td><td>$448.20/mo</td></tr>
<tr><td>Taxes</td><td>$3,015/yr</td></tr><tr><td>Exposure</td><td>North</td></tr><tr><td>Locker</td><td>None</td></tr></table></section>
<section class="building"><h2>UC Tower 2</h2><table><tr><td>Built</td><td>2021</td></tr><tr><td>Storeys</td><td>15</td></tr><tr><td>Units</td><td>322</td></tr><tr><td>Avg. $/sqft</td><td>$702</td></tr><tr><td>Developer</td><td>Tribute Communities</td></tr></table></section>
<section class="description"><h2>About this unit</h2><p>Bright one bedroom plus den across from Ontario Tech University and Durham College. Den fits a desk or a guest bed. Ensuite laundry, one parking space, balcony facing north. Building has a fitness room, study lounges and 24-hour concierge.</p></section>
<section class="other-units"><h2>Other units for sale in this building</h2>
<div class="card">1412 · $515,000 · 2 bd</div><div class="card">603 · $459,900 · 1 bd</div></section>
<section class="brokerage"><p>Listing brokerage: <span>Sutton Group-Heritage Realty Inc., Brokerage</span></p></section>
<section class="extra-nav"><nav>Search by map · Saved searches · Sold prices · Market trends · Mortgage rates · Find a REALTOR®</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary (public, JK–8) · 0.6 km · rating 6.8/10</li><li>Catholic elementary (JK–8) · 1.1 km · rating 7.2/10</li><li>Secondary (public, 9–12) · 1.9 km · rating 6.1/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>Condos.ca — Bosley Real Estate Ltd., Brokerage. 276 Merton St, Toronto, ON M4S 1A9. Data © Toronto Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "condo",
      street: "1107 - 2550 Simcoe St N",
      city: "Oshawa",
      province: "ON",
      neighbourhood: "Windfields",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2021,
      mlsNumber: "E12921554",
      brokerageName: "Sutton Group-Heritage Realty Inc., Brokerage",
      geo: { lat: 43.94218, lng: -78.89447 },
    },
  },
];
