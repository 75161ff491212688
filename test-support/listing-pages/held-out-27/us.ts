/**
 * Twenty-seventh held-out corpus, United States: a HAR.com house in Houston's Heights and an Auction.com
 * bank-owned (REO) house in Cleveland, Ohio. Prices in US dollars. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_27_US: ListingPage[] = [
  {
    name: "ho27-har-house-houston-heights",
    site: "har.com",
    set: "held-out-27",
    traps: "a HAR.com (Houston Association of REALTORS®) listing in the Heights: 'Bedrooms 3' and 'Baths 2 Full & 1 Half'; 'Building Sqft 2,214 (Appraisal District)' and 'Lot Size 5,000 Sqft (Appraisal District)'; HAR's MLS number; market area and subdivision beside the neighbourhood; the Harris County appraised value and the 'HAR Home Value' estimate; the listing agent and office; a 'Buyer's agent compensation' note with a percent; nearby sold homes",
    pageUrl: "https://www.har.com/homedetail/1418-columbia-st-houston-tx-77008/8841327",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1418 Columbia St, Houston, TX 77008 | MLS# 48813962 | HAR.com</title>
<meta name="description" content="Single-family home for sale at 1418 Columbia St in Houston Heights. 3 bedrooms, 2 full & 1 half baths, 2,214 sqft. $874,500.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1418 Columbia St", address: { "@type": "PostalAddress", streetAddress: "1418 Columbia St", addressLocality: "Houston", addressRegion: "TX", postalCode: "77008" }, geo: { "@type": "GeoCoordinates", latitude: 29.79538, longitude: -95.40172 } })}
</head><body>
<header><a href="/" class="har-logo">HAR.com</a><nav><a href="/search">Search</a><a href="/realtors">Find a REALTOR®</a><a href="/mortgage">Mortgage</a></nav></header>
<main>
<section class="dc_top"><h1>1418 Columbia St</h1><p>Houston, TX 77008 · Houston Heights</p>
<p class="price">$874,500</p><p class="status">For Sale · Listed 11/19/2026</p></section>
<section class="dc_blocks"><div>3 Bedrooms</div><div>2 Full &amp; 1 Half Baths</div><div>2,214 Sqft</div><div>5,000 Lot Sqft</div></section>
<section class="dc_facts"><h2>General Description</h2><table>
<tr><td>MLS#</td><td>48813962</td></tr>
<tr><td>Property Type</td><td>Single-Family</td></tr>
<tr><td>Style</td><td>Traditional</td></tr>
<tr><td>Bedrooms</td><td>3</td></tr>
<tr><td>Baths</td><td>2 Full &amp; 1 Half Bath(s)</td></tr>
<tr><td>Building Sqft</td><td>2,214 (Appraisal District)</td></tr>
<tr><td>Lot Size</td><td>5,000 Sqft (Appraisal District)</td></tr>
<tr><td>Year Built</td><td>2008 (Appraisal District)</td></tr>
<tr><td>Subdivision</td><td>Houston Heights</td></tr>
<tr><td>Market Area</td><td>Heights/Greater Heights</td></tr>
<tr><td>Appraised Value (Harris County)</td><td>$812,310</td></tr>
<tr><td>Buyer's Agent Compensation</td><td>2.5%</td></tr>
</table></section>
<section class="dc_value"><p>HAR Home Value: $861,000 – $903,000</p></section>
<section class="dc_remarks"><h2>Description</h2><p>Two-story Heights home on a tree-lined street, three blocks from the hike-and-bike trail. Primary suite up with a spa bath, two secondary bedrooms, game room, and a detached two-car garage with a finished studio above.</p></section>
<section class="dc_agent"><p>Listed by: <strong>Marisol Ybarra</strong></p><p>Greenwood King Properties</p><p>713-555-0187</p></section>
<section class="dc_nearby"><h2>Nearby sold homes</h2><div>1506 Columbia St · Sold $905,000</div><div>1322 Cortlandt St · Sold $799,000</div></section>
<section class="dc_features"><h2>Interior &amp; Exterior Features</h2><ul><li>Heating: Central gas</li><li>Cooling: Central electric</li><li>Flooring: Wood, tile</li><li>Fireplace: 1, gas log</li><li>Garage: 2 detached, with garage apartment/studio</li><li>Roof: Composition</li><li>Foundation: Pier &amp; beam</li><li>Flood zone: Not in 100-year floodplain (per seller)</li></ul></section>
<section class="dc_schools"><h2>Schools</h2><table><tr><td>Harvard Elementary</td><td>Houston ISD</td><td>Rated A</td></tr><tr><td>Hogg Middle</td><td>Houston ISD</td><td>Rated B</td></tr><tr><td>Heights High</td><td>Houston ISD</td><td>Rated B</td></tr></table></section>
<section class="dc_tax"><h2>Tax &amp; Fees</h2><ul><li>Tax rate: 2.1017%</li><li>HOA: None</li></ul></section>
<section class="dc_contact"><h2>Schedule a tour</h2><form><input placeholder="Name"><input placeholder="Email"><button>Request tour</button></form></section>
</main>
<footer><p>© 2026 Houston Association of REALTORS® · 3693 Southwest Freeway, Houston, TX 77027</p></footer>
</body></html>`,
    expected: {
      price: { amount: 874500, currency: "USD" },
      propertyKind: "house",
      street: "1418 Columbia St",
      city: "Houston",
      province: "TX",
      postalCode: "77008",
      neighbourhood: "Houston Heights",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2214,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 2008,
      mlsNumber: "48813962",
      listingAgentName: "Marisol Ybarra",
      brokerageName: "Greenwood King Properties",
      geo: { lat: 29.79538, lng: -95.40172 },
    },
  },
  {
    name: "ho27-auctioncom-reo-cleveland",
    site: "auction.com",
    set: "held-out-27",
    traps: "an Auction.com bank-owned (REO) online auction in Cleveland's Old Brooklyn: no asking price — a 'Starting bid' that is not set ('TBD'), an 'Est. Resale Value' in dollars (also null/148000 in __NEXT_DATA__), and a buyer's premium with a minimum; a nearby auction's starting bid; 'Beds 3 · Baths 1.5'; interior access 'Not available'; the auction's own property id (not an MLS); Auction.com's California broker licence in the footer; other auctions nearby",
    pageUrl: "https://www.auction.com/details/4218-w-41st-st-cleveland-oh-44109-2870315",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4218 W 41st St, Cleveland, OH 44109 | Bank Owned Auction | Auction.com</title>
<meta name="description" content="Bank-owned home auction: 4218 W 41st St, Cleveland, OH 44109. 3 beds, 1.5 baths, 1,296 sq ft. Online bidding Dec 7–9.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { asset: { propertyId: "2870315", assetType: "REO", address: { line1: "4218 W 41st St", city: "Cleveland", state: "OH", zip: "44109", county: "Cuyahoga" }, beds: 3, baths: 1.5, sqft: 1296, lotSize: 0.11, lotUnit: "acres", yearBuilt: 1924, propertyType: "SFR", startingBid: null, estResaleValue: 148000, occupancy: "Vacant", interiorAccess: false, lat: 41.44752, lng: -81.72384 }, auction: { start: "2026-12-07T15:00:00Z", end: "2026-12-09T18:00:00Z", format: "Online" } } } })}</script>
</head><body>
<header><a href="/" class="adc-logo">Auction.com</a><nav><a href="/residential">Search Properties</a><a href="/how-it-works">How It Works</a><a href="/financing">Financing</a></nav></header>
<main>
<section class="pdp-header"><span class="tag">Bank Owned</span><h1>4218 W 41st St</h1><p>Cleveland, OH 44109 · Cuyahoga County · Old Brooklyn</p></section>
<section class="pdp-bid"><p>Starting Bid: <strong>TBD</strong></p><p>Est. Resale Value: $148,000</p><p>Buyer's premium: 5% (min. $5,000)</p><p>Online auction: Dec 7 – Dec 9, 2026</p></section>
<section class="pdp-facts"><ul><li>Beds 3</li><li>Baths 1.5</li><li>1,296 sq ft</li><li>Lot 0.11 acres</li><li>Built 1924</li><li>Single Family Home</li><li>Occupancy: Vacant</li><li>Interior access: Not available</li></ul></section>
<section class="pdp-notes"><p>Property ID 2870315. Sold as-is, where-is. Cash or financing with pre-approval. The estimated resale value is not an appraisal and does not reflect the condition of the property.</p></section>
<section class="pdp-contact"><p>Questions: Auction.com customer service, 1-800-555-0144</p></section>
<section class="pdp-nearby"><h2>More auctions nearby</h2><div>3811 Pearl Rd · Est. Resale Value $112,000</div><div>5402 Broadview Rd · Starting Bid $39,900</div></section>
<section class="pdp-steps"><h2>How to buy this property</h2><ol><li>Create a free account and verify your identity.</li><li>Review the property documents and do your due diligence.</li><li>Get pre-approved or show proof of funds.</li><li>Bid online during the auction window.</li><li>If you win, sign the purchase agreement and pay the deposit within 24 hours.</li></ol></section>
<section class="pdp-docs"><h2>Property documents</h2><ul><li><a href="#">Preliminary title report</a></li><li><a href="#">Purchase agreement</a></li><li><a href="#">Exterior photos</a></li></ul></section>
<section class="pdp-disclaimer"><p>Information is deemed reliable but not guaranteed. Buyers are responsible for verifying all information, including square footage, lot size and year built, through their own independent investigation. Properties may be subject to redemption rights, occupancy and code violations.</p></section>
</main>
<footer><p>Auction.com, LLC · 1 Mauchly, Irvine, CA 92618 · CA DRE Lic. #01093886 · Ohio Auction Firm</p><nav class="footer-links"><a href="/about">About</a><a href="/careers">Careers</a><a href="/licensing">Licensing</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a></nav></footer>
</body></html>`,
    expected: {
      propertyKind: "house",
      street: "4218 W 41st St",
      city: "Cleveland",
      province: "OH",
      postalCode: "44109",
      neighbourhood: "Old Brooklyn",
      bedrooms: 3,
      bathrooms: 1.5,
      squareFootage: 1296,
      lot: { value: 0.11, unit: "acres" },
      yearBuilt: 1924,
      geo: { lat: 41.44752, lng: -81.72384 },
    },
  },
];
