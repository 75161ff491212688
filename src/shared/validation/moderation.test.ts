import { describe, expect, it } from "vitest";
import { moderationSchema } from "./moderation-form.ts";

const issues = (input: unknown) => {
  const result = moderationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("moderationSchema", () => {
  it("hide and remove need a reason from the list and a note", () => {
    expect(issues({ action: "hide", note: "  " })).toEqual({ reason: "Choose a reason from the list.", note: "Explain the reason in a few words for the author." });
    expect(issues({ action: "remove", reason: "fake_listing", note: "Photos of another house." })).toEqual({});
    expect(issues({ action: "hide", reason: "member_reports", note: "x" })).toHaveProperty("reason");
  });
  it("restore needs neither; a note is at most 1000 characters", () => {
    expect(issues({ action: "restore", note: "" })).toEqual({});
    expect(issues({ action: "restore", note: "n".repeat(1001) })).toEqual({ note: "The note can be at most 1000 characters." });
  });
});
