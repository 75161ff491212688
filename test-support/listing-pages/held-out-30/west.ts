/**
 * Thirtieth held-out corpus, the Prairies and British Columbia: a Boyes Group Realty bungalow in Saskatoon's
 * Silverwood Heights and a LandQuest Realty recreational acreage with a cabin on the Sunshine Coast. Addresses,
 * names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_30_WEST: ListingPage[] = [
  {
    name: "ho30-boyesgroup-bungalow-saskatoon",
    site: "boyesgroup.com",
    set: "held-out-30",
    traps: "a Saskatoon independent brokerage's page for a bungalow in Silverwood Heights: the SK 'SK0…' MLS® number; 'Bedrooms 3 up, 2 down'; 'Bathrooms 3' split '2 full + 1 two-piece'; '1,246 sq ft' above grade with the basement area separately; 'Lot 60 x 110 ft' and '6,600 sq ft'; the 2026 assessed value and taxes; a price change with the former price in the JSON; the brokerage's 8th Street office; a 'Similar homes' strip",
    pageUrl: "https://www.boyesgroup.com/listings/sk019734-318-whiteswan-drive-saskatoon",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>318 Whiteswan Drive, Saskatoon | SK019734 | Boyes Group Realty</title>
<meta name="description" content="Bungalow in Silverwood Heights, Saskatoon. 3+2 bedrooms, 3 bathrooms, 1,246 sq ft. $459,900.">
<script type="application/json" id="listing-json">${JSON.stringify({ mlsId: "SK019734", status: "Active", listPrice: 459900, previousPrice: 474900, address: { line: "318 Whiteswan Drive", city: "Saskatoon", province: "SK", postal: "S7K 4A7" }, neighbourhood: "Silverwood Heights", bedsAbove: 3, bedsBelow: 2, baths: { full: 2, half: 1 }, sqftAboveGrade: 1246, basementSqft: 1180, lot: { front: 60, depth: 110, areaSqft: 6600 }, yearBuilt: 1979, assessment2026: 421000, latitude: 52.17916, longitude: -106.62108 })}</script>
</head><body>
<header><a href="/" class="bg-logo">Boyes Group Realty Inc.</a><nav><a href="/listings">Listings</a><a href="/agents">Agents</a><a href="/about">About</a></nav></header>
<main>
<section class="ld-head"><h1>318 Whiteswan Drive</h1><p>Silverwood Heights · Saskatoon, SK S7K 4A7</p><p class="price">$459,900</p><p class="change">Price changed Nov 18</p></section>
<section class="ld-specs"><table>
<tr><th>MLS® Number</th><td>SK019734</td></tr>
<tr><th>Property Type</th><td>Residential – Detached</td></tr>
<tr><th>Style</th><td>Bungalow</td></tr>
<tr><th>Bedrooms</th><td>3 up, 2 down</td></tr>
<tr><th>Bathrooms</th><td>3 (2 full + 1 two-piece)</td></tr>
<tr><th>Floor Area</th><td>1,246 sq ft (above grade)</td></tr>
<tr><th>Basement</th><td>Full, finished (approx. 1,180 sq ft)</td></tr>
<tr><th>Lot</th><td>60 x 110 ft · 6,600 sq ft</td></tr>
<tr><th>Year Built</th><td>1979</td></tr>
<tr><th>Garage</th><td>Detached double, insulated</td></tr>
<tr><th>Assessed Value (2026)</th><td>$421,000</td></tr>
<tr><th>Taxes</th><td>$4,388 (2026)</td></tr>
</table></section>
<section class="ld-remarks"><h2>Remarks</h2><p>Well-cared-for bungalow on a quiet crescent-side lot backing onto a walking path. Bright living room, renovated kitchen with island, three bedrooms on the main including a primary with two-piece ensuite, and a fully developed basement with two bedrooms, a family room and a full bath. Close to Silverwood Golf Course, schools and the river trail.</p></section>
<section class="ld-agent"><h2>Listed by</h2><p>Raj Dhaliwal</p><p>Boyes Group Realty Inc.</p><p>306-555-0114</p></section>
<section class="ld-similar"><h2>Similar homes</h2><div>207 Whiteswan Drive · $439,000</div><div>1102 Kolynchuk Crescent · $489,900</div></section>
<section class="ld-features"><h2>Features</h2><ul><li>Central air conditioning and high-efficiency furnace (2019)</li><li>Renovated kitchen with island and pantry</li><li>Two-piece ensuite off the primary bedroom</li><li>Developed basement with family room and wet bar</li><li>Insulated double detached garage with 220V</li><li>Underground sprinklers, front and back</li></ul></section>
<section class="ld-area"><h2>About Silverwood Heights</h2><p>A mature north-end neighbourhood known for its parks, schools and the Meewasin trail along the South Saskatchewan River, with quick access to Lawson Heights Mall, Circle Drive and the University of Saskatchewan.</p></section>
<section class="ld-contact"><h2>Book a showing</h2><form><input placeholder="Name"><input placeholder="Email"><input placeholder="Phone"><button>Request</button></form></section>
</main>
<footer><p>Boyes Group Realty Inc. · 714 8th Street East, Saskatoon, SK S7H 0R1</p><p>MLS® listing data provided by the Saskatchewan REALTORS® Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 459900 },
      propertyKind: "house",
      street: "318 Whiteswan Drive",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7K 4A7",
      neighbourhood: "Silverwood Heights",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1246,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1979,
      mlsNumber: "SK019734",
      listingAgentName: "Raj Dhaliwal",
      brokerageName: "Boyes Group Realty Inc.",
      geo: { lat: 52.17916, lng: -106.62108 },
    },
  },
  {
    name: "ho30-landquest-recreational-sunshine-coast",
    site: "landquest.com",
    set: "held-out-30",
    traps: "a recreational-property brokerage's listing of a 12.4-acre parcel with an off-grid cabin near Egmont on BC's Sunshine Coast: acres beside hectares ('12.4 acres / 5.02 ha'); '±680 ft of oceanfront'; the cabin's '1 bedroom + loft' and '640 sq ft'; a legal description and PID; 'Price: $1,150,000' beside the BC Assessment; the board MLS® number beside LandQuest's own listing number; two agents; the head office in Surrey; other waterfront listings' prices",
    pageUrl: "https://www.landquest.com/listing/oceanfront-acreage-cabin-egmont-sunshine-coast-bc/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12.4 Acres Oceanfront with Cabin, Egmont, Sunshine Coast BC | LandQuest® Realty</title>
<meta name="description" content="Off-grid oceanfront acreage with a cabin near Egmont on the Sunshine Coast. 12.4 acres, 680 ft of waterfront. $1,150,000.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "12.4 Acres Oceanfront with Cabin – Egmont", address: { "@type": "PostalAddress", streetAddress: "6821 Maple Road", addressLocality: "Egmont", addressRegion: "BC", postalCode: "V0N 1N0" }, geo: { "@type": "GeoCoordinates", latitude: 49.75893, longitude: -123.93145 } })}
</head><body>
<header><a href="/" class="lq-logo">LandQuest® Realty Corporation</a><nav><a href="/listings/">Listings</a><a href="/recreational/">Recreational</a><a href="/ranches/">Ranches</a><a href="/agents/">Agents</a></nav></header>
<main>
<h1>12.4 Acres Oceanfront with Cabin – Egmont, Sunshine Coast</h1>
<p class="price">Price: $1,150,000</p>
<table class="listing-facts">
<tr><td>Listing #</td><td>LQ-24117</td></tr>
<tr><td>MLS® #</td><td>R3061842</td></tr>
<tr><td>Property Type</td><td>Recreational – Waterfront</td></tr>
<tr><td>Address</td><td>6821 Maple Road, Egmont, BC V0N 1N0</td></tr>
<tr><td>Acreage</td><td>12.4 acres / 5.02 ha</td></tr>
<tr><td>Waterfront</td><td>±680 ft oceanfront on Jervis Inlet</td></tr>
<tr><td>Improvements</td><td>Cabin, 1 bedroom + loft, 640 sq ft, built 2004</td></tr>
<tr><td>Services</td><td>Off-grid: solar, spring water, outhouse</td></tr>
<tr><td>Taxes (2026)</td><td>$2,214</td></tr>
<tr><td>BC Assessment (2026)</td><td>$874,000</td></tr>
<tr><td>Legal</td><td>Lot 3, District Lot 6219, Group 1, NWD, Plan 14072; PID 008-114-271</td></tr>
</table>
<section class="summary"><h2>Summary</h2><p>A rare piece of the Sunshine Coast: sloping second-growth forest down to a rocky point and a sheltered cove with a mooring buoy. The cedar cabin sits on a bluff with views up Jervis Inlet, a bedroom on the main and a sleeping loft above. Road access to the upper boundary; the lower cove is water access. Twenty minutes to the Earls Cove ferry.</p></section>
<section class="agents"><h2>Listing agents</h2><p>Kurt Lindqvist · Personal Real Estate Corporation</p><p>Shannon Mair</p><p>LandQuest® Realty Corporation</p><p>604-555-0150</p></section>
<section class="more"><h2>More waterfront listings</h2><div>40 Acres on Nelson Island · $895,000</div><div>Sechelt Inlet cabin, 2.1 acres · $749,000</div></section>
<section class="features"><h2>Features</h2><ul><li>Cedar cabin on a bluff with a covered deck</li><li>Wood stove, propane range and fridge</li><li>Solar array with battery bank</li><li>Gravity-fed spring water system</li><li>Mooring buoy in a sheltered cove</li><li>Second-growth fir and cedar forest</li></ul></section>
<section class="location"><h2>Location</h2><p>Egmont sits at the northern tip of the Sechelt Peninsula near Skookumchuck Narrows Provincial Park. Pender Harbour is 25 minutes south; Sechelt is about an hour; the Langdale ferry to Horseshoe Bay is about 90 minutes.</p></section>
<section class="showings"><h2>Showings</h2><p>By appointment only with a listing agent. Please do not enter the property without an appointment. Boat access to the cove can be arranged.</p></section>
</main>
<footer><p>LandQuest® Realty Corporation · 200-19 Dallas Road, Victoria, BC · Head Office: 7201 201 Street, Surrey, BC V2Y 3T9</p><p>Independently owned and operated. E.&amp;O.E.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1150000 },
      propertyKind: "house",
      street: "6821 Maple Road",
      city: "Egmont",
      province: "BC",
      postalCode: "V0N 1N0",
      bedrooms: 1,
      squareFootage: 640,
      lot: { value: 12.4, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "R3061842",
      listingAgentName: "Kurt Lindqvist",
      brokerageName: "LandQuest® Realty Corporation",
      geo: { lat: 49.75893, lng: -123.93145 },
    },
  },
];
