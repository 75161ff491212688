import { describe, expect, it } from "vitest";
import type { LinkCheckResult } from "../../platform/index.ts";
import { filterResults, formatDuration, NO_FILTERS } from "./result-filters.ts";
import { rowsToInput } from "./check-input.ts";

const base: LinkCheckResult = {
  url: "https://a.ca/1", outcome: "ok", status: 200, finalUrl: "https://a.ca/1", whitelisted: true, previewComplete: true, missingFields: [],
  imageUrl: null, imageReachable: true, title: "T", price: "1", titleChanged: false, priceChanged: false, sourceStatus: "live", timeMs: 10, error: null, attempts: 1,
};
const results: LinkCheckResult[] = [
  base,
  { ...base, url: "https://b.ca/2", outcome: "warning", whitelisted: false, previewComplete: false, missingFields: ["imageUrl"] },
  { ...base, url: "https://a.ca/3", outcome: "warning", priceChanged: true },
  { ...base, url: "https://c.ca/4", outcome: "failed", status: null, error: "timeout" },
  { ...base, url: "https://c.ca/5", outcome: "cancelled", sourceStatus: null },
  { ...base, url: "https://d.ca/6", outcome: "warning", sourceStatus: "sold" },
  { ...base, url: "https://d.ca/7", outcome: "failed", status: 404, sourceStatus: "removed" },
];
const urls = (list: LinkCheckResult[]) => list.map((r) => r.url.slice(-1));

describe("result filters", () => {
  it("filters by status (cancelled counts as failed), whitelist, missing fields, changes and sources gone", () => {
    expect(urls(filterResults(results, NO_FILTERS))).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(urls(filterResults(results, { ...NO_FILTERS, status: ["failed"] }))).toEqual(["4", "5", "7"]);
    expect(urls(filterResults(results, { ...NO_FILTERS, status: ["ok", "warning"], whitelisted: true }))).toEqual(["1", "3", "6"]);
    expect(urls(filterResults(results, { ...NO_FILTERS, whitelisted: false }))).toEqual(["2"]);
    expect(urls(filterResults(results, { ...NO_FILTERS, missingFields: true }))).toEqual(["2"]);
    expect(urls(filterResults(results, { ...NO_FILTERS, changed: true }))).toEqual(["3"]);
    expect(urls(filterResults(results, { ...NO_FILTERS, deadOnSource: true }))).toEqual(["6", "7"]);
  });

  it("formats durations", () => {
    expect(formatDuration(12_400)).toBe("12 s");
    expect(formatDuration(65_000)).toBe("1 min 5 s");
  });

  it("builds check input from rows: http(s) only, first occurrence kept, previous values attached", () => {
    expect(rowsToInput([{ url: " https://a.ca/1 ", title: "Old", price: "500000" }, { url: "ftp://x" }, { url: "https://a.ca/1", title: "Dup" }])).toEqual({
      urls: ["https://a.ca/1"],
      previous: { "https://a.ca/1": { title: "Old", price: "500000" } },
    });
  });
});
