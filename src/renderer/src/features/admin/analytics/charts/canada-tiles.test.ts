import { describe, expect, it } from "vitest";
import { CANADA_TILES, provinceName, tileFill, tileText } from "./canada-tiles.ts";

describe("Canada tile map", () => {
  it("has the 13 provinces and territories on distinct tiles", () => {
    expect(new Set(CANADA_TILES.map((tile) => tile.code)).size).toBe(13);
    expect(new Set(CANADA_TILES.map((tile) => `${tile.col},${tile.row}`)).size).toBe(13);
  });
  it("names codes and keeps unknown ones", () => {
    expect(provinceName("QC")).toBe("Quebec");
    expect(provinceName("Unknown")).toBe("Unknown");
  });
  it("shades by share of the maximum with readable text", () => {
    expect(tileFill(0, 10)).toBe("#e5e7eb");
    expect(tileFill(10, 10)).toBe("rgb(30, 58, 138)");
    expect(tileText(10, 10)).toBe("#ffffff");
    expect(tileText(1, 10)).toBe("#111827");
  });
});
