/**
 * Fortieth held-out corpus, the West and the United States: a REW acreage on a well and septic in Langley, a
 * Point2 Homes mobile home on a rented pad in Calgary, a Zillow duplex in Portland whose units each list their rooms,
 * and a realtor.com house in Arlington, Massachusetts offered at a value range.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_40_WEST_US: ListingPage[] = [
  {
    name: "ho40-rew-acreage-langley",
    site: "rew.ca",
    set: "held-out-40",
    traps: "a REW rural acreage: well water and septic rows; the lot in acres with the frontage in feet in the remarks; a BC assessment and gross taxes beside the price; the sub-area (Otter District) before the city; 3 full baths and no half; a barn's size in sq. ft. in the remarks; a second listing agent; the brokerage's office in the footer",
    pageUrl: "https://www.rew.ca/properties/R3041287/24150-16-avenue-langley",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>24150 16 Avenue, Langley - R3041287 | REW</title>
<meta name="description" content="4 bed, 3 bath house on 4.98 acres for sale at 24150 16 Avenue, Langley, BC. $2,389,000.">
</head><body>
<header><a href="/">REW</a><nav><a href="/properties/areas/langley-bc">Buy</a><a href="/rentals">Rent</a><a href="/sold">Sold</a><a href="/news">News</a></nav></header>
<main class="listingdetail">
<section class="listingheader">
<div class="listingheader-price">$2,389,000</div>
<h1 class="listingheader-address">24150 16 Avenue</h1>
<div class="listingheader-area">Otter District, Langley, BC V2Z 1J3</div>
<ul class="listingheader-details"><li>4 Bed</li><li>3 Bath</li><li>3,140 Sqft</li><li>4.98 Acres</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2>
<table>
<tr><th>MLS®</th><td>R3041287</td></tr>
<tr><th>Property Type</th><td>House with Acreage</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Full Bathrooms</th><td>3</td></tr>
<tr><th>Half Bathrooms</th><td>0</td></tr>
<tr><th>Floor Area</th><td>3,140 Sqft</td></tr>
<tr><th>Lot Size</th><td>4.98 Acres</td></tr>
<tr><th>Year Built</th><td>1994</td></tr>
<tr><th>Water Supply</th><td>Well - Drilled</td></tr>
<tr><th>Sewer</th><td>Septic</td></tr>
<tr><th>Zoning</th><td>RU-3</td></tr>
<tr><th>Gross Taxes</th><td>$6,482 (2026)</td></tr>
<tr><th>Assessment (2026)</th><td>$2,212,000</td></tr>
</table></section>
<section class="listingremarks"><h2>Description</h2><p>Private 4.98-acre property with 330 ft of frontage on 16 Avenue, minutes to Highway 1 and Campbell Valley Park. Rancher with full basement, updated kitchen, covered patio, and a 1,600 sq. ft. barn with three stalls and a tack room. Fenced paddocks, drilled well (tested 2025), septic field replaced 2018. In the ALR.</p></section>
<section class="listingagents"><h2>Listed By</h2>
<div class="agent"><p class="agent-name">Jaspreet Gill</p><p class="agent-brokerage">Fraser Valley Homes Realty Ltd.</p></div>
<div class="agent"><p class="agent-name">Trevor Lindqvist</p><p class="agent-brokerage">Fraser Valley Homes Realty Ltd.</p></div></section>
<section class="nearby"><h2>Nearby Sold</h2><div class="card">1920 240 St · Sold $2,150,000</div><div class="card">23688 20 Ave · Sold $2,640,000</div></section>
</main>
<footer><p>Fraser Valley Homes Realty Ltd. · 20641 Logan Avenue, Unit 104, Langley, BC V3A 7R3. This listing is provided by the Fraser Valley Real Estate Board; the trademarks MLS® and REALTOR® are controlled by CREA.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 2389000, currency: "CAD" },
      propertyKind: "house",
      street: "24150 16 Avenue",
      city: "Langley",
      province: "BC",
      postalCode: "V2Z 1J3",
      neighbourhood: "Otter District",
      bedrooms: 4,
      bathrooms: 3,
      bathroomsFull: 3,
      bathroomsHalf: 0,
      squareFootage: 3140,
      lot: { value: 4.98, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "R3041287",
      listingAgentName: "Jaspreet Gill",
      brokerageName: "Fraser Valley Homes Realty Ltd.",
    },
  },
  {
    name: "ho40-point2homes-mobile-calgary",
    site: "point2homes.com",
    set: "held-out-40",
    traps: "a Point2 Homes mobile home on a rented pad: the monthly pad rent beside the sale price; no lot (the land is leased); the unit-dash-street address in a park; JSON-LD with coordinates; a community name before the city; Point2's listing id beside the MLS® number; a mortgage estimate; similar listings' prices",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/AB/Calgary/Greenwood-Village/118-3223-83-St-NW/169934512.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118-3223 83 St NW, Calgary, AB T3B 5P1 | Mobile Home for Sale | Point2</title>
<meta name="description" content="3 bed, 2 bath mobile home for sale at 118-3223 83 St NW, Calgary. $189,900.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "118-3223 83 St NW", address: { "@type": "PostalAddress", streetAddress: "118-3223 83 St NW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T3B 5P1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 51.08937, longitude: -114.21488 }, numberOfRooms: 3 })}
</head><body>
<header><a href="/CA">Point2</a><nav><a href="/CA/Real-Estate-Listings/AB/Calgary.html">Calgary</a><a href="/CA/Apartments-For-Rent">Rentals</a><a href="/CA/Agents">Agents</a></nav></header>
<main class="details-page" data-listing-id="169934512">
<div class="address-container"><h1>118-3223 83 St NW</h1><div class="address-line">Greenwood/Village Green, Calgary, AB T3B 5P1</div></div>
<div class="price-container"><div class="price"><span>$189,900</span> <small>CAD</small></div><div class="mortgage">Est. payment $1,042/mo*</div></div>
<ul class="characteristics"><li><strong>3</strong> Beds</li><li><strong>2</strong> Baths</li><li><strong>1,216</strong> Sqft</li></ul>
<section class="details"><h2>Property Details</h2>
<dl>
<dt>MLS® #</dt><dd>A2251934</dd>
<dt>Type</dt><dd>Mobile</dd>
<dt>Style</dt><dd>Modular Home</dd>
<dt>Year Built</dt><dd>1998</dd>
<dt>Bedrooms</dt><dd>3</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Living Area</dt><dd>1,216 sqft (112.97 m²)</dd>
<dt>Lot</dt><dd>Leased pad</dd>
<dt>Pad Rent</dt><dd>$1,050/month (water, sewer, snow removal)</dd>
<dt>Community</dt><dd>Greenwood/Village Green</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Well-kept modular home in an adult-friendly park near Bowness Park and the Trans-Canada. Vaulted ceilings, updated furnace (2022), primary bedroom with ensuite, covered deck and shed. Park approval required; pets with approval.</p></section>
<section class="agent"><h2>Listing Agent</h2><p class="name">Tanya Kowalchuk</p><p class="company">Foothills Key Realty</p><p>403-555-0194</p></section>
<section class="similar"><h2>Similar Homes</h2><div class="card">$164,500 · 44-3223 83 St NW</div><div class="card">$219,000 · 7 Bowbank Cres NW</div></section>
</main>
<footer><p>Point2 is operated by Yardi Canada · 1 Research Drive, Saskatoon, SK S7N 3R3. *Payment estimate for information only. Listing data © Calgary Real Estate Board.</p></footer>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 189900, currency: "CAD" },
      propertyKind: "mobile",
      street: "118-3223 83 St NW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3B 5P1",
      neighbourhood: "Greenwood/Village Green",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1216,
      yearBuilt: 1998,
      mlsNumber: "A2251934",
      listingAgentName: "Tanya Kowalchuk",
      brokerageName: "Foothills Key Realty",
      geo: { lat: 51.08937, lng: -114.21488 },
    },
  },
  {
    name: "ho40-zillow-duplex-portland",
    site: "zillow.com",
    set: "held-out-40",
    traps: "a Zillow duplex: each unit's beds and baths (Unit A 3 bd/1 ba, Unit B 2 bd/1 ba) below the totals; a Zestimate and Rent Zestimate beside the price; the home's 2009 sale in its price history; each unit's current rent; a neighborhood (Concordia) beside the city; the MLS# with its board name; coordinates in the embedded JSON; a co-listing agent",
    pageUrl: "https://www.zillow.com/homedetails/5127-NE-29th-Ave-Portland-OR-97211/53891244_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>5127 NE 29th Ave, Portland, OR 97211 | MLS #24587102 | Zillow</title>
<meta name="description" content="5127 NE 29th Ave, Portland, OR 97211 is a duplex for sale. 5 beds, 2 baths, 2,310 sqft. $724,900.">
</head><body>
<header><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-home-details">
<div class="ds-status"><span class="ds-status-icon"></span>For sale</div>
<div class="ds-summary-row"><span data-testid="price"><span>$724,900</span></span>
<div class="ds-bed-bath-living-area"><span>5 bd</span><span>2 ba</span><span>2,310 sqft</span></div></div>
<h1 class="ds-address-container">5127 NE 29th Ave, Portland, OR 97211</h1>
<div class="ds-estimates"><span>Zestimate®: $711,300</span> <span>Rent Zestimate®: $4,150/mo</span></div>
<section class="facts"><h2>Facts &amp; features</h2>
<h3>Units</h3>
<ul><li>Unit A (main): 3 bedrooms, 1 bathroom · rented $2,150/mo</li><li>Unit B (upper): 2 bedrooms, 1 bathroom · rented $1,725/mo</li></ul>
<h3>Interior</h3><ul><li>Bedrooms: 5</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Total interior livable area: 2,310 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 5,000 sqft</li><li>Home type: MultiFamily</li><li>Structure type: Duplex</li><li>Year built: 1925</li><li>Parcel number: R221904</li></ul>
<h3>Community &amp; neighborhood</h3><ul><li>Region: Portland</li><li>Subdivision: Concordia</li></ul>
<h3>Financial</h3><ul><li>Annual tax amount: $7,884</li><li>Price per square foot: $314</li></ul>
</section>
<section class="price-history"><h2>Price history</h2><table><tr><td>1/8/2027</td><td>Listed for sale</td><td>$724,900</td></tr><tr><td>6/19/2009</td><td>Sold</td><td>$312,000</td></tr></table></section>
<section class="listing-attribution"><p>Listed by:</p><p><span>Keisha Morrow</span> 503-555-0142, <span>Rose City Property Group</span></p><p><span>Dale Prentiss</span> 503-555-0177, <span>Rose City Property Group</span></p><p>Source: RMLS (Regional Multiple Listing Service), MLS#: 24587102</p></section>
<section class="nearby"><h2>Nearby homes</h2><div class="card">$659,000 · 4 bd · 4931 NE 30th Ave</div><div class="card">$849,000 · 6 bd · Triplex · 5310 NE 27th Ave</div></section>
</main>
<footer><p>Zillow Group · 1301 Second Avenue, Floor 36, Seattle, WA 98101. Equal Housing Opportunity. Zestimate® is an estimate, not an appraisal.</p></footer>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"componentProps":{"gdpClientCache":{"zpid":53891244,"homeStatus":"FOR_SALE","price":724900,"zestimate":711300,"bedrooms":5,"bathrooms":2,"homeType":"MULTI_FAMILY","latitude":45.56018,"longitude":-122.63694}}}}}</script>
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 724900, currency: "USD" },
      propertyKind: "plex",
      street: "5127 NE 29th Ave",
      city: "Portland",
      province: "OR",
      postalCode: "97211",
      neighbourhood: "Concordia",
      bedrooms: 5,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2310,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1925,
      mlsNumber: "24587102",
      listingAgentName: "Keisha Morrow",
      brokerageName: "Rose City Property Group",
      geo: { lat: 45.56018, lng: -122.63694 },
    },
  },
  {
    name: "ho40-realtorcom-value-range-arlington",
    site: "realtor.com",
    set: "held-out-40",
    traps: "a realtor.com house offered at a value range ('$1,100,000 - $1,250,000', the lower bound taken as the price) with no single list price; three automated estimates beside it; the 2014 sale of the same home in the property history; 2 full and 1 half baths as '2.5'; a 0.14-acre lot; the MLS PIN number labelled 'MLS/Source ID'; the buyer's-agent compensation note; nearby homes' prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/88-Pleasant-St_Arlington_MA_02476_M37910-44218",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>88 Pleasant St, Arlington, MA 02476 - 4 beds/2.5 baths | realtor.com</title>
<meta name="description" content="88 Pleasant St, Arlington, MA 02476 is a single-family home for sale, offered at $1,100,000 - $1,250,000. 4 beds, 2.5 baths, 2,480 sq ft.">
</head><body>
<header><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/">Buy</a><a href="/apartments/">Rent</a><a href="/myhome">My Home</a><a href="/realestateagents/">Find Realtors®</a></nav></header>
<main data-testid="ldp-main" data-property-id="3791044218">
<div data-testid="ldp-status"><span class="badge">For Sale</span><span class="badge">Value Range Pricing</span></div>
<div data-testid="list-price" class="price-section"><span>$1,100,000 - $1,250,000</span></div>
<ul data-testid="property-meta"><li><span>4</span> bed</li><li><span>2.5</span> bath</li><li><span>2,480</span> sqft</li><li><span>0.14</span> acre lot</li></ul>
<h1 data-testid="address">88 Pleasant St, Arlington, MA 02476</h1>
<section data-testid="estimates"><h2>Home value estimates</h2><table><tr><td>Collateral Analytics</td><td>$1,163,000</td></tr><tr><td>Quantarium</td><td>$1,198,400</td></tr><tr><td>Cotality</td><td>$1,121,000</td></tr></table></section>
<section data-testid="property-details"><h2>Property details</h2>
<ul><li>Property type: Single Family</li><li>Year built: 1912</li><li>Bedrooms: 4</li><li>Full bathrooms: 2</li><li>Half bathrooms: 1</li><li>Living area: 2,480 sqft</li><li>Lot size: 0.14 acres</li><li>Heating: Hot water, gas</li><li>Garage: 1 detached</li><li>Annual tax: $11,306 (2026)</li></ul></section>
<section data-testid="description"><h2>About this home</h2><p>Classic center-entrance Colonial a short walk to Arlington Center, the Minuteman Bikeway and the 77 bus. Original gumwood trim, updated kitchen with pantry, four bedrooms up, walk-up attic. Offers welcome within the value range; sellers will entertain offers between $1,100,000 and $1,250,000.</p></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>01/09/2027</td><td>Listed</td><td>$1,100,000 - $1,250,000</td></tr><tr><td>07/30/2014</td><td>Sold</td><td>$742,500</td></tr></table></section>
<section data-testid="listing-provider"><h2>Listing provided by</h2><p>Listed by <span class="agent">Brendan Koutsoukos</span> with <span class="office">Minuteman Hearth &amp; Home Realty</span></p><p>MLS/Source ID: 73401287 · Source: MLS PIN</p><p>Buyer's agent compensation: contact listing agent.</p></section>
<section data-testid="nearby"><h2>Nearby homes</h2><div class="card">$949,000 · 3 bd · 41 Gray St</div><div class="card">$1,379,000 · 5 bd · 12 Academy St</div></section>
</main>
<footer><p>realtor.com® · Move, Inc., 2800 W. Higgins Rd, Suite 1200, Hoffman Estates, IL 60169. Operated by News Corp subsidiary Move, Inc. under licence from the National Association of REALTORS®.</p></footer>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "88 Pleasant St", address: { "@type": "PostalAddress", streetAddress: "88 Pleasant St", addressLocality: "Arlington", addressRegion: "MA", postalCode: "02476" }, numberOfRooms: 4 })}
${chrome("en")}
</body></html>`,
    expected: {
      price: { amount: 1100000, currency: "USD" },
      propertyKind: "house",
      street: "88 Pleasant St",
      city: "Arlington",
      province: "MA",
      postalCode: "02476",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2480,
      lot: { value: 0.14, unit: "acres" },
      yearBuilt: 1912,
      mlsNumber: "73401287",
      listingAgentName: "Brendan Koutsoukos",
      brokerageName: "Minuteman Hearth & Home Realty",
    },
  },
];
