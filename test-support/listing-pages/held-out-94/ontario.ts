/**
 * Ninety-fourth held-out corpus, Ontario: realtor.ca (a freestanding industrial building in Cambridge offered for
 * sale or lease), housesigma.com (a restaurant sold as a business in Toronto's Roncesvalles), condos.ca (a
 * ground-floor retail condo unit in a Mississauga tower) and zolo.ca (draft-plan-approved development land in
 * Innisfil's Alcona). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { adviser, calculator, consent, crumbs, dataLayer, dl, footer, grid, inquiry, nextData, office, photos, rail, table, tags, topBar, windowState } from "./chrome.ts";

export const HELD_OUT_94_ONTARIO: ListingPage[] = [
  {
    name: "ho94-realtorca-industrial-cambridge",
    site: "realtor.ca",
    set: "held-out-94",
    traps: "commercial page 'For sale or lease': $4,950,000 beside '$16.95 /sq. ft /Year' and additional rent $5.25; building 18,400 sq ft beside a 1,200 sq ft mezzanine not included and 1.62 ac of land (70,567 sq ft); 24' clear, 2 docks, 600 amps/600 volts; zoning M3; SIOR listing agent and CCIM co-agent; the brokerage's office address and the board's footer; map point in data-attributes",
    pageUrl: "https://www.realtor.ca/real-estate/28951236/2290-eagle-st-n-cambridge",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2290 EAGLE ST N, Cambridge, Ontario N3H4R7 - 40751236 | REALTOR.ca</title>
<meta name="description" content="For sale or lease: Industrial. Freestanding industrial building on a fenced lot minutes to Highway 401. MLS® Number 40751236.">
<meta property="og:title" content="2290 EAGLE ST N, Cambridge, Ontario N3H4R7">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638712340000000000/reb77/highres/6/40751236_1.jpg">
<link rel="canonical" href="https://www.realtor.ca/real-estate/28951236/2290-eagle-st-n-cambridge">
${tags("GTM-RCA94IND")}
${dataLayer({ event: "listingView", listingId: "28951236", propertyClass: "Commercial", transactionType: "For sale or lease", boardId: 77, province: "Ontario", city: "Cambridge" })}
</head><body class="listingDetailsPage commercialListing">
${consent("We use cookies to personalize content and ads, provide social media features, and analyze our traffic.", "Accept", "Cookie settings")}
${topBar("REALTOR.ca", ["Residential", "Commercial", "Find a REALTOR®", "Map", "Blog", "Market Trends"], ["Français", "Log in", "Sign up"])}
<main id="listingDetailsContainer">
${crumbs(["Commercial", "Ontario", "Cambridge", "Industrial"])}
<div id="listingPriceCon">
<div class="listingDetailsTransaction">For sale or lease</div>
<div id="listingPriceValue" class="listingDetailsPrice">$4,950,000</div>
<div id="listingLeaseRate" class="listingDetailsLease">Lease: $16.95 /sq. ft /Year</div>
</div>
<div id="listingAddressCon"><h1 id="listingAddress" class="listingAddress">2290 EAGLE ST N<br>Cambridge, Ontario N3H4R7</h1></div>
<div id="MLNumberVal" class="listingMls">MLS® Number: 40751236</div>
${photos("https://cdn.realtor.ca/listings/TS638712340000000000/reb77/highres/6", 27, "2290 EAGLE ST N, Cambridge", "27 photos")}
<div id="propertyDetailsSectionContentSubCon_Summary" class="propertyDetailsSectionContent">
<h2>Property Summary</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Industrial</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Industrial</div>
<div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">1.62 ac</div>
<div class="propertyDetailsSectionContentLabel">Zoning</div><div class="propertyDetailsSectionContentValue">M3</div>
<div class="propertyDetailsSectionContentLabel">Business Type</div><div class="propertyDetailsSectionContentValue">Industrial</div>
</div>
</div>
<div id="propertyDescriptionCon" class="propertyDetailsSectionContent">
<h2>Description</h2>
<p>Rare freestanding industrial building in an established north-end business park, offered for sale or for lease. 18,400 square feet on a fenced and paved 1.62-acre lot (approx. 70,567 sq ft) with 24' clear height, two truck-level docks with levellers and one 12' x 14' drive-in door. 600 amps at 600 volts, 3-phase; sprinklered; LED high-bay lighting throughout. Two-storey front office of approximately 2,150 sq ft (included in the total), plus a 1,200 sq ft storage mezzanine not included in the building area. Constructed in 1989 with a new roof membrane in 2021. M3 zoning permits manufacturing, warehousing, contractor's yard and a wide range of general industrial uses. Four minutes to the Highway 401 / Townline Road interchange. Lease rate: $16.95 per sq. ft. per year net, additional rent estimated at $5.25 per sq. ft. (2025) for taxes, insurance and common maintenance. Vacant possession on 60 days. Seller may consider a vendor take-back for a qualified buyer.</p>
</div>
<div id="propertyDetailsBuildingSection" class="propertyDetailsSectionContent">
<h2>Building</h2>
${table("Building", [["Building Type", "Industrial"], ["Total Finished Area", "18400 sqft"], ["Clear Height", "24 ft"], ["Loading", "2 truck-level, 1 drive-in"], ["Power", "600 amps / 600 volts"], ["Constructed Date", "1989"], ["Sprinkler", "Yes"], ["Heating Fuel", "Natural gas"], ["Heating Type", "Radiant heat, Forced air (office)"]], "propertyDetailsTable")}
${table("Land", [["Acreage", "Yes"], ["Size Total", "1.62 ac"], ["Size Frontage", "266 ft"], ["Sewer", "Municipal sewage system"], ["Zoning Description", "M3"]], "propertyDetailsTable")}
${table("Lease Details", [["Lease Rate", "$16.95 /sq. ft /Year"], ["Additional Rent", "$5.25 /sq. ft (est. 2025)"], ["Lease Type", "Net"], ["Minimum Term", "5 years"]], "propertyDetailsTable")}
</div>
<div id="listingMapCon" class="listingMap" data-latitude="43.39562" data-longitude="-80.32741" data-zoom="15" data-listing-id="28951236"><div class="mapPlaceholder">Map</div></div>
<section class="nearbyPlaces"><h2>Nearby Places</h2><ul><li>Highway 401 / Townline Rd — 3.1 km</li><li>Cambridge Memorial Hospital — 7.8 km</li><li>Region of Waterloo International Airport — 18 km</li></ul></section>
${calculator("Mortgage Calculator", [["Asking Price", "$4,950,000"], ["Down Payment", "35%"], ["Amortization Period", "20 years"], ["Interest Rate", "6.10%"]], "Monthly payment: $23,186", "Commercial financing terms vary by lender. For illustration only.")}
<section id="realtorCardCon" class="realtorCardCon"><h2>Listing Agents</h2>
<div class="realtorCard"><div class="realtorCardName">Dana Whitcombe, SIOR</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">519-555-0188</div></div>
<div class="realtorCard"><div class="realtorCardName">Marcus Lindqvist, CCIM</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">519-555-0174</div></div>
<div class="officeCard"><div class="officeCardName">Grand River Commercial Realty Inc., Brokerage</div>
${office("Grand River Commercial Realty Inc., Brokerage", ["100 Water St S, Suite 400", "Cambridge, Ontario N1R 3B1", "519-555-0100"])}
</div>
</section>
${inquiry("Contact the listing agent", "Hi, I'd like more information about 2290 EAGLE ST N, Cambridge (MLS® 40751236).", "Send Message", "By submitting you agree to the REALTOR.ca Terms of Use. Your information is sent to the REALTOR® and is not shared by CREA.")}
${rail("Similar Commercial Properties", [
  { price: "$3,275,000", title: "Industrial", address: "45 Pinebush Rd, Cambridge, Ontario", facts: "11,900 sqft · 0.98 ac", href: "/real-estate/28904411/45-pinebush-rd-cambridge" },
  { price: "$14.25 /sq. ft /Year", title: "Industrial · For lease", address: "Unit 3, 1050 Industrial Rd, Cambridge, Ontario", facts: "6,400 sqft", href: "/real-estate/28933870/3-1050-industrial-rd-cambridge", badge: "For lease" },
  { price: "$7,900,000", title: "Industrial", address: "620 Boxwood Dr, Cambridge, Ontario", facts: "32,000 sqft · 2.75 ac", href: "/real-estate/28877102/620-boxwood-dr-cambridge" },
])}
</main>
${footer("The Canadian Real Estate Association", ["About REALTOR.ca", "Contact Us", "Terms of Use", "Privacy", "Accessibility", "Sitemap"], ["Data provided by: Cornerstone Association of REALTORS®. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA.", "CREA, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9"])}
</body></html>`,
    expected: {
      price: { amount: 4950000 },
      propertyKind: "commercial",
      street: "2290 EAGLE ST N",
      city: "Cambridge",
      province: "ON",
      postalCode: "N3H 4R7",
      squareFootage: 18400,
      lot: { value: 1.62, unit: "acres" },
      yearBuilt: 1989,
      mlsNumber: "40751236",
      listingAgentName: "Dana Whitcombe",
      brokerageName: "Grand River Commercial Realty Inc., Brokerage",
      geo: { lat: 43.39562, lng: -80.32741 },
    },
  },
  {
    name: "ho94-housesigma-business-restaurant-toronto-roncesvalles",
    site: "housesigma.com",
    set: "held-out-94",
    traps: "TRREB 'Sale of Business' (restaurant): $159,000 'plus stock' beside rent $7,200/month gross and annual sales ~$640,000; 1,250 sq ft premises beside a 400 sq ft patio; an earlier $199,000 listing terminated; leased and sold businesses nearby; brokerage only (no agent) and HouseSigma's own agent panel; window.__INITIAL_STATE__ with the listing's point beside nearby points",
    pageUrl: "https://housesigma.com/on/toronto-real-estate/1487-queen-st-w/home/Wq3zRkP8bLn2YxAe/?id_listing=Gm7NvY2qKp4e9Rja",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>1487 Queen St W, Toronto, ON - W12418806 | HouseSigma</title>
<meta name="description" content="Sale of Business for sale at 1487 Queen St W, Toronto. Listed at $159,000. See listing history, sold and leased nearby on HouseSigma.">
<meta property="og:type" content="website">
<link rel="stylesheet" href="/css/app.7c1e2f.css">
${tags("GTM-HS94BIZ")}
</head><body>
<div id="app">
${topBar("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Blog", "Download App"], ["EN/中文", "Log in", "Join"])}
<main class="listing-page">
${crumbs(["Home", "Ontario", "Toronto", "Roncesvalles", "1487 Queen St W"])}
<section class="listing-header">
<div class="status-tag">For Sale</div>
<h1 class="address">1487 Queen St W</h1>
<p class="community">Roncesvalles, Toronto, ON M6R 1A9</p>
<div class="listing-price"><span class="label">Listed:</span> <span class="price">$159,000</span></div>
<div class="listing-type">Sale of Business · Restaurant</div>
<div class="listing-ids">MLS® W12418806 · Listed 12 days ago</div>
</section>
${photos("https://cache.housesigma.com/Live/photos/FULL/1/806/W12418806", 18, "1487 Queen St W", "View 18 photos")}
<section class="key-facts">
<h2>Key Facts</h2>
<ul>
<li><span>Tax:</span> <span>-</span></li>
<li><span>Type:</span> <span>Sale Of Business, Restaurant</span></li>
<li><span>Building Age:</span> <span>-</span></li>
<li><span>Size:</span> <span>1,250 feet²</span></li>
<li><span>Days on Market:</span> <span>12 days</span></li>
<li><span>Listing #:</span> <span>W12418806</span></li>
<li><span>Data Source:</span> <span>TRREB</span></li>
</ul>
</section>
<section class="description"><h2>Description</h2>
<p>Turn-key 42-seat restaurant on a busy Queen West corner at Roncesvalles, operating 11 years under the same owner. Fully equipped kitchen with 14 ft exhaust hood, walk-in cooler and LLBO licence for 42 inside plus a 400 sq ft seasonal patio. Premises approx. 1,250 sq ft plus basement storage. Rent $7,200/month gross including TMI and HST extra; new 5-year lease with a 5-year option available. Annual sales approx. $640,000 (2024), books available after signing an NDA. Asking $159,000 plus stock (approx. $6,500 at cost). Do not approach staff; all showings by appointment only.</p>
</section>
${dl("Listing Details", [["Business Type", "Restaurant"], ["Total Area", "1,250 Sq Ft"], ["Seats", "42"], ["Licence", "LLBO"], ["Rent", "$7,200 / month (gross)"], ["Lease Term", "5 + 5 years"], ["Hours Open", "Tue–Sun"], ["Employees", "7"], ["Cross Street", "Queen St W & Roncesvalles Ave"], ["Community", "Roncesvalles"], ["Municipality", "Toronto W01"]], "listing-details")}
${grid("Listing History", ["Start", "End", "Price", "Event", "Listing #"], [["2025-10-07", "-", "$159,000", "For Sale", "W12418806"], ["2025-02-14", "2025-06-30", "$199,000", "Terminated", "W11982245"]], "listing-history")}
<section class="sigma-estimate"><h2>SigmaEstimate</h2><p>SigmaEstimate is not available for this property type.</p></section>
${grid("Sold & Leased Nearby", ["Address", "Type", "Price", "Date"], [["1402 Queen St W", "Sale of Business · Café", "$88,000 (Sold)", "2025-08-21"], ["1520 Queen St W", "Commercial/Retail · 1,100 sq ft", "$6,400/month (Leased)", "2025-07-03"], ["225 Roncesvalles Ave", "Sale of Business · Restaurant", "$212,000 (Sold)", "2025-05-16"]], "nearby-sold")}
${calculator("Business Loan Calculator", [["Purchase price", "$159,000"], ["Down payment", "$50,000"], ["Rate", "8.25%"], ["Term", "5 years"]], "Est. monthly payment: $2,223", "Estimate only. Business financing is subject to lender approval.")}
<section class="listing-brokerage"><p>Listing Brokerage: Queenscorp Realty Inc., Brokerage</p><p class="disclaimer">Listing information is provided by the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed.</p></section>
${adviser("Contact HouseSigma Agent", { name: "Vivian Leung", title: "Sales Representative, HouseSigma Inc. Brokerage", phone: "1-866-555-0129" }, "Our agents can book a showing and help you review the lease and the financials.", "Schedule a Showing")}
${office("HouseSigma Inc. Brokerage", ["15 Allstate Pkwy, Suite 629", "Markham, ON L3R 5B4"])}
${rail("Similar Listings", [
  { price: "$129,000", title: "Sale of Business · Restaurant", address: "880 College St, Toronto", facts: "980 feet²", href: "/on/toronto-real-estate/880-college-st/home/kP3/" },
  { price: "$245,000", title: "Sale of Business · Bar", address: "1192 Bloor St W, Toronto", facts: "1,600 feet²", href: "/on/toronto-real-estate/1192-bloor-st-w/home/zQ8/" },
])}
</main>
${footer("HouseSigma Inc. Brokerage", ["About Us", "Contact", "Privacy Policy", "Terms of Use", "Careers"], ["HouseSigma Inc. Brokerage, 15 Allstate Pkwy, Suite 629, Markham, ON L3R 5B4."])}
</div>
${windowState("__INITIAL_STATE__", {
  listing: {
    id_listing: "Gm7NvY2qKp4e9Rja",
    ml_num: "W12418806",
    address: "1487 Queen St W",
    municipality: "Toronto",
    community_name: "Roncesvalles",
    province: "ON",
    postal_code: "M6R 1A9",
    price: 159000,
    price_int: 159000,
    house_type_name: "Sale Of Business",
    business_type: "Restaurant",
    house_area: { estimate: 1250, unit: "feet²" },
    list_status: { status: "Sale", text: "For Sale" },
    brokerage_name: "Queenscorp Realty Inc., Brokerage",
    map: { lat: 43.64053, lon: -79.44571 },
  },
  nearby: [
    { ml_num: "W12301187", address: "1402 Queen St W", price: 88000, map: { lat: 43.64112, lon: -79.44133 } },
    { ml_num: "W12277410", address: "225 Roncesvalles Ave", price: 212000, map: { lat: 43.64488, lon: -79.44845 } },
  ],
})}
<script src="/js/app.7c1e2f.js" defer></script>
</body></html>`,
    expected: {
      price: { amount: 159000 },
      propertyKind: "business",
      street: "1487 Queen St W",
      city: "Toronto",
      province: "ON",
      postalCode: "M6R 1A9",
      neighbourhood: "Roncesvalles",
      squareFootage: 1250,
      mlsNumber: "W12418806",
      brokerageName: "Queenscorp Realty Inc., Brokerage",
      geo: { lat: 43.64053, lng: -79.44571 },
    },
  },
  {
    name: "ho94-condosca-retail-unit-mississauga-cooksville",
    site: "condos.ca",
    set: "held-out-94",
    traps: "a ground-floor commercial/retail condo unit in a residential tower: $1,149,000, 1,180 sq ft; the building's 2016 year, 27 storeys and 341 units; other units for sale and rent in the building (2-bed suites with their sizes and prices); the building's average $/sq ft; maintenance $598/month; zoning CC2; condos.ca's own agent; __NEXT_DATA__ with the building's point and the unit's",
    pageUrl: "https://condos.ca/mississauga/the-meridian-3085-hurontario-st/unit-104-W12433519",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3085 Hurontario St #104 - Commercial Unit For Sale | The Meridian | Condos.ca</title>
<meta name="description" content="Ground floor retail unit for sale at The Meridian, 3085 Hurontario St, Mississauga. $1,149,000. MLS® W12433519.">
<meta property="og:url" content="https://condos.ca/mississauga/the-meridian-3085-hurontario-st/unit-104-W12433519">
${tags("GTM-CDC94RTL")}
</head><body>
<div id="__next">
${topBar("Condos.ca", ["Buy", "Rent", "Sell", "New Condos", "Buildings", "Insights"], ["Saved", "Sign in"])}
<main class="ListingPage">
${crumbs(["Mississauga", "Cooksville", "The Meridian", "Unit 104"])}
<header class="ListingHeader">
<h1>3085 Hurontario St #104</h1>
<p class="ListingHeader__building"><a href="/mississauga/the-meridian-3085-hurontario-st">The Meridian</a> · Cooksville, Mississauga</p>
<div class="ListingHeader__price">$1,149,000</div>
<ul class="ListingHeader__facts"><li>Commercial/Retail</li><li>1,180 sqft</li><li>Ground floor</li></ul>
</header>
${photos("https://condos-media.example/listings/W12433519", 14, "3085 Hurontario St #104", "Show all 14 photos")}
<section class="ListingDescription"><h2>About this unit</h2>
<p>Street-facing retail condominium unit at the base of The Meridian, with 22 ft of glazed frontage on Hurontario and steady foot traffic from the 341 suites above and the LRT stop at the door. 1,180 sq ft with 14' ceilings, a barrier-free entrance, separately metered hydro (100 amp) and rough-in for a kitchen exhaust. Zoned CC2, permitting retail, personal service, medical and professional office. Currently vacant — move in or lease out (comparable units in the podium lease for $38–$42/sq ft/yr). Maintenance fees $598/month.</p>
</section>
${dl("Unit details", [["MLS®", "W12433519"], ["Type", "Commercial/Retail (Condo)"], ["Unit", "104"], ["Size", "1,180 sqft"], ["Ceiling height", "14 ft"], ["Zoning", "CC2"], ["Maintenance fees", "$598 /mo ($0.51/sqft)"], ["Taxes", "$11,240 (2025)"], ["Possession", "Immediate"], ["Parking", "2 commercial visitor stalls (shared)"]], "UnitDetails")}
${dl("Building details", [["Building", "The Meridian"], ["Address", "3085 Hurontario St, Mississauga, ON L5B 0E6"], ["Year built", "2016"], ["Storeys", "27"], ["Units", "341"], ["Developer", "Pinnacle Crest Developments"], ["Property management", "Arcadia Condominium Services"], ["Avg. sold $/sqft (12 mo)", "$742"], ["Avg. rent $/sqft (12 mo)", "$3.28/mo"]], "BuildingDetails")}
${grid("Other listings in The Meridian", ["Unit", "Type", "Size", "Price"], [["#1907", "2 bed · 2 bath", "840 sqft", "$629,900"], ["#2302", "1 bed + den · 1 bath", "610 sqft", "$2,450/mo"], ["#105", "Commercial/Retail", "960 sqft", "$36/sqft/yr (lease)"]], "BuildingListings")}
${grid("Recently sold in The Meridian", ["Unit", "Type", "Size", "Sold"], [["#1204", "2 bed · 2 bath", "820 sqft", "$598,000"], ["#102", "Commercial/Retail", "1,040 sqft", "$985,000"]], "BuildingSold")}
${calculator("Mortgage calculator", [["Price", "$1,149,000"], ["Down payment", "25%"], ["Interest rate", "5.89%"], ["Amortization", "25 years"]], "$5,452/mo", "Commercial units typically require a larger down payment. Illustration only.")}
<section class="ListingBrokerage"><p>Listed by Cityline Commercial Realty Ltd., Brokerage</p><p>MLS® listing data courtesy of the Toronto Regional Real Estate Board.</p></section>
${adviser("Questions about this unit?", { name: "Arjun Mehta", title: "Condos.ca agent", phone: "(416) 555-0161" }, "I can arrange a viewing and pull the status certificate for you.", "Request info")}
${inquiry("Request a viewing", "I'd like to view 3085 Hurontario St #104.", "Send", "Condos.ca Real Estate Brokerage Inc. will contact you. You can unsubscribe at any time.")}
${office("Condos.ca Real Estate Brokerage Inc.", ["1 Yonge St, Suite 1801", "Toronto, ON M5E 1W7"])}
</main>
${footer("Condos.ca Real Estate Brokerage Inc.", ["About", "Careers", "Contact", "Privacy", "Terms"], ["Not intended to solicit buyers or sellers currently under contract. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA."])}
</div>
${nextData({
  props: {
    pageProps: {
      listing: {
        mlsNumber: "W12433519",
        unitNumber: "104",
        address: "3085 Hurontario St #104",
        city: "Mississauga",
        neighbourhood: "Cooksville",
        postal: "L5B 0E6",
        price: 1149000,
        type: "Commercial/Retail",
        sqft: 1180,
        maintenanceFees: 598,
        brokerage: "Cityline Commercial Realty Ltd., Brokerage",
        location: { lat: 43.58741, lng: -79.64118 },
      },
      building: { name: "The Meridian", yearBuilt: 2016, storeys: 27, units: 341, location: { lat: 43.58755, lng: -79.64102 } },
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "cdc-94b1",
})}
</body></html>`,
    expected: {
      price: { amount: 1149000 },
      propertyKind: "commercial",
      street: "3085 Hurontario St #104",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0E6",
      neighbourhood: "Cooksville",
      squareFootage: 1180,
      yearBuilt: 2016,
      mlsNumber: "W12433519",
      brokerageName: "Cityline Commercial Realty Ltd., Brokerage",
      geo: { lat: 43.58741, lng: -79.64118 },
    },
  },
  {
    name: "ho94-zolo-land-development-innisfil-alcona",
    site: "zolo.ca",
    set: "held-out-94",
    traps: "development land 'draft plan approved for 48 townhouse units': $3,650,000 and $1,514,523 per acre; 2.41 acres with 330 ft frontage; zoning RM2-41; existing structures with no value; an earlier $3,995,000 listing; sold land nearby; Zolo's own agent and office; JSON-LD Place with the listing's point",
    pageUrl: "https://www.zolo.ca/innisfil-real-estate/2140-innisfil-beach-road",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2140 Innisfil Beach Road, Innisfil — For Sale @ $3,650,000 | Zolo.ca</title>
<meta name="description" content="2140 Innisfil Beach Road, Innisfil, ON L9S 4B4 — Vacant Land for sale in Alcona. MLS® S12398710.">
${tags("GTM-ZOLO94LD")}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "2140 Innisfil Beach Road", address: { "@type": "PostalAddress", streetAddress: "2140 Innisfil Beach Road", addressLocality: "Innisfil", addressRegion: "ON", postalCode: "L9S 4B4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.30518, longitude: -79.54193 } })}
${ld({ "@context": "https://schema.org", "@type": "Offer", price: "3650000", priceCurrency: "CAD", availability: "https://schema.org/InStock" })}
</head><body class="listing-page">
${topBar("Zolo", ["Buy", "Sell", "Home Value", "Sold Prices", "Market Stats", "Agents"], ["Favourites", "Sign In"])}
<main>
${crumbs(["Ontario", "Innisfil", "Alcona", "2140 Innisfil Beach Road"])}
<section class="listing-head">
<h1 class="address">2140 Innisfil Beach Road</h1>
<div class="area">Innisfil, ON L9S 4B4 · <a href="/innisfil-real-estate/alcona">Alcona</a></div>
<div class="listing-price">$3,650,000</div>
<div class="listing-sub">Vacant Land · 2.41 ac · Draft plan approved</div>
</section>
${photos("https://photos.zolo.ca/2140-innisfil-beach-road-S12398710", 9, "2140 Innisfil Beach Road", "See all 9 photos")}
<section class="listing-description"><h2>Description</h2>
<p>Shovel-ready development site in the heart of Alcona. 2.41 acres with 330 feet of frontage on Innisfil Beach Road, draft plan approved for 48 townhouse units (36 street towns and 12 back-to-backs) with site-specific zoning RM2-41. Municipal water and sanitary at the lot line; servicing allocation secured for the full unit count. Walk to the Alcona Plaza, schools and the Lake Simcoe waterfront at Innisfil Beach Park. Existing structures on the property have no value and are sold as is. Reports available to qualified buyers: Phase I & II ESA, geotechnical, traffic, functional servicing and the conditions of draft approval.</p>
</section>
${dl("Property Details", [["MLS®#", "S12398710"], ["Type", "Vacant Land"], ["Lot Size", "2.41 Acres"], ["Frontage", "330 ft"], ["Zoning", "RM2-41"], ["Development", "Draft plan approved — 48 units"], ["Price / Acre", "$1,514,523"], ["Taxes", "$8,940 / 2025"], ["Water", "Municipal"], ["Sewer", "Sewers"]], "listing-details")}
${grid("Listing History", ["Date", "Event", "Price"], [["Sep 19, 2025", "Listed", "$3,650,000"], ["Aug 29, 2025", "Expired", "$3,995,000"], ["Mar 4, 2025", "Listed", "$3,995,000"]], "history")}
${grid("Sold Land Nearby", ["Address", "Acres", "Sold Price", "Sold"], [["1188 Killarney Beach Rd", "1.20", "$1,150,000", "Jun 2025"], ["25th Sideroad & Line 7", "9.80", "$2,900,000", "Apr 2025"]], "sold-nearby")}
${calculator("Mortgage Calculator", [["Price", "$3,650,000"], ["Down payment (50% for land)", "$1,825,000"], ["Rate", "7.25%"], ["Amortization", "15 years"]], "$16,520/month", "Land financing differs from residential mortgages; ask a lender.")}
<section class="listing-office"><h2>Listing Office</h2>
<p>Listed by Evelyn Tarasova, Broker</p>
<p>Lakeshore Land Advisors Realty Inc., Brokerage</p>
<p>Data provided by TRREB; information deemed reliable but not guaranteed.</p>
</section>
${adviser("Ask a Zolo Agent", { name: "Gavin McCrae", title: "Zolo Realty, Brokerage — Barrie", phone: "705-555-0112" }, "Zolo agents can arrange a site visit and request the development reports.", "Ask a Question")}
${office("Zolo Realty, Brokerage", ["5700 Yonge St, Suite 1900", "Toronto, ON M2M 4K2"])}
${rail("Similar Listings", [
  { price: "$2,100,000", title: "Vacant Land", address: "940 Lockhart Rd, Innisfil", facts: "5.10 ac", href: "/innisfil-real-estate/940-lockhart-road" },
  { price: "$5,480,000", title: "Vacant Land", address: "3225 Yonge St, Innisfil", facts: "4.02 ac · approved 96 units", href: "/innisfil-real-estate/3225-yonge-street" },
])}
</main>
${footer("Zolo Realty", ["About Zolo", "Contact", "Privacy", "Terms", "Sitemap"], ["Zolo Realty, Brokerage. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA."])}
</body></html>`,
    expected: {
      price: { amount: 3650000 },
      propertyKind: "land",
      street: "2140 Innisfil Beach Road",
      city: "Innisfil",
      province: "ON",
      postalCode: "L9S 4B4",
      neighbourhood: "Alcona",
      lot: { value: 2.41, unit: "acres" },
      mlsNumber: "S12398710",
      listingAgentName: "Evelyn Tarasova",
      brokerageName: "Lakeshore Land Advisors Realty Inc., Brokerage",
      geo: { lat: 44.30518, lng: -79.54193 },
    },
  },
];
