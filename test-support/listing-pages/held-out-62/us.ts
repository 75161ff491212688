/**
 * Sixty-second held-out corpus, United States: a Memphis-area brokerage's Germantown house with a Zestimate-style
 * estimate, HOA and tax figures, and a land brokerage's Kentucky farm with a farmhouse, priced per acre too.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footerLegal, gtm, jsonData, menu, paymentCalc, photos, socialLinks } from "./chrome.ts";

export const HELD_OUT_62_US: ListingPage[] = [
  {
    name: "ho62-cryeleike-house-germantown",
    site: "crye-leike.com",
    set: "held-out-62",
    traps: "US brokerage page: JSON-LD with address and geo but no price; 3 full + 1 half baths; lot in acres and sq ft; estimated value and last sold price; HOA dues and county taxes; MAAR MLS number beside an internal id; co-listing agent; Memphis head office in the footer",
    pageUrl: "https://www.crye-leike.com/homes-for-sale/tn/germantown/2871-oak-ridge-cove/10183742",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<title>2871 Oak Ridge Cv, Germantown, TN 38138 | MLS #10183742 | Crye-Leike REALTORS</title>
<meta name="description" content="4 bed, 3.5 bath home for sale at 2871 Oak Ridge Cv, Germantown, TN. 3,120 sq ft on 0.39 acres. $574,900.">
<meta property="og:title" content="2871 Oak Ridge Cv, Germantown – $574,900">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "2871 Oak Ridge Cv", addressLocality: "Germantown", addressRegion: "TN", postalCode: "38138" }, geo: { "@type": "GeoCoordinates", latitude: 35.08417, longitude: -89.79263 }, numberOfRooms: 10 })}
${gtm("GTM-CRYE7")}
</head><body>
${consent("Crye-Leike")}
<header><a href="/" class="logo">Crye-Leike REALTORS</a>${menu(["Buy", "Sell", "Find an Agent", "Offices", "Mortgage", "Insurance", "Sign In"])}</header>
<main>
<div class="ph-top">
<h1>2871 Oak Ridge Cv</h1><p>Germantown, TN 38138</p>
<p class="list-price">$574,900</p>
<p class="ph-ids">MLS #10183742 · Listing ID CL-5529031 · Status: Active</p>
</div>
${photos("https://photos.crye-leike.com/10183742", 20, "2871 Oak Ridge Cv")}
<ul class="ph-quick"><li>4 Beds</li><li>3 Full Baths</li><li>1 Half Bath</li><li>3,120 SqFt</li><li>0.39 Acres</li><li>Built 1994</li></ul>
<section class="ph-remarks"><h2>Property Description</h2><p>Traditional two-story on a quiet cul-de-sac in Germantown school zones. Primary suite down with renovated bath; three bedrooms and a bonus room up. Hardwoods, two fireplaces, screened porch overlooking a private fenced yard. Roof 2021, HVAC 2022. Side-load two-car garage.</p></section>
<section class="ph-details"><h2>Details</h2><table>
<tr><td>Lot Size</td><td>0.39 Acres (16,988 SqFt)</td></tr>
<tr><td>Subdivision</td><td>Oak Ridge Estates</td></tr>
<tr><td>HOA Dues</td><td>$325 / year</td></tr>
<tr><td>County Taxes</td><td>$2,140</td></tr>
<tr><td>City Taxes</td><td>$2,966</td></tr>
<tr><td>Last Sold</td><td>$389,000 (June 2016)</td></tr>
<tr><td>Estimated Value</td><td>$561,300</td></tr>
</table></section>
<section class="ph-agents"><h2>Listing Agents</h2><div><p class="name">Lauren Pickens</p><p>Crye-Leike, Inc., REALTORS · Germantown Office</p><p>901-555-0182</p></div><div><p class="name">Marcus Hale</p><p>Co-listing agent</p></div></section>
${paymentCalc("$450,000", "6.75%", "$2,919")}
<section class="ph-nearby"><h2>Nearby homes for sale</h2><p>2790 Oak Ridge Cv – $529,000 – 4 bd / 3 ba</p><p>7645 Poplar Pike – $649,900 – 5 bd / 4 ba</p></section>
</main>
${footerLegal(["Crye-Leike, Inc., REALTORS · 6525 N Quail Hollow Rd, Memphis, TN 38120", "Listing information courtesy of Memphis Area Association of REALTORS®. Information deemed reliable but not guaranteed. Equal Housing Opportunity.", "© 2025 Crye-Leike, Inc."])}
${socialLinks("cryeleike")}
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "USD" },
      propertyKind: "house",
      street: "2871 Oak Ridge Cv",
      city: "Germantown",
      neighbourhood: "Oak Ridge Estates",
      province: "TN",
      postalCode: "38138",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 3120,
      lot: { value: 0.39, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "10183742",
      listingAgentName: "Lauren Pickens",
      brokerageName: "Crye-Leike, Inc., REALTORS",
      geo: { lat: 35.08417, lng: -89.79263 },
    },
  },
  {
    name: "ho62-mossyoak-farm-bardstown",
    site: "mossyoakproperties.com",
    set: "held-out-62",
    traps: "land brokerage's farm page in a JSON data blob and a stats bar: price per acre; tillable, pasture and wooded acres beside the total; barn and shop sizes; property id (no MLS number); franchise office address; CRP/lease income; similar farms",
    pageUrl: "https://www.mossyoakproperties.com/property/112-acre-farm-nelson-county-ky/33910/",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<title>112 Acre Farm with Home – Nelson County, KY | Mossy Oak Properties</title>
<meta name="description" content="112 acres in Nelson County near Bardstown, KY: 1962 farmhouse, barns, tillable ground and hardwoods. $1,275,000.">
<meta property="og:title" content="112 Acre Farm with Home – $1,275,000">
${gtm("GTM-MOPK2")}
</head><body class="single-property">
${consent("Mossy Oak Properties")}
<header><a href="/" class="logo">Mossy Oak Properties</a>${menu(["Land for Sale", "Farms", "Hunting Land", "Waterfront", "Find an Office", "Sell Your Land"])}</header>
<main>
<h1>112 Acre Farm with Home</h1>
<p class="loc">4480 Old Bardstown Road, Bardstown, KY 40004 · Nelson County</p>
<div class="stat-bar"><span class="price">$1,275,000</span><span>112 Acres</span><span>$11,384 / acre</span><span>Property ID 33910</span></div>
<section class="overview"><h2>Property Overview</h2><p>A working Nelson County farm fifteen minutes from downtown Bardstown. 64 tillable acres leased for row crops ($9,600/year through 2025), 30 acres of fenced pasture with a spring-fed pond, and 18 acres of mature hardwoods with excellent deer and turkey. The 1962 brick farmhouse has 3 bedrooms and 2 full baths in 1,850 sq ft, with a new metal roof. Improvements include a 40 x 80 tobacco barn, a 30 x 50 equipment shop and a 4-stall horse barn.</p></section>
<section class="home"><h2>Home Details</h2><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Square feet: 1,850</li><li>Year built: 1962</li></ul></section>
${photos("https://assets.mossyoakproperties.com/33910", 18, "Nelson County farm")}
<section class="agent"><h2>Contact Agent</h2><p class="name">Cody Whitfield</p><p>Land Specialist</p><p>Mossy Oak Properties Kentucky Land &amp; Farm</p><p>112 N Third Street, Bardstown, KY 40004 · 502-555-0149</p></section>
<section class="similar"><h2>Similar Properties</h2><p>86 acres, Washington County, KY – $645,000</p><p>210 acres, Marion County, KY – $1,890,000</p></section>
</main>
${jsonData("property-data", { id: 33910, title: "112 Acre Farm with Home", price: 1275000, acres: 112, pricePerAcre: 11384, address: { street: "4480 Old Bardstown Road", city: "Bardstown", state: "KY", zip: "40004", county: "Nelson" }, lat: 37.78411, lng: -85.52937, types: ["Farms", "Hunting Land", "Homesites"], office: "Mossy Oak Properties Kentucky Land & Farm", agent: { name: "Cody Whitfield", phone: "502-555-0149" } })}
${footerLegal(["Each Mossy Oak Properties office is independently owned and operated.", "Mossy Oak Properties, Inc. · 1005 N Main Street, West Point, MS 39773", "© 2025 Mossy Oak Properties"])}
</body></html>`,
    expected: {
      price: { amount: 1275000, currency: "USD" },
      propertyKind: "farm",
      street: "4480 Old Bardstown Road",
      city: "Bardstown",
      province: "KY",
      postalCode: "40004",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1850,
      lot: { value: 112, unit: "acres" },
      yearBuilt: 1962,
      listingAgentName: "Cody Whitfield",
      brokerageName: "Mossy Oak Properties Kentucky Land & Farm",
      geo: { lat: 37.78411, lng: -85.52937 },
    },
  },
];
