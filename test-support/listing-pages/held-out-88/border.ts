/**
 * Eighty-eighth held-out corpus, the border states: remax.com (a house in Point Roberts WA), century21.com (a house
 * in Port Huron MI across from Sarnia), coldwellbankerhomes.com (a St. Lawrence River cottage at Alexandria Bay NY),
 * fourseasonssir.com (a Victorian in Derby Line VT on a RESO IDX feed) and legacysir.com (a beach condo in Old
 * Orchard Beach ME). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { agentPanel, calculator, crumbs, factRows, gallery, gtm, header, history, nearby, nextData, officeBlock, siteFooter, tourForm, windowState } from "./chrome.ts";

export const HELD_OUT_88_BORDER: ListingPage[] = [
  {
    name: "ho88-remaxcom-house-point-roberts",
    site: "remax.com",
    set: "held-out-88",
    traps: "'3 bd | 2 ba' with one full and one three-quarter bath; lot 0.31 acres; NWMLS '#2381745'; 'Listing courtesy of' another RE/MAX office while the page's lead panel routes to a different RE/MAX agent; the border-crossing and Tsawwassen distances; RE/MAX estimate and price history; __NEXT_DATA__ with the listing's point beside nearby homes' points",
    pageUrl: "https://www.remax.com/wa/point-roberts/home-details/1788-gulf-rd-point-roberts-wa-98281/19822174053011977",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1788 Gulf Rd, Point Roberts, WA 98281 | MLS# 2381745 | RE/MAX</title>
<meta name="description" content="1788 Gulf Rd, Point Roberts, WA 98281 is a 3 bed, 2 bath, 1,620 sqft home listed for $565,000. MLS# 2381745.">
<meta property="og:image" content="https://mediaproxy.remax.example/2381745/01.jpg">
${gtm("G-RMXUS88PR")}
</head><body>
<div id="__next">
${header("RE/MAX", ["Buy", "Sell", "Find an Agent", "Find an Office", "Mortgage", "Resources"])}
<main class="listing-details">
${crumbs(["Washington", "Whatcom County", "Point Roberts", "1788 Gulf Rd"])}
<section class="listing-details__hero">
<h1 data-test="listing-address">1788 Gulf Rd<br><span>Point Roberts, WA 98281</span></h1>
<p data-test="listing-price">$565,000</p>
<ul data-test="listing-stats"><li>3 bd</li><li>2 ba</li><li>1,620 sqft</li><li>0.31 acres</li></ul>
<p class="listing-details__estimate">RE/MAX Home Estimate: $548,300</p>
</section>
${gallery("https://mediaproxy.remax.example/2381745", 30, "1788 Gulf Rd")}
<section class="listing-details__remarks"><h2>Property Description</h2>
<p>Quiet Maple Beach rancher a few minutes' walk from the sand, with filtered views of the Strait of Georgia. Three bedrooms, a full bath and a three-quarter en suite, vaulted living room with a wood stove, sunroom and a fully fenced 0.31-acre lot with fruit trees and a detached shop. Built 1987, new roof 2022. Point Roberts is reached through Canada: about 5 minutes to the Tsawwassen crossing and 35 minutes to downtown Vancouver, BC — a favourite with Canadian owners.</p>
</section>
${factRows("Interior", [["Bedrooms", "3"], ["Total Bathrooms", "2"], ["Full Bathrooms", "1"], ["Three Quarter Bathrooms", "1"], ["Living Area", "1,620 sqft"], ["Heating", "Baseboard, Wood Stove"]])}
${factRows("Property", [["Property Type", "Single Family Residence"], ["Year Built", "1987"], ["Lot Size", "0.31 acres"], ["Community", "Maple Beach"], ["County", "Whatcom"], ["Parcel Number", "4053011977"], ["Taxes", "$3,904 (2025)"], ["HOA", "None"]])}
${history("Price history", [["11/24/2025", "Listed", "$565,000"], ["08/09/2014", "Sold", "$298,000"]])}
${calculator("Estimated payment", [["Home price", "$565,000"], ["Down payment", "20%"], ["Rate", "6.625%"], ["Property tax", "$325/mo"]], "$3,219 per month")}
<div class="listing-details__courtesy" data-test="listing-courtesy">Listing Courtesy of: Harlan Petrosyan, RE/MAX Whatcom Coast Realty, (360) 555-0144</div>
<div class="listing-details__mls">Listing provided by Northwest Multiple Listing Service · MLS# 2381745</div>
${agentPanel("Contact a RE/MAX agent", { name: "Shauna Brightwater", role: "RE/MAX Bellingham Bay", phone: "(360) 555-0171" }, "Get answers about this home, schedule a showing or start an offer.")}
${tourForm("Request a showing", "I'm interested in 1788 Gulf Rd, Point Roberts, WA 98281.", "Request info")}
${nearby("Nearby homes", [
  { price: "$699,000", address: "220 Marine Dr", place: "Point Roberts, WA 98281", facts: "3 bd | 2.5 ba | 2,140 sqft", href: "/wa/point-roberts/home-details/220-marine-dr-point-roberts-wa-98281/19822174060025810" },
  { price: "$379,000", address: "1541 Benson Rd", place: "Point Roberts, WA 98281", facts: "2 bd | 1 ba | 912 sqft", href: "/wa/point-roberts/home-details/1541-benson-rd-point-roberts-wa-98281/19822174051138802" },
])}
</main>
${siteFooter("RE/MAX, LLC", ["Listing information © 2025 Northwest Multiple Listing Service. All rights reserved. Information is deemed reliable but not guaranteed.", "Each RE/MAX® office is independently owned and operated. Equal Housing Opportunity."])}
</div>
${nextData({ props: { pageProps: { listing: { listingId: "19822174053011977", mlsId: "2381745", mlsName: "NWMLS", listPrice: 565000, streetAddress: "1788 Gulf Rd", city: "Point Roberts", stateOrProvince: "WA", postalCode: "98281", bedsTotal: 3, bathsTotal: 2, bathsFull: 1, bathsThreeQuarter: 1, livingArea: 1620, lotSizeAcres: 0.31, yearBuilt: 1987, propertyType: "Residential", propertySubType: "Single Family Residence", subdivision: "Maple Beach", coordinates: { latitude: 48.99412, longitude: -123.02455 }, listAgent: { fullName: "Harlan Petrosyan" }, listOffice: { name: "RE/MAX Whatcom Coast Realty" }, estimate: 548300 }, nearby: [{ mlsId: "2379021", listPrice: 699000, coordinates: { latitude: 48.98701, longitude: -123.07352 } }, { mlsId: "2380466", listPrice: 379000, coordinates: { latitude: 48.98155, longitude: -123.05519 } }], leadAgent: { fullName: "Shauna Brightwater", office: "RE/MAX Bellingham Bay" } } }, page: "/[state]/[city]/home-details/[slug]/[id]", buildId: "rmx-88" })}
</body></html>`,
    expected: {
      price: { amount: 565000, currency: "USD" },
      propertyKind: "house",
      street: "1788 Gulf Rd",
      city: "Point Roberts",
      province: "WA",
      postalCode: "98281",
      neighbourhood: "Maple Beach",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1620,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1987,
      mlsNumber: "2381745",
      listingAgentName: "Harlan Petrosyan",
      brokerageName: "RE/MAX Whatcom Coast Realty",
      geo: { lat: 48.99412, lng: -123.02455 },
    },
  },
  {
    name: "ho88-century21com-house-port-huron",
    site: "century21.com",
    set: "held-out-88",
    traps: "'3 Beds 1.5 Baths' with 1 full and 1 half; 1,412 above-grade beside 1,932 total with the finished basement; lot '0.15 Acres' in the header before 'Lot Dimensions 50 x 132'; Realcomp '#20251038476'; Michigan summer and winter taxes, SEV and taxable value; 'Listing courtesy of' an independently owned CENTURY 21 office; the Blue Water Bridge and Sarnia distances; JSON-LD with geo and a second JSON-LD for the office",
    pageUrl: "https://www.century21.com/property/2418-riverside-dr-port-huron-mi-48060-C2120251038476",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2418 Riverside Dr, Port Huron, MI 48060 - 3 Beds, 1.5 Baths | CENTURY 21</title>
<meta name="description" content="For sale: 2418 Riverside Dr, Port Huron, MI 48060. 3 beds, 1.5 baths, 1,412 sq. ft. $214,900. MLS# 20251038476.">
${gtm("G-C21US88PH")}
${ld({ "@context": "https://schema.org", "@type": ["RealEstateListing", "SingleFamilyResidence"], name: "2418 Riverside Dr, Port Huron, MI 48060", url: "https://www.century21.com/property/2418-riverside-dr-port-huron-mi-48060-C2120251038476", address: { "@type": "PostalAddress", streetAddress: "2418 Riverside Dr", addressLocality: "Port Huron", addressRegion: "MI", postalCode: "48060", addressCountry: "US" }, geo: { "@type": "GeoCoordinates", latitude: 42.99311, longitude: -82.42187 }, numberOfBedrooms: 3, numberOfBathroomsTotal: 1.5, floorSize: { "@type": "QuantitativeValue", value: 1412, unitText: "sqft" }, yearBuilt: 1926, offers: { "@type": "Offer", price: 214900, priceCurrency: "USD" } })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "CENTURY 21 Lakeshore Partners", address: { "@type": "PostalAddress", streetAddress: "3310 Pine Grove Ave", addressLocality: "Port Huron", addressRegion: "MI", postalCode: "48060" }, telephone: "810-555-0110" })}
</head><body>
${header("CENTURY 21", ["Buy", "Sell", "Rent", "Find an Agent", "Find an Office", "Home Value", "Relocation"])}
<main class="pdp">
${crumbs(["Michigan", "St. Clair County", "Port Huron", "48060"])}
<div class="pdp-header">
<div class="pdp-price">$214,900</div>
<div class="pdp-address"><h1>2418 Riverside Dr</h1><span>Port Huron, MI 48060</span></div>
<div class="pdp-stats"><span>3 Beds</span><span>1.5 Baths</span><span>1,412 Sq. Ft.</span><span>0.15 Acres</span></div>
</div>
${gallery("https://photos.c21.example/20251038476", 29, "2418 Riverside Dr")}
<section class="pdp-description"><h2>Property Description</h2>
<p>Craftsman bungalow with a front porch looking across the St. Clair River to Sarnia, Ontario. Three bedrooms up, a full bath and a main-floor half bath, original oak trim and built-ins, updated kitchen (2020) and a finished basement adding a rec room and laundry for 1,932 sq ft of finished space in all. Detached 1.5-car garage off the alley. About 2 miles to the Blue Water Bridge — handy for Canadian buyers — and a short walk to the Thomas Edison Depot Museum and downtown.</p>
</section>
${factRows("Home Features", [["Style", "Bungalow"], ["Bedrooms", "3"], ["Full Baths", "1"], ["Half Baths", "1"], ["Above Grade Finished Area", "1,412 Sq. Ft."], ["Below Grade Finished Area", "520 Sq. Ft."], ["Total Finished Area", "1,932 Sq. Ft."], ["Basement", "Finished"], ["Year Built", "1926"]])}
${factRows("Lot &amp; Taxes", [["Lot Dimensions", "50 x 132"], ["Lot Acres", "0.15"], ["Parcel ID", "74-06-247-0115-000"], ["Summer Tax", "$2,130"], ["Winter Tax", "$640"], ["State Equalized Value (SEV)", "$84,300"], ["Taxable Value", "$61,218"], ["HOA", "None"]])}
${calculator("Mortgage calculator", [["Price", "$214,900"], ["Down payment", "10%"], ["Rate", "6.875%"], ["Taxes", "$231/mo"]], "Monthly payment: $1,581")}
<section class="pdp-listing-office"><p>Listing courtesy of <b>Delphine Szymanski</b>, CENTURY 21 Lakeshore Partners, 810-555-0117</p><p>Provided by Realcomp II Ltd. · MLS# 20251038476</p></section>
${officeBlock("CENTURY 21 Lakeshore Partners", ["3310 Pine Grove Ave, Port Huron, MI 48060", "810-555-0110"])}
${tourForm("Ask a question", "I would like more information about 2418 Riverside Dr.", "Contact agent")}
${nearby("Homes for sale near 2418 Riverside Dr", [
  { price: "$189,000", address: "1709 Military St", place: "Port Huron, MI 48060", facts: "3 Beds · 1 Bath · 1,208 Sq. Ft.", href: "/property/1709-military-st-port-huron-mi-48060-C2120251036710" },
  { price: "$339,900", address: "4120 Gratiot Ave", place: "Fort Gratiot, MI 48059", facts: "4 Beds · 2.5 Baths · 2,260 Sq. Ft.", href: "/property/4120-gratiot-ave-fort-gratiot-mi-48059-C2120251037952" },
])}
</main>
${siteFooter("Century 21 Real Estate LLC", ["Provided through IDX via Realcomp II Ltd. © 2025 Realcomp II Ltd. Shareholders. Information deemed reliable but not guaranteed.", "Each CENTURY 21® office is independently owned and operated. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 214900, currency: "USD" },
      propertyKind: "house",
      street: "2418 Riverside Dr",
      city: "Port Huron",
      province: "MI",
      postalCode: "48060",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1412,
      lot: { value: 0.15, unit: "acres" },
      yearBuilt: 1926,
      mlsNumber: "20251038476",
      listingAgentName: "Delphine Szymanski",
      brokerageName: "CENTURY 21 Lakeshore Partners",
      geo: { lat: 42.99311, lng: -82.42187 },
    },
  },
  {
    name: "ho88-coldwellbankerhomes-cottage-alexandria-bay",
    site: "coldwellbankerhomes.com",
    set: "held-out-88",
    traps: "a seasonal river cottage with 110 ft of St. Lawrence frontage beside a 0.42-acre lot; the Town of Alexandria and the school district beside the Alexandria Bay address; NY tax map number (SBL); MLS '#S1601744'; 'Listing courtesy of' another brokerage while the site's own Coldwell Banker agent is offered; boathouse and dock; a state blob with the listing's point and nearby points",
    pageUrl: "https://www.coldwellbankerhomes.com/ny/alexandria-bay/44-riverside-point-rd/pid_58812364/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>44 Riverside Point Rd, Alexandria Bay, NY 13607 - MLS# S1601744 - Coldwell Banker</title>
<meta name="description" content="View 36 photos of this 2 bed, 1 bath, 980 sq. ft. single family home located at 44 Riverside Point Rd, Alexandria Bay, NY 13607 on sale now for $449,000.">
${gtm("G-CBH88AB")}
</head><body>
${header("Coldwell Banker", ["Buy", "Sell", "Rent", "Agents", "Offices", "Global Luxury", "Home Value"])}
<main class="property-detail">
${crumbs(["New York", "Jefferson County", "Alexandria Bay", "13607"])}
<div class="property-detail__top">
<h1 class="address">44 Riverside Point Rd<br>Alexandria Bay, NY 13607</h1>
<div class="price">$449,000</div>
<ul class="key-facts"><li>2 Beds</li><li>1 Full Bath</li><li>980 Sq. Ft.</li><li>0.42 Acres</li></ul>
<p class="status">Single Family · Active · MLS# S1601744</p>
</div>
${gallery("https://m.cbhomes.example/p/58812364", 36, "44 Riverside Point Rd")}
<section class="property-detail__remarks"><h2>Property Description</h2>
<p>Your Thousand Islands summer place: a classic 1948 river cottage on 110 ft of deep-water St. Lawrence River frontage with a single-slip boathouse, a crib dock and big-ship channel views toward Heart Island. Knotty pine interior, 2 bedrooms, 1 bath, a screened river porch and a stone fireplace. Three-season water system; winterized in 2019 with a propane furnace for shoulder-season use. 0.42 acres. Ten minutes to the Thousand Islands Bridge and the Lansdowne, Ontario crossing.</p>
</section>
${factRows("Property Details", [["Property Type", "Single Family Residence"], ["Style", "Cottage/Camp"], ["Bedrooms", "2"], ["Full Baths", "1"], ["Square Feet", "980"], ["Year Built", "1948"], ["Lot Size", "0.42 Acres"], ["Water Frontage", "110 ft - St. Lawrence River"], ["Town", "Alexandria"], ["School District", "Alexandria Central"], ["Tax Map # (SBL)", "10.58-1-22"], ["Taxes", "$5,812 (2025)"]])}
${calculator("Estimated Monthly Payment", [["Price", "$449,000"], ["Down payment", "20%"], ["Rate", "6.9%"], ["Taxes", "$484/mo"], ["Insurance", "$160/mo"]], "$3,010/mo")}
<p class="courtesy">Listing courtesy of Seaway Shores Realty, Inc. Listing agent: Wendell Trombley, 315-555-0129.</p>
${agentPanel("Coldwell Banker agent for this area", { name: "Priya Castellanos", role: "Coldwell Banker Realty · Watertown", phone: "315-555-0185" }, "Priya can arrange a private showing by land or by water.")}
${tourForm("Request more information", "I'm interested in 44 Riverside Point Rd, Alexandria Bay, NY 13607.", "Request info")}
${nearby("Nearby Homes for Sale", [
  { price: "$1,250,000", address: "7 Heart Island Vw", place: "Alexandria Bay, NY 13607", facts: "4 Beds · 3 Baths · 2,650 Sq. Ft.", href: "/ny/alexandria-bay/7-heart-island-vw/pid_58810927/" },
  { price: "$289,000", address: "112 Church St", place: "Alexandria Bay, NY 13607", facts: "3 Beds · 1 Bath · 1,340 Sq. Ft.", href: "/ny/alexandria-bay/112-church-st/pid_58811804/" },
])}
</main>
${siteFooter("Coldwell Banker Real Estate LLC", ["The data relating to real estate for sale on this web site comes in part from the IDX Program of the CNY Information Service, Inc. Information deemed reliable but not guaranteed.", "Coldwell Banker Realty · 1120 Arsenal St, Watertown, NY 13601. Each franchise office is independently owned and operated. Equal Housing Opportunity."])}
${windowState("__CB_PROPERTY__", { pid: 58812364, mlsNumber: "S1601744", price: 449000, address: { street: "44 Riverside Point Rd", city: "Alexandria Bay", state: "NY", zip: "13607" }, beds: 2, bathsFull: 1, sqft: 980, lotAcres: 0.42, yearBuilt: 1948, propertyType: "Single Family", lat: 44.33072, lng: -75.92688, listingAgent: "Wendell Trombley", listingOffice: "Seaway Shores Realty, Inc.", nearby: [{ pid: 58810927, price: 1250000, lat: 44.33611, lng: -75.91822 }, { pid: 58811804, price: 289000, lat: 44.33504, lng: -75.91877 }] })}
</body></html>`,
    expected: {
      price: { amount: 449000, currency: "USD" },
      propertyKind: "house",
      street: "44 Riverside Point Rd",
      city: "Alexandria Bay",
      province: "NY",
      postalCode: "13607",
      bedrooms: 2,
      bathrooms: 1,
      bathroomsFull: 1,
      squareFootage: 980,
      lot: { value: 0.42, unit: "acres" },
      yearBuilt: 1948,
      mlsNumber: "S1601744",
      listingAgentName: "Wendell Trombley",
      brokerageName: "Seaway Shores Realty, Inc.",
      geo: { lat: 44.33072, lng: -75.92688 },
    },
  },
  {
    name: "ho88-fourseasonssir-victorian-derby-line",
    site: "fourseasonssir.com",
    set: "held-out-88",
    traps: "an IDX feed printed with RESO field names (ListPrice, BedroomsTotal, BathroomsTotalDecimal, AboveGradeFinishedArea, LotSizeAcres, ListAgentFullName, ListOfficeName, Latitude/Longitude); 4 bedrooms and 2 baths in a 2,240 sqft Victorian; the Town of Derby beside the Derby Line village; the Stowe office address and the Stanstead QC neighbour; PrimeMLS footer",
    pageUrl: "https://www.fourseasonssir.com/listing/5041288/34-main-st-derby-line-vt-05830",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>34 Main St, Derby Line, VT 05830 | Four Seasons Sotheby's International Realty</title>
<meta name="description" content="Offered at $329,000: a 4 bedroom Victorian at 34 Main St, Derby Line, Vermont. MLS# 5041288.">
${gtm("G-FSSIR88DL")}
</head><body>
${header("Four Seasons Sotheby's International Realty", ["Properties", "Communities", "Land", "Our Agents", "Offices", "Sell", "Vermont Living"])}
<main class="idx-detail">
${crumbs(["Vermont", "Orleans County", "Derby", "Derby Line"])}
<div class="idx-detail__title"><h1>34 Main St, Derby Line, VT 05830</h1><p class="idx-detail__price">$329,000</p><p class="idx-detail__stats">4 Bedrooms · 2 Baths · 2,240 Sq Ft · 0.58 Acres</p></div>
${gallery("https://img.fssir.example/5041288", 33, "34 Main St, Derby Line")}
<section class="idx-detail__remarks"><h2>Remarks</h2>
<p>An 1890 Queen Anne Victorian steps from the Haskell Free Library and Opera House, the building the border runs through, and a two-minute drive to Stanstead, Québec. Four bedrooms, two full baths, a wraparound porch, original pocket doors and a carriage barn on 0.58 acres. Updated wiring and a 2021 boiler. The Newport and Jay Peak areas are within 40 minutes.</p>
</section>
${factRows("Listing Data", [["ListingId", "5041288"], ["StandardStatus", "Active"], ["ListPrice", "329000"], ["PropertyType", "Residential"], ["PropertySubType", "Single Family"], ["ArchitecturalStyle", "Victorian"], ["BedroomsTotal", "4"], ["BathroomsFull", "2"], ["BathroomsTotalDecimal", "2.00"], ["AboveGradeFinishedArea", "2240"], ["BelowGradeFinishedArea", "0"], ["LotSizeAcres", "0.58"], ["YearBuilt", "1890"], ["UnparsedAddress", "34 Main St"], ["City", "Derby Line"], ["Township", "Derby"], ["StateOrProvince", "VT"], ["PostalCode", "05830"], ["CountyOrParish", "Orleans"], ["TaxAnnualAmount", "4986"], ["TaxYear", "2025"], ["Latitude", "45.00212"], ["Longitude", "-72.09954"], ["ListAgentFullName", "Annelise Gagnon"], ["ListOfficeName", "Four Seasons Sotheby's International Realty"], ["OriginatingSystemName", "PrimeMLS"]], "reso-fields")}
${calculator("Estimate your payment", [["Price", "$329,000"], ["Down payment", "20%"], ["Rate", "6.75%"], ["Taxes", "$416/mo"]], "$2,123/mo")}
<section class="idx-detail__agent"><h2>Listing Agent</h2><p><strong>Annelise Gagnon</strong>, REALTOR®</p><p>Four Seasons Sotheby's International Realty</p><p>802-555-0137</p></section>
${officeBlock("Four Seasons Sotheby's International Realty — Stowe", ["1003 Mountain Rd, Stowe, VT 05672", "802-555-0100"])}
${tourForm("Request information", "I'd like more information about 34 Main St, Derby Line.", "Submit")}
${nearby("Nearby properties", [
  { price: "$215,000", address: "12 Caswell Ave", place: "Derby Line, VT 05830", facts: "3 BD · 1 BA · 1,480 SF", href: "/listing/5040762/12-caswell-ave-derby-line-vt-05830" },
  { price: "$545,000", address: "1880 Lake Shore Rd", place: "Derby, VT 05829", facts: "3 BD · 2 BA · 1,960 SF · 2.1 AC", href: "/listing/5039915/1880-lake-shore-rd-derby-vt-05829" },
])}
</main>
${siteFooter("Four Seasons Sotheby's International Realty", ["Copyright 2025 PrimeMLS, Inc. All rights reserved. This information is deemed reliable, but not guaranteed. The data relating to real estate displayed on this display comes in part from the IDX Program of PrimeMLS.", "Each office is independently owned and operated. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 329000, currency: "USD" },
      propertyKind: "house",
      street: "34 Main St",
      city: "Derby Line",
      province: "VT",
      postalCode: "05830",
      bedrooms: 4,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 2240,
      lot: { value: 0.58, unit: "acres" },
      yearBuilt: 1890,
      mlsNumber: "5041288",
      listingAgentName: "Annelise Gagnon",
      brokerageName: "Four Seasons Sotheby's International Realty",
      geo: { lat: 45.00212, lng: -72.09954 },
    },
  },
  {
    name: "ho88-legacysir-condo-old-orchard-beach",
    site: "legacysir.com",
    set: "held-out-88",
    traps: "a beach condo 'Unit 204' with HOA monthly; Maine Listings '#1638217'; summer weekly rental rates; 'Listing courtesy of' another brokerage while the site's own agent panel offers a Legacy agent; the Portland office address; JSON-LD with the listing's geo; nearby condos with prices",
    pageUrl: "https://www.legacysir.com/eng/sales/detail/1638217/9-seaview-ave-unit-204-old-orchard-beach-me-04064",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>9 Seaview Ave Unit 204, Old Orchard Beach, ME 04064 | Legacy Sotheby's International Realty</title>
<meta name="description" content="9 Seaview Ave Unit 204, Old Orchard Beach, ME: 2 bedroom, 1 bath condominium, 812 sq ft. $359,000.">
${gtm("G-LGSIR88OOB")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "9 Seaview Ave Unit 204", address: { "@type": "PostalAddress", streetAddress: "9 Seaview Ave Unit 204", addressLocality: "Old Orchard Beach", addressRegion: "ME", postalCode: "04064" }, geo: { "@type": "GeoCoordinates", latitude: 43.51567, longitude: -70.37384 }, numberOfRooms: 4 })}
</head><body>
${header("Legacy Sotheby's International Realty", ["Buy", "Sell", "Coastal Maine", "New Hampshire", "Agents", "Offices", "About"])}
<main class="sales-detail">
${crumbs(["Maine", "York County", "Old Orchard Beach", "9 Seaview Ave Unit 204"])}
<section class="sales-detail__summary">
<h1>9 Seaview Ave Unit 204</h1><p>Old Orchard Beach, ME 04064</p>
<p class="sales-detail__price">$359,000</p>
<p class="sales-detail__specs">2 bd | 1 ba | 812 sqft | Condominium</p>
</section>
${gallery("https://img.legacysir.example/1638217", 22, "9 Seaview Ave Unit 204")}
<section class="sales-detail__desc"><h2>Description</h2>
<p>Second-floor end unit a block and a half from the sand and the Pier, with a private deck, two bedrooms, one bath and 812 sq ft. Updated in 2022 with new flooring, a mini-split heat pump and a stacked washer/dryer. One deeded parking space. The association (HOA $310/month) allows rentals: the sellers have booked summer weeks at $1,650/week, with Québec families returning every July. Built 1986.</p>
</section>
${factRows("Property Information", [["MLS#", "1638217"], ["Property Type", "Condominium"], ["Bedrooms", "2"], ["Bathrooms", "1 Full"], ["Finished Sq Ft", "812"], ["Year Built", "1986"], ["HOA Fee", "$310 Monthly"], ["Taxes", "$3,486 (2025)"], ["Map/Lot", "Map 312, Lot 18, Unit 204"], ["Parking", "1 deeded space"]])}
${calculator("Payment calculator", [["Price", "$359,000"], ["Down payment", "20%"], ["Rate", "6.8%"], ["HOA", "$310/mo"]], "$2,473/mo")}
<p class="sales-detail__courtesy">Listing courtesy of Saco Bay Coastal Realty · Listing agent: Mireille Dufresne, 207-555-0162</p>
${agentPanel("Connect with a Legacy agent", { name: "Garrett Lindqvist", role: "Associate Broker · Legacy Sotheby's International Realty", phone: "207-555-0158" }, "Garrett represents buyers along the southern Maine coast.")}
${tourForm("Schedule a tour", "I'm interested in 9 Seaview Ave Unit 204.", "Schedule")}
${nearby("Nearby listings", [
  { price: "$429,000", address: "1 Walnut St Unit 3B", place: "Old Orchard Beach, ME 04064", facts: "2 bd | 2 ba | 1,020 sqft", href: "/eng/sales/detail/1637904/1-walnut-st-unit-3b-old-orchard-beach-me-04064" },
  { price: "$299,900", address: "22 Union Ave Unit 7", place: "Old Orchard Beach, ME 04064", facts: "1 bd | 1 ba | 640 sqft", href: "/eng/sales/detail/1638051/22-union-ave-unit-7-old-orchard-beach-me-04064" },
])}
${officeBlock("Legacy Sotheby's International Realty — Portland", ["100 Commercial St, Suite 300, Portland, ME 04101", "207-555-0100"])}
</main>
${siteFooter("Legacy Sotheby's International Realty", ["Listing data provided by Maine Listings. Information deemed reliable but not guaranteed. Copyright 2025 Maine Real Estate Information System, Inc.", "Each office is independently owned and operated. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 359000, currency: "USD" },
      propertyKind: "condo",
      street: "9 Seaview Ave Unit 204",
      city: "Old Orchard Beach",
      province: "ME",
      postalCode: "04064",
      bedrooms: 2,
      bathrooms: 1,
      bathroomsFull: 1,
      squareFootage: 812,
      yearBuilt: 1986,
      mlsNumber: "1638217",
      listingAgentName: "Mireille Dufresne",
      brokerageName: "Saco Bay Coastal Realty",
      geo: { lat: 43.51567, lng: -70.37384 },
    },
  },
];
