/**
 * The traps of the seventy-fifth held-out corpus's misses on places and coordinates (a town's own lot sale, an island
 * region after the postal code, a Maine land broker's printable data sheet), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/75") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 75: places and coordinates)", () => {
  it("a state written out before its ZIP code ('Dover, Vermont 05356') under the lot's street: the listing's town, not the office's below", () => {
    const html = `<html><body><main><h1>Lot 9 Cold Brook Road</h1><p>Dover, Vermont 05356 · Windham County</p><p><b>$84,000</b></p><table><tr><td>Acreage</td><td>12± acres</td></tr></table><table><tr><td><b>Listing Broker:</b> Jo Abbott</td><td><b>Green Hills Land Co.</b><br>PO Box 22, 4 Main Street<br>Wilmington, VT 05363</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.address.province, got?.postalCode, got?.neighbourhood ?? null]).toEqual(["Lot 9 Cold Brook Road", "Dover", "VT", "05356", null]);
  });

  it("a region after the town's postal code ('Sooke, BC V9Z 0T5 · Gulf Islands') is coarser than the town: no neighbourhood", () => {
    const html = `<html><body><main><h1>Seaside Cabin</h1><p>412 Kemp Lake Road, Sooke, BC V9Z 0T5 · Gulf Islands</p><p>$540,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood ?? null]).toEqual(["Sooke", null]);
  });

  it("a data sheet's 'GPS' row with its decimal coordinates on the next line places the land", () => {
    const html = `<html><body><main><h1>Lot 9 Cold Brook Road</h1><p>Dover, VT 05356</p><p>$84,000</p><table><tr><td>Tax Map / Lot</td><td>Map 2, Lot 7</td></tr><tr><td>GPS</td><td>42.96120, -72.82450 (42°57'40.3"N 72°49'28.2"W)</td></tr></table></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 42.9612, lng: -72.8245 });
  });

  it("a map script's one marker beside the map's centre ({ center, zoom, marker: { label, lat, lng } }): the marker, never the centre", () => {
    const html = `<html><body><main><h1>Lot 6 – 9 Willow Court</h1><p>$29,900</p><script>var lotMap = {"center":{"lat":58.76811,"lng":-94.16502},"zoom":15,"marker":{"label":"Lot 6","lat":58.77402,"lng":-94.17933}};</script></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 58.77402, lng: -94.17933 });
  });

  it("a municipality's own lot sale titled with the town as its site ('… | Town of Fort Severn Bay'), the town hall's address in the footer: the town and its province, not the hall's postal code", () => {
    const html = `<html><head><title>Lot 6 – 9 Willow Court | Willow Park Phase 2 | Town of Fort Severn Bay</title></head><body><main><h1>Lot 6 – 9 Willow Court</h1><table><tr><td>Civic Address</td><td>9 Willow Court</td></tr><tr><td>Purchase Price</td><td>$29,900</td></tr></table></main><footer><address>40 Front Street<br>P.O. Box 9<br>Fort Severn Bay, MB R0B 0Z0</address></footer></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.address.province, got?.postalCode ?? null]).toEqual(["9 Willow Court", "Fort Severn Bay", "MB", null]);
  });

  it("a footer's address in another town gives the listing no province", () => {
    const html = `<html><head><title>Lot 6 – 9 Willow Court | Town of Fort Severn Bay</title></head><body><main><h1>Lot 6 – 9 Willow Court</h1><table><tr><td>Civic Address</td><td>9 Willow Court</td></tr><tr><td>Purchase Price</td><td>$29,900</td></tr></table></main><footer><address>12 Bay Road<br>Thompson, MB R8N 1T6</address></footer></body></html>`;
    expect([facts(html)?.address.city, facts(html)?.address.province ?? null]).toEqual(["Fort Severn Bay", null]);
  });
});
