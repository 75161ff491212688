/**
 * Fifth held-out corpus, Ontario and the Atlantic: an eXp Realty agent's IDX page for another brokerage's townhouse in
 * Kitchener (the site's agent and her brokerage's head office beside the listing brokerage), a Zoocasa condo in
 * Mississauga (Next.js state with sold history and Zoocasa's own brokerage), a ViewPoint.ca house in Halifax
 * (assessment, PID and past sales beside the list price, lot in acres and square feet), a ComFree private sale in
 * Sudbury and a rentals.ca townhouse for rent in Ottawa's Orléans. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const zoocasaListing = {
  id: 3876512,
  mls: "W12345678",
  status: "available",
  price: 629000,
  soldPrice: null,
  estimate: { value: 641500, updated: "2026-11-01" },
  streetNumber: "3900",
  streetName: "Confederation Pkwy",
  unit: "2208",
  address: "2208 - 3900 Confederation Pkwy",
  city: "Mississauga",
  province: "ON",
  postalCode: "L5B 0M3",
  neighbourhood: "City Centre",
  type: "Condo Apt",
  bedrooms: "1+1",
  bathrooms: 2,
  sqftRange: "600-699",
  maintenanceFee: 548,
  taxes: 2911,
  yearBuilt: null,
  lat: 43.58791,
  lng: -79.64652,
  brokerage: "Royal LePage Signature Realty, Brokerage",
  history: [
    { date: "2021-05-14", event: "Sold", price: 571000 },
    { date: "2021-04-30", event: "Listed", price: 559900 },
  ],
};

export const HELD_OUT_5_EAST: ListingPage[] = [
  {
    name: "h5-exp-idx-townhouse-kitchener",
    site: "exprealty.ca",
    set: "held-out-5",
    traps: "an eXp agent's IDX page for another brokerage's listing: the site agent's RealEstateAgent JSON-LD with eXp's Toronto office address, her name and 'eXp Realty' in the header and contact card; 'Listing Brokerage: RE/MAX Twin City Realty Inc., Brokerage' and no listing agent; 'Full Bathrooms 2' and 'Half Bathrooms 1'; condo fee per month; 'Interior Size'; DDF® disclaimer",
    pageUrl: "https://jessicamorin.exprealty.ca/listing/40701234/14-655-wilson-avenue-kitchener",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>14 - 655 Wilson Avenue, Kitchener | Jessica Morin, eXp Realty</title>
<meta name="description" content="Townhouse for sale: 14 - 655 Wilson Avenue, Kitchener, Ontario. 3 bedrooms, 3 bathrooms. MLS® 40701234.">
<meta property="og:image" content="https://ddfcdn.realtor.ca/listings/TS638600000000000000/reb57/highres/4/40701234_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Jessica Morin", worksFor: { "@type": "Organization", name: "eXp Realty" }, telephone: "519-555-0133", address: { "@type": "PostalAddress", streetAddress: "310 - 88 Adelaide Street West", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5H 1P6", addressCountry: "CA" } })}
</head><body>
<header class="agent-site-header"><div class="agent-brand"><span class="agent-brand__name">Jessica Morin</span>, REALTOR® | <span class="agent-brand__company">eXp Realty</span></div><nav><a href="/">Home</a><a href="/listings">Featured Listings</a><a href="/search">Search MLS®</a><a href="/contact">Contact</a></nav></header>
<main>
<div class="idx-listing">
<div class="idx-listing__head">
<h1 class="idx-address">14 - 655 Wilson Avenue</h1>
<div class="idx-citystate">Kitchener, Ontario N2C 0B7</div>
<div class="idx-price">$574,900</div>
</div>
<table class="idx-details">
<tr><th>MLS® #</th><td>40701234</td></tr>
<tr><th>Property Type</th><td>Single Family</td></tr>
<tr><th>Building Type</th><td>Row / Townhouse</td></tr>
<tr><th>Bedrooms</th><td>3</td></tr>
<tr><th>Full Bathrooms</th><td>2</td></tr>
<tr><th>Half Bathrooms</th><td>1</td></tr>
<tr><th>Interior Size</th><td>1,410 sqft</td></tr>
<tr><th>Year Built</th><td>2019</td></tr>
<tr><th>Subdivision</th><td>Centreville Chicopee</td></tr>
<tr><th>Condo Fee</th><td>$285 Monthly</td></tr>
<tr><th>Parking</th><td>2</td></tr>
</table>
<div class="idx-remarks"><h2>Description</h2><p>End-unit stacked townhouse backing onto green space, minutes from the 401 and Fairview Park. Open main floor with a walkout to the balcony, three bedrooms up, primary with ensuite. One garage and one driveway space.</p></div>
<div class="idx-courtesy">Listing Brokerage: RE/MAX Twin City Realty Inc., Brokerage</div>
</div>
<aside class="agent-contact">
<h3>Interested? Contact Jessica</h3>
<div class="agent-contact__name">Jessica Morin</div>
<div class="agent-contact__title">REALTOR®</div>
<div class="agent-contact__company">eXp Realty, Brokerage</div>
<div class="agent-contact__phone">519-555-0133</div>
</aside>
</main>
<footer class="agent-site-footer"><p>eXp Realty, Brokerage. 310 - 88 Adelaide Street West, Toronto, ON M5H 1P6. Each office independently owned and operated.</p><p>The listing data above is provided under copyright by the Canadian Real Estate Association (CREA®) through its Data Distribution Facility (DDF®). The trademarks REALTOR®, REALTORS®, MLS® and Multiple Listing Service® are controlled by CREA.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "townhouse",
      street: "14 - 655 Wilson Avenue",
      city: "Kitchener",
      province: "ON",
      postalCode: "N2C 0B7",
      neighbourhood: "Centreville Chicopee",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1410,
      yearBuilt: 2019,
      mlsNumber: "40701234",
      brokerageName: "RE/MAX Twin City Realty Inc., Brokerage",
    },
  },
  {
    name: "h5-zoocasa-condo-mississauga",
    site: "zoocasa.com",
    set: "held-out-5",
    traps: "Next.js state with the listing (unit, street and building number as separate fields and joined, '1+1' beds as a string, a sqft range '600-699', Zoocasa's estimate) and a history with an earlier sold price; 'Est. Value' box; maintenance fee; Zoocasa's own brokerage and Toronto address in the footer; the listing brokerage in a 'Listed by' line; similar listings",
    pageUrl: "https://www.zoocasa.com/mississauga-on-real-estate/2208-3900-confederation-pkwy",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2208 - 3900 Confederation Pkwy, Mississauga, ON L5B 0M3 | W12345678 | Zoocasa</title>
<meta name="description" content="For sale: 2208 - 3900 Confederation Pkwy, Mississauga, ON. 1+1 beds, 2 baths, 600-699 sqft condo. Listed at $629,000.">
<meta property="og:image" content="https://images.zoocasa.example/W12345678/1.jpg">
</head><body>
<div id="__next">
<header class="style_header__k3v1"><a href="/">Zoocasa</a><nav><a href="/toronto-on-real-estate">Buy</a><a href="/sold">Sold</a><a href="/home-appraisal">Home Value</a></nav></header>
<main class="style_listing__q82m">
<section class="style_summary__a91x">
<p class="style_status__e2b0">For Sale</p>
<h1 class="style_address__w0p3">2208 - 3900 Confederation Pkwy</h1>
<p class="style_location__c4n1">City Centre, Mississauga, ON L5B 0M3</p>
<p class="style_price__mb21">$629,000</p>
<div class="style_estimate__fz45"><span>Est. Value</span> <span>$641,500</span></div>
<ul class="style_keyFacts__p0y7">
<li>1+1 Bed</li><li>2 Bath</li><li>600-699 Sqft</li>
</ul>
</section>
<section class="style_details__j1r7"><h2>Listing Details</h2>
<dl>
<dt>Type</dt><dd>Condo Apt</dd>
<dt>MLS®</dt><dd>W12345678</dd>
<dt>Maintenance Fees</dt><dd>$548/mo</dd>
<dt>Taxes</dt><dd>$2,911 / 2025</dd>
<dt>Exposure</dt><dd>SW</dd>
</dl>
</section>
<section class="style_description__h7s2"><h2>Description</h2><p>Bright corner one-plus-den at the Square One District: floor-to-ceiling windows, den with a door used as a second bedroom, two full baths, parking and locker. Steps to Square One, Sheridan College and the Hurontario LRT.</p></section>
<section class="style_history__u3d8"><h2>Property History</h2>
<table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>May 14, 2021</td><td>Sold</td><td>$571,000</td></tr>
<tr><td>Apr 30, 2021</td><td>Listed</td><td>$559,900</td></tr></table>
</section>
<p class="style_brokerage__t9a0">Listed by Royal LePage Signature Realty, Brokerage</p>
<section class="style_similar__v2k8"><h2>Similar Listings</h2>
<div class="style_card__r1"><span>$599,900</span><span>1907 - 4070 Confederation Pkwy</span></div>
<div class="style_card__r1"><span>$665,000</span><span>3104 - 3883 Quartz Rd</span></div>
</section>
</main>
<footer class="style_footer__m0s1"><p>Zoocasa Realty Inc., Brokerage. 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7. Data provided by the Toronto Regional Real Estate Board; deemed reliable but not guaranteed.</p></footer>
</div>
${nextData({ props: { pageProps: { listing: zoocasaListing, similar: [{ price: 599900, address: "1907 - 4070 Confederation Pkwy" }, { price: 665000, address: "3104 - 3883 Quartz Rd" }] } }, page: "/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 629000 },
      propertyKind: "condo",
      street: "2208 - 3900 Confederation Pkwy",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0M3",
      neighbourhood: "City Centre",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 600,
      mlsNumber: "W12345678",
      brokerageName: "Royal LePage Signature Realty, Brokerage",
      geo: { lat: 43.58791, lng: -79.64652 },
    },
  },
  {
    name: "h5-viewpoint-house-halifax",
    site: "viewpoint.ca",
    set: "held-out-5",
    traps: "a property page more than a listing: PID 00412345, the 2025 assessment and capped assessment, past sales with prices and dates beside 'Listed $529,900'; 'Land 0.19 acres (8,276 sqft)'; 'Finished 1,960 sqft'; 'Beds 3+1'; 'Baths 2 full, 1 half'; the listing brokerage in a 'Listing provided by' line; ViewPoint's own Halifax address in the footer; coordinates in a map's data attributes",
    pageUrl: "https://www.viewpoint.ca/property/00412345/NS/Halifax/Clayton-Park-West/27-Ridgevalley-Road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Ridgevalley Road, Halifax, NS - For Sale $529,900 | ViewPoint.ca</title>
<meta name="description" content="27 Ridgevalley Road, Halifax, NS B3M 4K2. For sale: $529,900. 3+1 bedrooms, 2.5 baths. PID 00412345. Assessment, sold history and neighbourhood data.">
<meta property="og:image" content="https://www.viewpoint.ca/photos/202425678/1.jpg">
</head><body>
<header class="vp-header"><a href="/">ViewPoint.ca</a><nav><a href="/map">Map Search</a><a href="/sold">Sold</a><a href="/assessments">Assessments</a></nav></header>
<main class="vp-property">
<div class="vp-property__title">
<h1>27 Ridgevalley Road</h1>
<div class="vp-property__place">Clayton Park West, Halifax, NS B3M 4K2</div>
</div>
<div class="vp-status"><span class="vp-status__badge">For Sale</span> <span class="vp-status__label">Listed</span> <span class="vp-status__price">$529,900</span> <span class="vp-status__mls">MLS® 202425678</span></div>
<div id="vp-map" class="vp-map" data-lat="44.66418" data-lng="-63.65932"></div>
<table class="vp-facts">
<tr><td>Style</td><td>Single detached, 2 storey</td></tr>
<tr><td>Beds</td><td>3+1</td></tr>
<tr><td>Baths</td><td>2 full, 1 half</td></tr>
<tr><td>Finished</td><td>1,960 sqft</td></tr>
<tr><td>Land</td><td>0.19 acres (8,276 sqft)</td></tr>
<tr><td>Built</td><td>1994</td></tr>
<tr><td>PID</td><td>00412345</td></tr>
</table>
<div class="vp-assessment"><h2>Assessment</h2>
<table><tr><td>2025 Assessment</td><td>$412,300</td></tr><tr><td>2025 Capped Assessment</td><td>$318,900</td></tr><tr><td>2024 Assessment</td><td>$398,100</td></tr></table></div>
<div class="vp-sales"><h2>Sales History</h2>
<table><tr><td>Jun 2017</td><td>Sold</td><td>$309,000</td></tr><tr><td>Aug 2008</td><td>Sold</td><td>$254,500</td></tr></table></div>
<div class="vp-remarks"><h2>Listing Remarks</h2><p>Family home on a quiet crescent in Clayton Park West, walking distance to Halifax West High and the Lacewood terminal. Ductless heat pumps, renovated kitchen, finished lower level with a fourth bedroom and a rec room.</p></div>
<div class="vp-listing-credit">Listing provided by Kirsten Doyle, Keller Williams Select Realty</div>
</main>
<footer class="vp-footer"><p>ViewPoint Realty Services Inc., 1496 Lower Water Street, Suite 501, Halifax, NS B3J 1R9. Assessment data from the Property Valuation Services Corporation. Listing data from the Nova Scotia Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529900 },
      propertyKind: "house",
      street: "27 Ridgevalley Road",
      city: "Halifax",
      province: "NS",
      postalCode: "B3M 4K2",
      neighbourhood: "Clayton Park West",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1960,
      lot: { value: 0.19, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "202425678",
      listingAgentName: "Kirsten Doyle",
      brokerageName: "Keller Williams Select Realty",
      geo: { lat: 44.66418, lng: -63.65932 },
    },
  },
  {
    name: "h5-comfree-private-sudbury",
    site: "comfree.com",
    set: "held-out-5",
    traps: "private sale: 'Listing #CF-4839201' (the site's id, no MLS®); the owners' first names; a Product JSON-LD with the price and an Organization seller (ComFree with its Montréal address); 'Lot Size 0.31 Acres'; 'Square Footage 1,680'; '1.5 storey'; a mortgage calculator with a monthly payment; 'Greater Sudbury' in the address with the community 'Minnow Lake'",
    pageUrl: "https://www.comfree.com/on/greater-sudbury/house-for-sale/4839201",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>House for sale - 1187 Bancroft Drive, Greater Sudbury (Minnow Lake) | ComFree</title>
<meta name="description" content="House for sale by owner in Greater Sudbury (Minnow Lake): 1187 Bancroft Drive, $449,000. 4 bedrooms, 2 bathrooms.">
<meta property="og:image" content="https://photos.comfree.example/4839201/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "House for sale - 1187 Bancroft Drive", offers: { "@type": "Offer", price: 449000, priceCurrency: "CAD", seller: { "@type": "Organization", name: "ComFree", address: { "@type": "PostalAddress", streetAddress: "1001, boul. de Maisonneuve Ouest, bureau 900", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3A 3C8" } } } })}
</head><body>
<header class="cf-header"><a href="/">ComFree</a><nav><a href="/search">Buy</a><a href="/sell">Sell without commission</a></nav></header>
<main class="cf-listing">
<div class="cf-listing__type">House for sale</div>
<h1 class="cf-listing__address">1187 Bancroft Drive</h1>
<h2 class="cf-listing__city">Greater Sudbury (Minnow Lake), Ontario P3B 1P4</h2>
<div class="cf-listing__price">$449,000</div>
<div class="cf-listing__id">Listing #CF-4839201</div>
<ul class="cf-listing__features">
<li><span class="cf-num">4</span> bedrooms</li>
<li><span class="cf-num">2</span> bathrooms</li>
</ul>
<div class="cf-characteristics">
<div class="cf-row"><span class="cf-row__label">Style</span><span class="cf-row__value">1.5 storey</span></div>
<div class="cf-row"><span class="cf-row__label">Square Footage</span><span class="cf-row__value">1,680</span></div>
<div class="cf-row"><span class="cf-row__label">Lot Size</span><span class="cf-row__value">0.31 Acres</span></div>
<div class="cf-row"><span class="cf-row__label">Year Built</span><span class="cf-row__value">1962</span></div>
<div class="cf-row"><span class="cf-row__label">Property Taxes</span><span class="cf-row__value">$3,840 (2025)</span></div>
<div class="cf-row"><span class="cf-row__label">Heating</span><span class="cf-row__value">Forced air, natural gas</span></div>
</div>
<div class="cf-description"><h3>Description</h3><p>Solid brick 1.5 storey a short walk from Minnow Lake and the Bancroft Drive shops. Two bedrooms on the main floor, two upstairs, full bath on each level, detached garage, large fenced yard with a garden shed. New shingles 2022.</p></div>
<div class="cf-mortgage"><h3>Mortgage calculator</h3><p>Estimated payment: $2,288 / month with 20% down at 4.79% over 25 years.</p></div>
<div class="cf-owner"><h3>Contact the owners</h3><div class="cf-owner__name">Marc and Linda</div><div class="cf-owner__phone">705-555-0118</div></div>
</main>
<footer class="cf-footer"><p>© ComFree. ComFree is not a real estate brokerage and does not represent buyers or sellers.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449000 },
      propertyKind: "house",
      street: "1187 Bancroft Drive",
      city: "Greater Sudbury",
      province: "ON",
      postalCode: "P3B 1P4",
      neighbourhood: "Minnow Lake",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1680,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1962,
    },
  },
  {
    name: "h5-rentals-ca-townhouse-orleans",
    site: "rentals.ca",
    set: "held-out-5",
    traps: "a townhouse for rent: '$2,650 / month' with utilities extra and a deposit; JSON-LD 'Residence' with the address and geo beside an Offer without a period; Orléans (a community of Ottawa) as the heading's place; '1,350 ft²'; '2.5 baths'; a property manager (not a brokerage) in a contact card; other rentals nearby with their rents; rentals.ca's own Toronto address",
    pageUrl: "https://rentals.ca/ottawa/2146-valin-street-orleans",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2146 Valin Street, Ottawa - Townhouse for Rent | Rentals.ca</title>
<meta name="description" content="3 bedroom townhouse for rent at 2146 Valin Street in Orléans, Ottawa: $2,650/month. 2.5 baths, 1,350 ft², garage.">
<meta property="og:image" content="https://rentals.ca/media/listing/2146-valin/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "2146 Valin Street", address: { "@type": "PostalAddress", streetAddress: "2146 Valin Street", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K4A 3T8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.46811, longitude: -75.49207 } })}
${ld({ "@context": "https://schema.org", "@type": "Offer", price: 2650, priceCurrency: "CAD", availability: "https://schema.org/InStock" })}
</head><body>
<header class="header"><a href="/">rentals.ca</a><nav><a href="/ottawa">Ottawa rentals</a><a href="/national-rent-report">Rent Report</a></nav></header>
<main class="listing">
<div class="listing-overview">
<h1 class="listing-overview__title">2146 Valin Street</h1>
<p class="listing-overview__address">Orléans, Ottawa, ON K4A 3T8</p>
<div class="listing-overview__rent">$2,650 <span>/ month</span></div>
<ul class="listing-overview__facts"><li>3 Beds</li><li>2.5 Baths</li><li>1,350 ft²</li><li>Townhouse</li></ul>
</div>
<section class="listing-details"><h2>Details</h2>
<table>
<tr><td>Property Type</td><td>Townhouse</td></tr>
<tr><td>Available</td><td>January 1, 2027</td></tr>
<tr><td>Lease Term</td><td>1 year</td></tr>
<tr><td>Deposit</td><td>$2,650</td></tr>
<tr><td>Utilities</td><td>Tenant pays hydro, gas and water</td></tr>
<tr><td>Parking</td><td>Garage + driveway</td></tr>
<tr><td>Pets</td><td>Cats allowed</td></tr>
</table>
</section>
<section class="listing-description"><h2>Description</h2><p>End-unit townhouse in Orléans close to Place d'Orléans and the future LRT: open main floor, three bedrooms upstairs with a four-piece ensuite, finished basement, single garage. Credit check and references required.</p></section>
<aside class="listing-contact"><h3>Contact</h3><div class="listing-contact__name">Capital Keys Property Management</div><div class="listing-contact__phone">613-555-0171</div></aside>
<section class="nearby"><h2>Nearby rentals</h2>
<div class="nearby-card"><span>$2,395/mo</span><span>1820 Trim Road, Ottawa</span></div>
<div class="nearby-card"><span>$2,900/mo</span><span>655 Vimont Court, Ottawa</span></div>
</section>
</main>
<footer class="footer"><p>© 2026 Rentals.ca Network. 2 Bloor Street East, Suite 3500, Toronto, ON M4W 1A8.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "townhouse",
      street: "2146 Valin Street",
      city: "Ottawa",
      province: "ON",
      postalCode: "K4A 3T8",
      neighbourhood: "Orléans",
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1350,
      geo: { lat: 45.46811, lng: -75.49207 },
    },
  },
];
