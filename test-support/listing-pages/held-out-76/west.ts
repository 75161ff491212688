/**
 * Seventy-sixth held-out corpus, the West: a remax.ca page for a former show home with a builder leaseback in
 * Edmonton, a rew.ca presale townhouse in Langley and a point2homes.com spec bungalow in Saskatoon. Addresses, names and
 * numbers are invented; expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { appBanner, calculator, consent, crumbs, gallery, gtm, header, leadForm, nextData, roster, similar, siteFooter } from "./chrome.ts";

const dl = (pairs: [string, string][], cls = "details-list"): string =>
  `<dl class="${cls}">${pairs.map(([k, v]) => `<div class="${cls}__row"><dt>${k}</dt><dd>${v}</dd></div>`).join("")}</dl>`;

export const HELD_OUT_76_WEST: ListingPage[] = [
  {
    name: "ho76-remax-show-home-edmonton",
    site: "remax.ca",
    set: "held-out-76",
    traps:
      "a remax.ca page (Next.js __NEXT_DATA__) for a builder's former show home sold with a leaseback: the builder's monthly leaseback rent and the model's 'base price from $589,900' beside the GST-included list price; '2 + 1 Baths' with full and half rows; 'Lot Size 4,015 sqft (373 m²)'; 'Year Built 2024'; the builder's new sales centre on another street; a legal description with plan, block and lot; the site's own 'wp_id' listing id beside the MLS®; an assessed value; a RE/MAX team roster of other agents; nearby listings from another RE/MAX office",
    pageUrl: "https://www.remax.ca/ab/edmonton-real-estate/3519-orchards-link-sw-wp_id300581277-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3519 Orchards Link SW, Edmonton, AB T6X 2V8 | E4461372 | RE/MAX Canada</title>
<meta name="description" content="3 bed, 2.5 bath former show home for sale at 3519 Orchards Link SW, Edmonton. $649,900. MLS® E4461372.">
<meta property="og:image" content="https://assets.remax.ca/listings/E4461372/1.jpg">
<link rel="canonical" href="https://www.remax.ca/ab/edmonton-real-estate/3519-orchards-link-sw-wp_id300581277-lst">
${gtm("GTM-RMXCA3")}
</head><body>
<div id="__next">
${appBanner("RE/MAX Canada")}
${header("RE/MAX", ["Buy", "Sell", "Find an Agent", "Find an Office", "Commercial", "Blog"])}
${crumbs(["Home", "Alberta", "Edmonton", "The Orchards at Ellerslie", "3519 Orchards Link SW"])}
<div class="listing-summary">
<h1 class="listing-address" data-cy="listing-address">3519 Orchards Link SW, Edmonton, AB T6X 2V8</h1>
<div class="listing-price" data-cy="listing-price">$649,900 <span class="price-note">GST included</span></div>
<ul class="listing-stats"><li data-cy="beds">3 Beds</li><li data-cy="baths">2 + 1 Baths</li><li data-cy="sqft">1,948 sqft</li></ul>
<span class="listing-status">Active</span>
</div>
${gallery("https://assets.remax.ca/listings/E4461372", 28, "3519 Orchards Link SW")}
<section class="listing-description"><h2>Description</h2>
<p>Own the former Hartwell Homes 'Harlow' show home, professionally decorated and loaded with upgrades you won't find in the base model (Harlow base price from $589,900 on a standard lot). Sold with a leaseback: the builder rents it back at $3,400/month until June 30, 2026, then it is yours. 1,948 sq ft above grade with 9' ceilings, a chef's kitchen with a butler's pantry, a bonus room, three bedrooms and a spa ensuite; separate side entrance to the undeveloped basement. Price includes GST. Hartwell's new sales centre is at 3605 Orchards Link SW, open daily 1-6.</p></section>
<section class="listing-details"><h2>Listing Details</h2>
${dl([["MLS® #", "E4461372"], ["Property Type", "Single Family"], ["Building Type", "House"], ["Style", "2 Storey"], ["Year Built", "2024"], ["Bedrooms", "3"], ["Full Bathrooms", "2"], ["Half Bathrooms", "1"], ["Above Grade Area", "1,948 sqft"], ["Lot Size", "4,015 sqft (373 m²)"], ["Basement", "Full, Unfinished"], ["Garage", "Double Attached"], ["Community", "The Orchards at Ellerslie"], ["Legal Description", "Plan 2210455, Block 9, Lot 22"], ["Assessed Value", "$612,500 (2025)"], ["Taxes", "$5,214 (2025)"]])}
</section>
<section class="listing-agent"><h2>Listing Agent</h2>
<div class="agent-card" data-cy="listing-agent"><img src="https://assets.remax.ca/agents/gurpreet-sandhu.jpg" alt="" width="96"><p class="agent-name">Gurpreet Sandhu</p><p>REALTOR®</p><p class="agent-office">RE/MAX Excellence</p><a href="tel:7805550148">780-555-0148</a></div>
${leadForm("Book a showing", "I'd like to see 3519 Orchards Link SW (E4461372).", "Request Showing")}
</section>
${roster("RE/MAX Excellence New Homes Specialists", [{ name: "Harjit Dhaliwal", title: "REALTOR®", phone: "780-555-0150" }, { name: "Lena Ferreira", title: "REALTOR®", phone: "780-555-0151" }])}
${calculator("Mortgage Calculator", [["Price", "$649,900"], ["Down payment", "$64,990"], ["Rate", "4.64%"], ["Amortization", "25 years"]], "$3,282 / month")}
${similar("Similar listings nearby", [
  { price: "$574,900", address: "3228 Orchards Link SW", place: "Edmonton, AB", facts: "3 bd · 3 ba · 1,702 sqft · RE/MAX River City", href: "/ab/edmonton-real-estate/3228-orchards-link-sw-wp_id300570119-lst" },
  { price: "$719,000", address: "1408 Ainslie Wynd SW", place: "Edmonton, AB", facts: "4 bd · 4 ba · 2,210 sqft", href: "/ab/edmonton-real-estate/1408-ainslie-wynd-sw-wp_id300566402-lst" },
])}
</div>
${nextData({ props: { pageProps: { listing: { wpId: 300581277, mlsNum: "E4461372", listPrice: 649900, address: "3519 Orchards Link SW", city: "Edmonton", province: "AB", postalCode: "T6X 2V8", neighbourhood: "The Orchards at Ellerslie", beds: 3, bathsFull: 2, bathsHalf: 1, sqFtAboveGrade: 1948, lotSize: "4,015 sqft", yearBuilt: 2024, location: { lat: 53.42618, lng: -113.44207 }, listingAgent: { name: "Gurpreet Sandhu", office: "RE/MAX Excellence" } }, nearby: [{ wpId: 300570119, listPrice: 574900, location: { lat: 53.42731, lng: -113.44512 } }] } }, page: "/[province]/[city]/[listing]", buildId: "rmx-2025-11-3" })}
${siteFooter(["Each RE/MAX® office is independently owned and operated. RE/MAX Excellence, 10841 104 Ave NW, Edmonton, AB T5H 4J5.", "Listing data supplied by the REALTORS® Association of Edmonton. The trademarks MLS® and REALTOR® are controlled by CREA."])}
</body></html>`,
    expected: {
      price: { amount: 649900 },
      propertyKind: "house",
      street: "3519 Orchards Link SW",
      city: "Edmonton",
      province: "AB",
      postalCode: "T6X 2V8",
      neighbourhood: "The Orchards at Ellerslie",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1948,
      lot: { value: 4015, unit: "ft2" },
      yearBuilt: 2024,
      mlsNumber: "E4461372",
      listingAgentName: "Gurpreet Sandhu",
      brokerageName: "RE/MAX Excellence",
      geo: { lat: 53.42618, lng: -113.44207 },
    },
  },
  {
    name: "ho76-rew-presale-townhouse-langley",
    site: "rew.ca",
    set: "held-out-76",
    traps:
      "a rew.ca page for a presale strata townhouse: '$899,900 + GST'; a 'Floor plans in this development' list with other plans' prices and sizes; 'Est. Completion Summer 2026' and 'Age: Presale' with no year built; the presentation centre's address beside the unit's; 'Freehold Strata' title and strata fees; bathrooms 3 split full 3 / half 0; Willoughby Heights beside Langley; the site's own listing id beside the MLS® in the URL and data attributes; the agent's personal real estate corporation in the designation line; other presales with prices",
    pageUrl: "https://www.rew.ca/properties/R3067514/52-20857-77a-avenue-langley",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>52-20857 77A Avenue, Langley - R3067514 | REW</title>
<meta name="description" content="Presale 3 bed, 3 bath townhouse at 52-20857 77A Avenue, Willoughby Heights, Langley. $899,900 + GST.">
<meta property="og:image" content="https://img.rew.ca/listings/R3067514/1.jpg">
<link rel="canonical" href="https://www.rew.ca/properties/R3067514/52-20857-77a-avenue-langley">
${gtm("GTM-REWCA9")}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "52-20857 77A Avenue", address: { "@type": "PostalAddress", streetAddress: "52-20857 77A Avenue", addressLocality: "Langley", addressRegion: "BC", postalCode: "V2Y 0T4" }, geo: { "@type": "GeoCoordinates", latitude: 49.13804, longitude: -122.64091 } })}
</head><body class="listing-show" data-listing-id="l-9920187" data-mls="R3067514">
${consent("REW")}
${header("REW", ["Buy", "Rent", "Presales", "Sold", "Agents", "Insights"])}
${crumbs(["BC", "Langley", "Willoughby Heights", "52-20857 77A Avenue"])}
<section class="listingheader">
<h1 class="listingheader-address">52-20857 77A Avenue</h1>
<p class="listingheader-city">Willoughby Heights, Langley, BC V2Y 0T4</p>
<div class="listingheader-price">$899,900 <small>+ GST</small></div>
<ul class="listingheader-details"><li>3 Bed</li><li>3 Bath</li><li>1,588 Sqft</li><li>Townhouse</li></ul>
<span class="badge badge-presale">Presale</span>
</section>
${gallery("https://img.rew.ca/listings/R3067514", 12, "52-20857 77A Avenue Langley")}
<section class="listingoverview"><h2>Overview</h2>
<p>Introducing Alder Row by Cedarline Developments, 64 three-storey homes in the heart of Willoughby. Plan B end unit: 3 bedrooms each with its own full bath, 1,588 sq ft, side-by-side double garage, 10' main-floor ceilings and a fenced yard. Est. completion Summer 2026. 10% deposit. Presentation Centre: 20780 Willoughby Town Centre Drive, open Sat-Thu 12-5.</p>
<h3>Floor plans in this development</h3>
<ul class="dev-plans"><li>Plan A – 3 bed, 1,412 sq ft – from $839,900</li><li>Plan B – 3 bed, 1,588 sq ft – from $879,900</li><li>Plan C – 4 bed, 1,702 sq ft – from $949,900</li></ul>
</section>
<section class="listingdetails"><h2>Details</h2>
<table class="listingdetails-table"><tbody>
<tr><th>MLS® Number</th><td>R3067514</td></tr><tr><th>Property Type</th><td>Townhouse</td></tr><tr><th>Title</th><td>Freehold Strata</td></tr><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Bathrooms</th><td>3</td></tr><tr><th>Full Baths</th><td>3</td></tr><tr><th>Half Baths</th><td>0</td></tr><tr><th>Floor Area</th><td>1,588 Sqft</td></tr><tr><th>Age</th><td>Presale</td></tr><tr><th>Est. Completion</th><td>Summer 2026</td></tr><tr><th>Strata Fees</th><td>$289.14 / month</td></tr><tr><th>Taxes</th><td>Not yet assessed</td></tr><tr><th>Neighbourhood</th><td>Willoughby Heights</td></tr><tr><th>Days on REW</th><td>12</td></tr>
</tbody></table></section>
<div class="listingmap" data-lat="49.13804" data-lng="-122.64091"></div>
<section class="listingagent"><h2>Listed By</h2>
<div class="agent"><img src="https://img.rew.ca/agents/jenna-whitcombe.jpg" alt="" width="80"><p class="agent-name">Jenna Whitcombe</p><p class="agent-designation">Personal Real Estate Corporation</p><p class="agent-brokerage">Fraser Pointe Realty Ltd.</p><a href="tel:6045550163">604-555-0163</a></div>
${leadForm("Get the Alder Row price list", "Please send me the price list and availability for Alder Row.", "Send")}
</section>
${calculator("Mortgage Calculator", [["Price", "$899,900"], ["Down payment", "$179,980"], ["Rate", "4.74%"]], "$4,082 / month + strata $289")}
${similar("More presales in Langley", [
  { price: "$749,900", address: "18-7848 209 Street", place: "Willoughby Heights, Langley", facts: "3 bd · 3 ba · 1,366 sqft", href: "/properties/R3061120/18-7848-209-street-langley" },
  { price: "$1,249,000", address: "20922 76 Avenue", place: "Willoughby Heights, Langley", facts: "4 bd · 4 ba · House", href: "/properties/R3058803/20922-76-avenue-langley" },
])}
${siteFooter(["REW.ca, 1055 Dunsmuir St, Suite 2500, Vancouver, BC V7X 1L3.", "This representation is based in whole or in part on data generated by the Fraser Valley Real Estate Board which assumes no responsibility for its accuracy."])}
</body></html>`,
    expected: {
      price: { amount: 899900 },
      propertyKind: "townhouse",
      street: "52-20857 77A Avenue",
      city: "Langley",
      province: "BC",
      postalCode: "V2Y 0T4",
      neighbourhood: "Willoughby Heights",
      bedrooms: 3,
      bathrooms: 3,
      bathroomsFull: 3,
      bathroomsHalf: 0,
      squareFootage: 1588,
      mlsNumber: "R3067514",
      listingAgentName: "Jenna Whitcombe",
      brokerageName: "Fraser Pointe Realty Ltd.",
      geo: { lat: 49.13804, lng: -122.64091 },
    },
  },
  {
    name: "ho76-point2homes-spec-bungalow-saskatoon",
    site: "point2homes.com",
    set: "held-out-76",
    traps:
      "a point2homes.com page for a builder's newly completed spec bungalow: GST-included price with the rebate assigned to the builder; the plan's 'starting from $489,900' on a standard lot; the builder's show home down the street; 'Lot Size 42 x 113 ft'; 'Year Built 2025' beside an estimated tax line; a price history with an earlier list price; Point2's own 'Listing ID' beside the MLS®; Brighton beside Saskatoon; the brokerage with an office suffix and its office address; similar homes with prices and a walk score",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Brighton/318-Weisz-Lane/152846921.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>318 Weisz Lane, Saskatoon, Saskatchewan S7V1P5 - House For Sale | Point2</title>
<meta name="description" content="318 Weisz Lane, Saskatoon, SK S7V1P5: 3 beds, 2 baths, 1,456 sqft new construction bungalow for sale. MLS® SK018976.">
<meta property="og:image" content="https://images.point2.com/p2h/listing/152846921/1.jpg">
<link rel="canonical" href="https://www.point2homes.com/CA/Home-For-Sale/SK/Saskatoon/Brighton/318-Weisz-Lane/152846921.html">
${gtm("GTM-P2H414")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "318 Weisz Lane", address: { "@type": "PostalAddress", streetAddress: "318 Weisz Lane", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7V1P5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 52.11877, longitude: -106.55314 } })}
</head><body class="listing-details-page">
${consent("Point2")}
${header("Point2", ["Buy", "Rent", "Sell", "Agents", "Mortgage", "Advertise"])}
${crumbs(["Canada", "Saskatchewan", "Saskatoon", "Brighton", "318 Weisz Lane"])}
<div class="details-header">
<div class="address-container" data-address="318 Weisz Lane, Saskatoon, SK S7V1P5"><h1><div class="address-line">318 Weisz Lane</div><div class="address-line">Saskatoon, Saskatchewan S7V1P5</div></h1></div>
<div class="price" data-price="529900"><span class="green">$529,900</span> <small>GST incl.</small></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>3</strong> Beds</li><li class="ic-baths"><strong>2</strong> Baths</li><li class="ic-sqft"><strong>1,456</strong> Sqft</li><li class="ic-lotsize"><strong>42 x 113</strong> ft</li></ul>
</div>
${gallery("https://images.point2.com/p2h/listing/152846921", 20, "318 Weisz Lane Saskatoon")}
<section class="description"><h2>Description</h2>
<p>Brand new, ready to move in: the Linden bungalow by Parkridge Homes, completed this fall on a 42' pie lot backing the Brighton pathway. 1,456 sq ft with 3 bedrooms and 2 full baths on the main, vaulted great room, quartz kitchen with walk-in pantry, main-floor laundry and a 9' basement with a separate entrance roughed in for a future suite. The Linden plan is starting from $489,900 on a standard lot; this home includes $22,000 in upgrades and front landscaping. GST included with the rebate assigned to the builder. New Home Warranty. Visit the Parkridge show home at 402 Weisz Lane, open Mon-Thu 3-8 and weekends 12-5.</p></section>
<section class="details-charcs"><h2>Property Details</h2>
<dl class="charcs"><dt>Listing ID</dt><dd>152846921</dd><dt>MLS®#</dt><dd>SK018976</dd><dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Bungalow</dd><dt>Year Built</dt><dd>2025</dd><dt>Beds</dt><dd>3</dd><dt>Baths</dt><dd>2</dd><dt>Living Area</dt><dd>1,456 Sqft</dd><dt>Lot Size</dt><dd>42 x 113 ft</dd><dt>Taxes</dt><dd>$4,300 (estimated, to be assessed)</dd><dt>Neighbourhood</dt><dd>Brighton</dd><dt>Garage</dt><dd>Double attached</dd></dl>
</section>
<section class="price-history"><h2>Price History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody><tr><td>Oct 30, 2025</td><td>Price change</td><td>$529,900</td></tr><tr><td>Aug 14, 2025</td><td>Listed</td><td>$544,900</td></tr></tbody></table></section>
<section class="walkscore"><h3>Walk Score®</h3><p><b>34</b> Car-Dependent</p></section>
<section class="agent-info"><h2>Listed by</h2>
<div class="agent-card"><img src="https://images.point2.com/agents/devon-kowalchuk.jpg" alt="" width="80"><p class="agent-name">Devon Kowalchuk</p><p class="agent-brokerage">Prairie Key Realty - Stonebridge Office</p><p>1820 McOrmond Dr, Unit 3, Saskatoon, SK S7S 0A6</p><a href="tel:3065550191">306-555-0191</a></div>
${leadForm("Contact Agent", "I am interested in 318 Weisz Lane, Saskatoon (MLS® SK018976).", "Send Email")}
</section>
<div class="map-box" data-lat="52.11877" data-lng="-106.55314"></div>
${calculator("Mortgage Calculator", [["Home price", "$529,900"], ["Down payment", "$52,990"], ["Interest", "4.84%"]], "$2,735 per month")}
${similar("Similar Homes For Sale", [
  { price: "$474,900", address: "127 Germain Manor", place: "Saskatoon, SK", facts: "3 Beds · 2 Baths · 1,290 Sqft", href: "/CA/Home-For-Sale/SK/Saskatoon/Brighton/127-Germain-Manor/152801140.html" },
  { price: "$619,900", address: "540 Kostiuk Crescent", place: "Saskatoon, SK", facts: "4 Beds · 3 Baths · 1,612 Sqft", href: "/CA/Home-For-Sale/SK/Saskatoon/Brighton/540-Kostiuk-Crescent/152799632.html" },
])}
${siteFooter(["© 2025 Point2. All rights reserved. Point2 is part of the Yardi family.", "Listing information provided by the Saskatchewan REALTORS® Association. MLS® and REALTOR® are trademarks of CREA."])}
</body></html>`,
    expected: {
      price: { amount: 529900 },
      propertyKind: "house",
      street: "318 Weisz Lane",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7V 1P5",
      neighbourhood: "Brighton",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1456,
      lot: { value: 4746, unit: "ft2" },
      yearBuilt: 2025,
      mlsNumber: "SK018976",
      listingAgentName: "Devon Kowalchuk",
      brokerageName: "Prairie Key Realty",
      geo: { lat: 52.11877, lng: -106.55314 },
    },
  },
];
