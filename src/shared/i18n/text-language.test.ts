import { describe, expect, it } from "vitest";
import { textLanguage } from "./text-language.ts";

describe("textLanguage", () => {
  it("reads French listings as French", () => {
    expect(textLanguage("Maison à vendre à Laval, 3 chambres et 2 salles de bain, près des écoles")).toBe("fr");
    expect(textLanguage("Superbe condo avec vue sur le fleuve, cuisine rénovée")).toBe("fr");
    expect(textLanguage("Jumelé rénové, Québec")).toBe("fr"); // accents alone
  });

  it("reads English listings as English", () => {
    expect(textLanguage("Beautiful 3 bedroom house for sale in Toronto with a renovated kitchen")).toBe("en");
    expect(textLanguage("Check out this listing https://www.realtor.ca/real-estate/123 #condo")).toBe("en");
  });

  it("gives no answer when the text gives no lead", () => {
    expect(textLanguage("")).toBeNull();
    expect(textLanguage("123 Main St #condo")).toBeNull();
    expect(textLanguage("https://example.com/listing/42")).toBeNull();
    expect(textLanguage("Condo Montréal")).toBeNull(); // one accent is half a point, not a verdict
  });

  it("goes with the larger share in mixed text", () => {
    expect(textLanguage("Maison à vendre avec garage et piscine, près du parc — for sale")).toBe("fr");
    expect(textLanguage("House for sale in Montréal with a garage and a pool near the park")).toBe("en");
  });
});
