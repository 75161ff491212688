import { atom } from "../../../lib/state.ts";
import type { DateRange } from "../../../data/analytics/queries.ts";

export type { DateRange };

const DAY = 24 * 60 * 60 * 1000;

/** The last `days` days up to the end of today (UTC midnight boundaries keep query keys stable). */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY;
  return { from: new Date(end - days * DAY).toISOString(), to: new Date(end).toISOString() };
}

/** The analytics date range [from, to): client state shared by the six sub-pages. */
export const analyticsRangeAtom = atom<DateRange>(lastDays(90));
