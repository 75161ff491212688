/**
 * Twenty-sixth held-out corpus, Ontario: a Zolo condo listing in Kingston that was terminated, a HouseSigma freehold
 * townhouse in Guelph sold over its asking price, and a condos.ca penthouse in Guelph with two parking spots and two
 * lockers. Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on
 * them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const sigmaSold = {
  listing: {
    id_listing: "pR7wKx2n", ml_num: "X12811604", list_status: { public: "Sold", live: 0, status: "Sld" }, price: "689,900", price_int: 689900, price_sold: "761,000", price_sold_int: 761000,
    date_start: "2026-10-29", date_end: "2026-11-04", address: "47 Summit Ridge Drive", municipality: "Guelph", community: "Pine Ridge", province: "ON", postal_code: "N1E 0K7",
    house_type_name: "Att/Row/Twnhouse", house_style: "2-Storey", bedroom_string: "3", washroom: 3, house_area: { area: "1100-1500", unit: "feet" }, land: { front: 20.01, depth: 105.5, unit: "Feet" },
    map: { lat: 43.57652, lon: -80.20716 }, brokerage_text: "Royal City Partners Realty Inc., Brokerage",
  },
  analytics: { estimate_price: 742000, estimate_rent: 3150 },
  history: [
    { date_start: "2026-10-29", date_end: "2026-11-04", price: 689900, status: "Sold", sold_price: 761000, ml_num: "X12811604" },
    { date_start: "2018-03-14", date_end: "2018-03-21", price: 449900, status: "Sold", sold_price: 472500, ml_num: "30631188" },
  ],
};

export const HELD_OUT_26_ONTARIO: ListingPage[] = [
  {
    name: "ho26-zolo-terminated-condo-kingston",
    site: "zolo.ca",
    set: "held-out-26",
    traps: "a terminated condo listing in Kingston: a 'Terminated' badge and 'This listing is no longer active'; 'Last asking price $474,900' after a cut from $499,000 in the history; the unit as '#1205-' glued to the civic number; Zolo's estimate; '2 bed, 2 bath'; a size range '1000-1199'; maintenance per month with two parking spots and a locker; the Sydenham neighbourhood; Zolo's own brokerage in the footer; other units for sale in the building",
    pageUrl: "https://www.zolo.ca/kingston-real-estate/1205-185-ontario-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#1205-185 Ontario Street, Kingston — Terminated | Zolo.ca</title>
<meta name="description" content="#1205-185 Ontario Street, Kingston, ON K7L 2Y7. Condo Apt, 2 bed, 2 bath. This listing was terminated on Nov 10, 2026.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "#1205-185 Ontario Street", address: { "@type": "PostalAddress", streetAddress: "#1205-185 Ontario Street", addressLocality: "Kingston", addressRegion: "ON", postalCode: "K7L 2Y7" }, geo: { "@type": "GeoCoordinates", latitude: 44.22918, longitude: -76.47903 } })}
</head><body>
<header class="zolo-header"><a href="/">Zolo</a><nav><a href="/kingston-real-estate">Kingston</a><a href="/sold">Sold</a><a href="/mortgage-rates">Mortgage Rates</a></nav></header>
<main class="listing">
<div class="listing-status status-terminated">Terminated</div>
<p class="notice">This listing is no longer active. It was terminated by the seller on Nov 10, 2026 after 71 days on market.</p>
<h1 class="address"><span class="street">#1205-185 Ontario Street</span> <span class="area">Kingston, ON K7L 2Y7</span></h1>
<div class="listing-price"><span class="label">Last asking price</span> <span class="priority">$474,900</span></div>
<div class="zolo-estimate">Zolo Estimate: $468,200 <small>(low $441,000 – high $495,000)</small></div>
<section class="column-container key-facts"><h2>Key Facts</h2>
<dl><dt class="column-label">Beds</dt><dd class="column-value">2</dd>
<dt class="column-label">Baths</dt><dd class="column-value">2</dd>
<dt class="column-label">Type</dt><dd class="column-value">Condo Apt</dd>
<dt class="column-label">Size</dt><dd class="column-value">1000-1199 sqft</dd>
<dt class="column-label">Neighbourhood</dt><dd class="column-value"><a href="/kingston-real-estate/sydenham">Sydenham</a></dd>
<dt class="column-label">Maintenance</dt><dd class="column-value">$786 / month</dd>
<dt class="column-label">Parking</dt><dd class="column-value">2 (Owned, Underground)</dd>
<dt class="column-label">Locker</dt><dd class="column-value">Owned</dd>
<dt class="column-label">Taxes</dt><dd class="column-value">$4,402 / year</dd>
<dt class="column-label">Year Built</dt><dd class="column-value">1989</dd>
<dt class="column-label">MLS®</dt><dd class="column-value">40781152</dd>
<dt class="column-label">Listing Brokerage</dt><dd class="column-value">Limestone Harbour Realty Ltd., Brokerage</dd></dl>
</section>
<section class="price-history"><h2>Price History</h2>
<table><tr><td>Sep 1, 2026</td><td>Listed</td><td>$499,000</td></tr><tr><td>Oct 6, 2026</td><td>Price Changed</td><td>$474,900</td></tr><tr><td>Nov 10, 2026</td><td>Terminated</td><td>$474,900</td></tr></table></section>
<section class="building-listings"><h2>For sale in 185 Ontario Street</h2>
<div class="card"><span class="card-price">$629,000</span> <span class="card-address">#1502-185 Ontario Street</span> 2 bd</div>
<div class="card"><span class="card-price">$389,900</span> <span class="card-address">#304-185 Ontario Street</span> 1 bd</div>
</section>
</main>
<footer class="zolo-footer"><p>Zolo Realty Inc., Brokerage. 5700 Yonge Street, Suite 1900, Toronto, ON M2M 4K2. Listing data supplied by the Kingston and Area Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 474900 },
      propertyKind: "condo",
      street: "#1205-185 Ontario Street",
      city: "Kingston",
      province: "ON",
      postalCode: "K7L 2Y7",
      neighbourhood: "Sydenham",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1000,
      yearBuilt: 1989,
      mlsNumber: "40781152",
      brokerageName: "Limestone Harbour Realty Ltd., Brokerage",
      geo: { lat: 44.22918, lng: -76.47903 },
    },
  },
  {
    name: "ho26-housesigma-sold-over-asking-guelph",
    site: "housesigma.com",
    set: "held-out-26",
    traps: "a freehold townhouse in Guelph sold over asking: 'Sold $761,000' in large type above 'Listed $689,900' (the list price is the listing's price); '110.3% of list' and 'Sold over asking' badge; a SigmaEstimate and rental estimate; the unit's own 2018 sale with an older board number in the history; a size range '1100-1500'; lot '20.01 x 105.5 Feet'; 'Att/Row/Twnhouse'; the Pine Ridge community; the sold-data log-in wall; HouseSigma's own brokerage in the footer",
    pageUrl: "https://housesigma.com/on/guelph-real-estate/47-summit-ridge-drive/home/pR7wKx2n/?id_listing=pR7wKx2n",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Summit Ridge Drive, Guelph — Sold $761,000 — X12811604 | HouseSigma</title>
<meta name="description" content="Sold over asking: 47 Summit Ridge Drive, Guelph, ON N1E 0K7. Att/Row/Twnhouse, 3 bedrooms, 3 bathrooms. Listed $689,900, sold $761,000.">
<script>window.__NUXT__ = ${JSON.stringify({ data: [sigmaSold] })};</script>
</head><body>
<header class="hs-header"><a href="/">HouseSigma</a><nav><a href="/on/map/">Map Search</a><a href="/on/market/">Market Trends</a><a href="/login">Log in</a></nav></header>
<main class="listing-page">
<div class="status-tag sold">Sold</div><div class="badge over-asking">Sold over asking</div>
<h1 class="address">47 Summit Ridge Drive</h1>
<p class="municipality">Guelph - Pine Ridge, ON N1E 0K7</p>
<div class="price-block">
<div class="price sold-price"><span class="label">Sold</span> $761,000</div>
<div class="price list-price"><span class="label">Listed</span> $689,900</div>
<div class="days">Sold in 6 days · 110.3% of list · +$71,100 over asking · Nov 4, 2026</div>
</div>
<div class="sigma-estimate"><span>SigmaEstimate</span> $742,000 <small>Rental estimate $3,150/mo</small></div>
<ul class="key-facts">
<li><span class="name">Bedrooms</span><span class="value">3</span></li>
<li><span class="name">Bathrooms</span><span class="value">3</span></li>
<li><span class="name">Type</span><span class="value">Att/Row/Twnhouse, 2-Storey</span></li>
<li><span class="name">Size</span><span class="value">1100-1500 feet²</span></li>
<li><span class="name">Lot Size</span><span class="value">20.01 x 105.5 Feet</span></li>
<li><span class="name">Listing #</span><span class="value">X12811604</span></li>
<li><span class="name">Community</span><span class="value">Pine Ridge</span></li>
<li><span class="name">Tax</span><span class="value">$4,688 / 2026</span></li>
</ul>
<section class="listing-history"><h2>Listing History</h2>
<table><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr>
<tr><td>2026-10-29</td><td>2026-11-04</td><td>$689,900</td><td>Sold $761,000</td><td>X12811604</td></tr>
<tr><td>2018-03-14</td><td>2018-03-21</td><td>$449,900</td><td>Sold $472,500</td><td>30631188</td></tr>
</table></section>
<div class="brokerage">Listing Brokerage: Royal City Partners Realty Inc., Brokerage</div>
<div class="login-wall">Sign in to see sold prices and days on market for nearby homes.</div>
<section class="similar"><h2>Similar Sold Homes</h2>
<div class="card"><div class="card-price">Sold $735,000</div><div class="card-address">61 Summit Ridge Drive</div></div>
<div class="card"><div class="card-price">Sold $702,500</div><div class="card-address">18 Kearney Street</div></div>
</section>
</main>
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4. Sold data provided under a VOW licence.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689900 },
      propertyKind: "townhouse",
      street: "47 Summit Ridge Drive",
      city: "Guelph",
      province: "ON",
      postalCode: "N1E 0K7",
      neighbourhood: "Pine Ridge",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1100,
      lot: { value: 2111.1, unit: "ft2" },
      mlsNumber: "X12811604",
      brokerageName: "Royal City Partners Realty Inc., Brokerage",
      geo: { lat: 43.57652, lng: -80.20716 },
    },
  },
  {
    name: "ho26-condos-ca-penthouse-guelph",
    site: "condos.ca",
    set: "held-out-26",
    traps: "a penthouse condo in Guelph: the unit as 'PH3' before the civic number; '2 Parking' and '2 Lockers' in the stats row beside '2 Beds' and '2 Baths'; maintenance fees per month and a price per sq ft; the building's year, storeys and units with its sold and leased history; place links for city and neighbourhood (St. Patrick's Ward); the WRRB MLS® number; 'Listing Brokerage'; condos.ca's own brokerage in the footer; similar listings",
    pageUrl: "https://condos.ca/guelph/the-ward-lofts-160-macdonell-street/unit-ph3-40790033",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Ward Lofts - PH3 - 160 Macdonell Street, Guelph | For Sale $1,189,000 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath penthouse at The Ward Lofts, PH3 - 160 Macdonell Street, Guelph, ON N1H 0C2. For sale $1,189,000. MLS® 40790033.">
</head><body>
<header><a href="/">Condos.ca</a><nav><a href="/guelph/condos-for-sale">Buy</a><a href="/guelph/condos-for-rent">Rent</a><a href="/guelph/sold">Sold</a></nav></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a class="place-link" href="/guelph">Guelph</a> / <a class="place-link" href="/guelph/st-patricks-ward">St. Patrick's Ward</a></div>
<h1 class="styles__Address-sc-4h2">PH3 - 160 Macdonell Street</h1>
<div class="styles__BuildingName-sc-4h3">The Ward Lofts, Guelph, ON N1H 0C2</div>
<div class="styles__Price-sc-5p1">$1,189,000</div>
<div class="styles__PricePerSqft-sc-5p2">$811/sqft</div>
<ul class="styles__Stats-sc-6s1"><li>2 Beds</li><li>2 Baths</li><li>1,466 sqft</li><li>2 Parking</li><li>2 Lockers</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Apt</span></div>
<div class="styles__Row-sc-8d2"><span>Bedrooms</span><span>2</span></div>
<div class="styles__Row-sc-8d2"><span>Bathrooms</span><span>2</span></div>
<div class="styles__Row-sc-8d2"><span>Size</span><span>1,466 sqft</span></div>
<div class="styles__Row-sc-8d2"><span>Maintenance Fees</span><span>$1,024/mo</span></div>
<div class="styles__Row-sc-8d2"><span>Parking</span><span>2 Owned (P1-14, P1-15)</span></div>
<div class="styles__Row-sc-8d2"><span>Lockers</span><span>2 Owned (L-22, L-23)</span></div>
<div class="styles__Row-sc-8d2"><span>Exposure</span><span>South West</span></div>
<div class="styles__Row-sc-8d2"><span>Taxes</span><span>$7,118 / 2026</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>40790033</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>Speed River Realty Inc., Brokerage</span></div>
</section>
<section class="styles__Building-sc-9b1"><h2>About The Ward Lofts</h2>
<div class="styles__Row-sc-8d2"><span>Year Built</span><span>2021</span></div><div class="styles__Row-sc-8d2"><span>Storeys</span><span>9</span></div><div class="styles__Row-sc-8d2"><span>Units</span><span>112</span></div>
<div class="styles__History-sc-1h1"><h3>Recent activity in this building</h3><div>Unit 704 — Sold $688,000</div><div>Unit 312 — Leased $2,450/mo</div><div>Unit PH1 — Sold $1,095,000</div></div>
</section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>Top-floor corner penthouse with 11-foot ceilings and a 300 sq ft terrace facing the river. Two side-by-side owned parking spaces and two lockers on P1. Walk to the GO station and downtown.</p></section>
<section class="styles__Mortgage-sc-7m1"><h3>Monthly Cost</h3><p>Mortgage $5,580 + Maintenance $1,024 + Taxes $593 = $7,197/mo</p></section>
<section class="styles__Similar-sc-2s1"><h2>Similar Listings</h2><div class="card"><div>$929,900</div><div>801 - 5 Gordon Street</div></div><div class="card"><div>$1,049,000</div><div>PH2 - 65 Arthur Street South</div></div></section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage. 192 Spadina Ave, Toronto, ON. Information deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1189000 },
      propertyKind: "condo",
      street: "PH3 - 160 Macdonell Street",
      city: "Guelph",
      province: "ON",
      postalCode: "N1H 0C2",
      neighbourhood: "St. Patrick's Ward",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1466,
      yearBuilt: 2021,
      mlsNumber: "40790033",
      brokerageName: "Speed River Realty Inc., Brokerage",
    },
  },
];
