/** Tuned pages of English-Canadian sites, modelled on their real structure and traps. */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const state = (name: string, value: unknown): string => `<script>window.${name} = ${JSON.stringify(value)};</script>`;
const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const CANADA_PAGES: ListingPage[] = [
  {
    name: "realtor-ca-house-en",
    site: "realtor.ca",
    set: "tuned",
    traps: "internal id as JSON-LD sku; digits-only MLS® number; address split by <br>; CREA legal footer; 3 + 1 bedrooms",
    pageUrl: "https://www.realtor.ca/real-estate/27012345/1510-dunbar-road-cambridge",
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>For sale: 1510 DUNBAR Road, Cambridge, Ontario N3H4P5 - 40612345 | REALTOR.ca</title>
<meta name="description" content="For sale: 1510 DUNBAR Road, Cambridge, Ontario N3H4P5 - 40612345. Welcome home to this detached family home on a quiet crescent...">
<meta property="og:title" content="1510 DUNBAR Road, Cambridge, Ontario N3H4P5">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638600000000/reb98/highres/5/40612345_1.jpg">
<meta property="place:location:latitude" content="43.3956"><meta property="place:location:longitude" content="-80.3123">
${ld({ "@context": "http://schema.org", "@type": ["Product", "RealEstateListing"], name: "1510 DUNBAR Road", sku: "27012345", image: "https://cdn.realtor.ca/listings/TS638600000000/reb98/highres/5/40612345_1.jpg", offers: { "@type": "Offer", price: "899900.00", priceCurrency: "CAD", availability: "http://schema.org/InStock" } })}
</head><body>
<header><nav><a href="/">Home</a><a href="/map">Map search</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">1510 DUNBAR Road<br><span>Cambridge, Ontario N3H4P5</span></h1>
<div id="listingPrice"><div id="listingPriceValue">$899,900</div></div>
<div id="MLNumberContainer"><span class="label">MLS® Number</span> <span id="MLNumberVal">40612345</span></div>
</div>
<div id="propertyDetailsSection">
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1800 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">50 x 132 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1989</div></div>
</div>
<div id="BedroomIcon"><div class="listingIconNum">3 + 1</div> Bedrooms</div>
<div id="BathroomIcon"><div class="listingIconNum">3</div> Bathrooms</div>
<div class="realtorCardDetails"><div class="realtorCardName">Daniel Okafor</div><div class="realtorCardTitle">Salesperson</div><div class="officeCardName">Grand River Homes Realty Inc., Brokerage</div></div>
<footer><p>REALTOR®, REALTORS®, and the REALTOR® logo are certification marks controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.</p><p>The trademarks MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA. Brokerage licences are held in each province.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 899900 },
      propertyKind: "house",
      street: "1510 Dunbar Road",
      city: "Cambridge",
      province: "ON",
      postalCode: "N3H 4P5",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3,
      squareFootage: 1800,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1989,
      mlsNumber: "40612345",
      listingAgentName: "Daniel Okafor",
      brokerageName: "Grand River Homes Realty Inc., Brokerage",
      geo: { lat: 43.3956, lng: -80.3123 },
    },
  },
  {
    name: "zolo-detached",
    site: "zolo.ca",
    set: "tuned",
    traps: "brokerage only in the footer ('in the Province of Ontario.'); similar listings; Organization address in JSON-LD",
    pageUrl: "https://www.zolo.ca/mississauga-real-estate/3905-lakeshore-road-west",
    html: `<!doctype html><html lang="en"><head><title>3905 Lakeshore Road West, Mississauga — For Sale @ $1,389,000 | Zolo.ca</title>
<meta property="og:title" content="3905 Lakeshore Road West, Mississauga">
<meta property="og:image" content="https://photos.zolo.ca/3905-lakeshore-road-west-mississauga-W12203456-1.jpg">
${ld({ "@context": "https://schema.org", "@graph": [{ "@type": "Organization", name: "Zolo Realty", url: "https://www.zolo.ca", address: { "@type": "PostalAddress", streetAddress: "2 Bloor St W", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4W 3E2" } }, { "@type": ["Product", "RealEstateListing"], name: "3905 Lakeshore Road West", sku: "W12203456", offers: { "@type": "Offer", price: "1389000.00", priceCurrency: "CAD" } }, { "@type": "SingleFamilyResidence", numberOfRooms: "4", address: { "@type": "PostalAddress", streetAddress: "3905 Lakeshore Road West", addressLocality: "Mississauga", addressRegion: "Ontario", postalCode: "L5L 1J4" }, geo: { "@type": "GeoCoordinates", latitude: "43.5089", longitude: "-79.6512" } }] })}
</head><body>
<section class="listing-location"><h1 class="address">3905 Lakeshore Road West</h1><div class="area">Lorne Park, Mississauga</div></section>
<section class="listing-price"><div class="price">$1,389,000</div></section>
<dl class="column-container key-facts">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Detached</dd></div>
<div class="column"><dt class="column-label">Bedrooms</dt><dd class="column-value">4</dd></div>
<div class="column"><dt class="column-label">Bathrooms</dt><dd class="column-value">4</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">2500-3000 sqft</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">60 x 125 Feet</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">1972</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">W12203456</dd></div>
</dl>
<section class="similar"><h2>Similar listings</h2><div class="card"><span class="price">$1,249,000</span> 4 bd 3 ba 2000-2500 sqft</div></section>
<footer>Zolo Realty, Brokerage. Licensed real estate brokerage in the Province of Ontario.</footer>
</body></html>`,
    expected: {
      price: { amount: 1389000 },
      propertyKind: "house",
      street: "3905 Lakeshore Road West",
      city: "Mississauga",
      neighbourhood: "Lorne Park",
      province: "ON",
      postalCode: "L5L 1J4",
      bedrooms: 4,
      bathrooms: 4,
      squareFootage: 2500,
      lot: { value: 7500, unit: "ft2" },
      yearBuilt: 1972,
      mlsNumber: "W12203456",
      geo: { lat: 43.5089, lng: -79.6512 },
    },
  },
  {
    name: "housesigma-condo",
    site: "housesigma.com",
    set: "tuned",
    traps: "Organization JSON-LD with the publisher's office address; SigmaEstimate and sold prices beside the list price; community as area",
    pageUrl: "https://housesigma.com/on/toronto-real-estate/88-harbour-st-4805/home/aBc12xYz/",
    html: `<!doctype html><html lang="en"><head><title>88 Harbour St #4805, Toronto, ON | For Sale | HouseSigma</title>
<meta property="og:title" content="88 Harbour St #4805, Toronto, ON - Waterfront Communities C1 | HouseSigma">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/456/C12345678.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "HouseSigma Inc.", url: "https://housesigma.com", address: { "@type": "PostalAddress", streetAddress: "15 Allstate Pkwy, Suite 629", addressLocality: "Markham", addressRegion: "ON", postalCode: "L3R 5B4", addressCountry: "CA" }, contactPoint: { "@type": "ContactPoint", telephone: "+1-647-360-2086" } })}
${state("__INITIAL_STATE__", { user: { loggedIn: false }, listing: { house: { id_listing: "aBc12xYz", ml_num: "C12345678", address: "88 Harbour St #4805", municipality_name: "Toronto", community_name: "Waterfront Communities C1", province: "ON", postal_code: "M5J0C3", house_type_name: "Condo Apt", price: 1199000, price_sold: null, bedroom_string: "2+1", washroom: 2, house_area: { estimate: 850, unit: "feet", text: "800-899" }, map: { lat: 43.6418, lon: -79.3801 }, brokerage_text: "Harbour Square Realty Inc., Brokerage" }, analytics: { estimate_price: 1236812, estimate_rent: 3900 }, listing_history: [{ price: 1150000, status: "Sold", date_end: "2019-06-01" }] } })}
</head><body>
<div class="hs-listing"><h1>88 Harbour St #4805</h1><p class="community">Waterfront Communities C1, Toronto</p>
<div class="price-area"><div class="listed"><span class="label">Listed:</span> <span class="price">$1,199,000</span></div><div class="estimate"><span class="label">SigmaEstimate:</span> <span class="price">$1,236,812</span></div></div>
<div class="history"><span>Sold 2019: $1,150,000</span></div>
<p class="brokerage">Listing Brokerage: Harbour Square Realty Inc., Brokerage</p></div>
<footer>HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4</footer>
</body></html>`,
    expected: {
      price: { amount: 1199000 },
      propertyKind: "condo",
      street: "88 Harbour St #4805",
      city: "Toronto",
      neighbourhood: "Waterfront Communities C1",
      province: "ON",
      postalCode: "M5J 0C3",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      // The state's house_area says "800-899" (the listing's range, read as its lower bound like every other range here)
      // beside HouseSigma's own estimate of 850; an estimate is not what the listing states (changed in the issue 18 check).
      squareFootage: 800,
      mlsNumber: "C12345678",
      brokerageName: "Harbour Square Realty Inc., Brokerage",
      geo: { lat: 43.6418, lng: -79.3801 },
    },
  },
  {
    name: "remax-townhouse-next",
    site: "remax.ca",
    set: "tuned",
    traps: "generic SingleFamilyResidence JSON-LD for a townhouse; listing in __NEXT_DATA__; lot as frontage x depth; half bath",
    pageUrl: "https://www.remax.ca/on/ottawa-real-estate/118-elgin-st-wp_id291234567-lst",
    html: `<!doctype html><html lang="en-CA"><head><title>118 Elgin St, Ottawa, ON K1P 5J2 | RE/MAX</title>
<meta property="og:title" content="118 Elgin St, Ottawa, ON K1P 5J2"><meta property="og:image" content="https://images.remax.ca/photos/291234567/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "118 Elgin St, Ottawa, ON K1P 5J2", address: { "@type": "PostalAddress", streetAddress: "118 Elgin St", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K1P 5J2", addressCountry: "CA" } })}
${nextData({ props: { pageProps: { listing: { listingId: "291234567", mlsNum: "X12098765", listPrice: 749900, beds: 3, bedsBelowGrade: 0, baths: 2.5, bathsFull: 2, bathsHalf: 1, sqFtSearch: 1650, lotSize: "20.01 x 101.71 Feet", propertyType: "Residential", dwellingType: "Townhouse", yearBuilt: 2004, lat: 45.4191, lng: -75.6937, agent: { name: "Marc Gagnon" }, office: { name: "RE/MAX Hallmark Realty Group", address: "610 Bronson Ave, Ottawa, ON K1S 4E6" } }, similarListings: [{ listPrice: 699000, beds: 3, baths: 2 }] } } })}
</head><body>
<h1>118 Elgin St</h1><p>Ottawa, ON K1P 5J2</p><div class="listing-price">$749,900</div>
<ul class="listing-summary"><li>3 Beds</li><li>2.5 Baths</li><li>1,650 Sq Ft</li></ul>
<div class="agent-card"><span>Listed by</span> <strong>Marc Gagnon</strong> RE/MAX Hallmark Realty Group</div>
<footer>RE/MAX, LLC. Each office independently owned and operated. Brokerage services in every province.</footer>
</body></html>`,
    expected: {
      price: { amount: 749900 },
      propertyKind: "townhouse",
      street: "118 Elgin St",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1P 5J2",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 2035, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "X12098765",
      listingAgentName: "Marc Gagnon",
      brokerageName: "RE/MAX Hallmark Realty Group",
      geo: { lat: 45.4191, lng: -75.6937 },
    },
  },
  {
    name: "royallepage-house",
    site: "royallepage.ca",
    set: "tuned",
    traps: "labelled list items; agent card; 'independently owned and operated' footer; acreage lot",
    pageUrl: "https://www.royallepage.ca/en/property/british-columbia/kelowna/4480-gordon-drive/23456789/mlsR10123456/",
    html: `<!doctype html><html lang="en"><head><title>4480 Gordon Drive, Kelowna, BC V1W 1S7 - R10123456 | Royal LePage</title>
<meta property="og:title" content="4480 Gordon Drive, Kelowna, British Columbia">
<meta property="og:image" content="https://rlp.ca/photos/23456789/1.jpg">
</head><body>
<nav><a href="/en/search/homes/">Homes for sale</a><a href="/en/search/condos/">Condos for sale</a></nav>
<div class="property-info"><h1 class="address-1">4480 Gordon Drive</h1><p class="address-2">Kelowna, British Columbia V1W 1S7</p>
<span class="price">$1,675,000</span></div>
<ul class="property-features">
<li><span class="label">Property Type:</span> Single Family</li>
<li><span class="label">Building Type:</span> House</li>
<li><span class="label">Bedrooms:</span> 5</li>
<li><span class="label">Bathrooms:</span> 3</li>
<li><span class="label">Floor Space:</span> 3,120 sq. ft.</li>
<li><span class="label">Lot Size:</span> 0.52 ac</li>
<li><span class="label">Year Built:</span> 1994</li>
<li><span class="label">MLS® #:</span> R10123456</li>
</ul>
<div class="agent-card"><p class="agent-name">Heather Lindqvist</p><p class="agent-office">Royal LePage Kelowna</p></div>
<footer>Royal LePage® Real Estate Services Ltd. Each office is independently owned and operated. Brokerage: see the agent's office.</footer>
</body></html>`,
    expected: {
      price: { amount: 1675000 },
      propertyKind: "house",
      street: "4480 Gordon Drive",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1W 1S7",
      bedrooms: 5,
      bathrooms: 3,
      squareFootage: 3120,
      lot: { value: 0.52, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "R10123456",
      listingAgentName: "Heather Lindqvist",
      brokerageName: "Royal LePage Kelowna",
    },
  },
  {
    name: "kijiji-rental",
    site: "kijiji.ca",
    set: "tuned",
    traps: "monthly rent; price in cents and bathrooms in tenths in the Apollo state; other ads' prices",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/calgary/2-bed-beltline-condo/1712345678",
    html: `<!doctype html><html lang="en-CA"><head><title>2 bed Beltline condo - available Dec 1 | Long Term Rentals | Calgary | Kijiji</title>
<meta property="og:title" content="2 bed Beltline condo - available Dec 1">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/bb/bb22/1.jpg">
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1712345678": { __typename: "RealEstateListing", id: "1712345678", title: "2 bed Beltline condo - available Dec 1", price: { __typename: "StandardAmountPrice", amount: 245000, type: "FIXED" }, location: { address: "1210 10 Ave SW, Calgary, AB T3C 0J3", coordinates: { latitude: 51.0437, longitude: -114.0906 } }, attributes: { all: [{ canonicalName: "unittype", canonicalValues: ["condo"] }, { canonicalName: "numberbedrooms", canonicalValues: ["2"] }, { canonicalName: "numberbathrooms", canonicalValues: ["10"] }, { canonicalName: "areainfeet", canonicalValues: ["850"] }, { canonicalName: "agreementtype", canonicalValues: ["one-year"] }] } }, "RealEstateListing:1712300000": { __typename: "RealEstateListing", id: "1712300000", title: "Studio downtown", price: { amount: 149500, type: "FIXED" } } } } } })}
</head><body>
<h1>2 bed Beltline condo - available Dec 1</h1><div class="price-section"><span>$2,450</span><span>/month</span></div>
<div class="location">1210 10 Ave SW, Calgary, AB T3C 0J3</div>
<ul class="attributes"><li>Unit Type Condo</li><li>Bedrooms 2</li><li>Bathrooms 1</li><li>Size (sqft) 850</li></ul>
<section><h2>You may also like</h2><div>Studio downtown <span>$1,495</span></div></section>
</body></html>`,
    expected: {
      price: { amount: 2450, period: "month" },
      propertyKind: "condo",
      street: "1210 10 Ave SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3C 0J3",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 51.0437, lng: -114.0906 },
    },
  },
  {
    name: "rew-house",
    site: "rew.ca",
    set: "tuned",
    traps: "board data disclaimer in the footer; neighbourhood beside the city; lot in feet by feet",
    pageUrl: "https://www.rew.ca/properties/R2891234/4123-w-14th-avenue-vancouver",
    html: `<!doctype html><html lang="en"><head><title>4123 W 14th Avenue, Vancouver, BC V6R 2X5 | R2891234 | REW</title>
<meta property="og:title" content="4123 W 14th Avenue, Vancouver, BC">
<meta property="og:image" content="https://assets.rew.ca/listings/R2891234/1.jpg">
</head><body>
<header><nav><a href="/properties/areas/vancouver-bc">Vancouver Real Estate</a><a href="/houses">Houses for sale</a></nav></header>
<section class="listingheader"><div class="listingheader-address"><h1>4123 W 14th Avenue</h1><div>Point Grey, Vancouver West, BC V6R 2X5</div></div>
<div class="listingheader-price">$3,298,000</div></section>
<section class="listing-summary">
<div class="row"><div class="label">Bedrooms</div><div class="value">5</div></div>
<div class="row"><div class="label">Bathrooms</div><div class="value">4</div></div>
<div class="row"><div class="label">Property Size</div><div class="value">2,890 sqft</div></div>
<div class="row"><div class="label">Lot Size</div><div class="value">33 ft x 122 ft</div></div>
<div class="row"><div class="label">Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Year Built</div><div class="value">1958</div></div>
<div class="row"><div class="label">MLS®</div><div class="value">R2891234</div></div>
</section>
<section class="listing-agent"><h3>Presented by</h3><div class="agent-name">Linda Chen</div><div class="agent-brokerage">Westside Pacific Realty Ltd.</div></section>
<footer>This representation is based in whole or in part on data generated by the Chilliwack &amp; District Real Estate Board, Fraser Valley Real Estate Board or Greater Vancouver REALTORS® which assumes no responsibility for its accuracy. Brokerage: REW is not a brokerage.</footer>
</body></html>`,
    expected: {
      price: { amount: 3298000 },
      propertyKind: "house",
      street: "4123 W 14th Avenue",
      city: "Vancouver",
      neighbourhood: "Point Grey",
      province: "BC",
      postalCode: "V6R 2X5",
      bedrooms: 5,
      bathrooms: 4,
      squareFootage: 2890,
      lot: { value: 4026, unit: "ft2" },
      yearBuilt: 1958,
      mlsNumber: "R2891234",
      listingAgentName: "Linda Chen",
      brokerageName: "Westside Pacific Realty Ltd.",
    },
  },
  {
    name: "condos-ca-unit",
    site: "condos.ca",
    set: "tuned",
    traps: "maintenance fee per month beside the price; estimated value; building address vs unit; brokerage line in footer",
    pageUrl: "https://condos.ca/toronto/the-well-480-front-st-w/unit-1203-C12456789",
    html: `<!doctype html><html lang="en"><head><title>480 Front St W #1203 | The Well | Condos.ca</title>
<meta property="og:title" content="480 Front St W #1203, Toronto - The Well">
<meta property="og:image" content="https://condos-media.s3.amazonaws.com/listing/C12456789/1.jpg">
${nextData({ props: { pageProps: { building: { name: "The Well", address: "480 Front St W", neighbourhood: "King West" }, listing: { mls_number: "C12456789", unit_number: "1203", address: "480 Front St W #1203", city: "Toronto", province: "Ontario", postal: "M5V0V5", price: 789000, maintenance_fees: 620, estimated_price: 812000, beds: "1+1", baths: 1, sqft_range: "600-699", type: "Condo Apt", latitude: 43.6428, longitude: -79.3951, brokerage: "Bosley Real Estate Ltd., Brokerage" } } } })}
</head><body>
<h1>480 Front St W #1203</h1><p>The Well · King West, Toronto</p>
<div class="price">$789,000</div><div class="fees">Maint. fees $620/mo</div><div class="estimate">Condos.ca estimate $812,000</div>
<div class="facts"><span>1+1 Bed</span><span>1 Bath</span><span>600-699 sqft</span></div>
<p class="listed-by">Listed by Bosley Real Estate Ltd., Brokerage</p>
<footer>Condos.ca, Brokerage. Licensed real estate brokerage in the Province of Ontario.</footer>
</body></html>`,
    expected: {
      price: { amount: 789000 },
      propertyKind: "condo",
      street: "480 Front St W #1203",
      city: "Toronto",
      neighbourhood: "King West",
      province: "ON",
      postalCode: "M5V 0V5",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "C12456789",
      brokerageName: "Bosley Real Estate Ltd., Brokerage",
      geo: { lat: 43.6428, lng: -79.3951 },
    },
  },
  {
    name: "point2homes-bungalow",
    site: "point2homes.com",
    set: "tuned",
    traps: "microdata price with a thousands dot (489.000); publisher's Organization address; lot in acres",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/ON/Barrie/Allandale/45-Cedar-Street/109876543.html",
    html: `<!doctype html><html lang="en"><head><title>45 Cedar Street, Barrie, Ontario L4N 2A7 | Point2</title>
<meta property="og:title" content="45 Cedar Street, Barrie, ON L4N 2A7">
<meta property="og:image" content="https://images.point2.com/p2h/listing/109876543/1.jpg">
${ld({ "@context": "http://schema.org", "@type": "Organization", name: "Point2", address: { "@type": "PostalAddress", streetAddress: "3rd Floor, 410 22nd Street East", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 5T6" } })}
</head><body>
<div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="45 Cedar Street">
<div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="489.000"><meta itemprop="priceCurrency" content="CAD"></div></div>
<div class="address-container"><h1>45 Cedar Street</h1><div class="address-line-2">Allandale, Barrie, ON L4N 2A7</div></div>
<div class="price"><span class="main-price">$489,000</span></div>
<ul class="details-charcs">
<li><span class="label">Beds:</span> <span class="value">3</span></li>
<li><span class="label">Baths:</span> <span class="value">2</span></li>
<li><span class="label">Sqft:</span> <span class="value">1,250</span></li>
<li><span class="label">Lot Size:</span> <span class="value">0.25 ac</span></li>
<li><span class="label">Type:</span> <span class="value">Single Family</span></li>
<li><span class="label">Style:</span> <span class="value">Bungalow</span></li>
<li><span class="label">Year Built:</span> <span class="value">1962</span></li>
<li><span class="label">MLS® #:</span> <span class="value">S12034789</span></li>
</ul>
<div class="agent-info"><h3>Listed by</h3><div class="agent-name">Mike Desrosiers</div><div class="agent-company">Lakeside Realty Brokerage Ltd.</div></div>
<footer>Point2 is a Yardi company. Listing data supplied under licence. Brokerage information is provided by the listing office.</footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "house",
      street: "45 Cedar Street",
      city: "Barrie",
      neighbourhood: "Allandale",
      province: "ON",
      postalCode: "L4N 2A7",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1250,
      lot: { value: 0.25, unit: "acres" },
      yearBuilt: 1962,
      mlsNumber: "S12034789",
      listingAgentName: "Mike Desrosiers",
      brokerageName: "Lakeside Realty Brokerage Ltd.",
    },
  },
];
