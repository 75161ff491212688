import { describe, expect, it } from "vitest";
import { addressFromComponents } from "./address-components.ts";

describe("addressFromComponents", () => {
  it("fills street, city, province and postal code from Places components", () => {
    expect(
      addressFromComponents([
        { long_name: "100", short_name: "100", types: ["street_number"] },
        { long_name: "Queen Street West", short_name: "Queen St W", types: ["route"] },
        { long_name: "Toronto", short_name: "Toronto", types: ["locality", "political"] },
        { long_name: "Ontario", short_name: "ON", types: ["administrative_area_level_1", "political"] },
        { long_name: "M5H 2N2", short_name: "M5H 2N2", types: ["postal_code"] },
      ]),
    ).toEqual({ street_address: "100 Queen Street West", city: "Toronto", province: "ON", postal_code: "M5H 2N2" });
  });

  it("falls back to sublocality, then administrative area level 3, for the city", () => {
    expect(addressFromComponents([{ long_name: "Scarborough", types: ["sublocality_level_1"] }]).city).toBe("Scarborough");
    expect(addressFromComponents([{ long_name: "Wood Buffalo", types: ["administrative_area_level_3"] }]).city).toBe("Wood Buffalo");
    expect(addressFromComponents([])).toEqual({ street_address: "", city: "", province: "", postal_code: "" });
  });
});
