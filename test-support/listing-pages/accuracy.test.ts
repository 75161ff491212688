/**
 * Listing data accuracy (issue 18): every listing page through extractFromHtml, facts compared with what the page
 * states. Fails below 90% on the tuned pages and on any wrong or invented fact; prints per-site and per-fact tables.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import { CORPORA, LISTING_PAGES, TUNED_PAGES } from "./index.ts";
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
    expect(new Set(LISTING_PAGES.map((p) => p.name)).size).toBe(LISTING_PAGES.length);
  });

  it.each(CORPORA)("holds the $label as written ($size.pages pages, $size.sites sites)", ({ pages, size }) => {
    expect({ pages: pages.length, sites: new Set(pages.map((p) => p.site)).size }).toEqual(size);
  });

  // Each corpus with its bar. Held-out corpora are written by another author and committed before the extractor
  // first runs on them; their first measurements are the README's honest figures (held-out 1 wrong, second 84.8% and
  // 5 wrong, third 75.0% and 11 wrong, fourth 82.5% and 5 wrong, fifth 90.5% and 9 wrong,
  // sixth 86.0% and 9 wrong, seventh 95.1% and 4 wrong, eighth 89.8% and 8 wrong, ninth 95.6% and 5 wrong,
  // tenth 96.3% and none wrong, eleventh 91.7% and 8 wrong, twelfth 87.5% and 12 wrong,
  // thirteenth 96.9% and 1 wrong, fourteenth 95.6% and none wrong,
  // fifteenth 78.2% and 4 wrong). The first held-out corpus is measured, never tuned
  // against (its wrong values are reported, not fixed for it); the general rules added for the later corpora's misses
  // keep each of them at 90% with no wrong value, as the tuned pages.
  it.each(CORPORA)("gets at least 90% of the facts right on the $label (none invented: $noneWrong)", ({ label, pages, noneWrong }) => {
    const results = run(pages);
    report(label, results);
    const t = tally(results);
    if (noneWrong) expect(results.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`)).toEqual([]);
    expect(t.right / t.stated).toBeGreaterThanOrEqual(0.9);
  });

  it.each(LISTING_PAGES.map((p) => [p.name, p] as const))("%s keeps each fact's source", (_name, page) => {
    const meta = extractFromHtml(page.html, page.pageUrl);
    for (const r of scorePage(page, meta)) if (r.verdict === "right") expect(r.source, `${page.name} ${r.fact}`).toMatch(/^[a-z-]+:/);
  });
});
