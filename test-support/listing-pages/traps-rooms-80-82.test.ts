/**
 * The traps of the eightieth to eighty-second held-out corpora's misses on bedrooms and bathrooms (realtor.ca's French
 * building rows and rooms table, an IDX page's "Partial Baths", a septic design sized in bedrooms, a total split by
 * floor words, a total of full baths alone, pieces named by their room, realtor.com's three-quarter baths), each in a
 * small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/8082") => extractFromHtml(html, url).structuredData;
const baths = (html: string, url?: string): Array<number | null | undefined> => {
  const got = facts(html, url);
  return [got?.bathrooms, got?.bathroomsFull ?? null, got?.bathroomsHalf ?? null];
};
const beds = (html: string): Array<number | null | undefined> => {
  const got = facts(html);
  return [got?.bedrooms ?? null, got?.bedroomsBelowGrade ?? null];
};

describe("listing page traps (held-out corpora 80 to 82: bedrooms and bathrooms)", () => {
  it("realtor.ca's French building rows 'Chambres à coucher au-dessus du niveau du sol 2' and '… sous le niveau du sol 1': two above grade, one below", () => {
    const html = `<html><body><main><h1>9 rue des Érables</h1><p>279 000 $</p><h3>Bâtiment</h3><dl><dt>Chambres à coucher au-dessus du niveau du sol</dt><dd>2</dd><dt>Chambres à coucher sous le niveau du sol</dt><dd>1</dd></dl></main></body></html>`;
    expect(beds(html)).toEqual([2, 1]);
  });

  it("a rooms table's 'Chambre à coucher' over its size in feet with their unit ('11 pi x 12 pi'): a room, never 11 bedrooms", () => {
    const html = `<html><body><main><h1>14 rue Acadie</h1><p>315 000 $</p><p>2 chambres</p><table><tr><td>Rez-de-chaussée</td><td>Chambre à coucher</td><td>11 pi x 12 pi</td></tr><tr><td>Rez-de-chaussée</td><td>Salle d'eau</td><td>5 pi x 6 pi</td></tr></table></main></body></html>`;
    expect(beds(html)).toEqual([2, null]);
  });

  it("'Salles de bains (total) 3' over 'Salles de bains partielles 1': two full baths and a half, never three", () => {
    const html = `<html><body><main><h1>22 rue Champêtre</h1><p>349 000 $</p><dl><dt>Salles de bains (total)</dt><dd>3</dd><dt>Salles de bains partielles</dt><dd>1</dd></dl></main></body></html>`;
    expect(baths(html)).toEqual([2.5, 2, 1]);
  });

  it("an IDX page's 'Full Baths 2' over 'Partial Baths 1' (its 'Total Baths 3' counting each room): two full baths and a half", () => {
    const html = `<html><body><main><h1>7 Heron Way</h1><p>$689,000</p><dl><dt>Total Baths</dt><dd>3</dd><dt>Full Baths</dt><dd>2</dd><dt>Partial Baths</dt><dd>1</dd></dl></main></body></html>`;
    expect(baths(html)).toEqual([2.5, 2, 1]);
  });

  it("a lot's septic design sized in bedrooms ('Septic design on file (4 bedroom)'): no bedrooms", () => {
    const html = `<html><body><main><h1>Lot 3 Ridge Road</h1><p>$95,000</p><p>Land</p><p>Wooded 2-acre lot with power at the road.</p><ul><li>Septic design on file (4 bedroom)</li></ul></main></body></html>`;
    expect(beds(html)).toEqual([null, null]);
  });

  it("a house whose septic is approved for more bedrooms than it has ('septic approved for 4 bedrooms'): the home's own count", () => {
    const html = `<html><body><main><h1>18 Ridge Road</h1><p>$395,000</p><p>The septic approved for 4 bedrooms was installed in 2019. A 3 bedroom cape on two acres.</p></main></body></html>`;
    expect(beds(html)).toEqual([3, null]);
  });

  it("'Bedrooms 3 (2 main, 1 basement)': two bedrooms above grade and one below", () => {
    const html = `<html><body><main><h1>11 Avenue K South</h1><p>$349,900</p><ul><li>Bedrooms 3 (2 main, 1 basement)</li><li>Bathrooms 2</li></ul></main></body></html>`;
    expect(beds(html)).toEqual([2, 1]);
  });

  it("'Total Bathrooms 2 (full)': two full baths and no half", () => {
    const html = `<html><body><main><h1>618 Elm Street</h1><p>$419,000</p><dl><dt>Total Bathrooms</dt><dd>2 (full)</dd></dl></main></body></html>`;
    expect(baths(html)).toEqual([2, 2, 0]);
  });

  it("'Bathrooms 2 (4pc main, 3pc ensuite)': the kinds named by their room, two full baths", () => {
    const html = `<html><body><main><h1>303-40 Court Street</h1><p>$1,795 /month</p><dl><dt>Bathrooms</dt><dd>2 (4pc main, 3pc ensuite)</dd></dl></main></body></html>`;
    expect(baths(html)).toEqual([2, 2, 0]);
  });

  it("realtor.com's details with a three-quarter bath (baths_full 1, baths_3qtr 1, baths_half 1): two full baths and a half", () => {
    const details = { property_id: "5512000002", list_price: 219000, description: { beds: 3, baths: 3, baths_full: 1, baths_3qtr: 1, baths_half: 1, sqft: 1500 }, location: { address: { line: "9 Pine St", city: "Fort Kent", state_code: "ME", postal_code: "04743" } } };
    const html = `<html><body><main><h1>9 Pine St</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialReduxState: { propertyDetails: details } } } })}</script></body></html>`;
    expect(baths(html, "https://www.realtor.com/realestateandhomes-detail/9-Pine-St_Fort-Kent_ME_04743_M55120-00002")).toEqual([2.5, 2, 1]);
  });
});
