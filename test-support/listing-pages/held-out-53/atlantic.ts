/**
 * Fifty-third held-out corpus, Atlantic Canada: a classifieds site's two-bedroom apartment for rent in Moncton, its
 * facts in Next.js data with the rent in cents and bathrooms in tenths, and a portal's waterfront lot near Chester.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentWall, jsonScript, siteChrome, skeleton } from "./chrome.ts";

export const HELD_OUT_53_ATLANTIC: ListingPage[] = [
  {
    name: "ho53-kijiji-apartment-rent-moncton",
    site: "kijiji.ca",
    set: "held-out-53",
    traps: "an owner's rental ad: rent in cents in the Apollo cache of __NEXT_DATA__ ($1,850/month shown once), bathrooms as '10' (tenths), size as a string; recommended ads with their own prices in cents; an ad id, no MLS® or agent; the classifieds company's office in the footer; map lazily loaded",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/moncton/2-bedroom-apartment-weldon-street-heat-included/1712345678",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>2 Bedroom Apartment – Weldon Street – Heat Included | Long Term Rentals | Moncton | Kijiji</title>
<meta name="description" content="Bright 2 bedroom apartment on the second floor of a quiet 6-unit building, heat and hot water included. $1,850/month.">
<meta property="og:title" content="2 Bedroom Apartment – Weldon Street – Heat Included">
<meta property="og:type" content="product">
</head><body>
<div id="__next">
${consentWall("Kijiji")}
<header class="kj-header"><a href="/" class="logo">Kijiji</a><nav><a href="/b-real-estate/moncton/c34l1700001">Real Estate</a><a href="/p-post-ad.html">Post ad</a><a href="/t-login.html">Sign in</a></nav></header>
<main class="vip">
<nav class="breadcrumbs"><a href="/b-moncton/l1700001">Moncton</a> › <a href="/b-real-estate/moncton/c34l1700001">Real Estate</a> › <a href="/b-apartments-condos/moncton/c37l1700001">Long Term Rentals</a></nav>
<h1 class="title">2 Bedroom Apartment – Weldon Street – Heat Included</h1>
<div class="price-wrapper"><span class="price">$1,850.00</span> <span class="per">/ month</span></div>
<div class="location"><span>214 Weldon Street, Moncton, NB E1C 5W3</span> <a href="#map">View map</a></div>
<div class="overview">${skeleton("Overview", 3)}</div>
<section class="description"><h2>Description</h2><p>Available September 1. Second-floor unit with a large living room, eat-in kitchen, two good-sized bedrooms and one full bath. Heat and hot water included; tenant pays electricity. Coin laundry in the basement, one parking spot. No smoking, small pets considered. References required. Walking distance to downtown and the Riverfront Trail.</p></section>
<section id="map" class="map">${skeleton("Map", 1)}</section>
<section class="poster"><h2>Posted by</h2><p>Colin · Owner · On Kijiji since 2016</p></section>
<section class="recommended"><h2>You may also like</h2>${skeleton("Recommended ads", 3)}</section>
</main>
<footer class="kj-footer"><p>© 2025 Kijiji Canada Ltd. · 500 King Street West, Toronto, ON M5V 1L9. All rights reserved.</p><p>Kijiji is a classifieds service; ads are posted by users, who are responsible for their content.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1712345678": {
          __typename: "RealEstateListing",
          id: "1712345678",
          title: "2 Bedroom Apartment – Weldon Street – Heat Included",
          price: { __typename: "AmountPrice", amount: 185000, currency: "CAD", type: "FIXED" },
          categoryId: 37,
          location: { __typename: "ListingLocation", address: "214 Weldon Street, Moncton, NB E1C 5W3", name: "Moncton", coordinates: { latitude: 46.09212, longitude: -64.78304 } },
          attributes: {
            all: [
              { canonicalName: "unittype", canonicalValues: ["apartment"] },
              { canonicalName: "numberbedrooms", canonicalValues: ["2"] },
              { canonicalName: "numberbathrooms", canonicalValues: ["10"] },
              { canonicalName: "areainfeet", canonicalValues: ["850"] },
              { canonicalName: "heat", canonicalValues: ["1"] },
              { canonicalName: "numberparkingspots", canonicalValues: ["1"] },
              { canonicalName: "petsallowed", canonicalValues: ["limited"] },
              { canonicalName: "forrentbyhousing", canonicalValues: ["ownr"] },
            ],
          },
          posterInfo: { __typename: "PosterInfo", posterId: "38817264", sellerType: "OWNER", name: "Colin" },
        },
        "RealEstateListing:1712009911": { __typename: "RealEstateListing", id: "1712009911", title: "Spacious 3 bed flat – Highfield St", price: { amount: 210000, currency: "CAD" }, location: { name: "Moncton" } },
        "RealEstateListing:1711870042": { __typename: "RealEstateListing", id: "1711870042", title: "1 bedroom near Université de Moncton", price: { amount: 132500, currency: "CAD" }, location: { name: "Moncton" } },
      },
    },
  },
  page: "/v-[category]/[location]/[slug]/[id]",
  buildId: "kj-web-2025.24.1",
})}
${siteChrome("Kijiji")}
</body></html>`,
    expected: {
      price: { amount: 1850, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "214 Weldon Street",
      city: "Moncton",
      province: "NB",
      postalCode: "E1C 5W3",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 46.09212, lng: -64.78304 },
    },
  },
  {
    name: "ho53-point2homes-land-chester",
    site: "point2homes.com",
    set: "held-out-53",
    traps: "vacant land: lot in acres with a m² equivalent after it; price per acre beside the price; assessment and taxes; JSON-LD @graph with the portal's organisation, breadcrumbs and a similar-listings ItemList; 9-digit MLS® beside the portal's listing id; no beds, baths or size; lazily-loaded map with data-lat/lng",
    pageUrl: "https://www.point2homes.com/CA/Land-For-Sale/NS/Chester/Lot-14-Shore-Road/118804512.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lot 14 Shore Road, Chester, Nova Scotia B0J 1J0 - Land for sale - $189,000 | Point2</title>
<meta name="description" content="2.3 acre waterfront-view lot for sale on Shore Road, Chester, NS. MLS® 202514567. $189,000.">
<meta property="og:title" content="Lot 14 Shore Road, Chester, NS">
${ld({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", name: "Point2", url: "https://www.point2homes.com/", parentOrganization: { "@type": "Organization", name: "Yardi Systems, Inc." } },
    { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Canada", item: "https://www.point2homes.com/CA" }, { "@type": "ListItem", position: 2, name: "Nova Scotia", item: "https://www.point2homes.com/CA/Real-Estate-Listings/NS.html" }, { "@type": "ListItem", position: 3, name: "Chester", item: "https://www.point2homes.com/CA/Real-Estate-Listings/NS/Chester.html" }] },
    {
      "@type": "Product",
      name: "Lot 14 Shore Road, Chester, NS B0J 1J0",
      sku: "118804512",
      category: "Land",
      offers: { "@type": "Offer", price: 189000, priceCurrency: "CAD", availability: "https://schema.org/InStock" },
    },
    { "@type": "ItemList", name: "Similar listings nearby", itemListElement: [{ "@type": "ListItem", position: 1, name: "Lot 3 Hawthorne Lane, Chester Basin", url: "https://www.point2homes.com/CA/Land-For-Sale/NS/Chester-Basin/Lot-3-Hawthorne-Lane/118770031.html" }, { "@type": "ListItem", position: 2, name: "1877 Highway 12, New Ross", url: "https://www.point2homes.com/CA/Land-For-Sale/NS/New-Ross/1877-Highway-12/118690244.html" }] },
  ],
})}
</head><body>
${consentWall("Point2")}
<header class="p2-header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Land-For-Sale.html">Land</a><a href="/CA/Real-Estate-Agents.html">Agents</a></nav></header>
<main class="details" data-listing-id="118804512">
<div class="address-container"><h1>Lot 14 Shore Road</h1><p>Chester, Nova Scotia B0J 1J0</p></div>
<div class="price"><span>$189,000</span> <small>$82,174 / acre</small></div>
<ul class="characteristics-cnt"><li><strong>2.3</strong> ac lot</li><li>Vacant land</li></ul>
<div class="details-list"><h2>Property details</h2><dl>
<dt>MLS® #</dt><dd>202514567</dd><dt>Type</dt><dd>Vacant Land</dd><dt>Lot size</dt><dd>2.3 ac (9,308 m²)</dd>
<dt>Zoning</dt><dd>R-1 (Chester Municipal)</dd><dt>Services</dt><dd>Power at road; well and septic required</dd>
<dt>Assessment</dt><dd>$98,400 (2025)</dd><dt>Taxes</dt><dd>$1,102 / year</dd><dt>Listed</dt><dd>14 days ago</dd></dl></div>
<section class="description"><h2>Description</h2><p>Gently sloping, partly cleared lot with views over Mahone Bay toward the islands. Approved driveway entrance, soil test on file and power at the road. Five minutes to Chester village, the yacht club and the Shore Club. Two similar lots are available in the same subdivision.</p></section>
<section class="map" data-lat="44.54013" data-lng="-64.23982">${skeleton("Map", 1)}</section>
<section class="agent"><h2>Listing agent</h2><p class="agent-name">Gillian MacRae</p><p class="agent-company">Seaside Coastal Realty</p><p>3802 Highway 3, Chester, NS B0J 1J0 · 902-555-0154</p></section>
<section class="similar"><h2>Similar listings</h2>
<div class="item"><span>Lot 3 Hawthorne Lane, Chester Basin</span><span>$129,900</span><span>1.1 ac</span></div>
<div class="item"><span>1877 Highway 12, New Ross</span><span>$74,500</span><span>12 ac</span></div></section>
</main>
<footer class="p2-footer"><p>Point2 is part of Yardi Systems, Inc. · 3rd Floor, 500 Spadina Crescent East, Saskatoon, SK S7K 4H9.</p><p>Data is supplied by the Nova Scotia Association of REALTORS® and is deemed reliable but not guaranteed.</p></footer>
${siteChrome("Point2")}
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "CAD" },
      propertyKind: "land",
      street: "Lot 14 Shore Road",
      city: "Chester",
      province: "NS",
      postalCode: "B0J 1J0",
      lot: { value: 2.3, unit: "acres" },
      mlsNumber: "202514567",
      listingAgentName: "Gillian MacRae",
      brokerageName: "Seaside Coastal Realty",
      geo: { lat: 44.54013, lng: -64.23982 },
    },
  },
];
