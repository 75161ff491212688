/**
 * Forty-sixth held-out corpus, United States: a Zillow house in Bangor, Maine and a realtor.com townhouse in
 * Missoula, Montana.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `<div class="consent" role="dialog" aria-label="Privacy"><p>${brand} uses cookies and similar technologies to personalize your experience and for analytics and advertising. Your Privacy Choices let you opt out of the sale or sharing of personal information.</p><button type="button">Accept</button><button type="button">Your Privacy Choices</button></div>
<form class="newsletter" action="/email-signup" method="post"><label for="em">Get email alerts for new homes like this</label><input id="em" type="email" name="email" placeholder="Email"><button type="submit">Sign up</button></form>
<nav class="footer-links" aria-label="Footer"><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy notice</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/fair-housing">Fair housing guide</a></li><li><a href="/accessibility">Accessibility</a></li></ul></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"pdp_view",brand:"${brand}"});document.querySelectorAll(".consent button").forEach(function(b){b.addEventListener("click",function(){b.parentNode.remove();});});</script>`;

export const HELD_OUT_46_US: ListingPage[] = [
  {
    name: "ho46-zillow-house-bangor",
    site: "zillow.com",
    set: "held-out-46",
    traps: "Zillow home details: Zestimate and Rent Zestimate beside the list price; the home's 2016 sale in the price history; 'Bathrooms: 2' with 'Full bathrooms: 1' and '1/2 bathrooms: 1'; lot '6,098 sqft'; the zpid (not the MLS#); annual tax; a coordinates blob in the embedded data; agent and brokerage in the 'Listed by' block; nearby homes in Brewer",
    pageUrl: "https://www.zillow.com/homedetails/214-Ohio-St-Bangor-ME-04401/2058843291_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>214 Ohio St, Bangor, ME 04401 | MLS #1628475 | Zillow</title>
<meta name="description" content="214 Ohio St, Bangor, ME 04401 is a single family home listed for-sale at $289,000. The 1,624 sq. ft. home is a 3 bed, 2.0 bath property.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "214 Ohio St", floorSize: { "@type": "QuantitativeValue", value: "1,624" }, address: { "@type": "PostalAddress", streetAddress: "214 Ohio St", addressLocality: "Bangor", addressRegion: "ME", postalCode: "04401" }, geo: { "@type": "GeoCoordinates", latitude: 44.80712, longitude: -68.78341 } })}
</head><body>
<header><a href="/" class="zillow-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/professionals/">Agent finder</a></nav></header>
<main class="ds-home-details" data-zpid="2058843291">
<div class="summary-container"><span data-testid="price"><span>$289,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span>3 beds</span><span>2 baths</span><span>1,624 sqft</span></div>
<h1>214 Ohio St, Bangor, ME 04401</h1>
<div class="zestimates"><span>Zestimate<sup>®</sup>: $301,400</span><span>Rent Zestimate<sup>®</sup>: $2,150/mo</span><span>Est. payment: $1,911/mo</span></div></div>
<div class="facts-and-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 1</li><li>1/2 bathrooms: 1</li><li>Heating: Oil, Hot Water, Baseboard</li><li>Basement: Full, Unfinished</li><li>Total interior livable area: 1,624 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 6,098 sqft</li><li>Parking: Detached garage, 1 space</li><li>Home type: SingleFamily</li><li>Architectural style: New Englander</li><li>Year built: 1920</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Annual tax amount: $4,212</li><li>Date on market: 5/21/2026</li><li>MLS#: 1628475</li></ul></div>
<div class="description"><p>Classic New Englander on the west side, walkable to the hospital and downtown. Three bedrooms and a full bath up, half bath off the kitchen, hardwood under the carpet, enclosed front porch. Detached one-car garage and a level back yard.</p></div>
<div class="price-history"><h2>Price history</h2><table><tr><td>5/21/2026</td><td>Listed for sale</td><td>$289,000</td></tr><tr><td>8/12/2016</td><td>Sold</td><td>$162,500</td></tr></table></div>
<div class="listing-attribution" data-testid="attribution-LISTING_AGENT"><p>Listed by:</p><p>Hannah Theriault 207-555-0115,</p><p>Penobscot Valley Real Estate 207-555-0100</p><p>Source: Maine Listings, MLS#: 1628475</p></div>
<div class="nearby"><h2>Nearby homes</h2><div class="card">$259,900 · 38 Chamberlain St, Brewer, ME</div><div class="card">$315,000 · 77 Forest Ave, Bangor, ME</div></div>
</main>
<footer><p>Zillow Group is committed to ensuring digital accessibility. 1301 Second Avenue, Floor 31, Seattle, WA 98101</p><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Equal Housing Opportunity.</p></footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":2058843291}": { property: { zpid: 2058843291, price: 289000, zestimate: 301400, rentZestimate: 2150, bedrooms: 3, bathrooms: 2, livingArea: 1624, yearBuilt: 1920, latitude: 44.80712, longitude: -68.78341, homeType: "SINGLE_FAMILY", mlsid: "1628475" } } }) } } } })}</script>
${chrome("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "USD" },
      propertyKind: "house",
      street: "214 Ohio St",
      city: "Bangor",
      province: "ME",
      postalCode: "04401",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1624,
      lot: { value: 6098, unit: "ft2" },
      yearBuilt: 1920,
      mlsNumber: "1628475",
      listingAgentName: "Hannah Theriault",
      brokerageName: "Penobscot Valley Real Estate",
      geo: { lat: 44.80712, lng: -68.78341 },
    },
  },
  {
    name: "ho46-realtorcom-townhouse-missoula",
    site: "realtor.com",
    set: "held-out-46",
    traps: "realtor.com townhouse: 'Unit 6' in the street line; '2.5 bath' with 'Full bathrooms 2, Half bathrooms 1'; monthly HOA fee and estimated value beside the price; sold nearby homes; a realtor.com property id that is not the MLS; lot in sqft; the brokerage office address in the listing attribution; coordinates in the Next.js data",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/3421-Brooks-St-Unit-6_Missoula_MT_59801_M94017-38265",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3421 Brooks St Unit 6, Missoula, MT 59801 - Townhouse for Sale - realtor.com®</title>
<meta name="description" content="View 30 photos for 3421 Brooks St Unit 6, Missoula, MT 59801, a 2 bed, 2.5 bath, 1,380 Sq. Ft. townhome for sale, listed at $415,000. MLS# 30048217.">
</head><body>
<header><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Missoula_MT">Buy</a><a href="/apartments/Missoula_MT">Rent</a><a href="/myhome">My Home</a><a href="/mortgage">Mortgage</a><a href="/realestateagents">Find REALTORS®</a></nav></header>
<main data-testid="ldp-page" data-property-id="9401738265">
<div data-testid="list-price" class="list-price">$415,000</div>
<div data-testid="address-line-ldp"><h1>3421 Brooks St Unit 6</h1><span>Missoula, MT 59801</span></div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds">2 bed</li><li data-testid="property-meta-baths">2.5 bath</li><li data-testid="property-meta-sqft">1,380 sqft</li><li data-testid="property-meta-lot-size">1,742 sqft lot</li></ul>
<div class="estimate"><span>Estimated value</span> <b>$428,300</b> <small>Range $401K – $455K</small></div>
<div class="key-facts"><h2>Property details</h2><ul>
<li>Property type: Townhome</li><li>Year built: 2008</li><li>HOA: $215/month</li><li>Price per sqft: $301</li><li>Garage: 1 car</li><li>Time on realtor.com: 4 days</li></ul>
<h3>Interior</h3><ul><li>Bedrooms: 2</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Living area: 1,380 sqft</li></ul>
<h3>Exterior</h3><ul><li>Lot size: 1,742 sqft</li><li>Fenced patio</li></ul>
<h3>Listing information</h3><ul><li>MLS #: 30048217</li><li>Property tax: $3,018 (2025)</li></ul></div>
<div class="description"><p>End-unit townhome near the Southgate Mall trail with mountain views from the upper deck. Two primary suites each with a full bath, powder room on the main, gas fireplace, single garage. HOA covers snow removal, landscaping and exterior insurance.</p></div>
<div data-testid="listing-provider"><p>Listing agent: <span>Cody Halvorsen</span></p><p>Broker: <span>Big Sky Gateway Realty</span>, 2100 Stephens Ave, Missoula, MT 59801</p><p>Source: Montana Regional MLS, MLS #30048217</p></div>
<section class="nearby-sold"><h2>Recently sold nearby</h2><div class="card">Sold $398,500 · 3415 Brooks St Unit 2</div><div class="card">Sold $436,000 · 1808 South Ave W</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. All rights reserved. 3315 Scott Blvd, Santa Clara, CA 95054</p><p>realtor.com® is the official site of the National Association of REALTORS®. Equal Housing Opportunity.</p></footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9401738265", listing_id: "2978315544", list_price: 415000, description: { type: "townhomes", beds: 2, baths: 3, baths_full: 2, baths_half: 1, sqft: 1380, lot_sqft: 1742, year_built: 2008 }, location: { address: { line: "3421 Brooks St Unit 6", city: "Missoula", state_code: "MT", postal_code: "59801", coordinate: { lat: 46.84582, lon: -114.02361 } } }, hoa: { fee: 215 }, source: { listing_id: "30048217" }, estimates: { current_values: [{ estimate: 428300 }] } } } } } })}</script>
${chrome("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 415000, currency: "USD" },
      propertyKind: "townhouse",
      street: "3421 Brooks St Unit 6",
      city: "Missoula",
      province: "MT",
      postalCode: "59801",
      bedrooms: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1380,
      lot: { value: 1742, unit: "ft2" },
      yearBuilt: 2008,
      mlsNumber: "30048217",
      listingAgentName: "Cody Halvorsen",
      brokerageName: "Big Sky Gateway Realty",
      geo: { lat: 46.84582, lng: -114.02361 },
    },
  },
];
