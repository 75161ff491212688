import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLinkFetcher, fetchAndExtract, safeFetch } from "./index.ts";
import { startFixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import type { FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { scriptedResolver } from "@test-support/link-fixtures/scripted-resolver.ts";
import { FIXTURES, generatedListingFacts } from "@test-support/link-fixtures/index.ts";

let server: FixtureServer;
let port: number;
// "fixtures.test" is the fixture server under a name, so redirects to other spellings of loopback are not allow-listed.
const resolver = scriptedResolver({ "fixtures.test": ["127.0.0.1"], "cdn.example.test": ["93.184.216.34"] });
const named = (path: string): string => `http://fixtures.test:${port}${path}`;
const opts = { allowPrivate: ["fixtures.test"], resolver, timeoutMs: 5000 };

beforeAll(async () => {
  server = await startFixtureServer();
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

describe("fetchAndExtract over HTTP", () => {
  it("refuses the loopback fixture server unless allowed", async () => {
    const refused = await fetchAndExtract(`${server.url}/fixtures/remax-jsonld-listing`);
    expect(refused.error).toMatch(/Refused: 127\.0\.0\.1 is loopback/);
    const allowed = await fetchAndExtract(`${server.url}/fixtures/remax-jsonld-listing`, { allowPrivate: ["127.0.0.0/8"] });
    expect(allowed.error).toBeNull();
    expect(allowed.structuredData?.mlsNumber).toBe("X9012345");
  });

  it("reads LINK_FETCH_ALLOW_PRIVATE", async () => {
    process.env["LINK_FETCH_ALLOW_PRIVATE"] = "10.0.0.0/8, 127.0.0.1";
    try {
      const res = await fetchAndExtract(`${server.url}/listing/3`);
      expect(res.structuredData?.bedrooms).toBe(generatedListingFacts(3).bedrooms);
    } finally {
      delete process.env["LINK_FETCH_ALLOW_PRIVATE"];
    }
  });

  it.each(FIXTURES.filter((f) => f.encoding || f.contentType).map((f) => [f.name, f] as const))("decodes %s as served", async (_n, f) => {
    const res = await fetchAndExtract(named(`/fixtures/${f.name}`), opts);
    if (f.expected.title !== undefined) expect(res.title).toBe(f.expected.title);
    if (f.expected.description !== undefined) expect(res.description).toBe(f.expected.description);
    expect(res.logs.some((l) => l.startsWith("body:"))).toBe(true);
  });

  it("follows redirects up to 5 and reports the final URL", async () => {
    const res = await fetchAndExtract(named("/redirect/5?to=/fixtures/zolo-graph"), opts);
    expect(res.error).toBeNull();
    expect(res.finalUrl).toBe(named("/fixtures/zolo-graph"));
    expect(res.structuredData?.mlsNumber).toBe("R2891234");
    expect(res.logs.filter((l) => l.startsWith("redirect 302"))).toHaveLength(5);
  });

  it("follows a meta refresh and a Refresh header once", async () => {
    const meta = await fetchAndExtract(named("/meta-refresh?to=/fixtures/zolo-graph"), opts);
    expect(meta.finalUrl).toBe(named("/fixtures/zolo-graph"));
    const header = await fetchAndExtract(named("/refresh-header?to=/fixtures/zolo-graph"), opts);
    expect(header.finalUrl).toBe(named("/fixtures/zolo-graph"));
    const twice = await fetchAndExtract(named(`/meta-refresh?to=${encodeURIComponent("/meta-refresh?to=/fixtures/zolo-graph")}`), opts);
    expect(twice.title).toBe("Moved");
  });

  it("flags a whitelisted link that lands off the whitelist", async () => {
    const res = await fetchAndExtract(named(`/redirect/1?to=${encodeURIComponent(`${server.url}/fixtures/zolo-graph`)}`), {
      ...opts,
      allowPrivate: ["fixtures.test", "127.0.0.1"],
      whitelist: ["fixtures.test"],
    });
    expect(res.offWhitelistRedirect).toBe(true);
    expect(res.structuredData?.mlsNumber).toBe("R2891234");
  });

  it("serves generated /listing/{n} pages and the JS-only page", async () => {
    const res = await fetchAndExtract(named("/listing/42"), opts);
    const facts = generatedListingFacts(42);
    expect(res.structuredData).toMatchObject({ bedrooms: facts.bedrooms, mlsNumber: facts.mls, address: { city: facts.city } });
    const js = await safeFetch(named("/js-only"), opts);
    expect(js.html).toContain("document.getElementById(\"app\")");
  });

  it.each(["gzip", "deflate", "br"])("decompresses %s", async (encoding) => {
    const res = await fetchAndExtract(named(`/encoded/${encoding}`), opts);
    expect(res.title).toBe(`Encoded ${encoding} — éàü`);
    expect(res.structuredData?.bedrooms).toBe(3);
  });

  it("sends a browser User-Agent and Accept-Language en-CA, fr-CA", async () => {
    const res = await fetchAndExtract(named("/echo-headers"), opts);
    expect(res.metaTags["x-echo-user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(res.metaTags["x-echo-accept-language"]).toMatch(/^en-CA.*fr-CA/);
    expect(res.metaTags["x-echo-accept-encoding"]).toMatch(/br/);
  });

  it("checks many generated listings through one pooled fetcher", async () => {
    const fetcher = createLinkFetcher(opts);
    try {
      const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => fetcher.fetchAndExtract(named(`/listing/${n}`))));
      expect(results.map((r) => r.structuredData?.mlsNumber)).toEqual([1, 2, 3, 4, 5, 6].map((n) => generatedListingFacts(n).mls));
    } finally {
      await fetcher.close();
    }
  });

  it("reports HTTP errors with whatever metadata the page had", async () => {
    const res = await fetchAndExtract(named("/status/404"), opts);
    expect(res.error).toBe("The page answered HTTP 404");
    expect(res.title).toBe("Status 404");
  });
});
