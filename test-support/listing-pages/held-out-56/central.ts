/**
 * Fifty-sixth held-out corpus, Ontario and the Prairies: a Toronto brokerage's own condo page, a Grey County rural
 * brokerage's acreage, a commercial brokerage's Winnipeg industrial building, a Saskatchewan news site's classified
 * lake lot and a Saskatoon landlord's apartment for rent.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, cookieBar, footerLinks, jsonScript, mortgageWidget, stateScript } from "./chrome.ts";

export const HELD_OUT_56_CENTRAL: ListingPage[] = [
  {
    name: "ho56-psr-condo-bayview-village",
    site: "psrbrokerage.com",
    set: "held-out-56",
    traps: "brokerage IDX page: 1+1 bedroom condo with the unit before the street; size as a 600-699 range only; maintenance and taxes beside the price; a reduced price with the earlier price struck through; age range, no year; other PSR listings with prices; the brokerage's Yorkdale office in the footer",
    pageUrl: "https://psrbrokerage.com/listings/C12298471/2308-95-mcmahon-dr-toronto",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2308 - 95 Mcmahon Dr, Toronto | C12298471 | PSR Brokerage</title>
<meta name="description" content="1+1 bed, 1 bath condo apartment for sale at 2308 - 95 Mcmahon Dr, Toronto (Bayview Village). Listed at $589,000. View photos, maintenance fees and building amenities.">
<meta property="og:title" content="2308 - 95 Mcmahon Dr, Toronto — $589,000">
<meta property="og:url" content="https://psrbrokerage.com/listings/C12298471/2308-95-mcmahon-dr-toronto">
<meta property="og:image" content="https://media.psrbrokerage.com/trreb/C12298471/1.jpg">
<link rel="canonical" href="https://psrbrokerage.com/listings/C12298471/2308-95-mcmahon-dr-toronto">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "PSR Brokerage", url: "https://psrbrokerage.com", telephone: "416-555-0177", address: { "@type": "PostalAddress", streetAddress: "1 Yorkdale Rd, Suite 604", addressLocality: "North York", addressRegion: "ON", postalCode: "M6A 3A1" } })}
</head><body class="listing-detail">
${cookieBar("PSR Brokerage")}
<header class="site-header"><a class="brand" href="/"><img src="/img/psr-logo.svg" alt="PSR Brokerage"></a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/lease">Lease</a><a href="/agents">Our Agents</a><a href="/market-reports">Market Reports</a><a href="/login" class="btn">Sign in</a></nav></header>
<main class="container">
<nav class="crumbs"><a href="/">Home</a> › <a href="/toronto">Toronto</a> › <a href="/toronto/bayview-village">Bayview Village</a> › <span>2308 - 95 Mcmahon Dr</span></nav>
<section class="gallery" data-count="28"><img src="https://media.psrbrokerage.com/trreb/C12298471/1.jpg" alt="Living room with floor-to-ceiling windows"><button class="gallery-all">View all 28 photos</button></section>
<div class="listing-head">
<div class="status-chip">For Sale · Price Change</div>
<h1 class="address">2308 - 95 Mcmahon Dr</h1>
<p class="sub-address">Toronto, ON M2K 0H1 · <a href="/toronto/bayview-village">Bayview Village</a></p>
<div class="price-block"><span class="price">$589,000</span> <s class="old-price">$609,000</s> <span class="drop">▼ $20,000 (Oct 14)</span></div>
<p class="price-extras">Maint. $512.40/mo · Taxes $2,611.08 / 2024</p>
<ul class="key-facts"><li><b>1+1</b> Beds</li><li><b>1</b> Bath</li><li><b>600-699</b> sqft</li><li><b>1</b> Parking</li></ul>
</div>
<section class="details"><h2>Property details</h2>
<table class="facts">
<tr><th>MLS®#</th><td>C12298471</td></tr>
<tr><th>Type</th><td>Condo Apartment</td></tr>
<tr><th>Style</th><td>Apartment</td></tr>
<tr><th>Approx. Age</th><td>6-10</td></tr>
<tr><th>Approx. Sqft</th><td>600-699</td></tr>
<tr><th>Exposure</th><td>South</td></tr>
<tr><th>Locker</th><td>Owned</td></tr>
<tr><th>Pets</th><td>Restricted</td></tr>
<tr><th>Maintenance</th><td>$512.40 (Heat, Water, Building Insurance, Common Elements)</td></tr>
<tr><th>Property Management</th><td>Del Property Management</td></tr>
<tr><th>Days on Site</th><td>23</td></tr>
</table>
<h3>Rooms</h3>
<table class="rooms"><tr><th>Room</th><th>Level</th><th>Dimensions</th></tr><tr><td>Living</td><td>Flat</td><td>5.49 x 3.05 m</td></tr><tr><td>Kitchen</td><td>Flat</td><td>3.05 x 2.44 m</td></tr><tr><td>Primary</td><td>Flat</td><td>3.35 x 3.05 m</td></tr><tr><td>Den</td><td>Flat</td><td>2.44 x 2.13 m</td></tr></table>
</section>
<section class="description"><h2>About this home</h2><p>Bright south-facing 1 bedroom plus den at Bayview Village. Nine-foot ceilings, laminate throughout, a kitchen with integrated appliances and quartz counters, and a den large enough for a home office. Walk to Bessarion subway, the Bayview Village shops and the North York YMCA. Amenities include a 24-hour concierge, indoor pool, gym, party room and a rooftop terrace. One parking and one locker included.</p></section>
<section class="agent-card" data-agent-id="psr-4471"><img src="/agents/nadia-farahani.jpg" alt=""><div><p class="listed-by">Listed by</p><h3>Nadia Farahani</h3><p>Sales Representative</p><p>PSR Brokerage</p><a href="tel:+14165550193">416-555-0193</a></div><form class="ask"><textarea placeholder="I'd like more information about 2308 - 95 Mcmahon Dr."></textarea><button>Request info</button></form></section>
${mortgageWidget("en", { price: "$589,000", down: "$117,800", rate: "4.79", years: "25", payment: "$2,677" })}
${cards("More PSR listings nearby", [
  { href: "/listings/C12301187/1702-2-anndale-dr-toronto", price: "$729,900", line1: "1702 - 2 Anndale Dr", line2: "Toronto, ON", meta: "2 Beds · 2 Baths · 800-899 sqft" },
  { href: "/listings/C12287756/611-33-sheppard-ave-e-toronto", price: "$549,000", line1: "611 - 33 Sheppard Ave E", line2: "Toronto, ON", meta: "1 Bed · 1 Bath · 500-599 sqft" },
  { href: "/listings/C12310422/ph08-18-harrison-garden-blvd-toronto", price: "$1,088,000", line1: "PH08 - 18 Harrison Garden Blvd", line2: "Toronto, ON", meta: "2+1 Beds · 2 Baths · 1200-1399 sqft" },
])}
</main>
<footer class="site-footer"><p><b>PSR Brokerage</b> · 1 Yorkdale Rd, Suite 604, North York, ON M6A 3A1 · 416-555-0177</p>
<p class="disclaimer">The listing data is provided under copyright by the Toronto Regional Real Estate Board. The information is deemed reliable but is not guaranteed. MLS®, Multiple Listing Service® and the associated logos are trademarks of The Canadian Real Estate Association.</p>
${footerLinks("PSR Brokerage")}</footer>
${stateScript("window.__INITIAL_STATE__", {
  listing: {
    mlsNumber: "C12298471",
    status: "A",
    listPrice: 589000,
    originalPrice: 609000,
    address: { unitNumber: "2308", streetNumber: "95", streetName: "Mcmahon", streetSuffix: "Dr", city: "Toronto", community: "Bayview Village", zip: "M2K 0H1" },
    map: { latitude: 43.76645, longitude: -79.38617 },
    details: { propertyType: "Condo Apartment", numBedrooms: 1, numBedroomsPlus: 1, numBathrooms: 1, sqft: "600-699", age: "6-10" },
    condominium: { fees: { maintenance: 512.4 } },
    taxes: { annualAmount: 2611.08, assessmentYear: 2024 },
    agents: [{ name: "Nadia Farahani", brokerage: { name: "PSR Brokerage" } }],
  },
  ui: { savedSearches: [], favourite: false },
})}
</body></html>`,
    expected: {
      price: { amount: 589000 },
      propertyKind: "condo",
      street: "2308 - 95 Mcmahon Dr",
      city: "Toronto",
      province: "ON",
      postalCode: "M2K 0H1",
      neighbourhood: "Bayview Village",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "C12298471",
      listingAgentName: "Nadia Farahani",
      brokerageName: "PSR Brokerage",
      geo: { lat: 43.76645, lng: -79.38617 },
    },
  },
  {
    name: "ho56-wilfredmcintee-acreage-west-grey",
    site: "wilfredmcintee.ca",
    set: "held-out-56",
    traps: "rural brokerage page in schema.org microdata: a county road address in a municipality named after the county, the hamlet only in the text; above-grade and total finished sizes; 3+1 bedrooms; acres beside an irregular frontage; taxes; other offices' addresses and listings in nearby towns; head office in Walkerton",
    pageUrl: "https://www.wilfredmcintee.ca/listing/40712388/392461-grey-road-4",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>392461 Grey Road 4, West Grey — $849,900 | Wilfred McIntee &amp; Co. Limited</title>
<meta name="description" content="4.85 acre country property with a 3+1 bedroom raised bungalow and a detached shop, minutes from Durham. MLS® 40712388.">
<meta property="og:title" content="392461 Grey Road 4, West Grey">
<meta property="og:image" content="https://www.wilfredmcintee.ca/photos/40712388/main.jpg">
<meta property="og:site_name" content="Wilfred McIntee &amp; Co. Limited, Brokerage">
</head><body>
${cookieBar("Wilfred McIntee & Co.")}
<header><div class="top-bar">Serving Grey, Bruce &amp; Huron since 1951 · Offices in Walkerton, Hanover, Durham, Owen Sound, Kincardine, Mount Forest and Port Elgin</div>
<a href="/" class="logo">Wilfred McIntee &amp; Co. Limited</a><nav><a href="/residential">Residential</a><a href="/farms">Farms</a><a href="/commercial">Commercial</a><a href="/recreational">Recreational</a><a href="/offices">Offices</a></nav></header>
<main>
<article itemscope itemtype="https://schema.org/SingleFamilyResidence">
<div class="listing-top">
<h1 itemprop="name">392461 Grey Road 4</h1>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">392461 Grey Road 4</span>, <span itemprop="addressLocality">West Grey</span>, <span itemprop="addressRegion">ON</span> <span itemprop="postalCode">N0G 1R0</span></div>
<div class="listing-price">$849,900</div>
<div class="mls">MLS® #40712388</div>
</div>
<div class="photo-strip"><img itemprop="image" src="/photos/40712388/main.jpg" alt="Front of raised bungalow"><img src="/photos/40712388/2.jpg" alt="Shop"><img src="/photos/40712388/3.jpg" alt="Pond"><span class="more">+31</span></div>
<div class="quick"><span><b>3+1</b> Bedrooms</span><span><b>2</b> Bathrooms</span><span><b>4.85</b> Acres</span><span>Raised Bungalow</span></div>
<div class="desc" itemprop="description"><p>Just 6 minutes south of Durham, this raised bungalow sits well back from the road on 4.85 acres with a spring-fed pond and a mix of hardwood bush and open lawn. The main floor has an open kitchen and living room with a propane fireplace, three bedrooms and a four-piece bath; the walkout lower level adds a fourth bedroom, a three-piece bath, a family room with a woodstove and laundry. A 30' x 40' insulated shop with hydro and a concrete floor suits the hobbyist or tradesperson. Drilled well (2019), septic pumped 2024, high-speed internet available.</p></div>
<table class="specs">
<tr><th>Municipality</th><td>West Grey</td></tr>
<tr><th>County</th><td>Grey</td></tr>
<tr><th>Type</th><td>Single Family Residence</td></tr>
<tr><th>Style</th><td>Raised Bungalow</td></tr>
<tr><th>Year Built</th><td>1978</td></tr>
<tr><th>Finished Above Grade</th><td>1,850 sq. ft.</td></tr>
<tr><th>Total Finished Area</th><td>2,900 sq. ft.</td></tr>
<tr><th>Bedrooms</th><td itemprop="numberOfBedrooms">3+1</td></tr>
<tr><th>Bathrooms</th><td itemprop="numberOfBathroomsTotal">2</td></tr>
<tr><th>Lot Size</th><td>4.85 Acres</td></tr>
<tr><th>Frontage</th><td>Irregular</td></tr>
<tr><th>Heating</th><td>Forced Air Propane, Woodstove</td></tr>
<tr><th>Water / Sewer</th><td>Drilled Well / Septic</td></tr>
<tr><th>Taxes</th><td>$4,388 (2024)</td></tr>
<tr><th>Zoning</th><td>A2</td></tr>
</table>
<aside class="agent" itemprop="seller" itemscope itemtype="https://schema.org/RealEstateAgent"><p class="label">Listing Salesperson</p><h3 itemprop="name">Darryl Kuepfer</h3><p>Sales Representative</p><p itemprop="telephone">519-555-0361</p><p class="office" itemprop="worksFor">Wilfred McIntee &amp; Co. Limited, Brokerage — Durham Office</p><p>148 Garafraxa St S, Durham, ON N0G 1R0</p></aside>
</article>
${mortgageWidget("en", { price: "$849,900", down: "$169,980", rate: "4.59", years: "25", payment: "$3,796" })}
${cards("Other country properties", [
  { href: "/listing/40698812/1204-concession-2-chatsworth", price: "$1,195,000", line1: "1204 Concession 2", line2: "Chatsworth", meta: "4 bed · 3 bath · 25 acres" },
  { href: "/listing/40715540/256-10th-ave-hanover", price: "$559,000", line1: "256 10th Ave", line2: "Hanover", meta: "3 bed · 2 bath" },
  { href: "/listing/40701127/171-toronto-st-markdale", price: "$629,900", line1: "171 Toronto St", line2: "Grey Highlands (Markdale)", meta: "3 bed · 1 bath" },
])}
</main>
<footer><h3>Our Offices</h3><ul class="offices"><li><b>Head Office</b> — 24 Durham St E, Walkerton, ON N0G 2V0 · 519-555-0300</li><li><b>Durham</b> — 148 Garafraxa St S, Durham, ON N0G 1R0</li><li><b>Hanover</b> — 370 10th St, Hanover, ON N4N 1P7</li><li><b>Owen Sound</b> — 903 2nd Ave E, Owen Sound, ON N4K 2H5</li></ul>
<p>© 2025 Wilfred McIntee &amp; Co. Limited, Brokerage. Independently owned and operated. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA). Listing data courtesy of the Grey Bruce Owen Sound REALTORS® Association via ITSO.</p>
${footerLinks("Wilfred McIntee")}</footer>
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "house",
      street: "392461 Grey Road 4",
      city: "West Grey",
      province: "ON",
      postalCode: "N0G 1R0",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1850,
      lot: { value: 4.85, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "40712388",
      listingAgentName: "Darryl Kuepfer",
      brokerageName: "Wilfred McIntee & Co. Limited, Brokerage",
    },
  },
  {
    name: "ho56-naicommercial-industrial-winnipeg",
    site: "naicommercial.ca",
    set: "held-out-56",
    traps: "commercial brokerage property page: sale price with price per square foot, a lease rate and additional rent, taxes; building area and land area in acres; two agents; the industrial district as the neighbourhood; other properties for lease with rates; the firm's Portage Ave office in the footer",
    pageUrl: "https://www.naicommercial.ca/property/winnipeg/1680-dublin-avenue?id=WPG-88412",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1680 Dublin Avenue, Winnipeg | Industrial For Sale | NAI Commercial</title>
<meta name="description" content="14,200 SF freestanding industrial building on 1.12 acres in the St. James Industrial area. For sale at $2,350,000.">
<meta property="og:title" content="For Sale: 1680 Dublin Avenue, Winnipeg, MB">
<meta property="og:image" content="https://www.naicommercial.ca/uploads/properties/WPG-88412/hero.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "NAI Commercial Real Estate Inc.", url: "https://www.naicommercial.ca", address: { "@type": "PostalAddress", streetAddress: "400 - 1661 Portage Avenue", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3J 3T7", addressCountry: "CA" }, telephone: "204-555-0150" })}
</head><body class="single-property">
${cookieBar("NAI Commercial")}
<header class="nai-header"><a href="/" class="logo">NAI Commercial</a><nav><a href="/properties?type=sale">For Sale</a><a href="/properties?type=lease">For Lease</a><a href="/services">Services</a><a href="/research">Research</a><a href="/team">Our Team</a></nav></header>
<main>
<section class="property-hero"><img src="/uploads/properties/WPG-88412/hero.jpg" alt="1680 Dublin Avenue exterior"><div class="hero-text"><span class="tag">For Sale</span><span class="tag">Industrial</span><h1>1680 Dublin Avenue</h1><p>Winnipeg, MB R3H 0H1</p></div></section>
<section class="property-summary">
<dl class="summary-grid">
<dt>Sale Price</dt><dd>$2,350,000</dd>
<dt>Price / SF</dt><dd>$165.49</dd>
<dt>Building Area</dt><dd>14,200 SF</dd>
<dt>Office Area</dt><dd>2,100 SF</dd>
<dt>Land Area</dt><dd>1.12 Acres</dd>
<dt>Year Built</dt><dd>1974</dd>
<dt>Zoning</dt><dd>I2 – Industrial General</dd>
<dt>Clear Height</dt><dd>18'</dd>
<dt>Loading</dt><dd>3 Dock, 2 Grade</dd>
<dt>Property Taxes (2024)</dt><dd>$38,214.67</dd>
<dt>Neighbourhood</dt><dd>St. James Industrial</dd>
<dt>MLS®</dt><dd>202426871</dd>
</dl>
<p class="lease-note">Also available for lease: $11.50/SF net · Additional rent $4.25/SF (2025 est.)</p>
<a class="btn" href="/uploads/properties/WPG-88412/brochure.pdf">Download Brochure (PDF)</a>
</section>
<section class="highlights"><h2>Property Highlights</h2><ul><li>Freestanding building with fenced, paved yard</li><li>600 amp, 600 volt, 3-phase power</li><li>Fully sprinklered; radiant heat in the warehouse</li><li>Minutes from Route 90 and Winnipeg Richardson International Airport</li><li>Roof replaced 2018</li></ul>
<p>An owner-user or investor opportunity in one of Winnipeg's most established industrial districts. The building offers a two-storey office component at the front with a warehouse bay behind, ample yard for trailer parking and excellent access to King Edward St and Route 90.</p></section>
<section class="brokers"><h2>Contact the Brokers</h2>
<div class="broker"><h3>Brent Olafson</h3><p>Senior Vice President, Industrial</p><p>204-555-0172 · bolafson@naicommercial.ca</p></div>
<div class="broker"><h3>Kristy Mah</h3><p>Associate</p><p>204-555-0188 · kmah@naicommercial.ca</p></div>
<p class="firm">NAI Commercial Real Estate Inc.</p></section>
<section class="map" data-lat="49.90588" data-lng="-97.21941"><h2>Location</h2><div id="map-canvas"></div></section>
${cards("Similar Industrial Properties", [
  { href: "/property/winnipeg/45-keewatin-street?id=WPG-88317", price: "$9.95/SF net", line1: "45 Keewatin Street", line2: "Winnipeg, MB", meta: "For Lease · 6,400 – 12,800 SF" },
  { href: "/property/winnipeg/1255-sherwin-road?id=WPG-88390", price: "$1,875,000", line1: "1255 Sherwin Road", line2: "Winnipeg, MB", meta: "For Sale · 10,500 SF · 0.86 Acres" },
  { href: "/property/winnipeg/880-century-street?id=WPG-88402", price: "$12.00/SF net", line1: "880 Century Street", line2: "Winnipeg, MB", meta: "For Lease · 4,200 SF" },
])}
</main>
<footer class="nai-footer"><p><b>NAI Commercial Real Estate Inc.</b> · 400 - 1661 Portage Avenue, Winnipeg, MB R3J 3T7 · 204-555-0150</p>
<p class="legal">The information contained herein was obtained from sources believed reliable; however, NAI Commercial Real Estate Inc. makes no guarantees, warranties or representations as to its completeness or accuracy. Subject to errors, omissions, change of price, prior sale or withdrawal without notice.</p>
${footerLinks("NAI Commercial")}</footer>
${stateScript("window.propertyData", { id: "WPG-88412", status: "sale", propertyType: "Industrial", salePrice: 2350000, pricePerSf: 165.49, buildingSf: 14200, landAcres: 1.12, coords: [49.90588, -97.21941] })}
</body></html>`,
    expected: {
      price: { amount: 2350000 },
      propertyKind: "commercial",
      street: "1680 Dublin Avenue",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3H 0H1",
      neighbourhood: "St. James Industrial",
      squareFootage: 14200,
      lot: { value: 1.12, unit: "acres" },
      yearBuilt: 1974,
      mlsNumber: "202426871",
      listingAgentName: "Brent Olafson",
      brokerageName: "NAI Commercial Real Estate Inc.",
      geo: { lat: 49.90588, lng: -97.21941 },
    },
  },
  {
    name: "ho56-sasktoday-classified-lot-christopher-lake",
    site: "sasktoday.ca",
    set: "held-out-56",
    traps: "a news site's classifieds: a private seller's lake lot, price with OBO, an ad id in the URL, acres, a first-name seller and no agent or MLS®; other classified ads (trucks, a quarter section, a rental) with prices; the newspaper group's Regina office in the footer",
    pageUrl: "https://www.sasktoday.ca/classifieds/real-estate/lots-acreages/ad-1187342",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Lake lot – Christopher Lake – $64,900 OBO | SASKTODAY.ca Classifieds</title>
<meta name="description" content="Treed 0.62 acre lot one block from the beach at Christopher Lake. Power at the lot line. $64,900 OBO.">
<meta property="og:type" content="article">
<meta property="og:title" content="Lake lot – Christopher Lake – $64,900 OBO">
<meta property="og:image" content="https://www.sasktoday.ca/classifieds/img/1187342-1.jpg">
${ld({ "@context": "https://schema.org", "@type": "NewsMediaOrganization", name: "SASKTODAY.ca", url: "https://www.sasktoday.ca", address: { "@type": "PostalAddress", streetAddress: "1964 Park Street", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4N 7M5" } })}
</head><body class="classifieds ad-detail">
<header class="masthead"><a href="/" class="logo">SASKTODAY.ca</a><nav><a href="/local-news">Local News</a><a href="/sports">Sports</a><a href="/agriculture">Agriculture</a><a href="/obituaries">Obituaries</a><a href="/classifieds" class="active">Classifieds</a></nav><div class="weather">Prince Albert −4°C</div></header>
<div class="ad-slot leaderboard"><ins class="adsbygoogle" data-ad-slot="5604412"></ins></div>
<main class="classified-wrap">
<nav class="crumbs"><a href="/classifieds">Classifieds</a> › <a href="/classifieds/real-estate">Real Estate</a> › <a href="/classifieds/real-estate/lots-acreages">Lots &amp; Acreages</a></nav>
<article class="ad">
<h1>Lake lot – Christopher Lake</h1>
<p class="ad-price">$64,900 OBO</p>
<p class="ad-meta">Ad #1187342 · Posted 3 days ago · 412 views</p>
<div class="ad-photos"><img src="/classifieds/img/1187342-1.jpg" alt="Treed lot"><img src="/classifieds/img/1187342-2.jpg" alt="Beach"></div>
<div class="ad-body"><p>Treed lot for sale at 117 Spruce Drive, Christopher Lake, SK S0J 0N0. One block from the public beach and boat launch. Lot is 0.62 acres, mostly spruce and poplar with a cleared building site. Power and phone at the lot line, natural gas on the street. Taxes approx. $780/yr. Village water available for hook-up fee. No building timeline. Serious inquiries only, no trades. Call or text Gord.</p></div>
<table class="ad-fields"><tr><th>Category</th><td>Lots &amp; Acreages</td></tr><tr><th>Location</th><td>Christopher Lake</td></tr><tr><th>Size</th><td>0.62 acres</td></tr><tr><th>For sale by</th><td>Owner</td></tr></table>
<div class="ad-contact"><p>Contact: Gord</p><p>306-555-0218</p><button>Email seller</button></div>
</article>
<aside class="more-ads"><h2>More in Real Estate</h2><ul>
<li><a href="/classifieds/real-estate/farmland/ad-1186620">Quarter section NE of Shellbrook – $289,000</a></li>
<li><a href="/classifieds/real-estate/for-rent/ad-1187015">2 bed duplex, Prince Albert East Flat – $1,250/month</a></li>
<li><a href="/classifieds/real-estate/cabins/ad-1185977">Cabin at Emma Lake, 2 bed – $239,900</a></li>
</ul><h2>Featured</h2><ul><li><a href="/classifieds/vehicles/ad-1187290">2018 F-150 XLT, 142,000 km – $31,500</a></li><li><a href="/classifieds/farm/ad-1187101">Bale processor – $9,800</a></li></ul></aside>
</main>
<footer class="site-footer"><p>SASKTODAY.ca is part of the Glacier Media group. 1964 Park Street, Regina, SK S4N 7M5.</p><p>Classified ads are posted by users. SASKTODAY.ca does not verify ads and is not responsible for their content. Report suspicious ads to classifieds@sasktoday.ca.</p>
${footerLinks("SASKTODAY.ca")}</footer>
${stateScript("window.__AD__", { adId: 1187342, category: "lots-acreages", price: 64900, priceQualifier: "OBO", location: "Christopher Lake", sellerType: "private", posted: "2025-03-04" })}
</body></html>`,
    expected: {
      price: { amount: 64900 },
      propertyKind: "land",
      street: "117 Spruce Drive",
      city: "Christopher Lake",
      province: "SK",
      postalCode: "S0J 0N0",
      lot: { value: 0.62, unit: "acres" },
    },
  },
  {
    name: "ho56-mainstreet-apartment-rent-saskatoon",
    site: "mainstreetliving.ca",
    set: "held-out-56",
    traps: "a landlord's suite page: monthly rent beside deposit, parking and other suite types' from-prices; the suite number after the street; the building's year; a neighbourhood; no agent or brokerage; the landlord's Calgary head office in the footer; suite data in JSON",
    pageUrl: "https://www.mainstreetliving.ca/saskatoon/preston-gardens/suite-306",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Suite 306 – 2 Bedroom Apartment for Rent | Preston Gardens, Saskatoon | Mainstreet</title>
<meta name="description" content="2 bedroom, 1 bath apartment for rent at Preston Gardens, 1125 Preston Ave S, Saskatoon. $1,445/month. Heat and water included.">
<meta property="og:title" content="Preston Gardens – Suite 306 – $1,445/month">
<meta property="og:image" content="https://www.mainstreetliving.ca/media/buildings/preston-gardens/hero.jpg">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Preston Gardens", address: { "@type": "PostalAddress", streetAddress: "1125 Preston Ave S", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7H 2V8" }, geo: { "@type": "GeoCoordinates", latitude: 52.11294, longitude: -106.62408 }, petsAllowed: true })}
</head><body>
${cookieBar("Mainstreet")}
<header class="ms-header"><a href="/" class="logo">Mainstreet</a><nav><a href="/saskatoon">Saskatoon</a><a href="/edmonton">Edmonton</a><a href="/calgary">Calgary</a><a href="/regina">Regina</a><a href="/apply">Apply Online</a><a href="/residents">Resident Portal</a></nav></header>
<main>
<nav class="crumbs"><a href="/saskatoon">Saskatoon</a> › <a href="/saskatoon/preston-gardens">Preston Gardens</a> › Suite 306</nav>
<section class="suite-hero"><div class="gallery"><img src="/media/buildings/preston-gardens/306-living.jpg" alt="Living room"><img src="/media/buildings/preston-gardens/306-kitchen.jpg" alt="Kitchen"></div>
<div class="suite-summary"><h1>1125 Preston Ave S, Suite 306</h1><p class="area">Grosvenor Park · Saskatoon, SK S7H 2V8</p>
<p class="rent"><span class="amount">$1,445</span><span class="per">/month</span></p>
<ul class="suite-facts"><li>2 Bedrooms</li><li>1 Bathroom</li><li>860 sq. ft.</li><li>Available April 1</li></ul>
<p class="fees">Security deposit: $500 · Underground parking: $45/month · Surface parking: $25/month</p>
<a class="btn-apply" href="/apply?suite=PG-306">Apply for this suite</a></div></section>
<section class="building"><h2>About Preston Gardens</h2><p>Renovated in 2023, Preston Gardens is a 48-suite walk-up built in 1981 on a quiet stretch of Preston Avenue, steps from Grosvenor Park, Market Mall and the University of Saskatchewan bus routes. Suites feature new vinyl plank flooring, updated kitchens with stainless appliances and in-suite storage. Heat and water are included; tenants pay electricity.</p>
<ul class="amenities"><li>Heat &amp; water included</li><li>Coin-free laundry on every floor</li><li>Cat friendly (fees apply)</li><li>On-site resident manager</li><li>Year built: 1981</li></ul></section>
<section class="other-suites"><h2>Other suite types at Preston Gardens</h2><table><tr><th>Type</th><th>Size</th><th>Rent</th></tr><tr><td>1 Bedroom</td><td>640 sq. ft.</td><td>From $1,195/mo</td></tr><tr><td>2 Bedroom</td><td>860 sq. ft.</td><td>From $1,445/mo</td></tr><tr><td>3 Bedroom</td><td>1,040 sq. ft.</td><td>From $1,745/mo</td></tr></table></section>
${cards("Nearby Mainstreet buildings", [
  { href: "/saskatoon/taylor-terrace", price: "From $1,150/mo", line1: "Taylor Terrace", line2: "2020 Taylor St E, Saskatoon", meta: "1 – 2 Bedrooms" },
  { href: "/saskatoon/nutana-place", price: "From $1,275/mo", line1: "Nutana Place", line2: "815 Broadway Ave, Saskatoon", meta: "Bachelor – 2 Bedrooms" },
  { href: "/saskatoon/lakeview-court", price: "From $1,395/mo", line1: "Lakeview Court", line2: "330 Kenderdine Rd, Saskatoon", meta: "2 – 3 Bedrooms" },
])}
</main>
<footer class="ms-footer"><p>Mainstreet Equity Corp. · Head office: 305 10 Ave SE, Calgary, AB T2G 0W2 · TSX: MEQ</p><p>Rents, availability and incentives are subject to change without notice. Photos may show a representative suite.</p>
${footerLinks("Mainstreet")}</footer>
${jsonScript("suite-data", { suiteId: "PG-306", building: "Preston Gardens", unit: "306", rent: 1445, deposit: 500, beds: 2, baths: 1, sqft: 860, available: "2025-04-01", lat: 52.11294, lng: -106.62408 })}
</body></html>`,
    expected: {
      price: { amount: 1445, period: "month" },
      propertyKind: "condo",
      street: "1125 Preston Ave S, Suite 306",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7H 2V8",
      neighbourhood: "Grosvenor Park",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
      yearBuilt: 1981,
      geo: { lat: 52.11294, lng: -106.62408 },
    },
  },
];
