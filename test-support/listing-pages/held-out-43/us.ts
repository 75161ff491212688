/**
 * Forty-third held-out corpus, US border towns: a Zillow house in Blaine, Washington (across from Surrey/White Rock)
 * and a realtor.com house in Plattsburgh, New York (an hour south of Montréal).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeTail } from "./chrome.ts";

export const HELD_OUT_43_US: ListingPage[] = [
  {
    name: "ho43-zillow-house-blaine-wa",
    site: "zillow.com",
    set: "held-out-43",
    traps: "Zillow US house: Zestimate and Rent Zestimate beside the USD list price; zpid that is no MLS®; lot in acres; 'Semiahmoo' neighbourhood; price history with the earlier sale; monthly payment estimate, HOA and tax history; the listing agent and brokerage in the attribution block plus a buyer's-agent ad; nearby homes with other prices",
    pageUrl: "https://www.zillow.com/homedetails/8512-Semiahmoo-Dr-Blaine-WA-98230/48817702_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>8512 Semiahmoo Dr, Blaine, WA 98230 | MLS #2351178 | Zillow</title>
<meta property="og:description" content="8512 Semiahmoo Dr, Blaine, WA 98230 is a single family home listed for-sale at $874,500. The 2,410 sq. ft. home is a 3 bed, 3 bath property.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "8512 Semiahmoo Dr", floorSize: { "@type": "QuantitativeValue", value: "2,410" }, address: { "@type": "PostalAddress", streetAddress: "8512 Semiahmoo Dr", addressLocality: "Blaine", addressRegion: "WA", postalCode: "98230" }, geo: { "@type": "GeoCoordinates", latitude: 48.9812, longitude: -122.7654 } })}
</head><body>
<header class="zsg-header"><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/professionals/real-estate-agent-reviews/">Agent finder</a></nav></header>
<main class="ds-container">
<div class="summary-container">
<span data-testid="price" class="price"><span>$874,500</span></span>
<div data-testid="bed-bath-sqft-facts"><span>3</span> beds <span>3</span> baths <span>2,410</span> sqft</div>
<h1 class="address">8512 Semiahmoo Dr, Blaine, WA 98230</h1>
<div class="zestimate"><span>Zestimate<sup>®</sup>:</span> <span>$861,200</span> · <span>Rent Zestimate<sup>®</sup>: $3,950/mo</span></div>
<div class="payment">Est. payment: $5,712/mo</div>
</div>
<section class="facts-features"><h2>Facts &amp; features</h2><ul>
<li>Type: SingleFamily</li><li>Year built: 2004</li><li>Heating: Forced air, Heat pump</li><li>Parking: 2 Garage spaces</li><li>HOA: $88 monthly</li><li>Lot: 0.31 Acres</li><li>Bathrooms: 3 · Full bathrooms: 2 · 1/2 bathrooms: 1</li><li>Subdivision: Semiahmoo</li><li>Region: Blaine</li><li>Parcel number: 4051172483910000</li>
</ul></section>
<section class="description"><h2>What's special</h2><p>Northwest contemporary on a quiet Semiahmoo cul-de-sac, five minutes to the Peace Arch crossing. Vaulted great room, main-floor primary suite, bonus room over the garage, and peek-a-boo views of Drayton Harbor. Golf, marina and the spit trail close by.</p></section>
<section class="price-history"><h2>Price history</h2><table>
<tr><td>4/28/2025</td><td>Listed for sale</td><td>$874,500</td></tr>
<tr><td>7/15/2018</td><td>Sold</td><td>$545,000</td></tr>
</table></section>
<section class="tax-history"><h2>Public tax history</h2><table><tr><td>2024</td><td>$6,318</td><td>Assessment $792,400</td></tr></table></section>
<div class="attribution" data-testid="attribution-LISTING_AGENT"><p>Listed by: <span>Dana Whitfield</span> 360-555-0134, <span>Peace Arch Northwest Realty</span></p><p>Source: NWMLS, MLS#: 2351178</p></div>
<div class="premier-agent">Contact an agent: <b>Kyle Brandt</b> · Windermere Bellingham (Premier Agent)</div>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$749,000 · 3 bd · 8620 Blaine Rd, Blaine</div><div class="card">$1,095,000 · 4 bd · 9301 Shintaffer Rd, Blaine</div></section>
<p class="disclaimer">Zillow Group, Inc. · 1301 Second Avenue, Floor 31, Seattle, WA 98101. Listing information provided in part by the Northwest Multiple Listing Service.</p>
</main>
<script id="hdpApolloPreCacheStore" type="application/json">{"zpid":48817702,"price":874500,"zestimate":861200,"rentZestimate":3950,"bedrooms":3,"bathrooms":3,"livingArea":2410,"homeType":"SINGLE_FAMILY","latitude":48.9812,"longitude":-122.7654}</script>
${chromeTail("Zillow")}
</body></html>`,
    expected: {
      price: { amount: 874500, currency: "USD" },
      propertyKind: "house",
      street: "8512 Semiahmoo Dr",
      city: "Blaine",
      province: "WA",
      postalCode: "98230",
      neighbourhood: "Semiahmoo",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2410,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "2351178",
      listingAgentName: "Dana Whitfield",
      brokerageName: "Peace Arch Northwest Realty",
      geo: { lat: 48.9812, lng: -122.7654 },
    },
  },
  {
    name: "ho43-realtorcom-house-plattsburgh-ny",
    site: "realtor.com",
    set: "held-out-43",
    traps: "realtor.com US house: USD price beside an estimated value range (three vendors) and a last-sold price; property id in the URL that is no MLS®; '2.5 bath' with full/half in features; lot in acres; the county and the town of Plattsburgh vs the city; price per sqft; listing broker block and a co-listing agent; nearby homes with other prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/37-Cumberland-Head-Rd_Plattsburgh_NY_12901_M40288-17352",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>37 Cumberland Head Rd, Plattsburgh, NY 12901 - MLS 205117 - realtor.com®</title>
<meta name="description" content="View 37 Cumberland Head Rd, Plattsburgh, NY 12901 - 4 bed, 2.5 bath, 2,180 sq ft single family home for sale at $389,000.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "37 Cumberland Head Rd", offers: { "@type": "Offer", price: 389000, priceCurrency: "USD" } })}
</head><body>
<header class="rdc-header"><a href="/" class="logo">realtor.com®</a><nav><a href="/realestateandhomes-search/">Buy</a><a href="/apartments/">Rent</a><a href="/sell/">Sell</a><a href="/mortgage/">Mortgage</a><a href="/realestateagents/">Find REALTORS®</a></nav></header>
<main class="ldp">
<div data-testid="ldp-status" class="status">House for sale</div>
<div data-testid="list-price" class="price">$389,000</div>
<ul data-testid="property-meta"><li><span data-testid="meta-value">4</span> bed</li><li><span data-testid="meta-value">2.5</span> bath</li><li><span data-testid="meta-value">2,180</span> sqft</li><li><span data-testid="meta-value">1.2</span> acre lot</li></ul>
<h1 data-testid="address" class="address">37 Cumberland Head Rd, Plattsburgh, NY 12901</h1>
<section class="home-facts"><h2>Home details</h2><ul>
<li>Property type: Single Family</li><li>Year built: 1988</li><li>Price per sqft: $178</li><li>Time on realtor.com: 9 days</li><li>Garage: 2 cars</li><li>County: Clinton</li><li>Township: Town of Plattsburgh</li>
</ul></section>
<section class="estimates"><h2>Estimated home value</h2><p>$372,400 – $401,900</p><ul><li>Collateral Analytics: $386,100</li><li>Quantarium: $401,900</li><li>Cotality: $372,400</li></ul><p>Last sold 2011 for $229,000</p></section>
<section class="features"><h2>Property features</h2><ul>
<li>Bedrooms: 4</li><li>Full Bathrooms: 2</li><li>1/2 Bathrooms: 1</li><li>Basement: Full, partially finished</li><li>Heating: Baseboard, Propane, Wood stove</li><li>Lot Size Acres: 1.2</li><li>Annual taxes: $5,904</li><li>School district: Beekmantown</li>
</ul></section>
<section class="description"><h2>Description</h2><p>Colonial on Cumberland Head with deeded access to Lake Champlain a short walk away. Four bedrooms up, two full baths and a main-floor half bath, wood stove in the family room, and a big level yard. 25 minutes to the Lacolle/Champlain border crossing, 10 minutes to the Grand Isle ferry.</p></section>
<section data-testid="listing-provider" class="provider"><h3>Listing provided by</h3><p>Listing agent: <b>Renée Lafrenière</b></p><p>Co-listing agent: Matt Coolidge</p><p>Broker: <b>Adirondack Lakeshore Realty</b> · 518-555-0166</p><p>Source: Adirondack-Champlain Multiple Listing Service · MLS ID 205117</p></section>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$329,900 · 14 Lighthouse Rd, Plattsburgh · 3 bd</div><div class="card">$459,000 · 210 Cumberland Head Rd, Plattsburgh · 4 bd</div></section>
<p class="disclaimer">realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Suite 250, Santa Clara, CA 95054. Property ID M40288-17352.</p>
</main>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"property":{"property_id":"4028817352","listing_id":"2978810045","list_price":389000,"description":{"beds":4,"baths":2.5,"sqft":2180,"lot_sqft":52272,"year_built":1988},"location":{"address":{"line":"37 Cumberland Head Rd","city":"Plattsburgh","state_code":"NY","postal_code":"12901"}}}}}}</script>
${chromeTail("realtor.com")}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "house",
      street: "37 Cumberland Head Rd",
      city: "Plattsburgh",
      province: "NY",
      postalCode: "12901",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2180,
      lot: { value: 1.2, unit: "acres" },
      yearBuilt: 1988,
      mlsNumber: "205117",
      listingAgentName: "Renée Lafrenière",
      brokerageName: "Adirondack Lakeshore Realty",
    },
  },
];
