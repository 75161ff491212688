/** Relative times: "5 minutes" / "5 minutes ago" in the wording of date-fns' formatDistance. */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** The distance between a past date and now, e.g. "less than a minute", "about 2 hours", "3 days". */
export function timeDistance(date: string | number | Date, now: Date = new Date()): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  if (seconds < 45) return "less than a minute";
  if (seconds < 90) return "1 minute";
  if (seconds < 45 * MINUTE) return plural(Math.round(seconds / MINUTE), "minute");
  if (seconds < 90 * MINUTE) return "about 1 hour";
  if (seconds < DAY) return `about ${plural(Math.round(seconds / HOUR), "hour")}`;
  if (seconds < 42 * HOUR) return "1 day";
  if (seconds < MONTH) return plural(Math.round(seconds / DAY), "day");
  if (seconds < 45 * DAY) return "about 1 month";
  if (seconds < YEAR) return plural(Math.round(seconds / MONTH), "month");
  const years = Math.floor(seconds / YEAR);
  return years <= 1 ? "about 1 year" : `over ${plural(years, "year")}`;
}

/** "3 days ago". */
export function timeAgo(date: string | number | Date, now: Date = new Date()): string {
  return `${timeDistance(date, now)} ago`;
}
