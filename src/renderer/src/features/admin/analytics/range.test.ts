import { describe, expect, it } from "vitest";
import { lastDays, rangeDays, rangeOfDays } from "./range.ts";

describe("lastDays", () => {
  it("ends at the next UTC midnight and spans whole days", () => {
    const range = lastDays(7, new Date("2026-11-22T15:30:00Z"));
    expect(range).toEqual({ from: "2026-11-16T00:00:00.000Z", to: "2026-11-23T00:00:00.000Z" });
  });
  it("gives the same range all day long (stable query keys)", () => {
    expect(lastDays(30, new Date("2026-11-22T00:00:01Z"))).toEqual(lastDays(30, new Date("2026-11-22T23:59:59Z")));
  });
});

describe("rangeDays / rangeOfDays", () => {
  it("names the days the picker shows: the last day is the one before the exclusive end", () => {
    expect(rangeDays(lastDays(7, new Date("2026-11-22T15:30:00Z")))).toEqual({ first: "2026-11-16", last: "2026-11-22" });
  });
  it("turns picked calendar days into UTC days, whatever the browser's time zone", () => {
    expect(rangeOfDays("2026-11-01", "2026-11-30")).toEqual({ from: "2026-11-01T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z" });
    expect(rangeDays(rangeOfDays("2026-02-27", "2026-03-01"))).toEqual({ first: "2026-02-27", last: "2026-03-01" });
  });
});
