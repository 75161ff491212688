/**
 * Link-extraction benchmark: `node --import tsx bench/link-extract.bench.ts`
 * 1. extractFromHtml on a ~1 MB listing page (p50/p95 over 30 runs after warm-up; budget p50 <= 30 ms): a page of the
 *    listing-page corpus (test-support/listing-pages) padded with a state script and a thousand similar-homes cards.
 * 2. 100 fixture URLs through fetchAndExtract with concurrency 8 against the local fixture server.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { extractFromHtml } from "@shared/link-intelligence/index.ts";
import { bigListingPage } from "@test-support/listing-pages/big-page.ts";
import type { LinkMetadata } from "@shared/link-intelligence/index.ts";
import { createLinkFetcher, fetchAndExtract } from "@shared/link-intelligence/node/index.ts";
import { startFixtureServer } from "@test-support/link-fixtures/fixture-server.ts";

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function benchExtract(): void {
  // A realtor.ca-like listing page padded to 1 MB with the bulk real pages carry (state scripts, similar-homes cards).
  const { html, pageUrl } = bigListingPage(1024 * 1024);
  for (let i = 0; i < 10; i++) extractFromHtml(html, pageUrl);
  const times: number[] = [];
  const cpu: number[] = [];
  let peak = 0;
  const base = process.memoryUsage().heapUsed;
  for (let i = 0; i < 30; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const meta = extractFromHtml(html, pageUrl);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    if (!meta.structuredData?.mlsNumber) throw new Error("extraction failed");
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    `extract 1 MB page (${(html.length / 1024 / 1024).toFixed(2)} MB): wall p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms; ` +
      `CPU p50 ${pct(cpu, 50).toFixed(1)} ms (process CPU incl. GC); max heap growth ${(peak / 1024 / 1024).toFixed(1)} MB; load average ${loadavg()[0]?.toFixed(1)}`,
  );
}

async function run(label: string, urls: string[], one: (url: string) => Promise<LinkMetadata>): Promise<void> {
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < urls.length) {
        const meta = await one(urls[next++] ?? "");
        if (meta.error || !meta.structuredData) failures++;
      }
    }),
  );
  const ms = performance.now() - t0;
  console.log(`${label}: ${urls.length} fixture URLs, concurrency 8: ${ms.toFixed(0)} ms total, ${(urls.length / (ms / 1000)).toFixed(1)} URLs/s, ${failures} failures`);
}

async function benchFetch(): Promise<void> {
  const server = await startFixtureServer();
  const fetcher = createLinkFetcher({ allowPrivate: ["127.0.0.1"] });
  try {
    const urls = Array.from({ length: 100 }, (_, i) => `${server.url}/listing/${i + 1}`);
    await run("fetchAndExtract (agent per call)", urls, (url) => fetchAndExtract(url, { allowPrivate: ["127.0.0.1"] }));
    await run("createLinkFetcher (pooled)", urls.map((u) => `${u}?pooled`), (url) => fetcher.fetchAndExtract(url));
  } finally {
    await fetcher.close();
    await server.close();
  }
}

benchExtract();
await benchFetch();
