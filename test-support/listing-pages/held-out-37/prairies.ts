/**
 * Thirty-seventh held-out corpus, the Prairies: a Saskatoon townhouse on the national MLS® portal, a Winnipeg house on a
 * brokerage search site and a vacant lot in Drumheller on an aggregator.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const tail = (brand: string): string => `<div class="cookie-consent" role="dialog" aria-label="Cookie preferences"><p>${brand} uses cookies and similar technologies to personalise content, remember your saved searches and analyse traffic. Manage your preferences at any time.</p><button type="button" data-consent="all">Accept</button><button type="button" data-consent="essential">Essential only</button></div>
<form class="newsletter" action="/newsletter" method="post"><label for="nl">Weekly market report for your area</label><input id="nl" type="email" name="email" placeholder="Email address"><button type="submit">Sign up</button><small>Unsubscribe at any time.</small></form>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view",page_type:"listing_detail"});document.querySelectorAll("[data-consent]").forEach(function(b){b.onclick=function(){document.querySelector(".cookie-consent").hidden=true;};});</script>`;

export const HELD_OUT_37_PRAIRIES: ListingPage[] = [
  {
    name: "ho37-realtorca-townhouse-saskatoon",
    site: "realtor.ca",
    set: "held-out-37",
    traps: "the national MLS® portal's row townhouse in Saskatoon: upper-case street and a postal code written without its space; 'Bathrooms (Total) 3' with 'Partial Bathrooms 1'; annual taxes and a monthly maintenance fee beside the price; room dimensions in feet and inches; two agents on one listing, each card carrying the office address; a board 'Data Supplied by' line; similar listings with other prices",
    pageUrl: "https://www.realtor.ca/real-estate/28914406/12-410-heritage-crescent-saskatoon-wildwood",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>#12 410 HERITAGE CRESCENT, Saskatoon, Saskatchewan S7H5L1 - SK019284 | REALTOR.ca</title>
<meta name="description" content="#12 410 HERITAGE CRESCENT, Saskatoon, Saskatchewan S7H5L1 - 3 bedrooms, 3 bathrooms - For sale - $339,900">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638812004/reb50/highres/4/sk019284_1.jpg">
</head><body>
<header id="header"><a class="logo" href="/">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a><a href="/login">Log in</a></nav></header>
<main id="listingDetailsPage">
<div id="listingAddress" class="listingAddress">#12 410 HERITAGE CRESCENT<br>Saskatoon, Saskatchewan S7H5L1</div>
<div id="listingPriceValue" class="listingPrice">$339,900</div>
<div id="MLNumberVal" class="listingMlsNumber"><span>MLS® Number:</span> SK019284</div>
<div id="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Property Type</span><span class="propertyDetailsSectionContentValue">Single Family</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Building Type</span><span class="propertyDetailsSectionContentValue">Row / Townhouse</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Neighbourhood Name</span><span class="propertyDetailsSectionContentValue">Wildwood</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Ownership Type</span><span class="propertyDetailsSectionContentValue">Condominium/Strata</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Annual Property Taxes</span><span class="propertyDetailsSectionContentValue">$2,981</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Maintenance Fees</span><span class="propertyDetailsSectionContentValue">$365 Monthly</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Parking Type</span><span class="propertyDetailsSectionContentValue">Surfaced, 2 Spaces</span></div>
</div>
<section id="BuildingDetails"><h2>Building</h2>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Bedrooms</span><span class="propertyDetailsSectionContentValue">3</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Bathrooms (Total)</span><span class="propertyDetailsSectionContentValue">3</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Partial Bathrooms</span><span class="propertyDetailsSectionContentValue">1</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Floor Space</span><span class="propertyDetailsSectionContentValue">1248 sqft</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Built in</span><span class="propertyDetailsSectionContentValue">1998</span></div>
<div class="propertyDetailsSectionContentSubCon"><span class="propertyDetailsSectionContentLabel">Heating Type</span><span class="propertyDetailsSectionContentValue">Forced air (Natural gas)</span></div>
</section>
<section id="RoomsDetails"><h2>Rooms</h2><table>
<tr><td>Main level</td><td>Living room</td><td>14 ft ,3 in x 12 ft</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>11 ft x 10 ft ,6 in</td></tr>
<tr><td>Second level</td><td>Primary Bedroom</td><td>13 ft x 12 ft ,4 in</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>10 ft x 9 ft ,8 in</td></tr>
<tr><td>Basement</td><td>Bedroom</td><td>11 ft x 9 ft</td></tr>
</table></section>
<section id="propertyDescriptionCon"><h2>Description</h2><p>End unit in a well-kept Wildwood complex backing onto green space. Two bedrooms and a four-piece bath up, a third bedroom and a three-piece bath in the developed basement, and a two-piece off the kitchen. Newer furnace (2021) and shingles (2019). Two electrified stalls. Close to Lakewood Civic Centre and bus routes.</p></section>
<section id="realtorCards">
<div class="realtorCardCon"><div class="realtorCardName">Darcy Kowalchuk</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardOfficeName">Prairie Hearth Realty</div><div class="realtorCardOfficeAddress">2310 8th Street East, Saskatoon, Saskatchewan S7H0V4</div><div class="realtorCardPhone">306-555-0174</div></div>
<div class="realtorCardCon"><div class="realtorCardName">Mei Lin Tran</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardOfficeName">Prairie Hearth Realty</div><div class="realtorCardOfficeAddress">2310 8th Street East, Saskatoon, Saskatchewan S7H0V4</div><div class="realtorCardPhone">306-555-0188</div></div>
</section>
<section class="similarListings"><h2>Similar listings</h2>
<div class="cardCon"><div class="price">$319,000</div><div class="address">#5 250 Heritage Crescent, Saskatoon</div><div>3 bd · 2 ba</div></div>
<div class="cardCon"><div class="price">$364,500</div><div class="address">#27 1015 Moss Avenue, Saskatoon</div><div>3 bd · 3 ba</div></div>
</section>
<p class="dataSupplied">Data Supplied by: Saskatchewan REALTORS® Association. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).</p>
</main>
<footer><p>© 2026 The Canadian Real Estate Association, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9</p><nav><a href="/terms">Terms of Use</a><a href="/privacy">Privacy</a><a href="/accessibility">Accessibility</a></nav></footer>
${tail("REALTOR.ca")}
</body></html>`,
    expected: {
      price: { amount: 339900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "#12 410 Heritage Crescent",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7H 5L1",
      neighbourhood: "Wildwood",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1248,
      yearBuilt: 1998,
      mlsNumber: "SK019284",
      listingAgentName: "Darcy Kowalchuk",
      brokerageName: "Prairie Hearth Realty",
    },
  },
  {
    name: "ho37-zolo-house-winnipeg",
    site: "zolo.ca",
    set: "held-out-37",
    traps: "a brokerage search site's Winnipeg two-storey: a Winnipeg board's 9-digit MLS® number beside a site listing id; the home's own sold history and the neighbourhood's average sold price; price per square foot; frontage x depth lot; property taxes with their year; JSON-LD with geo; similar homes with other prices",
    pageUrl: "https://www.zolo.ca/winnipeg-real-estate/514-brock-street",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>514 Brock Street, Winnipeg — For Sale @ $389,900 | Zolo.ca</title>
<meta name="description" content="514 Brock Street, Winnipeg, MB R3N 0Z4 — 3 bed, 2 bath house for sale in River Heights. MLS® 202528417.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "514 Brock Street", address: { "@type": "PostalAddress", streetAddress: "514 Brock Street", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3N 0Z4" }, geo: { "@type": "GeoCoordinates", latitude: 49.86421, longitude: -97.17893 }, numberOfRooms: 8 })}
</head><body>
<header class="header"><a href="/" class="logo">Zolo</a><nav><a href="/winnipeg-real-estate">Winnipeg</a><a href="/sold">Sold</a><a href="/home-value">Home Value</a><a href="/sign-in">Sign In</a></nav></header>
<main class="listing-main" data-listing-id="11823307">
<nav class="breadcrumb"><a href="/manitoba">MB</a> › <a href="/winnipeg-real-estate">Winnipeg</a> › <a href="/winnipeg-real-estate/river-heights">River Heights</a></nav>
<section class="listing-header">
<h1 class="address">514 Brock Street</h1>
<div class="area">Winnipeg, MB R3N 0Z4 · <a href="/winnipeg-real-estate/river-heights">River Heights</a></div>
<div class="listing-price">$389,900</div>
<ul class="listing-values"><li><span class="value">3</span> Bed</li><li><span class="value">2</span> Bath</li><li><span class="value">1,120</span> sqft</li><li>$348/sqft</li></ul>
</section>
<section class="section-listing-details"><h2>Listing Details</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">House</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">2 Storey</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">202528417</dd></div>
<div class="column"><dt class="column-label">Bedrooms</dt><dd class="column-value">3</dd></div>
<div class="column"><dt class="column-label">Full Baths</dt><dd class="column-value">2</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">1,120 sqft</dd></div>
<div class="column"><dt class="column-label">Lot Size</dt><dd class="column-value">33 x 115 ft</dd></div>
<div class="column"><dt class="column-label">Year Built</dt><dd class="column-value">1926</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$3,412 / 2025</dd></div>
<div class="column"><dt class="column-label">Days on Site</dt><dd class="column-value">6 Days</dd></div>
</dl></section>
<section class="section-description"><h2>About 514 Brock Street</h2><p>Classic River Heights two-storey with oak floors, a sunroom and a renovated main-floor bath. Three bedrooms up with a second full bath in the finished lower level. Single detached garage off the back lane. Steps to Academy Road shops and Laura Secord School.</p></section>
<section class="section-history"><h2>Sold History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>Apr 2014</td><td>Sold</td><td>$241,500</td></tr><tr><td>Mar 2014</td><td>Listed</td><td>$249,900</td></tr></table></section>
<section class="section-market"><h2>River Heights Market Stats</h2><p>Average sold price: <b>$412,000</b> · Median days on market: 11</p></section>
<section class="section-listing-agent"><h3>Listed By</h3><p><b>Jordan Hiebert</b>, Red River Realty Ltd.</p></section>
<section class="similar"><h2>Similar Homes For Sale</h2>
<div class="card"><div class="card-price">$374,900</div><div class="card-address">447 Ash Street, Winnipeg</div></div>
<div class="card"><div class="card-price">$425,000</div><div class="card-address">602 Oxford Street, Winnipeg</div></div>
</section>
</main>
<footer><p>Zolo Realty, Brokerage · 5700 Yonge Street, Suite 1900, Toronto, ON M2M 4K2</p><p>Listing data © Winnipeg Regional Real Estate Board. Information deemed reliable but not guaranteed.</p></footer>
${tail("Zolo")}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "house",
      street: "514 Brock Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3N 0Z4",
      neighbourhood: "River Heights",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1120,
      lot: { value: 3795, unit: "ft2" },
      yearBuilt: 1926,
      mlsNumber: "202528417",
      listingAgentName: "Jordan Hiebert",
      brokerageName: "Red River Realty Ltd.",
      geo: { lat: 49.86421, lng: -97.17893 },
    },
  },
  {
    name: "ho37-point2homes-land-drumheller",
    site: "point2homes.com",
    set: "held-out-37",
    traps: "an aggregator's vacant residential lot in Drumheller: an A-prefixed board MLS® beside the site's numeric listing id; lot in acres with no house size, beds or baths; an estimated mortgage payment and annual taxes; a nearby sold comparable; the brokerage's office on Centre Street in the agent block; JSON-LD with geo",
    pageUrl: "https://www.point2homes.com/CA/Land-For-Sale/AB/Drumheller/21-Badlands-Way/141205877.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>21 Badlands Way, Drumheller, AB T0J 0Y4 - Vacant Land for Sale - Point2</title>
<meta name="description" content="Vacant land for sale at 21 Badlands Way, Drumheller, Alberta. Lot size 0.34 Acres. Price $89,000.">
${ld({ "@context": "https://schema.org", "@type": "Place", name: "21 Badlands Way", address: { "@type": "PostalAddress", streetAddress: "21 Badlands Way", addressLocality: "Drumheller", addressRegion: "AB", postalCode: "T0J 0Y4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 51.46518, longitude: -112.71053 } })}
</head><body>
<header class="p2-header"><a href="/" class="logo">Point2</a><nav><a href="/CA/Real-Estate-Listings.html">Buy</a><a href="/CA/Apartments-For-Rent.html">Rent</a><a href="/CA/Land-For-Sale.html">Land</a></nav></header>
<main id="details" data-listing-id="141205877">
<div class="address-container"><h1>21 Badlands Way</h1><div class="address-line">Drumheller, AB T0J 0Y4</div></div>
<div class="price-container"><span class="price">$89,000</span><span class="est-payment">Est. payment $412/mo</span></div>
<ul class="characteristics-cnt">
<li><strong>Lot Size:</strong> 0.34 Acres</li>
<li><strong>Property Type:</strong> Vacant Land</li>
<li><strong>Zoning:</strong> R-1 Residential</li>
<li><strong>MLS® #:</strong> A2210945</li>
<li><strong>Listing ID:</strong> 141205877</li>
<li><strong>Taxes:</strong> $1,104 (2025)</li>
<li><strong>Days on Point2:</strong> 34</li>
</ul>
<section class="description"><h2>Description</h2><p>Build your dream home on one of the last serviced lots in this quiet crescent above the Red Deer River valley. Water, sewer and power at the property line; views of the hoodoos from the back of the lot. No building commitment. Close to the Royal Tyrrell Museum and the golf course.</p></section>
<section class="nearby-sold"><h3>Recently sold nearby</h3><div>17 Badlands Way · Sold for $76,500 · 0.29 Acres</div><div>6 Hoodoo Court · Sold for $312,000 · 3 bd house</div></section>
<section class="agent-info"><h3>Listing courtesy of</h3><p class="agent-name">Shauna Regehr</p><p class="office-name">Canyon Country Realty</p><p class="office-address">188 Centre Street, Drumheller, AB T0J 0Y0</p><p>403-555-0162</p></section>
<section class="similar"><h2>Similar land for sale</h2><div class="item"><b>$64,900</b> · 3 Ridge Road, Drumheller</div><div class="item"><b>$129,000</b> · 2.1 Acres, Range Road 203, Kneehill County</div></section>
</main>
<footer><p>© 2026 Point2, a Yardi company. Data provided by the Pillar 9™ MLS® System. The trademarks MLS® and REALTOR® are owned by CREA.</p></footer>
${tail("Point2")}
</body></html>`,
    expected: {
      price: { amount: 89000, currency: "CAD" },
      propertyKind: "land",
      street: "21 Badlands Way",
      city: "Drumheller",
      province: "AB",
      postalCode: "T0J 0Y4",
      lot: { value: 0.34, unit: "acres" },
      mlsNumber: "A2210945",
      listingAgentName: "Shauna Regehr",
      brokerageName: "Canyon Country Realty",
      geo: { lat: 51.46518, lng: -112.71053 },
    },
  },
];
