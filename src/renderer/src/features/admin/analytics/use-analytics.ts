import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "../../../lib/state.ts";
import { analyticsRangeAtom } from "./range.ts";
import { analyticsQuery, type AnalyticsKind } from "../../../data/analytics/queries.ts";

/** One analytics RPC for the selected date range. */
export function useAnalytics<K extends AnalyticsKind>(kind: K) {
  const range = useAtomValue(analyticsRangeAtom);
  const query = useQuery(analyticsQuery(kind, range));
  return { ...query, range };
}

/** "analytics-listings-2026-08-24_2026-11-22.csv". */
export function csvName(kind: string, range: { from: string; to: string }): string {
  return `analytics-${kind}-${range.from.slice(0, 10)}_${range.to.slice(0, 10)}.csv`;
}
