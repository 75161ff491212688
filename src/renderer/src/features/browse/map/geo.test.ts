import { describe, expect, it } from "vitest";
import { boxOfView, discRadius, fsaOf, sameBox, shortPrice } from "./geo.ts";
import { clusterPoints, inOneSpot } from "./clusters.ts";

const areas = { fsa: { M5V: 1.2 }, city: { "ON|toronto": 20, "QC|montreal": 15 } };

describe("the map's geometry", () => {
  it("writes a view's box at 4 decimals, inside the world's range", () => {
    expect(boxOfView(-79.512345, 43.6, -79.2, 43.850049)).toEqual([-79.5123, 43.6, -79.2, 43.85]);
    expect(boxOfView(-200, -95, 200, 95)).toEqual([-180, -90, 180, 90]);
    expect(sameBox([1, 2, 3, 4], [1, 2, 3, 4])).toBe(true);
    expect(sameBox([1, 2, 3, 4], undefined)).toBe(false);
  });

  it("draws a postal area's disc with its own radius and a city's with the city's", () => {
    expect(fsaOf("m5v 2t6")).toBe("M5V");
    expect(fsaOf("90210")).toBeNull();
    expect(discRadius({ geo_precision: "postal", postal_code: "M5V 2T6" }, areas)).toBe(1200);
    expect(discRadius({ geo_precision: "postal", postal_code: "X0A 0H0" }, areas)).toBe(2000); // not in the table
    expect(discRadius({ geo_precision: "city", city: "Montréal", province: "Québec" }, areas)).toBe(15000);
    expect(discRadius({ geo_precision: "city", city: "Toronto", province: "ON" }, areas)).toBe(20000);
    expect(discRadius({ geo_precision: "page" }, areas)).toBeNull();
  });

  it("writes a pin's price short, in each language", () => {
    expect(shortPrice(650000, "en")).toBe("$650K");
    expect(shortPrice("$1,250,000", "en")).toBe("$1.25M");
    expect(shortPrice(650000, "fr")).toMatch(/^650\u00a0k\u00a0?\$$/);
    expect(shortPrice(null, "en")).toBeNull();
  });
});

describe("clusters", () => {
  it("groups points within the radius, in order, at the middle of their points", () => {
    const points = [
      { item: "a", x: 0, y: 0 },
      { item: "b", x: 100, y: 0 },
      { item: "c", x: 10, y: 0 },
      { item: "d", x: 20, y: 20 },
    ];
    expect(clusterPoints(points, 30)).toEqual([
      { items: ["a", "c", "d"], x: 10, y: 20 / 3 },
      { items: ["b"], x: 100, y: 0 },
    ]);
  });

  it("merges clusters that end up overlapping", () => {
    const points = [0, 30, 60, 90].map((x, i) => ({ item: i, x, y: 0 }));
    // At 40: {0, 30} and {60, 90}, whose middles (15, 75) are 60 apart: kept apart.
    expect(clusterPoints(points, 40).map((c) => c.items)).toEqual([[0, 1], [2, 3]]);
    // At 70 the first pass gives {0, 30, 60} (middle 30) and {90}, 60 apart: merged into one at 45.
    expect(clusterPoints(points, 70)).toEqual([{ items: [0, 1, 2, 3], x: 45, y: 0 }]);
  });

  it("knows when zooming in cannot split a cluster", () => {
    expect(inOneSpot([{ x: 0, y: 0 }, { x: 1, y: 1 }], 4)).toBe(true);
    expect(inOneSpot([{ x: 0, y: 0 }, { x: 50, y: 1 }], 4)).toBe(false);
  });
});
