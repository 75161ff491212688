/** The traps of the fifty-third held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/53") => extractFromHtml(html, url).structuredData;
const statePage = (state: unknown): string =>
  `<html><body><main><h1>14, rue des Érables</h1><p>Chargement…</p></main><script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script></body></html>`;

describe("listing page traps (held-out corpus 53)", () => {
  it("an app state's 'bathrooms': 2 beside 'powderRooms': 1: two full baths and one half, 2.5 in all", () => {
    const html = statePage({ listing: { id: 88120, price: "412000", address: { street: "14, rue des Érables", city: "Magog", province: "Québec" }, characteristics: { bedrooms: 4, bathrooms: 2, powderRooms: 1 } } });
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([2.5, 2, 1]);
  });

  it("an app state's 'yearOfConstruction' is the year built", () => {
    const html = statePage({ listing: { id: 88121, price: "412000", characteristics: { bedrooms: 3, bathrooms: 1, yearOfConstruction: 1994 } } });
    expect(facts(html)?.yearBuilt).toBe(1994);
  });

  it("an app state's area object with only its display text ({ display: '1 450 pi²', valueSqm }) gives the shown square feet", () => {
    const html = statePage({ listing: { id: 88122, price: "412000", characteristics: { bedrooms: 3, bathrooms: 1, livingArea: { display: "1 450 pi²", valueSqm: "134.7" } } } });
    expect(facts(html)?.squareFootage).toBe(1450);
  });

  it("land rows 'Size Frontage 40 ft' and 'Size Depth 125 ft': the lot is their product in square feet", () => {
    const html = `<html><body><main><h1>31 Alma St</h1><p>$689,000</p><div id="land"><h2>Land</h2><div><span>Size Frontage</span><span>40 ft</span></div><div><span>Size Depth</span><span>125 ft</span></div></div></main></body></html>`;
    expect(facts(html)?.lot).toMatchObject({ value: 5000, unit: "ft2" });
  });

  it("an app state's bare lot figure with its unit beside it ('lotSizeArea': '0.24', 'lotSizeUnits': 'Acres'): 0.24 acres", () => {
    const state = { props: { pageProps: { listing: { mlsNum: "X55501234", listPrice: 610000, bedrooms: 3, bathrooms: 2, lotSizeArea: "0.24", lotSizeUnits: "Acres" } } } };
    const html = `<html><body><main><h1>9 Birch Way</h1><p>$610,000</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(facts(html)?.lot).toMatchObject({ value: 0.24, unit: "acres" });
  });

  it("an app state's land sides in an object ({ front: '25.00', depth: '120.00', unit: 'Feet' }): their product in square feet", () => {
    const state = { props: { pageProps: { listing: { price: 899000, bedroom: 3, washroom: 3, land: { front: "25.00", depth: "120.00", unit: "Feet" } } } } };
    const html = `<html><body><main><h1>5 Dunn Cres</h1><p>$899,000</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(facts(html)?.lot).toMatchObject({ value: 3000, unit: "ft2" });
  });

  it("the page's main element carrying the listing's point (<main data-lat data-lng>) gives the geo; a card's own point does not", () => {
    const html = `<html><body><main class="listing" data-listing-id="77120" data-lat="46.81234" data-lng="-71.20871"><h1>5, rue Saint-Jean</h1><p>Québec, Québec G1R 1N8</p><p>389 000 $</p><div class="card" data-lat="46.9" data-lng="-71.3">Propriété similaire</div></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 46.81234, lng: -71.20871 });
  });

  it("realtor.com's details with a source that names itself an MLS and no type ({ name: 'Cascade Regional MLS', listing_id }): its number is the MLS®", () => {
    const details = { property_id: "5512000001", list_price: 449000, description: { beds: 2, baths_full: 2, sqft: 980 }, location: { address: { line: "80 Front St Unit 12", city: "Olympia", state_code: "WA", postal_code: "98501" } }, source: { id: "CRMLS", listing_id: "8844120", name: "Cascade Regional MLS" } };
    const html = `<html><body><main><h1>80 Front St Unit 12</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: details } } } })}</script></body></html>`;
    expect(facts(html, "https://www.realtor.com/realestateandhomes-detail/80-Front-St-Unit-12_Olympia_WA_98501_M55120-00001")?.mlsNumber).toBe("8844120");
  });
});
