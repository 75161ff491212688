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
});
