/** A text to match as it is inside a pattern: its pattern characters escaped ("St. John's (Downtown)"). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
