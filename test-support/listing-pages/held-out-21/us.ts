/**
 * Twenty-first held-out corpus, United States: a Homes.com house in Buffalo (New York), an Apartments.com single
 * condo unit for rent in Bellingham (Washington) and a Movoto condo in Scottsdale (Arizona). Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_21_US: ListingPage[] = [
  {
    name: "ho21-homes-com-house-buffalo-ny",
    site: "homes.com",
    set: "held-out-21",
    traps: "a Homes.com house in Buffalo's Parkside: JSON-LD SingleFamilyResidence plus an offer in USD; '4 Beds', '1.5 Baths' (1 full, 1 half); '1,876 Sq Ft' and a '0.11 Acre Lot'; a Homes.com 'Estimated Value' and a monthly payment; a price history with an older sale; the listing agent and brokerage; nearby schools and similar homes with prices",
    pageUrl: "https://www.homes.com/property/318-woodward-ave-buffalo-ny/3tk7qv2m9xw1e/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<title>318 Woodward Ave, Buffalo, NY 14214 - 4 Beds, 1.5 Baths | Homes.com</title>
<meta name="description" content="318 Woodward Ave, Buffalo, NY 14214 is a 4 bed, 1.5 bath, 1,876 sq ft single-family home listed for $289,900.">
<meta property="og:title" content="318 Woodward Ave, Buffalo, NY 14214">
<meta property="og:image" content="https://images.homes.com/listings/214/3tk7qv2m9xw1e-1.jpg">
${ld({ "@context": "https://schema.org", "@type": ["SingleFamilyResidence", "Product"], name: "318 Woodward Ave, Buffalo, NY 14214", address: { "@type": "PostalAddress", streetAddress: "318 Woodward Ave", addressLocality: "Buffalo", addressRegion: "NY", postalCode: "14214", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 42.94318, longitude: -78.84472 }, numberOfRooms: 4, floorSize: { "@type": "QuantitativeValue", value: 1876, unitCode: "FTK" }, offers: { "@type": "Offer", price: 289900, priceCurrency: "USD" } })}
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "NY", item: "https://www.homes.com/new-york/" }, { "@type": "ListItem", position: 2, name: "Buffalo", item: "https://www.homes.com/buffalo-ny/" }, { "@type": "ListItem", position: 3, name: "Parkside", item: "https://www.homes.com/buffalo-ny/parkside-neighborhood/" }] })}
</head><body>
<header class="global-header"><a class="logo" href="/">Homes.com</a><nav><a href="/buy">Buy</a><a href="/rent">Rent</a><a href="/sell">Sell</a><a href="/agents">Find an Agent</a></nav></header>
<main class="ldp">
<nav class="breadcrumbs"><a href="/new-york/">NY</a> / <a href="/buffalo-ny/">Buffalo</a> / <a href="/buffalo-ny/parkside-neighborhood/">Parkside</a></nav>
<section class="property-info">
<div class="property-info-price" data-testid="price">$289,900</div>
<h1 class="property-info-address"><span class="property-info-address-main">318 Woodward Ave</span>, <span class="property-info-address-citystatezip">Buffalo, NY 14214</span></h1>
<ul class="property-info-features"><li><span class="feature-beds">4</span> Beds</li><li><span class="feature-baths">1.5</span> Baths</li><li><span>1,876</span> Sq Ft</li><li><span>0.11</span> Acre Lot</li></ul>
<p class="monthly-payment">Est. $2,104/mo <a href="#mortgage">Get Pre-Approved</a></p>
</section>
<section class="about-this-home"><h2>About This Home</h2><p>Classic Parkside colonial a short walk from Delaware Park and the Humboldt Hospital station. Original gumwood trim, leaded glass, four bedrooms upstairs and a walk-up attic. Half bath off the kitchen, full bath up. Newer roof (2021), detached garage.</p></section>
<section class="home-details"><h2>Home Details</h2>
<div class="subcategory"><h3>Interior</h3><ul><li>Bedrooms: 4</li><li>Full Bathrooms: 1</li><li>Half Bathrooms: 1</li><li>Living Area: 1,876 Sq Ft</li></ul></div>
<div class="subcategory"><h3>Property</h3><ul><li>Lot Size: 0.11 Acres</li><li>Year Built: 1912</li><li>Property Type: Single Family Residence</li><li>Architectural Style: Colonial</li><li>Parking: Detached Garage, 1 Space</li></ul></div>
<div class="subcategory"><h3>Listing Details</h3><ul><li>MLS #: B1318844</li><li>Source: NYS Alliance MLS</li><li>Days on Homes.com: 9</li></ul></div>
</section>
<section class="estimated-value"><h2>Home Values</h2><p>Homes.com Estimated Value <strong>$276,400</strong></p><p>Range $254,000 - $298,000</p></section>
<section class="price-history"><h2>Property History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>11/17/2026</td><td>Listed</td><td>$289,900</td></tr><tr><td>08/02/2013</td><td>Sold</td><td>$141,000</td></tr></table></section>
<section class="listing-provider"><p>Listed by <strong class="agent-name">Marisol Okafor</strong></p><p class="office-name">Hunt Real Estate ERA</p><p>Listing provided by NYS Alliance MLS</p></section>
<section class="schools"><h2>Nearby Schools</h2><ul><li>Waterfront Elementary School · PK-8 · 1.2 mi</li><li>City Honors School · 5-12 · 1.4 mi</li></ul></section>
<section class="similar-homes"><h2>Similar Homes Nearby</h2>
<article class="placard"><p class="price">$319,000</p><p>3 Beds · 2 Baths · 1,690 Sq Ft</p><p>71 Crescent Ave, Buffalo, NY 14214</p></article>
<article class="placard"><p class="price">$264,500</p><p>4 Beds · 1 Bath · 1,720 Sq Ft</p><p>145 Wallace Ave, Buffalo, NY 14214</p></article>
</section>
</main>
<footer class="global-footer"><p>Homes.com, a CoStar Group company · 1201 Wilson Blvd, Arlington, VA 22209</p><p>Equal Housing Opportunity</p></footer>
</body></html>`,
    expected: {
      price: { amount: 289900, currency: "USD" },
      propertyKind: "house",
      street: "318 Woodward Ave",
      city: "Buffalo",
      province: "NY",
      postalCode: "14214",
      neighbourhood: "Parkside",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1876,
      lot: { value: 0.11, unit: "acres" },
      yearBuilt: 1912,
      mlsNumber: "B1318844",
      listingAgentName: "Marisol Okafor",
      brokerageName: "Hunt Real Estate ERA",
      geo: { lat: 42.94318, lng: -78.84472 },
    },
  },
  {
    name: "ho21-apartments-com-condo-rent-bellingham-wa",
    site: "apartments.com",
    set: "held-out-21",
    traps: "an Apartments.com single condo unit for rent in Bellingham: '$1,925' rent with a 'Monthly Rent' label and separate deposit and pet rent figures; '2 Beds, 2 Baths, 1,040 Sq Ft'; unit number in the title; the management company; fees table and a walk-score; nearby rentals with their own rents",
    pageUrl: "https://www.apartments.com/1410-n-state-st-bellingham-wa-unit-305/x8k2m5p/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1410 N State St Unit 305, Bellingham, WA 98225 - Condo for Rent in Bellingham, WA | Apartments.com</title>
<meta name="description" content="1410 N State St Unit 305 is a condo for rent in Bellingham, WA 98225. This 2 bed, 2 bath unit rents for $1,925/mo.">
<meta property="og:type" content="website">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "1410 N State St Unit 305", address: { "@type": "PostalAddress", streetAddress: "1410 N State St Unit 305", addressLocality: "Bellingham", addressRegion: "WA", postalCode: "98225" }, geo: { "@type": "GeoCoordinates", latitude: 48.74763, longitude: -122.47891 } })}
</head><body>
<header id="headerSection"><a class="logo" href="/">Apartments.com</a><nav><a href="/add-property">Add a Property</a><a href="/renter-tools">Renter Tools</a><a href="/sign-in">Sign In</a></nav></header>
<main id="profileContent">
<div id="breadcrumbs-container"><a href="/wa/">Washington</a> &gt; <a href="/bellingham-wa/">Bellingham</a> &gt; <a href="/bellingham-wa/downtown/">Downtown Bellingham</a> &gt; 1410 N State St Unit 305</div>
<section id="propertyNameRow"><h1 id="propertyName">1410 N State St Unit 305</h1><div class="propertyAddressContainer"><span class="delivery-address">1410 N State St Unit 305, Bellingham, WA 98225</span> – <a href="/bellingham-wa/downtown/">Downtown Bellingham</a></div></section>
<ul class="priceBedRangeInfo">
<li class="column"><p class="rentInfoLabel">Monthly Rent</p><p class="rentInfoDetail">$1,925</p></li>
<li class="column"><p class="rentInfoLabel">Bedrooms</p><p class="rentInfoDetail">2 bd</p></li>
<li class="column"><p class="rentInfoLabel">Bathrooms</p><p class="rentInfoDetail">2 ba</p></li>
<li class="column"><p class="rentInfoLabel">Square Feet</p><p class="rentInfoDetail">1,040 sq ft</p></li>
</ul>
<section class="descriptionSection"><h2>About 1410 N State St Unit 305</h2><p>Third-floor corner condo with bay views, two bedrooms on opposite sides of the living room, each with its own bathroom. In-unit washer and dryer, one secured garage stall, storage locker. Walk to Western Washington University buses and the Saturday farmers market. Available December 15. 12-month lease.</p></section>
<section class="feesSection"><h2>Fees and Policies</h2><ul><li>Security Deposit: $1,925</li><li>Application Fee: $45</li><li>Cats and Dogs: one pet max, $35 monthly pet rent, $300 deposit</li><li>Parking: Garage, 1 space included</li></ul></section>
<section class="amenitiesSection"><h2>Unit Features</h2><ul><li>Washer/Dryer In Unit</li><li>Dishwasher</li><li>Balcony</li><li>Elevator</li></ul></section>
<section class="transportationSection"><p>Walk Score® 91 · Bike Score® 78</p></section>
<section class="contactSection"><p>Property managed by <strong>Cascadia Northwest Property Management</strong></p><p>(360) 555-0148</p><p>Last updated November 24, 2026</p></section>
<section class="nearbyProperties"><h2>Nearby Rentals</h2>
<article class="placard"><p class="property-title">Laurel Court Apartments</p><p class="property-pricing">$1,450 - $2,180</p><p>1-3 Beds</p></article>
<article class="placard"><p class="property-title">911 N Forest St Unit B</p><p class="property-pricing">$1,695</p><p>2 Beds</p></article>
</section>
</main>
<footer id="footer"><p>© 2026 CoStar Group, Inc. Apartments.com, 1201 Wilson Blvd, Arlington, VA 22209</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1925, currency: "USD", period: "month" },
      propertyKind: "condo",
      street: "1410 N State St Unit 305",
      city: "Bellingham",
      province: "WA",
      postalCode: "98225",
      neighbourhood: "Downtown Bellingham",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1040,
      geo: { lat: 48.74763, lng: -122.47891 },
    },
  },
  {
    name: "ho21-movoto-condo-scottsdale-az",
    site: "movoto.com",
    set: "held-out-21",
    traps: "a Movoto condo in Scottsdale: window.__INITIAL_STATE__ JSON with the listing, a 'Price Cut' with the original price, HOA dues per month; '2 Bd', '2 Ba', '1,218 Sq Ft'; the ARMLS number; 'Movoto Estimate' and rental estimate; agent and brokerage in the 'Listing Provided By' block; similar homes",
    pageUrl: "https://www.movoto.com/scottsdale-az/7450-e-camelback-rd-unit-2114-scottsdale-az-85251/pid_8wq3m21k7/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>7450 E Camelback Rd Unit 2114, Scottsdale, AZ 85251 | MLS# 6791032 | Movoto</title>
<meta name="description" content="For Sale: 2 beds, 2 baths, 1218 sq. ft. condo at 7450 E Camelback Rd Unit 2114, Scottsdale, AZ 85251 for $439,000.">
<meta property="og:url" content="https://www.movoto.com/scottsdale-az/7450-e-camelback-rd-unit-2114-scottsdale-az-85251/pid_8wq3m21k7/">
<script>window.__INITIAL_STATE__ = ${JSON.stringify({ pageData: { propertyId: "8wq3m21k7", mlsNumber: "6791032", mlsDbNumber: 212, listPrice: 439000, originalListPrice: 459000, priceChange: -20000, status: "ACTIVE", propertyType: "CONDO", address: { addressLine: "7450 E Camelback Rd Unit 2114", city: "Scottsdale", state: "AZ", zipCode: "85251", neighborhood: "Old Town Scottsdale" }, latitude: 33.50174, longitude: -111.92268, bed: 2, bath: 2, sqftTotal: 1218, lotSize: null, yearBuilt: 2004, hoaFee: 512, hoaFeeFrequency: "Monthly", listAgentName: "Brent Calloway", officeListName: "West USA Realty", estimate: { value: 427800, rentEstimate: 2450 } } })};</script>
</head><body>
<header class="mvt-header"><a href="/" class="logo">Movoto</a><nav><a href="/for-sale/">Buy</a><a href="/sell/">Sell</a><a href="/home-value/">Home Value</a></nav></header>
<main class="dpp">
<nav class="breadcrumb"><a href="/az/">AZ</a> › <a href="/scottsdale-az/">Scottsdale</a> › <a href="/scottsdale-az/old-town-scottsdale/">Old Town Scottsdale</a> › <span>85251</span></nav>
<section class="dpp-header">
<span class="badge">Price Cut $20,000</span>
<div class="dpp-price">$439,000 <del>$459,000</del></div>
<h1 class="dpp-address">7450 E Camelback Rd Unit 2114<br><span>Scottsdale, AZ 85251</span></h1>
<ul class="dpp-stats"><li><b>2</b> Bd</li><li><b>2</b> Ba</li><li><b>1,218</b> Sq Ft</li><li><b>$360</b> / Sq Ft</li></ul>
</section>
<section class="dpp-description"><h2>Description</h2><p>Second-floor condo in a gated Old Town community steps from Scottsdale Fashion Square and the canal path. Split floor plan, primary suite with walk-in closet, covered balcony facing the pool courtyard. Two assigned covered parking spaces. HOA covers water, trash, exterior and fitness center.</p></section>
<section class="dpp-facts"><h2>Property Details</h2><dl>
<dt>Property Type</dt><dd>Condo</dd><dt>Year Built</dt><dd>2004</dd><dt>HOA Dues</dt><dd>$512/month</dd><dt>MLS #</dt><dd>6791032</dd><dt>Days on Movoto</dt><dd>41</dd></dl></section>
<section class="dpp-estimate"><h2>Movoto Estimate</h2><p>$427,800</p><p>Estimated rent: $2,450/mo</p></section>
<section class="dpp-provider"><h3>Listing Provided By</h3><p>Brent Calloway, West USA Realty</p><p>Source: Arizona Regional MLS (ARMLS)</p></section>
<section class="dpp-similar"><h2>Similar Homes</h2>
<div class="card">$415,000 · 2 Bd · 2 Ba · 7301 E 3rd Ave Unit 310, Scottsdale</div>
<div class="card">$468,500 · 2 Bd · 2 Ba · 4600 N 68th St Unit 371, Scottsdale</div>
</section>
</main>
<footer><p>Movoto Real Estate · Licensed in all 50 states · Movoto Inc., 1900 S Norfolk St, San Mateo, CA 94403</p></footer>
</body></html>`,
    expected: {
      price: { amount: 439000, currency: "USD" },
      propertyKind: "condo",
      street: "7450 E Camelback Rd Unit 2114",
      city: "Scottsdale",
      province: "AZ",
      postalCode: "85251",
      neighbourhood: "Old Town Scottsdale",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1218,
      yearBuilt: 2004,
      mlsNumber: "6791032",
      listingAgentName: "Brent Calloway",
      brokerageName: "West USA Realty",
      geo: { lat: 33.50174, lng: -111.92268 },
    },
  },
];
