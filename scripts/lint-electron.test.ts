import { describe, expect, it } from "vitest";
import { scanElectron } from "./lint-electron.ts";

describe("electronegativity over src/main and src/preload", () => {
  it("reports no high or medium finding", { timeout: 90_000 }, async () => {
    const { blocking, all } = await scanElectron();
    expect(blocking).toEqual([]);
    expect(all.every((line) => /^(LOW|INFORMATIONAL) /.test(line))).toBe(true);
  });
});
