/**
 * The traps of the eighty-sixth to eighty-eighth held-out corpora's misses on bedrooms, bathrooms and the kind (a
 * plex's count badges closed by their unit's legend, a count given for each unit, RESO field names as labels, a
 * three-quarter bath in a page's state, a float home, a condo townhouse), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8688") => extractFromHtml(html, url).structuredData;
const rooms = (html: string): Array<number | null | undefined> => {
  const got = facts(html);
  return [got?.bedrooms ?? null, got?.bedroomsBelowGrade ?? null, got?.bathrooms ?? null, got?.bathroomsFull ?? null, got?.bathroomsHalf ?? null];
};

describe("listing page traps (held-out corpora 86 to 88: bedrooms, bathrooms and kind)", () => {
  it("a plex's badges '2 chambres', '1 salle de bain' closed by their legend 'Unité principale' below them: that unit's counts, no building total", () => {
    const html = `<html lang="fr"><body><main><h1>Duplex à vendre</h1><h2>218-220, rue des Pins, Granby</h2><p>429 000 $</p><div class="badges"><div>2 chambres</div><div>1 salle de bain</div><span class="caption">Unité principale</span></div><dl><dt>Année de construction</dt><dd>1961</dd><dt>Unités résidentielles</dt><dd>1 x 4 ½, 1 x 3 ½</dd></dl></main></body></html>`;
    expect(rooms(html)).toEqual([null, null, null, null, null]);
  });

  it("a duplex's 'two units of 5 ½, each with 2 bedrooms and 1 bath': one unit's counts, no building total", () => {
    const html = `<html><body><main><h1>Duplex for sale</h1><h2>75 Rosewood Ave, Sherbrooke</h2><p>$389,000</p><p>Well-kept duplex near the university: two units of 5 ½ on two floors, each with 2 bedrooms and 1 bath, separate entrances and meters. Both units are rented.</p><dl><dt>Year Built</dt><dd>1957</dd></dl></main></body></html>`;
    expect(rooms(html)).toEqual([null, null, null, null, null]);
  });

  it("an IDX page's RESO fields 'BathroomsFull 3', 'BathroomsHalf 1' (one a line, values below): three full baths and one half", () => {
    const html = `<html><body><main><h1>88 Heron Way, Naples, FL 34102</h1><p>$725,000</p><dl><dt>BedroomsTotal</dt><dd>3</dd><dt>BathroomsTotalInteger</dt><dd>4</dd><dt>BathroomsFull</dt><dd>3</dd><dt>BathroomsHalf</dt><dd>1</dd></dl></main></body></html>`;
    expect(rooms(html)).toEqual([3, null, 3.5, 3, 1]);
  });

  it("an IDX page's RESO field 'PropertySubType Single Family' on a US page: a house", () => {
    const html = `<html><body><main><h1>12 Birch Hill Rd, Newport, VT 05855</h1><p>$289,000</p><dl><dt>PropertyType</dt><dd>Residential</dd><dt>PropertySubType</dt><dd>Single Family</dd><dt>ArchitecturalStyle</dt><dd>Cape</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a page's state with 'bathsFull': 2 and 'bathsThreeQuarter': 1: three full baths (a three-quarter bath counts full)", () => {
    const state = { props: { pageProps: { listing: { mlsId: "2390417", listPrice: 612000, streetAddress: "40 Cedar Ln", city: "Blaine", stateOrProvince: "WA", postalCode: "98230", bedsTotal: 4, bathsFull: 2, bathsThreeQuarter: 1, livingArea: 2010, yearBuilt: 1994 } } } };
    const html = `<html><body><main><h1>40 Cedar Ln, Blaine, WA 98230</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(rooms(html).slice(2, 4)).toEqual([3, 3]);
  });

  it("a 'Property Type Floating Home' on a marina berth: another kind, never a house", () => {
    const html = `<html><body><main><h1>Berth 7 - 2200 Marina Way, Richmond, BC</h1><p>$899,000</p><dl><dt>Property Type</dt><dd>Floating Home</dd><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>1</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("other");
  });

  it("'Property Type Condo' beside 'Building Type Row / Townhouse': a condo townhouse, a townhouse", () => {
    const html = `<html><body><main><h1>12-480 Pembina Road, Brandon, MB</h1><p>$259,900</p><dl><dt>Property Type</dt><dd>Condo</dd><dt>Building Type</dt><dd>Row / Townhouse</dd><dt>Bedrooms</dt><dd>3</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("townhouse");
  });
});
