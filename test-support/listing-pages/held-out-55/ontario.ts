/**
 * Fifty-fifth held-out corpus, Ontario: a national portal's Hamilton house with a price change and an open house, a
 * North York condo back on the market after a termination, a Richmond Hill townhouse sold conditionally, and a
 * Mississauga condo with a price drop and the unit's own earlier sales.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { assign, cookieBar, footerLinks, jsonIsland, mortgageCalc, nearbyPanel, similarStrip } from "./chrome.ts";

export const HELD_OUT_55_ONTARIO: ListingPage[] = [
  {
    name: "ho55-realtorca-house-hamilton-crown-point",
    site: "realtor.ca",
    set: "held-out-55",
    traps: "'Price Change' badge with the earlier price in the description; open house banner with dates and times; time on site in days; 3 bedrooms with bathrooms total 2 and 1 partial; size as a range; frontage × depth; annual taxes beside the price; internal property id in the URL; the association's Ottawa office in JSON-LD and footer; nearby listings' prices",
    pageUrl: "https://www.realtor.ca/real-estate/28901177/58-glendale-avenue-n-hamilton-crown-point",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>58 GLENDALE AVENUE N, Hamilton (Crown Point), Ontario L8L7J4 - X12045871 | REALTOR.ca</title>
<meta name="description" content="58 GLENDALE AVENUE N, Hamilton, Ontario L8L7J4 - X12045871 - 3 bedroom brick 1.5-storey with detached garage. Open house Saturday.">
<meta property="og:title" content="58 GLENDALE AVENUE N, Hamilton (Crown Point), Ontario L8L7J4">
<meta property="og:description" content="For sale: $649,900 - 58 GLENDALE AVENUE N, Hamilton (Crown Point)">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28901177/58-glendale-avenue-n-hamilton-crown-point">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638790/reb14/highres/1/x12045871_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "The Canadian Real Estate Association", url: "https://www.realtor.ca", logo: "https://www.realtor.ca/images/logo.svg", address: { "@type": "PostalAddress", streetAddress: "200 Catherine Street, 6th Floor", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K2P 2K9", addressCountry: "CA" } })}
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "58 GLENDALE AVENUE N, Hamilton (Crown Point), Ontario L8L7J4",
  sku: "X12045871",
  image: "https://cdn.realtor.ca/listings/TS638790/reb14/highres/1/x12045871_1.jpg",
  description: "Solid brick 1.5-storey in Crown Point with a detached garage off the lane.",
  offers: { "@type": "Offer", price: 649900, priceCurrency: "CAD", availability: "https://schema.org/InStock", url: "https://www.realtor.ca/real-estate/28901177/58-glendale-avenue-n-hamilton-crown-point" },
})}
${ld({ "@context": "https://schema.org", "@type": "Event", name: "Open House - 58 GLENDALE AVENUE N", startDate: "2025-04-12T14:00:00-04:00", endDate: "2025-04-12T16:00:00-04:00", location: { "@type": "Place", name: "58 GLENDALE AVENUE N", address: { "@type": "PostalAddress", streetAddress: "58 GLENDALE AVENUE N", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8L 7J4" } } })}
</head><body class="propertyDetailsPage en">
<header id="siteHeader"><a class="logo" href="/" aria-label="REALTOR.ca home">REALTOR.ca</a><nav><a href="/map#view=list">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/commercial">Commercial</a><a href="/fr">Français</a><a href="/login" class="loginBtn">Log in</a></nav></header>
<main id="propertyDetailsContainer" data-propertyid="28901177" data-latitude="43.25231" data-longitude="-79.81502">
<div id="propertyDetailsHeader">
<div class="listingBadges"><span class="badge priceChange">Price Change</span><span class="badge openHouse">Open House</span></div>
<div id="listingAddressCon"><h1 id="listingAddress">58 GLENDALE AVENUE N<br><span class="listingAddressSub">Hamilton (Crown Point), Ontario L8L7J4</span></h1></div>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">$649,900</div></div>
<div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">X12045871</span></div>
<div id="listingTimeOnSite">Time on REALTOR.ca: <span>23 days</span></div>
</div>
<div id="openHouseCon" class="openHouseBanner"><h2>Open House</h2><ul><li><span class="ohDate">Saturday, April 12, 2025</span> <span class="ohTime">2:00 PM - 4:00 PM</span></li><li><span class="ohDate">Sunday, April 13, 2025</span> <span class="ohTime">1:00 PM - 3:00 PM</span></li></ul></div>
<div id="propertyGallery" class="gallery"><img src="https://cdn.realtor.ca/listings/TS638790/reb14/highres/1/x12045871_1.jpg" alt="58 GLENDALE AVENUE N photo 1"><span class="photoCount">1 / 34</span></div>
<div id="propertyDetailsSummary" class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
<div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">1.5</div>
<div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1100 - 1500 sqft</div>
<div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Crown Point</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$3,987</div>
<div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Detached Garage</div>
</div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Priced to sell — now $649,900 (previously $674,900)! Solid brick 1.5-storey on a quiet stretch of Glendale in Crown Point, a short walk to Ottawa Street's shops and cafés, Gage Park and the future LRT stop. Main floor offers a living room with original trim, separate dining room and an updated kitchen with a walkout to the fenced yard. Three bedrooms and a 4-piece bath upstairs, 2-piece in the basement. Detached garage accessed from the rear lane. Roof 2021, furnace and A/C 2019. Open house Saturday and Sunday — come see it.</p></div>
<div id="buildingSection" class="propertyDetailsSection"><h2>Building</h2>
<div class="row"><span class="label">Bedrooms Above Grade</span><span class="value">3</span></div>
<div class="row"><span class="label">Bathrooms (Total)</span><span class="value">2</span></div>
<div class="row"><span class="label">Partial Bathrooms</span><span class="value">1</span></div>
<div class="row"><span class="label">Basement Type</span><span class="value">Full (Partially finished)</span></div>
<div class="row"><span class="label">Exterior Finish</span><span class="value">Brick</span></div>
<div class="row"><span class="label">Heating Type</span><span class="value">Forced air (Natural gas)</span></div>
<div class="row"><span class="label">Cooling</span><span class="value">Central air conditioning</span></div></div>
<div id="landSection" class="propertyDetailsSection"><h2>Land</h2>
<div class="row"><span class="label">Size Frontage</span><span class="value">30 ft</span></div>
<div class="row"><span class="label">Size Depth</span><span class="value">120 ft</span></div>
<div class="row"><span class="label">Size Total Text</span><span class="value">30 x 120 FT</span></div>
<div class="row"><span class="label">Zoning Description</span><span class="value">C</span></div></div>
<div id="roomsSection" class="propertyDetailsSection"><h2>Rooms</h2><table><thead><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Main level</td><td>Living room</td><td>13 ft ,6 in x 12 ft ,2 in</td></tr><tr><td>Main level</td><td>Dining room</td><td>11 ft ,9 in x 10 ft ,8 in</td></tr><tr><td>Main level</td><td>Kitchen</td><td>12 ft ,4 in x 9 ft ,1 in</td></tr><tr><td>Second level</td><td>Primary Bedroom</td><td>14 ft ,2 in x 11 ft</td></tr><tr><td>Second level</td><td>Bedroom</td><td>10 ft ,7 in x 9 ft ,4 in</td></tr><tr><td>Second level</td><td>Bedroom</td><td>9 ft ,10 in x 8 ft ,6 in</td></tr><tr><td>Second level</td><td>4pc Bathroom</td><td>Measurements not available</td></tr><tr><td>Basement</td><td>2pc Bathroom</td><td>Measurements not available</td></tr><tr><td>Basement</td><td>Recreational, Games room</td><td>17 ft ,3 in x 12 ft</td></tr>
</tbody></table></div>
<div id="realtorCardCon"><h2>Listing Agent</h2><div class="realtorCard"><div class="realtorCardName">Priya Ramcharan</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">905-555-0183</div><a class="realtorCardWebsite" href="https://example-realty.ca/priya">Website</a></div>
<div class="officeCard"><div class="officeCardName">Bayfront Lakeshore Realty Ltd., Brokerage</div><div class="officeCardAddress">1046 Barton Street E, Hamilton, Ontario L8L 3E3</div><div class="officeCardPhone">905-555-0100</div></div></div>
${mortgageCalc(649900)}
${nearbyPanel("Nearby", [["Prince of Wales Elementary School", "Elementary", "0.5 km"], ["Delta Secondary School", "Secondary", "1.2 km"], ["Gage Park", "Park", "0.9 km"], ["Ottawa St N & Cannon St E", "Transit", "0.3 km"]])}
${similarStrip("Nearby listings", [
  { href: "/real-estate/28890442/112-dunsmure-road-hamilton-crown-point", price: "$579,000", address: "112 DUNSMURE ROAD, Hamilton", beds: "3 bd", baths: "1 ba" },
  { href: "/real-estate/28912003/41-graham-avenue-s-hamilton-homeside", price: "$699,000", address: "41 GRAHAM AVENUE S, Hamilton", beds: "4 bd", baths: "2 ba", badge: "New" },
  { href: "/real-estate/28876510/287-ottawa-street-n-hamilton-crown-point", price: "$624,500", address: "287 OTTAWA STREET N, Hamilton", beds: "2 bd", baths: "2 ba" },
])}
</main>
${cookieBar("REALTOR.ca")}
<footer id="siteFooter"><p>The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA.</p><p>This listing content provided by REALTOR.ca has been licensed by REALTOR® members of The Canadian Real Estate Association.</p><p>© 2025 The Canadian Real Estate Association, 200 Catherine Street, 6th Floor, Ottawa, ON K2P 2K9.</p>${footerLinks("REALTOR.ca")}</footer>
</body></html>`,
    expected: {
      price: { amount: 649900, currency: "CAD" },
      propertyKind: "house",
      street: "58 GLENDALE AVENUE N",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8L 7J4",
      neighbourhood: "Crown Point",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 3600, unit: "ft2" },
      mlsNumber: "X12045871",
      listingAgentName: "Priya Ramcharan",
      brokerageName: "Bayfront Lakeshore Realty Ltd., Brokerage",
      geo: { lat: 43.25231, lng: -79.81502 },
    },
  },
  {
    name: "ho55-zolo-condo-toronto-clanton-park",
    site: "zolo.ca",
    set: "held-out-55",
    traps: "'Back on Market' after a termination; listing history table with two earlier asking prices, a terminated row and a 2021 sale of the same unit; Zolo estimate beside the price; maintenance fee and taxes; size range; days on site; the brokerage shown with no agent while Zolo's own agent and office are in a contact card; other units in the building with prices",
    pageUrl: "https://www.zolo.ca/toronto-real-estate/21-tippett-road/1508",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1508 - 21 Tippett Rd, Toronto — For Sale @ $579,000 | Zolo.ca</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 1508 - 21 Tippett Rd, Toronto, ON M3H 0E4. Back on market. MLS® C12087345.">
<meta property="og:title" content="1508 - 21 Tippett Rd, Toronto — $579,000">
<meta property="og:image" content="https://photos.zolo.ca/1508-21-tippett-road-toronto-C12087345-1.jpg">
<meta property="og:url" content="https://www.zolo.ca/toronto-real-estate/21-tippett-road/1508">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Zolo Realty, Brokerage", url: "https://www.zolo.ca", telephone: "1-844-274-3008", address: { "@type": "PostalAddress", streetAddress: "5700 Yonge St, Suite 1900", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2M 4K2" } })}
</head><body class="listing-page">
<header class="site-header"><a href="/" class="logo">Zolo</a><nav><a href="/toronto-real-estate">Buy</a><a href="/toronto-real-estate/sold">Sold</a><a href="/toronto-real-estate/rent">Rent</a><a href="/home-value">Home Value</a><a href="/agents">Agents</a><a href="/sign-in" class="btn">Sign In</a></nav></header>
<main class="listing" itemscope itemtype="https://schema.org/Residence">
<nav class="breadcrumbs"><a href="/toronto-real-estate">Toronto</a> › <a href="/toronto-real-estate/clanton-park">Clanton Park</a> › <a href="/toronto-real-estate/21-tippett-road">21 Tippett Rd</a> › Unit 1508</nav>
<section class="listing-header">
<div class="status-badges"><span class="badge badge-green">Back on Market</span><span class="badge">Price Change</span></div>
<h1 class="address" itemprop="name"><span itemprop="streetAddress">1508 - 21 Tippett Rd</span>, <span class="neighbourhood">Clanton Park</span>, <span itemprop="addressLocality">Toronto</span></h1>
<div class="listing-price"><span class="price" data-price="579000">$579,000</span> <s class="old-price">$599,000</s> <span class="price-delta">▼ $20,000</span></div>
<div class="zolo-estimate">Zolo Estimate <strong>$566,300</strong> <span class="muted">(updated Apr 7, 2025)</span></div>
<ul class="summary-facts"><li><strong>2</strong> Bed</li><li><strong>2</strong> Bath</li><li><strong>800-899</strong> Sqft</li><li>Condo Apt</li></ul>
<div class="dom">6 days on Zolo · Back on market Apr 3, 2025</div>
</section>
<section class="gallery"><img src="https://photos.zolo.ca/1508-21-tippett-road-toronto-C12087345-1.jpg" alt="1508 - 21 Tippett Rd living room"><span>1 of 28</span></section>
<section class="key-facts"><h2>Key Facts</h2><dl class="facts">
<dt>Property Type</dt><dd>Condo Apt</dd><dt>MLS®</dt><dd>C12087345</dd><dt>Maintenance Fees</dt><dd>$642/mo</dd><dt>Taxes</dt><dd>$2,734 / 2024</dd><dt>Age</dt><dd>6-10</dd><dt>Exposure</dt><dd>Southwest</dd><dt>Parking</dt><dd>1 Underground</dd><dt>Locker</dt><dd>Owned</dd><dt>Postal Code</dt><dd>M3H 0E4</dd><dt>Price/Sqft</dt><dd>$651-$723</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Back on the market and now priced to move! Bright split two-bedroom corner suite at Express Condos with 9' ceilings, floor-to-ceiling windows and a 120 sq ft balcony facing southwest over the park. Primary bedroom with 3-piece ensuite and walk-in closet, second bedroom beside the main 4-piece bath. Steps to Wilson subway station, Yorkdale and the 401. Amenities include gym, party room, rooftop terrace and 24-hour concierge. One parking and one locker included.</p></section>
<section class="history"><h2>Listing History</h2>
<table class="history-table"><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>MLS®</th></tr></thead><tbody>
<tr><td>Apr 9, 2025</td><td>Price Change</td><td>$579,000</td><td>C12087345</td></tr>
<tr><td>Apr 3, 2025</td><td>Listed</td><td>$599,000</td><td>C12087345</td></tr>
<tr><td>Mar 28, 2025</td><td>Terminated</td><td>$619,000</td><td>C11980412</td></tr>
<tr><td>Feb 10, 2025</td><td>Listed</td><td>$619,000</td><td>C11980412</td></tr>
<tr class="gated"><td>Jun 14, 2021</td><td>Sold</td><td><span class="blur" data-sold="585000">$5••,•••</span></td><td>C5201877</td></tr>
</tbody></table><p class="gate"><a href="/sign-in">Sign in</a> to see sold prices — required by TRREB.</p></section>
<section class="listed-by"><p class="brokerage-line">Listed by <span class="brokerage">Yorkdale Crest Realty Inc., Brokerage</span></p></section>
<aside class="contact-card"><h3>Ask a Zolo agent</h3><div class="agent">Marcus Leblanc</div><div class="agent-title">Sales Representative, Zolo Realty, Brokerage</div><form><input name="name" placeholder="Name"><input name="phone" placeholder="Phone"><textarea name="message">I'd like more information about 1508 - 21 Tippett Rd.</textarea><button>Request Info</button></form></aside>
${mortgageCalc(579000)}
${similarStrip("More Units at 21 Tippett Rd", [
  { href: "/toronto-real-estate/21-tippett-road/611", price: "$489,900", address: "611 - 21 Tippett Rd", beds: "1+1 bd", baths: "1 ba", size: "600-699 sqft" },
  { href: "/toronto-real-estate/21-tippett-road/2102", price: "$615,000", address: "2102 - 21 Tippett Rd", beds: "2 bd", baths: "2 ba", size: "800-899 sqft", badge: "New" },
  { href: "/toronto-real-estate/21-tippett-road/ph05", price: "$2,650/mo", address: "PH05 - 21 Tippett Rd", beds: "2 bd", baths: "2 ba", size: "700-799 sqft", badge: "For Rent" },
])}
${nearbyPanel("Schools nearby", [["Faywood Arts-Based Curriculum School", "Public, JK-8", "0.8 km"], ["William Lyon Mackenzie CI", "Public, 9-12", "1.6 km"], ["St. Robert Catholic School", "Catholic, JK-8", "1.1 km"]])}
</main>
${cookieBar("Zolo")}
<footer class="site-footer"><p>Zolo Realty, Brokerage. 5700 Yonge St, Suite 1900, Toronto, ON M2M 4K2. 1-844-274-3008.</p><p>The listing data is provided under copyright by the Toronto Regional Real Estate Board. The information is deemed reliable but is not guaranteed to be accurate. Listing information updated daily.</p>${footerLinks("Zolo")}</footer>
</body></html>`,
    expected: {
      price: { amount: 579000, currency: "CAD" },
      propertyKind: "condo",
      street: "1508 - 21 Tippett Rd",
      city: "Toronto",
      province: "ON",
      postalCode: "M3H 0E4",
      neighbourhood: "Clanton Park",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      mlsNumber: "C12087345",
      brokerageName: "Yorkdale Crest Realty Inc., Brokerage",
    },
  },
  {
    name: "ho55-housesigma-townhouse-richmond-hill-sold-conditional",
    site: "housesigma.com",
    set: "held-out-55",
    traps: "'Sold Conditional' status with the list price kept and the sold price hidden; SigmaEstimate and its range; earlier asking price in the history and a 2016 sale; days on market; 3 bedrooms and 3 washrooms with no split; lot frontage × depth with decimals; Vue state in window.__INITIAL_STATE__; community vs municipality; comparable sold homes",
    pageUrl: "https://housesigma.com/on/richmond-hill-real-estate/18-lark-meadow-way/home/Ql7bYk3wN2mZxR0e/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>18 Lark Meadow Way, Richmond Hill, ON L4E 0K9 - Sold Conditional | HouseSigma</title>
<meta name="description" content="18 Lark Meadow Way, Richmond Hill - Att/Row/Twnhouse - 3 bedrooms, 3 bathrooms - Listed for $1,149,000 - Sold Conditional - N12101234">
<meta property="og:title" content="18 Lark Meadow Way, Richmond Hill | HouseSigma">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/234/N12101234.jpg">
<link rel="canonical" href="https://housesigma.com/on/richmond-hill-real-estate/18-lark-meadow-way/home/Ql7bYk3wN2mZxR0e/">
</head><body>
<div id="app">
<header class="hs-header"><a class="logo" href="/">HouseSigma</a><nav><a href="/on/map">Map Search</a><a href="/on/market">Market Trends</a><a href="/on/agent">Agents</a><a href="/on/estimate">Home Valuation</a><a href="/login">Log in</a></nav></header>
<main class="listing-detail">
<div class="status-bar"><span class="status status-sc">Sold Conditional</span><span class="dom">Listed 19 days</span></div>
<h1 class="address">18 Lark Meadow Way</h1>
<p class="community">Oak Ridges, Richmond Hill, ON L4E 0K9</p>
<div class="price-block"><div class="list-price"><span class="label">Listed for</span> <span class="amount">$1,149,000</span></div><div class="sold-price"><span class="label">Sold for</span> <span class="amount hidden-price">$•,•••,•••</span> <a href="/login">Login required</a></div></div>
<div class="sigma-estimate"><span class="label">SigmaEstimate</span> <span class="amount">$1,128,000</span> <span class="range">$1,071,600 - $1,184,400</span> <span class="date">Apr 08, 2025</span></div>
<ul class="key-info">
<li><span>Tax</span><span>$4,912 / 2024</span></li><li><span>Type</span><span>Att/Row/Twnhouse</span></li><li><span>Building Age</span><span>6-15</span></li><li><span>Size</span><span>1500-2000 feet²</span></li><li><span>Lot Size</span><span>20.00 x 98.50 feet</span></li><li><span>Parking</span><span>2 (1 garage)</span></li><li><span>Bedrooms</span><span>3</span></li><li><span>Bathrooms</span><span>3</span></li><li><span>Listing #</span><span>N12101234</span></li><li><span>Data Source</span><span>TRREB</span></li>
</ul>
<section class="listing-history"><h2>Listing History</h2><table><thead><tr><th>Date Start</th><th>Date End</th><th>Price</th><th>Event</th><th>Listing ID</th></tr></thead><tbody>
<tr><td>2025-03-21</td><td>2025-04-09</td><td>$1,149,000</td><td>Sold Conditional</td><td>N12101234</td></tr>
<tr><td>2025-02-27</td><td>2025-03-20</td><td>$1,199,000</td><td>Terminated</td><td>N12010556</td></tr>
<tr><td>2016-05-02</td><td>2016-05-09</td><td>$689,900</td><td>Sold $712,000</td><td>N3481225</td></tr>
</tbody></table></section>
<section class="description"><h2>Description</h2><p>Freehold 2-storey townhome in the heart of Oak Ridges, backing onto a ravine with no rear neighbours. Open-concept main floor with 9' ceilings, hardwood, and a kitchen with quartz counters and breakfast bar. Three bedrooms up, primary with 4-piece ensuite and walk-in closet. Unfinished basement with rough-in. Walk to Lake Wilcox, community centre, trails and top-ranked schools. No POTL fee.</p></section>
<section class="brokerage"><p>Listing Brokerage: <strong>Heritage Oaks Realty Inc., Brokerage</strong></p></section>
<section class="comparables"><h2>Sold Homes Nearby</h2>
<ul><li><a href="/on/richmond-hill-real-estate/9-wildberry-cres/home/pX81"><span>9 Wildberry Cres</span> <span>Sold $1,102,000</span> <span>Listed $1,118,000</span></a></li><li><a href="/on/richmond-hill-real-estate/74-nightingale-pl/home/pL22"><span>74 Nightingale Pl</span> <span>Sold $1,175,500</span> <span>Listed $1,189,900</span></a></li><li><a href="/on/richmond-hill-real-estate/3-oriole-gdns/home/pQ07"><span>3 Oriole Gdns</span> <span>Sold $1,060,000</span> <span>Listed $1,099,000</span></a></li></ul></section>
${mortgageCalc(1149000)}
${nearbyPanel("Schools", [["Lake Wilcox Public School", "Elementary · Score 7.4", "0.6 km"], ["Bond Lake Public School", "Elementary · Score 8.1", "1.4 km"], ["Richmond Hill High School", "Secondary · Score 8.3", "5.2 km"]])}
</main>
</div>
${assign("window.__INITIAL_STATE__", {
  listing: {
    id_listing: "Ql7bYk3wN2mZxR0e",
    ml_num: "N12101234",
    status: "SC",
    status_name: "Sold Conditional",
    price: "1149000",
    price_sold: null,
    estimate: { price: 1128000, low: 1071600, high: 1184400 },
    address: "18 Lark Meadow Way",
    municipality_name: "Richmond Hill",
    community_name: "Oak Ridges",
    province: "ON",
    postal_code: "L4E0K9",
    bedroom_string: "3",
    washroom: 3,
    house_type_name: "Att/Row/Twnhouse",
    sqft: "1500-2000",
    land: { front: "20.00", depth: "98.50", unit: "Feet" },
    map: { lat: 43.94177, lon: -79.45912 },
    brokerage_text: "Heritage Oaks Realty Inc., Brokerage",
    dom: 19,
  },
  recommend: [{ ml_num: "N12093377", price: "1088000", address: "40 Wren Crt" }, { ml_num: "N12104410", price: "1259900", address: "112 Kingfisher Dr" }],
})}
${cookieBar("HouseSigma")}
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage. 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4.</p><p>The data relating to real estate displayed on this site comes in part from the MLS® System of the Toronto Regional Real Estate Board. SigmaEstimate is an estimate of market value and is not an appraisal.</p>${footerLinks("HouseSigma")}</footer>
</body></html>`,
    expected: {
      price: { amount: 1149000, currency: "CAD" },
      propertyKind: "townhouse",
      street: "18 Lark Meadow Way",
      city: "Richmond Hill",
      province: "ON",
      postalCode: "L4E 0K9",
      neighbourhood: "Oak Ridges",
      bedrooms: 3,
      bathrooms: 3,
      squareFootage: 1500,
      lot: { value: 1970, unit: "ft2" },
      mlsNumber: "N12101234",
      brokerageName: "Heritage Oaks Realty Inc., Brokerage",
      geo: { lat: 43.94177, lng: -79.45912 },
    },
  },
  {
    name: "ho55-condosca-condo-mississauga-price-drop",
    site: "condos.ca",
    set: "held-out-55",
    traps: "'Price Drop' with the old price struck through; the unit's own history with a 2018 sale and an earlier lease; maintenance fees and price per sqft near the price; size range; building year; Apollo cache in __NEXT_DATA__ with the building's other units and a rental; 'Listed by' brokerage only; the building card's address without the unit",
    pageUrl: "https://condos.ca/mississauga/the-meadows-condos-2560-eglinton-ave-w/unit-1411-W12134567",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Meadows Condos - 1411-2560 Eglinton Ave W | For Sale $529,900 | Condos.ca</title>
<meta name="description" content="Unit 1411 at The Meadows Condos, 2560 Eglinton Ave W, Mississauga, ON L5M 0Y3. 2 bedrooms, 2 bathrooms, 700-799 sqft, listed for $529,900.">
<meta property="og:title" content="1411-2560 Eglinton Ave W, Mississauga - $529,900">
<meta property="og:image" content="https://media.condos.ca/image/listing/W12134567/1.jpg">
</head><body>
<div id="__next">
<header class="Header"><a href="/" class="Logo">condos.ca</a><nav><a href="/toronto">Buy</a><a href="/toronto/condos-for-rent">Rent</a><a href="/mississauga/new-development">Pre-construction</a><a href="/condo-reports">Market Reports</a><a href="/login">Sign In</a></nav></header>
<main class="ListingPage">
<div class="BuildingBar"><a href="/mississauga/the-meadows-condos-2560-eglinton-ave-w">The Meadows Condos</a> · 2560 Eglinton Ave W · Churchill Meadows, Mississauga</div>
<div class="Badges"><span class="Badge PriceDrop">Price Drop</span><span class="Badge">For Sale</span></div>
<h1 class="Title">1411-2560 Eglinton Ave W</h1>
<div class="PriceRow"><span class="Price">$529,900</span><del class="OldPrice">$549,900</del><span class="Change">-$20,000 (3.6%)</span></div>
<div class="SubFacts"><span>2 Beds</span><span>2 Baths</span><span>700-799 sqft</span><span>1 Parking</span><span>Maint. fees $612/mo</span><span>$707/sqft</span></div>
<div class="Days">12 days on condos.ca</div>
<section class="Gallery"><img src="https://media.condos.ca/image/listing/W12134567/1.jpg" alt="Living room"><button>View 31 photos</button></section>
<section class="Details"><h2>Details</h2><table><tbody>
<tr><th>MLS®</th><td>W12134567</td></tr><tr><th>Property Type</th><td>Condo Apt</td></tr><tr><th>Exposure</th><td>North East</td></tr><tr><th>Locker</th><td>Owned</td></tr><tr><th>Taxes</th><td>$3,104 (2024)</td></tr><tr><th>Maintenance Fees</th><td>$612</td></tr><tr><th>Fees Include</th><td>Heat, Water, Building Insurance, Common Elements</td></tr><tr><th>Pets</th><td>Restricted</td></tr><tr><th>Year Built</th><td>2017</td></tr><tr><th>Postal Code</th><td>L5M 0Y3</td></tr>
</tbody></table></section>
<section class="Description"><h2>About this unit</h2><p>Now $529,900! Well-kept split 2-bed, 2-bath suite on the 14th floor with an open balcony and clear north-east views. Laminate floors throughout, kitchen with stainless appliances and granite counters, ensuite laundry. Primary with 3-pc ensuite. Includes one parking and one locker. Walk to Erin Mills Town Centre, Credit Valley Hospital and MiWay express routes; minutes to the 403.</p></section>
<section class="UnitHistory"><h2>Unit history</h2><table><thead><tr><th>Date</th><th>Status</th><th>Price</th></tr></thead><tbody>
<tr><td>Apr 2025</td><td>Price changed</td><td>$529,900</td></tr><tr><td>Mar 2025</td><td>Listed for sale</td><td>$549,900</td></tr><tr><td>Aug 2022</td><td>Leased</td><td>$2,450/mo</td></tr><tr><td>Nov 2018</td><td>Sold</td><td>$441,000</td></tr>
</tbody></table></section>
<section class="ListedBy"><p>Listed by Credit Valley Home Realty Inc., Brokerage</p></section>
<section class="BuildingCard"><h2>The Meadows Condos</h2><p>2560 Eglinton Ave W, Mississauga · Built 2017 · 22 storeys · 318 units · Developer: Daniels</p><p>Avg. sold price per sqft (12 mo): $689 · Avg. maintenance: $0.79/sqft</p></section>
${similarStrip("Other units for sale in this building", [
  { href: "/mississauga/the-meadows-condos-2560-eglinton-ave-w/unit-604-W12110981", price: "$479,000", address: "604-2560 Eglinton Ave W", beds: "1+1 Bed", baths: "1 Bath", size: "600-699 sqft" },
  { href: "/mississauga/the-meadows-condos-2560-eglinton-ave-w/unit-1902-W12129930", price: "$574,800", address: "1902-2560 Eglinton Ave W", beds: "2 Bed", baths: "2 Bath", size: "800-899 sqft" },
])}
${mortgageCalc(529900)}
</main>
</div>
${jsonIsland("__NEXT_DATA__", {
  props: {
    pageProps: {
      apolloState: {
        "Listing:W12134567": { __typename: "Listing", mlsNumber: "W12134567", unitNumber: "1411", price: 529900, previousPrice: 549900, status: "Sale", bedrooms: 2, bathrooms: 2, sqftRange: "700-799", maintenanceFee: 612, latitude: 43.5381, longitude: -79.70233, brokerage: "Credit Valley Home Realty Inc., Brokerage", building: { __ref: "Building:8812" } },
        "Building:8812": { __typename: "Building", name: "The Meadows Condos", address: "2560 Eglinton Ave W", city: "Mississauga", neighbourhood: "Churchill Meadows", yearBuilt: 2017, postalCode: "L5M 0Y3" },
        "Listing:W12110981": { __typename: "Listing", mlsNumber: "W12110981", unitNumber: "604", price: 479000, status: "Sale" },
        "Listing:W12129930": { __typename: "Listing", mlsNumber: "W12129930", unitNumber: "1902", price: 574800, status: "Sale" },
        "Listing:W12140077": { __typename: "Listing", mlsNumber: "W12140077", unitNumber: "2208", price: 2550, status: "Lease" },
      },
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "c0nd05-2025-04",
})}
${cookieBar("Condos.ca")}
<footer class="Footer"><p>Condos.ca is operated by Condos.ca Inc., Brokerage, 431 King St W, Toronto, ON M5V 1K4. Independently owned and operated.</p><p>MLS® listing data provided by the Toronto Regional Real Estate Board. Deemed reliable but not guaranteed.</p>${footerLinks("Condos.ca")}</footer>
</body></html>`,
    expected: {
      price: { amount: 529900, currency: "CAD" },
      propertyKind: "condo",
      street: "1411-2560 Eglinton Ave W",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5M 0Y3",
      neighbourhood: "Churchill Meadows",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 700,
      yearBuilt: 2017,
      mlsNumber: "W12134567",
      brokerageName: "Credit Valley Home Realty Inc., Brokerage",
      geo: { lat: 43.5381, lng: -79.70233 },
    },
  },
];
