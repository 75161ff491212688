import { settingsPatchSchema, settingsSchema } from "@shared/ipc/index.ts";
import type { Settings, SettingsPatch } from "@shared/ipc/index.ts";
import type { KeyValueStore } from "../kv-store.ts";

const KEY = "settings";
const SECTIONS = ["backend", "linkCheck", "debugger", "window"] as const;

/**
 * Reads what is on disk section by section: a section that no longer validates (hand-edited file,
 * older version) falls back to its default instead of taking the whole file down.
 */
export function readSettings(raw: unknown): Settings {
  const whole = settingsSchema.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const salvaged: Record<string, unknown> = {};
  for (const section of SECTIONS) {
    const attempt = settingsSchema.safeParse({ [section]: source[section] });
    if (attempt.success) salvaged[section] = attempt.data[section];
  }
  return settingsSchema.parse(salvaged);
}

export class SettingsService {
  constructor(private readonly store: KeyValueStore) {}

  get(): Settings {
    return readSettings(this.store.get(KEY));
  }

  /** Validates the patch (unknown in, so callers other than IPC are checked too) and persists the result. */
  update(patch: SettingsPatch | unknown): Settings {
    const parsed = settingsPatchSchema.parse(patch);
    const current = this.get();
    const next = settingsSchema.parse({
      ...current,
      ...(parsed.backend ? { backend: parsed.backend } : {}),
      linkCheck: { ...current.linkCheck, ...parsed.linkCheck },
      debugger: { ...current.debugger, ...parsed.debugger },
    });
    this.store.set(KEY, next);
    return next;
  }

  saveWindowState(state: Settings["window"]): void {
    const next = settingsSchema.parse({ ...this.get(), window: state });
    this.store.set(KEY, next);
  }
}
