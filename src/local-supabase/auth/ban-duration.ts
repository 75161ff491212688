/** A Go duration made of hours, minutes and seconds ("24h", "1h30m", "90m", "60s") in milliseconds, or undefined. */
export function durationMs(text: string): number | undefined {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === "") return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/**
 * GoTrue's ban_duration: "none" lifts a ban; otherwise a Go duration ("24h", "1h30m", "90m", "876000h").
 * Returns null for "none", a Date for a valid duration, undefined when the text is not a duration.
 */
export function parseBanDuration(text: string, now = new Date()): Date | null | undefined {
  if (text === "none") return null;
  const ms = durationMs(text);
  return ms !== undefined && ms > 0 ? new Date(now.getTime() + ms) : undefined;
}
