/**
 * Twenty-fifth held-out corpus, United States lake towns: a Zillow lake house for rent in Lake Geneva, Wisconsin
 * and a realtor.com price-reduced lake cabin with an open house in Nisswa, Minnesota. Addresses, names and numbers
 * are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_25_US: ListingPage[] = [
  {
    name: "ho25-zillow-lake-house-rent-lake-geneva",
    site: "zillow.com",
    set: "held-out-25",
    traps: "a Zillow rental of a lake-access house in Lake Geneva, Wisconsin: '$3,400/mo' in USD beside a Zestimate for the house's sale value and a Rent Zestimate; the property manager (no MLS); a security deposit equal to one month; '3 bd · 2 ba · 1,580 sqft'; lot in acres in the facts; built 1956; 'Nearby rentals' with rents; Zillow's own address in the footer",
    pageUrl: "https://www.zillow.com/homedetails/N2184-Lakeview-Dr-Lake-Geneva-WI-53147/87302415_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>N2184 Lakeview Dr, Lake Geneva, WI 53147 | Zillow</title>
<meta name="description" content="N2184 Lakeview Dr, Lake Geneva, WI 53147 is a house for rent. 3 bedrooms, 2 bathrooms, 1,580 sqft. $3,400/mo.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "N2184 Lakeview Dr", address: { "@type": "PostalAddress", streetAddress: "N2184 Lakeview Dr", addressLocality: "Lake Geneva", addressRegion: "WI", postalCode: "53147" }, geo: { "@type": "GeoCoordinates", latitude: 42.57361, longitude: -88.48217 }, floorSize: { "@type": "QuantitativeValue", value: "1,580" } })}
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ "ForRentDoubleScrollFullRenderQuery{\"zpid\":87302415}": { property: { zpid: 87302415, homeStatus: "FOR_RENT", price: 3400, currency: "USD", homeType: "SINGLE_FAMILY", streetAddress: "N2184 Lakeview Dr", city: "Lake Geneva", state: "WI", zipcode: "53147", bedrooms: 3, bathrooms: 2, livingArea: 1580, lotAreaValue: 0.41, lotAreaUnits: "Acres", yearBuilt: 1956, latitude: 42.57361, longitude: -88.48217, zestimate: 612400, rentZestimate: 3155, resoFacts: { bathroomsFull: 2, securityDeposit: 3400, petsMaxWeight: 40 }, building: null, postingContact: { name: "Geneva Lakes Property Management" } } } }) } } } })}</script>
</head><body>
<header class="zillow-nav"><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a></nav></header>
<main class="ds-home-details">
<div class="summary-container">
<span class="ds-status">For rent</span>
<span data-testid="price" class="price">$3,400/mo</span>
<div data-testid="bed-bath-sqft-facts"><span>3</span> bd <span>2</span> ba <span>1,580</span> sqft</div>
<h1>N2184 Lakeview Dr, Lake Geneva, WI 53147</h1>
</div>
<div class="ds-overview"><h2>What's special</h2><p>Lake-access ranch on the north shore of Geneva Lake with a shared pier slip from May to October. Three bedrooms, two full baths, a screened porch and a two-car garage. Twelve-month lease; the pier slip is included for the summer season. Tenant pays utilities; landlord pays lawn and snow.</p></div>
<div class="ds-facts"><h2>Facts &amp; features</h2>
<ul>
<li>Type: Single Family Residence</li>
<li>Year built: 1956</li>
<li>Lot: 0.41 Acres</li>
<li>Bathrooms: 2 full</li>
<li>Security deposit: $3,400</li>
<li>Pets: Dogs under 40 lbs, $40/mo pet rent</li>
<li>Available: Jan 15, 2027</li>
</ul></div>
<div class="ds-zestimate"><span>Zestimate®: $612,400</span> · <span>Rent Zestimate®: $3,155/mo</span></div>
<div class="ds-listing-agent"><p>Listed by property manager</p><p>Geneva Lakes Property Management</p><p>(262) 555-0118</p></div>
<section class="nearby"><h2>Nearby rentals</h2><div>1190 Cobblestone Way · $2,450/mo</div><div>W3911 S Lakeshore Dr · $5,800/mo</div></section>
</main>
<footer><p>Zillow Group · 1301 Second Avenue, Floor 36, Seattle, WA 98101 · Equal Housing Opportunity</p></footer>
</body></html>`,
    expected: {
      price: { amount: 3400, currency: "USD", period: "month" },
      propertyKind: "house",
      street: "N2184 Lakeview Dr",
      city: "Lake Geneva",
      province: "WI",
      postalCode: "53147",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1580,
      lot: { value: 0.41, unit: "acres" },
      yearBuilt: 1956,
      geo: { lat: 42.57361, lng: -88.48217 },
    },
  },
  {
    name: "ho25-realtorcom-price-cut-lake-cabin-nisswa",
    site: "realtor.com",
    set: "held-out-25",
    traps: "a realtor.com lake cabin in Nisswa, Minnesota with a price cut: 'Price reduced by $20,000' and the old $469,900 in the property history beside the current $449,900; an open-house banner ('Sat, Nov 28 · 10:00am – 12:00pm'); '2 full, 1 half' baths; lot in acres; the NorthstarMLS ID; 'Listed by' agent and office; a monthly payment estimate; the lake name (Gull Lake) as a heading, not a neighbourhood",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/24617-Birch-Point-Rd_Nisswa_MN_56468_M82914-37760",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>24617 Birch Point Rd, Nisswa, MN 56468 - 3 beds/3 baths</title>
<meta name="description" content="Lake cabin for sale at 24617 Birch Point Rd, Nisswa, MN 56468. $449,900. 3 beds, 2.5 baths, 1,420 sq ft. MLS# 6811472.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "8291437760", listing_id: "2978113425", status: "for_sale", list_price: 449900, price_reduced_amount: 20000, location: { address: { line: "24617 Birch Point Rd", city: "Nisswa", state_code: "MN", postal_code: "56468", coordinate: { lat: 46.50412, lon: -94.31877 } } }, description: { beds: 3, baths: 3, baths_full: 2, baths_half: 1, sqft: 1420, lot_sqft: 30492, year_built: 1971, type: "single_family" }, source: { listing_id: "6811472", name: "NorthstarMLS" }, advertisers: [{ type: "seller", name: "Brooke Halvorsen", office: { name: "Lakes Area Realty Nisswa" } }], open_houses: [{ start_date: "2026-11-28T10:00:00", end_date: "2026-11-28T12:00:00" }] } } } } })}</script>
</head><body>
<header class="rdc-header"><a href="/" class="logo">realtor.com</a><nav><a href="/realestateandhomes-search/Nisswa_MN">Nisswa homes</a><a href="/mortgage/">Mortgage</a></nav></header>
<main>
<div class="open-house-banner">Open House · Sat, Nov 28 · 10:00am – 12:00pm</div>
<div class="ldp-header">
<span class="status">For Sale</span>
<div data-testid="list-price" class="price">$449,900</div>
<div class="price-cut">Price reduced by $20,000 on Nov 20</div>
<ul data-testid="property-meta"><li><span>3</span> bed</li><li><span>2.5</span> bath</li><li><span>1,420</span> sqft</li><li><span>0.7</span> acre lot</li></ul>
<h1 data-testid="address">24617 Birch Point Rd, Nisswa, MN 56468</h1>
<div class="payment">Est. $2,987/mo · Get pre-approved</div>
</div>
<section class="description"><h2>Gull Lake</h2><p>Knotty-pine lake cabin on a quiet bay of Gull Lake with 110 ft of sandy frontage, a 40 ft dock and a lakeside fire pit. Three bedrooms, two full baths and a half bath, a four-season porch and a detached two-stall garage with a bunk room above. Sellers just cut the price $20,000 — bring your boat in the spring.</p></section>
<section class="details"><h2>Property details</h2><ul>
<li>Property type: Single Family</li>
<li>Year built: 1971</li>
<li>Lot size: 0.7 acres</li>
<li>Full bathrooms: 2</li>
<li>Half bathrooms: 1</li>
<li>Property tax: $3,914/yr</li>
</ul></section>
<section class="history"><h2>Property history</h2><table>
<tr><td>11/20/2026</td><td>Price Changed</td><td>$449,900</td></tr>
<tr><td>09/12/2026</td><td>Listed</td><td>$469,900</td></tr>
<tr><td>06/30/2004</td><td>Sold</td><td>$212,000</td></tr>
</table></section>
<section class="listed-by"><p>Listed by Brooke Halvorsen · Lakes Area Realty Nisswa</p><p>Source: NorthstarMLS, MLS# 6811472</p></section>
<section class="similar"><h2>Similar homes</h2><div>Pequot Lakes · 2 bd · $389,000</div><div>Lake Shore · 4 bd · $679,900</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. · 3315 Scott Blvd, Santa Clara, CA 95054.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900, currency: "USD" },
      propertyKind: "house",
      street: "24617 Birch Point Rd",
      city: "Nisswa",
      province: "MN",
      postalCode: "56468",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1420,
      lot: { value: 0.7, unit: "acres" },
      yearBuilt: 1971,
      mlsNumber: "6811472",
      listingAgentName: "Brooke Halvorsen",
      brokerageName: "Lakes Area Realty Nisswa",
      geo: { lat: 46.50412, lng: -94.31877 },
    },
  },
];
