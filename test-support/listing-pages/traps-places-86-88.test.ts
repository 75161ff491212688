/**
 * The traps of the eighty-sixth to eighty-eighth held-out corpora's misses on the place (the site's own name after a
 * bar in a title that gives the address, an IDX feed's RESO "SubdivisionName" row, a field table's "Latitude" and
 * "Longitude" rows, a lot badge's decimal acres read as a civic number), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/86") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 86–88: places)", () => {
  it("a title '14 Rue Cartier, Magog, QC J1X 2A1 | Lakeshore Partners' giving the address: the site's name is no neighbourhood", () => {
    const html = `<html><head><title>14 Rue Cartier, Magog, QC J1X 2A1 | Lakeshore Partners</title></head><body><main><h1>14 Rue Cartier<span>Magog, Quebec J1X 2A1</span></h1><p>$689,000</p><p>A brick home near the lake with four bedrooms.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.postalCode, got?.neighbourhood ?? null]).toEqual(["14 Rue Cartier", "Magog", "J1X 2A1", null]);
  });

  it("an IDX feed's RESO field rows ('SubdivisionName' over 'Heron Bay'): the subdivision is the neighbourhood", () => {
    const html = `<html><body><main><h1>88 Heron Bay Cir, Naples, FL 34102</h1><p>$512,000</p><section><h3>Building Details</h3><dl><div><dt>PropertySubType</dt><dd>Condominium</dd></div><div><dt>SubdivisionName</dt><dd>Heron Bay</dd></div><div><dt>CountyOrParish</dt><dd>Collier</dd></div></dl></section></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Heron Bay");
  });

  it("a field table's 'Latitude' row with its 'Longitude' row next, each over its value: the listing's point", () => {
    const html = `<html><body><main><h1>7 Elm St, Newport, VT 05855</h1><p>$289,000</p><section><h3>Listing Data</h3><dl><div><dt>City</dt><dd>Newport</dd></div><div><dt>Latitude</dt><dd>44.93612</dd></div><div><dt>Longitude</dt><dd>-72.20518</dd></div><div><dt>TaxYear</dt><dd>2025</dd></div></dl></section></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 44.93612, lng: -72.20518 });
  });

  it("a lot badge '1.8 acre lot' over an address line whose street is not read: the badge's quantity is no street", () => {
    const html = `<html><body><main><ul><li><span>4</span> bed</li><li><span>3</span> bath</li><li><span>1.8</span> acre lot</li></ul><h1>N1850 W Shore Dr, Delavan, WI 53115</h1><p>$1,150,000</p></main></body></html>`;
    expect(facts(html)?.address.street ?? null).not.toBe("1.8 acre lot");
  });

  it("a 'Latitude' row with no 'Longitude' row after it (a school's, then its name): no point", () => {
    const html = `<html><body><main><h1>7 Elm St, Newport, VT 05855</h1><p>$289,000</p><section><h3>Schools</h3><dl><div><dt>Latitude</dt><dd>44.93001</dd></div><div><dt>School</dt><dd>Newport Elementary</dd></div></dl></section></main></body></html>`;
    expect(facts(html)?.geo ?? null).toBeNull();
  });
});
