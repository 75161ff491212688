/**
 * Eighth held-out corpus, the West and the North: a Zolo half duplex under strata title in East Vancouver, a REW house
 * in Nanaimo from the Vancouver Island board (a six-digit MLS® number, "Sub-Area" Departure Bay, a lot in acres), a
 * RE/MAX condo apartment in downtown Regina (Saskatchewan's "SK" MLS® number, a condo fee per month), a condos.ca studio
 * in Yaletown ("Studio", no bedroom) and a Point2 Homes house in Whitehorse, Yukon. Addresses, names and numbers are
 * invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_8_WEST: ListingPage[] = [
  {
    name: "h8-zolo-half-duplex-vancouver",
    site: "zolo.ca",
    set: "held-out-8",
    traps: "a half duplex under strata title in East Vancouver: 'Property Type 1/2 Duplex' with 'Title Strata' and a $0 strata fee; 'Renfrew VE' as the community; 'Baths 3 (2 full, 1 half)'; a Greater Vancouver 'R3…' MLS® number; 'Listing Brokerage' beside the agent; Zolo's 'Ask a Zolo Agent' card; Zolo's own brokerage in the footer",
    pageUrl: "https://www.zolo.ca/vancouver-real-estate/3348-venables-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3348 Venables Street, Vancouver — For Sale @ $1,689,000 | Zolo.ca</title>
<meta name="description" content="3348 Venables Street, Vancouver, BC V5K 2S8 - For Sale @ $1,689,000 - 4 bed, 3 bath 1/2 duplex in Renfrew VE. MLS® R3012845.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "3348 Venables Street", address: { "@type": "PostalAddress", streetAddress: "3348 Venables Street", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V5K 2S8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.27853, longitude: -123.03412 } })}
</head><body>
<header class="header"><a class="logo" href="/">Zolo</a><nav><a href="/vancouver-real-estate">Vancouver</a><a href="/sell">Sell</a></nav></header>
<main class="listing-main">
<section class="listing-header">
<h1 class="address"><span class="street">3348 Venables Street</span>, <span class="city">Vancouver</span></h1>
<div class="area-line"><a href="/vancouver-real-estate/renfrew-ve" class="neighbourhood-link">Renfrew VE</a>, Vancouver, BC V5K 2S8</div>
<div class="listing-price"><span class="price">$1,689,000</span> <span class="status-tag">For Sale</span></div>
<ul class="listing-values"><li><span class="listing-values-item">4</span> bed</li><li><span class="listing-values-item">3</span> bath</li><li><span class="listing-values-item">1,612</span> sqft</li></ul>
</section>
<section class="key-facts"><h2>Key Facts for 3348 Venables Street</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Property Type</dt><dd class="column-value">1/2 Duplex</dd></div>
<div class="column"><dt class="column-label">Title</dt><dd class="column-value">Strata</dd></div>
<div class="column"><dt class="column-label">Baths</dt><dd class="column-value">3 (2 full, 1 half)</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">1,612 sqft</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">2019</dd></div>
<div class="column"><dt class="column-label">Strata Fee</dt><dd class="column-value">$0</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$5,318 (2025)</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">11</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">R3012845</dd></div>
<div class="column"><dt class="column-label">Listing Brokerage</dt><dd class="column-value">Eastside Pacific Realty Ltd.</dd></div>
</dl></section>
<section class="section-listing-content"><h2>Description</h2><p>Front half of a 2019 side-by-side duplex steps from Renfrew SkyTrain. Three bedrooms up including a primary with ensuite, a fourth bedroom and powder room on the main, radiant heat, A/C, single garage off the lane. Self-managed two-unit strata, no fees. Listed by Helen Tran of Eastside Pacific Realty Ltd.</p></section>
<aside class="listing-agent-card zolo-agent"><h3>Ask a Zolo Agent</h3><div class="agent-name">Jordan Pike</div><div class="agent-brokerage">Zolo Realty</div><button>Ask a Question</button></aside>
<section class="nearby-listings"><h2>Similar Homes</h2>
<div class="card"><div class="card-price">$1,575,000</div><div class="card-address">3391 E 1st Avenue, Vancouver</div></div>
</section>
</main>
<footer class="footer"><p>Zolo Realty, Brokerage. 5700 Yonge St #1900, Toronto, ON M2M 4K2.</p><p>The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Greater Vancouver REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1689000 },
      propertyKind: "semi-detached",
      street: "3348 Venables Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5K 2S8",
      neighbourhood: "Renfrew VE",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1612,
      yearBuilt: 2019,
      mlsNumber: "R3012845",
      listingAgentName: "Helen Tran",
      brokerageName: "Eastside Pacific Realty Ltd.",
      geo: { lat: 49.27853, lng: -123.03412 },
    },
  },
  {
    name: "h8-rew-house-nanaimo",
    site: "rew.ca",
    set: "held-out-8",
    traps: "a Vancouver Island listing: the VIREB's six-digit 'MLS® Number 986521'; 'Area Nanaimo' with 'Sub-Area Departure Bay'; 'Lot Size 0.19 Acres'; 'Floor Area 2,384 Sq. Ft.'; gross taxes with the year; a 'Primary Agent' card; the board's source line; REW's mortgage estimate",
    pageUrl: "https://www.rew.ca/properties/986521/2871-hammond-bay-road-nanaimo-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2871 Hammond Bay Road, Nanaimo, BC V9S 3K6 | 986521 | REW</title>
<meta name="description" content="2871 Hammond Bay Road, Nanaimo for sale: 4 beds, 3 baths, 2,384 sq. ft. house. MLS® 986521.">
</head><body>
<header class="header"><a href="/" class="header-logo">REW</a><nav><a href="/properties/areas/nanaimo-bc">Nanaimo</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">2871 Hammond Bay Road</h1>
<div class="listingheader-location">Nanaimo, BC V9S 3K6</div>
<div class="listingheader-price">$874,900</div>
<ul class="listingheader-details"><li>4 Bed</li><li>3 Bath</li><li>2,384 Sqft</li><li>House</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<dl class="listingoverview-list">
<dt>Property Type</dt><dd>House</dd>
<dt>Title</dt><dd>Freehold</dd>
<dt>Area</dt><dd>Nanaimo</dd>
<dt>Sub-Area</dt><dd>Departure Bay</dd>
<dt>Bedrooms</dt><dd>4</dd>
<dt>Bathrooms</dt><dd>3</dd>
<dt>Floor Area</dt><dd>2,384 Sq. Ft.</dd>
<dt>Lot Size</dt><dd>0.19 Acres</dd>
<dt>Year Built</dt><dd>1989</dd>
<dt>MLS® Number</dt><dd>986521</dd>
<dt>Gross Taxes</dt><dd>$5,047 (2025)</dd>
</dl></section>
<section class="listingdescription"><h2>Description</h2><p>Split-level family home above Departure Bay with a peek of the water from the deck. Four bedrooms, three baths, a walk-out lower level with a rec room, heat pump installed in 2023 and a double garage. Walk to the beach, Departure Bay ferry and schools.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$4,193</strong></p></section>
<aside class="listingagents">
<h3>Listed By</h3>
<div class="agentcard agentcard--primary"><div class="agentcard-label">Primary Agent</div><div class="agentcard-name">Owen Calloway</div><div class="agentcard-brokerage">Harbourview Realty (Nanaimo) Ltd.</div></div>
</aside>
<p class="listingsource">Listing data provided by the Vancouver Island Real Estate Board.</p>
<section class="similarlistings"><h2>Similar Listings</h2>
<div class="displaycard"><div class="displaycard-price">$829,000</div><div class="displaycard-address">3010 Uplands Drive, Nanaimo</div></div>
</section>
</main>
</body></html>`,
    expected: {
      price: { amount: 874900 },
      propertyKind: "house",
      street: "2871 Hammond Bay Road",
      city: "Nanaimo",
      province: "BC",
      postalCode: "V9S 3K6",
      neighbourhood: "Departure Bay",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2384,
      lot: { value: 0.19, unit: "acres" },
      yearBuilt: 1989,
      mlsNumber: "986521",
      listingAgentName: "Owen Calloway",
      brokerageName: "Harbourview Realty (Nanaimo) Ltd.",
    },
  },
  {
    name: "h8-remax-condo-regina",
    site: "remax.ca",
    set: "held-out-8",
    traps: "a condo apartment in downtown Regina: '304 - 2305 Victoria Avenue'; Saskatchewan's 'SK998877' MLS® number; a condo fee of $412/month and taxes beside the price; 'Property Type Condominium' with 'Style Apartment'; data-cy markup; the agent card with the office's address; similar listings",
    pageUrl: "https://www.remax.ca/sk/regina-real-estate/304-2305-victoria-ave-wp_idm75000012-sk998877-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>304 - 2305 Victoria Ave, Regina, SK S4P 0S7 - Condo for sale - RE/MAX</title>
<meta name="description" content="Condo for sale at 304 - 2305 Victoria Ave, Regina, SK. $224,900. 2 beds, 2 baths. MLS® SK998877.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "304 - 2305 Victoria Ave, Regina, SK S4P 0S7", offers: { "@type": "Offer", price: "224900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header class="site-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/find-agents">Find an agent</a><a href="/find-offices">Find an office</a></nav></header>
<main class="listing-detail">
<div class="listing-summary">
<h1 class="listing-address" data-cy="property-address"><span data-cy="property-street">304 - 2305 Victoria Ave</span>, <span data-cy="property-city">Regina</span>, <span data-cy="property-province">SK</span> <span data-cy="property-postal">S4P 0S7</span></h1>
<div class="listing-price" data-cy="property-price">$224,900</div>
<div class="listing-quick-stats"><span data-cy="property-beds">2 bed</span><span data-cy="property-baths">2 bath</span><span data-cy="property-sqft">1,048 sqft</span></div>
<div data-cy="property-mls">MLS® SK998877</div>
</div>
<section class="listing-description"><h2>Description</h2><p>Third-floor corner unit in a 2008 concrete building across from Victoria Park. Two bedrooms and two full baths, in-suite laundry, a heated underground stall and a storage locker. Condo fee $412/month includes heat and water.</p></section>
<section class="listing-details"><h2>Property Details</h2>
<div class="detail-row"><span class="detail-label">Property Type</span><span class="detail-value">Condominium</span></div>
<div class="detail-row"><span class="detail-label">Style</span><span class="detail-value">Apartment</span></div>
<div class="detail-row"><span class="detail-label">Neighbourhood</span><span class="detail-value">Downtown Regina</span></div>
<div class="detail-row"><span class="detail-label">Bedrooms</span><span class="detail-value">2</span></div>
<div class="detail-row"><span class="detail-label">Bathrooms</span><span class="detail-value">2</span></div>
<div class="detail-row"><span class="detail-label">Square Footage</span><span class="detail-value">1,048 sqft</span></div>
<div class="detail-row"><span class="detail-label">Year Built</span><span class="detail-value">2008</span></div>
<div class="detail-row"><span class="detail-label">Condo Fees</span><span class="detail-value">$412/month</span></div>
<div class="detail-row"><span class="detail-label">Taxes</span><span class="detail-value">$2,688 (2026)</span></div>
</section>
<aside class="listing-agents">
<div class="agent-card" data-cy="listing-agent"><div class="agent-card-name" data-cy="agent-name">Priya Ramanathan</div><div class="agent-card-title">Sales Associate</div>
<div class="agent-card-office" data-cy="office-name">RE/MAX Crown Real Estate</div><div class="agent-card-office-address">3032 Louise Street, Regina, SK S4S 1K3</div></div>
</aside>
<section class="similar-listings"><h2>Similar listings</h2>
<div class="listing-card"><div class="listing-card-price">$199,900</div><div class="listing-card-address">1102 - 1901 Victoria Ave, Regina, SK</div></div>
<div class="listing-card"><div class="listing-card-price">$249,500</div><div class="listing-card-address">502 - 2101 Lorne St, Regina, SK</div></div>
</section>
</main>
<footer><p>Each RE/MAX office is independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 224900 },
      propertyKind: "condo",
      street: "304 - 2305 Victoria Ave",
      city: "Regina",
      province: "SK",
      postalCode: "S4P 0S7",
      neighbourhood: "Downtown Regina",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1048,
      yearBuilt: 2008,
      mlsNumber: "SK998877",
      listingAgentName: "Priya Ramanathan",
      brokerageName: "RE/MAX Crown Real Estate",
    },
  },
  {
    name: "h8-condos-ca-studio-yaletown",
    site: "condos.ca",
    set: "held-out-8",
    traps: "a studio in Vancouver's Yaletown: 'Studio' where the bedroom count goes (no bedroom); '908 - 1280 Richards St'; a price per sq ft and maintenance fees per month beside the price; the building's facts (name, year, storeys, units); neighbourhood, district and city place links; 'Listing Brokerage'; the site's own brokerage in the footer",
    pageUrl: "https://condos.ca/vancouver/the-grace-1280-richards-st/unit-908-R3019876",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Grace - 908 - 1280 Richards St, Vancouver | For Sale $549,000 | Condos.ca</title>
<meta name="description" content="Studio, 1 bath condo at The Grace, 908 - 1280 Richards St, Vancouver, BC V6B 1P8. For sale $549,000. MLS® R3019876.">
</head><body>
<header class="styles__Header-sc-1a2b"><a href="/">Condos.ca</a><nav><a href="/vancouver/condos-for-sale">For Sale</a><a href="/vancouver/condos-for-rent">For Rent</a></nav></header>
<main class="styles__Main-sc-9z8y">
<div class="styles__Breadcrumbs-sc-7k1"><a class="place-link" href="/vancouver">Vancouver</a> / <a class="place-link" href="/vancouver/downtown">Downtown</a> / <a class="place-link" href="/vancouver/yaletown">Yaletown</a></div>
<h1 class="styles__Address-sc-4h2">908 - 1280 Richards St</h1>
<div class="styles__BuildingName-sc-4h3">The Grace, Vancouver, BC V6B 1P8</div>
<div class="styles__Price-sc-5p1">$549,000</div>
<div class="styles__PricePerSqft-sc-5p2">$1,163/sqft</div>
<ul class="styles__Stats-sc-6s1"><li>Studio</li><li>1 Bath</li><li>472 sqft</li><li>0 Parking</li></ul>
<section class="styles__Details-sc-8d1"><h2>Details</h2>
<div class="styles__Row-sc-8d2"><span>Type</span><span>Condo Apt</span></div>
<div class="styles__Row-sc-8d2"><span>Bedrooms</span><span>Studio</span></div>
<div class="styles__Row-sc-8d2"><span>Bathrooms</span><span>1</span></div>
<div class="styles__Row-sc-8d2"><span>Size</span><span>472 sqft</span></div>
<div class="styles__Row-sc-8d2"><span>Maintenance Fees</span><span>$298/mo</span></div>
<div class="styles__Row-sc-8d2"><span>Taxes</span><span>$1,604 / yr</span></div>
<div class="styles__Row-sc-8d2"><span>Exposure</span><span>NE</span></div>
<div class="styles__Row-sc-8d2"><span>MLS®#</span><span>R3019876</span></div>
<div class="styles__Row-sc-8d2"><span>Listing Brokerage</span><span>False Creek Urban Realty Inc.</span></div>
</section>
<section class="styles__Building-sc-9b1"><h2>About The Grace</h2>
<div class="styles__Row-sc-8d2"><span>Year Built</span><span>2006</span></div>
<div class="styles__Row-sc-8d2"><span>Storeys</span><span>27</span></div>
<div class="styles__Row-sc-8d2"><span>Units</span><span>214</span></div>
<div class="styles__Row-sc-8d2"><span>Avg. Price/Sqft</span><span>$1,098</span></div>
</section>
<section class="styles__Description-sc-3d1"><h2>Description</h2><p>Efficient northeast-facing studio with floor-to-ceiling windows, a Murphy bed, gas cooktop and in-suite laundry. Storage locker included; no parking. Building has a gym, hot tub and 24-hour concierge. Rentals allowed, pets welcome.</p></section>
<section class="styles__Similar-sc-2s1"><h2>Similar Listings</h2>
<div class="card"><div>$519,000</div><div>1503 - 1281 Hornby St</div></div>
</section>
</main>
<footer><p>Condos.ca is operated by Condos.ca Inc., Brokerage. Listing data courtesy of the Greater Vancouver REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549000 },
      propertyKind: "condo",
      street: "908 - 1280 Richards St",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6B 1P8",
      neighbourhood: "Yaletown",
      bedrooms: 0,
      bathrooms: 1,
      squareFootage: 472,
      yearBuilt: 2006,
      mlsNumber: "R3019876",
      brokerageName: "False Creek Urban Realty Inc.",
    },
  },
  {
    name: "h8-point2homes-house-whitehorse-yt",
    site: "point2homes.com",
    set: "held-out-8",
    traps: "a house in Whitehorse, Yukon: 'Porter Creek' as the neighbourhood; the Yukon board's five-digit 'MLS® #: 16432'; 'YT' and a 'Y1A' postal code; 'Lot Size 0.23 ac'; a price reduction beside the price; Point2's Organization JSON-LD with its Saskatoon office; 'Listing courtesy of Name, Brokerage'",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/YT/Whitehorse/Porter-Creek/31-Tagish-Crescent/118204466.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>31 Tagish Crescent, Whitehorse, Yukon Y1A 5R8 - 4 beds/2 baths - Point2</title>
<meta name="description" content="31 Tagish Crescent, Whitehorse, YT Y1A 5R8 - House for sale: 4 beds, 2 baths, 1,904 sqft. $689,000. MLS® 16432.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Point2", url: "https://www.point2homes.com", address: { "@type": "PostalAddress", streetAddress: "500 Spadina Crescent East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 4H9", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "31 Tagish Crescent", address: { "@type": "PostalAddress", streetAddress: "31 Tagish Crescent", addressLocality: "Whitehorse", addressRegion: "YT", postalCode: "Y1A 5R8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 60.75632, longitude: -135.10874 } })}
</head><body>
<header class="header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a></nav></header>
<main id="details_overview">
<div class="address-container"><h1><div class="address">31 Tagish Crescent</div><div class="address-line-2">Whitehorse, YT Y1A 5R8</div></h1><div class="neighborhood">Porter Creek</div></div>
<div class="price-container"><div class="price"><span>$689,000</span> CAD</div><div class="price-reduced">Price reduced by $10,000</div></div>
<ul class="summary"><li class="ic-beds"><strong>4</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,904</strong> Sqft</li><li class="ic-lotsize"><strong>0.23</strong> ac Lot</li></ul>
<div class="details-charcs"><h2>Property Details</h2>
<dl><dt>Property Type</dt><dd>Single Family</dd></dl>
<dl><dt>Building Type</dt><dd>House</dd></dl>
<dl><dt>Year Built</dt><dd>1986</dd></dl>
<dl><dt>Lot Size</dt><dd>0.23 ac</dd></dl>
<dl><dt>Heating</dt><dd>Oil, Forced Air</dd></dl>
<dl><dt>MLS® #</dt><dd>16432</dd></dl>
</div>
<div class="description"><h2>Description</h2><p>Four-bedroom split-level on a quiet Porter Creek crescent backing onto greenbelt and trails. New windows in 2021, oil furnace serviced yearly, a wood stove in the family room and a detached 24 x 26 garage. Walk to schools and the Porter Creek shops.</p></div>
<div class="price-history"><h3>Price History</h3><table><tr><td>Nov 2026</td><td>Price changed</td><td>$689,000</td></tr><tr><td>Oct 2026</td><td>Listed</td><td>$699,000</td></tr></table></div>
<div class="listing-courtesy">Listing courtesy of Tamsin Ebbels, Northern Lights Realty (Yukon) Ltd.</div>
</main>
<footer><p>© Point2 Homes. Listing information from the Yukon Real Estate Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 689000 },
      propertyKind: "house",
      street: "31 Tagish Crescent",
      city: "Whitehorse",
      province: "YT",
      postalCode: "Y1A 5R8",
      neighbourhood: "Porter Creek",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1904,
      lot: { value: 0.23, unit: "acres" },
      yearBuilt: 1986,
      mlsNumber: "16432",
      listingAgentName: "Tamsin Ebbels",
      brokerageName: "Northern Lights Realty (Yukon) Ltd.",
      geo: { lat: 60.75632, lng: -135.10874 },
    },
  },
];
