/**
 * The traps of the seventy-sixth to seventy-ninth held-out corpora's misses on the home's area, the lot and the year
 * built (a farm's all-buildings total, Zillow's area with the basement's, a town's lot sale, a classified's acres, an
 * outbuilding's year, a condo's net area beside other units', a period home's year), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/7679") => extractFromHtml(html, url).structuredData;
const nextData = (data: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 76–79: area, lot and year built)", () => {
  it("a BC board's 'Floor Area Fin - Total (house)' row: the house's area, not the header's total of all buildings with the coach house's", () => {
    const html = `<html><body><main><h1>3120 Ross Road</h1><p>$1,950,000</p><ul><li>4 Bed</li><li>3 Bath</li><li>3,010 Sqft</li></ul><table>
<tr><th>Floor Area Fin - Main Floor</th><td>1,090 Sq. Ft.</td></tr><tr><th>Floor Area Fin - Above Main</th><td>1,150 Sq. Ft.</td></tr>
<tr><th>Floor Area Fin - Total (house)</th><td>2,240 Sq. Ft.</td></tr><tr><th>Coach House</th><td>770 Sq. Ft.</td></tr>
<tr><th>Total Finished, All Buildings</th><td>3,010 Sq. Ft.</td></tr></table></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(2240);
  });

  it("Zillow's livingArea with a finished basement in it, its RESO facts giving the area above grade apart: the area above grade", () => {
    const property = { zpid: 123, price: 640000, bedrooms: 4, bathrooms: 3, livingArea: 2900, livingAreaUnits: "Square Feet", homeType: "SINGLE_FAMILY", resoFacts: { aboveGradeFinishedArea: "2,100 sqft", belowGradeFinishedArea: "800 sqft" } };
    const html = `<html><body><main><h1>18 Elm St, Geneva, NY 14456</h1></main>${nextData({ props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ q: { property } }) } } } })}</body></html>`;
    expect(facts(html, "https://www.zillow.com/homedetails/18-Elm-St-Geneva-NY-14456/123_zpid/")?.squareFootage).toBe(2100);
  });

  it("a town's lot for sale titled as land: its bare 'Superficie 980,0 m² (10 550 pi²)' is the lot's, and the page has no living area", () => {
    const html = `<html><head><title>Terrain no 7 – Parc des Pins | Terrains à vendre | Ville de Saint-Exemple</title></head><body><main><h1>Terrain no 7 – Parc des Pins</h1><table>
<tr><th>Superficie</th><td>980,0 m² (10 550 pi²)</td></tr><tr><th>Frontage</th><td>25 m</td></tr><tr><th>Prix de vente</th><td>27 400 $</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.squareFootage ?? null, got?.lot]).toEqual([null, { value: 980, unit: "m2" }]);
  });

  it("a classified's 'Size (acres)' over a bare '42': the lot in acres, not an area of 42 sq ft", () => {
    const html = `<html><body><main><h1>42 acres – hunt camp</h1><p>$119,000</p><dl><dt>Size (acres)</dt><dd>42</dd><dt>Type</dt><dd>Recreational / Rural</dd></dl></main></body></html>`;
    const got = facts(html);
    expect([got?.squareFootage ?? null, got?.lot]).toEqual([null, { value: 42, unit: "acres" }]);
  });

  it("a shop's 'was built in 2019' is not the home's year; the bungalow's own later in the text is", () => {
    const html = `<html><body><main><h1>77 Concession Road</h1><p>$899,000</p><p>3 bedrooms, 2 baths. The detached 24' x 36' shop was built in 2019 with heat and hydro. The bungalow itself was built in 1974 and has a new roof.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(1974);
  });

  it("a bunkie 'we built in 2019' beside an old cabin of no stated year: no year built", () => {
    const html = `<html><body><main><h1>Bush lot with cabin</h1><p>$74,900</p><p>An old log cabin from the 1960s and a newer 10 x 12 bunkie we built in 2019. Outhouse.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt ?? null).toBeNull();
  });

  it("a condo's 'Superficie nette 1 012 pc' row beside a table of the project's other units and their areas: the unit's own", () => {
    const html = `<html lang="fr"><body><main><h1>Condo à vendre</h1><p>399 900 $</p><table><tr><th>Unité</th><th>Superficie</th><th>Prix</th></tr><tr><td>201</td><td>655 pc</td><td>289 900 $</td></tr><tr><td>304</td><td>918 pc</td><td>379 900 $</td></tr><tr><td>601</td><td>1 402 pc</td><td>579 900 $</td></tr></table>
<div class="carac"><div class="carac-title">Superficie nette</div><div class="carac-value">1 012 pc</div></div></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1012);
  });

  it("a description's 'A 1912 Edwardian semi': the year built, its period between the year and the style", () => {
    const html = `<html><body><main><h1>12 Example Ave</h1><p>$1,495,000</p><p>A 1912 Edwardian semi on a quiet block, with three bedrooms upstairs and a finished basement.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(1912);
  });
});
