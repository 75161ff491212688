import { describe, expect, it } from "vitest";
import { normalisePrice, formatPrice } from "./price.ts";
import { findPostalCode, normalisePostalCode } from "./postal.ts";
import { parseArea, parseBedrooms, parseCount, parseLocaleNumber } from "./numbers.ts";

describe("normalisePrice", () => {
  it.each([
    ["$1,299,000", 1_299_000, "CAD", "sale"],
    ["1 299 000 $", 1_299_000, "CAD", "sale"],
    ["1\u00a0299\u00a0000\u00a0$", 1_299_000, "CAD", "sale"],
    ["1\u202f299\u202f000\u202f$", 1_299_000, "CAD", "sale"],
    ["1 299 000,50 $", 1_299_000.5, "CAD", "sale"],
    ["$1.2M", 1_200_000, "CAD", "sale"],
    ["1,2 M$", 1_200_000, "CAD", "sale"],
    ["$850K", 850_000, "CAD", "sale"],
    ["2 450 $/mois", 2450, "CAD", "month"],
    ["$2,450/month", 2450, "CAD", "month"],
    ["$2,450 per month", 2450, "CAD", "month"],
    ["CA$699,900", 699_900, "CAD", "sale"],
    ["US$500,000", 500_000, "USD", "sale"],
    ["1299000", 1_299_000, "CAD", "sale"],
    ["1299000.00", 1_299_000, "CAD", "sale"],
    ["Asking: $749,000", 749_000, "CAD", "sale"],
    ["1.299.000 $", 1_299_000, "CAD", "sale"],
  ] as const)("%s", (text, amount, currency, period) => {
    expect(normalisePrice(text)).toEqual({ amount, currency, period });
  });
  it.each(["Prix sur demande", "Price on request", "Contact for price", "", "free"])("%s has no price", (text) => {
    expect(normalisePrice(text)).toBeNull();
  });
  it("accepts numbers and a currency hint", () => {
    expect(normalisePrice(525000, "usd")).toEqual({ amount: 525000, currency: "USD", period: "sale" });
    expect(normalisePrice(0)).toBeNull();
  });
  it("formats", () => {
    expect(formatPrice({ amount: 1299000, currency: "CAD", period: "sale" })).toBe("$1,299,000");
    expect(formatPrice({ amount: 2450, currency: "CAD", period: "month" })).toBe("$2,450/month");
  });
});

describe("postal codes", () => {
  it.each([
    ["m5v3l9", "M5V 3L9"],
    ["M5V 3L9", "M5V 3L9"],
    ["h2x-1y4", "H2X 1Y4"],
    ["K1A\u00a00B1", "K1A 0B1"],
    ["T2P 2V6", "T2P 2V6"],
    // A US ZIP code alone in an address field (the state beside it is checked in plausible.ts's conflicts).
    ["05408", "05408"],
    ["98121-2207", "98121"],
  ])("%s -> %s", (input, expected) => expect(normalisePostalCode(input)).toBe(expected));
  it.each(["D5V 3L9", "M5V", "W1A 1AA", "1234", "123456", "Lot 12345", "Z1A 1A1", "M5V 3LO"])("%s is refused", (input) => {
    expect(normalisePostalCode(input)).toBeNull();
  });
  it("finds a code inside an address", () => {
    expect(findPostalCode("123 Queen St W, Toronto, ON m5h2n2, Canada")).toBe("M5H 2N2");
    expect(findPostalCode("ABM5H2N2X")).toBeNull();
    expect(findPostalCode("MLS 12345, a ZIP-shaped number in running text")).toBeNull();
  });
});

describe("numbers", () => {
  it("parses locale numbers", () => {
    expect(parseLocaleNumber("1,850")).toBe(1850);
    expect(parseLocaleNumber("1 850")).toBe(1850);
    expect(parseLocaleNumber("2,5")).toBe(2.5);
    expect(parseLocaleNumber("abc")).toBeNull();
  });
  it("parses bedrooms with below-grade rooms", () => {
    expect(parseBedrooms("3+1")).toEqual({ above: 3, below: 1 });
    expect(parseBedrooms("4 beds")).toEqual({ above: 4, below: null });
  });
  it("parses areas", () => {
    expect(parseArea("1,850 sq ft")).toBe(1850);
    expect(parseArea("1 850 pi²")).toBe(1850);
    expect(parseArea("100 m²")).toBe(1076);
    expect(parseArea("1500 - 2000 sqft")).toBe(1500);
    expect(parseArea(93, "MTK")).toBe(1001);
  });
  it("parses counts", () => {
    expect(parseCount("2.5 baths")).toBe(2.5);
    expect(parseCount("2,5")).toBe(2.5);
    expect(parseCount(null)).toBeNull();
  });
});
