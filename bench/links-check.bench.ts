/**
 * Bulk link-check benchmark: 1,000 URLs against local fixture sites (8 hosts on loopback, so that
 * per-host politeness of 2 still allows concurrency 8), static extraction, image probes included.
 * Then rendered mode (headless Chromium through the filtering proxy): pages per minute.
 *   npm run bench:links-check [-- --urls 1000 --rendered 12]
 * Targets: >= 50 URLs/s static, peak RSS <= 300 MB. The fixture servers run in this process, so
 * the memory figure includes them.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { extractPreviewFacts } from "../src/main/services/extraction.ts";
import { createPlaywrightEngine, CHROMIUM_PATH } from "../src/main/services/headless/playwright-engine.ts";
import { startRenderFixtures } from "@test-support/headless/render-fixtures.ts";
import { createCoreFetcher } from "../src/main/services/link-check/core-fetcher.ts";
import { LinkCheckJob } from "../src/main/services/link-check/job.ts";
import { startFixtureSites } from "@test-support/link-check/fixture-sites.ts";

const { values } = parseArgs({ options: { urls: { type: "string", default: "1000" }, rendered: { type: "string", default: "12" } } });
const policy = { allowPrivate: ["127.0.0.1"] };
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function staticMode(count: number) {
  const fixtures = await startFixtureSites(8);
  const fetcher = createCoreFetcher({ allowPrivate: policy.allowPrivate, env: {} });
  const urls = Array.from({ length: count }, (_, i) => `${fixtures.sites[i % 8]?.origin}/listing/${i}`);
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 20);
  const job = new LinkCheckJob({ urls, whitelist: ["127.0.0.1"], concurrency: 8, perHost: 2 }, { fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost });
  const started = performance.now();
  const results = await job.run();
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  await fetcher.close();
  await fixtures.close();
  const ok = results.filter((r) => r.outcome === "ok").length;
  const perHostMax = Math.max(...fixtures.sites.map((s) => s.maxInFlight));
  return { urls: count, ok, wallMs: Math.round(wallMs), urlsPerSecond: Math.round((count / wallMs) * 1000 * 10) / 10, peakRssMb: mb(peakRss), peakHeapMb: mb(peakHeap), maxInFlight: fixtures.globalMaxInFlight(), maxPerHost: perHostMax };
}

async function renderedMode(pages: number) {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` };
  const fixtures = await startRenderFixtures();
  const engine = createPlaywrightEngine({ policy });
  await engine.render(`${fixtures.origin}/js-only`, { deadlineMs: 15_000 }); // launch + warm-up, not timed
  const started = performance.now();
  let rendered = 0;
  for (let i = 0; i < pages; i++) {
    const outcome = await engine.render(`${fixtures.origin}/js-only`, { deadlineMs: 15_000 });
    if (outcome.html?.includes("88 Harbour Street")) rendered++;
  }
  const wallMs = performance.now() - started;
  await engine.close();
  await fixtures.close();
  return { pages, rendered, wallMs: Math.round(wallMs), pagesPerMinute: Math.round((pages / wallMs) * 60_000), msPerPage: Math.round(wallMs / pages) };
}

const staticResult = await staticMode(Number(values.urls));
console.log(JSON.stringify({ mode: "static", ...staticResult }));
console.log(`static: ${staticResult.urls} URLs in ${staticResult.wallMs} ms = ${staticResult.urlsPerSecond} URLs/s (target >= 50), peak RSS ${staticResult.peakRssMb} MB (target <= 300)`);
const renderedResult = await renderedMode(Number(values.rendered));
console.log(JSON.stringify({ mode: "rendered", ...renderedResult }));
