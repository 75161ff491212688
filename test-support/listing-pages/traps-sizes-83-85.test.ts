/**
 * The traps of the eighty-third to eighty-fifth held-out corpora's misses on the home's area, the lot and the year
 * built (a plex's footprint, one level's floor area, the area above grade beside the total, a theme's "Property Lot
 * Size", a summary strip's area and acres beside its lot's badge, a sponsored card's year), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/8385") => extractFromHtml(html, url).structuredData;
const carac = (title: string, value: string): string => `<div class="carac"><div class="carac-title">${title}</div><div class="carac-value">${value}</div></div>`;

describe("listing page traps (held-out corpora 83–85: area, lot and year built)", () => {
  it("a plex's 'Superficie du bâtiment (au sol)' (its footprint) beside the lot's area: no living area", () => {
    const html = `<html lang="fr"><body><main><h1>Triplex à vendre</h1><h2>210, rue Exemple, Québec</h2><p>689 000 $</p>
${carac("Année de construction", "1931")}${carac("Superficie du terrain", "3 400 pi²")}${carac("Superficie du bâtiment (au sol)", "1 180 pi²")}</main></body></html>`;
    const got = facts(html);
    expect([got?.squareFootage ?? null, got?.lot]).toEqual([null, { value: 3400, unit: "ft2" }]);
  });

  it("'Building area (at ground level)' over its value, or before it on one line: no living area", () => {
    const rows = `<dl><dt>Year built</dt><dd>1931</dd><dt>Building area (at ground level)</dt><dd>1,180 sq ft (30 ft x 40 ft)</dd></dl>`;
    const inline = `<p>Year built: 1931</p><p>Building area (at ground level): 1,180 sq ft</p>`;
    const page = (details: string): string => `<html><body><main><h1>Triplex for sale</h1><p>$689,000</p>${details}</main></body></html>`;
    expect([facts(page(rows))?.squareFootage ?? null, facts(page(inline))?.squareFootage ?? null]).toEqual([null, null]);
  });

  it("floor areas by level ('Floor Area (Main)', '(Upper)', '(Lower)') before their total: the total, not the main floor's", () => {
    const html = `<html><body><main><h1>12 Example Street</h1><p>$1,249,000</p><dl><dt>Bedrooms</dt><dd>5</dd>
<dt>Floor Area (Main)</dt><dd>1,020 sq ft</dd><dt>Floor Area (Upper)</dt><dd>940 sq ft</dd><dt>Floor Area (Lower)</dt><dd>610 sq ft</dd><dt>Total Floor Area</dt><dd>2,570 sq ft</dd></dl></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(2570);
  });

  it("'Above Grade Size' before 'Total Finished Area' with the basement's: the area above grade", () => {
    const html = `<html><body><main><h1>40 Example Road NE</h1><p>$629,900</p><dl><dt>Bedrooms</dt><dd>3</dd>
<dt>Above Grade Size</dt><dd>1,480 sqft</dd><dt>Total Finished Area</dt><dd>2,130 sqft</dd></dl></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1480);
  });

  it("a theme's 'Property Lot Size: 0.74 acres' beside its 'Property Size': the lot", () => {
    const html = `<html><body><main><h1>9 Example Lane</h1><p>$549,000</p><div class="details">
<div><strong>Property Size:</strong> 1,120 ft<sup>2</sup></div><div><strong>Property Lot Size:</strong> 0.74 acres</div><div><strong>Bedrooms:</strong> 2</div></div></main></body></html>`;
    expect(facts(html)?.lot).toEqual({ value: 0.74, unit: "acres" });
  });

  it("a summary strip with the lot's sides among its badges: the strip's area, not another listing's card below", () => {
    const html = `<html><body><main><h1>38 Example Road</h1><h2>$379,900</h2>
<p><strong>Seasonal Cottage · 3 Bedrooms · 1 Bath · 912 sq ft · 75' x 150' lot · Built 1962</strong></p>
<section><h3>More Listings</h3><p>$455,000</p><p>22 Other Street</p><p>2 bed · 1.5 bath · 1,320 sq. ft.</p></section></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(912);
  });

  it("a summary strip's '0.55 Acre Lot' badge beside its area: the lot in acres", () => {
    const html = `<html><body><main><h1>11 Example Street</h1><p>$649,000</p>
<p>3 Bedrooms&nbsp; |&nbsp; 2 Baths&nbsp; |&nbsp; 1,760 sq. ft.&nbsp; |&nbsp; 0.55 Acre Lot&nbsp; |&nbsp; Built 1885</p></main></body></html>`;
    const got = facts(html);
    expect([got?.squareFootage, got?.lot]).toEqual([1760, { value: 0.55, unit: "acres" }]);
  });

  it("a sponsored card's 'Built 2019' after its own price and address: no year built for the listing", () => {
    const html = `<html><body><main><h1>3 Bedroom Townhouse</h1><p>$2,150.00</p><p>88 Example Rd, Moncton, NB</p><p>Bedrooms 3</p>
<p>Bright townhouse for rent near the park. Three bedrooms upstairs.</p></main>
<section class="sponsored"><h2>Sponsored</h2><ul><li><a href="/ad/77"><span>$349,900</span><span>45 Other St, Dieppe, NB</span><span>Semi-detached · 3 Beds · 2 Baths · Built 2019</span></a></li></ul></section></body></html>`;
    expect(facts(html)?.yearBuilt ?? null).toBeNull();
  });

  it("the listing's own priced summary '$649,000 · 3 Beds · 2 Baths · Built 1985' (no place before its bedrooms): its year built", () => {
    const html = `<html><body><main><h1>11 Example Street</h1><p>$649,000 · 3 Beds · 2 Baths · Built 1985</p><p>A bright family home near the park.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(1985);
  });
});
