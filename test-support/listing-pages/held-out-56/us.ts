/**
 * Fifty-sixth held-out corpus, United States: a search portal's Pearl District condo in Portland and a regional
 * brokerage's Westfield, New Jersey colonial.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, cookieBar, footerLinks, jsonScript, mortgageWidget } from "./chrome.ts";

export const HELD_OUT_56_US: ListingPage[] = [
  {
    name: "ho56-estately-condo-portland",
    site: "estately.com",
    set: "held-out-56",
    traps: "a portal's condo page: an internal id and the RMLS number; HOA dues and a last-sold price and a site estimate near the price; 'Unit' after the street; the Pearl District as the neighbourhood; 'Listing courtesy of' line; nearby listings; the portal's Seattle office in the footer",
    pageUrl: "https://www.estately.com/listings/info/1255-nw-9th-ave-unit-914--portland-or-97209--7734412",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1255 NW 9th Ave Unit 914, Portland, OR 97209 | MLS# 24387610 | Estately</title>
<meta name="description" content="2 bed, 2 bath, 1,108 sqft condo for sale at 1255 NW 9th Ave Unit 914, Portland, OR 97209 in the Pearl District. $465,000.">
<meta property="og:title" content="1255 NW 9th Ave Unit 914, Portland, OR 97209">
<meta property="og:image" content="https://images.estately.net/rmls/24387610/0.jpg">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1255 NW 9th Ave Unit 914", address: { "@type": "PostalAddress", streetAddress: "1255 NW 9th Ave Unit 914", addressLocality: "Portland", addressRegion: "OR", postalCode: "97209" }, geo: { "@type": "GeoCoordinates", latitude: 45.53198, longitude: -122.68057 } })}
</head><body class="listing-show">
${cookieBar("Estately")}
<header class="navbar"><a class="brand" href="/">Estately</a><form class="search"><input placeholder="City, ZIP, neighborhood, address"></form><nav><a href="/agents">Agents</a><a href="/blog">Blog</a><a href="/login">Log In</a></nav></header>
<main class="container" data-listing-id="7734412">
<div class="photos-hero"><img src="https://images.estately.net/rmls/24387610/0.jpg" alt=""><span class="photo-count">34 Photos</span></div>
<div class="listing-header"><h1>1255 NW 9th Ave Unit 914</h1><h2>Portland, OR 97209 · <a href="/OR/Portland/Pearl-District">Pearl District</a></h2>
<div class="price-row"><span class="price">$465,000</span><span class="status">Active</span></div>
<ul class="summary"><li><b>2</b> beds</li><li><b>2</b> baths</li><li><b>1,108</b> sqft</li><li>$420 / sqft</li></ul>
<p class="hoa">HOA dues: $712/month</p>
<p class="estimate">Estately Estimate: $471,300 <a href="/estimates">What's this?</a></p></div>
<section class="details"><h3>Property Details</h3><table>
<tr><td>Property Type</td><td>Condominium</td></tr>
<tr><td>Year Built</td><td>2005</td></tr>
<tr><td>Floor</td><td>9</td></tr>
<tr><td>Parking</td><td>1 deeded space</td></tr>
<tr><td>Property Taxes</td><td>$7,904 (2024)</td></tr>
<tr><td>Last Sold</td><td>Jun 2016 for $389,000</td></tr>
<tr><td>Days on Estately</td><td>11</td></tr>
<tr><td>MLS#</td><td>24387610</td></tr>
</table></section>
<section class="remarks"><h3>Description</h3><p>Corner two-bedroom on the ninth floor of a full-service Pearl District building with views to the Fremont Bridge. Floor-to-ceiling windows, hardwood floors, a kitchen with gas range and granite counters, and two full baths including a primary ensuite with soaking tub. Deeded parking and storage. Building offers a 24-hour concierge, fitness room and rooftop deck. Walk to Jamison Park, Powell's and the streetcar.</p></section>
<section class="courtesy"><p>Listing courtesy of Marisol Vega, Pearl Urban Realty. 503-555-0162.</p><p>Source: RMLS™. Information deemed reliable but not guaranteed.</p></section>
<section class="contact-box"><h3>Talk to an Estately agent</h3><p>Our partner agent can schedule a tour today.</p><button>Schedule a Tour</button></section>
${mortgageWidget("en", { price: "$465,000", down: "$93,000", rate: "6.85", years: "30", payment: "$3,169" })}
${cards("Nearby Homes For Sale", [
  { href: "/listings/info/1030-nw-johnson-st-unit-402--portland-or-97209--7731129", price: "$399,000", line1: "1030 NW Johnson St Unit 402", line2: "Portland, OR 97209", meta: "1 bd · 1 ba · 812 sqft" },
  { href: "/listings/info/1310-nw-naito-pkwy-unit-1101--portland-or-97209--7729904", price: "$725,000", line1: "1310 NW Naito Pkwy Unit 1101", line2: "Portland, OR 97209", meta: "2 bd · 2 ba · 1,420 sqft" },
  { href: "/listings/info/2221-nw-irving-st--portland-or-97210--7735021", price: "$849,900", line1: "2221 NW Irving St", line2: "Portland, OR 97210", meta: "3 bd · 2.5 ba · 1,980 sqft" },
])}
</main>
<footer class="site-footer"><p>Estately, Inc. · 1700 Seventh Ave, Suite 2100, Seattle, WA 98101 · Licensed real estate broker in OR and WA.</p><p>Equal Housing Opportunity. Texas Real Estate Commission Consumer Protection Notice.</p>
${footerLinks("Estately")}</footer>
${jsonScript("listing-data", { id: 7734412, mls_number: "24387610", mls: "RMLS", price: 465000, beds: 2, baths: 2, sqft: 1108, hoa_fee: 712, year_built: 2005, lat: 45.53198, lng: -122.68057, list_agent: "Marisol Vega", list_office: "Pearl Urban Realty" })}
</body></html>`,
    expected: {
      price: { amount: 465000, currency: "USD" },
      propertyKind: "condo",
      street: "1255 NW 9th Ave Unit 914",
      city: "Portland",
      province: "OR",
      postalCode: "97209",
      neighbourhood: "Pearl District",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1108,
      yearBuilt: 2005,
      mlsNumber: "24387610",
      listingAgentName: "Marisol Vega",
      brokerageName: "Pearl Urban Realty",
      geo: { lat: 45.53198, lng: -122.68057 },
    },
  },
  {
    name: "ho56-weichert-colonial-westfield",
    site: "weichert.com",
    set: "held-out-56",
    traps: "a regional brokerage's own listing: 2 full + 1 half baths, lot as 60X140 frontage × depth, high property taxes near the price, GSMLS number beside Weichert's internal id in the URL; the sales office and the corporate Morris Plains headquarters in the footer; open house and other listings with prices",
    pageUrl: "https://www.weichert.com/23498871/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>38 Hawthorne Rd, Westfield, NJ 07090 | Weichert Realtors</title>
<meta name="description" content="Colonial for sale at 38 Hawthorne Rd, Westfield, NJ 07090: 4 bedrooms, 2.5 baths, $1,149,000. Weichert, Realtors.">
<meta property="og:title" content="38 Hawthorne Rd, Westfield, NJ 07090 - $1,149,000">
<meta property="og:image" content="https://photos.weichert.com/gsmls/3951234/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Weichert, Realtors", address: { "@type": "PostalAddress", streetAddress: "1625 State Route 10 East", addressLocality: "Morris Plains", addressRegion: "NJ", postalCode: "07950" } })}
</head><body>
${cookieBar("Weichert")}
<header class="wt-header"><a href="/" class="logo">Weichert Realtors</a><nav><a href="/search">Buy</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a><a href="/offices">Find an Office</a><a href="/careers">Join Us</a></nav></header>
<main id="property-detail" data-property-id="23498871">
<div class="pd-top"><h1>38 Hawthorne Rd</h1><p class="csz">Westfield, NJ 07090</p><p class="pd-price">$1,149,000</p><p class="pd-taxes">Taxes: $17,842 (2024)</p><p class="openhouse">Open House: Sun 1:00 PM – 4:00 PM</p></div>
<div class="pd-photos"><img src="https://photos.weichert.com/gsmls/3951234/1.jpg" alt="Front exterior"><button>View 41 photos</button></div>
<section class="pd-summary"><ul><li><span>Bedrooms</span><b>4</b></li><li><span>Full Baths</span><b>2</b></li><li><span>Half Baths</span><b>1</b></li><li><span>Approx. Sq. Ft.</span><b>2,450</b></li><li><span>Lot Size</span><b>60X140</b></li><li><span>Year Built</span><b>1928</b></li><li><span>Style</span><b>Colonial</b></li><li><span>MLS #</span><b>3951234</b></li><li><span>Weichert ID</span><b>23498871</b></li></ul></section>
<section class="pd-remarks"><h2>Property Description</h2><p>Classic 1928 center-hall colonial on a tree-lined street in the Wychwood section, a short walk to downtown Westfield and the NJ Transit Raritan Valley line. Living room with wood-burning fireplace, formal dining room, renovated eat-in kitchen opening to a sunroom, and a powder room on the main level. Four bedrooms and two full baths upstairs. Finished basement, detached garage, and a deep fenced yard with a bluestone patio. Walk to Franklin Elementary.</p></section>
<section class="pd-features"><h2>Features</h2><ul><li>Heating: Gas, Radiators - Steam</li><li>Cooling: Central Air (2nd floor)</li><li>Basement: Finished, Full</li><li>Garage: 1 car, detached</li><li>School district: Westfield</li></ul></section>
<section class="pd-agent"><h2>Listing Information</h2><p>Listed by <b>Kathleen O'Rourke</b>, Sales Associate</p><p>Weichert, Realtors - Westfield Office</p><p>185 Elm St, Westfield, NJ 07090 · 908-555-0155</p></section>
${mortgageWidget("en", { price: "$1,149,000", down: "$229,800", rate: "6.72", years: "30", payment: "$5,944" })}
${cards("Nearby Homes", [
  { href: "/23499102/", price: "$899,000", line1: "512 Standish Ave", line2: "Westfield, NJ 07090", meta: "3 bd · 1.1 ba" },
  { href: "/23497750/", price: "$1,395,000", line1: "11 Kimball Cir", line2: "Westfield, NJ 07090", meta: "5 bd · 3.1 ba" },
  { href: "/23498645/", price: "$735,000", line1: "204 Orchard St", line2: "Cranford, NJ 07016", meta: "3 bd · 2 ba" },
])}
</main>
<footer class="wt-footer"><p>Weichert, Realtors® · Corporate Headquarters · 1625 State Route 10 East, Morris Plains, NJ 07950</p><p>The data relating to real estate for sale on this website comes in part from the Garden State Multiple Listing Service (GSMLS). Information deemed reliable but not guaranteed. Equal Housing Opportunity.</p>
${footerLinks("Weichert")}</footer>
${jsonScript("pd-data", { propertyId: 23498871, mlsId: "3951234", mlsName: "GSMLS", listPrice: 1149000, beds: 4, fullBaths: 2, halfBaths: 1, sqft: 2450, lotSize: "60X140", yearBuilt: 1928, latitude: 40.64521, longitude: -74.35874 })}
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "USD" },
      propertyKind: "house",
      street: "38 Hawthorne Rd",
      city: "Westfield",
      province: "NJ",
      postalCode: "07090",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2450,
      lot: { value: 8400, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "3951234",
      listingAgentName: "Kathleen O'Rourke",
      brokerageName: "Weichert, Realtors",
      geo: { lat: 40.64521, lng: -74.35874 },
    },
  },
];
