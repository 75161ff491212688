/**
 * Twenty-second held-out corpus, Ontario and the West: a REALTOR.ca house in Red Deer, a Zolo townhouse in Kingston,
 * a HouseSigma house in Peterborough, a RE/MAX house in Sudbury, a REW condo in Nanaimo and a Condos.ca condo for rent
 * in Guelph. Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_22_WEST: ListingPage[] = [
  {
    name: "ho22-realtor-ca-house-red-deer",
    site: "realtor.ca",
    set: "held-out-22",
    traps: "REALTOR.ca detail page for a Red Deer bi-level: 'Bathrooms (Total) 3' with 'Partial Bathrooms 1' (2.5, not 3); '3 + 2' bedrooms; size range '1000 - 1199 sqft' (lower bound); land size in ft2 beside frontage; 'Built in 1994'; Normandeau as neighbourhood; agent and brokerage with the office's address; a mortgage calculator and nearby listings",
    pageUrl: "https://www.realtor.ca/real-estate/29184736/48-nyberg-avenue-red-deer-normandeau",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Nyberg Avenue, Red Deer, Alberta T4N 6T2 - A4019273 | REALTOR.ca</title>
<meta name="description" content="48 Nyberg Avenue, Red Deer, Alberta T4N 6T2 - $449,900 - A4019273. Bi-level with a fully developed basement in Normandeau.">
<meta property="og:title" content="For sale: 48 Nyberg Avenue, Red Deer, Alberta T4N 6T2 - A4019273">
<meta property="og:url" content="https://www.realtor.ca/real-estate/29184736/48-nyberg-avenue-red-deer-normandeau">
<meta name="place:location:latitude" content="52.29716"><meta name="place:location:longitude" content="-113.79482">
</head><body>
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a><nav><a href="/map">Map</a><a href="/find-a-realtor">Find a REALTOR®</a><a href="/blog">Blog</a></nav></header>
<main id="listingDetailsPage">
<div id="listingAddress" class="listingAddress">48 Nyberg Avenue<br>Red Deer, Alberta T4N 6T2</div>
<div id="listingPrice" class="listingDetailsTopPrice"><div id="listingPriceValue">$449,900</div></div>
<div id="MLNumberVal" class="listingDetailsTopMLNumber">A4019273</div>
<div class="listingIconCon"><div id="BedroomIcon"><span class="listingIconNum">3 + 2</span> Bedrooms</div><div id="BathroomIcon"><span class="listingIconNum">3</span> Bathrooms</div><div id="SquareFootageIcon"><span class="listingIconNum">1000 - 1199</span> sqft</div></div>
<div id="propertyDescriptionCon"><h2>Listing Description</h2><p>Updated bi-level on a quiet close in Normandeau, backing onto a walking path. Three bedrooms and two bathrooms on the main (including the primary's 2-piece ensuite), two more bedrooms and a full bath in the developed basement. Double detached garage, new furnace 2022. Close to schools and Highway 2.</p></div>
<div id="propertyDetailsSectionContentSubCon"><h3>Property Summary</h3>
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div>
<div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">1</div>
<div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1000 - 1199 sqft</div>
<div class="propertyDetailsSectionContentLabel">Subdivision Name</div><div class="propertyDetailsSectionContentValue">Normandeau</div>
<div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Freehold</div>
<div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">5554 sqft</div>
<div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1994</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$3,761</div>
<h3>Building</h3>
<div class="propertyDetailsSectionContentLabel">Bedrooms Above Ground</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Bedrooms Below Ground</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">3</div>
<div class="propertyDetailsSectionContentLabel">Partial Bathrooms</div><div class="propertyDetailsSectionContentValue">1</div>
<h3>Land</h3>
<div class="propertyDetailsSectionContentLabel">Frontage</div><div class="propertyDetailsSectionContentValue">46 ft</div>
</div>
<div id="mortgageCalculator"><h3>Mortgage Calculator</h3><p>Price $449,900 · Down payment 20% $89,980 · Amortization 25 years · Rate 4.79% · Monthly $2,054</p></div>
<div class="realtorCardCon"><div class="realtorCardName">Dana Whitford</div><div class="realtorCardTitle">Associate</div><div class="realtorCardOfficeName">CIR REALTY</div><div class="realtorCardOfficeAddress">4922 45 Street, Red Deer, Alberta T4N 1K6</div></div>
<div id="nearbyListings"><h3>Nearby Listings</h3><div class="smallListingCard">$419,000 · 12 Nash Street, Red Deer</div><div class="smallListingCard">$475,500 · 101 Noble Avenue, Red Deer</div></div>
</main>
<footer><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA).</p><p>Data provided by the Central Alberta REALTORS® Association.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "48 Nyberg Avenue",
      city: "Red Deer",
      province: "AB",
      postalCode: "T4N 6T2",
      neighbourhood: "Normandeau",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1000,
      lot: { value: 5554, unit: "ft2" },
      yearBuilt: 1994,
      mlsNumber: "A4019273",
      listingAgentName: "Dana Whitford",
      brokerageName: "CIR REALTY",
      geo: { lat: 52.29716, lng: -113.79482 },
    },
  },
  {
    name: "ho22-zolo-townhouse-kingston",
    site: "zolo.ca",
    set: "held-out-22",
    traps: "Zolo row townhouse in Kingston (Cataraqui Woods): 'Bedrooms 3', 'Bathrooms 3' with '2 Full / 1 Half' in the facts (2.5, not 3); size range '1100-1500' (lower bound); lot '20.01 x 105 Feet' (frontage by depth: its area in ft2, the corpora's convention); Zolo's estimate and the previous sale in the history; MLS number; 'Listed by' brokerage without an agent name; similar listings",
    pageUrl: "https://www.zolo.ca/kingston-real-estate/1268-carfa-crescent",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1268 Carfa Crescent, Kingston — For Sale @ $569,900 | Zolo.ca</title>
<meta name="description" content="1268 Carfa Crescent, Kingston, ON K7P 0H4 — Row / Townhouse for sale, 3 bedrooms, 2.5 baths. MLS® X12790318.">
${ld({ "@context": "http://schema.org", "@type": "Product", name: "1268 Carfa Crescent", offers: { "@type": "Offer", price: "569900", priceCurrency: "CAD" } })}
</head><body>
<header class="zolo-nav"><a href="/" class="logo">Zolo</a><nav><a href="/kingston-real-estate">Kingston</a><a href="/sold">Sold</a><a href="/home-value">Home Value</a></nav></header>
<main class="listing-main">
<nav class="breadcrumb"><a href="/ontario">Ontario</a> › <a href="/kingston-real-estate">Kingston</a> › <a href="/kingston-real-estate/cataraqui-woods">Cataraqui Woods</a> › 1268 Carfa Crescent</nav>
<section class="listing-header"><h1 class="address">1268 Carfa Crescent</h1><div class="area">Kingston, ON K7P 0H4 · Cataraqui Woods</div><div class="listing-price"><span class="priv">$569,900</span></div>
<ul class="listing-values"><li>3 beds</li><li>3 baths</li><li>1100-1500 sqft</li></ul></section>
<section class="zolo-estimate"><h2>Zolo Home Value Estimate</h2><p>$552,300 <span>Range $531K – $574K</span></p></section>
<section class="listing-description"><h2>Description</h2><p>End-unit freehold townhome with an attached garage, open main floor with powder room, three bedrooms up including a primary with ensuite. Unfinished basement ready for your ideas. Walk to Cataraqui Woods school and the Cataraqui Centre.</p></section>
<section class="column-container"><h2>Home Facts</h2><dl class="column">
<dt class="column-label">MLS®#</dt><dd class="column-value">X12790318</dd>
<dt class="column-label">Type</dt><dd class="column-value">Row/Townhouse</dd>
<dt class="column-label">Style</dt><dd class="column-value">2-Storey</dd>
<dt class="column-label">Bathrooms</dt><dd class="column-value">2 Full / 1 Half</dd>
<dt class="column-label">Size</dt><dd class="column-value">1100-1500 sqft</dd>
<dt class="column-label">Lot Size</dt><dd class="column-value">20.01 x 105 Feet</dd>
<dt class="column-label">Age</dt><dd class="column-value">6-15 years</dd>
<dt class="column-label">Taxes</dt><dd class="column-value">$4,212 / 2026</dd>
</dl></section>
<section class="listing-history"><h2>Listing History</h2><table><tr><td>Nov 3, 2026</td><td>Listed</td><td>$569,900</td></tr><tr><td>May 22, 2017</td><td>Sold</td><td>$334,000</td></tr></table></section>
<section class="listed-by"><p>Listed by RE/MAX FINEST REALTY INC., BROKERAGE</p></section>
<section class="similar"><h2>Similar Listings</h2><div class="card">$549,000 · 1310 Carfa Crescent</div><div class="card">$599,900 · 742 Riverview Way</div></section>
</main>
<footer><p>Zolo Realty, Brokerage · 3 Church Street, Toronto, ON M5E 1M2</p></footer>
</body></html>`,
    expected: {
      price: { amount: 569900 },
      propertyKind: "townhouse",
      street: "1268 Carfa Crescent",
      city: "Kingston",
      province: "ON",
      postalCode: "K7P 0H4",
      neighbourhood: "Cataraqui Woods",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1100,
      lot: { value: 2101.05, unit: "ft2" },
      mlsNumber: "X12790318",
      brokerageName: "RE/MAX FINEST REALTY INC., BROKERAGE",
    },
  },
  {
    name: "ho22-housesigma-house-peterborough",
    site: "housesigma.com",
    set: "held-out-22",
    traps: "HouseSigma house in Peterborough (Northcrest): embedded state JSON with the listing; 'SigmaEstimate' and a rent estimate; 'Sold' history of this address and of comparables with higher prices; '2+1' bedrooms; '2' baths; size range '700-1100' (lower bound); lot '50 x 132 feet'; MLS number; brokerage shown as 'Listing Brokerage' with no agent",
    pageUrl: "https://housesigma.com/on/peterborough-real-estate/1142-hilliard-street/home/ZQr8pV3mN2kE4aXd/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1142 Hilliard St, Peterborough, ON K9H 5S4 | X12807745 | HouseSigma</title>
<meta name="description" content="For sale $539,900: 1142 Hilliard St, Peterborough. 2+1 beds, 2 baths, Detached bungalow. SigmaEstimate and sold history.">
<script>window.__INITIAL_STATE__ = ${JSON.stringify({ listing: { id_listing: "ZQr8pV3mN2kE4aXd", ml_num: "X12807745", address: "1142 Hilliard St", municipality: "Peterborough", community: "Northcrest", province: "ON", postal_code: "K9H 5S4", price: 539900, house_type_name: "Detached", house_style: "Bungalow", bedroom: "2+1", washroom: 2, house_area: { estimate: null, range: "700-1100" }, land: { front: 50, depth: 132, unit: "feet" }, brokerage_text: "Listing Brokerage: ROYAL LEPAGE FRANK REAL ESTATE", map: { lat: 44.32947, lon: -78.32518 } }, estimate: { sigma: 521400, rent: 2450 } })};</script>
</head><body>
<div id="app"><header class="hs-header"><a href="/" class="logo">HouseSigma</a><nav><a href="/map">Map</a><a href="/estimate">Home Estimate</a><a href="/market">Market Trends</a></nav></header>
<main class="listing-page">
<h1 class="address">1142 Hilliard St</h1><p class="community">Peterborough - Northcrest, ON K9H 5S4</p>
<div class="price"><span class="label">Listed for</span> <span class="value">$539,900</span></div>
<div class="estimate"><span>SigmaEstimate</span> $521,400 · <span>Est. Rent</span> $2,450/mo</div>
<ul class="key-facts"><li>Bedrooms: 2+1</li><li>Bathrooms: 2</li><li>Type: Detached · Bungalow</li><li>Size: 700-1100 feet²</li><li>Land: 50 x 132 feet</li><li>MLS®: X12807745</li><li>Tax: $3,958 / 2026</li></ul>
<section class="remarks"><h2>Description</h2><p>Solid brick bungalow on a deep lot in Northcrest, walking distance to the Peterborough Zoo and Trent University bus route. Two bedrooms on the main, a third in the finished basement with a second full bath. Carport, gas heat.</p></section>
<section class="history"><h2>Listing History</h2><table><tr><td>2026-11-06</td><td>For Sale</td><td>$539,900</td></tr><tr><td>2011-07-14</td><td>Sold</td><td>$214,500</td></tr></table></section>
<section class="comparables"><h2>Sold Comparables</h2><div class="card">Sold $562,000 · 1190 Hilliard St</div><div class="card">Sold $548,000 · 809 Chemong Rd</div></section>
<p class="brokerage">Listing Brokerage: ROYAL LEPAGE FRANK REAL ESTATE</p>
</main>
<footer><p>HouseSigma Inc., Brokerage · 15 Allstate Parkway, Suite 629, Markham, ON L3R 5B4</p></footer></div>
</body></html>`,
    expected: {
      price: { amount: 539900 },
      propertyKind: "house",
      street: "1142 Hilliard St",
      city: "Peterborough",
      province: "ON",
      postalCode: "K9H 5S4",
      neighbourhood: "Northcrest",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 700,
      lot: { value: 6600, unit: "ft2" },
      mlsNumber: "X12807745",
      brokerageName: "ROYAL LEPAGE FRANK REAL ESTATE",
      geo: { lat: 44.32947, lng: -78.32518 },
    },
  },
  {
    name: "ho22-remax-house-sudbury",
    site: "remax.ca",
    set: "held-out-22",
    traps: "RE/MAX.ca house in Sudbury (New Sudbury): __NEXT_DATA__ with the listing; '4 bed', '2 bath' with '1 full + 1 half' in details; square footage '1,320'; lot '0.15 acres'; year built 1978; MLS number; agent and 'RE/MAX Crown Realty (1989) Inc.' as brokerage with its office; a mortgage calculator with land transfer tax; nearby listings",
    pageUrl: "https://www.remax.ca/on/sudbury-real-estate/1719-bancroft-dr-wp_idm73000004-2041788-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1719 Bancroft Dr, Sudbury, ON P3B 1R7 | 2041788 | RE/MAX</title>
<meta name="description" content="For sale: 1719 Bancroft Dr, Sudbury, ON. 4 bed, 2 bath, 1,320 sqft house. $469,900.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mlNum: "2041788", listPrice: 469900, addressDetails: { streetNumber: "1719", streetName: "Bancroft Dr", city: "Sudbury", province: "ON", postalCode: "P3B 1R7", neighbourhood: "New Sudbury" }, beds: 4, baths: 2, bathsFull: 1, bathsHalf: 1, sqFt: 1320, lotSize: "0.15 acres", yearBuilt: 1978, propertyType: "Single Family", buildingType: "House", lat: 46.51763, lng: -80.94318, listingAgents: [{ name: "Marc-André Lafrenière", officeName: "RE/MAX Crown Realty (1989) Inc." }] } } } })}</script>
</head><body>
<header class="remax-header"><a href="/" class="logo">RE/MAX</a><nav><a href="/on/sudbury-real-estate">Buy</a><a href="/sell">Sell</a><a href="/find-agent">Find an Agent</a></nav></header>
<main>
<div class="listing-summary"><h1 class="listing-address">1719 Bancroft Dr</h1><p>Sudbury, ON P3B 1R7 · New Sudbury</p><div class="listing-price">$469,900</div>
<ul class="listing-summary-stats"><li>4 bed</li><li>2 bath</li><li>1,320 sqft</li></ul></div>
<section class="description"><h2>Description</h2><p>Side-split on a corner lot in New Sudbury with a large family room, two bedrooms up and two on the lower level. Full bath plus a main-floor 2-piece. Attached garage, newer windows, minutes to the Four Corners and Laurentian.</p></section>
<section class="details"><h2>Details</h2><dl><dt>MLS® #</dt><dd>2041788</dd><dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>House</dd><dt>Bathrooms</dt><dd>1 full + 1 half</dd><dt>Lot Size</dt><dd>0.15 acres</dd><dt>Year Built</dt><dd>1978</dd><dt>Taxes</dt><dd>$4,406 (2026)</dd></dl></section>
<section class="mortgage"><h2>Mortgage Calculator</h2><p>Home price $469,900 · Down payment $93,980 · Monthly $2,146 · Land transfer tax $5,823</p></section>
<section class="agent"><h2>Listing Agent</h2><p class="agent-name">Marc-André Lafrenière</p><p class="office">RE/MAX Crown Realty (1989) Inc.</p><p>1349 Lasalle Blvd, Sudbury, ON P3A 1Z2</p></section>
<section class="nearby"><h2>Nearby Listings</h2><div class="card">$429,000 · 1580 Kathleen St, Sudbury</div><div class="card">$515,000 · 2271 Bancroft Dr, Sudbury</div></section>
</main>
<footer><p>© 2026 RE/MAX, LLC. Each office independently owned and operated.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 469900 },
      propertyKind: "house",
      street: "1719 Bancroft Dr",
      city: "Sudbury",
      province: "ON",
      postalCode: "P3B 1R7",
      neighbourhood: "New Sudbury",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1320,
      lot: { value: 0.15, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "2041788",
      listingAgentName: "Marc-André Lafrenière",
      brokerageName: "RE/MAX Crown Realty (1989) Inc.",
      geo: { lat: 46.51763, lng: -80.94318 },
    },
  },
  {
    name: "ho22-rew-condo-nanaimo",
    site: "rew.ca",
    set: "held-out-22",
    traps: "REW.ca condo in Nanaimo (Brechin Hill): unit number before the civic number ('407 1530 Stewart Avenue'); '2 Bed', '2 Bath'; '1,012 sqft'; strata fee per month; year built of the building; VIREB MLS number; listing agent and brokerage; REW's 'Price Estimate' and recently sold nearby; a JSON-LD RealEstateAgent for the brokerage with its own address",
    pageUrl: "https://www.rew.ca/properties/l42917735/407-1530-stewart-avenue-nanaimo",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>407 1530 Stewart Avenue, Nanaimo - 2 beds, 2 baths - For Sale | REW</title>
<meta name="description" content="407 1530 Stewart Avenue, Nanaimo, BC V9S 4E2 - 2 bed, 2 bath condo for sale. $489,000. MLS® 1019874.">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Royal LePage Nanaimo Realty", address: { "@type": "PostalAddress", streetAddress: "4200 Island Highway North", addressLocality: "Nanaimo", addressRegion: "BC", postalCode: "V9T 1W6" } })}
</head><body>
<header class="rew-header"><a href="/" class="logo">REW</a><nav><a href="/properties/areas/nanaimo-bc">Buy</a><a href="/rentals">Rent</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<nav class="breadcrumb"><a href="/properties/areas/bc">BC</a> › <a href="/properties/areas/nanaimo-bc">Nanaimo</a> › <a href="/properties/areas/brechin-hill-nanaimo-bc">Brechin Hill</a></nav>
<div class="listingheader"><h1 class="listingheader-address">407 1530 Stewart Avenue</h1><div class="listingheader-city">Brechin Hill, Nanaimo, BC V9S 4E2</div><div class="listingheader-price">$489,000</div></div>
<ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>1,012 Sqft</li><li>Condo</li></ul>
<section class="listingoverview"><h2>Overview</h2><p>Top-floor corner unit with ocean glimpses toward Newcastle Island, two bedrooms on opposite sides, ensuite with walk-in shower. Secure underground parking and storage locker. Walk to the BC Ferries Departure Bay terminal.</p></section>
<section class="listingdetails"><h2>Details</h2><table>
<tr><th>MLS® Number</th><td>1019874</td></tr><tr><th>Property Type</th><td>Apartment/Condo</td></tr><tr><th>Title</th><td>Strata</td></tr><tr><th>Year Built</th><td>2006</td></tr><tr><th>Strata Fee</th><td>$436 / month</td></tr><tr><th>Taxes</th><td>$3,118 (2026)</td></tr>
</table></section>
<section class="estimate"><h2>REW Price Estimate</h2><p>$472,000 – $501,000</p></section>
<section class="listingagent"><h2>Listed by</h2><p class="agentname">Priya Sandhu</p><p class="brokeragename">Royal LePage Nanaimo Realty</p></section>
<section class="sold-nearby"><h2>Recently sold nearby</h2><div class="card">Sold $455,000 · 210 1530 Stewart Avenue</div><div class="card">Sold $512,500 · 302 1600 Stewart Avenue</div></section>
</main>
<footer><p>This representation is based in whole or in part on data generated by the Vancouver Island Real Estate Board.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "condo",
      street: "407 1530 Stewart Avenue",
      city: "Nanaimo",
      province: "BC",
      postalCode: "V9S 4E2",
      neighbourhood: "Brechin Hill",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1012,
      yearBuilt: 2006,
      mlsNumber: "1019874",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Royal LePage Nanaimo Realty",
    },
  },
  {
    name: "ho22-condos-ca-condo-rent-guelph",
    site: "condos.ca",
    set: "held-out-22",
    traps: "Condos.ca condo for lease in Guelph: __NEXT_DATA__ with the unit and its building; '$2,295/mo'; '1 + 1' (the corpora's convention: 1 above + 1 below grade); '1 bath'; size range '600-699 sqft' (lower bound); building's year built; lease MLS number; the building's other listings for sale and for rent; the brokerage and agent",
    pageUrl: "https://condos.ca/guelph/the-gordon-by-tricar-1-woodlawn-rd-w/unit-1108-X12811264",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1108 - 1 Woodlawn Rd W, Guelph | For Lease $2,295 | Condos.ca</title>
<meta name="description" content="1 + 1 bed, 1 bath condo for lease at The Gordon, 1 Woodlawn Rd W, Guelph. $2,295/mo.">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mlsNumber: "X12811264", transactionType: "Lease", price: 2295, unitNumber: "1108", address: "1 Woodlawn Rd W", city: "Guelph", province: "ON", postalCode: "N1H 1G8", neighbourhood: "Riverside Park", beds: "1 + 1", baths: 1, sqftRange: "600-699", brokerage: "Coldwell Banker Neumann Real Estate", agent: "Hannah Jeszke" }, building: { name: "The Gordon", yearBuilt: 2019, storeys: 14, forSale: 3, forLease: 5, lat: 43.56174, lng: -80.26318 } } } })}</script>
</head><body>
<header class="cd-header"><a href="/" class="logo">Condos.ca</a><nav><a href="/guelph/condos-for-sale">Buy</a><a href="/guelph/condos-for-rent">Rent</a><a href="/guelph/buildings">Buildings</a></nav></header>
<main>
<nav class="breadcrumb"><a href="/guelph">Guelph</a> › <a href="/guelph/riverside-park">Riverside Park</a> › <a href="/guelph/the-gordon-by-tricar-1-woodlawn-rd-w">The Gordon</a> › Unit 1108</nav>
<h1>1108 - 1 Woodlawn Rd W</h1><p class="sub">The Gordon · Riverside Park, Guelph, ON N1H 1G8</p>
<div class="price">$2,295<span>/mo</span></div>
<ul class="unit-stats"><li>1 + 1 Bed</li><li>1 Bath</li><li>600-699 sqft</li><li>1 Parking</li></ul>
<section class="desc"><h2>Description</h2><p>Bright south-facing unit with a den that works as an office, 9 ft ceilings and a walk-out balcony over the Speed River trails. Tenant pays hydro. Available January 15. Gym, party room and guest suite in the building.</p></section>
<section class="details"><h2>Unit details</h2><dl><dt>MLS®</dt><dd>X12811264</dd><dt>Type</dt><dd>Condo Apt</dd><dt>Exposure</dt><dd>S</dd><dt>Furnished</dt><dd>No</dd></dl></section>
<section class="building"><h2>About The Gordon</h2><p>Built in 2019 by Tricar · 14 storeys · 196 units</p><p>3 units for sale (from $449,900) · 5 for rent (from $1,995/mo)</p></section>
<section class="listed-by"><p>Listed by Hannah Jeszke, Coldwell Banker Neumann Real Estate</p></section>
</main>
<footer><p>Condos.ca – Spring Realty Inc., Brokerage · 1 Yonge Street, Toronto, ON</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2295, period: "month" },
      propertyKind: "condo",
      street: "1108 - 1 Woodlawn Rd W",
      city: "Guelph",
      province: "ON",
      postalCode: "N1H 1G8",
      neighbourhood: "Riverside Park",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2019,
      mlsNumber: "X12811264",
      listingAgentName: "Hannah Jeszke",
      brokerageName: "Coldwell Banker Neumann Real Estate",
      geo: { lat: 43.56174, lng: -80.26318 },
    },
  },
];
