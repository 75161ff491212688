/**
 * Seventy-third held-out corpus, Ontario and BC portals: zolo.ca (a basement apartment for lease in Vaughan's Maple),
 * housesigma.com (a Port Credit condo for lease with the unit's earlier leases and sale), condos.ca (a Leslieville loft
 * condo for rent with the building's units for sale beside it) and rew.ca (an East Vancouver laneway house for rent
 * from a property manager). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { analytics, cards, consent, contactForm, crumbs, footer, gallery, gtm, header, jsonBlob, nextData, tenantTips, windowState } from "./chrome.ts";

export const HELD_OUT_73_ONTARIO_BC: ListingPage[] = [
  {
    name: "ho73-zolo-basement-lease-maple-vaughan",
    site: "zolo.ca",
    set: "held-out-73",
    traps:
      "a Zolo basement apartment for lease: 'Bsmt - 27 Larkspur Court' as the address; '$1,850/mo' with the tenant paying 30% of utilities; 'Type Lower Level' with 'Building Detached'; a '700-1100' size range; the unit's own 2023 lease at $1,650 in the listing history; the neighbourhood's average basement rent; the listing brokerage without an agent beside Zolo's own agent card; 'Maple' as the community of Vaughan; JSON-LD with coordinates; similar rentals",
    pageUrl: "https://www.zolo.ca/vaughan-real-estate/27-larkspur-court/bsmt",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bsmt - 27 Larkspur Court, Vaughan — For Rent @ $1,850 | Zolo.ca</title>
<meta name="description" content="Bsmt - 27 Larkspur Court, Vaughan, ON L6A 2K8 is for rent at $1,850/mo. 2 bedrooms, 1 bathroom lower level apartment in Maple. MLS® N12655019.">
<meta property="og:title" content="Bsmt - 27 Larkspur Court, Vaughan — $1,850/mo">
<meta property="og:image" content="https://photos.zolo.ca/bsmt-27-larkspur-court-vaughan-N12655019-1.jpg">
${gtm("GTM-ZOLO73")}
${ld({ "@context": "http://schema.org", "@type": "Apartment", name: "Bsmt - 27 Larkspur Court", address: { "@type": "PostalAddress", streetAddress: "Bsmt - 27 Larkspur Court", addressLocality: "Vaughan", addressRegion: "ON", postalCode: "L6A 2K8", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.85347, longitude: -79.51162 }, numberOfRooms: 2 })}
</head><body class="listing-page">
${header("Zolo", ["Buy", "Rent", "Sell", "Home Value", "Sold Prices", "Agents"])}
${consent("Zolo")}
<main>
${crumbs(["ON", "Vaughan", "Maple", "27 Larkspur Court"])}
<section class="listing-header">
<h1 class="address"><span class="street">Bsmt - 27 Larkspur Court</span> <span class="area">Vaughan, ON L6A 2K8</span></h1>
<div class="listing-price"><span class="price">$1,850</span><span class="per">/mo</span> <span class="status">For Rent</span> <span class="dom">4 days on Zolo</span></div>
<ul class="listing-values"><li><span class="value">2</span> Bed</li><li><span class="value">1</span> Bath</li><li><span class="value">700-1100</span> Sqft</li></ul>
</section>
${gallery("https://photos.zolo.ca/bsmt-27-larkspur-court-vaughan-N12655019", 15, "Bsmt - 27 Larkspur Court")}
<section class="section-listing-description"><h2>About this rental</h2><p>Newly renovated two-bedroom basement apartment with a separate side entrance on a quiet court in Maple. Open kitchen with quartz counters, pot lights, laminate throughout, ensuite laundry and one parking spot on the driveway. Tenant pays 30% of utilities (gas, hydro, water). No pets, no smoking. First and last month's rent, credit check and employment letter. Available now. Walk to Maple GO, Vaughan Mills a short drive.</p></section>
<section class="section-listing-facts"><h2>Home Facts</h2>
<dl class="column-container">
<dt>Type</dt><dd>Lower Level</dd>
<dt>Building</dt><dd>Detached</dd>
<dt>Style</dt><dd>Apartment</dd>
<dt>Community</dt><dd>Maple</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>1</dd>
<dt>Size</dt><dd>700-1100 sqft</dd>
<dt>Entrance</dt><dd>Separate</dd>
<dt>Laundry</dt><dd>Ensuite</dd>
<dt>Parking</dt><dd>1 (Driveway)</dd>
<dt>Utilities</dt><dd>Tenant pays 30%</dd>
<dt>Lease Term</dt><dd>12 Months</dd>
<dt>MLS®#</dt><dd>N12655019</dd>
</dl>
</section>
<section class="listing-history"><h2>Listing History</h2><table>
<tr><th>Date</th><th>Event</th><th>Price</th></tr>
<tr><td>Jan 2026</td><td>For Rent</td><td>$1,850/mo</td></tr>
<tr><td>Sep 2023</td><td>Leased</td><td>$1,650/mo</td></tr>
</table></section>
<section class="market-rent"><h2>Maple rental market</h2><p>Average rent for a 2-bedroom basement in Maple: <b>$1,790/mo</b> (last 90 days, 41 leases).</p></section>
<section class="brokerage-credit"><p class="listing-brokerage">Listed by Harbour Lane Realty Inc., Brokerage</p><p class="source">Source: TRREB</p></section>
<aside class="zolo-agent"><h3>Questions? Ask a Zolo agent</h3><p class="agent">Marco Vitale · Zolo Realty, Brokerage</p>${contactForm("Book a viewing")}</aside>
${cards("Similar rentals nearby", [
  { href: "/vaughan-real-estate/14-mapleview-drive/lower", price: "$1,700/mo", address: "Lower - 14 Mapleview Drive, Vaughan", facts: ["1 Bed", "1 Bath"] },
  { href: "/vaughan-real-estate/203-cranston-park-avenue/bsmt", price: "$1,950/mo", address: "Bsmt - 203 Cranston Park Avenue, Vaughan", facts: ["2 Bed", "1 Bath"] },
  { href: "/vaughan-real-estate/9-deerview-court", price: "$3,800/mo", address: "9 Deerview Court, Vaughan", facts: ["4 Bed", "4 Bath"] },
])}
</main>
${footer(["Zolo Realty, Brokerage — Each office independently owned and operated.", "The listing data is provided under copyright by the Toronto Regional Real Estate Board. Deemed reliable but not guaranteed."])}
</body></html>`,
    expected: {
      price: { amount: 1850, period: "month" },
      propertyKind: "condo",
      street: "Bsmt - 27 Larkspur Court",
      city: "Vaughan",
      province: "ON",
      postalCode: "L6A 2K8",
      neighbourhood: "Maple",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 700,
      mlsNumber: "N12655019",
      brokerageName: "Harbour Lane Realty Inc., Brokerage",
      geo: { lat: 43.85347, lng: -79.51162 },
    },
  },
  {
    name: "ho73-housesigma-condo-lease-port-credit-mississauga",
    site: "housesigma.com",
    set: "held-out-73",
    traps:
      "a HouseSigma condo for lease: 'Listed for Lease $2,600' beside an 'Est. Rent $2,540/mo' and the unit's own history (Leased $2,450 in 2024, Leased $2,300 in 2022, Sold $512,000 in 2019); '1+1' bedrooms; '600-699' size range; the owner's maintenance fee; parking and locker included; a building-age range and no year; 'Mississauga - Port Credit'; listing brokerage only; SPA state with coordinates beside the map's other pins; other leases in the building",
    pageUrl: "https://housesigma.com/on/mississauga-real-estate/1107-75-stavebank-rd-s/home/wP3oQxYv9K2mLd8n/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1107 - 75 Stavebank Rd S, Mississauga - W12712045 | HouseSigma</title>
<meta name="description" content="1107 - 75 Stavebank Rd S, Mississauga, ON L5H 0B3. For lease $2,600/month. Condo Apt, 1+1 bedrooms, 1 bathroom. See leased history and rental estimate.">
<meta property="og:title" content="1107 - 75 Stavebank Rd S, Mississauga - $2,600/month">
<meta property="og:image" content="https://cache.housesigma.com/file/pix-treb/W12712045/1.jpg">
${gtm("GTM-HSIG73")}
</head><body>
<div id="app">
${header("HouseSigma", ["Map Search", "Market Trends", "Recommend", "Agents", "Estimate", "Blog"])}
<main class="listing-detail">
<section class="basic-info">
<h1 class="address">1107 - 75 Stavebank Rd S</h1>
<p class="municipality">Mississauga - Port Credit</p>
<div class="price-row"><span class="label">Listed for Lease:</span> <span class="price">$2,600</span> <span class="dom">6 days on market</span></div>
<div class="estimate-row"><span class="label">Est. Rent:</span> <span class="rent">$2,540/mo</span> <span class="hint">based on 18 comparable leases</span></div>
<ul class="rooms"><li>1+1 Bedrooms</li><li>1 Bathroom</li><li>1 Parking</li></ul>
</section>
${gallery("https://cache.housesigma.com/file/pix-treb/W12712045", 24, "1107 - 75 Stavebank Rd S")}
<section class="key-facts"><h2>Key Facts</h2><dl>
<dt>Listing #</dt><dd>W12712045</dd>
<dt>Property Type</dt><dd>Condo Apt</dd>
<dt>Community</dt><dd>Port Credit</dd>
<dt>Postal Code</dt><dd>L5H 0B3</dd>
<dt>Size</dt><dd>600-699 feet²</dd>
<dt>Building Age</dt><dd>6-10</dd>
<dt>Maintenance Fee</dt><dd>$541 / month (paid by owner)</dd>
<dt>Parking</dt><dd>1 Underground, included</dd>
<dt>Locker</dt><dd>Owned, included</dd>
<dt>Exposure</dt><dd>South</dd>
<dt>Furnished</dt><dd>No</dd>
<dt>Lease Term</dt><dd>12 Months</dd>
<dt>Possession</dt><dd>Immediate</dd>
<dt>Listing Brokerage</dt><dd>Credit River Harbour Realty Ltd., Brokerage</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>South-facing one bedroom plus den with a 100 sq ft balcony and a lake view, two minutes to the Port Credit GO and the waterfront trail. Den fits a desk or guest bed. Stainless appliances, stacked washer/dryer, 9 ft ceilings. One underground parking and one locker included. Tenant pays hydro; heat and water included. No smoking. Credit report, employment letter and first and last month's rent with the application.</p></section>
<section class="history"><h2>Listing History</h2><table>
<tr><th>Date</th><th>Event</th><th>Price</th><th>Listed</th></tr>
<tr><td>2026-01-12</td><td>For Lease</td><td>$2,600</td><td>Active</td></tr>
<tr><td>2024-03-02</td><td>Leased</td><td>$2,450</td><td>$2,500</td></tr>
<tr><td>2022-05-18</td><td>Leased</td><td>$2,300</td><td>$2,350</td></tr>
<tr><td>2019-08-21</td><td>Sold</td><td>$512,000</td><td>$519,900</td></tr>
</table></section>
${cards("Other Listings in This Building", [
  { href: "/on/mississauga-real-estate/604-75-stavebank-rd-s/home/", price: "For Lease $2,950", address: "604 - 75 Stavebank Rd S", facts: ["2 Bedrooms", "2 Bathrooms"] },
  { href: "/on/mississauga-real-estate/1502-75-stavebank-rd-s/home/", price: "For Sale $689,000", address: "1502 - 75 Stavebank Rd S", facts: ["2 Bedrooms", "2 Bathrooms"] },
  { href: "/on/mississauga-real-estate/909-75-stavebank-rd-s/home/", price: "Leased $2,400", address: "909 - 75 Stavebank Rd S", facts: ["1 Bedroom", "1 Bathroom"] },
])}
<p class="disclaimer">Listing information provided by TRREB. HouseSigma estimates are not appraisals.</p>
</main>
${footer(["HouseSigma Inc., Brokerage. 15 Allstate Parkway, Suite 629, Markham, ON.", "© 2026 HouseSigma. All rights reserved."])}
</div>
${windowState("__SPA_STATE__", { listing: { id_listing: "wP3oQxYv9K2mLd8n", ml_num: "W12712045", price: 2600, price_abbr: "2.6K", list_status: { public: "For Lease", status: "Lease" }, address: "1107 - 75 Stavebank Rd S", municipality_name: "Mississauga", community_name: "Port Credit", province: "ON", postal_code: "L5H 0B3", house_type_name: "Condo Apt", bedroom_string: "1+1", washroom: 1, house_area: { estimate: 650, unit: "feet", text: "600-699" }, map: { lat: 43.55098, lon: -79.58813 }, brokerage_text: "Credit River Harbour Realty Ltd., Brokerage" }, estimate: { rent: 2540 }, map_pins: [{ id: "x7Zq", lat: 43.55214, lon: -79.58501, price: 2950 }, { id: "p2Lk", lat: 43.54987, lon: -79.58926, price: 689000 }] })}
</body></html>`,
    expected: {
      price: { amount: 2600, period: "month" },
      propertyKind: "condo",
      street: "1107 - 75 Stavebank Rd S",
      city: "Mississauga",
      province: "ON",
      postalCode: "L5H 0B3",
      neighbourhood: "Port Credit",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 1,
      squareFootage: 600,
      mlsNumber: "W12712045",
      brokerageName: "Credit River Harbour Realty Ltd., Brokerage",
      geo: { lat: 43.55098, lng: -79.58813 },
    },
  },
  {
    name: "ho73-condosca-rental-leslieville-toronto",
    site: "condos.ca",
    set: "held-out-73",
    traps:
      "a Condos.ca loft condo for rent with the building's sale listings beside it ('#305 $649,000', '#808 $899,000') and a recently leased unit; '$2,950/mo' with parking available at $200/month extra and a locker included; hydro extra; '800-899 sqft'; building facts (2016, 9 storeys, 188 units, average price and rent per sq ft); the listing agent and her brokerage beside a 'Speak with a Condos.ca agent' card; unit number with '#'; Leslieville as the neighbourhood; listing and building coordinates in the Next.js state",
    pageUrl: "https://condos.ca/toronto/the-morrow-lofts-478-carlaw-ave/unit-612-E12690338",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>#612 - 478 Carlaw Avenue, Toronto | For Rent $2,950 | Condos.ca</title>
<meta name="description" content="The Morrow Lofts #612 - 478 Carlaw Avenue, Toronto. For rent $2,950/mo. 2 beds, 2 baths, 800-899 sqft. MLS® E12690338.">
<meta property="og:title" content="#612 - 478 Carlaw Avenue | The Morrow Lofts | Condos.ca">
<meta property="og:image" content="https://condos.ca/public/listing/E12690338/1.jpg">
${analytics("condos.ca")}
</head><body>
<div id="__next">
${header("Condos.ca", ["Buy", "Rent", "Sell", "Buildings", "Neighbourhoods", "Market Insights"])}
${consent("Condos.ca")}
<main class="listing-page">
${crumbs(["Toronto", "Leslieville", "The Morrow Lofts", "Unit 612"])}
<section class="listing-top">
<p class="building-name"><a href="/toronto/the-morrow-lofts-478-carlaw-ave">The Morrow Lofts</a></p>
<h1 class="listing-address">#612 - 478 Carlaw Avenue</h1>
<p class="listing-area">Leslieville, Toronto, ON</p>
<div class="listing-price">$2,950<span>/mo</span> <span class="tag">For Rent</span> <span class="tag">Available Immediately</span></div>
<ul class="listing-specs"><li>2 Beds</li><li>2 Baths</li><li>800-899 sqft</li><li>SE Exposure</li><li>No Parking Included</li><li>Locker</li></ul>
</section>
${gallery("https://condos.ca/public/listing/E12690338", 20, "#612 - 478 Carlaw Avenue")}
<section class="listing-description"><h2>Description</h2><p>Authentic loft living at The Morrow: 10 ft exposed concrete ceilings, polished concrete floors and a south-east corner with oversized windows. Split two-bedroom plan, primary with ensuite, second bath off the hall, full-size kitchen with gas range. Locker included. A parking spot is available to rent for $200/month extra. Tenant pays hydro; water and heat included. 12-month lease; pets considered. Steps to the Queen streetcar, Jimmie Simpson Park and the shops of Leslieville.</p></section>
<section class="listing-details"><h2>Details</h2><table>
<tr><th>MLS®</th><td>E12690338</td></tr>
<tr><th>Type</th><td>Condo Apt</td></tr>
<tr><th>Size</th><td>800-899 sqft</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Parking</th><td>Available, $200/mo extra</td></tr>
<tr><th>Locker</th><td>Included</td></tr>
<tr><th>Furnished</th><td>No</td></tr>
<tr><th>Lease Term</th><td>12 Months</td></tr>
<tr><th>Utilities</th><td>Hydro extra</td></tr>
</table></section>
<section class="building-summary"><h2>About The Morrow Lofts</h2><dl>
<dt>Address</dt><dd>478 Carlaw Avenue</dd><dt>Built</dt><dd>2016</dd><dt>Storeys</dt><dd>9</dd><dt>Units</dt><dd>188</dd><dt>Developer</dt><dd>Eastcourt Urban Developments</dd><dt>Avg. Sale $/sqft</dt><dd>$1,018</dd><dt>Avg. Rent $/sqft</dt><dd>$3.46</dd>
</dl></section>
${cards("For Sale in The Morrow Lofts", [
  { href: "/toronto/the-morrow-lofts-478-carlaw-ave/unit-305-E12671820", price: "$649,000", address: "#305 - 478 Carlaw Avenue", facts: ["1 Bed", "1 Bath", "600-699 sqft"] },
  { href: "/toronto/the-morrow-lofts-478-carlaw-ave/unit-808-E12684455", price: "$899,000", address: "#808 - 478 Carlaw Avenue", facts: ["2 Beds", "2 Baths", "900-999 sqft"] },
], "building-sales")}
${cards("Recently Leased in This Building", [
  { href: "/toronto/the-morrow-lofts-478-carlaw-ave/unit-410-E12590133", price: "Leased $2,800", address: "#410 - 478 Carlaw Avenue", facts: ["2 Beds", "2 Baths"], note: "Nov 2025" },
], "building-leases")}
<section class="listing-agent"><h2>Listed by</h2><div class="agent-card"><p class="agent-name">Marguerite Osei</p><p class="agent-title">Sales Representative</p><p class="brokerage">Eastbound Realty Inc., Brokerage</p><p class="phone">416-555-0158</p></div></section>
<aside class="house-agent"><h3>Speak with a Condos.ca agent</h3><p>Jordan Leung, Condos.ca Inc., Brokerage</p>${contactForm("Book a showing")}</aside>
</main>
${footer(["Condos.ca Inc., Brokerage. Each listing is courtesy of its listing brokerage.", "MLS® data provided by the Toronto Regional Real Estate Board. Information deemed reliable but not guaranteed."])}
</div>
${nextData({ props: { pageProps: { listing: { mls_number: "E12690338", transaction_type: "For Lease", price: 2950, unit_number: "612", street: "478 Carlaw Avenue", city: "Toronto", neighbourhood: "Leslieville", beds: "2", baths: 2, sqft_range: "800-899", exposure: "SE", parking_extra: 200, latitude: 43.66281, longitude: -79.34102, agent: "Marguerite Osei", brokerage: "Eastbound Realty Inc., Brokerage" }, building: { name: "The Morrow Lofts", year_built: 2016, storeys: 9, units: 188, latitude: 43.66262, longitude: -79.34088, for_sale: [{ unit: "305", price: 649000 }, { unit: "808", price: 899000 }], avg_rent_psf: 3.46 } } }, page: "/[city]/[building]/[unit]" })}
</body></html>`,
    expected: {
      price: { amount: 2950, period: "month" },
      propertyKind: "condo",
      street: "#612 - 478 Carlaw Avenue",
      city: "Toronto",
      province: "ON",
      neighbourhood: "Leslieville",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 800,
      yearBuilt: 2016,
      mlsNumber: "E12690338",
      listingAgentName: "Marguerite Osei",
      brokerageName: "Eastbound Realty Inc., Brokerage",
      geo: { lat: 43.66281, lng: -79.34102 },
    },
  },
  {
    name: "ho73-rew-laneway-house-rent-vancouver",
    site: "rew.ca",
    set: "held-out-73",
    traps:
      "a REW rental of a laneway house from a property manager: '$3,200/mo' with a $1,600 security deposit and a $1,600 pet deposit (half a month each) beside it; water and garbage included, hydro and internet extra; '2 Bed · 1.5 Bath' with 1 full and 1 half; 790 sq ft; built 2021; 'Knight, Vancouver East' (sub-area and area); no MLS® (REW's rental id only); the property management company is the poster, no agent or brokerage; the front house's 2019 sale in the area data; an area rent estimate; nearby homes for sale and for rent",
    pageUrl: "https://www.rew.ca/rentals/3538-inverness-street-vancouver-bc-r84417",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3538 Inverness Street, Vancouver, BC V5V 4W1 | Laneway House for Rent | REW</title>
<meta name="description" content="Rent this 2 bed, 1.5 bath laneway house at 3538 Inverness Street, Vancouver for $3,200/mo. Knight, Vancouver East.">
<meta property="og:title" content="3538 Inverness Street, Vancouver - $3,200/mo">
<meta property="og:image" content="https://assets.rew.ca/rentals/r84417/1.jpg">
${gtm("GTM-REW73")}
</head><body class="rental-page">
${header("REW", ["Buy", "Rent", "Sell", "Sold", "Agents", "Insights"])}
${consent("REW")}
<main>
${crumbs(["BC", "Vancouver", "Vancouver East", "Knight", "3538 Inverness Street"])}
<section class="rentalheader">
<span class="badge">Laneway House</span> <span class="badge">Available Now</span>
<h1 class="rentalheader-address">3538 Inverness Street</h1>
<p class="rentalheader-subaddress">Knight, Vancouver East, Vancouver, BC V5V 4W1</p>
<div class="rentalheader-price">$3,200<span class="per">/mo</span></div>
<ul class="rentalheader-specs"><li>2 Bed</li><li>1.5 Bath</li><li>790 Sqft</li></ul>
</section>
${gallery("https://assets.rew.ca/rentals/r84417", 16, "3538 Inverness Street")}
<section class="rental-description"><h2>About this rental</h2><p>Detached two-storey laneway home completed in 2021, behind the main house on a quiet block near Kingsway and Knight. Main floor with open kitchen, living area and powder room; upstairs two bedrooms and a full bath. Heat pump with A/C, in-suite laundry, private patio. Water and garbage included; tenant pays hydro and internet. Street parking only. Small dog considered. Security deposit $1,600 and pet deposit $1,600. 12-month fixed term, then month to month.</p></section>
<section class="rental-details"><h2>Details</h2><dl>
<dt>Property Type</dt><dd>Laneway House</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Full Baths</dt><dd>1</dd>
<dt>Half Baths</dt><dd>1</dd>
<dt>Floor Area</dt><dd>790 Sqft</dd>
<dt>Year Built</dt><dd>2021</dd>
<dt>Furnished</dt><dd>Unfurnished</dd>
<dt>Lease</dt><dd>12 Months</dd>
<dt>Available</dt><dd>Now</dd>
<dt>Pets</dt><dd>Dogs (small)</dd>
<dt>Security Deposit</dt><dd>$1,600</dd>
<dt>Pet Deposit</dt><dd>$1,600</dd>
<dt>Utilities Included</dt><dd>Water, Garbage</dd>
<dt>Rental ID</dt><dd>R84417</dd>
</dl></section>
<section class="rental-poster"><h2>Property Manager</h2><p class="pm-name">Fraser Crest Property Management Ltd.</p><p class="pm-address">5021 Victoria Drive, Vancouver, BC V5P 3T9</p><p class="pm-phone">604-555-0176</p>${contactForm("Message the property manager")}</section>
<section class="area-data"><h2>Knight rental market</h2><p>Typical 2-bedroom rent in Knight: <b>$3,050/mo</b>. The front house at 3536 Inverness Street last sold for $1,890,000 (2019).</p></section>
${cards("Nearby Homes for Sale", [
  { href: "/properties/r3071128/3611-inverness-street-vancouver", price: "$2,149,000", address: "3611 Inverness Street, Vancouver", facts: ["5 Bed", "3 Bath", "2,380 Sqft"] },
  { href: "/properties/r3069904/1207-east-22nd-avenue-vancouver", price: "$1,598,000", address: "1207 East 22nd Avenue, Vancouver", facts: ["3 Bed", "2 Bath"] },
], "nearby-sale")}
${cards("More Rentals in Vancouver East", [
  { href: "/rentals/3160-knight-street-vancouver-bc-r84390", price: "$2,450/mo", address: "3160 Knight Street, Vancouver", facts: ["1 Bed", "1 Bath"] },
  { href: "/rentals/1890-east-29th-avenue-vancouver-bc-r84352", price: "$3,600/mo", address: "1890 East 29th Avenue, Vancouver", facts: ["3 Bed", "2 Bath"] },
], "nearby-rent")}
${tenantTips()}
</main>
${footer(["© 2026 REW.ca. All rights reserved.", "Rental listings are provided by landlords and property managers; REW does not verify rental listings."])}
${jsonBlob("rental-data", { id: "R84417", rent: 3200, deposit: 1600, petDeposit: 1600, type: "Laneway House", beds: 2, bathsFull: 1, bathsHalf: 1, sqft: 790, yearBuilt: 2021, address: { street: "3538 Inverness Street", city: "Vancouver", province: "BC", postal: "V5V 4W1", subArea: "Knight", area: "Vancouver East" }, coords: { lat: 49.25173, lng: -123.07711 }, poster: { type: "property_manager", name: "Fraser Crest Property Management Ltd." } })}
</body></html>`,
    expected: {
      price: { amount: 3200, period: "month" },
      propertyKind: "house",
      street: "3538 Inverness Street",
      city: "Vancouver",
      province: "BC",
      postalCode: "V5V 4W1",
      neighbourhood: "Knight",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 790,
      yearBuilt: 2021,
      geo: { lat: 49.25173, lng: -123.07711 },
    },
  },
];
