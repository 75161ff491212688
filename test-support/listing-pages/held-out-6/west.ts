/**
 * Sixth held-out corpus, western Canada: an Engel & Völkers exposé in Kelowna (no street on the page, the shop's
 * address and postal code in the advisor card, "CAD 2,195,000", the site's own "E&V ID"), a liv.rent apartment for
 * rent in Vancouver ("1 Bed + Den", a deposit as large as a month's rent, a verified landlord that is no brokerage) and
 * a PadMapper apartment for rent in Winnipeg (a building JSON-LD with an AggregateOffer over all units, schema.org
 * numberOfRooms beside the bedrooms, other units' rents). Addresses, names and numbers are invented; the expected
 * facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const livListing = {
  id: 45123,
  title: "Bright 1 bed + den with water views",
  price: 2650,
  deposit: 1325,
  petDeposit: 1325,
  bedroomCount: 1,
  denCount: 1,
  bathroomCount: 1,
  size: 640,
  sizeUnit: "sqft",
  unitType: "apartment",
  furnished: false,
  yearBuilt: 2001,
  address: { street: "1288 West Georgia Street", city: "Vancouver", province: "BC", neighbourhood: "Coal Harbour" },
  location: { lat: 49.28917, lng: -123.12694 },
  landlord: { name: "Harbourview Properties Ltd.", verified: true, responseRate: 0.98 },
  leaseTerm: "12 months",
  availableDate: "2026-12-01",
};

export const HELD_OUT_6_WEST: ListingPage[] = [
  {
    name: "h6-engelvoelkers-house-kelowna",
    site: "engelvoelkers.com",
    set: "held-out-6",
    traps: "an E&V exposé: no street, only 'Canada, British Columbia, Kelowna, Lower Mission'; price as 'CAD 2,195,000'; the site's 'E&V ID W-04E1QH' beside 'MLS® 10312345'; 'Living area approx.' and 'Land area approx.' in sq ft; the advisor card with the shop's street, city and postal code; the publisher Organization in Hamburg; other exposés with their prices",
    pageUrl: "https://www.engelvoelkers.com/en-ca/exposes/modern-family-home-steps-from-the-beach-4d7c1e2a/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>Modern family home steps from the beach - Kelowna, Lower Mission | Engel &amp; Völkers</title>
<meta name="description" content="Single-family house for sale in Kelowna, Lower Mission: 4 bedrooms, 3 bathrooms, approx. 3,240 sq ft of living area. Engel &amp; Völkers Okanagan.">
<meta property="og:title" content="Modern family home steps from the beach">
<meta property="og:image" content="https://uploadcare.ev.example/4d7c1e2a/hero.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Engel & Völkers", url: "https://www.engelvoelkers.com", address: { "@type": "PostalAddress", streetAddress: "Hafenkai 12", addressLocality: "Hamburg", postalCode: "20457", addressCountry: "DE" } })}
</head><body>
<header class="ev-header"><a class="ev-logo" href="/en-ca/">Engel &amp; Völkers</a><nav><a href="/en-ca/search/?businessArea=residential">Buy</a><a href="/en-ca/sell/">Sell</a><a href="/en-ca/shops/">Find a shop</a></nav></header>
<main class="ev-exposee">
<div class="ev-exposee-gallery"><img src="https://uploadcare.ev.example/4d7c1e2a/1.jpg" alt="Front view"></div>
<div class="ev-exposee-content">
<h1 class="ev-exposee-title">Modern family home steps from the beach</h1>
<div class="ev-exposee-subtitle">Canada, British Columbia, Kelowna, Lower Mission</div>
<div class="ev-key-facts">
<div class="ev-key-fact"><span class="ev-key-fact-value">CAD 2,195,000</span><span class="ev-key-fact-title">Price</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-value">4</span><span class="ev-key-fact-title">Bedrooms</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-value">3</span><span class="ev-key-fact-title">Bathrooms</span></div>
<div class="ev-key-fact"><span class="ev-key-fact-value">approx. 3,240 sq ft</span><span class="ev-key-fact-title">Living area</span></div>
</div>
<ul class="ev-exposee-detail-facts">
<li><span class="ev-exposee-detail-fact-label">E&amp;V ID</span><span class="ev-exposee-detail-fact-value">W-04E1QH</span></li>
<li><span class="ev-exposee-detail-fact-label">MLS®</span><span class="ev-exposee-detail-fact-value">10312345</span></li>
<li><span class="ev-exposee-detail-fact-label">Property type</span><span class="ev-exposee-detail-fact-value">Single-family house</span></li>
<li><span class="ev-exposee-detail-fact-label">Land area approx.</span><span class="ev-exposee-detail-fact-value">13,504 sq ft</span></li>
<li><span class="ev-exposee-detail-fact-label">Living area approx.</span><span class="ev-exposee-detail-fact-value">3,240 sq ft</span></li>
<li><span class="ev-exposee-detail-fact-label">Year of construction</span><span class="ev-exposee-detail-fact-value">2008</span></li>
<li><span class="ev-exposee-detail-fact-label">Condition</span><span class="ev-exposee-detail-fact-value">Modernised (2021)</span></li>
<li><span class="ev-exposee-detail-fact-label">Heating</span><span class="ev-exposee-detail-fact-value">Forced air, natural gas</span></li>
</ul>
<section class="ev-exposee-text"><h2>Property description</h2><p class="ev-exposee-text">Set on a quiet cul-de-sac in the Lower Mission, this two-storey family home is a five-minute walk from the lake and the beach. The main floor opens to a chef's kitchen and a covered patio; three bedrooms upstairs and a fourth with its own bathroom on the lower level. Triple garage, irrigated gardens, room for a pool.</p></section>
<section class="ev-exposee-location"><h2>Location</h2><p>Lower Mission is one of Kelowna's most sought-after neighbourhoods, with beaches, schools and the H2O Centre nearby. Downtown is 15 minutes away and the airport 25.</p></section>
</div>
<aside class="ev-contact">
<h3>Your Engel &amp; Völkers advisor for this property</h3>
<div class="ev-contact-name">Sophie Brandt</div>
<div class="ev-contact-title">Private Office Advisor, Personal Real Estate Corporation</div>
<div class="ev-shop-name">Engel &amp; Völkers Okanagan</div>
<div class="ev-shop-address">101 - 3313 Lakeshore Road<br>Kelowna, BC V1W 3S9</div>
<div class="ev-contact-phone">+1 250-555-0170</div>
</aside>
<section class="ev-similar"><h2>Similar properties</h2>
<div class="ev-teaser"><div class="ev-value">CAD 1,649,000</div><div class="ev-teaser-subtitle">Kelowna, Upper Mission</div><div class="ev-teaser-attributes"><div>4 Bedrooms</div><div>approx. 2,910 sq ft</div></div></div>
<div class="ev-teaser"><div class="ev-value">CAD 3,450,000</div><div class="ev-teaser-subtitle">Kelowna, Lakeshore</div><div class="ev-teaser-attributes"><div>5 Bedrooms</div><div>approx. 4,120 sq ft</div></div></div>
</section>
</main>
<footer class="ev-footer"><p>© 2026 Engel &amp; Völkers. Each brokerage is independently owned and operated. Engel &amp; Völkers Canada, 1200 - 1055 West Hastings Street, Vancouver, BC V6E 2E9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2195000 },
      propertyKind: "house",
      city: "Kelowna",
      province: "BC",
      neighbourhood: "Lower Mission",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 3240,
      lot: { value: 13504, unit: "ft2" },
      yearBuilt: 2008,
      mlsNumber: "10312345",
      listingAgentName: "Sophie Brandt",
      brokerageName: "Engel & Völkers Okanagan",
    },
  },
  {
    name: "h6-livrent-apartment-vancouver",
    site: "liv.rent",
    set: "held-out-6",
    traps: "an apartment for rent: '$2,650 / month' with a deposit and a pet deposit of $1,325 each; '1 Bed + Den' (the den is no bedroom); a Next.js state with bedroomCount and denCount; 'Listed by Harbourview Properties Ltd.' (a verified landlord, not a brokerage); the lease term and availability date; similar rentals with their rents",
    pageUrl: "https://liv.rent/rental-listings/detail/vancouver/apartment/1-bed-den-coal-harbour/45123",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1 Bed + Den Apartment for Rent at 1288 West Georgia Street, Vancouver | liv.rent</title>
<meta name="description" content="Bright 1 bed + den with water views in Coal Harbour, Vancouver. $2,650/month. Apply online with liv.rent.">
<meta property="og:title" content="$2,650 · 1 Bed + Den Apartment in Coal Harbour, Vancouver">
<meta property="og:image" content="https://cdn.liv.example/listings/45123/cover.jpg">
</head><body>
<div id="__next">
<header class="Header_root"><a href="/">liv.rent</a><nav><a href="/rental-listings/city/vancouver">Rentals in Vancouver</a><a href="/landlords">For landlords</a></nav></header>
<main class="ListingDetail_root">
<section class="ListingDetail_summary">
<h1 class="ListingDetail_title">Bright 1 bed + den with water views</h1>
<div class="ListingDetail_address">1288 West Georgia Street, Coal Harbour, Vancouver, BC</div>
<div class="ListingDetail_price">$2,650 <span>/ month</span></div>
<ul class="ListingDetail_features">
<li>1 Bed + Den</li>
<li>1 Bath</li>
<li>640 ft²</li>
<li>Apartment</li>
<li>Unfurnished</li>
</ul>
</section>
<section class="ListingDetail_details"><h2>Rental details</h2>
<dl>
<dt>Deposit</dt><dd>$1,325</dd>
<dt>Pet deposit</dt><dd>$1,325</dd>
<dt>Lease term</dt><dd>12 months</dd>
<dt>Available</dt><dd>Dec 1, 2026</dd>
<dt>Year built</dt><dd>2001</dd>
<dt>Utilities</dt><dd>Heat and hot water included</dd>
</dl>
</section>
<section class="ListingDetail_description"><h2>About this home</h2><p>Corner suite on the 18th floor with views of the harbour and the North Shore mountains. The den fits a desk or a guest bed. One parking stall and one storage locker; gym and concierge in the building. Sorry, no smoking.</p></section>
<aside class="LandlordCard_root"><div class="LandlordCard_label">Listed by</div><div class="LandlordCard_name">Harbourview Properties Ltd.</div><div class="LandlordCard_badge">Verified landlord · Responds within a day</div></aside>
<section class="SimilarListings_root"><h2>Similar rentals nearby</h2>
<div class="ListingCard"><div class="ListingCard_price">$2,400 / month</div><div>1 Bed · 1 Bath · 560 ft²</div><div>West End, Vancouver</div></div>
<div class="ListingCard"><div class="ListingCard_price">$3,450 / month</div><div>2 Beds · 2 Baths · 910 ft²</div><div>Coal Harbour, Vancouver</div></div>
</section>
</main>
<footer class="Footer_root"><p>© 2026 liv.rent · Vancouver, BC. liv.rent is a rental platform, not a real estate brokerage.</p></footer>
</div>
${nextData({ props: { pageProps: { listing: livListing, similar: [{ id: 45007, price: 2400, bedroomCount: 1 }, { id: 44981, price: 3450, bedroomCount: 2 }] } }, page: "/rental-listings/detail/[city]/[type]/[slug]/[id]" })}
</body></html>`,
    expected: {
      price: { amount: 2650, period: "month" },
      propertyKind: "condo",
      street: "1288 West Georgia Street",
      city: "Vancouver",
      province: "BC",
      neighbourhood: "Coal Harbour",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 640,
      yearBuilt: 2001,
      geo: { lat: 49.28917, lng: -123.12694 },
    },
  },
  {
    name: "h6-padmapper-apartment-winnipeg",
    site: "padmapper.com",
    set: "held-out-6",
    traps: "an apartment for rent in a building: a building JSON-LD (ApartmentComplex) with an AggregateOffer '$1,495–$2,375' over all units, and the unit's '$1,895/mo'; schema.org numberOfRooms 4 beside numberOfBedrooms 2; other units in the building with their rents and beds; 'Crescentwood Property Management' as the lister; a preloaded state with the unit",
    pageUrl: "https://www.padmapper.com/apartments/winnipeg-mb/crescentwood/455-wellington-crescent/p8412376",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>455 Wellington Crescent, Winnipeg, MB R3M 0A1 - 2 Bedroom Apartment for Rent | PadMapper</title>
<meta name="description" content="2 bed, 1 bath apartment for rent at 455 Wellington Crescent, Winnipeg, MB for $1,895/month. View photos, floor plans and amenities.">
<meta property="og:title" content="455 Wellington Crescent - 2 Bed Apartment for Rent in Crescentwood, Winnipeg">
${ld({
  "@context": "https://schema.org",
  "@type": "ApartmentComplex",
  name: "The Wellington",
  address: { "@type": "PostalAddress", streetAddress: "455 Wellington Crescent", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3M 0A1", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 49.87194, longitude: -97.15762 },
  numberOfAccommodationUnits: 48,
  offers: { "@type": "AggregateOffer", lowPrice: 1495, highPrice: 2375, priceCurrency: "CAD", offerCount: 4 },
})}
${ld({
  "@context": "https://schema.org",
  "@type": "Apartment",
  name: "2 Bedroom at 455 Wellington Crescent",
  numberOfRooms: 4,
  numberOfBedrooms: 2,
  numberOfBathroomsTotal: 1,
  floorSize: { "@type": "QuantitativeValue", value: 870, unitCode: "FTK" },
})}
</head><body>
<header class="Header"><a href="/">PadMapper</a><nav><a href="/apartments/winnipeg-mb">Winnipeg apartments</a></nav></header>
<main class="FullDetail">
<div class="FullDetail_price">$1,895<span>/mo</span></div>
<h1 class="FullDetail_address">455 Wellington Crescent</h1>
<div class="FullDetail_cityState">Crescentwood, Winnipeg, MB R3M 0A1</div>
<ul class="FullDetail_summary"><li>2 Beds</li><li>1 Bath</li><li>870 sqft</li><li>Apartment</li></ul>
<section class="FullDetail_building"><h2>Building details</h2>
<div class="Row"><span class="Row_label">Building</span><span class="Row_value">The Wellington</span></div>
<div class="Row"><span class="Row_label">Units</span><span class="Row_value">48</span></div>
<div class="Row"><span class="Row_label">Year built</span><span class="Row_value">1962</span></div>
<div class="Row"><span class="Row_label">Laundry</span><span class="Row_value">Shared, on each floor</span></div>
<div class="Row"><span class="Row_label">Parking</span><span class="Row_value">Plug-in stalls, $45/mo</span></div>
<div class="Row"><span class="Row_label">Pets</span><span class="Row_value">Cats OK</span></div>
</section>
<section class="FullDetail_description"><h2>Description</h2><p>Renovated two-bedroom on the third floor of a quiet concrete building facing the Assiniboine. Hardwood floors, new kitchen, heat and water included. Walk to Osborne Village and the Academy Road shops.</p></section>
<section class="OtherUnits"><h2>Other units in this building</h2>
<table><tr><th>Unit</th><th>Beds</th><th>Baths</th><th>Rent</th></tr>
<tr><td>Bachelor</td><td>Studio</td><td>1</td><td>$1,495/mo</td></tr>
<tr><td>1 Bedroom</td><td>1</td><td>1</td><td>$1,650/mo</td></tr>
<tr><td>3 Bedroom</td><td>3</td><td>1.5</td><td>$2,375/mo</td></tr></table>
</section>
<aside class="ListedBy"><span class="ListedBy_label">Listed by</span> <span class="ListedBy_name">Crescentwood Property Management</span></aside>
</main>
<footer><p>© 2026 PadMapper, a Zumper company. Listing information is provided by the lister.</p></footer>
<script>window.__PRELOADED_STATE__ = ${JSON.stringify({ listing: { listing_id: 8412376, price: 1895, bedrooms: 2, bathrooms: 1, square_feet: 870, address: "455 Wellington Crescent", city: "Winnipeg", state: "MB", zipcode: "R3M 0A1", neighborhood_name: "Crescentwood", lat: 49.87194, lng: -97.15762, building_name: "The Wellington", year_built: 1962, lister: { name: "Crescentwood Property Management", type: "property_manager" } }, building: { min_price: 1495, max_price: 2375, units: 48 } })};</script>
</body></html>`,
    expected: {
      price: { amount: 1895, period: "month" },
      propertyKind: "condo",
      street: "455 Wellington Crescent",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3M 0A1",
      neighbourhood: "Crescentwood",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 870,
      yearBuilt: 1962,
      geo: { lat: 49.87194, lng: -97.15762 },
    },
  },
];
