import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHttp } from "@test-support/stack/raw-http.ts";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";

const PROXY = "127.0.0.2";

// F12: a DNS-rebinding page (attacker.example made to resolve to this machine) must not read the stack's answers,
// least of all the mailbox's sign-in and reset links.
describe.each(await testBackends())("Host and mailbox checks on %s", (backend) => {
  let stack: TestStack;
  let port: string;
  beforeAll(async () => {
    stack = await TestStack.start({ backend, env: { SITE_URL: "https://maple.example", ALLOWED_HOSTS: "api.maple.example", TRUSTED_PROXIES: PROXY } });
    port = new URL(stack.url).port;
    await stack.client().auth.signUp({ email: "rebinding@example.test", password: "secret123" });
  });
  afterAll(() => stack?.stop());

  const get = (path: string, host: string, extra: { localAddress?: string; headers?: Record<string, string> } = {}) =>
    rawHttp(`${stack.url}${path}`, { localAddress: extra.localAddress, headers: { host, apikey: stack.anonKey, ...extra.headers } });

  it("refuses every path for a host name it does not serve", async () => {
    for (const path of ["/", "/mailbox", "/mailbox/api/messages", "/rest/v1/whitelisted_domains", "/auth/v1/settings", "/storage/v1/bucket", "/functions/v1/hello"]) {
      const response = await get(path, `attacker.example:${port}`);
      expect(response.status, path).toBe(403);
      expect(JSON.parse(response.text), path).toMatchObject({ code: "host_not_allowed" });
    }
    expect((await get("/", "bad host")).status).toBe(400);
  });

  it("serves SITE_URL's host, ALLOWED_HOSTS, loopback names and IP literals", async () => {
    for (const host of ["maple.example", "api.maple.example", `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await get("/rest/v1/whitelisted_domains?select=domain_name&limit=1", host)).status, host).toBe(200);
    }
  });

  it("serves the mailbox to this machine at a loopback name", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const list = await get("/mailbox/api/messages?to=rebinding@example.test", host);
      expect(list.status, host).toBe(200);
      expect(JSON.parse(list.text)).toHaveLength(1);
    }
    expect((await get("/mailbox", `127.0.0.1:${port}`)).status).toBe(200);
  });

  it("does not serve the mailbox under a public name, nor to a client a trusted proxy reports from elsewhere", async () => {
    const underSiteName = await get("/mailbox/api/messages", "maple.example");
    expect(underSiteName.status).toBe(403);
    expect(JSON.parse(underSiteName.text)).toMatchObject({ code: "loopback_only" });
    expect((await get("/mailbox", "maple.example")).status).toBe(403);
    const remote = await get("/mailbox/api/messages", `127.0.0.1:${port}`, { localAddress: PROXY, headers: { "x-forwarded-for": "203.0.113.5" } });
    expect(remote.status).toBe(403);
    // The proxy's own requests (no X-Forwarded-For) come from this machine.
    expect((await get("/mailbox/api/messages", `127.0.0.1:${port}`, { localAddress: PROXY })).status).toBe(200);
  });
});
