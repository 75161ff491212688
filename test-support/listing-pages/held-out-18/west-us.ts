/**
 * Eighteenth held-out corpus, the Prairies and the United States: a Saskatoon team's own IDX site for a house with a
 * legal basement suite, a landlord's hand-written RentBoard ad in Winnipeg, a Trulia house in Burlington, Vermont, a
 * Compass condo in Seattle and a LandWatch acreage in Maine. Addresses, names and numbers are invented; the expected
 * facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_18_WEST_US: ListingPage[] = [
  {
    name: "ho18-idx-team-house-suite-saskatoon",
    site: "bridgecityhometeam.ca",
    set: "held-out-18",
    traps: "a Saskatoon team's WordPress site with an IDX plugin: the listing in plugin markup with 'Beds 3 + 2' where the two are in the legal suite; the suite's '$1,350/month' rent in the remarks; 'Lot 4,187 sq. ft.'; the Evergreen neighbourhood; a Saskatchewan MLS® number; map coordinates in data attributes and the plugin's JSON; the team's own office in the header and footer; a mortgage calculator and featured listings",
    pageUrl: "https://bridgecityhometeam.ca/idx/listing/SK019482/418-kloppenburg-crescent-saskatoon/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="UTF-8">
<title>418 Kloppenburg Crescent, Saskatoon | Bridge City Home Team</title>
<meta name="description" content="418 Kloppenburg Crescent, Saskatoon SK - 5 bed, 3 bath home with legal suite. MLS® SK019482.">
<script type="text/javascript">var idxListingData = ${JSON.stringify({ listingID: "SK019482", listPrice: "579900", address: "418 Kloppenburg Crescent", cityName: "Saskatoon", state: "SK", zipcode: "S7W 0L5", latitude: "52.17806", longitude: "-106.58912" })};</script>
</head><body class="idx-page">
<header class="site-header"><a href="/" class="logo">Bridge City Home Team</a><p class="header-contact">306-555-0188 · 3022 Louise Street, Saskatoon</p><nav><a href="/idx/search/">Search MLS®</a><a href="/sell/">Sell</a><a href="/about/">About</a></nav></header>
<main>
<div id="IDX-main" class="IDX-page-listing">
<div id="IDX-detailsAddress"><span class="IDX-detailsAddressNumber">418</span> <span class="IDX-detailsAddressName">Kloppenburg Crescent</span><br><span class="IDX-detailsAddressCity">Saskatoon</span>, <span class="IDX-detailsAddressState">SK</span> <span class="IDX-detailsAddressZipcode">S7W 0L5</span></div>
<div id="IDX-detailsPrice"><span class="IDX-text">Price</span> <span class="IDX-field">$579,900</span></div>
<div id="IDX-field-listingID"><span class="IDX-label">MLS® #</span><span class="IDX-text">SK019482</span></div>
<div id="IDX-field-bedrooms"><span class="IDX-label">Beds</span><span class="IDX-text">3 + 2</span></div>
<div id="IDX-field-totalBaths"><span class="IDX-label">Total Baths</span><span class="IDX-text">3</span></div>
<div id="IDX-field-sqFt"><span class="IDX-label">SqFt</span><span class="IDX-text">1,402</span></div>
<div id="IDX-field-lotSize"><span class="IDX-label">Lot</span><span class="IDX-text">4,187 sq. ft.</span></div>
<div id="IDX-field-yearBuilt"><span class="IDX-label">Year Built</span><span class="IDX-text">2015</span></div>
<div id="IDX-field-subdivision"><span class="IDX-label">Neighbourhood</span><span class="IDX-text">Evergreen</span></div>
<div id="IDX-field-propType"><span class="IDX-label">Type</span><span class="IDX-text">Residential, Detached, 2 Storey</span></div>
<div id="IDX-description">Two-storey family home on a quiet crescent near Evergreen's school campus. Three bedrooms up with a bonus room over the garage. Legal two-bedroom basement suite with its own entrance and laundry, currently rented at $1,350/month plus utilities. Double attached garage, triple-pane windows.</div>
<div id="IDX-map" data-lat="52.17806" data-lng="-106.58912"></div>
<div id="IDX-courtesy">Listing courtesy of Kelsey Brandt, Realty Executives Saskatoon</div>
</div>
<aside class="widget mortgage-calculator"><h3>Mortgage Calculator</h3><p>Price $579,900 · Down 10% · Payment $3,228/month</p></aside>
<aside class="widget featured-listings"><h3>Featured Listings</h3>
<div><span>$449,900</span> 207 Hastings Crescent, Saskatoon</div>
<div><span>$689,000</span> 1115 Brighton Boulevard, Saskatoon</div>
</aside>
</main>
<footer class="site-footer"><p>Bridge City Home Team, Realty Executives Saskatoon, 3022 Louise Street, Saskatoon, SK S7J 3L8. The trademarks MLS® and REALTOR® are owned by CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 579900 },
      propertyKind: "house",
      street: "418 Kloppenburg Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7W 0L5",
      neighbourhood: "Evergreen",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      squareFootage: 1402,
      lot: { value: 4187, unit: "ft2" },
      yearBuilt: 2015,
      mlsNumber: "SK019482",
      listingAgentName: "Kelsey Brandt",
      brokerageName: "Realty Executives Saskatoon",
      geo: { lat: 52.17806, lng: -106.58912 },
    },
  },
  {
    name: "ho18-rentboard-fourplex-suite-winnipeg",
    site: "rentboard.ca",
    set: "held-out-18",
    traps: "a landlord's hand-written RentBoard ad in Winnipeg with little structure: '$1395' in the title and 'Rent: $1,395 + hydro' in the text, a '$697.50' deposit; '2 bdrm' in a fourplex; only 'Lenore St near Westminster' with no number; the Wolseley neighbourhood; no postal code; other ads' rents in the sidebar; the site's address in the footer",
    pageUrl: "https://www.rentboard.ca/winnipeg/apartment/2-bdrm-upper-fourplex-wolseley/88417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>$1395 - 2 bdrm upper in fourplex, Wolseley - Winnipeg Apartment for Rent | RentBoard.ca</title>
</head><body>
<table width="100%" class="top"><tr><td><a href="/">RentBoard.ca</a></td><td align="right"><a href="/post">Post a free ad</a> | <a href="/login">Login</a></td></tr></table>
<div class="crumbs"><a href="/manitoba">Manitoba</a> &gt; <a href="/winnipeg">Winnipeg</a> &gt; Apartments</div>
<div class="ad">
<h1>$1395 - 2 bdrm upper in fourplex, Wolseley</h1>
<p class="posted">Posted Nov 24, 2026 · Ad #88417 · Winnipeg, MB</p>
<div class="adtext">
Bright 2 bdrm upper unit in an older character fourplex on Lenore St near Westminster. Hardwood floors, big windows, updated bathroom (tub/shower), new fridge and stove. Shared coin laundry in basement.<br><br>
Rent: $1,395 + hydro (heat and water incl.)<br>
Deposit: $697.50<br>
Available Jan 1. 1 year lease, no smoking, small dog ok with pet deposit.<br>
Walk to Westminster Church, Wolseley School and the Assiniboine. Street parking only.<br><br>
Call or text Ron 204-555-0163 evenings. No emails from out of province please!
</div>
</div>
<div class="sidebar"><h3>More Winnipeg rentals</h3>
<p><a href="/winnipeg/apartment/88390">$1,150 - 1 bdrm Osborne Village</a></p>
<p><a href="/winnipeg/house/88402">$2,100 - 3 bdrm house St. Vital</a></p>
</div>
<div class="footer">RentBoard.ca &copy; 2026 · 123 Main Street, Suite 4, Winnipeg, MB R3C 1A3 · Free rental classifieds across Canada</div>
</body></html>`,
    expected: {
      price: { amount: 1395, period: "month" },
      propertyKind: "condo",
      city: "Winnipeg",
      province: "MB",
      neighbourhood: "Wolseley",
      bedrooms: 2,
      bathrooms: 1,
    },
  },
  {
    name: "ho18-trulia-house-burlington-vt",
    site: "trulia.com",
    set: "held-out-18",
    traps: "Trulia's Next.js page for a Burlington, Vermont house in US dollars: homeDetails in __NEXT_DATA__ with coordinates; 'New North End' neighborhood; the previous sale of the house in the price history; an estimated monthly payment and a 'Similar homes' strip; 'Lot Size: 0.21 acres'; the listing agent and brokerage in 'Listing provided by'; a Vermont MLS number",
    pageUrl: "https://www.trulia.com/home/74-staniford-rd-burlington-vt-05408-97213364",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>74 Staniford Rd, Burlington, VT 05408 - 3 Beds, 2 Baths - Trulia</title>
<meta name="description" content="74 Staniford Rd, Burlington, VT 05408 is a 3 bedroom, 2 bathroom, 1,640 sqft single-family home built in 1958 listed for $489,000.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { homeDetails: { __typename: "HOME_DetailsForSale", url: "/home/74-staniford-rd-burlington-vt-05408-97213364", location: { streetAddress: "74 Staniford Rd", city: "Burlington", stateCode: "VT", zipCode: "05408", neighborhoodName: "New North End", coordinates: { latitude: 44.50921, longitude: -73.24567 } }, price: { __typename: "HOME_SingleValue", price: 489000, formattedPrice: "$489,000", currencyCode: "USD" }, bedrooms: { formattedValue: "3 Beds" }, bathrooms: { formattedValue: "2 Baths" }, floorSpace: { formattedDimension: "1,640 sqft" }, propertyType: "SINGLE_FAMILY_HOME", yearBuilt: 1958, provider: { listingAgentName: "Hannah Desrosiers", broker: { name: "Lake Champlain Realty Group" }, mlsListingId: "5061873" }, priceHistory: [{ date: "11/14/2026", event: "Listed For Sale", price: "$489,000" }, { date: "06/30/2011", event: "Sold", price: "$238,500" }] } } } })}</script>
</head><body>
<div id="__next">
<header data-testid="header"><a href="/">Trulia</a><nav><a href="/VT/Burlington/">Buy</a><a href="/for_rent/Burlington,VT/">Rent</a><a href="/sold/Burlington,VT/">Sold</a></nav></header>
<main>
<div data-testid="home-details-summary-headline"><h1><span data-testid="home-details-summary-address">74 Staniford Rd</span><span data-testid="home-details-summary-city-state">Burlington, VT 05408</span></h1></div>
<div data-testid="on-market-price-details"><h3>$489,000</h3></div>
<ul data-testid="home-summary-size-bedrooms"><li>3 Beds</li><li>2 Baths</li><li>1,640 sqft</li></ul>
<div data-testid="neighborhood-name">New North End</div>
<section data-testid="home-features"><h2>Home Details for 74 Staniford Rd</h2><ul><li>Single Family Home</li><li>Built in 1958</li><li>Lot Size: 0.21 acres</li><li>Heating: Baseboard, Oil</li><li>Basement: Full, Partially Finished</li></ul></section>
<section data-testid="description"><p>Cape on a corner lot close to the bike path and Leddy Park. Two bedrooms and a full bath on the main floor, a third bedroom and full bath in the dormered second floor. Hardwood under the carpet, one-car garage, fenced back yard.</p></section>
<section data-testid="estimated-monthly-cost"><h2>Estimated Monthly Payment</h2><p>$3,412/mo</p><p>Principal &amp; interest $2,624 · Property taxes $612 · Insurance $176</p></section>
<section data-testid="price-history"><h2>Price History</h2><table><tr><td>11/14/2026</td><td>Listed For Sale</td><td>$489,000</td></tr><tr><td>06/30/2011</td><td>Sold</td><td>$238,500</td></tr></table></section>
<section data-testid="provider-info"><p>Listing provided by Hannah Desrosiers, Lake Champlain Realty Group</p><p>Source: New England Real Estate Network, MLS #5061873</p></section>
<section data-testid="similar-homes"><h2>Similar Homes You May Like</h2>
<div><span>$455,000</span> 3 bd · 1 ba · 1,320 sqft · 19 Woodlawn Rd, Burlington, VT 05408</div>
<div><span>$529,900</span> 4 bd · 2 ba · 1,910 sqft · 31 Ethan Allen Pkwy, Burlington, VT 05408</div>
</section>
</main>
<footer><p>Trulia is a registered trademark of Zillow, Inc.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "USD" },
      propertyKind: "house",
      street: "74 Staniford Rd",
      city: "Burlington",
      province: "VT",
      postalCode: "05408",
      neighbourhood: "New North End",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1640,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1958,
      mlsNumber: "5061873",
      listingAgentName: "Hannah Desrosiers",
      brokerageName: "Lake Champlain Realty Group",
      geo: { lat: 44.50921, lng: -73.24567 },
    },
  },
  {
    name: "ho18-compass-condo-seattle",
    site: "compass.com",
    set: "held-out-18",
    traps: "Compass's page for a Seattle condo in US dollars: the listing in an embedded initial-data object with the unit in the address 'Unit 1804'; the HOA fee '$1,145/mo'; '2 Beds' and '2 Baths'; 'Belltown' neighborhood; an NWMLS number; the Compass agent and 'Compass' as brokerage; the building's other units and a price-per-sqft figure",
    pageUrl: "https://www.compass.com/listing/2300-2nd-avenue-unit-1804-seattle-wa-98121/1748302117650218833/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2300 2nd Avenue, Unit 1804, Seattle, WA 98121 | Compass</title>
<meta name="description" content="2 beds, 2 baths, 1,108 sq. ft. condo at 2300 2nd Avenue, Unit 1804 listed for $899,000 by Compass.">
<script>window.__PARTIAL_INITIAL_DATA__ = ${JSON.stringify({ props: { listingRelation: { listing: { listingIdSHA: "1748302117650218833", location: { prettyAddress: "2300 2nd Avenue, Unit 1804", unitNumber: "1804", city: "Seattle", state: "WA", zipCode: "98121", neighborhood: "Belltown", latitude: 47.61312, longitude: -122.34561 }, price: { listed: 899000, perSquareFoot: 811 }, size: { bedrooms: 2, bathrooms: 2, squareFeet: 1108 }, detailedInfo: { propertyType: "Condo", yearBuilt: 2009, hoaFee: 1145, mlsId: "2318845" }, listingAgents: [{ displayName: "Dana Whitcombe", company: "Compass" }] } } } })};</script>
</head><body>
<div id="app">
<header class="cx-header"><a href="/">COMPASS</a><nav><a href="/homes-for-sale/">Buy</a><a href="/for-rent/">Rent</a><a href="/sell/">Sell</a><a href="/agents/">Agents</a></nav></header>
<main class="listing">
<div class="summary"><h1 class="address">2300 2nd Avenue, Unit 1804</h1><p class="city">Seattle, WA 98121</p>
<div class="summary-stats"><div><span class="val">$899,000</span><span class="lbl">Price</span></div><div><span class="val">2</span><span class="lbl">Beds</span></div><div><span class="val">2</span><span class="lbl">Baths</span></div><div><span class="val">1,108</span><span class="lbl">Sq. Ft.</span></div></div></div>
<table class="key-details">
<tr><th>Status</th><td>Active</td></tr>
<tr><th>MLS Type</th><td>Condo</td></tr>
<tr><th>Year Built</th><td>2009</td></tr>
<tr><th>Neighborhood</th><td>Belltown</td></tr>
<tr><th>HOA Fees</th><td>$1,145/mo</td></tr>
<tr><th>Price Per Sq. Ft.</th><td>$811</td></tr>
<tr><th>Listing ID</th><td>NWMLS #2318845</td></tr>
</table>
<section class="description"><p>Corner two-bedroom on the 18th floor with Elliott Bay and Olympic views from both bedrooms. Split floor plan, gas range, wide-plank oak floors, one deeded parking stall and storage. Building offers a 24-hour concierge, rooftop deck and fitness centre. Walk to Pike Place Market.</p></section>
<section class="agent"><h3>Listed by</h3><p class="agent-name">Dana Whitcombe</p><p>Compass</p><p>206-555-0127</p></section>
<section class="building"><h3>Other units at 2300 2nd Avenue</h3>
<div>Unit 905 · Sold $612,000 · 1 bd</div>
<div>Unit 2102 · Active $1,250,000 · 2 bd</div>
</section>
</main>
<footer><p>Compass is a licensed real estate broker. 2601 Elliott Avenue, Suite 4100, Seattle, WA 98121.</p></footer>
</div>
</body></html>`,
    expected: {
      price: { amount: 899000, currency: "USD" },
      propertyKind: "condo",
      street: "2300 2nd Avenue, Unit 1804",
      city: "Seattle",
      province: "WA",
      postalCode: "98121",
      neighbourhood: "Belltown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1108,
      yearBuilt: 2009,
      mlsNumber: "2318845",
      listingAgentName: "Dana Whitcombe",
      brokerageName: "Compass",
      geo: { lat: 47.61312, lng: -122.34561 },
    },
  },
  {
    name: "ho18-landwatch-acreage-bethel-me",
    site: "landwatch.com",
    set: "held-out-18",
    traps: "LandWatch's page for 42 acres of wooded land in Maine in US dollars: '$139,000' and '$3,310 per acre'; the acreage '42 Acres' as the lot; Oxford County beside the town; a land broker and agent; no beds, no baths, no size; JSON-LD with coordinates; 'Other properties from this seller' with their prices and acreages",
    pageUrl: "https://www.landwatch.com/oxford-county-maine-undeveloped-land-for-sale/pid/418827365",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Acres of Recreational Land for Sale in Bethel, Maine - LandWatch</title>
<meta name="description" content="42 acres in Oxford County, Maine. $139,000. Wooded land with a brook and Sunday River Road frontage.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "1150 Sunday River Road, Bethel, ME 04217", address: { "@type": "PostalAddress", streetAddress: "1150 Sunday River Road", addressLocality: "Bethel", addressRegion: "ME", postalCode: "04217", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 44.45263, longitude: -70.84511 } })}
</head><body>
<header class="lw-header"><a href="/">LandWatch</a><nav><a href="/land-for-sale">Land for Sale</a><a href="/farms-and-ranches-for-sale">Farms &amp; Ranches</a><a href="/hunting-property-for-sale">Hunting</a><a href="/brokers">Find a Broker</a></nav></header>
<main class="property-page">
<div class="breadcrumbs"><a href="/maine-land-for-sale">Maine</a> › <a href="/oxford-county-maine-land-for-sale">Oxford County</a> › <a href="/bethel-maine-land-for-sale">Bethel</a></div>
<h1>42 Acres of Recreational Land for Sale in Bethel, Maine</h1>
<div class="price-acres"><span class="price">$139,000</span> · <span class="acres">42 Acres</span> · <span class="ppa">$3,310 per acre</span></div>
<p class="address">1150 Sunday River Road, Bethel, ME 04217, Oxford County</p>
<section class="details"><h2>Property Details</h2>
<dl><dt>Property Type</dt><dd>Recreational Property, Undeveloped Land</dd><dt>Acreage</dt><dd>42</dd><dt>Road Frontage</dt><dd>620 ft</dd><dt>Listing ID</dt><dd>418827365</dd></dl></section>
<section class="description"><h2>Description</h2><p>Mixed hardwood and softwood lot with a year-round brook and 620 feet of paved frontage on Sunday River Road, ten minutes from the ski resort. Power at the road, soils tested for a septic system. A logging road runs back to a knoll with a view of the Mahoosuc Range. Surveyed in 2021.</p></section>
<section class="contact"><h3>Contact</h3><p class="agent">Tom Pelletier</p><p class="broker">Mahoosuc Land &amp; Realty</p><p>207-555-0115</p></section>
<section class="seller-props"><h3>Other properties from this seller</h3>
<div>$64,900 · 11 Acres · Newry, ME</div>
<div>$289,000 · 96 Acres · Andover, ME</div>
</section>
</main>
<footer><p>© 2026 LandWatch. Part of the Land.com Network.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 139000, currency: "USD" },
      propertyKind: "land",
      street: "1150 Sunday River Road",
      city: "Bethel",
      province: "ME",
      postalCode: "04217",
      lot: { value: 42, unit: "acres" },
      listingAgentName: "Tom Pelletier",
      brokerageName: "Mahoosuc Land & Realty",
      geo: { lat: 44.45263, lng: -70.84511 },
    },
  },
];
