/**
 * The failure shapes found on real saved listing pages (kept outside the repo), each rebuilt in a small page of our own:
 * no real page's text is copied here, only its shape.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const run = (html: string, url = "https://example.ca/listing/real") => extractFromHtml(html, url);
const facts = (html: string, url?: string) => run(html, url).structuredData;

describe("listing page traps (real pages)", () => {
  it("a JSON-LD Offer price the page labels as the site's estimate gives way to the labelled list price", () => {
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "Product", name: "12 - 40 Alder Rd", offers: { "@type": "Offer", priceCurrency: "CAD", price: 731000 } })}</head><body><main>
      <h1>12 - 40 Alder Rd, Hamilton, ON L8P 1A1</h1><div><div><span>Sold:</span><em> $ 722,500</em></div></div><div><div><span>Listed:</span><em> $ 749,000</em></div></div>
      <div><span>AcmeEstimate</span> | <span>$731,000</span></div><p>This estimate of $731,000 is a reference point only.</p></main></body></html>`;
    const meta = run(html);
    expect(meta.structuredData?.price).toEqual({ amount: 749_000, currency: "CAD", period: "sale" });
    expect(meta.sources?.["structuredData.price"]).toBe("text:price-label");
  });

  it("a JSON-LD Offer price the page shows as its 'Sold Price', with no asking price stated: no price at all", () => {
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "55 Fir Way", address: { "@type": "PostalAddress", streetAddress: "55 Fir Way", addressLocality: "Nanaimo", addressRegion: "BC", postalCode: "V9R 2B2" } })}${ld({ "@context": "https://schema.org", "@type": "Product", name: "55 Fir Way", offers: { "@type": "Offer", priceCurrency: "CAD", price: 612500 } })}</head><body><main>
      <p>SOLD MAR 3, 2025</p><h1>55 Fir Way, Nanaimo, BC V9R 2B2</h1><div>$612,500</div><div>Sold Price</div>
      <div>3</div><div>Beds</div><p>About this home</p><p>A bright family home near the park.</p>
      <section><h2>More homes</h2><div>$799,000</div><div>4 beds</div></section></main></body></html>`;
    expect(facts(html)?.price ?? null).toBeNull();
  });

  it("JSON-LD geo with latitude and longitude swapped (outside Canada) falls back to the page's place:location meta tags", () => {
    const html = `<html><head><meta property="place:location:latitude" content="44.6488"><meta property="place:location:longitude" content="-63.5752">
      ${ld({ "@context": "https://schema.org", "@type": ["Place", "Residence"], address: { "@type": "PostalAddress", streetAddress: "1502 - 77 Barrington St", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3J 1Z4" }, geo: { "@type": "GeoCoordinates", latitude: -63.5752, longitude: 44.6488 } })}</head>
      <body><main><h1>1502 - 77 Barrington St</h1><p>$829,000</p></main></body></html>`;
    const meta = run(html);
    expect(meta.structuredData?.geo).toEqual({ lat: 44.6488, lng: -63.5752 });
    expect(meta.sources?.["structuredData.geo"]).toBe("meta:place:location:latitude");
  });

  it("a living area and a lot of the same size, each under its own label in the text and its own field in the data: both stand", () => {
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Unit 4, 18 Kent Rd", floorSize: { "@type": "QuantitativeValue", value: 1180, unitCode: "FTK" }, lotSize: "1,180 sqft" })}</head><body><main>
      <h1>Unit 4, 18 Kent Rd</h1><p>$389,000</p><h3>Interior area</h3><p>Total interior livable area : 1,180 sqft</p>
      <h3>Lot</h3><p>Size : 1,180 sqft</p><p>Features : Level</p></main></body></html>`;
    const got = facts(html);
    expect(got?.squareFootage).toBe(1180);
    expect(got?.lot).toEqual({ value: 1180, unit: "ft2" });
  });

  it("a street line ending in its comma above the place line ('412 Birch Ave,' then 'Nelson, BC V1L 2X3'): the street without the comma", () => {
    const html = `<html><body><main><p>FOR SALE</p><div>412 Birch Ave,</div><div>Nelson, BC V1L 2X3</div><div>$615,000</div></main></body></html>`;
    expect(facts(html)?.address.street).toBe("412 Birch Ave");
  });

  it("a microdata streetAddress holding a whole foreign address ('Harbour Lane, Bristol, BS1 4RN, UK'): the street alone", () => {
    const html = `<html><body><main><div itemscope itemtype="https://schema.org/Residence"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><meta itemprop="streetAddress" content="Harbour Lane, Bristol, BS1 4RN, UK"></div></div>
      <h1>2 bedroom flat to rent</h1><p>£1,450 pcm</p></main></body></html>`;
    const got = facts(html, "https://example.co.uk/properties/1");
    expect(got?.address.street).toBe("Harbour Lane");
    // Bristol is no Canadian place: neither its postcode nor a province read off its name.
    expect(got?.address.province ?? null).toBeNull();
  });

  it("a tab bar ('Overview', 'Property details', 'Neighborhood', 'Schools'): no neighbourhood from the tab after 'Neighborhood'", () => {
    const html = `<html><body><main><ul role="tablist"><li role="tab"><span>Overview</span></li><li role="tab"><span>Property details</span></li><li role="tab"><span>Neighborhood</span></li><li role="tab"><span>Schools</span></li></ul>
      <h1>9 Spruce Ct, Guelph, ON N1H 3K4</h1><p>$899,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("'Listed by Name • Firm LLC': the firm after the bullet is the brokerage", () => {
    const html = `<html><body><main><h1>2210 Ridge Rd, Bellingham, WA 98225</h1><p>$745,000</p>
      <div><span>Listed by <span>Jo Park</span> </span><span><span> <span>•</span> Cedar Lane RE of Whatcom LLC </span></span></div></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Jo Park", "Cedar Lane RE of Whatcom LLC"]);
  });

  it("a 'Marketed by' heading over the firm's line ('HARBOURSIDE ESTATES LTD, Bristol'): that firm is the brokerage", () => {
    const html = `<html><body><main><h1>3 bedroom house for sale in Mill Lane, Bristol</h1><p>£425,000</p><h3>MARKETED BY</h3><div>HARBOURSIDE ESTATES LTD, Bristol</div><p>Call 0117 496 0000</p></main></body></html>`;
    expect(facts(html, "https://example.co.uk/properties/2")?.brokerageName).toBe("HARBOURSIDE ESTATES LTD, Bristol");
  });

  it("a section heading 'Community Information' is no neighbourhood named 'Information'", () => {
    const html = `<html><body><main><h1>31 Lark St, Kenora, ON P9N 1B2</h1><p>$429,000</p><h3>Community Information</h3><p>Senior Exemption: false</p></main></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("a '$' price beside a state's 'stateOrProvinceName' and ZIP code: US dollars, on the listing's US address", () => {
    const html = `<html><body><main><script>window.PropertyDetails = {"beds":3,"baths":2,"mlsNumber":"OR5521","filteredAddress":"88 Alder St","stateOrProvinceName":"OR","postalCode":"97201"};</script>
      <h2>$612,000 <small>88 Alder St PORTLAND OR 97201</small></h2><p>3 beds, 2 baths</p></main></body></html>`;
    const got = facts(html, "https://example.com/property/or5521");
    expect(got?.price).toEqual({ amount: 612_000, currency: "USD", period: "sale" });
    expect([got?.address.province, got?.postalCode]).toEqual(["OR", "97201"]);
  });

  it("a state's bare price beside the page's '€ 200.000' or '£550,000' (a price per m² above it): that currency", () => {
    const next = (price: unknown) => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { price, bedrooms: 2, bathrooms: 1 } } } })}</script>`;
    const euro = `<html><head>${next({ visible: true, value: 185000, formattedValue: "€ 185.000" })}</head><body><main><h1>Bilocale in Via Verdi 4</h1>
      <dl><dt>Prezzo al m²</dt><dd>2.300 €/m²</dd></dl><div>€ 185.000</div><p>2 locali, 1 bagno</p></main></body></html>`;
    expect(facts(euro, "https://example.it/annunci/1")?.price).toEqual({ amount: 185_000, currency: "EUR", period: "sale" });
    const euroAfter = euro.replace("<div>€ 185.000</div>", "<div>185.000 €</div>");
    expect(facts(euroAfter, "https://example.it/annunci/1")?.price).toEqual({ amount: 185_000, currency: "EUR", period: "sale" });
    const pound = `<html><head>${next(415000)}</head><body><main><h1>2 bed flat for sale</h1><p>£415,000</p></main></body></html>`;
    expect(facts(pound, "https://example.co.uk/details/1")?.price).toEqual({ amount: 415_000, currency: "GBP", period: "sale" });
  });

  it("a bare '$' price on a page whose language tag is 'en-AU': Australian dollars; 'en-US' (which Canadian sites declare) stays CAD", () => {
    const page = (lang: string) => `<html lang="${lang}"><head><script>var digitalData = ${JSON.stringify({ listing: { price: "$389,000", bedrooms: 3, bathrooms: 1 } })};</script></head>
      <body><main><h1>9 Wattle St, Sunbury</h1><p>$389,000</p></main></body></html>`;
    expect(facts(page("en-AU"), "https://example.com.au/9-wattle-st")?.price?.currency).toBe("AUD");
    expect(facts(page("en-US"), "https://example.com/9-wattle-st")?.price?.currency).toBe("CAD");
  });

  it("a state's floor area with its unit code 'METRES_SQUARED' ({ unit, value: '151' }): square metres, converted", () => {
    const html = `<html><head><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { price: 640000, numBedrooms: 4, numBathrooms: 3, bedrooms: 4, floorArea: { unit: "METRES_SQUARED", value: "132" } } } } })}</script></head>
      <body><main><h1>4 The Close, Ratoath</h1><p>4 Bed</p><p>3 Bath</p><p>132 m²</p></main></body></html>`;
    expect(facts(html, "https://example.ie/for-sale/1")?.squareFootage).toBe(Math.round(132 * 10.7639));
  });

  it("a site's dictionary of interface words (window.translations, a state's i18n) is never read for the agent or the brokerage", () => {
    const dictionary = { price: "Price", bedrooms: "Bedrooms", bathrooms: "Bathrooms", mlsNumber: "Reference", agent_name: "Agent's name", office: "Office" };
    const own = `<h1>House for sale</h1><p>€ 495.000</p><p>3 bedrooms</p>`;
    const byName = `<html><head><script>window.translations = ${JSON.stringify(dictionary)};</script></head><body><main>${own}</main></body></html>`;
    const nested = `<html><head><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { i18n: dictionary, listing: { price: 495000, bedrooms: 3, bathrooms: 2 } } } })}</script></head><body><main>${own}</main></body></html>`;
    for (const html of [byName, nested]) {
      const got = facts(html, "https://example.be/en/classified/1");
      expect([got?.listingAgentName ?? null, got?.brokerageName ?? null]).toEqual([null, null]);
    }
  });

  it("a title's site slogan naming a state ('… - Your Complete Source For Real Estate in Wyoming') is no neighbourhood", () => {
    const html = `<html><head><title>Residential Property 3318 - Acme MLS - Your Complete Source For Real Estate in Wyoming</title></head><body><main>
      <h1>1207 S Poplar St, Casper, WY 82601</h1><p>$289,000</p><p>3 beds</p><p>Acme MLS serves buyers and sellers in Wyoming.</p></main></body></html>`;
    expect(facts(html, "https://example.com/property/3318")?.neighbourhood ?? null).toBeNull();
  });

  it("a title's place with no city known ('House for sale in Rixensart', 'Hollin Grove, Wistaston'): no neighbourhood, it may be the town", () => {
    const belgian = `<html><head><title>House for sale in Rixensart - €495,000 - 3 bedrooms</title></head><body><main><h1>House for sale</h1>
      <p>1330 Rixensart</p><p>€ 495.000</p><p>3 bedrooms</p></main></body></html>`;
    expect(facts(belgian, "https://example.be/en/classified/2")?.neighbourhood ?? null).toBeNull();
    const english = `<html><head><meta property="og:title" content="Hollin Grove, Wistaston"><title>Hollin Grove, Wistaston | Acme</title></head><body><main>
      <h1>Hollin Grove</h1><p>£265,000</p><p>3 bedroom semi-detached house</p><p>A family home in Wistaston, close to the schools.</p></main></body></html>`;
    expect(facts(english, "https://example.co.uk/property/3")?.neighbourhood ?? null).toBeNull();
  });

  it("'1 salle de bain; 1 salle de douches': two bathrooms (a shower room is one); '1 salle de bain, 1 salle d'eau' stays 1.5", () => {
    const page = (rooms: string) => `<html><body><main><h1>Maison 5 pièces</h1><p>450 000 €</p><ul><li>3 chambres</li><li>${rooms}</li></ul></main></body></html>`;
    expect(facts(page("1 salle de bain; 1 salle de douches"), "https://example.fr/annonces/1")?.bathrooms).toBe(2);
    expect(facts(page("1 salle de bain, 1 salle d'eau"), "https://example.fr/annonces/1")?.bathrooms).toBe(1.5);
  });

  it("an area badge whose figure the page names the land size ('412.5m²', 'The land size for … is 412.5m²'): the lot, no floor area", () => {
    const html = `<html><body><main><h1>9 Wattle St, Sunbury</h1><p>$389,000</p><div>3 Beds 1 Bath 1 Parking 412.5m²</div><div>House</div>
      <h3>Property FAQs</h3><p>9 Wattle St, Sunbury is a 3 bedroom house.</p><p>The land size for 9 Wattle St, Sunbury is 412.5m².</p></main></body></html>`;
    const got = facts(html, "https://example.com.au/9-wattle-st");
    expect(got?.squareFootage ?? null).toBeNull();
    expect(got?.lot).toEqual({ value: 412.5, unit: "m2" });
  });
});
