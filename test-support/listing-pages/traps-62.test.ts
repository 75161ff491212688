/** The traps of the sixty-first to sixty-third held-out corpora's misses in area, lot, bathrooms, year and street, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/62") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 61 to 63: area, lot, bathrooms, year, street)", () => {
  it("'Above Grade Living Area' before 'Total Finished Area' (the basement's in it): the area above grade", () => {
    const html = `<html><body><main><h1>14 Birch Row</h1><p>Wolfville, Nova Scotia B4P 1A1</p><p>$489,000</p><table><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Above Grade Living Area</th><td>1,520 sq ft</td></tr><tr><th>Total Finished Area</th><td>2,210 sq ft</td></tr></table></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1520);
  });

  it("a classified offering the home 'for sale by owner at' its street in the town the ad places it in: that street", () => {
    const html = `<html><body><main><h1>Bungalow on a quiet street – Truro</h1><p class="meta">Ad #5521 · Posted May 2, 2025 · Truro, NS</p><p>Asking $219,000.</p><p>Tidy bungalow for sale by owner at 42 Willow Lane, Truro. 3 bedrooms, new roof, paved drive.</p></main></body></html>`;
    expect(facts(html)?.address.street).toBe("42 Willow Lane");
  });

  it("a summary sentence's '1 full bathroom' beside its bedrooms, no half bath named (a 'half-acre lot' is none): one bath, full", () => {
    const html = `<html><body><main><h1>Cozy cabin – Kingston, NS</h1><p>$149,500</p><p>Owner-built cabin on a half-acre lot. 2 bedrooms, 1 full bathroom, about 720 sq ft with a woodstove.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull]).toEqual([1, 1]);
  });

  it("a prose '2 full baths' that agrees with the labelled 'Bathrooms: 2': both full", () => {
    const html = `<html><body><main><h1>40 acre farm with home</h1><p>$689,000</p><p>The brick farmhouse has 3 bedrooms and 2 full baths in 1,640 sq ft.</p><ul><li>Bedrooms: 3</li><li>Bathrooms: 2</li><li>Year built: 1971</li></ul></main></body></html>`;
    expect(facts(html)?.bathroomsFull).toBe(2);
  });

  it("a classified's 'Well-kept 2009 mini home': the year it was built", () => {
    const html = `<html><body><main><h1>Mini home for sale – Stratford</h1><p>$118,000</p><p>Well-kept 2009 mini home with a deck and a baby barn. 2 bedrooms, heat pump.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(2009);
  });

  it("the listing's own acres in prose: 'This 3.8 acre (1.5 hectare) parcel', 'Your own 0.9 acre island', 'lot (0.25 acres)'", () => {
    const parcel = `<html><body><main><h1>Oceanfront acreage</h1><p>Lot B Shore Road, Hornby Island, BC V0R 1Z0</p><p>Offered at $640,000</p><p>This 3.8 acre (1.5 hectare) parcel slopes to 220 feet of low-bank waterfront.</p></main></body></html>`;
    const island = `<html><body><main><h1>Island cottage – boat access</h1><p>$259,000</p><p>Your own 0.9 acre island, 10 minutes by boat from the marina. Cottage built in 1974.</p></main></body></html>`;
    const lot = `<html><body><main><h1>Mini home on own lot</h1><p>$99,000</p><p>Sits on its own quarter-acre lot (0.25 acres), no park fees. 2 bedrooms.</p></main></body></html>`;
    expect([facts(parcel)?.lot, facts(island)?.lot, facts(lot)?.lot]).toEqual([
      expect.objectContaining({ value: 3.8, unit: "acres" }),
      expect.objectContaining({ value: 0.9, unit: "acres" }),
      expect.objectContaining({ value: 0.25, unit: "acres" }),
    ]);
  });

  it("a land site's record sized by its acres ({ price, acres, pricePerAcre }): the lot in acres, the record read as the listing", () => {
    const data = { id: 7712, title: "64 Acre Hunting Tract", price: 352000, acres: 64, tillableAcres: 20, pricePerAcre: 5500, address: { street: "1180 County Road 9", city: "Viroqua", state: "WI", zip: "54665" } };
    const html = `<html><body><main><h1>64 Acre Hunting Tract</h1><div class="stats"><span>$352,000</span><span>$5,500 / acre</span></div><p>Rolling hardwoods with a creek and food plots.</p></main><script id="property-data" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    expect(facts(html, "https://example.com/property/7712")?.lot).toEqual(expect.objectContaining({ value: 64, unit: "acres" }));
  });
});
