/**
 * Twenty-ninth held-out corpus, United States: a Zillow condo in Chicago's Gold Coast and a Realtor.com condo in
 * Boston's South End. Prices in US dollars. Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_29_US: ListingPage[] = [
  {
    name: "ho29-zillow-condo-gold-coast-chicago",
    site: "zillow.com",
    set: "held-out-29",
    traps: "a Zillow condo in Chicago's Gold Coast: Zestimate and Rent Zestimate beside the price; 'APT 12B' in the address; HOA dues per month; price per sqft; MRED MLS number in the listing provider block; agent and brokerage under 'Listed by' with a buyer's-agent note; the building's other units and nearby homes with prices; Zillow's zpid (not an MLS)",
    pageUrl: "https://www.zillow.com/homedetails/1450-N-Dearborn-St-APT-12B-Chicago-IL-60610/3918844271_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1450 N Dearborn St APT 12B, Chicago, IL 60610 | MLS #12498831 | Zillow</title>
<meta name="description" content="1450 N Dearborn St APT 12B, Chicago, IL 60610 is a condo listed for-sale at $465,000. The 1,250 sq. ft. condo is a 2 bed, 2.0 bath unit.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1450 N Dearborn St APT 12B", address: { "@type": "PostalAddress", streetAddress: "1450 N Dearborn St APT 12B", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60610" }, floorSize: { "@type": "QuantitativeValue", value: "1,250" }, geo: { "@type": "GeoCoordinates", latitude: 41.90946, longitude: -87.63092 } })}
</head><body>
<header><a href="/" class="zillow-logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-container">
<div class="summary-container"><span data-testid="price">$465,000</span>
<div data-testid="bed-bath-sqft-facts"><span>2 bd</span><span>2 ba</span><span>1,250 sqft</span></div>
<h1>1450 N Dearborn St APT 12B, Chicago, IL 60610</h1>
<p class="ds-status">For sale · Zestimate®: $458,300 · Est. payment: $3,842/mo</p></div>
<div class="ds-overview"><ul>
<li>Condominium</li><li>Built in 1973</li><li>Gold Coast</li><li>$372/sqft</li><li>$812/mo HOA</li><li>Rent Zestimate®: $3,100/mo</li></ul></div>
<div class="ds-overview-section"><p>Sun-filled corner 2 bed / 2 bath on a high floor of a full-amenity Gold Coast co-op-style building: doorman, outdoor pool, fitness room and bike storage. Updated kitchen, split bedrooms, in-unit laundry. Deeded garage parking available for $35,000 extra. Steps to Oak Street Beach and Lincoln Park.</p></div>
<div class="ds-home-facts-and-features"><h2>Facts &amp; features</h2><ul>
<li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Parking: Garage (optional, $35,000)</li><li>Year built: 1973</li><li>Subdivision: Gold Coast</li><li>Has HOA: Yes · $812 monthly</li><li>Annual tax amount: $7,884</li></ul></div>
<div class="ds-interior"><h2>Interior</h2><ul><li>Flooring: Hardwood, Tile</li><li>Appliances: Dishwasher, Disposal, Microwave, Range, Refrigerator, Washer, Dryer</li><li>Heating: Forced air, Electric</li><li>Cooling: Central air</li></ul></div>
<div class="ds-community"><h2>Community &amp; HOA</h2><ul><li>Amenities: Doorman, Elevator, Exercise room, Pool, Receiving room, Bike room</li><li>Services included: Heat, Air conditioning, Cable TV, Internet, Water, Exterior maintenance, Snow removal</li><li>Pets: Cats OK, Dogs OK (weight limit 25 lb)</li><li>Units in building: 214</li></ul></div>
<div class="ds-schools"><h2>GreatSchools rating</h2><ul><li>7/10 · Ogden Elementary School · 0.6 mi</li><li>8/10 · Lincoln Park High School · 1.1 mi</li></ul></div>
<div class="ds-price-history"><h2>Price history</h2><table><tr><td>11/18/2026</td><td>Listed for sale</td><td>$465,000</td></tr><tr><td>3/2/2012</td><td>Sold</td><td>$338,000</td></tr></table></div>
<div class="ds-listing-agent"><p>Listed by: <span class="ds-listing-agent-display-name">Tamara Kowalczyk</span> 312-555-0122, <span class="ds-listing-agent-business-name">Lakefront Urban Realty</span></p><p>Source: MRED as Distributed by MLS GRID, MLS#: 12498831</p><p>Buyer's agent fee: 2.5%</p></div>
<div class="ds-building"><h2>Other units in this building</h2><div>APT 7C · 1 bd · $289,000</div><div>APT 21A · 3 bd · $725,000</div></div>
<div class="ds-nearby"><h2>Nearby homes</h2><div>1300 N Astor St #4 · $1,150,000</div><div>40 E Scott St #1805 · $399,000</div></div>
</main>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Seattle, WA 98101.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 465000, currency: "USD" },
      propertyKind: "condo",
      street: "1450 N Dearborn St APT 12B",
      city: "Chicago",
      province: "IL",
      postalCode: "60610",
      neighbourhood: "Gold Coast",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1250,
      yearBuilt: 1973,
      mlsNumber: "12498831",
      listingAgentName: "Tamara Kowalczyk",
      brokerageName: "Lakefront Urban Realty",
      geo: { lat: 41.90946, lng: -87.63092 },
    },
  },
  {
    name: "ho29-realtorcom-condo-south-end-boston",
    site: "realtor.com",
    set: "held-out-29",
    traps: "a Realtor.com condo in Boston's South End: 'Unit 3' in the address; three home-value estimates (Collateral Analytics, Quantarium, Cotality) beside the list price; '2 bed · 1.5 bath' with full and half counts; HOA fee; price per sqft; MLS PIN number; 'Listed by' agent and brokerage plus a 'Brokered by' office elsewhere; price history with a prior sale; property tax history; nearby sold homes; realtor.com's property id",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/54-Waltham-St-Unit-3_Boston_MA_02118_M38219-40571",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>54 Waltham St Unit 3, Boston, MA 02118 - Condo for Sale - realtor.com®</title>
<meta name="description" content="View 32 photos for 54 Waltham St Unit 3, Boston, MA 02118, a 2 bed, 1.5 bath, 1,104 Sq. Ft. condo for sale at $1,195,000. MLS# 73451297.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "3821940571", listing_id: "2981447310", list_price: 1195000, status: "for_sale", mls: { id: "73451297", name: "MLS PIN" }, location: { address: { line: "54 Waltham St Unit 3", city: "Boston", state_code: "MA", postal_code: "02118", coordinate: { lat: 42.34291, lon: -71.07036 } }, neighborhoods: [{ name: "South End" }] }, description: { beds: 2, baths: 2, baths_full: 1, baths_half: 1, sqft: 1104, year_built: 1899, type: "condos" }, hoa: { fee: 425 }, estimates: [{ source: "Collateral Analytics", estimate: 1162000 }, { source: "Quantarium", estimate: 1208400 }, { source: "Cotality", estimate: 1179000 }] } } } } })}</script>
</head><body>
<header><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Boston_MA">Buy</a><a href="/apartments/Boston_MA">Rent</a></nav></header>
<main>
<section class="ldp-header"><div class="price">$1,195,000</div>
<ul class="property-meta"><li>2 bed</li><li>1.5 bath</li><li>1,104 sqft</li></ul>
<h1>54 Waltham St Unit 3, Boston, MA 02118</h1><p>South End</p></section>
<section class="home-value"><h2>Estimated home value</h2><ul><li>Collateral Analytics: $1,162,000</li><li>Quantarium: $1,208,400</li><li>Cotality: $1,179,000</li></ul></section>
<section class="overview"><h2>Property details</h2><ul>
<li>Property type: Condo</li><li>Year built: 1899</li><li>Full bathrooms: 1</li><li>Half bathrooms: 1</li><li>HOA fee: $425/month</li><li>Price per sqft: $1,082</li><li>Parking: On street (resident permit)</li></ul></section>
<section class="description"><p>Top-floor duplex-style condo in a classic South End bowfront brownstone with a private roof deck. Open living and dining with a fireplace, chef's kitchen, two bedrooms and a full bath upstairs, a powder room on the main level. Professionally managed 3-unit association.</p></section>
<section class="price-history"><h2>Property history</h2><table><tr><td>11/20/2026</td><td>Listed</td><td>$1,195,000</td></tr><tr><td>05/11/2017</td><td>Sold</td><td>$935,000</td></tr></table></section>
<section class="tax-history"><h2>Property tax</h2><table><tr><td>2026</td><td>$9,804</td><td>Assessment $1,074,500</td></tr></table></section>
<section class="features"><h2>Interior features</h2><ul><li>Fireplace: Yes (1)</li><li>Flooring: Wood</li><li>Appliances: Range, Dishwasher, Disposal, Refrigerator, Washer, Dryer</li><li>Heating: Forced air, Gas</li><li>Cooling: Central air</li></ul><h2>Association</h2><ul><li>Units in association: 3</li><li>Fee includes: Water, Sewer, Master insurance, Exterior maintenance</li><li>Pets allowed: Yes</li></ul></section>
<section class="schools"><h2>Schools</h2><ul><li>Blackstone Innovation School · 0.3 mi · Grades K–6</li><li>Josiah Quincy Upper School · 0.6 mi · Grades 6–12</li></ul></section>
<section class="neighborhood"><h2>South End, Boston</h2><p>Median listing home price $1,095,000 · Median days on market 34 · Median price per sqft $1,047</p></section>
<section class="listing-provider"><p>Listed by Maeve O'Connell with Tremont Row Realty</p><p>Source: MLS PIN, MLS #73451297</p><p>Brokered by Tremont Row Realty, 601 Tremont St, Boston, MA 02118</p></section>
<section class="nearby-sold"><h2>Nearby recently sold</h2><div>21 Rutland Sq Unit 2 · Sold $1,340,000</div><div>112 W Concord St Unit 1 · Sold $985,000</div></section>
</main>
<footer><p>realtor.com® is operated by Move, Inc., Santa Clara, CA, under license from the National Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1195000, currency: "USD" },
      propertyKind: "condo",
      street: "54 Waltham St Unit 3",
      city: "Boston",
      province: "MA",
      postalCode: "02118",
      neighbourhood: "South End",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1104,
      yearBuilt: 1899,
      mlsNumber: "73451297",
      listingAgentName: "Maeve O'Connell",
      brokerageName: "Tremont Row Realty",
      geo: { lat: 42.34291, lng: -71.07036 },
    },
  },
];
