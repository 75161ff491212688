import { describe, expect, it } from "vitest";
import { provinceName } from "@shared/format/locale-format.ts";
import { CANADA_TILES, tileFill, tileText } from "./canada-tiles.ts";

describe("Canada tile map", () => {
  it("has the 13 provinces and territories on distinct tiles", () => {
    expect(new Set(CANADA_TILES.map((tile) => tile.code)).size).toBe(13);
    expect(new Set(CANADA_TILES.map((tile) => `${tile.col},${tile.row}`)).size).toBe(13);
  });
  it("every tile has a name in both languages, and unknown codes stay as they are", () => {
    for (const tile of CANADA_TILES) {
      expect(provinceName(tile.code, "en"), tile.code).not.toBe(tile.code);
      expect(provinceName(tile.code, "fr"), tile.code).toMatch(/^\p{Lu}/u);
    }
    expect(provinceName("QC", "en")).toBe("Quebec");
    expect(provinceName("QC", "fr")).toBe("Québec");
    expect(provinceName("Unknown", "fr")).toBe("Unknown"); // the pages name it through the catalogue
  });
  it("shades by share of the maximum with readable text", () => {
    expect(tileFill(0, 10)).toBe("#e5e7eb");
    expect(tileFill(10, 10)).toBe("rgb(30, 58, 138)");
    expect(tileText(10, 10)).toBe("#ffffff");
    expect(tileText(1, 10)).toBe("#111827");
  });
});
