import { describe, expect, it } from "vitest";
import { moderationChoices } from "./post-status.ts";

describe("moderationChoices", () => {
  it("offers hide and remove on a visible post, remove and restore on a hidden one, restore on a removed one", () => {
    expect(moderationChoices("approved")).toEqual(["hide", "remove"]);
    expect(moderationChoices("pending")).toEqual(["remove", "restore"]);
    expect(moderationChoices("rejected")).toEqual(["restore"]);
  });
});
