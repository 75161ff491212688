/**
 * Eighty-fourth held-out corpus, the Prairies, British Columbia and Nova Scotia: royallepage.ca (a licensed rooming
 * house "6185 Jubilee Road" in Halifax), kijiji.ca (an owner's up/down duplex "388 Lipton Street" in Winnipeg's
 * Wolseley), rew.ca (a character house converted to a triplex, "1247 Pembroke Street" in Victoria's Fernwood) and
 * point2homes.com (a bi-level fourplex "11827 89 Street NW" in Edmonton's Alberta Avenue). Each carries its rooms' or
 * units' rents, gross revenue, expenses and an assessment. Addresses, names, phone numbers and numbers are invented;
 * the expected facts were written before any extractor ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, crumbs, gallery, gtm, header, leadForm, pixel, rentRoll, similar, siteFooter, statement, windowState } from "./chrome.ts";

export const HELD_OUT_84_WEST_ATLANTIC: ListingPage[] = [
  {
    name: "ho84-royallepage-rooming-house-jubilee-road-halifax",
    site: "royallepage.ca",
    set: "held-out-84",
    traps:
      "a licensed rooming house (Property Type Single Family, Building Type House, 'Licensed rooming house — 9 rooms'): '9 bed' in the header, 'Bedrooms Above Grade 7' and 'Below Grade 2' in the details; '4.5 bath' with '4 full, 1 half'; 2,680 sq ft above grade beside 1,100 sq ft finished basement; '4,950 sq ft' lot; a room-by-room rent roll with rents per month and a gross of $88,200; the municipal licence number; a PVSC assessment; Royal LePage's own property id beside the MLS®; JSON-LD with geo; other agents' listings",
    pageUrl: "https://www.royallepage.ca/en/property/nova-scotia/halifax/6185-jubilee-road/24880317/mls202518832/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>6185 Jubilee Road, Halifax, NS B3H 2E9 | MLS® 202518832 | Royal LePage</title>
<meta name="description" content="6185 Jubilee Road, Halifax, Nova Scotia - $1,295,000. 9 bedrooms, 4.5 bathrooms. Licensed rooming house near Dalhousie. MLS® 202518832.">
<meta property="og:title" content="6185 Jubilee Road, Halifax | Royal LePage">
<meta property="og:image" content="https://rlp.ca/photos/202518832/1.jpg">
<link rel="canonical" href="https://www.royallepage.ca/en/property/nova-scotia/halifax/6185-jubilee-road/24880317/mls202518832/">
${gtm("GTM-RLP84")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "6185 Jubilee Road", address: { "@type": "PostalAddress", streetAddress: "6185 Jubilee Road", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3H 2E9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.63472, longitude: -63.59318 }, numberOfBedrooms: 9, numberOfBathroomsTotal: 4.5 })}
</head><body>
${consent("Royal LePage")}
${header("Royal LePage", ["Buy", "Sell", "Rent", "Commercial", "Find an Agent", "Find an Office", "Français"])}
<main class="property-page">
${crumbs(["Home", "Nova Scotia", "Halifax", "6185 Jubilee Road"])}
<section class="property-header">
<h1 class="property-header__address">6185 Jubilee Road<span>Halifax, Nova Scotia B3H 2E9</span></h1>
<div class="property-header__price">$1,295,000</div>
<ul class="property-header__stats"><li>9 bed</li><li>4.5 bath</li><li>2,680 sq. ft.</li></ul>
<div class="property-header__ids">MLS® 202518832 · Property ID 24880317</div>
</section>
${gallery("https://rlp.ca/photos/202518832", 32, "6185 Jubilee Road Halifax")}
<section class="property-description"><h2>Property Description</h2>
<p>A licensed rooming house (HRM licence RH-2019-0316) two blocks from Dalhousie's Studley campus. Nine furnished rooms over three floors and a finished lower level, two shared kitchens, four full baths and a main-floor powder room, coin laundry and a fenced yard. All rooms are let on 8- or 12-month agreements for a current gross of $88,200 per year; fire inspection passed in 2025. The 1905 house has a 2017 roof, 2019 fire alarm panel and sprinkler heads in the stairwells. Turnkey for an investor; room-by-room rent roll and expenses below.</p>
</section>
<section class="property-details"><h2>Property Details</h2>
<dl>
<dt>Property Type</dt><dd>Single Family</dd>
<dt>Building Type</dt><dd>House</dd>
<dt>Use</dt><dd>Licensed rooming house — 9 rooms</dd>
<dt>Storeys</dt><dd>2.5</dd>
<dt>Year Built</dt><dd>1905</dd>
<dt>Bedrooms Above Grade</dt><dd>7</dd>
<dt>Bedrooms Below Grade</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>4 full, 1 half</dd>
<dt>Living Area (above grade)</dt><dd>2,680 sq. ft.</dd>
<dt>Basement</dt><dd>Fully finished, 1,100 sq. ft.</dd>
<dt>Lot Size</dt><dd>4,950 sq. ft.</dd>
<dt>Parking</dt><dd>Paved driveway (3)</dd>
<dt>PVSC Assessment (2025)</dt><dd>$842,300</dd>
<dt>Annual Taxes</dt><dd>$11,906</dd>
</dl>
</section>
${rentRoll("Rooms", ["Room", "Floor", "Bath", "Agreement", "Rent / month"], [
  ["1", "Main", "Shared", "12 months to Aug 2026", "$850"],
  ["2", "Main", "Shared", "12 months to Aug 2026", "$825"],
  ["3", "Second", "Ensuite", "12 months to Aug 2026", "$950"],
  ["4", "Second", "Shared", "8 months to Apr 2026", "$800"],
  ["5", "Second", "Shared", "12 months to Aug 2026", "$800"],
  ["6", "Third", "Ensuite", "12 months to Aug 2026", "$900"],
  ["7", "Third", "Shared", "8 months to Apr 2026", "$775"],
  ["8", "Lower", "Shared", "12 months to Aug 2026", "$650"],
  ["9", "Lower", "Shared", "12 months to Aug 2026", "$800"],
], "Total $7,350/month · $88,200/year. Heat, power, internet and furnishings included in rent.")}
${statement("Operating Expenses (2024)", [["Taxes", "$11,906"], ["Insurance", "$6,420"], ["Heat and power", "$9,880"], ["Internet", "$1,140"], ["Repairs and cleaning", "$5,200"], ["Licence and inspections", "$610"], ["Total", "$35,156"], ["Net Operating Income", "$53,044"]])}
<section class="agent-panel"><h2>Listing Agent</h2>
<div class="agent-panel__card"><span class="agent-panel__name">Siobhan MacIsaac</span><span class="agent-panel__title">REALTOR®</span><span class="agent-panel__office">Royal LePage Harbourview Realty</span><span class="agent-panel__address">1595 Bedford Highway, Suite 102, Bedford, NS B4A 3Y4</span><a href="tel:9025550164">902-555-0164</a></div>
${leadForm("Contact Siobhan", "I'd like the rent roll and licence details for 6185 Jubilee Road.", "Send")}
</section>
${calculator("Mortgage Calculator", [["Purchase price", "$1,295,000"], ["Down payment (20%)", "$259,000"], ["Interest rate", "4.74%"], ["Amortization", "25 years"]], "Monthly payment: $5,879")}
${similar("Other listings by this office", [
  { price: "$689,000", address: "2271 Creighton Street", place: "Halifax, NS", facts: "Duplex · 4 bed · 2 bath", href: "/en/property/nova-scotia/halifax/2271-creighton-street/24871902/mls202517740/" },
  { price: "$1,450,000", address: "6030 Cedar Street", place: "Halifax, NS", facts: "House · 6 bed · 3.5 bath", href: "/en/property/nova-scotia/halifax/6030-cedar-street/24878015/mls202518204/" },
])}
</main>
${siteFooter(["Royal LePage® is a registered trademark of Royal Bank of Canada, used under licence by Bridgemarq Real Estate Services Manager Limited.", "Each office is independently owned and operated. Listing data courtesy of the Nova Scotia Association of REALTORS®."])}
${pixel("1190088341784")}
</body></html>`,
    expected: {
      price: { amount: 1295000 },
      propertyKind: "house",
      street: "6185 Jubilee Road",
      city: "Halifax",
      province: "NS",
      postalCode: "B3H 2E9",
      bedrooms: 7,
      bedroomsBelowGrade: 2,
      bathrooms: 4.5,
      bathroomsFull: 4,
      bathroomsHalf: 1,
      squareFootage: 2680,
      lot: { value: 4950, unit: "ft2" },
      yearBuilt: 1905,
      mlsNumber: "202518832",
      listingAgentName: "Siobhan MacIsaac",
      brokerageName: "Royal LePage Harbourview Realty",
      geo: { lat: 44.63472, lng: -63.59318 },
    },
  },
  {
    name: "ho84-kijiji-owner-duplex-lipton-street-winnipeg",
    site: "kijiji.ca",
    set: "held-out-84",
    traps:
      "an owner's Kijiji ad for an up/down duplex in Wolseley: both suites' rents ($1,295 and $1,650 a month) and the $35,340 gross beside the price; attributes 'Bedrooms 5', 'Bathrooms 2', 'Size (sqft) 1,980'; '33 x 120 ft lot' and 'built in 1914' in the text; the City's assessment; Kijiji's ad id in the URL; the ad's point and the price in cents in the embedded state; other ads (rentals and sales) with prices; Kijiji's own office in the footer",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/winnipeg/up-down-duplex-in-wolseley-owner-selling/1718824403",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Up/down duplex in Wolseley — owner selling, both suites rented | Houses for Sale | Winnipeg | Kijiji</title>
<meta name="description" content="Up/down duplex in Wolseley, 388 Lipton Street. Both suites rented, $35,340/yr gross. $459,000.">
<meta property="og:title" content="Up/down duplex in Wolseley — owner selling, both suites rented">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718824403/1.jpg">
<link rel="canonical" href="https://www.kijiji.ca/v-house-for-sale/winnipeg/up-down-duplex-in-wolseley-owner-selling/1718824403">
${gtm("GTM-KJJ84")}
</head><body>
${consent("Kijiji")}
${header("Kijiji", ["Post ad", "Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Pets"])}
<main class="vip">
${crumbs(["Home", "Manitoba", "Winnipeg", "Real Estate", "For Sale", "Houses for Sale"])}
<div class="vip-header">
<h1 class="vip-title">Up/down duplex in Wolseley — owner selling, both suites rented</h1>
<div class="vip-price">$459,000</div>
<div class="vip-location"><span class="vip-address">388 Lipton Street, Winnipeg, MB R3G 1R4</span> <a href="#map">View map</a></div>
<div class="vip-posted">Posted 3 days ago · Ad ID 1718824403</div>
</div>
${gallery("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718824403", 18, "Up/down duplex in Wolseley")}
<section class="vip-attributes"><h2>Overview</h2>
<ul>
<li><dt>For Sale By</dt><dd>Owner</dd></li>
<li><dt>Unit Type</dt><dd>Duplex/Triplex</dd></li>
<li><dt>Bedrooms</dt><dd>5</dd></li>
<li><dt>Bathrooms</dt><dd>2</dd></li>
<li><dt>Size (sqft)</dt><dd>1,980</dd></li>
<li><dt>Parking Included</dt><dd>2</dd></li>
</ul>
</section>
<section class="vip-description"><h2>Description</h2>
<p>Selling our up/down duplex on a quiet tree-lined block of Lipton, two minutes from Westminster and Wolseley Avenue. The house was built in 1914 and converted to two suites in the 1970s; we've owned it since 2011. Main floor suite: 2 bedrooms, 1 bath, own basement laundry, rented at $1,295/month plus hydro, tenant since 2019. Upper suite (2nd and 3rd floors): 3 bedrooms, 1 bath, rented at $1,650/month plus hydro, lease to June 30, 2026. Gross rents $35,340/year. Owners pay water ($1,460) and taxes ($4,712); insurance is $2,240. City of Winnipeg 2025 assessment $392,000. New boiler 2021, roof 2018. 33 x 120 ft lot with a double parking pad off the back lane. No agents please — buyers' agents welcome at 1.5%. Serious inquiries only; we'll share the leases and utility bills after a viewing.</p>
</section>
${rentRoll("Suites", ["Suite", "Bedrooms", "Bath", "Rent", "Lease"], [["Main floor", "2", "1", "$1,295/month", "Month-to-month"], ["Upper (2nd & 3rd)", "3", "1", "$1,650/month", "To June 30, 2026"]])}
<div id="map" class="vip-map" data-zoom="15"></div>
<section class="vip-poster"><h2>Posted by</h2><p>Owner · Member since 2011 · Usually responds within a few hours</p>${leadForm("Contact the poster", "Hi, is your duplex on Lipton still available? Could I see the leases?", "Send message")}</section>
${similar("You may also like", [
  { price: "$1,550 / month", address: "Wolseley — 2 bedroom main floor", place: "Winnipeg", facts: "Apartments & Condos for Rent · 2 bd · 1 ba", href: "/v-apartments-condos/winnipeg/wolseley-2-bedroom-main-floor/1718790021" },
  { price: "$519,900", address: "West End side-by-side duplex", place: "Winnipeg", facts: "Houses for Sale · 6 bd · 2 ba", href: "/v-house-for-sale/winnipeg/west-end-side-by-side-duplex/1718602277" },
  { price: "$389,000", address: "Character 2 storey on Arlington", place: "Winnipeg", facts: "Houses for Sale · 3 bd · 1 ba", href: "/v-house-for-sale/winnipeg/character-2-storey-on-arlington/1718811954" },
])}
</main>
${windowState("__data", { config: { locale: "en-CA" }, viewItemPage: { viewItemData: { adId: 1718824403, title: "Up/down duplex in Wolseley — owner selling, both suites rented", price: { amount: 45900000, currency: "CAD", type: "FIXED" }, categoryId: 35, adLocation: { mapAddress: "388 Lipton Street, Winnipeg, MB R3G 1R4", latitude: 49.87604, longitude: -97.17541 }, attributes: { numberbedrooms: 5, numberbathrooms: 20, areainfeet: 1980, forsaleby: "ownr" } } } })}
${siteFooter(["Kijiji Canada Ltd., 500 King Street West, Toronto, ON M5V 1L9.", "© 2025 Kijiji Canada Ltd. All rights reserved. Kijiji does not verify ads or the identity of posters."])}
</body></html>`,
    expected: {
      price: { amount: 459000 },
      propertyKind: "plex",
      street: "388 Lipton Street",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3G 1R4",
      neighbourhood: "Wolseley",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 1980,
      lot: { value: 3960, unit: "ft2" },
      yearBuilt: 1914,
      geo: { lat: 49.87604, lng: -97.17541 },
    },
  },
  {
    name: "ho84-rew-triplex-pembroke-street-victoria",
    site: "rew.ca",
    set: "held-out-84",
    traps:
      "a 1912 character house converted to a triplex ('Triplex' type) with 'Bedrooms 6' and 'Bathrooms 3' for the building and each suite's own in a rent roll (the garden suite on the lower level); floor area by level with a 3,120 total; lot '6,000 sq ft' beside '50 x 120'; gross annual rent $84,600 and potential $92,400 at market; BC Assessment 2025 land and improvements; 'Area Vi Fernwood'; agent with PREC*; JSON-LD with geo; nearby listings and a sold one",
    pageUrl: "https://www.rew.ca/properties/988421/1247-pembroke-street-victoria-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1247 Pembroke Street, Victoria, BC V8T 1J5 | 988421 | REW</title>
<meta name="description" content="1247 Pembroke Street, Victoria - $1,675,000. Triplex, 6 beds, 3 baths, 3,120 sq ft. MLS® 988421. Fernwood character triplex, fully rented.">
<meta property="og:title" content="1247 Pembroke Street, Victoria, BC | REW">
<meta property="og:image" content="https://img.rew.ca/988421/1.jpg">
<link rel="canonical" href="https://www.rew.ca/properties/988421/1247-pembroke-street-victoria-bc">
${gtm("GTM-REW84")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "1247 Pembroke Street", address: { "@type": "PostalAddress", streetAddress: "1247 Pembroke Street", addressLocality: "Victoria", addressRegion: "BC", postalCode: "V8T 1J5" }, geo: { "@type": "GeoCoordinates", latitude: 48.43116, longitude: -123.34682 } })}
</head><body>
${consent("REW")}
${header("REW", ["Buy", "Rent", "Sell", "Sold", "Agents", "News", "Mortgage Rates"])}
<main class="listing">
${crumbs(["BC", "Victoria", "Fernwood", "1247 Pembroke Street"])}
<section class="listing-header">
<h1>1247 Pembroke Street</h1>
<div class="listing-header__place">Victoria, BC V8T 1J5</div>
<div class="listing-header__price">$1,675,000</div>
<ul class="listing-header__facts"><li>6 Bed</li><li>3 Bath</li><li>3,120 Sqft</li><li>Triplex</li></ul>
</section>
${gallery("https://img.rew.ca/988421", 29, "1247 Pembroke Street Victoria")}
<section class="listing-remarks"><h2>Description</h2>
<p>Fernwood character triplex on a 50 x 120 lot, two blocks from the Belfry and Fernwood Square. The 1912 Edwardian was converted to three self-contained suites in 1994 and permitted as a triplex by the City. Upper suite: 2 bedrooms and a sun porch. Main suite: 3 bedrooms, original fir floors, French doors to the garden. Lower garden suite: 1 bedroom with 8 ft ceilings and its own patio. Each suite has its own bath, laundry and hydro meter. Gross rents $84,600/year; at market the three suites would bring about $92,400. Long-term tenants who care for the home; 24 hours' notice for showings.</p>
</section>
<section class="listing-details"><h2>Details</h2>
<dl>
<dt>MLS® #</dt><dd>988421</dd>
<dt>Property Type</dt><dd>Triplex</dd>
<dt>Area</dt><dd>Vi Fernwood</dd>
<dt>Bedrooms</dt><dd>6</dd>
<dt>Bathrooms</dt><dd>3</dd>
<dt>Floor Area (Main)</dt><dd>1,140 sq ft</dd>
<dt>Floor Area (Upper)</dt><dd>1,090 sq ft</dd>
<dt>Floor Area (Lower)</dt><dd>890 sq ft</dd>
<dt>Total Floor Area</dt><dd>3,120 sq ft</dd>
<dt>Lot Size</dt><dd>6,000 sq ft</dd>
<dt>Year Built</dt><dd>1912</dd>
<dt>Taxes</dt><dd>$8,344 (2025)</dd>
<dt>Zoning</dt><dd>R1-B</dd>
</dl>
</section>
${rentRoll("Suites", ["Suite", "Level", "Beds", "Baths", "Size", "Rent", "Market rent"], [
  ["Upper", "Upper", "2", "1", "1,090 sq ft", "$2,250/mo", "$2,500/mo"],
  ["Main", "Main", "3", "1", "1,140 sq ft", "$2,850/mo", "$3,100/mo"],
  ["Garden suite", "Lower", "1", "1", "890 sq ft", "$1,950/mo", "$2,100/mo"],
])}
${statement("Revenue &amp; Assessment", [["Gross annual rent", "$84,600"], ["Potential at market", "$92,400"], ["BC Assessment 2025 — Land", "$1,018,000"], ["BC Assessment 2025 — Improvements", "$494,000"], ["BC Assessment 2025 — Total", "$1,512,000"]])}
<section class="listing-agent"><h2>Listed by</h2><div class="agent"><span class="agent__name">Graham Ostrowski PREC*</span><span class="agent__brokerage">Pacifica Coast Realty Ltd.</span><a href="tel:2505550119">250-555-0119</a></div>${leadForm("Ask about this property", "Could you send the tenancy agreements for 1247 Pembroke Street?", "Send")}</section>
${calculator("Mortgage Calculator", [["Price", "$1,675,000"], ["Down payment (25%)", "$418,750"], ["Rate", "4.64%"], ["Amortization", "25 years"]], "Monthly payment: $7,049")}
${similar("Nearby listings", [
  { price: "$1,399,000", address: "1312 Gladstone Avenue", place: "Victoria, BC", facts: "Duplex · 5 bd · 2 ba · 2,480 sqft", href: "/properties/987902/1312-gladstone-avenue-victoria-bc" },
  { price: "Sold $1,610,000", address: "1180 Balmoral Road", place: "Victoria, BC", facts: "Triplex · 6 bd · 3 ba · 3,010 sqft", href: "/properties/974118/1180-balmoral-road-victoria-bc" },
])}
</main>
${siteFooter(["REW.ca, 1075 West Georgia Street, Suite 2100, Vancouver, BC V6E 3C9.", "Listing data supplied by the Victoria Real Estate Board. This representation is deemed reliable but is not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1675000 },
      propertyKind: "plex",
      street: "1247 Pembroke Street",
      city: "Victoria",
      province: "BC",
      postalCode: "V8T 1J5",
      neighbourhood: "Fernwood",
      bedrooms: 6,
      bathrooms: 3,
      squareFootage: 3120,
      lot: { value: 6000, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "988421",
      listingAgentName: "Graham Ostrowski",
      brokerageName: "Pacifica Coast Realty Ltd.",
      geo: { lat: 48.43116, lng: -123.34682 },
    },
  },
  {
    name: "ho84-point2homes-fourplex-89-street-edmonton",
    site: "point2homes.com",
    set: "held-out-84",
    traps:
      "a bi-level fourplex: header '8 Beds · 4 Baths · 1,740 Sqft' with the details splitting 4 above grade and 4 below; 'Above Grade 1,740 sq ft' beside 'Total Finished 3,480 sq ft'; lot '557.4 m²'; each unit's rent and two vacant-after-reno units' potential rents; gross income, vacancy allowance and cap rate; the City's assessment; Point2's own listing id in the URL beside the MLS®; JSON-LD with geo; a mortgage widget and nearby listings",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/AB/Edmonton/Alberta-Avenue/11827-89-Street-NW/171832455.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>11827 89 Street NW, Edmonton, AB T5B 3V9 | 8 Beds, 4 Baths | Fourplex for sale | Point2</title>
<meta name="description" content="11827 89 Street NW, Edmonton, AB T5B 3V9 is a fourplex for sale at $869,000. 8 beds, 4 baths, 1,740 sqft. MLS® E4458812.">
<meta property="og:title" content="11827 89 Street NW, Edmonton, AB | Point2">
<meta property="og:image" content="https://images.point2homes.com/listing/171832455/1.jpg">
<link rel="canonical" href="https://www.point2homes.com/CA/Home-For-Sale/AB/Edmonton/Alberta-Avenue/11827-89-Street-NW/171832455.html">
${gtm("GTM-PT284")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "11827 89 Street NW, Edmonton, AB T5B 3V9", offers: { "@type": "Offer", price: 869000, priceCurrency: "CAD" }, additionalProperty: [{ "@type": "PropertyValue", name: "MLS", value: "E4458812" }] })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "11827 89 Street NW", addressLocality: "Edmonton", addressRegion: "AB", postalCode: "T5B 3V9" }, geo: { "@type": "GeoCoordinates", latitude: 53.56944, longitude: -113.47318 } })}
</head><body>
${consent("Point2")}
${header("Point2", ["Homes for Sale", "Homes for Rent", "Commercial", "Agents", "Market Trends"])}
<main class="details-page">
${crumbs(["CA", "AB", "Edmonton", "Alberta Avenue", "11827 89 Street NW"])}
<section class="details-header">
<h1 class="address">11827 89 Street NW<span>Edmonton, AB T5B 3V9</span></h1>
<div class="price">$869,000</div>
<ul class="characteristics"><li><strong>8</strong> Beds</li><li><strong>4</strong> Baths</li><li><strong>1,740</strong> Sqft</li><li>Fourplex</li></ul>
</section>
${gallery("https://images.point2homes.com/listing/171832455", 24, "11827 89 Street NW Edmonton")}
<section class="description"><h2>Description</h2>
<p>Side-by-side bi-level fourplex on one title in Alberta Avenue, a short walk to the 118 Avenue arts district and the Coliseum LRT. Two upper units and two lower units, each 2 bedrooms and 1 bath with in-suite laundry and its own furnace. Units A and C are leased; units B and D were renovated in 2025 (vinyl plank, quartz, new baths) and are vacant and ready for new tenants at $1,395/month each. Eight-stall gravel pad off the lane. Investor package with leases and utility history on request.</p>
</section>
<section class="details"><h2>Property Details</h2>
<dl>
<dt>MLS® #</dt><dd>E4458812</dd>
<dt>Type</dt><dd>Fourplex</dd>
<dt>Style</dt><dd>Bi-Level</dd>
<dt>Neighbourhood</dt><dd>Alberta Avenue</dd>
<dt>Bedrooms Above Grade</dt><dd>4</dd>
<dt>Bedrooms Below Grade</dt><dd>4</dd>
<dt>Bathrooms</dt><dd>4</dd>
<dt>Above Grade Area</dt><dd>1,740 sq ft</dd>
<dt>Total Finished Area</dt><dd>3,480 sq ft</dd>
<dt>Lot Size</dt><dd>557.4 m²</dd>
<dt>Year Built</dt><dd>1977</dd>
<dt>Taxes</dt><dd>$5,318 (2025)</dd>
<dt>City Assessment (2025)</dt><dd>$702,500</dd>
</dl>
</section>
${rentRoll("Units", ["Unit", "Level", "Beds", "Baths", "Status", "Rent"], [
  ["A", "Upper", "2", "1", "Leased to Mar 2026", "$1,295/mo"],
  ["B", "Lower", "2", "1", "Vacant (renovated)", "$1,395/mo potential"],
  ["C", "Upper", "2", "1", "Month-to-month", "$1,250/mo"],
  ["D", "Lower", "2", "1", "Vacant (renovated)", "$1,395/mo potential"],
])}
${statement("Pro Forma", [["Potential Gross Income", "$64,020"], ["Vacancy (3%)", "-$1,921"], ["Operating Expenses", "-$14,600"], ["Net Operating Income", "$47,499"], ["Cap Rate at List", "5.47%"]], "Pro forma assumes B and D leased at the potential rents shown.")}
<section class="agent"><h2>Listing Agent</h2><div class="agent-card"><span class="agent-card__name">Devika Raman</span><span class="agent-card__brokerage">Northgate Realty Group</span><a href="tel:7805550153">780-555-0153</a></div>${leadForm("Contact agent", "I'm interested in 11827 89 Street NW. Please send the investor package.", "Send")}</section>
${calculator("Mortgage Calculator", [["Price", "$869,000"], ["Down payment (20%)", "$173,800"], ["Rate", "4.69%"], ["Amortization", "25 years"]], "Monthly payment: $3,916")}
${similar("Nearby listings", [
  { price: "$749,900", address: "11610 92 Street NW", place: "Edmonton, AB", facts: "Fourplex · 8 Beds · 4 Baths · 1,680 Sqft", href: "/CA/Home-For-Sale/AB/Edmonton/Alberta-Avenue/11610-92-Street-NW/171804117.html" },
  { price: "$429,000", address: "12015 87 Street NW", place: "Edmonton, AB", facts: "Duplex · 4 Beds · 2 Baths · 1,020 Sqft", href: "/CA/Home-For-Sale/AB/Edmonton/Eastwood/12015-87-Street-NW/171822950.html" },
])}
</main>
${siteFooter(["Point2 is part of Yardi Systems, Inc. Listing data courtesy of the REALTORS® Association of Edmonton.", "© 2025 Point2. All rights reserved."])}
</body></html>`,
    expected: {
      price: { amount: 869000 },
      propertyKind: "plex",
      street: "11827 89 Street NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5B 3V9",
      neighbourhood: "Alberta Avenue",
      bedrooms: 4,
      bedroomsBelowGrade: 4,
      bathrooms: 4,
      squareFootage: 1740,
      lot: { value: 557.4, unit: "m2" },
      yearBuilt: 1977,
      mlsNumber: "E4458812",
      listingAgentName: "Devika Raman",
      brokerageName: "Northgate Realty Group",
      geo: { lat: 53.56944, lng: -113.47318 },
    },
  },
];
