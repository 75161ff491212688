/**
 * Thirty-first held-out corpus, Ontario: a REALTOR.ca semi in Brampton, a Zolo townhouse in Barrie, a HouseSigma
 * detached house in Whitby, a Condos.ca condo in London and a Royal LePage bungalow in Windsor. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_31_ONTARIO: ListingPage[] = [
  {
    name: "ho31-realtorca-semi-brampton",
    site: "realtor.ca",
    set: "held-out-31",
    traps: "REALTOR.ca semi in Brampton: internal PropertyId beside the MLS number; '3 + 1' bedrooms; 3 full and 1 partial bathrooms; land size as frontage x depth only (its area in ft2, the corpora's convention); monthly payment estimate; brokerage office address in Mississauga; similar listings with own prices; cookie banner",
    pageUrl: "https://www.realtor.ca/real-estate/28814532/42-lockwood-crescent-brampton-fletchers-meadow",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>42 Lockwood Crescent, Brampton, Ontario L7A 2K9 - W12418870 | REALTOR.ca</title>
<meta name="description" content="For sale: 42 Lockwood Crescent, Brampton, Ontario L7A 2K9 - $899,900. View details, map and photos of this semi-detached house property with 4 bedrooms and 4 total baths. MLS® Number W12418870.">
<meta property="og:title" content="42 Lockwood Crescent, Brampton, Ontario L7A 2K9 - W12418870">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638912/reb82/highres/0/w12418870_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "42 Lockwood Crescent, Brampton, Ontario L7A2K9", sku: "W12418870", offers: { "@type": "Offer", price: "899900", priceCurrency: "CAD" } })}
</head><body>
<div id="cookieConsentBanner">REALTOR.ca uses cookies to improve your experience. <button>Accept</button> <a href="/privacy">Privacy</a></div>
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-realtor">Find a REALTOR®</a></nav></header>
<div id="listingDetailsCon">
<div id="listingAddressCon"><h1 id="listingAddress">42 Lockwood Crescent<br><span class="listingAddressCity">Brampton (Fletchers Meadow), Ontario L7A2K9</span></h1></div>
<div id="listingPriceCon"><div id="listingPrice">$899,900</div><div class="mortgageEstimate">Estimated monthly payment <span>$4,318/mo</span> <a href="#calc">Mortgage calculator</a></div></div>
<div id="listingMlsCon"><span class="label">MLS® Number:</span> <span id="MlsNumberText">W12418870</span></div>
<div id="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentSubCon_Bedrooms"><div class="label">Bedrooms</div><div class="value">3 + 1</div></div>
<div class="propertyDetailsSectionContentSubCon_Bathrooms"><div class="label">Full Bathrooms</div><div class="value">3</div></div>
<div class="propertyDetailsSectionContentSubCon_Partial"><div class="label">Partial Bathrooms</div><div class="value">1</div></div>
</div>
<div id="propertyDetailsSectionVal_Type"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div><div class="propertyDetailsSectionContentLabel">Style</div><div class="propertyDetailsSectionContentValue">Semi-detached</div></div>
<div><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">22.51 x 98.43 FT</div></div>
<div><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$5,702.18</div></div>
<div><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage (3)</div></div>
<div><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">6 days</div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Bright 3 bed semi on a quiet crescent in Fletchers Meadow with a finished basement bedroom and 3-pc bath. Updated kitchen with quartz counters, hardwood on main, primary with 4-pc ensuite. Walk to Cassie Campbell Community Centre, schools and Mount Pleasant GO.</p></div>
<div id="listingRealtorsCon"><div class="realtorCardCon"><div class="realtorCardName">Harpreet Sandhu</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">905-555-0182</div></div>
<div class="officeCardCon"><div class="officeCardName">HOMELIFE SILVERCITY REALTY INC.</div><div class="officeCardAddress">2 County Court Blvd Unit 150<br>Mississauga, Ontario L5R 3S2</div><div class="officeCardPhone">905-555-0100</div></div></div>
<div id="similarListings"><h2>Similar Properties</h2>
<div class="smallListingCard"><div class="price">$874,000</div><div class="addr">18 Bonistel Crescent, Brampton</div><div>3 + 1 bd | 4 ba</div></div>
<div class="smallListingCard"><div class="price">$929,900</div><div class="addr">115 Vodden Street W, Brampton</div><div>4 bd | 3 ba</div></div></div>
<div id="calc"><h2>Mortgage Calculator</h2><label>Property price <input value="899900"></label><label>Down payment <input value="179980"></label><label>Interest rate <input value="4.69"></label></div>
</div>
<div id="propertyIdCon" class="hidden">PropertyId: 28814532</div>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA). © 2026 CREA, 200 Catherine St., 6th Floor, Ottawa, ON K2P 2K9.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 899900 },
      propertyKind: "semi-detached",
      street: "42 Lockwood Crescent",
      city: "Brampton",
      province: "ON",
      postalCode: "L7A 2K9",
      neighbourhood: "Fletchers Meadow",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      lot: { value: 2215.66, unit: "ft2" },
      mlsNumber: "W12418870",
      listingAgentName: "Harpreet Sandhu",
      brokerageName: "HOMELIFE SILVERCITY REALTY INC.",
    },
  },
  {
    name: "ho31-zolo-townhouse-barrie",
    site: "zolo.ca",
    set: "held-out-31",
    traps: "Zolo freehold townhouse in Barrie: Zolo estimate and last sold price beside the list price; sqft as a range plus a stated figure; lot in feet frontage x depth (its area in ft2, the corpora's convention); neighbourhood (Painswick South); brokerage only, agent in footer disclaimer; nearby sold homes with prices",
    pageUrl: "https://www.zolo.ca/barrie-real-estate/67-mapleton-avenue",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>67 Mapleton Avenue, Barrie — For Sale @ $719,000 | Zolo.ca</title>
<meta name="description" content="67 Mapleton Avenue, Barrie, ON L4N 9J3 is a 3 bed, 3 bath townhouse listed for $719,000. MLS® S12433019.">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "67 Mapleton Avenue", address: { "@type": "PostalAddress", streetAddress: "67 Mapleton Avenue", addressLocality: "Barrie", addressRegion: "ON", postalCode: "L4N 9J3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.34412, longitude: -79.66183 } })}
</head><body>
<div class="cookie-notice">We use cookies to personalize content. <button>Got it</button></div>
<header class="header"><a href="/" class="logo">Zolo</a><a href="/sign-in">Sign In</a></header>
<main class="listing">
<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/barrie-real-estate">Barrie</a> › <a href="/barrie-real-estate/painswick-south">Painswick South</a> › 67 Mapleton Avenue</nav>
<section class="listing-header"><h1 class="address">67 Mapleton Avenue</h1><div class="area">Barrie, ON L4N 9J3</div>
<div class="listing-price">$719,000</div>
<ul class="listing-values"><li>3 beds</li><li>3 baths</li><li>1,420 sqft</li></ul></section>
<section class="zolo-estimate"><h2>Home Value</h2><p>Zolo Estimate <strong>$703,400</strong></p><p>Last sold <strong>$486,500</strong> in 2019</p></section>
<section class="column-container"><h2>Key Facts</h2><dl>
<dt>MLS®#</dt><dd>S12433019</dd>
<dt>Type</dt><dd>Townhouse, Freehold</dd>
<dt>Style</dt><dd>2-Storey</dd>
<dt>Full Baths</dt><dd>2</dd><dt>Half Baths</dt><dd>1</dd>
<dt>Size</dt><dd>1,420 sqft (1100-1500 range)</dd>
<dt>Lot</dt><dd>20.01 x 109.91 feet</dd>
<dt>Year Built</dt><dd>2004</dd>
<dt>Taxes</dt><dd>$4,512 (2025)</dd>
<dt>Days on Site</dt><dd>12</dd>
<dt>Neighbourhood</dt><dd>Painswick South</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Freehold end-unit town with no condo fees in south-end Barrie. Open-concept main floor, walkout to a fenced yard, three bedrooms up with a 4-pc ensuite. Minutes to Hwy 400, Barrie South GO and Park Place shopping.</p></section>
<section class="sold-nearby"><h2>Sold Nearby</h2>
<article><p class="price">$688,000</p><p>12 Mapleton Avenue · Sold Oct 2026</p></article>
<article><p class="price">$742,500</p><p>9 Lougheed Road · Sold Sep 2026</p></article></section>
<section class="mortgage"><h2>Mortgage Payment</h2><p>$3,356/mo based on 20% down at 4.79%</p></section>
<section class="rooms"><h2>Rooms</h2><table><tr><th>Room</th><th>Level</th><th>Dimensions</th></tr><tr><td>Living</td><td>Main</td><td>5.49 x 3.35 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>3.05 x 2.74 m</td></tr><tr><td>Primary</td><td>Second</td><td>4.57 x 3.66 m</td></tr><tr><td>Bedroom 2</td><td>Second</td><td>3.35 x 2.90 m</td></tr><tr><td>Bedroom 3</td><td>Second</td><td>3.05 x 2.80 m</td></tr></table></section>
<section class="market-stats"><h2>Painswick South Market</h2><p>Median sold price (last 30 days): $755,000 · Avg. days on market: 21 · 14 active listings</p></section>
<section class="schools"><h2>Nearby Schools</h2><ul><li>Hewitt's Creek Public School · 0.6 km</li><li>Innisdale Secondary School · 2.9 km</li></ul></section>
<nav class="footer-links"><a href="/barrie-real-estate/townhouses">Barrie Townhouses</a> · <a href="/innisfil-real-estate">Innisfil</a> · <a href="/orillia-real-estate">Orillia</a> · <a href="/sold-home-prices">Sold Prices</a></nav>
</main>
<footer><p>Listed by RE/MAX Hallmark Chay Realty, Brokerage. Listing data courtesy of Stephen Moreau. Zolo Realty, Brokerage · 5700 Yonge St, Toronto, ON M2M 4K2.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 719000 },
      propertyKind: "townhouse",
      street: "67 Mapleton Avenue",
      city: "Barrie",
      province: "ON",
      postalCode: "L4N 9J3",
      neighbourhood: "Painswick South",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1420,
      lot: { value: 2199.3, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "S12433019",
      listingAgentName: "Stephen Moreau",
      brokerageName: "RE/MAX Hallmark Chay Realty, Brokerage",
      geo: { lat: 44.34412, lng: -79.66183 },
    },
  },
  {
    name: "ho31-housesigma-detached-whitby",
    site: "housesigma.com",
    set: "held-out-31",
    traps: "HouseSigma detached house in Whitby: state JSON with an internal id_listing; SigmaEstimate and rental estimate; size only as a range '2500-3000' (lower bound, the corpora's convention); '4+1' bedroom string; lot as frontage x depth (its area in ft2); previous sold history with prices; brokerage text prefixed 'Listing Brokerage:'",
    pageUrl: "https://housesigma.com/on/whitby-real-estate/208-ribblesdale-drive/home/Vk3pQ8rLmZ2xNa7d/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>208 Ribblesdale Dr, Whitby, ON L1R 1V4 | E12440562 | HouseSigma</title>
<meta name="description" content="For sale $1,149,000: 208 Ribblesdale Dr, Whitby. 4+1 beds, 4 baths, Detached 2-Storey. SigmaEstimate and sold history.">
<script>window.__INITIAL_STATE__ = ${JSON.stringify({ listing: { id_listing: "Vk3pQ8rLmZ2xNa7d", ml_num: "E12440562", address: "208 Ribblesdale Dr", municipality: "Whitby", community: "Brooklin", province: "ON", postal_code: "L1R 1V4", price: 1149000, house_type_name: "Detached", house_style: "2-Storey", bedroom: "4+1", washroom: 4, house_area: { estimate: null, range: "2500-3000" }, land: { front: 41.99, depth: 110.24, unit: "feet" }, brokerage_text: "Listing Brokerage: COLDWELL BANKER - R.M.R. REAL ESTATE", map: { lat: 43.95218, lon: -78.95874 } }, estimate: { sigma: 1112000, rent: 3650 } })};</script>
</head><body>
<div id="app"><header class="hs-header"><a href="/" class="logo">HouseSigma</a><nav><a href="/map">Map</a><a href="/estimate">Home Estimate</a></nav></header>
<div class="cookie-bar">This site uses cookies. <button>OK</button></div>
<main class="listing-detail">
<h1 class="address">208 Ribblesdale Dr</h1><p class="sub">Brooklin, Whitby, ON L1R 1V4</p>
<div class="price-area"><span class="label">Listed</span> <span class="price">$1,149,000</span> <span class="dom">4 days on market</span></div>
<div class="estimate"><span class="label">SigmaEstimate</span> <span>$1,112,000</span> · <span class="label">Est. Rent</span> <span>$3,650/mo</span></div>
<ul class="key-facts"><li><span>Tax</span> $7,388 / 2025</li><li><span>Type</span> Detached</li><li><span>Style</span> 2-Storey</li><li><span>Size</span> 2500-3000 feet²</li><li><span>Lot</span> 41.99 × 110.24 feet</li><li><span>Bedrooms</span> 4+1</li><li><span>Bathrooms</span> 4</li><li><span>Garage</span> 2</li><li><span>MLS®</span> E12440562</li></ul>
<section class="history"><h2>Listing History</h2><table><tr><th>Date</th><th>Status</th><th>Price</th></tr>
<tr><td>2026-11-23</td><td>For Sale</td><td>$1,149,000</td></tr><tr><td>2017-05-02</td><td>Sold</td><td>$865,000</td></tr><tr><td>2017-04-18</td><td>Listed</td><td>$849,900</td></tr></table></section>
<section class="desc"><h2>Description</h2><p>Family home on a quiet Brooklin street backing onto a ravine. Main-floor office, eat-in kitchen with walkout, four bedrooms up and a finished basement with a fifth bedroom and rec room.</p></section>
<section class="comparable"><h2>Similar Listings</h2><div class="card">$1,089,000 · 14 Carnwith Dr E, Whitby</div><div class="card">$1,199,900 · 33 Ashburn Rd, Whitby</div></section>
<p class="brokerage">Listing Brokerage: COLDWELL BANKER - R.M.R. REAL ESTATE</p>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living</td><td>Main</td><td>5.2 x 3.9 m</td></tr><tr><td>Kitchen</td><td>Main</td><td>4.1 x 3.3 m</td></tr><tr><td>Office</td><td>Main</td><td>3.0 x 2.9 m</td></tr><tr><td>Primary</td><td>Second</td><td>5.4 x 4.2 m</td></tr><tr><td>Bedroom 5</td><td>Basement</td><td>3.6 x 3.2 m</td></tr></table></section>
<section class="community"><h2>Brooklin Community</h2><p>Median price (detached, last month): $1,165,000 · 1-year change +2.4% · Avg. DOM 18</p></section>
<section class="schools"><h2>Schools</h2><ul><li>Brooklin Village Public School · rating 7.4</li><li>Brooklin High School · rating 6.9</li></ul></section>
<div class="login-wall">Sign in to see sold prices and full history.</div>
</main>
<footer>HouseSigma Inc. Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4</footer></div>
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "house",
      street: "208 Ribblesdale Dr",
      city: "Whitby",
      province: "ON",
      postalCode: "L1R 1V4",
      neighbourhood: "Brooklin",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 4,
      squareFootage: 2500,
      lot: { value: 4628.98, unit: "ft2" },
      mlsNumber: "E12440562",
      brokerageName: "COLDWELL BANKER - R.M.R. REAL ESTATE",
      geo: { lat: 43.95218, lng: -78.95874 },
    },
  },
  {
    name: "ho31-condosca-condo-london",
    site: "condos.ca",
    set: "held-out-31",
    traps: "Condos.ca condo apartment in London ON: __NEXT_DATA__ with an internal listing id; unit written '#1107 - 505 Talbot Street'; maintenance fees per month beside the price; sqft range '900-999' and no exact figure (lower bound, the corpora's convention); a rental card's '1+1 bd' in the building is another unit's; building page with avg price per sqft; rentals in the building at monthly rents; brokerage office address in Toronto",
    pageUrl: "https://condos.ca/london/the-azure-505-talbot-st/unit-1107-X12428817",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1107 - 505 Talbot St, London Condo For Sale - X12428817 | Condos.ca</title>
<meta name="description" content="2 bed, 2 bath condo at The Azure, 505 Talbot St #1107, London. Listed for $529,900.">
<meta property="og:url" content="https://condos.ca/london/the-azure-505-talbot-st/unit-1107-X12428817">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: 7735120, mlsNumber: "X12428817", unitNumber: "1107", streetAddress: "505 Talbot St", city: "London", province: "ON", postal: "N6A 2S5", neighbourhood: "Downtown", price: 529900, maintenanceFee: 612.4, beds: 2, baths: 2, sqftRange: "900-999", type: "Condo Apt", exposure: "SW", parking: 1, locker: "Owned", brokerage: "Royal LePage Triland Realty", lat: 42.98691, lng: -81.25217 }, building: { id: 40881, name: "The Azure", avgPricePerSqft: 562, avgRent: 2450 } } } })}</script>
</head><body>
<div class="cookie-consent">Condos.ca uses cookies. <button>Accept</button></div>
<header><a href="/" class="logo">Condos.ca</a><nav><a href="/london/condos-for-sale">Buy</a><a href="/london/condos-for-rent">Rent</a></nav></header>
<main>
<nav class="breadcrumbs">London › Downtown › The Azure › Unit 1107</nav>
<h1>#1107 - 505 Talbot Street</h1><p class="subtitle">The Azure · Downtown, London, ON N6A 2S5</p>
<div class="price-block"><div class="price">$529,900</div><div class="fees">Maint. fees $612/mo</div></div>
<ul class="summary"><li>2 Beds</li><li>2 Baths</li><li>900-999 sqft</li><li>1 Parking</li><li>Locker</li></ul>
<section class="details"><h2>Details</h2><table>
<tr><th>MLS®</th><td>X12428817</td></tr><tr><th>Type</th><td>Condo Apartment</td></tr><tr><th>Exposure</th><td>SW</td></tr>
<tr><th>Taxes</th><td>$3,988 / 2025</td></tr><tr><th>Maintenance</th><td>$612.40 / month</td></tr><tr><th>Days on market</th><td>9</td></tr></table></section>
<section class="about"><h2>About this condo</h2><p>Split two-bedroom corner suite with floor-to-ceiling windows facing Harris Park and the Thames. Two full baths, in-suite laundry, owned parking and locker. Rooftop terrace, gym and guest suite.</p></section>
<section class="building-stats"><h2>The Azure — building stats</h2><p>Avg. price per sqft: $562</p><p>Avg. rent: $2,450/mo</p><p>Built 2019 · 28 storeys · 232 units</p></section>
<section class="rentals"><h2>For rent in this building</h2><div class="card">#904 · $2,350/mo · 1+1 bd</div><div class="card">#1502 · $2,700/mo · 2 bd</div></section>
<section class="calc"><h2>Mortgage calculator</h2><p>Monthly payment: $2,471</p></section>
<p class="listing-office">Listing brokerage: Royal LePage Triland Realty</p>
<section class="amenities"><h2>Amenities</h2><ul><li>Concierge</li><li>Gym</li><li>Rooftop deck</li><li>Guest suite</li><li>Party room</li><li>Visitor parking</li></ul></section>
<section class="area"><h2>Downtown London condos</h2><p>Median sale price $468,000 · Avg. $/sqft $549 · 41 for sale · 63 for rent</p></section>
<section class="transit"><h2>Getting around</h2><p>Walk score 94 · Transit score 71 · Bike score 82</p></section>
</main>
<footer><p>Condos.ca, Brokerage · 215 Spadina Ave, Suite 400, Toronto, ON M5T 2C7. MLS® data © TRREB.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529900 },
      propertyKind: "condo",
      street: "#1107 - 505 Talbot Street",
      city: "London",
      province: "ON",
      postalCode: "N6A 2S5",
      neighbourhood: "Downtown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 900,
      yearBuilt: 2019,
      mlsNumber: "X12428817",
      brokerageName: "Royal LePage Triland Realty",
      geo: { lat: 42.98691, lng: -81.25217 },
    },
  },
  {
    name: "ho31-royallepage-bungalow-windsor",
    site: "royallepage.ca",
    set: "held-out-31",
    traps: "Royal LePage ranch bungalow in Windsor: page header shows 'Windsor, Ontario' with neighbourhood South Windsor; '2 + 2' bedrooms; baths as '2 / 1' (full/half); lot in acres; built year; office address of a different Royal LePage office in Tecumseh; 'Other listings by this agent' with prices; mortgage calculator",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/windsor/3172-woodland-avenue/27741093/mlsx12436205/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>3172 Woodland Avenue, Windsor, Ontario N9E 1Z4 | MLS® X12436205 | Royal LePage</title>
<meta name="description" content="Ranch bungalow for sale at 3172 Woodland Avenue, Windsor. $649,900. 2+2 bedrooms.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "3172 Woodland Avenue, Windsor", url: "https://www.royallepage.ca/en/property/ontario/windsor/3172-woodland-avenue/27741093/mlsx12436205/", offers: { "@type": "Offer", price: 649900, priceCurrency: "CAD" } })}
</head><body>
<div id="onetrust-banner-sdk">We use cookies to enhance your experience. <button>Accept All Cookies</button></div>
<header class="rlp-header"><a href="/en/" class="logo">Royal LePage</a><nav><a href="/en/search/">Search</a><a href="/en/agents/">Find an Agent</a></nav></header>
<main class="property-details">
<div class="property-header"><h1 class="address-1">3172 Woodland Avenue</h1><h2 class="address-2">Windsor, Ontario N9E 1Z4</h2><p class="neighbourhood">South Windsor</p>
<p class="price">$649,900</p><p class="mls">MLS® X12436205</p></div>
<ul class="property-features"><li><span class="num">2 + 2</span> Bedrooms</li><li><span class="num">2 / 1</span> Baths (full/half)</li><li><span class="num">1,310</span> sq.ft.</li></ul>
<section class="property-info"><h3>Property Information</h3><ul>
<li><span>Property Type:</span> Single Family</li><li><span>Building Type:</span> House</li><li><span>Style:</span> Ranch / Bungalow</li>
<li><span>Lot Size:</span> 0.21 ac</li><li><span>Year Built:</span> 1958</li><li><span>Taxes:</span> $4,870.00 (2025)</li><li><span>Heating:</span> Forced air, natural gas</li></ul></section>
<section class="description"><h3>Description</h3><p>Solid brick ranch on a wide South Windsor lot near Devonshire Mall. Two bedrooms on the main, two more in the fully finished lower level with a half bath and family room. Updated roof and furnace, detached 1.5-car garage.</p></section>
<section class="agent-card"><h3>Listing Agent</h3><p class="agent-name">Danielle Ouellette</p><p>Sales Representative</p><p class="office">Royal LePage Binder Real Estate</p><p class="office-address">13158 Tecumseh Rd E, Tecumseh, ON N8N 3T6</p><p>519-555-0164</p></section>
<section class="other-listings"><h3>Other listings by this agent</h3><div>$579,000 · 1890 Grand Marais Rd W, Windsor</div><div>$712,500 · 4410 Ducharme St, Windsor</div></section>
<section class="calculator"><h3>Mortgage Calculator</h3><p>Purchase price $649,900 · 20% down · 25 yrs · $2,975/month</p></section>
<section class="rooms"><h3>Rooms</h3><table><tr><td>Living room</td><td>Main level</td><td>18 ft x 13 ft</td></tr><tr><td>Kitchen</td><td>Main level</td><td>12 ft x 10 ft</td></tr><tr><td>Primary Bedroom</td><td>Main level</td><td>13 ft x 11 ft</td></tr><tr><td>Bedroom</td><td>Lower level</td><td>11 ft x 10 ft</td></tr><tr><td>Family room</td><td>Lower level</td><td>22 ft x 12 ft</td></tr></table></section>
</main>
<footer><p>Royal LePage® is a registered trademark of Royal Bank of Canada and is used under licence by Bridgemarq Real Estate Services Manager Limited, 39 Wynford Drive, Toronto, ON M3C 3K5.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "house",
      street: "3172 Woodland Avenue",
      city: "Windsor",
      province: "ON",
      postalCode: "N9E 1Z4",
      neighbourhood: "South Windsor",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1310,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1958,
      mlsNumber: "X12436205",
      listingAgentName: "Danielle Ouellette",
      brokerageName: "Royal LePage Binder Real Estate",
    },
  },
];
