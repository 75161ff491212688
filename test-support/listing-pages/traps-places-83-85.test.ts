/**
 * The traps of the eighty-third to eighty-fifth held-out corpora's misses on the place (a small brokerage's office
 * address in its banner, its contact strip or its footer over the listing's own, a French rental's room count before
 * its street, a title naming the street and town alone, a marked heading that wraps the street with its caption),
 * each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/83") => extractFromHtml(html, url).structuredData;
const place = (html: string): unknown[] => {
  const got = facts(html);
  return [got?.address.street ?? null, got?.address.city ?? null, got?.postalCode ?? null];
};

describe("listing page traps (held-out corpora 83–85: places)", () => {
  it("a banner's office address with its phone ('12 King Street, Brandon, MB R7A 1A1 · 204-555-0100') over the listing's: the listing's address", () => {
    const html = `<html><body><div class="strip">12 King Street, Brandon, MB R7A 1A1 · 204-555-0100</div><main><h1>Bungalow on a quiet street</h1><p>845 Willow Crescent, Brandon, MB R7B 2K4</p><p>$329,000</p><p>Three bedrooms and a detached garage.</p></main></body></html>`;
    expect(place(html)).toEqual(["845 Willow Crescent", "Brandon", "R7B 2K4"]);
  });

  it("a French banner's office with its email ('250, rue Principale, Rimouski (Québec) G5L 1A1 · info@…') over the condo's: the condo's address", () => {
    const html = `<html lang="fr"><body><p class="coord">250, rue Principale, Rimouski (Québec) G5L 1A1 · info@courtiers-exemple.ca</p><main><h1>Condo à vendre</h1><p>77, rue du Fleuve, app. 4, Rimouski (Québec) G5L 3B2</p><p>219 000 $</p></main></body></html>`;
    expect(place(html)).toEqual(["77, rue du Fleuve, app. 4", "Rimouski", "G5L 3B2"]);
  });

  it("an address labelled as an office's ('Head Office: 90 Queen Street, …') over a street and its town line: the listing's address", () => {
    const html = `<html><body><div class="board">Head Office: 90 Queen Street, Suite 4, Sudbury, ON P3E 1A1</div><main><h1>16 Birch Lane</h1><p>Sudbury (Garson) , Ontario P3L 1B7</p><p>$412,000</p></main></body></html>`;
    expect(place(html)).toEqual(["16 Birch Lane", "Sudbury", "P3L 1B7"]);
  });

  it("an office strip's postal code ('… · 705-555-0123') on a page whose listing gives none: no postal code", () => {
    const html = `<html><body><div class="top">5 Elm Street, North Bay, ON P1B 1A1 · 705-555-0123</div><main><h1>Cottage lot on Trout Lake</h1><p>$189,000</p><p>A treed lot with 150 feet of frontage, an hour from town.</p></main></body></html>`;
    expect(facts(html)?.postalCode ?? null).toBeNull();
  });

  it("a top bar's address alone on its line that the footer gives as the firm's: the listing's address under the heading", () => {
    const html = `<html><body><div class="top-bar">301 Centre Avenue, Swift Current, SK S9H 0A1</div><main><h1>Acreage near Gull Lake</h1><address>20551 Range Road 160, Gull Lake, SK S0N 1A0</address><p>$549,000</p></main><footer><div><h4>Example Realty Ltd.</h4><p>301 Centre Avenue<br>Swift Current, SK S9H 0A1</p></div></footer></body></html>`;
    expect(place(html)).toEqual(["20551 Range Road 160", "Gull Lake", "S0N 1A0"]);
  });

  it("a French rental's heading '5 ½ à louer – 40, rue des Pins, app. 2' over its town line: the street after the caption", () => {
    const html = `<html lang="fr"><body><main><h1>5 ½ à louer – 40, rue des Pins, app. 2</h1><p>Matane (Québec) G4W 2B1</p><p>1 050 $ / mois</p></main></body></html>`;
    expect(place(html)).toEqual(["40, rue des Pins, app. 2", "Matane", "G4W 2B1"]);
  });

  it("a title and heading naming the street and town alone ('14 Shore Road, Gimli') with the town's line further down: the street", () => {
    const html = `<html><head><title>14 Shore Road, Gimli — Example Realty</title></head><body><main><h1>14 Shore Road, Gimli</h1><p>$279,000</p><p>A two-bedroom cottage a block from the beach, with a screened porch and a detached garage.</p><p>Gimli, MB R0C 1B0 · Taxes: $1,980 (2024)</p></main></body></html>`;
    expect(facts(html)?.address.street).toBe("14 Shore Road");
  });

  it("a marked heading wrapping the street with its caption, then the marked 'Laval (Vimont)': the borough is the neighbourhood", () => {
    const html = `<html lang="fr"><body><main><div class="property-location"><h1 class="property-location__title"><span class="property-location__type">Jumelé à vendre</span> <span class="property-location__street">512, rue des Lilas</span></h1><div class="property-location__place"><h2>Laval (Vimont)</h2></div></div><p>429 000 $</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood]).toEqual(["Laval", "Vimont"]);
  });
});
