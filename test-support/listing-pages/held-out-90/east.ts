/**
 * Ninetieth held-out corpus, Ontario and the Maritimes: housesigma.com (an upper stacked townhouse in Ottawa's
 * Findlay Creek whose size is only a band), condos.ca (a Toronto penthouse "PH3 - …" with a rooftop terrace, two
 * parking spaces and a locker) and kijiji.ca (a Halifax North End rental "Apt. 4B, …"). Addresses, names, phone
 * numbers and numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { consent, costCalc, grid, leadForm, legalFooter, nextData, office, pairs, photos, siteAgent, siteHeader, table, tagManager, tiles, trail, windowState } from "./chrome.ts";

export const HELD_OUT_90_EAST: ListingPage[] = [
  {
    name: "ho90-housesigma-stacked-townhouse-findlay-creek-ottawa",
    site: "housesigma.com",
    set: "held-out-90",
    traps: "size only as the band '1000-1199 feet²'; 'Bathrooms 2' counted as washrooms (one 4-piece, one 2-piece); 'Building Age 6-15' beside 'built in 2016' in the remarks; a 64 ft² balcony and a 180 ft² rooftop terrace; maintenance per ft²; the SigmaEstimate; this unit's own 2019 sale; sold comparables with their own coordinates; the brokerage only (no agent named) beside HouseSigma's own agent",
    pageUrl: "https://housesigma.com/on/ottawa-real-estate/b-612-lorient-private/home/Qk7xPa2mLd9zR4Wn/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>B - 612 Lorient Private, Ottawa, ON K1T 0S7 | X12104366 | HouseSigma</title>
<meta name="description" content="B - 612 Lorient Private, Ottawa - Stacked Townhouse for sale, listed at $459,900. 2 bedrooms, 2 bathrooms. See sold price history, SigmaEstimate and community stats on HouseSigma.">
<meta property="og:site_name" content="HouseSigma">
${tagManager("GTM-HS90OTT")}
${windowState("__INITIAL_STATE__", { route: { name: "home-detail", params: { id_listing: "Qk7xPa2mLd9zR4Wn" } }, listing: { id_listing: "Qk7xPa2mLd9zR4Wn", ml_num: "X12104366", address: "B - 612 Lorient Private", municipality_name: "Ottawa", community_name: "Findlay Creek", province: "ON", postal_code: "K1T 0S7", price: 459900, house_type_name: "Stacked Townhouse", bedroom: 2, washroom: 2, sqft_range: "1000-1199", age_range: "6-15", maintenance: 398, tax: 3412, brokerage_text: "Capital Key Realty Inc., Brokerage", map: { lat: 45.32944, lon: -75.61188 } }, estimate: { price: 471000, low: 452000, high: 490000 }, sold_comparables: [{ address: "A - 604 Lorient Private", price_sold: 441000, map: { lat: 45.32971, lon: -75.61142 } }, { address: "D - 588 Lorient Private", price_sold: 468500, map: { lat: 45.33013, lon: -75.61097 } }], agent: { name: "Kevin Tremblay", brokerage: "HouseSigma Inc., Brokerage" } })}
</head><body>
${consent("HouseSigma uses cookies to personalize your experience.", "Got it")}
${siteHeader("HouseSigma", ["Map Search", "Market Trends", "Home Valuation", "Agents", "Blog"], ["Watched", "Log in / Sign up"])}
<main class="home-detail">
${trail(["Ottawa", "Findlay Creek", "B - 612 Lorient Private"])}
<section class="listing-head">
<h1 class="address">B - 612 Lorient Private</h1>
<p class="community">Findlay Creek, Ottawa, ON K1T 0S7</p>
<div class="price-box"><span class="label">Listed:</span> <span class="price">$459,900</span> <span class="status">For Sale</span></div>
<div class="estimate-box"><span class="label">SigmaEstimate:</span> <span class="price">$471,000</span> <small>Updated Dec 08</small></div>
<ul class="bbs"><li>2 Bedrooms</li><li>2 Bathrooms</li><li>1 Parking</li></ul>
</section>
${photos("https://cache.housesigma.com/Live/photos/FULL/1/366/X12104366", 30, "B - 612 Lorient Private", "30 photos")}
${grid("Key Facts", [["Tax", "$3,412 / 2025"], ["Type", "Stacked Townhouse"], ["Building Age", "6-15"], ["Size", "1000-1199 feet²"], ["Lot Size", "-"], ["Parking", "1 surface spot (#47)"], ["Basement", "None"], ["Maintenance", "$398 / month ($0.36 / ft²)"], ["Listing #", "X12104366"], ["Data Source", "PropTx"], ["Days on Market", "10 days"]], "key-facts")}
<section class="description"><h2>Description</h2>
<p>Upper stacked unit built by Brookline Homes in 2016, on the 2nd and 3rd levels with its own entrance. Open-concept main level with a quartz kitchen, powder room and a 64 ft² balcony off the dining area; two bedrooms and the main 4-piece bath upstairs, plus a private 180 ft² rooftop terrace over the garage row with views to the Greenbelt. In-suite laundry, central air. One surface spot (#47) steps from the door. Walk to Findlay Creek Village shops, Vimy Brigade Park and the transitway bus.</p>
</section>
${pairs("Property Details", [["Bedrooms", "2"], ["Bathrooms", "2"], ["Washrooms", "1 × 4-piece (3rd level), 1 × 2-piece (2nd level)"], ["Levels", "2 (units on 2nd and 3rd floors)"], ["Exposure", "South"], ["Balcony", "Open, 64 ft²"], ["Rooftop Terrace", "180 ft²"], ["Locker", "None"], ["Heating", "Forced air, gas"], ["Condo Corp", "OCSCC 1047"], ["Maintenance Includes", "Building insurance, common elements, snow removal"]], "details")}
${table("Rooms", ["Level", "Room", "Dimensions"], [
  ["2nd", "Living", "4.27 × 3.66 m (14.0 × 12.0 ft)"],
  ["2nd", "Dining", "3.05 × 2.74 m (10.0 × 9.0 ft)"],
  ["2nd", "Kitchen", "3.35 × 2.44 m (11.0 × 8.0 ft)"],
  ["3rd", "Primary Bedroom", "3.66 × 3.20 m (12.0 × 10.5 ft)"],
  ["3rd", "Bedroom", "3.05 × 2.90 m (10.0 × 9.5 ft)"],
], "rooms")}
${table("Listing History", ["Date", "Event", "Price"], [["2025-11-28", "For Sale", "$459,900"], ["2019-06-14", "Sold", "$352,000"], ["2019-05-30", "For Sale", "$359,900"]], "history")}
${table("Sold Nearby", ["Address", "Type", "Size", "Sold Price", "Date"], [["A - 604 Lorient Private", "Stacked Townhouse", "1000-1199 feet²", "$441,000", "2025-10-17"], ["D - 588 Lorient Private", "Stacked Townhouse", "1200-1399 feet²", "$468,500", "2025-09-02"], ["219 Vimy Brigade Cres", "Att/Row/Townhouse", "1500-2000 feet²", "$612,000", "2025-08-21"]], "sold-nearby")}
<section class="brokerage"><p>Listing Brokerage: Capital Key Realty Inc., Brokerage</p></section>
${siteAgent("Contact a HouseSigma Agent", { name: "Kevin Tremblay", title: "Sales Representative, HouseSigma Inc., Brokerage", phone: "613-555-0177" }, "Tour this home with a HouseSigma agent. Our agents know Findlay Creek.")}
${leadForm("Schedule a tour", "I want to tour B - 612 Lorient Private.", "Submit", "I agree to HouseSigma's Terms of Use and Privacy Policy.")}
${costCalc("Mortgage Calculator", [["Home price", "$459,900"], ["Down payment", "$45,990"], ["Interest rate", "4.54%"], ["Amortization", "25 years"]], "Monthly payment: $2,412 + $398 maintenance", "For reference only.")}
${office("HouseSigma Inc., Brokerage", ["7321 Woodbine Ave, Suite 418, Markham, ON L3R 3V4", "647-555-0100"])}
</main>
${legalFooter("HouseSigma Inc., Brokerage", ["About", "Terms of Use", "Privacy", "Contact Us"], ["The listing data is provided under copyright by the Toronto Regional Real Estate Board (PropTx). The listing data is deemed reliable but is not guaranteed accurate by the board.", "SigmaEstimate is an estimate of a home's market value, not an appraisal."])}
</body></html>`,
    expected: {
      price: { amount: 459900 },
      propertyKind: "townhouse",
      street: "B - 612 Lorient Private",
      city: "Ottawa",
      province: "ON",
      postalCode: "K1T 0S7",
      neighbourhood: "Findlay Creek",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1000,
      yearBuilt: 2016,
      mlsNumber: "X12104366",
      brokerageName: "Capital Key Realty Inc., Brokerage",
      geo: { lat: 45.32944, lng: -75.61188 },
    },
  },
  {
    name: "ho90-condos-ca-penthouse-church-yonge-toronto",
    site: "condos.ca",
    set: "held-out-90",
    traps: "'PH3 - 127 Wellesley St E'; size band '1200-1399 sqft' beside a ~650 sq ft rooftop terrace and an 85 sq ft balcony; '2 Beds + Den'; parking P3 #88/#89 and locker #214 on P4; the building's year, 34 storeys and 387 units; maintenance per sq ft and the building's average price per sq ft and rent; estimated value; sold and leased units in the building; the listing brokerage only, beside condos.ca's own agent",
    pageUrl: "https://condos.ca/toronto/halcyon-on-wellesley-127-wellesley-st-e/unit-ph3-C12176543",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PH3 - 127 Wellesley St E, Toronto | Halcyon on Wellesley | For Sale $1,189,000 | Condos.ca</title>
<meta name="description" content="Penthouse for sale at Halcyon on Wellesley, 127 Wellesley St E, Toronto. 2 beds + den, 2 baths, 1200-1399 sqft, rooftop terrace. MLS® C12176543.">
<meta property="og:image" content="https://condos.ca/public/listing_photos/C12176543-0.jpg">
${tagManager("GTM-CCA90TO")}
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Halcyon on Wellesley", address: { "@type": "PostalAddress", streetAddress: "127 Wellesley St E", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M4Y 0B8" }, numberOfAccommodationUnits: 387, geo: { "@type": "GeoCoordinates", latitude: 43.66584, longitude: -79.37911 } })}
${nextData({ props: { pageProps: { listing: { mls_number: "C12176543", unit: "PH3", address: "127 Wellesley St E", city: "Toronto", neighbourhood: "Church-Yonge Corridor", postal: "M4Y 0B8", price: 1189000, beds: 2, dens: 1, baths: 2, sqft_range: "1200-1399", maintenance: 1042, parking: 2, locker: "Owned", exposure: "S", brokerage: "Elmwood Crest Realty Inc., Brokerage", lat: 43.66584, lng: -79.37911 }, building: { name: "Halcyon on Wellesley", year_built: 2014, storeys: 34, units: 387, avg_psf: 1034, avg_rent_2br: 3650, lat: 43.66584, lng: -79.37911 }, estimate: { value: 1142000 }, nearbyBuildings: [{ name: "The Jarvis House", address: "88 Isabella St", lat: 43.66842, lng: -79.38102 }, { name: "Sherbourne Park Lofts", address: "60 Homewood Ave", lat: 43.66511, lng: -79.37522 }] } }, page: "/[city]/[building]/[unit]", buildId: "ccx-90" })}
</head><body>
${siteHeader("Condos.ca", ["Buy", "Rent", "Sold", "Buildings", "Pre-construction", "Sell", "Market Insights"], ["Saved", "Log In"])}
<main class="listing">
${trail(["Toronto", "Church-Yonge Corridor", "Halcyon on Wellesley", "PH3"])}
<section class="listing-head">
<h1>PH3 - 127 Wellesley St E</h1>
<p class="listing-sub">Halcyon on Wellesley · Church-Yonge Corridor, Toronto, ON M4Y 0B8</p>
<div class="listing-price">$1,189,000 <span class="badge">For Sale</span></div>
<ul class="listing-basics"><li>2 Beds + Den</li><li>2 Baths</li><li>1200-1399 sqft</li><li>2 Parking</li><li>Locker</li></ul>
</section>
${photos("https://condos.ca/public/listing_photos/C12176543", 38, "PH3 - 127 Wellesley St E", "See all 38 photos")}
<section class="listing-description"><h2>About this condo</h2>
<p>One of only six penthouses at Halcyon on Wellesley. Split two-bedroom plus den with 10-ft ceilings, a chef's kitchen with a 9-ft island and two full baths. The living room walks out to an 85 sq ft balcony, and a private staircase leads to a ~650 sq ft rooftop terrace with a gas line and water — a second living room all summer. Two side-by-side parking spaces (P3 #88 and #89) and locker #214 on P4, all owned. Maintenance $1,042/month includes heat, water and building insurance.</p>
</section>
${grid("Details", [["Maintenance Fees", "$1,042 / mo"], ["Maintenance / sqft", "$0.80"], ["Taxes", "$5,218 (2025)"], ["Size", "1200-1399 sqft"], ["Balcony", "Open, 85 sqft"], ["Terrace", "Rooftop, ~650 sqft"], ["Exposure", "S"], ["Floor", "34 (PH)"], ["Parking", "2 · Owned · P3 #88, #89"], ["Locker", "Owned · P4 #214"], ["Heat", "Forced air"], ["Days on market", "5"], ["MLS®", "C12176543"]], "unit-details")}
${table("Rooms", ["Room", "Size (m)", "Size (ft)", "Features"], [
  ["Living", "6.10 x 4.27", "20'0\" x 14'0\"", "W/O to balcony"],
  ["Kitchen", "4.57 x 3.05", "15'0\" x 10'0\"", "Centre island"],
  ["Primary Bedroom", "4.27 x 3.35", "14'0\" x 11'0\"", "5-pc ensuite"],
  ["Second Bedroom", "3.35 x 3.05", "11'0\" x 10'0\"", "Double closet"],
  ["Den", "2.74 x 2.44", "9'0\" x 8'0\"", "Stairs to terrace"],
], "rooms")}
<section class="building-summary"><h2>Halcyon on Wellesley</h2><ul><li>Built: 2014</li><li>Storeys: 34</li><li>Units: 387</li><li>Developer: Parkgrove Developments</li><li>Avg. price per sqft: $1,034</li><li>Avg. 2-bed rent: $3,650/mo</li><li>Amenities: concierge, gym, yoga studio, party room, guest suites, rooftop lounge</li></ul></section>
<section class="estimate"><h2>Estimated value</h2><p>$1,142,000</p><p>Based on recent sales in the building. Not an appraisal.</p></section>
${table("Sold &amp; Leased in this Building", ["Unit", "Beds", "Size", "Price", "Date"], [["#2704", "2", "800-899 sqft", "Sold $880,000", "Nov 2025"], ["#1811", "1", "500-599 sqft", "Leased $2,450/mo", "Nov 2025"], ["PH1", "3", "1600-1799 sqft", "Sold $1,615,000", "Mar 2025"]], "building-history")}
<section class="listing-brokerage"><p>Listing provided by: Elmwood Crest Realty Inc., Brokerage</p></section>
${siteAgent("Talk to a Condos.ca agent", { name: "Daniela Kovač", title: "Sales Representative, Condos.ca Inc., Brokerage", phone: "416-555-0186" }, "Book a private showing of this penthouse.")}
${leadForm("Book a showing", "I'd like to see PH3 at 127 Wellesley St E.", "Request", "By submitting you agree to our terms.")}
${costCalc("Monthly Cost", [["Price", "$1,189,000"], ["Down payment", "20%"], ["Rate", "4.29%"], ["Maintenance", "$1,042"], ["Taxes", "$435"]], "Total monthly: $6,638", "Estimates only.")}
${tiles("Similar listings nearby", [
  { price: "$1,095,000", facts: "2+1 Beds · 2 Baths · 1000-1199 sqft", line1: "3301 - 88 Isabella St", line2: "Church-Yonge Corridor", href: "/toronto/the-jarvis-house-88-isabella-st/unit-3301-C12170218" },
  { price: "$4,900/mo", facts: "2 Beds · 2 Baths · 1000-1199 sqft", line1: "PH05 - 60 Homewood Ave", line2: "Cabbagetown-South St. James Town", href: "/toronto/sherbourne-park-lofts-60-homewood-ave/unit-ph05-C12174490", badge: "For Rent" },
])}
${office("Condos.ca Inc., Brokerage", ["1141 Eglinton Ave E, Suite 612, Toronto, ON M3C 4J3", "416-555-0100"])}
</main>
${legalFooter("Condos.ca Inc., Brokerage", ["About", "Careers", "Terms", "Privacy", "Sitemap"], ["Listing information is provided by the Toronto Regional Real Estate Board (PropTx) and is deemed reliable but not guaranteed.", "Unit sizes shown as ranges are those reported by the listing brokerage."])}
</body></html>`,
    expected: {
      price: { amount: 1189000 },
      propertyKind: "condo",
      street: "PH3 - 127 Wellesley St E",
      city: "Toronto",
      province: "ON",
      postalCode: "M4Y 0B8",
      neighbourhood: "Church-Yonge Corridor",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1200,
      yearBuilt: 2014,
      mlsNumber: "C12176543",
      brokerageName: "Elmwood Crest Realty Inc., Brokerage",
      geo: { lat: 43.66584, lng: -79.37911 },
    },
  },
  {
    name: "ho90-kijiji-rental-apartment-north-end-halifax",
    site: "kijiji.ca",
    set: "held-out-90",
    traps: "a rental at '$2,350' a month with the price in cents (235000) in the Apollo state; 'Apt. 4B, 5782 Cunard St'; 'Size (sqft) 910' beside a 70 sq ft balcony and a 4 x 6 ft locker; the building's 2019 year, 6 storeys and 24 units; a damage deposit and paid second parking; a property manager (no agent or brokerage); other rentals with prices; Kijiji's own ad id",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/north-end-2-bed-1-5-bath-apt-4b-balcony-parking/1719483027",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>North End 2 Bed + 1.5 Bath — Apt. 4B with Balcony &amp; Parking | Long Term Rentals | City of Halifax | Kijiji</title>
<meta name="description" content="$2,350 · 2 bedroom, 1.5 bath apartment in the North End, Halifax. 910 sq ft, balcony, parking, heat and hot water included.">
<meta property="og:title" content="North End 2 Bed + 1.5 Bath — Apt. 4B with Balcony &amp; Parking">
${tagManager("GTM-KJ90HFX")}
${nextData({ props: { pageProps: { __APOLLO_STATE__: { "RealEstateListing:1719483027": { id: "1719483027", title: "North End 2 Bed + 1.5 Bath — Apt. 4B with Balcony & Parking", price: { amount: 235000, type: "FIXED", currency: "CAD" }, location: { address: "5782 Cunard St, Halifax, NS B3K 1C4", name: "City of Halifax", coordinates: { latitude: 44.65571, longitude: -63.59487 } }, attributes: [{ canonicalName: "unittype", value: "apartment" }, { canonicalName: "numberbedrooms", value: "2" }, { canonicalName: "numberbathrooms", value: "15" }, { canonicalName: "areainfeet", value: "910" }, { canonicalName: "numberparkingspots", value: "1" }, { canonicalName: "agreementtype", value: "one-year" }], posterInfo: { posterType: "PROFESSIONAL", name: "Harbourline Property Management" } }, "RealEstateListing:1719322410": { id: "1719322410", price: { amount: 199500 }, location: { address: "2410 Agricola St, Halifax, NS", coordinates: { latitude: 44.65804, longitude: -63.59215 } } } } } }, page: "/v-view-details", buildId: "kj-90" })}
</head><body>
${siteHeader("Kijiji", ["Buy & Sell", "Cars & Vehicles", "Real Estate", "Jobs", "Services", "Pets"], ["Post ad", "My Kijiji"])}
<main class="vip">
${trail(["Home", "Nova Scotia", "Halifax", "City of Halifax", "Real Estate", "For Rent", "Long Term Rentals"])}
<section class="vip-header">
<h1 class="title">North End 2 Bed + 1.5 Bath — Apt. 4B with Balcony &amp; Parking</h1>
<div class="price"><span>$2,350.00</span> <span class="utilities">Utilities Included: Heat, Water</span></div>
<div class="location"><span class="address">Apt. 4B, 5782 Cunard St, Halifax, NS B3K 1C4</span> <a href="#map">View map</a></div>
<div class="posted">Posted 3 days ago · Ad ID 1719483027</div>
</section>
${photos("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1719483027", 14, "Apt. 4B, 5782 Cunard St", "14 photos")}
${grid("Overview", [["Unit Type", "Apartment"], ["Bedrooms", "2"], ["Bathrooms", "1.5"], ["Move-In Date", "January 1, 2026"], ["Agreement Type", "1 Year"], ["Parking Included", "1"], ["Pet Friendly", "Limited"], ["Size (sqft)", "910"], ["Furnished", "No"], ["Air Conditioning", "Yes"], ["Smoking Permitted", "No"]], "overview")}
${pairs("The Unit", [["Laundry (In Unit)", "Yes"], ["Dishwasher", "Yes"], ["Fridge / Freezer", "Yes"], ["Personal Outdoor Space", "Balcony"], ["Storage Space", "Yes"]], "unit")}
<section class="description"><h2>Description</h2>
<p>Bright 4th-floor corner apartment in a 6-storey, 24-unit building built in 2019, on a quiet stretch of Cunard St in the North End — walk to the Common, Agricola St cafés and the Hydrostone. 910 sq ft with two bedrooms, a full bath and a powder room, open kitchen with quartz and stainless, in-suite washer/dryer. 70 sq ft balcony facing the Common. One underground parking spot included (a second spot is $85/month if available), plus a 4 x 6 ft storage locker on P1. Heat and hot water included; tenant pays electricity. Damage deposit $1,175. One-year lease, references required. Contact Harbourline Property Management to book a viewing.</p>
</section>
<div id="map" class="vip-map" data-ad-id="1719483027"></div>
<section class="poster"><h3>Harbourline Property Management</h3><p>Professional · On Kijiji since 2014</p><p>Megan Fraser, Leasing Coordinator · 902-555-0138</p></section>
${office("Harbourline Property Management", ["1801 Hollis St, Suite 700, Halifax, NS B3J 3N4", "902-555-0100"])}
${leadForm("Send a message", "Hi, is Apt. 4B still available? I'd like to book a viewing.", "Send message", "By sending you agree to Kijiji's Terms of Use.")}
${costCalc("Tenant insurance quote", [["Contents", "$30,000"], ["Liability", "$1,000,000"]], "From $19/month", "Offered by a Kijiji partner.")}
${tiles("You may also like", [
  { price: "$1,995.00", facts: "1 Bed · 1 Bath · 640 sqft", line1: "2410 Agricola St", line2: "City of Halifax", href: "/v-apartments-condos/city-of-halifax/1-bed-agricola/1719322410" },
  { price: "$2,675.00", facts: "2 Beds · 2 Baths · 1,050 sqft", line1: "5511 Young St", line2: "City of Halifax", href: "/v-apartments-condos/city-of-halifax/2-bed-young-st/1719410876" },
  { price: "$449,900", facts: "2 Beds · 1 Bath · 870 sqft", line1: "304-6080 Quinpool Rd", line2: "City of Halifax", href: "/v-condo-for-sale/city-of-halifax/304-6080-quinpool/1719388120", badge: "For Sale" },
])}
</main>
${legalFooter("Kijiji", ["About Kijiji", "Posting Policies", "Terms of Use", "Privacy Policy", "Help"], ["Kijiji is a trademark of Adevinta Canada. Ads are posted by users; Kijiji does not verify listings."])}
</body></html>`,
    expected: {
      price: { amount: 2350, period: "month" },
      propertyKind: "condo",
      street: "Apt. 4B, 5782 Cunard St",
      city: "Halifax",
      province: "NS",
      postalCode: "B3K 1C4",
      neighbourhood: "North End",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 910,
      yearBuilt: 2019,
      geo: { lat: 44.65571, lng: -63.59487 },
    },
  },
];
