import fs from "node:fs";
import path from "node:path";
import { durationMs } from "./ban-duration.ts";

/** GoTrue's own default for SMTP_MAX_FREQUENCY, and hosted Supabase's: one e-mail per address per minute. */
export const GOTRUE_MAX_FREQUENCY_SECONDS = 60;

/**
 * `[auth.email] max_frequency` of the Supabase CLI's config.toml: the least time between two e-mails (confirmation,
 * recovery, magic link) to one address. `supabase config push` sends the same key to hosted Auth
 * (smtp_max_frequency), so the local stack and production follow one setting. Absent, GoTrue's default applies.
 * A deliberately small reader: section headers and `key = value` lines; everything else is ignored.
 */
export function readMaxFrequencySeconds(configToml: string): number {
  let section: string | undefined;
  for (const rawLine of configToml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, "").trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[\s*([^\]\s]+)\s*\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    const setting = /^max_frequency\s*=\s*"([^"]*)"$/.exec(line);
    if (section !== "auth.email" || !setting) continue;
    const ms = durationMs(setting[1]!);
    if (ms === undefined) throw new Error(`[auth.email] max_frequency must be a duration such as "60s" or "1m", not "${setting[1]}"`);
    return Math.ceil(ms / 1000);
  }
  return GOTRUE_MAX_FREQUENCY_SECONDS;
}

const cache = new Map<string, number>();

/** max_frequency from the config.toml beside the functions root (supabase/config.toml for supabase/functions). */
export function loadMaxFrequencySeconds(functionsDir: string): number {
  const file = path.join(path.dirname(functionsDir), "config.toml");
  let seconds = cache.get(file);
  if (seconds === undefined) {
    seconds = fs.existsSync(file) ? readMaxFrequencySeconds(fs.readFileSync(file, "utf8")) : GOTRUE_MAX_FREQUENCY_SECONDS;
    cache.set(file, seconds);
  }
  return seconds;
}
