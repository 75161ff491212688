/**
 * Eightieth held-out corpus, Ontario and BC condo sites: zolo.ca (a "1503 - 3345 Amberlea Gate" rental in
 * Mississauga), housesigma.com (a loft penthouse "PH 05 - 52 Sumach Mews" in Toronto), condos.ca (a stacked townhouse
 * "112 - 18 Foundry Mews" in Toronto) and rew.ca (a Yaletown suite "#3202 1555 Seaview Walk" in Vancouver). Each
 * carries its building's facts and other units of the same building. Addresses, names, phone numbers and numbers are
 * invented; the expected facts were written before any extractor ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import {
  buildingBox,
  buildingUnits,
  calculator,
  consent,
  crumbs,
  gallery,
  gtm,
  header,
  leadForm,
  nextData,
  roster,
  similar,
  siteFooter,
  windowState,
} from "./chrome.ts";

export const HELD_OUT_80_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho80-zolo-rental-1503-amberlea-gate-mississauga",
    site: "zolo.ca",
    set: "held-out-80",
    traps: "a lease at '$2,750/mo' for '1503 - 3345 Amberlea Gate' ('Suite 1503' in the remarks) with 'Beds 1+1' and 'Size 600-699'; the owner-paid 'Maint Fees $548' and taxes; parking 'P2 #214' and locker 'Level 4 #77'; the building card (Amberlea Residences, 2019, 42 storeys, 388 units); other units in the building for sale (#2208 at $619,000), for rent and sold; a Zolo rent estimate; brokerage only, no agent, beside Zolo's own agent card; JSON-LD with geo",
    pageUrl: "https://www.zolo.ca/mississauga-real-estate/3345-amberlea-gate/1503",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1503 - 3345 Amberlea Gate, Mississauga — For Lease @ $2,750 | Zolo.ca</title>
<meta name="description" content="1503 - 3345 Amberlea Gate, Mississauga, ON L5B 0J4 for lease. 1+1 bed, 1 bath condo apartment in City Centre. MLS® W12640318. $2,750/month.">
<meta property="og:title" content="1503 - 3345 Amberlea Gate, Mississauga — For Lease @ $2,750">
<meta property="og:image" content="https://photos.zolo.ca/3345-amberlea-gate-1503-mississauga-W12640318-1.jpg">
<link rel="canonical" href="https://www.zolo.ca/mississauga-real-estate/3345-amberlea-gate/1503">
${ld({ "@context": "http://schema.org", "@type": "Apartment", name: "1503 - 3345 Amberlea Gate", address: { "@type": "PostalAddress", streetAddress: "1503 - 3345 Amberlea Gate", addressLocality: "Mississauga", addressRegion: "ON", postalCode: "L5B 0J4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.58842, longitude: -79.64177 }, numberOfRooms: 4 })}
${gtm("GTM-ZOLO80")}
</head><body>
${consent("Zolo")}
${header("Zolo", ["Buy", "Rent", "Sell", "Sold", "Condos", "Agents", "Blog"])}
<main class="listing-page">
${crumbs(["Home", "ON", "Mississauga", "City Centre", "3345 Amberlea Gate", "1503"])}
<section class="listing-location"><h1 class="address text-2xl">1503 - 3345 Amberlea Gate</h1><div class="area">City Centre, Mississauga, ON L5B 0J4</div></section>
<section class="listing-price"><div class="price"><span class="priv">$2,750</span><span>/mo</span></div><div class="status">For Lease</div><div class="zolo-estimate">Zolo Rent Estimate: $2,690/mo</div></section>
<ul class="list-unstyled listing-meta"><li><span>Beds</span> <span class="priv">1+1</span></li><li><span>Baths</span> <span class="priv">1</span></li><li><span>Size</span> <span class="priv">600-699 sqft</span></li></ul>
${gallery("https://photos.zolo.ca/3345-amberlea-gate-1503-mississauga-W12640318", 20, "1503 - 3345 Amberlea Gate")}
<section class="section-listing-content"><h2>Description</h2>
<div class="section-listing-content-pad"><p>Suite 1503 at Amberlea Residences: a bright one-bedroom plus den facing south-west over the city centre, with 9 ft ceilings, laminate floors, a kitchen with stainless appliances and quartz, a den big enough for a desk and a 4-piece bath. One underground parking space (P2 #214) and one locker (Level 4 #77) included. Tenant pays hydro; water and heat included. Steps to Square One, the transit terminal and the Hurontario LRT. Available January 15. Credit check, employment letter and references required.</p></div>
</section>
<section class="section-listing-content"><h2>Property Details</h2>
<dl class="column-container">
<div class="column"><dt class="column-label">Type</dt><dd class="column-value">Condo Apt</dd></div>
<div class="column"><dt class="column-label">Style</dt><dd class="column-value">Apartment</dd></div>
<div class="column"><dt class="column-label">Bedrooms</dt><dd class="column-value">1 + 1</dd></div>
<div class="column"><dt class="column-label">Bathrooms</dt><dd class="column-value">1</dd></div>
<div class="column"><dt class="column-label">Size</dt><dd class="column-value">600-699 sqft</dd></div>
<div class="column"><dt class="column-label">Exposure</dt><dd class="column-value">SW</dd></div>
<div class="column"><dt class="column-label">Parking</dt><dd class="column-value">1, Underground, P2 #214</dd></div>
<div class="column"><dt class="column-label">Locker</dt><dd class="column-value">Owned, Level 4 #77</dd></div>
<div class="column"><dt class="column-label">Maint Fees</dt><dd class="column-value">$548 (paid by owner)</dd></div>
<div class="column"><dt class="column-label">Taxes</dt><dd class="column-value">$2,964 / 2025</dd></div>
<div class="column"><dt class="column-label">Lease Term</dt><dd class="column-value">12 Months</dd></div>
<div class="column"><dt class="column-label">Furnished</dt><dd class="column-value">No</dd></div>
<div class="column"><dt class="column-label">MLS®#</dt><dd class="column-value">W12640318</dd></div>
</dl>
</section>
${buildingBox("Amberlea Residences", [["Address", "3345 Amberlea Gate, Mississauga"], ["Built", "2019"], ["Storeys", "42"], ["Units", "388"], ["Developer", "Northgate Urban Homes"], ["Amenities", "Concierge, Gym, Indoor Pool, Party Room, Guest Suites, Rooftop Terrace"], ["Management", "Crestline Property Management, 77 City Centre Drive, Suite 600, Mississauga, ON L5B 1M5"]])}
${buildingUnits("Units for sale and rent in this building", ["Unit", "Status", "Price", "Beds", "Size"], [
  { unit: "2208 - 3345 Amberlea Gate", status: "For Sale", price: "$619,000", beds: "2", size: "800-899 sqft", href: "/mississauga-real-estate/3345-amberlea-gate/2208" },
  { unit: "908 - 3345 Amberlea Gate", status: "For Lease", price: "$2,450/mo", beds: "1", size: "500-599 sqft", href: "/mississauga-real-estate/3345-amberlea-gate/908" },
  { unit: "1104 - 3345 Amberlea Gate", status: "Sold", price: "$538,000", beds: "1+1", size: "600-699 sqft", href: "/mississauga-real-estate/3345-amberlea-gate/1104" },
])}
<p class="listing-brokerage">Listed by Square One Gateway Realty Inc., Brokerage</p>
<aside class="zolo-agent-card"><h3>Questions? Ask a Zolo agent</h3><p class="agent-name">Hana Sokolov</p><p class="agent-title">Sales Representative, Zolo Realty, Brokerage</p>${leadForm("Book a viewing", "I'd like to see 1503 - 3345 Amberlea Gate.", "Request viewing")}</aside>
${similar("Similar rentals near City Centre", [
  { price: "$2,600/mo", address: "2711 - 4070 Confederation Row", place: "Mississauga", facts: "1+1 bd · 1 ba · 600-699 sqft", href: "/mississauga-real-estate/4070-confederation-row/2711" },
  { price: "$2,950/mo", address: "1809 - 210 Burnhamthorpe Crossing", place: "Mississauga", facts: "2 bd · 2 ba · 700-799 sqft", href: "/mississauga-real-estate/210-burnhamthorpe-crossing/1809" },
])}
</main>
${siteFooter(["Zolo Realty, Brokerage, 1 Adelaide St E, Toronto, ON M5C 2V9.", "The listing data is provided under copyright by the Toronto Regional Real Estate Board; deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 2750, period: "month" },
      propertyKind: "condo",
      street: "1503 - 3345 Amberlea Gate",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5B 0J4",
      neighbourhood: "City Centre",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      yearBuilt: 2019,
      mlsNumber: "W12640318",
      brokerageName: "Square One Gateway Realty Inc., Brokerage",
      geo: { lat: 43.58842, lng: -79.64177 },
    },
  },
  {
    name: "ho80-housesigma-loft-ph-05-sumach-mews-toronto",
    site: "housesigma.com",
    set: "held-out-80",
    traps: "a loft penthouse 'PH 05 - 52 Sumach Mews' ('PH05' in the state and 'Penthouse 5' in the remarks); '1200-1399 feet²' band beside the building's 96 units and 8 storeys; 'Maintenance $1,104'; parking 'Level B #22' and locker '#P-9'; exposure row; the building's year 2004 only in the building card; a SigmaEstimate; the building's recent sales (#402 sold $865,000, a PH 02 lease) with their own sizes; HouseSigma's own listing id in the URL; brokerage only; the map point in the SPA state beside the building's other transactions",
    pageUrl: "https://housesigma.com/on/toronto-real-estate/ph-05-52-sumach-mews/home/pZ4mKw8vXq2nRbL1/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PH 05 - 52 Sumach Mews, Toronto, ON M5A 3V1 - C12622719 | HouseSigma</title>
<meta name="description" content="PH 05 - 52 Sumach Mews, Toronto, Condo Apt for sale at $1,388,000. 2 bedrooms, 2 bathrooms, Moss Park. See sold history and the SigmaEstimate.">
<meta property="og:title" content="PH 05 - 52 Sumach Mews, Toronto | HouseSigma">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/719/C12622719.jpg">
<link rel="canonical" href="https://housesigma.com/on/toronto-real-estate/ph-05-52-sumach-mews/home/pZ4mKw8vXq2nRbL1/">
${gtm("GTM-HSG80")}
</head><body>
<div id="app">
${header("HouseSigma", ["Map Search", "Market Trends", "Agents", "Tools", "Blog", "Sign in"])}
<main class="listing-page">
${crumbs(["Home", "Ontario", "Toronto", "Moss Park", "52 Sumach Mews", "PH 05"])}
<section class="listing-top">
<h1 class="address">PH 05 - 52 Sumach Mews</h1>
<p class="municipality">Toronto, ON M5A 3V1</p>
<div class="price-area"><span class="label">Listed for</span> <span class="price">$1,388,000</span></div>
<div class="sigma-estimate"><span class="label">SigmaEstimate</span> <span class="value">$1,342,000</span> <span class="date">Dec 2025</span></div>
<p class="listing-id">MLS® C12622719</p>
</section>
${gallery("https://cache.housesigma.com/Live/photos/FULL/1/719/C12622719", 32, "PH 05 - 52 Sumach Mews")}
<section class="key-facts"><h2>Key Facts</h2>
<table class="key-facts-table"><tbody>
<tr><th>Property Type</th><td>Condo Apt</td></tr>
<tr><th>Style</th><td>Loft</td></tr>
<tr><th>Community</th><td>Moss Park</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Size</th><td>1200-1399 feet²</td></tr>
<tr><th>Maintenance</th><td>$1,104 / month</td></tr>
<tr><th>Exposure</th><td>S</td></tr>
<tr><th>Parking</th><td>1, Owned, Level B #22</td></tr>
<tr><th>Locker</th><td>Owned, #P-9</td></tr>
<tr><th>Tax</th><td>$5,904 / 2025</td></tr>
<tr><th>Listing Brokerage</th><td>Corktown Loft Realty Inc., Brokerage</td></tr>
</tbody></table>
</section>
<section class="description"><h2>Description</h2>
<p>Penthouse 5 at the Sumach Lofts: a two-level penthouse loft with 16 ft ceilings, exposed concrete columns, a south-facing 320 sq ft private terrace with a gas line and CN Tower views. Two bedrooms (the primary on the mezzanine with a 5-piece ensuite), a second 3-piece bath, a Scavolini kitchen and oak floors. Owned parking (Level B #22) and a locker (#P-9). The boutique eight-storey building has 96 units, a gym, a party room and a landscaped courtyard. Property management: Riverside Condominium Services, 455 King Street East, Suite 12, Toronto, ON M5A 1L6.</p>
</section>
${buildingBox("Building: The Sumach Lofts", [["Address", "52 Sumach Mews"], ["Year Built", "2004"], ["Storeys", "8"], ["Units", "96"], ["Corp #", "TSCC 1688"], ["Amenities", "Gym, Party Room, Courtyard, Visitor Parking"], ["Avg. Maintenance", "$0.86 / sqft"]])}
${buildingUnits("Recent transactions at 52 Sumach Mews", ["Unit", "Event", "Price", "Beds", "Size"], [
  { unit: "402 - 52 Sumach Mews", status: "Sold Aug 2025", price: "$865,000", beds: "1+1", size: "800-899 feet²", href: "/on/toronto-real-estate/402-52-sumach-mews/home/Lq8vB2mXw9aR4kZp/" },
  { unit: "611 - 52 Sumach Mews", status: "For Sale", price: "$949,000", beds: "2", size: "900-999 feet²", href: "/on/toronto-real-estate/611-52-sumach-mews/home/Nc3jT7pYv1dK8sWe/" },
  { unit: "PH 02 - 52 Sumach Mews", status: "Leased Oct 2025", price: "$4,600/mo", beds: "2", size: "1200-1399 feet²", href: "/on/toronto-real-estate/ph-02-52-sumach-mews/home/Rb5wE9kHq2zM6tYa/" },
])}
${roster("HouseSigma Agents in Toronto East", [{ name: "Owen Achterberg", title: "HouseSigma Realty Inc., Brokerage", phone: "416-555-0122" }, { name: "Lucía Bermúdez", title: "HouseSigma Realty Inc., Brokerage", phone: "416-555-0186" }])}
${calculator("Mortgage Payment", [["Home price", "$1,388,000"], ["Down payment", "20%"], ["Rate", "4.64%"], ["Amortization", "30 years"]], "Monthly: $5,712 + maintenance $1,104")}
</main>
</div>
${windowState("__INITIAL_STATE__", { listing: { id_listing: "pZ4mKw8vXq2nRbL1", ml_num: "C12622719", price: 1388000, address: "PH05 - 52 Sumach Mews", unit: "PH05", municipality_name: "Toronto", community_name: "Moss Park", province: "ON", postal_code: "M5A 3V1", house_type_name: "Condo Apt", bedroom_string: "2", washroom: 2, house_area: { text: "1200-1399", unit: "feet" }, maintenance: 1104, map: { lat: 43.65488, lon: -79.35802 }, brokerage_text: "Corktown Loft Realty Inc., Brokerage" }, estimate: { value: 1342000 }, building: { name: "The Sumach Lofts", year_built: 2004, storeys: 8, units: 96, transactions: [{ unit: "402", sold: 865000, lat: 43.65488, lon: -79.35802 }, { unit: "PH02", leased: 4600 }] } })}
${siteFooter(["HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4.", "The data relating to real estate on this website comes in part from the MLS® System of the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1388000 },
      propertyKind: "condo",
      street: "PH 05 - 52 Sumach Mews",
      city: "Toronto",
      province: "ON",
      postalCode: "M5A 3V1",
      neighbourhood: "Moss Park",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1200,
      yearBuilt: 2004,
      mlsNumber: "C12622719",
      brokerageName: "Corktown Loft Realty Inc., Brokerage",
      geo: { lat: 43.65488, lng: -79.35802 },
    },
  },
  {
    name: "ho80-condosca-stacked-town-112-foundry-mews-toronto",
    site: "condos.ca",
    set: "held-out-80",
    traps: "a stacked townhouse (Condo Townhouse, style 'Stacked Townhouse') '112 - 18 Foundry Mews' with '2+1 Bed' and '3 Bath' while the washroom rows list two 4pc and a 2pc; '1000-1199 sqft' band beside the complex's 142 units, 4 storeys and the building's average $/sqft; maintenance '$418.67'; parking 'P1 #47' and an ensuite locker; exposure 'W'; other units in the complex for sale and for rent, a sold unit; an estimated value; brokerage only; coordinates in __NEXT_DATA__ beside other units' pins",
    pageUrl: "https://condos.ca/toronto/foundry-mews-towns-18-foundry-mews/unit-112-W12631077",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>112 - 18 Foundry Mews, Toronto | For Sale $829,000 | Condos.ca</title>
<meta name="description" content="Stacked townhouse for sale at Foundry Mews Towns, 112 - 18 Foundry Mews, Toronto. 2+1 bed, 3 bath, 1000-1199 sqft. MLS® W12631077.">
<meta property="og:title" content="112 - 18 Foundry Mews — Foundry Mews Towns | Condos.ca">
<meta property="og:image" content="https://condos-media.ca/listings/W12631077/1.jpg">
<link rel="canonical" href="https://condos.ca/toronto/foundry-mews-towns-18-foundry-mews/unit-112-W12631077">
${gtm("GTM-CDS80")}
</head><body>
<div id="__next">
${consent("Condos.ca")}
${header("Condos.ca", ["Buy", "Rent", "Sold", "Buildings", "Neighbourhoods", "Agents"])}
<main class="listing-page">
${crumbs(["Toronto", "Downsview-Roding-CFB", "Foundry Mews Towns", "Unit 112"])}
<div class="listing-header">
<h1 class="styles___AddressTitle">112 - 18 Foundry Mews</h1>
<p class="styles___Neighbourhood">Downsview-Roding-CFB, Toronto, ON M3K 0E2</p>
<div class="styles___Price">$829,000</div>
<ul class="styles___Specs"><li>2+1 Bed</li><li>3 Bath</li><li>1000-1199 sqft</li><li>1 Parking</li></ul>
<div class="styles___Estimate">Estimated value: $812,000 – $846,000</div>
</div>
${gallery("https://condos-media.ca/listings/W12631077", 28, "112 - 18 Foundry Mews")}
<section class="styles___Details"><h2>Unit Details</h2>
<dl>
<dt>Property Type</dt><dd>Condo Townhouse</dd>
<dt>Style</dt><dd>Stacked Townhouse</dd>
<dt>Bedrooms</dt><dd>2+1</dd>
<dt>Washrooms</dt><dd>3 (4pc Upper, 4pc Upper, 2pc Main)</dd>
<dt>Size</dt><dd>1000-1199 sqft</dd>
<dt>Exposure</dt><dd>W</dd>
<dt>Maintenance Fees</dt><dd>$418.67</dd>
<dt>Parking</dt><dd>Owned, Underground, P1 #47</dd>
<dt>Locker</dt><dd>Ensuite</dd>
<dt>Taxes</dt><dd>$3,441 (2025)</dd>
<dt>MLS®</dt><dd>W12631077</dd>
</dl>
</section>
<section class="styles___Description"><h2>About this unit</h2>
<p>Upper two-storey stacked town at Foundry Mews Towns with a west-facing 210 sq ft rooftop terrace. Open-concept main floor with a powder room, two bedrooms up with a 4-piece ensuite and a second 4-piece bath, plus a den off the landing. Underground parking P1 #47 and an ensuite storage room. Built in 2017 by Wexford Lane Homes: 142 stacked units across four-storey blocks around a landscaped courtyard, two minutes to Downsview Park station. Management: Pivot Residential Management, 3500 Dufferin Street, Unit 8, Toronto, ON M3K 1N2.</p>
</section>
${buildingBox("Foundry Mews Towns", [["Address", "18 Foundry Mews, Toronto"], ["Built", "2017"], ["Storeys", "4"], ["Units", "142"], ["Avg. price / sqft", "$731"], ["Avg. maintenance / sqft", "$0.39"], ["Amenities", "Courtyard, Bike Storage, Visitor Parking, Playground"]])}
${buildingUnits("Listings in Foundry Mews Towns", ["Unit", "Status", "Price", "Beds", "Size"], [
  { unit: "Unit 207", status: "For Sale", price: "$769,000", beds: "2", size: "900-999 sqft", href: "/toronto/foundry-mews-towns-18-foundry-mews/unit-207-W12619430" },
  { unit: "Unit 104", status: "For Rent", price: "$3,150/mo", beds: "2+1", size: "1000-1199 sqft", href: "/toronto/foundry-mews-towns-18-foundry-mews/unit-104-W12628815" },
  { unit: "Unit 115", status: "Sold", price: "$801,500", beds: "2+1", size: "1000-1199 sqft", href: "/toronto/foundry-mews-towns-18-foundry-mews/unit-115-W12588102" },
])}
<p class="styles___Brokerage">Listing provided by Downsview Park Realty Inc., Brokerage</p>
${leadForm("Book a showing", "I'd like to book a showing for 112 - 18 Foundry Mews.", "Request showing")}
${similar("Similar nearby", [
  { price: "$849,900", address: "TH 9 - 40 Airfield Common", place: "Toronto", facts: "2+1 bd · 3 ba · 1000-1199 sqft", href: "/toronto/airfield-common/unit-th9-W12624771" },
  { price: "$699,000", address: "305 - 2 Hangar Lane", place: "Toronto", facts: "2 bd · 2 ba · 800-899 sqft", href: "/toronto/hangar-lane/unit-305-W12617780" },
])}
</main>
</div>
${nextData({ props: { pageProps: { listing: { mls: "W12631077", price: 829000, address: "112 - 18 Foundry Mews", unit: "112", city: "Toronto", neighbourhood: "Downsview-Roding-CFB", postal: "M3K 0E2", type: "Condo Townhouse", style: "Stacked Townhouse", beds: "2+1", baths: 3, sqftRange: "1000-1199", maintenance: 418.67, lat: 43.74312, lng: -79.47866, brokerage: "Downsview Park Realty Inc., Brokerage" }, building: { name: "Foundry Mews Towns", yearBuilt: 2017, storeys: 4, units: 142 }, mapPins: [{ mls: "W12619430", lat: 43.74312, lng: -79.47866 }, { mls: "W12624771", lat: 43.74705, lng: -79.48231 }] } }, page: "/[city]/[building]/[unit]", buildId: "cds-81b3c4" })}
${siteFooter(["Condos.ca · Condos.ca Realty Inc., Brokerage, 1 University Ave, Toronto, ON M5J 2P1.", "Listing data © Toronto Regional Real Estate Board, deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 829000 },
      propertyKind: "townhouse",
      street: "112 - 18 Foundry Mews",
      city: "Toronto",
      province: "ON",
      postalCode: "M3K 0E2",
      neighbourhood: "Downsview-Roding-CFB",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1000,
      yearBuilt: 2017,
      mlsNumber: "W12631077",
      brokerageName: "Downsview Park Realty Inc., Brokerage",
      geo: { lat: 43.74312, lng: -79.47866 },
    },
  },
  {
    name: "ho80-rew-suite-3202-seaview-walk-vancouver",
    site: "rew.ca",
    set: "held-out-80",
    traps: "'#3202 1555 Seaview Walk' in Yaletown with 1,104 sq ft beside the Meridian's 36 storeys and 290 units; strata fee '$742.18'; two parking stalls (#P2-114, #P2-115) and storage locker #88; 'Exposure: South-West'; the agent with 'PREC*'; BC assessment; other listings in the building (#1205, #PH1 and a #2801 rental) with prices and sizes; the strata management office on West Hastings with its own postal code; JSON-LD with geo",
    pageUrl: "https://www.rew.ca/properties/R3051287/3202-1555-seaview-walk-vancouver",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>#3202 1555 Seaview Walk, Vancouver, BC, V6Z 0B1 | R3051287 | REW</title>
<meta name="description" content="#3202 1555 Seaview Walk, Vancouver - $1,598,000. 2 bed, 2 bath, 1,104 sqft apartment in Yaletown. MLS® R3051287.">
<meta property="og:title" content="#3202 1555 Seaview Walk, Vancouver, BC | REW">
<meta property="og:image" content="https://img.rew.ca/listings/R3051287/1.jpg">
<link rel="canonical" href="https://www.rew.ca/properties/R3051287/3202-1555-seaview-walk-vancouver">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "#3202 1555 Seaview Walk, Vancouver", address: { "@type": "PostalAddress", streetAddress: "#3202 1555 Seaview Walk", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6Z 0B1", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.27391, longitude: -123.12244 } })}
${gtm("GTM-REW80")}
</head><body>
${consent("REW")}
${header("REW", ["Buy", "Rent", "Sold", "New Homes", "Agents", "Insights"])}
<main class="listingpage">
${crumbs(["BC", "Vancouver", "Yaletown", "1555 Seaview Walk", "#3202"])}
<header class="listingheader">
<h1 class="listingheader-address">#3202 1555 Seaview Walk</h1>
<p class="listingheader-place">Yaletown, Vancouver, BC V6Z 0B1</p>
<div class="listingheader-price">$1,598,000</div>
<ul class="listingheader-details"><li>2 Bed</li><li>2 Bath</li><li>1,104 Sqft</li><li>Built 2009</li></ul>
</header>
${gallery("https://img.rew.ca/listings/R3051287", 36, "#3202 1555 Seaview Walk")}
<section class="listingdescription"><h2>Description</h2>
<p>Sub-penthouse living at The Meridian. This 32nd-floor corner home has 1,104 sq ft with 2 bedrooms and 2 full bathrooms, floor-to-ceiling windows on two sides and a 160 sq ft balcony facing south-west over False Creek. Miele and Sub-Zero appliances, engineered oak, air conditioning. Two side-by-side parking stalls (#P2-114 and #P2-115) and storage locker #88. The Meridian (2009) is a 36-storey concrete tower of 290 homes with a 24-hour concierge, pool, hot tub, gym and theatre. Strata managed by Pacific Crest Strata Services, 1188 West Hastings Street, Suite 900, Vancouver, BC V6E 4A2. Pets and rentals allowed.</p>
</section>
<section class="listingoverview"><h2>Overview</h2>
<table class="listingoverview-table"><tbody>
<tr><th>Property Type</th><td>Apartment/Condo</td></tr>
<tr><th>Title</th><td>Freehold Strata</td></tr>
<tr><th>Area</th><td>Vancouver West</td></tr>
<tr><th>Sub-Area</th><td>Yaletown</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2 (2 full)</td></tr>
<tr><th>Floor Area</th><td>1,104 Sq. Ft.</td></tr>
<tr><th>Year Built</th><td>2009</td></tr>
<tr><th>Exposure</th><td>South-West</td></tr>
<tr><th>Strata Fee</th><td>$742.18</td></tr>
<tr><th>Parking</th><td>Garage Underground (2)</td></tr>
<tr><th>Locker</th><td>Yes</td></tr>
<tr><th>Storeys in Building</th><td>36</td></tr>
<tr><th>Units in Development</th><td>290</td></tr>
<tr><th>Gross Taxes</th><td>$4,212.60 (2025)</td></tr>
<tr><th>MLS®</th><td>R3051287</td></tr>
</tbody></table>
</section>
<section class="assessment"><h2>BC Assessment</h2><p>2025 assessed value: $1,512,000 (land $402,000, improvements $1,110,000)</p></section>
${buildingUnits("Other listings at The Meridian, 1555 Seaview Walk", ["Unit", "Status", "Price", "Beds", "Sqft"], [
  { unit: "#1205 1555 Seaview Walk", status: "For Sale", price: "$879,000", beds: "1", size: "640", href: "/properties/R3049901/1205-1555-seaview-walk-vancouver" },
  { unit: "#PH1 1555 Seaview Walk", status: "For Sale", price: "$4,280,000", beds: "3", size: "2,480", href: "/properties/R3052240/ph1-1555-seaview-walk-vancouver" },
  { unit: "#2801 1555 Seaview Walk", status: "For Rent", price: "$4,200/mo", beds: "2", size: "1,010", href: "/rentals/2801-1555-seaview-walk-vancouver" },
])}
<section class="listingagent"><h2>Listed by</h2>
<div class="agentcard"><p class="agentcard-name">Marcus Lee PREC*</p><p class="agentcard-brokerage">Harbourline Realty Ltd.</p><p class="agentcard-phone">604-555-0117</p></div>
${leadForm("Contact the listing agent", "I'm interested in #3202 1555 Seaview Walk.", "Send")}
</section>
${calculator("Mortgage Calculator", [["Price", "$1,598,000"], ["Down payment", "$319,600"], ["Rate", "4.69%"], ["Amortization", "25 years"]], "Monthly payment: $7,211")}
${similar("Similar homes in Yaletown", [
  { price: "$1,449,000", address: "#2605 1280 Marina Row", place: "Vancouver", facts: "2 bd · 2 ba · 1,052 sqft", href: "/properties/R3048716/2605-1280-marina-row-vancouver" },
  { price: "$1,725,000", address: "#3001 501 Pacific Mews", place: "Vancouver", facts: "2 bd · 2 ba · 1,188 sqft", href: "/properties/R3050032/3001-501-pacific-mews-vancouver" },
])}
</main>
${siteFooter(["REW.ca is operated by Real Estate Wire Inc., 1200 West Pender Street, Vancouver, BC V6E 2S9.", "This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS® which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 1598000 },
      propertyKind: "condo",
      street: "#3202 1555 Seaview Walk",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6Z 0B1",
      neighbourhood: "Yaletown",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1104,
      yearBuilt: 2009,
      mlsNumber: "R3051287",
      listingAgentName: "Marcus Lee",
      brokerageName: "Harbourline Realty Ltd.",
      geo: { lat: 49.27391, lng: -123.12244 },
    },
  },
];
