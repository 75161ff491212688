import { describe, expect, it } from "vitest";
import { cityName } from "./city-name.ts";

describe("cityName", () => {
  it("keeps a possessive s small after initcap", () => {
    expect(cityName("St. John'S")).toBe("St. John's");
    expect(cityName("St. John’S")).toBe("St. John’s");
    expect(cityName("Mary'S Harbour")).toBe("Mary's Harbour");
  });
  it("leaves names whose word goes on after the apostrophe, and plain names, as they are", () => {
    expect(cityName("L'Assomption")).toBe("L'Assomption");
    expect(cityName("D'Iberville")).toBe("D'Iberville");
    expect(cityName("Toronto")).toBe("Toronto");
    expect(cityName("")).toBe("");
  });
});
