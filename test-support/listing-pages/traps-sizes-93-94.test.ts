/**
 * The traps of the ninety-third and ninety-fourth held-out corpora's misses on the home's area, the bedrooms, the
 * bathrooms and the year built (a bare "Above grade" row beside "Total finished", a lease's available area beside the
 * building's, a business's premises in a features list, full baths with their pieces in brackets, a plex's floor named
 * before its rooms, another unit's row in a building's table, a building section's "Completed" row), each in a small
 * page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/9394") => extractFromHtml(html, url).structuredData;
const rows = (pairs: Array<[string, string]>): string => `<dl>${pairs.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`;
const table = (head: string[], body: string[][]): string =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;

describe("listing page traps (held-out corpora 93–94: area, bedrooms, bathrooms and year built)", () => {
  it("a facts table's bare 'Above grade 1,240 sq ft' before its 'Total finished 2,180 sq ft': the area above grade", () => {
    const html = `<html><body><main><h1>77 Example Drive NW</h1><p>$512,000</p><h2>Facts</h2>
${rows([["Style", "Bungalow"], ["Above grade", "1,240 sq ft"], ["Total finished", "2,180 sq ft"], ["Heating", "Forced air"]])}</main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1240);
  });

  it("'Total finished 2,180 sq ft' before 'Above grade 1,240 sq ft': the area above grade replaces the total", () => {
    const html = `<html><body><main><h1>79 Example Drive NW</h1><p>$498,000</p><h2>Facts</h2>
${rows([["Style", "Bi-level"], ["Total finished", "2,180 sq ft"], ["Above grade", "1,240 sq ft"], ["Heating", "Forced air"]])}</main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1240);
  });

  it("a bedrooms' split 'Above grade 3 · Below grade 1' under 'Bedrooms': no area, the split", () => {
    const html = `<html><body><main><h1>81 Example Drive NW</h1><p>$530,000</p>
${rows([["Bedrooms", "Above grade 3 · Below grade 1"], ["Living area", "1,310 sq ft"]])}</main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade, got?.squareFootage]).toEqual([3, 1, 1310]);
  });

  it("a storefront for lease: 'Superficie disponible 2 100 pc' beside the building's 'Superficie du bâtiment 9 600 pc': the space for lease", () => {
    const html = `<html lang="fr"><body><main><h1>Local commercial à louer</h1><p>88, rue Exemple, local 2, Trois-Rivières</p><p>2 800 $ /mois</p>
${rows([["Superficie disponible", "2 100 pc"], ["Superficie du bâtiment", "9 600 pc"], ["Zonage", "Commercial"]])}</main></body></html>`;
    expect(facts(html, "https://example.com/fr/espace-commercial/9394")?.squareFootage).toBe(2100);
  });

  it("a business for sale whose features list opens an item on its premises ('• 1,450 sq ft unit, lease to 2031, …'): the premises' area", () => {
    const html = `<html><body><main><h1>Turnkey bakery for sale</h1><p>$148,000</p><p>500 Example Rd, Regina, SK</p>
<p>Owner retiring after 12 years.</p><p>• Annual sales approx. $410,000<br>• 1,450 sq ft unit, lease to 2031, rent $3,800/month plus CAM<br>• Two deck ovens and a proofer</p></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1450);
  });

  it("a house's item on its basement suite ('• 700 sq ft unit in the basement with its own entry'): no area of the home", () => {
    const html = `<html><body><main><h1>12 Example Street</h1><p>$629,000</p><p>3 Beds</p><p>2 Baths</p>
<p>• 700 sq ft unit in the basement with its own entry, rented at $1,400/month<br>• Double garage</p></main></body></html>`;
    expect(facts(html)?.squareFootage).toBeNull();
  });

  it("a 'Bathrooms' row of full baths with their pieces in brackets ('2 full (4-pc, 3-pc)'): two full baths", () => {
    const html = `<html><body><main><h1>5 Example Way</h1><p>$455,000</p>
${rows([["Bedrooms", "3"], ["Bathrooms", "2 full (4-pc, 3-pc)"], ["Year built", "1991"]])}</main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull]).toEqual([2, 2]);
  });

  it("a triplex's ground floor named before its rooms ('Le rez-de-chaussée (5 ½, 3 chambres)'): one unit's bedrooms, none of the building's", () => {
    const html = `<html lang="fr"><body><main><h1>Triplex à vendre</h1><p>100-104, rue Exemple, Montréal</p><p>989 000 $</p>
<p>Triplex de 1931. Le rez-de-chaussée (5 ½, 3 chambres) sera libre à la vente. Aux étages, deux 4 ½ loués.</p>
${rows([["Genre de propriété", "Triplex"], ["Année de construction", "1931"]])}</main></body></html>`;
    expect(facts(html, "https://example.com/fr/triplex/9394")?.bedrooms).toBeNull();
  });

  it("a commercial unit's page with a table of the building's other units sold ('#1502', '2 bed · 2 bath', '790 sqft', '$571,000'): no bedrooms or baths", () => {
    const html = `<html><body><main><h1>10 Example Blvd #101</h1><p>$899,000</p><ul><li>Commercial/Retail</li><li>Ground floor</li></ul>
<h2>Recently sold in the building</h2>${table(["Unit", "Type", "Size", "Sold"], [["#1502", "2 bed · 2 bath", "790 sqft", "$571,000"], ["#103", "Retail", "880 sqft", "$760,000"]])}</main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bathrooms]).toEqual([null, null]);
  });

  it("a suite for lease ('1 Bed') with a table of units leased in the building ('3307', '1+1 bed', '$2,480/mo'): no bedroom below grade", () => {
    const html = `<html><body><main><h1>For lease: suite 907</h1><p>$2,300 /month</p><p>907-50 Example Quay, Toronto, ON</p><ul><li>1 Bed</li><li>1 Bath</li><li>500–599 sqft</li></ul>
<h2>Leased lately</h2>${table(["Suite", "Layout", "Size", "Leased"], [["1204", "1 bed", "500–599", "$2,250/mo"], ["3307", "1+1 bed", "600–699", "$2,480/mo"]])}</main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([1, null]);
  });

  it("a condo post's building section ('The building at a glance', 'Completed: 2019'): the year built", () => {
    const html = `<html><body><main><h1>For lease: suite 1204 at The Example</h1><p>$2,600 /month</p><p>1 Bed</p><p>1 Bath</p>
<h2>The building at a glance</h2><ul><li>Address: 9 Example Quay, Toronto</li><li>Completed: 2019</li><li>Storeys: 36</li></ul></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(2019);
  });

  it("a garden suite's table with its own 'Completed 2024' row on a house's page: no year built", () => {
    const html = `<html><body><main><h1>41 Example Ave</h1><p>$1,890,000</p><p>3 Beds</p><p>2 Baths</p>
<h3>Garden suite</h3>${rows([["Bedrooms", "1"], ["Completed", "2024"]])}</main></body></html>`;
    expect(facts(html)?.yearBuilt).toBeNull();
  });
});
