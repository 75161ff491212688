import { describe, expect, it } from "vitest";
import { returnPath, returnState } from "./return-to.ts";

describe("where sign-in returns a member", () => {
  it("to the page that sent them, with its query", () => {
    expect(returnPath(returnState({ pathname: "/residential", search: "?beds=3" }))).toBe("/residential?beds=3");
    expect(returnPath({ from: "/profile" })).toBe("/profile");
  });

  it("to / without a sender, from an auth page, or when the state points elsewhere", () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: "/signin" }, { from: "/signup?x=1" }, { from: "/reset-password" }, { from: "https://evil.test/" }, { from: "//evil.test/x" }, { from: "/\\evil.test" }]) {
      expect(returnPath(state)).toBe("/");
    }
  });
});
