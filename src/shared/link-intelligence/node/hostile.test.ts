import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAndExtract } from "./index.ts";
import { startFixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import type { FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { rebinding, scriptedResolver } from "@test-support/link-fixtures/scripted-resolver.ts";

let server: FixtureServer;
let port: number;
const named = (path: string): string => `http://fixtures.test:${port}${path}`;
const table = {
  "fixtures.test": ["127.0.0.1"],
  "evil.test": ["127.0.0.1"],
  "metadata.test": ["169.254.169.254"],
  "dual.test": ["93.184.216.34", "::1"],
  "mapped.test": ["::ffff:10.0.0.1"],
  "nat64.test": ["64:ff9b::a9fe:a9fe"],
  "cdn.example.test": ["93.184.216.34"],
};
const base = () => ({ allowPrivate: ["fixtures.test"], resolver: scriptedResolver(table), timeoutMs: 5000 });

beforeAll(async () => {
  server = await startFixtureServer();
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

const PRIVATE_FORMS = [
  "127.0.0.1", "127.1", "0x7f.1", "0x7f000001", "017700000001", "2130706433", "0.0.0.0", "[::]", "[::1]",
  "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::]", "10.0.0.1", "172.16.0.1",
  "192.168.1.1", "100.64.0.1", "198.18.0.1", "240.0.0.1", "224.0.0.1", "169.254.169.254", "[fc00::1]",
  "[fd00:ec2::254]", "[fe80::1]", "localhost", "localhost.", "app.localhost", "evil.test", "metadata.test",
  "dual.test", "mapped.test", "nat64.test",
  // Spellings the URL parser maps to loopback (percent-encoding, zero padding, IDNA digit and dot mapping).
  "%31%32%37.0.0.1", "127.000.000.001", "0X7F.0.0.1", "①②⑦.0.0.1", "127。0。0。1", "LOCALHOST",
];

describe("hostile addresses", () => {
  it.each(PRIVATE_FORMS)("refuses http://%s/ directly", async (host) => {
    const before = server.hits();
    const res = await fetchAndExtract(`http://${host}/`, base());
    expect(res.error).toMatch(/^Refused: /);
    expect(res.error).not.toMatch(/port/);
    expect(server.hits()).toBe(before);
  });

  it.each(PRIVATE_FORMS)("refuses a redirect to http://%s:<port>/", async (host) => {
    const target = `http://${host}:${port}/fixtures/zolo-graph`;
    // Ports are allowed here so that the address, not the port, is what gets refused.
    const res = await fetchAndExtract(named(`/redirect/1?to=${encodeURIComponent(target)}`), { ...base(), allowPorts: [port] });
    expect(res.error).toMatch(/^Refused: /);
    expect(res.error).not.toMatch(/port/);
    expect(server.hits("/fixtures/zolo-graph")).toBe(0);
  });

  it("checks at connect time: a resolver answering public then private (rebinding) never connects", async () => {
    const resolver = scriptedResolver({ ...table, "rebind.test": rebinding("93.184.216.34", "127.0.0.1") });
    const before = server.hits();
    const res = await fetchAndExtract(`http://rebind.test:${port}/fixtures/zolo-graph`, { resolver, allowPorts: [port], timeoutMs: 3000 });
    expect(resolver.calls.filter((c) => c === "rebind.test").length).toBeGreaterThanOrEqual(2);
    expect(res.error).toBe("Refused: rebind.test resolves to a non-public address");
    expect(server.hits()).toBe(before);
  });

  it("the same rebinding through a redirect hop is refused", async () => {
    const resolver = scriptedResolver({ ...table, "rebind.test": rebinding("93.184.216.34", "127.0.0.1") });
    const target = `http://rebind.test:${port}/fixtures/zolo-graph`;
    const res = await fetchAndExtract(named(`/redirect/1?to=${encodeURIComponent(target)}`), { ...base(), resolver, allowPorts: [port] });
    expect(res.error).toBe("Refused: rebind.test resolves to a non-public address");
    expect(server.hits("/fixtures/zolo-graph")).toBe(0);
  });

  it.each([
    [`http://fixtures.test@127.0.0.1/`, /loopback|user names/],
    [`http://user:pw@fixtures.test/`, /user names or passwords/],
    [`https://realtor.ca@169.254.169.254/latest/meta-data/`, /cloud metadata|user names/],
    ["file:///etc/passwd", /only http and https/],
    ["data:text/html,<title>x</title>", /only http and https/],
    ["gopher://127.0.0.1:70/_GET", /only http and https/],
    ["ftp://example.com/", /only http and https/],
    ["javascript:alert(1)", /only http and https/],
    ["not a url", /Invalid URL/],
    ["http://cdn.example.test:8080/", /non-default port 8080/],
  ])("refuses %s", async (url, reason) => {
    const res = await fetchAndExtract(url, base());
    expect(res.error).toMatch(reason);
  });
});

describe("hostile responses", () => {
  it("caps a 50 MB body", async () => {
    const res = await fetchAndExtract(named("/big?mb=50"), base());
    expect(res.error).toMatch(/larger than 5242880 bytes/);
  });

  it("caps a gzip bomb after decompression (about 2.5 KB on the wire, 1 GB inflated)", async () => {
    const res = await fetchAndExtract(named("/gzip-bomb"), base());
    expect(res.error).toMatch(/larger than 5242880 bytes/);
  });

  it("stops a slow drip at the total deadline", async () => {
    const res = await fetchAndExtract(named("/slow-drip?ms=50"), { ...base(), timeoutMs: 800, idleTimeoutMs: 500 });
    expect(res.error).toMatch(/Timed out/);
  });

  it("stops a stalled body at the idle timeout", async () => {
    const res = await fetchAndExtract(named("/stall"), { ...base(), timeoutMs: 3000, idleTimeoutMs: 200 });
    expect(res.error).toMatch(/no data for 200 ms/);
  });

  it("does not parse HTML served as image/png", async () => {
    const res = await fetchAndExtract(named("/html-as-png"), base());
    expect(res.error).toMatch(/content type image\/png is not HTML/);
    expect(res.title).toBeNull();
  });

  it("does not parse a PNG served as text/html", async () => {
    const res = await fetchAndExtract(named("/png-as-html"), base());
    expect(res.error).toMatch(/content labelled HTML is PNG/);
  });

  it("drops og:image URLs on private addresses", async () => {
    const res = await fetchAndExtract(named("/og-private"), base());
    expect(res.error).toBeNull();
    expect(res.images).toEqual(["https://cdn.example.test/photo.jpg"]);
    expect(res.imageUrl).toBe("https://cdn.example.test/photo.jpg");
    expect(res.logs.filter((l) => l.startsWith("image dropped"))).toHaveLength(2);
  });

  it("refuses more than 5 redirects", async () => {
    const res = await fetchAndExtract(named("/redirect/6?to=/fixtures/zolo-graph"), base());
    expect(res.error).toBe("Refused: more than 5 redirects");
    expect(server.hits("/fixtures/zolo-graph")).toBe(0);
  });

  it("refuses a redirect loop", async () => {
    const res = await fetchAndExtract(named("/loop-a"), base());
    expect(res.error).toMatch(/redirect loop/);
  });
});
