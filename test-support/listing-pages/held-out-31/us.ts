/**
 * Thirty-first held-out corpus, United States: a Zillow house in Westerville, Ohio, and a Realtor.com house in
 * Round Rock, Texas. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_31_US: ListingPage[] = [
  {
    name: "ho31-zillow-house-westerville",
    site: "zillow.com",
    set: "held-out-31",
    traps: "Zillow single-family house in Westerville OH: zpid (internal) and Columbus REALTORS MLS number; Zestimate and Rent Zestimate beside the price; price history with an earlier sold price; 'bd / ba / sqft' summary with 2.5 baths while the facts list says 'Bathrooms: 3' (2 full, 1 half); lot in acres; HOA per month; 'Listing provided by' agent and brokerage; nearby homes; ZIP as the postal code",
    pageUrl: "https://www.zillow.com/homedetails/5817-Sugarbush-Ln-Westerville-OH-43081/34219876_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5817 Sugarbush Ln, Westerville, OH 43081 | MLS #226041188 | Zillow</title>
<meta name="description" content="5817 Sugarbush Ln, Westerville, OH 43081 is a single-family home listed for-sale at $424,900. The 2,136 sq. ft. home is a 4 bed, 2.5 bath property.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "5817 Sugarbush Ln", floorSize: { "@type": "QuantitativeValue", value: "2,136" }, address: { "@type": "PostalAddress", streetAddress: "5817 Sugarbush Ln", addressLocality: "Westerville", addressRegion: "OH", postalCode: "43081" }, geo: { "@type": "GeoCoordinates", latitude: 40.11392, longitude: -82.92861 }, url: "https://www.zillow.com/homedetails/5817-Sugarbush-Ln-Westerville-OH-43081/34219876_zpid/" })}
</head><body>
<div id="cookie-notice">Zillow uses cookies. <button>Accept</button></div>
<header><a href="/" class="zillow-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a></nav></header>
<main class="ds-home-details">
<div class="summary-container">
<span data-testid="price" class="price"><span>$424,900</span></span>
<div data-testid="bed-bath-sqft-facts"><span>4 bd</span><span>2.5 ba</span><span>2,136 sqft</span></div>
<h1 class="address">5817 Sugarbush Ln, Westerville, OH 43081</h1>
<p class="est-payment">Est.: $2,811/mo <a href="#calc">Get pre-qualified</a></p>
<div class="status"><span>For sale</span> · <span>Zestimate®: $418,300</span></div></div>
<section class="facts"><h2>Facts &amp; features</h2><ul>
<li>Single Family Residence</li><li>Built in 1996</li><li>0.27 Acres Lot</li><li>$29 monthly HOA</li><li>2 Garage spaces</li><li>$143/sqft</li></ul>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li></ul></section>
<section class="overview"><h2>What's special</h2><p>Two-story colonial in a Westerville City Schools neighborhood with a finished basement, first-floor den, updated kitchen with granite and a deck backing to trees. Minutes to Uptown Westerville and I-270.</p><p>Zillow last checked: 12 minutes ago · Listing updated: November 24, 2026 · 31 days on Zillow · 418 views</p></section>
<section class="price-history"><h2>Price history</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>11/21/2026</td><td>Listed for sale</td><td>$424,900</td></tr><tr><td>6/2/2014</td><td>Sold</td><td>$224,500</td></tr></table></section>
<section class="rent-zestimate"><p>Rent Zestimate®: $2,540/mo</p></section>
<section class="listing-attribution"><p>Listing provided by: Marcus Delaney, Keller Williams Greater Columbus Realty</p><p>Source: Columbus and Central Ohio Regional MLS, MLS#: 226041188</p><p>Zillow ID (zpid): 34219876</p></section>
<section class="nearby"><h2>Nearby homes</h2><div>$389,000 · 4 bd 3 ba · 5790 Sugarbush Ln</div><div>$455,000 · 4 bd 3 ba · 412 Cherrington Rd</div></section>
<section id="calc"><h2>Monthly payment calculator</h2><p>Principal &amp; interest $2,174 · Property taxes $497 · HOA $29</p></section>
</main>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 424900, currency: "USD" },
      propertyKind: "house",
      street: "5817 Sugarbush Ln",
      city: "Westerville",
      province: "OH",
      postalCode: "43081",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2136,
      lot: { value: 0.27, unit: "acres" },
      yearBuilt: 1996,
      mlsNumber: "226041188",
      listingAgentName: "Marcus Delaney",
      brokerageName: "Keller Williams Greater Columbus Realty",
      geo: { lat: 40.11392, lng: -82.92861 },
    },
  },
  {
    name: "ho31-realtorcom-house-roundrock",
    site: "realtor.com",
    set: "held-out-31",
    traps: "Realtor.com single-family house in Round Rock TX: __NEXT_DATA__ with property_id and listing_id (internal) and the MLS id; estimates from several providers beside the list price; lot in sqft with an acres figure; title and meta say '4 baths' while the page shows 3.5 (3 full, 1 half); property history with prior sold price; brokerage office address in Austin; similar homes",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2409-Saddlehorn-Trl_Round-Rock_TX_78665_M70218-44391",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2409 Saddlehorn Trl, Round Rock, TX 78665 - 4 beds/4 baths</title>
<meta name="description" content="View 40 photos for 2409 Saddlehorn Trl, Round Rock, TX 78665 a 4 bed, 4 bath, 2,684 Sq. Ft. single family home built in 2015 that was last sold on 04/11/2019.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "7021844391", listing_id: "2981447720", status: "for_sale", list_price: 539000, source: { id: "ACTX", listing_id: "6618204" }, description: { type: "single_family", beds: 4, baths: 4, baths_full: 3, baths_half: 1, sqft: 2684, lot_sqft: 7405, year_built: 2015 }, location: { address: { line: "2409 Saddlehorn Trl", city: "Round Rock", state_code: "TX", postal_code: "78665", coordinate: { lat: 30.54871, lon: -97.63209 } }, neighborhoods: [{ name: "Paloma Lake" }] }, advertisers: [{ type: "seller", name: "Lauren Whitfield", office: { name: "Compass RE Texas, LLC" } }], estimates: [{ source: "Collateral Analytics", estimate: 528000 }, { source: "Quantarium", estimate: 546200 }] } } } } })}</script>
</head><body>
<div id="cookie-banner">We use cookies to personalize your experience. <button>Accept</button></div>
<header><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Round-Rock_TX">Buy</a><a href="/apartments">Rent</a></nav></header>
<main>
<div data-testid="ldp-list-price" class="list-price">$539,000</div>
<ul data-testid="property-meta"><li><span>4</span> bed</li><li><span>3.5</span> bath</li><li><span>2,684</span> sqft</li><li><span>7,405</span> sqft lot</li></ul>
<h1 data-testid="address">2409 Saddlehorn Trl, Round Rock, TX 78665</h1>
<p class="monthly">Est. $3,902/mo</p>
<section data-testid="property-details"><h2>Property details</h2><ul>
<li>Property type: Single Family</li><li>Year built: 2015</li><li>Lot size: 7,405 sqft (0.17 acres)</li><li>Full bathrooms: 3</li><li>Half bathrooms: 1</li><li>HOA: $62/month</li><li>Neighborhood: Paloma Lake</li><li>MLS/Source ID: 6618204</li><li>Price per sqft: $201</li></ul></section>
<section class="estimates"><h2>Home value</h2><p>Collateral Analytics: $528,000</p><p>Quantarium: $546,200</p></section>
<section class="history"><h2>Property history</h2><table><tr><td>11/20/2026</td><td>Listed</td><td>$539,000</td></tr><tr><td>04/11/2019</td><td>Sold</td><td>$362,500</td></tr></table></section>
<section class="description"><p>Two-story home in Paloma Lake with a game room, study and a covered patio. Primary suite down, three bedrooms up, community pool and trails. Round Rock ISD.</p></section>
<section class="listing-provider"><p>Listed by Lauren Whitfield, Compass RE Texas, LLC · 1122 S Capital of Texas Hwy, Suite 200, Austin, TX 78746</p><p>Source: Unlock MLS (ACTX), MLS #6618204</p></section>
<section class="similar"><h2>Similar homes</h2><div>$514,990 · 4 bd · 2317 Saddlehorn Trl</div><div>$569,000 · 5 bd · 4108 Palomino Dr</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. 3315 Scott Blvd, Santa Clara, CA 95054.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 539000, currency: "USD" },
      propertyKind: "house",
      street: "2409 Saddlehorn Trl",
      city: "Round Rock",
      province: "TX",
      postalCode: "78665",
      neighbourhood: "Paloma Lake",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2684,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 2015,
      mlsNumber: "6618204",
      listingAgentName: "Lauren Whitfield",
      brokerageName: "Compass RE Texas, LLC",
      geo: { lat: 30.54871, lng: -97.63209 },
    },
  },
];
