import { z } from "zod";
import { backendSchema, linkCheckSettingsSchema, settingsPatchSchema } from "../ipc/index.ts";
import type { Settings, SettingsPatch } from "../ipc/index.ts";
import { message } from "./messages.ts";

const CONCURRENCY = message("validation.desktop.concurrency");
const PER_HOST = message("validation.desktop.perHost");
const TIMEOUT = message("validation.desktop.timeout");

/**
 * The desktop Settings form: one flat set of fields. The rules are the IPC settings schema's
 * (src/shared/ipc/schemas/settings.ts): the form re-checks its values against that schema and shows its messages
 * (catalogue keys, messages.ts, read in the app's language).
 */
export const desktopSettingsSchema = z
  .object({
    backendKind: z.enum(["local", "hosted"]),
    url: z.string().trim().min(1, message("validation.desktop.urlRequired")),
    anonKey: z.string().trim(),
    concurrency: z.number({ error: CONCURRENCY }).int(CONCURRENCY).min(1, CONCURRENCY).max(32, CONCURRENCY),
    perHost: z.number({ error: PER_HOST }).int(PER_HOST).min(1, PER_HOST).max(8, PER_HOST),
    timeoutSeconds: z.number({ error: TIMEOUT }).min(1, TIMEOUT).max(60, TIMEOUT),
  })
  .superRefine((values, ctx) => {
    const backend = backendSchema.safeParse(backendOf(values));
    if (backend.success) return;
    for (const issue of backend.error.issues) {
      const field = issue.path[0] === "anonKey" ? "anonKey" : "url";
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: field === "anonKey" ? message("validation.desktop.anonKey") : message("validation.desktop.url"),
      });
    }
    if (!linkCheckSettingsSchema.safeParse(linkCheckOf(values)).success) {
      ctx.addIssue({ code: "custom", path: ["timeoutSeconds"], message: TIMEOUT });
    }
  });

export type DesktopSettingsInput = z.input<typeof desktopSettingsSchema>;
export type DesktopSettingsValues = z.output<typeof desktopSettingsSchema>;

function backendOf(values: Pick<DesktopSettingsValues, "backendKind" | "url" | "anonKey">) {
  return values.backendKind === "local" ? { kind: "local" as const, url: values.url } : { kind: "hosted" as const, url: values.url, anonKey: values.anonKey };
}

function linkCheckOf(values: Pick<DesktopSettingsValues, "concurrency" | "perHost" | "timeoutSeconds">) {
  return { concurrency: values.concurrency, perHost: values.perHost, timeoutMs: Math.round(values.timeoutSeconds * 1_000) };
}

/** Form values from the stored settings. */
export function settingsToForm(settings: Settings): DesktopSettingsValues {
  return {
    backendKind: settings.backend.kind,
    url: settings.backend.url,
    anonKey: settings.backend.kind === "hosted" ? settings.backend.anonKey : "",
    concurrency: settings.linkCheck.concurrency,
    perHost: settings.linkCheck.perHost,
    timeoutSeconds: settings.linkCheck.timeoutMs / 1_000,
  };
}

/** The settings:update request for valid form values (checked again against the IPC patch schema). */
export function formToSettingsPatch(values: DesktopSettingsValues): SettingsPatch {
  return settingsPatchSchema.parse({ backend: backendOf(values), linkCheck: linkCheckOf(values) });
}
