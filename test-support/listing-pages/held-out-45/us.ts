/**
 * Forty-fifth held-out corpus, border states: a Bellingham, Washington house on a regional brokerage's site and a
 * Lewiston, New York house on a western-New-York brokerage's site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>${brand} uses cookies and similar technologies to improve your experience. See our Privacy Notice, including your California and Washington privacy rights.</p><button type="button" class="accept">OK</button><button type="button" class="reject">Manage</button></div>
<form class="newsletter" action="/alerts" method="post"><label for="nl">Get listing alerts</label><input id="nl" type="email" name="email" placeholder="Email"><button type="submit">Subscribe</button></form>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy Notice</a></li><li><a href="/fair-housing">Fair Housing</a></li><li><a href="/accessibility">Accessibility</a></li></ul></nav>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul>
<div class="share"><span>Share this listing</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save to favourites</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-0000000");</script>`;

export const HELD_OUT_45_US: ListingPage[] = [
  {
    name: "ho45-johnlscott-house-bellingham",
    site: "johnlscott.com",
    set: "held-out-45",
    traps: "a Pacific Northwest brokerage: USD price beside a home-value estimate and HOA dues; '2.50' baths with full/half counts; lot in acres; Cordata neighbourhood; an NWMLS number beside an internal id; the office address in the agent block and footer; JSON-LD geo; nearby homes' prices",
    pageUrl: "https://www.johnlscott.com/4518-aldrich-rd-bellingham-wa-98226-2291845",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<title>4518 Aldrich Rd, Bellingham, WA 98226 | MLS# 2291845 | John L. Scott</title>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "4518 Aldrich Rd", addressLocality: "Bellingham", addressRegion: "WA", postalCode: "98226" }, geo: { "@type": "GeoCoordinates", latitude: 48.7889, longitude: -122.4512 } })}
</head><body>
<header><a href="/">John L. Scott Real Estate</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Find an Agent</a><a href="/mortgage">Mortgage</a></nav></header>
<main data-jls-id="JLS-7781204">
<h1>4518 Aldrich Rd</h1>
<p>Bellingham, WA 98226 · Cordata</p>
<div class="price-row"><span class="price">$749,000</span><span class="valuation">Home value estimate: $731,400</span></div>
<ul class="key"><li><b>3</b> Beds</li><li><b>2.50</b> Baths</li><li><b>2,140</b> Sq Ft</li><li><b>0.21</b> Acres</li></ul>
<table class="details">
<tr><td>MLS#</td><td>2291845 (NWMLS)</td></tr>
<tr><td>Property Type</td><td>Single Family</td></tr>
<tr><td>Full Baths</td><td>2</td></tr>
<tr><td>Half Baths</td><td>1</td></tr>
<tr><td>Year Built</td><td>2004</td></tr>
<tr><td>HOA Dues</td><td>$45/month</td></tr>
<tr><td>Taxes</td><td>$5,987 (2024)</td></tr>
<tr><td>County</td><td>Whatcom</td></tr>
</table>
<section><h2>Description</h2><p>Two-story home on a corner lot with mountain views, a vaulted great room and a main-floor office. Primary suite upstairs with walk-in closet. Fully fenced yard, RV parking, 20 minutes to the Peace Arch crossing.</p></section>
<section class="agent"><h2>Listing Broker</h2><p>Heather Lindqvist</p><p>John L. Scott Bellingham</p><p>1205 E Sunset Dr, Bellingham, WA 98226 · 360-555-0124</p></section>
<section class="nearby"><h2>Nearby homes for sale</h2><div>4601 Cordata Pkwy · $689,000</div><div>812 W Horton Rd · $815,500</div></section>
</main>
<footer><p>John L. Scott Real Estate · Bellevue, WA. Listing information courtesy of Northwest Multiple Listing Service. Equal Housing Opportunity.</p></footer>
${chrome("John L. Scott")}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "USD" },
      propertyKind: "house",
      street: "4518 Aldrich Rd",
      city: "Bellingham",
      province: "WA",
      postalCode: "98226",
      neighbourhood: "Cordata",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "2291845",
      listingAgentName: "Heather Lindqvist",
      brokerageName: "John L. Scott Bellingham",
      geo: { lat: 48.7889, lng: -122.4512 },
    },
  },
  {
    name: "ho45-realtyusa-house-lewiston",
    site: "realtyusa.com",
    set: "held-out-45",
    traps: "a western-New-York brokerage: USD price beside an assessed value and full-market value, and annual taxes; '1 full, 1 half' baths; lot as frontage x depth in feet; Town of Lewiston vs Niagara County; a B-prefixed MLS number beside an internal id; the brokerage's Amherst office in the footer; sold comparables",
    pageUrl: "https://www.realtyusa.com/listing/B1541234/925-ridge-rd-lewiston-ny-14092",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<title>925 Ridge Rd, Lewiston, NY 14092 – $329,900 | RealtyUSA</title>
<script>var listing={"propertyId":"RUSA-4412093","mls":"B1541234","listPrice":329900,"beds":3,"bathsFull":1,"bathsHalf":1};</script>
</head><body>
<header><a href="/">RealtyUSA</a><nav><a href="/search">Search Homes</a><a href="/open-houses">Open Houses</a><a href="/sell">Sell</a></nav></header>
<main>
<h1>925 Ridge Rd</h1>
<p>Lewiston, NY 14092 · Niagara County</p>
<div class="price">$329,900</div>
<div class="facts">
<div><span>MLS #</span><span>B1541234</span></div>
<div><span>Style</span><span>Ranch, Single Family</span></div>
<div><span>Bedrooms</span><span>3</span></div>
<div><span>Baths</span><span>1 full, 1 half</span></div>
<div><span>Sq Ft</span><span>1,560</span></div>
<div><span>Lot</span><span>75 x 150 ft</span></div>
<div><span>Year Built</span><span>1956</span></div>
<div><span>Assessed Value</span><span>$210,000</span></div>
<div><span>Full Market Value</span><span>$318,000</span></div>
<div><span>Total Taxes</span><span>$6,812</span></div>
<div><span>School District</span><span>Lewiston-Porter</span></div>
</div>
<section><h2>Remarks</h2><p>Brick ranch on a deep lot a short drive from the Lewiston–Queenston Bridge. Hardwood floors, updated kitchen, full basement with rec room and half bath, two-car detached garage. Furnace 2019.</p></section>
<section class="agent"><h2>Listed by</h2><p>Thomas Kowalczyk</p><p>RealtyUSA</p><p>716-555-0150</p></section>
<section class="sold"><h2>Recently sold nearby</h2><div>880 Ridge Rd · Sold $301,000</div><div>14 Mohawk St · Sold $357,500</div></section>
</main>
<footer><p>RealtyUSA · 6505 Main Street, Williamsville, NY 14221</p><p>Listing data courtesy of the Buffalo Niagara Association of REALTORS®. Information deemed reliable but not guaranteed. Equal Housing Opportunity.</p></footer>
${chrome("RealtyUSA")}
</body></html>`,
    expected: {
      price: { amount: 329900, currency: "USD" },
      propertyKind: "house",
      street: "925 Ridge Rd",
      city: "Lewiston",
      province: "NY",
      postalCode: "14092",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1560,
      lot: { value: 11250, unit: "ft2" },
      yearBuilt: 1956,
      mlsNumber: "B1541234",
      listingAgentName: "Thomas Kowalczyk",
      brokerageName: "RealtyUSA",
    },
  },
];
