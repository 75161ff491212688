/** An axis date that reads as a date, "Nov 3, 2026" (with a two-digit year, "Nov 3, 26" read as two days). UTC days. */
export function axisDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}
