import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { moderationChoices, POST_STATUS_KEYS, POST_STATUS_LABELS } from "./post-status.ts";

describe("moderationChoices", () => {
  it("offers hide and remove on a visible post, remove and restore on a hidden one, restore on a removed one", () => {
    expect(moderationChoices("approved")).toEqual(["hide", "remove"]);
    expect(moderationChoices("pending")).toEqual(["remove", "restore"]);
    expect(moderationChoices("rejected")).toEqual(["restore"]);
  });
  it("names each status the same in the labels and the English catalogue", () => {
    for (const [status, key] of Object.entries(POST_STATUS_KEYS)) expect(en[key]).toBe(POST_STATUS_LABELS[status as keyof typeof POST_STATUS_LABELS]);
  });
});
