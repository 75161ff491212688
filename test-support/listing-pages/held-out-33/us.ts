/**
 * Thirty-third held-out corpus, the United States: a Windermere brokerage IDX page for a Tacoma craftsman and a
 * Pinellas County clerk's tax deed sale page for a house in Largo, Florida. Addresses, names and numbers are
 * invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_33_US: ListingPage[] = [
  {
    name: "ho33-windermere-craftsman-tacoma",
    site: "windermere.com",
    set: "held-out-33",
    traps: "a US brokerage's IDX page for a craftsman in Tacoma's North End: USD price; 'Beds 4 · Baths 2.5' with '2 full, 1 half' in the details; 'Lot Size 6,000 sq ft (0.14 ac)'; the NWMLS number; a 'Windermere estimate' and its dollar figure; the listing office in Gig Harbor; 'Nearby homes' with prices; the parcel number",
    pageUrl: "https://www.windermere.com/listings/wa/tacoma/3817-n-27th-st/2461873",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3817 N 27th St, Tacoma, WA 98407 | MLS# 2461873 | Windermere</title>
<meta name="description" content="4 bed, 2.5 bath, 2,310 sq ft craftsman in North End Tacoma. $789,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3817 N 27th St", address: { "@type": "PostalAddress", streetAddress: "3817 N 27th St", addressLocality: "Tacoma", addressRegion: "WA", postalCode: "98407" }, geo: { "@type": "GeoCoordinates", latitude: 47.27382, longitude: -122.49515 }, numberOfBedrooms: 4, floorSize: { "@type": "QuantitativeValue", value: 2310, unitText: "sqft" } })}
</head><body>
<header><a href="/" class="wre-logo">Windermere Real Estate</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Agents</a><a href="/offices">Offices</a></nav></header>
<main class="listing-detail">
<section class="ld-summary"><p class="status">Active</p><p class="ld-price">$789,000</p>
<h1>3817 N 27th St</h1><p>Tacoma, WA 98407 · North End</p>
<ul><li><b>4</b> Beds</li><li><b>2.5</b> Baths</li><li><b>2,310</b> Sq Ft</li><li><b>0.14</b> Acres</li></ul>
<p class="estimate">Windermere estimate: $801,400</p></section>
<section class="ld-facts"><h2>Property details</h2><table>
<tr><th>MLS#</th><td>2461873</td></tr>
<tr><th>Property Type</th><td>Residential</td></tr>
<tr><th>Style</th><td>Craftsman</td></tr>
<tr><th>Bathrooms</th><td>2 full, 1 half</td></tr>
<tr><th>Lot Size</th><td>6,000 sq ft (0.14 ac)</td></tr>
<tr><th>Year Built</th><td>1924</td></tr>
<tr><th>Parcel #</th><td>5870001231</td></tr>
<tr><th>Taxes</th><td>$7,118 (2026)</td></tr>
<tr><th>HOA</th><td>None</td></tr>
</table></section>
<section class="ld-remarks"><h2>Description</h2><p>Classic 1924 craftsman on a tree-lined block near Proctor District shops. Original fir floors and built-ins, a remodeled kitchen with a breakfast nook, four bedrooms including a primary suite, and a finished basement with a rec room. Detached garage off the alley and a south-facing garden.</p></section>
<section class="ld-agent"><h2>Listing courtesy of</h2><p>Megan Holloway</p><p>Windermere Real Estate / Gig Harbor</p><p>253-555-0119</p></section>
<section class="ld-nearby"><h2>Nearby homes for sale</h2><p>3722 N 28th St · $725,000 · 3 bd</p><p>4105 N 26th St · $915,000 · 4 bd</p></section>
<section class="ld-features"><h2>Interior &amp; exterior</h2><ul><li>Original fir floors and built-in buffet</li><li>Remodeled kitchen with breakfast nook</li><li>Gas forced-air heat, heat pump</li><li>Finished basement with rec room</li><li>Detached one-car garage off the alley</li><li>Raised garden beds and a south-facing yard</li></ul></section>
<section class="ld-schools"><h2>Schools</h2><p>Elementary, middle and high schools in Tacoma Public Schools. School information is provided by a third party; verify enrollment eligibility with the district.</p></section>
<section class="ld-neighborhood"><h2>About North End</h2><p>Tacoma's North End has tree-lined streets of early twentieth-century homes, the Proctor District's shops and farmers market, and quick access to Point Defiance Park and the Narrows.</p></section>
<section class="ld-mortgage"><p>Est. payment $4,987/mo</p></section>
</main>
<footer><p>Windermere Real Estate / Gig Harbor · 5801 Soundview Dr, Suite 100, Gig Harbor, WA 98335</p><p>Listing information provided by Northwest Multiple Listing Service. Equal Housing Opportunity.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 789000, currency: "USD" },
      propertyKind: "house",
      street: "3817 N 27th St",
      city: "Tacoma",
      province: "WA",
      postalCode: "98407",
      neighbourhood: "North End",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2310,
      lot: { value: 6000, unit: "ft2" },
      yearBuilt: 1924,
      mlsNumber: "2461873",
      listingAgentName: "Megan Holloway",
      brokerageName: "Windermere Real Estate / Gig Harbor",
      geo: { lat: 47.27382, lng: -122.49515 },
    },
  },
  {
    name: "ho33-pinellas-taxdeed-largo",
    site: "pinellasclerk.org",
    set: "held-out-33",
    traps: "a Florida county clerk's tax deed sale page for a house in Largo: no asking price — an 'Opening Bid' built from certificates, interest and fees, beside the just/market value and the assessed value; the tax deed application number and parcel id (not MLS); 'Use: Single Family Residential'; living sq ft beside gross area; lot in acres; the clerk's courthouse address in Clearwater",
    pageUrl: "https://www.pinellasclerk.org/taxdeeds/sale/2026-TD-004417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Tax Deed 2026-TD-004417 – 1402 Bayberry Ln, Largo | Pinellas County Clerk</title>
<meta name="description" content="Tax deed sale details for parcel 05-30-15-12345-006-0210, 1402 Bayberry Ln, Largo, FL 33770.">
</head><body>
<header><div class="clerk-seal">Pinellas County Clerk of the Circuit Court and Comptroller</div><nav><a href="/taxdeeds">Tax Deeds</a><a href="/taxdeeds/calendar">Sale Calendar</a><a href="/records">Official Records</a></nav></header>
<main>
<h1>Tax Deed Sale 2026-TD-004417</h1>
<p class="sale-when">Online auction: January 14, 2027, 10:00 a.m. ET</p>
<table class="td-case">
<tr><th>Application No.</th><td>2026-TD-004417</td></tr>
<tr><th>Certificate No.</th><td>2023-08812</td></tr>
<tr><th>Parcel ID</th><td>05-30-15-12345-006-0210</td></tr>
<tr><th>Property Address</th><td>1402 Bayberry Ln, Largo, FL 33770</td></tr>
<tr><th>Legal Description</th><td>BAYBERRY HEIGHTS UNIT 2 BLK 6, LOT 21</td></tr>
<tr><th>Opening Bid</th><td>$21,486.92</td></tr>
<tr><th>Homestead</th><td>No</td></tr>
<tr><th>Status</th><td>Scheduled</td></tr>
</table>
<h2>Property Appraiser Data</h2>
<table class="td-pa">
<tr><th>Use</th><td>Single Family Residential</td></tr>
<tr><th>Year Built</th><td>1962</td></tr>
<tr><th>Living Sq Ft</th><td>1,286</td></tr>
<tr><th>Gross Sq Ft</th><td>1,702</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Land Area</th><td>0.18 acres</td></tr>
<tr><th>Just/Market Value (2026)</th><td>$268,311</td></tr>
<tr><th>Assessed Value (2026)</th><td>$241,950</td></tr>
</table>
<section class="td-notice"><h2>Bidder notice</h2><p>All sales are final. Properties are sold as is, without warranty of title or condition. Bidders should research liens, code enforcement and municipal utility balances before bidding. A non-refundable deposit of 5% of the opening bid, or $200, whichever is greater, is required. The high bidder must pay the balance plus documentary stamps and recording fees by 11:00 a.m. the next business day.</p></section>
<section class="td-howto"><h2>How to bid</h2><ol><li>Register on the online auction site and fund your deposit.</li><li>Review the title and lien information for each property.</li><li>Place bids during the live sale; proxy bidding is allowed.</li><li>If you are the high bidder, pay the balance and fees by the deadline.</li></ol><p>Surplus funds after the sale are held for lienholders and the former owner, who may file a claim with the Clerk.</p></section>
<section class="td-contact"><h2>Questions?</h2><p>Contact the Tax Deeds Department by phone or email during business hours, Monday through Friday. Staff cannot give legal advice.</p></section>
<section class="td-other"><h2>Other properties in this sale</h2><p>2026-TD-004390 · Clearwater · Opening bid $9,718.40</p><p>2026-TD-004452 · St. Petersburg · Opening bid $33,105.66</p></section>
</main>
<footer><p>Clerk's Office · 315 Court Street, Clearwater, FL 33756 · Tax Deeds Department</p><p>Information is provided as a public service and is not guaranteed.</p></footer>
</body></html>`,
    expected: {
      propertyKind: "house",
      street: "1402 Bayberry Ln",
      city: "Largo",
      province: "FL",
      postalCode: "33770",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1286,
      lot: { value: 0.18, unit: "acres" },
      yearBuilt: 1962,
    },
  },
];
