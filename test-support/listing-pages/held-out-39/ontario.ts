/**
 * Thirty-ninth held-out corpus, Ontario: a new-home aggregator's townhome model in Milton, a Viewit rental in
 * Etobicoke, a Muskoka brokerage's waterfront cottage and a RentCanada apartment suite in Ottawa's Vanier.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const chrome = (brand: string): string => `
<div class="cookie-notice" role="region" aria-label="Cookie notice"><p>By continuing to browse ${brand} you agree to our use of cookies for analytics, personalised content and advertising. Read our <a href="/privacy">privacy policy</a> for details.</p><button type="button" data-action="accept">OK</button></div>
<form class="alerts" action="/alerts/subscribe" method="post"><h3>Get listing alerts</h3><p>Be the first to know when something new matches your search.</p><input type="email" name="email" placeholder="Email address" required><select name="freq"><option>Daily</option><option>Weekly</option></select><button type="submit">Notify me</button><small>CASL: you may withdraw consent at any time.</small></form>
<ul class="social"><li><a href="#">Instagram</a></li><li><a href="#">Facebook</a></li><li><a href="#">X</a></li><li><a href="#">TikTok</a></li></ul>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-0000000"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-0000000");document.querySelector("[data-action=accept]").onclick=function(){this.parentNode.remove();document.cookie="consent=1;path=/;max-age=31536000";};</script>`;

export const HELD_OUT_39_ONTARIO: ListingPage[] = [
  {
    name: "ho39-newinhomes-townhome-milton",
    site: "newinhomes.com",
    set: "held-out-39",
    traps: "a new-construction aggregator's model page: 'From' price; a deposit structure and a 'save $40,000' incentive; a size range of another model; the sales centre's street address (not the home's) and a major-intersection site location; occupancy year, not a year built; the builder, not a brokerage; other models' prices",
    pageUrl: "https://www.newinhomes.com/new-homes/milton/hawthorne-crossing/juniper-2b",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Juniper 2B at Hawthorne Crossing, Milton | NewInHomes</title>
<meta name="description" content="Freehold townhome model The Juniper 2B by Larkfield Homes at Hawthorne Crossing in Milton. 3 bed, 2.5 bath, 1,842 sq ft, from $1,089,990.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "The Juniper 2B – Hawthorne Crossing", brand: { "@type": "Organization", name: "Larkfield Homes" }, offers: { "@type": "Offer", price: 1089990, priceCurrency: "CAD" } })}
</head><body>
<header><a href="/" class="logo">NewInHomes</a><nav><a href="/new-homes/gta">GTA</a><a href="/new-condos">Condos</a><a href="/builders">Builders</a><a href="/deals">Deals</a></nav></header>
<main class="model-page">
<nav class="crumbs"><a href="/new-homes/halton">Halton</a> › <a href="/new-homes/milton">Milton</a> › <a href="/new-homes/milton/hawthorne-crossing">Hawthorne Crossing</a> › The Juniper 2B</nav>
<h1>The Juniper 2B</h1>
<p class="project">Hawthorne Crossing by Larkfield Homes · Milton, ON</p>
<div class="price-box"><span class="from">From</span> <span class="amount">$1,089,990</span><span class="promo">Save $40,000 – limited time</span></div>
<ul class="model-specs"><li>Freehold Townhome</li><li>3 Bedrooms</li><li>2.5 Baths</li><li>1,842 sq ft</li><li>Elevation B</li><li>Lot width: 22'</li></ul>
<section class="project-info"><h2>Project details</h2>
<table><tr><th>Status</th><td>Now selling</td></tr><tr><th>Est. occupancy</th><td>2027</td></tr><tr><th>Site location</th><td>Louis St. Laurent Ave &amp; Thompson Rd S</td></tr><tr><th>Deposit</th><td>$20,000 on signing; 5% in 30 days; 5% in 90 days</td></tr><tr><th>Development charges</th><td>Capped at $25,000</td></tr></table></section>
<section class="description"><p>A bright end-unit style layout with 9' main-floor ceilings, an open kitchen with an island, and a primary suite with a walk-in closet and a 4-piece ensuite. Rear-lane garage with room to park two. Steps to a future park and school, minutes to Milton GO.</p></section>
<section class="other-models"><h2>Other models at Hawthorne Crossing</h2><div class="card">The Aspen 1A · 1,510 sq ft · from $979,990</div><div class="card">The Cedar 3C · 2,140 – 2,360 sq ft · from $1,249,990</div></section>
<section class="sales-centre"><h2>Visit the sales centre</h2><p>8450 Main Street East, Milton, ON L9T 5R3</p><p>Mon–Thu 12–7, Sat–Sun 11–5</p></section>
</main>
<footer><p>NewInHomes Inc. · 5000 Yonge Street, Suite 1901, Toronto, ON M2N 7E9</p><p>Prices, specifications and incentives are subject to change without notice. Renderings are artist's concept. E.&amp;O.E.</p></footer>
${chrome("NewInHomes")}
</body></html>`,
    expected: {
      price: { amount: 1089990, currency: "CAD" },
      propertyKind: "townhouse",
      city: "Milton",
      province: "ON",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1842,
    },
  },
  {
    name: "ho39-viewit-rental-etobicoke",
    site: "viewit.ca",
    set: "held-out-39",
    traps: "a Toronto rental site: Etobicoke (the former city) and Humber Bay Shores beside Toronto; the monthly rent with extra parking and locker fees; a size range; the site's own 'Viewit #' id; a leasing agent at a brokerage; other rentals' rents; the site's office address",
    pageUrl: "https://www.viewit.ca/vwExpandView.aspx?ViewID=219874",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Condo for Rent – 1207-2240 Lake Shore Blvd W, Etobicoke | viewit.ca</title>
<meta name="description" content="2 bedroom, 2 bathroom condo apartment for rent in Humber Bay Shores, Etobicoke. $2,650 per month.">
</head><body>
<div id="topbar"><a href="/">viewit.ca</a> <span>Toronto's Rental Search</span><a href="/PostAd.aspx">Landlords: Post a Rental</a></div>
<table id="mainTable"><tr><td class="left">
<h1 class="addr">1207-2240 Lake Shore Blvd W</h1>
<div class="area">Humber Bay Shores · Etobicoke · Toronto, ON M8V 4A7</div>
<div class="rent">$2,650 <span>/ month</span></div>
<table class="specs">
<tr><td>Viewit #:</td><td>219874</td></tr>
<tr><td>Type:</td><td>Condo Apartment</td></tr>
<tr><td>Bedrooms:</td><td>2</td></tr>
<tr><td>Bathrooms:</td><td>2</td></tr>
<tr><td>Size:</td><td>750–799 sq ft</td></tr>
<tr><td>Available:</td><td>May 1</td></tr>
<tr><td>Parking:</td><td>1 underground – add $150/month</td></tr>
<tr><td>Locker:</td><td>$40/month</td></tr>
<tr><td>Utilities:</td><td>Hydro extra; heat and water included</td></tr>
<tr><td>Lease:</td><td>1 year</td></tr>
</table>
<div class="desc"><p>Split two-bedroom on the 12th floor with a lake-view balcony, laminate throughout and ensuite laundry. Building has a 24-hour concierge, gym, indoor pool and party room. TTC streetcar at the door; Gardiner access in two minutes. No smoking. Credit check, employment letter and first and last month's rent required.</p></div>
<div class="contact"><h3>Contact</h3><p class="who">Daniel Ferreira, Sales Representative</p><p class="firm">Bayfront Realty Inc., Brokerage</p><p>416-555-0133</p></div>
</td><td class="right">
<div class="nearby"><h4>Nearby rentals</h4><div>2 bd · 2230 Lake Shore Blvd W · $2,795</div><div>1 bd · 58 Marine Parade Dr · $2,150</div><div>3 bd · 10 Park Lawn Rd · $3,400</div></div>
</td></tr></table>
<div id="footer"><p>viewit.ca · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7</p><p>Listings are posted by landlords and agents; viewit.ca is not responsible for their accuracy.</p></div>
${chrome("viewit.ca")}
</body></html>`,
    expected: {
      price: { amount: 2650, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1207-2240 Lake Shore Blvd W",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 4A7",
      neighbourhood: "Humber Bay Shores",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 750,
      listingAgentName: "Daniel Ferreira",
      brokerageName: "Bayfront Realty Inc., Brokerage",
    },
  },
  {
    name: "ho39-muskoka-cottage-minett",
    site: "royallepagelakesofmuskoka.com",
    set: "held-out-39",
    traps: "a cottage-country brokerage's waterfront listing: the Township of Muskoka Lakes as municipality with 'Minett' as the community; '4+1' bedrooms; 3 full and 1 half bath; lot as frontage x depth beside a separate waterfront length; boathouse dimensions; assessment and taxes; X-prefixed MLS®; two agents; the brokerage's Port Carling office in the footer; sold comparables",
    pageUrl: "https://www.royallepagelakesofmuskoka.com/listing/x12760418-1042-juddhaven-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1042 Juddhaven Road, Muskoka Lakes – Lake Rosseau Waterfront | X12760418</title>
<meta name="description" content="Lake Rosseau cottage with 150 ft of frontage and a two-slip boathouse. 4+1 bedrooms. $3,195,000.">
<meta property="og:type" content="website">
</head><body>
<header><a class="logo" href="/">Muskoka Lakeside Realty</a><nav><a href="/waterfront">Waterfront</a><a href="/lakes">Lakes</a><a href="/sold">Recently Sold</a><a href="/contact">Contact</a></nav></header>
<main class="listing">
<h1>1042 Juddhaven Road</h1>
<p class="addr2">Muskoka Lakes, ON P0B 1J0</p>
<p class="community">Community: Minett · Lake: Rosseau</p>
<p class="price">$3,195,000</p>
<div class="feature-grid">
<div><em>MLS®</em> X12760418</div>
<div><em>Style</em> Cottage / 2-Storey</div>
<div><em>Bedrooms</em> 4+1</div>
<div><em>Bathrooms</em> 3 full, 1 half</div>
<div><em>Living Space</em> 2,870 sq ft</div>
<div><em>Lot</em> 150 ft x 310 ft</div>
<div><em>Waterfront</em> 150 ft, west exposure</div>
<div><em>Year Built</em> 1994</div>
<div><em>Boathouse</em> Two-slip, 24' x 30' with upper deck</div>
<div><em>Assessment</em> $2,418,000</div>
<div><em>Taxes</em> $11,240 (2025)</div>
<div><em>Access</em> Year-round municipal road</div>
</div>
<section class="remarks"><h2>About this property</h2><p>Classic Lake Rosseau cottage with all-day sun and long sunset views. Great room with a stone fireplace and vaulted pine ceilings; four bedrooms on the upper floors and a guest room on the walkout level. Deep water off the dock, gentle path to the shore, and a two-slip boathouse with a deck above. Minutes to Minett's resort amenities and the village of Port Carling.</p></section>
<section class="agents"><h2>Listing Team</h2><div class="ag"><strong>Caroline Hughes</strong>, Broker<br>705-555-0161</div><div class="ag"><strong>Tom Ashby</strong>, Sales Representative<br>705-555-0172</div><p>Muskoka Lakeside Realty, Brokerage</p></section>
<section class="sold"><h2>Recent sales on Lake Rosseau</h2><div>Windermere Rd · 210 ft · Sold $4,350,000</div><div>Morgan Bay Rd · 120 ft · Sold $2,780,000</div></section>
</main>
<footer><p>Muskoka Lakeside Realty, Brokerage · 106 Medora Street, Port Carling, ON P0B 1J0 · Independently owned and operated</p><p>Listing data provided through the Lakelands Association of REALTORS®. Information is deemed reliable but not guaranteed.</p></footer>
${chrome("Muskoka Lakeside Realty")}
</body></html>`,
    expected: {
      price: { amount: 3195000, currency: "CAD" },
      propertyKind: "house",
      street: "1042 Juddhaven Road",
      city: "Muskoka Lakes",
      province: "ON",
      postalCode: "P0B 1J0",
      neighbourhood: "Minett",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2870,
      lot: { value: 46500, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "X12760418",
      listingAgentName: "Caroline Hughes",
      brokerageName: "Muskoka Lakeside Realty, Brokerage",
    },
  },
  {
    name: "ho39-rentcanada-suite-vanier",
    site: "rentcanada.com",
    set: "held-out-39",
    traps: "a rental platform's building page opened on one suite: other suite types with their own rents in a table; Vanier as the neighbourhood of Ottawa; parking and storage fees; a building year built; the property manager (not a brokerage) and its head office; RentCanada's own listing id; JSON-LD ApartmentComplex with geo",
    pageUrl: "https://www.rentcanada.com/ottawa-on/255-montreal-road/40871?unit=604",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>255 Montreal Road, Ottawa – 2 Bedroom Apartment for Rent | RentCanada</title>
<meta name="description" content="2 bedroom apartment for rent at The Montcalm, 255 Montreal Road in Vanier, Ottawa. Unit 604, $2,245/month.">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "The Montcalm", address: { "@type": "PostalAddress", streetAddress: "255 Montreal Road", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1L 6C4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.43688, longitude: -75.65911 } })}
</head><body>
<header><a href="/" class="brand">RentCanada</a><nav><a href="/ottawa-on">Ottawa Apartments</a><a href="/list-your-property">List Your Property</a><a href="/blog">Blog</a></nav></header>
<main>
<div class="building-head"><h1>The Montcalm</h1><p>255 Montreal Road, Vanier, Ottawa, ON K1L 6C4</p></div>
<section class="selected-unit"><h2>604-255 Montreal Road</h2>
<div class="unit-rent">$2,245<span>/month</span></div>
<ul class="unit-facts"><li>Type: Apartment</li><li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Size: 880 sq ft</li><li>Available: June 1</li></ul></section>
<section class="suites"><h2>Other available suites</h2>
<table><thead><tr><th>Suite</th><th>Beds</th><th>Baths</th><th>Sq Ft</th><th>Rent</th></tr></thead><tbody>
<tr><td>Bachelor</td><td>0</td><td>1</td><td>420</td><td>$1,495</td></tr>
<tr><td>1 Bedroom</td><td>1</td><td>1</td><td>640</td><td>$1,795</td></tr>
<tr><td>3 Bedroom</td><td>3</td><td>1.5</td><td>1,120</td><td>$2,690</td></tr>
</tbody></table></section>
<section class="building-facts"><h2>Building details</h2><dl><dt>Year built</dt><dd>1972</dd><dt>Storeys</dt><dd>14</dd><dt>Units</dt><dd>168</dd><dt>Parking</dt><dd>Underground $95/month, outdoor $60/month</dd><dt>Storage</dt><dd>Lockers $25/month</dd><dt>Pets</dt><dd>Cats and small dogs</dd><dt>Listing ID</dt><dd>40871</dd></dl></section>
<section class="about"><p>Recently renovated suites with new kitchens and vinyl plank floors, balconies on every unit and laundry on each floor. On-site management, fitness room and a rooftop terrace. Steps to the shops of Montreal Road and a short ride to the ByWard Market and the University of Ottawa.</p></section>
<section class="manager"><h2>Managed by</h2><p>Ridgeline Property Management</p><p>Leasing office: 613-555-0150</p></section>
<section class="nearby"><h2>Nearby apartments</h2><div>330 Montgomery St · 2 Bed from $2,095</div><div>45 McArthur Ave · 1 Bed from $1,725</div></section>
</main>
<footer><p>RentCanada · part of the Rentsync network</p><p>Ridgeline Property Management head office: 1500 Carling Avenue, Suite 300, Ottawa, ON K1Z 7L9</p><p>Rents and availability are provided by the property manager and may change without notice.</p></footer>
${chrome("RentCanada")}
</body></html>`,
    expected: {
      price: { amount: 2245, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "604-255 Montreal Road",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1L 6C4",
      neighbourhood: "Vanier",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 880,
      yearBuilt: 1972,
      geo: { lat: 45.43688, lng: -75.65911 },
    },
  },
];
