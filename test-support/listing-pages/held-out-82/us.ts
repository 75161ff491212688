/**
 * Eighty-second held-out corpus, US sites with remarks in French: zillow.com for a Hollywood, Florida oceanfront
 * condo sold by a Québec owner and realtor.com for a house in Madawaska, Maine, across the river from Edmundston,
 * Nouveau-Brunswick. Addresses, names and numbers are invented; expected facts were written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { cookieBar, footer, gtm, nav, nextData, photoStrip, rail, social } from "./chrome.ts";

export const HELD_OUT_82_US: ListingPage[] = [
  {
    name: "ho82-zillow-condo-hollywood-fl",
    site: "zillow.com",
    set: "held-out-82",
    traps:
      "zillow.com's page for a Hollywood, FL condo whose remarks are in French (a Québec owner: 'Propriétaire québécois', a phone number in Montréal's 514 area, the price restated as '349 000 $ US', the HOA as 'frais de copropriété 780 $/mois'); Zestimate and Rent Zestimate; HOA per month; the zpid in the URL and the state beside the MLS#; 'APT 1104' in Zillow's address form; 'Neighborhood: Hollywood Beach'; price history with a 2019 sale; the listing agent and brokerage in 'Listed by'; gdpClientCache JSON with the point, and nearby homes with their own prices and points",
    pageUrl: "https://www.zillow.com/homedetails/2801-N-Ocean-Dr-APT-1104-Hollywood-FL-33019/43812345_zpid/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2801 N Ocean Dr APT 1104, Hollywood, FL 33019 | MLS #F10487213 | Zillow</title>
<meta name="description" content="2801 N Ocean Dr APT 1104, Hollywood, FL 33019 is a condo listed for-sale at $349,000. The 1,180 sq. ft. condo is a 2 bed, 2.0 bath unit.">
<meta property="og:title" content="2801 N Ocean Dr APT 1104, Hollywood, FL 33019 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/9c41e2d8a7b0c3f1-cc_ft_1536.jpg">
<meta property="zillow_fb:beds" content="2"><meta property="zillow_fb:baths" content="2">
${gtm("GTM-ZLLW01")}
</head><body>
<div id="__next">
${cookieBar("Zillow uses cookies to personalize your experience.", "Accept", "Manage")}
<header class="zw-header">${nav([["Buy", "/homes/for_sale/"], ["Rent", "/homes/for_rent/"], ["Sell", "/sell/"], ["Home Loans", "/homeloans/"], ["Agent finder", "/professionals/real-estate-agent-reviews/"]], "zw-nav")}<a href="/" class="zw-logo">Zillow</a></header>
<main class="ds-home-details">
${photoStrip("https://photos.zillowstatic.com/fp/9c41e2d8a7b0c3f1", 30, "2801 N Ocean Dr APT 1104", "media-stream")}
<div class="summary-container">
<span data-testid="price" class="Text-c11n">$349,000</span>
<div class="bed-bath-sqft"><span>2</span> bd <span>2</span> ba <span>1,180</span> sqft</div>
<h1 class="Text-c11n">2801 N Ocean Dr APT 1104, Hollywood, FL 33019</h1>
<p class="zestimate-line">Zestimate<sup>®</sup>: <span>$338,200</span> · Est. payment: <span>$2,941/mo</span></p>
<ul class="fact-list"><li>Condominium</li><li>Built in 1974</li><li>$780/mo HOA</li><li>24 days on Zillow</li></ul>
</div>
<section class="ds-overview"><h2>What's special</h2>
<div class="ds-overview-section"><p>Condo de 2 chambres et 2 salles de bains complètes au 11e étage, directement sur la plage de Hollywood, avec vue sur l'océan et sur le Broadwalk. Entièrement rénové en 2022 : cuisine ouverte, planchers de porcelaine, fenêtres anti-ouragan. Propriétaire québécois qui a passé ses hivers ici pendant 6 ans, vendu meublé. Prix : 349 000 $ US. Frais de copropriété 780 $/mois incluant câble, Internet, eau et assurance de l'immeuble. Piscine chauffée, gym, stationnement couvert. Pour une visite en français, appelez Martine. Association : approbation requise, aucune location de moins de 3 mois.</p></div>
</section>
<section class="ds-data-view"><h2>Facts &amp; features</h2>
<h3>Interior</h3><ul><li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>Full bathrooms: 2</li><li>Total interior livable area: 1,180 sqft</li></ul>
<h3>Property</h3><ul><li>Parking features: Covered, Assigned</li><li>View: Ocean, Beach</li><li>Waterfront features: Ocean Access, Beachfront</li></ul>
<h3>Construction</h3><ul><li>Home type: Condo</li><li>Year built: 1974</li></ul>
<h3>Community &amp; HOA</h3><ul><li>Neighborhood: Hollywood Beach</li><li>HOA fee: $780 monthly</li><li>Services included: Cable TV, Insurance, Water</li></ul>
<h3>Financial &amp; listing details</h3><ul><li>Price per square foot: $296/sqft</li><li>Tax assessed value: $261,430</li><li>Annual tax amount: $5,102</li><li>Date on market: 8/18/2025</li><li>Rent Zestimate<sup>®</sup>: $2,650/mo</li></ul>
</section>
<section class="ds-listing-agent-container"><h3>Listed by:</h3>
<p class="ds-listing-agent-display-name">Martine Cloutier</p><p class="ds-listing-agent-info-text">954-555-0147</p>
<p class="ds-listing-agent-business-name">Sunshine Coast Realty LLC</p><p class="ds-listing-agent-info-text">954-555-0100</p>
<p class="ds-listing-source">Source: Beaches MLS, MLS#: F10487213</p>
</section>
<section class="ds-price-history"><h2>Price history</h2><table><tbody>
<tr><td>8/18/2025</td><td>Listed for sale</td><td>$349,000</td></tr>
<tr><td>11/4/2019</td><td>Sold</td><td>$239,000</td></tr>
</tbody></table></section>
${rail("Nearby homes", [
  { href: "/homedetails/2751-N-Ocean-Dr-APT-806-Hollywood-FL-33019/43811902_zpid/", price: "$415,000", title: "2751 N Ocean Dr APT 806, Hollywood, FL 33019", meta: "2 bds · 2 ba · 1,260 sqft" },
  { href: "/homedetails/3000-S-Ocean-Dr-APT-1509-Hollywood-FL-33019/43823377_zpid/", price: "$2,900/mo", title: "3000 S Ocean Dr APT 1509, Hollywood, FL 33019", meta: "1 bd · 1 ba · For rent" },
], "nearby-homes")}
</main>
${footer([
  `<h4>Zillow Group</h4><address>1301 Second Avenue, Floor 31<br>Seattle, WA 98101</address>`,
  `<ul><li><a href="/corp/Terms.htm">Terms of use</a></li><li><a href="/z/corp/privacy/">Privacy Notice</a></li><li><a href="/fair-housing/">Fair Housing Guide</a></li></ul>`,
  social(),
], ["Zillow, Inc. holds real estate brokerage licenses in multiple states.", "Listing information courtesy of Beaches MLS. Information is deemed reliable but not guaranteed."], "zw-footer")}
</div>
${nextData({
  props: {
    pageProps: {
      componentProps: {
        gdpClientCache: JSON.stringify({
          'ForSaleShopperPlatformFullRenderQuery{"zpid":43812345}': {
            property: {
              zpid: 43812345,
              price: 349000,
              currency: "USD",
              streetAddress: "2801 N Ocean Dr APT 1104",
              city: "Hollywood",
              state: "FL",
              zipcode: "33019",
              bedrooms: 2,
              bathrooms: 2,
              livingArea: 1180,
              yearBuilt: 1974,
              homeType: "CONDO",
              latitude: 26.03318,
              longitude: -80.11562,
              zestimate: 338200,
              rentZestimate: 2650,
              monthlyHoaFee: 780,
              mlsid: "F10487213",
              resoFacts: { bathroomsFull: 2, bathroomsHalf: 0 },
              attributionInfo: { agentName: "Martine Cloutier", brokerName: "Sunshine Coast Realty LLC", mlsName: "Beaches MLS", mlsId: "F10487213" },
              nearbyHomes: [
                { zpid: 43811902, price: 415000, latitude: 26.03095, longitude: -80.11588 },
                { zpid: 43823377, price: 2900, latitude: 26.00311, longitude: -80.11734 },
              ],
            },
          },
        }),
      },
    },
  },
  page: "/homedetails/[...slug]",
  buildId: "zhd-2025-09",
})}
</body></html>`,
    expected: {
      price: { amount: 349000, currency: "USD" },
      propertyKind: "condo",
      street: "2801 N Ocean Dr APT 1104",
      city: "Hollywood",
      province: "FL",
      postalCode: "33019",
      neighbourhood: "Hollywood Beach",
      bedrooms: 2,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1180,
      yearBuilt: 1974,
      mlsNumber: "F10487213",
      listingAgentName: "Martine Cloutier",
      brokerageName: "Sunshine Coast Realty LLC",
      geo: { lat: 26.03318, lng: -80.11562 },
    },
  },
  {
    name: "ho82-realtorcom-maison-madawaska-me",
    site: "realtor.com",
    set: "held-out-82",
    traps:
      "realtor.com's page for a Madawaska, Maine house with French remarks naming Edmundston, Nouveau-Brunswick (with a Canadian postal code) and the price in Canadian dollars 'environ 260 000 $ CA'; '2.5 bath' from a full, a 3/4 and a half bath; '0.46 acre lot'; the RealEstimate and a 2008 sale; realtor.com's property id in the URL and the state beside the Maine Listings MLS ID; 'Listed by' with the brokerage; __NEXT_DATA__ with the coordinate; nearby homes with their own prices",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/412-Main-St_Madawaska_ME_04756_M93718-20466",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>412 Main St, Madawaska, ME 04756 - 4 beds/2.5 baths - realtor.com®</title>
<meta name="description" content="View detailed information about property 412 Main St, Madawaska, ME 04756 including listing details, property photos, school and neighborhood data, and much more.">
<meta property="og:title" content="412 Main St, Madawaska, ME 04756 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/4c2b91e7a1l-m3310928875od-w1024_h768.jpg">
${gtm("GTM-RDC001")}
</head><body>
<div id="__next">
${cookieBar("realtor.com uses cookies to improve your experience.", "Accept", "Do Not Sell or Share My Personal Information")}
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com</a>${nav([["Buy", "/realestateandhomes-search/Madawaska_ME"], ["Sell", "/sell"], ["Rent", "/apartments/Madawaska_ME"], ["Mortgage", "/mortgage"], ["Find REALTORS®", "/realestateagents"]], "rdc-nav")}</header>
<main class="ldp-container">
${photoStrip("https://ap.rdcpix.com/4c2b91e7a1l-m3310928875od", 25, "412 Main St", "ldp-hero")}
<div class="ldp-summary">
<div class="Price__Component" data-testid="list-price">$189,900</div>
<ul class="property-meta" data-testid="property-meta"><li data-testid="property-meta-beds"><span>4</span> bed</li><li data-testid="property-meta-baths"><span>2.5</span> bath</li><li data-testid="property-meta-sqft"><span>1,864</span> sqft</li><li data-testid="property-meta-lot-size"><span>0.46</span> acre lot</li></ul>
<h1 data-testid="address">412 Main St, Madawaska, ME 04756</h1>
<p class="estimate">RealEstimate<sup>℠</sup>: $176,400</p>
</div>
<section class="ldp-description" data-testid="description"><h2>Property details</h2>
<p>Grande maison familiale de 4 chambres au centre de Madawaska, à 5 minutes du pont international et d'Edmundston (Nouveau-Brunswick) E3V. Construite en 1948, bien entretenue et rénovée : cuisine refaite, fournaise au mazout 2019, toiture de tôle. Une salle de bains complète à l'étage, une salle de douche et une salle d'eau au rez-de-chaussée. Grand garage détaché, terrain plat. Idéal pour une famille qui travaille des deux côtés de la frontière. Prix affiché : 189 900 $ US (environ 260 000 $ CA). Parlez-nous en français!</p>
</section>
<section class="ldp-features" data-testid="features"><h2>Property features</h2>
<h3>Interior</h3><ul><li>Total bedrooms: 4</li><li>Full bathrooms: 1</li><li>3/4 bathrooms: 1</li><li>Half bathrooms: 1</li><li>Living area: 1,864 sqft</li></ul>
<h3>Exterior and lot features</h3><ul><li>Lot size acres: 0.46</li><li>Garage spaces: 2</li></ul>
<h3>Building and construction</h3><ul><li>Year built: 1948</li><li>Roof: Metal</li><li>Heating: Oil, forced air</li></ul>
<h3>Other property information</h3><ul><li>Source listing status: Active</li><li>County: Aroostook</li><li>Annual tax amount: $2,418</li><li>Source Property Type: Residential</li><li>Property subtype: Single Family Residence</li></ul>
</section>
<section class="ldp-history"><h2>Property history</h2><table><tbody>
<tr><td>09/02/2025</td><td>Listed</td><td>$189,900</td></tr>
<tr><td>07/15/2008</td><td>Sold</td><td>$94,500</td></tr>
</tbody></table></section>
<section class="ldp-provider" data-testid="listing-provider"><h3>Listing provided by</h3>
<p>Listed by <span class="agent-name">Réjean Thibodeau</span> with <span class="office-name">Haute-Vallée Realty Group</span></p>
<p>Office: 53 Mill St, Fort Kent, ME 04743 · 207-555-0108</p>
<p>Data source: Maine Listings · MLS ID #1612937</p>
</section>
<section class="mortgage-calc"><h3>Monthly payment</h3><p>$1,402 per month</p><p>Based on 20% down at 6.62%. Property taxes and insurance included.</p></section>
${rail("Similar homes nearby", [
  { href: "/realestateandhomes-detail/88-Bellevue-Ave_Madawaska_ME_04756_M93722-11873", price: "$159,000", title: "88 Bellevue Ave, Madawaska, ME 04756", meta: "3 bed · 1.5 bath · 1,410 sqft" },
  { href: "/realestateandhomes-detail/17-Frenchville-Rd_Frenchville_ME_04745_M93801-40052", price: "$224,500", title: "17 Frenchville Rd, Frenchville, ME 04745", meta: "4 bed · 2 bath · 1.2 acre lot" },
], "similar-homes")}
</main>
${footer([
  `<h4>realtor.com®</h4><address>3200 E Camelback Rd, Suite 300<br>Phoenix, AZ 85018</address>`,
  `<ul><li><a href="/terms-of-service">Terms of Service</a></li><li><a href="/privacy-policy">Privacy</a></li><li><a href="/fair-housing">Fair housing</a></li></ul>`,
  social(),
], ["realtor.com® is operated by Move, Inc. under a license from the National Association of REALTORS®.", "Listing information provided by Maine Listings and deemed reliable but not guaranteed."], "rdc-footer")}
</div>
${nextData({
  props: {
    pageProps: {
      initialReduxState: {
        propertyDetails: {
          property_id: "9371820466",
          listing_id: "2978814402",
          list_price: 189900,
          location: { address: { line: "412 Main St", city: "Madawaska", state_code: "ME", postal_code: "04756", coordinate: { lat: 47.35614, lon: -68.33087 } } },
          description: { beds: 4, baths: 3, baths_full: 1, baths_3qtr: 1, baths_half: 1, baths_consolidated: "2.5", sqft: 1864, lot_sqft: 20038, year_built: 1948, type: "single_family" },
          source: { name: "Maine Listings", listing_id: "1612937" },
          advertisers: [{ type: "seller", name: "Réjean Thibodeau", office: { name: "Haute-Vallée Realty Group" } }],
          estimates: { current_values: [{ source: { name: "Collateral" }, estimate: 176400 }] },
        },
      },
    },
  },
  page: "/realestateandhomes-detail/[slug]",
  buildId: "rdc-ldp-2025-09",
})}
</body></html>`,
    expected: {
      price: { amount: 189900, currency: "USD" },
      propertyKind: "house",
      street: "412 Main St",
      city: "Madawaska",
      province: "ME",
      postalCode: "04756",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1864,
      lot: { value: 0.46, unit: "acres" },
      yearBuilt: 1948,
      mlsNumber: "1612937",
      listingAgentName: "Réjean Thibodeau",
      brokerageName: "Haute-Vallée Realty Group",
      geo: { lat: 47.35614, lng: -68.33087 },
    },
  },
];
