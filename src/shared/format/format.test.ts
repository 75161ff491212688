import { describe, expect, it } from "vitest";
import { displayPrice, formatCurrencyInput, formatPrice, sanitizeCurrencyInput } from "./price.ts";
import { timeAgo, timeDistance } from "./relative-time.ts";
import { authorName, categoryLabel, humanizeTitle, propertyTitle, publicUserLocation, publicUserName } from "./titles.ts";

describe("price", () => {
  it("formats with a dollar sign and separators", () => {
    expect(formatPrice("1299000")).toBe("$1,299,000");
    expect(formatPrice("$1,299,000")).toBe("$1,299,000");
    expect(formatPrice(450000.5)).toBe("$450,000.5");
    expect(formatPrice("Contact agent")).toBe("Contact agent");
    expect(formatPrice("  ")).toBeNull();
    expect(formatPrice(null)).toBeNull();
  });

  it("prefers the manual price", () => {
    expect(displayPrice({ manual_price: "500000", listing_price: "$600,000" })).toBe("$500,000");
    expect(displayPrice({ manual_price: null, listing_price: "$600,000" })).toBe("$600,000");
    expect(displayPrice({})).toBeNull();
  });

  it("currency input keeps digits and one point, formats on blur", () => {
    expect(sanitizeCurrencyInput("$1,2a3.4.5")).toBe("123.45");
    expect(formatCurrencyInput("1234567.89")).toBe("$1,234,567.89");
    expect(formatCurrencyInput("")).toBe("");
  });
});

describe("relative time", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("words distances like date-fns", () => {
    expect(timeDistance("2026-01-10T11:59:50Z", now)).toBe("less than a minute");
    expect(timeDistance("2026-01-10T11:55:00Z", now)).toBe("5 minutes");
    expect(timeDistance("2026-01-10T09:00:00Z", now)).toBe("about 3 hours");
    expect(timeDistance("2026-01-07T12:00:00Z", now)).toBe("3 days");
    expect(timeAgo("2026-01-09T12:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2024-01-01T12:00:00Z", now)).toBe("over 2 years ago");
  });
});

describe("fallbacks", () => {
  it("uses the spec's words", () => {
    expect(propertyTitle("  ")).toBe("Untitled Property");
    expect(authorName(null)).toBe("Unknown");
    expect(authorName({ username: null })).toBe("Anonymous");
    expect(authorName({ username: "jo" })).toBe("jo");
    expect(publicUserName(null)).toBe("Anonymous User");
    expect(publicUserLocation("")).toBe("Unknown Location");
    expect(humanizeTitle("real_estate_agent")).toBe("Real Estate Agent");
    expect(categoryLabel("fsbo")).toBe("For Sale By Owner (FSBO)");
  });
});
