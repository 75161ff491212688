/**
 * Ninetieth held-out corpus, the West: realtor.ca (a Calgary Beltline apartment written "1203, 1325 12 Avenue SW"),
 * zolo.ca (an Edmonton downtown apartment written "#1203 10152 104 St NW"), point2homes.com (a small 1912 storey-and-a-
 * half in Winnipeg's Wolseley), rew.ca (a Yaletown apartment whose strata-plan area sits beside the builder's
 * floor-plan area) and remax.ca (a Victoria row townhouse written "Unit 5, …"). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { consent, costCalc, grid, leadForm, legalFooter, nextData, office, pairs, photos, schools, siteAgent, siteHeader, table, tagManager, tiles, trail } from "./chrome.ts";

export const HELD_OUT_90_WEST: ListingPage[] = [
  {
    name: "ho90-realtor-ca-condo-beltline-calgary",
    site: "realtor.ca",
    set: "held-out-90",
    traps: "Calgary unit-comma address '1203, 1325 12 Avenue SW'; 'Size Interior 868 sqft (80.64 m²)' beside an 80 sq ft balcony and a 1.2 m x 1.8 m locker; 'Land Size Unknown'; rooms table in metres and feet; building facts (16 storeys, 142 suites, 12th floor); fee per sq ft; REALTOR.ca's own listing id in the URL beside the MLS® number; a second agent; the brokerage's office address; nearby listings",
    pageUrl: "https://www.realtor.ca/real-estate/28412907/1203-1325-12-avenue-sw-calgary-beltline",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>For sale: 1203, 1325 12 Avenue SW, Calgary, Alberta T3C 0P6 - A2209814 | REALTOR.ca</title>
<meta name="description" content="1203, 1325 12 Avenue SW, Calgary, Alberta, T3C 0P6 - $339,900 - 2 bedrooms, 2 bathrooms - Apartment for sale - MLS® Number A2209814">
<meta property="og:title" content="1203, 1325 12 Avenue SW, Calgary, Alberta T3C 0P6 - A2209814">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712/reb9/highres/4/a2209814_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/28412907/1203-1325-12-avenue-sw-calgary-beltline">
${tagManager("GTM-RCA90CG")}
${ld({ "@context": "http://schema.org", "@type": "Apartment", name: "1203, 1325 12 Avenue SW", address: { "@type": "PostalAddress", streetAddress: "1203, 1325 12 Avenue SW", addressLocality: "Calgary", addressRegion: "Alberta", postalCode: "T3C 0P6", addressCountry: "CA" }, numberOfRooms: 2, floorSize: { "@type": "QuantitativeValue", value: 868, unitCode: "FTK" } })}
${ld({ "@context": "http://schema.org", "@type": "Offer", price: "339900", priceCurrency: "CAD", availability: "http://schema.org/InStock" })}
</head><body class="propertyDetails">
${consent("We use cookies to improve your experience on REALTOR.ca.", "Accept")}
${siteHeader("REALTOR.ca", ["Map", "List", "Find a REALTOR®", "Commercial", "Tools", "Blog"], ["Français", "Favourites", "Log in"])}
<main id="listingDetailsContent">
${trail(["Alberta", "Calgary", "Beltline", "A2209814"])}
<div id="listingDetailsHeader">
<h1 id="listingAddress" class="listingDetailsAddress">1203, 1325 12 Avenue SW<br><span>Calgary, Alberta T3C 0P6</span></h1>
<div id="listingPriceValue" class="listingDetailsPrice">$339,900</div>
<div class="listingIconCon"><span id="BedroomIcon">2</span> Bedrooms <span id="BathroomIcon">2</span> Bathrooms <span id="SquareFootageIcon">868 sqft</span></div>
<div id="MLNumberVal" class="listingDetailsMLSNumber">MLS® Number: A2209814</div>
</div>
${photos("https://cdn.realtor.ca/listings/TS638712/reb9/highres/4/a2209814", 36, "1203, 1325 12 Avenue SW, Calgary", "View all 36 photos")}
<section id="propertyDescriptionCon"><h2>Listing Description</h2>
<p id="propertyDescription">Corner suite on the 12th floor of The Carrington, a concrete 16-storey, 142-suite tower (2007) a block from the 17th Avenue shops and the Sunalta LRT. 868 sq ft (80.6 m²) of interior space with two bedrooms on opposite sides of the living room, each with its own 4-piece bath, in-suite laundry and a galley kitchen with a breakfast bar. Floor-to-ceiling windows on two sides and an 80 sq ft (7.4 m²) balcony facing the downtown skyline. Comes with titled underground stall P2-46 and assigned storage locker #46 (1.2 m x 1.8 m). Condo fee of $612/month (about $0.70 per sq ft) includes heat, water, electricity for common areas and the reserve fund. Concierge, fitness room and a 2,900 sq ft rooftop garden shared by all owners.</p>
</section>
${pairs("Property Summary", [["Property Type", "Single Family"], ["Building Type", "Apartment"], ["Square Footage", "868 sqft"], ["Community Name", "Beltline"], ["Title", "Condominium/Strata"], ["Land Size", "Unknown"], ["Built in", "2007"], ["Annual Property Taxes", "$1,912"], ["Parking Type", "Underground"], ["Time on REALTOR.ca", "6 days"]], "propertyDetailsSectionContentSubCon")}
${pairs("Building", [["Bedrooms", "2"], ["Bathrooms (Total)", "2"], ["Full Baths", "2"], ["Amenities", "Exercise Centre, Party Room, Recreation Centre"], ["Appliances", "Dishwasher, Refrigerator, Electric Stove, Microwave Range Hood Combo, Washer/Dryer Stacked"], ["Constructed Date", "2007"], ["Construction Material", "Poured concrete"], ["Floor", "12"], ["Stories Total", "16"], ["Total Finished Area", "868 sqft"], ["Size Interior", "868 sqft (80.64 m²)"], ["Heating Type", "Baseboard heaters"]], "propertyDetailsSectionContentSubCon")}
${pairs("Land", [["Land Size", "Unknown"], ["Zoning Description", "CC-X"], ["Acreage", "No"]], "propertyDetailsSectionContentSubCon")}
${pairs("Parking", [["Parking Type", "Underground"], ["Total Parking Spaces", "1"], ["Stall", "P2-46 (titled)"]], "propertyDetailsSectionContentSubCon")}
${pairs("Maintenance or Condo Information", [["Maintenance Fees", "$612 Monthly"], ["Maintenance Fees Include", "Common Area Maintenance, Heat, Insurance, Professional Management, Reserve Fund Contributions, Water"], ["Maintenance Management Company", "Keystone Bow Property Management"]], "propertyDetailsSectionContentSubCon")}
${table("Rooms", ["Type", "Level", "Dimensions"], [
  ["Living room", "Main level", "4.27 m x 3.96 m<br><small>14.00 Ft x 13.00 Ft</small>"],
  ["Kitchen", "Main level", "3.05 m x 2.44 m<br><small>10.00 Ft x 8.00 Ft</small>"],
  ["Dining room", "Main level", "3.35 m x 2.44 m<br><small>11.00 Ft x 8.00 Ft</small>"],
  ["Primary Bedroom", "Main level", "3.66 m x 3.35 m<br><small>12.00 Ft x 11.00 Ft</small>"],
  ["4pc Bathroom", "Main level", "2.44 m x 1.52 m<br><small>8.00 Ft x 5.00 Ft</small>"],
  ["Bedroom", "Main level", "3.05 m x 2.90 m<br><small>10.00 Ft x 9.50 Ft</small>"],
  ["4pc Bathroom", "Main level", "2.44 m x 1.52 m<br><small>8.00 Ft x 5.00 Ft</small>"],
  ["Laundry room", "Main level", "1.22 m x 0.91 m<br><small>4.00 Ft x 3.00 Ft</small>"],
], "propertyDetailsRoomContent")}
<div id="listingMapCon" class="listing-map" data-latitude="51.04172" data-longitude="-114.09388" data-zoom="16"></div>
${costCalc("Mortgage Calculator", [["Price", "$339,900"], ["Down Payment", "$33,990 (10%)"], ["Amortization", "25 years"], ["Interest Rate", "4.59%"], ["Payment Frequency", "Monthly"]], "Mortgage Payment: $1,786 / month (incl. CMHC premium)", "This calculator is for demonstration purposes only.")}
<section id="realtorCardsCon"><h2>Listing Agents</h2>
<div class="realtorCardCon"><p class="realtorCardName">Priya Raghunathan</p><p class="realtorCardTitle">Associate</p><p class="realtorCardPhone">403-555-0162</p><p class="realtorCardOfficeName">Summit Parkline Realty Ltd.</p><p class="realtorCardOfficeAddress">302, 1414 8 Street SW<br>Calgary, Alberta T2R 1J6</p><p>403-555-0100</p></div>
<div class="realtorCardCon"><p class="realtorCardName">Dale Friesen</p><p class="realtorCardTitle">Associate Broker</p><p class="realtorCardPhone">403-555-0171</p><p class="realtorCardOfficeName">Summit Parkline Realty Ltd.</p></div>
</section>
${leadForm("Contact the listing agent", "Hi, I am interested in 1203, 1325 12 Avenue SW, Calgary (MLS® A2209814).", "Send Message", "I consent to receive communications from this REALTOR®.")}
${schools("Nearby schools", [["Connaught School", "K-6 · Public", "0.6 km"], ["Western Canada High School", "10-12 · Public", "1.4 km"]])}
${tiles("Nearby listings", [
  { price: "$289,000", facts: "1 bd · 1 ba · 641 sqft", line1: "907, 1320 1 Street SE", line2: "Calgary, Alberta T2G 0G8", href: "/real-estate/28400531/907-1320-1-street-se-calgary-beltline" },
  { price: "$419,900", facts: "2 bd · 2 ba · 1,012 sqft", line1: "1804, 1410 1 Street SE", line2: "Calgary, Alberta T2G 5T7", href: "/real-estate/28391460/1804-1410-1-street-se-calgary-beltline" },
  { price: "$2,150/Monthly", facts: "1 bd · 1 ba", line1: "602, 1118 12 Avenue SW", line2: "Calgary, Alberta T3C 0P2", href: "/real-estate/28410077/602-1118-12-avenue-sw-calgary-beltline", badge: "For rent" },
])}
</main>
${legalFooter("The Canadian Real Estate Association", ["About REALTOR.ca", "Terms of Use", "Privacy Policy", "Accessibility", "Contact Us"], ["The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.", "Data supplied by Pillar 9™ Technologies Inc. This information is deemed reliable but is not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 339900 },
      propertyKind: "condo",
      street: "1203, 1325 12 Avenue SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3C 0P6",
      neighbourhood: "Beltline",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 868,
      yearBuilt: 2007,
      mlsNumber: "A2209814",
      listingAgentName: "Priya Raghunathan",
      brokerageName: "Summit Parkline Realty Ltd.",
      geo: { lat: 51.04172, lng: -114.09388 },
    },
  },
  {
    name: "ho90-zolo-condo-downtown-edmonton",
    site: "zolo.ca",
    set: "held-out-90",
    traps: "'#1203 10152 104 St NW' with floor 12; interior 643 sq ft (59.7 m²) beside an 86 sq ft balcony and 24 sq ft of storage; a Building section with the tower's 0.36 ac site, 27 storeys and 188 units; price and condo fee per sq ft; the Zolo Estimate and earlier list price; sold units in the building; Zolo's own agent and office beside the listing agent",
    pageUrl: "https://www.zolo.ca/edmonton-real-estate/10152-104-street-nw/1203",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>#1203 10152 104 St NW, Edmonton — For Sale @ $214,900 | Zolo.ca</title>
<meta name="description" content="#1203 10152 104 St NW, Edmonton, AB T5J 0Z9 - Apartment for sale, 1 bedroom, 1 bathroom. MLS® E4439102. View photos, sold history and building information.">
<meta property="og:type" content="website"><meta property="og:image" content="https://photos.zolo.ca/10152-104-street-nw-1203-edmonton-E4439102-1.jpg">
<link rel="canonical" href="https://www.zolo.ca/edmonton-real-estate/10152-104-street-nw/1203">
${tagManager("GTM-ZOLO90E")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "#1203 10152 104 St NW", address: { "@type": "PostalAddress", streetAddress: "#1203 10152 104 St NW", addressLocality: "Edmonton", addressRegion: "AB", postalCode: "T5J 0Z9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 53.54264, longitude: -113.49817 } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Zolo Realty", address: { "@type": "PostalAddress", streetAddress: "4783 Yonge St, Suite 1720", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2N 5M5" }, telephone: "416-555-0199" })}
</head><body>
${siteHeader("Zolo", ["Buy", "Rent", "Sold", "Sell", "Home Value", "Mortgages", "Agents"], ["Saved", "Sign In"])}
<main class="listing-page">
${trail(["Home", "AB", "Edmonton", "Downtown", "10152 104 St NW", "#1203"])}
<section class="listing-header">
<h1 class="address">#1203 10152 104 St NW</h1>
<div class="area">Downtown, Edmonton, AB T5J 0Z9</div>
<div class="listing-price"><span class="priv">$214,900</span> <span class="status">For Sale</span> <span class="dom">12 Days</span></div>
<ul class="listing-values"><li><span>1</span> Bed</li><li><span>1</span> Bath</li><li><span>643</span> Sqft</li><li><span>$334</span>/Sqft</li></ul>
</section>
${photos("https://photos.zolo.ca/10152-104-street-nw-1203-edmonton-E4439102", 24, "#1203 10152 104 St NW", "See all 24 photos")}
<section class="listing-remarks"><h2>Description</h2>
<p>Twelfth-floor one-bedroom at Westwell Lofts with an unobstructed south view over the river valley. 643 sq ft inside plus an 86 sq ft (8.0 m²) glassed balcony, in-suite laundry and 24 sq ft of in-suite storage. Quartz kitchen with full-height backsplash, 9-ft ceilings, engineered hardwood. Titled heated underground stall P1-214 included. Steps to Rogers Place, the Ice District and the LRT. Condo fee $498/month including heat and water.</p>
</section>
${grid("Key Facts", [["Property Type", "Apartment"], ["Style", "High-Rise (13+)"], ["Built In", "2013"], ["Floor", "12"], ["Interior Area", "643 sq ft (59.7 m²)"], ["Balcony", "86 sq ft (8.0 m²)"], ["Condo Fee", "$498/mo ($0.77/sq ft)"], ["Taxes", "$1,988 (2025)"], ["Parking", "1 titled underground stall (P1-214)"], ["Storage", "In-suite, 24 sq ft"], ["MLS®#", "E4439102"], ["Source", "REALTORS® Association of Edmonton"]], "key-facts")}
${grid("Building — Westwell Lofts", [["Address", "10152 104 St NW"], ["Year Built", "2013"], ["Storeys", "27"], ["Units", "188"], ["Site Area", "0.36 ac (1,457 m²)"], ["Amenities", "Fitness room, rooftop patio, bike storage, guest suite"], ["Pets", "Allowed with restrictions"]], "building-facts")}
${table("Rooms", ["Room", "Level", "Metric", "Imperial"], [
  ["Living Room", "Main", "4.11 m x 3.66 m", "13'6\" x 12'0\""],
  ["Kitchen", "Main", "3.05 m x 2.74 m", "10'0\" x 9'0\""],
  ["Primary Bedroom", "Main", "3.51 m x 3.05 m", "11'6\" x 10'0\""],
], "rooms")}
<section class="zolo-estimate"><h2>Zolo Estimate</h2><p class="estimate">$209,400</p><p>Estimate range $198,900 – $219,900. This is an automated estimate, not an appraisal.</p></section>
${table("Listing History", ["Date", "Event", "Price"], [["Dec 3, 2025", "Listed", "$219,900"], ["Dec 11, 2025", "Price change", "$214,900"], ["Jun 20, 2014", "Sold", "$262,000"]], "history")}
${table("Recently Sold in Westwell Lofts", ["Unit", "Beds", "Size", "Sold Price", "Date"], [["#1506", "2", "862 sqft", "$238,000", "Oct 2025"], ["#0804", "1", "598 sqft", "$187,500", "Aug 2025"], ["#2301", "2", "1,040 sqft", "$301,000", "May 2025"]], "building-sold")}
<section class="listing-courtesy"><p>Listing courtesy of <strong>Marcus Oyelaran</strong>, <strong>Northgate Capital Realty</strong>. 780-555-0137</p></section>
${siteAgent("Ask a Zolo Agent", { name: "Farah Desjardins", title: "REALTOR®, Zolo Realty — Edmonton", phone: "780-555-0184" }, "Get a free showing on your schedule, usually within 24 hours.")}
${leadForm("Request info", "I'd like to know more about #1203 10152 104 St NW.", "Request Info", "By submitting, I agree to Zolo's terms of use and privacy policy.")}
${costCalc("Monthly Cost Estimate", [["Price", "$214,900"], ["Down payment", "$21,490"], ["Rate", "4.49%"], ["Condo fee", "$498"]], "Estimated monthly cost: $1,779", "Estimate only.")}
${tiles("Similar Listings Nearby", [
  { price: "$189,000", facts: "1 bd · 1 ba · 598 sqft", line1: "#0804 10152 104 St NW", line2: "Downtown, Edmonton", href: "/edmonton-real-estate/10152-104-street-nw/804" },
  { price: "$329,900", facts: "2 bd · 2 ba · 1,071 sqft", line1: "#2204 10238 103 St NW", line2: "Downtown, Edmonton", href: "/edmonton-real-estate/10238-103-street-nw/2204" },
  { price: "$249,500", facts: "1 bd · 1 ba · 710 sqft", line1: "#905 10024 Jasper Ave NW", line2: "Downtown, Edmonton", href: "/edmonton-real-estate/10024-jasper-avenue-nw/905" },
])}
${office("Zolo Realty, Brokerage", ["4783 Yonge St, Suite 1720, Toronto, ON M2N 5M5", "416-555-0199"])}
</main>
${legalFooter("Zolo Realty", ["About", "Careers", "Press", "Terms", "Privacy", "Sitemap"], ["The above information is deemed reliable but is not guaranteed. Listing data is provided by the REALTORS® Association of Edmonton. MLS® and the associated logos are trademarks of CREA."])}
</body></html>`,
    expected: {
      price: { amount: 214900 },
      propertyKind: "condo",
      street: "#1203 10152 104 St NW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T5J 0Z9",
      neighbourhood: "Downtown",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 643,
      yearBuilt: 2013,
      mlsNumber: "E4439102",
      listingAgentName: "Marcus Oyelaran",
      brokerageName: "Northgate Capital Realty",
      geo: { lat: 53.54264, lng: -113.49817 },
    },
  },
  {
    name: "ho90-point2homes-house-wolseley-winnipeg",
    site: "point2homes.com",
    set: "held-out-90",
    traps: "a small 1912 storey-and-a-half: '2 + 1' bedrooms, 812 sq ft split 486 main / 326 upper beside a 412 sq ft part-finished basement; lot '33 x 110 ft'; a 20 x 22 ft garage and a 12 x 16 ft deck; price per sq ft and the area's median price; Point2's listing id beside the 9-digit Winnipeg MLS® number; similar listings; sponsored agents",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/MB/Winnipeg/Wolseley/412-Lipton-St/118274653.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>412 Lipton St, Winnipeg, MB R3G 2H1 | 2+1 bed, 1.5 bath House For Sale | $289,900 | Point2</title>
<meta name="description" content="412 Lipton St, Winnipeg, Manitoba R3G 2H1: 1.5 storey house for sale in Wolseley. 2+1 bedrooms, 1.5 bathrooms, 812 sqft. MLS® 202511847.">
<link rel="canonical" href="https://www.point2homes.com/CA/Home-For-Sale/MB/Winnipeg/Wolseley/412-Lipton-St/118274653.html">
${tagManager("GTM-P2H90WP")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "412 Lipton St", url: "https://www.point2homes.com/CA/Home-For-Sale/MB/Winnipeg/Wolseley/412-Lipton-St/118274653.html", address: { "@type": "PostalAddress", streetAddress: "412 Lipton St", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3G 2H1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.87851, longitude: -97.17598 }, floorSize: { "@type": "QuantitativeValue", value: 812, unitText: "sqft" } })}
</head><body>
${siteHeader("Point2", ["Buy", "Rent", "Sold", "New Homes", "Agents", "Market Trends"], ["Saved Searches", "Sign In"])}
<main id="property-details" data-listing-id="118274653">
${trail(["Canada", "Manitoba", "Winnipeg", "Wolseley", "412 Lipton St"])}
<div class="details-header">
<h1 class="address-container"><span class="address-line">412 Lipton St</span> <span class="address-city">Winnipeg, MB R3G 2H1</span></h1>
<div class="price"><span>$289,900</span> <small>$357/sqft</small></div>
<ul class="characteristics-cnt"><li class="ic-beds">2 + 1 Beds</li><li class="ic-baths">1.5 Baths</li><li class="ic-sqft">812 Sqft</li><li class="ic-lotsize">33 x 110 ft Lot</li></ul>
</div>
${photos("https://images.point2.com/listings/118274653", 29, "412 Lipton St, Winnipeg", "29 Photos")}
<section class="description"><h2>Description</h2>
<p>Character storey-and-a-half on a leafy Wolseley street, a short walk to the Assiniboine River trail and Westminster Avenue. Built in 1912 and lovingly kept: oak trim, pocket doors and original fir floors. 812 sq ft above grade — 486 on the main (living room, dining room, kitchen) and 326 upstairs under the eaves (two bedrooms and the 4-piece bath). The 412 sq ft basement is partly finished with a third bedroom, a 2-piece bath and laundry. 33 x 110 ft lot with a 12 x 16 ft deck, raised beds and a double detached garage (20 x 22 ft) off the back lane. Newer high-efficiency furnace (2021), shingles (2019) and 100-amp panel.</p>
</section>
${pairs("Property Details", [["Property Type", "Single Family"], ["Building Type", "House"], ["Style", "1.5 Storey"], ["Year Built", "1912"], ["Living Area", "812 sqft"], ["Main Floor", "486 sqft"], ["Upper Floor", "326 sqft"], ["Basement", "Partially finished (412 sqft)"], ["Lot Size", "33 x 110 ft (3,630 sqft)"], ["Bedrooms", "2 above grade, 1 below grade"], ["Bathrooms", "1 full (4-pc, upper), 1 half (2-pc, basement)"], ["Garage", "Double detached, 20 x 22 ft"], ["Deck", "12 x 16 ft"], ["Taxes", "$3,104 (2025)"], ["Neighbourhood", "Wolseley"], ["MLS® #", "202511847"], ["Days on Point2", "7"]], "details-features")}
${table("Rooms", ["Room", "Level", "Dimensions (ft)", "Dimensions (m)"], [
  ["Living room", "Main", "13'2\" x 11'6\"", "4.01 x 3.51"],
  ["Dining room", "Main", "11'9\" x 10'4\"", "3.58 x 3.15"],
  ["Kitchen", "Main", "10'8\" x 8'10\"", "3.25 x 2.69"],
  ["Primary bedroom", "Upper", "12'4\" x 10'2\"", "3.76 x 3.10"],
  ["Bedroom", "Upper", "10'6\" x 8'4\"", "3.20 x 2.54"],
  ["Bedroom", "Basement", "10'0\" x 9'6\"", "3.05 x 2.90"],
], "rooms-table")}
<section class="market-trends"><h2>Wolseley Market Trends</h2><ul><li>Median list price: $379,000</li><li>Average price per sqft: $331</li><li>Average days on market: 19</li><li>Homes for sale: 14</li></ul></section>
${costCalc("Mortgage Calculator", [["Home Price", "$289,900"], ["Down Payment", "$28,990"], ["Interest Rate", "4.64%"], ["Term", "25 years"]], "Estimated Payment: $1,533/month", "Calculations are estimates only.")}
<section class="listing-agent"><h2>Listed By</h2><p class="agent-name">Ravinder Sidhu</p><p class="agent-title">REALTOR®</p><p>204-555-0126</p><p class="office-name">Prairie Gate Realty Inc.</p></section>
${office("Prairie Gate Realty Inc.", ["1830 Portage Ave, Winnipeg, MB R3J 0H2", "204-555-0100"])}
${siteAgent("Featured Agent", { name: "Colleen Abernathy", title: "Sponsored · Keystone Plains Realty", phone: "204-555-0158" }, "Thinking of buying in Wolseley? I can show you this home and others like it.")}
${leadForm("Contact Agent", "I'm interested in 412 Lipton St, Winnipeg, MB R3G 2H1.", "Send", "By clicking Send you agree to Point2's Terms of Use and Privacy Policy.")}
${schools("Schools Nearby", [["Laura Secord School", "K-6", "0.4 km"], ["Gordon Bell High School", "9-12", "1.9 km"]])}
${tiles("Similar Homes For Sale", [
  { price: "$319,900", facts: "3 Beds · 1 Bath · 1,020 Sqft", line1: "408 Lipton St", line2: "Winnipeg, MB R3G 2H1", href: "/CA/Home-For-Sale/MB/Winnipeg/Wolseley/408-Lipton-St/118270044.html" },
  { price: "$264,500", facts: "2 Beds · 1 Bath · 768 Sqft", line1: "195 Ruby St", line2: "Winnipeg, MB R3G 2E2", href: "/CA/Home-For-Sale/MB/Winnipeg/Wolseley/195-Ruby-St/118262918.html" },
  { price: "$449,000", facts: "4 Beds · 2 Baths · 1,610 Sqft", line1: "66 Chestnut St", line2: "Winnipeg, MB R3G 1R3", href: "/CA/Home-For-Sale/MB/Winnipeg/Wolseley/66-Chestnut-St/118266130.html" },
])}
</main>
${legalFooter("Point2", ["About Point2", "Advertise", "Terms of Use", "Privacy", "Contact"], ["Listing information provided by the Winnipeg Regional Real Estate Board. MLS® and the associated logos are trademarks of CREA. Point2 is a listings portal and is not a brokerage."])}
</body></html>`,
    expected: {
      price: { amount: 289900 },
      propertyKind: "house",
      street: "412 Lipton St",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3G 2H1",
      neighbourhood: "Wolseley",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 812,
      lot: { value: 3630, unit: "ft2" },
      yearBuilt: 1912,
      mlsNumber: "202511847",
      listingAgentName: "Ravinder Sidhu",
      brokerageName: "Prairie Gate Realty Inc.",
      geo: { lat: 49.87851, lng: -97.17598 },
    },
  },
  {
    name: "ho90-rew-condo-yaletown-vancouver",
    site: "rew.ca",
    set: "held-out-90",
    traps: "'1403 1180 Homer Street' (unit, space, number); 688 sq ft per the strata plan beside the builder's 712 sq ft and a 112 sq ft balcony; '1 bed + den'; stall P3-214 and locker #88; the tower's 29 storeys and 301 homes; strata fee per sq ft; the BC Assessment and the 2019 pre-sale price; a PREC* designation; REW's premium agent; nearby listings",
    pageUrl: "https://www.rew.ca/properties/R3018254/1403-1180-homer-street-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>1403 1180 Homer Street, Vancouver, BC V6B 0K5 | 1 Bed + Den, 1 Bath Apartment | R3018254 | REW</title>
<meta name="description" content="1 bed + den, 1 bath, 688 sqft apartment for sale at 1403 1180 Homer Street, Vancouver. Listed at $779,000. MLS® R3018254.">
<meta property="og:url" content="https://www.rew.ca/properties/R3018254/1403-1180-homer-street-vancouver">
${tagManager("GTM-REW90YT")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1403 1180 Homer Street", address: { "@type": "PostalAddress", streetAddress: "1403 1180 Homer Street", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6B 0K5" }, floorSize: { "@type": "QuantitativeValue", value: 688, unitCode: "FTK" }, numberOfBedrooms: 1, numberOfBathroomsTotal: 1 })}
</head><body class="listing-show">
${siteHeader("REW", ["Buy", "Rent", "Sold", "New Projects", "Agents", "Insights"], ["Saved", "Log In", "Sign Up"])}
<main>
${trail(["BC", "Vancouver", "Yaletown", "1180 Homer Street"])}
<header class="listingheader">
<h1 class="listingheader-address">1403 1180 Homer Street</h1>
<p class="listingheader-location">Yaletown, Vancouver, BC V6B 0K5</p>
<div class="listingheader-price">$779,000</div>
<ul class="listingheader-details"><li>1 Bed + Den</li><li>1 Bath</li><li>688 Sqft</li><li>Apartment/Condo</li><li>Built 2019</li></ul>
</header>
${photos("https://assets.rew.ca/listings/r3018254", 27, "1403 1180 Homer Street", "View 27 photos")}
<section class="listingdetails-description"><h2>Description</h2>
<p>The Homer by Marlin Park, completed 2019. Fourteenth-floor one bedroom and den with a southwest view down Homer toward False Creek. 688 sq ft per the registered strata plan (the builder's marketing floor plan showed 712 sq ft, measured to the outside of the walls), plus a 112 sq ft covered balcony with a gas BBQ hookup. Full-size den with a window — a real home office. Integrated appliances, gas cooktop, air conditioning. One parking stall (P3-214, EV-ready) and storage locker #88. Strata fee $421.37/month (about $0.61/sq ft). 29 storeys, 301 homes, 24-hour concierge, gym, rooftop lounge. Pets and rentals allowed.</p>
</section>
${grid("Property Details", [["MLS® #", "R3018254"], ["Property Type", "Apartment/Condo"], ["Title", "Freehold Strata"], ["Year Built", "2019"], ["Age", "6"], ["Floor Area", "688 Sqft"], ["Bedrooms", "1"], ["Den", "Yes"], ["Bathrooms", "1"], ["Storeys in Building", "29"], ["Units in Development", "301"], ["Parking", "1 — Stall P3-214"], ["Locker", "Yes — #88"], ["Strata Fees", "$421.37 / month"], ["Gross Taxes", "$2,187 (2025)"], ["Sub-Area", "Yaletown"], ["Days on REW", "9"]], "listingdetails-table")}
${table("Room Dimensions", ["Room", "Floor", "Size (ft)", "Size (m)"], [
  ["Living Room", "Main", "12'4 x 11'2", "3.76 x 3.40"],
  ["Kitchen", "Main", "10'6 x 8'0", "3.20 x 2.44"],
  ["Primary Bedroom", "Main", "11'0 x 10'3", "3.35 x 3.12"],
  ["Den", "Main", "7'10 x 6'8", "2.39 x 2.03"],
  ["Balcony", "Main", "16'0 x 7'0", "4.88 x 2.13"],
], "listingdetails-rooms")}
<section class="listing-assessment"><h2>Assessment &amp; History</h2><p>2025 BC Assessment: $748,000 (land $301,000, improvements $447,000)</p><p>Sold 2019-08-02 for $612,900 (pre-sale completion)</p></section>
<div id="listing-map" class="listing-map" data-lat="49.27567" data-lng="-123.12199" data-listing="R3018254"></div>
<section class="listingdetails-realtors"><h2>Listed By</h2>
<div class="realtor-card"><p class="realtor-name">Jonah Whitcombe, Personal Real Estate Corporation</p><p>604-555-0119</p><p class="realtor-brokerage">Seawall Realty Group Ltd.</p></div>
<div class="realtor-card"><p class="realtor-name">Mei-Lin Haverford</p><p>604-555-0127</p><p class="realtor-brokerage">Seawall Realty Group Ltd.</p></div>
</section>
${office("Seawall Realty Group Ltd.", ["1088 Pacific Blvd, Vancouver, BC V6Z 2R7", "604-555-0100"])}
${siteAgent("REW Premium Agent", { name: "Talia Moreno", title: "REALTOR® · Granville Bridge Realty", phone: "604-555-0195" }, "Talia specializes in Yaletown and False Creek condos. Book a tour today.")}
${costCalc("Mortgage Calculator", [["Purchase price", "$779,000"], ["Down payment", "20%"], ["Rate", "4.39%"], ["Amortization", "25 years"]], "Monthly payment: $3,421", "Estimated payment, not including strata fees and taxes.")}
${leadForm("Contact the agent", "Please send me more information about 1403 1180 Homer Street.", "Send", "I agree to receive communications from REW and its partners.")}
${tiles("Nearby Listings", [
  { price: "$649,000", facts: "1 Bed · 1 Bath · 571 Sqft", line1: "909 1180 Homer Street", line2: "Yaletown, Vancouver", href: "/properties/R3015527/909-1180-homer-street-vancouver" },
  { price: "$1,049,000", facts: "2 Bed · 2 Bath · 914 Sqft", line1: "2206 1288 Marinaside Crescent", line2: "Yaletown, Vancouver", href: "/properties/R3016401/2206-1288-marinaside-crescent-vancouver" },
  { price: "$3,100 /mo", facts: "1 Bed · 1 Bath · 602 Sqft", line1: "1105 1211 Richards Street", line2: "Yaletown, Vancouver", href: "/rentals/1105-1211-richards-street-vancouver", badge: "Rental" },
])}
</main>
${legalFooter("Real Estate Wire Inc.", ["About REW", "Advertise", "Terms", "Privacy", "Contact"], ["This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy. MLS® and the associated logos are trademarks of CREA."])}
</body></html>`,
    expected: {
      price: { amount: 779000 },
      propertyKind: "condo",
      street: "1403 1180 Homer Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6B 0K5",
      neighbourhood: "Yaletown",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 688,
      yearBuilt: 2019,
      mlsNumber: "R3018254",
      listingAgentName: "Jonah Whitcombe",
      brokerageName: "Seawall Realty Group Ltd.",
      geo: { lat: 49.27567, lng: -123.12199 },
    },
  },
  {
    name: "ho90-remax-townhouse-fernwood-victoria",
    site: "remax.ca",
    set: "held-out-90",
    traps: "'Unit 5, 1954 Fernwood Rd' in the heading beside '5-1954 Fernwood Rd' in the state blob; 1,386 sq ft finished split 612 main / 774 upper beside a 180 sq ft patio, a 140 sq ft deck and a 242 sq ft garage; an 8-home complex built 1996; 2 full + 1 half baths; strata fee; remax.ca's estimate and comparable sales with their own coordinates; the RE/MAX regional head office",
    pageUrl: "https://www.remax.ca/bc/victoria-real-estate/5-1954-fernwood-rd-wp_id312045877-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unit 5, 1954 Fernwood Rd, Victoria, BC V8T 2Y7 | 3 Bed, 3 Bath Townhouse For Sale | RE/MAX Canada</title>
<meta name="description" content="Row townhouse for sale at Unit 5, 1954 Fernwood Rd, Victoria, BC. 3 beds, 2.5 baths, 1,386 sq ft. MLS® 981204. $829,000.">
<link rel="canonical" href="https://www.remax.ca/bc/victoria-real-estate/5-1954-fernwood-rd-wp_id312045877-lst">
${tagManager("GTM-RMX90VI")}
${nextData({ props: { pageProps: { listing: { id: "312045877", mlsNum: "981204", listPrice: 829000, address: "5-1954 Fernwood Rd", city: "Victoria", province: "BC", postalCode: "V8T 2Y7", neighbourhood: "Fernwood", beds: 3, baths: 3, bathsFull: 2, bathsHalf: 1, sqFtFinished: 1386, yearBuilt: 1996, propertyType: "Townhouse", ownershipType: "Strata", strataFee: 455, lat: 48.43158, lng: -123.34712, listAgents: [{ name: "Odessa Tran", office: "RE/MAX Island Harbour" }] }, comparables: [{ address: "2-2011 Stanley Ave", soldPrice: 792000, lat: 48.43011, lng: -123.34505 }, { address: "11-1620 Fernwood Rd", soldPrice: 868500, lat: 48.42694, lng: -123.34843 }], estimate: { value: 842000, low: 806000, high: 878000 } } }, page: "/[province]/[city]/[slug]", buildId: "rmx-web-90" })}
</head><body>
${siteHeader("RE/MAX", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Blog"], ["Français", "My Account"])}
<main class="listing-detail">
${trail(["Home", "BC", "Victoria", "Fernwood"])}
<section class="listing-summary">
<h1 class="listing-address">Unit 5, 1954 Fernwood Rd</h1>
<p class="listing-city">Victoria, BC V8T 2Y7</p>
<p class="listing-price">$829,000</p>
<ul class="listing-stats"><li>3 Beds</li><li>3 Baths <small>(2 full, 1 half)</small></li><li>1,386 sq. ft.</li><li>Townhouse</li></ul>
<p class="listing-mls">MLS® #: 981204</p>
</section>
${photos("https://img.remax.ca/listings/981204", 40, "Unit 5, 1954 Fernwood Rd", "View 40 photos")}
<section class="listing-description"><h2>Description</h2>
<p>Bright end-of-row townhome in Fernwood Commons, a well-run complex of just 8 homes built in 1996, a block from Fernwood Square and the Belfry. 1,386 sq ft finished over two levels: 612 sq ft on the main with an open kitchen, dining and living room opening to a 180 sq ft south-facing patio, and 774 sq ft upstairs with three bedrooms, two full baths and a 140 sq ft deck off the primary. Powder room on the main. Single garage (11 x 22 ft, 242 sq ft) plus one open stall. Strata fee $455/month. Pets and rentals allowed.</p>
</section>
${pairs("Property Details", [["Property Type", "Townhouse, Row"], ["Ownership", "Strata"], ["Year Built", "1996"], ["Finished Area", "1,386 sq. ft."], ["Main Level", "612 sq. ft."], ["Upper Level", "774 sq. ft."], ["Patio", "180 sq. ft."], ["Deck", "140 sq. ft."], ["Garage", "Single, 11 x 22 ft"], ["Parking Spaces", "2"], ["Units in Complex", "8"], ["Strata Fee", "$455/month"], ["Taxes", "$3,918 (2025)"], ["Neighbourhood", "Fernwood"]], "property-details")}
${table("Rooms", ["Room", "Level", "Dimensions"], [
  ["Living Room", "Main", "15'0 x 12'6 (4.57 m x 3.81 m)"],
  ["Kitchen", "Main", "11'4 x 9'8 (3.45 m x 2.95 m)"],
  ["Dining Room", "Main", "10'6 x 9'0 (3.20 m x 2.74 m)"],
  ["Primary Bedroom", "Upper", "13'8 x 12'0 (4.17 m x 3.66 m)"],
  ["Bedroom", "Upper", "11'0 x 9'6 (3.35 m x 2.90 m)"],
  ["Bedroom", "Upper", "10'2 x 9'4 (3.10 m x 2.84 m)"],
], "rooms")}
<section class="home-estimate"><h2>RE/MAX Home Estimate</h2><p>$842,000</p><p>Range: $806,000 – $878,000</p></section>
${table("Comparable Sales", ["Address", "Sold", "Date"], [["2-2011 Stanley Ave", "$792,000", "Sep 2025"], ["11-1620 Fernwood Rd", "$868,500", "Jul 2025"]], "comparables")}
<section class="listing-brokerage"><h3>Listed by</h3><p><strong>Odessa Tran</strong> · Personal Real Estate Corporation</p><p>RE/MAX Island Harbour</p><p>250-555-0143</p></section>
${office("RE/MAX Island Harbour", ["1190 Cook St, Victoria, BC V8V 3Z6", "250-555-0100", "Each office independently owned and operated"])}
${costCalc("Mortgage Calculator", [["Price", "$829,000"], ["Down payment", "$165,800"], ["Rate", "4.34%"], ["Amortization", "25 years"]], "Estimated payment: $3,613/month", "For illustration only.")}
${leadForm("Book a showing", "I would like to book a showing for Unit 5, 1954 Fernwood Rd.", "Submit", "I agree to be contacted by a RE/MAX agent.")}
${tiles("Similar Properties", [
  { price: "$749,900", facts: "2 Beds · 2 Baths · 1,120 sq. ft.", line1: "3-1415 Bay St", line2: "Victoria, BC", href: "/bc/victoria-real-estate/3-1415-bay-st-wp_id311987420-lst" },
  { price: "$899,000", facts: "3 Beds · 3 Baths · 1,502 sq. ft.", line1: "104-2550 Cedar Hill Rd", line2: "Victoria, BC", href: "/bc/victoria-real-estate/104-2550-cedar-hill-rd-wp_id312001558-lst" },
])}
</main>
${legalFooter("RE/MAX, LLC", ["About RE/MAX", "Join RE/MAX", "Privacy", "Terms", "Accessibility"], ["This listing is provided by the Victoria Real Estate Board. MLS® and the associated logos are trademarks of CREA.", "RE/MAX of Western Canada, 340-1060 Manhattan Dr, Kelowna, BC V1Y 9X9. Each office independently owned and operated."])}
</body></html>`,
    expected: {
      price: { amount: 829000 },
      propertyKind: "townhouse",
      street: "Unit 5, 1954 Fernwood Rd",
      city: "Victoria",
      province: "BC",
      postalCode: "V8T 2Y7",
      neighbourhood: "Fernwood",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1386,
      yearBuilt: 1996,
      mlsNumber: "981204",
      listingAgentName: "Odessa Tran",
      brokerageName: "RE/MAX Island Harbour",
      geo: { lat: 48.43158, lng: -123.34712 },
    },
  },
];
