import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCurrencyInput, formatNumber, formatPrice } from "./price.ts";

// formatPrice and formatCurrencyInput write dollars without Intl (its first use costs a page tens of ms); the text
// must stay exactly what Intl.NumberFormat writes.
describe("dollar formatting without Intl", () => {
  const upToCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it("matches Intl on edge cases (rounding on the shortest decimal form, negative zero, huge values)", () => {
    for (const value of [0, -0, 1.005, 2.675, 0.005, -0.001, -0.005, 999.995, 123456789.125, 0.1 + 0.2, 1e-7, -1234.5, 1e15, 1e21]) {
      expect(formatPrice(value)).toBe(upToCents.format(value));
    }
    expect(formatPrice(1299000)).toBe("$1,299,000");
    expect(formatPrice("$1,234.5")).toBe("$1,234.5");
  });

  it("matches Intl on any price", () => {
    fc.assert(fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (value) => formatPrice(value) === upToCents.format(value)), { numRuns: 5000 });
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (n, d) => formatPrice(n / 10 ** d) === upToCents.format(n / 10 ** d)), { numRuns: 5000 });
  });

  it("writes plain numbers as toLocaleString('en-US') does", () => {
    fc.assert(fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (value) => formatNumber(value) === value.toLocaleString("en-US")), { numRuns: 5000 });
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 5 }), (n, d) => formatNumber(n / 10 ** d) === (n / 10 ** d).toLocaleString("en-US")), { numRuns: 5000 });
  });

  it("matches Intl in the currency input's blur format", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (n, d) => formatCurrencyInput(String(n / 10 ** d)) === cents.format(n / 10 ** d)), { numRuns: 5000 });
  });
});
