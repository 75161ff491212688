import { describe, expect, it } from "vitest";
import { csvCell, resultsToCsv } from "./csv.ts";
import { parseUrlList, parseUrlRows, splitCsvLine } from "./input.ts";
import type { LinkCheckResult } from "../../../shared/ipc/index.ts";

describe("URL list input", () => {
  it("reads one URL per line, skipping blanks, comments, non-http lines and duplicates", () => {
    expect(parseUrlList("\uFEFFhttps://a.ca/1\n\n# note\nftp://x\nhttps://a.ca/1\r\nhttp://b.ca/2\n")).toEqual(["https://a.ca/1", "http://b.ca/2"]);
  });
  it("reads the url column of a CSV, with quoting", () => {
    expect(parseUrlList('title,URL\n"Condo, Unit 4","https://a.ca/x?a=1,2"\nHouse,https://b.ca/y\n')).toEqual(["https://a.ca/x?a=1,2", "https://b.ca/y"]);
    expect(splitCsvLine('a,"b ""c""",d')).toEqual(["a", 'b "c"', "d"]);
  });
  it("keeps title and price columns as the values at posting time", () => {
    expect(parseUrlRows('url,price,title\nhttps://a.ca/1,"$1,000",Condo\nhttps://a.ca/2,,\n')).toEqual([
      { url: "https://a.ca/1", previous: { title: "Condo", price: "$1,000" } },
      { url: "https://a.ca/2", previous: null },
    ]);
  });
});

describe("CSV export", () => {
  it("quotes cells and neutralises formulas", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell(null)).toBe("");
    expect(csvCell(["title", "imageUrl"])).toBe("title imageUrl");
  });
  it("writes a header and one row per result", () => {
    const result: LinkCheckResult = {
      url: "https://a.ca/1", outcome: "warning", status: 200, finalUrl: "https://a.ca/1", whitelisted: true, previewComplete: false,
      missingFields: ["imageUrl"], imageUrl: null, imageReachable: null, title: "-1 Main St", price: "$1", titleChanged: null,
      priceChanged: false, timeMs: 12.4, attempts: 1, error: null,
    };
    const [header, row, end] = resultsToCsv([result]).split("\r\n");
    expect(header).toBe("url,outcome,status,finalUrl,whitelisted,previewComplete,missingFields,imageUrl,imageReachable,title,price,titleChanged,priceChanged,timeMs,attempts,error");
    expect(row).toBe("https://a.ca/1,warning,200,https://a.ca/1,true,false,imageUrl,,,\"'-1 Main St\",$1,,false,12,1,");
    expect(end).toBe("");
  });
});
