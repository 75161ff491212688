/**
 * Forty-first held-out corpus, Ontario: a REALTOR.ca house in Ottawa's Kanata, a Zolo condo in Toronto's Mimico, a
 * HouseSigma semi in Brampton and a Condos.ca lease near Bay Street, Toronto.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_41_ONTARIO: ListingPage[] = [
  {
    name: "ho41-realtorca-house-kanata",
    site: "realtor.ca",
    set: "held-out-41",
    traps: "facts mostly in a JSON-LD @graph (residence, offer, two agents, the brokerage, CREA as organization, a breadcrumb, an FAQ) and a preloaded-state blob; 'Bathrooms (Total) 3' with 'Partial Bathrooms 1'; '3+1' beds; a 2000 - 2499 sqft range; 40 x 110 ft land size; the site's property id in the URL beside the MLS® number; taxes; the office's Kanata address; nearby listings' prices in the state blob",
    pageUrl: "https://www.realtor.ca/real-estate/28911234/63-tamarack-hollow-crescent-ottawa-9004-kanata-bridlewood",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>63 Tamarack Hollow Crescent, Ottawa, Ontario K2M 0R4 - 4 beds 3 baths - For sale | REALTOR.ca</title>
<meta property="og:title" content="For sale: 63 Tamarack Hollow Crescent, Ottawa">
<meta property="og:description" content="$849,900 · 4 beds · 3 baths · Single Family">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638900001/reb76/highres/3/x12419863_1.jpg">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="63 Tamarack Hollow Crescent, Ottawa">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": ["SingleFamilyResidence", "Product"], "@id": "#listing", name: "63 Tamarack Hollow Crescent", url: "https://www.realtor.ca/real-estate/28911234/63-tamarack-hollow-crescent-ottawa-9004-kanata-bridlewood", sku: "X12419863", address: { "@type": "PostalAddress", streetAddress: "63 Tamarack Hollow Crescent", addressLocality: "Ottawa", addressRegion: "Ontario", postalCode: "K2M 0R4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.29876, longitude: -75.91234 }, offers: { "@type": "Offer", price: 849900, priceCurrency: "CAD", availability: "https://schema.org/InStock", offeredBy: { "@id": "#agent-1" } } },
  { "@type": "RealEstateAgent", "@id": "#agent-1", name: "Danielle Mercier", jobTitle: "Salesperson", telephone: "613-555-0147", worksFor: { "@id": "#office" } },
  { "@type": "RealEstateAgent", "@id": "#agent-2", name: "Owen Whitfield", jobTitle: "Broker", telephone: "613-555-0190", worksFor: { "@id": "#office" } },
  { "@type": "Organization", "@id": "#office", name: "Lakeridge Capital Realty Inc., Brokerage", address: { "@type": "PostalAddress", streetAddress: "300 March Rd, Suite 210", addressLocality: "Kanata", addressRegion: "ON", postalCode: "K2K 2E2" } },
  { "@type": "Organization", "@id": "https://www.realtor.ca/#org", name: "REALTOR.ca", parentOrganization: "The Canadian Real Estate Association", address: { "@type": "PostalAddress", streetAddress: "200 Catherine St, 6th Floor", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 2K9" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Ontario", item: "https://www.realtor.ca/on" }, { "@type": "ListItem", position: 2, name: "Ottawa", item: "https://www.realtor.ca/on/ottawa/real-estate" }, { "@type": "ListItem", position: 3, name: "Kanata" }] },
  { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "What are the property taxes for 63 Tamarack Hollow Crescent?", acceptedAnswer: { "@type": "Answer", text: "The annual property taxes are $5,812 (2025)." } }, { "@type": "Question", name: "How many bedrooms does it have?", acceptedAnswer: { "@type": "Answer", text: "It has 3 bedrooms above grade and 1 below grade." } }] },
] })}
</head><body>
<header class="site-header"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/sign-in">Sign in</a></nav></header>
<main id="listingDetails" data-property-id="28911234">
<div class="badges"><span class="badge new">New</span><span class="badge oh">Open House: Sat 2:00 PM - 4:00 PM</span></div>
<h1 id="listingAddress">63 Tamarack Hollow Crescent<br>Ottawa, Ontario K2M 0R4</h1>
<div id="listingPriceValue">$849,900</div>
<div id="MlsNumber" class="listingDetailsMlsNumber">MLS® Number: X12419863</div>
<div class="listingIconNum"><span>4</span> <span class="label">Bedrooms</span> <span>3</span> <span class="label">Bathrooms</span></div>
<section id="propertyDescriptionCon"><h2>Listing Description</h2><p>Bright two-storey on a quiet crescent backing onto a treed walking path. Main floor with den, hardwood throughout, an open kitchen with quartz island. Primary suite with walk-in closet and ensuite; two further bedrooms up. The finished lower level adds a fourth bedroom, a rec room and a full bath. Walk to Bridlewood schools and the Trans Canada Trail.</p></section>
<section id="propertyDetailsSectionContentSubCon_Building">
<div class="propertyDetailsSectionContentSubCon"><div class="label">Bathrooms (Total)</div><div class="value">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Partial Bathrooms</div><div class="value">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Bedrooms Above Ground</div><div class="value">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Bedrooms Below Ground</div><div class="value">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Size Interior</div><div class="value">2000 - 2499 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Age Of Building</div><div class="value">16 to 30 years</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Land Size</div><div class="value">40 x 110 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Community Name</div><div class="value">Bridlewood</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="label">Annual Property Taxes</div><div class="value">$5,812</div></div>
</section>
<div id="listingMap" class="map" data-lat="45.29876" data-lng="-75.91234" data-zoom="15"></div>
<section id="realtorCardCon"><div class="realtorCard"><span class="realtorCardName">Danielle Mercier</span><span class="realtorCardTitle">Salesperson</span></div><div class="realtorCard"><span class="realtorCardName">Owen Whitfield</span><span class="realtorCardTitle">Broker</span></div><div class="officeCard"><span class="officeCardName">Lakeridge Capital Realty Inc., Brokerage</span><span class="officeCardAddress">300 March Rd, Suite 210, Kanata, Ontario K2K 2E2</span></div></section>
</main>
<script>window.__PRELOADED_STATE__=${JSON.stringify({ listing: { Id: "28911234", MlsNumber: "X12419863", Property: { Price: "$849,900", Address: { AddressText: "63 Tamarack Hollow Crescent|Ottawa, Ontario K2M 0R4", Latitude: "45.29876", Longitude: "-75.91234" }, Type: "Single Family" }, Building: { BathroomTotal: "3", HalfBathTotal: "1", Bedrooms: "3 + 1", SizeInterior: "2000 - 2499 sqft" }, Land: { SizeTotalText: "40 x 110 FT" } }, nearby: [{ Id: "28897012", Price: "$774,500", Address: "118 Stonecroft Terrace" }, { Id: "28904455", Price: "$1,025,000", Address: "9 Ashbourne Way" }] })};</script>
<footer><p>REALTOR.ca · The Canadian Real Estate Association, 200 Catherine St, 6th Floor, Ottawa, ON K2P 2K9. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 849900, currency: "CAD" },
      propertyKind: "house",
      street: "63 Tamarack Hollow Crescent",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2M 0R4",
      neighbourhood: "Bridlewood",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2000,
      lot: { value: 4400, unit: "ft2" },
      mlsNumber: "X12419863",
      listingAgentName: "Danielle Mercier",
      brokerageName: "Lakeridge Capital Realty Inc., Brokerage",
      geo: { lat: 45.29876, lng: -75.91234 },
    },
  },
  {
    name: "ho41-zolo-condo-mimico",
    site: "zolo.ca",
    set: "held-out-41",
    traps: "facts in a window.__INITIAL_STATE__ blob and Open Graph tags; a 'Zolo Estimate' and sold units in the building beside the list price; maintenance fees and taxes; an '800-899' sqft range; the building's year built; Etobicoke's Mimico as the neighbourhood of Toronto; the brokerage named without an agent; the site's own listing id",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/2371-lake-shore-boulevard-w/1709",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1709-2371 Lake Shore Blvd W, Toronto — For Sale @ $679,000 | Zolo.ca</title>
<meta name="description" content="2 bed, 2 bath condo apartment at 1709-2371 Lake Shore Blvd W, Toronto. MLS® W12367418.">
<meta property="og:title" content="1709-2371 Lake Shore Blvd W, Toronto"><meta property="og:type" content="website">
<meta property="og:description" content="$679,000 · 2 bd · 2 ba · Mimico">
<meta property="og:image" content="https://photos.zolo.ca/1709-2371-lake-shore-boulevard-w-toronto-W12367418-1.jpg">
</head><body>
<header class="header"><a href="/" class="logo">Zolo</a><nav><a href="/toronto-real-estate">Toronto</a><a href="/toronto-real-estate/sold">Sold</a><a href="/home-value">Home Value</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing" data-listing-id="z-9918273">
<div class="badges"><span class="badge">Price Change</span><span class="badge">Lake View</span></div>
<h1 class="address">1709-2371 Lake Shore Blvd W</h1>
<div class="area">Mimico, Toronto, ON M8V 0C9</div>
<div class="price"><span class="listing-price">$679,000</span><span class="was">was $699,000</span></div>
<div class="estimate">Zolo Estimate: $661,400</div>
<section class="description"><h2>About this condo</h2><p>South-east corner suite with a wraparound balcony and lake views from both bedrooms. Split layout, wide-plank floors, a kitchen with integrated appliances. One parking space and one locker included. Steps to the Mimico waterfront trail and the GO station.</p></section>
<section class="building"><h3>Building</h3><dl><dt>Maintenance Fees</dt><dd>$688 / month</dd><dt>Taxes</dt><dd>$2,941 (2025)</dd><dt>Built</dt><dd>2016</dd><dt>Storeys</dt><dd>36</dd></dl></section>
<section class="sold-in-building"><h3>Recently sold in this building</h3><ul><li>1204 · 2 bd · Sold $642,000 · Sep 2025</li><li>2908 · 1 bd · Sold $518,500 · Aug 2025</li></ul></section>
<div class="map" data-lat="43.61452" data-lng="-79.48911"></div>
<p class="listed-by">Listed by Harbourline Realty Inc., Brokerage</p>
</main>
<script>window.__INITIAL_STATE__=${JSON.stringify({ listing: { zoloId: "z-9918273", mls: "W12367418", price: 679000, previousPrice: 699000, estimate: 661400, address: { unit: "1709", street: "2371 Lake Shore Blvd W", city: "Toronto", province: "ON", postal: "M8V 0C9", neighbourhood: "Mimico" }, beds: 2, baths: 2, sqftRange: "800-899", type: "Condo Apt", buildingYearBuilt: 2016, maintenance: 688, lat: 43.61452, lng: -79.48911, brokerage: "Harbourline Realty Inc., Brokerage" }, similar: [{ zoloId: "z-9920011", address: "2205-2363 Lake Shore Blvd W", price: 598000, beds: 1 }, { zoloId: "z-9917304", address: "803-68 Parkview Quay", price: 744900, beds: 2 }] })};</script>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2. The data relating to real estate on this website comes in part from the MLS® System of the Toronto Regional Real Estate Board.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 679000, currency: "CAD" },
      propertyKind: "condo",
      street: "1709-2371 Lake Shore Blvd W",
      city: "Toronto",
      province: "ON",
      postalCode: "M8V 0C9",
      neighbourhood: "Mimico",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2016,
      mlsNumber: "W12367418",
      brokerageName: "Harbourline Realty Inc., Brokerage",
      geo: { lat: 43.61452, lng: -79.48911 },
    },
  },
  {
    name: "ho41-housesigma-semi-brampton",
    site: "housesigma.com",
    set: "held-out-41",
    traps: "facts in a window.__NUXT__ state blob; a 'SigmaEstimate' and this home's own 2019 sold price beside the list price; '3+1' bedrooms; 'Washrooms 4' broken down as 2pc x1, 3pc x1, 4pc x2; a 1500-2000 sqft range; '30 x 90 Feet' lot; an approximate age, no year; the listing brokerage without an agent; taxes; comparable sold homes",
    pageUrl: "https://housesigma.com/on/brampton-real-estate/58-sandpiper-ridge-rd/home/Xr4pQ2mLk7aBv9wE/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>58 Sandpiper Ridge Rd, Brampton, ON L7A 4K2 | W12391055 | HouseSigma</title>
<meta property="og:title" content="58 Sandpiper Ridge Rd, Brampton - Listed $949,000">
<meta property="og:description" content="Semi-Detached · 3+1 Bedrooms · 4 Washrooms · Northwest Brampton">
<meta name="twitter:title" content="58 Sandpiper Ridge Rd, Brampton">
</head><body>
<div id="__nuxt">
<header class="hs-header"><a href="/" class="logo">HouseSigma</a><nav><a href="/on/map">Map</a><a href="/on/market">Market Trends</a><a href="/agents">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-page" data-id-listing="Xr4pQ2mLk7aBv9wE">
<div class="tags"><span class="tag">For Sale</span><span class="tag">6 days on market</span></div>
<h1>58 Sandpiper Ridge Rd</h1>
<p class="community">Northwest Brampton · Brampton · ON L7A 4K2</p>
<div class="price-box"><div>Listed: <b>$949,000</b></div><div class="estimate">SigmaEstimate: $962,000</div></div>
<section class="remarks"><h2>Description</h2><p>Freehold semi on a family street with a separate side entrance to a finished basement with one bedroom and a 3-piece bath. Nine-foot ceilings on the main, oak stairs, a kitchen with a walk-out to a fenced yard. Close to Mount Pleasant GO.</p></section>
<section class="key-facts"><h3>Key Facts</h3>
<div class="row"><span class="label">Property Type</span><span class="value">Semi-Detached</span></div>
<div class="row"><span class="label">Bedrooms</span><span class="value">3+1</span></div>
<div class="row"><span class="label">Washrooms</span><span class="value">4 (2pc x1, 3pc x1, 4pc x2)</span></div>
<div class="row"><span class="label">Size</span><span class="value">1500-2000 feet²</span></div>
<div class="row"><span class="label">Lot Size</span><span class="value">30 x 90 Feet</span></div>
<div class="row"><span class="label">Approximate Age</span><span class="value">6-15</span></div>
<div class="row"><span class="label">Tax</span><span class="value">$5,640 / 2025</span></div>
<div class="row"><span class="label">Listing #</span><span class="value">W12391055</span></div>
<div class="row"><span class="label">Listing Brokerage</span><span class="value">Peel Crest Realty Inc.</span></div>
</section>
<section class="history"><h3>Listing History</h3><table><tr><td>2019-06-14</td><td>Sold</td><td>$701,000</td></tr><tr><td>2019-05-30</td><td>Listed</td><td>$719,900</td></tr></table></section>
<section class="comparables"><h3>Sold Comparables</h3><div class="card">44 Heron Bay Rd · Semi · Sold $921,000</div><div class="card">9 Plover Glen Ave · Semi · Sold $968,500</div></section>
</main>
</div>
<script>window.__NUXT__=${JSON.stringify({ data: [{ house: { id_listing: "Xr4pQ2mLk7aBv9wE", ml_num: "W12391055", price: 949000, estimate_price: 962000, address: "58 Sandpiper Ridge Rd", municipality: "Brampton", community: "Northwest Brampton", province: "ON", zip: "L7A 4K2", house_type: "Semi-Detached", bedroom: 3, bedroom_plus: 1, washroom: 4, sqft: "1500-2000", lot: { front: 30, depth: 90, unit: "Feet" }, map: { lat: 43.71038, lon: -79.83117 }, brokerage: "Peel Crest Realty Inc." } }] })};</script>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4. Listing data © Toronto Regional Real Estate Board.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 949000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "58 Sandpiper Ridge Rd",
      city: "Brampton",
      province: "ON",
      postalCode: "L7A 4K2",
      neighbourhood: "Northwest Brampton",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 2700, unit: "ft2" },
      mlsNumber: "W12391055",
      brokerageName: "Peel Crest Realty Inc.",
      geo: { lat: 43.71038, lng: -79.83117 },
    },
  },
  {
    name: "ho41-condosca-lease-baystcorridor",
    site: "condos.ca",
    set: "held-out-41",
    traps: "a lease whose facts sit in __NEXT_DATA__ (listing, building, other units for sale and rent); the rent per month beside the building's average rent and a sold unit's price; a '700-799' sqft range; the building's name and year built; Bay St. Corridor as the neighbourhood; agent and brokerage in the state and a card; the site's own listing id",
    pageUrl: "https://condos.ca/toronto/the-grosvenor-residences-55-grosvenor-cres/unit-1907-C12402219",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The Grosvenor Residences - 1907-55 Grosvenor Cres For Rent | Condos.ca</title>
<meta property="og:title" content="1907-55 Grosvenor Cres - For Rent $3,150/mo">
<meta property="og:description" content="2 beds · 2 baths · 700-799 sqft · Bay St. Corridor, Toronto">
<meta name="twitter:card" content="summary">
</head><body>
<div id="__next">
<header><a href="/" class="logo">Condos.ca</a><nav><a href="/toronto/condos-for-sale">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/toronto/buildings">Buildings</a><a href="/join">Join</a></nav></header>
<main>
<div class="badges"><span>For Rent</span><span>Furnished: No</span><span>Available Jan 1</span></div>
<h1>1907-55 Grosvenor Cres</h1>
<p class="sub">The Grosvenor Residences · Bay St. Corridor, Toronto</p>
<p class="price">$3,150<span>/mo</span></p>
<p class="note">Avg. 2 bed rent in this building: $2,980/mo</p>
<section><h2>Description</h2><p>Corner two-bedroom, two-bath suite with a split plan and north-west views over Queen's Park. Floor-to-ceiling windows, a galley kitchen with built-in appliances and an ensuite laundry. One locker; no parking. Tenant pays hydro. Walk to Wellesley station and the university.</p></section>
<section class="building-card"><h3>The Grosvenor Residences</h3><p>55 Grosvenor Cres · 41 storeys · 2019</p><p>Last sold: 2 bed, 2 bath · $812,000 (Oct 2025)</p></section>
<div class="agent-card"><p class="agent">Priya Raman</p><p class="title">Sales Representative</p><p class="brokerage">Queenside Realty Ltd., Brokerage</p></div>
<section class="others"><h3>Other units in this building</h3><div>2403 · 1 bd · For Sale $629,900</div><div>812 · 1+1 bd · For Rent $2,550/mo</div></section>
</main>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: 5512098, mls_number: "C12402219", type: "lease", price: 3150, unit: "1907", address: "55 Grosvenor Cres", city: "Toronto", province: "ON", postal_code: "M5S 0A4", neighbourhood: "Bay St. Corridor", bedrooms: 2, bathrooms: 2, sqft_range: "700-799", latitude: 43.66381, longitude: -79.38742, agent: { name: "Priya Raman" }, brokerage: { name: "Queenside Realty Ltd., Brokerage" } }, building: { id: 18733, name: "The Grosvenor Residences", year_built: 2019, avg_rent_2bed: 2980, last_sold: 812000 }, otherListings: [{ id: 5509911, unit: "2403", price: 629900, type: "sale" }, { id: 5510876, unit: "812", price: 2550, type: "lease" }] } }, page: "/[city]/[building]/[unit]" })}</script>
<footer><p>Condos.ca · Bay Street Realty Group Inc., Brokerage, 1 Dundas St W, Suite 2500, Toronto, ON M5G 1Z3. MLS® data © Toronto Regional Real Estate Board.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 3150, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1907-55 Grosvenor Cres",
      city: "Toronto",
      province: "ON",
      postalCode: "M5S 0A4",
      neighbourhood: "Bay St. Corridor",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      yearBuilt: 2019,
      mlsNumber: "C12402219",
      listingAgentName: "Priya Raman",
      brokerageName: "Queenside Realty Ltd., Brokerage",
      geo: { lat: 43.66381, lng: -79.38742 },
    },
  },
];
