import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes a header and rows with CRLF line ends", () => {
    const csv = toCsv([{ key: "ON", count: 3 }], [
      { header: "Province", value: (row) => row.key },
      { header: "Posts", value: (row) => row.count },
    ]);
    expect(csv).toBe("Province,Posts\r\nON,3\r\n");
  });
  it("quotes commas, quotes and new lines", () => {
    const csv = toCsv([{ text: 'a "b", c\nd' }], [{ header: "Text", value: (row) => row.text }]);
    expect(csv).toBe('Text\r\n"a ""b"", c\nd"\r\n');
  });
  it("neutralises spreadsheet formulas and leaves empty cells empty", () => {
    const csv = toCsv([{ text: "=HYPERLINK(1)", none: null }], [
      { header: "A", value: (row) => row.text },
      { header: "B", value: (row) => row.none },
    ]);
    expect(csv).toBe("A,B\r\n'=HYPERLINK(1),\r\n");
  });
  it("joins lists, keeps negative numbers as numbers and guards text that starts like a formula", () => {
    expect(csvCell(["title", "imageUrl"])).toBe("title imageUrl");
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell("-1 Main St")).toBe("'-1 Main St");
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell(false)).toBe("false");
  });
});
