/**
 * The traps of the seventy-sixth to seventy-ninth held-out corpora's misses on bedrooms and bathrooms (a washrooms list
 * one kind a line, a TRREB breakdown with its counts in brackets and its floors after them, a breakdown written with
 * dots between its kinds, another listing's "1+1 bd" card in a rail of similar or sold homes), each in a small page of
 * its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/7679") => extractFromHtml(html, url).structuredData;
const baths = (html: string): Array<number | null | undefined> => {
  const got = facts(html);
  return [got?.bathrooms, got?.bathroomsFull ?? null, got?.bathroomsHalf ?? null];
};
const beds = (html: string): Array<number | null | undefined> => {
  const got = facts(html);
  return [got?.bedrooms, got?.bedroomsBelowGrade ?? null];
};

describe("listing page traps (held-out corpora 76 to 79: bedrooms and bathrooms)", () => {
  it("a 'Washrooms' heading over its kinds one a line (a 2-piece first): the whole list, never the first line's half bath alone", () => {
    const html = `<html><body><main><h1>9 Alder Row</h1><p>$1,150,000</p><ul><li>4 Bedrooms</li></ul><h3>Washrooms</h3><ul><li>2-piece × 1 (Main)</li><li>4-piece × 2 (Second)</li><li>3-piece × 1 (Second)</li></ul></main></body></html>`;
    expect(baths(html)).toEqual([3.5, 3, 1]);
  });

  it("a washroom breakdown with each kind's count in brackets and its floor after it ('4pc (x2) Upper, 2pc (x1) Main'): three full baths and a half", () => {
    const html = `<html><body><main><h1>31 Birch Lane</h1><p>$899,000</p><dl><dt>Washrooms</dt><dd>3</dd><dt>Washroom Details</dt><dd>4pc (x2) Upper, 2pc (x1) Main</dd></dl></main></body></html>`;
    expect(baths(html)).toEqual([2.5, 2, 1]);
  });

  it("a washroom breakdown with dots between its kinds ('4pc (2nd) · 2pc (Main) · 3pc (Bsmt)') splits the washrooms' count", () => {
    const html = `<html><body><main><h1>12 Cedar Court</h1><p>$1,050,000</p><dl><dt>Washrooms</dt><dd>3</dd><dt>Washroom Details</dt><dd>4pc (2nd) · 2pc (Main) · 3pc (Bsmt)</dd></dl></main></body></html>`;
    expect(baths(html)).toEqual([2.5, 2, 1]);
  });

  it("a rail of sold homes with a '1+1 bd' card ('Sold $405,000 802-9 Elm Street 1+1 bd') is no split of the listing's 'Bedrooms 2'", () => {
    const html = `<html><body><main><h1>1201-70 Maple Street</h1><p>$489,000</p><dl><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>2</dd></dl><section class="sold-rail"><h2>Recently sold in the area</h2><ul><li><a href="/a"><span>Sold $405,000</span> <span>802-9 Elm Street</span> <span>1+1 bd · 1 ba</span></a></li></ul></section></main></body></html>`;
    expect(beds(html)).toEqual([2, null]);
  });

  it("a card of another home with its price and its town before its counts ('$412,500 Guelph 2+1 bd') is no split of the listing's 'Bedrooms 3'", () => {
    const html = `<html><body><main><h1>Condo townhouse</h1><p>$455,000</p><dl><dt>Bedrooms</dt><dd>3</dd></dl><section class="rail-cards"><h2>More like this</h2><ul><li><a href="/b"><span>$412,500</span> <span>Guelph</span> <span>2+1 bd · 2 ba</span></a></li></ul></section></main></body></html>`;
    expect(beds(html)).toEqual([3, null]);
  });

  it("the listing's own summary line with its price and status before the split ('$849,900 For Sale 3+1 Beds') still splits 'Bedrooms 4'", () => {
    const html = `<html><body><main><h1>4 Poplar Drive</h1><p>$849,900 For Sale 3+1 Beds 2 Baths</p><dl><dt>Bedrooms</dt><dd>4</dd></dl></main></body></html>`;
    expect(beds(html)).toEqual([3, 1]);
  });
});
