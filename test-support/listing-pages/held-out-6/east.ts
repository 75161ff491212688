/**
 * Sixth held-out corpus, Atlantic Canada and across the border: a Coldwell Banker listing in St. John's (schema.org
 * microdata on the page instead of JSON-LD, "4 (3 above grade, 1 below)", frontage × depth, the brokerage's own
 * office and postal code, the franchisor's Organization), a Facebook Marketplace apartment for rent in Dartmouth (the
 * listing in a server-rendered JSON blob, a private seller's name, "Location is approximate" over a static map, no
 * street) and a Zillow lot in Vermont (homeType LOT, null beds and baths, a year of 0, a Zestimate, "Lot 7" before the
 * road). Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran
 * on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const fbListing = {
  require: [
    [
      "ScheduledServerJS",
      "handle",
      null,
      [
        {
          __bbox: {
            result: {
              data: {
                viewer: {
                  marketplace_product_details_page: {
                    target: {
                      id: "1187263540912837",
                      marketplace_listing_title: "2 Beds 1 Bath - Apartment",
                      listing_price: { formatted_amount: "$1,950 / Month", amount: "1950.00", currency: "CAD" },
                      location_text: { text: "Dartmouth, NS" },
                      unit_room_info: "2 beds · 1 bath",
                      custom_sub_titles_with_rendering_flags: [{ rendering_style: "default", subtitle: "Apartment" }],
                      redacted_description: { text: "Bright 2 bedroom on the second floor of a quiet fourplex near Penhorn Lake. Heat and hot water included, coin laundry in the basement, one parking spot. No pets, no smoking. $1,950 deposit. Available January 1." },
                      marketplace_listing_seller: { __typename: "User", name: "Kevin Doucette", join_time: 1341187200 },
                      creation_time: 1763900000,
                      is_shipping_offered: false,
                    },
                  },
                },
              },
            },
          },
        },
      ],
    ],
  ],
};

const zillowLot = {
  zpid: 2101987654,
  price: 89000,
  currency: "USD",
  homeStatus: "FOR_SALE",
  homeType: "LOT",
  bedrooms: null,
  bathrooms: null,
  livingArea: null,
  yearBuilt: 0,
  lotAreaValue: 5.2,
  lotAreaUnits: "Acres",
  latitude: 44.48813,
  longitude: -72.70925,
  address: { streetAddress: "Lot 7 Hollow Rd", city: "Stowe", state: "VT", zipcode: "05672" },
  zestimate: 94100,
  resoFacts: { homeType: "Land", lotSize: "5.20 Acres", topography: "Sloping, Wooded", roadFrontageType: "Town", bedrooms: null, bathrooms: null },
  attributionInfo: { agentName: "Carla Whitfield", brokerName: "Green Mountain Land Co.", mlsId: "5012345", mlsName: "NNEREN" },
  nearbyHomes: [{ zpid: 2101987001, price: 129000, homeType: "LOT", address: { streetAddress: "Lot 3 Hollow Rd", city: "Stowe" } }],
};

export const HELD_OUT_6_EAST: ListingPage[] = [
  {
    name: "h6-coldwellbanker-house-st-johns",
    site: "coldwellbanker.ca",
    set: "held-out-6",
    traps: "schema.org microdata (itemprop price with a content attribute, an itemprop address) instead of JSON-LD; 'Bedrooms 4 (3 above grade, 1 below)'; 'Full Baths 2' and 'Half Baths 1'; 'Lot Size 60 x 120 Ft'; 'Sq Ft (Finished) 2,050' beside 'Main Floor Sq Ft 1,100'; taxes with a year; the listing agent's card with the brokerage's street and postal code; the franchisor's Organization JSON-LD in Mississauga; a map with data-lat and data-lng",
    pageUrl: "https://www.coldwellbanker.ca/nl/st-johns/real-estate/118-penney-crescent/1281234",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Penney Crescent, St. John's, NL A1A 5K3 | MLS® 1281234 | Coldwell Banker Canada</title>
<meta name="description" content="2 storey home for sale in Airport Heights, St. John's: 4 bedrooms, 2.5 baths. $389,900.">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Coldwell Banker Canada", url: "https://www.coldwellbanker.ca", address: { "@type": "PostalAddress", streetAddress: "5800 Explorer Drive, Suite 300", addressLocality: "Mississauga", addressRegion: "ON", postalCode: "L4W 5K9" } })}
</head><body>
<header class="cb-header"><a href="/">Coldwell Banker</a><nav><a href="/search">Search Homes</a><a href="/agents">Find an Agent</a><a href="/offices">Find an Office</a></nav></header>
<main class="cb-listing" itemscope itemtype="https://schema.org/SingleFamilyResidence">
<section class="cb-listing-header">
<h1 class="cb-listing-address" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">118 Penney Crescent</span>, <span itemprop="addressLocality">St. John's</span>, <span itemprop="addressRegion">NL</span> <span itemprop="postalCode">A1A 5K3</span></h1>
<div class="cb-listing-price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="389900">$389,900</span><meta itemprop="priceCurrency" content="CAD"></div>
<div class="cb-listing-mls">MLS® # 1281234</div>
</section>
<section class="cb-listing-features">
<h2>Property Features</h2>
<ul>
<li><span class="label">Property Type</span> <span class="value">Single Family</span></li>
<li><span class="label">Style</span> <span class="value">2 Storey</span></li>
<li><span class="label">Neighbourhood</span> <span class="value">Airport Heights</span></li>
<li><span class="label">Bedrooms</span> <span class="value">4 (3 above grade, 1 below)</span></li>
<li><span class="label">Full Baths</span> <span class="value">2</span></li>
<li><span class="label">Half Baths</span> <span class="value">1</span></li>
<li><span class="label">Sq Ft (Finished)</span> <span class="value">2,050</span></li>
<li><span class="label">Main Floor Sq Ft</span> <span class="value">1,100</span></li>
<li><span class="label">Lot Size</span> <span class="value">60 x 120 Ft</span></li>
<li><span class="label">Year Built</span> <span class="value">1978</span></li>
<li><span class="label">Taxes</span> <span class="value">$2,410 (2025)</span></li>
<li><span class="label">Heating</span> <span class="value">Electric, mini-split heat pump</span></li>
</ul>
</section>
<section class="cb-listing-remarks"><h2>Remarks</h2><p itemprop="description">Well-kept two-storey family home on a quiet crescent in Airport Heights, close to schools, the Virginia River trail and the Stavanger Drive shops. Three bedrooms up, a fourth in the developed basement with a rec room and a half bath; ductless heat pump installed 2022; fenced, landscaped back yard.</p></section>
<div class="cb-map" data-lat="47.60882" data-lng="-52.71409"></div>
<aside class="cb-agent-card">
<h3>Listing Agent</h3>
<div class="cb-agent-name">Colleen Power</div>
<div class="cb-agent-title">REALTOR®</div>
<div class="cb-agent-office">Coldwell Banker Atlantic Shore Realty</div>
<div class="cb-agent-office-address">15 Kenmount Road, Suite 201, St. John's, NL A1B 4J6</div>
<div class="cb-agent-phone">709-555-0134</div>
</aside>
</main>
<footer class="cb-footer"><p>© 2026 Coldwell Banker Canada. Each office is independently owned and operated. The listing data is provided by the Newfoundland and Labrador Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "118 Penney Crescent",
      city: "St. John's",
      province: "NL",
      postalCode: "A1A 5K3",
      neighbourhood: "Airport Heights",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2050,
      lot: { value: 7200, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "1281234",
      listingAgentName: "Colleen Power",
      brokerageName: "Coldwell Banker Atlantic Shore Realty",
      geo: { lat: 47.60882, lng: -52.71409 },
    },
  },
  {
    name: "h6-facebook-marketplace-apartment-dartmouth",
    site: "facebook.com",
    set: "held-out-6",
    traps: "a Marketplace rental: the listing in a server-rendered JSON blob (ScheduledServerJS __bbox) with 'listing_price' { formatted_amount '$1,950 / Month' }; 'Dartmouth, NS' and no street; 'Location is approximate' over a static map whose URL carries a centre; a deposit equal to the rent; the seller is a private person (not an agent); 'Today's picks' with other prices; '850 square feet'",
    pageUrl: "https://www.facebook.com/marketplace/item/1187263540912837/",
    html: `<!DOCTYPE html>
<html lang="en" id="facebook"><head><meta charset="utf-8">
<title>Marketplace – 2 Beds 1 Bath - Apartment | Facebook</title>
<meta property="og:title" content="2 Beds 1 Bath - Apartment">
<meta property="og:description" content="Bright 2 bedroom on the second floor of a quiet fourplex near Penhorn Lake. Heat and hot water included...">
<meta property="og:image" content="https://scontent.fbcdn.example/v/t45/1187263540912837_n.jpg">
<meta property="og:url" content="https://www.facebook.com/marketplace/item/1187263540912837/">
</head><body>
<div id="mount_0_0_xy">
<div role="banner"><a href="/" aria-label="Facebook">facebook</a><a href="/marketplace/">Marketplace</a></div>
<div role="main">
<div class="x1e56ztr"><span class="x193iq5w" dir="auto"><h1>2 Beds 1 Bath - Apartment</h1></span></div>
<div class="x1xmf6yo"><span dir="auto">$1,950 / Month</span></div>
<div class="x1n2onr6"><span dir="auto">Listed 3 days ago in Dartmouth, NS</span></div>
<div class="xod5an3"><h2><span dir="auto">Rental details</span></h2>
<div><span dir="auto">2 beds · 1 bath</span></div>
<div><span dir="auto">Apartment</span></div>
<div><span dir="auto">850 square feet</span></div>
<div><span dir="auto">Shared laundry</span></div>
<div><span dir="auto">Off-street parking</span></div>
</div>
<div class="xod5an3"><h2><span dir="auto">Description</span></h2><span dir="auto">Bright 2 bedroom on the second floor of a quiet fourplex near Penhorn Lake. Heat and hot water included, coin laundry in the basement, one parking spot. No pets, no smoking. $1,950 deposit. Available January 1.</span></div>
<div class="x1iyjqo2"><div><img alt="Map" src="https://maps.fbcdn.example/static?center=44.6712%2C-63.5772&amp;zoom=13&amp;size=400x200&amp;circle=1"></div><span dir="auto">Dartmouth, NS</span><span dir="auto">Location is approximate</span></div>
<div class="x1y1aw1k"><h2><span dir="auto">Seller information</span></h2><a href="/marketplace/profile/100004512345678/"><span dir="auto">Kevin Doucette</span></a><span dir="auto">Joined Facebook in 2012</span></div>
<div class="x1lliihq"><h2><span dir="auto">Today's picks</span></h2>
<a href="/marketplace/item/1190000000000001/"><span>$1,650 / Month</span><span>1 bed 1 bath apartment</span><span>Halifax, NS</span></a>
<a href="/marketplace/item/1190000000000002/"><span>$2,300 / Month</span><span>3 Beds 1.5 Baths - Townhouse</span><span>Dartmouth, NS</span></a>
</div>
</div>
</div>
<script type="application/json" data-content-len="2048" data-sjs>${JSON.stringify(fbListing)}</script>
</body></html>`,
    expected: {
      price: { amount: 1950, period: "month" },
      propertyKind: "condo",
      city: "Dartmouth",
      province: "NS",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
    },
  },
  {
    name: "h6-zillow-lot-stowe",
    site: "zillow.com",
    set: "held-out-6",
    traps: "vacant land: homeType LOT in the gdpClientCache string; bedrooms, bathrooms and livingArea null; yearBuilt 0; lotAreaValue 5.2 with lotAreaUnits 'Acres'; '-- bd -- ba' on the page; a Zestimate; 'Lot 7 Hollow Rd' (a lot number before the road); the ZIP code 05672; the attribution with agent, broker and MLS id; a nearby lot with its price",
    pageUrl: "https://www.zillow.com/homedetails/Lot-7-Hollow-Rd-Stowe-VT-05672/2101987654_zpid/",
    html: `<!doctype html><html lang="en"><head><title>Lot 7 Hollow Rd, Stowe, VT 05672 | MLS #5012345 | Zillow</title>
<meta property="og:title" content="Lot 7 Hollow Rd, Stowe, VT 05672 | MLS #5012345 | Zillow">
<meta name="description" content="Lot 7 Hollow Rd, Stowe, VT 05672 is a 5.20 acres lot for sale at $89,000.">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/a1b2c3d4e5f6-p_h.jpg">
${nextData({ props: { pageProps: { componentProps: { zpid: 2101987654, gdpClientCache: JSON.stringify({ [`ForSaleShopperPlatformFullRenderQuery{"zpid":2101987654,"platform":"DESKTOP_WEB"}`]: { property: zillowLot } }) } } } })}
</head><body>
<div class="summary-container">
<div data-testid="price"><span>$89,000</span></div>
<div data-testid="bed-bath-sqft"><span>-- bd</span><span>-- ba</span><span>5.20 Acres lot</span></div>
<h1>Lot 7 Hollow Rd, Stowe, VT 05672</h1>
<div data-testid="home-type">Land</div>
</div>
<div data-testid="zestimate">Zestimate®: $94,100</div>
<div data-testid="facts-and-features">
<h2>Facts &amp; features</h2>
<ul><li>Lot size: 5.20 Acres</li><li>Topography: Sloping, Wooded</li><li>Road frontage: Town</li><li>Parcel: 621-0198</li></ul>
</div>
<div data-testid="description"><p>Wooded 5.2 acre building lot on a town-maintained road, ten minutes from the village and the Mountain Road. Southern exposure with seasonal views toward Mt. Mansfield; power at the road; state wastewater permit for a four-bedroom home.</p></div>
<div data-testid="attribution">Listed by: Carla Whitfield, Green Mountain Land Co.<br>Source: NNEREN, MLS#: 5012345</div>
<div data-testid="nearby-homes"><h2>Nearby homes</h2><div><span>$129,000</span> Lot 3 Hollow Rd, Stowe, VT</div></div>
<footer><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Equal Housing Opportunity.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 89000, currency: "USD" },
      propertyKind: "land",
      street: "Lot 7 Hollow Rd",
      city: "Stowe",
      province: "VT", postalCode: "05672",
      lot: { value: 5.2, unit: "acres" },
      mlsNumber: "5012345",
      listingAgentName: "Carla Whitfield",
      brokerageName: "Green Mountain Land Co.",
      geo: { lat: 44.48813, lng: -72.70925 },
    },
  },
];
