/**
 * Fifty-ninth held-out corpus, British Columbia and Alberta: a boutique brokerage's Lower Lonsdale condo with strata
 * fee and building sales, a White Rock franchise-style independent's South Surrey lot given in sq ft and acres, and a
 * Calgary builder's quick-possession paired home with a reduced price.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { analytics, cookieBar, gallery, legal, mortgageWidget, nav, newsletter, social, stateScript } from "./chrome.ts";

export const HELD_OUT_59_WEST: ListingPage[] = [
  {
    name: "ho59-stilhavn-condo-north-vancouver",
    site: "stilhavn.com",
    set: "held-out-59",
    traps: "unit written '407 1633 Lonsdale Avenue' in the feed and '#407 - 1633 Lonsdale Avenue' in the heading; strata fee and taxes beside the price; building's recent sales with prices; several office addresses in the footer; Lower Lonsdale as the neighbourhood of the City of North Vancouver; assessed value",
    pageUrl: "https://stilhavn.com/listings/r3012345-407-1633-lonsdale-avenue-north-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>#407 - 1633 Lonsdale Avenue, North Vancouver | Stilhavn Real Estate Services</title>
<meta name="description" content="Two bedroom, two bathroom corner home in Lower Lonsdale with 912 sq ft, a covered balcony and in-suite laundry. Listed at $799,000.">
<meta property="og:title" content="#407 - 1633 Lonsdale Avenue — $799,000">
<meta property="og:site_name" content="Stilhavn Real Estate Services">
<meta property="og:image" content="https://cdn.stilhavn.com/listings/R3012345/hero.jpg">
<meta property="og:url" content="https://stilhavn.com/listings/r3012345-407-1633-lonsdale-avenue-north-vancouver">
${analytics("G-STLHVN77")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Stilhavn Real Estate Services", url: "https://stilhavn.com", address: { "@type": "PostalAddress", streetAddress: "150 W 1st St, Suite 300", addressLocality: "North Vancouver", addressRegion: "BC", postalCode: "V7M 1A9" }, telephone: "604-555-0120" })}
</head><body class="listing-detail">
${cookieBar("Stilhavn")}
<header class="header"><a class="wordmark" href="/">STILHAVN</a>${nav(["Listings", "Sold", "Agents", "Offices", "Journal", "Join Stilhavn", "Contact"])}</header>
<main>
${gallery("https://cdn.stilhavn.com/listings/R3012345", 10, "#407 - 1633 Lonsdale Avenue")}
<section class="listing-head">
<h1>#407 - 1633 Lonsdale Avenue</h1>
<p class="area">Lower Lonsdale, North Vancouver</p>
<p class="price">$799,000</p>
<ul class="stats"><li><span>Beds</span> 2</li><li><span>Baths</span> 2</li><li><span>Interior</span> 912 sq ft</li><li><span>Built</span> 2017</li><li><span>Type</span> Apartment/Condo</li></ul>
<p class="fees">Strata fee $512.40 / month · Taxes $2,488 (2024) · 2025 assessed value $781,000</p>
</section>
<section class="description"><h2>Overview</h2>
<p>A north-east corner home on the fourth floor of a concrete building completed in 2017, one block above the Shipyards. Nine-foot ceilings, wide-plank flooring and floor-to-ceiling windows on two sides. The kitchen has integrated Fisher &amp; Paykel appliances and a gas cooktop; the primary bedroom fits a king and has a walk-through closet to the ensuite. Covered balcony with gas hook-up, in-suite laundry, one parking stall and one storage locker. Pets and rentals allowed with restrictions.</p>
</section>
<section class="facts"><h2>Details</h2><dl>
<dt>MLS®</dt><dd>R3012345</dd><dt>Address</dt><dd>407 1633 LONSDALE AVENUE, North Vancouver, BC V7M 2J3</dd><dt>Sub-area</dt><dd>Lower Lonsdale</dd><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>2 full</dd><dt>Floor area</dt><dd>912 sq ft</dd><dt>Year built</dt><dd>2017</dd><dt>Parking</dt><dd>1 stall (underground)</dd><dt>Storage</dt><dd>1 locker</dd><dt>Strata fee</dt><dd>$512.40</dd><dt>Taxes</dt><dd>$2,488 (2024)</dd>
</dl></section>
<section class="building-sales"><h2>Recent sales in this building</h2>
<table><thead><tr><th>Unit</th><th>Beds</th><th>Size</th><th>Sold</th><th>Price</th></tr></thead><tbody>
<tr><td>#302</td><td>2</td><td>884 sq ft</td><td>Aug 2025</td><td>$765,000</td></tr>
<tr><td>#611</td><td>1</td><td>601 sq ft</td><td>May 2025</td><td>$578,500</td></tr>
<tr><td>#PH2</td><td>3</td><td>1,402 sq ft</td><td>Feb 2025</td><td>$1,315,000</td></tr>
</tbody></table></section>
${mortgageWidget("$799,000", "4.34%", "$3,487")}
<aside class="agent"><img src="https://cdn.stilhavn.com/agents/leona-varga.jpg" alt="Leona Varga"><p class="name">Leona Varga, PREC*</p><p class="role">REALTOR®</p><p class="brokerage">Stilhavn Real Estate Services</p><a href="tel:6045550163">604-555-0163</a><a href="mailto:leona@stilhavn.com">leona@stilhavn.com</a></aside>
<section class="also"><h2>You may also like</h2>
<article data-price="689000"><h3>#1108 - 125 E 14th Street</h3><p>1 bed · 1 bath · 648 sq ft · $689,000</p></article>
<article data-price="1149000"><h3>#21 - 433 E 3rd Street</h3><p>3 bed · 3 bath townhome · 1,388 sq ft · $1,149,000</p></article>
</section>
${newsletter()}
</main>
<footer class="footer">
<div class="offices"><h3>Offices</h3><p>North Vancouver — 150 W 1st St, Suite 300, North Vancouver, BC V7M 1A9</p><p>Vancouver — 2220 Main St, Vancouver, BC V5T 3C7</p><p>Squamish — 38128 Cleveland Ave, Squamish, BC V8B 0A9</p><p>Victoria — 1006 Fort St, Victoria, BC V8V 3K4</p></div>
${social("stilhavn")}
${legal(["*Personal Real Estate Corporation.", "This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.", "© 2025 Stilhavn Real Estate Services. All rights reserved."])}
</footer>
${stateScript("window.__LISTING__", { mls: "R3012345", address: "407 1633 LONSDALE AVENUE", city: "North Vancouver", province: "BC", postal: "V7M 2J3", subArea: "Lower Lonsdale", price: 799000, beds: 2, baths: 2, sqft: 912, yearBuilt: 2017, strataFee: 512.4, taxes: 2488, lat: 49.31567, lng: -123.07412, agents: [{ name: "Leona Varga, PREC*" }], office: "Stilhavn Real Estate Services" })}
</body></html>`,
    expected: {
      price: { amount: 799000, currency: "CAD" },
      propertyKind: "condo",
      street: "#407 - 1633 Lonsdale Avenue",
      city: "North Vancouver",
      province: "BC",
      postalCode: "V7M 2J3",
      neighbourhood: "Lower Lonsdale",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 912,
      yearBuilt: 2017,
      mlsNumber: "R3012345",
      listingAgentName: "Leona Varga",
      brokerageName: "Stilhavn Real Estate Services",
      geo: { lat: 49.31567, lng: -123.07412 },
    },
  },
  {
    name: "ho59-hughandmckinnon-land-south-surrey",
    site: "hughandmckinnon.com",
    set: "held-out-59",
    traps: "vacant lot: size first in sq ft then acres; frontage given separately; assessed land value and nearby sold lots; Ocean Park as neighbourhood of Surrey while the brokerage sits in White Rock; the brokerage's White Rock office in header and footer; IDX-style facts table with 'N/A' bedrooms",
    pageUrl: "https://www.hughandmckinnon.com/listing/R3005678/13382-18a-avenue-surrey",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>13382 18A Avenue, Surrey — Ocean Park building lot — $1,898,000 | Hugh &amp; McKinnon Realty Ltd.</title>
<meta name="description" content="Rare 12,632 sq ft (0.29 acre) building lot in Ocean Park, South Surrey. Listed at $1,898,000. MLS® R3005678.">
<meta property="og:title" content="13382 18A Avenue, Surrey — $1,898,000">
<meta property="og:image" content="https://www.hughandmckinnon.com/photos/R3005678/1.jpg">
${analytics("UA-HMKR-1")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Hugh & McKinnon Realty Ltd.", url: "https://www.hughandmckinnon.com", address: { "@type": "PostalAddress", streetAddress: "14881 Marine Drive", addressLocality: "White Rock", addressRegion: "BC", postalCode: "V4B 1C2" }, telephone: "604-555-0131" })}
</head><body>
<div class="topbar">Hugh &amp; McKinnon Realty Ltd. · 14881 Marine Drive, White Rock · 604-555-0131 · Serving the Semiahmoo Peninsula since 1973</div>
<header><a class="logo" href="/">Hugh &amp; McKinnon Realty Ltd.</a>${nav(["Search Listings", "Featured", "Our REALTORS®", "Sold", "Communities", "Contact"])}</header>
${cookieBar("Hugh & McKinnon")}
<main class="idx-detail">
<h1 class="idx-address">13382 18A Avenue<span>Surrey, BC V4A 6N1</span></h1>
<div class="idx-price">$1,898,000</div>
<p class="idx-sub">Land Only · Ocean Park · South Surrey White Rock</p>
${gallery("https://www.hughandmckinnon.com/photos/R3005678", 5, "13382 18A Avenue lot")}
<section class="remarks"><h2>Property description</h2>
<p>Build your dream home on one of the last vacant lots on this quiet Ocean Park street. A level, south-facing 12,632 sq ft lot (0.29 acre) with 81 feet of frontage, lane access and mature cedars along the rear line. Zoned RF; plans for a 4,100 sq ft two-storey with basement are available to the buyer. Walk to Ocean Park Village, Crescent Beach trails and Ocean Cliff Elementary. Services at the lot line. Buyer to verify all measurements.</p></section>
<table class="idx-table">
<tr><th>MLS® Number</th><td>R3005678</td></tr>
<tr><th>Property Type</th><td>Land Only</td></tr>
<tr><th>Lot Size</th><td>12,632 sq ft</td></tr>
<tr><th>Lot Acres</th><td>0.29</td></tr>
<tr><th>Frontage</th><td>81 ft</td></tr>
<tr><th>Zoning</th><td>RF</td></tr>
<tr><th>Bedrooms</th><td>N/A</td></tr>
<tr><th>Bathrooms</th><td>N/A</td></tr>
<tr><th>Taxes</th><td>$6,914 (2024)</td></tr>
<tr><th>2025 Assessment</th><td>$1,721,000 (land)</td></tr>
<tr><th>Area</th><td>South Surrey White Rock</td></tr>
<tr><th>Sub-area</th><td>Ocean Park</td></tr>
</table>
<section class="sold-nearby"><h2>Recently sold lots nearby</h2><ul><li>13290 19 Avenue — 10,890 sq ft — sold $1,735,000</li><li>1768 134 Street — 13,068 sq ft — sold $2,010,000</li></ul></section>
<aside class="listing-realtor"><h3>Listing REALTOR®</h3><p class="name">Gordon Lefebvre</p><p>Hugh &amp; McKinnon Realty Ltd.</p><p>604-555-0158</p><a href="/our-realtors/gordon-lefebvre">View profile</a></aside>
${mortgageWidget("$1,898,000", "5.64%", "$9,371")}
${newsletter()}
</main>
<footer>
<p>Hugh &amp; McKinnon Realty Ltd. · 14881 Marine Drive, White Rock, BC V4B 1C2 · 604-555-0131</p>
${social("hughandmckinnon")}
${legal(["This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board or the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).", "© 2025 Hugh &amp; McKinnon Realty Ltd."])}
</footer>
${stateScript("var idxListing", { ListingId: "R3005678", ListPrice: 1898000, UnparsedAddress: "13382 18A AVENUE", City: "Surrey", StateOrProvince: "BC", PostalCode: "V4A 6N1", SubdivisionName: "Ocean Park", PropertyType: "Land", LotSizeSquareFeet: 12632, LotSizeAcres: 0.29, FrontageLength: 81, Latitude: 49.03411, Longitude: -122.86157, ListAgentFullName: "Gordon Lefebvre", ListOfficeName: "Hugh & McKinnon Realty Ltd." })}
</body></html>`,
    expected: {
      price: { amount: 1898000, currency: "CAD" },
      propertyKind: "land",
      street: "13382 18A Avenue",
      city: "Surrey",
      province: "BC",
      postalCode: "V4A 6N1",
      neighbourhood: "Ocean Park",
      lot: { value: 12632, unit: "ft2" },
      mlsNumber: "R3005678",
      listingAgentName: "Gordon Lefebvre",
      brokerageName: "Hugh & McKinnon Realty Ltd.",
      geo: { lat: 49.03411, lng: -122.86157 },
    },
  },
  {
    name: "ho59-jayman-semi-calgary-seton",
    site: "jayman.com",
    set: "held-out-59",
    traps: "builder's quick-possession paired home: a struck-through 'was' price beside the current price; price including GST; the showhome's address and the builder's head office; model base price; no MLS® and an area sales manager instead of an agent; community name; other quick-possession homes with prices",
    pageUrl: "https://www.jayman.com/quick-possessions/calgary/seton/226-setonstone-row-se",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>226 Setonstone Row SE | Quick Possession Paired Home in Seton | Jayman BUILT</title>
<meta name="description" content="The Sienna paired home at 226 Setonstone Row SE, Seton. 3 beds, 2.5 baths, 1,486 sq ft. Now $579,900 incl. GST.">
<meta property="og:title" content="226 Setonstone Row SE — Quick Possession in Seton">
<meta property="og:site_name" content="Jayman BUILT">
<meta property="og:image" content="https://www.jayman.com/media/qp/226-setonstone/exterior.jpg">
${analytics("G-JYMN-QP")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Jayman BUILT", url: "https://www.jayman.com", address: { "@type": "PostalAddress", streetAddress: "3132 Spruce Meadows Trail SW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T2Y 3M4" } })}
</head><body class="qp-detail">
${cookieBar("Jayman BUILT")}
<header class="site-header"><a class="logo" href="/">JAYMAN BUILT</a>${nav(["Communities", "Quick Possessions", "Home Designs", "Showhomes", "Why Jayman", "Warranty", "Contact"])}</header>
<main id="app">
<nav class="crumbs"><a href="/quick-possessions">Quick Possessions</a> › <a href="/quick-possessions/calgary">Calgary</a> › <a href="/communities/seton">Seton</a> › 226 Setonstone Row SE</nav>
<section class="qp-hero">
${gallery("https://www.jayman.com/media/qp/226-setonstone", 7, "Sienna paired home")}
<div class="qp-card">
<span class="tag">Quick Possession</span>
<h1>226 Setonstone Row SE</h1>
<p class="community">Seton · Calgary, AB T3M 3W7</p>
<p class="design">The Sienna · Paired Home (Left)</p>
<p class="qp-price"><del>$599,900</del> <strong>$579,900</strong> <small>incl. GST</small></p>
<ul class="qp-specs"><li>3 Beds</li><li>2.5 Baths</li><li>1,486 sq ft</li><li>Double detached garage</li><li>Possession: June 2026</li></ul>
</div></section>
<section class="qp-about"><h2>Home highlights</h2>
<p>This Sienna paired home shares one wall with its neighbour and backs onto a landscaped walkway. The main floor opens from a flex room at the front to a kitchen with a full-height tile backsplash and a central island, with a two-piece powder room tucked by the rear entry. Upstairs: three bedrooms, a four-piece main bath, laundry, and a primary suite with a three-piece ensuite. Solar photovoltaic panels and Jayman's Core Performance package are included. The basement is undeveloped with a side entrance and rough-ins.</p>
<p>The Sienna is offered in Seton from $548,900 as a to-be-built home.</p></section>
<section class="showhome"><h2>Visit our Seton showhome</h2><p>119 Setonstone Row SE — Mon–Thu 2–8 pm, Sat–Sun noon–5 pm.</p><p>Area Sales Manager: Daniela Cruz · 403-555-0182</p></section>
<section class="qp-more"><h2>More Quick Possessions in Seton</h2>
<div class="qp-tile" data-price="612900"><b>232 Setonstone Row SE</b> · The Sienna (Right) · 3 bd · 2.5 ba · 1,512 sq ft · $612,900</div>
<div class="qp-tile" data-price="749900"><b>58 Seton Villas Common SE</b> · The Kingston · 4 bd · 2.5 ba · 1,998 sq ft · $749,900</div>
</section>
${mortgageWidget("$579,900", "4.44%", "$2,555")}
${newsletter()}
</main>
<footer class="site-footer">
<p>Jayman BUILT · 3132 Spruce Meadows Trail SW, Calgary, AB T2Y 3M4 · 403-555-0100</p>
${social("jaymanbuilt")}
${legal(["Prices include GST and are subject to change without notice. Renderings and photos may show upgraded features not included in the price. Square footage is approximate. E.&amp;O.E.", "© 2025 Jayman BUILT. All rights reserved."])}
</footer>
${stateScript("window.__NUXT__", { state: { qp: { id: "QP-24817", address: "226 Setonstone Row SE", community: "Seton", city: "Calgary", province: "AB", postal: "T3M 3W7", design: "Sienna", type: "Paired Home", price: 579900, originalPrice: 599900, beds: 3, baths: 2.5, sqft: 1486, possession: "2026-06", coords: { lat: 50.87524, lng: -113.95138 } }, showhome: { address: "119 Setonstone Row SE", coords: { lat: 50.87611, lng: -113.95284 } } } })}
</body></html>`,
    expected: {
      price: { amount: 579900, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "226 Setonstone Row SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T3M 3W7",
      neighbourhood: "Seton",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1486,
      geo: { lat: 50.87524, lng: -113.95138 },
    },
  },
];
