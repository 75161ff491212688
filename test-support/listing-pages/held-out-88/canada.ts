/**
 * Eighty-eighth held-out corpus, the Canadian side: century21firstcanadian.com (a franchise office's own site: a
 * Bright's Grove house in Sarnia ON, across the river from Port Huron, priced in CAD with a US-dollar conversion for
 * American buyers) and snowbirdadvisor.ca (a Canadian snowbird portal's page for a Dunedin FL condo, priced in USD
 * with a Canadian-dollar conversion and a monthly cost in CAD). Addresses, names, phone numbers and numbers are
 * invented; the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { agentPanel, calculator, crumbs, factRows, gallery, gtm, header, history, nearby, officeBlock, siteFooter, tourForm } from "./chrome.ts";

export const HELD_OUT_88_CANADA: ListingPage[] = [
  {
    name: "ho88-century21firstcanadian-house-brights-grove-sarnia",
    site: "century21firstcanadian.com",
    set: "held-out-88",
    traps: "a franchise office's own WordPress/IDX page; '3 + 1' bedrooms; 1,340 sq ft above grade beside a 900 sq ft finished basement; lot '60 x 120 ft'; the Sarnia-Lambton board's MLS® number; a 'US buyers' conversion 'approx. US$393,000'; the team's second agent and the office's Sarnia and London addresses; JSON-LD with the listing's geo",
    pageUrl: "https://www.century21firstcanadian.com/listings/1187-lakeshore-rd-sarnia-on-25011842/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1187 Lakeshore Rd, Sarnia (Bright's Grove) | MLS® 25011842 | Century 21 First Canadian Corp.</title>
<meta name="description" content="3+1 bedroom ranch in Bright's Grove, steps to Lake Huron. $549,900. MLS® 25011842.">
<link rel="stylesheet" href="/wp-content/themes/c21fc/style.css">
${gtm("G-C21FC88SA")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1187 Lakeshore Rd", address: { "@type": "PostalAddress", streetAddress: "1187 Lakeshore Rd", addressLocality: "Sarnia", addressRegion: "ON", postalCode: "N0N 1C0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 43.03528, longitude: -82.26873 } })}
</head><body class="single-listing">
${header("Century 21 First Canadian Corp.", ["Featured Listings", "Search MLS®", "Sell", "Our Agents", "Offices", "US Properties", "Careers"])}
<main id="primary">
${crumbs(["Home", "Listings", "Sarnia", "Bright's Grove"])}
<article class="listing">
<header class="listing__head">
<h1>1187 Lakeshore Rd</h1>
<p class="listing__place">Bright's Grove, Sarnia, ON N0N 1C0</p>
<p class="listing__price">$549,900</p>
<p class="listing__usd">US buyers: approx. US$393,000 at today's exchange rate</p>
</header>
${gallery("/wp-content/uploads/listings/25011842", 32, "1187 Lakeshore Rd, Bright's Grove")}
<div class="listing__body">
<p>A short stroll to the Lake Huron shoreline and the Bright's Grove trails, this well-kept 1962 ranch has 3 bedrooms on the main floor, a fourth bedroom and a rec room in the finished lower level, and 2 full baths. Open kitchen and dining with patio doors to a deep, private yard, a single attached garage and a drive for four. About 20 minutes to the Blue Water Bridge for the Michigan side — a great base for cross-border commuters.</p>
</div>
${factRows("Details", [["MLS® Number", "25011842"], ["Type", "Single Family, Detached"], ["Style", "Ranch / Bungalow"], ["Bedrooms", "3 + 1"], ["Bathrooms", "2"], ["Above Grade Sq. Ft.", "1,340"], ["Finished Basement", "900 sq. ft."], ["Year Built", "1962"], ["Lot Size", "60 x 120 ft"], ["Community", "Bright's Grove"], ["Taxes", "$4,312 (2025)"], ["Heating", "Forced air, natural gas"]], "listing-details")}
${calculator("Mortgage calculator", [["Purchase price", "$549,900"], ["Down payment", "20%"], ["Rate", "4.49%"], ["Amortization", "25 years"]], "Monthly payment: $2,436")}
${history("Recently sold nearby", [["10/2025", "Sold · 1203 Lakeshore Rd", "$587,000"], ["08/2025", "Sold · 4 Helen Ave", "$512,500"]])}
<section class="listing__agents"><h2>Listed by</h2>
<p><strong>Brandon Meloche</strong>, Sales Representative · 519-555-0142</p>
<p><strong>Kayla Ferreira</strong>, Sales Representative · 519-555-0153</p>
<p>Century 21 First Canadian Corp., Brokerage</p>
</section>
${officeBlock("Century 21 First Canadian Corp., Brokerage — Sarnia", ["1350 L'Heritage Dr, Sarnia, ON N7S 6H8", "519-555-0100"])}
${tourForm("Book a showing", "I'm interested in 1187 Lakeshore Rd, Bright's Grove.", "Send")}
${nearby("More Sarnia-Lambton listings", [
  { price: "$689,000", address: "2710 Hillcrest Dr", place: "Sarnia, ON N0N 1C0", facts: "4 bed · 3 bath", href: "/listings/2710-hillcrest-dr-sarnia-on-25011390/" },
  { price: "$429,900", address: "518 Cobden St", place: "Sarnia, ON N7T 5N2", facts: "3 bed · 1 bath", href: "/listings/518-cobden-st-sarnia-on-25011615/" },
  { price: "US$239,000", address: "1530 Pine St", place: "Port Huron, MI 48060", facts: "3 bd · 1.5 ba", note: "US property via our referral partner", href: "/us-properties/1530-pine-st-port-huron-mi/" },
])}
</article>
</main>
${siteFooter("Century 21 First Canadian Corp.", ["The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA). Listing data supplied by the Sarnia-Lambton Real Estate Board.", "Head office: 420 York St, London, ON N6B 1R1. Each office is independently owned and operated."])}
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "house",
      street: "1187 Lakeshore Rd",
      city: "Sarnia",
      province: "ON",
      postalCode: "N0N 1C0",
      neighbourhood: "Bright's Grove",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1340,
      lot: { value: 7200, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "25011842",
      listingAgentName: "Brandon Meloche",
      brokerageName: "Century 21 First Canadian Corp., Brokerage",
      geo: { lat: 43.03528, lng: -82.26873 },
    },
  },
  {
    name: "ho88-snowbirdadvisor-condo-dunedin-fl",
    site: "snowbirdadvisor.ca",
    set: "held-out-88",
    traps: "a Canadian portal's page for a Florida condo: 'US$259,000' with '≈ CA$356,400' and a monthly cost in CAD; Stellar MLS '#TB8412765'; 55+ condo fee; the portal's own cross-border specialist beside the listing agent; the 2018 sale price; plain server HTML with no coordinates; other snowbird listings in Florida and Arizona",
    pageUrl: "https://snowbirdadvisor.ca/properties/florida/dunedin/1290-fairway-isle-dr-b-203/",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1290 Fairway Isle Dr #B-203, Dunedin, FL — Snowbird Properties | Snowbird Advisor</title>
<meta name="description" content="2 bed, 2 bath 55+ condo in Dunedin, Florida for US$259,000. Canadian-friendly listing with costs shown in CAD.">
${gtm("G-SBA88DUN")}
</head><body>
${header("Snowbird Advisor", ["Properties", "Insurance", "Health", "Travel", "Money & Tax", "Community", "Newsletter"])}
<main class="property-single">
${crumbs(["Snowbird Properties", "Florida", "Pinellas County", "Dunedin"])}
<h1>1290 Fairway Isle Dr #B-203, Dunedin, FL 34698</h1>
<div class="property-single__price"><strong>US$259,000</strong> <span class="cad">≈ CA$356,400</span></div>
<p class="property-single__facts">2 bd | 2 ba | 1,040 sqft | 55+ Condo</p>
${gallery("/uploads/properties/tb8412765", 20, "1290 Fairway Isle Dr #B-203")}
<h2>Why snowbirds like it</h2>
<p>Second-floor condo in Fairway Isle, a 55+ community on the Dunedin golf course, 10 minutes from Honeymoon Island and the Causeway. Two bedrooms and two full baths, 1,040 sq ft, an enclosed lanai overlooking the 7th fairway, elevator building, heated pool and clubhouse. Condo fee of $495/month covers water, sewer, trash, basic cable, building insurance and the grounds. Many owners here are from Ontario and Quebec; the association allows one-month minimum rentals so you can cover some costs while you're home for the summer. Built 1982, sold in 2018 for US$148,000 and updated since.</p>
<dl class="property-single__details">
<dt>MLS #</dt><dd>TB8412765 (Stellar MLS)</dd>
<dt>Property type</dt><dd>Condominium</dd>
<dt>Community</dt><dd>Fairway Isle</dd>
<dt>Bedrooms</dt><dd>2</dd>
<dt>Bathrooms</dt><dd>2 full</dd>
<dt>Living area</dt><dd>1,040 sqft</dd>
<dt>Year built</dt><dd>1982</dd>
<dt>Age restriction</dt><dd>55+</dd>
<dt>Condo fee</dt><dd>US$495/month</dd>
<dt>Property taxes</dt><dd>US$2,877 (2024, no homestead)</dd>
<dt>Minimum rental</dt><dd>1 month</dd>
</dl>
${calculator("What it costs you each month, in Canadian dollars", [["Exchange rate used", "1 USD = 1.376 CAD"], ["Condo fee", "CA$681"], ["Property taxes", "CA$330"], ["Insurance (HO-6)", "CA$96"]], "≈ CA$1,107/month before any mortgage")}
<p class="property-single__listing">Listed by Graham Thistlewood, Gulf Coast Snowbird Realty LLC, 727-555-0119. Information from Stellar MLS, deemed reliable but not guaranteed.</p>
${agentPanel("Talk to our cross-border specialist", { name: "Heather MacInnis", role: "Snowbird Advisor Partner Agent · licensed in Florida", phone: "1-888-555-0137", email: "heather@snowbird-partners.example" }, "Heather helps Canadians with US mortgages, the 183-day rule, the Form 8840 and selling under FIRPTA.")}
${tourForm("Ask about this property", "I'm a Canadian buyer interested in 1290 Fairway Isle Dr #B-203.", "Send my question")}
${nearby("More snowbird properties", [
  { price: "US$219,900", address: "2440 Nursery Rd #18", place: "Clearwater, FL 33764", facts: "2 bd | 2 ba | 1,120 sqft", note: "≈ CA$302,600", href: "/properties/florida/clearwater/2440-nursery-rd-18/" },
  { price: "US$329,000", address: "3711 Gulf Winds Cir #4", place: "Fort Myers, FL 33908", facts: "2 bd | 2 ba | 1,210 sqft", note: "≈ CA$452,700", href: "/properties/florida/fort-myers/3711-gulf-winds-cir-4/" },
  { price: "US$74,500", address: "3104 E Broadway Rd #211", place: "Mesa, AZ 85204", facts: "2 bd | 1 ba | 880 sqft", note: "Manufactured, land lease", href: "/properties/arizona/mesa/3104-e-broadway-rd-211/" },
])}
</main>
${siteFooter("Snowbird Advisor", ["Snowbird Advisor is not a real estate brokerage. Property listings are provided by licensed partner brokerages and are presented for information only. Currency conversions are approximate and for illustration.", "Toronto, Ontario · Made in Canada for Canadian snowbirds."])}
</body></html>`,
    expected: {
      price: { amount: 259000, currency: "USD" },
      propertyKind: "condo",
      street: "1290 Fairway Isle Dr #B-203",
      city: "Dunedin",
      province: "FL",
      postalCode: "34698",
      neighbourhood: "Fairway Isle",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1040,
      yearBuilt: 1982,
      mlsNumber: "TB8412765",
      listingAgentName: "Graham Thistlewood",
      brokerageName: "Gulf Coast Snowbird Realty LLC",
    },
  },
];
