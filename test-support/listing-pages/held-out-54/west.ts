/**
 * Fifty-fourth held-out corpus, British Columbia and Alberta: a Vancouver presale marketer's residence in Kitsilano,
 * a West Side brokerage's Dunbar house, a Calgary builder's quick-possession home in Rangeview and a leasehold
 * townhome on Tk'emlúps te Secwépemc land at Sun Rivers in Kamloops.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_54_WEST: ListingPage[] = [
  {
    name: "ho54-rennie-presale-kitsilano",
    site: "rennie.com",
    set: "held-out-54",
    traps: "a presale residence page: a plan table with four plans and their own sizes and prices; interior and balcony areas; price per square foot; deposit schedule percentages; the presentation centre address and the marketer's office in JSON-LD; estimated completion year, no year built; no MLS®; project map coordinates",
    pageUrl: "https://rennie.com/projects/arbour-west/residences/604",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Residence 604 · Plan C2 · Arbour West | rennie</title>
<meta name="description" content="Two bedroom and den presale residence at Arbour West, 3188 West Broadway in Kitsilano. Plan C2, 912 sf interior, $1,149,900.">
<meta property="og:title" content="Arbour West · Residence 604">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cdn.rennie.com/projects/arbour-west/c2-hero.jpg">
<link rel="canonical" href="https://rennie.com/projects/arbour-west/residences/604">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "rennie", url: "https://rennie.com", address: { "@type": "PostalAddress", streetAddress: "408 Powell Street", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6A 1G2" }, telephone: "604-555-0100" })}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Arbour West Presentation Centre", address: { "@type": "PostalAddress", streetAddress: "2055 West 4th Avenue", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6J 1N3" }, openingHours: "Sa-Th 12:00-17:00" })}
</head><body class="project residence">
<header class="site-header"><a class="logo" href="/">rennie</a><nav><a href="/projects">projects</a><a href="/homes">homes for sale</a><a href="/intelligence">intelligence</a><a href="/about">about</a></nav><a class="register" href="/projects/arbour-west/register">register</a></header>
<main>
<nav class="crumbs"><a href="/projects">projects</a> / <a href="/projects/arbour-west">arbour west</a> / residence 604</nav>
<section class="residence-hero">
<p class="eyebrow">Kitsilano · Now Selling</p>
<h1>Residence 604 — Plan C2</h1>
<p class="address">604 – 3188 West Broadway, Vancouver, BC V6K 2H3</p>
<p class="price">$1,149,900</p>
<ul class="specs">
<li><strong>2</strong> bed + den</li>
<li><strong>2</strong> bath</li>
<li><strong>912</strong> sf interior</li>
<li><strong>140</strong> sf balcony</li>
<li>$1,261 / sf</li>
<li>South-west exposure, level 6</li>
</ul>
</section>
<section class="details"><h2>the home</h2>
<p>A corner two-bedroom and den with a wraparound balcony over the laneway gardens, engineered oak floors, an integrated Miele package and a primary ensuite with a frameless shower. One parking stall and one storage locker are included.</p>
<dl><dt>Estimated strata fee</dt><dd>$0.62 / sf / month</dd><dt>Estimated completion</dt><dd>Fall 2027</dd><dt>Developer</dt><dd>Fairhaven Living Ltd.</dd><dt>Architect</dt><dd>Lune Atelier</dd></dl>
</section>
<section class="plans"><h2>other plans at arbour west</h2>
<table><thead><tr><th>Plan</th><th>Type</th><th>Interior</th><th>From</th></tr></thead><tbody>
<tr><td>A1</td><td>1 bed</td><td>548 sf</td><td>$689,900</td></tr>
<tr><td>B2</td><td>2 bed</td><td>802 sf</td><td>$979,900</td></tr>
<tr><td>D1</td><td>3 bed</td><td>1,188 sf</td><td>$1,549,900</td></tr>
</tbody></table></section>
<section class="deposits"><h2>deposit structure</h2><ol><li>5% on signing</li><li>5% in 90 days</li><li>5% on foundation</li></ol><p>Deposits held in trust per the Real Estate Development Marketing Act.</p></section>
<section class="map"><h2>location</h2><div id="project-map" data-lat="49.2642" data-lng="-123.1751" data-zoom="16"></div><p>Steps to the future Arbutus station of the Broadway Subway, Kitsilano Beach and the 4th Avenue shops.</p></section>
<section class="contact"><h2>visit the presentation centre</h2><p>2055 West 4th Avenue, Vancouver · open Saturday to Thursday, noon to 5 pm · 604-555-0141 · arbourwest@example.com</p></section>
</main>
<footer class="site-footer">
<p>rennie marketing systems · 408 Powell Street, Vancouver, BC V6A 1G2</p>
<p class="legal">This is not an offering for sale. Any such offering can only be made with a disclosure statement. E.&amp;O.E. Renderings are an artist's concept; sizes are approximate and measured to the exterior of walls. Prices and availability are subject to change without notice.</p>
<p>© 2025 rennie. all rights reserved.</p>
</footer>
${chrome("rennie")}
</body></html>`,
    expected: {
      price: { amount: 1149900, currency: "CAD" },
      propertyKind: "condo",
      street: "604 – 3188 West Broadway",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6K 2H3",
      neighbourhood: "Kitsilano",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 912,
      geo: { lat: 49.2642, lng: -123.1751 },
    },
  },
  {
    name: "ho54-angellhasman-house-dunbar",
    site: "angellhasman.com",
    set: "held-out-54",
    traps: "a West Side brokerage's house: 'Bathrooms 4' beside a 3 full + 1 half split; 33 x 122 lot; price per sq ft; taxes with their year; internal listing id beside the R-prefixed MLS®; a PREC* agent card with cell, office and fax and a co-lister; the office on West 38th in RealEstateAgent JSON-LD; similar listings; Greater Vancouver board reciprocity text",
    pageUrl: "https://www.angellhasman.com/listings/ah-11827/3546-west-29th-avenue-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3546 West 29th Avenue, Vancouver | $3,298,000 | Angell Hasman &amp; Associates</title>
<meta name="description" content="5 bedroom family home on a 33 x 122 lot in Dunbar, Vancouver West. MLS® R3041587.">
<meta property="og:title" content="3546 West 29th Avenue, Vancouver">
<meta property="og:image" content="https://media.angellhasman.com/listings/ah-11827/01.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Angell, Hasman & Associates Realty Ltd.", address: { "@type": "PostalAddress", streetAddress: "2065 West 38th Avenue", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6M 1R8" }, telephone: "604-555-0170" })}
</head><body>
<header><a class="brand" href="/">Angell Hasman &amp; Associates</a><nav><a href="/listings">Our Listings</a><a href="/sold">Recently Sold</a><a href="/agents">Our Agents</a><a href="/offices">Offices</a><a href="/market">Market Updates</a></nav></header>
<main class="listing-detail" data-listing-id="AH-11827">
<div class="status">Active · New Listing</div>
<h1>3546 West 29th Avenue</h1>
<p class="locale">Dunbar, Vancouver West · Vancouver, BC V6S 1T9</p>
<p class="price">$3,298,000</p>
<ul class="summary">
<li>Bedrooms <b>5</b></li>
<li>Bathrooms <b>4</b></li>
<li>Floor area <b>2,846 sq. ft.</b></li>
<li>Lot <b>33 x 122 ft</b></li>
<li>$1,159 per sq. ft.</li>
</ul>
<section class="remarks"><h2>Description</h2><p>Well kept 1998 family home on a quiet tree-lined block south of Dunbar Village. Main floor with formal living and dining, an open kitchen and family room that walks out to a sunny south garden. Four bedrooms up, including a primary with a vaulted ceiling, and a one-bedroom nanny suite below. Detached double garage off the lane. Catchment for Lord Kitchener Elementary and Lord Byng Secondary.</p></section>
<section class="facts"><h2>Property Details</h2><table>
<tr><th>MLS® Number</th><td>R3041587</td></tr>
<tr><th>Listing ID</th><td>AH-11827</td></tr>
<tr><th>Property Type</th><td>House/Single Family</td></tr>
<tr><th>Year Built</th><td>1998</td></tr>
<tr><th>Age</th><td>27</td></tr>
<tr><th>Full Baths</th><td>3</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Floor Area (Finished)</th><td>2,846 sq. ft.</td></tr>
<tr><th>Lot Frontage / Depth</th><td>33 ft / 122 ft</td></tr>
<tr><th>Taxes</th><td>$9,412 (2024)</td></tr>
<tr><th>Zoning</th><td>R1-1</td></tr>
</table></section>
<aside class="agents"><h2>Listed By</h2>
<div class="agent"><p class="name">Dana Whitford <span>PREC*</span></p><p>Cell 604-555-0182 · Office 604-555-0170 · Fax 604-555-0171</p></div>
<div class="agent"><p class="name">Colin Mah</p><p>Cell 604-555-0193</p></div>
<p class="firm">Angell, Hasman &amp; Associates Realty Ltd.</p></aside>
<section class="similar"><h2>Similar Listings</h2>
<article><a href="/listings/ah-11790/3921-west-31st-avenue-vancouver">3921 West 31st Avenue</a><p>$3,488,000 · 6 bd · 5 ba · 3,120 sq. ft. · MLS® R3038814</p></article>
<article><a href="/listings/ah-11802/4155-west-24th-avenue-vancouver">4155 West 24th Avenue</a><p>$2,995,000 · 4 bd · 3 ba · 2,410 sq. ft. · built 1989</p></article>
</section>
</main>
<footer>
<p>Angell, Hasman &amp; Associates Realty Ltd. · 2065 West 38th Avenue, Vancouver, BC V6M 1R8 · 604-555-0170</p>
<p class="board">This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, the Fraser Valley Real Estate Board or the Chilliwack and District Real Estate Board, which assume no responsibility for its accuracy. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA). *Personal Real Estate Corporation.</p>
</footer>
${chrome("Angell Hasman & Associates")}
</body></html>`,
    expected: {
      price: { amount: 3298000, currency: "CAD" },
      propertyKind: "house",
      street: "3546 West 29th Avenue",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6S 1T9",
      neighbourhood: "Dunbar",
      bedrooms: 5,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2846,
      lot: { value: 4026, unit: "ft2" },
      yearBuilt: 1998,
      mlsNumber: "R3041587",
      listingAgentName: "Dana Whitford",
      brokerageName: "Angell, Hasman & Associates Realty Ltd.",
    },
  },
  {
    name: "ho54-homesbyavi-quick-possession-rangeview",
    site: "homesbyavi.com",
    set: "held-out-54",
    traps: "a builder's quick-possession home: a struck-through earlier price; developed floor area beside an optional basement and garage sizes; lot width only; the showhome address and the builder's head office in JSON-LD; other quick possessions with their own facts; no MLS® and no person named",
    pageUrl: "https://www.homesbyavi.com/calgary/rangeview/quick-possessions/148-rangeview-cove-se",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>148 Rangeview Cove SE – Aspen Quick Possession | Homes by Avi Calgary</title>
<meta name="description" content="Move-in ready Aspen 2-storey with 3 bedrooms and 2.5 baths in Rangeview, Calgary. Now $689,900.">
<meta property="og:title" content="Quick Possession: 148 Rangeview Cove SE">
<meta property="og:image" content="https://www.homesbyavi.com/media/qp/148-rangeview-cove/front.jpg">
${ld({ "@context": "https://schema.org", "@type": "HomeAndConstructionBusiness", name: "Homes by Avi", address: { "@type": "PostalAddress", streetAddress: "300, 5940 Macleod Trail SW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T2H 2G4" }, telephone: "403-555-0120" })}
</head><body>
<header><a href="/">Homes by Avi</a><nav><a href="/calgary/communities">Communities</a><a href="/calgary/quick-possessions">Quick Possessions</a><a href="/calgary/showhomes">Showhomes</a><a href="/why-avi">Why Avi</a></nav><a class="cta" href="/contact">Contact Us</a></header>
<main class="qp-detail">
<p class="community">Rangeview · Southeast Calgary</p>
<h1>148 Rangeview Cove SE</h1>
<p class="city">Calgary, AB T3S 0R6</p>
<p class="pricing"><del>$709,900</del> <strong>$689,900</strong> <span class="note">incl. GST</span></p>
<ul class="stats"><li>Model: Aspen</li><li>3 Bedrooms</li><li>2.5 Baths</li><li>2,104 sq ft</li><li>Double attached garage (20' x 22')</li><li>Possession: Spring 2026</li></ul>
<section><h2>About this home</h2><p>The Aspen plan on a 36' wide pie lot backing onto the Rangeview community garden. Open main floor with a chef's kitchen, flex room with a barn door, and an upper bonus room between the primary suite and the secondary bedrooms. Side entrance ready for a future legal suite; the undeveloped basement adds 842 sq ft of space to finish later.</p>
<ul class="features"><li>9' main floor ceilings</li><li>Quartz throughout</li><li>Tankless water heater</li><li>Rough-in for central air</li></ul></section>
<section class="showhome"><h2>Visit our Rangeview showhome</h2><p>201 Rangeview Drive SE, Calgary · Monday–Thursday 2–8 pm, weekends noon–5 pm · 403-555-0136</p></section>
<section class="more-qp"><h2>More quick possessions</h2>
<div class="card"><h3>96 Rangeview Gardens SE</h3><p>Willow · 4 bed · 3 bath · 2,390 sq ft · $749,900</p></div>
<div class="card"><h3>22 Belmont Heath SW</h3><p>Juniper · 3 bed · 2.5 bath · 1,865 sq ft · $639,900</p></div>
</section>
</main>
<footer><p>Homes by Avi · 300, 5940 Macleod Trail SW, Calgary, AB T2H 2G4</p><p>Prices include GST and are subject to change without notice. Renderings and square footages are approximate. Lot and plan availability may vary. E.&amp;O.E.</p></footer>
${chrome("Homes by Avi")}
</body></html>`,
    expected: {
      price: { amount: 689900, currency: "CAD" },
      propertyKind: "house",
      street: "148 Rangeview Cove SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T3S 0R6",
      neighbourhood: "Rangeview",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 2104,
    },
  },
  {
    name: "ho54-sunrivers-leasehold-townhome-kamloops",
    site: "sunrivers.com",
    set: "held-out-54",
    traps: "a leasehold townhome on Tk'emlúps te Secwépemc reserve land: '2 + 1' bedrooms with the walk-out bedroom below; main, lower and total finished areas; a prepaid lease to 2106 and TteS property taxes; strata fee; the golf clubhouse's coordinates in JSON-LD; a brokerage office in Kamloops; other homes in the community",
    pageUrl: "https://www.sunrivers.com/real-estate/homes-for-sale/14-1860-summit-ridge-drive",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>14-1860 Summit Ridge Drive | Homes for Sale | Sun Rivers Kamloops</title>
<meta name="description" content="Walk-out golf course townhome at Sun Rivers, Kamloops. 2 + 1 bedrooms, 3 baths, 2,330 sq ft finished. $749,000.">
<meta property="og:site_name" content="Sun Rivers">
<meta property="og:image" content="https://www.sunrivers.com/wp-content/uploads/2025/05/summit-ridge-14.jpg">
${ld({ "@context": "https://schema.org", "@type": "GolfCourse", name: "Bighorn Golf Club at Sun Rivers", address: { "@type": "PostalAddress", streetAddress: "1000 Clubhouse Drive", addressLocality: "Kamloops", addressRegion: "BC", postalCode: "V2H 1T9" }, geo: { "@type": "GeoCoordinates", latitude: 50.6632, longitude: -120.2895 } })}
</head><body class="wp-singular listing-template">
<header class="site-header"><a href="/" class="custom-logo-link">Sun Rivers</a><ul class="menu"><li><a href="/living">Living Here</a></li><li><a href="/real-estate">Real Estate</a></li><li><a href="/golf">Golf</a></li><li><a href="/leasehold">About Leasehold</a></li><li><a href="/contact">Contact</a></li></ul></header>
<main class="entry-content">
<h1 class="entry-title">14-1860 Summit Ridge Drive</h1>
<p class="subtitle">Summit Ridge Townhomes · Sun Rivers · Kamloops, BC V2H 0B7</p>
<p class="listing-price">$749,000</p>
<table class="listing-facts">
<tr><th>Type</th><td>Townhouse (strata, leasehold)</td></tr>
<tr><th>Bedrooms</th><td>2 + 1</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Main floor</th><td>1,286 sq ft</td></tr>
<tr><th>Walk-out lower level</th><td>1,044 sq ft</td></tr>
<tr><th>Total finished</th><td>2,330 sq ft</td></tr>
<tr><th>Year built</th><td>2019</td></tr>
<tr><th>Strata fee</th><td>$312 / month</td></tr>
<tr><th>Lease</th><td>Prepaid to 2106</td></tr>
<tr><th>TteS property taxes</th><td>$3,690 (2025)</td></tr>
<tr><th>MLS®</th><td>181045</td></tr>
</table>
<div class="wp-block-group"><p>Main-floor living with two bedrooms up, including a primary suite with a tiled shower, and a third bedroom and rec room on the walk-out level that opens to a covered patio over the 4th fairway. Double garage, gas fireplace and a view of the South Thompson valley.</p>
<p>Sun Rivers homes sit on Tk'emlúps te Secwépemc reserve lands under a prepaid long-term lease. Buyers pay property taxes to Tk'emlúps rather than the City of Kamloops. Ask your lender about leasehold financing.</p></div>
<div class="listing-agent"><h3>Listing REALTOR®</h3><p><strong>Rob Sandhu</strong>, PREC*</p><p>Direct 250-555-0147 · Cell 250-555-0162</p><p>River Valley Realty Ltd.</p><p>258 Seymour Street, Kamloops, BC V2C 2E5</p></div>
<section class="more-homes"><h2>More homes at Sun Rivers</h2>
<article><h3>7-1200 Rivers Edge Way</h3><p>$689,900 · 2 bed · 2 bath · 1,540 sq ft · built 2012</p></article>
<article><h3>Lot 41 Sifton Bluff</h3><p>$329,000 · 0.21 acres · serviced building lot</p></article>
</section>
</main>
<footer class="site-footer"><p>Sun Rivers Development Corp. · 1000 Clubhouse Drive, Kamloops, BC V2H 1T9</p><p>Listing information is provided by the listing brokerage and the Association of Interior REALTORS®; it is believed reliable but not guaranteed. *Personal Real Estate Corporation.</p></footer>
${chrome("Sun Rivers")}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "14-1860 Summit Ridge Drive",
      city: "Kamloops",
      province: "BC",
      postalCode: "V2H 0B7",
      neighbourhood: "Sun Rivers",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 2330,
      yearBuilt: 2019,
      mlsNumber: "181045",
      listingAgentName: "Rob Sandhu",
      brokerageName: "River Valley Realty Ltd.",
    },
  },
];
