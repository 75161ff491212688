import { atom } from "@renderer/lib/state.ts";
import type { DateRange } from "@renderer/data/analytics/queries.ts";

export type { DateRange };

const DAY = 24 * 60 * 60 * 1000;

/** The last `days` days up to the end of today (UTC midnight boundaries keep query keys stable). */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY;
  return { from: new Date(end - days * DAY).toISOString(), to: new Date(end).toISOString() };
}

/**
 * The calendar days a range covers, first and last inclusive ("YYYY-MM-DD"), as the picker shows them and the CSV
 * file is named. Ranges are UTC days (the RPCs' buckets); `to` is exclusive, so the last day is the one before it.
 */
export function rangeDays(range: DateRange): { first: string; last: string } {
  return { first: new Date(range.from).toISOString().slice(0, 10), last: new Date(Date.parse(range.to) - DAY).toISOString().slice(0, 10) };
}

/** The range of the calendar days `first`..`last` ("YYYY-MM-DD", inclusive) picked in the date picker. */
export function rangeOfDays(first: string, last: string): DateRange {
  return { from: `${first}T00:00:00.000Z`, to: new Date(Date.parse(`${last}T00:00:00.000Z`) + DAY).toISOString() };
}

/** The analytics date range [from, to): client state shared by the six sub-pages. */
export const analyticsRangeAtom = atom<DateRange>(lastDays(90));
