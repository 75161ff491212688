/** The traps of the fifty-seventh held-out corpus's misses (and one of the fifty-fifth's), each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/57") => extractFromHtml(html, url).structuredData;
const nextData = (data: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpus 57)", () => {
  it("a rent's cents before a dash in the description ('$1,950.00 - 1 bedroom') is no range of bedroom counts", () => {
    const html = `<html><head><title>Bright 1 Bed near the Park | Rentals</title><meta name="description" content="$1,950.00 - 1 bedroom, 1 bath apartment, 610 sqft, heat included."></head><body><main><h1>Bright 1 Bed near the Park</h1><p>$1,950.00</p><p>77 Elm St, Halifax, NS B3H 1Z4</p><ul><li><span>Bedrooms</span><span>1</span></li><li><span>Bathrooms</span><span>1</span></li><li><span>Size (sqft)</span><span>610</span></li></ul></main></body></html>`;
    const got = facts(html, "https://example.ca/rentals/apartment/5531");
    expect([got?.bedrooms, got?.bathrooms, got?.squareFootage]).toEqual([1, 1, 610]);
  });

  it("a strata unit written before the civic number with a space ('904 1250 Quayside Drive') over a state's building street", () => {
    const state = { props: { pageProps: { listing: { mls: "R2990011", price: 559000, unit: "904", street: "1250 Quayside Drive", city: "New Westminster", province: "BC", postal: "V3M 6H5", beds: 1, baths: 1, floorArea: 640 } } } };
    const html = `<html><body><main><h1 class="listing-address">904 1250 Quayside Drive</h1><div class="listing-location">Quay, New Westminster, BC V3M 6H5</div><p>$559,000</p></main>${nextData(state)}</body></html>`;
    expect(facts(html)?.address?.street).toBe("904 1250 Quayside Drive");
  });

  it("condos.ca's heading with the unit after the street ('1880 Danforth Ave #1408') beside a state's { street, unit }", () => {
    const state = { props: { pageProps: { listing: { mls: "E12000001", address: { street: "310 Broadview Ave", unit: "705", city: "Toronto", province: "ON", postal: "M4M 2G9" }, price: 689000, beds: 1, baths: 1 }, building: { name: "The Broadview" } } } };
    const html = `<html><body><main><h1>310 Broadview Ave #705</h1><p>$689,000</p></main>${nextData(state)}</body></html>`;
    expect(facts(html, "https://condos.ca/toronto/the-broadview-310-broadview-ave/unit-705-E12000001")?.address?.street).toBe("310 Broadview Ave #705");
  });

  it("a condominium building's own name as a title segment ('| Riverside Square Condos |'): the unit is a condo", () => {
    const html = `<html><head><title>88 River St #1210 - Assignment For Sale | Riverside Square Condos | Example Homes</title></head><body><main><h1>88 River St #1210</h1><p>Toronto, ON M5A 3P8</p><p>$745,000</p><p>2 Beds · 2 Baths</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("condo");
  });

  it("a marked street over an unmarked place line ('Waterfront Communities C1, Toronto'): the community with its district code", () => {
    const html = `<html><body><main><h1 class="address">10 Navy Wharf Crt #2408</h1><div class="area"><a href="/toronto/waterfront-communities-c1">Waterfront Communities C1</a>, <a href="/toronto">Toronto</a></div><p>$699,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.address?.city, got?.neighbourhood]).toEqual(["10 Navy Wharf Crt #2408", "Toronto", "Waterfront Communities C1"]);
  });

  it("'Community Name' with a district code beside an address line 'Toronto (Bay Street Corridor)': the address line's form", () => {
    const html = `<html><body><main><h1>1508 - 1001 BAY ST<br>Toronto (Bay Street Corridor), Ontario M5S 3A6</h1><p>$629,000</p><div class="row"><div class="label">Community Name</div><div class="value">Bay Street Corridor C1</div></div></main></body></html>`;
    const coded = `<html><body><main><h1>1508 - 1001 BAY ST<br>Toronto (Bay Street Corridor C1), Ontario M5S 3A6</h1><p>$629,000</p><div class="row"><div class="label">Community Name</div><div class="value">Bay Street Corridor C1</div></div></main></body></html>`;
    expect([facts(html)?.neighbourhood, facts(coded)?.neighbourhood]).toEqual(["Bay Street Corridor", "Bay Street Corridor C1"]);
  });
});
