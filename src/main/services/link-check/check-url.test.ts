import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { extractPreviewFacts } from "../extraction.ts";
import { checkUrl } from "./check-url.ts";
import { HostLimiter, hostKey } from "./host-limiter.ts";
import { createCoreFetcher } from "./core-fetcher.ts";
import { startFixtureSites } from "@test-support/link-check/fixture-sites.ts";
import type { FixtureSites } from "@test-support/link-check/fixture-sites.ts";
import type { PreviousValue } from "@shared/ipc/index.ts";

let fixtures: FixtureSites;
let origin = "";
const fetcher = createCoreFetcher({ allowPrivate: ["127.0.0.1"], env: {} });
const deps = { fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost };

beforeAll(async () => {
  fixtures = await startFixtureSites(1);
  origin = fixtures.sites[0]?.origin ?? "";
});
afterAll(async () => {
  await fixtures.close();
  await fetcher.close();
});

function check(url: string, options: { whitelist?: string[]; previous?: PreviousValue } = {}) {
  const limiter = new HostLimiter(2);
  limiter.tryAcquire(hostKey(url));
  return checkUrl(url, { deps, limiter, whitelist: options.whitelist ?? ["127.0.0.1"], previous: options.previous, signal: new AbortController().signal, attempts: 1 });
}

describe("checkUrl", () => {
  it("reports status, final URL after redirects, complete preview and a reachable image", async () => {
    const result = await check(`${origin}/redirect/7`);
    expect(result).toMatchObject({
      outcome: "ok", status: 200, finalUrl: `${origin}/listing/7`, whitelisted: true, previewComplete: true,
      missingFields: [], imageUrl: `${origin}/img/7.png`, imageReachable: true, title: "Listing 7", price: "$500,007",
    });
  });

  it("warns when the host is not whitelisted, fields are missing or the image is broken", async () => {
    expect(await check(`${origin}/listing/1`, { whitelist: ["realtor.ca"] })).toMatchObject({ outcome: "warning", whitelisted: false });
    expect(await check(`${origin}/noimage/1`)).toMatchObject({ outcome: "warning", previewComplete: false, missingFields: ["imageUrl"], imageReachable: null });
    expect(await check(`${origin}/broken-image/1`)).toMatchObject({ outcome: "warning", previewComplete: true, imageReachable: false });
  });

  it("compares title and price with the values at posting time", async () => {
    const same = await check(`${origin}/listing/3`, { previous: { title: "  listing 3 ", price: "500,003 $" } });
    expect(same).toMatchObject({ outcome: "ok", titleChanged: false, priceChanged: false });
    const changed = await check(`${origin}/listing/3`, { previous: { title: "Old title", price: "$450,000" } });
    expect(changed).toMatchObject({ outcome: "warning", titleChanged: true, priceChanged: true });
  });

  it("reads the source's status as the listing re-check does: sold, expired, gone, sent to a search page", async () => {
    expect(await check(`${origin}/listing/4`)).toMatchObject({ outcome: "ok", sourceStatus: "live" });
    expect(await check(`${origin}/sold/4`)).toMatchObject({ outcome: "warning", status: 200, sourceStatus: "sold" });
    expect(await check(`${origin}/expired/4`)).toMatchObject({ outcome: "warning", status: 200, sourceStatus: "expired" });
    expect(await check(`${origin}/gone/4`)).toMatchObject({ outcome: "failed", status: 410, sourceStatus: "removed" });
    expect(await check(`${origin}/missing/4`)).toMatchObject({ outcome: "failed", status: 404, sourceStatus: "removed" });
    expect(await check(`${origin}/to-search/4`)).toMatchObject({ outcome: "warning", status: 200, finalUrl: `${origin}/search/4?q=listing-4`, sourceStatus: "redirected" });
    // A sold listing whose price also moved since posting: both flagged.
    expect(await check(`${origin}/sold/5`, { previous: { price: "$480,000" } })).toMatchObject({ outcome: "warning", sourceStatus: "sold", priceChanged: true });
  });

  it("fails on HTTP errors and on addresses the SSRF rules refuse", async () => {
    expect(await check(`${origin}/missing/1`)).toMatchObject({ outcome: "failed", status: 404, error: "HTTP 404" });
    const internal = createServer((_req, res) => res.end("secret"));
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.2", resolve));
    const port = (internal.address() as AddressInfo).port;
    let hits = 0;
    internal.on("request", () => hits++);
    const blocked = await check(`http://127.0.0.2:${port}/`);
    const metadata = await check("http://169.254.169.254/latest/meta-data/");
    await new Promise((resolve) => internal.close(resolve));
    expect(blocked.outcome).toBe("failed");
    expect(blocked.error).toMatch(/Refused/);
    expect(metadata.error).toMatch(/Refused/);
    expect(hits).toBe(0);
  });
});
