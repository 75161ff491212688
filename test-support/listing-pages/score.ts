/** Scores extraction against the listing pages' expected facts: right, missing and wrong, per site and per fact. */
// Relative, not @shared/: Deno loads this file from outside its functions' workspace, where no import map applies.
import type { LinkMetadata } from "../../src/shared/link-intelligence/types.ts";
import type { ExpectedFacts, ListingPage } from "./types.ts";

export const SCORED_FACTS = [
  "price", "propertyKind", "street", "city", "neighbourhood", "province", "postalCode", "bedrooms", "bedroomsBelowGrade",
  "bathrooms", "bathroomsFull", "bathroomsHalf", "squareFootage", "lot", "yearBuilt", "mlsNumber", "listingAgentName",
  "brokerageName", "geo",
] as const satisfies ReadonlyArray<keyof ExpectedFacts>;
export type ScoredFact = (typeof SCORED_FACTS)[number];

/** Scored only where the page's expectation names them (a total alone does not say how it splits). */
const ONLY_WHEN_EXPECTED = new Set<ScoredFact>(["bathroomsFull", "bathroomsHalf"]);

export type Verdict = "right" | "missing" | "wrong" | "absent-ok";
export type FactResult = { page: string; site: string; fact: ScoredFact; verdict: Verdict; expected: unknown; got: unknown; source?: string };

/** The extracted value of a fact, in the expectation's shape. */
export function extractedFact(meta: LinkMetadata, fact: ScoredFact): unknown {
  const sd = meta.structuredData;
  if (!sd) return null;
  switch (fact) {
    case "price":
      return sd.price ?? null;
    case "street":
    case "city":
    case "province":
      return sd.address[fact];
    default:
      return sd[fact] ?? null;
  }
}

const SOURCE_FIELD: Partial<Record<ScoredFact, string>> = { street: "address.street", city: "address.city", province: "address.province" };

const fold = (s: string): string =>
  s.normalize("NFC").toLowerCase().replace(/[’‘`]/g, "'").replace(/[‐-―]/g, "-").replace(/\s+/g, " ").trim();

function near(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= Math.max(tolerance * Math.abs(b), 1e-9);
}

export function sameFact(fact: ScoredFact, expected: unknown, got: unknown): boolean {
  if (got === null || got === undefined) return false;
  if (typeof expected === "string") return typeof got === "string" && fold(got) === fold(expected);
  if (typeof expected === "number") return typeof got === "number" && (fact === "squareFootage" ? near(got, expected, 0.01) : got === expected);
  if (fact === "price") {
    const e = expected as NonNullable<ExpectedFacts["price"]>;
    const g = got as { amount: number; currency: string; period: string };
    return g.amount === e.amount && g.currency === (e.currency ?? "CAD") && g.period === (e.period ?? "sale");
  }
  if (fact === "lot") {
    const e = expected as NonNullable<ExpectedFacts["lot"]>;
    const g = got as { value: number; unit: string };
    return g.unit === e.unit && near(g.value, e.value, 0.01);
  }
  if (fact === "geo") {
    const e = expected as NonNullable<ExpectedFacts["geo"]>;
    const g = got as { lat: number; lng: number };
    return Math.abs(g.lat - e.lat) < 1e-4 && Math.abs(g.lng - e.lng) < 1e-4;
  }
  return JSON.stringify(got) === JSON.stringify(expected);
}

export function scorePage(page: ListingPage, meta: LinkMetadata): FactResult[] {
  const out: FactResult[] = [];
  for (const fact of SCORED_FACTS) {
    const expected = page.expected[fact];
    if (expected === undefined && ONLY_WHEN_EXPECTED.has(fact)) continue;
    const got = extractedFact(meta, fact);
    const present = got !== null && got !== undefined;
    const verdict: Verdict = expected === undefined ? (present ? "wrong" : "absent-ok") : !present ? "missing" : sameFact(fact, expected, got) ? "right" : "wrong";
    const source = meta.sources?.[`structuredData.${SOURCE_FIELD[fact] ?? fact}`];
    out.push({ page: page.name, site: page.site, fact, verdict, expected: expected ?? null, got: present ? got : null, ...(source ? { source } : {}) });
  }
  return out;
}

export type Tally = { right: number; missing: number; wrong: number; stated: number };

/** Right of the facts the pages state; a wrong value counts against, as does an invented one. */
export function tally(results: FactResult[]): Tally {
  const t: Tally = { right: 0, missing: 0, wrong: 0, stated: 0 };
  for (const r of results) {
    if (r.verdict === "right") t.right++;
    if (r.verdict === "missing") t.missing++;
    if (r.verdict === "wrong") t.wrong++;
    if (r.expected !== null) t.stated++;
  }
  return t;
}

export const pct = (t: Tally): string => (t.stated === 0 ? "—" : `${((100 * t.right) / t.stated).toFixed(1)}%`);

/** A Markdown table of right/stated, missing and wrong, grouped by `key`. */
export function table(results: FactResult[], key: "site" | "fact"): string {
  const groups = new Map<string, FactResult[]>();
  for (const r of results) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  const rows = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  const lines = [`| ${key} | right | missing | wrong | accuracy |`, "|---|---|---|---|---|"];
  for (const [name, rs] of rows) {
    const t = tally(rs);
    lines.push(`| ${name} | ${t.right}/${t.stated} | ${t.missing} | ${t.wrong} | ${pct(t)} |`);
  }
  const all = tally(results);
  lines.push(`| **all** | ${all.right}/${all.stated} | ${all.missing} | ${all.wrong} | ${pct(all)} |`);
  return lines.join("\n");
}

/** One line per fact that is not right, for the test's output. */
export function misses(results: FactResult[]): string[] {
  return results
    .filter((r) => r.verdict === "missing" || r.verdict === "wrong")
    .map((r) => `${r.verdict.padEnd(7)} ${r.page} ${r.fact}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.got)}${r.source ? ` (${r.source})` : ""}`);
}
