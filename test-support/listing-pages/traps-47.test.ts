/** The traps of the forty-seventh held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/47") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 47)", () => {
  it("a summary's 'Bedrooms 4' over a building tab's 'Above Grade 3 · Below Grade 1': three above grade, one below", () => {
    const got = facts(
      `<html><body><main><h1>22 Elmwood Drive</h1><p>Moncton, NB E1A 2B3</p><p>$349,000</p><div class="icons"><div>Bedrooms <span>4</span></div><div>Bathrooms <span>2</span></div></div><section><div class="row"><div class="label">Bedrooms</div><div class="value">Above Grade 3 · Below Grade 1</div></div></section></main></body></html>`,
    );
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([3, 1]);
  });

  it("Kijiji's newer state: the ad's 'location' ({ mapAddress, latitude, longitude }) places it", () => {
    const state = { viewItemPage: { adId: 1700000001, title: "2 Bed Apartment", price: { amount: 145000, type: "FIXED" }, location: { mapAddress: "215 Osborne St, Winnipeg, MB R3L 1Z1", latitude: 49.87, longitude: -97.14 } } };
    const got = facts(
      `<html><head><script>window.__data=${JSON.stringify(state)}</script></head><body><main><h1>2 Bed Apartment</h1><p>$1,450</p><p>215 Osborne St, Winnipeg, MB R3L 1Z1</p></main></body></html>`,
      "https://www.kijiji.ca/v-apartments-condos/winnipeg/2-bed-apartment/1700000001",
    );
    expect(got?.geo).toEqual({ lat: 49.87, lng: -97.14 });
  });

  it("a title's place written with 'St.' ('– St. Vital') that the ad puts the listing in is its neighbourhood", () => {
    const got = facts(
      `<html><head><title>2 Bed Duplex – St. James | Long Term Rentals | Winnipeg | Kijiji</title></head><body><main><h1>2 Bed Duplex – St. James</h1><p>412 Ferry Rd, Winnipeg, MB R3J 2T5</p><p>$1,600</p><p>Bright upper duplex in St. James, close to Polo Park.</p></main></body></html>`,
    );
    expect(got?.neighbourhood).toBe("St. James");
  });

  it("a description's 'Three-bedroom … approx. 1,150 sq ft, with a fenced yard': the home's area, the yard apart", () => {
    const got = facts(
      `<html><body><main><h1>Townhouse for rent</h1><p>1047 Dakota St, Winnipeg, MB R2N 3L4</p><p>$1,875 / month</p><p>Three-bedroom two-storey townhouse, approx. 1,150 sq ft, with a fenced yard and one parking stall.</p></main></body></html>`,
    );
    expect(got?.squareFootage).toBe(1150);
    const yard = facts(
      `<html><body><main><h1>Townhouse for rent</h1><p>1047 Dakota St, Winnipeg, MB R2N 3L4</p><p>$1,875 / month</p><p>Three-bedroom townhouse near the park, with a 1,150 sq ft fenced yard and a garden shed.</p></main></body></html>`,
    );
    expect(yard?.squareFootage ?? null).toBeNull();
  });

  it("a line marked 'hood' under the address names the neighbourhood", () => {
    const got = facts(
      `<html><body><main><h1>4418 NE Alameda St, Portland, OR 97213</h1><p class="hood">Beaumont-Wilshire</p><p>$615,000</p><p>3 bd | 2 ba | 1,720 sqft</p></main></body></html>`,
      "https://example.com/homedetails/47",
    );
    expect(got?.neighbourhood).toBe("Beaumont-Wilshire");
  });
});
