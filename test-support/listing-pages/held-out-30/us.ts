/**
 * Thirtieth held-out corpus, United States: an NJMLS public-site colonial in Montclair, New Jersey, an FSBO.com
 * owner-listed ranch in Boise, Idaho, and an MHVillage manufactured home in a park in Mesa, Arizona. Prices in US
 * dollars. Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran
 * on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_30_US: ListingPage[] = [
  {
    name: "ho30-njmls-colonial-montclair",
    site: "njmls.com",
    set: "held-out-30",
    traps: "a New Jersey regional MLS's public listing page for a colonial in Montclair: 'Baths 2 Full, 1 Half'; 'Lot Size 50X150' in feet plus '0.17 acres'; the NJMLS number; 'Town' vs county; the listing office and agent with the office's Bloomfield Avenue address; annual taxes beside the price; an 'Estimated Monthly Payment'; other listings in the town",
    pageUrl: "https://www.njmls.com/listings/index.cfm?action=dsp.info&mlsnum=26044871",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Wildwood Ave, Montclair, NJ 07043 | MLS# 26044871 | NJMLS</title>
<meta name="description" content="Residential for sale: 42 Wildwood Ave, Montclair Twp., Essex County, NJ 07043. 4 bedrooms, 2 full and 1 half baths. $1,125,000.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "42 Wildwood Ave", address: { "@type": "PostalAddress", streetAddress: "42 Wildwood Ave", addressLocality: "Montclair", addressRegion: "NJ", postalCode: "07043" }, geo: { "@type": "GeoCoordinates", latitude: 40.83426, longitude: -74.20137 } })}
</head><body>
<div id="hdr"><a href="/" class="njmls-logo">NJMLS</a><ul><li><a href="/listings/">Search Listings</a></li><li><a href="/openhouses/">Open Houses</a></li><li><a href="/agents/">Find an Agent</a></li></ul></div>
<div id="listing">
<h1>42 Wildwood Ave</h1><p class="town">Montclair Twp., Essex County, NJ 07043</p>
<p class="lp">List Price: $1,125,000</p>
<table class="info">
<tr><td>MLS#</td><td>26044871</td><td>Status</td><td>Active</td></tr>
<tr><td>Type</td><td>Residential · Colonial</td><td>Year Built</td><td>1924</td></tr>
<tr><td>Bedrooms</td><td>4</td><td>Baths</td><td>2 Full, 1 Half</td></tr>
<tr><td>Lot Size</td><td>50X150 (0.17 acres)</td><td>Taxes</td><td>$21,486 (2025)</td></tr>
<tr><td>Heat</td><td>Gas, steam</td><td>Garage</td><td>1 car detached</td></tr>
</table>
<div class="remarks"><h2>Remarks</h2><p>Classic center-hall colonial on a tree-lined street in Upper Montclair's Watchung section. Living room with fireplace, formal dining room, updated eat-in kitchen with a mudroom, four bedrooms on the second floor and a walk-up third floor. Walk to the Watchung Avenue train station for direct NYC service.</p></div>
<div class="pmt"><p>Estimated Monthly Payment: $8,912 (incl. taxes, 20% down, 6.5%)</p></div>
<div class="office"><p>Listing Agent: <b>Denise Albanese</b></p><p>Listing Office: Keller Williams Montclair Realty</p><p>455 Bloomfield Ave, Montclair, NJ 07042 · 973-555-0118</p></div>
<div class="rooms"><h2>Rooms</h2><table><tr><td>Living Room</td><td>1st floor</td><td>Fireplace</td></tr><tr><td>Dining Room</td><td>1st floor</td><td>Formal</td></tr><tr><td>Kitchen</td><td>1st floor</td><td>Eat-in</td></tr><tr><td>Bedrooms</td><td>2nd floor</td><td>4</td></tr><tr><td>Attic</td><td>3rd floor</td><td>Walk-up, finished</td></tr><tr><td>Basement</td><td>Full</td><td>Unfinished, laundry</td></tr></table></div>
<div class="schools"><h2>Schools</h2><p>Montclair Public Schools (magnet district): Watchung Elementary, Buzz Aldrin Middle, Montclair High School.</p></div>
<div class="directions"><h2>Directions</h2><p>Watchung Ave to Wildwood Ave; house on the right.</p></div>
<div class="oh"><h2>Open Houses</h2><p>Sunday 1:00 PM – 3:00 PM</p></div>
<div class="others"><h2>Other Montclair listings</h2><p>17 Lloyd Rd · $1,489,000</p><p>210 Valley Rd #3B · $449,000</p></div>
</div>
<div id="ftr"><p>© 2026 New Jersey Multiple Listing Service, Inc. Information deemed reliable but not guaranteed.</p><p><a href="/about/">About NJMLS</a> · <a href="/privacy/">Privacy</a> · <a href="/terms/">Terms of Use</a> · <a href="/fairhousing/">Fair Housing</a></p><p>Listings courtesy of the participating brokers of the New Jersey Multiple Listing Service.</p></div>
</body></html>`,
    expected: {
      price: { amount: 1125000, currency: "USD" },
      propertyKind: "house",
      street: "42 Wildwood Ave",
      city: "Montclair",
      province: "NJ",
      postalCode: "07043",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 0.17, unit: "acres" },
      yearBuilt: 1924,
      mlsNumber: "26044871",
      listingAgentName: "Denise Albanese",
      brokerageName: "Keller Williams Montclair Realty",
      geo: { lat: 40.83426, lng: -74.20137 },
    },
  },
  {
    name: "ho30-fsbo-ranch-boise",
    site: "fsbo.com",
    set: "held-out-30",
    traps: "an owner-listed ranch home in Boise: 'Asking Price $489,000' with FSBO.com's own listing ID (not an MLS number); the seller's package prices on the same page; '3 BR / 2 BA'; 'Approx. 1,620 sq ft'; lot '0.21 acre'; no agent or brokerage, the owner's first name only; the county assessor's value; 'Nearby FSBO homes' with their prices",
    pageUrl: "https://www.fsbo.com/listings/listings/show/id/512884/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>For Sale By Owner: 7724 W Goldenrod St, Boise, ID 83704 | FSBO.com</title>
<meta name="description" content="FSBO ranch home in Boise, Idaho. 3 BR / 2 BA, approx. 1,620 sq ft on a 0.21 acre lot. Asking $489,000.">
</head><body>
<div class="topbar"><a href="/" class="fsbo-logo">FSBO.com</a><a href="/sell">Sell Your Home</a><a href="/buy">Buy a Home</a></div>
<div class="listing-wrap">
<h1>7724 W Goldenrod St, Boise, ID 83704</h1>
<p class="ask">Asking Price: <strong>$489,000</strong></p>
<p class="lid">Listing ID: 512884</p>
<ul class="vitals"><li>3 BR</li><li>2 BA</li><li>Approx. 1,620 sq ft</li><li>Lot: 0.21 acre</li><li>Built 1998</li><li>Single Family · Ranch</li></ul>
<div class="details"><h2>Property Details</h2><table>
<tr><td>Garage</td><td>2-car attached</td></tr>
<tr><td>Heating / Cooling</td><td>Forced air gas / central A/C</td></tr>
<tr><td>County</td><td>Ada</td></tr>
<tr><td>Assessed Value (Ada County, 2026)</td><td>$451,700</td></tr>
<tr><td>Annual Taxes</td><td>$2,318</td></tr>
<tr><td>HOA</td><td>$35/month</td></tr>
</table></div>
<div class="desc"><h2>Description</h2><p>Single-level ranch in a quiet West Boise subdivision. Vaulted great room, kitchen with new quartz counters and a pantry, primary suite with a walk-in closet, fenced backyard with a covered patio and RV parking. Close to the Greenbelt, schools and I-84.</p></div>
<div class="seller"><h2>Contact the Seller</h2><p>Owner: Trent</p><p>208-555-0166</p><p>Showings by appointment. Buyer's agents welcome at 2%.</p></div>
<div class="features"><h2>Features</h2><ul><li>Vaulted ceilings in the great room</li><li>Gas fireplace</li><li>Quartz counters and pantry</li><li>Primary suite with walk-in closet and dual sinks</li><li>Covered patio, fenced yard, sprinkler system</li><li>RV parking with gate</li></ul></div>
<div class="area"><h2>Area</h2><p>Located in West Boise near Ustick Road, minutes from the Boise River Greenbelt, Hillcrest Country Club, shopping on Milwaukee Street and the Boise Towne Square mall.</p></div>
<div class="showing"><h2>Schedule a Showing</h2><form><input placeholder="Name"><input placeholder="Email"><input placeholder="Phone"><button>Send to Owner</button></form></div>
<div class="disclaimer"><p>Information provided by the seller. Buyers should verify square footage, lot size, schools and taxes independently.</p></div>
<div class="rooms"><h2>Room Details</h2><table><tr><td>Great Room</td><td>18 x 16</td></tr><tr><td>Kitchen</td><td>13 x 12</td></tr><tr><td>Primary Bedroom</td><td>15 x 13</td></tr><tr><td>Bedroom 2</td><td>11 x 10</td></tr><tr><td>Bedroom 3</td><td>11 x 10</td></tr></table></div>
<div class="faq"><h2>Buying from an owner</h2><p>Ask the seller for the property disclosure statement, arrange your own inspection and use a title company or attorney to close. FSBO.com does not hold earnest money.</p></div>
<div class="packages"><h3>Selling your own home?</h3><p>Basic $99 · Pro $199 · MLS package $399</p></div>
<div class="nearby"><h3>Nearby FSBO homes</h3><p>3310 N Five Mile Rd, Boise · $419,900</p><p>11802 W Ustick Rd, Boise · $559,000</p></div>
</div>
<div class="foot"><p>© 2026 FSBO.com. FSBO.com is not a real estate broker and does not represent buyers or sellers.</p><p><a href="/about">About</a> · <a href="/faq">FAQ</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></div>
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "USD" },
      propertyKind: "house",
      street: "7724 W Goldenrod St",
      city: "Boise",
      province: "ID",
      postalCode: "83704",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1620,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1998,
    },
  },
  {
    name: "ho30-mhvillage-manufactured-mesa",
    site: "mhvillage.com",
    set: "held-out-30",
    traps: "a manufactured home for sale in a 55+ park in Mesa, Arizona: '$64,900' beside the park's '$895/mo lot rent'; 'Site #117' inside the park's street address; the home's make, model and serial-style width ('Double Wide · 24 x 52'); '1,248 sq ft'; 'Year 1999'; the park's own address and manager; a seller who is a park-owned dealer (not MLS); other homes in the park with their prices",
    pageUrl: "https://www.mhvillage.com/homes/2418837",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1999 Palm Harbor Manufactured Home for Sale in Mesa, AZ – Sunrise Palms Resort | MHVillage</title>
<meta name="description" content="2 bed, 2 bath double-wide manufactured home for sale in Sunrise Palms Resort, a 55+ community in Mesa, AZ. $64,900 + $895/mo lot rent.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { home: { homeId: 2418837, price: 64900, lotRent: 895, bedrooms: 2, bathrooms: 2, squareFeet: 1248, year: 1999, make: "Palm Harbor", width: "Double Wide", dimensions: "24 x 52", site: "117", address: { street: "3710 S Goldfield Rd", city: "Mesa", state: "AZ", zip: "85212" }, community: { name: "Sunrise Palms Resort", ageRestricted: "55+", managerName: "Lorraine Pickett" }, sellerType: "Community Dealer", latitude: 33.36214, longitude: -111.58327 } } } })}</script>
</head><body>
<header><a href="/" class="mhv-logo">MHVillage</a><nav><a href="/homes">Homes for Sale</a><a href="/communities">Communities</a><a href="/sell">Sell My Home</a></nav></header>
<main>
<section class="home-head"><h1>1999 Palm Harbor · Double Wide</h1><p>Sunrise Palms Resort · 3710 S Goldfield Rd, Site #117, Mesa, AZ 85212</p>
<p class="price">$64,900</p><p class="lot-rent">Lot rent: $895/mo (includes water, sewer, trash)</p></section>
<section class="home-specs"><ul><li>2 Beds</li><li>2 Baths</li><li>1,248 sq ft</li><li>24 x 52</li><li>Year 1999</li><li>Manufactured home</li></ul></section>
<section class="home-desc"><h2>Home Description</h2><p>Move-in-ready double wide with an Arizona room, carport for two cars and a storage shed. New evaporative cooler in 2024, laminate floors and a split floor plan. Sold furnished. Buyers must be approved by the community; at least one resident must be 55 or older.</p></section>
<section class="seller"><h2>Listed by</h2><p>Sunrise Palms Home Sales (Community Dealer)</p><p>480-555-0139</p></section>
<section class="community"><h2>About Sunrise Palms Resort</h2><p>An age-restricted (55+) manufactured home community with 420 sites, a heated pool, a clubhouse and pickleball courts.</p><p>Office: 3710 S Goldfield Rd, Mesa, AZ 85212 · Manager: Lorraine Pickett</p></section>
<section class="more"><h2>More homes in this community</h2><div>2004 Cavco · 2 bed · $79,500</div><div>1986 Fleetwood · 1 bed · $32,000</div></section>
<section class="features"><h2>Features</h2><ul><li>Arizona room (enclosed patio)</li><li>Double carport</li><li>Storage shed</li><li>Evaporative cooler and central heat</li><li>Washer and dryer</li><li>Split floor plan</li></ul></section>
<section class="amenities"><h2>Community amenities</h2><ul><li>Heated pool and spa</li><li>Clubhouse with ballroom</li><li>Pickleball and shuffleboard courts</li><li>Library and billiards room</li><li>Planned activities October–April</li></ul></section>
<section class="contact"><h2>Contact seller</h2><form><input placeholder="Name"><input placeholder="Email"><textarea>I'm interested in this home. Is it still available?</textarea><button>Send</button></form></section>
</main>
<footer><p>© 2026 MHVillage, Inc. Lot rent and community fees are set by the community and may change.</p><nav class="footer-links"><a href="/about">About MHVillage</a><a href="/advertise">Advertise</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a></nav></footer>
</body></html>`,
    expected: {
      price: { amount: 64900, currency: "USD" },
      propertyKind: "mobile",
      street: "3710 S Goldfield Rd",
      city: "Mesa",
      province: "AZ",
      postalCode: "85212",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1248,
      yearBuilt: 1999,
      geo: { lat: 33.36214, lng: -111.58327 },
    },
  },
];
