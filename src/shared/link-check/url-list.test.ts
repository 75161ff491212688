import { describe, expect, it } from "vitest";
import { parseUrlList, parseUrlRows, splitCsvLine } from "./url-list.ts";

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
