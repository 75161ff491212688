import { describe, expect, it } from "vitest";
import { settingsSchema } from "../ipc/index.ts";
import { desktopSettingsSchema, formToSettingsPatch, settingsToForm } from "./desktop-settings.ts";
import { issueText } from "./messages.ts";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";

const valid = { backendKind: "hosted", url: "https://abc.supabase.co", anonKey: "a".repeat(40), concurrency: 8, perHost: 2, timeoutSeconds: 8 } as const;

/** Each field's message in a language (English unless a catalogue is given). */
function messages(input: unknown, catalogue: Record<string, string> = en): Record<string, string | undefined> {
  const result = desktopSettingsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issueText(issue.message, (key) => catalogue[key] ?? key)]));
}

describe("desktop settings form schema", () => {
  it("round-trips stored settings into a patch the IPC schema accepts", () => {
    const stored = settingsSchema.parse({ backend: { kind: "hosted", url: "https://abc.supabase.co", anonKey: "k".repeat(30) }, linkCheck: { concurrency: 12, perHost: 3, timeoutMs: 5_000 } });
    const form = settingsToForm(stored);
    expect(form).toMatchObject({ backendKind: "hosted", concurrency: 12, timeoutSeconds: 5 });
    expect(formToSettingsPatch(desktopSettingsSchema.parse(form))).toEqual({ backend: stored.backend, linkCheck: stored.linkCheck });
  });

  it("a local backend needs no anon key and sends none", () => {
    const values = desktopSettingsSchema.parse({ ...valid, backendKind: "local", url: "http://127.0.0.1:54321", anonKey: "" });
    expect(formToSettingsPatch(values).backend).toEqual({ kind: "local", url: "http://127.0.0.1:54321" });
  });

  it("refuses what the IPC schema refuses, with a message per field", () => {
    expect(messages({ ...valid, anonKey: "short" })).toEqual({ anonKey: "Enter the project's anon key (at least 20 characters)." });
    expect(messages({ ...valid, url: "ftp://example.com" })).toEqual({ url: "Enter an http(s) URL." });
    expect(messages({ ...valid, concurrency: 33 })).toEqual({ concurrency: "Concurrency must be a whole number from 1 to 32." });
    expect(messages({ ...valid, concurrency: 0 }).concurrency).toBeDefined();
    expect(messages({ ...valid, timeoutSeconds: 0.5 }).timeoutSeconds).toBe("Timeout must be from 1 to 60 seconds.");
    expect(messages({ ...valid, perHost: null }).perHost).toBe("Per-host limit must be a whole number from 1 to 8.");
    expect(messages(valid)).toEqual({});
  });

  it("says the same in French", () => {
    expect(messages({ ...valid, concurrency: 33 }, fr)).toEqual({ concurrency: "La simultanéité doit être un nombre entier de 1 à 32." });
    expect(messages({ ...valid, url: "ftp://example.com" }, fr)).toEqual({ url: "Entrez une adresse http(s)." });
  });
});
