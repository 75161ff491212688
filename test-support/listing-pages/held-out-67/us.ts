/**
 * Sixty-seventh held-out corpus, United States: a Zillow listing whose home type is "Condo" while its subtype and the
 * description make it a two-storey townhouse (condo ownership, townhouse form), and a realtor.com manufactured home
 * on its own land in Florida (no park, no lot rent). Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { browse, cards, consent, footer, gtm, header, mortgage, nextData, photos, savedSearch } from "./chrome.ts";

const fact = (label: string, value: string): string => `<li><span class="fact-label">${label}:</span> <span class="fact-value">${value}</span></li>`;

const zillowProperty = {
  zpid: 231845670,
  price: 349900,
  currency: "USD",
  homeType: "CONDO",
  homeStatus: "FOR_SALE",
  streetAddress: "4127 Holloway Ct UNIT B",
  city: "Raleigh",
  state: "NC",
  zipcode: "27612",
  latitude: 35.87124,
  longitude: -78.68741,
  bedrooms: 2,
  bathrooms: 3,
  livingArea: 1364,
  livingAreaUnits: "Square Feet",
  yearBuilt: 2003,
  zestimate: 344100,
  rentZestimate: 1950,
  monthlyHoaFee: 245,
  propertyTaxRate: 0.87,
  mlsid: "10089412",
  resoFacts: {
    homeType: "Condo",
    propertySubType: ["Townhouse"],
    architecturalStyle: "Transitional",
    stories: 2,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    subdivisionName: "Brittany Woods",
    associationFee: "$245 monthly",
    hasAttachedProperty: true,
    commonWalls: "End Unit, 1 Common Wall",
  },
  attributionInfo: { agentName: "Courtney Sizemore", agentPhoneNumber: "919-555-0131", brokerName: "Oak City Pinnacle Realty LLC", mlsName: "Doorify MLS", mlsId: "10089412" },
  priceHistory: [
    { date: "2025-06-03", event: "Listed for sale", price: 349900 },
    { date: "2018-09-14", event: "Sold", price: 238000 },
  ],
  nearbyHomes: [
    { zpid: 231845702, address: { streetAddress: "4131 Holloway Ct UNIT A" }, price: 339000, homeType: "TOWNHOUSE", latitude: 35.87141, longitude: -78.68766 },
    { zpid: 65412237, address: { streetAddress: "8204 Ridgecrest Ln" }, price: 515000, homeType: "SINGLE_FAMILY", latitude: 35.86822, longitude: -78.69310 },
  ],
};

const rdcProperty = {
  property_id: "6123498765",
  listing_id: "2978341152",
  status: "for_sale",
  list_price: 214900,
  description: { type: "mobile", sub_type: null, beds: 3, baths: 2, baths_full: 2, baths_half: null, sqft: 1456, lot_sqft: 20038, year_built: 2004, stories: 1, text: null },
  location: { address: { line: "9482 SE 134th Ln", city: "Summerfield", state_code: "FL", postal_code: "34491", coordinate: { lat: 29.00631, lon: -81.98214 } }, neighborhoods: [{ name: "Lake Weir" }], county: { name: "Marion" } },
  source: { name: "Stellar MLS", listing_id: "OM690123" },
  advertisers: [
    { type: "seller", name: "Dwayne Pickett", office: { name: "Marion Oaks Realty Group Inc" } },
    { type: "community", name: null, office: null },
  ],
  estimates: { current_values: [{ source: { name: "Collateral Analytics" }, estimate: 208400 }, { source: { name: "Quantarium" }, estimate: 221700 }, { source: { name: "Cotality" }, estimate: 205900 }] },
  hoa: { fee: null },
  tax_history: [{ year: 2024, tax: 1412, assessment: { total: 148300 } }],
};

export const HELD_OUT_67_US: ListingPage[] = [
  {
    name: "ho67-zillow-condo-townhouse-raleigh",
    site: "zillow.com",
    set: "held-out-67",
    traps: "'Home type: Condo' and homeType CONDO while 'Property subtype: Townhouse', two stories and one common wall make it a condo townhouse; 'bathrooms' 3 beside 2 full + 1 half (2.5); 'UNIT B' in the street; $245 monthly HOA; Zestimate and Rent Zestimate; a 2018 sale in the price history; a nearby TOWNHOUSE with its own coordinates; 'Subdivision: Brittany Woods'; 'Townhomes for sale' and 'Condos near you' links",
    pageUrl: "https://www.zillow.com/homedetails/4127-Holloway-Ct-UNIT-B-Raleigh-NC-27612/231845670_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4127 Holloway Ct UNIT B, Raleigh, NC 27612 | MLS #10089412 | Zillow</title>
<meta name="description" content="4127 Holloway Ct UNIT B, Raleigh, NC 27612 is a condo home that contains 1,364 sq ft and was built in 2003. It contains 2 bedrooms and 3 bathrooms. The Zestimate for this Condo is $344,100.">
<meta property="og:title" content="4127 Holloway Ct UNIT B, Raleigh, NC 27612 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/6a1c2b7e9d0f4e3a8b5c-cc_ft_1536.jpg">
${gtm("G-ZLW67RAL")}
</head><body>
${consent("Zillow")}
${header("Zillow", ["Buy", "Rent", "Sell", "Home Loans", "Find an Agent", "Manage Rentals"])}
<main class="ds-home-details">
<div class="ds-summary-row"><span class="ds-price" data-testid="price"><span>$349,900</span></span>
<div class="ds-bed-bath-living-area-container"><span><strong>2</strong> bd</span><span><strong>3</strong> ba</span><span><strong>1,364</strong> sqft</span></div>
<h1 class="ds-address-container">4127 Holloway Ct UNIT B, Raleigh, NC 27612</h1>
<ul class="ds-home-fact-list"><li>Condo</li><li>Built in 2003</li><li>$245/mo HOA</li><li>Zestimate®: $344,100</li></ul>
<p class="ds-est-payment">Est. payment: $2,396/mo</p></div>
${photos("https://photos.zillowstatic.com/fp/231845670", 29, "4127 Holloway Ct UNIT B")}
<section class="ds-overview"><h2>What's special</h2><p>End-unit two-story townhome in Brittany Woods, minutes from Crabtree Valley and I-440. Living room with a gas fireplace, updated kitchen with quartz and stainless, half bath on the main floor, two primary-style bedrooms upstairs each with its own full bath. Private fenced patio backing onto trees, one assigned space plus guest parking. HOA covers exterior maintenance, roof, landscaping, pool and trash. Sold as a condominium unit.</p></section>
<section class="ds-facts"><h2>Facts &amp; features</h2>
<h3>Bedrooms &amp; bathrooms</h3><ul>${fact("Bedrooms", "2")}${fact("Bathrooms", "3")}${fact("Full bathrooms", "2")}${fact("1/2 bathrooms", "1")}</ul>
<h3>Interior area</h3><ul>${fact("Total interior livable area", "1,364 sqft")}</ul>
<h3>Type &amp; style</h3><ul>${fact("Home type", "Condo")}${fact("Architectural style", "Transitional")}${fact("Property subtype", "Townhouse")}${fact("Attached to another structure", "Yes")}${fact("Common walls", "End Unit, 1 Common Wall")}</ul>
<h3>Condition</h3><ul>${fact("Year built", "2003")}${fact("Stories", "2")}</ul>
<h3>Community &amp; HOA</h3><ul>${fact("Subdivision", "Brittany Woods")}${fact("HOA", "Yes")}${fact("HOA fee", "$245 monthly")}${fact("Amenities included", "Pool, Maintenance Grounds, Trash")}</ul>
<h3>Financial &amp; listing details</h3><ul>${fact("Price per square foot", "$257/sqft")}${fact("Tax assessed value", "$301,250")}${fact("Annual tax amount", "$2,621")}${fact("Date on market", "6/3/2025")}</ul>
</section>
<section class="ds-price-history"><h2>Price history</h2><table><tr><td>6/3/2025</td><td>Listed for sale</td><td>$349,900</td></tr><tr><td>9/14/2018</td><td>Sold</td><td>$238,000</td></tr></table></section>
<section class="ds-listing-agent"><p>Listed by:</p><p class="ds-listing-agent-display-name">Courtney Sizemore</p><p>919-555-0131</p><p class="ds-listing-agent-business-name">Oak City Pinnacle Realty LLC</p><p class="ds-mls">Source: Doorify MLS, MLS#: 10089412</p></section>
${mortgage("$349,900", "$69,980", "6.71%", "$2,396")}
${cards("Nearby homes", [
  { price: "$339,000", address: "4131 Holloway Ct UNIT A, Raleigh, NC", line: "Townhouse · 2 bd · 3 ba · 1,340 sqft", href: "/homedetails/4131-Holloway-Ct-UNIT-A-Raleigh-NC-27612/231845702_zpid/" },
  { price: "$515,000", address: "8204 Ridgecrest Ln, Raleigh, NC", line: "House · 4 bd · 3 ba · 2,210 sqft", href: "/homedetails/8204-Ridgecrest-Ln-Raleigh-NC-27612/65412237_zpid/" },
])}
${browse("Explore Raleigh", ["Townhomes for sale in Raleigh", "Condos near you", "Homes for sale in 27612", "Raleigh apartments for rent", "Open houses in Raleigh"])}
${savedSearch()}
</main>
${footer({ "Zillow Group": ["About", "Careers", "Privacy Portal"], "Resources": ["Mortgage Calculator", "Fair Housing Guide", "Help"] }, ["Zillow, Inc. holds real estate brokerage licenses in multiple states. © 2006-2025 Zillow"])}
${nextData({ props: { pageProps: { componentProps: { zpid: 231845670, gdpClientCache: JSON.stringify({ [`ForSaleShopperPlatformFullRenderQuery{"zpid":231845670}`]: { property: zillowProperty } }) } } }, page: "/homedetails/[...slug]" })}
</body></html>`,
    expected: {
      price: { amount: 349900, currency: "USD" },
      propertyKind: "townhouse",
      street: "4127 Holloway Ct UNIT B",
      city: "Raleigh",
      province: "NC",
      postalCode: "27612",
      neighbourhood: "Brittany Woods",
      bedrooms: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1364,
      yearBuilt: 2003,
      mlsNumber: "10089412",
      listingAgentName: "Courtney Sizemore",
      brokerageName: "Oak City Pinnacle Realty LLC",
      geo: { lat: 35.87124, lng: -78.68741 },
    },
  },
  {
    name: "ho67-realtorcom-manufactured-owned-land-summerfield",
    site: "realtor.com",
    set: "held-out-67",
    traps: "a manufactured home on its own 0.46-acre lot (type 'mobile', 'Land: Owned — not in a park, no lot rent'), the word 'home' and 'Single family' in the navigation and similar cards; lot as '0.46 acre lot' visible and 20,038 sqft in the state; three providers' estimates; tax history; the realtor.com property id beside the Stellar MLS number; 'Subdivision: Lake Weir Hills' beside the state's 'Lake Weir' neighbourhood; coordinates in the state",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/9482-SE-134th-Ln_Summerfield_FL_34491_M61234-98765",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>9482 SE 134th Ln, Summerfield, FL 34491 - MLS# OM690123 - realtor.com®</title>
<meta name="description" content="View 30 photos for 9482 SE 134th Ln, Summerfield, FL 34491, a 3 bed, 2 bath, 1,456 Sq. Ft. manufactured home built in 2004 on a 0.46 acre lot that was listed for $214,900.">
<meta property="og:title" content="9482 SE 134th Ln, Summerfield, FL 34491 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/8f2c71d0b4a9e6d3l-m3456789od-w1024_h768.jpg">
${gtm("G-RDC67SUM")}
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "FL", item: "https://www.realtor.com/realestateandhomes-search/FL" }, { "@type": "ListItem", position: 2, name: "Summerfield", item: "https://www.realtor.com/realestateandhomes-search/Summerfield_FL" }, { "@type": "ListItem", position: 3, name: "34491" }] })}
</head><body>
${consent("realtor.com")}
${header("realtor.com®", ["Buy", "Rent", "Sell", "Mortgage", "Find REALTORS®", "My Home"])}
<main data-testid="ldp-page">
<div class="ldp-header"><span class="status">For Sale</span>
<div data-testid="list-price" class="price">$214,900</div>
<ul class="property-meta"><li data-testid="property-meta-beds"><span>3</span> bed</li><li data-testid="property-meta-baths"><span>2</span> bath</li><li data-testid="property-meta-sqft"><span>1,456</span> sqft</li><li data-testid="property-meta-lot-size"><span>0.46</span> acre lot</li></ul>
<h1 data-testid="address">9482 SE 134th Ln, Summerfield, FL 34491</h1>
<p class="est-payment">Est. $1,604/mo</p></div>
${photos("https://ap.rdcpix.com/61234-98765", 30, "9482 SE 134th Ln")}
<section data-testid="property-description"><h2>Property details</h2><p>Double-wide manufactured home on nearly half an acre of your own land — no park, no lot rent, no HOA. Split plan with the primary suite on one end and two bedrooms and the second full bath on the other, eat-in kitchen, family room with sliders to the screened back porch. New roof over (2021), A/C 2020, well and septic. Detached 24x30 workshop with power, fenced yard, room for an RV or boat. Minutes to Lake Weir and the Villages' shopping.</p></section>
<section data-testid="home-facts"><h2>Home facts</h2><ul>
<li>Property type: Manufactured Home</li><li>Land: Owned (fee simple), not in a park</li><li>Year built: 2004</li><li>Stories: 1</li><li>Lot size: 0.46 acres</li><li>Subdivision: Lake Weir Hills</li><li>HOA: None</li><li>Price per sqft: $148</li><li>Garage: None (detached workshop)</li>
</ul></section>
<section data-testid="estimates"><h2>Estimated home value</h2><ul><li>Collateral Analytics: $208,400</li><li>Quantarium: $221,700</li><li>Cotality: $205,900</li></ul></section>
<section data-testid="tax-history"><h2>Property tax</h2><table><tr><td>2024</td><td>$1,412</td><td>Assessed $148,300</td></tr></table></section>
<section data-testid="listing-provider"><h2>Listed by</h2><p class="agent-name">Dwayne Pickett</p><p class="office-name">Marion Oaks Realty Group Inc</p><p class="source">Source: Stellar MLS, MLS# OM690123</p><p class="fine">Realtor.com property ID: M6123498765</p></section>
${mortgage("$214,900", "$42,980", "6.69%", "$1,604")}
${cards("Similar homes nearby", [
  { price: "$189,000", address: "13870 SE 95th Ter, Summerfield, FL", line: "Mobile / Manufactured · 3 bed · 2 bath · 0.3 acre lot", href: "/realestateandhomes-detail/13870-SE-95th-Ter_Summerfield_FL_34491_M68877-21430" },
  { price: "$289,500", address: "9115 SE 137th Pl, Summerfield, FL", line: "Single family · 3 bed · 2 bath · 1,612 sqft", href: "/realestateandhomes-detail/9115-SE-137th-Pl_Summerfield_FL_34491_M61190-33218" },
  { price: "$164,900", address: "17 Oak Bend Ct #B, Ocala, FL", line: "Condo · 2 bed · 2 bath · 1,040 sqft", href: "/realestateandhomes-detail/17-Oak-Bend-Ct-B_Ocala_FL_34472_M69902-44105" },
])}
${browse("Nearby searches", ["Single family homes for sale in Summerfield", "Mobile homes in 55+ parks near you", "Townhomes for sale in Ocala", "Condos near you", "Land for sale in Marion County"])}
${savedSearch()}
</main>
${footer({ "realtor.com®": ["About us", "Careers", "Feedback"], "Resources": ["Mortgage calculator", "Home value estimator", "Accessibility"] }, ["© 1995-2025 National Association of REALTORS® and Move, Inc. All rights reserved."])}
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: rdcProperty }, mapCenter: { lat: 29.1872, lon: -82.1401 } } }, page: "/realestateandhomes-detail/[slug]" })}
</body></html>`,
    expected: {
      price: { amount: 214900, currency: "USD" },
      propertyKind: "mobile",
      street: "9482 SE 134th Ln",
      city: "Summerfield",
      province: "FL",
      postalCode: "34491",
      neighbourhood: "Lake Weir Hills",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1456,
      lot: { value: 0.46, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "OM690123",
      listingAgentName: "Dwayne Pickett",
      brokerageName: "Marion Oaks Realty Group Inc",
      geo: { lat: 29.00631, lng: -81.98214 },
    },
  },
];
