/**
 * Eighty-eighth held-out corpus, the snowbird states: michaelsaunders.com (a Venice FL condo on a Stellar MLS IDX
 * template), langrealty.com (a Pompano Beach FL oceanfront condo, plain server HTML), westusa.com (a manufactured
 * home on leased land in a Mesa AZ 55+ resort), russlyon.com (a Green Valley AZ patio townhome), bdhomes.com (a
 * Palm Springs CA condo on leased land) and hawaiilife.com (a Kihei HI condo). Addresses, names, phone numbers and
 * numbers are invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { agentPanel, calculator, crumbs, factRows, gallery, gtm, header, history, nearby, nextData, officeBlock, siteFooter, tourForm, windowState } from "./chrome.ts";

export const HELD_OUT_88_SUNBELT: ListingPage[] = [
  {
    name: "ho88-michaelsaunders-condo-tarpon-shores-venice",
    site: "michaelsaunders.com",
    set: "held-out-88",
    traps: "IDX template with RESO field names (ListPrice, BedroomsTotal, LivingArea, BuildingAreaTotal, ParcelNumber); 'Listing courtesy of' another brokerage while the site's own agent panel offers a Michael Saunders agent; heated 1,185 sqft beside 1,410 total; quarterly condo fee and annual taxes; ZIP+4 in the header line; the firm's Sarasota headquarters address; nearby condos with prices; JSON-LD geo",
    pageUrl: "https://www.michaelsaunders.com/listing/A4651207/415-tarpon-shores-dr-304-venice-fl-34285/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>415 Tarpon Shores Dr #304, Venice, FL 34285 | MLS# A4651207 | Michael Saunders &amp; Company</title>
<meta name="description" content="2 bed, 2 bath condo for sale at 415 Tarpon Shores Dr #304, Venice, FL 34285. Listed at $389,000. MLS# A4651207.">
<meta property="og:image" content="https://photos.msc-idx.example/A4651207/01.jpg">
<link rel="canonical" href="https://www.michaelsaunders.com/listing/A4651207/415-tarpon-shores-dr-304-venice-fl-34285/">
${gtm("G-MSC88VEN")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "415 Tarpon Shores Dr #304", address: { "@type": "PostalAddress", streetAddress: "415 Tarpon Shores Dr #304", addressLocality: "Venice", addressRegion: "FL", postalCode: "34285" }, geo: { "@type": "GeoCoordinates", latitude: 27.08614, longitude: -82.45102 }, numberOfRooms: 2, floorSize: { "@type": "QuantitativeValue", value: 1185, unitCode: "FTK" } })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Michael Saunders & Company", address: { "@type": "PostalAddress", streetAddress: "1801 Main Harbor Plaza", addressLocality: "Sarasota", addressRegion: "FL", postalCode: "34236" }, telephone: "941-555-0100" })}
</head><body>
${header("Michael Saunders &amp; Company", ["Buy", "Sell", "Communities", "Luxury", "New Construction", "Commercial", "Find an Agent", "Offices"])}
<main class="listing-detail">
${crumbs(["Home", "Search", "Sarasota County", "Venice", "415 Tarpon Shores Dr #304"])}
<div class="listing-detail__head">
<h1 class="listing-detail__address">415 Tarpon Shores Dr #304 <span>Venice, FL 34285-5521</span></h1>
<div class="listing-detail__price">$389,000</div>
<ul class="listing-detail__stats"><li>2 bd</li><li>2 ba</li><li>1,185 sqft</li><li>Condo</li></ul>
<p class="listing-detail__status">Active · MLS# A4651207 · 21 days on site</p>
</div>
${gallery("https://photos.msc-idx.example/A4651207", 31, "415 Tarpon Shores Dr #304")}
<section class="listing-detail__remarks"><h2>About this home</h2>
<p>Third-floor corner condo at Tarpon Shores, a short bike ride to Venice Beach and the downtown island. Split bedrooms, updated kitchen with quartz counters, impact windows (2021) and a screened lanai looking over the pond and the Gulf Coast Trail. Heated pool, clubhouse, assigned carport and storage locker. Rentals allowed 3 months minimum, 3 times per year — perfect for a seasonal owner. Condo fee $2,145 per quarter includes building insurance, water, sewer, trash, cable and reserves. Furnished per inventory.</p>
</section>
${factRows("Interior", [["BedroomsTotal", "2"], ["BathroomsTotalInteger", "2"], ["BathroomsFull", "2"], ["BathroomsHalf", "0"], ["LivingArea", "1,185 Sq Ft (Heated)"], ["BuildingAreaTotal", "1,410 Sq Ft"], ["Appliances", "Dishwasher, Disposal, Microwave, Range, Refrigerator, Washer, Dryer"], ["Flooring", "Luxury Vinyl, Tile"]])}
${factRows("Building &amp; Community", [["PropertyType", "Residential"], ["PropertySubType", "Condominium"], ["BuildingName", "Tarpon Shores"], ["SubdivisionName", "Tarpon Shores"], ["StoriesTotal", "4"], ["UnitFloor", "3"], ["YearBuilt", "1984"], ["SeniorCommunityYN", "No"], ["PetsAllowed", "1 pet under 25 lbs"], ["LeaseTerm", "3 months min, 3 times/yr"]])}
${factRows("Financial", [["AssociationFee", "$2,145"], ["AssociationFeeFrequency", "Quarterly"], ["TaxAnnualAmount", "$4,318"], ["TaxYear", "2024"], ["ParcelNumber", "0429-09-0412"], ["CountyOrParish", "Sarasota"], ["FloodZoneCode", "X"]])}
${factRows("Location", [["StreetAddress", "415 Tarpon Shores Dr #304"], ["City", "Venice"], ["StateOrProvince", "FL"], ["PostalCode", "34285"], ["PostalCodePlus4", "5521"], ["ElementarySchool", "Venice Elementary"]])}
${calculator("Estimated monthly payment", [["Home price", "$389,000"], ["Down payment (20%)", "$77,800"], ["Interest rate", "6.75%"], ["Condo fee", "$715/mo"], ["Property taxes", "$360/mo"]], "Estimated payment: $3,093/mo")}
${history("Property history", [["12/02/2025", "Listed", "$389,000"], ["03/14/2019", "Sold", "$241,500"]])}
<section class="listing-detail__courtesy"><p>Listing courtesy of <strong>Harbor Key Realty Group LLC</strong>, listed by <strong>Corinne Vasquez-Holt</strong>, 941-555-0182.</p></section>
${agentPanel("Your Michael Saunders &amp; Company agent", { name: "Pamela Rudd-Okafor", role: "REALTOR® · Venice Island office", phone: "941-555-0147", email: "prudd@msc-mail.example" }, "Canadian buyer? Pamela works with cross-border lenders and can walk you through FIRPTA and the Form 8840.")}
${tourForm("Schedule a showing", "I'd like to see 415 Tarpon Shores Dr #304.", "Request showing")}
${nearby("Nearby homes for sale", [
  { price: "$349,900", address: "380 Tarpon Shores Dr #106", place: "Venice, FL 34285", facts: "2 bd | 2 ba | 1,060 sqft", href: "/listing/A4650871/380-tarpon-shores-dr-106-venice-fl-34285/" },
  { price: "$429,000", address: "611 Harbor Lights Way #2B", place: "Venice, FL 34285", facts: "2 bd | 2 ba | 1,290 sqft", href: "/listing/A4649930/611-harbor-lights-way-2b-venice-fl-34285/" },
  { price: "$275,000", address: "1422 Pelican Cove Ct #12", place: "Venice, FL 34292", facts: "1 bd | 1 ba | 790 sqft", href: "/listing/N6139022/1422-pelican-cove-ct-12-venice-fl-34292/" },
])}
${officeBlock("Michael Saunders &amp; Company — Corporate Headquarters", ["1801 Main Harbor Plaza, Sarasota, FL 34236", "941-555-0100"])}
</main>
${siteFooter("Michael Saunders &amp; Company", ["Listing data © 2025 My Florida Regional MLS DBA Stellar MLS. All rights reserved. Information deemed reliable but not guaranteed. The data relating to real estate for sale on this website comes in part from the IDX program of Stellar MLS.", "Michael Saunders &amp; Company is a licensed real estate broker in the State of Florida. Equal Housing Opportunity."])}
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "USD" },
      propertyKind: "condo",
      street: "415 Tarpon Shores Dr #304",
      city: "Venice",
      province: "FL",
      postalCode: "34285",
      neighbourhood: "Tarpon Shores",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      bathroomsHalf: 0,
      squareFootage: 1185,
      yearBuilt: 1984,
      mlsNumber: "A4651207",
      listingAgentName: "Corinne Vasquez-Holt",
      brokerageName: "Harbor Key Realty Group LLC",
      geo: { lat: 27.08614, lng: -82.45102 },
    },
  },
  {
    name: "ho88-langrealty-condo-ocean-blvd-pompano-beach",
    site: "langrealty.com",
    set: "held-out-88",
    traps: "plain server HTML; 'MLS# A11712094'; reduced price with the old price struck through; maintenance, a special assessment and taxes; the brokerage's own listing with a co-listing agent named second; the Boca Raton headquarters address in the office block; 'Canadian buyers' financing blurb; nearby oceanfront condos with prices and MLS numbers",
    pageUrl: "https://www.langrealty.com/property/A11712094/1480-s-ocean-blvd-apt-9c-pompano-beach-fl-33062",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1480 S Ocean Blvd Apt 9C, Pompano Beach, FL 33062 - Lang Realty</title>
<meta name="description" content="Oceanfront 2 bedroom condo at 1480 S Ocean Blvd Apt 9C, Pompano Beach. $475,000. MLS# A11712094.">
<link rel="stylesheet" href="/css/site.min.css">
${gtm("G-LANG88PB")}
</head><body class="property-page">
${header("Lang Realty", ["Search Homes", "Featured Listings", "Communities", "Sell Your Home", "Agents", "Offices", "Join Lang"], '<a href="tel:5615550100">561-555-0100</a>')}
<div id="content">
${crumbs(["Home", "Broward County", "Pompano Beach", "1480 S Ocean Blvd Apt 9C"])}
<table class="prop-header" width="100%"><tr>
<td><h1>1480 S Ocean Blvd Apt 9C</h1><h2>Pompano Beach, FL 33062</h2></td>
<td class="prop-price"><s>$499,000</s><br><b>$475,000</b><br><span class="reduced">Price reduced 11/20/2025</span></td>
</tr></table>
<p class="prop-summary">2 Beds &nbsp;|&nbsp; 2 Baths &nbsp;|&nbsp; 1,310 SqFt &nbsp;|&nbsp; Condo/Co-Op &nbsp;|&nbsp; MLS# A11712094</p>
${gallery("https://media.langrealty.example/A11712094", 40, "1480 S Ocean Blvd Apt 9C")}
<h3>Property Description</h3>
<p>Direct oceanfront from the 9th floor: wake up to sunrise over the Atlantic from a 28-ft wraparound balcony. Renovated 2 bed / 2 bath with an open kitchen, hurricane impact glass, new A/C (2023) and a washer/dryer in the unit. The Sea Monarch is a full-service building with a heated oceanfront pool, gym, 24-hr security and assigned covered parking. Seasonal owners welcome — building allows leasing after one year of ownership. Maintenance $1,180/month. A special assessment of $18,500 for the 40-year recertification has been paid in full by the seller.</p>
<table class="prop-details" cellpadding="4">
<tr><th colspan="2">General Information</th></tr>
<tr><td>Status</td><td>Active</td></tr>
<tr><td>Type</td><td>Condo/Co-Op</td></tr>
<tr><td>Style</td><td>Condo 5+ Stories</td></tr>
<tr><td>Bedrooms</td><td>2</td></tr>
<tr><td>Full Baths</td><td>2</td></tr>
<tr><td>Living Area</td><td>1,310 SqFt</td></tr>
<tr><td>Year Built</td><td>1973</td></tr>
<tr><td>Building</td><td>Sea Monarch Condominium</td></tr>
<tr><td>Unit Floor</td><td>9</td></tr>
<tr><th colspan="2">Financial</th></tr>
<tr><td>Maintenance</td><td>$1,180 / Monthly</td></tr>
<tr><td>Special Assessment</td><td>$18,500 (paid by seller)</td></tr>
<tr><td>Taxes</td><td>$6,912 (2024)</td></tr>
<tr><td>Folio</td><td>4843-06-AB-0910</td></tr>
<tr><th colspan="2">Listing</th></tr>
<tr><td>Listing Agent</td><td>Giselle Marchetti</td></tr>
<tr><td>Co-Listing Agent</td><td>Daniel Ostrowski</td></tr>
<tr><td>Listing Office</td><td>Lang Realty, Inc.</td></tr>
</table>
<div class="canadian-buyers"><h3>Buying from Canada?</h3><p>Canadian purchasers typically put 25–30% down with a US-dollar mortgage. Ask our International Desk about wiring funds, closing by power of attorney and renting your condo while you're back home.</p></div>
${calculator("Mortgage Calculator", [["Price", "$475,000"], ["Down payment", "30%"], ["Rate", "7.10%"], ["Term", "30 years"]], "Principal &amp; interest: $2,234/mo")}
<table class="nearby" cellpadding="4"><caption>Other oceanfront condos in Pompano Beach</caption>
<tr><td><a href="/property/A11708846/1610-s-ocean-blvd-apt-14a-pompano-beach-fl-33062">1610 S Ocean Blvd Apt 14A</a></td><td>$629,000</td><td>2 bd / 2 ba / 1,420 sqft</td><td>MLS# A11708846</td></tr>
<tr><td><a href="/property/F10499310/1200-n-ocean-blvd-apt-402-pompano-beach-fl-33062">1200 N Ocean Blvd Apt 402</a></td><td>$389,500</td><td>1 bd / 1.5 ba / 980 sqft</td><td>MLS# F10499310</td></tr>
</table>
${officeBlock("Lang Realty, Inc. — Boca Raton Headquarters", ["2901 N Military Trl, Suite 200", "Boca Raton, FL 33431", "561-555-0100"])}
</div>
${siteFooter("Lang Realty, Inc.", ["The data relating to real estate for sale on this web site comes in part from the Broker Reciprocity program of the Miami Association of REALTORS® MLS and BeachesMLS. Information is deemed reliable but not guaranteed.", "Lang Realty supports the Fair Housing Act and the Equal Opportunity Act."])}
</body></html>`,
    expected: {
      price: { amount: 475000, currency: "USD" },
      propertyKind: "condo",
      street: "1480 S Ocean Blvd Apt 9C",
      city: "Pompano Beach",
      province: "FL",
      postalCode: "33062",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1310,
      yearBuilt: 1973,
      mlsNumber: "A11712094",
      listingAgentName: "Giselle Marchetti",
      brokerageName: "Lang Realty, Inc.",
    },
  },
  {
    name: "ho88-westusa-manufactured-home-lot-142-mesa",
    site: "westusa.com",
    set: "held-out-88",
    traps: "a manufactured home on leased land in a 55+ resort ('#142' space number); monthly land lease and HOA beside the price; ARMLS '#6921457'; 'Listing courtesy of' a small brokerage while the West USA agent panel offers its own agent; park models and RV lots in the nearby rail; no lot size (leased land); a React state blob with the listing's point and the nearby homes' points",
    pageUrl: "https://www.westusa.com/listing/6921457-8865-e-baseline-rd-142-mesa-az-85209",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>8865 E Baseline Rd #142, Mesa, AZ 85209 | MLS #6921457 | West USA Realty</title>
<meta name="description" content="Manufactured home for sale in Mesa, AZ: 2 bd | 2 ba | 1,344 sqft at 8865 E Baseline Rd #142. $89,900.">
${gtm("G-WUSA88MS")}
</head><body>
<div id="root">
${header("West USA Realty", ["Buy", "Sell", "Rent", "55+ Communities", "Agents", "Join Us", "Blog"])}
<main class="ldp">
${crumbs(["Arizona", "Maricopa County", "Mesa", "85209", "8865 E Baseline Rd #142"])}
<section class="ldp-hero">
<div class="ldp-hero__price">$89,900</div>
<div class="ldp-hero__facts">2 bd | 2 ba | 1,344 sqft</div>
<h1 class="ldp-hero__address">8865 E Baseline Rd #142, Mesa, AZ 85209</h1>
<div class="ldp-hero__sub">Manufactured home · Saguaro Sun Resort · Land lease $865/mo</div>
</section>
${gallery("https://photos.westusa.example/6921457", 26, "8865 E Baseline Rd #142")}
<section class="ldp-remarks"><h2>Description</h2>
<p>Turn-key winter home in Saguaro Sun Resort, an active-adult (55+) community with two pools, pickleball, a woodshop and a full calendar from November to April. This 1998 double-wide has 2 bedrooms, 2 baths and 1,344 sq ft, an Arizona room, a covered carport for two cars and a shed. Sold furnished, golf cart included. Land lease is $865/month (2025) and covers water, sewer, trash and the amenities; resort approval required. Owner heads north in April — bring an offer.</p>
</section>
${factRows("Property details", [["Property Type", "Mfg/Mobile Housing"], ["Dwelling Style", "Manufactured Home"], ["Year Built", "1998"], ["Approx SqFt", "1,344"], ["Bedrooms", "2"], ["Bathrooms", "2"], ["Land Lease", "Yes — $865/mo"], ["HOA", "No"], ["Age Restricted", "55+"], ["Subdivision", "Saguaro Sun Resort"], ["Parcel", "N/A (leased land)"], ["MLS #", "6921457"]])}
${calculator("Payment estimate", [["Price", "$89,900"], ["Down payment", "$30,000"], ["Chattel loan rate", "9.25%"], ["Land lease", "$865/mo"]], "Estimated total: $1,479/mo")}
<p class="ldp-courtesy">Listing courtesy of Cactus Valley Realty LLC · Listing agent: Bernadette Kowalczyk, 480-555-0133</p>
${agentPanel("Ask a West USA Realty agent", { name: "Tomás Aguirre", role: "Associate Broker · West USA Realty", phone: "480-555-0190" }, "Tomás specializes in East Valley 55+ resorts and winter visitors.")}
${tourForm("Tour this home", "I'd like more information about 8865 E Baseline Rd #142.", "Send")}
${nearby("Nearby 55+ homes", [
  { price: "$34,900", address: "8865 E Baseline Rd #517", place: "Mesa, AZ 85209", facts: "1 bd | 1 ba | 399 sqft", note: "Park model", href: "/listing/6919840-8865-e-baseline-rd-517-mesa-az-85209" },
  { price: "$124,500", address: "7750 E Broadway Rd #301", place: "Mesa, AZ 85208", facts: "2 bd | 2 ba | 1,512 sqft", href: "/listing/6920311-7750-e-broadway-rd-301-mesa-az-85208" },
  { price: "$59,000", address: "2208 W Main St Lot 44", place: "Mesa, AZ 85201", facts: "RV lot", note: "Lot only", href: "/listing/6918720-2208-w-main-st-44-mesa-az-85201" },
])}
</main>
${siteFooter("West USA Realty", ["The data relating to real estate listings on this website comes in part from the Arizona Regional Multiple Listing Service, Inc. (ARMLS). All information should be verified by the recipient and none is guaranteed as accurate by ARMLS.", "West USA Realty · Corporate office: 2150 E Highland Ave, Suite 101, Phoenix, AZ 85016 · Equal Housing Opportunity."])}
</div>
${windowState("__INITIAL_STATE__", { listing: { mlsId: "6921457", source: "ARMLS", listPrice: 89900, address: { street: "8865 E Baseline Rd #142", city: "Mesa", state: "AZ", zip: "85209" }, beds: 2, baths: 2, sqft: 1344, yearBuilt: 1998, propertyType: "MobileHome", subdivision: "Saguaro Sun Resort", landLease: 865, lat: 33.37942, lng: -111.63811, listAgent: "Bernadette Kowalczyk", listOffice: "Cactus Valley Realty LLC" }, nearby: [{ mlsId: "6919840", listPrice: 34900, lat: 33.37988, lng: -111.63702 }, { mlsId: "6920311", listPrice: 124500, lat: 33.40662, lng: -111.66105 }], agent: { name: "Tomás Aguirre", office: "West USA Realty" } })}
</body></html>`,
    expected: {
      price: { amount: 89900, currency: "USD" },
      propertyKind: "mobile",
      street: "8865 E Baseline Rd #142",
      city: "Mesa",
      province: "AZ",
      postalCode: "85209",
      neighbourhood: "Saguaro Sun Resort",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1344,
      yearBuilt: 1998,
      mlsNumber: "6921457",
      listingAgentName: "Bernadette Kowalczyk",
      brokerageName: "Cactus Valley Realty LLC",
      geo: { lat: 33.37942, lng: -111.63811 },
    },
  },
  {
    name: "ho88-russlyon-townhome-green-valley",
    site: "russlyon.com",
    set: "held-out-88",
    traps: "a patio townhome with HOA monthly and the recreation (GVR) annual fee; lot '0.09 acres'; MLSSAZ '#22531408'; the brokerage's own listing with the Green Valley office address and the Scottsdale corporate office; JSON-LD with the listing's geo; a sold comparable and nearby homes",
    pageUrl: "https://www.russlyon.com/property/22531408/1134-w-calle-del-sol-green-valley-az-85614",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1134 W Calle Del Sol, Green Valley, AZ 85614 | Russ Lyon Sotheby's International Realty</title>
<meta name="description" content="Townhouse in Green Valley, AZ: 2 beds, 2 baths, 1,226 sq ft. Offered at $249,000.">
${gtm("G-RLSIR88GV")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "1134 W Calle Del Sol, Green Valley, AZ 85614", offers: { "@type": "Offer", price: 249000, priceCurrency: "USD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "1134 W Calle Del Sol", addressLocality: "Green Valley", addressRegion: "AZ", postalCode: "85614" }, geo: { "@type": "GeoCoordinates", latitude: 31.86224, longitude: -110.99741 } })}
</head><body>
${header("Russ Lyon Sotheby's International Realty", ["Search", "Luxury Portfolio", "Communities", "Sell", "Agents", "Offices", "Our Story"])}
<main class="property">
${crumbs(["Properties", "Pima County", "Green Valley", "1134 W Calle Del Sol"])}
<div class="property__title"><h1>1134 W Calle Del Sol</h1><p>Green Valley, AZ 85614</p></div>
<div class="property__price">$249,000</div>
<ul class="property__keyfacts"><li><b>2</b> Beds</li><li><b>2</b> Baths</li><li><b>1,226</b> Sq. Ft.</li><li><b>0.09</b> Acres</li></ul>
${gallery("https://media.russlyon.example/22531408", 28, "1134 W Calle Del Sol")}
<section class="property__description"><h2>Property Description</h2>
<p>Santa Rita views from a light-filled patio home in Desert Meadows. Two bedrooms, two baths and 1,226 square feet on one level, with a walled courtyard, a two-car garage with a golf cart bay and a back patio facing the common area. New roof coating 2024, newer heat pump. Lock it and leave it: the HOA ($112/mo) handles front landscaping and the community pool; GVR membership ($590/yr per person) gives access to 13 recreation centers. Twenty-five minutes to Tucson International.</p>
</section>
${factRows("Details", [["MLS #", "22531408"], ["Status", "Active"], ["Property Type", "Townhouse"], ["Style", "Patio Home, Ranch"], ["Year Built", "1979"], ["Bedrooms", "2"], ["Full Bathrooms", "2"], ["Living Area", "1,226 Sq. Ft."], ["Lot Size", "0.09 Acres"], ["Garage", "2 Car + Golf Cart"], ["Subdivision", "Desert Meadows"], ["HOA", "$112 / Month"], ["GVR Fee", "$590 / Year"], ["Taxes", "$1,812 (2024)"], ["Parcel", "304-27-1140"]])}
${history("Recent sales nearby", [["09/18/2025", "Sold · 1156 W Calle Del Sol", "$236,000"], ["07/02/2025", "Sold · 1098 W Calle Del Sol", "$251,500"]])}
<section class="property__agent"><h2>Presented by</h2><p class="property__agent-name">Lorraine Fitzwater</p><p>Russ Lyon Sotheby's International Realty</p><p>520-555-0161</p></section>
${officeBlock("Green Valley Office", ["101 S La Cañada Dr, Suite 12", "Green Valley, AZ 85614", "520-555-0150"])}
${tourForm("Inquire about this property", "Please send me more information about 1134 W Calle Del Sol.", "Submit")}
${nearby("Similar properties", [
  { price: "$265,000", address: "470 S Paseo Lobo", place: "Green Valley, AZ 85614", facts: "2 Beds · 2 Baths · 1,310 Sq. Ft.", href: "/property/22529930/470-s-paseo-lobo-green-valley-az-85614" },
  { price: "$229,900", address: "2105 S Via Alamos", place: "Green Valley, AZ 85622", facts: "2 Beds · 1.75 Baths · 1,098 Sq. Ft.", href: "/property/22530277/2105-s-via-alamos-green-valley-az-85622" },
])}
</main>
${siteFooter("Russ Lyon Sotheby's International Realty", ["Corporate office: 7150 E Camelback Rd, Suite 220, Scottsdale, AZ 85251.", "Listing information provided by the Multiple Listing Service of Southern Arizona (MLSSAZ). Information is deemed reliable but not guaranteed. Each office is independently owned and operated. Sotheby's International Realty® is a registered trademark."])}
</body></html>`,
    expected: {
      price: { amount: 249000, currency: "USD" },
      propertyKind: "townhouse",
      street: "1134 W Calle Del Sol",
      city: "Green Valley",
      province: "AZ",
      postalCode: "85614",
      neighbourhood: "Desert Meadows",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1226,
      lot: { value: 0.09, unit: "acres" },
      yearBuilt: 1979,
      mlsNumber: "22531408",
      listingAgentName: "Lorraine Fitzwater",
      brokerageName: "Russ Lyon Sotheby's International Realty",
      geo: { lat: 31.86224, lng: -110.99741 },
    },
  },
  {
    name: "ho88-bdhomes-condo-leased-land-palm-springs",
    site: "bdhomes.com",
    set: "held-out-88",
    traps: "a condo on leased land (land lease $412/mo through 2062) with HOA $585/mo; CDAR MLS '219131872PS'; the MLS 'Area: 332 - Central Palm Springs' beside the complex; the listing agent's DRE number; 'Listing courtesy of' the brokerage itself; the Rancho Mirage corporate office; __NEXT_DATA__ with the listing's point beside similar homes' points",
    pageUrl: "https://www.bdhomes.com/listing/219131872PS/2255-e-tahquitz-canyon-way-114-palm-springs-ca-92262",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2255 E Tahquitz Canyon Way #114, Palm Springs, CA 92262 | Bennion Deville Homes</title>
<meta name="description" content="Condominium · 2 Beds · 2 Baths · 1,148 Sq Ft · $299,000 · Leased land · MLS# 219131872PS">
<meta property="og:image" content="https://photos.bdhomes.example/219131872PS/01.jpg">
${gtm("G-BDH88PS")}
</head><body>
<div id="__next">
${header("Bennion Deville Homes", ["Buy", "Sell", "Desert Communities", "Luxury", "Agents", "Offices", "Market Reports"])}
<main class="pdp">
${crumbs(["Coachella Valley", "Palm Springs", "Canyon Sands", "2255 E Tahquitz Canyon Way #114"])}
<header class="pdp__header">
<h1>2255 E Tahquitz Canyon Way #114</h1>
<p class="pdp__city">Palm Springs, CA 92262</p>
<p class="pdp__price">$299,000</p>
<p class="pdp__stats">2 Beds | 2 Baths | 1,148 Sq Ft | Built 1972</p>
<p class="pdp__badge">Leased Land</p>
</header>
${gallery("https://photos.bdhomes.example/219131872PS", 35, "2255 E Tahquitz Canyon Way #114")}
<section class="pdp__remarks"><h2>Property Description</h2>
<p>Mid-century ground-floor condo in Canyon Sands with San Jacinto views from the patio. Two bedrooms, two full baths, 1,148 square feet, terrazzo floors, a remodeled galley kitchen and a carport steps from the door. Two pools, spas and tennis. The land is leased: the lease runs through 2062 at $412/month (2025), in addition to HOA dues of $585/month. Ideal for the snowbird who wants the season in Palm Springs without a big down payment. Furnishings negotiable.</p>
</section>
${factRows("Interior &amp; Building", [["Property Type", "Condominium"], ["Bedrooms", "2"], ["Bathrooms Full", "2"], ["Living Area", "1,148 Sq Ft"], ["Year Built", "1972"], ["Levels", "One"], ["Subdivision", "Canyon Sands"], ["Area", "332 - Central Palm Springs"]])}
${factRows("Land &amp; Fees", [["Land Tenure", "Leased Land"], ["Land Lease", "$412/Mo"], ["Lease Expires", "2062"], ["HOA Dues", "$585/Mo"], ["APN", "502-231-014"], ["Taxes", "$3,590 (est.)"]])}
<section class="pdp__listing-info"><p>Listing courtesy of Bennion Deville Homes. Listing Agent: Marisol Vandermeer, DRE# 01934512, 760-555-0128.</p><p>MLS# 219131872PS · Source: California Desert Association of REALTORS® (CDAR)</p></section>
${calculator("Monthly cost estimate", [["List price", "$299,000"], ["Down payment", "25%"], ["HOA", "$585"], ["Land lease", "$412"]], "Estimated monthly: $2,802")}
${tourForm("Contact Marisol", "I'd like to know more about 2255 E Tahquitz Canyon Way #114.", "Send message")}
${nearby("Similar homes in Palm Springs", [
  { price: "$319,000", address: "2170 E Tahquitz Canyon Way #205", place: "Palm Springs, CA 92262", facts: "2 Beds | 2 Baths | 1,210 Sq Ft", note: "Leased land", href: "/listing/219131455PS/2170-e-tahquitz-canyon-way-205-palm-springs-ca-92262" },
  { price: "$549,000", address: "1050 E Ramon Rd #38", place: "Palm Springs, CA 92264", facts: "2 Beds | 2 Baths | 1,302 Sq Ft", note: "Fee land", href: "/listing/219130980PS/1050-e-ramon-rd-38-palm-springs-ca-92264" },
])}
${officeBlock("Bennion Deville Homes — Corporate", ["71691 Highway 111, Rancho Mirage, CA 92270", "760-555-0100", "DRE# 01800000"])}
</main>
${siteFooter("Bennion Deville Homes", ["Based on information from the California Desert Association of REALTORS® MLS as of the date shown. All data, including all measurements and calculations of area, is obtained from various sources and has not been, and will not be, verified by broker or MLS.", "Equal Housing Opportunity."])}
</div>
${nextData({ props: { pageProps: { listing: { mlsNumber: "219131872PS", listPrice: 299000, status: "Active", address: { unparsed: "2255 E Tahquitz Canyon Way #114", city: "Palm Springs", state: "CA", zip: "92262" }, bedrooms: 2, bathroomsFull: 2, livingArea: 1148, yearBuilt: 1972, propertySubType: "Condominium", landTenure: "Leased Land", associationFee: 585, landLeaseAmount: 412, latitude: 33.82361, longitude: -116.51977, listAgentFullName: "Marisol Vandermeer", listOfficeName: "Bennion Deville Homes" }, similar: [{ mlsNumber: "219131455PS", listPrice: 319000, latitude: 33.82405, longitude: -116.52288 }, { mlsNumber: "219130980PS", listPrice: 549000, latitude: 33.80952, longitude: -116.52731 }] } }, page: "/listing/[mls]/[slug]", buildId: "bdh-88" })}
</body></html>`,
    expected: {
      price: { amount: 299000, currency: "USD" },
      propertyKind: "condo",
      street: "2255 E Tahquitz Canyon Way #114",
      city: "Palm Springs",
      province: "CA",
      postalCode: "92262",
      neighbourhood: "Canyon Sands",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1148,
      yearBuilt: 1972,
      mlsNumber: "219131872PS",
      listingAgentName: "Marisol Vandermeer",
      brokerageName: "Bennion Deville Homes",
      geo: { lat: 33.82361, lng: -116.51977 },
    },
  },
  {
    name: "ho88-hawaiilife-condo-kihei-maui",
    site: "hawaiilife.com",
    set: "held-out-88",
    traps: "a Kihei condo with interior 640 sqft beside a 120 sqft lanai and 760 total; the complex's 5.2-acre land area (not the unit's); Fee Simple tenure, TMK parcel and monthly maintenance; vacation-rental income estimate; the listing agent written with her Hawaii designation 'R(S)'; the Kahului office address; a React state blob with the listing's point and other listings' points",
    pageUrl: "https://www.hawaiilife.com/listings/2440-s-kihei-rd-unit-c-208-kihei-hi-96753-mls-404871",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2440 S Kihei Rd Unit C-208, Kihei, HI 96753 | MLS# 404871 | Hawaii Life</title>
<meta name="description" content="Kihei Surfside Villas C-208: 1 bed, 1 bath condo, 640 sq ft interior, Fee Simple. $715,000. MLS# 404871.">
<meta property="og:image" content="https://images.hawaiilife.example/404871/01.jpg">
${gtm("G-HL88KHI")}
</head><body>
<div id="app">
${header("Hawaii Life", ["Search", "Islands", "Condos", "Luxury", "Sell", "Agents", "Vacation Rentals", "Stories"])}
<main class="listing-page">
${crumbs(["Maui", "South Maui", "Kihei", "Kihei Surfside Villas"])}
<div class="listing-page__summary">
<h1>2440 S Kihei Rd Unit C-208</h1>
<p class="listing-page__place">Kihei, HI 96753</p>
<p class="listing-page__price">$715,000</p>
<p class="listing-page__facts">1 bd | 1 ba | 640 sqft interior | Fee Simple</p>
</div>
${gallery("https://images.hawaiilife.example/404871", 24, "Kihei Surfside Villas C-208")}
<section class="listing-page__about"><h2>About this property</h2>
<p>Across the road from Kamaole Beach I, this second-floor one-bedroom at Kihei Surfside Villas has been fully renovated with a quartz kitchen, a walk-in shower and split A/C. 640 sq ft of interior living with a 120 sq ft covered lanai (760 sq ft total) facing the ocean and Kahoolawe. The complex sits on 5.2 acres of gardens with a pool, BBQs and on-site management, and allows short-term vacation rentals: the current owner reports roughly $62,000 in gross rental income for 2024. Maintenance fee $1,118/month. Sold turnkey furnished.</p>
</section>
${factRows("Property details", [["MLS#", "404871"], ["Property Type", "Condo"], ["Complex", "Kihei Surfside Villas"], ["Region", "Kihei"], ["Bedrooms", "1"], ["Bathrooms", "1"], ["Interior", "640 sq ft"], ["Lanai", "120 sq ft"], ["Total", "760 sq ft"], ["Year Built", "1978"], ["Tenure", "Fee Simple"], ["Land Area (complex)", "5.2 acres"], ["TMK", "(2) 3-9-004-012-0208"], ["Maintenance Fee", "$1,118/mo"], ["Taxes", "$2,964/yr"], ["Zoning", "Hotel"]])}
${calculator("Ownership costs", [["Price", "$715,000"], ["Down (25%)", "$178,750"], ["Maintenance", "$1,118/mo"], ["Est. rental income", "$5,170/mo"]], "Est. payment before rental income: $5,012/mo")}
<section class="listing-page__agent"><h2>Listed by</h2><p><strong>Leilani Okamura-Reyes R(S)</strong></p><p>Hawaii Life</p><p>808-555-0176</p><p>Listing provided courtesy of Hawaii Life. MLS# 404871.</p></section>
${officeBlock("Hawaii Life — Maui Office", ["275 W Kaahumanu Ave, Suite 3", "Kahului, HI 96732", "808-555-0120"])}
${tourForm("Ask about this property", "Aloha, I'd like to know more about Kihei Surfside Villas C-208.", "Send")}
${nearby("More condos in Kihei", [
  { price: "$649,000", address: "2495 S Kihei Rd #110", place: "Kihei, HI 96753", facts: "1 bd | 1 ba | 610 sqft", href: "/listings/2495-s-kihei-rd-110-kihei-hi-96753-mls-404612" },
  { price: "$1,095,000", address: "3600 Wailea Alanui Dr #1402", place: "Kihei, HI 96753", facts: "2 bd | 2 ba | 1,120 sqft", href: "/listings/3600-wailea-alanui-dr-1402-kihei-hi-96753-mls-404733" },
])}
</main>
${siteFooter("Hawaii Life Real Estate Brokers", ["Information deemed reliable but not guaranteed. Copyright 2025 REALTORS® Association of Maui, Inc. All rights reserved. The data relating to real estate for sale on this web site comes in part from the IDX Program of the REALTORS® Association of Maui.", "Hawaii Life Real Estate Brokers · Equal Housing Opportunity."])}
</div>
${windowState("__PRELOADED_STATE__", { listingDetail: { id: "hl-88-404871", mls: "404871", price: 715000, address: { line1: "2440 S Kihei Rd Unit C-208", city: "Kihei", state: "HI", zip: "96753" }, beds: 1, baths: 1, interiorSqft: 640, lanaiSqft: 120, yearBuilt: 1978, type: "condo", tenure: "FS", location: { lat: 20.73166, lng: -156.45121 }, agent: { name: "Leilani Okamura-Reyes", designation: "R(S)", brokerage: "Hawaii Life" } }, related: [{ mls: "404612", price: 649000, location: { lat: 20.72894, lng: -156.45033 } }, { mls: "404733", price: 1095000, location: { lat: 20.68511, lng: -156.44402 } }] })}
</body></html>`,
    expected: {
      price: { amount: 715000, currency: "USD" },
      propertyKind: "condo",
      street: "2440 S Kihei Rd Unit C-208",
      city: "Kihei",
      province: "HI",
      postalCode: "96753",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 640,
      yearBuilt: 1978,
      mlsNumber: "404871",
      listingAgentName: "Leilani Okamura-Reyes",
      brokerageName: "Hawaii Life",
      geo: { lat: 20.73166, lng: -156.45121 },
    },
  },
];
