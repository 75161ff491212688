import { describe, expect, it } from "vitest";
import { pluralForm } from "./plural.ts";

describe("pluralForm", () => {
  it("follows each language's rule: French counts 0 and 1 as one, English only 1", () => {
    expect([0, 1, 2].map((n) => pluralForm("en", n))).toEqual(["other", "one", "other"]);
    expect([0, 1, 2].map((n) => pluralForm("fr", n))).toEqual(["one", "one", "other"]);
  });
});
