import { toCsv, type CsvColumn } from "@shared/csv.ts";
import type { LinkCheckResult } from "@shared/ipc/index.ts";

const KEYS = [
  "url", "outcome", "status", "finalUrl", "whitelisted", "previewComplete", "missingFields", "imageUrl",
  "imageReachable", "title", "price", "titleChanged", "priceChanged", "sourceStatus", "timeMs", "attempts", "error",
] as const satisfies readonly (keyof LinkCheckResult)[];

const COLUMNS: CsvColumn<LinkCheckResult>[] = KEYS.map((key) => ({
  header: key,
  value: (result) => (key === "timeMs" ? Math.round(result.timeMs) : result[key]),
}));

/** The bulk checker's export: one row per result, in KEYS order. */
export function resultsToCsv(results: readonly LinkCheckResult[]): string {
  return toCsv(results, COLUMNS);
}
