/**
 * Seventy-second held-out corpus, United States: a Vermont brokerage's own listing page (Shelburne) and a 55+
 * community site's snowbird condo in Venice, Florida. Addresses, names and numbers are invented; expected facts were
 * written before any run.
 */
import type { ListingPage } from "../types.ts";
import { cards, consentBar, footerBlock, gtm, leadForm, menu, payment, photoStrip, socialLinks, windowVar } from "./chrome.ts";

export const HELD_OUT_72_US: ListingPage[] = [
  {
    name: "ho72-hickokboardman-house-shelburne-vt",
    site: "hickokandboardman.com",
    set: "held-out-72",
    traps: "Vermont brokerage's own page with schema.org microdata (residence, address, geo, offer): 'Total Baths 3' split full 2, three-quarter 0, half 1; finished above grade 2,640 beside below grade 580 and total 3,220; 2.30 acres; price per sq ft, property tax and an estimated transfer tax; PrimeMLS number; agent and brokerage with the brokerage's two offices; other listings with prices",
    pageUrl: "https://www.hickokandboardman.com/listing/5061234/763-irish-hill-road-shelburne-vt-05482",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>763 Irish Hill Road, Shelburne, VT 05482 | $825,000 | Coldwell Banker Hickok &amp; Boardman</title>
<meta name="description" content="Four-bedroom colonial on 2.30 acres in Shelburne with Adirondack views. $825,000. MLS 5061234.">
<meta property="og:image" content="https://media.hickokandboardman.com/5061234/1.jpg">
${gtm("GTM-CBHB77")}
</head><body class="listing-page">
${consentBar("Coldwell Banker Hickok & Boardman")}
<header class="cbhb-header"><a class="cbhb-logo" href="/"><img src="/img/cb-hickok-boardman.svg" alt="Coldwell Banker Hickok &amp; Boardman"></a>${menu(["Buy", "Sell", "Agents", "Vermont Towns", "Relocation", "About Us"], "cbhb-nav")}</header>
<main class="cbhb-listing" itemscope itemtype="https://schema.org/SingleFamilyResidence">
<meta itemprop="name" content="763 Irish Hill Road">
<div class="cbhb-listing__header">
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
<h1><span itemprop="streetAddress">763 Irish Hill Road</span></h1>
<p><span itemprop="addressLocality">Shelburne</span>, <span itemprop="addressRegion">VT</span> <span itemprop="postalCode">05482</span></p>
</div>
<div class="cbhb-listing__price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="825000">$825,000</span><meta itemprop="priceCurrency" content="USD"></div>
<p class="cbhb-listing__status">Active · MLS# 5061234</p>
</div>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="44.36918"><meta itemprop="longitude" content="-73.20574"></div>
${photoStrip("https://media.hickokandboardman.com/5061234", 16, "763 Irish Hill Road Shelburne")}
<ul class="cbhb-listing__stats"><li><b>4</b> Beds</li><li><b>3</b> Total Baths</li><li><b>2,640</b> Finished Above Grade Sq Ft</li><li><b>2.30</b> Acres</li><li><b>$312</b> / Sq Ft</li></ul>
<section class="cbhb-listing__remarks"><h2>Public Remarks</h2><p>Set back from Irish Hill Road on 2.30 landscaped acres, this 1998 colonial has been thoughtfully updated while keeping its New England character. The main level has a chef's kitchen with soapstone counters, a family room with a wood-burning fireplace, formal dining, a home office and a half bath. Upstairs, the primary suite has a full bath and walk-in closet, plus three more bedrooms and a second full bath. The walk-out lower level is finished with a media room and gym. Screened porch, stone patio and raised garden beds with long views west to the Adirondacks. Ten minutes to Shelburne village and Shelburne Farms, 20 minutes to Burlington.</p></section>
<section class="cbhb-listing__details"><h2>Property Details</h2>
<div class="cbhb-grid">
<div><h3>Interior</h3><table>
<tr><td>Bedrooms</td><td>4</td></tr>
<tr><td>Total Baths</td><td>3</td></tr>
<tr><td>Full Baths</td><td>2</td></tr>
<tr><td>3/4 Baths</td><td>0</td></tr>
<tr><td>1/2 Baths</td><td>1</td></tr>
<tr><td>Finished Above Grade</td><td>2,640 sq ft</td></tr>
<tr><td>Finished Below Grade</td><td>580 sq ft</td></tr>
<tr><td>Total Finished</td><td>3,220 sq ft</td></tr>
<tr><td>Heating</td><td>Hot Water, Baseboard; Heat Pump</td></tr>
</table></div>
<div><h3>Exterior &amp; Lot</h3><table>
<tr><td>Style</td><td>Colonial</td></tr>
<tr><td>Year Built</td><td>1998</td></tr>
<tr><td>Lot Size</td><td>2.30 acres</td></tr>
<tr><td>Garage</td><td>Attached, 2 bays</td></tr>
<tr><td>Water / Sewer</td><td>Public / Private septic</td></tr>
<tr><td>County</td><td>Chittenden</td></tr>
</table></div>
<div><h3>Taxes &amp; Costs</h3><table>
<tr><td>Gross Taxes</td><td>$14,112</td></tr>
<tr><td>Tax Year</td><td>2025</td></tr>
<tr><td>Est. VT Property Transfer Tax</td><td>$10,425</td></tr>
<tr><td>Association Fee</td><td>None</td></tr>
</table></div>
</div></section>
<section class="cbhb-listing__agent"><h2>Listing Agent</h2><div class="cbhb-agent"><img src="/img/agents/meredith-quenneville.jpg" alt=""><div><p class="cbhb-agent__name">Meredith Quenneville</p><p>REALTOR® · ABR</p><p>802-555-0193</p><p class="cbhb-agent__office">Coldwell Banker Hickok &amp; Boardman</p></div></div></section>
${payment("$825,000", "$165,000", "6.38%", "30 years", "$4,120")}
${leadForm("Schedule a tour")}
${cards("More Chittenden County Listings", [
  { href: "/listing/5060871/52-bay-road-shelburne-vt-05482", price: "$1,395,000", line1: "52 Bay Road, Shelburne", line2: "5 bd · 4 ba · 3,880 sq ft" },
  { href: "/listing/5059920/118-harbor-view-drive-south-burlington-vt-05403", price: "$549,000", line1: "118 Harbor View Drive, South Burlington", line2: "3 bd · 3 ba · Townhouse" },
  { href: "/listing/5061102/lot-3-spear-street-charlotte-vt-05445", price: "$315,000", line1: "Lot 3 Spear Street, Charlotte", line2: "Land · 10.1 acres" },
])}
</main>
${footerBlock([
  `<h4>Burlington</h4><address>346 Shelburne Road<br>Burlington, VT 05401</address><p>802-555-0100</p>`,
  `<h4>Stowe</h4><address>1056 Mountain Road<br>Stowe, VT 05672</address><p>802-555-0170</p>`,
  `${socialLinks()}`,
], ["© 2025 Coldwell Banker Hickok & Boardman. Owned and operated by an independent franchisee of Coldwell Banker Real Estate LLC.", "Listing data courtesy of PrimeMLS. Information deemed reliable but not guaranteed. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 825000, currency: "USD" },
      propertyKind: "house",
      street: "763 Irish Hill Road",
      city: "Shelburne",
      province: "VT",
      postalCode: "05482",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2640,
      lot: { value: 2.3, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "5061234",
      listingAgentName: "Meredith Quenneville",
      brokerageName: "Coldwell Banker Hickok & Boardman",
      geo: { lat: 44.36918, lng: -73.20574 },
    },
  },
  {
    name: "ho72-55places-condo-venice-fl",
    site: "55places.com",
    set: "held-out-72",
    traps: "55+ community site's listing page: the community's price range, HOA fees, home count and build years beside the unit's own facts; the community named as such; monthly HOA with what it covers; an inline state with the listing's coordinates and the community centre's; 'Listing courtesy of' agent and brokerage; other homes in the community with prices; a snowbird-oriented seasonal note",
    pageUrl: "https://www.55places.com/florida/communities/sandpiper-lakes/homes-for-sale/4630-sandpiper-lakes-dr-203-venice-fl-34293",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4630 Sandpiper Lakes Dr #203, Venice, FL 34293 - Sandpiper Lakes | 55places</title>
<meta name="description" content="2 bed, 2 bath condo for sale in Sandpiper Lakes, a 55+ community in Venice, FL. $289,000.">
<meta property="og:image" content="https://media.55places.com/listings/N6134521/1.jpg">
${gtm("GTM-55PLC1")}
</head><body class="listing-detail">
${consentBar("55places")}
<header class="fp-header"><a class="fp-logo" href="/">55places</a>${menu(["Find Communities", "Homes for Sale", "Rentals", "Articles", "Agents"], "fp-nav")}<a class="fp-phone" href="tel:18005550155">1-800-555-0155</a></header>
<main class="fp-main">
<nav class="fp-crumbs"><a href="/florida/">Florida</a> › <a href="/florida/regions/sarasota-area/">Sarasota Area</a> › <a href="/florida/communities/sandpiper-lakes/">Sandpiper Lakes</a> › Homes for Sale</nav>
<div class="fp-listing">
<div class="fp-listing__head">
<h1>4630 Sandpiper Lakes Dr #203</h1>
<p class="fp-listing__loc">Venice, FL 34293</p>
<p class="fp-listing__community">Community: <a href="/florida/communities/sandpiper-lakes/">Sandpiper Lakes</a> (55+)</p>
<p class="fp-listing__price">$289,000</p>
<ul class="fp-listing__beds"><li>2 Beds</li><li>2 Baths</li><li>1,240 Sq Ft</li><li>Condo</li><li>Built 2004</li></ul>
</div>
${photoStrip("https://media.55places.com/listings/N6134521", 10, "4630 Sandpiper Lakes Dr 203")}
<section class="fp-listing__desc"><h2>Property Description</h2><p>Turnkey second-floor condo with elevator access in gated Sandpiper Lakes, just eight miles from Venice Beach. Split floor plan with a primary suite with walk-in closet, a guest bedroom with its own bath, and a glassed-in lanai overlooking the lake. Sold furnished, ready for the season. One covered parking space. Hurricane shutters, new AC (2023). HOA covers building insurance, exterior maintenance, cable and internet, water, trash, and the clubhouse, heated pool and tennis. Minimum 3-month rental allowed, ideal for snowbirds who rent it out off-season.</p></section>
<section class="fp-listing__facts"><h2>Home Details</h2>
<table><tbody>
<tr><th>MLS #</th><td>N6134521</td></tr>
<tr><th>Property Type</th><td>Condominium</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2 full</td></tr>
<tr><th>Living Area</th><td>1,240 sq ft</td></tr>
<tr><th>Year Built</th><td>2004</td></tr>
<tr><th>Floor</th><td>2 of 3</td></tr>
<tr><th>HOA Fee</th><td>$685 / month</td></tr>
<tr><th>Taxes</th><td>$3,206 (2024)</td></tr>
<tr><th>Days on 55places</th><td>12</td></tr>
</tbody></table></section>
<p class="fp-listing__courtesy">Listing courtesy of Cheryl Bouchard of Gulf Harbor Realty LLC.</p>
</div>
<aside class="fp-community"><h2>About Sandpiper Lakes</h2>
<dl>
<dt>Location</dt><dd>Venice, FL</dd>
<dt>Homes</dt><dd>648 condos and villas</dd>
<dt>Built</dt><dd>1999–2006</dd>
<dt>Price range</dt><dd>From the low $200s to the high $400s</dd>
<dt>HOA fees</dt><dd>$520–$790 per month</dd>
<dt>Amenities</dt><dd>Clubhouse, heated pool, tennis, pickleball, fitness center, walking trails</dd>
</dl>
<a class="fp-btn" href="/florida/communities/sandpiper-lakes/">View community</a>
</aside>
<div id="fp-map"></div>
${windowVar("__FP_LISTING__", { mls: "N6134521", community: { id: 3317, name: "Sandpiper Lakes", center: { lat: 27.07466, lng: -82.40318 } }, listing: { address: "4630 Sandpiper Lakes Dr #203", lat: 27.07592, lng: -82.40145, price: 289000, beds: 2, baths: 2, sqft: 1240 } })}
${payment("$289,000", "$57,800", "6.41%", "30 years", "$2,133 incl. HOA")}
${leadForm("Talk to a 55places agent")}
${cards("Other Homes for Sale in Sandpiper Lakes", [
  { href: "/florida/communities/sandpiper-lakes/homes-for-sale/4612-sandpiper-lakes-dr-101-venice-fl-34293", price: "$249,900", line1: "4612 Sandpiper Lakes Dr #101", line2: "2 bd · 2 ba · 1,180 sq ft" },
  { href: "/florida/communities/sandpiper-lakes/homes-for-sale/4718-heron-pointe-way-venice-fl-34293", price: "$449,000", line1: "4718 Heron Pointe Way", line2: "3 bd · 2 ba · Villa · 1,690 sq ft" },
], "fp-more")}
</main>
${footerBlock([
  `<h4>55places</h4><p>Helping active adults find their place since 2005.</p>`,
  `${socialLinks()}`,
], ["© 2025 55places.com. Listing information provided by Stellar MLS. Information is deemed reliable but not guaranteed. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 289000, currency: "USD" },
      propertyKind: "condo",
      street: "4630 Sandpiper Lakes Dr #203",
      city: "Venice",
      province: "FL",
      postalCode: "34293",
      neighbourhood: "Sandpiper Lakes",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1240,
      yearBuilt: 2004,
      mlsNumber: "N6134521",
      listingAgentName: "Cheryl Bouchard",
      brokerageName: "Gulf Harbor Realty LLC",
      geo: { lat: 27.07592, lng: -82.40145 },
    },
  },
];
