/**
 * Thirty-fifth held-out corpus, United States: a Zillow house in Bellingham, Washington, and a Realtor.com farmhouse
 * in Vermont. Addresses, names and numbers are invented; the expected facts were written before the extractor ever
 * ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_35_US: ListingPage[] = [
  {
    name: "ho35-zillow-house-bellingham",
    site: "zillow.com",
    set: "held-out-35",
    traps: "Zillow house in Bellingham, WA: price beside Zestimate, Rent Zestimate per month, est. payment, price/sqft and HOA; '3 bd 2.5 ba' with 'Full bathrooms: 2, Half bathrooms: 1'; lot in acres beside lot in sqft; year built beside price history sold years; NWMLS number beside zpid",
    pageUrl: "https://www.zillow.com/homedetails/2214-Alderwood-Ave-Bellingham-WA-98225/48816203_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>2214 Alderwood Ave, Bellingham, WA 98225 | MLS #2448731 | Zillow</title>
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "2214 Alderwood Ave", address: { "@type": "PostalAddress", streetAddress: "2214 Alderwood Ave", addressLocality: "Bellingham", addressRegion: "WA", postalCode: "98225" }, geo: { "@type": "GeoCoordinates", latitude: 48.79236, longitude: -122.51847 }, floorSize: { "@type": "QuantitativeValue", value: "2,046" } })}
</head><body>
<header class="site-header"><a class="logo" href="/">Zillow</a><nav><a href="#">Buy</a><a href="#">Rent</a><a href="#">Sell</a><a href="#">Home Loans</a><a href="#">Agent finder</a><a href="#">Manage Rentals</a><a href="#">Advertise</a><a href="#">Sign in</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<div data-testid="price"><span>$724,900</span></div>
<div data-testid="bed-bath-sqft"><span>3 bd</span><span>2.5 ba</span><span>2,046 sqft</span></div>
<h1>2214 Alderwood Ave, Bellingham, WA 98225</h1>
<div class="zestimate">Zestimate®: $709,400 · Rent Zestimate®: $3,450/mo · Est. payment: $4,612/mo</div>
<div class="facts"><ul>
<li>Single Family Residence</li><li>Built in 1994</li><li>0.31 Acres Lot</li><li>$354 price/sqft</li><li>$38 monthly HOA</li></ul>
<h3>Bedrooms &amp; bathrooms</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li></ul>
<h3>Lot</h3><ul><li>Size: 0.31 Acres</li><li>Lot area: 13,504 sqft</li></ul>
<h3>Other</h3><ul><li>Parcel number: 3803140462310000</li><li>Tax assessed value: $641,000 (2025)</li><li>Annual tax amount: $5,902</li></ul></div>
<table class="price-history"><tr><td>10/14/2026</td><td>Listed for sale</td><td>$724,900</td></tr><tr><td>6/2/2017</td><td>Sold</td><td>$448,000</td></tr><tr><td>8/19/2004</td><td>Sold</td><td>$289,500</td></tr></table>
<p class="listing-attribution">Listed by: Kara Lindqvist, Bayside Northwest Realty · Source: NWMLS, MLS#: 2448731</p>
<div class="zpid" hidden>48816203</div>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Zestimate® home valuation is an estimate, not an appraisal. Listing information is provided by the MLS and deemed reliable but not guaranteed. Fair Housing and Equal Opportunity · Terms of use · Privacy portal · Cookie preference.</p><p>Help · Careers · Contact · © 2026 Zillow</p></footer>
</body></html>`,
    expected: {
      price: { amount: 724900, currency: "USD" },
      propertyKind: "house",
      street: "2214 Alderwood Ave",
      city: "Bellingham",
      province: "WA",
      postalCode: "98225",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2046,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "2448731",
      listingAgentName: "Kara Lindqvist",
      brokerageName: "Bayside Northwest Realty",
      geo: { lat: 48.79236, lng: -122.51847 },
    },
  },
  {
    name: "ho35-realtorcom-farmhouse-vermont",
    site: "realtor.com",
    set: "held-out-35",
    traps: "Realtor.com farmhouse in Middlebury, Vermont: price beside est. monthly payment, property tax and price per sqft; '4 bed 2.5 bath' with '2 full, 1 half'; finished sqft vs total incl. basement; lot '12.4 acres' beside '845 ft road frontage'; built year beside 'renovated 2016' and sold years; NNEREN MLS number beside a property id",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/388-Quarry-Rd_Middlebury_VT_05753_M91883-40617",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>388 Quarry Rd, Middlebury, VT 05753 - 4 beds/2.5 baths | realtor.com</title>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"initialReduxState":{"propertyDetails":{"property_id":"9188340617","listing_id":"2982213457","list_price":689000,"source":{"id":"NNEREN","listing_id":"5061928"}}}}}}</script>
</head><body>
<header class="site-header"><a class="logo" href="/">realtor.com</a><nav><a href="#">Buy</a><a href="#">Rent</a><a href="#">Sell</a><a href="#">Mortgage</a><a href="#">Find Realtors®</a><a href="#">My Home</a><a href="#">News &amp; Insights</a><a href="#">Sign in</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<div data-testid="list-price">$689,000</div>
<div class="est-payment">Est. $4,388/mo</div>
<ul data-testid="property-meta"><li>4 bed</li><li>2.5 bath</li><li>2,380 sqft</li><li>12.4 acre lot</li></ul>
<h1 data-testid="address">388 Quarry Rd, Middlebury, VT 05753</h1>
<section data-testid="property-details"><h2>Property details</h2><ul>
<li>Property type: Single Family Residence</li><li>Bathrooms: 2 full, 1 half</li><li>Finished sqft: 2,380</li><li>Total sqft incl. basement: 3,310</li>
<li>Lot: 12.4 acres, 845 ft road frontage</li><li>Year built: 1872</li><li>Year renovated: 2016</li><li>Price per sqft: $289</li><li>Property tax: $9,744 (2025)</li></ul></section>
<section data-testid="property-history"><table><tr><td>2026-09-03</td><td>Listed</td><td>$689,000</td></tr><tr><td>2012-11-15</td><td>Sold</td><td>$395,000</td></tr></table></section>
<div data-testid="listing-provider">Listed by Evan Marsh with Green Mountain Land &amp; Home · Source: NNEREN MLS #5061928</div>
<footer>Realtor.com®, operated by Move, Inc. 3315 Scott Blvd, Santa Clara, CA 95054</footer>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>Information is deemed reliable but not guaranteed. Listing data is supplied by the MLS and used under licence; all measurements are approximate. Fair Housing · Terms of Use · Privacy · Do not sell or share my personal information · Accessibility.</p><p>Help · Careers · Contact · © 2026 realtor.com</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "USD" },
      propertyKind: "house",
      street: "388 Quarry Rd",
      city: "Middlebury",
      province: "VT",
      postalCode: "05753",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2380,
      lot: { value: 12.4, unit: "acres" },
      yearBuilt: 1872,
      mlsNumber: "5061928",
      listingAgentName: "Evan Marsh",
      brokerageName: "Green Mountain Land & Home",
    },
  },
];
