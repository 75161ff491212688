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

/**
 * The URLs of a pasted list or file: one URL per line, or a CSV whose header has a `url` column.
 * Blank lines and `#` comments are skipped; duplicates are kept once, in first-seen order.
 */
export function parseUrlList(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  const header = lines[0] === undefined ? [] : splitCsvLine(lines[0]).map((cell) => cell.toLowerCase());
  const column = header.indexOf("url");
  const urls = column >= 0 ? lines.slice(1).map((line) => splitCsvLine(line)[column] ?? "") : lines;
  return [...new Set(urls.filter((url) => /^https?:\/\//i.test(url)))];
}
