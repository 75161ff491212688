import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";
import { rawHttp } from "@test-support/stack/raw-http.ts";

const VISITOR_LIMIT = 3;
/** Played by a connection from this loopback address; the test client itself connects from 127.0.0.1. */
const PROXY = "127.0.0.2";

/** Every way a client might claim another address, each with a fresh one. */
const spoofs = (i: number): Record<string, string> => {
  const address = `198.51.100.${i + 1}`;
  const headers = ["x-real-ip", "cf-connecting-ip", "x-forwarded-for", "true-client-ip", "forwarded", "x-client-ip", "fly-client-ip"];
  const name = headers[i % headers.length]!;
  return { [name]: name === "forwarded" ? `for=${address}` : address };
};

// F6: the real metadata-extractor's per-visitor limit (edge function, real Deno) against address headers a caller
// sets at will, and the same limit behind a configured proxy (TRUSTED_PROXIES).
describe.each(await testBackends())("Edge-function client address on %s", (backend) => {
  let stack: TestStack;
  const previous = process.env.METADATA_RATE_VISITOR_PER_MIN;
  const extract = (headers: Record<string, string>, localAddress?: string) =>
    rawHttp(`${stack.url}/functions/v1/metadata-extractor`, {
      method: "POST",
      localAddress,
      // A literal private address: refused by policy at once, no network needed.
      body: JSON.stringify({ url: "http://169.254.169.254/" }),
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, "content-type": "application/json", ...headers },
    });

  beforeAll(async () => {
    // Declared in supabase/functions/.env.example, so the functions runtime passes it from this environment.
    process.env.METADATA_RATE_VISITOR_PER_MIN = String(VISITOR_LIMIT);
    stack = await TestStack.start({ backend, env: { TRUSTED_PROXIES: PROXY } });
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.METADATA_RATE_VISITOR_PER_MIN;
    else process.env.METADATA_RATE_VISITOR_PER_MIN = previous;
    await stack?.stop();
  });

  it("counts a visitor by the connection's address, whatever X-Real-IP, CF-Connecting-IP or X-Forwarded-For claim", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) statuses.push((await extract(spoofs(i))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(VISITOR_LIMIT);
    expect(statuses.slice(VISITOR_LIMIT).every((status) => status === 429)).toBe(true);
  });

  it("counts a visitor behind a trusted proxy by the address the proxy reports, not by what the visitor added", async () => {
    const first = await extract({ "x-forwarded-for": "203.0.113.50" }, PROXY);
    expect(first.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < VISITOR_LIMIT + 2; i += 1) {
      // The visitor prepends a fresh address each time; the proxy appends the one it saw.
      statuses.push((await extract({ "x-forwarded-for": `198.51.100.${100 + i}, 203.0.113.51`, "x-real-ip": `198.51.100.${200 + i}` }, PROXY)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
