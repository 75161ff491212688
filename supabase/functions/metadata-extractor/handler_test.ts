import assert from "node:assert/strict";
import { createHandler } from "./handler.ts";
import { WARM_UP_PAGE } from "./warm-up.ts";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import type { Env } from "./handler.ts";
import { createDenoTransport } from "../_shared/deno-transport.ts";
import type { DnsResolver } from "../_shared/deno-transport.ts";
import { fakeJwt, startTestServer } from "../_shared/test-fixture-server.ts";

const envOf = (values: Record<string, string>): Env => ({ get: (name) => values[name] });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost/functions/v1/metadata-extractor", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const table = (t: Record<string, string[]>): DnsResolver => (host, type) => {
  const all = t[host] ?? [];
  return Promise.resolve(all.filter((a) => (type === "AAAA" ? a.includes(":") : !a.includes(":"))));
};

Deno.test("CORS preflight and method", async () => {
  const handler = createHandler({ env: envOf({}), loadWhitelist: () => Promise.resolve(null) });
  const pre = await handler(new Request("http://localhost/", { method: "OPTIONS" }));
  assert.equal(pre.status, 200);
  assert.equal(pre.headers.get("access-control-allow-origin"), "*");
  await pre.body?.cancel();
  const put = await handler(new Request("http://localhost/", { method: "PUT", body: "{}" }));
  assert.equal(put.status, 405);
  await put.body?.cancel();
});

Deno.test("a GET is the composer's warm-up: 204 with CORS, no fetch, no whitelist read, not rate-limited", async () => {
  let fetched = 0;
  let whitelistReads = 0;
  const refuse = () => {
    fetched += 1;
    return Promise.reject(new Error("a warm-up must not fetch"));
  };
  const transport = { checkHost: refuse, fetch: refuse };
  const handler = createHandler({
    env: envOf({ METADATA_RATE_VISITOR_PER_MIN: "1" }),
    transport,
    loadWhitelist: () => {
      whitelistReads += 1;
      return Promise.resolve(null);
    },
    verifyToken: null,
  });
  const info = { remoteAddr: { hostname: "203.0.113.7" } };
  for (let i = 0; i < 5; i += 1) {
    const res = await handler(new Request("http://localhost/functions/v1/metadata-extractor"), info);
    assert.equal(res.status, 204);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    assert.equal(await res.text(), "");
  }
  const head = await handler(new Request("http://localhost/", { method: "HEAD" }), info);
  assert.equal(head.status, 204);
  assert.equal(fetched, 0);
  assert.equal(whitelistReads, 0);
  // The caller's one extraction a minute is still there after the warm-ups.
  const first = await handler(post({ url: "" }), info);
  assert.equal(first.status, 400);
  await first.body?.cancel();
  const second = await handler(post({ url: "" }), info);
  assert.equal(second.status, 429);
  await second.body?.cancel();
});

Deno.test("the worker's warm-up reads the whitelist once and fetches nothing; its page is a listing the extractor reads", async () => {
  let fetched = 0;
  let whitelistReads = 0;
  const refuse = () => {
    fetched += 1;
    return Promise.reject(new Error("a warm-up must not fetch"));
  };
  const handler = createHandler({
    env: envOf({}),
    transport: { checkHost: refuse, fetch: refuse },
    loadWhitelist: () => {
      whitelistReads += 1;
      return Promise.resolve(["realtor.ca"]);
    },
    verifyToken: null,
  });
  await handler.warm();
  assert.equal(whitelistReads, 1);
  assert.equal(fetched, 0);
  // The page goes through the paths a real listing takes (JSON-LD, meta tags, labelled text), so they are compiled.
  const sd = extractFromHtml(WARM_UP_PAGE, "https://warm-up.invalid/listing/1").structuredData;
  assert.deepEqual(sd?.price, { amount: 500000, currency: "CAD", period: "sale" });
  assert.equal(sd?.bedrooms, 3);
  assert.equal(sd?.mlsNumber, "C1234567");
  assert.equal(sd?.address.city, "Toronto");
});

Deno.test("400 for a missing or invalid body", async () => {
  const handler = createHandler({ env: envOf({}), loadWhitelist: () => Promise.resolve(null) });
  for (const body of ["", "not json", "[]", { url: 42 }, { url: "" }, { link: "https://realtor.ca" }]) {
    const res = await handler(post(body));
    assert.equal(res.status, 400, JSON.stringify(body));
    const payload = await res.json();
    assert.match(payload.error, /url/);
  }
});

Deno.test("extracts a fixture page served on loopback when LINK_FETCH_ALLOW_PRIVATE allows it", async () => {
  const server = startTestServer();
  try {
    const handler = createHandler({ env: envOf({ LINK_FETCH_ALLOW_PRIVATE: "127.0.0.1" }), loadWhitelist: () => Promise.resolve(null) });
    const res = await handler(post({ url: `${server.url}/fixtures/remax-jsonld-listing` }));
    assert.equal(res.status, 200);
    const meta = await res.json();
    assert.equal(meta.error, null);
    assert.equal(meta.title, "118 Elgin St, Ottawa, ON K1P 5J2");
    assert.equal(meta.structuredData.listingPrice, "$749,900");
    assert.deepEqual(meta.structuredData.address, { street: "118 Elgin St", city: "Ottawa", province: "ON" });
    assert.ok(meta.logs.some((l: string) => l.startsWith("request: GET")));
    const fr = await (await handler(post({ url: `${server.url}/fixtures/royallepage-windows-1252` }))).json();
    assert.equal(fr.title, "375, rue des Forges, Trois-Rivières — Royal LePage");
  } finally {
    await server.close();
  }
});

Deno.test("200 with error for refused and unreachable links", async () => {
  const server = startTestServer();
  try {
    const handler = createHandler({ env: envOf({}), loadWhitelist: () => Promise.resolve(null) });
    for (const url of ["http://127.0.0.1/", "http://[::ffff:7f00:1]/", "http://169.254.169.254/latest/meta-data/", "http://localhost./", "file:///etc/passwd", `${server.url}/fixtures/zolo-graph`]) {
      const res = await handler(post({ url }));
      assert.equal(res.status, 200);
      const meta = await res.json();
      assert.match(meta.error, /^Refused: /, url);
      assert.equal(meta.title, null);
    }
    assert.equal(server.hits.length, 0);
    const allowed = createHandler({ env: envOf({ LINK_FETCH_ALLOW_PRIVATE: "127.0.0.1" }), loadWhitelist: () => Promise.resolve(null) });
    const unreachable = await (await allowed(post({ url: "http://127.0.0.1:9/" }))).json();
    assert.match(unreachable.error, /Could not fetch the page/);
  } finally {
    await server.close();
  }
});

Deno.test("every hop is resolved and checked (A and AAAA, fail closed)", async () => {
  const server = startTestServer();
  try {
    const resolver = table({ "fixtures.test": ["127.0.0.1"], "evil.test": ["127.0.0.1"], "dual.test": ["93.184.216.34", "::1"] });
    const transport = createDenoTransport({
      resolver,
      fetchImpl: (input, init) => fetch(String(input).replace("fixtures.test", "127.0.0.1"), init),
    });
    const handler = createHandler({ env: envOf({ LINK_FETCH_ALLOW_PRIVATE: "fixtures.test" }), transport, loadWhitelist: () => Promise.resolve(["fixtures.test"]) });
    const port = new URL(server.url).port;
    const ok = await (await handler(post({ url: `http://fixtures.test:${port}/fixtures/zolo-graph` }))).json();
    assert.equal(ok.structuredData.mlsNumber, "R2891234");
    for (const host of ["evil.test", "dual.test", "nowhere.test"]) {
      const res = await (await handler(post({ url: `http://fixtures.test:${port}/redirect?to=${encodeURIComponent(`http://${host}/`)}` }))).json();
      assert.match(res.error, host === "nowhere.test" ? /Could not resolve/ : /Refused: .* resolves to a non-public address/, host);
      // What the name resolved to stays in the function's log: the answer must not map the network for the caller.
      assert.doesNotMatch(JSON.stringify(res), /127\.0\.0\.1|::1/, host);
    }
    const off = await (await handler(post({ url: `http://fixtures.test:${port}/redirect?to=${encodeURIComponent(`${server.url}/fixtures/zolo-graph`)}` }))).json();
    assert.match(off.error ?? "", /loopback/);
  } finally {
    await server.close();
  }
});

Deno.test("rate limit per IP for visitors and per user for members", async () => {
  let now = 1_000_000;
  const handler = createHandler({
    env: envOf({ METADATA_RATE_VISITOR_PER_MIN: "2", METADATA_RATE_MEMBER_PER_MIN: "3" }),
    loadWhitelist: () => Promise.resolve(null),
    now: () => now,
    verifyToken: (token) => Promise.resolve(!token.endsWith(".forged")),
  });
  const visitor = { "x-forwarded-for": "203.0.113.7" };
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await handler(post({ url: "http://127.0.0.1/" }, visitor));
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 429]);
  const other = await handler(post({ url: "http://127.0.0.1/" }, { "x-forwarded-for": "198.51.100.9" }));
  assert.equal(other.status, 200);
  await other.body?.cancel();
  const member = { ...visitor, authorization: `Bearer ${fakeJwt({ sub: "user-1", role: "authenticated" })}` };
  const memberStatuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await handler(post({ url: "http://127.0.0.1/" }, member));
    memberStatuses.push(res.status);
    await res.body?.cancel();
  }
  assert.deepEqual(memberStatuses, [200, 200, 200, 429]);
  // A token that fails verification is a visitor: the visitor's bucket is already empty.
  const forged = await handler(post({ url: "http://127.0.0.1/" }, { ...visitor, authorization: `Bearer ${fakeJwt({ sub: "user-2", role: "authenticated" })}.forged` }));
  assert.equal(forged.status, 429);
  await forged.body?.cancel();
  now += 60_000;
  const later = await handler(post({ url: "http://127.0.0.1/" }, visitor));
  assert.equal(later.status, 200);
  await later.body?.cancel();
});
