import { describe, expect, it } from "vitest";
import { priceHistorySentence, sourceStatusBadge, type PriceSnapshot } from "./price-history.ts";

const at = (date: string, price: number | null, status: PriceSnapshot["status"] = "live"): PriceSnapshot => ({ checkedAt: `${date}T15:00:00Z`, price, status });

describe("price history", () => {
  it("says what happened, in order, in one sentence", () => {
    expect(priceHistorySentence([at("2026-10-12", 899000), at("2026-11-03", 869000)])).toBe("Listed at $899,000 on 12 Oct; reduced to $869,000 on 3 Nov");
    expect(priceHistorySentence([at("2026-10-12", 899000), at("2026-10-20", 919000), at("2026-11-20", 919000, "sold")])).toBe(
      "Listed at $899,000 on 12 Oct; raised to $919,000 on 20 Oct; sold on 20 Nov",
    );
    expect(priceHistorySentence([at("2026-10-12", 500000), at("2026-10-13", 500000, "removed"), at("2026-10-15", 480000)])).toBe(
      "Listed at $500,000 on 12 Oct; removed from the source on 13 Oct; back on the market at $480,000 on 15 Oct",
    );
    expect(priceHistorySentence([])).toBeNull();
  });

  it("says it in French, with fr-CA prices and dates", () => {
    const NBSP = "\u00a0";
    expect(priceHistorySentence([at("2026-10-12", 899000), at("2026-11-03", 869000), at("2026-11-20", 869000, "sold")], "fr")).toBe(
      `Affichée à 899${NBSP}000${NBSP}$ le 12 oct.; baissée à 869${NBSP}000${NBSP}$ le 3 nov.; vendue le 20 nov.`,
    );
    expect(priceHistorySentence([at("2026-02-01", 500000), at("2026-02-02", 500000, "removed"), at("2026-02-05", 520000)], "fr")).toBe(
      `Affichée à 500${NBSP}000${NBSP}$ le 1 févr.; retirée de la source le 2 févr.; de retour sur le marché à 520${NBSP}000${NBSP}$ le 5 févr.`,
    );
    expect(sourceStatusBadge("sold", "fr")).toBe("Vendue");
    expect(sourceStatusBadge("redirected", "fr")).toBe("N’est plus sur la source");
    expect(sourceStatusBadge("live", "fr")).toBeNull();
  });

  it("badges only a source that no longer lists the home", () => {
    expect(sourceStatusBadge("sold")).toBe("Sold");
    expect(sourceStatusBadge("removed")).toBe("Removed from source");
    expect(sourceStatusBadge("live")).toBeNull();
    expect(sourceStatusBadge(null)).toBeNull();
  });
});
