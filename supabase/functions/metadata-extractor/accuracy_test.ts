// Listing data accuracy under Deno: the edge function's extraction core scores the same on the listing-page corpus.
import assert from "node:assert/strict";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import { CORPORA, scorePage, table, tally } from "@test-support/listing-pages/index.ts";

Deno.test("listing pages: at least 90% of facts right and none invented on the tuned pages and the second to ninth held-out corpora, at least 90% on the first held-out one", () => {
  for (const { label, pages, noneWrong } of CORPORA) {
    const results = pages.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
    console.log(`${label}\n${table(results, "fact")}`);
    if (noneWrong) assert.deepEqual(results.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
    const t = tally(results);
    assert.ok(t.right / t.stated >= 0.9, `${label}: ${t.right}/${t.stated}`);
  }
});
