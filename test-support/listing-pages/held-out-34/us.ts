/**
 * Thirty-fourth held-out corpus, United States: a Zillow house in Kalamazoo, Michigan and a realtor.com townhouse in
 * Rochester, Minnesota. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_34_US: ListingPage[] = [
  {
    name: "ho34-zillow-house-kalamazoo",
    site: "zillow.com",
    set: "held-out-34",
    traps: "Zillow home details: a Zestimate and a Rent Zestimate beside the price, the zpid (not an MLS), a price history with an earlier sale, 'Lot size 0.26 Acres', year built, a half bath, 'Listed by' agent and brokerage with an MLS source line, nearby homes with prices, USD",
    pageUrl: "https://www.zillow.com/homedetails/2214-Oakland-Dr-Kalamazoo-MI-49008/73921846_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2214 Oakland Dr, Kalamazoo, MI 49008 | Zillow</title>
<meta name="description" content="2214 Oakland Dr, Kalamazoo, MI 49008 is a single-family home listed for-sale at $284,900. The 1,712 sq. ft. home is a 3 bed, 1.5 bath property.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "2214 Oakland Dr", floorSize: { "@type": "QuantitativeValue", value: "1,712" }, address: { "@type": "PostalAddress", streetAddress: "2214 Oakland Dr", addressLocality: "Kalamazoo", addressRegion: "MI", postalCode: "49008" }, geo: { "@type": "GeoCoordinates", latitude: 42.26418, longitude: -85.60977 } })}
</head><body>
<div data-testid="home-details-summary"><span data-testid="price"><span>$284,900</span></span>
<div data-testid="bed-bath-sqft-facts"><span><strong>3</strong> beds</span><span><strong>1.5</strong> baths</span><span><strong>1,712</strong> sqft</span></div>
<h1>2214 Oakland Dr, Kalamazoo, MI 49008</h1>
<div class="zestimate"><span>Zestimate®: $279,300</span><span>Est. payment: $1,974/mo</span></div></div>
<div data-testid="facts-and-features"><h2>Facts &amp; features</h2><ul>
<li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 1</li><li>Half bathrooms: 1</li>
<li>Home type: SingleFamily</li><li>Architectural style: Colonial</li><li>Year built: 1941</li><li>Lot size: 0.26 Acres</li>
<li>Parcel number: 3906-21-415-027</li><li>Rent Zestimate®: $1,845/mo</li><li>Annual tax amount: $4,118</li></ul></div>
<div data-testid="price-history"><h2>Price history</h2><table><tr><td>11/12/2026</td><td>Listed for sale</td><td>$284,900</td></tr><tr><td>7/30/2015</td><td>Sold</td><td>$142,000</td></tr></table></div>
<div data-testid="overview"><p>Charming 1941 colonial in the Oakwood neighborhood, close to Western Michigan University and Milham Park. Hardwood floors, updated kitchen, three bedrooms up, detached garage and a large fenced yard.</p></div>
<div data-testid="attribution"><p>Listed by: Brian Vander Meer 269-555-0147, Jaqua Realtors</p><p>Source: Southwestern Michigan Association of REALTORS®, MLS#: 26059812</p><p>Zillow last checked: 2 hours ago</p></div>
<div data-testid="nearby-homes"><h3>Nearby homes</h3><div>$249,000 · 3 bd 1 ba · 1908 Nichols Rd</div><div>$319,900 · 4 bd 2 ba · 2630 Oakland Dr</div></div>
<section class="extra-nav"><nav>Buy · Rent · Sell · Home loans · Agent finder · Sign in</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary school (K–5) · 0.5 mi · 6/10</li><li>Middle school (6–8) · 1.4 mi · 5/10</li><li>High school (9–12) · 2.2 mi · 7/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101.</p><p>zpid 73921846</p></footer>
</body></html>`,
    expected: {
      price: { amount: 284900, currency: "USD" },
      propertyKind: "house",
      street: "2214 Oakland Dr",
      city: "Kalamazoo",
      province: "MI",
      postalCode: "49008",
      neighbourhood: "Oakwood",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1712,
      lot: { value: 0.26, unit: "acres" },
      yearBuilt: 1941,
      mlsNumber: "26059812",
      listingAgentName: "Brian Vander Meer",
      brokerageName: "Jaqua Realtors",
      geo: { lat: 42.26418, lng: -85.60977 },
    },
  },
  {
    name: "ho34-realtorcom-townhouse-rochester-mn",
    site: "realtor.com",
    set: "held-out-34",
    traps: "realtor.com ldp: __NEXT_DATA__ with the property, a townhouse with an HOA fee per month, '2.5 bath' as 2 full and 1 half, the realtor.com property id (M-number) beside the NorthstarMLS number, an estimate range from three providers, a sold price in the history, the agent and brokerage with its office address, similar homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/4128-Bandel-Rd-NW-Apt-6_Rochester_MN_55901_M87410-36652",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4128 Bandel Rd NW Apt 6, Rochester, MN 55901 - MLS 6874215 - realtor.com®</title>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "8741036652", listing_id: "2974418860", status: "for_sale", list_price: 239900, description: { type: "townhomes", beds: 2, baths: 3, baths_full: 2, baths_half: 1, sqft: 1388, year_built: 2004, lot_sqft: null }, location: { address: { line: "4128 Bandel Rd NW Apt 6", city: "Rochester", state_code: "MN", postal_code: "55901", coordinate: { lat: 44.05871, lon: -92.50294 } } }, hoa: { fee: 245 }, source: { listing_id: "6874215", agents: [{ agent_name: "Megan Thorsgaard", office_name: "Edina Realty, Inc." }] } } } } } })}</script>
</head><body>
<div data-testid="ldp-list-price">$239,900</div>
<ul data-testid="property-meta"><li>2 bed</li><li>2.5 bath</li><li>1,388 sqft</li></ul>
<h1 data-testid="address">4128 Bandel Rd NW Apt 6, Rochester, MN 55901</h1>
<div data-testid="estimates"><h3>Estimated home value</h3><div>Collateral Analytics $231,600</div><div>Quantarium $244,100</div><div>CoreLogic® $236,800</div></div>
<section data-testid="property-details"><h2>Property details</h2><ul>
<li>Property type: Townhome</li><li>Year built: 2004</li><li>HOA fee: $245/month</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Garage: 2 car</li><li>Price per sqft: $173</li></ul></section>
<section data-testid="description"><p>Two-story end-unit townhome in northwest Rochester with two bedroom suites upstairs, each with its own full bath, a powder room on the main level and an attached two-car garage. Close to Mayo Clinic shuttles, Cascade Lake Park and shopping on 37th Street.</p></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>11/10/2026</td><td>Listed</td><td>$239,900</td></tr><tr><td>05/22/2018</td><td>Sold</td><td>$178,000</td></tr></table></section>
<section data-testid="listing-provider"><p>Listed by Megan Thorsgaard with Edina Realty, Inc.</p><p>Edina Realty, Inc. · 2990 41st St NW, Rochester, MN 55901</p><p>Source: NorthstarMLS, MLS ID #6874215</p></section>
<section data-testid="similar-homes"><h2>Similar homes</h2><div>$224,500 · 2 bed 2 bath · 3900 Bandel Rd NW #3</div><div>$259,000 · 3 bed 2.5 bath · 5512 Weatherstone Dr NW</div></section>
<section class="extra-nav"><nav>Buy · Rent · Sell · Home loans · Agent finder · Sign in</nav></section>
<section class="nearby-info"><h3>Nearby schools</h3><ul><li>Elementary school (K–5) · 0.5 mi · 6/10</li><li>Middle school (6–8) · 1.4 mi · 5/10</li><li>High school (9–12) · 2.2 mi · 7/10</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 239900, currency: "USD" },
      propertyKind: "townhouse",
      street: "4128 Bandel Rd NW Apt 6",
      city: "Rochester",
      province: "MN",
      postalCode: "55901",
      bedrooms: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1388,
      yearBuilt: 2004,
      mlsNumber: "6874215",
      listingAgentName: "Megan Thorsgaard",
      brokerageName: "Edina Realty, Inc.",
      geo: { lat: 44.05871, lng: -92.50294 },
    },
  },
];
