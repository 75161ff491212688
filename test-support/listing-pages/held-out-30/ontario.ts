/**
 * Thirtieth held-out corpus, Ontario: a Forest Hill Real Estate semi-detached house in Toronto's Leaside, a
 * Places4Students room for rent near Queen's University in Kingston and a Parkbridge land-lease home in Innisfil.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_30_ONTARIO: ListingPage[] = [
  {
    name: "ho30-foresthill-semi-leaside",
    site: "foresthill.com",
    set: "held-out-30",
    traps: "an independent Toronto brokerage's page for a semi in Leaside: 'Bedrooms 3+1' with one in the basement; '2 Bathrooms + 1 Powder Room'; a TRREB 'C…' MLS® number beside the site's own listing id; 'Lot 22 x 110 Feet' (frontage by depth, no area; no square footage at all); the land transfer tax calculator figure and property taxes; a sister-office address in the footer; 'Recently sold nearby' with sold prices",
    pageUrl: "https://www.foresthill.com/listings/c12904417/214-bessborough-drive-toronto",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>214 Bessborough Drive, Toronto | Semi-Detached for Sale | Forest Hill Real Estate</title>
<meta name="description" content="Renovated 3+1 bedroom semi-detached home in Leaside. $1,689,000. MLS® C12904417.">
<meta property="og:type" content="website">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "214 Bessborough Drive", address: { "@type": "PostalAddress", streetAddress: "214 Bessborough Drive", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4G 3K1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.70612, longitude: -79.36874 } })}
</head><body>
<header><a href="/" class="fh-logo">Forest Hill Real Estate Inc., Brokerage</a><nav><a href="/search">Search</a><a href="/offices">Our Offices</a><a href="/agents">Agents</a><a href="/exclusive">Exclusive Listings</a></nav></header>
<main class="property">
<nav class="breadcrumb"><a href="/toronto">Toronto</a> / <a href="/toronto/leaside">Leaside</a> / 214 Bessborough Drive</nav>
<section class="hero"><h1>214 Bessborough Drive</h1><p class="loc">Leaside · Toronto, ON M4G 3K1</p>
<p class="asking">Asking <strong>$1,689,000</strong></p><p class="ref">Listing ID FH-20461</p></section>
<section class="key-facts"><ul>
<li><span>Bedrooms</span> 3+1</li><li><span>Bathrooms</span> 2 + 1 Powder Room</li><li><span>Type</span> Semi-Detached</li><li><span>Style</span> 2-Storey</li><li><span>Lot</span> 22 x 110 Feet</li><li><span>Parking</span> 1 (mutual drive, detached garage)</li><li><span>Taxes</span> $7,412 / 2026</li><li><span>MLS®</span> C12904417</li>
</ul></section>
<section class="description"><h2>About this home</h2><p>A thoughtfully renovated Leaside semi on one of the neighbourhood's prettiest streets. Open main floor with a chef's kitchen and walk-out to a deep west garden; three bedrooms upstairs including a primary with a vaulted ceiling; finished lower level with a fourth bedroom, rec room and a 3-piece bath. Walk to Bessborough Public School, Bayview shops and the Eglinton Crosstown.</p></section>
<section class="calc"><h2>Land transfer tax</h2><p>Ontario + Toronto land transfer tax at this price: $56,950 (before first-time buyer rebates).</p></section>
<section class="agent-card"><h2>Presented by</h2><p class="agent">Caroline Whitcombe</p><p class="title">Sales Representative</p><p>Forest Hill Real Estate Inc., Brokerage</p><p>416-555-0183</p></section>
<section class="sold-nearby"><h2>Recently sold nearby</h2><div>198 Bessborough Dr · Sold $1,742,000</div><div>67 Parkhurst Blvd · Sold $2,105,000</div><div>231 Sutherland Dr · Sold $1,598,500</div></section>
<section class="open-house"><h2>Open House</h2><p>Saturday &amp; Sunday, 2–4 PM</p></section>
<section class="schools"><h2>Nearby schools</h2><ul><li>Bessborough Drive Elementary &amp; Middle School (JK–8)</li><li>Leaside High School (9–12)</li><li>Northlea Elementary &amp; Middle School (JK–8)</li></ul></section>
<section class="features"><h2>Features</h2><ul><li>Heating: forced air, gas; central air conditioning</li><li>Hardwood floors throughout the main and second floors</li><li>Kitchen: quartz counters, gas range, walk-out to deck</li><li>Finished basement with separate side entrance</li><li>Detached garage off the mutual drive</li><li>West-facing garden with stone patio and perennial beds</li></ul></section>
<section class="neighbourhood"><h2>Living in Leaside</h2><p>Leaside is one of Toronto's most sought-after family neighbourhoods, with tree-lined streets, strong public schools, the shops and restaurants of Bayview Avenue and Laird Drive, and easy access to the Don Valley trails and Sunnybrook Park. The Eglinton Crosstown LRT connects the neighbourhood to Yonge Street and the rest of the transit network.</p></section>
<section class="mortgage"><h2>Work with our mortgage partners</h2><p>Ask your agent for an introduction to a mortgage specialist for pre-approval before you book a showing.</p></section>
</main>
<footer><p>Forest Hill Real Estate Inc., Brokerage · Leaside office: 1640 Bayview Avenue, Toronto, ON M4G 3C2 · Head office: 441 Spadina Road, Toronto, ON M5P 2W3</p><p>Not intended to solicit buyers or sellers currently under contract. Listing information from TRREB is deemed reliable but not guaranteed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1689000 },
      propertyKind: "semi-detached",
      street: "214 Bessborough Drive",
      city: "Toronto",
      province: "ON",
      postalCode: "M4G 3K1",
      neighbourhood: "Leaside",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 2420, unit: "ft2" },
      mlsNumber: "C12904417",
      listingAgentName: "Caroline Whitcombe",
      brokerageName: "Forest Hill Real Estate Inc., Brokerage",
      geo: { lat: 43.70612, lng: -79.36874 },
    },
  },
  {
    name: "ho30-places4students-room-kingston",
    site: "places4students.com",
    set: "held-out-30",
    traps: "a student-housing ad for one room in a 5-bedroom house near Queen's University: '$795 / month per room' beside the whole house's bedroom count ('5 bedroom house, 1 room available'); utilities as a separate flat monthly amount; an 8-month vs 12-month lease rate; the landlord's company; the ad's listing number; 'Distance to campus 0.6 km'; the school's address in the sidebar; other nearby ads' rents",
    pageUrl: "https://www.places4students.com/Places/PropertyListing?SchoolID=qu8&HousingID=486213",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Room for Rent - 87 Aberdeen Street, Kingston | Places4Students.com</title>
<meta name="description" content="Off-campus housing near Queen's University: 1 room available in a 5 bedroom house at 87 Aberdeen Street, Kingston. $795 per month.">
</head><body>
<div id="header"><a href="/" id="logo">Places4Students.com</a><span class="school">Queen's University – Off-Campus Housing</span><a href="/login">Landlord Login</a></div>
<div id="content">
<div class="listing-title"><h1>Room for Rent – 87 Aberdeen Street</h1><p>Kingston, Ontario K7L 3T2</p></div>
<table class="listing-details">
<tr><td class="lbl">Listing #:</td><td>486213</td></tr>
<tr><td class="lbl">Type of Accommodation:</td><td>Room in a House</td></tr>
<tr><td class="lbl">Rent:</td><td>$795.00 / month (12-month lease) · $845.00 / month (8-month lease)</td></tr>
<tr><td class="lbl">Utilities:</td><td>Not included – flat $85.00 / month per tenant</td></tr>
<tr><td class="lbl">Bedrooms Available:</td><td>1 of 5</td></tr>
<tr><td class="lbl">Bathrooms (shared):</td><td>2</td></tr>
<tr><td class="lbl">Distance to Campus:</td><td>0.6 km (7 min walk)</td></tr>
<tr><td class="lbl">Available:</td><td>May 1, 2027</td></tr>
<tr><td class="lbl">Furnished:</td><td>Bed, desk and dresser</td></tr>
<tr><td class="lbl">Laundry:</td><td>In-house, free</td></tr>
<tr><td class="lbl">Parking:</td><td>None</td></tr>
</table>
<div class="description"><h2>Description</h2><p>Bright second-floor room (11' x 12') in a renovated five-bedroom student house in the University District. Shared kitchen with two fridges, two full bathrooms, a living room and a backyard. Current tenants are upper-year students. Walk to campus, Princess Street and the waterfront.</p></div>
<div class="landlord"><h2>Contact Landlord</h2><p>Limestone Student Rentals Inc.</p><p>Contact: Gord Pettigrew</p><p>613-555-0162</p></div>
<div class="others"><h2>Other listings near Queen's</h2><ul><li>Room, 212 Johnson St · $720 / month</li><li>3 bedroom apartment, 45 Division St · $2,310 / month</li></ul></div>
<div class="amenities"><h2>Amenities</h2><ul><li>High-speed internet (included in utilities)</li><li>Free in-house laundry</li><li>Dishwasher</li><li>Backyard with picnic table</li><li>Bike storage on the front porch</li><li>Snow removal and lawn care by landlord</li></ul></div>
<div class="rules"><h2>House details</h2><p>Non-smoking house. No pets. Lease is per room with individual rent; each tenant signs their own lease. Quiet hours after 11 p.m. on weeknights. Landlord responds to maintenance requests within 48 hours and lives in Kingston.</p></div>
<div class="nearby-places"><h2>Nearby</h2><ul><li>Queen's University main campus – 7 min walk</li><li>Metro grocery on Princess Street – 9 min walk</li><li>Kingston Transit route 501/502 – 2 min walk</li><li>Breakwater Park and the waterfront – 12 min walk</li></ul></div>
<div class="tips"><h2>Before you sign</h2><ul><li>Never send money before viewing the property and signing a written lease.</li><li>Ask the landlord to confirm who pays each utility.</li><li>Use the Ontario Standard Lease for residential tenancies.</li></ul></div>
</div>
<div id="sidebar"><p>Queen's University Off-Campus Living</p><p>99 University Avenue, Kingston, ON K7L 3N6</p></div>
<div id="footer"><p>© 2026 Places4Students.com Inc. Listings are posted by landlords; Places4Students does not inspect properties.</p><a href="/privacy">Privacy</a> · <a href="/terms">Terms of Use</a></div>
</body></html>`,
    expected: {
      price: { amount: 795, period: "month" },
      propertyKind: "house",
      street: "87 Aberdeen Street",
      city: "Kingston",
      province: "ON",
      postalCode: "K7L 3T2",
    },
  },
  {
    name: "ho30-parkbridge-landlease-innisfil",
    site: "parkbridge.com",
    set: "held-out-30",
    traps: "a land-lease lifestyle community's resale home in Innisfil: the home's '$449,900' beside the monthly land-lease fee ('$1,046.50/month' covering land, taxes and amenities); a site number ('Site 412') in the community's address; the community's own mailing address and postal code; '2 Bedrooms · 2 Bathrooms'; '1,380 sq. ft.' with a model name; 'Built 2011'; 'Manufactured home (CSA Z240), bungalow style'; no lot size (leased land); a community sales manager (no MLS, no brokerage); other homes for sale in the community",
    pageUrl: "https://www.parkbridge.com/en-ca/lifestyle-communities/sandycove-acres/homes-for-sale/site-412",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Home for Sale – Site 412, Sandycove Acres, Innisfil | Parkbridge</title>
<meta name="description" content="2 bedroom, 2 bathroom manufactured home for sale in Sandycove Acres, a land-lease adult lifestyle community in Innisfil, Ontario. $449,900.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Site 412 – The Cedar", address: { "@type": "PostalAddress", streetAddress: "412 Willow Lane", addressLocality: "Innisfil", addressRegion: "ON", postalCode: "L9S 1N7" }, numberOfRooms: 6, floorSize: { "@type": "QuantitativeValue", value: 1380, unitText: "sq ft" } })}
</head><body>
<header><a href="/en-ca" class="pb-logo">Parkbridge</a><nav><a href="/en-ca/lifestyle-communities">Lifestyle Communities</a><a href="/en-ca/rv-resorts">RV Resorts</a><a href="/en-ca/cottage-communities">Cottage Communities</a></nav></header>
<main>
<nav class="crumbs">Lifestyle Communities › Ontario › Sandycove Acres › Homes for Sale › Site 412</nav>
<section class="home-hero"><p class="community">Sandycove Acres · Adult Lifestyle Community</p><h1>The Cedar – Site 412, Willow Lane</h1><p class="price">$449,900</p>
<p class="fee">Monthly land-lease fee: $1,046.50 (includes land lease, property taxes, water/sewer and amenity access)</p></section>
<section class="home-facts"><ul><li>2 Bedrooms</li><li>2 Bathrooms</li><li>1,380 sq. ft.</li><li>Built 2011</li><li>Manufactured home (CSA Z240), bungalow style</li><li>Attached single garage</li></ul></section>
<section class="home-desc"><h2>About this home</h2><p>Well-kept Cedar model with a sunroom overlooking the greenbelt, gas fireplace, updated kitchen and a primary bedroom with ensuite. Resale home offered by the owner through the community's sales office. Purchasers must be approved by Parkbridge and sign the community's land lease.</p></section>
<section class="land-lease"><h2>How land-lease works</h2><p>You own your home; the land beneath it is leased from Parkbridge. The monthly fee is adjusted annually. There is no land to buy and no separate property tax bill.</p></section>
<section class="community-info"><h2>Sandycove Acres</h2><p>Three clubhouses, indoor and outdoor pools, a woodworking shop and over 100 clubs and activities, minutes from Lake Simcoe and Barrie.</p><p>Community office: 2153 Sandycove Road, Innisfil, ON L9S 1N1</p></section>
<section class="sales-contact"><h2>Contact the sales team</h2><p>Brenda Kowalczyk, Community Sales Manager</p><p>705-555-0129</p></section>
<section class="more-homes"><h2>More homes for sale at Sandycove Acres</h2><div>Site 88 · The Maple · 2 bed · $389,000</div><div>New home · The Birch · 2 bed + den · From $579,900</div></section>
<section class="home-features"><h2>Home features</h2><ul><li>Sunroom with skylights</li><li>Gas fireplace in the living room</li><li>Primary bedroom with 3-piece ensuite and walk-in closet</li><li>Updated kitchen with pantry (2022)</li><li>Central air conditioning</li><li>Paved double driveway</li></ul></section>
<section class="lifestyle"><h2>The Sandycove lifestyle</h2><p>Residents enjoy a full calendar of activities: aquafit, lawn bowling, cards, choir, woodworking and day trips. The community is close to Lake Simcoe beaches, golf courses and the shopping and hospitals of Barrie, with easy access to Highway 400 for trips into the GTA.</p></section>
<section class="faq"><h2>Frequently asked questions</h2><p><b>Who owns the land?</b> Parkbridge owns the land; homeowners lease their site. <b>Can I finance the home?</b> Several lenders offer financing for homes in land-lease communities; ask the sales team for details.</p></section>
</main>
<footer><p>© 2026 Parkbridge Lifestyle Communities Inc. Prices and fees subject to change. Monthly fees vary by site.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "mobile",
      street: "412 Willow Lane",
      city: "Innisfil",
      province: "ON",
      postalCode: "L9S 1N7",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1380,
      yearBuilt: 2011,
    },
  },
];
