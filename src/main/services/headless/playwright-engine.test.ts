import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractMetadata } from "../extraction.ts";
import { createCoreFetcher } from "../link-check/core-fetcher.ts";
import { renderAndCompare } from "./debugger-service.ts";
import { CHROMIUM_PATH, createPlaywrightEngine } from "./playwright-engine.ts";
import { startRenderFixtures } from "@test-support/headless/render-fixtures.ts";
import type { RenderFixtures } from "@test-support/headless/render-fixtures.ts";

// Only 127.0.0.1 (the listing site) is let through; 127.0.0.2 stands for an internal service.
const policy = { allowPrivate: ["127.0.0.1"] };
const engine = createPlaywrightEngine({ policy });
const fetcher = createCoreFetcher({ allowPrivate: policy.allowPrivate, env: {} });
let fixtures: RenderFixtures;

async function staticExtract(url: string) {
  const page = await fetcher.fetchPage(url, AbortSignal.timeout(5_000));
  return extractMetadata(page.html ?? "", page.finalUrl);
}

beforeAll(async () => {
  fixtures = await startRenderFixtures();
});
afterAll(async () => {
  await engine.close();
  await fetcher.close();
  await fixtures.close();
});

describe.skipIf(!existsSync(CHROMIUM_PATH))("playwright render engine (Chromium)", () => {
  it("reads a JavaScript-built listing that static extraction cannot", { timeout: 30_000 }, async () => {
    const report = await renderAndCompare(`${fixtures.origin}/js-only`, { engine, staticExtract, deadlineMs: 15_000 });
    expect(report.error).toBeNull();
    expect(report.static?.title).toBe("Loading…");
    expect(report.rendered?.title).toBe("88 Harbour Street, Unit 4102");
    expect((report.rendered?.structuredData as { listingPrice?: string } | null)?.listingPrice).toMatch(/1,150,000/);
    expect(report.differences.map((d) => d.field)).toEqual(expect.arrayContaining(["title", "structuredData.listingPrice"]));
    expect(report.screenshot).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it("sends every subresource through the SSRF rules: private addresses are never reached", { timeout: 30_000 }, async () => {
    const outcome = await engine.render(`${fixtures.origin}/probe`, { deadlineMs: 15_000 });
    expect(outcome.html).toContain("<title>fetch blocked</title>");
    expect(outcome.blockedRequests.some((b) => b.startsWith(`${fixtures.internalOrigin}/pixel.png`))).toBe(true);
    expect(outcome.blockedRequests.some((b) => b.startsWith(`${fixtures.internalOrigin}/secret`))).toBe(true);
    const redirected = await engine.render(`${fixtures.origin}/to-internal`, { deadlineMs: 15_000 });
    expect(redirected.blockedRequests.some((b) => b.startsWith(`${fixtures.internalOrigin}/admin`))).toBe(true);
    expect(redirected.html ?? "").not.toContain("internal secret");
    expect(fixtures.internalHits()).toBe(0);
  });

  it("destroys the page at the hard deadline", { timeout: 30_000 }, async () => {
    const outcome = await engine.render(`${fixtures.origin}/hang`, { deadlineMs: 1_500 });
    expect(outcome).toMatchObject({ timedOut: true, html: null, error: "Rendering timed out" });
  });
});
