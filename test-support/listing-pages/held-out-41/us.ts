/**
 * Forty-first held-out corpus, United States: a Zillow house in Boise, Idaho, and a realtor.com condo in Chicago's
 * Lincoln Park.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const zillowProperty = {
  zpid: 45821937,
  streetAddress: "4127 W Sagebrush Crest Dr",
  city: "Boise",
  state: "ID",
  zipcode: "83714",
  price: 574900,
  zestimate: 561300,
  rentZestimate: 2650,
  bedrooms: 3,
  bathrooms: 3,
  resoFacts: { bathroomsFull: 2, bathroomsHalf: 1, livingArea: "1,912 sqft", lotSize: "0.18 Acres", yearBuilt: 2004, hoaFee: "$35 monthly", taxAnnualAmount: 3112 },
  homeType: "SINGLE_FAMILY",
  neighborhoodRegion: { name: "West Valley" },
  latitude: 43.67214,
  longitude: -116.29653,
  mlsid: "98961204",
  attributionInfo: { agentName: "Rachel Dunmore", brokerName: "Treasure Valley Keystone Realty", mlsName: "Intermountain MLS" },
  priceHistory: [{ date: "2025-12-03", event: "Listed for sale", price: 574900 }, { date: "2017-05-22", event: "Sold", price: 289000 }],
  nearbyHomes: [{ zpid: 45822010, price: 529000, address: { streetAddress: "4061 W Juniper Flat Ln" } }, { zpid: 45819877, price: 615000, address: { streetAddress: "3988 N Basalt Ridge Way" } }],
};

export const HELD_OUT_41_US: ListingPage[] = [
  {
    name: "ho41-zillow-house-boise",
    site: "zillow.com",
    set: "held-out-41",
    traps: "facts in __NEXT_DATA__ whose gdpClientCache holds the property as a JSON string (zpid, Zestimate, Rent Zestimate, price history with a 2017 sale, nearby homes); 'bathrooms 3' as 2 full + 1 half; 0.18 Acres lot; HOA and tax; the zpid beside the MLS#; the listing agent and broker in an attribution block; a neighborhood region",
    pageUrl: "https://www.zillow.com/homedetails/4127-W-Sagebrush-Crest-Dr-Boise-ID-83714/45821937_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>4127 W Sagebrush Crest Dr, Boise, ID 83714 | MLS #98961204 | Zillow</title>
<meta property="og:title" content="4127 W Sagebrush Crest Dr, Boise, ID 83714 | Zillow">
<meta property="og:description" content="For sale: $574,900. 3 beds, 3 baths, 1912 sq. ft.">
<meta property="zillow_fb:beds" content="3"><meta property="zillow_fb:baths" content="3">
</head><body>
<div id="__next">
<header><a href="/" class="logo">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a><a href="/user/acct/login/">Sign in</a></nav></header>
<main data-zpid="45821937">
<div class="badges"><span>Price cut: $10,100 (12/18)</span><span>Showcase</span></div>
<h1>4127 W Sagebrush Crest Dr, Boise, ID 83714</h1>
<span data-testid="price">$574,900</span>
<div data-testid="bed-bath-sqft-facts"><span>3 beds</span><span>3 baths</span><span>1,912 sqft</span></div>
<p data-testid="zestimate">Zestimate®: $561,300 · Rent Zestimate®: $2,650/mo</p>
<div data-testid="description"><p>Single-level-living feel with the primary suite on the main, a loft up and two more bedrooms. Vaulted great room with a gas fireplace, a kitchen with a walk-in pantry, a covered patio over a xeriscaped yard. Close to the Boise River Greenbelt and Eagle Road shopping.</p></div>
<div data-testid="attribution"><p>Listed by: Rachel Dunmore 208-555-0133, Treasure Valley Keystone Realty</p><p>Source: IMLS, MLS#: 98961204</p></div>
</main>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { componentProps: { zpid: 45821937, gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":45821937}": { property: zillowProperty } }) } } }, page: "/homedetails/[...slug]" })}</script>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. 1301 Second Avenue, Floor 31, Seattle, WA 98101. Equal Housing Opportunity.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 574900, currency: "USD" },
      propertyKind: "house",
      street: "4127 W Sagebrush Crest Dr",
      city: "Boise",
      province: "ID",
      postalCode: "83714",
      neighbourhood: "West Valley",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1912,
      lot: { value: 0.18, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "98961204",
      listingAgentName: "Rachel Dunmore",
      brokerageName: "Treasure Valley Keystone Realty",
      geo: { lat: 43.67214, lng: -116.29653 },
    },
  },
  {
    name: "ho41-realtorcom-condo-lincolnpark",
    site: "realtor.com",
    set: "held-out-41",
    traps: "facts in __NEXT_DATA__ (the property with its property_id, estimates from two providers, tax history, nearby sold homes) and a JSON-LD @graph (residence, offer, agent, brokerage, realtor.com as organization, breadcrumb, FAQ); HOA fee and taxes beside the price; Lincoln Park as the neighborhood of Chicago; 'Unit 2R'; the MLS source id beside the site's property id",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2109-N-Cleveland-Ave-Unit-2R_Chicago_IL_60614_M92348-71203",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2109 N Cleveland Ave Unit 2R, Chicago, IL 60614 - Condo for Sale | realtor.com®</title>
<meta property="og:title" content="2109 N Cleveland Ave Unit 2R, Chicago, IL 60614">
<meta property="og:description" content="$629,000 · 2 bed · 2 bath · 1,350 sqft condo in Lincoln Park">
${ld({ "@context": "https://schema.org", "@graph": [
  { "@type": "Apartment", "@id": "#home", name: "2109 N Cleveland Ave Unit 2R", address: { "@type": "PostalAddress", streetAddress: "2109 N Cleveland Ave Unit 2R", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60614" }, geo: { "@type": "GeoCoordinates", latitude: 41.92047, longitude: -87.64129 } },
  { "@type": "Offer", price: 629000, priceCurrency: "USD", itemOffered: { "@id": "#home" } },
  { "@type": "RealEstateAgent", "@id": "#agent", name: "Nadia Okonjo", worksFor: { "@id": "#broker" } },
  { "@type": "Organization", "@id": "#broker", name: "Lakefront Keyline Realty", address: { "@type": "PostalAddress", streetAddress: "1010 N Clark St, Suite 300", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60610" } },
  { "@type": "Organization", name: "realtor.com", address: { "@type": "PostalAddress", streetAddress: "3315 Scott Blvd, Suite 250", addressLocality: "Santa Clara", addressRegion: "CA", postalCode: "95054" } },
  { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "IL" }, { "@type": "ListItem", position: 2, name: "Chicago" }, { "@type": "ListItem", position: 3, name: "Lincoln Park" }] },
  { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "What is the HOA fee?", acceptedAnswer: { "@type": "Answer", text: "The HOA fee is $412 per month." } }] },
] })}
</head><body>
<div id="__next">
<header><a href="/" class="logo">realtor.com®</a><nav><a href="/realestateandhomes-search/Chicago_IL">Buy</a><a href="/apartments/Chicago_IL">Rent</a><a href="/sell">Sell</a><a href="/mortgage">Mortgage</a></nav></header>
<main data-testid="ldp" data-property-id="9234871203">
<div class="badges"><span>New</span><span>Open House Sun 1–3</span></div>
<h1 data-testid="address">2109 N Cleveland Ave Unit 2R, Chicago, IL 60614</h1>
<div data-testid="list-price">$629,000</div>
<ul data-testid="property-meta"><li>2 bed</li><li>2 bath</li><li>1,350 sqft</li></ul>
<div data-testid="description"><p>Second-floor through-unit in a vintage-style greystone conversion with a private back deck and a garage space. Gas fireplace, chef's kitchen, primary suite with a double vanity. Steps to the park, the zoo and the Armitage Brown Line.</p></div>
<section data-testid="estimates"><h3>Estimated home value</h3><p>Collateral Analytics: $611,500</p><p>Quantarium: $640,200</p></section>
<section data-testid="details"><ul><li>Property type: Condo</li><li>Year built: 1999</li><li>HOA fee: $412/month</li><li>Property tax: $9,420 (2024)</li></ul></section>
<section data-testid="listing-provider"><p>Listed by Nadia Okonjo with Lakefront Keyline Realty</p><p>Source: MRED as distributed by MLS GRID, MLS ID #12489063</p></section>
<section data-testid="nearby-sold"><h3>Nearby recently sold</h3><div>2044 N Orchard St Unit 3 · Sold $585,000</div><div>612 W Belden Ave Unit 1E · Sold $702,000</div></section>
</main>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9234871203", listing_id: "2981177345", list_price: 629000, location: { address: { line: "2109 N Cleveland Ave Unit 2R", city: "Chicago", state_code: "IL", postal_code: "60614", coordinate: { lat: 41.92047, lon: -87.64129 } }, neighborhoods: [{ name: "Lincoln Park" }] }, description: { beds: 2, baths: 2, baths_full: 2, sqft: 1350, year_built: 1999, type: "condos" }, hoa: { fee: 412 }, estimates: { current_values: [{ source: "collateral", estimate: 611500 }, { source: "quantarium", estimate: 640200 }] }, source: { name: "MRED", listing_id: "12489063" }, advertisers: [{ type: "seller", name: "Nadia Okonjo", office: { name: "Lakefront Keyline Realty" } }] }, nearbySold: [{ property_id: "9234870044", sold_price: 585000 }, { property_id: "9234879912", sold_price: 702000 }] } } } })}</script>
<footer><p>realtor.com® · Move, Inc., 3315 Scott Blvd, Suite 250, Santa Clara, CA 95054. Equal Housing Opportunity.</p></footer>
${chrome()}
</body></html>`,
    expected: {
      price: { amount: 629000, currency: "USD" },
      propertyKind: "condo",
      street: "2109 N Cleveland Ave Unit 2R",
      city: "Chicago",
      province: "IL",
      postalCode: "60614",
      neighbourhood: "Lincoln Park",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1350,
      yearBuilt: 1999,
      mlsNumber: "12489063",
      listingAgentName: "Nadia Okonjo",
      brokerageName: "Lakefront Keyline Realty",
      geo: { lat: 41.92047, lng: -87.64129 },
    },
  },
];
