/**
 * Sixty-fourth held-out corpus, BC Interior and Ontario outside Toronto: a Salmon Arm strata townhouse on REW with
 * its sub-area, strata fee and assessment, and a Barrie waterfront-area condo on Condos.ca with a size range,
 * maintenance fee and the building's other sales.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, fine, follow, menu, photos, tags } from "./chrome.ts";

export const HELD_OUT_64_INTERIOR_ONTARIO: ListingPage[] = [
  {
    name: "ho64-rew-townhouse-salmon-arm",
    site: "rew.ca",
    set: "held-out-64",
    traps: "Association of Interior REALTORS® 8-digit MLS® beside REW's own listing id; unit-dash-street address; sub-area 'NE Salmon Arm'; 2 full + 1 half baths; strata fee and 2025 BC assessment; price per sq ft; Kamloops and Sorrento in similar listings; JSON-LD offer with geo",
    pageUrl: "https://www.rew.ca/properties/l01928374/12-1951-20-street-ne-salmon-arm-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12-1951 20 Street NE, Salmon Arm, BC V1E 0A2 | 10334567 | REW</title>
<meta name="description" content="Townhouse for sale: 12-1951 20 Street NE, Salmon Arm. 3 bed, 2.5 bath, 1,712 sqft. Listed at $539,900. MLS® 10334567.">
<meta property="og:title" content="12-1951 20 Street NE, Salmon Arm - $539,900">
${tags("GTM-REW22")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "12-1951 20 Street NE, Salmon Arm, BC", offers: { "@type": "Offer", price: 539900, priceCurrency: "CAD" }, additionalProperty: { "@type": "Place", geo: { "@type": "GeoCoordinates", latitude: 50.70812, longitude: -119.25607 } } })}
</head><body>
${consent("REW")}
<header><a class="rew-logo" href="/">REW</a>${menu(["Buy", "Rent", "Sold", "New Homes", "Insights", "Agents", "Sign in"])}</header>
<main class="listingpage">
${photos("https://rew.ca/photos/l01928374", 25, "12-1951 20 Street NE")}
<div class="listingheader"><div class="listingheader-price">$539,900</div>
<h1 class="listingheader-address">12-1951 20 Street NE<br><span>Salmon Arm, BC V1E 0A2</span></h1>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,712 Sqft</li><li>$315/sqft</li></ul></div>
<section class="listing-overview"><h2>Overview</h2><p>End-unit townhouse in Lakeview Estates, a 2016 strata of 24 homes above the Salmon Arm wharf. Main floor with open kitchen, half bath and a covered deck with Shuswap Lake views; three bedrooms up including a primary with ensuite, plus a second full bath. Double garage. Strata fee covers building insurance, landscaping and snow removal. Two pets allowed, rentals permitted with a 30-day minimum.</p></section>
<section class="listing-details"><h2>Details</h2><table>
<tr><th>MLS® #</th><td>10334567</td></tr><tr><th>Property Type</th><td>Townhouse</td></tr><tr><th>Area</th><td>Salmon Arm</td></tr><tr><th>Sub-Area</th><td>NE Salmon Arm</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr><tr><th>Bathrooms</th><td>3 (2 full, 1 half)</td></tr><tr><th>Floor Area</th><td>1,712 Sq. Ft.</td></tr>
<tr><th>Year Built</th><td>2016</td></tr><tr><th>Strata Fee</th><td>$285 / month</td></tr><tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Taxes</th><td>$3,204 (2025)</td></tr><tr><th>Assessment (2025)</th><td>$512,000</td></tr><tr><th>Listing ID</th><td>L01928374</td></tr></table></section>
${calculator("$539,900", "$107,980", "4.59%", "$2,407")}
<aside class="listing-agent"><p class="agent-name">Jolene Marchand</p><p class="agent-brokerage">Shuswap Lakeshore Realty Ltd.</p><p>250-555-0183</p></aside>
<section class="similar"><h2>Similar Listings</h2><div class="card">$489,000 · 7-2460 Lakeshore Road NE, Salmon Arm</div><div class="card">$615,000 · 2380 Sorrento Drive, Sorrento</div><div class="card">$559,900 · 44-1950 Hillside Drive, Kamloops</div></section>
</main>
<footer>${fine(["This listing is provided by the Association of Interior REALTORS®. Data deemed reliable but not guaranteed.", "REW.ca · 1120 West Pender Street, Vancouver, BC V6E 2S8"])}${follow("rewca")}</footer>
</body></html>`,
    expected: {
      price: { amount: 539900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "12-1951 20 Street NE",
      city: "Salmon Arm",
      neighbourhood: "NE Salmon Arm",
      province: "BC",
      postalCode: "V1E 0A2",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1712,
      yearBuilt: 2016,
      mlsNumber: "10334567",
      listingAgentName: "Jolene Marchand",
      brokerageName: "Shuswap Lakeshore Realty Ltd.",
      geo: { lat: 50.70812, lng: -119.25607 },
    },
  },
  {
    name: "ho64-condosca-condo-barrie",
    site: "condos.ca",
    set: "held-out-64",
    traps: "TRREB 'S' MLS® for Simcoe; size range '900-999' (lower bound); maintenance fee and price per sqft; building's other units for sale and sold; condos.ca estimate; 'unit - street' address; City Centre neighbourhood; brokerage with ', Brokerage'; __NEXT_DATA__ with coordinates; Toronto head office in footer",
    pageUrl: "https://condos.ca/barrie/lakeview-residences-65-ellen-st/unit-408-S8123456",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>408 - 65 Ellen St, Barrie | Lakeview Residences | S8123456 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at Lakeview Residences, 408 - 65 Ellen St, Barrie. Listed at $459,900. 900-999 sqft.">
<meta property="og:title" content="408 - 65 Ellen St, Barrie - $459,900">
${tags("GTM-CNDS6")}
</head><body>
${consent("Condos.ca")}
<header><a class="logo" href="/">Condos.ca</a>${menu(["Buy", "Rent", "Sold", "Buildings", "Home Value", "Sign Up"])}</header>
<main>
${photos("https://condos.ca/photos/S8123456", 20, "408 - 65 Ellen St")}
<div class="styles__ListingHeader"><h1>408 - 65 Ellen St</h1><p><a href="/barrie/city-centre">City Centre</a>, Barrie, ON L4N 3X2</p>
<div class="styles__Price">$459,900</div><div class="styles__Est">Condos.ca Estimate: $447,000</div></div>
<ul class="styles__Summary"><li>2 Bed</li><li>2 Bath</li><li>900-999 sqft</li><li>1 Parking</li><li>Locker</li></ul>
<section class="styles__Details"><h2>Details</h2><dl>
<dt>MLS®</dt><dd>S8123456</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Maintenance Fees</dt><dd>$684 / month</dd><dt>Taxes</dt><dd>$3,522 / 2025</dd>
<dt>Size</dt><dd>900-999 sqft</dd><dt>Price/sqft</dt><dd>$460 - $511</dd><dt>Age of Building</dt><dd>Built 2009</dd><dt>Exposure</dt><dd>East</dd>
<dt>Neighbourhood</dt><dd>City Centre</dd><dt>Days on Market</dt><dd>11</dd></dl></section>
<section class="styles__Description"><h2>About this condo</h2><p>Bright corner suite at Lakeview Residences overlooking Kempenfelt Bay, steps to the Barrie waterfront, the Allandale GO station and downtown shops. Split two-bedroom plan with a 4-piece ensuite and a second 3-piece bath, in-suite laundry, and a 12-foot balcony. Maintenance includes heat, water and building insurance. One underground parking space and a locker.</p></section>
<section class="building"><h2>Lakeview Residences · 65 Ellen St</h2><p>Avg $/sqft in building: $482 · 122 units · 10 storeys</p>
<h3>For sale in this building</h3><div class="card">$529,000 · 1003 - 65 Ellen St · 2+1 bd</div>
<h3>Recently sold</h3><div class="card">Sold $441,500 · 305 - 65 Ellen St · 2 bd · Sep 2025</div></section>
${calculator("$459,900", "$91,980", "4.79%", "$2,095")}
<aside class="agent"><p>Listed by</p><p class="agent-name">Priya Raman</p><p class="brokerage">Kempenfelt Bay Realty Inc., Brokerage</p></aside>
</main>
<footer>${fine(["Condos.ca is operated by Wahi Realty Inc., Brokerage · 180 John Street, Toronto, ON M5T 1X5", "Listing information provided by the Toronto Regional Real Estate Board (TRREB). Deemed reliable but not guaranteed."])}</footer>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mls_number: "S8123456", price: 459900, unit: "408", address: "65 Ellen St", city: "Barrie", neighbourhood: "City Centre", bedrooms: 2, bathrooms: 2, sqft_range: "900-999", maintenance: 684, latitude: 44.38104, longitude: -79.68716, building: { name: "Lakeview Residences", year_built: 2009 } } } } })}</script>
</body></html>`,
    expected: {
      price: { amount: 459900, currency: "CAD" },
      propertyKind: "condo",
      street: "408 - 65 Ellen St",
      city: "Barrie",
      neighbourhood: "City Centre",
      province: "ON",
      postalCode: "L4N 3X2",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 900,
      yearBuilt: 2009,
      mlsNumber: "S8123456",
      listingAgentName: "Priya Raman",
      brokerageName: "Kempenfelt Bay Realty Inc., Brokerage",
      geo: { lat: 44.38104, lng: -79.68716 },
    },
  },
];
