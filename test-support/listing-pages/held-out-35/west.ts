/**
 * Thirty-fifth held-out corpus, Western Canada: a REW townhouse in Surrey, a Condos.ca condo in Winnipeg and a
 * Point2 acreage in the Saskatoon area. Addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_35_WEST: ListingPage[] = [
  {
    name: "ho35-rew-townhouse-surrey",
    site: "rew.ca",
    set: "held-out-35",
    traps: "REW townhouse in Surrey (Fleetwood Tynehead): price beside strata fees, gross taxes with their year and the BC assessment; '3 Bed' and '2.5 Bath' with '3 pc + 4 pc + 2 pc' in the details; unit in the street ('#27 - 16228 16 Avenue'); year built beside 'Age 18'; R-prefixed MLS number beside a REW id",
    pageUrl: "https://www.rew.ca/properties/R3061844/27-16228-16-avenue-surrey",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>#27 - 16228 16 Avenue, Surrey - 3 beds, 2.5 baths - For Sale | REW</title>
${ld({ "@context": "https://schema.org", "@type": "Residence", address: { "@type": "PostalAddress", streetAddress: "27 16228 16 Avenue", addressLocality: "Surrey", addressRegion: "BC", postalCode: "V3Z 0R7" } })}
</head><body>
<div class="listingheader"><h1 class="listingheader-address">#27 - 16228 16 Avenue</h1><div class="listingheader-city">Fleetwood Tynehead, Surrey, BC V3Z 0R7</div>
<div class="listingheader-price">$959,000</div></div>
<ul class="listingheader-details"><li>3 Bed</li><li>2.5 Bath</li><li>1,598 Sqft</li><li>Townhouse</li></ul>
<section class="listingdetails"><table>
<tr><th>MLS®</th><td>R3061844</td></tr><tr><th>Property Type</th><td>Townhouse</td></tr>
<tr><th>Bathrooms</th><td>2 full, 1 half (3 pc + 4 pc + 2 pc)</td></tr>
<tr><th>Strata Fees</th><td>$412.60</td></tr><tr><th>Gross Taxes</th><td>$3,488 (2025)</td></tr>
<tr><th>Assessment (2026)</th><td>$931,000</td></tr><tr><th>Year Built</th><td>2008</td></tr><tr><th>Age</th><td>18</td></tr>
<tr><th>Floor Area</th><td>1,598 sqft (148.5 m²)</td></tr><tr><th>REW ID</th><td>19923876</td></tr></table></section>
<div class="listingagent"><div class="agent-name">Harpreet Sandhu</div><div class="brokerage">Pacific Crest Realty Ltd.</div></div>
<section class="similar"><h3>Similar listings</h3><div>#41 - 16088 17 Ave — $899,900</div><div>#9 - 2450 161A St — $1,049,000</div></section>
</body></html>`,
    expected: {
      price: { amount: 959000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "#27 - 16228 16 Avenue",
      city: "Surrey",
      province: "BC",
      postalCode: "V3Z 0R7",
      neighbourhood: "Fleetwood Tynehead",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1598,
      yearBuilt: 2008,
      mlsNumber: "R3061844",
      listingAgentName: "Harpreet Sandhu",
      brokerageName: "Pacific Crest Realty Ltd.",
    },
  },
  {
    name: "ho35-condosca-condo-winnipeg",
    site: "condos.ca",
    set: "held-out-35",
    traps: "Condos.ca condo in Winnipeg (Exchange District): price beside $/sqft, maintenance fees per month and taxes; size range '800-899 sqft'; '1 + 1' beds (den); building's year beside the unit's last sold year; MLS number beside a building id; other units in the building with prices",
    pageUrl: "https://condos.ca/winnipeg/the-mercantile-lofts-101-king-street/unit-604-1024771",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>604 - 101 King Street, Winnipeg | The Mercantile Lofts | Condos.ca</title>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"unit":{"id":1024771,"buildingId":3381,"price":419900,"mls":"202528467"}}}}</script>
</head><body>
<h1 class="styles___Address">604 - 101 King Street</h1>
<div class="styles___Neighbourhood">Exchange District, Winnipeg, MB R3B 0R6</div>
<div class="styles___Price">$419,900</div><div class="styles___Psf">$497/sqft</div>
<div class="styles___Stats"><span>1 + 1 Bd</span><span>1 Ba</span><span>800-899 sqft</span><span>1 Parking</span></div>
<dl class="styles___Details"><dt>Type</dt><dd>Condo Apt</dd>
<dt>Maintenance Fees</dt><dd>$486/mth</dd><dt>Taxes</dt><dd>$3,214 / 2025</dd>
<dt>Building Built</dt><dd>1904 (converted 2007)</dd><dt>Last Sold</dt><dd>2019 for $338,000</dd>
<dt>MLS®#</dt><dd>202528467</dd></dl>
<div class="styles___Brokerage">Listing provided by Red River Loft Realty</div>
<section class="styles___OtherUnits"><h3>Other units for sale in The Mercantile Lofts</h3><div>Unit 302 — 2 Bd — $489,000</div><div>Unit 710 — 1 Bd — $349,900</div></section>
</body></html>`,
    expected: {
      price: { amount: 419900, currency: "CAD" },
      propertyKind: "condo",
      street: "604 - 101 King Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3B 0R6",
      neighbourhood: "Exchange District",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 800,
      yearBuilt: 1904,
      mlsNumber: "202528467",
      brokerageName: "Red River Loft Realty",
    },
  },
  {
    name: "ho35-point2-acreage-saskatoon",
    site: "point2homes.com",
    set: "held-out-35",
    traps: "Point2 acreage house near Saskatoon (Corman Park RM, Saskatoon mailing address): price beside mortgage estimate and taxes; lot '10.02 acres' beside '660 ft frontage'; '4 Beds' with '2 + 2' in the details; '3 Baths' as '3 full'; above-grade sq ft vs total finished; built year beside 'assessed 2025'; SK MLS number and Point2 listing id",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Corman-Park/Range-Road-3051/108944233.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Range Road 3051 Acreage, Corman Park, SK S7K 3J9 - 4 beds/3 baths | Point2</title>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Range Road 3051 Acreage", address: { "@type": "PostalAddress", streetAddress: "Range Road 3051 Acreage", addressLocality: "Corman Park", addressRegion: "SK", postalCode: "S7K 3J9" }, geo: { "@type": "GeoCoordinates", latitude: 52.0418, longitude: -106.8155 } })}
</head><body>
<div class="address-container"><h1>Range Road 3051 Acreage</h1><div class="address-line">Corman Park, SK S7K 3J9 · 12 km north of Saskatoon</div></div>
<div class="price"><span class="green">$849,000 CAD</span></div><div class="mortgage-estimate">Est. $3,720/mo</div>
<ul class="characteristics-cnt"><li class="ic-beds">4 Beds</li><li class="ic-baths">3 Baths</li><li class="ic-sqft">1,864 Sqft</li><li class="ic-lotsize">10.02 ac</li></ul>
<div class="details-charcs"><dl><dt>Bedrooms</dt><dd>2 + 2</dd></dl><dl><dt>Bathrooms</dt><dd>3 full</dd></dl>
<dl><dt>Building Type</dt><dd>House (Bungalow)</dd></dl><dl><dt>Finished Floor Area</dt><dd>1,864 sq ft above grade; 3,520 sq ft total</dd></dl>
<dl><dt>Lot Size</dt><dd>10.02 acres (660 ft frontage)</dd></dl><dl><dt>Year Built</dt><dd>2002</dd></dl>
<dl><dt>Taxes</dt><dd>$4,860 (assessed 2025)</dd></dl><dl><dt>MLS® #</dt><dd>SK020417</dd></dl><dl><dt>Listing ID</dt><dd>108944233</dd></dl></div>
<div class="agent-info"><div class="agent-name">Trent Kowalchuk</div><div class="agent-company">Prairie Sky Realty Saskatoon</div></div>
</body></html>`,
    expected: {
      price: { amount: 849000, currency: "CAD" },
      propertyKind: "house",
      street: "Range Road 3051 Acreage",
      city: "Corman Park",
      province: "SK",
      postalCode: "S7K 3J9",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 1864,
      lot: { value: 10.02, unit: "acres" },
      yearBuilt: 2002,
      mlsNumber: "SK020417",
      listingAgentName: "Trent Kowalchuk",
      brokerageName: "Prairie Sky Realty Saskatoon",
      geo: { lat: 52.0418, lng: -106.8155 },
    },
  },
];
