/**
 * Sixtieth held-out corpus, English pages of francophone places: an Orléans townhouse on zolo.ca, a Rockland house on
 * housesigma.com, a Maillardville family home on rew.ca and a ByWard Market condo on condos.ca.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cookieBanner, footerLinks, jsonScript, stateScript } from "./chrome.ts";

export const HELD_OUT_60_ENGLISH: ListingPage[] = [
  {
    name: "ho60-zolo-townhouse-ottawa-orleans",
    site: "zolo.ca",
    set: "held-out-60",
    traps: "zolo.ca freehold townhouse on a French-named private lane in Orléans: community 'Avalon West' under Ottawa; '2 full + 1 half' baths; exact size from the builder's plan; price per sq ft, taxes and a Zolo estimate near the price; sold history of the same address gated; the site's own brokerage in the contact card; similar listings with data-price",
    pageUrl: "https://www.zolo.ca/ottawa-real-estate/84-marie-lumiere-private/x12301588",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>84 Marie-Lumière Private, Ottawa — For Sale @ $574,900 | Zolo.ca</title>
<meta name="description" content="84 Marie-Lumière Private, Ottawa, ON K4A 0R7 — 3 bed, 2.5 bath townhouse in Avalon West for sale at $574,900. MLS® X12301588.">
<meta property="og:title" content="84 Marie-Lumière Private, Ottawa — $574,900">
<meta property="og:image" content="https://photos.zolo.ca/84-marie-lumiere-private-ottawa-X12301588-1.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Zolo Realty, Brokerage", address: { "@type": "PostalAddress", streetAddress: "5700 Yonge St, Suite 1500", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2M 4K2" } })}
</head><body>
${cookieBanner("Zolo", "en")}
<header class="site-header"><a class="logo" href="/">Zolo</a><nav><a href="/ottawa-real-estate">Ottawa</a><a href="/sold">Sold</a><a href="/sign-in">Sign in</a></nav></header>
<main class="listing-page" itemscope itemtype="https://schema.org/SingleFamilyResidence" data-listing-id="x12301588">
<div class="gallery"><img src="https://photos.zolo.ca/84-marie-lumiere-private-ottawa-X12301588-1.jpg" alt="84 Marie-Lumière Private"><span>1/32</span></div>
<section class="listing-header">
<h1 class="address" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">84 Marie-Lumière Private</span>, <span itemprop="addressLocality">Ottawa</span>, <span itemprop="addressRegion">ON</span> <span itemprop="postalCode">K4A 0R7</span></h1>
<div class="neighbourhood"><a href="/ottawa-real-estate/avalon-west">Avalon West</a>, Orléans</div>
<div class="listing-price"><span class="priv">$574,900</span><span class="price-per-sqft">$357 / sqft</span></div>
<ul class="listing-values"><li>3 Bed</li><li>2.5 Bath</li><li>1,612 sqft</li><li>Townhouse</li></ul>
<div class="zolo-estimate">Zolo Estimate: <strong>$566,300</strong> <span>(±4%)</span></div>
</section>
<section class="section-listing-details"><h2>Home Facts</h2><dl>
<dt>Type</dt><dd>Townhouse</dd><dt>Style</dt><dd>2-Storey</dd><dt>Ownership</dt><dd>Freehold</dd>
<dt>Bedrooms</dt><dd>3</dd><dt>Bathrooms</dt><dd>2 full, 1 half</dd>
<dt>Size (sq ft)</dt><dd>1,612 (builder's plan)</dd><dt>Lot Size</dt><dd>20.01 x 105.97 feet</dd>
<dt>Year Built</dt><dd>2009</dd><dt>Taxes</dt><dd>$4,286 / year (2024)</dd><dt>POTL Fee</dt><dd>$95 / month</dd>
<dt>MLS®#</dt><dd>X12301588</dd><dt>Days on Zolo</dt><dd>9</dd>
</dl></section>
<section class="listing-description"><h2>Description</h2><p>Well-kept Minto end-unit on a quiet private lane off Portobello Boulevard, steps to École élémentaire catholique Notre-Place, parks and the Trim Park-and-Ride. Open main floor with gas fireplace, eat-in kitchen with quartz counters, powder room. Upstairs: primary with walk-in and ensuite, two more bedrooms and a main bath. Finished lower-level family room. Monthly POTL fee covers snow removal and the private road.</p></section>
<section class="sold-history gated"><h2>Sold History for 84 Marie-Lumière Private</h2><div class="blur" data-sold-price="412000" data-sold-date="2019-06-14">Sold for $4•••••</div><a href="/sign-in">Sign in to see sold history</a></section>
<section class="listing-brokerage"><p>Listed by <strong>Orléans Homes Realty Inc., Brokerage</strong> — Agent: Julien Lalonde</p></section>
<aside class="contact-card"><div class="agent">Rachel Park</div><div class="title">Zolo Agent</div><div class="office">Zolo Realty, Brokerage</div><div class="office-address">5700 Yonge St, Suite 1500, Toronto, ON M2M 4K2</div><button>Book a showing</button></aside>
<section class="similar"><h2>Similar Homes</h2>
<div class="card" data-price="549000" data-address="211 Jardinière Way, Ottawa">211 Jardinière Way — $549,000 · 3 bd · 2.5 ba</div>
<div class="card" data-price="599900" data-address="1930 Des Epinettes Ave, Ottawa">1930 Des Epinettes Ave — $599,900 · 3 bd · 3.5 ba</div>
</section>
<meta itemprop="latitude" content="45.46922"><meta itemprop="longitude" content="-75.45817">
</main>
<footer class="site-footer"><p>Zolo Realty, Brokerage — 5700 Yonge St, Suite 1500, Toronto, ON M2M 4K2. Listing data © Ottawa Real Estate Board. Information deemed reliable but not guaranteed.</p>
${footerLinks("Zolo", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "84 Marie-Lumière Private",
      city: "Ottawa",
      province: "ON",
      postalCode: "K4A 0R7",
      neighbourhood: "Avalon West",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1612,
      lot: { value: 2120.4597, unit: "ft2" },
      yearBuilt: 2009,
      mlsNumber: "X12301588",
      listingAgentName: "Julien Lalonde",
      brokerageName: "Orléans Homes Realty Inc., Brokerage",
      geo: { lat: 45.46922, lng: -75.45817 },
    },
  },
  {
    name: "ho60-housesigma-house-clarence-rockland",
    site: "housesigma.com",
    set: "held-out-60",
    traps: "HouseSigma page for a Rockland house: municipality 'Clarence-Rockland' with 'Rockland' as the community; HouseSigma estimate and the 2019 sold price beside the asking price; '2+1' bedrooms; size range only; lot 50 x 110.5 feet; age range; a listing brokerage with no agent; the listing id hash in the URL; a Vue state script with the estimate and comparables",
    pageUrl: "https://housesigma.com/on/clarence-rockland-real-estate/1532-laurier-st/home/dWxGq7R2mP3yN0vA/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1532 Laurier St, Clarence-Rockland, ON K4K 1C5 | X12276604 | HouseSigma</title>
<meta name="description" content="1532 Laurier St, Clarence-Rockland - Detached for sale, listed at $649,900. 2+1 bedrooms, 2 bathrooms. HouseSigma estimate, sold history and comparables.">
<meta property="og:title" content="1532 Laurier St, Clarence-Rockland - $649,900">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/604/X12276604.jpg">
</head><body>
${cookieBanner("HouseSigma", "en")}
<div id="app" data-server-rendered="true">
<header class="hs-header"><a class="logo" href="/">HouseSigma</a><nav><a href="/on/map/">Map</a><a href="/on/market/">Market</a><a href="/on/agents/">Agents</a><a href="/login">Log in</a></nav></header>
<main class="listing-detail">
<div class="photos"><img src="https://cache.housesigma.com/Live/photos/FULL/1/604/X12276604.jpg" alt="1532 Laurier St"></div>
<section class="basic-info">
<div class="status for-sale">For Sale</div>
<h1 class="address">1532 Laurier St</h1>
<div class="municipality">Clarence-Rockland - Rockland, ON K4K 1C5</div>
<div class="price-row"><span class="label">Listed:</span> <span class="price">$649,900</span></div>
<div class="estimate-row"><span class="label">SigmaEstimate:</span> <span class="estimate">$661,000</span> <span class="date">Updated Jul 2025</span></div>
<div class="rooms"><span>2+1 Bedrooms</span> <span>2 Bathrooms</span> <span>3 Garage+Drive</span></div>
</section>
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>MLS®</dt><dd>X12276604</dd><dt>Property Type</dt><dd>Detached, Bungalow-Raised</dd>
<dt>Community</dt><dd>Rockland</dd><dt>Municipality</dt><dd>Clarence-Rockland</dd>
<dt>Size</dt><dd>1100-1500 feet²</dd><dt>Lot Size</dt><dd>50 x 110.5 feet</dd>
<dt>Age</dt><dd>16-30 years</dd><dt>Tax</dt><dd>$4,731 / 2024</dd>
<dt>Listed on</dt><dd>2025-07-02</dd><dt>Days on market</dt><dd>11</dd>
<dt>Listing Brokerage</dt><dd>Clarence Valley Realty Inc., Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Raised bungalow on a landscaped lot in central Rockland, walking distance to Laurier Street shops, the Jean-Marc-Lalonde arena and the francophone elementary school. Two bedrooms and a renovated full bath on the main level, vaulted living room, updated kitchen (2022). Bright lower level with a third bedroom, second full bath and family room with gas stove. Heated double garage. 30 minutes to downtown Ottawa via Highway 174.</p></section>
<section class="history"><h2>Listing History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>2025-07-02</td><td>For Sale</td><td>$649,900</td></tr>
<tr><td>2019-05-21</td><td>Sold</td><td>$412,000</td></tr>
<tr><td>2019-04-30</td><td>For Sale</td><td>$419,900</td></tr></table></section>
<section class="comparables"><h2>Sold Comparables</h2>
<div class="comp" data-price="628000">1611 Edwards St, Clarence-Rockland — Sold $628,000</div>
<div class="comp" data-price="675500">2204 Poupart St, Clarence-Rockland — Sold $675,500</div>
</section>
<section class="brokerage-note"><p>Listing provided courtesy of Clarence Valley Realty Inc., Brokerage. Displayed by HouseSigma Inc., Brokerage.</p></section>
</main>
</div>
${stateScript("window.__INITIAL_STATE__", {
  listing: { id_listing: "dWxGq7R2mP3yN0vA", ml_num: "X12276604", price: 649900, price_sold: null, estimate: { price: 661000, low: 628000, high: 694000 }, address: "1532 Laurier St", municipality_name: "Clarence-Rockland", community_name: "Rockland", postal_code: "K4K 1C5", bedroom_string: "2+1", washroom: 2, house_area: { range: "1100-1500" }, land: { front: 50, depth: 110.5 }, map: { lat: 45.54781, lon: -75.29314 }, brokerage: "Clarence Valley Realty Inc., Brokerage" },
  history: [{ date_start: "2019-04-30", price: 419900, price_sold: 412000 }],
})}
<footer class="hs-footer"><p>HouseSigma Inc., Brokerage — 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4. The data relating to real estate for sale is provided in part by the Ottawa Real Estate Board. Estimates are not appraisals.</p>
${footerLinks("HouseSigma", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 649900, currency: "CAD" },
      propertyKind: "house",
      street: "1532 Laurier St",
      city: "Clarence-Rockland",
      province: "ON",
      postalCode: "K4K 1C5",
      neighbourhood: "Rockland",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1100,
      lot: { value: 5525, unit: "ft2" },
      mlsNumber: "X12276604",
      brokerageName: "Clarence Valley Realty Inc., Brokerage",
      geo: { lat: 45.54781, lng: -75.29314 },
    },
  },
  {
    name: "ho60-rew-house-coquitlam-maillardville",
    site: "rew.ca",
    set: "held-out-60",
    traps: "rew.ca family home in Maillardville: neighbourhood under Coquitlam; BC Assessment value and its change beside the price; bedrooms and baths as 5 / 3 with a suite; floor area and lot in sq ft plus 60 x 110 frontage; a Personal Real Estate Corporation line under the agent; a co-listing agent; gross taxes; nearby listings and the Greater Vancouver board's disclaimer",
    pageUrl: "https://www.rew.ca/properties/R3012847/1016-alderson-avenue-coquitlam",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1016 Alderson Avenue, Coquitlam — R3012847 | REW</title>
<meta name="description" content="1016 Alderson Avenue, Maillardville, Coquitlam, BC V3K 1W3. 5 bed, 3 bath House for sale: $1,648,000. MLS® R3012847.">
<meta property="og:title" content="1016 Alderson Avenue, Coquitlam — $1,648,000">
<meta property="og:image" content="https://assets.rew.ca/photos/R3012847/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1016 Alderson Avenue", address: { "@type": "PostalAddress", streetAddress: "1016 Alderson Avenue", addressLocality: "Coquitlam", addressRegion: "BC", postalCode: "V3K 1W3" }, geo: { "@type": "GeoCoordinates", latitude: 49.23811, longitude: -122.85934 } })}
</head><body>
${cookieBanner("REW", "en")}
<header class="header"><a class="logo" href="/">REW</a><nav><a href="/properties/areas/coquitlam-bc">Coquitlam</a><a href="/sold">Sold</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage" data-listing-id="R3012847">
<div class="gallery"><img src="https://assets.rew.ca/photos/R3012847/1.jpg" alt="1016 Alderson Avenue"></div>
<section class="listingheader">
<div class="listingheader-price">$1,648,000</div>
<h1 class="listingheader-address">1016 Alderson Avenue</h1>
<div class="listingheader-location"><a href="/properties/areas/maillardville-coquitlam-bc">Maillardville</a>, Coquitlam, BC V3K 1W3</div>
<ul class="listingheader-details"><li>5 Bed</li><li>3 Bath</li><li>2,640 Sqft</li><li>House</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2><table>
<tr><th>Property Type</th><td>House/Single Family</td></tr><tr><th>Style</th><td>2 Storey w/Bsmt.</td></tr>
<tr><th>Title</th><td>Freehold NonStrata</td></tr><tr><th>Year Built</th><td>1962</td></tr>
<tr><th>Floor Area</th><td>2,640 Sqft</td></tr><tr><th>Lot Size</th><td>6,600 Sqft</td></tr><tr><th>Frontage</th><td>60 ft</td></tr><tr><th>Depth</th><td>110 ft</td></tr>
<tr><th>Gross Taxes</th><td>$5,918 (2024)</td></tr><tr><th>MLS®</th><td>R3012847</td></tr>
</table></section>
<section class="assessment"><h2>BC Assessment</h2><p>2025 assessed value: <strong>$1,521,300</strong> <span class="change">(-2.1% from $1,554,000 in 2024)</span></p></section>
<section class="listingdescription"><h2>Description</h2><p>First time on the market in 58 years! Built by the Gagnon family a few blocks from Notre-Dame-de-Lourdes parish and École des Pioneers, this solid home sits on a 60 x 110 lot in the heart of historic Maillardville. Main floor with three bedrooms, updated kitchen and a sunny deck; ground level with a two-bedroom mortgage helper suite and separate entry. Detached garage off the lane. Walk to Blue Mountain Park, Lougheed transit and Burquitlam shops.</p></section>
<section class="listingagents"><h2>Listed by</h2>
<div class="agent"><div class="agent-name">Danielle Boucher</div><div class="agent-corp">Personal Real Estate Corporation</div><div class="agent-brokerage">Maillard Realty Group Ltd.</div><a href="tel:6045550133">604-555-0133</a></div>
<div class="agent co"><div class="agent-name">Kevin Tran</div><div class="agent-brokerage">Maillard Realty Group Ltd.</div></div>
<p class="brokerage-address">Maillard Realty Group Ltd. — 1100 Brunette Avenue, Unit 204, Coquitlam, BC V3K 1G3</p></section>
<section class="nearby"><h2>Nearby Listings</h2>
<div class="displaypanel" data-price="1399000"><a href="/properties/R3010955/908-laval-square-coquitlam">908 Laval Square, Coquitlam</a> $1,399,000 · 4 bd</div>
<div class="displaypanel" data-price="1899900"><a href="/properties/R3008712/1127-cartier-avenue-coquitlam">1127 Cartier Avenue, Coquitlam</a> $1,899,900 · 6 bd</div></section>
</main>
<footer class="footer"><p>REW.ca — Real Estate Wire Ltd., 1500 West Georgia Street, Suite 1300, Vancouver, BC V6G 2Z6.</p><p>This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy.</p>
${footerLinks("REW", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 1648000, currency: "CAD" },
      propertyKind: "house",
      street: "1016 Alderson Avenue",
      city: "Coquitlam",
      province: "BC",
      postalCode: "V3K 1W3",
      neighbourhood: "Maillardville",
      bedrooms: 5,
      bathrooms: 3,
      squareFootage: 2640,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "R3012847",
      listingAgentName: "Danielle Boucher",
      brokerageName: "Maillard Realty Group Ltd.",
      geo: { lat: 49.23811, lng: -122.85934 },
    },
  },
  {
    name: "ho60-condosca-condo-ottawa-byward",
    site: "condos.ca",
    set: "held-out-60",
    traps: "condos.ca unit in Lowertown/ByWard Market: '1206 - 180 George St' unit-first street; '1+1' beds; size range '600-699 sqft' only; maintenance fees per month and per sqft; building's average price per sqft and other units' asking and sold prices; building year; a Next.js page data island with the listing and the building; agent and brokerage in a 'Listed by' line",
    pageUrl: "https://condos.ca/ottawa/the-george-180-george-st/unit-1206-X12290417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>The George - 1206 - 180 George St, Ottawa | X12290417 | Condos.ca</title>
<meta name="description" content="1206 - 180 George St, Ottawa — 1+1 bed, 1 bath condo for sale in ByWard Market at $459,000. See building details, sold and rented units.">
<meta property="og:title" content="1206 - 180 George St — $459,000">
<meta property="og:image" content="https://condos-ca-images.s3.amazonaws.com/listings/X12290417/1.jpg">
</head><body>
${cookieBanner("Condos.ca", "en")}
<header class="Header"><a class="logo" href="/">Condos.ca</a><nav><a href="/ottawa">Ottawa</a><a href="/ottawa/condos-for-rent">Rent</a><a href="/blog">Blog</a><a href="/sign-in">Sign in</a></nav></header>
<main class="ListingPage">
<div class="Gallery"><img src="https://condos-ca-images.s3.amazonaws.com/listings/X12290417/1.jpg" alt="1206 - 180 George St"></div>
<section class="ListingHeader">
<h1 class="Address">1206 - 180 George St</h1>
<div class="Sub"><a href="/ottawa/the-george-180-george-st">The George</a> · <a href="/ottawa/byward-market">ByWard Market</a>, Ottawa, ON K1N 0E7</div>
<div class="Price">$459,000</div>
<div class="Stats"><span>1+1 Bd</span><span>1 Ba</span><span>600-699 sqft</span><span>1 Parking</span></div>
<div class="Maint">Maint. fees $512/mo ($0.79/sqft)</div>
</section>
<section class="Details"><h2>Details</h2><dl>
<dt>Type</dt><dd>Condo Apt</dd><dt>Exposure</dt><dd>North</dd><dt>Size</dt><dd>600-699 sqft</dd>
<dt>Locker</dt><dd>Owned</dd><dt>Taxes</dt><dd>$3,402 / 2024</dd><dt>MLS®</dt><dd>X12290417</dd>
<dt>Building Age</dt><dd>Built in 2014</dd><dt>Days on market</dt><dd>6</dd>
</dl></section>
<section class="Description"><h2>About this unit</h2><p>Bright 1 bedroom plus den on the 12th floor of The George, overlooking the Basilique-cathédrale Notre-Dame spires and Lowertown. Den fits a home office or guest bed. Floor-to-ceiling windows, kitchen with island, in-suite laundry. Parking and locker included. Steps to the market, the Rideau Centre, uOttawa and the Confederation Line.</p></section>
<section class="Listed"><p>Listed by Isabelle Charbonneau, Lowertown Realty Ltd., Brokerage</p></section>
<section class="Building"><h2>The George — 180 George St</h2><ul><li>Built 2014 · 21 storeys · 186 units</li><li>Avg. asking price per sqft: $701</li><li>Avg. maintenance: $0.74/sqft</li></ul>
<h3>Other units in this building</h3>
<div class="UnitRow" data-price="529000">Unit 1608 · 2 Bd · For sale $529,000</div>
<div class="UnitRow" data-price="438000">Unit 1104 · 1+1 Bd · Sold $438,000 (Apr 2025)</div>
<div class="UnitRow" data-price="2350">Unit 905 · 1 Bd · For rent $2,350/mo</div>
</section>
</main>
${jsonScript("__NEXT_DATA__", { props: { pageProps: { listing: { mls: "X12290417", unit: "1206", address: "180 George St", price: 459000, beds: "1+1", baths: 1, sqft: "600-699", maintenance: 512, lat: 45.42862, lng: -75.69118, neighbourhood: "ByWard Market", agent: "Isabelle Charbonneau", brokerage: "Lowertown Realty Ltd., Brokerage" }, building: { name: "The George", yearBuilt: 2014, avgPsf: 701, lat: 45.42862, lng: -75.69118 } } }, page: "/[city]/[building]/[unit]" })}
<footer class="Footer"><p>Condos.ca — Bay Street Group Inc., Brokerage, 1 Yorkville Ave, Toronto, ON M4W 1L1. Listing data © Ottawa Real Estate Board; deemed reliable but not guaranteed.</p>
${footerLinks("Condos.ca", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 459000, currency: "CAD" },
      propertyKind: "condo",
      street: "1206 - 180 George St",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1N 0E7",
      neighbourhood: "ByWard Market",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2014,
      mlsNumber: "X12290417",
      listingAgentName: "Isabelle Charbonneau",
      brokerageName: "Lowertown Realty Ltd., Brokerage",
      geo: { lat: 45.42862, lng: -75.69118 },
    },
  },
];
