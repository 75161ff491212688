import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { moderationSchema } from "./moderation-form.ts";
import { MODERATION_ACTION_KEYS, MODERATION_ACTION_LABELS, MODERATION_NOTE_MAX, MODERATION_REASON_KEYS, MODERATION_REASON_LABELS } from "./moderation.ts";
import { issueText } from "./messages.ts";

/** Each field's message as the admin reads it (English unless a catalogue is given). */
const issues = (input: unknown, catalogue: Record<string, string> = en) => {
  const result = moderationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), issueText(i.message, (key) => catalogue[key] ?? key)]));
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

describe("moderation names in both languages", () => {
  it("the keys' English is the labels' (the screens not converted yet read the labels)", () => {
    for (const [reason, key] of Object.entries(MODERATION_REASON_KEYS)) expect(en[key], reason).toBe(MODERATION_REASON_LABELS[reason as keyof typeof MODERATION_REASON_LABELS]);
    for (const [action, key] of Object.entries(MODERATION_ACTION_KEYS)) expect(en[key], action).toBe(MODERATION_ACTION_LABELS[action as keyof typeof MODERATION_ACTION_LABELS]);
  });
  it("the dialog's messages in French, with the note's limit as the schema has it", () => {
    expect(en["validation.admin.moderationNoteMax"]).toContain(String(MODERATION_NOTE_MAX));
    expect(fr["validation.admin.moderationNoteMax"].replace(/\s/g, "")).toContain(String(MODERATION_NOTE_MAX)); // "1 000", a no-break space
    expect(issues({ action: "hide", note: "" }, fr)).toEqual({ reason: "Choisissez un motif dans la liste.", note: "Expliquez le motif en quelques mots à l’auteur." });
  });
});
