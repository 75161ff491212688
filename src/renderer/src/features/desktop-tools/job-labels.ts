import type { MessageKey } from "@shared/i18n/messages/en.ts";
import type { Translate } from "@renderer/lib/i18n.tsx";

/**
 * The names a check is saved under in the app's history (main process, with its results). They are stored in
 * English and named in the reader's language when shown, so the history follows a change of language; a CSV file's
 * name is shown as it is.
 */
export const JOB_LABELS = { mine: "My posts", all: "All posts", pasted: "Pasted list" } as const;

const LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  [JOB_LABELS.mine]: "desktop.job.mine",
  [JOB_LABELS.all]: "desktop.job.all",
  [JOB_LABELS.pasted]: "desktop.job.pasted",
};

/** A history entry's name; an unnamed check is "Link check" ("link check" inside a sentence). */
export function jobLabel(t: Translate, label: string | null | undefined, position: "start" | "inside" = "start"): string {
  if (label === null || label === undefined) return t(position === "start" ? "desktop.job.default" : "desktop.job.defaultInside");
  const key = LABEL_KEYS[label];
  return key ? t(key) : label;
}
