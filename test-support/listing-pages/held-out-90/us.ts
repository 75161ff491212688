/**
 * Ninetieth held-out corpus, the two US portals Canadian members paste condos from: zillow.com (a Burlington VT
 * condo an hour and a half from Montréal, "APT 4B", with a 3/4 bath, a deeded garage space and a storage unit) and
 * realtor.com (a Sunny Isles Beach FL tower condo whose living area sits beside a total area that counts the
 * balconies). Prices in USD. Addresses, names, phone numbers and numbers are invented; the expected facts were
 * written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { costCalc, grid, leadForm, legalFooter, nextData, office, pairs, photos, schools, siteAgent, siteHeader, table, tagManager, tiles, trail } from "./chrome.ts";

const zillowProperty = {
  zpid: 96418273,
  streetAddress: "210 Lakeview Ter APT 4B",
  city: "Burlington",
  state: "VT",
  zipcode: "05401",
  price: 374900,
  currency: "USD",
  homeStatus: "FOR_SALE",
  homeType: "CONDO",
  bedrooms: 2,
  bathrooms: 2,
  livingArea: 1118,
  livingAreaUnits: "Square Feet",
  yearBuilt: 1987,
  latitude: 44.48612,
  longitude: -73.22077,
  zestimate: 381200,
  rentZestimate: 2340,
  monthlyHoaFee: 412,
  neighborhoodRegion: { name: "Old North End" },
  mlsid: "5032871",
  attributionInfo: { agentName: "Hannah Kowalczyk", agentPhoneNumber: "802-555-0148", brokerName: "Lake & Main Realty", mlsName: "NNEREN", mlsId: "5032871" },
  resoFacts: { bathroomsFull: 1, bathroomsThreeQuarter: 1, bathroomsHalf: 0, garageParkingCapacity: 1, storiesTotal: 4, unitFloor: "4", pricePerSquareFoot: 335, associationFee: "$412 monthly" },
  nearbyHomes: [
    { zpid: 96418190, price: 329000, address: { streetAddress: "210 Lakeview Ter APT 2A" }, latitude: 44.48612, longitude: -73.22077, livingArea: 904 },
    { zpid: 96402215, price: 449500, address: { streetAddress: "38 Manhattan Dr" }, latitude: 44.48951, longitude: -73.22402, livingArea: 1430 },
  ],
};

export const HELD_OUT_90_US: ListingPage[] = [
  {
    name: "ho90-zillow-condo-old-north-end-burlington-vt",
    site: "zillow.com",
    set: "held-out-90",
    traps: "USD; 'APT 4B' after the street; 1 full + 1 three-quarter bath; 1,118 sqft beside a 96 sqft deck, a 5 x 8 ft storage unit and deeded garage space #14; unit floor 4 of 4 in a 28-unit building; the Zestimate and Rent Zestimate; the 2016 sale; a nested gdpClientCache JSON string whose nearby homes carry their own coordinates; Zillow's Premier Agent beside the listing agent; schools",
    pageUrl: "https://www.zillow.com/homedetails/210-Lakeview-Ter-APT-4B-Burlington-VT-05401/96418273_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>210 Lakeview Ter APT 4B, Burlington, VT 05401 | MLS #5032871 | Zillow</title>
<meta name="description" content="210 Lakeview Ter APT 4B, Burlington, VT 05401 is a condo listed for-sale at $374,900. The 1,118 sq. ft. condo is a 2 bed, 2.0 bath unit. View more property details, sales history and Zestimate data on Zillow. MLS # 5032871">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/7c1d0e2a9b55f0c3e8d41a2b6f9e0d17-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="2"><meta property="zillow_fb:baths" content="2.0">
<link rel="canonical" href="https://www.zillow.com/homedetails/210-Lakeview-Ter-APT-4B-Burlington-VT-05401/96418273_zpid/">
${tagManager("GTM-ZW90BTV")}
${nextData({ props: { pageProps: { componentProps: { zpid: 96418273, gdpClientCache: JSON.stringify({ 'ForSaleShopperPlatformFullRenderQuery{"zpid":96418273}': { property: zillowProperty } }) } } }, page: "/homedetails/[...slug]", buildId: "zw-gdp-90" })}
</head><body>
${siteHeader("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent"], ["Manage Rentals", "Advertise", "Help", "Sign In"])}
<main class="ds-container">
${trail(["Vermont", "Burlington", "Old North End", "05401"])}
${photos("https://photos.zillowstatic.com/fp/96418273", 25, "210 Lakeview Ter APT 4B", "See all 25 photos")}
<div class="summary-container">
<span data-testid="price" class="price"><span>$374,900</span></span>
<div class="bed-bath-sqft"><span><strong>2</strong> bd</span><span><strong>2</strong> ba</span><span><strong>1,118</strong> sqft</span></div>
<h1 class="address">210 Lakeview Ter APT 4B, Burlington, VT 05401</h1>
<p class="zestimate">Zestimate<sup>®</sup>: $381,200 · Est. payment: $2,861/mo</p>
<ul class="at-a-glance"><li>Condominium</li><li>Built in 1987</li><li>$335/sqft</li><li>$412/mo HOA</li></ul>
</div>
<section class="overview"><h2>What's special</h2>
<p>Top-floor corner condo in a quiet 28-unit building on the edge of the Old North End, five minutes to Church Street and the bike path along Lake Champlain. Two bedrooms — the primary with a 3/4 bath — plus a full hall bath, an updated kitchen with gas range, and a 96 sq ft deck with a peek of the lake and the Adirondacks. Deeded garage space #14 and a 5 x 8 ft storage unit in the basement. Elevator, coin-free laundry on each floor, pets allowed. A great pied-à-terre for Montréal buyers — 90 minutes from the city.</p>
</section>
${pairs("Facts &amp; features — Interior", [["Bedrooms", "2"], ["Bathrooms", "2"], ["Full bathrooms", "1"], ["3/4 bathrooms", "1"], ["Total interior livable area", "1,118 sqft"], ["Heating", "Hot water, natural gas"], ["Cooling", "Wall unit(s)"], ["Appliances", "Dishwasher, Microwave, Gas Range, Refrigerator"]], "facts-interior")}
${pairs("Property", [["Parking features", "Garage, deeded space #14"], ["Garage spaces", "1"], ["Patio &amp; porch", "Deck (96 sqft)"], ["Other structures", "Storage unit, 5 x 8 ft"], ["View", "Lake, mountain(s)"]], "facts-property")}
${pairs("Construction", [["Home type", "Condo"], ["Property subtype", "Condominium"], ["Year built", "1987"], ["Unit floor", "4"], ["Total stories", "4"], ["Units in building", "28"]], "facts-construction")}
${pairs("Community &amp; HOA", [["HOA fee", "$412 monthly"], ["Services included", "Heat, hot water, insurance, snow removal, trash"], ["Region", "Burlington"], ["Neighborhood", "Old North End"]], "facts-hoa")}
${pairs("Financial &amp; listing details", [["Price per square foot", "$335/sqft"], ["Tax assessed value", "$298,600"], ["Annual tax amount", "$6,912"], ["Date on market", "11/20/2025"], ["Listing agreement", "Exclusive Right To Sell"]], "facts-financial")}
<section class="listing-attribution"><p>Listed by: <span>Hannah Kowalczyk 802-555-0148,</span> <span>Lake &amp; Main Realty 802-555-0100</span></p><p>Source: NNEREN, MLS#: 5032871</p></section>
${table("Price history", ["Date", "Event", "Price", "$/sqft"], [["11/20/2025", "Listed for sale", "$374,900", "$335"], ["6/14/2016", "Sold", "$228,000", "$204"], ["4/2/2016", "Listed for sale", "$234,900", "$210"]], "price-history")}
${table("Public tax history", ["Year", "Property taxes", "Tax assessment"], [["2025", "$6,912", "$298,600"], ["2024", "$6,588", "$291,300"]], "tax-history")}
${costCalc("Monthly payment", [["Home price", "$374,900"], ["Down payment", "20%"], ["Interest rate", "6.41%"], ["HOA fees", "$412"], ["Property taxes", "$576"]], "Est. payment: $2,861/mo", "Zillow Home Loans, LLC. NMLS #10287.")}
${schools("GreatSchools rating", [["Integrated Arts Academy at H.O. Wheeler", "PK-5 · 0.4 mi", "5/10"], ["Hunt Middle School", "6-8 · 1.6 mi", "4/10"], ["Burlington High School", "9-12 · 1.1 mi", "6/10"]])}
${siteAgent("Contact an agent", { name: "Derek Sousa", title: "Premier Agent · Champlain Valley Homes", phone: "802-555-0193" }, "4.9 ★ (112 reviews) · 38 sales last 12 months in Burlington")}
${leadForm("Request a tour", "I am interested in 210 Lakeview Ter APT 4B, Burlington, VT 05401.", "Request a tour", "By proceeding, you consent to receive calls and texts at the number you provided, including marketing by autodialer and prerecorded and artificial voice.")}
${tiles("Nearby homes", [
  { price: "$329,000", facts: "2 bds · 1 ba · 904 sqft", line1: "210 Lakeview Ter APT 2A", line2: "Burlington, VT 05401", href: "/homedetails/210-Lakeview-Ter-APT-2A-Burlington-VT-05401/96418190_zpid/" },
  { price: "$449,500", facts: "3 bds · 2 ba · 1,430 sqft", line1: "38 Manhattan Dr", line2: "Burlington, VT 05401", href: "/homedetails/38-Manhattan-Dr-Burlington-VT-05401/96402215_zpid/" },
])}
</main>
${legalFooter("Zillow, Inc.", ["About", "Zestimates", "Research", "Careers", "Privacy Portal", "Terms of use", "Fair Housing Guide"], ["Zillow, Inc. holds real estate brokerage licenses in multiple states. Information deemed reliable but not guaranteed. Copyright 2025 New England Real Estate Network, Inc."])}
</body></html>`,
    expected: {
      price: { amount: 374900, currency: "USD" },
      propertyKind: "condo",
      street: "210 Lakeview Ter APT 4B",
      city: "Burlington",
      province: "VT",
      postalCode: "05401",
      neighbourhood: "Old North End",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1118,
      yearBuilt: 1987,
      mlsNumber: "5032871",
      listingAgentName: "Hannah Kowalczyk",
      brokerageName: "Lake & Main Realty",
      geo: { lat: 44.48612, lng: -73.22077 },
    },
  },
  {
    name: "ho90-realtor-com-condo-sunny-isles-beach-fl",
    site: "realtor.com",
    set: "held-out-90",
    traps: "USD; 'Unit 1506' after the street; 1,382 sqft living beside 'Total area (incl. balconies) 1,604 sqft' and 222 sqft of balconies; 'Total Bathrooms 3' counting the half bath (2 full, 1 half); the tower's 2005 year, 45 stories and 220 units; valet space and a storage cage; price per sqft, the price cut from $899,000, the 2014 sale and two automated estimates; a monthly payment with HOA; a local agent ad beside the listing agent; the listing's point and other units' points in the Next.js state",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/17201-Collins-Ave-Unit-1506_Sunny-Isles-Beach_FL_33160_M61829-40417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>17201 Collins Ave Unit 1506, Sunny Isles Beach, FL 33160 - Condo for Sale - realtor.com®</title>
<meta name="description" content="View 42 photos for 17201 Collins Ave Unit 1506, Sunny Isles Beach, FL 33160, a 2 bed, 2.5 bath, 1,382 Sq. Ft. condo built in 2005 that is currently listed for sale at $849,000.">
<link rel="canonical" href="https://www.realtor.com/realestateandhomes-detail/17201-Collins-Ave-Unit-1506_Sunny-Isles-Beach_FL_33160_M61829-40417">
${tagManager("GTM-RDC90SIB")}
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "6182940417", listing_id: "2979481653", status: "for_sale", list_price: 849000, last_sold_price: 610000, last_sold_date: "2014-03-21", location: { address: { line: "17201 Collins Ave Unit 1506", unit: "Unit 1506", city: "Sunny Isles Beach", state_code: "FL", postal_code: "33160", coordinate: { lat: 25.93482, lon: -80.12066 } } }, description: { beds: 2, baths: 3, baths_full: 2, baths_half: 1, baths_consolidated: "2.5", sqft: 1382, year_built: 2005, type: "condos", stories: 45, units: 220 }, hoa: { fee: 1476 }, mls: { id: "A11789203", name: "MIAMI" }, advertisers: [{ type: "seller", name: "Valentina Orozco", office: { name: "Oceanline International Realty" } }], estimates: [{ source: "Collateral Analytics", estimate: 822600 }, { source: "Quantarium", estimate: 861300 }] }, nearbyHomes: [{ line: "17201 Collins Ave Unit 2208", list_price: 1125000, coordinate: { lat: 25.93482, lon: -80.12066 } }, { line: "17001 Collins Ave Unit 903", list_price: 699000, coordinate: { lat: 25.93201, lon: -80.12098 } }] } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc-90" })}
</head><body>
${siteHeader("realtor.com®", ["Buy", "Rent", "Sell", "Mortgage", "Find Realtors®", "My Home", "News &amp; Insights"], ["Log in", "Sign up"])}
<main id="main-content">
${trail(["FL", "Miami-Dade County", "Sunny Isles Beach", "33160"])}
${photos("https://ap.rdcpix.com/6182940417", 42, "17201 Collins Ave Unit 1506", "View all 42 photos")}
<section data-testid="ldp-header">
<div class="price-section"><span data-testid="list-price">$849,000</span> <span class="price-cut">Price cut $50,000 (12/9)</span></div>
<ul data-testid="property-meta"><li><span>2</span> bed</li><li><span>2.5</span> bath</li><li><span>1,382</span> sqft</li></ul>
<h1 data-testid="address">17201 Collins Ave Unit 1506, Sunny Isles Beach, FL 33160</h1>
<p class="est-payment">Est. $7,212/mo <a href="#payment">Get pre-approved</a></p>
</section>
<section data-testid="property-description"><h2>Property details</h2>
<p>Direct ocean views from the 15th floor of Solemar, a 45-story, 220-residence tower completed in 2005 on the sand in Sunny Isles Beach. Split 2-bedroom plus powder room: 1,382 sq ft under air and 1,604 sq ft total including two balconies (222 sq ft) — the east balcony faces the Atlantic, the west one the Intracoastal. Marble floors, Italian kitchen, impact glass. One assigned valet parking space and a 4 x 6 ft storage cage on the 3rd floor. Spa, two pools, beach service, 24-hr security. HOA $1,476/month includes cable, internet, water and building insurance. Popular with Canadian snowbirds: rentals allowed twice a year, 30-day minimum.</p>
</section>
${grid("Home highlights", [["Property type", "Condo"], ["Year built", "2005"], ["HOA", "$1,476/mo"], ["Price per sqft", "$614"], ["Garage", "1 valet space"], ["Lot size", "N/A"]], "highlights")}
${pairs("Interior", [["Bedrooms", "2"], ["Total Bathrooms", "3"], ["Full Bathrooms", "2"], ["Half Bathrooms", "1"], ["Living Area", "1,382 sqft"], ["Total Area (incl. balconies)", "1,604 sqft"], ["Balconies", "2 (222 sqft)"], ["Flooring", "Marble"]], "details-interior")}
${pairs("Building and Construction", [["Building Name", "Solemar"], ["Year Built", "2005"], ["Stories", "45"], ["Unit Floor", "15"], ["Total Units", "220"], ["Construction", "Concrete block, reinforced concrete"], ["Storage", "Storage cage, 4 x 6 ft"]], "details-building")}
${pairs("Listing Information", [["Source", "MIAMI (Miami REALTORS®)"], ["MLS ID", "A11789203"], ["Listed by", "Valentina Orozco, Oceanline International Realty"], ["Brokered by", "Oceanline International Realty"], ["Days on realtor.com", "27"]], "details-listing")}
${table("Property history", ["Date", "Event", "Price", "Price/sqft", "Source"], [["12/09/2025", "Price Changed", "$849,000", "$614", "MIAMI"], ["11/12/2025", "Listed", "$899,000", "$650", "MIAMI"], ["03/21/2014", "Sold", "$610,000", "$441", "Public Record"]], "property-history")}
${table("Property tax", ["Year", "Taxes", "Assessment"], [["2024", "$13,402", "$694,830"], ["2023", "$12,877", "$661,410"]], "tax-history")}
<section class="estimates"><h2>Home value estimates</h2><ul><li>Collateral Analytics: $822,600</li><li>Quantarium: $861,300</li></ul><p>Estimates are not appraisals.</p></section>
<section id="payment">${costCalc("Monthly payment", [["Home price", "$849,000"], ["Down payment", "25%"], ["Interest rate", "6.52%"], ["HOA fees", "$1,476"], ["Property tax", "$1,117"], ["Home insurance", "$590"]], "$7,212 per month", "Mortgage estimates provided for information only.")}</section>
${schools("Nearby schools", [["Norman S. Edelcup/Sunny Isles Beach K-8", "K-8 · 0.9 mi", "8/10"], ["Dr. Michael M. Krop Senior High", "9-12 · 3.4 mi", "7/10"]])}
${siteAgent("Connect with a local agent", { name: "Brandon Leclerc-Ortiz", title: "Local expert · Atlantic Shoreline Realty Group", phone: "305-555-0162" }, "Speak French or English? Brandon works with buyers from Québec and Ontario.")}
${leadForm("More about this property", "I am interested in 17201 Collins Ave Unit 1506, Sunny Isles Beach, FL 33160.", "Email agent", "By proceeding, you consent to receive calls and texts from realtor.com and its partners.")}
${office("Oceanline International Realty", ["18851 NE 29th Ave, Suite 700, Aventura, FL 33180", "305-555-0100"])}
${tiles("Similar homes for sale", [
  { price: "$1,125,000", facts: "3 bed · 3 bath · 1,760 sqft", line1: "17201 Collins Ave Unit 2208", line2: "Sunny Isles Beach, FL 33160", href: "/realestateandhomes-detail/17201-Collins-Ave-Unit-2208_Sunny-Isles-Beach_FL_33160_M61829-40533" },
  { price: "$699,000", facts: "2 bed · 2 bath · 1,190 sqft", line1: "17001 Collins Ave Unit 903", line2: "Sunny Isles Beach, FL 33160", href: "/realestateandhomes-detail/17001-Collins-Ave-Unit-903_Sunny-Isles-Beach_FL_33160_M61828-11904" },
])}
</main>
${legalFooter("Move, Inc.", ["About us", "Careers", "Feedback", "Media room", "Ad Choices", "Terms of Use", "Privacy"], ["realtor.com® is operated by Move, Inc., a subsidiary of News Corp. Listing information provided courtesy of Miami REALTORS® MLS. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 849000, currency: "USD" },
      propertyKind: "condo",
      street: "17201 Collins Ave Unit 1506",
      city: "Sunny Isles Beach",
      province: "FL",
      postalCode: "33160",
      bedrooms: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1382,
      yearBuilt: 2005,
      mlsNumber: "A11789203",
      listingAgentName: "Valentina Orozco",
      brokerageName: "Oceanline International Realty",
      geo: { lat: 25.93482, lng: -80.12066 },
    },
  },
];
