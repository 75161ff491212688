// How scripts/schema-diff.ts compares two pg_dump --schema-only outputs.

/** The statements of a schema-only dump, one entry each (comments and SET lines dropped), sorted. */
export function normaliseDump(dump: string): string[] {
  const entries: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const text = current.join("\n").trim();
    if (text) entries.push(text);
    current = [];
  };
  for (const line of dump.split("\n")) {
    if (line.startsWith("-- Name: ")) flush();
    if (/^--/.test(line) || /^SET /.test(line) || /^\\(un)?restrict /.test(line) || line.startsWith("SELECT pg_catalog.set_config")) continue;
    if (line.trim() === "") continue;
    current.push(line.trimEnd());
  }
  flush();
  return entries.sort();
}

/** One line per statement added, removed or changed between two normalised dumps, keyed by its first line. */
export function summarise(before: string[], after: string[]): string[] {
  const byKey = (entries: string[]) => {
    const map = new Map<string, string[]>();
    for (const entry of entries) {
      const key = entry.split("\n")[0]!.replace(/\s+AS \$.*$/, "");
      map.set(key, [...(map.get(key) ?? []), entry]);
    }
    return map;
  };
  const a = byKey(before);
  const b = byKey(after);
  return [...new Set([...a.keys(), ...b.keys()])].sort().flatMap((key) => {
    const x = a.get(key);
    const y = b.get(key);
    if (!y) return [`removed  ${key}`];
    if (!x) return [`added    ${key}`];
    return x.join("\n") === y.join("\n") ? [] : [`changed  ${key}`];
  });
}
