/**
 * Fifty-seventh held-out corpus, Atlantic: a downtown Halifax waterfront condo on a listings aggregator.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { amenityChips, cookieNotice, footerLinks, paymentWidget } from "./chrome.ts";

export const HELD_OUT_57_ATLANTIC: ListingPage[] = [
  {
    name: "ho57-point2-condo-lower-water-halifax",
    site: "point2homes.com",
    set: "held-out-57",
    traps: "'1480 Lower Water Street #1107' with the province spelled out; size in sqft and m²; price per sqft; condo fee and taxes beside the price; 'Lot Size: N/A'; the building's other listings and rentals; the aggregator's Saskatoon office; an internal listing id beside the Atlantic MLS® number",
    pageUrl: "https://www.point2homes.com/CA/Condo-For-Sale/NS/Halifax/Downtown/1480-Lower-Water-Street-1107/118843027.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1480 Lower Water Street #1107, Halifax, Nova Scotia B3J 0B2 - Condo for Sale - 202514876 | Point2</title>
<meta name="description" content="Condo for sale at 1480 Lower Water Street #1107, Halifax, NS. $724,900, 2 beds, 2 baths, 1,184 sqft. MLS® 202514876.">
<meta property="og:title" content="1480 Lower Water Street #1107, Halifax">
<meta property="og:image" content="https://images.point2.com/listings/118843027/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Residence",
  name: "1480 Lower Water Street #1107",
  address: { "@type": "PostalAddress", streetAddress: "1480 Lower Water Street #1107", addressLocality: "Halifax", addressRegion: "Nova Scotia", postalCode: "B3J 0B2", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 44.64431, longitude: -63.56957 },
})}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "3rd Floor, 201 21st Street East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 0B8" } })}
</head><body class="details-page">
${cookieNotice("Point2")}
<header class="p2-header"><a class="p2-logo" href="/CA">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a><a href="/CA/Real-Estate-Agents.html">Agents</a><a href="/login">Sign in</a></nav></header>
<main class="item-details" data-listing-id="118843027">
<div class="gallery"><img src="https://images.point2.com/listings/118843027/1.jpg" alt="Harbour view"></div>
<section class="details-header"><div class="price"><span>$724,900</span> <span class="ppsf">$612 / sqft</span></div>
<h1 class="address">1480 Lower Water Street #1107, Halifax, Nova Scotia B3J 0B2</h1>
<ul class="characteristics"><li><strong>2</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>1,184</strong> Sqft</li><li>Condo</li></ul>
<p class="fees">Condo Fee: $689 / month · Taxes: $5,120 / year</p></section>
<section class="details-summary"><h2>Summary</h2><dl>
<dt>MLS® #</dt><dd>202514876</dd><dt>Listing ID</dt><dd>118843027</dd>
<dt>Type</dt><dd>Condo</dd><dt>Style</dt><dd>Apartment</dd>
<dt>Neighbourhood</dt><dd>Downtown</dd><dt>Year Built</dt><dd>2021</dd>
<dt>Living Area</dt><dd>1,184 sqft (110 m²)</dd><dt>Lot Size</dt><dd>N/A</dd>
<dt>Floor</dt><dd>11</dd><dt>View</dt><dd>Harbour</dd>
<dt>Parking</dt><dd>1 underground, heated</dd><dt>Storage</dt><dd>Locker included</dd>
<dt>Condo Fee</dt><dd>$689 monthly</dd><dt>Taxes</dt><dd>$5,120 (2025)</dd>
<dt>Days on Point2</dt><dd>14</dd></dl></section>
<section class="description"><h2>Description</h2><p>Eleventh-floor harbour-view condo in a 2021 waterfront building on the boardwalk. Two bedrooms, two full baths (ensuite with walk-in shower), open kitchen with gas range, and a 120 sq ft balcony facing Georges Island and Dartmouth. Fee includes heat, water, insurance and the building's reserve fund. Underground parking and a storage locker. Walk to the ferry, Spring Garden Road and the Seaport market.</p></section>
${amenityChips(["Fitness Room", "Rooftop Terrace", "Concierge", "Guest Suite", "Pet Wash", "Bike Storage"])}
<section class="building"><h2>More in 1480 Lower Water Street</h2><table><thead><tr><th>Unit</th><th>Type</th><th>Price</th><th>Beds</th><th>Sqft</th></tr></thead><tbody>
<tr><td>#402</td><td>For Sale</td><td>$498,000</td><td>1</td><td>742</td></tr><tr><td>#1503</td><td>For Sale</td><td>$1,095,000</td><td>2 + den</td><td>1,512</td></tr>
<tr><td>#807</td><td>For Rent</td><td>$2,950 / month</td><td>1</td><td>701</td></tr></tbody></table></section>
${paymentWidget()}
<section class="agent-box"><h2>Listed by</h2><p class="agent-name">Colleen Fraser</p><p class="agent-company">Bluenose Realty Ltd.</p><p>1871 Hollis Street, Halifax, NS B3J 1W9</p><p>902-555-0176</p></section>
<section class="similar"><h2>Similar homes for sale nearby</h2><ul><li>1905-1650 Granville St, Halifax · $659,000</li><li>5251 Duke St #702, Halifax · $579,900</li></ul></section>
</main>
<footer class="p2-footer">${footerLinks("Point2")}<p>© 2025 Point2, 3rd Floor, 201 21st Street East, Saskatoon, SK S7K 0B8. Listing data is provided by the Nova Scotia Association of REALTORS® and is deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 724900, currency: "CAD" },
      propertyKind: "condo",
      street: "1480 Lower Water Street #1107",
      city: "Halifax",
      province: "NS",
      postalCode: "B3J 0B2",
      neighbourhood: "Downtown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1184,
      yearBuilt: 2021,
      mlsNumber: "202514876",
      listingAgentName: "Colleen Fraser",
      brokerageName: "Bluenose Realty Ltd.",
      geo: { lat: 44.64431, lng: -63.56957 },
    },
  },
];
