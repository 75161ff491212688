/**
 * Sixtieth held-out corpus, French America in the US: a Breaux Bridge house on zillow.com and a Frenchville, Maine
 * house by Long Lake on realtor.com.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cookieBanner, footerLinks, jsonScript } from "./chrome.ts";

export const HELD_OUT_60_US: ListingPage[] = [
  {
    name: "ho60-zillow-house-breaux-bridge",
    site: "zillow.com",
    set: "held-out-60",
    traps: "Zillow Louisiana house on a 'Rue' street: Zestimate and rent Zestimate beside the price; 'Est. payment' per month; price history with the 2016 sale; lot in acres; zpid in the URL and a stringified gdpClientCache; HOA none; 'Listed by' agent and brokerage with the MLS as the Louisiana board writes it; nearby homes' prices",
    pageUrl: "https://www.zillow.com/homedetails/214-Rue-Chauvin-Breaux-Bridge-LA-70517/87612093_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>214 Rue Chauvin, Breaux Bridge, LA 70517 | MLS #2025007184 | Zillow</title>
<meta name="description" content="214 Rue Chauvin, Breaux Bridge, LA 70517 is a single-family home listed for-sale at $239,000. The 1,684 sq. ft. home is a 3 bed, 2.0 bath property.">
<meta property="og:title" content="214 Rue Chauvin, Breaux Bridge, LA 70517 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/5b1e0c3a9d-cc_ft_1536.jpg">
${ld({ "@context": "http://schema.org", "@type": "SingleFamilyResidence", name: "214 Rue Chauvin", floorSize: { "@type": "QuantitativeValue", value: "1,684" }, address: { "@type": "PostalAddress", streetAddress: "214 Rue Chauvin", addressLocality: "Breaux Bridge", addressRegion: "LA", postalCode: "70517" }, geo: { "@type": "GeoCoordinates", latitude: 30.27591, longitude: -91.89502 } })}
</head><body>
${cookieBanner("Zillow", "en")}
<div id="__next"><header class="zillow-header"><a href="/">Zillow</a><nav><a href="/homes/for_sale/">Buy</a><a href="/homes/for_rent/">Rent</a><a href="/sell/">Sell</a><a href="/home-loans/">Home Loans</a></nav></header>
<main class="ds-home-details-chip">
<div class="media-stream"><img src="https://photos.zillowstatic.com/fp/5b1e0c3a9d-cc_ft_1536.jpg" alt="214 Rue Chauvin"></div>
<div class="summary-container">
<span data-testid="price" class="price"><span>$239,000</span></span>
<div data-testid="bed-bath-sqft-facts"><span>3 beds</span><span>2 baths</span><span>1,684 sqft</span></div>
<h1 class="address">214 Rue Chauvin, Breaux Bridge, LA 70517</h1>
<div class="zestimate">Zestimate®: <span>$246,800</span></div>
<div class="rent-zestimate">Rent Zestimate®: <span>$1,690/mo</span></div>
<div class="est-payment">Est. payment: <span>$1,612/mo</span></div>
</div>
<div class="facts"><ul><li>Single Family Residence</li><li>Built in 1998</li><li>0.31 Acres Lot</li><li>$142/sqft</li><li>$— HOA</li></ul></div>
<div class="overview"><h2>What's special</h2><p>Acadian-style brick home on a quiet rue minutes from the Bayou Teche and downtown Breaux Bridge, the Crawfish Capital of the World. Three bedrooms, two full baths, split plan, wood-burning fireplace and a large covered back porch for crawfish boils. New roof 2021; never flooded per seller. Zoned for Breaux Bridge schools. Lafayette 15 minutes.</p></div>
<div class="facts-features"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Total interior livable area: 1,684 sqft</li></ul>
<h3>Property</h3><ul><li>Lot size: 0.31 Acres</li><li>Parcel number: 1234567</li><li>Parking: Attached carport, 2 spaces</li></ul>
<h3>Financial</h3><ul><li>Annual tax amount: $1,486</li><li>Tax assessed value: $186,900</li></ul></div>
<div class="price-history"><h2>Price history</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>6/18/2025</td><td>Listed for sale</td><td>$239,000</td></tr><tr><td>3/4/2016</td><td>Sold</td><td>$168,500</td></tr></table></div>
<div class="listing-attribution"><p>Listed by: Renée Broussard 337-555-0162, Bayou Teche Realty LLC 337-555-0100</p><p>Source: REALTOR® Association of Acadiana, MLS#: 2025007184</p></div>
<div class="nearby-homes"><h2>Nearby homes</h2><ul><li data-price="219900">108 Rue Bienvenue, Breaux Bridge, LA 70517 — $219,900</li><li data-price="312000">405 Doucet Rd, Breaux Bridge, LA 70517 — $312,000</li></ul></div>
</main></div>
${jsonScript("__NEXT_DATA__", { props: { pageProps: { componentProps: { zpid: 87612093, gdpClientCache: JSON.stringify({ "ForSaleShopperPlatformFullRenderQuery{\"zpid\":87612093}": { property: { zpid: 87612093, price: 239000, zestimate: 246800, rentZestimate: 1690, bedrooms: 3, bathrooms: 2, livingArea: 1684, lotAreaValue: 0.31, lotAreaUnits: "Acres", yearBuilt: 1998, streetAddress: "214 Rue Chauvin", city: "Breaux Bridge", state: "LA", zipcode: "70517", latitude: 30.27591, longitude: -91.89502, homeType: "SINGLE_FAMILY", mlsid: "2025007184", attributionInfo: { agentName: "Renée Broussard", brokerName: "Bayou Teche Realty LLC", mlsName: "REALTOR® Association of Acadiana" } } } }) } } } })}
<footer class="zillow-footer"><p>Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow Group, 1301 Second Avenue, Floor 31, Seattle, WA 98101. © 2006-2025 Zillow.</p>
${footerLinks("Zillow", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 239000, currency: "USD" },
      propertyKind: "house",
      street: "214 Rue Chauvin",
      city: "Breaux Bridge",
      province: "LA",
      postalCode: "70517",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1684,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "2025007184",
      listingAgentName: "Renée Broussard",
      brokerageName: "Bayou Teche Realty LLC",
      geo: { lat: 30.27591, lng: -91.89502 },
    },
  },
  {
    name: "ho60-realtorcom-house-frenchville-maine",
    site: "realtor.com",
    set: "held-out-60",
    traps: "realtor.com Maine house on Long Lake in Frenchville: lot '1.6 acres' and '69,696 sqft lot' both shown; 2 beds plus a bonus room; estimated values from two providers; 'Price per sqft'; Maine Listings MLS number; 'Brokered by' and 'Listing agent' lines; property history with a 2008 sale; realtor.com's operator address",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/118-Lavoie-Rd_Frenchville_ME_04745_M97531-24680",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>118 Lavoie Rd, Frenchville, ME 04745 - realtor.com®</title>
<meta name="description" content="View 32 photos of this 2 bed, 1 bath, 1,120 sqft single family home located at 118 Lavoie Rd, Frenchville, ME 04745 on sale now for $189,500.">
<meta property="og:title" content="118 Lavoie Rd, Frenchville, ME 04745">
<meta property="og:image" content="https://ap.rdcpix.com/3c8f1a2be0/ce5b7e1d9a-m12345678od-w1024_h768.jpg">
</head><body>
${cookieBanner("Realtor.com", "en")}
<div id="__next"><header class="rdc-header"><a href="/">realtor.com®</a><nav><a href="/realestateandhomes-search/">Buy</a><a href="/apartments/">Rent</a><a href="/myhome">Sell</a><a href="/mortgage/">Mortgage</a></nav></header>
<main data-testid="ldp-page">
<div class="ldp-hero"><img src="https://ap.rdcpix.com/3c8f1a2be0/ce5b7e1d9a-m12345678od-w1024_h768.jpg" alt="118 Lavoie Rd"></div>
<section data-testid="ldp-summary">
<div data-testid="list-price" class="list-price">$189,500</div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds"><span>2</span> bed</li><li data-testid="property-meta-baths"><span>1</span> bath</li><li data-testid="property-meta-sqft"><span>1,120</span> sqft</li><li data-testid="property-meta-lot-size"><span>1.6</span> acre lot</li></ul>
<h1 data-testid="address">118 Lavoie Rd, Frenchville, ME 04745</h1>
<div class="est-payment">Est. $1,284/mo</div>
</section>
<section data-testid="key-facts"><h2>Property details</h2><ul>
<li>Property type: Single Family</li><li>Year built: 1952</li><li>Price per sqft: $169</li><li>Lot size: 69,696 sqft</li><li>Garage: 1 car</li><li>Waterfront: Long Lake, 180 ft frontage</li><li>Annual tax: $2,214</li>
</ul></section>
<section data-testid="description"><h2>About this home</h2><p>Year-round cape on Long Lake in the St. John Valley, a short drive to Madawaska and the Edmundston, NB crossing. Two bedrooms plus a bonus room, one full bath, wood stove and a sunroom facing the water. 180 feet of frontage with a dock, gentle slope to the shore and a detached one-car garage. Snowmobile trail ITS 85 at the end of the road. On parle français!</p></section>
<section data-testid="estimates"><h2>Home value estimates</h2><ul><li>Collateral Analytics: $181,200</li><li>Quantarium: $196,400</li></ul></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>06/02/2025</td><td>Listed</td><td>$189,500</td></tr><tr><td>09/12/2008</td><td>Sold</td><td>$96,000</td></tr></table></section>
<section data-testid="listing-provider"><p>Brokered by <strong>Valley Acadian Realty</strong></p><p>Listing agent: <strong>Josée Pelletier</strong> 207-555-0119</p><p>Source: Maine Listings, MLS #1629384</p></section>
<section data-testid="similar-homes"><h2>Similar homes</h2><ul><li data-price="214900">32 Long Lake Rd, Sinclair, ME 04779 — $214,900</li><li data-price="159000">411 Main St, Saint Agatha, ME 04772 — $159,000</li></ul></section>
</main></div>
${jsonScript("__NEXT_DATA__", { props: { pageProps: { initialReduxState: { propertyDetails: { property_id: "9753124680", listing_id: "2968451173", list_price: 189500, description: { beds: 2, baths: 1, baths_full: 1, sqft: 1120, lot_sqft: 69696, year_built: 1952, type: "single_family" }, location: { address: { line: "118 Lavoie Rd", city: "Frenchville", state_code: "ME", postal_code: "04745", coordinate: { lat: 47.28417, lon: -68.39122 } } }, source: { id: "MEMLS", listing_id: "1629384", agents: [{ agent_name: "Josée Pelletier", office_name: "Valley Acadian Realty" }] }, estimates: { estimates: [{ source: "Collateral Analytics", estimate: 181200 }, { source: "Quantarium", estimate: 196400 }] } } } } } })}
<footer class="rdc-footer"><p>realtor.com® is operated by Move, Inc., 3315 Scott Blvd, Suite 250, Santa Clara, CA 95054, under license from the National Association of REALTORS®.</p>
${footerLinks("Realtor.com", "en")}</footer>
</body></html>`,
    expected: {
      price: { amount: 189500, currency: "USD" },
      propertyKind: "house",
      street: "118 Lavoie Rd",
      city: "Frenchville",
      province: "ME",
      postalCode: "04745",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1120,
      lot: { value: 1.6, unit: "acres" },
      yearBuilt: 1952,
      mlsNumber: "1629384",
      listingAgentName: "Josée Pelletier",
      brokerageName: "Valley Acadian Realty",
      geo: { lat: 47.28417, lng: -68.39122 },
    },
  },
];
