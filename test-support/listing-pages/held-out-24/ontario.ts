/**
 * Twenty-fourth held-out corpus, Ontario: a Precondo floor plan in Mississauga, a TalkCondo condo for rent in
 * Toronto and a RentCafe apartment for rent in Ottawa. Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_24_ONTARIO: ListingPage[] = [
  {
    name: "ho24-precondo-floorplan-mississauga",
    site: "precondo.ca",
    set: "held-out-24",
    traps: "a Precondo floor-plan page in a Mississauga pre-construction tower: project 'prices from' range vs the plan's own price; '2+1' = a den; 'Suite 812 sq ft' beside a 'balcony 96 sq ft'; developer's sales centre address in the sidebar; no MLS number; other plans in a rail",
    pageUrl: "https://www.precondo.ca/harbourline-condos-mississauga/floorplan-the-cedar/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Cedar – 2+1 Bed Floor Plan at Harbourline Condos, Mississauga | Precondo</title>
<meta name="description" content="The Cedar at Harbourline Condos: 2 bedroom + den, 2 bath, 812 sq ft, priced at $869,900.">
<meta property="og:type" content="website">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "The Cedar – Harbourline Condos", offers: { "@type": "Offer", price: 869900, priceCurrency: "CAD", availability: "https://schema.org/PreOrder" } })}
</head><body class="floorplan-template">
<header><a class="logo" href="/">Precondo</a><nav><a href="/toronto-condos/">Toronto</a><a href="/mississauga-condos/">Mississauga</a><a href="/vip/">VIP Access</a></nav></header>
<main>
<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/mississauga-condos/">Mississauga</a> › <a href="/harbourline-condos-mississauga/">Harbourline Condos</a> › The Cedar</nav>
<section class="project-bar"><p>Harbourline Condos by Lakeview Crest Developments · 1180 Lakeshore Road East, Mississauga, ON · Lakeview</p><p class="range">Prices from the high $500s to over $1.4M</p></section>
<h1>The Cedar</h1>
<table class="plan-specs">
<tr><th>Price</th><td>$869,900</td></tr>
<tr><th>Bedrooms</th><td>2+1 (Den)</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Suite Size</th><td>812 sq ft</td></tr>
<tr><th>Balcony</th><td>96 sq ft</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Floors</th><td>4 – 21</td></tr>
<tr><th>Est. Occupancy</th><td>2029</td></tr>
</table>
<p>A split two-bedroom plan with the den off the entry, floor-to-ceiling glazing towards the lake and a 96 sq ft balcony. Deposit structure: $10,000 on signing, balance to 15% in 540 days.</p>
<aside class="sales-centre"><h3>Presentation Centre</h3><p>2400 Dundas Street West, Mississauga, ON L5K 1R8</p><p>Open Sat–Sun 12–5</p></aside>
<section class="other-plans"><h2>More Floor Plans</h2>
<div class="plan">The Birch · 1 Bed · 548 sq ft · $599,900</div>
<div class="plan">The Willow · 3 Bed · 1,210 sq ft · $1,389,900</div>
</section>
</main>
<footer><p>Precondo is not the developer. Prices and specifications are subject to change without notice. E.&amp;O.E.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 869900 },
      propertyKind: "condo",
      street: "1180 Lakeshore Road East",
      city: "Mississauga",
      province: "ON",
      neighbourhood: "Lakeview",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 812,
    },
  },
  {
    name: "ho24-talkcondo-rent-toronto",
    site: "talkcondo.com",
    set: "held-out-24",
    traps: "a TalkCondo rental of a condo suite in Toronto (Liberty Village): '$2,650/month'; building stats (built 2011, floors, units) beside the unit; 'Unit 1409' before the street; 1 bath; '575 sqft'; TRREB lease number C-prefixed; agent and brokerage; 'Recently leased in this building' list",
    pageUrl: "https://www.talkcondo.com/toronto/liberty-on-the-park/listing/c12876541/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1409 - 85 East Liberty Street, Toronto For Rent | $2,650 | TalkCondo</title>
<meta name="description" content="For lease: 1 bed, 1 bath condo at Liberty on the Park, 85 East Liberty Street, Toronto. $2,650/month.">
<meta property="og:image" content="https://cdn.talkcondo.com/listings/c12876541/1.jpg">
<script>window.__LISTING__ = ${JSON.stringify({ mls: "C12876541", transaction: "Lease", price: 2650, unit: "1409", address: "85 East Liberty Street", city: "Toronto", postal: "M6K 3R4", beds: 1, baths: 1, sqftRange: "500-599", lat: 43.63841, lng: -79.41692 })};</script>
</head><body>
<header class="tc-header"><a href="/">TalkCondo</a><nav><a href="/toronto/">Toronto Condos</a><a href="/pre-construction/">Pre-Construction</a><a href="/for-rent/">For Rent</a></nav></header>
<main class="listing">
<nav class="crumbs"><a href="/toronto/">Toronto</a> / <a href="/toronto/liberty-village/">Liberty Village</a> / <a href="/toronto/liberty-on-the-park/">Liberty on the Park</a> / Unit 1409</nav>
<h1>1409 - 85 East Liberty Street</h1>
<p class="sub">Toronto, ON M6K 3R4 · Liberty Village</p>
<p class="price">$2,650<span>/month</span> <span class="badge">For Lease</span></p>
<ul class="facts"><li>1 Bed</li><li>1 Bath</li><li>575 sqft</li><li>1 Locker</li><li>No Parking</li></ul>
<section class="desc"><h2>Description</h2><p>Bright north-facing one bedroom at Liberty on the Park with a Juliette balcony and laminate throughout. Steps to the King streetcar, grocery and the park. Tenant pays hydro. Available January 1.</p></section>
<section class="details"><dl><dt>MLS®#</dt><dd>C12876541</dd><dt>Type</dt><dd>Condo Apartment</dd><dt>Furnished</dt><dd>No</dd></dl></section>
<section class="building"><h2>About Liberty on the Park</h2><p>Built 2011 · 32 floors · 402 units · Amenities: gym, party room, concierge</p></section>
<section class="agent"><p>Listed by <strong>Samira Haddad</strong>, Salesperson</p><p>Right at Home Realty, Brokerage</p></section>
<section class="leased"><h2>Recently leased in this building</h2><ul><li>Unit 2202 · 2 Bed · $3,400/month</li><li>Unit 807 · 1 Bed · $2,500/month</li></ul></section>
</main>
<footer><p>TalkCondo · 200 Wellington Street West, Toronto, ON · Data provided by TRREB.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "1409 - 85 East Liberty Street",
      city: "Toronto",
      province: "ON",
      postalCode: "M6K 3R4",
      neighbourhood: "Liberty Village",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 575,
      yearBuilt: 2011,
      mlsNumber: "C12876541",
      listingAgentName: "Samira Haddad",
      brokerageName: "Right at Home Realty, Brokerage",
      geo: { lat: 43.63841, lng: -79.41692 },
    },
  },
  {
    name: "ho24-rentcafe-apartment-ottawa",
    site: "rentcafe.com",
    set: "held-out-24",
    traps: "a RentCafe building page in Ottawa with several floor plans: 'Starting at' rent of the cheapest plan vs the chosen plan's rent; ApartmentComplex JSON-LD with the building address and geo; plan table with '1 Bed · 1 Bath · 640 Sq.Ft.'; property manager, not an agent; pet fees and parking per month",
    pageUrl: "https://www.rentcafe.com/apartments/on/ottawa/the-carling-residences/default.aspx?floorplan=b1",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Carling Residences Apartments - Ottawa, ON | RentCafe</title>
<meta name="description" content="The Carling Residences in Ottawa, ON offers 1 and 2 bedroom apartments starting at $1,895.">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "The Carling Residences", address: { "@type": "PostalAddress", streetAddress: "1625 Carling Avenue", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2A 1C5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.38217, longitude: -75.75694 }, telephone: "613-555-0192" })}
</head><body>
<header><a href="/">RentCafe</a><nav><a href="/apartments-for-rent/ca/on/ottawa/">Ottawa Apartments</a><a href="/blog/">Blog</a></nav></header>
<main>
<h1>The Carling Residences</h1>
<p class="addr">1625 Carling Avenue, Ottawa, ON K2A 1C5 · Westboro</p>
<p class="starting">Starting at $1,895</p>
<section class="floorplans"><h2>Floor Plans</h2>
<div class="fp"><h3>A1</h3><p>Studio · 1 Bath · 455 Sq.Ft.</p><p>$1,895/mo</p></div>
<div class="fp selected"><h3>B1</h3><p>1 Bed · 1 Bath · 640 Sq.Ft.</p><p class="rent">$2,145/mo</p><p>Available Now</p></div>
<div class="fp"><h3>C2</h3><p>2 Beds · 2 Baths · 910 Sq.Ft.</p><p>$2,760/mo</p></div>
</section>
<section class="selected-plan"><h2>B1 – 1 Bedroom</h2><ul><li>Rent: $2,145/month</li><li>Bedrooms: 1</li><li>Bathrooms: 1</li><li>Size: 640 Sq.Ft.</li><li>Lease term: 12 months</li></ul></section>
<section class="fees"><h2>Fees</h2><p>Underground parking $175/month · Cat rent $40/month · Application fee $50</p></section>
<section class="about"><h2>About</h2><p>Mid-rise rental building with a rooftop terrace and fitness room. Professionally managed by Ridgeline Property Management.</p></section>
</main>
<footer><p>RentCafe · Prices and availability subject to change.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2145, period: "month" },
      propertyKind: "condo",
      street: "1625 Carling Avenue",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2A 1C5",
      neighbourhood: "Westboro",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 640,
      geo: { lat: 45.38217, lng: -75.75694 },
    },
  },
];
