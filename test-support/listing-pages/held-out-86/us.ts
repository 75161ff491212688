/**
 * Eighty-sixth held-out corpus, US luxury listings: zillow.com for a ski-in/ski-out chalet in Vail, Colorado with
 * eight baths and a three-car garage, and realtor.com for a Geneva Lake estate with a guest house in Lake Geneva,
 * Wisconsin (an address with a grid-style 'N2174' number). Addresses, names and numbers are invented; expected facts
 * were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, footer, gtm, nav, nextData, photos, rail, socials } from "./chrome.ts";

export const HELD_OUT_86_US: ListingPage[] = [
  {
    name: "ho86-zillow-ski-chalet-vail-co",
    site: "zillow.com",
    set: "held-out-86",
    traps:
      "zillow.com's page for a Vail ski chalet: '8 ba' as a count over 6 full, one 3/4 and one half bath; '$12,900,000' beside the Zestimate, a Rent Zestimate per month and a 2016 sale; 7,420 sqft beside a 1,040 sqft three-car garage; '1.12 Acres'; the architect named and a 2018 remodel beside 'Built in 2002'; 'Subdivision: Spraddle Creek Estates'; HOA per month; the property manager's phone; the zpid in the URL beside the MLS#; 'Listed by' with the brokerage; hdpApolloPreloadedData JSON with the point; nearby homes with '$8.95M' and '$21.5M' prices",
    pageUrl: "https://www.zillow.com/homedetails/1290-Spraddle-Creek-Rd-Vail-CO-81657/2114587342_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1290 Spraddle Creek Rd, Vail, CO 81657 | MLS #1009871 | Zillow</title>
<meta name="description" content="1290 Spraddle Creek Rd, Vail, CO 81657 is a single-family home listed for-sale at $12,900,000. The 7,420 sq. ft. home is a 6 bed, 8.0 bath property.">
<meta property="og:title" content="1290 Spraddle Creek Rd, Vail, CO 81657 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/b27e41d0c98fa3e2-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="6"><meta property="zillow_fb:baths" content="8">
${gtm("GTM-ZLW86")}
</head><body>
<div id="__next">
${cookieBar("Zillow uses cookies to personalize your experience.", "Accept", "Manage")}
<header class="zw-header">${nav([["Buy", "/homes/for_sale/"], ["Rent", "/homes/for_rent/"], ["Sell", "/sell/"], ["Home Loans", "/homeloans/"], ["Agent finder", "/professionals/real-estate-agent-reviews/"]], "zw-nav")}<a href="/" class="zw-logo">Zillow</a></header>
<main class="ds-home-details">
${photos("https://photos.zillowstatic.com/fp/b27e41d0c98fa3e2", 64, "1290 Spraddle Creek Rd", "media-stream")}
<div class="summary-container">
<span data-testid="price" class="Text-c11n">$12,900,000</span>
<div class="bed-bath-sqft"><span>6</span> bd <span>8</span> ba <span>7,420</span> sqft</div>
<h1 class="Text-c11n">1290 Spraddle Creek Rd, Vail, CO 81657</h1>
<p class="zestimate-line">Zestimate<sup>®</sup>: <span>$12,315,400</span> · Est. payment: <span>$79,862/mo</span></p>
<ul class="fact-list"><li>Single Family Residence</li><li>Built in 2002</li><li>1.12 Acres Lot</li><li>$450/mo HOA</li><li>41 days on Zillow</li></ul>
</div>
<section class="ds-overview"><h2>What's special</h2>
<div class="ds-overview-section"><p>Ski-in/ski-out on Vail Mountain from a private gated enclave above Vail Village. Designed by architect Jonas Brekke and remodeled in 2018, this mountain chalet of stone and reclaimed timber offers six en-suite bedrooms, a bunk room, a 3/4 bath off the ski room and a powder room, a two-story great room with a 30-ft fireplace, a chef's kitchen, wine room, media room, gym and an outdoor hot tub on the slope-side terrace. Heated driveway and a 1,040 sq ft three-car garage. Managed as a luxury rental by Alpine Crest Property Management (970-555-0140); rental history available. Shuttle to the village in winter.</p></div>
</section>
<section class="ds-data-view"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 6</li><li>Bathrooms: 8</li><li>Full bathrooms: 6</li><li>3/4 bathrooms: 1</li><li>1/2 bathrooms: 1</li><li>Total interior livable area: 7,420 sqft</li><li>Fireplaces: 5</li></ul>
<h3>Property</h3><ul><li>Parking features: Attached, Heated Garage</li><li>Garage spaces: 3</li><li>Lot size: 1.12 Acres</li><li>View: Mountain(s), Ski Area</li></ul>
<h3>Construction</h3><ul><li>Home type: SingleFamily</li><li>Architectural style: Mountain Contemporary</li><li>Year built: 2002</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Subdivision: Spraddle Creek Estates</li><li>HOA fee: $450 monthly</li><li>Services included: Snow Removal, Security, Road Maintenance</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $1,739/sqft</li><li>Tax assessed value: $9,804,210</li><li>Annual tax amount: $48,917</li><li>Date on market: 8/12/2025</li><li>Rent Zestimate<sup>®</sup>: $62,000/mo</li></ul>
</section>
<section class="ds-listing-agent-container"><h3>Listed by:</h3>
<p class="ds-listing-agent-display-name">Whitney Carlisle</p><p class="ds-listing-agent-info-text">970-555-0119</p>
<p class="ds-listing-agent-business-name">Gore Creek Mountain Properties</p><p class="ds-listing-agent-info-text">970-555-0100</p>
<p class="ds-listing-source">Source: Vail Board of REALTORS®, MLS#: 1009871</p>
</section>
<section class="ds-price-history"><h2>Price history</h2><table><tbody>
<tr><td>8/12/2025</td><td>Listed for sale</td><td>$12,900,000</td></tr>
<tr><td>3/30/2016</td><td>Sold</td><td>$7,350,000</td></tr>
</tbody></table></section>
${rail("Nearby homes", [
  { href: "/homedetails/1180-Spraddle-Creek-Rd-Vail-CO-81657/2114587310_zpid/", price: "$8.95M", title: "1180 Spraddle Creek Rd, Vail, CO 81657", meta: "5 bds · 6 ba · 5,880 sqft" },
  { href: "/homedetails/380-Mill-Creek-Cir-Vail-CO-81657/2114590021_zpid/", price: "$21.5M", title: "380 Mill Creek Cir, Vail, CO 81657", meta: "7 bds · 10 ba · 9,960 sqft" },
], "nearby-homes")}
</main>
${footer([
  `<h4>Zillow Group</h4><address>1301 Second Avenue, Floor 36<br>Seattle, WA 98101</address>`,
  `<ul><li><a href="/z/corp/terms/">Terms of use</a></li><li><a href="/z/corp/privacy/">Privacy Portal</a></li><li><a href="/z/corp/fairhousing/">Fair Housing Guide</a></li></ul>`,
  socials(),
], ["Zillow, Inc. holds real estate brokerage licenses in multiple states.", "Listing information deemed reliable but not guaranteed. © 2025 Vail Board of REALTORS®."], "zw-footer")}
</div>
<script type="application/json" id="hdpApolloPreloadedData">${JSON.stringify({
  zpid: 2114587342,
  apiCache: JSON.stringify({
    "ForSaleShopperPlatformFullRenderQuery{\"zpid\":2114587342}": {
      property: {
        zpid: 2114587342,
        streetAddress: "1290 Spraddle Creek Rd",
        city: "Vail",
        state: "CO",
        zipcode: "81657",
        price: 12900000,
        zestimate: 12315400,
        rentZestimate: 62000,
        bedrooms: 6,
        bathrooms: 8,
        livingArea: 7420,
        yearBuilt: 2002,
        latitude: 39.64781,
        longitude: -106.36012,
        homeType: "SINGLE_FAMILY",
        mlsid: "1009871",
        attributionInfo: { agentName: "Whitney Carlisle", brokerName: "Gore Creek Mountain Properties", mlsName: "Vail Board of REALTORS®" },
      },
    },
  }),
}).replace(/</g, "\\u003c")}</script>
</body></html>`,
    expected: {
      price: { amount: 12900000, currency: "USD" },
      propertyKind: "house",
      street: "1290 Spraddle Creek Rd",
      city: "Vail",
      province: "CO",
      postalCode: "81657",
      neighbourhood: "Spraddle Creek Estates",
      bedrooms: 6,
      bathrooms: 7.5,
      bathroomsFull: 7,
      bathroomsHalf: 1,
      squareFootage: 7420,
      lot: { value: 1.12, unit: "acres" },
      yearBuilt: 2002,
      mlsNumber: "1009871",
      listingAgentName: "Whitney Carlisle",
      brokerageName: "Gore Creek Mountain Properties",
      geo: { lat: 39.64781, lng: -106.36012 },
    },
  },
  {
    name: "ho86-realtorcom-estate-lake-geneva-wi",
    site: "realtor.com",
    set: "held-out-86",
    traps:
      "realtor.com's page for a Geneva Lake estate: the grid-style street number 'N2174 S Lakeshore Dr'; '7.5 bath' from 7 full and a half bath; 9,200 sqft in the main house beside a 1,600 sqft two-bedroom guest house and a 2-story boathouse; '2.4 acre lot' and 250 ft of frontage; 'Built 1925' beside the 2015 restoration and the architect; the pier and lake association dues; the estate manager's phone; the RealEstimate and a 1998 sale; the property id in the URL and state beside the MLS ID; 'Listed by' with the brokerage; __NEXT_DATA__ with the coordinate; other lakefront homes with '$5.2M' style prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/N2174-S-Lakeshore-Dr_Lake-Geneva_WI_53147_M81264-77310",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>N2174 S Lakeshore Dr, Lake Geneva, WI 53147 - 7 beds/7.5 baths - realtor.com®</title>
<meta name="description" content="View detailed information about property N2174 S Lakeshore Dr, Lake Geneva, WI 53147 including listing details, property photos, school and neighborhood data, and much more.">
<meta property="og:title" content="N2174 S Lakeshore Dr, Lake Geneva, WI 53147 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/8d3c70a2e1l-m2284019772od-w1024_h768.jpg">
${gtm("GTM-RDC86")}
</head><body>
<div id="__next">
${cookieBar("realtor.com uses cookies to improve your experience.", "Accept", "Do Not Sell or Share My Personal Information")}
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com</a>${nav([["Buy", "/realestateandhomes-search/Lake-Geneva_WI"], ["Sell", "/sell"], ["Rent", "/apartments/Lake-Geneva_WI"], ["Mortgage", "/mortgage"], ["Find REALTORS®", "/realestateagents"]], "rdc-nav")}</header>
<main class="ldp-container">
${photos("https://ap.rdcpix.com/8d3c70a2e1l-m2284019772od", 58, "N2174 S Lakeshore Dr", "ldp-hero")}
<div class="ldp-summary">
<div class="Price__Component" data-testid="list-price">$8,750,000</div>
<ul class="property-meta" data-testid="property-meta"><li data-testid="property-meta-beds"><span>7</span> bed</li><li data-testid="property-meta-baths"><span>7.5</span> bath</li><li data-testid="property-meta-sqft"><span>9,200</span> sqft</li><li data-testid="property-meta-lot-size"><span>2.4</span> acre lot</li></ul>
<h1 data-testid="address">N2174 S Lakeshore Dr, Lake Geneva, WI 53147</h1>
<p class="estimate">RealEstimate<sup>℠</sup>: $8,412,000</p>
</div>
<section class="ldp-description" data-testid="description"><h2>Property details</h2>
<p>Linden Hall, a 1925 Geneva Lake estate on 2.4 park-like acres with 250 feet of frontage and a two-story boathouse with a pier for four boats. Designed by architect Arthur Hollis Wendt and meticulously restored in 2015 by Lakeside Heritage Builders, the 9,200 sq ft main house offers seven bedrooms, seven full baths and a powder room, a paneled library, a sunroom, a solarium and a lower-level wine cellar. A 1,600 sq ft two-bedroom guest house overlooks the formal gardens, and a four-car coach garage sits by the gate. On the Shore Path, minutes to downtown Lake Geneva. Pier permit and lake association dues apply. Estate manager: Daniel Ruiz, 262-555-0145.</p>
</section>
<section class="ldp-features" data-testid="features"><h2>Property features</h2>
<h3>Interior</h3><ul><li>Total bedrooms: 7</li><li>Full bathrooms: 7</li><li>Half bathrooms: 1</li><li>Living area: 9,200 sqft</li><li>Fireplaces: 6</li></ul>
<h3>Exterior and lot features</h3><ul><li>Lot size acres: 2.4</li><li>Waterfront: Lake, 250 ft</li><li>Garage spaces: 4</li><li>Other structures: Guest house, Boathouse</li></ul>
<h3>Building and construction</h3><ul><li>Year built: 1925</li><li>Year renovated: 2015</li><li>Architectural style: Tudor Revival</li></ul>
<h3>Other property information</h3><ul><li>Source listing status: Active</li><li>County: Walworth</li><li>Annual tax amount: $78,204</li><li>Source Property Type: Residential</li><li>Property subtype: Single Family Residence</li></ul>
</section>
<section class="ldp-history"><h2>Property history</h2><table><tbody>
<tr><td>07/28/2025</td><td>Listed</td><td>$8,750,000</td></tr>
<tr><td>05/19/1998</td><td>Sold</td><td>$2,100,000</td></tr>
</tbody></table></section>
<section class="ldp-provider" data-testid="listing-provider"><h3>Listing provided by</h3>
<p>Listed by <span class="agent-name">Margaret Ellison</span> with <span class="office-name">Geneva Shoreline Realty</span></p>
<p>Office: 727 Main St, Lake Geneva, WI 53147 · 262-555-0110</p>
<p>Data source: Metro MLS · MLS ID #1912658</p>
</section>
<section class="mortgage-calc"><h3>Monthly payment</h3><p>$52,918 per month</p><p>Based on 20% down at 6.58%. Property taxes and insurance included.</p></section>
${rail("Similar homes nearby", [
  { href: "/realestateandhomes-detail/W4110-N-Shore-Dr_Lake-Geneva_WI_53147_M81230-55812", price: "$5.2M", title: "W4110 N Shore Dr, Lake Geneva, WI 53147", meta: "5 bed · 5.5 bath · 1.1 acre lot" },
  { href: "/realestateandhomes-detail/218-Snake-Rd_Lake-Geneva_WI_53147_M81249-30167", price: "$12,400,000", title: "218 Snake Rd, Lake Geneva, WI 53147", meta: "8 bed · 10 bath · 4.9 acre lot" },
], "similar-homes")}
</main>
${footer([
  `<h4>realtor.com®</h4><address>3200 E Camelback Rd, Suite 300<br>Phoenix, AZ 85018</address>`,
  `<ul><li><a href="/terms-of-service">Terms of Service</a></li><li><a href="/privacy-policy">Privacy</a></li><li><a href="/fair-housing">Fair housing</a></li></ul>`,
  socials(),
], ["realtor.com® is operated by Move, Inc. under a license from the National Association of REALTORS®.", "Listing information provided by Metro MLS and deemed reliable but not guaranteed."], "rdc-footer")}
</div>
${nextData({
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "8126477310",
          listing_id: "2981540127",
          list_price: 8750000,
          location: { address: { line: "N2174 S Lakeshore Dr", city: "Lake Geneva", state_code: "WI", postal_code: "53147", coordinate: { lat: 42.57114, lon: -88.49271 } } },
          description: { beds: 7, baths: 8, baths_full: 7, baths_half: 1, baths_consolidated: "7.5", sqft: 9200, lot_sqft: 104544, year_built: 1925, type: "single_family" },
          source: { name: "Metro MLS", listing_id: "1912658" },
          advertisers: [{ type: "seller", name: "Margaret Ellison", office: { name: "Geneva Shoreline Realty" } }],
          estimates: { current_values: [{ source: { name: "Collateral" }, estimate: 8412000 }] },
        },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
  buildId: "rdc-ldp-2025-09",
})}
</body></html>`,
    expected: {
      price: { amount: 8750000, currency: "USD" },
      propertyKind: "house",
      street: "N2174 S Lakeshore Dr",
      city: "Lake Geneva",
      province: "WI",
      postalCode: "53147",
      bedrooms: 7,
      bathrooms: 7.5,
      bathroomsFull: 7,
      bathroomsHalf: 1,
      squareFootage: 9200,
      lot: { value: 2.4, unit: "acres" },
      yearBuilt: 1925,
      mlsNumber: "1912658",
      listingAgentName: "Margaret Ellison",
      brokerageName: "Geneva Shoreline Realty",
      geo: { lat: 42.57114, lng: -88.49271 },
    },
  },
];
