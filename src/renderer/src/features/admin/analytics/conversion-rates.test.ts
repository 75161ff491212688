import { describe, expect, it } from "vitest";
import { perStep } from "./conversion-rates.ts";

describe("perStep", () => {
  it("shows the later step per earlier one, above 1 too, never as a percentage over 100", () => {
    expect(perStep(19, 7)).toBe("2.71");
    expect(perStep(1, 4)).toBe("0.25");
    expect(perStep(250, 10)).toBe("25");
  });
  it("says nothing when there is nothing to divide by", () => {
    expect(perStep(3, 0)).toBe("—");
  });
});
