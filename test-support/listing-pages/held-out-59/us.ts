/**
 * Fifty-ninth held-out corpus, United States: a Chicago-area brokerage's Evanston house with tax, HOA-free payment
 * estimate and an earlier sale, and a hunting-land brokerage's Wisconsin acreage priced per acre with CRP income.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { analytics, cookieBar, gallery, jsonScript, legal, mortgageWidget, nav, newsletter, social } from "./chrome.ts";

export const HELD_OUT_59_US: ListingPage[] = [
  {
    name: "ho59-atproperties-house-evanston",
    site: "atproperties.com",
    set: "held-out-59",
    traps: "US brokerage page: 3 full + 1 half baths; lot as frontage × depth; taxes with tax year; 2017 sale price in history; estimated monthly payment; listing and co-listing agents; Chicago office address in the footer; MRED number beside an internal listing id; similar homes with prices",
    pageUrl: "https://www.atproperties.com/listing/2119-colfax-street-evanston-il-60201/12198765?pid=ap-77310",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2119 Colfax Street, Evanston, IL 60201 | MLS# 12198765 | @properties Christie's International Real Estate</title>
<meta name="description" content="4 bed, 3.5 bath single-family home at 2119 Colfax Street, Evanston. 2,680 sq ft, built 1924. Offered at $1,125,000.">
<meta property="og:title" content="2119 Colfax Street, Evanston — $1,125,000">
<meta property="og:image" content="https://photos.atproperties.com/12198765/1.jpg">
${analytics("G-ATPROP12")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2119 Colfax Street", address: { "@type": "PostalAddress", streetAddress: "2119 Colfax Street", addressLocality: "Evanston", addressRegion: "IL", postalCode: "60201", addressCountry: "US" }, numberOfRooms: 9, floorSize: { "@type": "QuantitativeValue", value: 2680, unitCode: "FTK" }, geo: { "@type": "GeoCoordinates", latitude: 42.06384, longitude: -87.69102 } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "@properties Christie's International Real Estate", address: { "@type": "PostalAddress", streetAddress: "618 W Fulton Market", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60661" } })}
</head><body class="property-detail">
${cookieBar("@properties")}
<header><a class="logo" href="/">@properties Christie's International Real Estate</a>${nav(["Buy", "Sell", "Rent", "Agents", "Offices", "Luxury", "Developments", "Sign In"])}</header>
<main>
${gallery("https://photos.atproperties.com/12198765", 12, "2119 Colfax Street")}
<section class="pd-header">
<h1>2119 Colfax Street</h1><p>Evanston, IL 60201</p>
<p class="pd-price">$1,125,000</p>
<ul class="pd-stats"><li>4 Beds</li><li>3 Full / 1 Half Baths</li><li>2,680 Sq Ft</li><li>Built 1924</li></ul>
<p class="pd-mls">MLS# 12198765 · Single Family · Active</p>
</section>
<section class="pd-desc"><h2>Property Description</h2><p>Classic 1924 Prairie-influenced home in northwest Evanston on a deep 50 × 165 lot. Gracious living room with wood-burning fireplace and leaded-glass bookcases, formal dining room, and an updated kitchen open to a family room addition with vaulted ceiling. Four bedrooms on the second floor, including a primary suite with renovated bath. Finished lower level with rec room, full bath and laundry. Two-car garage. Walk to Willard Elementary, Haven Middle School and the Central Street shops and Metra.</p></section>
<section class="pd-facts"><h2>Property Details</h2><dl>
<dt>Lot Size</dt><dd>50 × 165</dd><dt>Taxes</dt><dd>$18,420 (2023)</dd><dt>Heating</dt><dd>Gas, forced air</dd><dt>Garage</dt><dd>2 car, detached</dd><dt>Township</dt><dd>Evanston</dd><dt>HOA</dt><dd>None</dd>
</dl></section>
<section class="pd-history"><h2>Price &amp; Sale History</h2><table><tr><td>11/04/2025</td><td>Listed</td><td>$1,125,000</td></tr><tr><td>06/19/2017</td><td>Sold</td><td>$780,000</td></tr></table></section>
${mortgageWidget("$1,125,000", "6.62%", "$7,284")}
<aside class="pd-agents"><h3>Listed by</h3><div class="agent"><p class="name">Caroline Szymanski</p><p>847-555-0139</p></div><div class="agent co"><p class="name">Marcus Feldman</p><p>Co-listing agent · 847-555-0153</p></div><p class="office">@properties Christie's International Real Estate · Evanston office</p></aside>
<section class="pd-similar"><h2>Similar Homes</h2>
<div class="card" data-price="1049000"><b>$1,049,000</b> · 2631 Hartzell St, Evanston · 4 bd · 2.5 ba</div>
<div class="card" data-price="1289000"><b>$1,289,000</b> · 1416 Lincoln St, Evanston · 5 bd · 3.5 ba</div>
</section>
${newsletter()}
</main>
<footer><p>@properties Christie's International Real Estate · 618 W Fulton Market, Chicago, IL 60661 · 312-555-0100</p><p>Evanston office · 1609 Sherman Ave, Evanston, IL 60201</p>${social("atproperties")}${legal(["Listing information courtesy of Midwest Real Estate Data LLC (MRED). Information is deemed reliable but not guaranteed.", "Equal Housing Opportunity. © 2025 @properties Christie's International Real Estate."])}</footer>
${jsonScript("pd-state", { pid: "ap-77310", mlsId: "12198765", listPrice: 1125000, beds: 4, bathsFull: 3, bathsHalf: 1, sqft: 2680, yearBuilt: 1924, lotDims: "50 x 165", taxes: 18420, history: [{ date: "2017-06-19", price: 780000, event: "Sold" }] })}
</body></html>`,
    expected: {
      price: { amount: 1125000, currency: "USD" },
      propertyKind: "house",
      street: "2119 Colfax Street",
      city: "Evanston",
      province: "IL",
      postalCode: "60201",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2680,
      lot: { value: 8250, unit: "ft2" },
      yearBuilt: 1924,
      mlsNumber: "12198765",
      listingAgentName: "Caroline Szymanski",
      brokerageName: "@properties Christie's International Real Estate",
      geo: { lat: 42.06384, lng: -87.69102 },
    },
  },
  {
    name: "ho59-whitetail-land-gays-mills",
    site: "whitetailproperties.com",
    set: "held-out-59",
    traps: "hunting-land listing: price per acre and CRP income per year beside the price; tillable vs total acres; 'TBD' road address; county and township; land specialist with a state-licensed broker line; the company's Kansas headquarters in the footer; other properties with acres and prices",
    pageUrl: "https://www.whitetailproperties.com/property/82-acres-crawford-county-wi-wp-40917/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>82 Acres in Crawford County, WI | Whitetail Properties</title>
<meta name="description" content="82 +/- acres of hunting and recreational land with 18 tillable acres near Gays Mills, Wisconsin. $529,000.">
<meta property="og:title" content="82 Acres in Crawford County, WI — $529,000">
<meta property="og:site_name" content="Whitetail Properties">
<meta property="og:image" content="https://www.whitetailproperties.com/uploads/40917/drone-01.jpg">
${analytics("G-WTPROP01")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Whitetail Properties Real Estate, LLC", url: "https://www.whitetailproperties.com", address: { "@type": "PostalAddress", streetAddress: "1101 E Walnut St", addressLocality: "Pittsfield", addressRegion: "IL", postalCode: "62363" } })}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "82 Acres in Crawford County, WI", offers: { "@type": "Offer", price: 529000, priceCurrency: "USD" } })}
</head><body class="single-property">
${cookieBar("Whitetail Properties")}
<header><a class="logo" href="/">Whitetail Properties</a>${nav(["Find Land", "Sell Your Land", "Land Specialists", "Auctions", "Whitetail Properties TV", "About", "Contact"])}</header>
<main>
${gallery("https://www.whitetailproperties.com/uploads/40917", 10, "Crawford County land")}
<section class="property-head">
<h1>82 Acres in Crawford County, WI</h1>
<p class="address">TBD Sand Hill Road, Gays Mills, WI 54631</p>
<p class="price">$529,000</p>
<ul class="at-a-glance"><li>82 +/- Acres</li><li>$6,451 / Acre</li><li>Crawford County</li><li>Property ID: WP-40917</li><li>MLS# 1923456</li></ul>
</section>
<section class="property-description"><h2>Property Description</h2>
<p>Located in the heart of Wisconsin's Driftless Region, this 82 +/- acre farm offers a mix of mature oak ridges, brushy draws and 18 tillable acres currently enrolled in CRP through 2029 at $161/acre ($2,898 per year). A spring-fed creek crosses the north boundary, and an established food plot and two box blinds convey. Property taxes are approximately $1,612. Electric is at the road, with multiple potential build sites overlooking the Kickapoo valley. Located in the Town of Scott, about six miles from Gays Mills.</p></section>
<section class="property-features"><h2>Features</h2><ul><li>Total acres: 82 +/-</li><li>Tillable: 18 (CRP)</li><li>Wooded: 59</li><li>Water: creek, spring</li><li>Zoning: Agricultural</li></ul></section>
<aside class="agent"><h3>Land Specialist</h3><p class="name">Travis Heiden</p><p>608-555-0135</p><p class="broker">Whitetail Properties Real Estate, LLC · Licensed in Wisconsin</p></aside>
<section class="related"><h2>Nearby Properties</h2>
<div data-price="389000"><b>47 Acres in Vernon County, WI</b> · $389,000</div>
<div data-price="1150000"><b>164 Acres in Richland County, WI</b> · $1,150,000</div>
</section>
${mortgageWidget("$529,000", "7.25%", "$2,887")}
${newsletter()}
</main>
<footer><p>Whitetail Properties Real Estate, LLC · 1101 E Walnut St, Pittsfield, IL 62363 · 217-555-0100</p>${social("whitetailproperties")}${legal(["Whitetail Properties Real Estate, LLC is a licensed real estate brokerage in the states in which it operates. Acreage is approximate and believed accurate but not guaranteed.", "© 2025 Whitetail Properties Real Estate, LLC."])}</footer>
${jsonScript("property-map", { id: "WP-40917", acres: 82, price: 529000, county: "Crawford", state: "WI", center: { lat: 43.23871, lng: -90.84512 } })}
</body></html>`,
    expected: {
      price: { amount: 529000, currency: "USD" },
      propertyKind: "land",
      street: "TBD Sand Hill Road",
      city: "Gays Mills",
      province: "WI",
      postalCode: "54631",
      lot: { value: 82, unit: "acres" },
      mlsNumber: "1923456",
      listingAgentName: "Travis Heiden",
      brokerageName: "Whitetail Properties Real Estate, LLC",
      geo: { lat: 43.23871, lng: -90.84512 },
    },
  },
];
