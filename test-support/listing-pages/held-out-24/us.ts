/**
 * Twenty-fourth held-out corpus, United States: a Redfin townhouse in Seattle, a Berkshire Hathaway HomeServices
 * house in Portland, Maine, and a LandSearch ranch in Montana. Prices in US dollars. Addresses, names and numbers
 * are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_24_US: ListingPage[] = [
  {
    name: "ho24-redfin-townhouse-seattle",
    site: "redfin.com",
    set: "held-out-24",
    traps: "a Redfin townhouse in Seattle's Ballard: Redfin Estimate beside the list price; 'Unit B' after the street; baths '2.5' with full/half in the facts table; lot in sq ft for a townhouse; NWMLS number; listing agent and brokerage in 'Listed by'; Redfin's own agent in a 'Tour with' box; HOA dues; price/sq ft",
    pageUrl: "https://www.redfin.com/WA/Seattle/2418-NW-63rd-St-98107/unit-B/home/201884512",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2418 NW 63rd St Unit B, Seattle, WA 98107 | MLS# 2461873 | Redfin</title>
<meta name="description" content="2418 NW 63rd St Unit B, Seattle, WA 98107 is a 3 bed, 2.5 bath, 1,388 sqft townhouse listed for $949,000.">
<meta name="twitter:label1" content="Price"><meta name="twitter:data1" content="$949,000">
${ld({ "@context": "https://schema.org", "@type": ["Product", "RealEstateListing"], name: "2418 NW 63rd St Unit B, Seattle, WA 98107", offers: { "@type": "Offer", price: 949000, priceCurrency: "USD" }, mainEntity: { "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "2418 NW 63rd St Unit B", addressLocality: "Seattle", addressRegion: "WA", postalCode: "98107" }, geo: { "@type": "GeoCoordinates", latitude: 47.67314, longitude: -122.38822 }, numberOfRooms: 3, floorSize: { "@type": "QuantitativeValue", value: 1388, unitCode: "FTK" } } })}
</head><body>
<header><a href="/" class="redfin-logo">Redfin</a><nav><a href="/buy">Buy</a><a href="/rent">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a></nav></header>
<main>
<div class="home-main-stats"><div class="price">$949,000</div><div class="beds">3 beds</div><div class="baths">2.5 baths</div><div class="sqft">1,388 sq ft</div></div>
<h1 class="street-address">2418 NW 63rd St Unit B, <span>Seattle, WA 98107</span></h1>
<div class="redfin-estimate">Redfin Estimate: $931,417</div>
<section class="keyDetails"><h2>Key details</h2><ul>
<li>Property Type: Townhouse</li><li>Built: 2016</li><li>Lot Size: 1,150 sq ft</li><li>HOA Dues: $95/mo</li><li>Price/Sq.Ft.: $684</li><li>Neighborhood: Ballard</li></ul></section>
<section class="amenities"><h2>Property details</h2><ul><li>Bedrooms: 3</li><li>Full Bathrooms: 2</li><li>1/2 Bathrooms: 1</li><li>Parking: 1 space, attached garage</li></ul></section>
<section class="remarks"><p>Modern townhome three blocks from Ballard Avenue with a rooftop deck and Olympic Mountain peeks. Open main level, two bedrooms up plus a primary suite, one-car garage.</p></section>
<section class="listing-info"><p>Listed by Ashley Brennan · Windermere Real Estate/East</p><p>Source: NWMLS #2461873</p></section>
<aside class="tour"><p>Tour with a Redfin Agent</p><p>Jordan Pike, Redfin Agent</p></aside>
<section class="nearby"><h2>Nearby homes</h2><div>6311 24th Ave NW #A · $875,000</div><div>2207 NW 60th St · $1,295,000</div></section>
</main>
<footer><p>Redfin Corporation · 1099 Stewart St, Suite 600, Seattle, WA 98101 · Washington licensed broker</p></footer>
</body></html>`,
    expected: {
      price: { amount: 949000, currency: "USD" },
      propertyKind: "townhouse",
      street: "2418 NW 63rd St Unit B",
      city: "Seattle",
      province: "WA",
      postalCode: "98107",
      neighbourhood: "Ballard",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1388,
      lot: { value: 1150, unit: "ft2" },
      yearBuilt: 2016,
      mlsNumber: "2461873",
      listingAgentName: "Ashley Brennan",
      brokerageName: "Windermere Real Estate/East",
      geo: { lat: 47.67314, lng: -122.38822 },
    },
  },
  {
    name: "ho24-bhhs-house-portland-maine",
    site: "bhhs.com",
    set: "held-out-24",
    traps: "a Berkshire Hathaway HomeServices house in Portland, Maine: 'Total Baths 3 (2F 1H)'; lot in acres; MREIS MLS number; franchise name as brokerage; agent card plus a mortgage affiliate officer; estimated monthly payment; corporate Omaha footer; open house times",
    pageUrl: "https://www.bhhs.com/northeast-real-estate/me/88-vesper-street-portland-04101/pid-1641277",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Vesper Street, Portland, ME 04101 | MLS 1641277 | Berkshire Hathaway HomeServices</title>
<meta name="description" content="4 bed, 3 bath home for sale at 88 Vesper Street, Portland, ME. $1,085,000.">
<script>var propertyData = ${JSON.stringify({ listingId: "1641277", listPrice: 1085000, status: "Active", address: { street: "88 Vesper Street", city: "Portland", state: "ME", zip: "04101" }, beds: 4, bathsFull: 2, bathsHalf: 1, sqft: 2460, lotAcres: 0.11, yearBuilt: 1895, latitude: 43.66288, longitude: -70.26911 })};</script>
</head><body>
<header><a href="/" class="bhhs-logo">Berkshire Hathaway HomeServices</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Agents</a></nav></header>
<main class="pdp">
<section class="pdp-top"><h1>88 Vesper Street</h1><p>Portland, ME 04101 · Munjoy Hill</p><p class="pdp-price">$1,085,000</p>
<ul><li>4 Beds</li><li>3 Total Baths (2F 1H)</li><li>2,460 Sq. Ft.</li><li>0.11 Acres</li></ul></section>
<section class="open-house"><p>Open House: Sun 11/29, 1:00 PM – 3:00 PM</p></section>
<section class="pdp-desc"><h2>Property Description</h2><p>Restored 1895 Victorian on Munjoy Hill, a block from the Eastern Promenade. Four bedrooms, original woodwork, a chef's kitchen added in 2020 and a third-floor office with harbor views.</p></section>
<section class="pdp-details"><h2>Details</h2><table><tr><td>MLS #</td><td>1641277</td></tr><tr><td>Style</td><td>Victorian</td></tr><tr><td>Property Type</td><td>Single Family Residence</td></tr><tr><td>Year Built</td><td>1895</td></tr><tr><td>Taxes</td><td>$13,904</td></tr></table></section>
<section class="payment"><p>Est. Payment $6,412/mo</p></section>
<section class="agent"><h3>Listing Agent</h3><p class="agent-name">Nora Lindqvist</p><p>Berkshire Hathaway HomeServices Northeast Real Estate</p><p>207-555-0183</p></section>
<section class="lender"><p>Mortgage: Paul Ferreira, Loan Officer, HomeServices Lending</p></section>
</main>
<footer><p>©2026 BHH Affiliates, LLC. An independently operated subsidiary of HomeServices of America, Inc. · Omaha, NE</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1085000, currency: "USD" },
      propertyKind: "house",
      street: "88 Vesper Street",
      city: "Portland",
      province: "ME",
      postalCode: "04101",
      neighbourhood: "Munjoy Hill",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2460,
      lot: { value: 0.11, unit: "acres" },
      yearBuilt: 1895,
      mlsNumber: "1641277",
      listingAgentName: "Nora Lindqvist",
      brokerageName: "Berkshire Hathaway HomeServices Northeast Real Estate",
      geo: { lat: 43.66288, lng: -70.26911 },
    },
  },
  {
    name: "ho24-landsearch-ranch-montana",
    site: "landsearch.com",
    set: "held-out-24",
    traps: "a LandSearch ranch listing in Montana: acreage '640 acres' with price per acre; a highway address in an unincorporated area with the county; ranch with a house ('3 bd / 2 ba' in a features block); Offer JSON-LD; seller's broker; 'Nearby properties' with larger acreages",
    pageUrl: "https://www.landsearch.com/properties/3120-us-highway-287-harrison-mt-59735/4471903",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>640 Acres with Home in Madison County, Montana | LandSearch</title>
<meta name="description" content="640 acres of ranch land with a 3-bedroom home near Harrison, MT, listed for $2,750,000 ($4,297/acre).">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "640 Acres with Home in Madison County", offers: { "@type": "Offer", price: "2750000", priceCurrency: "USD" } })}
</head><body>
<header><a href="/">LandSearch</a><nav><a href="/ranches">Ranches</a><a href="/farms">Farms</a><a href="/hunting">Hunting Land</a></nav></header>
<main class="property">
<nav class="crumbs">Montana › Madison County › Harrison</nav>
<h1>640 Acres with Home in Madison County</h1>
<p class="addr">3120 US Highway 287, Harrison, MT 59735</p>
<p class="price">$2,750,000 <span class="per-acre">$4,297 per acre</span></p>
<section class="facts"><ul><li>Acreage: 640 acres</li><li>Type: Ranch, Farm</li><li>Zoning: Agricultural</li><li>Water rights: Yes, irrigation</li></ul></section>
<section class="improvements"><h2>Improvements</h2><p>Home: 3 bd / 2 ba, 1,980 sq ft, built 1972. Barn, calving shed, shop, corrals.</p></section>
<section class="desc"><h2>Description</h2><p>Working cattle ranch in the Madison Valley with 210 acres of flood-irrigated hay meadow, the balance in native pasture. Views of the Tobacco Root Mountains, elk and antelope on the property, and year-round county road access.</p></section>
<section class="contact"><p>Listed by <strong>Wade Halvorsen</strong>, Big Sky Ranch &amp; Land Co.</p></section>
<section class="nearby"><h2>Nearby properties</h2><div>1,280 acres · Ennis, MT · $5,900,000</div><div>160 acres · Norris, MT · $895,000</div></section>
</main>
<footer><p>LandSearch · Land for sale across the United States</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2750000, currency: "USD" },
      propertyKind: "farm",
      street: "3120 US Highway 287",
      city: "Harrison",
      province: "MT",
      postalCode: "59735",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1980,
      lot: { value: 640, unit: "acres" },
      yearBuilt: 1972,
      listingAgentName: "Wade Halvorsen",
      brokerageName: "Big Sky Ranch & Land Co.",
    },
  },
];
