/**
 * Thirty-eighth held-out corpus, United States: a Zillow house in Austin, Texas and a realtor.com condo in Denver's
 * LoDo.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { chromeEn } from "./chrome.ts";

export const HELD_OUT_38_US: ListingPage[] = [
  {
    name: "ho38-zillow-house-austin",
    site: "zillow.com",
    set: "held-out-38",
    traps: "Zillow house in a state blob: the list price beside a Zestimate and a Rent Zestimate; a price history with an earlier list price, a price cut and the 2016 sale; a tax history with assessed values; school ratings out of 10; the zpid (not an MLS number) beside 'MLS#'; lot in sqft; the listing agent and brokerage in the 'Listed by' block beside a Zillow premier agent",
    pageUrl: "https://www.zillow.com/homedetails/4817-Cedar-Ridge-Dr-Austin-TX-78745/29418372_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4817 Cedar Ridge Dr, Austin, TX 78745 | MLS #5512873 | Zillow</title>
<meta name="description" content="4817 Cedar Ridge Dr, Austin, TX 78745 is a single-family home listed for-sale at $615,000. The 1,624 sq. ft. home is a 3 bed, 2 bath property.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: { property: { zpid: 29418372, price: 615000, zestimate: 602300, rentZestimate: 2890, bedrooms: 3, bathrooms: 2, livingArea: 1624, lotAreaValue: 7405, lotAreaUnits: "Square Feet", yearBuilt: 1984, homeType: "SINGLE_FAMILY", latitude: 30.21447, longitude: -97.80318, address: { streetAddress: "4817 Cedar Ridge Dr", city: "Austin", state: "TX", zipcode: "78745" }, priceHistory: [{ date: "2026-02-20", event: "Price change", price: 615000 }, { date: "2026-01-09", event: "Listed for sale", price: 639000 }, { date: "2016-07-15", event: "Sold", price: 329000 }], taxHistory: [{ time: 2025, taxPaid: 9812, value: 548900 }, { time: 2024, taxPaid: 10240, value: 571200 }] } } } } } })}</script>
</head><body>
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-home-details">
<div class="summary-container"><span data-testid="price"><span>$615,000</span></span>
<div class="bed-bath"><span><b>3</b> bd</span><span><b>2</b> ba</span><span><b>1,624</b> sqft</span></div>
<h1>4817 Cedar Ridge Dr, Austin, TX 78745</h1>
<p>Est. $3,912/mo · <a href="/home-loans/">Get pre-qualified</a></p>
<p class="zestimate">Zestimate®: $602,300 · Rent Zestimate®: $2,890/mo</p></div>
<ul class="facts"><li>Single Family Residence</li><li>Built in 1984</li><li>7,405 sqft lot</li><li>$379/sqft</li><li>No HOA</li><li>22 days on Zillow</li></ul>
<section><h2>What's special</h2><p>Updated ranch in South Manchaca under mature live oaks: open kitchen with quartz, primary suite with walk-in shower, deep backyard with a deck. Minutes to South Congress and Mopac.</p></section>
<section><h2>Facts &amp; features</h2><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Total interior livable area: 1,624 sqft</li><li>Lot size: 7,405 sqft</li><li>Subdivision: Cherry Creek Sec 4</li><li>Region: Austin</li><li>Neighborhood: South Manchaca</li><li>Annual tax amount: $9,812</li><li>Parcel number: 0418020317</li></ul></section>
<section><h2>Price history</h2><table><tr><td>2/20/2026</td><td>Price change</td><td>$615,000 (-3.8%)</td></tr><tr><td>1/9/2026</td><td>Listed for sale</td><td>$639,000</td></tr><tr><td>7/15/2016</td><td>Sold</td><td>$329,000</td></tr></table></section>
<section><h2>Public tax history</h2><table><tr><td>2025</td><td>$9,812</td><td>$548,900</td></tr><tr><td>2024</td><td>$10,240</td><td>$571,200</td></tr></table></section>
<section><h2>GreatSchools rating</h2><ul><li>7/10 · Cunningham Elementary · 0.5 mi</li><li>5/10 · Covington Middle · 1.2 mi</li><li>6/10 · Crockett Early College High · 2.0 mi</li></ul></section>
<section class="listing-attribution"><p>Listed by: <span>Amanda Reyes</span> 512-555-0164, <span>Hill Country Realty Group</span> 512-555-0100</p><p>Source: Unlock MLS, MLS#: 5512873</p></section>
<aside class="premier-agent"><p>Contact an agent</p><p>Tyler Brandt · Zillow Premier Agent · 512-555-0199</p></aside>
<section><h2>Nearby homes</h2><div class="card">5002 Cedar Ridge Dr · $585,000 · 3 bd 2 ba</div><div class="card">4710 Sunset Trl · Sold $640,000 · 4 bd 2 ba</div></section>
</main>
<footer><p>Zillow Group is committed to ensuring digital accessibility. Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101. Equal Housing Opportunity.</p></footer>
${chromeEn("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 615000, currency: "USD" },
      propertyKind: "house",
      street: "4817 Cedar Ridge Dr",
      city: "Austin",
      province: "TX",
      postalCode: "78745",
      neighbourhood: "South Manchaca",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1624,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1984,
      mlsNumber: "5512873",
      listingAgentName: "Amanda Reyes",
      brokerageName: "Hill Country Realty Group",
      geo: { lat: 30.21447, lng: -97.80318 },
    },
  },
  {
    name: "ho38-realtorcom-condo-denver",
    site: "realtor.com",
    set: "held-out-38",
    traps: "realtor.com condo in LoDo, Denver: the list price beside three estimates from data providers; HOA fee per month and property tax; price history with an earlier list price and the unit's 2017 sale; other units in the building for sale; days on realtor.com; the realtor.com property id; 'Unit 806' after the street; the listing agent, the brokerage and the MLS source in 'Listing provided by'; a mortgage estimate",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2150-Wynkoop-St-Unit-806_Denver_CO_80202_M91834-27706",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2150 Wynkoop St Unit 806, Denver, CO 80202 - 2 beds/2 baths</title>
<meta property="og:title" content="2150 Wynkoop St Unit 806, Denver, CO 80202 | realtor.com®">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9183427706", listing_id: "2983341177", list_price: 549000, status: "for_sale", description: { beds: 2, baths: 2, baths_full: 2, sqft: 1118, year_built: 2008, type: "condos" }, hoa: { fee: 742 }, location: { address: { line: "2150 Wynkoop St Unit 806", city: "Denver", state_code: "CO", postal_code: "80202", coordinate: { lat: 39.75622, lon: -104.99419 } }, neighborhoods: [{ name: "LoDo" }] }, estimates: [{ source: "Collateral Analytics", estimate: 531400 }, { source: "Quantarium", estimate: 556800 }, { source: "CoreLogic", estimate: 524000 }] } } } } })}</script>
</head><body>
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/Denver_CO">Buy</a><a href="/apartments/Denver_CO">Rent</a><a href="/myhome">My Home</a></nav></header>
<main data-testid="ldp">
<div data-testid="list-price">$549,000</div>
<ul data-testid="property-meta"><li><span>2</span> bed</li><li><span>2</span> bath</li><li><span>1,118</span> sqft</li></ul>
<h1 data-testid="address">2150 Wynkoop St Unit 806, Denver, CO 80202</h1>
<p>LoDo</p>
<p class="payment">Est. payment $4,186/mo (incl. HOA)</p>
<ul class="key-facts"><li>Property type: Condo</li><li>Time on realtor.com: 41 days</li><li>Price per sqft: $491</li><li>HOA fees: $742/mo</li><li>Year built: 2008</li><li>Garage: 1 space</li></ul>
<section><h2>Property details</h2><ul><li>Full bathrooms: 2</li><li>Total rooms: 5</li><li>Property tax: $2,905 (2025)</li><li>Building: 12 stories, 88 units</li></ul></section>
<section><h2>Estimated home value</h2><ul><li>Collateral Analytics: $531,400</li><li>Quantarium: $556,800</li><li>CoreLogic®: $524,000</li></ul></section>
<section><h2>Property history</h2><table><tr><td>01/24/2026</td><td>Listed</td><td>$549,000</td></tr><tr><td>09/30/2025</td><td>Listing removed</td><td>$575,000</td></tr><tr><td>05/12/2017</td><td>Sold</td><td>$402,500</td></tr></table></section>
<section><h2>Also for sale in this building</h2><div class="card">Unit 404 · 1 bed · $389,000</div><div class="card">Unit 1102 · 2 bed · $725,000</div></section>
<section class="listing-provider"><h3>Listing provided by</h3><p>Listed by Brian Kowalczyk with Milehigh Urban Realty</p><p>Source: REcolorado, MLS #8812046</p></section>
<section><h2>Schools</h2><ul><li>Greenlee Elementary · 4/10</li><li>Skinner Middle · 7/10</li><li>North High · 6/10</li></ul></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. 3200 E Camelback Rd, Phoenix, AZ 85018. Equal Housing Opportunity.</p></footer>
${chromeEn("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "USD" },
      propertyKind: "condo",
      street: "2150 Wynkoop St Unit 806",
      city: "Denver",
      province: "CO",
      postalCode: "80202",
      neighbourhood: "LoDo",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1118,
      yearBuilt: 2008,
      mlsNumber: "8812046",
      listingAgentName: "Brian Kowalczyk",
      brokerageName: "Milehigh Urban Realty",
      geo: { lat: 39.75622, lng: -104.99419 },
    },
  },
];
