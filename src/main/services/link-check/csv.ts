import type { LinkCheckResult } from "../../../shared/ipc/index.ts";

const COLUMNS = [
  "url", "outcome", "status", "finalUrl", "whitelisted", "previewComplete", "missingFields", "imageUrl",
  "imageReachable", "title", "price", "titleChanged", "priceChanged", "timeMs", "attempts", "error",
] as const satisfies readonly (keyof LinkCheckResult)[];

/** One CSV cell: quoted when needed, and formula-looking text neutralised (CSV injection). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = Array.isArray(value) ? value.join(" ") : typeof value === "number" ? String(Math.round(value)) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function resultsToCsv(results: readonly LinkCheckResult[]): string {
  const lines = [COLUMNS.join(",")];
  for (const result of results) lines.push(COLUMNS.map((column) => csvCell(result[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
