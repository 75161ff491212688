import { describe, expect, it } from "vitest";
import { axisDate } from "./axis-date.ts";

describe("axisDate", () => {
  it("writes the year in full, on the UTC day of the bucket", () => {
    expect(axisDate("2026-11-03T00:00:00Z")).toBe("Nov 3, 2026");
    expect(axisDate("2026-12-31T23:30:00Z")).toBe("Dec 31, 2026");
  });
  it("in French, day first and the month abbreviated as fr-CA writes it", () => {
    expect(axisDate("2026-11-03T00:00:00Z", "fr")).toBe("3 nov. 2026");
    expect(axisDate("2026-12-31T23:30:00Z", "fr")).toBe("31 déc. 2026");
  });
});
