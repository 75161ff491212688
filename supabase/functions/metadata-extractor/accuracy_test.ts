// Listing data accuracy under Deno: the edge function's extraction core scores the same on the listing-page corpus.
import assert from "node:assert/strict";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import { HELD_OUT_2_PAGES, HELD_OUT_3_PAGES, HELD_OUT_4_PAGES, HELD_OUT_5_PAGES, HELD_OUT_6_PAGES, HELD_OUT_7_PAGES, HELD_OUT_PAGES, scorePage, table, tally, TUNED_PAGES } from "@test-support/listing-pages/index.ts";

Deno.test("listing pages: at least 90% of facts right and none invented on the tuned pages and the second to seventh held-out corpora, at least 90% on the first held-out one", () => {
  const tuned = TUNED_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  const heldOut = HELD_OUT_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  const t = tally(tuned);
  console.log(table(tuned, "fact"));
  assert.deepEqual(tuned.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  assert.ok(t.right / t.stated >= 0.9, `tuned pages: ${t.right}/${t.stated}`);
  const h = tally(heldOut);
  assert.ok(h.right / h.stated >= 0.9, `held-out pages: ${h.right}/${h.stated}`);
  const second = HELD_OUT_2_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  assert.deepEqual(second.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  const s = tally(second);
  assert.ok(s.right / s.stated >= 0.9, `second held-out corpus: ${s.right}/${s.stated}`);
  const thirdResults = HELD_OUT_3_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  assert.deepEqual(thirdResults.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  const third = tally(thirdResults);
  assert.ok(third.right / third.stated >= 0.9, `third held-out corpus: ${third.right}/${third.stated}`);
  const fourthResults = HELD_OUT_4_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  assert.deepEqual(fourthResults.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  const fourth = tally(fourthResults);
  assert.ok(fourth.right / fourth.stated >= 0.9, `fourth held-out corpus: ${fourth.right}/${fourth.stated}`);
  const fifthResults = HELD_OUT_5_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  assert.deepEqual(fifthResults.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  const fifth = tally(fifthResults);
  assert.ok(fifth.right / fifth.stated >= 0.9, `fifth held-out corpus: ${fifth.right}/${fifth.stated}`);
  const sixthResults = HELD_OUT_6_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  assert.deepEqual(sixthResults.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  const sixth = tally(sixthResults);
  assert.ok(sixth.right / sixth.stated >= 0.9, `sixth held-out corpus: ${sixth.right}/${sixth.stated}`);
  const seventhResults = HELD_OUT_7_PAGES.flatMap((page) => scorePage(page, extractFromHtml(page.html, page.pageUrl)));
  assert.deepEqual(seventhResults.filter((r) => r.verdict === "wrong").map((r) => `${r.page} ${r.fact}`), []);
  const seventh = tally(seventhResults);
  assert.ok(seventh.right / seventh.stated >= 0.9, `seventh held-out corpus: ${seventh.right}/${seventh.stated}`);
});
