import { describe, expect, it } from "vitest";
import { perStep } from "./conversion-rates.ts";

describe("perStep", () => {
  it("shows the later step per earlier one, above 1 too, never as a percentage over 100", () => {
    expect(perStep(19, 7)).toBe("2.71");
    expect(perStep(1, 4)).toBe("0.25");
    expect(perStep(250, 10)).toBe("25");
    expect(perStep(1, 1)).toBe("1.00");
  });
  it("writes a decimal comma in French", () => {
    expect(perStep(19, 7, "fr")).toBe("2,71");
    expect(perStep(25_000, 10, "fr")).toBe("2\u00a0500");
  });
  it("says nothing when there is nothing to divide by", () => {
    expect(perStep(3, 0)).toBe("—");
  });
});
