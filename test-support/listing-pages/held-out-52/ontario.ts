/**
 * Fifty-second held-out corpus, northern Ontario: a HouseSigma bungalow on Highway 101 in Black River-Matheson with a
 * lot-and-concession legal description, and a condos.ca apartment in a four-storey building in Elliot Lake.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

const sigmaRamore = {
  listing: {
    id_listing: "Rm7Qw2xN", ml_num: "TM250844", list_status: { public: "For Sale", live: 1, status: "Sale" }, price: "189,900", price_int: 189900, price_sold: null,
    date_start: "2026-09-18", address: "4416 Highway 101 E", municipality: "Black River-Matheson", community: "Black River-Matheson", province: "ON", postal_code: "P0K 1R0",
    house_type_name: "Detached", house_style: "Bungalow", bedroom_string: "3", washroom: 1, house_area: { area: "700-1100", unit: "feet" }, land: { front: 198, depth: 660, unit: "Feet" },
    map: { lat: 48.44102, lon: -80.33657 }, brokerage_text: "Porcupine Hometown Realty Ltd., Brokerage",
  },
  analytics: { estimate_price: 176000, estimate_rent: 1450 },
  history: [
    { date_start: "2024-05-02", date_end: "2024-10-31", price: 209900, status: "Terminated" },
    { date_start: "2026-09-18", date_end: null, price: 189900, status: "For Sale" },
  ],
};

const condosElliotLake = {
  props: {
    pageProps: {
      listing: {
        id: 4418270, mlsNumber: "2122418", status: "Active", type: "Sale", price: 164900, address: "305 - 21 Hillside Drive North", city: "Elliot Lake", province: "ON", postal: "P5A 1X5",
        beds: 2, baths: 1, sqftRange: "900-999", maintenance: 498, taxes: 1604, lat: 46.38326, lng: -82.65131,
      },
      building: { name: "Hillside Manor", storeys: 4, units: 32, yearBuilt: 1975, address: "21 Hillside Drive North" },
    },
  },
};

export const HELD_OUT_52_ONTARIO: ListingPage[] = [
  {
    name: "ho52-housesigma-bungalow-black-river-matheson",
    site: "housesigma.com",
    set: "held-out-52",
    traps: "a northern Ontario bungalow on 'Highway 101 E': the hamlet of Ramore and the unorganised township across the road vs the municipality; legal description 'PT LT 7 CON 3 TWP OF BEATTY'; lot 198 x 660 feet with an acreage range; size range only; SigmaEstimate below the price and an earlier terminated listing at a higher price; oil furnace, drilled well, septic; the Timmins brokerage; community equal to the municipality",
    pageUrl: "https://housesigma.com/on/black-river-matheson-real-estate/4416-highway-101-e/home/Rm7Qw2xN/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4416 Highway 101 E, Black River-Matheson, ON P0K 1R0 - TM250844 | HouseSigma</title>
<meta name="description" content="For sale: 3 bedroom bungalow at 4416 Highway 101 E, Black River-Matheson. Listed at $189,900.">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/844/TM250844.jpg">
<script>window.__INITIAL_STATE__ = ${JSON.stringify(sigmaRamore)};</script>
</head><body>
<header><a href="/">HouseSigma</a><nav><a href="/on/map/">Map search</a><a href="/on/market/">Market trends</a><a href="/on/agents/">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<section class="summary">
<h1>4416 Highway 101 E</h1>
<p class="municipality">Black River-Matheson, ON P0K 1R0</p>
<p class="status">For Sale · 12 days on market</p>
<p class="price"><span class="label">Listed:</span> $189,900</p>
<p class="estimate"><span class="label">SigmaEstimate:</span> $176,000 <small>(estimated rent $1,450)</small></p>
</section>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>Tax</dt><dd>$1,352 / 2025</dd>
<dt>Type</dt><dd>Detached, Bungalow</dd>
<dt>Building Age</dt><dd>51-99</dd>
<dt>Size</dt><dd>700-1100 feet²</dd>
<dt>Lot Size</dt><dd>198 x 660 Feet</dd>
<dt>Acreage</dt><dd>2-4.99</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Listing #</dt><dd>TM250844</dd>
<dt>Community</dt><dd>Black River-Matheson</dd>
</dl></section>
<section class="details"><h2>Details</h2><dl>
<dt>Heating</dt><dd>Forced Air, Oil</dd><dt>Water</dt><dd>Drilled Well</dd><dt>Sewer</dt><dd>Septic</dd>
<dt>Garage</dt><dd>Detached, 1</dd><dt>Legal Description</dt><dd>PT LT 7 CON 3 TWP OF BEATTY; BLACK RIVER-MATHESON</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Three-bedroom bungalow on three acres at the edge of the hamlet of Ramore, twenty minutes to Matheson and under an hour to Timmins. The unorganised township across the highway is Crown land with trails straight off the back field. Oil furnace updated in 2018, drilled well, septic, detached single garage and a wood shed.</p></section>
<section class="history"><h2>Listing History</h2><table>
<tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th></tr>
<tr><td>2026-09-18</td><td>-</td><td>$189,900</td><td>For Sale</td></tr>
<tr><td>2024-05-02</td><td>2024-10-31</td><td>$209,900</td><td>Terminated</td></tr>
</table></section>
<section class="brokerage"><p>Listing Brokerage: Porcupine Hometown Realty Ltd., Brokerage</p><p>Data provided by the Timmins, Cochrane &amp; Timiskaming District Association of REALTORS®.</p></section>
<section class="nearby"><h2>Similar Listings Nearby</h2>
<div class="card"><span>$159,000</span> <span>27 Railway Street, Matheson</span> <span>2 bd · 1 ba</span></div>
<div class="card"><span>$239,900</span> <span>1308 Highway 11, Black River-Matheson</span> <span>3 bd · 2 ba</span></div>
</section>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4</p><p>The listing data is deemed reliable but is not guaranteed accurate by the board.</p></footer>
${chrome("HouseSigma")}
</body></html>`,
    expected: {
      price: { amount: 189900, currency: "CAD" },
      propertyKind: "house",
      street: "4416 Highway 101 E",
      city: "Black River-Matheson",
      province: "ON",
      postalCode: "P0K 1R0",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 700,
      lot: { value: 130680, unit: "ft2" },
      mlsNumber: "TM250844",
      brokerageName: "Porcupine Hometown Realty Ltd., Brokerage",
      geo: { lat: 48.44102, lng: -80.33657 },
    },
  },
  {
    name: "ho52-condosca-apartment-elliot-lake",
    site: "condos.ca",
    set: "held-out-52",
    traps: "a condo in a 32-unit, four-storey building in Elliot Lake: the unit before the civic with ' - '; a size range in the facts with an exact floor-plan figure in the description; maintenance fee and taxes; the building's year built; a sold unit in the building; the listing brokerage in Blind River beside condos.ca's own Toronto brokerage in the footer; app state with coordinates",
    pageUrl: "https://condos.ca/elliot-lake/hillside-manor-21-hillside-dr-n/unit-305-2122418",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>305 - 21 Hillside Drive North, Elliot Lake | Hillside Manor | Condos.ca</title>
<meta name="description" content="2 bed, 1 bath condo for sale at Hillside Manor, 21 Hillside Drive North, Elliot Lake. $164,900.">
<meta property="og:image" content="https://condos.ca/public/listing/2122418/1.jpg">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(condosElliotLake)}</script>
</head><body>
<header><a href="/">Condos.ca</a><nav><a href="/search">Search</a><a href="/buildings">Buildings</a><a href="/sold">Sold</a><a href="/agents">Our agents</a></nav></header>
<main class="listing">
<nav class="crumbs"><a href="/elliot-lake">Elliot Lake</a> › <a href="/elliot-lake/hillside-manor-21-hillside-dr-n">Hillside Manor</a> › Unit 305</nav>
<h1>305 - 21 Hillside Drive North</h1>
<p class="sub">Hillside Manor · Elliot Lake, ON P5A 1X5</p>
<p class="price">$164,900</p>
<ul class="key-facts"><li>2 Beds</li><li>1 Bath</li><li>900-999 sqft</li><li>Maint. $498/mo</li><li>Taxes $1,604/yr</li></ul>
<section class="details"><h2>Details</h2><table>
<tr><th>MLS®</th><td>2122418</td></tr>
<tr><th>Type</th><td>Condo Apartment</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Parking</th><td>1 outdoor, plug-in</td></tr>
<tr><th>Locker</th><td>Owned</td></tr>
<tr><th>Heat</th><td>Electric baseboard</td></tr>
<tr><th>Maintenance includes</th><td>Water, building insurance, snow removal</td></tr>
</table></section>
<section class="description"><h2>About this unit</h2><p>Top-floor corner unit with a view over Horne Lake, 932 sq ft per the builder's floor plan. Two bedrooms, updated four-piece bath, in-suite laundry and a glassed-in balcony. Elevator building a short walk to the Pearson Plaza shops and the hospital.</p></section>
<section class="building"><h2>Hillside Manor</h2><p>4 storeys · 32 units · Built 1975 · Elevator, party room, storage lockers</p>
<h3>Recently sold in this building</h3><p>Unit 104 · 2 bd · sold $151,000 (August)</p><p>Unit 212 · 1 bd · sold $118,500 (June)</p></section>
<section class="agent"><h2>Listing provided by</h2><p class="agent-name">Lise Paquin</p><p>Salesperson</p><p class="brokerage">Algoma Shores Realty Inc., Brokerage</p><p>61 Woodward Avenue, Blind River, ON P0R 1B0 · 705-555-0129</p></section>
</main>
<footer><p>Condos.ca Real Estate Inc., Brokerage · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7</p><p>Listing data supplied by the Sudbury Real Estate Board MLS®; deemed reliable but not guaranteed.</p></footer>
${chrome("Condos.ca")}
</body></html>`,
    expected: {
      price: { amount: 164900, currency: "CAD" },
      propertyKind: "condo",
      street: "305 - 21 Hillside Drive North",
      city: "Elliot Lake",
      province: "ON",
      postalCode: "P5A 1X5",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 932,
      yearBuilt: 1975,
      mlsNumber: "2122418",
      listingAgentName: "Lise Paquin",
      brokerageName: "Algoma Shores Realty Inc., Brokerage",
      geo: { lat: 46.38326, lng: -82.65131 },
    },
  },
];
