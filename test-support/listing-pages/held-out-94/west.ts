/**
 * Ninety-fourth held-out corpus, the West and the Prairies: remax.ca (an industrial bay for lease at a rate per
 * sq ft only, in Calgary's Foothills industrial park), rew.ca (a live/work strata townhouse in Vancouver's Mount
 * Pleasant), point2homes.com (a farm with a U-pick and farm-market business outside Portage la Prairie) and kijiji.ca
 * (an owner's ad for a pizza franchise resale in Saskatoon). Addresses, names, phone numbers and numbers are
 * invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { adviser, calculator, consent, crumbs, dataLayer, dl, footer, grid, inquiry, nextData, office, photos, rail, table, tags, topBar } from "./chrome.ts";

export const HELD_OUT_94_WEST: ListingPage[] = [
  {
    name: "ho94-remax-industrial-bay-lease-calgary-foothills",
    site: "remax.ca",
    set: "held-out-94",
    traps: "lease-only industrial bay at '$14.50 /SF/yr NNN' (a per-sq-ft rate only, so no price; the state blob's listPrice is 14.5) with additional rent $6.85/SF and a lease-cost calculator's monthly total; bay 3,250 sq ft (650 sq ft office included) beside the building's 38,600 sq ft and another bay's 2,980; 22' clear, dock and drive-in, 200 A / 600 V; zoning I-G; building 1981; SIOR agent; RE/MAX's own office and head office; __NEXT_DATA__ with the bay's point and other listings' points",
    pageUrl: "https://www.remax.ca/ab/calgary-real-estate/6-4410-64-avenue-se-wp_id318802144-lst",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>6-4410 64 Avenue SE, Calgary, AB T2C 1P4 | For Lease | A2258813 | RE/MAX Canada</title>
<meta name="description" content="Industrial bay for lease at 6-4410 64 Avenue SE, Calgary. 3,250 SF. $14.50 /SF/yr NNN. MLS® A2258813.">
${tags("GTM-RMX94IND")}
</head><body>
<div id="__next">
${topBar("RE/MAX", ["Buy", "Rent", "Sell", "Commercial", "Find an Agent", "Find an Office", "Blog"], ["Français", "Sign In"])}
<main class="listing-detail">
${crumbs(["Home", "AB", "Calgary", "Foothills", "6-4410 64 Avenue SE"])}
<section class="listing-summary">
<span class="listing-summary__status">For Lease</span>
<div class="listing-summary__price">$14.50 <small>/SF/yr NNN</small></div>
<h1 class="listing-summary__address">6-4410 64 Avenue SE</h1>
<p class="listing-summary__city">Calgary, AB T2C 1P4</p>
<ul class="listing-summary__stats"><li>3,250 SF</li><li>Industrial</li><li>Bay 6 of 10</li></ul>
</section>
${photos("https://remax-listingphotos-ca5.imgix.net/rets-images-calgary-can/A2258813", 11, "6-4410 64 Avenue SE", "11 Photos")}
<section class="listing-description"><h2>Description</h2>
<p>End-cap industrial bay in a well-maintained 10-bay multi-tenant building in Foothills Industrial, minutes to Glenmore Trail, Stoney Trail and the Deerfoot. The bay offers 3,250 SF in total, including approximately 650 SF of finished office (reception, two private offices, washroom and lunchroom) and 2,600 SF of warehouse with 22' clear height, one 8' x 10' dock-height door and one 12' x 14' grade-level drive-in door. 200 amp, 600 volt, 3-phase power (TBV); make-up air unit and floor drain with sump. Zoned I-G (Industrial – General). Base rent $14.50/SF/yr on a net basis; additional rent (operating costs and property taxes) estimated at $6.85/SF for 2025. Available January 1, 2026. Minimum 3-year term.</p>
</section>
${dl("Property Details", [["MLS® #", "A2258813"], ["Transaction", "For Lease"], ["Property Type", "Industrial"], ["Building Type", "Multi-Tenant Industrial"], ["Available Area", "3,250 SF"], ["Office Area", "650 SF (included)"], ["Warehouse Area", "2,600 SF"], ["Building Size", "38,600 SF"], ["Clear Height", "22 ft"], ["Loading", "1 dock, 1 drive-in (12' x 14')"], ["Power", "200 A / 600 V / 3-phase (TBV)"], ["Zoning", "I-G"], ["Year Built", "1981"], ["Lease Rate", "$14.50 /SF/yr"], ["Additional Rent", "$6.85 /SF/yr (2025 est.)"], ["Lease Type", "Net (NNN)"]], "details-list")}
${grid("Availability in this building", ["Bay", "Area", "Rate", "Available"], [["Bay 6", "3,250 SF", "$14.50 /SF/yr", "Jan 1, 2026"], ["Bay 2", "2,980 SF", "$14.00 /SF/yr", "Immediately"]], "availability")}
${calculator("Lease Cost Estimator", [["Area (SF)", "3,250"], ["Base rent ($/SF/yr)", "14.50"], ["Additional rent ($/SF/yr)", "6.85"]], "Estimated total occupancy cost: $69,388/yr · $5,782/mo", "Estimate only. Actual additional rent is reconciled annually by the landlord.")}
<section class="listing-agents"><h2>Listed By</h2>
<div class="agent-card"><p class="agent-card__name">Trevor Oduya, SIOR</p><p class="agent-card__title">Associate Broker, Industrial</p><p class="agent-card__phone">403-555-0163</p></div>
<div class="agent-card__office">RE/MAX Bowridge Commercial</div>
${office("RE/MAX Bowridge Commercial", ["3015 5 Ave NE, Suite 120", "Calgary, AB T2A 6T8", "403-555-0100"])}
</section>
${inquiry("Request Information", "I'm interested in Bay 6 at 4410 64 Avenue SE (MLS® A2258813).", "Send", "By submitting this form you agree to be contacted by a RE/MAX agent.")}
${adviser("Looking for more industrial space?", { name: "Holly Brandt", title: "RE/MAX Commercial Advisor", phone: "1-800-555-0190" }, "Get alerts for new industrial listings across Calgary and area.", "Set up alerts")}
${rail("Similar Listings", [
  { price: "$13.75 /SF/yr", title: "Industrial · For Lease", address: "5, 5520 46 Street SE, Calgary, AB", facts: "4,100 SF", href: "/ab/calgary-real-estate/5-5520-46-street-se-wp_id318799012-lst" },
  { price: "$1,695,000", title: "Industrial Condo · For Sale", address: "112, 7220 Barlow Trail SE, Calgary, AB", facts: "5,400 SF", href: "/ab/calgary-real-estate/112-7220-barlow-trail-se-wp_id318640277-lst" },
])}
</main>
${footer("RE/MAX", ["About RE/MAX", "Careers", "Privacy", "Terms", "Accessibility"], ["Each office independently owned and operated. RE/MAX Canada head office: 100 Bloor St W, Suite 700, Toronto, ON M5S 3A2.", "Listing data supplied by the Calgary Real Estate Board (CREB®)."])}
</div>
${nextData({
  props: {
    pageProps: {
      listing: {
        mlsNum: "A2258813",
        status: "for-lease",
        listPrice: 14.5,
        leaseRateUnit: "SF/yr",
        address: "6-4410 64 Avenue SE",
        city: "Calgary",
        province: "AB",
        postalCode: "T2C 1P4",
        neighbourhood: "Foothills",
        sqFt: 3250,
        buildingSqFt: 38600,
        yearBuilt: 1981,
        listingType: "Industrial",
        lat: 50.98903,
        lng: -113.97871,
        agents: [{ name: "Trevor Oduya", designation: "SIOR", office: "RE/MAX Bowridge Commercial" }],
      },
      similar: [
        { mlsNum: "A2254410", listPrice: 13.75, lat: 50.99602, lng: -114.00315 },
        { mlsNum: "A2249975", listPrice: 1695000, lat: 50.98277, lng: -114.01922 },
      ],
    },
  },
  page: "/[province]/[city]/[slug]",
})}
</body></html>`,
    expected: {
      propertyKind: "commercial",
      street: "6-4410 64 Avenue SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T2C 1P4",
      neighbourhood: "Foothills",
      squareFootage: 3250,
      yearBuilt: 1981,
      mlsNumber: "A2258813",
      listingAgentName: "Trevor Oduya",
      brokerageName: "RE/MAX Bowridge Commercial",
      geo: { lat: 50.98903, lng: -113.97871 },
    },
  },
  {
    name: "ho94-rew-live-work-townhouse-vancouver-mount-pleasant",
    site: "rew.ca",
    set: "held-out-94",
    traps: "live/work strata townhouse zoned IC-3: $1,289,000; '3 Baths' headline beside '2 full, 1 half'; 1,412 sq ft including a 430 sq ft ground-floor studio; 2009; BC assessment $1,241,000 and the 2019 sale at $1,050,000; strata fee; 'Personal Real Estate Corporation' agent; REW's own featured agent; map point in data-attributes",
    pageUrl: "https://www.rew.ca/properties/R3056124/108-250-e-6th-avenue-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>108-250 E 6th Avenue, Vancouver — For Sale @ $1,289,000 | REW</title>
<meta name="description" content="Live/work townhouse in Mount Pleasant VE, Vancouver. 2 bed, 3 bath, 1,412 sqft. MLS® R3056124.">
${tags("GTM-REW94LW")}
${dataLayer({ event: "listing_detail", mls: "R3056124", property_type: "Townhouse", area: "Vancouver East", sub_area: "Mount Pleasant VE" })}
</head><body class="listingpage">
${topBar("REW", ["Buy", "Rent", "Sell", "Sold", "Agents", "Insights", "New Homes"], ["Saved Searches", "Sign In"])}
<main>
${crumbs(["BC", "Vancouver", "Vancouver East", "Mount Pleasant VE"])}
<section class="listingheader">
<div class="listingheader-price">$1,289,000</div>
<h1 class="listingheader-address">108-250 E 6th Avenue</h1>
<div class="listingheader-area">Mount Pleasant VE, Vancouver, BC V5T 1J6</div>
<ul class="listingheader-details"><li>2 Bed</li><li>3 Bath</li><li>1,412 Sqft</li><li>Townhouse</li></ul>
</section>
${photos("https://rew-feed-images.global.ssl.fastly.net/gvr/R3056124", 29, "108-250 E 6th Avenue", "29 Photos")}
<section class="listingdescription"><h2>Description</h2>
<p>Genuine live/work in the Brewery District. This two-level corner townhome has its own street entrance to a 430 sq ft ground-floor studio with 12' ceilings and a roll-up glass door — zoned IC-3, so you can run a design studio, workshop, gallery or small office right at home. Upstairs: open living and kitchen with gas range, two bedrooms, two full baths, and a half bath at the studio level; 1,412 sq ft in total. Concrete construction, built 2009. One secured parking stall and a storage locker. Pets and rentals allowed. Steps to Main Street, the breweries and the future Broadway subway.</p>
</section>
${table("Property Details", [["MLS® Number", "R3056124"], ["Property Type", "Townhouse"], ["Title", "Freehold Strata"], ["Style of Home", "2 Storey, Live/Work"], ["Bedrooms", "2"], ["Bathrooms", "3"], ["Full Baths", "2"], ["Half Baths", "1"], ["Floor Area", "1,412 Sq. Ft."], ["Work Space", "430 Sq. Ft. (included)"], ["Year Built", "2009"], ["Zoning", "IC-3"], ["Strata Maintenance Fees", "$612"], ["Gross Taxes", "$3,918 (2025)"], ["Parking", "1 stall, underground"]], "listingdetails-table")}
${table("Assessment", [["2025 Assessment", "$1,241,000"], ["Land", "$512,000"], ["Improvements", "$729,000"]], "assessment")}
${grid("Sale History", ["Date", "Event", "Price"], [["Oct 2025", "Listed", "$1,289,000"], ["Jun 2019", "Sold", "$1,050,000"], ["Mar 2012", "Sold", "$689,000"]], "salehistory")}
<div class="listingmap" data-lat="49.26618" data-lng="-123.09983" data-mls="R3056124"></div>
${calculator("Mortgage Calculator", [["Price", "$1,289,000"], ["Down Payment", "20%"], ["Rate", "4.64%"], ["Amortization", "25 years"]], "$5,787 / month", "Calculations are estimates only.")}
<section class="listingagent"><h2>Listing Provided By</h2>
<p class="listingagent-name">Priya Sandhu, Personal Real Estate Corporation</p>
<p class="listingagent-brokerage">Eastside Urban Realty Ltd.</p>
<p class="listingagent-phone">604-555-0184</p>
</section>
${office("Eastside Urban Realty Ltd.", ["2418 Main Street", "Vancouver, BC V5T 3E2"])}
${adviser("REW Featured Agent", { name: "Colin Abernathy", title: "Featured Agent · Vancouver East", phone: "604-555-0133" }, "Thinking of buying in Mount Pleasant? I can show you this home and others like it.", "Contact Colin")}
${inquiry("Ask a question", "Hi, I'm interested in 108-250 E 6th Avenue (R3056124).", "Send", "By submitting you agree to REW's Terms of Use and Privacy Policy.")}
${rail("Nearby Listings", [
  { price: "$1,149,000", title: "Townhouse", address: "3-1868 Scotia Street, Vancouver", facts: "2 bd · 2 ba · 1,190 sqft", href: "/properties/R3049981/3-1868-scotia-street-vancouver" },
  { price: "$1,475,000", title: "Townhouse · Live/Work", address: "12-388 E 2nd Avenue, Vancouver", facts: "3 bd · 3 ba · 1,620 sqft", href: "/properties/R3051176/12-388-e-2nd-avenue-vancouver" },
])}
</main>
${footer("Real Estate Wire (REW)", ["About REW", "Contact", "Privacy", "Terms"], ["This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 1289000 },
      propertyKind: "townhouse",
      street: "108-250 E 6th Avenue",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5T 1J6",
      neighbourhood: "Mount Pleasant VE",
      bedrooms: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1412,
      yearBuilt: 2009,
      mlsNumber: "R3056124",
      listingAgentName: "Priya Sandhu",
      brokerageName: "Eastside Urban Realty Ltd.",
      geo: { lat: 49.26618, lng: -123.09983 },
    },
  },
  {
    name: "ho94-point2homes-farm-market-business-portage-la-prairie",
    site: "point2homes.com",
    set: "held-out-94",
    traps: "a farm sold with its U-pick and farm-market business: $1,485,000 and price per acre; 38.50 acres (15.58 ha); '3 + 1' bedrooms and 2 baths in the 1,640 sq ft house beside the 2,400 sq ft market building, 3,000 sq ft greenhouse and a 40 x 60 ft shed; gross sales $310,000; 'Rural Portage la Prairie' neighbourhood; 1978; JSON-LD with geo; the portal's featured agent",
    pageUrl: "https://www.point2homes.com/CA/Farm-For-Sale/MB/Portage-la-Prairie/45061-Road-62-N/122987654.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>45061 Road 62 N, Portage la Prairie, MB, R1N 3B2 - Farm for sale | Point2</title>
<meta name="description" content="Farm for sale at 45061 Road 62 N, Portage la Prairie, Manitoba. 3 beds, 2 baths, 38.5 acres. U-pick and farm market business included. $1,485,000.">
${tags("GTM-P2H94FRM")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "45061 Road 62 N, Portage la Prairie, MB", numberOfRooms: 9, address: { "@type": "PostalAddress", streetAddress: "45061 Road 62 N", addressLocality: "Portage la Prairie", addressRegion: "MB", postalCode: "R1N 3B2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.97912, longitude: -98.34118 } })}
</head><body class="listing-details">
${consent("Point2 uses cookies to improve your experience.", "Got it", "Learn more")}
${topBar("Point2", ["Buy", "Rent", "Commercial", "Farms & Land", "Agents", "Market Trends"], ["Saved", "Sign In"])}
<main>
${crumbs(["Canada", "Manitoba", "Portage la Prairie", "Farms for Sale"])}
<section class="property-header">
<h1 class="address-container">45061 Road 62 N, Portage la Prairie, MB, R1N 3B2</h1>
<div class="price"><span>$1,485,000</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>3 + 1</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,640</strong> Sqft</li><li class="ic-lotsize"><strong>38.50</strong> ac</li></ul>
<div class="property-type">Farm · For Sale</div>
</section>
${photos("https://images.point2.com/listings/122987654", 40, "45061 Road 62 N", "See all 40 photos")}
<section class="description-text"><h2>Description</h2>
<p>A thriving family agri-business on 38.5 acres just 8 minutes east of Portage la Prairie on paved road. Known across the region for its strawberry and Saskatoon-berry U-pick and the seasonal farm market, the operation reported gross sales of $310,000 in 2024. The sale includes the land, buildings, equipment, the market's fixtures and inventory, the website and social accounts, and goodwill. The 2,400 sq ft market building has a commercial kitchen (pies, jams) and walk-in cooler; there is a 3,000 sq ft greenhouse, a 40' x 60' insulated machine shed, irrigation from a licensed dugout, and 24 acres in berries and vegetables. The well-kept 1978 bungalow has 3 bedrooms up, a fourth in the finished basement, 2 full baths and 1,640 sq ft on the main floor. The owners will stay on for one season to train the buyer.</p>
</section>
${dl("Property Details", [["MLS® #", "202524863"], ["Type", "Farm"], ["Farm Type", "Fruit/Vegetable, Agri-tourism"], ["Lot Size", "38.50 ac (15.58 ha)"], ["Cultivated Acres", "24"], ["Bedrooms", "3 + 1"], ["Bathrooms", "2"], ["Living Area", "1,640 sqft"], ["Year Built", "1978"], ["Outbuildings", "Market building 2,400 sqft; greenhouse 3,000 sqft; machine shed 40 x 60 ft"], ["Water", "Well, dugout"], ["Sewer", "Septic field"], ["Heating", "Forced air, propane"], ["Taxes", "$4,120 (2025)"], ["Neighbourhood", "Rural Portage la Prairie"]], "property-details")}
${table("Business Summary", [["Gross Sales (2024)", "$310,000"], ["Seasonal Staff", "12"], ["Season", "June to October"], ["Included", "Equipment, inventory, goodwill"]], "business-summary")}
${table("Price Insights", [["Price per acre", "$38,571"], ["Average farm price in the area", "$895,000"], ["Days on Point2", "21"]], "price-insights")}
${calculator("Monthly Payment", [["Home price", "$1,485,000"], ["Down payment", "25%"], ["Interest rate", "6.20%"], ["Loan term", "25 years"]], "$7,255/mo", "Estimated payment. Farm credit terms may differ.")}
<section class="listing-agent-info"><h2>Listing Agent</h2>
<p class="agent-name">Colleen Dyck</p><p class="agent-role">REALTOR®</p><p class="agent-phone">204-555-0158</p>
<p class="agent-brokerage">Prairie Heritage Realty Ltd.</p>
${office("Prairie Heritage Realty Ltd.", ["24 Saskatchewan Ave E", "Portage la Prairie, MB R1N 0K7"])}
</section>
${adviser("Featured Agent", { name: "Jordan Fehr", title: "Farm & Ranch Specialist — Interlake & Central Plains", phone: "204-555-0126" }, "Get a free consultation about buying farmland in Manitoba.", "Contact Agent")}
${inquiry("Request Info", "I would like more information about 45061 Road 62 N, Portage la Prairie.", "Send", "By submitting, you agree to Point2's Terms of Use.")}
${rail("Similar Farms for Sale", [
  { price: "$965,000", title: "Farm", address: "27112 PR 240, Portage la Prairie, MB", facts: "4 Beds · 2 Baths · 80 ac", href: "/CA/Farm-For-Sale/MB/Portage-la-Prairie/27112-PR-240/122954010.html" },
  { price: "$2,350,000", title: "Farm", address: "Road 70 N, Oakville, MB", facts: "160 ac", href: "/CA/Farm-For-Sale/MB/Oakville/Road-70-N/122930877.html" },
])}
</main>
${footer("Point2", ["About", "Contact", "Privacy", "Terms", "Sitemap"], ["MLS® listing data courtesy of the Manitoba REALTORS® MLS®. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1485000 },
      propertyKind: "farm",
      street: "45061 Road 62 N",
      city: "Portage la Prairie",
      province: "MB",
      postalCode: "R1N 3B2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1640,
      lot: { value: 38.5, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "202524863",
      listingAgentName: "Colleen Dyck",
      brokerageName: "Prairie Heritage Realty Ltd.",
      geo: { lat: 49.97912, lng: -98.34118 },
    },
  },
  {
    name: "ho94-kijiji-business-pizza-franchise-saskatoon",
    site: "kijiji.ca",
    set: "held-out-94",
    traps: "an owner's 'business for sale' ad: $215,000 'plus stock at cost (approx. $14,000)'; annual sales $780,000, franchise transfer fee $12,500, royalty 5% and ad fund 3%, rent $5,900/month plus CAM; 1,600 sq ft premises; no agent, brokerage or MLS (the ad's id only); Apollo state in __NEXT_DATA__ with the price in cents and the ad's point; sponsored and similar ads with their prices",
    pageUrl: "https://www.kijiji.ca/v-business-for-sale/saskatoon/established-pizza-franchise-resale-8th-street-east/1718842093",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Established Pizza Franchise – Resale – 8th Street East | Business for Sale | Saskatoon | Kijiji</title>
<meta name="description" content="Turnkey Crustworks Pizza franchise for sale on 8th Street East. Strong sales, trained staff. $215,000 plus stock.">
<meta property="og:price:amount" content="215000.00"><meta property="og:price:currency" content="CAD">
${tags("GTM-KJJ94BIZ")}
</head><body>
<div id="__next">
${topBar("Kijiji", ["Buy & Sell", "Autos", "Real Estate", "Jobs", "Services", "Pets", "Community"], ["Post ad", "My Kijiji", "Sign In"])}
<main class="vip">
${crumbs(["Home", "Saskatoon", "Buy & Sell", "Business & Industrial", "Business for Sale"])}
<div class="vip-header">
<h1 class="vip-title">Established Pizza Franchise – Resale – 8th Street East</h1>
<div class="vip-price"><span>$215,000.00</span></div>
<div class="vip-location"><span class="address">2310 8th St E, Saskatoon, SK S7H 0V4</span> <a href="#map">View map</a></div>
<div class="vip-date">Posted 3 days ago · Ad ID 1718842093</div>
</div>
${photos("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/1718842093", 8, "Established Pizza Franchise", "8 images")}
<section class="vip-attributes"><h2>Details</h2><ul><li>For Sale By: <strong>Owner</strong></li><li>Condition: <strong>Used</strong></li></ul></section>
<section class="vip-description"><h2>Description</h2>
<p>Selling my Crustworks Pizza franchise location after 7 great years — retiring to the lake! Busy strip-mall unit at 8th Street East with dine-in for 24, pick-up and delivery through all three apps.</p>
<p>• Annual sales approx. $780,000 (FY2024), consistent year over year<br>• 1,600 sq ft unit, lease renewed to 2032, rent $5,900/month plus CAM<br>• Franchise transfer fee $12,500 paid by the buyer; royalty 5% and ad fund 3% of sales<br>• Full training provided by head office and by me for 4 weeks<br>• 2 conveyor ovens (2021), walk-in cooler, 18 staff incl. 2 managers</p>
<p>Asking $215,000 plus stock at cost (approx. $14,000). Proof of funds required before financials are shared; serious inquiries only. No brokers please.</p>
</section>
<section id="map" class="vip-map"><h2>Location</h2><p>2310 8th St E, Saskatoon, SK S7H 0V4</p></section>
<section class="vip-poster"><h2>Posted by</h2><p class="poster-name">Darnell</p><p>Owner · On Kijiji since 2016</p><p>Usually responds within a few hours</p><button type="button">Reveal phone number 306-555-01••</button></section>
${inquiry("Contact Darnell", "Hi, is this still available?", "Send message", "Kijiji never asks for payment to contact a seller. Protect yourself from fraud.")}
${rail("Sponsored", [
  { price: "$8,500.00", title: "Commercial conveyor pizza oven – like new", address: "Saskatoon", facts: "Posted 5 days ago", href: "/v-business-industrial/saskatoon/conveyor-pizza-oven/1718722210", badge: "Top Ad" },
])}
${rail("Similar Ads", [
  { price: "$189,000.00", title: "Pizza franchise for sale – Regina east end", address: "Regina", facts: "Posted 2 weeks ago", href: "/v-business-for-sale/regina/pizza-franchise-for-sale/1717220184" },
  { price: "$349,000.00", title: "Family restaurant with building lease – Warman", address: "Warman", facts: "Posted 1 week ago", href: "/v-business-for-sale/saskatoon/family-restaurant-warman/1718013376" },
  { price: "Please Contact", title: "Coffee shop franchise opportunities", address: "Saskatoon", facts: "Posted 1 month ago", href: "/v-business-for-sale/saskatoon/coffee-franchise/1714930057" },
])}
</main>
${footer("Kijiji", ["About Kijiji", "Help", "Safety Tips", "Terms of Use", "Privacy Policy", "Posting Policies"], ["Kijiji Canada Ltd., 500 King St W, Toronto, ON M5V 1L9"])}
</div>
${nextData({
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "StandardListing:1718842093": {
          id: "1718842093",
          title: "Established Pizza Franchise – Resale – 8th Street East",
          categoryId: 166,
          price: { __typename: "StandardAmountPrice", amount: 21500000, currency: "CAD" },
          location: { address: "2310 8th St E, Saskatoon, SK S7H 0V4", name: "Saskatoon", coordinates: { latitude: 52.11618, longitude: -106.61392 } },
          attributes: { forsaleby: "ownr" },
          posterInfo: { posterId: "8812047", name: "Darnell", sellerType: "FSBO" },
        },
        "StandardListing:1717220184": { id: "1717220184", price: { amount: 18900000 }, location: { name: "Regina", coordinates: { latitude: 50.45218, longitude: -104.57063 } } },
      },
    },
  },
  page: "/v-view-details",
})}
</body></html>`,
    expected: {
      price: { amount: 215000 },
      propertyKind: "business",
      street: "2310 8th St E",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7H 0V4",
      squareFootage: 1600,
      geo: { lat: 52.11618, lng: -106.61392 },
    },
  },
];
