/**
 * Thirty-fourth held-out corpus, the West: a Point2 Homes detached house in Steinbach and a REW townhouse in Vernon.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_34_WEST_NORTH: ListingPage[] = [
  {
    name: "ho34-point2homes-house-steinbach",
    site: "point2homes.com",
    set: "held-out-34",
    traps: "Point2 Homes page: a Point2 internal id in the URL and data attributes, 'Beds 3+2', 'Baths 3' with '2 full, 1 half' in the details, lot in acres, year built, the agent and brokerage with its Main Street office in Steinbach, a price history row with an earlier list price, nearby homes with prices",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/MB/Steinbach/Woodlawn/48-Fairway-Drive/118620447.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Fairway Drive, Steinbach, MB R5G 2K7 - 5 beds/3 baths - Point2</title>
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "48 Fairway Drive", address: { "@type": "PostalAddress", streetAddress: "48 Fairway Drive", addressLocality: "Steinbach", addressRegion: "MB", postalCode: "R5G 2K7" }, geo: { "@type": "GeoCoordinates", latitude: 49.51874, longitude: -96.67025 } })}
</head><body>
<div class="details-header" data-listing-id="118620447"><div class="address-container"><h1>48 Fairway Drive</h1><div class="address-line">Steinbach, MB R5G 2K7</div><div class="neighborhood">Woodlawn</div></div>
<div class="price"><span class="green">$529,900 CAD</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>3+2</strong> Beds</li><li class="ic-baths"><strong>3</strong> Baths</li><li class="ic-sqft"><strong>1,486</strong> Sqft</li><li class="ic-lotsize"><strong>0.18</strong> ac Lot</li></ul></div>
<div class="details-charcs"><h3>Details</h3><dl>
<dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Bungalow, Raised</dd><dt>Year Built</dt><dd>2009</dd><dt>MLS®#</dt><dd>202628417</dd>
<dt>Full Baths</dt><dd>2</dd><dt>Half Baths</dt><dd>1</dd><dt>Garage</dt><dd>Double attached</dd><dt>Taxes</dt><dd>$4,902 (2026)</dd></dl></div>
<div class="description"><h3>Description</h3><p>Raised bungalow backing onto the Steinbach golf course, three bedrooms up including a primary with ensuite, two more bedrooms and a family room in the fully finished lower level. Vaulted living room, large deck, double attached garage. Walk to Woodlawn School.</p></div>
<div class="price-history"><h3>Price History</h3><table><tr><td>Nov 08, 2026</td><td>Price changed</td><td>$529,900</td></tr><tr><td>Oct 14, 2026</td><td>Listed</td><td>$549,900</td></tr></table></div>
<div class="agent-box"><div class="agent-name">Jordan Penner</div><div class="agent-company">Royal LePage Riverbend Realty</div><div class="agent-address">310 Main Street, Steinbach, MB R5G 1Z1</div><div class="agent-phone">204-555-0118</div></div>
<div class="nearby"><h3>Homes for sale nearby</h3><div>$474,500 · 12 Parkview Cres · 4 bd</div><div>$612,000 · 305 Hanover St · 5 bd</div></div>
<section class="extra-nav"><nav>Buy · Sell · Rent · Agents · Market insights · Sign in</nav></section>
<section class="nearby-info"><h3>Neighbourhood scores</h3><ul><li>Walkability: somewhat walkable</li><li>Transit: some transit</li><li>Bikeability: bikeable</li><li>Nearest elementary school: 0.8 km</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>Point2 is a Yardi company. Listing information provided by the Winnipeg Regional Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529900 },
      propertyKind: "house",
      street: "48 Fairway Drive",
      city: "Steinbach",
      province: "MB",
      postalCode: "R5G 2K7",
      neighbourhood: "Woodlawn",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1486,
      lot: { value: 0.18, unit: "acres" },
      yearBuilt: 2009,
      mlsNumber: "202628417",
      listingAgentName: "Jordan Penner",
      brokerageName: "Royal LePage Riverbend Realty",
      geo: { lat: 49.51874, lng: -96.67025 },
    },
  },
  {
    name: "ho34-rew-townhouse-vernon",
    site: "rew.ca",
    set: "held-out-34",
    traps: "REW page: a strata townhouse with the 'Okanagan Landing' sub-area, the BC assessment beside the price, strata fees per month, 'Floor Area 1,642 sqft', year built, the board's MLS® and a REW listing id in the URL, the agent and brokerage with its 27th Street office, recently sold nearby with sold prices",
    pageUrl: "https://www.rew.ca/properties/10528841/7-6810-okanagan-landing-road-vernon",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>7 6810 Okanagan Landing Road, Vernon, BC - $689,000 | REW</title>
<meta name="description" content="3 bed, 3 bath Townhouse for sale at 7 6810 Okanagan Landing Road, Vernon, BC V1H 1M4. MLS® 10368215.">
</head><body>
<section class="listingheader"><h1 class="listingheader-address">7 6810 Okanagan Landing Road</h1><div class="listingheader-location">Okanagan Landing, Vernon, BC V1H 1M4</div>
<div class="listingheader-price">$689,000</div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,642 Sqft</li><li>Townhouse</li></ul></section>
<section class="listingoverview"><h2>Property Overview</h2><table>
<tr><th>Property Type</th><td>Townhouse</td></tr><tr><th>Title</th><td>Strata</td></tr><tr><th>MLS® #</th><td>10368215</td></tr>
<tr><th>Year Built</th><td>2007</td></tr><tr><th>Floor Area</th><td>1,642 sqft</td></tr><tr><th>Strata Fees</th><td>$392 / month</td></tr>
<tr><th>Gross Taxes</th><td>$3,377 (2026)</td></tr><tr><th>Assessment</th><td>$671,000 (2026)</td></tr><tr><th>Days on REW</th><td>17</td></tr></table></section>
<section class="listingdescription"><h2>Description</h2><p>Lake-view end-unit townhouse a short walk to Paddlewheel Park and the Okanagan Lake beaches. Main-floor living with a gas fireplace, three bedrooms and two full baths up, a half bath on the main and a double garage. Pets allowed with restrictions, no rentals restrictions.</p></section>
<section class="listingagent"><div class="agent-name">Kelsey Marchand</div><div class="agent-brokerage">Coldwell Banker Executives Realty</div><div class="agent-office">5603 27th Street, Vernon, BC V1T 8Z5</div></section>
<section class="recentlysold"><h2>Recently sold nearby</h2><div>Sold $652,000 · 3 6810 Okanagan Landing Rd</div><div>Sold $705,500 · 21 7200 Tronson Rd</div></section>
<div class="listing-id" data-rew-id="10528841"></div>
<section class="extra-nav"><nav>Buy · Sell · Rent · Agents · Market insights · Sign in</nav></section>
<section class="nearby-info"><h3>Neighbourhood scores</h3><ul><li>Walkability: somewhat walkable</li><li>Transit: some transit</li><li>Bikeability: bikeable</li><li>Nearest elementary school: 0.8 km</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>REW.ca is operated by Real Estate Wire Media Inc. Listing data provided by the Association of Interior REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "townhouse",
      street: "7 6810 Okanagan Landing Road",
      city: "Vernon",
      province: "BC",
      postalCode: "V1H 1M4",
      neighbourhood: "Okanagan Landing",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1642,
      yearBuilt: 2007,
      mlsNumber: "10368215",
      listingAgentName: "Kelsey Marchand",
      brokerageName: "Coldwell Banker Executives Realty",
    },
  },
];
