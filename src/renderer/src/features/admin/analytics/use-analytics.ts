import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "@renderer/lib/state.ts";
import { analyticsRangeAtom, rangeDays } from "./range.ts";
import { analyticsQuery, type AnalyticsKind } from "@renderer/data/analytics/queries.ts";

/** One analytics RPC for the selected date range. */
export function useAnalytics<K extends AnalyticsKind>(kind: K) {
  const range = useAtomValue(analyticsRangeAtom);
  const query = useQuery(analyticsQuery(kind, range));
  return { ...query, range };
}

/** "analytics-listings-2026-08-24_2026-11-22.csv": the first and last day the picker shows. */
export function csvName(kind: string, range: { from: string; to: string }): string {
  const { first, last } = rangeDays(range);
  return `analytics-${kind}-${first}_${last}.csv`;
}
