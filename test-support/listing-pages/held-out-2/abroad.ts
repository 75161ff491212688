/**
 * Second held-out corpus, cross-border: realtor.com's newer page state (`props.pageProps.property`, not the
 * Redux `propertyDetails` of the first corpora) with automated value estimates, tax assessment and a price history.
 * Expected facts written before the extractor ever ran on it.
 */
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const HELD_OUT_2_ABROAD: ListingPage[] = [
  {
    name: "h2-realtor-com-house-spokane",
    site: "realtor.com",
    set: "held-out-2",
    traps: "property under props.pageProps.property; estimates.current_values; tax assessment; sold price history; HOA fee; advertiser office address",
    pageUrl: "https://www.realtor.com/realestateandhomes-detail/1624-E-29th-Ave_Spokane_WA_99203_M15432-98765",
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>1624 E 29th Ave, Spokane, WA 99203 - realtor.com®</title>
<meta name="description" content="View 39 photos for 1624 E 29th Ave, Spokane, WA 99203, a 3 bed, 2 bath, 1,880 Sq. Ft. single family home built in 1952 that was last sold on 08/14/2009.">
<meta property="og:title" content="1624 E 29th Ave, Spokane, WA 99203 | realtor.com®">
<meta property="og:image" content="https://ap.rdcpix.com/5c1b2a3d4e5f6a7b8c9d0e1f2a3b4c5dl-m1122334455rd-w1024_h768.jpg">
${nextData({
      props: {
        pageProps: {
          property: {
            property_id: "1543298765",
            listing_id: "2978812345",
            status: "for_sale",
            list_price: 489000,
            last_sold_price: 212000,
            last_sold_date: "2009-08-14",
            mls: { id: "202514321", name: "Spokane Association of REALTORS" },
            hoa: { fee: 0 },
            estimates: { current_values: [{ source: { type: "quantarium", name: "Quantarium" }, estimate: 501200 }, { source: { type: "collateral", name: "Collateral Analytics" }, estimate: 478900 }] },
            tax_history: [{ year: 2024, tax: 4123, assessment: { total: 431000, building: 318000, land: 113000 } }],
            price_history: [{ date: "2025-05-01", event_name: "Listed", price: 489000 }, { date: "2009-08-14", event_name: "Sold", price: 212000 }],
            description: { beds: 3, baths: 2, baths_full: 2, baths_half: 0, sqft: 1880, lot_sqft: 7405, year_built: 1952, type: "single_family", stories: 2, garage: 1 },
            location: {
              address: { line: "1624 E 29th Ave", city: "Spokane", state_code: "WA", postal_code: "99203", coordinate: { lat: 47.62891, lon: -117.38562 } },
              county: { name: "Spokane" },
              neighborhoods: [{ name: "Manito" }],
            },
            advertisers: [{ type: "seller", name: "Karen Olsen", office: { name: "Windermere Manito, LLC", address: { line: "2829 S Grand Blvd", city: "Spokane", state_code: "WA", postal_code: "99203" } } }],
            mortgage: { estimate: { monthly_payment: 3012 } },
          },
        },
      },
    })}
</head><body>
<header><a href="/">realtor.com</a><nav><a href="/realestateandhomes-search/Spokane_WA">Spokane, WA homes for sale</a></nav></header>
<main>
<div data-testid="list-price">$489,000</div>
<div data-testid="address"><h1>1624 E 29th Ave</h1><div>Spokane, WA 99203</div></div>
<ul data-testid="property-meta"><li data-testid="property-meta-beds">3 bed</li><li data-testid="property-meta-baths">2 bath</li><li data-testid="property-meta-sqft">1,880 sqft</li><li data-testid="property-meta-lot-size">7,405 sqft lot</li></ul>
<div data-testid="est-payment">Est. payment $3,012/mo</div>
<section data-testid="home-value"><h2>Estimated home value</h2><div>Quantarium $501,200</div><div>Collateral Analytics $478,900</div></section>
<section data-testid="property-history"><h2>Property history</h2><table><tr><td>05/01/2025</td><td>Listed</td><td>$489,000</td></tr><tr><td>08/14/2009</td><td>Sold</td><td>$212,000</td></tr></table></section>
<section data-testid="tax-history"><h2>Tax history</h2><table><tr><td>2024</td><td>$4,123</td><td>$431,000</td></tr></table></section>
<div data-testid="listing-provider">Listed by Karen Olsen · Windermere Manito, LLC · Spokane Association of REALTORS · MLS 202514321</div>
</main>
<footer>realtor.com® is the official site of the National Association of REALTORS®. Brokerage services are not provided by Move, Inc.</footer>
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "USD" },
      propertyKind: "house",
      street: "1624 E 29th Ave",
      city: "Spokane",
      neighbourhood: "Manito",
      province: "WA", postalCode: "99203",
      bedrooms: 3,
      bathrooms: 2,
      bathroomsFull: 2,
      squareFootage: 1880,
      lot: { value: 7405, unit: "ft2" },
      yearBuilt: 1952,
      mlsNumber: "202514321",
      listingAgentName: "Karen Olsen",
      brokerageName: "Windermere Manito, LLC",
      geo: { lat: 47.62891, lng: -117.38562 },
    },
  },
];
