/**
 * Listing data accuracy (issue 18): every listing page through extractFromHtml, facts compared with what the page
 * states. Fails below 90% on the tuned pages and on any wrong or invented fact; prints per-site and per-fact tables.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import { HELD_OUT_2_PAGES, HELD_OUT_3_PAGES, HELD_OUT_4_PAGES, HELD_OUT_PAGES, TUNED_PAGES } from "./index.ts";
import { misses, pct, scorePage, table, tally } from "./score.ts";
import type { FactResult } from "./score.ts";
import type { ListingPage } from "./types.ts";

function run(pages: ListingPage[]): FactResult[] {
  return pages.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
}

function report(label: string, results: FactResult[]): void {
  const t = tally(results);
  console.log(`\n${label}: ${t.right}/${t.stated} facts right (${pct(t)}), ${t.missing} missing, ${t.wrong} wrong\n\n${table(results, "site")}\n\n${table(results, "fact")}\n`);
  const lines = misses(results);
  if (lines.length > 0) console.log(lines.join("\n"));
}

describe("listing data accuracy", () => {
  it("has a page per site, two for bilingual sites, and held-out pages", () => {
    const sites = new Set(TUNED_PAGES.map((p) => p.site));
    for (const site of ["realtor.ca", "centris.ca", "duproprio.com", "zolo.ca", "housesigma.com", "remax.ca", "royallepage.ca", "kijiji.ca", "rew.ca", "condos.ca", "point2homes.com", "zillow.com", "realtor.com"]) {
      expect(sites, site).toContain(site);
    }
    for (const site of ["realtor.ca", "centris.ca", "duproprio.com"]) expect(TUNED_PAGES.filter((p) => p.site === site).length, site).toBeGreaterThanOrEqual(2);
    expect(HELD_OUT_PAGES.length).toBeGreaterThanOrEqual(5);
    expect(HELD_OUT_2_PAGES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(HELD_OUT_2_PAGES.map((p) => p.site)).size).toBeGreaterThanOrEqual(6);
    expect(HELD_OUT_3_PAGES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(HELD_OUT_3_PAGES.map((p) => p.site)).size).toBeGreaterThanOrEqual(10);
    expect(HELD_OUT_4_PAGES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(HELD_OUT_4_PAGES.map((p) => p.site)).size).toBeGreaterThanOrEqual(10);
    const all = [...TUNED_PAGES, ...HELD_OUT_PAGES, ...HELD_OUT_2_PAGES, ...HELD_OUT_3_PAGES, ...HELD_OUT_4_PAGES];
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
  });

  it("gets at least 90% of the tuned pages' facts right and invents none", () => {
    const results = run(TUNED_PAGES);
    report("tuned pages", results);
    const t = tally(results);
    expect(results.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`)).toEqual([]);
    expect(t.right / t.stated).toBeGreaterThanOrEqual(0.9);
  });

  // Held-out pages are measured, never tuned against: their wrong values are reported (README), not fixed for them.
  it("gets at least 90% of the held-out pages' facts right", () => {
    const results = run(HELD_OUT_PAGES);
    report("held-out pages", results);
    const t = tally(results);
    expect(t.right / t.stated).toBeGreaterThanOrEqual(0.9);
  });

  // The second held-out corpus: a second author's pages, measured before any rule changed (84.8%, 5 wrong: README);
  // the general rules added for its misses since keep it at 90% with no wrong value.
  it("gets at least 90% of the second held-out corpus's facts right and invents none", () => {
    const results = run(HELD_OUT_2_PAGES);
    report("second held-out corpus", results);
    const t = tally(results);
    expect(results.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`)).toEqual([]);
    expect(t.right / t.stated).toBeGreaterThanOrEqual(0.9);
  });

  // The third held-out corpus: a third author's pages of other page generations, committed before the extractor first
  // ran on them (75.0%, 11 wrong: README); the general rules added for its misses since keep it at 90% with no wrong value.
  it("gets at least 90% of the third held-out corpus's facts right and invents none", () => {
    const results = run(HELD_OUT_3_PAGES);
    report("third held-out corpus", results);
    const t = tally(results);
    expect(results.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`)).toEqual([]);
    expect(t.right / t.stated).toBeGreaterThanOrEqual(0.9);
  });

  // The fourth held-out corpus: a fourth author's pages of other property types and sites, committed before the
  // extractor first ran on them (first measurement: README); fails below 90% or on any wrong value.
  it("gets at least 90% of the fourth held-out corpus's facts right and invents none", () => {
    const results = run(HELD_OUT_4_PAGES);
    report("fourth held-out corpus", results);
    const t = tally(results);
    expect(results.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`)).toEqual([]);
    expect(t.right / t.stated).toBeGreaterThanOrEqual(0.9);
  });

  it.each([...TUNED_PAGES, ...HELD_OUT_PAGES, ...HELD_OUT_2_PAGES, ...HELD_OUT_3_PAGES, ...HELD_OUT_4_PAGES].map((p) => [p.name, p] as const))("%s keeps each fact's source", (_name, page) => {
    const meta = extractFromHtml(page.html, page.pageUrl);
    for (const r of scorePage(page, meta)) if (r.verdict === "right") expect(r.source, `${page.name} ${r.fact}`).toMatch(/^[a-z-]+:/);
  });
});
