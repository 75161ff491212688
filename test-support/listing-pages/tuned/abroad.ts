/** Tuned pages of cross-border sites (United States) and of sites quoting euros and pounds. */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const zillowProperty = {
  zpid: 2061234567,
  price: 685900,
  zestimate: 702300,
  rentZestimate: 3714,
  lastSoldPrice: 512000,
  currency: "USD",
  homeStatus: "FOR_SALE",
  bedrooms: 4,
  bathrooms: 3,
  livingArea: 2517,
  livingAreaUnits: "Square Feet",
  homeType: "SINGLE_FAMILY",
  yearBuilt: 2003,
  lotAreaValue: 5663,
  lotAreaUnits: "Square Feet",
  latitude: 47.65432,
  longitude: -122.34567,
  mlsid: "2298765",
  address: { streetAddress: "3712 Fremont Ave N", city: "Seattle", state: "WA", zipcode: "98103", neighborhood: "Fremont" },
  resoFacts: { bathroomsFull: 2, bathroomsHalf: 1, homeType: "SingleFamily", lotSize: "5,663 sqft", livingArea: "2,517 sqft" },
  attributionInfo: { agentName: "Rachel Kim", brokerName: "Evergreen Home Partners", attributionTitle: "Listing Provided by:", mlsName: "NWMLS" },
  priceHistory: [{ event: "Listed for sale", price: 685900 }, { event: "Sold", price: 512000 }],
  nearbyHomes: [{ zpid: 2061234000, price: 1120000, address: { streetAddress: "3720 Fremont Ave N", city: "Seattle" } }],
};

export const ABROAD_PAGES: ListingPage[] = [
  {
    name: "zillow-house",
    site: "zillow.com",
    set: "tuned",
    traps: "listing inside a JSON string in __NEXT_DATA__; Zestimate and last sold price; legal footer naming Zillow (Canada); Event JSON-LD",
    pageUrl: "https://www.zillow.com/homedetails/3712-Fremont-Ave-N-Seattle-WA-98103/2061234567_zpid/",
    html: `<!doctype html><html lang="en"><head><title>3712 Fremont Ave N, Seattle, WA 98103 | MLS #2298765 | Zillow</title>
<meta property="og:title" content="3712 Fremont Ave N, Seattle, WA 98103 | MLS #2298765 | Zillow">
<meta property="og:image" content="https://photos.zillowstatic.com/fp/0a1b2c3d4e5f-p_h.jpg">
<meta property="zillow_fb:beds" content="4"><meta property="zillow_fb:baths" content="3">
${nextData({ props: { pageProps: { componentProps: { zpid: 2061234567, gdpClientCache: JSON.stringify({ [`ForSaleShopperPlatformFullRenderQuery{"zpid":2061234567}`]: { property: zillowProperty } }) } } } })}
${ld({ "@type": "Event", "@context": "http://schema.org", name: "Open House - 12:00 PM - 3:00 PM", location: { "@type": "Place", name: "3712 Fremont Ave N", address: { "@type": "PostalAddress", streetAddress: "3712 Fremont Ave N", postalCode: "98103", addressLocality: "Seattle", addressRegion: "WA" } }, offers: { "@type": "Offer", price: 685900, priceCurrency: "USD" } })}
</head><body>
<div data-testid="price"><span>$685,900</span></div><div data-testid="zestimate">Zestimate®: $702,300</div>
<div class="summary"><span>4 bd</span><span>3 ba</span><span>2,517 sqft</span></div>
<div data-testid="attribution-LISTING_AGENT">Listing Provided by: Rachel Kim, Evergreen Home Partners</div>
<footer><p>Zillow Group is committed to ensuring digital accessibility. Zillow, Inc. holds real estate brokerage licenses in multiple states. Zillow (Canada), Inc. holds real estate brokerage licenses in multiple provinces. §442-H New York Standard Operating Procedures.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 685900, currency: "USD" },
      propertyKind: "house",
      street: "3712 Fremont Ave N",
      city: "Seattle",
      neighbourhood: "Fremont",
      province: "WA", postalCode: "98103",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2517,
      lot: { value: 5663, unit: "ft2" },
      yearBuilt: 2003,
      mlsNumber: "2298765",
      listingAgentName: "Rachel Kim",
      brokerageName: "Evergreen Home Partners",
      geo: { lat: 47.65432, lng: -122.34567 },
    },
  },
  {
    name: "realtor-com-condo",
    site: "realtor.com",
    set: "tuned",
    traps: "office address of the advertiser; last sold price and mortgage estimate; lot size of a condo's land",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/2200-Pacific-Ave-Unit-1B_San-Francisco_CA_94115_M12345-67890",
    html: `<!doctype html><html lang="en"><head><title>2200 Pacific Ave Unit 1B, San Francisco, CA 94115 | realtor.com®</title>
<meta property="og:title" content="2200 Pacific Ave Unit 1B, San Francisco, CA 94115 - 1 bed, 1.5 bath">
<meta property="og:image" content="https://ap.rdcpix.com/abc123l-m1234567890s.jpg">
${nextData({ props: { pageProps: { initialReduxState: { propertyDetails: { listing_id: "2990811778", property_id: "1234567890", list_price: 1495000, last_sold_price: 720000, status: "for_sale", mortgage: { estimate: { monthly_payment: 10681 } }, description: { beds: 1, baths_full: 1, baths_half: 1, sqft: 1010, lot_sqft: 14449, type: "condos", sub_type: "condo", year_built: 1962 }, location: { address: { line: "2200 Pacific Ave Unit 1B", city: "San Francisco", state_code: "CA", postal_code: "94115", coordinate: { lat: 37.794001, lon: -122.431811 } }, neighborhoods: [{ name: "Pacific Heights" }] }, advertisers: [{ type: "seller", name: "Butch Haze", office: { name: "Bayside Realty Group", address: { line: "891 BEACH ST", city: "SAN FRANCISCO", state_code: "CA", postal_code: "94109" } } }], source: { type: "mls", listing_id: "426100200", agents: [{ agent_name: "Butch Haze", office_name: "Bayside Realty Group" }] } } } } } })}
</head><body>
<div data-testid="list-price">$1,495,000</div><div data-testid="estimate">Estimated monthly payment $10,681</div>
<ul data-testid="property-meta"><li>1 bed</li><li>1.5 bath</li><li>1,010 sqft</li><li>14,449 sqft lot</li></ul>
<div data-testid="listing-agent">Listed by Butch Haze · Bayside Realty Group</div>
<footer>realtor.com® is the official site of the National Association of REALTORS®. Brokerage services are not provided by Move, Inc.</footer>
</body></html>`,
    expected: {
      price: { amount: 1495000, currency: "USD" },
      propertyKind: "condo",
      street: "2200 Pacific Ave Unit 1B",
      city: "San Francisco",
      neighbourhood: "Pacific Heights",
      province: "CA", postalCode: "94115",
      bedrooms: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1010,
      lot: { value: 14449, unit: "ft2" },
      yearBuilt: 1962,
      mlsNumber: "426100200",
      listingAgentName: "Butch Haze",
      brokerageName: "Bayside Realty Group",
      geo: { lat: 37.794001, lng: -122.431811 },
    },
  },
  {
    name: "seloger-house-eur",
    site: "seloger.com",
    set: "tuned",
    traps: "price '570 000 €'; the publisher's address as a string in Organization JSON-LD; area in m²",
    pageUrl: "https://www.seloger.com/annonces/achat/maison/castelnau-le-lez-34/courtarelle/219876543.htm",
    html: `<!doctype html><html lang="fr"><head><title>Maison à vendre T4/F4 117 m² 570 000 € Castelnau-le-Lez (34170)</title>
<meta property="og:title" content="Maison à vendre T4/F4 117 m² 570 000 € Castelnau-le-Lez (34170)">
<meta property="og:image" content="https://v.seloger.com/s/width/800/visuels/0/a/b/c/0abc1234.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "SeLoger", address: "2 Rue des Italiens, 75009 Paris", url: "https://www.seloger.com/" })}
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "Maison à vendre T4/F4 117 m² 570 000 € Castelnau-le-Lez (34170)" })}
</head><body>
<nav><a href="/immobilier/achat/maison/">Maisons à vendre</a></nav>
<h1>Maison à vendre</h1><div class="location">Courtarelle-Cantagril-Muriers, Castelnau-le-Lez (34170)</div>
<div class="price">570 000 €</div>
<ul class="criteria"><li>4 pièces</li><li>3 chambres</li><li>117 m²</li><li>Terrain 450 m²</li></ul>
<footer>SeLoger, 2 Rue des Italiens, 75009 Paris. Agence immobilière partenaire.</footer>
</body></html>`,
    expected: {
      price: { amount: 570000, currency: "EUR" },
      propertyKind: "house",
      city: "Castelnau-le-Lez",
      neighbourhood: "Courtarelle-Cantagril-Muriers",
      bedrooms: 3,
      squareFootage: 1259,
      lot: { value: 450, unit: "m2" },
    },
  },
  {
    name: "rightmove-flat-gbp",
    site: "rightmove.co.uk",
    set: "tuned",
    traps: "price in pounds in window.PAGE_MODEL; the marketing agent as the customer",
    pageUrl: "https://www.rightmove.co.uk/properties/171844895",
    html: `<!doctype html><html lang="en-GB"><head><title>2 bedroom flat for sale in Marine Parade, Brighton, BN2 | Rightmove</title>
<meta property="og:title" content="2 bedroom flat for sale in Marine Parade, Brighton, BN2">
<meta property="og:image" content="https://media.rightmove.co.uk/dir/crop/10:9-16:9/property-photo/abc/171844895/abc_IMG_00_0000.jpeg">
<script>window.PAGE_MODEL = ${JSON.stringify({ propertyData: { id: "171844895", prices: { primaryPrice: "£425,000", displayPriceQualifier: "Guide Price" }, address: { displayAddress: "Marine Parade, Brighton, BN2", outcode: "BN2" }, bedrooms: 2, bathrooms: 1, propertySubType: "Flat", location: { latitude: 50.8163, longitude: -0.1238 }, customer: { branchDisplayName: "Seaview Estates, Kemptown", companyName: "Seaview Estates" } } })}</script>
</head><body>
<h1>Marine Parade, Brighton, BN2</h1><div class="price">Guide Price £425,000</div>
<ul><li>Flat</li><li>2 bedrooms</li><li>1 bathroom</li></ul>
<footer>Rightmove plc. Registered in England no. 6426985.</footer>
</body></html>`,
    expected: {
      price: { amount: 425000, currency: "GBP" },
      propertyKind: "condo",
      street: "Marine Parade",
      city: "Brighton",
      bedrooms: 2,
      bathrooms: 1,
      brokerageName: "Seaview Estates",
      geo: { lat: 50.8163, lng: -0.1238 },
    },
  },
];
