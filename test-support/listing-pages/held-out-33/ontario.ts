/**
 * Thirty-third held-out corpus, Ontario: a Right at Home Realty IDX condo in Toronto, a CondoDork building-directory
 * unit page, a RealtyNinja agent site's townhouse in Kanata and a Jantzi Auctions farm auction near Wellesley.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_33_ONTARIO: ListingPage[] = [
  {
    name: "ho33-rightathome-condo-toronto",
    site: "rightathomerealty.com",
    set: "held-out-33",
    traps: "a brokerage's WordPress IDX condo page in Toronto's Liberty Village: the board's community 'Niagara' beside a 'Liberty Village' area blurb; '2+1' bedrooms; '700-799 sq ft' range; monthly maintenance fees; the C-prefixed MLS® beside an internal listing id; the brokerage's Don Mills office in the footer; 'Similar listings' with prices",
    pageUrl: "https://www.rightathomerealty.com/listing/c12874410-1208-85-east-liberty-street-toronto",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1208 - 85 East Liberty Street, Toronto | C12874410 | Right at Home Realty</title>
<meta name="description" content="Condo apartment for sale in Niagara, Toronto. 2+1 beds, 2 baths. $739,000.">
<meta property="og:title" content="1208 - 85 East Liberty Street, Toronto">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1208 - 85 East Liberty Street", address: { "@type": "PostalAddress", streetAddress: "1208 - 85 East Liberty Street", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M6K 3R4" }, geo: { "@type": "GeoCoordinates", latitude: 43.63872, longitude: -79.41522 } })}
</head><body>
<header class="site-header"><a class="logo" href="/">Right at Home Realty, Brokerage</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/agents">Find an Agent</a></nav></header>
<main class="idx-detail" data-listing-id="rahr-5518203">
<div class="idx-price">$739,000</div>
<h1 class="idx-address">1208 - 85 East Liberty Street</h1>
<div class="idx-city">Toronto, ON M6K 3R4 · Niagara</div>
<ul class="idx-quick"><li><b>2+1</b> Beds</li><li><b>2</b> Baths</li><li><b>700-799</b> Sq Ft</li></ul>
<table class="idx-details">
<tr><th>MLS®#</th><td>C12874410</td></tr>
<tr><th>Type</th><td>Condo Apartment</td></tr>
<tr><th>Style</th><td>Apartment</td></tr>
<tr><th>Maintenance</th><td>$612.40 / month</td></tr>
<tr><th>Taxes</th><td>$2,988.15 (2026)</td></tr>
<tr><th>Exposure</th><td>South-West</td></tr>
<tr><th>Parking</th><td>1 underground</td></tr>
<tr><th>Locker</th><td>Owned</td></tr>
<tr><th>Days on market</th><td>9</td></tr>
</table>
<section class="idx-remarks"><h2>Description</h2><p>Bright split two-bedroom plus den with a south-west view over the lake. Den has a sliding door and fits a desk or guest bed. Open kitchen with quartz counters and full-size appliances, two full baths, wide balcony. Steps to King West, the Exhibition GO and the 504 streetcar. Building has a gym, party room, concierge and a rooftop terrace.</p></section>
<section class="idx-agent"><h2>Listing presented by</h2><p class="agent-name">Priya Raman</p><p>Sales Representative</p><p class="office">Right at Home Realty, Brokerage</p><p>416-555-0172</p></section>
<section class="idx-similar"><h2>Similar listings</h2>
<div class="card"><span>905 - 150 East Liberty Street</span><span>$699,900</span><span>2 bd · 2 ba</span></div>
<div class="card"><span>2311 - 59 East Liberty Street</span><span>$765,000</span><span>2+1 bd · 2 ba</span></div></section>
<section class="idx-features"><h2>Features &amp; amenities</h2><ul><li>Floor-to-ceiling windows with roller blinds</li><li>Quartz counters, undermount sink, stainless appliances</li><li>Ensuite laundry, stacked washer and dryer</li><li>Concierge, visitor parking, bike storage</li><li>Rooftop terrace with barbecues and lake views</li><li>Pet-friendly building with a dog wash station</li></ul></section>
<section class="idx-area"><h2>Neighbourhood</h2><p>Liberty Village sits between King Street West and the rail corridor, a former industrial district of brick warehouses now filled with tech offices, cafés, a grocery store and small parks. The Exhibition grounds, BMO Field and the waterfront trail are a short walk south; the King streetcar runs downtown in about twenty minutes.</p><p>Walk Score: very walkable. Transit: excellent. Nearby schools: public and Catholic elementary within walking distance.</p></section>
<section class="idx-contact"><h2>Request information</h2><form><input placeholder="Full name"><input placeholder="Email"><input placeholder="Phone"><textarea placeholder="I'd like more information about this property."></textarea><button>Send</button></form></section>
<section class="idx-mortgage"><h2>Mortgage calculator</h2><p>Estimated payment $3,412/month with 20% down at 4.79%.</p></section>
</main>
<footer><p>Right at Home Realty, Brokerage · 1396 Don Mills Road, Unit B-121, Toronto, ON M3B 0A7</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA. Data deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 739000 },
      propertyKind: "condo",
      street: "1208 - 85 East Liberty Street",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 3R4",
      neighbourhood: "Niagara",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      mlsNumber: "C12874410",
      listingAgentName: "Priya Raman",
      brokerageName: "Right at Home Realty, Brokerage",
      geo: { lat: 43.63872, lng: -79.41522 },
    },
  },
  {
    name: "ho33-condodork-unit-toronto",
    site: "condodork.com",
    set: "held-out-33",
    traps: "a condo-building directory's page for one unit for rent in a Yonge & Eglinton tower: the building's own facts (year, storeys, units, developer) beside the unit's; 'Leased' rows of other units with their rents; rent per month; a price per sq ft; the building's average rent",
    pageUrl: "https://condodork.com/en/toronto/the-eglinton-tower-2250-yonge-st/unit-2604-for-rent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2604 - 2250 Yonge St For Rent | The Eglinton Tower | CondoDork</title>
<meta name="description" content="1 bed + den, 1 bath condo for rent at The Eglinton Tower, 2250 Yonge St, Toronto. $2,650/month.">
</head><body>
<header><a href="/" class="cd-logo">CondoDork</a><nav><a href="/en/toronto">Toronto condos</a><a href="/en/rent">For rent</a></nav></header>
<nav class="crumbs"><a href="/en/toronto">Toronto</a> › <a href="/en/toronto/yonge-and-eglinton">Yonge and Eglinton</a> › <a href="/en/toronto/the-eglinton-tower-2250-yonge-st">The Eglinton Tower</a> › Unit 2604</nav>
<main>
<section class="unit">
<h1>2604 - 2250 Yonge St</h1>
<p class="unit-price">$2,650 <small>/mo</small></p>
<p class="unit-ppsf">$4.42 / sq ft</p>
<ul class="unit-specs"><li>1+1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>Locker</li><li>No parking</li></ul>
<dl class="unit-info"><dt>MLS</dt><dd>C12901176</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Available</dt><dd>January 1, 2027</dd><dt>Listed</dt><dd>5 days ago</dd></dl>
<p>Corner one-plus-den with floor-to-ceiling windows facing north and east. Den works as an office. Laminate throughout, stainless appliances, ensuite laundry. Tenant pays hydro. Direct access to Eglinton subway station and the Crosstown.</p>
<p class="brokerage">Listing brokerage: Homelife Landmark Realty Inc.</p>
</section>
<section class="building"><h2>About The Eglinton Tower</h2>
<table><tr><th>Address</th><td>2250 Yonge St, Toronto, ON M4S 2B6</td></tr>
<tr><th>Neighbourhood</th><td>Yonge and Eglinton</td></tr>
<tr><th>Year built</th><td>2016</td></tr><tr><th>Storeys</th><td>42</td></tr><tr><th>Units</th><td>512</td></tr>
<tr><th>Developer</th><td>Northgate Urban Developments</td></tr>
<tr><th>Avg. rent (1 bed)</th><td>$2,540/mo</td></tr><tr><th>Avg. sale $/sqft</th><td>$1,012</td></tr></table>
<h3>Amenities</h3><ul><li>Concierge</li><li>Gym</li><li>Pool</li><li>Rooftop deck</li><li>Guest suites</li></ul></section>
<section class="area-guide"><h2>Living near Yonge and Eglinton</h2><p>Midtown's busiest crossroads has grown into a dense cluster of towers around the subway and the new Crosstown line. Residents have the Eglinton shopping centre, dozens of restaurants along Yonge, the Beltline Trail and Eglinton Park within a few minutes on foot, and quick trips downtown or north to the 401.</p><p>Schools nearby include several public elementary schools and a well-regarded collegiate. Parking permits are limited on the side streets, so units without a spot tend to rent for a little less.</p></section>
<section class="rent-tips"><h2>Renting through CondoDork</h2><p>Apply with a credit report, employment letter, recent pay stubs and references. Most landlords ask for first and last month's rent on signing and tenant insurance before move-in. Viewings are arranged with the listing agent; CondoDork does not collect application fees.</p></section>
<section class="history"><h2>Recent activity in this building</h2>
<table><tr><th>Unit</th><th>Beds</th><th>Price</th><th>Status</th></tr>
<tr><td>1911</td><td>1</td><td>$2,450/mo</td><td>Leased</td></tr>
<tr><td>3402</td><td>2</td><td>$3,500/mo</td><td>Leased</td></tr>
<tr><td>807</td><td>1+1</td><td>$589,000</td><td>Sold</td></tr></table></section>
</main>
<footer><p>CondoDork.com · Toronto condo data. Listings courtesy of TRREB members. Not intended to solicit buyers or sellers under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "2604 - 2250 Yonge St",
      city: "Toronto",
      province: "ON",
      postalCode: "M4S 2B6",
      neighbourhood: "Yonge and Eglinton",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2016,
      mlsNumber: "C12901176",
      brokerageName: "Homelife Landmark Realty Inc.",
    },
  },
  {
    name: "ho33-realtyninja-townhouse-kanata",
    site: "realtyninja.com",
    set: "held-out-33",
    traps: "an agent's RealtyNinja site for a Kanata townhouse: Ottawa as city with Kanata the community; 'Bathrooms 3 (2 + 1 half)'; the X-prefixed MLS®; lot as 'Frontage 20.01 ft, depth 105.97 ft'; the agent's own team name and the brokerage under it; a 'Recently sold' strip",
    pageUrl: "https://www.sarahlockeottawa.ca/listings/x12810332-48-pondside-walk-ottawa",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Pondside Walk, Ottawa - X12810332 | Sarah Locke Homes</title>
<meta name="description" content="Freehold townhouse in Kanata, Ottawa. 3 bedrooms, 3 bathrooms. $624,900.">
<script>window.listing = ${JSON.stringify({ mls: "X12810332", price: 624900, lat: 45.30411, lng: -75.92876, beds: 3, baths: 3, type: "Row / Townhouse" })};</script>
</head><body>
<header><div class="rn-brand">Sarah Locke Homes</div><nav><a href="/">Home</a><a href="/listings">Listings</a><a href="/contact">Contact</a></nav></header>
<main class="rn-listing">
<h1>48 Pondside Walk</h1>
<h2>Ottawa, Ontario K2M 0H6</h2>
<div class="rn-price">$624,900</div>
<div class="rn-grid">
<div><span>MLS® Number</span><b>X12810332</b></div>
<div><span>Property Type</span><b>Single Family</b></div>
<div><span>Building Type</span><b>Row / Townhouse</b></div>
<div><span>Community</span><b>Kanata - Bridlewood</b></div>
<div><span>Bedrooms</span><b>3</b></div>
<div><span>Bathrooms</span><b>3 (2 + 1 half)</b></div>
<div><span>Title</span><b>Freehold</b></div>
<div><span>Frontage</span><b>20.01 ft</b></div>
<div><span>Depth</span><b>105.97 ft</b></div>
<div><span>Built in</span><b>2012</b></div>
<div><span>Annual Taxes</span><b>$4,206</b></div>
</div>
<section class="rn-desc"><h3>Description</h3><p>End-unit freehold town backing onto the pond trail. Open main floor with hardwood, a gas fireplace and a kitchen with an island. Upstairs a primary with walk-in and ensuite, two more bedrooms and a full bath. Finished rec room below. Walk to schools, the Kanata Leisure Centre and transit.</p></section>
<section class="rn-agent"><h3>Contact</h3><p><strong>Sarah Locke</strong>, REALTOR®</p><p>Sarah Locke Homes</p><p>Royal Acres Realty Ltd., Brokerage</p><p>613-555-0193</p></section>
<section class="rn-features"><h3>Features</h3><ul><li>Hardwood on main and upper hall</li><li>Gas fireplace in living room</li><li>Kitchen island with breakfast bar</li><li>Walk-in closet and ensuite in primary</li><li>Finished lower-level rec room</li><li>Fenced yard backing onto pond trail</li><li>Attached single garage with inside entry</li></ul></section>
<section class="rn-map"><h3>Neighbourhood</h3><p>Bridlewood is a family neighbourhood in Kanata's south end with ponds, pathways and parks, a short drive from the Kanata Centrum shops, the Hazeldean Road corridor and Highway 417. Several elementary schools and a high school are nearby, along with an OC Transpo park-and-ride.</p></section>
<section class="rn-about"><h3>About Sarah</h3><p>Sarah has helped west-end Ottawa families buy and sell homes in Kanata, Stittsville and Barrhaven for over a decade. She grew up in Bridlewood and still coaches minor soccer at the local fields. Call or text any time to book a showing or ask for a free market evaluation of your home.</p></section>
<section class="rn-calc"><h3>Mortgage calculator</h3><form><input placeholder="Down payment"><input placeholder="Rate"><input placeholder="Amortization"><button>Calculate</button></form></section>
<section class="rn-sold"><h3>Recently sold nearby</h3><p>22 Pondside Walk — Sold $611,000</p><p>7 Heronridge Way — Sold $689,500</p></section>
</main>
<footer><p>Royal Acres Realty Ltd., Brokerage · 300 March Road, Suite 210, Ottawa, ON K2K 2E2. Independently owned and operated.</p><p>Powered by RealtyNinja. MLS® data © Ottawa Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 624900 },
      propertyKind: "townhouse",
      street: "48 Pondside Walk",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2M 0H6",
      neighbourhood: "Kanata - Bridlewood",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      yearBuilt: 2012,
      mlsNumber: "X12810332",
      listingAgentName: "Sarah Locke",
      brokerageName: "Royal Acres Realty Ltd., Brokerage",
      geo: { lat: 45.30411, lng: -75.92876 },
    },
  },
  {
    name: "ho33-jantzi-farm-auction-wellesley",
    site: "jantziauctions.com",
    set: "held-out-33",
    traps: "a Mennonite-country auction house's sale bill for a 95-acre farm near Wellesley: no list price, only the deposit and terms; '95 acres, 82 workable'; the house's 5 bedrooms and 1½ baths; the farm's barns; a chattel sale below with its own items; the auctioneer's office address in St. Jacobs",
    pageUrl: "https://www.jantziauctions.com/sales/farm-auction-2417-line-86-wellesley",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Farm Auction – 95 Acres, 2417 Line 86, Wellesley Twp | Jantzi Auctions</title>
<meta name="description" content="Public auction of a 95 acre farm with house and barns near Wellesley, Ontario. Saturday, December 12, 2026.">
</head><body>
<header><a href="/" class="ja-logo">Jantzi Auctions Ltd.</a><nav><a href="/sales">Upcoming Sales</a><a href="/real-estate">Real Estate</a><a href="/contact">Contact</a></nav></header>
<main>
<h1>Farm Auction – 95 Acres</h1>
<p class="sale-date"><strong>Saturday, December 12, 2026 at 11:00 a.m.</strong></p>
<p class="sale-location">Sale held on site: 2417 Line 86, Wellesley, ON N0B 2T0</p>
<h2>Real Estate</h2>
<p>95 acres, approx. 82 workable, systematically tiled, balance in bush and pasture. Zoned agricultural. Township of Wellesley, Region of Waterloo.</p>
<ul>
<li>2-storey brick farmhouse, approx. 2,100 sq ft, built 1908, 5 bedrooms, 1½ baths, oil and wood heat</li>
<li>Bank barn 40 x 90 ft with steel roof</li>
<li>Drive shed 50 x 80 ft (2015)</li>
<li>Drilled well; septic replaced 2019</li>
</ul>
<p><strong>Terms:</strong> $75,000 deposit by certified cheque day of sale, balance in 45 days. Property sells subject to a reserve bid. Inspection by appointment on November 28 and December 5.</p>
<h2>Chattels</h2>
<ul><li>John Deere 4240 tractor, 8,900 hrs</li><li>New Holland 488 haybine</li><li>Gravity wagons, hay wagons</li><li>Approx. 400 small square bales of hay</li><li>Household furniture and antiques</li></ul>
<p>Chattels sell at 12:30 p.m. following the real estate.</p>
<h2>Directions</h2><p>From Wellesley village, take Regional Road 5 west and turn north on Line 86. Farm is on the east side; watch for auction signs. Parking in the field south of the barn. Please do not block the road; horse-and-buggy traffic uses the shoulder.</p>
<h2>Lunch and parking</h2><p>Lunch will be served by the Wellesley Mennonite Relief Sale committee. Coffee and baked goods available from 10 a.m. Washrooms on site. Cash, debit and cheque with ID accepted for chattels; no credit cards. Registration opens at 9:30 a.m.; bidder numbers are required for all purchases.</p>
<h2>Viewing the equipment</h2><p>Machinery may be viewed the Friday before the sale from 1 to 5 p.m. Items must be removed within one week of the sale date unless arranged with the auctioneer. Loading assistance is available on sale day only.</p>
<h2>Notes for buyers</h2><p>Buyers are encouraged to arrange financing before sale day. The successful purchaser will sign an agreement of purchase and sale immediately after the property is sold. Well water test, septic records and tile drainage maps are available for review at the inspection dates. The vendor's solicitor will close the sale.</p>
<h2>Owners</h2><p>Estate of the late Menno Bauman</p>
<p>Solicitor: Brubacher &amp; Weber LLP, Elmira</p>
<p class="auctioneer">Auctioneer: Gordon Jantzi, Jantzi Auctions Ltd. · 519-555-0146</p>
<p class="note">Lunch booth available. Not responsible for accidents day of sale. Announcements day of sale take precedence over printed material.</p>
</main>
<footer><p>Jantzi Auctions Ltd. · 1540 King Street North, St. Jacobs, ON N0B 2N0 · Serving Waterloo Region and area since 1970.</p></footer>
</body></html>`,
    expected: {
      propertyKind: "farm",
      street: "2417 Line 86",
      city: "Wellesley",
      province: "ON",
      postalCode: "N0B 2T0",
      bedrooms: 5,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 2100,
      lot: { value: 95, unit: "acres" },
      yearBuilt: 1908,
    },
  },
];
