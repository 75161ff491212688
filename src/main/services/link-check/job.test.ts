import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { extractPreviewFacts } from "../extraction.ts";
import { createCoreFetcher } from "./core-fetcher.ts";
import { LinkCheckJob } from "./job.ts";
import type { LinkCheckProgress } from "@shared/ipc/index.ts";
import { startFixtureSites } from "@test-support/link-check/fixture-sites.ts";
import type { FixtureSites } from "@test-support/link-check/fixture-sites.ts";

let fixtures: FixtureSites;
const fetcher = createCoreFetcher({ allowPrivate: ["127.0.0.1"], env: {} });
const deps = { fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost };

beforeAll(async () => {
  fixtures = await startFixtureSites(4, 3);
});
afterAll(async () => {
  await fixtures.close();
  await fetcher.close();
});

const urlsFor = (kind: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${fixtures.sites[i % fixtures.sites.length]?.origin}/${kind}/${i}`);

describe("LinkCheckJob against local fixture sites", () => {
  it("checks 200 URLs with at most 8 in flight and at most 2 per host, reporting progress", { timeout: 30_000 }, async () => {
    const job = new LinkCheckJob({ urls: urlsFor("listing", 200), whitelist: ["127.0.0.1"], concurrency: 8, perHost: 2 }, deps);
    const events: LinkCheckProgress[] = [];
    job.onProgress((progress) => events.push(progress));
    const results = await job.run();
    expect(results).toHaveLength(200);
    expect(results.every((r) => r.outcome === "ok" && r.status === 200 && r.imageReachable === true)).toBe(true);
    for (const site of fixtures.sites) expect(site.maxInFlight).toBeLessThanOrEqual(2);
    expect(fixtures.globalMaxInFlight()).toBeLessThanOrEqual(8);
    expect(fixtures.globalMaxInFlight()).toBeGreaterThan(2);
    const dones = events.map((e) => e.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ state: "finished", done: 200, ok: 200, total: 200, inFlight: 0 });
    expect(events.some((e) => e.state === "running" && e.etaMs !== null && e.etaMs > 0)).toBe(true);
  });

  it("cancels mid-way, then retries what did not finish", { timeout: 30_000 }, async () => {
    const job = new LinkCheckJob({ urls: urlsFor("noimage", 200), concurrency: 8, perHost: 2 }, deps);
    job.onProgress((progress) => {
      if (progress.done === 40) job.cancel();
    });
    const afterCancel = await job.run();
    const cancelled = afterCancel.filter((r) => r.outcome === "cancelled");
    expect(job.progress().state).toBe("cancelled");
    expect(afterCancel).toHaveLength(200);
    expect(cancelled.length).toBeGreaterThan(100);
    const hitsAfterCancel = fixtures.sites.reduce((sum, site) => sum + site.hits, 0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fixtures.sites.reduce((sum, site) => sum + site.hits, 0)).toBe(hitsAfterCancel);

    const retry = job.retryFailed();
    expect(retry.retried).toBe(cancelled.length);
    const final = await retry.done;
    expect(final.filter((r) => r.outcome === "cancelled")).toHaveLength(0);
    expect(final.filter((r) => r.attempts === 2)).toHaveLength(cancelled.length);
    expect(job.progress()).toMatchObject({ state: "finished", done: 200, cancelled: 0 });
  });

  it("retries failed URLs and reports them ok once the site recovers", { timeout: 30_000 }, async () => {
    for (const site of fixtures.sites) site.flaky = true;
    const job = new LinkCheckJob({ urls: urlsFor("flaky", 12), whitelist: ["127.0.0.1"] }, deps);
    const first = await job.run();
    expect(first.every((r) => r.outcome === "failed" && r.status === 500 && r.error === "HTTP 500")).toBe(true);
    for (const site of fixtures.sites) site.flaky = false;
    const { retried, done } = job.retryFailed();
    expect(retried).toBe(12);
    expect((await done).every((r) => r.outcome === "ok" && r.attempts === 2)).toBe(true);
  });
});
