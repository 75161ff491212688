import { z } from "zod";
import { backendSchema, linkCheckSettingsSchema, settingsPatchSchema } from "../ipc/index.ts";
import type { Settings, SettingsPatch } from "../ipc/index.ts";

/**
 * The desktop Settings form: one flat set of fields. The rules are the IPC settings schema's
 * (src/shared/ipc/schemas/settings.ts): the form re-checks its values against that schema and shows its messages.
 */
export const desktopSettingsSchema = z
  .object({
    backendKind: z.enum(["local", "hosted"]),
    url: z.string().trim().min(1, "Backend URL is required."),
    anonKey: z.string().trim(),
    concurrency: z.number({ error: "Concurrency must be a whole number from 1 to 32." }).int().min(1, "Concurrency must be a whole number from 1 to 32.").max(32, "Concurrency must be a whole number from 1 to 32."),
    perHost: z.number({ error: "Per-host limit must be a whole number from 1 to 8." }).int().min(1, "Per-host limit must be a whole number from 1 to 8.").max(8, "Per-host limit must be a whole number from 1 to 8."),
    timeoutSeconds: z.number({ error: "Timeout must be from 1 to 60 seconds." }).min(1, "Timeout must be from 1 to 60 seconds.").max(60, "Timeout must be from 1 to 60 seconds."),
  })
  .superRefine((values, ctx) => {
    const backend = backendSchema.safeParse(backendOf(values));
    if (backend.success) return;
    for (const issue of backend.error.issues) {
      const field = issue.path[0] === "anonKey" ? "anonKey" : "url";
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: field === "anonKey" ? "Enter the project's anon key (at least 20 characters)." : "Enter an http(s) URL.",
      });
    }
    if (!linkCheckSettingsSchema.safeParse(linkCheckOf(values)).success) {
      ctx.addIssue({ code: "custom", path: ["timeoutSeconds"], message: "Timeout must be from 1 to 60 seconds." });
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
