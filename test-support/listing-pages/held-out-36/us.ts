/**
 * Thirty-sixth held-out corpus, United States: a retirement community's resale home in The Villages, Florida, and a
 * HotPads rental in Minneapolis.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_36_US: ListingPage[] = [
  {
    name: "ho36-thevillages-resale-florida",
    site: "thevillages.com",
    set: "held-out-36",
    traps: "a retirement community's own resale page: the community's village name ('Village of Fenney') as the neighbourhood; a monthly amenity fee and a bond balance beside the price; '2/2' bed/bath shorthand; the in-house realty's sales centre; a 'Designer home' model name; other resales' prices",
    pageUrl: "https://www.thevillages.com/realestate/resale/detail/4418207",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Resale – 2713 Paddock Run Ter, The Villages FL 34785 | The Villages Real Estate</title>
<meta name="description" content="Designer home resale in the Village of Fenney. 2/2, 1,611 sq ft. $419,900.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "2713 Paddock Run Ter", addressLocality: "The Villages", addressRegion: "FL", postalCode: "34785" }, geo: { "@type": "GeoCoordinates", latitude: 28.80614, longitude: -82.01977 } })}
</head><body>
<header><a href="/">The Villages®</a><nav><a href="/realestate">Real Estate</a><a href="/realestate/resale">Resales</a></nav></header>
<main class="resale" data-id="4418207">
<h1>2713 Paddock Run Ter</h1>
<p>Village of Fenney · The Villages, FL 34785</p>
<p class="price">$419,900</p>
<ul class="facts">
<li>Model: Magnolia (Designer)</li>
<li>Bed/Bath: 2/2</li>
<li>Living area: 1,611 sq ft</li>
<li>Garage: 1.5-car golf cart</li>
<li>Built: 2018</li>
<li>Lot: 58 x 110 ft</li>
<li>Amenity fee: $199/month</li>
<li>Bond balance: $17,402</li>
<li>Resale #: 4418207</li>
</ul>
<section class="desc"><p>Light-filled Magnolia designer with a birdcage lanai backing to a preserve. Tile throughout, solid-surface counters, a split plan with the primary suite on one side. Close to Brownwood Paddock Square and Fenney Recreation Center.</p></section>
<section class="rep"><p>Your resale consultant: <b>Karen Oakes</b></p><p>The Villages Real Estate Co.</p><p>352-555-0118</p></section>
<section class="more"><h3>More resales</h3><div>1904 Juniper Ave · $374,000 · 2/2</div><div>3150 Lamplighter Ln · $512,500 · 3/2</div></section>
</main>
<footer><p>The Villages Real Estate Co. · Brownwood Sales Center, 2726 Brownwood Blvd, Wildwood, FL 34785. Equal Housing Opportunity.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 419900, currency: "USD" },
      propertyKind: "house",
      street: "2713 Paddock Run Ter",
      city: "The Villages",
      province: "FL",
      postalCode: "34785",
      neighbourhood: "Village of Fenney",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1611,
      lot: { value: 6380, unit: "ft2" },
      yearBuilt: 2018,
      listingAgentName: "Karen Oakes",
      brokerageName: "The Villages Real Estate Co.",
      geo: { lat: 28.80614, lng: -82.01977 },
    },
  },
  {
    name: "ho36-hotpads-rent-minneapolis",
    site: "hotpads.com",
    set: "held-out-36",
    traps: "a US rental marketplace's unit in a __NEXT_DATA__-like state blob: rent per month; a deposit and a 'price history' with an older rent; a 'Studio – 2 Beds' building range beside the unit's beds; neighbourhood (Uptown) beside Minneapolis; the property manager as lister",
    pageUrl: "https://hotpads.com/2845-hennepin-ave-minneapolis-mn-55408-1q7x3k/unit-412/pad",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2845 Hennepin Ave #412, Minneapolis, MN 55408 – 1 bed, $1,495 | HotPads</title>
<meta property="og:description" content="1 bed, 1 bath apartment for rent in Uptown, Minneapolis. $1,495/mo.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { aliasEncoded: "1q7x3k", unit: "412", address: { street: "2845 Hennepin Ave", city: "Minneapolis", state: "MN", zip: "55408", neighborhood: "Uptown" }, listedRent: 1495, deposit: 1495, beds: 1, baths: 1, sqft: 705, buildingRange: { beds: "Studio - 2", rentLow: 1195, rentHigh: 2240 }, priceHistory: [{ date: "2025-11-02", rent: 1425 }], lat: 44.95151, lon: -93.29832, manager: "Lakes District Property Management" } } } })}</script>
</head><body>
<header><a href="/">HotPads</a><nav><a href="/minneapolis-mn/apartments-for-rent">Minneapolis apartments</a></nav></header>
<main>
<h1>2845 Hennepin Ave #412</h1>
<p>Uptown, Minneapolis, MN 55408</p>
<p class="rent">$1,495/mo</p>
<p>1 bed · 1 bath · 705 sqft</p>
<p class="range">Units in building: Studio – 2 Beds · $1,195 – $2,240</p>
<ul><li>Deposit: $1,495</li><li>Available now</li><li>Cats and dogs allowed</li><li>In-unit washer/dryer</li></ul>
<section><h2>Price history</h2><table><tr><td>Nov 2025</td><td>$1,425/mo</td></tr></table></section>
<section><h2>Description</h2><p>Fourth-floor one-bedroom overlooking Hennepin with floor-to-ceiling windows, a rooftop deck and a heated garage (extra). Walk to Bde Maka Ska and the Greenway.</p></section>
<section class="lister"><p>Listed by Lakes District Property Management</p></section>
</main>
<footer><p>© 2026 HotPads. Equal Housing Opportunity.</p></footer>
<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to remember your searches, measure how the site is used and show you listings that fit. You can change your choice at any time under Privacy settings.</p><button type="button" class="accept">Accept all</button><button type="button" class="reject">Only necessary</button></div>
<nav class="footer-links" aria-label="Site"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Site map</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul></nav>
<form class="newsletter" action="/subscribe" method="post"><label for="nl-email">Get new listings and market updates by email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><p class="fine">You can unsubscribe at any time. We never share your address.</p></form>
<div class="share"><span>Share this page</span><a href="#" class="share-email">Email</a><a href="#" class="share-print" onclick="window.print();return false;">Print</a><a href="#" class="share-save">Save</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".cookie-banner button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie-banner").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 1495, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "2845 Hennepin Ave #412",
      city: "Minneapolis",
      province: "MN",
      postalCode: "55408",
      neighbourhood: "Uptown",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 705,
      geo: { lat: 44.95151, lng: -93.29832 },
    },
  },
];
