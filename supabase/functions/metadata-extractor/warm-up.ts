/**
 * What a metadata worker (or hosted isolate) does once, when it starts and no one waits: compile the extraction code on
 * a small listing page of its own (JSON-LD, meta tags, labelled text, the paths a real page takes) and fill the
 * whitelist cache (one read of our own table, which also opens the connection Auth's token check reuses). Nothing
 * outside the project is fetched. Measured (bench/composer.bench.ts): the first extraction of a fresh worker took
 * 0.3–0.5 s more than the next ones without it.
 */
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const LISTING = {
  "@context": "https://schema.org",
  "@type": "RealEstateListing",
  name: "100 Warm-Up Street, Toronto",
  offers: { "@type": "Offer", price: 500000, priceCurrency: "CAD" },
  about: {
    "@type": "SingleFamilyResidence",
    numberOfBedrooms: 3,
    numberOfBathroomsTotal: 2,
    floorSize: { "@type": "QuantitativeValue", value: 1450, unitCode: "FTK" },
    address: { "@type": "PostalAddress", streetAddress: "100 Warm-Up Street", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5V 2T6" },
    geo: { "@type": "GeoCoordinates", latitude: 43.64, longitude: -79.38 },
  },
  identifier: { "@type": "PropertyValue", name: "MLS®", value: "C1234567" },
};

export const WARM_UP_PAGE = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>100 Warm-Up Street, Toronto</title>
<meta property="og:title" content="100 Warm-Up Street, Toronto"><meta property="og:image" content="https://warm-up.invalid/1.jpg">
<meta property="og:description" content="3 bed, 2 bath house in Toronto."><script type="application/ld+json">${JSON.stringify(LISTING)}</script>
<script>window.__STATE__ = {"listing":{"listPrice":500000,"beds":3}};</script></head>
<body><nav>Houses for sale</nav><main><h1>100 Warm-Up Street</h1><div class="price">$500,000</div>
<dl><dt>Bedrooms</dt><dd>3 + 1</dd><dt>Bathrooms</dt><dd>2</dd><dt>Lot size</dt><dd>50 x 120 ft</dd><dt>MLS® Number</dt><dd>C1234567</dd></dl>
<p>Listing courtesy of Jane Doe, Example Realty Inc., Brokerage</p></main><footer>Licensed in the Province of Ontario.</footer></body></html>`;

export async function warmUp(loadWhitelist: () => Promise<unknown>): Promise<void> {
  await loadWhitelist().catch(() => null);
  extractFromHtml(WARM_UP_PAGE, "https://warm-up.invalid/listing/1");
}
