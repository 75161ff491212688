/**
 * Seventieth held-out corpus, the national portals and franchise sites: realtor.ca (a North Bay raised bungalow whose
 * feed sent no rooms, only the REALTOR®'s remarks), remax.ca (a Prince Albert bungalow told in "Property highlights"
 * bullets), royallepage.ca (a Kelowna condo in a paragraph) and point2homes.com (a Canning NS farmhouse on acreage).
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before the extractor ever
 * ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentBar, crumbs, gallery, leadForm, masthead, moreHomes, nextData, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_70_NATIONAL: ListingPage[] = [
  {
    name: "ho70-realtorca-raised-bungalow-north-bay",
    site: "realtor.ca",
    set: "held-out-70",
    traps: "realtor.ca page whose summary carries only the type, storeys and taxes: '3+1 bedroom, 2 bath raised bungalow built in 1978' on a '60 x 120 ft lot' only in the remarks, with the main level's size, a neighbour's lot, parking for 4, a roof year, '5 minutes to Hwy 11', '2 km to Canadore', room sizes and the owners' 30 years beside them; realtor.ca's id in the URL; coordinates in the page state beside a map centre",
    pageUrl: "https://www.realtor.ca/real-estate/28915530/1187-wembley-crescent-north-bay",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1187 Wembley Crescent, North Bay, Ontario P1B 6J4 - X12489037 | REALTOR.ca</title>
<meta name="description" content="For sale: 1187 Wembley Crescent, North Bay, Ontario P1B 6J4 - $519,900. MLS® Number X12489037.">
<meta property="og:title" content="1187 Wembley Crescent, North Bay, Ontario P1B 6J4">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28915530/1187-wembley-crescent-north-bay">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712/reb82/highres/7/x12489037_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Ontario" }, { "@type": "ListItem", position: 2, name: "North Bay" }, { "@type": "ListItem", position: 3, name: "1187 Wembley Crescent" }] })}
${tagManager("GTM-RCA70")}
</head><body class="listing-details-page">
${consentBar("REALTOR.ca")}
${masthead("REALTOR.ca", ["Map", "Find a REALTOR®", "Commercial", "Rentals", "Favourites"])}
<main id="mainContent">
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">1187 Wembley Crescent<br>North Bay, Ontario P1B 6J4</h1>
<div id="listingPrice"><div id="listingPriceValue" class="listingPriceValue">$519,900</div></div>
<div id="MLNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">X12489037</span></div>
</div>
${gallery("https://cdn.realtor.ca/listings/TS638712/reb82/highres/7/x12489037", 8, "1187 Wembley Crescent, North Bay")}
<section id="propertyDetailsSectionContentSubCon">
<div id="propertyDescriptionCon"><h2>Listing Description</h2>
<p>This 3+1 bedroom, 2 bath raised bungalow built in 1978 sits on a 60 x 120 ft lot on one of the quietest crescents in the west end. The main level offers approx. 1,180 sq ft with a bright living room (15 x 13), an updated kitchen (12 x 14) with walkout to the deck, three good-sized bedrooms and a 4 pc bath. The lower level has large windows, a fourth bedroom, a 3 pc bath and a rec room with a gas fireplace. Single attached garage plus a paved drive with parking for 4. Roof shingles 2017, furnace and central air 2021. The lot next door (a double 120 x 120) gives you extra privacy. 5 minutes to Hwy 11 and 2 km to Canadore College and Nipissing University. Lovingly kept by the same owners for 30 years — call your REALTOR® today!</p></div>
<div class="propertyDetailsSectionContentSubCon">
<h2>Property Summary</h2>
<div class="row"><div class="label">Property Type</div><div class="value">Single Family</div></div>
<div class="row"><div class="label">Building Type</div><div class="value">House</div></div>
<div class="row"><div class="label">Storeys</div><div class="value">1</div></div>
<div class="row"><div class="label">Annual Property Taxes</div><div class="value">$4,118</div></div>
<div class="row"><div class="label">Parking Type</div><div class="value">Attached Garage</div></div>
<div class="row"><div class="label">Time on REALTOR.ca</div><div class="value">3 days</div></div>
</div>
</section>
<section id="realtorCardsCon"><h2>Listing Agent</h2>
<div class="realtorCard"><div class="realtorCardName">Mélanie Gauthier</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">(705) 555-0163</div>
<div class="officeCard"><div class="officeCardName">Nipissing Shores Realty Inc., Brokerage</div><div class="officeCardAddress">880 Cassells Street, North Bay, Ontario P1B 4A6</div><div class="officeCardPhone">(705) 555-0100</div></div></div>
</section>
${moreHomes("Nearby Listings", [
  { place: "North Bay, Ontario P1B 3K9", price: "$449,000", line: "3 bd · 1 ba · 1,050 sqft", href: "/real-estate/28903311/455-airport-road-north-bay" },
  { place: "North Bay, Ontario P1A 2R5", price: "$585,000", line: "4 bd · 2 ba", href: "/real-estate/28921004/62-laurentian-avenue-north-bay", tag: "New" },
  { place: "Callander, Ontario P0H 1H0", price: "$629,900", line: "3 bd · 2 ba · 0.6 ac", href: "/real-estate/28877620/14-lansdowne-street-callander" },
])}
${leadForm({ heading: "Contact Mélanie Gauthier", message: "I would like more information about 1187 Wembley Crescent, North Bay, Ontario P1B 6J4 (MLS® Number X12489037).", button: "Send Message", fine: "By submitting you agree to the REALTOR.ca Terms of Use." })}
</main>
${siteFooter(["Data provided by the North Bay and Area Association of REALTORS®. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).", "© 2025 The Canadian Real Estate Association. All rights reserved."])}
${windowState("ListingDetailsData", { PropertyId: "28915530", MlsNumber: "X12489037", Latitude: "46.30412", Longitude: "-79.49877", Price: "$519,900", PriceUnformattedValue: "519900", MapCenter: { Latitude: 46.3091, Longitude: -79.4612 } })}
${pixel("crea")}
</body></html>`,
    expected: {
      price: { amount: 519900 },
      propertyKind: "house",
      street: "1187 Wembley Crescent",
      city: "North Bay",
      province: "ON",
      postalCode: "P1B 6J4",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1180,
      lot: { value: 7200, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "X12489037",
      listingAgentName: "Mélanie Gauthier",
      brokerageName: "Nipissing Shores Realty Inc., Brokerage",
      geo: { lat: 46.30412, lng: -79.49877 },
    },
  },
  {
    name: "ho70-remax-bungalow-prince-albert",
    site: "remax.ca",
    set: "held-out-70",
    traps: "remax.ca page with a short header (price, address) and the facts in 'Property highlights' bullets: '1,096 sq ft bungalow built in 1962', '3 bedrooms on the main, 1 in the basement', '2 full bathrooms', '50 x 125 ft lot'; a 24 x 26 garage, a shingles year and a furnace age; Crescent Heights as a labelled neighbourhood; taxes; the listing in __NEXT_DATA__ with coordinates beside the agent's other listings",
    pageUrl: "https://www.remax.ca/sk/prince-albert-real-estate/218-21st-street-e-wp_id318842007-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>218 21st Street E, Prince Albert, SK S6V 1N4 | For Sale $279,900 | RE/MAX</title>
<meta name="description" content="Find this house for sale at 218 21st Street E, Prince Albert, SK. Listed by RE/MAX P.A. Realty. MLS® SK018344.">
<meta property="og:title" content="218 21st Street E, Prince Albert, SK">
<meta property="og:image" content="https://assets.remax.ca/listings/sk018344/1.jpg">
${tagManager("GTM-RMX70")}
</head><body>
${consentBar("remax.ca")}
${masthead("RE/MAX", ["Buy", "Sell", "Find an Agent", "Find an Office", "Blog"])}
<main class="listing-detail">
${crumbs(["Home", "Saskatchewan", "Prince Albert", "218 21st Street E"])}
<section class="listing-header">
<div class="listing-price" data-cy="listing-price">$279,900</div>
<h1 class="listing-address"><span class="street">218 21st Street E</span>, <span class="city">Prince Albert</span>, <span class="prov">SK</span> <span class="postal">S6V 1N4</span></h1>
<div class="listing-mls">MLS®: SK018344</div>
</section>
${gallery("https://assets.remax.ca/listings/sk018344", 7, "218 21st Street E")}
<section class="listing-overview">
<h2>Property highlights</h2>
<ul class="highlights">
<li>1,096 sq ft bungalow built in 1962</li>
<li>3 bedrooms on the main, 1 in the basement</li>
<li>2 full bathrooms (main 4 pc, basement 3 pc)</li>
<li>50 x 125 ft lot with back alley access</li>
<li>Double detached garage (24 x 26), heated</li>
<li>New shingles 2020; furnace is 8 years old</li>
</ul>
<h2>Description</h2>
<p>Solid family home on a tree-lined street in Crescent Heights, close to Vincent Massey School and the Cornerstone shopping area. Updated kitchen with loads of cabinets, hardwood under the living room carpet, and a finished basement with a large family room. Fenced yard with garden boxes and a 10 x 12 shed. Quick possession available.</p>
<h2>Details</h2>
<dl class="details">
<dt>Property Type</dt><dd>Residential</dd>
<dt>Neighbourhood</dt><dd>Crescent Heights</dd>
<dt>Taxes</dt><dd>$2,880 (2025)</dd>
</dl>
</section>
<section class="listing-agent"><h2>Listed by</h2>
<div class="agent-card"><p class="agent-name">Darcy Lindgren</p><p class="agent-role">REALTOR®</p><p class="agent-office">RE/MAX P.A. Realty</p><a href="tel:3065550187">(306) 555-0187</a></div>
</section>
${moreHomes("More listings from Darcy Lindgren", [
  { place: "Prince Albert, SK", price: "$199,000", line: "2 bed · 1 bath · 864 sqft", href: "/sk/prince-albert-real-estate/1405-7th-avenue-e-wp_id318840112-lst" },
  { place: "Prince Albert, SK", price: "$365,000", line: "4 bed · 3 bath · 1,320 sqft", href: "/sk/prince-albert-real-estate/78-marquis-road-wp_id318833490-lst" },
])}
${leadForm({ heading: "Ask Darcy a question", message: "Hi, I'm interested in 218 21st Street E, Prince Albert. Please send me more information.", button: "Send" })}
</main>
${siteFooter(["Each RE/MAX office is independently owned and operated.", "The listing data is provided by the Saskatchewan REALTORS® Association. MLS® and REALTOR® are trademarks of CREA.", "© 2025 RE/MAX, LLC."])}
${nextData({ props: { pageProps: { listing: { id: "318842007", mls: "SK018344", listPrice: 279900, address: { street: "218 21st Street E", city: "Prince Albert", province: "SK", postalCode: "S6V 1N4" }, location: { lat: 53.19488, lng: -105.74361 }, agent: { name: "Darcy Lindgren", office: "RE/MAX P.A. Realty" } }, agentListings: [{ id: "318840112", listPrice: 199000, location: { lat: 53.2011, lng: -105.7302 } }, { id: "318833490", listPrice: 365000, location: { lat: 53.1762, lng: -105.7688 } }] } }, page: "/listing/[slug]", buildId: "r7x2k" })}
${pixel("remax")}
</body></html>`,
    expected: {
      price: { amount: 279900 },
      propertyKind: "house",
      street: "218 21st Street E",
      city: "Prince Albert",
      province: "SK",
      postalCode: "S6V 1N4",
      neighbourhood: "Crescent Heights",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1096,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "SK018344",
      listingAgentName: "Darcy Lindgren",
      brokerageName: "RE/MAX P.A. Realty",
      geo: { lat: 53.19488, lng: -105.74361 },
    },
  },
  {
    name: "ho70-royallepage-condo-kelowna",
    site: "royallepage.ca",
    set: "held-out-70",
    traps: "royallepage.ca page for a condo: a short facts box (type, MLS®, neighbourhood, strata fee) and the rest in one paragraph — '2 bed, 2 bath corner home of 1,048 sq ft in a 2011 building'; a 180 sq ft deck, 2 parking stalls, the strata fee, the unit below's sold price and distances in minutes beside them; no lot (a condo); JSON-LD with the address and geo",
    pageUrl: "https://www.royallepage.ca/en/property/british-columbia/kelowna/308-1875-richter-street/25118473/mls10361452/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>308-1875 Richter Street, Kelowna, BC V1Y 2H4 - For Sale - $489,000 | Royal LePage</title>
<meta name="description" content="Condo for sale at 308-1875 Richter Street, Kelowna, BC. MLS® 10361452.">
<meta property="og:title" content="308-1875 Richter Street, Kelowna">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "308-1875 Richter Street", address: { "@type": "PostalAddress", streetAddress: "308-1875 Richter Street", addressLocality: "Kelowna", addressRegion: "BC", postalCode: "V1Y 2H4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.88531, longitude: -119.48062 } })}
${tagManager("GTM-RLP70")}
</head><body class="property-page">
${consentBar("Royal LePage")}
${masthead("Royal LePage", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Français"])}
<main>
<section class="property-hero">
<p class="status">For Sale</p>
<h1 class="address-1">308-1875 Richter Street</h1>
<p class="address-2">Kelowna, British Columbia V1Y 2H4</p>
<p class="price">$489,000</p>
</section>
${gallery("https://photos.royallepage.ca/mls10361452", 9, "308-1875 Richter Street, Kelowna")}
<section class="property-facts">
<ul class="facts-box">
<li><span class="k">Property Type</span> <span class="v">Condo / Apartment</span></li>
<li><span class="k">MLS®</span> <span class="v">10361452</span></li>
<li><span class="k">Neighbourhood</span> <span class="v">Kelowna North</span></li>
<li><span class="k">Strata Fee</span> <span class="v">$412 / month</span></li>
</ul>
</section>
<section class="property-description"><h2>Description</h2>
<p>Top-floor corner home in The Richter, a concrete building completed in 2011. This 2 bed, 2 bath unit offers 1,048 sq ft of open living with 9 ft ceilings, a kitchen with quartz counters and a gas range, and a 180 sq ft covered deck facing the mountains. The primary bedroom has a walk-through closet and ensuite; the second bedroom sits across the living room for privacy. 2 secure parking stalls and a storage locker are included. Strata fee $412/month covers gas and hot water. Pets allowed (2 dogs or 2 cats). The unit below sold for $515,000 last spring. 5 minutes to Okanagan Lake, the hospital and downtown, 20 minutes to the airport.</p>
</section>
<section class="agent-info"><h2>Listing Agent</h2>
<div class="agent"><p class="name">Priya Sandhu</p><p class="title">Personal Real Estate Corporation</p><p class="brokerage">Royal LePage Kelowna</p><p class="phone">250-555-0139</p></div>
</section>
${moreHomes("Similar properties nearby", [
  { place: "Kelowna, BC", price: "$459,900", line: "2 bed · 2 bath · 982 sq ft", href: "/en/property/british-columbia/kelowna/204-1550-ellis-street/25109877/mls10358821/" },
  { place: "Kelowna, BC", price: "$549,000", line: "2 bed · 2 bath · 1,120 sq ft", href: "/en/property/british-columbia/kelowna/1102-1200-sunset-drive/25117702/mls10360985/" },
  { place: "West Kelowna, BC", price: "$415,000", line: "1 bed · 1 bath · 760 sq ft", href: "/en/property/british-columbia/west-kelowna/305-3630-brown-road/25101145/mls10357712/" },
])}
${leadForm({ heading: "Request more information", message: "Please send me more information about 308-1875 Richter Street, Kelowna (MLS® 10361452).", button: "Submit" })}
</main>
${siteFooter(["The data relating to real estate on this website comes in part from the MLS® System of the Association of Interior REALTORS®.", "Royal LePage® is a registered trademark of Bridgemarq Real Estate Services Inc. © 2025"])}
${pixel("rlp")}
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "condo",
      street: "308-1875 Richter Street",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1Y 2H4",
      neighbourhood: "Kelowna North",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1048,
      yearBuilt: 2011,
      mlsNumber: "10361452",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Royal LePage Kelowna",
      geo: { lat: 49.88531, lng: -119.48062 },
    },
  },
  {
    name: "ho70-point2-farmhouse-canning",
    site: "point2homes.com",
    set: "held-out-70",
    traps: "Point2 Homes page with only price, address, type and taxes in its facts box: 'four bedrooms and two full baths', '1,860 sq ft', 'built in 1910' and '3.2 acres' only in the agent's remarks, beside a 30 x 40 ft barn, 220 feet of river frontage, an adjoining 12-acre woodlot offered at $45,000 and '20 minutes to Wolfville'; the MLS® number at the end of the remarks; Point2's own listing id; JSON-LD with geo",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/NS/Kings-County/Canning/9845-Main-Street/128844610.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>9845 Main Street, Canning, NS B0P 1H0 - House for sale | Point2</title>
<meta name="description" content="House for sale at 9845 Main Street, Canning, NS B0P 1H0. Listed at $429,000.">
<meta property="og:title" content="9845 Main Street, Canning, NS">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "9845 Main Street", address: { "@type": "PostalAddress", streetAddress: "9845 Main Street", addressLocality: "Canning", addressRegion: "NS", postalCode: "B0P 1H0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.15528, longitude: -64.42377 } })}
${tagManager("GTM-P2H70")}
</head><body>
${consentBar("Point2")}
${masthead("Point2", ["Buy", "Rent", "Sold", "Agents", "Canada"])}
<main class="details-page">
${crumbs(["Canada", "Nova Scotia", "Kings County", "Canning"])}
<div class="details-header">
<div class="price"><span class="amount">$429,000</span></div>
<div class="address-container"><h1>9845 Main Street</h1><div class="city-line">Canning, NS B0P 1H0</div></div>
</div>
${gallery("https://images.point2.com/listings/128844610", 10, "9845 Main Street, Canning")}
<div class="details-characteristics">
<h2>Property Details</h2>
<dl>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Taxes</dt><dd>$3,106 / year</dd>
<dt>Listing ID</dt><dd>128844610</dd>
</dl>
</div>
<div class="description"><h2>Description</h2>
<p>Classic Annapolis Valley farmhouse built in 1910 on 3.2 acres at the edge of the village. The home offers four bedrooms and two full baths over 1,860 sq ft, with original pine floors, a country kitchen with a propane range, a den, and a wraparound veranda overlooking the Habitant River, where the property has about 220 feet of frontage. A 30 x 40 ft barn with power suits horses, a workshop or storage. Roof 2015, heat pump 2022, drilled well and septic. The adjoining 12-acre woodlot is available separately for $45,000. 20 minutes to Wolfville and 35 to the Kentville hospital. MLS® 202427311</p>
</div>
<div class="agent-box"><h2>Listed by</h2>
<div class="agent"><span class="agent-name">Heather MacIsaac</span><span class="agent-office">Valley Shore Realty Ltd.</span><span class="agent-phone">(902) 555-0194</span></div>
</div>
${moreHomes("Nearby Homes for Sale", [
  { place: "Canning, NS", price: "$315,000", line: "3 Beds · 1 Bath · 1,240 sqft", href: "/CA/Home-For-Sale/NS/Kings-County/Canning/1042-Pereau-Road/128830211.html" },
  { place: "Kingsport, NS", price: "$489,000", line: "3 Beds · 2 Baths · 2.1 ac", href: "/CA/Home-For-Sale/NS/Kings-County/Kingsport/22-Shore-Road/128829904.html" },
  { place: "Wolfville, NS", price: "$559,000", line: "4 Beds · 3 Baths · 2,210 sqft", href: "/CA/Home-For-Sale/NS/Kings-County/Wolfville/8-Highland-Avenue/128841532.html" },
])}
${leadForm({ heading: "Contact Agent", message: "I am interested in 9845 Main Street, Canning, NS B0P 1H0.", button: "Send Email" })}
</main>
${siteFooter(["Listing information provided by the Nova Scotia Association of REALTORS®. The trademarks MLS® and REALTOR® are owned by CREA.", "Point2 is a Yardi company. © 2025 Point2."])}
${pixel("p2")}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "9845 Main Street",
      city: "Canning",
      province: "NS",
      postalCode: "B0P 1H0",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1860,
      lot: { value: 3.2, unit: "acres" },
      yearBuilt: 1910,
      mlsNumber: "202427311",
      listingAgentName: "Heather MacIsaac",
      brokerageName: "Valley Shore Realty Ltd.",
      geo: { lat: 45.15528, lng: -64.42377 },
    },
  },
];
