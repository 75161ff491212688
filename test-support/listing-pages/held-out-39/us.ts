/**
 * Thirty-ninth held-out corpus, United States near the border: a Northwest MLS house in Bellingham, Washington, and a
 * Maine Listings woodland lot in Calais across the river from St. Stephen, New Brunswick.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `
<div class="consent-bar" role="dialog" aria-label="Privacy"><p>${brand} uses cookies to provide core site functionality and to understand how visitors use the site. Your Privacy Choices: you may opt out of the sale or sharing of personal information.</p><button type="button" id="consent-ok">Accept</button><a href="/privacy-choices">Do Not Sell or Share My Personal Information</a></div>
<form class="newsletter" action="/subscribe" method="post"><h3>Market updates in your inbox</h3><input type="email" name="email" placeholder="Email"><input type="text" name="zip" placeholder="ZIP code"><button type="submit">Subscribe</button></form>
<p class="eho">Equal Housing Opportunity. All real estate advertised herein is subject to the Federal Fair Housing Act.</p>
<script>(function(){var b=document.getElementById("consent-ok");if(b){b.addEventListener("click",function(){document.querySelector(".consent-bar").style.display="none";});}})();window.analytics=window.analytics||[];window.analytics.push(["page","listing"]);</script>`;

export const HELD_OUT_39_US: ListingPage[] = [
  {
    name: "ho39-nwmls-house-bellingham",
    site: "nwmls.com",
    set: "held-out-39",
    traps: "a Washington MLS portal near the BC border: a converted 'approx. CA$' price beside the USD list price; full and half baths given separately; Whatcom County and a 'Roosevelt' community; lot in sq ft and acres together; annual taxes; a 7-digit MLS# beside a parcel number; the listing and co-listing agents; another brokerage's sold comp; JSON-LD with geo",
    pageUrl: "https://www.nwmls.com/listing/2298745/2417-kulshan-street-bellingham-wa-98225",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2417 Kulshan Street, Bellingham, WA 98225 | MLS# 2298745 | NWMLS</title>
<meta name="description" content="3 bed, 2.5 bath single family home in Bellingham. 1,960 sq ft on a 7,405 sq ft lot. Listed at $689,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2417 Kulshan Street", address: { "@type": "PostalAddress", streetAddress: "2417 Kulshan Street", addressLocality: "Bellingham", addressRegion: "WA", postalCode: "98225", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 48.76512, longitude: -122.45938 }, numberOfRooms: 3 })}
</head><body>
<header><a href="/" class="logo">Northwest MLS</a><nav><a href="/search">Search Listings</a><a href="/find-a-broker">Find a Broker</a><a href="/market-data">Market Data</a></nav></header>
<main class="listing">
<div class="top"><h1>2417 Kulshan Street</h1><p>Bellingham, WA 98225 · Whatcom County</p>
<p class="price">$689,000 <span class="fx">≈ CA$943,900 (approx.)</span></p></div>
<table class="listing-info">
<tr><td>MLS#</td><td>2298745</td></tr>
<tr><td>Status</td><td>Active</td></tr>
<tr><td>Style</td><td>Single Family – 1 1/2 Story with Basement</td></tr>
<tr><td>Bedrooms</td><td>3</td></tr>
<tr><td>Full Bathrooms</td><td>2</td></tr>
<tr><td>Half Bathrooms</td><td>1</td></tr>
<tr><td>Approx. Sq Ft</td><td>1,960</td></tr>
<tr><td>Lot Size</td><td>7,405 sq ft (0.17 ac)</td></tr>
<tr><td>Year Built</td><td>1962</td></tr>
<tr><td>Community</td><td>Roosevelt</td></tr>
<tr><td>Tax Parcel #</td><td>380324-512088-0000</td></tr>
<tr><td>Annual Taxes</td><td>$5,118 (2025)</td></tr>
<tr><td>HOA Dues</td><td>None</td></tr>
</table>
<section class="remarks"><p>Updated mid-century home on a corner lot with mountain views toward Mt. Baker. Main-floor primary, two bedrooms up, and a daylight basement with a rec room and a half bath. Newer roof and heat pump, detached garage with shop space. Quick access to I-5 and about 30 minutes to the Peace Arch crossing.</p></section>
<section class="brokers"><p>Listing Broker: <b>Kelsey Moreau</b>, Baker Bay Realty</p><p>Co-Listing Broker: <b>Sam Ostrowski</b>, Baker Bay Realty</p></section>
<section class="comps"><h3>Recently sold nearby</h3><div>2302 Verona St · Sold $642,000 · Cascade Crest Brokers</div><div>2511 Kulshan St · Sold $715,500</div></section>
</main>
<footer><p>Northwest Multiple Listing Service · 11430 NE 120th Street, Kirkland, WA 98034</p><p>Listing information is provided by the listing brokers and is deemed reliable but not guaranteed. Currency conversion is an estimate for convenience only.</p></footer>
${chrome("NWMLS")}
</body></html>`,
    expected: {
      price: { amount: 689000, currency: "USD" },
      propertyKind: "house",
      street: "2417 Kulshan Street",
      city: "Bellingham",
      province: "WA",
      postalCode: "98225",
      neighbourhood: "Roosevelt",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1960,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "2298745",
      listingAgentName: "Kelsey Moreau",
      brokerageName: "Baker Bay Realty",
      geo: { lat: 48.76512, lng: -122.45938 },
    },
  },
  {
    name: "ho39-mainelistings-land-calais",
    site: "mainelistings.com",
    set: "held-out-39",
    traps: "a Maine MLS portal's woodland lot at the New Brunswick border: 'Lot 7' street address; acres with road frontage in feet (not frontage x depth); a price per acre and a timber estimate beside the price; tax map/lot reference; St. Stephen, NB named in the remarks; the brokerage's main office in another town; JSON-LD with geo",
    pageUrl: "https://mainelistings.com/listings/1612877/lot-7-ridge-road-calais-me-04619",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 7 Ridge Road, Calais, ME 04619 – Land for Sale | MLS# 1612877 | Maine Listings</title>
<meta name="description" content="12.4 wooded acres with 620 ft of road frontage in Calais, Maine. $64,900.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Lot 7 Ridge Road", address: { "@type": "PostalAddress", streetAddress: "Lot 7 Ridge Road", addressLocality: "Calais", addressRegion: "ME", postalCode: "04619" }, geo: { "@type": "GeoCoordinates", latitude: 45.17224, longitude: -67.29641 } })}
</head><body>
<header><a href="/" class="logo">Maine Listings</a><nav><a href="/search">Search</a><a href="/land">Land</a><a href="/agents">Find an Agent</a><a href="/market">Market Stats</a></nav></header>
<main class="property-detail">
<h1>Lot 7 Ridge Road</h1>
<p class="csz">Calais, ME 04619 · Washington County</p>
<p class="list-price">$64,900</p>
<p class="ppa">$5,234 / acre</p>
<div class="facts">
<p><b>MLS#:</b> 1612877</p>
<p><b>Property Type:</b> Land</p>
<p><b>Acres:</b> 12.4</p>
<p><b>Road Frontage:</b> 620 ft</p>
<p><b>Tax Map/Lot:</b> Map 14 Lot 22</p>
<p><b>Taxes:</b> $412 (2025)</p>
<p><b>Zoning:</b> Rural Residential</p>
<p><b>Utilities:</b> Power at road</p>
<p><b>Surveyed:</b> Yes</p>
</div>
<section class="remarks"><h2>Remarks</h2><p>Mixed hardwood and softwood lot on a year-round town road, gently sloping with a small brook along the back line. A 2024 forester's cruise estimated standing timber at about $9,000. Soil test on file. Two miles to downtown Calais and the international bridge to St. Stephen, New Brunswick.</p></section>
<section class="listing-office"><p>Listed by <b>Brenda Tibbetts</b></p><p>Downeast Border Realty</p><p>207-555-0142</p></section>
<section class="others"><h3>More land near Calais</h3><div>Route 1, Robbinston · 31 ac · $89,000</div><div>Baring Rd, Baring Plt · 5.2 ac · $29,500</div></section>
</main>
<footer><p>Downeast Border Realty main office · 18 Water Street, Eastport, ME 04631</p><p>Maine Listings is the consumer site of the Maine Real Estate Information System. Information deemed reliable but not guaranteed.</p></footer>
${chrome("Maine Listings")}
</body></html>`,
    expected: {
      price: { amount: 64900, currency: "USD" },
      propertyKind: "land",
      street: "Lot 7 Ridge Road",
      city: "Calais",
      province: "ME",
      postalCode: "04619",
      lot: { value: 12.4, unit: "acres" },
      mlsNumber: "1612877",
      listingAgentName: "Brenda Tibbetts",
      brokerageName: "Downeast Border Realty",
      geo: { lat: 45.17224, lng: -67.29641 },
    },
  },
];
