/** The thirty-eighth held-out corpus's traps, each on a small page of its own: the rule that reads it, or leaves it out. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/1") => extractFromHtml(html, url).structuredData;

describe("thirty-eighth held-out corpus traps", () => {
  it("another unit's card ('#1104 · 1+1 bed · For sale $612,000') is no split of the listing's '2 Bed'", () => {
    const html = `<html><body><main><h1>2305 - 88 Queens Quay W, Toronto, ON M5J 0B8</h1><p>$2,900/mo</p><ul><li>2 Bed</li><li>2 Bath</li></ul><div class="card">#1104 · 1+1 bed · For sale $612,000</div></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade ?? null]).toEqual([2, null]);
  });
  it("a plex's units table ('5 ½ · 3 chambres', '4 ½ · 2 chambres') counts each unit's bedrooms, not the building's", () => {
    const html = `<html lang="fr"><body><main><h1>Triplex à vendre</h1><h2>412-416, rue Bélanger, Montréal (Québec)</h2><p>899 000 $</p><table><tr><td>412</td><td>5 ½ · 3 chambres · libre</td></tr><tr><td>414</td><td>4 ½ · 2 chambres · 1 050 $/mois</td></tr><tr><td>416</td><td>4 ½ · 2 chambres · 1 120 $/mois</td></tr></table></main></body></html>`;
    expect(facts(html)?.bedrooms ?? null).toBeNull();
  });
  it("a lot's stated area ('4 000 pi² (371,61 m²)') wins over the metre sides a row above it gives", () => {
    const html = `<html lang="fr"><body><main><h1>2210, rue des Pins</h1><p>429 000 $</p><ul><li>Dimensions du terrain : 12,19 m x 30,48 m</li></ul><div><span>Superficie du terrain</span><span>4 000 pi² (371,61 m²)</span></div></main></body></html>`;
    expect(facts(html)?.lot).toMatchObject({ value: 4000, unit: "ft2" });
  });
  it("'Lot Frontage 7.50 m' and 'Lot Depth 30.00 m' rows make a 225 m² lot; a bare 'Frontage' and 'Depth' do not", () => {
    const rows = (a: string, b: string) => `<html><body><main><h1>58 Larkspur Crescent, Ottawa, ON K2J 4R2</h1><p>$612,000</p><table><tr><td>${a}</td><td>7.50 m</td></tr><tr><td>${b}</td><td>30.00 m</td></tr></table></main></body></html>`;
    expect(facts(rows("Lot Frontage", "Lot Depth"))?.lot).toMatchObject({ value: 225, unit: "m2" });
    expect(facts(rows("Frontage", "Depth"))?.lot ?? null).toBeNull();
  });
  it("a sub-area before a board's area named after the city ('Fraserview, Vancouver East, Vancouver') is the neighbourhood", () => {
    const html = `<html><body><main><h1>2204-8031 Nunavut Lane</h1><p>Fraserview, Vancouver East, Vancouver, BC V5S 3R2</p><p>$728,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Fraserview");
  });
  it("'Washrooms 4 (2pc x1, 4pc x1, 3pc x2)' is three full baths and a half bath", () => {
    const html = `<html><body><main><h1>12 Heathfield Ave, Brampton, ON L6P 2K1</h1><p>$1,049,000</p><dl><dt>Bedrooms</dt><dd>4</dd><dt>Washrooms</dt><dd>4 (2pc x1, 4pc x1, 3pc x2)</dd></dl></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([3.5, 3, 1]);
  });
  it("a 'listing-neighbourhood' element under the address names the neighbourhood", () => {
    const html = `<html><body><main><h1>217 Cranston Ridge SE, Calgary, AB T3M 1J5</h1><p class="listing-neighbourhood">Cranston</p><p>$689,900</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Cranston");
  });
  it("a price with its price per sqft after it ('$529,900 $402/sqft') is the price", () => {
    const html = `<html><body><main><h1>31 Wedge Rd, Regina, SK S4R 7B2</h1><div><span>$529,900</span> <small>$402/sqft</small></div><ul><li>3 Beds</li></ul></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 529900, currency: "CAD", period: "sale" });
  });
  it("a classified's title with the quarter between caption and date ('1 Bedroom – North End – Available May 1') names it", () => {
    const html = `<html><head><title>1 Bedroom – North End – Available May 1 | Long Term Rentals | City of Halifax | Kijiji</title></head><body><main><h1>1 Bedroom – North End – Available May 1</h1><p>$1,650/month</p><p>2480 Agricola St, Halifax, NS B3K 4C1</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("North End");
  });
  it("Kijiji's ad state as the whole window.__data ({ adId, adLocation }) places the ad at its coordinates", () => {
    const state = { adId: "1720044817", price: { amount: 165000, type: "FIXED" }, adLocation: { mapAddress: "2480 Agricola St, Halifax, NS B3K 4C1", latitude: 44.65873, longitude: -63.59612 } };
    const html = `<html><head><script>window.__data=${JSON.stringify(state)};</script></head><body><main><h1>1 Bedroom – Available May 1</h1><p>$1,650/month</p></main></body></html>`;
    expect(facts(html, "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/1-bedroom-available-may-1/1720044817")?.geo).toEqual({ lat: 44.65873, lng: -63.59612 });
  });
  it("a 'Listing provided by' heading over 'Listed by Dana Ruiz with Front Range Urban Realty' leaves the names to that line", () => {
    const html = `<html><body><main><h1>1550 Blake St Unit 402, Denver, CO 80202</h1><p>$489,000</p><section><h3>Listing provided by</h3><p>Listed by Dana Ruiz with Front Range Urban Realty</p><p>Source: REcolorado, MLS #7741203</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Ruiz", "Front Range Urban Realty"]);
  });
});
