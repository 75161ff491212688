import type { LinkCheckResult } from "../../platform/index.ts";

export type StatusFilter = "ok" | "warning" | "failed";

export interface ResultFilters {
  status: StatusFilter[];
  /** null: either. */
  whitelisted: boolean | null;
  missingFields: boolean;
  changed: boolean;
  /** The source no longer lists the home: sold, removed, expired, or redirected to a search page. */
  deadOnSource: boolean;
}

export const NO_FILTERS: ResultFilters = { status: [], whitelisted: null, missingFields: false, changed: false, deadOnSource: false };

/** The results the table shows for the chosen filters (a cancelled check counts as failed). */
export function filterResults(results: readonly LinkCheckResult[], filters: ResultFilters): LinkCheckResult[] {
  return results.filter((result) => {
    const status: StatusFilter = result.outcome === "cancelled" ? "failed" : result.outcome;
    if (filters.status.length > 0 && !filters.status.includes(status)) return false;
    if (filters.whitelisted !== null && result.whitelisted !== filters.whitelisted) return false;
    if (filters.missingFields && result.missingFields.length === 0) return false;
    if (filters.changed && result.titleChanged !== true && result.priceChanged !== true) return false;
    if (filters.deadOnSource && (result.sourceStatus === null || result.sourceStatus === "live")) return false;
    return true;
  });
}

/** "1 min 5 s" / "12 s" for the ETA and elapsed time. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1_000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
