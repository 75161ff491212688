import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import type { Translate } from "@renderer/lib/i18n.tsx";
import { reportReasonText } from "./report-reason.ts";

const translator =
  (catalogue: Record<string, string>): Translate =>
  (key, values = {}) =>
    (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));

describe("reportReasonText", () => {
  it("reads a listed reason in the admin's language and keeps the reporter's own words", () => {
    expect(reportReasonText("Fake listing", translator(en))).toBe("Fake listing");
    expect(reportReasonText("Fake listing", translator(fr))).toBe("Fausse annonce");
    expect(reportReasonText("Other: the price is a placeholder", translator(fr))).toBe("Autre : the price is a placeholder");
    expect(reportReasonText("Other: the price is a placeholder", translator(en))).toBe("Other: the price is a placeholder");
  });
  it("leaves any other text as it is", () => {
    expect(reportReasonText("Rude reply", translator(fr))).toBe("Rude reply");
  });
});
