import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { extractPreviewFacts } from "../extraction.ts";
import { createMemoryStore } from "../kv-store.ts";
import { linkCheckHandlers } from "../../ipc/link-check.ts";
import { guardHandler } from "../../ipc/router.ts";
import { createCoreFetcher } from "./core-fetcher.ts";
import { LinkCheckService } from "./service.ts";
import { startFixtureSites } from "@test-support/link-check/fixture-sites.ts";
import type { FixtureSites } from "@test-support/link-check/fixture-sites.ts";
import type { EventOf } from "@shared/ipc/index.ts";

let fixtures: FixtureSites;
const fetcher = createCoreFetcher({ allowPrivate: ["127.0.0.1"], env: {} });
beforeAll(async () => {
  fixtures = await startFixtureSites(2);
});
afterAll(async () => {
  await fixtures.close();
  await fetcher.close();
});

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("LinkCheckService through the IPC handlers", () => {
  it("runs a job, emits progress, keeps history in the store and exports CSV", { timeout: 30_000 }, async () => {
    const store = createMemoryStore();
    const events: EventOf<"linkCheck:progress">[] = [];
    const service = new LinkCheckService(
      { fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost },
      store,
      () => ({ concurrency: 4, perHost: 2, timeoutMs: 5_000 }),
      (event) => events.push(event),
    );
    const saved: string[] = [];
    const handlers = linkCheckHandlers(service, async (name, content) => {
      saved.push(content);
      return `/tmp/${name}`;
    });
    const trusted = () => true;
    const frame = { senderFrame: { url: "app://bundle/", parent: null } };
    const start = guardHandler("linkCheck:start", handlers["linkCheck:start"] as never, trusted);
    const urls = fixtures.sites.flatMap((site) => [`${site.origin}/listing/1`, `${site.origin}/listing/2`]);
    const { jobId } = (await start(frame, { urls, whitelist: ["127.0.0.1"], previous: { [urls[0] as string]: { title: "Old" } } })) as { jobId: string };
    await until(() => events.at(-1)?.progress.state === "finished" && service.summaries().length === 1);
    expect(events.filter((e) => e.result !== null)).toHaveLength(4);
    expect(service.summaries()[0]).toMatchObject({ jobId, progress: { total: 4, ok: 3, warnings: 1 } });
    const fresh = new LinkCheckService({ fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost }, store, () => ({ concurrency: 1, perHost: 1, timeoutMs: 1_000 }), () => {});
    expect(fresh.results(jobId).results.find((r) => r.url === urls[0])).toMatchObject({ titleChanged: true, outcome: "warning" });
    const save = guardHandler("linkCheck:saveCsv", handlers["linkCheck:saveCsv"] as never, trusted);
    expect(await save(frame, { jobId })).toEqual({ saved: true, path: `/tmp/link-check-${jobId.slice(0, 8)}.csv` });
    expect(saved[0]?.split("\r\n")).toHaveLength(6);
  });
});
