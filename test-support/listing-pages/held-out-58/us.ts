/**
 * Fifty-eighth held-out corpus, US suburbs: a Naperville house with a finished basement and in-law room (zillow.com)
 * and a Westerville house with a walkout mother-in-law suite (realtor.com).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";
import { footerNav, jsonScript } from "./chrome.ts";

export const HELD_OUT_58_US: ListingPage[] = [
  {
    name: "ho58-zillow-house-naperville-ashbury",
    site: "zillow.com",
    set: "held-out-58",
    traps: "gdpClientCache as a JSON string with the price beside the Zestimate, Rent Zestimate and a 2011 sale; '5 bd 4 ba' headline with 3 full + 1 half in the facts; lot in acres; HOA fee and price per sqft near the price; subdivision Ashbury; 'Listed by' line with the brokerage; nearby homes' prices",
    pageUrl: "https://www.zillow.com/homedetails/2419-Kestrel-Ct-Naperville-IL-60564/3948172_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2419 Kestrel Ct, Naperville, IL 60564 | MLS #12198765 | Zillow</title>
<meta name="description" content="2419 Kestrel Ct, Naperville, IL 60564 is a single-family home listed for-sale at $624,900. The 2,486 sq. ft. home is a 5 bed, 4 bath property.">
<meta property="og:title" content="2419 Kestrel Ct, Naperville, IL 60564 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/7c1e9a0f4b2d-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="5"><meta property="zillow_fb:baths" content="4">
</head><body>
<div id="__next">
<header class="zw-header"><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/how-much-can-i-afford/">Home Loans</a><a href="/user/acct/login/">Sign in</a></nav></header>
<main class="ds-home-details">
<div class="summary-container">
<span data-testid="price" class="price"><span>$624,900</span></span>
<div class="bed-bath"><span>5 bd</span> <span>4 ba</span> <span>2,486 sqft</span></div>
<h1 class="address">2419 Kestrel Ct, Naperville, IL 60564</h1>
<div class="est-payment">Est. payment: <span>$4,312/mo</span></div>
<div class="zestimate">Zestimate®: <span>$611,300</span> · Rent Zestimate®: <span>$3,450/mo</span></div>
</div>
<div class="at-a-glance"><span>Single Family Residence</span><span>Built in 1994</span><span>0.28 Acres Lot</span><span>$251/sqft</span><span>$38 monthly HOA</span></div>
<section class="overview"><h2>What's special</h2>
<p>Beautifully updated two-story home in the Ashbury subdivision, within the award-winning Indian Prairie School District 204 (Builta Elementary, Gregory Middle, Neuqua Valley High). The first floor features a two-story foyer, formal living and dining rooms, a kitchen with white cabinets, quartz countertops, a large island and a stainless appliance package (2023), an eating area open to the family room with a brick fireplace, a den that works as a home office, a half bath and a laundry/mud room. Four bedrooms upstairs, including a primary suite with a vaulted ceiling, a walk-in closet and a remodeled bath with a double vanity and frameless shower. The finished basement is set up as an in-law arrangement with a kitchenette, a fifth bedroom with a legal egress window, a full bath, a recreation area and plenty of storage. Attached three-car tandem garage, brick paver patio and a fenced yard backing to open space. Walk to the Ashbury pool and clubhouse; minutes to the Route 59 Metra station, Fox Valley Mall and I-88.</p>
</section>
<section class="facts"><h2>Facts & features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 5</li><li>Bathrooms: 4</li><li>Full bathrooms: 3</li><li>1/2 bathrooms: 1</li><li>Basement: Full, Finished</li><li>Total interior livable area: 2,486 sqft</li></ul>
<h3>Property</h3><ul><li>Parking features: Garage - Attached, Tandem</li><li>Garage spaces: 3</li><li>Lot size: 0.28 Acres</li><li>Dimensions: 85 x 145</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Architectural style: Two Story</li><li>Year built: 1994</li></ul>
<h3>Community & HOA</h3><ul><li>Subdivision: Ashbury</li><li>HOA: $38 monthly</li></ul>
<h3>Financial & listing details</h3><ul><li>Price per square foot: $251/sqft</li><li>Tax assessed value: $178,442</li><li>Annual tax amount: $12,106</li><li>Date on market: 3/14/2025</li></ul>
</section>
<section class="price-history"><h2>Price history</h2><table><tr><td>3/14/2025</td><td>Listed for sale</td><td>$624,900</td></tr><tr><td>6/30/2011</td><td>Sold</td><td>$389,000</td></tr></table></section>
<section class="listing-attribution"><p>Listed by: Karen Dvorak 630-555-0172, Prairie Path Realty</p><p>Source: MRED as Distributed by MLS GRID, MLS#: 12198765</p></section>
<section class="nearby"><h2>Nearby homes</h2>
<div class="card"><span>$589,000</span><span>2388 Kestrel Ct, Naperville, IL 60564</span></div>
<div class="card"><span>$702,500</span><span>4027 Chinaberry Ln, Naperville, IL 60564</span></div>
</section>
</main>
<footer class="zw-footer">${footerNav("Zillow")}<p>Zillow Group is committed to ensuring digital accessibility. © 2006-2025 Zillow, Inc., 1301 Second Avenue, Floor 31, Seattle, WA 98101. Equal Housing Opportunity.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      componentProps: {
        gdpClientCache: JSON.stringify({
          'ForSaleShopperPlatformFullRenderQuery{"zpid":3948172}': {
            property: {
              zpid: 3948172,
              streetAddress: "2419 Kestrel Ct",
              city: "Naperville",
              state: "IL",
              zipcode: "60564",
              price: 624900,
              zestimate: 611300,
              rentZestimate: 3450,
              bedrooms: 5,
              bathrooms: 4,
              livingArea: 2486,
              lotAreaValue: 0.28,
              lotAreaUnits: "Acres",
              yearBuilt: 1994,
              homeType: "SINGLE_FAMILY",
              latitude: 41.71842,
              longitude: -88.20617,
              mlsid: "12198765",
              attributionInfo: { agentName: "Karen Dvorak", brokerName: "Prairie Path Realty", mlsName: "MRED as Distributed by MLS GRID" },
              resoFacts: { bathroomsFull: 3, bathroomsHalf: 1, subdivisionName: "Ashbury", associationFee: "$38 monthly" },
            },
          },
        }),
      },
    },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 624900, currency: "USD" },
      propertyKind: "house",
      street: "2419 Kestrel Ct",
      city: "Naperville",
      province: "IL",
      postalCode: "60564",
      neighbourhood: "Ashbury",
      bedrooms: 5,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2486,
      lot: { value: 0.28, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "12198765",
      listingAgentName: "Karen Dvorak",
      brokerageName: "Prairie Path Realty",
      geo: { lat: 41.71842, lng: -88.20617 },
    },
  },
  {
    name: "ho58-realtorcom-inlaw-suite-westerville",
    site: "realtor.com",
    set: "held-out-58",
    traps: "Next.js data with the list price beside three RealEstimates and a last sold price; 4 beds, '3.5 baths' with 3 full + 1 half; walkout mother-in-law suite in the text; lot in acres with sqft lot in data; property tax history; neighbourhood name from the data; Columbus MLS number; a 'Provided by' block with the brokerage",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/814-Cherrington-Rd_Westerville_OH_43081_M38412-90571",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>814 Cherrington Rd, Westerville, OH 43081 - 4 beds/3.5 baths | realtor.com®</title>
<meta name="description" content="View 36 photos of this 4 bed, 3.5 bath, 2,318 sqft single family home located at 814 Cherrington Rd, Westerville, OH 43081 on sale now for $489,900.">
<meta property="og:title" content="814 Cherrington Rd, Westerville, OH 43081 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/3f0d9a1e7c4b2a58l-m1234567890od-w1024_h768.jpg">
</head><body>
<div id="__next">
<header class="rdc-header"><a href="/" class="logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Westerville_OH">Buy</a><a href="/apartments/Westerville_OH">Rent</a><a href="/myhome">Sell</a><a href="/mortgage">Mortgage</a><a href="/login">Log in</a></nav></header>
<main class="ldp">
<div class="ldp-header">
<div data-testid="list-price" class="price">$489,900</div>
<ul class="property-meta"><li><span>4</span> bed</li><li><span>3.5</span> bath</li><li><span>2,318</span> sqft</li><li><span>0.31</span> acre lot</li></ul>
<h1 class="address">814 Cherrington Rd, Westerville, OH 43081</h1>
<div class="est-payment">Est. $3,318/mo <a href="#payment">Get pre-approved</a></div>
</div>
<section class="description"><h2>About this home</h2>
<p>Tucked on a tree-lined street in Westerville's Cherrington area, this two-story home offers room for everyone, including a walkout mother-in-law suite. The main level has a vaulted great room with a stone fireplace, a remodeled kitchen with granite counters, a gas range and an island, a dining area with a slider to the deck, a first-floor den and a half bath. Upstairs, the owner's suite has a walk-in closet and a full bath with a tiled shower, and three more bedrooms share a hall bath. The finished walkout lower level is a separate living space with its own kitchen, family room, a flex room used as a bedroom (no egress, not counted), a full bath and its own patio entrance: perfect for aging parents or adult children. Two-car attached side-load garage, new roof 2022, HVAC 2020. Westerville City Schools; walk to Hoff Woods Park and the Alum Creek trail; minutes to Uptown Westerville, Polaris and I-270.</p>
</section>
<section class="property-details"><h2>Property details</h2>
<ul><li>Property type: Single Family</li><li>Year built: 1989</li><li>Bedrooms: 4</li><li>Full bathrooms: 3</li><li>Half bathrooms: 1</li><li>Living area: 2,318 sqft</li><li>Lot size: 0.31 acres</li><li>Basement: Walkout, Finished</li><li>Garage: 2 Car Attached</li><li>HOA: None</li><li>Price per sqft: $211</li></ul>
</section>
<section class="estimates"><h2>Home value estimates</h2><p>RealEstimate℠ range: <strong>$471,600 – $506,200</strong></p>
<ul><li>Collateral Analytics: $471,600</li><li>Quantarium: $506,200</li><li>Cotality: $498,900</li></ul></section>
<section class="history"><h2>Property history</h2><table><tr><td>03/12/2025</td><td>Listed</td><td>$489,900</td></tr><tr><td>08/19/2015</td><td>Sold</td><td>$268,500</td></tr></table>
<h3>Tax history</h3><table><tr><td>2024</td><td>$8,214</td><td>Assessed $158,410</td></tr><tr><td>2023</td><td>$7,986</td><td>Assessed $158,410</td></tr></table></section>
<section class="provided-by"><h2>Provided by</h2><p>Listing agent: Greg Hollister, Buckeye Heritage Realty</p><p>Source: Columbus and Central Ohio Regional MLS, MLS ID #225008741</p></section>
<section class="similar"><h2>Similar homes</h2>
<div class="card"><span>$459,000</span><span>701 Cherrington Rd, Westerville, OH 43081</span><span>4 bd · 2.5 ba</span></div>
<div class="card"><span>$534,900</span><span>5916 Hempstead Rd, Westerville, OH 43081</span><span>5 bd · 3.5 ba</span></div>
</section>
</main>
<footer class="rdc-footer">${footerNav("realtor.com")}<p>© 2025 Move, Inc., 3315 Scott Blvd, Suite 250, Santa Clara, CA 95054. realtor.com® is operated by Move, Inc. under license from the National Association of REALTORS®.</p></footer>
</div>
${jsonScript("__NEXT_DATA__", {
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "3841290571",
          listing_id: "2978125532",
          list_price: 489900,
          status: "for_sale",
          mls: { id: "225008741", name: "Columbus and Central Ohio Regional MLS" },
          location: {
            address: { line: "814 Cherrington Rd", city: "Westerville", state_code: "OH", postal_code: "43081", coordinate: { lat: 40.11852, lon: -82.90437 } },
            neighborhoods: [{ name: "Cherrington", level: "neighborhood" }],
          },
          description: { beds: 4, baths: 3.5, baths_full: 3, baths_half: 1, sqft: 2318, lot_sqft: 13504, year_built: 1989, type: "single_family" },
          last_sold_price: 268500,
          estimates: [{ source: "collateral", estimate: 471600 }, { source: "quantarium", estimate: 506200 }, { source: "cotality", estimate: 498900 }],
          advertisers: [{ type: "seller", name: "Greg Hollister", office: { name: "Buckeye Heritage Realty" } }],
        },
      },
    },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 489900, currency: "USD" },
      propertyKind: "house",
      street: "814 Cherrington Rd",
      city: "Westerville",
      province: "OH",
      postalCode: "43081",
      neighbourhood: "Cherrington",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2318,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1989,
      mlsNumber: "225008741",
      listingAgentName: "Greg Hollister",
      brokerageName: "Buckeye Heritage Realty",
      geo: { lat: 40.11852, lng: -82.90437 },
    },
  },
];
