import { afterEach, describe, expect, it } from "vitest";
import { displayPrice, formatCurrencyInput, formatNumber, formatPrice, sanitizeCurrencyInput } from "./price.ts";
import { timeAgo, timeDistance } from "./relative-time.ts";
import { formatArea, formatDate, formatLongDate, formatLotSize, provinceName } from "./locale-format.ts";
import { setFormatLocale } from "./locale.ts";

const NBSP = "\u00a0";

afterEach(() => setFormatLocale("en"));

describe("prices and numbers per language", () => {
  it("English: a leading dollar sign and comma groups", () => {
    expect(formatPrice(1299000, "en")).toBe("$1,299,000");
    expect(formatNumber(1234.5, 0, 3, "en")).toBe("1,234.5");
  });

  it("French: no-break spaces between groups and before the trailing dollar sign, a decimal comma", () => {
    expect(formatPrice(1299000, "fr")).toBe(`1${NBSP}299${NBSP}000${NBSP}$`);
    expect(formatPrice("$450,000.5", "fr")).toBe(`450${NBSP}000,5${NBSP}$`);
    expect(formatPrice(-3, "fr")).toBe(`-3${NBSP}$`);
    expect(formatNumber(1234.5, 0, 3, "fr")).toBe(`1${NBSP}234,5`);
    expect(formatCurrencyInput("1234567.89", "fr")).toBe(`1${NBSP}234${NBSP}567,89${NBSP}$`);
  });

  it("matches Intl's fr-CA currency format", () => {
    for (const value of [0, 7, 999, 1000, 1299000, 450000.5, 12345678.25]) {
      const intl = new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
      expect(formatPrice(value, "fr")).toBe(intl);
    }
  });

  it("a French price typed back into the currency input keeps its decimals", () => {
    expect(sanitizeCurrencyInput(formatCurrencyInput("1234.5", "fr"), "fr")).toBe("1234.50");
    expect(sanitizeCurrencyInput("1 234,5", "fr")).toBe("1234.5");
  });

  it("callers without a locale get the active one", () => {
    expect(displayPrice({ manual_price: "500000" })).toBe("$500,000");
    setFormatLocale("fr");
    expect(displayPrice({ manual_price: "500000" })).toBe(`500${NBSP}000${NBSP}$`);
    expect(timeAgo("2026-01-10T11:57:00Z", new Date("2026-01-10T12:00:00Z"))).toBe("il y a 3 minutes");
  });
});

describe("areas, dates, relative times and provinces", () => {
  const now = new Date("2026-01-10T12:00:00Z");

  it("areas in square feet: sq ft / pi²", () => {
    expect(formatArea(1200, "en")).toBe("1,200 sq ft");
    expect(formatArea(1200, "fr")).toBe(`1${NBSP}200${NBSP}pi²`);
  });

  it("dates in each language", () => {
    expect(formatDate("2026-01-05T12:00:00Z", "en")).toBe("Jan 5, 2026");
    expect(formatDate("2026-01-05T12:00:00Z", "fr")).toMatch(/^5 janv\. 2026$/);
    expect(formatLongDate("2026-11-22T12:00:00Z", "en")).toBe("November 22, 2026");
    expect(formatLongDate("2026-11-22T12:00:00Z", "fr")).toBe("22 novembre 2026");
  });

  it("relative times: 'il y a 3 minutes', in date-fns' French wording", () => {
    expect(timeAgo("2026-01-10T11:57:00Z", now, "fr")).toBe("il y a 3 minutes");
    expect(timeAgo("2026-01-10T11:57:00Z", now, "en")).toBe("3 minutes ago");
    expect(timeDistance("2026-01-10T11:59:50Z", now, "fr")).toBe("moins d’une minute");
    expect(timeDistance("2026-01-10T09:00:00Z", now, "fr")).toBe("environ 3 heures");
    expect(timeAgo("2026-01-09T12:00:00Z", now, "fr")).toBe("il y a 1 jour");
    expect(timeAgo("2024-01-01T12:00:00Z", now, "fr")).toBe("il y a plus de 2 ans");
    expect(timeDistance("2025-10-10T12:00:00Z", now, "fr")).toBe("3 mois");
  });

  it("province names by code or name, in each language", () => {
    expect(provinceName("QC", "fr")).toBe("Québec");
    expect(provinceName("Quebec", "fr")).toBe("Québec");
    expect(provinceName("Colombie-Britannique", "en")).toBe("British Columbia");
    expect(provinceName("pe", "fr")).toBe("Île-du-Prince-Édouard");
    expect(provinceName(" Gotham ", "fr")).toBe("Gotham");
  });
});

describe("lot sizes per language", () => {
  it("the composer's forms in French units and marks; English as stored", () => {
    expect(formatLotSize("40 x 120 ft", "fr")).toBe(`40 x 120${NBSP}pi`);
    expect(formatLotSize("5,000 sq ft", "fr")).toBe(`5${NBSP}000${NBSP}pi²`);
    expect(formatLotSize("0.5 acres", "fr")).toBe(`0,5${NBSP}acres`);
    expect(formatLotSize("2.1 hectares", "fr")).toBe(`2,1${NBSP}hectares`);
    expect(formatLotSize("40 x 120 ft", "en")).toBe("40 x 120 ft");
  });

  it("a member's own words stay as written", () => {
    expect(formatLotSize("Irregular, see survey", "fr")).toBe("Irregular, see survey");
    expect(formatLotSize("50 pi x 100 pi", "fr")).toBe("50 pi x 100 pi");
  });
});
