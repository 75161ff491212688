/**
 * Forty-eighth held-out corpus, US border states: a Maine hunting camp on a land portal near the New Brunswick line
 * and a Buffalo, New York house on a regional brokerage's site.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_48_US: ListingPage[] = [
  {
    name: "ho48-landsofamerica-huntingcamp-portagelake",
    site: "landsofamerica.com",
    set: "held-out-48",
    traps: "a Maine hunting camp on a land portal: price per acre beside the price; acres; a site listing id beside a 7-digit MLS; Tree Growth tax program and annual taxes; miles to the Canadian border; the brokerage's Presque Isle office in the footer; coordinates in JSON-LD",
    pageUrl: "https://www.landsofamerica.com/property/1182-Fish-Lake-Road-Portage-Lake-Maine-04768/24415093/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 acres in Aroostook County, Maine – Hunting camp – $149,000 | Lands of America</title>
<meta name="description" content="Off-grid hunting camp on 42 wooded acres near Portage Lake, Maine, with deeded access to Fish Lake.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "42 acres in Aroostook County, Maine", offers: { "@type": "Offer", price: 149000, priceCurrency: "USD" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "1182 Fish Lake Road", addressLocality: "Portage Lake", addressRegion: "ME", postalCode: "04768" }, geo: { "@type": "GeoCoordinates", latitude: 46.74218, longitude: -68.51396 } })}
</head><body>
<header><a href="/">Lands of America</a><nav><a href="/Maine/all-land/">Maine land</a><a href="/Maine/hunting-property/">Hunting</a><a href="/Maine/recreational-property/">Recreational</a><a href="/sell">List your land</a></nav></header>
<main class="property">
<h1>1182 Fish Lake Road, Portage Lake, ME 04768</h1>
<p class="county">Aroostook County</p>
<div class="price">$149,000 <span>· 42 acres · $3,548/acre</span></div>
<ul class="details">
<li>Property ID: 24415093</li>
<li>MLS #: 1618427</li>
<li>Property type: Hunting land, Recreational, Cabin</li>
<li>Acreage: 42 acres</li>
<li>Camp: 2 bedrooms, 1 bathroom, 640 sq ft</li>
<li>Year built: 1994</li>
<li>Taxes: $1,214/year (Tree Growth program)</li>
</ul>
<section><h2>Description</h2><p>Solid camp with a wood stove, gas lights and a solar panel, set back from a year-round town road. Mixed spruce and hardwood with a brook along the south line; deer, moose and grouse on the property and snowmobile trail ITS 85 nearby. Deeded right of way to Fish Lake. About 22 miles to the Canadian border crossing.</p></section>
<section class="agent"><h2>Listing agent</h2><p>Wade Thibodeau</p><p>North Woods Land &amp; Realty</p><p>(207) 555-0145</p></section>
<section class="similar"><h2>Similar properties</h2><p>18 acres · Ashland, ME · $64,900</p><p>110 acres · Masardis, ME · $219,000</p></section>
</main>
<footer><p>North Woods Land &amp; Realty · 415 Main Street, Presque Isle, ME 04769</p><p>Lands of America is part of the Land.com network. Information is provided by the seller or broker and is not verified.</p></footer>
${chrome("Lands of America")}
</body></html>`,
    expected: {
      price: { amount: 149000, currency: "USD" },
      propertyKind: "land",
      street: "1182 Fish Lake Road",
      city: "Portage Lake",
      province: "ME",
      postalCode: "04768",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 640,
      lot: { value: 42, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "1618427",
      listingAgentName: "Wade Thibodeau",
      brokerageName: "North Woods Land & Realty",
      geo: { lat: 46.74218, lng: -68.51396 },
    },
  },
  {
    name: "ho48-howardhanna-house-buffalo",
    site: "howardhanna.com",
    set: "held-out-48",
    traps: "a Buffalo, NY brokerage page: a site estimate above the list price; B-prefixed MLS; '1 full, 1 half' baths; lot as 35 x 138 frontage x depth; school, county and city taxes; recently sold neighbours; Parkside neighbourhood; the office on Delaware Avenue in the footer",
    pageUrl: "https://www.howardhanna.com/Property/Detail/B1598732/74-Crescent-Avenue-Buffalo-NY-14214",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>74 Crescent Avenue, Buffalo, NY 14214 | MLS# B1598732 | Howard Hanna</title>
<meta name="description" content="4 bed, 1.5 bath Parkside home for sale in Buffalo, NY. $329,900.">
<script>window.hhProperty={"mls":"B1598732","price":329900,"status":"Active","zip":"14214","beds":4,"baths":1.5};</script>
</head><body>
<header><a href="/">Howard Hanna</a><nav><a href="/Buy">Buy</a><a href="/Sell">Sell</a><a href="/Mortgage">Mortgage</a><a href="/Insurance">Insurance</a><a href="/Agents">Find an agent</a></nav></header>
<main class="detail">
<h1>74 Crescent Avenue</h1>
<p class="csz">Buffalo, NY 14214 · Parkside</p>
<p class="price">$329,900</p>
<p class="estimate">Hanna Home Estimate: $341,000</p>
<div class="facts">
<span>4 Beds</span><span>1 Full Bath</span><span>1 Half Bath</span><span>1,896 Sq Ft</span>
</div>
<table class="property-details">
<tr><th>MLS #</th><td>B1598732</td></tr>
<tr><th>Property Type</th><td>Single Family Residence</td></tr>
<tr><th>Lot Size</th><td>35 x 138</td></tr>
<tr><th>Year Built</th><td>1915</td></tr>
<tr><th>School Tax</th><td>$2,105</td></tr>
<tr><th>County Tax</th><td>$1,288</td></tr>
<tr><th>City Tax</th><td>$3,417</td></tr>
</table>
<section><h2>Remarks</h2><p>Arts and Crafts home steps from Delaware Park with leaded glass, a natural woodwork staircase and a wide front porch. Four bedrooms up, full bath updated in 2020, half bath off the kitchen. Two-car detached garage and a deep yard. Open house Saturday 1-3.</p></section>
<section class="agent"><h2>Listed by</h2><p>Kathleen Brzezinski</p><p>Howard Hanna Real Estate Services</p><p>(716) 555-0123</p></section>
<section class="sold"><h2>Recently sold nearby</h2><p>61 Crescent Avenue — Sold $352,000</p><p>112 Woodward Avenue — Sold $298,500</p></section>
</main>
<footer><p>Howard Hanna Real Estate Services · 3821 Delaware Avenue, Kenmore, NY 14217</p><p>The data relating to real estate on this site comes in part from the New York State Alliance of REALTORS® MLS. Equal Housing Opportunity.</p></footer>
${chrome("Howard Hanna")}
</body></html>`,
    expected: {
      price: { amount: 329900, currency: "USD" },
      propertyKind: "house",
      street: "74 Crescent Avenue",
      city: "Buffalo",
      province: "NY",
      postalCode: "14214",
      neighbourhood: "Parkside",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1896,
      lot: { value: 4830, unit: "ft2" },
      yearBuilt: 1915,
      mlsNumber: "B1598732",
      listingAgentName: "Kathleen Brzezinski",
      brokerageName: "Howard Hanna Real Estate Services",
    },
  },
];
