/** CSV text (RFC 4180 quoting, CRLF line ends) with a formula-injection guard for spreadsheet apps. */
export type CsvValue = string | number | boolean | null | undefined | readonly string[];
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

/** One cell: lists joined by spaces, text that a spreadsheet would run as a formula prefixed with `'`, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = Array.isArray(value) ? value.join(" ") : String(value);
  if (typeof value !== "number" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
