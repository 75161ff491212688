/**
 * Seventh held-out corpus, Alberta and British Columbia: a Zolo condo apartment for rent in Calgary's Beltline
 * ("$2,150/mo", a Calgary "A2" MLS® number, "Listing Brokerage" without an agent, a deposit), a HouseSigma detached
 * house in Burnaby (a BC listing: BC Assessment value, SigmaEstimate, a past sale and a rental estimate beside the
 * price; a `window.__NUXT__` state with coordinates) and a REW manufactured home on its own land in Chilliwack
 * ("Manufactured with Land", REW's newer `dl` fact list, a pad with no strata fee). Addresses, names and numbers are
 * invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nuxtState = {
  layout: "default",
  data: [
    {
      listing: {
        id_listing: "aBx9QwE2",
        ml_num: "R2945123",
        status: "Active",
        price: 1988000,
        price_abbr: "1.99M",
        address: "4178 Pandora Street",
        municipality: "Burnaby",
        community: "Vancouver Heights",
        province: "BC",
        postal_code: "V5C 2B4",
        house_type_name: "Detached",
        bedroom_string: "5",
        washroom: 4,
        house_area: { area: "2940", unit: "sqft", estimate: 0 },
        land: { front: 33, depth: 122, unit: "feet", area: 4026 },
        year_built: 1991,
        map: { lat: 49.28293, lon: -123.01016 },
        brokerage_text: "Listed by Westcoast Homes Realty Ltd.",
      },
      analytics: { estimate_price: 2041000, estimate_rent: 5200, assessment: { year: 2025, value: 1872300 } },
      history: [
        { date_start: "2017-04-02", date_end: "2017-05-19", price: 1398000, status: "Sold", sold_price: 1320000, ml_num: "R2150077" },
      ],
    },
  ],
};

export const HELD_OUT_7_WEST: ListingPage[] = [
  {
    name: "h7-zolo-condo-rental-calgary",
    site: "zolo.ca",
    set: "held-out-7",
    traps: "a condo apartment for rent in Calgary: '$2,150/mo' and a $2,150 damage deposit; '1507 - 1220 12 Avenue SW'; a Calgary 'A2…' MLS® number; 'Listing Brokerage' with no agent named; the Zolo agent's 'Ask a question' card; 'Days on Site'; a JSON-LD Residence without price; nearby rentals",
    pageUrl: "https://www.zolo.ca/calgary-real-estate/1220-12-avenue-sw/1507",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1507 - 1220 12 Avenue SW, Calgary — For Rent @ $2,150 | Zolo.ca</title>
<meta name="description" content="1507 - 1220 12 Avenue SW, Calgary, AB T3C 0P5 - For Rent @ $2,150/mo - 1 bed, 1 bath condo apartment in Beltline. MLS® A2187654.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1507 - 1220 12 Avenue SW", address: { "@type": "PostalAddress", streetAddress: "1507 - 1220 12 Avenue SW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T3C 0P5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 51.04187, longitude: -114.09105 } })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/calgary-real-estate">Calgary</a><a href="/rentals">Rentals</a><a href="/sell">Sell</a></nav></header>
<main class="listing-main">
<section class="listing-header">
<h1 class="address"><span class="street">1507 - 1220 12 Avenue SW</span>, <span class="city">Calgary</span></h1>
<div class="area-line"><a href="/calgary-real-estate/beltline" class="neighbourhood-link">Beltline</a>, Calgary, AB T3C 0P5</div>
<div class="listing-price"><span class="price">$2,150</span><span class="price-suffix">/mo</span> <span class="status-tag">For Rent</span></div>
<ul class="listing-values"><li><span class="listing-values-item">1</span> bed</li><li><span class="listing-values-item">1</span> bath</li><li><span class="listing-values-item">672</span> sqft</li></ul>
</section>
<section class="key-facts"><h2>Key Facts for 1507 - 1220 12 Avenue SW</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Property Type</dt><dd class="column-value">Condo Apartment</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">High-Rise (5+)</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">672 sqft</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">2016</dd></div>
<div class="column"><dt class="column-label">Lease Term</dt><dd class="column-value">12 Months</dd></div>
<div class="column"><dt class="column-label">Deposit</dt><dd class="column-value">$2,150</dd></div>
<div class="column"><dt class="column-label">Furnished</dt><dd class="column-value">Unfurnished</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">4</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">A2187654</dd></div>
<div class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Urban Lease Realty Ltd.</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Description</h2><p>Fifteenth-floor one-bedroom in a 2016 concrete tower, west-facing with mountain views. Quartz kitchen, in-suite laundry, titled underground stall and a storage locker. Concierge, fitness room and rooftop patio. Heat and water included, tenant pays electricity. Available December 1.</p></section>
<aside class="listing-agent-card zolo-agent"><h3>Ask a Zolo Agent</h3><div class="agent-name">Marcus Leung</div><div class="agent-brokerage">Zolo Realty</div><button>Ask a Question</button></aside>
<section class="nearby-rentals"><h2>Nearby Rentals</h2>
<div class="card-listing"><div class="price">$1,895/mo</div><div class="street">802 - 1111 10 Street SW</div><div>1 bed · 1 bath</div></div>
<div class="card-listing"><div class="price">$2,600/mo</div><div class="street">2104 - 930 16 Avenue SW</div><div>2 bed · 2 bath</div></div>
</section>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage. Listing data © 2026 CREB®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2150, period: "month" },
      propertyKind: "condo",
      street: "1507 - 1220 12 Avenue SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3C 0P5",
      neighbourhood: "Beltline",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 672,
      yearBuilt: 2016,
      mlsNumber: "A2187654",
      brokerageName: "Urban Lease Realty Ltd.",
      geo: { lat: 51.04187, lng: -114.09105 },
    },
  },
  {
    name: "h7-housesigma-house-burnaby",
    site: "housesigma.com",
    set: "held-out-7",
    traps: "a BC detached house: the price beside SigmaEstimate $2,041,000, a BC Assessment of $1,872,300, a rental estimate and a 2017 sale at $1,320,000; a window.__NUXT__ state with community, land front × depth and area, coordinates; 'Listed by Westcoast Homes Realty Ltd.' with no agent; the past listing's own MLS® number",
    pageUrl: "https://housesigma.com/bc/burnaby-real-estate/4178-pandora-street/home/aBx9QwE2/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4178 Pandora Street, Burnaby, BC V5C 2B4 - R2945123 | HouseSigma</title>
<meta name="description" content="For sale: 4178 Pandora Street, Burnaby, BC. $1,988,000. 5 bedrooms, 4 bathrooms, Detached. MLS® R2945123. See sold history and SigmaEstimate.">
</head><body>
<div id="__nuxt"><div id="__layout">
<header class="hs-header"><a href="/bc/">HouseSigma</a><nav><a href="/bc/map/">Map</a><a href="/bc/market/">Market Trends</a></nav></header>
<main class="listing-page">
<section class="listing-top">
<h1 class="address">4178 Pandora Street</h1>
<p class="community">Vancouver Heights, Burnaby, BC V5C 2B4</p>
<div class="price-area"><span class="label">Listed for</span> <span class="price">$1,988,000</span></div>
<div class="estimate-area"><span class="label">SigmaEstimate</span> <span class="price">$2,041,000</span> <span class="label">Est. Rent</span> <span>$5,200/mo</span></div>
<ul class="basic-info"><li>5 Bedrooms</li><li>4 Bathrooms</li><li>2,940 sqft</li><li>Detached</li></ul>
</section>
<section class="key-facts"><h2>Key Facts</h2>
<div class="row"><span class="name">MLS®</span><span class="value">R2945123</span></div>
<div class="row"><span class="name">Property Type</span><span class="value">Detached</span></div>
<div class="row"><span class="name">Year Built</span><span class="value">1991</span></div>
<div class="row"><span class="name">Floor Area</span><span class="value">2,940 sqft</span></div>
<div class="row"><span class="name">Lot Size</span><span class="value">33 x 122 feet (4,026 sqft)</span></div>
<div class="row"><span class="name">Assessment (2025)</span><span class="value">$1,872,300</span></div>
<div class="row"><span class="name">Gross Taxes</span><span class="value">$5,911 (2025)</span></div>
</section>
<section class="description"><h2>Description</h2><p>Solid two-level home on a quiet stretch of Pandora in Vancouver Heights: three bedrooms up, a two-bedroom suite down with its own entry, four bathrooms. North-facing views of the mountains from the living room, a south-facing lane-access yard and a double garage. Walk to Hastings Street shops and Confederation Park.</p></section>
<section class="listing-history"><h2>Listing History</h2>
<table><tr><th>Date</th><th>Price</th><th>Event</th><th>MLS®</th></tr>
<tr><td>2017-05-19</td><td>$1,320,000</td><td>Sold</td><td>R2150077</td></tr>
<tr><td>2017-04-02</td><td>$1,398,000</td><td>Listed</td><td>R2150077</td></tr></table>
</section>
<p class="brokerage">Listed by Westcoast Homes Realty Ltd.</p>
</main>
</div></div>
<script>window.__NUXT__=${JSON.stringify(nuxtState)};</script>
</body></html>`,
    expected: {
      price: { amount: 1988000 },
      propertyKind: "house",
      street: "4178 Pandora Street",
      city: "Burnaby",
      province: "BC",
      postalCode: "V5C 2B4",
      neighbourhood: "Vancouver Heights",
      bedrooms: 5,
      bathrooms: 4,
      squareFootage: 2940,
      lot: { value: 4026, unit: "ft2" },
      yearBuilt: 1991,
      mlsNumber: "R2945123",
      brokerageName: "Westcoast Homes Realty Ltd.",
      geo: { lat: 49.28293, lng: -123.01016 },
    },
  },
  {
    name: "h7-rew-manufactured-chilliwack",
    site: "rew.ca",
    set: "held-out-7",
    traps: "a manufactured home on its own land: 'Manufactured with Land' and 'Title Freehold NonStrata'; REW's newer dl fact list with 'Sub-Area' beside the area; 'Lot Size 7,405 sq. ft.'; 'Gross Taxes $3,412 (2025)'; the primary agent and brokerage; a mortgage calculator's monthly payment; other listings' prices",
    pageUrl: "https://www.rew.ca/properties/R2961234/46120-brooks-avenue-chilliwack-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>46120 Brooks Avenue, Chilliwack, BC V2R 2E9 | R2961234 | REW</title>
<meta name="description" content="46120 Brooks Avenue, Chilliwack for sale: 3 beds, 2 baths, 1,456 sq. ft. manufactured home with land. MLS® R2961234.">
<meta property="og:image" content="https://rew.example/R2961234/1.jpg">
</head><body>
<header class="header"><a href="/" class="header-logo">REW</a><nav><a href="/properties/areas/chilliwack-bc">Chilliwack</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">46120 Brooks Avenue</h1>
<div class="listingheader-location">Chilliwack, BC V2R 2E9</div>
<div class="listingheader-price">$629,900</div>
<ul class="listingheader-details"><li>3 Bed</li><li>2 Bath</li><li>1,456 Sqft</li><li>Manufactured with Land</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<dl class="listingoverview-list">
<dt>Property Type</dt><dd>Manufactured with Land</dd>
<dt>Title</dt><dd>Freehold NonStrata</dd>
<dt>Area</dt><dd>Sardis</dd>
<dt>Sub-Area</dt><dd>Sardis East Vedder</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Floor Area</dt><dd>1,456 Sq. Ft.</dd>
<dt>Lot Size</dt><dd>7,405 Sq. Ft.</dd>
<dt>Year Built</dt><dd>1994</dd>
<dt>MLS® Number</dt><dd>R2961234</dd>
<dt>Gross Taxes</dt><dd>$3,412 (2025)</dd>
<dt>Strata Fee</dt><dd>$0</dd>
</dl></section>
<section class="listingdescription"><h2>Description</h2><p>Double-wide manufactured home on its own fenced lot, no pad rent and no strata. Vaulted living room, renovated kitchen (2022), primary bedroom with ensuite and walk-in closet, covered deck and a 12 x 16 workshop. RV parking. Close to the Vedder River trail and Garrison Crossing.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$3,019</strong></p></section>
<aside class="listingagents">
<h3>Listed By</h3>
<div class="agentcard agentcard--primary"><div class="agentcard-label">Primary Agent</div><div class="agentcard-name">Gurpreet Bains</div><div class="agentcard-brokerage">Fraser Valley Homelife Realty</div></div>
</aside>
<section class="similarlistings"><h2>Similar Listings</h2>
<div class="displaycard"><div class="displaycard-price">$589,000</div><div class="displaycard-address">45910 Lewis Avenue, Chilliwack</div></div>
<div class="displaycard"><div class="displaycard-price">$699,900</div><div class="displaycard-address">7155 Vedder Road, Chilliwack</div></div>
</section>
</main>
<footer class="footer"><p>Listing data supplied by the Chilliwack and District Real Estate Board. © 2026 REW.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 629900 },
      propertyKind: "mobile",
      street: "46120 Brooks Avenue",
      city: "Chilliwack",
      province: "BC",
      postalCode: "V2R 2E9",
      neighbourhood: "Sardis East Vedder",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1456,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "R2961234",
      listingAgentName: "Gurpreet Bains",
      brokerageName: "Fraser Valley Homelife Realty",
    },
  },
];
