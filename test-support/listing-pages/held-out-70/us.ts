/**
 * Seventieth held-out corpus, the United States: zillow.com (a Duluth MN craftsman whose feed left the size, lot and
 * year blank, told in the agent's description) and realtor.com (a Bangor ME cape with only the type above the fold).
 * Addresses, names, phone numbers and numbers are invented; the expected facts were written before the extractor ever
 * ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consentBar, gallery, leadForm, masthead, moreHomes, nextData, pixel, siteFooter, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_70_US: ListingPage[] = [
  {
    name: "ho70-zillow-craftsman-duluth",
    site: "zillow.com",
    set: "held-out-70",
    traps: "Zillow page whose summary reads '3 bd | 2 ba | -- sqft' with 'Lot: --' and no year in the facts: 'built in 1924', '1,640 finished sq ft' and 'a 50 x 140 ft lot' only in the description, beside a 1998 garage, 'four blocks to Lake Superior', a 2009 sale in the price history, the Zestimate and an estimated payment; the board's MLS# in the listing-source line; coordinates in the embedded cache beside nearby homes'",
    pageUrl: "https://www.zillow.com/homedetails/2215-E-5th-St-Duluth-MN-55812/97513384_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2215 E 5th St, Duluth, MN 55812 | MLS #6118845 | Zillow</title>
<meta name="description" content="2215 E 5th St, Duluth, MN 55812 is a single-family home listed for-sale at $364,900. MLS #6118845.">
<meta property="og:title" content="2215 E 5th St, Duluth, MN 55812 | Zillow">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "2215 E 5th St", address: { "@type": "PostalAddress", streetAddress: "2215 E 5th St", addressLocality: "Duluth", addressRegion: "MN", postalCode: "55812" } })}
${tagManager("GTM-ZLW70")}
</head><body>
${consentBar("Zillow")}
${masthead("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Agent finder"])}
<main class="ds-home-details">
${gallery("https://photos.zillowstatic.com/fp/97513384", 15, "2215 E 5th St, Duluth, MN 55812")}
<div class="ds-summary-row">
<span class="ds-price" data-testid="price">$364,900</span>
<div class="ds-bed-bath-living-area-container"><span><strong>3</strong> bd</span><span><strong>2</strong> ba</span><span><strong>--</strong> sqft</span></div>
<h1 class="ds-address-container">2215 E 5th St, Duluth, MN 55812</h1>
<p class="ds-est-payment">Est.: $2,411/mo <a href="#">Get pre-qualified</a></p>
<div class="ds-zestimate">Zestimate®: $371,200</div>
</div>
<section class="ds-overview"><h2>Overview</h2>
<div class="ds-overview-stats"><span>6 days on Zillow</span> · <span>212 views</span> · <span>14 saves</span></div>
<div class="ds-overview-section"><p>Built in 1924, this craftsman keeps its quarter-sawn oak trim, built-in buffet and leaded glass while adding a 2021 kitchen with soapstone counters. The home has 1,640 finished sq ft, with 3 bedrooms upstairs and 2 full baths (one up, one in the lower level). It sits on a 50 x 140 ft lot with a detached two-car garage built in 1998 and a terraced back garden. Four blocks to Lake Superior and the Lakewalk, 1.5 miles to UMD.</p></div>
<p class="ds-listing-agent">Listing by: Erik Halvorsen 218-555-0133, North Shore Realty Group 218-555-0100</p>
<p class="ds-listing-source">Source: Lake Superior Area REALTORS®, MLS#: 6118845</p>
</section>
<section class="ds-facts"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Heating: Hot water, Natural gas</li><li>Basement: Partially finished</li></ul>
<h3>Property</h3><ul><li>Parking: Detached garage, 2 spaces</li><li>Lot: --</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Architectural style: Craftsman</li></ul>
<h3>Financial</h3><ul><li>Annual tax amount: $4,362</li></ul>
</section>
<section class="ds-price-history"><h2>Price history</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody><tr><td>11/4/2025</td><td>Listed for sale</td><td>$364,900</td></tr><tr><td>6/19/2009</td><td>Sold</td><td>$189,000</td></tr></tbody></table>
</section>
${moreHomes("Nearby homes", [
  { place: "Duluth, MN 55812", price: "$319,000", line: "3 bds · 1 ba · 1,280 sqft", href: "/homedetails/1911-E-3rd-St-Duluth-MN-55812/97510046_zpid/" },
  { place: "Duluth, MN 55803", price: "$429,900", line: "4 bds · 3 ba · 2,150 sqft", href: "/homedetails/301-W-Kent-Rd-Duluth-MN-55803/97498811_zpid/" },
])}
${leadForm({ heading: "Request a tour", message: "I am interested in 2215 E 5th St, Duluth, MN 55812.", button: "Request a tour", fine: "By pressing Request a tour, you agree that Zillow Group and its affiliates, and real estate professionals may call/text you." })}
</main>
${siteFooter(["Zillow Group is committed to ensuring digital accessibility for individuals with disabilities.", "Zillow, Inc. holds real estate brokerage licenses in multiple states. © 2006-2025 Zillow"])}
${windowState("__GDP_CACHE__", { property: { zpid: 97513384, price: 364900, currency: "USD", bedrooms: 3, bathrooms: 2, livingArea: null, lotSize: null, yearBuilt: null, latitude: 46.81574, longitude: -92.07213, mlsid: "6118845", zestimate: 371200 }, nearbyHomes: [{ zpid: 97510046, price: 319000, latitude: 46.81233, longitude: -92.07711 }, { zpid: 97498811, price: 429900, latitude: 46.83391, longitude: -92.05102 }] })}
${pixel("zillow")}
</body></html>`,
    expected: {
      price: { amount: 364900, currency: "USD" },
      propertyKind: "house",
      street: "2215 E 5th St",
      city: "Duluth",
      province: "MN",
      postalCode: "55812",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1640,
      lot: { value: 7000, unit: "ft2" },
      yearBuilt: 1924,
      mlsNumber: "6118845",
      listingAgentName: "Erik Halvorsen",
      brokerageName: "North Shore Realty Group",
      geo: { lat: 46.81574, lng: -92.07213 },
    },
  },
  {
    name: "ho70-realtorcom-cape-bangor",
    site: "realtor.com",
    set: "held-out-70",
    traps: "realtor.com page with only price, address and type above the fold: 'This 4 bed Cape built in 1985 sits on 1.1 acres', '2 full baths and a half bath', '1,920 sq ft of living space' in the description; a 24 x 24 garage, a 2020 heat pump, '10 minutes to I-95', '2 miles to schools' and the previous owners' 30 years; the board's MLS ID in the source line; 'Brokered by' the office; the estimated payment; coordinates in __NEXT_DATA__ beside a map centre",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/418-Ohio-St_Bangor_ME_04401_M38126-40957",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>418 Ohio St, Bangor, ME 04401 - realtor.com®</title>
<meta name="description" content="View 29 photos for 418 Ohio St, Bangor, ME 04401, a single family home for sale listed at $329,000. MLS# 1642288.">
<meta property="og:title" content="418 Ohio St, Bangor, ME 04401">
${tagManager("GTM-RDC70")}
</head><body>
${consentBar("realtor.com")}
${masthead("realtor.com®", ["Buy", "Sell", "Rent", "Mortgage", "Find Realtors®", "News"])}
<main data-testid="ldp-page">
${gallery("https://ap.rdcpix.com/418-ohio-st-bangor", 12, "418 Ohio St, Bangor, ME 04401")}
<div class="ldp-header">
<span class="status-badge">For Sale</span>
<div class="list-price" data-testid="list-price">$329,000</div>
<h1 class="address" data-testid="address">418 Ohio St, Bangor, ME 04401</h1>
<p class="est-payment">Est. payment $2,196/mo</p>
</div>
<section class="ldp-details"><h2>Property details</h2>
<ul class="key-facts"><li>Property type: Single Family</li><li>Time on realtor.com: 6 days</li><li>Price per sqft: $171</li></ul>
</section>
<section class="ldp-description" data-testid="description"><h2>About this home</h2>
<p>This 4 bed Cape built in 1985 sits on 1.1 acres at the quiet end of Ohio Street, backing onto woods. Inside you'll find 1,920 sq ft of living space with 2 full baths and a half bath, a first-floor primary suite, a wood stove in the family room and a sunroom added in 2008. Heat pump 2020, roof 2017, generator hookup. Detached 24 x 24 garage plus a paved drive for 4 cars. Loved by the same owners for 30 years. 10 minutes to I-95 and downtown, 2 miles to schools.</p>
<p class="source">Source: Maine Listings, MLS ID #1642288</p>
</section>
<section class="ldp-agent"><h2>Listed by</h2>
<div class="agent-branding"><p class="agent-name">Courtney Pelletier</p><p class="brokered-by">Brokered by Penobscot Bay Realty</p><a href="tel:2075550129">(207) 555-0129</a></div>
</section>
${moreHomes("Similar homes", [
  { place: "Bangor, ME 04401", price: "$289,900", line: "3 bed · 2 bath · 1,480 sqft", href: "/realestateandhomes-detail/57-Fern-St_Bangor_ME_04401_M38125-11873" },
  { place: "Hermon, ME 04401", price: "$374,000", line: "4 bed · 3 bath · 2,240 sqft · 2.3 acre lot", href: "/realestateandhomes-detail/1290-Coldbrook-Rd_Hermon_ME_04401_M38301-77420" },
])}
${leadForm({ heading: "More about this property", message: "I'm interested in 418 Ohio St, Bangor, ME 04401.", button: "Email agent", fine: "By proceeding, you consent to receive calls and texts at the number you provided, including marketing by autodialer and prerecorded and artificial voice, and email, from realtor.com and others about your inquiry." })}
</main>
${siteFooter(["realtor.com® is operated by Move, Inc. © 1995-2025 National Association of REALTORS® and Move, Inc."])}
${nextData({ props: { pageProps: { property: { property_id: "3812640957", listing_id: "2978120511", list_price: 329000, description: { type: "single_family", beds: null, baths: null, sqft: null, lot_sqft: null, year_built: null }, location: { address: { line: "418 Ohio St", city: "Bangor", state_code: "ME", postal_code: "04401", coordinate: { lat: 44.82391, lon: -68.79516 } } }, source: { id: "MEMLS", listing_id: "1642288" } }, mapCenter: { lat: 44.8012, lon: -68.7778 } } }, page: "/realestateandhomes-detail/[slug]", buildId: "rdc70x" })}
${pixel("rdc")}
</body></html>`,
    expected: {
      price: { amount: 329000, currency: "USD" },
      propertyKind: "house",
      street: "418 Ohio St",
      city: "Bangor",
      province: "ME",
      postalCode: "04401",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1920,
      lot: { value: 1.1, unit: "acres" },
      yearBuilt: 1985,
      mlsNumber: "1642288",
      listingAgentName: "Courtney Pelletier",
      brokerageName: "Penobscot Bay Realty",
      geo: { lat: 44.82391, lng: -68.79516 },
    },
  },
];
