import { describe, expect, it } from "vitest";
import { lastDays } from "./range.ts";

describe("lastDays", () => {
  it("ends at the next UTC midnight and spans whole days", () => {
    const range = lastDays(7, new Date("2026-11-22T15:30:00Z"));
    expect(range).toEqual({ from: "2026-11-16T00:00:00.000Z", to: "2026-11-23T00:00:00.000Z" });
  });
  it("gives the same range all day long (stable query keys)", () => {
    expect(lastDays(30, new Date("2026-11-22T00:00:01Z"))).toEqual(lastDays(30, new Date("2026-11-22T23:59:59Z")));
  });
});
