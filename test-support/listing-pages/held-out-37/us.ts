/**
 * Thirty-seventh held-out corpus, the United States: a Fargo house on a national portal and a Duluth apartment for rent
 * on another.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const tail = `<div id="consent" role="dialog" aria-label="Privacy"><p>We and our partners use cookies to personalize your experience, show relevant ads and analyze traffic. Do Not Sell or Share My Personal Information.</p><button type="button" id="consent-accept">Accept</button></div>
<form class="newsletter" action="/newsletter" method="post"><label for="nl-email">Get price alerts and new homes that match your search</label><input id="nl-email" type="email" name="email"><button type="submit">Sign up</button></form>
<script>document.getElementById("consent-accept").onclick=function(){document.getElementById("consent").remove();};window.dataLayer=window.dataLayer||[];dataLayer.push({event:"pdp_view"});</script>`;

export const HELD_OUT_37_US: ListingPage[] = [
  {
    name: "ho37-zillow-house-fargo",
    site: "zillow.com",
    set: "held-out-37",
    traps: "a US portal's Fargo house: a Zestimate and a Rent Zestimate beside the list price; '3 ba' in the header but 2 full and 1 half in the facts; a zpid that is no MLS number beside a labelled 'MLS#'; lot in sqft; price and tax history with an earlier sale; 'Listed by' agent and brokerage; coordinates in the embedded client cache",
    pageUrl: "https://www.zillow.com/homedetails/4127-27th-Ave-S-Fargo-ND-58104/88214735_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4127 27th Ave S, Fargo, ND 58104 | MLS #6398127 | Zillow</title>
<meta name="description" content="4127 27th Ave S, Fargo, ND 58104 is a single-family home listed for-sale at $349,900. The 2,284 sq. ft. home is a 4 bed, 3 bath property.">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"componentProps":{"gdpClientCache":{"ForSaleShopperPlatformFullRenderQuery{\\"zpid\\":88214735}":{"property":{"zpid":88214735,"price":349900,"zestimate":356200,"rentZestimate":2095,"bedrooms":4,"bathrooms":3,"latitude":46.84627,"longitude":-96.83614,"homeType":"SINGLE_FAMILY","mlsid":"6398127"}}}}}}}</script>
</head><body>
<header class="zw-header"><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/professionals/real-estate-agent-reviews/">Agent finder</a></nav></header>
<main class="ds-home-details-chip" data-zpid="88214735">
<div class="summary-container">
<span data-testid="price" class="price">$349,900</span>
<div data-testid="bed-bath-sqft-facts"><span>4 bd</span><span>3 ba</span><span>2,284 sqft</span></div>
<h1 class="address">4127 27th Ave S, Fargo, ND 58104</h1>
<div class="zestimate"><span>Zestimate®: $356,200</span> · <span>Est. payment: $2,311/mo</span></div>
</div>
<section class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Bathrooms: 3</li><li>Full bathrooms: 2</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 2,284 sqft</li><li>Heating: Forced Air, Natural Gas</li></ul>
<h3>Property</h3><ul><li>Lot size: 9,148 sqft</li><li>Parking: Attached Garage, 2 spaces</li><li>Home type: SingleFamily</li><li>Year built: 2004</li></ul>
<h3>Financial</h3><ul><li>Annual tax amount: $4,683</li><li>HOA: No HOA fee</li><li>Rent Zestimate®: $2,095/mo</li></ul>
</section>
<section class="overview"><h2>What's special</h2><p>Two-story on a quiet street in south Fargo near Anderson Park. Four bedrooms up, a finished basement family room, a newer roof and an insulated two-stall garage. Fenced backyard with a deck and mature trees.</p></section>
<section class="price-history"><h2>Price history</h2><table><tr><td>3/14/2026</td><td>Listed for sale</td><td>$349,900</td></tr><tr><td>6/22/2018</td><td>Sold</td><td>$262,000</td></tr></table></section>
<section class="tax-history"><h2>Public tax history</h2><table><tr><td>2025</td><td>$4,683</td><td>Assessment $318,400</td></tr></table></section>
<section class="listing-attribution"><p>Listed by: <span>Brittany Olsen</span> 701-555-0143, <span>Red River Valley Realty</span></p><p>Source: Fargo-Moorhead Area Association of REALTORS®, MLS#: 6398127</p></section>
<section class="nearby-homes"><h2>Nearby homes</h2><div>$312,500 · 4202 25th Ave S, Fargo, ND 58104</div><div>$389,000 · 3901 Oak Creek Dr, Fargo, ND 58104</div></section>
</main>
<footer><p>Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. Zillow Group is committed to ensuring digital accessibility. Equal Housing Opportunity.</p></footer>
${tail}
</body></html>`,
    expected: {
      price: { amount: 349900, currency: "USD" },
      propertyKind: "house",
      street: "4127 27th Ave S",
      city: "Fargo",
      province: "ND",
      postalCode: "58104",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2284,
      lot: { value: 9148, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "6398127",
      listingAgentName: "Brittany Olsen",
      brokerageName: "Red River Valley Realty",
      geo: { lat: 46.84627, lng: -96.83614 },
    },
  },
  {
    name: "ho37-realtorcom-apartment-rent-duluth",
    site: "realtor.com",
    set: "held-out-37",
    traps: "a US portal's apartment for rent in Duluth: monthly rent beside a security deposit of the same amount and a pet deposit; 'Apt 2' unit in the street; a property id that is no MLS number; neighbourhood Chester Park; a property manager, not an agent or brokerage; coordinates in the embedded page data; nearby homes for sale with sale prices",
    pageUrl: "https://www.realtor.com/rentals/details/2210-E-3rd-St-Apt-2_Duluth_MN_55812_M96627-41853",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2210 E 3rd St Apt 2, Duluth, MN 55812 - Apartment for Rent | realtor.com®</title>
<meta name="description" content="2210 E 3rd St Apt 2, Duluth, MN 55812 is an apartment for rent at $1,475/mo with 2 beds and 1 bath, 980 sqft.">
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"initialReduxState":{"propertyDetails":{"property_id":"9662741853","listing_id":"2967310044","status":"for_rent","list_price":1475,"description":{"beds":2,"baths":1,"sqft":980,"type":"apartment","year_built":1925},"location":{"address":{"line":"2210 E 3rd St Apt 2","city":"Duluth","state_code":"MN","postal_code":"55812","coordinate":{"lat":46.81542,"lon":-92.08031}},"neighborhoods":[{"name":"Chester Park"}]}}}}}}</script>
</head><body>
<header class="rdc-header"><a href="/" class="logo">realtor.com</a><nav><a href="/realestateandhomes-search/Duluth_MN">Buy</a><a href="/apartments/Duluth_MN">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a></nav></header>
<main class="ldp" data-property-id="9662741853">
<div class="ldp-header">
<div data-testid="price" class="price">$1,475<span>/mo</span></div>
<ul class="property-meta"><li><span>2</span> bed</li><li><span>1</span> bath</li><li><span>980</span> sqft</li></ul>
<h1 data-testid="address">2210 E 3rd St Apt 2, Duluth, MN 55812</h1>
<div class="neighborhood">Chester Park</div>
</div>
<section class="rental-details"><h2>Property details</h2><ul>
<li>Property type: Apartment</li>
<li>Year built: 1925</li>
<li>Available: June 1</li>
<li>Lease terms: 12 months</li>
<li>Security deposit: $1,475</li>
<li>Pet deposit: $300 (cats only)</li>
<li>Utilities: heat and water included</li>
<li>Laundry: shared, in building</li>
</ul></section>
<section class="description"><h2>About this rental</h2><p>Second-floor unit in a brick fourplex near UMD and Chester Bowl. Two bedrooms, hardwood floors, a bay window with a glimpse of the lake and off-street parking for one car. Heat and water included; tenant pays electric and internet.</p></section>
<section class="contact"><h3>Contact property manager</h3><p>Lakeview Property Management · 218-555-0109</p></section>
<section class="nearby-for-sale"><h2>Nearby homes for sale</h2><div>$289,000 · 2314 E 4th St, Duluth, MN</div><div>$415,500 · 1932 Vermilion Rd, Duluth, MN</div></section>
</main>
<footer><p>© 1995-2026 National Association of REALTORS® and Move, Inc. 3315 Scott Blvd, Santa Clara, CA 95054. Equal Housing Opportunity.</p></footer>
${tail}
</body></html>`,
    expected: {
      price: { amount: 1475, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "2210 E 3rd St Apt 2",
      city: "Duluth",
      province: "MN",
      postalCode: "55812",
      neighbourhood: "Chester Park",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 980,
      yearBuilt: 1925,
      geo: { lat: 46.81542, lng: -92.08031 },
    },
  },
];
