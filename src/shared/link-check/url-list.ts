/** Splits one CSV line (RFC 4180 quoting). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export interface UrlRow {
  url: string;
  /** From optional `title` and `price` columns: the values at posting time. */
  previous: { title?: string; price?: string } | null;
}

/**
 * The rows of a pasted list or file: one URL per line, or a CSV whose header has a `url` column
 * (and optionally `title` and `price`). Blank lines and `#` comments are skipped; a URL seen twice
 * is kept once, in first-seen order.
 */
export function parseUrlRows(text: string): UrlRow[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  const header = lines[0] === undefined ? [] : splitCsvLine(lines[0]).map((cell) => cell.toLowerCase());
  const [urlColumn, titleColumn, priceColumn] = ["url", "title", "price"].map((name) => header.indexOf(name)) as [number, number, number];
  const rows: UrlRow[] =
    urlColumn < 0
      ? lines.map((url) => ({ url, previous: null }))
      : lines.slice(1).map((line) => {
          const cells = splitCsvLine(line);
          const title = titleColumn >= 0 ? cells[titleColumn] : undefined;
          const price = priceColumn >= 0 ? cells[priceColumn] : undefined;
          return { url: cells[urlColumn] ?? "", previous: title || price ? { ...(title ? { title } : {}), ...(price ? { price } : {}) } : null };
        });
  const seen = new Set<string>();
  return rows.filter((row) => /^https?:\/\//i.test(row.url) && !seen.has(row.url) && seen.add(row.url));
}

export function parseUrlList(text: string): string[] {
  return parseUrlRows(text).map((row) => row.url);
}
