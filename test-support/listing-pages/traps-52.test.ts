/** The traps of the fifty-second held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/52") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 52)", () => {
  it("a marked address ending 'Newfoundland & Labrador A0G 3J0': the town is the city, the province NL", () => {
    const html = `<html><body><main><h1 class="listingAddress">58 Main Road<br>Musgrave Harbour, Newfoundland &amp; Labrador A0G 3J0</h1><p>$174,500</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.address.province, got?.neighbourhood ?? null]).toEqual(["Musgrave Harbour", "NL", null]);
  });

  it("a marked address with a region after the town ('Kentville, Annapolis Valley'): the town is the city, no neighbourhood", () => {
    const html = `<html><body><main><div class="listing-location__address">412, Belcher Street<br>Kentville, Annapolis Valley</div><p>$312,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood ?? null]).toEqual(["Kentville", null]);
  });

  it("a name the breadcrumb trail puts just above the unit ('Sudbury › Pine Ridge Towers › Suite 1204') is the building, no neighbourhood", () => {
    const html = `<html><body><main><nav class="crumbs"><a href="/sudbury">Sudbury</a> › <a href="/sudbury/pine-ridge-towers">Pine Ridge Towers</a> › Suite 1204</nav><h1>1204 - 80 Ridge Road</h1><p class="sub">Pine Ridge Towers · Sudbury, ON P3A 4K2</p><p>$239,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood ?? null]).toEqual(["Sudbury", null]);
  });

  it("a price history on one line ('Listed $529,000 · Reduced to $499,000'): the asking price is the header's, not the earlier one", () => {
    const html = `<html><body><main><h1>77 Bay Street</h1><p>Alert Bay, BC V0N 1A0</p><div class="price">$499,000</div><section class="pricehistory"><h2>Price history</h2><p>Listed $529,000 · Reduced to $499,000</p></section></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(499000);
  });

  it("a rooms table's bathroom pieces ('4 pc', '3 pc') make no suites table: the badge's '1840 sqft' is the area", () => {
    const html = `<html><body><main><h1>9 Cove Road</h1><p>$244,000</p><div class="icons"><div>3</div><div>Bedrooms</div><div>1840 sqft</div><div>Square Footage</div></div><table><tr><td>Main level</td><td>Bath</td><td>4 pc</td></tr><tr><td>Lower level</td><td>Bath</td><td>3 pc</td></tr></table></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1840);
  });

  it("a badge writing square feet 'SF' ('1,184 SF') is the area; the lot's badge ('8,250 SF lot') is not", () => {
    const html = `<html><body><main><h1>16 Elm Avenue</h1><p>$149,900</p><ul><li>2 Beds</li><li>1 Bath</li><li>1,184 SF</li><li>8,250 SF lot</li></ul></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1184);
  });
});
